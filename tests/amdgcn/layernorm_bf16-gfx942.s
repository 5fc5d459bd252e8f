.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.amdhsa_code_object_version 5
.text
.globl layernorm_bf16
.p2align 8
.type layernorm_bf16,@function
layernorm_bf16:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v9, 63, v0
  s_mov_b32 s16, 0x3ff
  v_and_b32 v10, s16, v0
  s_load_dwordx2 s[24:25], s[0:1], 0x0
  s_load_dwordx2 s[28:29], s[0:1], 0x8
  s_load_dwordx2 s[32:33], s[0:1], 0x10
  s_load_dwordx2 s[36:37], s[0:1], 0x18
  s_load_dwordx2 s[40:41], s[0:1], 0x20
  s_load_dwordx2 s[44:45], s[0:1], 0x28
  s_load_dword s4, s[0:1], 0x30
  s_load_dword s14, s[0:1], 0x34
  s_load_dword s10, s[0:1], 0x38
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s0, s2, s4
  s_mov_b32 s4, 0xff
  v_and_b32 v0, v10, s4
  v_lshlrev_b32 v0, 2, v0
  s_cmp_ge_u32 2, 32
  s_cselect_b64 s[4:5], -1, 0
  v_cndmask_b32_e64 v0, v0, 0, s[4:5]
  v_add_u32 v8, v0, 0
  v_add_u32 v7, v8, 1
  v_add_u32 v6, v8, 2
  v_add_u32 v5, v8, 3
  v_add_u32 v4, s0, v8
  v_add_u32 v3, s0, v7
  v_add_u32 v2, s0, v6
  v_add_u32 v0, s0, v5
  v_lshlrev_b32 v1, 1, v4
  v_ashrrev_i32 v11, 31, v4
  v_mov_b32 v24, s24
  v_mov_b32 v25, s25
  v_add_co_u32 v28, vcc, v24, v1
  v_addc_co_u32 v29, vcc, v25, v11, vcc
  v_lshlrev_b32 v11, 1, v3
  v_ashrrev_i32 v12, 31, v3
  v_mov_b32 v38, s24
  v_mov_b32 v39, s25
  v_add_co_u32 v40, vcc, v38, v11
  v_addc_co_u32 v41, vcc, v39, v12, vcc
  v_lshlrev_b32 v12, 1, v2
  v_ashrrev_i32 v14, 31, v2
  v_mov_b32 v26, s24
  v_mov_b32 v27, s25
  v_add_co_u32 v24, vcc, v26, v12
  v_addc_co_u32 v25, vcc, v27, v14, vcc
  v_lshlrev_b32 v20, 1, v0
  v_ashrrev_i32 v22, 31, v0
  v_mov_b32 v30, s24
  v_mov_b32 v31, s25
  v_add_co_u32 v26, vcc, v30, v20
  v_addc_co_u32 v27, vcc, v31, v22, vcc
  v_cmp_lt_i32_e64 s[8:9], v8, s14
  v_cmp_lt_i32_e64 s[6:7], v7, s14
  v_cmp_lt_i32_e64 s[4:5], v6, s14
  v_cmp_lt_i32_e64 s[0:1], v5, s14
  s_mov_b32 s12, 0
  v_mov_b32 v11, s12
  v_mov_b32 v1, v11
  s_and_saveexec_b64 s[46:47], s[8:9]
  global_load_ushort v1, v[28:29], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v12, s12
  v_mov_b32 v11, v12
  s_and_saveexec_b64 s[46:47], s[6:7]
  global_load_ushort v11, v[40:41], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v13, s12
  v_mov_b32 v12, v13
  s_and_saveexec_b64 s[46:47], s[4:5]
  global_load_ushort v12, v[24:25], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v13, s12
  v_mov_b32 v14, v13
  s_and_saveexec_b64 s[46:47], s[0:1]
  global_load_ushort v14, v[26:27], off
  s_mov_b64 exec, s[46:47]
  s_waitcnt vmcnt(0)
  v_lshlrev_b32 v15, 16, v1
  v_lshlrev_b32 v13, 16, v11
  v_lshlrev_b32 v12, 16, v12
  v_lshlrev_b32 v11, 16, v14
  v_add_f32 v1, v15, v13
  v_add_f32 v1, v1, v12
  v_add_f32 v14, v1, v11
  v_xor_b32 v16, 1, v9
  v_lshlrev_b32 v16, 2, v16
  ds_bpermute_b32 v16, v16, v14
  s_waitcnt lgkmcnt(0)
  v_add_f32 v14, v14, v16
  v_xor_b32 v16, 2, v9
  v_lshlrev_b32 v16, 2, v16
  ds_bpermute_b32 v17, v16, v14
  s_waitcnt lgkmcnt(0)
  v_add_f32 v19, v14, v17
  v_xor_b32 v21, 4, v9
  v_lshlrev_b32 v23, 2, v21
  ds_bpermute_b32 v1, v23, v19
  s_waitcnt lgkmcnt(0)
  v_add_f32 v1, v19, v1
  v_xor_b32 v14, 8, v9
  v_lshlrev_b32 v14, 2, v14
  ds_bpermute_b32 v14, v14, v1
  s_waitcnt lgkmcnt(0)
  v_add_f32 v1, v1, v14
  v_xor_b32 v14, 16, v9
  v_lshlrev_b32 v14, 2, v14
  ds_bpermute_b32 v14, v14, v1
  s_waitcnt lgkmcnt(0)
  v_add_f32 v1, v1, v14
  v_xor_b32 v14, 32, v9
  v_lshlrev_b32 v14, 2, v14
  ds_bpermute_b32 v14, v14, v1
  s_waitcnt lgkmcnt(0)
  v_add_f32 v1, v1, v14
  v_mul_lo_u32 v17, v10, 4
  ds_write_b32 v17, v1
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s16, 0xffffff3f
  v_and_b32 v1, v10, s16
  v_mul_lo_u32 v16, v1, 4
  ds_read_b32 v1, v16
  ds_read_b32 v18, v16 offset:256
  ds_read_b32 v14, v16 offset:512
  ds_read_b32 v19, v16 offset:768
  s_waitcnt lgkmcnt(0)
  v_add_f32 v18, v1, v18
  v_add_f32 v14, v14, v19
  v_add_f32 v18, v18, v14
  v_cvt_f32_i32 v14, s14
  v_div_scale_f32 v19, vcc, v14, v14, v18
  v_div_scale_f32 v20, vcc, v18, v14, v18
  v_rcp_f32 v21, v19
  s_nop 0
  v_fma_f32 v22, -v19, v21, 0x3f800000
  v_fma_f32 v1, v22, v21, v21
  v_mul_f32 v21, v20, v1
  v_fma_f32 v22, -v19, v21, v20
  v_fma_f32 v21, v22, v1, v21
  v_fma_f32 v19, -v19, v21, v20
  s_nop 3
  v_div_fmas_f32 v1, v19, v1, v21
  v_div_fixup_f32 v1, v1, v14, v18
  v_sub_f32 v15, v15, v1
  v_sub_f32 v13, v13, v1
  v_sub_f32 v12, v12, v1
  v_sub_f32 v11, v11, v1
  v_cndmask_b32_e64 v15, 0, v15, s[8:9]
  v_cndmask_b32_e64 v13, 0, v13, s[6:7]
  v_cndmask_b32_e64 v12, 0, v12, s[4:5]
  v_cndmask_b32_e64 v11, 0, v11, s[0:1]
  v_mul_f32 v18, v15, v15
  v_mul_f32 v21, v13, v13
  v_mul_f32 v20, v12, v12
  v_mul_f32 v19, v11, v11
  v_add_f32 v18, v18, v21
  v_add_f32 v18, v18, v20
  v_add_f32 v18, v18, v19
  v_xor_b32 v19, 1, v9
  v_lshlrev_b32 v19, 2, v19
  ds_bpermute_b32 v19, v19, v18
  s_waitcnt lgkmcnt(0)
  v_add_f32 v18, v18, v19
  v_xor_b32 v19, 2, v9
  v_lshlrev_b32 v19, 2, v19
  ds_bpermute_b32 v19, v19, v18
  s_waitcnt lgkmcnt(0)
  v_add_f32 v19, v18, v19
  v_xor_b32 v21, 4, v9
  v_lshlrev_b32 v23, 2, v21
  ds_bpermute_b32 v18, v23, v19
  s_waitcnt lgkmcnt(0)
  v_add_f32 v18, v19, v18
  v_xor_b32 v19, 8, v9
  v_lshlrev_b32 v19, 2, v19
  ds_bpermute_b32 v19, v19, v18
  s_waitcnt lgkmcnt(0)
  v_add_f32 v18, v18, v19
  v_xor_b32 v19, 16, v9
  v_lshlrev_b32 v19, 2, v19
  ds_bpermute_b32 v19, v19, v18
  s_waitcnt lgkmcnt(0)
  v_add_f32 v18, v18, v19
  v_xor_b32 v9, 32, v9
  v_lshlrev_b32 v9, 2, v9
  ds_bpermute_b32 v9, v9, v18
  s_waitcnt lgkmcnt(0)
  v_add_f32 v9, v18, v9
  ds_write_b32 v17, v9 offset:1024
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  ds_read_b32 v9, v16 offset:1024
  ds_read_b32 v18, v16 offset:1280
  ds_read_b32 v17, v16 offset:1536
  ds_read_b32 v16, v16 offset:1792
  s_waitcnt lgkmcnt(0)
  v_add_f32 v9, v9, v18
  v_add_f32 v16, v17, v16
  v_add_f32 v9, v9, v16
  v_lshlrev_b32 v16, 1, v8
  v_ashrrev_i32 v17, 31, v8
  v_mov_b32 v40, s32
  v_mov_b32 v41, s33
  v_add_co_u32 v24, vcc, v40, v16
  v_addc_co_u32 v25, vcc, v41, v17, vcc
  v_lshlrev_b32 v16, 1, v7
  v_ashrrev_i32 v17, 31, v7
  v_mov_b32 v28, s32
  v_mov_b32 v29, s33
  v_add_co_u32 v26, vcc, v28, v16
  v_addc_co_u32 v27, vcc, v29, v17, vcc
  v_lshlrev_b32 v22, 1, v6
  v_ashrrev_i32 v16, 31, v6
  v_mov_b32 v30, s32
  v_mov_b32 v31, s33
  v_add_co_u32 v28, vcc, v30, v22
  v_addc_co_u32 v29, vcc, v31, v16, vcc
  v_lshlrev_b32 v16, 1, v5
  v_ashrrev_i32 v17, 31, v5
  v_mov_b32 v32, s32
  v_mov_b32 v33, s33
  v_add_co_u32 v30, vcc, v32, v16
  v_addc_co_u32 v31, vcc, v33, v17, vcc
  v_mov_b32 v17, s12
  v_mov_b32 v16, v17
  s_and_saveexec_b64 s[46:47], s[8:9]
  global_load_ushort v16, v[24:25], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v18, s12
  v_mov_b32 v17, v18
  s_and_saveexec_b64 s[46:47], s[6:7]
  global_load_ushort v17, v[26:27], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v19, s12
  v_mov_b32 v18, v19
  s_and_saveexec_b64 s[46:47], s[4:5]
  global_load_ushort v18, v[28:29], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v20, s12
  v_mov_b32 v19, v20
  s_and_saveexec_b64 s[46:47], s[0:1]
  global_load_ushort v19, v[30:31], off
  s_mov_b64 exec, s[46:47]
  v_lshlrev_b32 v20, 1, v8
  v_ashrrev_i32 v8, 31, v8
  v_mov_b32 v26, s36
  v_mov_b32 v27, s37
  v_add_co_u32 v24, vcc, v26, v20
  v_addc_co_u32 v25, vcc, v27, v8, vcc
  v_lshlrev_b32 v8, 1, v7
  v_ashrrev_i32 v7, 31, v7
  v_mov_b32 v30, s36
  v_mov_b32 v31, s37
  v_add_co_u32 v34, vcc, v30, v8
  v_addc_co_u32 v35, vcc, v31, v7, vcc
  v_lshlrev_b32 v7, 1, v6
  v_ashrrev_i32 v20, 31, v6
  v_mov_b32 v42, s36
  v_mov_b32 v43, s37
  v_add_co_u32 v26, vcc, v42, v7
  v_addc_co_u32 v27, vcc, v43, v20, vcc
  v_lshlrev_b32 v20, 1, v5
  v_ashrrev_i32 v21, 31, v5
  v_mov_b32 v30, s36
  v_mov_b32 v31, s37
  v_add_co_u32 v28, vcc, v30, v20
  v_addc_co_u32 v29, vcc, v31, v21, vcc
  v_mov_b32 v6, s12
  v_mov_b32 v5, v6
  s_and_saveexec_b64 s[46:47], s[8:9]
  global_load_ushort v5, v[24:25], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v7, s12
  v_mov_b32 v6, v7
  s_and_saveexec_b64 s[46:47], s[6:7]
  global_load_ushort v6, v[34:35], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v8, s12
  v_mov_b32 v7, v8
  s_and_saveexec_b64 s[46:47], s[4:5]
  global_load_ushort v7, v[26:27], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v20, s12
  v_mov_b32 v8, v20
  s_and_saveexec_b64 s[46:47], s[0:1]
  global_load_ushort v8, v[28:29], off
  s_mov_b64 exec, s[46:47]
  v_lshlrev_b32 v20, 1, v4
  v_ashrrev_i32 v4, 31, v4
  v_mov_b32 v26, s28
  v_mov_b32 v27, s29
  v_add_co_u32 v24, vcc, v26, v20
  v_addc_co_u32 v25, vcc, v27, v4, vcc
  v_lshlrev_b32 v4, 1, v3
  v_ashrrev_i32 v3, 31, v3
  v_mov_b32 v28, s28
  v_mov_b32 v29, s29
  v_add_co_u32 v26, vcc, v28, v4
  v_addc_co_u32 v27, vcc, v29, v3, vcc
  v_lshlrev_b32 v3, 1, v2
  v_ashrrev_i32 v2, 31, v2
  v_mov_b32 v30, s28
  v_mov_b32 v31, s29
  v_add_co_u32 v28, vcc, v30, v3
  v_addc_co_u32 v29, vcc, v31, v2, vcc
  v_lshlrev_b32 v2, 1, v0
  v_ashrrev_i32 v3, 31, v0
  v_mov_b32 v32, s28
  v_mov_b32 v33, s29
  v_add_co_u32 v36, vcc, v32, v2
  v_addc_co_u32 v37, vcc, v33, v3, vcc
  v_div_scale_f32 v20, vcc, v14, v14, v9
  v_div_scale_f32 v21, vcc, v9, v14, v9
  v_rcp_f32 v22, v20
  s_nop 0
  v_fma_f32 v23, -v20, v22, 0x3f800000
  v_fma_f32 v22, v23, v22, v22
  v_mul_f32 v23, v21, v22
  v_fma_f32 v0, -v20, v23, v21
  v_fma_f32 v23, v0, v22, v23
  v_fma_f32 v0, -v20, v23, v21
  s_nop 3
  v_div_fmas_f32 v0, v0, v22, v23
  v_div_fixup_f32 v0, v0, v14, v9
  v_add_f32 v0, v0, s10
  s_mov_b32 s10, 0x90
  v_cmp_class_f32_e64 s[10:11], v0, s10
  s_mov_b32 s12, 0x4b800000
  v_mov_b32 v2, s12
  v_cndmask_b32_e64 v2, 0x3f800000, v2, s[10:11]
  v_mul_f32 v0, v0, v2
  v_rsq_f32 v0, v0
  s_mov_b32 s12, 0x45800000
  v_mov_b32 v2, s12
  v_cndmask_b32_e64 v2, 0x3f800000, v2, s[10:11]
  v_mul_f32 v0, v0, v2
  v_mul_f32 v9, v15, v0
  v_mul_f32 v4, v13, v0
  v_mul_f32 v3, v12, v0
  v_mul_f32 v2, v11, v0
  s_waitcnt vmcnt(0)
  v_lshlrev_b32 v12, 16, v16
  v_lshlrev_b32 v14, 16, v17
  v_lshlrev_b32 v11, 16, v18
  v_lshlrev_b32 v13, 16, v19
  v_mul_f32 v12, v9, v12
  v_mul_f32 v9, v4, v14
  v_mul_f32 v11, v3, v11
  v_mul_f32 v13, v2, v13
  v_lshlrev_b32 v15, 16, v5
  v_lshlrev_b32 v17, 16, v6
  v_lshlrev_b32 v19, 16, v7
  v_lshlrev_b32 v21, 16, v8
  v_add_f32 v23, v12, v15
  v_add_f32 v5, v9, v17
  v_add_f32 v4, v11, v19
  v_add_f32 v2, v13, v21
  v_bfe_u32 v3, v23, 16, 1
  s_mov_b32 s10, 0x7fff
  v_add3_u32 v3, v23, s10, v3
  v_lshrrev_b32 v3, 16, v3
  v_cmp_u_f32_e64 s[14:15], v23, v23
  s_mov_b32 s12, 0x7fc0
  v_mov_b32 v6, s12
  v_cndmask_b32_e64 v3, v3, v6, s[14:15]
  v_bfe_u32 v6, v5, 16, 1
  v_add3_u32 v6, v5, s10, v6
  v_lshrrev_b32 v6, 16, v6
  v_cmp_u_f32_e64 s[14:15], v5, v5
  v_mov_b32 v5, s12
  v_cndmask_b32_e64 v5, v6, v5, s[14:15]
  v_bfe_u32 v6, v4, 16, 1
  v_add3_u32 v6, v4, s10, v6
  v_lshrrev_b32 v6, 16, v6
  v_cmp_u_f32_e64 s[14:15], v4, v4
  v_mov_b32 v4, s12
  v_cndmask_b32_e64 v6, v6, v4, s[14:15]
  v_bfe_u32 v8, v2, 16, 1
  v_add3_u32 v11, v2, s10, v8
  v_lshrrev_b32 v12, 16, v11
  v_cmp_u_f32_e64 s[28:29], v2, v2
  v_mov_b32 v16, s12
  v_cndmask_b32_e64 v18, v12, v16, s[28:29]
  s_and_saveexec_b64 s[46:47], s[8:9]
  global_store_short v[24:25], v3, off
  s_mov_b64 exec, s[46:47]
  s_and_saveexec_b64 s[46:47], s[6:7]
  global_store_short v[26:27], v5, off
  s_mov_b64 exec, s[46:47]
  s_and_saveexec_b64 s[46:47], s[4:5]
  global_store_short v[28:29], v6, off
  s_mov_b64 exec, s[46:47]
  s_and_saveexec_b64 s[46:47], s[0:1]
  global_store_short v[36:37], v18, off
  s_mov_b64 exec, s[46:47]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mul_i32 s0, s2, 4
  s_mul_hi_i32 s6, s2, 4
  s_add_u32 s4, s40, s0
  s_addc_u32 s5, s41, s6
  s_mov_b32 s0, 0xff
  v_and_b32 v2, v10, s0
  v_cmp_eq_u32_e64 s[6:7], v2, 0
  v_mov_b32 v24, s4
  v_mov_b32 v25, s5
  s_and_saveexec_b64 s[46:47], s[6:7]
  global_store_dword v[24:25], v1, off
  s_mov_b64 exec, s[46:47]
  s_mul_i32 s4, s2, 4
  s_mul_hi_i32 s6, s2, 4
  s_add_u32 s2, s44, s4
  s_addc_u32 s3, s45, s6
  v_and_b32 v1, v10, s0
  v_cmp_eq_u32_e64 s[0:1], v1, 0
  v_mov_b32 v24, s2
  v_mov_b32 v25, s3
  s_and_saveexec_b64 s[46:47], s[0:1]
  global_store_dword v[24:25], v0, off
  s_mov_b64 exec, s[46:47]
  s_endpgm
