.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 5
.text
.globl softmax
.p2align 8
.type softmax,@function
softmax:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  s_mov_b32 s12, 0x3ff
  v_and_b32 v9, s12, v0
  s_load_b64 s[20:21], s[0:1], 0x0
  s_load_b64 s[24:25], s[0:1], 0x8
  s_load_b32 s28, s[0:1], 0x10
  s_load_b32 s32, s[0:1], 0x14
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s36, s2, s28
  s_mov_b32 s40, 0x7f
  v_and_b32 v22, v9, s40
  s_mov_b32 s48, 2
  v_lshlrev_b32 v26, s48, v22
  s_cmp_ge_u32 s48, 32
  s_cselect_b32 s58, -1, 0
  v_cndmask_b32_e64 v31, v26, 0, s58
  s_mov_b32 s66, 0
  v_add_nc_u32 v35, v31, s66
  s_mov_b32 s0, 1
  v_add_nc_u32 v39, v35, s0
  s_mov_b32 s0, 2
  v_add_nc_u32 v43, v35, s0
  s_mov_b32 s0, 3
  v_add_nc_u32 v47, v35, s0
  s_mov_b32 s0, 0x200
  v_add_nc_u32 v1, v35, s0
  s_mov_b32 s0, 0x201
  v_add_nc_u32 v3, v35, s0
  s_mov_b32 s0, 0x202
  v_add_nc_u32 v5, v35, s0
  s_mov_b32 s0, 0x203
  v_add_nc_u32 v7, v35, s0
  v_add_nc_u32 v2, s36, v35
  v_add_nc_u32 v4, s36, v39
  v_add_nc_u32 v6, s36, v43
  v_add_nc_u32 v8, s36, v47
  v_add_nc_u32 v10, s36, v1
  v_add_nc_u32 v12, s36, v3
  v_add_nc_u32 v14, s36, v5
  v_add_nc_u32 v16, s36, v7
  s_mov_b32 s36, 4
  v_mul_lo_u32 v20, v2, s36
  v_mul_hi_i32 v22, v2, s36
  v_mov_b32 v50, s20
  v_mov_b32 v51, s21
  v_add_co_u32 v48, vcc_lo, v50, v20
  v_add_co_ci_u32 v49, vcc_lo, v51, v22, vcc_lo
  s_mov_b32 s56, 4
  v_mul_lo_u32 v30, v4, s56
  v_mul_hi_i32 v32, v4, s56
  v_mov_b32 v52, s20
  v_mov_b32 v53, s21
  v_add_co_u32 v50, vcc_lo, v52, v30
  v_add_co_ci_u32 v51, vcc_lo, v53, v32, vcc_lo
  s_mov_b32 s0, 4
  v_mul_lo_u32 v40, v6, s0
  v_mul_hi_i32 v42, v6, s0
  v_mov_b32 v54, s20
  v_mov_b32 v55, s21
  v_add_co_u32 v52, vcc_lo, v54, v40
  v_add_co_ci_u32 v53, vcc_lo, v55, v42, vcc_lo
  s_mov_b32 s0, 4
  v_mul_lo_u32 v11, v8, s0
  v_mul_hi_i32 v13, v8, s0
  v_mov_b32 v56, s20
  v_mov_b32 v57, s21
  v_add_co_u32 v54, vcc_lo, v56, v11
  v_add_co_ci_u32 v55, vcc_lo, v57, v13, vcc_lo
  s_mov_b32 s0, 4
  v_mul_lo_u32 v11, v10, s0
  v_mul_hi_i32 v13, v10, s0
  v_mov_b32 v58, s20
  v_mov_b32 v59, s21
  v_add_co_u32 v56, vcc_lo, v58, v11
  v_add_co_ci_u32 v57, vcc_lo, v59, v13, vcc_lo
  s_mov_b32 s10, 4
  v_mul_lo_u32 v11, v12, s10
  v_mul_hi_i32 v13, v12, s10
  v_mov_b32 v62, s20
  v_mov_b32 v63, s21
  v_add_co_u32 v64, vcc_lo, v62, v11
  v_add_co_ci_u32 v65, vcc_lo, v63, v13, vcc_lo
  s_mov_b32 s30, 4
  v_mul_lo_u32 v17, v14, s30
  v_mul_hi_i32 v19, v14, s30
  v_mov_b32 v70, s20
  v_mov_b32 v71, s21
  v_add_co_u32 v72, vcc_lo, v70, v17
  v_add_co_ci_u32 v73, vcc_lo, v71, v19, vcc_lo
  s_mov_b32 s50, 4
  v_mul_lo_u32 v27, v16, s50
  v_mul_hi_i32 v29, v16, s50
  v_mov_b32 v60, s20
  v_mov_b32 v61, s21
  v_add_co_u32 v58, vcc_lo, v60, v27
  v_add_co_ci_u32 v59, vcc_lo, v61, v29, vcc_lo
  v_cmp_lt_i32_e64 s70, v35, s32
  v_cmp_lt_i32_e64 s12, v39, s32
  v_cmp_lt_i32_e64 s10, v43, s32
  v_cmp_lt_i32_e64 s8, v47, s32
  v_cmp_lt_i32_e64 s6, v1, s32
  v_cmp_lt_i32_e64 s4, v3, s32
  v_cmp_lt_i32_e64 s2, v5, s32
  v_cmp_lt_i32_e64 s0, v7, s32
  s_mov_b32 s14, 0xff800000
  v_mov_b32 v3, s14
  v_mov_b32 v1, v3
  s_and_saveexec_b32 s72, s70
  global_load_b32 v1, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v5, s14
  v_mov_b32 v3, v5
  s_and_saveexec_b32 s72, s12
  global_load_b32 v3, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v7, s14
  v_mov_b32 v5, v7
  s_and_saveexec_b32 s72, s10
  global_load_b32 v5, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v11, s14
  v_mov_b32 v7, v11
  s_and_saveexec_b32 s72, s8
  global_load_b32 v7, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v13, s14
  v_mov_b32 v11, v13
  s_and_saveexec_b32 s72, s6
  global_load_b32 v11, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v15, s14
  v_mov_b32 v13, v15
  s_and_saveexec_b32 s72, s4
  global_load_b32 v13, v[64:65], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v15, s14
  v_mov_b32 v17, v15
  s_and_saveexec_b32 s72, s2
  global_load_b32 v17, v[72:73], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v20, s14
  v_mov_b32 v19, v20
  s_and_saveexec_b32 s72, s0
  global_load_b32 v19, v[58:59], off
  s_mov_b32 exec_lo, s72
  s_waitcnt vmcnt(0)
  v_max_f32 v22, v1, v1
  v_max_f32 v24, v3, v3
  v_max_f32 v26, v22, v24
  v_cmp_eq_f32_e64 s56, v1, v3
  v_and_b32 v30, v1, v3
  v_cndmask_b32_e64 v32, v26, v30, s56
  v_max_f32 v34, v32, v32
  v_max_f32 v36, v5, v5
  v_max_f32 v38, v34, v36
  v_cmp_eq_f32_e64 s14, v32, v5
  v_and_b32 v42, v32, v5
  v_cndmask_b32_e64 v44, v38, v42, s14
  v_max_f32 v46, v44, v44
  v_max_f32 v15, v7, v7
  v_max_f32 v15, v46, v15
  v_cmp_eq_f32_e64 s14, v44, v7
  v_and_b32 v18, v44, v7
  v_cndmask_b32_e64 v15, v15, v18, s14
  v_max_f32 v18, v15, v15
  v_max_f32 v20, v11, v11
  v_max_f32 v18, v18, v20
  v_cmp_eq_f32_e64 s14, v15, v11
  v_and_b32 v15, v15, v11
  v_cndmask_b32_e64 v15, v18, v15, s14
  v_max_f32 v18, v15, v15
  v_max_f32 v20, v13, v13
  v_max_f32 v18, v18, v20
  v_cmp_eq_f32_e64 s26, v15, v13
  v_and_b32 v15, v15, v13
  v_cndmask_b32_e64 v18, v18, v15, s26
  v_max_f32 v20, v18, v18
  v_max_f32 v21, v17, v17
  v_max_f32 v23, v20, v21
  v_cmp_eq_f32_e64 s50, v18, v17
  v_and_b32 v27, v18, v17
  v_cndmask_b32_e64 v29, v23, v27, s50
  v_max_f32 v31, v29, v29
  v_max_f32 v33, v19, v19
  v_max_f32 v35, v31, v33
  v_cmp_eq_f32_e64 s14, v29, v19
  v_and_b32 v39, v29, v19
  v_cndmask_b32_e64 v41, v35, v39, s14
  v_and_b32 v43, 31, v0
  v_xor_b32 v45, 1, v43
  v_lshlrev_b32 v47, 2, v45
  ds_bpermute_b32 v15, v47, v41
  v_max_f32 v18, v41, v41
  s_waitcnt lgkmcnt(0)
  v_max_f32 v20, v15, v15
  v_max_f32 v18, v18, v20
  v_cmp_eq_f32_e64 s14, v41, v15
  v_and_b32 v15, v41, v15
  v_cndmask_b32_e64 v15, v18, v15, s14
  v_and_b32 v18, 31, v0
  v_xor_b32 v18, 2, v18
  v_lshlrev_b32 v18, 2, v18
  ds_bpermute_b32 v18, v18, v15
  v_max_f32 v20, v15, v15
  s_waitcnt lgkmcnt(0)
  v_max_f32 v21, v18, v18
  v_max_f32 v20, v20, v21
  v_cmp_eq_f32_e64 s28, v15, v18
  v_and_b32 v18, v15, v18
  v_cndmask_b32_e64 v18, v20, v18, s28
  v_and_b32 v20, 31, v0
  v_xor_b32 v22, 4, v20
  v_lshlrev_b32 v24, 2, v22
  ds_bpermute_b32 v26, v24, v18
  v_max_f32 v28, v18, v18
  s_waitcnt lgkmcnt(0)
  v_max_f32 v30, v26, v26
  v_max_f32 v32, v28, v30
  v_cmp_eq_f32_e64 s68, v18, v26
  v_and_b32 v36, v18, v26
  v_cndmask_b32_e64 v38, v32, v36, s68
  v_and_b32 v40, 31, v0
  v_xor_b32 v42, 8, v40
  v_lshlrev_b32 v44, 2, v42
  ds_bpermute_b32 v46, v44, v38
  v_max_f32 v15, v38, v38
  s_waitcnt lgkmcnt(0)
  v_max_f32 v18, v46, v46
  v_max_f32 v15, v15, v18
  v_cmp_eq_f32_e64 s14, v38, v46
  v_and_b32 v18, v38, v46
  v_cndmask_b32_e64 v15, v15, v18, s14
  v_and_b32 v18, 31, v0
  v_xor_b32 v18, 16, v18
  v_lshlrev_b32 v18, 2, v18
  ds_bpermute_b32 v18, v18, v15
  v_max_f32 v20, v15, v15
  s_waitcnt lgkmcnt(0)
  v_max_f32 v21, v18, v18
  v_max_f32 v20, v20, v21
  v_cmp_eq_f32_e64 s22, v15, v18
  v_and_b32 v15, v15, v18
  v_cndmask_b32_e64 v15, v20, v15, s22
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s36, 4
  v_mul_lo_u32 v20, v9, s36
  s_mov_b32 s44, 0
  v_add_nc_u32 v24, v20, s44
  ds_store_b32 v24, v15
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s56, 0xffffff9f
  v_and_b32 v30, v9, s56
  s_mov_b32 s64, 0
  v_or_b32 v34, v30, s64
  s_mov_b32 s14, 4
  v_mul_lo_u32 v38, v34, s14
  s_mov_b32 s14, 0
  v_add_nc_u32 v42, v38, s14
  ds_load_b32 v44, v42
  s_mov_b32 s14, 32
  v_or_b32 v15, v30, s14
  s_mov_b32 s14, 4
  v_mul_lo_u32 v15, v15, s14
  s_mov_b32 s14, 0
  v_add_nc_u32 v15, v15, s14
  ds_load_b32 v15, v15
  s_waitcnt lgkmcnt(0)
  v_max_f32 v18, v44, v44
  v_max_f32 v20, v15, v15
  v_max_f32 v18, v18, v20
  v_cmp_eq_f32_e64 s14, v44, v15
  v_and_b32 v15, v44, v15
  v_cndmask_b32_e64 v15, v18, v15, s14
  s_mov_b32 s18, 64
  v_or_b32 v18, v30, s18
  s_mov_b32 s26, 4
  v_mul_lo_u32 v18, v18, s26
  s_mov_b32 s34, 0
  v_add_nc_u32 v20, v18, s34
  ds_load_b32 v21, v20
  v_max_f32 v23, v15, v15
  s_waitcnt lgkmcnt(0)
  v_max_f32 v25, v21, v21
  v_max_f32 v27, v23, v25
  v_cmp_eq_f32_e64 s58, v15, v21
  v_and_b32 v31, v15, v21
  v_cndmask_b32_e64 v33, v27, v31, s58
  s_mov_b32 s14, 0x60
  v_or_b32 v37, v30, s14
  s_mov_b32 s14, 4
  v_mul_lo_u32 v41, v37, s14
  s_mov_b32 s14, 0
  v_add_nc_u32 v45, v41, s14
  ds_load_b32 v47, v45
  v_max_f32 v15, v33, v33
  s_waitcnt lgkmcnt(0)
  v_max_f32 v18, v47, v47
  v_max_f32 v15, v15, v18
  v_cmp_eq_f32_e64 s14, v33, v47
  v_and_b32 v18, v33, v47
  v_cndmask_b32_e64 v20, v15, v18, s14
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_sub_f32 v18, v1, v20
  v_sub_f32 v1, v3, v20
  v_sub_f32 v3, v5, v20
  v_sub_f32 v5, v7, v20
  v_sub_f32 v7, v11, v20
  v_sub_f32 v15, v13, v20
  v_sub_f32 v11, v17, v20
  v_sub_f32 v13, v19, v20
  s_mov_b32 s30, 0x3fb8aa3b
  s_mov_b32 s34, 0x32a57060
  v_mul_f32 v19, s30, v18
  v_fma_f32 v21, v18, s30, -v19
  v_fma_f32 v23, v18, s34, v21
  s_mov_b32 s50, 0x7fffffff
  v_and_b32 v27, s50, v23
  s_mov_b32 s58, 0x3f800000
  v_cmp_gt_f32_e64 s62, s58, v27
  v_cndmask_b32_e64 v33, 0, v23, s62
  s_mov_b32 s14, 0x3f317218
  v_mul_f32 v37, s14, v33
  s_mov_b32 s14, 0x43000000
  v_cmp_le_f32_e64 s14, s14, v19
  s_mov_b32 s16, 0x3f800000
  v_mov_b32 v45, s16
  v_cndmask_b32_e64 v47, 0, v45, s14
  v_sub_f32 v17, v19, v47
  s_mov_b32 s18, 0xc2fc0000
  v_cmp_gt_f32_e64 s18, s18, v17
  s_mov_b32 s20, 0x42800000
  v_mov_b32 v18, s20
  v_cndmask_b32_e64 v18, 0, v18, s18
  v_add_f32 v17, v17, v18
  v_exp_f32 v17, v17
  s_mov_b32 s20, 0x3f800000
  s_mov_b32 s22, 0x1f800000
  v_mov_b32 v18, s22
  v_mov_b32 v19, s20
  v_cndmask_b32_e64 v18, v19, v18, s18
  v_mul_f32 v17, v17, v18
  v_fma_f32 v18, v17, v37, v17
  s_mov_b32 s32, 0x7f800000
  v_cmp_eq_f32_e64 s36, s32, v17
  v_cndmask_b32_e64 v20, v18, v17, s36
  s_mov_b32 s44, 0x40000000
  v_mov_b32 v24, s44
  v_mov_b32 v26, s16
  v_cndmask_b32_e64 v28, v26, v24, s14
  v_mul_f32 v30, v20, v28
  s_mov_b32 s64, 0x3fb8aa3b
  s_mov_b32 s68, 0x32a57060
  v_mul_f32 v36, s64, v1
  v_fma_f32 v38, v1, s64, -v36
  v_fma_f32 v40, v1, s68, v38
  s_mov_b32 s14, 0x7fffffff
  v_and_b32 v44, s14, v40
  s_mov_b32 s14, 0x3f800000
  v_cmp_gt_f32_e64 s14, s14, v44
  v_cndmask_b32_e64 v1, 0, v40, s14
  s_mov_b32 s14, 0x3f317218
  v_mul_f32 v1, s14, v1
  s_mov_b32 s14, 0x43000000
  v_cmp_le_f32_e64 s14, s14, v36
  s_mov_b32 s16, 0x3f800000
  v_mov_b32 v17, s16
  v_cndmask_b32_e64 v17, 0, v17, s14
  v_sub_f32 v17, v36, v17
  s_mov_b32 s18, 0xc2fc0000
  v_cmp_gt_f32_e64 s18, s18, v17
  s_mov_b32 s20, 0x42800000
  v_mov_b32 v18, s20
  v_cndmask_b32_e64 v18, 0, v18, s18
  v_add_f32 v17, v17, v18
  v_exp_f32 v17, v17
  s_mov_b32 s38, 0x3f800000
  s_mov_b32 s42, 0x1f800000
  v_mov_b32 v23, s42
  v_mov_b32 v25, s38
  v_cndmask_b32_e64 v27, v25, v23, s18
  v_mul_f32 v29, v17, v27
  v_fma_f32 v31, v29, v1, v29
  s_mov_b32 s66, 0x7f800000
  v_cmp_eq_f32_e64 s18, s66, v29
  v_cndmask_b32_e64 v37, v31, v29, s18
  s_mov_b32 s18, 0x40000000
  v_mov_b32 v41, s18
  v_mov_b32 v43, s16
  v_cndmask_b32_e64 v45, v43, v41, s14
  v_mul_f32 v47, v37, v45
  s_mov_b32 s16, 0x3fb8aa3b
  s_mov_b32 s14, 0x32a57060
  v_mul_f32 v1, s16, v3
  v_fma_f32 v17, v3, s16, -v1
  v_fma_f32 v3, v3, s14, v17
  s_mov_b32 s14, 0x7fffffff
  v_and_b32 v17, s14, v3
  s_mov_b32 s14, 0x3f800000
  v_cmp_gt_f32_e64 s14, s14, v17
  v_cndmask_b32_e64 v17, 0, v3, s14
  s_mov_b32 s14, 0x3f317218
  v_mul_f32 v17, s14, v17
  s_mov_b32 s20, 0x43000000
  v_cmp_le_f32_e64 s26, s20, v1
  s_mov_b32 s28, 0x3f800000
  v_mov_b32 v18, s28
  v_cndmask_b32_e64 v18, 0, v18, s26
  v_sub_f32 v20, v1, v18
  s_mov_b32 s44, 0xc2fc0000
  v_cmp_gt_f32_e64 s48, s44, v20
  s_mov_b32 s52, 0x42800000
  v_mov_b32 v28, s52
  v_cndmask_b32_e64 v31, 0, v28, s48
  v_add_f32 v32, v20, v31
  v_exp_f32 v34, v32
  s_mov_b32 s14, 0x3f800000
  s_mov_b32 s16, 0x1f800000
  v_mov_b32 v40, s16
  v_mov_b32 v42, s14
  v_cndmask_b32_e64 v44, v42, v40, s48
  v_mul_f32 v46, v34, v44
  v_fma_f32 v1, v46, v17, v46
  s_mov_b32 s14, 0x7f800000
  v_cmp_eq_f32_e64 s14, s14, v46
  v_cndmask_b32_e64 v1, v1, v46, s14
  s_mov_b32 s14, 0x40000000
  v_mov_b32 v3, s14
  v_mov_b32 v17, s28
  v_cndmask_b32_e64 v3, v17, v3, s26
  v_mul_f32 v1, v1, v3
  s_mov_b32 s16, 0x3fb8aa3b
  s_mov_b32 s14, 0x32a57060
  v_mul_f32 v17, s16, v5
  v_fma_f32 v18, v5, s16, -v17
  v_fma_f32 v18, v5, s14, v18
  s_mov_b32 s26, 0x7fffffff
  v_and_b32 v19, s26, v18
  s_mov_b32 s34, 0x3f800000
  v_cmp_gt_f32_e64 s38, s34, v19
  v_cndmask_b32_e64 v21, 0, v18, s38
  s_mov_b32 s46, 0x3f317218
  v_mul_f32 v25, s46, v21
  s_mov_b32 s54, 0x43000000
  v_cmp_le_f32_e64 s58, s54, v17
  s_mov_b32 s62, 0x3f800000
  v_mov_b32 v33, s62
  v_cndmask_b32_e64 v35, 0, v33, s58
  v_sub_f32 v37, v17, v35
  s_mov_b32 s14, 0xc2fc0000
  v_cmp_gt_f32_e64 s14, s14, v37
  s_mov_b32 s16, 0x42800000
  v_mov_b32 v45, s16
  v_cndmask_b32_e64 v3, 0, v45, s14
  v_add_f32 v3, v37, v3
  v_exp_f32 v3, v3
  s_mov_b32 s16, 0x3f800000
  s_mov_b32 s18, 0x1f800000
  v_mov_b32 v5, s18
  v_mov_b32 v17, s16
  v_cndmask_b32_e64 v5, v17, v5, s14
  v_mul_f32 v3, v3, v5
  v_fma_f32 v5, v3, v25, v3
  s_mov_b32 s14, 0x7f800000
  v_cmp_eq_f32_e64 s14, s14, v3
  v_cndmask_b32_e64 v17, v5, v3, s14
  s_mov_b32 s20, 0x40000000
  v_mov_b32 v18, s20
  v_mov_b32 v19, s62
  v_cndmask_b32_e64 v18, v19, v18, s58
  v_mul_f32 v18, v17, v18
  s_mov_b32 s40, 0x3fb8aa3b
  s_mov_b32 s44, 0x32a57060
  v_mul_f32 v24, s40, v7
  v_fma_f32 v26, v7, s40, -v24
  v_fma_f32 v28, v7, s44, v26
  s_mov_b32 s60, 0x7fffffff
  v_and_b32 v32, s60, v28
  s_mov_b32 s68, 0x3f800000
  v_cmp_gt_f32_e64 s14, s68, v32
  v_cndmask_b32_e64 v38, 0, v28, s14
  s_mov_b32 s14, 0x3f317218
  v_mul_f32 v42, s14, v38
  s_mov_b32 s14, 0x43000000
  v_cmp_le_f32_e64 s14, s14, v24
  s_mov_b32 s16, 0x3f800000
  v_mov_b32 v3, s16
  v_cndmask_b32_e64 v3, 0, v3, s14
  v_sub_f32 v3, v24, v3
  s_mov_b32 s18, 0xc2fc0000
  v_cmp_gt_f32_e64 s18, s18, v3
  s_mov_b32 s20, 0x42800000
  v_mov_b32 v5, s20
  v_cndmask_b32_e64 v5, 0, v5, s18
  v_add_f32 v3, v3, v5
  v_exp_f32 v5, v3
  s_mov_b32 s20, 0x3f800000
  s_mov_b32 s22, 0x1f800000
  v_mov_b32 v17, s22
  v_mov_b32 v19, s20
  v_cndmask_b32_e64 v17, v19, v17, s18
  v_mul_f32 v17, v5, v17
  v_fma_f32 v19, v17, v42, v17
  s_mov_b32 s42, 0x7f800000
  v_cmp_eq_f32_e64 s46, s42, v17
  v_cndmask_b32_e64 v25, v19, v17, s46
  s_mov_b32 s54, 0x40000000
  v_mov_b32 v29, s54
  v_mov_b32 v31, s16
  v_cndmask_b32_e64 v33, v31, v29, s14
  v_mul_f32 v35, v25, v33
  s_mov_b32 s16, 0x3fb8aa3b
  s_mov_b32 s14, 0x32a57060
  v_mul_f32 v41, s16, v15
  v_fma_f32 v43, v15, s16, -v41
  v_fma_f32 v45, v15, s14, v43
  s_mov_b32 s14, 0x7fffffff
  v_and_b32 v3, s14, v45
  s_mov_b32 s14, 0x3f800000
  v_cmp_gt_f32_e64 s14, s14, v3
  v_cndmask_b32_e64 v3, 0, v45, s14
  s_mov_b32 s14, 0x3f317218
  v_mul_f32 v3, s14, v3
  s_mov_b32 s14, 0x43000000
  v_cmp_le_f32_e64 s14, s14, v41
  s_mov_b32 s16, 0x3f800000
  v_mov_b32 v5, s16
  v_cndmask_b32_e64 v7, 0, v5, s14
  v_sub_f32 v15, v41, v7
  s_mov_b32 s20, 0xc2fc0000
  v_cmp_gt_f32_e64 s26, s20, v15
  s_mov_b32 s28, 0x42800000
  v_mov_b32 v17, s28
  v_cndmask_b32_e64 v19, 0, v17, s26
  v_add_f32 v20, v15, v19
  v_exp_f32 v22, v20
  s_mov_b32 s48, 0x3f800000
  s_mov_b32 s52, 0x1f800000
  v_mov_b32 v28, s52
  v_mov_b32 v31, s48
  v_cndmask_b32_e64 v32, v31, v28, s26
  v_mul_f32 v34, v22, v32
  v_fma_f32 v36, v34, v3, v34
  s_mov_b32 s18, 0x7f800000
  v_cmp_eq_f32_e64 s18, s18, v34
  v_cndmask_b32_e64 v42, v36, v34, s18
  s_mov_b32 s18, 0x40000000
  v_mov_b32 v46, s18
  v_mov_b32 v3, s16
  v_cndmask_b32_e64 v3, v3, v46, s14
  v_mul_f32 v3, v42, v3
  s_mov_b32 s16, 0x3fb8aa3b
  s_mov_b32 s14, 0x32a57060
  v_mul_f32 v5, s16, v11
  v_fma_f32 v7, v11, s16, -v5
  v_fma_f32 v7, v11, s14, v7
  s_mov_b32 s14, 0x7fffffff
  v_and_b32 v11, s14, v7
  s_mov_b32 s14, 0x3f800000
  v_cmp_gt_f32_e64 s14, s14, v11
  v_cndmask_b32_e64 v11, 0, v7, s14
  s_mov_b32 s22, 0x3f317218
  v_mul_f32 v15, s22, v11
  s_mov_b32 s30, 0x43000000
  v_cmp_le_f32_e64 s34, s30, v5
  s_mov_b32 s38, 0x3f800000
  v_mov_b32 v21, s38
  v_cndmask_b32_e64 v23, 0, v21, s34
  v_sub_f32 v25, v5, v23
  s_mov_b32 s54, 0xc2fc0000
  v_cmp_gt_f32_e64 s58, s54, v25
  s_mov_b32 s62, 0x42800000
  v_mov_b32 v33, s62
  v_cndmask_b32_e64 v36, 0, v33, s58
  v_add_f32 v37, v25, v36
  v_exp_f32 v39, v37
  s_mov_b32 s14, 0x3f800000
  s_mov_b32 s16, 0x1f800000
  v_mov_b32 v45, s16
  v_mov_b32 v5, s14
  v_cndmask_b32_e64 v5, v5, v45, s58
  v_mul_f32 v5, v39, v5
  v_fma_f32 v7, v5, v15, v5
  s_mov_b32 s14, 0x7f800000
  v_cmp_eq_f32_e64 s14, s14, v5
  v_cndmask_b32_e64 v5, v7, v5, s14
  s_mov_b32 s14, 0x40000000
  v_mov_b32 v7, s14
  v_mov_b32 v11, s38
  v_cndmask_b32_e64 v7, v11, v7, s34
  v_mul_f32 v7, v5, v7
  s_mov_b32 s16, 0x3fb8aa3b
  s_mov_b32 s20, 0x32a57060
  v_mul_f32 v15, s16, v13
  v_fma_f32 v17, v13, s16, -v15
  v_fma_f32 v17, v13, s20, v17
  s_mov_b32 s36, 0x7fffffff
  v_and_b32 v20, s36, v17
  s_mov_b32 s44, 0x3f800000
  v_cmp_gt_f32_e64 s48, s44, v20
  v_cndmask_b32_e64 v26, 0, v17, s48
  s_mov_b32 s56, 0x3f317218
  v_mul_f32 v31, s56, v26
  s_mov_b32 s64, 0x43000000
  v_cmp_le_f32_e64 s68, s64, v15
  s_mov_b32 s14, 0x3f800000
  v_mov_b32 v38, s14
  v_cndmask_b32_e64 v40, 0, v38, s68
  v_sub_f32 v42, v15, v40
  s_mov_b32 s16, 0xc2fc0000
  v_cmp_gt_f32_e64 s16, s16, v42
  s_mov_b32 s18, 0x42800000
  v_mov_b32 v5, s18
  v_cndmask_b32_e64 v5, 0, v5, s16
  v_add_f32 v5, v42, v5
  v_exp_f32 v5, v5
  s_mov_b32 s18, 0x3f800000
  s_mov_b32 s20, 0x1f800000
  v_mov_b32 v11, s20
  v_mov_b32 v13, s18
  v_cndmask_b32_e64 v11, v13, v11, s16
  v_mul_f32 v5, v5, v11
  v_fma_f32 v11, v5, v31, v5
  s_mov_b32 s18, 0x7f800000
  v_cmp_eq_f32_e64 s22, s18, v5
  v_cndmask_b32_e64 v13, v11, v5, s22
  s_mov_b32 s30, 0x40000000
  v_mov_b32 v17, s30
  v_mov_b32 v19, s14
  v_cndmask_b32_e64 v21, v19, v17, s68
  v_mul_f32 v23, v13, v21
  v_add_f32 v25, v30, v47
  v_add_f32 v27, v25, v1
  v_add_f32 v29, v27, v18
  v_add_f32 v31, v29, v35
  v_add_f32 v33, v31, v3
  v_add_f32 v36, v33, v7
  v_add_f32 v37, v36, v23
  v_and_b32 v39, 31, v0
  v_xor_b32 v41, 1, v39
  v_lshlrev_b32 v43, 2, v41
  ds_bpermute_b32 v45, v43, v37
  s_waitcnt lgkmcnt(0)
  v_add_f32 v5, v37, v45
  v_and_b32 v11, 31, v0
  v_xor_b32 v11, 2, v11
  v_lshlrev_b32 v11, 2, v11
  ds_bpermute_b32 v11, v11, v5
  s_waitcnt lgkmcnt(0)
  v_add_f32 v5, v5, v11
  v_and_b32 v11, 31, v0
  v_xor_b32 v11, 4, v11
  v_lshlrev_b32 v11, 2, v11
  ds_bpermute_b32 v11, v11, v5
  s_waitcnt lgkmcnt(0)
  v_add_f32 v5, v5, v11
  v_and_b32 v11, 31, v0
  v_xor_b32 v11, 8, v11
  v_lshlrev_b32 v11, 2, v11
  ds_bpermute_b32 v13, v11, v5
  s_waitcnt lgkmcnt(0)
  v_add_f32 v15, v5, v13
  v_and_b32 v17, 31, v0
  v_xor_b32 v19, 16, v17
  v_lshlrev_b32 v20, 2, v19
  ds_bpermute_b32 v22, v20, v15
  s_waitcnt lgkmcnt(0)
  v_add_f32 v24, v15, v22
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s54, 4
  v_mul_lo_u32 v29, v9, s54
  s_mov_b32 s62, 0
  v_add_nc_u32 v33, v29, s62
  s_mov_b32 s14, 0x200
  v_add_nc_u32 v37, v33, s14
  ds_store_b32 v37, v24
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s14, 0xffffff9f
  v_and_b32 v43, v9, s14
  s_mov_b32 s14, 0
  v_or_b32 v0, v43, s14
  s_mov_b32 s14, 4
  v_mul_lo_u32 v0, v0, s14
  s_mov_b32 s14, 0
  v_add_nc_u32 v0, v0, s14
  s_mov_b32 s14, 0x200
  v_add_nc_u32 v0, v0, s14
  ds_load_b32 v0, v0
  s_mov_b32 s14, 32
  v_or_b32 v5, v43, s14
  s_mov_b32 s14, 4
  v_mul_lo_u32 v9, v5, s14
  s_mov_b32 s16, 0
  v_add_nc_u32 v11, v9, s16
  s_mov_b32 s26, 0x200
  v_add_nc_u32 v15, v11, s26
  ds_load_b32 v17, v15
  s_waitcnt lgkmcnt(0)
  v_add_f32 v19, v0, v17
  s_mov_b32 s40, 64
  v_or_b32 v22, v43, s40
  s_mov_b32 s48, 4
  v_mul_lo_u32 v26, v22, s48
  s_mov_b32 s56, 0
  v_add_nc_u32 v31, v26, s56
  s_mov_b32 s64, 0x200
  v_add_nc_u32 v34, v31, s64
  ds_load_b32 v36, v34
  s_waitcnt lgkmcnt(0)
  v_add_f32 v38, v19, v36
  s_mov_b32 s14, 0x60
  v_or_b32 v42, v43, s14
  s_mov_b32 s14, 4
  v_mul_lo_u32 v46, v42, s14
  s_mov_b32 s14, 0
  v_add_nc_u32 v0, v46, s14
  s_mov_b32 s14, 0x200
  v_add_nc_u32 v0, v0, s14
  ds_load_b32 v0, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v38, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s14, 4
  v_mul_lo_u32 v5, v2, s14
  v_mul_hi_i32 v2, v2, s14
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v60, vcc_lo, v56, v5
  v_add_co_ci_u32 v61, vcc_lo, v57, v2, vcc_lo
  s_mov_b32 s16, 4
  v_mul_lo_u32 v11, v4, s16
  v_mul_hi_i32 v13, v4, s16
  v_mov_b32 v66, s24
  v_mov_b32 v67, s25
  v_add_co_u32 v68, vcc_lo, v66, v11
  v_add_co_ci_u32 v69, vcc_lo, v67, v13, vcc_lo
  s_mov_b32 s36, 4
  v_mul_lo_u32 v20, v6, s36
  v_mul_hi_i32 v22, v6, s36
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc_lo, v50, v20
  v_add_co_ci_u32 v49, vcc_lo, v51, v22, vcc_lo
  s_mov_b32 s56, 4
  v_mul_lo_u32 v31, v8, s56
  v_mul_hi_i32 v32, v8, s56
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc_lo, v52, v31
  v_add_co_ci_u32 v51, vcc_lo, v53, v32, vcc_lo
  s_mov_b32 s14, 4
  v_mul_lo_u32 v40, v10, s14
  v_mul_hi_i32 v42, v10, s14
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc_lo, v54, v40
  v_add_co_ci_u32 v53, vcc_lo, v55, v42, vcc_lo
  s_mov_b32 s14, 4
  v_mul_lo_u32 v2, v12, s14
  v_mul_hi_i32 v4, v12, s14
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc_lo, v56, v2
  v_add_co_ci_u32 v55, vcc_lo, v57, v4, vcc_lo
  s_mov_b32 s14, 4
  v_mul_lo_u32 v2, v14, s14
  v_mul_hi_i32 v4, v14, s14
  v_mov_b32 v58, s24
  v_mov_b32 v59, s25
  v_add_co_u32 v56, vcc_lo, v58, v2
  v_add_co_ci_u32 v57, vcc_lo, v59, v4, vcc_lo
  s_mov_b32 s14, 4
  v_mul_lo_u32 v8, v16, s14
  v_mul_hi_i32 v9, v16, s14
  v_mov_b32 v62, s24
  v_mov_b32 v63, s25
  v_add_co_u32 v64, vcc_lo, v62, v8
  v_add_co_ci_u32 v65, vcc_lo, v63, v9, vcc_lo
  s_mov_b32 s30, 0x3f800000
  v_div_scale_f32 v17, vcc_lo, v0, v0, v30
  v_div_scale_f32 v19, vcc_lo, v30, v0, v30
  v_rcp_f32 v21, v17
  v_fma_f32 v24, -v17, v21, s30
  v_fma_f32 v25, v24, v21, v21
  v_mul_f32 v27, v19, v25
  v_fma_f32 v29, -v17, v27, v19
  v_fma_f32 v31, v29, v25, v27
  v_fma_f32 v33, -v17, v31, v19
  s_nop 3
  v_div_fmas_f32 v36, v33, v25, v31
  v_div_fixup_f32 v37, v36, v0, v30
  s_mov_b32 s14, 0x3f800000
  v_div_scale_f32 v41, vcc_lo, v0, v0, v47
  v_div_scale_f32 v43, vcc_lo, v47, v0, v47
  v_rcp_f32 v45, v41
  v_fma_f32 v2, -v41, v45, s14
  v_fma_f32 v2, v2, v45, v45
  v_mul_f32 v4, v43, v2
  v_fma_f32 v5, -v41, v4, v43
  v_fma_f32 v4, v5, v2, v4
  v_fma_f32 v5, -v41, v4, v43
  s_nop 3
  v_div_fmas_f32 v2, v5, v2, v4
  v_div_fixup_f32 v2, v2, v0, v47
  s_mov_b32 s14, 0x3f800000
  v_div_scale_f32 v4, vcc_lo, v0, v0, v1
  v_div_scale_f32 v5, vcc_lo, v1, v0, v1
  v_rcp_f32 v6, v4
  v_fma_f32 v8, -v4, v6, s14
  v_fma_f32 v10, v8, v6, v6
  v_mul_f32 v12, v5, v10
  v_fma_f32 v14, -v4, v12, v5
  v_fma_f32 v16, v14, v10, v12
  v_fma_f32 v19, -v4, v16, v5
  s_nop 3
  v_div_fmas_f32 v20, v19, v10, v16
  v_div_fixup_f32 v22, v20, v0, v1
  s_mov_b32 s48, 0x3f800000
  v_div_scale_f32 v26, vcc_lo, v0, v0, v18
  v_div_scale_f32 v28, vcc_lo, v18, v0, v18
  v_rcp_f32 v30, v26
  v_fma_f32 v32, -v26, v30, s48
  v_fma_f32 v34, v32, v30, v30
  v_mul_f32 v36, v28, v34
  v_fma_f32 v38, -v26, v36, v28
  v_fma_f32 v40, v38, v34, v36
  v_fma_f32 v42, -v26, v40, v28
  s_nop 3
  v_div_fmas_f32 v44, v42, v34, v40
  v_div_fixup_f32 v46, v44, v0, v18
  s_mov_b32 s14, 0x3f800000
  v_div_scale_f32 v1, vcc_lo, v0, v0, v35
  v_div_scale_f32 v4, vcc_lo, v35, v0, v35
  v_rcp_f32 v5, v1
  v_fma_f32 v6, -v1, v5, s14
  v_fma_f32 v5, v6, v5, v5
  v_mul_f32 v6, v4, v5
  v_fma_f32 v8, -v1, v6, v4
  v_fma_f32 v6, v8, v5, v6
  v_fma_f32 v4, -v1, v6, v4
  s_nop 3
  v_div_fmas_f32 v5, v4, v5, v6
  v_div_fixup_f32 v8, v5, v0, v35
  s_mov_b32 s18, 0x3f800000
  v_div_scale_f32 v11, vcc_lo, v0, v0, v3
  v_div_scale_f32 v13, vcc_lo, v3, v0, v3
  v_rcp_f32 v15, v11
  v_fma_f32 v17, -v11, v15, s18
  v_fma_f32 v19, v17, v15, v15
  v_mul_f32 v21, v13, v19
  v_fma_f32 v24, -v11, v21, v13
  v_fma_f32 v25, v24, v19, v21
  v_fma_f32 v27, -v11, v25, v13
  s_nop 3
  v_div_fmas_f32 v29, v27, v19, v25
  v_div_fixup_f32 v31, v29, v0, v3
  s_mov_b32 s66, 0x3f800000
  v_div_scale_f32 v35, vcc_lo, v0, v0, v7
  v_div_scale_f32 v38, vcc_lo, v7, v0, v7
  v_rcp_f32 v39, v35
  v_fma_f32 v41, -v35, v39, s66
  v_fma_f32 v43, v41, v39, v39
  v_mul_f32 v45, v38, v43
  v_fma_f32 v47, -v35, v45, v38
  v_fma_f32 v1, v47, v43, v45
  v_fma_f32 v3, -v35, v1, v38
  s_nop 3
  v_div_fmas_f32 v1, v3, v43, v1
  v_div_fixup_f32 v1, v1, v0, v7
  s_mov_b32 s14, 0x3f800000
  v_div_scale_f32 v3, vcc_lo, v0, v0, v23
  v_div_scale_f32 v4, vcc_lo, v23, v0, v23
  v_rcp_f32 v5, v3
  v_fma_f32 v6, -v3, v5, s14
  v_fma_f32 v5, v6, v5, v5
  v_mul_f32 v6, v4, v5
  v_fma_f32 v9, -v3, v6, v4
  v_fma_f32 v10, v9, v5, v6
  v_fma_f32 v12, -v3, v10, v4
  s_nop 3
  v_div_fmas_f32 v14, v12, v5, v10
  v_div_fixup_f32 v16, v14, v0, v23
  s_and_saveexec_b32 s72, s70
  global_store_b32 v[60:61], v37, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s12
  global_store_b32 v[68:69], v2, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s10
  global_store_b32 v[48:49], v22, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s8
  global_store_b32 v[50:51], v46, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s6
  global_store_b32 v[52:53], v8, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s4
  global_store_b32 v[54:55], v31, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s2
  global_store_b32 v[56:57], v1, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s0
  global_store_b32 v[64:65], v16, off
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
