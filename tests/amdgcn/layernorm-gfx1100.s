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
  v_add_nc_u32 v4, v47, s4
  v_add_nc_u32 v3, v47, s0
  s_mov_b32 s0, 3
  v_add_nc_u32 v1, v47, s0
  s_mov_b32 s0, 0x200
  v_add_nc_u32 v0, v47, s0
  s_mov_b32 s0, 0x201
  v_add_nc_u32 v2, v47, s0
  s_mov_b32 s8, 0x202
  v_add_nc_u32 v6, v47, s8
  s_mov_b32 s16, 0x203
  v_add_nc_u32 v11, v47, s16
  v_add_nc_u32 v12, s60, v47
  v_add_nc_u32 v14, s60, v4
  v_add_nc_u32 v16, s60, v3
  v_add_nc_u32 v18, s60, v1
  v_add_nc_u32 v20, s60, v0
  v_add_nc_u32 v22, s60, v2
  v_add_nc_u32 v24, s60, v6
  v_add_nc_u32 v26, s60, v11
  v_lshlrev_b32 v28, 2, v12
  v_ashrrev_i32 v30, 30, v12
  v_add_co_u32 v48, vcc_lo, s24, v28
  v_add_co_ci_u32 v49, vcc_lo, s25, v30, vcc_lo
  v_lshlrev_b32 v34, 2, v14
  v_ashrrev_i32 v36, 30, v14
  v_add_co_u32 v50, vcc_lo, s24, v34
  v_add_co_ci_u32 v51, vcc_lo, s25, v36, vcc_lo
  v_lshlrev_b32 v40, 2, v16
  v_ashrrev_i32 v42, 30, v16
  v_add_co_u32 v52, vcc_lo, s24, v40
  v_add_co_ci_u32 v53, vcc_lo, s25, v42, vcc_lo
  v_lshlrev_b32 v46, 2, v18
  v_ashrrev_i32 v5, 30, v18
  v_add_co_u32 v54, vcc_lo, s24, v46
  v_add_co_ci_u32 v55, vcc_lo, s25, v5, vcc_lo
  v_lshlrev_b32 v5, 2, v20
  v_ashrrev_i32 v8, 30, v20
  v_add_co_u32 v56, vcc_lo, s24, v5
  v_add_co_ci_u32 v57, vcc_lo, s25, v8, vcc_lo
  v_lshlrev_b32 v5, 2, v22
  v_ashrrev_i32 v8, 30, v22
  v_add_co_u32 v58, vcc_lo, s24, v5
  v_add_co_ci_u32 v59, vcc_lo, s25, v8, vcc_lo
  v_lshlrev_b32 v5, 2, v24
  v_ashrrev_i32 v8, 30, v24
  v_add_co_u32 v60, vcc_lo, s24, v5
  v_add_co_ci_u32 v61, vcc_lo, s25, v8, vcc_lo
  v_lshlrev_b32 v8, 2, v26
  v_ashrrev_i32 v9, 30, v26
  v_add_co_u32 v66, vcc_lo, s24, v8
  v_add_co_ci_u32 v67, vcc_lo, s25, v9, vcc_lo
  v_cmp_lt_i32_e64 s26, v47, s52
  v_cmp_lt_i32_e64 s30, v4, s52
  v_cmp_lt_i32_e64 s34, v3, s52
  v_cmp_lt_i32_e64 s38, v1, s52
  v_cmp_lt_i32_e64 s42, v0, s52
  v_cmp_lt_i32_e64 s46, v2, s52
  v_cmp_lt_i32_e64 s50, v6, s52
  v_cmp_lt_i32_e64 s54, v11, s52
  s_mov_b32 s58, 0
  v_mov_b32 v33, s58
  v_mov_b32 v32, v33
  s_and_saveexec_b32 s68, s26
  global_load_b32 v32, v[48:49], off
  s_mov_b32 exec_lo, s68
  v_mov_b32 v37, s58
  v_mov_b32 v36, v37
  s_and_saveexec_b32 s68, s30
  global_load_b32 v36, v[50:51], off
  s_mov_b32 exec_lo, s68
  v_mov_b32 v41, s58
  v_mov_b32 v40, v41
  s_and_saveexec_b32 s68, s34
  global_load_b32 v40, v[52:53], off
  s_mov_b32 exec_lo, s68
  v_mov_b32 v45, s58
  v_mov_b32 v44, v45
  s_and_saveexec_b32 s68, s38
  global_load_b32 v44, v[54:55], off
  s_mov_b32 exec_lo, s68
  v_mov_b32 v8, s58
  v_mov_b32 v5, v8
  s_and_saveexec_b32 s68, s42
  global_load_b32 v5, v[56:57], off
  s_mov_b32 exec_lo, s68
  v_mov_b32 v9, s58
  v_mov_b32 v8, v9
  s_and_saveexec_b32 s68, s46
  global_load_b32 v8, v[58:59], off
  s_mov_b32 exec_lo, s68
  v_mov_b32 v13, s58
  v_mov_b32 v9, v13
  s_and_saveexec_b32 s68, s50
  global_load_b32 v9, v[60:61], off
  s_mov_b32 exec_lo, s68
  v_mov_b32 v15, s58
  v_mov_b32 v13, v15
  s_and_saveexec_b32 s68, s54
  global_load_b32 v13, v[66:67], off
  s_mov_b32 exec_lo, s68
  s_waitcnt vmcnt(0)
  v_add_f32 v15, v32, v36
  v_add_f32 v15, v15, v40
  v_add_f32 v15, v15, v44
  v_add_f32 v15, v15, v5
  v_add_f32 v15, v15, v8
  v_add_f32 v15, v15, v9
  v_add_f32 v15, v15, v13
  v_xor_b32 v17, 1, v7
  v_lshlrev_b32 v17, 2, v17
  ds_bpermute_b32 v19, v17, v15
  s_waitcnt lgkmcnt(0)
  v_add_f32 v21, v15, v19
  v_xor_b32 v23, 2, v7
  v_lshlrev_b32 v25, 2, v23
  ds_bpermute_b32 v27, v25, v21
  s_waitcnt lgkmcnt(0)
  v_add_f32 v28, v21, v27
  v_xor_b32 v30, 4, v7
  v_lshlrev_b32 v33, 2, v30
  ds_bpermute_b32 v34, v33, v28
  s_waitcnt lgkmcnt(0)
  v_add_f32 v37, v28, v34
  v_xor_b32 v38, 8, v7
  v_lshlrev_b32 v41, 2, v38
  ds_bpermute_b32 v42, v41, v37
  s_waitcnt lgkmcnt(0)
  v_add_f32 v45, v37, v42
  v_xor_b32 v46, 16, v7
  v_lshlrev_b32 v15, 2, v46
  ds_bpermute_b32 v15, v15, v45
  s_waitcnt lgkmcnt(0)
  v_add_f32 v15, v45, v15
  s_mov_b32 s0, 4
  v_mul_lo_u32 v27, v10, s0
  ds_store_b32 v27, v15
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s4, 0xffffff9f
  v_and_b32 v15, v10, s4
  v_mul_lo_u32 v23, v15, s0
  ds_load_b32 v15, v23
  ds_load_b32 v19, v23 offset:128
  ds_load_b32 v17, v23 offset:256
  ds_load_b32 v21, v23 offset:384
  s_waitcnt lgkmcnt(0)
  v_add_f32 v15, v15, v19
  v_add_f32 v17, v17, v21
  v_add_f32 v15, v15, v17
  v_cvt_f32_i32 v17, s52
  v_div_scale_f32 v19, vcc_lo, v17, v17, v15
  v_div_scale_f32 v21, vcc_lo, v15, v17, v15
  v_rcp_f32 v25, v19
  v_fma_f32 v28, -v19, v25, 0x3f800000
  v_fma_f32 v28, v28, v25, v25
  v_mul_f32 v29, v21, v28
  v_fma_f32 v31, -v19, v29, v21
  v_fma_f32 v33, v31, v28, v29
  v_fma_f32 v35, -v19, v33, v21
  s_nop 3
  v_div_fmas_f32 v37, v35, v28, v33
  v_div_fixup_f32 v39, v37, v17, v15
  v_sub_f32 v41, v32, v39
  v_sub_f32 v43, v36, v39
  v_sub_f32 v45, v40, v39
  v_sub_f32 v28, v44, v39
  v_sub_f32 v15, v5, v39
  v_sub_f32 v19, v8, v39
  v_sub_f32 v21, v9, v39
  v_sub_f32 v25, v13, v39
  v_mov_b32 v5, s58
  v_cndmask_b32_e64 v5, v5, v41, s26
  v_mov_b32 v8, s58
  v_cndmask_b32_e64 v8, v8, v43, s30
  v_mov_b32 v9, s58
  v_cndmask_b32_e64 v9, v9, v45, s34
  v_mov_b32 v13, s58
  v_cndmask_b32_e64 v13, v13, v28, s38
  v_mov_b32 v28, s58
  v_cndmask_b32_e64 v15, v28, v15, s42
  v_mov_b32 v28, s58
  v_cndmask_b32_e64 v19, v28, v19, s46
  v_mov_b32 v28, s58
  v_cndmask_b32_e64 v21, v28, v21, s50
  v_mov_b32 v28, s58
  v_cndmask_b32_e64 v25, v28, v25, s54
  v_mul_f32 v28, v5, v5
  v_mul_f32 v29, v8, v8
  v_mul_f32 v30, v9, v9
  v_mul_f32 v32, v13, v13
  v_mul_f32 v34, v15, v15
  v_mul_f32 v36, v19, v19
  v_mul_f32 v38, v21, v21
  v_mul_f32 v40, v25, v25
  v_add_f32 v42, v28, v29
  v_add_f32 v44, v42, v30
  v_add_f32 v46, v44, v32
  v_add_f32 v28, v46, v34
  v_add_f32 v28, v28, v36
  v_add_f32 v28, v28, v38
  v_add_f32 v28, v28, v40
  v_xor_b32 v29, 1, v7
  v_lshlrev_b32 v29, 2, v29
  ds_bpermute_b32 v29, v29, v28
  s_waitcnt lgkmcnt(0)
  v_add_f32 v28, v28, v29
  v_xor_b32 v29, 2, v7
  v_lshlrev_b32 v29, 2, v29
  ds_bpermute_b32 v29, v29, v28
  s_waitcnt lgkmcnt(0)
  v_add_f32 v28, v28, v29
  v_xor_b32 v29, 4, v7
  v_lshlrev_b32 v29, 2, v29
  ds_bpermute_b32 v29, v29, v28
  s_waitcnt lgkmcnt(0)
  v_add_f32 v28, v28, v29
  v_xor_b32 v29, 8, v7
  v_lshlrev_b32 v29, 2, v29
  ds_bpermute_b32 v29, v29, v28
  s_waitcnt lgkmcnt(0)
  v_add_f32 v28, v28, v29
  v_xor_b32 v29, 16, v7
  v_lshlrev_b32 v29, 2, v29
  ds_bpermute_b32 v29, v29, v28
  s_waitcnt lgkmcnt(0)
  v_add_f32 v31, v28, v29
  ds_store_b32 v27, v31 offset:512
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  ds_load_b32 v35, v23 offset:512
  ds_load_b32 v37, v23 offset:640
  ds_load_b32 v40, v23 offset:768
  ds_load_b32 v41, v23 offset:896
  s_waitcnt lgkmcnt(0)
  v_add_f32 v43, v35, v37
  v_add_f32 v45, v40, v41
  v_add_f32 v7, v43, v45
  v_lshlrev_b32 v23, 2, v47
  v_ashrrev_i32 v27, 30, v47
  v_add_co_u32 v48, vcc_lo, s32, v23
  v_add_co_ci_u32 v49, vcc_lo, s33, v27, vcc_lo
  v_lshlrev_b32 v23, 2, v4
  v_ashrrev_i32 v27, 30, v4
  v_add_co_u32 v50, vcc_lo, s32, v23
  v_add_co_ci_u32 v51, vcc_lo, s33, v27, vcc_lo
  v_lshlrev_b32 v23, 2, v3
  v_ashrrev_i32 v27, 30, v3
  v_add_co_u32 v52, vcc_lo, s32, v23
  v_add_co_ci_u32 v53, vcc_lo, s33, v27, vcc_lo
  v_lshlrev_b32 v23, 2, v1
  v_ashrrev_i32 v27, 30, v1
  v_add_co_u32 v64, vcc_lo, s32, v23
  v_add_co_ci_u32 v65, vcc_lo, s33, v27, vcc_lo
  v_lshlrev_b32 v23, 2, v0
  v_ashrrev_i32 v27, 30, v0
  v_add_co_u32 v70, vcc_lo, s32, v23
  v_add_co_ci_u32 v71, vcc_lo, s33, v27, vcc_lo
  v_lshlrev_b32 v23, 2, v2
  v_ashrrev_i32 v27, 30, v2
  v_add_co_u32 v76, vcc_lo, s32, v23
  v_add_co_ci_u32 v77, vcc_lo, s33, v27, vcc_lo
  v_lshlrev_b32 v23, 2, v6
  v_ashrrev_i32 v27, 30, v6
  v_add_co_u32 v54, vcc_lo, s32, v23
  v_add_co_ci_u32 v55, vcc_lo, s33, v27, vcc_lo
  v_lshlrev_b32 v28, 2, v11
  v_ashrrev_i32 v30, 30, v11
  v_add_co_u32 v56, vcc_lo, s32, v28
  v_add_co_ci_u32 v57, vcc_lo, s33, v30, vcc_lo
  v_mov_b32 v36, s58
  v_mov_b32 v35, v36
  s_and_saveexec_b32 s68, s26
  global_load_b32 v35, v[48:49], off
  s_mov_b32 exec_lo, s68
  v_mov_b32 v41, s58
  v_mov_b32 v40, v41
  s_and_saveexec_b32 s68, s30
  global_load_b32 v40, v[50:51], off
  s_mov_b32 exec_lo, s68
  v_mov_b32 v44, s58
  v_mov_b32 v43, v44
  s_and_saveexec_b32 s68, s34
  global_load_b32 v43, v[52:53], off
  s_mov_b32 exec_lo, s68
  v_mov_b32 v27, s58
  v_mov_b32 v23, v27
  s_and_saveexec_b32 s68, s38
  global_load_b32 v23, v[64:65], off
  s_mov_b32 exec_lo, s68
  v_mov_b32 v28, s58
  v_mov_b32 v27, v28
  s_and_saveexec_b32 s68, s42
  global_load_b32 v27, v[70:71], off
  s_mov_b32 exec_lo, s68
  v_mov_b32 v29, s58
  v_mov_b32 v28, v29
  s_and_saveexec_b32 s68, s46
  global_load_b32 v28, v[76:77], off
  s_mov_b32 exec_lo, s68
  v_mov_b32 v30, s58
  v_mov_b32 v29, v30
  s_and_saveexec_b32 s68, s50
  global_load_b32 v29, v[54:55], off
  s_mov_b32 exec_lo, s68
  v_mov_b32 v31, s58
  v_mov_b32 v30, v31
  s_and_saveexec_b32 s68, s54
  global_load_b32 v30, v[56:57], off
  s_mov_b32 exec_lo, s68
  v_lshlrev_b32 v31, 2, v47
  v_ashrrev_i32 v32, 30, v47
  v_add_co_u32 v62, vcc_lo, s36, v31
  v_add_co_ci_u32 v63, vcc_lo, s37, v32, vcc_lo
  v_lshlrev_b32 v31, 2, v4
  v_ashrrev_i32 v32, 30, v4
  v_add_co_u32 v68, vcc_lo, s36, v31
  v_add_co_ci_u32 v69, vcc_lo, s37, v32, vcc_lo
  v_lshlrev_b32 v31, 2, v3
  v_ashrrev_i32 v32, 30, v3
  v_add_co_u32 v74, vcc_lo, s36, v31
  v_add_co_ci_u32 v75, vcc_lo, s37, v32, vcc_lo
  v_lshlrev_b32 v31, 2, v1
  v_ashrrev_i32 v32, 30, v1
  v_add_co_u32 v48, vcc_lo, s36, v31
  v_add_co_ci_u32 v49, vcc_lo, s37, v32, vcc_lo
  v_lshlrev_b32 v31, 2, v0
  v_ashrrev_i32 v32, 30, v0
  v_add_co_u32 v50, vcc_lo, s36, v31
  v_add_co_ci_u32 v51, vcc_lo, s37, v32, vcc_lo
  v_lshlrev_b32 v33, 2, v2
  v_ashrrev_i32 v36, 30, v2
  v_add_co_u32 v52, vcc_lo, s36, v33
  v_add_co_ci_u32 v53, vcc_lo, s37, v36, vcc_lo
  v_lshlrev_b32 v41, 2, v6
  v_ashrrev_i32 v42, 30, v6
  v_add_co_u32 v54, vcc_lo, s36, v41
  v_add_co_ci_u32 v55, vcc_lo, s37, v42, vcc_lo
  v_lshlrev_b32 v45, 2, v11
  v_ashrrev_i32 v47, 30, v11
  v_add_co_u32 v56, vcc_lo, s36, v45
  v_add_co_ci_u32 v57, vcc_lo, s37, v47, vcc_lo
  v_mov_b32 v1, s58
  v_mov_b32 v0, v1
  s_and_saveexec_b32 s68, s26
  global_load_b32 v0, v[62:63], off
  s_mov_b32 exec_lo, s68
  v_mov_b32 v2, s58
  v_mov_b32 v1, v2
  s_and_saveexec_b32 s68, s30
  global_load_b32 v1, v[68:69], off
  s_mov_b32 exec_lo, s68
  v_mov_b32 v3, s58
  v_mov_b32 v2, v3
  s_and_saveexec_b32 s68, s34
  global_load_b32 v2, v[74:75], off
  s_mov_b32 exec_lo, s68
  v_mov_b32 v4, s58
  v_mov_b32 v3, v4
  s_and_saveexec_b32 s68, s38
  global_load_b32 v3, v[48:49], off
  s_mov_b32 exec_lo, s68
  v_mov_b32 v11, s58
  v_mov_b32 v6, v11
  s_and_saveexec_b32 s68, s42
  global_load_b32 v6, v[50:51], off
  s_mov_b32 exec_lo, s68
  v_mov_b32 v31, s58
  v_mov_b32 v11, v31
  s_and_saveexec_b32 s68, s46
  global_load_b32 v11, v[52:53], off
  s_mov_b32 exec_lo, s68
  v_mov_b32 v32, s58
  v_mov_b32 v31, v32
  s_and_saveexec_b32 s68, s50
  global_load_b32 v31, v[54:55], off
  s_mov_b32 exec_lo, s68
  v_mov_b32 v33, s58
  v_mov_b32 v32, v33
  s_and_saveexec_b32 s68, s54
  global_load_b32 v32, v[56:57], off
  s_mov_b32 exec_lo, s68
  v_lshlrev_b32 v33, 2, v12
  v_ashrrev_i32 v34, 30, v12
  v_add_co_u32 v48, vcc_lo, s28, v33
  v_add_co_ci_u32 v49, vcc_lo, s29, v34, vcc_lo
  v_lshlrev_b32 v33, 2, v14
  v_ashrrev_i32 v34, 30, v14
  v_add_co_u32 v50, vcc_lo, s28, v33
  v_add_co_ci_u32 v51, vcc_lo, s29, v34, vcc_lo
  v_lshlrev_b32 v33, 2, v16
  v_ashrrev_i32 v34, 30, v16
  v_add_co_u32 v52, vcc_lo, s28, v33
  v_add_co_ci_u32 v53, vcc_lo, s29, v34, vcc_lo
  v_lshlrev_b32 v38, 2, v18
  v_ashrrev_i32 v41, 30, v18
  v_add_co_u32 v54, vcc_lo, s28, v38
  v_add_co_ci_u32 v55, vcc_lo, s29, v41, vcc_lo
  v_lshlrev_b32 v44, 2, v20
  v_ashrrev_i32 v46, 30, v20
  v_add_co_u32 v56, vcc_lo, s28, v44
  v_add_co_ci_u32 v57, vcc_lo, s29, v46, vcc_lo
  v_lshlrev_b32 v4, 2, v22
  v_ashrrev_i32 v12, 30, v22
  v_add_co_u32 v58, vcc_lo, s28, v4
  v_add_co_ci_u32 v59, vcc_lo, s29, v12, vcc_lo
  v_lshlrev_b32 v4, 2, v24
  v_ashrrev_i32 v12, 30, v24
  v_add_co_u32 v60, vcc_lo, s28, v4
  v_add_co_ci_u32 v61, vcc_lo, s29, v12, vcc_lo
  v_lshlrev_b32 v4, 2, v26
  v_ashrrev_i32 v12, 30, v26
  v_add_co_u32 v62, vcc_lo, s28, v4
  v_add_co_ci_u32 v63, vcc_lo, s29, v12, vcc_lo
  v_div_scale_f32 v12, vcc_lo, v17, v17, v7
  v_div_scale_f32 v14, vcc_lo, v7, v17, v7
  v_rcp_f32 v16, v12
  v_fma_f32 v18, -v12, v16, 0x3f800000
  v_fma_f32 v16, v18, v16, v16
  v_mul_f32 v18, v14, v16
  v_fma_f32 v20, -v12, v18, v14
  v_fma_f32 v20, v20, v16, v18
  v_fma_f32 v22, -v12, v20, v14
  s_nop 3
  v_div_fmas_f32 v24, v22, v16, v20
  v_div_fixup_f32 v26, v24, v17, v7
  v_add_f32 v33, v26, s56
  v_cmp_class_f32_e64 s58, v33, 0x90
  s_mov_b32 s62, 0x3f800000
  s_mov_b32 s66, 0x4b800000
  v_mov_b32 v36, s66
  v_mov_b32 v37, s62
  v_cndmask_b32_e64 v41, v37, v36, s58
  v_mul_f32 v41, v33, v41
  v_rsq_f32 v44, v41
  s_mov_b32 s0, 0x45800000
  v_mov_b32 v47, s0
  v_mov_b32 v4, s62
  v_cndmask_b32_e64 v4, v4, v47, s58
  v_mul_f32 v4, v44, v4
  v_mul_f32 v17, v5, v4
  v_mul_f32 v16, v8, v4
  v_mul_f32 v12, v9, v4
  v_mul_f32 v14, v13, v4
  v_mul_f32 v15, v15, v4
  v_mul_f32 v9, v19, v4
  v_mul_f32 v5, v21, v4
  v_mul_f32 v7, v25, v4
  s_waitcnt vmcnt(0)
  v_mul_f32 v8, v17, v35
  v_mul_f32 v13, v16, v40
  v_mul_f32 v12, v12, v43
  v_mul_f32 v14, v14, v23
  v_mul_f32 v16, v15, v27
  v_mul_f32 v18, v9, v28
  v_mul_f32 v20, v5, v29
  v_mul_f32 v22, v7, v30
  v_add_f32 v24, v8, v0
  v_add_f32 v26, v13, v1
  v_add_f32 v28, v12, v2
  v_add_f32 v30, v14, v3
  v_add_f32 v33, v16, v6
  v_add_f32 v34, v18, v11
  v_add_f32 v36, v20, v31
  v_add_f32 v38, v22, v32
  s_and_saveexec_b32 s68, s26
  global_store_b32 v[48:49], v24, off
  s_mov_b32 exec_lo, s68
  s_and_saveexec_b32 s68, s30
  global_store_b32 v[50:51], v26, off
  s_mov_b32 exec_lo, s68
  s_and_saveexec_b32 s68, s34
  global_store_b32 v[52:53], v28, off
  s_mov_b32 exec_lo, s68
  s_and_saveexec_b32 s68, s38
  global_store_b32 v[54:55], v30, off
  s_mov_b32 exec_lo, s68
  s_and_saveexec_b32 s68, s42
  global_store_b32 v[56:57], v33, off
  s_mov_b32 exec_lo, s68
  s_and_saveexec_b32 s68, s46
  global_store_b32 v[58:59], v34, off
  s_mov_b32 exec_lo, s68
  s_and_saveexec_b32 s68, s50
  global_store_b32 v[60:61], v36, off
  s_mov_b32 exec_lo, s68
  s_and_saveexec_b32 s68, s54
  global_store_b32 v[62:63], v38, off
  s_mov_b32 exec_lo, s68
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mul_i32 s4, s2, 4
  s_mov_b32 s0, 4
  s_mul_hi_i32 s6, s2, s0
  s_add_u32 s8, s40, s4
  s_addc_u32 s9, s41, s6
  s_mov_b32 s4, 0x7f
  v_and_b32 v0, v10, s4
  s_mov_b32 s6, 0
  v_cmp_eq_u32_e64 s10, v0, s6
  v_mov_b32 v52, s8
  v_mov_b32 v53, s9
  s_and_saveexec_b32 s68, s10
  global_store_b32 v[52:53], v39, off
  s_mov_b32 exec_lo, s68
  s_mul_i32 s10, s2, 4
  s_mul_hi_i32 s14, s2, s0
  s_add_u32 s18, s44, s10
  s_addc_u32 s19, s45, s14
  v_and_b32 v11, v10, s4
  v_cmp_eq_u32_e64 s26, v11, s6
  v_mov_b32 v72, s18
  v_mov_b32 v73, s19
  s_and_saveexec_b32 s68, s26
  global_store_b32 v[72:73], v4, off
  s_mov_b32 exec_lo, s68
  s_endpgm
.Llayernorm_end:
.size layernorm, .Llayernorm_end-layernorm
; 70 SGPRs, 78 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_sgpr 70
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
    .sgpr_count: 70
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