.Llayernorm_bf16_end:
.size layernorm_bf16, .Llayernorm_bf16_end-layernorm_bf16
; 48 SGPRs, 44 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

.rodata
.p2align 6
.amdhsa_kernel layernorm_bf16
  .amdhsa_group_segment_fixed_size 2048
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 76
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 44
  .amdhsa_next_free_sgpr 48
  .amdhsa_accum_offset 44
  .amdhsa_tg_split 0
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 3
  .amdhsa_ieee_mode 1
  .amdhsa_dx10_clamp 1
.end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.kernels:
  - .name: layernorm_bf16
    .symbol: layernorm_bf16.kd
    .kernarg_segment_size: 76
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 2048
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 48
    .vgpr_count: 44
    .max_flat_workgroup_size: 256
    .reqd_workgroup_size: [256, 1, 1]
    .args:
      - .offset: 0
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .offset: 8
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .offset: 16
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .offset: 24
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .offset: 32
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .offset: 40
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .offset: 48
        .size: 4
        .value_kind: by_value
      - .offset: 52
        .size: 4
        .value_kind: by_value
      - .offset: 56
        .size: 4
        .value_kind: by_value
      - .offset: 64
        .size: 4
        .value_kind: hidden_block_count_x
      - .offset: 68
        .size: 4
        .value_kind: hidden_block_count_y
      - .offset: 72
        .size: 4
        .value_kind: hidden_block_count_z
amdhsa.version:
  - 1
  - 2
amdhsa.target: amdgcn-amd-amdhsa--gfx942
...
.end_amdgpu_metadata
