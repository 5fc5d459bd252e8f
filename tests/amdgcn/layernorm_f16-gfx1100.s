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
  v_add_nc_u32 v34, v32, 1
  v_add_nc_u32 v36, v32, 2
  v_add_nc_u32 v38, v32, 3
  v_add_nc_u32 v40, v32, 4
  v_add_nc_u32 v42, v32, 5
  v_add_nc_u32 v44, v32, 6
  v_add_nc_u32 v46, v32, 7
  v_add_nc_u32 v1, s56, v32
  v_lshlrev_b32 v0, 1, v1
  v_ashrrev_i32 v1, 31, v1
  v_add_co_u32 v48, vcc_lo, s20, v0
  v_add_co_ci_u32 v49, vcc_lo, s21, v1, vcc_lo
  v_cmp_lt_i32_e64 s16, v32, s48
  v_cmp_lt_i32_e64 s12, v34, s48
  v_cmp_lt_i32_e64 s8, v36, s48
  v_cmp_lt_i32_e64 s0, v38, s48
  v_cmp_lt_i32_e64 s4, v40, s48
  v_cmp_lt_i32_e64 s6, v42, s48
  v_cmp_lt_i32_e64 s10, v44, s48
  v_cmp_lt_i32_e64 s14, v46, s48
  v_mov_b32 v9, 0
  s_and_saveexec_b32 s58, s16
  global_load_u16 v9, v[48:49], off
  s_mov_b32 exec_lo, s58
  v_mov_b32 v11, 0
  s_and_saveexec_b32 s58, s12
  global_load_u16 v11, v[48:49], off offset:2
  s_mov_b32 exec_lo, s58
  v_mov_b32 v13, 0
  s_and_saveexec_b32 s58, s8
  global_load_u16 v13, v[48:49], off offset:4
  s_mov_b32 exec_lo, s58
  v_mov_b32 v15, 0
  s_and_saveexec_b32 s58, s0
  global_load_u16 v15, v[48:49], off offset:6
  s_mov_b32 exec_lo, s58
  v_mov_b32 v17, 0
  s_and_saveexec_b32 s58, s4
  global_load_u16 v17, v[48:49], off offset:8
  s_mov_b32 exec_lo, s58
  v_mov_b32 v19, 0
  s_and_saveexec_b32 s58, s6
  global_load_u16 v19, v[48:49], off offset:10
  s_mov_b32 exec_lo, s58
  v_mov_b32 v21, 0
  s_and_saveexec_b32 s58, s10
  global_load_u16 v21, v[48:49], off offset:12
  s_mov_b32 exec_lo, s58
  v_mov_b32 v23, 0
  s_and_saveexec_b32 s58, s14
  global_load_u16 v23, v[48:49], off offset:14
  s_mov_b32 exec_lo, s58
  s_waitcnt vmcnt(0)
  v_cvt_f32_f16 v25, v9
  v_cvt_f32_f16 v27, v11
  v_cvt_f32_f16 v29, v13
  v_cvt_f32_f16 v31, v15
  v_cvt_f32_f16 v33, v17
  v_cvt_f32_f16 v35, v19
  v_cvt_f32_f16 v37, v21
  v_cvt_f32_f16 v39, v23
  v_add_f32 v41, v25, v27
  v_add_f32 v43, v41, v29
  v_add_f32 v45, v43, v31
  v_add_f32 v47, v45, v33
  v_add_f32 v2, v47, v35
  v_add_f32 v2, v2, v37
  v_add_f32 v3, v2, v39
  v_xor_b32 v2, 1, v6
  v_lshlrev_b32 v2, 2, v2
  ds_bpermute_b32 v4, v2, v3
  s_waitcnt lgkmcnt(0)
  v_add_f32 v4, v3, v4
  v_xor_b32 v3, 2, v6
  v_lshlrev_b32 v3, 2, v3
  ds_bpermute_b32 v5, v3, v4
  s_waitcnt lgkmcnt(0)
  v_add_f32 v7, v4, v5
  v_xor_b32 v10, 4, v6
  v_lshlrev_b32 v10, 2, v10
  ds_bpermute_b32 v12, v10, v7
  s_waitcnt lgkmcnt(0)
  v_add_f32 v14, v7, v12
  v_xor_b32 v16, 8, v6
  v_lshlrev_b32 v18, 2, v16
  ds_bpermute_b32 v20, v18, v14
  s_waitcnt lgkmcnt(0)
  v_add_f32 v22, v14, v20
  v_xor_b32 v24, 16, v6
  v_lshlrev_b32 v26, 2, v24
  ds_bpermute_b32 v28, v26, v22
  s_waitcnt lgkmcnt(0)
  v_add_f32 v36, v22, v28
  v_mul_lo_u32 v34, v8, 4
  ds_store_b32 v34, v36
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_and_b32 v36, v8, 0xffffff9f
  v_mul_lo_u32 v38, v36, 4
  ds_load_b32 v40, v38
  ds_load_b32 v42, v38 offset:128
  ds_load_b32 v44, v38 offset:256
  ds_load_b32 v46, v38 offset:384
  s_waitcnt lgkmcnt(0)
  v_add_f32 v4, v40, v42
  v_add_f32 v5, v44, v46
  v_add_f32 v4, v4, v5
  v_lshlrev_b32 v5, 2, v30
  v_add_nc_u32 v20, v5, 1
  v_add_nc_u32 v16, v5, 2
  v_add_nc_u32 v14, v5, 3
  v_add_nc_u32 v12, v5, 0x200
  v_add_nc_u32 v8, v5, 0x201
  v_add_nc_u32 v7, v5, 0x202
  v_add_nc_u32 v6, v5, 0x203
  v_cmp_lt_i32_e64 s20, v5, s48
  v_cmp_lt_i32_e64 s18, v20, s48
  v_cmp_lt_i32_e64 s22, v16, s48
  v_cmp_lt_i32_e64 s26, v14, s48
  v_cmp_lt_i32_e64 s30, v12, s48
  v_cmp_lt_i32_e64 s34, v8, s48
  v_cmp_lt_i32_e64 s38, v7, s48
  v_cmp_lt_i32_e64 s42, v6, s48
  v_mul_lo_u32 v24, v32, 2
  v_lshrrev_b32 v28, 11, v24
  v_mul_lo_u32 v28, v28, 4
  v_add_nc_u32 v36, v24, v28
  ds_store_b16 v36, v9 offset:512
  ds_store_b16 v36, v11 offset:514
  ds_store_b16 v36, v13 offset:516
  ds_store_b16 v36, v15 offset:518
  ds_store_b16 v36, v17 offset:520
  ds_store_b16 v36, v19 offset:522
  ds_store_b16 v36, v21 offset:524
  ds_store_b16 v36, v23 offset:526
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_mul_lo_u32 v40, v5, 2
  v_lshrrev_b32 v42, 11, v40
  v_mul_lo_u32 v44, v42, 4
  v_add_nc_u32 v46, v40, v44
  ds_load_u16 v8, v46 offset:512
  ds_load_u16 v6, v46 offset:514
  ds_load_u16 v5, v46 offset:516
  ds_load_u16 v7, v46 offset:518
  ds_load_u16 v9, v46 offset:1536
  ds_load_u16 v11, v46 offset:1538
  ds_load_u16 v13, v46 offset:1540
  ds_load_u16 v12, v46 offset:1542
  s_waitcnt lgkmcnt(0)
  v_cvt_f32_f16 v8, v8
  v_cvt_f32_f16 v6, v6
  v_cvt_f32_f16 v5, v5
  v_cvt_f32_f16 v7, v7
  v_cvt_f32_f16 v9, v9
  v_cvt_f32_f16 v11, v11
  v_cvt_f32_f16 v13, v13
  v_cvt_f32_f16 v15, v12
  v_cvt_f32_i32 v17, s48
  v_div_scale_f32 v19, vcc_lo, v17, v17, v4
  v_div_scale_f32 v21, vcc_lo, v4, v17, v4
  v_rcp_f32 v23, v19
  v_fma_f32 v28, -v19, v23, 0x3f800000
  v_fma_f32 v28, v28, v23, v23
  v_mul_f32 v36, v21, v28
  v_fma_f32 v40, -v19, v36, v21
  v_fma_f32 v36, v40, v28, v36
  v_fma_f32 v40, -v19, v36, v21
  s_nop 3
  v_div_fmas_f32 v40, v40, v28, v36
  v_div_fixup_f32 v40, v40, v17, v4
  v_sub_f32 v41, v8, v40
  v_sub_f32 v43, v6, v40
  v_sub_f32 v45, v5, v40
  v_sub_f32 v47, v7, v40
  v_sub_f32 v5, v9, v40
  v_sub_f32 v4, v11, v40
  v_sub_f32 v6, v13, v40
  v_sub_f32 v8, v15, v40
  v_cndmask_b32_e64 v11, 0, v41, s20
  v_cndmask_b32_e64 v12, 0, v43, s18
  v_cndmask_b32_e64 v9, 0, v45, s22
  v_cndmask_b32_e64 v7, 0, v47, s26
  v_cndmask_b32_e64 v5, 0, v5, s30
  v_cndmask_b32_e64 v4, 0, v4, s34
  v_cndmask_b32_e64 v6, 0, v6, s38
  v_cndmask_b32_e64 v8, 0, v8, s42
  v_mul_f32 v11, v11, v11
  v_mul_f32 v12, v12, v12
  v_mul_f32 v14, v9, v9
  v_mul_f32 v16, v7, v7
  v_mul_f32 v19, v5, v5
  v_mul_f32 v20, v4, v4
  v_mul_f32 v22, v6, v6
  v_mul_f32 v24, v8, v8
  v_add_f32 v28, v11, v12
  v_add_f32 v28, v28, v14
  v_add_f32 v36, v28, v16
  v_add_f32 v36, v36, v19
  v_add_f32 v36, v36, v20
  v_add_f32 v36, v36, v22
  v_add_f32 v41, v36, v24
  ds_bpermute_b32 v42, v2, v41
  s_waitcnt lgkmcnt(0)
  v_add_f32 v42, v41, v42
  ds_bpermute_b32 v44, v3, v42
  s_waitcnt lgkmcnt(0)
  v_add_f32 v46, v42, v44
  ds_bpermute_b32 v2, v10, v46
  s_waitcnt lgkmcnt(0)
  v_add_f32 v2, v46, v2
  ds_bpermute_b32 v3, v18, v2
  s_waitcnt lgkmcnt(0)
  v_add_f32 v2, v2, v3
  ds_bpermute_b32 v3, v26, v2
  s_waitcnt lgkmcnt(0)
  v_add_f32 v2, v2, v3
  ds_store_b32 v34, v2 offset:2576
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  ds_load_b32 v2, v38 offset:2576
  ds_load_b32 v4, v38 offset:2704
  ds_load_b32 v3, v38 offset:2832
  ds_load_b32 v5, v38 offset:2960
  s_waitcnt lgkmcnt(0)
  v_add_f32 v7, v2, v4
  v_add_f32 v9, v3, v5
  v_add_f32 v11, v7, v9
  v_lshlrev_b32 v13, 1, v32
  v_ashrrev_i32 v15, 31, v32
  v_add_co_u32 v50, vcc_lo, s28, v13
  v_add_co_ci_u32 v51, vcc_lo, s29, v15, vcc_lo
  v_mov_b32 v19, 0
  s_and_saveexec_b32 s58, s16
  global_load_u16 v19, v[50:51], off
  s_mov_b32 exec_lo, s58
  v_mov_b32 v21, 0
  s_and_saveexec_b32 s58, s12
  global_load_u16 v21, v[50:51], off offset:2
  s_mov_b32 exec_lo, s58
  v_mov_b32 v23, 0
  s_and_saveexec_b32 s58, s8
  global_load_u16 v23, v[50:51], off offset:4
  s_mov_b32 exec_lo, s58
  v_mov_b32 v26, 0
  s_and_saveexec_b32 s58, s0
  global_load_u16 v26, v[50:51], off offset:6
  s_mov_b32 exec_lo, s58
  v_mov_b32 v28, 0
  s_and_saveexec_b32 s58, s4
  global_load_u16 v28, v[50:51], off offset:8
  s_mov_b32 exec_lo, s58
  v_mov_b32 v36, 0
  s_and_saveexec_b32 s58, s6
  global_load_u16 v36, v[50:51], off offset:10
  s_mov_b32 exec_lo, s58
  v_mov_b32 v32, 0
  s_and_saveexec_b32 s58, s10
  global_load_u16 v32, v[50:51], off offset:12
  s_mov_b32 exec_lo, s58
  v_mov_b32 v34, 0
  s_and_saveexec_b32 s58, s14
  global_load_u16 v34, v[50:51], off offset:14
  s_mov_b32 exec_lo, s58
  v_add_co_u32 v48, vcc_lo, s32, v13
  v_add_co_ci_u32 v49, vcc_lo, s33, v15, vcc_lo
  v_mov_b32 v38, 0
  s_and_saveexec_b32 s58, s16
  global_load_u16 v38, v[48:49], off
  s_mov_b32 exec_lo, s58
  v_mov_b32 v42, 0
  s_and_saveexec_b32 s58, s12
  global_load_u16 v42, v[48:49], off offset:2
  s_mov_b32 exec_lo, s58
  v_mov_b32 v41, 0
  s_and_saveexec_b32 s58, s8
  global_load_u16 v41, v[48:49], off offset:4
  s_mov_b32 exec_lo, s58
  v_mov_b32 v43, 0
  s_and_saveexec_b32 s58, s0
  global_load_u16 v43, v[48:49], off offset:6
  s_mov_b32 exec_lo, s58
  v_mov_b32 v45, 0
  s_and_saveexec_b32 s58, s4
  global_load_u16 v45, v[48:49], off offset:8
  s_mov_b32 exec_lo, s58
  v_mov_b32 v47, 0
  s_and_saveexec_b32 s58, s6
  global_load_u16 v47, v[48:49], off offset:10
  s_mov_b32 exec_lo, s58
  v_mov_b32 v3, 0
  s_and_saveexec_b32 s58, s10
  global_load_u16 v3, v[48:49], off offset:12
  s_mov_b32 exec_lo, s58
  v_mov_b32 v2, 0
  s_and_saveexec_b32 s58, s14
  global_load_u16 v2, v[48:49], off offset:14
  s_mov_b32 exec_lo, s58
  v_add_co_u32 v48, vcc_lo, s24, v0
  v_add_co_ci_u32 v49, vcc_lo, s25, v1, vcc_lo
  v_sub_f32 v8, v25, v40
  v_sub_f32 v9, v27, v40
  v_sub_f32 v7, v29, v40
  v_sub_f32 v1, v31, v40
  v_sub_f32 v0, v33, v40
  v_sub_f32 v5, v35, v40
  v_sub_f32 v4, v37, v40
  v_sub_f32 v6, v39, v40
  v_cndmask_b32_e64 v8, 0, v8, s16
  v_cndmask_b32_e64 v10, 0, v9, s12
  v_cndmask_b32_e64 v12, 0, v7, s8
  v_cndmask_b32_e64 v14, 0, v1, s0
  v_cndmask_b32_e64 v16, 0, v0, s4
  v_cndmask_b32_e64 v18, 0, v5, s6
  v_cndmask_b32_e64 v20, 0, v4, s10
  v_cndmask_b32_e64 v22, 0, v6, s14
  v_div_scale_f32 v24, vcc_lo, v17, v17, v11
  v_div_scale_f32 v27, vcc_lo, v11, v17, v11
  v_rcp_f32 v29, v24
  v_fma_f32 v31, -v24, v29, 0x3f800000
  v_fma_f32 v33, v31, v29, v29
  v_mul_f32 v35, v27, v33
  v_fma_f32 v37, -v24, v35, v27
  v_fma_f32 v39, v37, v33, v35
  v_fma_f32 v44, -v24, v39, v27
  s_nop 3
  v_div_fmas_f32 v44, v44, v33, v39
  v_div_fixup_f32 v44, v44, v17, v11
  v_add_f32 v46, v44, s52
  v_cmp_class_f32_e64 s18, v46, 0x90
  v_cndmask_b32_e64 v0, 0x3f800000, 0x4b800000, s18
  v_mul_f32 v0, v46, v0
  v_rsq_f32 v0, v0
  v_cndmask_b32_e64 v1, 0x3f800000, 0x45800000, s18
  v_mul_f32 v0, v0, v1
  v_mul_f32 v8, v8, v0
  v_mul_f32 v6, v10, v0
  v_mul_f32 v1, v12, v0
  v_mul_f32 v4, v14, v0
  v_mul_f32 v5, v16, v0
  v_mul_f32 v7, v18, v0
  v_mul_f32 v9, v20, v0
  v_mul_f32 v11, v22, v0
  s_waitcnt vmcnt(0)
  v_cvt_f32_f16 v13, v19
  v_cvt_f32_f16 v15, v21
  v_cvt_f32_f16 v17, v23
  v_cvt_f32_f16 v19, v26
  v_cvt_f32_f16 v21, v28
  v_cvt_f32_f16 v23, v36
  v_cvt_f32_f16 v25, v32
  v_cvt_f32_f16 v27, v34
  v_mul_f32 v29, v8, v13
  v_mul_f32 v31, v6, v15
  v_mul_f32 v33, v1, v17
  v_mul_f32 v35, v4, v19
  v_mul_f32 v37, v5, v21
  v_mul_f32 v39, v7, v23
  v_mul_f32 v46, v9, v25
  v_mul_f32 v44, v11, v27
  v_cvt_f32_f16 v10, v38
  v_cvt_f32_f16 v1, v42
  v_cvt_f32_f16 v9, v41
  v_cvt_f32_f16 v4, v43
  v_cvt_f32_f16 v6, v45
  v_cvt_f32_f16 v8, v47
  v_cvt_f32_f16 v7, v3
  v_cvt_f32_f16 v5, v2
  v_add_f32 v3, v29, v10
  v_add_f32 v1, v31, v1
  v_add_f32 v2, v33, v9
  v_add_f32 v4, v35, v4
  v_add_f32 v6, v37, v6
  v_add_f32 v8, v39, v8
  v_add_f32 v10, v46, v7
  v_add_f32 v12, v44, v5
  v_cvt_f16_f32 v14, v3
  v_cvt_f16_f32 v16, v1
  v_cvt_f16_f32 v18, v2
  v_cvt_f16_f32 v20, v4
  v_cvt_f16_f32 v22, v6
  v_cvt_f16_f32 v24, v8
  v_cvt_f16_f32 v26, v10
  v_cvt_f16_f32 v28, v12
  s_and_saveexec_b32 s58, s16
  global_store_b16 v[48:49], v14, off
  s_mov_b32 exec_lo, s58
  s_and_saveexec_b32 s58, s12
  global_store_b16 v[48:49], v16, off offset:2
  s_mov_b32 exec_lo, s58
  s_and_saveexec_b32 s58, s8
  global_store_b16 v[48:49], v18, off offset:4
  s_mov_b32 exec_lo, s58
  s_and_saveexec_b32 s58, s0
  global_store_b16 v[48:49], v20, off offset:6
  s_mov_b32 exec_lo, s58
  s_and_saveexec_b32 s58, s4
  global_store_b16 v[48:49], v22, off offset:8
  s_mov_b32 exec_lo, s58
  s_and_saveexec_b32 s58, s6
  global_store_b16 v[48:49], v24, off offset:10
  s_mov_b32 exec_lo, s58
  s_and_saveexec_b32 s58, s10
  global_store_b16 v[48:49], v26, off offset:12
  s_mov_b32 exec_lo, s58
  s_and_saveexec_b32 s58, s14
  global_store_b16 v[48:49], v28, off offset:14
  s_mov_b32 exec_lo, s58
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mul_i32 s0, s2, 4
  s_mul_hi_i32 s6, s2, 4
  s_add_u32 s4, s36, s0
  s_addc_u32 s5, s37, s6
  v_cmp_eq_u32_e64 s0, v30, 0
  v_mov_b32 v48, s4
  v_mov_b32 v49, s5
  s_and_saveexec_b32 s58, s0
  global_store_b32 v[48:49], v40, off
  s_mov_b32 exec_lo, s58
  s_mul_i32 s0, s2, 4
  s_mul_hi_i32 s4, s2, 4
  s_add_u32 s2, s40, s0
  s_addc_u32 s3, s41, s4
  v_cmp_eq_u32_e64 s0, v30, 0
  v_mov_b32 v48, s2
  v_mov_b32 v49, s3
  s_and_saveexec_b32 s58, s0
  global_store_b32 v[48:49], v0, off
  s_mov_b32 exec_lo, s58
  s_endpgm
.Llayernorm_f16_end:
.size layernorm_f16, .Llayernorm_f16_end-layernorm_f16
; 60 SGPRs, 52 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 52
  .amdhsa_next_free_sgpr 60
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
    .sgpr_count: 60
    .vgpr_count: 52
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
