.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 5
.text
.globl softmax
.p2align 8
.type softmax,@function
softmax:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  s_mov_b32 s12, 0x3ff
  v_and_b32 v8, s12, v0
  s_load_b64 s[20:21], s[0:1], 0x0
  s_load_b64 s[24:25], s[0:1], 0x8
  s_load_b32 s28, s[0:1], 0x10
  s_load_b32 s32, s[0:1], 0x14
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s36, s2, s28
  s_mov_b32 s40, 0x7f
  v_and_b32 v22, v8, s40
  s_mov_b32 s0, 2
  v_lshlrev_b32 v1, s0, v22
  s_cmp_ge_u32 s0, 32
  s_cselect_b32 s0, -1, 0
  v_cndmask_b32_e64 v1, v1, 0, s0
  s_mov_b32 s0, 0
  v_add_nc_u32 v1, v1, s0
  s_mov_b32 s0, 1
  v_add_nc_u32 v2, v1, s0
  s_mov_b32 s0, 2
  v_add_nc_u32 v3, v1, s0
  s_mov_b32 s0, 3
  v_add_nc_u32 v4, v1, s0
  s_mov_b32 s0, 0x200
  v_add_nc_u32 v7, v1, s0
  s_mov_b32 s0, 0x201
  v_add_nc_u32 v11, v1, s0
  s_mov_b32 s0, 0x202
  v_add_nc_u32 v15, v1, s0
  s_mov_b32 s0, 0x203
  v_add_nc_u32 v17, v1, s0
  v_add_nc_u32 v13, s36, v1
  v_add_nc_u32 v5, s36, v2
  v_add_nc_u32 v6, s36, v3
  v_add_nc_u32 v9, s36, v4
  v_add_nc_u32 v10, s36, v7
  v_add_nc_u32 v12, s36, v11
  v_add_nc_u32 v14, s36, v15
  v_add_nc_u32 v16, s36, v17
  s_mov_b32 s36, 4
  v_mul_lo_u32 v20, v13, s36
  v_mul_hi_i32 v22, v13, s36
  v_mov_b32 v26, s20
  v_mov_b32 v27, s21
  v_add_co_u32 v24, vcc_lo, v26, v20
  v_add_co_ci_u32 v25, vcc_lo, v27, v22, vcc_lo
  s_mov_b32 s0, 4
  v_mul_lo_u32 v18, v5, s0
  v_mul_hi_i32 v19, v5, s0
  v_mov_b32 v28, s20
  v_mov_b32 v29, s21
  v_add_co_u32 v26, vcc_lo, v28, v18
  v_add_co_ci_u32 v27, vcc_lo, v29, v19, vcc_lo
  s_mov_b32 s0, 4
  v_mul_lo_u32 v18, v6, s0
  v_mul_hi_i32 v19, v6, s0
  v_mov_b32 v30, s20
  v_mov_b32 v31, s21
  v_add_co_u32 v28, vcc_lo, v30, v18
  v_add_co_ci_u32 v29, vcc_lo, v31, v19, vcc_lo
  s_mov_b32 s0, 4
  v_mul_lo_u32 v18, v9, s0
  v_mul_hi_i32 v19, v9, s0
  v_mov_b32 v32, s20
  v_mov_b32 v33, s21
  v_add_co_u32 v30, vcc_lo, v32, v18
  v_add_co_ci_u32 v31, vcc_lo, v33, v19, vcc_lo
  s_mov_b32 s0, 4
  v_mul_lo_u32 v18, v10, s0
  v_mul_hi_i32 v19, v10, s0
  v_mov_b32 v34, s20
  v_mov_b32 v35, s21
  v_add_co_u32 v32, vcc_lo, v34, v18
  v_add_co_ci_u32 v33, vcc_lo, v35, v19, vcc_lo
  s_mov_b32 s10, 4
  v_mul_lo_u32 v18, v12, s10
  v_mul_hi_i32 v19, v12, s10
  v_mov_b32 v42, s20
  v_mov_b32 v43, s21
  v_add_co_u32 v34, vcc_lo, v42, v18
  v_add_co_ci_u32 v35, vcc_lo, v43, v19, vcc_lo
  s_mov_b32 s30, 4
  v_mul_lo_u32 v18, v14, s30
  v_mul_hi_i32 v19, v14, s30
  v_mov_b32 v38, s20
  v_mov_b32 v39, s21
  v_add_co_u32 v36, vcc_lo, v38, v18
  v_add_co_ci_u32 v37, vcc_lo, v39, v19, vcc_lo
  s_mov_b32 s0, 4
  v_mul_lo_u32 v18, v16, s0
  v_mul_hi_i32 v19, v16, s0
  v_mov_b32 v40, s20
  v_mov_b32 v41, s21
  v_add_co_u32 v38, vcc_lo, v40, v18
  v_add_co_ci_u32 v39, vcc_lo, v41, v19, vcc_lo
  v_cmp_lt_i32_e64 s14, v1, s32
  v_cmp_lt_i32_e64 s12, v2, s32
  v_cmp_lt_i32_e64 s10, v3, s32
  v_cmp_lt_i32_e64 s8, v4, s32
  v_cmp_lt_i32_e64 s6, v7, s32
  v_cmp_lt_i32_e64 s4, v11, s32
  v_cmp_lt_i32_e64 s2, v15, s32
  v_cmp_lt_i32_e64 s0, v17, s32
  s_mov_b32 s16, 0xff800000
  v_mov_b32 v2, s16
  v_mov_b32 v1, v2
  s_and_saveexec_b32 s48, s14
  global_load_b32 v1, v[24:25], off
  s_mov_b32 exec_lo, s48
  v_mov_b32 v3, s16
  v_mov_b32 v2, v3
  s_and_saveexec_b32 s48, s12
  global_load_b32 v2, v[26:27], off
  s_mov_b32 exec_lo, s48
  v_mov_b32 v4, s16
  v_mov_b32 v3, v4
  s_and_saveexec_b32 s48, s10
  global_load_b32 v3, v[28:29], off
  s_mov_b32 exec_lo, s48
  v_mov_b32 v7, s16
  v_mov_b32 v4, v7
  s_and_saveexec_b32 s48, s8
  global_load_b32 v4, v[30:31], off
  s_mov_b32 exec_lo, s48
  v_mov_b32 v11, s16
  v_mov_b32 v7, v11
  s_and_saveexec_b32 s48, s6
  global_load_b32 v7, v[32:33], off
  s_mov_b32 exec_lo, s48
  v_mov_b32 v15, s16
  v_mov_b32 v11, v15
  s_and_saveexec_b32 s48, s4
  global_load_b32 v11, v[34:35], off
  s_mov_b32 exec_lo, s48
  v_mov_b32 v17, s16
  v_mov_b32 v15, v17
  s_and_saveexec_b32 s48, s2
  global_load_b32 v15, v[36:37], off
  s_mov_b32 exec_lo, s48
  v_mov_b32 v20, s16
  v_mov_b32 v19, v20
  s_and_saveexec_b32 s48, s0
  global_load_b32 v19, v[38:39], off
  s_mov_b32 exec_lo, s48
  s_mov_b32 s44, 4
  v_mul_lo_u32 v17, v13, s44
  v_mul_hi_i32 v13, v13, s44
  v_mov_b32 v26, s24
  v_mov_b32 v27, s25
  v_add_co_u32 v24, vcc_lo, v26, v17
  v_add_co_ci_u32 v25, vcc_lo, v27, v13, vcc_lo
  s_mov_b32 s16, 4
  v_mul_lo_u32 v13, v5, s16
  v_mul_hi_i32 v5, v5, s16
  v_mov_b32 v28, s24
  v_mov_b32 v29, s25
  v_add_co_u32 v26, vcc_lo, v28, v13
  v_add_co_ci_u32 v27, vcc_lo, v29, v5, vcc_lo
  s_mov_b32 s16, 4
  v_mul_lo_u32 v5, v6, s16
  v_mul_hi_i32 v6, v6, s16
  v_mov_b32 v30, s24
  v_mov_b32 v31, s25
  v_add_co_u32 v28, vcc_lo, v30, v5
  v_add_co_ci_u32 v29, vcc_lo, v31, v6, vcc_lo
  s_mov_b32 s16, 4
  v_mul_lo_u32 v5, v9, s16
  v_mul_hi_i32 v6, v9, s16
  v_mov_b32 v32, s24
  v_mov_b32 v33, s25
  v_add_co_u32 v30, vcc_lo, v32, v5
  v_add_co_ci_u32 v31, vcc_lo, v33, v6, vcc_lo
  s_mov_b32 s16, 4
  v_mul_lo_u32 v5, v10, s16
  v_mul_hi_i32 v6, v10, s16
  v_mov_b32 v34, s24
  v_mov_b32 v35, s25
  v_add_co_u32 v38, vcc_lo, v34, v5
  v_add_co_ci_u32 v39, vcc_lo, v35, v6, vcc_lo
  s_mov_b32 s18, 4
  v_mul_lo_u32 v13, v12, s18
  v_mul_hi_i32 v17, v12, s18
  v_mov_b32 v34, s24
  v_mov_b32 v35, s25
  v_add_co_u32 v32, vcc_lo, v34, v13
  v_add_co_ci_u32 v33, vcc_lo, v35, v17, vcc_lo
  s_mov_b32 s38, 4
  v_mul_lo_u32 v21, v14, s38
  v_mul_hi_i32 v23, v14, s38
  v_mov_b32 v36, s24
  v_mov_b32 v37, s25
  v_add_co_u32 v34, vcc_lo, v36, v21
  v_add_co_ci_u32 v35, vcc_lo, v37, v23, vcc_lo
  s_mov_b32 s16, 4
  v_mul_lo_u32 v5, v16, s16
  v_mul_hi_i32 v6, v16, s16
  v_mov_b32 v40, s24
  v_mov_b32 v41, s25
  v_add_co_u32 v36, vcc_lo, v40, v5
  v_add_co_ci_u32 v37, vcc_lo, v41, v6, vcc_lo
  s_waitcnt vmcnt(0)
  v_max_f32 v5, v1, v1
  v_max_f32 v6, v2, v2
  v_max_f32 v5, v5, v6
  v_cmp_eq_f32_e64 s16, v1, v2
  v_and_b32 v6, v1, v2
  v_cndmask_b32_e64 v5, v5, v6, s16
  v_max_f32 v6, v5, v5
  v_max_f32 v9, v3, v3
  v_max_f32 v6, v6, v9
  v_cmp_eq_f32_e64 s16, v5, v3
  v_and_b32 v5, v5, v3
  v_cndmask_b32_e64 v5, v6, v5, s16
  v_max_f32 v6, v5, v5
  v_max_f32 v9, v4, v4
  v_max_f32 v6, v6, v9
  v_cmp_eq_f32_e64 s16, v5, v4
  v_and_b32 v9, v5, v4
  v_cndmask_b32_e64 v10, v6, v9, s16
  v_max_f32 v12, v10, v10
  v_max_f32 v14, v7, v7
  v_max_f32 v16, v12, v14
  v_cmp_eq_f32_e64 s36, v10, v7
  v_and_b32 v20, v10, v7
  v_cndmask_b32_e64 v22, v16, v20, s36
  v_max_f32 v5, v22, v22
  v_max_f32 v6, v11, v11
  v_max_f32 v5, v5, v6
  v_cmp_eq_f32_e64 s16, v22, v11
  v_and_b32 v6, v22, v11
  v_cndmask_b32_e64 v5, v5, v6, s16
  v_max_f32 v6, v5, v5
  v_max_f32 v9, v15, v15
  v_max_f32 v6, v6, v9
  v_cmp_eq_f32_e64 s16, v5, v15
  v_and_b32 v5, v5, v15
  v_cndmask_b32_e64 v5, v6, v5, s16
  v_max_f32 v6, v5, v5
  v_max_f32 v9, v19, v19
  v_max_f32 v6, v6, v9
  v_cmp_eq_f32_e64 s16, v5, v19
  v_and_b32 v5, v5, v19
  v_cndmask_b32_e64 v5, v6, v5, s16
  v_and_b32 v6, 31, v0
  v_xor_b32 v6, 1, v6
  v_lshlrev_b32 v6, 2, v6
  ds_bpermute_b32 v6, v6, v5
  v_max_f32 v9, v5, v5
  s_waitcnt lgkmcnt(0)
  v_max_f32 v10, v6, v6
  v_max_f32 v9, v9, v10
  v_cmp_eq_f32_e64 s22, v5, v6
  v_and_b32 v13, v5, v6
  v_cndmask_b32_e64 v16, v9, v13, s22
  v_and_b32 v17, 31, v0
  v_xor_b32 v20, 2, v17
  v_lshlrev_b32 v21, 2, v20
  ds_bpermute_b32 v23, v21, v16
  v_max_f32 v5, v16, v16
  s_waitcnt lgkmcnt(0)
  v_max_f32 v6, v23, v23
  v_max_f32 v5, v5, v6
  v_cmp_eq_f32_e64 s16, v16, v23
  v_and_b32 v6, v16, v23
  v_cndmask_b32_e64 v5, v5, v6, s16
  v_and_b32 v6, 31, v0
  v_xor_b32 v6, 4, v6
  v_lshlrev_b32 v6, 2, v6
  ds_bpermute_b32 v6, v6, v5
  v_max_f32 v9, v5, v5
  s_waitcnt lgkmcnt(0)
  v_max_f32 v10, v6, v6
  v_max_f32 v9, v9, v10
  v_cmp_eq_f32_e64 s16, v5, v6
  v_and_b32 v5, v5, v6
  v_cndmask_b32_e64 v5, v9, v5, s16
  v_and_b32 v6, 31, v0
  v_xor_b32 v6, 8, v6
  v_lshlrev_b32 v6, 2, v6
  ds_bpermute_b32 v6, v6, v5
  v_max_f32 v9, v5, v5
  s_waitcnt lgkmcnt(0)
  v_max_f32 v10, v6, v6
  v_max_f32 v9, v9, v10
  v_cmp_eq_f32_e64 s16, v5, v6
  v_and_b32 v10, v5, v6
  v_cndmask_b32_e64 v12, v9, v10, s16
  v_and_b32 v14, 31, v0
  v_xor_b32 v16, 16, v14
  v_lshlrev_b32 v18, 2, v16
  ds_bpermute_b32 v20, v18, v12
  v_max_f32 v22, v12, v12
  s_waitcnt lgkmcnt(0)
  v_max_f32 v5, v20, v20
  v_max_f32 v5, v22, v5
  v_cmp_eq_f32_e64 s16, v12, v20
  v_and_b32 v6, v12, v20
  v_cndmask_b32_e64 v5, v5, v6, s16
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s16, 4
  v_mul_lo_u32 v6, v8, s16
  s_mov_b32 s16, 0
  v_add_nc_u32 v6, v6, s16
  ds_store_b32 v6, v5
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s16, 0xffffff9f
  v_and_b32 v5, v8, s16
  s_mov_b32 s16, 0
  v_or_b32 v6, v5, s16
  s_mov_b32 s16, 4
  v_mul_lo_u32 v6, v6, s16
  s_mov_b32 s16, 0
  v_add_nc_u32 v6, v6, s16
  ds_load_b32 v6, v6
  s_mov_b32 s16, 32
  v_or_b32 v9, v5, s16
  s_mov_b32 s16, 4
  v_mul_lo_u32 v9, v9, s16
  s_mov_b32 s16, 0
  v_add_nc_u32 v10, v9, s16
  ds_load_b32 v12, v10
  s_waitcnt lgkmcnt(0)
  v_max_f32 v14, v6, v6
  v_max_f32 v16, v12, v12
  v_max_f32 v18, v14, v16
  v_cmp_eq_f32_e64 s40, v6, v12
  v_and_b32 v22, v6, v12
  v_cndmask_b32_e64 v6, v18, v22, s40
  s_mov_b32 s16, 64
  v_or_b32 v9, v5, s16
  s_mov_b32 s16, 4
  v_mul_lo_u32 v9, v9, s16
  s_mov_b32 s16, 0
  v_add_nc_u32 v9, v9, s16
  ds_load_b32 v9, v9
  v_max_f32 v10, v6, v6
  s_waitcnt lgkmcnt(0)
  v_max_f32 v12, v9, v9
  v_max_f32 v10, v10, v12
  v_cmp_eq_f32_e64 s16, v6, v9
  v_and_b32 v6, v6, v9
  v_cndmask_b32_e64 v6, v10, v6, s16
  s_mov_b32 s16, 0x60
  v_or_b32 v5, v5, s16
  s_mov_b32 s16, 4
  v_mul_lo_u32 v5, v5, s16
  s_mov_b32 s16, 0
  v_add_nc_u32 v5, v5, s16
  ds_load_b32 v5, v5
  v_max_f32 v9, v6, v6
  s_waitcnt lgkmcnt(0)
  v_max_f32 v10, v5, v5
  v_max_f32 v9, v9, v10
  v_cmp_eq_f32_e64 s18, v6, v5
  v_and_b32 v12, v6, v5
  v_cndmask_b32_e64 v13, v9, v12, s18
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_sub_f32 v16, v1, v13
  v_sub_f32 v18, v2, v13
  v_sub_f32 v20, v3, v13
  v_sub_f32 v22, v4, v13
  v_sub_f32 v5, v7, v13
  v_sub_f32 v7, v11, v13
  v_sub_f32 v6, v15, v13
  v_sub_f32 v4, v19, v13
  s_mov_b32 s18, 0x3fb8aa3b
  s_mov_b32 s16, 0x32a57060
  v_mul_f32 v2, s18, v16
  v_fma_f32 v1, v16, s18, -v2
  v_fma_f32 v1, v16, s16, v1
  s_mov_b32 s16, 0x7fffffff
  v_and_b32 v3, s16, v1
  s_mov_b32 s16, 0x3f800000
  v_cmp_gt_f32_e64 s16, s16, v3
  v_cndmask_b32_e64 v1, 0, v1, s16
  s_mov_b32 s16, 0x3f317218
  v_mul_f32 v1, s16, v1
  s_mov_b32 s16, 0x43000000
  v_cmp_le_f32_e64 s16, s16, v2
  s_mov_b32 s18, 0x3f800000
  v_mov_b32 v3, s18
  v_cndmask_b32_e64 v3, 0, v3, s16
  v_sub_f32 v3, v2, v3
  s_mov_b32 s20, 0xc2fc0000
  v_cmp_gt_f32_e64 s20, s20, v3
  s_mov_b32 s22, 0x42800000
  v_mov_b32 v11, s22
  v_cndmask_b32_e64 v13, 0, v11, s20
  v_add_f32 v15, v3, v13
  v_exp_f32 v17, v15
  s_mov_b32 s38, 0x3f800000
  s_mov_b32 s42, 0x1f800000
  v_mov_b32 v23, s42
  v_mov_b32 v2, s38
  v_cndmask_b32_e64 v2, v2, v23, s20
  v_mul_f32 v2, v17, v2
  v_fma_f32 v1, v2, v1, v2
  s_mov_b32 s20, 0x7f800000
  v_cmp_eq_f32_e64 s20, s20, v2
  v_cndmask_b32_e64 v1, v1, v2, s20
  s_mov_b32 s20, 0x40000000
  v_mov_b32 v2, s20
  v_mov_b32 v3, s18
  v_cndmask_b32_e64 v2, v3, v2, s16
  v_mul_f32 v1, v1, v2
  s_mov_b32 s18, 0x3fb8aa3b
  s_mov_b32 s16, 0x32a57060
  v_mul_f32 v2, s18, v18
  v_fma_f32 v3, v18, s18, -v2
  v_fma_f32 v3, v18, s16, v3
  s_mov_b32 s16, 0x7fffffff
  v_and_b32 v9, s16, v3
  s_mov_b32 s16, 0x3f800000
  v_cmp_gt_f32_e64 s16, s16, v9
  v_cndmask_b32_e64 v9, 0, v3, s16
  s_mov_b32 s16, 0x3f317218
  v_mul_f32 v9, s16, v9
  s_mov_b32 s20, 0x43000000
  v_cmp_le_f32_e64 s24, s20, v2
  s_mov_b32 s28, 0x3f800000
  v_mov_b32 v16, s28
  v_cndmask_b32_e64 v18, 0, v16, s24
  v_sub_f32 v21, v2, v18
  s_mov_b32 s44, 0xc2fc0000
  v_cmp_gt_f32_e64 s16, s44, v21
  s_mov_b32 s18, 0x42800000
  v_mov_b32 v2, s18
  v_cndmask_b32_e64 v2, 0, v2, s16
  v_add_f32 v2, v21, v2
  v_exp_f32 v2, v2
  s_mov_b32 s18, 0x3f800000
  s_mov_b32 s20, 0x1f800000
  v_mov_b32 v3, s20
  v_mov_b32 v10, s18
  v_cndmask_b32_e64 v3, v10, v3, s16
  v_mul_f32 v2, v2, v3
  v_fma_f32 v3, v2, v9, v2
  s_mov_b32 s16, 0x7f800000
  v_cmp_eq_f32_e64 s16, s16, v2
  v_cndmask_b32_e64 v2, v3, v2, s16
  s_mov_b32 s16, 0x40000000
  v_mov_b32 v3, s16
  v_mov_b32 v9, s28
  v_cndmask_b32_e64 v3, v9, v3, s24
  v_mul_f32 v2, v2, v3
  s_mov_b32 s18, 0x3fb8aa3b
  s_mov_b32 s16, 0x32a57060
  v_mul_f32 v9, s18, v20
  v_fma_f32 v10, v20, s18, -v9
  v_fma_f32 v11, v20, s16, v10
  s_mov_b32 s26, 0x7fffffff
  v_and_b32 v15, s26, v11
  s_mov_b32 s34, 0x3f800000
  v_cmp_gt_f32_e64 s38, s34, v15
  v_cndmask_b32_e64 v21, 0, v11, s38
  s_mov_b32 s46, 0x3f317218
  v_mul_f32 v3, s46, v21
  s_mov_b32 s16, 0x43000000
  v_cmp_le_f32_e64 s16, s16, v9
  s_mov_b32 s18, 0x3f800000
  v_mov_b32 v10, s18
  v_cndmask_b32_e64 v10, 0, v10, s16
  v_sub_f32 v9, v9, v10
  s_mov_b32 s20, 0xc2fc0000
  v_cmp_gt_f32_e64 s20, s20, v9
  s_mov_b32 s22, 0x42800000
  v_mov_b32 v10, s22
  v_cndmask_b32_e64 v10, 0, v10, s20
  v_add_f32 v9, v9, v10
  v_exp_f32 v9, v9
  s_mov_b32 s22, 0x3f800000
  s_mov_b32 s24, 0x1f800000
  v_mov_b32 v10, s24
  v_mov_b32 v11, s22
  v_cndmask_b32_e64 v10, v11, v10, s20
  v_mul_f32 v9, v9, v10
  v_fma_f32 v3, v9, v3, v9
  s_mov_b32 s20, 0x7f800000
  v_cmp_eq_f32_e64 s20, s20, v9
  v_cndmask_b32_e64 v9, v3, v9, s20
  s_mov_b32 s20, 0x40000000
  v_mov_b32 v12, s20
  v_mov_b32 v14, s18
  v_cndmask_b32_e64 v16, v14, v12, s16
  v_mul_f32 v18, v9, v16
  s_mov_b32 s40, 0x3fb8aa3b
  s_mov_b32 s44, 0x32a57060
  v_mul_f32 v9, s40, v22
  v_fma_f32 v3, v22, s40, -v9
  v_fma_f32 v3, v22, s44, v3
  s_mov_b32 s16, 0x7fffffff
  v_and_b32 v10, s16, v3
  s_mov_b32 s16, 0x3f800000
  v_cmp_gt_f32_e64 s16, s16, v10
  v_cndmask_b32_e64 v3, 0, v3, s16
  s_mov_b32 s16, 0x3f317218
  v_mul_f32 v3, s16, v3
  s_mov_b32 s16, 0x43000000
  v_cmp_le_f32_e64 s16, s16, v9
  s_mov_b32 s18, 0x3f800000
  v_mov_b32 v10, s18
  v_cndmask_b32_e64 v10, 0, v10, s16
  v_sub_f32 v9, v9, v10
  s_mov_b32 s20, 0xc2fc0000
  v_cmp_gt_f32_e64 s20, s20, v9
  s_mov_b32 s22, 0x42800000
  v_mov_b32 v10, s22
  v_cndmask_b32_e64 v10, 0, v10, s20
  v_add_f32 v9, v9, v10
  v_exp_f32 v9, v9
  s_mov_b32 s22, 0x3f800000
  s_mov_b32 s24, 0x1f800000
  v_mov_b32 v11, s24
  v_mov_b32 v13, s22
  v_cndmask_b32_e64 v15, v13, v11, s20
  v_mul_f32 v17, v9, v15
  v_fma_f32 v19, v17, v3, v17
  s_mov_b32 s42, 0x7f800000
  v_cmp_eq_f32_e64 s46, s42, v17
  v_cndmask_b32_e64 v3, v19, v17, s46
  s_mov_b32 s20, 0x40000000
  v_mov_b32 v9, s20
  v_mov_b32 v10, s18
  v_cndmask_b32_e64 v9, v10, v9, s16
  v_mul_f32 v3, v3, v9
  s_mov_b32 s18, 0x3fb8aa3b
  s_mov_b32 s16, 0x32a57060
  v_mul_f32 v9, s18, v5
  v_fma_f32 v10, v5, s18, -v9
  v_fma_f32 v5, v5, s16, v10
  s_mov_b32 s16, 0x7fffffff
  v_and_b32 v10, s16, v5
  s_mov_b32 s16, 0x3f800000
  v_cmp_gt_f32_e64 s16, s16, v10
  v_cndmask_b32_e64 v5, 0, v5, s16
  s_mov_b32 s16, 0x3f317218
  v_mul_f32 v5, s16, v5
  s_mov_b32 s16, 0x43000000
  v_cmp_le_f32_e64 s16, s16, v9
  s_mov_b32 s18, 0x3f800000
  v_mov_b32 v10, s18
  v_cndmask_b32_e64 v10, 0, v10, s16
  v_sub_f32 v9, v9, v10
  s_mov_b32 s20, 0xc2fc0000
  v_cmp_gt_f32_e64 s24, s20, v9
  s_mov_b32 s28, 0x42800000
  v_mov_b32 v16, s28
  v_cndmask_b32_e64 v19, 0, v16, s24
  v_add_f32 v20, v9, v19
  v_exp_f32 v22, v20
  s_mov_b32 s20, 0x3f800000
  s_mov_b32 s22, 0x1f800000
  v_mov_b32 v9, s22
  v_mov_b32 v10, s20
  v_cndmask_b32_e64 v9, v10, v9, s24
  v_mul_f32 v9, v22, v9
  v_fma_f32 v5, v9, v5, v9
  s_mov_b32 s20, 0x7f800000
  v_cmp_eq_f32_e64 s20, s20, v9
  v_cndmask_b32_e64 v5, v5, v9, s20
  s_mov_b32 s20, 0x40000000
  v_mov_b32 v9, s20
  v_mov_b32 v10, s18
  v_cndmask_b32_e64 v9, v10, v9, s16
  v_mul_f32 v5, v5, v9
  s_mov_b32 s18, 0x3fb8aa3b
  s_mov_b32 s16, 0x32a57060
  v_mul_f32 v9, s18, v7
  v_fma_f32 v10, v7, s18, -v9
  v_fma_f32 v7, v7, s16, v10
  s_mov_b32 s16, 0x7fffffff
  v_and_b32 v10, s16, v7
  s_mov_b32 s16, 0x3f800000
  v_cmp_gt_f32_e64 s16, s16, v10
  v_cndmask_b32_e64 v10, 0, v7, s16
  s_mov_b32 s22, 0x3f317218
  v_mul_f32 v13, s22, v10
  s_mov_b32 s30, 0x43000000
  v_cmp_le_f32_e64 s34, s30, v9
  s_mov_b32 s38, 0x3f800000
  v_mov_b32 v21, s38
  v_cndmask_b32_e64 v23, 0, v21, s34
  v_sub_f32 v7, v9, v23
  s_mov_b32 s16, 0xc2fc0000
  v_cmp_gt_f32_e64 s16, s16, v7
  s_mov_b32 s18, 0x42800000
  v_mov_b32 v9, s18
  v_cndmask_b32_e64 v9, 0, v9, s16
  v_add_f32 v7, v7, v9
  v_exp_f32 v7, v7
  s_mov_b32 s18, 0x3f800000
  s_mov_b32 s20, 0x1f800000
  v_mov_b32 v9, s20
  v_mov_b32 v10, s18
  v_cndmask_b32_e64 v9, v10, v9, s16
  v_mul_f32 v7, v7, v9
  v_fma_f32 v9, v7, v13, v7
  s_mov_b32 s16, 0x7f800000
  v_cmp_eq_f32_e64 s16, s16, v7
  v_cndmask_b32_e64 v7, v9, v7, s16
  s_mov_b32 s16, 0x40000000
  v_mov_b32 v9, s16
  v_mov_b32 v10, s38
  v_cndmask_b32_e64 v9, v10, v9, s34
  v_mul_f32 v7, v7, v9
  s_mov_b32 s16, 0x3fb8aa3b
  s_mov_b32 s20, 0x32a57060
  v_mul_f32 v12, s16, v6
  v_fma_f32 v14, v6, s16, -v12
  v_fma_f32 v16, v6, s20, v14
  s_mov_b32 s36, 0x7fffffff
  v_and_b32 v20, s36, v16
  s_mov_b32 s44, 0x3f800000
  v_cmp_gt_f32_e64 s16, s44, v20
  v_cndmask_b32_e64 v6, 0, v16, s16
  s_mov_b32 s16, 0x3f317218
  v_mul_f32 v6, s16, v6
  s_mov_b32 s16, 0x43000000
  v_cmp_le_f32_e64 s16, s16, v12
  s_mov_b32 s18, 0x3f800000
  v_mov_b32 v9, s18
  v_cndmask_b32_e64 v9, 0, v9, s16
  v_sub_f32 v9, v12, v9
  s_mov_b32 s20, 0xc2fc0000
  v_cmp_gt_f32_e64 s20, s20, v9
  s_mov_b32 s22, 0x42800000
  v_mov_b32 v10, s22
  v_cndmask_b32_e64 v10, 0, v10, s20
  v_add_f32 v9, v9, v10
  v_exp_f32 v9, v9
  s_mov_b32 s22, 0x3f800000
  s_mov_b32 s24, 0x1f800000
  v_mov_b32 v10, s24
  v_mov_b32 v11, s22
  v_cndmask_b32_e64 v10, v11, v10, s20
  v_mul_f32 v9, v9, v10
  v_fma_f32 v10, v9, v6, v9
  s_mov_b32 s20, 0x7f800000
  v_cmp_eq_f32_e64 s22, s20, v9
  v_cndmask_b32_e64 v13, v10, v9, s22
  s_mov_b32 s30, 0x40000000
  v_mov_b32 v17, s30
  v_mov_b32 v19, s18
  v_cndmask_b32_e64 v21, v19, v17, s16
  v_mul_f32 v23, v13, v21
  s_mov_b32 s18, 0x3fb8aa3b
  s_mov_b32 s16, 0x32a57060
  v_mul_f32 v6, s18, v4
  v_fma_f32 v9, v4, s18, -v6
  v_fma_f32 v4, v4, s16, v9
  s_mov_b32 s16, 0x7fffffff
  v_and_b32 v9, s16, v4
  s_mov_b32 s16, 0x3f800000
  v_cmp_gt_f32_e64 s16, s16, v9
  v_cndmask_b32_e64 v4, 0, v4, s16
  s_mov_b32 s16, 0x3f317218
  v_mul_f32 v4, s16, v4
  s_mov_b32 s16, 0x43000000
  v_cmp_le_f32_e64 s16, s16, v6
  s_mov_b32 s18, 0x3f800000
  v_mov_b32 v9, s18
  v_cndmask_b32_e64 v9, 0, v9, s16
  v_sub_f32 v6, v6, v9
  s_mov_b32 s20, 0xc2fc0000
  v_cmp_gt_f32_e64 s20, s20, v6
  s_mov_b32 s22, 0x42800000
  v_mov_b32 v9, s22
  v_cndmask_b32_e64 v9, 0, v9, s20
  v_add_f32 v9, v6, v9
  v_exp_f32 v10, v9
  s_mov_b32 s24, 0x3f800000
  s_mov_b32 s28, 0x1f800000
  v_mov_b32 v16, s28
  v_mov_b32 v19, s24
  v_cndmask_b32_e64 v20, v19, v16, s20
  v_mul_f32 v22, v10, v20
  v_fma_f32 v4, v22, v4, v22
  s_mov_b32 s20, 0x7f800000
  v_cmp_eq_f32_e64 s20, s20, v22
  v_cndmask_b32_e64 v4, v4, v22, s20
  s_mov_b32 s20, 0x40000000
  v_mov_b32 v6, s20
  v_mov_b32 v9, s18
  v_cndmask_b32_e64 v6, v9, v6, s16
  v_mul_f32 v4, v4, v6
  v_add_f32 v6, v1, v2
  v_add_f32 v6, v6, v18
  v_add_f32 v6, v6, v3
  v_add_f32 v6, v6, v5
  v_add_f32 v6, v6, v7
  v_add_f32 v6, v6, v23
  v_add_f32 v6, v6, v4
  v_and_b32 v9, 31, v0
  v_xor_b32 v9, 1, v9
  v_lshlrev_b32 v9, 2, v9
  ds_bpermute_b32 v9, v9, v6
  s_waitcnt lgkmcnt(0)
  v_add_f32 v6, v6, v9
  v_and_b32 v9, 31, v0
  v_xor_b32 v9, 2, v9
  v_lshlrev_b32 v9, 2, v9
  ds_bpermute_b32 v9, v9, v6
  s_waitcnt lgkmcnt(0)
  v_add_f32 v11, v6, v9
  v_and_b32 v13, 31, v0
  v_xor_b32 v15, 4, v13
  v_lshlrev_b32 v17, 2, v15
  ds_bpermute_b32 v19, v17, v11
  s_waitcnt lgkmcnt(0)
  v_add_f32 v21, v11, v19
  v_and_b32 v6, 31, v0
  v_xor_b32 v6, 8, v6
  v_lshlrev_b32 v6, 2, v6
  ds_bpermute_b32 v6, v6, v21
  s_waitcnt lgkmcnt(0)
  v_add_f32 v6, v21, v6
  v_and_b32 v0, 31, v0
  v_xor_b32 v0, 16, v0
  v_lshlrev_b32 v0, 2, v0
  ds_bpermute_b32 v0, v0, v6
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v6, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s16, 4
  v_mul_lo_u32 v6, v8, s16
  s_mov_b32 s16, 0
  v_add_nc_u32 v6, v6, s16
  s_mov_b32 s16, 0x200
  v_add_nc_u32 v6, v6, s16
  ds_store_b32 v6, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s16, 0xffffff9f
  v_and_b32 v0, v8, s16
  s_mov_b32 s16, 0
  v_or_b32 v6, v0, s16
  s_mov_b32 s16, 4
  v_mul_lo_u32 v6, v6, s16
  s_mov_b32 s16, 0
  v_add_nc_u32 v9, v6, s16
  s_mov_b32 s22, 0x200
  v_add_nc_u32 v13, v9, s22
  ds_load_b32 v15, v13
  s_mov_b32 s34, 32
  v_or_b32 v19, v0, s34
  s_mov_b32 s42, 4
  v_mul_lo_u32 v6, v19, s42
  s_mov_b32 s16, 0
  v_add_nc_u32 v6, v6, s16
  s_mov_b32 s16, 0x200
  v_add_nc_u32 v6, v6, s16
  ds_load_b32 v6, v6
  s_waitcnt lgkmcnt(0)
  v_add_f32 v6, v15, v6
  s_mov_b32 s16, 64
  v_or_b32 v8, v0, s16
  s_mov_b32 s16, 4
  v_mul_lo_u32 v8, v8, s16
  s_mov_b32 s16, 0
  v_add_nc_u32 v8, v8, s16
  s_mov_b32 s16, 0x200
  v_add_nc_u32 v8, v8, s16
  ds_load_b32 v8, v8
  s_waitcnt lgkmcnt(0)
  v_add_f32 v6, v6, v8
  s_mov_b32 s16, 0x60
  v_or_b32 v0, v0, s16
  s_mov_b32 s16, 4
  v_mul_lo_u32 v0, v0, s16
  s_mov_b32 s16, 0
  v_add_nc_u32 v8, v0, s16
  s_mov_b32 s16, 0x200
  v_add_nc_u32 v8, v8, s16
  ds_load_b32 v10, v8
  s_waitcnt lgkmcnt(0)
  v_add_f32 v12, v6, v10
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s30, 0x3f800000
  v_div_scale_f32 v17, vcc_lo, v12, v12, v1
  v_div_scale_f32 v19, vcc_lo, v1, v12, v1
  v_rcp_f32 v21, v17
  v_fma_f32 v0, -v17, v21, s30
  v_fma_f32 v0, v0, v21, v21
  v_mul_f32 v6, v19, v0
  v_fma_f32 v8, -v17, v6, v19
  v_fma_f32 v6, v8, v0, v6
  v_fma_f32 v8, -v17, v6, v19
  s_nop 3
  v_div_fmas_f32 v0, v8, v0, v6
  v_div_fixup_f32 v0, v0, v12, v1
  s_mov_b32 s16, 0x3f800000
  v_div_scale_f32 v1, vcc_lo, v12, v12, v2
  v_div_scale_f32 v6, vcc_lo, v2, v12, v2
  v_rcp_f32 v8, v1
  v_fma_f32 v9, -v1, v8, s16
  v_fma_f32 v8, v9, v8, v8
  v_mul_f32 v9, v6, v8
  v_fma_f32 v10, -v1, v9, v6
  v_fma_f32 v9, v10, v8, v9
  v_fma_f32 v1, -v1, v9, v6
  s_nop 3
  v_div_fmas_f32 v1, v1, v8, v9
  v_div_fixup_f32 v1, v1, v12, v2
  s_mov_b32 s16, 0x3f800000
  v_div_scale_f32 v2, vcc_lo, v12, v12, v18
  v_div_scale_f32 v6, vcc_lo, v18, v12, v18
  v_rcp_f32 v8, v2
  v_fma_f32 v9, -v2, v8, s16
  v_fma_f32 v10, v9, v8, v8
  v_mul_f32 v13, v6, v10
  v_fma_f32 v14, -v2, v13, v6
  v_fma_f32 v16, v14, v10, v13
  v_fma_f32 v19, -v2, v16, v6
  s_nop 3
  v_div_fmas_f32 v20, v19, v10, v16
  v_div_fixup_f32 v22, v20, v12, v18
  s_mov_b32 s16, 0x3f800000
  v_div_scale_f32 v2, vcc_lo, v12, v12, v3
  v_div_scale_f32 v6, vcc_lo, v3, v12, v3
  v_rcp_f32 v8, v2
  v_fma_f32 v9, -v2, v8, s16
  v_fma_f32 v8, v9, v8, v8
  v_mul_f32 v9, v6, v8
  v_fma_f32 v10, -v2, v9, v6
  v_fma_f32 v9, v10, v8, v9
  v_fma_f32 v2, -v2, v9, v6
  s_nop 3
  v_div_fmas_f32 v2, v2, v8, v9
  v_div_fixup_f32 v2, v2, v12, v3
  s_mov_b32 s16, 0x3f800000
  v_div_scale_f32 v3, vcc_lo, v12, v12, v5
  v_div_scale_f32 v6, vcc_lo, v5, v12, v5
  v_rcp_f32 v8, v3
  v_fma_f32 v9, -v3, v8, s16
  v_fma_f32 v8, v9, v8, v8
  v_mul_f32 v9, v6, v8
  v_fma_f32 v10, -v3, v9, v6
  v_fma_f32 v9, v10, v8, v9
  v_fma_f32 v3, -v3, v9, v6
  s_nop 3
  v_div_fmas_f32 v6, v3, v8, v9
  v_div_fixup_f32 v8, v6, v12, v5
  s_mov_b32 s18, 0x3f800000
  v_div_scale_f32 v11, vcc_lo, v12, v12, v7
  v_div_scale_f32 v13, vcc_lo, v7, v12, v7
  v_rcp_f32 v15, v11
  v_fma_f32 v17, -v11, v15, s18
  v_fma_f32 v19, v17, v15, v15
  v_mul_f32 v21, v13, v19
  v_fma_f32 v3, -v11, v21, v13
  v_fma_f32 v3, v3, v19, v21
  v_fma_f32 v5, -v11, v3, v13
  s_nop 3
  v_div_fmas_f32 v3, v5, v19, v3
  v_div_fixup_f32 v3, v3, v12, v7
  s_mov_b32 s16, 0x3f800000
  v_div_scale_f32 v5, vcc_lo, v12, v12, v23
  v_div_scale_f32 v6, vcc_lo, v23, v12, v23
  v_rcp_f32 v7, v5
  v_fma_f32 v9, -v5, v7, s16
  v_fma_f32 v7, v9, v7, v7
  v_mul_f32 v9, v6, v7
  v_fma_f32 v10, -v5, v9, v6
  v_fma_f32 v9, v10, v7, v9
  v_fma_f32 v5, -v5, v9, v6
  s_nop 3
  v_div_fmas_f32 v5, v5, v7, v9
  v_div_fixup_f32 v5, v5, v12, v23
  s_mov_b32 s16, 0x3f800000
  v_div_scale_f32 v6, vcc_lo, v12, v12, v4
  v_div_scale_f32 v7, vcc_lo, v4, v12, v4
  v_rcp_f32 v9, v6
  v_fma_f32 v10, -v6, v9, s16
  v_fma_f32 v9, v10, v9, v9
  v_mul_f32 v10, v7, v9
  v_fma_f32 v11, -v6, v10, v7
  v_fma_f32 v10, v11, v9, v10
  v_fma_f32 v13, -v6, v10, v7
  s_nop 3
  v_div_fmas_f32 v14, v13, v9, v10
  v_div_fixup_f32 v16, v14, v12, v4
  s_and_saveexec_b32 s48, s14
  global_store_b32 v[24:25], v0, off
  s_mov_b32 exec_lo, s48
  s_and_saveexec_b32 s48, s12
  global_store_b32 v[26:27], v1, off
  s_mov_b32 exec_lo, s48
  s_and_saveexec_b32 s48, s10
  global_store_b32 v[28:29], v22, off
  s_mov_b32 exec_lo, s48
  s_and_saveexec_b32 s48, s8
  global_store_b32 v[30:31], v2, off
  s_mov_b32 exec_lo, s48
  s_and_saveexec_b32 s48, s6
  global_store_b32 v[38:39], v8, off
  s_mov_b32 exec_lo, s48
  s_and_saveexec_b32 s48, s4
  global_store_b32 v[32:33], v3, off
  s_mov_b32 exec_lo, s48
  s_and_saveexec_b32 s48, s2
  global_store_b32 v[34:35], v5, off
  s_mov_b32 exec_lo, s48
  s_and_saveexec_b32 s48, s0
  global_store_b32 v[36:37], v16, off
  s_mov_b32 exec_lo, s48
  s_endpgm
.Lsoftmax_end:
.size softmax, .Lsoftmax_end-softmax
; 50 SGPRs, 44 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 44
  .amdhsa_next_free_sgpr 50
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
    .sgpr_count: 50
    .vgpr_count: 44
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
