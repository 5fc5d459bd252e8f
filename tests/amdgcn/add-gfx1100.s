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
  v_and_b32 v18, v6, 0x7f
  v_lshlrev_b32 v19, 2, v18
  s_cmp_ge_u32 2, 32
  s_cselect_b32 s46, -1, 0
  v_cndmask_b32_e64 v24, v19, 0, s46
  v_add_nc_u32 v26, v24, 0
  v_add_nc_u32 v28, v26, 1
  v_add_nc_u32 v30, v26, 2
  v_add_nc_u32 v32, v26, 3
  v_add_nc_u32 v34, v26, 0x200
  v_add_nc_u32 v35, v26, 0x201
  v_add_nc_u32 v37, v26, 0x202
  v_add_nc_u32 v39, v26, 0x203
  v_add_nc_u32 v41, s32, v26
  v_add_nc_u32 v43, s32, v28
  v_add_nc_u32 v45, s32, v30
  v_add_nc_u32 v4, s32, v32
  v_add_nc_u32 v3, s32, v34
  v_add_nc_u32 v2, s32, v35
  v_add_nc_u32 v1, s32, v37
  v_add_nc_u32 v0, s32, v39
  v_lshlrev_b32 v5, 2, v41
  v_ashrrev_i32 v6, 30, v41
  s_waitcnt lgkmcnt(0)
  v_add_co_u32 v46, vcc_lo, s16, v5
  v_add_co_ci_u32 v47, vcc_lo, s17, v6, vcc_lo
  v_lshlrev_b32 v5, 2, v43
  v_ashrrev_i32 v6, 30, v43
  v_add_co_u32 v58, vcc_lo, s16, v5
  v_add_co_ci_u32 v59, vcc_lo, s17, v6, vcc_lo
  v_lshlrev_b32 v8, 2, v45
  v_ashrrev_i32 v10, 30, v45
  v_add_co_u32 v64, vcc_lo, s16, v8
  v_add_co_ci_u32 v65, vcc_lo, s17, v10, vcc_lo
  v_lshlrev_b32 v14, 2, v4
  v_ashrrev_i32 v16, 30, v4
  v_add_co_u32 v70, vcc_lo, s16, v14
  v_add_co_ci_u32 v71, vcc_lo, s17, v16, vcc_lo
  v_lshlrev_b32 v19, 2, v3
  v_ashrrev_i32 v21, 30, v3
  v_add_co_u32 v48, vcc_lo, s16, v19
  v_add_co_ci_u32 v49, vcc_lo, s17, v21, vcc_lo
  v_lshlrev_b32 v25, 2, v2
  v_ashrrev_i32 v27, 30, v2
  v_add_co_u32 v50, vcc_lo, s16, v25
  v_add_co_ci_u32 v51, vcc_lo, s17, v27, vcc_lo
  v_lshlrev_b32 v31, 2, v1
  v_ashrrev_i32 v33, 30, v1
  v_add_co_u32 v52, vcc_lo, s16, v31
  v_add_co_ci_u32 v53, vcc_lo, s17, v33, vcc_lo
  v_lshlrev_b32 v36, 2, v0
  v_ashrrev_i32 v38, 30, v0
  v_add_co_u32 v54, vcc_lo, s16, v36
  v_add_co_ci_u32 v55, vcc_lo, s17, v38, vcc_lo
  v_cmp_lt_i32_e64 s14, v41, s28
  v_cmp_lt_i32_e64 s12, v43, s28
  v_cmp_lt_i32_e64 s10, v45, s28
  v_cmp_lt_i32_e64 s8, v4, s28
  v_cmp_lt_i32_e64 s6, v3, s28
  v_cmp_lt_i32_e64 s4, v2, s28
  v_cmp_lt_i32_e64 s2, v1, s28
  v_cmp_lt_i32_e64 s0, v0, s28
  s_mov_b32 s16, 0
  v_mov_b32 v6, s16
  v_mov_b32 v5, v6
  s_and_saveexec_b32 s48, s14
  global_load_b32 v5, v[46:47], off
  s_mov_b32 exec_lo, s48
  v_mov_b32 v7, s16
  v_mov_b32 v6, v7
  s_and_saveexec_b32 s48, s12
  global_load_b32 v6, v[58:59], off
  s_mov_b32 exec_lo, s48
  v_mov_b32 v9, s16
  v_mov_b32 v8, v9
  s_and_saveexec_b32 s48, s10
  global_load_b32 v8, v[64:65], off
  s_mov_b32 exec_lo, s48
  v_mov_b32 v13, s16
  v_mov_b32 v12, v13
  s_and_saveexec_b32 s48, s8
  global_load_b32 v12, v[70:71], off
  s_mov_b32 exec_lo, s48
  v_mov_b32 v17, s16
  v_mov_b32 v16, v17
  s_and_saveexec_b32 s48, s6
  global_load_b32 v16, v[48:49], off
  s_mov_b32 exec_lo, s48
  v_mov_b32 v20, s16
  v_mov_b32 v19, v20
  s_and_saveexec_b32 s48, s4
  global_load_b32 v19, v[50:51], off
  s_mov_b32 exec_lo, s48
  v_mov_b32 v24, s16
  v_mov_b32 v23, v24
  s_and_saveexec_b32 s48, s2
  global_load_b32 v23, v[52:53], off
  s_mov_b32 exec_lo, s48
  v_mov_b32 v28, s16
  v_mov_b32 v27, v28
  s_and_saveexec_b32 s48, s0
  global_load_b32 v27, v[54:55], off
  s_mov_b32 exec_lo, s48
  v_lshlrev_b32 v30, 2, v41
  v_ashrrev_i32 v32, 30, v41
  v_add_co_u32 v46, vcc_lo, s20, v30
  v_add_co_ci_u32 v47, vcc_lo, s21, v32, vcc_lo
  v_lshlrev_b32 v35, 2, v43
  v_ashrrev_i32 v37, 30, v43
  v_add_co_u32 v48, vcc_lo, s20, v35
  v_add_co_ci_u32 v49, vcc_lo, s21, v37, vcc_lo
  v_lshlrev_b32 v42, 2, v45
  v_ashrrev_i32 v44, 30, v45
  v_add_co_u32 v50, vcc_lo, s20, v42
  v_add_co_ci_u32 v51, vcc_lo, s21, v44, vcc_lo
  v_lshlrev_b32 v7, 2, v4
  v_ashrrev_i32 v9, 30, v4
  v_add_co_u32 v52, vcc_lo, s20, v7
  v_add_co_ci_u32 v53, vcc_lo, s21, v9, vcc_lo
  v_lshlrev_b32 v7, 2, v3
  v_ashrrev_i32 v9, 30, v3
  v_add_co_u32 v54, vcc_lo, s20, v7
  v_add_co_ci_u32 v55, vcc_lo, s21, v9, vcc_lo
  v_lshlrev_b32 v7, 2, v2
  v_ashrrev_i32 v9, 30, v2
  v_add_co_u32 v56, vcc_lo, s20, v7
  v_add_co_ci_u32 v57, vcc_lo, s21, v9, vcc_lo
  v_lshlrev_b32 v7, 2, v1
  v_ashrrev_i32 v9, 30, v1
  v_add_co_u32 v62, vcc_lo, s20, v7
  v_add_co_ci_u32 v63, vcc_lo, s21, v9, vcc_lo
  v_lshlrev_b32 v10, 2, v0
  v_ashrrev_i32 v13, 30, v0
  v_add_co_u32 v68, vcc_lo, s20, v10
  v_add_co_ci_u32 v69, vcc_lo, s21, v13, vcc_lo
  v_mov_b32 v18, s16
  v_mov_b32 v17, v18
  s_and_saveexec_b32 s48, s14
  global_load_b32 v17, v[46:47], off
  s_mov_b32 exec_lo, s48
  v_mov_b32 v21, s16
  v_mov_b32 v20, v21
  s_and_saveexec_b32 s48, s12
  global_load_b32 v20, v[48:49], off
  s_mov_b32 exec_lo, s48
  v_mov_b32 v25, s16
  v_mov_b32 v24, v25
  s_and_saveexec_b32 s48, s10
  global_load_b32 v24, v[50:51], off
  s_mov_b32 exec_lo, s48
  v_mov_b32 v29, s16
  v_mov_b32 v28, v29
  s_and_saveexec_b32 s48, s8
  global_load_b32 v28, v[52:53], off
  s_mov_b32 exec_lo, s48
  v_mov_b32 v33, s16
  v_mov_b32 v32, v33
  s_and_saveexec_b32 s48, s6
  global_load_b32 v32, v[54:55], off
  s_mov_b32 exec_lo, s48
  v_mov_b32 v36, s16
  v_mov_b32 v35, v36
  s_and_saveexec_b32 s48, s4
  global_load_b32 v35, v[56:57], off
  s_mov_b32 exec_lo, s48
  v_mov_b32 v40, s16
  v_mov_b32 v39, v40
  s_and_saveexec_b32 s48, s2
  global_load_b32 v39, v[62:63], off
  s_mov_b32 exec_lo, s48
  v_mov_b32 v7, s16
  v_mov_b32 v44, v7
  s_and_saveexec_b32 s48, s0
  global_load_b32 v44, v[68:69], off
  s_mov_b32 exec_lo, s48
  v_lshlrev_b32 v7, 2, v41
  v_ashrrev_i32 v9, 30, v41
  v_add_co_u32 v46, vcc_lo, s24, v7
  v_add_co_ci_u32 v47, vcc_lo, s25, v9, vcc_lo
  v_lshlrev_b32 v7, 2, v43
  v_ashrrev_i32 v9, 30, v43
  v_add_co_u32 v48, vcc_lo, s24, v7
  v_add_co_ci_u32 v49, vcc_lo, s25, v9, vcc_lo
  v_lshlrev_b32 v7, 2, v45
  v_ashrrev_i32 v9, 30, v45
  v_add_co_u32 v50, vcc_lo, s24, v7
  v_add_co_ci_u32 v51, vcc_lo, s25, v9, vcc_lo
  v_lshlrev_b32 v7, 2, v4
  v_ashrrev_i32 v9, 30, v4
  v_add_co_u32 v60, vcc_lo, s24, v7
  v_add_co_ci_u32 v61, vcc_lo, s25, v9, vcc_lo
  v_lshlrev_b32 v9, 2, v3
  v_ashrrev_i32 v11, 30, v3
  v_add_co_u32 v66, vcc_lo, s24, v9
  v_add_co_ci_u32 v67, vcc_lo, s25, v11, vcc_lo
  v_lshlrev_b32 v15, 2, v2
  v_ashrrev_i32 v18, 30, v2
  v_add_co_u32 v72, vcc_lo, s24, v15
  v_add_co_ci_u32 v73, vcc_lo, s25, v18, vcc_lo
  v_lshlrev_b32 v21, 2, v1
  v_ashrrev_i32 v22, 30, v1
  v_add_co_u32 v52, vcc_lo, s24, v21
  v_add_co_ci_u32 v53, vcc_lo, s25, v22, vcc_lo
  v_lshlrev_b32 v26, 2, v0
  v_ashrrev_i32 v29, 30, v0
  v_add_co_u32 v54, vcc_lo, s24, v26
  v_add_co_ci_u32 v55, vcc_lo, s25, v29, vcc_lo
  s_waitcnt vmcnt(0)
  v_add_f32 v33, v5, v17
  v_add_f32 v34, v6, v20
  v_add_f32 v36, v8, v24
  v_add_f32 v37, v12, v28
  v_add_f32 v40, v16, v32
  v_add_f32 v41, v19, v35
  v_add_f32 v43, v23, v39
  v_add_f32 v45, v27, v44
  s_and_saveexec_b32 s48, s14
  global_store_b32 v[46:47], v33, off
  s_mov_b32 exec_lo, s48
  s_and_saveexec_b32 s48, s12
  global_store_b32 v[48:49], v34, off
  s_mov_b32 exec_lo, s48
  s_and_saveexec_b32 s48, s10
  global_store_b32 v[50:51], v36, off
  s_mov_b32 exec_lo, s48
  s_and_saveexec_b32 s48, s8
  global_store_b32 v[60:61], v37, off
  s_mov_b32 exec_lo, s48
  s_and_saveexec_b32 s48, s6
  global_store_b32 v[66:67], v40, off
  s_mov_b32 exec_lo, s48
  s_and_saveexec_b32 s48, s4
  global_store_b32 v[72:73], v41, off
  s_mov_b32 exec_lo, s48
  s_and_saveexec_b32 s48, s2
  global_store_b32 v[52:53], v43, off
  s_mov_b32 exec_lo, s48
  s_and_saveexec_b32 s48, s0
  global_store_b32 v[54:55], v45, off
  s_mov_b32 exec_lo, s48
  s_endpgm
.Ladd_end:
.size add, .Ladd_end-add
; 50 SGPRs, 74 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 74
  .amdhsa_next_free_sgpr 50
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
    .sgpr_count: 50
    .vgpr_count: 74
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
