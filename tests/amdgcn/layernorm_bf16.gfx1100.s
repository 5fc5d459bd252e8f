.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 5
.text
.globl layernorm_bf16
.p2align 8
.type layernorm_bf16,@function
layernorm_bf16:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v9, 0x3ff, v0
  s_load_b64 s[18:19], s[0:1], 0x0
  s_load_b64 s[22:23], s[0:1], 0x8
  s_load_b64 s[28:29], s[0:1], 0x10
  s_load_b64 s[30:31], s[0:1], 0x18
  s_load_b64 s[4:5], s[0:1], 0x20
  s_load_b64 s[32:33], s[0:1], 0x28
  s_load_b32 s6, s[0:1], 0x30
  s_load_b32 s24, s[0:1], 0x34
  s_load_b32 s20, s[0:1], 0x38
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s0, s2, s6
  v_and_b32 v29, v9, 0x7f
  v_lshlrev_b32 v31, 3, v29
  v_add_nc_u32 v1, s0, v31
  v_ashrrev_i32 v17, 31, v1
  v_lshlrev_b32 v1, 1, v1
  v_add_co_u32 v36, vcc_lo, s18, v1
  v_add_co_ci_u32 v37, vcc_lo, s19, v17, vcc_lo
  v_cmp_lt_i32_e64 s6, v31, s24
  v_mov_b32 v6, 0
  s_and_saveexec_b32 s34, s6
  global_load_u16 v6, v[36:37], off
  s_mov_b32 exec_lo, s34
  v_add_nc_u32 v2, v31, 1
  v_cmp_lt_i32_e64 s8, v2, s24
  v_mov_b32 v12, 0
  s_and_saveexec_b32 s34, s8
  global_load_u16 v12, v[36:37], off offset:2
  s_mov_b32 exec_lo, s34
  v_add_nc_u32 v2, v31, 2
  v_cmp_lt_i32_e64 s10, v2, s24
  v_mov_b32 v13, 0
  s_and_saveexec_b32 s34, s10
  global_load_u16 v13, v[36:37], off offset:4
  s_mov_b32 exec_lo, s34
  v_add_nc_u32 v2, v31, 3
  v_cmp_lt_i32_e64 s12, v2, s24
  v_mov_b32 v14, 0
  s_and_saveexec_b32 s34, s12
  global_load_u16 v14, v[36:37], off offset:6
  s_mov_b32 exec_lo, s34
  v_add_nc_u32 v2, v31, 4
  v_cmp_lt_i32_e64 s14, v2, s24
  v_mov_b32 v15, 0
  s_and_saveexec_b32 s34, s14
  global_load_u16 v15, v[36:37], off offset:8
  s_mov_b32 exec_lo, s34
  v_add_nc_u32 v2, v31, 5
  v_cmp_lt_i32_e64 s16, v2, s24
  v_mov_b32 v16, 0
  s_and_saveexec_b32 s34, s16
  global_load_u16 v16, v[36:37], off offset:10
  s_mov_b32 exec_lo, s34
  v_add_nc_u32 v2, v31, 6
  v_cmp_lt_i32_e64 s18, v2, s24
  v_mov_b32 v19, 0
  s_and_saveexec_b32 s34, s18
  global_load_u16 v19, v[36:37], off offset:12
  s_mov_b32 exec_lo, s34
  v_add_nc_u32 v2, v31, 7
  v_cmp_lt_i32_e64 s26, v2, s24
  v_mov_b32 v22, 0
  s_and_saveexec_b32 s34, s26
  global_load_u16 v22, v[36:37], off offset:14
  s_mov_b32 exec_lo, s34
  s_waitcnt vmcnt(0)
  v_lshlrev_b32 v32, 16, v22
  v_lshlrev_b32 v33, 16, v19
  v_lshlrev_b32 v34, 16, v16
  v_lshlrev_b32 v2, 16, v15
  v_lshlrev_b32 v3, 16, v14
  v_lshlrev_b32 v4, 16, v13
  v_lshlrev_b32 v30, 16, v6
  v_lshlrev_b32 v5, 16, v12
  v_add_f32 v7, v30, v5
  v_add_f32 v7, v7, v4
  v_add_f32 v7, v7, v3
  v_add_f32 v7, v7, v2
  v_add_f32 v7, v7, v34
  v_add_f32 v7, v7, v33
  v_add_f32 v8, v7, v32
  v_and_b32 v0, 31, v0
  v_xor_b32 v7, 1, v0
  v_lshlrev_b32 v7, 2, v7
  ds_bpermute_b32 v10, v7, v8
  s_waitcnt lgkmcnt(0)
  v_add_f32 v10, v8, v10
  v_xor_b32 v8, 2, v0
  v_lshlrev_b32 v8, 2, v8
  ds_bpermute_b32 v11, v8, v10
  s_waitcnt lgkmcnt(0)
  v_add_f32 v11, v10, v11
  v_xor_b32 v10, 4, v0
  v_lshlrev_b32 v10, 2, v10
  ds_bpermute_b32 v18, v10, v11
  s_waitcnt lgkmcnt(0)
  v_add_f32 v20, v11, v18
  v_xor_b32 v18, 8, v0
  v_lshlrev_b32 v18, 2, v18
  ds_bpermute_b32 v21, v18, v20
  s_waitcnt lgkmcnt(0)
  v_add_f32 v23, v20, v21
  v_xor_b32 v24, 16, v0
  v_lshlrev_b32 v26, 2, v24
  ds_bpermute_b32 v28, v26, v23
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v23, v28
  v_mul_lo_u32 v11, v9, 4
  ds_store_b32 v11, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_and_b32 v0, v9, 0xffffff9f
  v_mul_lo_u32 v9, v0, 4
  ds_load_b32 v0, v9
  ds_load_b32 v21, v9 offset:128
  ds_load_b32 v20, v9 offset:256
  ds_load_b32 v23, v9 offset:384
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v21
  v_add_f32 v20, v20, v23
  v_add_f32 v0, v0, v20
  v_mul_lo_u32 v20, v31, 2
  v_lshrrev_b32 v21, 11, v20
  v_mul_lo_u32 v21, v21, 4
  v_add_nc_u32 v20, v20, v21
  ds_store_b16 v20, v6 offset:512
  ds_store_b16 v20, v12 offset:514
  ds_store_b16 v20, v13 offset:516
  ds_store_b16 v20, v14 offset:518
  ds_store_b16 v20, v15 offset:520
  ds_store_b16 v20, v16 offset:522
  ds_store_b16 v20, v19 offset:524
  ds_store_b16 v20, v22 offset:526
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_lshlrev_b32 v12, 2, v29
  v_mul_lo_u32 v25, v12, 2
  v_lshrrev_b32 v27, 11, v25
  v_mul_lo_u32 v6, v27, 4
  v_add_nc_u32 v6, v25, v6
  ds_load_u16 v21, v6 offset:512
  ds_load_u16 v20, v6 offset:514
  ds_load_u16 v19, v6 offset:516
  ds_load_u16 v16, v6 offset:518
  ds_load_u16 v15, v6 offset:1536
  ds_load_u16 v14, v6 offset:1538
  ds_load_u16 v13, v6 offset:1540
  ds_load_u16 v6, v6 offset:1542
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32 v22, 16, v21
  v_lshlrev_b32 v21, 16, v20
  v_lshlrev_b32 v20, 16, v19
  v_lshlrev_b32 v19, 16, v16
  v_lshlrev_b32 v16, 16, v15
  v_lshlrev_b32 v15, 16, v14
  v_lshlrev_b32 v14, 16, v13
  v_lshlrev_b32 v13, 16, v6
  v_cvt_f32_i32 v6, s24
  v_div_scale_f32 v23, vcc_lo, v6, v6, v0
  v_div_scale_f32 v24, vcc_lo, v0, v6, v0
  v_rcp_f32 v25, v23
  v_fma_f32 v27, -v23, v25, 0x3f800000
  v_fma_f32 v25, v27, v25, v25
  v_mul_f32 v27, v24, v25
  v_fma_f32 v28, -v23, v27, v24
  v_fma_f32 v27, v28, v25, v27
  v_fma_f32 v23, -v23, v27, v24
  s_nop 3
  v_div_fmas_f32 v23, v23, v25, v27
  v_div_fixup_f32 v24, v23, v6, v0
  v_sub_f32 v27, v22, v24
  v_sub_f32 v28, v21, v24
  v_sub_f32 v22, v20, v24
  v_sub_f32 v21, v19, v24
  v_sub_f32 v20, v16, v24
  v_sub_f32 v16, v15, v24
  v_sub_f32 v14, v14, v24
  v_sub_f32 v0, v13, v24
  v_cmp_lt_i32_e64 s0, v12, s24
  v_cndmask_b32_e64 v13, 0, v27, s0
  v_add_nc_u32 v15, v12, 1
  v_cmp_lt_i32_e64 s0, v15, s24
  v_cndmask_b32_e64 v15, 0, v28, s0
  v_add_nc_u32 v19, v12, 2
  v_cmp_lt_i32_e64 s0, v19, s24
  v_cndmask_b32_e64 v19, 0, v22, s0
  v_add_nc_u32 v22, v12, 3
  v_cmp_lt_i32_e64 s0, v22, s24
  v_cndmask_b32_e64 v21, 0, v21, s0
  v_add_nc_u32 v22, v12, 0x200
  v_cmp_lt_i32_e64 s0, v22, s24
  v_cndmask_b32_e64 v20, 0, v20, s0
  v_add_nc_u32 v22, v12, 0x201
  v_cmp_lt_i32_e64 s0, v22, s24
  v_cndmask_b32_e64 v16, 0, v16, s0
  v_add_nc_u32 v22, v12, 0x202
  v_cmp_lt_i32_e64 s0, v22, s24
  v_cndmask_b32_e64 v14, 0, v14, s0
  v_add_nc_u32 v12, v12, 0x203
  v_cmp_lt_i32_e64 s0, v12, s24
  v_cndmask_b32_e64 v22, 0, v0, s0
  v_mul_f32 v12, v13, v13
  v_mul_f32 v13, v15, v15
  v_mul_f32 v15, v19, v19
  v_mul_f32 v21, v21, v21
  v_mul_f32 v19, v20, v20
  v_mul_f32 v20, v16, v16
  v_mul_f32 v23, v14, v14
  v_mul_f32 v25, v22, v22
  v_add_f32 v27, v12, v13
  v_add_f32 v28, v27, v15
  v_add_f32 v0, v28, v21
  v_add_f32 v0, v0, v19
  v_add_f32 v0, v0, v20
  v_add_f32 v0, v0, v23
  v_add_f32 v0, v0, v25
  ds_bpermute_b32 v7, v7, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v7
  ds_bpermute_b32 v7, v8, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v7
  ds_bpermute_b32 v7, v10, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v7
  ds_bpermute_b32 v7, v18, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v7
  ds_bpermute_b32 v7, v26, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v7
  ds_store_b32 v11, v0 offset:2576
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  ds_load_b32 v0, v9 offset:2576
  ds_load_b32 v8, v9 offset:2704
  ds_load_b32 v7, v9 offset:2832
  ds_load_b32 v9, v9 offset:2960
  s_waitcnt lgkmcnt(0)
  v_add_f32 v8, v0, v8
  v_add_f32 v9, v7, v9
  v_add_f32 v18, v8, v9
  v_ashrrev_i32 v14, 31, v31
  v_lshlrev_b32 v20, 1, v31
  v_add_co_u32 v36, vcc_lo, s28, v20
  v_add_co_ci_u32 v37, vcc_lo, s29, v14, vcc_lo
  v_mov_b32 v19, 0
  s_and_saveexec_b32 s34, s6
  global_load_u16 v19, v[36:37], off
  s_mov_b32 exec_lo, s34
  v_mov_b32 v21, 0
  s_and_saveexec_b32 s34, s8
  global_load_u16 v21, v[36:37], off offset:2
  s_mov_b32 exec_lo, s34
  v_mov_b32 v23, 0
  s_and_saveexec_b32 s34, s10
  global_load_u16 v23, v[36:37], off offset:4
  s_mov_b32 exec_lo, s34
  v_mov_b32 v25, 0
  s_and_saveexec_b32 s34, s12
  global_load_u16 v25, v[36:37], off offset:6
  s_mov_b32 exec_lo, s34
  v_mov_b32 v27, 0
  s_and_saveexec_b32 s34, s14
  global_load_u16 v27, v[36:37], off offset:8
  s_mov_b32 exec_lo, s34
  v_mov_b32 v16, 0
  s_and_saveexec_b32 s34, s16
  global_load_u16 v16, v[36:37], off offset:10
  s_mov_b32 exec_lo, s34
  v_mov_b32 v31, 0
  s_and_saveexec_b32 s34, s18
  global_load_u16 v31, v[36:37], off offset:12
  s_mov_b32 exec_lo, s34
  v_mov_b32 v15, 0
  s_and_saveexec_b32 s34, s26
  global_load_u16 v15, v[36:37], off offset:14
  s_mov_b32 exec_lo, s34
  v_add_co_u32 v36, vcc_lo, s30, v20
  v_add_co_ci_u32 v37, vcc_lo, s31, v14, vcc_lo
  v_mov_b32 v14, 0
  s_and_saveexec_b32 s34, s6
  global_load_u16 v14, v[36:37], off
  s_mov_b32 exec_lo, s34
  v_mov_b32 v13, 0
  s_and_saveexec_b32 s34, s8
  global_load_u16 v13, v[36:37], off offset:2
  s_mov_b32 exec_lo, s34
  v_mov_b32 v12, 0
  s_and_saveexec_b32 s34, s10
  global_load_u16 v12, v[36:37], off offset:4
  s_mov_b32 exec_lo, s34
  v_mov_b32 v11, 0
  s_and_saveexec_b32 s34, s12
  global_load_u16 v11, v[36:37], off offset:6
  s_mov_b32 exec_lo, s34
  v_mov_b32 v10, 0
  s_and_saveexec_b32 s34, s14
  global_load_u16 v10, v[36:37], off offset:8
  s_mov_b32 exec_lo, s34
  v_mov_b32 v9, 0
  s_and_saveexec_b32 s34, s16
  global_load_u16 v9, v[36:37], off offset:10
  s_mov_b32 exec_lo, s34
  v_mov_b32 v8, 0
  s_and_saveexec_b32 s34, s18
  global_load_u16 v8, v[36:37], off offset:12
  s_mov_b32 exec_lo, s34
  v_mov_b32 v7, 0
  s_and_saveexec_b32 s34, s26
  global_load_u16 v7, v[36:37], off offset:14
  s_mov_b32 exec_lo, s34
  v_add_co_u32 v36, vcc_lo, s22, v1
  v_add_co_ci_u32 v37, vcc_lo, s23, v17, vcc_lo
  v_sub_f32 v20, v30, v24
  v_sub_f32 v17, v5, v24
  v_sub_f32 v5, v4, v24
  v_sub_f32 v1, v3, v24
  v_sub_f32 v0, v2, v24
  v_sub_f32 v2, v34, v24
  v_sub_f32 v4, v33, v24
  v_sub_f32 v22, v32, v24
  v_cndmask_b32_e64 v33, 0, v20, s6
  v_cndmask_b32_e64 v32, 0, v17, s8
  v_cndmask_b32_e64 v30, 0, v5, s10
  v_cndmask_b32_e64 v28, 0, v1, s12
  v_cndmask_b32_e64 v17, 0, v0, s14
  v_cndmask_b32_e64 v26, 0, v2, s16
  v_cndmask_b32_e64 v20, 0, v4, s18
  v_cndmask_b32_e64 v22, 0, v22, s26
  v_div_scale_f32 v34, vcc_lo, v6, v6, v18
  v_div_scale_f32 v0, vcc_lo, v18, v6, v18
  v_rcp_f32 v1, v34
  v_fma_f32 v2, -v34, v1, 0x3f800000
  v_fma_f32 v1, v2, v1, v1
  v_mul_f32 v2, v0, v1
  v_fma_f32 v3, -v34, v2, v0
  v_fma_f32 v2, v3, v1, v2
  v_fma_f32 v0, -v34, v2, v0
  s_nop 3
  v_div_fmas_f32 v0, v0, v1, v2
  v_div_fixup_f32 v0, v0, v6, v18
  v_add_f32 v0, v0, s20
  v_cmp_class_f32_e64 s0, v0, 0x90
  v_cndmask_b32_e64 v1, 0x3f800000, 0x4b800000, s0
  v_mul_f32 v0, v0, v1
  v_rsq_f32 v0, v0
  v_cndmask_b32_e64 v1, 0x3f800000, 0x45800000, s0
  v_mul_f32 v0, v0, v1
  v_mul_f32 v4, v33, v0
  v_mul_f32 v2, v32, v0
  v_mul_f32 v1, v30, v0
  v_mul_f32 v3, v28, v0
  v_mul_f32 v5, v17, v0
  v_mul_f32 v26, v26, v0
  v_mul_f32 v18, v20, v0
  v_mul_f32 v17, v22, v0
  s_waitcnt vmcnt(0)
  v_lshlrev_b32 v28, 16, v19
  v_lshlrev_b32 v22, 16, v21
  v_lshlrev_b32 v20, 16, v23
  v_lshlrev_b32 v19, 16, v25
  v_lshlrev_b32 v21, 16, v27
  v_lshlrev_b32 v23, 16, v16
  v_lshlrev_b32 v25, 16, v31
  v_lshlrev_b32 v27, 16, v15
  v_mul_f32 v30, v4, v28
  v_mul_f32 v31, v2, v22
  v_mul_f32 v33, v1, v20
  v_mul_f32 v4, v3, v19
  v_mul_f32 v6, v5, v21
  v_mul_f32 v5, v26, v23
  v_mul_f32 v3, v18, v25
  v_mul_f32 v1, v17, v27
  v_lshlrev_b32 v16, 16, v14
  v_lshlrev_b32 v15, 16, v13
  v_lshlrev_b32 v2, 16, v12
  v_lshlrev_b32 v14, 16, v11
  v_lshlrev_b32 v13, 16, v10
  v_lshlrev_b32 v12, 16, v9
  v_lshlrev_b32 v10, 16, v8
  v_lshlrev_b32 v11, 16, v7
  v_add_f32 v9, v30, v16
  v_add_f32 v7, v31, v15
  v_add_f32 v2, v33, v2
  v_add_f32 v4, v4, v14
  v_add_f32 v6, v6, v13
  v_add_f32 v8, v5, v12
  v_add_f32 v10, v3, v10
  v_add_f32 v12, v1, v11
  v_cmp_u_f32_e64 s0, v9, v9
  v_bfe_u32 v15, v9, 16, 1
  v_add3_u32 v17, v9, 0x7fff, v15
  v_lshrrev_b32 v19, 16, v17
  v_cndmask_b32_e64 v22, v19, 0x7fc0, s0
  v_cmp_u_f32_e64 s0, v7, v7
  v_bfe_u32 v25, v7, 16, 1
  v_add3_u32 v27, v7, 0x7fff, v25
  v_lshrrev_b32 v30, 16, v27
  v_cndmask_b32_e64 v32, v30, 0x7fc0, s0
  v_cmp_u_f32_e64 s0, v2, v2
  v_bfe_u32 v1, v2, 16, 1
  v_add3_u32 v1, v2, 0x7fff, v1
  v_lshrrev_b32 v1, 16, v1
  v_cndmask_b32_e64 v1, v1, 0x7fc0, s0
  v_cmp_u_f32_e64 s0, v4, v4
  v_bfe_u32 v2, v4, 16, 1
  v_add3_u32 v2, v4, 0x7fff, v2
  v_lshrrev_b32 v2, 16, v2
  v_cndmask_b32_e64 v2, v2, 0x7fc0, s0
  v_cmp_u_f32_e64 s0, v6, v6
  v_bfe_u32 v3, v6, 16, 1
  v_add3_u32 v3, v6, 0x7fff, v3
  v_lshrrev_b32 v3, 16, v3
  v_cndmask_b32_e64 v3, v3, 0x7fc0, s0
  v_cmp_u_f32_e64 s20, v8, v8
  v_bfe_u32 v4, v8, 16, 1
  v_add3_u32 v4, v8, 0x7fff, v4
  v_lshrrev_b32 v6, 16, v4
  v_cndmask_b32_e64 v9, v6, 0x7fc0, s20
  v_cmp_u_f32_e64 s28, v10, v10
  v_bfe_u32 v13, v10, 16, 1
  v_add3_u32 v14, v10, 0x7fff, v13
  v_lshrrev_b32 v16, 16, v14
  v_cndmask_b32_e64 v19, v16, 0x7fc0, s28
  v_cmp_u_f32_e64 s0, v12, v12
  v_bfe_u32 v23, v12, 16, 1
  v_add3_u32 v25, v12, 0x7fff, v23
  v_lshrrev_b32 v26, 16, v25
  v_cndmask_b32_e64 v30, v26, 0x7fc0, s0
  s_and_saveexec_b32 s34, s6
  global_store_b16 v[36:37], v22, off
  s_mov_b32 exec_lo, s34
  s_and_saveexec_b32 s34, s8
  global_store_b16 v[36:37], v32, off offset:2
  s_mov_b32 exec_lo, s34
  s_and_saveexec_b32 s34, s10
  global_store_b16 v[36:37], v1, off offset:4
  s_mov_b32 exec_lo, s34
  s_and_saveexec_b32 s34, s12
  global_store_b16 v[36:37], v2, off offset:6
  s_mov_b32 exec_lo, s34
  s_and_saveexec_b32 s34, s14
  global_store_b16 v[36:37], v3, off offset:8
  s_mov_b32 exec_lo, s34
  s_and_saveexec_b32 s34, s16
  global_store_b16 v[36:37], v9, off offset:10
  s_mov_b32 exec_lo, s34
  s_and_saveexec_b32 s34, s18
  global_store_b16 v[36:37], v19, off offset:12
  s_mov_b32 exec_lo, s34
  s_and_saveexec_b32 s34, s26
  global_store_b16 v[36:37], v30, off offset:14
  s_mov_b32 exec_lo, s34
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mul_i32 s0, s2, 4
  s_mul_hi_i32 s8, s2, 4
  s_add_u32 s6, s4, s0
  s_addc_u32 s7, s5, s8
  v_mov_b32 v36, s6
  v_mov_b32 v37, s7
  v_cmp_eq_u32_e64 s0, v29, 0
  s_and_saveexec_b32 s34, s0
  global_store_b32 v[36:37], v24, off
  s_mov_b32 exec_lo, s34
  s_mul_i32 s0, s2, 4
  s_mul_hi_i32 s4, s2, 4
  s_add_u32 s2, s32, s0
  s_addc_u32 s3, s33, s4
  v_cmp_eq_u32_e64 s0, v29, 0
  v_mov_b32 v36, s2
  v_mov_b32 v37, s3
  s_and_saveexec_b32 s34, s0
  global_store_b32 v[36:37], v0, off
  s_mov_b32 exec_lo, s34
  s_endpgm
.Llayernorm_bf16_end:
.size layernorm_bf16, .Llayernorm_bf16_end-layernorm_bf16
; 36 SGPRs, 38 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 38
  .amdhsa_next_free_sgpr 36
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
    .sgpr_count: 36
    .vgpr_count: 38
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
