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
  v_and_b32 v13, v6, 0x7f
  v_lshlrev_b32 v15, 2, v13
  v_add_nc_u32 v17, v15, 1
  v_add_nc_u32 v19, v15, 2
  v_add_nc_u32 v21, v15, 3
  v_add_nc_u32 v23, v15, 0x200
  v_add_nc_u32 v25, v15, 0x201
  v_add_nc_u32 v27, v15, 0x202
  v_add_nc_u32 v29, v15, 0x203
  v_add_nc_u32 v31, s32, v15
  v_add_nc_u32 v32, s32, v17
  v_add_nc_u32 v34, s32, v19
  v_add_nc_u32 v36, s32, v21
  v_add_nc_u32 v37, s32, v23
  v_add_nc_u32 v39, s32, v25
  v_add_nc_u32 v1, s32, v27
  v_add_nc_u32 v0, s32, v29
  v_lshlrev_b32 v2, 2, v31
  v_ashrrev_i32 v3, 30, v31
  s_waitcnt lgkmcnt(0)
  v_add_co_u32 v44, vcc_lo, s16, v2
  v_add_co_ci_u32 v45, vcc_lo, s17, v3, vcc_lo
  v_lshlrev_b32 v2, 2, v37
  v_ashrrev_i32 v3, 30, v37
  v_add_co_u32 v42, vcc_lo, s16, v2
  v_add_co_ci_u32 v43, vcc_lo, s17, v3, vcc_lo
  v_cmp_lt_i32_e64 s2, v31, s28
  v_cmp_lt_i32_e64 s6, v32, s28
  v_cmp_lt_i32_e64 s10, v34, s28
  v_cmp_lt_i32_e64 s14, v36, s28
  v_cmp_lt_i32_e64 s18, v37, s28
  v_cmp_lt_i32_e64 s22, v39, s28
  v_cmp_lt_i32_e64 s26, v1, s28
  v_cmp_lt_i32_e64 s30, v0, s28
  v_mov_b32 v12, 0
  s_and_saveexec_b32 s34, s2
  global_load_b32 v12, v[44:45], off
  s_mov_b32 exec_lo, s34
  v_mov_b32 v14, 0
  s_and_saveexec_b32 s34, s6
  global_load_b32 v14, v[44:45], off offset:4
  s_mov_b32 exec_lo, s34
  v_mov_b32 v16, 0
  s_and_saveexec_b32 s34, s10
  global_load_b32 v16, v[44:45], off offset:8
  s_mov_b32 exec_lo, s34
  v_mov_b32 v18, 0
  s_and_saveexec_b32 s34, s14
  global_load_b32 v18, v[44:45], off offset:12
  s_mov_b32 exec_lo, s34
  v_mov_b32 v20, 0
  s_and_saveexec_b32 s34, s18
  global_load_b32 v20, v[42:43], off
  s_mov_b32 exec_lo, s34
  v_mov_b32 v22, 0
  s_and_saveexec_b32 s34, s22
  global_load_b32 v22, v[42:43], off offset:4
  s_mov_b32 exec_lo, s34
  v_mov_b32 v24, 0
  s_and_saveexec_b32 s34, s26
  global_load_b32 v24, v[42:43], off offset:8
  s_mov_b32 exec_lo, s34
  v_mov_b32 v26, 0
  s_and_saveexec_b32 s34, s30
  global_load_b32 v26, v[42:43], off offset:12
  s_mov_b32 exec_lo, s34
  v_lshlrev_b32 v28, 2, v31
  v_ashrrev_i32 v30, 30, v31
  v_add_co_u32 v44, vcc_lo, s20, v28
  v_add_co_ci_u32 v45, vcc_lo, s21, v30, vcc_lo
  v_lshlrev_b32 v33, 2, v37
  v_ashrrev_i32 v35, 30, v37
  v_add_co_u32 v42, vcc_lo, s20, v33
  v_add_co_ci_u32 v43, vcc_lo, s21, v35, vcc_lo
  v_mov_b32 v38, 0
  s_and_saveexec_b32 s34, s2
  global_load_b32 v38, v[44:45], off
  s_mov_b32 exec_lo, s34
  v_mov_b32 v40, 0
  s_and_saveexec_b32 s34, s6
  global_load_b32 v40, v[44:45], off offset:4
  s_mov_b32 exec_lo, s34
  v_mov_b32 v5, 0
  s_and_saveexec_b32 s34, s10
  global_load_b32 v5, v[44:45], off offset:8
  s_mov_b32 exec_lo, s34
  v_mov_b32 v4, 0
  s_and_saveexec_b32 s34, s14
  global_load_b32 v4, v[44:45], off offset:12
  s_mov_b32 exec_lo, s34
  v_mov_b32 v3, 0
  s_and_saveexec_b32 s34, s18
  global_load_b32 v3, v[42:43], off
  s_mov_b32 exec_lo, s34
  v_mov_b32 v2, 0
  s_and_saveexec_b32 s34, s22
  global_load_b32 v2, v[42:43], off offset:4
  s_mov_b32 exec_lo, s34
  v_mov_b32 v1, 0
  s_and_saveexec_b32 s34, s26
  global_load_b32 v1, v[42:43], off offset:8
  s_mov_b32 exec_lo, s34
  v_mov_b32 v0, 0
  s_and_saveexec_b32 s34, s30
  global_load_b32 v0, v[42:43], off offset:12
  s_mov_b32 exec_lo, s34
  v_lshlrev_b32 v6, 2, v31
  v_ashrrev_i32 v7, 30, v31
  v_add_co_u32 v46, vcc_lo, s24, v6
  v_add_co_ci_u32 v47, vcc_lo, s25, v7, vcc_lo
  v_lshlrev_b32 v6, 2, v37
  v_ashrrev_i32 v7, 30, v37
  v_add_co_u32 v48, vcc_lo, s24, v6
  v_add_co_ci_u32 v49, vcc_lo, s25, v7, vcc_lo
  s_waitcnt vmcnt(0)
  v_add_f32 v8, v12, v38
  v_add_f32 v9, v14, v40
  v_add_f32 v10, v16, v5
  v_add_f32 v11, v18, v4
  v_add_f32 v13, v20, v3
  v_add_f32 v15, v22, v2
  v_add_f32 v17, v24, v1
  v_add_f32 v19, v26, v0
  s_and_saveexec_b32 s34, s2
  global_store_b32 v[46:47], v8, off
  s_mov_b32 exec_lo, s34
  s_and_saveexec_b32 s34, s6
  global_store_b32 v[46:47], v9, off offset:4
  s_mov_b32 exec_lo, s34
  s_and_saveexec_b32 s34, s10
  global_store_b32 v[46:47], v10, off offset:8
  s_mov_b32 exec_lo, s34
  s_and_saveexec_b32 s34, s14
  global_store_b32 v[46:47], v11, off offset:12
  s_mov_b32 exec_lo, s34
  s_and_saveexec_b32 s34, s18
  global_store_b32 v[48:49], v13, off
  s_mov_b32 exec_lo, s34
  s_and_saveexec_b32 s34, s22
  global_store_b32 v[48:49], v15, off offset:4
  s_mov_b32 exec_lo, s34
  s_and_saveexec_b32 s34, s26
  global_store_b32 v[48:49], v17, off offset:8
  s_mov_b32 exec_lo, s34
  s_and_saveexec_b32 s34, s30
  global_store_b32 v[48:49], v19, off offset:12
  s_mov_b32 exec_lo, s34
  s_endpgm
.Ladd_end:
.size add, .Ladd_end-add
; 36 SGPRs, 50 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 50
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
    .vgpr_count: 50
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
