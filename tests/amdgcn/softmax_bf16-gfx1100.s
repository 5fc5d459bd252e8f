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
  v_and_b32 v10, s16, v0
  s_load_b64 s[24:25], s[0:1], 0x0
  s_load_b64 s[28:29], s[0:1], 0x8
  s_load_b32 s32, s[0:1], 0x10
  s_load_b32 s36, s[0:1], 0x14
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s40, s2, s32
  s_mov_b32 s44, 0x7f
  v_and_b32 v24, v10, s44
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
  s_mov_b32 s2, 4
  v_add_nc_u32 v0, v37, s2
  s_mov_b32 s2, 5
  v_add_nc_u32 v1, v37, s2
  s_mov_b32 s2, 6
  v_add_nc_u32 v3, v37, s2
  s_mov_b32 s2, 7
  v_add_nc_u32 v5, v37, s2
  v_add_nc_u32 v2, s40, v37
  v_add_nc_u32 v4, s40, v41
  v_add_nc_u32 v7, s40, v45
  v_add_nc_u32 v8, s40, v47
  v_add_nc_u32 v11, s40, v0
  v_add_nc_u32 v12, s40, v1
  v_add_nc_u32 v14, s40, v3
  v_add_nc_u32 v16, s40, v5
  v_mul_lo_u32 v18, v2, s0
  v_mul_hi_i32 v20, v2, s0
  v_mov_b32 v74, s24
  v_mov_b32 v75, s25
  v_add_co_u32 v48, vcc_lo, v74, v18
  v_add_co_ci_u32 v49, vcc_lo, v75, v20, vcc_lo
  v_mul_lo_u32 v26, v4, s0
  v_mul_hi_i32 v28, v4, s0
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc_lo, v52, v26
  v_add_co_ci_u32 v51, vcc_lo, v53, v28, vcc_lo
  s_mov_b32 s68, 2
  v_mul_lo_u32 v36, v7, s68
  v_mul_hi_i32 v38, v7, s68
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc_lo, v54, v36
  v_add_co_ci_u32 v53, vcc_lo, v55, v38, vcc_lo
  v_mul_lo_u32 v44, v8, s68
  v_mul_hi_i32 v46, v8, s68
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc_lo, v56, v44
  v_add_co_ci_u32 v55, vcc_lo, v57, v46, vcc_lo
  v_mul_lo_u32 v9, v11, s68
  v_mul_hi_i32 v13, v11, s68
  v_mov_b32 v58, s24
  v_mov_b32 v59, s25
  v_add_co_u32 v56, vcc_lo, v58, v9
  v_add_co_ci_u32 v57, vcc_lo, v59, v13, vcc_lo
  v_mul_lo_u32 v9, v12, s68
  v_mul_hi_i32 v13, v12, s68
  v_mov_b32 v60, s24
  v_mov_b32 v61, s25
  v_add_co_u32 v58, vcc_lo, v60, v9
  v_add_co_ci_u32 v59, vcc_lo, v61, v13, vcc_lo
  v_mul_lo_u32 v9, v14, s68
  v_mul_hi_i32 v13, v14, s68
  v_mov_b32 v62, s24
  v_mov_b32 v63, s25
  v_add_co_u32 v64, vcc_lo, v62, v9
  v_add_co_ci_u32 v65, vcc_lo, v63, v13, vcc_lo
  v_mul_lo_u32 v13, v16, s68
  v_mul_hi_i32 v15, v16, s68
  v_mov_b32 v70, s24
  v_mov_b32 v71, s25
  v_add_co_u32 v72, vcc_lo, v70, v13
  v_add_co_ci_u32 v73, vcc_lo, v71, v15, vcc_lo
  v_cmp_lt_i32_e64 s42, v37, s36
  v_cmp_lt_i32_e64 s46, v41, s36
  v_cmp_lt_i32_e64 s50, v45, s36
  v_cmp_lt_i32_e64 s54, v47, s36
  v_cmp_lt_i32_e64 s58, v0, s36
  v_cmp_lt_i32_e64 s62, v1, s36
  v_cmp_lt_i32_e64 s66, v3, s36
  v_cmp_lt_i32_e64 s70, v5, s36
  s_mov_b32 s0, 0xff80
  v_mov_b32 v41, s0
  v_mov_b32 v40, v41
  s_and_saveexec_b32 s72, s42
  global_load_u16 v40, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v45, s0
  v_mov_b32 v44, v45
  s_and_saveexec_b32 s72, s46
  global_load_u16 v44, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v1, s0
  v_mov_b32 v0, v1
  s_and_saveexec_b32 s72, s50
  global_load_u16 v0, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v3, s0
  v_mov_b32 v1, v3
  s_and_saveexec_b32 s72, s54
  global_load_u16 v1, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v5, s0
  v_mov_b32 v3, v5
  s_and_saveexec_b32 s72, s58
  global_load_u16 v3, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v9, s0
  v_mov_b32 v5, v9
  s_and_saveexec_b32 s72, s62
  global_load_u16 v5, v[58:59], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v13, s0
  v_mov_b32 v9, v13
  s_and_saveexec_b32 s72, s66
  global_load_u16 v9, v[64:65], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v13, s0
  v_mov_b32 v18, v13
  s_and_saveexec_b32 s72, s70
  global_load_u16 v18, v[72:73], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s16, 2
  v_mul_lo_u32 v13, v2, s16
  v_mul_hi_i32 v15, v2, s16
  v_mov_b32 v66, s28
  v_mov_b32 v67, s29
  v_add_co_u32 v68, vcc_lo, v66, v13
  v_add_co_ci_u32 v69, vcc_lo, v67, v15, vcc_lo
  v_mul_lo_u32 v19, v4, s16
  v_mul_hi_i32 v20, v4, s16
  v_mov_b32 v74, s28
  v_mov_b32 v75, s29
  v_add_co_u32 v48, vcc_lo, v74, v19
  v_add_co_ci_u32 v49, vcc_lo, v75, v20, vcc_lo
  v_mul_lo_u32 v26, v7, s16
  v_mul_hi_i32 v28, v7, s16
  v_mov_b32 v52, s28
  v_mov_b32 v53, s29
  v_add_co_u32 v50, vcc_lo, v52, v26
  v_add_co_ci_u32 v51, vcc_lo, v53, v28, vcc_lo
  v_mul_lo_u32 v34, v8, s16
  v_mul_hi_i32 v36, v8, s16
  v_mov_b32 v54, s28
  v_mov_b32 v55, s29
  v_add_co_u32 v52, vcc_lo, v54, v34
  v_add_co_ci_u32 v53, vcc_lo, v55, v36, vcc_lo
  v_mul_lo_u32 v42, v11, s16
  v_mul_hi_i32 v45, v11, s16
  v_mov_b32 v56, s28
  v_mov_b32 v57, s29
  v_add_co_u32 v54, vcc_lo, v56, v42
  v_add_co_ci_u32 v55, vcc_lo, v57, v45, vcc_lo
  v_mul_lo_u32 v2, v12, s16
  v_mul_hi_i32 v4, v12, s16
  v_mov_b32 v58, s28
  v_mov_b32 v59, s29
  v_add_co_u32 v56, vcc_lo, v58, v2
  v_add_co_ci_u32 v57, vcc_lo, v59, v4, vcc_lo
  s_mov_b32 s0, 2
  v_mul_lo_u32 v2, v14, s0
  v_mul_hi_i32 v4, v14, s0
  v_mov_b32 v60, s28
  v_mov_b32 v61, s29
  v_add_co_u32 v58, vcc_lo, v60, v2
  v_add_co_ci_u32 v59, vcc_lo, v61, v4, vcc_lo
  v_mul_lo_u32 v7, v16, s0
  v_mul_hi_i32 v8, v16, s0
  v_mov_b32 v62, s28
  v_mov_b32 v63, s29
  v_add_co_u32 v64, vcc_lo, v62, v7
  v_add_co_ci_u32 v65, vcc_lo, v63, v8, vcc_lo
  s_waitcnt vmcnt(0)
  v_lshlrev_b32 v13, 16, v40
  v_lshlrev_b32 v15, 16, v44
  v_lshlrev_b32 v17, 16, v0
  v_lshlrev_b32 v19, 16, v1
  v_lshlrev_b32 v21, 16, v3
  v_lshlrev_b32 v23, 16, v5
  v_lshlrev_b32 v25, 16, v9
  v_lshlrev_b32 v27, 16, v18
  v_max_f32 v29, v13, v13
  v_max_f32 v31, v15, v15
  v_max_f32 v33, v29, v31
  v_cmp_eq_f32_e64 s0, v13, v15
  v_and_b32 v37, v13, v15
  v_cndmask_b32_e64 v39, v33, v37, s0
  v_max_f32 v41, v39, v39
  v_max_f32 v43, v17, v17
  v_max_f32 v45, v41, v43
  v_cmp_eq_f32_e64 s0, v39, v17
  v_and_b32 v0, v39, v17
  v_cndmask_b32_e64 v0, v45, v0, s0
  v_max_f32 v1, v0, v0
  v_max_f32 v2, v19, v19
  v_max_f32 v1, v1, v2
  v_cmp_eq_f32_e64 s0, v0, v19
  v_and_b32 v0, v0, v19
  v_cndmask_b32_e64 v0, v1, v0, s0
  v_max_f32 v2, v0, v0
  v_max_f32 v4, v21, v21
  v_max_f32 v7, v2, v4
  v_cmp_eq_f32_e64 s16, v0, v21
  v_and_b32 v11, v0, v21
  v_cndmask_b32_e64 v12, v7, v11, s16
  v_max_f32 v14, v12, v12
  v_max_f32 v16, v23, v23
  v_max_f32 v18, v14, v16
  v_cmp_eq_f32_e64 s40, v12, v23
  v_and_b32 v22, v12, v23
  v_cndmask_b32_e64 v24, v18, v22, s40
  v_max_f32 v26, v24, v24
  v_max_f32 v28, v25, v25
  v_max_f32 v30, v26, v28
  v_cmp_eq_f32_e64 s64, v24, v25
  v_and_b32 v34, v24, v25
  v_cndmask_b32_e64 v36, v30, v34, s64
  v_max_f32 v38, v36, v36
  v_max_f32 v40, v27, v27
  v_max_f32 v42, v38, v40
  v_cmp_eq_f32_e64 s0, v36, v27
  v_and_b32 v46, v36, v27
  v_cndmask_b32_e64 v0, v42, v46, s0
  v_xor_b32 v1, 1, v6
  v_lshlrev_b32 v1, 2, v1
  ds_bpermute_b32 v1, v1, v0
  v_max_f32 v2, v0, v0
  s_waitcnt lgkmcnt(0)
  v_max_f32 v3, v1, v1
  v_max_f32 v2, v2, v3
  v_cmp_eq_f32_e64 s0, v0, v1
  v_and_b32 v1, v0, v1
  v_cndmask_b32_e64 v3, v2, v1, s0
  v_xor_b32 v5, 2, v6
  v_lshlrev_b32 v7, 2, v5
  ds_bpermute_b32 v9, v7, v3
  v_max_f32 v11, v3, v3
  s_waitcnt lgkmcnt(0)
  v_max_f32 v14, v9, v9
  v_max_f32 v16, v11, v14
  v_cmp_eq_f32_e64 s34, v3, v9
  v_and_b32 v20, v3, v9
  v_cndmask_b32_e64 v22, v16, v20, s34
  v_xor_b32 v24, 4, v6
  v_lshlrev_b32 v26, 2, v24
  ds_bpermute_b32 v28, v26, v22
  v_max_f32 v29, v22, v22
  s_waitcnt lgkmcnt(0)
  v_max_f32 v31, v28, v28
  v_max_f32 v33, v29, v31
  v_cmp_eq_f32_e64 s0, v22, v28
  v_and_b32 v37, v22, v28
  v_cndmask_b32_e64 v39, v33, v37, s0
  v_xor_b32 v41, 8, v6
  v_lshlrev_b32 v43, 2, v41
  ds_bpermute_b32 v45, v43, v39
  v_max_f32 v47, v39, v39
  s_waitcnt lgkmcnt(0)
  v_max_f32 v0, v45, v45
  v_max_f32 v0, v47, v0
  v_cmp_eq_f32_e64 s0, v39, v45
  v_and_b32 v1, v39, v45
  v_cndmask_b32_e64 v0, v0, v1, s0
  v_xor_b32 v1, 16, v6
  v_lshlrev_b32 v1, 2, v1
  ds_bpermute_b32 v1, v1, v0
  v_max_f32 v2, v0, v0
  s_waitcnt lgkmcnt(0)
  v_max_f32 v4, v1, v1
  v_max_f32 v7, v2, v4
  v_cmp_eq_f32_e64 s16, v0, v1
  v_and_b32 v11, v0, v1
  v_cndmask_b32_e64 v12, v7, v11, s16
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s30, 4
  v_mul_lo_u32 v18, v10, s30
  s_mov_b32 s38, 0
  v_add_nc_u32 v22, v18, s38
  ds_store_b32 v22, v12
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s52, 0xffffff9f
  v_and_b32 v28, v10, s52
  v_or_b32 v29, v28, s38
  v_mul_lo_u32 v31, v29, s30
  v_add_nc_u32 v33, v31, s38
  ds_load_b32 v35, v33
  s_mov_b32 s0, 32
  v_or_b32 v39, v28, s0
  v_mul_lo_u32 v41, v39, s30
  v_add_nc_u32 v43, v41, s38
  ds_load_b32 v45, v43
  s_waitcnt lgkmcnt(0)
  v_max_f32 v47, v35, v35
  v_max_f32 v0, v45, v45
  v_max_f32 v0, v47, v0
  v_cmp_eq_f32_e64 s0, v35, v45
  v_and_b32 v1, v35, v45
  v_cndmask_b32_e64 v0, v0, v1, s0
  s_mov_b32 s0, 64
  v_or_b32 v1, v28, s0
  s_mov_b32 s0, 4
  v_mul_lo_u32 v2, v1, s0
  s_mov_b32 s8, 0
  v_add_nc_u32 v7, v2, s8
  ds_load_b32 v8, v7
  v_max_f32 v11, v0, v0
  s_waitcnt lgkmcnt(0)
  v_max_f32 v12, v8, v8
  v_max_f32 v14, v11, v12
  v_cmp_eq_f32_e64 s32, v0, v8
  v_and_b32 v18, v0, v8
  v_cndmask_b32_e64 v20, v14, v18, s32
  s_mov_b32 s44, 0x60
  v_or_b32 v24, v28, s44
  v_mul_lo_u32 v26, v24, s0
  v_add_nc_u32 v28, v26, s8
  ds_load_b32 v30, v28
  v_max_f32 v32, v20, v20
  s_waitcnt lgkmcnt(0)
  v_max_f32 v34, v30, v30
  v_max_f32 v36, v32, v34
  v_cmp_eq_f32_e64 s0, v20, v30
  v_and_b32 v40, v20, v30
  v_cndmask_b32_e64 v42, v36, v40, s0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_sub_f32 v45, v13, v42
  v_sub_f32 v47, v15, v42
  v_sub_f32 v2, v17, v42
  v_sub_f32 v3, v19, v42
  v_sub_f32 v5, v21, v42
  v_sub_f32 v7, v23, v42
  v_sub_f32 v8, v25, v42
  v_sub_f32 v4, v27, v42
  v_mul_f32 v0, 0x3fb8aa3b, v45
  v_fma_f32 v1, v45, 0x3fb8aa3b, -v0
  v_fma_f32 v9, v45, 0x32a57060, v1
  s_mov_b32 s8, 0x7fffffff
  v_and_b32 v11, s8, v9
  v_cmp_gt_f32_e64 s16, 0x3f800000, v11
  v_cndmask_b32_e64 v11, 0, v9, s16
  v_mul_f32 v12, 0x3f317218, v11
  v_cmp_le_f32_e64 s28, 0x43000000, v0
  s_mov_b32 s32, 0x3f800000
  v_mov_b32 v18, s32
  v_cndmask_b32_e64 v20, 0, v18, s28
  v_sub_f32 v22, v0, v20
  v_cmp_gt_f32_e64 s48, 0xc2fc0000, v22
  s_mov_b32 s52, 0x42800000
  v_mov_b32 v28, s52
  v_cndmask_b32_e64 v30, 0, v28, s48
  v_add_f32 v32, v22, v30
  v_exp_f32 v34, v32
  s_mov_b32 s0, 0x1f800000
  v_mov_b32 v38, s0
  v_mov_b32 v40, s32
  v_cndmask_b32_e64 v42, v40, v38, s48
  v_mul_f32 v44, v34, v42
  v_fma_f32 v46, v44, v12, v44
  v_cmp_eq_f32_e64 s0, 0x7f800000, v44
  v_cndmask_b32_e64 v0, v46, v44, s0
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v1, s0
  v_mov_b32 v9, s32
  v_cndmask_b32_e64 v1, v9, v1, s28
  v_mul_f32 v0, v0, v1
  v_mul_f32 v1, 0x3fb8aa3b, v47
  v_fma_f32 v9, v47, 0x3fb8aa3b, -v1
  v_fma_f32 v9, v47, 0x32a57060, v9
  s_mov_b32 s10, 0x7fffffff
  v_and_b32 v11, s10, v9
  v_cmp_gt_f32_e64 s18, 0x3f800000, v11
  v_cndmask_b32_e64 v11, 0, v9, s18
  v_mul_f32 v13, 0x3f317218, v11
  v_cmp_le_f32_e64 s30, 0x43000000, v1
  s_mov_b32 s34, 0x3f800000
  v_mov_b32 v19, s34
  v_cndmask_b32_e64 v21, 0, v19, s30
  v_sub_f32 v23, v1, v21
  v_cmp_gt_f32_e64 s52, 0xc2fc0000, v23
  s_mov_b32 s56, 0x42800000
  v_mov_b32 v29, s56
  v_cndmask_b32_e64 v31, 0, v29, s52
  v_add_f32 v33, v23, v31
  v_exp_f32 v35, v33
  s_mov_b32 s0, 0x1f800000
  v_mov_b32 v39, s0
  v_mov_b32 v41, s34
  v_cndmask_b32_e64 v43, v41, v39, s52
  v_mul_f32 v45, v35, v43
  v_fma_f32 v47, v45, v13, v45
  v_cmp_eq_f32_e64 s0, 0x7f800000, v45
  v_cndmask_b32_e64 v1, v47, v45, s0
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v9, s0
  v_mov_b32 v11, s34
  v_cndmask_b32_e64 v9, v11, v9, s30
  v_mul_f32 v1, v1, v9
  v_mul_f32 v9, 0x3fb8aa3b, v2
  v_fma_f32 v11, v2, 0x3fb8aa3b, -v9
  v_fma_f32 v11, v2, 0x32a57060, v11
  s_mov_b32 s12, 0x7fffffff
  v_and_b32 v12, s12, v11
  v_cmp_gt_f32_e64 s20, 0x3f800000, v12
  v_cndmask_b32_e64 v12, 0, v11, s20
  v_mul_f32 v14, 0x3f317218, v12
  v_cmp_le_f32_e64 s32, 0x43000000, v9
  s_mov_b32 s36, 0x3f800000
  v_mov_b32 v20, s36
  v_cndmask_b32_e64 v22, 0, v20, s32
  v_sub_f32 v24, v9, v22
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
  v_fma_f32 v2, v46, v14, v46
  v_cmp_eq_f32_e64 s0, 0x7f800000, v46
  v_cndmask_b32_e64 v2, v2, v46, s0
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v9, s0
  v_mov_b32 v11, s36
  v_cndmask_b32_e64 v9, v11, v9, s32
  v_mul_f32 v2, v2, v9
  v_mul_f32 v9, 0x3fb8aa3b, v3
  v_fma_f32 v11, v3, 0x3fb8aa3b, -v9
  v_fma_f32 v11, v3, 0x32a57060, v11
  s_mov_b32 s14, 0x7fffffff
  v_and_b32 v12, s14, v11
  v_cmp_gt_f32_e64 s22, 0x3f800000, v12
  v_cndmask_b32_e64 v13, 0, v11, s22
  v_mul_f32 v15, 0x3f317218, v13
  v_cmp_le_f32_e64 s34, 0x43000000, v9
  s_mov_b32 s38, 0x3f800000
  v_mov_b32 v21, s38
  v_cndmask_b32_e64 v23, 0, v21, s34
  v_sub_f32 v25, v9, v23
  v_cmp_gt_f32_e64 s56, 0xc2fc0000, v25
  s_mov_b32 s60, 0x42800000
  v_mov_b32 v31, s60
  v_cndmask_b32_e64 v33, 0, v31, s56
  v_add_f32 v35, v25, v33
  v_exp_f32 v37, v35
  s_mov_b32 s0, 0x1f800000
  v_mov_b32 v41, s0
  v_mov_b32 v43, s38
  v_cndmask_b32_e64 v45, v43, v41, s56
  v_mul_f32 v47, v37, v45
  v_fma_f32 v3, v47, v15, v47
  v_cmp_eq_f32_e64 s0, 0x7f800000, v47
  v_cndmask_b32_e64 v3, v3, v47, s0
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v9, s0
  v_mov_b32 v11, s38
  v_cndmask_b32_e64 v9, v11, v9, s34
  v_mul_f32 v3, v3, v9
  v_mul_f32 v9, 0x3fb8aa3b, v5
  v_fma_f32 v11, v5, 0x3fb8aa3b, -v9
  v_fma_f32 v11, v5, 0x32a57060, v11
  s_mov_b32 s16, 0x7fffffff
  v_and_b32 v12, s16, v11
  v_cmp_gt_f32_e64 s24, 0x3f800000, v12
  v_cndmask_b32_e64 v14, 0, v11, s24
  v_mul_f32 v16, 0x3f317218, v14
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
  v_mul_f32 v5, v38, v46
  v_fma_f32 v9, v5, v16, v5
  v_cmp_eq_f32_e64 s0, 0x7f800000, v5
  v_cndmask_b32_e64 v5, v9, v5, s0
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v9, s0
  v_mov_b32 v11, s40
  v_cndmask_b32_e64 v9, v11, v9, s36
  v_mul_f32 v5, v5, v9
  v_mul_f32 v9, 0x3fb8aa3b, v7
  v_fma_f32 v11, v7, 0x3fb8aa3b, -v9
  v_fma_f32 v7, v7, 0x32a57060, v11
  s_mov_b32 s18, 0x7fffffff
  v_and_b32 v11, s18, v7
  v_cmp_gt_f32_e64 s26, 0x3f800000, v11
  v_cndmask_b32_e64 v15, 0, v7, s26
  v_mul_f32 v17, 0x3f317218, v15
  v_cmp_le_f32_e64 s38, 0x43000000, v9
  s_mov_b32 s44, 0x3f800000
  v_mov_b32 v23, s44
  v_cndmask_b32_e64 v25, 0, v23, s38
  v_sub_f32 v27, v9, v25
  v_cmp_gt_f32_e64 s60, 0xc2fc0000, v27
  s_mov_b32 s64, 0x42800000
  v_mov_b32 v33, s64
  v_cndmask_b32_e64 v35, 0, v33, s60
  v_add_f32 v37, v27, v35
  v_exp_f32 v39, v37
  s_mov_b32 s0, 0x1f800000
  v_mov_b32 v43, s0
  v_mov_b32 v45, s44
  v_cndmask_b32_e64 v47, v45, v43, s60
  v_mul_f32 v7, v39, v47
  v_fma_f32 v9, v7, v17, v7
  v_cmp_eq_f32_e64 s0, 0x7f800000, v7
  v_cndmask_b32_e64 v7, v9, v7, s0
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v9, s0
  v_mov_b32 v11, s44
  v_cndmask_b32_e64 v9, v11, v9, s38
  v_mul_f32 v7, v7, v9
  v_mul_f32 v9, 0x3fb8aa3b, v8
  v_fma_f32 v11, v8, 0x3fb8aa3b, -v9
  v_fma_f32 v8, v8, 0x32a57060, v11
  s_mov_b32 s20, 0x7fffffff
  v_and_b32 v12, s20, v8
  v_cmp_gt_f32_e64 s28, 0x3f800000, v12
  v_cndmask_b32_e64 v16, 0, v8, s28
  v_mul_f32 v18, 0x3f317218, v16
  v_cmp_le_f32_e64 s40, 0x43000000, v9
  s_mov_b32 s44, 0x3f800000
  v_mov_b32 v24, s44
  v_cndmask_b32_e64 v26, 0, v24, s40
  v_sub_f32 v28, v9, v26
  v_cmp_gt_f32_e64 s60, 0xc2fc0000, v28
  s_mov_b32 s64, 0x42800000
  v_mov_b32 v34, s64
  v_cndmask_b32_e64 v36, 0, v34, s60
  v_add_f32 v38, v28, v36
  v_exp_f32 v40, v38
  s_mov_b32 s0, 0x1f800000
  v_mov_b32 v44, s0
  v_mov_b32 v46, s44
  v_cndmask_b32_e64 v8, v46, v44, s60
  v_mul_f32 v8, v40, v8
  v_fma_f32 v9, v8, v18, v8
  v_cmp_eq_f32_e64 s0, 0x7f800000, v8
  v_cndmask_b32_e64 v8, v9, v8, s0
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v9, s0
  v_mov_b32 v11, s44
  v_cndmask_b32_e64 v9, v11, v9, s40
  v_mul_f32 v8, v8, v9
  v_mul_f32 v9, 0x3fb8aa3b, v4
  v_fma_f32 v11, v4, 0x3fb8aa3b, -v9
  v_fma_f32 v11, v4, 0x32a57060, v11
  s_mov_b32 s22, 0x7fffffff
  v_and_b32 v13, s22, v11
  v_cmp_gt_f32_e64 s30, 0x3f800000, v13
  v_cndmask_b32_e64 v17, 0, v11, s30
  v_mul_f32 v19, 0x3f317218, v17
  v_cmp_le_f32_e64 s44, 0x43000000, v9
  s_mov_b32 s48, 0x3f800000
  v_mov_b32 v25, s48
  v_cndmask_b32_e64 v27, 0, v25, s44
  v_sub_f32 v29, v9, v27
  v_cmp_gt_f32_e64 s64, 0xc2fc0000, v29
  s_mov_b32 s68, 0x42800000
  v_mov_b32 v35, s68
  v_cndmask_b32_e64 v37, 0, v35, s64
  v_add_f32 v39, v29, v37
  v_exp_f32 v41, v39
  s_mov_b32 s0, 0x1f800000
  v_mov_b32 v45, s0
  v_mov_b32 v47, s48
  v_cndmask_b32_e64 v4, v47, v45, s64
  v_mul_f32 v4, v41, v4
  v_fma_f32 v9, v4, v19, v4
  v_cmp_eq_f32_e64 s0, 0x7f800000, v4
  v_cndmask_b32_e64 v4, v9, v4, s0
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v9, s0
  v_mov_b32 v11, s48
  v_cndmask_b32_e64 v9, v11, v9, s44
  v_mul_f32 v4, v4, v9
  v_add_f32 v9, v0, v1
  v_add_f32 v9, v9, v2
  v_add_f32 v11, v9, v3
  v_add_f32 v12, v11, v5
  v_add_f32 v14, v12, v7
  v_add_f32 v16, v14, v8
  v_add_f32 v18, v16, v4
  v_xor_b32 v20, 1, v6
  v_lshlrev_b32 v22, 2, v20
  ds_bpermute_b32 v24, v22, v18
  s_waitcnt lgkmcnt(0)
  v_add_f32 v26, v18, v24
  v_xor_b32 v28, 2, v6
  v_lshlrev_b32 v30, 2, v28
  ds_bpermute_b32 v32, v30, v26
  s_waitcnt lgkmcnt(0)
  v_add_f32 v34, v26, v32
  v_xor_b32 v36, 4, v6
  v_lshlrev_b32 v38, 2, v36
  ds_bpermute_b32 v40, v38, v34
  s_waitcnt lgkmcnt(0)
  v_add_f32 v42, v34, v40
  v_xor_b32 v44, 8, v6
  v_lshlrev_b32 v46, 2, v44
  ds_bpermute_b32 v9, v46, v42
  s_waitcnt lgkmcnt(0)
  v_add_f32 v9, v42, v9
  v_xor_b32 v6, 16, v6
  v_lshlrev_b32 v6, 2, v6
  ds_bpermute_b32 v6, v6, v9
  s_waitcnt lgkmcnt(0)
  v_add_f32 v6, v9, v6
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s0, 4
  v_mul_lo_u32 v9, v10, s0
  s_mov_b32 s4, 0
  v_add_nc_u32 v9, v9, s4
  s_mov_b32 s12, 0x200
  v_add_nc_u32 v9, v9, s12
  ds_store_b32 v9, v6
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s24, 0xffffff9f
  v_and_b32 v14, v10, s24
  v_or_b32 v16, v14, s4
  v_mul_lo_u32 v18, v16, s0
  v_add_nc_u32 v20, v18, s4
  v_add_nc_u32 v22, v20, s12
  ds_load_b32 v24, v22
  s_mov_b32 s52, 32
  v_or_b32 v28, v14, s52
  v_mul_lo_u32 v30, v28, s0
  v_add_nc_u32 v32, v30, s4
  v_add_nc_u32 v34, v32, s12
  ds_load_b32 v36, v34
  s_waitcnt lgkmcnt(0)
  v_add_f32 v38, v24, v36
  s_mov_b32 s0, 64
  v_or_b32 v42, v14, s0
  s_mov_b32 s0, 4
  v_mul_lo_u32 v46, v42, s0
  s_mov_b32 s2, 0
  v_add_nc_u32 v6, v46, s2
  s_mov_b32 s4, 0x200
  v_add_nc_u32 v6, v6, s4
  ds_load_b32 v6, v6
  s_waitcnt lgkmcnt(0)
  v_add_f32 v6, v38, v6
  s_mov_b32 s6, 0x60
  v_or_b32 v9, v14, s6
  v_mul_lo_u32 v9, v9, s0
  v_add_nc_u32 v9, v9, s2
  v_add_nc_u32 v9, v9, s4
  ds_load_b32 v9, v9
  s_waitcnt lgkmcnt(0)
  v_add_f32 v9, v6, v9
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_div_scale_f32 v12, vcc_lo, v9, v9, v0
  v_div_scale_f32 v14, vcc_lo, v0, v9, v0
  v_rcp_f32 v16, v12
  v_fma_f32 v18, -v12, v16, 0x3f800000
  v_fma_f32 v20, v18, v16, v16
  v_mul_f32 v22, v14, v20
  v_fma_f32 v24, -v12, v22, v14
  v_fma_f32 v26, v24, v20, v22
  v_fma_f32 v28, -v12, v26, v14
  s_nop 3
  v_div_fmas_f32 v30, v28, v20, v26
  v_div_fixup_f32 v32, v30, v9, v0
  v_div_scale_f32 v34, vcc_lo, v9, v9, v1
  v_div_scale_f32 v36, vcc_lo, v1, v9, v1
  v_rcp_f32 v38, v34
  v_fma_f32 v40, -v34, v38, 0x3f800000
  v_fma_f32 v42, v40, v38, v38
  v_mul_f32 v44, v36, v42
  v_fma_f32 v46, -v34, v44, v36
  v_fma_f32 v0, v46, v42, v44
  v_fma_f32 v6, -v34, v0, v36
  s_nop 3
  v_div_fmas_f32 v0, v6, v42, v0
  v_div_fixup_f32 v0, v0, v9, v1
  v_div_scale_f32 v1, vcc_lo, v9, v9, v2
  v_div_scale_f32 v6, vcc_lo, v2, v9, v2
  v_rcp_f32 v10, v1
  v_fma_f32 v11, -v1, v10, 0x3f800000
  v_fma_f32 v10, v11, v10, v10
  v_mul_f32 v11, v6, v10
  v_fma_f32 v12, -v1, v11, v6
  v_fma_f32 v11, v12, v10, v11
  v_fma_f32 v12, -v1, v11, v6
  s_nop 3
  v_div_fmas_f32 v11, v12, v10, v11
  v_div_fixup_f32 v13, v11, v9, v2
  v_div_scale_f32 v15, vcc_lo, v9, v9, v3
  v_div_scale_f32 v17, vcc_lo, v3, v9, v3
  v_rcp_f32 v19, v15
  v_fma_f32 v21, -v15, v19, 0x3f800000
  v_fma_f32 v23, v21, v19, v19
  v_mul_f32 v25, v17, v23
  v_fma_f32 v27, -v15, v25, v17
  v_fma_f32 v29, v27, v23, v25
  v_fma_f32 v31, -v15, v29, v17
  s_nop 3
  v_div_fmas_f32 v33, v31, v23, v29
  v_div_fixup_f32 v35, v33, v9, v3
  v_div_scale_f32 v37, vcc_lo, v9, v9, v5
  v_div_scale_f32 v39, vcc_lo, v5, v9, v5
  v_rcp_f32 v41, v37
  v_fma_f32 v43, -v37, v41, 0x3f800000
  v_fma_f32 v45, v43, v41, v41
  v_mul_f32 v47, v39, v45
  v_fma_f32 v1, -v37, v47, v39
  v_fma_f32 v1, v1, v45, v47
  v_fma_f32 v2, -v37, v1, v39
  s_nop 3
  v_div_fmas_f32 v1, v2, v45, v1
  v_div_fixup_f32 v1, v1, v9, v5
  v_div_scale_f32 v2, vcc_lo, v9, v9, v7
  v_div_scale_f32 v3, vcc_lo, v7, v9, v7
  v_rcp_f32 v5, v2
  v_fma_f32 v6, -v2, v5, 0x3f800000
  v_fma_f32 v5, v6, v5, v5
  v_mul_f32 v6, v3, v5
  v_fma_f32 v10, -v2, v6, v3
  v_fma_f32 v10, v10, v5, v6
  v_fma_f32 v12, -v2, v10, v3
  s_nop 3
  v_div_fmas_f32 v14, v12, v5, v10
  v_div_fixup_f32 v16, v14, v9, v7
  v_div_scale_f32 v18, vcc_lo, v9, v9, v8
  v_div_scale_f32 v20, vcc_lo, v8, v9, v8
  v_rcp_f32 v22, v18
  v_fma_f32 v24, -v18, v22, 0x3f800000
  v_fma_f32 v26, v24, v22, v22
  v_mul_f32 v28, v20, v26
  v_fma_f32 v30, -v18, v28, v20
  v_fma_f32 v33, v30, v26, v28
  v_fma_f32 v34, -v18, v33, v20
  s_nop 3
  v_div_fmas_f32 v36, v34, v26, v33
  v_div_fixup_f32 v38, v36, v9, v8
  v_div_scale_f32 v40, vcc_lo, v9, v9, v4
  v_div_scale_f32 v42, vcc_lo, v4, v9, v4
  v_rcp_f32 v44, v40
  v_fma_f32 v46, -v40, v44, 0x3f800000
  v_fma_f32 v2, v46, v44, v44
  v_mul_f32 v3, v42, v2
  v_fma_f32 v5, -v40, v3, v42
  v_fma_f32 v3, v5, v2, v3
  v_fma_f32 v5, -v40, v3, v42
  s_nop 3
  v_div_fmas_f32 v2, v5, v2, v3
  v_div_fixup_f32 v2, v2, v9, v4
  v_bfe_u32 v3, v32, 16, 1
  s_mov_b32 s2, 0x7fff
  v_add3_u32 v3, v32, s2, v3
  v_lshrrev_b32 v5, 16, v3
  v_cmp_u_f32_e64 s14, v32, v32
  s_mov_b32 s18, 0x7fc0
  v_mov_b32 v11, s18
  v_cndmask_b32_e64 v14, v5, v11, s14
  v_bfe_u32 v15, v0, 16, 1
  v_add3_u32 v17, v0, s2, v15
  v_lshrrev_b32 v19, 16, v17
  v_cmp_u_f32_e64 s44, v0, v0
  v_mov_b32 v23, s18
  v_cndmask_b32_e64 v25, v19, v23, s44
  v_bfe_u32 v27, v13, 16, 1
  v_add3_u32 v29, v13, s2, v27
  v_lshrrev_b32 v31, 16, v29
  v_cmp_u_f32_e64 s68, v13, v13
  v_mov_b32 v36, s18
  v_cndmask_b32_e64 v37, v31, v36, s68
  v_bfe_u32 v39, v35, 16, 1
  v_add3_u32 v41, v35, s2, v39
  v_lshrrev_b32 v43, 16, v41
  v_cmp_u_f32_e64 s0, v35, v35
  v_mov_b32 v47, s18
  v_cndmask_b32_e64 v0, v43, v47, s0
  v_bfe_u32 v3, v1, 16, 1
  s_mov_b32 s0, 0x7fff
  v_add3_u32 v3, v1, s0, v3
  v_lshrrev_b32 v3, 16, v3
  v_cmp_u_f32_e64 s4, v1, v1
  s_mov_b32 s2, 0x7fc0
  v_mov_b32 v1, s2
  v_cndmask_b32_e64 v3, v3, v1, s4
  v_bfe_u32 v4, v16, 16, 1
  v_add3_u32 v6, v16, s0, v4
  v_lshrrev_b32 v8, 16, v6
  v_cmp_u_f32_e64 s20, v16, v16
  v_mov_b32 v12, s2
  v_cndmask_b32_e64 v15, v8, v12, s20
  v_bfe_u32 v16, v38, 16, 1
  v_add3_u32 v18, v38, s0, v16
  v_lshrrev_b32 v20, 16, v18
  v_cmp_u_f32_e64 s44, v38, v38
  v_mov_b32 v24, s2
  v_cndmask_b32_e64 v26, v20, v24, s44
  v_bfe_u32 v28, v2, 16, 1
  v_add3_u32 v30, v2, s0, v28
  v_lshrrev_b32 v32, 16, v30
  v_cmp_u_f32_e64 s68, v2, v2
  v_mov_b32 v36, s2
  v_cndmask_b32_e64 v38, v32, v36, s68
  s_and_saveexec_b32 s72, s42
  global_store_b16 v[68:69], v14, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s46
  global_store_b16 v[48:49], v25, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s50
  global_store_b16 v[50:51], v37, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s54
  global_store_b16 v[52:53], v0, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s58
  global_store_b16 v[54:55], v3, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s62
  global_store_b16 v[56:57], v15, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s66
  global_store_b16 v[58:59], v26, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s70
  global_store_b16 v[64:65], v38, off
  s_mov_b32 exec_lo, s72
  s_endpgm
.Lsoftmax_bf16_end:
.size softmax_bf16, .Lsoftmax_bf16_end-softmax_bf16
; 74 SGPRs, 76 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 76
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
    .vgpr_count: 76
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
