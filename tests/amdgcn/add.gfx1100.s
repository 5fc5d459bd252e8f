.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 5
.text
.globl add
.p2align 8
.type add,@function
add:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v6, 0x3ff, v0
  s_load_b64 s[16:17], s[0:1], 0x0
  s_load_b64 s[20:21], s[0:1], 0x8
  s_load_b64 s[4:5], s[0:1], 0x10
  s_waitcnt lgkmcnt(0)
  s_mov_b64 s[18:19], s[4:5]
  s_load_b32 s8, s[0:1], 0x18
  s_mul_i32 s12, s2, 0x400
  v_and_b32 v0, v6, 0x7f
  v_lshlrev_b32 v2, 2, v0
  v_add_nc_u32 v1, s12, v2
  v_add_nc_u32 v0, v2, 0x203
  v_add_nc_u32 v0, s12, v0
  v_add_nc_u32 v3, v2, 0x200
  v_add_nc_u32 v5, s12, v3
  v_lshlrev_b32 v3, 2, v5
  v_ashrrev_i32 v4, 30, v5
  v_add_co_u32 v20, vcc_lo, s16, v3
  v_add_co_ci_u32 v21, vcc_lo, s17, v4, vcc_lo
  s_waitcnt lgkmcnt(0)
  v_cmp_lt_i32_e64 s6, v1, s8
  v_cmp_lt_i32_e64 s4, v5, s8
  v_cmp_lt_i32_e64 s2, v0, s8
  v_add_co_u32 v18, vcc_lo, s20, v3
  v_add_co_ci_u32 v19, vcc_lo, s21, v4, vcc_lo
  s_mov_b64 s[0:1], s[18:19]
  v_add_co_u32 v24, vcc_lo, s0, v3
  v_add_co_ci_u32 v25, vcc_lo, s1, v4, vcc_lo
  v_lshlrev_b32 v0, 2, v1
  v_ashrrev_i32 v1, 30, v1
  v_add_co_u32 v22, vcc_lo, s16, v0
  v_add_co_ci_u32 v23, vcc_lo, s17, v1, vcc_lo
  v_mov_b32 v8, 0
  s_and_saveexec_b32 s22, s6
  global_load_b32 v8, v[22:23], off
  s_mov_b32 exec_lo, s22
  v_add_nc_u32 v3, v2, 1
  v_add_nc_u32 v3, s12, v3
  v_cmp_lt_i32_e64 s10, v3, s8
  v_mov_b32 v13, 0
  s_and_saveexec_b32 s22, s10
  global_load_b32 v13, v[22:23], off offset:4
  s_mov_b32 exec_lo, s22
  v_add_nc_u32 v3, v2, 2
  v_add_nc_u32 v3, s12, v3
  v_cmp_lt_i32_e64 s14, v3, s8
  v_mov_b32 v3, 0
  s_and_saveexec_b32 s22, s14
  global_load_b32 v3, v[22:23], off offset:8
  s_mov_b32 exec_lo, s22
  v_add_nc_u32 v4, v2, 3
  v_add_nc_u32 v4, s12, v4
  v_cmp_lt_i32_e64 s16, v4, s8
  v_mov_b32 v5, 0
  s_and_saveexec_b32 s22, s16
  global_load_b32 v5, v[22:23], off offset:12
  s_mov_b32 exec_lo, s22
  v_mov_b32 v4, 0
  s_and_saveexec_b32 s22, s4
  global_load_b32 v4, v[20:21], off
  s_mov_b32 exec_lo, s22
  v_add_nc_u32 v6, v2, 0x201
  v_add_nc_u32 v6, s12, v6
  v_cmp_lt_i32_e64 s18, v6, s8
  v_mov_b32 v6, 0
  s_and_saveexec_b32 s22, s18
  global_load_b32 v6, v[20:21], off offset:4
  s_mov_b32 exec_lo, s22
  v_add_nc_u32 v2, v2, 0x202
  v_add_nc_u32 v7, s12, v2
  v_cmp_lt_i32_e64 s8, v7, s8
  v_mov_b32 v7, 0
  s_and_saveexec_b32 s22, s8
  global_load_b32 v7, v[20:21], off offset:8
  s_mov_b32 exec_lo, s22
  v_mov_b32 v2, 0
  s_and_saveexec_b32 s22, s2
  global_load_b32 v2, v[20:21], off offset:12
  s_mov_b32 exec_lo, s22
  v_add_co_u32 v20, vcc_lo, s20, v0
  v_add_co_ci_u32 v21, vcc_lo, s21, v1, vcc_lo
  v_mov_b32 v11, 0
  s_and_saveexec_b32 s22, s6
  global_load_b32 v11, v[20:21], off
  s_mov_b32 exec_lo, s22
  v_mov_b32 v10, 0
  s_and_saveexec_b32 s22, s10
  global_load_b32 v10, v[20:21], off offset:4
  s_mov_b32 exec_lo, s22
  v_mov_b32 v9, 0
  s_and_saveexec_b32 s22, s14
  global_load_b32 v9, v[20:21], off offset:8
  s_mov_b32 exec_lo, s22
  v_mov_b32 v17, 0
  s_and_saveexec_b32 s22, s16
  global_load_b32 v17, v[20:21], off offset:12
  s_mov_b32 exec_lo, s22
  v_mov_b32 v16, 0
  s_and_saveexec_b32 s22, s4
  global_load_b32 v16, v[18:19], off
  s_mov_b32 exec_lo, s22
  v_mov_b32 v15, 0
  s_and_saveexec_b32 s22, s18
  global_load_b32 v15, v[18:19], off offset:4
  s_mov_b32 exec_lo, s22
  v_mov_b32 v14, 0
  s_and_saveexec_b32 s22, s8
  global_load_b32 v14, v[18:19], off offset:8
  s_mov_b32 exec_lo, s22
  v_mov_b32 v12, 0
  s_and_saveexec_b32 s22, s2
  global_load_b32 v12, v[18:19], off offset:12
  s_mov_b32 exec_lo, s22
  s_waitcnt vmcnt(0)
  v_add_f32 v11, v8, v11
  v_add_f32 v10, v13, v10
  v_add_f32 v9, v3, v9
  v_add_f32 v8, v5, v17
  v_add_f32 v4, v4, v16
  v_add_f32 v3, v6, v15
  v_add_f32 v5, v7, v14
  v_add_f32 v7, v2, v12
  v_add_co_u32 v18, vcc_lo, s0, v0
  v_add_co_ci_u32 v19, vcc_lo, s1, v1, vcc_lo
  s_and_saveexec_b32 s22, s6
  global_store_b32 v[18:19], v11, off
  s_mov_b32 exec_lo, s22
  s_and_saveexec_b32 s22, s10
  global_store_b32 v[18:19], v10, off offset:4
  s_mov_b32 exec_lo, s22
  s_and_saveexec_b32 s22, s14
  global_store_b32 v[18:19], v9, off offset:8
  s_mov_b32 exec_lo, s22
  s_and_saveexec_b32 s22, s16
  global_store_b32 v[18:19], v8, off offset:12
  s_mov_b32 exec_lo, s22
  s_and_saveexec_b32 s22, s4
  global_store_b32 v[24:25], v4, off
  s_mov_b32 exec_lo, s22
  s_and_saveexec_b32 s22, s18
  global_store_b32 v[24:25], v3, off offset:4
  s_mov_b32 exec_lo, s22
  s_and_saveexec_b32 s22, s8
  global_store_b32 v[24:25], v5, off offset:8
  s_mov_b32 exec_lo, s22
  s_and_saveexec_b32 s22, s2
  global_store_b32 v[24:25], v7, off offset:12
  s_mov_b32 exec_lo, s22
  s_endpgm
.Ladd_end:
.size add, .Ladd_end-add
; 24 SGPRs, 26 VGPRs; allocation: 2 moves, 0 spills, 0 reloads

.rodata
.p2align 6
.amdhsa_kernel add
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 44
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 26
  .amdhsa_next_free_sgpr 24
  .amdhsa_wavefront_size32 1
  .amdhsa_workgroup_processor_mode 0
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 3
  .amdhsa_ieee_mode 1
  .amdhsa_dx10_clamp 1
.end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.kernels:
  - .name: add
    .symbol: add.kd
    .kernarg_segment_size: 44
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 24
    .vgpr_count: 26
    .max_flat_workgroup_size: 128
    .reqd_workgroup_size: [128, 1, 1]
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
        .size: 4
        .value_kind: by_value
      - .offset: 32
        .size: 4
        .value_kind: hidden_block_count_x
      - .offset: 36
        .size: 4
        .value_kind: hidden_block_count_y
      - .offset: 40
        .size: 4
        .value_kind: hidden_block_count_z
amdhsa.version:
  - 1
  - 2
amdhsa.target: amdgcn-amd-amdhsa--gfx1100
...
.end_amdgpu_metadata
