.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 5
.text
.globl layernorm_f16
.p2align 8
.type layernorm_f16,@function
layernorm_f16:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v19, 31, v0
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
  v_lshlrev_b32 v32, 3, v30
  s_cmp_ge_u32 3, 32
  s_cselect_b32 s70, -1, 0
  v_cndmask_b32_e64 v37, v32, 0, s70
  v_add_nc_u32 v39, v37, 0
  v_add_nc_u32 v41, v39, 1
  v_add_nc_u32 v43, v39, 2
  v_add_nc_u32 v45, v39, 3
  v_add_nc_u32 v47, v39, 4
  v_add_nc_u32 v11, v39, 5
  v_add_nc_u32 v10, v39, 6
  v_add_nc_u32 v9, v39, 7
  v_add_nc_u32 v7, s56, v39
  v_add_nc_u32 v5, s56, v41
  v_add_nc_u32 v3, s56, v43
  v_add_nc_u32 v1, s56, v45
  v_add_nc_u32 v0, s56, v47
  v_add_nc_u32 v2, s56, v11
  v_add_nc_u32 v4, s56, v10
  v_add_nc_u32 v6, s56, v9
  v_lshlrev_b32 v12, 1, v7
  v_ashrrev_i32 v13, 31, v7
  v_add_co_u32 v66, vcc_lo, s20, v12
  v_add_co_ci_u32 v67, vcc_lo, s21, v13, vcc_lo
  v_lshlrev_b32 v14, 1, v5
  v_ashrrev_i32 v16, 31, v5
  v_add_co_u32 v70, vcc_lo, s20, v14
  v_add_co_ci_u32 v71, vcc_lo, s21, v16, vcc_lo
  v_lshlrev_b32 v20, 1, v3
  v_ashrrev_i32 v22, 31, v3
  v_add_co_u32 v48, vcc_lo, s20, v20
  v_add_co_ci_u32 v49, vcc_lo, s21, v22, vcc_lo
  v_lshlrev_b32 v26, 1, v1
  v_ashrrev_i32 v28, 31, v1
  v_add_co_u32 v50, vcc_lo, s20, v26
  v_add_co_ci_u32 v51, vcc_lo, s21, v28, vcc_lo
  v_lshlrev_b32 v32, 1, v0
  v_ashrrev_i32 v34, 31, v0
  v_add_co_u32 v52, vcc_lo, s20, v32
  v_add_co_ci_u32 v53, vcc_lo, s21, v34, vcc_lo
  v_lshlrev_b32 v38, 1, v2
  v_ashrrev_i32 v40, 31, v2
  v_add_co_u32 v54, vcc_lo, s20, v38
  v_add_co_ci_u32 v55, vcc_lo, s21, v40, vcc_lo
  v_lshlrev_b32 v44, 1, v4
  v_ashrrev_i32 v46, 31, v4
  v_add_co_u32 v56, vcc_lo, s20, v44
  v_add_co_ci_u32 v57, vcc_lo, s21, v46, vcc_lo
  v_lshlrev_b32 v12, 1, v6
  v_ashrrev_i32 v13, 31, v6
  v_add_co_u32 v58, vcc_lo, s20, v12
  v_add_co_ci_u32 v59, vcc_lo, s21, v13, vcc_lo
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
  v_mov_b32 v18, v12
  s_and_saveexec_b32 s72, s16
  global_load_u16 v18, v[66:67], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v16, s18
  v_mov_b32 v20, v16
  s_and_saveexec_b32 s72, s12
  global_load_u16 v20, v[70:71], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v21, s18
  v_mov_b32 v23, v21
  s_and_saveexec_b32 s72, s8
  global_load_u16 v23, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v25, s18
  v_mov_b32 v24, v25
  s_and_saveexec_b32 s72, s0
  global_load_u16 v24, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v29, s18
  v_mov_b32 v28, v29
  s_and_saveexec_b32 s72, s4
  global_load_u16 v28, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v33, s18
  v_mov_b32 v32, v33
  s_and_saveexec_b32 s72, s6
  global_load_u16 v32, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v38, s18
  v_mov_b32 v36, v38
  s_and_saveexec_b32 s72, s10
  global_load_u16 v36, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v42, s18
  v_mov_b32 v40, v42
  s_and_saveexec_b32 s72, s14
  global_load_u16 v40, v[58:59], off
  s_mov_b32 exec_lo, s72
  s_waitcnt vmcnt(0)
  v_cvt_f32_f16 v44, v18
  v_cvt_f32_f16 v46, v20
  v_cvt_f32_f16 v17, v23
  v_cvt_f32_f16 v16, v24
  v_cvt_f32_f16 v15, v28
  v_cvt_f32_f16 v14, v32
  v_cvt_f32_f16 v13, v36
  v_cvt_f32_f16 v12, v40
  v_add_f32 v21, v44, v46
  v_add_f32 v21, v21, v17
  v_add_f32 v21, v21, v16
  v_add_f32 v21, v21, v15
  v_add_f32 v21, v21, v14
  v_add_f32 v21, v21, v13
  v_add_f32 v21, v21, v12
  v_xor_b32 v22, 1, v19
  v_lshlrev_b32 v22, 2, v22
  ds_bpermute_b32 v22, v22, v21
  s_waitcnt lgkmcnt(0)
  v_add_f32 v21, v21, v22
  v_xor_b32 v22, 2, v19
  v_lshlrev_b32 v22, 2, v22
  ds_bpermute_b32 v22, v22, v21
  s_waitcnt lgkmcnt(0)
  v_add_f32 v25, v21, v22
  v_xor_b32 v26, 4, v19
  v_lshlrev_b32 v29, 2, v26
  ds_bpermute_b32 v30, v29, v25
  s_waitcnt lgkmcnt(0)
  v_add_f32 v33, v25, v30
  v_xor_b32 v34, 8, v19
  v_lshlrev_b32 v38, 2, v34
  ds_bpermute_b32 v38, v38, v33
  s_waitcnt lgkmcnt(0)
  v_add_f32 v42, v33, v38
  v_xor_b32 v21, 16, v19
  v_lshlrev_b32 v21, 2, v21
  ds_bpermute_b32 v21, v21, v42
  s_waitcnt lgkmcnt(0)
  v_add_f32 v21, v42, v21
  v_mul_lo_u32 v22, v8, 4
  ds_store_b32 v22, v21
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_and_b32 v21, v8, 0xffffff9f
  v_mul_lo_u32 v21, v21, 4
  ds_load_b32 v25, v21
  ds_load_b32 v27, v21 offset:128
  ds_load_b32 v26, v21 offset:256
  ds_load_b32 v29, v21 offset:384
  s_waitcnt lgkmcnt(0)
  v_add_f32 v25, v25, v27
  v_add_f32 v26, v26, v29
  v_add_f32 v25, v25, v26
  v_and_b32 v26, v8, 0x7f
  v_lshlrev_b32 v26, 2, v26
  s_cmp_ge_u32 2, 32
  s_cselect_b32 s30, -1, 0
  v_cndmask_b32_e64 v26, v26, 0, s30
  v_add_nc_u32 v38, v26, 0
  v_add_nc_u32 v35, v38, 1
  v_add_nc_u32 v34, v38, 2
  v_add_nc_u32 v31, v38, 3
  v_add_nc_u32 v27, v38, 0x200
  v_add_nc_u32 v29, v38, 0x201
  v_add_nc_u32 v30, v38, 0x202
  v_add_nc_u32 v33, v38, 0x203
  v_cmp_lt_i32_e64 s68, v38, s48
  v_cmp_lt_i32_e64 s42, v35, s48
  v_cmp_lt_i32_e64 s38, v34, s48
  v_cmp_lt_i32_e64 s34, v31, s48
  v_cmp_lt_i32_e64 s30, v27, s48
  v_cmp_lt_i32_e64 s26, v29, s48
  v_cmp_lt_i32_e64 s22, v30, s48
  v_cmp_lt_i32_e64 s20, v33, s48
  v_mul_lo_u32 v27, v37, 2
  v_lshrrev_b32 v29, 11, v27
  s_cmp_ge_u32 11, 32
  s_cselect_b32 s44, -1, 0
  v_cndmask_b32_e64 v29, v29, 0, s44
  v_mul_lo_u32 v29, v29, 4
  v_add_nc_u32 v27, v27, v29
  ds_store_b16 v27, v18 offset:512
  ds_store_b16 v27, v20 offset:514
  ds_store_b16 v27, v23 offset:516
  ds_store_b16 v27, v24 offset:518
  ds_store_b16 v27, v28 offset:520
  ds_store_b16 v27, v32 offset:522
  ds_store_b16 v27, v36 offset:524
  ds_store_b16 v27, v40 offset:526
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_mul_lo_u32 v18, v26, 2
  v_lshrrev_b32 v20, 11, v18
  s_cmp_ge_u32 11, 32
  s_cselect_b32 s44, -1, 0
  v_cndmask_b32_e64 v20, v20, 0, s44
  v_mul_lo_u32 v20, v20, 4
  v_add_nc_u32 v20, v18, v20
  ds_load_u16 v23, v20 offset:512
  ds_load_u16 v24, v20 offset:514
  ds_load_u16 v26, v20 offset:516
  ds_load_u16 v28, v20 offset:518
  ds_load_u16 v30, v20 offset:1536
  ds_load_u16 v32, v20 offset:1538
  ds_load_u16 v34, v20 offset:1540
  ds_load_u16 v36, v20 offset:1542
  s_waitcnt lgkmcnt(0)
  v_cvt_f32_f16 v38, v23
  v_cvt_f32_f16 v40, v24
  v_cvt_f32_f16 v42, v26
  v_cvt_f32_f16 v28, v28
  v_cvt_f32_f16 v27, v30
  v_cvt_f32_f16 v26, v32
  v_cvt_f32_f16 v24, v34
  v_cvt_f32_f16 v23, v36
  v_cvt_f32_i32 v20, s48
  v_div_scale_f32 v18, vcc_lo, v20, v20, v25
  v_div_scale_f32 v29, vcc_lo, v25, v20, v25
  v_rcp_f32 v30, v18
  v_fma_f32 v31, -v18, v30, 0x3f800000
  v_fma_f32 v30, v31, v30, v30
  v_mul_f32 v31, v29, v30
  v_fma_f32 v32, -v18, v31, v29
  v_fma_f32 v31, v32, v30, v31
  v_fma_f32 v18, -v18, v31, v29
  s_nop 3
  v_div_fmas_f32 v18, v18, v30, v31
  v_div_fixup_f32 v18, v18, v20, v25
  v_sub_f32 v31, v38, v18
  v_sub_f32 v33, v40, v18
  v_sub_f32 v32, v42, v18
  v_sub_f32 v30, v28, v18
  v_sub_f32 v28, v27, v18
  v_sub_f32 v25, v26, v18
  v_sub_f32 v27, v24, v18
  v_sub_f32 v29, v23, v18
  v_cndmask_b32_e64 v31, 0, v31, s68
  v_cndmask_b32_e64 v33, 0, v33, s42
  v_cndmask_b32_e64 v35, 0, v32, s38
  v_cndmask_b32_e64 v37, 0, v30, s34
  v_cndmask_b32_e64 v40, 0, v28, s30
  v_cndmask_b32_e64 v42, 0, v25, s26
  v_cndmask_b32_e64 v25, 0, v27, s22
  v_cndmask_b32_e64 v24, 0, v29, s20
  v_mul_f32 v23, v31, v31
  v_mul_f32 v30, v33, v33
  v_mul_f32 v29, v35, v35
  v_mul_f32 v28, v37, v37
  v_mul_f32 v27, v40, v40
  v_mul_f32 v26, v42, v42
  v_mul_f32 v25, v25, v25
  v_mul_f32 v24, v24, v24
  v_add_f32 v23, v23, v30
  v_add_f32 v23, v23, v29
  v_add_f32 v23, v23, v28
  v_add_f32 v23, v23, v27
  v_add_f32 v23, v23, v26
  v_add_f32 v23, v23, v25
  v_add_f32 v23, v23, v24
  v_xor_b32 v24, 1, v19
  v_lshlrev_b32 v24, 2, v24
  ds_bpermute_b32 v24, v24, v23
  s_waitcnt lgkmcnt(0)
  v_add_f32 v23, v23, v24
  v_xor_b32 v24, 2, v19
  v_lshlrev_b32 v24, 2, v24
  ds_bpermute_b32 v26, v24, v23
  s_waitcnt lgkmcnt(0)
  v_add_f32 v28, v23, v26
  v_xor_b32 v30, 4, v19
  v_lshlrev_b32 v32, 2, v30
  ds_bpermute_b32 v34, v32, v28
  s_waitcnt lgkmcnt(0)
  v_add_f32 v36, v28, v34
  v_xor_b32 v38, 8, v19
  v_lshlrev_b32 v40, 2, v38
  ds_bpermute_b32 v42, v40, v36
  s_waitcnt lgkmcnt(0)
  v_add_f32 v23, v36, v42
  v_xor_b32 v19, 16, v19
  v_lshlrev_b32 v19, 2, v19
  ds_bpermute_b32 v19, v19, v23
  s_waitcnt lgkmcnt(0)
  v_add_f32 v19, v23, v19
  ds_store_b32 v22, v19 offset:2576
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  ds_load_b32 v19, v21 offset:2576
  ds_load_b32 v23, v21 offset:2704
  ds_load_b32 v22, v21 offset:2832
  ds_load_b32 v21, v21 offset:2960
  s_waitcnt lgkmcnt(0)
  v_add_f32 v19, v19, v23
  v_add_f32 v21, v22, v21
  v_add_f32 v19, v19, v21
  v_lshlrev_b32 v21, 1, v39
  v_ashrrev_i32 v22, 31, v39
  v_add_co_u32 v64, vcc_lo, s28, v21
  v_add_co_ci_u32 v65, vcc_lo, s29, v22, vcc_lo
  v_lshlrev_b32 v21, 1, v41
  v_ashrrev_i32 v22, 31, v41
  v_add_co_u32 v68, vcc_lo, s28, v21
  v_add_co_ci_u32 v69, vcc_lo, s29, v22, vcc_lo
  v_lshlrev_b32 v21, 1, v43
  v_ashrrev_i32 v22, 31, v43
  v_add_co_u32 v74, vcc_lo, s28, v21
  v_add_co_ci_u32 v75, vcc_lo, s29, v22, vcc_lo
  v_lshlrev_b32 v25, 1, v45
  v_ashrrev_i32 v27, 31, v45
  v_add_co_u32 v48, vcc_lo, s28, v25
  v_add_co_ci_u32 v49, vcc_lo, s29, v27, vcc_lo
  v_lshlrev_b32 v31, 1, v47
  v_ashrrev_i32 v33, 31, v47
  v_add_co_u32 v50, vcc_lo, s28, v31
  v_add_co_ci_u32 v51, vcc_lo, s29, v33, vcc_lo
  v_lshlrev_b32 v37, 1, v11
  v_ashrrev_i32 v40, 31, v11
  v_add_co_u32 v52, vcc_lo, s28, v37
  v_add_co_ci_u32 v53, vcc_lo, s29, v40, vcc_lo
  v_lshlrev_b32 v21, 1, v10
  v_ashrrev_i32 v22, 31, v10
  v_add_co_u32 v54, vcc_lo, s28, v21
  v_add_co_ci_u32 v55, vcc_lo, s29, v22, vcc_lo
  v_lshlrev_b32 v21, 1, v9
  v_ashrrev_i32 v22, 31, v9
  v_add_co_u32 v56, vcc_lo, s28, v21
  v_add_co_ci_u32 v57, vcc_lo, s29, v22, vcc_lo
  v_mov_b32 v22, s18
  v_mov_b32 v21, v22
  s_and_saveexec_b32 s72, s16
  global_load_u16 v21, v[64:65], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v23, s18
  v_mov_b32 v22, v23
  s_and_saveexec_b32 s72, s12
  global_load_u16 v22, v[68:69], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v24, s18
  v_mov_b32 v23, v24
  s_and_saveexec_b32 s72, s8
  global_load_u16 v23, v[74:75], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v25, s18
  v_mov_b32 v24, v25
  s_and_saveexec_b32 s72, s0
  global_load_u16 v24, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v26, s18
  v_mov_b32 v25, v26
  s_and_saveexec_b32 s72, s4
  global_load_u16 v25, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v27, s18
  v_mov_b32 v26, v27
  s_and_saveexec_b32 s72, s6
  global_load_u16 v26, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v28, s18
  v_mov_b32 v27, v28
  s_and_saveexec_b32 s72, s10
  global_load_u16 v27, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v29, s18
  v_mov_b32 v28, v29
  s_and_saveexec_b32 s72, s14
  global_load_u16 v28, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_lshlrev_b32 v29, 1, v39
  v_ashrrev_i32 v30, 31, v39
  v_add_co_u32 v48, vcc_lo, s32, v29
  v_add_co_ci_u32 v49, vcc_lo, s33, v30, vcc_lo
  v_lshlrev_b32 v30, 1, v41
  v_ashrrev_i32 v32, 31, v41
  v_add_co_u32 v50, vcc_lo, s32, v30
  v_add_co_ci_u32 v51, vcc_lo, s33, v32, vcc_lo
  v_lshlrev_b32 v36, 1, v43
  v_ashrrev_i32 v38, 31, v43
  v_add_co_u32 v52, vcc_lo, s32, v36
  v_add_co_ci_u32 v53, vcc_lo, s33, v38, vcc_lo
  v_lshlrev_b32 v42, 1, v45
  v_ashrrev_i32 v45, 31, v45
  v_add_co_u32 v54, vcc_lo, s32, v42
  v_add_co_ci_u32 v55, vcc_lo, s33, v45, vcc_lo
  v_lshlrev_b32 v29, 1, v47
  v_ashrrev_i32 v30, 31, v47
  v_add_co_u32 v56, vcc_lo, s32, v29
  v_add_co_ci_u32 v57, vcc_lo, s33, v30, vcc_lo
  v_lshlrev_b32 v29, 1, v11
  v_ashrrev_i32 v11, 31, v11
  v_add_co_u32 v58, vcc_lo, s32, v29
  v_add_co_ci_u32 v59, vcc_lo, s33, v11, vcc_lo
  v_lshlrev_b32 v11, 1, v10
  v_ashrrev_i32 v10, 31, v10
  v_add_co_u32 v60, vcc_lo, s32, v11
  v_add_co_ci_u32 v61, vcc_lo, s33, v10, vcc_lo
  v_lshlrev_b32 v10, 1, v9
  v_ashrrev_i32 v9, 31, v9
  v_add_co_u32 v62, vcc_lo, s32, v10
  v_add_co_ci_u32 v63, vcc_lo, s33, v9, vcc_lo
  v_mov_b32 v11, s18
  v_mov_b32 v10, v11
  s_and_saveexec_b32 s72, s16
  global_load_u16 v10, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v30, s18
  v_mov_b32 v29, v30
  s_and_saveexec_b32 s72, s12
  global_load_u16 v29, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v31, s18
  v_mov_b32 v30, v31
  s_and_saveexec_b32 s72, s8
  global_load_u16 v30, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v32, s18
  v_mov_b32 v31, v32
  s_and_saveexec_b32 s72, s0
  global_load_u16 v31, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v33, s18
  v_mov_b32 v32, v33
  s_and_saveexec_b32 s72, s4
  global_load_u16 v32, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v34, s18
  v_mov_b32 v33, v34
  s_and_saveexec_b32 s72, s6
  global_load_u16 v33, v[58:59], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v35, s18
  v_mov_b32 v34, v35
  s_and_saveexec_b32 s72, s10
  global_load_u16 v34, v[60:61], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v39, s18
  v_mov_b32 v38, v39
  s_and_saveexec_b32 s72, s14
  global_load_u16 v38, v[62:63], off
  s_mov_b32 exec_lo, s72
  v_lshlrev_b32 v41, 1, v7
  v_ashrrev_i32 v43, 31, v7
  v_add_co_u32 v48, vcc_lo, s24, v41
  v_add_co_ci_u32 v49, vcc_lo, s25, v43, vcc_lo
  v_lshlrev_b32 v47, 1, v5
  v_ashrrev_i32 v5, 31, v5
  v_add_co_u32 v50, vcc_lo, s24, v47
  v_add_co_ci_u32 v51, vcc_lo, s25, v5, vcc_lo
  v_lshlrev_b32 v5, 1, v3
  v_ashrrev_i32 v3, 31, v3
  v_add_co_u32 v52, vcc_lo, s24, v5
  v_add_co_ci_u32 v53, vcc_lo, s25, v3, vcc_lo
  v_lshlrev_b32 v3, 1, v1
  v_ashrrev_i32 v1, 31, v1
  v_add_co_u32 v54, vcc_lo, s24, v3
  v_add_co_ci_u32 v55, vcc_lo, s25, v1, vcc_lo
  v_lshlrev_b32 v3, 1, v0
  v_ashrrev_i32 v5, 31, v0
  v_add_co_u32 v60, vcc_lo, s24, v3
  v_add_co_ci_u32 v61, vcc_lo, s25, v5, vcc_lo
  v_lshlrev_b32 v9, 1, v2
  v_ashrrev_i32 v11, 31, v2
  v_add_co_u32 v66, vcc_lo, s24, v9
  v_add_co_ci_u32 v67, vcc_lo, s25, v11, vcc_lo
  v_lshlrev_b32 v35, 1, v4
  v_ashrrev_i32 v36, 31, v4
  v_add_co_u32 v70, vcc_lo, s24, v35
  v_add_co_ci_u32 v71, vcc_lo, s25, v36, vcc_lo
  v_lshlrev_b32 v35, 1, v6
  v_ashrrev_i32 v36, 31, v6
  v_add_co_u32 v56, vcc_lo, s24, v35
  v_add_co_ci_u32 v57, vcc_lo, s25, v36, vcc_lo
  v_sub_f32 v42, v44, v18
  v_sub_f32 v43, v46, v18
  v_sub_f32 v41, v17, v18
  v_sub_f32 v37, v16, v18
  v_sub_f32 v35, v15, v18
  v_sub_f32 v36, v14, v18
  v_sub_f32 v39, v13, v18
  v_sub_f32 v40, v12, v18
  v_cndmask_b32_e64 v42, 0, v42, s16
  v_cndmask_b32_e64 v44, 0, v43, s12
  v_cndmask_b32_e64 v46, 0, v41, s8
  v_cndmask_b32_e64 v4, 0, v37, s0
  v_cndmask_b32_e64 v3, 0, v35, s4
  v_cndmask_b32_e64 v2, 0, v36, s6
  v_cndmask_b32_e64 v1, 0, v39, s10
  v_cndmask_b32_e64 v0, 0, v40, s14
  v_div_scale_f32 v5, vcc_lo, v20, v20, v19
  v_div_scale_f32 v6, vcc_lo, v19, v20, v19
  v_rcp_f32 v7, v5
  v_fma_f32 v9, -v5, v7, 0x3f800000
  v_fma_f32 v7, v9, v7, v7
  v_mul_f32 v9, v6, v7
  v_fma_f32 v11, -v5, v9, v6
  v_fma_f32 v9, v11, v7, v9
  v_fma_f32 v11, -v5, v9, v6
  s_nop 3
  v_div_fmas_f32 v13, v11, v7, v9
  v_div_fixup_f32 v15, v13, v20, v19
  v_add_f32 v17, v15, s52
  v_cmp_class_f32_e64 s38, v17, 0x90
  v_cndmask_b32_e64 v35, 0x3f800000, 0x4b800000, s38
  v_mul_f32 v35, v17, v35
  v_rsq_f32 v35, v35
  v_cndmask_b32_e64 v36, 0x3f800000, 0x45800000, s38
  v_mul_f32 v35, v35, v36
  v_mul_f32 v42, v42, v35
  v_mul_f32 v40, v44, v35
  v_mul_f32 v36, v46, v35
  v_mul_f32 v37, v4, v35
  v_mul_f32 v39, v3, v35
  v_mul_f32 v41, v2, v35
  v_mul_f32 v43, v1, v35
  v_mul_f32 v45, v0, v35
  s_waitcnt vmcnt(0)
  v_cvt_f32_f16 v47, v21
  v_cvt_f32_f16 v2, v22
  v_cvt_f32_f16 v4, v23
  v_cvt_f32_f16 v6, v24
  v_cvt_f32_f16 v7, v25
  v_cvt_f32_f16 v5, v26
  v_cvt_f32_f16 v3, v27
  v_cvt_f32_f16 v1, v28
  v_mul_f32 v0, v42, v47
  v_mul_f32 v2, v40, v2
  v_mul_f32 v4, v36, v4
  v_mul_f32 v6, v37, v6
  v_mul_f32 v9, v39, v7
  v_mul_f32 v11, v41, v5
  v_mul_f32 v12, v43, v3
  v_mul_f32 v14, v45, v1
  v_cvt_f32_f16 v16, v10
  v_cvt_f32_f16 v19, v29
  v_cvt_f32_f16 v20, v30
  v_cvt_f32_f16 v22, v31
  v_cvt_f32_f16 v24, v32
  v_cvt_f32_f16 v26, v33
  v_cvt_f32_f16 v28, v34
  v_cvt_f32_f16 v30, v38
  v_add_f32 v32, v0, v16
  v_add_f32 v34, v2, v19
  v_add_f32 v36, v4, v20
  v_add_f32 v38, v6, v22
  v_add_f32 v40, v9, v24
  v_add_f32 v42, v11, v26
  v_add_f32 v44, v12, v28
  v_add_f32 v46, v14, v30
  v_cvt_f16_f32 v7, v32
  v_cvt_f16_f32 v6, v34
  v_cvt_f16_f32 v5, v36
  v_cvt_f16_f32 v4, v38
  v_cvt_f16_f32 v3, v40
  v_cvt_f16_f32 v2, v42
  v_cvt_f16_f32 v1, v44
  v_cvt_f16_f32 v0, v46
  s_and_saveexec_b32 s72, s16
  global_store_b16 v[48:49], v7, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s12
  global_store_b16 v[50:51], v6, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s8
  global_store_b16 v[52:53], v5, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s0
  global_store_b16 v[54:55], v4, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s4
  global_store_b16 v[60:61], v3, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s6
  global_store_b16 v[66:67], v2, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s10
  global_store_b16 v[70:71], v1, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s14
  global_store_b16 v[56:57], v0, off
  s_mov_b32 exec_lo, s72
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mul_i32 s20, s2, 4
  s_mul_hi_i32 s24, s2, 4
  s_add_u32 s28, s36, s20
  s_addc_u32 s29, s37, s24
  v_and_b32 v16, v8, 0x7f
  v_cmp_eq_u32_e64 s36, v16, 0
  v_mov_b32 v72, s28
  v_mov_b32 v73, s29
  s_and_saveexec_b32 s72, s36
  global_store_b32 v[72:73], v18, off
  s_mov_b32 exec_lo, s72
  s_mul_i32 s46, s2, 4
  s_mul_hi_i32 s50, s2, 4
  s_add_u32 s54, s40, s46
  s_addc_u32 s55, s41, s50
  v_and_b32 v29, v8, 0x7f
  v_cmp_eq_u32_e64 s62, v29, 0
  v_mov_b32 v48, s54
  v_mov_b32 v49, s55
  s_and_saveexec_b32 s72, s62
  global_store_b32 v[48:49], v35, off
  s_mov_b32 exec_lo, s72
  s_endpgm
.Llayernorm_f16_end:
.size layernorm_f16, .Llayernorm_f16_end-layernorm_f16
; 74 SGPRs, 76 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

.rodata
.p2align 6
.amdhsa_kernel layernorm_f16
  .amdhsa_group_segment_fixed_size 3088
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
  - .name: layernorm_f16
    .symbol: layernorm_f16.kd
    .kernarg_segment_size: 76
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 3088
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
