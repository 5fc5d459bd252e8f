.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 5
.text
.globl softmax_f16
.p2align 8
.type softmax_f16,@function
softmax_f16:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  s_mov_b32 s12, 0x3ff
  v_and_b32 v8, s12, v0
  s_load_b64 s[20:21], s[0:1], 0x0
  s_load_b64 s[24:25], s[0:1], 0x8
  s_load_b32 s28, s[0:1], 0x10
  s_load_b32 s32, s[0:1], 0x14
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s36, s2, s28
  s_mov_b32 s40, 0x7f
  v_and_b32 v22, v8, s40
  s_mov_b32 s48, 3
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
  s_mov_b32 s0, 4
  v_add_nc_u32 v1, v35, s0
  s_mov_b32 s0, 5
  v_add_nc_u32 v3, v35, s0
  s_mov_b32 s0, 6
  v_add_nc_u32 v5, v35, s0
  s_mov_b32 s0, 7
  v_add_nc_u32 v7, v35, s0
  v_add_nc_u32 v2, s36, v35
  v_add_nc_u32 v4, s36, v39
  v_add_nc_u32 v6, s36, v43
  v_add_nc_u32 v9, s36, v47
  v_add_nc_u32 v10, s36, v1
  v_add_nc_u32 v12, s36, v3
  v_add_nc_u32 v14, s36, v5
  v_add_nc_u32 v16, s36, v7
  s_mov_b32 s36, 2
  v_mul_lo_u32 v20, v2, s36
  v_mul_hi_i32 v22, v2, s36
  v_mov_b32 v50, s20
  v_mov_b32 v51, s21
  v_add_co_u32 v48, vcc_lo, v50, v20
  v_add_co_ci_u32 v49, vcc_lo, v51, v22, vcc_lo
  s_mov_b32 s56, 2
  v_mul_lo_u32 v30, v4, s56
  v_mul_hi_i32 v32, v4, s56
  v_mov_b32 v52, s20
  v_mov_b32 v53, s21
  v_add_co_u32 v50, vcc_lo, v52, v30
  v_add_co_ci_u32 v51, vcc_lo, v53, v32, vcc_lo
  s_mov_b32 s0, 2
  v_mul_lo_u32 v40, v6, s0
  v_mul_hi_i32 v42, v6, s0
  v_mov_b32 v54, s20
  v_mov_b32 v55, s21
  v_add_co_u32 v52, vcc_lo, v54, v40
  v_add_co_ci_u32 v53, vcc_lo, v55, v42, vcc_lo
  s_mov_b32 s0, 2
  v_mul_lo_u32 v11, v9, s0
  v_mul_hi_i32 v13, v9, s0
  v_mov_b32 v56, s20
  v_mov_b32 v57, s21
  v_add_co_u32 v54, vcc_lo, v56, v11
  v_add_co_ci_u32 v55, vcc_lo, v57, v13, vcc_lo
  s_mov_b32 s0, 2
  v_mul_lo_u32 v11, v10, s0
  v_mul_hi_i32 v13, v10, s0
  v_mov_b32 v58, s20
  v_mov_b32 v59, s21
  v_add_co_u32 v56, vcc_lo, v58, v11
  v_add_co_ci_u32 v57, vcc_lo, v59, v13, vcc_lo
  s_mov_b32 s10, 2
  v_mul_lo_u32 v11, v12, s10
  v_mul_hi_i32 v13, v12, s10
  v_mov_b32 v64, s20
  v_mov_b32 v65, s21
  v_add_co_u32 v66, vcc_lo, v64, v11
  v_add_co_ci_u32 v67, vcc_lo, v65, v13, vcc_lo
  s_mov_b32 s30, 2
  v_mul_lo_u32 v17, v14, s30
  v_mul_hi_i32 v19, v14, s30
  v_mov_b32 v72, s20
  v_mov_b32 v73, s21
  v_add_co_u32 v74, vcc_lo, v72, v17
  v_add_co_ci_u32 v75, vcc_lo, v73, v19, vcc_lo
  s_mov_b32 s50, 2
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
  s_mov_b32 s14, 0xfc00
  v_mov_b32 v3, s14
  v_mov_b32 v1, v3
  s_and_saveexec_b32 s72, s70
  global_load_u16 v1, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v5, s14
  v_mov_b32 v3, v5
  s_and_saveexec_b32 s72, s12
  global_load_u16 v3, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v7, s14
  v_mov_b32 v5, v7
  s_and_saveexec_b32 s72, s10
  global_load_u16 v5, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v11, s14
  v_mov_b32 v7, v11
  s_and_saveexec_b32 s72, s8
  global_load_u16 v7, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v13, s14
  v_mov_b32 v11, v13
  s_and_saveexec_b32 s72, s6
  global_load_u16 v11, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v15, s14
  v_mov_b32 v13, v15
  s_and_saveexec_b32 s72, s4
  global_load_u16 v13, v[66:67], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v17, s14
  v_mov_b32 v15, v17
  s_and_saveexec_b32 s72, s2
  global_load_u16 v15, v[74:75], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v20, s14
  v_mov_b32 v19, v20
  s_and_saveexec_b32 s72, s0
  global_load_u16 v19, v[58:59], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s44, 2
  v_mul_lo_u32 v24, v2, s44
  v_mul_hi_i32 v26, v2, s44
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc_lo, v50, v24
  v_add_co_ci_u32 v49, vcc_lo, v51, v26, vcc_lo
  s_mov_b32 s64, 2
  v_mul_lo_u32 v34, v4, s64
  v_mul_hi_i32 v36, v4, s64
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc_lo, v52, v34
  v_add_co_ci_u32 v51, vcc_lo, v53, v36, vcc_lo
  s_mov_b32 s14, 2
  v_mul_lo_u32 v44, v6, s14
  v_mul_hi_i32 v46, v6, s14
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc_lo, v54, v44
  v_add_co_ci_u32 v53, vcc_lo, v55, v46, vcc_lo
  s_mov_b32 s14, 2
  v_mul_lo_u32 v2, v9, s14
  v_mul_hi_i32 v4, v9, s14
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc_lo, v56, v2
  v_add_co_ci_u32 v55, vcc_lo, v57, v4, vcc_lo
  s_mov_b32 s14, 2
  v_mul_lo_u32 v2, v10, s14
  v_mul_hi_i32 v4, v10, s14
  v_mov_b32 v58, s24
  v_mov_b32 v59, s25
  v_add_co_u32 v62, vcc_lo, v58, v2
  v_add_co_ci_u32 v63, vcc_lo, v59, v4, vcc_lo
  s_mov_b32 s18, 2
  v_mul_lo_u32 v17, v12, s18
  v_mul_hi_i32 v18, v12, s18
  v_mov_b32 v68, s24
  v_mov_b32 v69, s25
  v_add_co_u32 v70, vcc_lo, v68, v17
  v_add_co_ci_u32 v71, vcc_lo, v69, v18, vcc_lo
  s_mov_b32 s38, 2
  v_mul_lo_u32 v21, v14, s38
  v_mul_hi_i32 v23, v14, s38
  v_mov_b32 v58, s24
  v_mov_b32 v59, s25
  v_add_co_u32 v56, vcc_lo, v58, v21
  v_add_co_ci_u32 v57, vcc_lo, v59, v23, vcc_lo
  s_mov_b32 s58, 2
  v_mul_lo_u32 v31, v16, s58
  v_mul_hi_i32 v33, v16, s58
  v_mov_b32 v60, s24
  v_mov_b32 v61, s25
  v_add_co_u32 v58, vcc_lo, v60, v31
  v_add_co_ci_u32 v59, vcc_lo, v61, v33, vcc_lo
  s_waitcnt vmcnt(0)
  v_cvt_f32_f16 v39, v1
  v_cvt_f32_f16 v41, v3
  v_cvt_f32_f16 v43, v5
  v_cvt_f32_f16 v45, v7
  v_cvt_f32_f16 v47, v11
  v_cvt_f32_f16 v3, v13
  v_cvt_f32_f16 v2, v15
  v_cvt_f32_f16 v1, v19
  v_max_f32 v4, v39, v39
  v_max_f32 v5, v41, v41
  v_max_f32 v4, v4, v5
  v_cmp_eq_f32_e64 s14, v39, v41
  v_and_b32 v5, v39, v41
  v_cndmask_b32_e64 v4, v4, v5, s14
  v_max_f32 v5, v4, v4
  v_max_f32 v6, v43, v43
  v_max_f32 v9, v5, v6
  v_cmp_eq_f32_e64 s20, v4, v43
  v_and_b32 v12, v4, v43
  v_cndmask_b32_e64 v14, v9, v12, s20
  v_max_f32 v16, v14, v14
  v_max_f32 v18, v45, v45
  v_max_f32 v20, v16, v18
  v_cmp_eq_f32_e64 s44, v14, v45
  v_and_b32 v24, v14, v45
  v_cndmask_b32_e64 v26, v20, v24, s44
  v_max_f32 v28, v26, v26
  v_max_f32 v30, v47, v47
  v_max_f32 v32, v28, v30
  v_cmp_eq_f32_e64 s68, v26, v47
  v_and_b32 v36, v26, v47
  v_cndmask_b32_e64 v38, v32, v36, s68
  v_max_f32 v40, v38, v38
  v_max_f32 v42, v3, v3
  v_max_f32 v44, v40, v42
  v_cmp_eq_f32_e64 s14, v38, v3
  v_and_b32 v4, v38, v3
  v_cndmask_b32_e64 v4, v44, v4, s14
  v_max_f32 v5, v4, v4
  v_max_f32 v6, v2, v2
  v_max_f32 v5, v5, v6
  v_cmp_eq_f32_e64 s14, v4, v2
  v_and_b32 v4, v4, v2
  v_cndmask_b32_e64 v4, v5, v4, s14
  v_max_f32 v5, v4, v4
  v_max_f32 v6, v1, v1
  v_max_f32 v5, v5, v6
  v_cmp_eq_f32_e64 s14, v4, v1
  v_and_b32 v9, v4, v1
  v_cndmask_b32_e64 v11, v5, v9, s14
  v_and_b32 v13, 31, v0
  v_xor_b32 v15, 1, v13
  v_lshlrev_b32 v17, 2, v15
  ds_bpermute_b32 v19, v17, v11
  v_max_f32 v21, v11, v11
  s_waitcnt lgkmcnt(0)
  v_max_f32 v23, v19, v19
  v_max_f32 v25, v21, v23
  v_cmp_eq_f32_e64 s54, v11, v19
  v_and_b32 v29, v11, v19
  v_cndmask_b32_e64 v31, v25, v29, s54
  v_and_b32 v33, 31, v0
  v_xor_b32 v35, 2, v33
  v_lshlrev_b32 v37, 2, v35
  ds_bpermute_b32 v40, v37, v31
  v_max_f32 v42, v31, v31
  s_waitcnt lgkmcnt(0)
  v_max_f32 v44, v40, v40
  v_max_f32 v46, v42, v44
  v_cmp_eq_f32_e64 s14, v31, v40
  v_and_b32 v4, v31, v40
  v_cndmask_b32_e64 v4, v46, v4, s14
  v_and_b32 v5, 31, v0
  v_xor_b32 v5, 4, v5
  v_lshlrev_b32 v5, 2, v5
  ds_bpermute_b32 v5, v5, v4
  v_max_f32 v6, v4, v4
  s_waitcnt lgkmcnt(0)
  v_max_f32 v7, v5, v5
  v_max_f32 v6, v6, v7
  v_cmp_eq_f32_e64 s14, v4, v5
  v_and_b32 v7, v4, v5
  v_cndmask_b32_e64 v9, v6, v7, s14
  v_and_b32 v10, 31, v0
  v_xor_b32 v12, 8, v10
  v_lshlrev_b32 v14, 2, v12
  ds_bpermute_b32 v16, v14, v9
  v_max_f32 v18, v9, v9
  s_waitcnt lgkmcnt(0)
  v_max_f32 v20, v16, v16
  v_max_f32 v22, v18, v20
  v_cmp_eq_f32_e64 s48, v9, v16
  v_and_b32 v26, v9, v16
  v_cndmask_b32_e64 v28, v22, v26, s48
  v_and_b32 v30, 31, v0
  v_xor_b32 v32, 16, v30
  v_lshlrev_b32 v34, 2, v32
  ds_bpermute_b32 v36, v34, v28
  v_max_f32 v38, v28, v28
  s_waitcnt lgkmcnt(0)
  v_max_f32 v40, v36, v36
  v_max_f32 v42, v38, v40
  v_cmp_eq_f32_e64 s14, v28, v36
  v_and_b32 v46, v28, v36
  v_cndmask_b32_e64 v4, v42, v46, s14
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s14, 4
  v_mul_lo_u32 v5, v8, s14
  s_mov_b32 s14, 0
  v_add_nc_u32 v5, v5, s14
  ds_store_b32 v5, v4
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s14, 0xffffff9f
  v_and_b32 v4, v8, s14
  s_mov_b32 s14, 0
  v_or_b32 v5, v4, s14
  s_mov_b32 s14, 4
  v_mul_lo_u32 v9, v5, s14
  s_mov_b32 s20, 0
  v_add_nc_u32 v12, v9, s20
  ds_load_b32 v14, v12
  s_mov_b32 s32, 32
  v_or_b32 v18, v4, s32
  s_mov_b32 s40, 4
  v_mul_lo_u32 v22, v18, s40
  s_mov_b32 s48, 0
  v_add_nc_u32 v26, v22, s48
  ds_load_b32 v28, v26
  s_waitcnt lgkmcnt(0)
  v_max_f32 v30, v14, v14
  v_max_f32 v32, v28, v28
  v_max_f32 v34, v30, v32
  v_cmp_eq_f32_e64 s14, v14, v28
  v_and_b32 v38, v14, v28
  v_cndmask_b32_e64 v40, v34, v38, s14
  s_mov_b32 s14, 64
  v_or_b32 v44, v4, s14
  s_mov_b32 s14, 4
  v_mul_lo_u32 v5, v44, s14
  s_mov_b32 s14, 0
  v_add_nc_u32 v5, v5, s14
  ds_load_b32 v5, v5
  v_max_f32 v6, v40, v40
  s_waitcnt lgkmcnt(0)
  v_max_f32 v7, v5, v5
  v_max_f32 v6, v6, v7
  v_cmp_eq_f32_e64 s14, v40, v5
  v_and_b32 v5, v40, v5
  v_cndmask_b32_e64 v5, v6, v5, s14
  s_mov_b32 s14, 0x60
  v_or_b32 v7, v4, s14
  s_mov_b32 s18, 4
  v_mul_lo_u32 v11, v7, s18
  s_mov_b32 s26, 0
  v_add_nc_u32 v15, v11, s26
  ds_load_b32 v17, v15
  v_max_f32 v19, v5, v5
  s_waitcnt lgkmcnt(0)
  v_max_f32 v21, v17, v17
  v_max_f32 v23, v19, v21
  v_cmp_eq_f32_e64 s50, v5, v17
  v_and_b32 v27, v5, v17
  v_cndmask_b32_e64 v29, v23, v27, s50
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_sub_f32 v32, v39, v29
  v_sub_f32 v34, v41, v29
  v_sub_f32 v36, v43, v29
  v_sub_f32 v38, v45, v29
  v_sub_f32 v40, v47, v29
  v_sub_f32 v42, v3, v29
  v_sub_f32 v44, v2, v29
  v_sub_f32 v46, v1, v29
  v_mul_f32 v2, 0x3fb8aa3b, v32
  v_fma_f32 v1, v32, 0x3fb8aa3b, -v2
  v_fma_f32 v1, v32, 0x32a57060, v1
  s_mov_b32 s14, 0x7fffffff
  v_and_b32 v3, s14, v1
  v_cmp_gt_f32_e64 s14, 0x3f800000, v3
  v_cndmask_b32_e64 v1, 0, v1, s14
  v_mul_f32 v1, 0x3f317218, v1
  v_cmp_le_f32_e64 s14, 0x43000000, v2
  s_mov_b32 s16, 0x3f800000
  v_mov_b32 v5, s16
  v_cndmask_b32_e64 v7, 0, v5, s14
  v_sub_f32 v9, v2, v7
  v_cmp_gt_f32_e64 s22, 0xc2fc0000, v9
  s_mov_b32 s26, 0x42800000
  v_mov_b32 v15, s26
  v_cndmask_b32_e64 v17, 0, v15, s22
  v_add_f32 v19, v9, v17
  v_exp_f32 v21, v19
  s_mov_b32 s46, 0x3f800000
  s_mov_b32 s50, 0x1f800000
  v_mov_b32 v27, s50
  v_mov_b32 v29, s46
  v_cndmask_b32_e64 v31, v29, v27, s22
  v_mul_f32 v33, v21, v31
  v_fma_f32 v35, v33, v1, v33
  v_cmp_eq_f32_e64 s18, 0x7f800000, v33
  v_cndmask_b32_e64 v39, v35, v33, s18
  s_mov_b32 s18, 0x40000000
  v_mov_b32 v43, s18
  v_mov_b32 v45, s16
  v_cndmask_b32_e64 v47, v45, v43, s14
  v_mul_f32 v1, v39, v47
  v_mul_f32 v3, 0x3fb8aa3b, v34
  v_fma_f32 v2, v34, 0x3fb8aa3b, -v3
  v_fma_f32 v2, v34, 0x32a57060, v2
  s_mov_b32 s14, 0x7fffffff
  v_and_b32 v4, s14, v2
  v_cmp_gt_f32_e64 s14, 0x3f800000, v4
  v_cndmask_b32_e64 v2, 0, v2, s14
  v_mul_f32 v2, 0x3f317218, v2
  v_cmp_le_f32_e64 s14, 0x43000000, v3
  s_mov_b32 s16, 0x3f800000
  v_mov_b32 v9, s16
  v_cndmask_b32_e64 v10, 0, v9, s14
  v_sub_f32 v12, v3, v10
  v_cmp_gt_f32_e64 s28, 0xc2fc0000, v12
  s_mov_b32 s32, 0x42800000
  v_mov_b32 v18, s32
  v_cndmask_b32_e64 v20, 0, v18, s28
  v_add_f32 v22, v12, v20
  v_exp_f32 v24, v22
  s_mov_b32 s52, 0x3f800000
  s_mov_b32 s56, 0x1f800000
  v_mov_b32 v30, s56
  v_mov_b32 v32, s52
  v_cndmask_b32_e64 v34, v32, v30, s28
  v_mul_f32 v37, v24, v34
  v_fma_f32 v39, v37, v2, v37
  v_cmp_eq_f32_e64 s18, 0x7f800000, v37
  v_cndmask_b32_e64 v43, v39, v37, s18
  s_mov_b32 s18, 0x40000000
  v_mov_b32 v47, s18
  v_mov_b32 v2, s16
  v_cndmask_b32_e64 v2, v2, v47, s14
  v_mul_f32 v2, v43, v2
  v_mul_f32 v3, 0x3fb8aa3b, v36
  v_fma_f32 v4, v36, 0x3fb8aa3b, -v3
  v_fma_f32 v4, v36, 0x32a57060, v4
  s_mov_b32 s14, 0x7fffffff
  v_and_b32 v5, s14, v4
  v_cmp_gt_f32_e64 s14, 0x3f800000, v5
  v_cndmask_b32_e64 v4, 0, v4, s14
  v_mul_f32 v5, 0x3f317218, v4
  v_cmp_le_f32_e64 s14, 0x43000000, v3
  s_mov_b32 s18, 0x3f800000
  v_mov_b32 v11, s18
  v_cndmask_b32_e64 v13, 0, v11, s14
  v_sub_f32 v15, v3, v13
  v_cmp_gt_f32_e64 s34, 0xc2fc0000, v15
  s_mov_b32 s38, 0x42800000
  v_mov_b32 v21, s38
  v_cndmask_b32_e64 v23, 0, v21, s34
  v_add_f32 v25, v15, v23
  v_exp_f32 v27, v25
  s_mov_b32 s58, 0x3f800000
  s_mov_b32 s62, 0x1f800000
  v_mov_b32 v33, s62
  v_mov_b32 v35, s58
  v_cndmask_b32_e64 v37, v35, v33, s34
  v_mul_f32 v39, v27, v37
  v_fma_f32 v41, v39, v5, v39
  v_cmp_eq_f32_e64 s16, 0x7f800000, v39
  v_cndmask_b32_e64 v45, v41, v39, s16
  s_mov_b32 s16, 0x40000000
  v_mov_b32 v3, s16
  v_mov_b32 v4, s18
  v_cndmask_b32_e64 v3, v4, v3, s14
  v_mul_f32 v3, v45, v3
  v_mul_f32 v4, 0x3fb8aa3b, v38
  v_fma_f32 v5, v38, 0x3fb8aa3b, -v4
  v_fma_f32 v5, v38, 0x32a57060, v5
  s_mov_b32 s14, 0x7fffffff
  v_and_b32 v6, s14, v5
  v_cmp_gt_f32_e64 s14, 0x3f800000, v6
  v_cndmask_b32_e64 v6, 0, v5, s14
  v_mul_f32 v9, 0x3f317218, v6
  v_cmp_le_f32_e64 s20, 0x43000000, v4
  s_mov_b32 s24, 0x3f800000
  v_mov_b32 v14, s24
  v_cndmask_b32_e64 v16, 0, v14, s20
  v_sub_f32 v18, v4, v16
  v_cmp_gt_f32_e64 s40, 0xc2fc0000, v18
  s_mov_b32 s44, 0x42800000
  v_mov_b32 v24, s44
  v_cndmask_b32_e64 v26, 0, v24, s40
  v_add_f32 v28, v18, v26
  v_exp_f32 v30, v28
  s_mov_b32 s64, 0x3f800000
  s_mov_b32 s68, 0x1f800000
  v_mov_b32 v36, s68
  v_mov_b32 v38, s64
  v_cndmask_b32_e64 v41, v38, v36, s40
  v_mul_f32 v43, v30, v41
  v_fma_f32 v45, v43, v9, v43
  v_cmp_eq_f32_e64 s14, 0x7f800000, v43
  v_cndmask_b32_e64 v4, v45, v43, s14
  s_mov_b32 s14, 0x40000000
  v_mov_b32 v5, s14
  v_mov_b32 v6, s24
  v_cndmask_b32_e64 v5, v6, v5, s20
  v_mul_f32 v4, v4, v5
  v_mul_f32 v5, 0x3fb8aa3b, v40
  v_fma_f32 v6, v40, 0x3fb8aa3b, -v5
  v_fma_f32 v6, v40, 0x32a57060, v6
  s_mov_b32 s14, 0x7fffffff
  v_and_b32 v7, s14, v6
  v_cmp_gt_f32_e64 s14, 0x3f800000, v7
  v_cndmask_b32_e64 v9, 0, v6, s14
  v_mul_f32 v11, 0x3f317218, v9
  v_cmp_le_f32_e64 s26, 0x43000000, v5
  s_mov_b32 s30, 0x3f800000
  v_mov_b32 v17, s30
  v_cndmask_b32_e64 v19, 0, v17, s26
  v_sub_f32 v21, v5, v19
  v_cmp_gt_f32_e64 s46, 0xc2fc0000, v21
  s_mov_b32 s50, 0x42800000
  v_mov_b32 v27, s50
  v_cndmask_b32_e64 v29, 0, v27, s46
  v_add_f32 v31, v21, v29
  v_exp_f32 v33, v31
  s_mov_b32 s14, 0x3f800000
  s_mov_b32 s16, 0x1f800000
  v_mov_b32 v39, s16
  v_mov_b32 v41, s14
  v_cndmask_b32_e64 v43, v41, v39, s46
  v_mul_f32 v45, v33, v43
  v_fma_f32 v47, v45, v11, v45
  v_cmp_eq_f32_e64 s14, 0x7f800000, v45
  v_cndmask_b32_e64 v5, v47, v45, s14
  s_mov_b32 s14, 0x40000000
  v_mov_b32 v6, s14
  v_mov_b32 v7, s30
  v_cndmask_b32_e64 v6, v7, v6, s26
  v_mul_f32 v5, v5, v6
  v_mul_f32 v6, 0x3fb8aa3b, v42
  v_fma_f32 v7, v42, 0x3fb8aa3b, -v6
  v_fma_f32 v7, v42, 0x32a57060, v7
  s_mov_b32 s14, 0x7fffffff
  v_and_b32 v9, s14, v7
  v_cmp_gt_f32_e64 s20, 0x3f800000, v9
  v_cndmask_b32_e64 v12, 0, v7, s20
  v_mul_f32 v14, 0x3f317218, v12
  v_cmp_le_f32_e64 s32, 0x43000000, v6
  s_mov_b32 s36, 0x3f800000
  v_mov_b32 v20, s36
  v_cndmask_b32_e64 v22, 0, v20, s32
  v_sub_f32 v24, v6, v22
  v_cmp_gt_f32_e64 s52, 0xc2fc0000, v24
  s_mov_b32 s56, 0x42800000
  v_mov_b32 v30, s56
  v_cndmask_b32_e64 v32, 0, v30, s52
  v_add_f32 v34, v24, v32
  v_exp_f32 v36, v34
  s_mov_b32 s14, 0x3f800000
  s_mov_b32 s16, 0x1f800000
  v_mov_b32 v42, s16
  v_mov_b32 v45, s14
  v_cndmask_b32_e64 v47, v45, v42, s52
  v_mul_f32 v6, v36, v47
  v_fma_f32 v7, v6, v14, v6
  v_cmp_eq_f32_e64 s14, 0x7f800000, v6
  v_cndmask_b32_e64 v6, v7, v6, s14
  s_mov_b32 s14, 0x40000000
  v_mov_b32 v7, s14
  v_mov_b32 v9, s36
  v_cndmask_b32_e64 v7, v9, v7, s32
  v_mul_f32 v6, v6, v7
  v_mul_f32 v7, 0x3fb8aa3b, v44
  v_fma_f32 v9, v44, 0x3fb8aa3b, -v7
  v_fma_f32 v9, v44, 0x32a57060, v9
  s_mov_b32 s18, 0x7fffffff
  v_and_b32 v11, s18, v9
  v_cmp_gt_f32_e64 s26, 0x3f800000, v11
  v_cndmask_b32_e64 v15, 0, v9, s26
  v_mul_f32 v17, 0x3f317218, v15
  v_cmp_le_f32_e64 s38, 0x43000000, v7
  s_mov_b32 s42, 0x3f800000
  v_mov_b32 v23, s42
  v_cndmask_b32_e64 v25, 0, v23, s38
  v_sub_f32 v27, v7, v25
  v_cmp_gt_f32_e64 s58, 0xc2fc0000, v27
  s_mov_b32 s62, 0x42800000
  v_mov_b32 v33, s62
  v_cndmask_b32_e64 v35, 0, v33, s58
  v_add_f32 v37, v27, v35
  v_exp_f32 v39, v37
  s_mov_b32 s14, 0x3f800000
  s_mov_b32 s16, 0x1f800000
  v_mov_b32 v45, s16
  v_mov_b32 v47, s14
  v_cndmask_b32_e64 v7, v47, v45, s58
  v_mul_f32 v7, v39, v7
  v_fma_f32 v9, v7, v17, v7
  v_cmp_eq_f32_e64 s14, 0x7f800000, v7
  v_cndmask_b32_e64 v7, v9, v7, s14
  s_mov_b32 s14, 0x40000000
  v_mov_b32 v9, s14
  v_mov_b32 v10, s42
  v_cndmask_b32_e64 v9, v10, v9, s38
  v_mul_f32 v7, v7, v9
  v_mul_f32 v9, 0x3fb8aa3b, v46
  v_fma_f32 v10, v46, 0x3fb8aa3b, -v9
  v_fma_f32 v10, v46, 0x32a57060, v10
  s_mov_b32 s24, 0x7fffffff
  v_and_b32 v14, s24, v10
  v_cmp_gt_f32_e64 s32, 0x3f800000, v14
  v_cndmask_b32_e64 v18, 0, v10, s32
  v_mul_f32 v20, 0x3f317218, v18
  v_cmp_le_f32_e64 s44, 0x43000000, v9
  s_mov_b32 s48, 0x3f800000
  v_mov_b32 v26, s48
  v_cndmask_b32_e64 v28, 0, v26, s44
  v_sub_f32 v30, v9, v28
  v_cmp_gt_f32_e64 s64, 0xc2fc0000, v30
  s_mov_b32 s68, 0x42800000
  v_mov_b32 v36, s68
  v_cndmask_b32_e64 v38, 0, v36, s64
  v_add_f32 v40, v30, v38
  v_exp_f32 v42, v40
  s_mov_b32 s14, 0x3f800000
  s_mov_b32 s16, 0x1f800000
  v_mov_b32 v9, s16
  v_mov_b32 v10, s14
  v_cndmask_b32_e64 v9, v10, v9, s64
  v_mul_f32 v9, v42, v9
  v_fma_f32 v10, v9, v20, v9
  v_cmp_eq_f32_e64 s14, 0x7f800000, v9
  v_cndmask_b32_e64 v9, v10, v9, s14
  s_mov_b32 s14, 0x40000000
  v_mov_b32 v10, s14
  v_mov_b32 v11, s48
  v_cndmask_b32_e64 v10, v11, v10, s44
  v_mul_f32 v9, v9, v10
  v_add_f32 v10, v1, v2
  v_add_f32 v11, v10, v3
  v_add_f32 v13, v11, v4
  v_add_f32 v15, v13, v5
  v_add_f32 v17, v15, v6
  v_add_f32 v19, v17, v7
  v_add_f32 v21, v19, v9
  v_and_b32 v23, 31, v0
  v_xor_b32 v25, 1, v23
  v_lshlrev_b32 v27, 2, v25
  ds_bpermute_b32 v29, v27, v21
  s_waitcnt lgkmcnt(0)
  v_add_f32 v31, v21, v29
  v_and_b32 v33, 31, v0
  v_xor_b32 v35, 2, v33
  v_lshlrev_b32 v37, 2, v35
  ds_bpermute_b32 v39, v37, v31
  s_waitcnt lgkmcnt(0)
  v_add_f32 v41, v31, v39
  v_and_b32 v43, 31, v0
  v_xor_b32 v45, 4, v43
  v_lshlrev_b32 v47, 2, v45
  ds_bpermute_b32 v10, v47, v41
  s_waitcnt lgkmcnt(0)
  v_add_f32 v10, v41, v10
  v_and_b32 v11, 31, v0
  v_xor_b32 v11, 8, v11
  v_lshlrev_b32 v11, 2, v11
  ds_bpermute_b32 v11, v11, v10
  s_waitcnt lgkmcnt(0)
  v_add_f32 v10, v10, v11
  v_and_b32 v0, 31, v0
  v_xor_b32 v11, 16, v0
  v_lshlrev_b32 v11, 2, v11
  ds_bpermute_b32 v11, v11, v10
  s_waitcnt lgkmcnt(0)
  v_add_f32 v10, v10, v11
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s22, 4
  v_mul_lo_u32 v13, v8, s22
  s_mov_b32 s30, 0
  v_add_nc_u32 v17, v13, s30
  s_mov_b32 s38, 0x200
  v_add_nc_u32 v21, v17, s38
  ds_store_b32 v21, v10
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s50, 0xffffff9f
  v_and_b32 v27, v8, s50
  s_mov_b32 s58, 0
  v_or_b32 v31, v27, s58
  s_mov_b32 s66, 4
  v_mul_lo_u32 v35, v31, s66
  s_mov_b32 s14, 0
  v_add_nc_u32 v39, v35, s14
  s_mov_b32 s14, 0x200
  v_add_nc_u32 v43, v39, s14
  ds_load_b32 v45, v43
  s_mov_b32 s14, 32
  v_or_b32 v0, v27, s14
  s_mov_b32 s14, 4
  v_mul_lo_u32 v0, v0, s14
  s_mov_b32 s14, 0
  v_add_nc_u32 v0, v0, s14
  s_mov_b32 s14, 0x200
  v_add_nc_u32 v0, v0, s14
  ds_load_b32 v0, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v8, v45, v0
  s_mov_b32 s14, 64
  v_or_b32 v10, v27, s14
  s_mov_b32 s16, 4
  v_mul_lo_u32 v10, v10, s16
  s_mov_b32 s24, 0
  v_add_nc_u32 v14, v10, s24
  s_mov_b32 s32, 0x200
  v_add_nc_u32 v18, v14, s32
  ds_load_b32 v20, v18
  s_waitcnt lgkmcnt(0)
  v_add_f32 v22, v8, v20
  s_mov_b32 s48, 0x60
  v_or_b32 v26, v27, s48
  s_mov_b32 s56, 4
  v_mul_lo_u32 v30, v26, s56
  s_mov_b32 s64, 0
  v_add_nc_u32 v34, v30, s64
  s_mov_b32 s14, 0x200
  v_add_nc_u32 v38, v34, s14
  ds_load_b32 v40, v38
  s_waitcnt lgkmcnt(0)
  v_add_f32 v42, v22, v40
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_div_scale_f32 v45, vcc_lo, v42, v42, v1
  v_div_scale_f32 v47, vcc_lo, v1, v42, v1
  v_rcp_f32 v0, v45
  v_fma_f32 v8, -v45, v0, 0x3f800000
  v_fma_f32 v0, v8, v0, v0
  v_mul_f32 v8, v47, v0
  v_fma_f32 v10, -v45, v8, v47
  v_fma_f32 v8, v10, v0, v8
  v_fma_f32 v10, -v45, v8, v47
  s_nop 3
  v_div_fmas_f32 v0, v10, v0, v8
  v_div_fixup_f32 v8, v0, v42, v1
  v_div_scale_f32 v10, vcc_lo, v42, v42, v2
  v_div_scale_f32 v11, vcc_lo, v2, v42, v2
  v_rcp_f32 v12, v10
  v_fma_f32 v13, -v10, v12, 0x3f800000
  v_fma_f32 v12, v13, v12, v12
  v_mul_f32 v14, v11, v12
  v_fma_f32 v16, -v10, v14, v11
  v_fma_f32 v18, v16, v12, v14
  v_fma_f32 v20, -v10, v18, v11
  s_nop 3
  v_div_fmas_f32 v22, v20, v12, v18
  v_div_fixup_f32 v24, v22, v42, v2
  v_div_scale_f32 v26, vcc_lo, v42, v42, v3
  v_div_scale_f32 v28, vcc_lo, v3, v42, v3
  v_rcp_f32 v30, v26
  v_fma_f32 v32, -v26, v30, 0x3f800000
  v_fma_f32 v34, v32, v30, v30
  v_mul_f32 v36, v28, v34
  v_fma_f32 v38, -v26, v36, v28
  v_fma_f32 v40, v38, v34, v36
  v_fma_f32 v43, -v26, v40, v28
  s_nop 3
  v_div_fmas_f32 v44, v43, v34, v40
  v_div_fixup_f32 v46, v44, v42, v3
  v_div_scale_f32 v0, vcc_lo, v42, v42, v4
  v_div_scale_f32 v1, vcc_lo, v4, v42, v4
  v_rcp_f32 v2, v0
  v_fma_f32 v3, -v0, v2, 0x3f800000
  v_fma_f32 v2, v3, v2, v2
  v_mul_f32 v3, v1, v2
  v_fma_f32 v10, -v0, v3, v1
  v_fma_f32 v3, v10, v2, v3
  v_fma_f32 v1, -v0, v3, v1
  s_nop 3
  v_div_fmas_f32 v3, v1, v2, v3
  v_div_fixup_f32 v10, v3, v42, v4
  v_div_scale_f32 v11, vcc_lo, v42, v42, v5
  v_div_scale_f32 v12, vcc_lo, v5, v42, v5
  v_rcp_f32 v13, v11
  v_fma_f32 v14, -v11, v13, 0x3f800000
  v_fma_f32 v15, v14, v13, v13
  v_mul_f32 v17, v12, v15
  v_fma_f32 v19, -v11, v17, v12
  v_fma_f32 v21, v19, v15, v17
  v_fma_f32 v23, -v11, v21, v12
  s_nop 3
  v_div_fmas_f32 v25, v23, v15, v21
  v_div_fixup_f32 v27, v25, v42, v5
  v_div_scale_f32 v29, vcc_lo, v42, v42, v6
  v_div_scale_f32 v31, vcc_lo, v6, v42, v6
  v_rcp_f32 v33, v29
  v_fma_f32 v35, -v29, v33, 0x3f800000
  v_fma_f32 v37, v35, v33, v33
  v_mul_f32 v39, v31, v37
  v_fma_f32 v41, -v29, v39, v31
  v_fma_f32 v43, v41, v37, v39
  v_fma_f32 v45, -v29, v43, v31
  s_nop 3
  v_div_fmas_f32 v47, v45, v37, v43
  v_div_fixup_f32 v0, v47, v42, v6
  v_div_scale_f32 v1, vcc_lo, v42, v42, v7
  v_div_scale_f32 v2, vcc_lo, v7, v42, v7
  v_rcp_f32 v3, v1
  v_fma_f32 v4, -v1, v3, 0x3f800000
  v_fma_f32 v3, v4, v3, v3
  v_mul_f32 v4, v2, v3
  v_fma_f32 v5, -v1, v4, v2
  v_fma_f32 v4, v5, v3, v4
  v_fma_f32 v5, -v1, v4, v2
  s_nop 3
  v_div_fmas_f32 v6, v5, v3, v4
  v_div_fixup_f32 v11, v6, v42, v7
  v_div_scale_f32 v12, vcc_lo, v42, v42, v9
  v_div_scale_f32 v13, vcc_lo, v9, v42, v9
  v_rcp_f32 v14, v12
  v_fma_f32 v16, -v12, v14, 0x3f800000
  v_fma_f32 v18, v16, v14, v14
  v_mul_f32 v20, v13, v18
  v_fma_f32 v22, -v12, v20, v13
  v_fma_f32 v25, v22, v18, v20
  v_fma_f32 v26, -v12, v25, v13
  s_nop 3
  v_div_fmas_f32 v28, v26, v18, v25
  v_div_fixup_f32 v30, v28, v42, v9
  v_cvt_f16_f32 v32, v8
  v_cvt_f16_f32 v34, v24
  v_cvt_f16_f32 v36, v46
  v_cvt_f16_f32 v38, v10
  v_cvt_f16_f32 v40, v27
  v_cvt_f16_f32 v42, v0
  v_cvt_f16_f32 v44, v11
  v_cvt_f16_f32 v46, v30
  s_and_saveexec_b32 s72, s70
  global_store_b16 v[48:49], v32, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s12
  global_store_b16 v[50:51], v34, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s10
  global_store_b16 v[52:53], v36, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s8
  global_store_b16 v[54:55], v38, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s6
  global_store_b16 v[62:63], v40, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s4
  global_store_b16 v[70:71], v42, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s2
  global_store_b16 v[56:57], v44, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s0
  global_store_b16 v[58:59], v46, off
  s_mov_b32 exec_lo, s72
  s_endpgm
.Lsoftmax_f16_end:
.size softmax_f16, .Lsoftmax_f16_end-softmax_f16
; 74 SGPRs, 76 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

.rodata
.p2align 6
.amdhsa_kernel softmax_f16
  .amdhsa_group_segment_fixed_size 1024
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 36
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 76
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
  - .name: softmax_f16
    .symbol: softmax_f16.kd
    .kernarg_segment_size: 36
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 1024
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 74
    .vgpr_count: 76
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
