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
  v_and_b32 v13, s16, v0
  s_load_b64 s[24:25], s[0:1], 0x0
  s_load_b64 s[28:29], s[0:1], 0x8
  s_load_b32 s32, s[0:1], 0x10
  s_load_b32 s36, s[0:1], 0x14
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s40, s2, s32
  s_mov_b32 s44, 0x7f
  v_and_b32 v24, v13, s44
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
  v_add_nc_u32 v10, s40, v0
  v_add_nc_u32 v12, s40, v1
  v_add_nc_u32 v14, s40, v3
  v_add_nc_u32 v16, s40, v5
  v_mul_lo_u32 v18, v2, s0
  v_mul_hi_i32 v20, v2, s0
  v_mov_b32 v78, s24
  v_mov_b32 v79, s25
  v_add_co_u32 v48, vcc_lo, v78, v18
  v_add_co_ci_u32 v49, vcc_lo, v79, v20, vcc_lo
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
  v_mul_lo_u32 v9, v10, s68
  v_mul_hi_i32 v11, v10, s68
  v_mov_b32 v58, s24
  v_mov_b32 v59, s25
  v_add_co_u32 v56, vcc_lo, v58, v9
  v_add_co_ci_u32 v57, vcc_lo, v59, v11, vcc_lo
  v_mul_lo_u32 v9, v12, s68
  v_mul_hi_i32 v11, v12, s68
  v_mov_b32 v60, s24
  v_mov_b32 v61, s25
  v_add_co_u32 v58, vcc_lo, v60, v9
  v_add_co_ci_u32 v59, vcc_lo, v61, v11, vcc_lo
  v_mul_lo_u32 v9, v14, s68
  v_mul_hi_i32 v11, v14, s68
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v68, vcc_lo, v64, v9
  v_add_co_ci_u32 v69, vcc_lo, v65, v11, vcc_lo
  v_mul_lo_u32 v15, v16, s68
  v_mul_hi_i32 v17, v16, s68
  v_mov_b32 v72, s24
  v_mov_b32 v73, s25
  v_add_co_u32 v76, vcc_lo, v72, v15
  v_add_co_ci_u32 v77, vcc_lo, v73, v17, vcc_lo
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
  v_mov_b32 v9, s0
  v_mov_b32 v11, v9
  s_and_saveexec_b32 s72, s66
  global_load_u16 v11, v[68:69], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v9, s0
  v_mov_b32 v19, v9
  s_and_saveexec_b32 s72, s70
  global_load_u16 v19, v[76:77], off
  s_mov_b32 exec_lo, s72
  s_waitcnt vmcnt(0)
  v_lshlrev_b32 v9, 16, v40
  v_lshlrev_b32 v23, 16, v44
  v_lshlrev_b32 v21, 16, v0
  v_lshlrev_b32 v15, 16, v1
  v_lshlrev_b32 v17, 16, v3
  v_lshlrev_b32 v18, 16, v5
  v_lshlrev_b32 v20, 16, v11
  v_lshlrev_b32 v22, 16, v19
  v_max_f32 v24, v9, v9
  v_max_f32 v26, v23, v23
  v_max_f32 v28, v24, v26
  v_cmp_eq_f32_e64 s60, v9, v23
  v_and_b32 v32, v9, v23
  v_cndmask_b32_e64 v34, v28, v32, s60
  v_max_f32 v36, v34, v34
  v_max_f32 v38, v21, v21
  v_max_f32 v40, v36, v38
  v_cmp_eq_f32_e64 s0, v34, v21
  v_and_b32 v44, v34, v21
  v_cndmask_b32_e64 v46, v40, v44, s0
  v_max_f32 v0, v46, v46
  v_max_f32 v1, v15, v15
  v_max_f32 v0, v0, v1
  v_cmp_eq_f32_e64 s0, v46, v15
  v_and_b32 v1, v46, v15
  v_cndmask_b32_e64 v0, v0, v1, s0
  v_max_f32 v1, v0, v0
  v_max_f32 v3, v17, v17
  v_max_f32 v1, v1, v3
  v_cmp_eq_f32_e64 s6, v0, v17
  v_and_b32 v5, v0, v17
  v_cndmask_b32_e64 v11, v1, v5, s6
  v_max_f32 v19, v11, v11
  v_max_f32 v24, v18, v18
  v_max_f32 v19, v19, v24
  v_cmp_eq_f32_e64 s30, v11, v18
  v_and_b32 v24, v11, v18
  v_cndmask_b32_e64 v19, v19, v24, s30
  v_max_f32 v24, v19, v19
  v_max_f32 v25, v20, v20
  v_max_f32 v25, v24, v25
  v_cmp_eq_f32_e64 s56, v19, v20
  v_and_b32 v29, v19, v20
  v_cndmask_b32_e64 v31, v25, v29, s56
  v_max_f32 v33, v31, v31
  v_max_f32 v35, v22, v22
  v_max_f32 v37, v33, v35
  v_cmp_eq_f32_e64 s0, v31, v22
  v_and_b32 v41, v31, v22
  v_cndmask_b32_e64 v43, v37, v41, s0
  v_xor_b32 v45, 1, v6
  v_lshlrev_b32 v47, 2, v45
  ds_bpermute_b32 v0, v47, v43
  v_max_f32 v1, v43, v43
  s_waitcnt lgkmcnt(0)
  v_max_f32 v3, v0, v0
  v_max_f32 v1, v1, v3
  v_cmp_eq_f32_e64 s0, v43, v0
  v_and_b32 v0, v43, v0
  v_cndmask_b32_e64 v0, v1, v0, s0
  v_xor_b32 v1, 2, v6
  v_lshlrev_b32 v3, 2, v1
  ds_bpermute_b32 v5, v3, v0
  v_max_f32 v11, v0, v0
  s_waitcnt lgkmcnt(0)
  v_max_f32 v19, v5, v5
  v_max_f32 v11, v11, v19
  v_cmp_eq_f32_e64 s24, v0, v5
  v_and_b32 v19, v0, v5
  v_cndmask_b32_e64 v19, v11, v19, s24
  v_xor_b32 v24, 4, v6
  v_lshlrev_b32 v24, 2, v24
  ds_bpermute_b32 v24, v24, v19
  v_max_f32 v25, v19, v19
  s_waitcnt lgkmcnt(0)
  v_max_f32 v26, v24, v24
  v_max_f32 v28, v25, v26
  v_cmp_eq_f32_e64 s60, v19, v24
  v_and_b32 v32, v19, v24
  v_cndmask_b32_e64 v34, v28, v32, s60
  v_xor_b32 v36, 8, v6
  v_lshlrev_b32 v38, 2, v36
  ds_bpermute_b32 v40, v38, v34
  v_max_f32 v42, v34, v34
  s_waitcnt lgkmcnt(0)
  v_max_f32 v44, v40, v40
  v_max_f32 v46, v42, v44
  v_cmp_eq_f32_e64 s0, v34, v40
  v_and_b32 v0, v34, v40
  v_cndmask_b32_e64 v0, v46, v0, s0
  v_xor_b32 v1, 16, v6
  v_lshlrev_b32 v1, 2, v1
  ds_bpermute_b32 v1, v1, v0
  v_max_f32 v3, v0, v0
  s_waitcnt lgkmcnt(0)
  v_max_f32 v5, v1, v1
  v_max_f32 v3, v3, v5
  v_cmp_eq_f32_e64 s6, v0, v1
  v_and_b32 v5, v0, v1
  v_cndmask_b32_e64 v19, v3, v5, s6
  s_mov_b32 s18, 4
  v_mul_lo_u32 v11, v13, s18
  ds_store_b32 v11, v19
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s30, 0xffffff9f
  v_and_b32 v19, v13, s30
  v_mul_lo_u32 v19, v19, s18
  ds_load_b32 v24, v19
  ds_load_b32 v26, v19 offset:128
  ds_load_b32 v25, v19 offset:256
  ds_load_b32 v27, v19 offset:384
  s_waitcnt lgkmcnt(0)
  v_max_f32 v29, v24, v24
  v_max_f32 v31, v26, v26
  v_max_f32 v33, v29, v31
  v_cmp_eq_f32_e64 s0, v24, v26
  v_and_b32 v37, v24, v26
  v_cndmask_b32_e64 v39, v33, v37, s0
  v_max_f32 v41, v25, v25
  v_max_f32 v43, v27, v27
  v_max_f32 v45, v41, v43
  v_cmp_eq_f32_e64 s0, v25, v27
  v_and_b32 v0, v25, v27
  v_cndmask_b32_e64 v0, v45, v0, s0
  v_max_f32 v1, v39, v39
  v_max_f32 v3, v0, v0
  v_max_f32 v1, v1, v3
  v_cmp_eq_f32_e64 s0, v39, v0
  v_and_b32 v0, v39, v0
  v_cndmask_b32_e64 v0, v1, v0, s0
  v_sub_f32 v3, v9, v0
  v_sub_f32 v5, v23, v0
  v_sub_f32 v21, v21, v0
  v_sub_f32 v9, v15, v0
  v_sub_f32 v23, v17, v0
  v_sub_f32 v13, v18, v0
  v_sub_f32 v15, v20, v0
  v_sub_f32 v22, v22, v0
  v_mul_f32 v18, 0x3fb8aa3b, v3
  v_fma_f32 v20, v3, 0x3fb8aa3b, -v18
  v_fma_f32 v24, v3, 0x32a57060, v20
  s_mov_b32 s48, 0x7fffffff
  v_and_b32 v26, s48, v24
  v_cmp_gt_f32_e64 s56, 0x3f800000, v26
  v_cndmask_b32_e64 v30, 0, v24, s56
  v_mul_f32 v32, 0x3f317218, v30
  v_cmp_le_f32_e64 s68, 0x43000000, v18
  s_mov_b32 s0, 0x3f800000
  v_mov_b32 v38, s0
  v_cndmask_b32_e64 v40, 0, v38, s68
  v_sub_f32 v42, v18, v40
  v_cmp_gt_f32_e64 s2, 0xc2fc0000, v42
  s_mov_b32 s4, 0x42800000
  v_mov_b32 v0, s4
  v_cndmask_b32_e64 v0, 0, v0, s2
  v_add_f32 v0, v42, v0
  v_exp_f32 v0, v0
  s_mov_b32 s4, 0x1f800000
  v_mov_b32 v1, s4
  v_mov_b32 v3, s0
  v_cndmask_b32_e64 v1, v3, v1, s2
  v_mul_f32 v1, v0, v1
  v_fma_f32 v3, v1, v32, v1
  v_cmp_eq_f32_e64 s10, 0x7f800000, v1
  v_cndmask_b32_e64 v17, v3, v1, s10
  s_mov_b32 s18, 0x40000000
  v_mov_b32 v18, s18
  v_mov_b32 v20, s0
  v_cndmask_b32_e64 v18, v20, v18, s68
  v_mul_f32 v17, v17, v18
  v_mul_f32 v20, 0x3fb8aa3b, v5
  v_fma_f32 v24, v5, 0x3fb8aa3b, -v20
  v_fma_f32 v24, v5, 0x32a57060, v24
  s_mov_b32 s52, 0x7fffffff
  v_and_b32 v27, s52, v24
  v_cmp_gt_f32_e64 s60, 0x3f800000, v27
  v_cndmask_b32_e64 v31, 0, v24, s60
  v_mul_f32 v33, 0x3f317218, v31
  v_cmp_le_f32_e64 s0, 0x43000000, v20
  s_mov_b32 s2, 0x3f800000
  v_mov_b32 v39, s2
  v_cndmask_b32_e64 v41, 0, v39, s0
  v_sub_f32 v43, v20, v41
  v_cmp_gt_f32_e64 s4, 0xc2fc0000, v43
  s_mov_b32 s6, 0x42800000
  v_mov_b32 v0, s6
  v_cndmask_b32_e64 v0, 0, v0, s4
  v_add_f32 v0, v43, v0
  v_exp_f32 v0, v0
  s_mov_b32 s6, 0x1f800000
  v_mov_b32 v1, s6
  v_mov_b32 v3, s2
  v_cndmask_b32_e64 v1, v3, v1, s4
  v_mul_f32 v3, v0, v1
  v_fma_f32 v5, v3, v33, v3
  v_cmp_eq_f32_e64 s12, 0x7f800000, v3
  v_cndmask_b32_e64 v18, v5, v3, s12
  s_mov_b32 s20, 0x40000000
  v_mov_b32 v20, s20
  v_mov_b32 v24, s2
  v_cndmask_b32_e64 v20, v24, v20, s0
  v_mul_f32 v18, v18, v20
  v_mul_f32 v20, 0x3fb8aa3b, v21
  v_fma_f32 v24, v21, 0x3fb8aa3b, -v20
  v_fma_f32 v24, v21, 0x32a57060, v24
  s_mov_b32 s52, 0x7fffffff
  v_and_b32 v28, s52, v24
  v_cmp_gt_f32_e64 s60, 0x3f800000, v28
  v_cndmask_b32_e64 v32, 0, v24, s60
  v_mul_f32 v34, 0x3f317218, v32
  v_cmp_le_f32_e64 s0, 0x43000000, v20
  s_mov_b32 s2, 0x3f800000
  v_mov_b32 v40, s2
  v_cndmask_b32_e64 v42, 0, v40, s0
  v_sub_f32 v44, v20, v42
  v_cmp_gt_f32_e64 s4, 0xc2fc0000, v44
  s_mov_b32 s6, 0x42800000
  v_mov_b32 v0, s6
  v_cndmask_b32_e64 v0, 0, v0, s4
  v_add_f32 v0, v44, v0
  v_exp_f32 v0, v0
  s_mov_b32 s6, 0x1f800000
  v_mov_b32 v1, s6
  v_mov_b32 v3, s2
  v_cndmask_b32_e64 v1, v3, v1, s4
  v_mul_f32 v3, v0, v1
  v_fma_f32 v5, v3, v34, v3
  v_cmp_eq_f32_e64 s14, 0x7f800000, v3
  v_cndmask_b32_e64 v20, v5, v3, s14
  s_mov_b32 s22, 0x40000000
  v_mov_b32 v21, s22
  v_mov_b32 v24, s2
  v_cndmask_b32_e64 v21, v24, v21, s0
  v_mul_f32 v20, v20, v21
  v_mul_f32 v21, 0x3fb8aa3b, v9
  v_fma_f32 v24, v9, 0x3fb8aa3b, -v21
  v_fma_f32 v25, v9, 0x32a57060, v24
  s_mov_b32 s56, 0x7fffffff
  v_and_b32 v29, s56, v25
  v_cmp_gt_f32_e64 s64, 0x3f800000, v29
  v_cndmask_b32_e64 v33, 0, v25, s64
  v_mul_f32 v35, 0x3f317218, v33
  v_cmp_le_f32_e64 s0, 0x43000000, v21
  s_mov_b32 s2, 0x3f800000
  v_mov_b32 v41, s2
  v_cndmask_b32_e64 v43, 0, v41, s0
  v_sub_f32 v45, v21, v43
  v_cmp_gt_f32_e64 s4, 0xc2fc0000, v45
  s_mov_b32 s6, 0x42800000
  v_mov_b32 v0, s6
  v_cndmask_b32_e64 v0, 0, v0, s4
  v_add_f32 v0, v45, v0
  v_exp_f32 v0, v0
  s_mov_b32 s6, 0x1f800000
  v_mov_b32 v1, s6
  v_mov_b32 v3, s2
  v_cndmask_b32_e64 v3, v3, v1, s4
  v_mul_f32 v5, v0, v3
  v_fma_f32 v9, v5, v35, v5
  v_cmp_eq_f32_e64 s16, 0x7f800000, v5
  v_cndmask_b32_e64 v21, v9, v5, s16
  s_mov_b32 s24, 0x40000000
  v_mov_b32 v24, s24
  v_mov_b32 v25, s2
  v_cndmask_b32_e64 v24, v25, v24, s0
  v_mul_f32 v21, v21, v24
  v_mul_f32 v24, 0x3fb8aa3b, v23
  v_fma_f32 v25, v23, 0x3fb8aa3b, -v24
  v_fma_f32 v26, v23, 0x32a57060, v25
  s_mov_b32 s56, 0x7fffffff
  v_and_b32 v30, s56, v26
  v_cmp_gt_f32_e64 s64, 0x3f800000, v30
  v_cndmask_b32_e64 v34, 0, v26, s64
  v_mul_f32 v36, 0x3f317218, v34
  v_cmp_le_f32_e64 s0, 0x43000000, v24
  s_mov_b32 s2, 0x3f800000
  v_mov_b32 v42, s2
  v_cndmask_b32_e64 v44, 0, v42, s0
  v_sub_f32 v46, v24, v44
  v_cmp_gt_f32_e64 s4, 0xc2fc0000, v46
  s_mov_b32 s6, 0x42800000
  v_mov_b32 v0, s6
  v_cndmask_b32_e64 v0, 0, v0, s4
  v_add_f32 v0, v46, v0
  v_exp_f32 v0, v0
  s_mov_b32 s6, 0x1f800000
  v_mov_b32 v1, s6
  v_mov_b32 v3, s2
  v_cndmask_b32_e64 v3, v3, v1, s4
  v_mul_f32 v5, v0, v3
  v_fma_f32 v9, v5, v36, v5
  v_cmp_eq_f32_e64 s18, 0x7f800000, v5
  v_cndmask_b32_e64 v23, v9, v5, s18
  s_mov_b32 s26, 0x40000000
  v_mov_b32 v24, s26
  v_mov_b32 v25, s2
  v_cndmask_b32_e64 v24, v25, v24, s0
  v_mul_f32 v23, v23, v24
  v_mul_f32 v24, 0x3fb8aa3b, v13
  v_fma_f32 v25, v13, 0x3fb8aa3b, -v24
  v_fma_f32 v27, v13, 0x32a57060, v25
  s_mov_b32 s60, 0x7fffffff
  v_and_b32 v31, s60, v27
  v_cmp_gt_f32_e64 s68, 0x3f800000, v31
  v_cndmask_b32_e64 v35, 0, v27, s68
  v_mul_f32 v37, 0x3f317218, v35
  v_cmp_le_f32_e64 s0, 0x43000000, v24
  s_mov_b32 s2, 0x3f800000
  v_mov_b32 v43, s2
  v_cndmask_b32_e64 v45, 0, v43, s0
  v_sub_f32 v47, v24, v45
  v_cmp_gt_f32_e64 s4, 0xc2fc0000, v47
  s_mov_b32 s6, 0x42800000
  v_mov_b32 v0, s6
  v_cndmask_b32_e64 v0, 0, v0, s4
  v_add_f32 v0, v47, v0
  v_exp_f32 v0, v0
  s_mov_b32 s6, 0x1f800000
  v_mov_b32 v1, s6
  v_mov_b32 v3, s2
  v_cndmask_b32_e64 v5, v3, v1, s4
  v_mul_f32 v9, v0, v5
  v_fma_f32 v13, v9, v37, v9
  v_cmp_eq_f32_e64 s20, 0x7f800000, v9
  v_cndmask_b32_e64 v13, v13, v9, s20
  s_mov_b32 s30, 0x40000000
  v_mov_b32 v24, s30
  v_mov_b32 v25, s2
  v_cndmask_b32_e64 v24, v25, v24, s0
  v_mul_f32 v24, v13, v24
  v_mul_f32 v25, 0x3fb8aa3b, v15
  v_fma_f32 v26, v15, 0x3fb8aa3b, -v25
  v_fma_f32 v28, v15, 0x32a57060, v26
  s_mov_b32 s60, 0x7fffffff
  v_and_b32 v32, s60, v28
  v_cmp_gt_f32_e64 s68, 0x3f800000, v32
  v_cndmask_b32_e64 v36, 0, v28, s68
  v_mul_f32 v38, 0x3f317218, v36
  v_cmp_le_f32_e64 s0, 0x43000000, v25
  s_mov_b32 s2, 0x3f800000
  v_mov_b32 v44, s2
  v_cndmask_b32_e64 v46, 0, v44, s0
  v_sub_f32 v0, v25, v46
  v_cmp_gt_f32_e64 s4, 0xc2fc0000, v0
  s_mov_b32 s6, 0x42800000
  v_mov_b32 v1, s6
  v_cndmask_b32_e64 v1, 0, v1, s4
  v_add_f32 v0, v0, v1
  v_exp_f32 v0, v0
  s_mov_b32 s6, 0x1f800000
  v_mov_b32 v1, s6
  v_mov_b32 v3, s2
  v_cndmask_b32_e64 v5, v3, v1, s4
  v_mul_f32 v9, v0, v5
  v_fma_f32 v13, v9, v38, v9
  v_cmp_eq_f32_e64 s22, 0x7f800000, v9
  v_cndmask_b32_e64 v13, v13, v9, s22
  s_mov_b32 s30, 0x40000000
  v_mov_b32 v25, s30
  v_mov_b32 v26, s2
  v_cndmask_b32_e64 v25, v26, v25, s0
  v_mul_f32 v25, v13, v25
  v_mul_f32 v26, 0x3fb8aa3b, v22
  v_fma_f32 v27, v22, 0x3fb8aa3b, -v26
  v_fma_f32 v29, v22, 0x32a57060, v27
  s_mov_b32 s64, 0x7fffffff
  v_and_b32 v33, s64, v29
  v_cmp_gt_f32_e64 s0, 0x3f800000, v33
  v_cndmask_b32_e64 v37, 0, v29, s0
  v_mul_f32 v39, 0x3f317218, v37
  v_cmp_le_f32_e64 s0, 0x43000000, v26
  s_mov_b32 s2, 0x3f800000
  v_mov_b32 v45, s2
  v_cndmask_b32_e64 v47, 0, v45, s0
  v_sub_f32 v0, v26, v47
  v_cmp_gt_f32_e64 s4, 0xc2fc0000, v0
  s_mov_b32 s6, 0x42800000
  v_mov_b32 v1, s6
  v_cndmask_b32_e64 v1, 0, v1, s4
  v_add_f32 v0, v0, v1
  v_exp_f32 v0, v0
  s_mov_b32 s6, 0x1f800000
  v_mov_b32 v3, s6
  v_mov_b32 v5, s2
  v_cndmask_b32_e64 v9, v5, v3, s4
  v_mul_f32 v9, v0, v9
  v_fma_f32 v13, v9, v39, v9
  v_cmp_eq_f32_e64 s24, 0x7f800000, v9
  v_cndmask_b32_e64 v15, v13, v9, s24
  s_mov_b32 s32, 0x40000000
  v_mov_b32 v22, s32
  v_mov_b32 v26, s2
  v_cndmask_b32_e64 v22, v26, v22, s0
  v_mul_f32 v26, v15, v22
  v_add_f32 v27, v17, v18
  v_add_f32 v28, v27, v20
  v_add_f32 v30, v28, v21
  v_add_f32 v32, v30, v23
  v_add_f32 v34, v32, v24
  v_add_f32 v36, v34, v25
  v_add_f32 v38, v36, v26
  v_xor_b32 v40, 1, v6
  v_lshlrev_b32 v42, 2, v40
  ds_bpermute_b32 v44, v42, v38
  s_waitcnt lgkmcnt(0)
  v_add_f32 v46, v38, v44
  v_xor_b32 v0, 2, v6
  v_lshlrev_b32 v0, 2, v0
  ds_bpermute_b32 v0, v0, v46
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v46, v0
  v_xor_b32 v1, 4, v6
  v_lshlrev_b32 v1, 2, v1
  ds_bpermute_b32 v1, v1, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v1
  v_xor_b32 v1, 8, v6
  v_lshlrev_b32 v3, 2, v1
  ds_bpermute_b32 v5, v3, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v9, v0, v5
  v_xor_b32 v13, 16, v6
  v_lshlrev_b32 v13, 2, v13
  ds_bpermute_b32 v13, v13, v9
  s_waitcnt lgkmcnt(0)
  v_add_f32 v15, v9, v13
  ds_store_b32 v11, v15 offset:512
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  ds_load_b32 v22, v19 offset:512
  ds_load_b32 v28, v19 offset:640
  ds_load_b32 v27, v19 offset:768
  ds_load_b32 v29, v19 offset:896
  s_waitcnt lgkmcnt(0)
  v_add_f32 v28, v22, v28
  v_add_f32 v29, v27, v29
  v_add_f32 v31, v28, v29
  s_mov_b32 s68, 2
  v_mul_lo_u32 v35, v2, s68
  v_mul_hi_i32 v37, v2, s68
  v_mov_b32 v50, s28
  v_mov_b32 v51, s29
  v_add_co_u32 v48, vcc_lo, v50, v35
  v_add_co_ci_u32 v49, vcc_lo, v51, v37, vcc_lo
  v_mul_lo_u32 v43, v4, s68
  v_mul_hi_i32 v45, v4, s68
  v_mov_b32 v52, s28
  v_mov_b32 v53, s29
  v_add_co_u32 v50, vcc_lo, v52, v43
  v_add_co_ci_u32 v51, vcc_lo, v53, v45, vcc_lo
  v_mul_lo_u32 v0, v7, s68
  v_mul_hi_i32 v1, v7, s68
  v_mov_b32 v54, s28
  v_mov_b32 v55, s29
  v_add_co_u32 v52, vcc_lo, v54, v0
  v_add_co_ci_u32 v53, vcc_lo, v55, v1, vcc_lo
  v_mul_lo_u32 v0, v8, s68
  v_mul_hi_i32 v1, v8, s68
  v_mov_b32 v56, s28
  v_mov_b32 v57, s29
  v_add_co_u32 v54, vcc_lo, v56, v0
  v_add_co_ci_u32 v55, vcc_lo, v57, v1, vcc_lo
  v_mul_lo_u32 v4, v10, s68
  v_mul_hi_i32 v6, v10, s68
  v_mov_b32 v62, s28
  v_mov_b32 v63, s29
  v_add_co_u32 v66, vcc_lo, v62, v4
  v_add_co_ci_u32 v67, vcc_lo, v63, v6, vcc_lo
  v_mul_lo_u32 v13, v12, s68
  v_mul_hi_i32 v15, v12, s68
  v_mov_b32 v70, s28
  v_mov_b32 v71, s29
  v_add_co_u32 v74, vcc_lo, v70, v13
  v_add_co_ci_u32 v75, vcc_lo, v71, v15, vcc_lo
  s_mov_b32 s40, 2
  v_mul_lo_u32 v22, v14, s40
  v_mul_hi_i32 v27, v14, s40
  v_mov_b32 v58, s28
  v_mov_b32 v59, s29
  v_add_co_u32 v56, vcc_lo, v58, v22
  v_add_co_ci_u32 v57, vcc_lo, v59, v27, vcc_lo
  v_mul_lo_u32 v30, v16, s40
  v_mul_hi_i32 v32, v16, s40
  v_mov_b32 v60, s28
  v_mov_b32 v61, s29
  v_add_co_u32 v58, vcc_lo, v60, v30
  v_add_co_ci_u32 v59, vcc_lo, v61, v32, vcc_lo
  v_div_scale_f32 v38, vcc_lo, v31, v31, v17
  v_div_scale_f32 v40, vcc_lo, v17, v31, v17
  v_rcp_f32 v42, v38
  v_fma_f32 v44, -v38, v42, 0x3f800000
  v_fma_f32 v46, v44, v42, v42
  v_mul_f32 v0, v40, v46
  v_fma_f32 v1, -v38, v0, v40
  v_fma_f32 v0, v1, v46, v0
  v_fma_f32 v1, -v38, v0, v40
  s_nop 3
  v_div_fmas_f32 v0, v1, v46, v0
  v_div_fixup_f32 v0, v0, v31, v17
  v_div_scale_f32 v1, vcc_lo, v31, v31, v18
  v_div_scale_f32 v2, vcc_lo, v18, v31, v18
  v_rcp_f32 v3, v1
  v_fma_f32 v4, -v1, v3, 0x3f800000
  v_fma_f32 v5, v4, v3, v3
  v_mul_f32 v7, v2, v5
  v_fma_f32 v9, -v1, v7, v2
  v_fma_f32 v11, v9, v5, v7
  v_fma_f32 v13, -v1, v11, v2
  s_nop 3
  v_div_fmas_f32 v15, v13, v5, v11
  v_div_fixup_f32 v17, v15, v31, v18
  v_div_scale_f32 v19, vcc_lo, v31, v31, v20
  v_div_scale_f32 v22, vcc_lo, v20, v31, v20
  v_rcp_f32 v27, v19
  v_fma_f32 v28, -v19, v27, 0x3f800000
  v_fma_f32 v27, v28, v27, v27
  v_mul_f32 v29, v22, v27
  v_fma_f32 v32, -v19, v29, v22
  v_fma_f32 v33, v32, v27, v29
  v_fma_f32 v35, -v19, v33, v22
  s_nop 3
  v_div_fmas_f32 v37, v35, v27, v33
  v_div_fixup_f32 v39, v37, v31, v20
  v_div_scale_f32 v41, vcc_lo, v31, v31, v21
  v_div_scale_f32 v43, vcc_lo, v21, v31, v21
  v_rcp_f32 v45, v41
  v_fma_f32 v47, -v41, v45, 0x3f800000
  v_fma_f32 v1, v47, v45, v45
  v_mul_f32 v2, v43, v1
  v_fma_f32 v3, -v41, v2, v43
  v_fma_f32 v2, v3, v1, v2
  v_fma_f32 v3, -v41, v2, v43
  s_nop 3
  v_div_fmas_f32 v1, v3, v1, v2
  v_div_fixup_f32 v1, v1, v31, v21
  v_div_scale_f32 v2, vcc_lo, v31, v31, v23
  v_div_scale_f32 v3, vcc_lo, v23, v31, v23
  v_rcp_f32 v4, v2
  v_fma_f32 v6, -v2, v4, 0x3f800000
  v_fma_f32 v8, v6, v4, v4
  v_mul_f32 v10, v3, v8
  v_fma_f32 v12, -v2, v10, v3
  v_fma_f32 v14, v12, v8, v10
  v_fma_f32 v16, -v2, v14, v3
  s_nop 3
  v_div_fmas_f32 v18, v16, v8, v14
  v_div_fixup_f32 v20, v18, v31, v23
  v_div_scale_f32 v22, vcc_lo, v31, v31, v24
  v_div_scale_f32 v27, vcc_lo, v24, v31, v24
  v_rcp_f32 v28, v22
  v_fma_f32 v29, -v22, v28, 0x3f800000
  v_fma_f32 v30, v29, v28, v28
  v_mul_f32 v32, v27, v30
  v_fma_f32 v34, -v22, v32, v27
  v_fma_f32 v36, v34, v30, v32
  v_fma_f32 v38, -v22, v36, v27
  s_nop 3
  v_div_fmas_f32 v40, v38, v30, v36
  v_div_fixup_f32 v42, v40, v31, v24
  v_div_scale_f32 v44, vcc_lo, v31, v31, v25
  v_div_scale_f32 v46, vcc_lo, v25, v31, v25
  v_rcp_f32 v2, v44
  v_fma_f32 v3, -v44, v2, 0x3f800000
  v_fma_f32 v2, v3, v2, v2
  v_mul_f32 v3, v46, v2
  v_fma_f32 v4, -v44, v3, v46
  v_fma_f32 v3, v4, v2, v3
  v_fma_f32 v4, -v44, v3, v46
  s_nop 3
  v_div_fmas_f32 v2, v4, v2, v3
  v_div_fixup_f32 v2, v2, v31, v25
  v_div_scale_f32 v3, vcc_lo, v31, v31, v26
  v_div_scale_f32 v5, vcc_lo, v26, v31, v26
  v_rcp_f32 v7, v3
  v_fma_f32 v9, -v3, v7, 0x3f800000
  v_fma_f32 v11, v9, v7, v7
  v_mul_f32 v13, v5, v11
  v_fma_f32 v15, -v3, v13, v5
  v_fma_f32 v18, v15, v11, v13
  v_fma_f32 v19, -v3, v18, v5
  s_nop 3
  v_div_fmas_f32 v21, v19, v11, v18
  v_div_fixup_f32 v23, v21, v31, v26
  v_bfe_u32 v25, v0, 16, 1
  s_mov_b32 s56, 0x7fff
  v_add3_u32 v29, v0, s56, v25
  v_lshrrev_b32 v31, 16, v29
  v_cmp_u_f32_e64 s68, v0, v0
  s_mov_b32 s0, 0x7fc0
  v_mov_b32 v37, s0
  v_cndmask_b32_e64 v40, v31, v37, s68
  v_bfe_u32 v41, v17, 16, 1
  v_add3_u32 v43, v17, s56, v41
  v_lshrrev_b32 v45, 16, v43
  v_cmp_u_f32_e64 s2, v17, v17
  v_mov_b32 v0, s0
  v_cndmask_b32_e64 v0, v45, v0, s2
  v_bfe_u32 v3, v39, 16, 1
  v_add3_u32 v3, v39, s56, v3
  v_lshrrev_b32 v3, 16, v3
  v_cmp_u_f32_e64 s2, v39, v39
  v_mov_b32 v4, s0
  v_cndmask_b32_e64 v3, v3, v4, s2
  v_bfe_u32 v4, v1, 16, 1
  v_add3_u32 v4, v1, s56, v4
  v_lshrrev_b32 v6, 16, v4
  v_cmp_u_f32_e64 s16, v1, v1
  v_mov_b32 v10, s0
  v_cndmask_b32_e64 v12, v6, v10, s16
  v_bfe_u32 v14, v20, 16, 1
  s_mov_b32 s32, 0x7fff
  v_add3_u32 v18, v20, s32, v14
  v_lshrrev_b32 v21, 16, v18
  v_cmp_u_f32_e64 s44, v20, v20
  s_mov_b32 s48, 0x7fc0
  v_mov_b32 v26, s48
  v_cndmask_b32_e64 v28, v21, v26, s44
  v_bfe_u32 v30, v42, 16, 1
  v_add3_u32 v32, v42, s32, v30
  v_lshrrev_b32 v34, 16, v32
  v_cmp_u_f32_e64 s0, v42, v42
  v_mov_b32 v38, s48
  v_cndmask_b32_e64 v41, v34, v38, s0
  v_bfe_u32 v42, v2, 16, 1
  v_add3_u32 v44, v2, s32, v42
  v_lshrrev_b32 v46, 16, v44
  v_cmp_u_f32_e64 s0, v2, v2
  v_mov_b32 v1, s48
  v_cndmask_b32_e64 v1, v46, v1, s0
  v_bfe_u32 v2, v23, 16, 1
  v_add3_u32 v2, v23, s32, v2
  v_lshrrev_b32 v2, 16, v2
  v_cmp_u_f32_e64 s0, v23, v23
  v_mov_b32 v4, s48
  v_cndmask_b32_e64 v2, v2, v4, s0
  s_and_saveexec_b32 s72, s42
  global_store_b16 v[48:49], v40, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s46
  global_store_b16 v[50:51], v0, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s50
  global_store_b16 v[52:53], v3, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s54
  global_store_b16 v[54:55], v12, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s58
  global_store_b16 v[66:67], v28, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s62
  global_store_b16 v[74:75], v41, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s66
  global_store_b16 v[56:57], v1, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s70
  global_store_b16 v[58:59], v2, off
  s_mov_b32 exec_lo, s72
  s_endpgm
.Lsoftmax_bf16_end:
.size softmax_bf16, .Lsoftmax_bf16_end-softmax_bf16
; 74 SGPRs, 80 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 80
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
    .vgpr_count: 80
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
