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
  s_mov_b32 s52, 2
  v_lshlrev_b32 v28, s52, v24
  s_cmp_ge_u32 s52, 32
  s_cselect_b32 s62, -1, 0
  v_cndmask_b32_e64 v33, v28, 0, s62
  s_mov_b32 s70, 0
  v_add_nc_u32 v37, v33, s70
  s_mov_b32 s0, 1
  v_add_nc_u32 v41, v37, s0
  v_add_nc_u32 v43, v37, s52
  s_mov_b32 s0, 3
  v_add_nc_u32 v47, v37, s0
  s_mov_b32 s0, 0x200
  v_add_nc_u32 v0, v37, s0
  s_mov_b32 s0, 0x201
  v_add_nc_u32 v1, v37, s0
  s_mov_b32 s0, 0x202
  v_add_nc_u32 v3, v37, s0
  s_mov_b32 s0, 0x203
  v_add_nc_u32 v5, v37, s0
  v_add_nc_u32 v2, s40, v37
  v_add_nc_u32 v4, s40, v41
  v_add_nc_u32 v7, s40, v43
  v_add_nc_u32 v8, s40, v47
  v_add_nc_u32 v10, s40, v0
  v_add_nc_u32 v12, s40, v1
  v_add_nc_u32 v14, s40, v3
  v_add_nc_u32 v16, s40, v5
  v_lshlrev_b32 v18, 2, v2
  v_ashrrev_i32 v20, 30, v2
  v_add_co_u32 v68, vcc_lo, s24, v18
  v_add_co_ci_u32 v69, vcc_lo, s25, v20, vcc_lo
  v_lshlrev_b32 v24, 2, v4
  v_ashrrev_i32 v26, 30, v4
  v_add_co_u32 v48, vcc_lo, s24, v24
  v_add_co_ci_u32 v49, vcc_lo, s25, v26, vcc_lo
  v_lshlrev_b32 v30, 2, v7
  v_ashrrev_i32 v32, 30, v7
  v_add_co_u32 v50, vcc_lo, s24, v30
  v_add_co_ci_u32 v51, vcc_lo, s25, v32, vcc_lo
  v_lshlrev_b32 v36, 2, v8
  v_ashrrev_i32 v38, 30, v8
  v_add_co_u32 v52, vcc_lo, s24, v36
  v_add_co_ci_u32 v53, vcc_lo, s25, v38, vcc_lo
  v_lshlrev_b32 v42, 2, v10
  v_ashrrev_i32 v44, 30, v10
  v_add_co_u32 v54, vcc_lo, s24, v42
  v_add_co_ci_u32 v55, vcc_lo, s25, v44, vcc_lo
  v_lshlrev_b32 v9, 2, v12
  v_ashrrev_i32 v13, 30, v12
  v_add_co_u32 v56, vcc_lo, s24, v9
  v_add_co_ci_u32 v57, vcc_lo, s25, v13, vcc_lo
  v_lshlrev_b32 v9, 2, v14
  v_ashrrev_i32 v13, 30, v14
  v_add_co_u32 v58, vcc_lo, s24, v9
  v_add_co_ci_u32 v59, vcc_lo, s25, v13, vcc_lo
  v_lshlrev_b32 v9, 2, v16
  v_ashrrev_i32 v13, 30, v16
  v_add_co_u32 v60, vcc_lo, s24, v9
  v_add_co_ci_u32 v61, vcc_lo, s25, v13, vcc_lo
  v_cmp_lt_i32_e64 s6, v37, s36
  v_cmp_lt_i32_e64 s10, v41, s36
  v_cmp_lt_i32_e64 s14, v43, s36
  v_cmp_lt_i32_e64 s18, v47, s36
  v_cmp_lt_i32_e64 s22, v0, s36
  v_cmp_lt_i32_e64 s26, v1, s36
  v_cmp_lt_i32_e64 s30, v3, s36
  v_cmp_lt_i32_e64 s34, v5, s36
  s_mov_b32 s38, 0xff800000
  v_mov_b32 v23, s38
  v_mov_b32 v22, v23
  s_and_saveexec_b32 s72, s6
  global_load_b32 v22, v[68:69], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v27, s38
  v_mov_b32 v26, v27
  s_and_saveexec_b32 s72, s10
  global_load_b32 v26, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v31, s38
  v_mov_b32 v30, v31
  s_and_saveexec_b32 s72, s14
  global_load_b32 v30, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v35, s38
  v_mov_b32 v34, v35
  s_and_saveexec_b32 s72, s18
  global_load_b32 v34, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v39, s38
  v_mov_b32 v38, v39
  s_and_saveexec_b32 s72, s22
  global_load_b32 v38, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v43, s38
  v_mov_b32 v42, v43
  s_and_saveexec_b32 s72, s26
  global_load_b32 v42, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v47, s38
  v_mov_b32 v46, v47
  s_and_saveexec_b32 s72, s30
  global_load_b32 v46, v[58:59], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v0, s38
  v_mov_b32 v1, v0
  s_and_saveexec_b32 s72, s34
  global_load_b32 v1, v[60:61], off
  s_mov_b32 exec_lo, s72
  s_waitcnt vmcnt(0)
  v_max_f32 v0, v22, v22
  v_max_f32 v3, v26, v26
  v_max_f32 v0, v0, v3
  v_cmp_eq_f32_e64 s0, v22, v26
  v_and_b32 v3, v22, v26
  v_cndmask_b32_e64 v0, v0, v3, s0
  v_max_f32 v3, v0, v0
  v_max_f32 v5, v30, v30
  v_max_f32 v9, v3, v5
  v_cmp_eq_f32_e64 s16, v0, v30
  v_and_b32 v13, v0, v30
  v_cndmask_b32_e64 v13, v9, v13, s16
  v_max_f32 v15, v13, v13
  v_max_f32 v17, v34, v34
  v_max_f32 v18, v15, v17
  v_cmp_eq_f32_e64 s40, v13, v34
  v_and_b32 v23, v13, v34
  v_cndmask_b32_e64 v24, v18, v23, s40
  v_max_f32 v27, v24, v24
  v_max_f32 v28, v38, v38
  v_max_f32 v31, v27, v28
  v_cmp_eq_f32_e64 s64, v24, v38
  v_and_b32 v35, v24, v38
  v_cndmask_b32_e64 v36, v31, v35, s64
  v_max_f32 v39, v36, v36
  v_max_f32 v40, v42, v42
  v_max_f32 v43, v39, v40
  v_cmp_eq_f32_e64 s0, v36, v42
  v_and_b32 v47, v36, v42
  v_cndmask_b32_e64 v0, v43, v47, s0
  v_max_f32 v3, v0, v0
  v_max_f32 v5, v46, v46
  v_max_f32 v3, v3, v5
  v_cmp_eq_f32_e64 s0, v0, v46
  v_and_b32 v0, v0, v46
  v_cndmask_b32_e64 v0, v3, v0, s0
  v_max_f32 v3, v0, v0
  v_max_f32 v5, v1, v1
  v_max_f32 v3, v3, v5
  v_cmp_eq_f32_e64 s12, v0, v1
  v_and_b32 v9, v0, v1
  v_cndmask_b32_e64 v9, v3, v9, s12
  v_xor_b32 v13, 1, v6
  v_lshlrev_b32 v13, 2, v13
  ds_bpermute_b32 v15, v13, v9
  v_max_f32 v17, v9, v9
  s_waitcnt lgkmcnt(0)
  v_max_f32 v19, v15, v15
  v_max_f32 v21, v17, v19
  v_cmp_eq_f32_e64 s46, v9, v15
  v_and_b32 v25, v9, v15
  v_cndmask_b32_e64 v27, v21, v25, s46
  v_xor_b32 v29, 2, v6
  v_lshlrev_b32 v31, 2, v29
  ds_bpermute_b32 v33, v31, v27
  v_max_f32 v35, v27, v27
  s_waitcnt lgkmcnt(0)
  v_max_f32 v37, v33, v33
  v_max_f32 v39, v35, v37
  v_cmp_eq_f32_e64 s0, v27, v33
  v_and_b32 v43, v27, v33
  v_cndmask_b32_e64 v45, v39, v43, s0
  v_xor_b32 v47, 4, v6
  v_lshlrev_b32 v0, 2, v47
  ds_bpermute_b32 v0, v0, v45
  v_max_f32 v3, v45, v45
  s_waitcnt lgkmcnt(0)
  v_max_f32 v5, v0, v0
  v_max_f32 v3, v3, v5
  v_cmp_eq_f32_e64 s0, v45, v0
  v_and_b32 v0, v45, v0
  v_cndmask_b32_e64 v0, v3, v0, s0
  v_xor_b32 v3, 8, v6
  v_lshlrev_b32 v5, 2, v3
  ds_bpermute_b32 v9, v5, v0
  v_max_f32 v13, v0, v0
  s_waitcnt lgkmcnt(0)
  v_max_f32 v15, v9, v9
  v_max_f32 v13, v13, v15
  v_cmp_eq_f32_e64 s32, v0, v9
  v_and_b32 v17, v0, v9
  v_cndmask_b32_e64 v18, v13, v17, s32
  v_xor_b32 v20, 16, v6
  v_lshlrev_b32 v23, 2, v20
  ds_bpermute_b32 v24, v23, v18
  v_max_f32 v27, v18, v18
  s_waitcnt lgkmcnt(0)
  v_max_f32 v28, v24, v24
  v_max_f32 v31, v27, v28
  v_cmp_eq_f32_e64 s64, v18, v24
  v_and_b32 v35, v18, v24
  v_cndmask_b32_e64 v36, v31, v35, s64
  s_mov_b32 s0, 4
  v_mul_lo_u32 v40, v11, s0
  ds_store_b32 v40, v36
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s2, 0xffffff9f
  v_and_b32 v47, v11, s2
  v_mul_lo_u32 v0, v47, s0
  ds_load_b32 v5, v0
  ds_load_b32 v11, v0 offset:128
  ds_load_b32 v3, v0 offset:256
  ds_load_b32 v9, v0 offset:384
  s_waitcnt lgkmcnt(0)
  v_max_f32 v13, v5, v5
  v_max_f32 v15, v11, v11
  v_max_f32 v13, v13, v15
  v_cmp_eq_f32_e64 s2, v5, v11
  v_and_b32 v5, v5, v11
  v_cndmask_b32_e64 v5, v13, v5, s2
  v_max_f32 v11, v3, v3
  v_max_f32 v13, v9, v9
  v_max_f32 v11, v11, v13
  v_cmp_eq_f32_e64 s32, v3, v9
  v_and_b32 v15, v3, v9
  v_cndmask_b32_e64 v17, v11, v15, s32
  v_max_f32 v19, v5, v5
  v_max_f32 v21, v17, v17
  v_max_f32 v23, v19, v21
  v_cmp_eq_f32_e64 s50, v5, v17
  v_and_b32 v27, v5, v17
  v_cndmask_b32_e64 v29, v23, v27, s50
  v_sub_f32 v31, v22, v29
  v_sub_f32 v33, v26, v29
  v_sub_f32 v35, v30, v29
  v_sub_f32 v37, v34, v29
  v_sub_f32 v39, v38, v29
  v_sub_f32 v41, v42, v29
  v_sub_f32 v43, v46, v29
  v_sub_f32 v45, v1, v29
  v_mul_f32 v47, 0x3fb8aa3b, v31
  v_fma_f32 v1, v31, 0x3fb8aa3b, -v47
  v_fma_f32 v1, v31, 0x32a57060, v1
  s_mov_b32 s0, 0x7fffffff
  v_and_b32 v3, s0, v1
  v_cmp_gt_f32_e64 s0, 0x3f800000, v3
  v_cndmask_b32_e64 v1, 0, v1, s0
  v_mul_f32 v1, 0x3f317218, v1
  v_cmp_le_f32_e64 s0, 0x43000000, v47
  s_mov_b32 s4, 0x3f800000
  v_mov_b32 v5, s4
  v_cndmask_b32_e64 v9, 0, v5, s0
  v_sub_f32 v9, v47, v9
  v_cmp_gt_f32_e64 s20, 0xc2fc0000, v9
  s_mov_b32 s24, 0x42800000
  v_mov_b32 v15, s24
  v_cndmask_b32_e64 v17, 0, v15, s20
  v_add_f32 v18, v9, v17
  v_exp_f32 v20, v18
  s_mov_b32 s44, 0x1f800000
  v_mov_b32 v24, s44
  v_mov_b32 v26, s4
  v_cndmask_b32_e64 v28, v26, v24, s20
  v_mul_f32 v30, v20, v28
  v_fma_f32 v32, v30, v1, v30
  v_cmp_eq_f32_e64 s68, 0x7f800000, v30
  v_cndmask_b32_e64 v36, v32, v30, s68
  s_mov_b32 s2, 0x40000000
  v_mov_b32 v42, s2
  v_mov_b32 v44, s4
  v_cndmask_b32_e64 v44, v44, v42, s0
  v_mul_f32 v46, v36, v44
  v_mul_f32 v3, 0x3fb8aa3b, v33
  v_fma_f32 v1, v33, 0x3fb8aa3b, -v3
  v_fma_f32 v1, v33, 0x32a57060, v1
  s_mov_b32 s0, 0x7fffffff
  v_and_b32 v5, s0, v1
  v_cmp_gt_f32_e64 s0, 0x3f800000, v5
  v_cndmask_b32_e64 v1, 0, v1, s0
  v_mul_f32 v1, 0x3f317218, v1
  v_cmp_le_f32_e64 s2, 0x43000000, v3
  s_mov_b32 s8, 0x3f800000
  v_mov_b32 v5, s8
  v_cndmask_b32_e64 v9, 0, v5, s2
  v_sub_f32 v9, v3, v9
  v_cmp_gt_f32_e64 s24, 0xc2fc0000, v9
  s_mov_b32 s32, 0x42800000
  v_mov_b32 v15, s32
  v_cndmask_b32_e64 v17, 0, v15, s24
  v_add_f32 v19, v9, v17
  v_exp_f32 v21, v19
  s_mov_b32 s46, 0x1f800000
  v_mov_b32 v25, s46
  v_mov_b32 v27, s8
  v_cndmask_b32_e64 v29, v27, v25, s24
  v_mul_f32 v31, v21, v29
  v_fma_f32 v33, v31, v1, v31
  v_cmp_eq_f32_e64 s70, 0x7f800000, v31
  v_cndmask_b32_e64 v38, v33, v31, s70
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v42, s0
  v_mov_b32 v44, s8
  v_cndmask_b32_e64 v47, v44, v42, s2
  v_mul_f32 v47, v38, v47
  v_mul_f32 v3, 0x3fb8aa3b, v35
  v_fma_f32 v1, v35, 0x3fb8aa3b, -v3
  v_fma_f32 v1, v35, 0x32a57060, v1
  s_mov_b32 s0, 0x7fffffff
  v_and_b32 v5, s0, v1
  v_cmp_gt_f32_e64 s0, 0x3f800000, v5
  v_cndmask_b32_e64 v1, 0, v1, s0
  v_mul_f32 v1, 0x3f317218, v1
  v_cmp_le_f32_e64 s4, 0x43000000, v3
  s_mov_b32 s8, 0x3f800000
  v_mov_b32 v9, s8
  v_cndmask_b32_e64 v9, 0, v9, s4
  v_sub_f32 v11, v3, v9
  v_cmp_gt_f32_e64 s24, 0xc2fc0000, v11
  s_mov_b32 s32, 0x42800000
  v_mov_b32 v17, s32
  v_cndmask_b32_e64 v18, 0, v17, s24
  v_add_f32 v20, v11, v18
  v_exp_f32 v22, v20
  s_mov_b32 s48, 0x1f800000
  v_mov_b32 v26, s48
  v_mov_b32 v28, s8
  v_cndmask_b32_e64 v30, v28, v26, s24
  v_mul_f32 v32, v22, v30
  v_fma_f32 v34, v32, v1, v32
  v_cmp_eq_f32_e64 s0, 0x7f800000, v32
  v_cndmask_b32_e64 v38, v34, v32, s0
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v42, s0
  v_mov_b32 v44, s8
  v_cndmask_b32_e64 v1, v44, v42, s4
  v_mul_f32 v1, v38, v1
  v_mul_f32 v5, 0x3fb8aa3b, v37
  v_fma_f32 v3, v37, 0x3fb8aa3b, -v5
  v_fma_f32 v3, v37, 0x32a57060, v3
  s_mov_b32 s0, 0x7fffffff
  v_and_b32 v9, s0, v3
  v_cmp_gt_f32_e64 s0, 0x3f800000, v9
  v_cndmask_b32_e64 v3, 0, v3, s0
  v_mul_f32 v3, 0x3f317218, v3
  v_cmp_le_f32_e64 s8, 0x43000000, v5
  s_mov_b32 s12, 0x3f800000
  v_mov_b32 v9, s12
  v_cndmask_b32_e64 v9, 0, v9, s8
  v_sub_f32 v11, v5, v9
  v_cmp_gt_f32_e64 s32, 0xc2fc0000, v11
  s_mov_b32 s36, 0x42800000
  v_mov_b32 v17, s36
  v_cndmask_b32_e64 v19, 0, v17, s32
  v_add_f32 v21, v11, v19
  v_exp_f32 v23, v21
  s_mov_b32 s50, 0x1f800000
  v_mov_b32 v27, s50
  v_mov_b32 v29, s12
  v_cndmask_b32_e64 v31, v29, v27, s32
  v_mul_f32 v33, v23, v31
  v_fma_f32 v35, v33, v3, v33
  v_cmp_eq_f32_e64 s0, 0x7f800000, v33
  v_cndmask_b32_e64 v42, v35, v33, s0
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v44, s0
  v_mov_b32 v3, s12
  v_cndmask_b32_e64 v3, v3, v44, s8
  v_mul_f32 v3, v42, v3
  v_mul_f32 v9, 0x3fb8aa3b, v39
  v_fma_f32 v5, v39, 0x3fb8aa3b, -v9
  v_fma_f32 v5, v39, 0x32a57060, v5
  s_mov_b32 s0, 0x7fffffff
  v_and_b32 v11, s0, v5
  v_cmp_gt_f32_e64 s0, 0x3f800000, v11
  v_cndmask_b32_e64 v5, 0, v5, s0
  v_mul_f32 v5, 0x3f317218, v5
  v_cmp_le_f32_e64 s8, 0x43000000, v9
  s_mov_b32 s12, 0x3f800000
  v_mov_b32 v11, s12
  v_cndmask_b32_e64 v11, 0, v11, s8
  v_sub_f32 v13, v9, v11
  v_cmp_gt_f32_e64 s32, 0xc2fc0000, v13
  s_mov_b32 s36, 0x42800000
  v_mov_b32 v18, s36
  v_cndmask_b32_e64 v20, 0, v18, s32
  v_add_f32 v22, v13, v20
  v_exp_f32 v24, v22
  s_mov_b32 s52, 0x1f800000
  v_mov_b32 v28, s52
  v_mov_b32 v30, s12
  v_cndmask_b32_e64 v32, v30, v28, s32
  v_mul_f32 v34, v24, v32
  v_fma_f32 v36, v34, v5, v34
  v_cmp_eq_f32_e64 s0, 0x7f800000, v34
  v_cndmask_b32_e64 v42, v36, v34, s0
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v44, s0
  v_mov_b32 v5, s12
  v_cndmask_b32_e64 v5, v5, v44, s8
  v_mul_f32 v5, v42, v5
  v_mul_f32 v11, 0x3fb8aa3b, v41
  v_fma_f32 v9, v41, 0x3fb8aa3b, -v11
  v_fma_f32 v9, v41, 0x32a57060, v9
  s_mov_b32 s0, 0x7fffffff
  v_and_b32 v13, s0, v9
  v_cmp_gt_f32_e64 s0, 0x3f800000, v13
  v_cndmask_b32_e64 v9, 0, v9, s0
  v_mul_f32 v9, 0x3f317218, v9
  v_cmp_le_f32_e64 s12, 0x43000000, v11
  s_mov_b32 s16, 0x3f800000
  v_mov_b32 v13, s16
  v_cndmask_b32_e64 v13, 0, v13, s12
  v_sub_f32 v13, v11, v13
  v_cmp_gt_f32_e64 s32, 0xc2fc0000, v13
  s_mov_b32 s36, 0x42800000
  v_mov_b32 v19, s36
  v_cndmask_b32_e64 v21, 0, v19, s32
  v_add_f32 v23, v13, v21
  v_exp_f32 v25, v23
  s_mov_b32 s54, 0x1f800000
  v_mov_b32 v29, s54
  v_mov_b32 v31, s16
  v_cndmask_b32_e64 v33, v31, v29, s32
  v_mul_f32 v35, v25, v33
  v_fma_f32 v37, v35, v9, v35
  v_cmp_eq_f32_e64 s0, 0x7f800000, v35
  v_cndmask_b32_e64 v41, v37, v35, s0
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v9, s0
  v_mov_b32 v11, s16
  v_cndmask_b32_e64 v9, v11, v9, s12
  v_mul_f32 v9, v41, v9
  v_mul_f32 v13, 0x3fb8aa3b, v43
  v_fma_f32 v11, v43, 0x3fb8aa3b, -v13
  v_fma_f32 v11, v43, 0x32a57060, v11
  s_mov_b32 s0, 0x7fffffff
  v_and_b32 v15, s0, v11
  v_cmp_gt_f32_e64 s0, 0x3f800000, v15
  v_cndmask_b32_e64 v11, 0, v11, s0
  v_mul_f32 v11, 0x3f317218, v11
  v_cmp_le_f32_e64 s12, 0x43000000, v13
  s_mov_b32 s16, 0x3f800000
  v_mov_b32 v15, s16
  v_cndmask_b32_e64 v15, 0, v15, s12
  v_sub_f32 v15, v13, v15
  v_cmp_gt_f32_e64 s32, 0xc2fc0000, v15
  s_mov_b32 s36, 0x42800000
  v_mov_b32 v20, s36
  v_cndmask_b32_e64 v22, 0, v20, s32
  v_add_f32 v24, v15, v22
  v_exp_f32 v26, v24
  s_mov_b32 s56, 0x1f800000
  v_mov_b32 v30, s56
  v_mov_b32 v32, s16
  v_cndmask_b32_e64 v34, v32, v30, s32
  v_mul_f32 v36, v26, v34
  v_fma_f32 v38, v36, v11, v36
  v_cmp_eq_f32_e64 s0, 0x7f800000, v36
  v_cndmask_b32_e64 v42, v38, v36, s0
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v11, s0
  v_mov_b32 v13, s16
  v_cndmask_b32_e64 v11, v13, v11, s12
  v_mul_f32 v11, v42, v11
  v_mul_f32 v15, 0x3fb8aa3b, v45
  v_fma_f32 v13, v45, 0x3fb8aa3b, -v15
  v_fma_f32 v13, v45, 0x32a57060, v13
  s_mov_b32 s0, 0x7fffffff
  v_and_b32 v17, s0, v13
  v_cmp_gt_f32_e64 s2, 0x3f800000, v17
  v_cndmask_b32_e64 v13, 0, v13, s2
  v_mul_f32 v13, 0x3f317218, v13
  v_cmp_le_f32_e64 s16, 0x43000000, v15
  s_mov_b32 s20, 0x3f800000
  v_mov_b32 v17, s20
  v_cndmask_b32_e64 v17, 0, v17, s16
  v_sub_f32 v15, v15, v17
  v_cmp_gt_f32_e64 s36, 0xc2fc0000, v15
  s_mov_b32 s38, 0x42800000
  v_mov_b32 v21, s38
  v_cndmask_b32_e64 v23, 0, v21, s36
  v_add_f32 v25, v15, v23
  v_exp_f32 v27, v25
  s_mov_b32 s58, 0x1f800000
  v_mov_b32 v31, s58
  v_mov_b32 v33, s20
  v_cndmask_b32_e64 v35, v33, v31, s36
  v_mul_f32 v37, v27, v35
  v_fma_f32 v39, v37, v13, v37
  v_cmp_eq_f32_e64 s0, 0x7f800000, v37
  v_cndmask_b32_e64 v43, v39, v37, s0
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v13, s0
  v_mov_b32 v15, s20
  v_cndmask_b32_e64 v13, v15, v13, s16
  v_mul_f32 v13, v43, v13
  v_add_f32 v15, v46, v47
  v_add_f32 v15, v15, v1
  v_add_f32 v15, v15, v3
  v_add_f32 v15, v15, v5
  v_add_f32 v15, v15, v9
  v_add_f32 v15, v15, v11
  v_add_f32 v15, v15, v13
  v_xor_b32 v17, 1, v6
  v_lshlrev_b32 v17, 2, v17
  ds_bpermute_b32 v17, v17, v15
  s_waitcnt lgkmcnt(0)
  v_add_f32 v15, v15, v17
  v_xor_b32 v17, 2, v6
  v_lshlrev_b32 v17, 2, v17
  ds_bpermute_b32 v18, v17, v15
  s_waitcnt lgkmcnt(0)
  v_add_f32 v20, v15, v18
  v_xor_b32 v22, 4, v6
  v_lshlrev_b32 v24, 2, v22
  ds_bpermute_b32 v26, v24, v20
  s_waitcnt lgkmcnt(0)
  v_add_f32 v28, v20, v26
  v_xor_b32 v30, 8, v6
  v_lshlrev_b32 v32, 2, v30
  ds_bpermute_b32 v34, v32, v28
  s_waitcnt lgkmcnt(0)
  v_add_f32 v36, v28, v34
  v_xor_b32 v38, 16, v6
  v_lshlrev_b32 v41, 2, v38
  ds_bpermute_b32 v42, v41, v36
  s_waitcnt lgkmcnt(0)
  v_add_f32 v44, v36, v42
  ds_store_b32 v40, v44 offset:512
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  ds_load_b32 v6, v0 offset:512
  ds_load_b32 v17, v0 offset:640
  ds_load_b32 v15, v0 offset:768
  ds_load_b32 v18, v0 offset:896
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v6, v17
  v_add_f32 v6, v15, v18
  v_add_f32 v0, v0, v6
  v_lshlrev_b32 v6, 2, v2
  v_ashrrev_i32 v2, 30, v2
  v_add_co_u32 v54, vcc_lo, s28, v6
  v_add_co_ci_u32 v55, vcc_lo, s29, v2, vcc_lo
  v_lshlrev_b32 v6, 2, v4
  v_ashrrev_i32 v15, 30, v4
  v_add_co_u32 v62, vcc_lo, s28, v6
  v_add_co_ci_u32 v63, vcc_lo, s29, v15, vcc_lo
  v_lshlrev_b32 v15, 2, v7
  v_ashrrev_i32 v17, 30, v7
  v_add_co_u32 v64, vcc_lo, s28, v15
  v_add_co_ci_u32 v65, vcc_lo, s29, v17, vcc_lo
  v_lshlrev_b32 v17, 2, v8
  v_ashrrev_i32 v19, 30, v8
  v_add_co_u32 v66, vcc_lo, s28, v17
  v_add_co_ci_u32 v67, vcc_lo, s29, v19, vcc_lo
  v_lshlrev_b32 v23, 2, v10
  v_ashrrev_i32 v25, 30, v10
  v_add_co_u32 v48, vcc_lo, s28, v23
  v_add_co_ci_u32 v49, vcc_lo, s29, v25, vcc_lo
  v_lshlrev_b32 v29, 2, v12
  v_ashrrev_i32 v31, 30, v12
  v_add_co_u32 v50, vcc_lo, s28, v29
  v_add_co_ci_u32 v51, vcc_lo, s29, v31, vcc_lo
  v_lshlrev_b32 v35, 2, v14
  v_ashrrev_i32 v37, 30, v14
  v_add_co_u32 v52, vcc_lo, s28, v35
  v_add_co_ci_u32 v53, vcc_lo, s29, v37, vcc_lo
  v_lshlrev_b32 v41, 2, v16
  v_ashrrev_i32 v43, 30, v16
  v_add_co_u32 v56, vcc_lo, s28, v41
  v_add_co_ci_u32 v57, vcc_lo, s29, v43, vcc_lo
  v_div_scale_f32 v2, vcc_lo, v0, v0, v46
  v_div_scale_f32 v4, vcc_lo, v46, v0, v46
  v_rcp_f32 v6, v2
  v_fma_f32 v7, -v2, v6, 0x3f800000
  v_fma_f32 v6, v7, v6, v6
  v_mul_f32 v7, v4, v6
  v_fma_f32 v8, -v2, v7, v4
  v_fma_f32 v7, v8, v6, v7
  v_fma_f32 v2, -v2, v7, v4
  s_nop 3
  v_div_fmas_f32 v2, v2, v6, v7
  v_div_fixup_f32 v4, v2, v0, v46
  v_div_scale_f32 v6, vcc_lo, v0, v0, v47
  v_div_scale_f32 v8, vcc_lo, v47, v0, v47
  v_rcp_f32 v10, v6
  v_fma_f32 v12, -v6, v10, 0x3f800000
  v_fma_f32 v14, v12, v10, v10
  v_mul_f32 v16, v8, v14
  v_fma_f32 v18, -v6, v16, v8
  v_fma_f32 v20, v18, v14, v16
  v_fma_f32 v22, -v6, v20, v8
  s_nop 3
  v_div_fmas_f32 v24, v22, v14, v20
  v_div_fixup_f32 v26, v24, v0, v47
  v_div_scale_f32 v28, vcc_lo, v0, v0, v1
  v_div_scale_f32 v30, vcc_lo, v1, v0, v1
  v_rcp_f32 v32, v28
  v_fma_f32 v34, -v28, v32, 0x3f800000
  v_fma_f32 v36, v34, v32, v32
  v_mul_f32 v38, v30, v36
  v_fma_f32 v40, -v28, v38, v30
  v_fma_f32 v42, v40, v36, v38
  v_fma_f32 v44, -v28, v42, v30
  s_nop 3
  v_div_fmas_f32 v46, v44, v36, v42
  v_div_fixup_f32 v1, v46, v0, v1
  v_div_scale_f32 v2, vcc_lo, v0, v0, v3
  v_div_scale_f32 v6, vcc_lo, v3, v0, v3
  v_rcp_f32 v7, v2
  v_fma_f32 v8, -v2, v7, 0x3f800000
  v_fma_f32 v7, v8, v7, v7
  v_mul_f32 v8, v6, v7
  v_fma_f32 v10, -v2, v8, v6
  v_fma_f32 v8, v10, v7, v8
  v_fma_f32 v6, -v2, v8, v6
  s_nop 3
  v_div_fmas_f32 v6, v6, v7, v8
  v_div_fixup_f32 v7, v6, v0, v3
  v_div_scale_f32 v10, vcc_lo, v0, v0, v5
  v_div_scale_f32 v12, vcc_lo, v5, v0, v5
  v_rcp_f32 v14, v10
  v_fma_f32 v15, -v10, v14, 0x3f800000
  v_fma_f32 v17, v15, v14, v14
  v_mul_f32 v19, v12, v17
  v_fma_f32 v21, -v10, v19, v12
  v_fma_f32 v23, v21, v17, v19
  v_fma_f32 v25, -v10, v23, v12
  s_nop 3
  v_div_fmas_f32 v27, v25, v17, v23
  v_div_fixup_f32 v29, v27, v0, v5
  v_div_scale_f32 v31, vcc_lo, v0, v0, v9
  v_div_scale_f32 v33, vcc_lo, v9, v0, v9
  v_rcp_f32 v35, v31
  v_fma_f32 v37, -v31, v35, 0x3f800000
  v_fma_f32 v39, v37, v35, v35
  v_mul_f32 v41, v33, v39
  v_fma_f32 v43, -v31, v41, v33
  v_fma_f32 v45, v43, v39, v41
  v_fma_f32 v47, -v31, v45, v33
  s_nop 3
  v_div_fmas_f32 v2, v47, v39, v45
  v_div_fixup_f32 v2, v2, v0, v9
  v_div_scale_f32 v3, vcc_lo, v0, v0, v11
  v_div_scale_f32 v5, vcc_lo, v11, v0, v11
  v_rcp_f32 v6, v3
  v_fma_f32 v8, -v3, v6, 0x3f800000
  v_fma_f32 v6, v8, v6, v6
  v_mul_f32 v8, v5, v6
  v_fma_f32 v9, -v3, v8, v5
  v_fma_f32 v8, v9, v6, v8
  v_fma_f32 v9, -v3, v8, v5
  s_nop 3
  v_div_fmas_f32 v8, v9, v6, v8
  v_div_fixup_f32 v10, v8, v0, v11
  v_div_scale_f32 v12, vcc_lo, v0, v0, v13
  v_div_scale_f32 v14, vcc_lo, v13, v0, v13
  v_rcp_f32 v16, v12
  v_fma_f32 v18, -v12, v16, 0x3f800000
  v_fma_f32 v20, v18, v16, v16
  v_mul_f32 v22, v14, v20
  v_fma_f32 v24, -v12, v22, v14
  v_fma_f32 v27, v24, v20, v22
  v_fma_f32 v28, -v12, v27, v14
  s_nop 3
  v_div_fmas_f32 v30, v28, v20, v27
  v_div_fixup_f32 v32, v30, v0, v13
  s_and_saveexec_b32 s72, s6
  global_store_b32 v[54:55], v4, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s10
  global_store_b32 v[62:63], v26, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s14
  global_store_b32 v[64:65], v1, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s18
  global_store_b32 v[66:67], v7, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s22
  global_store_b32 v[48:49], v29, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s26
  global_store_b32 v[50:51], v2, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s30
  global_store_b32 v[52:53], v10, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s34
  global_store_b32 v[56:57], v32, off
  s_mov_b32 exec_lo, s72
  s_endpgm
.Lsoftmax_end:
.size softmax, .Lsoftmax_end-softmax
; 74 SGPRs, 70 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 70
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
  - .name: softmax
    .symbol: softmax.kd
    .kernarg_segment_size: 36
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 1024
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 74
    .vgpr_count: 70
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
