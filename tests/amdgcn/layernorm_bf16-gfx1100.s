.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 5
.text
.globl layernorm_bf16
.p2align 8
.type layernorm_bf16,@function
layernorm_bf16:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v23, 31, v0
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
  v_add_nc_u32 v5, v47, s4
  s_mov_b32 s4, 2
  v_add_nc_u32 v4, v47, s4
  v_add_nc_u32 v3, v47, s0
  s_mov_b32 s0, 4
  v_add_nc_u32 v1, v47, s0
  s_mov_b32 s0, 5
  v_add_nc_u32 v2, v47, s0
  s_mov_b32 s8, 6
  v_add_nc_u32 v6, v47, s8
  s_mov_b32 s16, 7
  v_add_nc_u32 v11, v47, s16
  v_add_nc_u32 v12, s60, v47
  v_add_nc_u32 v14, s60, v5
  v_add_nc_u32 v16, s60, v4
  v_add_nc_u32 v18, s60, v3
  v_add_nc_u32 v20, s60, v1
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
  v_ashrrev_i32 v0, 31, v18
  v_add_co_u32 v54, vcc_lo, s24, v46
  v_add_co_ci_u32 v55, vcc_lo, s25, v0, vcc_lo
  v_lshlrev_b32 v0, 1, v20
  v_ashrrev_i32 v7, 31, v20
  v_add_co_u32 v56, vcc_lo, s24, v0
  v_add_co_ci_u32 v57, vcc_lo, s25, v7, vcc_lo
  v_lshlrev_b32 v0, 1, v22
  v_ashrrev_i32 v7, 31, v22
  v_add_co_u32 v58, vcc_lo, s24, v0
  v_add_co_ci_u32 v59, vcc_lo, s25, v7, vcc_lo
  v_lshlrev_b32 v7, 1, v24
  v_ashrrev_i32 v8, 31, v24
  v_add_co_u32 v60, vcc_lo, s24, v7
  v_add_co_ci_u32 v61, vcc_lo, s25, v8, vcc_lo
  v_lshlrev_b32 v7, 1, v26
  v_ashrrev_i32 v9, 31, v26
  v_add_co_u32 v66, vcc_lo, s24, v7
  v_add_co_ci_u32 v67, vcc_lo, s25, v9, vcc_lo
  v_cmp_lt_i32_e64 s26, v47, s52
  v_cmp_lt_i32_e64 s30, v5, s52
  v_cmp_lt_i32_e64 s34, v4, s52
  v_cmp_lt_i32_e64 s38, v3, s52
  v_cmp_lt_i32_e64 s42, v1, s52
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
  v_mov_b32 v7, s58
  v_mov_b32 v0, v7
  s_and_saveexec_b32 s72, s42
  global_load_u16 v0, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v7, s58
  v_mov_b32 v28, v7
  s_and_saveexec_b32 s72, s46
  global_load_u16 v28, v[58:59], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v7, s58
  v_mov_b32 v29, v7
  s_and_saveexec_b32 s72, s50
  global_load_u16 v29, v[60:61], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v7, s58
  v_mov_b32 v30, v7
  s_and_saveexec_b32 s72, s54
  global_load_u16 v30, v[66:67], off
  s_mov_b32 exec_lo, s72
  s_waitcnt vmcnt(0)
  v_lshlrev_b32 v21, 16, v32
  v_lshlrev_b32 v19, 16, v36
  v_lshlrev_b32 v9, 16, v40
  v_lshlrev_b32 v7, 16, v44
  v_lshlrev_b32 v8, 16, v0
  v_lshlrev_b32 v17, 16, v28
  v_lshlrev_b32 v13, 16, v29
  v_lshlrev_b32 v15, 16, v30
  v_add_f32 v25, v21, v19
  v_add_f32 v25, v25, v9
  v_add_f32 v25, v25, v7
  v_add_f32 v25, v25, v8
  v_add_f32 v25, v25, v17
  v_add_f32 v27, v25, v13
  v_add_f32 v31, v27, v15
  v_xor_b32 v33, 1, v23
  v_lshlrev_b32 v33, 2, v33
  ds_bpermute_b32 v34, v33, v31
  s_waitcnt lgkmcnt(0)
  v_add_f32 v37, v31, v34
  v_xor_b32 v38, 2, v23
  v_lshlrev_b32 v41, 2, v38
  ds_bpermute_b32 v42, v41, v37
  s_waitcnt lgkmcnt(0)
  v_add_f32 v45, v37, v42
  v_xor_b32 v46, 4, v23
  v_lshlrev_b32 v25, 2, v46
  ds_bpermute_b32 v25, v25, v45
  s_waitcnt lgkmcnt(0)
  v_add_f32 v25, v45, v25
  v_xor_b32 v27, 8, v23
  v_lshlrev_b32 v27, 2, v27
  ds_bpermute_b32 v27, v27, v25
  s_waitcnt lgkmcnt(0)
  v_add_f32 v25, v25, v27
  v_xor_b32 v27, 16, v23
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
  s_mov_b32 s6, 2
  v_mul_lo_u32 v33, v43, s6
  s_mov_b32 s4, 11
  v_lshrrev_b32 v35, s4, v33
  s_cmp_ge_u32 s4, 32
  s_cselect_b32 s8, -1, 0
  v_cndmask_b32_e64 v41, v35, 0, s8
  s_mov_b32 s8, 4
  v_mul_lo_u32 v46, v41, s8
  v_add_nc_u32 v46, v33, v46
  ds_store_b16 v46, v32 offset:512
  ds_store_b16 v46, v36 offset:514
  ds_store_b16 v46, v40 offset:516
  ds_store_b16 v46, v44 offset:518
  ds_store_b16 v46, v0 offset:520
  ds_store_b16 v46, v28 offset:522
  ds_store_b16 v46, v29 offset:524
  ds_store_b16 v46, v30 offset:526
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_mul_lo_u32 v0, v45, s6
  v_lshrrev_b32 v28, s4, v0
  s_cmp_ge_u32 s4, 32
  s_cselect_b32 s4, -1, 0
  v_cndmask_b32_e64 v28, v28, 0, s4
  v_mul_lo_u32 v28, v28, s8
  v_add_nc_u32 v36, v0, v28
  ds_load_u16 v34, v36 offset:512
  ds_load_u16 v30, v36 offset:514
  ds_load_u16 v28, v36 offset:516
  ds_load_u16 v29, v36 offset:518
  ds_load_u16 v32, v36 offset:1536
  ds_load_u16 v33, v36 offset:1538
  ds_load_u16 v35, v36 offset:1540
  ds_load_u16 v36, v36 offset:1542
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32 v34, 16, v34
  v_lshlrev_b32 v30, 16, v30
  v_lshlrev_b32 v28, 16, v28
  v_lshlrev_b32 v29, 16, v29
  v_lshlrev_b32 v32, 16, v32
  v_lshlrev_b32 v33, 16, v33
  v_lshlrev_b32 v35, 16, v35
  v_lshlrev_b32 v37, 16, v36
  v_cvt_f32_i32 v39, s52
  v_div_scale_f32 v41, vcc_lo, v39, v39, v31
  v_div_scale_f32 v43, vcc_lo, v31, v39, v31
  v_rcp_f32 v45, v41
  v_fma_f32 v0, -v41, v45, 0x3f800000
  v_fma_f32 v0, v0, v45, v45
  v_mul_f32 v36, v43, v0
  v_fma_f32 v38, -v41, v36, v43
  v_fma_f32 v36, v38, v0, v36
  v_fma_f32 v38, -v41, v36, v43
  s_nop 3
  v_div_fmas_f32 v0, v38, v0, v36
  v_div_fixup_f32 v0, v0, v39, v31
  v_sub_f32 v41, v34, v0
  v_sub_f32 v40, v30, v0
  v_sub_f32 v38, v28, v0
  v_sub_f32 v36, v29, v0
  v_sub_f32 v34, v32, v0
  v_sub_f32 v31, v33, v0
  v_sub_f32 v29, v35, v0
  v_sub_f32 v28, v37, v0
  s_mov_b32 s52, 0
  v_mov_b32 v30, s52
  v_cndmask_b32_e64 v30, v30, v41, s0
  v_mov_b32 v32, s52
  v_cndmask_b32_e64 v32, v32, v40, s70
  v_mov_b32 v33, s52
  v_cndmask_b32_e64 v33, v33, v38, s68
  v_mov_b32 v35, s52
  v_cndmask_b32_e64 v35, v35, v36, s66
  v_mov_b32 v36, s52
  v_cndmask_b32_e64 v36, v36, v34, s64
  v_mov_b32 v38, s52
  v_cndmask_b32_e64 v40, v38, v31, s48
  v_mov_b32 v42, s52
  v_cndmask_b32_e64 v44, v42, v29, s62
  v_mov_b32 v46, s52
  v_cndmask_b32_e64 v29, v46, v28, s60
  v_mul_f32 v28, v30, v30
  v_mul_f32 v37, v32, v32
  v_mul_f32 v34, v33, v33
  v_mul_f32 v33, v35, v35
  v_mul_f32 v32, v36, v36
  v_mul_f32 v31, v40, v40
  v_mul_f32 v30, v44, v44
  v_mul_f32 v29, v29, v29
  v_add_f32 v28, v28, v37
  v_add_f32 v28, v28, v34
  v_add_f32 v28, v28, v33
  v_add_f32 v28, v28, v32
  v_add_f32 v28, v28, v31
  v_add_f32 v28, v28, v30
  v_add_f32 v28, v28, v29
  v_xor_b32 v29, 1, v23
  v_lshlrev_b32 v29, 2, v29
  ds_bpermute_b32 v29, v29, v28
  s_waitcnt lgkmcnt(0)
  v_add_f32 v28, v28, v29
  v_xor_b32 v29, 2, v23
  v_lshlrev_b32 v29, 2, v29
  ds_bpermute_b32 v29, v29, v28
  s_waitcnt lgkmcnt(0)
  v_add_f32 v31, v28, v29
  v_xor_b32 v33, 4, v23
  v_lshlrev_b32 v35, 2, v33
  ds_bpermute_b32 v37, v35, v31
  s_waitcnt lgkmcnt(0)
  v_add_f32 v40, v31, v37
  v_xor_b32 v41, 8, v23
  v_lshlrev_b32 v43, 2, v41
  ds_bpermute_b32 v45, v43, v40
  s_waitcnt lgkmcnt(0)
  v_add_f32 v28, v40, v45
  v_xor_b32 v23, 16, v23
  v_lshlrev_b32 v23, 2, v23
  ds_bpermute_b32 v23, v23, v28
  s_waitcnt lgkmcnt(0)
  v_add_f32 v23, v28, v23
  ds_store_b32 v27, v23 offset:2576
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  ds_load_b32 v23, v25 offset:2576
  ds_load_b32 v28, v25 offset:2704
  ds_load_b32 v27, v25 offset:2832
  ds_load_b32 v25, v25 offset:2960
  s_waitcnt lgkmcnt(0)
  v_add_f32 v23, v23, v28
  v_add_f32 v25, v27, v25
  v_add_f32 v23, v23, v25
  v_lshlrev_b32 v25, 1, v47
  v_ashrrev_i32 v27, 31, v47
  v_add_co_u32 v68, vcc_lo, s32, v25
  v_add_co_ci_u32 v69, vcc_lo, s33, v27, vcc_lo
  v_lshlrev_b32 v25, 1, v5
  v_ashrrev_i32 v27, 31, v5
  v_add_co_u32 v72, vcc_lo, s32, v25
  v_add_co_ci_u32 v73, vcc_lo, s33, v27, vcc_lo
  v_lshlrev_b32 v25, 1, v4
  v_ashrrev_i32 v27, 31, v4
  v_add_co_u32 v48, vcc_lo, s32, v25
  v_add_co_ci_u32 v49, vcc_lo, s33, v27, vcc_lo
  v_lshlrev_b32 v28, 1, v3
  v_ashrrev_i32 v30, 31, v3
  v_add_co_u32 v50, vcc_lo, s32, v28
  v_add_co_ci_u32 v51, vcc_lo, s33, v30, vcc_lo
  v_lshlrev_b32 v34, 1, v1
  v_ashrrev_i32 v36, 31, v1
  v_add_co_u32 v52, vcc_lo, s32, v34
  v_add_co_ci_u32 v53, vcc_lo, s33, v36, vcc_lo
  v_lshlrev_b32 v40, 1, v2
  v_ashrrev_i32 v42, 31, v2
  v_add_co_u32 v54, vcc_lo, s32, v40
  v_add_co_ci_u32 v55, vcc_lo, s33, v42, vcc_lo
  v_lshlrev_b32 v46, 1, v6
  v_ashrrev_i32 v25, 31, v6
  v_add_co_u32 v56, vcc_lo, s32, v46
  v_add_co_ci_u32 v57, vcc_lo, s33, v25, vcc_lo
  v_lshlrev_b32 v25, 1, v11
  v_ashrrev_i32 v27, 31, v11
  v_add_co_u32 v58, vcc_lo, s32, v25
  v_add_co_ci_u32 v59, vcc_lo, s33, v27, vcc_lo
  v_mov_b32 v27, s58
  v_mov_b32 v25, v27
  s_and_saveexec_b32 s72, s26
  global_load_u16 v25, v[68:69], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v28, s58
  v_mov_b32 v27, v28
  s_and_saveexec_b32 s72, s30
  global_load_u16 v27, v[72:73], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v29, s58
  v_mov_b32 v28, v29
  s_and_saveexec_b32 s72, s34
  global_load_u16 v28, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v30, s58
  v_mov_b32 v29, v30
  s_and_saveexec_b32 s72, s38
  global_load_u16 v29, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v31, s58
  v_mov_b32 v30, v31
  s_and_saveexec_b32 s72, s42
  global_load_u16 v30, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v32, s58
  v_mov_b32 v31, v32
  s_and_saveexec_b32 s72, s46
  global_load_u16 v31, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v33, s58
  v_mov_b32 v32, v33
  s_and_saveexec_b32 s72, s50
  global_load_u16 v32, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v34, s58
  v_mov_b32 v33, v34
  s_and_saveexec_b32 s72, s54
  global_load_u16 v33, v[58:59], off
  s_mov_b32 exec_lo, s72
  v_lshlrev_b32 v34, 1, v47
  v_ashrrev_i32 v35, 31, v47
  v_add_co_u32 v48, vcc_lo, s36, v34
  v_add_co_ci_u32 v49, vcc_lo, s37, v35, vcc_lo
  v_lshlrev_b32 v34, 1, v5
  v_ashrrev_i32 v35, 31, v5
  v_add_co_u32 v50, vcc_lo, s36, v34
  v_add_co_ci_u32 v51, vcc_lo, s37, v35, vcc_lo
  v_lshlrev_b32 v40, 1, v4
  v_ashrrev_i32 v41, 31, v4
  v_add_co_u32 v52, vcc_lo, s36, v40
  v_add_co_ci_u32 v53, vcc_lo, s37, v41, vcc_lo
  v_lshlrev_b32 v45, 1, v3
  v_ashrrev_i32 v47, 31, v3
  v_add_co_u32 v54, vcc_lo, s36, v45
  v_add_co_ci_u32 v55, vcc_lo, s37, v47, vcc_lo
  v_lshlrev_b32 v3, 1, v1
  v_ashrrev_i32 v1, 31, v1
  v_add_co_u32 v56, vcc_lo, s36, v3
  v_add_co_ci_u32 v57, vcc_lo, s37, v1, vcc_lo
  v_lshlrev_b32 v1, 1, v2
  v_ashrrev_i32 v2, 31, v2
  v_add_co_u32 v58, vcc_lo, s36, v1
  v_add_co_ci_u32 v59, vcc_lo, s37, v2, vcc_lo
  v_lshlrev_b32 v1, 1, v6
  v_ashrrev_i32 v2, 31, v6
  v_add_co_u32 v60, vcc_lo, s36, v1
  v_add_co_ci_u32 v61, vcc_lo, s37, v2, vcc_lo
  v_lshlrev_b32 v6, 1, v11
  v_ashrrev_i32 v11, 31, v11
  v_add_co_u32 v64, vcc_lo, s36, v6
  v_add_co_ci_u32 v65, vcc_lo, s37, v11, vcc_lo
  v_mov_b32 v35, s58
  v_mov_b32 v34, v35
  s_and_saveexec_b32 s72, s26
  global_load_u16 v34, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v36, s58
  v_mov_b32 v35, v36
  s_and_saveexec_b32 s72, s30
  global_load_u16 v35, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v37, s58
  v_mov_b32 v36, v37
  s_and_saveexec_b32 s72, s34
  global_load_u16 v36, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v38, s58
  v_mov_b32 v37, v38
  s_and_saveexec_b32 s72, s38
  global_load_u16 v37, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v40, s58
  v_mov_b32 v38, v40
  s_and_saveexec_b32 s72, s42
  global_load_u16 v38, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v41, s58
  v_mov_b32 v40, v41
  s_and_saveexec_b32 s72, s46
  global_load_u16 v40, v[58:59], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v42, s58
  v_mov_b32 v41, v42
  s_and_saveexec_b32 s72, s50
  global_load_u16 v41, v[60:61], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v43, s58
  v_mov_b32 v42, v43
  s_and_saveexec_b32 s72, s54
  global_load_u16 v42, v[64:65], off
  s_mov_b32 exec_lo, s72
  v_lshlrev_b32 v44, 1, v12
  v_ashrrev_i32 v46, 31, v12
  v_add_co_u32 v48, vcc_lo, s28, v44
  v_add_co_ci_u32 v49, vcc_lo, s29, v46, vcc_lo
  v_lshlrev_b32 v1, 1, v14
  v_ashrrev_i32 v2, 31, v14
  v_add_co_u32 v50, vcc_lo, s28, v1
  v_add_co_ci_u32 v51, vcc_lo, s29, v2, vcc_lo
  v_lshlrev_b32 v1, 1, v16
  v_ashrrev_i32 v2, 31, v16
  v_add_co_u32 v52, vcc_lo, s28, v1
  v_add_co_ci_u32 v53, vcc_lo, s29, v2, vcc_lo
  v_lshlrev_b32 v1, 1, v18
  v_ashrrev_i32 v2, 31, v18
  v_add_co_u32 v54, vcc_lo, s28, v1
  v_add_co_ci_u32 v55, vcc_lo, s29, v2, vcc_lo
  v_lshlrev_b32 v5, 1, v20
  v_ashrrev_i32 v11, 31, v20
  v_add_co_u32 v62, vcc_lo, s28, v5
  v_add_co_ci_u32 v63, vcc_lo, s29, v11, vcc_lo
  v_lshlrev_b32 v11, 1, v22
  v_ashrrev_i32 v14, 31, v22
  v_add_co_u32 v70, vcc_lo, s28, v11
  v_add_co_ci_u32 v71, vcc_lo, s29, v14, vcc_lo
  v_lshlrev_b32 v18, 1, v24
  v_ashrrev_i32 v20, 31, v24
  v_add_co_u32 v74, vcc_lo, s28, v18
  v_add_co_ci_u32 v75, vcc_lo, s29, v20, vcc_lo
  v_lshlrev_b32 v24, 1, v26
  v_ashrrev_i32 v26, 31, v26
  v_add_co_u32 v56, vcc_lo, s28, v24
  v_add_co_ci_u32 v57, vcc_lo, s29, v26, vcc_lo
  v_sub_f32 v2, v21, v0
  v_sub_f32 v3, v19, v0
  v_sub_f32 v1, v9, v0
  v_sub_f32 v47, v7, v0
  v_sub_f32 v46, v8, v0
  v_sub_f32 v45, v17, v0
  v_sub_f32 v44, v13, v0
  v_sub_f32 v43, v15, v0
  s_mov_b32 s0, 0
  v_mov_b32 v4, s0
  v_cndmask_b32_e64 v2, v4, v2, s26
  v_mov_b32 v4, s0
  v_cndmask_b32_e64 v3, v4, v3, s30
  v_mov_b32 v4, s0
  v_cndmask_b32_e64 v4, v4, v1, s34
  v_mov_b32 v1, s0
  v_cndmask_b32_e64 v5, v1, v47, s38
  v_mov_b32 v1, s0
  v_cndmask_b32_e64 v6, v1, v46, s42
  v_mov_b32 v7, s0
  v_cndmask_b32_e64 v7, v7, v45, s46
  v_mov_b32 v8, s0
  v_cndmask_b32_e64 v11, v8, v44, s50
  v_mov_b32 v12, s0
  v_cndmask_b32_e64 v14, v12, v43, s54
  v_div_scale_f32 v16, vcc_lo, v39, v39, v23
  v_div_scale_f32 v18, vcc_lo, v23, v39, v23
  v_rcp_f32 v20, v16
  v_fma_f32 v22, -v16, v20, 0x3f800000
  v_fma_f32 v24, v22, v20, v20
  v_mul_f32 v26, v18, v24
  v_fma_f32 v43, -v16, v26, v18
  v_fma_f32 v43, v43, v24, v26
  v_fma_f32 v44, -v16, v43, v18
  s_nop 3
  v_div_fmas_f32 v43, v44, v24, v43
  v_div_fixup_f32 v39, v43, v39, v23
  v_add_f32 v39, v39, s56
  v_cmp_class_f32_e64 s0, v39, 0x90
  s_mov_b32 s4, 0x3f800000
  s_mov_b32 s6, 0x4b800000
  v_mov_b32 v46, s6
  v_mov_b32 v1, s4
  v_cndmask_b32_e64 v1, v1, v46, s0
  v_mul_f32 v1, v39, v1
  v_rsq_f32 v1, v1
  s_mov_b32 s6, 0x45800000
  v_mov_b32 v8, s6
  v_mov_b32 v9, s4
  v_cndmask_b32_e64 v8, v9, v8, s0
  v_mul_f32 v1, v1, v8
  v_mul_f32 v18, v2, v1
  v_mul_f32 v16, v3, v1
  v_mul_f32 v8, v4, v1
  v_mul_f32 v9, v5, v1
  v_mul_f32 v12, v6, v1
  v_mul_f32 v13, v7, v1
  v_mul_f32 v15, v11, v1
  v_mul_f32 v17, v14, v1
  s_waitcnt vmcnt(0)
  v_lshlrev_b32 v19, 16, v25
  v_lshlrev_b32 v21, 16, v27
  v_lshlrev_b32 v23, 16, v28
  v_lshlrev_b32 v25, 16, v29
  v_lshlrev_b32 v27, 16, v30
  v_lshlrev_b32 v29, 16, v31
  v_lshlrev_b32 v31, 16, v32
  v_lshlrev_b32 v33, 16, v33
  v_mul_f32 v3, v18, v19
  v_mul_f32 v46, v16, v21
  v_mul_f32 v39, v8, v23
  v_mul_f32 v44, v9, v25
  v_mul_f32 v43, v12, v27
  v_mul_f32 v45, v13, v29
  v_mul_f32 v47, v15, v31
  v_mul_f32 v2, v17, v33
  v_lshlrev_b32 v4, 16, v34
  v_lshlrev_b32 v6, 16, v35
  v_lshlrev_b32 v8, 16, v36
  v_lshlrev_b32 v11, 16, v37
  v_lshlrev_b32 v12, 16, v38
  v_lshlrev_b32 v9, 16, v40
  v_lshlrev_b32 v7, 16, v41
  v_lshlrev_b32 v5, 16, v42
  v_add_f32 v4, v3, v4
  v_add_f32 v6, v46, v6
  v_add_f32 v8, v39, v8
  v_add_f32 v11, v44, v11
  v_add_f32 v12, v43, v12
  v_add_f32 v14, v45, v9
  v_add_f32 v16, v47, v7
  v_add_f32 v18, v2, v5
  v_bfe_u32 v20, v4, 16, 1
  s_mov_b32 s48, 0x7fff
  v_add3_u32 v24, v4, s48, v20
  v_lshrrev_b32 v26, 16, v24
  v_cmp_u_f32_e64 s56, v4, v4
  s_mov_b32 s60, 0x7fc0
  v_mov_b32 v32, s60
  v_cndmask_b32_e64 v34, v26, v32, s56
  v_bfe_u32 v36, v6, 16, 1
  v_add3_u32 v38, v6, s48, v36
  v_lshrrev_b32 v40, 16, v38
  v_cmp_u_f32_e64 s0, v6, v6
  v_mov_b32 v44, s60
  v_cndmask_b32_e64 v46, v40, v44, s0
  v_bfe_u32 v2, v8, 16, 1
  v_add3_u32 v2, v8, s48, v2
  v_lshrrev_b32 v2, 16, v2
  v_cmp_u_f32_e64 s0, v8, v8
  v_mov_b32 v3, s60
  v_cndmask_b32_e64 v2, v2, v3, s0
  v_bfe_u32 v3, v11, 16, 1
  v_add3_u32 v3, v11, s48, v3
  v_lshrrev_b32 v3, 16, v3
  v_cmp_u_f32_e64 s6, v11, v11
  v_mov_b32 v5, s60
  v_cndmask_b32_e64 v7, v3, v5, s6
  v_bfe_u32 v9, v12, 16, 1
  s_mov_b32 s22, 0x7fff
  v_add3_u32 v13, v12, s22, v9
  v_lshrrev_b32 v15, 16, v13
  v_cmp_u_f32_e64 s36, v12, v12
  s_mov_b32 s48, 0x7fc0
  v_mov_b32 v21, s48
  v_cndmask_b32_e64 v23, v15, v21, s36
  v_bfe_u32 v25, v14, 16, 1
  v_add3_u32 v27, v14, s22, v25
  v_lshrrev_b32 v29, 16, v27
  v_cmp_u_f32_e64 s62, v14, v14
  v_mov_b32 v33, s48
  v_cndmask_b32_e64 v35, v29, v33, s62
  v_bfe_u32 v37, v16, 16, 1
  v_add3_u32 v39, v16, s22, v37
  v_lshrrev_b32 v41, 16, v39
  v_cmp_u_f32_e64 s0, v16, v16
  v_mov_b32 v45, s48
  v_cndmask_b32_e64 v47, v41, v45, s0
  v_bfe_u32 v3, v18, 16, 1
  v_add3_u32 v3, v18, s22, v3
  v_lshrrev_b32 v3, 16, v3
  v_cmp_u_f32_e64 s0, v18, v18
  v_mov_b32 v4, s48
  v_cndmask_b32_e64 v3, v3, v4, s0
  s_and_saveexec_b32 s72, s26
  global_store_b16 v[48:49], v34, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s30
  global_store_b16 v[50:51], v46, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s34
  global_store_b16 v[52:53], v2, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s38
  global_store_b16 v[54:55], v7, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s42
  global_store_b16 v[62:63], v23, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s46
  global_store_b16 v[70:71], v35, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s50
  global_store_b16 v[74:75], v47, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s54
  global_store_b16 v[56:57], v3, off
  s_mov_b32 exec_lo, s72
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mul_i32 s14, s2, 4
  s_mov_b32 s18, 4
  s_mul_hi_i32 s22, s2, s18
  s_add_u32 s26, s40, s14
  s_addc_u32 s27, s41, s22
  s_mov_b32 s30, 0x7f
  v_and_b32 v17, v10, s30
  s_mov_b32 s38, 0
  v_cmp_eq_u32_e64 s42, v17, s38
  v_mov_b32 v76, s26
  v_mov_b32 v77, s27
  s_and_saveexec_b32 s72, s42
  global_store_b32 v[76:77], v0, off
  s_mov_b32 exec_lo, s72
  s_mul_i32 s52, s2, 4
  s_mul_hi_i32 s56, s2, s18
  s_add_u32 s60, s44, s52
  s_addc_u32 s61, s45, s56
  v_and_b32 v32, v10, s30
  v_cmp_eq_u32_e64 s68, v32, s38
  v_mov_b32 v48, s60
  v_mov_b32 v49, s61
  s_and_saveexec_b32 s72, s68
  global_store_b32 v[48:49], v1, off
  s_mov_b32 exec_lo, s72
  s_endpgm
.Llayernorm_bf16_end:
.size layernorm_bf16, .Llayernorm_bf16_end-layernorm_bf16
; 74 SGPRs, 78 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

.rodata
.p2align 6
.amdhsa_kernel layernorm_bf16
  .amdhsa_group_segment_fixed_size 3088
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
  - .name: layernorm_bf16
    .symbol: layernorm_bf16.kd
    .kernarg_segment_size: 76
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 3088
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
