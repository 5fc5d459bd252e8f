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
  v_and_b32 v11, s16, v0
  s_load_b64 s[24:25], s[0:1], 0x0
  s_load_b64 s[28:29], s[0:1], 0x8
  s_load_b32 s32, s[0:1], 0x10
  s_load_b32 s36, s[0:1], 0x14
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s40, s2, s32
  s_mov_b32 s44, 0x7f
  v_and_b32 v24, v11, s44
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
  v_add_nc_u32 v5, v37, s0
  v_add_nc_u32 v2, s40, v37
  v_add_nc_u32 v4, s40, v41
  v_add_nc_u32 v7, s40, v43
  v_add_nc_u32 v8, s40, v47
  v_add_nc_u32 v10, s40, v0
  v_add_nc_u32 v12, s40, v1
  v_add_nc_u32 v14, s40, v3
  v_add_nc_u32 v16, s40, v5
  s_mov_b32 s38, 4
  v_mul_lo_u32 v20, v2, s38
  v_mul_hi_i32 v22, v2, s38
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc_lo, v50, v20
  v_add_co_ci_u32 v49, vcc_lo, v51, v22, vcc_lo
  v_mul_lo_u32 v28, v4, s38
  v_mul_hi_i32 v30, v4, s38
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc_lo, v52, v28
  v_add_co_ci_u32 v51, vcc_lo, v53, v30, vcc_lo
  v_mul_lo_u32 v36, v7, s38
  v_mul_hi_i32 v38, v7, s38
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
  v_mul_lo_u32 v9, v10, s38
  v_mul_hi_i32 v13, v10, s38
  v_mov_b32 v58, s24
  v_mov_b32 v59, s25
  v_add_co_u32 v56, vcc_lo, v58, v9
  v_add_co_ci_u32 v57, vcc_lo, v59, v13, vcc_lo
  v_mul_lo_u32 v9, v12, s38
  v_mul_hi_i32 v13, v12, s38
  v_mov_b32 v60, s24
  v_mov_b32 v61, s25
  v_add_co_u32 v58, vcc_lo, v60, v9
  v_add_co_ci_u32 v59, vcc_lo, v61, v13, vcc_lo
  s_mov_b32 s10, 4
  v_mul_lo_u32 v9, v14, s10
  v_mul_hi_i32 v13, v14, s10
  v_mov_b32 v62, s24
  v_mov_b32 v63, s25
  v_add_co_u32 v66, vcc_lo, v62, v9
  v_add_co_ci_u32 v67, vcc_lo, v63, v13, vcc_lo
  v_mul_lo_u32 v15, v16, s10
  v_mul_hi_i32 v17, v16, s10
  v_mov_b32 v70, s24
  v_mov_b32 v71, s25
  v_add_co_u32 v74, vcc_lo, v70, v15
  v_add_co_ci_u32 v75, vcc_lo, v71, v17, vcc_lo
  v_cmp_lt_i32_e64 s46, v37, s36
  v_cmp_lt_i32_e64 s50, v41, s36
  v_cmp_lt_i32_e64 s54, v43, s36
  v_cmp_lt_i32_e64 s58, v47, s36
  v_cmp_lt_i32_e64 s62, v0, s36
  v_cmp_lt_i32_e64 s66, v1, s36
  v_cmp_lt_i32_e64 s70, v3, s36
  v_cmp_lt_i32_e64 s0, v5, s36
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
  v_mov_b32 v0, s2
  v_mov_b32 v1, v0
  s_and_saveexec_b32 s72, s54
  global_load_b32 v1, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v0, s2
  v_mov_b32 v3, v0
  s_and_saveexec_b32 s72, s58
  global_load_b32 v3, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v0, s2
  v_mov_b32 v9, v0
  s_and_saveexec_b32 s72, s62
  global_load_b32 v9, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v0, s2
  v_mov_b32 v13, v0
  s_and_saveexec_b32 s72, s66
  global_load_b32 v13, v[58:59], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v5, s2
  v_mov_b32 v15, v5
  s_and_saveexec_b32 s72, s70
  global_load_b32 v15, v[66:67], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v17, s2
  v_mov_b32 v19, v17
  s_and_saveexec_b32 s72, s0
  global_load_b32 v19, v[74:75], off
  s_mov_b32 exec_lo, s72
  s_waitcnt vmcnt(0)
  v_max_f32 v17, v42, v42
  v_max_f32 v18, v46, v46
  v_max_f32 v17, v17, v18
  v_cmp_eq_f32_e64 s32, v42, v46
  v_and_b32 v18, v42, v46
  v_cndmask_b32_e64 v20, v17, v18, s32
  v_max_f32 v22, v20, v20
  v_max_f32 v24, v1, v1
  v_max_f32 v26, v22, v24
  v_cmp_eq_f32_e64 s56, v20, v1
  v_and_b32 v30, v20, v1
  v_cndmask_b32_e64 v32, v26, v30, s56
  v_max_f32 v34, v32, v32
  v_max_f32 v36, v3, v3
  v_max_f32 v38, v34, v36
  v_cmp_eq_f32_e64 s2, v32, v3
  v_and_b32 v43, v32, v3
  v_cndmask_b32_e64 v44, v38, v43, s2
  v_max_f32 v47, v44, v44
  v_max_f32 v0, v9, v9
  v_max_f32 v0, v47, v0
  v_cmp_eq_f32_e64 s2, v44, v9
  v_and_b32 v5, v44, v9
  v_cndmask_b32_e64 v0, v0, v5, s2
  v_max_f32 v5, v0, v0
  v_max_f32 v17, v13, v13
  v_max_f32 v5, v5, v17
  v_cmp_eq_f32_e64 s2, v0, v13
  v_and_b32 v17, v0, v13
  v_cndmask_b32_e64 v5, v5, v17, s2
  v_max_f32 v17, v5, v5
  v_max_f32 v18, v15, v15
  v_max_f32 v17, v17, v18
  v_cmp_eq_f32_e64 s26, v5, v15
  v_and_b32 v18, v5, v15
  v_cndmask_b32_e64 v17, v17, v18, s26
  v_max_f32 v20, v17, v17
  v_max_f32 v21, v19, v19
  v_max_f32 v23, v20, v21
  v_cmp_eq_f32_e64 s52, v17, v19
  v_and_b32 v27, v17, v19
  v_cndmask_b32_e64 v29, v23, v27, s52
  v_xor_b32 v31, 1, v6
  v_lshlrev_b32 v33, 2, v31
  ds_bpermute_b32 v35, v33, v29
  v_max_f32 v37, v29, v29
  s_waitcnt lgkmcnt(0)
  v_max_f32 v39, v35, v35
  v_max_f32 v41, v37, v39
  v_cmp_eq_f32_e64 s2, v29, v35
  v_and_b32 v45, v29, v35
  v_cndmask_b32_e64 v47, v41, v45, s2
  v_xor_b32 v0, 2, v6
  v_lshlrev_b32 v0, 2, v0
  ds_bpermute_b32 v0, v0, v47
  v_max_f32 v5, v47, v47
  s_waitcnt lgkmcnt(0)
  v_max_f32 v17, v0, v0
  v_max_f32 v5, v5, v17
  v_cmp_eq_f32_e64 s2, v47, v0
  v_and_b32 v0, v47, v0
  v_cndmask_b32_e64 v5, v5, v0, s2
  v_xor_b32 v17, 4, v6
  v_lshlrev_b32 v17, 2, v17
  ds_bpermute_b32 v17, v17, v5
  v_max_f32 v18, v5, v5
  s_waitcnt lgkmcnt(0)
  v_max_f32 v20, v17, v17
  v_max_f32 v18, v18, v20
  v_cmp_eq_f32_e64 s32, v5, v17
  v_and_b32 v20, v5, v17
  v_cndmask_b32_e64 v20, v18, v20, s32
  v_xor_b32 v22, 8, v6
  v_lshlrev_b32 v24, 2, v22
  ds_bpermute_b32 v26, v24, v20
  v_max_f32 v28, v20, v20
  s_waitcnt lgkmcnt(0)
  v_max_f32 v30, v26, v26
  v_max_f32 v32, v28, v30
  v_cmp_eq_f32_e64 s68, v20, v26
  v_and_b32 v36, v20, v26
  v_cndmask_b32_e64 v38, v32, v36, s68
  v_xor_b32 v40, 16, v6
  v_lshlrev_b32 v43, 2, v40
  ds_bpermute_b32 v44, v43, v38
  v_max_f32 v47, v38, v38
  s_waitcnt lgkmcnt(0)
  v_max_f32 v0, v44, v44
  v_max_f32 v0, v47, v0
  v_cmp_eq_f32_e64 s2, v38, v44
  v_and_b32 v5, v38, v44
  v_cndmask_b32_e64 v5, v0, v5, s2
  s_mov_b32 s2, 4
  v_mul_lo_u32 v0, v11, s2
  ds_store_b32 v0, v5
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s4, 0xffffff9f
  v_and_b32 v5, v11, s4
  v_mul_lo_u32 v5, v5, s2
  ds_load_b32 v18, v5
  ds_load_b32 v20, v5 offset:128
  ds_load_b32 v11, v5 offset:256
  ds_load_b32 v17, v5 offset:384
  s_waitcnt lgkmcnt(0)
  v_max_f32 v21, v18, v18
  v_max_f32 v22, v20, v20
  v_max_f32 v21, v21, v22
  v_cmp_eq_f32_e64 s42, v18, v20
  v_and_b32 v23, v18, v20
  v_cndmask_b32_e64 v25, v21, v23, s42
  v_max_f32 v27, v11, v11
  v_max_f32 v29, v17, v17
  v_max_f32 v31, v27, v29
  v_cmp_eq_f32_e64 s68, v11, v17
  v_and_b32 v35, v11, v17
  v_cndmask_b32_e64 v37, v31, v35, s68
  v_max_f32 v39, v25, v25
  v_max_f32 v41, v37, v37
  v_max_f32 v43, v39, v41
  v_cmp_eq_f32_e64 s2, v25, v37
  v_and_b32 v47, v25, v37
  v_cndmask_b32_e64 v23, v43, v47, s2
  v_sub_f32 v22, v42, v23
  v_sub_f32 v21, v46, v23
  v_sub_f32 v11, v1, v23
  v_sub_f32 v20, v3, v23
  v_sub_f32 v17, v9, v23
  v_sub_f32 v18, v13, v23
  v_sub_f32 v1, v15, v23
  v_sub_f32 v15, v19, v23
  v_mul_f32 v9, 0x3fb8aa3b, v22
  v_fma_f32 v13, v22, 0x3fb8aa3b, -v9
  v_fma_f32 v13, v22, 0x32a57060, v13
  s_mov_b32 s20, 0x7fffffff
  v_and_b32 v19, s20, v13
  v_cmp_gt_f32_e64 s30, 0x3f800000, v19
  v_cndmask_b32_e64 v19, 0, v13, s30
  v_mul_f32 v19, 0x3f317218, v19
  v_cmp_le_f32_e64 s40, 0x43000000, v9
  s_mov_b32 s44, 0x3f800000
  v_mov_b32 v24, s44
  v_cndmask_b32_e64 v26, 0, v24, s40
  v_sub_f32 v28, v9, v26
  v_cmp_gt_f32_e64 s60, 0xc2fc0000, v28
  s_mov_b32 s64, 0x42800000
  v_mov_b32 v34, s64
  v_cndmask_b32_e64 v36, 0, v34, s60
  v_add_f32 v38, v28, v36
  v_exp_f32 v40, v38
  s_mov_b32 s2, 0x1f800000
  v_mov_b32 v44, s2
  v_mov_b32 v46, s44
  v_cndmask_b32_e64 v3, v46, v44, s60
  v_mul_f32 v3, v40, v3
  v_fma_f32 v9, v3, v19, v3
  v_cmp_eq_f32_e64 s2, 0x7f800000, v3
  v_cndmask_b32_e64 v3, v9, v3, s2
  s_mov_b32 s2, 0x40000000
  v_mov_b32 v9, s2
  v_mov_b32 v13, s44
  v_cndmask_b32_e64 v9, v13, v9, s40
  v_mul_f32 v3, v3, v9
  v_mul_f32 v9, 0x3fb8aa3b, v21
  v_fma_f32 v13, v21, 0x3fb8aa3b, -v9
  v_fma_f32 v13, v21, 0x32a57060, v13
  s_mov_b32 s22, 0x7fffffff
  v_and_b32 v19, s22, v13
  v_cmp_gt_f32_e64 s30, 0x3f800000, v19
  v_cndmask_b32_e64 v19, 0, v13, s30
  v_mul_f32 v19, 0x3f317218, v19
  v_cmp_le_f32_e64 s42, 0x43000000, v9
  s_mov_b32 s48, 0x3f800000
  v_mov_b32 v25, s48
  v_cndmask_b32_e64 v27, 0, v25, s42
  v_sub_f32 v29, v9, v27
  v_cmp_gt_f32_e64 s64, 0xc2fc0000, v29
  s_mov_b32 s68, 0x42800000
  v_mov_b32 v35, s68
  v_cndmask_b32_e64 v37, 0, v35, s64
  v_add_f32 v39, v29, v37
  v_exp_f32 v41, v39
  s_mov_b32 s2, 0x1f800000
  v_mov_b32 v45, s2
  v_mov_b32 v47, s48
  v_cndmask_b32_e64 v9, v47, v45, s64
  v_mul_f32 v9, v41, v9
  v_fma_f32 v13, v9, v19, v9
  v_cmp_eq_f32_e64 s2, 0x7f800000, v9
  v_cndmask_b32_e64 v9, v13, v9, s2
  s_mov_b32 s2, 0x40000000
  v_mov_b32 v13, s2
  v_mov_b32 v19, s48
  v_cndmask_b32_e64 v13, v19, v13, s42
  v_mul_f32 v9, v9, v13
  v_mul_f32 v13, 0x3fb8aa3b, v11
  v_fma_f32 v19, v11, 0x3fb8aa3b, -v13
  v_fma_f32 v11, v11, 0x32a57060, v19
  s_mov_b32 s24, 0x7fffffff
  v_and_b32 v19, s24, v11
  v_cmp_gt_f32_e64 s32, 0x3f800000, v19
  v_cndmask_b32_e64 v19, 0, v11, s32
  v_mul_f32 v21, 0x3f317218, v19
  v_cmp_le_f32_e64 s44, 0x43000000, v13
  s_mov_b32 s48, 0x3f800000
  v_mov_b32 v26, s48
  v_cndmask_b32_e64 v28, 0, v26, s44
  v_sub_f32 v30, v13, v28
  v_cmp_gt_f32_e64 s64, 0xc2fc0000, v30
  s_mov_b32 s68, 0x42800000
  v_mov_b32 v36, s68
  v_cndmask_b32_e64 v38, 0, v36, s64
  v_add_f32 v40, v30, v38
  v_exp_f32 v42, v40
  s_mov_b32 s2, 0x1f800000
  v_mov_b32 v46, s2
  v_mov_b32 v11, s48
  v_cndmask_b32_e64 v11, v11, v46, s64
  v_mul_f32 v11, v42, v11
  v_fma_f32 v13, v11, v21, v11
  v_cmp_eq_f32_e64 s2, 0x7f800000, v11
  v_cndmask_b32_e64 v11, v13, v11, s2
  s_mov_b32 s2, 0x40000000
  v_mov_b32 v13, s2
  v_mov_b32 v19, s48
  v_cndmask_b32_e64 v13, v19, v13, s44
  v_mul_f32 v11, v11, v13
  v_mul_f32 v13, 0x3fb8aa3b, v20
  v_fma_f32 v19, v20, 0x3fb8aa3b, -v13
  v_fma_f32 v19, v20, 0x32a57060, v19
  s_mov_b32 s26, 0x7fffffff
  v_and_b32 v20, s26, v19
  v_cmp_gt_f32_e64 s34, 0x3f800000, v20
  v_cndmask_b32_e64 v19, 0, v19, s34
  v_mul_f32 v21, 0x3f317218, v19
  v_cmp_le_f32_e64 s48, 0x43000000, v13
  s_mov_b32 s52, 0x3f800000
  v_mov_b32 v27, s52
  v_cndmask_b32_e64 v29, 0, v27, s48
  v_sub_f32 v31, v13, v29
  v_cmp_gt_f32_e64 s68, 0xc2fc0000, v31
  s_mov_b32 s2, 0x42800000
  v_mov_b32 v37, s2
  v_cndmask_b32_e64 v39, 0, v37, s68
  v_add_f32 v41, v31, v39
  v_exp_f32 v43, v41
  s_mov_b32 s2, 0x1f800000
  v_mov_b32 v47, s2
  v_mov_b32 v13, s52
  v_cndmask_b32_e64 v13, v13, v47, s68
  v_mul_f32 v13, v43, v13
  v_fma_f32 v19, v13, v21, v13
  v_cmp_eq_f32_e64 s2, 0x7f800000, v13
  v_cndmask_b32_e64 v13, v19, v13, s2
  s_mov_b32 s2, 0x40000000
  v_mov_b32 v19, s2
  v_mov_b32 v20, s52
  v_cndmask_b32_e64 v19, v20, v19, s48
  v_mul_f32 v13, v13, v19
  v_mul_f32 v19, 0x3fb8aa3b, v17
  v_fma_f32 v20, v17, 0x3fb8aa3b, -v19
  v_fma_f32 v17, v17, 0x32a57060, v20
  s_mov_b32 s30, 0x7fffffff
  v_and_b32 v20, s30, v17
  v_cmp_gt_f32_e64 s36, 0x3f800000, v20
  v_cndmask_b32_e64 v20, 0, v17, s36
  v_mul_f32 v22, 0x3f317218, v20
  v_cmp_le_f32_e64 s48, 0x43000000, v19
  s_mov_b32 s52, 0x3f800000
  v_mov_b32 v28, s52
  v_cndmask_b32_e64 v30, 0, v28, s48
  v_sub_f32 v32, v19, v30
  v_cmp_gt_f32_e64 s68, 0xc2fc0000, v32
  s_mov_b32 s2, 0x42800000
  v_mov_b32 v38, s2
  v_cndmask_b32_e64 v40, 0, v38, s68
  v_add_f32 v42, v32, v40
  v_exp_f32 v44, v42
  s_mov_b32 s2, 0x1f800000
  v_mov_b32 v17, s2
  v_mov_b32 v19, s52
  v_cndmask_b32_e64 v17, v19, v17, s68
  v_mul_f32 v17, v44, v17
  v_fma_f32 v19, v17, v22, v17
  v_cmp_eq_f32_e64 s2, 0x7f800000, v17
  v_cndmask_b32_e64 v17, v19, v17, s2
  s_mov_b32 s2, 0x40000000
  v_mov_b32 v19, s2
  v_mov_b32 v20, s52
  v_cndmask_b32_e64 v19, v20, v19, s48
  v_mul_f32 v17, v17, v19
  v_mul_f32 v19, 0x3fb8aa3b, v18
  v_fma_f32 v20, v18, 0x3fb8aa3b, -v19
  v_fma_f32 v18, v18, 0x32a57060, v20
  s_mov_b32 s30, 0x7fffffff
  v_and_b32 v20, s30, v18
  v_cmp_gt_f32_e64 s38, 0x3f800000, v20
  v_cndmask_b32_e64 v21, 0, v18, s38
  v_mul_f32 v23, 0x3f317218, v21
  v_cmp_le_f32_e64 s52, 0x43000000, v19
  s_mov_b32 s56, 0x3f800000
  v_mov_b32 v29, s56
  v_cndmask_b32_e64 v31, 0, v29, s52
  v_sub_f32 v33, v19, v31
  v_cmp_gt_f32_e64 s2, 0xc2fc0000, v33
  s_mov_b32 s4, 0x42800000
  v_mov_b32 v39, s4
  v_cndmask_b32_e64 v41, 0, v39, s2
  v_add_f32 v43, v33, v41
  v_exp_f32 v45, v43
  s_mov_b32 s4, 0x1f800000
  v_mov_b32 v18, s4
  v_mov_b32 v19, s56
  v_cndmask_b32_e64 v18, v19, v18, s2
  v_mul_f32 v18, v45, v18
  v_fma_f32 v19, v18, v23, v18
  v_cmp_eq_f32_e64 s2, 0x7f800000, v18
  v_cndmask_b32_e64 v18, v19, v18, s2
  s_mov_b32 s2, 0x40000000
  v_mov_b32 v19, s2
  v_mov_b32 v20, s56
  v_cndmask_b32_e64 v19, v20, v19, s52
  v_mul_f32 v18, v18, v19
  v_mul_f32 v19, 0x3fb8aa3b, v1
  v_fma_f32 v20, v1, 0x3fb8aa3b, -v19
  v_fma_f32 v20, v1, 0x32a57060, v20
  s_mov_b32 s32, 0x7fffffff
  v_and_b32 v21, s32, v20
  v_cmp_gt_f32_e64 s40, 0x3f800000, v21
  v_cndmask_b32_e64 v22, 0, v20, s40
  v_mul_f32 v24, 0x3f317218, v22
  v_cmp_le_f32_e64 s52, 0x43000000, v19
  s_mov_b32 s56, 0x3f800000
  v_mov_b32 v30, s56
  v_cndmask_b32_e64 v32, 0, v30, s52
  v_sub_f32 v34, v19, v32
  v_cmp_gt_f32_e64 s2, 0xc2fc0000, v34
  s_mov_b32 s4, 0x42800000
  v_mov_b32 v40, s4
  v_cndmask_b32_e64 v42, 0, v40, s2
  v_add_f32 v44, v34, v42
  v_exp_f32 v46, v44
  s_mov_b32 s4, 0x1f800000
  v_mov_b32 v1, s4
  v_mov_b32 v19, s56
  v_cndmask_b32_e64 v1, v19, v1, s2
  v_mul_f32 v1, v46, v1
  v_fma_f32 v19, v1, v24, v1
  v_cmp_eq_f32_e64 s2, 0x7f800000, v1
  v_cndmask_b32_e64 v1, v19, v1, s2
  s_mov_b32 s2, 0x40000000
  v_mov_b32 v19, s2
  v_mov_b32 v20, s56
  v_cndmask_b32_e64 v19, v20, v19, s52
  v_mul_f32 v19, v1, v19
  v_mul_f32 v20, 0x3fb8aa3b, v15
  v_fma_f32 v21, v15, 0x3fb8aa3b, -v20
  v_fma_f32 v15, v15, 0x32a57060, v21
  s_mov_b32 s34, 0x7fffffff
  v_and_b32 v21, s34, v15
  v_cmp_gt_f32_e64 s42, 0x3f800000, v21
  v_cndmask_b32_e64 v23, 0, v15, s42
  v_mul_f32 v25, 0x3f317218, v23
  v_cmp_le_f32_e64 s56, 0x43000000, v20
  s_mov_b32 s60, 0x3f800000
  v_mov_b32 v31, s60
  v_cndmask_b32_e64 v33, 0, v31, s56
  v_sub_f32 v35, v20, v33
  v_cmp_gt_f32_e64 s2, 0xc2fc0000, v35
  s_mov_b32 s4, 0x42800000
  v_mov_b32 v41, s4
  v_cndmask_b32_e64 v43, 0, v41, s2
  v_add_f32 v45, v35, v43
  v_exp_f32 v47, v45
  s_mov_b32 s4, 0x1f800000
  v_mov_b32 v1, s4
  v_mov_b32 v15, s60
  v_cndmask_b32_e64 v1, v15, v1, s2
  v_mul_f32 v1, v47, v1
  v_fma_f32 v15, v1, v25, v1
  v_cmp_eq_f32_e64 s2, 0x7f800000, v1
  v_cndmask_b32_e64 v1, v15, v1, s2
  s_mov_b32 s4, 0x40000000
  v_mov_b32 v15, s4
  v_mov_b32 v20, s60
  v_cndmask_b32_e64 v15, v20, v15, s56
  v_mul_f32 v15, v1, v15
  v_add_f32 v20, v3, v9
  v_add_f32 v20, v20, v11
  v_add_f32 v20, v20, v13
  v_add_f32 v20, v20, v17
  v_add_f32 v20, v20, v18
  v_add_f32 v22, v20, v19
  v_add_f32 v24, v22, v15
  v_xor_b32 v26, 1, v6
  v_lshlrev_b32 v28, 2, v26
  ds_bpermute_b32 v30, v28, v24
  s_waitcnt lgkmcnt(0)
  v_add_f32 v32, v24, v30
  v_xor_b32 v34, 2, v6
  v_lshlrev_b32 v36, 2, v34
  ds_bpermute_b32 v38, v36, v32
  s_waitcnt lgkmcnt(0)
  v_add_f32 v40, v32, v38
  v_xor_b32 v42, 4, v6
  v_lshlrev_b32 v44, 2, v42
  ds_bpermute_b32 v46, v44, v40
  s_waitcnt lgkmcnt(0)
  v_add_f32 v1, v40, v46
  v_xor_b32 v20, 8, v6
  v_lshlrev_b32 v20, 2, v20
  ds_bpermute_b32 v20, v20, v1
  s_waitcnt lgkmcnt(0)
  v_add_f32 v1, v1, v20
  v_xor_b32 v6, 16, v6
  v_lshlrev_b32 v6, 2, v6
  ds_bpermute_b32 v6, v6, v1
  s_waitcnt lgkmcnt(0)
  v_add_f32 v1, v1, v6
  ds_store_b32 v0, v1 offset:512
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  ds_load_b32 v6, v5 offset:512
  ds_load_b32 v21, v5 offset:640
  ds_load_b32 v20, v5 offset:768
  ds_load_b32 v22, v5 offset:896
  s_waitcnt lgkmcnt(0)
  v_add_f32 v21, v6, v21
  v_add_f32 v20, v20, v22
  v_add_f32 v20, v21, v20
  s_mov_b32 s38, 4
  v_mul_lo_u32 v21, v2, s38
  v_mul_hi_i32 v23, v2, s38
  v_mov_b32 v50, s28
  v_mov_b32 v51, s29
  v_add_co_u32 v48, vcc_lo, v50, v21
  v_add_co_ci_u32 v49, vcc_lo, v51, v23, vcc_lo
  v_mul_lo_u32 v29, v4, s38
  v_mul_hi_i32 v31, v4, s38
  v_mov_b32 v52, s28
  v_mov_b32 v53, s29
  v_add_co_u32 v50, vcc_lo, v52, v29
  v_add_co_ci_u32 v51, vcc_lo, v53, v31, vcc_lo
  v_mul_lo_u32 v37, v7, s38
  v_mul_hi_i32 v39, v7, s38
  v_mov_b32 v54, s28
  v_mov_b32 v55, s29
  v_add_co_u32 v52, vcc_lo, v54, v37
  v_add_co_ci_u32 v53, vcc_lo, v55, v39, vcc_lo
  v_mul_lo_u32 v45, v8, s38
  v_mul_hi_i32 v47, v8, s38
  v_mov_b32 v56, s28
  v_mov_b32 v57, s29
  v_add_co_u32 v54, vcc_lo, v56, v45
  v_add_co_ci_u32 v55, vcc_lo, v57, v47, vcc_lo
  v_mul_lo_u32 v0, v10, s38
  v_mul_hi_i32 v1, v10, s38
  v_mov_b32 v58, s28
  v_mov_b32 v59, s29
  v_add_co_u32 v56, vcc_lo, v58, v0
  v_add_co_ci_u32 v57, vcc_lo, v59, v1, vcc_lo
  v_mul_lo_u32 v0, v12, s38
  v_mul_hi_i32 v1, v12, s38
  v_mov_b32 v60, s28
  v_mov_b32 v61, s29
  v_add_co_u32 v58, vcc_lo, v60, v0
  v_add_co_ci_u32 v59, vcc_lo, v61, v1, vcc_lo
  s_mov_b32 s12, 4
  v_mul_lo_u32 v8, v14, s12
  v_mul_hi_i32 v10, v14, s12
  v_mov_b32 v64, s28
  v_mov_b32 v65, s29
  v_add_co_u32 v68, vcc_lo, v64, v8
  v_add_co_ci_u32 v69, vcc_lo, v65, v10, vcc_lo
  v_mul_lo_u32 v21, v16, s12
  v_mul_hi_i32 v22, v16, s12
  v_mov_b32 v72, s28
  v_mov_b32 v73, s29
  v_add_co_u32 v76, vcc_lo, v72, v21
  v_add_co_ci_u32 v77, vcc_lo, v73, v22, vcc_lo
  v_div_scale_f32 v24, vcc_lo, v20, v20, v3
  v_div_scale_f32 v26, vcc_lo, v3, v20, v3
  v_rcp_f32 v28, v24
  v_fma_f32 v30, -v24, v28, 0x3f800000
  v_fma_f32 v32, v30, v28, v28
  v_mul_f32 v34, v26, v32
  v_fma_f32 v36, -v24, v34, v26
  v_fma_f32 v38, v36, v32, v34
  v_fma_f32 v40, -v24, v38, v26
  s_nop 3
  v_div_fmas_f32 v42, v40, v32, v38
  v_div_fixup_f32 v44, v42, v20, v3
  v_div_scale_f32 v46, vcc_lo, v20, v20, v9
  v_div_scale_f32 v0, vcc_lo, v9, v20, v9
  v_rcp_f32 v1, v46
  v_fma_f32 v2, -v46, v1, 0x3f800000
  v_fma_f32 v1, v2, v1, v1
  v_mul_f32 v2, v0, v1
  v_fma_f32 v3, -v46, v2, v0
  v_fma_f32 v2, v3, v1, v2
  v_fma_f32 v0, -v46, v2, v0
  s_nop 3
  v_div_fmas_f32 v1, v0, v1, v2
  v_div_fixup_f32 v3, v1, v20, v9
  v_div_scale_f32 v5, vcc_lo, v20, v20, v11
  v_div_scale_f32 v7, vcc_lo, v11, v20, v11
  v_rcp_f32 v9, v5
  v_fma_f32 v12, -v5, v9, 0x3f800000
  v_fma_f32 v14, v12, v9, v9
  v_mul_f32 v16, v7, v14
  v_fma_f32 v21, -v5, v16, v7
  v_fma_f32 v21, v21, v14, v16
  v_fma_f32 v22, -v5, v21, v7
  s_nop 3
  v_div_fmas_f32 v23, v22, v14, v21
  v_div_fixup_f32 v25, v23, v20, v11
  v_div_scale_f32 v27, vcc_lo, v20, v20, v13
  v_div_scale_f32 v29, vcc_lo, v13, v20, v13
  v_rcp_f32 v31, v27
  v_fma_f32 v33, -v27, v31, 0x3f800000
  v_fma_f32 v35, v33, v31, v31
  v_mul_f32 v37, v29, v35
  v_fma_f32 v39, -v27, v37, v29
  v_fma_f32 v41, v39, v35, v37
  v_fma_f32 v43, -v27, v41, v29
  s_nop 3
  v_div_fmas_f32 v45, v43, v35, v41
  v_div_fixup_f32 v47, v45, v20, v13
  v_div_scale_f32 v0, vcc_lo, v20, v20, v17
  v_div_scale_f32 v1, vcc_lo, v17, v20, v17
  v_rcp_f32 v2, v0
  v_fma_f32 v4, -v0, v2, 0x3f800000
  v_fma_f32 v2, v4, v2, v2
  v_mul_f32 v4, v1, v2
  v_fma_f32 v5, -v0, v4, v1
  v_fma_f32 v4, v5, v2, v4
  v_fma_f32 v5, -v0, v4, v1
  s_nop 3
  v_div_fmas_f32 v4, v5, v2, v4
  v_div_fixup_f32 v6, v4, v20, v17
  v_div_scale_f32 v8, vcc_lo, v20, v20, v18
  v_div_scale_f32 v10, vcc_lo, v18, v20, v18
  v_rcp_f32 v12, v8
  v_fma_f32 v14, -v8, v12, 0x3f800000
  v_fma_f32 v16, v14, v12, v12
  v_mul_f32 v21, v10, v16
  v_fma_f32 v22, -v8, v21, v10
  v_fma_f32 v22, v22, v16, v21
  v_fma_f32 v24, -v8, v22, v10
  s_nop 3
  v_div_fmas_f32 v26, v24, v16, v22
  v_div_fixup_f32 v28, v26, v20, v18
  v_div_scale_f32 v30, vcc_lo, v20, v20, v19
  v_div_scale_f32 v32, vcc_lo, v19, v20, v19
  v_rcp_f32 v34, v30
  v_fma_f32 v36, -v30, v34, 0x3f800000
  v_fma_f32 v38, v36, v34, v34
  v_mul_f32 v40, v32, v38
  v_fma_f32 v42, -v30, v40, v32
  v_fma_f32 v45, v42, v38, v40
  v_fma_f32 v46, -v30, v45, v32
  s_nop 3
  v_div_fmas_f32 v0, v46, v38, v45
  v_div_fixup_f32 v0, v0, v20, v19
  v_div_scale_f32 v1, vcc_lo, v20, v20, v15
  v_div_scale_f32 v2, vcc_lo, v15, v20, v15
  v_rcp_f32 v4, v1
  v_fma_f32 v5, -v1, v4, 0x3f800000
  v_fma_f32 v4, v5, v4, v4
  v_mul_f32 v5, v2, v4
  v_fma_f32 v7, -v1, v5, v2
  v_fma_f32 v5, v7, v4, v5
  v_fma_f32 v7, -v1, v5, v2
  s_nop 3
  v_div_fmas_f32 v7, v7, v4, v5
  v_div_fixup_f32 v9, v7, v20, v15
  s_and_saveexec_b32 s72, s46
  global_store_b32 v[48:49], v44, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s50
  global_store_b32 v[50:51], v3, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s54
  global_store_b32 v[52:53], v25, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s58
  global_store_b32 v[54:55], v47, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s62
  global_store_b32 v[56:57], v6, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s66
  global_store_b32 v[58:59], v28, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s70
  global_store_b32 v[68:69], v0, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s0
  global_store_b32 v[76:77], v9, off
  s_mov_b32 exec_lo, s72
  s_endpgm
.Lsoftmax_end:
.size softmax, .Lsoftmax_end-softmax
; 74 SGPRs, 78 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  - .name: softmax
    .symbol: softmax.kd
    .kernarg_segment_size: 36
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 1024
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
