.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 5
.text
.globl layernorm_bf16
.p2align 8
.type layernorm_bf16,@function
layernorm_bf16:
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
  v_add_nc_u32 v0, s56, v32
  v_lshlrev_b32 v1, 1, v0
  v_ashrrev_i32 v2, 31, v0
  v_add_co_u32 v48, vcc_lo, s20, v1
  v_add_co_ci_u32 v49, vcc_lo, s21, v2, vcc_lo
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
  v_lshlrev_b32 v25, 16, v9
  v_lshlrev_b32 v27, 16, v11
  v_lshlrev_b32 v29, 16, v13
  v_lshlrev_b32 v31, 16, v15
  v_lshlrev_b32 v33, 16, v17
  v_lshlrev_b32 v35, 16, v19
  v_lshlrev_b32 v37, 16, v21
  v_lshlrev_b32 v39, 16, v23
  v_add_f32 v41, v25, v27
  v_add_f32 v43, v41, v29
  v_add_f32 v45, v43, v31
  v_add_f32 v47, v45, v33
  v_add_f32 v1, v47, v35
  v_add_f32 v1, v1, v37
  v_add_f32 v1, v1, v39
  v_xor_b32 v2, 1, v6
  v_lshlrev_b32 v2, 2, v2
  ds_bpermute_b32 v2, v2, v1
  s_waitcnt lgkmcnt(0)
  v_add_f32 v1, v1, v2
  v_xor_b32 v2, 2, v6
  v_lshlrev_b32 v2, 2, v2
  ds_bpermute_b32 v4, v2, v1
  s_waitcnt lgkmcnt(0)
  v_add_f32 v7, v1, v4
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
  v_add_f32 v30, v22, v28
  v_mul_lo_u32 v34, v8, 4
  ds_store_b32 v34, v30
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
  v_add_f32 v1, v40, v42
  v_add_f32 v2, v44, v46
  v_add_f32 v1, v1, v2
  v_and_b32 v2, v8, 0x7f
  v_lshlrev_b32 v2, 2, v2
  v_add_nc_u32 v14, v2, 1
  v_add_nc_u32 v12, v2, 2
  v_add_nc_u32 v10, v2, 3
  v_add_nc_u32 v4, v2, 0x200
  v_add_nc_u32 v3, v2, 0x201
  v_add_nc_u32 v5, v2, 0x202
  v_add_nc_u32 v7, v2, 0x203
  v_cmp_lt_i32_e64 s18, v2, s48
  v_cmp_lt_i32_e64 s22, v14, s48
  v_cmp_lt_i32_e64 s26, v12, s48
  v_cmp_lt_i32_e64 s30, v10, s48
  v_cmp_lt_i32_e64 s34, v4, s48
  v_cmp_lt_i32_e64 s38, v3, s48
  v_cmp_lt_i32_e64 s42, v5, s48
  v_cmp_lt_i32_e64 s46, v7, s48
  v_mul_lo_u32 v26, v32, 2
  v_lshrrev_b32 v28, 11, v26
  v_mul_lo_u32 v30, v28, 4
  v_add_nc_u32 v36, v26, v30
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
  v_mul_lo_u32 v42, v2, 2
  v_lshrrev_b32 v44, 11, v42
  v_mul_lo_u32 v46, v44, 4
  v_add_nc_u32 v2, v42, v46
  ds_load_u16 v3, v2 offset:512
  ds_load_u16 v5, v2 offset:514
  ds_load_u16 v7, v2 offset:516
  ds_load_u16 v9, v2 offset:518
  ds_load_u16 v11, v2 offset:1536
  ds_load_u16 v10, v2 offset:1538
  ds_load_u16 v4, v2 offset:1540
  ds_load_u16 v2, v2 offset:1542
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32 v3, 16, v3
  v_lshlrev_b32 v5, 16, v5
  v_lshlrev_b32 v7, 16, v7
  v_lshlrev_b32 v9, 16, v9
  v_lshlrev_b32 v11, 16, v11
  v_lshlrev_b32 v13, 16, v10
  v_lshlrev_b32 v15, 16, v4
  v_lshlrev_b32 v17, 16, v2
  v_cvt_f32_i32 v19, s48
  v_div_scale_f32 v21, vcc_lo, v19, v19, v1
  v_div_scale_f32 v23, vcc_lo, v1, v19, v1
  v_rcp_f32 v26, v21
  v_fma_f32 v28, -v21, v26, 0x3f800000
  v_fma_f32 v30, v28, v26, v26
  v_mul_f32 v36, v23, v30
  v_fma_f32 v40, -v21, v36, v23
  v_fma_f32 v36, v40, v30, v36
  v_fma_f32 v40, -v21, v36, v23
  s_nop 3
  v_div_fmas_f32 v40, v40, v30, v36
  v_div_fixup_f32 v41, v40, v19, v1
  v_sub_f32 v43, v3, v41
  v_sub_f32 v45, v5, v41
  v_sub_f32 v47, v7, v41
  v_sub_f32 v2, v9, v41
  v_sub_f32 v4, v11, v41
  v_sub_f32 v7, v13, v41
  v_sub_f32 v9, v15, v41
  v_sub_f32 v10, v17, v41
  v_cndmask_b32_e64 v5, 0, v43, s18
  v_cndmask_b32_e64 v3, 0, v45, s22
  v_cndmask_b32_e64 v1, 0, v47, s26
  v_cndmask_b32_e64 v2, 0, v2, s30
  v_cndmask_b32_e64 v4, 0, v4, s34
  v_cndmask_b32_e64 v7, 0, v7, s38
  v_cndmask_b32_e64 v9, 0, v9, s42
  v_cndmask_b32_e64 v10, 0, v10, s46
  v_mul_f32 v12, v5, v5
  v_mul_f32 v14, v3, v3
  v_mul_f32 v16, v1, v1
  v_mul_f32 v18, v2, v2
  v_mul_f32 v20, v4, v4
  v_mul_f32 v22, v7, v7
  v_mul_f32 v24, v9, v9
  v_mul_f32 v26, v10, v10
  v_add_f32 v28, v12, v14
  v_add_f32 v30, v28, v16
  v_add_f32 v36, v30, v18
  v_add_f32 v36, v36, v20
  v_add_f32 v36, v36, v22
  v_add_f32 v40, v36, v24
  v_add_f32 v40, v40, v26
  v_xor_b32 v42, 1, v6
  v_lshlrev_b32 v44, 2, v42
  ds_bpermute_b32 v46, v44, v40
  s_waitcnt lgkmcnt(0)
  v_add_f32 v1, v40, v46
  v_xor_b32 v2, 2, v6
  v_lshlrev_b32 v2, 2, v2
  ds_bpermute_b32 v2, v2, v1
  s_waitcnt lgkmcnt(0)
  v_add_f32 v1, v1, v2
  v_xor_b32 v2, 4, v6
  v_lshlrev_b32 v2, 2, v2
  ds_bpermute_b32 v2, v2, v1
  s_waitcnt lgkmcnt(0)
  v_add_f32 v1, v1, v2
  v_xor_b32 v3, 8, v6
  v_lshlrev_b32 v5, 2, v3
  ds_bpermute_b32 v7, v5, v1
  s_waitcnt lgkmcnt(0)
  v_add_f32 v9, v1, v7
  v_xor_b32 v11, 16, v6
  v_lshlrev_b32 v13, 2, v11
  ds_bpermute_b32 v15, v13, v9
  s_waitcnt lgkmcnt(0)
  v_add_f32 v17, v9, v15
  ds_store_b32 v34, v17 offset:2576
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  ds_load_b32 v21, v38 offset:2576
  ds_load_b32 v23, v38 offset:2704
  ds_load_b32 v26, v38 offset:2832
  ds_load_b32 v28, v38 offset:2960
  s_waitcnt lgkmcnt(0)
  v_add_f32 v30, v21, v23
  v_add_f32 v34, v26, v28
  v_add_f32 v34, v30, v34
  v_lshlrev_b32 v36, 1, v32
  v_ashrrev_i32 v38, 31, v32
  v_add_co_u32 v48, vcc_lo, s28, v36
  v_add_co_ci_u32 v49, vcc_lo, s29, v38, vcc_lo
  v_mov_b32 v42, 0
  s_and_saveexec_b32 s58, s16
  global_load_u16 v42, v[48:49], off
  s_mov_b32 exec_lo, s58
  v_mov_b32 v43, 0
  s_and_saveexec_b32 s58, s12
  global_load_u16 v43, v[48:49], off offset:2
  s_mov_b32 exec_lo, s58
  v_mov_b32 v45, 0
  s_and_saveexec_b32 s58, s8
  global_load_u16 v45, v[48:49], off offset:4
  s_mov_b32 exec_lo, s58
  v_mov_b32 v47, 0
  s_and_saveexec_b32 s58, s0
  global_load_u16 v47, v[48:49], off offset:6
  s_mov_b32 exec_lo, s58
  v_mov_b32 v11, 0
  s_and_saveexec_b32 s58, s4
  global_load_u16 v11, v[48:49], off offset:8
  s_mov_b32 exec_lo, s58
  v_mov_b32 v7, 0
  s_and_saveexec_b32 s58, s6
  global_load_u16 v7, v[48:49], off offset:10
  s_mov_b32 exec_lo, s58
  v_mov_b32 v5, 0
  s_and_saveexec_b32 s58, s10
  global_load_u16 v5, v[48:49], off offset:12
  s_mov_b32 exec_lo, s58
  v_mov_b32 v3, 0
  s_and_saveexec_b32 s58, s14
  global_load_u16 v3, v[48:49], off offset:14
  s_mov_b32 exec_lo, s58
  v_lshlrev_b32 v1, 1, v32
  v_ashrrev_i32 v2, 31, v32
  v_add_co_u32 v48, vcc_lo, s32, v1
  v_add_co_ci_u32 v49, vcc_lo, s33, v2, vcc_lo
  v_mov_b32 v1, 0
  s_and_saveexec_b32 s58, s16
  global_load_u16 v1, v[48:49], off
  s_mov_b32 exec_lo, s58
  v_mov_b32 v2, 0
  s_and_saveexec_b32 s58, s12
  global_load_u16 v2, v[48:49], off offset:2
  s_mov_b32 exec_lo, s58
  v_mov_b32 v4, 0
  s_and_saveexec_b32 s58, s8
  global_load_u16 v4, v[48:49], off offset:4
  s_mov_b32 exec_lo, s58
  v_mov_b32 v6, 0
  s_and_saveexec_b32 s58, s0
  global_load_u16 v6, v[48:49], off offset:6
  s_mov_b32 exec_lo, s58
  v_mov_b32 v9, 0
  s_and_saveexec_b32 s58, s4
  global_load_u16 v9, v[48:49], off offset:8
  s_mov_b32 exec_lo, s58
  v_mov_b32 v10, 0
  s_and_saveexec_b32 s58, s6
  global_load_u16 v10, v[48:49], off offset:10
  s_mov_b32 exec_lo, s58
  v_mov_b32 v12, 0
  s_and_saveexec_b32 s58, s10
  global_load_u16 v12, v[48:49], off offset:12
  s_mov_b32 exec_lo, s58
  v_mov_b32 v14, 0
  s_and_saveexec_b32 s58, s14
  global_load_u16 v14, v[48:49], off offset:14
  s_mov_b32 exec_lo, s58
  v_lshlrev_b32 v16, 1, v0
  v_ashrrev_i32 v18, 31, v0
  v_add_co_u32 v52, vcc_lo, s24, v16
  v_add_co_ci_u32 v53, vcc_lo, s25, v18, vcc_lo
  v_sub_f32 v22, v25, v41
  v_sub_f32 v24, v27, v41
  v_sub_f32 v26, v29, v41
  v_sub_f32 v28, v31, v41
  v_sub_f32 v30, v33, v41
  v_sub_f32 v32, v35, v41
  v_sub_f32 v35, v37, v41
  v_sub_f32 v36, v39, v41
  v_cndmask_b32_e64 v38, 0, v22, s16
  v_cndmask_b32_e64 v40, 0, v24, s12
  v_cndmask_b32_e64 v16, 0, v26, s8
  v_cndmask_b32_e64 v44, 0, v28, s0
  v_cndmask_b32_e64 v46, 0, v30, s4
  v_cndmask_b32_e64 v15, 0, v32, s6
  v_cndmask_b32_e64 v13, 0, v35, s10
  v_cndmask_b32_e64 v0, 0, v36, s14
  v_div_scale_f32 v17, vcc_lo, v19, v19, v34
  v_div_scale_f32 v18, vcc_lo, v34, v19, v34
  v_rcp_f32 v20, v17
  v_fma_f32 v21, -v17, v20, 0x3f800000
  v_fma_f32 v20, v21, v20, v20
  v_mul_f32 v21, v18, v20
  v_fma_f32 v22, -v17, v21, v18
  v_fma_f32 v21, v22, v20, v21
  v_fma_f32 v17, -v17, v21, v18
  s_nop 3
  v_div_fmas_f32 v17, v17, v20, v21
  v_div_fixup_f32 v17, v17, v19, v34
  v_add_f32 v17, v17, s52
  v_cmp_class_f32_e64 s30, v17, 0x90
  v_cndmask_b32_e64 v18, 0x3f800000, 0x4b800000, s30
  v_mul_f32 v19, v17, v18
  v_rsq_f32 v21, v19
  v_cndmask_b32_e64 v23, 0x3f800000, 0x45800000, s30
  v_mul_f32 v25, v21, v23
  v_mul_f32 v27, v38, v25
  v_mul_f32 v29, v40, v25
  v_mul_f32 v31, v16, v25
  v_mul_f32 v33, v44, v25
  v_mul_f32 v35, v46, v25
  v_mul_f32 v37, v15, v25
  v_mul_f32 v39, v13, v25
  v_mul_f32 v44, v0, v25
  s_waitcnt vmcnt(0)
  v_lshlrev_b32 v15, 16, v42
  v_lshlrev_b32 v46, 16, v43
  v_lshlrev_b32 v0, 16, v45
  v_lshlrev_b32 v18, 16, v47
  v_lshlrev_b32 v17, 16, v11
  v_lshlrev_b32 v7, 16, v7
  v_lshlrev_b32 v13, 16, v5
  v_lshlrev_b32 v11, 16, v3
  v_mul_f32 v16, v27, v15
  v_mul_f32 v15, v29, v46
  v_mul_f32 v0, v31, v0
  v_mul_f32 v3, v33, v18
  v_mul_f32 v5, v35, v17
  v_mul_f32 v7, v37, v7
  v_mul_f32 v13, v39, v13
  v_mul_f32 v11, v44, v11
  v_lshlrev_b32 v21, 16, v1
  v_lshlrev_b32 v19, 16, v2
  v_lshlrev_b32 v17, 16, v4
  v_lshlrev_b32 v18, 16, v6
  v_lshlrev_b32 v20, 16, v9
  v_lshlrev_b32 v22, 16, v10
  v_lshlrev_b32 v24, 16, v12
  v_lshlrev_b32 v26, 16, v14
  v_add_f32 v28, v16, v21
  v_add_f32 v30, v15, v19
  v_add_f32 v32, v0, v17
  v_add_f32 v34, v3, v18
  v_add_f32 v36, v5, v20
  v_add_f32 v38, v7, v22
  v_add_f32 v40, v13, v24
  v_add_f32 v42, v11, v26
  v_bfe_u32 v44, v28, 16, 1
  v_add3_u32 v46, v28, 0x7fff, v44
  v_lshrrev_b32 v0, 16, v46
  v_cmp_u_f32_e64 s18, v28, v28
  v_cndmask_b32_e64 v0, v0, 0x7fc0, s18
  v_bfe_u32 v1, v30, 16, 1
  v_add3_u32 v1, v30, 0x7fff, v1
  v_lshrrev_b32 v1, 16, v1
  v_cmp_u_f32_e64 s18, v30, v30
  v_cndmask_b32_e64 v1, v1, 0x7fc0, s18
  v_bfe_u32 v2, v32, 16, 1
  v_add3_u32 v3, v32, 0x7fff, v2
  v_lshrrev_b32 v5, 16, v3
  v_cmp_u_f32_e64 s18, v32, v32
  v_cndmask_b32_e64 v9, v5, 0x7fc0, s18
  v_bfe_u32 v11, v34, 16, 1
  v_add3_u32 v13, v34, 0x7fff, v11
  v_lshrrev_b32 v15, 16, v13
  v_cmp_u_f32_e64 s34, v34, v34
  v_cndmask_b32_e64 v19, v15, 0x7fc0, s34
  v_bfe_u32 v21, v36, 16, 1
  v_add3_u32 v23, v36, 0x7fff, v21
  v_lshrrev_b32 v26, 16, v23
  v_cmp_u_f32_e64 s54, v36, v36
  v_cndmask_b32_e64 v29, v26, 0x7fc0, s54
  v_bfe_u32 v31, v38, 16, 1
  v_add3_u32 v33, v38, 0x7fff, v31
  v_lshrrev_b32 v35, 16, v33
  v_cmp_u_f32_e64 s18, v38, v38
  v_cndmask_b32_e64 v39, v35, 0x7fc0, s18
  v_bfe_u32 v43, v40, 16, 1
  v_add3_u32 v43, v40, 0x7fff, v43
  v_lshrrev_b32 v45, 16, v43
  v_cmp_u_f32_e64 s18, v40, v40
  v_cndmask_b32_e64 v2, v45, 0x7fc0, s18
  v_bfe_u32 v3, v42, 16, 1
  v_add3_u32 v3, v42, 0x7fff, v3
  v_lshrrev_b32 v3, 16, v3
  v_cmp_u_f32_e64 s18, v42, v42
  v_cndmask_b32_e64 v3, v3, 0x7fc0, s18
  s_and_saveexec_b32 s58, s16
  global_store_b16 v[52:53], v0, off
  s_mov_b32 exec_lo, s58
  s_and_saveexec_b32 s58, s12
  global_store_b16 v[52:53], v1, off offset:2
  s_mov_b32 exec_lo, s58
  s_and_saveexec_b32 s58, s8
  global_store_b16 v[52:53], v9, off offset:4
  s_mov_b32 exec_lo, s58
  s_and_saveexec_b32 s58, s0
  global_store_b16 v[52:53], v19, off offset:6
  s_mov_b32 exec_lo, s58
  s_and_saveexec_b32 s58, s4
  global_store_b16 v[52:53], v29, off offset:8
  s_mov_b32 exec_lo, s58
  s_and_saveexec_b32 s58, s6
  global_store_b16 v[52:53], v39, off offset:10
  s_mov_b32 exec_lo, s58
  s_and_saveexec_b32 s58, s10
  global_store_b16 v[52:53], v2, off offset:12
  s_mov_b32 exec_lo, s58
  s_and_saveexec_b32 s58, s14
  global_store_b16 v[52:53], v3, off offset:14
  s_mov_b32 exec_lo, s58
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mul_i32 s14, s2, 4
  s_mul_hi_i32 s18, s2, 4
  s_add_u32 s22, s36, s14
  s_addc_u32 s23, s37, s18
  v_and_b32 v13, v8, 0x7f
  v_cmp_eq_u32_e64 s30, v13, 0
  v_mov_b32 v50, s22
  v_mov_b32 v51, s23
  s_and_saveexec_b32 s58, s30
  global_store_b32 v[50:51], v41, off
  s_mov_b32 exec_lo, s58
  s_mul_i32 s42, s2, 4
  s_mul_hi_i32 s44, s2, 4
  s_add_u32 s48, s40, s42
  s_addc_u32 s49, s41, s44
  v_and_b32 v26, v8, 0x7f
  v_cmp_eq_u32_e64 s56, v26, 0
  v_mov_b32 v48, s48
  v_mov_b32 v49, s49
  s_and_saveexec_b32 s58, s56
  global_store_b32 v[48:49], v25, off
  s_mov_b32 exec_lo, s58
  s_endpgm
.Llayernorm_bf16_end:
.size layernorm_bf16, .Llayernorm_bf16_end-layernorm_bf16
; 60 SGPRs, 54 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 54
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
  - .name: layernorm_bf16
    .symbol: layernorm_bf16.kd
    .kernarg_segment_size: 76
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 3088
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 60
    .vgpr_count: 54
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
