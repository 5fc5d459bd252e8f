.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 5
.text
.globl layernorm
.p2align 8
.type layernorm,@function
layernorm:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v7, 31, v0
  s_mov_b32 s16, 0x3ff
  v_and_b32 v10, s16, v0
  s_load_b64 s[24:25], s[0:1], 0x0
  s_load_b64 s[28:29], s[0:1], 0x8
  s_load_b64 s[32:33], s[0:1], 0x10
  s_load_b64 s[36:37], s[0:1], 0x18
  s_load_b64 s[40:41], s[0:1], 0x20
  s_load_b64 s[44:45], s[0:1], 0x28
  s_load_b32 s48, s[0:1], 0x30
  s_load_b32 s52, s[0:1], 0x34
  s_load_b32 s56, s[0:1], 0x38
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s60, s2, s48
  s_mov_b32 s64, 0x7f
  v_and_b32 v34, v10, s64
  s_mov_b32 s0, 2
  v_lshlrev_b32 v38, s0, v34
  s_cmp_ge_u32 s0, 32
  s_cselect_b32 s4, -1, 0
  v_cndmask_b32_e64 v43, v38, 0, s4
  s_mov_b32 s4, 0
  v_add_nc_u32 v47, v43, s4
  s_mov_b32 s4, 1
  v_add_nc_u32 v5, v47, s4
  v_add_nc_u32 v4, v47, s0
  s_mov_b32 s0, 3
  v_add_nc_u32 v3, v47, s0
  s_mov_b32 s0, 0x200
  v_add_nc_u32 v1, v47, s0
  s_mov_b32 s0, 0x201
  v_add_nc_u32 v2, v47, s0
  s_mov_b32 s8, 0x202
  v_add_nc_u32 v6, v47, s8
  s_mov_b32 s16, 0x203
  v_add_nc_u32 v11, v47, s16
  v_add_nc_u32 v12, s60, v47
  v_add_nc_u32 v14, s60, v5
  v_add_nc_u32 v16, s60, v4
  v_add_nc_u32 v18, s60, v3
  v_add_nc_u32 v20, s60, v1
  v_add_nc_u32 v22, s60, v2
  v_add_nc_u32 v24, s60, v6
  v_add_nc_u32 v26, s60, v11
  s_mov_b32 s58, 4
  v_mul_lo_u32 v30, v12, s58
  v_mul_hi_i32 v32, v12, s58
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc_lo, v50, v30
  v_add_co_ci_u32 v49, vcc_lo, v51, v32, vcc_lo
  v_mul_lo_u32 v38, v14, s58
  v_mul_hi_i32 v40, v14, s58
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc_lo, v52, v38
  v_add_co_ci_u32 v51, vcc_lo, v53, v40, vcc_lo
  v_mul_lo_u32 v46, v16, s58
  v_mul_hi_i32 v0, v16, s58
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc_lo, v54, v46
  v_add_co_ci_u32 v53, vcc_lo, v55, v0, vcc_lo
  v_mul_lo_u32 v0, v18, s58
  v_mul_hi_i32 v8, v18, s58
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc_lo, v56, v0
  v_add_co_ci_u32 v55, vcc_lo, v57, v8, vcc_lo
  v_mul_lo_u32 v0, v20, s58
  v_mul_hi_i32 v8, v20, s58
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v58, vcc_lo, v56, v0
  v_add_co_ci_u32 v59, vcc_lo, v57, v8, vcc_lo
  v_mul_lo_u32 v8, v22, s58
  v_mul_hi_i32 v9, v22, s58
  v_mov_b32 v68, s24
  v_mov_b32 v69, s25
  v_add_co_u32 v72, vcc_lo, v68, v8
  v_add_co_ci_u32 v73, vcc_lo, v69, v9, vcc_lo
  s_mov_b32 s30, 4
  v_mul_lo_u32 v17, v24, s30
  v_mul_hi_i32 v19, v24, s30
  v_mov_b32 v82, s24
  v_mov_b32 v83, s25
  v_add_co_u32 v86, vcc_lo, v82, v17
  v_add_co_ci_u32 v87, vcc_lo, v83, v19, vcc_lo
  v_mul_lo_u32 v25, v26, s30
  v_mul_hi_i32 v27, v26, s30
  v_mov_b32 v60, s24
  v_mov_b32 v61, s25
  v_add_co_u32 v56, vcc_lo, v60, v25
  v_add_co_ci_u32 v57, vcc_lo, v61, v27, vcc_lo
  v_cmp_lt_i32_e64 s66, v47, s52
  v_cmp_lt_i32_e64 s70, v5, s52
  v_cmp_lt_i32_e64 s12, v4, s52
  v_cmp_lt_i32_e64 s10, v3, s52
  v_cmp_lt_i32_e64 s8, v1, s52
  v_cmp_lt_i32_e64 s6, v2, s52
  v_cmp_lt_i32_e64 s4, v6, s52
  v_cmp_lt_i32_e64 s0, v11, s52
  s_mov_b32 s14, 0
  v_mov_b32 v0, s14
  v_mov_b32 v8, v0
  s_and_saveexec_b32 s72, s66
  global_load_b32 v8, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v0, s14
  v_mov_b32 v9, v0
  s_and_saveexec_b32 s72, s70
  global_load_b32 v9, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v0, s14
  v_mov_b32 v15, v0
  s_and_saveexec_b32 s72, s12
  global_load_b32 v15, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v13, s14
  v_mov_b32 v17, v13
  s_and_saveexec_b32 s72, s10
  global_load_b32 v17, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v13, s14
  v_mov_b32 v19, v13
  s_and_saveexec_b32 s72, s8
  global_load_b32 v19, v[58:59], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v13, s14
  v_mov_b32 v21, v13
  s_and_saveexec_b32 s72, s6
  global_load_b32 v21, v[72:73], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v13, s14
  v_mov_b32 v25, v13
  s_and_saveexec_b32 s72, s4
  global_load_b32 v25, v[86:87], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v23, s14
  v_mov_b32 v27, v23
  s_and_saveexec_b32 s72, s0
  global_load_b32 v27, v[56:57], off
  s_mov_b32 exec_lo, s72
  s_waitcnt vmcnt(0)
  v_add_f32 v23, v8, v9
  v_add_f32 v23, v23, v15
  v_add_f32 v28, v23, v17
  v_add_f32 v28, v28, v19
  v_add_f32 v28, v28, v21
  v_add_f32 v30, v28, v25
  v_add_f32 v32, v30, v27
  v_xor_b32 v34, 1, v7
  v_lshlrev_b32 v36, 2, v34
  ds_bpermute_b32 v38, v36, v32
  s_waitcnt lgkmcnt(0)
  v_add_f32 v40, v32, v38
  v_xor_b32 v42, 2, v7
  v_lshlrev_b32 v44, 2, v42
  ds_bpermute_b32 v46, v44, v40
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v40, v46
  v_xor_b32 v13, 4, v7
  v_lshlrev_b32 v13, 2, v13
  ds_bpermute_b32 v13, v13, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v13
  v_xor_b32 v13, 8, v7
  v_lshlrev_b32 v13, 2, v13
  ds_bpermute_b32 v13, v13, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v13, v0, v13
  v_xor_b32 v23, 16, v7
  v_lshlrev_b32 v23, 2, v23
  ds_bpermute_b32 v23, v23, v13
  s_waitcnt lgkmcnt(0)
  v_add_f32 v23, v13, v23
  s_mov_b32 s22, 4
  v_mul_lo_u32 v13, v10, s22
  ds_store_b32 v13, v23
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s34, 0xffffff9f
  v_and_b32 v23, v10, s34
  v_mul_lo_u32 v23, v23, s22
  ds_load_b32 v28, v23
  ds_load_b32 v30, v23 offset:128
  ds_load_b32 v29, v23 offset:256
  ds_load_b32 v32, v23 offset:384
  s_waitcnt lgkmcnt(0)
  v_add_f32 v31, v28, v30
  v_add_f32 v33, v29, v32
  v_add_f32 v35, v31, v33
  v_cvt_f32_i32 v37, s52
  v_div_scale_f32 v39, vcc_lo, v37, v37, v35
  v_div_scale_f32 v41, vcc_lo, v35, v37, v35
  v_rcp_f32 v43, v39
  v_fma_f32 v45, -v39, v43, 0x3f800000
  v_fma_f32 v0, v45, v43, v43
  v_mul_f32 v28, v41, v0
  v_fma_f32 v29, -v39, v28, v41
  v_fma_f32 v28, v29, v0, v28
  v_fma_f32 v29, -v39, v28, v41
  s_nop 3
  v_div_fmas_f32 v0, v29, v0, v28
  v_div_fixup_f32 v0, v0, v37, v35
  v_sub_f32 v31, v8, v0
  v_sub_f32 v30, v9, v0
  v_sub_f32 v29, v15, v0
  v_sub_f32 v28, v17, v0
  v_sub_f32 v9, v19, v0
  v_sub_f32 v8, v21, v0
  v_sub_f32 v19, v25, v0
  v_sub_f32 v15, v27, v0
  v_mov_b32 v17, s14
  v_cndmask_b32_e64 v17, v17, v31, s66
  v_mov_b32 v21, s14
  v_cndmask_b32_e64 v21, v21, v30, s70
  v_mov_b32 v25, s14
  v_cndmask_b32_e64 v25, v25, v29, s12
  v_mov_b32 v27, s14
  v_cndmask_b32_e64 v28, v27, v28, s10
  v_mov_b32 v30, s14
  v_cndmask_b32_e64 v32, v30, v9, s8
  v_mov_b32 v34, s14
  v_cndmask_b32_e64 v36, v34, v8, s6
  v_mov_b32 v38, s14
  v_cndmask_b32_e64 v40, v38, v19, s4
  v_mov_b32 v42, s14
  v_cndmask_b32_e64 v44, v42, v15, s0
  v_mul_f32 v46, v17, v17
  v_mul_f32 v30, v21, v21
  v_mul_f32 v29, v25, v25
  v_mul_f32 v27, v28, v28
  v_mul_f32 v19, v32, v32
  v_mul_f32 v15, v36, v36
  v_mul_f32 v9, v40, v40
  v_mul_f32 v8, v44, v44
  v_add_f32 v30, v46, v30
  v_add_f32 v29, v30, v29
  v_add_f32 v27, v29, v27
  v_add_f32 v19, v27, v19
  v_add_f32 v15, v19, v15
  v_add_f32 v9, v15, v9
  v_add_f32 v15, v9, v8
  v_xor_b32 v19, 1, v7
  v_lshlrev_b32 v19, 2, v19
  ds_bpermute_b32 v19, v19, v15
  s_waitcnt lgkmcnt(0)
  v_add_f32 v19, v15, v19
  v_xor_b32 v27, 2, v7
  v_lshlrev_b32 v27, 2, v27
  ds_bpermute_b32 v27, v27, v19
  s_waitcnt lgkmcnt(0)
  v_add_f32 v27, v19, v27
  v_xor_b32 v29, 4, v7
  v_lshlrev_b32 v31, 2, v29
  ds_bpermute_b32 v33, v31, v27
  s_waitcnt lgkmcnt(0)
  v_add_f32 v35, v27, v33
  v_xor_b32 v38, 8, v7
  v_lshlrev_b32 v39, 2, v38
  ds_bpermute_b32 v41, v39, v35
  s_waitcnt lgkmcnt(0)
  v_add_f32 v43, v35, v41
  v_xor_b32 v45, 16, v7
  v_lshlrev_b32 v7, 2, v45
  ds_bpermute_b32 v7, v7, v43
  s_waitcnt lgkmcnt(0)
  v_add_f32 v7, v43, v7
  ds_store_b32 v13, v7 offset:512
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  ds_load_b32 v7, v23 offset:512
  ds_load_b32 v9, v23 offset:640
  ds_load_b32 v8, v23 offset:768
  ds_load_b32 v13, v23 offset:896
  s_waitcnt lgkmcnt(0)
  v_add_f32 v7, v7, v9
  v_add_f32 v8, v8, v13
  v_add_f32 v7, v7, v8
  s_mov_b32 s16, 4
  v_mul_lo_u32 v8, v47, s16
  v_mul_hi_i32 v13, v47, s16
  v_mov_b32 v70, s32
  v_mov_b32 v71, s33
  v_add_co_u32 v74, vcc_lo, v70, v8
  v_add_co_ci_u32 v75, vcc_lo, v71, v13, vcc_lo
  v_mul_lo_u32 v19, v5, s16
  v_mul_hi_i32 v23, v5, s16
  v_mov_b32 v80, s32
  v_mov_b32 v81, s33
  v_add_co_u32 v84, vcc_lo, v80, v19
  v_add_co_ci_u32 v85, vcc_lo, v81, v23, vcc_lo
  v_mul_lo_u32 v27, v4, s16
  v_mul_hi_i32 v29, v4, s16
  v_mov_b32 v50, s32
  v_mov_b32 v51, s33
  v_add_co_u32 v48, vcc_lo, v50, v27
  v_add_co_ci_u32 v49, vcc_lo, v51, v29, vcc_lo
  v_mul_lo_u32 v33, v3, s16
  v_mul_hi_i32 v34, v3, s16
  v_mov_b32 v52, s32
  v_mov_b32 v53, s33
  v_add_co_u32 v50, vcc_lo, v52, v33
  v_add_co_ci_u32 v51, vcc_lo, v53, v34, vcc_lo
  v_mul_lo_u32 v41, v1, s16
  v_mul_hi_i32 v42, v1, s16
  v_mov_b32 v54, s32
  v_mov_b32 v55, s33
  v_add_co_u32 v52, vcc_lo, v54, v41
  v_add_co_ci_u32 v53, vcc_lo, v55, v42, vcc_lo
  v_mul_lo_u32 v8, v2, s16
  v_mul_hi_i32 v9, v2, s16
  v_mov_b32 v56, s32
  v_mov_b32 v57, s33
  v_add_co_u32 v54, vcc_lo, v56, v8
  v_add_co_ci_u32 v55, vcc_lo, v57, v9, vcc_lo
  s_mov_b32 s16, 4
  v_mul_lo_u32 v8, v6, s16
  v_mul_hi_i32 v9, v6, s16
  v_mov_b32 v58, s32
  v_mov_b32 v59, s33
  v_add_co_u32 v56, vcc_lo, v58, v8
  v_add_co_ci_u32 v57, vcc_lo, v59, v9, vcc_lo
  v_mul_lo_u32 v8, v11, s16
  v_mul_hi_i32 v9, v11, s16
  v_mov_b32 v62, s32
  v_mov_b32 v63, s33
  v_add_co_u32 v64, vcc_lo, v62, v8
  v_add_co_ci_u32 v65, vcc_lo, v63, v9, vcc_lo
  v_mov_b32 v15, s14
  v_mov_b32 v13, v15
  s_and_saveexec_b32 s72, s66
  global_load_b32 v13, v[74:75], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v23, s14
  v_mov_b32 v19, v23
  s_and_saveexec_b32 s72, s70
  global_load_b32 v19, v[84:85], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v27, s14
  v_mov_b32 v23, v27
  s_and_saveexec_b32 s72, s12
  global_load_b32 v23, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v29, s14
  v_mov_b32 v27, v29
  s_and_saveexec_b32 s72, s10
  global_load_b32 v27, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v30, s14
  v_mov_b32 v29, v30
  s_and_saveexec_b32 s72, s8
  global_load_b32 v29, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v34, s14
  v_mov_b32 v33, v34
  s_and_saveexec_b32 s72, s6
  global_load_b32 v33, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v39, s14
  v_mov_b32 v38, v39
  s_and_saveexec_b32 s72, s4
  global_load_b32 v38, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v42, s14
  v_mov_b32 v41, v42
  s_and_saveexec_b32 s72, s0
  global_load_b32 v41, v[64:65], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s16, 4
  v_mul_lo_u32 v45, v47, s16
  v_mul_hi_i32 v47, v47, s16
  v_mov_b32 v50, s36
  v_mov_b32 v51, s37
  v_add_co_u32 v48, vcc_lo, v50, v45
  v_add_co_ci_u32 v49, vcc_lo, v51, v47, vcc_lo
  v_mul_lo_u32 v8, v5, s16
  v_mul_hi_i32 v5, v5, s16
  v_mov_b32 v52, s36
  v_mov_b32 v53, s37
  v_add_co_u32 v50, vcc_lo, v52, v8
  v_add_co_ci_u32 v51, vcc_lo, v53, v5, vcc_lo
  v_mul_lo_u32 v5, v4, s16
  v_mul_hi_i32 v4, v4, s16
  v_mov_b32 v52, s36
  v_mov_b32 v53, s37
  v_add_co_u32 v56, vcc_lo, v52, v5
  v_add_co_ci_u32 v57, vcc_lo, v53, v4, vcc_lo
  v_mul_lo_u32 v8, v3, s16
  v_mul_hi_i32 v9, v3, s16
  v_mov_b32 v66, s36
  v_mov_b32 v67, s37
  v_add_co_u32 v70, vcc_lo, v66, v8
  v_add_co_ci_u32 v71, vcc_lo, v67, v9, vcc_lo
  v_mul_lo_u32 v15, v1, s16
  v_mul_hi_i32 v30, v1, s16
  v_mov_b32 v76, s36
  v_mov_b32 v77, s37
  v_add_co_u32 v80, vcc_lo, v76, v15
  v_add_co_ci_u32 v81, vcc_lo, v77, v30, vcc_lo
  v_mul_lo_u32 v30, v2, s16
  v_mul_hi_i32 v31, v2, s16
  v_mov_b32 v54, s36
  v_mov_b32 v55, s37
  v_add_co_u32 v52, vcc_lo, v54, v30
  v_add_co_ci_u32 v53, vcc_lo, v55, v31, vcc_lo
  s_mov_b32 s60, 4
  v_mul_lo_u32 v34, v6, s60
  v_mul_hi_i32 v35, v6, s60
  v_mov_b32 v58, s36
  v_mov_b32 v59, s37
  v_add_co_u32 v54, vcc_lo, v58, v34
  v_add_co_ci_u32 v55, vcc_lo, v59, v35, vcc_lo
  v_mul_lo_u32 v42, v11, s60
  v_mul_hi_i32 v43, v11, s60
  v_mov_b32 v60, s36
  v_mov_b32 v61, s37
  v_add_co_u32 v58, vcc_lo, v60, v42
  v_add_co_ci_u32 v59, vcc_lo, v61, v43, vcc_lo
  v_mov_b32 v2, s14
  v_mov_b32 v1, v2
  s_and_saveexec_b32 s72, s66
  global_load_b32 v1, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v3, s14
  v_mov_b32 v2, v3
  s_and_saveexec_b32 s72, s70
  global_load_b32 v2, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v4, s14
  v_mov_b32 v3, v4
  s_and_saveexec_b32 s72, s12
  global_load_b32 v3, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v5, s14
  v_mov_b32 v4, v5
  s_and_saveexec_b32 s72, s10
  global_load_b32 v4, v[70:71], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v6, s14
  v_mov_b32 v5, v6
  s_and_saveexec_b32 s72, s8
  global_load_b32 v5, v[80:81], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v8, s14
  v_mov_b32 v6, v8
  s_and_saveexec_b32 s72, s6
  global_load_b32 v6, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v15, s14
  v_mov_b32 v11, v15
  s_and_saveexec_b32 s72, s4
  global_load_b32 v11, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v30, s14
  v_mov_b32 v15, v30
  s_and_saveexec_b32 s72, s0
  global_load_b32 v15, v[58:59], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s34, 4
  v_mul_lo_u32 v30, v12, s34
  v_mul_hi_i32 v31, v12, s34
  v_mov_b32 v86, s28
  v_mov_b32 v87, s29
  v_add_co_u32 v48, vcc_lo, v86, v30
  v_add_co_ci_u32 v49, vcc_lo, v87, v31, vcc_lo
  v_mul_lo_u32 v30, v14, s34
  v_mul_hi_i32 v31, v14, s34
  v_mov_b32 v52, s28
  v_mov_b32 v53, s29
  v_add_co_u32 v50, vcc_lo, v52, v30
  v_add_co_ci_u32 v51, vcc_lo, v53, v31, vcc_lo
  v_mul_lo_u32 v35, v16, s34
  v_mul_hi_i32 v39, v16, s34
  v_mov_b32 v54, s28
  v_mov_b32 v55, s29
  v_add_co_u32 v52, vcc_lo, v54, v35
  v_add_co_ci_u32 v53, vcc_lo, v55, v39, vcc_lo
  v_mul_lo_u32 v43, v18, s34
  v_mul_hi_i32 v45, v18, s34
  v_mov_b32 v56, s28
  v_mov_b32 v57, s29
  v_add_co_u32 v54, vcc_lo, v56, v43
  v_add_co_ci_u32 v55, vcc_lo, v57, v45, vcc_lo
  v_mul_lo_u32 v8, v20, s34
  v_mul_hi_i32 v9, v20, s34
  v_mov_b32 v58, s28
  v_mov_b32 v59, s29
  v_add_co_u32 v56, vcc_lo, v58, v8
  v_add_co_ci_u32 v57, vcc_lo, v59, v9, vcc_lo
  v_mul_lo_u32 v8, v22, s34
  v_mul_hi_i32 v9, v22, s34
  v_mov_b32 v60, s28
  v_mov_b32 v61, s29
  v_add_co_u32 v58, vcc_lo, v60, v8
  v_add_co_ci_u32 v59, vcc_lo, v61, v9, vcc_lo
  s_mov_b32 s14, 4
  v_mul_lo_u32 v8, v24, s14
  v_mul_hi_i32 v9, v24, s14
  v_mov_b32 v66, s28
  v_mov_b32 v67, s29
  v_add_co_u32 v70, vcc_lo, v66, v8
  v_add_co_ci_u32 v71, vcc_lo, v67, v9, vcc_lo
  v_mul_lo_u32 v14, v26, s14
  v_mul_hi_i32 v16, v26, s14
  v_mov_b32 v76, s28
  v_mov_b32 v77, s29
  v_add_co_u32 v80, vcc_lo, v76, v14
  v_add_co_ci_u32 v81, vcc_lo, v77, v16, vcc_lo
  v_div_scale_f32 v22, vcc_lo, v37, v37, v7
  v_div_scale_f32 v24, vcc_lo, v7, v37, v7
  v_rcp_f32 v26, v22
  v_fma_f32 v30, -v22, v26, 0x3f800000
  v_fma_f32 v30, v30, v26, v26
  v_mul_f32 v34, v24, v30
  v_fma_f32 v35, -v22, v34, v24
  v_fma_f32 v39, v35, v30, v34
  v_fma_f32 v42, -v22, v39, v24
  s_nop 3
  v_div_fmas_f32 v42, v42, v30, v39
  v_div_fixup_f32 v42, v42, v37, v7
  v_add_f32 v45, v42, s56
  v_cmp_class_f32_e64 s14, v45, 0x90
  s_mov_b32 s16, 0x3f800000
  s_mov_b32 s18, 0x4b800000
  v_mov_b32 v7, s18
  v_mov_b32 v8, s16
  v_cndmask_b32_e64 v7, v8, v7, s14
  v_mul_f32 v7, v45, v7
  v_rsq_f32 v7, v7
  s_mov_b32 s18, 0x45800000
  v_mov_b32 v8, s18
  v_mov_b32 v9, s16
  v_cndmask_b32_e64 v8, v9, v8, s14
  v_mul_f32 v7, v7, v8
  v_mul_f32 v9, v17, v7
  v_mul_f32 v12, v21, v7
  v_mul_f32 v14, v25, v7
  v_mul_f32 v16, v28, v7
  v_mul_f32 v17, v32, v7
  v_mul_f32 v20, v36, v7
  v_mul_f32 v21, v40, v7
  v_mul_f32 v24, v44, v7
  s_waitcnt vmcnt(0)
  v_mul_f32 v25, v9, v13
  v_mul_f32 v28, v12, v19
  v_mul_f32 v30, v14, v23
  v_mul_f32 v31, v16, v27
  v_mul_f32 v34, v17, v29
  v_mul_f32 v35, v20, v33
  v_mul_f32 v37, v21, v38
  v_mul_f32 v39, v24, v41
  v_add_f32 v41, v25, v1
  v_add_f32 v43, v28, v2
  v_add_f32 v45, v30, v3
  v_add_f32 v47, v31, v4
  v_add_f32 v4, v34, v5
  v_add_f32 v3, v35, v6
  v_add_f32 v2, v37, v11
  v_add_f32 v1, v39, v15
  s_and_saveexec_b32 s72, s66
  global_store_b32 v[48:49], v41, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s70
  global_store_b32 v[50:51], v43, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s12
  global_store_b32 v[52:53], v45, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s10
  global_store_b32 v[54:55], v47, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s8
  global_store_b32 v[56:57], v4, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s6
  global_store_b32 v[58:59], v3, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s4
  global_store_b32 v[70:71], v2, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s0
  global_store_b32 v[80:81], v1, off
  s_mov_b32 exec_lo, s72
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mul_i32 s6, s2, 4
  s_mov_b32 s10, 4
  s_mul_hi_i32 s14, s2, s10
  s_add_u32 s18, s40, s6
  s_addc_u32 s19, s41, s14
  s_mov_b32 s22, 0x7f
  v_and_b32 v13, v10, s22
  s_mov_b32 s30, 0
  v_cmp_eq_u32_e64 s34, v13, s30
  v_mov_b32 v78, s18
  v_mov_b32 v79, s19
  s_and_saveexec_b32 s72, s34
  global_store_b32 v[78:79], v0, off
  s_mov_b32 exec_lo, s72
  s_mul_i32 s46, s2, 4
  s_mul_hi_i32 s48, s2, s10
  s_add_u32 s52, s44, s46
  s_addc_u32 s53, s45, s48
  v_and_b32 v28, v10, s22
  v_cmp_eq_u32_e64 s60, v28, s30
  v_mov_b32 v48, s52
  v_mov_b32 v49, s53
  s_and_saveexec_b32 s72, s60
  global_store_b32 v[48:49], v7, off
  s_mov_b32 exec_lo, s72
  s_endpgm
.Llayernorm_end:
.size layernorm, .Llayernorm_end-layernorm
; 74 SGPRs, 88 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

.rodata
.p2align 6
.amdhsa_kernel layernorm
  .amdhsa_group_segment_fixed_size 1024
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 76
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 88
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
  - .name: layernorm
    .symbol: layernorm.kd
    .kernarg_segment_size: 76
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 1024
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 74
    .vgpr_count: 88
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
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .offset: 24
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .offset: 32
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .offset: 40
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .offset: 48
        .size: 4
        .value_kind: by_value
      - .offset: 52
        .size: 4
        .value_kind: by_value
      - .offset: 56
        .size: 4
        .value_kind: by_value
      - .offset: 64
        .size: 4
        .value_kind: hidden_block_count_x
      - .offset: 68
        .size: 4
        .value_kind: hidden_block_count_y
      - .offset: 72
        .size: 4
        .value_kind: hidden_block_count_z
amdhsa.version:
  - 1
  - 2
amdhsa.target: amdgcn-amd-amdhsa--gfx1100
...
.end_amdgpu_metadata
