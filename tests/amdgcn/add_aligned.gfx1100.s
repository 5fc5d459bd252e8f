.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 5
.text
.globl add_aligned
.p2align 8
.type add_aligned,@function
add_aligned:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v5, 0x3ff, v0
  s_load_b64 s[8:9], s[0:1], 0x0
  s_load_b64 s[6:7], s[0:1], 0x8
  s_load_b64 s[4:5], s[0:1], 0x10
  s_waitcnt lgkmcnt(0)
  v_writelane_b32 v32, s4, 0
  v_writelane_b32 v32, s5, 1
  s_load_b32 s0, s[0:1], 0x18
  s_mul_i32 s2, s2, 0x400
  v_and_b32 v17, v5, 0x7f
  v_lshlrev_b32 v19, 2, v17
  v_add_nc_u32 v22, s2, v19
  v_add_nc_u32 v0, v19, 0x200
  v_add_nc_u32 v2, s2, v0
  v_lshlrev_b32 v0, 2, v2
  v_ashrrev_i32 v1, 30, v2
  v_add_co_u32 v28, vcc_lo, s8, v0
  v_add_co_ci_u32 v29, vcc_lo, s9, v1, vcc_lo
  s_waitcnt lgkmcnt(0)
  v_cmp_lt_i32_e64 s4, v22, s0
  v_cmp_lt_i32_e64 s2, v2, s0
  v_add_co_u32 v26, vcc_lo, s6, v0
  v_add_co_ci_u32 v27, vcc_lo, s7, v1, vcc_lo
  v_readlane_b32 s0, v32, 0
  v_readlane_b32 s1, v32, 1
  v_add_co_u32 v24, vcc_lo, s0, v0
  v_add_co_ci_u32 v25, vcc_lo, s1, v1, vcc_lo
  v_lshlrev_b32 v0, 2, v22
  v_ashrrev_i32 v1, 30, v22
  v_add_co_u32 v30, vcc_lo, s8, v0
  v_add_co_ci_u32 v31, vcc_lo, s9, v1, vcc_lo
  v_mov_b32 v3, 0
  v_mov_b32 v4, 0
  v_mov_b32 v5, 0
  v_mov_b32 v6, 0
  s_and_saveexec_b32 s10, s4
  global_load_b128 v[3:6], v[30:31], off
  s_mov_b32 exec_lo, s10
  v_mov_b32 v7, 0
  v_mov_b32 v8, 0
  v_mov_b32 v9, 0
  v_mov_b32 v10, 0
  s_and_saveexec_b32 s10, s2
  global_load_b128 v[7:10], v[28:29], off
  s_mov_b32 exec_lo, s10
  v_add_co_u32 v28, vcc_lo, s6, v0
  v_add_co_ci_u32 v29, vcc_lo, s7, v1, vcc_lo
  v_mov_b32 v11, 0
  v_mov_b32 v12, 0
  v_mov_b32 v13, 0
  v_mov_b32 v14, 0
  s_and_saveexec_b32 s10, s4
  global_load_b128 v[11:14], v[28:29], off
  s_mov_b32 exec_lo, s10
  v_mov_b32 v15, 0
  v_mov_b32 v16, 0
  v_mov_b32 v17, 0
  v_mov_b32 v18, 0
  s_and_saveexec_b32 s10, s2
  global_load_b128 v[15:18], v[26:27], off
  s_mov_b32 exec_lo, s10
  s_waitcnt vmcnt(0)
  v_add_f32 v19, v3, v11
  v_add_f32 v20, v4, v12
  v_add_f32 v21, v5, v13
  v_add_f32 v22, v6, v14
  v_add_f32 v3, v7, v15
  v_add_f32 v4, v8, v16
  v_add_f32 v5, v9, v17
  v_add_f32 v6, v10, v18
  v_add_co_u32 v26, vcc_lo, s0, v0
  v_add_co_ci_u32 v27, vcc_lo, s1, v1, vcc_lo
  s_and_saveexec_b32 s10, s4
  global_store_b128 v[26:27], v[19:22], off
  s_mov_b32 exec_lo, s10
  s_and_saveexec_b32 s10, s2
  global_store_b128 v[24:25], v[3:6], off
  s_mov_b32 exec_lo, s10
  s_endpgm
.Ladd_aligned_end:
.size add_aligned, .Ladd_aligned_end-add_aligned
; 12 SGPRs, 33 VGPRs; allocation: 0 moves, 1 spills, 1 reloads

.rodata
.p2align 6
.amdhsa_kernel add_aligned
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 44
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 33
  .amdhsa_next_free_sgpr 12
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
  - .name: add_aligned
    .symbol: add_aligned.kd
    .kernarg_segment_size: 44
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 12
    .vgpr_count: 33
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
