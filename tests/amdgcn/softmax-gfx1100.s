.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 5
.text
.globl softmax
.p2align 8
.type softmax,@function
softmax:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v6, 31, v0
  s_mov_b32 s16, 0x3ff
  v_and_b32 v10, s16, v0
  s_load_b64 s[24:25], s[0:1], 0x0
  s_load_b64 s[28:29], s[0:1], 0x8
  s_load_b32 s32, s[0:1], 0x10
  s_load_b32 s36, s[0:1], 0x14
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s40, s2, s32
  s_mov_b32 s44, 0x7f
  v_and_b32 v24, v10, s44
  s_mov_b32 s52, 2
  v_lshlrev_b32 v28, s52, v24
  s_cmp_ge_u32 s52, 32
  s_cselect_b32 s62, -1, 0
  v_cndmask_b32_e64 v33, v28, 0, s62
  s_mov_b32 s70, 0
  v_add_nc_u32 v37, v33, s70
  s_mov_b32 s0, 1
  v_add_nc_u32 v41, v37, s0
  v_add_nc_u32 v43, v37, s52
  s_mov_b32 s0, 3
  v_add_nc_u32 v47, v37, s0
  s_mov_b32 s0, 0x200
  v_add_nc_u32 v0, v37, s0
  s_mov_b32 s0, 0x201
  v_add_nc_u32 v1, v37, s0
  s_mov_b32 s0, 0x202
  v_add_nc_u32 v3, v37, s0
  s_mov_b32 s0, 0x203
  v_add_nc_u32 v4, v37, s0
  v_add_nc_u32 v2, s40, v37
  v_add_nc_u32 v13, s40, v41
  v_add_nc_u32 v9, s40, v43
  v_add_nc_u32 v8, s40, v47
  v_add_nc_u32 v11, s40, v0
  v_add_nc_u32 v12, s40, v1
  v_add_nc_u32 v14, s40, v3
  v_add_nc_u32 v16, s40, v4
  s_mov_b32 s38, 4
  v_mul_lo_u32 v20, v2, s38
  v_mul_hi_i32 v22, v2, s38
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc_lo, v50, v20
  v_add_co_ci_u32 v49, vcc_lo, v51, v22, vcc_lo
  v_mul_lo_u32 v28, v13, s38
  v_mul_hi_i32 v30, v13, s38
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc_lo, v52, v28
  v_add_co_ci_u32 v51, vcc_lo, v53, v30, vcc_lo
  v_mul_lo_u32 v36, v9, s38
  v_mul_hi_i32 v38, v9, s38
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc_lo, v54, v36
  v_add_co_ci_u32 v53, vcc_lo, v55, v38, vcc_lo
  v_mul_lo_u32 v44, v8, s38
  v_mul_hi_i32 v46, v8, s38
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc_lo, v56, v44
  v_add_co_ci_u32 v55, vcc_lo, v57, v46, vcc_lo
  v_mul_lo_u32 v5, v11, s38
  v_mul_hi_i32 v7, v11, s38
  v_mov_b32 v58, s24
  v_mov_b32 v59, s25
  v_add_co_u32 v56, vcc_lo, v58, v5
  v_add_co_ci_u32 v57, vcc_lo, v59, v7, vcc_lo
  v_mul_lo_u32 v5, v12, s38
  v_mul_hi_i32 v7, v12, s38
  v_mov_b32 v60, s24
  v_mov_b32 v61, s25
  v_add_co_u32 v58, vcc_lo, v60, v5
  v_add_co_ci_u32 v59, vcc_lo, v61, v7, vcc_lo
  s_mov_b32 s10, 4
  v_mul_lo_u32 v7, v14, s10
  v_mul_hi_i32 v15, v14, s10
  v_mov_b32 v62, s24
  v_mov_b32 v63, s25
  v_add_co_u32 v64, vcc_lo, v62, v7
  v_add_co_ci_u32 v65, vcc_lo, v63, v15, vcc_lo
  v_mul_lo_u32 v15, v16, s10
  v_mul_hi_i32 v17, v16, s10
  v_mov_b32 v70, s24
  v_mov_b32 v71, s25
  v_add_co_u32 v72, vcc_lo, v70, v15
  v_add_co_ci_u32 v73, vcc_lo, v71, v17, vcc_lo
  v_cmp_lt_i32_e64 s46, v37, s36
  v_cmp_lt_i32_e64 s50, v41, s36
  v_cmp_lt_i32_e64 s54, v43, s36
  v_cmp_lt_i32_e64 s58, v47, s36
  v_cmp_lt_i32_e64 s62, v0, s36
  v_cmp_lt_i32_e64 s66, v1, s36
  v_cmp_lt_i32_e64 s70, v3, s36
  v_cmp_lt_i32_e64 s0, v4, s36
  s_mov_b32 s2, 0xff800000
  v_mov_b32 v43, s2
  v_mov_b32 v42, v43
  s_and_saveexec_b32 s72, s46
  global_load_b32 v42, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v47, s2
  v_mov_b32 v46, v47
  s_and_saveexec_b32 s72, s50
  global_load_b32 v46, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v1, s2
  v_mov_b32 v0, v1
  s_and_saveexec_b32 s72, s54
  global_load_b32 v0, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v3, s2
  v_mov_b32 v1, v3
  s_and_saveexec_b32 s72, s58
  global_load_b32 v1, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v4, s2
  v_mov_b32 v3, v4
  s_and_saveexec_b32 s72, s62
  global_load_b32 v3, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v5, s2
  v_mov_b32 v4, v5
  s_and_saveexec_b32 s72, s66
  global_load_b32 v4, v[58:59], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v7, s2
  v_mov_b32 v5, v7
  s_and_saveexec_b32 s72, s70
  global_load_b32 v5, v[64:65], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v15, s2
  v_mov_b32 v7, v15
  s_and_saveexec_b32 s72, s0
  global_load_b32 v7, v[72:73], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s20, 4
  v_mul_lo_u32 v15, v2, s20
  v_mul_hi_i32 v17, v2, s20
  v_mov_b32 v66, s28
  v_mov_b32 v67, s29
  v_add_co_u32 v68, vcc_lo, v66, v15
  v_add_co_ci_u32 v69, vcc_lo, v67, v17, vcc_lo
  v_mul_lo_u32 v20, v13, s20
  v_mul_hi_i32 v22, v13, s20
  v_mov_b32 v50, s28
  v_mov_b32 v51, s29
  v_add_co_u32 v48, vcc_lo, v50, v20
  v_add_co_ci_u32 v49, vcc_lo, v51, v22, vcc_lo
  v_mul_lo_u32 v28, v9, s20
  v_mul_hi_i32 v30, v9, s20
  v_mov_b32 v52, s28
  v_mov_b32 v53, s29
  v_add_co_u32 v50, vcc_lo, v52, v28
  v_add_co_ci_u32 v51, vcc_lo, v53, v30, vcc_lo
  v_mul_lo_u32 v36, v8, s20
  v_mul_hi_i32 v38, v8, s20
  v_mov_b32 v54, s28
  v_mov_b32 v55, s29
  v_add_co_u32 v52, vcc_lo, v54, v36
  v_add_co_ci_u32 v53, vcc_lo, v55, v38, vcc_lo
  v_mul_lo_u32 v44, v11, s20
  v_mul_hi_i32 v47, v11, s20
  v_mov_b32 v56, s28
  v_mov_b32 v57, s29
  v_add_co_u32 v54, vcc_lo, v56, v44
  v_add_co_ci_u32 v55, vcc_lo, v57, v47, vcc_lo
  v_mul_lo_u32 v2, v12, s20
  v_mul_hi_i32 v8, v12, s20
  v_mov_b32 v58, s28
  v_mov_b32 v59, s29
  v_add_co_u32 v56, vcc_lo, v58, v2
  v_add_co_ci_u32 v57, vcc_lo, v59, v8, vcc_lo
  s_mov_b32 s2, 4
  v_mul_lo_u32 v2, v14, s2
  v_mul_hi_i32 v8, v14, s2
  v_mov_b32 v60, s28
  v_mov_b32 v61, s29
  v_add_co_u32 v58, vcc_lo, v60, v2
  v_add_co_ci_u32 v59, vcc_lo, v61, v8, vcc_lo
  v_mul_lo_u32 v8, v16, s2
  v_mul_hi_i32 v9, v16, s2
  v_mov_b32 v62, s28
  v_mov_b32 v63, s29
  v_add_co_u32 v64, vcc_lo, v62, v8
  v_add_co_ci_u32 v65, vcc_lo, v63, v9, vcc_lo
  s_waitcnt vmcnt(0)
  v_max_f32 v15, v42, v42
  v_max_f32 v17, v46, v46
  v_max_f32 v19, v15, v17
  v_cmp_eq_f32_e64 s42, v42, v46
  v_and_b32 v23, v42, v46
  v_cndmask_b32_e64 v25, v19, v23, s42
  v_max_f32 v27, v25, v25
  v_max_f32 v29, v0, v0
  v_max_f32 v31, v27, v29
  v_cmp_eq_f32_e64 s68, v25, v0
  v_and_b32 v35, v25, v0
  v_cndmask_b32_e64 v37, v31, v35, s68
  v_max_f32 v39, v37, v37
  v_max_f32 v41, v1, v1
  v_max_f32 v43, v39, v41
  v_cmp_eq_f32_e64 s2, v37, v1
  v_and_b32 v47, v37, v1
  v_cndmask_b32_e64 v2, v43, v47, s2
  v_max_f32 v8, v2, v2
  v_max_f32 v9, v3, v3
  v_max_f32 v8, v8, v9
  v_cmp_eq_f32_e64 s2, v2, v3
  v_and_b32 v2, v2, v3
  v_cndmask_b32_e64 v2, v8, v2, s2
  v_max_f32 v8, v2, v2
  v_max_f32 v9, v4, v4
  v_max_f32 v8, v8, v9
  v_cmp_eq_f32_e64 s12, v2, v4
  v_and_b32 v9, v2, v4
  v_cndmask_b32_e64 v11, v8, v9, s12
  v_max_f32 v12, v11, v11
  v_max_f32 v14, v5, v5
  v_max_f32 v16, v12, v14
  v_cmp_eq_f32_e64 s36, v11, v5
  v_and_b32 v20, v11, v5
  v_cndmask_b32_e64 v22, v16, v20, s36
  v_max_f32 v24, v22, v22
  v_max_f32 v26, v7, v7
  v_max_f32 v28, v24, v26
  v_cmp_eq_f32_e64 s60, v22, v7
  v_and_b32 v32, v22, v7
  v_cndmask_b32_e64 v34, v28, v32, s60
  v_xor_b32 v36, 1, v6
  v_lshlrev_b32 v38, 2, v36
  ds_bpermute_b32 v40, v38, v34
  v_max_f32 v43, v34, v34
  s_waitcnt lgkmcnt(0)
  v_max_f32 v44, v40, v40
  v_max_f32 v47, v43, v44
  v_cmp_eq_f32_e64 s2, v34, v40
  v_and_b32 v2, v34, v40
  v_cndmask_b32_e64 v2, v47, v2, s2
  v_xor_b32 v8, 2, v6
  v_lshlrev_b32 v8, 2, v8
  ds_bpermute_b32 v8, v8, v2
  v_max_f32 v9, v2, v2
  s_waitcnt lgkmcnt(0)
  v_max_f32 v11, v8, v8
  v_max_f32 v9, v9, v11
  v_cmp_eq_f32_e64 s6, v2, v8
  v_and_b32 v8, v2, v8
  v_cndmask_b32_e64 v8, v9, v8, s6
  v_xor_b32 v9, 4, v6
  v_lshlrev_b32 v11, 2, v9
  ds_bpermute_b32 v13, v11, v8
  v_max_f32 v15, v8, v8
  s_waitcnt lgkmcnt(0)
  v_max_f32 v17, v13, v13
  v_max_f32 v19, v15, v17
  v_cmp_eq_f32_e64 s42, v8, v13
  v_and_b32 v23, v8, v13
  v_cndmask_b32_e64 v25, v19, v23, s42
  v_xor_b32 v27, 8, v6
  v_lshlrev_b32 v29, 2, v27
  ds_bpermute_b32 v31, v29, v25
  v_max_f32 v33, v25, v25
  s_waitcnt lgkmcnt(0)
  v_max_f32 v35, v31, v31
  v_max_f32 v37, v33, v35
  v_cmp_eq_f32_e64 s2, v25, v31
  v_and_b32 v41, v25, v31
  v_cndmask_b32_e64 v43, v37, v41, s2
  v_xor_b32 v45, 16, v6
  v_lshlrev_b32 v47, 2, v45
  ds_bpermute_b32 v2, v47, v43
  v_max_f32 v8, v43, v43
  s_waitcnt lgkmcnt(0)
  v_max_f32 v9, v2, v2
  v_max_f32 v8, v8, v9
  v_cmp_eq_f32_e64 s2, v43, v2
  v_and_b32 v2, v43, v2
  v_cndmask_b32_e64 v8, v8, v2, s2
  s_mov_b32 s2, 4
  v_mul_lo_u32 v2, v10, s2
  ds_store_b32 v2, v8
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s12, 0xffffff9f
  v_and_b32 v8, v10, s12
  v_mul_lo_u32 v10, v8, s2
  ds_load_b32 v12, v10
  ds_load_b32 v14, v10 offset:128
  ds_load_b32 v16, v10 offset:256
  ds_load_b32 v18, v10 offset:384
  s_waitcnt lgkmcnt(0)
  v_max_f32 v20, v12, v12
  v_max_f32 v22, v14, v14
  v_max_f32 v24, v20, v22
  v_cmp_eq_f32_e64 s52, v12, v14
  v_and_b32 v28, v12, v14
  v_cndmask_b32_e64 v30, v24, v28, s52
  v_max_f32 v32, v16, v16
  v_max_f32 v34, v18, v18
  v_max_f32 v36, v32, v34
  v_cmp_eq_f32_e64 s2, v16, v18
  v_and_b32 v40, v16, v18
  v_cndmask_b32_e64 v43, v36, v40, s2
  v_max_f32 v44, v30, v30
  v_max_f32 v47, v43, v43
  v_max_f32 v8, v44, v47
  v_cmp_eq_f32_e64 s2, v30, v43
  v_and_b32 v9, v30, v43
  v_cndmask_b32_e64 v12, v8, v9, s2
  v_sub_f32 v8, v42, v12
  v_sub_f32 v9, v46, v12
  v_sub_f32 v11, v0, v12
  v_sub_f32 v0, v1, v12
  v_sub_f32 v1, v3, v12
  v_sub_f32 v3, v4, v12
  v_sub_f32 v5, v5, v12
  v_sub_f32 v7, v7, v12
  v_mul_f32 v12, 0x3fb8aa3b, v8
  v_fma_f32 v13, v8, 0x3fb8aa3b, -v12
  v_fma_f32 v13, v8, 0x32a57060, v13
  s_mov_b32 s30, 0x7fffffff
  v_and_b32 v17, s30, v13
  v_cmp_gt_f32_e64 s38, 0x3f800000, v17
  v_cndmask_b32_e64 v21, 0, v13, s38
  v_mul_f32 v23, 0x3f317218, v21
  v_cmp_le_f32_e64 s52, 0x43000000, v12
  s_mov_b32 s56, 0x3f800000
  v_mov_b32 v29, s56
  v_cndmask_b32_e64 v31, 0, v29, s52
  v_sub_f32 v33, v12, v31
  v_cmp_gt_f32_e64 s2, 0xc2fc0000, v33
  s_mov_b32 s4, 0x42800000
  v_mov_b32 v39, s4
  v_cndmask_b32_e64 v41, 0, v39, s2
  v_add_f32 v43, v33, v41
  v_exp_f32 v45, v43
  s_mov_b32 s4, 0x1f800000
  v_mov_b32 v4, s4
  v_mov_b32 v8, s56
  v_cndmask_b32_e64 v4, v8, v4, s2
  v_mul_f32 v4, v45, v4
  v_fma_f32 v8, v4, v23, v4
  v_cmp_eq_f32_e64 s2, 0x7f800000, v4
  v_cndmask_b32_e64 v4, v8, v4, s2
  s_mov_b32 s2, 0x40000000
  v_mov_b32 v8, s2
  v_mov_b32 v12, s56
  v_cndmask_b32_e64 v8, v12, v8, s52
  v_mul_f32 v8, v4, v8
  v_mul_f32 v12, 0x3fb8aa3b, v9
  v_fma_f32 v13, v9, 0x3fb8aa3b, -v12
  v_fma_f32 v14, v9, 0x32a57060, v13
  s_mov_b32 s32, 0x7fffffff
  v_and_b32 v18, s32, v14
  v_cmp_gt_f32_e64 s40, 0x3f800000, v18
  v_cndmask_b32_e64 v22, 0, v14, s40
  v_mul_f32 v24, 0x3f317218, v22
  v_cmp_le_f32_e64 s52, 0x43000000, v12
  s_mov_b32 s56, 0x3f800000
  v_mov_b32 v30, s56
  v_cndmask_b32_e64 v32, 0, v30, s52
  v_sub_f32 v34, v12, v32
  v_cmp_gt_f32_e64 s2, 0xc2fc0000, v34
  s_mov_b32 s4, 0x42800000
  v_mov_b32 v40, s4
  v_cndmask_b32_e64 v42, 0, v40, s2
  v_add_f32 v44, v34, v42
  v_exp_f32 v46, v44
  s_mov_b32 s4, 0x1f800000
  v_mov_b32 v4, s4
  v_mov_b32 v9, s56
  v_cndmask_b32_e64 v4, v9, v4, s2
  v_mul_f32 v4, v46, v4
  v_fma_f32 v9, v4, v24, v4
  v_cmp_eq_f32_e64 s2, 0x7f800000, v4
  v_cndmask_b32_e64 v4, v9, v4, s2
  s_mov_b32 s2, 0x40000000
  v_mov_b32 v9, s2
  v_mov_b32 v12, s56
  v_cndmask_b32_e64 v9, v12, v9, s52
  v_mul_f32 v9, v4, v9
  v_mul_f32 v12, 0x3fb8aa3b, v11
  v_fma_f32 v13, v11, 0x3fb8aa3b, -v12
  v_fma_f32 v15, v11, 0x32a57060, v13
  s_mov_b32 s34, 0x7fffffff
  v_and_b32 v19, s34, v15
  v_cmp_gt_f32_e64 s42, 0x3f800000, v19
  v_cndmask_b32_e64 v23, 0, v15, s42
  v_mul_f32 v25, 0x3f317218, v23
  v_cmp_le_f32_e64 s56, 0x43000000, v12
  s_mov_b32 s60, 0x3f800000
  v_mov_b32 v31, s60
  v_cndmask_b32_e64 v33, 0, v31, s56
  v_sub_f32 v35, v12, v33
  v_cmp_gt_f32_e64 s2, 0xc2fc0000, v35
  s_mov_b32 s4, 0x42800000
  v_mov_b32 v41, s4
  v_cndmask_b32_e64 v43, 0, v41, s2
  v_add_f32 v45, v35, v43
  v_exp_f32 v47, v45
  s_mov_b32 s4, 0x1f800000
  v_mov_b32 v4, s4
  v_mov_b32 v11, s60
  v_cndmask_b32_e64 v4, v11, v4, s2
  v_mul_f32 v4, v47, v4
  v_fma_f32 v11, v4, v25, v4
  v_cmp_eq_f32_e64 s2, 0x7f800000, v4
  v_cndmask_b32_e64 v4, v11, v4, s2
  s_mov_b32 s4, 0x40000000
  v_mov_b32 v11, s4
  v_mov_b32 v12, s60
  v_cndmask_b32_e64 v11, v12, v11, s56
  v_mul_f32 v11, v4, v11
  v_mul_f32 v12, 0x3fb8aa3b, v0
  v_fma_f32 v14, v0, 0x3fb8aa3b, -v12
  v_fma_f32 v16, v0, 0x32a57060, v14
  s_mov_b32 s36, 0x7fffffff
  v_and_b32 v20, s36, v16
  v_cmp_gt_f32_e64 s44, 0x3f800000, v20
  v_cndmask_b32_e64 v24, 0, v16, s44
  v_mul_f32 v26, 0x3f317218, v24
  v_cmp_le_f32_e64 s56, 0x43000000, v12
  s_mov_b32 s60, 0x3f800000
  v_mov_b32 v32, s60
  v_cndmask_b32_e64 v34, 0, v32, s56
  v_sub_f32 v36, v12, v34
  v_cmp_gt_f32_e64 s2, 0xc2fc0000, v36
  s_mov_b32 s4, 0x42800000
  v_mov_b32 v42, s4
  v_cndmask_b32_e64 v44, 0, v42, s2
  v_add_f32 v46, v36, v44
  v_exp_f32 v0, v46
  s_mov_b32 s4, 0x1f800000
  v_mov_b32 v4, s4
  v_mov_b32 v12, s60
  v_cndmask_b32_e64 v4, v12, v4, s2
  v_mul_f32 v0, v0, v4
  v_fma_f32 v4, v0, v26, v0
  v_cmp_eq_f32_e64 s2, 0x7f800000, v0
  v_cndmask_b32_e64 v4, v4, v0, s2
  s_mov_b32 s6, 0x40000000
  v_mov_b32 v12, s6
  v_mov_b32 v13, s60
  v_cndmask_b32_e64 v12, v13, v12, s56
  v_mul_f32 v12, v4, v12
  v_mul_f32 v13, 0x3fb8aa3b, v1
  v_fma_f32 v15, v1, 0x3fb8aa3b, -v13
  v_fma_f32 v17, v1, 0x32a57060, v15
  s_mov_b32 s38, 0x7fffffff
  v_and_b32 v21, s38, v17
  v_cmp_gt_f32_e64 s48, 0x3f800000, v21
  v_cndmask_b32_e64 v25, 0, v17, s48
  v_mul_f32 v27, 0x3f317218, v25
  v_cmp_le_f32_e64 s60, 0x43000000, v13
  s_mov_b32 s64, 0x3f800000
  v_mov_b32 v33, s64
  v_cndmask_b32_e64 v35, 0, v33, s60
  v_sub_f32 v37, v13, v35
  v_cmp_gt_f32_e64 s2, 0xc2fc0000, v37
  s_mov_b32 s4, 0x42800000
  v_mov_b32 v43, s4
  v_cndmask_b32_e64 v45, 0, v43, s2
  v_add_f32 v47, v37, v45
  v_exp_f32 v0, v47
  s_mov_b32 s4, 0x1f800000
  v_mov_b32 v1, s4
  v_mov_b32 v4, s64
  v_cndmask_b32_e64 v1, v4, v1, s2
  v_mul_f32 v0, v0, v1
  v_fma_f32 v1, v0, v27, v0
  v_cmp_eq_f32_e64 s2, 0x7f800000, v0
  v_cndmask_b32_e64 v4, v1, v0, s2
  s_mov_b32 s8, 0x40000000
  v_mov_b32 v13, s8
  v_mov_b32 v14, s64
  v_cndmask_b32_e64 v13, v14, v13, s60
  v_mul_f32 v13, v4, v13
  v_mul_f32 v14, 0x3fb8aa3b, v3
  v_fma_f32 v16, v3, 0x3fb8aa3b, -v14
  v_fma_f32 v18, v3, 0x32a57060, v16
  s_mov_b32 s40, 0x7fffffff
  v_and_b32 v22, s40, v18
  v_cmp_gt_f32_e64 s48, 0x3f800000, v22
  v_cndmask_b32_e64 v26, 0, v18, s48
  v_mul_f32 v28, 0x3f317218, v26
  v_cmp_le_f32_e64 s60, 0x43000000, v14
  s_mov_b32 s64, 0x3f800000
  v_mov_b32 v34, s64
  v_cndmask_b32_e64 v36, 0, v34, s60
  v_sub_f32 v38, v14, v36
  v_cmp_gt_f32_e64 s2, 0xc2fc0000, v38
  s_mov_b32 s4, 0x42800000
  v_mov_b32 v44, s4
  v_cndmask_b32_e64 v46, 0, v44, s2
  v_add_f32 v0, v38, v46
  v_exp_f32 v0, v0
  s_mov_b32 s4, 0x1f800000
  v_mov_b32 v1, s4
  v_mov_b32 v3, s64
  v_cndmask_b32_e64 v1, v3, v1, s2
  v_mul_f32 v0, v0, v1
  v_fma_f32 v1, v0, v28, v0
  v_cmp_eq_f32_e64 s2, 0x7f800000, v0
  v_cndmask_b32_e64 v3, v1, v0, s2
  s_mov_b32 s10, 0x40000000
  v_mov_b32 v14, s10
  v_mov_b32 v15, s64
  v_cndmask_b32_e64 v14, v15, v14, s60
  v_mul_f32 v14, v3, v14
  v_mul_f32 v15, 0x3fb8aa3b, v5
  v_fma_f32 v17, v5, 0x3fb8aa3b, -v15
  v_fma_f32 v19, v5, 0x32a57060, v17
  s_mov_b32 s42, 0x7fffffff
  v_and_b32 v23, s42, v19
  v_cmp_gt_f32_e64 s52, 0x3f800000, v23
  v_cndmask_b32_e64 v27, 0, v19, s52
  v_mul_f32 v29, 0x3f317218, v27
  v_cmp_le_f32_e64 s64, 0x43000000, v15
  s_mov_b32 s68, 0x3f800000
  v_mov_b32 v35, s68
  v_cndmask_b32_e64 v37, 0, v35, s64
  v_sub_f32 v39, v15, v37
  v_cmp_gt_f32_e64 s2, 0xc2fc0000, v39
  s_mov_b32 s4, 0x42800000
  v_mov_b32 v45, s4
  v_cndmask_b32_e64 v47, 0, v45, s2
  v_add_f32 v0, v39, v47
  v_exp_f32 v0, v0
  s_mov_b32 s4, 0x1f800000
  v_mov_b32 v1, s4
  v_mov_b32 v3, s68
  v_cndmask_b32_e64 v1, v3, v1, s2
  v_mul_f32 v0, v0, v1
  v_fma_f32 v1, v0, v29, v0
  v_cmp_eq_f32_e64 s4, 0x7f800000, v0
  v_cndmask_b32_e64 v4, v1, v0, s4
  s_mov_b32 s12, 0x40000000
  v_mov_b32 v15, s12
  v_mov_b32 v16, s68
  v_cndmask_b32_e64 v15, v16, v15, s64
  v_mul_f32 v15, v4, v15
  v_mul_f32 v16, 0x3fb8aa3b, v7
  v_fma_f32 v18, v7, 0x3fb8aa3b, -v16
  v_fma_f32 v20, v7, 0x32a57060, v18
  s_mov_b32 s44, 0x7fffffff
  v_and_b32 v24, s44, v20
  v_cmp_gt_f32_e64 s52, 0x3f800000, v24
  v_cndmask_b32_e64 v28, 0, v20, s52
  v_mul_f32 v30, 0x3f317218, v28
  v_cmp_le_f32_e64 s64, 0x43000000, v16
  s_mov_b32 s68, 0x3f800000
  v_mov_b32 v36, s68
  v_cndmask_b32_e64 v38, 0, v36, s64
  v_sub_f32 v40, v16, v38
  v_cmp_gt_f32_e64 s2, 0xc2fc0000, v40
  s_mov_b32 s4, 0x42800000
  v_mov_b32 v46, s4
  v_cndmask_b32_e64 v0, 0, v46, s2
  v_add_f32 v0, v40, v0
  v_exp_f32 v0, v0
  s_mov_b32 s4, 0x1f800000
  v_mov_b32 v1, s4
  v_mov_b32 v3, s68
  v_cndmask_b32_e64 v1, v3, v1, s2
  v_mul_f32 v0, v0, v1
  v_fma_f32 v1, v0, v30, v0
  v_cmp_eq_f32_e64 s6, 0x7f800000, v0
  v_cndmask_b32_e64 v5, v1, v0, s6
  s_mov_b32 s14, 0x40000000
  v_mov_b32 v16, s14
  v_mov_b32 v17, s68
  v_cndmask_b32_e64 v16, v17, v16, s64
  v_mul_f32 v16, v5, v16
  v_add_f32 v17, v8, v9
  v_add_f32 v19, v17, v11
  v_add_f32 v21, v19, v12
  v_add_f32 v23, v21, v13
  v_add_f32 v25, v23, v14
  v_add_f32 v27, v25, v15
  v_add_f32 v29, v27, v16
  v_xor_b32 v31, 1, v6
  v_lshlrev_b32 v33, 2, v31
  ds_bpermute_b32 v35, v33, v29
  s_waitcnt lgkmcnt(0)
  v_add_f32 v37, v29, v35
  v_xor_b32 v39, 2, v6
  v_lshlrev_b32 v41, 2, v39
  ds_bpermute_b32 v43, v41, v37
  s_waitcnt lgkmcnt(0)
  v_add_f32 v45, v37, v43
  v_xor_b32 v47, 4, v6
  v_lshlrev_b32 v0, 2, v47
  ds_bpermute_b32 v0, v0, v45
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v45, v0
  v_xor_b32 v1, 8, v6
  v_lshlrev_b32 v1, 2, v1
  ds_bpermute_b32 v1, v1, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v1
  v_xor_b32 v1, 16, v6
  v_lshlrev_b32 v3, 2, v1
  ds_bpermute_b32 v4, v3, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v6, v0, v4
  ds_store_b32 v2, v6 offset:512
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  ds_load_b32 v17, v10 offset:512
  ds_load_b32 v19, v10 offset:640
  ds_load_b32 v18, v10 offset:768
  ds_load_b32 v20, v10 offset:896
  s_waitcnt lgkmcnt(0)
  v_add_f32 v19, v17, v19
  v_add_f32 v20, v18, v20
  v_add_f32 v22, v19, v20
  v_div_scale_f32 v24, vcc_lo, v22, v22, v8
  v_div_scale_f32 v26, vcc_lo, v8, v22, v8
  v_rcp_f32 v28, v24
  v_fma_f32 v30, -v24, v28, 0x3f800000
  v_fma_f32 v32, v30, v28, v28
  v_mul_f32 v34, v26, v32
  v_fma_f32 v36, -v24, v34, v26
  v_fma_f32 v38, v36, v32, v34
  v_fma_f32 v40, -v24, v38, v26
  s_nop 3
  v_div_fmas_f32 v42, v40, v32, v38
  v_div_fixup_f32 v44, v42, v22, v8
  v_div_scale_f32 v46, vcc_lo, v22, v22, v9
  v_div_scale_f32 v0, vcc_lo, v9, v22, v9
  v_rcp_f32 v1, v46
  v_fma_f32 v2, -v46, v1, 0x3f800000
  v_fma_f32 v1, v2, v1, v1
  v_mul_f32 v2, v0, v1
  v_fma_f32 v3, -v46, v2, v0
  v_fma_f32 v2, v3, v1, v2
  v_fma_f32 v0, -v46, v2, v0
  s_nop 3
  v_div_fmas_f32 v1, v0, v1, v2
  v_div_fixup_f32 v3, v1, v22, v9
  v_div_scale_f32 v5, vcc_lo, v22, v22, v11
  v_div_scale_f32 v7, vcc_lo, v11, v22, v11
  v_rcp_f32 v9, v5
  v_fma_f32 v17, -v5, v9, 0x3f800000
  v_fma_f32 v17, v17, v9, v9
  v_mul_f32 v18, v7, v17
  v_fma_f32 v19, -v5, v18, v7
  v_fma_f32 v19, v19, v17, v18
  v_fma_f32 v21, -v5, v19, v7
  s_nop 3
  v_div_fmas_f32 v23, v21, v17, v19
  v_div_fixup_f32 v25, v23, v22, v11
  v_div_scale_f32 v27, vcc_lo, v22, v22, v12
  v_div_scale_f32 v29, vcc_lo, v12, v22, v12
  v_rcp_f32 v31, v27
  v_fma_f32 v33, -v27, v31, 0x3f800000
  v_fma_f32 v35, v33, v31, v31
  v_mul_f32 v37, v29, v35
  v_fma_f32 v39, -v27, v37, v29
  v_fma_f32 v41, v39, v35, v37
  v_fma_f32 v43, -v27, v41, v29
  s_nop 3
  v_div_fmas_f32 v45, v43, v35, v41
  v_div_fixup_f32 v47, v45, v22, v12
  v_div_scale_f32 v0, vcc_lo, v22, v22, v13
  v_div_scale_f32 v1, vcc_lo, v13, v22, v13
  v_rcp_f32 v2, v0
  v_fma_f32 v4, -v0, v2, 0x3f800000
  v_fma_f32 v2, v4, v2, v2
  v_mul_f32 v4, v1, v2
  v_fma_f32 v5, -v0, v4, v1
  v_fma_f32 v4, v5, v2, v4
  v_fma_f32 v5, -v0, v4, v1
  s_nop 3
  v_div_fmas_f32 v4, v5, v2, v4
  v_div_fixup_f32 v6, v4, v22, v13
  v_div_scale_f32 v8, vcc_lo, v22, v22, v14
  v_div_scale_f32 v10, vcc_lo, v14, v22, v14
  v_rcp_f32 v12, v8
  v_fma_f32 v17, -v8, v12, 0x3f800000
  v_fma_f32 v17, v17, v12, v12
  v_mul_f32 v18, v10, v17
  v_fma_f32 v20, -v8, v18, v10
  v_fma_f32 v23, v20, v17, v18
  v_fma_f32 v24, -v8, v23, v10
  s_nop 3
  v_div_fmas_f32 v26, v24, v17, v23
  v_div_fixup_f32 v28, v26, v22, v14
  v_div_scale_f32 v30, vcc_lo, v22, v22, v15
  v_div_scale_f32 v32, vcc_lo, v15, v22, v15
  v_rcp_f32 v34, v30
  v_fma_f32 v36, -v30, v34, 0x3f800000
  v_fma_f32 v38, v36, v34, v34
  v_mul_f32 v40, v32, v38
  v_fma_f32 v42, -v30, v40, v32
  v_fma_f32 v45, v42, v38, v40
  v_fma_f32 v46, -v30, v45, v32
  s_nop 3
  v_div_fmas_f32 v0, v46, v38, v45
  v_div_fixup_f32 v0, v0, v22, v15
  v_div_scale_f32 v1, vcc_lo, v22, v22, v16
  v_div_scale_f32 v2, vcc_lo, v16, v22, v16
  v_rcp_f32 v4, v1
  v_fma_f32 v5, -v1, v4, 0x3f800000
  v_fma_f32 v4, v5, v4, v4
  v_mul_f32 v5, v2, v4
  v_fma_f32 v7, -v1, v5, v2
  v_fma_f32 v5, v7, v4, v5
  v_fma_f32 v7, -v1, v5, v2
  s_nop 3
  v_div_fmas_f32 v7, v7, v4, v5
  v_div_fixup_f32 v9, v7, v22, v16
  s_and_saveexec_b32 s72, s46
  global_store_b32 v[68:69], v44, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s50
  global_store_b32 v[48:49], v3, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s54
  global_store_b32 v[50:51], v25, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s58
  global_store_b32 v[52:53], v47, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s62
  global_store_b32 v[54:55], v6, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s66
  global_store_b32 v[56:57], v28, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s70
  global_store_b32 v[58:59], v0, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s0
  global_store_b32 v[64:65], v9, off
  s_mov_b32 exec_lo, s72
  s_endpgm
.Lsoftmax_end:
.size softmax, .Lsoftmax_end-softmax
; 74 SGPRs, 74 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

.rodata
.p2align 6
.amdhsa_kernel softmax
  .amdhsa_group_segment_fixed_size 1024
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 36
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
  - .name: softmax
    .symbol: softmax.kd
    .kernarg_segment_size: 36
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 1024
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
        .size: 4
        .value_kind: by_value
      - .offset: 20
        .size: 4
        .value_kind: by_value
      - .offset: 24
        .size: 4
        .value_kind: hidden_block_count_x
      - .offset: 28
        .size: 4
        .value_kind: hidden_block_count_y
      - .offset: 32
        .size: 4
        .value_kind: hidden_block_count_z
amdhsa.version:
  - 1
  - 2
amdhsa.target: amdgcn-amd-amdhsa--gfx1100
...
.end_amdgpu_metadata
