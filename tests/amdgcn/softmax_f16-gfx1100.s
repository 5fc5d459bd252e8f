.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 5
.text
.globl softmax_f16
.p2align 8
.type softmax_f16,@function
softmax_f16:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v6, 31, v0
  v_and_b32 v8, 0x3ff, v0
  s_load_b64 s[20:21], s[0:1], 0x0
  s_load_b64 s[24:25], s[0:1], 0x8
  s_load_b32 s28, s[0:1], 0x10
  s_load_b32 s32, s[0:1], 0x14
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s36, s2, s28
  v_and_b32 v20, v8, 0x7f
  v_lshlrev_b32 v22, 3, v20
  s_cmp_ge_u32 3, 32
  s_cselect_b32 s50, -1, 0
  v_cndmask_b32_e64 v27, v22, 0, s50
  v_add_nc_u32 v29, v27, 0
  v_add_nc_u32 v31, v29, 1
  v_add_nc_u32 v33, v29, 2
  v_add_nc_u32 v35, v29, 3
  v_add_nc_u32 v37, v29, 4
  v_add_nc_u32 v39, v29, 5
  v_add_nc_u32 v41, v29, 6
  v_add_nc_u32 v43, v29, 7
  v_add_nc_u32 v45, s36, v29
  v_add_nc_u32 v47, s36, v31
  v_add_nc_u32 v5, s36, v33
  v_add_nc_u32 v4, s36, v35
  v_add_nc_u32 v3, s36, v37
  v_add_nc_u32 v2, s36, v39
  v_add_nc_u32 v1, s36, v41
  v_add_nc_u32 v0, s36, v43
  v_lshlrev_b32 v7, 1, v45
  v_ashrrev_i32 v9, 31, v45
  v_add_co_u32 v52, vcc_lo, s20, v7
  v_add_co_ci_u32 v53, vcc_lo, s21, v9, vcc_lo
  v_lshlrev_b32 v7, 1, v47
  v_ashrrev_i32 v9, 31, v47
  v_add_co_u32 v58, vcc_lo, s20, v7
  v_add_co_ci_u32 v59, vcc_lo, s21, v9, vcc_lo
  v_lshlrev_b32 v10, 1, v5
  v_ashrrev_i32 v12, 31, v5
  v_add_co_u32 v60, vcc_lo, s20, v10
  v_add_co_ci_u32 v61, vcc_lo, s21, v12, vcc_lo
  v_lshlrev_b32 v16, 1, v4
  v_ashrrev_i32 v18, 31, v4
  v_add_co_u32 v62, vcc_lo, s20, v16
  v_add_co_ci_u32 v63, vcc_lo, s21, v18, vcc_lo
  v_lshlrev_b32 v22, 1, v3
  v_ashrrev_i32 v24, 31, v3
  v_add_co_u32 v48, vcc_lo, s20, v22
  v_add_co_ci_u32 v49, vcc_lo, s21, v24, vcc_lo
  v_lshlrev_b32 v28, 1, v2
  v_ashrrev_i32 v30, 31, v2
  v_add_co_u32 v50, vcc_lo, s20, v28
  v_add_co_ci_u32 v51, vcc_lo, s21, v30, vcc_lo
  v_lshlrev_b32 v34, 1, v1
  v_ashrrev_i32 v36, 31, v1
  v_add_co_u32 v54, vcc_lo, s20, v34
  v_add_co_ci_u32 v55, vcc_lo, s21, v36, vcc_lo
  v_lshlrev_b32 v40, 1, v0
  v_ashrrev_i32 v42, 31, v0
  v_add_co_u32 v56, vcc_lo, s20, v40
  v_add_co_ci_u32 v57, vcc_lo, s21, v42, vcc_lo
  v_cmp_lt_i32_e64 s14, v29, s32
  v_cmp_lt_i32_e64 s12, v31, s32
  v_cmp_lt_i32_e64 s10, v33, s32
  v_cmp_lt_i32_e64 s8, v35, s32
  v_cmp_lt_i32_e64 s6, v37, s32
  v_cmp_lt_i32_e64 s4, v39, s32
  v_cmp_lt_i32_e64 s2, v41, s32
  v_cmp_lt_i32_e64 s0, v43, s32
  s_mov_b32 s16, 0xfc00
  v_mov_b32 v9, s16
  v_mov_b32 v7, v9
  s_and_saveexec_b32 s66, s14
  global_load_u16 v7, v[52:53], off
  s_mov_b32 exec_lo, s66
  v_mov_b32 v10, s16
  v_mov_b32 v9, v10
  s_and_saveexec_b32 s66, s12
  global_load_u16 v9, v[58:59], off
  s_mov_b32 exec_lo, s66
  v_mov_b32 v11, s16
  v_mov_b32 v10, v11
  s_and_saveexec_b32 s66, s10
  global_load_u16 v10, v[60:61], off
  s_mov_b32 exec_lo, s66
  v_mov_b32 v15, s16
  v_mov_b32 v14, v15
  s_and_saveexec_b32 s66, s8
  global_load_u16 v14, v[62:63], off
  s_mov_b32 exec_lo, s66
  v_mov_b32 v19, s16
  v_mov_b32 v18, v19
  s_and_saveexec_b32 s66, s6
  global_load_u16 v18, v[48:49], off
  s_mov_b32 exec_lo, s66
  v_mov_b32 v23, s16
  v_mov_b32 v22, v23
  s_and_saveexec_b32 s66, s4
  global_load_u16 v22, v[50:51], off
  s_mov_b32 exec_lo, s66
  v_mov_b32 v27, s16
  v_mov_b32 v26, v27
  s_and_saveexec_b32 s66, s2
  global_load_u16 v26, v[54:55], off
  s_mov_b32 exec_lo, s66
  v_mov_b32 v31, s16
  v_mov_b32 v30, v31
  s_and_saveexec_b32 s66, s0
  global_load_u16 v30, v[56:57], off
  s_mov_b32 exec_lo, s66
  s_waitcnt vmcnt(0)
  v_cvt_f32_f16 v33, v7
  v_cvt_f32_f16 v35, v9
  v_cvt_f32_f16 v37, v10
  v_cvt_f32_f16 v39, v14
  v_cvt_f32_f16 v41, v18
  v_cvt_f32_f16 v43, v22
  v_cvt_f32_f16 v46, v26
  v_cvt_f32_f16 v7, v30
  v_max_f32 v9, v33, v33
  v_max_f32 v10, v35, v35
  v_max_f32 v9, v9, v10
  v_cmp_eq_f32_e64 s16, v33, v35
  v_and_b32 v10, v33, v35
  v_cndmask_b32_e64 v9, v9, v10, s16
  v_max_f32 v10, v9, v9
  v_max_f32 v11, v37, v37
  v_max_f32 v10, v10, v11
  v_cmp_eq_f32_e64 s16, v9, v37
  v_and_b32 v9, v9, v37
  v_cndmask_b32_e64 v9, v10, v9, s16
  v_max_f32 v10, v9, v9
  v_max_f32 v12, v39, v39
  v_max_f32 v14, v10, v12
  v_cmp_eq_f32_e64 s32, v9, v39
  v_and_b32 v18, v9, v39
  v_cndmask_b32_e64 v20, v14, v18, s32
  v_max_f32 v22, v20, v20
  v_max_f32 v24, v41, v41
  v_max_f32 v26, v22, v24
  v_cmp_eq_f32_e64 s56, v20, v41
  v_and_b32 v30, v20, v41
  v_cndmask_b32_e64 v32, v26, v30, s56
  v_max_f32 v34, v32, v32
  v_max_f32 v36, v43, v43
  v_max_f32 v38, v34, v36
  v_cmp_eq_f32_e64 s16, v32, v43
  v_and_b32 v42, v32, v43
  v_cndmask_b32_e64 v44, v38, v42, s16
  v_max_f32 v9, v44, v44
  v_max_f32 v10, v46, v46
  v_max_f32 v9, v9, v10
  v_cmp_eq_f32_e64 s16, v44, v46
  v_and_b32 v10, v44, v46
  v_cndmask_b32_e64 v9, v9, v10, s16
  v_max_f32 v10, v9, v9
  v_max_f32 v11, v7, v7
  v_max_f32 v10, v10, v11
  v_cmp_eq_f32_e64 s16, v9, v7
  v_and_b32 v9, v9, v7
  v_cndmask_b32_e64 v9, v10, v9, s16
  v_xor_b32 v10, 1, v6
  v_lshlrev_b32 v10, 2, v10
  ds_bpermute_b32 v11, v10, v9
  v_max_f32 v13, v9, v9
  s_waitcnt lgkmcnt(0)
  v_max_f32 v15, v11, v11
  v_max_f32 v17, v13, v15
  v_cmp_eq_f32_e64 s38, v9, v11
  v_and_b32 v21, v9, v11
  v_cndmask_b32_e64 v23, v17, v21, s38
  v_xor_b32 v25, 2, v6
  v_lshlrev_b32 v27, 2, v25
  ds_bpermute_b32 v29, v27, v23
  v_max_f32 v31, v23, v23
  s_waitcnt lgkmcnt(0)
  v_max_f32 v34, v29, v29
  v_max_f32 v36, v31, v34
  v_cmp_eq_f32_e64 s16, v23, v29
  v_and_b32 v40, v23, v29
  v_cndmask_b32_e64 v42, v36, v40, s16
  v_xor_b32 v44, 4, v6
  v_lshlrev_b32 v9, 2, v44
  ds_bpermute_b32 v9, v9, v42
  v_max_f32 v10, v42, v42
  s_waitcnt lgkmcnt(0)
  v_max_f32 v11, v9, v9
  v_max_f32 v10, v10, v11
  v_cmp_eq_f32_e64 s16, v42, v9
  v_and_b32 v9, v42, v9
  v_cndmask_b32_e64 v9, v10, v9, s16
  v_xor_b32 v10, 8, v6
  v_lshlrev_b32 v10, 2, v10
  ds_bpermute_b32 v10, v10, v9
  v_max_f32 v11, v9, v9
  s_waitcnt lgkmcnt(0)
  v_max_f32 v12, v10, v10
  v_max_f32 v11, v11, v12
  v_cmp_eq_f32_e64 s20, v9, v10
  v_and_b32 v12, v9, v10
  v_cndmask_b32_e64 v14, v11, v12, s20
  v_xor_b32 v16, 16, v6
  v_lshlrev_b32 v18, 2, v16
  ds_bpermute_b32 v20, v18, v14
  v_max_f32 v22, v14, v14
  s_waitcnt lgkmcnt(0)
  v_max_f32 v24, v20, v20
  v_max_f32 v26, v22, v24
  v_cmp_eq_f32_e64 s56, v14, v20
  v_and_b32 v30, v14, v20
  v_cndmask_b32_e64 v32, v26, v30, s56
  v_mul_lo_u32 v34, v8, 4
  ds_store_b32 v34, v32
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_and_b32 v38, v8, 0xffffff9f
  v_mul_lo_u32 v40, v38, 4
  ds_load_b32 v42, v40
  ds_load_b32 v44, v40 offset:128
  ds_load_b32 v8, v40 offset:256
  ds_load_b32 v10, v40 offset:384
  s_waitcnt lgkmcnt(0)
  v_max_f32 v9, v42, v42
  v_max_f32 v11, v44, v44
  v_max_f32 v9, v9, v11
  v_cmp_eq_f32_e64 s16, v42, v44
  v_and_b32 v11, v42, v44
  v_cndmask_b32_e64 v9, v9, v11, s16
  v_max_f32 v11, v8, v8
  v_max_f32 v12, v10, v10
  v_max_f32 v11, v11, v12
  v_cmp_eq_f32_e64 s16, v8, v10
  v_and_b32 v8, v8, v10
  v_cndmask_b32_e64 v10, v11, v8, s16
  v_max_f32 v11, v9, v9
  v_max_f32 v13, v10, v10
  v_max_f32 v15, v11, v13
  v_cmp_eq_f32_e64 s34, v9, v10
  v_and_b32 v19, v9, v10
  v_cndmask_b32_e64 v21, v15, v19, s34
  v_sub_f32 v23, v33, v21
  v_sub_f32 v25, v35, v21
  v_sub_f32 v27, v37, v21
  v_sub_f32 v29, v39, v21
  v_sub_f32 v31, v41, v21
  v_sub_f32 v33, v43, v21
  v_sub_f32 v35, v46, v21
  v_sub_f32 v39, v7, v21
  v_mul_f32 v41, 0x3fb8aa3b, v23
  v_fma_f32 v42, v23, 0x3fb8aa3b, -v41
  v_fma_f32 v43, v23, 0x32a57060, v42
  v_and_b32 v46, 0x7fffffff, v43
  v_cmp_gt_f32_e64 s16, 0x3f800000, v46
  v_cndmask_b32_e64 v7, 0, v43, s16
  v_mul_f32 v7, 0x3f317218, v7
  v_cmp_le_f32_e64 s16, 0x43000000, v41
  v_cndmask_b32_e64 v8, 0, 0x3f800000, s16
  v_sub_f32 v8, v41, v8
  v_cmp_gt_f32_e64 s18, 0xc2fc0000, v8
  v_cndmask_b32_e64 v9, 0, 0x42800000, s18
  v_add_f32 v8, v8, v9
  v_exp_f32 v8, v8
  v_cndmask_b32_e64 v9, 0x3f800000, 0x1f800000, s18
  v_mul_f32 v8, v8, v9
  v_fma_f32 v9, v8, v7, v8
  v_cmp_eq_f32_e64 s20, 0x7f800000, v8
  v_cndmask_b32_e64 v12, v9, v8, s20
  v_cndmask_b32_e64 v14, 0x3f800000, 0x40000000, s16
  v_mul_f32 v16, v12, v14
  v_mul_f32 v18, 0x3fb8aa3b, v25
  v_fma_f32 v20, v25, 0x3fb8aa3b, -v18
  v_fma_f32 v22, v25, 0x32a57060, v20
  v_and_b32 v24, 0x7fffffff, v22
  v_cmp_gt_f32_e64 s52, 0x3f800000, v24
  v_cndmask_b32_e64 v28, 0, v22, s52
  v_mul_f32 v30, 0x3f317218, v28
  v_cmp_le_f32_e64 s64, 0x43000000, v18
  v_cndmask_b32_e64 v36, 0, 0x3f800000, s64
  v_sub_f32 v36, v18, v36
  v_cmp_gt_f32_e64 s16, 0xc2fc0000, v36
  v_cndmask_b32_e64 v41, 0, 0x42800000, s16
  v_add_f32 v42, v36, v41
  v_exp_f32 v44, v42
  v_cndmask_b32_e64 v46, 0x3f800000, 0x1f800000, s16
  v_mul_f32 v7, v44, v46
  v_fma_f32 v8, v7, v30, v7
  v_cmp_eq_f32_e64 s16, 0x7f800000, v7
  v_cndmask_b32_e64 v7, v8, v7, s16
  v_cndmask_b32_e64 v8, 0x3f800000, 0x40000000, s64
  v_mul_f32 v7, v7, v8
  v_mul_f32 v8, 0x3fb8aa3b, v27
  v_fma_f32 v9, v27, 0x3fb8aa3b, -v8
  v_fma_f32 v9, v27, 0x32a57060, v9
  v_and_b32 v10, 0x7fffffff, v9
  v_cmp_gt_f32_e64 s16, 0x3f800000, v10
  v_cndmask_b32_e64 v9, 0, v9, s16
  v_mul_f32 v9, 0x3f317218, v9
  v_cmp_le_f32_e64 s22, 0x43000000, v8
  v_cndmask_b32_e64 v13, 0, 0x3f800000, s22
  v_sub_f32 v15, v8, v13
  v_cmp_gt_f32_e64 s34, 0xc2fc0000, v15
  v_cndmask_b32_e64 v19, 0, 0x42800000, s34
  v_add_f32 v21, v15, v19
  v_exp_f32 v23, v21
  v_cndmask_b32_e64 v25, 0x3f800000, 0x1f800000, s34
  v_mul_f32 v27, v23, v25
  v_fma_f32 v30, v27, v9, v27
  v_cmp_eq_f32_e64 s62, 0x7f800000, v27
  v_cndmask_b32_e64 v36, v30, v27, s62
  v_cndmask_b32_e64 v37, 0x3f800000, 0x40000000, s22
  v_mul_f32 v37, v36, v37
  v_mul_f32 v41, 0x3fb8aa3b, v29
  v_fma_f32 v42, v29, 0x3fb8aa3b, -v41
  v_fma_f32 v43, v29, 0x32a57060, v42
  v_and_b32 v46, 0x7fffffff, v43
  v_cmp_gt_f32_e64 s16, 0x3f800000, v46
  v_cndmask_b32_e64 v8, 0, v43, s16
  v_mul_f32 v8, 0x3f317218, v8
  v_cmp_le_f32_e64 s16, 0x43000000, v41
  v_cndmask_b32_e64 v9, 0, 0x3f800000, s16
  v_sub_f32 v9, v41, v9
  v_cmp_gt_f32_e64 s18, 0xc2fc0000, v9
  v_cndmask_b32_e64 v10, 0, 0x42800000, s18
  v_add_f32 v9, v9, v10
  v_exp_f32 v9, v9
  v_cndmask_b32_e64 v10, 0x3f800000, 0x1f800000, s18
  v_mul_f32 v9, v9, v10
  v_fma_f32 v8, v9, v8, v9
  v_cmp_eq_f32_e64 s20, 0x7f800000, v9
  v_cndmask_b32_e64 v12, v8, v9, s20
  v_cndmask_b32_e64 v14, 0x3f800000, 0x40000000, s16
  v_mul_f32 v17, v12, v14
  v_mul_f32 v18, 0x3fb8aa3b, v31
  v_fma_f32 v20, v31, 0x3fb8aa3b, -v18
  v_fma_f32 v22, v31, 0x32a57060, v20
  v_and_b32 v24, 0x7fffffff, v22
  v_cmp_gt_f32_e64 s52, 0x3f800000, v24
  v_cndmask_b32_e64 v28, 0, v22, s52
  v_mul_f32 v30, 0x3f317218, v28
  v_cmp_le_f32_e64 s64, 0x43000000, v18
  v_cndmask_b32_e64 v36, 0, 0x3f800000, s64
  v_sub_f32 v36, v18, v36
  v_cmp_gt_f32_e64 s16, 0xc2fc0000, v36
  v_cndmask_b32_e64 v41, 0, 0x42800000, s16
  v_add_f32 v42, v36, v41
  v_exp_f32 v44, v42
  v_cndmask_b32_e64 v46, 0x3f800000, 0x1f800000, s16
  v_mul_f32 v8, v44, v46
  v_fma_f32 v9, v8, v30, v8
  v_cmp_eq_f32_e64 s16, 0x7f800000, v8
  v_cndmask_b32_e64 v8, v9, v8, s16
  v_cndmask_b32_e64 v9, 0x3f800000, 0x40000000, s64
  v_mul_f32 v8, v8, v9
  v_mul_f32 v10, 0x3fb8aa3b, v33
  v_fma_f32 v9, v33, 0x3fb8aa3b, -v10
  v_fma_f32 v9, v33, 0x32a57060, v9
  v_and_b32 v11, 0x7fffffff, v9
  v_cmp_gt_f32_e64 s16, 0x3f800000, v11
  v_cndmask_b32_e64 v9, 0, v9, s16
  v_mul_f32 v9, 0x3f317218, v9
  v_cmp_le_f32_e64 s22, 0x43000000, v10
  v_cndmask_b32_e64 v13, 0, 0x3f800000, s22
  v_sub_f32 v15, v10, v13
  v_cmp_gt_f32_e64 s34, 0xc2fc0000, v15
  v_cndmask_b32_e64 v19, 0, 0x42800000, s34
  v_add_f32 v21, v15, v19
  v_exp_f32 v23, v21
  v_cndmask_b32_e64 v25, 0x3f800000, 0x1f800000, s34
  v_mul_f32 v27, v23, v25
  v_fma_f32 v29, v27, v9, v27
  v_cmp_eq_f32_e64 s62, 0x7f800000, v27
  v_cndmask_b32_e64 v33, v29, v27, s62
  v_cndmask_b32_e64 v36, 0x3f800000, 0x40000000, s22
  v_mul_f32 v38, v33, v36
  v_mul_f32 v41, 0x3fb8aa3b, v35
  v_fma_f32 v42, v35, 0x3fb8aa3b, -v41
  v_fma_f32 v43, v35, 0x32a57060, v42
  v_and_b32 v46, 0x7fffffff, v43
  v_cmp_gt_f32_e64 s16, 0x3f800000, v46
  v_cndmask_b32_e64 v9, 0, v43, s16
  v_mul_f32 v9, 0x3f317218, v9
  v_cmp_le_f32_e64 s16, 0x43000000, v41
  v_cndmask_b32_e64 v10, 0, 0x3f800000, s16
  v_sub_f32 v10, v41, v10
  v_cmp_gt_f32_e64 s18, 0xc2fc0000, v10
  v_cndmask_b32_e64 v11, 0, 0x42800000, s18
  v_add_f32 v10, v10, v11
  v_exp_f32 v10, v10
  v_cndmask_b32_e64 v11, 0x3f800000, 0x1f800000, s18
  v_mul_f32 v10, v10, v11
  v_fma_f32 v9, v10, v9, v10
  v_cmp_eq_f32_e64 s20, 0x7f800000, v10
  v_cndmask_b32_e64 v12, v9, v10, s20
  v_cndmask_b32_e64 v14, 0x3f800000, 0x40000000, s16
  v_mul_f32 v18, v12, v14
  v_mul_f32 v19, 0x3fb8aa3b, v39
  v_fma_f32 v20, v39, 0x3fb8aa3b, -v19
  v_fma_f32 v22, v39, 0x32a57060, v20
  v_and_b32 v24, 0x7fffffff, v22
  v_cmp_gt_f32_e64 s52, 0x3f800000, v24
  v_cndmask_b32_e64 v28, 0, v22, s52
  v_mul_f32 v30, 0x3f317218, v28
  v_cmp_le_f32_e64 s64, 0x43000000, v19
  v_cndmask_b32_e64 v35, 0, 0x3f800000, s64
  v_sub_f32 v36, v19, v35
  v_cmp_gt_f32_e64 s16, 0xc2fc0000, v36
  v_cndmask_b32_e64 v41, 0, 0x42800000, s16
  v_add_f32 v42, v36, v41
  v_exp_f32 v44, v42
  v_cndmask_b32_e64 v46, 0x3f800000, 0x1f800000, s16
  v_mul_f32 v9, v44, v46
  v_fma_f32 v10, v9, v30, v9
  v_cmp_eq_f32_e64 s16, 0x7f800000, v9
  v_cndmask_b32_e64 v9, v10, v9, s16
  v_cndmask_b32_e64 v10, 0x3f800000, 0x40000000, s64
  v_mul_f32 v9, v9, v10
  v_add_f32 v10, v16, v7
  v_add_f32 v10, v10, v37
  v_add_f32 v10, v10, v17
  v_add_f32 v10, v10, v8
  v_add_f32 v10, v10, v38
  v_add_f32 v10, v10, v18
  v_add_f32 v10, v10, v9
  v_xor_b32 v11, 1, v6
  v_lshlrev_b32 v13, 2, v11
  ds_bpermute_b32 v15, v13, v10
  s_waitcnt lgkmcnt(0)
  v_add_f32 v19, v10, v15
  v_xor_b32 v20, 2, v6
  v_lshlrev_b32 v21, 2, v20
  ds_bpermute_b32 v23, v21, v19
  s_waitcnt lgkmcnt(0)
  v_add_f32 v25, v19, v23
  v_xor_b32 v27, 4, v6
  v_lshlrev_b32 v29, 2, v27
  ds_bpermute_b32 v31, v29, v25
  s_waitcnt lgkmcnt(0)
  v_add_f32 v33, v25, v31
  v_xor_b32 v35, 8, v6
  v_lshlrev_b32 v39, 2, v35
  ds_bpermute_b32 v39, v39, v33
  s_waitcnt lgkmcnt(0)
  v_add_f32 v41, v33, v39
  v_xor_b32 v43, 16, v6
  v_lshlrev_b32 v46, 2, v43
  ds_bpermute_b32 v6, v46, v41
  s_waitcnt lgkmcnt(0)
  v_add_f32 v6, v41, v6
  ds_store_b32 v34, v6 offset:512
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  ds_load_b32 v6, v40 offset:512
  ds_load_b32 v11, v40 offset:640
  ds_load_b32 v10, v40 offset:768
  ds_load_b32 v12, v40 offset:896
  s_waitcnt lgkmcnt(0)
  v_add_f32 v6, v6, v11
  v_add_f32 v10, v10, v12
  v_add_f32 v6, v6, v10
  v_lshlrev_b32 v10, 1, v45
  v_ashrrev_i32 v11, 31, v45
  v_add_co_u32 v58, vcc_lo, s24, v10
  v_add_co_ci_u32 v59, vcc_lo, s25, v11, vcc_lo
  v_lshlrev_b32 v10, 1, v47
  v_ashrrev_i32 v12, 31, v47
  v_add_co_u32 v60, vcc_lo, s24, v10
  v_add_co_ci_u32 v61, vcc_lo, s25, v12, vcc_lo
  v_lshlrev_b32 v19, 1, v5
  v_ashrrev_i32 v20, 31, v5
  v_add_co_u32 v62, vcc_lo, s24, v19
  v_add_co_ci_u32 v63, vcc_lo, s25, v20, vcc_lo
  v_lshlrev_b32 v22, 1, v4
  v_ashrrev_i32 v24, 31, v4
  v_add_co_u32 v48, vcc_lo, s24, v22
  v_add_co_ci_u32 v49, vcc_lo, s25, v24, vcc_lo
  v_lshlrev_b32 v28, 1, v3
  v_ashrrev_i32 v30, 31, v3
  v_add_co_u32 v50, vcc_lo, s24, v28
  v_add_co_ci_u32 v51, vcc_lo, s25, v30, vcc_lo
  v_lshlrev_b32 v34, 1, v2
  v_ashrrev_i32 v36, 31, v2
  v_add_co_u32 v52, vcc_lo, s24, v34
  v_add_co_ci_u32 v53, vcc_lo, s25, v36, vcc_lo
  v_lshlrev_b32 v40, 1, v1
  v_ashrrev_i32 v42, 31, v1
  v_add_co_u32 v54, vcc_lo, s24, v40
  v_add_co_ci_u32 v55, vcc_lo, s25, v42, vcc_lo
  v_lshlrev_b32 v46, 1, v0
  v_ashrrev_i32 v0, 31, v0
  v_add_co_u32 v56, vcc_lo, s24, v46
  v_add_co_ci_u32 v57, vcc_lo, s25, v0, vcc_lo
  v_div_scale_f32 v0, vcc_lo, v6, v6, v16
  v_div_scale_f32 v1, vcc_lo, v16, v6, v16
  v_rcp_f32 v2, v0
  v_fma_f32 v3, -v0, v2, 0x3f800000
  v_fma_f32 v2, v3, v2, v2
  v_mul_f32 v3, v1, v2
  v_fma_f32 v4, -v0, v3, v1
  v_fma_f32 v3, v4, v2, v3
  v_fma_f32 v5, -v0, v3, v1
  s_nop 3
  v_div_fmas_f32 v10, v5, v2, v3
  v_div_fixup_f32 v10, v10, v6, v16
  v_div_scale_f32 v11, vcc_lo, v6, v6, v7
  v_div_scale_f32 v13, vcc_lo, v7, v6, v7
  v_rcp_f32 v15, v11
  v_fma_f32 v19, -v11, v15, 0x3f800000
  v_fma_f32 v19, v19, v15, v15
  v_mul_f32 v21, v13, v19
  v_fma_f32 v23, -v11, v21, v13
  v_fma_f32 v25, v23, v19, v21
  v_fma_f32 v27, -v11, v25, v13
  s_nop 3
  v_div_fmas_f32 v29, v27, v19, v25
  v_div_fixup_f32 v31, v29, v6, v7
  v_div_scale_f32 v33, vcc_lo, v6, v6, v37
  v_div_scale_f32 v35, vcc_lo, v37, v6, v37
  v_rcp_f32 v39, v33
  v_fma_f32 v40, -v33, v39, 0x3f800000
  v_fma_f32 v41, v40, v39, v39
  v_mul_f32 v43, v35, v41
  v_fma_f32 v45, -v33, v43, v35
  v_fma_f32 v47, v45, v41, v43
  v_fma_f32 v0, -v33, v47, v35
  s_nop 3
  v_div_fmas_f32 v0, v0, v41, v47
  v_div_fixup_f32 v0, v0, v6, v37
  v_div_scale_f32 v1, vcc_lo, v6, v6, v17
  v_div_scale_f32 v2, vcc_lo, v17, v6, v17
  v_rcp_f32 v3, v1
  v_fma_f32 v4, -v1, v3, 0x3f800000
  v_fma_f32 v3, v4, v3, v3
  v_mul_f32 v4, v2, v3
  v_fma_f32 v5, -v1, v4, v2
  v_fma_f32 v7, v5, v3, v4
  v_fma_f32 v11, -v1, v7, v2
  s_nop 3
  v_div_fmas_f32 v11, v11, v3, v7
  v_div_fixup_f32 v12, v11, v6, v17
  v_div_scale_f32 v14, vcc_lo, v6, v6, v8
  v_div_scale_f32 v16, vcc_lo, v8, v6, v8
  v_rcp_f32 v19, v14
  v_fma_f32 v20, -v14, v19, 0x3f800000
  v_fma_f32 v22, v20, v19, v19
  v_mul_f32 v24, v16, v22
  v_fma_f32 v26, -v14, v24, v16
  v_fma_f32 v28, v26, v22, v24
  v_fma_f32 v30, -v14, v28, v16
  s_nop 3
  v_div_fmas_f32 v32, v30, v22, v28
  v_div_fixup_f32 v34, v32, v6, v8
  v_div_scale_f32 v36, vcc_lo, v6, v6, v38
  v_div_scale_f32 v39, vcc_lo, v38, v6, v38
  v_rcp_f32 v40, v36
  v_fma_f32 v42, -v36, v40, 0x3f800000
  v_fma_f32 v44, v42, v40, v40
  v_mul_f32 v46, v39, v44
  v_fma_f32 v1, -v36, v46, v39
  v_fma_f32 v1, v1, v44, v46
  v_fma_f32 v2, -v36, v1, v39
  s_nop 3
  v_div_fmas_f32 v1, v2, v44, v1
  v_div_fixup_f32 v1, v1, v6, v38
  v_div_scale_f32 v2, vcc_lo, v6, v6, v18
  v_div_scale_f32 v3, vcc_lo, v18, v6, v18
  v_rcp_f32 v4, v2
  v_fma_f32 v5, -v2, v4, 0x3f800000
  v_fma_f32 v4, v5, v4, v4
  v_mul_f32 v5, v3, v4
  v_fma_f32 v7, -v2, v5, v3
  v_fma_f32 v11, v7, v4, v5
  v_fma_f32 v13, -v2, v11, v3
  s_nop 3
  v_div_fmas_f32 v13, v13, v4, v11
  v_div_fixup_f32 v15, v13, v6, v18
  v_div_scale_f32 v17, vcc_lo, v6, v6, v9
  v_div_scale_f32 v19, vcc_lo, v9, v6, v9
  v_rcp_f32 v21, v17
  v_fma_f32 v23, -v17, v21, 0x3f800000
  v_fma_f32 v25, v23, v21, v21
  v_mul_f32 v27, v19, v25
  v_fma_f32 v29, -v17, v27, v19
  v_fma_f32 v32, v29, v25, v27
  v_fma_f32 v33, -v17, v32, v19
  s_nop 3
  v_div_fmas_f32 v35, v33, v25, v32
  v_div_fixup_f32 v37, v35, v6, v9
  v_cvt_f16_f32 v39, v10
  v_cvt_f16_f32 v41, v31
  v_cvt_f16_f32 v43, v0
  v_cvt_f16_f32 v45, v12
  v_cvt_f16_f32 v47, v34
  v_cvt_f16_f32 v2, v1
  v_cvt_f16_f32 v1, v15
  v_cvt_f16_f32 v0, v37
  s_and_saveexec_b32 s66, s14
  global_store_b16 v[58:59], v39, off
  s_mov_b32 exec_lo, s66
  s_and_saveexec_b32 s66, s12
  global_store_b16 v[60:61], v41, off
  s_mov_b32 exec_lo, s66
  s_and_saveexec_b32 s66, s10
  global_store_b16 v[62:63], v43, off
  s_mov_b32 exec_lo, s66
  s_and_saveexec_b32 s66, s8
  global_store_b16 v[48:49], v45, off
  s_mov_b32 exec_lo, s66
  s_and_saveexec_b32 s66, s6
  global_store_b16 v[50:51], v47, off
  s_mov_b32 exec_lo, s66
  s_and_saveexec_b32 s66, s4
  global_store_b16 v[52:53], v2, off
  s_mov_b32 exec_lo, s66
  s_and_saveexec_b32 s66, s2
  global_store_b16 v[54:55], v1, off
  s_mov_b32 exec_lo, s66
  s_and_saveexec_b32 s66, s0
  global_store_b16 v[56:57], v0, off
  s_mov_b32 exec_lo, s66
  s_endpgm
.Lsoftmax_f16_end:
.size softmax_f16, .Lsoftmax_f16_end-softmax_f16
; 68 SGPRs, 64 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 64
  .amdhsa_next_free_sgpr 68
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
    .sgpr_count: 68
    .vgpr_count: 64
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
