.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 5
.text
.globl layernorm_f16
.p2align 8
.type layernorm_f16,@function
layernorm_f16:
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
  s_mov_b32 s68, 3
  v_lshlrev_b32 v36, s68, v32
  s_cmp_ge_u32 s68, 32
  s_cselect_b32 s0, -1, 0
  v_cndmask_b32_e64 v41, v36, 0, s0
  s_mov_b32 s0, 0
  v_add_nc_u32 v45, v41, s0
  s_mov_b32 s0, 1
  v_add_nc_u32 v20, v45, s0
  s_mov_b32 s0, 2
  v_add_nc_u32 v16, v45, s0
  v_add_nc_u32 v12, v45, s68
  s_mov_b32 s4, 4
  v_add_nc_u32 v3, v45, s4
  s_mov_b32 s4, 5
  v_add_nc_u32 v2, v45, s4
  s_mov_b32 s4, 6
  v_add_nc_u32 v4, v45, s4
  s_mov_b32 s12, 7
  v_add_nc_u32 v9, v45, s12
  v_add_nc_u32 v10, s56, v45
  v_add_nc_u32 v28, s56, v20
  v_add_nc_u32 v27, s56, v16
  v_add_nc_u32 v19, s56, v12
  v_add_nc_u32 v18, s56, v3
  v_add_nc_u32 v21, s56, v2
  v_add_nc_u32 v23, s56, v4
  v_add_nc_u32 v25, s56, v9
  v_mul_lo_u32 v26, v10, s0
  v_mul_hi_i32 v29, v10, s0
  v_mov_b32 v50, s20
  v_mov_b32 v51, s21
  v_add_co_u32 v48, vcc_lo, v50, v26
  v_add_co_ci_u32 v49, vcc_lo, v51, v29, vcc_lo
  v_mul_lo_u32 v34, v28, s0
  v_mul_hi_i32 v36, v28, s0
  v_mov_b32 v52, s20
  v_mov_b32 v53, s21
  v_add_co_u32 v50, vcc_lo, v52, v34
  v_add_co_ci_u32 v51, vcc_lo, v53, v36, vcc_lo
  s_mov_b32 s0, 2
  v_mul_lo_u32 v44, v27, s0
  v_mul_hi_i32 v46, v27, s0
  v_mov_b32 v54, s20
  v_mov_b32 v55, s21
  v_add_co_u32 v52, vcc_lo, v54, v44
  v_add_co_ci_u32 v53, vcc_lo, v55, v46, vcc_lo
  v_mul_lo_u32 v1, v19, s0
  v_mul_hi_i32 v5, v19, s0
  v_mov_b32 v56, s20
  v_mov_b32 v57, s21
  v_add_co_u32 v54, vcc_lo, v56, v1
  v_add_co_ci_u32 v55, vcc_lo, v57, v5, vcc_lo
  v_mul_lo_u32 v1, v18, s0
  v_mul_hi_i32 v5, v18, s0
  v_mov_b32 v58, s20
  v_mov_b32 v59, s21
  v_add_co_u32 v56, vcc_lo, v58, v1
  v_add_co_ci_u32 v57, vcc_lo, v59, v5, vcc_lo
  v_mul_lo_u32 v5, v21, s0
  v_mul_hi_i32 v7, v21, s0
  v_mov_b32 v62, s20
  v_mov_b32 v63, s21
  v_add_co_u32 v66, vcc_lo, v62, v5
  v_add_co_ci_u32 v67, vcc_lo, v63, v7, vcc_lo
  v_mul_lo_u32 v13, v23, s0
  v_mul_hi_i32 v15, v23, s0
  v_mov_b32 v72, s20
  v_mov_b32 v73, s21
  v_add_co_u32 v74, vcc_lo, v72, v13
  v_add_co_ci_u32 v75, vcc_lo, v73, v15, vcc_lo
  v_mul_lo_u32 v22, v25, s0
  v_mul_hi_i32 v24, v25, s0
  v_mov_b32 v60, s20
  v_mov_b32 v61, s21
  v_add_co_u32 v58, vcc_lo, v60, v22
  v_add_co_ci_u32 v59, vcc_lo, v61, v24, vcc_lo
  v_cmp_lt_i32_e64 s58, v45, s48
  v_cmp_lt_i32_e64 s62, v20, s48
  v_cmp_lt_i32_e64 s66, v16, s48
  v_cmp_lt_i32_e64 s70, v12, s48
  v_cmp_lt_i32_e64 s8, v3, s48
  v_cmp_lt_i32_e64 s6, v2, s48
  v_cmp_lt_i32_e64 s4, v4, s48
  v_cmp_lt_i32_e64 s0, v9, s48
  s_mov_b32 s10, 0
  v_mov_b32 v1, s10
  v_mov_b32 v17, v1
  s_and_saveexec_b32 s72, s58
  global_load_u16 v17, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v1, s10
  v_mov_b32 v15, v1
  s_and_saveexec_b32 s72, s62
  global_load_u16 v15, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v1, s10
  v_mov_b32 v14, v1
  s_and_saveexec_b32 s72, s66
  global_load_u16 v14, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v1, s10
  v_mov_b32 v7, v1
  s_and_saveexec_b32 s72, s70
  global_load_u16 v7, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v1, s10
  v_mov_b32 v6, v1
  s_and_saveexec_b32 s72, s8
  global_load_u16 v6, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v11, s10
  v_mov_b32 v5, v11
  s_and_saveexec_b32 s72, s6
  global_load_u16 v5, v[66:67], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v13, s10
  v_mov_b32 v11, v13
  s_and_saveexec_b32 s72, s4
  global_load_u16 v11, v[74:75], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v22, s10
  v_mov_b32 v13, v22
  s_and_saveexec_b32 s72, s0
  global_load_u16 v13, v[58:59], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s34, 2
  v_mul_lo_u32 v22, v45, s34
  v_mul_hi_i32 v24, v45, s34
  v_mov_b32 v78, s28
  v_mov_b32 v79, s29
  v_add_co_u32 v48, vcc_lo, v78, v22
  v_add_co_ci_u32 v49, vcc_lo, v79, v24, vcc_lo
  v_mul_lo_u32 v26, v20, s34
  v_mul_hi_i32 v29, v20, s34
  v_mov_b32 v52, s28
  v_mov_b32 v53, s29
  v_add_co_u32 v50, vcc_lo, v52, v26
  v_add_co_ci_u32 v51, vcc_lo, v53, v29, vcc_lo
  v_mul_lo_u32 v34, v16, s34
  v_mul_hi_i32 v36, v16, s34
  v_mov_b32 v54, s28
  v_mov_b32 v55, s29
  v_add_co_u32 v52, vcc_lo, v54, v34
  v_add_co_ci_u32 v53, vcc_lo, v55, v36, vcc_lo
  v_mul_lo_u32 v42, v12, s34
  v_mul_hi_i32 v44, v12, s34
  v_mov_b32 v56, s28
  v_mov_b32 v57, s29
  v_add_co_u32 v54, vcc_lo, v56, v42
  v_add_co_ci_u32 v55, vcc_lo, v57, v44, vcc_lo
  v_mul_lo_u32 v1, v3, s34
  v_mul_hi_i32 v22, v3, s34
  v_mov_b32 v58, s28
  v_mov_b32 v59, s29
  v_add_co_u32 v56, vcc_lo, v58, v1
  v_add_co_ci_u32 v57, vcc_lo, v59, v22, vcc_lo
  v_mul_lo_u32 v1, v2, s34
  v_mul_hi_i32 v22, v2, s34
  v_mov_b32 v60, s28
  v_mov_b32 v61, s29
  v_add_co_u32 v58, vcc_lo, v60, v1
  v_add_co_ci_u32 v59, vcc_lo, v61, v22, vcc_lo
  s_mov_b32 s12, 2
  v_mul_lo_u32 v22, v4, s12
  v_mul_hi_i32 v24, v4, s12
  v_mov_b32 v62, s28
  v_mov_b32 v63, s29
  v_add_co_u32 v66, vcc_lo, v62, v22
  v_add_co_ci_u32 v67, vcc_lo, v63, v24, vcc_lo
  v_mul_lo_u32 v22, v9, s12
  v_mul_hi_i32 v24, v9, s12
  v_mov_b32 v72, s28
  v_mov_b32 v73, s29
  v_add_co_u32 v74, vcc_lo, v72, v22
  v_add_co_ci_u32 v75, vcc_lo, v73, v24, vcc_lo
  v_mov_b32 v24, s10
  v_mov_b32 v22, v24
  s_and_saveexec_b32 s72, s58
  global_load_u16 v22, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v29, s10
  v_mov_b32 v26, v29
  s_and_saveexec_b32 s72, s62
  global_load_u16 v26, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v31, s10
  v_mov_b32 v30, v31
  s_and_saveexec_b32 s72, s66
  global_load_u16 v30, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v35, s10
  v_mov_b32 v34, v35
  s_and_saveexec_b32 s72, s70
  global_load_u16 v34, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v39, s10
  v_mov_b32 v38, v39
  s_and_saveexec_b32 s72, s8
  global_load_u16 v38, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v43, s10
  v_mov_b32 v42, v43
  s_and_saveexec_b32 s72, s6
  global_load_u16 v42, v[58:59], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v47, s10
  v_mov_b32 v46, v47
  s_and_saveexec_b32 s72, s4
  global_load_u16 v46, v[66:67], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v24, s10
  v_mov_b32 v1, v24
  s_and_saveexec_b32 s72, s0
  global_load_u16 v1, v[74:75], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s12, 2
  v_mul_lo_u32 v24, v45, s12
  v_mul_hi_i32 v29, v45, s12
  v_mov_b32 v50, s32
  v_mov_b32 v51, s33
  v_add_co_u32 v48, vcc_lo, v50, v24
  v_add_co_ci_u32 v49, vcc_lo, v51, v29, vcc_lo
  v_mul_lo_u32 v24, v20, s12
  v_mul_hi_i32 v20, v20, s12
  v_mov_b32 v56, s32
  v_mov_b32 v57, s33
  v_add_co_u32 v60, vcc_lo, v56, v24
  v_add_co_ci_u32 v61, vcc_lo, v57, v20, vcc_lo
  v_mul_lo_u32 v20, v16, s12
  v_mul_hi_i32 v16, v16, s12
  v_mov_b32 v68, s32
  v_mov_b32 v69, s33
  v_add_co_u32 v70, vcc_lo, v68, v20
  v_add_co_ci_u32 v71, vcc_lo, v69, v16, vcc_lo
  v_mul_lo_u32 v16, v12, s12
  v_mul_hi_i32 v20, v12, s12
  v_mov_b32 v76, s32
  v_mov_b32 v77, s33
  v_add_co_u32 v78, vcc_lo, v76, v16
  v_add_co_ci_u32 v79, vcc_lo, v77, v20, vcc_lo
  v_mul_lo_u32 v24, v3, s12
  v_mul_hi_i32 v29, v3, s12
  v_mov_b32 v52, s32
  v_mov_b32 v53, s33
  v_add_co_u32 v50, vcc_lo, v52, v24
  v_add_co_ci_u32 v51, vcc_lo, v53, v29, vcc_lo
  v_mul_lo_u32 v32, v2, s12
  v_mul_hi_i32 v35, v2, s12
  v_mov_b32 v54, s32
  v_mov_b32 v55, s33
  v_add_co_u32 v52, vcc_lo, v54, v32
  v_add_co_ci_u32 v53, vcc_lo, v55, v35, vcc_lo
  s_mov_b32 s12, 2
  v_mul_lo_u32 v43, v4, s12
  v_mul_hi_i32 v44, v4, s12
  v_mov_b32 v56, s32
  v_mov_b32 v57, s33
  v_add_co_u32 v54, vcc_lo, v56, v43
  v_add_co_ci_u32 v55, vcc_lo, v57, v44, vcc_lo
  v_mul_lo_u32 v2, v9, s12
  v_mul_hi_i32 v3, v9, s12
  v_mov_b32 v58, s32
  v_mov_b32 v59, s33
  v_add_co_u32 v56, vcc_lo, v58, v2
  v_add_co_ci_u32 v57, vcc_lo, v59, v3, vcc_lo
  v_mov_b32 v3, s10
  v_mov_b32 v2, v3
  s_and_saveexec_b32 s72, s58
  global_load_u16 v2, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v4, s10
  v_mov_b32 v3, v4
  s_and_saveexec_b32 s72, s62
  global_load_u16 v3, v[60:61], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v9, s10
  v_mov_b32 v4, v9
  s_and_saveexec_b32 s72, s66
  global_load_u16 v4, v[70:71], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v12, s10
  v_mov_b32 v9, v12
  s_and_saveexec_b32 s72, s70
  global_load_u16 v9, v[78:79], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v16, s10
  v_mov_b32 v12, v16
  s_and_saveexec_b32 s72, s8
  global_load_u16 v12, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v20, s10
  v_mov_b32 v16, v20
  s_and_saveexec_b32 s72, s6
  global_load_u16 v16, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v24, s10
  v_mov_b32 v20, v24
  s_and_saveexec_b32 s72, s4
  global_load_u16 v20, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v29, s10
  v_mov_b32 v24, v29
  s_and_saveexec_b32 s72, s0
  global_load_u16 v24, v[56:57], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s54, 2
  v_mul_lo_u32 v29, v10, s54
  v_mul_hi_i32 v31, v10, s54
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc_lo, v50, v29
  v_add_co_ci_u32 v49, vcc_lo, v51, v31, vcc_lo
  v_mul_lo_u32 v37, v28, s54
  v_mul_hi_i32 v39, v28, s54
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc_lo, v52, v37
  v_add_co_ci_u32 v51, vcc_lo, v53, v39, vcc_lo
  v_mul_lo_u32 v45, v27, s54
  v_mul_hi_i32 v47, v27, s54
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc_lo, v54, v45
  v_add_co_ci_u32 v53, vcc_lo, v55, v47, vcc_lo
  v_mul_lo_u32 v10, v19, s54
  v_mul_hi_i32 v19, v19, s54
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc_lo, v56, v10
  v_add_co_ci_u32 v55, vcc_lo, v57, v19, vcc_lo
  v_mul_lo_u32 v10, v18, s54
  v_mul_hi_i32 v18, v18, s54
  v_mov_b32 v58, s24
  v_mov_b32 v59, s25
  v_add_co_u32 v56, vcc_lo, v58, v10
  v_add_co_ci_u32 v57, vcc_lo, v59, v18, vcc_lo
  v_mul_lo_u32 v10, v21, s54
  v_mul_hi_i32 v18, v21, s54
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v68, vcc_lo, v64, v10
  v_add_co_ci_u32 v69, vcc_lo, v65, v18, vcc_lo
  s_mov_b32 s28, 2
  v_mul_lo_u32 v18, v23, s28
  v_mul_hi_i32 v19, v23, s28
  v_mov_b32 v76, s24
  v_mov_b32 v77, s25
  v_add_co_u32 v78, vcc_lo, v76, v18
  v_add_co_ci_u32 v79, vcc_lo, v77, v19, vcc_lo
  v_mul_lo_u32 v27, v25, s28
  v_mul_hi_i32 v28, v25, s28
  v_mov_b32 v60, s24
  v_mov_b32 v61, s25
  v_add_co_u32 v58, vcc_lo, v60, v27
  v_add_co_ci_u32 v59, vcc_lo, v61, v28, vcc_lo
  s_waitcnt vmcnt(0)
  v_cvt_f32_f16 v32, v17
  v_cvt_f32_f16 v35, v15
  v_cvt_f32_f16 v36, v14
  v_cvt_f32_f16 v39, v7
  v_cvt_f32_f16 v40, v6
  v_cvt_f32_f16 v43, v5
  v_cvt_f32_f16 v44, v11
  v_cvt_f32_f16 v47, v13
  v_add_f32 v10, v32, v35
  v_add_f32 v10, v10, v36
  v_add_f32 v10, v10, v39
  v_add_f32 v10, v10, v40
  v_add_f32 v10, v10, v43
  v_add_f32 v10, v10, v44
  v_add_f32 v10, v10, v47
  v_and_b32 v18, 31, v0
  v_xor_b32 v18, 1, v18
  v_lshlrev_b32 v18, 2, v18
  ds_bpermute_b32 v18, v18, v10
  s_waitcnt lgkmcnt(0)
  v_add_f32 v10, v10, v18
  v_and_b32 v18, 31, v0
  v_xor_b32 v18, 2, v18
  v_lshlrev_b32 v18, 2, v18
  ds_bpermute_b32 v18, v18, v10
  s_waitcnt lgkmcnt(0)
  v_add_f32 v18, v10, v18
  v_and_b32 v19, 31, v0
  v_xor_b32 v21, 4, v19
  v_lshlrev_b32 v23, 2, v21
  ds_bpermute_b32 v25, v23, v18
  s_waitcnt lgkmcnt(0)
  v_add_f32 v27, v18, v25
  v_and_b32 v29, 31, v0
  v_xor_b32 v31, 8, v29
  v_lshlrev_b32 v33, 2, v31
  ds_bpermute_b32 v37, v33, v27
  s_waitcnt lgkmcnt(0)
  v_add_f32 v37, v27, v37
  v_and_b32 v45, 31, v0
  v_xor_b32 v45, 16, v45
  v_lshlrev_b32 v45, 2, v45
  ds_bpermute_b32 v45, v45, v37
  s_waitcnt lgkmcnt(0)
  v_add_f32 v10, v37, v45
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s10, 4
  v_mul_lo_u32 v18, v8, s10
  s_mov_b32 s12, 0
  v_add_nc_u32 v18, v18, s12
  ds_store_b32 v18, v10
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s14, 0xffffff9f
  v_and_b32 v10, v8, s14
  v_or_b32 v18, v10, s12
  v_mul_lo_u32 v18, v18, s10
  v_add_nc_u32 v18, v18, s12
  ds_load_b32 v18, v18
  s_mov_b32 s18, 32
  v_or_b32 v19, v10, s18
  v_mul_lo_u32 v19, v19, s10
  v_add_nc_u32 v19, v19, s12
  ds_load_b32 v19, v19
  s_waitcnt lgkmcnt(0)
  v_add_f32 v19, v18, v19
  s_mov_b32 s42, 64
  v_or_b32 v23, v10, s42
  v_mul_lo_u32 v25, v23, s10
  v_add_nc_u32 v27, v25, s12
  ds_load_b32 v29, v27
  s_waitcnt lgkmcnt(0)
  v_add_f32 v31, v19, v29
  s_mov_b32 s68, 0x60
  v_or_b32 v37, v10, s68
  s_mov_b32 s10, 4
  v_mul_lo_u32 v45, v37, s10
  s_mov_b32 s10, 0
  v_add_nc_u32 v45, v45, s10
  ds_load_b32 v45, v45
  s_waitcnt lgkmcnt(0)
  v_add_f32 v10, v31, v45
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_cvt_f32_i32 v18, s48
  v_div_scale_f32 v19, vcc_lo, v18, v18, v10
  v_div_scale_f32 v21, vcc_lo, v10, v18, v10
  v_rcp_f32 v23, v19
  v_fma_f32 v25, -v19, v23, 0x3f800000
  v_fma_f32 v23, v25, v23, v23
  v_mul_f32 v25, v21, v23
  v_fma_f32 v27, -v19, v25, v21
  v_fma_f32 v25, v27, v23, v25
  v_fma_f32 v19, -v19, v25, v21
  s_nop 3
  v_div_fmas_f32 v19, v19, v23, v25
  v_div_fixup_f32 v10, v19, v18, v10
  v_sub_f32 v31, v32, v10
  v_sub_f32 v29, v35, v10
  v_sub_f32 v28, v36, v10
  v_sub_f32 v27, v39, v10
  v_sub_f32 v19, v40, v10
  v_sub_f32 v21, v43, v10
  v_sub_f32 v23, v44, v10
  v_sub_f32 v25, v47, v10
  s_mov_b32 s54, 0
  v_mov_b32 v32, s54
  v_cndmask_b32_e64 v31, v32, v31, s58
  v_mov_b32 v33, s54
  v_cndmask_b32_e64 v35, v33, v29, s62
  v_mov_b32 v37, s54
  v_cndmask_b32_e64 v39, v37, v28, s66
  v_mov_b32 v43, s54
  v_cndmask_b32_e64 v43, v43, v27, s70
  v_mov_b32 v45, s54
  v_cndmask_b32_e64 v47, v45, v19, s8
  v_mov_b32 v19, s54
  v_cndmask_b32_e64 v19, v19, v21, s6
  v_mov_b32 v21, s54
  v_cndmask_b32_e64 v21, v21, v23, s4
  v_mov_b32 v23, s54
  v_cndmask_b32_e64 v23, v23, v25, s0
  s_mov_b32 s10, 0x7f
  v_and_b32 v25, v8, s10
  s_mov_b32 s10, 2
  v_lshlrev_b32 v25, s10, v25
  s_cmp_ge_u32 s10, 32
  s_cselect_b32 s14, -1, 0
  v_cndmask_b32_e64 v25, v25, 0, s14
  s_mov_b32 s22, 0
  v_add_nc_u32 v27, v25, s22
  s_mov_b32 s30, 1
  v_add_nc_u32 v29, v27, s30
  v_add_nc_u32 v28, v27, s10
  s_mov_b32 s42, 3
  v_add_nc_u32 v32, v27, s42
  s_mov_b32 s50, 0x200
  v_add_nc_u32 v33, v27, s50
  s_mov_b32 s60, 0x201
  v_add_nc_u32 v36, v27, s60
  s_mov_b32 s68, 0x202
  v_add_nc_u32 v37, v27, s68
  s_mov_b32 s10, 0x203
  v_add_nc_u32 v40, v27, s10
  v_cmp_lt_i32_e64 s24, v27, s48
  v_cmp_lt_i32_e64 s22, v29, s48
  v_cmp_lt_i32_e64 s20, v28, s48
  v_cmp_lt_i32_e64 s18, v32, s48
  v_cmp_lt_i32_e64 s16, v33, s48
  v_cmp_lt_i32_e64 s14, v36, s48
  v_cmp_lt_i32_e64 s12, v37, s48
  v_cmp_lt_i32_e64 s10, v40, s48
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s26, 0
  v_or_b32 v27, v41, s26
  s_mov_b32 s26, 2
  v_mul_lo_u32 v27, v27, s26
  v_add_nc_u32 v27, v27, s50
  ds_store_b16 v27, v17
  s_mov_b32 s28, 1
  v_or_b32 v17, v41, s28
  v_mul_lo_u32 v17, v17, s26
  s_mov_b32 s28, 0x200
  v_add_nc_u32 v17, v17, s28
  ds_store_b16 v17, v15
  v_or_b32 v17, v41, s26
  v_mul_lo_u32 v27, v17, s26
  v_add_nc_u32 v27, v27, s28
  ds_store_b16 v27, v14
  s_mov_b32 s48, 3
  v_or_b32 v27, v41, s48
  v_mul_lo_u32 v28, v27, s26
  v_add_nc_u32 v32, v28, s28
  ds_store_b16 v32, v7
  s_mov_b32 s68, 4
  v_or_b32 v36, v41, s68
  v_mul_lo_u32 v37, v36, s26
  v_add_nc_u32 v40, v37, s28
  ds_store_b16 v40, v6
  s_mov_b32 s26, 5
  v_or_b32 v44, v41, s26
  s_mov_b32 s26, 2
  v_mul_lo_u32 v6, v44, s26
  v_add_nc_u32 v6, v6, s28
  ds_store_b16 v6, v5
  s_mov_b32 s28, 6
  v_or_b32 v5, v41, s28
  v_mul_lo_u32 v5, v5, s26
  s_mov_b32 s28, 0x200
  v_add_nc_u32 v5, v5, s28
  ds_store_b16 v5, v11
  s_mov_b32 s30, 7
  v_or_b32 v5, v41, s30
  v_mul_lo_u32 v5, v5, s26
  v_add_nc_u32 v7, v5, s28
  ds_store_b16 v7, v13
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s30, 0
  v_or_b32 v13, v25, s30
  v_mul_lo_u32 v15, v13, s26
  v_add_nc_u32 v17, v15, s28
  ds_load_u16 v27, v17
  s_mov_b32 s42, 1
  v_or_b32 v28, v25, s42
  v_mul_lo_u32 v28, v28, s26
  v_add_nc_u32 v28, v28, s28
  ds_load_u16 v29, v28
  s_mov_b32 s64, 2
  v_or_b32 v33, v25, s64
  v_mul_lo_u32 v36, v33, s64
  v_add_nc_u32 v37, v36, s28
  ds_load_u16 v40, v37
  s_mov_b32 s26, 3
  v_or_b32 v44, v25, s26
  v_mul_lo_u32 v45, v44, s64
  s_mov_b32 s26, 0x200
  v_add_nc_u32 v5, v45, s26
  ds_load_u16 v5, v5
  v_or_b32 v6, v25, s26
  v_mul_lo_u32 v6, v6, s64
  v_add_nc_u32 v6, v6, s26
  ds_load_u16 v6, v6
  s_mov_b32 s28, 0x201
  v_or_b32 v7, v25, s28
  v_mul_lo_u32 v7, v7, s64
  v_add_nc_u32 v7, v7, s26
  ds_load_u16 v7, v7
  s_mov_b32 s28, 0x202
  v_or_b32 v11, v25, s28
  v_mul_lo_u32 v13, v11, s64
  v_add_nc_u32 v14, v13, s26
  ds_load_u16 v17, v14
  s_mov_b32 s38, 0x203
  v_or_b32 v25, v25, s38
  s_mov_b32 s44, 2
  v_mul_lo_u32 v25, v25, s44
  v_add_nc_u32 v28, v25, s26
  ds_load_u16 v28, v28
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_cvt_f32_f16 v32, v27
  v_cvt_f32_f16 v33, v29
  v_cvt_f32_f16 v36, v40
  v_cvt_f32_f16 v37, v5
  v_cvt_f32_f16 v40, v6
  v_cvt_f32_f16 v41, v7
  v_cvt_f32_f16 v44, v17
  v_cvt_f32_f16 v45, v28
  v_sub_f32 v7, v32, v10
  v_sub_f32 v13, v33, v10
  v_sub_f32 v15, v36, v10
  v_sub_f32 v17, v37, v10
  v_sub_f32 v14, v40, v10
  v_sub_f32 v11, v41, v10
  v_sub_f32 v6, v44, v10
  v_sub_f32 v5, v45, v10
  s_mov_b32 s26, 0
  v_mov_b32 v25, s26
  v_cndmask_b32_e64 v7, v25, v7, s24
  v_mov_b32 v25, s26
  v_cndmask_b32_e64 v13, v25, v13, s22
  v_mov_b32 v25, s26
  v_cndmask_b32_e64 v15, v25, v15, s20
  v_mov_b32 v25, s26
  v_cndmask_b32_e64 v17, v25, v17, s18
  v_mov_b32 v25, s26
  v_cndmask_b32_e64 v25, v25, v14, s16
  v_mov_b32 v27, s26
  v_cndmask_b32_e64 v27, v27, v11, s14
  v_mov_b32 v28, s26
  v_cndmask_b32_e64 v28, v28, v6, s12
  v_mov_b32 v32, s26
  v_cndmask_b32_e64 v32, v32, v5, s10
  v_mul_f32 v36, v7, v7
  v_mul_f32 v37, v13, v13
  v_mul_f32 v41, v15, v15
  v_mul_f32 v40, v17, v17
  v_mul_f32 v45, v25, v25
  v_mul_f32 v44, v27, v27
  v_mul_f32 v6, v28, v28
  v_mul_f32 v5, v32, v32
  v_add_f32 v7, v36, v37
  v_add_f32 v7, v7, v41
  v_add_f32 v7, v7, v40
  v_add_f32 v7, v7, v45
  v_add_f32 v7, v7, v44
  v_add_f32 v6, v7, v6
  v_add_f32 v5, v6, v5
  v_and_b32 v6, 31, v0
  v_xor_b32 v6, 1, v6
  v_lshlrev_b32 v6, 2, v6
  ds_bpermute_b32 v7, v6, v5
  s_waitcnt lgkmcnt(0)
  v_add_f32 v11, v5, v7
  v_and_b32 v13, 31, v0
  v_xor_b32 v13, 2, v13
  v_lshlrev_b32 v15, 2, v13
  ds_bpermute_b32 v17, v15, v11
  s_waitcnt lgkmcnt(0)
  v_add_f32 v25, v11, v17
  v_and_b32 v27, 31, v0
  v_xor_b32 v27, 4, v27
  v_lshlrev_b32 v27, 2, v27
  ds_bpermute_b32 v27, v27, v25
  s_waitcnt lgkmcnt(0)
  v_add_f32 v29, v25, v27
  v_and_b32 v32, 31, v0
  v_xor_b32 v33, 8, v32
  v_lshlrev_b32 v36, 2, v33
  ds_bpermute_b32 v37, v36, v29
  s_waitcnt lgkmcnt(0)
  v_add_f32 v40, v29, v37
  v_and_b32 v41, 31, v0
  v_xor_b32 v44, 16, v41
  v_lshlrev_b32 v45, 2, v44
  ds_bpermute_b32 v0, v45, v40
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v40, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s10, 4
  v_mul_lo_u32 v5, v8, s10
  s_mov_b32 s12, 0
  v_add_nc_u32 v5, v5, s12
  s_mov_b32 s14, 0xa00
  v_add_nc_u32 v5, v5, s14
  ds_store_b32 v5, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s16, 0xffffff9f
  v_and_b32 v5, v8, s16
  v_or_b32 v7, v5, s12
  v_mul_lo_u32 v11, v7, s10
  v_add_nc_u32 v11, v11, s12
  v_add_nc_u32 v13, v11, s14
  ds_load_b32 v15, v13
  s_mov_b32 s34, 32
  v_or_b32 v25, v5, s34
  v_mul_lo_u32 v25, v25, s10
  v_add_nc_u32 v25, v25, s12
  v_add_nc_u32 v25, v25, s14
  ds_load_b32 v27, v25
  s_waitcnt lgkmcnt(0)
  v_add_f32 v29, v15, v27
  s_mov_b32 s64, 64
  v_or_b32 v33, v5, s64
  s_mov_b32 s10, 4
  v_mul_lo_u32 v37, v33, s10
  s_mov_b32 s12, 0
  v_add_nc_u32 v41, v37, s12
  s_mov_b32 s14, 0xa00
  v_add_nc_u32 v45, v41, s14
  ds_load_b32 v0, v45
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v29, v0
  s_mov_b32 s16, 0x60
  v_or_b32 v5, v5, s16
  v_mul_lo_u32 v5, v5, s10
  v_add_nc_u32 v5, v5, s12
  v_add_nc_u32 v5, v5, s14
  ds_load_b32 v5, v5
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v5
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_div_scale_f32 v5, vcc_lo, v18, v18, v0
  v_div_scale_f32 v6, vcc_lo, v0, v18, v0
  v_rcp_f32 v7, v5
  v_fma_f32 v11, -v5, v7, 0x3f800000
  v_fma_f32 v11, v11, v7, v7
  v_mul_f32 v13, v6, v11
  v_fma_f32 v15, -v5, v13, v6
  v_fma_f32 v17, v15, v11, v13
  v_fma_f32 v25, -v5, v17, v6
  s_nop 3
  v_div_fmas_f32 v25, v25, v11, v17
  v_div_fixup_f32 v25, v25, v18, v0
  v_add_f32 v25, v25, s52
  v_cmp_class_f32_e64 s54, v25, 0x90
  s_mov_b32 s60, 0x3f800000
  s_mov_b32 s64, 0x4b800000
  v_mov_b32 v33, s64
  v_mov_b32 v36, s60
  v_cndmask_b32_e64 v37, v36, v33, s54
  v_mul_f32 v40, v25, v37
  v_rsq_f32 v41, v40
  s_mov_b32 s10, 0x45800000
  v_mov_b32 v45, s10
  v_mov_b32 v0, s60
  v_cndmask_b32_e64 v0, v0, v45, s54
  v_mul_f32 v0, v41, v0
  v_mul_f32 v17, v31, v0
  v_mul_f32 v15, v35, v0
  v_mul_f32 v14, v39, v0
  v_mul_f32 v13, v43, v0
  v_mul_f32 v11, v47, v0
  v_mul_f32 v7, v19, v0
  v_mul_f32 v6, v21, v0
  v_mul_f32 v5, v23, v0
  v_cvt_f32_f16 v22, v22
  v_cvt_f32_f16 v25, v26
  v_cvt_f32_f16 v26, v30
  v_cvt_f32_f16 v27, v34
  v_cvt_f32_f16 v23, v38
  v_cvt_f32_f16 v19, v42
  v_cvt_f32_f16 v18, v46
  v_cvt_f32_f16 v21, v1
  v_mul_f32 v22, v17, v22
  v_mul_f32 v25, v15, v25
  v_mul_f32 v26, v14, v26
  v_mul_f32 v28, v13, v27
  v_mul_f32 v30, v11, v23
  v_mul_f32 v32, v7, v19
  v_mul_f32 v34, v6, v18
  v_mul_f32 v36, v5, v21
  v_cvt_f32_f16 v38, v2
  v_cvt_f32_f16 v40, v3
  v_cvt_f32_f16 v42, v4
  v_cvt_f32_f16 v44, v9
  v_cvt_f32_f16 v46, v12
  v_cvt_f32_f16 v1, v16
  v_cvt_f32_f16 v3, v20
  v_cvt_f32_f16 v5, v24
  v_add_f32 v7, v22, v38
  v_add_f32 v9, v25, v40
  v_add_f32 v6, v26, v42
  v_add_f32 v4, v28, v44
  v_add_f32 v2, v30, v46
  v_add_f32 v1, v32, v1
  v_add_f32 v3, v34, v3
  v_add_f32 v5, v36, v5
  v_cvt_f16_f32 v7, v7
  v_cvt_f16_f32 v9, v9
  v_cvt_f16_f32 v11, v6
  v_cvt_f16_f32 v13, v4
  v_cvt_f16_f32 v15, v2
  v_cvt_f16_f32 v17, v1
  v_cvt_f16_f32 v19, v3
  v_cvt_f16_f32 v21, v5
  s_and_saveexec_b32 s72, s58
  global_store_b16 v[48:49], v7, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s62
  global_store_b16 v[50:51], v9, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s66
  global_store_b16 v[52:53], v11, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s70
  global_store_b16 v[54:55], v13, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s8
  global_store_b16 v[56:57], v15, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s6
  global_store_b16 v[68:69], v17, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s4
  global_store_b16 v[78:79], v19, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s0
  global_store_b16 v[58:59], v21, off
  s_mov_b32 exec_lo, s72
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mul_i32 s64, s2, 4
  s_mov_b32 s68, 4
  s_mul_hi_i32 s0, s2, s68
  s_add_u32 s6, s36, s64
  s_addc_u32 s7, s37, s0
  s_mov_b32 s0, 0x7f
  v_and_b32 v42, v8, s0
  s_mov_b32 s4, 0
  v_cmp_eq_u32_e64 s8, v42, s4
  v_mov_b32 v48, s6
  v_mov_b32 v49, s7
  s_and_saveexec_b32 s72, s8
  global_store_b32 v[48:49], v10, off
  s_mov_b32 exec_lo, s72
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mul_i32 s6, s2, 4
  s_mul_hi_i32 s8, s2, s68
  s_add_u32 s2, s40, s6
  s_addc_u32 s3, s41, s8
  v_and_b32 v1, v8, s0
  v_cmp_eq_u32_e64 s0, v1, s4
  v_mov_b32 v48, s2
  v_mov_b32 v49, s3
  s_and_saveexec_b32 s72, s0
  global_store_b32 v[48:49], v0, off
  s_mov_b32 exec_lo, s72
  s_endpgm
.Llayernorm_f16_end:
.size layernorm_f16, .Llayernorm_f16_end-layernorm_f16
; 74 SGPRs, 80 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  - .name: layernorm_f16
    .symbol: layernorm_f16.kd
    .kernarg_segment_size: 76
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 3072
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
