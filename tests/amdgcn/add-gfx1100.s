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
  v_and_b32 v23, v8, s44
  s_mov_b32 s52, 2
  v_lshlrev_b32 v27, s52, v23
  s_cmp_ge_u32 s52, 32
  s_cselect_b32 s62, -1, 0
  v_cndmask_b32_e64 v31, v27, 0, s62
  s_mov_b32 s70, 0
  v_add_nc_u32 v35, v31, s70
  s_mov_b32 s78, 1
  v_add_nc_u32 v38, v35, s78
  s_mov_b32 s86, 2
  v_add_nc_u32 v42, v35, s86
  s_mov_b32 s94, 3
  v_add_nc_u32 v46, v35, s94
  s_mov_b32 s0, 0x200
  v_add_nc_u32 v50, v35, s0
  s_mov_b32 s0, 0x201
  v_add_nc_u32 v54, v35, s0
  s_mov_b32 s0, 0x202
  v_add_nc_u32 v58, v35, s0
  s_mov_b32 s0, 0x203
  v_add_nc_u32 v2, v35, s0
  v_add_nc_u32 v4, s40, v35
  v_add_nc_u32 v6, s40, v38
  v_add_nc_u32 v8, s40, v42
  v_add_nc_u32 v10, s40, v46
  v_add_nc_u32 v12, s40, v50
  v_add_nc_u32 v14, s40, v54
  v_add_nc_u32 v16, s40, v58
  v_add_nc_u32 v18, s40, v2
  s_mov_b32 s40, 4
  v_mul_lo_u32 v21, v4, s40
  v_mul_hi_i32 v23, v4, s40
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v114, s20
  v_mov_b32 v115, s21
  v_add_co_u32 v118, vcc_lo, v114, v21
  v_add_co_ci_u32 v119, vcc_lo, v115, v23, vcc_lo
  s_mov_b32 s60, 4
  v_mul_lo_u32 v30, v6, s60
  v_mul_hi_i32 v32, v6, s60
  v_mov_b32 v134, s20
  v_mov_b32 v135, s21
  v_add_co_u32 v138, vcc_lo, v134, v30
  v_add_co_ci_u32 v139, vcc_lo, v135, v32, vcc_lo
  s_mov_b32 s80, 4
  v_mul_lo_u32 v39, v8, s80
  v_mul_hi_i32 v41, v8, s80
  v_mov_b32 v154, s20
  v_mov_b32 v155, s21
  v_add_co_u32 v158, vcc_lo, v154, v39
  v_add_co_ci_u32 v159, vcc_lo, v155, v41, vcc_lo
  s_mov_b32 s0, 4
  v_mul_lo_u32 v49, v10, s0
  v_mul_hi_i32 v51, v10, s0
  v_mov_b32 v174, s20
  v_mov_b32 v175, s21
  v_add_co_u32 v178, vcc_lo, v174, v49
  v_add_co_ci_u32 v179, vcc_lo, v175, v51, vcc_lo
  s_mov_b32 s0, 4
  v_mul_lo_u32 v59, v12, s0
  v_mul_hi_i32 v1, v12, s0
  v_mov_b32 v68, s20
  v_mov_b32 v69, s21
  v_add_co_u32 v72, vcc_lo, v68, v59
  v_add_co_ci_u32 v73, vcc_lo, v69, v1, vcc_lo
  s_mov_b32 s14, 4
  v_mul_lo_u32 v9, v14, s14
  v_mul_hi_i32 v11, v14, s14
  v_mov_b32 v88, s20
  v_mov_b32 v89, s21
  v_add_co_u32 v92, vcc_lo, v88, v9
  v_add_co_ci_u32 v93, vcc_lo, v89, v11, vcc_lo
  s_mov_b32 s34, 4
  v_mul_lo_u32 v19, v16, s34
  v_mul_hi_i32 v20, v16, s34
  v_mov_b32 v108, s20
  v_mov_b32 v109, s21
  v_add_co_u32 v112, vcc_lo, v108, v19
  v_add_co_ci_u32 v113, vcc_lo, v109, v20, vcc_lo
  s_mov_b32 s54, 4
  v_mul_lo_u32 v28, v18, s54
  v_mul_hi_i32 v29, v18, s54
  v_mov_b32 v128, s20
  v_mov_b32 v129, s21
  v_add_co_u32 v132, vcc_lo, v128, v28
  v_add_co_ci_u32 v133, vcc_lo, v129, v29, vcc_lo
  v_cmp_lt_i32_e64 s74, v4, s32
  v_cmp_lt_i32_e64 s78, v6, s32
  v_cmp_lt_i32_e64 s82, v8, s32
  v_cmp_lt_i32_e64 s86, v10, s32
  v_cmp_lt_i32_e64 s90, v12, s32
  v_cmp_lt_i32_e64 s94, v14, s32
  v_cmp_lt_i32_e64 s98, v16, s32
  v_cmp_lt_i32_e64 s0, v18, s32
  s_mov_b32 s2, 0
  v_mov_b32 v54, s2
  v_mov_b32 v53, v54
  s_and_saveexec_b32 s100, s74
  global_load_b32 v53, v[118:119], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v58, s2
  v_mov_b32 v57, v58
  s_and_saveexec_b32 s100, s78
  global_load_b32 v57, v[138:139], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v2, s2
  v_mov_b32 v1, v2
  s_and_saveexec_b32 s100, s82
  global_load_b32 v1, v[158:159], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v7, s2
  v_mov_b32 v5, v7
  s_and_saveexec_b32 s100, s86
  global_load_b32 v5, v[178:179], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v11, s2
  v_mov_b32 v9, v11
  s_and_saveexec_b32 s100, s90
  global_load_b32 v9, v[72:73], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v15, s2
  v_mov_b32 v13, v15
  s_and_saveexec_b32 s100, s94
  global_load_b32 v13, v[92:93], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v19, s2
  v_mov_b32 v17, v19
  s_and_saveexec_b32 s100, s98
  global_load_b32 v17, v[112:113], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v21, s2
  v_mov_b32 v20, v21
  s_and_saveexec_b32 s100, s0
  global_load_b32 v20, v[132:133], off
  s_mov_b32 exec_lo, s100
  s_mov_b32 s48, 4
  v_mul_lo_u32 v25, v4, s48
  v_mul_hi_i32 v27, v4, s48
  v_mov_b32 v122, s24
  v_mov_b32 v123, s25
  v_add_co_u32 v126, vcc_lo, v122, v25
  v_add_co_ci_u32 v127, vcc_lo, v123, v27, vcc_lo
  s_mov_b32 s68, 4
  v_mul_lo_u32 v34, v6, s68
  v_mul_hi_i32 v36, v6, s68
  v_mov_b32 v142, s24
  v_mov_b32 v143, s25
  v_add_co_u32 v146, vcc_lo, v142, v34
  v_add_co_ci_u32 v147, vcc_lo, v143, v36, vcc_lo
  s_mov_b32 s88, 4
  v_mul_lo_u32 v43, v8, s88
  v_mul_hi_i32 v45, v8, s88
  v_mov_b32 v162, s24
  v_mov_b32 v163, s25
  v_add_co_u32 v166, vcc_lo, v162, v43
  v_add_co_ci_u32 v167, vcc_lo, v163, v45, vcc_lo
  s_mov_b32 s4, 4
  v_mul_lo_u32 v54, v10, s4
  v_mul_hi_i32 v55, v10, s4
  v_mov_b32 v182, s24
  v_mov_b32 v183, s25
  v_add_co_u32 v186, vcc_lo, v182, v54
  v_add_co_ci_u32 v187, vcc_lo, v183, v55, vcc_lo
  s_mov_b32 s4, 4
  v_mul_lo_u32 v3, v12, s4
  v_mul_hi_i32 v7, v12, s4
  v_mov_b32 v76, s24
  v_mov_b32 v77, s25
  v_add_co_u32 v80, vcc_lo, v76, v3
  v_add_co_ci_u32 v81, vcc_lo, v77, v7, vcc_lo
  s_mov_b32 s22, 4
  v_mul_lo_u32 v15, v14, s22
  v_mul_hi_i32 v19, v14, s22
  v_mov_b32 v96, s24
  v_mov_b32 v97, s25
  v_add_co_u32 v100, vcc_lo, v96, v15
  v_add_co_ci_u32 v101, vcc_lo, v97, v19, vcc_lo
  s_mov_b32 s42, 4
  v_mul_lo_u32 v22, v16, s42
  v_mul_hi_i32 v24, v16, s42
  v_mov_b32 v116, s24
  v_mov_b32 v117, s25
  v_add_co_u32 v120, vcc_lo, v116, v22
  v_add_co_ci_u32 v121, vcc_lo, v117, v24, vcc_lo
  s_mov_b32 s62, 4
  v_mul_lo_u32 v31, v18, s62
  v_mul_hi_i32 v33, v18, s62
  v_mov_b32 v136, s24
  v_mov_b32 v137, s25
  v_add_co_u32 v140, vcc_lo, v136, v31
  v_add_co_ci_u32 v141, vcc_lo, v137, v33, vcc_lo
  v_mov_b32 v40, s2
  v_mov_b32 v39, v40
  s_and_saveexec_b32 s100, s74
  global_load_b32 v39, v[126:127], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v44, s2
  v_mov_b32 v43, v44
  s_and_saveexec_b32 s100, s78
  global_load_b32 v43, v[146:147], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v48, s2
  v_mov_b32 v47, v48
  s_and_saveexec_b32 s100, s82
  global_load_b32 v47, v[166:167], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v52, s2
  v_mov_b32 v51, v52
  s_and_saveexec_b32 s100, s86
  global_load_b32 v51, v[186:187], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v56, s2
  v_mov_b32 v55, v56
  s_and_saveexec_b32 s100, s90
  global_load_b32 v55, v[80:81], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v60, s2
  v_mov_b32 v59, v60
  s_and_saveexec_b32 s100, s94
  global_load_b32 v59, v[100:101], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v7, s2
  v_mov_b32 v3, v7
  s_and_saveexec_b32 s100, s98
  global_load_b32 v3, v[120:121], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v11, s2
  v_mov_b32 v7, v11
  s_and_saveexec_b32 s100, s0
  global_load_b32 v7, v[140:141], off
  s_mov_b32 exec_lo, s100
  s_mov_b32 s20, 4
  v_mul_lo_u32 v15, v4, s20
  v_mul_hi_i32 v19, v4, s20
  v_mov_b32 v94, s28
  v_mov_b32 v95, s29
  v_add_co_u32 v98, vcc_lo, v94, v15
  v_add_co_ci_u32 v99, vcc_lo, v95, v19, vcc_lo
  s_mov_b32 s40, 4
  v_mul_lo_u32 v21, v6, s40
  v_mul_hi_i32 v23, v6, s40
  v_mov_b32 v114, s28
  v_mov_b32 v115, s29
  v_add_co_u32 v118, vcc_lo, v114, v21
  v_add_co_ci_u32 v119, vcc_lo, v115, v23, vcc_lo
  s_mov_b32 s60, 4
  v_mul_lo_u32 v30, v8, s60
  v_mul_hi_i32 v32, v8, s60
  v_mov_b32 v134, s28
  v_mov_b32 v135, s29
  v_add_co_u32 v138, vcc_lo, v134, v30
  v_add_co_ci_u32 v139, vcc_lo, v135, v32, vcc_lo
  s_mov_b32 s80, 4
  v_mul_lo_u32 v40, v10, s80
  v_mul_hi_i32 v41, v10, s80
  v_mov_b32 v154, s28
  v_mov_b32 v155, s29
  v_add_co_u32 v158, vcc_lo, v154, v40
  v_add_co_ci_u32 v159, vcc_lo, v155, v41, vcc_lo
  s_mov_b32 s2, 4
  v_mul_lo_u32 v49, v12, s2
  v_mul_hi_i32 v52, v12, s2
  v_mov_b32 v174, s28
  v_mov_b32 v175, s29
  v_add_co_u32 v178, vcc_lo, v174, v49
  v_add_co_ci_u32 v179, vcc_lo, v175, v52, vcc_lo
  s_mov_b32 s2, 4
  v_mul_lo_u32 v60, v14, s2
  v_mul_hi_i32 v2, v14, s2
  v_mov_b32 v68, s28
  v_mov_b32 v69, s29
  v_add_co_u32 v72, vcc_lo, v68, v60
  v_add_co_ci_u32 v73, vcc_lo, v69, v2, vcc_lo
  s_mov_b32 s14, 4
  v_mul_lo_u32 v10, v16, s14
  v_mul_hi_i32 v11, v16, s14
  v_mov_b32 v88, s28
  v_mov_b32 v89, s29
  v_add_co_u32 v92, vcc_lo, v88, v10
  v_add_co_ci_u32 v93, vcc_lo, v89, v11, vcc_lo
  s_mov_b32 s34, 4
  v_mul_lo_u32 v19, v18, s34
  v_mul_hi_i32 v21, v18, s34
  v_mov_b32 v108, s28
  v_mov_b32 v109, s29
  v_add_co_u32 v112, vcc_lo, v108, v19
  v_add_co_ci_u32 v113, vcc_lo, v109, v21, vcc_lo
  s_waitcnt vmcnt(0)
  v_add_f32 v26, v53, v39
  v_add_f32 v28, v57, v43
  v_add_f32 v29, v1, v47
  v_add_f32 v31, v5, v51
  v_add_f32 v33, v9, v55
  v_add_f32 v35, v13, v59
  v_add_f32 v37, v17, v3
  v_add_f32 v38, v20, v7
  s_and_saveexec_b32 s100, s74
  global_store_b32 v[98:99], v26, off
  s_mov_b32 exec_lo, s100
  s_and_saveexec_b32 s100, s78
  global_store_b32 v[118:119], v28, off
  s_mov_b32 exec_lo, s100
  s_and_saveexec_b32 s100, s82
  global_store_b32 v[138:139], v29, off
  s_mov_b32 exec_lo, s100
  s_and_saveexec_b32 s100, s86
  global_store_b32 v[158:159], v31, off
  s_mov_b32 exec_lo, s100
  s_and_saveexec_b32 s100, s90
  global_store_b32 v[178:179], v33, off
  s_mov_b32 exec_lo, s100
  s_and_saveexec_b32 s100, s94
  global_store_b32 v[72:73], v35, off
  s_mov_b32 exec_lo, s100
  s_and_saveexec_b32 s100, s98
  global_store_b32 v[92:93], v37, off
  s_mov_b32 exec_lo, s100
  s_and_saveexec_b32 s100, s0
  global_store_b32 v[112:113], v38, off
  s_mov_b32 exec_lo, s100
  s_endpgm
.Ladd_end:
.size add, .Ladd_end-add

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
  .amdhsa_next_free_vgpr 188
  .amdhsa_next_free_sgpr 102
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
    .sgpr_count: 102
    .vgpr_count: 188
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
