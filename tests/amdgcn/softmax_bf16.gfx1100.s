.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 5
.text
.globl softmax_bf16
.p2align 8
.type softmax_bf16,@function
softmax_bf16:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v7, 0x3ff, v0
  s_load_b64 s[18:19], s[0:1], 0x0
  s_load_b64 s[16:17], s[0:1], 0x8
  s_load_b32 s4, s[0:1], 0x10
  s_load_b32 s14, s[0:1], 0x14
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s0, s2, s4
  v_and_b32 v19, v7, 0x7f
  v_lshlrev_b32 v21, 3, v19
  v_add_nc_u32 v1, s0, v21
  v_ashrrev_i32 v2, 31, v1
  v_mov_b32 v26, v2
  v_lshlrev_b32 v1, 1, v1
  v_add_co_u32 v24, vcc_lo, s18, v1
  v_add_co_ci_u32 v25, vcc_lo, s19, v2, vcc_lo
  v_cmp_lt_i32_e64 s2, v21, s14
  v_add_nc_u32 v2, v21, 7
  v_cmp_lt_i32_e64 s0, v2, s14
  v_mov_b32 v2, 0xff80
  s_and_saveexec_b32 s22, s2
  global_load_u16 v2, v[24:25], off
  s_mov_b32 exec_lo, s22
  v_add_nc_u32 v3, v21, 1
  v_cmp_lt_i32_e64 s4, v3, s14
  v_mov_b32 v3, 0xff80
  s_and_saveexec_b32 s22, s4
  global_load_u16 v3, v[24:25], off offset:2
  s_mov_b32 exec_lo, s22
  v_add_nc_u32 v4, v21, 2
  v_cmp_lt_i32_e64 s6, v4, s14
  v_mov_b32 v4, 0xff80
  s_and_saveexec_b32 s22, s6
  global_load_u16 v4, v[24:25], off offset:4
  s_mov_b32 exec_lo, s22
  v_add_nc_u32 v5, v21, 3
  v_cmp_lt_i32_e64 s8, v5, s14
  v_mov_b32 v5, 0xff80
  s_and_saveexec_b32 s22, s8
  global_load_u16 v5, v[24:25], off offset:6
  s_mov_b32 exec_lo, s22
  v_add_nc_u32 v6, v21, 4
  v_cmp_lt_i32_e64 s10, v6, s14
  v_mov_b32 v6, 0xff80
  s_and_saveexec_b32 s22, s10
  global_load_u16 v6, v[24:25], off offset:8
  s_mov_b32 exec_lo, s22
  v_add_nc_u32 v8, v21, 5
  v_cmp_lt_i32_e64 s12, v8, s14
  v_mov_b32 v8, 0xff80
  s_and_saveexec_b32 s22, s12
  global_load_u16 v8, v[24:25], off offset:10
  s_mov_b32 exec_lo, s22
  v_add_nc_u32 v9, v21, 6
  v_cmp_lt_i32_e64 s14, v9, s14
  v_mov_b32 v11, 0xff80
  s_and_saveexec_b32 s22, s14
  global_load_u16 v11, v[24:25], off offset:12
  s_mov_b32 exec_lo, s22
  v_mov_b32 v12, 0xff80
  s_and_saveexec_b32 s22, s0
  global_load_u16 v12, v[24:25], off offset:14
  s_mov_b32 exec_lo, s22
  s_waitcnt vmcnt(0)
  v_lshlrev_b32 v14, 16, v2
  v_lshlrev_b32 v17, 16, v3
  v_lshlrev_b32 v18, 16, v4
  v_lshlrev_b32 v20, 16, v5
  v_lshlrev_b32 v23, 16, v6
  v_lshlrev_b32 v10, 16, v8
  v_lshlrev_b32 v8, 16, v11
  v_lshlrev_b32 v6, 16, v12
  v_max_f32 v2, v14, v14
  v_max_f32 v3, v17, v17
  v_max_f32 v2, v2, v3
  v_cmp_eq_f32_e64 s18, v14, v17
  v_and_b32 v3, v14, v17
  v_cndmask_b32_e64 v2, v2, v3, s18
  v_max_f32 v3, v2, v2
  v_max_f32 v4, v18, v18
  v_max_f32 v3, v3, v4
  v_cmp_eq_f32_e64 s18, v2, v18
  v_and_b32 v2, v2, v18
  v_cndmask_b32_e64 v2, v3, v2, s18
  v_max_f32 v3, v2, v2
  v_max_f32 v4, v20, v20
  v_max_f32 v3, v3, v4
  v_cmp_eq_f32_e64 s18, v2, v20
  v_and_b32 v2, v2, v20
  v_cndmask_b32_e64 v2, v3, v2, s18
  v_max_f32 v3, v2, v2
  v_max_f32 v5, v23, v23
  v_max_f32 v9, v3, v5
  v_cmp_eq_f32_e64 s18, v2, v23
  v_and_b32 v11, v2, v23
  v_cndmask_b32_e64 v13, v9, v11, s18
  v_max_f32 v15, v13, v13
  v_max_f32 v19, v10, v10
  v_max_f32 v19, v15, v19
  v_cmp_eq_f32_e64 s18, v13, v10
  v_and_b32 v2, v13, v10
  v_cndmask_b32_e64 v2, v19, v2, s18
  v_max_f32 v3, v2, v2
  v_max_f32 v4, v8, v8
  v_max_f32 v3, v3, v4
  v_cmp_eq_f32_e64 s18, v2, v8
  v_and_b32 v2, v2, v8
  v_cndmask_b32_e64 v2, v3, v2, s18
  v_max_f32 v3, v2, v2
  v_max_f32 v4, v6, v6
  v_max_f32 v3, v3, v4
  v_cmp_eq_f32_e64 s18, v2, v6
  v_and_b32 v2, v2, v6
  v_cndmask_b32_e64 v3, v3, v2, s18
  v_and_b32 v0, 31, v0
  v_xor_b32 v2, 1, v0
  v_lshlrev_b32 v2, 2, v2
  ds_bpermute_b32 v5, v2, v3
  s_waitcnt lgkmcnt(0)
  v_and_b32 v4, v3, v5
  v_max_f32 v9, v3, v3
  v_max_f32 v11, v5, v5
  v_max_f32 v9, v9, v11
  v_cmp_eq_f32_e64 s18, v3, v5
  v_cndmask_b32_e64 v5, v9, v4, s18
  v_xor_b32 v9, 2, v0
  v_lshlrev_b32 v9, 2, v9
  ds_bpermute_b32 v11, v9, v5
  s_waitcnt lgkmcnt(0)
  v_and_b32 v19, v5, v11
  v_max_f32 v15, v5, v5
  v_max_f32 v16, v11, v11
  v_max_f32 v21, v15, v16
  v_cmp_eq_f32_e64 s18, v5, v11
  v_cndmask_b32_e64 v4, v21, v19, s18
  v_xor_b32 v3, 4, v0
  v_lshlrev_b32 v3, 2, v3
  ds_bpermute_b32 v11, v3, v4
  s_waitcnt lgkmcnt(0)
  v_and_b32 v5, v4, v11
  v_max_f32 v12, v4, v4
  v_max_f32 v13, v11, v11
  v_max_f32 v12, v12, v13
  v_cmp_eq_f32_e64 s18, v4, v11
  v_cndmask_b32_e64 v5, v12, v5, s18
  v_xor_b32 v4, 8, v0
  v_lshlrev_b32 v4, 2, v4
  ds_bpermute_b32 v12, v4, v5
  s_waitcnt lgkmcnt(0)
  v_and_b32 v11, v5, v12
  v_max_f32 v13, v5, v5
  v_max_f32 v15, v12, v12
  v_max_f32 v13, v13, v15
  v_cmp_eq_f32_e64 s18, v5, v12
  v_cndmask_b32_e64 v11, v13, v11, s18
  v_xor_b32 v0, 16, v0
  v_lshlrev_b32 v5, 2, v0
  ds_bpermute_b32 v13, v5, v11
  s_waitcnt lgkmcnt(0)
  v_and_b32 v12, v11, v13
  v_max_f32 v15, v11, v11
  v_max_f32 v16, v13, v13
  v_max_f32 v15, v15, v16
  v_cmp_eq_f32_e64 s18, v11, v13
  v_cndmask_b32_e64 v15, v15, v12, s18
  v_mul_lo_u32 v16, v7, 4
  ds_store_b32 v16, v15
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_and_b32 v21, v7, 0xffffff9f
  v_mul_lo_u32 v22, v21, 4
  ds_load_b32 v7, v22
  ds_load_b32 v12, v22 offset:128
  ds_load_b32 v0, v22 offset:256
  ds_load_b32 v11, v22 offset:384
  s_waitcnt lgkmcnt(0)
  v_and_b32 v13, v7, v12
  v_max_f32 v15, v7, v7
  v_max_f32 v19, v12, v12
  v_max_f32 v15, v15, v19
  v_cmp_eq_f32_e64 s18, v7, v12
  v_cndmask_b32_e64 v7, v15, v13, s18
  v_and_b32 v12, v0, v11
  v_max_f32 v13, v0, v0
  v_max_f32 v15, v11, v11
  v_max_f32 v13, v13, v15
  v_cmp_eq_f32_e64 s18, v0, v11
  v_cndmask_b32_e64 v11, v13, v12, s18
  v_and_b32 v0, v7, v11
  v_max_f32 v12, v7, v7
  v_max_f32 v13, v11, v11
  v_max_f32 v12, v12, v13
  v_cmp_eq_f32_e64 s18, v7, v11
  v_cndmask_b32_e64 v19, v12, v0, s18
  v_sub_f32 v14, v14, v19
  v_sub_f32 v7, v17, v19
  v_sub_f32 v12, v18, v19
  v_sub_f32 v11, v20, v19
  v_sub_f32 v13, v23, v19
  v_sub_f32 v15, v10, v19
  v_sub_f32 v17, v8, v19
  v_sub_f32 v20, v6, v19
  v_mul_f32 v21, 0x3fb8aa3b, v14
  v_fma_f32 v23, v14, 0x3fb8aa3b, -v21
  v_fma_f32 v0, v14, 0x32a57060, v23
  v_and_b32 v6, 0x7fffffff, v0
  v_cmp_gt_f32_e64 s18, 0x3f800000, v6
  v_cndmask_b32_e64 v0, 0, v0, s18
  v_mul_f32 v0, 0x3f317218, v0
  v_cmp_le_f32_e64 s18, 0x43000000, v21
  v_cndmask_b32_e64 v6, 0, 0x3f800000, s18
  v_sub_f32 v6, v21, v6
  v_cmp_gt_f32_e64 s20, 0xc2fc0000, v6
  v_cndmask_b32_e64 v8, 0, 0x42800000, s20
  v_add_f32 v6, v6, v8
  v_exp_f32 v6, v6
  v_cndmask_b32_e64 v8, 0x3f800000, 0x1f800000, s20
  v_mul_f32 v6, v6, v8
  v_fma_f32 v0, v6, v0, v6
  v_cmp_eq_f32_e64 s20, 0x7f800000, v6
  v_cndmask_b32_e64 v0, v0, v6, s20
  v_cndmask_b32_e64 v6, 0x3f800000, 0x40000000, s18
  v_mul_f32 v6, v0, v6
  v_mul_f32 v0, 0x3fb8aa3b, v7
  v_fma_f32 v8, v7, 0x3fb8aa3b, -v0
  v_fma_f32 v7, v7, 0x32a57060, v8
  v_and_b32 v8, 0x7fffffff, v7
  v_cmp_gt_f32_e64 s18, 0x3f800000, v8
  v_cndmask_b32_e64 v10, 0, v7, s18
  v_mul_f32 v14, 0x3f317218, v10
  v_cmp_le_f32_e64 s18, 0x43000000, v0
  v_cndmask_b32_e64 v18, 0, 0x3f800000, s18
  v_sub_f32 v18, v0, v18
  v_cmp_gt_f32_e64 s20, 0xc2fc0000, v18
  v_cndmask_b32_e64 v23, 0, 0x42800000, s20
  v_add_f32 v0, v18, v23
  v_exp_f32 v0, v0
  v_cndmask_b32_e64 v7, 0x3f800000, 0x1f800000, s20
  v_mul_f32 v0, v0, v7
  v_fma_f32 v7, v0, v14, v0
  v_cmp_eq_f32_e64 s20, 0x7f800000, v0
  v_cndmask_b32_e64 v0, v7, v0, s20
  v_cndmask_b32_e64 v7, 0x3f800000, 0x40000000, s18
  v_mul_f32 v7, v0, v7
  v_mul_f32 v8, 0x3fb8aa3b, v12
  v_fma_f32 v0, v12, 0x3fb8aa3b, -v8
  v_fma_f32 v0, v12, 0x32a57060, v0
  v_and_b32 v10, 0x7fffffff, v0
  v_cmp_gt_f32_e64 s18, 0x3f800000, v10
  v_cndmask_b32_e64 v0, 0, v0, s18
  v_mul_f32 v0, 0x3f317218, v0
  v_cmp_le_f32_e64 s18, 0x43000000, v8
  v_cndmask_b32_e64 v10, 0, 0x3f800000, s18
  v_sub_f32 v8, v8, v10
  v_cmp_gt_f32_e64 s20, 0xc2fc0000, v8
  v_cndmask_b32_e64 v10, 0, 0x42800000, s20
  v_add_f32 v8, v8, v10
  v_exp_f32 v8, v8
  v_cndmask_b32_e64 v10, 0x3f800000, 0x1f800000, s20
  v_mul_f32 v10, v8, v10
  v_fma_f32 v12, v10, v0, v10
  v_cmp_eq_f32_e64 s20, 0x7f800000, v10
  v_cndmask_b32_e64 v18, v12, v10, s20
  v_cndmask_b32_e64 v19, 0x3f800000, 0x40000000, s18
  v_mul_f32 v19, v18, v19
  v_mul_f32 v21, 0x3fb8aa3b, v11
  v_fma_f32 v23, v11, 0x3fb8aa3b, -v21
  v_fma_f32 v0, v11, 0x32a57060, v23
  v_and_b32 v8, 0x7fffffff, v0
  v_cmp_gt_f32_e64 s18, 0x3f800000, v8
  v_cndmask_b32_e64 v0, 0, v0, s18
  v_mul_f32 v0, 0x3f317218, v0
  v_cmp_le_f32_e64 s18, 0x43000000, v21
  v_cndmask_b32_e64 v8, 0, 0x3f800000, s18
  v_sub_f32 v8, v21, v8
  v_cmp_gt_f32_e64 s20, 0xc2fc0000, v8
  v_cndmask_b32_e64 v10, 0, 0x42800000, s20
  v_add_f32 v8, v8, v10
  v_exp_f32 v8, v8
  v_cndmask_b32_e64 v10, 0x3f800000, 0x1f800000, s20
  v_mul_f32 v8, v8, v10
  v_fma_f32 v0, v8, v0, v8
  v_cmp_eq_f32_e64 s20, 0x7f800000, v8
  v_cndmask_b32_e64 v0, v0, v8, s20
  v_cndmask_b32_e64 v8, 0x3f800000, 0x40000000, s18
  v_mul_f32 v8, v0, v8
  v_mul_f32 v0, 0x3fb8aa3b, v13
  v_fma_f32 v10, v13, 0x3fb8aa3b, -v0
  v_fma_f32 v10, v13, 0x32a57060, v10
  v_and_b32 v11, 0x7fffffff, v10
  v_cmp_gt_f32_e64 s18, 0x3f800000, v11
  v_cndmask_b32_e64 v10, 0, v10, s18
  v_mul_f32 v12, 0x3f317218, v10
  v_cmp_le_f32_e64 s18, 0x43000000, v0
  v_cndmask_b32_e64 v18, 0, 0x3f800000, s18
  v_sub_f32 v18, v0, v18
  v_cmp_gt_f32_e64 s20, 0xc2fc0000, v18
  v_cndmask_b32_e64 v23, 0, 0x42800000, s20
  v_add_f32 v0, v18, v23
  v_exp_f32 v0, v0
  v_cndmask_b32_e64 v10, 0x3f800000, 0x1f800000, s20
  v_mul_f32 v0, v0, v10
  v_fma_f32 v10, v0, v12, v0
  v_cmp_eq_f32_e64 s20, 0x7f800000, v0
  v_cndmask_b32_e64 v0, v10, v0, s20
  v_cndmask_b32_e64 v10, 0x3f800000, 0x40000000, s18
  v_mul_f32 v10, v0, v10
  v_mul_f32 v11, 0x3fb8aa3b, v15
  v_fma_f32 v0, v15, 0x3fb8aa3b, -v11
  v_fma_f32 v0, v15, 0x32a57060, v0
  v_and_b32 v12, 0x7fffffff, v0
  v_cmp_gt_f32_e64 s18, 0x3f800000, v12
  v_cndmask_b32_e64 v0, 0, v0, s18
  v_mul_f32 v0, 0x3f317218, v0
  v_cmp_le_f32_e64 s18, 0x43000000, v11
  v_cndmask_b32_e64 v12, 0, 0x3f800000, s18
  v_sub_f32 v11, v11, v12
  v_cmp_gt_f32_e64 s20, 0xc2fc0000, v11
  v_cndmask_b32_e64 v12, 0, 0x42800000, s20
  v_add_f32 v11, v11, v12
  v_exp_f32 v11, v11
  v_cndmask_b32_e64 v12, 0x3f800000, 0x1f800000, s20
  v_mul_f32 v11, v11, v12
  v_fma_f32 v12, v11, v0, v11
  v_cmp_eq_f32_e64 s20, 0x7f800000, v11
  v_cndmask_b32_e64 v15, v12, v11, s20
  v_cndmask_b32_e64 v18, 0x3f800000, 0x40000000, s18
  v_mul_f32 v21, v15, v18
  v_mul_f32 v23, 0x3fb8aa3b, v17
  v_fma_f32 v0, v17, 0x3fb8aa3b, -v23
  v_fma_f32 v0, v17, 0x32a57060, v0
  v_and_b32 v11, 0x7fffffff, v0
  v_cmp_gt_f32_e64 s18, 0x3f800000, v11
  v_cndmask_b32_e64 v0, 0, v0, s18
  v_mul_f32 v0, 0x3f317218, v0
  v_cmp_le_f32_e64 s18, 0x43000000, v23
  v_cndmask_b32_e64 v11, 0, 0x3f800000, s18
  v_sub_f32 v11, v23, v11
  v_cmp_gt_f32_e64 s20, 0xc2fc0000, v11
  v_cndmask_b32_e64 v12, 0, 0x42800000, s20
  v_add_f32 v11, v11, v12
  v_exp_f32 v11, v11
  v_cndmask_b32_e64 v12, 0x3f800000, 0x1f800000, s20
  v_mul_f32 v11, v11, v12
  v_fma_f32 v0, v11, v0, v11
  v_cmp_eq_f32_e64 s20, 0x7f800000, v11
  v_cndmask_b32_e64 v0, v0, v11, s20
  v_cndmask_b32_e64 v11, 0x3f800000, 0x40000000, s18
  v_mul_f32 v11, v0, v11
  v_mul_f32 v0, 0x3fb8aa3b, v20
  v_fma_f32 v12, v20, 0x3fb8aa3b, -v0
  v_fma_f32 v12, v20, 0x32a57060, v12
  v_and_b32 v13, 0x7fffffff, v12
  v_cmp_gt_f32_e64 s18, 0x3f800000, v13
  v_cndmask_b32_e64 v12, 0, v12, s18
  v_mul_f32 v12, 0x3f317218, v12
  v_cmp_le_f32_e64 s18, 0x43000000, v0
  v_cndmask_b32_e64 v17, 0, 0x3f800000, s18
  v_sub_f32 v18, v0, v17
  v_cmp_gt_f32_e64 s20, 0xc2fc0000, v18
  v_cndmask_b32_e64 v23, 0, 0x42800000, s20
  v_add_f32 v0, v18, v23
  v_exp_f32 v0, v0
  v_cndmask_b32_e64 v13, 0x3f800000, 0x1f800000, s20
  v_mul_f32 v0, v0, v13
  v_fma_f32 v12, v0, v12, v0
  v_cmp_eq_f32_e64 s20, 0x7f800000, v0
  v_cndmask_b32_e64 v0, v12, v0, s20
  v_cndmask_b32_e64 v12, 0x3f800000, 0x40000000, s18
  v_mul_f32 v12, v0, v12
  v_add_f32 v0, v6, v7
  v_add_f32 v0, v0, v19
  v_add_f32 v0, v0, v8
  v_add_f32 v0, v0, v10
  v_add_f32 v0, v0, v21
  v_add_f32 v0, v0, v11
  v_add_f32 v0, v0, v12
  ds_bpermute_b32 v2, v2, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v2
  ds_bpermute_b32 v2, v9, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v2
  ds_bpermute_b32 v2, v3, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v3, v0, v2
  ds_bpermute_b32 v9, v4, v3
  s_waitcnt lgkmcnt(0)
  v_add_f32 v9, v3, v9
  ds_bpermute_b32 v13, v5, v9
  s_waitcnt lgkmcnt(0)
  v_add_f32 v13, v9, v13
  ds_store_b32 v16, v13 offset:512
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  ds_load_b32 v15, v22 offset:512
  ds_load_b32 v17, v22 offset:640
  ds_load_b32 v20, v22 offset:768
  ds_load_b32 v22, v22 offset:896
  s_waitcnt lgkmcnt(0)
  v_add_f32 v23, v15, v17
  v_add_f32 v0, v20, v22
  v_add_f32 v2, v23, v0
  v_mov_b32 v0, v26
  v_add_co_u32 v24, vcc_lo, s16, v1
  v_add_co_ci_u32 v25, vcc_lo, s17, v0, vcc_lo
  v_div_scale_f32 v0, vcc_lo, v2, v2, v6
  v_div_scale_f32 v1, vcc_lo, v6, v2, v6
  v_rcp_f32 v3, v0
  v_fma_f32 v4, -v0, v3, 0x3f800000
  v_fma_f32 v3, v4, v3, v3
  v_mul_f32 v4, v1, v3
  v_fma_f32 v5, -v0, v4, v1
  v_fma_f32 v4, v5, v3, v4
  v_fma_f32 v0, -v0, v4, v1
  s_nop 3
  v_div_fmas_f32 v0, v0, v3, v4
  v_div_fixup_f32 v0, v0, v2, v6
  v_div_scale_f32 v1, vcc_lo, v2, v2, v7
  v_div_scale_f32 v3, vcc_lo, v7, v2, v7
  v_rcp_f32 v4, v1
  v_fma_f32 v5, -v1, v4, 0x3f800000
  v_fma_f32 v4, v5, v4, v4
  v_mul_f32 v5, v3, v4
  v_fma_f32 v6, -v1, v5, v3
  v_fma_f32 v5, v6, v4, v5
  v_fma_f32 v6, -v1, v5, v3
  s_nop 3
  v_div_fmas_f32 v9, v6, v4, v5
  v_div_fixup_f32 v13, v9, v2, v7
  v_div_scale_f32 v14, vcc_lo, v2, v2, v19
  v_div_scale_f32 v15, vcc_lo, v19, v2, v19
  v_rcp_f32 v16, v14
  v_fma_f32 v18, -v14, v16, 0x3f800000
  v_fma_f32 v20, v18, v16, v16
  v_mul_f32 v22, v15, v20
  v_fma_f32 v1, -v14, v22, v15
  v_fma_f32 v1, v1, v20, v22
  v_fma_f32 v3, -v14, v1, v15
  s_nop 3
  v_div_fmas_f32 v1, v3, v20, v1
  v_div_fixup_f32 v1, v1, v2, v19
  v_div_scale_f32 v3, vcc_lo, v2, v2, v8
  v_div_scale_f32 v4, vcc_lo, v8, v2, v8
  v_rcp_f32 v5, v3
  v_fma_f32 v6, -v3, v5, 0x3f800000
  v_fma_f32 v5, v6, v5, v5
  v_mul_f32 v6, v4, v5
  v_fma_f32 v7, -v3, v6, v4
  v_fma_f32 v6, v7, v5, v6
  v_fma_f32 v3, -v3, v6, v4
  s_nop 3
  v_div_fmas_f32 v3, v3, v5, v6
  v_div_fixup_f32 v3, v3, v2, v8
  v_div_scale_f32 v4, vcc_lo, v2, v2, v10
  v_div_scale_f32 v5, vcc_lo, v10, v2, v10
  v_rcp_f32 v6, v4
  v_fma_f32 v7, -v4, v6, 0x3f800000
  v_fma_f32 v6, v7, v6, v6
  v_mul_f32 v7, v5, v6
  v_fma_f32 v8, -v4, v7, v5
  v_fma_f32 v7, v8, v6, v7
  v_fma_f32 v9, -v4, v7, v5
  s_nop 3
  v_div_fmas_f32 v14, v9, v6, v7
  v_div_fixup_f32 v14, v14, v2, v10
  v_div_scale_f32 v15, vcc_lo, v2, v2, v21
  v_div_scale_f32 v17, vcc_lo, v21, v2, v21
  v_rcp_f32 v19, v15
  v_fma_f32 v22, -v15, v19, 0x3f800000
  v_fma_f32 v23, v22, v19, v19
  v_mul_f32 v4, v17, v23
  v_fma_f32 v5, -v15, v4, v17
  v_fma_f32 v4, v5, v23, v4
  v_fma_f32 v5, -v15, v4, v17
  s_nop 3
  v_div_fmas_f32 v4, v5, v23, v4
  v_div_fixup_f32 v4, v4, v2, v21
  v_div_scale_f32 v5, vcc_lo, v2, v2, v11
  v_div_scale_f32 v6, vcc_lo, v11, v2, v11
  v_rcp_f32 v7, v5
  v_fma_f32 v8, -v5, v7, 0x3f800000
  v_fma_f32 v7, v8, v7, v7
  v_mul_f32 v8, v6, v7
  v_fma_f32 v9, -v5, v8, v6
  v_fma_f32 v8, v9, v7, v8
  v_fma_f32 v5, -v5, v8, v6
  s_nop 3
  v_div_fmas_f32 v5, v5, v7, v8
  v_div_fixup_f32 v5, v5, v2, v11
  v_div_scale_f32 v6, vcc_lo, v2, v2, v12
  v_div_scale_f32 v7, vcc_lo, v12, v2, v12
  v_rcp_f32 v8, v6
  v_fma_f32 v9, -v6, v8, 0x3f800000
  v_fma_f32 v8, v9, v8, v8
  v_mul_f32 v9, v7, v8
  v_fma_f32 v10, -v6, v9, v7
  v_fma_f32 v10, v10, v8, v9
  v_fma_f32 v15, -v6, v10, v7
  s_nop 3
  v_div_fmas_f32 v15, v15, v8, v10
  v_div_fixup_f32 v16, v15, v2, v12
  v_cmp_u_f32_e64 s16, v0, v0
  v_bfe_u32 v19, v0, 16, 1
  v_add3_u32 v21, v0, 0x7fff, v19
  v_lshrrev_b32 v23, 16, v21
  v_cndmask_b32_e64 v0, v23, 0x7fc0, s16
  v_cmp_u_f32_e64 s16, v13, v13
  v_bfe_u32 v2, v13, 16, 1
  v_add3_u32 v2, v13, 0x7fff, v2
  v_lshrrev_b32 v2, 16, v2
  v_cndmask_b32_e64 v2, v2, 0x7fc0, s16
  v_cmp_u_f32_e64 s16, v1, v1
  v_bfe_u32 v6, v1, 16, 1
  v_add3_u32 v1, v1, 0x7fff, v6
  v_lshrrev_b32 v1, 16, v1
  v_cndmask_b32_e64 v1, v1, 0x7fc0, s16
  v_cmp_u_f32_e64 s16, v3, v3
  v_bfe_u32 v6, v3, 16, 1
  v_add3_u32 v3, v3, 0x7fff, v6
  v_lshrrev_b32 v3, 16, v3
  v_cndmask_b32_e64 v3, v3, 0x7fc0, s16
  v_cmp_u_f32_e64 s16, v14, v14
  v_bfe_u32 v6, v14, 16, 1
  v_add3_u32 v6, v14, 0x7fff, v6
  v_lshrrev_b32 v6, 16, v6
  v_cndmask_b32_e64 v6, v6, 0x7fc0, s16
  v_cmp_u_f32_e64 s16, v4, v4
  v_bfe_u32 v7, v4, 16, 1
  v_add3_u32 v8, v4, 0x7fff, v7
  v_lshrrev_b32 v10, 16, v8
  v_cndmask_b32_e64 v13, v10, 0x7fc0, s16
  v_cmp_u_f32_e64 s16, v5, v5
  v_bfe_u32 v17, v5, 16, 1
  v_add3_u32 v18, v5, 0x7fff, v17
  v_lshrrev_b32 v20, 16, v18
  v_cndmask_b32_e64 v23, v20, 0x7fc0, s16
  v_cmp_u_f32_e64 s16, v16, v16
  v_bfe_u32 v4, v16, 16, 1
  v_add3_u32 v4, v16, 0x7fff, v4
  v_lshrrev_b32 v4, 16, v4
  v_cndmask_b32_e64 v4, v4, 0x7fc0, s16
  s_and_saveexec_b32 s22, s2
  global_store_b16 v[24:25], v0, off
  s_mov_b32 exec_lo, s22
  s_and_saveexec_b32 s22, s4
  global_store_b16 v[24:25], v2, off offset:2
  s_mov_b32 exec_lo, s22
  s_and_saveexec_b32 s22, s6
  global_store_b16 v[24:25], v1, off offset:4
  s_mov_b32 exec_lo, s22
  s_and_saveexec_b32 s22, s8
  global_store_b16 v[24:25], v3, off offset:6
  s_mov_b32 exec_lo, s22
  s_and_saveexec_b32 s22, s10
  global_store_b16 v[24:25], v6, off offset:8
  s_mov_b32 exec_lo, s22
  s_and_saveexec_b32 s22, s12
  global_store_b16 v[24:25], v13, off offset:10
  s_mov_b32 exec_lo, s22
  s_and_saveexec_b32 s22, s14
  global_store_b16 v[24:25], v23, off offset:12
  s_mov_b32 exec_lo, s22
  s_and_saveexec_b32 s22, s0
  global_store_b16 v[24:25], v4, off offset:14
  s_mov_b32 exec_lo, s22
  s_endpgm
.Lsoftmax_bf16_end:
.size softmax_bf16, .Lsoftmax_bf16_end-softmax_bf16
; 24 SGPRs, 27 VGPRs; allocation: 0 moves, 1 spills, 1 reloads

.rodata
.p2align 6
.amdhsa_kernel softmax_bf16
  .amdhsa_group_segment_fixed_size 1024
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 36
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 27
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
  - .name: softmax_bf16
    .symbol: softmax_bf16.kd
    .kernarg_segment_size: 36
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 1024
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 24
    .vgpr_count: 27
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
