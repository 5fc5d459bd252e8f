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
  v_and_b32 v22, v8, s44
  s_mov_b32 s52, 2
  v_lshlrev_b32 v25, s52, v22
  s_cmp_ge_u32 s52, 32
  s_cselect_b32 s62, -1, 0
  v_cndmask_b32_e64 v29, v25, 0, s62
  s_mov_b32 s70, 0
  v_add_nc_u32 v31, v29, s70
  s_mov_b32 s0, 1
  v_add_nc_u32 v34, v31, s0
  v_add_nc_u32 v36, v31, s52
  s_mov_b32 s0, 3
  v_add_nc_u32 v40, v31, s0
  s_mov_b32 s0, 0x200
  v_add_nc_u32 v0, v31, s0
  s_mov_b32 s0, 0x201
  v_add_nc_u32 v1, v31, s0
  s_mov_b32 s0, 0x202
  v_add_nc_u32 v3, v31, s0
  s_mov_b32 s0, 0x203
  v_add_nc_u32 v5, v31, s0
  v_add_nc_u32 v2, s40, v31
  v_add_nc_u32 v4, s40, v34
  v_add_nc_u32 v6, s40, v36
  v_add_nc_u32 v8, s40, v40
  v_add_nc_u32 v10, s40, v0
  v_add_nc_u32 v12, s40, v1
  v_add_nc_u32 v14, s40, v3
  v_add_nc_u32 v16, s40, v5
  s_mov_b32 s36, 4
  v_mul_lo_u32 v19, v2, s36
  v_mul_hi_i32 v21, v2, s36
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v44, s20
  v_mov_b32 v45, s21
  v_add_co_u32 v42, vcc_lo, v44, v19
  v_add_co_ci_u32 v43, vcc_lo, v45, v21, vcc_lo
  v_mul_lo_u32 v25, v4, s36
  v_mul_hi_i32 v27, v4, s36
  v_mov_b32 v46, s20
  v_mov_b32 v47, s21
  v_add_co_u32 v44, vcc_lo, v46, v25
  v_add_co_ci_u32 v45, vcc_lo, v47, v27, vcc_lo
  v_mul_lo_u32 v30, v6, s36
  v_mul_hi_i32 v32, v6, s36
  v_mov_b32 v48, s20
  v_mov_b32 v49, s21
  v_add_co_u32 v46, vcc_lo, v48, v30
  v_add_co_ci_u32 v47, vcc_lo, v49, v32, vcc_lo
  v_mul_lo_u32 v37, v8, s36
  v_mul_hi_i32 v39, v8, s36
  v_mov_b32 v50, s20
  v_mov_b32 v51, s21
  v_add_co_u32 v48, vcc_lo, v50, v37
  v_add_co_ci_u32 v49, vcc_lo, v51, v39, vcc_lo
  v_mul_lo_u32 v0, v10, s36
  v_mul_hi_i32 v1, v10, s36
  v_mov_b32 v52, s20
  v_mov_b32 v53, s21
  v_add_co_u32 v50, vcc_lo, v52, v0
  v_add_co_ci_u32 v51, vcc_lo, v53, v1, vcc_lo
  v_mul_lo_u32 v0, v12, s36
  v_mul_hi_i32 v1, v12, s36
  v_mov_b32 v54, s20
  v_mov_b32 v55, s21
  v_add_co_u32 v52, vcc_lo, v54, v0
  v_add_co_ci_u32 v53, vcc_lo, v55, v1, vcc_lo
  s_mov_b32 s10, 4
  v_mul_lo_u32 v7, v14, s10
  v_mul_hi_i32 v9, v14, s10
  v_mov_b32 v58, s20
  v_mov_b32 v59, s21
  v_add_co_u32 v60, vcc_lo, v58, v7
  v_add_co_ci_u32 v61, vcc_lo, v59, v9, vcc_lo
  v_mul_lo_u32 v15, v16, s10
  v_mul_hi_i32 v17, v16, s10
  v_mov_b32 v68, s20
  v_mov_b32 v69, s21
  v_add_co_u32 v70, vcc_lo, v68, v15
  v_add_co_ci_u32 v71, vcc_lo, v69, v17, vcc_lo
  v_cmp_lt_i32_e64 s46, v2, s32
  v_cmp_lt_i32_e64 s50, v4, s32
  v_cmp_lt_i32_e64 s54, v6, s32
  v_cmp_lt_i32_e64 s58, v8, s32
  v_cmp_lt_i32_e64 s62, v10, s32
  v_cmp_lt_i32_e64 s66, v12, s32
  v_cmp_lt_i32_e64 s70, v14, s32
  v_cmp_lt_i32_e64 s0, v16, s32
  s_mov_b32 s2, 0
  v_mov_b32 v36, s2
  v_mov_b32 v35, v36
  s_and_saveexec_b32 s72, s46
  global_load_b32 v35, v[42:43], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v40, s2
  v_mov_b32 v39, v40
  s_and_saveexec_b32 s72, s50
  global_load_b32 v39, v[44:45], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v1, s2
  v_mov_b32 v0, v1
  s_and_saveexec_b32 s72, s54
  global_load_b32 v0, v[46:47], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v3, s2
  v_mov_b32 v1, v3
  s_and_saveexec_b32 s72, s58
  global_load_b32 v1, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v5, s2
  v_mov_b32 v3, v5
  s_and_saveexec_b32 s72, s62
  global_load_b32 v3, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v7, s2
  v_mov_b32 v5, v7
  s_and_saveexec_b32 s72, s66
  global_load_b32 v5, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v9, s2
  v_mov_b32 v7, v9
  s_and_saveexec_b32 s72, s70
  global_load_b32 v7, v[60:61], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v11, s2
  v_mov_b32 v9, v11
  s_and_saveexec_b32 s72, s0
  global_load_b32 v9, v[70:71], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s20, 4
  v_mul_lo_u32 v13, v2, s20
  v_mul_hi_i32 v15, v2, s20
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v66, vcc_lo, v64, v13
  v_add_co_ci_u32 v67, vcc_lo, v65, v15, vcc_lo
  v_mul_lo_u32 v19, v4, s20
  v_mul_hi_i32 v21, v4, s20
  v_mov_b32 v44, s24
  v_mov_b32 v45, s25
  v_add_co_u32 v42, vcc_lo, v44, v19
  v_add_co_ci_u32 v43, vcc_lo, v45, v21, vcc_lo
  v_mul_lo_u32 v25, v6, s20
  v_mul_hi_i32 v27, v6, s20
  v_mov_b32 v46, s24
  v_mov_b32 v47, s25
  v_add_co_u32 v44, vcc_lo, v46, v25
  v_add_co_ci_u32 v45, vcc_lo, v47, v27, vcc_lo
  v_mul_lo_u32 v30, v8, s20
  v_mul_hi_i32 v32, v8, s20
  v_mov_b32 v48, s24
  v_mov_b32 v49, s25
  v_add_co_u32 v46, vcc_lo, v48, v30
  v_add_co_ci_u32 v47, vcc_lo, v49, v32, vcc_lo
  v_mul_lo_u32 v37, v10, s20
  v_mul_hi_i32 v40, v10, s20
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc_lo, v50, v37
  v_add_co_ci_u32 v49, vcc_lo, v51, v40, vcc_lo
  v_mul_lo_u32 v11, v12, s20
  v_mul_hi_i32 v13, v12, s20
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc_lo, v52, v11
  v_add_co_ci_u32 v51, vcc_lo, v53, v13, vcc_lo
  s_mov_b32 s4, 4
  v_mul_lo_u32 v11, v14, s4
  v_mul_hi_i32 v13, v14, s4
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc_lo, v54, v11
  v_add_co_ci_u32 v53, vcc_lo, v55, v13, vcc_lo
  v_mul_lo_u32 v11, v16, s4
  v_mul_hi_i32 v13, v16, s4
  v_mov_b32 v58, s24
  v_mov_b32 v59, s25
  v_add_co_u32 v60, vcc_lo, v58, v11
  v_add_co_ci_u32 v61, vcc_lo, v59, v13, vcc_lo
  v_mov_b32 v18, s2
  v_mov_b32 v17, v18
  s_and_saveexec_b32 s72, s46
  global_load_b32 v17, v[66:67], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v20, s2
  v_mov_b32 v19, v20
  s_and_saveexec_b32 s72, s50
  global_load_b32 v19, v[42:43], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v23, s2
  v_mov_b32 v22, v23
  s_and_saveexec_b32 s72, s54
  global_load_b32 v22, v[44:45], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v26, s2
  v_mov_b32 v25, v26
  s_and_saveexec_b32 s72, s58
  global_load_b32 v25, v[46:47], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v29, s2
  v_mov_b32 v28, v29
  s_and_saveexec_b32 s72, s62
  global_load_b32 v28, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v31, s2
  v_mov_b32 v30, v31
  s_and_saveexec_b32 s72, s66
  global_load_b32 v30, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v34, s2
  v_mov_b32 v33, v34
  s_and_saveexec_b32 s72, s70
  global_load_b32 v33, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v38, s2
  v_mov_b32 v37, v38
  s_and_saveexec_b32 s72, s0
  global_load_b32 v37, v[60:61], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s2, 4
  v_mul_lo_u32 v11, v2, s2
  v_mul_hi_i32 v2, v2, s2
  v_mov_b32 v44, s28
  v_mov_b32 v45, s29
  v_add_co_u32 v42, vcc_lo, v44, v11
  v_add_co_ci_u32 v43, vcc_lo, v45, v2, vcc_lo
  v_mul_lo_u32 v2, v4, s2
  v_mul_hi_i32 v4, v4, s2
  v_mov_b32 v46, s28
  v_mov_b32 v47, s29
  v_add_co_u32 v44, vcc_lo, v46, v2
  v_add_co_ci_u32 v45, vcc_lo, v47, v4, vcc_lo
  v_mul_lo_u32 v2, v6, s2
  v_mul_hi_i32 v4, v6, s2
  v_mov_b32 v54, s28
  v_mov_b32 v55, s29
  v_add_co_u32 v56, vcc_lo, v54, v2
  v_add_co_ci_u32 v57, vcc_lo, v55, v4, vcc_lo
  v_mul_lo_u32 v11, v8, s2
  v_mul_hi_i32 v13, v8, s2
  v_mov_b32 v62, s28
  v_mov_b32 v63, s29
  v_add_co_u32 v64, vcc_lo, v62, v11
  v_add_co_ci_u32 v65, vcc_lo, v63, v13, vcc_lo
  v_mul_lo_u32 v18, v10, s2
  v_mul_hi_i32 v20, v10, s2
  v_mov_b32 v72, s28
  v_mov_b32 v73, s29
  v_add_co_u32 v46, vcc_lo, v72, v18
  v_add_co_ci_u32 v47, vcc_lo, v73, v20, vcc_lo
  v_mul_lo_u32 v24, v12, s2
  v_mul_hi_i32 v26, v12, s2
  v_mov_b32 v50, s28
  v_mov_b32 v51, s29
  v_add_co_u32 v48, vcc_lo, v50, v24
  v_add_co_ci_u32 v49, vcc_lo, v51, v26, vcc_lo
  s_mov_b32 s68, 4
  v_mul_lo_u32 v31, v14, s68
  v_mul_hi_i32 v32, v14, s68
  v_mov_b32 v52, s28
  v_mov_b32 v53, s29
  v_add_co_u32 v50, vcc_lo, v52, v31
  v_add_co_ci_u32 v51, vcc_lo, v53, v32, vcc_lo
  v_mul_lo_u32 v38, v16, s68
  v_mul_hi_i32 v40, v16, s68
  v_mov_b32 v54, s28
  v_mov_b32 v55, s29
  v_add_co_u32 v52, vcc_lo, v54, v38
  v_add_co_ci_u32 v53, vcc_lo, v55, v40, vcc_lo
  s_waitcnt vmcnt(0)
  v_add_f32 v10, v35, v17
  v_add_f32 v8, v39, v19
  v_add_f32 v6, v0, v22
  v_add_f32 v4, v1, v25
  v_add_f32 v2, v3, v28
  v_add_f32 v0, v5, v30
  v_add_f32 v1, v7, v33
  v_add_f32 v3, v9, v37
  s_and_saveexec_b32 s72, s46
  global_store_b32 v[42:43], v10, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s50
  global_store_b32 v[44:45], v8, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s54
  global_store_b32 v[56:57], v6, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s58
  global_store_b32 v[64:65], v4, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s62
  global_store_b32 v[46:47], v2, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s66
  global_store_b32 v[48:49], v0, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s70
  global_store_b32 v[50:51], v1, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s0
  global_store_b32 v[52:53], v3, off
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
