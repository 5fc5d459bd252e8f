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
  v_add_nc_u32 v24, v22, 1
  v_add_nc_u32 v26, v22, 2
  v_add_nc_u32 v28, v22, 3
  v_add_nc_u32 v30, v22, 4
  v_add_nc_u32 v32, v22, 5
  v_add_nc_u32 v34, v22, 6
  v_add_nc_u32 v36, v22, 7
  v_add_nc_u32 v38, s36, v22
  v_lshlrev_b32 v40, 1, v38
  v_ashrrev_i32 v42, 31, v38
  v_add_co_u32 v48, vcc_lo, s20, v40
  v_add_co_ci_u32 v49, vcc_lo, s21, v42, vcc_lo
  v_cmp_lt_i32_e64 s14, v22, s32
  v_cmp_lt_i32_e64 s12, v24, s32
  v_cmp_lt_i32_e64 s10, v26, s32
  v_cmp_lt_i32_e64 s8, v28, s32
  v_cmp_lt_i32_e64 s6, v30, s32
  v_cmp_lt_i32_e64 s4, v32, s32
  v_cmp_lt_i32_e64 s2, v34, s32
  v_cmp_lt_i32_e64 s0, v36, s32
  v_mov_b32 v0, 0xfc00
  s_and_saveexec_b32 s72, s14
  global_load_u16 v0, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v1, 0xfc00
  s_and_saveexec_b32 s72, s12
  global_load_u16 v1, v[48:49], off offset:2
  s_mov_b32 exec_lo, s72
  v_mov_b32 v3, 0xfc00
  s_and_saveexec_b32 s72, s10
  global_load_u16 v3, v[48:49], off offset:4
  s_mov_b32 exec_lo, s72
  v_mov_b32 v5, 0xfc00
  s_and_saveexec_b32 s72, s8
  global_load_u16 v5, v[48:49], off offset:6
  s_mov_b32 exec_lo, s72
  v_mov_b32 v7, 0xfc00
  s_and_saveexec_b32 s72, s6
  global_load_u16 v7, v[48:49], off offset:8
  s_mov_b32 exec_lo, s72
  v_mov_b32 v9, 0xfc00
  s_and_saveexec_b32 s72, s4
  global_load_u16 v9, v[48:49], off offset:10
  s_mov_b32 exec_lo, s72
  v_mov_b32 v11, 0xfc00
  s_and_saveexec_b32 s72, s2
  global_load_u16 v11, v[48:49], off offset:12
  s_mov_b32 exec_lo, s72
  v_mov_b32 v13, 0xfc00
  s_and_saveexec_b32 s72, s0
  global_load_u16 v13, v[48:49], off offset:14
  s_mov_b32 exec_lo, s72
  s_waitcnt vmcnt(0)
  v_cvt_f32_f16 v15, v0
  v_cvt_f32_f16 v17, v1
  v_cvt_f32_f16 v19, v3
  v_cvt_f32_f16 v21, v5
  v_cvt_f32_f16 v23, v7
  v_cvt_f32_f16 v25, v9
  v_cvt_f32_f16 v28, v11
  v_cvt_f32_f16 v29, v13
  v_max_f32 v31, v15, v15
  v_max_f32 v33, v17, v17
  v_max_f32 v35, v31, v33
  v_cmp_eq_f32_e64 s16, v15, v17
  v_and_b32 v39, v15, v17
  v_cndmask_b32_e64 v41, v35, v39, s16
  v_max_f32 v43, v41, v41
  v_max_f32 v45, v19, v19
  v_max_f32 v47, v43, v45
  v_cmp_eq_f32_e64 s16, v41, v19
  v_and_b32 v0, v41, v19
  v_cndmask_b32_e64 v0, v47, v0, s16
  v_max_f32 v1, v0, v0
  v_max_f32 v2, v21, v21
  v_max_f32 v1, v1, v2
  v_cmp_eq_f32_e64 s16, v0, v21
  v_and_b32 v0, v0, v21
  v_cndmask_b32_e64 v2, v1, v0, s16
  v_max_f32 v4, v2, v2
  v_max_f32 v7, v23, v23
  v_max_f32 v9, v4, v7
  v_cmp_eq_f32_e64 s20, v2, v23
  v_and_b32 v12, v2, v23
  v_cndmask_b32_e64 v14, v9, v12, s20
  v_max_f32 v16, v14, v14
  v_max_f32 v18, v25, v25
  v_max_f32 v20, v16, v18
  v_cmp_eq_f32_e64 s44, v14, v25
  v_and_b32 v24, v14, v25
  v_cndmask_b32_e64 v26, v20, v24, s44
  v_max_f32 v30, v26, v26
  v_max_f32 v31, v28, v28
  v_max_f32 v32, v30, v31
  v_cmp_eq_f32_e64 s68, v26, v28
  v_and_b32 v36, v26, v28
  v_cndmask_b32_e64 v38, v32, v36, s68
  v_max_f32 v41, v38, v38
  v_max_f32 v43, v29, v29
  v_max_f32 v44, v41, v43
  v_cmp_eq_f32_e64 s16, v38, v29
  v_and_b32 v0, v38, v29
  v_cndmask_b32_e64 v1, v44, v0, s16
  v_xor_b32 v0, 1, v6
  v_lshlrev_b32 v0, 2, v0
  ds_bpermute_b32 v2, v0, v1
  v_max_f32 v3, v1, v1
  s_waitcnt lgkmcnt(0)
  v_max_f32 v4, v2, v2
  v_max_f32 v3, v3, v4
  v_cmp_eq_f32_e64 s16, v1, v2
  v_and_b32 v4, v1, v2
  v_cndmask_b32_e64 v5, v3, v4, s16
  v_xor_b32 v7, 2, v6
  v_lshlrev_b32 v9, 2, v7
  ds_bpermute_b32 v11, v9, v5
  v_max_f32 v13, v5, v5
  s_waitcnt lgkmcnt(0)
  v_max_f32 v16, v11, v11
  v_max_f32 v18, v13, v16
  v_cmp_eq_f32_e64 s38, v5, v11
  v_and_b32 v22, v5, v11
  v_cndmask_b32_e64 v24, v18, v22, s38
  v_xor_b32 v26, 4, v6
  v_lshlrev_b32 v27, 2, v26
  ds_bpermute_b32 v30, v27, v24
  v_max_f32 v31, v24, v24
  s_waitcnt lgkmcnt(0)
  v_max_f32 v33, v30, v30
  v_max_f32 v35, v31, v33
  v_cmp_eq_f32_e64 s16, v24, v30
  v_and_b32 v39, v24, v30
  v_cndmask_b32_e64 v41, v35, v39, s16
  v_xor_b32 v43, 8, v6
  v_lshlrev_b32 v45, 2, v43
  ds_bpermute_b32 v47, v45, v41
  v_max_f32 v1, v41, v41
  s_waitcnt lgkmcnt(0)
  v_max_f32 v2, v47, v47
  v_max_f32 v1, v1, v2
  v_cmp_eq_f32_e64 s16, v41, v47
  v_and_b32 v2, v41, v47
  v_cndmask_b32_e64 v2, v1, v2, s16
  v_xor_b32 v1, 16, v6
  v_lshlrev_b32 v1, 2, v1
  ds_bpermute_b32 v3, v1, v2
  v_max_f32 v4, v2, v2
  s_waitcnt lgkmcnt(0)
  v_max_f32 v6, v3, v3
  v_max_f32 v10, v4, v6
  v_cmp_eq_f32_e64 s20, v2, v3
  v_and_b32 v12, v2, v3
  v_cndmask_b32_e64 v14, v10, v12, s20
  v_mul_lo_u32 v16, v8, 4
  ds_store_b32 v16, v14
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_and_b32 v20, v8, 0xffffff9f
  v_mul_lo_u32 v22, v20, 4
  ds_load_b32 v24, v22
  ds_load_b32 v26, v22 offset:128
  ds_load_b32 v30, v22 offset:256
  ds_load_b32 v31, v22 offset:384
  s_waitcnt lgkmcnt(0)
  v_max_f32 v32, v24, v24
  v_max_f32 v34, v26, v26
  v_max_f32 v36, v32, v34
  v_cmp_eq_f32_e64 s16, v24, v26
  v_and_b32 v41, v24, v26
  v_cndmask_b32_e64 v43, v36, v41, s16
  v_max_f32 v44, v30, v30
  v_max_f32 v46, v31, v31
  v_max_f32 v2, v44, v46
  v_cmp_eq_f32_e64 s16, v30, v31
  v_and_b32 v3, v30, v31
  v_cndmask_b32_e64 v2, v2, v3, s16
  v_max_f32 v3, v43, v43
  v_max_f32 v4, v2, v2
  v_max_f32 v3, v3, v4
  v_cmp_eq_f32_e64 s16, v43, v2
  v_and_b32 v2, v43, v2
  v_cndmask_b32_e64 v3, v3, v2, s16
  v_sub_f32 v5, v15, v3
  v_sub_f32 v7, v17, v3
  v_sub_f32 v10, v19, v3
  v_sub_f32 v11, v21, v3
  v_sub_f32 v13, v23, v3
  v_sub_f32 v15, v25, v3
  v_sub_f32 v17, v28, v3
  v_sub_f32 v20, v29, v3
  v_mul_f32 v21, 0x3fb8aa3b, v5
  v_fma_f32 v23, v5, 0x3fb8aa3b, -v21
  v_fma_f32 v25, v5, 0x32a57060, v23
  v_and_b32 v28, 0x7fffffff, v25
  v_cmp_gt_f32_e64 s58, 0x3f800000, v28
  v_cndmask_b32_e64 v31, 0, v25, s58
  v_mul_f32 v33, 0x3f317218, v31
  v_cmp_le_f32_e64 s70, 0x43000000, v21
  v_cndmask_b32_e64 v37, 0, 0x3f800000, s70
  v_sub_f32 v39, v21, v37
  v_cmp_gt_f32_e64 s16, 0xc2fc0000, v39
  v_cndmask_b32_e64 v43, 0, 0x42800000, s16
  v_add_f32 v46, v39, v43
  v_exp_f32 v47, v46
  v_cndmask_b32_e64 v2, 0x3f800000, 0x1f800000, s16
  v_mul_f32 v2, v47, v2
  v_fma_f32 v3, v2, v33, v2
  v_cmp_eq_f32_e64 s16, 0x7f800000, v2
  v_cndmask_b32_e64 v2, v3, v2, s16
  v_cndmask_b32_e64 v3, 0x3f800000, 0x40000000, s70
  v_mul_f32 v2, v2, v3
  v_mul_f32 v3, 0x3fb8aa3b, v7
  v_fma_f32 v4, v7, 0x3fb8aa3b, -v3
  v_fma_f32 v4, v7, 0x32a57060, v4
  v_and_b32 v6, 0x7fffffff, v4
  v_cmp_gt_f32_e64 s16, 0x3f800000, v6
  v_cndmask_b32_e64 v12, 0, v4, s16
  v_mul_f32 v12, 0x3f317218, v12
  v_cmp_le_f32_e64 s28, 0x43000000, v3
  v_cndmask_b32_e64 v18, 0, 0x3f800000, s28
  v_sub_f32 v18, v3, v18
  v_cmp_gt_f32_e64 s40, 0xc2fc0000, v18
  v_cndmask_b32_e64 v23, 0, 0x42800000, s40
  v_add_f32 v24, v18, v23
  v_exp_f32 v26, v24
  v_cndmask_b32_e64 v28, 0x3f800000, 0x1f800000, s40
  v_mul_f32 v30, v26, v28
  v_fma_f32 v32, v30, v12, v30
  v_cmp_eq_f32_e64 s68, 0x7f800000, v30
  v_cndmask_b32_e64 v36, v32, v30, s68
  v_cndmask_b32_e64 v38, 0x3f800000, 0x40000000, s28
  v_mul_f32 v41, v36, v38
  v_mul_f32 v43, 0x3fb8aa3b, v10
  v_fma_f32 v44, v10, 0x3fb8aa3b, -v43
  v_fma_f32 v46, v10, 0x32a57060, v44
  v_and_b32 v3, 0x7fffffff, v46
  v_cmp_gt_f32_e64 s16, 0x3f800000, v3
  v_cndmask_b32_e64 v3, 0, v46, s16
  v_mul_f32 v3, 0x3f317218, v3
  v_cmp_le_f32_e64 s16, 0x43000000, v43
  v_cndmask_b32_e64 v4, 0, 0x3f800000, s16
  v_sub_f32 v4, v43, v4
  v_cmp_gt_f32_e64 s18, 0xc2fc0000, v4
  v_cndmask_b32_e64 v5, 0, 0x42800000, s18
  v_add_f32 v4, v4, v5
  v_exp_f32 v5, v4
  v_cndmask_b32_e64 v7, 0x3f800000, 0x1f800000, s18
  v_mul_f32 v10, v5, v7
  v_fma_f32 v12, v10, v3, v10
  v_cmp_eq_f32_e64 s26, 0x7f800000, v10
  v_cndmask_b32_e64 v18, v12, v10, s26
  v_cndmask_b32_e64 v19, 0x3f800000, 0x40000000, s16
  v_mul_f32 v19, v18, v19
  v_mul_f32 v21, 0x3fb8aa3b, v11
  v_fma_f32 v23, v11, 0x3fb8aa3b, -v21
  v_fma_f32 v25, v11, 0x32a57060, v23
  v_and_b32 v28, 0x7fffffff, v25
  v_cmp_gt_f32_e64 s58, 0x3f800000, v28
  v_cndmask_b32_e64 v31, 0, v25, s58
  v_mul_f32 v33, 0x3f317218, v31
  v_cmp_le_f32_e64 s70, 0x43000000, v21
  v_cndmask_b32_e64 v37, 0, 0x3f800000, s70
  v_sub_f32 v39, v21, v37
  v_cmp_gt_f32_e64 s16, 0xc2fc0000, v39
  v_cndmask_b32_e64 v43, 0, 0x42800000, s16
  v_add_f32 v46, v39, v43
  v_exp_f32 v47, v46
  v_cndmask_b32_e64 v3, 0x3f800000, 0x1f800000, s16
  v_mul_f32 v3, v47, v3
  v_fma_f32 v4, v3, v33, v3
  v_cmp_eq_f32_e64 s16, 0x7f800000, v3
  v_cndmask_b32_e64 v3, v4, v3, s16
  v_cndmask_b32_e64 v4, 0x3f800000, 0x40000000, s70
  v_mul_f32 v3, v3, v4
  v_mul_f32 v4, 0x3fb8aa3b, v13
  v_fma_f32 v5, v13, 0x3fb8aa3b, -v4
  v_fma_f32 v5, v13, 0x32a57060, v5
  v_and_b32 v6, 0x7fffffff, v5
  v_cmp_gt_f32_e64 s16, 0x3f800000, v6
  v_cndmask_b32_e64 v10, 0, v5, s16
  v_mul_f32 v12, 0x3f317218, v10
  v_cmp_le_f32_e64 s28, 0x43000000, v4
  v_cndmask_b32_e64 v18, 0, 0x3f800000, s28
  v_sub_f32 v18, v4, v18
  v_cmp_gt_f32_e64 s40, 0xc2fc0000, v18
  v_cndmask_b32_e64 v23, 0, 0x42800000, s40
  v_add_f32 v24, v18, v23
  v_exp_f32 v26, v24
  v_cndmask_b32_e64 v28, 0x3f800000, 0x1f800000, s40
  v_mul_f32 v30, v26, v28
  v_fma_f32 v32, v30, v12, v30
  v_cmp_eq_f32_e64 s68, 0x7f800000, v30
  v_cndmask_b32_e64 v36, v32, v30, s68
  v_cndmask_b32_e64 v38, 0x3f800000, 0x40000000, s28
  v_mul_f32 v43, v36, v38
  v_mul_f32 v44, 0x3fb8aa3b, v15
  v_fma_f32 v46, v15, 0x3fb8aa3b, -v44
  v_fma_f32 v46, v15, 0x32a57060, v46
  v_and_b32 v4, 0x7fffffff, v46
  v_cmp_gt_f32_e64 s16, 0x3f800000, v4
  v_cndmask_b32_e64 v4, 0, v46, s16
  v_mul_f32 v4, 0x3f317218, v4
  v_cmp_le_f32_e64 s16, 0x43000000, v44
  v_cndmask_b32_e64 v5, 0, 0x3f800000, s16
  v_sub_f32 v5, v44, v5
  v_cmp_gt_f32_e64 s18, 0xc2fc0000, v5
  v_cndmask_b32_e64 v6, 0, 0x42800000, s18
  v_add_f32 v5, v5, v6
  v_exp_f32 v5, v5
  v_cndmask_b32_e64 v7, 0x3f800000, 0x1f800000, s18
  v_mul_f32 v10, v5, v7
  v_fma_f32 v11, v10, v4, v10
  v_cmp_eq_f32_e64 s26, 0x7f800000, v10
  v_cndmask_b32_e64 v15, v11, v10, s26
  v_cndmask_b32_e64 v18, 0x3f800000, 0x40000000, s16
  v_mul_f32 v21, v15, v18
  v_mul_f32 v23, 0x3fb8aa3b, v17
  v_fma_f32 v24, v17, 0x3fb8aa3b, -v23
  v_fma_f32 v25, v17, 0x32a57060, v24
  v_and_b32 v28, 0x7fffffff, v25
  v_cmp_gt_f32_e64 s58, 0x3f800000, v28
  v_cndmask_b32_e64 v31, 0, v25, s58
  v_mul_f32 v33, 0x3f317218, v31
  v_cmp_le_f32_e64 s70, 0x43000000, v23
  v_cndmask_b32_e64 v37, 0, 0x3f800000, s70
  v_sub_f32 v39, v23, v37
  v_cmp_gt_f32_e64 s16, 0xc2fc0000, v39
  v_cndmask_b32_e64 v44, 0, 0x42800000, s16
  v_add_f32 v46, v39, v44
  v_exp_f32 v47, v46
  v_cndmask_b32_e64 v4, 0x3f800000, 0x1f800000, s16
  v_mul_f32 v4, v47, v4
  v_fma_f32 v5, v4, v33, v4
  v_cmp_eq_f32_e64 s16, 0x7f800000, v4
  v_cndmask_b32_e64 v4, v5, v4, s16
  v_cndmask_b32_e64 v5, 0x3f800000, 0x40000000, s70
  v_mul_f32 v4, v4, v5
  v_mul_f32 v5, 0x3fb8aa3b, v20
  v_fma_f32 v6, v20, 0x3fb8aa3b, -v5
  v_fma_f32 v6, v20, 0x32a57060, v6
  v_and_b32 v7, 0x7fffffff, v6
  v_cmp_gt_f32_e64 s16, 0x3f800000, v7
  v_cndmask_b32_e64 v10, 0, v6, s16
  v_mul_f32 v12, 0x3f317218, v10
  v_cmp_le_f32_e64 s28, 0x43000000, v5
  v_cndmask_b32_e64 v17, 0, 0x3f800000, s28
  v_sub_f32 v18, v5, v17
  v_cmp_gt_f32_e64 s40, 0xc2fc0000, v18
  v_cndmask_b32_e64 v23, 0, 0x42800000, s40
  v_add_f32 v24, v18, v23
  v_exp_f32 v26, v24
  v_cndmask_b32_e64 v28, 0x3f800000, 0x1f800000, s40
  v_mul_f32 v30, v26, v28
  v_fma_f32 v32, v30, v12, v30
  v_cmp_eq_f32_e64 s68, 0x7f800000, v30
  v_cndmask_b32_e64 v36, v32, v30, s68
  v_cndmask_b32_e64 v38, 0x3f800000, 0x40000000, s28
  v_mul_f32 v44, v36, v38
  v_add_f32 v46, v2, v41
  v_add_f32 v46, v46, v19
  v_add_f32 v46, v46, v3
  v_add_f32 v5, v46, v43
  v_add_f32 v5, v5, v21
  v_add_f32 v5, v5, v4
  v_add_f32 v5, v5, v44
  ds_bpermute_b32 v0, v0, v5
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v5, v0
  ds_bpermute_b32 v5, v9, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v5
  ds_bpermute_b32 v5, v27, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v5, v0, v5
  ds_bpermute_b32 v6, v45, v5
  s_waitcnt lgkmcnt(0)
  v_add_f32 v7, v5, v6
  ds_bpermute_b32 v9, v1, v7
  s_waitcnt lgkmcnt(0)
  v_add_f32 v11, v7, v9
  ds_store_b32 v16, v11 offset:512
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  ds_load_b32 v15, v22 offset:512
  ds_load_b32 v17, v22 offset:640
  ds_load_b32 v20, v22 offset:768
  ds_load_b32 v22, v22 offset:896
  s_waitcnt lgkmcnt(0)
  v_add_f32 v23, v15, v17
  v_add_f32 v25, v20, v22
  v_add_f32 v27, v23, v25
  v_add_co_u32 v48, vcc_lo, s24, v40
  v_add_co_ci_u32 v49, vcc_lo, s25, v42, vcc_lo
  v_div_scale_f32 v31, vcc_lo, v27, v27, v2
  v_div_scale_f32 v33, vcc_lo, v2, v27, v2
  v_rcp_f32 v35, v31
  v_fma_f32 v37, -v31, v35, 0x3f800000
  v_fma_f32 v39, v37, v35, v35
  v_mul_f32 v42, v33, v39
  v_fma_f32 v45, -v31, v42, v33
  v_fma_f32 v45, v45, v39, v42
  v_fma_f32 v47, -v31, v45, v33
  s_nop 3
  v_div_fmas_f32 v0, v47, v39, v45
  v_div_fixup_f32 v0, v0, v27, v2
  v_div_scale_f32 v1, vcc_lo, v27, v27, v41
  v_div_scale_f32 v2, vcc_lo, v41, v27, v41
  v_rcp_f32 v5, v1
  v_fma_f32 v6, -v1, v5, 0x3f800000
  v_fma_f32 v5, v6, v5, v5
  v_mul_f32 v6, v2, v5
  v_fma_f32 v7, -v1, v6, v2
  v_fma_f32 v6, v7, v5, v6
  v_fma_f32 v7, -v1, v6, v2
  s_nop 3
  v_div_fmas_f32 v8, v7, v5, v6
  v_div_fixup_f32 v10, v8, v27, v41
  v_div_scale_f32 v12, vcc_lo, v27, v27, v19
  v_div_scale_f32 v14, vcc_lo, v19, v27, v19
  v_rcp_f32 v16, v12
  v_fma_f32 v18, -v12, v16, 0x3f800000
  v_fma_f32 v20, v18, v16, v16
  v_mul_f32 v22, v14, v20
  v_fma_f32 v24, -v12, v22, v14
  v_fma_f32 v26, v24, v20, v22
  v_fma_f32 v28, -v12, v26, v14
  s_nop 3
  v_div_fmas_f32 v30, v28, v20, v26
  v_div_fixup_f32 v32, v30, v27, v19
  v_div_scale_f32 v34, vcc_lo, v27, v27, v3
  v_div_scale_f32 v36, vcc_lo, v3, v27, v3
  v_rcp_f32 v38, v34
  v_fma_f32 v40, -v34, v38, 0x3f800000
  v_fma_f32 v42, v40, v38, v38
  v_mul_f32 v45, v36, v42
  v_fma_f32 v46, -v34, v45, v36
  v_fma_f32 v1, v46, v42, v45
  v_fma_f32 v2, -v34, v1, v36
  s_nop 3
  v_div_fmas_f32 v1, v2, v42, v1
  v_div_fixup_f32 v1, v1, v27, v3
  v_div_scale_f32 v2, vcc_lo, v27, v27, v43
  v_div_scale_f32 v3, vcc_lo, v43, v27, v43
  v_rcp_f32 v5, v2
  v_fma_f32 v6, -v2, v5, 0x3f800000
  v_fma_f32 v5, v6, v5, v5
  v_mul_f32 v6, v3, v5
  v_fma_f32 v7, -v2, v6, v3
  v_fma_f32 v7, v7, v5, v6
  v_fma_f32 v9, -v2, v7, v3
  s_nop 3
  v_div_fmas_f32 v11, v9, v5, v7
  v_div_fixup_f32 v13, v11, v27, v43
  v_div_scale_f32 v15, vcc_lo, v27, v27, v21
  v_div_scale_f32 v17, vcc_lo, v21, v27, v21
  v_rcp_f32 v19, v15
  v_fma_f32 v22, -v15, v19, 0x3f800000
  v_fma_f32 v23, v22, v19, v19
  v_mul_f32 v25, v17, v23
  v_fma_f32 v28, -v15, v25, v17
  v_fma_f32 v29, v28, v23, v25
  v_fma_f32 v31, -v15, v29, v17
  s_nop 3
  v_div_fmas_f32 v33, v31, v23, v29
  v_div_fixup_f32 v35, v33, v27, v21
  v_div_scale_f32 v37, vcc_lo, v27, v27, v4
  v_div_scale_f32 v39, vcc_lo, v4, v27, v4
  v_rcp_f32 v41, v37
  v_fma_f32 v43, -v37, v41, 0x3f800000
  v_fma_f32 v45, v43, v41, v41
  v_mul_f32 v47, v39, v45
  v_fma_f32 v2, -v37, v47, v39
  v_fma_f32 v2, v2, v45, v47
  v_fma_f32 v3, -v37, v2, v39
  s_nop 3
  v_div_fmas_f32 v2, v3, v45, v2
  v_div_fixup_f32 v2, v2, v27, v4
  v_div_scale_f32 v3, vcc_lo, v27, v27, v44
  v_div_scale_f32 v4, vcc_lo, v44, v27, v44
  v_rcp_f32 v5, v3
  v_fma_f32 v6, -v3, v5, 0x3f800000
  v_fma_f32 v5, v6, v5, v5
  v_mul_f32 v6, v4, v5
  v_fma_f32 v8, -v3, v6, v4
  v_fma_f32 v11, v8, v5, v6
  v_fma_f32 v12, -v3, v11, v4
  s_nop 3
  v_div_fmas_f32 v14, v12, v5, v11
  v_div_fixup_f32 v16, v14, v27, v44
  v_cvt_f16_f32 v18, v0
  v_cvt_f16_f32 v20, v10
  v_cvt_f16_f32 v22, v32
  v_cvt_f16_f32 v24, v1
  v_cvt_f16_f32 v26, v13
  v_cvt_f16_f32 v28, v35
  v_cvt_f16_f32 v30, v2
  v_cvt_f16_f32 v32, v16
  s_and_saveexec_b32 s72, s14
  global_store_b16 v[48:49], v18, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s12
  global_store_b16 v[48:49], v20, off offset:2
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s10
  global_store_b16 v[48:49], v22, off offset:4
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s8
  global_store_b16 v[48:49], v24, off offset:6
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s6
  global_store_b16 v[48:49], v26, off offset:8
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s4
  global_store_b16 v[48:49], v28, off offset:10
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s2
  global_store_b16 v[48:49], v30, off offset:12
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s0
  global_store_b16 v[48:49], v32, off offset:14
  s_mov_b32 exec_lo, s72
  s_endpgm
.Lsoftmax_f16_end:
.size softmax_f16, .Lsoftmax_f16_end-softmax_f16
; 74 SGPRs, 50 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 50
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
    .vgpr_count: 50
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
