.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 5
.text
.globl softmax_f16
.p2align 8
.type softmax_f16,@function
softmax_f16:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v7, 0x3ff, v0
  s_load_b64 s[18:19], s[0:1], 0x0
  s_load_b64 s[8:9], s[0:1], 0x8
  s_load_b32 s4, s[0:1], 0x10
  s_load_b32 s0, s[0:1], 0x14
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s4, s2, s4
  v_and_b32 v19, v7, 0x7f
  v_lshlrev_b32 v21, 2, v19
  v_add_nc_u32 v2, s4, v21
  v_lshlrev_b32 v1, 1, v2
  v_ashrrev_i32 v2, 31, v2
  v_add_co_u32 v24, vcc_lo, s18, v1
  v_add_co_ci_u32 v25, vcc_lo, s19, v2, vcc_lo
  v_cmp_lt_i32_e64 s2, v21, s0
  v_mov_b32 v1, 0xfc00
  s_and_saveexec_b32 s20, s2
  global_load_u16 v1, v[24:25], off
  s_mov_b32 exec_lo, s20
  v_add_nc_u32 v2, v21, 1
  v_cmp_lt_i32_e64 s2, v2, s0
  v_mov_b32 v2, 0xfc00
  s_and_saveexec_b32 s20, s2
  global_load_u16 v2, v[24:25], off offset:2
  s_mov_b32 exec_lo, s20
  v_add_nc_u32 v3, v21, 2
  v_cmp_lt_i32_e64 s2, v3, s0
  v_mov_b32 v3, 0xfc00
  s_and_saveexec_b32 s20, s2
  global_load_u16 v3, v[24:25], off offset:4
  s_mov_b32 exec_lo, s20
  v_add_nc_u32 v4, v21, 3
  v_cmp_lt_i32_e64 s2, v4, s0
  v_mov_b32 v4, 0xfc00
  s_and_saveexec_b32 s20, s2
  global_load_u16 v4, v[24:25], off offset:6
  s_mov_b32 exec_lo, s20
  v_add_nc_u32 v5, v21, 0x200
  v_add_nc_u32 v8, s4, v5
  v_lshlrev_b32 v6, 1, v8
  v_ashrrev_i32 v8, 31, v8
  v_add_co_u32 v24, vcc_lo, s18, v6
  v_add_co_ci_u32 v25, vcc_lo, s19, v8, vcc_lo
  v_cmp_lt_i32_e64 s2, v5, s0
  v_mov_b32 v8, 0xfc00
  s_and_saveexec_b32 s20, s2
  global_load_u16 v8, v[24:25], off
  s_mov_b32 exec_lo, s20
  v_add_nc_u32 v5, v21, 0x201
  v_cmp_lt_i32_e64 s6, v5, s0
  v_mov_b32 v15, 0xfc00
  s_and_saveexec_b32 s20, s6
  global_load_u16 v15, v[24:25], off offset:2
  s_mov_b32 exec_lo, s20
  v_add_nc_u32 v5, v21, 0x202
  v_cmp_lt_i32_e64 s14, v5, s0
  v_mov_b32 v16, 0xfc00
  s_and_saveexec_b32 s20, s14
  global_load_u16 v16, v[24:25], off offset:4
  s_mov_b32 exec_lo, s20
  v_add_nc_u32 v5, v21, 0x203
  v_cmp_lt_i32_e64 s2, v5, s0
  v_mov_b32 v20, 0xfc00
  s_and_saveexec_b32 s20, s2
  global_load_u16 v20, v[24:25], off offset:6
  s_mov_b32 exec_lo, s20
  s_waitcnt vmcnt(0)
  v_cvt_f32_f16 v22, v1
  v_cvt_f32_f16 v14, v2
  v_cvt_f32_f16 v13, v3
  v_cvt_f32_f16 v12, v4
  v_cvt_f32_f16 v10, v8
  v_cvt_f32_f16 v9, v15
  v_cvt_f32_f16 v6, v16
  v_cvt_f32_f16 v5, v20
  v_max_f32 v1, v22, v22
  v_max_f32 v2, v14, v14
  v_max_f32 v1, v1, v2
  v_cmp_eq_f32_e64 s2, v22, v14
  v_and_b32 v2, v22, v14
  v_cndmask_b32_e64 v1, v1, v2, s2
  v_max_f32 v2, v1, v1
  v_max_f32 v3, v13, v13
  v_max_f32 v2, v2, v3
  v_cmp_eq_f32_e64 s2, v1, v13
  v_and_b32 v1, v1, v13
  v_cndmask_b32_e64 v1, v2, v1, s2
  v_max_f32 v2, v1, v1
  v_max_f32 v3, v12, v12
  v_max_f32 v3, v2, v3
  v_cmp_eq_f32_e64 s10, v1, v12
  v_and_b32 v8, v1, v12
  v_cndmask_b32_e64 v11, v3, v8, s10
  v_max_f32 v15, v11, v11
  v_max_f32 v16, v10, v10
  v_max_f32 v15, v15, v16
  v_cmp_eq_f32_e64 s2, v11, v10
  v_and_b32 v20, v11, v10
  v_cndmask_b32_e64 v21, v15, v20, s2
  v_max_f32 v1, v21, v21
  v_max_f32 v2, v9, v9
  v_max_f32 v1, v1, v2
  v_cmp_eq_f32_e64 s2, v21, v9
  v_and_b32 v2, v21, v9
  v_cndmask_b32_e64 v1, v1, v2, s2
  v_max_f32 v2, v1, v1
  v_max_f32 v3, v6, v6
  v_max_f32 v2, v2, v3
  v_cmp_eq_f32_e64 s2, v1, v6
  v_and_b32 v1, v1, v6
  v_cndmask_b32_e64 v1, v2, v1, s2
  v_max_f32 v2, v1, v1
  v_max_f32 v3, v5, v5
  v_max_f32 v2, v2, v3
  v_cmp_eq_f32_e64 s2, v1, v5
  v_and_b32 v1, v1, v5
  v_cndmask_b32_e64 v1, v2, v1, s2
  v_and_b32 v3, 31, v0
  v_xor_b32 v0, 1, v3
  v_lshlrev_b32 v0, 2, v0
  ds_bpermute_b32 v2, v0, v1
  s_waitcnt lgkmcnt(0)
  v_and_b32 v8, v1, v2
  v_max_f32 v4, v1, v1
  v_max_f32 v11, v2, v2
  v_max_f32 v11, v4, v11
  v_cmp_eq_f32_e64 s2, v1, v2
  v_cndmask_b32_e64 v15, v11, v8, s2
  v_xor_b32 v16, 2, v3
  v_lshlrev_b32 v17, 2, v16
  ds_bpermute_b32 v20, v17, v15
  s_waitcnt lgkmcnt(0)
  v_and_b32 v1, v15, v20
  v_max_f32 v2, v15, v15
  v_max_f32 v4, v20, v20
  v_max_f32 v2, v2, v4
  v_cmp_eq_f32_e64 s2, v15, v20
  v_cndmask_b32_e64 v2, v2, v1, s2
  v_xor_b32 v1, 4, v3
  v_lshlrev_b32 v1, 2, v1
  ds_bpermute_b32 v8, v1, v2
  s_waitcnt lgkmcnt(0)
  v_and_b32 v4, v2, v8
  v_max_f32 v11, v2, v2
  v_max_f32 v15, v8, v8
  v_max_f32 v11, v11, v15
  v_cmp_eq_f32_e64 s2, v2, v8
  v_cndmask_b32_e64 v4, v11, v4, s2
  v_xor_b32 v2, 8, v3
  v_lshlrev_b32 v2, 2, v2
  ds_bpermute_b32 v11, v2, v4
  s_waitcnt lgkmcnt(0)
  v_and_b32 v8, v4, v11
  v_max_f32 v15, v4, v4
  v_max_f32 v16, v11, v11
  v_max_f32 v15, v15, v16
  v_cmp_eq_f32_e64 s2, v4, v11
  v_cndmask_b32_e64 v4, v15, v8, s2
  v_xor_b32 v8, 16, v3
  v_lshlrev_b32 v8, 2, v8
  ds_bpermute_b32 v11, v8, v4
  s_waitcnt lgkmcnt(0)
  v_and_b32 v16, v4, v11
  v_max_f32 v15, v4, v4
  v_max_f32 v18, v11, v11
  v_max_f32 v18, v15, v18
  v_cmp_eq_f32_e64 s2, v4, v11
  v_cndmask_b32_e64 v3, v18, v16, s2
  v_mul_lo_u32 v4, v7, 4
  ds_store_b32 v4, v3
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_and_b32 v3, v7, 0xffffff9f
  v_mul_lo_u32 v3, v3, 4
  ds_load_b32 v11, v3
  ds_load_b32 v16, v3 offset:128
  ds_load_b32 v7, v3 offset:256
  ds_load_b32 v15, v3 offset:384
  s_waitcnt lgkmcnt(0)
  v_and_b32 v18, v11, v16
  v_max_f32 v20, v11, v11
  v_max_f32 v21, v16, v16
  v_max_f32 v20, v20, v21
  v_cmp_eq_f32_e64 s2, v11, v16
  v_cndmask_b32_e64 v11, v20, v18, s2
  v_and_b32 v16, v7, v15
  v_max_f32 v18, v7, v7
  v_max_f32 v20, v15, v15
  v_max_f32 v18, v18, v20
  v_cmp_eq_f32_e64 s2, v7, v15
  v_cndmask_b32_e64 v15, v18, v16, s2
  v_and_b32 v7, v11, v15
  v_max_f32 v16, v11, v11
  v_max_f32 v18, v15, v15
  v_max_f32 v16, v16, v18
  v_cmp_eq_f32_e64 s16, v11, v15
  v_cndmask_b32_e64 v11, v16, v7, s16
  v_sub_f32 v16, v22, v11
  v_sub_f32 v15, v14, v11
  v_sub_f32 v18, v13, v11
  v_sub_f32 v20, v12, v11
  v_sub_f32 v21, v10, v11
  v_sub_f32 v10, v9, v11
  v_sub_f32 v7, v6, v11
  v_sub_f32 v5, v5, v11
  v_mul_f32 v9, 0x3fb8aa3b, v16
  v_fma_f32 v6, v16, 0x3fb8aa3b, -v9
  v_fma_f32 v6, v16, 0x32a57060, v6
  v_and_b32 v12, 0x7fffffff, v6
  v_cmp_gt_f32_e64 s2, 0x3f800000, v12
  v_cndmask_b32_e64 v6, 0, v6, s2
  v_mul_f32 v6, 0x3f317218, v6
  v_cmp_le_f32_e64 s6, 0x43000000, v9
  v_cndmask_b32_e64 v12, 0, 0x3f800000, s6
  v_sub_f32 v9, v9, v12
  v_cmp_gt_f32_e64 s2, 0xc2fc0000, v9
  v_cndmask_b32_e64 v12, 0, 0x42800000, s2
  v_add_f32 v9, v9, v12
  v_exp_f32 v9, v9
  v_cndmask_b32_e64 v12, 0x3f800000, 0x1f800000, s2
  v_mul_f32 v9, v9, v12
  v_fma_f32 v6, v9, v6, v9
  v_cmp_eq_f32_e64 s2, 0x7f800000, v9
  v_cndmask_b32_e64 v6, v6, v9, s2
  v_cndmask_b32_e64 v9, 0x3f800000, 0x40000000, s6
  v_mul_f32 v6, v6, v9
  v_mul_f32 v9, 0x3fb8aa3b, v15
  v_fma_f32 v12, v15, 0x3fb8aa3b, -v9
  v_fma_f32 v12, v15, 0x32a57060, v12
  v_and_b32 v14, 0x7fffffff, v12
  v_cmp_gt_f32_e64 s2, 0x3f800000, v14
  v_cndmask_b32_e64 v22, 0, v12, s2
  v_mul_f32 v22, 0x3f317218, v22
  v_cmp_le_f32_e64 s6, 0x43000000, v9
  v_cndmask_b32_e64 v12, 0, 0x3f800000, s6
  v_sub_f32 v9, v9, v12
  v_cmp_gt_f32_e64 s2, 0xc2fc0000, v9
  v_cndmask_b32_e64 v12, 0, 0x42800000, s2
  v_add_f32 v9, v9, v12
  v_exp_f32 v9, v9
  v_cndmask_b32_e64 v12, 0x3f800000, 0x1f800000, s2
  v_mul_f32 v9, v9, v12
  v_fma_f32 v12, v9, v22, v9
  v_cmp_eq_f32_e64 s2, 0x7f800000, v9
  v_cndmask_b32_e64 v9, v12, v9, s2
  v_cndmask_b32_e64 v12, 0x3f800000, 0x40000000, s6
  v_mul_f32 v9, v9, v12
  v_mul_f32 v13, 0x3fb8aa3b, v18
  v_fma_f32 v12, v18, 0x3fb8aa3b, -v13
  v_fma_f32 v12, v18, 0x32a57060, v12
  v_and_b32 v14, 0x7fffffff, v12
  v_cmp_gt_f32_e64 s2, 0x3f800000, v14
  v_cndmask_b32_e64 v12, 0, v12, s2
  v_mul_f32 v12, 0x3f317218, v12
  v_cmp_le_f32_e64 s6, 0x43000000, v13
  v_cndmask_b32_e64 v14, 0, 0x3f800000, s6
  v_sub_f32 v13, v13, v14
  v_cmp_gt_f32_e64 s14, 0xc2fc0000, v13
  v_cndmask_b32_e64 v14, 0, 0x42800000, s14
  v_add_f32 v13, v13, v14
  v_exp_f32 v13, v13
  v_cndmask_b32_e64 v15, 0x3f800000, 0x1f800000, s14
  v_mul_f32 v18, v13, v15
  v_fma_f32 v22, v18, v12, v18
  v_cmp_eq_f32_e64 s2, 0x7f800000, v18
  v_cndmask_b32_e64 v12, v22, v18, s2
  v_cndmask_b32_e64 v13, 0x3f800000, 0x40000000, s6
  v_mul_f32 v12, v12, v13
  v_mul_f32 v14, 0x3fb8aa3b, v20
  v_fma_f32 v13, v20, 0x3fb8aa3b, -v14
  v_fma_f32 v13, v20, 0x32a57060, v13
  v_and_b32 v15, 0x7fffffff, v13
  v_cmp_gt_f32_e64 s2, 0x3f800000, v15
  v_cndmask_b32_e64 v13, 0, v13, s2
  v_mul_f32 v13, 0x3f317218, v13
  v_cmp_le_f32_e64 s6, 0x43000000, v14
  v_cndmask_b32_e64 v15, 0, 0x3f800000, s6
  v_sub_f32 v14, v14, v15
  v_cmp_gt_f32_e64 s2, 0xc2fc0000, v14
  v_cndmask_b32_e64 v15, 0, 0x42800000, s2
  v_add_f32 v14, v14, v15
  v_exp_f32 v14, v14
  v_cndmask_b32_e64 v15, 0x3f800000, 0x1f800000, s2
  v_mul_f32 v14, v14, v15
  v_fma_f32 v13, v14, v13, v14
  v_cmp_eq_f32_e64 s2, 0x7f800000, v14
  v_cndmask_b32_e64 v13, v13, v14, s2
  v_cndmask_b32_e64 v14, 0x3f800000, 0x40000000, s6
  v_mul_f32 v13, v13, v14
  v_mul_f32 v14, 0x3fb8aa3b, v21
  v_fma_f32 v15, v21, 0x3fb8aa3b, -v14
  v_fma_f32 v15, v21, 0x32a57060, v15
  v_and_b32 v16, 0x7fffffff, v15
  v_cmp_gt_f32_e64 s2, 0x3f800000, v16
  v_cndmask_b32_e64 v18, 0, v15, s2
  v_mul_f32 v20, 0x3f317218, v18
  v_cmp_le_f32_e64 s6, 0x43000000, v14
  v_cndmask_b32_e64 v15, 0, 0x3f800000, s6
  v_sub_f32 v14, v14, v15
  v_cmp_gt_f32_e64 s2, 0xc2fc0000, v14
  v_cndmask_b32_e64 v15, 0, 0x42800000, s2
  v_add_f32 v14, v14, v15
  v_exp_f32 v14, v14
  v_cndmask_b32_e64 v15, 0x3f800000, 0x1f800000, s2
  v_mul_f32 v14, v14, v15
  v_fma_f32 v15, v14, v20, v14
  v_cmp_eq_f32_e64 s2, 0x7f800000, v14
  v_cndmask_b32_e64 v14, v15, v14, s2
  v_cndmask_b32_e64 v15, 0x3f800000, 0x40000000, s6
  v_mul_f32 v14, v14, v15
  v_mul_f32 v15, 0x3fb8aa3b, v10
  v_fma_f32 v16, v10, 0x3fb8aa3b, -v15
  v_fma_f32 v10, v10, 0x32a57060, v16
  v_and_b32 v16, 0x7fffffff, v10
  v_cmp_gt_f32_e64 s2, 0x3f800000, v16
  v_cndmask_b32_e64 v10, 0, v10, s2
  v_mul_f32 v10, 0x3f317218, v10
  v_cmp_le_f32_e64 s6, 0x43000000, v15
  v_cndmask_b32_e64 v16, 0, 0x3f800000, s6
  v_sub_f32 v15, v15, v16
  v_cmp_gt_f32_e64 s14, 0xc2fc0000, v15
  v_cndmask_b32_e64 v16, 0, 0x42800000, s14
  v_add_f32 v15, v15, v16
  v_exp_f32 v15, v15
  v_cndmask_b32_e64 v16, 0x3f800000, 0x1f800000, s14
  v_mul_f32 v18, v15, v16
  v_fma_f32 v20, v18, v10, v18
  v_cmp_eq_f32_e64 s2, 0x7f800000, v18
  v_cndmask_b32_e64 v10, v20, v18, s2
  v_cndmask_b32_e64 v15, 0x3f800000, 0x40000000, s6
  v_mul_f32 v10, v10, v15
  v_mul_f32 v15, 0x3fb8aa3b, v7
  v_fma_f32 v16, v7, 0x3fb8aa3b, -v15
  v_fma_f32 v7, v7, 0x32a57060, v16
  v_and_b32 v16, 0x7fffffff, v7
  v_cmp_gt_f32_e64 s2, 0x3f800000, v16
  v_cndmask_b32_e64 v7, 0, v7, s2
  v_mul_f32 v7, 0x3f317218, v7
  v_cmp_le_f32_e64 s6, 0x43000000, v15
  v_cndmask_b32_e64 v16, 0, 0x3f800000, s6
  v_sub_f32 v15, v15, v16
  v_cmp_gt_f32_e64 s2, 0xc2fc0000, v15
  v_cndmask_b32_e64 v16, 0, 0x42800000, s2
  v_add_f32 v15, v15, v16
  v_exp_f32 v15, v15
  v_cndmask_b32_e64 v16, 0x3f800000, 0x1f800000, s2
  v_mul_f32 v15, v15, v16
  v_fma_f32 v7, v15, v7, v15
  v_cmp_eq_f32_e64 s2, 0x7f800000, v15
  v_cndmask_b32_e64 v7, v7, v15, s2
  v_cndmask_b32_e64 v15, 0x3f800000, 0x40000000, s6
  v_mul_f32 v7, v7, v15
  v_mul_f32 v15, 0x3fb8aa3b, v5
  v_fma_f32 v16, v5, 0x3fb8aa3b, -v15
  v_fma_f32 v16, v5, 0x32a57060, v16
  v_and_b32 v18, 0x7fffffff, v16
  v_cmp_gt_f32_e64 s2, 0x3f800000, v18
  v_cndmask_b32_e64 v18, 0, v16, s2
  v_mul_f32 v20, 0x3f317218, v18
  v_cmp_le_f32_e64 s6, 0x43000000, v15
  v_cndmask_b32_e64 v5, 0, 0x3f800000, s6
  v_sub_f32 v5, v15, v5
  v_cmp_gt_f32_e64 s2, 0xc2fc0000, v5
  v_cndmask_b32_e64 v15, 0, 0x42800000, s2
  v_add_f32 v5, v5, v15
  v_exp_f32 v5, v5
  v_cndmask_b32_e64 v15, 0x3f800000, 0x1f800000, s2
  v_mul_f32 v5, v5, v15
  v_fma_f32 v15, v5, v20, v5
  v_cmp_eq_f32_e64 s2, 0x7f800000, v5
  v_cndmask_b32_e64 v5, v15, v5, s2
  v_cndmask_b32_e64 v15, 0x3f800000, 0x40000000, s6
  v_mul_f32 v5, v5, v15
  v_add_f32 v6, v6, v9
  v_add_f32 v6, v6, v12
  v_add_f32 v6, v6, v13
  v_add_f32 v6, v6, v14
  v_add_f32 v6, v6, v10
  v_add_f32 v6, v6, v7
  v_add_f32 v5, v6, v5
  ds_bpermute_b32 v6, v0, v5
  s_waitcnt lgkmcnt(0)
  v_add_f32 v5, v5, v6
  ds_bpermute_b32 v6, v17, v5
  s_waitcnt lgkmcnt(0)
  v_add_f32 v7, v5, v6
  ds_bpermute_b32 v9, v1, v7
  s_waitcnt lgkmcnt(0)
  v_add_f32 v12, v7, v9
  ds_bpermute_b32 v13, v2, v12
  s_waitcnt lgkmcnt(0)
  v_add_f32 v15, v12, v13
  ds_bpermute_b32 v17, v8, v15
  s_waitcnt lgkmcnt(0)
  v_add_f32 v20, v15, v17
  ds_store_b32 v4, v20 offset:512
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  ds_load_b32 v0, v3 offset:512
  ds_load_b32 v2, v3 offset:640
  ds_load_b32 v1, v3 offset:768
  ds_load_b32 v3, v3 offset:896
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v2
  v_add_f32 v1, v1, v3
  v_add_f32 v0, v0, v1
  v_lshlrev_b32 v1, 3, v19
  v_add_nc_u32 v3, s4, v1
  v_ashrrev_i32 v2, 31, v3
  v_lshlrev_b32 v3, 1, v3
  v_add_co_u32 v24, vcc_lo, s8, v3
  v_add_co_ci_u32 v25, vcc_lo, s9, v2, vcc_lo
  v_add_co_u32 v26, vcc_lo, s18, v3
  v_add_co_ci_u32 v27, vcc_lo, s19, v2, vcc_lo
  v_cmp_lt_i32_e64 s2, v1, s0
  v_add_nc_u32 v2, v1, 7
  v_cmp_lt_i32_e64 s4, v2, s0
  v_mov_b32 v4, 0xfc00
  s_and_saveexec_b32 s20, s2
  global_load_u16 v4, v[26:27], off
  s_mov_b32 exec_lo, s20
  v_add_nc_u32 v2, v1, 1
  v_cmp_lt_i32_e64 s6, v2, s0
  v_mov_b32 v8, 0xfc00
  s_and_saveexec_b32 s20, s6
  global_load_u16 v8, v[26:27], off offset:2
  s_mov_b32 exec_lo, s20
  v_add_nc_u32 v2, v1, 2
  v_cmp_lt_i32_e64 s8, v2, s0
  v_mov_b32 v12, 0xfc00
  s_and_saveexec_b32 s20, s8
  global_load_u16 v12, v[26:27], off offset:4
  s_mov_b32 exec_lo, s20
  v_add_nc_u32 v2, v1, 3
  v_cmp_lt_i32_e64 s14, v2, s0
  v_mov_b32 v16, 0xfc00
  s_and_saveexec_b32 s20, s14
  global_load_u16 v16, v[26:27], off offset:6
  s_mov_b32 exec_lo, s20
  v_add_nc_u32 v2, v1, 4
  v_cmp_lt_i32_e64 s10, v2, s0
  v_mov_b32 v20, 0xfc00
  s_and_saveexec_b32 s20, s10
  global_load_u16 v20, v[26:27], off offset:8
  s_mov_b32 exec_lo, s20
  v_add_nc_u32 v2, v1, 5
  v_cmp_lt_i32_e64 s12, v2, s0
  v_mov_b32 v2, 0xfc00
  s_and_saveexec_b32 s20, s12
  global_load_u16 v2, v[26:27], off offset:10
  s_mov_b32 exec_lo, s20
  v_add_nc_u32 v5, v1, 6
  v_cmp_lt_i32_e64 s0, v5, s0
  v_mov_b32 v10, 0xfc00
  s_and_saveexec_b32 s20, s0
  global_load_u16 v10, v[26:27], off offset:12
  s_mov_b32 exec_lo, s20
  v_mov_b32 v9, 0xfc00
  s_and_saveexec_b32 s20, s4
  global_load_u16 v9, v[26:27], off offset:14
  s_mov_b32 exec_lo, s20
  s_waitcnt vmcnt(0)
  v_cvt_f32_f16 v1, v4
  v_cvt_f32_f16 v8, v8
  v_cvt_f32_f16 v3, v12
  v_cvt_f32_f16 v5, v16
  v_cvt_f32_f16 v7, v20
  v_cvt_f32_f16 v6, v2
  v_cvt_f32_f16 v4, v10
  v_cvt_f32_f16 v2, v9
  v_sub_f32 v1, v1, v11
  v_sub_f32 v8, v8, v11
  v_sub_f32 v3, v3, v11
  v_sub_f32 v5, v5, v11
  v_sub_f32 v7, v7, v11
  v_sub_f32 v6, v6, v11
  v_sub_f32 v4, v4, v11
  v_sub_f32 v2, v2, v11
  v_mul_f32 v9, 0x3fb8aa3b, v1
  v_fma_f32 v10, v1, 0x3fb8aa3b, -v9
  v_fma_f32 v10, v1, 0x32a57060, v10
  v_and_b32 v11, 0x7fffffff, v10
  v_cmp_gt_f32_e64 s18, 0x3f800000, v11
  v_cndmask_b32_e64 v11, 0, v10, s18
  v_mul_f32 v13, 0x3f317218, v11
  v_cmp_le_f32_e64 s16, 0x43000000, v9
  v_cndmask_b32_e64 v17, 0, 0x3f800000, s16
  v_sub_f32 v19, v9, v17
  v_cmp_gt_f32_e64 s18, 0xc2fc0000, v19
  v_cndmask_b32_e64 v1, 0, 0x42800000, s18
  v_add_f32 v1, v19, v1
  v_exp_f32 v1, v1
  v_cndmask_b32_e64 v9, 0x3f800000, 0x1f800000, s18
  v_mul_f32 v1, v1, v9
  v_fma_f32 v9, v1, v13, v1
  v_cmp_eq_f32_e64 s18, 0x7f800000, v1
  v_cndmask_b32_e64 v1, v9, v1, s18
  v_cndmask_b32_e64 v9, 0x3f800000, 0x40000000, s16
  v_mul_f32 v1, v1, v9
  v_mul_f32 v9, 0x3fb8aa3b, v8
  v_fma_f32 v10, v8, 0x3fb8aa3b, -v9
  v_fma_f32 v8, v8, 0x32a57060, v10
  v_and_b32 v10, 0x7fffffff, v8
  v_cmp_gt_f32_e64 s16, 0x3f800000, v10
  v_cndmask_b32_e64 v8, 0, v8, s16
  v_mul_f32 v8, 0x3f317218, v8
  v_cmp_le_f32_e64 s16, 0x43000000, v9
  v_cndmask_b32_e64 v10, 0, 0x3f800000, s16
  v_sub_f32 v9, v9, v10
  v_cmp_gt_f32_e64 s18, 0xc2fc0000, v9
  v_cndmask_b32_e64 v10, 0, 0x42800000, s18
  v_add_f32 v9, v9, v10
  v_exp_f32 v9, v9
  v_cndmask_b32_e64 v10, 0x3f800000, 0x1f800000, s18
  v_mul_f32 v10, v9, v10
  v_fma_f32 v12, v10, v8, v10
  v_cmp_eq_f32_e64 s18, 0x7f800000, v10
  v_cndmask_b32_e64 v16, v12, v10, s18
  v_cndmask_b32_e64 v18, 0x3f800000, 0x40000000, s16
  v_mul_f32 v20, v16, v18
  v_mul_f32 v22, 0x3fb8aa3b, v3
  v_fma_f32 v8, v3, 0x3fb8aa3b, -v22
  v_fma_f32 v3, v3, 0x32a57060, v8
  v_and_b32 v8, 0x7fffffff, v3
  v_cmp_gt_f32_e64 s16, 0x3f800000, v8
  v_cndmask_b32_e64 v3, 0, v3, s16
  v_mul_f32 v3, 0x3f317218, v3
  v_cmp_le_f32_e64 s16, 0x43000000, v22
  v_cndmask_b32_e64 v8, 0, 0x3f800000, s16
  v_sub_f32 v8, v22, v8
  v_cmp_gt_f32_e64 s18, 0xc2fc0000, v8
  v_cndmask_b32_e64 v9, 0, 0x42800000, s18
  v_add_f32 v8, v8, v9
  v_exp_f32 v8, v8
  v_cndmask_b32_e64 v9, 0x3f800000, 0x1f800000, s18
  v_mul_f32 v8, v8, v9
  v_fma_f32 v3, v8, v3, v8
  v_cmp_eq_f32_e64 s18, 0x7f800000, v8
  v_cndmask_b32_e64 v3, v3, v8, s18
  v_cndmask_b32_e64 v8, 0x3f800000, 0x40000000, s16
  v_mul_f32 v3, v3, v8
  v_mul_f32 v8, 0x3fb8aa3b, v5
  v_fma_f32 v9, v5, 0x3fb8aa3b, -v8
  v_fma_f32 v5, v5, 0x32a57060, v9
  v_and_b32 v9, 0x7fffffff, v5
  v_cmp_gt_f32_e64 s18, 0x3f800000, v9
  v_cndmask_b32_e64 v11, 0, v5, s18
  v_mul_f32 v13, 0x3f317218, v11
  v_cmp_le_f32_e64 s16, 0x43000000, v8
  v_cndmask_b32_e64 v17, 0, 0x3f800000, s16
  v_sub_f32 v19, v8, v17
  v_cmp_gt_f32_e64 s18, 0xc2fc0000, v19
  v_cndmask_b32_e64 v5, 0, 0x42800000, s18
  v_add_f32 v5, v19, v5
  v_exp_f32 v5, v5
  v_cndmask_b32_e64 v8, 0x3f800000, 0x1f800000, s18
  v_mul_f32 v5, v5, v8
  v_fma_f32 v8, v5, v13, v5
  v_cmp_eq_f32_e64 s18, 0x7f800000, v5
  v_cndmask_b32_e64 v5, v8, v5, s18
  v_cndmask_b32_e64 v8, 0x3f800000, 0x40000000, s16
  v_mul_f32 v5, v5, v8
  v_mul_f32 v8, 0x3fb8aa3b, v7
  v_fma_f32 v9, v7, 0x3fb8aa3b, -v8
  v_fma_f32 v7, v7, 0x32a57060, v9
  v_and_b32 v9, 0x7fffffff, v7
  v_cmp_gt_f32_e64 s16, 0x3f800000, v9
  v_cndmask_b32_e64 v7, 0, v7, s16
  v_mul_f32 v7, 0x3f317218, v7
  v_cmp_le_f32_e64 s16, 0x43000000, v8
  v_cndmask_b32_e64 v9, 0, 0x3f800000, s16
  v_sub_f32 v8, v8, v9
  v_cmp_gt_f32_e64 s18, 0xc2fc0000, v8
  v_cndmask_b32_e64 v9, 0, 0x42800000, s18
  v_add_f32 v8, v8, v9
  v_exp_f32 v8, v8
  v_cndmask_b32_e64 v9, 0x3f800000, 0x1f800000, s18
  v_mul_f32 v10, v8, v9
  v_fma_f32 v12, v10, v7, v10
  v_cmp_eq_f32_e64 s18, 0x7f800000, v10
  v_cndmask_b32_e64 v16, v12, v10, s18
  v_cndmask_b32_e64 v18, 0x3f800000, 0x40000000, s16
  v_mul_f32 v21, v16, v18
  v_mul_f32 v22, 0x3fb8aa3b, v6
  v_fma_f32 v7, v6, 0x3fb8aa3b, -v22
  v_fma_f32 v6, v6, 0x32a57060, v7
  v_and_b32 v7, 0x7fffffff, v6
  v_cmp_gt_f32_e64 s16, 0x3f800000, v7
  v_cndmask_b32_e64 v6, 0, v6, s16
  v_mul_f32 v6, 0x3f317218, v6
  v_cmp_le_f32_e64 s16, 0x43000000, v22
  v_cndmask_b32_e64 v7, 0, 0x3f800000, s16
  v_sub_f32 v7, v22, v7
  v_cmp_gt_f32_e64 s18, 0xc2fc0000, v7
  v_cndmask_b32_e64 v8, 0, 0x42800000, s18
  v_add_f32 v7, v7, v8
  v_exp_f32 v7, v7
  v_cndmask_b32_e64 v8, 0x3f800000, 0x1f800000, s18
  v_mul_f32 v7, v7, v8
  v_fma_f32 v6, v7, v6, v7
  v_cmp_eq_f32_e64 s18, 0x7f800000, v7
  v_cndmask_b32_e64 v6, v6, v7, s18
  v_cndmask_b32_e64 v7, 0x3f800000, 0x40000000, s16
  v_mul_f32 v6, v6, v7
  v_mul_f32 v7, 0x3fb8aa3b, v4
  v_fma_f32 v8, v4, 0x3fb8aa3b, -v7
  v_fma_f32 v8, v4, 0x32a57060, v8
  v_and_b32 v9, 0x7fffffff, v8
  v_cmp_gt_f32_e64 s18, 0x3f800000, v9
  v_cndmask_b32_e64 v11, 0, v8, s18
  v_mul_f32 v13, 0x3f317218, v11
  v_cmp_le_f32_e64 s16, 0x43000000, v7
  v_cndmask_b32_e64 v17, 0, 0x3f800000, s16
  v_sub_f32 v19, v7, v17
  v_cmp_gt_f32_e64 s18, 0xc2fc0000, v19
  v_cndmask_b32_e64 v4, 0, 0x42800000, s18
  v_add_f32 v4, v19, v4
  v_exp_f32 v4, v4
  v_cndmask_b32_e64 v7, 0x3f800000, 0x1f800000, s18
  v_mul_f32 v4, v4, v7
  v_fma_f32 v7, v4, v13, v4
  v_cmp_eq_f32_e64 s18, 0x7f800000, v4
  v_cndmask_b32_e64 v4, v7, v4, s18
  v_cndmask_b32_e64 v7, 0x3f800000, 0x40000000, s16
  v_mul_f32 v4, v4, v7
  v_mul_f32 v7, 0x3fb8aa3b, v2
  v_fma_f32 v8, v2, 0x3fb8aa3b, -v7
  v_fma_f32 v2, v2, 0x32a57060, v8
  v_and_b32 v8, 0x7fffffff, v2
  v_cmp_gt_f32_e64 s16, 0x3f800000, v8
  v_cndmask_b32_e64 v2, 0, v2, s16
  v_mul_f32 v2, 0x3f317218, v2
  v_cmp_le_f32_e64 s16, 0x43000000, v7
  v_cndmask_b32_e64 v8, 0, 0x3f800000, s16
  v_sub_f32 v7, v7, v8
  v_cmp_gt_f32_e64 s18, 0xc2fc0000, v7
  v_cndmask_b32_e64 v8, 0, 0x42800000, s18
  v_add_f32 v7, v7, v8
  v_exp_f32 v7, v7
  v_cndmask_b32_e64 v8, 0x3f800000, 0x1f800000, s18
  v_mul_f32 v10, v7, v8
  v_fma_f32 v12, v10, v2, v10
  v_cmp_eq_f32_e64 s18, 0x7f800000, v10
  v_cndmask_b32_e64 v16, v12, v10, s18
  v_cndmask_b32_e64 v18, 0x3f800000, 0x40000000, s16
  v_mul_f32 v22, v16, v18
  v_div_scale_f32 v2, vcc_lo, v0, v0, v1
  v_div_scale_f32 v7, vcc_lo, v1, v0, v1
  v_rcp_f32 v8, v2
  v_fma_f32 v9, -v2, v8, 0x3f800000
  v_fma_f32 v8, v9, v8, v8
  v_mul_f32 v9, v7, v8
  v_fma_f32 v10, -v2, v9, v7
  v_fma_f32 v9, v10, v8, v9
  v_fma_f32 v2, -v2, v9, v7
  s_nop 3
  v_div_fmas_f32 v2, v2, v8, v9
  v_div_fixup_f32 v1, v2, v0, v1
  v_div_scale_f32 v2, vcc_lo, v0, v0, v20
  v_div_scale_f32 v7, vcc_lo, v20, v0, v20
  v_rcp_f32 v8, v2
  v_fma_f32 v9, -v2, v8, 0x3f800000
  v_fma_f32 v8, v9, v8, v8
  v_mul_f32 v9, v7, v8
  v_fma_f32 v10, -v2, v9, v7
  v_fma_f32 v9, v10, v8, v9
  v_fma_f32 v2, -v2, v9, v7
  s_nop 3
  v_div_fmas_f32 v2, v2, v8, v9
  v_div_fixup_f32 v2, v2, v0, v20
  v_div_scale_f32 v7, vcc_lo, v0, v0, v3
  v_div_scale_f32 v8, vcc_lo, v3, v0, v3
  v_rcp_f32 v9, v7
  v_fma_f32 v10, -v7, v9, 0x3f800000
  v_fma_f32 v11, v10, v9, v9
  v_mul_f32 v13, v8, v11
  v_fma_f32 v15, -v7, v13, v8
  v_fma_f32 v17, v15, v11, v13
  v_fma_f32 v19, -v7, v17, v8
  s_nop 3
  v_div_fmas_f32 v7, v19, v11, v17
  v_div_fixup_f32 v3, v7, v0, v3
  v_div_scale_f32 v7, vcc_lo, v0, v0, v5
  v_div_scale_f32 v8, vcc_lo, v5, v0, v5
  v_rcp_f32 v9, v7
  v_fma_f32 v10, -v7, v9, 0x3f800000
  v_fma_f32 v9, v10, v9, v9
  v_mul_f32 v10, v8, v9
  v_fma_f32 v11, -v7, v10, v8
  v_fma_f32 v10, v11, v9, v10
  v_fma_f32 v7, -v7, v10, v8
  s_nop 3
  v_div_fmas_f32 v7, v7, v9, v10
  v_div_fixup_f32 v5, v7, v0, v5
  v_div_scale_f32 v7, vcc_lo, v0, v0, v21
  v_div_scale_f32 v8, vcc_lo, v21, v0, v21
  v_rcp_f32 v9, v7
  v_fma_f32 v10, -v7, v9, 0x3f800000
  v_fma_f32 v9, v10, v9, v9
  v_mul_f32 v10, v8, v9
  v_fma_f32 v11, -v7, v10, v8
  v_fma_f32 v10, v11, v9, v10
  v_fma_f32 v7, -v7, v10, v8
  s_nop 3
  v_div_fmas_f32 v7, v7, v9, v10
  v_div_fixup_f32 v7, v7, v0, v21
  v_div_scale_f32 v8, vcc_lo, v0, v0, v6
  v_div_scale_f32 v9, vcc_lo, v6, v0, v6
  v_rcp_f32 v10, v8
  v_fma_f32 v12, -v8, v10, 0x3f800000
  v_fma_f32 v14, v12, v10, v10
  v_mul_f32 v16, v9, v14
  v_fma_f32 v18, -v8, v16, v9
  v_fma_f32 v20, v18, v14, v16
  v_fma_f32 v8, -v8, v20, v9
  s_nop 3
  v_div_fmas_f32 v8, v8, v14, v20
  v_div_fixup_f32 v6, v8, v0, v6
  v_div_scale_f32 v8, vcc_lo, v0, v0, v4
  v_div_scale_f32 v9, vcc_lo, v4, v0, v4
  v_rcp_f32 v10, v8
  v_fma_f32 v11, -v8, v10, 0x3f800000
  v_fma_f32 v10, v11, v10, v10
  v_mul_f32 v11, v9, v10
  v_fma_f32 v12, -v8, v11, v9
  v_fma_f32 v11, v12, v10, v11
  v_fma_f32 v8, -v8, v11, v9
  s_nop 3
  v_div_fmas_f32 v8, v8, v10, v11
  v_div_fixup_f32 v4, v8, v0, v4
  v_div_scale_f32 v8, vcc_lo, v0, v0, v22
  v_div_scale_f32 v9, vcc_lo, v22, v0, v22
  v_rcp_f32 v10, v8
  v_fma_f32 v11, -v8, v10, 0x3f800000
  v_fma_f32 v10, v11, v10, v10
  v_mul_f32 v11, v9, v10
  v_fma_f32 v12, -v8, v11, v9
  v_fma_f32 v11, v12, v10, v11
  v_fma_f32 v8, -v8, v11, v9
  s_nop 3
  v_div_fmas_f32 v8, v8, v10, v11
  v_div_fixup_f32 v8, v8, v0, v22
  v_cvt_f16_f32 v9, v1
  v_cvt_f16_f32 v11, v2
  v_cvt_f16_f32 v13, v3
  v_cvt_f16_f32 v15, v5
  v_cvt_f16_f32 v17, v7
  v_cvt_f16_f32 v19, v6
  v_cvt_f16_f32 v21, v4
  v_cvt_f16_f32 v0, v8
  s_and_saveexec_b32 s20, s2
  global_store_b16 v[24:25], v9, off
  s_mov_b32 exec_lo, s20
  s_and_saveexec_b32 s20, s6
  global_store_b16 v[24:25], v11, off offset:2
  s_mov_b32 exec_lo, s20
  s_and_saveexec_b32 s20, s8
  global_store_b16 v[24:25], v13, off offset:4
  s_mov_b32 exec_lo, s20
  s_and_saveexec_b32 s20, s14
  global_store_b16 v[24:25], v15, off offset:6
  s_mov_b32 exec_lo, s20
  s_and_saveexec_b32 s20, s10
  global_store_b16 v[24:25], v17, off offset:8
  s_mov_b32 exec_lo, s20
  s_and_saveexec_b32 s20, s12
  global_store_b16 v[24:25], v19, off offset:10
  s_mov_b32 exec_lo, s20
  s_and_saveexec_b32 s20, s0
  global_store_b16 v[24:25], v21, off offset:12
  s_mov_b32 exec_lo, s20
  s_and_saveexec_b32 s20, s4
  global_store_b16 v[24:25], v0, off offset:14
  s_mov_b32 exec_lo, s20
  s_endpgm
.Lsoftmax_f16_end:
.size softmax_f16, .Lsoftmax_f16_end-softmax_f16
; 22 SGPRs, 28 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 28
  .amdhsa_next_free_sgpr 22
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
    .sgpr_count: 22
    .vgpr_count: 28
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
