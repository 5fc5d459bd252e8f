.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 5
.text
.globl layernorm_f16
.p2align 8
.type layernorm_f16,@function
layernorm_f16:
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
  s_mov_b32 s4, 3
  v_lshlrev_b32 v38, s4, v34
  s_cmp_ge_u32 s4, 32
  s_cselect_b32 s0, -1, 0
  v_cndmask_b32_e64 v43, v38, 0, s0
  s_mov_b32 s0, 0
  v_add_nc_u32 v47, v43, s0
  s_mov_b32 s0, 1
  v_add_nc_u32 v4, v47, s0
  s_mov_b32 s0, 2
  v_add_nc_u32 v3, v47, s0
  v_add_nc_u32 v1, v47, s4
  s_mov_b32 s4, 4
  v_add_nc_u32 v0, v47, s4
  s_mov_b32 s4, 5
  v_add_nc_u32 v2, v47, s4
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
  v_mul_lo_u32 v28, v12, s0
  v_mul_hi_i32 v30, v12, s0
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc_lo, v50, v28
  v_add_co_ci_u32 v49, vcc_lo, v51, v30, vcc_lo
  v_mul_lo_u32 v36, v14, s0
  v_mul_hi_i32 v38, v14, s0
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc_lo, v52, v36
  v_add_co_ci_u32 v51, vcc_lo, v53, v38, vcc_lo
  s_mov_b32 s0, 2
  v_mul_lo_u32 v46, v16, s0
  v_mul_hi_i32 v5, v16, s0
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc_lo, v54, v46
  v_add_co_ci_u32 v53, vcc_lo, v55, v5, vcc_lo
  v_mul_lo_u32 v5, v18, s0
  v_mul_hi_i32 v8, v18, s0
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc_lo, v56, v5
  v_add_co_ci_u32 v55, vcc_lo, v57, v8, vcc_lo
  v_mul_lo_u32 v5, v20, s0
  v_mul_hi_i32 v8, v20, s0
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v58, vcc_lo, v56, v5
  v_add_co_ci_u32 v59, vcc_lo, v57, v8, vcc_lo
  v_mul_lo_u32 v8, v22, s0
  v_mul_hi_i32 v9, v22, s0
  v_mov_b32 v66, s24
  v_mov_b32 v67, s25
  v_add_co_u32 v68, vcc_lo, v66, v8
  v_add_co_ci_u32 v69, vcc_lo, v67, v9, vcc_lo
  v_mul_lo_u32 v15, v24, s0
  v_mul_hi_i32 v17, v24, s0
  v_mov_b32 v76, s24
  v_mov_b32 v77, s25
  v_add_co_u32 v78, vcc_lo, v76, v15
  v_add_co_ci_u32 v79, vcc_lo, v77, v17, vcc_lo
  v_mul_lo_u32 v23, v26, s0
  v_mul_hi_i32 v25, v26, s0
  v_mov_b32 v60, s24
  v_mov_b32 v61, s25
  v_add_co_u32 v56, vcc_lo, v60, v23
  v_add_co_ci_u32 v57, vcc_lo, v61, v25, vcc_lo
  v_cmp_lt_i32_e64 s62, v47, s52
  v_cmp_lt_i32_e64 s66, v4, s52
  v_cmp_lt_i32_e64 s70, v3, s52
  v_cmp_lt_i32_e64 s10, v1, s52
  v_cmp_lt_i32_e64 s8, v0, s52
  v_cmp_lt_i32_e64 s6, v2, s52
  v_cmp_lt_i32_e64 s4, v6, s52
  v_cmp_lt_i32_e64 s0, v11, s52
  s_mov_b32 s12, 0
  v_mov_b32 v8, s12
  v_mov_b32 v5, v8
  s_and_saveexec_b32 s72, s62
  global_load_u16 v5, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v9, s12
  v_mov_b32 v8, v9
  s_and_saveexec_b32 s72, s66
  global_load_u16 v8, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v13, s12
  v_mov_b32 v9, v13
  s_and_saveexec_b32 s72, s70
  global_load_u16 v9, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v15, s12
  v_mov_b32 v13, v15
  s_and_saveexec_b32 s72, s10
  global_load_u16 v13, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v17, s12
  v_mov_b32 v15, v17
  s_and_saveexec_b32 s72, s8
  global_load_u16 v15, v[58:59], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v19, s12
  v_mov_b32 v17, v19
  s_and_saveexec_b32 s72, s6
  global_load_u16 v17, v[68:69], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v19, s12
  v_mov_b32 v31, v19
  s_and_saveexec_b32 s72, s4
  global_load_u16 v31, v[78:79], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v19, s12
  v_mov_b32 v33, v19
  s_and_saveexec_b32 s72, s0
  global_load_u16 v33, v[56:57], off
  s_mov_b32 exec_lo, s72
  s_waitcnt vmcnt(0)
  v_cvt_f32_f16 v19, v5
  v_cvt_f32_f16 v21, v8
  v_cvt_f32_f16 v23, v9
  v_cvt_f32_f16 v25, v13
  v_cvt_f32_f16 v27, v15
  v_cvt_f32_f16 v28, v17
  v_cvt_f32_f16 v30, v31
  v_cvt_f32_f16 v32, v33
  v_add_f32 v34, v19, v21
  v_add_f32 v36, v34, v23
  v_add_f32 v38, v36, v25
  v_add_f32 v40, v38, v27
  v_add_f32 v42, v40, v28
  v_add_f32 v44, v42, v30
  v_add_f32 v46, v44, v32
  v_xor_b32 v29, 1, v7
  v_lshlrev_b32 v29, 2, v29
  ds_bpermute_b32 v29, v29, v46
  s_waitcnt lgkmcnt(0)
  v_add_f32 v29, v46, v29
  v_xor_b32 v34, 2, v7
  v_lshlrev_b32 v34, 2, v34
  ds_bpermute_b32 v34, v34, v29
  s_waitcnt lgkmcnt(0)
  v_add_f32 v29, v29, v34
  v_xor_b32 v34, 4, v7
  v_lshlrev_b32 v34, 2, v34
  ds_bpermute_b32 v34, v34, v29
  s_waitcnt lgkmcnt(0)
  v_add_f32 v29, v29, v34
  v_xor_b32 v34, 8, v7
  v_lshlrev_b32 v34, 2, v34
  ds_bpermute_b32 v34, v34, v29
  s_waitcnt lgkmcnt(0)
  v_add_f32 v29, v29, v34
  v_xor_b32 v34, 16, v7
  v_lshlrev_b32 v34, 2, v34
  ds_bpermute_b32 v34, v34, v29
  s_waitcnt lgkmcnt(0)
  v_add_f32 v34, v29, v34
  s_mov_b32 s50, 4
  v_mul_lo_u32 v29, v10, s50
  ds_store_b32 v29, v34
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s64, 0xffffff9f
  v_and_b32 v34, v10, s64
  v_mul_lo_u32 v35, v34, s50
  ds_load_b32 v37, v35
  ds_load_b32 v39, v35 offset:128
  ds_load_b32 v41, v35 offset:256
  ds_load_b32 v44, v35 offset:384
  s_waitcnt lgkmcnt(0)
  v_add_f32 v45, v37, v39
  v_add_f32 v34, v41, v44
  v_add_f32 v34, v45, v34
  s_mov_b32 s14, 0x7f
  v_and_b32 v36, v10, s14
  s_mov_b32 s14, 2
  v_lshlrev_b32 v36, s14, v36
  s_cmp_ge_u32 s14, 32
  s_cselect_b32 s16, -1, 0
  v_cndmask_b32_e64 v36, v36, 0, s16
  s_mov_b32 s16, 0
  v_add_nc_u32 v37, v36, s16
  s_mov_b32 s16, 1
  v_add_nc_u32 v39, v37, s16
  v_add_nc_u32 v38, v37, s14
  s_mov_b32 s22, 3
  v_add_nc_u32 v40, v37, s22
  s_mov_b32 s30, 0x200
  v_add_nc_u32 v41, v37, s30
  s_mov_b32 s38, 0x201
  v_add_nc_u32 v42, v37, s38
  s_mov_b32 s46, 0x202
  v_add_nc_u32 v44, v37, s46
  s_mov_b32 s54, 0x203
  v_add_nc_u32 v45, v37, s54
  v_cmp_lt_i32_e64 s64, v37, s52
  v_cmp_lt_i32_e64 s68, v39, s52
  v_cmp_lt_i32_e64 s24, v38, s52
  v_cmp_lt_i32_e64 s22, v40, s52
  v_cmp_lt_i32_e64 s20, v41, s52
  v_cmp_lt_i32_e64 s18, v42, s52
  v_cmp_lt_i32_e64 s16, v44, s52
  v_cmp_lt_i32_e64 s14, v45, s52
  s_mov_b32 s26, 2
  v_mul_lo_u32 v37, v43, s26
  ds_store_b16 v37, v5 offset:512
  ds_store_b16 v37, v8 offset:514
  ds_store_b16 v37, v9 offset:516
  ds_store_b16 v37, v13 offset:518
  ds_store_b16 v37, v15 offset:520
  ds_store_b16 v37, v17 offset:522
  ds_store_b16 v37, v31 offset:524
  ds_store_b16 v37, v33 offset:526
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_mul_lo_u32 v13, v36, s26
  ds_load_u16 v15, v13 offset:512
  ds_load_u16 v17, v13 offset:514
  ds_load_u16 v33, v13 offset:516
  ds_load_u16 v5, v13 offset:518
  ds_load_u16 v8, v13 offset:1536
  ds_load_u16 v9, v13 offset:1538
  ds_load_u16 v31, v13 offset:1540
  ds_load_u16 v13, v13 offset:1542
  s_waitcnt lgkmcnt(0)
  v_cvt_f32_f16 v15, v15
  v_cvt_f32_f16 v17, v17
  v_cvt_f32_f16 v40, v33
  v_cvt_f32_f16 v39, v5
  v_cvt_f32_f16 v38, v8
  v_cvt_f32_f16 v37, v9
  v_cvt_f32_f16 v36, v31
  v_cvt_f32_f16 v33, v13
  v_cvt_f32_i32 v31, s52
  v_div_scale_f32 v41, vcc_lo, v31, v31, v34
  v_div_scale_f32 v42, vcc_lo, v34, v31, v34
  v_rcp_f32 v43, v41
  v_fma_f32 v44, -v41, v43, 0x3f800000
  v_fma_f32 v43, v44, v43, v43
  v_mul_f32 v44, v42, v43
  v_fma_f32 v45, -v41, v44, v42
  v_fma_f32 v5, v45, v43, v44
  v_fma_f32 v8, -v41, v5, v42
  s_nop 3
  v_div_fmas_f32 v5, v8, v43, v5
  v_div_fixup_f32 v5, v5, v31, v34
  v_sub_f32 v13, v15, v5
  v_sub_f32 v17, v17, v5
  v_sub_f32 v40, v40, v5
  v_sub_f32 v39, v39, v5
  v_sub_f32 v34, v38, v5
  v_sub_f32 v15, v37, v5
  v_sub_f32 v9, v36, v5
  v_sub_f32 v8, v33, v5
  s_mov_b32 s26, 0
  v_mov_b32 v33, s26
  v_cndmask_b32_e64 v13, v33, v13, s64
  v_mov_b32 v33, s26
  v_cndmask_b32_e64 v17, v33, v17, s68
  v_mov_b32 v33, s26
  v_cndmask_b32_e64 v33, v33, v40, s24
  v_mov_b32 v36, s26
  v_cndmask_b32_e64 v36, v36, v39, s22
  v_mov_b32 v37, s26
  v_cndmask_b32_e64 v34, v37, v34, s20
  v_mov_b32 v37, s26
  v_cndmask_b32_e64 v37, v37, v15, s18
  v_mov_b32 v38, s26
  v_cndmask_b32_e64 v38, v38, v9, s16
  v_mov_b32 v39, s26
  v_cndmask_b32_e64 v40, v39, v8, s14
  v_mul_f32 v42, v13, v13
  v_mul_f32 v44, v17, v17
  v_mul_f32 v46, v33, v33
  v_mul_f32 v17, v36, v36
  v_mul_f32 v15, v34, v34
  v_mul_f32 v13, v37, v37
  v_mul_f32 v9, v38, v38
  v_mul_f32 v8, v40, v40
  v_add_f32 v33, v42, v44
  v_add_f32 v33, v33, v46
  v_add_f32 v17, v33, v17
  v_add_f32 v15, v17, v15
  v_add_f32 v13, v15, v13
  v_add_f32 v9, v13, v9
  v_add_f32 v8, v9, v8
  v_xor_b32 v9, 1, v7
  v_lshlrev_b32 v13, 2, v9
  ds_bpermute_b32 v13, v13, v8
  s_waitcnt lgkmcnt(0)
  v_add_f32 v15, v8, v13
  v_xor_b32 v17, 2, v7
  v_lshlrev_b32 v33, 2, v17
  ds_bpermute_b32 v33, v33, v15
  s_waitcnt lgkmcnt(0)
  v_add_f32 v33, v15, v33
  v_xor_b32 v34, 4, v7
  v_lshlrev_b32 v34, 2, v34
  ds_bpermute_b32 v34, v34, v33
  s_waitcnt lgkmcnt(0)
  v_add_f32 v33, v33, v34
  v_xor_b32 v34, 8, v7
  v_lshlrev_b32 v36, 2, v34
  ds_bpermute_b32 v37, v36, v33
  s_waitcnt lgkmcnt(0)
  v_add_f32 v39, v33, v37
  v_xor_b32 v41, 16, v7
  v_lshlrev_b32 v43, 2, v41
  ds_bpermute_b32 v45, v43, v39
  s_waitcnt lgkmcnt(0)
  v_add_f32 v7, v39, v45
  ds_store_b32 v29, v7 offset:2560
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  ds_load_b32 v7, v35 offset:2560
  ds_load_b32 v9, v35 offset:2688
  ds_load_b32 v8, v35 offset:2816
  ds_load_b32 v13, v35 offset:2944
  s_waitcnt lgkmcnt(0)
  v_add_f32 v7, v7, v9
  v_add_f32 v8, v8, v13
  v_add_f32 v7, v7, v8
  s_mov_b32 s14, 2
  v_mul_lo_u32 v8, v47, s14
  v_mul_hi_i32 v9, v47, s14
  v_mov_b32 v62, s32
  v_mov_b32 v63, s33
  v_add_co_u32 v64, vcc_lo, v62, v8
  v_add_co_ci_u32 v65, vcc_lo, v63, v9, vcc_lo
  v_mul_lo_u32 v13, v4, s14
  v_mul_hi_i32 v15, v4, s14
  v_mov_b32 v72, s32
  v_mov_b32 v73, s33
  v_add_co_u32 v74, vcc_lo, v72, v13
  v_add_co_ci_u32 v75, vcc_lo, v73, v15, vcc_lo
  v_mul_lo_u32 v29, v3, s14
  v_mul_hi_i32 v33, v3, s14
  v_mov_b32 v50, s32
  v_mov_b32 v51, s33
  v_add_co_u32 v48, vcc_lo, v50, v29
  v_add_co_ci_u32 v49, vcc_lo, v51, v33, vcc_lo
  v_mul_lo_u32 v29, v1, s14
  v_mul_hi_i32 v33, v1, s14
  v_mov_b32 v52, s32
  v_mov_b32 v53, s33
  v_add_co_u32 v50, vcc_lo, v52, v29
  v_add_co_ci_u32 v51, vcc_lo, v53, v33, vcc_lo
  v_mul_lo_u32 v36, v0, s14
  v_mul_hi_i32 v38, v0, s14
  v_mov_b32 v54, s32
  v_mov_b32 v55, s33
  v_add_co_u32 v52, vcc_lo, v54, v36
  v_add_co_ci_u32 v53, vcc_lo, v55, v38, vcc_lo
  v_mul_lo_u32 v44, v2, s14
  v_mul_hi_i32 v46, v2, s14
  v_mov_b32 v56, s32
  v_mov_b32 v57, s33
  v_add_co_u32 v54, vcc_lo, v56, v44
  v_add_co_ci_u32 v55, vcc_lo, v57, v46, vcc_lo
  s_mov_b32 s14, 2
  v_mul_lo_u32 v8, v6, s14
  v_mul_hi_i32 v9, v6, s14
  v_mov_b32 v58, s32
  v_mov_b32 v59, s33
  v_add_co_u32 v56, vcc_lo, v58, v8
  v_add_co_ci_u32 v57, vcc_lo, v59, v9, vcc_lo
  v_mul_lo_u32 v8, v11, s14
  v_mul_hi_i32 v9, v11, s14
  v_mov_b32 v60, s32
  v_mov_b32 v61, s33
  v_add_co_u32 v58, vcc_lo, v60, v8
  v_add_co_ci_u32 v59, vcc_lo, v61, v9, vcc_lo
  v_mov_b32 v9, s12
  v_mov_b32 v8, v9
  s_and_saveexec_b32 s72, s62
  global_load_u16 v8, v[64:65], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v15, s12
  v_mov_b32 v13, v15
  s_and_saveexec_b32 s72, s66
  global_load_u16 v13, v[74:75], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v29, s12
  v_mov_b32 v17, v29
  s_and_saveexec_b32 s72, s70
  global_load_u16 v17, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v33, s12
  v_mov_b32 v29, v33
  s_and_saveexec_b32 s72, s10
  global_load_u16 v29, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v34, s12
  v_mov_b32 v33, v34
  s_and_saveexec_b32 s72, s8
  global_load_u16 v33, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v35, s12
  v_mov_b32 v34, v35
  s_and_saveexec_b32 s72, s6
  global_load_u16 v34, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v36, s12
  v_mov_b32 v35, v36
  s_and_saveexec_b32 s72, s4
  global_load_u16 v35, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v37, s12
  v_mov_b32 v36, v37
  s_and_saveexec_b32 s72, s0
  global_load_u16 v36, v[58:59], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s14, 2
  v_mul_lo_u32 v41, v47, s14
  v_mul_hi_i32 v43, v47, s14
  v_mov_b32 v50, s36
  v_mov_b32 v51, s37
  v_add_co_u32 v48, vcc_lo, v50, v41
  v_add_co_ci_u32 v49, vcc_lo, v51, v43, vcc_lo
  v_mul_lo_u32 v9, v4, s14
  v_mul_hi_i32 v4, v4, s14
  v_mov_b32 v52, s36
  v_mov_b32 v53, s37
  v_add_co_u32 v50, vcc_lo, v52, v9
  v_add_co_ci_u32 v51, vcc_lo, v53, v4, vcc_lo
  v_mul_lo_u32 v4, v3, s14
  v_mul_hi_i32 v3, v3, s14
  v_mov_b32 v54, s36
  v_mov_b32 v55, s37
  v_add_co_u32 v52, vcc_lo, v54, v4
  v_add_co_ci_u32 v53, vcc_lo, v55, v3, vcc_lo
  v_mul_lo_u32 v3, v1, s14
  v_mul_hi_i32 v4, v1, s14
  v_mov_b32 v60, s36
  v_mov_b32 v61, s37
  v_add_co_u32 v62, vcc_lo, v60, v3
  v_add_co_ci_u32 v63, vcc_lo, v61, v4, vcc_lo
  v_mul_lo_u32 v15, v0, s14
  v_mul_hi_i32 v37, v0, s14
  v_mov_b32 v70, s36
  v_mov_b32 v71, s37
  v_add_co_u32 v72, vcc_lo, v70, v15
  v_add_co_ci_u32 v73, vcc_lo, v71, v37, vcc_lo
  v_mul_lo_u32 v37, v2, s14
  v_mul_hi_i32 v38, v2, s14
  v_mov_b32 v80, s36
  v_mov_b32 v81, s37
  v_add_co_u32 v54, vcc_lo, v80, v37
  v_add_co_ci_u32 v55, vcc_lo, v81, v38, vcc_lo
  s_mov_b32 s52, 2
  v_mul_lo_u32 v37, v6, s52
  v_mul_hi_i32 v38, v6, s52
  v_mov_b32 v58, s36
  v_mov_b32 v59, s37
  v_add_co_u32 v56, vcc_lo, v58, v37
  v_add_co_ci_u32 v57, vcc_lo, v59, v38, vcc_lo
  v_mul_lo_u32 v37, v11, s52
  v_mul_hi_i32 v38, v11, s52
  v_mov_b32 v60, s36
  v_mov_b32 v61, s37
  v_add_co_u32 v58, vcc_lo, v60, v37
  v_add_co_ci_u32 v59, vcc_lo, v61, v38, vcc_lo
  v_mov_b32 v46, s12
  v_mov_b32 v45, v46
  s_and_saveexec_b32 s72, s62
  global_load_u16 v45, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v1, s12
  v_mov_b32 v0, v1
  s_and_saveexec_b32 s72, s66
  global_load_u16 v0, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v2, s12
  v_mov_b32 v1, v2
  s_and_saveexec_b32 s72, s70
  global_load_u16 v1, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v3, s12
  v_mov_b32 v2, v3
  s_and_saveexec_b32 s72, s10
  global_load_u16 v2, v[62:63], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v4, s12
  v_mov_b32 v3, v4
  s_and_saveexec_b32 s72, s8
  global_load_u16 v3, v[72:73], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v6, s12
  v_mov_b32 v4, v6
  s_and_saveexec_b32 s72, s6
  global_load_u16 v4, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v9, s12
  v_mov_b32 v6, v9
  s_and_saveexec_b32 s72, s4
  global_load_u16 v6, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v15, s12
  v_mov_b32 v11, v15
  s_and_saveexec_b32 s72, s0
  global_load_u16 v11, v[58:59], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s26, 2
  v_mul_lo_u32 v15, v12, s26
  v_mul_hi_i32 v37, v12, s26
  v_mov_b32 v76, s28
  v_mov_b32 v77, s29
  v_add_co_u32 v78, vcc_lo, v76, v15
  v_add_co_ci_u32 v79, vcc_lo, v77, v37, vcc_lo
  v_mul_lo_u32 v37, v14, s26
  v_mul_hi_i32 v38, v14, s26
  v_mov_b32 v50, s28
  v_mov_b32 v51, s29
  v_add_co_u32 v48, vcc_lo, v50, v37
  v_add_co_ci_u32 v49, vcc_lo, v51, v38, vcc_lo
  v_mul_lo_u32 v37, v16, s26
  v_mul_hi_i32 v38, v16, s26
  v_mov_b32 v52, s28
  v_mov_b32 v53, s29
  v_add_co_u32 v50, vcc_lo, v52, v37
  v_add_co_ci_u32 v51, vcc_lo, v53, v38, vcc_lo
  v_mul_lo_u32 v39, v18, s26
  v_mul_hi_i32 v41, v18, s26
  v_mov_b32 v54, s28
  v_mov_b32 v55, s29
  v_add_co_u32 v52, vcc_lo, v54, v39
  v_add_co_ci_u32 v53, vcc_lo, v55, v41, vcc_lo
  v_mul_lo_u32 v47, v20, s26
  v_mul_hi_i32 v9, v20, s26
  v_mov_b32 v56, s28
  v_mov_b32 v57, s29
  v_add_co_u32 v54, vcc_lo, v56, v47
  v_add_co_ci_u32 v55, vcc_lo, v57, v9, vcc_lo
  v_mul_lo_u32 v9, v22, s26
  v_mul_hi_i32 v12, v22, s26
  v_mov_b32 v58, s28
  v_mov_b32 v59, s29
  v_add_co_u32 v56, vcc_lo, v58, v9
  v_add_co_ci_u32 v57, vcc_lo, v59, v12, vcc_lo
  s_mov_b32 s12, 2
  v_mul_lo_u32 v9, v24, s12
  v_mul_hi_i32 v12, v24, s12
  v_mov_b32 v60, s28
  v_mov_b32 v61, s29
  v_add_co_u32 v62, vcc_lo, v60, v9
  v_add_co_ci_u32 v63, vcc_lo, v61, v12, vcc_lo
  v_mul_lo_u32 v12, v26, s12
  v_mul_hi_i32 v14, v26, s12
  v_mov_b32 v70, s28
  v_mov_b32 v71, s29
  v_add_co_u32 v72, vcc_lo, v70, v12
  v_add_co_ci_u32 v73, vcc_lo, v71, v14, vcc_lo
  v_sub_f32 v18, v19, v5
  v_sub_f32 v20, v21, v5
  v_sub_f32 v22, v23, v5
  v_sub_f32 v24, v25, v5
  v_sub_f32 v26, v27, v5
  v_sub_f32 v28, v28, v5
  v_sub_f32 v30, v30, v5
  v_sub_f32 v32, v32, v5
  s_mov_b32 s68, 0
  v_mov_b32 v37, s68
  v_cndmask_b32_e64 v38, v37, v18, s62
  v_mov_b32 v40, s68
  v_cndmask_b32_e64 v42, v40, v20, s66
  v_mov_b32 v44, s68
  v_cndmask_b32_e64 v46, v44, v22, s70
  v_mov_b32 v9, s68
  v_cndmask_b32_e64 v9, v9, v24, s10
  v_mov_b32 v12, s68
  v_cndmask_b32_e64 v12, v12, v26, s8
  v_mov_b32 v14, s68
  v_cndmask_b32_e64 v14, v14, v28, s6
  v_mov_b32 v15, s68
  v_cndmask_b32_e64 v15, v15, v30, s4
  v_mov_b32 v16, s68
  v_cndmask_b32_e64 v16, v16, v32, s0
  v_div_scale_f32 v18, vcc_lo, v31, v31, v7
  v_div_scale_f32 v19, vcc_lo, v7, v31, v7
  v_rcp_f32 v20, v18
  v_fma_f32 v21, -v18, v20, 0x3f800000
  v_fma_f32 v20, v21, v20, v20
  v_mul_f32 v21, v19, v20
  v_fma_f32 v22, -v18, v21, v19
  v_fma_f32 v21, v22, v20, v21
  v_fma_f32 v22, -v18, v21, v19
  s_nop 3
  v_div_fmas_f32 v23, v22, v20, v21
  v_div_fixup_f32 v25, v23, v31, v7
  v_add_f32 v27, v25, s56
  v_cmp_class_f32_e64 s58, v27, 0x90
  s_mov_b32 s64, 0x3f800000
  s_mov_b32 s68, 0x4b800000
  v_mov_b32 v37, s68
  v_mov_b32 v39, s64
  v_cndmask_b32_e64 v39, v39, v37, s58
  v_mul_f32 v41, v27, v39
  v_rsq_f32 v43, v41
  s_mov_b32 s12, 0x45800000
  v_mov_b32 v47, s12
  v_mov_b32 v7, s64
  v_cndmask_b32_e64 v7, v7, v47, s58
  v_mul_f32 v7, v43, v7
  v_mul_f32 v22, v38, v7
  v_mul_f32 v21, v42, v7
  v_mul_f32 v20, v46, v7
  v_mul_f32 v19, v9, v7
  v_mul_f32 v18, v12, v7
  v_mul_f32 v14, v14, v7
  v_mul_f32 v12, v15, v7
  v_mul_f32 v9, v16, v7
  s_waitcnt vmcnt(0)
  v_cvt_f32_f16 v8, v8
  v_cvt_f32_f16 v26, v13
  v_cvt_f32_f16 v13, v17
  v_cvt_f32_f16 v15, v29
  v_cvt_f32_f16 v16, v33
  v_cvt_f32_f16 v27, v34
  v_cvt_f32_f16 v25, v35
  v_cvt_f32_f16 v23, v36
  v_mul_f32 v24, v22, v8
  v_mul_f32 v26, v21, v26
  v_mul_f32 v28, v20, v13
  v_mul_f32 v30, v19, v15
  v_mul_f32 v32, v18, v16
  v_mul_f32 v34, v14, v27
  v_mul_f32 v36, v12, v25
  v_mul_f32 v38, v9, v23
  v_cvt_f32_f16 v40, v45
  v_cvt_f32_f16 v42, v0
  v_cvt_f32_f16 v44, v1
  v_cvt_f32_f16 v46, v2
  v_cvt_f32_f16 v1, v3
  v_cvt_f32_f16 v3, v4
  v_cvt_f32_f16 v6, v6
  v_cvt_f32_f16 v8, v11
  v_add_f32 v9, v24, v40
  v_add_f32 v4, v26, v42
  v_add_f32 v2, v28, v44
  v_add_f32 v0, v30, v46
  v_add_f32 v1, v32, v1
  v_add_f32 v3, v34, v3
  v_add_f32 v6, v36, v6
  v_add_f32 v8, v38, v8
  v_cvt_f16_f32 v9, v9
  v_cvt_f16_f32 v11, v4
  v_cvt_f16_f32 v13, v2
  v_cvt_f16_f32 v15, v0
  v_cvt_f16_f32 v17, v1
  v_cvt_f16_f32 v19, v3
  v_cvt_f16_f32 v21, v6
  v_cvt_f16_f32 v23, v8
  s_and_saveexec_b32 s72, s62
  global_store_b16 v[78:79], v9, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s66
  global_store_b16 v[48:49], v11, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s70
  global_store_b16 v[50:51], v13, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s10
  global_store_b16 v[52:53], v15, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s8
  global_store_b16 v[54:55], v17, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s6
  global_store_b16 v[56:57], v19, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s4
  global_store_b16 v[62:63], v21, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s0
  global_store_b16 v[72:73], v23, off
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
  global_store_b32 v[48:49], v5, off
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
  global_store_b32 v[48:49], v7, off
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
