.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 5
.text
.globl softmax
.p2align 8
.type softmax,@function
softmax:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v11, 0x3ff, v0
  s_load_b64 s[18:19], s[0:1], 0x0
  s_load_b64 s[14:15], s[0:1], 0x8
  s_load_b32 s4, s[0:1], 0x10
  s_load_b32 s16, s[0:1], 0x14
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s6, s2, s4
  v_and_b32 v19, v11, 0x7f
  v_lshlrev_b32 v22, 2, v19
  v_add_nc_u32 v2, v22, 0x200
  v_add_nc_u32 v1, s6, v2
  v_ashrrev_i32 v21, 30, v1
  v_lshlrev_b32 v1, 2, v1
  v_add_co_u32 v26, vcc_lo, s18, v1
  v_add_co_ci_u32 v27, vcc_lo, s19, v21, vcc_lo
  v_cmp_lt_i32_e64 s4, v22, s16
  v_cmp_lt_i32_e64 s2, v2, s16
  v_add_nc_u32 v2, v22, 0x203
  v_cmp_lt_i32_e64 s0, v2, s16
  v_add_nc_u32 v3, s6, v22
  v_lshlrev_b32 v2, 2, v3
  v_ashrrev_i32 v3, 30, v3
  v_add_co_u32 v28, vcc_lo, s18, v2
  v_add_co_ci_u32 v29, vcc_lo, s19, v3, vcc_lo
  v_mov_b32 v9, 0xff800000
  s_and_saveexec_b32 s22, s4
  global_load_b32 v9, v[28:29], off
  s_mov_b32 exec_lo, s22
  v_add_nc_u32 v4, v22, 1
  v_cmp_lt_i32_e64 s6, v4, s16
  v_mov_b32 v10, 0xff800000
  s_and_saveexec_b32 s22, s6
  global_load_b32 v10, v[28:29], off offset:4
  s_mov_b32 exec_lo, s22
  v_add_nc_u32 v4, v22, 2
  v_cmp_lt_i32_e64 s8, v4, s16
  v_mov_b32 v12, 0xff800000
  s_and_saveexec_b32 s22, s8
  global_load_b32 v12, v[28:29], off offset:8
  s_mov_b32 exec_lo, s22
  v_add_nc_u32 v4, v22, 3
  v_cmp_lt_i32_e64 s10, v4, s16
  v_mov_b32 v15, 0xff800000
  s_and_saveexec_b32 s22, s10
  global_load_b32 v15, v[28:29], off offset:12
  s_mov_b32 exec_lo, s22
  v_mov_b32 v13, 0xff800000
  s_and_saveexec_b32 s22, s2
  global_load_b32 v13, v[26:27], off
  s_mov_b32 exec_lo, s22
  v_add_nc_u32 v4, v22, 0x201
  v_cmp_lt_i32_e64 s12, v4, s16
  v_mov_b32 v16, 0xff800000
  s_and_saveexec_b32 s22, s12
  global_load_b32 v16, v[26:27], off offset:4
  s_mov_b32 exec_lo, s22
  v_add_nc_u32 v4, v22, 0x202
  v_cmp_lt_i32_e64 s18, v4, s16
  v_mov_b32 v18, 0xff800000
  s_and_saveexec_b32 s22, s18
  global_load_b32 v18, v[26:27], off offset:8
  s_mov_b32 exec_lo, s22
  v_mov_b32 v20, 0xff800000
  s_and_saveexec_b32 s22, s0
  global_load_b32 v20, v[26:27], off offset:12
  s_mov_b32 exec_lo, s22
  s_waitcnt vmcnt(0)
  v_max_f32 v22, v9, v9
  v_max_f32 v24, v10, v10
  v_max_f32 v4, v22, v24
  v_cmp_eq_f32_e64 s16, v9, v10
  v_and_b32 v5, v9, v10
  v_cndmask_b32_e64 v4, v4, v5, s16
  v_max_f32 v5, v4, v4
  v_max_f32 v6, v12, v12
  v_max_f32 v5, v5, v6
  v_cmp_eq_f32_e64 s16, v4, v12
  v_and_b32 v4, v4, v12
  v_cndmask_b32_e64 v4, v5, v4, s16
  v_max_f32 v5, v4, v4
  v_max_f32 v6, v15, v15
  v_max_f32 v5, v5, v6
  v_cmp_eq_f32_e64 s16, v4, v15
  v_and_b32 v4, v4, v15
  v_cndmask_b32_e64 v4, v5, v4, s16
  v_max_f32 v5, v4, v4
  v_max_f32 v6, v13, v13
  v_max_f32 v5, v5, v6
  v_cmp_eq_f32_e64 s16, v4, v13
  v_and_b32 v4, v4, v13
  v_cndmask_b32_e64 v5, v5, v4, s16
  v_max_f32 v7, v5, v5
  v_max_f32 v14, v16, v16
  v_max_f32 v14, v7, v14
  v_cmp_eq_f32_e64 s16, v5, v16
  v_and_b32 v17, v5, v16
  v_cndmask_b32_e64 v17, v14, v17, s16
  v_max_f32 v19, v17, v17
  v_max_f32 v22, v18, v18
  v_max_f32 v23, v19, v22
  v_cmp_eq_f32_e64 s16, v17, v18
  v_and_b32 v4, v17, v18
  v_cndmask_b32_e64 v4, v23, v4, s16
  v_max_f32 v5, v4, v4
  v_max_f32 v6, v20, v20
  v_max_f32 v5, v5, v6
  v_cmp_eq_f32_e64 s16, v4, v20
  v_and_b32 v4, v4, v20
  v_cndmask_b32_e64 v5, v5, v4, s16
  v_and_b32 v24, 31, v0
  v_xor_b32 v0, 1, v24
  v_lshlrev_b32 v4, 2, v0
  ds_bpermute_b32 v6, v4, v5
  s_waitcnt lgkmcnt(0)
  v_and_b32 v0, v5, v6
  v_max_f32 v7, v5, v5
  v_max_f32 v8, v6, v6
  v_max_f32 v7, v7, v8
  v_cmp_eq_f32_e64 s16, v5, v6
  v_cndmask_b32_e64 v0, v7, v0, s16
  v_xor_b32 v5, 2, v24
  v_lshlrev_b32 v5, 2, v5
  ds_bpermute_b32 v6, v5, v0
  s_waitcnt lgkmcnt(0)
  v_and_b32 v14, v0, v6
  v_max_f32 v7, v0, v0
  v_max_f32 v8, v6, v6
  v_max_f32 v17, v7, v8
  v_cmp_eq_f32_e64 s16, v0, v6
  v_cndmask_b32_e64 v17, v17, v14, s16
  v_xor_b32 v19, 4, v24
  v_lshlrev_b32 v19, 2, v19
  ds_bpermute_b32 v22, v19, v17
  s_waitcnt lgkmcnt(0)
  v_and_b32 v0, v17, v22
  v_max_f32 v25, v17, v17
  v_max_f32 v6, v22, v22
  v_max_f32 v6, v25, v6
  v_cmp_eq_f32_e64 s16, v17, v22
  v_cndmask_b32_e64 v0, v6, v0, s16
  v_xor_b32 v6, 8, v24
  v_lshlrev_b32 v6, 2, v6
  ds_bpermute_b32 v8, v6, v0
  s_waitcnt lgkmcnt(0)
  v_and_b32 v7, v0, v8
  v_max_f32 v14, v0, v0
  v_max_f32 v17, v8, v8
  v_max_f32 v14, v14, v17
  v_cmp_eq_f32_e64 s16, v0, v8
  v_cndmask_b32_e64 v0, v14, v7, s16
  v_xor_b32 v7, 16, v24
  v_lshlrev_b32 v7, 2, v7
  ds_bpermute_b32 v14, v7, v0
  s_waitcnt lgkmcnt(0)
  v_and_b32 v8, v0, v14
  v_max_f32 v17, v0, v0
  v_max_f32 v22, v14, v14
  v_max_f32 v17, v17, v22
  v_cmp_eq_f32_e64 s16, v0, v14
  v_cndmask_b32_e64 v14, v17, v8, s16
  v_mul_lo_u32 v8, v11, 4
  ds_store_b32 v8, v14
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_and_b32 v14, v11, 0xffffff9f
  v_mul_lo_u32 v14, v14, 4
  ds_load_b32 v17, v14
  ds_load_b32 v24, v14 offset:128
  ds_load_b32 v22, v14 offset:256
  ds_load_b32 v23, v14 offset:384
  s_waitcnt lgkmcnt(0)
  v_and_b32 v0, v17, v24
  v_max_f32 v25, v17, v17
  v_max_f32 v11, v24, v24
  v_max_f32 v11, v25, v11
  v_cmp_eq_f32_e64 s16, v17, v24
  v_cndmask_b32_e64 v0, v11, v0, s16
  v_and_b32 v11, v22, v23
  v_max_f32 v17, v22, v22
  v_max_f32 v24, v23, v23
  v_max_f32 v17, v17, v24
  v_cmp_eq_f32_e64 s16, v22, v23
  v_cndmask_b32_e64 v17, v17, v11, s16
  v_and_b32 v11, v0, v17
  v_max_f32 v22, v0, v0
  v_max_f32 v23, v17, v17
  v_max_f32 v22, v22, v23
  v_cmp_eq_f32_e64 s16, v0, v17
  v_cndmask_b32_e64 v22, v22, v11, s16
  v_sub_f32 v9, v9, v22
  v_sub_f32 v0, v10, v22
  v_sub_f32 v11, v12, v22
  v_sub_f32 v12, v15, v22
  v_sub_f32 v15, v13, v22
  v_sub_f32 v16, v16, v22
  v_sub_f32 v17, v18, v22
  v_sub_f32 v13, v20, v22
  v_mul_f32 v18, 0x3fb8aa3b, v9
  v_fma_f32 v20, v9, 0x3fb8aa3b, -v18
  v_fma_f32 v20, v9, 0x32a57060, v20
  v_and_b32 v22, 0x7fffffff, v20
  v_cmp_gt_f32_e64 s16, 0x3f800000, v22
  v_cndmask_b32_e64 v23, 0, v20, s16
  v_mul_f32 v25, 0x3f317218, v23
  v_cmp_le_f32_e64 s16, 0x43000000, v18
  v_cndmask_b32_e64 v9, 0, 0x3f800000, s16
  v_sub_f32 v9, v18, v9
  v_cmp_gt_f32_e64 s20, 0xc2fc0000, v9
  v_cndmask_b32_e64 v10, 0, 0x42800000, s20
  v_add_f32 v9, v9, v10
  v_exp_f32 v9, v9
  v_cndmask_b32_e64 v10, 0x3f800000, 0x1f800000, s20
  v_mul_f32 v9, v9, v10
  v_fma_f32 v10, v9, v25, v9
  v_cmp_eq_f32_e64 s20, 0x7f800000, v9
  v_cndmask_b32_e64 v9, v10, v9, s20
  v_cndmask_b32_e64 v10, 0x3f800000, 0x40000000, s16
  v_mul_f32 v9, v9, v10
  v_mul_f32 v18, 0x3fb8aa3b, v0
  v_fma_f32 v10, v0, 0x3fb8aa3b, -v18
  v_fma_f32 v0, v0, 0x32a57060, v10
  v_and_b32 v10, 0x7fffffff, v0
  v_cmp_gt_f32_e64 s16, 0x3f800000, v10
  v_cndmask_b32_e64 v10, 0, v0, s16
  v_mul_f32 v10, 0x3f317218, v10
  v_cmp_le_f32_e64 s16, 0x43000000, v18
  v_cndmask_b32_e64 v20, 0, 0x3f800000, s16
  v_sub_f32 v18, v18, v20
  v_cmp_gt_f32_e64 s20, 0xc2fc0000, v18
  v_cndmask_b32_e64 v20, 0, 0x42800000, s20
  v_add_f32 v18, v18, v20
  v_exp_f32 v18, v18
  v_cndmask_b32_e64 v20, 0x3f800000, 0x1f800000, s20
  v_mul_f32 v22, v18, v20
  v_fma_f32 v24, v22, v10, v22
  v_cmp_eq_f32_e64 s20, 0x7f800000, v22
  v_cndmask_b32_e64 v0, v24, v22, s20
  v_cndmask_b32_e64 v10, 0x3f800000, 0x40000000, s16
  v_mul_f32 v10, v0, v10
  v_mul_f32 v18, 0x3fb8aa3b, v11
  v_fma_f32 v0, v11, 0x3fb8aa3b, -v18
  v_fma_f32 v0, v11, 0x32a57060, v0
  v_and_b32 v11, 0x7fffffff, v0
  v_cmp_gt_f32_e64 s16, 0x3f800000, v11
  v_cndmask_b32_e64 v0, 0, v0, s16
  v_mul_f32 v0, 0x3f317218, v0
  v_cmp_le_f32_e64 s16, 0x43000000, v18
  v_cndmask_b32_e64 v11, 0, 0x3f800000, s16
  v_sub_f32 v11, v18, v11
  v_cmp_gt_f32_e64 s20, 0xc2fc0000, v11
  v_cndmask_b32_e64 v18, 0, 0x42800000, s20
  v_add_f32 v11, v11, v18
  v_exp_f32 v11, v11
  v_cndmask_b32_e64 v18, 0x3f800000, 0x1f800000, s20
  v_mul_f32 v11, v11, v18
  v_fma_f32 v18, v11, v0, v11
  v_cmp_eq_f32_e64 s20, 0x7f800000, v11
  v_cndmask_b32_e64 v11, v18, v11, s20
  v_cndmask_b32_e64 v18, 0x3f800000, 0x40000000, s16
  v_mul_f32 v11, v11, v18
  v_mul_f32 v18, 0x3fb8aa3b, v12
  v_fma_f32 v20, v12, 0x3fb8aa3b, -v18
  v_fma_f32 v20, v12, 0x32a57060, v20
  v_and_b32 v22, 0x7fffffff, v20
  v_cmp_gt_f32_e64 s16, 0x3f800000, v22
  v_cndmask_b32_e64 v23, 0, v20, s16
  v_mul_f32 v25, 0x3f317218, v23
  v_cmp_le_f32_e64 s16, 0x43000000, v18
  v_cndmask_b32_e64 v0, 0, 0x3f800000, s16
  v_sub_f32 v0, v18, v0
  v_cmp_gt_f32_e64 s20, 0xc2fc0000, v0
  v_cndmask_b32_e64 v12, 0, 0x42800000, s20
  v_add_f32 v0, v0, v12
  v_exp_f32 v0, v0
  v_cndmask_b32_e64 v12, 0x3f800000, 0x1f800000, s20
  v_mul_f32 v0, v0, v12
  v_fma_f32 v12, v0, v25, v0
  v_cmp_eq_f32_e64 s20, 0x7f800000, v0
  v_cndmask_b32_e64 v0, v12, v0, s20
  v_cndmask_b32_e64 v12, 0x3f800000, 0x40000000, s16
  v_mul_f32 v12, v0, v12
  v_mul_f32 v0, 0x3fb8aa3b, v15
  v_fma_f32 v18, v15, 0x3fb8aa3b, -v0
  v_fma_f32 v15, v15, 0x32a57060, v18
  v_and_b32 v18, 0x7fffffff, v15
  v_cmp_gt_f32_e64 s16, 0x3f800000, v18
  v_cndmask_b32_e64 v15, 0, v15, s16
  v_mul_f32 v15, 0x3f317218, v15
  v_cmp_le_f32_e64 s16, 0x43000000, v0
  v_cndmask_b32_e64 v18, 0, 0x3f800000, s16
  v_sub_f32 v18, v0, v18
  v_cmp_gt_f32_e64 s20, 0xc2fc0000, v18
  v_cndmask_b32_e64 v20, 0, 0x42800000, s20
  v_add_f32 v18, v18, v20
  v_exp_f32 v18, v18
  v_cndmask_b32_e64 v20, 0x3f800000, 0x1f800000, s20
  v_mul_f32 v22, v18, v20
  v_fma_f32 v24, v22, v15, v22
  v_cmp_eq_f32_e64 s20, 0x7f800000, v22
  v_cndmask_b32_e64 v0, v24, v22, s20
  v_cndmask_b32_e64 v15, 0x3f800000, 0x40000000, s16
  v_mul_f32 v15, v0, v15
  v_mul_f32 v18, 0x3fb8aa3b, v16
  v_fma_f32 v0, v16, 0x3fb8aa3b, -v18
  v_fma_f32 v0, v16, 0x32a57060, v0
  v_and_b32 v16, 0x7fffffff, v0
  v_cmp_gt_f32_e64 s16, 0x3f800000, v16
  v_cndmask_b32_e64 v0, 0, v0, s16
  v_mul_f32 v0, 0x3f317218, v0
  v_cmp_le_f32_e64 s16, 0x43000000, v18
  v_cndmask_b32_e64 v16, 0, 0x3f800000, s16
  v_sub_f32 v16, v18, v16
  v_cmp_gt_f32_e64 s20, 0xc2fc0000, v16
  v_cndmask_b32_e64 v18, 0, 0x42800000, s20
  v_add_f32 v16, v16, v18
  v_exp_f32 v16, v16
  v_cndmask_b32_e64 v18, 0x3f800000, 0x1f800000, s20
  v_mul_f32 v16, v16, v18
  v_fma_f32 v18, v16, v0, v16
  v_cmp_eq_f32_e64 s20, 0x7f800000, v16
  v_cndmask_b32_e64 v16, v18, v16, s20
  v_cndmask_b32_e64 v18, 0x3f800000, 0x40000000, s16
  v_mul_f32 v16, v16, v18
  v_mul_f32 v18, 0x3fb8aa3b, v17
  v_fma_f32 v20, v17, 0x3fb8aa3b, -v18
  v_fma_f32 v17, v17, 0x32a57060, v20
  v_and_b32 v20, 0x7fffffff, v17
  v_cmp_gt_f32_e64 s16, 0x3f800000, v20
  v_cndmask_b32_e64 v23, 0, v17, s16
  v_mul_f32 v25, 0x3f317218, v23
  v_cmp_le_f32_e64 s16, 0x43000000, v18
  v_cndmask_b32_e64 v0, 0, 0x3f800000, s16
  v_sub_f32 v0, v18, v0
  v_cmp_gt_f32_e64 s20, 0xc2fc0000, v0
  v_cndmask_b32_e64 v17, 0, 0x42800000, s20
  v_add_f32 v0, v0, v17
  v_exp_f32 v0, v0
  v_cndmask_b32_e64 v17, 0x3f800000, 0x1f800000, s20
  v_mul_f32 v0, v0, v17
  v_fma_f32 v17, v0, v25, v0
  v_cmp_eq_f32_e64 s20, 0x7f800000, v0
  v_cndmask_b32_e64 v0, v17, v0, s20
  v_cndmask_b32_e64 v17, 0x3f800000, 0x40000000, s16
  v_mul_f32 v17, v0, v17
  v_mul_f32 v0, 0x3fb8aa3b, v13
  v_fma_f32 v18, v13, 0x3fb8aa3b, -v0
  v_fma_f32 v13, v13, 0x32a57060, v18
  v_and_b32 v18, 0x7fffffff, v13
  v_cmp_gt_f32_e64 s16, 0x3f800000, v18
  v_cndmask_b32_e64 v13, 0, v13, s16
  v_mul_f32 v13, 0x3f317218, v13
  v_cmp_le_f32_e64 s16, 0x43000000, v0
  v_cndmask_b32_e64 v18, 0, 0x3f800000, s16
  v_sub_f32 v18, v0, v18
  v_cmp_gt_f32_e64 s20, 0xc2fc0000, v18
  v_cndmask_b32_e64 v20, 0, 0x42800000, s20
  v_add_f32 v18, v18, v20
  v_exp_f32 v18, v18
  v_cndmask_b32_e64 v20, 0x3f800000, 0x1f800000, s20
  v_mul_f32 v22, v18, v20
  v_fma_f32 v24, v22, v13, v22
  v_cmp_eq_f32_e64 s20, 0x7f800000, v22
  v_cndmask_b32_e64 v0, v24, v22, s20
  v_cndmask_b32_e64 v13, 0x3f800000, 0x40000000, s16
  v_mul_f32 v13, v0, v13
  v_add_f32 v0, v9, v10
  v_add_f32 v0, v0, v11
  v_add_f32 v0, v0, v12
  v_add_f32 v0, v0, v15
  v_add_f32 v0, v0, v16
  v_add_f32 v0, v0, v17
  v_add_f32 v0, v0, v13
  ds_bpermute_b32 v4, v4, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v4
  ds_bpermute_b32 v4, v5, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v4
  ds_bpermute_b32 v4, v19, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v4
  ds_bpermute_b32 v4, v6, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v4
  ds_bpermute_b32 v4, v7, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v4, v0, v4
  ds_store_b32 v8, v4 offset:512
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  ds_load_b32 v7, v14 offset:512
  ds_load_b32 v19, v14 offset:640
  ds_load_b32 v18, v14 offset:768
  ds_load_b32 v14, v14 offset:896
  s_waitcnt lgkmcnt(0)
  v_add_f32 v19, v7, v19
  v_add_f32 v18, v18, v14
  v_add_f32 v19, v19, v18
  v_add_co_u32 v28, vcc_lo, s14, v2
  v_add_co_ci_u32 v29, vcc_lo, s15, v3, vcc_lo
  v_add_co_u32 v26, vcc_lo, s14, v1
  v_add_co_ci_u32 v27, vcc_lo, s15, v21, vcc_lo
  v_div_scale_f32 v25, vcc_lo, v19, v19, v9
  v_div_scale_f32 v0, vcc_lo, v9, v19, v9
  v_rcp_f32 v1, v25
  v_fma_f32 v2, -v25, v1, 0x3f800000
  v_fma_f32 v1, v2, v1, v1
  v_mul_f32 v2, v0, v1
  v_fma_f32 v3, -v25, v2, v0
  v_fma_f32 v2, v3, v1, v2
  v_fma_f32 v0, -v25, v2, v0
  s_nop 3
  v_div_fmas_f32 v0, v0, v1, v2
  v_div_fixup_f32 v0, v0, v19, v9
  v_div_scale_f32 v1, vcc_lo, v19, v19, v10
  v_div_scale_f32 v2, vcc_lo, v10, v19, v10
  v_rcp_f32 v3, v1
  v_fma_f32 v4, -v1, v3, 0x3f800000
  v_fma_f32 v3, v4, v3, v3
  v_mul_f32 v4, v2, v3
  v_fma_f32 v5, -v1, v4, v2
  v_fma_f32 v4, v5, v3, v4
  v_fma_f32 v1, -v1, v4, v2
  s_nop 3
  v_div_fmas_f32 v2, v1, v3, v4
  v_div_fixup_f32 v4, v2, v19, v10
  v_div_scale_f32 v6, vcc_lo, v19, v19, v11
  v_div_scale_f32 v8, vcc_lo, v11, v19, v11
  v_rcp_f32 v10, v6
  v_fma_f32 v14, -v6, v10, 0x3f800000
  v_fma_f32 v14, v14, v10, v10
  v_mul_f32 v18, v8, v14
  v_fma_f32 v20, -v6, v18, v8
  v_fma_f32 v20, v20, v14, v18
  v_fma_f32 v22, -v6, v20, v8
  s_nop 3
  v_div_fmas_f32 v24, v22, v14, v20
  v_div_fixup_f32 v1, v24, v19, v11
  v_div_scale_f32 v2, vcc_lo, v19, v19, v12
  v_div_scale_f32 v3, vcc_lo, v12, v19, v12
  v_rcp_f32 v5, v2
  v_fma_f32 v6, -v2, v5, 0x3f800000
  v_fma_f32 v5, v6, v5, v5
  v_mul_f32 v6, v3, v5
  v_fma_f32 v7, -v2, v6, v3
  v_fma_f32 v6, v7, v5, v6
  v_fma_f32 v2, -v2, v6, v3
  s_nop 3
  v_div_fmas_f32 v2, v2, v5, v6
  v_div_fixup_f32 v2, v2, v19, v12
  v_div_scale_f32 v3, vcc_lo, v19, v19, v15
  v_div_scale_f32 v5, vcc_lo, v15, v19, v15
  v_rcp_f32 v6, v3
  v_fma_f32 v7, -v3, v6, 0x3f800000
  v_fma_f32 v6, v7, v6, v6
  v_mul_f32 v7, v5, v6
  v_fma_f32 v8, -v3, v7, v5
  v_fma_f32 v7, v8, v6, v7
  v_fma_f32 v3, -v3, v7, v5
  s_nop 3
  v_div_fmas_f32 v5, v3, v6, v7
  v_div_fixup_f32 v7, v5, v19, v15
  v_div_scale_f32 v9, vcc_lo, v19, v19, v16
  v_div_scale_f32 v11, vcc_lo, v16, v19, v16
  v_rcp_f32 v14, v9
  v_fma_f32 v15, -v9, v14, 0x3f800000
  v_fma_f32 v18, v15, v14, v14
  v_mul_f32 v20, v11, v18
  v_fma_f32 v21, -v9, v20, v11
  v_fma_f32 v23, v21, v18, v20
  v_fma_f32 v25, -v9, v23, v11
  s_nop 3
  v_div_fmas_f32 v3, v25, v18, v23
  v_div_fixup_f32 v3, v3, v19, v16
  v_div_scale_f32 v5, vcc_lo, v19, v19, v17
  v_div_scale_f32 v6, vcc_lo, v17, v19, v17
  v_rcp_f32 v8, v5
  v_fma_f32 v9, -v5, v8, 0x3f800000
  v_fma_f32 v8, v9, v8, v8
  v_mul_f32 v9, v6, v8
  v_fma_f32 v10, -v5, v9, v6
  v_fma_f32 v9, v10, v8, v9
  v_fma_f32 v5, -v5, v9, v6
  s_nop 3
  v_div_fmas_f32 v5, v5, v8, v9
  v_div_fixup_f32 v5, v5, v19, v17
  v_div_scale_f32 v6, vcc_lo, v19, v19, v13
  v_div_scale_f32 v8, vcc_lo, v13, v19, v13
  v_rcp_f32 v9, v6
  v_fma_f32 v10, -v6, v9, 0x3f800000
  v_fma_f32 v9, v10, v9, v9
  v_mul_f32 v10, v8, v9
  v_fma_f32 v11, -v6, v10, v8
  v_fma_f32 v10, v11, v9, v10
  v_fma_f32 v6, -v6, v10, v8
  s_nop 3
  v_div_fmas_f32 v8, v6, v9, v10
  v_div_fixup_f32 v10, v8, v19, v13
  s_and_saveexec_b32 s22, s4
  global_store_b32 v[28:29], v0, off
  s_mov_b32 exec_lo, s22
  s_and_saveexec_b32 s22, s6
  global_store_b32 v[28:29], v4, off offset:4
  s_mov_b32 exec_lo, s22
  s_and_saveexec_b32 s22, s8
  global_store_b32 v[28:29], v1, off offset:8
  s_mov_b32 exec_lo, s22
  s_and_saveexec_b32 s22, s10
  global_store_b32 v[28:29], v2, off offset:12
  s_mov_b32 exec_lo, s22
  s_and_saveexec_b32 s22, s2
  global_store_b32 v[26:27], v7, off
  s_mov_b32 exec_lo, s22
  s_and_saveexec_b32 s22, s12
  global_store_b32 v[26:27], v3, off offset:4
  s_mov_b32 exec_lo, s22
  s_and_saveexec_b32 s22, s18
  global_store_b32 v[26:27], v5, off offset:8
  s_mov_b32 exec_lo, s22
  s_and_saveexec_b32 s22, s0
  global_store_b32 v[26:27], v10, off offset:12
  s_mov_b32 exec_lo, s22
  s_endpgm
.Lsoftmax_end:
.size softmax, .Lsoftmax_end-softmax
; 24 SGPRs, 30 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 30
  .amdhsa_next_free_sgpr 24
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
    .sgpr_count: 24
    .vgpr_count: 30
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
