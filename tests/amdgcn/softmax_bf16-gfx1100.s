.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 5
.text
.globl softmax_bf16
.p2align 8
.type softmax_bf16,@function
softmax_bf16:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v6, 31, v0
  s_mov_b32 s16, 0x3ff
  v_and_b32 v11, s16, v0
  s_load_b64 s[24:25], s[0:1], 0x0
  s_load_b64 s[28:29], s[0:1], 0x8
  s_load_b32 s32, s[0:1], 0x10
  s_load_b32 s36, s[0:1], 0x14
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s40, s2, s32
  s_mov_b32 s44, 0x7f
  v_and_b32 v24, v11, s44
  s_mov_b32 s52, 3
  v_lshlrev_b32 v28, s52, v24
  s_cmp_ge_u32 s52, 32
  s_cselect_b32 s62, -1, 0
  v_cndmask_b32_e64 v33, v28, 0, s62
  s_mov_b32 s70, 0
  v_add_nc_u32 v37, v33, s70
  s_mov_b32 s0, 1
  v_add_nc_u32 v41, v37, s0
  s_mov_b32 s0, 2
  v_add_nc_u32 v45, v37, s0
  v_add_nc_u32 v47, v37, s52
  s_mov_b32 s0, 4
  v_add_nc_u32 v0, v37, s0
  s_mov_b32 s0, 5
  v_add_nc_u32 v1, v37, s0
  s_mov_b32 s0, 6
  v_add_nc_u32 v3, v37, s0
  s_mov_b32 s0, 7
  v_add_nc_u32 v5, v37, s0
  v_add_nc_u32 v2, s40, v37
  v_add_nc_u32 v4, s40, v41
  v_add_nc_u32 v7, s40, v45
  v_add_nc_u32 v8, s40, v47
  v_add_nc_u32 v10, s40, v0
  v_add_nc_u32 v12, s40, v1
  v_add_nc_u32 v14, s40, v3
  v_add_nc_u32 v16, s40, v5
  v_lshlrev_b32 v18, 1, v2
  v_ashrrev_i32 v20, 31, v2
  v_add_co_u32 v64, vcc_lo, s24, v18
  v_add_co_ci_u32 v65, vcc_lo, s25, v20, vcc_lo
  v_lshlrev_b32 v24, 1, v4
  v_ashrrev_i32 v26, 31, v4
  v_add_co_u32 v48, vcc_lo, s24, v24
  v_add_co_ci_u32 v49, vcc_lo, s25, v26, vcc_lo
  v_lshlrev_b32 v30, 1, v7
  v_ashrrev_i32 v32, 31, v7
  v_add_co_u32 v50, vcc_lo, s24, v30
  v_add_co_ci_u32 v51, vcc_lo, s25, v32, vcc_lo
  v_lshlrev_b32 v36, 1, v8
  v_ashrrev_i32 v38, 31, v8
  v_add_co_u32 v52, vcc_lo, s24, v36
  v_add_co_ci_u32 v53, vcc_lo, s25, v38, vcc_lo
  v_lshlrev_b32 v42, 1, v10
  v_ashrrev_i32 v44, 31, v10
  v_add_co_u32 v54, vcc_lo, s24, v42
  v_add_co_ci_u32 v55, vcc_lo, s25, v44, vcc_lo
  v_lshlrev_b32 v9, 1, v12
  v_ashrrev_i32 v13, 31, v12
  v_add_co_u32 v56, vcc_lo, s24, v9
  v_add_co_ci_u32 v57, vcc_lo, s25, v13, vcc_lo
  v_lshlrev_b32 v9, 1, v14
  v_ashrrev_i32 v13, 31, v14
  v_add_co_u32 v58, vcc_lo, s24, v9
  v_add_co_ci_u32 v59, vcc_lo, s25, v13, vcc_lo
  v_lshlrev_b32 v9, 1, v16
  v_ashrrev_i32 v13, 31, v16
  v_add_co_u32 v60, vcc_lo, s24, v9
  v_add_co_ci_u32 v61, vcc_lo, s25, v13, vcc_lo
  v_cmp_lt_i32_e64 s6, v37, s36
  v_cmp_lt_i32_e64 s10, v41, s36
  v_cmp_lt_i32_e64 s14, v45, s36
  v_cmp_lt_i32_e64 s18, v47, s36
  v_cmp_lt_i32_e64 s22, v0, s36
  v_cmp_lt_i32_e64 s26, v1, s36
  v_cmp_lt_i32_e64 s30, v3, s36
  v_cmp_lt_i32_e64 s34, v5, s36
  s_mov_b32 s38, 0xff80
  v_mov_b32 v23, s38
  v_mov_b32 v22, v23
  s_and_saveexec_b32 s72, s6
  global_load_u16 v22, v[64:65], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v27, s38
  v_mov_b32 v26, v27
  s_and_saveexec_b32 s72, s10
  global_load_u16 v26, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v31, s38
  v_mov_b32 v30, v31
  s_and_saveexec_b32 s72, s14
  global_load_u16 v30, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v35, s38
  v_mov_b32 v34, v35
  s_and_saveexec_b32 s72, s18
  global_load_u16 v34, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v39, s38
  v_mov_b32 v38, v39
  s_and_saveexec_b32 s72, s22
  global_load_u16 v38, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v43, s38
  v_mov_b32 v42, v43
  s_and_saveexec_b32 s72, s26
  global_load_u16 v42, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v47, s38
  v_mov_b32 v46, v47
  s_and_saveexec_b32 s72, s30
  global_load_u16 v46, v[58:59], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v1, s38
  v_mov_b32 v0, v1
  s_and_saveexec_b32 s72, s34
  global_load_u16 v0, v[60:61], off
  s_mov_b32 exec_lo, s72
  s_waitcnt vmcnt(0)
  v_lshlrev_b32 v19, 16, v22
  v_lshlrev_b32 v18, 16, v26
  v_lshlrev_b32 v17, 16, v30
  v_lshlrev_b32 v15, 16, v34
  v_lshlrev_b32 v13, 16, v38
  v_lshlrev_b32 v9, 16, v42
  v_lshlrev_b32 v3, 16, v46
  v_lshlrev_b32 v5, 16, v0
  v_max_f32 v20, v19, v19
  v_max_f32 v21, v18, v18
  v_max_f32 v20, v20, v21
  v_cmp_eq_f32_e64 s24, v19, v18
  v_and_b32 v21, v19, v18
  v_cndmask_b32_e64 v20, v20, v21, s24
  v_max_f32 v21, v20, v20
  v_max_f32 v22, v17, v17
  v_max_f32 v22, v21, v22
  v_cmp_eq_f32_e64 s48, v20, v17
  v_and_b32 v26, v20, v17
  v_cndmask_b32_e64 v28, v22, v26, s48
  v_max_f32 v30, v28, v28
  v_max_f32 v32, v15, v15
  v_max_f32 v34, v30, v32
  v_cmp_eq_f32_e64 s0, v28, v15
  v_and_b32 v38, v28, v15
  v_cndmask_b32_e64 v40, v34, v38, s0
  v_max_f32 v42, v40, v40
  v_max_f32 v44, v13, v13
  v_max_f32 v46, v42, v44
  v_cmp_eq_f32_e64 s0, v40, v13
  v_and_b32 v0, v40, v13
  v_cndmask_b32_e64 v0, v46, v0, s0
  v_max_f32 v1, v0, v0
  v_max_f32 v20, v9, v9
  v_max_f32 v1, v1, v20
  v_cmp_eq_f32_e64 s0, v0, v9
  v_and_b32 v0, v0, v9
  v_cndmask_b32_e64 v1, v1, v0, s0
  v_max_f32 v20, v1, v1
  v_max_f32 v21, v3, v3
  v_max_f32 v20, v20, v21
  v_cmp_eq_f32_e64 s20, v1, v3
  v_and_b32 v21, v1, v3
  v_cndmask_b32_e64 v20, v20, v21, s20
  v_max_f32 v21, v20, v20
  v_max_f32 v22, v5, v5
  v_max_f32 v21, v21, v22
  v_cmp_eq_f32_e64 s42, v20, v5
  v_and_b32 v23, v20, v5
  v_cndmask_b32_e64 v25, v21, v23, s42
  v_xor_b32 v27, 1, v6
  v_lshlrev_b32 v29, 2, v27
  ds_bpermute_b32 v31, v29, v25
  v_max_f32 v33, v25, v25
  s_waitcnt lgkmcnt(0)
  v_max_f32 v35, v31, v31
  v_max_f32 v37, v33, v35
  v_cmp_eq_f32_e64 s0, v25, v31
  v_and_b32 v41, v25, v31
  v_cndmask_b32_e64 v43, v37, v41, s0
  v_xor_b32 v45, 2, v6
  v_lshlrev_b32 v47, 2, v45
  ds_bpermute_b32 v0, v47, v43
  v_max_f32 v1, v43, v43
  s_waitcnt lgkmcnt(0)
  v_max_f32 v20, v0, v0
  v_max_f32 v1, v1, v20
  v_cmp_eq_f32_e64 s0, v43, v0
  v_and_b32 v0, v43, v0
  v_cndmask_b32_e64 v0, v1, v0, s0
  v_xor_b32 v1, 4, v6
  v_lshlrev_b32 v20, 2, v1
  ds_bpermute_b32 v20, v20, v0
  v_max_f32 v21, v0, v0
  s_waitcnt lgkmcnt(0)
  v_max_f32 v22, v20, v20
  v_max_f32 v21, v21, v22
  v_cmp_eq_f32_e64 s24, v0, v20
  v_and_b32 v20, v0, v20
  v_cndmask_b32_e64 v20, v21, v20, s24
  v_xor_b32 v21, 8, v6
  v_lshlrev_b32 v21, 2, v21
  ds_bpermute_b32 v22, v21, v20
  v_max_f32 v24, v20, v20
  s_waitcnt lgkmcnt(0)
  v_max_f32 v26, v22, v22
  v_max_f32 v28, v24, v26
  v_cmp_eq_f32_e64 s60, v20, v22
  v_and_b32 v32, v20, v22
  v_cndmask_b32_e64 v34, v28, v32, s60
  v_xor_b32 v36, 16, v6
  v_lshlrev_b32 v38, 2, v36
  ds_bpermute_b32 v40, v38, v34
  v_max_f32 v42, v34, v34
  s_waitcnt lgkmcnt(0)
  v_max_f32 v44, v40, v40
  v_max_f32 v46, v42, v44
  v_cmp_eq_f32_e64 s0, v34, v40
  v_and_b32 v0, v34, v40
  v_cndmask_b32_e64 v1, v46, v0, s0
  s_mov_b32 s0, 4
  v_mul_lo_u32 v0, v11, s0
  ds_store_b32 v0, v1
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s2, 0xffffff9f
  v_and_b32 v1, v11, s2
  v_mul_lo_u32 v1, v1, s0
  ds_load_b32 v21, v1
  ds_load_b32 v22, v1 offset:128
  ds_load_b32 v11, v1 offset:256
  ds_load_b32 v20, v1 offset:384
  s_waitcnt lgkmcnt(0)
  v_max_f32 v23, v21, v21
  v_max_f32 v24, v22, v22
  v_max_f32 v23, v23, v24
  v_cmp_eq_f32_e64 s36, v21, v22
  v_and_b32 v21, v21, v22
  v_cndmask_b32_e64 v21, v23, v21, s36
  v_max_f32 v23, v11, v11
  v_max_f32 v25, v20, v20
  v_max_f32 v27, v23, v25
  v_cmp_eq_f32_e64 s58, v11, v20
  v_and_b32 v31, v11, v20
  v_cndmask_b32_e64 v33, v27, v31, s58
  v_max_f32 v35, v21, v21
  v_max_f32 v37, v33, v33
  v_max_f32 v39, v35, v37
  v_cmp_eq_f32_e64 s0, v21, v33
  v_and_b32 v43, v21, v33
  v_cndmask_b32_e64 v45, v39, v43, s0
  v_sub_f32 v47, v19, v45
  v_sub_f32 v20, v18, v45
  v_sub_f32 v19, v17, v45
  v_sub_f32 v11, v15, v45
  v_sub_f32 v15, v13, v45
  v_sub_f32 v18, v9, v45
  v_sub_f32 v17, v3, v45
  v_sub_f32 v13, v5, v45
  v_mul_f32 v3, 0x3fb8aa3b, v47
  v_fma_f32 v5, v47, 0x3fb8aa3b, -v3
  v_fma_f32 v5, v47, 0x32a57060, v5
  s_mov_b32 s12, 0x7fffffff
  v_and_b32 v9, s12, v5
  v_cmp_gt_f32_e64 s20, 0x3f800000, v9
  v_cndmask_b32_e64 v21, 0, v5, s20
  v_mul_f32 v21, 0x3f317218, v21
  v_cmp_le_f32_e64 s32, 0x43000000, v3
  s_mov_b32 s36, 0x3f800000
  v_mov_b32 v22, s36
  v_cndmask_b32_e64 v22, 0, v22, s32
  v_sub_f32 v24, v3, v22
  v_cmp_gt_f32_e64 s52, 0xc2fc0000, v24
  s_mov_b32 s56, 0x42800000
  v_mov_b32 v30, s56
  v_cndmask_b32_e64 v32, 0, v30, s52
  v_add_f32 v34, v24, v32
  v_exp_f32 v36, v34
  s_mov_b32 s0, 0x1f800000
  v_mov_b32 v40, s0
  v_mov_b32 v42, s36
  v_cndmask_b32_e64 v44, v42, v40, s52
  v_mul_f32 v46, v36, v44
  v_fma_f32 v3, v46, v21, v46
  v_cmp_eq_f32_e64 s0, 0x7f800000, v46
  v_cndmask_b32_e64 v3, v3, v46, s0
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v5, s0
  v_mov_b32 v9, s36
  v_cndmask_b32_e64 v5, v9, v5, s32
  v_mul_f32 v3, v3, v5
  v_mul_f32 v5, 0x3fb8aa3b, v20
  v_fma_f32 v9, v20, 0x3fb8aa3b, -v5
  v_fma_f32 v9, v20, 0x32a57060, v9
  s_mov_b32 s16, 0x7fffffff
  v_and_b32 v20, s16, v9
  v_cmp_gt_f32_e64 s24, 0x3f800000, v20
  v_cndmask_b32_e64 v20, 0, v9, s24
  v_mul_f32 v20, 0x3f317218, v20
  v_cmp_le_f32_e64 s36, 0x43000000, v5
  s_mov_b32 s38, 0x3f800000
  v_mov_b32 v21, s38
  v_cndmask_b32_e64 v23, 0, v21, s36
  v_sub_f32 v25, v5, v23
  v_cmp_gt_f32_e64 s54, 0xc2fc0000, v25
  s_mov_b32 s58, 0x42800000
  v_mov_b32 v31, s58
  v_cndmask_b32_e64 v33, 0, v31, s54
  v_add_f32 v35, v25, v33
  v_exp_f32 v37, v35
  s_mov_b32 s0, 0x1f800000
  v_mov_b32 v41, s0
  v_mov_b32 v43, s38
  v_cndmask_b32_e64 v45, v43, v41, s54
  v_mul_f32 v47, v37, v45
  v_fma_f32 v5, v47, v20, v47
  v_cmp_eq_f32_e64 s0, 0x7f800000, v47
  v_cndmask_b32_e64 v5, v5, v47, s0
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v9, s0
  v_mov_b32 v20, s38
  v_cndmask_b32_e64 v9, v20, v9, s36
  v_mul_f32 v5, v5, v9
  v_mul_f32 v9, 0x3fb8aa3b, v19
  v_fma_f32 v20, v19, 0x3fb8aa3b, -v9
  v_fma_f32 v19, v19, 0x32a57060, v20
  s_mov_b32 s16, 0x7fffffff
  v_and_b32 v20, s16, v19
  v_cmp_gt_f32_e64 s24, 0x3f800000, v20
  v_cndmask_b32_e64 v19, 0, v19, s24
  v_mul_f32 v19, 0x3f317218, v19
  v_cmp_le_f32_e64 s36, 0x43000000, v9
  s_mov_b32 s40, 0x3f800000
  v_mov_b32 v22, s40
  v_cndmask_b32_e64 v24, 0, v22, s36
  v_sub_f32 v26, v9, v24
  v_cmp_gt_f32_e64 s56, 0xc2fc0000, v26
  s_mov_b32 s60, 0x42800000
  v_mov_b32 v32, s60
  v_cndmask_b32_e64 v34, 0, v32, s56
  v_add_f32 v36, v26, v34
  v_exp_f32 v38, v36
  s_mov_b32 s0, 0x1f800000
  v_mov_b32 v42, s0
  v_mov_b32 v44, s40
  v_cndmask_b32_e64 v46, v44, v42, s56
  v_mul_f32 v9, v38, v46
  v_fma_f32 v19, v9, v19, v9
  v_cmp_eq_f32_e64 s0, 0x7f800000, v9
  v_cndmask_b32_e64 v9, v19, v9, s0
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v19, s0
  v_mov_b32 v20, s40
  v_cndmask_b32_e64 v19, v20, v19, s36
  v_mul_f32 v9, v9, v19
  v_mul_f32 v20, 0x3fb8aa3b, v11
  v_fma_f32 v19, v11, 0x3fb8aa3b, -v20
  v_fma_f32 v11, v11, 0x32a57060, v19
  s_mov_b32 s20, 0x7fffffff
  v_and_b32 v19, s20, v11
  v_cmp_gt_f32_e64 s32, 0x3f800000, v19
  v_cndmask_b32_e64 v19, 0, v11, s32
  v_mul_f32 v19, 0x3f317218, v19
  v_cmp_le_f32_e64 s38, 0x43000000, v20
  s_mov_b32 s42, 0x3f800000
  v_mov_b32 v23, s42
  v_cndmask_b32_e64 v25, 0, v23, s38
  v_sub_f32 v27, v20, v25
  v_cmp_gt_f32_e64 s58, 0xc2fc0000, v27
  s_mov_b32 s62, 0x42800000
  v_mov_b32 v33, s62
  v_cndmask_b32_e64 v35, 0, v33, s58
  v_add_f32 v37, v27, v35
  v_exp_f32 v39, v37
  s_mov_b32 s0, 0x1f800000
  v_mov_b32 v43, s0
  v_mov_b32 v45, s42
  v_cndmask_b32_e64 v47, v45, v43, s58
  v_mul_f32 v11, v39, v47
  v_fma_f32 v19, v11, v19, v11
  v_cmp_eq_f32_e64 s0, 0x7f800000, v11
  v_cndmask_b32_e64 v11, v19, v11, s0
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v19, s0
  v_mov_b32 v20, s42
  v_cndmask_b32_e64 v19, v20, v19, s38
  v_mul_f32 v11, v11, v19
  v_mul_f32 v20, 0x3fb8aa3b, v15
  v_fma_f32 v19, v15, 0x3fb8aa3b, -v20
  v_fma_f32 v15, v15, 0x32a57060, v19
  s_mov_b32 s20, 0x7fffffff
  v_and_b32 v19, s20, v15
  v_cmp_gt_f32_e64 s32, 0x3f800000, v19
  v_cndmask_b32_e64 v19, 0, v15, s32
  v_mul_f32 v19, 0x3f317218, v19
  v_cmp_le_f32_e64 s40, 0x43000000, v20
  s_mov_b32 s44, 0x3f800000
  v_mov_b32 v24, s44
  v_cndmask_b32_e64 v26, 0, v24, s40
  v_sub_f32 v28, v20, v26
  v_cmp_gt_f32_e64 s60, 0xc2fc0000, v28
  s_mov_b32 s64, 0x42800000
  v_mov_b32 v34, s64
  v_cndmask_b32_e64 v36, 0, v34, s60
  v_add_f32 v38, v28, v36
  v_exp_f32 v40, v38
  s_mov_b32 s0, 0x1f800000
  v_mov_b32 v44, s0
  v_mov_b32 v46, s44
  v_cndmask_b32_e64 v15, v46, v44, s60
  v_mul_f32 v15, v40, v15
  v_fma_f32 v19, v15, v19, v15
  v_cmp_eq_f32_e64 s0, 0x7f800000, v15
  v_cndmask_b32_e64 v15, v19, v15, s0
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v19, s0
  v_mov_b32 v20, s44
  v_cndmask_b32_e64 v19, v20, v19, s40
  v_mul_f32 v15, v15, v19
  v_mul_f32 v20, 0x3fb8aa3b, v18
  v_fma_f32 v19, v18, 0x3fb8aa3b, -v20
  v_fma_f32 v18, v18, 0x32a57060, v19
  s_mov_b32 s24, 0x7fffffff
  v_and_b32 v19, s24, v18
  v_cmp_gt_f32_e64 s32, 0x3f800000, v19
  v_cndmask_b32_e64 v18, 0, v18, s32
  v_mul_f32 v19, 0x3f317218, v18
  v_cmp_le_f32_e64 s42, 0x43000000, v20
  s_mov_b32 s46, 0x3f800000
  v_mov_b32 v25, s46
  v_cndmask_b32_e64 v27, 0, v25, s42
  v_sub_f32 v29, v20, v27
  v_cmp_gt_f32_e64 s62, 0xc2fc0000, v29
  s_mov_b32 s66, 0x42800000
  v_mov_b32 v35, s66
  v_cndmask_b32_e64 v37, 0, v35, s62
  v_add_f32 v39, v29, v37
  v_exp_f32 v41, v39
  s_mov_b32 s0, 0x1f800000
  v_mov_b32 v45, s0
  v_mov_b32 v47, s46
  v_cndmask_b32_e64 v18, v47, v45, s62
  v_mul_f32 v18, v41, v18
  v_fma_f32 v19, v18, v19, v18
  v_cmp_eq_f32_e64 s0, 0x7f800000, v18
  v_cndmask_b32_e64 v18, v19, v18, s0
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v19, s0
  v_mov_b32 v20, s46
  v_cndmask_b32_e64 v19, v20, v19, s42
  v_mul_f32 v18, v18, v19
  v_mul_f32 v19, 0x3fb8aa3b, v17
  v_fma_f32 v20, v17, 0x3fb8aa3b, -v19
  v_fma_f32 v17, v17, 0x32a57060, v20
  s_mov_b32 s24, 0x7fffffff
  v_and_b32 v20, s24, v17
  v_cmp_gt_f32_e64 s32, 0x3f800000, v20
  v_cndmask_b32_e64 v20, 0, v17, s32
  v_mul_f32 v20, 0x3f317218, v20
  v_cmp_le_f32_e64 s44, 0x43000000, v19
  s_mov_b32 s48, 0x3f800000
  v_mov_b32 v26, s48
  v_cndmask_b32_e64 v28, 0, v26, s44
  v_sub_f32 v30, v19, v28
  v_cmp_gt_f32_e64 s64, 0xc2fc0000, v30
  s_mov_b32 s68, 0x42800000
  v_mov_b32 v36, s68
  v_cndmask_b32_e64 v38, 0, v36, s64
  v_add_f32 v40, v30, v38
  v_exp_f32 v42, v40
  s_mov_b32 s0, 0x1f800000
  v_mov_b32 v46, s0
  v_mov_b32 v17, s48
  v_cndmask_b32_e64 v17, v17, v46, s64
  v_mul_f32 v17, v42, v17
  v_fma_f32 v19, v17, v20, v17
  v_cmp_eq_f32_e64 s0, 0x7f800000, v17
  v_cndmask_b32_e64 v17, v19, v17, s0
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v19, s0
  v_mov_b32 v20, s48
  v_cndmask_b32_e64 v19, v20, v19, s44
  v_mul_f32 v17, v17, v19
  v_mul_f32 v19, 0x3fb8aa3b, v13
  v_fma_f32 v20, v13, 0x3fb8aa3b, -v19
  v_fma_f32 v13, v13, 0x32a57060, v20
  s_mov_b32 s32, 0x7fffffff
  v_and_b32 v20, s32, v13
  v_cmp_gt_f32_e64 s36, 0x3f800000, v20
  v_cndmask_b32_e64 v20, 0, v13, s36
  v_mul_f32 v21, 0x3f317218, v20
  v_cmp_le_f32_e64 s46, 0x43000000, v19
  s_mov_b32 s50, 0x3f800000
  v_mov_b32 v27, s50
  v_cndmask_b32_e64 v29, 0, v27, s46
  v_sub_f32 v31, v19, v29
  v_cmp_gt_f32_e64 s66, 0xc2fc0000, v31
  s_mov_b32 s70, 0x42800000
  v_mov_b32 v37, s70
  v_cndmask_b32_e64 v39, 0, v37, s66
  v_add_f32 v41, v31, v39
  v_exp_f32 v43, v41
  s_mov_b32 s0, 0x1f800000
  v_mov_b32 v47, s0
  v_mov_b32 v13, s50
  v_cndmask_b32_e64 v13, v13, v47, s66
  v_mul_f32 v13, v43, v13
  v_fma_f32 v19, v13, v21, v13
  v_cmp_eq_f32_e64 s0, 0x7f800000, v13
  v_cndmask_b32_e64 v13, v19, v13, s0
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v19, s0
  v_mov_b32 v20, s50
  v_cndmask_b32_e64 v19, v20, v19, s46
  v_mul_f32 v13, v13, v19
  v_add_f32 v19, v3, v5
  v_add_f32 v19, v19, v9
  v_add_f32 v19, v19, v11
  v_add_f32 v19, v19, v15
  v_add_f32 v19, v19, v18
  v_add_f32 v19, v19, v17
  v_add_f32 v20, v19, v13
  v_xor_b32 v22, 1, v6
  v_lshlrev_b32 v24, 2, v22
  ds_bpermute_b32 v26, v24, v20
  s_waitcnt lgkmcnt(0)
  v_add_f32 v28, v20, v26
  v_xor_b32 v30, 2, v6
  v_lshlrev_b32 v32, 2, v30
  ds_bpermute_b32 v34, v32, v28
  s_waitcnt lgkmcnt(0)
  v_add_f32 v36, v28, v34
  v_xor_b32 v38, 4, v6
  v_lshlrev_b32 v40, 2, v38
  ds_bpermute_b32 v42, v40, v36
  s_waitcnt lgkmcnt(0)
  v_add_f32 v44, v36, v42
  v_xor_b32 v46, 8, v6
  v_lshlrev_b32 v19, 2, v46
  ds_bpermute_b32 v19, v19, v44
  s_waitcnt lgkmcnt(0)
  v_add_f32 v19, v44, v19
  v_xor_b32 v6, 16, v6
  v_lshlrev_b32 v6, 2, v6
  ds_bpermute_b32 v6, v6, v19
  s_waitcnt lgkmcnt(0)
  v_add_f32 v6, v19, v6
  ds_store_b32 v0, v6 offset:512
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  ds_load_b32 v6, v1 offset:512
  ds_load_b32 v20, v1 offset:640
  ds_load_b32 v19, v1 offset:768
  ds_load_b32 v21, v1 offset:896
  s_waitcnt lgkmcnt(0)
  v_add_f32 v20, v6, v20
  v_add_f32 v19, v19, v21
  v_add_f32 v19, v20, v19
  v_lshlrev_b32 v20, 1, v2
  v_ashrrev_i32 v21, 31, v2
  v_add_co_u32 v62, vcc_lo, s28, v20
  v_add_co_ci_u32 v63, vcc_lo, s29, v21, vcc_lo
  v_lshlrev_b32 v21, 1, v4
  v_ashrrev_i32 v23, 31, v4
  v_add_co_u32 v48, vcc_lo, s28, v21
  v_add_co_ci_u32 v49, vcc_lo, s29, v23, vcc_lo
  v_lshlrev_b32 v27, 1, v7
  v_ashrrev_i32 v29, 31, v7
  v_add_co_u32 v50, vcc_lo, s28, v27
  v_add_co_ci_u32 v51, vcc_lo, s29, v29, vcc_lo
  v_lshlrev_b32 v33, 1, v8
  v_ashrrev_i32 v35, 31, v8
  v_add_co_u32 v52, vcc_lo, s28, v33
  v_add_co_ci_u32 v53, vcc_lo, s29, v35, vcc_lo
  v_lshlrev_b32 v39, 1, v10
  v_ashrrev_i32 v41, 31, v10
  v_add_co_u32 v54, vcc_lo, s28, v39
  v_add_co_ci_u32 v55, vcc_lo, s29, v41, vcc_lo
  v_lshlrev_b32 v45, 1, v12
  v_ashrrev_i32 v47, 31, v12
  v_add_co_u32 v56, vcc_lo, s28, v45
  v_add_co_ci_u32 v57, vcc_lo, s29, v47, vcc_lo
  v_lshlrev_b32 v0, 1, v14
  v_ashrrev_i32 v1, 31, v14
  v_add_co_u32 v58, vcc_lo, s28, v0
  v_add_co_ci_u32 v59, vcc_lo, s29, v1, vcc_lo
  v_lshlrev_b32 v0, 1, v16
  v_ashrrev_i32 v1, 31, v16
  v_add_co_u32 v60, vcc_lo, s28, v0
  v_add_co_ci_u32 v61, vcc_lo, s29, v1, vcc_lo
  v_div_scale_f32 v0, vcc_lo, v19, v19, v3
  v_div_scale_f32 v2, vcc_lo, v3, v19, v3
  v_rcp_f32 v4, v0
  v_fma_f32 v6, -v0, v4, 0x3f800000
  v_fma_f32 v8, v6, v4, v4
  v_mul_f32 v10, v2, v8
  v_fma_f32 v12, -v0, v10, v2
  v_fma_f32 v14, v12, v8, v10
  v_fma_f32 v16, -v0, v14, v2
  s_nop 3
  v_div_fmas_f32 v20, v16, v8, v14
  v_div_fixup_f32 v20, v20, v19, v3
  v_div_scale_f32 v22, vcc_lo, v19, v19, v5
  v_div_scale_f32 v24, vcc_lo, v5, v19, v5
  v_rcp_f32 v26, v22
  v_fma_f32 v28, -v22, v26, 0x3f800000
  v_fma_f32 v30, v28, v26, v26
  v_mul_f32 v32, v24, v30
  v_fma_f32 v34, -v22, v32, v24
  v_fma_f32 v36, v34, v30, v32
  v_fma_f32 v38, -v22, v36, v24
  s_nop 3
  v_div_fmas_f32 v40, v38, v30, v36
  v_div_fixup_f32 v42, v40, v19, v5
  v_div_scale_f32 v44, vcc_lo, v19, v19, v9
  v_div_scale_f32 v46, vcc_lo, v9, v19, v9
  v_rcp_f32 v0, v44
  v_fma_f32 v1, -v44, v0, 0x3f800000
  v_fma_f32 v0, v1, v0, v0
  v_mul_f32 v1, v46, v0
  v_fma_f32 v2, -v44, v1, v46
  v_fma_f32 v1, v2, v0, v1
  v_fma_f32 v2, -v44, v1, v46
  s_nop 3
  v_div_fmas_f32 v0, v2, v0, v1
  v_div_fixup_f32 v1, v0, v19, v9
  v_div_scale_f32 v3, vcc_lo, v19, v19, v11
  v_div_scale_f32 v5, vcc_lo, v11, v19, v11
  v_rcp_f32 v7, v3
  v_fma_f32 v9, -v3, v7, 0x3f800000
  v_fma_f32 v12, v9, v7, v7
  v_mul_f32 v14, v5, v12
  v_fma_f32 v16, -v3, v14, v5
  v_fma_f32 v21, v16, v12, v14
  v_fma_f32 v22, -v3, v21, v5
  s_nop 3
  v_div_fmas_f32 v21, v22, v12, v21
  v_div_fixup_f32 v23, v21, v19, v11
  v_div_scale_f32 v25, vcc_lo, v19, v19, v15
  v_div_scale_f32 v27, vcc_lo, v15, v19, v15
  v_rcp_f32 v29, v25
  v_fma_f32 v31, -v25, v29, 0x3f800000
  v_fma_f32 v33, v31, v29, v29
  v_mul_f32 v35, v27, v33
  v_fma_f32 v37, -v25, v35, v27
  v_fma_f32 v39, v37, v33, v35
  v_fma_f32 v41, -v25, v39, v27
  s_nop 3
  v_div_fmas_f32 v43, v41, v33, v39
  v_div_fixup_f32 v45, v43, v19, v15
  v_div_scale_f32 v47, vcc_lo, v19, v19, v18
  v_div_scale_f32 v0, vcc_lo, v18, v19, v18
  v_rcp_f32 v2, v47
  v_fma_f32 v3, -v47, v2, 0x3f800000
  v_fma_f32 v2, v3, v2, v2
  v_mul_f32 v3, v0, v2
  v_fma_f32 v4, -v47, v3, v0
  v_fma_f32 v3, v4, v2, v3
  v_fma_f32 v0, -v47, v3, v0
  s_nop 3
  v_div_fmas_f32 v2, v0, v2, v3
  v_div_fixup_f32 v4, v2, v19, v18
  v_div_scale_f32 v6, vcc_lo, v19, v19, v17
  v_div_scale_f32 v8, vcc_lo, v17, v19, v17
  v_rcp_f32 v10, v6
  v_fma_f32 v12, -v6, v10, 0x3f800000
  v_fma_f32 v14, v12, v10, v10
  v_mul_f32 v16, v8, v14
  v_fma_f32 v18, -v6, v16, v8
  v_fma_f32 v21, v18, v14, v16
  v_fma_f32 v22, -v6, v21, v8
  s_nop 3
  v_div_fmas_f32 v24, v22, v14, v21
  v_div_fixup_f32 v26, v24, v19, v17
  v_div_scale_f32 v28, vcc_lo, v19, v19, v13
  v_div_scale_f32 v30, vcc_lo, v13, v19, v13
  v_rcp_f32 v32, v28
  v_fma_f32 v34, -v28, v32, 0x3f800000
  v_fma_f32 v36, v34, v32, v32
  v_mul_f32 v38, v30, v36
  v_fma_f32 v40, -v28, v38, v30
  v_fma_f32 v43, v40, v36, v38
  v_fma_f32 v44, -v28, v43, v30
  s_nop 3
  v_div_fmas_f32 v46, v44, v36, v43
  v_div_fixup_f32 v0, v46, v19, v13
  v_bfe_u32 v2, v20, 16, 1
  s_mov_b32 s0, 0x7fff
  v_add3_u32 v2, v20, s0, v2
  v_lshrrev_b32 v2, 16, v2
  v_cmp_u_f32_e64 s4, v20, v20
  s_mov_b32 s2, 0x7fc0
  v_mov_b32 v3, s2
  v_cndmask_b32_e64 v2, v2, v3, s4
  v_bfe_u32 v3, v42, 16, 1
  v_add3_u32 v5, v42, s0, v3
  v_lshrrev_b32 v7, 16, v5
  v_cmp_u_f32_e64 s20, v42, v42
  v_mov_b32 v11, s2
  v_cndmask_b32_e64 v13, v7, v11, s20
  v_bfe_u32 v15, v1, 16, 1
  v_add3_u32 v17, v1, s0, v15
  v_lshrrev_b32 v19, 16, v17
  v_cmp_u_f32_e64 s42, v1, v1
  v_mov_b32 v24, s2
  v_cndmask_b32_e64 v25, v19, v24, s42
  v_bfe_u32 v27, v23, 16, 1
  v_add3_u32 v29, v23, s0, v27
  v_lshrrev_b32 v31, 16, v29
  v_cmp_u_f32_e64 s66, v23, v23
  v_mov_b32 v35, s2
  v_cndmask_b32_e64 v37, v31, v35, s66
  v_bfe_u32 v39, v45, 16, 1
  s_mov_b32 s0, 0x7fff
  v_add3_u32 v43, v45, s0, v39
  v_lshrrev_b32 v46, 16, v43
  v_cmp_u_f32_e64 s4, v45, v45
  s_mov_b32 s2, 0x7fc0
  v_mov_b32 v1, s2
  v_cndmask_b32_e64 v1, v46, v1, s4
  v_bfe_u32 v3, v4, 16, 1
  v_add3_u32 v3, v4, s0, v3
  v_lshrrev_b32 v3, 16, v3
  v_cmp_u_f32_e64 s4, v4, v4
  v_mov_b32 v4, s2
  v_cndmask_b32_e64 v3, v3, v4, s4
  v_bfe_u32 v4, v26, 16, 1
  v_add3_u32 v6, v26, s0, v4
  v_lshrrev_b32 v8, 16, v6
  v_cmp_u_f32_e64 s20, v26, v26
  v_mov_b32 v12, s2
  v_cndmask_b32_e64 v14, v8, v12, s20
  v_bfe_u32 v16, v0, 16, 1
  v_add3_u32 v18, v0, s0, v16
  v_lshrrev_b32 v20, 16, v18
  v_cmp_u_f32_e64 s44, v0, v0
  v_mov_b32 v24, s2
  v_cndmask_b32_e64 v26, v20, v24, s44
  s_and_saveexec_b32 s72, s6
  global_store_b16 v[62:63], v2, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s10
  global_store_b16 v[48:49], v13, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s14
  global_store_b16 v[50:51], v25, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s18
  global_store_b16 v[52:53], v37, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s22
  global_store_b16 v[54:55], v1, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s26
  global_store_b16 v[56:57], v3, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s30
  global_store_b16 v[58:59], v14, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s34
  global_store_b16 v[60:61], v26, off
  s_mov_b32 exec_lo, s72
  s_endpgm
.Lsoftmax_bf16_end:
.size softmax_bf16, .Lsoftmax_bf16_end-softmax_bf16
; 74 SGPRs, 66 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 66
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
  - .name: softmax_bf16
    .symbol: softmax_bf16.kd
    .kernarg_segment_size: 36
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 1024
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 74
    .vgpr_count: 66
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
