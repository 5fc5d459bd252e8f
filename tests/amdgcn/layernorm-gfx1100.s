.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 5
.text
.globl layernorm
.p2align 8
.type layernorm,@function
layernorm:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v13, 31, v0
  v_and_b32 v8, 0x3ff, v0
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
  v_and_b32 v30, v8, 0x7f
  v_lshlrev_b32 v32, 2, v30
  s_cmp_ge_u32 2, 32
  s_cselect_b32 s70, -1, 0
  v_cndmask_b32_e64 v37, v32, 0, s70
  v_add_nc_u32 v39, v37, 0
  v_add_nc_u32 v41, v39, 1
  v_add_nc_u32 v43, v39, 2
  v_add_nc_u32 v45, v39, 3
  v_add_nc_u32 v47, v39, 0x200
  v_add_nc_u32 v11, v39, 0x201
  v_add_nc_u32 v10, v39, 0x202
  v_add_nc_u32 v9, v39, 0x203
  v_add_nc_u32 v7, s56, v39
  v_add_nc_u32 v5, s56, v41
  v_add_nc_u32 v3, s56, v43
  v_add_nc_u32 v1, s56, v45
  v_add_nc_u32 v0, s56, v47
  v_add_nc_u32 v2, s56, v11
  v_add_nc_u32 v4, s56, v10
  v_add_nc_u32 v6, s56, v9
  v_lshlrev_b32 v12, 2, v7
  v_ashrrev_i32 v14, 30, v7
  v_add_co_u32 v66, vcc_lo, s20, v12
  v_add_co_ci_u32 v67, vcc_lo, s21, v14, vcc_lo
  v_lshlrev_b32 v14, 2, v5
  v_ashrrev_i32 v16, 30, v5
  v_add_co_u32 v72, vcc_lo, s20, v14
  v_add_co_ci_u32 v73, vcc_lo, s21, v16, vcc_lo
  v_lshlrev_b32 v20, 2, v3
  v_ashrrev_i32 v22, 30, v3
  v_add_co_u32 v48, vcc_lo, s20, v20
  v_add_co_ci_u32 v49, vcc_lo, s21, v22, vcc_lo
  v_lshlrev_b32 v26, 2, v1
  v_ashrrev_i32 v28, 30, v1
  v_add_co_u32 v50, vcc_lo, s20, v26
  v_add_co_ci_u32 v51, vcc_lo, s21, v28, vcc_lo
  v_lshlrev_b32 v32, 2, v0
  v_ashrrev_i32 v34, 30, v0
  v_add_co_u32 v52, vcc_lo, s20, v32
  v_add_co_ci_u32 v53, vcc_lo, s21, v34, vcc_lo
  v_lshlrev_b32 v38, 2, v2
  v_ashrrev_i32 v40, 30, v2
  v_add_co_u32 v54, vcc_lo, s20, v38
  v_add_co_ci_u32 v55, vcc_lo, s21, v40, vcc_lo
  v_lshlrev_b32 v44, 2, v4
  v_ashrrev_i32 v46, 30, v4
  v_add_co_u32 v56, vcc_lo, s20, v44
  v_add_co_ci_u32 v57, vcc_lo, s21, v46, vcc_lo
  v_lshlrev_b32 v12, 2, v6
  v_ashrrev_i32 v14, 30, v6
  v_add_co_u32 v58, vcc_lo, s20, v12
  v_add_co_ci_u32 v59, vcc_lo, s21, v14, vcc_lo
  v_cmp_lt_i32_e64 s16, v39, s48
  v_cmp_lt_i32_e64 s12, v41, s48
  v_cmp_lt_i32_e64 s8, v43, s48
  v_cmp_lt_i32_e64 s0, v45, s48
  v_cmp_lt_i32_e64 s4, v47, s48
  v_cmp_lt_i32_e64 s6, v11, s48
  v_cmp_lt_i32_e64 s10, v10, s48
  v_cmp_lt_i32_e64 s14, v9, s48
  s_mov_b32 s18, 0
  v_mov_b32 v12, s18
  v_mov_b32 v14, v12
  s_and_saveexec_b32 s72, s16
  global_load_b32 v14, v[66:67], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v16, s18
  v_mov_b32 v17, v16
  s_and_saveexec_b32 s72, s12
  global_load_b32 v17, v[72:73], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v21, s18
  v_mov_b32 v20, v21
  s_and_saveexec_b32 s72, s8
  global_load_b32 v20, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v25, s18
  v_mov_b32 v24, v25
  s_and_saveexec_b32 s72, s0
  global_load_b32 v24, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v29, s18
  v_mov_b32 v28, v29
  s_and_saveexec_b32 s72, s4
  global_load_b32 v28, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v33, s18
  v_mov_b32 v32, v33
  s_and_saveexec_b32 s72, s6
  global_load_b32 v32, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v37, s18
  v_mov_b32 v36, v37
  s_and_saveexec_b32 s72, s10
  global_load_b32 v36, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v42, s18
  v_mov_b32 v40, v42
  s_and_saveexec_b32 s72, s14
  global_load_b32 v40, v[58:59], off
  s_mov_b32 exec_lo, s72
  s_waitcnt vmcnt(0)
  v_add_f32 v44, v14, v17
  v_add_f32 v46, v44, v20
  v_add_f32 v12, v46, v24
  v_add_f32 v12, v12, v28
  v_add_f32 v12, v12, v32
  v_add_f32 v12, v12, v36
  v_add_f32 v12, v12, v40
  v_xor_b32 v15, 1, v13
  v_lshlrev_b32 v15, 2, v15
  ds_bpermute_b32 v15, v15, v12
  s_waitcnt lgkmcnt(0)
  v_add_f32 v12, v12, v15
  v_xor_b32 v15, 2, v13
  v_lshlrev_b32 v15, 2, v15
  ds_bpermute_b32 v15, v15, v12
  s_waitcnt lgkmcnt(0)
  v_add_f32 v12, v12, v15
  v_xor_b32 v15, 4, v13
  v_lshlrev_b32 v15, 2, v15
  ds_bpermute_b32 v15, v15, v12
  s_waitcnt lgkmcnt(0)
  v_add_f32 v16, v12, v15
  v_xor_b32 v18, 8, v13
  v_lshlrev_b32 v21, 2, v18
  ds_bpermute_b32 v22, v21, v16
  s_waitcnt lgkmcnt(0)
  v_add_f32 v25, v16, v22
  v_xor_b32 v26, 16, v13
  v_lshlrev_b32 v29, 2, v26
  ds_bpermute_b32 v30, v29, v25
  s_waitcnt lgkmcnt(0)
  v_add_f32 v33, v25, v30
  v_mul_lo_u32 v34, v8, 4
  ds_store_b32 v34, v33
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_and_b32 v38, v8, 0xffffff9f
  v_mul_lo_u32 v16, v38, 4
  ds_load_b32 v42, v16
  ds_load_b32 v44, v16 offset:128
  ds_load_b32 v46, v16 offset:256
  ds_load_b32 v15, v16 offset:384
  s_waitcnt lgkmcnt(0)
  v_add_f32 v12, v42, v44
  v_add_f32 v15, v46, v15
  v_add_f32 v15, v12, v15
  v_cvt_f32_i32 v12, s48
  v_div_scale_f32 v18, vcc_lo, v12, v12, v15
  v_div_scale_f32 v19, vcc_lo, v15, v12, v15
  v_rcp_f32 v21, v18
  v_fma_f32 v22, -v18, v21, 0x3f800000
  v_fma_f32 v21, v22, v21, v21
  v_mul_f32 v22, v19, v21
  v_fma_f32 v23, -v18, v22, v19
  v_fma_f32 v22, v23, v21, v22
  v_fma_f32 v18, -v18, v22, v19
  s_nop 3
  v_div_fmas_f32 v18, v18, v21, v22
  v_div_fixup_f32 v15, v18, v12, v15
  v_sub_f32 v18, v14, v15
  v_sub_f32 v19, v17, v15
  v_sub_f32 v21, v20, v15
  v_sub_f32 v23, v24, v15
  v_sub_f32 v25, v28, v15
  v_sub_f32 v27, v32, v15
  v_sub_f32 v29, v36, v15
  v_sub_f32 v31, v40, v15
  v_cndmask_b32_e64 v33, 0, v18, s16
  v_cndmask_b32_e64 v35, 0, v19, s12
  v_cndmask_b32_e64 v37, 0, v21, s8
  v_cndmask_b32_e64 v40, 0, v23, s0
  v_cndmask_b32_e64 v42, 0, v25, s4
  v_cndmask_b32_e64 v44, 0, v27, s6
  v_cndmask_b32_e64 v46, 0, v29, s10
  v_cndmask_b32_e64 v14, 0, v31, s14
  v_mul_f32 v17, v33, v33
  v_mul_f32 v24, v35, v35
  v_mul_f32 v23, v37, v37
  v_mul_f32 v22, v40, v40
  v_mul_f32 v21, v42, v42
  v_mul_f32 v20, v44, v44
  v_mul_f32 v19, v46, v46
  v_mul_f32 v18, v14, v14
  v_add_f32 v17, v17, v24
  v_add_f32 v17, v17, v23
  v_add_f32 v17, v17, v22
  v_add_f32 v17, v17, v21
  v_add_f32 v17, v17, v20
  v_add_f32 v17, v17, v19
  v_add_f32 v17, v17, v18
  v_xor_b32 v18, 1, v13
  v_lshlrev_b32 v18, 2, v18
  ds_bpermute_b32 v20, v18, v17
  s_waitcnt lgkmcnt(0)
  v_add_f32 v22, v17, v20
  v_xor_b32 v24, 2, v13
  v_lshlrev_b32 v26, 2, v24
  ds_bpermute_b32 v28, v26, v22
  s_waitcnt lgkmcnt(0)
  v_add_f32 v30, v22, v28
  v_xor_b32 v32, 4, v13
  v_lshlrev_b32 v36, 2, v32
  ds_bpermute_b32 v36, v36, v30
  s_waitcnt lgkmcnt(0)
  v_add_f32 v38, v30, v36
  v_xor_b32 v17, 8, v13
  v_lshlrev_b32 v17, 2, v17
  ds_bpermute_b32 v17, v17, v38
  s_waitcnt lgkmcnt(0)
  v_add_f32 v17, v38, v17
  v_xor_b32 v13, 16, v13
  v_lshlrev_b32 v13, 2, v13
  ds_bpermute_b32 v13, v13, v17
  s_waitcnt lgkmcnt(0)
  v_add_f32 v13, v17, v13
  ds_store_b32 v34, v13 offset:512
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  ds_load_b32 v13, v16 offset:512
  ds_load_b32 v18, v16 offset:640
  ds_load_b32 v17, v16 offset:768
  ds_load_b32 v16, v16 offset:896
  s_waitcnt lgkmcnt(0)
  v_add_f32 v13, v13, v18
  v_add_f32 v16, v17, v16
  v_add_f32 v13, v13, v16
  v_lshlrev_b32 v16, 2, v39
  v_ashrrev_i32 v17, 30, v39
  v_add_co_u32 v68, vcc_lo, s28, v16
  v_add_co_ci_u32 v69, vcc_lo, s29, v17, vcc_lo
  v_lshlrev_b32 v16, 2, v41
  v_ashrrev_i32 v17, 30, v41
  v_add_co_u32 v74, vcc_lo, s28, v16
  v_add_co_ci_u32 v75, vcc_lo, s29, v17, vcc_lo
  v_lshlrev_b32 v21, 2, v43
  v_ashrrev_i32 v23, 30, v43
  v_add_co_u32 v48, vcc_lo, s28, v21
  v_add_co_ci_u32 v49, vcc_lo, s29, v23, vcc_lo
  v_lshlrev_b32 v27, 2, v45
  v_ashrrev_i32 v29, 30, v45
  v_add_co_u32 v50, vcc_lo, s28, v27
  v_add_co_ci_u32 v51, vcc_lo, s29, v29, vcc_lo
  v_lshlrev_b32 v34, 2, v47
  v_ashrrev_i32 v36, 30, v47
  v_add_co_u32 v52, vcc_lo, s28, v34
  v_add_co_ci_u32 v53, vcc_lo, s29, v36, vcc_lo
  v_lshlrev_b32 v16, 2, v11
  v_ashrrev_i32 v17, 30, v11
  v_add_co_u32 v54, vcc_lo, s28, v16
  v_add_co_ci_u32 v55, vcc_lo, s29, v17, vcc_lo
  v_lshlrev_b32 v16, 2, v10
  v_ashrrev_i32 v17, 30, v10
  v_add_co_u32 v56, vcc_lo, s28, v16
  v_add_co_ci_u32 v57, vcc_lo, s29, v17, vcc_lo
  v_lshlrev_b32 v16, 2, v9
  v_ashrrev_i32 v17, 30, v9
  v_add_co_u32 v58, vcc_lo, s28, v16
  v_add_co_ci_u32 v59, vcc_lo, s29, v17, vcc_lo
  v_mov_b32 v17, s18
  v_mov_b32 v16, v17
  s_and_saveexec_b32 s72, s16
  global_load_b32 v16, v[68:69], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v18, s18
  v_mov_b32 v17, v18
  s_and_saveexec_b32 s72, s12
  global_load_b32 v17, v[74:75], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v19, s18
  v_mov_b32 v18, v19
  s_and_saveexec_b32 s72, s8
  global_load_b32 v18, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v20, s18
  v_mov_b32 v19, v20
  s_and_saveexec_b32 s72, s0
  global_load_b32 v19, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v21, s18
  v_mov_b32 v20, v21
  s_and_saveexec_b32 s72, s4
  global_load_b32 v20, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v22, s18
  v_mov_b32 v21, v22
  s_and_saveexec_b32 s72, s6
  global_load_b32 v21, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v23, s18
  v_mov_b32 v22, v23
  s_and_saveexec_b32 s72, s10
  global_load_b32 v22, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v24, s18
  v_mov_b32 v23, v24
  s_and_saveexec_b32 s72, s14
  global_load_b32 v23, v[58:59], off
  s_mov_b32 exec_lo, s72
  v_lshlrev_b32 v26, 2, v39
  v_ashrrev_i32 v28, 30, v39
  v_add_co_u32 v48, vcc_lo, s32, v26
  v_add_co_ci_u32 v49, vcc_lo, s33, v28, vcc_lo
  v_lshlrev_b32 v32, 2, v41
  v_ashrrev_i32 v34, 30, v41
  v_add_co_u32 v50, vcc_lo, s32, v32
  v_add_co_ci_u32 v51, vcc_lo, s33, v34, vcc_lo
  v_lshlrev_b32 v38, 2, v43
  v_ashrrev_i32 v41, 30, v43
  v_add_co_u32 v52, vcc_lo, s32, v38
  v_add_co_ci_u32 v53, vcc_lo, s33, v41, vcc_lo
  v_lshlrev_b32 v24, 2, v45
  v_ashrrev_i32 v25, 30, v45
  v_add_co_u32 v54, vcc_lo, s32, v24
  v_add_co_ci_u32 v55, vcc_lo, s33, v25, vcc_lo
  v_lshlrev_b32 v24, 2, v47
  v_ashrrev_i32 v25, 30, v47
  v_add_co_u32 v56, vcc_lo, s32, v24
  v_add_co_ci_u32 v57, vcc_lo, s33, v25, vcc_lo
  v_lshlrev_b32 v24, 2, v11
  v_ashrrev_i32 v11, 30, v11
  v_add_co_u32 v58, vcc_lo, s32, v24
  v_add_co_ci_u32 v59, vcc_lo, s33, v11, vcc_lo
  v_lshlrev_b32 v11, 2, v10
  v_ashrrev_i32 v10, 30, v10
  v_add_co_u32 v60, vcc_lo, s32, v11
  v_add_co_ci_u32 v61, vcc_lo, s33, v10, vcc_lo
  v_lshlrev_b32 v10, 2, v9
  v_ashrrev_i32 v9, 30, v9
  v_add_co_u32 v64, vcc_lo, s32, v10
  v_add_co_ci_u32 v65, vcc_lo, s33, v9, vcc_lo
  v_mov_b32 v25, s18
  v_mov_b32 v24, v25
  s_and_saveexec_b32 s72, s16
  global_load_b32 v24, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v26, s18
  v_mov_b32 v25, v26
  s_and_saveexec_b32 s72, s12
  global_load_b32 v25, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v27, s18
  v_mov_b32 v26, v27
  s_and_saveexec_b32 s72, s8
  global_load_b32 v26, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v28, s18
  v_mov_b32 v27, v28
  s_and_saveexec_b32 s72, s0
  global_load_b32 v27, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v29, s18
  v_mov_b32 v28, v29
  s_and_saveexec_b32 s72, s4
  global_load_b32 v28, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v34, s18
  v_mov_b32 v32, v34
  s_and_saveexec_b32 s72, s6
  global_load_b32 v32, v[58:59], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v38, s18
  v_mov_b32 v36, v38
  s_and_saveexec_b32 s72, s10
  global_load_b32 v36, v[60:61], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v43, s18
  v_mov_b32 v41, v43
  s_and_saveexec_b32 s72, s14
  global_load_b32 v41, v[64:65], off
  s_mov_b32 exec_lo, s72
  v_lshlrev_b32 v43, 2, v7
  v_ashrrev_i32 v45, 30, v7
  v_add_co_u32 v48, vcc_lo, s24, v43
  v_add_co_ci_u32 v49, vcc_lo, s25, v45, vcc_lo
  v_lshlrev_b32 v7, 2, v5
  v_ashrrev_i32 v5, 30, v5
  v_add_co_u32 v50, vcc_lo, s24, v7
  v_add_co_ci_u32 v51, vcc_lo, s25, v5, vcc_lo
  v_lshlrev_b32 v5, 2, v3
  v_ashrrev_i32 v3, 30, v3
  v_add_co_u32 v52, vcc_lo, s24, v5
  v_add_co_ci_u32 v53, vcc_lo, s25, v3, vcc_lo
  v_lshlrev_b32 v3, 2, v1
  v_ashrrev_i32 v1, 30, v1
  v_add_co_u32 v54, vcc_lo, s24, v3
  v_add_co_ci_u32 v55, vcc_lo, s25, v1, vcc_lo
  v_lshlrev_b32 v5, 2, v0
  v_ashrrev_i32 v7, 30, v0
  v_add_co_u32 v62, vcc_lo, s24, v5
  v_add_co_ci_u32 v63, vcc_lo, s25, v7, vcc_lo
  v_lshlrev_b32 v10, 2, v2
  v_ashrrev_i32 v29, 30, v2
  v_add_co_u32 v70, vcc_lo, s24, v10
  v_add_co_ci_u32 v71, vcc_lo, s25, v29, vcc_lo
  v_lshlrev_b32 v29, 2, v4
  v_ashrrev_i32 v30, 30, v4
  v_add_co_u32 v76, vcc_lo, s24, v29
  v_add_co_ci_u32 v77, vcc_lo, s25, v30, vcc_lo
  v_lshlrev_b32 v29, 2, v6
  v_ashrrev_i32 v30, 30, v6
  v_add_co_u32 v56, vcc_lo, s24, v29
  v_add_co_ci_u32 v57, vcc_lo, s25, v30, vcc_lo
  v_div_scale_f32 v29, vcc_lo, v12, v12, v13
  v_div_scale_f32 v30, vcc_lo, v13, v12, v13
  v_rcp_f32 v34, v29
  v_fma_f32 v38, -v29, v34, 0x3f800000
  v_fma_f32 v38, v38, v34, v34
  v_mul_f32 v39, v30, v38
  v_fma_f32 v43, -v29, v39, v30
  v_fma_f32 v43, v43, v38, v39
  v_fma_f32 v45, -v29, v43, v30
  s_nop 3
  v_div_fmas_f32 v47, v45, v38, v43
  v_div_fixup_f32 v0, v47, v12, v13
  v_add_f32 v0, v0, s52
  v_cmp_class_f32_e64 s18, v0, 0x90
  v_cndmask_b32_e64 v1, 0x3f800000, 0x4b800000, s18
  v_mul_f32 v0, v0, v1
  v_rsq_f32 v0, v0
  v_cndmask_b32_e64 v1, 0x3f800000, 0x45800000, s18
  v_mul_f32 v0, v0, v1
  v_mul_f32 v1, v33, v0
  v_mul_f32 v3, v35, v0
  v_mul_f32 v5, v37, v0
  v_mul_f32 v7, v40, v0
  v_mul_f32 v9, v42, v0
  v_mul_f32 v11, v44, v0
  v_mul_f32 v13, v46, v0
  v_mul_f32 v31, v14, v0
  s_waitcnt vmcnt(0)
  v_mul_f32 v33, v1, v16
  v_mul_f32 v35, v3, v17
  v_mul_f32 v37, v5, v18
  v_mul_f32 v38, v7, v19
  v_mul_f32 v34, v9, v20
  v_mul_f32 v30, v11, v21
  v_mul_f32 v29, v13, v22
  v_mul_f32 v31, v31, v23
  v_add_f32 v33, v33, v24
  v_add_f32 v35, v35, v25
  v_add_f32 v37, v37, v26
  v_add_f32 v39, v38, v27
  v_add_f32 v42, v34, v28
  v_add_f32 v43, v30, v32
  v_add_f32 v45, v29, v36
  v_add_f32 v47, v31, v41
  s_and_saveexec_b32 s72, s16
  global_store_b32 v[48:49], v33, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s12
  global_store_b32 v[50:51], v35, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s8
  global_store_b32 v[52:53], v37, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s0
  global_store_b32 v[54:55], v39, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s4
  global_store_b32 v[62:63], v42, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s6
  global_store_b32 v[70:71], v43, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s10
  global_store_b32 v[76:77], v45, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s14
  global_store_b32 v[56:57], v47, off
  s_mov_b32 exec_lo, s72
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mul_i32 s4, s2, 4
  s_mul_hi_i32 s6, s2, 4
  s_add_u32 s0, s36, s4
  s_addc_u32 s1, s37, s6
  v_and_b32 v1, v8, 0x7f
  v_cmp_eq_u32_e64 s6, v1, 0
  v_mov_b32 v58, s0
  v_mov_b32 v59, s1
  s_and_saveexec_b32 s72, s6
  global_store_b32 v[58:59], v15, off
  s_mov_b32 exec_lo, s72
  s_mul_i32 s16, s2, 4
  s_mul_hi_i32 s20, s2, 4
  s_add_u32 s24, s40, s16
  s_addc_u32 s25, s41, s20
  v_and_b32 v14, v8, 0x7f
  v_cmp_eq_u32_e64 s32, v14, 0
  v_mov_b32 v72, s24
  v_mov_b32 v73, s25
  s_and_saveexec_b32 s72, s32
  global_store_b32 v[72:73], v0, off
  s_mov_b32 exec_lo, s72
  s_endpgm
.Llayernorm_end:
.size layernorm, .Llayernorm_end-layernorm
; 74 SGPRs, 78 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 78
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
    .vgpr_count: 78
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
