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
  v_and_b32 v8, 0x3ff, v0
  s_load_b64 s[20:21], s[0:1], 0x0
  s_load_b64 s[24:25], s[0:1], 0x8
  s_load_b32 s28, s[0:1], 0x10
  s_load_b32 s32, s[0:1], 0x14
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s36, s2, s28
  v_and_b32 v20, v8, 0x7f
  v_lshlrev_b32 v22, 2, v20
  s_cmp_ge_u32 2, 32
  s_cselect_b32 s50, -1, 0
  v_cndmask_b32_e64 v27, v22, 0, s50
  v_add_nc_u32 v29, v27, 0
  v_add_nc_u32 v31, v29, 1
  v_add_nc_u32 v33, v29, 2
  v_add_nc_u32 v35, v29, 3
  v_add_nc_u32 v37, v29, 0x200
  v_add_nc_u32 v39, v29, 0x201
  v_add_nc_u32 v41, v29, 0x202
  v_add_nc_u32 v43, v29, 0x203
  v_add_nc_u32 v45, s36, v29
  v_add_nc_u32 v47, s36, v31
  v_add_nc_u32 v5, s36, v33
  v_add_nc_u32 v4, s36, v35
  v_add_nc_u32 v3, s36, v37
  v_add_nc_u32 v2, s36, v39
  v_add_nc_u32 v1, s36, v41
  v_add_nc_u32 v0, s36, v43
  v_lshlrev_b32 v7, 2, v45
  v_ashrrev_i32 v9, 30, v45
  v_add_co_u32 v52, vcc_lo, s20, v7
  v_add_co_ci_u32 v53, vcc_lo, s21, v9, vcc_lo
  v_lshlrev_b32 v7, 2, v47
  v_ashrrev_i32 v9, 30, v47
  v_add_co_u32 v58, vcc_lo, s20, v7
  v_add_co_ci_u32 v59, vcc_lo, s21, v9, vcc_lo
  v_lshlrev_b32 v10, 2, v5
  v_ashrrev_i32 v12, 30, v5
  v_add_co_u32 v62, vcc_lo, s20, v10
  v_add_co_ci_u32 v63, vcc_lo, s21, v12, vcc_lo
  v_lshlrev_b32 v16, 2, v4
  v_ashrrev_i32 v18, 30, v4
  v_add_co_u32 v66, vcc_lo, s20, v16
  v_add_co_ci_u32 v67, vcc_lo, s21, v18, vcc_lo
  v_lshlrev_b32 v22, 2, v3
  v_ashrrev_i32 v24, 30, v3
  v_add_co_u32 v48, vcc_lo, s20, v22
  v_add_co_ci_u32 v49, vcc_lo, s21, v24, vcc_lo
  v_lshlrev_b32 v28, 2, v2
  v_ashrrev_i32 v30, 30, v2
  v_add_co_u32 v50, vcc_lo, s20, v28
  v_add_co_ci_u32 v51, vcc_lo, s21, v30, vcc_lo
  v_lshlrev_b32 v34, 2, v1
  v_ashrrev_i32 v36, 30, v1
  v_add_co_u32 v54, vcc_lo, s20, v34
  v_add_co_ci_u32 v55, vcc_lo, s21, v36, vcc_lo
  v_lshlrev_b32 v40, 2, v0
  v_ashrrev_i32 v42, 30, v0
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
  s_mov_b32 s16, 0xff800000
  v_mov_b32 v9, s16
  v_mov_b32 v7, v9
  s_and_saveexec_b32 s64, s14
  global_load_b32 v7, v[52:53], off
  s_mov_b32 exec_lo, s64
  v_mov_b32 v10, s16
  v_mov_b32 v9, v10
  s_and_saveexec_b32 s64, s12
  global_load_b32 v9, v[58:59], off
  s_mov_b32 exec_lo, s64
  v_mov_b32 v11, s16
  v_mov_b32 v10, v11
  s_and_saveexec_b32 s64, s10
  global_load_b32 v10, v[62:63], off
  s_mov_b32 exec_lo, s64
  v_mov_b32 v15, s16
  v_mov_b32 v14, v15
  s_and_saveexec_b32 s64, s8
  global_load_b32 v14, v[66:67], off
  s_mov_b32 exec_lo, s64
  v_mov_b32 v18, s16
  v_mov_b32 v19, v18
  s_and_saveexec_b32 s64, s6
  global_load_b32 v19, v[48:49], off
  s_mov_b32 exec_lo, s64
  v_mov_b32 v23, s16
  v_mov_b32 v22, v23
  s_and_saveexec_b32 s64, s4
  global_load_b32 v22, v[50:51], off
  s_mov_b32 exec_lo, s64
  v_mov_b32 v27, s16
  v_mov_b32 v26, v27
  s_and_saveexec_b32 s64, s2
  global_load_b32 v26, v[54:55], off
  s_mov_b32 exec_lo, s64
  v_mov_b32 v31, s16
  v_mov_b32 v30, v31
  s_and_saveexec_b32 s64, s0
  global_load_b32 v30, v[56:57], off
  s_mov_b32 exec_lo, s64
  s_waitcnt vmcnt(0)
  v_max_f32 v33, v7, v7
  v_max_f32 v35, v9, v9
  v_max_f32 v37, v33, v35
  v_cmp_eq_f32_e64 s16, v7, v9
  v_and_b32 v41, v7, v9
  v_cndmask_b32_e64 v43, v37, v41, s16
  v_max_f32 v46, v43, v43
  v_max_f32 v11, v10, v10
  v_max_f32 v11, v46, v11
  v_cmp_eq_f32_e64 s16, v43, v10
  v_and_b32 v12, v43, v10
  v_cndmask_b32_e64 v11, v11, v12, s16
  v_max_f32 v12, v11, v11
  v_max_f32 v13, v14, v14
  v_max_f32 v12, v12, v13
  v_cmp_eq_f32_e64 s16, v11, v14
  v_and_b32 v11, v11, v14
  v_cndmask_b32_e64 v11, v12, v11, s16
  v_max_f32 v12, v11, v11
  v_max_f32 v13, v19, v19
  v_max_f32 v12, v12, v13
  v_cmp_eq_f32_e64 s26, v11, v19
  v_and_b32 v15, v11, v19
  v_cndmask_b32_e64 v16, v12, v15, s26
  v_max_f32 v18, v16, v16
  v_max_f32 v20, v22, v22
  v_max_f32 v23, v18, v20
  v_cmp_eq_f32_e64 s48, v16, v22
  v_and_b32 v27, v16, v22
  v_cndmask_b32_e64 v28, v23, v27, s48
  v_max_f32 v31, v28, v28
  v_max_f32 v32, v26, v26
  v_max_f32 v34, v31, v32
  v_cmp_eq_f32_e64 s16, v28, v26
  v_and_b32 v38, v28, v26
  v_cndmask_b32_e64 v40, v34, v38, s16
  v_max_f32 v42, v40, v40
  v_max_f32 v44, v30, v30
  v_max_f32 v46, v42, v44
  v_cmp_eq_f32_e64 s16, v40, v30
  v_and_b32 v11, v40, v30
  v_cndmask_b32_e64 v11, v46, v11, s16
  v_xor_b32 v12, 1, v6
  v_lshlrev_b32 v12, 2, v12
  ds_bpermute_b32 v12, v12, v11
  v_max_f32 v13, v11, v11
  s_waitcnt lgkmcnt(0)
  v_max_f32 v15, v12, v12
  v_max_f32 v13, v13, v15
  v_cmp_eq_f32_e64 s16, v11, v12
  v_and_b32 v11, v11, v12
  v_cndmask_b32_e64 v11, v13, v11, s16
  v_xor_b32 v12, 2, v6
  v_lshlrev_b32 v12, 2, v12
  ds_bpermute_b32 v13, v12, v11
  v_max_f32 v15, v11, v11
  s_waitcnt lgkmcnt(0)
  v_max_f32 v17, v13, v13
  v_max_f32 v20, v15, v17
  v_cmp_eq_f32_e64 s42, v11, v13
  v_and_b32 v23, v11, v13
  v_cndmask_b32_e64 v25, v20, v23, s42
  v_xor_b32 v27, 4, v6
  v_lshlrev_b32 v29, 2, v27
  ds_bpermute_b32 v31, v29, v25
  v_max_f32 v33, v25, v25
  s_waitcnt lgkmcnt(0)
  v_max_f32 v35, v31, v31
  v_max_f32 v37, v33, v35
  v_cmp_eq_f32_e64 s16, v25, v31
  v_and_b32 v41, v25, v31
  v_cndmask_b32_e64 v43, v37, v41, s16
  v_xor_b32 v46, 8, v6
  v_lshlrev_b32 v11, 2, v46
  ds_bpermute_b32 v11, v11, v43
  v_max_f32 v12, v43, v43
  s_waitcnt lgkmcnt(0)
  v_max_f32 v13, v11, v11
  v_max_f32 v12, v12, v13
  v_cmp_eq_f32_e64 s16, v43, v11
  v_and_b32 v11, v43, v11
  v_cndmask_b32_e64 v11, v12, v11, s16
  v_xor_b32 v12, 16, v6
  v_lshlrev_b32 v12, 2, v12
  ds_bpermute_b32 v12, v12, v11
  v_max_f32 v13, v11, v11
  s_waitcnt lgkmcnt(0)
  v_max_f32 v15, v12, v12
  v_max_f32 v13, v13, v15
  v_cmp_eq_f32_e64 s26, v11, v12
  v_and_b32 v15, v11, v12
  v_cndmask_b32_e64 v16, v13, v15, s26
  v_mul_lo_u32 v18, v8, 4
  ds_store_b32 v18, v16
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_and_b32 v23, v8, 0xffffff9f
  v_mul_lo_u32 v24, v23, 4
  ds_load_b32 v27, v24
  ds_load_b32 v28, v24 offset:128
  ds_load_b32 v31, v24 offset:256
  ds_load_b32 v32, v24 offset:384
  s_waitcnt lgkmcnt(0)
  v_max_f32 v34, v27, v27
  v_max_f32 v36, v28, v28
  v_max_f32 v38, v34, v36
  v_cmp_eq_f32_e64 s16, v27, v28
  v_and_b32 v42, v27, v28
  v_cndmask_b32_e64 v44, v38, v42, s16
  v_max_f32 v46, v31, v31
  v_max_f32 v8, v32, v32
  v_max_f32 v8, v46, v8
  v_cmp_eq_f32_e64 s16, v31, v32
  v_and_b32 v11, v31, v32
  v_cndmask_b32_e64 v8, v8, v11, s16
  v_max_f32 v11, v44, v44
  v_max_f32 v12, v8, v8
  v_max_f32 v11, v11, v12
  v_cmp_eq_f32_e64 s16, v44, v8
  v_and_b32 v8, v44, v8
  v_cndmask_b32_e64 v8, v11, v8, s16
  v_sub_f32 v7, v7, v8
  v_sub_f32 v9, v9, v8
  v_sub_f32 v11, v10, v8
  v_sub_f32 v13, v14, v8
  v_sub_f32 v15, v19, v8
  v_sub_f32 v17, v22, v8
  v_sub_f32 v19, v26, v8
  v_sub_f32 v23, v30, v8
  v_mul_f32 v25, 0x3fb8aa3b, v7
  v_fma_f32 v26, v7, 0x3fb8aa3b, -v25
  v_fma_f32 v27, v7, 0x32a57060, v26
  v_and_b32 v29, 0x7fffffff, v27
  v_cmp_gt_f32_e64 s62, 0x3f800000, v29
  v_cndmask_b32_e64 v33, 0, v27, s62
  v_mul_f32 v35, 0x3f317218, v33
  v_cmp_le_f32_e64 s16, 0x43000000, v25
  v_cndmask_b32_e64 v39, 0, 0x3f800000, s16
  v_sub_f32 v41, v25, v39
  v_cmp_gt_f32_e64 s18, 0xc2fc0000, v41
  v_cndmask_b32_e64 v46, 0, 0x42800000, s18
  v_add_f32 v7, v41, v46
  v_exp_f32 v7, v7
  v_cndmask_b32_e64 v8, 0x3f800000, 0x1f800000, s18
  v_mul_f32 v7, v7, v8
  v_fma_f32 v8, v7, v35, v7
  v_cmp_eq_f32_e64 s18, 0x7f800000, v7
  v_cndmask_b32_e64 v7, v8, v7, s18
  v_cndmask_b32_e64 v8, 0x3f800000, 0x40000000, s16
  v_mul_f32 v7, v7, v8
  v_mul_f32 v8, 0x3fb8aa3b, v9
  v_fma_f32 v10, v9, 0x3fb8aa3b, -v8
  v_fma_f32 v9, v9, 0x32a57060, v10
  v_and_b32 v10, 0x7fffffff, v9
  v_cmp_gt_f32_e64 s20, 0x3f800000, v10
  v_cndmask_b32_e64 v12, 0, v9, s20
  v_mul_f32 v14, 0x3f317218, v12
  v_cmp_le_f32_e64 s32, 0x43000000, v8
  v_cndmask_b32_e64 v20, 0, 0x3f800000, s32
  v_sub_f32 v20, v8, v20
  v_cmp_gt_f32_e64 s44, 0xc2fc0000, v20
  v_cndmask_b32_e64 v25, 0, 0x42800000, s44
  v_add_f32 v26, v20, v25
  v_exp_f32 v28, v26
  v_cndmask_b32_e64 v30, 0x3f800000, 0x1f800000, s44
  v_mul_f32 v32, v28, v30
  v_fma_f32 v34, v32, v14, v32
  v_cmp_eq_f32_e64 s16, 0x7f800000, v32
  v_cndmask_b32_e64 v38, v34, v32, s16
  v_cndmask_b32_e64 v40, 0x3f800000, 0x40000000, s32
  v_mul_f32 v42, v38, v40
  v_mul_f32 v44, 0x3fb8aa3b, v11
  v_fma_f32 v46, v11, 0x3fb8aa3b, -v44
  v_fma_f32 v8, v11, 0x32a57060, v46
  v_and_b32 v9, 0x7fffffff, v8
  v_cmp_gt_f32_e64 s16, 0x3f800000, v9
  v_cndmask_b32_e64 v8, 0, v8, s16
  v_mul_f32 v8, 0x3f317218, v8
  v_cmp_le_f32_e64 s16, 0x43000000, v44
  v_cndmask_b32_e64 v9, 0, 0x3f800000, s16
  v_sub_f32 v9, v44, v9
  v_cmp_gt_f32_e64 s18, 0xc2fc0000, v9
  v_cndmask_b32_e64 v10, 0, 0x42800000, s18
  v_add_f32 v9, v9, v10
  v_exp_f32 v9, v9
  v_cndmask_b32_e64 v10, 0x3f800000, 0x1f800000, s18
  v_mul_f32 v11, v9, v10
  v_fma_f32 v14, v11, v8, v11
  v_cmp_eq_f32_e64 s30, 0x7f800000, v11
  v_cndmask_b32_e64 v20, v14, v11, s30
  v_cndmask_b32_e64 v21, 0x3f800000, 0x40000000, s16
  v_mul_f32 v21, v20, v21
  v_mul_f32 v25, 0x3fb8aa3b, v13
  v_fma_f32 v26, v13, 0x3fb8aa3b, -v25
  v_fma_f32 v27, v13, 0x32a57060, v26
  v_and_b32 v29, 0x7fffffff, v27
  v_cmp_gt_f32_e64 s62, 0x3f800000, v29
  v_cndmask_b32_e64 v33, 0, v27, s62
  v_mul_f32 v35, 0x3f317218, v33
  v_cmp_le_f32_e64 s16, 0x43000000, v25
  v_cndmask_b32_e64 v39, 0, 0x3f800000, s16
  v_sub_f32 v41, v25, v39
  v_cmp_gt_f32_e64 s18, 0xc2fc0000, v41
  v_cndmask_b32_e64 v46, 0, 0x42800000, s18
  v_add_f32 v8, v41, v46
  v_exp_f32 v8, v8
  v_cndmask_b32_e64 v9, 0x3f800000, 0x1f800000, s18
  v_mul_f32 v8, v8, v9
  v_fma_f32 v9, v8, v35, v8
  v_cmp_eq_f32_e64 s18, 0x7f800000, v8
  v_cndmask_b32_e64 v8, v9, v8, s18
  v_cndmask_b32_e64 v9, 0x3f800000, 0x40000000, s16
  v_mul_f32 v8, v8, v9
  v_mul_f32 v9, 0x3fb8aa3b, v15
  v_fma_f32 v10, v15, 0x3fb8aa3b, -v9
  v_fma_f32 v10, v15, 0x32a57060, v10
  v_and_b32 v11, 0x7fffffff, v10
  v_cmp_gt_f32_e64 s20, 0x3f800000, v11
  v_cndmask_b32_e64 v12, 0, v10, s20
  v_mul_f32 v14, 0x3f317218, v12
  v_cmp_le_f32_e64 s32, 0x43000000, v9
  v_cndmask_b32_e64 v20, 0, 0x3f800000, s32
  v_sub_f32 v20, v9, v20
  v_cmp_gt_f32_e64 s44, 0xc2fc0000, v20
  v_cndmask_b32_e64 v25, 0, 0x42800000, s44
  v_add_f32 v26, v20, v25
  v_exp_f32 v28, v26
  v_cndmask_b32_e64 v30, 0x3f800000, 0x1f800000, s44
  v_mul_f32 v32, v28, v30
  v_fma_f32 v34, v32, v14, v32
  v_cmp_eq_f32_e64 s16, 0x7f800000, v32
  v_cndmask_b32_e64 v38, v34, v32, s16
  v_cndmask_b32_e64 v40, 0x3f800000, 0x40000000, s32
  v_mul_f32 v43, v38, v40
  v_mul_f32 v44, 0x3fb8aa3b, v17
  v_fma_f32 v46, v17, 0x3fb8aa3b, -v44
  v_fma_f32 v9, v17, 0x32a57060, v46
  v_and_b32 v10, 0x7fffffff, v9
  v_cmp_gt_f32_e64 s16, 0x3f800000, v10
  v_cndmask_b32_e64 v9, 0, v9, s16
  v_mul_f32 v9, 0x3f317218, v9
  v_cmp_le_f32_e64 s16, 0x43000000, v44
  v_cndmask_b32_e64 v10, 0, 0x3f800000, s16
  v_sub_f32 v10, v44, v10
  v_cmp_gt_f32_e64 s18, 0xc2fc0000, v10
  v_cndmask_b32_e64 v11, 0, 0x42800000, s18
  v_add_f32 v10, v10, v11
  v_exp_f32 v10, v10
  v_cndmask_b32_e64 v11, 0x3f800000, 0x1f800000, s18
  v_mul_f32 v11, v10, v11
  v_fma_f32 v13, v11, v9, v11
  v_cmp_eq_f32_e64 s30, 0x7f800000, v11
  v_cndmask_b32_e64 v17, v13, v11, s30
  v_cndmask_b32_e64 v20, 0x3f800000, 0x40000000, s16
  v_mul_f32 v22, v17, v20
  v_mul_f32 v25, 0x3fb8aa3b, v19
  v_fma_f32 v26, v19, 0x3fb8aa3b, -v25
  v_fma_f32 v27, v19, 0x32a57060, v26
  v_and_b32 v29, 0x7fffffff, v27
  v_cmp_gt_f32_e64 s62, 0x3f800000, v29
  v_cndmask_b32_e64 v33, 0, v27, s62
  v_mul_f32 v35, 0x3f317218, v33
  v_cmp_le_f32_e64 s16, 0x43000000, v25
  v_cndmask_b32_e64 v39, 0, 0x3f800000, s16
  v_sub_f32 v41, v25, v39
  v_cmp_gt_f32_e64 s18, 0xc2fc0000, v41
  v_cndmask_b32_e64 v46, 0, 0x42800000, s18
  v_add_f32 v9, v41, v46
  v_exp_f32 v9, v9
  v_cndmask_b32_e64 v10, 0x3f800000, 0x1f800000, s18
  v_mul_f32 v9, v9, v10
  v_fma_f32 v10, v9, v35, v9
  v_cmp_eq_f32_e64 s18, 0x7f800000, v9
  v_cndmask_b32_e64 v9, v10, v9, s18
  v_cndmask_b32_e64 v10, 0x3f800000, 0x40000000, s16
  v_mul_f32 v9, v9, v10
  v_mul_f32 v10, 0x3fb8aa3b, v23
  v_fma_f32 v11, v23, 0x3fb8aa3b, -v10
  v_fma_f32 v11, v23, 0x32a57060, v11
  v_and_b32 v12, 0x7fffffff, v11
  v_cmp_gt_f32_e64 s20, 0x3f800000, v12
  v_cndmask_b32_e64 v12, 0, v11, s20
  v_mul_f32 v14, 0x3f317218, v12
  v_cmp_le_f32_e64 s32, 0x43000000, v10
  v_cndmask_b32_e64 v19, 0, 0x3f800000, s32
  v_sub_f32 v20, v10, v19
  v_cmp_gt_f32_e64 s44, 0xc2fc0000, v20
  v_cndmask_b32_e64 v25, 0, 0x42800000, s44
  v_add_f32 v26, v20, v25
  v_exp_f32 v28, v26
  v_cndmask_b32_e64 v30, 0x3f800000, 0x1f800000, s44
  v_mul_f32 v32, v28, v30
  v_fma_f32 v34, v32, v14, v32
  v_cmp_eq_f32_e64 s16, 0x7f800000, v32
  v_cndmask_b32_e64 v38, v34, v32, s16
  v_cndmask_b32_e64 v40, 0x3f800000, 0x40000000, s32
  v_mul_f32 v44, v38, v40
  v_add_f32 v46, v7, v42
  v_add_f32 v46, v46, v21
  v_add_f32 v10, v46, v8
  v_add_f32 v10, v10, v43
  v_add_f32 v10, v10, v22
  v_add_f32 v10, v10, v9
  v_add_f32 v10, v10, v44
  v_xor_b32 v11, 1, v6
  v_lshlrev_b32 v11, 2, v11
  ds_bpermute_b32 v11, v11, v10
  s_waitcnt lgkmcnt(0)
  v_add_f32 v10, v10, v11
  v_xor_b32 v11, 2, v6
  v_lshlrev_b32 v11, 2, v11
  ds_bpermute_b32 v11, v11, v10
  s_waitcnt lgkmcnt(0)
  v_add_f32 v10, v10, v11
  v_xor_b32 v11, 4, v6
  v_lshlrev_b32 v13, 2, v11
  ds_bpermute_b32 v15, v13, v10
  s_waitcnt lgkmcnt(0)
  v_add_f32 v17, v10, v15
  v_xor_b32 v19, 8, v6
  v_lshlrev_b32 v23, 2, v19
  ds_bpermute_b32 v23, v23, v17
  s_waitcnt lgkmcnt(0)
  v_add_f32 v25, v17, v23
  v_xor_b32 v27, 16, v6
  v_lshlrev_b32 v29, 2, v27
  ds_bpermute_b32 v31, v29, v25
  s_waitcnt lgkmcnt(0)
  v_add_f32 v33, v25, v31
  ds_store_b32 v18, v33 offset:512
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  ds_load_b32 v37, v24 offset:512
  ds_load_b32 v39, v24 offset:640
  ds_load_b32 v41, v24 offset:768
  ds_load_b32 v6, v24 offset:896
  s_waitcnt lgkmcnt(0)
  v_add_f32 v46, v37, v39
  v_add_f32 v6, v41, v6
  v_add_f32 v6, v46, v6
  v_lshlrev_b32 v10, 2, v45
  v_ashrrev_i32 v11, 30, v45
  v_add_co_u32 v48, vcc_lo, s24, v10
  v_add_co_ci_u32 v49, vcc_lo, s25, v11, vcc_lo
  v_lshlrev_b32 v10, 2, v47
  v_ashrrev_i32 v11, 30, v47
  v_add_co_u32 v50, vcc_lo, s24, v10
  v_add_co_ci_u32 v51, vcc_lo, s25, v11, vcc_lo
  v_lshlrev_b32 v10, 2, v5
  v_ashrrev_i32 v5, 30, v5
  v_add_co_u32 v56, vcc_lo, s24, v10
  v_add_co_ci_u32 v57, vcc_lo, s25, v5, vcc_lo
  v_lshlrev_b32 v10, 2, v4
  v_ashrrev_i32 v11, 30, v4
  v_add_co_u32 v60, vcc_lo, s24, v10
  v_add_co_ci_u32 v61, vcc_lo, s25, v11, vcc_lo
  v_lshlrev_b32 v12, 2, v3
  v_ashrrev_i32 v14, 30, v3
  v_add_co_u32 v64, vcc_lo, s24, v12
  v_add_co_ci_u32 v65, vcc_lo, s25, v14, vcc_lo
  v_lshlrev_b32 v18, 2, v2
  v_ashrrev_i32 v20, 30, v2
  v_add_co_u32 v68, vcc_lo, s24, v18
  v_add_co_ci_u32 v69, vcc_lo, s25, v20, vcc_lo
  v_lshlrev_b32 v24, 2, v1
  v_ashrrev_i32 v26, 30, v1
  v_add_co_u32 v52, vcc_lo, s24, v24
  v_add_co_ci_u32 v53, vcc_lo, s25, v26, vcc_lo
  v_lshlrev_b32 v30, 2, v0
  v_ashrrev_i32 v32, 30, v0
  v_add_co_u32 v54, vcc_lo, s24, v30
  v_add_co_ci_u32 v55, vcc_lo, s25, v32, vcc_lo
  v_div_scale_f32 v36, vcc_lo, v6, v6, v7
  v_div_scale_f32 v38, vcc_lo, v7, v6, v7
  v_rcp_f32 v40, v36
  v_fma_f32 v45, -v36, v40, 0x3f800000
  v_fma_f32 v45, v45, v40, v40
  v_mul_f32 v46, v38, v45
  v_fma_f32 v0, -v36, v46, v38
  v_fma_f32 v0, v0, v45, v46
  v_fma_f32 v1, -v36, v0, v38
  s_nop 3
  v_div_fmas_f32 v0, v1, v45, v0
  v_div_fixup_f32 v0, v0, v6, v7
  v_div_scale_f32 v1, vcc_lo, v6, v6, v42
  v_div_scale_f32 v2, vcc_lo, v42, v6, v42
  v_rcp_f32 v3, v1
  v_fma_f32 v4, -v1, v3, 0x3f800000
  v_fma_f32 v3, v4, v3, v3
  v_mul_f32 v5, v2, v3
  v_fma_f32 v7, -v1, v5, v2
  v_fma_f32 v10, v7, v3, v5
  v_fma_f32 v11, -v1, v10, v2
  s_nop 3
  v_div_fmas_f32 v13, v11, v3, v10
  v_div_fixup_f32 v15, v13, v6, v42
  v_div_scale_f32 v17, vcc_lo, v6, v6, v21
  v_div_scale_f32 v19, vcc_lo, v21, v6, v21
  v_rcp_f32 v23, v17
  v_fma_f32 v24, -v17, v23, 0x3f800000
  v_fma_f32 v25, v24, v23, v23
  v_mul_f32 v27, v19, v25
  v_fma_f32 v29, -v17, v27, v19
  v_fma_f32 v31, v29, v25, v27
  v_fma_f32 v33, -v17, v31, v19
  s_nop 3
  v_div_fmas_f32 v35, v33, v25, v31
  v_div_fixup_f32 v37, v35, v6, v21
  v_div_scale_f32 v39, vcc_lo, v6, v6, v8
  v_div_scale_f32 v41, vcc_lo, v8, v6, v8
  v_rcp_f32 v45, v39
  v_fma_f32 v46, -v39, v45, 0x3f800000
  v_fma_f32 v47, v46, v45, v45
  v_mul_f32 v1, v41, v47
  v_fma_f32 v2, -v39, v1, v41
  v_fma_f32 v1, v2, v47, v1
  v_fma_f32 v2, -v39, v1, v41
  s_nop 3
  v_div_fmas_f32 v1, v2, v47, v1
  v_div_fixup_f32 v1, v1, v6, v8
  v_div_scale_f32 v2, vcc_lo, v6, v6, v43
  v_div_scale_f32 v3, vcc_lo, v43, v6, v43
  v_rcp_f32 v4, v2
  v_fma_f32 v5, -v2, v4, 0x3f800000
  v_fma_f32 v7, v5, v4, v4
  v_mul_f32 v8, v3, v7
  v_fma_f32 v10, -v2, v8, v3
  v_fma_f32 v12, v10, v7, v8
  v_fma_f32 v14, -v2, v12, v3
  s_nop 3
  v_div_fmas_f32 v16, v14, v7, v12
  v_div_fixup_f32 v18, v16, v6, v43
  v_div_scale_f32 v20, vcc_lo, v6, v6, v22
  v_div_scale_f32 v23, vcc_lo, v22, v6, v22
  v_rcp_f32 v24, v20
  v_fma_f32 v26, -v20, v24, 0x3f800000
  v_fma_f32 v28, v26, v24, v24
  v_mul_f32 v30, v23, v28
  v_fma_f32 v32, -v20, v30, v23
  v_fma_f32 v34, v32, v28, v30
  v_fma_f32 v36, -v20, v34, v23
  s_nop 3
  v_div_fmas_f32 v38, v36, v28, v34
  v_div_fixup_f32 v40, v38, v6, v22
  v_div_scale_f32 v42, vcc_lo, v6, v6, v9
  v_div_scale_f32 v45, vcc_lo, v9, v6, v9
  v_rcp_f32 v46, v42
  v_fma_f32 v2, -v42, v46, 0x3f800000
  v_fma_f32 v2, v2, v46, v46
  v_mul_f32 v3, v45, v2
  v_fma_f32 v4, -v42, v3, v45
  v_fma_f32 v3, v4, v2, v3
  v_fma_f32 v4, -v42, v3, v45
  s_nop 3
  v_div_fmas_f32 v2, v4, v2, v3
  v_div_fixup_f32 v2, v2, v6, v9
  v_div_scale_f32 v3, vcc_lo, v6, v6, v44
  v_div_scale_f32 v4, vcc_lo, v44, v6, v44
  v_rcp_f32 v5, v3
  v_fma_f32 v7, -v3, v5, 0x3f800000
  v_fma_f32 v9, v7, v5, v5
  v_mul_f32 v11, v4, v9
  v_fma_f32 v13, -v3, v11, v4
  v_fma_f32 v16, v13, v9, v11
  v_fma_f32 v17, -v3, v16, v4
  s_nop 3
  v_div_fmas_f32 v19, v17, v9, v16
  v_div_fixup_f32 v21, v19, v6, v44
  s_and_saveexec_b32 s64, s14
  global_store_b32 v[48:49], v0, off
  s_mov_b32 exec_lo, s64
  s_and_saveexec_b32 s64, s12
  global_store_b32 v[50:51], v15, off
  s_mov_b32 exec_lo, s64
  s_and_saveexec_b32 s64, s10
  global_store_b32 v[56:57], v37, off
  s_mov_b32 exec_lo, s64
  s_and_saveexec_b32 s64, s8
  global_store_b32 v[60:61], v1, off
  s_mov_b32 exec_lo, s64
  s_and_saveexec_b32 s64, s6
  global_store_b32 v[64:65], v18, off
  s_mov_b32 exec_lo, s64
  s_and_saveexec_b32 s64, s4
  global_store_b32 v[68:69], v40, off
  s_mov_b32 exec_lo, s64
  s_and_saveexec_b32 s64, s2
  global_store_b32 v[52:53], v2, off
  s_mov_b32 exec_lo, s64
  s_and_saveexec_b32 s64, s0
  global_store_b32 v[54:55], v21, off
  s_mov_b32 exec_lo, s64
  s_endpgm
.Lsoftmax_end:
.size softmax, .Lsoftmax_end-softmax
; 66 SGPRs, 70 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 70
  .amdhsa_next_free_sgpr 66
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
    .sgpr_count: 66
    .vgpr_count: 70
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
