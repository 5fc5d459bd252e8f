.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.amdhsa_code_object_version 5
.text
.globl layernorm
.p2align 8
.type layernorm,@function
layernorm:
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
  s_load_dword s0, s[0:1], 0x38
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s4, s2, s4
  s_mov_b32 s6, 0xff
  v_and_b32 v0, v10, s6
  s_mov_b32 s6, 2
  v_lshlrev_b32 v0, s6, v0
  s_cmp_ge_u32 s6, 32
  s_cselect_b64 s[8:9], -1, 0
  v_cndmask_b32_e64 v0, v0, 0, s[8:9]
  s_mov_b32 s8, 0
  v_add_u32 v7, v0, s8
  s_mov_b32 s8, 1
  v_add_u32 v6, v7, s8
  v_add_u32 v5, v7, s6
  s_mov_b32 s6, 3
  v_add_u32 v4, v7, s6
  v_add_u32 v3, s4, v7
  v_add_u32 v1, s4, v6
  v_add_u32 v0, s4, v5
  v_add_u32 v2, s4, v4
  v_lshlrev_b32 v8, 2, v3
  v_ashrrev_i32 v11, 30, v3
  v_mov_b32 v36, s24
  v_mov_b32 v37, s25
  v_add_co_u32 v40, vcc, v36, v8
  v_addc_co_u32 v41, vcc, v37, v11, vcc
  v_lshlrev_b32 v12, 2, v1
  v_ashrrev_i32 v14, 30, v1
  v_mov_b32 v26, s24
  v_mov_b32 v27, s25
  v_add_co_u32 v24, vcc, v26, v12
  v_addc_co_u32 v25, vcc, v27, v14, vcc
  v_lshlrev_b32 v20, 2, v0
  v_ashrrev_i32 v22, 30, v0
  v_mov_b32 v28, s24
  v_mov_b32 v29, s25
  v_add_co_u32 v26, vcc, v28, v20
  v_addc_co_u32 v27, vcc, v29, v22, vcc
  v_lshlrev_b32 v8, 2, v2
  v_ashrrev_i32 v11, 30, v2
  v_mov_b32 v30, s24
  v_mov_b32 v31, s25
  v_add_co_u32 v28, vcc, v30, v8
  v_addc_co_u32 v29, vcc, v31, v11, vcc
  v_cmp_lt_i32_e64 s[10:11], v7, s14
  v_cmp_lt_i32_e64 s[8:9], v6, s14
  v_cmp_lt_i32_e64 s[6:7], v5, s14
  v_cmp_lt_i32_e64 s[4:5], v4, s14
  s_mov_b32 s12, 0
  v_mov_b32 v8, s12
  v_mov_b32 v11, v8
  s_and_saveexec_b64 s[46:47], s[10:11]
  global_load_dword v11, v[40:41], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v8, s12
  v_mov_b32 v12, v8
  s_and_saveexec_b64 s[46:47], s[8:9]
  global_load_dword v12, v[24:25], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v8, s12
  v_mov_b32 v13, v8
  s_and_saveexec_b64 s[46:47], s[6:7]
  global_load_dword v13, v[26:27], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v8, s12
  v_mov_b32 v14, v8
  s_and_saveexec_b64 s[46:47], s[4:5]
  global_load_dword v14, v[28:29], off
  s_mov_b64 exec, s[46:47]
  s_waitcnt vmcnt(0)
  v_add_f32 v8, v11, v12
  v_add_f32 v8, v8, v13
  v_add_f32 v8, v8, v14
  v_xor_b32 v15, 1, v9
  v_lshlrev_b32 v15, 2, v15
  ds_bpermute_b32 v15, v15, v8
  s_waitcnt lgkmcnt(0)
  v_add_f32 v15, v8, v15
  v_xor_b32 v16, 2, v9
  v_lshlrev_b32 v16, 2, v16
  ds_bpermute_b32 v17, v16, v15
  s_waitcnt lgkmcnt(0)
  v_add_f32 v19, v15, v17
  v_xor_b32 v21, 4, v9
  v_lshlrev_b32 v23, 2, v21
  ds_bpermute_b32 v8, v23, v19
  s_waitcnt lgkmcnt(0)
  v_add_f32 v8, v19, v8
  v_xor_b32 v15, 8, v9
  v_lshlrev_b32 v15, 2, v15
  ds_bpermute_b32 v15, v15, v8
  s_waitcnt lgkmcnt(0)
  v_add_f32 v8, v8, v15
  v_xor_b32 v15, 16, v9
  v_lshlrev_b32 v15, 2, v15
  ds_bpermute_b32 v15, v15, v8
  s_waitcnt lgkmcnt(0)
  v_add_f32 v8, v8, v15
  v_xor_b32 v15, 32, v9
  v_lshlrev_b32 v15, 2, v15
  ds_bpermute_b32 v15, v15, v8
  s_waitcnt lgkmcnt(0)
  v_add_f32 v8, v8, v15
  s_mov_b32 s16, 4
  v_mul_lo_u32 v17, v10, s16
  ds_write_b32 v17, v8
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s18, 0xffffff3f
  v_and_b32 v8, v10, s18
  v_mul_lo_u32 v15, v8, s16
  ds_read_b32 v8, v15
  ds_read_b32 v18, v15 offset:256
  ds_read_b32 v16, v15 offset:512
  ds_read_b32 v19, v15 offset:768
  s_waitcnt lgkmcnt(0)
  v_add_f32 v18, v8, v18
  v_add_f32 v16, v16, v19
  v_add_f32 v18, v18, v16
  v_cvt_f32_i32 v16, s14
  v_div_scale_f32 v19, vcc, v16, v16, v18
  v_div_scale_f32 v20, vcc, v18, v16, v18
  v_rcp_f32 v22, v19
  s_mov_b32 s14, 0x3f800000
  v_fma_f32 v8, -v19, v22, s14
  v_fma_f32 v8, v8, v22, v22
  v_mul_f32 v21, v20, v8
  v_fma_f32 v22, -v19, v21, v20
  v_fma_f32 v21, v22, v8, v21
  v_fma_f32 v19, -v19, v21, v20
  s_nop 3
  v_div_fmas_f32 v8, v19, v8, v21
  v_div_fixup_f32 v8, v8, v16, v18
  v_sub_f32 v11, v11, v8
  v_sub_f32 v12, v12, v8
  v_sub_f32 v13, v13, v8
  v_sub_f32 v14, v14, v8
  v_mov_b32 v18, s12
  v_cndmask_b32_e64 v11, v18, v11, s[10:11]
  v_mov_b32 v18, s12
  v_cndmask_b32_e64 v12, v18, v12, s[8:9]
  v_mov_b32 v18, s12
  v_cndmask_b32_e64 v13, v18, v13, s[6:7]
  v_mov_b32 v18, s12
  v_cndmask_b32_e64 v14, v18, v14, s[4:5]
  v_mul_f32 v18, v11, v11
  v_mul_f32 v21, v12, v12
  v_mul_f32 v20, v13, v13
  v_mul_f32 v19, v14, v14
  v_add_f32 v18, v18, v21
  v_add_f32 v18, v18, v20
  v_add_f32 v18, v18, v19
  v_xor_b32 v19, 1, v9
  v_lshlrev_b32 v19, 2, v19
  ds_bpermute_b32 v21, v19, v18
  s_waitcnt lgkmcnt(0)
  v_add_f32 v23, v18, v21
  v_xor_b32 v18, 2, v9
  v_lshlrev_b32 v18, 2, v18
  ds_bpermute_b32 v18, v18, v23
  s_waitcnt lgkmcnt(0)
  v_add_f32 v18, v23, v18
  v_xor_b32 v19, 4, v9
  v_lshlrev_b32 v19, 2, v19
  ds_bpermute_b32 v19, v19, v18
  s_waitcnt lgkmcnt(0)
  v_add_f32 v18, v18, v19
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
  ds_read_b32 v9, v15 offset:1024
  ds_read_b32 v18, v15 offset:1280
  ds_read_b32 v17, v15 offset:1536
  ds_read_b32 v19, v15 offset:1792
  s_waitcnt lgkmcnt(0)
  v_add_f32 v15, v9, v18
  v_add_f32 v17, v17, v19
  v_add_f32 v17, v15, v17
  v_lshlrev_b32 v18, 2, v7
  v_ashrrev_i32 v20, 30, v7
  v_mov_b32 v26, s32
  v_mov_b32 v27, s33
  v_add_co_u32 v24, vcc, v26, v18
  v_addc_co_u32 v25, vcc, v27, v20, vcc
  v_lshlrev_b32 v9, 2, v6
  v_ashrrev_i32 v15, 30, v6
  v_mov_b32 v28, s32
  v_mov_b32 v29, s33
  v_add_co_u32 v26, vcc, v28, v9
  v_addc_co_u32 v27, vcc, v29, v15, vcc
  v_lshlrev_b32 v9, 2, v5
  v_ashrrev_i32 v15, 30, v5
  v_mov_b32 v30, s32
  v_mov_b32 v31, s33
  v_add_co_u32 v28, vcc, v30, v9
  v_addc_co_u32 v29, vcc, v31, v15, vcc
  v_lshlrev_b32 v9, 2, v4
  v_ashrrev_i32 v15, 30, v4
  v_mov_b32 v32, s32
  v_mov_b32 v33, s33
  v_add_co_u32 v30, vcc, v32, v9
  v_addc_co_u32 v31, vcc, v33, v15, vcc
  v_mov_b32 v15, s12
  v_mov_b32 v9, v15
  s_and_saveexec_b64 s[46:47], s[10:11]
  global_load_dword v9, v[24:25], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v18, s12
  v_mov_b32 v15, v18
  s_and_saveexec_b64 s[46:47], s[8:9]
  global_load_dword v15, v[26:27], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v19, s12
  v_mov_b32 v18, v19
  s_and_saveexec_b64 s[46:47], s[6:7]
  global_load_dword v18, v[28:29], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v20, s12
  v_mov_b32 v19, v20
  s_and_saveexec_b64 s[46:47], s[4:5]
  global_load_dword v19, v[30:31], off
  s_mov_b64 exec, s[46:47]
  v_lshlrev_b32 v20, 2, v7
  v_ashrrev_i32 v7, 30, v7
  v_mov_b32 v34, s36
  v_mov_b32 v35, s37
  v_add_co_u32 v38, vcc, v34, v20
  v_addc_co_u32 v39, vcc, v35, v7, vcc
  v_lshlrev_b32 v20, 2, v6
  v_ashrrev_i32 v21, 30, v6
  v_mov_b32 v26, s36
  v_mov_b32 v27, s37
  v_add_co_u32 v24, vcc, v26, v20
  v_addc_co_u32 v25, vcc, v27, v21, vcc
  v_lshlrev_b32 v20, 2, v5
  v_ashrrev_i32 v21, 30, v5
  v_mov_b32 v28, s36
  v_mov_b32 v29, s37
  v_add_co_u32 v26, vcc, v28, v20
  v_addc_co_u32 v27, vcc, v29, v21, vcc
  v_lshlrev_b32 v5, 2, v4
  v_ashrrev_i32 v4, 30, v4
  v_mov_b32 v30, s36
  v_mov_b32 v31, s37
  v_add_co_u32 v28, vcc, v30, v5
  v_addc_co_u32 v29, vcc, v31, v4, vcc
  v_mov_b32 v5, s12
  v_mov_b32 v4, v5
  s_and_saveexec_b64 s[46:47], s[10:11]
  global_load_dword v4, v[38:39], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v6, s12
  v_mov_b32 v5, v6
  s_and_saveexec_b64 s[46:47], s[8:9]
  global_load_dword v5, v[24:25], off
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
  v_lshlrev_b32 v20, 2, v3
  v_ashrrev_i32 v3, 30, v3
  v_mov_b32 v26, s28
  v_mov_b32 v27, s29
  v_add_co_u32 v24, vcc, v26, v20
  v_addc_co_u32 v25, vcc, v27, v3, vcc
  v_lshlrev_b32 v3, 2, v1
  v_ashrrev_i32 v1, 30, v1
  v_mov_b32 v26, s28
  v_mov_b32 v27, s29
  v_add_co_u32 v28, vcc, v26, v3
  v_addc_co_u32 v29, vcc, v27, v1, vcc
  v_lshlrev_b32 v20, 2, v0
  v_ashrrev_i32 v21, 30, v0
  v_mov_b32 v36, s28
  v_mov_b32 v37, s29
  v_add_co_u32 v40, vcc, v36, v20
  v_addc_co_u32 v41, vcc, v37, v21, vcc
  v_lshlrev_b32 v20, 2, v2
  v_ashrrev_i32 v21, 30, v2
  v_mov_b32 v30, s28
  v_mov_b32 v31, s29
  v_add_co_u32 v26, vcc, v30, v20
  v_addc_co_u32 v27, vcc, v31, v21, vcc
  v_div_scale_f32 v20, vcc, v16, v16, v17
  v_div_scale_f32 v22, vcc, v17, v16, v17
  v_rcp_f32 v0, v20
  s_mov_b32 s12, 0x3f800000
  v_fma_f32 v1, -v20, v0, s12
  v_fma_f32 v0, v1, v0, v0
  v_mul_f32 v1, v22, v0
  v_fma_f32 v2, -v20, v1, v22
  v_fma_f32 v1, v2, v0, v1
  v_fma_f32 v2, -v20, v1, v22
  s_nop 3
  v_div_fmas_f32 v0, v2, v0, v1
  v_div_fixup_f32 v0, v0, v16, v17
  v_add_f32 v0, v0, s0
  s_mov_b32 s0, 0x90
  v_cmp_class_f32_e64 s[0:1], v0, s0
  s_mov_b32 s14, 0x4b800000
  v_mov_b32 v1, s14
  v_mov_b32 v2, s12
  v_cndmask_b32_e64 v1, v2, v1, s[0:1]
  v_mul_f32 v0, v0, v1
  v_rsq_f32 v0, v0
  s_mov_b32 s14, 0x45800000
  v_mov_b32 v1, s14
  v_mov_b32 v3, s12
  v_cndmask_b32_e64 v16, v3, v1, s[0:1]
  v_mul_f32 v16, v0, v16
  v_mul_f32 v17, v11, v16
  v_mul_f32 v11, v12, v16
  v_mul_f32 v13, v13, v16
  v_mul_f32 v22, v14, v16
  s_waitcnt vmcnt(0)
  v_mul_f32 v17, v17, v9
  v_mul_f32 v20, v11, v15
  v_mul_f32 v21, v13, v18
  v_mul_f32 v23, v22, v19
  v_add_f32 v3, v17, v4
  v_add_f32 v2, v20, v5
  v_add_f32 v1, v21, v6
  v_add_f32 v0, v23, v7
  s_and_saveexec_b64 s[46:47], s[10:11]
  global_store_dword v[24:25], v3, off
  s_mov_b64 exec, s[46:47]
  s_and_saveexec_b64 s[46:47], s[8:9]
  global_store_dword v[28:29], v2, off
  s_mov_b64 exec, s[46:47]
  s_and_saveexec_b64 s[46:47], s[6:7]
  global_store_dword v[40:41], v1, off
  s_mov_b64 exec, s[46:47]
  s_and_saveexec_b64 s[46:47], s[4:5]
  global_store_dword v[26:27], v0, off
  s_mov_b64 exec, s[46:47]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mul_i32 s4, s2, 4
  s_mov_b32 s0, 4
  s_mul_hi_i32 s6, s2, s0
  s_add_u32 s8, s40, s4
  s_addc_u32 s9, s41, s6
  s_mov_b32 s4, 0xff
  v_and_b32 v0, v10, s4
  s_mov_b32 s6, 0
  v_cmp_eq_u32_e64 s[10:11], v0, s6
  v_mov_b32 v24, s8
  v_mov_b32 v25, s9
  s_and_saveexec_b64 s[46:47], s[10:11]
  global_store_dword v[24:25], v8, off
  s_mov_b64 exec, s[46:47]
  s_mul_i32 s8, s2, 4
  s_mul_hi_i32 s2, s2, s0
  s_add_u32 s0, s44, s8
  s_addc_u32 s1, s45, s2
  v_and_b32 v0, v10, s4
  v_cmp_eq_u32_e64 s[4:5], v0, s6
  v_mov_b32 v32, s0
  v_mov_b32 v33, s1
  s_and_saveexec_b64 s[46:47], s[4:5]
  global_store_dword v[32:33], v16, off
  s_mov_b64 exec, s[46:47]
  s_endpgm
.Llayernorm_end:
.size layernorm, .Llayernorm_end-layernorm
; 48 SGPRs, 42 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 42
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
    .vgpr_count: 42
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
