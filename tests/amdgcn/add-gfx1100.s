.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 5
.text
.globl add
.p2align 8
.type add,@function
add:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  s_mov_b32 s12, 0x3ff
  v_and_b32 v8, s12, v0
  s_load_b64 s[20:21], s[0:1], 0x0
  s_load_b64 s[24:25], s[0:1], 0x8
  s_load_b64 s[28:29], s[0:1], 0x10
  s_load_b32 s32, s[0:1], 0x18
  s_mov_b32 s36, 0x400
  s_mul_i32 s40, s2, s36
  s_mov_b32 s44, 0x7f
  v_and_b32 v24, v8, s44
  s_mov_b32 s52, 2
  v_lshlrev_b32 v28, s52, v24
  s_cmp_ge_u32 s52, 32
  s_cselect_b32 s62, -1, 0
  v_cndmask_b32_e64 v32, v28, 0, s62
  s_mov_b32 s70, 0
  v_add_nc_u32 v36, v32, s70
  s_mov_b32 s0, 1
  v_add_nc_u32 v40, v36, s0
  v_add_nc_u32 v42, v36, s52
  s_mov_b32 s0, 3
  v_add_nc_u32 v46, v36, s0
  s_mov_b32 s0, 0x200
  v_add_nc_u32 v0, v36, s0
  s_mov_b32 s0, 0x201
  v_add_nc_u32 v1, v36, s0
  s_mov_b32 s0, 0x202
  v_add_nc_u32 v3, v36, s0
  s_mov_b32 s0, 0x203
  v_add_nc_u32 v5, v36, s0
  v_add_nc_u32 v2, s40, v36
  v_add_nc_u32 v4, s40, v40
  v_add_nc_u32 v6, s40, v42
  v_add_nc_u32 v8, s40, v46
  v_add_nc_u32 v10, s40, v0
  v_add_nc_u32 v12, s40, v1
  v_add_nc_u32 v14, s40, v3
  v_add_nc_u32 v16, s40, v5
  v_lshlrev_b32 v18, 2, v2
  v_ashrrev_i32 v20, 30, v2
  s_waitcnt lgkmcnt(0)
  v_add_co_u32 v70, vcc_lo, s20, v18
  v_add_co_ci_u32 v71, vcc_lo, s21, v20, vcc_lo
  v_lshlrev_b32 v24, 2, v4
  v_ashrrev_i32 v26, 30, v4
  v_add_co_u32 v48, vcc_lo, s20, v24
  v_add_co_ci_u32 v49, vcc_lo, s21, v26, vcc_lo
  v_lshlrev_b32 v29, 2, v6
  v_ashrrev_i32 v31, 30, v6
  v_add_co_u32 v50, vcc_lo, s20, v29
  v_add_co_ci_u32 v51, vcc_lo, s21, v31, vcc_lo
  v_lshlrev_b32 v35, 2, v8
  v_ashrrev_i32 v37, 30, v8
  v_add_co_u32 v52, vcc_lo, s20, v35
  v_add_co_ci_u32 v53, vcc_lo, s21, v37, vcc_lo
  v_lshlrev_b32 v41, 2, v10
  v_ashrrev_i32 v43, 30, v10
  v_add_co_u32 v54, vcc_lo, s20, v41
  v_add_co_ci_u32 v55, vcc_lo, s21, v43, vcc_lo
  v_lshlrev_b32 v0, 2, v12
  v_ashrrev_i32 v1, 30, v12
  v_add_co_u32 v56, vcc_lo, s20, v0
  v_add_co_ci_u32 v57, vcc_lo, s21, v1, vcc_lo
  v_lshlrev_b32 v0, 2, v14
  v_ashrrev_i32 v1, 30, v14
  v_add_co_u32 v58, vcc_lo, s20, v0
  v_add_co_ci_u32 v59, vcc_lo, s21, v1, vcc_lo
  v_lshlrev_b32 v0, 2, v16
  v_ashrrev_i32 v1, 30, v16
  v_add_co_u32 v60, vcc_lo, s20, v0
  v_add_co_ci_u32 v61, vcc_lo, s21, v1, vcc_lo
  v_cmp_lt_i32_e64 s6, v2, s32
  v_cmp_lt_i32_e64 s10, v4, s32
  v_cmp_lt_i32_e64 s14, v6, s32
  v_cmp_lt_i32_e64 s18, v8, s32
  v_cmp_lt_i32_e64 s22, v10, s32
  v_cmp_lt_i32_e64 s26, v12, s32
  v_cmp_lt_i32_e64 s30, v14, s32
  v_cmp_lt_i32_e64 s34, v16, s32
  s_mov_b32 s38, 0
  v_mov_b32 v23, s38
  v_mov_b32 v22, v23
  s_and_saveexec_b32 s72, s6
  global_load_b32 v22, v[70:71], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v27, s38
  v_mov_b32 v26, v27
  s_and_saveexec_b32 s72, s10
  global_load_b32 v26, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v30, s38
  v_mov_b32 v29, v30
  s_and_saveexec_b32 s72, s14
  global_load_b32 v29, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v34, s38
  v_mov_b32 v33, v34
  s_and_saveexec_b32 s72, s18
  global_load_b32 v33, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v38, s38
  v_mov_b32 v37, v38
  s_and_saveexec_b32 s72, s22
  global_load_b32 v37, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v42, s38
  v_mov_b32 v41, v42
  s_and_saveexec_b32 s72, s26
  global_load_b32 v41, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v46, s38
  v_mov_b32 v45, v46
  s_and_saveexec_b32 s72, s30
  global_load_b32 v45, v[58:59], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v1, s38
  v_mov_b32 v0, v1
  s_and_saveexec_b32 s72, s34
  global_load_b32 v0, v[60:61], off
  s_mov_b32 exec_lo, s72
  v_lshlrev_b32 v1, 2, v2
  v_ashrrev_i32 v3, 30, v2
  v_add_co_u32 v48, vcc_lo, s24, v1
  v_add_co_ci_u32 v49, vcc_lo, s25, v3, vcc_lo
  v_lshlrev_b32 v1, 2, v4
  v_ashrrev_i32 v3, 30, v4
  v_add_co_u32 v50, vcc_lo, s24, v1
  v_add_co_ci_u32 v51, vcc_lo, s25, v3, vcc_lo
  v_lshlrev_b32 v3, 2, v6
  v_ashrrev_i32 v5, 30, v6
  v_add_co_u32 v60, vcc_lo, s24, v3
  v_add_co_ci_u32 v61, vcc_lo, s25, v5, vcc_lo
  v_lshlrev_b32 v9, 2, v8
  v_ashrrev_i32 v11, 30, v8
  v_add_co_u32 v64, vcc_lo, s24, v9
  v_add_co_ci_u32 v65, vcc_lo, s25, v11, vcc_lo
  v_lshlrev_b32 v15, 2, v10
  v_ashrrev_i32 v17, 30, v10
  v_add_co_u32 v68, vcc_lo, s24, v15
  v_add_co_ci_u32 v69, vcc_lo, s25, v17, vcc_lo
  v_lshlrev_b32 v20, 2, v12
  v_ashrrev_i32 v23, 30, v12
  v_add_co_u32 v52, vcc_lo, s24, v20
  v_add_co_ci_u32 v53, vcc_lo, s25, v23, vcc_lo
  v_lshlrev_b32 v27, 2, v14
  v_ashrrev_i32 v28, 30, v14
  v_add_co_u32 v54, vcc_lo, s24, v27
  v_add_co_ci_u32 v55, vcc_lo, s25, v28, vcc_lo
  v_lshlrev_b32 v31, 2, v16
  v_ashrrev_i32 v34, 30, v16
  v_add_co_u32 v56, vcc_lo, s24, v31
  v_add_co_ci_u32 v57, vcc_lo, s25, v34, vcc_lo
  v_mov_b32 v39, s38
  v_mov_b32 v38, v39
  s_and_saveexec_b32 s72, s6
  global_load_b32 v38, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v43, s38
  v_mov_b32 v42, v43
  s_and_saveexec_b32 s72, s10
  global_load_b32 v42, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v1, s38
  v_mov_b32 v46, v1
  s_and_saveexec_b32 s72, s14
  global_load_b32 v46, v[60:61], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v3, s38
  v_mov_b32 v1, v3
  s_and_saveexec_b32 s72, s18
  global_load_b32 v1, v[64:65], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v5, s38
  v_mov_b32 v3, v5
  s_and_saveexec_b32 s72, s22
  global_load_b32 v3, v[68:69], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v7, s38
  v_mov_b32 v5, v7
  s_and_saveexec_b32 s72, s26
  global_load_b32 v5, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v9, s38
  v_mov_b32 v7, v9
  s_and_saveexec_b32 s72, s30
  global_load_b32 v7, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v11, s38
  v_mov_b32 v9, v11
  s_and_saveexec_b32 s72, s34
  global_load_b32 v9, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_lshlrev_b32 v11, 2, v2
  v_ashrrev_i32 v13, 30, v2
  v_add_co_u32 v62, vcc_lo, s28, v11
  v_add_co_ci_u32 v63, vcc_lo, s29, v13, vcc_lo
  v_lshlrev_b32 v13, 2, v4
  v_ashrrev_i32 v15, 30, v4
  v_add_co_u32 v66, vcc_lo, s28, v13
  v_add_co_ci_u32 v67, vcc_lo, s29, v15, vcc_lo
  v_lshlrev_b32 v19, 2, v6
  v_ashrrev_i32 v21, 30, v6
  v_add_co_u32 v72, vcc_lo, s28, v19
  v_add_co_ci_u32 v73, vcc_lo, s29, v21, vcc_lo
  v_lshlrev_b32 v25, 2, v8
  v_ashrrev_i32 v27, 30, v8
  v_add_co_u32 v48, vcc_lo, s28, v25
  v_add_co_ci_u32 v49, vcc_lo, s29, v27, vcc_lo
  v_lshlrev_b32 v30, 2, v10
  v_ashrrev_i32 v32, 30, v10
  v_add_co_u32 v50, vcc_lo, s28, v30
  v_add_co_ci_u32 v51, vcc_lo, s29, v32, vcc_lo
  v_lshlrev_b32 v36, 2, v12
  v_ashrrev_i32 v39, 30, v12
  v_add_co_u32 v52, vcc_lo, s28, v36
  v_add_co_ci_u32 v53, vcc_lo, s29, v39, vcc_lo
  v_lshlrev_b32 v43, 2, v14
  v_ashrrev_i32 v44, 30, v14
  v_add_co_u32 v54, vcc_lo, s28, v43
  v_add_co_ci_u32 v55, vcc_lo, s29, v44, vcc_lo
  v_lshlrev_b32 v2, 2, v16
  v_ashrrev_i32 v4, 30, v16
  v_add_co_u32 v56, vcc_lo, s28, v2
  v_add_co_ci_u32 v57, vcc_lo, s29, v4, vcc_lo
  s_waitcnt vmcnt(0)
  v_add_f32 v12, v22, v38
  v_add_f32 v11, v26, v42
  v_add_f32 v10, v29, v46
  v_add_f32 v8, v33, v1
  v_add_f32 v1, v37, v3
  v_add_f32 v2, v41, v5
  v_add_f32 v4, v45, v7
  v_add_f32 v6, v0, v9
  s_and_saveexec_b32 s72, s6
  global_store_b32 v[62:63], v12, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s10
  global_store_b32 v[66:67], v11, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s14
  global_store_b32 v[72:73], v10, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s18
  global_store_b32 v[48:49], v8, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s22
  global_store_b32 v[50:51], v1, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s26
  global_store_b32 v[52:53], v2, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s30
  global_store_b32 v[54:55], v4, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s34
  global_store_b32 v[56:57], v6, off
  s_mov_b32 exec_lo, s72
  s_endpgm
.Ladd_end:
.size add, .Ladd_end-add
; 74 SGPRs, 74 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_sgpr 74
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
    .sgpr_count: 74
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
