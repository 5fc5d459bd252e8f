.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.amdhsa_code_object_version 5
.text
.globl layernorm_bf16
.p2align 8
.type layernorm_bf16,@function
layernorm_bf16:
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
  v_lshlrev_b32 v2, 2, v0
  v_add_u32 v4, v2, 1
  v_add_u32 v3, v2, 2
  v_add_u32 v0, v2, 3
  v_add_u32 v1, s0, v2
  v_lshlrev_b32 v5, 1, v1
  v_ashrrev_i32 v7, 31, v1
  v_mov_b32 v26, s24
  v_mov_b32 v27, s25
  v_add_co_u32 v24, vcc, v26, v5
  v_addc_co_u32 v25, vcc, v27, v7, vcc
  v_cmp_lt_i32_e64 s[8:9], v2, s12
  v_cmp_lt_i32_e64 s[6:7], v4, s12
  v_cmp_lt_i32_e64 s[4:5], v3, s12
  v_cmp_lt_i32_e64 s[0:1], v0, s12
  v_mov_b32 v0, 0
  s_and_saveexec_b64 s[48:49], s[8:9]
  global_load_ushort v0, v[24:25], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v4, 0
  s_and_saveexec_b64 s[48:49], s[6:7]
  global_load_ushort v4, v[24:25], off offset:2
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v3, 0
  s_and_saveexec_b64 s[48:49], s[4:5]
  global_load_ushort v3, v[24:25], off offset:4
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v5, 0
  s_and_saveexec_b64 s[48:49], s[0:1]
  global_load_ushort v5, v[24:25], off offset:6
  s_mov_b64 exec, s[48:49]
  s_waitcnt vmcnt(0)
  v_lshlrev_b32 v7, 16, v0
  v_lshlrev_b32 v12, 16, v4
  v_lshlrev_b32 v11, 16, v3
  v_lshlrev_b32 v13, 16, v5
  v_add_f32 v15, v7, v12
  v_add_f32 v17, v15, v11
  v_add_f32 v19, v17, v13
  v_xor_b32 v21, 1, v6
  v_lshlrev_b32 v23, 2, v21
  ds_bpermute_b32 v0, v23, v19
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v19, v0
  v_xor_b32 v3, 2, v6
  v_lshlrev_b32 v3, 2, v3
  ds_bpermute_b32 v3, v3, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v3
  v_xor_b32 v3, 4, v6
  v_lshlrev_b32 v3, 2, v3
  ds_bpermute_b32 v3, v3, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v3
  v_xor_b32 v3, 8, v6
  v_lshlrev_b32 v3, 2, v3
  ds_bpermute_b32 v3, v3, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v3
  v_xor_b32 v3, 16, v6
  v_lshlrev_b32 v3, 2, v3
  ds_bpermute_b32 v3, v3, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v3
  v_xor_b32 v3, 32, v6
  v_lshlrev_b32 v3, 2, v3
  ds_bpermute_b32 v3, v3, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v4, v0, v3
  v_mul_lo_u32 v9, v10, 4
  ds_write_b32 v9, v4
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s20, 0xffffff3f
  v_and_b32 v14, v10, s20
  v_mul_lo_u32 v14, v14, 4
  ds_read_b32 v16, v14
  ds_read_b32 v18, v14 offset:256
  ds_read_b32 v20, v14 offset:512
  ds_read_b32 v22, v14 offset:768
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v16, v18
  v_add_f32 v3, v20, v22
  v_add_f32 v0, v0, v3
  v_cvt_f32_i32 v3, s12
  v_div_scale_f32 v4, vcc, v3, v3, v0
  v_div_scale_f32 v5, vcc, v0, v3, v0
  v_rcp_f32 v8, v4
  v_fma_f32 v15, -v4, v8, 0x3f800000
  v_fma_f32 v8, v15, v8, v8
  v_mul_f32 v15, v5, v8
  v_fma_f32 v16, -v4, v15, v5
  v_fma_f32 v15, v16, v8, v15
  v_fma_f32 v4, -v4, v15, v5
  s_nop 3
  v_div_fmas_f32 v4, v4, v8, v15
  v_div_fixup_f32 v0, v4, v3, v0
  v_sub_f32 v8, v7, v0
  v_sub_f32 v7, v12, v0
  v_sub_f32 v4, v11, v0
  v_sub_f32 v5, v13, v0
  v_cndmask_b32_e64 v8, 0, v8, s[8:9]
  v_cndmask_b32_e64 v7, 0, v7, s[6:7]
  v_cndmask_b32_e64 v4, 0, v4, s[4:5]
  v_cndmask_b32_e64 v5, 0, v5, s[0:1]
  v_mul_f32 v11, v8, v8
  v_mul_f32 v15, v7, v7
  v_mul_f32 v12, v4, v4
  v_mul_f32 v13, v5, v5
  v_add_f32 v15, v11, v15
  v_add_f32 v17, v15, v12
  v_add_f32 v19, v17, v13
  v_xor_b32 v21, 1, v6
  v_lshlrev_b32 v23, 2, v21
  ds_bpermute_b32 v11, v23, v19
  s_waitcnt lgkmcnt(0)
  v_add_f32 v11, v19, v11
  v_xor_b32 v12, 2, v6
  v_lshlrev_b32 v12, 2, v12
  ds_bpermute_b32 v12, v12, v11
  s_waitcnt lgkmcnt(0)
  v_add_f32 v11, v11, v12
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
  ds_read_b32 v9, v14 offset:1024
  ds_read_b32 v11, v14 offset:1280
  ds_read_b32 v12, v14 offset:1536
  ds_read_b32 v14, v14 offset:1792
  s_waitcnt lgkmcnt(0)
  v_add_f32 v16, v9, v11
  v_add_f32 v18, v12, v14
  v_add_f32 v20, v16, v18
  v_lshlrev_b32 v22, 1, v2
  v_ashrrev_i32 v6, 31, v2
  v_mov_b32 v26, s32
  v_mov_b32 v27, s33
  v_add_co_u32 v24, vcc, v26, v22
  v_addc_co_u32 v25, vcc, v27, v6, vcc
  v_mov_b32 v15, 0
  s_and_saveexec_b64 s[48:49], s[8:9]
  global_load_ushort v15, v[24:25], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v14, 0
  s_and_saveexec_b64 s[48:49], s[6:7]
  global_load_ushort v14, v[24:25], off offset:2
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v13, 0
  s_and_saveexec_b64 s[48:49], s[4:5]
  global_load_ushort v13, v[24:25], off offset:4
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v12, 0
  s_and_saveexec_b64 s[48:49], s[0:1]
  global_load_ushort v12, v[24:25], off offset:6
  s_mov_b64 exec, s[48:49]
  v_lshlrev_b32 v6, 1, v2
  v_ashrrev_i32 v2, 31, v2
  v_mov_b32 v26, s36
  v_mov_b32 v27, s37
  v_add_co_u32 v24, vcc, v26, v6
  v_addc_co_u32 v25, vcc, v27, v2, vcc
  v_mov_b32 v11, 0
  s_and_saveexec_b64 s[48:49], s[8:9]
  global_load_ushort v11, v[24:25], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v9, 0
  s_and_saveexec_b64 s[48:49], s[6:7]
  global_load_ushort v9, v[24:25], off offset:2
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v6, 0
  s_and_saveexec_b64 s[48:49], s[4:5]
  global_load_ushort v6, v[24:25], off offset:4
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v2, 0
  s_and_saveexec_b64 s[48:49], s[0:1]
  global_load_ushort v2, v[24:25], off offset:6
  s_mov_b64 exec, s[48:49]
  v_lshlrev_b32 v16, 1, v1
  v_ashrrev_i32 v1, 31, v1
  v_mov_b32 v26, s28
  v_mov_b32 v27, s29
  v_add_co_u32 v24, vcc, v26, v16
  v_addc_co_u32 v25, vcc, v27, v1, vcc
  v_div_scale_f32 v1, vcc, v3, v3, v20
  v_div_scale_f32 v16, vcc, v20, v3, v20
  v_rcp_f32 v17, v1
  v_fma_f32 v18, -v1, v17, 0x3f800000
  v_fma_f32 v17, v18, v17, v17
  v_mul_f32 v18, v16, v17
  v_fma_f32 v19, -v1, v18, v16
  v_fma_f32 v18, v19, v17, v18
  v_fma_f32 v16, -v1, v18, v16
  s_nop 3
  v_div_fmas_f32 v17, v16, v17, v18
  v_div_fixup_f32 v19, v17, v3, v20
  v_add_f32 v21, v19, s10
  s_mov_b32 s46, 0x90
  v_cmp_class_f32_e64 s[10:11], v21, s46
  s_mov_b32 s12, 0x4b800000
  v_mov_b32 v1, s12
  v_cndmask_b32_e64 v1, 0x3f800000, v1, s[10:11]
  v_mul_f32 v1, v21, v1
  v_rsq_f32 v1, v1
  s_mov_b32 s12, 0x45800000
  v_mov_b32 v3, s12
  v_cndmask_b32_e64 v3, 0x3f800000, v3, s[10:11]
  v_mul_f32 v1, v1, v3
  v_mul_f32 v16, v8, v1
  v_mul_f32 v8, v7, v1
  v_mul_f32 v3, v4, v1
  v_mul_f32 v4, v5, v1
  s_waitcnt vmcnt(0)
  v_lshlrev_b32 v7, 16, v15
  v_lshlrev_b32 v5, 16, v14
  v_lshlrev_b32 v13, 16, v13
  v_lshlrev_b32 v12, 16, v12
  v_mul_f32 v7, v16, v7
  v_mul_f32 v5, v8, v5
  v_mul_f32 v3, v3, v13
  v_mul_f32 v4, v4, v12
  v_lshlrev_b32 v13, 16, v11
  v_lshlrev_b32 v8, 16, v9
  v_lshlrev_b32 v11, 16, v6
  v_lshlrev_b32 v12, 16, v2
  v_add_f32 v14, v7, v13
  v_add_f32 v16, v5, v8
  v_add_f32 v18, v3, v11
  v_add_f32 v20, v4, v12
  v_bfe_u32 v22, v14, 16, 1
  s_mov_b32 s10, 0x7fff
  v_add3_u32 v2, v14, s10, v22
  v_lshrrev_b32 v2, 16, v2
  v_cmp_u_f32_e64 s[14:15], v14, v14
  s_mov_b32 s12, 0x7fc0
  v_mov_b32 v3, s12
  v_cndmask_b32_e64 v2, v2, v3, s[14:15]
  v_bfe_u32 v3, v16, 16, 1
  v_add3_u32 v3, v16, s10, v3
  v_lshrrev_b32 v3, 16, v3
  v_cmp_u_f32_e64 s[14:15], v16, v16
  v_mov_b32 v4, s12
  v_cndmask_b32_e64 v3, v3, v4, s[14:15]
  v_bfe_u32 v4, v18, 16, 1
  v_add3_u32 v4, v18, s10, v4
  v_lshrrev_b32 v4, 16, v4
  v_cmp_u_f32_e64 s[14:15], v18, v18
  v_mov_b32 v5, s12
  v_cndmask_b32_e64 v4, v4, v5, s[14:15]
  v_bfe_u32 v5, v20, 16, 1
  v_add3_u32 v5, v20, s10, v5
  v_lshrrev_b32 v5, 16, v5
  v_cmp_u_f32_e64 s[10:11], v20, v20
  v_mov_b32 v7, s12
  v_cndmask_b32_e64 v9, v5, v7, s[10:11]
  s_and_saveexec_b64 s[48:49], s[8:9]
  global_store_short v[24:25], v2, off
  s_mov_b64 exec, s[48:49]
  s_and_saveexec_b64 s[48:49], s[6:7]
  global_store_short v[24:25], v3, off offset:2
  s_mov_b64 exec, s[48:49]
  s_and_saveexec_b64 s[48:49], s[4:5]
  global_store_short v[24:25], v4, off offset:4
  s_mov_b64 exec, s[48:49]
  s_and_saveexec_b64 s[48:49], s[0:1]
  global_store_short v[24:25], v9, off offset:6
  s_mov_b64 exec, s[48:49]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mul_i32 s32, s2, 4
  s_mul_hi_i32 s36, s2, 4
  s_add_u32 s42, s40, s32
  s_addc_u32 s43, s41, s36
  s_mov_b32 s46, 0xff
  v_and_b32 v2, v10, s46
  v_cmp_eq_u32_e64 s[0:1], v2, 0
  v_mov_b32 v24, s42
  v_mov_b32 v25, s43
  s_and_saveexec_b64 s[48:49], s[0:1]
  global_store_dword v[24:25], v0, off
  s_mov_b64 exec, s[48:49]
  s_mul_i32 s4, s2, 4
  s_mul_hi_i32 s2, s2, 4
  s_add_u32 s0, s44, s4
  s_addc_u32 s1, s45, s2
  v_and_b32 v0, v10, s46
  v_cmp_eq_u32_e64 s[2:3], v0, 0
  v_mov_b32 v24, s0
  v_mov_b32 v25, s1
  s_and_saveexec_b64 s[48:49], s[2:3]
  global_store_dword v[24:25], v1, off
  s_mov_b64 exec, s[48:49]
  s_endpgm
.Llayernorm_bf16_end:
.size layernorm_bf16, .Llayernorm_bf16_end-layernorm_bf16
; 50 SGPRs, 28 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  - .name: layernorm_bf16
    .symbol: layernorm_bf16.kd
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
amdhsa.target: amdgcn-amd-amdhsa--gfx90a
...
.end_amdgpu_metadata
