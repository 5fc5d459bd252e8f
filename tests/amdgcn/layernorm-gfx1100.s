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
  v_add_nc_u32 v22, v45, s0
  v_add_nc_u32 v18, v45, s68
  s_mov_b32 s0, 3
  v_add_nc_u32 v14, v45, s0
  s_mov_b32 s0, 0x200
  v_add_nc_u32 v6, v45, s0
  s_mov_b32 s0, 0x201
  v_add_nc_u32 v3, v45, s0
  s_mov_b32 s4, 0x202
  v_add_nc_u32 v4, v45, s4
  s_mov_b32 s12, 0x203
  v_add_nc_u32 v10, v45, s12
  v_add_nc_u32 v29, s56, v45
  v_add_nc_u32 v27, s56, v22
  v_add_nc_u32 v21, s56, v18
  v_add_nc_u32 v17, s56, v14
  v_add_nc_u32 v19, s56, v6
  v_add_nc_u32 v20, s56, v3
  v_add_nc_u32 v23, s56, v4
  v_add_nc_u32 v25, s56, v10
  s_mov_b32 s54, 4
  v_mul_lo_u32 v28, v29, s54
  v_mul_hi_i32 v30, v29, s54
  v_mov_b32 v50, s20
  v_mov_b32 v51, s21
  v_add_co_u32 v48, vcc_lo, v50, v28
  v_add_co_ci_u32 v49, vcc_lo, v51, v30, vcc_lo
  v_mul_lo_u32 v36, v27, s54
  v_mul_hi_i32 v38, v27, s54
  v_mov_b32 v52, s20
  v_mov_b32 v53, s21
  v_add_co_u32 v50, vcc_lo, v52, v36
  v_add_co_ci_u32 v51, vcc_lo, v53, v38, vcc_lo
  v_mul_lo_u32 v44, v21, s54
  v_mul_hi_i32 v46, v21, s54
  v_mov_b32 v54, s20
  v_mov_b32 v55, s21
  v_add_co_u32 v52, vcc_lo, v54, v44
  v_add_co_ci_u32 v53, vcc_lo, v55, v46, vcc_lo
  v_mul_lo_u32 v1, v17, s54
  v_mul_hi_i32 v2, v17, s54
  v_mov_b32 v56, s20
  v_mov_b32 v57, s21
  v_add_co_u32 v54, vcc_lo, v56, v1
  v_add_co_ci_u32 v55, vcc_lo, v57, v2, vcc_lo
  v_mul_lo_u32 v1, v19, s54
  v_mul_hi_i32 v2, v19, s54
  v_mov_b32 v58, s20
  v_mov_b32 v59, s21
  v_add_co_u32 v56, vcc_lo, v58, v1
  v_add_co_ci_u32 v57, vcc_lo, v59, v2, vcc_lo
  v_mul_lo_u32 v5, v20, s54
  v_mul_hi_i32 v7, v20, s54
  v_mov_b32 v66, s20
  v_mov_b32 v67, s21
  v_add_co_u32 v68, vcc_lo, v66, v5
  v_add_co_ci_u32 v69, vcc_lo, v67, v7, vcc_lo
  s_mov_b32 s26, 4
  v_mul_lo_u32 v15, v23, s26
  v_mul_hi_i32 v24, v23, s26
  v_mov_b32 v78, s20
  v_mov_b32 v79, s21
  v_add_co_u32 v80, vcc_lo, v78, v15
  v_add_co_ci_u32 v81, vcc_lo, v79, v24, vcc_lo
  v_mul_lo_u32 v24, v25, s26
  v_mul_hi_i32 v26, v25, s26
  v_mov_b32 v60, s20
  v_mov_b32 v61, s21
  v_add_co_u32 v58, vcc_lo, v60, v24
  v_add_co_ci_u32 v59, vcc_lo, v61, v26, vcc_lo
  v_cmp_lt_i32_e64 s62, v45, s48
  v_cmp_lt_i32_e64 s66, v22, s48
  v_cmp_lt_i32_e64 s70, v18, s48
  v_cmp_lt_i32_e64 s10, v14, s48
  v_cmp_lt_i32_e64 s8, v6, s48
  v_cmp_lt_i32_e64 s6, v3, s48
  v_cmp_lt_i32_e64 s4, v4, s48
  v_cmp_lt_i32_e64 s0, v10, s48
  s_mov_b32 s12, 0
  v_mov_b32 v1, s12
  v_mov_b32 v5, v1
  s_and_saveexec_b32 s72, s62
  global_load_b32 v5, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v1, s12
  v_mov_b32 v7, v1
  s_and_saveexec_b32 s72, s66
  global_load_b32 v7, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v1, s12
  v_mov_b32 v9, v1
  s_and_saveexec_b32 s72, s70
  global_load_b32 v9, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v1, s12
  v_mov_b32 v11, v1
  s_and_saveexec_b32 s72, s10
  global_load_b32 v11, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v13, s12
  v_mov_b32 v12, v13
  s_and_saveexec_b32 s72, s8
  global_load_b32 v12, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v15, s12
  v_mov_b32 v13, v15
  s_and_saveexec_b32 s72, s6
  global_load_b32 v13, v[68:69], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v16, s12
  v_mov_b32 v15, v16
  s_and_saveexec_b32 s72, s4
  global_load_b32 v15, v[80:81], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v24, s12
  v_mov_b32 v16, v24
  s_and_saveexec_b32 s72, s0
  global_load_b32 v16, v[58:59], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s38, 4
  v_mul_lo_u32 v24, v45, s38
  v_mul_hi_i32 v26, v45, s38
  v_mov_b32 v50, s28
  v_mov_b32 v51, s29
  v_add_co_u32 v48, vcc_lo, v50, v24
  v_add_co_ci_u32 v49, vcc_lo, v51, v26, vcc_lo
  v_mul_lo_u32 v28, v22, s38
  v_mul_hi_i32 v30, v22, s38
  v_mov_b32 v52, s28
  v_mov_b32 v53, s29
  v_add_co_u32 v50, vcc_lo, v52, v28
  v_add_co_ci_u32 v51, vcc_lo, v53, v30, vcc_lo
  v_mul_lo_u32 v36, v18, s38
  v_mul_hi_i32 v38, v18, s38
  v_mov_b32 v54, s28
  v_mov_b32 v55, s29
  v_add_co_u32 v52, vcc_lo, v54, v36
  v_add_co_ci_u32 v53, vcc_lo, v55, v38, vcc_lo
  v_mul_lo_u32 v44, v14, s38
  v_mul_hi_i32 v46, v14, s38
  v_mov_b32 v56, s28
  v_mov_b32 v57, s29
  v_add_co_u32 v54, vcc_lo, v56, v44
  v_add_co_ci_u32 v55, vcc_lo, v57, v46, vcc_lo
  v_mul_lo_u32 v1, v6, s38
  v_mul_hi_i32 v2, v6, s38
  v_mov_b32 v58, s28
  v_mov_b32 v59, s29
  v_add_co_u32 v56, vcc_lo, v58, v1
  v_add_co_ci_u32 v57, vcc_lo, v59, v2, vcc_lo
  v_mul_lo_u32 v1, v3, s38
  v_mul_hi_i32 v2, v3, s38
  v_mov_b32 v60, s28
  v_mov_b32 v61, s29
  v_add_co_u32 v58, vcc_lo, v60, v1
  v_add_co_ci_u32 v59, vcc_lo, v61, v2, vcc_lo
  s_mov_b32 s14, 4
  v_mul_lo_u32 v24, v4, s14
  v_mul_hi_i32 v26, v4, s14
  v_mov_b32 v68, s28
  v_mov_b32 v69, s29
  v_add_co_u32 v72, vcc_lo, v68, v24
  v_add_co_ci_u32 v73, vcc_lo, v69, v26, vcc_lo
  v_mul_lo_u32 v24, v10, s14
  v_mul_hi_i32 v26, v10, s14
  v_mov_b32 v78, s28
  v_mov_b32 v79, s29
  v_add_co_u32 v80, vcc_lo, v78, v24
  v_add_co_ci_u32 v81, vcc_lo, v79, v26, vcc_lo
  v_mov_b32 v26, s12
  v_mov_b32 v24, v26
  s_and_saveexec_b32 s72, s62
  global_load_b32 v24, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v30, s12
  v_mov_b32 v28, v30
  s_and_saveexec_b32 s72, s66
  global_load_b32 v28, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v33, s12
  v_mov_b32 v32, v33
  s_and_saveexec_b32 s72, s70
  global_load_b32 v32, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v37, s12
  v_mov_b32 v36, v37
  s_and_saveexec_b32 s72, s10
  global_load_b32 v36, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v41, s12
  v_mov_b32 v40, v41
  s_and_saveexec_b32 s72, s8
  global_load_b32 v40, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v46, s12
  v_mov_b32 v44, v46
  s_and_saveexec_b32 s72, s6
  global_load_b32 v44, v[58:59], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v2, s12
  v_mov_b32 v1, v2
  s_and_saveexec_b32 s72, s4
  global_load_b32 v1, v[72:73], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v26, s12
  v_mov_b32 v2, v26
  s_and_saveexec_b32 s72, s0
  global_load_b32 v2, v[80:81], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s14, 4
  v_mul_lo_u32 v26, v45, s14
  v_mul_hi_i32 v30, v45, s14
  v_mov_b32 v50, s32
  v_mov_b32 v51, s33
  v_add_co_u32 v48, vcc_lo, v50, v26
  v_add_co_ci_u32 v49, vcc_lo, v51, v30, vcc_lo
  v_mul_lo_u32 v26, v22, s14
  v_mul_hi_i32 v22, v22, s14
  v_mov_b32 v60, s32
  v_mov_b32 v61, s33
  v_add_co_u32 v64, vcc_lo, v60, v26
  v_add_co_ci_u32 v65, vcc_lo, v61, v22, vcc_lo
  v_mul_lo_u32 v22, v18, s14
  v_mul_hi_i32 v18, v18, s14
  v_mov_b32 v74, s32
  v_mov_b32 v75, s33
  v_add_co_u32 v76, vcc_lo, v74, v22
  v_add_co_ci_u32 v77, vcc_lo, v75, v18, vcc_lo
  v_mul_lo_u32 v18, v14, s14
  v_mul_hi_i32 v22, v14, s14
  v_mov_b32 v82, s32
  v_mov_b32 v83, s33
  v_add_co_u32 v50, vcc_lo, v82, v18
  v_add_co_ci_u32 v51, vcc_lo, v83, v22, vcc_lo
  v_mul_lo_u32 v26, v6, s14
  v_mul_hi_i32 v30, v6, s14
  v_mov_b32 v54, s32
  v_mov_b32 v55, s33
  v_add_co_u32 v52, vcc_lo, v54, v26
  v_add_co_ci_u32 v53, vcc_lo, v55, v30, vcc_lo
  v_mul_lo_u32 v34, v3, s14
  v_mul_hi_i32 v37, v3, s14
  v_mov_b32 v56, s32
  v_mov_b32 v57, s33
  v_add_co_u32 v54, vcc_lo, v56, v34
  v_add_co_ci_u32 v55, vcc_lo, v57, v37, vcc_lo
  s_mov_b32 s14, 4
  v_mul_lo_u32 v45, v4, s14
  v_mul_hi_i32 v46, v4, s14
  v_mov_b32 v58, s32
  v_mov_b32 v59, s33
  v_add_co_u32 v56, vcc_lo, v58, v45
  v_add_co_ci_u32 v57, vcc_lo, v59, v46, vcc_lo
  v_mul_lo_u32 v3, v10, s14
  v_mul_hi_i32 v4, v10, s14
  v_mov_b32 v60, s32
  v_mov_b32 v61, s33
  v_add_co_u32 v58, vcc_lo, v60, v3
  v_add_co_ci_u32 v59, vcc_lo, v61, v4, vcc_lo
  v_mov_b32 v4, s12
  v_mov_b32 v3, v4
  s_and_saveexec_b32 s72, s62
  global_load_b32 v3, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v6, s12
  v_mov_b32 v4, v6
  s_and_saveexec_b32 s72, s66
  global_load_b32 v4, v[64:65], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v10, s12
  v_mov_b32 v6, v10
  s_and_saveexec_b32 s72, s70
  global_load_b32 v6, v[76:77], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v14, s12
  v_mov_b32 v10, v14
  s_and_saveexec_b32 s72, s10
  global_load_b32 v10, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v18, s12
  v_mov_b32 v14, v18
  s_and_saveexec_b32 s72, s8
  global_load_b32 v14, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v22, s12
  v_mov_b32 v18, v22
  s_and_saveexec_b32 s72, s6
  global_load_b32 v18, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v26, s12
  v_mov_b32 v22, v26
  s_and_saveexec_b32 s72, s4
  global_load_b32 v22, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v30, s12
  v_mov_b32 v26, v30
  s_and_saveexec_b32 s72, s0
  global_load_b32 v26, v[58:59], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s58, 4
  v_mul_lo_u32 v31, v29, s58
  v_mul_hi_i32 v33, v29, s58
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc_lo, v50, v31
  v_add_co_ci_u32 v49, vcc_lo, v51, v33, vcc_lo
  v_mul_lo_u32 v39, v27, s58
  v_mul_hi_i32 v41, v27, s58
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc_lo, v52, v39
  v_add_co_ci_u32 v51, vcc_lo, v53, v41, vcc_lo
  v_mul_lo_u32 v47, v21, s58
  v_mul_hi_i32 v21, v21, s58
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc_lo, v54, v47
  v_add_co_ci_u32 v53, vcc_lo, v55, v21, vcc_lo
  v_mul_lo_u32 v21, v17, s58
  v_mul_hi_i32 v17, v17, s58
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc_lo, v56, v21
  v_add_co_ci_u32 v55, vcc_lo, v57, v17, vcc_lo
  v_mul_lo_u32 v17, v19, s58
  v_mul_hi_i32 v19, v19, s58
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v60, vcc_lo, v56, v17
  v_add_co_ci_u32 v61, vcc_lo, v57, v19, vcc_lo
  v_mul_lo_u32 v17, v20, s58
  v_mul_hi_i32 v19, v20, s58
  v_mov_b32 v70, s24
  v_mov_b32 v71, s25
  v_add_co_u32 v74, vcc_lo, v70, v17
  v_add_co_ci_u32 v75, vcc_lo, v71, v19, vcc_lo
  s_mov_b32 s32, 4
  v_mul_lo_u32 v19, v23, s32
  v_mul_hi_i32 v20, v23, s32
  v_mov_b32 v82, s24
  v_mov_b32 v83, s25
  v_add_co_u32 v56, vcc_lo, v82, v19
  v_add_co_ci_u32 v57, vcc_lo, v83, v20, vcc_lo
  v_mul_lo_u32 v27, v25, s32
  v_mul_hi_i32 v29, v25, s32
  v_mov_b32 v62, s24
  v_mov_b32 v63, s25
  v_add_co_u32 v58, vcc_lo, v62, v27
  v_add_co_ci_u32 v59, vcc_lo, v63, v29, vcc_lo
  s_waitcnt vmcnt(0)
  v_add_f32 v34, v5, v7
  v_add_f32 v37, v34, v9
  v_add_f32 v38, v37, v11
  v_add_f32 v41, v38, v12
  v_add_f32 v42, v41, v13
  v_add_f32 v45, v42, v15
  v_add_f32 v46, v45, v16
  v_and_b32 v17, 31, v0
  v_xor_b32 v17, 1, v17
  v_lshlrev_b32 v17, 2, v17
  ds_bpermute_b32 v17, v17, v46
  s_waitcnt lgkmcnt(0)
  v_add_f32 v17, v46, v17
  v_and_b32 v19, 31, v0
  v_xor_b32 v19, 2, v19
  v_lshlrev_b32 v19, 2, v19
  ds_bpermute_b32 v19, v19, v17
  s_waitcnt lgkmcnt(0)
  v_add_f32 v17, v17, v19
  v_and_b32 v19, 31, v0
  v_xor_b32 v19, 4, v19
  v_lshlrev_b32 v19, 2, v19
  ds_bpermute_b32 v19, v19, v17
  s_waitcnt lgkmcnt(0)
  v_add_f32 v17, v17, v19
  v_and_b32 v19, 31, v0
  v_xor_b32 v19, 8, v19
  v_lshlrev_b32 v19, 2, v19
  ds_bpermute_b32 v21, v19, v17
  s_waitcnt lgkmcnt(0)
  v_add_f32 v23, v17, v21
  v_and_b32 v25, 31, v0
  v_xor_b32 v27, 16, v25
  v_lshlrev_b32 v29, 2, v27
  ds_bpermute_b32 v31, v29, v23
  s_waitcnt lgkmcnt(0)
  v_add_f32 v33, v23, v31
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s14, 4
  v_mul_lo_u32 v38, v8, s14
  s_mov_b32 s16, 0
  v_add_nc_u32 v42, v38, s16
  ds_store_b32 v42, v33
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s18, 0xffffff9f
  v_and_b32 v17, v8, s18
  v_or_b32 v19, v17, s16
  v_mul_lo_u32 v19, v19, s14
  v_add_nc_u32 v19, v19, s16
  ds_load_b32 v19, v19
  s_mov_b32 s18, 32
  v_or_b32 v20, v17, s18
  v_mul_lo_u32 v20, v20, s14
  v_add_nc_u32 v20, v20, s16
  ds_load_b32 v20, v20
  s_waitcnt lgkmcnt(0)
  v_add_f32 v19, v19, v20
  s_mov_b32 s18, 64
  v_or_b32 v20, v17, s18
  v_mul_lo_u32 v20, v20, s14
  v_add_nc_u32 v20, v20, s16
  ds_load_b32 v20, v20
  s_waitcnt lgkmcnt(0)
  v_add_f32 v19, v19, v20
  s_mov_b32 s38, 0x60
  v_or_b32 v21, v17, s38
  s_mov_b32 s46, 4
  v_mul_lo_u32 v25, v21, s46
  s_mov_b32 s54, 0
  v_add_nc_u32 v29, v25, s54
  ds_load_b32 v31, v29
  s_waitcnt lgkmcnt(0)
  v_add_f32 v33, v19, v31
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_cvt_f32_i32 v37, s48
  v_div_scale_f32 v38, vcc_lo, v37, v37, v33
  v_div_scale_f32 v41, vcc_lo, v33, v37, v33
  v_rcp_f32 v42, v38
  v_fma_f32 v45, -v38, v42, 0x3f800000
  v_fma_f32 v46, v45, v42, v42
  v_mul_f32 v17, v41, v46
  v_fma_f32 v19, -v38, v17, v41
  v_fma_f32 v17, v19, v46, v17
  v_fma_f32 v19, -v38, v17, v41
  s_nop 3
  v_div_fmas_f32 v17, v19, v46, v17
  v_div_fixup_f32 v17, v17, v37, v33
  v_sub_f32 v23, v5, v17
  v_sub_f32 v19, v7, v17
  v_sub_f32 v21, v9, v17
  v_sub_f32 v20, v11, v17
  v_sub_f32 v5, v12, v17
  v_sub_f32 v7, v13, v17
  v_sub_f32 v9, v15, v17
  v_sub_f32 v11, v16, v17
  v_mov_b32 v13, s12
  v_cndmask_b32_e64 v15, v13, v23, s62
  v_mov_b32 v23, s12
  v_cndmask_b32_e64 v19, v23, v19, s66
  v_mov_b32 v23, s12
  v_cndmask_b32_e64 v23, v23, v21, s70
  v_mov_b32 v25, s12
  v_cndmask_b32_e64 v27, v25, v20, s10
  v_mov_b32 v29, s12
  v_cndmask_b32_e64 v31, v29, v5, s8
  v_mov_b32 v33, s12
  v_cndmask_b32_e64 v35, v33, v7, s6
  v_mov_b32 v38, s12
  v_cndmask_b32_e64 v39, v38, v9, s4
  v_mov_b32 v41, s12
  v_cndmask_b32_e64 v43, v41, v11, s0
  v_mul_f32 v45, v15, v15
  v_mul_f32 v47, v19, v19
  v_mul_f32 v13, v23, v23
  v_mul_f32 v12, v27, v27
  v_mul_f32 v11, v31, v31
  v_mul_f32 v9, v35, v35
  v_mul_f32 v7, v39, v39
  v_mul_f32 v5, v43, v43
  v_add_f32 v16, v45, v47
  v_add_f32 v13, v16, v13
  v_add_f32 v12, v13, v12
  v_add_f32 v11, v12, v11
  v_add_f32 v9, v11, v9
  v_add_f32 v9, v9, v7
  v_add_f32 v11, v9, v5
  v_and_b32 v12, 31, v0
  v_xor_b32 v16, 1, v12
  v_lshlrev_b32 v16, 2, v16
  ds_bpermute_b32 v20, v16, v11
  s_waitcnt lgkmcnt(0)
  v_add_f32 v20, v11, v20
  v_and_b32 v25, 31, v0
  v_xor_b32 v25, 2, v25
  v_lshlrev_b32 v29, 2, v25
  ds_bpermute_b32 v29, v29, v20
  s_waitcnt lgkmcnt(0)
  v_add_f32 v30, v20, v29
  v_and_b32 v33, 31, v0
  v_xor_b32 v34, 4, v33
  v_lshlrev_b32 v38, 2, v34
  ds_bpermute_b32 v38, v38, v30
  s_waitcnt lgkmcnt(0)
  v_add_f32 v41, v30, v38
  v_and_b32 v42, 31, v0
  v_xor_b32 v45, 8, v42
  v_lshlrev_b32 v46, 2, v45
  ds_bpermute_b32 v5, v46, v41
  s_waitcnt lgkmcnt(0)
  v_add_f32 v5, v41, v5
  v_and_b32 v0, 31, v0
  v_xor_b32 v0, 16, v0
  v_lshlrev_b32 v0, 2, v0
  ds_bpermute_b32 v0, v0, v5
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v5, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s12, 4
  v_mul_lo_u32 v5, v8, s12
  s_mov_b32 s14, 0
  v_add_nc_u32 v7, v5, s14
  s_mov_b32 s16, 0x200
  v_add_nc_u32 v11, v7, s16
  ds_store_b32 v11, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s28, 0xffffff9f
  v_and_b32 v16, v8, s28
  v_or_b32 v20, v16, s14
  v_mul_lo_u32 v20, v20, s12
  v_add_nc_u32 v25, v20, s14
  v_add_nc_u32 v25, v25, s16
  ds_load_b32 v29, v25
  s_mov_b32 s56, 32
  v_or_b32 v30, v16, s56
  v_mul_lo_u32 v33, v30, s12
  v_add_nc_u32 v34, v33, s14
  v_add_nc_u32 v38, v34, s16
  ds_load_b32 v38, v38
  s_waitcnt lgkmcnt(0)
  v_add_f32 v41, v29, v38
  s_mov_b32 s12, 64
  v_or_b32 v45, v16, s12
  s_mov_b32 s12, 4
  v_mul_lo_u32 v0, v45, s12
  s_mov_b32 s14, 0
  v_add_nc_u32 v0, v0, s14
  s_mov_b32 s16, 0x200
  v_add_nc_u32 v0, v0, s16
  ds_load_b32 v0, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v41, v0
  s_mov_b32 s18, 0x60
  v_or_b32 v5, v16, s18
  v_mul_lo_u32 v5, v5, s12
  v_add_nc_u32 v5, v5, s14
  v_add_nc_u32 v7, v5, s16
  ds_load_b32 v9, v7
  s_waitcnt lgkmcnt(0)
  v_add_f32 v11, v0, v9
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_div_scale_f32 v16, vcc_lo, v37, v37, v11
  v_div_scale_f32 v20, vcc_lo, v11, v37, v11
  v_rcp_f32 v21, v16
  v_fma_f32 v25, -v16, v21, 0x3f800000
  v_fma_f32 v25, v25, v21, v21
  v_mul_f32 v29, v20, v25
  v_fma_f32 v30, -v16, v29, v20
  v_fma_f32 v29, v30, v25, v29
  v_fma_f32 v30, -v16, v29, v20
  s_nop 3
  v_div_fmas_f32 v33, v30, v25, v29
  v_div_fixup_f32 v34, v33, v37, v11
  v_add_f32 v37, v34, s52
  v_cmp_class_f32_e64 s12, v37, 0x90
  s_mov_b32 s14, 0x3f800000
  s_mov_b32 s16, 0x4b800000
  v_mov_b32 v45, s16
  v_mov_b32 v46, s14
  v_cndmask_b32_e64 v0, v46, v45, s12
  v_mul_f32 v0, v37, v0
  v_rsq_f32 v0, v0
  s_mov_b32 s16, 0x45800000
  v_mov_b32 v5, s16
  v_mov_b32 v7, s14
  v_cndmask_b32_e64 v5, v7, v5, s12
  v_mul_f32 v0, v0, v5
  v_mul_f32 v16, v15, v0
  v_mul_f32 v12, v19, v0
  v_mul_f32 v5, v23, v0
  v_mul_f32 v7, v27, v0
  v_mul_f32 v9, v31, v0
  v_mul_f32 v11, v35, v0
  v_mul_f32 v13, v39, v0
  v_mul_f32 v15, v43, v0
  v_mul_f32 v20, v16, v24
  v_mul_f32 v19, v12, v28
  v_mul_f32 v21, v5, v32
  v_mul_f32 v23, v7, v36
  v_mul_f32 v25, v9, v40
  v_mul_f32 v27, v11, v44
  v_mul_f32 v29, v13, v1
  v_mul_f32 v31, v15, v2
  v_add_f32 v33, v20, v3
  v_add_f32 v35, v19, v4
  v_add_f32 v37, v21, v6
  v_add_f32 v39, v23, v10
  v_add_f32 v41, v25, v14
  v_add_f32 v43, v27, v18
  v_add_f32 v45, v29, v22
  v_add_f32 v47, v31, v26
  s_and_saveexec_b32 s72, s62
  global_store_b32 v[48:49], v33, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s66
  global_store_b32 v[50:51], v35, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s70
  global_store_b32 v[52:53], v37, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s10
  global_store_b32 v[54:55], v39, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s8
  global_store_b32 v[60:61], v41, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s6
  global_store_b32 v[74:75], v43, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s4
  global_store_b32 v[56:57], v45, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s0
  global_store_b32 v[58:59], v47, off
  s_mov_b32 exec_lo, s72
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mul_i32 s6, s2, 4
  s_mov_b32 s0, 4
  s_mul_hi_i32 s8, s2, s0
  s_add_u32 s4, s36, s6
  s_addc_u32 s5, s37, s8
  s_mov_b32 s6, 0x7f
  v_and_b32 v5, v8, s6
  s_mov_b32 s14, 0
  v_cmp_eq_u32_e64 s18, v5, s14
  v_mov_b32 v68, s4
  v_mov_b32 v69, s5
  s_and_saveexec_b32 s72, s18
  global_store_b32 v[68:69], v17, off
  s_mov_b32 exec_lo, s72
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mul_i32 s30, s2, 4
  s_mul_hi_i32 s34, s2, s0
  s_add_u32 s38, s40, s30
  s_addc_u32 s39, s41, s34
  v_and_b32 v21, v8, s6
  v_cmp_eq_u32_e64 s46, v21, s14
  v_mov_b32 v48, s38
  v_mov_b32 v49, s39
  s_and_saveexec_b32 s72, s46
  global_store_b32 v[48:49], v0, off
  s_mov_b32 exec_lo, s72
  s_endpgm
.Llayernorm_end:
.size layernorm, .Llayernorm_end-layernorm
; 74 SGPRs, 84 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 84
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
    .vgpr_count: 84
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
