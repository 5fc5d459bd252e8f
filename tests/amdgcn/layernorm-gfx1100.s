.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 5
.text
.globl layernorm
.p2align 8
.type layernorm,@function
layernorm:
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
  s_mov_b32 s0, 2
  v_lshlrev_b32 v38, s0, v34
  s_cmp_ge_u32 s0, 32
  s_cselect_b32 s4, -1, 0
  v_cndmask_b32_e64 v43, v38, 0, s4
  s_mov_b32 s4, 0
  v_add_nc_u32 v47, v43, s4
  s_mov_b32 s4, 1
  v_add_nc_u32 v24, v47, s4
  v_add_nc_u32 v20, v47, s0
  s_mov_b32 s0, 3
  v_add_nc_u32 v16, v47, s0
  s_mov_b32 s0, 0x200
  v_add_nc_u32 v4, v47, s0
  s_mov_b32 s0, 0x201
  v_add_nc_u32 v2, v47, s0
  s_mov_b32 s8, 0x202
  v_add_nc_u32 v8, v47, s8
  s_mov_b32 s16, 0x203
  v_add_nc_u32 v12, v47, s16
  v_add_nc_u32 v23, s60, v47
  v_add_nc_u32 v15, s60, v24
  v_add_nc_u32 v19, s60, v20
  v_add_nc_u32 v18, s60, v16
  v_add_nc_u32 v21, s60, v4
  v_add_nc_u32 v22, s60, v2
  v_add_nc_u32 v25, s60, v8
  v_add_nc_u32 v27, s60, v12
  s_mov_b32 s58, 4
  v_mul_lo_u32 v30, v23, s58
  v_mul_hi_i32 v32, v23, s58
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc_lo, v50, v30
  v_add_co_ci_u32 v49, vcc_lo, v51, v32, vcc_lo
  v_mul_lo_u32 v38, v15, s58
  v_mul_hi_i32 v40, v15, s58
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc_lo, v52, v38
  v_add_co_ci_u32 v51, vcc_lo, v53, v40, vcc_lo
  v_mul_lo_u32 v46, v19, s58
  v_mul_hi_i32 v0, v19, s58
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc_lo, v54, v46
  v_add_co_ci_u32 v53, vcc_lo, v55, v0, vcc_lo
  v_mul_lo_u32 v0, v18, s58
  v_mul_hi_i32 v1, v18, s58
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc_lo, v56, v0
  v_add_co_ci_u32 v55, vcc_lo, v57, v1, vcc_lo
  v_mul_lo_u32 v0, v21, s58
  v_mul_hi_i32 v1, v21, s58
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v58, vcc_lo, v56, v0
  v_add_co_ci_u32 v59, vcc_lo, v57, v1, vcc_lo
  v_mul_lo_u32 v7, v22, s58
  v_mul_hi_i32 v9, v22, s58
  v_mov_b32 v66, s24
  v_mov_b32 v67, s25
  v_add_co_u32 v68, vcc_lo, v66, v7
  v_add_co_ci_u32 v69, vcc_lo, v67, v9, vcc_lo
  s_mov_b32 s30, 4
  v_mul_lo_u32 v17, v25, s30
  v_mul_hi_i32 v26, v25, s30
  v_mov_b32 v80, s24
  v_mov_b32 v81, s25
  v_add_co_u32 v82, vcc_lo, v80, v17
  v_add_co_ci_u32 v83, vcc_lo, v81, v26, vcc_lo
  v_mul_lo_u32 v26, v27, s30
  v_mul_hi_i32 v28, v27, s30
  v_mov_b32 v60, s24
  v_mov_b32 v61, s25
  v_add_co_u32 v56, vcc_lo, v60, v26
  v_add_co_ci_u32 v57, vcc_lo, v61, v28, vcc_lo
  v_cmp_lt_i32_e64 s66, v47, s52
  v_cmp_lt_i32_e64 s70, v24, s52
  v_cmp_lt_i32_e64 s12, v20, s52
  v_cmp_lt_i32_e64 s10, v16, s52
  v_cmp_lt_i32_e64 s8, v4, s52
  v_cmp_lt_i32_e64 s6, v2, s52
  v_cmp_lt_i32_e64 s4, v8, s52
  v_cmp_lt_i32_e64 s0, v12, s52
  s_mov_b32 s14, 0
  v_mov_b32 v0, s14
  v_mov_b32 v3, v0
  s_and_saveexec_b32 s72, s66
  global_load_b32 v3, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v0, s14
  v_mov_b32 v5, v0
  s_and_saveexec_b32 s72, s70
  global_load_b32 v5, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v0, s14
  v_mov_b32 v7, v0
  s_and_saveexec_b32 s72, s12
  global_load_b32 v7, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v1, s14
  v_mov_b32 v9, v1
  s_and_saveexec_b32 s72, s10
  global_load_b32 v9, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v13, s14
  v_mov_b32 v11, v13
  s_and_saveexec_b32 s72, s8
  global_load_b32 v11, v[58:59], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v14, s14
  v_mov_b32 v13, v14
  s_and_saveexec_b32 s72, s6
  global_load_b32 v13, v[68:69], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v17, s14
  v_mov_b32 v14, v17
  s_and_saveexec_b32 s72, s4
  global_load_b32 v14, v[82:83], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v26, s14
  v_mov_b32 v17, v26
  s_and_saveexec_b32 s72, s0
  global_load_b32 v17, v[56:57], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s42, 4
  v_mul_lo_u32 v26, v47, s42
  v_mul_hi_i32 v28, v47, s42
  v_mov_b32 v50, s32
  v_mov_b32 v51, s33
  v_add_co_u32 v48, vcc_lo, v50, v26
  v_add_co_ci_u32 v49, vcc_lo, v51, v28, vcc_lo
  v_mul_lo_u32 v30, v24, s42
  v_mul_hi_i32 v32, v24, s42
  v_mov_b32 v52, s32
  v_mov_b32 v53, s33
  v_add_co_u32 v50, vcc_lo, v52, v30
  v_add_co_ci_u32 v51, vcc_lo, v53, v32, vcc_lo
  v_mul_lo_u32 v38, v20, s42
  v_mul_hi_i32 v40, v20, s42
  v_mov_b32 v54, s32
  v_mov_b32 v55, s33
  v_add_co_u32 v52, vcc_lo, v54, v38
  v_add_co_ci_u32 v53, vcc_lo, v55, v40, vcc_lo
  v_mul_lo_u32 v46, v16, s42
  v_mul_hi_i32 v0, v16, s42
  v_mov_b32 v56, s32
  v_mov_b32 v57, s33
  v_add_co_u32 v54, vcc_lo, v56, v46
  v_add_co_ci_u32 v55, vcc_lo, v57, v0, vcc_lo
  v_mul_lo_u32 v0, v4, s42
  v_mul_hi_i32 v1, v4, s42
  v_mov_b32 v58, s32
  v_mov_b32 v59, s33
  v_add_co_u32 v56, vcc_lo, v58, v0
  v_add_co_ci_u32 v57, vcc_lo, v59, v1, vcc_lo
  v_mul_lo_u32 v0, v2, s42
  v_mul_hi_i32 v1, v2, s42
  v_mov_b32 v60, s32
  v_mov_b32 v61, s33
  v_add_co_u32 v58, vcc_lo, v60, v0
  v_add_co_ci_u32 v59, vcc_lo, v61, v1, vcc_lo
  s_mov_b32 s16, 4
  v_mul_lo_u32 v26, v8, s16
  v_mul_hi_i32 v28, v8, s16
  v_mov_b32 v68, s32
  v_mov_b32 v69, s33
  v_add_co_u32 v72, vcc_lo, v68, v26
  v_add_co_ci_u32 v73, vcc_lo, v69, v28, vcc_lo
  v_mul_lo_u32 v26, v12, s16
  v_mul_hi_i32 v28, v12, s16
  v_mov_b32 v80, s32
  v_mov_b32 v81, s33
  v_add_co_u32 v82, vcc_lo, v80, v26
  v_add_co_ci_u32 v83, vcc_lo, v81, v28, vcc_lo
  v_mov_b32 v28, s14
  v_mov_b32 v26, v28
  s_and_saveexec_b32 s72, s66
  global_load_b32 v26, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v31, s14
  v_mov_b32 v30, v31
  s_and_saveexec_b32 s72, s70
  global_load_b32 v30, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v35, s14
  v_mov_b32 v34, v35
  s_and_saveexec_b32 s72, s12
  global_load_b32 v34, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v39, s14
  v_mov_b32 v38, v39
  s_and_saveexec_b32 s72, s10
  global_load_b32 v38, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v43, s14
  v_mov_b32 v42, v43
  s_and_saveexec_b32 s72, s8
  global_load_b32 v42, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v0, s14
  v_mov_b32 v46, v0
  s_and_saveexec_b32 s72, s6
  global_load_b32 v46, v[58:59], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v1, s14
  v_mov_b32 v0, v1
  s_and_saveexec_b32 s72, s4
  global_load_b32 v0, v[72:73], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v28, s14
  v_mov_b32 v1, v28
  s_and_saveexec_b32 s72, s0
  global_load_b32 v1, v[82:83], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s16, 4
  v_mul_lo_u32 v28, v47, s16
  v_mul_hi_i32 v29, v47, s16
  v_mov_b32 v48, s36
  v_mov_b32 v49, s37
  v_add_co_u32 v52, vcc_lo, v48, v28
  v_add_co_ci_u32 v53, vcc_lo, v49, v29, vcc_lo
  v_mul_lo_u32 v28, v24, s16
  v_mul_hi_i32 v24, v24, s16
  v_mov_b32 v62, s36
  v_mov_b32 v63, s37
  v_add_co_u32 v64, vcc_lo, v62, v28
  v_add_co_ci_u32 v65, vcc_lo, v63, v24, vcc_lo
  v_mul_lo_u32 v24, v20, s16
  v_mul_hi_i32 v20, v20, s16
  v_mov_b32 v74, s36
  v_mov_b32 v75, s37
  v_add_co_u32 v76, vcc_lo, v74, v24
  v_add_co_ci_u32 v77, vcc_lo, v75, v20, vcc_lo
  v_mul_lo_u32 v20, v16, s16
  v_mul_hi_i32 v24, v16, s16
  v_mov_b32 v50, s36
  v_mov_b32 v51, s37
  v_add_co_u32 v48, vcc_lo, v50, v20
  v_add_co_ci_u32 v49, vcc_lo, v51, v24, vcc_lo
  v_mul_lo_u32 v28, v4, s16
  v_mul_hi_i32 v31, v4, s16
  v_mov_b32 v54, s36
  v_mov_b32 v55, s37
  v_add_co_u32 v50, vcc_lo, v54, v28
  v_add_co_ci_u32 v51, vcc_lo, v55, v31, vcc_lo
  v_mul_lo_u32 v36, v2, s16
  v_mul_hi_i32 v39, v2, s16
  v_mov_b32 v56, s36
  v_mov_b32 v57, s37
  v_add_co_u32 v54, vcc_lo, v56, v36
  v_add_co_ci_u32 v55, vcc_lo, v57, v39, vcc_lo
  s_mov_b32 s16, 4
  v_mul_lo_u32 v47, v8, s16
  v_mul_hi_i32 v2, v8, s16
  v_mov_b32 v58, s36
  v_mov_b32 v59, s37
  v_add_co_u32 v56, vcc_lo, v58, v47
  v_add_co_ci_u32 v57, vcc_lo, v59, v2, vcc_lo
  v_mul_lo_u32 v2, v12, s16
  v_mul_hi_i32 v4, v12, s16
  v_mov_b32 v60, s36
  v_mov_b32 v61, s37
  v_add_co_u32 v58, vcc_lo, v60, v2
  v_add_co_ci_u32 v59, vcc_lo, v61, v4, vcc_lo
  v_mov_b32 v4, s14
  v_mov_b32 v2, v4
  s_and_saveexec_b32 s72, s66
  global_load_b32 v2, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v8, s14
  v_mov_b32 v4, v8
  s_and_saveexec_b32 s72, s70
  global_load_b32 v4, v[64:65], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v12, s14
  v_mov_b32 v8, v12
  s_and_saveexec_b32 s72, s12
  global_load_b32 v8, v[76:77], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v16, s14
  v_mov_b32 v12, v16
  s_and_saveexec_b32 s72, s10
  global_load_b32 v12, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v20, s14
  v_mov_b32 v16, v20
  s_and_saveexec_b32 s72, s8
  global_load_b32 v16, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v24, s14
  v_mov_b32 v20, v24
  s_and_saveexec_b32 s72, s6
  global_load_b32 v20, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v28, s14
  v_mov_b32 v24, v28
  s_and_saveexec_b32 s72, s4
  global_load_b32 v24, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v29, s14
  v_mov_b32 v28, v29
  s_and_saveexec_b32 s72, s0
  global_load_b32 v28, v[58:59], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s62, 4
  v_mul_lo_u32 v33, v23, s62
  v_mul_hi_i32 v35, v23, s62
  v_mov_b32 v50, s28
  v_mov_b32 v51, s29
  v_add_co_u32 v48, vcc_lo, v50, v33
  v_add_co_ci_u32 v49, vcc_lo, v51, v35, vcc_lo
  v_mul_lo_u32 v41, v15, s62
  v_mul_hi_i32 v43, v15, s62
  v_mov_b32 v52, s28
  v_mov_b32 v53, s29
  v_add_co_u32 v50, vcc_lo, v52, v41
  v_add_co_ci_u32 v51, vcc_lo, v53, v43, vcc_lo
  v_mul_lo_u32 v15, v19, s62
  v_mul_hi_i32 v19, v19, s62
  v_mov_b32 v54, s28
  v_mov_b32 v55, s29
  v_add_co_u32 v52, vcc_lo, v54, v15
  v_add_co_ci_u32 v53, vcc_lo, v55, v19, vcc_lo
  v_mul_lo_u32 v15, v18, s62
  v_mul_hi_i32 v18, v18, s62
  v_mov_b32 v56, s28
  v_mov_b32 v57, s29
  v_add_co_u32 v54, vcc_lo, v56, v15
  v_add_co_ci_u32 v55, vcc_lo, v57, v18, vcc_lo
  v_mul_lo_u32 v15, v21, s62
  v_mul_hi_i32 v18, v21, s62
  v_mov_b32 v60, s28
  v_mov_b32 v61, s29
  v_add_co_u32 v62, vcc_lo, v60, v15
  v_add_co_ci_u32 v63, vcc_lo, v61, v18, vcc_lo
  v_mul_lo_u32 v15, v22, s62
  v_mul_hi_i32 v18, v22, s62
  v_mov_b32 v70, s28
  v_mov_b32 v71, s29
  v_add_co_u32 v74, vcc_lo, v70, v15
  v_add_co_ci_u32 v75, vcc_lo, v71, v18, vcc_lo
  s_mov_b32 s36, 4
  v_mul_lo_u32 v21, v25, s36
  v_mul_hi_i32 v22, v25, s36
  v_mov_b32 v58, s28
  v_mov_b32 v59, s29
  v_add_co_u32 v56, vcc_lo, v58, v21
  v_add_co_ci_u32 v57, vcc_lo, v59, v22, vcc_lo
  v_mul_lo_u32 v29, v27, s36
  v_mul_hi_i32 v31, v27, s36
  v_mov_b32 v60, s28
  v_mov_b32 v61, s29
  v_add_co_u32 v58, vcc_lo, v60, v29
  v_add_co_ci_u32 v59, vcc_lo, v61, v31, vcc_lo
  s_waitcnt vmcnt(0)
  v_add_f32 v36, v3, v5
  v_add_f32 v39, v36, v7
  v_add_f32 v40, v39, v9
  v_add_f32 v43, v40, v11
  v_add_f32 v44, v43, v13
  v_add_f32 v47, v44, v14
  v_add_f32 v15, v47, v17
  v_xor_b32 v18, 1, v6
  v_lshlrev_b32 v18, 2, v18
  ds_bpermute_b32 v18, v18, v15
  s_waitcnt lgkmcnt(0)
  v_add_f32 v15, v15, v18
  v_xor_b32 v18, 2, v6
  v_lshlrev_b32 v18, 2, v18
  ds_bpermute_b32 v18, v18, v15
  s_waitcnt lgkmcnt(0)
  v_add_f32 v15, v15, v18
  v_xor_b32 v18, 4, v6
  v_lshlrev_b32 v18, 2, v18
  ds_bpermute_b32 v18, v18, v15
  s_waitcnt lgkmcnt(0)
  v_add_f32 v15, v15, v18
  v_xor_b32 v18, 8, v6
  v_lshlrev_b32 v18, 2, v18
  ds_bpermute_b32 v18, v18, v15
  s_waitcnt lgkmcnt(0)
  v_add_f32 v18, v15, v18
  v_xor_b32 v19, 16, v6
  v_lshlrev_b32 v21, 2, v19
  ds_bpermute_b32 v23, v21, v18
  s_waitcnt lgkmcnt(0)
  v_add_f32 v25, v18, v23
  s_mov_b32 s54, 4
  v_mul_lo_u32 v29, v10, s54
  ds_store_b32 v29, v25
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s68, 0xffffff9f
  v_and_b32 v35, v10, s68
  v_mul_lo_u32 v37, v35, s54
  ds_load_b32 v39, v37
  ds_load_b32 v41, v37 offset:128
  ds_load_b32 v43, v37 offset:256
  ds_load_b32 v45, v37 offset:384
  s_waitcnt lgkmcnt(0)
  v_add_f32 v47, v39, v41
  v_add_f32 v15, v43, v45
  v_add_f32 v15, v47, v15
  v_cvt_f32_i32 v18, s52
  v_div_scale_f32 v19, vcc_lo, v18, v18, v15
  v_div_scale_f32 v21, vcc_lo, v15, v18, v15
  v_rcp_f32 v22, v19
  v_fma_f32 v23, -v19, v22, 0x3f800000
  v_fma_f32 v22, v23, v22, v22
  v_mul_f32 v23, v21, v22
  v_fma_f32 v25, -v19, v23, v21
  v_fma_f32 v23, v25, v22, v23
  v_fma_f32 v19, -v19, v23, v21
  s_nop 3
  v_div_fmas_f32 v19, v19, v22, v23
  v_div_fixup_f32 v15, v19, v18, v15
  v_sub_f32 v32, v3, v15
  v_sub_f32 v23, v5, v15
  v_sub_f32 v19, v7, v15
  v_sub_f32 v21, v9, v15
  v_sub_f32 v22, v11, v15
  v_sub_f32 v25, v13, v15
  v_sub_f32 v27, v14, v15
  v_sub_f32 v31, v17, v15
  v_mov_b32 v33, s14
  v_cndmask_b32_e64 v32, v33, v32, s66
  v_mov_b32 v35, s14
  v_cndmask_b32_e64 v36, v35, v23, s70
  v_mov_b32 v39, s14
  v_cndmask_b32_e64 v40, v39, v19, s12
  v_mov_b32 v43, s14
  v_cndmask_b32_e64 v44, v43, v21, s10
  v_mov_b32 v47, s14
  v_cndmask_b32_e64 v3, v47, v22, s8
  v_mov_b32 v5, s14
  v_cndmask_b32_e64 v5, v5, v25, s6
  v_mov_b32 v7, s14
  v_cndmask_b32_e64 v7, v7, v27, s4
  v_mov_b32 v9, s14
  v_cndmask_b32_e64 v9, v9, v31, s0
  v_mul_f32 v11, v32, v32
  v_mul_f32 v23, v36, v36
  v_mul_f32 v22, v40, v40
  v_mul_f32 v21, v44, v44
  v_mul_f32 v19, v3, v3
  v_mul_f32 v17, v5, v5
  v_mul_f32 v14, v7, v7
  v_mul_f32 v13, v9, v9
  v_add_f32 v23, v11, v23
  v_add_f32 v22, v23, v22
  v_add_f32 v21, v22, v21
  v_add_f32 v21, v21, v19
  v_add_f32 v23, v21, v17
  v_add_f32 v25, v23, v14
  v_add_f32 v27, v25, v13
  v_xor_b32 v31, 1, v6
  v_lshlrev_b32 v31, 2, v31
  ds_bpermute_b32 v33, v31, v27
  s_waitcnt lgkmcnt(0)
  v_add_f32 v35, v27, v33
  v_xor_b32 v39, 2, v6
  v_lshlrev_b32 v39, 2, v39
  ds_bpermute_b32 v41, v39, v35
  s_waitcnt lgkmcnt(0)
  v_add_f32 v43, v35, v41
  v_xor_b32 v45, 4, v6
  v_lshlrev_b32 v47, 2, v45
  ds_bpermute_b32 v11, v47, v43
  s_waitcnt lgkmcnt(0)
  v_add_f32 v11, v43, v11
  v_xor_b32 v13, 8, v6
  v_lshlrev_b32 v13, 2, v13
  ds_bpermute_b32 v13, v13, v11
  s_waitcnt lgkmcnt(0)
  v_add_f32 v11, v11, v13
  v_xor_b32 v6, 16, v6
  v_lshlrev_b32 v6, 2, v6
  ds_bpermute_b32 v6, v6, v11
  s_waitcnt lgkmcnt(0)
  v_add_f32 v6, v11, v6
  ds_store_b32 v29, v6 offset:512
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  ds_load_b32 v11, v37 offset:512
  ds_load_b32 v14, v37 offset:640
  ds_load_b32 v13, v37 offset:768
  ds_load_b32 v19, v37 offset:896
  s_waitcnt lgkmcnt(0)
  v_add_f32 v17, v11, v14
  v_add_f32 v19, v13, v19
  v_add_f32 v21, v17, v19
  v_div_scale_f32 v22, vcc_lo, v18, v18, v21
  v_div_scale_f32 v25, vcc_lo, v21, v18, v21
  v_rcp_f32 v27, v22
  v_fma_f32 v29, -v22, v27, 0x3f800000
  v_fma_f32 v31, v29, v27, v27
  v_mul_f32 v33, v25, v31
  v_fma_f32 v35, -v22, v33, v25
  v_fma_f32 v37, v35, v31, v33
  v_fma_f32 v39, -v22, v37, v25
  s_nop 3
  v_div_fmas_f32 v41, v39, v31, v37
  v_div_fixup_f32 v43, v41, v18, v21
  v_add_f32 v45, v43, s56
  v_cmp_class_f32_e64 s14, v45, 0x90
  s_mov_b32 s16, 0x3f800000
  s_mov_b32 s18, 0x4b800000
  v_mov_b32 v6, s18
  v_mov_b32 v11, s16
  v_cndmask_b32_e64 v6, v11, v6, s14
  v_mul_f32 v6, v45, v6
  v_rsq_f32 v6, v6
  s_mov_b32 s18, 0x45800000
  v_mov_b32 v11, s18
  v_mov_b32 v13, s16
  v_cndmask_b32_e64 v11, v13, v11, s14
  v_mul_f32 v11, v6, v11
  v_mul_f32 v22, v32, v11
  v_mul_f32 v14, v36, v11
  v_mul_f32 v13, v40, v11
  v_mul_f32 v18, v44, v11
  v_mul_f32 v17, v3, v11
  v_mul_f32 v19, v5, v11
  v_mul_f32 v21, v7, v11
  v_mul_f32 v23, v9, v11
  v_mul_f32 v25, v22, v26
  v_mul_f32 v27, v14, v30
  v_mul_f32 v29, v13, v34
  v_mul_f32 v31, v18, v38
  v_mul_f32 v33, v17, v42
  v_mul_f32 v35, v19, v46
  v_mul_f32 v37, v21, v0
  v_mul_f32 v39, v23, v1
  v_add_f32 v41, v25, v2
  v_add_f32 v43, v27, v4
  v_add_f32 v45, v29, v8
  v_add_f32 v47, v31, v12
  v_add_f32 v3, v33, v16
  v_add_f32 v2, v35, v20
  v_add_f32 v1, v37, v24
  v_add_f32 v0, v39, v28
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
  global_store_b32 v[62:63], v3, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s6
  global_store_b32 v[74:75], v2, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s4
  global_store_b32 v[56:57], v1, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s0
  global_store_b32 v[58:59], v0, off
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
  global_store_b32 v[78:79], v15, off
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
  global_store_b32 v[48:49], v11, off
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
