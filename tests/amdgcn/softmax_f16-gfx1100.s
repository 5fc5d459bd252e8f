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
  v_cvt_f32_f16 v27, v11
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
  v_max_f32 v28, v26, v26
  v_max_f32 v30, v27, v27
  v_max_f32 v32, v28, v30
  v_cmp_eq_f32_e64 s68, v26, v27
  v_and_b32 v36, v26, v27
  v_cndmask_b32_e64 v39, v32, v36, s68
  v_max_f32 v40, v39, v39
  v_max_f32 v42, v29, v29
  v_max_f32 v44, v40, v42
  v_cmp_eq_f32_e64 s16, v39, v29
  v_and_b32 v0, v39, v29
  v_cndmask_b32_e64 v0, v44, v0, s16
  v_xor_b32 v1, 1, v6
  v_lshlrev_b32 v1, 2, v1
  ds_bpermute_b32 v1, v1, v0
  v_max_f32 v2, v0, v0
  s_waitcnt lgkmcnt(0)
  v_max_f32 v3, v1, v1
  v_max_f32 v2, v2, v3
  v_cmp_eq_f32_e64 s16, v0, v1
  v_and_b32 v3, v0, v1
  v_cndmask_b32_e64 v5, v2, v3, s16
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
  v_lshlrev_b32 v28, 2, v26
  ds_bpermute_b32 v30, v28, v24
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
  v_max_f32 v0, v41, v41
  s_waitcnt lgkmcnt(0)
  v_max_f32 v1, v47, v47
  v_max_f32 v0, v0, v1
  v_cmp_eq_f32_e64 s16, v41, v47
  v_and_b32 v1, v41, v47
  v_cndmask_b32_e64 v0, v0, v1, s16
  v_xor_b32 v1, 16, v6
  v_lshlrev_b32 v1, 2, v1
  ds_bpermute_b32 v2, v1, v0
  v_max_f32 v4, v0, v0
  s_waitcnt lgkmcnt(0)
  v_max_f32 v7, v2, v2
  v_max_f32 v9, v4, v7
  v_cmp_eq_f32_e64 s20, v0, v2
  v_and_b32 v12, v0, v2
  v_cndmask_b32_e64 v14, v9, v12, s20
  v_mul_lo_u32 v16, v8, 4
  ds_store_b32 v16, v14
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_and_b32 v20, v8, 0xffffff9f
  v_mul_lo_u32 v22, v20, 4
  ds_load_b32 v24, v22
  ds_load_b32 v26, v22 offset:128
  ds_load_b32 v28, v22 offset:256
  ds_load_b32 v30, v22 offset:384
  s_waitcnt lgkmcnt(0)
  v_max_f32 v32, v24, v24
  v_max_f32 v34, v26, v26
  v_max_f32 v36, v32, v34
  v_cmp_eq_f32_e64 s16, v24, v26
  v_and_b32 v40, v24, v26
  v_cndmask_b32_e64 v42, v36, v40, s16
  v_max_f32 v44, v28, v28
  v_max_f32 v46, v30, v30
  v_max_f32 v0, v44, v46
  v_cmp_eq_f32_e64 s16, v28, v30
  v_and_b32 v1, v28, v30
  v_cndmask_b32_e64 v0, v0, v1, s16
  v_max_f32 v1, v42, v42
  v_max_f32 v2, v0, v0
  v_max_f32 v1, v1, v2
  v_cmp_eq_f32_e64 s16, v42, v0
  v_and_b32 v2, v42, v0
  v_cndmask_b32_e64 v3, v1, v2, s16
  v_sub_f32 v5, v15, v3
  v_sub_f32 v7, v17, v3
  v_sub_f32 v9, v19, v3
  v_sub_f32 v11, v21, v3
  v_sub_f32 v13, v23, v3
  v_sub_f32 v15, v25, v3
  v_sub_f32 v17, v27, v3
  v_sub_f32 v20, v29, v3
  v_mul_f32 v21, 0x3fb8aa3b, v5
  v_fma_f32 v23, v5, 0x3fb8aa3b, -v21
  v_fma_f32 v25, v5, 0x32a57060, v23
  v_and_b32 v27, 0x7fffffff, v25
  v_cmp_gt_f32_e64 s58, 0x3f800000, v27
  v_cndmask_b32_e64 v31, 0, v25, s58
  v_mul_f32 v33, 0x3f317218, v31
  v_cmp_le_f32_e64 s70, 0x43000000, v21
  v_cndmask_b32_e64 v37, 0, 0x3f800000, s70
  v_sub_f32 v39, v21, v37
  v_cmp_gt_f32_e64 s16, 0xc2fc0000, v39
  v_cndmask_b32_e64 v43, 0, 0x42800000, s16
  v_add_f32 v45, v39, v43
  v_exp_f32 v47, v45
  v_cndmask_b32_e64 v0, 0x3f800000, 0x1f800000, s16
  v_mul_f32 v0, v47, v0
  v_fma_f32 v1, v0, v33, v0
  v_cmp_eq_f32_e64 s16, 0x7f800000, v0
  v_cndmask_b32_e64 v0, v1, v0, s16
  v_cndmask_b32_e64 v1, 0x3f800000, 0x40000000, s70
  v_mul_f32 v0, v0, v1
  v_mul_f32 v1, 0x3fb8aa3b, v7
  v_fma_f32 v2, v7, 0x3fb8aa3b, -v1
  v_fma_f32 v4, v7, 0x32a57060, v2
  v_and_b32 v7, 0x7fffffff, v4
  v_cmp_gt_f32_e64 s16, 0x3f800000, v7
  v_cndmask_b32_e64 v10, 0, v4, s16
  v_mul_f32 v12, 0x3f317218, v10
  v_cmp_le_f32_e64 s28, 0x43000000, v1
  v_cndmask_b32_e64 v18, 0, 0x3f800000, s28
  v_sub_f32 v18, v1, v18
  v_cmp_gt_f32_e64 s40, 0xc2fc0000, v18
  v_cndmask_b32_e64 v23, 0, 0x42800000, s40
  v_add_f32 v24, v18, v23
  v_exp_f32 v26, v24
  v_cndmask_b32_e64 v28, 0x3f800000, 0x1f800000, s40
  v_mul_f32 v30, v26, v28
  v_fma_f32 v32, v30, v12, v30
  v_cmp_eq_f32_e64 s68, 0x7f800000, v30
  v_cndmask_b32_e64 v36, v32, v30, s68
  v_cndmask_b32_e64 v39, 0x3f800000, 0x40000000, s28
  v_mul_f32 v40, v36, v39
  v_mul_f32 v42, 0x3fb8aa3b, v9
  v_fma_f32 v44, v9, 0x3fb8aa3b, -v42
  v_fma_f32 v46, v9, 0x32a57060, v44
  v_and_b32 v1, 0x7fffffff, v46
  v_cmp_gt_f32_e64 s16, 0x3f800000, v1
  v_cndmask_b32_e64 v1, 0, v46, s16
  v_mul_f32 v1, 0x3f317218, v1
  v_cmp_le_f32_e64 s16, 0x43000000, v42
  v_cndmask_b32_e64 v2, 0, 0x3f800000, s16
  v_sub_f32 v2, v42, v2
  v_cmp_gt_f32_e64 s18, 0xc2fc0000, v2
  v_cndmask_b32_e64 v3, 0, 0x42800000, s18
  v_add_f32 v3, v2, v3
  v_exp_f32 v5, v3
  v_cndmask_b32_e64 v7, 0x3f800000, 0x1f800000, s18
  v_mul_f32 v9, v5, v7
  v_fma_f32 v12, v9, v1, v9
  v_cmp_eq_f32_e64 s26, 0x7f800000, v9
  v_cndmask_b32_e64 v18, v12, v9, s26
  v_cndmask_b32_e64 v19, 0x3f800000, 0x40000000, s16
  v_mul_f32 v19, v18, v19
  v_mul_f32 v21, 0x3fb8aa3b, v11
  v_fma_f32 v23, v11, 0x3fb8aa3b, -v21
  v_fma_f32 v25, v11, 0x32a57060, v23
  v_and_b32 v27, 0x7fffffff, v25
  v_cmp_gt_f32_e64 s58, 0x3f800000, v27
  v_cndmask_b32_e64 v31, 0, v25, s58
  v_mul_f32 v33, 0x3f317218, v31
  v_cmp_le_f32_e64 s70, 0x43000000, v21
  v_cndmask_b32_e64 v37, 0, 0x3f800000, s70
  v_sub_f32 v39, v21, v37
  v_cmp_gt_f32_e64 s16, 0xc2fc0000, v39
  v_cndmask_b32_e64 v43, 0, 0x42800000, s16
  v_add_f32 v45, v39, v43
  v_exp_f32 v47, v45
  v_cndmask_b32_e64 v1, 0x3f800000, 0x1f800000, s16
  v_mul_f32 v1, v47, v1
  v_fma_f32 v2, v1, v33, v1
  v_cmp_eq_f32_e64 s16, 0x7f800000, v1
  v_cndmask_b32_e64 v1, v2, v1, s16
  v_cndmask_b32_e64 v2, 0x3f800000, 0x40000000, s70
  v_mul_f32 v1, v1, v2
  v_mul_f32 v2, 0x3fb8aa3b, v13
  v_fma_f32 v3, v13, 0x3fb8aa3b, -v2
  v_fma_f32 v4, v13, 0x32a57060, v3
  v_and_b32 v7, 0x7fffffff, v4
  v_cmp_gt_f32_e64 s16, 0x3f800000, v7
  v_cndmask_b32_e64 v10, 0, v4, s16
  v_mul_f32 v12, 0x3f317218, v10
  v_cmp_le_f32_e64 s28, 0x43000000, v2
  v_cndmask_b32_e64 v18, 0, 0x3f800000, s28
  v_sub_f32 v18, v2, v18
  v_cmp_gt_f32_e64 s40, 0xc2fc0000, v18
  v_cndmask_b32_e64 v23, 0, 0x42800000, s40
  v_add_f32 v24, v18, v23
  v_exp_f32 v26, v24
  v_cndmask_b32_e64 v28, 0x3f800000, 0x1f800000, s40
  v_mul_f32 v30, v26, v28
  v_fma_f32 v32, v30, v12, v30
  v_cmp_eq_f32_e64 s68, 0x7f800000, v30
  v_cndmask_b32_e64 v36, v32, v30, s68
  v_cndmask_b32_e64 v39, 0x3f800000, 0x40000000, s28
  v_mul_f32 v41, v36, v39
  v_mul_f32 v42, 0x3fb8aa3b, v15
  v_fma_f32 v44, v15, 0x3fb8aa3b, -v42
  v_fma_f32 v46, v15, 0x32a57060, v44
  v_and_b32 v2, 0x7fffffff, v46
  v_cmp_gt_f32_e64 s16, 0x3f800000, v2
  v_cndmask_b32_e64 v2, 0, v46, s16
  v_mul_f32 v2, 0x3f317218, v2
  v_cmp_le_f32_e64 s16, 0x43000000, v42
  v_cndmask_b32_e64 v3, 0, 0x3f800000, s16
  v_sub_f32 v3, v42, v3
  v_cmp_gt_f32_e64 s18, 0xc2fc0000, v3
  v_cndmask_b32_e64 v4, 0, 0x42800000, s18
  v_add_f32 v3, v3, v4
  v_exp_f32 v5, v3
  v_cndmask_b32_e64 v7, 0x3f800000, 0x1f800000, s18
  v_mul_f32 v9, v5, v7
  v_fma_f32 v11, v9, v2, v9
  v_cmp_eq_f32_e64 s26, 0x7f800000, v9
  v_cndmask_b32_e64 v15, v11, v9, s26
  v_cndmask_b32_e64 v18, 0x3f800000, 0x40000000, s16
  v_mul_f32 v21, v15, v18
  v_mul_f32 v23, 0x3fb8aa3b, v17
  v_fma_f32 v24, v17, 0x3fb8aa3b, -v23
  v_fma_f32 v25, v17, 0x32a57060, v24
  v_and_b32 v27, 0x7fffffff, v25
  v_cmp_gt_f32_e64 s58, 0x3f800000, v27
  v_cndmask_b32_e64 v31, 0, v25, s58
  v_mul_f32 v33, 0x3f317218, v31
  v_cmp_le_f32_e64 s70, 0x43000000, v23
  v_cndmask_b32_e64 v37, 0, 0x3f800000, s70
  v_sub_f32 v39, v23, v37
  v_cmp_gt_f32_e64 s16, 0xc2fc0000, v39
  v_cndmask_b32_e64 v43, 0, 0x42800000, s16
  v_add_f32 v45, v39, v43
  v_exp_f32 v47, v45
  v_cndmask_b32_e64 v2, 0x3f800000, 0x1f800000, s16
  v_mul_f32 v2, v47, v2
  v_fma_f32 v3, v2, v33, v2
  v_cmp_eq_f32_e64 s16, 0x7f800000, v2
  v_cndmask_b32_e64 v2, v3, v2, s16
  v_cndmask_b32_e64 v3, 0x3f800000, 0x40000000, s70
  v_mul_f32 v2, v2, v3
  v_mul_f32 v3, 0x3fb8aa3b, v20
  v_fma_f32 v4, v20, 0x3fb8aa3b, -v3
  v_fma_f32 v4, v20, 0x32a57060, v4
  v_and_b32 v7, 0x7fffffff, v4
  v_cmp_gt_f32_e64 s16, 0x3f800000, v7
  v_cndmask_b32_e64 v10, 0, v4, s16
  v_mul_f32 v12, 0x3f317218, v10
  v_cmp_le_f32_e64 s28, 0x43000000, v3
  v_cndmask_b32_e64 v17, 0, 0x3f800000, s28
  v_sub_f32 v18, v3, v17
  v_cmp_gt_f32_e64 s40, 0xc2fc0000, v18
  v_cndmask_b32_e64 v23, 0, 0x42800000, s40
  v_add_f32 v24, v18, v23
  v_exp_f32 v26, v24
  v_cndmask_b32_e64 v28, 0x3f800000, 0x1f800000, s40
  v_mul_f32 v30, v26, v28
  v_fma_f32 v32, v30, v12, v30
  v_cmp_eq_f32_e64 s68, 0x7f800000, v30
  v_cndmask_b32_e64 v36, v32, v30, s68
  v_cndmask_b32_e64 v39, 0x3f800000, 0x40000000, s28
  v_mul_f32 v42, v36, v39
  v_add_f32 v43, v0, v40
  v_add_f32 v44, v43, v19
  v_add_f32 v46, v44, v1
  v_add_f32 v3, v46, v41
  v_add_f32 v3, v3, v21
  v_add_f32 v3, v3, v2
  v_add_f32 v3, v3, v42
  v_xor_b32 v4, 1, v6
  v_lshlrev_b32 v4, 2, v4
  ds_bpermute_b32 v4, v4, v3
  s_waitcnt lgkmcnt(0)
  v_add_f32 v3, v3, v4
  v_xor_b32 v4, 2, v6
  v_lshlrev_b32 v4, 2, v4
  ds_bpermute_b32 v5, v4, v3
  s_waitcnt lgkmcnt(0)
  v_add_f32 v7, v3, v5
  v_xor_b32 v9, 4, v6
  v_lshlrev_b32 v11, 2, v9
  ds_bpermute_b32 v13, v11, v7
  s_waitcnt lgkmcnt(0)
  v_add_f32 v15, v7, v13
  v_xor_b32 v17, 8, v6
  v_lshlrev_b32 v20, 2, v17
  ds_bpermute_b32 v23, v20, v15
  s_waitcnt lgkmcnt(0)
  v_add_f32 v23, v15, v23
  v_xor_b32 v25, 16, v6
  v_lshlrev_b32 v27, 2, v25
  ds_bpermute_b32 v29, v27, v23
  s_waitcnt lgkmcnt(0)
  v_add_f32 v31, v23, v29
  ds_store_b32 v16, v31 offset:512
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  ds_load_b32 v35, v22 offset:512
  ds_load_b32 v37, v22 offset:640
  ds_load_b32 v39, v22 offset:768
  ds_load_b32 v44, v22 offset:896
  s_waitcnt lgkmcnt(0)
  v_add_f32 v43, v35, v37
  v_add_f32 v45, v39, v44
  v_add_f32 v47, v43, v45
  v_lshlrev_b32 v3, 1, v38
  v_ashrrev_i32 v4, 31, v38
  v_add_co_u32 v48, vcc_lo, s24, v3
  v_add_co_ci_u32 v49, vcc_lo, s25, v4, vcc_lo
  v_div_scale_f32 v3, vcc_lo, v47, v47, v0
  v_div_scale_f32 v4, vcc_lo, v0, v47, v0
  v_rcp_f32 v5, v3
  v_fma_f32 v6, -v3, v5, 0x3f800000
  v_fma_f32 v5, v6, v5, v5
  v_mul_f32 v6, v4, v5
  v_fma_f32 v7, -v3, v6, v4
  v_fma_f32 v6, v7, v5, v6
  v_fma_f32 v8, -v3, v6, v4
  s_nop 3
  v_div_fmas_f32 v10, v8, v5, v6
  v_div_fixup_f32 v12, v10, v47, v0
  v_div_scale_f32 v14, vcc_lo, v47, v47, v40
  v_div_scale_f32 v16, vcc_lo, v40, v47, v40
  v_rcp_f32 v18, v14
  v_fma_f32 v20, -v14, v18, 0x3f800000
  v_fma_f32 v22, v20, v18, v18
  v_mul_f32 v24, v16, v22
  v_fma_f32 v26, -v14, v24, v16
  v_fma_f32 v28, v26, v22, v24
  v_fma_f32 v30, -v14, v28, v16
  s_nop 3
  v_div_fmas_f32 v32, v30, v22, v28
  v_div_fixup_f32 v34, v32, v47, v40
  v_div_scale_f32 v36, vcc_lo, v47, v47, v19
  v_div_scale_f32 v38, vcc_lo, v19, v47, v19
  v_rcp_f32 v40, v36
  v_fma_f32 v43, -v36, v40, 0x3f800000
  v_fma_f32 v44, v43, v40, v40
  v_mul_f32 v46, v38, v44
  v_fma_f32 v0, -v36, v46, v38
  v_fma_f32 v0, v0, v44, v46
  v_fma_f32 v3, -v36, v0, v38
  s_nop 3
  v_div_fmas_f32 v0, v3, v44, v0
  v_div_fixup_f32 v0, v0, v47, v19
  v_div_scale_f32 v3, vcc_lo, v47, v47, v1
  v_div_scale_f32 v4, vcc_lo, v1, v47, v1
  v_rcp_f32 v5, v3
  v_fma_f32 v6, -v3, v5, 0x3f800000
  v_fma_f32 v5, v6, v5, v5
  v_mul_f32 v6, v4, v5
  v_fma_f32 v7, -v3, v6, v4
  v_fma_f32 v9, v7, v5, v6
  v_fma_f32 v11, -v3, v9, v4
  s_nop 3
  v_div_fmas_f32 v13, v11, v5, v9
  v_div_fixup_f32 v15, v13, v47, v1
  v_div_scale_f32 v17, vcc_lo, v47, v47, v41
  v_div_scale_f32 v19, vcc_lo, v41, v47, v41
  v_rcp_f32 v22, v17
  v_fma_f32 v23, -v17, v22, 0x3f800000
  v_fma_f32 v25, v23, v22, v22
  v_mul_f32 v27, v19, v25
  v_fma_f32 v29, -v17, v27, v19
  v_fma_f32 v31, v29, v25, v27
  v_fma_f32 v33, -v17, v31, v19
  s_nop 3
  v_div_fmas_f32 v35, v33, v25, v31
  v_div_fixup_f32 v37, v35, v47, v41
  v_div_scale_f32 v39, vcc_lo, v47, v47, v21
  v_div_scale_f32 v41, vcc_lo, v21, v47, v21
  v_rcp_f32 v43, v39
  v_fma_f32 v45, -v39, v43, 0x3f800000
  v_fma_f32 v1, v45, v43, v43
  v_mul_f32 v3, v41, v1
  v_fma_f32 v4, -v39, v3, v41
  v_fma_f32 v3, v4, v1, v3
  v_fma_f32 v4, -v39, v3, v41
  s_nop 3
  v_div_fmas_f32 v1, v4, v1, v3
  v_div_fixup_f32 v1, v1, v47, v21
  v_div_scale_f32 v3, vcc_lo, v47, v47, v2
  v_div_scale_f32 v4, vcc_lo, v2, v47, v2
  v_rcp_f32 v5, v3
  v_fma_f32 v6, -v3, v5, 0x3f800000
  v_fma_f32 v6, v6, v5, v5
  v_mul_f32 v8, v4, v6
  v_fma_f32 v10, -v3, v8, v4
  v_fma_f32 v13, v10, v6, v8
  v_fma_f32 v14, -v3, v13, v4
  s_nop 3
  v_div_fmas_f32 v16, v14, v6, v13
  v_div_fixup_f32 v18, v16, v47, v2
  v_div_scale_f32 v20, vcc_lo, v47, v47, v42
  v_div_scale_f32 v22, vcc_lo, v42, v47, v42
  v_rcp_f32 v24, v20
  v_fma_f32 v26, -v20, v24, 0x3f800000
  v_fma_f32 v28, v26, v24, v24
  v_mul_f32 v30, v22, v28
  v_fma_f32 v32, -v20, v30, v22
  v_fma_f32 v35, v32, v28, v30
  v_fma_f32 v36, -v20, v35, v22
  s_nop 3
  v_div_fmas_f32 v38, v36, v28, v35
  v_div_fixup_f32 v40, v38, v47, v42
  v_cvt_f16_f32 v42, v12
  v_cvt_f16_f32 v44, v34
  v_cvt_f16_f32 v46, v0
  v_cvt_f16_f32 v4, v15
  v_cvt_f16_f32 v3, v37
  v_cvt_f16_f32 v2, v1
  v_cvt_f16_f32 v1, v18
  v_cvt_f16_f32 v0, v40
  s_and_saveexec_b32 s72, s14
  global_store_b16 v[48:49], v42, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s12
  global_store_b16 v[48:49], v44, off offset:2
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s10
  global_store_b16 v[48:49], v46, off offset:4
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s8
  global_store_b16 v[48:49], v4, off offset:6
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s6
  global_store_b16 v[48:49], v3, off offset:8
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s4
  global_store_b16 v[48:49], v2, off offset:10
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s2
  global_store_b16 v[48:49], v1, off offset:12
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s0
  global_store_b16 v[48:49], v0, off offset:14
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
