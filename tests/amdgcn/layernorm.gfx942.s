.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.amdhsa_code_object_version 5
.text
.globl layernorm
.p2align 8
.type layernorm,@function
layernorm:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v7, 0x3ff, v0
  s_load_dwordx2 s[18:19], s[0:1], 0x0
  s_load_dwordx2 s[22:23], s[0:1], 0x8
  s_load_dwordx2 s[26:27], s[0:1], 0x10
  s_load_dwordx2 s[30:31], s[0:1], 0x18
  s_load_dwordx2 s[34:35], s[0:1], 0x20
  s_load_dwordx2 s[38:39], s[0:1], 0x28
  s_load_dword s42, s[0:1], 0x30
  s_load_dword s46, s[0:1], 0x34
  s_load_dword s10, s[0:1], 0x38
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s0, s2, s42
  v_and_b32 v18, 0xff, v7
  v_lshlrev_b32 v3, 2, v18
  v_add_u32 v2, s0, v3
  v_ashrrev_i32 v1, 30, v2
  v_mov_b32 v26, s18
  v_mov_b32 v27, s19
  v_lshlrev_b32 v2, 2, v2
  v_add_co_u32 v24, vcc, v26, v2
  v_addc_co_u32 v25, vcc, v27, v1, vcc
  v_cmp_lt_i32_e64 s[0:1], v3, s46
  v_mov_b32 v5, 0
  s_and_saveexec_b64 s[48:49], s[0:1]
  global_load_dword v5, v[24:25], off
  s_mov_b64 exec, s[48:49]
  v_add_u32 v4, v3, 1
  v_cmp_lt_i32_e64 s[4:5], v4, s46
  v_mov_b32 v6, 0
  s_and_saveexec_b64 s[48:49], s[4:5]
  global_load_dword v6, v[24:25], off offset:4
  s_mov_b64 exec, s[48:49]
  v_add_u32 v4, v3, 2
  v_cmp_lt_i32_e64 s[6:7], v4, s46
  v_mov_b32 v8, 0
  s_and_saveexec_b64 s[48:49], s[6:7]
  global_load_dword v8, v[24:25], off offset:8
  s_mov_b64 exec, s[48:49]
  v_add_u32 v4, v3, 3
  v_cmp_lt_i32_e64 s[8:9], v4, s46
  v_mov_b32 v12, 0
  s_and_saveexec_b64 s[48:49], s[8:9]
  global_load_dword v12, v[24:25], off offset:12
  s_mov_b64 exec, s[48:49]
  s_waitcnt vmcnt(0)
  v_add_f32 v4, v5, v6
  v_add_f32 v4, v4, v8
  v_add_f32 v9, v4, v12
  v_and_b32 v0, 63, v0
  v_xor_b32 v10, 1, v0
  v_lshlrev_b32 v11, 2, v10
  ds_bpermute_b32 v13, v11, v9
  s_waitcnt lgkmcnt(0)
  v_add_f32 v15, v9, v13
  v_xor_b32 v17, 2, v0
  v_lshlrev_b32 v19, 2, v17
  ds_bpermute_b32 v21, v19, v15
  s_waitcnt lgkmcnt(0)
  v_add_f32 v23, v15, v21
  v_xor_b32 v4, 4, v0
  v_lshlrev_b32 v9, 2, v4
  ds_bpermute_b32 v4, v9, v23
  s_waitcnt lgkmcnt(0)
  v_add_f32 v4, v23, v4
  v_xor_b32 v10, 8, v0
  v_lshlrev_b32 v10, 2, v10
  ds_bpermute_b32 v13, v10, v4
  s_waitcnt lgkmcnt(0)
  v_add_f32 v4, v4, v13
  v_xor_b32 v13, 16, v0
  v_lshlrev_b32 v13, 2, v13
  ds_bpermute_b32 v14, v13, v4
  s_waitcnt lgkmcnt(0)
  v_add_f32 v4, v4, v14
  v_xor_b32 v0, 32, v0
  v_lshlrev_b32 v15, 2, v0
  ds_bpermute_b32 v0, v15, v4
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v4, v0
  v_mul_lo_u32 v17, v7, 4
  ds_write_b32 v17, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v0, 0xffffff3f, v7
  v_mul_lo_u32 v14, v0, 4
  ds_read_b32 v4, v14
  ds_read_b32 v16, v14 offset:256
  ds_read_b32 v7, v14 offset:512
  ds_read_b32 v20, v14 offset:768
  s_waitcnt lgkmcnt(0)
  v_add_f32 v16, v4, v16
  v_add_f32 v20, v7, v20
  v_add_f32 v20, v16, v20
  v_cvt_f32_i32 v16, s46
  v_div_scale_f32 v21, vcc, v16, v16, v20
  v_div_scale_f32 v22, vcc, v20, v16, v20
  v_rcp_f32 v23, v21
  s_nop 0
  v_fma_f32 v0, -v21, v23, 0x3f800000
  v_fma_f32 v0, v0, v23, v23
  v_mul_f32 v4, v22, v0
  v_fma_f32 v7, -v21, v4, v22
  v_fma_f32 v4, v7, v0, v4
  v_fma_f32 v7, -v21, v4, v22
  s_nop 3
  v_div_fmas_f32 v0, v7, v0, v4
  v_div_fixup_f32 v4, v0, v16, v20
  v_sub_f32 v7, v5, v4
  v_sub_f32 v6, v6, v4
  v_sub_f32 v5, v8, v4
  v_sub_f32 v0, v12, v4
  v_cndmask_b32_e64 v8, 0, v7, s[0:1]
  v_cndmask_b32_e64 v7, 0, v6, s[4:5]
  v_cndmask_b32_e64 v6, 0, v5, s[6:7]
  v_cndmask_b32_e64 v5, 0, v0, s[8:9]
  v_mul_f32 v0, v5, v5
  v_mul_f32 v12, v6, v6
  v_mul_f32 v20, v8, v8
  v_mul_f32 v21, v7, v7
  v_add_f32 v20, v20, v21
  v_add_f32 v12, v20, v12
  v_add_f32 v12, v12, v0
  ds_bpermute_b32 v11, v11, v12
  s_waitcnt lgkmcnt(0)
  v_add_f32 v11, v12, v11
  ds_bpermute_b32 v12, v19, v11
  s_waitcnt lgkmcnt(0)
  v_add_f32 v19, v11, v12
  ds_bpermute_b32 v20, v9, v19
  s_waitcnt lgkmcnt(0)
  v_add_f32 v19, v19, v20
  ds_bpermute_b32 v20, v10, v19
  s_waitcnt lgkmcnt(0)
  v_add_f32 v21, v19, v20
  ds_bpermute_b32 v23, v13, v21
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v21, v23
  ds_bpermute_b32 v9, v15, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v9
  ds_write_b32 v17, v0 offset:1024
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  ds_read_b32 v0, v14 offset:1024
  ds_read_b32 v10, v14 offset:1280
  ds_read_b32 v9, v14 offset:1536
  ds_read_b32 v11, v14 offset:1792
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v10
  v_add_f32 v9, v9, v11
  v_add_f32 v0, v0, v9
  v_ashrrev_i32 v9, 30, v3
  v_mov_b32 v24, s26
  v_mov_b32 v25, s27
  v_lshlrev_b32 v3, 2, v3
  v_add_co_u32 v28, vcc, v24, v3
  v_addc_co_u32 v29, vcc, v25, v9, vcc
  v_mov_b32 v24, s30
  v_mov_b32 v25, s31
  v_add_co_u32 v26, vcc, v24, v3
  v_addc_co_u32 v27, vcc, v25, v9, vcc
  v_mov_b32 v30, s22
  v_mov_b32 v31, s23
  v_add_co_u32 v24, vcc, v30, v2
  v_addc_co_u32 v25, vcc, v31, v1, vcc
  v_div_scale_f32 v1, vcc, v16, v16, v0
  v_div_scale_f32 v2, vcc, v0, v16, v0
  v_rcp_f32 v9, v1
  s_nop 0
  v_fma_f32 v10, -v1, v9, 0x3f800000
  v_fma_f32 v9, v10, v9, v9
  v_mul_f32 v10, v2, v9
  v_fma_f32 v12, -v1, v10, v2
  v_fma_f32 v14, v12, v9, v10
  v_fma_f32 v17, -v1, v14, v2
  s_nop 3
  v_div_fmas_f32 v19, v17, v9, v14
  v_div_fixup_f32 v20, v19, v16, v0
  v_add_f32 v22, v20, s10
  s_mov_b32 s10, 0x90
  s_mov_b32 s12, 0x4b800000
  v_mov_b32 v0, s12
  v_cmp_class_f32_e64 s[10:11], v22, s10
  v_cndmask_b32_e64 v0, 0x3f800000, v0, s[10:11]
  v_mul_f32 v0, v22, v0
  v_rsq_f32 v0, v0
  s_mov_b32 s12, 0x45800000
  v_mov_b32 v1, s12
  v_cndmask_b32_e64 v1, 0x3f800000, v1, s[10:11]
  v_mul_f32 v1, v0, v1
  v_mul_f32 v0, v8, v1
  v_mul_f32 v2, v7, v1
  v_mul_f32 v3, v6, v1
  v_mul_f32 v5, v5, v1
  v_mov_b32 v9, 0
  s_and_saveexec_b64 s[48:49], s[0:1]
  global_load_dword v9, v[28:29], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v8, 0
  s_and_saveexec_b64 s[48:49], s[4:5]
  global_load_dword v8, v[28:29], off offset:4
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v7, 0
  s_and_saveexec_b64 s[48:49], s[6:7]
  global_load_dword v7, v[28:29], off offset:8
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v6, 0
  s_and_saveexec_b64 s[48:49], s[8:9]
  global_load_dword v6, v[28:29], off offset:12
  s_mov_b64 exec, s[48:49]
  s_waitcnt vmcnt(0)
  v_mul_f32 v0, v0, v9
  v_mul_f32 v2, v2, v8
  v_mul_f32 v3, v3, v7
  v_mul_f32 v5, v5, v6
  v_mov_b32 v7, 0
  s_and_saveexec_b64 s[48:49], s[0:1]
  global_load_dword v7, v[26:27], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v9, 0
  s_and_saveexec_b64 s[48:49], s[4:5]
  global_load_dword v9, v[26:27], off offset:4
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v11, 0
  s_and_saveexec_b64 s[48:49], s[6:7]
  global_load_dword v11, v[26:27], off offset:8
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v13, 0
  s_and_saveexec_b64 s[48:49], s[8:9]
  global_load_dword v13, v[26:27], off offset:12
  s_mov_b64 exec, s[48:49]
  s_waitcnt vmcnt(0)
  v_add_f32 v15, v0, v7
  v_add_f32 v17, v2, v9
  v_add_f32 v19, v3, v11
  v_add_f32 v21, v5, v13
  s_and_saveexec_b64 s[48:49], s[0:1]
  global_store_dword v[24:25], v15, off
  s_mov_b64 exec, s[48:49]
  s_and_saveexec_b64 s[48:49], s[4:5]
  global_store_dword v[24:25], v17, off offset:4
  s_mov_b64 exec, s[48:49]
  s_and_saveexec_b64 s[48:49], s[6:7]
  global_store_dword v[24:25], v19, off offset:8
  s_mov_b64 exec, s[48:49]
  s_and_saveexec_b64 s[48:49], s[8:9]
  global_store_dword v[24:25], v21, off offset:12
  s_mov_b64 exec, s[48:49]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mul_i32 s0, s2, 4
  s_mul_hi_i32 s6, s2, 4
  s_add_u32 s4, s34, s0
  s_addc_u32 s5, s35, s6
  v_mov_b32 v24, s4
  v_mov_b32 v25, s5
  v_cmp_eq_u32_e64 s[0:1], v18, 0
  s_and_saveexec_b64 s[48:49], s[0:1]
  global_store_dword v[24:25], v4, off
  s_mov_b64 exec, s[48:49]
  s_mul_i32 s0, s2, 4
  s_mul_hi_i32 s4, s2, 4
  s_add_u32 s2, s38, s0
  s_addc_u32 s3, s39, s4
  v_mov_b32 v24, s2
  v_mov_b32 v25, s3
  v_cmp_eq_u32_e64 s[0:1], v18, 0
  s_and_saveexec_b64 s[48:49], s[0:1]
  global_store_dword v[24:25], v1, off
  s_mov_b64 exec, s[48:49]
  s_endpgm
.Llayernorm_end:
.size layernorm, .Llayernorm_end-layernorm
; 50 SGPRs, 32 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 32
  .amdhsa_next_free_sgpr 50
  .amdhsa_accum_offset 32
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
    .vgpr_count: 32
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
