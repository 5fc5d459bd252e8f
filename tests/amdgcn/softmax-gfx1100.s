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
  v_mov_b32 v20, 0xff800000
  s_and_saveexec_b32 s68, s6
  global_load_b32 v20, v[48:49], off offset:8
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
  v_max_f32 v2, v13, v13
  v_max_f32 v2, v47, v2
  v_cmp_eq_f32_e64 s16, v45, v13
  v_and_b32 v3, v45, v13
  v_cndmask_b32_e64 v2, v2, v3, s16
  v_max_f32 v3, v2, v2
  v_max_f32 v4, v15, v15
  v_max_f32 v3, v3, v4
  v_cmp_eq_f32_e64 s16, v2, v15
  v_and_b32 v4, v2, v15
  v_cndmask_b32_e64 v8, v3, v4, s16
  v_max_f32 v12, v8, v8
  v_max_f32 v14, v17, v17
  v_max_f32 v12, v12, v14
  v_cmp_eq_f32_e64 s28, v8, v17
  v_and_b32 v16, v8, v17
  v_cndmask_b32_e64 v18, v12, v16, s28
  v_max_f32 v22, v18, v18
  v_max_f32 v23, v20, v20
  v_max_f32 v24, v22, v23
  v_cmp_eq_f32_e64 s52, v18, v20
  v_and_b32 v28, v18, v20
  v_cndmask_b32_e64 v30, v24, v28, s52
  v_max_f32 v32, v30, v30
  v_max_f32 v34, v21, v21
  v_max_f32 v36, v32, v34
  v_cmp_eq_f32_e64 s16, v30, v21
  v_and_b32 v40, v30, v21
  v_cndmask_b32_e64 v43, v36, v40, s16
  v_xor_b32 v45, 1, v6
  v_lshlrev_b32 v46, 2, v45
  ds_bpermute_b32 v2, v46, v43
  v_max_f32 v3, v43, v43
  s_waitcnt lgkmcnt(0)
  v_max_f32 v4, v2, v2
  v_max_f32 v3, v3, v4
  v_cmp_eq_f32_e64 s16, v43, v2
  v_and_b32 v2, v43, v2
  v_cndmask_b32_e64 v3, v3, v2, s16
  v_xor_b32 v2, 2, v6
  v_lshlrev_b32 v2, 2, v2
  ds_bpermute_b32 v4, v2, v3
  v_max_f32 v5, v3, v3
  s_waitcnt lgkmcnt(0)
  v_max_f32 v8, v4, v4
  v_max_f32 v12, v5, v8
  v_cmp_eq_f32_e64 s22, v3, v4
  v_and_b32 v14, v3, v4
  v_cndmask_b32_e64 v16, v12, v14, s22
  v_xor_b32 v18, 4, v6
  v_lshlrev_b32 v19, 2, v18
  ds_bpermute_b32 v22, v19, v16
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
  v_and_b32 v3, v33, v39
  v_cndmask_b32_e64 v4, v45, v3, s16
  v_xor_b32 v3, 16, v6
  v_lshlrev_b32 v3, 2, v3
  ds_bpermute_b32 v5, v3, v4
  v_max_f32 v6, v4, v4
  s_waitcnt lgkmcnt(0)
  v_max_f32 v8, v5, v5
  v_max_f32 v6, v6, v8
  v_cmp_eq_f32_e64 s16, v4, v5
  v_and_b32 v4, v4, v5
  v_cndmask_b32_e64 v6, v6, v4, s16
  v_mul_lo_u32 v8, v9, 4
  ds_store_b32 v8, v6
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_and_b32 v12, v9, 0xffffff9f
  v_mul_lo_u32 v14, v12, 4
  ds_load_b32 v16, v14
  ds_load_b32 v18, v14 offset:128
  ds_load_b32 v22, v14 offset:256
  ds_load_b32 v23, v14 offset:384
  s_waitcnt lgkmcnt(0)
  v_max_f32 v24, v16, v16
  v_max_f32 v26, v18, v18
  v_max_f32 v28, v24, v26
  v_cmp_eq_f32_e64 s60, v16, v18
  v_and_b32 v32, v16, v18
  v_cndmask_b32_e64 v34, v28, v32, s60
  v_max_f32 v36, v22, v22
  v_max_f32 v38, v23, v23
  v_max_f32 v40, v36, v38
  v_cmp_eq_f32_e64 s16, v22, v23
  v_and_b32 v45, v22, v23
  v_cndmask_b32_e64 v47, v40, v45, s16
  v_max_f32 v4, v34, v34
  v_max_f32 v5, v47, v47
  v_max_f32 v4, v4, v5
  v_cmp_eq_f32_e64 s16, v34, v47
  v_and_b32 v5, v34, v47
  v_cndmask_b32_e64 v12, v4, v5, s16
  v_sub_f32 v4, v7, v12
  v_sub_f32 v16, v10, v12
  v_sub_f32 v10, v11, v12
  v_sub_f32 v5, v13, v12
  v_sub_f32 v6, v15, v12
  v_sub_f32 v7, v17, v12
  v_sub_f32 v9, v20, v12
  v_sub_f32 v12, v21, v12
  v_mul_f32 v13, 0x3fb8aa3b, v4
  v_fma_f32 v15, v4, 0x3fb8aa3b, -v13
  v_fma_f32 v17, v4, 0x32a57060, v15
  v_and_b32 v20, 0x7fffffff, v17
  v_cmp_gt_f32_e64 s42, 0x3f800000, v20
  v_cndmask_b32_e64 v23, 0, v17, s42
  v_mul_f32 v25, 0x3f317218, v23
  v_cmp_le_f32_e64 s54, 0x43000000, v13
  v_cndmask_b32_e64 v29, 0, 0x3f800000, s54
  v_sub_f32 v31, v13, v29
  v_cmp_gt_f32_e64 s66, 0xc2fc0000, v31
  v_cndmask_b32_e64 v35, 0, 0x42800000, s66
  v_add_f32 v38, v31, v35
  v_exp_f32 v39, v38
  v_cndmask_b32_e64 v41, 0x3f800000, 0x1f800000, s66
  v_mul_f32 v43, v39, v41
  v_fma_f32 v45, v43, v25, v43
  v_cmp_eq_f32_e64 s16, 0x7f800000, v43
  v_cndmask_b32_e64 v4, v45, v43, s16
  v_cndmask_b32_e64 v11, 0x3f800000, 0x40000000, s54
  v_mul_f32 v4, v4, v11
  v_mul_f32 v13, 0x3fb8aa3b, v16
  v_fma_f32 v11, v16, 0x3fb8aa3b, -v13
  v_fma_f32 v11, v16, 0x32a57060, v11
  v_and_b32 v15, 0x7fffffff, v11
  v_cmp_gt_f32_e64 s16, 0x3f800000, v15
  v_cndmask_b32_e64 v11, 0, v11, s16
  v_mul_f32 v11, 0x3f317218, v11
  v_cmp_le_f32_e64 s16, 0x43000000, v13
  v_cndmask_b32_e64 v15, 0, 0x3f800000, s16
  v_sub_f32 v13, v13, v15
  v_cmp_gt_f32_e64 s26, 0xc2fc0000, v13
  v_cndmask_b32_e64 v15, 0, 0x42800000, s26
  v_add_f32 v16, v13, v15
  v_exp_f32 v18, v16
  v_cndmask_b32_e64 v20, 0x3f800000, 0x1f800000, s26
  v_mul_f32 v22, v18, v20
  v_fma_f32 v24, v22, v11, v22
  v_cmp_eq_f32_e64 s52, 0x7f800000, v22
  v_cndmask_b32_e64 v28, v24, v22, s52
  v_cndmask_b32_e64 v30, 0x3f800000, 0x40000000, s16
  v_mul_f32 v32, v28, v30
  v_mul_f32 v34, 0x3fb8aa3b, v10
  v_fma_f32 v36, v10, 0x3fb8aa3b, -v34
  v_fma_f32 v38, v10, 0x32a57060, v36
  v_and_b32 v40, 0x7fffffff, v38
  v_cmp_gt_f32_e64 s16, 0x3f800000, v40
  v_cndmask_b32_e64 v45, 0, v38, s16
  v_mul_f32 v47, 0x3f317218, v45
  v_cmp_le_f32_e64 s16, 0x43000000, v34
  v_cndmask_b32_e64 v10, 0, 0x3f800000, s16
  v_sub_f32 v10, v34, v10
  v_cmp_gt_f32_e64 s18, 0xc2fc0000, v10
  v_cndmask_b32_e64 v11, 0, 0x42800000, s18
  v_add_f32 v10, v10, v11
  v_exp_f32 v10, v10
  v_cndmask_b32_e64 v11, 0x3f800000, 0x1f800000, s18
  v_mul_f32 v10, v10, v11
  v_fma_f32 v11, v10, v47, v10
  v_cmp_eq_f32_e64 s18, 0x7f800000, v10
  v_cndmask_b32_e64 v10, v11, v10, s18
  v_cndmask_b32_e64 v11, 0x3f800000, 0x40000000, s16
  v_mul_f32 v11, v10, v11
  v_mul_f32 v13, 0x3fb8aa3b, v5
  v_fma_f32 v15, v5, 0x3fb8aa3b, -v13
  v_fma_f32 v17, v5, 0x32a57060, v15
  v_and_b32 v20, 0x7fffffff, v17
  v_cmp_gt_f32_e64 s42, 0x3f800000, v20
  v_cndmask_b32_e64 v23, 0, v17, s42
  v_mul_f32 v25, 0x3f317218, v23
  v_cmp_le_f32_e64 s54, 0x43000000, v13
  v_cndmask_b32_e64 v29, 0, 0x3f800000, s54
  v_sub_f32 v31, v13, v29
  v_cmp_gt_f32_e64 s66, 0xc2fc0000, v31
  v_cndmask_b32_e64 v35, 0, 0x42800000, s66
  v_add_f32 v38, v31, v35
  v_exp_f32 v39, v38
  v_cndmask_b32_e64 v41, 0x3f800000, 0x1f800000, s66
  v_mul_f32 v43, v39, v41
  v_fma_f32 v45, v43, v25, v43
  v_cmp_eq_f32_e64 s16, 0x7f800000, v43
  v_cndmask_b32_e64 v5, v45, v43, s16
  v_cndmask_b32_e64 v10, 0x3f800000, 0x40000000, s54
  v_mul_f32 v5, v5, v10
  v_mul_f32 v10, 0x3fb8aa3b, v6
  v_fma_f32 v13, v6, 0x3fb8aa3b, -v10
  v_fma_f32 v6, v6, 0x32a57060, v13
  v_and_b32 v13, 0x7fffffff, v6
  v_cmp_gt_f32_e64 s16, 0x3f800000, v13
  v_cndmask_b32_e64 v6, 0, v6, s16
  v_mul_f32 v6, 0x3f317218, v6
  v_cmp_le_f32_e64 s16, 0x43000000, v10
  v_cndmask_b32_e64 v13, 0, 0x3f800000, s16
  v_sub_f32 v10, v10, v13
  v_cmp_gt_f32_e64 s26, 0xc2fc0000, v10
  v_cndmask_b32_e64 v15, 0, 0x42800000, s26
  v_add_f32 v16, v10, v15
  v_exp_f32 v18, v16
  v_cndmask_b32_e64 v20, 0x3f800000, 0x1f800000, s26
  v_mul_f32 v22, v18, v20
  v_fma_f32 v24, v22, v6, v22
  v_cmp_eq_f32_e64 s52, 0x7f800000, v22
  v_cndmask_b32_e64 v28, v24, v22, s52
  v_cndmask_b32_e64 v30, 0x3f800000, 0x40000000, s16
  v_mul_f32 v33, v28, v30
  v_mul_f32 v34, 0x3fb8aa3b, v7
  v_fma_f32 v36, v7, 0x3fb8aa3b, -v34
  v_fma_f32 v38, v7, 0x32a57060, v36
  v_and_b32 v40, 0x7fffffff, v38
  v_cmp_gt_f32_e64 s16, 0x3f800000, v40
  v_cndmask_b32_e64 v45, 0, v38, s16
  v_mul_f32 v47, 0x3f317218, v45
  v_cmp_le_f32_e64 s16, 0x43000000, v34
  v_cndmask_b32_e64 v6, 0, 0x3f800000, s16
  v_sub_f32 v6, v34, v6
  v_cmp_gt_f32_e64 s18, 0xc2fc0000, v6
  v_cndmask_b32_e64 v7, 0, 0x42800000, s18
  v_add_f32 v6, v6, v7
  v_exp_f32 v6, v6
  v_cndmask_b32_e64 v7, 0x3f800000, 0x1f800000, s18
  v_mul_f32 v6, v6, v7
  v_fma_f32 v7, v6, v47, v6
  v_cmp_eq_f32_e64 s18, 0x7f800000, v6
  v_cndmask_b32_e64 v7, v7, v6, s18
  v_cndmask_b32_e64 v10, 0x3f800000, 0x40000000, s16
  v_mul_f32 v13, v7, v10
  v_mul_f32 v15, 0x3fb8aa3b, v9
  v_fma_f32 v16, v9, 0x3fb8aa3b, -v15
  v_fma_f32 v17, v9, 0x32a57060, v16
  v_and_b32 v20, 0x7fffffff, v17
  v_cmp_gt_f32_e64 s42, 0x3f800000, v20
  v_cndmask_b32_e64 v23, 0, v17, s42
  v_mul_f32 v25, 0x3f317218, v23
  v_cmp_le_f32_e64 s54, 0x43000000, v15
  v_cndmask_b32_e64 v29, 0, 0x3f800000, s54
  v_sub_f32 v31, v15, v29
  v_cmp_gt_f32_e64 s66, 0xc2fc0000, v31
  v_cndmask_b32_e64 v35, 0, 0x42800000, s66
  v_add_f32 v38, v31, v35
  v_exp_f32 v39, v38
  v_cndmask_b32_e64 v41, 0x3f800000, 0x1f800000, s66
  v_mul_f32 v43, v39, v41
  v_fma_f32 v45, v43, v25, v43
  v_cmp_eq_f32_e64 s16, 0x7f800000, v43
  v_cndmask_b32_e64 v6, v45, v43, s16
  v_cndmask_b32_e64 v7, 0x3f800000, 0x40000000, s54
  v_mul_f32 v6, v6, v7
  v_mul_f32 v9, 0x3fb8aa3b, v12
  v_fma_f32 v7, v12, 0x3fb8aa3b, -v9
  v_fma_f32 v7, v12, 0x32a57060, v7
  v_and_b32 v10, 0x7fffffff, v7
  v_cmp_gt_f32_e64 s16, 0x3f800000, v10
  v_cndmask_b32_e64 v7, 0, v7, s16
  v_mul_f32 v7, 0x3f317218, v7
  v_cmp_le_f32_e64 s16, 0x43000000, v9
  v_cndmask_b32_e64 v10, 0, 0x3f800000, s16
  v_sub_f32 v10, v9, v10
  v_cmp_gt_f32_e64 s26, 0xc2fc0000, v10
  v_cndmask_b32_e64 v15, 0, 0x42800000, s26
  v_add_f32 v16, v10, v15
  v_exp_f32 v18, v16
  v_cndmask_b32_e64 v20, 0x3f800000, 0x1f800000, s26
  v_mul_f32 v22, v18, v20
  v_fma_f32 v24, v22, v7, v22
  v_cmp_eq_f32_e64 s52, 0x7f800000, v22
  v_cndmask_b32_e64 v28, v24, v22, s52
  v_cndmask_b32_e64 v30, 0x3f800000, 0x40000000, s16
  v_mul_f32 v34, v28, v30
  v_add_f32 v35, v4, v32
  v_add_f32 v36, v35, v11
  v_add_f32 v38, v36, v5
  v_add_f32 v40, v38, v33
  v_add_f32 v43, v40, v13
  v_add_f32 v45, v43, v6
  v_add_f32 v47, v45, v34
  ds_bpermute_b32 v7, v46, v47
  s_waitcnt lgkmcnt(0)
  v_add_f32 v7, v47, v7
  ds_bpermute_b32 v2, v2, v7
  s_waitcnt lgkmcnt(0)
  v_add_f32 v2, v7, v2
  ds_bpermute_b32 v7, v19, v2
  s_waitcnt lgkmcnt(0)
  v_add_f32 v2, v2, v7
  ds_bpermute_b32 v7, v37, v2
  s_waitcnt lgkmcnt(0)
  v_add_f32 v2, v2, v7
  ds_bpermute_b32 v3, v3, v2
  s_waitcnt lgkmcnt(0)
  v_add_f32 v3, v2, v3
  ds_store_b32 v8, v3 offset:512
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  ds_load_b32 v7, v14 offset:512
  ds_load_b32 v9, v14 offset:640
  ds_load_b32 v12, v14 offset:768
  ds_load_b32 v14, v14 offset:896
  s_waitcnt lgkmcnt(0)
  v_add_f32 v15, v7, v9
  v_add_f32 v17, v12, v14
  v_add_f32 v19, v15, v17
  v_add_co_u32 v52, vcc_lo, s24, v42
  v_add_co_ci_u32 v53, vcc_lo, s25, v44, vcc_lo
  v_add_co_u32 v54, vcc_lo, s24, v0
  v_add_co_ci_u32 v55, vcc_lo, s25, v1, vcc_lo
  v_div_scale_f32 v25, vcc_lo, v19, v19, v4
  v_div_scale_f32 v27, vcc_lo, v4, v19, v4
  v_rcp_f32 v29, v25
  v_fma_f32 v31, -v25, v29, 0x3f800000
  v_fma_f32 v35, v31, v29, v29
  v_mul_f32 v36, v27, v35
  v_fma_f32 v37, -v25, v36, v27
  v_fma_f32 v39, v37, v35, v36
  v_fma_f32 v41, -v25, v39, v27
  s_nop 3
  v_div_fmas_f32 v43, v41, v35, v39
  v_div_fixup_f32 v45, v43, v19, v4
  v_div_scale_f32 v47, vcc_lo, v19, v19, v32
  v_div_scale_f32 v0, vcc_lo, v32, v19, v32
  v_rcp_f32 v1, v47
  v_fma_f32 v2, -v47, v1, 0x3f800000
  v_fma_f32 v1, v2, v1, v1
  v_mul_f32 v2, v0, v1
  v_fma_f32 v3, -v47, v2, v0
  v_fma_f32 v2, v3, v1, v2
  v_fma_f32 v0, -v47, v2, v0
  s_nop 3
  v_div_fmas_f32 v2, v0, v1, v2
  v_div_fixup_f32 v4, v2, v19, v32
  v_div_scale_f32 v7, vcc_lo, v19, v19, v11
  v_div_scale_f32 v8, vcc_lo, v11, v19, v11
  v_rcp_f32 v10, v7
  v_fma_f32 v12, -v7, v10, 0x3f800000
  v_fma_f32 v14, v12, v10, v10
  v_mul_f32 v16, v8, v14
  v_fma_f32 v18, -v7, v16, v8
  v_fma_f32 v20, v18, v14, v16
  v_fma_f32 v22, -v7, v20, v8
  s_nop 3
  v_div_fmas_f32 v24, v22, v14, v20
  v_div_fixup_f32 v26, v24, v19, v11
  v_div_scale_f32 v28, vcc_lo, v19, v19, v5
  v_div_scale_f32 v30, vcc_lo, v5, v19, v5
  v_rcp_f32 v32, v28
  v_fma_f32 v35, -v28, v32, 0x3f800000
  v_fma_f32 v36, v35, v32, v32
  v_mul_f32 v38, v30, v36
  v_fma_f32 v40, -v28, v38, v30
  v_fma_f32 v42, v40, v36, v38
  v_fma_f32 v44, -v28, v42, v30
  s_nop 3
  v_div_fmas_f32 v46, v44, v36, v42
  v_div_fixup_f32 v0, v46, v19, v5
  v_div_scale_f32 v1, vcc_lo, v19, v19, v33
  v_div_scale_f32 v2, vcc_lo, v33, v19, v33
  v_rcp_f32 v3, v1
  v_fma_f32 v5, -v1, v3, 0x3f800000
  v_fma_f32 v3, v5, v3, v3
  v_mul_f32 v5, v2, v3
  v_fma_f32 v7, -v1, v5, v2
  v_fma_f32 v5, v7, v3, v5
  v_fma_f32 v7, -v1, v5, v2
  s_nop 3
  v_div_fmas_f32 v5, v7, v3, v5
  v_div_fixup_f32 v7, v5, v19, v33
  v_div_scale_f32 v9, vcc_lo, v19, v19, v13
  v_div_scale_f32 v11, vcc_lo, v13, v19, v13
  v_rcp_f32 v14, v9
  v_fma_f32 v15, -v9, v14, 0x3f800000
  v_fma_f32 v17, v15, v14, v14
  v_mul_f32 v20, v11, v17
  v_fma_f32 v21, -v9, v20, v11
  v_fma_f32 v23, v21, v17, v20
  v_fma_f32 v25, -v9, v23, v11
  s_nop 3
  v_div_fmas_f32 v27, v25, v17, v23
  v_div_fixup_f32 v29, v27, v19, v13
  v_div_scale_f32 v31, vcc_lo, v19, v19, v6
  v_div_scale_f32 v33, vcc_lo, v6, v19, v6
  v_rcp_f32 v35, v31
  v_fma_f32 v37, -v31, v35, 0x3f800000
  v_fma_f32 v39, v37, v35, v35
  v_mul_f32 v41, v33, v39
  v_fma_f32 v43, -v31, v41, v33
  v_fma_f32 v46, v43, v39, v41
  v_fma_f32 v47, -v31, v46, v33
  s_nop 3
  v_div_fmas_f32 v1, v47, v39, v46
  v_div_fixup_f32 v1, v1, v19, v6
  v_div_scale_f32 v2, vcc_lo, v19, v19, v34
  v_div_scale_f32 v3, vcc_lo, v34, v19, v34
  v_rcp_f32 v5, v2
  v_fma_f32 v6, -v2, v5, 0x3f800000
  v_fma_f32 v5, v6, v5, v5
  v_mul_f32 v6, v3, v5
  v_fma_f32 v8, -v2, v6, v3
  v_fma_f32 v6, v8, v5, v6
  v_fma_f32 v8, -v2, v6, v3
  s_nop 3
  v_div_fmas_f32 v8, v8, v5, v6
  v_div_fixup_f32 v10, v8, v19, v34
  s_and_saveexec_b32 s68, s14
  global_store_b32 v[52:53], v45, off
  s_mov_b32 exec_lo, s68
  s_and_saveexec_b32 s68, s12
  global_store_b32 v[52:53], v4, off offset:4
  s_mov_b32 exec_lo, s68
  s_and_saveexec_b32 s68, s8
  global_store_b32 v[52:53], v26, off offset:8
  s_mov_b32 exec_lo, s68
  s_and_saveexec_b32 s68, s4
  global_store_b32 v[52:53], v0, off offset:12
  s_mov_b32 exec_lo, s68
  s_and_saveexec_b32 s68, s0
  global_store_b32 v[54:55], v7, off
  s_mov_b32 exec_lo, s68
  s_and_saveexec_b32 s68, s2
  global_store_b32 v[54:55], v29, off offset:4
  s_mov_b32 exec_lo, s68
  s_and_saveexec_b32 s68, s6
  global_store_b32 v[54:55], v1, off offset:8
  s_mov_b32 exec_lo, s68
  s_and_saveexec_b32 s68, s10
  global_store_b32 v[54:55], v10, off offset:12
  s_mov_b32 exec_lo, s68
  s_endpgm
.Lsoftmax_end:
.size softmax, .Lsoftmax_end-softmax
; 70 SGPRs, 56 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 56
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
    .vgpr_count: 56
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
