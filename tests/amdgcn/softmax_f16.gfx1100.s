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
  s_load_b64 s[10:11], s[0:1], 0x8
  s_load_b32 s4, s[0:1], 0x10
  s_load_b32 s0, s[0:1], 0x14
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s4, s2, s4
  v_and_b32 v19, v7, 0x7f
  v_lshlrev_b32 v1, 2, v19
  v_add_nc_u32 v3, s4, v1
  v_ashrrev_i32 v2, 31, v3
  v_lshlrev_b32 v3, 1, v3
  v_add_co_u32 v24, vcc_lo, s18, v3
  v_add_co_ci_u32 v25, vcc_lo, s19, v2, vcc_lo
  v_cmp_lt_i32_e64 s2, v1, s0
  v_add_nc_u32 v2, v1, 0x203
  v_cmp_lt_i32_e64 s8, v2, s0
  v_mov_b32 v6, 0xfc00
  s_and_saveexec_b32 s20, s2
  global_load_u16 v6, v[24:25], off
  s_mov_b32 exec_lo, s20
  v_add_nc_u32 v2, v1, 1
  v_cmp_lt_i32_e64 s2, v2, s0
  v_mov_b32 v10, 0xfc00
  s_and_saveexec_b32 s20, s2
  global_load_u16 v10, v[24:25], off offset:2
  s_mov_b32 exec_lo, s20
  v_add_nc_u32 v2, v1, 2
  v_cmp_lt_i32_e64 s12, v2, s0
  v_mov_b32 v16, 0xfc00
  s_and_saveexec_b32 s20, s12
  global_load_u16 v16, v[24:25], off offset:4
  s_mov_b32 exec_lo, s20
  v_add_nc_u32 v2, v1, 3
  v_cmp_lt_i32_e64 s2, v2, s0
  v_mov_b32 v18, 0xfc00
  s_and_saveexec_b32 s20, s2
  global_load_u16 v18, v[24:25], off offset:6
  s_mov_b32 exec_lo, s20
  v_add_nc_u32 v2, v1, 0x200
  v_cmp_lt_i32_e64 s2, v2, s0
  v_mov_b32 v22, 0xfc00
  s_and_saveexec_b32 s20, s2
  global_load_u16 v22, v[24:25], off offset:1024
  s_mov_b32 exec_lo, s20
  v_add_nc_u32 v4, v1, 0x201
  v_cmp_lt_i32_e64 s2, v4, s0
  v_mov_b32 v2, 0xfc00
  s_and_saveexec_b32 s20, s2
  global_load_u16 v2, v[24:25], off offset:1026
  s_mov_b32 exec_lo, s20
  v_add_nc_u32 v8, v1, 0x202
  v_cmp_lt_i32_e64 s2, v8, s0
  v_mov_b32 v3, 0xfc00
  s_and_saveexec_b32 s20, s2
  global_load_u16 v3, v[24:25], off offset:1028
  s_mov_b32 exec_lo, s20
  v_mov_b32 v1, 0xfc00
  s_and_saveexec_b32 s20, s8
  global_load_u16 v1, v[24:25], off offset:1030
  s_mov_b32 exec_lo, s20
  s_waitcnt vmcnt(0)
  v_cvt_f32_f16 v15, v6
  v_cvt_f32_f16 v14, v10
  v_cvt_f32_f16 v13, v16
  v_cvt_f32_f16 v12, v18
  v_cvt_f32_f16 v10, v22
  v_cvt_f32_f16 v9, v2
  v_cvt_f32_f16 v8, v3
  v_cvt_f32_f16 v6, v1
  v_max_f32 v1, v15, v15
  v_max_f32 v2, v14, v14
  v_max_f32 v1, v1, v2
  v_cmp_eq_f32_e64 s2, v15, v14
  v_and_b32 v2, v15, v14
  v_cndmask_b32_e64 v1, v1, v2, s2
  v_max_f32 v2, v1, v1
  v_max_f32 v3, v13, v13
  v_max_f32 v3, v2, v3
  v_cmp_eq_f32_e64 s12, v1, v13
  v_and_b32 v11, v1, v13
  v_cndmask_b32_e64 v11, v3, v11, s12
  v_max_f32 v16, v11, v11
  v_max_f32 v17, v12, v12
  v_max_f32 v16, v16, v17
  v_cmp_eq_f32_e64 s2, v11, v12
  v_and_b32 v20, v11, v12
  v_cndmask_b32_e64 v21, v16, v20, s2
  v_max_f32 v1, v21, v21
  v_max_f32 v2, v10, v10
  v_max_f32 v1, v1, v2
  v_cmp_eq_f32_e64 s2, v21, v10
  v_and_b32 v2, v21, v10
  v_cndmask_b32_e64 v1, v1, v2, s2
  v_max_f32 v2, v1, v1
  v_max_f32 v3, v9, v9
  v_max_f32 v2, v2, v3
  v_cmp_eq_f32_e64 s2, v1, v9
  v_and_b32 v1, v1, v9
  v_cndmask_b32_e64 v1, v2, v1, s2
  v_max_f32 v2, v1, v1
  v_max_f32 v3, v8, v8
  v_max_f32 v2, v2, v3
  v_cmp_eq_f32_e64 s2, v1, v8
  v_and_b32 v1, v1, v8
  v_cndmask_b32_e64 v1, v2, v1, s2
  v_max_f32 v2, v1, v1
  v_max_f32 v3, v6, v6
  v_max_f32 v2, v2, v3
  v_cmp_eq_f32_e64 s6, v1, v6
  v_and_b32 v4, v1, v6
  v_cndmask_b32_e64 v16, v2, v4, s6
  v_and_b32 v1, 31, v0
  v_xor_b32 v11, 1, v1
  v_lshlrev_b32 v11, 2, v11
  ds_bpermute_b32 v17, v11, v16
  s_waitcnt lgkmcnt(0)
  v_and_b32 v20, v16, v17
  v_max_f32 v18, v16, v16
  v_max_f32 v21, v17, v17
  v_max_f32 v21, v18, v21
  v_cmp_eq_f32_e64 s2, v16, v17
  v_cndmask_b32_e64 v2, v21, v20, s2
  v_xor_b32 v0, 2, v1
  v_lshlrev_b32 v0, 2, v0
  ds_bpermute_b32 v4, v0, v2
  s_waitcnt lgkmcnt(0)
  v_and_b32 v3, v2, v4
  v_max_f32 v5, v2, v2
  v_max_f32 v16, v4, v4
  v_max_f32 v5, v5, v16
  v_cmp_eq_f32_e64 s2, v2, v4
  v_cndmask_b32_e64 v3, v5, v3, s2
  v_xor_b32 v2, 4, v1
  v_lshlrev_b32 v2, 2, v2
  ds_bpermute_b32 v5, v2, v3
  s_waitcnt lgkmcnt(0)
  v_and_b32 v4, v3, v5
  v_max_f32 v16, v3, v3
  v_max_f32 v17, v5, v5
  v_max_f32 v16, v16, v17
  v_cmp_eq_f32_e64 s2, v3, v5
  v_cndmask_b32_e64 v4, v16, v4, s2
  v_xor_b32 v3, 8, v1
  v_lshlrev_b32 v3, 2, v3
  ds_bpermute_b32 v5, v3, v4
  s_waitcnt lgkmcnt(0)
  v_and_b32 v16, v4, v5
  v_max_f32 v17, v4, v4
  v_max_f32 v18, v5, v5
  v_max_f32 v17, v17, v18
  v_cmp_eq_f32_e64 s2, v4, v5
  v_cndmask_b32_e64 v16, v17, v16, s2
  v_xor_b32 v18, 16, v1
  v_lshlrev_b32 v20, 2, v18
  ds_bpermute_b32 v22, v20, v16
  s_waitcnt lgkmcnt(0)
  v_and_b32 v1, v16, v22
  v_max_f32 v4, v16, v16
  v_max_f32 v5, v22, v22
  v_max_f32 v4, v4, v5
  v_cmp_eq_f32_e64 s2, v16, v22
  v_cndmask_b32_e64 v1, v4, v1, s2
  v_mul_lo_u32 v5, v7, 4
  ds_store_b32 v5, v1
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_and_b32 v1, v7, 0xffffff9f
  v_mul_lo_u32 v4, v1, 4
  ds_load_b32 v7, v4
  ds_load_b32 v17, v4 offset:128
  ds_load_b32 v1, v4 offset:256
  ds_load_b32 v16, v4 offset:384
  s_waitcnt lgkmcnt(0)
  v_and_b32 v18, v7, v17
  v_max_f32 v21, v7, v7
  v_max_f32 v22, v17, v17
  v_max_f32 v21, v21, v22
  v_cmp_eq_f32_e64 s2, v7, v17
  v_cndmask_b32_e64 v7, v21, v18, s2
  v_and_b32 v17, v1, v16
  v_max_f32 v18, v1, v1
  v_max_f32 v21, v16, v16
  v_max_f32 v18, v18, v21
  v_cmp_eq_f32_e64 s16, v1, v16
  v_cndmask_b32_e64 v16, v18, v17, s16
  v_and_b32 v17, v7, v16
  v_max_f32 v18, v7, v7
  v_max_f32 v21, v16, v16
  v_max_f32 v18, v18, v21
  v_cmp_eq_f32_e64 s2, v7, v16
  v_cndmask_b32_e64 v1, v18, v17, s2
  v_sub_f32 v16, v15, v1
  v_sub_f32 v15, v14, v1
  v_sub_f32 v14, v13, v1
  v_sub_f32 v13, v12, v1
  v_sub_f32 v12, v10, v1
  v_sub_f32 v9, v9, v1
  v_sub_f32 v7, v8, v1
  v_sub_f32 v6, v6, v1
  v_mul_f32 v10, 0x3fb8aa3b, v16
  v_fma_f32 v8, v16, 0x3fb8aa3b, -v10
  v_fma_f32 v8, v16, 0x32a57060, v8
  v_and_b32 v16, 0x7fffffff, v8
  v_cmp_gt_f32_e64 s2, 0x3f800000, v16
  v_cndmask_b32_e64 v8, 0, v8, s2
  v_mul_f32 v8, 0x3f317218, v8
  v_cmp_le_f32_e64 s6, 0x43000000, v10
  v_cndmask_b32_e64 v16, 0, 0x3f800000, s6
  v_sub_f32 v10, v10, v16
  v_cmp_gt_f32_e64 s2, 0xc2fc0000, v10
  v_cndmask_b32_e64 v16, 0, 0x42800000, s2
  v_add_f32 v10, v10, v16
  v_exp_f32 v10, v10
  v_cndmask_b32_e64 v16, 0x3f800000, 0x1f800000, s2
  v_mul_f32 v10, v10, v16
  v_fma_f32 v16, v10, v8, v10
  v_cmp_eq_f32_e64 s2, 0x7f800000, v10
  v_cndmask_b32_e64 v16, v16, v10, s2
  v_cndmask_b32_e64 v17, 0x3f800000, 0x40000000, s6
  v_mul_f32 v18, v16, v17
  v_mul_f32 v21, 0x3fb8aa3b, v15
  v_fma_f32 v22, v15, 0x3fb8aa3b, -v21
  v_fma_f32 v8, v15, 0x32a57060, v22
  v_and_b32 v10, 0x7fffffff, v8
  v_cmp_gt_f32_e64 s2, 0x3f800000, v10
  v_cndmask_b32_e64 v8, 0, v8, s2
  v_mul_f32 v8, 0x3f317218, v8
  v_cmp_le_f32_e64 s6, 0x43000000, v21
  v_cndmask_b32_e64 v10, 0, 0x3f800000, s6
  v_sub_f32 v10, v21, v10
  v_cmp_gt_f32_e64 s2, 0xc2fc0000, v10
  v_cndmask_b32_e64 v15, 0, 0x42800000, s2
  v_add_f32 v10, v10, v15
  v_exp_f32 v10, v10
  v_cndmask_b32_e64 v15, 0x3f800000, 0x1f800000, s2
  v_mul_f32 v10, v10, v15
  v_fma_f32 v8, v10, v8, v10
  v_cmp_eq_f32_e64 s2, 0x7f800000, v10
  v_cndmask_b32_e64 v8, v8, v10, s2
  v_cndmask_b32_e64 v10, 0x3f800000, 0x40000000, s6
  v_mul_f32 v8, v8, v10
  v_mul_f32 v10, 0x3fb8aa3b, v14
  v_fma_f32 v15, v14, 0x3fb8aa3b, -v10
  v_fma_f32 v14, v14, 0x32a57060, v15
  v_and_b32 v15, 0x7fffffff, v14
  v_cmp_gt_f32_e64 s14, 0x3f800000, v15
  v_cndmask_b32_e64 v14, 0, v14, s14
  v_mul_f32 v14, 0x3f317218, v14
  v_cmp_le_f32_e64 s6, 0x43000000, v10
  v_cndmask_b32_e64 v15, 0, 0x3f800000, s6
  v_sub_f32 v17, v10, v15
  v_cmp_gt_f32_e64 s2, 0xc2fc0000, v17
  v_cndmask_b32_e64 v21, 0, 0x42800000, s2
  v_add_f32 v10, v17, v21
  v_exp_f32 v10, v10
  v_cndmask_b32_e64 v15, 0x3f800000, 0x1f800000, s2
  v_mul_f32 v10, v10, v15
  v_fma_f32 v14, v10, v14, v10
  v_cmp_eq_f32_e64 s2, 0x7f800000, v10
  v_cndmask_b32_e64 v10, v14, v10, s2
  v_cndmask_b32_e64 v14, 0x3f800000, 0x40000000, s6
  v_mul_f32 v10, v10, v14
  v_mul_f32 v14, 0x3fb8aa3b, v13
  v_fma_f32 v15, v13, 0x3fb8aa3b, -v14
  v_fma_f32 v13, v13, 0x32a57060, v15
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
  v_cndmask_b32_e64 v14, v13, v14, s2
  v_cndmask_b32_e64 v16, 0x3f800000, 0x40000000, s6
  v_mul_f32 v21, v14, v16
  v_mul_f32 v22, 0x3fb8aa3b, v12
  v_fma_f32 v13, v12, 0x3fb8aa3b, -v22
  v_fma_f32 v12, v12, 0x32a57060, v13
  v_and_b32 v13, 0x7fffffff, v12
  v_cmp_gt_f32_e64 s2, 0x3f800000, v13
  v_cndmask_b32_e64 v12, 0, v12, s2
  v_mul_f32 v12, 0x3f317218, v12
  v_cmp_le_f32_e64 s6, 0x43000000, v22
  v_cndmask_b32_e64 v13, 0, 0x3f800000, s6
  v_sub_f32 v13, v22, v13
  v_cmp_gt_f32_e64 s2, 0xc2fc0000, v13
  v_cndmask_b32_e64 v14, 0, 0x42800000, s2
  v_add_f32 v13, v13, v14
  v_exp_f32 v13, v13
  v_cndmask_b32_e64 v14, 0x3f800000, 0x1f800000, s2
  v_mul_f32 v13, v13, v14
  v_fma_f32 v12, v13, v12, v13
  v_cmp_eq_f32_e64 s2, 0x7f800000, v13
  v_cndmask_b32_e64 v12, v12, v13, s2
  v_cndmask_b32_e64 v13, 0x3f800000, 0x40000000, s6
  v_mul_f32 v12, v12, v13
  v_mul_f32 v14, 0x3fb8aa3b, v9
  v_fma_f32 v13, v9, 0x3fb8aa3b, -v14
  v_fma_f32 v9, v9, 0x32a57060, v13
  v_and_b32 v13, 0x7fffffff, v9
  v_cmp_gt_f32_e64 s14, 0x3f800000, v13
  v_cndmask_b32_e64 v9, 0, v9, s14
  v_mul_f32 v13, 0x3f317218, v9
  v_cmp_le_f32_e64 s6, 0x43000000, v14
  v_cndmask_b32_e64 v15, 0, 0x3f800000, s6
  v_sub_f32 v17, v14, v15
  v_cmp_gt_f32_e64 s2, 0xc2fc0000, v17
  v_cndmask_b32_e64 v22, 0, 0x42800000, s2
  v_add_f32 v9, v17, v22
  v_exp_f32 v9, v9
  v_cndmask_b32_e64 v14, 0x3f800000, 0x1f800000, s2
  v_mul_f32 v9, v9, v14
  v_fma_f32 v13, v9, v13, v9
  v_cmp_eq_f32_e64 s2, 0x7f800000, v9
  v_cndmask_b32_e64 v9, v13, v9, s2
  v_cndmask_b32_e64 v13, 0x3f800000, 0x40000000, s6
  v_mul_f32 v9, v9, v13
  v_mul_f32 v13, 0x3fb8aa3b, v7
  v_fma_f32 v14, v7, 0x3fb8aa3b, -v13
  v_fma_f32 v7, v7, 0x32a57060, v14
  v_and_b32 v14, 0x7fffffff, v7
  v_cmp_gt_f32_e64 s2, 0x3f800000, v14
  v_cndmask_b32_e64 v7, 0, v7, s2
  v_mul_f32 v7, 0x3f317218, v7
  v_cmp_le_f32_e64 s6, 0x43000000, v13
  v_cndmask_b32_e64 v14, 0, 0x3f800000, s6
  v_sub_f32 v13, v13, v14
  v_cmp_gt_f32_e64 s2, 0xc2fc0000, v13
  v_cndmask_b32_e64 v14, 0, 0x42800000, s2
  v_add_f32 v13, v13, v14
  v_exp_f32 v13, v13
  v_cndmask_b32_e64 v14, 0x3f800000, 0x1f800000, s2
  v_mul_f32 v13, v13, v14
  v_fma_f32 v14, v13, v7, v13
  v_cmp_eq_f32_e64 s2, 0x7f800000, v13
  v_cndmask_b32_e64 v14, v14, v13, s2
  v_cndmask_b32_e64 v16, 0x3f800000, 0x40000000, s6
  v_mul_f32 v22, v14, v16
  v_mul_f32 v7, 0x3fb8aa3b, v6
  v_fma_f32 v13, v6, 0x3fb8aa3b, -v7
  v_fma_f32 v6, v6, 0x32a57060, v13
  v_and_b32 v13, 0x7fffffff, v6
  v_cmp_gt_f32_e64 s2, 0x3f800000, v13
  v_cndmask_b32_e64 v6, 0, v6, s2
  v_mul_f32 v6, 0x3f317218, v6
  v_cmp_le_f32_e64 s6, 0x43000000, v7
  v_cndmask_b32_e64 v13, 0, 0x3f800000, s6
  v_sub_f32 v7, v7, v13
  v_cmp_gt_f32_e64 s2, 0xc2fc0000, v7
  v_cndmask_b32_e64 v13, 0, 0x42800000, s2
  v_add_f32 v7, v7, v13
  v_exp_f32 v7, v7
  v_cndmask_b32_e64 v13, 0x3f800000, 0x1f800000, s2
  v_mul_f32 v7, v7, v13
  v_fma_f32 v6, v7, v6, v7
  v_cmp_eq_f32_e64 s2, 0x7f800000, v7
  v_cndmask_b32_e64 v6, v6, v7, s2
  v_cndmask_b32_e64 v7, 0x3f800000, 0x40000000, s6
  v_mul_f32 v6, v6, v7
  v_add_f32 v7, v18, v8
  v_add_f32 v7, v7, v10
  v_add_f32 v7, v7, v21
  v_add_f32 v7, v7, v12
  v_add_f32 v7, v7, v9
  v_add_f32 v9, v7, v22
  v_add_f32 v12, v9, v6
  ds_bpermute_b32 v13, v11, v12
  s_waitcnt lgkmcnt(0)
  v_add_f32 v15, v12, v13
  ds_bpermute_b32 v17, v0, v15
  s_waitcnt lgkmcnt(0)
  v_add_f32 v21, v15, v17
  ds_bpermute_b32 v22, v2, v21
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v21, v22
  ds_bpermute_b32 v2, v3, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v2
  ds_bpermute_b32 v2, v20, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v2
  ds_store_b32 v5, v0 offset:512
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  ds_load_b32 v0, v4 offset:512
  ds_load_b32 v3, v4 offset:640
  ds_load_b32 v2, v4 offset:768
  ds_load_b32 v4, v4 offset:896
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v3
  v_add_f32 v2, v2, v4
  v_add_f32 v0, v0, v2
  v_lshlrev_b32 v2, 3, v19
  v_add_nc_u32 v5, s4, v2
  v_lshlrev_b32 v7, 1, v5
  v_ashrrev_i32 v9, 31, v5
  v_add_co_u32 v24, vcc_lo, s10, v7
  v_add_co_ci_u32 v25, vcc_lo, s11, v9, vcc_lo
  v_add_co_u32 v26, vcc_lo, s18, v7
  v_add_co_ci_u32 v27, vcc_lo, s19, v9, vcc_lo
  v_cmp_lt_i32_e64 s2, v2, s0
  v_mov_b32 v3, 0xfc00
  s_and_saveexec_b32 s20, s2
  global_load_u16 v3, v[26:27], off
  s_mov_b32 exec_lo, s20
  v_add_nc_u32 v5, v2, 1
  v_cmp_lt_i32_e64 s4, v5, s0
  v_mov_b32 v4, 0xfc00
  s_and_saveexec_b32 s20, s4
  global_load_u16 v4, v[26:27], off offset:2
  s_mov_b32 exec_lo, s20
  v_add_nc_u32 v9, v2, 2
  v_cmp_lt_i32_e64 s6, v9, s0
  v_mov_b32 v5, 0xfc00
  s_and_saveexec_b32 s20, s6
  global_load_u16 v5, v[26:27], off offset:4
  s_mov_b32 exec_lo, s20
  v_add_nc_u32 v13, v2, 3
  v_cmp_lt_i32_e64 s8, v13, s0
  v_mov_b32 v6, 0xfc00
  s_and_saveexec_b32 s20, s8
  global_load_u16 v6, v[26:27], off offset:6
  s_mov_b32 exec_lo, s20
  v_add_nc_u32 v17, v2, 4
  v_cmp_lt_i32_e64 s10, v17, s0
  v_mov_b32 v10, 0xfc00
  s_and_saveexec_b32 s20, s10
  global_load_u16 v10, v[26:27], off offset:8
  s_mov_b32 exec_lo, s20
  v_add_nc_u32 v21, v2, 5
  v_cmp_lt_i32_e64 s12, v21, s0
  v_mov_b32 v14, 0xfc00
  s_and_saveexec_b32 s20, s12
  global_load_u16 v14, v[26:27], off offset:10
  s_mov_b32 exec_lo, s20
  v_add_nc_u32 v7, v2, 6
  v_cmp_lt_i32_e64 s14, v7, s0
  v_mov_b32 v18, 0xfc00
  s_and_saveexec_b32 s20, s14
  global_load_u16 v18, v[26:27], off offset:12
  s_mov_b32 exec_lo, s20
  v_add_nc_u32 v2, v2, 7
  v_cmp_lt_i32_e64 s0, v2, s0
  v_mov_b32 v22, 0xfc00
  s_and_saveexec_b32 s20, s0
  global_load_u16 v22, v[26:27], off offset:14
  s_mov_b32 exec_lo, s20
  s_waitcnt vmcnt(0)
  v_cvt_f32_f16 v9, v3
  v_cvt_f32_f16 v8, v4
  v_cvt_f32_f16 v3, v5
  v_cvt_f32_f16 v5, v6
  v_cvt_f32_f16 v7, v10
  v_cvt_f32_f16 v6, v14
  v_cvt_f32_f16 v4, v18
  v_cvt_f32_f16 v2, v22
  v_sub_f32 v9, v9, v1
  v_sub_f32 v8, v8, v1
  v_sub_f32 v3, v3, v1
  v_sub_f32 v5, v5, v1
  v_sub_f32 v7, v7, v1
  v_sub_f32 v6, v6, v1
  v_sub_f32 v4, v4, v1
  v_sub_f32 v2, v2, v1
  v_mul_f32 v1, 0x3fb8aa3b, v9
  v_fma_f32 v10, v9, 0x3fb8aa3b, -v1
  v_fma_f32 v9, v9, 0x32a57060, v10
  v_and_b32 v10, 0x7fffffff, v9
  v_cmp_gt_f32_e64 s16, 0x3f800000, v10
  v_cndmask_b32_e64 v9, 0, v9, s16
  v_mul_f32 v9, 0x3f317218, v9
  v_cmp_le_f32_e64 s16, 0x43000000, v1
  v_cndmask_b32_e64 v10, 0, 0x3f800000, s16
  v_sub_f32 v11, v1, v10
  v_cmp_gt_f32_e64 s18, 0xc2fc0000, v11
  v_cndmask_b32_e64 v15, 0, 0x42800000, s18
  v_add_f32 v17, v11, v15
  v_exp_f32 v19, v17
  v_cndmask_b32_e64 v21, 0x3f800000, 0x1f800000, s18
  v_mul_f32 v1, v19, v21
  v_fma_f32 v9, v1, v9, v1
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
  v_mul_f32 v9, v9, v10
  v_fma_f32 v8, v9, v8, v9
  v_cmp_eq_f32_e64 s18, 0x7f800000, v9
  v_cndmask_b32_e64 v8, v8, v9, s18
  v_cndmask_b32_e64 v10, 0x3f800000, 0x40000000, s16
  v_mul_f32 v12, v8, v10
  v_mul_f32 v14, 0x3fb8aa3b, v3
  v_fma_f32 v16, v3, 0x3fb8aa3b, -v14
  v_fma_f32 v18, v3, 0x32a57060, v16
  v_and_b32 v20, 0x7fffffff, v18
  v_cmp_gt_f32_e64 s16, 0x3f800000, v20
  v_cndmask_b32_e64 v3, 0, v18, s16
  v_mul_f32 v3, 0x3f317218, v3
  v_cmp_le_f32_e64 s16, 0x43000000, v14
  v_cndmask_b32_e64 v8, 0, 0x3f800000, s16
  v_sub_f32 v8, v14, v8
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
  v_cmp_gt_f32_e64 s16, 0x3f800000, v9
  v_cndmask_b32_e64 v5, 0, v5, s16
  v_mul_f32 v5, 0x3f317218, v5
  v_cmp_le_f32_e64 s16, 0x43000000, v8
  v_cndmask_b32_e64 v9, 0, 0x3f800000, s16
  v_sub_f32 v11, v8, v9
  v_cmp_gt_f32_e64 s18, 0xc2fc0000, v11
  v_cndmask_b32_e64 v15, 0, 0x42800000, s18
  v_add_f32 v17, v11, v15
  v_exp_f32 v19, v17
  v_cndmask_b32_e64 v21, 0x3f800000, 0x1f800000, s18
  v_mul_f32 v8, v19, v21
  v_fma_f32 v5, v8, v5, v8
  v_cmp_eq_f32_e64 s18, 0x7f800000, v8
  v_cndmask_b32_e64 v5, v5, v8, s18
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
  v_mul_f32 v8, v8, v9
  v_fma_f32 v7, v8, v7, v8
  v_cmp_eq_f32_e64 s18, 0x7f800000, v8
  v_cndmask_b32_e64 v8, v7, v8, s18
  v_cndmask_b32_e64 v10, 0x3f800000, 0x40000000, s16
  v_mul_f32 v13, v8, v10
  v_mul_f32 v14, 0x3fb8aa3b, v6
  v_fma_f32 v16, v6, 0x3fb8aa3b, -v14
  v_fma_f32 v18, v6, 0x32a57060, v16
  v_and_b32 v20, 0x7fffffff, v18
  v_cmp_gt_f32_e64 s16, 0x3f800000, v20
  v_cndmask_b32_e64 v6, 0, v18, s16
  v_mul_f32 v6, 0x3f317218, v6
  v_cmp_le_f32_e64 s16, 0x43000000, v14
  v_cndmask_b32_e64 v7, 0, 0x3f800000, s16
  v_sub_f32 v7, v14, v7
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
  v_mul_f32 v8, 0x3fb8aa3b, v4
  v_fma_f32 v7, v4, 0x3fb8aa3b, -v8
  v_fma_f32 v4, v4, 0x32a57060, v7
  v_and_b32 v7, 0x7fffffff, v4
  v_cmp_gt_f32_e64 s16, 0x3f800000, v7
  v_cndmask_b32_e64 v4, 0, v4, s16
  v_mul_f32 v7, 0x3f317218, v4
  v_cmp_le_f32_e64 s16, 0x43000000, v8
  v_cndmask_b32_e64 v9, 0, 0x3f800000, s16
  v_sub_f32 v11, v8, v9
  v_cmp_gt_f32_e64 s18, 0xc2fc0000, v11
  v_cndmask_b32_e64 v15, 0, 0x42800000, s18
  v_add_f32 v17, v11, v15
  v_exp_f32 v19, v17
  v_cndmask_b32_e64 v21, 0x3f800000, 0x1f800000, s18
  v_mul_f32 v4, v19, v21
  v_fma_f32 v7, v4, v7, v4
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
  v_mul_f32 v7, v7, v8
  v_fma_f32 v8, v7, v2, v7
  v_cmp_eq_f32_e64 s18, 0x7f800000, v7
  v_cndmask_b32_e64 v8, v8, v7, s18
  v_cndmask_b32_e64 v10, 0x3f800000, 0x40000000, s16
  v_mul_f32 v14, v8, v10
  v_div_scale_f32 v15, vcc_lo, v0, v0, v1
  v_div_scale_f32 v16, vcc_lo, v1, v0, v1
  v_rcp_f32 v18, v15
  v_fma_f32 v20, -v15, v18, 0x3f800000
  v_fma_f32 v22, v20, v18, v18
  v_mul_f32 v2, v16, v22
  v_fma_f32 v7, -v15, v2, v16
  v_fma_f32 v2, v7, v22, v2
  v_fma_f32 v7, -v15, v2, v16
  s_nop 3
  v_div_fmas_f32 v2, v7, v22, v2
  v_div_fixup_f32 v1, v2, v0, v1
  v_div_scale_f32 v2, vcc_lo, v0, v0, v12
  v_div_scale_f32 v7, vcc_lo, v12, v0, v12
  v_rcp_f32 v8, v2
  v_fma_f32 v9, -v2, v8, 0x3f800000
  v_fma_f32 v8, v9, v8, v8
  v_mul_f32 v9, v7, v8
  v_fma_f32 v10, -v2, v9, v7
  v_fma_f32 v9, v10, v8, v9
  v_fma_f32 v2, -v2, v9, v7
  s_nop 3
  v_div_fmas_f32 v2, v2, v8, v9
  v_div_fixup_f32 v2, v2, v0, v12
  v_div_scale_f32 v7, vcc_lo, v0, v0, v3
  v_div_scale_f32 v8, vcc_lo, v3, v0, v3
  v_rcp_f32 v9, v7
  v_fma_f32 v10, -v7, v9, 0x3f800000
  v_fma_f32 v9, v10, v9, v9
  v_mul_f32 v10, v8, v9
  v_fma_f32 v11, -v7, v10, v8
  v_fma_f32 v10, v11, v9, v10
  v_fma_f32 v11, -v7, v10, v8
  s_nop 3
  v_div_fmas_f32 v15, v11, v9, v10
  v_div_fixup_f32 v15, v15, v0, v3
  v_div_scale_f32 v17, vcc_lo, v0, v0, v5
  v_div_scale_f32 v19, vcc_lo, v5, v0, v5
  v_rcp_f32 v21, v17
  v_fma_f32 v3, -v17, v21, 0x3f800000
  v_fma_f32 v3, v3, v21, v21
  v_mul_f32 v7, v19, v3
  v_fma_f32 v8, -v17, v7, v19
  v_fma_f32 v7, v8, v3, v7
  v_fma_f32 v8, -v17, v7, v19
  s_nop 3
  v_div_fmas_f32 v3, v8, v3, v7
  v_div_fixup_f32 v3, v3, v0, v5
  v_div_scale_f32 v5, vcc_lo, v0, v0, v13
  v_div_scale_f32 v7, vcc_lo, v13, v0, v13
  v_rcp_f32 v8, v5
  v_fma_f32 v9, -v5, v8, 0x3f800000
  v_fma_f32 v8, v9, v8, v8
  v_mul_f32 v9, v7, v8
  v_fma_f32 v10, -v5, v9, v7
  v_fma_f32 v9, v10, v8, v9
  v_fma_f32 v5, -v5, v9, v7
  s_nop 3
  v_div_fmas_f32 v5, v5, v8, v9
  v_div_fixup_f32 v5, v5, v0, v13
  v_div_scale_f32 v7, vcc_lo, v0, v0, v6
  v_div_scale_f32 v8, vcc_lo, v6, v0, v6
  v_rcp_f32 v9, v7
  v_fma_f32 v10, -v7, v9, 0x3f800000
  v_fma_f32 v9, v10, v9, v9
  v_mul_f32 v10, v8, v9
  v_fma_f32 v11, -v7, v10, v8
  v_fma_f32 v12, v11, v9, v10
  v_fma_f32 v16, -v7, v12, v8
  s_nop 3
  v_div_fmas_f32 v16, v16, v9, v12
  v_div_fixup_f32 v18, v16, v0, v6
  v_div_scale_f32 v20, vcc_lo, v0, v0, v4
  v_div_scale_f32 v22, vcc_lo, v4, v0, v4
  v_rcp_f32 v6, v20
  v_fma_f32 v7, -v20, v6, 0x3f800000
  v_fma_f32 v6, v7, v6, v6
  v_mul_f32 v7, v22, v6
  v_fma_f32 v8, -v20, v7, v22
  v_fma_f32 v7, v8, v6, v7
  v_fma_f32 v8, -v20, v7, v22
  s_nop 3
  v_div_fmas_f32 v6, v8, v6, v7
  v_div_fixup_f32 v4, v6, v0, v4
  v_div_scale_f32 v6, vcc_lo, v0, v0, v14
  v_div_scale_f32 v7, vcc_lo, v14, v0, v14
  v_rcp_f32 v8, v6
  v_fma_f32 v9, -v6, v8, 0x3f800000
  v_fma_f32 v8, v9, v8, v8
  v_mul_f32 v9, v7, v8
  v_fma_f32 v10, -v6, v9, v7
  v_fma_f32 v9, v10, v8, v9
  v_fma_f32 v6, -v6, v9, v7
  s_nop 3
  v_div_fmas_f32 v6, v6, v8, v9
  v_div_fixup_f32 v0, v6, v0, v14
  v_cvt_f16_f32 v1, v1
  v_cvt_f16_f32 v8, v2
  v_cvt_f16_f32 v6, v15
  v_cvt_f16_f32 v7, v3
  v_cvt_f16_f32 v9, v5
  v_cvt_f16_f32 v11, v18
  v_cvt_f16_f32 v13, v4
  v_cvt_f16_f32 v15, v0
  s_and_saveexec_b32 s20, s2
  global_store_b16 v[24:25], v1, off
  s_mov_b32 exec_lo, s20
  s_and_saveexec_b32 s20, s4
  global_store_b16 v[24:25], v8, off offset:2
  s_mov_b32 exec_lo, s20
  s_and_saveexec_b32 s20, s6
  global_store_b16 v[24:25], v6, off offset:4
  s_mov_b32 exec_lo, s20
  s_and_saveexec_b32 s20, s8
  global_store_b16 v[24:25], v7, off offset:6
  s_mov_b32 exec_lo, s20
  s_and_saveexec_b32 s20, s10
  global_store_b16 v[24:25], v9, off offset:8
  s_mov_b32 exec_lo, s20
  s_and_saveexec_b32 s20, s12
  global_store_b16 v[24:25], v11, off offset:10
  s_mov_b32 exec_lo, s20
  s_and_saveexec_b32 s20, s14
  global_store_b16 v[24:25], v13, off offset:12
  s_mov_b32 exec_lo, s20
  s_and_saveexec_b32 s20, s0
  global_store_b16 v[24:25], v15, off offset:14
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
