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
  v_and_b32 v9, 0x3ff, v0
  s_load_b64 s[20:21], s[0:1], 0x0
  s_load_b64 s[24:25], s[0:1], 0x8
  s_load_b32 s28, s[0:1], 0x10
  s_load_b32 s32, s[0:1], 0x14
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s36, s2, s28
  v_and_b32 v20, v9, 0x7f
  v_lshlrev_b32 v22, 2, v20
  v_add_nc_u32 v24, v22, 1
  v_add_nc_u32 v26, v22, 2
  v_add_nc_u32 v28, v22, 3
  v_add_nc_u32 v30, v22, 0x200
  v_add_nc_u32 v32, v22, 0x201
  v_add_nc_u32 v34, v22, 0x202
  v_add_nc_u32 v36, v22, 0x203
  v_add_nc_u32 v38, s36, v22
  v_add_nc_u32 v40, s36, v30
  v_lshlrev_b32 v42, 2, v38
  v_ashrrev_i32 v44, 30, v38
  v_add_co_u32 v50, vcc_lo, s20, v42
  v_add_co_ci_u32 v51, vcc_lo, s21, v44, vcc_lo
  v_lshlrev_b32 v0, 2, v40
  v_ashrrev_i32 v1, 30, v40
  v_add_co_u32 v48, vcc_lo, s20, v0
  v_add_co_ci_u32 v49, vcc_lo, s21, v1, vcc_lo
  v_cmp_lt_i32_e64 s14, v22, s32
  v_cmp_lt_i32_e64 s12, v24, s32
  v_cmp_lt_i32_e64 s8, v26, s32
  v_cmp_lt_i32_e64 s4, v28, s32
  v_cmp_lt_i32_e64 s0, v30, s32
  v_cmp_lt_i32_e64 s2, v32, s32
  v_cmp_lt_i32_e64 s6, v34, s32
  v_cmp_lt_i32_e64 s10, v36, s32
  v_mov_b32 v7, 0xff800000
  s_and_saveexec_b32 s68, s14
  global_load_b32 v7, v[50:51], off
  s_mov_b32 exec_lo, s68
  v_mov_b32 v10, 0xff800000
  s_and_saveexec_b32 s68, s12
  global_load_b32 v10, v[50:51], off offset:4
  s_mov_b32 exec_lo, s68
  v_mov_b32 v11, 0xff800000
  s_and_saveexec_b32 s68, s8
  global_load_b32 v11, v[50:51], off offset:8
  s_mov_b32 exec_lo, s68
  v_mov_b32 v13, 0xff800000
  s_and_saveexec_b32 s68, s4
  global_load_b32 v13, v[50:51], off offset:12
  s_mov_b32 exec_lo, s68
  v_mov_b32 v15, 0xff800000
  s_and_saveexec_b32 s68, s0
  global_load_b32 v15, v[48:49], off
  s_mov_b32 exec_lo, s68
  v_mov_b32 v17, 0xff800000
  s_and_saveexec_b32 s68, s2
  global_load_b32 v17, v[48:49], off offset:4
  s_mov_b32 exec_lo, s68
  v_mov_b32 v19, 0xff800000
  s_and_saveexec_b32 s68, s6
  global_load_b32 v19, v[48:49], off offset:8
  s_mov_b32 exec_lo, s68
  v_mov_b32 v21, 0xff800000
  s_and_saveexec_b32 s68, s10
  global_load_b32 v21, v[48:49], off offset:12
  s_mov_b32 exec_lo, s68
  s_waitcnt vmcnt(0)
  v_max_f32 v23, v7, v7
  v_max_f32 v25, v10, v10
  v_max_f32 v27, v23, v25
  v_cmp_eq_f32_e64 s58, v7, v10
  v_and_b32 v31, v7, v10
  v_cndmask_b32_e64 v33, v27, v31, s58
  v_max_f32 v35, v33, v33
  v_max_f32 v37, v11, v11
  v_max_f32 v39, v35, v37
  v_cmp_eq_f32_e64 s16, v33, v11
  v_and_b32 v43, v33, v11
  v_cndmask_b32_e64 v45, v39, v43, s16
  v_max_f32 v47, v45, v45
  v_max_f32 v0, v13, v13
  v_max_f32 v0, v47, v0
  v_cmp_eq_f32_e64 s16, v45, v13
  v_and_b32 v1, v45, v13
  v_cndmask_b32_e64 v0, v0, v1, s16
  v_max_f32 v1, v0, v0
  v_max_f32 v2, v15, v15
  v_max_f32 v1, v1, v2
  v_cmp_eq_f32_e64 s16, v0, v15
  v_and_b32 v4, v0, v15
  v_cndmask_b32_e64 v8, v1, v4, s16
  v_max_f32 v12, v8, v8
  v_max_f32 v14, v17, v17
  v_max_f32 v12, v12, v14
  v_cmp_eq_f32_e64 s28, v8, v17
  v_and_b32 v16, v8, v17
  v_cndmask_b32_e64 v18, v12, v16, s28
  v_max_f32 v20, v18, v18
  v_max_f32 v22, v19, v19
  v_max_f32 v24, v20, v22
  v_cmp_eq_f32_e64 s52, v18, v19
  v_and_b32 v28, v18, v19
  v_cndmask_b32_e64 v30, v24, v28, s52
  v_max_f32 v32, v30, v30
  v_max_f32 v34, v21, v21
  v_max_f32 v36, v32, v34
  v_cmp_eq_f32_e64 s16, v30, v21
  v_and_b32 v41, v30, v21
  v_cndmask_b32_e64 v42, v36, v41, s16
  v_xor_b32 v44, 1, v6
  v_lshlrev_b32 v46, 2, v44
  ds_bpermute_b32 v0, v46, v42
  v_max_f32 v1, v42, v42
  s_waitcnt lgkmcnt(0)
  v_max_f32 v2, v0, v0
  v_max_f32 v1, v1, v2
  v_cmp_eq_f32_e64 s16, v42, v0
  v_and_b32 v0, v42, v0
  v_cndmask_b32_e64 v0, v1, v0, s16
  v_xor_b32 v1, 2, v6
  v_lshlrev_b32 v1, 2, v1
  ds_bpermute_b32 v3, v1, v0
  v_max_f32 v5, v0, v0
  s_waitcnt lgkmcnt(0)
  v_max_f32 v8, v3, v3
  v_max_f32 v12, v5, v8
  v_cmp_eq_f32_e64 s22, v0, v3
  v_and_b32 v14, v0, v3
  v_cndmask_b32_e64 v16, v12, v14, s22
  v_xor_b32 v18, 4, v6
  v_lshlrev_b32 v20, 2, v18
  ds_bpermute_b32 v22, v20, v16
  v_max_f32 v23, v16, v16
  s_waitcnt lgkmcnt(0)
  v_max_f32 v25, v22, v22
  v_max_f32 v27, v23, v25
  v_cmp_eq_f32_e64 s58, v16, v22
  v_and_b32 v31, v16, v22
  v_cndmask_b32_e64 v33, v27, v31, s58
  v_xor_b32 v35, 8, v6
  v_lshlrev_b32 v37, 2, v35
  ds_bpermute_b32 v39, v37, v33
  v_max_f32 v41, v33, v33
  s_waitcnt lgkmcnt(0)
  v_max_f32 v43, v39, v39
  v_max_f32 v45, v41, v43
  v_cmp_eq_f32_e64 s16, v33, v39
  v_and_b32 v0, v33, v39
  v_cndmask_b32_e64 v0, v45, v0, s16
  v_xor_b32 v1, 16, v6
  v_lshlrev_b32 v1, 2, v1
  ds_bpermute_b32 v1, v1, v0
  v_max_f32 v2, v0, v0
  s_waitcnt lgkmcnt(0)
  v_max_f32 v3, v1, v1
  v_max_f32 v2, v2, v3
  v_cmp_eq_f32_e64 s16, v0, v1
  v_and_b32 v4, v0, v1
  v_cndmask_b32_e64 v12, v2, v4, s16
  v_mul_lo_u32 v8, v9, 4
  ds_store_b32 v8, v12
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_and_b32 v12, v9, 0xffffff9f
  v_mul_lo_u32 v14, v12, 4
  ds_load_b32 v16, v14
  ds_load_b32 v18, v14 offset:128
  ds_load_b32 v20, v14 offset:256
  ds_load_b32 v22, v14 offset:384
  s_waitcnt lgkmcnt(0)
  v_max_f32 v24, v16, v16
  v_max_f32 v26, v18, v18
  v_max_f32 v28, v24, v26
  v_cmp_eq_f32_e64 s60, v16, v18
  v_and_b32 v32, v16, v18
  v_cndmask_b32_e64 v34, v28, v32, s60
  v_max_f32 v36, v20, v20
  v_max_f32 v39, v22, v22
  v_max_f32 v41, v36, v39
  v_cmp_eq_f32_e64 s16, v20, v22
  v_and_b32 v44, v20, v22
  v_cndmask_b32_e64 v46, v41, v44, s16
  v_max_f32 v0, v34, v34
  v_max_f32 v1, v46, v46
  v_max_f32 v0, v0, v1
  v_cmp_eq_f32_e64 s16, v34, v46
  v_and_b32 v1, v34, v46
  v_cndmask_b32_e64 v4, v0, v1, s16
  v_sub_f32 v0, v7, v4
  v_sub_f32 v2, v10, v4
  v_sub_f32 v1, v11, v4
  v_sub_f32 v3, v13, v4
  v_sub_f32 v5, v15, v4
  v_sub_f32 v7, v17, v4
  v_sub_f32 v9, v19, v4
  v_sub_f32 v13, v21, v4
  v_mul_f32 v15, 0x3fb8aa3b, v0
  v_fma_f32 v16, v0, 0x3fb8aa3b, -v15
  v_fma_f32 v17, v0, 0x32a57060, v16
  v_and_b32 v19, 0x7fffffff, v17
  v_cmp_gt_f32_e64 s42, 0x3f800000, v19
  v_cndmask_b32_e64 v23, 0, v17, s42
  v_mul_f32 v25, 0x3f317218, v23
  v_cmp_le_f32_e64 s54, 0x43000000, v15
  v_cndmask_b32_e64 v29, 0, 0x3f800000, s54
  v_sub_f32 v31, v15, v29
  v_cmp_gt_f32_e64 s66, 0xc2fc0000, v31
  v_cndmask_b32_e64 v35, 0, 0x42800000, s66
  v_add_f32 v37, v31, v35
  v_exp_f32 v39, v37
  v_cndmask_b32_e64 v41, 0x3f800000, 0x1f800000, s66
  v_mul_f32 v43, v39, v41
  v_fma_f32 v45, v43, v25, v43
  v_cmp_eq_f32_e64 s16, 0x7f800000, v43
  v_cndmask_b32_e64 v0, v45, v43, s16
  v_cndmask_b32_e64 v4, 0x3f800000, 0x40000000, s54
  v_mul_f32 v0, v0, v4
  v_mul_f32 v10, 0x3fb8aa3b, v2
  v_fma_f32 v4, v2, 0x3fb8aa3b, -v10
  v_fma_f32 v2, v2, 0x32a57060, v4
  v_and_b32 v4, 0x7fffffff, v2
  v_cmp_gt_f32_e64 s16, 0x3f800000, v4
  v_cndmask_b32_e64 v2, 0, v2, s16
  v_mul_f32 v4, 0x3f317218, v2
  v_cmp_le_f32_e64 s16, 0x43000000, v10
  v_cndmask_b32_e64 v11, 0, 0x3f800000, s16
  v_sub_f32 v10, v10, v11
  v_cmp_gt_f32_e64 s26, 0xc2fc0000, v10
  v_cndmask_b32_e64 v15, 0, 0x42800000, s26
  v_add_f32 v16, v10, v15
  v_exp_f32 v18, v16
  v_cndmask_b32_e64 v20, 0x3f800000, 0x1f800000, s26
  v_mul_f32 v22, v18, v20
  v_fma_f32 v24, v22, v4, v22
  v_cmp_eq_f32_e64 s52, 0x7f800000, v22
  v_cndmask_b32_e64 v28, v24, v22, s52
  v_cndmask_b32_e64 v30, 0x3f800000, 0x40000000, s16
  v_mul_f32 v32, v28, v30
  v_mul_f32 v34, 0x3fb8aa3b, v1
  v_fma_f32 v36, v1, 0x3fb8aa3b, -v34
  v_fma_f32 v39, v1, 0x32a57060, v36
  v_and_b32 v41, 0x7fffffff, v39
  v_cmp_gt_f32_e64 s16, 0x3f800000, v41
  v_cndmask_b32_e64 v44, 0, v39, s16
  v_mul_f32 v46, 0x3f317218, v44
  v_cmp_le_f32_e64 s16, 0x43000000, v34
  v_cndmask_b32_e64 v1, 0, 0x3f800000, s16
  v_sub_f32 v1, v34, v1
  v_cmp_gt_f32_e64 s18, 0xc2fc0000, v1
  v_cndmask_b32_e64 v2, 0, 0x42800000, s18
  v_add_f32 v1, v1, v2
  v_exp_f32 v1, v1
  v_cndmask_b32_e64 v2, 0x3f800000, 0x1f800000, s18
  v_mul_f32 v1, v1, v2
  v_fma_f32 v4, v1, v46, v1
  v_cmp_eq_f32_e64 s18, 0x7f800000, v1
  v_cndmask_b32_e64 v10, v4, v1, s18
  v_cndmask_b32_e64 v11, 0x3f800000, 0x40000000, s16
  v_mul_f32 v11, v10, v11
  v_mul_f32 v15, 0x3fb8aa3b, v3
  v_fma_f32 v16, v3, 0x3fb8aa3b, -v15
  v_fma_f32 v17, v3, 0x32a57060, v16
  v_and_b32 v19, 0x7fffffff, v17
  v_cmp_gt_f32_e64 s42, 0x3f800000, v19
  v_cndmask_b32_e64 v23, 0, v17, s42
  v_mul_f32 v25, 0x3f317218, v23
  v_cmp_le_f32_e64 s54, 0x43000000, v15
  v_cndmask_b32_e64 v29, 0, 0x3f800000, s54
  v_sub_f32 v31, v15, v29
  v_cmp_gt_f32_e64 s66, 0xc2fc0000, v31
  v_cndmask_b32_e64 v35, 0, 0x42800000, s66
  v_add_f32 v37, v31, v35
  v_exp_f32 v39, v37
  v_cndmask_b32_e64 v41, 0x3f800000, 0x1f800000, s66
  v_mul_f32 v43, v39, v41
  v_fma_f32 v45, v43, v25, v43
  v_cmp_eq_f32_e64 s16, 0x7f800000, v43
  v_cndmask_b32_e64 v1, v45, v43, s16
  v_cndmask_b32_e64 v2, 0x3f800000, 0x40000000, s54
  v_mul_f32 v1, v1, v2
  v_mul_f32 v2, 0x3fb8aa3b, v5
  v_fma_f32 v3, v5, 0x3fb8aa3b, -v2
  v_fma_f32 v3, v5, 0x32a57060, v3
  v_and_b32 v4, 0x7fffffff, v3
  v_cmp_gt_f32_e64 s16, 0x3f800000, v4
  v_cndmask_b32_e64 v3, 0, v3, s16
  v_mul_f32 v4, 0x3f317218, v3
  v_cmp_le_f32_e64 s16, 0x43000000, v2
  v_cndmask_b32_e64 v10, 0, 0x3f800000, s16
  v_sub_f32 v10, v2, v10
  v_cmp_gt_f32_e64 s26, 0xc2fc0000, v10
  v_cndmask_b32_e64 v15, 0, 0x42800000, s26
  v_add_f32 v16, v10, v15
  v_exp_f32 v18, v16
  v_cndmask_b32_e64 v20, 0x3f800000, 0x1f800000, s26
  v_mul_f32 v22, v18, v20
  v_fma_f32 v24, v22, v4, v22
  v_cmp_eq_f32_e64 s52, 0x7f800000, v22
  v_cndmask_b32_e64 v28, v24, v22, s52
  v_cndmask_b32_e64 v30, 0x3f800000, 0x40000000, s16
  v_mul_f32 v33, v28, v30
  v_mul_f32 v34, 0x3fb8aa3b, v7
  v_fma_f32 v36, v7, 0x3fb8aa3b, -v34
  v_fma_f32 v39, v7, 0x32a57060, v36
  v_and_b32 v41, 0x7fffffff, v39
  v_cmp_gt_f32_e64 s16, 0x3f800000, v41
  v_cndmask_b32_e64 v44, 0, v39, s16
  v_mul_f32 v46, 0x3f317218, v44
  v_cmp_le_f32_e64 s16, 0x43000000, v34
  v_cndmask_b32_e64 v2, 0, 0x3f800000, s16
  v_sub_f32 v2, v34, v2
  v_cmp_gt_f32_e64 s18, 0xc2fc0000, v2
  v_cndmask_b32_e64 v3, 0, 0x42800000, s18
  v_add_f32 v2, v2, v3
  v_exp_f32 v2, v2
  v_cndmask_b32_e64 v3, 0x3f800000, 0x1f800000, s18
  v_mul_f32 v2, v2, v3
  v_fma_f32 v3, v2, v46, v2
  v_cmp_eq_f32_e64 s18, 0x7f800000, v2
  v_cndmask_b32_e64 v7, v3, v2, s18
  v_cndmask_b32_e64 v10, 0x3f800000, 0x40000000, s16
  v_mul_f32 v12, v7, v10
  v_mul_f32 v15, 0x3fb8aa3b, v9
  v_fma_f32 v16, v9, 0x3fb8aa3b, -v15
  v_fma_f32 v17, v9, 0x32a57060, v16
  v_and_b32 v19, 0x7fffffff, v17
  v_cmp_gt_f32_e64 s42, 0x3f800000, v19
  v_cndmask_b32_e64 v23, 0, v17, s42
  v_mul_f32 v25, 0x3f317218, v23
  v_cmp_le_f32_e64 s54, 0x43000000, v15
  v_cndmask_b32_e64 v29, 0, 0x3f800000, s54
  v_sub_f32 v31, v15, v29
  v_cmp_gt_f32_e64 s66, 0xc2fc0000, v31
  v_cndmask_b32_e64 v35, 0, 0x42800000, s66
  v_add_f32 v37, v31, v35
  v_exp_f32 v39, v37
  v_cndmask_b32_e64 v41, 0x3f800000, 0x1f800000, s66
  v_mul_f32 v43, v39, v41
  v_fma_f32 v45, v43, v25, v43
  v_cmp_eq_f32_e64 s16, 0x7f800000, v43
  v_cndmask_b32_e64 v2, v45, v43, s16
  v_cndmask_b32_e64 v3, 0x3f800000, 0x40000000, s54
  v_mul_f32 v2, v2, v3
  v_mul_f32 v3, 0x3fb8aa3b, v13
  v_fma_f32 v4, v13, 0x3fb8aa3b, -v3
  v_fma_f32 v4, v13, 0x32a57060, v4
  v_and_b32 v5, 0x7fffffff, v4
  v_cmp_gt_f32_e64 s16, 0x3f800000, v5
  v_cndmask_b32_e64 v4, 0, v4, s16
  v_mul_f32 v4, 0x3f317218, v4
  v_cmp_le_f32_e64 s16, 0x43000000, v3
  v_cndmask_b32_e64 v9, 0, 0x3f800000, s16
  v_sub_f32 v10, v3, v9
  v_cmp_gt_f32_e64 s26, 0xc2fc0000, v10
  v_cndmask_b32_e64 v15, 0, 0x42800000, s26
  v_add_f32 v16, v10, v15
  v_exp_f32 v18, v16
  v_cndmask_b32_e64 v20, 0x3f800000, 0x1f800000, s26
  v_mul_f32 v22, v18, v20
  v_fma_f32 v24, v22, v4, v22
  v_cmp_eq_f32_e64 s52, 0x7f800000, v22
  v_cndmask_b32_e64 v28, v24, v22, s52
  v_cndmask_b32_e64 v30, 0x3f800000, 0x40000000, s16
  v_mul_f32 v34, v28, v30
  v_add_f32 v35, v0, v32
  v_add_f32 v36, v35, v11
  v_add_f32 v39, v36, v1
  v_add_f32 v41, v39, v33
  v_add_f32 v42, v41, v12
  v_add_f32 v44, v42, v2
  v_add_f32 v46, v44, v34
  v_xor_b32 v3, 1, v6
  v_lshlrev_b32 v3, 2, v3
  ds_bpermute_b32 v3, v3, v46
  s_waitcnt lgkmcnt(0)
  v_add_f32 v3, v46, v3
  v_xor_b32 v4, 2, v6
  v_lshlrev_b32 v4, 2, v4
  ds_bpermute_b32 v4, v4, v3
  s_waitcnt lgkmcnt(0)
  v_add_f32 v3, v3, v4
  v_xor_b32 v4, 4, v6
  v_lshlrev_b32 v4, 2, v4
  ds_bpermute_b32 v5, v4, v3
  s_waitcnt lgkmcnt(0)
  v_add_f32 v7, v3, v5
  v_xor_b32 v9, 8, v6
  v_lshlrev_b32 v13, 2, v9
  ds_bpermute_b32 v13, v13, v7
  s_waitcnt lgkmcnt(0)
  v_add_f32 v15, v7, v13
  v_xor_b32 v17, 16, v6
  v_lshlrev_b32 v19, 2, v17
  ds_bpermute_b32 v21, v19, v15
  s_waitcnt lgkmcnt(0)
  v_add_f32 v23, v15, v21
  ds_store_b32 v8, v23 offset:512
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  ds_load_b32 v27, v14 offset:512
  ds_load_b32 v29, v14 offset:640
  ds_load_b32 v31, v14 offset:768
  ds_load_b32 v36, v14 offset:896
  s_waitcnt lgkmcnt(0)
  v_add_f32 v35, v27, v29
  v_add_f32 v37, v31, v36
  v_add_f32 v39, v35, v37
  v_lshlrev_b32 v41, 2, v38
  v_ashrrev_i32 v43, 30, v38
  v_add_co_u32 v50, vcc_lo, s24, v41
  v_add_co_ci_u32 v51, vcc_lo, s25, v43, vcc_lo
  v_lshlrev_b32 v47, 2, v40
  v_ashrrev_i32 v3, 30, v40
  v_add_co_u32 v48, vcc_lo, s24, v47
  v_add_co_ci_u32 v49, vcc_lo, s25, v3, vcc_lo
  v_div_scale_f32 v3, vcc_lo, v39, v39, v0
  v_div_scale_f32 v4, vcc_lo, v0, v39, v0
  v_rcp_f32 v5, v3
  v_fma_f32 v6, -v3, v5, 0x3f800000
  v_fma_f32 v5, v6, v5, v5
  v_mul_f32 v6, v4, v5
  v_fma_f32 v7, -v3, v6, v4
  v_fma_f32 v6, v7, v5, v6
  v_fma_f32 v7, -v3, v6, v4
  s_nop 3
  v_div_fmas_f32 v8, v7, v5, v6
  v_div_fixup_f32 v10, v8, v39, v0
  v_div_scale_f32 v13, vcc_lo, v39, v39, v32
  v_div_scale_f32 v14, vcc_lo, v32, v39, v32
  v_rcp_f32 v16, v13
  v_fma_f32 v18, -v13, v16, 0x3f800000
  v_fma_f32 v20, v18, v16, v16
  v_mul_f32 v22, v14, v20
  v_fma_f32 v24, -v13, v22, v14
  v_fma_f32 v26, v24, v20, v22
  v_fma_f32 v28, -v13, v26, v14
  s_nop 3
  v_div_fmas_f32 v30, v28, v20, v26
  v_div_fixup_f32 v32, v30, v39, v32
  v_div_scale_f32 v35, vcc_lo, v39, v39, v11
  v_div_scale_f32 v36, vcc_lo, v11, v39, v11
  v_rcp_f32 v38, v35
  v_fma_f32 v40, -v35, v38, 0x3f800000
  v_fma_f32 v42, v40, v38, v38
  v_mul_f32 v44, v36, v42
  v_fma_f32 v46, -v35, v44, v36
  v_fma_f32 v0, v46, v42, v44
  v_fma_f32 v3, -v35, v0, v36
  s_nop 3
  v_div_fmas_f32 v0, v3, v42, v0
  v_div_fixup_f32 v0, v0, v39, v11
  v_div_scale_f32 v3, vcc_lo, v39, v39, v1
  v_div_scale_f32 v4, vcc_lo, v1, v39, v1
  v_rcp_f32 v5, v3
  v_fma_f32 v6, -v3, v5, 0x3f800000
  v_fma_f32 v5, v6, v5, v5
  v_mul_f32 v6, v4, v5
  v_fma_f32 v7, -v3, v6, v4
  v_fma_f32 v7, v7, v5, v6
  v_fma_f32 v9, -v3, v7, v4
  s_nop 3
  v_div_fmas_f32 v11, v9, v5, v7
  v_div_fixup_f32 v13, v11, v39, v1
  v_div_scale_f32 v15, vcc_lo, v39, v39, v33
  v_div_scale_f32 v17, vcc_lo, v33, v39, v33
  v_rcp_f32 v19, v15
  v_fma_f32 v21, -v15, v19, 0x3f800000
  v_fma_f32 v23, v21, v19, v19
  v_mul_f32 v25, v17, v23
  v_fma_f32 v27, -v15, v25, v17
  v_fma_f32 v29, v27, v23, v25
  v_fma_f32 v31, -v15, v29, v17
  s_nop 3
  v_div_fmas_f32 v35, v31, v23, v29
  v_div_fixup_f32 v35, v35, v39, v33
  v_div_scale_f32 v37, vcc_lo, v39, v39, v12
  v_div_scale_f32 v40, vcc_lo, v12, v39, v12
  v_rcp_f32 v41, v37
  v_fma_f32 v43, -v37, v41, 0x3f800000
  v_fma_f32 v45, v43, v41, v41
  v_mul_f32 v47, v40, v45
  v_fma_f32 v1, -v37, v47, v40
  v_fma_f32 v1, v1, v45, v47
  v_fma_f32 v3, -v37, v1, v40
  s_nop 3
  v_div_fmas_f32 v1, v3, v45, v1
  v_div_fixup_f32 v1, v1, v39, v12
  v_div_scale_f32 v3, vcc_lo, v39, v39, v2
  v_div_scale_f32 v4, vcc_lo, v2, v39, v2
  v_rcp_f32 v5, v3
  v_fma_f32 v6, -v3, v5, 0x3f800000
  v_fma_f32 v5, v6, v5, v5
  v_mul_f32 v6, v4, v5
  v_fma_f32 v8, -v3, v6, v4
  v_fma_f32 v11, v8, v5, v6
  v_fma_f32 v12, -v3, v11, v4
  s_nop 3
  v_div_fmas_f32 v14, v12, v5, v11
  v_div_fixup_f32 v16, v14, v39, v2
  v_div_scale_f32 v18, vcc_lo, v39, v39, v34
  v_div_scale_f32 v20, vcc_lo, v34, v39, v34
  v_rcp_f32 v22, v18
  v_fma_f32 v24, -v18, v22, 0x3f800000
  v_fma_f32 v26, v24, v22, v22
  v_mul_f32 v28, v20, v26
  v_fma_f32 v30, -v18, v28, v20
  v_fma_f32 v33, v30, v26, v28
  v_fma_f32 v36, -v18, v33, v20
  s_nop 3
  v_div_fmas_f32 v36, v36, v26, v33
  v_div_fixup_f32 v38, v36, v39, v34
  s_and_saveexec_b32 s68, s14
  global_store_b32 v[50:51], v10, off
  s_mov_b32 exec_lo, s68
  s_and_saveexec_b32 s68, s12
  global_store_b32 v[50:51], v32, off offset:4
  s_mov_b32 exec_lo, s68
  s_and_saveexec_b32 s68, s8
  global_store_b32 v[50:51], v0, off offset:8
  s_mov_b32 exec_lo, s68
  s_and_saveexec_b32 s68, s4
  global_store_b32 v[50:51], v13, off offset:12
  s_mov_b32 exec_lo, s68
  s_and_saveexec_b32 s68, s0
  global_store_b32 v[48:49], v35, off
  s_mov_b32 exec_lo, s68
  s_and_saveexec_b32 s68, s2
  global_store_b32 v[48:49], v1, off offset:4
  s_mov_b32 exec_lo, s68
  s_and_saveexec_b32 s68, s6
  global_store_b32 v[48:49], v16, off offset:8
  s_mov_b32 exec_lo, s68
  s_and_saveexec_b32 s68, s10
  global_store_b32 v[48:49], v38, off offset:12
  s_mov_b32 exec_lo, s68
  s_endpgm
.Lsoftmax_end:
.size softmax, .Lsoftmax_end-softmax
; 70 SGPRs, 52 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 52
  .amdhsa_next_free_sgpr 70
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
    .sgpr_count: 70
    .vgpr_count: 52
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
