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
  v_and_b32 v10, s16, v0
  s_load_b64 s[24:25], s[0:1], 0x0
  s_load_b64 s[28:29], s[0:1], 0x8
  s_load_b32 s32, s[0:1], 0x10
  s_load_b32 s36, s[0:1], 0x14
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s40, s2, s32
  s_mov_b32 s44, 0x7f
  v_and_b32 v24, v10, s44
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
  v_add_nc_u32 v2, v37, s0
  s_mov_b32 s0, 0x203
  v_add_nc_u32 v3, v37, s0
  v_add_nc_u32 v13, s40, v37
  v_add_nc_u32 v5, s40, v41
  v_add_nc_u32 v9, s40, v43
  v_add_nc_u32 v8, s40, v47
  v_add_nc_u32 v11, s40, v0
  v_add_nc_u32 v12, s40, v1
  v_add_nc_u32 v14, s40, v2
  v_add_nc_u32 v16, s40, v3
  s_mov_b32 s38, 4
  v_mul_lo_u32 v20, v13, s38
  v_mul_hi_i32 v22, v13, s38
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc_lo, v50, v20
  v_add_co_ci_u32 v49, vcc_lo, v51, v22, vcc_lo
  v_mul_lo_u32 v28, v5, s38
  v_mul_hi_i32 v30, v5, s38
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc_lo, v52, v28
  v_add_co_ci_u32 v51, vcc_lo, v53, v30, vcc_lo
  v_mul_lo_u32 v36, v9, s38
  v_mul_hi_i32 v38, v9, s38
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc_lo, v54, v36
  v_add_co_ci_u32 v53, vcc_lo, v55, v38, vcc_lo
  v_mul_lo_u32 v44, v8, s38
  v_mul_hi_i32 v46, v8, s38
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc_lo, v56, v44
  v_add_co_ci_u32 v55, vcc_lo, v57, v46, vcc_lo
  v_mul_lo_u32 v4, v11, s38
  v_mul_hi_i32 v7, v11, s38
  v_mov_b32 v58, s24
  v_mov_b32 v59, s25
  v_add_co_u32 v56, vcc_lo, v58, v4
  v_add_co_ci_u32 v57, vcc_lo, v59, v7, vcc_lo
  v_mul_lo_u32 v4, v12, s38
  v_mul_hi_i32 v7, v12, s38
  v_mov_b32 v60, s24
  v_mov_b32 v61, s25
  v_add_co_u32 v58, vcc_lo, v60, v4
  v_add_co_ci_u32 v59, vcc_lo, v61, v7, vcc_lo
  s_mov_b32 s10, 4
  v_mul_lo_u32 v7, v14, s10
  v_mul_hi_i32 v15, v14, s10
  v_mov_b32 v62, s24
  v_mov_b32 v63, s25
  v_add_co_u32 v64, vcc_lo, v62, v7
  v_add_co_ci_u32 v65, vcc_lo, v63, v15, vcc_lo
  v_mul_lo_u32 v15, v16, s10
  v_mul_hi_i32 v17, v16, s10
  v_mov_b32 v70, s24
  v_mov_b32 v71, s25
  v_add_co_u32 v72, vcc_lo, v70, v15
  v_add_co_ci_u32 v73, vcc_lo, v71, v17, vcc_lo
  v_cmp_lt_i32_e64 s46, v37, s36
  v_cmp_lt_i32_e64 s50, v41, s36
  v_cmp_lt_i32_e64 s54, v43, s36
  v_cmp_lt_i32_e64 s58, v47, s36
  v_cmp_lt_i32_e64 s62, v0, s36
  v_cmp_lt_i32_e64 s66, v1, s36
  v_cmp_lt_i32_e64 s70, v2, s36
  v_cmp_lt_i32_e64 s0, v3, s36
  s_mov_b32 s2, 0xff800000
  v_mov_b32 v43, s2
  v_mov_b32 v42, v43
  s_and_saveexec_b32 s72, s46
  global_load_b32 v42, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v47, s2
  v_mov_b32 v46, v47
  s_and_saveexec_b32 s72, s50
  global_load_b32 v46, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v1, s2
  v_mov_b32 v0, v1
  s_and_saveexec_b32 s72, s54
  global_load_b32 v0, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v2, s2
  v_mov_b32 v1, v2
  s_and_saveexec_b32 s72, s58
  global_load_b32 v1, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v3, s2
  v_mov_b32 v2, v3
  s_and_saveexec_b32 s72, s62
  global_load_b32 v2, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v4, s2
  v_mov_b32 v3, v4
  s_and_saveexec_b32 s72, s66
  global_load_b32 v3, v[58:59], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v7, s2
  v_mov_b32 v4, v7
  s_and_saveexec_b32 s72, s70
  global_load_b32 v4, v[64:65], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v15, s2
  v_mov_b32 v7, v15
  s_and_saveexec_b32 s72, s0
  global_load_b32 v7, v[72:73], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s20, 4
  v_mul_lo_u32 v15, v13, s20
  v_mul_hi_i32 v17, v13, s20
  v_mov_b32 v66, s28
  v_mov_b32 v67, s29
  v_add_co_u32 v68, vcc_lo, v66, v15
  v_add_co_ci_u32 v69, vcc_lo, v67, v17, vcc_lo
  v_mul_lo_u32 v20, v5, s20
  v_mul_hi_i32 v22, v5, s20
  v_mov_b32 v50, s28
  v_mov_b32 v51, s29
  v_add_co_u32 v48, vcc_lo, v50, v20
  v_add_co_ci_u32 v49, vcc_lo, v51, v22, vcc_lo
  v_mul_lo_u32 v28, v9, s20
  v_mul_hi_i32 v30, v9, s20
  v_mov_b32 v52, s28
  v_mov_b32 v53, s29
  v_add_co_u32 v50, vcc_lo, v52, v28
  v_add_co_ci_u32 v51, vcc_lo, v53, v30, vcc_lo
  v_mul_lo_u32 v36, v8, s20
  v_mul_hi_i32 v38, v8, s20
  v_mov_b32 v54, s28
  v_mov_b32 v55, s29
  v_add_co_u32 v52, vcc_lo, v54, v36
  v_add_co_ci_u32 v53, vcc_lo, v55, v38, vcc_lo
  v_mul_lo_u32 v44, v11, s20
  v_mul_hi_i32 v47, v11, s20
  v_mov_b32 v56, s28
  v_mov_b32 v57, s29
  v_add_co_u32 v54, vcc_lo, v56, v44
  v_add_co_ci_u32 v55, vcc_lo, v57, v47, vcc_lo
  v_mul_lo_u32 v5, v12, s20
  v_mul_hi_i32 v8, v12, s20
  v_mov_b32 v58, s28
  v_mov_b32 v59, s29
  v_add_co_u32 v56, vcc_lo, v58, v5
  v_add_co_ci_u32 v57, vcc_lo, v59, v8, vcc_lo
  s_mov_b32 s2, 4
  v_mul_lo_u32 v5, v14, s2
  v_mul_hi_i32 v8, v14, s2
  v_mov_b32 v60, s28
  v_mov_b32 v61, s29
  v_add_co_u32 v58, vcc_lo, v60, v5
  v_add_co_ci_u32 v59, vcc_lo, v61, v8, vcc_lo
  v_mul_lo_u32 v8, v16, s2
  v_mul_hi_i32 v9, v16, s2
  v_mov_b32 v62, s28
  v_mov_b32 v63, s29
  v_add_co_u32 v64, vcc_lo, v62, v8
  v_add_co_ci_u32 v65, vcc_lo, v63, v9, vcc_lo
  s_waitcnt vmcnt(0)
  v_max_f32 v15, v42, v42
  v_max_f32 v17, v46, v46
  v_max_f32 v19, v15, v17
  v_cmp_eq_f32_e64 s42, v42, v46
  v_and_b32 v23, v42, v46
  v_cndmask_b32_e64 v25, v19, v23, s42
  v_max_f32 v27, v25, v25
  v_max_f32 v29, v0, v0
  v_max_f32 v31, v27, v29
  v_cmp_eq_f32_e64 s68, v25, v0
  v_and_b32 v35, v25, v0
  v_cndmask_b32_e64 v37, v31, v35, s68
  v_max_f32 v39, v37, v37
  v_max_f32 v41, v1, v1
  v_max_f32 v43, v39, v41
  v_cmp_eq_f32_e64 s2, v37, v1
  v_and_b32 v47, v37, v1
  v_cndmask_b32_e64 v5, v43, v47, s2
  v_max_f32 v8, v5, v5
  v_max_f32 v9, v2, v2
  v_max_f32 v8, v8, v9
  v_cmp_eq_f32_e64 s2, v5, v2
  v_and_b32 v5, v5, v2
  v_cndmask_b32_e64 v5, v8, v5, s2
  v_max_f32 v8, v5, v5
  v_max_f32 v9, v3, v3
  v_max_f32 v8, v8, v9
  v_cmp_eq_f32_e64 s12, v5, v3
  v_and_b32 v9, v5, v3
  v_cndmask_b32_e64 v11, v8, v9, s12
  v_max_f32 v12, v11, v11
  v_max_f32 v14, v4, v4
  v_max_f32 v16, v12, v14
  v_cmp_eq_f32_e64 s36, v11, v4
  v_and_b32 v20, v11, v4
  v_cndmask_b32_e64 v22, v16, v20, s36
  v_max_f32 v24, v22, v22
  v_max_f32 v26, v7, v7
  v_max_f32 v28, v24, v26
  v_cmp_eq_f32_e64 s60, v22, v7
  v_and_b32 v32, v22, v7
  v_cndmask_b32_e64 v34, v28, v32, s60
  v_xor_b32 v36, 1, v6
  v_lshlrev_b32 v38, 2, v36
  ds_bpermute_b32 v40, v38, v34
  v_max_f32 v43, v34, v34
  s_waitcnt lgkmcnt(0)
  v_max_f32 v44, v40, v40
  v_max_f32 v47, v43, v44
  v_cmp_eq_f32_e64 s2, v34, v40
  v_and_b32 v5, v34, v40
  v_cndmask_b32_e64 v5, v47, v5, s2
  v_xor_b32 v8, 2, v6
  v_lshlrev_b32 v8, 2, v8
  ds_bpermute_b32 v8, v8, v5
  v_max_f32 v9, v5, v5
  s_waitcnt lgkmcnt(0)
  v_max_f32 v11, v8, v8
  v_max_f32 v9, v9, v11
  v_cmp_eq_f32_e64 s6, v5, v8
  v_and_b32 v5, v5, v8
  v_cndmask_b32_e64 v8, v9, v5, s6
  v_xor_b32 v9, 4, v6
  v_lshlrev_b32 v11, 2, v9
  ds_bpermute_b32 v13, v11, v8
  v_max_f32 v15, v8, v8
  s_waitcnt lgkmcnt(0)
  v_max_f32 v17, v13, v13
  v_max_f32 v19, v15, v17
  v_cmp_eq_f32_e64 s42, v8, v13
  v_and_b32 v23, v8, v13
  v_cndmask_b32_e64 v25, v19, v23, s42
  v_xor_b32 v27, 8, v6
  v_lshlrev_b32 v29, 2, v27
  ds_bpermute_b32 v31, v29, v25
  v_max_f32 v33, v25, v25
  s_waitcnt lgkmcnt(0)
  v_max_f32 v35, v31, v31
  v_max_f32 v37, v33, v35
  v_cmp_eq_f32_e64 s2, v25, v31
  v_and_b32 v41, v25, v31
  v_cndmask_b32_e64 v43, v37, v41, s2
  v_xor_b32 v45, 16, v6
  v_lshlrev_b32 v47, 2, v45
  ds_bpermute_b32 v5, v47, v43
  v_max_f32 v8, v43, v43
  s_waitcnt lgkmcnt(0)
  v_max_f32 v9, v5, v5
  v_max_f32 v8, v8, v9
  v_cmp_eq_f32_e64 s2, v43, v5
  v_and_b32 v5, v43, v5
  v_cndmask_b32_e64 v5, v8, v5, s2
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s2, 4
  v_mul_lo_u32 v8, v10, s2
  s_mov_b32 s10, 0
  v_add_nc_u32 v8, v8, s10
  ds_store_b32 v8, v5
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s22, 0xffffff9f
  v_and_b32 v13, v10, s22
  v_or_b32 v15, v13, s10
  v_mul_lo_u32 v17, v15, s2
  v_add_nc_u32 v19, v17, s10
  ds_load_b32 v21, v19
  s_mov_b32 s48, 32
  v_or_b32 v25, v13, s48
  v_mul_lo_u32 v27, v25, s2
  v_add_nc_u32 v29, v27, s10
  ds_load_b32 v31, v29
  s_waitcnt lgkmcnt(0)
  v_max_f32 v33, v21, v21
  v_max_f32 v35, v31, v31
  v_max_f32 v37, v33, v35
  v_cmp_eq_f32_e64 s2, v21, v31
  v_and_b32 v41, v21, v31
  v_cndmask_b32_e64 v43, v37, v41, s2
  s_mov_b32 s2, 64
  v_or_b32 v47, v13, s2
  s_mov_b32 s2, 4
  v_mul_lo_u32 v5, v47, s2
  s_mov_b32 s4, 0
  v_add_nc_u32 v5, v5, s4
  ds_load_b32 v5, v5
  v_max_f32 v8, v43, v43
  s_waitcnt lgkmcnt(0)
  v_max_f32 v9, v5, v5
  v_max_f32 v8, v8, v9
  v_cmp_eq_f32_e64 s6, v43, v5
  v_and_b32 v5, v43, v5
  v_cndmask_b32_e64 v8, v8, v5, s6
  s_mov_b32 s16, 0x60
  v_or_b32 v11, v13, s16
  v_mul_lo_u32 v12, v11, s2
  v_add_nc_u32 v14, v12, s4
  ds_load_b32 v16, v14
  v_max_f32 v18, v8, v8
  s_waitcnt lgkmcnt(0)
  v_max_f32 v20, v16, v16
  v_max_f32 v22, v18, v20
  v_cmp_eq_f32_e64 s48, v8, v16
  v_and_b32 v26, v8, v16
  v_cndmask_b32_e64 v28, v22, v26, s48
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_sub_f32 v31, v42, v28
  v_sub_f32 v33, v46, v28
  v_sub_f32 v35, v0, v28
  v_sub_f32 v37, v1, v28
  v_sub_f32 v39, v2, v28
  v_sub_f32 v41, v3, v28
  v_sub_f32 v43, v4, v28
  v_sub_f32 v45, v7, v28
  v_mul_f32 v47, 0x3fb8aa3b, v31
  v_fma_f32 v0, v31, 0x3fb8aa3b, -v47
  v_fma_f32 v0, v31, 0x32a57060, v0
  s_mov_b32 s2, 0x7fffffff
  v_and_b32 v1, s2, v0
  v_cmp_gt_f32_e64 s2, 0x3f800000, v1
  v_cndmask_b32_e64 v0, 0, v0, s2
  v_mul_f32 v0, 0x3f317218, v0
  v_cmp_le_f32_e64 s2, 0x43000000, v47
  s_mov_b32 s4, 0x3f800000
  v_mov_b32 v4, s4
  v_cndmask_b32_e64 v7, 0, v4, s2
  v_sub_f32 v8, v47, v7
  v_cmp_gt_f32_e64 s20, 0xc2fc0000, v8
  s_mov_b32 s24, 0x42800000
  v_mov_b32 v14, s24
  v_cndmask_b32_e64 v16, 0, v14, s20
  v_add_f32 v18, v8, v16
  v_exp_f32 v20, v18
  s_mov_b32 s44, 0x1f800000
  v_mov_b32 v24, s44
  v_mov_b32 v26, s4
  v_cndmask_b32_e64 v28, v26, v24, s20
  v_mul_f32 v30, v20, v28
  v_fma_f32 v32, v30, v0, v30
  v_cmp_eq_f32_e64 s68, 0x7f800000, v30
  v_cndmask_b32_e64 v36, v32, v30, s68
  s_mov_b32 s6, 0x40000000
  v_mov_b32 v40, s6
  v_mov_b32 v42, s4
  v_cndmask_b32_e64 v44, v42, v40, s2
  v_mul_f32 v46, v36, v44
  v_mul_f32 v1, 0x3fb8aa3b, v33
  v_fma_f32 v0, v33, 0x3fb8aa3b, -v1
  v_fma_f32 v0, v33, 0x32a57060, v0
  s_mov_b32 s2, 0x7fffffff
  v_and_b32 v2, s2, v0
  v_cmp_gt_f32_e64 s2, 0x3f800000, v2
  v_cndmask_b32_e64 v0, 0, v0, s2
  v_mul_f32 v0, 0x3f317218, v0
  v_cmp_le_f32_e64 s2, 0x43000000, v1
  s_mov_b32 s6, 0x3f800000
  v_mov_b32 v5, s6
  v_cndmask_b32_e64 v7, 0, v5, s2
  v_sub_f32 v9, v1, v7
  v_cmp_gt_f32_e64 s22, 0xc2fc0000, v9
  s_mov_b32 s26, 0x42800000
  v_mov_b32 v15, s26
  v_cndmask_b32_e64 v17, 0, v15, s22
  v_add_f32 v19, v9, v17
  v_exp_f32 v21, v19
  s_mov_b32 s48, 0x1f800000
  v_mov_b32 v25, s48
  v_mov_b32 v27, s6
  v_cndmask_b32_e64 v29, v27, v25, s22
  v_mul_f32 v31, v21, v29
  v_fma_f32 v33, v31, v0, v31
  v_cmp_eq_f32_e64 s4, 0x7f800000, v31
  v_cndmask_b32_e64 v38, v33, v31, s4
  s_mov_b32 s4, 0x40000000
  v_mov_b32 v42, s4
  v_mov_b32 v44, s6
  v_cndmask_b32_e64 v47, v44, v42, s2
  v_mul_f32 v47, v38, v47
  v_mul_f32 v1, 0x3fb8aa3b, v35
  v_fma_f32 v0, v35, 0x3fb8aa3b, -v1
  v_fma_f32 v0, v35, 0x32a57060, v0
  s_mov_b32 s2, 0x7fffffff
  v_and_b32 v2, s2, v0
  v_cmp_gt_f32_e64 s2, 0x3f800000, v2
  v_cndmask_b32_e64 v0, 0, v0, s2
  v_mul_f32 v0, 0x3f317218, v0
  v_cmp_le_f32_e64 s4, 0x43000000, v1
  s_mov_b32 s8, 0x3f800000
  v_mov_b32 v7, s8
  v_cndmask_b32_e64 v8, 0, v7, s4
  v_sub_f32 v11, v1, v8
  v_cmp_gt_f32_e64 s24, 0xc2fc0000, v11
  s_mov_b32 s28, 0x42800000
  v_mov_b32 v16, s28
  v_cndmask_b32_e64 v18, 0, v16, s24
  v_add_f32 v20, v11, v18
  v_exp_f32 v22, v20
  s_mov_b32 s48, 0x1f800000
  v_mov_b32 v26, s48
  v_mov_b32 v28, s8
  v_cndmask_b32_e64 v30, v28, v26, s24
  v_mul_f32 v32, v22, v30
  v_fma_f32 v34, v32, v0, v32
  v_cmp_eq_f32_e64 s2, 0x7f800000, v32
  v_cndmask_b32_e64 v38, v34, v32, s2
  s_mov_b32 s2, 0x40000000
  v_mov_b32 v42, s2
  v_mov_b32 v44, s8
  v_cndmask_b32_e64 v0, v44, v42, s4
  v_mul_f32 v0, v38, v0
  v_mul_f32 v2, 0x3fb8aa3b, v37
  v_fma_f32 v1, v37, 0x3fb8aa3b, -v2
  v_fma_f32 v1, v37, 0x32a57060, v1
  s_mov_b32 s2, 0x7fffffff
  v_and_b32 v3, s2, v1
  v_cmp_gt_f32_e64 s2, 0x3f800000, v3
  v_cndmask_b32_e64 v1, 0, v1, s2
  v_mul_f32 v1, 0x3f317218, v1
  v_cmp_le_f32_e64 s6, 0x43000000, v2
  s_mov_b32 s10, 0x3f800000
  v_mov_b32 v7, s10
  v_cndmask_b32_e64 v9, 0, v7, s6
  v_sub_f32 v11, v2, v9
  v_cmp_gt_f32_e64 s26, 0xc2fc0000, v11
  s_mov_b32 s30, 0x42800000
  v_mov_b32 v17, s30
  v_cndmask_b32_e64 v19, 0, v17, s26
  v_add_f32 v21, v11, v19
  v_exp_f32 v23, v21
  s_mov_b32 s52, 0x1f800000
  v_mov_b32 v27, s52
  v_mov_b32 v29, s10
  v_cndmask_b32_e64 v31, v29, v27, s26
  v_mul_f32 v33, v23, v31
  v_fma_f32 v35, v33, v1, v33
  v_cmp_eq_f32_e64 s2, 0x7f800000, v33
  v_cndmask_b32_e64 v40, v35, v33, s2
  s_mov_b32 s2, 0x40000000
  v_mov_b32 v44, s2
  v_mov_b32 v1, s10
  v_cndmask_b32_e64 v1, v1, v44, s6
  v_mul_f32 v1, v40, v1
  v_mul_f32 v3, 0x3fb8aa3b, v39
  v_fma_f32 v2, v39, 0x3fb8aa3b, -v3
  v_fma_f32 v2, v39, 0x32a57060, v2
  s_mov_b32 s2, 0x7fffffff
  v_and_b32 v4, s2, v2
  v_cmp_gt_f32_e64 s2, 0x3f800000, v4
  v_cndmask_b32_e64 v2, 0, v2, s2
  v_mul_f32 v2, 0x3f317218, v2
  v_cmp_le_f32_e64 s8, 0x43000000, v3
  s_mov_b32 s12, 0x3f800000
  v_mov_b32 v8, s12
  v_cndmask_b32_e64 v11, 0, v8, s8
  v_sub_f32 v12, v3, v11
  v_cmp_gt_f32_e64 s28, 0xc2fc0000, v12
  s_mov_b32 s32, 0x42800000
  v_mov_b32 v18, s32
  v_cndmask_b32_e64 v20, 0, v18, s28
  v_add_f32 v22, v12, v20
  v_exp_f32 v24, v22
  s_mov_b32 s52, 0x1f800000
  v_mov_b32 v28, s52
  v_mov_b32 v30, s12
  v_cndmask_b32_e64 v32, v30, v28, s28
  v_mul_f32 v34, v24, v32
  v_fma_f32 v36, v34, v2, v34
  v_cmp_eq_f32_e64 s2, 0x7f800000, v34
  v_cndmask_b32_e64 v40, v36, v34, s2
  s_mov_b32 s2, 0x40000000
  v_mov_b32 v44, s2
  v_mov_b32 v2, s12
  v_cndmask_b32_e64 v2, v2, v44, s8
  v_mul_f32 v2, v40, v2
  v_mul_f32 v4, 0x3fb8aa3b, v41
  v_fma_f32 v3, v41, 0x3fb8aa3b, -v4
  v_fma_f32 v3, v41, 0x32a57060, v3
  s_mov_b32 s2, 0x7fffffff
  v_and_b32 v5, s2, v3
  v_cmp_gt_f32_e64 s2, 0x3f800000, v5
  v_cndmask_b32_e64 v3, 0, v3, s2
  v_mul_f32 v3, 0x3f317218, v3
  v_cmp_le_f32_e64 s10, 0x43000000, v4
  s_mov_b32 s14, 0x3f800000
  v_mov_b32 v9, s14
  v_cndmask_b32_e64 v11, 0, v9, s10
  v_sub_f32 v13, v4, v11
  v_cmp_gt_f32_e64 s30, 0xc2fc0000, v13
  s_mov_b32 s34, 0x42800000
  v_mov_b32 v19, s34
  v_cndmask_b32_e64 v21, 0, v19, s30
  v_add_f32 v23, v13, v21
  v_exp_f32 v25, v23
  s_mov_b32 s56, 0x1f800000
  v_mov_b32 v29, s56
  v_mov_b32 v31, s14
  v_cndmask_b32_e64 v33, v31, v29, s30
  v_mul_f32 v35, v25, v33
  v_fma_f32 v37, v35, v3, v35
  v_cmp_eq_f32_e64 s2, 0x7f800000, v35
  v_cndmask_b32_e64 v41, v37, v35, s2
  s_mov_b32 s2, 0x40000000
  v_mov_b32 v3, s2
  v_mov_b32 v4, s14
  v_cndmask_b32_e64 v3, v4, v3, s10
  v_mul_f32 v3, v41, v3
  v_mul_f32 v5, 0x3fb8aa3b, v43
  v_fma_f32 v4, v43, 0x3fb8aa3b, -v5
  v_fma_f32 v4, v43, 0x32a57060, v4
  s_mov_b32 s2, 0x7fffffff
  v_and_b32 v7, s2, v4
  v_cmp_gt_f32_e64 s2, 0x3f800000, v7
  v_cndmask_b32_e64 v4, 0, v4, s2
  v_mul_f32 v4, 0x3f317218, v4
  v_cmp_le_f32_e64 s12, 0x43000000, v5
  s_mov_b32 s16, 0x3f800000
  v_mov_b32 v11, s16
  v_cndmask_b32_e64 v12, 0, v11, s12
  v_sub_f32 v14, v5, v12
  v_cmp_gt_f32_e64 s32, 0xc2fc0000, v14
  s_mov_b32 s36, 0x42800000
  v_mov_b32 v20, s36
  v_cndmask_b32_e64 v22, 0, v20, s32
  v_add_f32 v24, v14, v22
  v_exp_f32 v26, v24
  s_mov_b32 s56, 0x1f800000
  v_mov_b32 v30, s56
  v_mov_b32 v32, s16
  v_cndmask_b32_e64 v34, v32, v30, s32
  v_mul_f32 v36, v26, v34
  v_fma_f32 v38, v36, v4, v36
  v_cmp_eq_f32_e64 s2, 0x7f800000, v36
  v_cndmask_b32_e64 v42, v38, v36, s2
  s_mov_b32 s2, 0x40000000
  v_mov_b32 v4, s2
  v_mov_b32 v5, s16
  v_cndmask_b32_e64 v4, v5, v4, s12
  v_mul_f32 v4, v42, v4
  v_mul_f32 v7, 0x3fb8aa3b, v45
  v_fma_f32 v5, v45, 0x3fb8aa3b, -v7
  v_fma_f32 v5, v45, 0x32a57060, v5
  s_mov_b32 s2, 0x7fffffff
  v_and_b32 v8, s2, v5
  v_cmp_gt_f32_e64 s2, 0x3f800000, v8
  v_cndmask_b32_e64 v5, 0, v5, s2
  v_mul_f32 v5, 0x3f317218, v5
  v_cmp_le_f32_e64 s14, 0x43000000, v7
  s_mov_b32 s18, 0x3f800000
  v_mov_b32 v11, s18
  v_cndmask_b32_e64 v13, 0, v11, s14
  v_sub_f32 v15, v7, v13
  v_cmp_gt_f32_e64 s34, 0xc2fc0000, v15
  s_mov_b32 s38, 0x42800000
  v_mov_b32 v21, s38
  v_cndmask_b32_e64 v23, 0, v21, s34
  v_add_f32 v25, v15, v23
  v_exp_f32 v27, v25
  s_mov_b32 s60, 0x1f800000
  v_mov_b32 v31, s60
  v_mov_b32 v33, s18
  v_cndmask_b32_e64 v35, v33, v31, s34
  v_mul_f32 v37, v27, v35
  v_fma_f32 v39, v37, v5, v37
  v_cmp_eq_f32_e64 s2, 0x7f800000, v37
  v_cndmask_b32_e64 v43, v39, v37, s2
  s_mov_b32 s2, 0x40000000
  v_mov_b32 v5, s2
  v_mov_b32 v7, s18
  v_cndmask_b32_e64 v5, v7, v5, s14
  v_mul_f32 v5, v43, v5
  v_add_f32 v7, v46, v47
  v_add_f32 v7, v7, v0
  v_add_f32 v7, v7, v1
  v_add_f32 v7, v7, v2
  v_add_f32 v7, v7, v3
  v_add_f32 v7, v7, v4
  v_add_f32 v7, v7, v5
  v_xor_b32 v8, 1, v6
  v_lshlrev_b32 v8, 2, v8
  ds_bpermute_b32 v11, v8, v7
  s_waitcnt lgkmcnt(0)
  v_add_f32 v12, v7, v11
  v_xor_b32 v14, 2, v6
  v_lshlrev_b32 v16, 2, v14
  ds_bpermute_b32 v18, v16, v12
  s_waitcnt lgkmcnt(0)
  v_add_f32 v20, v12, v18
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
  v_lshlrev_b32 v40, 2, v38
  ds_bpermute_b32 v42, v40, v36
  s_waitcnt lgkmcnt(0)
  v_add_f32 v44, v36, v42
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s2, 4
  v_mul_lo_u32 v6, v10, s2
  s_mov_b32 s4, 0
  v_add_nc_u32 v6, v6, s4
  s_mov_b32 s6, 0x200
  v_add_nc_u32 v6, v6, s6
  ds_store_b32 v6, v44
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s8, 0xffffff9f
  v_and_b32 v6, v10, s8
  v_or_b32 v7, v6, s4
  v_mul_lo_u32 v7, v7, s2
  v_add_nc_u32 v7, v7, s4
  v_add_nc_u32 v8, v7, s6
  ds_load_b32 v10, v8
  s_mov_b32 s24, 32
  v_or_b32 v14, v6, s24
  v_mul_lo_u32 v16, v14, s2
  v_add_nc_u32 v18, v16, s4
  v_add_nc_u32 v20, v18, s6
  ds_load_b32 v22, v20
  s_waitcnt lgkmcnt(0)
  v_add_f32 v24, v10, v22
  s_mov_b32 s52, 64
  v_or_b32 v28, v6, s52
  s_mov_b32 s60, 4
  v_mul_lo_u32 v32, v28, s60
  s_mov_b32 s68, 0
  v_add_nc_u32 v36, v32, s68
  s_mov_b32 s2, 0x200
  v_add_nc_u32 v40, v36, s2
  ds_load_b32 v42, v40
  s_waitcnt lgkmcnt(0)
  v_add_f32 v44, v24, v42
  s_mov_b32 s4, 0x60
  v_or_b32 v6, v6, s4
  v_mul_lo_u32 v6, v6, s60
  v_add_nc_u32 v6, v6, s68
  v_add_nc_u32 v6, v6, s2
  ds_load_b32 v6, v6
  s_waitcnt lgkmcnt(0)
  v_add_f32 v6, v44, v6
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_div_scale_f32 v7, vcc_lo, v6, v6, v46
  v_div_scale_f32 v8, vcc_lo, v46, v6, v46
  v_rcp_f32 v9, v7
  v_fma_f32 v10, -v7, v9, 0x3f800000
  v_fma_f32 v9, v10, v9, v9
  v_mul_f32 v10, v8, v9
  v_fma_f32 v11, -v7, v10, v8
  v_fma_f32 v12, v11, v9, v10
  v_fma_f32 v14, -v7, v12, v8
  s_nop 3
  v_div_fmas_f32 v16, v14, v9, v12
  v_div_fixup_f32 v18, v16, v6, v46
  v_div_scale_f32 v20, vcc_lo, v6, v6, v47
  v_div_scale_f32 v22, vcc_lo, v47, v6, v47
  v_rcp_f32 v24, v20
  v_fma_f32 v26, -v20, v24, 0x3f800000
  v_fma_f32 v28, v26, v24, v24
  v_mul_f32 v30, v22, v28
  v_fma_f32 v32, -v20, v30, v22
  v_fma_f32 v34, v32, v28, v30
  v_fma_f32 v36, -v20, v34, v22
  s_nop 3
  v_div_fmas_f32 v38, v36, v28, v34
  v_div_fixup_f32 v40, v38, v6, v47
  v_div_scale_f32 v42, vcc_lo, v6, v6, v0
  v_div_scale_f32 v44, vcc_lo, v0, v6, v0
  v_rcp_f32 v46, v42
  v_fma_f32 v7, -v42, v46, 0x3f800000
  v_fma_f32 v7, v7, v46, v46
  v_mul_f32 v8, v44, v7
  v_fma_f32 v9, -v42, v8, v44
  v_fma_f32 v8, v9, v7, v8
  v_fma_f32 v9, -v42, v8, v44
  s_nop 3
  v_div_fmas_f32 v7, v9, v7, v8
  v_div_fixup_f32 v0, v7, v6, v0
  v_div_scale_f32 v7, vcc_lo, v6, v6, v1
  v_div_scale_f32 v8, vcc_lo, v1, v6, v1
  v_rcp_f32 v9, v7
  v_fma_f32 v10, -v7, v9, 0x3f800000
  v_fma_f32 v9, v10, v9, v9
  v_mul_f32 v11, v8, v9
  v_fma_f32 v13, -v7, v11, v8
  v_fma_f32 v15, v13, v9, v11
  v_fma_f32 v17, -v7, v15, v8
  s_nop 3
  v_div_fmas_f32 v19, v17, v9, v15
  v_div_fixup_f32 v21, v19, v6, v1
  v_div_scale_f32 v23, vcc_lo, v6, v6, v2
  v_div_scale_f32 v25, vcc_lo, v2, v6, v2
  v_rcp_f32 v27, v23
  v_fma_f32 v29, -v23, v27, 0x3f800000
  v_fma_f32 v31, v29, v27, v27
  v_mul_f32 v33, v25, v31
  v_fma_f32 v35, -v23, v33, v25
  v_fma_f32 v37, v35, v31, v33
  v_fma_f32 v39, -v23, v37, v25
  s_nop 3
  v_div_fmas_f32 v41, v39, v31, v37
  v_div_fixup_f32 v43, v41, v6, v2
  v_div_scale_f32 v45, vcc_lo, v6, v6, v3
  v_div_scale_f32 v47, vcc_lo, v3, v6, v3
  v_rcp_f32 v1, v45
  v_fma_f32 v2, -v45, v1, 0x3f800000
  v_fma_f32 v1, v2, v1, v1
  v_mul_f32 v2, v47, v1
  v_fma_f32 v7, -v45, v2, v47
  v_fma_f32 v2, v7, v1, v2
  v_fma_f32 v7, -v45, v2, v47
  s_nop 3
  v_div_fmas_f32 v1, v7, v1, v2
  v_div_fixup_f32 v2, v1, v6, v3
  v_div_scale_f32 v7, vcc_lo, v6, v6, v4
  v_div_scale_f32 v8, vcc_lo, v4, v6, v4
  v_rcp_f32 v9, v7
  v_fma_f32 v10, -v7, v9, 0x3f800000
  v_fma_f32 v12, v10, v9, v9
  v_mul_f32 v14, v8, v12
  v_fma_f32 v16, -v7, v14, v8
  v_fma_f32 v19, v16, v12, v14
  v_fma_f32 v20, -v7, v19, v8
  s_nop 3
  v_div_fmas_f32 v22, v20, v12, v19
  v_div_fixup_f32 v24, v22, v6, v4
  v_div_scale_f32 v26, vcc_lo, v6, v6, v5
  v_div_scale_f32 v28, vcc_lo, v5, v6, v5
  v_rcp_f32 v30, v26
  v_fma_f32 v32, -v26, v30, 0x3f800000
  v_fma_f32 v34, v32, v30, v30
  v_mul_f32 v36, v28, v34
  v_fma_f32 v38, -v26, v36, v28
  v_fma_f32 v41, v38, v34, v36
  v_fma_f32 v42, -v26, v41, v28
  s_nop 3
  v_div_fmas_f32 v44, v42, v34, v41
  v_div_fixup_f32 v46, v44, v6, v5
  s_and_saveexec_b32 s72, s46
  global_store_b32 v[68:69], v18, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s50
  global_store_b32 v[48:49], v40, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s54
  global_store_b32 v[50:51], v0, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s58
  global_store_b32 v[52:53], v21, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s62
  global_store_b32 v[54:55], v43, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s66
  global_store_b32 v[56:57], v2, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s70
  global_store_b32 v[58:59], v24, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s0
  global_store_b32 v[64:65], v46, off
  s_mov_b32 exec_lo, s72
  s_endpgm
.Lsoftmax_end:
.size softmax, .Lsoftmax_end-softmax
; 74 SGPRs, 74 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 74
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
    .vgpr_count: 74
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
