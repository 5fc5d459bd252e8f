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
  s_load_b64 s[24:25], s[0:1], 0x10
  s_load_b32 s28, s[0:1], 0x18
  s_mul_i32 s32, s2, 0x400
  v_and_b32 v11, v6, 0x7f
  v_lshlrev_b32 v13, 2, v11
  v_add_nc_u32 v15, v13, 1
  v_add_nc_u32 v17, v13, 2
  v_add_nc_u32 v19, v13, 3
  v_add_nc_u32 v21, v13, 0x200
  v_add_nc_u32 v23, v13, 0x201
  v_add_nc_u32 v25, v13, 0x202
  v_add_nc_u32 v26, v13, 0x203
  v_add_nc_u32 v27, s32, v13
  v_add_nc_u32 v29, s32, v15
  v_add_nc_u32 v31, s32, v17
  v_add_nc_u32 v33, s32, v19
  v_add_nc_u32 v35, s32, v21
  v_add_nc_u32 v37, s32, v23
  v_add_nc_u32 v5, s32, v25
  v_add_nc_u32 v4, s32, v26
  v_lshlrev_b32 v0, 2, v27
  v_ashrrev_i32 v1, 30, v27
  s_waitcnt lgkmcnt(0)
  v_add_co_u32 v42, vcc_lo, s16, v0
  v_add_co_ci_u32 v43, vcc_lo, s17, v1, vcc_lo
  v_lshlrev_b32 v2, 2, v35
  v_ashrrev_i32 v3, 30, v35
  v_add_co_u32 v40, vcc_lo, s16, v2
  v_add_co_ci_u32 v41, vcc_lo, s17, v3, vcc_lo
  v_cmp_lt_i32_e64 s2, v27, s28
  v_cmp_lt_i32_e64 s6, v29, s28
  v_cmp_lt_i32_e64 s10, v31, s28
  v_cmp_lt_i32_e64 s14, v33, s28
  v_cmp_lt_i32_e64 s18, v35, s28
  v_cmp_lt_i32_e64 s22, v37, s28
  v_cmp_lt_i32_e64 s26, v5, s28
  v_cmp_lt_i32_e64 s30, v4, s28
  v_mov_b32 v10, 0
  s_and_saveexec_b32 s34, s2
  global_load_b32 v10, v[42:43], off
  s_mov_b32 exec_lo, s34
  v_mov_b32 v12, 0
  s_and_saveexec_b32 s34, s6
  global_load_b32 v12, v[42:43], off offset:4
  s_mov_b32 exec_lo, s34
  v_mov_b32 v14, 0
  s_and_saveexec_b32 s34, s10
  global_load_b32 v14, v[42:43], off offset:8
  s_mov_b32 exec_lo, s34
  v_mov_b32 v16, 0
  s_and_saveexec_b32 s34, s14
  global_load_b32 v16, v[42:43], off offset:12
  s_mov_b32 exec_lo, s34
  v_mov_b32 v18, 0
  s_and_saveexec_b32 s34, s18
  global_load_b32 v18, v[40:41], off
  s_mov_b32 exec_lo, s34
  v_mov_b32 v20, 0
  s_and_saveexec_b32 s34, s22
  global_load_b32 v20, v[40:41], off offset:4
  s_mov_b32 exec_lo, s34
  v_mov_b32 v22, 0
  s_and_saveexec_b32 s34, s26
  global_load_b32 v22, v[40:41], off offset:8
  s_mov_b32 exec_lo, s34
  v_mov_b32 v24, 0
  s_and_saveexec_b32 s34, s30
  global_load_b32 v24, v[40:41], off offset:12
  s_mov_b32 exec_lo, s34
  v_add_co_u32 v42, vcc_lo, s20, v0
  v_add_co_ci_u32 v43, vcc_lo, s21, v1, vcc_lo
  v_add_co_u32 v40, vcc_lo, s20, v2
  v_add_co_ci_u32 v41, vcc_lo, s21, v3, vcc_lo
  v_mov_b32 v28, 0
  s_and_saveexec_b32 s34, s2
  global_load_b32 v28, v[42:43], off
  s_mov_b32 exec_lo, s34
  v_mov_b32 v30, 0
  s_and_saveexec_b32 s34, s6
  global_load_b32 v30, v[42:43], off offset:4
  s_mov_b32 exec_lo, s34
  v_mov_b32 v32, 0
  s_and_saveexec_b32 s34, s10
  global_load_b32 v32, v[42:43], off offset:8
  s_mov_b32 exec_lo, s34
  v_mov_b32 v34, 0
  s_and_saveexec_b32 s34, s14
  global_load_b32 v34, v[42:43], off offset:12
  s_mov_b32 exec_lo, s34
  v_mov_b32 v36, 0
  s_and_saveexec_b32 s34, s18
  global_load_b32 v36, v[40:41], off
  s_mov_b32 exec_lo, s34
  v_mov_b32 v38, 0
  s_and_saveexec_b32 s34, s22
  global_load_b32 v38, v[40:41], off offset:4
  s_mov_b32 exec_lo, s34
  v_mov_b32 v5, 0
  s_and_saveexec_b32 s34, s26
  global_load_b32 v5, v[40:41], off offset:8
  s_mov_b32 exec_lo, s34
  v_mov_b32 v4, 0
  s_and_saveexec_b32 s34, s30
  global_load_b32 v4, v[40:41], off offset:12
  s_mov_b32 exec_lo, s34
  v_add_co_u32 v42, vcc_lo, s24, v0
  v_add_co_ci_u32 v43, vcc_lo, s25, v1, vcc_lo
  v_add_co_u32 v40, vcc_lo, s24, v2
  v_add_co_ci_u32 v41, vcc_lo, s25, v3, vcc_lo
  s_waitcnt vmcnt(0)
  v_add_f32 v9, v10, v28
  v_add_f32 v3, v12, v30
  v_add_f32 v1, v14, v32
  v_add_f32 v0, v16, v34
  v_add_f32 v2, v18, v36
  v_add_f32 v7, v20, v38
  v_add_f32 v6, v22, v5
  v_add_f32 v8, v24, v4
  s_and_saveexec_b32 s34, s2
  global_store_b32 v[42:43], v9, off
  s_mov_b32 exec_lo, s34
  s_and_saveexec_b32 s34, s6
  global_store_b32 v[42:43], v3, off offset:4
  s_mov_b32 exec_lo, s34
  s_and_saveexec_b32 s34, s10
  global_store_b32 v[42:43], v1, off offset:8
  s_mov_b32 exec_lo, s34
  s_and_saveexec_b32 s34, s14
  global_store_b32 v[42:43], v0, off offset:12
  s_mov_b32 exec_lo, s34
  s_and_saveexec_b32 s34, s18
  global_store_b32 v[40:41], v2, off
  s_mov_b32 exec_lo, s34
  s_and_saveexec_b32 s34, s22
  global_store_b32 v[40:41], v7, off offset:4
  s_mov_b32 exec_lo, s34
  s_and_saveexec_b32 s34, s26
  global_store_b32 v[40:41], v6, off offset:8
  s_mov_b32 exec_lo, s34
  s_and_saveexec_b32 s34, s30
  global_store_b32 v[40:41], v8, off offset:12
  s_mov_b32 exec_lo, s34
  s_endpgm
.Ladd_end:
.size add, .Ladd_end-add
; 36 SGPRs, 44 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 44
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
  - .name: add
    .symbol: add.kd
    .kernarg_segment_size: 44
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 36
    .vgpr_count: 44
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
