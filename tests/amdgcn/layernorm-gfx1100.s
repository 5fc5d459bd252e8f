.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 5
.text
.globl layernorm
.p2align 8
.type layernorm,@function
layernorm:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  s_mov_b32 s12, 0x3ff
  v_and_b32 v8, s12, v0
  s_load_b64 s[20:21], s[0:1], 0x0
  s_load_b64 s[24:25], s[0:1], 0x8
  s_load_b64 s[28:29], s[0:1], 0x10
  s_load_b64 s[32:33], s[0:1], 0x18
  s_load_b64 s[36:37], s[0:1], 0x20
  s_load_b64 s[40:41], s[0:1], 0x28
  s_load_b32 s44, s[0:1], 0x30
  s_load_b32 s48, s[0:1], 0x34
  s_load_b32 s52, s[0:1], 0x38
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s56, s2, s44
  s_mov_b32 s60, 0x7f
  v_and_b32 v32, v8, s60
  s_mov_b32 s68, 2
  v_lshlrev_b32 v36, s68, v32
  s_cmp_ge_u32 s68, 32
  s_cselect_b32 s0, -1, 0
  v_cndmask_b32_e64 v41, v36, 0, s0
  s_mov_b32 s0, 0
  v_add_nc_u32 v45, v41, s0
  s_mov_b32 s0, 1
  v_add_nc_u32 v32, v45, s0
  s_mov_b32 s0, 2
  v_add_nc_u32 v31, v45, s0
  s_mov_b32 s0, 3
  v_add_nc_u32 v13, v45, s0
  s_mov_b32 s0, 0x200
  v_add_nc_u32 v12, v45, s0
  s_mov_b32 s0, 0x201
  v_add_nc_u32 v9, v45, s0
  s_mov_b32 s8, 0x202
  v_add_nc_u32 v6, v45, s8
  s_mov_b32 s16, 0x203
  v_add_nc_u32 v10, v45, s16
  v_add_nc_u32 v30, s56, v45
  v_add_nc_u32 v28, s56, v32
  v_add_nc_u32 v27, s56, v31
  v_add_nc_u32 v23, s56, v13
  v_add_nc_u32 v20, s56, v12
  v_add_nc_u32 v22, s56, v9
  v_add_nc_u32 v24, s56, v6
  v_add_nc_u32 v26, s56, v10
  s_mov_b32 s56, 4
  v_mul_lo_u32 v33, v30, s56
  v_mul_hi_i32 v34, v30, s56
  v_mov_b32 v50, s20
  v_mov_b32 v51, s21
  v_add_co_u32 v48, vcc_lo, v50, v33
  v_add_co_ci_u32 v49, vcc_lo, v51, v34, vcc_lo
  s_mov_b32 s0, 4
  v_mul_lo_u32 v40, v28, s0
  v_mul_hi_i32 v42, v28, s0
  v_mov_b32 v52, s20
  v_mov_b32 v53, s21
  v_add_co_u32 v50, vcc_lo, v52, v40
  v_add_co_ci_u32 v51, vcc_lo, v53, v42, vcc_lo
  s_mov_b32 s0, 4
  v_mul_lo_u32 v1, v27, s0
  v_mul_hi_i32 v2, v27, s0
  v_mov_b32 v54, s20
  v_mov_b32 v55, s21
  v_add_co_u32 v52, vcc_lo, v54, v1
  v_add_co_ci_u32 v53, vcc_lo, v55, v2, vcc_lo
  s_mov_b32 s0, 4
  v_mul_lo_u32 v1, v23, s0
  v_mul_hi_i32 v2, v23, s0
  v_mov_b32 v56, s20
  v_mov_b32 v57, s21
  v_add_co_u32 v54, vcc_lo, v56, v1
  v_add_co_ci_u32 v55, vcc_lo, v57, v2, vcc_lo
  s_mov_b32 s10, 4
  v_mul_lo_u32 v7, v20, s10
  v_mul_hi_i32 v11, v20, s10
  v_mov_b32 v68, s20
  v_mov_b32 v69, s21
  v_add_co_u32 v72, vcc_lo, v68, v7
  v_add_co_ci_u32 v73, vcc_lo, v69, v11, vcc_lo
  s_mov_b32 s30, 4
  v_mul_lo_u32 v17, v22, s30
  v_mul_hi_i32 v19, v22, s30
  v_mov_b32 v82, s20
  v_mov_b32 v83, s21
  v_add_co_u32 v86, vcc_lo, v82, v17
  v_add_co_ci_u32 v87, vcc_lo, v83, v19, vcc_lo
  s_mov_b32 s50, 4
  v_mul_lo_u32 v29, v24, s50
  v_mul_hi_i32 v33, v24, s50
  v_mov_b32 v58, s20
  v_mov_b32 v59, s21
  v_add_co_u32 v56, vcc_lo, v58, v29
  v_add_co_ci_u32 v57, vcc_lo, v59, v33, vcc_lo
  s_mov_b32 s70, 4
  v_mul_lo_u32 v37, v26, s70
  v_mul_hi_i32 v39, v26, s70
  v_mov_b32 v60, s20
  v_mov_b32 v61, s21
  v_add_co_u32 v58, vcc_lo, v60, v37
  v_add_co_ci_u32 v59, vcc_lo, v61, v39, vcc_lo
  v_cmp_lt_i32_e64 s16, v45, s48
  v_cmp_lt_i32_e64 s14, v32, s48
  v_cmp_lt_i32_e64 s12, v31, s48
  v_cmp_lt_i32_e64 s10, v13, s48
  v_cmp_lt_i32_e64 s8, v12, s48
  v_cmp_lt_i32_e64 s6, v9, s48
  v_cmp_lt_i32_e64 s4, v6, s48
  v_cmp_lt_i32_e64 s0, v10, s48
  s_mov_b32 s18, 0
  v_mov_b32 v1, s18
  v_mov_b32 v14, v1
  s_and_saveexec_b32 s72, s16
  global_load_b32 v14, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v5, s18
  v_mov_b32 v16, v5
  s_and_saveexec_b32 s72, s14
  global_load_b32 v16, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v11, s18
  v_mov_b32 v17, v11
  s_and_saveexec_b32 s72, s12
  global_load_b32 v17, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v15, s18
  v_mov_b32 v18, v15
  s_and_saveexec_b32 s72, s10
  global_load_b32 v18, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v21, s18
  v_mov_b32 v19, v21
  s_and_saveexec_b32 s72, s8
  global_load_b32 v19, v[72:73], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v25, s18
  v_mov_b32 v21, v25
  s_and_saveexec_b32 s72, s6
  global_load_b32 v21, v[86:87], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v29, s18
  v_mov_b32 v25, v29
  s_and_saveexec_b32 s72, s4
  global_load_b32 v25, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v33, s18
  v_mov_b32 v29, v33
  s_and_saveexec_b32 s72, s0
  global_load_b32 v29, v[58:59], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s64, 4
  v_mul_lo_u32 v34, v45, s64
  v_mul_hi_i32 v36, v45, s64
  v_mov_b32 v50, s28
  v_mov_b32 v51, s29
  v_add_co_u32 v48, vcc_lo, v50, v34
  v_add_co_ci_u32 v49, vcc_lo, v51, v36, vcc_lo
  s_mov_b32 s20, 4
  v_mul_lo_u32 v44, v32, s20
  v_mul_hi_i32 v46, v32, s20
  v_mov_b32 v52, s28
  v_mov_b32 v53, s29
  v_add_co_u32 v50, vcc_lo, v52, v44
  v_add_co_ci_u32 v51, vcc_lo, v53, v46, vcc_lo
  s_mov_b32 s20, 4
  v_mul_lo_u32 v1, v31, s20
  v_mul_hi_i32 v2, v31, s20
  v_mov_b32 v54, s28
  v_mov_b32 v55, s29
  v_add_co_u32 v52, vcc_lo, v54, v1
  v_add_co_ci_u32 v53, vcc_lo, v55, v2, vcc_lo
  s_mov_b32 s20, 4
  v_mul_lo_u32 v1, v13, s20
  v_mul_hi_i32 v3, v13, s20
  v_mov_b32 v58, s28
  v_mov_b32 v59, s29
  v_add_co_u32 v62, vcc_lo, v58, v1
  v_add_co_ci_u32 v63, vcc_lo, v59, v3, vcc_lo
  s_mov_b32 s20, 4
  v_mul_lo_u32 v11, v12, s20
  v_mul_hi_i32 v15, v12, s20
  v_mov_b32 v74, s28
  v_mov_b32 v75, s29
  v_add_co_u32 v76, vcc_lo, v74, v11
  v_add_co_ci_u32 v77, vcc_lo, v75, v15, vcc_lo
  s_mov_b32 s38, 4
  v_mul_lo_u32 v33, v9, s38
  v_mul_hi_i32 v34, v9, s38
  v_mov_b32 v56, s28
  v_mov_b32 v57, s29
  v_add_co_u32 v54, vcc_lo, v56, v33
  v_add_co_ci_u32 v55, vcc_lo, v57, v34, vcc_lo
  s_mov_b32 s58, 4
  v_mul_lo_u32 v33, v6, s58
  v_mul_hi_i32 v34, v6, s58
  v_mov_b32 v58, s28
  v_mov_b32 v59, s29
  v_add_co_u32 v56, vcc_lo, v58, v33
  v_add_co_ci_u32 v57, vcc_lo, v59, v34, vcc_lo
  s_mov_b32 s20, 4
  v_mul_lo_u32 v41, v10, s20
  v_mul_hi_i32 v43, v10, s20
  v_mov_b32 v60, s28
  v_mov_b32 v61, s29
  v_add_co_u32 v58, vcc_lo, v60, v41
  v_add_co_ci_u32 v59, vcc_lo, v61, v43, vcc_lo
  v_mov_b32 v2, s18
  v_mov_b32 v1, v2
  s_and_saveexec_b32 s72, s16
  global_load_b32 v1, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v3, s18
  v_mov_b32 v2, v3
  s_and_saveexec_b32 s72, s14
  global_load_b32 v2, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v4, s18
  v_mov_b32 v3, v4
  s_and_saveexec_b32 s72, s12
  global_load_b32 v3, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v5, s18
  v_mov_b32 v4, v5
  s_and_saveexec_b32 s72, s10
  global_load_b32 v4, v[62:63], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v7, s18
  v_mov_b32 v5, v7
  s_and_saveexec_b32 s72, s8
  global_load_b32 v5, v[76:77], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v11, s18
  v_mov_b32 v7, v11
  s_and_saveexec_b32 s72, s6
  global_load_b32 v7, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v15, s18
  v_mov_b32 v11, v15
  s_and_saveexec_b32 s72, s4
  global_load_b32 v11, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v33, s18
  v_mov_b32 v15, v33
  s_and_saveexec_b32 s72, s0
  global_load_b32 v15, v[58:59], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s38, 4
  v_mul_lo_u32 v33, v45, s38
  v_mul_hi_i32 v34, v45, s38
  v_mov_b32 v50, s32
  v_mov_b32 v51, s33
  v_add_co_u32 v48, vcc_lo, v50, v33
  v_add_co_ci_u32 v49, vcc_lo, v51, v34, vcc_lo
  s_mov_b32 s56, 4
  v_mul_lo_u32 v33, v32, s56
  v_mul_hi_i32 v32, v32, s56
  v_mov_b32 v52, s32
  v_mov_b32 v53, s33
  v_add_co_u32 v50, vcc_lo, v52, v33
  v_add_co_ci_u32 v51, vcc_lo, v53, v32, vcc_lo
  s_mov_b32 s20, 4
  v_mul_lo_u32 v40, v31, s20
  v_mul_hi_i32 v42, v31, s20
  v_mov_b32 v54, s32
  v_mov_b32 v55, s33
  v_add_co_u32 v52, vcc_lo, v54, v40
  v_add_co_ci_u32 v53, vcc_lo, v55, v42, vcc_lo
  s_mov_b32 s20, 4
  v_mul_lo_u32 v31, v13, s20
  v_mul_hi_i32 v13, v13, s20
  v_mov_b32 v56, s32
  v_mov_b32 v57, s33
  v_add_co_u32 v54, vcc_lo, v56, v31
  v_add_co_ci_u32 v55, vcc_lo, v57, v13, vcc_lo
  s_mov_b32 s20, 4
  v_mul_lo_u32 v13, v12, s20
  v_mul_hi_i32 v12, v12, s20
  v_mov_b32 v58, s32
  v_mov_b32 v59, s33
  v_add_co_u32 v56, vcc_lo, v58, v13
  v_add_co_ci_u32 v57, vcc_lo, v59, v12, vcc_lo
  s_mov_b32 s20, 4
  v_mul_lo_u32 v12, v9, s20
  v_mul_hi_i32 v9, v9, s20
  v_mov_b32 v68, s32
  v_mov_b32 v69, s33
  v_add_co_u32 v72, vcc_lo, v68, v12
  v_add_co_ci_u32 v73, vcc_lo, v69, v9, vcc_lo
  s_mov_b32 s30, 4
  v_mul_lo_u32 v31, v6, s30
  v_mul_hi_i32 v32, v6, s30
  v_mov_b32 v82, s32
  v_mov_b32 v83, s33
  v_add_co_u32 v86, vcc_lo, v82, v31
  v_add_co_ci_u32 v87, vcc_lo, v83, v32, vcc_lo
  s_mov_b32 s50, 4
  v_mul_lo_u32 v31, v10, s50
  v_mul_hi_i32 v32, v10, s50
  v_mov_b32 v60, s32
  v_mov_b32 v61, s33
  v_add_co_u32 v58, vcc_lo, v60, v31
  v_add_co_ci_u32 v59, vcc_lo, v61, v32, vcc_lo
  v_mov_b32 v37, s18
  v_mov_b32 v36, v37
  s_and_saveexec_b32 s72, s16
  global_load_b32 v36, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v41, s18
  v_mov_b32 v40, v41
  s_and_saveexec_b32 s72, s14
  global_load_b32 v40, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v45, s18
  v_mov_b32 v44, v45
  s_and_saveexec_b32 s72, s12
  global_load_b32 v44, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v9, s18
  v_mov_b32 v6, v9
  s_and_saveexec_b32 s72, s10
  global_load_b32 v6, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v10, s18
  v_mov_b32 v9, v10
  s_and_saveexec_b32 s72, s8
  global_load_b32 v9, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v12, s18
  v_mov_b32 v10, v12
  s_and_saveexec_b32 s72, s6
  global_load_b32 v10, v[72:73], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v13, s18
  v_mov_b32 v12, v13
  s_and_saveexec_b32 s72, s4
  global_load_b32 v12, v[86:87], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v31, s18
  v_mov_b32 v13, v31
  s_and_saveexec_b32 s72, s0
  global_load_b32 v13, v[58:59], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s20, 4
  v_mul_lo_u32 v31, v30, s20
  v_mul_hi_i32 v30, v30, s20
  v_mov_b32 v66, s24
  v_mov_b32 v67, s25
  v_add_co_u32 v70, vcc_lo, v66, v31
  v_add_co_ci_u32 v71, vcc_lo, v67, v30, vcc_lo
  s_mov_b32 s28, 4
  v_mul_lo_u32 v30, v28, s28
  v_mul_hi_i32 v28, v28, s28
  v_mov_b32 v80, s24
  v_mov_b32 v81, s25
  v_add_co_u32 v84, vcc_lo, v80, v30
  v_add_co_ci_u32 v85, vcc_lo, v81, v28, vcc_lo
  s_mov_b32 s50, 4
  v_mul_lo_u32 v28, v27, s50
  v_mul_hi_i32 v30, v27, s50
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc_lo, v50, v28
  v_add_co_ci_u32 v49, vcc_lo, v51, v30, vcc_lo
  s_mov_b32 s68, 4
  v_mul_lo_u32 v37, v23, s68
  v_mul_hi_i32 v38, v23, s68
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc_lo, v52, v37
  v_add_co_ci_u32 v51, vcc_lo, v53, v38, vcc_lo
  s_mov_b32 s20, 4
  v_mul_lo_u32 v46, v20, s20
  v_mul_hi_i32 v20, v20, s20
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc_lo, v54, v46
  v_add_co_ci_u32 v53, vcc_lo, v55, v20, vcc_lo
  s_mov_b32 s20, 4
  v_mul_lo_u32 v20, v22, s20
  v_mul_hi_i32 v22, v22, s20
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc_lo, v56, v20
  v_add_co_ci_u32 v55, vcc_lo, v57, v22, vcc_lo
  s_mov_b32 s20, 4
  v_mul_lo_u32 v20, v24, s20
  v_mul_hi_i32 v22, v24, s20
  v_mov_b32 v62, s24
  v_mov_b32 v63, s25
  v_add_co_u32 v64, vcc_lo, v62, v20
  v_add_co_ci_u32 v65, vcc_lo, v63, v22, vcc_lo
  s_mov_b32 s22, 4
  v_mul_lo_u32 v20, v26, s22
  v_mul_hi_i32 v22, v26, s22
  v_mov_b32 v76, s24
  v_mov_b32 v77, s25
  v_add_co_u32 v78, vcc_lo, v76, v20
  v_add_co_ci_u32 v79, vcc_lo, v77, v22, vcc_lo
  s_waitcnt vmcnt(0)
  v_add_f32 v22, v14, v16
  v_add_f32 v23, v22, v17
  v_add_f32 v26, v23, v18
  v_add_f32 v27, v26, v19
  v_add_f32 v30, v27, v21
  v_add_f32 v31, v30, v25
  v_add_f32 v33, v31, v29
  v_and_b32 v35, 31, v0
  v_xor_b32 v37, 1, v35
  v_lshlrev_b32 v39, 2, v37
  ds_bpermute_b32 v41, v39, v33
  s_waitcnt lgkmcnt(0)
  v_add_f32 v43, v33, v41
  v_and_b32 v45, 31, v0
  v_xor_b32 v47, 2, v45
  v_lshlrev_b32 v20, 2, v47
  ds_bpermute_b32 v20, v20, v43
  s_waitcnt lgkmcnt(0)
  v_add_f32 v20, v43, v20
  v_and_b32 v22, 31, v0
  v_xor_b32 v22, 4, v22
  v_lshlrev_b32 v22, 2, v22
  ds_bpermute_b32 v22, v22, v20
  s_waitcnt lgkmcnt(0)
  v_add_f32 v20, v20, v22
  v_and_b32 v22, 31, v0
  v_xor_b32 v22, 8, v22
  v_lshlrev_b32 v22, 2, v22
  ds_bpermute_b32 v22, v22, v20
  s_waitcnt lgkmcnt(0)
  v_add_f32 v20, v20, v22
  v_and_b32 v22, 31, v0
  v_xor_b32 v22, 16, v22
  v_lshlrev_b32 v22, 2, v22
  ds_bpermute_b32 v22, v22, v20
  s_waitcnt lgkmcnt(0)
  v_add_f32 v20, v20, v22
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s46, 4
  v_mul_lo_u32 v26, v8, s46
  s_mov_b32 s54, 0
  v_add_nc_u32 v30, v26, s54
  ds_store_b32 v30, v20
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s66, 0xffffff9f
  v_and_b32 v35, v8, s66
  s_mov_b32 s20, 0
  v_or_b32 v39, v35, s20
  s_mov_b32 s20, 4
  v_mul_lo_u32 v43, v39, s20
  s_mov_b32 s20, 0
  v_add_nc_u32 v47, v43, s20
  ds_load_b32 v20, v47
  s_mov_b32 s20, 32
  v_or_b32 v22, v35, s20
  s_mov_b32 s20, 4
  v_mul_lo_u32 v22, v22, s20
  s_mov_b32 s20, 0
  v_add_nc_u32 v22, v22, s20
  ds_load_b32 v22, v22
  s_waitcnt lgkmcnt(0)
  v_add_f32 v20, v20, v22
  s_mov_b32 s20, 64
  v_or_b32 v22, v35, s20
  s_mov_b32 s20, 4
  v_mul_lo_u32 v22, v22, s20
  s_mov_b32 s24, 0
  v_add_nc_u32 v22, v22, s24
  ds_load_b32 v22, v22
  s_waitcnt lgkmcnt(0)
  v_add_f32 v20, v20, v22
  s_mov_b32 s42, 0x60
  v_or_b32 v22, v35, s42
  s_mov_b32 s50, 4
  v_mul_lo_u32 v26, v22, s50
  s_mov_b32 s56, 0
  v_add_nc_u32 v30, v26, s56
  ds_load_b32 v32, v30
  s_waitcnt lgkmcnt(0)
  v_add_f32 v34, v20, v32
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_cvt_f32_i32 v37, s48
  v_div_scale_f32 v39, vcc_lo, v37, v37, v34
  v_div_scale_f32 v41, vcc_lo, v34, v37, v34
  v_rcp_f32 v43, v39
  v_fma_f32 v45, -v39, v43, 0x3f800000
  v_fma_f32 v47, v45, v43, v43
  v_mul_f32 v20, v41, v47
  v_fma_f32 v22, -v39, v20, v41
  v_fma_f32 v20, v22, v47, v20
  v_fma_f32 v22, -v39, v20, v41
  s_nop 3
  v_div_fmas_f32 v20, v22, v47, v20
  v_div_fixup_f32 v20, v20, v37, v34
  v_sub_f32 v26, v14, v20
  v_sub_f32 v24, v16, v20
  v_sub_f32 v23, v17, v20
  v_sub_f32 v22, v18, v20
  v_sub_f32 v19, v19, v20
  v_sub_f32 v18, v21, v20
  v_sub_f32 v17, v25, v20
  v_sub_f32 v14, v29, v20
  v_mov_b32 v16, s18
  v_cndmask_b32_e64 v16, v16, v26, s16
  v_mov_b32 v21, s18
  v_cndmask_b32_e64 v21, v21, v24, s14
  v_mov_b32 v24, s18
  v_cndmask_b32_e64 v24, v24, v23, s12
  v_mov_b32 v26, s18
  v_cndmask_b32_e64 v28, v26, v22, s10
  v_mov_b32 v30, s18
  v_cndmask_b32_e64 v32, v30, v19, s8
  v_mov_b32 v34, s18
  v_cndmask_b32_e64 v38, v34, v18, s6
  v_mov_b32 v39, s18
  v_cndmask_b32_e64 v41, v39, v17, s4
  v_mov_b32 v42, s18
  v_cndmask_b32_e64 v45, v42, v14, s0
  v_mul_f32 v46, v16, v16
  v_mul_f32 v25, v21, v21
  v_mul_f32 v23, v24, v24
  v_mul_f32 v22, v28, v28
  v_mul_f32 v19, v32, v32
  v_mul_f32 v18, v38, v38
  v_mul_f32 v17, v41, v41
  v_mul_f32 v14, v45, v45
  v_add_f32 v25, v46, v25
  v_add_f32 v23, v25, v23
  v_add_f32 v22, v23, v22
  v_add_f32 v19, v22, v19
  v_add_f32 v18, v19, v18
  v_add_f32 v17, v18, v17
  v_add_f32 v14, v17, v14
  v_and_b32 v17, 31, v0
  v_xor_b32 v17, 1, v17
  v_lshlrev_b32 v17, 2, v17
  ds_bpermute_b32 v19, v17, v14
  s_waitcnt lgkmcnt(0)
  v_add_f32 v22, v14, v19
  v_and_b32 v23, 31, v0
  v_xor_b32 v25, 2, v23
  v_lshlrev_b32 v27, 2, v25
  ds_bpermute_b32 v29, v27, v22
  s_waitcnt lgkmcnt(0)
  v_add_f32 v31, v22, v29
  v_and_b32 v33, 31, v0
  v_xor_b32 v35, 4, v33
  v_lshlrev_b32 v39, 2, v35
  ds_bpermute_b32 v39, v39, v31
  s_waitcnt lgkmcnt(0)
  v_add_f32 v42, v31, v39
  v_and_b32 v43, 31, v0
  v_xor_b32 v46, 8, v43
  v_lshlrev_b32 v47, 2, v46
  ds_bpermute_b32 v14, v47, v42
  s_waitcnt lgkmcnt(0)
  v_add_f32 v14, v42, v14
  v_and_b32 v0, 31, v0
  v_xor_b32 v0, 16, v0
  v_lshlrev_b32 v0, 2, v0
  ds_bpermute_b32 v0, v0, v14
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v14, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s18, 4
  v_mul_lo_u32 v14, v8, s18
  s_mov_b32 s18, 0
  v_add_nc_u32 v14, v14, s18
  s_mov_b32 s18, 0x200
  v_add_nc_u32 v14, v14, s18
  ds_store_b32 v14, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s30, 0xffffff9f
  v_and_b32 v17, v8, s30
  s_mov_b32 s38, 0
  v_or_b32 v22, v17, s38
  s_mov_b32 s46, 4
  v_mul_lo_u32 v25, v22, s46
  s_mov_b32 s54, 0
  v_add_nc_u32 v29, v25, s54
  s_mov_b32 s62, 0x200
  v_add_nc_u32 v33, v29, s62
  ds_load_b32 v35, v33
  s_mov_b32 s18, 32
  v_or_b32 v39, v17, s18
  s_mov_b32 s18, 4
  v_mul_lo_u32 v43, v39, s18
  s_mov_b32 s18, 0
  v_add_nc_u32 v47, v43, s18
  s_mov_b32 s18, 0x200
  v_add_nc_u32 v0, v47, s18
  ds_load_b32 v0, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v35, v0
  s_mov_b32 s18, 64
  v_or_b32 v14, v17, s18
  s_mov_b32 s18, 4
  v_mul_lo_u32 v14, v14, s18
  s_mov_b32 s18, 0
  v_add_nc_u32 v14, v14, s18
  s_mov_b32 s18, 0x200
  v_add_nc_u32 v14, v14, s18
  ds_load_b32 v14, v14
  s_waitcnt lgkmcnt(0)
  v_add_f32 v14, v0, v14
  s_mov_b32 s28, 0x60
  v_or_b32 v17, v17, s28
  s_mov_b32 s38, 4
  v_mul_lo_u32 v22, v17, s38
  s_mov_b32 s44, 0
  v_add_nc_u32 v25, v22, s44
  s_mov_b32 s54, 0x200
  v_add_nc_u32 v29, v25, s54
  ds_load_b32 v30, v29
  s_waitcnt lgkmcnt(0)
  v_add_f32 v33, v14, v30
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_div_scale_f32 v35, vcc_lo, v37, v37, v33
  v_div_scale_f32 v39, vcc_lo, v33, v37, v33
  v_rcp_f32 v42, v35
  v_fma_f32 v43, -v35, v42, 0x3f800000
  v_fma_f32 v43, v43, v42, v42
  v_mul_f32 v46, v39, v43
  v_fma_f32 v47, -v35, v46, v39
  v_fma_f32 v0, v47, v43, v46
  v_fma_f32 v14, -v35, v0, v39
  s_nop 3
  v_div_fmas_f32 v0, v14, v43, v0
  v_div_fixup_f32 v0, v0, v37, v33
  v_add_f32 v0, v0, s52
  v_cmp_class_f32_e64 s18, v0, 0x90
  s_mov_b32 s20, 0x3f800000
  s_mov_b32 s22, 0x4b800000
  v_mov_b32 v14, s22
  v_mov_b32 v17, s20
  v_cndmask_b32_e64 v14, v17, v14, s18
  v_mul_f32 v14, v0, v14
  v_rsq_f32 v14, v14
  s_mov_b32 s24, 0x45800000
  v_mov_b32 v17, s24
  v_mov_b32 v18, s20
  v_cndmask_b32_e64 v18, v18, v17, s18
  v_mul_f32 v22, v14, v18
  v_mul_f32 v23, v16, v22
  v_mul_f32 v25, v21, v22
  v_mul_f32 v26, v24, v22
  v_mul_f32 v28, v28, v22
  v_mul_f32 v30, v32, v22
  v_mul_f32 v32, v38, v22
  v_mul_f32 v34, v41, v22
  v_mul_f32 v37, v45, v22
  v_mul_f32 v38, v23, v1
  v_mul_f32 v41, v25, v2
  v_mul_f32 v42, v26, v3
  v_mul_f32 v45, v28, v4
  v_mul_f32 v46, v30, v5
  v_mul_f32 v1, v32, v7
  v_mul_f32 v3, v34, v11
  v_mul_f32 v5, v37, v15
  v_add_f32 v11, v38, v36
  v_add_f32 v7, v41, v40
  v_add_f32 v4, v42, v44
  v_add_f32 v2, v45, v6
  v_add_f32 v0, v46, v9
  v_add_f32 v1, v1, v10
  v_add_f32 v3, v3, v12
  v_add_f32 v5, v5, v13
  s_and_saveexec_b32 s72, s16
  global_store_b32 v[70:71], v11, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s14
  global_store_b32 v[84:85], v7, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s12
  global_store_b32 v[48:49], v4, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s10
  global_store_b32 v[50:51], v2, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s8
  global_store_b32 v[52:53], v0, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s6
  global_store_b32 v[54:55], v1, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s4
  global_store_b32 v[64:65], v3, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s0
  global_store_b32 v[78:79], v5, off
  s_mov_b32 exec_lo, s72
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mul_i32 s32, s2, 4
  s_mov_b32 s38, 4
  s_mul_hi_i32 s42, s2, s38
  s_add_u32 s44, s36, s32
  s_addc_u32 s45, s37, s42
  s_mov_b32 s48, 0x7f
  v_and_b32 v26, v8, s48
  s_mov_b32 s56, 0
  v_cmp_eq_u32_e64 s60, v26, s56
  v_mov_b32 v48, s44
  v_mov_b32 v49, s45
  s_and_saveexec_b32 s72, s60
  global_store_b32 v[48:49], v20, off
  s_mov_b32 exec_lo, s72
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mul_i32 s4, s2, 4
  s_mov_b32 s0, 4
  s_mul_hi_i32 s2, s2, s0
  s_add_u32 s0, s40, s4
  s_addc_u32 s1, s41, s2
  s_mov_b32 s2, 0x7f
  v_and_b32 v46, v8, s2
  s_mov_b32 s2, 0
  v_cmp_eq_u32_e64 s2, v46, s2
  v_mov_b32 v48, s0
  v_mov_b32 v49, s1
  s_and_saveexec_b32 s72, s2
  global_store_b32 v[48:49], v22, off
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
