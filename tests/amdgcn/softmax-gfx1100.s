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
  v_add_nc_u32 v41, v35, s48
  s_mov_b32 s0, 3
  v_add_nc_u32 v45, v35, s0
  s_mov_b32 s0, 0x200
  v_add_nc_u32 v1, v35, s0
  s_mov_b32 s0, 0x201
  v_add_nc_u32 v2, v35, s0
  s_mov_b32 s0, 0x202
  v_add_nc_u32 v3, v35, s0
  s_mov_b32 s0, 0x203
  v_add_nc_u32 v4, v35, s0
  v_add_nc_u32 v15, s36, v35
  v_add_nc_u32 v13, s36, v39
  v_add_nc_u32 v11, s36, v41
  v_add_nc_u32 v7, s36, v45
  v_add_nc_u32 v9, s36, v1
  v_add_nc_u32 v10, s36, v2
  v_add_nc_u32 v12, s36, v3
  v_add_nc_u32 v14, s36, v4
  s_mov_b32 s34, 4
  v_mul_lo_u32 v18, v15, s34
  v_mul_hi_i32 v20, v15, s34
  v_mov_b32 v74, s20
  v_mov_b32 v75, s21
  v_add_co_u32 v48, vcc_lo, v74, v18
  v_add_co_ci_u32 v49, vcc_lo, v75, v20, vcc_lo
  v_mul_lo_u32 v26, v13, s34
  v_mul_hi_i32 v28, v13, s34
  v_mov_b32 v52, s20
  v_mov_b32 v53, s21
  v_add_co_u32 v50, vcc_lo, v52, v26
  v_add_co_ci_u32 v51, vcc_lo, v53, v28, vcc_lo
  v_mul_lo_u32 v34, v11, s34
  v_mul_hi_i32 v36, v11, s34
  v_mov_b32 v54, s20
  v_mov_b32 v55, s21
  v_add_co_u32 v52, vcc_lo, v54, v34
  v_add_co_ci_u32 v53, vcc_lo, v55, v36, vcc_lo
  v_mul_lo_u32 v42, v7, s34
  v_mul_hi_i32 v44, v7, s34
  v_mov_b32 v56, s20
  v_mov_b32 v57, s21
  v_add_co_u32 v54, vcc_lo, v56, v42
  v_add_co_ci_u32 v55, vcc_lo, v57, v44, vcc_lo
  v_mul_lo_u32 v5, v9, s34
  v_mul_hi_i32 v6, v9, s34
  v_mov_b32 v58, s20
  v_mov_b32 v59, s21
  v_add_co_u32 v56, vcc_lo, v58, v5
  v_add_co_ci_u32 v57, vcc_lo, v59, v6, vcc_lo
  v_mul_lo_u32 v5, v10, s34
  v_mul_hi_i32 v6, v10, s34
  v_mov_b32 v60, s20
  v_mov_b32 v61, s21
  v_add_co_u32 v58, vcc_lo, v60, v5
  v_add_co_ci_u32 v59, vcc_lo, v61, v6, vcc_lo
  s_mov_b32 s6, 4
  v_mul_lo_u32 v5, v12, s6
  v_mul_hi_i32 v16, v12, s6
  v_mov_b32 v62, s20
  v_mov_b32 v63, s21
  v_add_co_u32 v64, vcc_lo, v62, v5
  v_add_co_ci_u32 v65, vcc_lo, v63, v16, vcc_lo
  v_mul_lo_u32 v16, v14, s6
  v_mul_hi_i32 v17, v14, s6
  v_mov_b32 v70, s20
  v_mov_b32 v71, s21
  v_add_co_u32 v72, vcc_lo, v70, v16
  v_add_co_ci_u32 v73, vcc_lo, v71, v17, vcc_lo
  v_cmp_lt_i32_e64 s42, v35, s32
  v_cmp_lt_i32_e64 s46, v39, s32
  v_cmp_lt_i32_e64 s50, v41, s32
  v_cmp_lt_i32_e64 s54, v45, s32
  v_cmp_lt_i32_e64 s58, v1, s32
  v_cmp_lt_i32_e64 s62, v2, s32
  v_cmp_lt_i32_e64 s66, v3, s32
  v_cmp_lt_i32_e64 s70, v4, s32
  s_mov_b32 s0, 0xff800000
  v_mov_b32 v41, s0
  v_mov_b32 v40, v41
  s_and_saveexec_b32 s72, s42
  global_load_b32 v40, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v45, s0
  v_mov_b32 v44, v45
  s_and_saveexec_b32 s72, s46
  global_load_b32 v44, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v2, s0
  v_mov_b32 v1, v2
  s_and_saveexec_b32 s72, s50
  global_load_b32 v1, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v3, s0
  v_mov_b32 v2, v3
  s_and_saveexec_b32 s72, s54
  global_load_b32 v2, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v4, s0
  v_mov_b32 v3, v4
  s_and_saveexec_b32 s72, s58
  global_load_b32 v3, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v5, s0
  v_mov_b32 v4, v5
  s_and_saveexec_b32 s72, s62
  global_load_b32 v4, v[58:59], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v6, s0
  v_mov_b32 v5, v6
  s_and_saveexec_b32 s72, s66
  global_load_b32 v5, v[64:65], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v16, s0
  v_mov_b32 v6, v16
  s_and_saveexec_b32 s72, s70
  global_load_b32 v6, v[72:73], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s16, 4
  v_mul_lo_u32 v16, v15, s16
  v_mul_hi_i32 v15, v15, s16
  v_mov_b32 v66, s24
  v_mov_b32 v67, s25
  v_add_co_u32 v68, vcc_lo, v66, v16
  v_add_co_ci_u32 v69, vcc_lo, v67, v15, vcc_lo
  v_mul_lo_u32 v18, v13, s16
  v_mul_hi_i32 v20, v13, s16
  v_mov_b32 v74, s24
  v_mov_b32 v75, s25
  v_add_co_u32 v48, vcc_lo, v74, v18
  v_add_co_ci_u32 v49, vcc_lo, v75, v20, vcc_lo
  v_mul_lo_u32 v26, v11, s16
  v_mul_hi_i32 v28, v11, s16
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc_lo, v52, v26
  v_add_co_ci_u32 v51, vcc_lo, v53, v28, vcc_lo
  v_mul_lo_u32 v34, v7, s16
  v_mul_hi_i32 v36, v7, s16
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc_lo, v54, v34
  v_add_co_ci_u32 v53, vcc_lo, v55, v36, vcc_lo
  v_mul_lo_u32 v42, v9, s16
  v_mul_hi_i32 v45, v9, s16
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc_lo, v56, v42
  v_add_co_ci_u32 v55, vcc_lo, v57, v45, vcc_lo
  v_mul_lo_u32 v7, v10, s16
  v_mul_hi_i32 v9, v10, s16
  v_mov_b32 v58, s24
  v_mov_b32 v59, s25
  v_add_co_u32 v56, vcc_lo, v58, v7
  v_add_co_ci_u32 v57, vcc_lo, v59, v9, vcc_lo
  s_mov_b32 s0, 4
  v_mul_lo_u32 v7, v12, s0
  v_mul_hi_i32 v9, v12, s0
  v_mov_b32 v60, s24
  v_mov_b32 v61, s25
  v_add_co_u32 v58, vcc_lo, v60, v7
  v_add_co_ci_u32 v59, vcc_lo, v61, v9, vcc_lo
  v_mul_lo_u32 v7, v14, s0
  v_mul_hi_i32 v9, v14, s0
  v_mov_b32 v62, s24
  v_mov_b32 v63, s25
  v_add_co_u32 v64, vcc_lo, v62, v7
  v_add_co_ci_u32 v65, vcc_lo, v63, v9, vcc_lo
  s_waitcnt vmcnt(0)
  v_max_f32 v13, v40, v40
  v_max_f32 v15, v44, v44
  v_max_f32 v17, v13, v15
  v_cmp_eq_f32_e64 s38, v40, v44
  v_and_b32 v21, v40, v44
  v_cndmask_b32_e64 v23, v17, v21, s38
  v_max_f32 v25, v23, v23
  v_max_f32 v27, v1, v1
  v_max_f32 v29, v25, v27
  v_cmp_eq_f32_e64 s64, v23, v1
  v_and_b32 v33, v23, v1
  v_cndmask_b32_e64 v35, v29, v33, s64
  v_max_f32 v37, v35, v35
  v_max_f32 v39, v2, v2
  v_max_f32 v41, v37, v39
  v_cmp_eq_f32_e64 s0, v35, v2
  v_and_b32 v45, v35, v2
  v_cndmask_b32_e64 v47, v41, v45, s0
  v_max_f32 v7, v47, v47
  v_max_f32 v9, v3, v3
  v_max_f32 v7, v7, v9
  v_cmp_eq_f32_e64 s0, v47, v3
  v_and_b32 v9, v47, v3
  v_cndmask_b32_e64 v7, v7, v9, s0
  v_max_f32 v9, v7, v7
  v_max_f32 v10, v4, v4
  v_max_f32 v9, v9, v10
  v_cmp_eq_f32_e64 s8, v7, v4
  v_and_b32 v7, v7, v4
  v_cndmask_b32_e64 v9, v9, v7, s8
  v_max_f32 v10, v9, v9
  v_max_f32 v12, v5, v5
  v_max_f32 v14, v10, v12
  v_cmp_eq_f32_e64 s32, v9, v5
  v_and_b32 v18, v9, v5
  v_cndmask_b32_e64 v20, v14, v18, s32
  v_max_f32 v22, v20, v20
  v_max_f32 v24, v6, v6
  v_max_f32 v26, v22, v24
  v_cmp_eq_f32_e64 s56, v20, v6
  v_and_b32 v30, v20, v6
  v_cndmask_b32_e64 v32, v26, v30, s56
  v_and_b32 v34, 31, v0
  v_xor_b32 v36, 1, v34
  v_lshlrev_b32 v38, 2, v36
  ds_bpermute_b32 v41, v38, v32
  v_max_f32 v42, v32, v32
  s_waitcnt lgkmcnt(0)
  v_max_f32 v45, v41, v41
  v_max_f32 v46, v42, v45
  v_cmp_eq_f32_e64 s0, v32, v41
  v_and_b32 v7, v32, v41
  v_cndmask_b32_e64 v7, v46, v7, s0
  v_and_b32 v9, 31, v0
  v_xor_b32 v9, 2, v9
  v_lshlrev_b32 v9, 2, v9
  ds_bpermute_b32 v9, v9, v7
  v_max_f32 v10, v7, v7
  s_waitcnt lgkmcnt(0)
  v_max_f32 v11, v9, v9
  v_max_f32 v10, v10, v11
  v_cmp_eq_f32_e64 s10, v7, v9
  v_and_b32 v7, v7, v9
  v_cndmask_b32_e64 v9, v10, v7, s10
  v_and_b32 v11, 31, v0
  v_xor_b32 v13, 4, v11
  v_lshlrev_b32 v15, 2, v13
  ds_bpermute_b32 v17, v15, v9
  v_max_f32 v19, v9, v9
  s_waitcnt lgkmcnt(0)
  v_max_f32 v21, v17, v17
  v_max_f32 v23, v19, v21
  v_cmp_eq_f32_e64 s52, v9, v17
  v_and_b32 v27, v9, v17
  v_cndmask_b32_e64 v29, v23, v27, s52
  v_and_b32 v31, 31, v0
  v_xor_b32 v33, 8, v31
  v_lshlrev_b32 v35, 2, v33
  ds_bpermute_b32 v37, v35, v29
  v_max_f32 v39, v29, v29
  s_waitcnt lgkmcnt(0)
  v_max_f32 v41, v37, v37
  v_max_f32 v43, v39, v41
  v_cmp_eq_f32_e64 s0, v29, v37
  v_and_b32 v47, v29, v37
  v_cndmask_b32_e64 v7, v43, v47, s0
  v_and_b32 v9, 31, v0
  v_xor_b32 v9, 16, v9
  v_lshlrev_b32 v9, 2, v9
  ds_bpermute_b32 v9, v9, v7
  v_max_f32 v10, v7, v7
  s_waitcnt lgkmcnt(0)
  v_max_f32 v11, v9, v9
  v_max_f32 v10, v10, v11
  v_cmp_eq_f32_e64 s4, v7, v9
  v_and_b32 v7, v7, v9
  v_cndmask_b32_e64 v7, v10, v7, s4
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s18, 4
  v_mul_lo_u32 v11, v8, s18
  s_mov_b32 s26, 0
  v_add_nc_u32 v15, v11, s26
  ds_store_b32 v15, v7
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s38, 0xffffff9f
  v_and_b32 v21, v8, s38
  v_or_b32 v23, v21, s26
  v_mul_lo_u32 v25, v23, s18
  v_add_nc_u32 v27, v25, s26
  ds_load_b32 v29, v27
  s_mov_b32 s64, 32
  v_or_b32 v33, v21, s64
  v_mul_lo_u32 v35, v33, s18
  v_add_nc_u32 v37, v35, s26
  ds_load_b32 v39, v37
  s_waitcnt lgkmcnt(0)
  v_max_f32 v41, v29, v29
  v_max_f32 v43, v39, v39
  v_max_f32 v45, v41, v43
  v_cmp_eq_f32_e64 s0, v29, v39
  v_and_b32 v7, v29, v39
  v_cndmask_b32_e64 v7, v45, v7, s0
  s_mov_b32 s0, 64
  v_or_b32 v9, v21, s0
  s_mov_b32 s0, 4
  v_mul_lo_u32 v9, v9, s0
  s_mov_b32 s2, 0
  v_add_nc_u32 v9, v9, s2
  ds_load_b32 v9, v9
  v_max_f32 v10, v7, v7
  s_waitcnt lgkmcnt(0)
  v_max_f32 v11, v9, v9
  v_max_f32 v10, v10, v11
  v_cmp_eq_f32_e64 s20, v7, v9
  v_and_b32 v12, v7, v9
  v_cndmask_b32_e64 v14, v10, v12, s20
  s_mov_b32 s32, 0x60
  v_or_b32 v18, v21, s32
  v_mul_lo_u32 v20, v18, s0
  v_add_nc_u32 v22, v20, s2
  ds_load_b32 v24, v22
  v_max_f32 v26, v14, v14
  s_waitcnt lgkmcnt(0)
  v_max_f32 v28, v24, v24
  v_max_f32 v30, v26, v28
  v_cmp_eq_f32_e64 s64, v14, v24
  v_and_b32 v34, v14, v24
  v_cndmask_b32_e64 v36, v30, v34, s64
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_sub_f32 v39, v40, v36
  v_sub_f32 v41, v44, v36
  v_sub_f32 v43, v1, v36
  v_sub_f32 v45, v2, v36
  v_sub_f32 v47, v3, v36
  v_sub_f32 v7, v4, v36
  v_sub_f32 v9, v5, v36
  v_sub_f32 v5, v6, v36
  v_mul_f32 v1, 0x3fb8aa3b, v39
  v_fma_f32 v2, v39, 0x3fb8aa3b, -v1
  v_fma_f32 v2, v39, 0x32a57060, v2
  s_mov_b32 s0, 0x7fffffff
  v_and_b32 v3, s0, v2
  v_cmp_gt_f32_e64 s4, 0x3f800000, v3
  v_cndmask_b32_e64 v4, 0, v2, s4
  v_mul_f32 v6, 0x3f317218, v4
  v_cmp_le_f32_e64 s16, 0x43000000, v1
  s_mov_b32 s20, 0x3f800000
  v_mov_b32 v12, s20
  v_cndmask_b32_e64 v14, 0, v12, s16
  v_sub_f32 v16, v1, v14
  v_cmp_gt_f32_e64 s36, 0xc2fc0000, v16
  s_mov_b32 s40, 0x42800000
  v_mov_b32 v22, s40
  v_cndmask_b32_e64 v24, 0, v22, s36
  v_add_f32 v26, v16, v24
  v_exp_f32 v28, v26
  s_mov_b32 s60, 0x1f800000
  v_mov_b32 v32, s60
  v_mov_b32 v34, s20
  v_cndmask_b32_e64 v36, v34, v32, s36
  v_mul_f32 v38, v28, v36
  v_fma_f32 v40, v38, v6, v38
  v_cmp_eq_f32_e64 s0, 0x7f800000, v38
  v_cndmask_b32_e64 v44, v40, v38, s0
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v1, s0
  v_mov_b32 v2, s20
  v_cndmask_b32_e64 v1, v2, v1, s16
  v_mul_f32 v1, v44, v1
  v_mul_f32 v2, 0x3fb8aa3b, v41
  v_fma_f32 v3, v41, 0x3fb8aa3b, -v2
  v_fma_f32 v3, v41, 0x32a57060, v3
  s_mov_b32 s0, 0x7fffffff
  v_and_b32 v4, s0, v3
  v_cmp_gt_f32_e64 s6, 0x3f800000, v4
  v_cndmask_b32_e64 v6, 0, v3, s6
  v_mul_f32 v10, 0x3f317218, v6
  v_cmp_le_f32_e64 s18, 0x43000000, v2
  s_mov_b32 s22, 0x3f800000
  v_mov_b32 v13, s22
  v_cndmask_b32_e64 v15, 0, v13, s18
  v_sub_f32 v17, v2, v15
  v_cmp_gt_f32_e64 s38, 0xc2fc0000, v17
  s_mov_b32 s44, 0x42800000
  v_mov_b32 v23, s44
  v_cndmask_b32_e64 v25, 0, v23, s38
  v_add_f32 v27, v17, v25
  v_exp_f32 v29, v27
  s_mov_b32 s64, 0x1f800000
  v_mov_b32 v33, s64
  v_mov_b32 v35, s22
  v_cndmask_b32_e64 v37, v35, v33, s38
  v_mul_f32 v39, v29, v37
  v_fma_f32 v41, v39, v10, v39
  v_cmp_eq_f32_e64 s0, 0x7f800000, v39
  v_cndmask_b32_e64 v46, v41, v39, s0
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v2, s0
  v_mov_b32 v3, s22
  v_cndmask_b32_e64 v2, v3, v2, s18
  v_mul_f32 v2, v46, v2
  v_mul_f32 v3, 0x3fb8aa3b, v43
  v_fma_f32 v4, v43, 0x3fb8aa3b, -v3
  v_fma_f32 v4, v43, 0x32a57060, v4
  s_mov_b32 s0, 0x7fffffff
  v_and_b32 v6, s0, v4
  v_cmp_gt_f32_e64 s8, 0x3f800000, v6
  v_cndmask_b32_e64 v6, 0, v4, s8
  v_mul_f32 v10, 0x3f317218, v6
  v_cmp_le_f32_e64 s20, 0x43000000, v3
  s_mov_b32 s24, 0x3f800000
  v_mov_b32 v14, s24
  v_cndmask_b32_e64 v16, 0, v14, s20
  v_sub_f32 v18, v3, v16
  v_cmp_gt_f32_e64 s40, 0xc2fc0000, v18
  s_mov_b32 s44, 0x42800000
  v_mov_b32 v24, s44
  v_cndmask_b32_e64 v26, 0, v24, s40
  v_add_f32 v28, v18, v26
  v_exp_f32 v30, v28
  s_mov_b32 s64, 0x1f800000
  v_mov_b32 v34, s64
  v_mov_b32 v36, s24
  v_cndmask_b32_e64 v38, v36, v34, s40
  v_mul_f32 v40, v30, v38
  v_fma_f32 v42, v40, v10, v40
  v_cmp_eq_f32_e64 s0, 0x7f800000, v40
  v_cndmask_b32_e64 v46, v42, v40, s0
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v3, s0
  v_mov_b32 v4, s24
  v_cndmask_b32_e64 v3, v4, v3, s20
  v_mul_f32 v3, v46, v3
  v_mul_f32 v4, 0x3fb8aa3b, v45
  v_fma_f32 v6, v45, 0x3fb8aa3b, -v4
  v_fma_f32 v6, v45, 0x32a57060, v6
  s_mov_b32 s2, 0x7fffffff
  v_and_b32 v10, s2, v6
  v_cmp_gt_f32_e64 s10, 0x3f800000, v10
  v_cndmask_b32_e64 v10, 0, v6, s10
  v_mul_f32 v10, 0x3f317218, v10
  v_cmp_le_f32_e64 s22, 0x43000000, v4
  s_mov_b32 s26, 0x3f800000
  v_mov_b32 v15, s26
  v_cndmask_b32_e64 v17, 0, v15, s22
  v_sub_f32 v19, v4, v17
  v_cmp_gt_f32_e64 s44, 0xc2fc0000, v19
  s_mov_b32 s48, 0x42800000
  v_mov_b32 v25, s48
  v_cndmask_b32_e64 v27, 0, v25, s44
  v_add_f32 v29, v19, v27
  v_exp_f32 v31, v29
  s_mov_b32 s68, 0x1f800000
  v_mov_b32 v35, s68
  v_mov_b32 v37, s26
  v_cndmask_b32_e64 v39, v37, v35, s44
  v_mul_f32 v41, v31, v39
  v_fma_f32 v43, v41, v10, v41
  v_cmp_eq_f32_e64 s0, 0x7f800000, v41
  v_cndmask_b32_e64 v4, v43, v41, s0
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v6, s0
  v_mov_b32 v10, s26
  v_cndmask_b32_e64 v6, v10, v6, s22
  v_mul_f32 v4, v4, v6
  v_mul_f32 v6, 0x3fb8aa3b, v47
  v_fma_f32 v10, v47, 0x3fb8aa3b, -v6
  v_fma_f32 v10, v47, 0x32a57060, v10
  s_mov_b32 s4, 0x7fffffff
  v_and_b32 v11, s4, v10
  v_cmp_gt_f32_e64 s12, 0x3f800000, v11
  v_cndmask_b32_e64 v10, 0, v10, s12
  v_mul_f32 v10, 0x3f317218, v10
  v_cmp_le_f32_e64 s24, 0x43000000, v6
  s_mov_b32 s28, 0x3f800000
  v_mov_b32 v16, s28
  v_cndmask_b32_e64 v18, 0, v16, s24
  v_sub_f32 v20, v6, v18
  v_cmp_gt_f32_e64 s44, 0xc2fc0000, v20
  s_mov_b32 s48, 0x42800000
  v_mov_b32 v26, s48
  v_cndmask_b32_e64 v28, 0, v26, s44
  v_add_f32 v30, v20, v28
  v_exp_f32 v32, v30
  s_mov_b32 s68, 0x1f800000
  v_mov_b32 v36, s68
  v_mov_b32 v38, s28
  v_cndmask_b32_e64 v40, v38, v36, s44
  v_mul_f32 v42, v32, v40
  v_fma_f32 v44, v42, v10, v42
  v_cmp_eq_f32_e64 s0, 0x7f800000, v42
  v_cndmask_b32_e64 v6, v44, v42, s0
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v10, s0
  v_mov_b32 v11, s28
  v_cndmask_b32_e64 v10, v11, v10, s24
  v_mul_f32 v6, v6, v10
  v_mul_f32 v10, 0x3fb8aa3b, v7
  v_fma_f32 v11, v7, 0x3fb8aa3b, -v10
  v_fma_f32 v7, v7, 0x32a57060, v11
  s_mov_b32 s6, 0x7fffffff
  v_and_b32 v11, s6, v7
  v_cmp_gt_f32_e64 s14, 0x3f800000, v11
  v_cndmask_b32_e64 v11, 0, v7, s14
  v_mul_f32 v11, 0x3f317218, v11
  v_cmp_le_f32_e64 s26, 0x43000000, v10
  s_mov_b32 s30, 0x3f800000
  v_mov_b32 v17, s30
  v_cndmask_b32_e64 v19, 0, v17, s26
  v_sub_f32 v21, v10, v19
  v_cmp_gt_f32_e64 s48, 0xc2fc0000, v21
  s_mov_b32 s52, 0x42800000
  v_mov_b32 v27, s52
  v_cndmask_b32_e64 v29, 0, v27, s48
  v_add_f32 v31, v21, v29
  v_exp_f32 v33, v31
  s_mov_b32 s0, 0x1f800000
  v_mov_b32 v37, s0
  v_mov_b32 v39, s30
  v_cndmask_b32_e64 v41, v39, v37, s48
  v_mul_f32 v43, v33, v41
  v_fma_f32 v45, v43, v11, v43
  v_cmp_eq_f32_e64 s0, 0x7f800000, v43
  v_cndmask_b32_e64 v7, v45, v43, s0
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v10, s0
  v_mov_b32 v11, s30
  v_cndmask_b32_e64 v10, v11, v10, s26
  v_mul_f32 v7, v7, v10
  v_mul_f32 v10, 0x3fb8aa3b, v9
  v_fma_f32 v11, v9, 0x3fb8aa3b, -v10
  v_fma_f32 v9, v9, 0x32a57060, v11
  s_mov_b32 s8, 0x7fffffff
  v_and_b32 v11, s8, v9
  v_cmp_gt_f32_e64 s16, 0x3f800000, v11
  v_cndmask_b32_e64 v11, 0, v9, s16
  v_mul_f32 v12, 0x3f317218, v11
  v_cmp_le_f32_e64 s28, 0x43000000, v10
  s_mov_b32 s32, 0x3f800000
  v_mov_b32 v18, s32
  v_cndmask_b32_e64 v20, 0, v18, s28
  v_sub_f32 v22, v10, v20
  v_cmp_gt_f32_e64 s48, 0xc2fc0000, v22
  s_mov_b32 s52, 0x42800000
  v_mov_b32 v28, s52
  v_cndmask_b32_e64 v30, 0, v28, s48
  v_add_f32 v32, v22, v30
  v_exp_f32 v34, v32
  s_mov_b32 s0, 0x1f800000
  v_mov_b32 v38, s0
  v_mov_b32 v40, s32
  v_cndmask_b32_e64 v42, v40, v38, s48
  v_mul_f32 v44, v34, v42
  v_fma_f32 v46, v44, v12, v44
  v_cmp_eq_f32_e64 s0, 0x7f800000, v44
  v_cndmask_b32_e64 v9, v46, v44, s0
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v10, s0
  v_mov_b32 v11, s32
  v_cndmask_b32_e64 v10, v11, v10, s28
  v_mul_f32 v9, v9, v10
  v_mul_f32 v10, 0x3fb8aa3b, v5
  v_fma_f32 v11, v5, 0x3fb8aa3b, -v10
  v_fma_f32 v5, v5, 0x32a57060, v11
  s_mov_b32 s10, 0x7fffffff
  v_and_b32 v11, s10, v5
  v_cmp_gt_f32_e64 s18, 0x3f800000, v11
  v_cndmask_b32_e64 v11, 0, v5, s18
  v_mul_f32 v13, 0x3f317218, v11
  v_cmp_le_f32_e64 s30, 0x43000000, v10
  s_mov_b32 s34, 0x3f800000
  v_mov_b32 v19, s34
  v_cndmask_b32_e64 v21, 0, v19, s30
  v_sub_f32 v23, v10, v21
  v_cmp_gt_f32_e64 s52, 0xc2fc0000, v23
  s_mov_b32 s56, 0x42800000
  v_mov_b32 v29, s56
  v_cndmask_b32_e64 v31, 0, v29, s52
  v_add_f32 v33, v23, v31
  v_exp_f32 v35, v33
  s_mov_b32 s0, 0x1f800000
  v_mov_b32 v39, s0
  v_mov_b32 v41, s34
  v_cndmask_b32_e64 v43, v41, v39, s52
  v_mul_f32 v45, v35, v43
  v_fma_f32 v47, v45, v13, v45
  v_cmp_eq_f32_e64 s0, 0x7f800000, v45
  v_cndmask_b32_e64 v5, v47, v45, s0
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v10, s0
  v_mov_b32 v11, s34
  v_cndmask_b32_e64 v10, v11, v10, s30
  v_mul_f32 v5, v5, v10
  v_add_f32 v10, v1, v2
  v_add_f32 v10, v10, v3
  v_add_f32 v10, v10, v4
  v_add_f32 v10, v10, v6
  v_add_f32 v10, v10, v7
  v_add_f32 v10, v10, v9
  v_add_f32 v12, v10, v5
  v_and_b32 v14, 31, v0
  v_xor_b32 v16, 1, v14
  v_lshlrev_b32 v18, 2, v16
  ds_bpermute_b32 v20, v18, v12
  s_waitcnt lgkmcnt(0)
  v_add_f32 v22, v12, v20
  v_and_b32 v24, 31, v0
  v_xor_b32 v26, 2, v24
  v_lshlrev_b32 v28, 2, v26
  ds_bpermute_b32 v30, v28, v22
  s_waitcnt lgkmcnt(0)
  v_add_f32 v32, v22, v30
  v_and_b32 v34, 31, v0
  v_xor_b32 v36, 4, v34
  v_lshlrev_b32 v38, 2, v36
  ds_bpermute_b32 v40, v38, v32
  s_waitcnt lgkmcnt(0)
  v_add_f32 v42, v32, v40
  v_and_b32 v44, 31, v0
  v_xor_b32 v46, 8, v44
  v_lshlrev_b32 v10, 2, v46
  ds_bpermute_b32 v10, v10, v42
  s_waitcnt lgkmcnt(0)
  v_add_f32 v10, v42, v10
  v_and_b32 v0, 31, v0
  v_xor_b32 v0, 16, v0
  v_lshlrev_b32 v0, 2, v0
  ds_bpermute_b32 v0, v0, v10
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v10, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s4, 4
  v_mul_lo_u32 v10, v8, s4
  s_mov_b32 s12, 0
  v_add_nc_u32 v10, v10, s12
  s_mov_b32 s20, 0x200
  v_add_nc_u32 v12, v10, s20
  ds_store_b32 v12, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s32, 0xffffff9f
  v_and_b32 v18, v8, s32
  v_or_b32 v20, v18, s12
  v_mul_lo_u32 v22, v20, s4
  v_add_nc_u32 v24, v22, s12
  v_add_nc_u32 v26, v24, s20
  ds_load_b32 v28, v26
  s_mov_b32 s60, 32
  v_or_b32 v32, v18, s60
  v_mul_lo_u32 v34, v32, s4
  v_add_nc_u32 v36, v34, s12
  v_add_nc_u32 v38, v36, s20
  ds_load_b32 v40, v38
  s_waitcnt lgkmcnt(0)
  v_add_f32 v42, v28, v40
  s_mov_b32 s0, 64
  v_or_b32 v46, v18, s0
  s_mov_b32 s0, 4
  v_mul_lo_u32 v0, v46, s0
  s_mov_b32 s2, 0
  v_add_nc_u32 v0, v0, s2
  s_mov_b32 s4, 0x200
  v_add_nc_u32 v0, v0, s4
  ds_load_b32 v0, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v42, v0
  s_mov_b32 s6, 0x60
  v_or_b32 v8, v18, s6
  v_mul_lo_u32 v8, v8, s0
  v_add_nc_u32 v8, v8, s2
  v_add_nc_u32 v10, v8, s4
  ds_load_b32 v11, v10
  s_waitcnt lgkmcnt(0)
  v_add_f32 v13, v0, v11
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_div_scale_f32 v16, vcc_lo, v13, v13, v1
  v_div_scale_f32 v18, vcc_lo, v1, v13, v1
  v_rcp_f32 v20, v16
  v_fma_f32 v22, -v16, v20, 0x3f800000
  v_fma_f32 v24, v22, v20, v20
  v_mul_f32 v26, v18, v24
  v_fma_f32 v28, -v16, v26, v18
  v_fma_f32 v30, v28, v24, v26
  v_fma_f32 v32, -v16, v30, v18
  s_nop 3
  v_div_fmas_f32 v34, v32, v24, v30
  v_div_fixup_f32 v36, v34, v13, v1
  v_div_scale_f32 v38, vcc_lo, v13, v13, v2
  v_div_scale_f32 v40, vcc_lo, v2, v13, v2
  v_rcp_f32 v42, v38
  v_fma_f32 v44, -v38, v42, 0x3f800000
  v_fma_f32 v46, v44, v42, v42
  v_mul_f32 v0, v40, v46
  v_fma_f32 v1, -v38, v0, v40
  v_fma_f32 v0, v1, v46, v0
  v_fma_f32 v1, -v38, v0, v40
  s_nop 3
  v_div_fmas_f32 v0, v1, v46, v0
  v_div_fixup_f32 v0, v0, v13, v2
  v_div_scale_f32 v1, vcc_lo, v13, v13, v3
  v_div_scale_f32 v2, vcc_lo, v3, v13, v3
  v_rcp_f32 v8, v1
  v_fma_f32 v10, -v1, v8, 0x3f800000
  v_fma_f32 v8, v10, v8, v8
  v_mul_f32 v10, v2, v8
  v_fma_f32 v11, -v1, v10, v2
  v_fma_f32 v11, v11, v8, v10
  v_fma_f32 v14, -v1, v11, v2
  s_nop 3
  v_div_fmas_f32 v15, v14, v8, v11
  v_div_fixup_f32 v17, v15, v13, v3
  v_div_scale_f32 v19, vcc_lo, v13, v13, v4
  v_div_scale_f32 v21, vcc_lo, v4, v13, v4
  v_rcp_f32 v23, v19
  v_fma_f32 v25, -v19, v23, 0x3f800000
  v_fma_f32 v27, v25, v23, v23
  v_mul_f32 v29, v21, v27
  v_fma_f32 v31, -v19, v29, v21
  v_fma_f32 v33, v31, v27, v29
  v_fma_f32 v35, -v19, v33, v21
  s_nop 3
  v_div_fmas_f32 v37, v35, v27, v33
  v_div_fixup_f32 v39, v37, v13, v4
  v_div_scale_f32 v41, vcc_lo, v13, v13, v6
  v_div_scale_f32 v43, vcc_lo, v6, v13, v6
  v_rcp_f32 v45, v41
  v_fma_f32 v47, -v41, v45, 0x3f800000
  v_fma_f32 v1, v47, v45, v45
  v_mul_f32 v2, v43, v1
  v_fma_f32 v3, -v41, v2, v43
  v_fma_f32 v2, v3, v1, v2
  v_fma_f32 v3, -v41, v2, v43
  s_nop 3
  v_div_fmas_f32 v1, v3, v1, v2
  v_div_fixup_f32 v1, v1, v13, v6
  v_div_scale_f32 v2, vcc_lo, v13, v13, v7
  v_div_scale_f32 v3, vcc_lo, v7, v13, v7
  v_rcp_f32 v4, v2
  v_fma_f32 v6, -v2, v4, 0x3f800000
  v_fma_f32 v8, v6, v4, v4
  v_mul_f32 v10, v3, v8
  v_fma_f32 v12, -v2, v10, v3
  v_fma_f32 v14, v12, v8, v10
  v_fma_f32 v16, -v2, v14, v3
  s_nop 3
  v_div_fmas_f32 v18, v16, v8, v14
  v_div_fixup_f32 v20, v18, v13, v7
  v_div_scale_f32 v22, vcc_lo, v13, v13, v9
  v_div_scale_f32 v24, vcc_lo, v9, v13, v9
  v_rcp_f32 v26, v22
  v_fma_f32 v28, -v22, v26, 0x3f800000
  v_fma_f32 v30, v28, v26, v26
  v_mul_f32 v32, v24, v30
  v_fma_f32 v34, -v22, v32, v24
  v_fma_f32 v37, v34, v30, v32
  v_fma_f32 v38, -v22, v37, v24
  s_nop 3
  v_div_fmas_f32 v40, v38, v30, v37
  v_div_fixup_f32 v42, v40, v13, v9
  v_div_scale_f32 v44, vcc_lo, v13, v13, v5
  v_div_scale_f32 v46, vcc_lo, v5, v13, v5
  v_rcp_f32 v2, v44
  v_fma_f32 v3, -v44, v2, 0x3f800000
  v_fma_f32 v2, v3, v2, v2
  v_mul_f32 v3, v46, v2
  v_fma_f32 v4, -v44, v3, v46
  v_fma_f32 v3, v4, v2, v3
  v_fma_f32 v4, -v44, v3, v46
  s_nop 3
  v_div_fmas_f32 v2, v4, v2, v3
  v_div_fixup_f32 v2, v2, v13, v5
  s_and_saveexec_b32 s72, s42
  global_store_b32 v[68:69], v36, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s46
  global_store_b32 v[48:49], v0, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s50
  global_store_b32 v[50:51], v17, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s54
  global_store_b32 v[52:53], v39, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s58
  global_store_b32 v[54:55], v1, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s62
  global_store_b32 v[56:57], v20, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s66
  global_store_b32 v[58:59], v42, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s70
  global_store_b32 v[64:65], v2, off
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
