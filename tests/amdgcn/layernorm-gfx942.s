.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.amdhsa_code_object_version 5
.text
.globl layernorm
.p2align 8
.type layernorm,@function
layernorm:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v6, 63, v0
  s_mov_b32 s16, 0x3ff
  v_and_b32 v10, s16, v0
  s_load_dwordx2 s[24:25], s[0:1], 0x0
  s_load_dwordx2 s[28:29], s[0:1], 0x8
  s_load_dwordx2 s[32:33], s[0:1], 0x10
  s_load_dwordx2 s[36:37], s[0:1], 0x18
  s_load_dwordx2 s[40:41], s[0:1], 0x20
  s_load_dwordx2 s[44:45], s[0:1], 0x28
  s_load_dword s4, s[0:1], 0x30
  s_load_dword s12, s[0:1], 0x34
  s_load_dword s10, s[0:1], 0x38
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s0, s2, s4
  s_mov_b32 s4, 0xff
  v_and_b32 v0, v10, s4
  v_lshlrev_b32 v1, 2, v0
  v_add_u32 v4, v1, 1
  v_add_u32 v3, v1, 2
  v_add_u32 v2, v1, 3
  v_add_u32 v0, s0, v1
  v_lshlrev_b32 v5, 2, v0
  v_ashrrev_i32 v7, 30, v0
  v_mov_b32 v26, s24
  v_mov_b32 v27, s25
  v_add_co_u32 v24, vcc, v26, v5
  v_addc_co_u32 v25, vcc, v27, v7, vcc
  v_cmp_lt_i32_e64 s[8:9], v1, s12
  v_cmp_lt_i32_e64 s[6:7], v4, s12
  v_cmp_lt_i32_e64 s[4:5], v3, s12
  v_cmp_lt_i32_e64 s[0:1], v2, s12
  v_mov_b32 v7, 0
  s_and_saveexec_b64 s[48:49], s[8:9]
  global_load_dword v7, v[24:25], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v4, 0
  s_and_saveexec_b64 s[48:49], s[6:7]
  global_load_dword v4, v[24:25], off offset:4
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v3, 0
  s_and_saveexec_b64 s[48:49], s[4:5]
  global_load_dword v3, v[24:25], off offset:8
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v5, 0
  s_and_saveexec_b64 s[48:49], s[0:1]
  global_load_dword v5, v[24:25], off offset:12
  s_mov_b64 exec, s[48:49]
  s_waitcnt vmcnt(0)
  v_add_f32 v8, v7, v4
  v_add_f32 v9, v8, v3
  v_add_f32 v11, v9, v5
  v_xor_b32 v13, 1, v6
  v_lshlrev_b32 v15, 2, v13
  ds_bpermute_b32 v17, v15, v11
  s_waitcnt lgkmcnt(0)
  v_add_f32 v19, v11, v17
  v_xor_b32 v21, 2, v6
  v_lshlrev_b32 v23, 2, v21
  ds_bpermute_b32 v2, v23, v19
  s_waitcnt lgkmcnt(0)
  v_add_f32 v2, v19, v2
  v_xor_b32 v8, 4, v6
  v_lshlrev_b32 v8, 2, v8
  ds_bpermute_b32 v8, v8, v2
  s_waitcnt lgkmcnt(0)
  v_add_f32 v2, v2, v8
  v_xor_b32 v8, 8, v6
  v_lshlrev_b32 v8, 2, v8
  ds_bpermute_b32 v8, v8, v2
  s_waitcnt lgkmcnt(0)
  v_add_f32 v2, v2, v8
  v_xor_b32 v8, 16, v6
  v_lshlrev_b32 v8, 2, v8
  ds_bpermute_b32 v8, v8, v2
  s_waitcnt lgkmcnt(0)
  v_add_f32 v2, v2, v8
  v_xor_b32 v8, 32, v6
  v_lshlrev_b32 v8, 2, v8
  ds_bpermute_b32 v8, v8, v2
  s_waitcnt lgkmcnt(0)
  v_add_f32 v2, v2, v8
  v_mul_lo_u32 v9, v10, 4
  ds_write_b32 v9, v2
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s14, 0xffffff3f
  v_and_b32 v8, v10, s14
  v_mul_lo_u32 v8, v8, 4
  ds_read_b32 v11, v8
  ds_read_b32 v13, v8 offset:256
  ds_read_b32 v12, v8 offset:512
  ds_read_b32 v14, v8 offset:768
  s_waitcnt lgkmcnt(0)
  v_add_f32 v16, v11, v13
  v_add_f32 v18, v12, v14
  v_add_f32 v20, v16, v18
  v_cvt_f32_i32 v22, s12
  v_div_scale_f32 v2, vcc, v22, v22, v20
  v_div_scale_f32 v11, vcc, v20, v22, v20
  v_rcp_f32 v12, v2
  s_nop 0
  v_fma_f32 v13, -v2, v12, 0x3f800000
  v_fma_f32 v12, v13, v12, v12
  v_mul_f32 v13, v11, v12
  v_fma_f32 v14, -v2, v13, v11
  v_fma_f32 v13, v14, v12, v13
  v_fma_f32 v2, -v2, v13, v11
  s_nop 3
  v_div_fmas_f32 v2, v2, v12, v13
  v_div_fixup_f32 v2, v2, v22, v20
  v_sub_f32 v7, v7, v2
  v_sub_f32 v11, v4, v2
  v_sub_f32 v4, v3, v2
  v_sub_f32 v3, v5, v2
  v_cndmask_b32_e64 v7, 0, v7, s[8:9]
  v_cndmask_b32_e64 v5, 0, v11, s[6:7]
  v_cndmask_b32_e64 v4, 0, v4, s[4:5]
  v_cndmask_b32_e64 v3, 0, v3, s[0:1]
  v_mul_f32 v11, v7, v7
  v_mul_f32 v14, v5, v5
  v_mul_f32 v13, v4, v4
  v_mul_f32 v12, v3, v3
  v_add_f32 v11, v11, v14
  v_add_f32 v11, v11, v13
  v_add_f32 v11, v11, v12
  v_xor_b32 v13, 1, v6
  v_lshlrev_b32 v15, 2, v13
  ds_bpermute_b32 v17, v15, v11
  s_waitcnt lgkmcnt(0)
  v_add_f32 v19, v11, v17
  v_xor_b32 v21, 2, v6
  v_lshlrev_b32 v23, 2, v21
  ds_bpermute_b32 v11, v23, v19
  s_waitcnt lgkmcnt(0)
  v_add_f32 v11, v19, v11
  v_xor_b32 v12, 4, v6
  v_lshlrev_b32 v12, 2, v12
  ds_bpermute_b32 v12, v12, v11
  s_waitcnt lgkmcnt(0)
  v_add_f32 v11, v11, v12
  v_xor_b32 v12, 8, v6
  v_lshlrev_b32 v12, 2, v12
  ds_bpermute_b32 v12, v12, v11
  s_waitcnt lgkmcnt(0)
  v_add_f32 v11, v11, v12
  v_xor_b32 v12, 16, v6
  v_lshlrev_b32 v12, 2, v12
  ds_bpermute_b32 v12, v12, v11
  s_waitcnt lgkmcnt(0)
  v_add_f32 v11, v11, v12
  v_xor_b32 v6, 32, v6
  v_lshlrev_b32 v6, 2, v6
  ds_bpermute_b32 v6, v6, v11
  s_waitcnt lgkmcnt(0)
  v_add_f32 v6, v11, v6
  ds_write_b32 v9, v6 offset:1024
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  ds_read_b32 v6, v8 offset:1024
  ds_read_b32 v11, v8 offset:1280
  ds_read_b32 v9, v8 offset:1536
  ds_read_b32 v12, v8 offset:1792
  s_waitcnt lgkmcnt(0)
  v_add_f32 v8, v6, v11
  v_add_f32 v11, v9, v12
  v_add_f32 v14, v8, v11
  v_lshlrev_b32 v15, 2, v1
  v_ashrrev_i32 v16, 30, v1
  v_mov_b32 v26, s32
  v_mov_b32 v27, s33
  v_add_co_u32 v24, vcc, v26, v15
  v_addc_co_u32 v25, vcc, v27, v16, vcc
  v_mov_b32 v23, 0
  s_and_saveexec_b64 s[48:49], s[8:9]
  global_load_dword v23, v[24:25], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v9, 0
  s_and_saveexec_b64 s[48:49], s[6:7]
  global_load_dword v9, v[24:25], off offset:4
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v8, 0
  s_and_saveexec_b64 s[48:49], s[4:5]
  global_load_dword v8, v[24:25], off offset:8
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v6, 0
  s_and_saveexec_b64 s[48:49], s[0:1]
  global_load_dword v6, v[24:25], off offset:12
  s_mov_b64 exec, s[48:49]
  v_lshlrev_b32 v11, 2, v1
  v_ashrrev_i32 v1, 30, v1
  v_mov_b32 v26, s36
  v_mov_b32 v27, s37
  v_add_co_u32 v24, vcc, v26, v11
  v_addc_co_u32 v25, vcc, v27, v1, vcc
  v_mov_b32 v13, 0
  s_and_saveexec_b64 s[48:49], s[8:9]
  global_load_dword v13, v[24:25], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v12, 0
  s_and_saveexec_b64 s[48:49], s[6:7]
  global_load_dword v12, v[24:25], off offset:4
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v11, 0
  s_and_saveexec_b64 s[48:49], s[4:5]
  global_load_dword v11, v[24:25], off offset:8
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v1, 0
  s_and_saveexec_b64 s[48:49], s[0:1]
  global_load_dword v1, v[24:25], off offset:12
  s_mov_b64 exec, s[48:49]
  v_lshlrev_b32 v15, 2, v0
  v_ashrrev_i32 v0, 30, v0
  v_mov_b32 v26, s28
  v_mov_b32 v27, s29
  v_add_co_u32 v24, vcc, v26, v15
  v_addc_co_u32 v25, vcc, v27, v0, vcc
  v_div_scale_f32 v0, vcc, v22, v22, v14
  v_div_scale_f32 v15, vcc, v14, v22, v14
  v_rcp_f32 v16, v0
  s_nop 0
  v_fma_f32 v17, -v0, v16, 0x3f800000
  v_fma_f32 v16, v17, v16, v16
  v_mul_f32 v17, v15, v16
  v_fma_f32 v18, -v0, v17, v15
  v_fma_f32 v17, v18, v16, v17
  v_fma_f32 v15, -v0, v17, v15
  s_nop 3
  v_div_fmas_f32 v15, v15, v16, v17
  v_div_fixup_f32 v14, v15, v22, v14
  v_add_f32 v14, v14, s10
  s_mov_b32 s30, 0x90
  v_cmp_class_f32_e64 s[34:35], v14, s30
  s_mov_b32 s38, 0x4b800000
  v_mov_b32 v21, s38
  v_cndmask_b32_e64 v0, 0x3f800000, v21, s[34:35]
  v_mul_f32 v0, v14, v0
  v_rsq_f32 v0, v0
  s_mov_b32 s10, 0x45800000
  v_mov_b32 v14, s10
  v_cndmask_b32_e64 v14, 0x3f800000, v14, s[34:35]
  v_mul_f32 v0, v0, v14
  v_mul_f32 v16, v7, v0
  v_mul_f32 v15, v5, v0
  v_mul_f32 v14, v4, v0
  v_mul_f32 v7, v3, v0
  s_waitcnt vmcnt(0)
  v_mul_f32 v5, v16, v23
  v_mul_f32 v4, v15, v9
  v_mul_f32 v3, v14, v8
  v_mul_f32 v6, v7, v6
  v_add_f32 v5, v5, v13
  v_add_f32 v4, v4, v12
  v_add_f32 v3, v3, v11
  v_add_f32 v1, v6, v1
  s_and_saveexec_b64 s[48:49], s[8:9]
  global_store_dword v[24:25], v5, off
  s_mov_b64 exec, s[48:49]
  s_and_saveexec_b64 s[48:49], s[6:7]
  global_store_dword v[24:25], v4, off offset:4
  s_mov_b64 exec, s[48:49]
  s_and_saveexec_b64 s[48:49], s[4:5]
  global_store_dword v[24:25], v3, off offset:8
  s_mov_b64 exec, s[48:49]
  s_and_saveexec_b64 s[48:49], s[0:1]
  global_store_dword v[24:25], v1, off offset:12
  s_mov_b64 exec, s[48:49]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mul_i32 s6, s2, 4
  s_mul_hi_i32 s10, s2, 4
  s_add_u32 s14, s40, s6
  s_addc_u32 s15, s41, s10
  s_mov_b32 s18, 0xff
  v_and_b32 v11, v10, s18
  v_cmp_eq_u32_e64 s[26:27], v11, 0
  v_mov_b32 v24, s14
  v_mov_b32 v25, s15
  s_and_saveexec_b64 s[48:49], s[26:27]
  global_store_dword v[24:25], v2, off
  s_mov_b64 exec, s[48:49]
  s_mul_i32 s36, s2, 4
  s_mul_hi_i32 s40, s2, 4
  s_add_u32 s46, s44, s36
  s_addc_u32 s47, s45, s40
  v_and_b32 v1, v10, s18
  v_cmp_eq_u32_e64 s[0:1], v1, 0
  v_mov_b32 v24, s46
  v_mov_b32 v25, s47
  s_and_saveexec_b64 s[48:49], s[0:1]
  global_store_dword v[24:25], v0, off
  s_mov_b64 exec, s[48:49]
  s_endpgm
.Llayernorm_end:
.size layernorm, .Llayernorm_end-layernorm
; 50 SGPRs, 28 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 28
  .amdhsa_next_free_sgpr 50
  .amdhsa_accum_offset 28
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
    .vgpr_count: 28
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
