.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 5
.text
.globl add_aligned
.p2align 8
.type add_aligned,@function
add_aligned:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v3, 0x3ff, v0
  s_load_b64 s[16:17], s[0:1], 0x0
  s_load_b64 s[20:21], s[0:1], 0x8
  s_load_b64 s[24:25], s[0:1], 0x10
  s_load_b32 s28, s[0:1], 0x18
  s_mul_i32 s32, s2, 0x400
  v_and_b32 v15, v3, 0x7f
  v_lshlrev_b32 v17, 2, v15
  v_add_nc_u32 v19, v17, 0x200
  v_add_nc_u32 v21, s32, v17
  v_add_nc_u32 v22, s32, v19
  v_lshlrev_b32 v23, 2, v21
  v_ashrrev_i32 v24, 30, v21
  s_waitcnt lgkmcnt(0)
  v_add_co_u32 v28, vcc_lo, s16, v23
  v_add_co_ci_u32 v29, vcc_lo, s17, v24, vcc_lo
  v_lshlrev_b32 v25, 2, v22
  v_ashrrev_i32 v26, 30, v22
  v_add_co_u32 v30, vcc_lo, s16, v25
  v_add_co_ci_u32 v31, vcc_lo, s17, v26, vcc_lo
  v_cmp_lt_i32_e64 s2, v21, s28
  v_cmp_lt_i32_e64 s0, v22, s28
  v_mov_b32 v1, 0
  v_mov_b32 v2, 0
  v_mov_b32 v3, 0
  v_mov_b32 v4, 0
  s_and_saveexec_b32 s34, s2
  global_load_b128 v[1:4], v[28:29], off
  s_mov_b32 exec_lo, s34
  v_mov_b32 v5, 0
  v_mov_b32 v6, 0
  v_mov_b32 v7, 0
  v_mov_b32 v8, 0
  s_and_saveexec_b32 s34, s0
  global_load_b128 v[5:8], v[30:31], off
  s_mov_b32 exec_lo, s34
  v_add_co_u32 v30, vcc_lo, s20, v23
  v_add_co_ci_u32 v31, vcc_lo, s21, v24, vcc_lo
  v_add_co_u32 v28, vcc_lo, s20, v25
  v_add_co_ci_u32 v29, vcc_lo, s21, v26, vcc_lo
  v_mov_b32 v9, 0
  v_mov_b32 v10, 0
  v_mov_b32 v11, 0
  v_mov_b32 v12, 0
  s_and_saveexec_b32 s34, s2
  global_load_b128 v[9:12], v[30:31], off
  s_mov_b32 exec_lo, s34
  v_mov_b32 v13, 0
  v_mov_b32 v14, 0
  v_mov_b32 v15, 0
  v_mov_b32 v16, 0
  s_and_saveexec_b32 s34, s0
  global_load_b128 v[13:16], v[28:29], off
  s_mov_b32 exec_lo, s34
  v_add_co_u32 v32, vcc_lo, s24, v23
  v_add_co_ci_u32 v33, vcc_lo, s25, v24, vcc_lo
  v_add_co_u32 v34, vcc_lo, s24, v25
  v_add_co_ci_u32 v35, vcc_lo, s25, v26, vcc_lo
  s_waitcnt vmcnt(0)
  v_add_f32 v17, v1, v9
  v_add_f32 v18, v2, v10
  v_add_f32 v19, v3, v11
  v_add_f32 v20, v4, v12
  v_add_f32 v1, v5, v13
  v_add_f32 v2, v6, v14
  v_add_f32 v3, v7, v15
  v_add_f32 v4, v8, v16
  s_and_saveexec_b32 s34, s2
  global_store_b128 v[32:33], v[17:20], off
  s_mov_b32 exec_lo, s34
  s_and_saveexec_b32 s34, s0
  global_store_b128 v[34:35], v[1:4], off
  s_mov_b32 exec_lo, s34
  s_endpgm
.Ladd_aligned_end:
.size add_aligned, .Ladd_aligned_end-add_aligned
; 36 SGPRs, 36 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 36
  .amdhsa_next_free_sgpr 36
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
    .sgpr_count: 36
    .vgpr_count: 36
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
