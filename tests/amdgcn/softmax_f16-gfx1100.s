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
  v_add_nc_u32 v45, v35, s48
  s_mov_b32 s2, 4
  v_add_nc_u32 v3, v35, s2
  s_mov_b32 s2, 5
  v_add_nc_u32 v5, v35, s2
  s_mov_b32 s2, 6
  v_add_nc_u32 v7, v35, s2
  s_mov_b32 s2, 7
  v_add_nc_u32 v11, v35, s2
  v_add_nc_u32 v1, s36, v35
  v_add_nc_u32 v2, s36, v39
  v_add_nc_u32 v4, s36, v43
  v_add_nc_u32 v6, s36, v45
  v_add_nc_u32 v9, s36, v3
  v_add_nc_u32 v10, s36, v5
  v_add_nc_u32 v12, s36, v7
  v_add_nc_u32 v14, s36, v11
  v_mul_lo_u32 v16, v1, s0
  v_mul_hi_i32 v18, v1, s0
  v_mov_b32 v72, s20
  v_mov_b32 v73, s21
  v_add_co_u32 v74, vcc_lo, v72, v16
  v_add_co_ci_u32 v75, vcc_lo, v73, v18, vcc_lo
  v_mul_lo_u32 v24, v2, s0
  v_mul_hi_i32 v26, v2, s0
  v_mov_b32 v50, s20
  v_mov_b32 v51, s21
  v_add_co_u32 v48, vcc_lo, v50, v24
  v_add_co_ci_u32 v49, vcc_lo, v51, v26, vcc_lo
  s_mov_b32 s64, 2
  v_mul_lo_u32 v34, v4, s64
  v_mul_hi_i32 v36, v4, s64
  v_mov_b32 v52, s20
  v_mov_b32 v53, s21
  v_add_co_u32 v50, vcc_lo, v52, v34
  v_add_co_ci_u32 v51, vcc_lo, v53, v36, vcc_lo
  v_mul_lo_u32 v42, v6, s64
  v_mul_hi_i32 v44, v6, s64
  v_mov_b32 v54, s20
  v_mov_b32 v55, s21
  v_add_co_u32 v52, vcc_lo, v54, v42
  v_add_co_ci_u32 v53, vcc_lo, v55, v44, vcc_lo
  v_mul_lo_u32 v13, v9, s64
  v_mul_hi_i32 v15, v9, s64
  v_mov_b32 v56, s20
  v_mov_b32 v57, s21
  v_add_co_u32 v54, vcc_lo, v56, v13
  v_add_co_ci_u32 v55, vcc_lo, v57, v15, vcc_lo
  v_mul_lo_u32 v13, v10, s64
  v_mul_hi_i32 v15, v10, s64
  v_mov_b32 v58, s20
  v_mov_b32 v59, s21
  v_add_co_u32 v56, vcc_lo, v58, v13
  v_add_co_ci_u32 v57, vcc_lo, v59, v15, vcc_lo
  v_mul_lo_u32 v13, v12, s64
  v_mul_hi_i32 v15, v12, s64
  v_mov_b32 v60, s20
  v_mov_b32 v61, s21
  v_add_co_u32 v62, vcc_lo, v60, v13
  v_add_co_ci_u32 v63, vcc_lo, v61, v15, vcc_lo
  v_mul_lo_u32 v13, v14, s64
  v_mul_hi_i32 v15, v14, s64
  v_mov_b32 v68, s20
  v_mov_b32 v69, s21
  v_add_co_u32 v70, vcc_lo, v68, v13
  v_add_co_ci_u32 v71, vcc_lo, v69, v15, vcc_lo
  v_cmp_lt_i32_e64 s38, v35, s32
  v_cmp_lt_i32_e64 s42, v39, s32
  v_cmp_lt_i32_e64 s46, v43, s32
  v_cmp_lt_i32_e64 s50, v45, s32
  v_cmp_lt_i32_e64 s54, v3, s32
  v_cmp_lt_i32_e64 s58, v5, s32
  v_cmp_lt_i32_e64 s62, v7, s32
  v_cmp_lt_i32_e64 s66, v11, s32
  s_mov_b32 s70, 0xfc00
  v_mov_b32 v39, s70
  v_mov_b32 v38, v39
  s_and_saveexec_b32 s72, s38
  global_load_u16 v38, v[74:75], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v43, s70
  v_mov_b32 v42, v43
  s_and_saveexec_b32 s72, s42
  global_load_u16 v42, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v47, s70
  v_mov_b32 v46, v47
  s_and_saveexec_b32 s72, s46
  global_load_u16 v46, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v5, s70
  v_mov_b32 v3, v5
  s_and_saveexec_b32 s72, s50
  global_load_u16 v3, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v7, s70
  v_mov_b32 v5, v7
  s_and_saveexec_b32 s72, s54
  global_load_u16 v5, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v11, s70
  v_mov_b32 v7, v11
  s_and_saveexec_b32 s72, s58
  global_load_u16 v7, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v11, s70
  v_mov_b32 v16, v11
  s_and_saveexec_b32 s72, s62
  global_load_u16 v16, v[62:63], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v11, s70
  v_mov_b32 v18, v11
  s_and_saveexec_b32 s72, s66
  global_load_u16 v18, v[70:71], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s12, 2
  v_mul_lo_u32 v11, v1, s12
  v_mul_hi_i32 v13, v1, s12
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v66, vcc_lo, v64, v11
  v_add_co_ci_u32 v67, vcc_lo, v65, v13, vcc_lo
  v_mul_lo_u32 v17, v2, s12
  v_mul_hi_i32 v19, v2, s12
  v_mov_b32 v72, s24
  v_mov_b32 v73, s25
  v_add_co_u32 v74, vcc_lo, v72, v17
  v_add_co_ci_u32 v75, vcc_lo, v73, v19, vcc_lo
  v_mul_lo_u32 v24, v4, s12
  v_mul_hi_i32 v26, v4, s12
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc_lo, v50, v24
  v_add_co_ci_u32 v49, vcc_lo, v51, v26, vcc_lo
  v_mul_lo_u32 v32, v6, s12
  v_mul_hi_i32 v34, v6, s12
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc_lo, v52, v32
  v_add_co_ci_u32 v51, vcc_lo, v53, v34, vcc_lo
  v_mul_lo_u32 v40, v9, s12
  v_mul_hi_i32 v43, v9, s12
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc_lo, v54, v40
  v_add_co_ci_u32 v53, vcc_lo, v55, v43, vcc_lo
  v_mul_lo_u32 v1, v10, s12
  v_mul_hi_i32 v2, v10, s12
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc_lo, v56, v1
  v_add_co_ci_u32 v55, vcc_lo, v57, v2, vcc_lo
  s_mov_b32 s0, 2
  v_mul_lo_u32 v1, v12, s0
  v_mul_hi_i32 v2, v12, s0
  v_mov_b32 v58, s24
  v_mov_b32 v59, s25
  v_add_co_u32 v56, vcc_lo, v58, v1
  v_add_co_ci_u32 v57, vcc_lo, v59, v2, vcc_lo
  v_mul_lo_u32 v4, v14, s0
  v_mul_hi_i32 v6, v14, s0
  v_mov_b32 v60, s24
  v_mov_b32 v61, s25
  v_add_co_u32 v62, vcc_lo, v60, v4
  v_add_co_ci_u32 v63, vcc_lo, v61, v6, vcc_lo
  s_waitcnt vmcnt(0)
  v_cvt_f32_f16 v11, v38
  v_cvt_f32_f16 v13, v42
  v_cvt_f32_f16 v15, v46
  v_cvt_f32_f16 v17, v3
  v_cvt_f32_f16 v19, v5
  v_cvt_f32_f16 v21, v7
  v_cvt_f32_f16 v23, v16
  v_cvt_f32_f16 v25, v18
  v_max_f32 v27, v11, v11
  v_max_f32 v29, v13, v13
  v_max_f32 v31, v27, v29
  v_cmp_eq_f32_e64 s68, v11, v13
  v_and_b32 v35, v11, v13
  v_cndmask_b32_e64 v37, v31, v35, s68
  v_max_f32 v39, v37, v37
  v_max_f32 v41, v15, v15
  v_max_f32 v43, v39, v41
  v_cmp_eq_f32_e64 s0, v37, v15
  v_and_b32 v47, v37, v15
  v_cndmask_b32_e64 v1, v43, v47, s0
  v_max_f32 v2, v1, v1
  v_max_f32 v3, v17, v17
  v_max_f32 v2, v2, v3
  v_cmp_eq_f32_e64 s0, v1, v17
  v_and_b32 v1, v1, v17
  v_cndmask_b32_e64 v1, v2, v1, s0
  v_max_f32 v2, v1, v1
  v_max_f32 v3, v19, v19
  v_max_f32 v4, v2, v3
  v_cmp_eq_f32_e64 s12, v1, v19
  v_and_b32 v9, v1, v19
  v_cndmask_b32_e64 v10, v4, v9, s12
  v_max_f32 v12, v10, v10
  v_max_f32 v14, v21, v21
  v_max_f32 v16, v12, v14
  v_cmp_eq_f32_e64 s36, v10, v21
  v_and_b32 v20, v10, v21
  v_cndmask_b32_e64 v22, v16, v20, s36
  v_max_f32 v24, v22, v22
  v_max_f32 v26, v23, v23
  v_max_f32 v28, v24, v26
  v_cmp_eq_f32_e64 s60, v22, v23
  v_and_b32 v32, v22, v23
  v_cndmask_b32_e64 v34, v28, v32, s60
  v_max_f32 v36, v34, v34
  v_max_f32 v38, v25, v25
  v_max_f32 v40, v36, v38
  v_cmp_eq_f32_e64 s0, v34, v25
  v_and_b32 v44, v34, v25
  v_cndmask_b32_e64 v46, v40, v44, s0
  v_and_b32 v1, 31, v0
  v_xor_b32 v1, 1, v1
  v_lshlrev_b32 v1, 2, v1
  ds_bpermute_b32 v1, v1, v46
  v_max_f32 v2, v46, v46
  s_waitcnt lgkmcnt(0)
  v_max_f32 v3, v1, v1
  v_max_f32 v2, v2, v3
  v_cmp_eq_f32_e64 s0, v46, v1
  v_and_b32 v1, v46, v1
  v_cndmask_b32_e64 v3, v2, v1, s0
  v_and_b32 v5, 31, v0
  v_xor_b32 v7, 2, v5
  v_lshlrev_b32 v9, 2, v7
  ds_bpermute_b32 v12, v9, v3
  v_max_f32 v14, v3, v3
  s_waitcnt lgkmcnt(0)
  v_max_f32 v16, v12, v12
  v_max_f32 v18, v14, v16
  v_cmp_eq_f32_e64 s40, v3, v12
  v_and_b32 v22, v3, v12
  v_cndmask_b32_e64 v24, v18, v22, s40
  v_and_b32 v26, 31, v0
  v_xor_b32 v27, 4, v26
  v_lshlrev_b32 v29, 2, v27
  ds_bpermute_b32 v31, v29, v24
  v_max_f32 v33, v24, v24
  s_waitcnt lgkmcnt(0)
  v_max_f32 v35, v31, v31
  v_max_f32 v37, v33, v35
  v_cmp_eq_f32_e64 s0, v24, v31
  v_and_b32 v41, v24, v31
  v_cndmask_b32_e64 v43, v37, v41, s0
  v_and_b32 v45, 31, v0
  v_xor_b32 v47, 8, v45
  v_lshlrev_b32 v1, 2, v47
  ds_bpermute_b32 v1, v1, v43
  v_max_f32 v2, v43, v43
  s_waitcnt lgkmcnt(0)
  v_max_f32 v3, v1, v1
  v_max_f32 v2, v2, v3
  v_cmp_eq_f32_e64 s0, v43, v1
  v_and_b32 v1, v43, v1
  v_cndmask_b32_e64 v1, v2, v1, s0
  v_and_b32 v2, 31, v0
  v_xor_b32 v4, 16, v2
  v_lshlrev_b32 v6, 2, v4
  ds_bpermute_b32 v9, v6, v1
  v_max_f32 v10, v1, v1
  s_waitcnt lgkmcnt(0)
  v_max_f32 v12, v9, v9
  v_max_f32 v14, v10, v12
  v_cmp_eq_f32_e64 s32, v1, v9
  v_and_b32 v18, v1, v9
  v_cndmask_b32_e64 v20, v14, v18, s32
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s48, 4
  v_mul_lo_u32 v26, v8, s48
  s_mov_b32 s56, 0
  v_add_nc_u32 v29, v26, s56
  ds_store_b32 v29, v20
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s68, 0xffffff9f
  v_and_b32 v35, v8, s68
  v_or_b32 v37, v35, s56
  v_mul_lo_u32 v39, v37, s48
  v_add_nc_u32 v41, v39, s56
  ds_load_b32 v43, v41
  s_mov_b32 s0, 32
  v_or_b32 v47, v35, s0
  v_mul_lo_u32 v1, v47, s48
  v_add_nc_u32 v1, v1, s56
  ds_load_b32 v1, v1
  s_waitcnt lgkmcnt(0)
  v_max_f32 v2, v43, v43
  v_max_f32 v3, v1, v1
  v_max_f32 v2, v2, v3
  v_cmp_eq_f32_e64 s0, v43, v1
  v_and_b32 v1, v43, v1
  v_cndmask_b32_e64 v2, v2, v1, s0
  s_mov_b32 s8, 64
  v_or_b32 v6, v35, s8
  s_mov_b32 s16, 4
  v_mul_lo_u32 v10, v6, s16
  s_mov_b32 s24, 0
  v_add_nc_u32 v14, v10, s24
  ds_load_b32 v16, v14
  v_max_f32 v18, v2, v2
  s_waitcnt lgkmcnt(0)
  v_max_f32 v20, v16, v16
  v_max_f32 v22, v18, v20
  v_cmp_eq_f32_e64 s48, v2, v16
  v_and_b32 v26, v2, v16
  v_cndmask_b32_e64 v28, v22, v26, s48
  s_mov_b32 s60, 0x60
  v_or_b32 v32, v35, s60
  v_mul_lo_u32 v34, v32, s16
  v_add_nc_u32 v36, v34, s24
  ds_load_b32 v38, v36
  v_max_f32 v40, v28, v28
  s_waitcnt lgkmcnt(0)
  v_max_f32 v42, v38, v38
  v_max_f32 v44, v40, v42
  v_cmp_eq_f32_e64 s0, v28, v38
  v_and_b32 v1, v28, v38
  v_cndmask_b32_e64 v4, v44, v1, s0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_sub_f32 v5, v11, v4
  v_sub_f32 v6, v13, v4
  v_sub_f32 v7, v15, v4
  v_sub_f32 v9, v17, v4
  v_sub_f32 v3, v19, v4
  v_sub_f32 v1, v21, v4
  v_sub_f32 v2, v23, v4
  v_sub_f32 v4, v25, v4
  v_mul_f32 v10, 0x3fb8aa3b, v5
  v_fma_f32 v11, v5, 0x3fb8aa3b, -v10
  v_fma_f32 v11, v5, 0x32a57060, v11
  s_mov_b32 s24, 0x7fffffff
  v_and_b32 v14, s24, v11
  v_cmp_gt_f32_e64 s32, 0x3f800000, v14
  v_cndmask_b32_e64 v18, 0, v11, s32
  v_mul_f32 v20, 0x3f317218, v18
  v_cmp_le_f32_e64 s44, 0x43000000, v10
  s_mov_b32 s48, 0x3f800000
  v_mov_b32 v26, s48
  v_cndmask_b32_e64 v28, 0, v26, s44
  v_sub_f32 v30, v10, v28
  v_cmp_gt_f32_e64 s64, 0xc2fc0000, v30
  s_mov_b32 s68, 0x42800000
  v_mov_b32 v36, s68
  v_cndmask_b32_e64 v38, 0, v36, s64
  v_add_f32 v40, v30, v38
  v_exp_f32 v42, v40
  s_mov_b32 s0, 0x1f800000
  v_mov_b32 v46, s0
  v_mov_b32 v5, s48
  v_cndmask_b32_e64 v5, v5, v46, s64
  v_mul_f32 v5, v42, v5
  v_fma_f32 v10, v5, v20, v5
  v_cmp_eq_f32_e64 s0, 0x7f800000, v5
  v_cndmask_b32_e64 v5, v10, v5, s0
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v10, s0
  v_mov_b32 v11, s48
  v_cndmask_b32_e64 v10, v11, v10, s44
  v_mul_f32 v5, v5, v10
  v_mul_f32 v10, 0x3fb8aa3b, v6
  v_fma_f32 v11, v6, 0x3fb8aa3b, -v10
  v_fma_f32 v11, v6, 0x32a57060, v11
  s_mov_b32 s26, 0x7fffffff
  v_and_b32 v15, s26, v11
  v_cmp_gt_f32_e64 s34, 0x3f800000, v15
  v_cndmask_b32_e64 v19, 0, v11, s34
  v_mul_f32 v21, 0x3f317218, v19
  v_cmp_le_f32_e64 s48, 0x43000000, v10
  s_mov_b32 s52, 0x3f800000
  v_mov_b32 v27, s52
  v_cndmask_b32_e64 v29, 0, v27, s48
  v_sub_f32 v31, v10, v29
  v_cmp_gt_f32_e64 s68, 0xc2fc0000, v31
  s_mov_b32 s70, 0x42800000
  v_mov_b32 v37, s70
  v_cndmask_b32_e64 v39, 0, v37, s68
  v_add_f32 v41, v31, v39
  v_exp_f32 v43, v41
  s_mov_b32 s0, 0x1f800000
  v_mov_b32 v47, s0
  v_mov_b32 v6, s52
  v_cndmask_b32_e64 v6, v6, v47, s68
  v_mul_f32 v6, v43, v6
  v_fma_f32 v10, v6, v21, v6
  v_cmp_eq_f32_e64 s0, 0x7f800000, v6
  v_cndmask_b32_e64 v6, v10, v6, s0
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v10, s0
  v_mov_b32 v11, s52
  v_cndmask_b32_e64 v10, v11, v10, s48
  v_mul_f32 v6, v6, v10
  v_mul_f32 v10, 0x3fb8aa3b, v7
  v_fma_f32 v11, v7, 0x3fb8aa3b, -v10
  v_fma_f32 v12, v7, 0x32a57060, v11
  s_mov_b32 s28, 0x7fffffff
  v_and_b32 v16, s28, v12
  v_cmp_gt_f32_e64 s36, 0x3f800000, v16
  v_cndmask_b32_e64 v20, 0, v12, s36
  v_mul_f32 v22, 0x3f317218, v20
  v_cmp_le_f32_e64 s48, 0x43000000, v10
  s_mov_b32 s52, 0x3f800000
  v_mov_b32 v28, s52
  v_cndmask_b32_e64 v30, 0, v28, s48
  v_sub_f32 v32, v10, v30
  v_cmp_gt_f32_e64 s68, 0xc2fc0000, v32
  s_mov_b32 s0, 0x42800000
  v_mov_b32 v38, s0
  v_cndmask_b32_e64 v40, 0, v38, s68
  v_add_f32 v42, v32, v40
  v_exp_f32 v44, v42
  s_mov_b32 s0, 0x1f800000
  v_mov_b32 v7, s0
  v_mov_b32 v10, s52
  v_cndmask_b32_e64 v7, v10, v7, s68
  v_mul_f32 v7, v44, v7
  v_fma_f32 v10, v7, v22, v7
  v_cmp_eq_f32_e64 s0, 0x7f800000, v7
  v_cndmask_b32_e64 v7, v10, v7, s0
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v10, s0
  v_mov_b32 v11, s52
  v_cndmask_b32_e64 v10, v11, v10, s48
  v_mul_f32 v7, v7, v10
  v_mul_f32 v10, 0x3fb8aa3b, v9
  v_fma_f32 v11, v9, 0x3fb8aa3b, -v10
  v_fma_f32 v13, v9, 0x32a57060, v11
  s_mov_b32 s30, 0x7fffffff
  v_and_b32 v17, s30, v13
  v_cmp_gt_f32_e64 s40, 0x3f800000, v17
  v_cndmask_b32_e64 v21, 0, v13, s40
  v_mul_f32 v23, 0x3f317218, v21
  v_cmp_le_f32_e64 s52, 0x43000000, v10
  s_mov_b32 s56, 0x3f800000
  v_mov_b32 v29, s56
  v_cndmask_b32_e64 v31, 0, v29, s52
  v_sub_f32 v33, v10, v31
  v_cmp_gt_f32_e64 s70, 0xc2fc0000, v33
  s_mov_b32 s0, 0x42800000
  v_mov_b32 v39, s0
  v_cndmask_b32_e64 v41, 0, v39, s70
  v_add_f32 v43, v33, v41
  v_exp_f32 v45, v43
  s_mov_b32 s0, 0x1f800000
  v_mov_b32 v9, s0
  v_mov_b32 v10, s56
  v_cndmask_b32_e64 v9, v10, v9, s70
  v_mul_f32 v9, v45, v9
  v_fma_f32 v10, v9, v23, v9
  v_cmp_eq_f32_e64 s0, 0x7f800000, v9
  v_cndmask_b32_e64 v9, v10, v9, s0
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v10, s0
  v_mov_b32 v11, s56
  v_cndmask_b32_e64 v10, v11, v10, s52
  v_mul_f32 v9, v9, v10
  v_mul_f32 v10, 0x3fb8aa3b, v3
  v_fma_f32 v12, v3, 0x3fb8aa3b, -v10
  v_fma_f32 v14, v3, 0x32a57060, v12
  s_mov_b32 s32, 0x7fffffff
  v_and_b32 v18, s32, v14
  v_cmp_gt_f32_e64 s40, 0x3f800000, v18
  v_cndmask_b32_e64 v22, 0, v14, s40
  v_mul_f32 v24, 0x3f317218, v22
  v_cmp_le_f32_e64 s52, 0x43000000, v10
  s_mov_b32 s56, 0x3f800000
  v_mov_b32 v30, s56
  v_cndmask_b32_e64 v32, 0, v30, s52
  v_sub_f32 v34, v10, v32
  v_cmp_gt_f32_e64 s0, 0xc2fc0000, v34
  s_mov_b32 s2, 0x42800000
  v_mov_b32 v40, s2
  v_cndmask_b32_e64 v42, 0, v40, s0
  v_add_f32 v44, v34, v42
  v_exp_f32 v46, v44
  s_mov_b32 s2, 0x1f800000
  v_mov_b32 v3, s2
  v_mov_b32 v10, s56
  v_cndmask_b32_e64 v3, v10, v3, s0
  v_mul_f32 v3, v46, v3
  v_fma_f32 v10, v3, v24, v3
  v_cmp_eq_f32_e64 s0, 0x7f800000, v3
  v_cndmask_b32_e64 v3, v10, v3, s0
  s_mov_b32 s2, 0x40000000
  v_mov_b32 v10, s2
  v_mov_b32 v11, s56
  v_cndmask_b32_e64 v10, v11, v10, s52
  v_mul_f32 v10, v3, v10
  v_mul_f32 v11, 0x3fb8aa3b, v1
  v_fma_f32 v13, v1, 0x3fb8aa3b, -v11
  v_fma_f32 v15, v1, 0x32a57060, v13
  s_mov_b32 s34, 0x7fffffff
  v_and_b32 v19, s34, v15
  v_cmp_gt_f32_e64 s44, 0x3f800000, v19
  v_cndmask_b32_e64 v23, 0, v15, s44
  v_mul_f32 v25, 0x3f317218, v23
  v_cmp_le_f32_e64 s56, 0x43000000, v11
  s_mov_b32 s60, 0x3f800000
  v_mov_b32 v31, s60
  v_cndmask_b32_e64 v33, 0, v31, s56
  v_sub_f32 v35, v11, v33
  v_cmp_gt_f32_e64 s0, 0xc2fc0000, v35
  s_mov_b32 s2, 0x42800000
  v_mov_b32 v41, s2
  v_cndmask_b32_e64 v43, 0, v41, s0
  v_add_f32 v45, v35, v43
  v_exp_f32 v47, v45
  s_mov_b32 s2, 0x1f800000
  v_mov_b32 v1, s2
  v_mov_b32 v3, s60
  v_cndmask_b32_e64 v1, v3, v1, s0
  v_mul_f32 v1, v47, v1
  v_fma_f32 v3, v1, v25, v1
  v_cmp_eq_f32_e64 s0, 0x7f800000, v1
  v_cndmask_b32_e64 v1, v3, v1, s0
  s_mov_b32 s4, 0x40000000
  v_mov_b32 v11, s4
  v_mov_b32 v12, s60
  v_cndmask_b32_e64 v11, v12, v11, s56
  v_mul_f32 v11, v1, v11
  v_mul_f32 v12, 0x3fb8aa3b, v2
  v_fma_f32 v14, v2, 0x3fb8aa3b, -v12
  v_fma_f32 v16, v2, 0x32a57060, v14
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
  v_cmp_gt_f32_e64 s0, 0xc2fc0000, v36
  s_mov_b32 s2, 0x42800000
  v_mov_b32 v42, s2
  v_cndmask_b32_e64 v44, 0, v42, s0
  v_add_f32 v46, v36, v44
  v_exp_f32 v1, v46
  s_mov_b32 s2, 0x1f800000
  v_mov_b32 v2, s2
  v_mov_b32 v3, s60
  v_cndmask_b32_e64 v2, v3, v2, s0
  v_mul_f32 v1, v1, v2
  v_fma_f32 v2, v1, v26, v1
  v_cmp_eq_f32_e64 s0, 0x7f800000, v1
  v_cndmask_b32_e64 v1, v2, v1, s0
  s_mov_b32 s6, 0x40000000
  v_mov_b32 v12, s6
  v_mov_b32 v13, s60
  v_cndmask_b32_e64 v12, v13, v12, s56
  v_mul_f32 v12, v1, v12
  v_mul_f32 v13, 0x3fb8aa3b, v4
  v_fma_f32 v15, v4, 0x3fb8aa3b, -v13
  v_fma_f32 v17, v4, 0x32a57060, v15
  s_mov_b32 s40, 0x7fffffff
  v_and_b32 v21, s40, v17
  v_cmp_gt_f32_e64 s48, 0x3f800000, v21
  v_cndmask_b32_e64 v25, 0, v17, s48
  v_mul_f32 v27, 0x3f317218, v25
  v_cmp_le_f32_e64 s60, 0x43000000, v13
  s_mov_b32 s64, 0x3f800000
  v_mov_b32 v33, s64
  v_cndmask_b32_e64 v35, 0, v33, s60
  v_sub_f32 v37, v13, v35
  v_cmp_gt_f32_e64 s0, 0xc2fc0000, v37
  s_mov_b32 s2, 0x42800000
  v_mov_b32 v43, s2
  v_cndmask_b32_e64 v45, 0, v43, s0
  v_add_f32 v47, v37, v45
  v_exp_f32 v1, v47
  s_mov_b32 s2, 0x1f800000
  v_mov_b32 v2, s2
  v_mov_b32 v3, s64
  v_cndmask_b32_e64 v2, v3, v2, s0
  v_mul_f32 v1, v1, v2
  v_fma_f32 v2, v1, v27, v1
  v_cmp_eq_f32_e64 s0, 0x7f800000, v1
  v_cndmask_b32_e64 v2, v2, v1, s0
  s_mov_b32 s8, 0x40000000
  v_mov_b32 v13, s8
  v_mov_b32 v14, s64
  v_cndmask_b32_e64 v13, v14, v13, s60
  v_mul_f32 v13, v2, v13
  v_add_f32 v14, v5, v6
  v_add_f32 v16, v14, v7
  v_add_f32 v18, v16, v9
  v_add_f32 v20, v18, v10
  v_add_f32 v22, v20, v11
  v_add_f32 v24, v22, v12
  v_add_f32 v26, v24, v13
  v_and_b32 v28, 31, v0
  v_xor_b32 v30, 1, v28
  v_lshlrev_b32 v32, 2, v30
  ds_bpermute_b32 v34, v32, v26
  s_waitcnt lgkmcnt(0)
  v_add_f32 v36, v26, v34
  v_and_b32 v38, 31, v0
  v_xor_b32 v40, 2, v38
  v_lshlrev_b32 v42, 2, v40
  ds_bpermute_b32 v44, v42, v36
  s_waitcnt lgkmcnt(0)
  v_add_f32 v46, v36, v44
  v_and_b32 v1, 31, v0
  v_xor_b32 v1, 4, v1
  v_lshlrev_b32 v1, 2, v1
  ds_bpermute_b32 v1, v1, v46
  s_waitcnt lgkmcnt(0)
  v_add_f32 v1, v46, v1
  v_and_b32 v2, 31, v0
  v_xor_b32 v2, 8, v2
  v_lshlrev_b32 v2, 2, v2
  ds_bpermute_b32 v2, v2, v1
  s_waitcnt lgkmcnt(0)
  v_add_f32 v3, v1, v2
  v_and_b32 v14, 31, v0
  v_xor_b32 v14, 16, v14
  v_lshlrev_b32 v14, 2, v14
  ds_bpermute_b32 v14, v14, v3
  s_waitcnt lgkmcnt(0)
  v_add_f32 v14, v3, v14
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s32, 4
  v_mul_lo_u32 v18, v8, s32
  s_mov_b32 s40, 0
  v_add_nc_u32 v22, v18, s40
  s_mov_b32 s48, 0x200
  v_add_nc_u32 v26, v22, s48
  ds_store_b32 v26, v14
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s60, 0xffffff9f
  v_and_b32 v32, v8, s60
  v_or_b32 v34, v32, s40
  v_mul_lo_u32 v36, v34, s32
  v_add_nc_u32 v38, v36, s40
  v_add_nc_u32 v40, v38, s48
  ds_load_b32 v42, v40
  s_mov_b32 s0, 32
  v_or_b32 v46, v32, s0
  v_mul_lo_u32 v0, v46, s32
  v_add_nc_u32 v0, v0, s40
  v_add_nc_u32 v0, v0, s48
  ds_load_b32 v0, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v42, v0
  s_mov_b32 s0, 64
  v_or_b32 v1, v32, s0
  s_mov_b32 s0, 4
  v_mul_lo_u32 v1, v1, s0
  s_mov_b32 s6, 0
  v_add_nc_u32 v8, v1, s6
  s_mov_b32 s14, 0x200
  v_add_nc_u32 v14, v8, s14
  ds_load_b32 v14, v14
  s_waitcnt lgkmcnt(0)
  v_add_f32 v14, v0, v14
  s_mov_b32 s30, 0x60
  v_or_b32 v17, v32, s30
  v_mul_lo_u32 v19, v17, s0
  v_add_nc_u32 v21, v19, s6
  v_add_nc_u32 v23, v21, s14
  ds_load_b32 v25, v23
  s_waitcnt lgkmcnt(0)
  v_add_f32 v27, v14, v25
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_div_scale_f32 v30, vcc_lo, v27, v27, v5
  v_div_scale_f32 v32, vcc_lo, v5, v27, v5
  v_rcp_f32 v34, v30
  v_fma_f32 v36, -v30, v34, 0x3f800000
  v_fma_f32 v38, v36, v34, v34
  v_mul_f32 v40, v32, v38
  v_fma_f32 v42, -v30, v40, v32
  v_fma_f32 v44, v42, v38, v40
  v_fma_f32 v46, -v30, v44, v32
  s_nop 3
  v_div_fmas_f32 v0, v46, v38, v44
  v_div_fixup_f32 v0, v0, v27, v5
  v_div_scale_f32 v1, vcc_lo, v27, v27, v6
  v_div_scale_f32 v2, vcc_lo, v6, v27, v6
  v_rcp_f32 v3, v1
  v_fma_f32 v4, -v1, v3, 0x3f800000
  v_fma_f32 v3, v4, v3, v3
  v_mul_f32 v4, v2, v3
  v_fma_f32 v5, -v1, v4, v2
  v_fma_f32 v4, v5, v3, v4
  v_fma_f32 v5, -v1, v4, v2
  s_nop 3
  v_div_fmas_f32 v8, v5, v3, v4
  v_div_fixup_f32 v14, v8, v27, v6
  v_div_scale_f32 v15, vcc_lo, v27, v27, v7
  v_div_scale_f32 v16, vcc_lo, v7, v27, v7
  v_rcp_f32 v17, v15
  v_fma_f32 v18, -v15, v17, 0x3f800000
  v_fma_f32 v19, v18, v17, v17
  v_mul_f32 v21, v16, v19
  v_fma_f32 v23, -v15, v21, v16
  v_fma_f32 v25, v23, v19, v21
  v_fma_f32 v28, -v15, v25, v16
  s_nop 3
  v_div_fmas_f32 v29, v28, v19, v25
  v_div_fixup_f32 v31, v29, v27, v7
  v_div_scale_f32 v33, vcc_lo, v27, v27, v9
  v_div_scale_f32 v35, vcc_lo, v9, v27, v9
  v_rcp_f32 v37, v33
  v_fma_f32 v39, -v33, v37, 0x3f800000
  v_fma_f32 v41, v39, v37, v37
  v_mul_f32 v43, v35, v41
  v_fma_f32 v45, -v33, v43, v35
  v_fma_f32 v47, v45, v41, v43
  v_fma_f32 v1, -v33, v47, v35
  s_nop 3
  v_div_fmas_f32 v1, v1, v41, v47
  v_div_fixup_f32 v1, v1, v27, v9
  v_div_scale_f32 v2, vcc_lo, v27, v27, v10
  v_div_scale_f32 v3, vcc_lo, v10, v27, v10
  v_rcp_f32 v4, v2
  v_fma_f32 v5, -v2, v4, 0x3f800000
  v_fma_f32 v4, v5, v4, v4
  v_mul_f32 v5, v3, v4
  v_fma_f32 v6, -v2, v5, v3
  v_fma_f32 v6, v6, v4, v5
  v_fma_f32 v8, -v2, v6, v3
  s_nop 3
  v_div_fmas_f32 v15, v8, v4, v6
  v_div_fixup_f32 v15, v15, v27, v10
  v_div_scale_f32 v16, vcc_lo, v27, v27, v11
  v_div_scale_f32 v17, vcc_lo, v11, v27, v11
  v_rcp_f32 v18, v16
  v_fma_f32 v20, -v16, v18, 0x3f800000
  v_fma_f32 v22, v20, v18, v18
  v_mul_f32 v24, v17, v22
  v_fma_f32 v26, -v16, v24, v17
  v_fma_f32 v28, v26, v22, v24
  v_fma_f32 v30, -v16, v28, v17
  s_nop 3
  v_div_fmas_f32 v32, v30, v22, v28
  v_div_fixup_f32 v34, v32, v27, v11
  v_div_scale_f32 v36, vcc_lo, v27, v27, v12
  v_div_scale_f32 v38, vcc_lo, v12, v27, v12
  v_rcp_f32 v40, v36
  v_fma_f32 v42, -v36, v40, 0x3f800000
  v_fma_f32 v44, v42, v40, v40
  v_mul_f32 v46, v38, v44
  v_fma_f32 v2, -v36, v46, v38
  v_fma_f32 v2, v2, v44, v46
  v_fma_f32 v3, -v36, v2, v38
  s_nop 3
  v_div_fmas_f32 v2, v3, v44, v2
  v_div_fixup_f32 v2, v2, v27, v12
  v_div_scale_f32 v3, vcc_lo, v27, v27, v13
  v_div_scale_f32 v4, vcc_lo, v13, v27, v13
  v_rcp_f32 v5, v3
  v_fma_f32 v6, -v3, v5, 0x3f800000
  v_fma_f32 v5, v6, v5, v5
  v_mul_f32 v6, v4, v5
  v_fma_f32 v7, -v3, v6, v4
  v_fma_f32 v9, v7, v5, v6
  v_fma_f32 v11, -v3, v9, v4
  s_nop 3
  v_div_fmas_f32 v16, v11, v5, v9
  v_div_fixup_f32 v16, v16, v27, v13
  v_cvt_f16_f32 v17, v0
  v_cvt_f16_f32 v19, v14
  v_cvt_f16_f32 v21, v31
  v_cvt_f16_f32 v23, v1
  v_cvt_f16_f32 v25, v15
  v_cvt_f16_f32 v27, v34
  v_cvt_f16_f32 v29, v2
  v_cvt_f16_f32 v31, v16
  s_and_saveexec_b32 s72, s38
  global_store_b16 v[66:67], v17, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s42
  global_store_b16 v[74:75], v19, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s46
  global_store_b16 v[48:49], v21, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s50
  global_store_b16 v[50:51], v23, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s54
  global_store_b16 v[52:53], v25, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s58
  global_store_b16 v[54:55], v27, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s62
  global_store_b16 v[56:57], v29, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s66
  global_store_b16 v[62:63], v31, off
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
