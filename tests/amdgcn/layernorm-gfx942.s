.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.amdhsa_code_object_version 5
.text
.globl layernorm
.p2align 8
.type layernorm,@function
layernorm:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  s_mov_b32 s12, 0x3ff
  v_and_b32 v8, s12, v0
  s_load_dwordx2 s[20:21], s[0:1], 0x0
  s_load_dwordx2 s[24:25], s[0:1], 0x8
  s_load_dwordx2 s[28:29], s[0:1], 0x10
  s_load_dwordx2 s[32:33], s[0:1], 0x18
  s_load_dwordx2 s[36:37], s[0:1], 0x20
  s_load_dwordx2 s[40:41], s[0:1], 0x28
  s_load_dword s44, s[0:1], 0x30
  s_load_dword s14, s[0:1], 0x34
  s_load_dword s0, s[0:1], 0x38
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s4, s2, s44
  s_mov_b32 s6, 0xff
  v_and_b32 v1, v8, s6
  s_mov_b32 s6, 2
  v_lshlrev_b32 v1, s6, v1
  s_cmp_ge_u32 s6, 32
  s_cselect_b64 s[6:7], -1, 0
  v_cndmask_b32_e64 v1, v1, 0, s[6:7]
  s_mov_b32 s6, 0
  v_add_u32 v7, v1, s6
  s_mov_b32 s6, 1
  v_add_u32 v6, v7, s6
  s_mov_b32 s6, 2
  v_add_u32 v5, v7, s6
  s_mov_b32 s6, 3
  v_add_u32 v4, v7, s6
  v_add_u32 v3, s4, v7
  v_add_u32 v1, s4, v6
  v_add_u32 v14, s4, v5
  v_add_u32 v2, s4, v4
  s_mov_b32 s8, 4
  v_mul_lo_u32 v9, v3, s8
  v_mul_hi_i32 v10, v3, s8
  v_mov_b32 v40, s20
  v_mov_b32 v41, s21
  v_add_co_u32 v24, vcc, v40, v9
  v_addc_co_u32 v25, vcc, v41, v10, vcc
  s_mov_b32 s30, 4
  v_mul_lo_u32 v16, v1, s30
  v_mul_hi_i32 v18, v1, s30
  v_mov_b32 v28, s20
  v_mov_b32 v29, s21
  v_add_co_u32 v26, vcc, v28, v16
  v_addc_co_u32 v27, vcc, v29, v18, vcc
  s_mov_b32 s4, 4
  v_mul_lo_u32 v9, v14, s4
  v_mul_hi_i32 v10, v14, s4
  v_mov_b32 v30, s20
  v_mov_b32 v31, s21
  v_add_co_u32 v28, vcc, v30, v9
  v_addc_co_u32 v29, vcc, v31, v10, vcc
  s_mov_b32 s4, 4
  v_mul_lo_u32 v9, v2, s4
  v_mul_hi_i32 v10, v2, s4
  v_mov_b32 v32, s20
  v_mov_b32 v33, s21
  v_add_co_u32 v30, vcc, v32, v9
  v_addc_co_u32 v31, vcc, v33, v10, vcc
  v_cmp_lt_i32_e64 s[10:11], v7, s14
  v_cmp_lt_i32_e64 s[8:9], v6, s14
  v_cmp_lt_i32_e64 s[6:7], v5, s14
  v_cmp_lt_i32_e64 s[4:5], v4, s14
  s_mov_b32 s12, 0
  v_mov_b32 v9, s12
  v_mov_b32 v11, v9
  s_and_saveexec_b64 s[46:47], s[10:11]
  global_load_dword v11, v[24:25], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v9, s12
  v_mov_b32 v12, v9
  s_and_saveexec_b64 s[46:47], s[8:9]
  global_load_dword v12, v[26:27], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v9, s12
  v_mov_b32 v13, v9
  s_and_saveexec_b64 s[46:47], s[6:7]
  global_load_dword v13, v[28:29], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v9, s12
  v_mov_b32 v15, v9
  s_and_saveexec_b64 s[46:47], s[4:5]
  global_load_dword v15, v[30:31], off
  s_mov_b64 exec, s[46:47]
  s_waitcnt vmcnt(0)
  v_add_f32 v9, v11, v12
  v_add_f32 v9, v9, v13
  v_add_f32 v16, v9, v15
  v_and_b32 v17, 63, v0
  v_xor_b32 v17, 1, v17
  v_lshlrev_b32 v17, 2, v17
  ds_bpermute_b32 v19, v17, v16
  s_waitcnt lgkmcnt(0)
  v_add_f32 v21, v16, v19
  v_and_b32 v23, 63, v0
  v_xor_b32 v9, 2, v23
  v_lshlrev_b32 v9, 2, v9
  ds_bpermute_b32 v9, v9, v21
  s_waitcnt lgkmcnt(0)
  v_add_f32 v9, v21, v9
  v_and_b32 v10, 63, v0
  v_xor_b32 v10, 4, v10
  v_lshlrev_b32 v10, 2, v10
  ds_bpermute_b32 v10, v10, v9
  s_waitcnt lgkmcnt(0)
  v_add_f32 v9, v9, v10
  v_and_b32 v10, 63, v0
  v_xor_b32 v10, 8, v10
  v_lshlrev_b32 v10, 2, v10
  ds_bpermute_b32 v10, v10, v9
  s_waitcnt lgkmcnt(0)
  v_add_f32 v9, v9, v10
  v_and_b32 v10, 63, v0
  v_xor_b32 v10, 16, v10
  v_lshlrev_b32 v10, 2, v10
  ds_bpermute_b32 v10, v10, v9
  s_waitcnt lgkmcnt(0)
  v_add_f32 v9, v9, v10
  v_and_b32 v10, 63, v0
  v_xor_b32 v10, 32, v10
  v_lshlrev_b32 v10, 2, v10
  ds_bpermute_b32 v10, v10, v9
  s_waitcnt lgkmcnt(0)
  v_add_f32 v9, v9, v10
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s22, 4
  v_mul_lo_u32 v16, v8, s22
  s_mov_b32 s30, 0
  v_add_u32 v17, v16, s30
  ds_write_b32 v17, v9
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s42, 0xffffff3f
  v_and_b32 v23, v8, s42
  s_mov_b32 s16, 0
  v_or_b32 v9, v23, s16
  s_mov_b32 s16, 4
  v_mul_lo_u32 v9, v9, s16
  s_mov_b32 s16, 0
  v_add_u32 v9, v9, s16
  ds_read_b32 v9, v9
  s_mov_b32 s16, 64
  v_or_b32 v10, v23, s16
  s_mov_b32 s16, 4
  v_mul_lo_u32 v10, v10, s16
  s_mov_b32 s16, 0
  v_add_u32 v10, v10, s16
  ds_read_b32 v10, v10
  s_waitcnt lgkmcnt(0)
  v_add_f32 v9, v9, v10
  s_mov_b32 s16, 0x80
  v_or_b32 v10, v23, s16
  s_mov_b32 s16, 4
  v_mul_lo_u32 v10, v10, s16
  s_mov_b32 s16, 0
  v_add_u32 v10, v10, s16
  ds_read_b32 v10, v10
  s_waitcnt lgkmcnt(0)
  v_add_f32 v9, v9, v10
  s_mov_b32 s16, 0xc0
  v_or_b32 v10, v23, s16
  s_mov_b32 s26, 4
  v_mul_lo_u32 v16, v10, s26
  s_mov_b32 s34, 0
  v_add_u32 v18, v16, s34
  ds_read_b32 v20, v18
  s_waitcnt lgkmcnt(0)
  v_add_f32 v22, v9, v20
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_cvt_f32_i32 v10, s14
  s_mov_b32 s14, 0x3f800000
  v_div_scale_f32 v9, vcc, v10, v10, v22
  v_div_scale_f32 v16, vcc, v22, v10, v22
  v_rcp_f32 v17, v9
  s_nop 0
  v_fma_f32 v18, -v9, v17, s14
  v_fma_f32 v17, v18, v17, v17
  v_mul_f32 v18, v16, v17
  v_fma_f32 v19, -v9, v18, v16
  v_fma_f32 v18, v19, v17, v18
  v_fma_f32 v9, -v9, v18, v16
  s_nop 3
  v_div_fmas_f32 v9, v9, v17, v18
  v_div_fixup_f32 v9, v9, v10, v22
  v_sub_f32 v11, v11, v9
  v_sub_f32 v12, v12, v9
  v_sub_f32 v13, v13, v9
  v_sub_f32 v15, v15, v9
  v_mov_b32 v16, s12
  v_cndmask_b32_e64 v11, v16, v11, s[10:11]
  v_mov_b32 v16, s12
  v_cndmask_b32_e64 v12, v16, v12, s[8:9]
  v_mov_b32 v16, s12
  v_cndmask_b32_e64 v13, v16, v13, s[6:7]
  v_mov_b32 v16, s12
  v_cndmask_b32_e64 v15, v16, v15, s[4:5]
  v_mul_f32 v16, v11, v11
  v_mul_f32 v19, v12, v12
  v_mul_f32 v17, v13, v13
  v_mul_f32 v18, v15, v15
  v_add_f32 v20, v16, v19
  v_add_f32 v22, v20, v17
  v_add_f32 v16, v22, v18
  v_and_b32 v17, 63, v0
  v_xor_b32 v17, 1, v17
  v_lshlrev_b32 v17, 2, v17
  ds_bpermute_b32 v17, v17, v16
  s_waitcnt lgkmcnt(0)
  v_add_f32 v16, v16, v17
  v_and_b32 v17, 63, v0
  v_xor_b32 v17, 2, v17
  v_lshlrev_b32 v17, 2, v17
  ds_bpermute_b32 v17, v17, v16
  s_waitcnt lgkmcnt(0)
  v_add_f32 v16, v16, v17
  v_and_b32 v17, 63, v0
  v_xor_b32 v17, 4, v17
  v_lshlrev_b32 v17, 2, v17
  ds_bpermute_b32 v17, v17, v16
  s_waitcnt lgkmcnt(0)
  v_add_f32 v16, v16, v17
  v_and_b32 v17, 63, v0
  v_xor_b32 v17, 8, v17
  v_lshlrev_b32 v17, 2, v17
  ds_bpermute_b32 v17, v17, v16
  s_waitcnt lgkmcnt(0)
  v_add_f32 v16, v16, v17
  v_and_b32 v17, 63, v0
  v_xor_b32 v17, 16, v17
  v_lshlrev_b32 v17, 2, v17
  ds_bpermute_b32 v17, v17, v16
  s_waitcnt lgkmcnt(0)
  v_add_f32 v16, v16, v17
  v_and_b32 v17, 63, v0
  v_xor_b32 v17, 32, v17
  v_lshlrev_b32 v17, 2, v17
  ds_bpermute_b32 v19, v17, v16
  s_waitcnt lgkmcnt(0)
  v_add_f32 v21, v16, v19
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s14, 4
  v_mul_lo_u32 v0, v8, s14
  s_mov_b32 s14, 0
  v_add_u32 v0, v0, s14
  s_mov_b32 s14, 0x400
  v_add_u32 v0, v0, s14
  ds_write_b32 v0, v21
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s14, 0xffffff3f
  v_and_b32 v0, v8, s14
  s_mov_b32 s14, 0
  v_or_b32 v16, v0, s14
  s_mov_b32 s14, 4
  v_mul_lo_u32 v16, v16, s14
  s_mov_b32 s14, 0
  v_add_u32 v16, v16, s14
  s_mov_b32 s14, 0x400
  v_add_u32 v16, v16, s14
  ds_read_b32 v16, v16
  s_mov_b32 s14, 64
  v_or_b32 v17, v0, s14
  s_mov_b32 s14, 4
  v_mul_lo_u32 v17, v17, s14
  s_mov_b32 s14, 0
  v_add_u32 v17, v17, s14
  s_mov_b32 s18, 0x400
  v_add_u32 v17, v17, s18
  ds_read_b32 v17, v17
  s_waitcnt lgkmcnt(0)
  v_add_f32 v16, v16, v17
  s_mov_b32 s34, 0x80
  v_or_b32 v19, v0, s34
  s_mov_b32 s42, 4
  v_mul_lo_u32 v23, v19, s42
  s_mov_b32 s14, 0
  v_add_u32 v17, v23, s14
  s_mov_b32 s14, 0x400
  v_add_u32 v17, v17, s14
  ds_read_b32 v17, v17
  s_waitcnt lgkmcnt(0)
  v_add_f32 v16, v16, v17
  s_mov_b32 s14, 0xc0
  v_or_b32 v0, v0, s14
  s_mov_b32 s14, 4
  v_mul_lo_u32 v0, v0, s14
  s_mov_b32 s14, 0
  v_add_u32 v0, v0, s14
  s_mov_b32 s14, 0x400
  v_add_u32 v0, v0, s14
  ds_read_b32 v0, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v16, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s14, 4
  v_mul_lo_u32 v16, v7, s14
  v_mul_hi_i32 v17, v7, s14
  v_mov_b32 v26, s28
  v_mov_b32 v27, s29
  v_add_co_u32 v30, vcc, v26, v16
  v_addc_co_u32 v31, vcc, v27, v17, vcc
  s_mov_b32 s14, 4
  v_mul_lo_u32 v16, v6, s14
  v_mul_hi_i32 v17, v6, s14
  v_mov_b32 v42, s28
  v_mov_b32 v43, s29
  v_add_co_u32 v24, vcc, v42, v16
  v_addc_co_u32 v25, vcc, v43, v17, vcc
  s_mov_b32 s30, 4
  v_mul_lo_u32 v17, v5, s30
  v_mul_hi_i32 v19, v5, s30
  v_mov_b32 v28, s28
  v_mov_b32 v29, s29
  v_add_co_u32 v26, vcc, v28, v17
  v_addc_co_u32 v27, vcc, v29, v19, vcc
  s_mov_b32 s14, 4
  v_mul_lo_u32 v16, v4, s14
  v_mul_hi_i32 v17, v4, s14
  v_mov_b32 v32, s28
  v_mov_b32 v33, s29
  v_add_co_u32 v28, vcc, v32, v16
  v_addc_co_u32 v29, vcc, v33, v17, vcc
  v_mov_b32 v17, s12
  v_mov_b32 v16, v17
  s_and_saveexec_b64 s[46:47], s[10:11]
  global_load_dword v16, v[30:31], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v18, s12
  v_mov_b32 v17, v18
  s_and_saveexec_b64 s[46:47], s[8:9]
  global_load_dword v17, v[24:25], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v19, s12
  v_mov_b32 v18, v19
  s_and_saveexec_b64 s[46:47], s[6:7]
  global_load_dword v18, v[26:27], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v20, s12
  v_mov_b32 v19, v20
  s_and_saveexec_b64 s[46:47], s[4:5]
  global_load_dword v19, v[28:29], off
  s_mov_b64 exec, s[46:47]
  s_mov_b32 s14, 4
  v_mul_lo_u32 v20, v7, s14
  v_mul_hi_i32 v7, v7, s14
  v_mov_b32 v26, s32
  v_mov_b32 v27, s33
  v_add_co_u32 v24, vcc, v26, v20
  v_addc_co_u32 v25, vcc, v27, v7, vcc
  s_mov_b32 s14, 4
  v_mul_lo_u32 v7, v6, s14
  v_mul_hi_i32 v6, v6, s14
  v_mov_b32 v32, s32
  v_mov_b32 v33, s33
  v_add_co_u32 v34, vcc, v32, v7
  v_addc_co_u32 v35, vcc, v33, v6, vcc
  s_mov_b32 s16, 4
  v_mul_lo_u32 v20, v5, s16
  v_mul_hi_i32 v21, v5, s16
  v_mov_b32 v28, s32
  v_mov_b32 v29, s33
  v_add_co_u32 v26, vcc, v28, v20
  v_addc_co_u32 v27, vcc, v29, v21, vcc
  s_mov_b32 s38, 4
  v_mul_lo_u32 v20, v4, s38
  v_mul_hi_i32 v22, v4, s38
  v_mov_b32 v30, s32
  v_mov_b32 v31, s33
  v_add_co_u32 v28, vcc, v30, v20
  v_addc_co_u32 v29, vcc, v31, v22, vcc
  v_mov_b32 v5, s12
  v_mov_b32 v4, v5
  s_and_saveexec_b64 s[46:47], s[10:11]
  global_load_dword v4, v[24:25], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v6, s12
  v_mov_b32 v5, v6
  s_and_saveexec_b64 s[46:47], s[8:9]
  global_load_dword v5, v[34:35], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v7, s12
  v_mov_b32 v6, v7
  s_and_saveexec_b64 s[46:47], s[6:7]
  global_load_dword v6, v[26:27], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v20, s12
  v_mov_b32 v7, v20
  s_and_saveexec_b64 s[46:47], s[4:5]
  global_load_dword v7, v[28:29], off
  s_mov_b64 exec, s[46:47]
  s_mov_b32 s12, 4
  v_mul_lo_u32 v20, v3, s12
  v_mul_hi_i32 v3, v3, s12
  v_mov_b32 v26, s24
  v_mov_b32 v27, s25
  v_add_co_u32 v24, vcc, v26, v20
  v_addc_co_u32 v25, vcc, v27, v3, vcc
  s_mov_b32 s12, 4
  v_mul_lo_u32 v3, v1, s12
  v_mul_hi_i32 v1, v1, s12
  v_mov_b32 v28, s24
  v_mov_b32 v29, s25
  v_add_co_u32 v26, vcc, v28, v3
  v_addc_co_u32 v27, vcc, v29, v1, vcc
  s_mov_b32 s12, 4
  v_mul_lo_u32 v3, v14, s12
  v_mul_hi_i32 v14, v14, s12
  v_mov_b32 v36, s24
  v_mov_b32 v37, s25
  v_add_co_u32 v38, vcc, v36, v3
  v_addc_co_u32 v39, vcc, v37, v14, vcc
  s_mov_b32 s22, 4
  v_mul_lo_u32 v14, v2, s22
  v_mul_hi_i32 v20, v2, s22
  v_mov_b32 v30, s24
  v_mov_b32 v31, s25
  v_add_co_u32 v28, vcc, v30, v14
  v_addc_co_u32 v29, vcc, v31, v20, vcc
  s_mov_b32 s42, 0x3f800000
  v_div_scale_f32 v23, vcc, v10, v10, v0
  v_div_scale_f32 v1, vcc, v0, v10, v0
  v_rcp_f32 v2, v23
  s_nop 0
  v_fma_f32 v3, -v23, v2, s42
  v_fma_f32 v2, v3, v2, v2
  v_mul_f32 v3, v1, v2
  v_fma_f32 v14, -v23, v3, v1
  v_fma_f32 v3, v14, v2, v3
  v_fma_f32 v1, -v23, v3, v1
  s_nop 3
  v_div_fmas_f32 v1, v1, v2, v3
  v_div_fixup_f32 v0, v1, v10, v0
  v_add_f32 v0, v0, s0
  s_mov_b32 s0, 0x90
  v_cmp_class_f32_e64 s[0:1], v0, s0
  s_mov_b32 s12, 0x3f800000
  s_mov_b32 s14, 0x4b800000
  v_mov_b32 v1, s14
  v_mov_b32 v2, s12
  v_cndmask_b32_e64 v1, v2, v1, s[0:1]
  v_mul_f32 v0, v0, v1
  v_rsq_f32 v0, v0
  s_mov_b32 s14, 0x45800000
  v_mov_b32 v10, s14
  v_mov_b32 v14, s12
  v_cndmask_b32_e64 v10, v14, v10, s[0:1]
  v_mul_f32 v10, v0, v10
  v_mul_f32 v20, v11, v10
  v_mul_f32 v14, v12, v10
  v_mul_f32 v23, v13, v10
  v_mul_f32 v21, v15, v10
  s_waitcnt vmcnt(0)
  v_mul_f32 v20, v20, v16
  v_mul_f32 v22, v14, v17
  v_mul_f32 v1, v23, v18
  v_mul_f32 v0, v21, v19
  v_add_f32 v3, v20, v4
  v_add_f32 v2, v22, v5
  v_add_f32 v1, v1, v6
  v_add_f32 v0, v0, v7
  s_and_saveexec_b64 s[46:47], s[10:11]
  global_store_dword v[24:25], v3, off
  s_mov_b64 exec, s[46:47]
  s_and_saveexec_b64 s[46:47], s[8:9]
  global_store_dword v[26:27], v2, off
  s_mov_b64 exec, s[46:47]
  s_and_saveexec_b64 s[46:47], s[6:7]
  global_store_dword v[38:39], v1, off
  s_mov_b64 exec, s[46:47]
  s_and_saveexec_b64 s[46:47], s[4:5]
  global_store_dword v[28:29], v0, off
  s_mov_b64 exec, s[46:47]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mul_i32 s4, s2, 4
  s_mov_b32 s0, 4
  s_mul_hi_i32 s6, s2, s0
  s_add_u32 s0, s36, s4
  s_addc_u32 s1, s37, s6
  s_mov_b32 s4, 0xff
  v_and_b32 v0, v8, s4
  s_mov_b32 s4, 0
  v_cmp_eq_u32_e64 s[4:5], v0, s4
  v_mov_b32 v24, s0
  v_mov_b32 v25, s1
  s_and_saveexec_b64 s[46:47], s[4:5]
  global_store_dword v[24:25], v9, off
  s_mov_b64 exec, s[46:47]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mul_i32 s0, s2, 4
  s_mov_b32 s4, 4
  s_mul_hi_i32 s4, s2, s4
  s_add_u32 s8, s40, s0
  s_addc_u32 s9, s41, s4
  s_mov_b32 s12, 0xff
  v_and_b32 v8, v8, s12
  s_mov_b32 s20, 0
  v_cmp_eq_u32_e64 s[24:25], v8, s20
  v_mov_b32 v24, s8
  v_mov_b32 v25, s9
  s_and_saveexec_b64 s[46:47], s[24:25]
  global_store_dword v[24:25], v10, off
  s_mov_b64 exec, s[46:47]
  s_endpgm
.Llayernorm_end:
.size layernorm, .Llayernorm_end-layernorm
; 48 SGPRs, 44 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

.rodata
.p2align 6
.amdhsa_kernel layernorm
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
  - .name: layernorm
    .symbol: layernorm.kd
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
