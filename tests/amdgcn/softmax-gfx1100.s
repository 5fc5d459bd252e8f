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
  v_and_b32 v8, s12, v0
  s_load_b64 s[20:21], s[0:1], 0x0
  s_load_b64 s[24:25], s[0:1], 0x8
  s_load_b32 s28, s[0:1], 0x10
  s_load_b32 s32, s[0:1], 0x14
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s36, s2, s28
  s_mov_b32 s40, 0x7f
  v_and_b32 v22, v8, s40
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
  v_add_nc_u32 v2, v35, s0
  s_mov_b32 s0, 0x202
  v_add_nc_u32 v3, v35, s0
  s_mov_b32 s0, 0x203
  v_add_nc_u32 v4, v35, s0
  v_add_nc_u32 v13, s36, v35
  v_add_nc_u32 v5, s36, v39
  v_add_nc_u32 v6, s36, v43
  v_add_nc_u32 v9, s36, v47
  v_add_nc_u32 v10, s36, v1
  v_add_nc_u32 v12, s36, v2
  v_add_nc_u32 v14, s36, v3
  v_add_nc_u32 v16, s36, v4
  s_mov_b32 s36, 4
  v_mul_lo_u32 v20, v13, s36
  v_mul_hi_i32 v22, v13, s36
  v_mov_b32 v50, s20
  v_mov_b32 v51, s21
  v_add_co_u32 v48, vcc_lo, v50, v20
  v_add_co_ci_u32 v49, vcc_lo, v51, v22, vcc_lo
  s_mov_b32 s56, 4
  v_mul_lo_u32 v30, v5, s56
  v_mul_hi_i32 v32, v5, s56
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
  v_mul_lo_u32 v7, v9, s0
  v_mul_hi_i32 v11, v9, s0
  v_mov_b32 v56, s20
  v_mov_b32 v57, s21
  v_add_co_u32 v54, vcc_lo, v56, v7
  v_add_co_ci_u32 v55, vcc_lo, v57, v11, vcc_lo
  s_mov_b32 s0, 4
  v_mul_lo_u32 v7, v10, s0
  v_mul_hi_i32 v11, v10, s0
  v_mov_b32 v58, s20
  v_mov_b32 v59, s21
  v_add_co_u32 v56, vcc_lo, v58, v7
  v_add_co_ci_u32 v57, vcc_lo, v59, v11, vcc_lo
  s_mov_b32 s10, 4
  v_mul_lo_u32 v7, v12, s10
  v_mul_hi_i32 v11, v12, s10
  v_mov_b32 v64, s20
  v_mov_b32 v65, s21
  v_add_co_u32 v66, vcc_lo, v64, v7
  v_add_co_ci_u32 v67, vcc_lo, v65, v11, vcc_lo
  s_mov_b32 s30, 4
  v_mul_lo_u32 v17, v14, s30
  v_mul_hi_i32 v19, v14, s30
  v_mov_b32 v72, s20
  v_mov_b32 v73, s21
  v_add_co_u32 v74, vcc_lo, v72, v17
  v_add_co_ci_u32 v75, vcc_lo, v73, v19, vcc_lo
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
  v_cmp_lt_i32_e64 s4, v2, s32
  v_cmp_lt_i32_e64 s2, v3, s32
  v_cmp_lt_i32_e64 s0, v4, s32
  s_mov_b32 s14, 0xff800000
  v_mov_b32 v2, s14
  v_mov_b32 v1, v2
  s_and_saveexec_b32 s72, s70
  global_load_b32 v1, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v3, s14
  v_mov_b32 v2, v3
  s_and_saveexec_b32 s72, s12
  global_load_b32 v2, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v4, s14
  v_mov_b32 v3, v4
  s_and_saveexec_b32 s72, s10
  global_load_b32 v3, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v7, s14
  v_mov_b32 v4, v7
  s_and_saveexec_b32 s72, s8
  global_load_b32 v4, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v11, s14
  v_mov_b32 v7, v11
  s_and_saveexec_b32 s72, s6
  global_load_b32 v7, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v15, s14
  v_mov_b32 v11, v15
  s_and_saveexec_b32 s72, s4
  global_load_b32 v11, v[66:67], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v17, s14
  v_mov_b32 v15, v17
  s_and_saveexec_b32 s72, s2
  global_load_b32 v15, v[74:75], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v20, s14
  v_mov_b32 v19, v20
  s_and_saveexec_b32 s72, s0
  global_load_b32 v19, v[58:59], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s44, 4
  v_mul_lo_u32 v24, v13, s44
  v_mul_hi_i32 v26, v13, s44
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc_lo, v50, v24
  v_add_co_ci_u32 v49, vcc_lo, v51, v26, vcc_lo
  s_mov_b32 s64, 4
  v_mul_lo_u32 v34, v5, s64
  v_mul_hi_i32 v36, v5, s64
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc_lo, v52, v34
  v_add_co_ci_u32 v51, vcc_lo, v53, v36, vcc_lo
  s_mov_b32 s14, 4
  v_mul_lo_u32 v44, v6, s14
  v_mul_hi_i32 v46, v6, s14
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc_lo, v54, v44
  v_add_co_ci_u32 v53, vcc_lo, v55, v46, vcc_lo
  s_mov_b32 s14, 4
  v_mul_lo_u32 v5, v9, s14
  v_mul_hi_i32 v6, v9, s14
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc_lo, v56, v5
  v_add_co_ci_u32 v55, vcc_lo, v57, v6, vcc_lo
  s_mov_b32 s14, 4
  v_mul_lo_u32 v5, v10, s14
  v_mul_hi_i32 v6, v10, s14
  v_mov_b32 v58, s24
  v_mov_b32 v59, s25
  v_add_co_u32 v62, vcc_lo, v58, v5
  v_add_co_ci_u32 v63, vcc_lo, v59, v6, vcc_lo
  s_mov_b32 s18, 4
  v_mul_lo_u32 v13, v12, s18
  v_mul_hi_i32 v17, v12, s18
  v_mov_b32 v68, s24
  v_mov_b32 v69, s25
  v_add_co_u32 v70, vcc_lo, v68, v13
  v_add_co_ci_u32 v71, vcc_lo, v69, v17, vcc_lo
  s_mov_b32 s38, 4
  v_mul_lo_u32 v21, v14, s38
  v_mul_hi_i32 v23, v14, s38
  v_mov_b32 v58, s24
  v_mov_b32 v59, s25
  v_add_co_u32 v56, vcc_lo, v58, v21
  v_add_co_ci_u32 v57, vcc_lo, v59, v23, vcc_lo
  s_mov_b32 s58, 4
  v_mul_lo_u32 v31, v16, s58
  v_mul_hi_i32 v33, v16, s58
  v_mov_b32 v60, s24
  v_mov_b32 v61, s25
  v_add_co_u32 v58, vcc_lo, v60, v31
  v_add_co_ci_u32 v59, vcc_lo, v61, v33, vcc_lo
  s_waitcnt vmcnt(0)
  v_max_f32 v39, v1, v1
  v_max_f32 v41, v2, v2
  v_max_f32 v43, v39, v41
  v_cmp_eq_f32_e64 s14, v1, v2
  v_and_b32 v47, v1, v2
  v_cndmask_b32_e64 v5, v43, v47, s14
  v_max_f32 v6, v5, v5
  v_max_f32 v9, v3, v3
  v_max_f32 v6, v6, v9
  v_cmp_eq_f32_e64 s14, v5, v3
  v_and_b32 v5, v5, v3
  v_cndmask_b32_e64 v5, v6, v5, s14
  v_max_f32 v6, v5, v5
  v_max_f32 v9, v4, v4
  v_max_f32 v6, v6, v9
  v_cmp_eq_f32_e64 s14, v5, v4
  v_and_b32 v9, v5, v4
  v_cndmask_b32_e64 v10, v6, v9, s14
  v_max_f32 v12, v10, v10
  v_max_f32 v14, v7, v7
  v_max_f32 v16, v12, v14
  v_cmp_eq_f32_e64 s36, v10, v7
  v_and_b32 v20, v10, v7
  v_cndmask_b32_e64 v22, v16, v20, s36
  v_max_f32 v24, v22, v22
  v_max_f32 v26, v11, v11
  v_max_f32 v28, v24, v26
  v_cmp_eq_f32_e64 s60, v22, v11
  v_and_b32 v32, v22, v11
  v_cndmask_b32_e64 v34, v28, v32, s60
  v_max_f32 v36, v34, v34
  v_max_f32 v38, v15, v15
  v_max_f32 v40, v36, v38
  v_cmp_eq_f32_e64 s14, v34, v15
  v_and_b32 v44, v34, v15
  v_cndmask_b32_e64 v46, v40, v44, s14
  v_max_f32 v5, v46, v46
  v_max_f32 v6, v19, v19
  v_max_f32 v5, v5, v6
  v_cmp_eq_f32_e64 s14, v46, v19
  v_and_b32 v6, v46, v19
  v_cndmask_b32_e64 v5, v5, v6, s14
  v_and_b32 v6, 31, v0
  v_xor_b32 v6, 1, v6
  v_lshlrev_b32 v6, 2, v6
  ds_bpermute_b32 v6, v6, v5
  v_max_f32 v9, v5, v5
  s_waitcnt lgkmcnt(0)
  v_max_f32 v10, v6, v6
  v_max_f32 v9, v9, v10
  v_cmp_eq_f32_e64 s22, v5, v6
  v_and_b32 v13, v5, v6
  v_cndmask_b32_e64 v16, v9, v13, s22
  v_and_b32 v17, 31, v0
  v_xor_b32 v20, 2, v17
  v_lshlrev_b32 v21, 2, v20
  ds_bpermute_b32 v23, v21, v16
  v_max_f32 v25, v16, v16
  s_waitcnt lgkmcnt(0)
  v_max_f32 v27, v23, v23
  v_max_f32 v29, v25, v27
  v_cmp_eq_f32_e64 s62, v16, v23
  v_and_b32 v33, v16, v23
  v_cndmask_b32_e64 v35, v29, v33, s62
  v_and_b32 v37, 31, v0
  v_xor_b32 v39, 4, v37
  v_lshlrev_b32 v41, 2, v39
  ds_bpermute_b32 v43, v41, v35
  v_max_f32 v45, v35, v35
  s_waitcnt lgkmcnt(0)
  v_max_f32 v47, v43, v43
  v_max_f32 v5, v45, v47
  v_cmp_eq_f32_e64 s14, v35, v43
  v_and_b32 v6, v35, v43
  v_cndmask_b32_e64 v5, v5, v6, s14
  v_and_b32 v6, 31, v0
  v_xor_b32 v6, 8, v6
  v_lshlrev_b32 v6, 2, v6
  ds_bpermute_b32 v6, v6, v5
  v_max_f32 v9, v5, v5
  s_waitcnt lgkmcnt(0)
  v_max_f32 v10, v6, v6
  v_max_f32 v9, v9, v10
  v_cmp_eq_f32_e64 s16, v5, v6
  v_and_b32 v10, v5, v6
  v_cndmask_b32_e64 v12, v9, v10, s16
  v_and_b32 v14, 31, v0
  v_xor_b32 v16, 16, v14
  v_lshlrev_b32 v18, 2, v16
  ds_bpermute_b32 v20, v18, v12
  v_max_f32 v22, v12, v12
  s_waitcnt lgkmcnt(0)
  v_max_f32 v24, v20, v20
  v_max_f32 v26, v22, v24
  v_cmp_eq_f32_e64 s56, v12, v20
  v_and_b32 v30, v12, v20
  v_cndmask_b32_e64 v32, v26, v30, s56
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s14, 4
  v_mul_lo_u32 v37, v8, s14
  s_mov_b32 s14, 0
  v_add_nc_u32 v41, v37, s14
  ds_store_b32 v41, v32
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s14, 0xffffff9f
  v_and_b32 v47, v8, s14
  s_mov_b32 s14, 0
  v_or_b32 v5, v47, s14
  s_mov_b32 s14, 4
  v_mul_lo_u32 v5, v5, s14
  s_mov_b32 s14, 0
  v_add_nc_u32 v5, v5, s14
  ds_load_b32 v5, v5
  s_mov_b32 s14, 32
  v_or_b32 v6, v47, s14
  s_mov_b32 s14, 4
  v_mul_lo_u32 v6, v6, s14
  s_mov_b32 s16, 0
  v_add_nc_u32 v10, v6, s16
  ds_load_b32 v12, v10
  s_waitcnt lgkmcnt(0)
  v_max_f32 v14, v5, v5
  v_max_f32 v16, v12, v12
  v_max_f32 v18, v14, v16
  v_cmp_eq_f32_e64 s40, v5, v12
  v_and_b32 v22, v5, v12
  v_cndmask_b32_e64 v24, v18, v22, s40
  s_mov_b32 s52, 64
  v_or_b32 v28, v47, s52
  s_mov_b32 s60, 4
  v_mul_lo_u32 v32, v28, s60
  s_mov_b32 s68, 0
  v_add_nc_u32 v36, v32, s68
  ds_load_b32 v38, v36
  v_max_f32 v40, v24, v24
  s_waitcnt lgkmcnt(0)
  v_max_f32 v42, v38, v38
  v_max_f32 v44, v40, v42
  v_cmp_eq_f32_e64 s14, v24, v38
  v_and_b32 v5, v24, v38
  v_cndmask_b32_e64 v5, v44, v5, s14
  s_mov_b32 s14, 0x60
  v_or_b32 v6, v47, s14
  s_mov_b32 s14, 4
  v_mul_lo_u32 v6, v6, s14
  s_mov_b32 s14, 0
  v_add_nc_u32 v6, v6, s14
  ds_load_b32 v6, v6
  v_max_f32 v9, v5, v5
  s_waitcnt lgkmcnt(0)
  v_max_f32 v10, v6, v6
  v_max_f32 v9, v9, v10
  v_cmp_eq_f32_e64 s18, v5, v6
  v_and_b32 v12, v5, v6
  v_cndmask_b32_e64 v13, v9, v12, s18
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_sub_f32 v16, v1, v13
  v_sub_f32 v18, v2, v13
  v_sub_f32 v20, v3, v13
  v_sub_f32 v22, v4, v13
  v_sub_f32 v24, v7, v13
  v_sub_f32 v26, v11, v13
  v_sub_f32 v28, v15, v13
  v_sub_f32 v30, v19, v13
  v_mul_f32 v32, 0x3fb8aa3b, v16
  v_fma_f32 v34, v16, 0x3fb8aa3b, -v32
  v_fma_f32 v36, v16, 0x32a57060, v34
  s_mov_b32 s14, 0x7fffffff
  v_and_b32 v40, s14, v36
  v_cmp_gt_f32_e64 s14, 0x3f800000, v40
  v_cndmask_b32_e64 v44, 0, v36, s14
  v_mul_f32 v46, 0x3f317218, v44
  v_cmp_le_f32_e64 s14, 0x43000000, v32
  s_mov_b32 s16, 0x3f800000
  v_mov_b32 v1, s16
  v_cndmask_b32_e64 v1, 0, v1, s14
  v_sub_f32 v1, v32, v1
  v_cmp_gt_f32_e64 s18, 0xc2fc0000, v1
  s_mov_b32 s20, 0x42800000
  v_mov_b32 v2, s20
  v_cndmask_b32_e64 v2, 0, v2, s18
  v_add_f32 v3, v1, v2
  v_exp_f32 v5, v3
  s_mov_b32 s20, 0x3f800000
  s_mov_b32 s22, 0x1f800000
  v_mov_b32 v11, s22
  v_mov_b32 v13, s20
  v_cndmask_b32_e64 v15, v13, v11, s18
  v_mul_f32 v17, v5, v15
  v_fma_f32 v19, v17, v46, v17
  v_cmp_eq_f32_e64 s42, 0x7f800000, v17
  v_cndmask_b32_e64 v23, v19, v17, s42
  s_mov_b32 s50, 0x40000000
  v_mov_b32 v27, s50
  v_mov_b32 v29, s16
  v_cndmask_b32_e64 v31, v29, v27, s14
  v_mul_f32 v33, v23, v31
  v_mul_f32 v35, 0x3fb8aa3b, v18
  v_fma_f32 v37, v18, 0x3fb8aa3b, -v35
  v_fma_f32 v39, v18, 0x32a57060, v37
  s_mov_b32 s14, 0x7fffffff
  v_and_b32 v43, s14, v39
  v_cmp_gt_f32_e64 s14, 0x3f800000, v43
  v_cndmask_b32_e64 v47, 0, v39, s14
  v_mul_f32 v1, 0x3f317218, v47
  v_cmp_le_f32_e64 s14, 0x43000000, v35
  s_mov_b32 s16, 0x3f800000
  v_mov_b32 v2, s16
  v_cndmask_b32_e64 v2, 0, v2, s14
  v_sub_f32 v2, v35, v2
  v_cmp_gt_f32_e64 s18, 0xc2fc0000, v2
  s_mov_b32 s20, 0x42800000
  v_mov_b32 v3, s20
  v_cndmask_b32_e64 v4, 0, v3, s18
  v_add_f32 v6, v2, v4
  v_exp_f32 v9, v6
  s_mov_b32 s20, 0x3f800000
  s_mov_b32 s24, 0x1f800000
  v_mov_b32 v14, s24
  v_mov_b32 v16, s20
  v_cndmask_b32_e64 v18, v16, v14, s18
  v_mul_f32 v21, v9, v18
  v_fma_f32 v23, v21, v1, v21
  v_cmp_eq_f32_e64 s48, 0x7f800000, v21
  v_cndmask_b32_e64 v27, v23, v21, s48
  s_mov_b32 s56, 0x40000000
  v_mov_b32 v31, s56
  v_mov_b32 v32, s16
  v_cndmask_b32_e64 v34, v32, v31, s14
  v_mul_f32 v36, v27, v34
  v_mul_f32 v38, 0x3fb8aa3b, v20
  v_fma_f32 v40, v20, 0x3fb8aa3b, -v38
  v_fma_f32 v42, v20, 0x32a57060, v40
  s_mov_b32 s14, 0x7fffffff
  v_and_b32 v46, s14, v42
  v_cmp_gt_f32_e64 s14, 0x3f800000, v46
  v_cndmask_b32_e64 v1, 0, v42, s14
  v_mul_f32 v1, 0x3f317218, v1
  v_cmp_le_f32_e64 s14, 0x43000000, v38
  s_mov_b32 s16, 0x3f800000
  v_mov_b32 v2, s16
  v_cndmask_b32_e64 v2, 0, v2, s14
  v_sub_f32 v2, v38, v2
  v_cmp_gt_f32_e64 s18, 0xc2fc0000, v2
  s_mov_b32 s20, 0x42800000
  v_mov_b32 v5, s20
  v_cndmask_b32_e64 v7, 0, v5, s18
  v_add_f32 v9, v2, v7
  v_exp_f32 v11, v9
  s_mov_b32 s26, 0x3f800000
  s_mov_b32 s30, 0x1f800000
  v_mov_b32 v17, s30
  v_mov_b32 v19, s26
  v_cndmask_b32_e64 v21, v19, v17, s18
  v_mul_f32 v23, v11, v21
  v_fma_f32 v25, v23, v1, v23
  v_cmp_eq_f32_e64 s54, 0x7f800000, v23
  v_cndmask_b32_e64 v29, v25, v23, s54
  s_mov_b32 s62, 0x40000000
  v_mov_b32 v34, s62
  v_mov_b32 v35, s16
  v_cndmask_b32_e64 v37, v35, v34, s14
  v_mul_f32 v39, v29, v37
  v_mul_f32 v41, 0x3fb8aa3b, v22
  v_fma_f32 v43, v22, 0x3fb8aa3b, -v41
  v_fma_f32 v45, v22, 0x32a57060, v43
  s_mov_b32 s14, 0x7fffffff
  v_and_b32 v1, s14, v45
  v_cmp_gt_f32_e64 s14, 0x3f800000, v1
  v_cndmask_b32_e64 v1, 0, v45, s14
  v_mul_f32 v1, 0x3f317218, v1
  v_cmp_le_f32_e64 s14, 0x43000000, v41
  s_mov_b32 s16, 0x3f800000
  v_mov_b32 v2, s16
  v_cndmask_b32_e64 v2, 0, v2, s14
  v_sub_f32 v2, v41, v2
  v_cmp_gt_f32_e64 s18, 0xc2fc0000, v2
  s_mov_b32 s20, 0x42800000
  v_mov_b32 v9, s20
  v_cndmask_b32_e64 v10, 0, v9, s18
  v_add_f32 v12, v2, v10
  v_exp_f32 v14, v12
  s_mov_b32 s32, 0x3f800000
  s_mov_b32 s36, 0x1f800000
  v_mov_b32 v20, s36
  v_mov_b32 v22, s32
  v_cndmask_b32_e64 v25, v22, v20, s18
  v_mul_f32 v27, v14, v25
  v_fma_f32 v29, v27, v1, v27
  v_cmp_eq_f32_e64 s60, 0x7f800000, v27
  v_cndmask_b32_e64 v32, v29, v27, s60
  s_mov_b32 s68, 0x40000000
  v_mov_b32 v37, s68
  v_mov_b32 v38, s16
  v_cndmask_b32_e64 v40, v38, v37, s14
  v_mul_f32 v42, v32, v40
  v_mul_f32 v44, 0x3fb8aa3b, v24
  v_fma_f32 v46, v24, 0x3fb8aa3b, -v44
  v_fma_f32 v1, v24, 0x32a57060, v46
  s_mov_b32 s14, 0x7fffffff
  v_and_b32 v2, s14, v1
  v_cmp_gt_f32_e64 s14, 0x3f800000, v2
  v_cndmask_b32_e64 v1, 0, v1, s14
  v_mul_f32 v1, 0x3f317218, v1
  v_cmp_le_f32_e64 s14, 0x43000000, v44
  s_mov_b32 s16, 0x3f800000
  v_mov_b32 v2, s16
  v_cndmask_b32_e64 v3, 0, v2, s14
  v_sub_f32 v5, v44, v3
  v_cmp_gt_f32_e64 s18, 0xc2fc0000, v5
  s_mov_b32 s20, 0x42800000
  v_mov_b32 v11, s20
  v_cndmask_b32_e64 v13, 0, v11, s18
  v_add_f32 v15, v5, v13
  v_exp_f32 v17, v15
  s_mov_b32 s38, 0x3f800000
  s_mov_b32 s42, 0x1f800000
  v_mov_b32 v23, s42
  v_mov_b32 v25, s38
  v_cndmask_b32_e64 v27, v25, v23, s18
  v_mul_f32 v29, v17, v27
  v_fma_f32 v31, v29, v1, v29
  v_cmp_eq_f32_e64 s66, 0x7f800000, v29
  v_cndmask_b32_e64 v35, v31, v29, s66
  s_mov_b32 s18, 0x40000000
  v_mov_b32 v40, s18
  v_mov_b32 v41, s16
  v_cndmask_b32_e64 v43, v41, v40, s14
  v_mul_f32 v45, v35, v43
  v_mul_f32 v47, 0x3fb8aa3b, v26
  v_fma_f32 v1, v26, 0x3fb8aa3b, -v47
  v_fma_f32 v1, v26, 0x32a57060, v1
  s_mov_b32 s14, 0x7fffffff
  v_and_b32 v2, s14, v1
  v_cmp_gt_f32_e64 s14, 0x3f800000, v2
  v_cndmask_b32_e64 v1, 0, v1, s14
  v_mul_f32 v1, 0x3f317218, v1
  v_cmp_le_f32_e64 s14, 0x43000000, v47
  s_mov_b32 s16, 0x3f800000
  v_mov_b32 v4, s16
  v_cndmask_b32_e64 v6, 0, v4, s14
  v_sub_f32 v9, v47, v6
  v_cmp_gt_f32_e64 s20, 0xc2fc0000, v9
  s_mov_b32 s24, 0x42800000
  v_mov_b32 v14, s24
  v_cndmask_b32_e64 v16, 0, v14, s20
  v_add_f32 v18, v9, v16
  v_exp_f32 v20, v18
  s_mov_b32 s44, 0x3f800000
  s_mov_b32 s48, 0x1f800000
  v_mov_b32 v26, s48
  v_mov_b32 v29, s44
  v_cndmask_b32_e64 v31, v29, v26, s20
  v_mul_f32 v32, v20, v31
  v_fma_f32 v34, v32, v1, v32
  v_cmp_eq_f32_e64 s18, 0x7f800000, v32
  v_cndmask_b32_e64 v38, v34, v32, s18
  s_mov_b32 s18, 0x40000000
  v_mov_b32 v43, s18
  v_mov_b32 v44, s16
  v_cndmask_b32_e64 v46, v44, v43, s14
  v_mul_f32 v1, v38, v46
  v_mul_f32 v3, 0x3fb8aa3b, v28
  v_fma_f32 v2, v28, 0x3fb8aa3b, -v3
  v_fma_f32 v2, v28, 0x32a57060, v2
  s_mov_b32 s14, 0x7fffffff
  v_and_b32 v4, s14, v2
  v_cmp_gt_f32_e64 s14, 0x3f800000, v4
  v_cndmask_b32_e64 v2, 0, v2, s14
  v_mul_f32 v2, 0x3f317218, v2
  v_cmp_le_f32_e64 s14, 0x43000000, v3
  s_mov_b32 s16, 0x3f800000
  v_mov_b32 v7, s16
  v_cndmask_b32_e64 v9, 0, v7, s14
  v_sub_f32 v11, v3, v9
  v_cmp_gt_f32_e64 s26, 0xc2fc0000, v11
  s_mov_b32 s30, 0x42800000
  v_mov_b32 v17, s30
  v_cndmask_b32_e64 v19, 0, v17, s26
  v_add_f32 v21, v11, v19
  v_exp_f32 v23, v21
  s_mov_b32 s50, 0x3f800000
  s_mov_b32 s54, 0x1f800000
  v_mov_b32 v29, s54
  v_mov_b32 v31, s50
  v_cndmask_b32_e64 v34, v31, v29, s26
  v_mul_f32 v35, v23, v34
  v_fma_f32 v37, v35, v2, v35
  v_cmp_eq_f32_e64 s18, 0x7f800000, v35
  v_cndmask_b32_e64 v41, v37, v35, s18
  s_mov_b32 s18, 0x40000000
  v_mov_b32 v46, s18
  v_mov_b32 v47, s16
  v_cndmask_b32_e64 v2, v47, v46, s14
  v_mul_f32 v2, v41, v2
  v_mul_f32 v3, 0x3fb8aa3b, v30
  v_fma_f32 v4, v30, 0x3fb8aa3b, -v3
  v_fma_f32 v4, v30, 0x32a57060, v4
  s_mov_b32 s14, 0x7fffffff
  v_and_b32 v5, s14, v4
  v_cmp_gt_f32_e64 s14, 0x3f800000, v5
  v_cndmask_b32_e64 v4, 0, v4, s14
  v_mul_f32 v4, 0x3f317218, v4
  v_cmp_le_f32_e64 s14, 0x43000000, v3
  s_mov_b32 s16, 0x3f800000
  v_mov_b32 v10, s16
  v_cndmask_b32_e64 v12, 0, v10, s14
  v_sub_f32 v14, v3, v12
  v_cmp_gt_f32_e64 s32, 0xc2fc0000, v14
  s_mov_b32 s36, 0x42800000
  v_mov_b32 v20, s36
  v_cndmask_b32_e64 v22, 0, v20, s32
  v_add_f32 v24, v14, v22
  v_exp_f32 v26, v24
  s_mov_b32 s56, 0x3f800000
  s_mov_b32 s60, 0x1f800000
  v_mov_b32 v32, s60
  v_mov_b32 v34, s56
  v_cndmask_b32_e64 v37, v34, v32, s32
  v_mul_f32 v38, v26, v37
  v_fma_f32 v40, v38, v4, v38
  v_cmp_eq_f32_e64 s18, 0x7f800000, v38
  v_cndmask_b32_e64 v44, v40, v38, s18
  s_mov_b32 s18, 0x40000000
  v_mov_b32 v3, s18
  v_mov_b32 v4, s16
  v_cndmask_b32_e64 v3, v4, v3, s14
  v_mul_f32 v3, v44, v3
  v_add_f32 v4, v33, v36
  v_add_f32 v4, v4, v39
  v_add_f32 v4, v4, v42
  v_add_f32 v4, v4, v45
  v_add_f32 v4, v4, v1
  v_add_f32 v4, v4, v2
  v_add_f32 v5, v4, v3
  v_and_b32 v7, 31, v0
  v_xor_b32 v9, 1, v7
  v_lshlrev_b32 v11, 2, v9
  ds_bpermute_b32 v13, v11, v5
  s_waitcnt lgkmcnt(0)
  v_add_f32 v15, v5, v13
  v_and_b32 v17, 31, v0
  v_xor_b32 v19, 2, v17
  v_lshlrev_b32 v21, 2, v19
  ds_bpermute_b32 v23, v21, v15
  s_waitcnt lgkmcnt(0)
  v_add_f32 v25, v15, v23
  v_and_b32 v27, 31, v0
  v_xor_b32 v29, 4, v27
  v_lshlrev_b32 v31, 2, v29
  ds_bpermute_b32 v34, v31, v25
  s_waitcnt lgkmcnt(0)
  v_add_f32 v35, v25, v34
  v_and_b32 v37, 31, v0
  v_xor_b32 v40, 8, v37
  v_lshlrev_b32 v41, 2, v40
  ds_bpermute_b32 v43, v41, v35
  s_waitcnt lgkmcnt(0)
  v_add_f32 v46, v35, v43
  v_and_b32 v47, 31, v0
  v_xor_b32 v0, 16, v47
  v_lshlrev_b32 v0, 2, v0
  ds_bpermute_b32 v0, v0, v46
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v46, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s14, 4
  v_mul_lo_u32 v4, v8, s14
  s_mov_b32 s14, 0
  v_add_nc_u32 v4, v4, s14
  s_mov_b32 s14, 0x200
  v_add_nc_u32 v5, v4, s14
  ds_store_b32 v5, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s18, 0xffffff9f
  v_and_b32 v11, v8, s18
  s_mov_b32 s26, 0
  v_or_b32 v15, v11, s26
  s_mov_b32 s34, 4
  v_mul_lo_u32 v19, v15, s34
  s_mov_b32 s42, 0
  v_add_nc_u32 v23, v19, s42
  s_mov_b32 s50, 0x200
  v_add_nc_u32 v27, v23, s50
  ds_load_b32 v29, v27
  s_mov_b32 s62, 32
  v_or_b32 v34, v11, s62
  s_mov_b32 s14, 4
  v_mul_lo_u32 v37, v34, s14
  s_mov_b32 s14, 0
  v_add_nc_u32 v41, v37, s14
  s_mov_b32 s14, 0x200
  v_add_nc_u32 v46, v41, s14
  ds_load_b32 v47, v46
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v29, v47
  s_mov_b32 s14, 64
  v_or_b32 v4, v11, s14
  s_mov_b32 s14, 4
  v_mul_lo_u32 v4, v4, s14
  s_mov_b32 s14, 0
  v_add_nc_u32 v4, v4, s14
  s_mov_b32 s14, 0x200
  v_add_nc_u32 v4, v4, s14
  ds_load_b32 v4, v4
  s_waitcnt lgkmcnt(0)
  v_add_f32 v6, v0, v4
  s_mov_b32 s16, 0x60
  v_or_b32 v10, v11, s16
  s_mov_b32 s24, 4
  v_mul_lo_u32 v14, v10, s24
  s_mov_b32 s32, 0
  v_add_nc_u32 v18, v14, s32
  s_mov_b32 s40, 0x200
  v_add_nc_u32 v22, v18, s40
  ds_load_b32 v24, v22
  s_waitcnt lgkmcnt(0)
  v_add_f32 v26, v6, v24
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_div_scale_f32 v29, vcc_lo, v26, v26, v33
  v_div_scale_f32 v31, vcc_lo, v33, v26, v33
  v_rcp_f32 v34, v29
  v_fma_f32 v35, -v29, v34, 0x3f800000
  v_fma_f32 v37, v35, v34, v34
  v_mul_f32 v40, v31, v37
  v_fma_f32 v41, -v29, v40, v31
  v_fma_f32 v43, v41, v37, v40
  v_fma_f32 v46, -v29, v43, v31
  s_nop 3
  v_div_fmas_f32 v47, v46, v37, v43
  v_div_fixup_f32 v0, v47, v26, v33
  v_div_scale_f32 v4, vcc_lo, v26, v26, v36
  v_div_scale_f32 v5, vcc_lo, v36, v26, v36
  v_rcp_f32 v6, v4
  v_fma_f32 v7, -v4, v6, 0x3f800000
  v_fma_f32 v6, v7, v6, v6
  v_mul_f32 v7, v5, v6
  v_fma_f32 v8, -v4, v7, v5
  v_fma_f32 v7, v8, v6, v7
  v_fma_f32 v4, -v4, v7, v5
  s_nop 3
  v_div_fmas_f32 v6, v4, v6, v7
  v_div_fixup_f32 v8, v6, v26, v36
  v_div_scale_f32 v10, vcc_lo, v26, v26, v39
  v_div_scale_f32 v12, vcc_lo, v39, v26, v39
  v_rcp_f32 v14, v10
  v_fma_f32 v16, -v10, v14, 0x3f800000
  v_fma_f32 v18, v16, v14, v14
  v_mul_f32 v20, v12, v18
  v_fma_f32 v22, -v10, v20, v12
  v_fma_f32 v24, v22, v18, v20
  v_fma_f32 v27, -v10, v24, v12
  s_nop 3
  v_div_fmas_f32 v28, v27, v18, v24
  v_div_fixup_f32 v30, v28, v26, v39
  v_div_scale_f32 v32, vcc_lo, v26, v26, v42
  v_div_scale_f32 v34, vcc_lo, v42, v26, v42
  v_rcp_f32 v36, v32
  v_fma_f32 v38, -v32, v36, 0x3f800000
  v_fma_f32 v40, v38, v36, v36
  v_mul_f32 v43, v34, v40
  v_fma_f32 v44, -v32, v43, v34
  v_fma_f32 v46, v44, v40, v43
  v_fma_f32 v4, -v32, v46, v34
  s_nop 3
  v_div_fmas_f32 v4, v4, v40, v46
  v_div_fixup_f32 v4, v4, v26, v42
  v_div_scale_f32 v5, vcc_lo, v26, v26, v45
  v_div_scale_f32 v6, vcc_lo, v45, v26, v45
  v_rcp_f32 v7, v5
  v_fma_f32 v9, -v5, v7, 0x3f800000
  v_fma_f32 v7, v9, v7, v7
  v_mul_f32 v9, v6, v7
  v_fma_f32 v10, -v5, v9, v6
  v_fma_f32 v9, v10, v7, v9
  v_fma_f32 v10, -v5, v9, v6
  s_nop 3
  v_div_fmas_f32 v9, v10, v7, v9
  v_div_fixup_f32 v11, v9, v26, v45
  v_div_scale_f32 v13, vcc_lo, v26, v26, v1
  v_div_scale_f32 v15, vcc_lo, v1, v26, v1
  v_rcp_f32 v17, v13
  v_fma_f32 v19, -v13, v17, 0x3f800000
  v_fma_f32 v21, v19, v17, v17
  v_mul_f32 v23, v15, v21
  v_fma_f32 v25, -v13, v23, v15
  v_fma_f32 v27, v25, v21, v23
  v_fma_f32 v29, -v13, v27, v15
  s_nop 3
  v_div_fmas_f32 v31, v29, v21, v27
  v_div_fixup_f32 v33, v31, v26, v1
  v_div_scale_f32 v35, vcc_lo, v26, v26, v2
  v_div_scale_f32 v37, vcc_lo, v2, v26, v2
  v_rcp_f32 v39, v35
  v_fma_f32 v41, -v35, v39, 0x3f800000
  v_fma_f32 v43, v41, v39, v39
  v_mul_f32 v45, v37, v43
  v_fma_f32 v47, -v35, v45, v37
  v_fma_f32 v1, v47, v43, v45
  v_fma_f32 v5, -v35, v1, v37
  s_nop 3
  v_div_fmas_f32 v1, v5, v43, v1
  v_div_fixup_f32 v1, v1, v26, v2
  v_div_scale_f32 v2, vcc_lo, v26, v26, v3
  v_div_scale_f32 v5, vcc_lo, v3, v26, v3
  v_rcp_f32 v6, v2
  v_fma_f32 v7, -v2, v6, 0x3f800000
  v_fma_f32 v6, v7, v6, v6
  v_mul_f32 v7, v5, v6
  v_fma_f32 v9, -v2, v7, v5
  v_fma_f32 v9, v9, v6, v7
  v_fma_f32 v10, -v2, v9, v5
  s_nop 3
  v_div_fmas_f32 v12, v10, v6, v9
  v_div_fixup_f32 v14, v12, v26, v3
  s_and_saveexec_b32 s72, s70
  global_store_b32 v[48:49], v0, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s12
  global_store_b32 v[50:51], v8, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s10
  global_store_b32 v[52:53], v30, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s8
  global_store_b32 v[54:55], v4, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s6
  global_store_b32 v[62:63], v11, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s4
  global_store_b32 v[70:71], v33, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s2
  global_store_b32 v[56:57], v1, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s0
  global_store_b32 v[58:59], v14, off
  s_mov_b32 exec_lo, s72
  s_endpgm
.Lsoftmax_end:
.size softmax, .Lsoftmax_end-softmax
; 74 SGPRs, 76 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  - .name: softmax
    .symbol: softmax.kd
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
