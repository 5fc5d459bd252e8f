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
  v_add_nc_u32 v39, v36, s0
  s_mov_b32 s0, 2
  v_add_nc_u32 v43, v36, s0
  s_mov_b32 s0, 3
  v_add_nc_u32 v0, v36, s0
  s_mov_b32 s0, 0x200
  v_add_nc_u32 v1, v36, s0
  s_mov_b32 s0, 0x201
  v_add_nc_u32 v2, v36, s0
  s_mov_b32 s0, 0x202
  v_add_nc_u32 v3, v36, s0
  s_mov_b32 s0, 0x203
  v_add_nc_u32 v5, v36, s0
  v_add_nc_u32 v4, s40, v36
  v_add_nc_u32 v6, s40, v39
  v_add_nc_u32 v8, s40, v43
  v_add_nc_u32 v10, s40, v0
  v_add_nc_u32 v12, s40, v1
  v_add_nc_u32 v14, s40, v2
  v_add_nc_u32 v16, s40, v3
  v_add_nc_u32 v18, s40, v5
  s_mov_b32 s40, 4
  v_mul_lo_u32 v22, v4, s40
  v_mul_hi_i32 v24, v4, s40
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v48, s20
  v_mov_b32 v49, s21
  v_add_co_u32 v46, vcc_lo, v48, v22
  v_add_co_ci_u32 v47, vcc_lo, v49, v24, vcc_lo
  s_mov_b32 s60, 4
  v_mul_lo_u32 v31, v6, s60
  v_mul_hi_i32 v33, v6, s60
  v_mov_b32 v50, s20
  v_mov_b32 v51, s21
  v_add_co_u32 v48, vcc_lo, v50, v31
  v_add_co_ci_u32 v49, vcc_lo, v51, v33, vcc_lo
  s_mov_b32 s0, 4
  v_mul_lo_u32 v40, v8, s0
  v_mul_hi_i32 v42, v8, s0
  v_mov_b32 v52, s20
  v_mov_b32 v53, s21
  v_add_co_u32 v50, vcc_lo, v52, v40
  v_add_co_ci_u32 v51, vcc_lo, v53, v42, vcc_lo
  s_mov_b32 s0, 4
  v_mul_lo_u32 v0, v10, s0
  v_mul_hi_i32 v1, v10, s0
  v_mov_b32 v54, s20
  v_mov_b32 v55, s21
  v_add_co_u32 v52, vcc_lo, v54, v0
  v_add_co_ci_u32 v53, vcc_lo, v55, v1, vcc_lo
  s_mov_b32 s0, 4
  v_mul_lo_u32 v0, v12, s0
  v_mul_hi_i32 v1, v12, s0
  v_mov_b32 v54, s20
  v_mov_b32 v55, s21
  v_add_co_u32 v56, vcc_lo, v54, v0
  v_add_co_ci_u32 v57, vcc_lo, v55, v1, vcc_lo
  s_mov_b32 s14, 4
  v_mul_lo_u32 v9, v14, s14
  v_mul_hi_i32 v11, v14, s14
  v_mov_b32 v64, s20
  v_mov_b32 v65, s21
  v_add_co_u32 v66, vcc_lo, v64, v9
  v_add_co_ci_u32 v67, vcc_lo, v65, v11, vcc_lo
  s_mov_b32 s34, 4
  v_mul_lo_u32 v19, v16, s34
  v_mul_hi_i32 v21, v16, s34
  v_mov_b32 v76, s20
  v_mov_b32 v77, s21
  v_add_co_u32 v54, vcc_lo, v76, v19
  v_add_co_ci_u32 v55, vcc_lo, v77, v21, vcc_lo
  s_mov_b32 s54, 4
  v_mul_lo_u32 v29, v18, s54
  v_mul_hi_i32 v30, v18, s54
  v_mov_b32 v60, s20
  v_mov_b32 v61, s21
  v_add_co_u32 v58, vcc_lo, v60, v29
  v_add_co_ci_u32 v59, vcc_lo, v61, v30, vcc_lo
  v_cmp_lt_i32_e64 s14, v4, s32
  v_cmp_lt_i32_e64 s12, v6, s32
  v_cmp_lt_i32_e64 s10, v8, s32
  v_cmp_lt_i32_e64 s8, v10, s32
  v_cmp_lt_i32_e64 s6, v12, s32
  v_cmp_lt_i32_e64 s4, v14, s32
  v_cmp_lt_i32_e64 s2, v16, s32
  v_cmp_lt_i32_e64 s0, v18, s32
  s_mov_b32 s16, 0
  v_mov_b32 v1, s16
  v_mov_b32 v0, v1
  s_and_saveexec_b32 s72, s14
  global_load_b32 v0, v[46:47], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v2, s16
  v_mov_b32 v1, v2
  s_and_saveexec_b32 s72, s12
  global_load_b32 v1, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v3, s16
  v_mov_b32 v2, v3
  s_and_saveexec_b32 s72, s10
  global_load_b32 v2, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v7, s16
  v_mov_b32 v5, v7
  s_and_saveexec_b32 s72, s8
  global_load_b32 v5, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v11, s16
  v_mov_b32 v9, v11
  s_and_saveexec_b32 s72, s6
  global_load_b32 v9, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v15, s16
  v_mov_b32 v13, v15
  s_and_saveexec_b32 s72, s4
  global_load_b32 v13, v[66:67], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v19, s16
  v_mov_b32 v17, v19
  s_and_saveexec_b32 s72, s2
  global_load_b32 v17, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v22, s16
  v_mov_b32 v21, v22
  s_and_saveexec_b32 s72, s0
  global_load_b32 v21, v[58:59], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s48, 4
  v_mul_lo_u32 v26, v4, s48
  v_mul_hi_i32 v28, v4, s48
  v_mov_b32 v48, s24
  v_mov_b32 v49, s25
  v_add_co_u32 v46, vcc_lo, v48, v26
  v_add_co_ci_u32 v47, vcc_lo, v49, v28, vcc_lo
  s_mov_b32 s68, 4
  v_mul_lo_u32 v35, v6, s68
  v_mul_hi_i32 v37, v6, s68
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc_lo, v50, v35
  v_add_co_ci_u32 v49, vcc_lo, v51, v37, vcc_lo
  s_mov_b32 s18, 4
  v_mul_lo_u32 v44, v8, s18
  v_mul_hi_i32 v3, v8, s18
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc_lo, v52, v44
  v_add_co_ci_u32 v51, vcc_lo, v53, v3, vcc_lo
  s_mov_b32 s18, 4
  v_mul_lo_u32 v3, v10, s18
  v_mul_hi_i32 v7, v10, s18
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc_lo, v54, v3
  v_add_co_ci_u32 v53, vcc_lo, v55, v7, vcc_lo
  s_mov_b32 s18, 4
  v_mul_lo_u32 v3, v12, s18
  v_mul_hi_i32 v7, v12, s18
  v_mov_b32 v60, s24
  v_mov_b32 v61, s25
  v_add_co_u32 v62, vcc_lo, v60, v3
  v_add_co_ci_u32 v63, vcc_lo, v61, v7, vcc_lo
  s_mov_b32 s22, 4
  v_mul_lo_u32 v15, v14, s22
  v_mul_hi_i32 v19, v14, s22
  v_mov_b32 v70, s24
  v_mov_b32 v71, s25
  v_add_co_u32 v74, vcc_lo, v70, v15
  v_add_co_ci_u32 v75, vcc_lo, v71, v19, vcc_lo
  s_mov_b32 s42, 4
  v_mul_lo_u32 v23, v16, s42
  v_mul_hi_i32 v25, v16, s42
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc_lo, v56, v23
  v_add_co_ci_u32 v55, vcc_lo, v57, v25, vcc_lo
  s_mov_b32 s62, 4
  v_mul_lo_u32 v32, v18, s62
  v_mul_hi_i32 v34, v18, s62
  v_mov_b32 v58, s24
  v_mov_b32 v59, s25
  v_add_co_u32 v56, vcc_lo, v58, v32
  v_add_co_ci_u32 v57, vcc_lo, v59, v34, vcc_lo
  v_mov_b32 v41, s16
  v_mov_b32 v40, v41
  s_and_saveexec_b32 s72, s14
  global_load_b32 v40, v[46:47], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v45, s16
  v_mov_b32 v44, v45
  s_and_saveexec_b32 s72, s12
  global_load_b32 v44, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v7, s16
  v_mov_b32 v3, v7
  s_and_saveexec_b32 s72, s10
  global_load_b32 v3, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v11, s16
  v_mov_b32 v7, v11
  s_and_saveexec_b32 s72, s8
  global_load_b32 v7, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v15, s16
  v_mov_b32 v11, v15
  s_and_saveexec_b32 s72, s6
  global_load_b32 v11, v[62:63], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v19, s16
  v_mov_b32 v15, v19
  s_and_saveexec_b32 s72, s4
  global_load_b32 v15, v[74:75], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v20, s16
  v_mov_b32 v19, v20
  s_and_saveexec_b32 s72, s2
  global_load_b32 v19, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v22, s16
  v_mov_b32 v20, v22
  s_and_saveexec_b32 s72, s0
  global_load_b32 v20, v[56:57], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s20, 4
  v_mul_lo_u32 v22, v4, s20
  v_mul_hi_i32 v23, v4, s20
  v_mov_b32 v68, s28
  v_mov_b32 v69, s29
  v_add_co_u32 v72, vcc_lo, v68, v22
  v_add_co_ci_u32 v73, vcc_lo, v69, v23, vcc_lo
  s_mov_b32 s40, 4
  v_mul_lo_u32 v22, v6, s40
  v_mul_hi_i32 v24, v6, s40
  v_mov_b32 v48, s28
  v_mov_b32 v49, s29
  v_add_co_u32 v46, vcc_lo, v48, v22
  v_add_co_ci_u32 v47, vcc_lo, v49, v24, vcc_lo
  s_mov_b32 s60, 4
  v_mul_lo_u32 v31, v8, s60
  v_mul_hi_i32 v33, v8, s60
  v_mov_b32 v50, s28
  v_mov_b32 v51, s29
  v_add_co_u32 v48, vcc_lo, v50, v31
  v_add_co_ci_u32 v49, vcc_lo, v51, v33, vcc_lo
  s_mov_b32 s16, 4
  v_mul_lo_u32 v41, v10, s16
  v_mul_hi_i32 v42, v10, s16
  v_mov_b32 v52, s28
  v_mov_b32 v53, s29
  v_add_co_u32 v50, vcc_lo, v52, v41
  v_add_co_ci_u32 v51, vcc_lo, v53, v42, vcc_lo
  s_mov_b32 s16, 4
  v_mul_lo_u32 v4, v12, s16
  v_mul_hi_i32 v6, v12, s16
  v_mov_b32 v54, s28
  v_mov_b32 v55, s29
  v_add_co_u32 v52, vcc_lo, v54, v4
  v_add_co_ci_u32 v53, vcc_lo, v55, v6, vcc_lo
  s_mov_b32 s16, 4
  v_mul_lo_u32 v4, v14, s16
  v_mul_hi_i32 v6, v14, s16
  v_mov_b32 v54, s28
  v_mov_b32 v55, s29
  v_add_co_u32 v56, vcc_lo, v54, v4
  v_add_co_ci_u32 v57, vcc_lo, v55, v6, vcc_lo
  s_mov_b32 s16, 4
  v_mul_lo_u32 v10, v16, s16
  v_mul_hi_i32 v12, v16, s16
  v_mov_b32 v64, s28
  v_mov_b32 v65, s29
  v_add_co_u32 v66, vcc_lo, v64, v10
  v_add_co_ci_u32 v67, vcc_lo, v65, v12, vcc_lo
  s_mov_b32 s34, 4
  v_mul_lo_u32 v22, v18, s34
  v_mul_hi_i32 v23, v18, s34
  v_mov_b32 v76, s28
  v_mov_b32 v77, s29
  v_add_co_u32 v54, vcc_lo, v76, v22
  v_add_co_ci_u32 v55, vcc_lo, v77, v23, vcc_lo
  s_waitcnt vmcnt(0)
  v_add_f32 v27, v0, v40
  v_add_f32 v29, v1, v44
  v_add_f32 v30, v2, v3
  v_add_f32 v32, v5, v7
  v_add_f32 v34, v9, v11
  v_add_f32 v36, v13, v15
  v_add_f32 v38, v17, v19
  v_add_f32 v39, v21, v20
  s_and_saveexec_b32 s72, s14
  global_store_b32 v[72:73], v27, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s12
  global_store_b32 v[46:47], v29, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s10
  global_store_b32 v[48:49], v30, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s8
  global_store_b32 v[50:51], v32, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s6
  global_store_b32 v[52:53], v34, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s4
  global_store_b32 v[56:57], v36, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s2
  global_store_b32 v[66:67], v38, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s0
  global_store_b32 v[54:55], v39, off
  s_mov_b32 exec_lo, s72
  s_endpgm
.Ladd_end:
.size add, .Ladd_end-add
; 74 SGPRs, 78 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 78
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
    .vgpr_count: 78
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
