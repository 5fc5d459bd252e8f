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
  v_add_nc_u32 v22, v47, s0
  s_mov_b32 s0, 2
  v_add_nc_u32 v18, v47, s0
  v_add_nc_u32 v14, v47, s4
  s_mov_b32 s4, 4
  v_add_nc_u32 v3, v47, s4
  s_mov_b32 s4, 5
  v_add_nc_u32 v2, v47, s4
  s_mov_b32 s8, 6
  v_add_nc_u32 v7, v47, s8
  s_mov_b32 s16, 7
  v_add_nc_u32 v11, v47, s16
  v_add_nc_u32 v29, s60, v47
  v_add_nc_u32 v21, s60, v22
  v_add_nc_u32 v17, s60, v18
  v_add_nc_u32 v19, s60, v14
  v_add_nc_u32 v20, s60, v3
  v_add_nc_u32 v23, s60, v2
  v_add_nc_u32 v25, s60, v7
  v_add_nc_u32 v27, s60, v11
  v_mul_lo_u32 v28, v29, s0
  v_mul_hi_i32 v30, v29, s0
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc_lo, v50, v28
  v_add_co_ci_u32 v49, vcc_lo, v51, v30, vcc_lo
  v_mul_lo_u32 v36, v21, s0
  v_mul_hi_i32 v38, v21, s0
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc_lo, v52, v36
  v_add_co_ci_u32 v51, vcc_lo, v53, v38, vcc_lo
  s_mov_b32 s0, 2
  v_mul_lo_u32 v46, v17, s0
  v_mul_hi_i32 v0, v17, s0
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
  v_mul_hi_i32 v24, v25, s0
  v_mov_b32 v76, s24
  v_mov_b32 v77, s25
  v_add_co_u32 v78, vcc_lo, v76, v15
  v_add_co_ci_u32 v79, vcc_lo, v77, v24, vcc_lo
  v_mul_lo_u32 v24, v27, s0
  v_mul_hi_i32 v26, v27, s0
  v_mov_b32 v60, s24
  v_mov_b32 v61, s25
  v_add_co_u32 v56, vcc_lo, v60, v24
  v_add_co_ci_u32 v57, vcc_lo, v61, v26, vcc_lo
  v_cmp_lt_i32_e64 s62, v47, s52
  v_cmp_lt_i32_e64 s66, v22, s52
  v_cmp_lt_i32_e64 s70, v18, s52
  v_cmp_lt_i32_e64 s10, v14, s52
  v_cmp_lt_i32_e64 s8, v3, s52
  v_cmp_lt_i32_e64 s6, v2, s52
  v_cmp_lt_i32_e64 s4, v7, s52
  v_cmp_lt_i32_e64 s0, v11, s52
  s_mov_b32 s12, 0
  v_mov_b32 v0, s12
  v_mov_b32 v4, v0
  s_and_saveexec_b32 s72, s62
  global_load_u16 v4, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v0, s12
  v_mov_b32 v5, v0
  s_and_saveexec_b32 s72, s66
  global_load_u16 v5, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v0, s12
  v_mov_b32 v8, v0
  s_and_saveexec_b32 s72, s70
  global_load_u16 v8, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v0, s12
  v_mov_b32 v9, v0
  s_and_saveexec_b32 s72, s10
  global_load_u16 v9, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v13, s12
  v_mov_b32 v12, v13
  s_and_saveexec_b32 s72, s8
  global_load_u16 v12, v[58:59], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v15, s12
  v_mov_b32 v13, v15
  s_and_saveexec_b32 s72, s6
  global_load_u16 v13, v[70:71], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v16, s12
  v_mov_b32 v15, v16
  s_and_saveexec_b32 s72, s4
  global_load_u16 v15, v[78:79], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v24, s12
  v_mov_b32 v16, v24
  s_and_saveexec_b32 s72, s0
  global_load_u16 v16, v[56:57], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s38, 2
  v_mul_lo_u32 v24, v47, s38
  v_mul_hi_i32 v26, v47, s38
  v_mov_b32 v50, s32
  v_mov_b32 v51, s33
  v_add_co_u32 v48, vcc_lo, v50, v24
  v_add_co_ci_u32 v49, vcc_lo, v51, v26, vcc_lo
  v_mul_lo_u32 v28, v22, s38
  v_mul_hi_i32 v30, v22, s38
  v_mov_b32 v52, s32
  v_mov_b32 v53, s33
  v_add_co_u32 v50, vcc_lo, v52, v28
  v_add_co_ci_u32 v51, vcc_lo, v53, v30, vcc_lo
  v_mul_lo_u32 v36, v18, s38
  v_mul_hi_i32 v38, v18, s38
  v_mov_b32 v54, s32
  v_mov_b32 v55, s33
  v_add_co_u32 v52, vcc_lo, v54, v36
  v_add_co_ci_u32 v53, vcc_lo, v55, v38, vcc_lo
  v_mul_lo_u32 v44, v14, s38
  v_mul_hi_i32 v46, v14, s38
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
  v_mul_lo_u32 v24, v7, s14
  v_mul_hi_i32 v26, v7, s14
  v_mov_b32 v66, s32
  v_mov_b32 v67, s33
  v_add_co_u32 v70, vcc_lo, v66, v24
  v_add_co_ci_u32 v71, vcc_lo, v67, v26, vcc_lo
  v_mul_lo_u32 v24, v11, s14
  v_mul_hi_i32 v26, v11, s14
  v_mov_b32 v76, s32
  v_mov_b32 v77, s33
  v_add_co_u32 v78, vcc_lo, v76, v24
  v_add_co_ci_u32 v79, vcc_lo, v77, v26, vcc_lo
  v_mov_b32 v26, s12
  v_mov_b32 v24, v26
  s_and_saveexec_b32 s72, s62
  global_load_u16 v24, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v30, s12
  v_mov_b32 v28, v30
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
  v_mov_b32 v26, s12
  v_mov_b32 v1, v26
  s_and_saveexec_b32 s72, s0
  global_load_u16 v1, v[78:79], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s14, 2
  v_mul_lo_u32 v26, v47, s14
  v_mul_hi_i32 v30, v47, s14
  v_mov_b32 v50, s36
  v_mov_b32 v51, s37
  v_add_co_u32 v48, vcc_lo, v50, v26
  v_add_co_ci_u32 v49, vcc_lo, v51, v30, vcc_lo
  v_mul_lo_u32 v26, v22, s14
  v_mul_hi_i32 v22, v22, s14
  v_mov_b32 v60, s36
  v_mov_b32 v61, s37
  v_add_co_u32 v64, vcc_lo, v60, v26
  v_add_co_ci_u32 v65, vcc_lo, v61, v22, vcc_lo
  v_mul_lo_u32 v22, v18, s14
  v_mul_hi_i32 v18, v18, s14
  v_mov_b32 v72, s36
  v_mov_b32 v73, s37
  v_add_co_u32 v74, vcc_lo, v72, v22
  v_add_co_ci_u32 v75, vcc_lo, v73, v18, vcc_lo
  v_mul_lo_u32 v18, v14, s14
  v_mul_hi_i32 v22, v14, s14
  v_mov_b32 v80, s36
  v_mov_b32 v81, s37
  v_add_co_u32 v50, vcc_lo, v80, v18
  v_add_co_ci_u32 v51, vcc_lo, v81, v22, vcc_lo
  v_mul_lo_u32 v26, v3, s14
  v_mul_hi_i32 v30, v3, s14
  v_mov_b32 v54, s36
  v_mov_b32 v55, s37
  v_add_co_u32 v52, vcc_lo, v54, v26
  v_add_co_ci_u32 v53, vcc_lo, v55, v30, vcc_lo
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
  v_mov_b32 v7, s12
  v_mov_b32 v3, v7
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
  v_mov_b32 v30, s12
  v_mov_b32 v26, v30
  s_and_saveexec_b32 s72, s0
  global_load_u16 v26, v[58:59], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s58, 2
  v_mul_lo_u32 v31, v29, s58
  v_mul_hi_i32 v33, v29, s58
  v_mov_b32 v50, s28
  v_mov_b32 v51, s29
  v_add_co_u32 v48, vcc_lo, v50, v31
  v_add_co_ci_u32 v49, vcc_lo, v51, v33, vcc_lo
  v_mul_lo_u32 v39, v21, s58
  v_mul_hi_i32 v41, v21, s58
  v_mov_b32 v52, s28
  v_mov_b32 v53, s29
  v_add_co_u32 v50, vcc_lo, v52, v39
  v_add_co_ci_u32 v51, vcc_lo, v53, v41, vcc_lo
  v_mul_lo_u32 v47, v17, s58
  v_mul_hi_i32 v17, v17, s58
  v_mov_b32 v54, s28
  v_mov_b32 v55, s29
  v_add_co_u32 v52, vcc_lo, v54, v47
  v_add_co_ci_u32 v53, vcc_lo, v55, v17, vcc_lo
  v_mul_lo_u32 v17, v19, s58
  v_mul_hi_i32 v19, v19, s58
  v_mov_b32 v56, s28
  v_mov_b32 v57, s29
  v_add_co_u32 v54, vcc_lo, v56, v17
  v_add_co_ci_u32 v55, vcc_lo, v57, v19, vcc_lo
  v_mul_lo_u32 v17, v20, s58
  v_mul_hi_i32 v19, v20, s58
  v_mov_b32 v56, s28
  v_mov_b32 v57, s29
  v_add_co_u32 v60, vcc_lo, v56, v17
  v_add_co_ci_u32 v61, vcc_lo, v57, v19, vcc_lo
  v_mul_lo_u32 v17, v23, s58
  v_mul_hi_i32 v19, v23, s58
  v_mov_b32 v68, s28
  v_mov_b32 v69, s29
  v_add_co_u32 v72, vcc_lo, v68, v17
  v_add_co_ci_u32 v73, vcc_lo, v69, v19, vcc_lo
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
  v_cvt_f32_f16 v34, v4
  v_cvt_f32_f16 v37, v5
  v_cvt_f32_f16 v38, v8
  v_cvt_f32_f16 v41, v9
  v_cvt_f32_f16 v42, v12
  v_cvt_f32_f16 v47, v13
  v_cvt_f32_f16 v46, v15
  v_cvt_f32_f16 v20, v16
  v_add_f32 v17, v34, v37
  v_add_f32 v17, v17, v38
  v_add_f32 v17, v17, v41
  v_add_f32 v17, v17, v42
  v_add_f32 v17, v17, v47
  v_add_f32 v17, v17, v46
  v_add_f32 v17, v17, v20
  v_xor_b32 v19, 1, v6
  v_lshlrev_b32 v19, 2, v19
  ds_bpermute_b32 v19, v19, v17
  s_waitcnt lgkmcnt(0)
  v_add_f32 v17, v17, v19
  v_xor_b32 v19, 2, v6
  v_lshlrev_b32 v19, 2, v19
  ds_bpermute_b32 v19, v19, v17
  s_waitcnt lgkmcnt(0)
  v_add_f32 v17, v17, v19
  v_xor_b32 v19, 4, v6
  v_lshlrev_b32 v19, 2, v19
  ds_bpermute_b32 v21, v19, v17
  s_waitcnt lgkmcnt(0)
  v_add_f32 v23, v17, v21
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
  s_mov_b32 s12, 4
  v_mul_lo_u32 v45, v10, s12
  ds_store_b32 v45, v39
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s14, 0xffffff9f
  v_and_b32 v17, v10, s14
  v_mul_lo_u32 v19, v17, s12
  ds_load_b32 v17, v19
  ds_load_b32 v23, v19 offset:128
  ds_load_b32 v21, v19 offset:256
  ds_load_b32 v25, v19 offset:384
  s_waitcnt lgkmcnt(0)
  v_add_f32 v17, v17, v23
  v_add_f32 v21, v21, v25
  v_add_f32 v21, v17, v21
  v_cvt_f32_i32 v17, s52
  v_div_scale_f32 v23, vcc_lo, v17, v17, v21
  v_div_scale_f32 v25, vcc_lo, v21, v17, v21
  v_rcp_f32 v27, v23
  v_fma_f32 v29, -v23, v27, 0x3f800000
  v_fma_f32 v27, v29, v27, v27
  v_mul_f32 v29, v25, v27
  v_fma_f32 v30, -v23, v29, v25
  v_fma_f32 v29, v30, v27, v29
  v_fma_f32 v23, -v23, v29, v25
  s_nop 3
  v_div_fmas_f32 v25, v23, v27, v29
  v_div_fixup_f32 v27, v25, v17, v21
  v_sub_f32 v29, v34, v27
  v_sub_f32 v30, v37, v27
  v_sub_f32 v33, v38, v27
  v_sub_f32 v34, v41, v27
  v_sub_f32 v37, v42, v27
  v_sub_f32 v38, v47, v27
  v_sub_f32 v41, v46, v27
  v_sub_f32 v42, v20, v27
  s_mov_b32 s12, 0
  v_mov_b32 v46, s12
  v_cndmask_b32_e64 v20, v46, v29, s62
  v_mov_b32 v21, s12
  v_cndmask_b32_e64 v21, v21, v30, s66
  v_mov_b32 v23, s12
  v_cndmask_b32_e64 v23, v23, v33, s70
  v_mov_b32 v25, s12
  v_cndmask_b32_e64 v25, v25, v34, s10
  v_mov_b32 v29, s12
  v_cndmask_b32_e64 v29, v29, v37, s8
  v_mov_b32 v30, s12
  v_cndmask_b32_e64 v30, v30, v38, s6
  v_mov_b32 v31, s12
  v_cndmask_b32_e64 v31, v31, v41, s4
  v_mov_b32 v33, s12
  v_cndmask_b32_e64 v33, v33, v42, s0
  s_mov_b32 s30, 0x7f
  v_and_b32 v34, v10, s30
  s_mov_b32 s38, 2
  v_lshlrev_b32 v34, s38, v34
  s_cmp_ge_u32 s38, 32
  s_cselect_b32 s48, -1, 0
  v_cndmask_b32_e64 v34, v34, 0, s48
  s_mov_b32 s58, 0
  v_add_nc_u32 v35, v34, s58
  s_mov_b32 s64, 1
  v_add_nc_u32 v38, v35, s64
  v_add_nc_u32 v37, v35, s38
  s_mov_b32 s12, 3
  v_add_nc_u32 v41, v35, s12
  s_mov_b32 s12, 0x200
  v_add_nc_u32 v46, v35, s12
  s_mov_b32 s12, 0x201
  v_add_nc_u32 v39, v35, s12
  s_mov_b32 s12, 0x202
  v_add_nc_u32 v42, v35, s12
  s_mov_b32 s12, 0x203
  v_add_nc_u32 v47, v35, s12
  v_cmp_lt_i32_e64 s26, v35, s52
  v_cmp_lt_i32_e64 s24, v38, s52
  v_cmp_lt_i32_e64 s22, v37, s52
  v_cmp_lt_i32_e64 s20, v41, s52
  v_cmp_lt_i32_e64 s16, v46, s52
  v_cmp_lt_i32_e64 s12, v39, s52
  v_cmp_lt_i32_e64 s14, v42, s52
  v_cmp_lt_i32_e64 s18, v47, s52
  s_mov_b32 s28, 2
  v_mul_lo_u32 v35, v43, s28
  ds_store_b16 v35, v4 offset:512
  ds_store_b16 v35, v5 offset:514
  ds_store_b16 v35, v8 offset:516
  ds_store_b16 v35, v9 offset:518
  ds_store_b16 v35, v12 offset:520
  ds_store_b16 v35, v13 offset:522
  ds_store_b16 v35, v15 offset:524
  ds_store_b16 v35, v16 offset:526
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_mul_lo_u32 v41, v34, s28
  ds_load_u16 v42, v41 offset:512
  ds_load_u16 v43, v41 offset:514
  ds_load_u16 v39, v41 offset:516
  ds_load_u16 v35, v41 offset:518
  ds_load_u16 v34, v41 offset:1536
  ds_load_u16 v37, v41 offset:1538
  ds_load_u16 v38, v41 offset:1540
  ds_load_u16 v41, v41 offset:1542
  s_waitcnt lgkmcnt(0)
  v_cvt_f32_f16 v42, v42
  v_cvt_f32_f16 v47, v43
  v_cvt_f32_f16 v46, v39
  v_cvt_f32_f16 v12, v35
  v_cvt_f32_f16 v4, v34
  v_cvt_f32_f16 v5, v37
  v_cvt_f32_f16 v8, v38
  v_cvt_f32_f16 v9, v41
  v_sub_f32 v15, v42, v27
  v_sub_f32 v16, v47, v27
  v_sub_f32 v13, v46, v27
  v_sub_f32 v12, v12, v27
  v_sub_f32 v4, v4, v27
  v_sub_f32 v5, v5, v27
  v_sub_f32 v8, v8, v27
  v_sub_f32 v9, v9, v27
  s_mov_b32 s28, 0
  v_mov_b32 v34, s28
  v_cndmask_b32_e64 v15, v34, v15, s26
  v_mov_b32 v34, s28
  v_cndmask_b32_e64 v34, v34, v16, s24
  v_mov_b32 v35, s28
  v_cndmask_b32_e64 v35, v35, v13, s22
  v_mov_b32 v37, s28
  v_cndmask_b32_e64 v37, v37, v12, s20
  v_mov_b32 v38, s28
  v_cndmask_b32_e64 v38, v38, v4, s16
  v_mov_b32 v39, s28
  v_cndmask_b32_e64 v39, v39, v5, s12
  v_mov_b32 v41, s28
  v_cndmask_b32_e64 v41, v41, v8, s14
  v_mov_b32 v42, s28
  v_cndmask_b32_e64 v43, v42, v9, s18
  v_mul_f32 v46, v15, v15
  v_mul_f32 v47, v34, v34
  v_mul_f32 v13, v35, v35
  v_mul_f32 v12, v37, v37
  v_mul_f32 v9, v38, v38
  v_mul_f32 v8, v39, v39
  v_mul_f32 v5, v41, v41
  v_mul_f32 v4, v43, v43
  v_add_f32 v15, v46, v47
  v_add_f32 v13, v15, v13
  v_add_f32 v12, v13, v12
  v_add_f32 v9, v12, v9
  v_add_f32 v8, v9, v8
  v_add_f32 v8, v8, v5
  v_add_f32 v12, v8, v4
  v_xor_b32 v13, 1, v6
  v_lshlrev_b32 v15, 2, v13
  ds_bpermute_b32 v16, v15, v12
  s_waitcnt lgkmcnt(0)
  v_add_f32 v34, v12, v16
  v_xor_b32 v35, 2, v6
  v_lshlrev_b32 v35, 2, v35
  ds_bpermute_b32 v35, v35, v34
  s_waitcnt lgkmcnt(0)
  v_add_f32 v34, v34, v35
  v_xor_b32 v35, 4, v6
  v_lshlrev_b32 v35, 2, v35
  ds_bpermute_b32 v35, v35, v34
  s_waitcnt lgkmcnt(0)
  v_add_f32 v34, v34, v35
  v_xor_b32 v37, 8, v6
  v_lshlrev_b32 v38, 2, v37
  ds_bpermute_b32 v41, v38, v34
  s_waitcnt lgkmcnt(0)
  v_add_f32 v42, v34, v41
  v_xor_b32 v46, 16, v6
  v_lshlrev_b32 v46, 2, v46
  ds_bpermute_b32 v4, v46, v42
  s_waitcnt lgkmcnt(0)
  v_add_f32 v4, v42, v4
  ds_store_b32 v45, v4 offset:2560
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  ds_load_b32 v4, v19 offset:2560
  ds_load_b32 v6, v19 offset:2688
  ds_load_b32 v5, v19 offset:2816
  ds_load_b32 v8, v19 offset:2944
  s_waitcnt lgkmcnt(0)
  v_add_f32 v4, v4, v6
  v_add_f32 v5, v5, v8
  v_add_f32 v4, v4, v5
  v_div_scale_f32 v5, vcc_lo, v17, v17, v4
  v_div_scale_f32 v8, vcc_lo, v4, v17, v4
  v_rcp_f32 v9, v5
  v_fma_f32 v12, -v5, v9, 0x3f800000
  v_fma_f32 v13, v12, v9, v9
  v_mul_f32 v15, v8, v13
  v_fma_f32 v19, -v5, v15, v8
  v_fma_f32 v19, v19, v13, v15
  v_fma_f32 v34, -v5, v19, v8
  s_nop 3
  v_div_fmas_f32 v34, v34, v13, v19
  v_div_fixup_f32 v34, v34, v17, v4
  v_add_f32 v34, v34, s56
  v_cmp_class_f32_e64 s58, v34, 0x90
  s_mov_b32 s64, 0x3f800000
  s_mov_b32 s68, 0x4b800000
  v_mov_b32 v35, s68
  v_mov_b32 v37, s64
  v_cndmask_b32_e64 v39, v37, v35, s58
  v_mul_f32 v41, v34, v39
  v_rsq_f32 v43, v41
  s_mov_b32 s12, 0x45800000
  v_mov_b32 v47, s12
  v_mov_b32 v4, s64
  v_cndmask_b32_e64 v4, v4, v47, s58
  v_mul_f32 v4, v43, v4
  v_mul_f32 v16, v20, v4
  v_mul_f32 v15, v21, v4
  v_mul_f32 v13, v23, v4
  v_mul_f32 v12, v25, v4
  v_mul_f32 v9, v29, v4
  v_mul_f32 v8, v30, v4
  v_mul_f32 v5, v31, v4
  v_mul_f32 v6, v33, v4
  v_cvt_f32_f16 v24, v24
  v_cvt_f32_f16 v28, v28
  v_cvt_f32_f16 v25, v32
  v_cvt_f32_f16 v21, v36
  v_cvt_f32_f16 v17, v40
  v_cvt_f32_f16 v19, v44
  v_cvt_f32_f16 v20, v0
  v_cvt_f32_f16 v23, v1
  v_mul_f32 v24, v16, v24
  v_mul_f32 v29, v15, v28
  v_mul_f32 v28, v13, v25
  v_mul_f32 v30, v12, v21
  v_mul_f32 v32, v9, v17
  v_mul_f32 v34, v8, v19
  v_mul_f32 v36, v5, v20
  v_mul_f32 v38, v6, v23
  v_cvt_f32_f16 v40, v2
  v_cvt_f32_f16 v42, v3
  v_cvt_f32_f16 v44, v7
  v_cvt_f32_f16 v46, v11
  v_cvt_f32_f16 v1, v14
  v_cvt_f32_f16 v3, v18
  v_cvt_f32_f16 v5, v22
  v_cvt_f32_f16 v7, v26
  v_add_f32 v8, v24, v40
  v_add_f32 v6, v29, v42
  v_add_f32 v2, v28, v44
  v_add_f32 v0, v30, v46
  v_add_f32 v1, v32, v1
  v_add_f32 v3, v34, v3
  v_add_f32 v5, v36, v5
  v_add_f32 v7, v38, v7
  v_cvt_f16_f32 v9, v8
  v_cvt_f16_f32 v11, v6
  v_cvt_f16_f32 v13, v2
  v_cvt_f16_f32 v15, v0
  v_cvt_f16_f32 v17, v1
  v_cvt_f16_f32 v19, v3
  v_cvt_f16_f32 v21, v5
  v_cvt_f16_f32 v23, v7
  s_and_saveexec_b32 s72, s62
  global_store_b16 v[48:49], v9, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s66
  global_store_b16 v[50:51], v11, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s70
  global_store_b16 v[52:53], v13, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s10
  global_store_b16 v[54:55], v15, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s8
  global_store_b16 v[60:61], v17, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s6
  global_store_b16 v[72:73], v19, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s4
  global_store_b16 v[56:57], v21, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s0
  global_store_b16 v[58:59], v23, off
  s_mov_b32 exec_lo, s72
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mul_i32 s68, s2, 4
  s_mov_b32 s0, 4
  s_mul_hi_i32 s4, s2, s0
  s_add_u32 s8, s40, s68
  s_addc_u32 s9, s41, s4
  s_mov_b32 s4, 0x7f
  v_and_b32 v44, v10, s4
  s_mov_b32 s6, 0
  v_cmp_eq_u32_e64 s10, v44, s6
  v_mov_b32 v48, s8
  v_mov_b32 v49, s9
  s_and_saveexec_b32 s72, s10
  global_store_b32 v[48:49], v27, off
  s_mov_b32 exec_lo, s72
  s_mul_i32 s8, s2, 4
  s_mul_hi_i32 s2, s2, s0
  s_add_u32 s0, s44, s8
  s_addc_u32 s1, s45, s2
  v_and_b32 v0, v10, s4
  v_cmp_eq_u32_e64 s2, v0, s6
  v_mov_b32 v48, s0
  v_mov_b32 v49, s1
  s_and_saveexec_b32 s72, s2
  global_store_b32 v[48:49], v4, off
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
