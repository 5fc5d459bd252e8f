.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
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
  v_lshlrev_b32 v0, 2, v0
  s_cmp_ge_u32 2, 32
  s_cselect_b64 s[6:7], -1, 0
  v_cndmask_b32_e64 v0, v0, 0, s[6:7]
  v_add_u32 v7, v0, 0
  v_add_u32 v6, v7, 1
  v_add_u32 v5, v7, 2
  v_add_u32 v4, v7, 3
  v_add_u32 v3, s4, v7
  v_add_u32 v2, s4, v6
  v_add_u32 v1, s4, v5
  v_add_u32 v0, s4, v4
  v_lshlrev_b32 v8, 2, v3
  v_ashrrev_i32 v11, 30, v3
  v_mov_b32 v24, s24
  v_mov_b32 v25, s25
  v_add_co_u32 v28, vcc, v24, v8
  v_addc_co_u32 v29, vcc, v25, v11, vcc
  v_lshlrev_b32 v8, 2, v2
  v_ashrrev_i32 v11, 30, v2
  v_mov_b32 v36, s24
  v_mov_b32 v37, s25
  v_add_co_u32 v38, vcc, v36, v8
  v_addc_co_u32 v39, vcc, v37, v11, vcc
  v_lshlrev_b32 v12, 2, v1
  v_ashrrev_i32 v14, 30, v1
  v_mov_b32 v26, s24
  v_mov_b32 v27, s25
  v_add_co_u32 v24, vcc, v26, v12
  v_addc_co_u32 v25, vcc, v27, v14, vcc
  v_lshlrev_b32 v20, 2, v0
  v_ashrrev_i32 v22, 30, v0
  v_mov_b32 v30, s24
  v_mov_b32 v31, s25
  v_add_co_u32 v26, vcc, v30, v20
  v_addc_co_u32 v27, vcc, v31, v22, vcc
  v_cmp_lt_i32_e64 s[10:11], v7, s14
  v_cmp_lt_i32_e64 s[8:9], v6, s14
  v_cmp_lt_i32_e64 s[6:7], v5, s14
  v_cmp_lt_i32_e64 s[4:5], v4, s14
  s_mov_b32 s12, 0
  v_mov_b32 v8, s12
  v_mov_b32 v12, v8
  s_and_saveexec_b64 s[48:49], s[10:11]
  global_load_dword v12, v[28:29], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v8, s12
  v_mov_b32 v13, v8
  s_and_saveexec_b64 s[48:49], s[8:9]
  global_load_dword v13, v[38:39], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v8, s12
  v_mov_b32 v14, v8
  s_and_saveexec_b64 s[48:49], s[6:7]
  global_load_dword v14, v[24:25], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v8, s12
  v_mov_b32 v15, v8
  s_and_saveexec_b64 s[48:49], s[4:5]
  global_load_dword v15, v[26:27], off
  s_mov_b64 exec, s[48:49]
  s_waitcnt vmcnt(0)
  v_add_f32 v8, v12, v13
  v_add_f32 v8, v8, v14
  v_add_f32 v8, v8, v15
  v_xor_b32 v11, 1, v9
  v_lshlrev_b32 v11, 2, v11
  ds_bpermute_b32 v11, v11, v8
  s_waitcnt lgkmcnt(0)
  v_add_f32 v8, v8, v11
  v_xor_b32 v11, 2, v9
  v_lshlrev_b32 v11, 2, v11
  ds_bpermute_b32 v11, v11, v8
  s_waitcnt lgkmcnt(0)
  v_add_f32 v11, v8, v11
  v_xor_b32 v16, 4, v9
  v_lshlrev_b32 v16, 2, v16
  ds_bpermute_b32 v17, v16, v11
  s_waitcnt lgkmcnt(0)
  v_add_f32 v19, v11, v17
  v_xor_b32 v21, 8, v9
  v_lshlrev_b32 v23, 2, v21
  ds_bpermute_b32 v8, v23, v19
  s_waitcnt lgkmcnt(0)
  v_add_f32 v8, v19, v8
  v_xor_b32 v11, 16, v9
  v_lshlrev_b32 v11, 2, v11
  ds_bpermute_b32 v11, v11, v8
  s_waitcnt lgkmcnt(0)
  v_add_f32 v8, v8, v11
  v_xor_b32 v11, 32, v9
  v_lshlrev_b32 v11, 2, v11
  ds_bpermute_b32 v11, v11, v8
  s_waitcnt lgkmcnt(0)
  v_add_f32 v8, v8, v11
  v_mul_lo_u32 v17, v10, 4
  ds_write_b32 v17, v8
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s16, 0xffffff3f
  v_and_b32 v8, v10, s16
  v_mul_lo_u32 v16, v8, 4
  ds_read_b32 v8, v16
  ds_read_b32 v18, v16 offset:256
  ds_read_b32 v11, v16 offset:512
  ds_read_b32 v19, v16 offset:768
  s_waitcnt lgkmcnt(0)
  v_add_f32 v8, v8, v18
  v_add_f32 v11, v11, v19
  v_add_f32 v8, v8, v11
  v_cvt_f32_i32 v11, s14
  v_div_scale_f32 v18, vcc, v11, v11, v8
  v_div_scale_f32 v19, vcc, v8, v11, v8
  v_rcp_f32 v20, v18
  v_fma_f32 v21, -v18, v20, 0x3f800000
  v_fma_f32 v20, v21, v20, v20
  v_mul_f32 v21, v19, v20
  v_fma_f32 v22, -v18, v21, v19
  v_fma_f32 v22, v22, v20, v21
  v_fma_f32 v18, -v18, v22, v19
  s_nop 3
  v_div_fmas_f32 v18, v18, v20, v22
  v_div_fixup_f32 v8, v18, v11, v8
  v_sub_f32 v19, v12, v8
  v_sub_f32 v18, v13, v8
  v_sub_f32 v13, v14, v8
  v_sub_f32 v12, v15, v8
  v_cndmask_b32_e64 v15, 0, v19, s[10:11]
  v_cndmask_b32_e64 v14, 0, v18, s[8:9]
  v_cndmask_b32_e64 v13, 0, v13, s[6:7]
  v_cndmask_b32_e64 v12, 0, v12, s[4:5]
  v_mul_f32 v18, v15, v15
  v_mul_f32 v21, v14, v14
  v_mul_f32 v20, v13, v13
  v_mul_f32 v19, v12, v12
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
  v_add_f32 v18, v18, v19
  v_xor_b32 v19, 4, v9
  v_lshlrev_b32 v19, 2, v19
  ds_bpermute_b32 v19, v19, v18
  s_waitcnt lgkmcnt(0)
  v_add_f32 v19, v18, v19
  v_xor_b32 v21, 8, v9
  v_lshlrev_b32 v23, 2, v21
  ds_bpermute_b32 v18, v23, v19
  s_waitcnt lgkmcnt(0)
  v_add_f32 v18, v19, v18
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
  v_lshlrev_b32 v16, 2, v7
  v_ashrrev_i32 v17, 30, v7
  v_mov_b32 v28, s32
  v_mov_b32 v29, s33
  v_add_co_u32 v32, vcc, v28, v16
  v_addc_co_u32 v33, vcc, v29, v17, vcc
  v_lshlrev_b32 v16, 2, v6
  v_ashrrev_i32 v17, 30, v6
  v_mov_b32 v38, s32
  v_mov_b32 v39, s33
  v_add_co_u32 v24, vcc, v38, v16
  v_addc_co_u32 v25, vcc, v39, v17, vcc
  v_lshlrev_b32 v16, 2, v5
  v_ashrrev_i32 v17, 30, v5
  v_mov_b32 v28, s32
  v_mov_b32 v29, s33
  v_add_co_u32 v26, vcc, v28, v16
  v_addc_co_u32 v27, vcc, v29, v17, vcc
  v_lshlrev_b32 v22, 2, v4
  v_ashrrev_i32 v16, 30, v4
  v_mov_b32 v30, s32
  v_mov_b32 v31, s33
  v_add_co_u32 v28, vcc, v30, v22
  v_addc_co_u32 v29, vcc, v31, v16, vcc
  v_mov_b32 v17, s12
  v_mov_b32 v16, v17
  s_and_saveexec_b64 s[48:49], s[10:11]
  global_load_dword v16, v[32:33], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v18, s12
  v_mov_b32 v17, v18
  s_and_saveexec_b64 s[48:49], s[8:9]
  global_load_dword v17, v[24:25], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v19, s12
  v_mov_b32 v18, v19
  s_and_saveexec_b64 s[48:49], s[6:7]
  global_load_dword v18, v[26:27], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v20, s12
  v_mov_b32 v19, v20
  s_and_saveexec_b64 s[48:49], s[4:5]
  global_load_dword v19, v[28:29], off
  s_mov_b64 exec, s[48:49]
  v_lshlrev_b32 v20, 2, v7
  v_ashrrev_i32 v7, 30, v7
  v_mov_b32 v26, s36
  v_mov_b32 v27, s37
  v_add_co_u32 v24, vcc, v26, v20
  v_addc_co_u32 v25, vcc, v27, v7, vcc
  v_lshlrev_b32 v7, 2, v6
  v_ashrrev_i32 v6, 30, v6
  v_mov_b32 v28, s36
  v_mov_b32 v29, s37
  v_add_co_u32 v26, vcc, v28, v7
  v_addc_co_u32 v27, vcc, v29, v6, vcc
  v_lshlrev_b32 v6, 2, v5
  v_ashrrev_i32 v5, 30, v5
  v_mov_b32 v30, s36
  v_mov_b32 v31, s37
  v_add_co_u32 v34, vcc, v30, v6
  v_addc_co_u32 v35, vcc, v31, v5, vcc
  v_lshlrev_b32 v7, 2, v4
  v_ashrrev_i32 v20, 30, v4
  v_mov_b32 v40, s36
  v_mov_b32 v41, s37
  v_add_co_u32 v28, vcc, v40, v7
  v_addc_co_u32 v29, vcc, v41, v20, vcc
  v_mov_b32 v21, s12
  v_mov_b32 v20, v21
  s_and_saveexec_b64 s[48:49], s[10:11]
  global_load_dword v20, v[24:25], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v22, s12
  v_mov_b32 v21, v22
  s_and_saveexec_b64 s[48:49], s[8:9]
  global_load_dword v21, v[26:27], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v5, s12
  v_mov_b32 v4, v5
  s_and_saveexec_b64 s[48:49], s[6:7]
  global_load_dword v4, v[34:35], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v6, s12
  v_mov_b32 v5, v6
  s_and_saveexec_b64 s[48:49], s[4:5]
  global_load_dword v5, v[28:29], off
  s_mov_b64 exec, s[48:49]
  v_lshlrev_b32 v6, 2, v3
  v_ashrrev_i32 v3, 30, v3
  v_mov_b32 v26, s28
  v_mov_b32 v27, s29
  v_add_co_u32 v24, vcc, v26, v6
  v_addc_co_u32 v25, vcc, v27, v3, vcc
  v_lshlrev_b32 v3, 2, v2
  v_ashrrev_i32 v2, 30, v2
  v_mov_b32 v28, s28
  v_mov_b32 v29, s29
  v_add_co_u32 v26, vcc, v28, v3
  v_addc_co_u32 v27, vcc, v29, v2, vcc
  v_lshlrev_b32 v2, 2, v1
  v_ashrrev_i32 v1, 30, v1
  v_mov_b32 v30, s28
  v_mov_b32 v31, s29
  v_add_co_u32 v28, vcc, v30, v2
  v_addc_co_u32 v29, vcc, v31, v1, vcc
  v_lshlrev_b32 v1, 2, v0
  v_ashrrev_i32 v0, 30, v0
  v_mov_b32 v32, s28
  v_mov_b32 v33, s29
  v_add_co_u32 v30, vcc, v32, v1
  v_addc_co_u32 v31, vcc, v33, v0, vcc
  v_div_scale_f32 v0, vcc, v11, v11, v9
  v_div_scale_f32 v2, vcc, v9, v11, v9
  v_rcp_f32 v6, v0
  v_fma_f32 v7, -v0, v6, 0x3f800000
  v_fma_f32 v22, v7, v6, v6
  v_mul_f32 v23, v2, v22
  v_fma_f32 v1, -v0, v23, v2
  v_fma_f32 v23, v1, v22, v23
  v_fma_f32 v0, -v0, v23, v2
  s_nop 3
  v_div_fmas_f32 v22, v0, v22, v23
  v_div_fixup_f32 v22, v22, v11, v9
  v_add_f32 v22, v22, s0
  s_mov_b32 s0, 0x90
  v_cmp_class_f32_e64 s[0:1], v22, s0
  s_mov_b32 s12, 0x4b800000
  v_mov_b32 v0, s12
  v_cndmask_b32_e64 v0, 0x3f800000, v0, s[0:1]
  v_mul_f32 v0, v22, v0
  v_rsq_f32 v0, v0
  s_mov_b32 s12, 0x45800000
  v_mov_b32 v1, s12
  v_cndmask_b32_e64 v1, 0x3f800000, v1, s[0:1]
  v_mul_f32 v0, v0, v1
  v_mul_f32 v2, v15, v0
  v_mul_f32 v1, v14, v0
  v_mul_f32 v3, v13, v0
  v_mul_f32 v6, v12, v0
  s_waitcnt vmcnt(0)
  v_mul_f32 v2, v2, v16
  v_mul_f32 v1, v1, v17
  v_mul_f32 v3, v3, v18
  v_mul_f32 v6, v6, v19
  v_add_f32 v2, v2, v20
  v_add_f32 v1, v1, v21
  v_add_f32 v3, v3, v4
  v_add_f32 v5, v6, v5
  s_and_saveexec_b64 s[48:49], s[10:11]
  global_store_dword v[24:25], v2, off
  s_mov_b64 exec, s[48:49]
  s_and_saveexec_b64 s[48:49], s[8:9]
  global_store_dword v[26:27], v1, off
  s_mov_b64 exec, s[48:49]
  s_and_saveexec_b64 s[48:49], s[6:7]
  global_store_dword v[28:29], v3, off
  s_mov_b64 exec, s[48:49]
  s_and_saveexec_b64 s[48:49], s[4:5]
  global_store_dword v[30:31], v5, off
  s_mov_b64 exec, s[48:49]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mul_i32 s24, s2, 4
  s_mul_hi_i32 s28, s2, 4
  s_add_u32 s32, s40, s24
  s_addc_u32 s33, s41, s28
  s_mov_b32 s36, 0xff
  v_and_b32 v20, v10, s36
  v_cmp_eq_u32_e64 s[46:47], v20, 0
  v_mov_b32 v24, s32
  v_mov_b32 v25, s33
  s_and_saveexec_b64 s[48:49], s[46:47]
  global_store_dword v[24:25], v8, off
  s_mov_b64 exec, s[48:49]
  s_mul_i32 s4, s2, 4
  s_mul_hi_i32 s2, s2, 4
  s_add_u32 s0, s44, s4
  s_addc_u32 s1, s45, s2
  v_and_b32 v1, v10, s36
  v_cmp_eq_u32_e64 s[2:3], v1, 0
  v_mov_b32 v24, s0
  v_mov_b32 v25, s1
  s_and_saveexec_b64 s[48:49], s[2:3]
  global_store_dword v[24:25], v0, off
  s_mov_b64 exec, s[48:49]
  s_endpgm
.Llayernorm_end:
.size layernorm, .Llayernorm_end-layernorm
; 50 SGPRs, 42 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_sgpr 50
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
    .sgpr_count: 50
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
amdhsa.target: amdgcn-amd-amdhsa--gfx90a
...
.end_amdgpu_metadata
