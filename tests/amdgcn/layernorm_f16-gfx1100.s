.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 5
.text
.globl layernorm_f16
.p2align 8
.type layernorm_f16,@function
layernorm_f16:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v6, 31, v0
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
  s_mov_b32 s4, 3
  v_lshlrev_b32 v38, s4, v34
  s_cmp_ge_u32 s4, 32
  s_cselect_b32 s0, -1, 0
  v_cndmask_b32_e64 v43, v38, 0, s0
  s_mov_b32 s0, 0
  v_add_nc_u32 v47, v43, s0
  s_mov_b32 s0, 1
  v_add_nc_u32 v18, v47, s0
  s_mov_b32 s0, 2
  v_add_nc_u32 v14, v47, s0
  v_add_nc_u32 v4, v47, s4
  s_mov_b32 s4, 4
  v_add_nc_u32 v3, v47, s4
  s_mov_b32 s4, 5
  v_add_nc_u32 v2, v47, s4
  s_mov_b32 s8, 6
  v_add_nc_u32 v7, v47, s8
  s_mov_b32 s16, 7
  v_add_nc_u32 v11, v47, s16
  v_add_nc_u32 v30, s60, v47
  v_add_nc_u32 v29, s60, v18
  v_add_nc_u32 v21, s60, v14
  v_add_nc_u32 v19, s60, v4
  v_add_nc_u32 v20, s60, v3
  v_add_nc_u32 v23, s60, v2
  v_add_nc_u32 v25, s60, v7
  v_add_nc_u32 v27, s60, v11
  v_mul_lo_u32 v28, v30, s0
  v_mul_hi_i32 v31, v30, s0
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc_lo, v50, v28
  v_add_co_ci_u32 v49, vcc_lo, v51, v31, vcc_lo
  v_mul_lo_u32 v36, v29, s0
  v_mul_hi_i32 v38, v29, s0
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc_lo, v52, v36
  v_add_co_ci_u32 v51, vcc_lo, v53, v38, vcc_lo
  s_mov_b32 s0, 2
  v_mul_lo_u32 v46, v21, s0
  v_mul_hi_i32 v0, v21, s0
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc_lo, v54, v46
  v_add_co_ci_u32 v53, vcc_lo, v55, v0, vcc_lo
  v_mul_lo_u32 v0, v19, s0
  v_mul_hi_i32 v1, v19, s0
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc_lo, v56, v0
  v_add_co_ci_u32 v55, vcc_lo, v57, v1, vcc_lo
  v_mul_lo_u32 v0, v20, s0
  v_mul_hi_i32 v1, v20, s0
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v58, vcc_lo, v56, v0
  v_add_co_ci_u32 v59, vcc_lo, v57, v1, vcc_lo
  v_mul_lo_u32 v8, v23, s0
  v_mul_hi_i32 v9, v23, s0
  v_mov_b32 v66, s24
  v_mov_b32 v67, s25
  v_add_co_u32 v70, vcc_lo, v66, v8
  v_add_co_ci_u32 v71, vcc_lo, v67, v9, vcc_lo
  v_mul_lo_u32 v15, v25, s0
  v_mul_hi_i32 v17, v25, s0
  v_mov_b32 v76, s24
  v_mov_b32 v77, s25
  v_add_co_u32 v78, vcc_lo, v76, v15
  v_add_co_ci_u32 v79, vcc_lo, v77, v17, vcc_lo
  v_mul_lo_u32 v24, v27, s0
  v_mul_hi_i32 v26, v27, s0
  v_mov_b32 v60, s24
  v_mov_b32 v61, s25
  v_add_co_u32 v56, vcc_lo, v60, v24
  v_add_co_ci_u32 v57, vcc_lo, v61, v26, vcc_lo
  v_cmp_lt_i32_e64 s62, v47, s52
  v_cmp_lt_i32_e64 s66, v18, s52
  v_cmp_lt_i32_e64 s70, v14, s52
  v_cmp_lt_i32_e64 s10, v4, s52
  v_cmp_lt_i32_e64 s8, v3, s52
  v_cmp_lt_i32_e64 s6, v2, s52
  v_cmp_lt_i32_e64 s4, v7, s52
  v_cmp_lt_i32_e64 s0, v11, s52
  s_mov_b32 s12, 0
  v_mov_b32 v0, s12
  v_mov_b32 v17, v0
  s_and_saveexec_b32 s72, s62
  global_load_u16 v17, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v0, s12
  v_mov_b32 v16, v0
  s_and_saveexec_b32 s72, s66
  global_load_u16 v16, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v0, s12
  v_mov_b32 v13, v0
  s_and_saveexec_b32 s72, s70
  global_load_u16 v13, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v0, s12
  v_mov_b32 v9, v0
  s_and_saveexec_b32 s72, s10
  global_load_u16 v9, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v8, s12
  v_mov_b32 v5, v8
  s_and_saveexec_b32 s72, s8
  global_load_u16 v5, v[58:59], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v12, s12
  v_mov_b32 v8, v12
  s_and_saveexec_b32 s72, s6
  global_load_u16 v8, v[70:71], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v15, s12
  v_mov_b32 v12, v15
  s_and_saveexec_b32 s72, s4
  global_load_u16 v12, v[78:79], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v22, s12
  v_mov_b32 v15, v22
  s_and_saveexec_b32 s72, s0
  global_load_u16 v15, v[56:57], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s38, 2
  v_mul_lo_u32 v22, v47, s38
  v_mul_hi_i32 v24, v47, s38
  v_mov_b32 v50, s32
  v_mov_b32 v51, s33
  v_add_co_u32 v48, vcc_lo, v50, v22
  v_add_co_ci_u32 v49, vcc_lo, v51, v24, vcc_lo
  v_mul_lo_u32 v28, v18, s38
  v_mul_hi_i32 v31, v18, s38
  v_mov_b32 v52, s32
  v_mov_b32 v53, s33
  v_add_co_u32 v50, vcc_lo, v52, v28
  v_add_co_ci_u32 v51, vcc_lo, v53, v31, vcc_lo
  v_mul_lo_u32 v36, v14, s38
  v_mul_hi_i32 v38, v14, s38
  v_mov_b32 v54, s32
  v_mov_b32 v55, s33
  v_add_co_u32 v52, vcc_lo, v54, v36
  v_add_co_ci_u32 v53, vcc_lo, v55, v38, vcc_lo
  v_mul_lo_u32 v44, v4, s38
  v_mul_hi_i32 v46, v4, s38
  v_mov_b32 v56, s32
  v_mov_b32 v57, s33
  v_add_co_u32 v54, vcc_lo, v56, v44
  v_add_co_ci_u32 v55, vcc_lo, v57, v46, vcc_lo
  v_mul_lo_u32 v0, v3, s38
  v_mul_hi_i32 v1, v3, s38
  v_mov_b32 v58, s32
  v_mov_b32 v59, s33
  v_add_co_u32 v56, vcc_lo, v58, v0
  v_add_co_ci_u32 v57, vcc_lo, v59, v1, vcc_lo
  v_mul_lo_u32 v0, v2, s38
  v_mul_hi_i32 v1, v2, s38
  v_mov_b32 v60, s32
  v_mov_b32 v61, s33
  v_add_co_u32 v58, vcc_lo, v60, v0
  v_add_co_ci_u32 v59, vcc_lo, v61, v1, vcc_lo
  s_mov_b32 s14, 2
  v_mul_lo_u32 v22, v7, s14
  v_mul_hi_i32 v24, v7, s14
  v_mov_b32 v66, s32
  v_mov_b32 v67, s33
  v_add_co_u32 v70, vcc_lo, v66, v22
  v_add_co_ci_u32 v71, vcc_lo, v67, v24, vcc_lo
  v_mul_lo_u32 v22, v11, s14
  v_mul_hi_i32 v24, v11, s14
  v_mov_b32 v76, s32
  v_mov_b32 v77, s33
  v_add_co_u32 v78, vcc_lo, v76, v22
  v_add_co_ci_u32 v79, vcc_lo, v77, v24, vcc_lo
  v_mov_b32 v26, s12
  v_mov_b32 v24, v26
  s_and_saveexec_b32 s72, s62
  global_load_u16 v24, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v31, s12
  v_mov_b32 v28, v31
  s_and_saveexec_b32 s72, s66
  global_load_u16 v28, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v33, s12
  v_mov_b32 v32, v33
  s_and_saveexec_b32 s72, s70
  global_load_u16 v32, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v37, s12
  v_mov_b32 v36, v37
  s_and_saveexec_b32 s72, s10
  global_load_u16 v36, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v41, s12
  v_mov_b32 v40, v41
  s_and_saveexec_b32 s72, s8
  global_load_u16 v40, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v45, s12
  v_mov_b32 v44, v45
  s_and_saveexec_b32 s72, s6
  global_load_u16 v44, v[58:59], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v1, s12
  v_mov_b32 v0, v1
  s_and_saveexec_b32 s72, s4
  global_load_u16 v0, v[70:71], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v22, s12
  v_mov_b32 v1, v22
  s_and_saveexec_b32 s72, s0
  global_load_u16 v1, v[78:79], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s14, 2
  v_mul_lo_u32 v22, v47, s14
  v_mul_hi_i32 v26, v47, s14
  v_mov_b32 v50, s36
  v_mov_b32 v51, s37
  v_add_co_u32 v48, vcc_lo, v50, v22
  v_add_co_ci_u32 v49, vcc_lo, v51, v26, vcc_lo
  v_mul_lo_u32 v22, v18, s14
  v_mul_hi_i32 v18, v18, s14
  v_mov_b32 v60, s36
  v_mov_b32 v61, s37
  v_add_co_u32 v64, vcc_lo, v60, v22
  v_add_co_ci_u32 v65, vcc_lo, v61, v18, vcc_lo
  v_mul_lo_u32 v18, v14, s14
  v_mul_hi_i32 v14, v14, s14
  v_mov_b32 v72, s36
  v_mov_b32 v73, s37
  v_add_co_u32 v74, vcc_lo, v72, v18
  v_add_co_ci_u32 v75, vcc_lo, v73, v14, vcc_lo
  v_mul_lo_u32 v18, v4, s14
  v_mul_hi_i32 v22, v4, s14
  v_mov_b32 v80, s36
  v_mov_b32 v81, s37
  v_add_co_u32 v50, vcc_lo, v80, v18
  v_add_co_ci_u32 v51, vcc_lo, v81, v22, vcc_lo
  v_mul_lo_u32 v26, v3, s14
  v_mul_hi_i32 v31, v3, s14
  v_mov_b32 v54, s36
  v_mov_b32 v55, s37
  v_add_co_u32 v52, vcc_lo, v54, v26
  v_add_co_ci_u32 v53, vcc_lo, v55, v31, vcc_lo
  v_mul_lo_u32 v34, v2, s14
  v_mul_hi_i32 v37, v2, s14
  v_mov_b32 v56, s36
  v_mov_b32 v57, s37
  v_add_co_u32 v54, vcc_lo, v56, v34
  v_add_co_ci_u32 v55, vcc_lo, v57, v37, vcc_lo
  s_mov_b32 s14, 2
  v_mul_lo_u32 v45, v7, s14
  v_mul_hi_i32 v46, v7, s14
  v_mov_b32 v58, s36
  v_mov_b32 v59, s37
  v_add_co_u32 v56, vcc_lo, v58, v45
  v_add_co_ci_u32 v57, vcc_lo, v59, v46, vcc_lo
  v_mul_lo_u32 v2, v11, s14
  v_mul_hi_i32 v3, v11, s14
  v_mov_b32 v60, s36
  v_mov_b32 v61, s37
  v_add_co_u32 v58, vcc_lo, v60, v2
  v_add_co_ci_u32 v59, vcc_lo, v61, v3, vcc_lo
  v_mov_b32 v3, s12
  v_mov_b32 v2, v3
  s_and_saveexec_b32 s72, s62
  global_load_u16 v2, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v4, s12
  v_mov_b32 v3, v4
  s_and_saveexec_b32 s72, s66
  global_load_u16 v3, v[64:65], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v11, s12
  v_mov_b32 v7, v11
  s_and_saveexec_b32 s72, s70
  global_load_u16 v7, v[74:75], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v14, s12
  v_mov_b32 v11, v14
  s_and_saveexec_b32 s72, s10
  global_load_u16 v11, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v18, s12
  v_mov_b32 v14, v18
  s_and_saveexec_b32 s72, s8
  global_load_u16 v14, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v22, s12
  v_mov_b32 v18, v22
  s_and_saveexec_b32 s72, s6
  global_load_u16 v18, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v26, s12
  v_mov_b32 v22, v26
  s_and_saveexec_b32 s72, s4
  global_load_u16 v22, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v31, s12
  v_mov_b32 v26, v31
  s_and_saveexec_b32 s72, s0
  global_load_u16 v26, v[58:59], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s58, 2
  v_mul_lo_u32 v31, v30, s58
  v_mul_hi_i32 v33, v30, s58
  v_mov_b32 v50, s28
  v_mov_b32 v51, s29
  v_add_co_u32 v48, vcc_lo, v50, v31
  v_add_co_ci_u32 v49, vcc_lo, v51, v33, vcc_lo
  v_mul_lo_u32 v39, v29, s58
  v_mul_hi_i32 v41, v29, s58
  v_mov_b32 v52, s28
  v_mov_b32 v53, s29
  v_add_co_u32 v50, vcc_lo, v52, v39
  v_add_co_ci_u32 v51, vcc_lo, v53, v41, vcc_lo
  v_mul_lo_u32 v47, v21, s58
  v_mul_hi_i32 v4, v21, s58
  v_mov_b32 v54, s28
  v_mov_b32 v55, s29
  v_add_co_u32 v52, vcc_lo, v54, v47
  v_add_co_ci_u32 v53, vcc_lo, v55, v4, vcc_lo
  v_mul_lo_u32 v4, v19, s58
  v_mul_hi_i32 v19, v19, s58
  v_mov_b32 v56, s28
  v_mov_b32 v57, s29
  v_add_co_u32 v54, vcc_lo, v56, v4
  v_add_co_ci_u32 v55, vcc_lo, v57, v19, vcc_lo
  v_mul_lo_u32 v4, v20, s58
  v_mul_hi_i32 v19, v20, s58
  v_mov_b32 v56, s28
  v_mov_b32 v57, s29
  v_add_co_u32 v60, vcc_lo, v56, v4
  v_add_co_ci_u32 v61, vcc_lo, v57, v19, vcc_lo
  v_mul_lo_u32 v19, v23, s58
  v_mul_hi_i32 v20, v23, s58
  v_mov_b32 v68, s28
  v_mov_b32 v69, s29
  v_add_co_u32 v72, vcc_lo, v68, v19
  v_add_co_ci_u32 v73, vcc_lo, v69, v20, vcc_lo
  s_mov_b32 s32, 2
  v_mul_lo_u32 v19, v25, s32
  v_mul_hi_i32 v20, v25, s32
  v_mov_b32 v80, s28
  v_mov_b32 v81, s29
  v_add_co_u32 v56, vcc_lo, v80, v19
  v_add_co_ci_u32 v57, vcc_lo, v81, v20, vcc_lo
  v_mul_lo_u32 v29, v27, s32
  v_mul_hi_i32 v30, v27, s32
  v_mov_b32 v62, s28
  v_mov_b32 v63, s29
  v_add_co_u32 v58, vcc_lo, v62, v29
  v_add_co_ci_u32 v59, vcc_lo, v63, v30, vcc_lo
  s_waitcnt vmcnt(0)
  v_cvt_f32_f16 v34, v17
  v_cvt_f32_f16 v37, v16
  v_cvt_f32_f16 v38, v13
  v_cvt_f32_f16 v41, v9
  v_cvt_f32_f16 v47, v5
  v_cvt_f32_f16 v45, v8
  v_cvt_f32_f16 v46, v12
  v_cvt_f32_f16 v19, v15
  v_add_f32 v4, v34, v37
  v_add_f32 v4, v4, v38
  v_add_f32 v4, v4, v41
  v_add_f32 v4, v4, v47
  v_add_f32 v4, v4, v45
  v_add_f32 v4, v4, v46
  v_add_f32 v4, v4, v19
  v_xor_b32 v20, 1, v6
  v_lshlrev_b32 v20, 2, v20
  ds_bpermute_b32 v20, v20, v4
  s_waitcnt lgkmcnt(0)
  v_add_f32 v20, v4, v20
  v_xor_b32 v21, 2, v6
  v_lshlrev_b32 v21, 2, v21
  ds_bpermute_b32 v21, v21, v20
  s_waitcnt lgkmcnt(0)
  v_add_f32 v20, v20, v21
  v_xor_b32 v21, 4, v6
  v_lshlrev_b32 v21, 2, v21
  ds_bpermute_b32 v21, v21, v20
  s_waitcnt lgkmcnt(0)
  v_add_f32 v23, v20, v21
  v_xor_b32 v25, 8, v6
  v_lshlrev_b32 v27, 2, v25
  ds_bpermute_b32 v29, v27, v23
  s_waitcnt lgkmcnt(0)
  v_add_f32 v31, v23, v29
  v_xor_b32 v33, 16, v6
  v_lshlrev_b32 v35, 2, v33
  ds_bpermute_b32 v39, v35, v31
  s_waitcnt lgkmcnt(0)
  v_add_f32 v39, v31, v39
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s12, 4
  v_mul_lo_u32 v4, v10, s12
  s_mov_b32 s14, 0
  v_add_nc_u32 v4, v4, s14
  ds_store_b32 v4, v39
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s16, 0xffffff9f
  v_and_b32 v4, v10, s16
  v_or_b32 v20, v4, s14
  v_mul_lo_u32 v20, v20, s12
  v_add_nc_u32 v20, v20, s14
  ds_load_b32 v20, v20
  s_mov_b32 s16, 32
  v_or_b32 v21, v4, s16
  v_mul_lo_u32 v21, v21, s12
  v_add_nc_u32 v21, v21, s14
  ds_load_b32 v21, v21
  s_waitcnt lgkmcnt(0)
  v_add_f32 v20, v20, v21
  s_mov_b32 s26, 64
  v_or_b32 v21, v4, s26
  v_mul_lo_u32 v21, v21, s12
  v_add_nc_u32 v21, v21, s14
  ds_load_b32 v21, v21
  s_waitcnt lgkmcnt(0)
  v_add_f32 v23, v20, v21
  s_mov_b32 s50, 0x60
  v_or_b32 v27, v4, s50
  s_mov_b32 s58, 4
  v_mul_lo_u32 v31, v27, s58
  s_mov_b32 s68, 0
  v_add_nc_u32 v35, v31, s68
  ds_load_b32 v39, v35
  s_waitcnt lgkmcnt(0)
  v_add_f32 v39, v23, v39
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_cvt_f32_i32 v42, s52
  v_div_scale_f32 v4, vcc_lo, v42, v42, v39
  v_div_scale_f32 v20, vcc_lo, v39, v42, v39
  v_rcp_f32 v21, v4
  v_fma_f32 v23, -v4, v21, 0x3f800000
  v_fma_f32 v21, v23, v21, v21
  v_mul_f32 v23, v20, v21
  v_fma_f32 v25, -v4, v23, v20
  v_fma_f32 v23, v25, v21, v23
  v_fma_f32 v4, -v4, v23, v20
  s_nop 3
  v_div_fmas_f32 v4, v4, v21, v23
  v_div_fixup_f32 v4, v4, v42, v39
  v_sub_f32 v23, v34, v4
  v_sub_f32 v27, v37, v4
  v_sub_f32 v30, v38, v4
  v_sub_f32 v29, v41, v4
  v_sub_f32 v25, v47, v4
  v_sub_f32 v21, v45, v4
  v_sub_f32 v20, v46, v4
  v_sub_f32 v19, v19, v4
  s_mov_b32 s38, 0
  v_mov_b32 v31, s38
  v_cndmask_b32_e64 v23, v31, v23, s62
  v_mov_b32 v31, s38
  v_cndmask_b32_e64 v27, v31, v27, s66
  v_mov_b32 v31, s38
  v_cndmask_b32_e64 v31, v31, v30, s70
  v_mov_b32 v33, s38
  v_cndmask_b32_e64 v35, v33, v29, s10
  v_mov_b32 v37, s38
  v_cndmask_b32_e64 v39, v37, v25, s8
  v_mov_b32 v41, s38
  v_cndmask_b32_e64 v45, v41, v21, s6
  v_mov_b32 v46, s38
  v_cndmask_b32_e64 v47, v46, v20, s4
  v_mov_b32 v20, s38
  v_cndmask_b32_e64 v19, v20, v19, s0
  s_mov_b32 s12, 0x7f
  v_and_b32 v20, v10, s12
  s_mov_b32 s12, 2
  v_lshlrev_b32 v20, s12, v20
  s_cmp_ge_u32 s12, 32
  s_cselect_b32 s14, -1, 0
  v_cndmask_b32_e64 v20, v20, 0, s14
  s_mov_b32 s14, 0
  v_add_nc_u32 v21, v20, s14
  s_mov_b32 s14, 1
  v_add_nc_u32 v29, v21, s14
  v_add_nc_u32 v25, v21, s12
  s_mov_b32 s26, 3
  v_add_nc_u32 v30, v21, s26
  s_mov_b32 s34, 0x200
  v_add_nc_u32 v33, v21, s34
  s_mov_b32 s42, 0x201
  v_add_nc_u32 v34, v21, s42
  s_mov_b32 s50, 0x202
  v_add_nc_u32 v37, v21, s50
  s_mov_b32 s58, 0x203
  v_add_nc_u32 v38, v21, s58
  v_cmp_lt_i32_e64 s68, v21, s52
  v_cmp_lt_i32_e64 s24, v29, s52
  v_cmp_lt_i32_e64 s22, v25, s52
  v_cmp_lt_i32_e64 s20, v30, s52
  v_cmp_lt_i32_e64 s18, v33, s52
  v_cmp_lt_i32_e64 s16, v34, s52
  v_cmp_lt_i32_e64 s14, v37, s52
  v_cmp_lt_i32_e64 s12, v38, s52
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s26, 0
  v_or_b32 v21, v43, s26
  s_mov_b32 s26, 2
  v_mul_lo_u32 v21, v21, s26
  v_add_nc_u32 v21, v21, s34
  ds_store_b16 v21, v17
  s_mov_b32 s28, 1
  v_or_b32 v17, v43, s28
  v_mul_lo_u32 v17, v17, s26
  s_mov_b32 s28, 0x200
  v_add_nc_u32 v17, v17, s28
  ds_store_b16 v17, v16
  v_or_b32 v16, v43, s26
  v_mul_lo_u32 v16, v16, s26
  v_add_nc_u32 v16, v16, s28
  ds_store_b16 v16, v13
  s_mov_b32 s32, 3
  v_or_b32 v21, v43, s32
  v_mul_lo_u32 v21, v21, s26
  v_add_nc_u32 v25, v21, s28
  ds_store_b16 v25, v9
  s_mov_b32 s50, 4
  v_or_b32 v29, v43, s50
  v_mul_lo_u32 v29, v29, s26
  v_add_nc_u32 v33, v29, s28
  ds_store_b16 v33, v5
  s_mov_b32 s26, 5
  v_or_b32 v37, v43, s26
  s_mov_b32 s26, 2
  v_mul_lo_u32 v41, v37, s26
  v_add_nc_u32 v46, v41, s28
  ds_store_b16 v46, v8
  s_mov_b32 s28, 6
  v_or_b32 v5, v43, s28
  v_mul_lo_u32 v5, v5, s26
  s_mov_b32 s28, 0x200
  v_add_nc_u32 v5, v5, s28
  ds_store_b16 v5, v12
  s_mov_b32 s30, 7
  v_or_b32 v5, v43, s30
  v_mul_lo_u32 v5, v5, s26
  v_add_nc_u32 v5, v5, s28
  ds_store_b16 v5, v15
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s30, 0
  v_or_b32 v5, v20, s30
  v_mul_lo_u32 v8, v5, s26
  v_add_nc_u32 v9, v8, s28
  ds_load_u16 v12, v9
  s_mov_b32 s30, 1
  v_or_b32 v15, v20, s30
  v_mul_lo_u32 v17, v15, s26
  v_add_nc_u32 v21, v17, s28
  ds_load_u16 v21, v21
  s_mov_b32 s46, 2
  v_or_b32 v25, v20, s46
  v_mul_lo_u32 v29, v25, s46
  v_add_nc_u32 v29, v29, s28
  ds_load_u16 v33, v29
  s_mov_b32 s26, 3
  v_or_b32 v37, v20, s26
  v_mul_lo_u32 v37, v37, s46
  s_mov_b32 s26, 0x200
  v_add_nc_u32 v41, v37, s26
  ds_load_u16 v43, v41
  v_or_b32 v46, v20, s26
  v_mul_lo_u32 v5, v46, s46
  v_add_nc_u32 v5, v5, s26
  ds_load_u16 v5, v5
  s_mov_b32 s28, 0x201
  v_or_b32 v8, v20, s28
  v_mul_lo_u32 v8, v8, s46
  v_add_nc_u32 v8, v8, s26
  ds_load_u16 v8, v8
  s_mov_b32 s28, 0x202
  v_or_b32 v9, v20, s28
  v_mul_lo_u32 v9, v9, s46
  v_add_nc_u32 v9, v9, s26
  ds_load_u16 v9, v9
  s_mov_b32 s28, 0x203
  v_or_b32 v13, v20, s28
  s_mov_b32 s28, 2
  v_mul_lo_u32 v16, v13, s28
  v_add_nc_u32 v20, v16, s26
  ds_load_u16 v20, v20
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_cvt_f32_f16 v41, v12
  v_cvt_f32_f16 v25, v21
  v_cvt_f32_f16 v30, v33
  v_cvt_f32_f16 v29, v43
  v_cvt_f32_f16 v34, v5
  v_cvt_f32_f16 v33, v8
  v_cvt_f32_f16 v38, v9
  v_cvt_f32_f16 v37, v20
  v_sub_f32 v9, v41, v4
  v_sub_f32 v41, v25, v4
  v_sub_f32 v43, v30, v4
  v_sub_f32 v46, v29, v4
  v_sub_f32 v15, v34, v4
  v_sub_f32 v12, v33, v4
  v_sub_f32 v8, v38, v4
  v_sub_f32 v5, v37, v4
  s_mov_b32 s26, 0
  v_mov_b32 v13, s26
  v_cndmask_b32_e64 v9, v13, v9, s68
  v_mov_b32 v13, s26
  v_cndmask_b32_e64 v13, v13, v41, s24
  v_mov_b32 v16, s26
  v_cndmask_b32_e64 v16, v16, v43, s22
  v_mov_b32 v17, s26
  v_cndmask_b32_e64 v17, v17, v46, s20
  v_mov_b32 v20, s26
  v_cndmask_b32_e64 v15, v20, v15, s18
  v_mov_b32 v20, s26
  v_cndmask_b32_e64 v20, v20, v12, s16
  v_mov_b32 v21, s26
  v_cndmask_b32_e64 v21, v21, v8, s14
  v_mov_b32 v25, s26
  v_cndmask_b32_e64 v25, v25, v5, s12
  v_mul_f32 v29, v9, v9
  v_mul_f32 v43, v13, v13
  v_mul_f32 v30, v16, v16
  v_mul_f32 v33, v17, v17
  v_mul_f32 v34, v15, v15
  v_mul_f32 v37, v20, v20
  v_mul_f32 v38, v21, v21
  v_mul_f32 v41, v25, v25
  v_add_f32 v43, v29, v43
  v_add_f32 v46, v43, v30
  v_add_f32 v46, v46, v33
  v_add_f32 v5, v46, v34
  v_add_f32 v5, v5, v37
  v_add_f32 v5, v5, v38
  v_add_f32 v5, v5, v41
  v_xor_b32 v8, 1, v6
  v_lshlrev_b32 v8, 2, v8
  ds_bpermute_b32 v8, v8, v5
  s_waitcnt lgkmcnt(0)
  v_add_f32 v5, v5, v8
  v_xor_b32 v8, 2, v6
  v_lshlrev_b32 v8, 2, v8
  ds_bpermute_b32 v8, v8, v5
  s_waitcnt lgkmcnt(0)
  v_add_f32 v8, v5, v8
  v_xor_b32 v9, 4, v6
  v_lshlrev_b32 v12, 2, v9
  ds_bpermute_b32 v13, v12, v8
  s_waitcnt lgkmcnt(0)
  v_add_f32 v15, v8, v13
  v_xor_b32 v17, 8, v6
  v_lshlrev_b32 v20, 2, v17
  ds_bpermute_b32 v21, v20, v15
  s_waitcnt lgkmcnt(0)
  v_add_f32 v25, v15, v21
  v_xor_b32 v29, 16, v6
  v_lshlrev_b32 v29, 2, v29
  ds_bpermute_b32 v29, v29, v25
  s_waitcnt lgkmcnt(0)
  v_add_f32 v33, v25, v29
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s68, 4
  v_mul_lo_u32 v37, v10, s68
  s_mov_b32 s12, 0
  v_add_nc_u32 v41, v37, s12
  s_mov_b32 s14, 0xa00
  v_add_nc_u32 v46, v41, s14
  ds_store_b32 v46, v33
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s16, 0xffffff9f
  v_and_b32 v5, v10, s16
  v_or_b32 v6, v5, s12
  v_mul_lo_u32 v6, v6, s68
  v_add_nc_u32 v6, v6, s12
  v_add_nc_u32 v6, v6, s14
  ds_load_b32 v6, v6
  s_mov_b32 s16, 32
  v_or_b32 v8, v5, s16
  v_mul_lo_u32 v8, v8, s68
  v_add_nc_u32 v8, v8, s12
  v_add_nc_u32 v8, v8, s14
  ds_load_b32 v9, v8
  s_waitcnt lgkmcnt(0)
  v_add_f32 v12, v6, v9
  s_mov_b32 s26, 64
  v_or_b32 v15, v5, s26
  s_mov_b32 s34, 4
  v_mul_lo_u32 v20, v15, s34
  s_mov_b32 s42, 0
  v_add_nc_u32 v25, v20, s42
  s_mov_b32 s50, 0xa00
  v_add_nc_u32 v29, v25, s50
  ds_load_b32 v29, v29
  s_waitcnt lgkmcnt(0)
  v_add_f32 v33, v12, v29
  s_mov_b32 s68, 0x60
  v_or_b32 v37, v5, s68
  v_mul_lo_u32 v37, v37, s34
  v_add_nc_u32 v41, v37, s42
  v_add_nc_u32 v41, v41, s50
  ds_load_b32 v43, v41
  s_waitcnt lgkmcnt(0)
  v_add_f32 v46, v33, v43
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_div_scale_f32 v5, vcc_lo, v42, v42, v46
  v_div_scale_f32 v6, vcc_lo, v46, v42, v46
  v_rcp_f32 v8, v5
  v_fma_f32 v9, -v5, v8, 0x3f800000
  v_fma_f32 v8, v9, v8, v8
  v_mul_f32 v9, v6, v8
  v_fma_f32 v12, -v5, v9, v6
  v_fma_f32 v9, v12, v8, v9
  v_fma_f32 v5, -v5, v9, v6
  s_nop 3
  v_div_fmas_f32 v5, v5, v8, v9
  v_div_fixup_f32 v5, v5, v42, v46
  v_add_f32 v8, v5, s56
  v_cmp_class_f32_e64 s18, v8, 0x90
  s_mov_b32 s22, 0x3f800000
  s_mov_b32 s26, 0x4b800000
  v_mov_b32 v15, s26
  v_mov_b32 v17, s22
  v_cndmask_b32_e64 v20, v17, v15, s18
  v_mul_f32 v21, v8, v20
  v_rsq_f32 v25, v21
  s_mov_b32 s50, 0x45800000
  v_mov_b32 v29, s50
  v_mov_b32 v30, s22
  v_cndmask_b32_e64 v33, v30, v29, s18
  v_mul_f32 v33, v25, v33
  v_mul_f32 v38, v23, v33
  v_mul_f32 v37, v27, v33
  v_mul_f32 v42, v31, v33
  v_mul_f32 v41, v35, v33
  v_mul_f32 v43, v39, v33
  v_mul_f32 v45, v45, v33
  v_mul_f32 v47, v47, v33
  v_mul_f32 v9, v19, v33
  v_cvt_f32_f16 v5, v24
  v_cvt_f32_f16 v6, v28
  v_cvt_f32_f16 v8, v32
  v_cvt_f32_f16 v13, v36
  v_cvt_f32_f16 v12, v40
  v_cvt_f32_f16 v15, v44
  v_cvt_f32_f16 v0, v0
  v_cvt_f32_f16 v17, v1
  v_mul_f32 v5, v38, v5
  v_mul_f32 v6, v37, v6
  v_mul_f32 v8, v42, v8
  v_mul_f32 v13, v41, v13
  v_mul_f32 v12, v43, v12
  v_mul_f32 v15, v45, v15
  v_mul_f32 v16, v47, v0
  v_mul_f32 v19, v9, v17
  v_cvt_f32_f16 v20, v2
  v_cvt_f32_f16 v23, v3
  v_cvt_f32_f16 v24, v7
  v_cvt_f32_f16 v27, v11
  v_cvt_f32_f16 v28, v14
  v_cvt_f32_f16 v30, v18
  v_cvt_f32_f16 v32, v22
  v_cvt_f32_f16 v34, v26
  v_add_f32 v36, v5, v20
  v_add_f32 v38, v6, v23
  v_add_f32 v40, v8, v24
  v_add_f32 v42, v13, v27
  v_add_f32 v44, v12, v28
  v_add_f32 v46, v15, v30
  v_add_f32 v1, v16, v32
  v_add_f32 v3, v19, v34
  v_cvt_f16_f32 v8, v36
  v_cvt_f16_f32 v7, v38
  v_cvt_f16_f32 v6, v40
  v_cvt_f16_f32 v5, v42
  v_cvt_f16_f32 v2, v44
  v_cvt_f16_f32 v0, v46
  v_cvt_f16_f32 v1, v1
  v_cvt_f16_f32 v3, v3
  s_and_saveexec_b32 s72, s62
  global_store_b16 v[48:49], v8, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s66
  global_store_b16 v[50:51], v7, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s70
  global_store_b16 v[52:53], v6, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s10
  global_store_b16 v[54:55], v5, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s8
  global_store_b16 v[60:61], v2, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s6
  global_store_b16 v[72:73], v0, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s4
  global_store_b16 v[56:57], v1, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s0
  global_store_b16 v[58:59], v3, off
  s_mov_b32 exec_lo, s72
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mul_i32 s28, s2, 4
  s_mov_b32 s32, 4
  s_mul_hi_i32 s36, s2, s32
  s_add_u32 s42, s40, s28
  s_addc_u32 s43, s41, s36
  s_mov_b32 s46, 0x7f
  v_and_b32 v24, v10, s46
  s_mov_b32 s52, 0
  v_cmp_eq_u32_e64 s56, v24, s52
  v_mov_b32 v48, s42
  v_mov_b32 v49, s43
  s_and_saveexec_b32 s72, s56
  global_store_b32 v[48:49], v4, off
  s_mov_b32 exec_lo, s72
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mul_i32 s68, s2, 4
  s_mul_hi_i32 s2, s2, s32
  s_add_u32 s0, s44, s68
  s_addc_u32 s1, s45, s2
  v_and_b32 v40, v10, s46
  v_cmp_eq_u32_e64 s2, v40, s52
  v_mov_b32 v48, s0
  v_mov_b32 v49, s1
  s_and_saveexec_b32 s72, s2
  global_store_b32 v[48:49], v33, off
  s_mov_b32 exec_lo, s72
  s_endpgm
.Llayernorm_f16_end:
.size layernorm_f16, .Llayernorm_f16_end-layernorm_f16
; 74 SGPRs, 82 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

.rodata
.p2align 6
.amdhsa_kernel layernorm_f16
  .amdhsa_group_segment_fixed_size 3072
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 76
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 82
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
  - .name: layernorm_f16
    .symbol: layernorm_f16.kd
    .kernarg_segment_size: 76
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 3072
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 74
    .vgpr_count: 82
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
