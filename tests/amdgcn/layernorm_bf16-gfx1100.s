.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 5
.text
.globl layernorm_bf16
.p2align 8
.type layernorm_bf16,@function
layernorm_bf16:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v21, 31, v0
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
  s_mov_b32 s0, 3
  v_lshlrev_b32 v38, s0, v34
  s_cmp_ge_u32 s0, 32
  s_cselect_b32 s4, -1, 0
  v_cndmask_b32_e64 v43, v38, 0, s4
  s_mov_b32 s4, 0
  v_add_nc_u32 v47, v43, s4
  s_mov_b32 s4, 1
  v_add_nc_u32 v4, v47, s4
  s_mov_b32 s4, 2
  v_add_nc_u32 v3, v47, s4
  v_add_nc_u32 v1, v47, s0
  s_mov_b32 s0, 4
  v_add_nc_u32 v0, v47, s0
  s_mov_b32 s0, 5
  v_add_nc_u32 v2, v47, s0
  s_mov_b32 s8, 6
  v_add_nc_u32 v6, v47, s8
  s_mov_b32 s16, 7
  v_add_nc_u32 v11, v47, s16
  v_add_nc_u32 v12, s60, v47
  v_add_nc_u32 v14, s60, v4
  v_add_nc_u32 v16, s60, v3
  v_add_nc_u32 v18, s60, v1
  v_add_nc_u32 v20, s60, v0
  v_add_nc_u32 v22, s60, v2
  v_add_nc_u32 v24, s60, v6
  v_add_nc_u32 v26, s60, v11
  v_lshlrev_b32 v28, 1, v12
  v_ashrrev_i32 v30, 31, v12
  v_add_co_u32 v48, vcc_lo, s24, v28
  v_add_co_ci_u32 v49, vcc_lo, s25, v30, vcc_lo
  v_lshlrev_b32 v34, 1, v14
  v_ashrrev_i32 v36, 31, v14
  v_add_co_u32 v50, vcc_lo, s24, v34
  v_add_co_ci_u32 v51, vcc_lo, s25, v36, vcc_lo
  v_lshlrev_b32 v40, 1, v16
  v_ashrrev_i32 v42, 31, v16
  v_add_co_u32 v52, vcc_lo, s24, v40
  v_add_co_ci_u32 v53, vcc_lo, s25, v42, vcc_lo
  v_lshlrev_b32 v46, 1, v18
  v_ashrrev_i32 v5, 31, v18
  v_add_co_u32 v54, vcc_lo, s24, v46
  v_add_co_ci_u32 v55, vcc_lo, s25, v5, vcc_lo
  v_lshlrev_b32 v5, 1, v20
  v_ashrrev_i32 v7, 31, v20
  v_add_co_u32 v56, vcc_lo, s24, v5
  v_add_co_ci_u32 v57, vcc_lo, s25, v7, vcc_lo
  v_lshlrev_b32 v5, 1, v22
  v_ashrrev_i32 v7, 31, v22
  v_add_co_u32 v58, vcc_lo, s24, v5
  v_add_co_ci_u32 v59, vcc_lo, s25, v7, vcc_lo
  v_lshlrev_b32 v5, 1, v24
  v_ashrrev_i32 v7, 31, v24
  v_add_co_u32 v60, vcc_lo, s24, v5
  v_add_co_ci_u32 v61, vcc_lo, s25, v7, vcc_lo
  v_lshlrev_b32 v7, 1, v26
  v_ashrrev_i32 v9, 31, v26
  v_add_co_u32 v64, vcc_lo, s24, v7
  v_add_co_ci_u32 v65, vcc_lo, s25, v9, vcc_lo
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
  s_and_saveexec_b32 s72, s26
  global_load_u16 v32, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v37, s58
  v_mov_b32 v36, v37
  s_and_saveexec_b32 s72, s30
  global_load_u16 v36, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v41, s58
  v_mov_b32 v40, v41
  s_and_saveexec_b32 s72, s34
  global_load_u16 v40, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v45, s58
  v_mov_b32 v44, v45
  s_and_saveexec_b32 s72, s38
  global_load_u16 v44, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v5, s58
  v_mov_b32 v23, v5
  s_and_saveexec_b32 s72, s42
  global_load_u16 v23, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v5, s58
  v_mov_b32 v28, v5
  s_and_saveexec_b32 s72, s46
  global_load_u16 v28, v[58:59], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v5, s58
  v_mov_b32 v29, v5
  s_and_saveexec_b32 s72, s50
  global_load_u16 v29, v[60:61], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v5, s58
  v_mov_b32 v30, v5
  s_and_saveexec_b32 s72, s54
  global_load_u16 v30, v[64:65], off
  s_mov_b32 exec_lo, s72
  s_waitcnt vmcnt(0)
  v_lshlrev_b32 v19, 16, v32
  v_lshlrev_b32 v9, 16, v36
  v_lshlrev_b32 v5, 16, v40
  v_lshlrev_b32 v7, 16, v44
  v_lshlrev_b32 v8, 16, v23
  v_lshlrev_b32 v17, 16, v28
  v_lshlrev_b32 v13, 16, v29
  v_lshlrev_b32 v15, 16, v30
  v_add_f32 v25, v19, v9
  v_add_f32 v25, v25, v5
  v_add_f32 v25, v25, v7
  v_add_f32 v25, v25, v8
  v_add_f32 v25, v25, v17
  v_add_f32 v27, v25, v13
  v_add_f32 v31, v27, v15
  v_xor_b32 v33, 1, v21
  v_lshlrev_b32 v33, 2, v33
  ds_bpermute_b32 v34, v33, v31
  s_waitcnt lgkmcnt(0)
  v_add_f32 v37, v31, v34
  v_xor_b32 v38, 2, v21
  v_lshlrev_b32 v41, 2, v38
  ds_bpermute_b32 v42, v41, v37
  s_waitcnt lgkmcnt(0)
  v_add_f32 v45, v37, v42
  v_xor_b32 v46, 4, v21
  v_lshlrev_b32 v25, 2, v46
  ds_bpermute_b32 v25, v25, v45
  s_waitcnt lgkmcnt(0)
  v_add_f32 v25, v45, v25
  v_xor_b32 v27, 8, v21
  v_lshlrev_b32 v27, 2, v27
  ds_bpermute_b32 v27, v27, v25
  s_waitcnt lgkmcnt(0)
  v_add_f32 v25, v25, v27
  v_xor_b32 v27, 16, v21
  v_lshlrev_b32 v27, 2, v27
  ds_bpermute_b32 v27, v27, v25
  s_waitcnt lgkmcnt(0)
  v_add_f32 v25, v25, v27
  s_mov_b32 s14, 4
  v_mul_lo_u32 v27, v10, s14
  ds_store_b32 v27, v25
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s48, 0xffffff9f
  v_and_b32 v25, v10, s48
  v_mul_lo_u32 v25, v25, s14
  ds_load_b32 v31, v25
  ds_load_b32 v34, v25 offset:128
  ds_load_b32 v33, v25 offset:256
  ds_load_b32 v35, v25 offset:384
  s_waitcnt lgkmcnt(0)
  v_add_f32 v31, v31, v34
  v_add_f32 v33, v33, v35
  v_add_f32 v31, v31, v33
  s_mov_b32 s66, 0x7f
  v_and_b32 v35, v10, s66
  s_mov_b32 s0, 2
  v_lshlrev_b32 v39, s0, v35
  s_cmp_ge_u32 s0, 32
  s_cselect_b32 s4, -1, 0
  v_cndmask_b32_e64 v45, v39, 0, s4
  s_mov_b32 s4, 0
  v_add_nc_u32 v33, v45, s4
  s_mov_b32 s4, 1
  v_add_nc_u32 v35, v33, s4
  v_add_nc_u32 v34, v33, s0
  s_mov_b32 s0, 3
  v_add_nc_u32 v37, v33, s0
  s_mov_b32 s0, 0x200
  v_add_nc_u32 v38, v33, s0
  s_mov_b32 s4, 0x201
  v_add_nc_u32 v39, v33, s4
  s_mov_b32 s10, 0x202
  v_add_nc_u32 v41, v33, s10
  s_mov_b32 s18, 0x203
  v_add_nc_u32 v42, v33, s18
  v_cmp_lt_i32_e64 s0, v33, s52
  v_cmp_lt_i32_e64 s70, v35, s52
  v_cmp_lt_i32_e64 s68, v34, s52
  v_cmp_lt_i32_e64 s66, v37, s52
  v_cmp_lt_i32_e64 s64, v38, s52
  v_cmp_lt_i32_e64 s48, v39, s52
  v_cmp_lt_i32_e64 s62, v41, s52
  v_cmp_lt_i32_e64 s60, v42, s52
  s_mov_b32 s4, 2
  v_mul_lo_u32 v33, v43, s4
  ds_store_b16 v33, v32 offset:512
  ds_store_b16 v33, v36 offset:514
  ds_store_b16 v33, v40 offset:516
  ds_store_b16 v33, v44 offset:518
  ds_store_b16 v33, v23 offset:520
  ds_store_b16 v33, v28 offset:522
  ds_store_b16 v33, v29 offset:524
  ds_store_b16 v33, v30 offset:526
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_mul_lo_u32 v42, v45, s4
  ds_load_u16 v44, v42 offset:512
  ds_load_u16 v46, v42 offset:514
  ds_load_u16 v33, v42 offset:516
  ds_load_u16 v32, v42 offset:518
  ds_load_u16 v30, v42 offset:1536
  ds_load_u16 v29, v42 offset:1538
  ds_load_u16 v28, v42 offset:1540
  ds_load_u16 v23, v42 offset:1542
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32 v37, 16, v44
  v_lshlrev_b32 v36, 16, v46
  v_lshlrev_b32 v34, 16, v33
  v_lshlrev_b32 v33, 16, v32
  v_lshlrev_b32 v32, 16, v30
  v_lshlrev_b32 v30, 16, v29
  v_lshlrev_b32 v29, 16, v28
  v_lshlrev_b32 v28, 16, v23
  v_cvt_f32_i32 v23, s52
  v_div_scale_f32 v35, vcc_lo, v23, v23, v31
  v_div_scale_f32 v38, vcc_lo, v31, v23, v31
  v_rcp_f32 v39, v35
  v_fma_f32 v40, -v35, v39, 0x3f800000
  v_fma_f32 v39, v40, v39, v39
  v_mul_f32 v40, v38, v39
  v_fma_f32 v41, -v35, v40, v38
  v_fma_f32 v40, v41, v39, v40
  v_fma_f32 v35, -v35, v40, v38
  s_nop 3
  v_div_fmas_f32 v35, v35, v39, v40
  v_div_fixup_f32 v35, v35, v23, v31
  v_sub_f32 v37, v37, v35
  v_sub_f32 v39, v36, v35
  v_sub_f32 v41, v34, v35
  v_sub_f32 v43, v33, v35
  v_sub_f32 v45, v32, v35
  v_sub_f32 v31, v30, v35
  v_sub_f32 v29, v29, v35
  v_sub_f32 v28, v28, v35
  s_mov_b32 s4, 0
  v_mov_b32 v30, s4
  v_cndmask_b32_e64 v30, v30, v37, s0
  v_mov_b32 v32, s4
  v_cndmask_b32_e64 v32, v32, v39, s70
  v_mov_b32 v33, s4
  v_cndmask_b32_e64 v33, v33, v41, s68
  v_mov_b32 v34, s4
  v_cndmask_b32_e64 v34, v34, v43, s66
  v_mov_b32 v36, s4
  v_cndmask_b32_e64 v36, v36, v45, s64
  v_mov_b32 v37, s4
  v_cndmask_b32_e64 v31, v37, v31, s48
  v_mov_b32 v37, s4
  v_cndmask_b32_e64 v29, v37, v29, s62
  v_mov_b32 v37, s4
  v_cndmask_b32_e64 v37, v37, v28, s60
  v_mul_f32 v28, v30, v30
  v_mul_f32 v39, v32, v32
  v_mul_f32 v33, v33, v33
  v_mul_f32 v30, v34, v34
  v_mul_f32 v32, v36, v36
  v_mul_f32 v34, v31, v31
  v_mul_f32 v36, v29, v29
  v_mul_f32 v38, v37, v37
  v_add_f32 v40, v28, v39
  v_add_f32 v42, v40, v33
  v_add_f32 v44, v42, v30
  v_add_f32 v46, v44, v32
  v_add_f32 v28, v46, v34
  v_add_f32 v28, v28, v36
  v_add_f32 v28, v28, v38
  v_xor_b32 v29, 1, v21
  v_lshlrev_b32 v29, 2, v29
  ds_bpermute_b32 v29, v29, v28
  s_waitcnt lgkmcnt(0)
  v_add_f32 v28, v28, v29
  v_xor_b32 v29, 2, v21
  v_lshlrev_b32 v29, 2, v29
  ds_bpermute_b32 v29, v29, v28
  s_waitcnt lgkmcnt(0)
  v_add_f32 v28, v28, v29
  v_xor_b32 v29, 4, v21
  v_lshlrev_b32 v29, 2, v29
  ds_bpermute_b32 v29, v29, v28
  s_waitcnt lgkmcnt(0)
  v_add_f32 v28, v28, v29
  v_xor_b32 v29, 8, v21
  v_lshlrev_b32 v29, 2, v29
  ds_bpermute_b32 v29, v29, v28
  s_waitcnt lgkmcnt(0)
  v_add_f32 v28, v28, v29
  v_xor_b32 v29, 16, v21
  v_lshlrev_b32 v29, 2, v29
  ds_bpermute_b32 v29, v29, v28
  s_waitcnt lgkmcnt(0)
  v_add_f32 v29, v28, v29
  ds_store_b32 v27, v29 offset:2560
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  ds_load_b32 v33, v25 offset:2560
  ds_load_b32 v36, v25 offset:2688
  ds_load_b32 v37, v25 offset:2816
  ds_load_b32 v39, v25 offset:2944
  s_waitcnt lgkmcnt(0)
  v_add_f32 v41, v33, v36
  v_add_f32 v43, v37, v39
  v_add_f32 v45, v41, v43
  v_lshlrev_b32 v21, 1, v47
  v_ashrrev_i32 v25, 31, v47
  v_add_co_u32 v48, vcc_lo, s32, v21
  v_add_co_ci_u32 v49, vcc_lo, s33, v25, vcc_lo
  v_lshlrev_b32 v21, 1, v4
  v_ashrrev_i32 v25, 31, v4
  v_add_co_u32 v50, vcc_lo, s32, v21
  v_add_co_ci_u32 v51, vcc_lo, s33, v25, vcc_lo
  v_lshlrev_b32 v21, 1, v3
  v_ashrrev_i32 v25, 31, v3
  v_add_co_u32 v52, vcc_lo, s32, v21
  v_add_co_ci_u32 v53, vcc_lo, s33, v25, vcc_lo
  v_lshlrev_b32 v21, 1, v1
  v_ashrrev_i32 v25, 31, v1
  v_add_co_u32 v60, vcc_lo, s32, v21
  v_add_co_ci_u32 v61, vcc_lo, s33, v25, vcc_lo
  v_lshlrev_b32 v21, 1, v0
  v_ashrrev_i32 v25, 31, v0
  v_add_co_u32 v66, vcc_lo, s32, v21
  v_add_co_ci_u32 v67, vcc_lo, s33, v25, vcc_lo
  v_lshlrev_b32 v21, 1, v2
  v_ashrrev_i32 v25, 31, v2
  v_add_co_u32 v70, vcc_lo, s32, v21
  v_add_co_ci_u32 v71, vcc_lo, s33, v25, vcc_lo
  v_lshlrev_b32 v21, 1, v6
  v_ashrrev_i32 v25, 31, v6
  v_add_co_u32 v54, vcc_lo, s32, v21
  v_add_co_ci_u32 v55, vcc_lo, s33, v25, vcc_lo
  v_lshlrev_b32 v27, 1, v11
  v_ashrrev_i32 v28, 31, v11
  v_add_co_u32 v56, vcc_lo, s32, v27
  v_add_co_ci_u32 v57, vcc_lo, s33, v28, vcc_lo
  v_mov_b32 v34, s58
  v_mov_b32 v33, v34
  s_and_saveexec_b32 s72, s26
  global_load_u16 v33, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v38, s58
  v_mov_b32 v37, v38
  s_and_saveexec_b32 s72, s30
  global_load_u16 v37, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v42, s58
  v_mov_b32 v41, v42
  s_and_saveexec_b32 s72, s34
  global_load_u16 v41, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v21, s58
  v_mov_b32 v46, v21
  s_and_saveexec_b32 s72, s38
  global_load_u16 v46, v[60:61], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v25, s58
  v_mov_b32 v21, v25
  s_and_saveexec_b32 s72, s42
  global_load_u16 v21, v[66:67], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v27, s58
  v_mov_b32 v25, v27
  s_and_saveexec_b32 s72, s46
  global_load_u16 v25, v[70:71], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v28, s58
  v_mov_b32 v27, v28
  s_and_saveexec_b32 s72, s50
  global_load_u16 v27, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v29, s58
  v_mov_b32 v28, v29
  s_and_saveexec_b32 s72, s54
  global_load_u16 v28, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_lshlrev_b32 v29, 1, v47
  v_ashrrev_i32 v30, 31, v47
  v_add_co_u32 v58, vcc_lo, s36, v29
  v_add_co_ci_u32 v59, vcc_lo, s37, v30, vcc_lo
  v_lshlrev_b32 v29, 1, v4
  v_ashrrev_i32 v30, 31, v4
  v_add_co_u32 v64, vcc_lo, s36, v29
  v_add_co_ci_u32 v65, vcc_lo, s37, v30, vcc_lo
  v_lshlrev_b32 v29, 1, v3
  v_ashrrev_i32 v30, 31, v3
  v_add_co_u32 v68, vcc_lo, s36, v29
  v_add_co_ci_u32 v69, vcc_lo, s37, v30, vcc_lo
  v_lshlrev_b32 v29, 1, v1
  v_ashrrev_i32 v30, 31, v1
  v_add_co_u32 v74, vcc_lo, s36, v29
  v_add_co_ci_u32 v75, vcc_lo, s37, v30, vcc_lo
  v_lshlrev_b32 v29, 1, v0
  v_ashrrev_i32 v30, 31, v0
  v_add_co_u32 v48, vcc_lo, s36, v29
  v_add_co_ci_u32 v49, vcc_lo, s37, v30, vcc_lo
  v_lshlrev_b32 v31, 1, v2
  v_ashrrev_i32 v34, 31, v2
  v_add_co_u32 v50, vcc_lo, s36, v31
  v_add_co_ci_u32 v51, vcc_lo, s37, v34, vcc_lo
  v_lshlrev_b32 v38, 1, v6
  v_ashrrev_i32 v39, 31, v6
  v_add_co_u32 v52, vcc_lo, s36, v38
  v_add_co_ci_u32 v53, vcc_lo, s37, v39, vcc_lo
  v_lshlrev_b32 v43, 1, v11
  v_ashrrev_i32 v47, 31, v11
  v_add_co_u32 v54, vcc_lo, s36, v43
  v_add_co_ci_u32 v55, vcc_lo, s37, v47, vcc_lo
  v_mov_b32 v1, s58
  v_mov_b32 v0, v1
  s_and_saveexec_b32 s72, s26
  global_load_u16 v0, v[58:59], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v2, s58
  v_mov_b32 v1, v2
  s_and_saveexec_b32 s72, s30
  global_load_u16 v1, v[64:65], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v3, s58
  v_mov_b32 v2, v3
  s_and_saveexec_b32 s72, s34
  global_load_u16 v2, v[68:69], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v4, s58
  v_mov_b32 v3, v4
  s_and_saveexec_b32 s72, s38
  global_load_u16 v3, v[74:75], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v6, s58
  v_mov_b32 v4, v6
  s_and_saveexec_b32 s72, s42
  global_load_u16 v4, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v29, s58
  v_mov_b32 v11, v29
  s_and_saveexec_b32 s72, s46
  global_load_u16 v11, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v30, s58
  v_mov_b32 v29, v30
  s_and_saveexec_b32 s72, s50
  global_load_u16 v29, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v31, s58
  v_mov_b32 v30, v31
  s_and_saveexec_b32 s72, s54
  global_load_u16 v30, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_lshlrev_b32 v31, 1, v12
  v_ashrrev_i32 v32, 31, v12
  v_add_co_u32 v72, vcc_lo, s28, v31
  v_add_co_ci_u32 v73, vcc_lo, s29, v32, vcc_lo
  v_lshlrev_b32 v31, 1, v14
  v_ashrrev_i32 v32, 31, v14
  v_add_co_u32 v48, vcc_lo, s28, v31
  v_add_co_ci_u32 v49, vcc_lo, s29, v32, vcc_lo
  v_lshlrev_b32 v31, 1, v16
  v_ashrrev_i32 v32, 31, v16
  v_add_co_u32 v50, vcc_lo, s28, v31
  v_add_co_ci_u32 v51, vcc_lo, s29, v32, vcc_lo
  v_lshlrev_b32 v36, 1, v18
  v_ashrrev_i32 v38, 31, v18
  v_add_co_u32 v52, vcc_lo, s28, v36
  v_add_co_ci_u32 v53, vcc_lo, s29, v38, vcc_lo
  v_lshlrev_b32 v42, 1, v20
  v_ashrrev_i32 v44, 31, v20
  v_add_co_u32 v54, vcc_lo, s28, v42
  v_add_co_ci_u32 v55, vcc_lo, s29, v44, vcc_lo
  v_lshlrev_b32 v6, 1, v22
  v_ashrrev_i32 v12, 31, v22
  v_add_co_u32 v56, vcc_lo, s28, v6
  v_add_co_ci_u32 v57, vcc_lo, s29, v12, vcc_lo
  v_lshlrev_b32 v6, 1, v24
  v_ashrrev_i32 v12, 31, v24
  v_add_co_u32 v58, vcc_lo, s28, v6
  v_add_co_ci_u32 v59, vcc_lo, s29, v12, vcc_lo
  v_lshlrev_b32 v6, 1, v26
  v_ashrrev_i32 v12, 31, v26
  v_add_co_u32 v60, vcc_lo, s28, v6
  v_add_co_ci_u32 v61, vcc_lo, s29, v12, vcc_lo
  v_sub_f32 v19, v19, v35
  v_sub_f32 v6, v9, v35
  v_sub_f32 v18, v5, v35
  v_sub_f32 v9, v7, v35
  v_sub_f32 v12, v8, v35
  v_sub_f32 v14, v17, v35
  v_sub_f32 v16, v13, v35
  v_sub_f32 v17, v15, v35
  s_mov_b32 s48, 0
  v_mov_b32 v22, s48
  v_cndmask_b32_e64 v24, v22, v19, s26
  v_mov_b32 v26, s48
  v_cndmask_b32_e64 v31, v26, v6, s30
  v_mov_b32 v32, s48
  v_cndmask_b32_e64 v32, v32, v18, s34
  v_mov_b32 v34, s48
  v_cndmask_b32_e64 v36, v34, v9, s38
  v_mov_b32 v38, s48
  v_cndmask_b32_e64 v39, v38, v12, s42
  v_mov_b32 v42, s48
  v_cndmask_b32_e64 v43, v42, v14, s46
  v_mov_b32 v47, s48
  v_cndmask_b32_e64 v47, v47, v16, s50
  v_mov_b32 v5, s48
  v_cndmask_b32_e64 v5, v5, v17, s54
  v_div_scale_f32 v6, vcc_lo, v23, v23, v45
  v_div_scale_f32 v7, vcc_lo, v45, v23, v45
  v_rcp_f32 v8, v6
  v_fma_f32 v9, -v6, v8, 0x3f800000
  v_fma_f32 v8, v9, v8, v8
  v_mul_f32 v9, v7, v8
  v_fma_f32 v12, -v6, v9, v7
  v_fma_f32 v9, v12, v8, v9
  v_fma_f32 v6, -v6, v9, v7
  s_nop 3
  v_div_fmas_f32 v8, v6, v8, v9
  v_div_fixup_f32 v12, v8, v23, v45
  v_add_f32 v12, v12, s56
  v_cmp_class_f32_e64 s28, v12, 0x90
  s_mov_b32 s32, 0x3f800000
  s_mov_b32 s36, 0x4b800000
  v_mov_b32 v20, s36
  v_mov_b32 v22, s32
  v_cndmask_b32_e64 v26, v22, v20, s28
  v_mul_f32 v26, v12, v26
  v_rsq_f32 v34, v26
  s_mov_b32 s60, 0x45800000
  v_mov_b32 v38, s60
  v_mov_b32 v40, s32
  v_cndmask_b32_e64 v38, v40, v38, s28
  v_mul_f32 v38, v34, v38
  v_mul_f32 v40, v24, v38
  v_mul_f32 v42, v31, v38
  v_mul_f32 v44, v32, v38
  v_mul_f32 v14, v36, v38
  v_mul_f32 v8, v39, v38
  v_mul_f32 v7, v43, v38
  v_mul_f32 v6, v47, v38
  v_mul_f32 v5, v5, v38
  s_waitcnt vmcnt(0)
  v_lshlrev_b32 v9, 16, v33
  v_lshlrev_b32 v12, 16, v37
  v_lshlrev_b32 v13, 16, v41
  v_lshlrev_b32 v15, 16, v46
  v_lshlrev_b32 v17, 16, v21
  v_lshlrev_b32 v19, 16, v25
  v_lshlrev_b32 v18, 16, v27
  v_lshlrev_b32 v16, 16, v28
  v_mul_f32 v9, v40, v9
  v_mul_f32 v12, v42, v12
  v_mul_f32 v13, v44, v13
  v_mul_f32 v15, v14, v15
  v_mul_f32 v17, v8, v17
  v_mul_f32 v19, v7, v19
  v_mul_f32 v21, v6, v18
  v_mul_f32 v23, v5, v16
  v_lshlrev_b32 v25, 16, v0
  v_lshlrev_b32 v27, 16, v1
  v_lshlrev_b32 v32, 16, v2
  v_lshlrev_b32 v31, 16, v3
  v_lshlrev_b32 v33, 16, v4
  v_lshlrev_b32 v36, 16, v11
  v_lshlrev_b32 v37, 16, v29
  v_lshlrev_b32 v39, 16, v30
  v_add_f32 v41, v9, v25
  v_add_f32 v43, v12, v27
  v_add_f32 v45, v13, v32
  v_add_f32 v47, v15, v31
  v_add_f32 v3, v17, v33
  v_add_f32 v2, v19, v36
  v_add_f32 v1, v21, v37
  v_add_f32 v0, v23, v39
  v_bfe_u32 v4, v41, 16, 1
  s_mov_b32 s0, 0x7fff
  v_add3_u32 v4, v41, s0, v4
  v_lshrrev_b32 v4, 16, v4
  v_cmp_u_f32_e64 s4, v41, v41
  s_mov_b32 s8, 0x7fc0
  v_mov_b32 v6, s8
  v_cndmask_b32_e64 v8, v4, v6, s4
  v_bfe_u32 v11, v43, 16, 1
  v_add3_u32 v12, v43, s0, v11
  v_lshrrev_b32 v14, 16, v12
  v_cmp_u_f32_e64 s32, v43, v43
  v_mov_b32 v18, s8
  v_cndmask_b32_e64 v20, v14, v18, s32
  v_bfe_u32 v22, v45, 16, 1
  v_add3_u32 v24, v45, s0, v22
  v_lshrrev_b32 v26, 16, v24
  v_cmp_u_f32_e64 s56, v45, v45
  v_mov_b32 v30, s8
  v_cndmask_b32_e64 v32, v26, v30, s56
  v_bfe_u32 v34, v47, 16, 1
  v_add3_u32 v36, v47, s0, v34
  v_lshrrev_b32 v39, 16, v36
  v_cmp_u_f32_e64 s0, v47, v47
  v_mov_b32 v42, s8
  v_cndmask_b32_e64 v44, v39, v42, s0
  v_bfe_u32 v46, v3, 16, 1
  s_mov_b32 s0, 0x7fff
  v_add3_u32 v4, v3, s0, v46
  v_lshrrev_b32 v4, 16, v4
  v_cmp_u_f32_e64 s6, v3, v3
  s_mov_b32 s4, 0x7fc0
  v_mov_b32 v3, s4
  v_cndmask_b32_e64 v3, v4, v3, s6
  v_bfe_u32 v4, v2, 16, 1
  v_add3_u32 v4, v2, s0, v4
  v_lshrrev_b32 v4, 16, v4
  v_cmp_u_f32_e64 s10, v2, v2
  v_mov_b32 v7, s4
  v_cndmask_b32_e64 v9, v4, v7, s10
  v_bfe_u32 v11, v1, 16, 1
  v_add3_u32 v13, v1, s0, v11
  v_lshrrev_b32 v15, 16, v13
  v_cmp_u_f32_e64 s36, v1, v1
  v_mov_b32 v19, s4
  v_cndmask_b32_e64 v21, v15, v19, s36
  v_bfe_u32 v23, v0, 16, 1
  v_add3_u32 v25, v0, s0, v23
  v_lshrrev_b32 v27, 16, v25
  v_cmp_u_f32_e64 s58, v0, v0
  v_mov_b32 v31, s4
  v_cndmask_b32_e64 v33, v27, v31, s58
  s_and_saveexec_b32 s72, s26
  global_store_b16 v[72:73], v8, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s30
  global_store_b16 v[48:49], v20, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s34
  global_store_b16 v[50:51], v32, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s38
  global_store_b16 v[52:53], v44, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s42
  global_store_b16 v[54:55], v3, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s46
  global_store_b16 v[56:57], v9, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s50
  global_store_b16 v[58:59], v21, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s54
  global_store_b16 v[60:61], v33, off
  s_mov_b32 exec_lo, s72
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
  v_mov_b32 v48, s8
  v_mov_b32 v49, s9
  s_and_saveexec_b32 s72, s10
  global_store_b32 v[48:49], v35, off
  s_mov_b32 exec_lo, s72
  s_mul_i32 s10, s2, 4
  s_mul_hi_i32 s12, s2, s0
  s_add_u32 s8, s44, s10
  s_addc_u32 s9, s45, s12
  v_and_b32 v6, v10, s4
  v_cmp_eq_u32_e64 s16, v6, s6
  v_mov_b32 v62, s8
  v_mov_b32 v63, s9
  s_and_saveexec_b32 s72, s16
  global_store_b32 v[62:63], v38, off
  s_mov_b32 exec_lo, s72
  s_endpgm
.Llayernorm_bf16_end:
.size layernorm_bf16, .Llayernorm_bf16_end-layernorm_bf16
; 74 SGPRs, 76 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

.rodata
.p2align 6
.amdhsa_kernel layernorm_bf16
  .amdhsa_group_segment_fixed_size 3072
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 76
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 76
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
  - .name: layernorm_bf16
    .symbol: layernorm_bf16.kd
    .kernarg_segment_size: 76
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 3072
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 74
    .vgpr_count: 76
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
