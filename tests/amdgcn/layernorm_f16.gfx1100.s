.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 5
.text
.globl layernorm_f16
.p2align 8
.type layernorm_f16,@function
layernorm_f16:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v7, 0x3ff, v0
  s_load_b64 s[18:19], s[0:1], 0x0
  s_load_b64 s[22:23], s[0:1], 0x8
  s_load_b64 s[26:27], s[0:1], 0x10
  s_load_b64 s[30:31], s[0:1], 0x18
  s_load_b64 s[34:35], s[0:1], 0x20
  s_load_b64 s[4:5], s[0:1], 0x28
  s_waitcnt lgkmcnt(0)
  v_writelane_b32 v32, s4, 0
  v_writelane_b32 v32, s5, 1
  s_load_b32 s8, s[0:1], 0x30
  s_load_b32 s6, s[0:1], 0x34
  s_load_b32 s4, s[0:1], 0x38
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s8, s2, s8
  v_and_b32 v18, v7, 0x7f
  v_lshlrev_b32 v1, 2, v18
  v_add_nc_u32 v3, s8, v1
  v_ashrrev_i32 v2, 31, v3
  v_lshlrev_b32 v3, 1, v3
  v_add_co_u32 v30, vcc_lo, s18, v3
  v_add_co_ci_u32 v31, vcc_lo, s19, v2, vcc_lo
  v_cmp_lt_i32_e64 s10, v1, s6
  v_mov_b32 v14, 0
  s_and_saveexec_b32 s36, s10
  global_load_u16 v14, v[30:31], off
  s_mov_b32 exec_lo, s36
  v_add_nc_u32 v2, v1, 1
  v_cmp_lt_i32_e64 s20, v2, s6
  v_mov_b32 v19, 0
  s_and_saveexec_b32 s36, s20
  global_load_u16 v19, v[30:31], off offset:2
  s_mov_b32 exec_lo, s36
  v_add_nc_u32 v2, v1, 2
  v_cmp_lt_i32_e64 s28, v2, s6
  v_mov_b32 v22, 0
  s_and_saveexec_b32 s36, s28
  global_load_u16 v22, v[30:31], off offset:4
  s_mov_b32 exec_lo, s36
  v_add_nc_u32 v4, v1, 3
  v_cmp_lt_i32_e64 s12, v4, s6
  v_mov_b32 v2, 0
  s_and_saveexec_b32 s36, s12
  global_load_u16 v2, v[30:31], off offset:6
  s_mov_b32 exec_lo, s36
  v_add_nc_u32 v8, v1, 0x200
  v_cmp_lt_i32_e64 s14, v8, s6
  v_mov_b32 v3, 0
  s_and_saveexec_b32 s36, s14
  global_load_u16 v3, v[30:31], off offset:1024
  s_mov_b32 exec_lo, s36
  v_add_nc_u32 v12, v1, 0x201
  v_cmp_lt_i32_e64 s16, v12, s6
  v_mov_b32 v4, 0
  s_and_saveexec_b32 s36, s16
  global_load_u16 v4, v[30:31], off offset:1026
  s_mov_b32 exec_lo, s36
  v_add_nc_u32 v16, v1, 0x202
  v_cmp_lt_i32_e64 s24, v16, s6
  v_mov_b32 v5, 0
  s_and_saveexec_b32 s36, s24
  global_load_u16 v5, v[30:31], off offset:1028
  s_mov_b32 exec_lo, s36
  v_add_nc_u32 v20, v1, 0x203
  v_cmp_lt_i32_e64 s32, v20, s6
  v_mov_b32 v1, 0
  s_and_saveexec_b32 s36, s32
  global_load_u16 v1, v[30:31], off offset:1030
  s_mov_b32 exec_lo, s36
  s_waitcnt vmcnt(0)
  v_cvt_f32_f16 v17, v14
  v_cvt_f32_f16 v16, v19
  v_cvt_f32_f16 v15, v22
  v_cvt_f32_f16 v13, v2
  v_cvt_f32_f16 v12, v3
  v_cvt_f32_f16 v10, v4
  v_cvt_f32_f16 v9, v5
  v_cvt_f32_f16 v8, v1
  v_add_f32 v1, v17, v16
  v_add_f32 v1, v1, v15
  v_add_f32 v1, v1, v13
  v_add_f32 v3, v1, v12
  v_add_f32 v5, v3, v10
  v_add_f32 v11, v5, v9
  v_add_f32 v11, v11, v8
  v_and_b32 v0, 31, v0
  v_xor_b32 v14, 1, v0
  v_lshlrev_b32 v14, 2, v14
  ds_bpermute_b32 v19, v14, v11
  s_waitcnt lgkmcnt(0)
  v_add_f32 v19, v11, v19
  v_xor_b32 v20, 2, v0
  v_lshlrev_b32 v22, 2, v20
  ds_bpermute_b32 v1, v22, v19
  s_waitcnt lgkmcnt(0)
  v_add_f32 v1, v19, v1
  v_xor_b32 v2, 4, v0
  v_lshlrev_b32 v2, 2, v2
  ds_bpermute_b32 v3, v2, v1
  s_waitcnt lgkmcnt(0)
  v_add_f32 v1, v1, v3
  v_xor_b32 v3, 8, v0
  v_lshlrev_b32 v3, 2, v3
  ds_bpermute_b32 v4, v3, v1
  s_waitcnt lgkmcnt(0)
  v_add_f32 v1, v1, v4
  v_xor_b32 v0, 16, v0
  v_lshlrev_b32 v5, 2, v0
  ds_bpermute_b32 v0, v5, v1
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v1, v0
  v_mul_lo_u32 v6, v7, 4
  ds_store_b32 v6, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_and_b32 v0, v7, 0xffffff9f
  v_mul_lo_u32 v4, v0, 4
  ds_load_b32 v0, v4
  ds_load_b32 v7, v4 offset:128
  ds_load_b32 v1, v4 offset:256
  ds_load_b32 v11, v4 offset:384
  s_waitcnt lgkmcnt(0)
  v_add_f32 v7, v0, v7
  v_add_f32 v11, v1, v11
  v_add_f32 v19, v7, v11
  v_cvt_f32_i32 v11, s6
  v_div_scale_f32 v20, vcc_lo, v11, v11, v19
  v_div_scale_f32 v21, vcc_lo, v19, v11, v19
  v_rcp_f32 v0, v20
  v_fma_f32 v1, -v20, v0, 0x3f800000
  v_fma_f32 v0, v1, v0, v0
  v_mul_f32 v1, v21, v0
  v_fma_f32 v7, -v20, v1, v21
  v_fma_f32 v1, v7, v0, v1
  v_fma_f32 v7, -v20, v1, v21
  s_nop 3
  v_div_fmas_f32 v0, v7, v0, v1
  v_div_fixup_f32 v1, v0, v11, v19
  v_sub_f32 v7, v17, v1
  v_sub_f32 v21, v16, v1
  v_sub_f32 v20, v15, v1
  v_sub_f32 v19, v13, v1
  v_sub_f32 v17, v12, v1
  v_sub_f32 v16, v10, v1
  v_sub_f32 v0, v9, v1
  v_sub_f32 v8, v8, v1
  v_cndmask_b32_e64 v7, 0, v7, s10
  v_cndmask_b32_e64 v15, 0, v21, s20
  v_cndmask_b32_e64 v13, 0, v20, s28
  v_cndmask_b32_e64 v12, 0, v19, s12
  v_cndmask_b32_e64 v10, 0, v17, s14
  v_cndmask_b32_e64 v9, 0, v16, s16
  v_cndmask_b32_e64 v0, 0, v0, s24
  v_cndmask_b32_e64 v8, 0, v8, s32
  v_mul_f32 v7, v7, v7
  v_mul_f32 v20, v15, v15
  v_mul_f32 v17, v13, v13
  v_mul_f32 v13, v12, v12
  v_mul_f32 v12, v10, v10
  v_mul_f32 v15, v9, v9
  v_mul_f32 v16, v0, v0
  v_mul_f32 v19, v8, v8
  v_add_f32 v20, v7, v20
  v_add_f32 v0, v20, v17
  v_add_f32 v0, v0, v13
  v_add_f32 v0, v0, v12
  v_add_f32 v0, v0, v15
  v_add_f32 v0, v0, v16
  v_add_f32 v0, v0, v19
  ds_bpermute_b32 v7, v14, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v7
  ds_bpermute_b32 v7, v22, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v7
  ds_bpermute_b32 v2, v2, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v2
  ds_bpermute_b32 v2, v3, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v2
  ds_bpermute_b32 v2, v5, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v2
  ds_store_b32 v6, v0 offset:512
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  ds_load_b32 v0, v4 offset:512
  ds_load_b32 v3, v4 offset:640
  ds_load_b32 v2, v4 offset:768
  ds_load_b32 v4, v4 offset:896
  s_waitcnt lgkmcnt(0)
  v_add_f32 v3, v0, v3
  v_add_f32 v4, v2, v4
  v_add_f32 v5, v3, v4
  v_lshlrev_b32 v0, 3, v18
  v_lshlrev_b32 v8, 1, v0
  v_ashrrev_i32 v10, 31, v0
  v_add_co_u32 v28, vcc_lo, s26, v8
  v_add_co_ci_u32 v29, vcc_lo, s27, v10, vcc_lo
  v_add_co_u32 v26, vcc_lo, s30, v8
  v_add_co_ci_u32 v27, vcc_lo, s31, v10, vcc_lo
  v_add_nc_u32 v3, s8, v0
  v_lshlrev_b32 v2, 1, v3
  v_ashrrev_i32 v3, 31, v3
  v_add_co_u32 v24, vcc_lo, s22, v2
  v_add_co_ci_u32 v25, vcc_lo, s23, v3, vcc_lo
  v_add_co_u32 v30, vcc_lo, s18, v2
  v_add_co_ci_u32 v31, vcc_lo, s19, v3, vcc_lo
  v_cmp_lt_i32_e64 s8, v0, s6
  v_mov_b32 v2, 0
  s_and_saveexec_b32 s36, s8
  global_load_u16 v2, v[30:31], off
  s_mov_b32 exec_lo, s36
  v_add_nc_u32 v3, v0, 1
  v_cmp_lt_i32_e64 s12, v3, s6
  v_mov_b32 v3, 0
  s_and_saveexec_b32 s36, s12
  global_load_u16 v3, v[30:31], off offset:2
  s_mov_b32 exec_lo, s36
  v_add_nc_u32 v4, v0, 2
  v_cmp_lt_i32_e64 s20, v4, s6
  v_mov_b32 v4, 0
  s_and_saveexec_b32 s36, s20
  global_load_u16 v4, v[30:31], off offset:4
  s_mov_b32 exec_lo, s36
  v_add_nc_u32 v6, v0, 3
  v_cmp_lt_i32_e64 s28, v6, s6
  v_mov_b32 v6, 0
  s_and_saveexec_b32 s36, s28
  global_load_u16 v6, v[30:31], off offset:6
  s_mov_b32 exec_lo, s36
  v_add_nc_u32 v7, v0, 4
  v_cmp_lt_i32_e64 s10, v7, s6
  v_mov_b32 v7, 0
  s_and_saveexec_b32 s36, s10
  global_load_u16 v7, v[30:31], off offset:8
  s_mov_b32 exec_lo, s36
  v_add_nc_u32 v9, v0, 5
  v_cmp_lt_i32_e64 s14, v9, s6
  v_mov_b32 v8, 0
  s_and_saveexec_b32 s36, s14
  global_load_u16 v8, v[30:31], off offset:10
  s_mov_b32 exec_lo, s36
  v_add_nc_u32 v13, v0, 6
  v_cmp_lt_i32_e64 s16, v13, s6
  v_mov_b32 v9, 0
  s_and_saveexec_b32 s36, s16
  global_load_u16 v9, v[30:31], off offset:12
  s_mov_b32 exec_lo, s36
  v_add_nc_u32 v17, v0, 7
  v_cmp_lt_i32_e64 s6, v17, s6
  v_mov_b32 v15, 0
  s_and_saveexec_b32 s36, s6
  global_load_u16 v15, v[30:31], off offset:14
  s_mov_b32 exec_lo, s36
  s_waitcnt vmcnt(0)
  v_cvt_f32_f16 v14, v2
  v_cvt_f32_f16 v13, v3
  v_cvt_f32_f16 v10, v4
  v_cvt_f32_f16 v12, v6
  v_cvt_f32_f16 v3, v7
  v_cvt_f32_f16 v0, v8
  v_cvt_f32_f16 v2, v9
  v_cvt_f32_f16 v4, v15
  v_sub_f32 v6, v14, v1
  v_sub_f32 v8, v13, v1
  v_sub_f32 v10, v10, v1
  v_sub_f32 v12, v12, v1
  v_sub_f32 v14, v3, v1
  v_sub_f32 v16, v0, v1
  v_sub_f32 v19, v2, v1
  v_sub_f32 v20, v4, v1
  v_cndmask_b32_e64 v22, 0, v6, s8
  v_cndmask_b32_e64 v8, 0, v8, s12
  v_cndmask_b32_e64 v7, 0, v10, s20
  v_cndmask_b32_e64 v6, 0, v12, s28
  v_cndmask_b32_e64 v4, 0, v14, s10
  v_cndmask_b32_e64 v3, 0, v16, s14
  v_cndmask_b32_e64 v2, 0, v19, s16
  v_cndmask_b32_e64 v0, 0, v20, s6
  v_div_scale_f32 v9, vcc_lo, v11, v11, v5
  v_div_scale_f32 v10, vcc_lo, v5, v11, v5
  v_rcp_f32 v12, v9
  v_fma_f32 v13, -v9, v12, 0x3f800000
  v_fma_f32 v12, v13, v12, v12
  v_mul_f32 v13, v10, v12
  v_fma_f32 v14, -v9, v13, v10
  v_fma_f32 v13, v14, v12, v13
  v_fma_f32 v9, -v9, v13, v10
  s_nop 3
  v_div_fmas_f32 v9, v9, v12, v13
  v_div_fixup_f32 v5, v9, v11, v5
  v_add_f32 v5, v5, s4
  v_cmp_class_f32_e64 s0, v5, 0x90
  v_cndmask_b32_e64 v9, 0x3f800000, 0x4b800000, s0
  v_mul_f32 v5, v5, v9
  v_rsq_f32 v5, v5
  v_cndmask_b32_e64 v9, 0x3f800000, 0x45800000, s0
  v_mul_f32 v9, v5, v9
  v_mul_f32 v11, v22, v9
  v_mul_f32 v13, v8, v9
  v_mul_f32 v15, v7, v9
  v_mul_f32 v17, v6, v9
  v_mul_f32 v19, v4, v9
  v_mul_f32 v21, v3, v9
  v_mul_f32 v8, v2, v9
  v_mul_f32 v7, v0, v9
  v_mov_b32 v5, 0
  s_and_saveexec_b32 s36, s8
  global_load_u16 v5, v[28:29], off
  s_mov_b32 exec_lo, s36
  v_mov_b32 v3, 0
  s_and_saveexec_b32 s36, s12
  global_load_u16 v3, v[28:29], off offset:2
  s_mov_b32 exec_lo, s36
  v_mov_b32 v0, 0
  s_and_saveexec_b32 s36, s20
  global_load_u16 v0, v[28:29], off offset:4
  s_mov_b32 exec_lo, s36
  v_mov_b32 v2, 0
  s_and_saveexec_b32 s36, s28
  global_load_u16 v2, v[28:29], off offset:6
  s_mov_b32 exec_lo, s36
  v_mov_b32 v4, 0
  s_and_saveexec_b32 s36, s10
  global_load_u16 v4, v[28:29], off offset:8
  s_mov_b32 exec_lo, s36
  v_mov_b32 v6, 0
  s_and_saveexec_b32 s36, s14
  global_load_u16 v6, v[28:29], off offset:10
  s_mov_b32 exec_lo, s36
  v_mov_b32 v12, 0
  s_and_saveexec_b32 s36, s16
  global_load_u16 v12, v[28:29], off offset:12
  s_mov_b32 exec_lo, s36
  v_mov_b32 v10, 0
  s_and_saveexec_b32 s36, s6
  global_load_u16 v10, v[28:29], off offset:14
  s_mov_b32 exec_lo, s36
  s_waitcnt vmcnt(0)
  v_cvt_f32_f16 v5, v5
  v_cvt_f32_f16 v3, v3
  v_cvt_f32_f16 v0, v0
  v_cvt_f32_f16 v2, v2
  v_cvt_f32_f16 v4, v4
  v_cvt_f32_f16 v6, v6
  v_cvt_f32_f16 v12, v12
  v_cvt_f32_f16 v10, v10
  v_mul_f32 v5, v11, v5
  v_mul_f32 v3, v13, v3
  v_mul_f32 v0, v15, v0
  v_mul_f32 v2, v17, v2
  v_mul_f32 v4, v19, v4
  v_mul_f32 v6, v21, v6
  v_mul_f32 v8, v8, v12
  v_mul_f32 v10, v7, v10
  v_mov_b32 v12, 0
  s_and_saveexec_b32 s36, s8
  global_load_u16 v12, v[26:27], off
  s_mov_b32 exec_lo, s36
  v_mov_b32 v17, 0
  s_and_saveexec_b32 s36, s12
  global_load_u16 v17, v[26:27], off offset:2
  s_mov_b32 exec_lo, s36
  v_mov_b32 v16, 0
  s_and_saveexec_b32 s36, s20
  global_load_u16 v16, v[26:27], off offset:4
  s_mov_b32 exec_lo, s36
  v_mov_b32 v19, 0
  s_and_saveexec_b32 s36, s28
  global_load_u16 v19, v[26:27], off offset:6
  s_mov_b32 exec_lo, s36
  v_mov_b32 v20, 0
  s_and_saveexec_b32 s36, s10
  global_load_u16 v20, v[26:27], off offset:8
  s_mov_b32 exec_lo, s36
  v_mov_b32 v22, 0
  s_and_saveexec_b32 s36, s14
  global_load_u16 v22, v[26:27], off offset:10
  s_mov_b32 exec_lo, s36
  v_mov_b32 v15, 0
  s_and_saveexec_b32 s36, s16
  global_load_u16 v15, v[26:27], off offset:12
  s_mov_b32 exec_lo, s36
  v_mov_b32 v14, 0
  s_and_saveexec_b32 s36, s6
  global_load_u16 v14, v[26:27], off offset:14
  s_mov_b32 exec_lo, s36
  s_waitcnt vmcnt(0)
  v_cvt_f32_f16 v13, v12
  v_cvt_f32_f16 v12, v17
  v_cvt_f32_f16 v11, v16
  v_cvt_f32_f16 v17, v19
  v_cvt_f32_f16 v16, v20
  v_cvt_f32_f16 v7, v22
  v_cvt_f32_f16 v15, v15
  v_cvt_f32_f16 v14, v14
  v_add_f32 v13, v5, v13
  v_add_f32 v12, v3, v12
  v_add_f32 v11, v0, v11
  v_add_f32 v3, v2, v17
  v_add_f32 v5, v4, v16
  v_add_f32 v7, v6, v7
  v_add_f32 v8, v8, v15
  v_add_f32 v6, v10, v14
  v_cvt_f16_f32 v4, v13
  v_cvt_f16_f32 v0, v12
  v_cvt_f16_f32 v2, v11
  v_cvt_f16_f32 v3, v3
  v_cvt_f16_f32 v5, v5
  v_cvt_f16_f32 v7, v7
  v_cvt_f16_f32 v10, v8
  v_cvt_f16_f32 v11, v6
  s_and_saveexec_b32 s36, s8
  global_store_b16 v[24:25], v4, off
  s_mov_b32 exec_lo, s36
  s_and_saveexec_b32 s36, s12
  global_store_b16 v[24:25], v0, off offset:2
  s_mov_b32 exec_lo, s36
  s_and_saveexec_b32 s36, s20
  global_store_b16 v[24:25], v2, off offset:4
  s_mov_b32 exec_lo, s36
  s_and_saveexec_b32 s36, s28
  global_store_b16 v[24:25], v3, off offset:6
  s_mov_b32 exec_lo, s36
  s_and_saveexec_b32 s36, s10
  global_store_b16 v[24:25], v5, off offset:8
  s_mov_b32 exec_lo, s36
  s_and_saveexec_b32 s36, s14
  global_store_b16 v[24:25], v7, off offset:10
  s_mov_b32 exec_lo, s36
  s_and_saveexec_b32 s36, s16
  global_store_b16 v[24:25], v10, off offset:12
  s_mov_b32 exec_lo, s36
  s_and_saveexec_b32 s36, s6
  global_store_b16 v[24:25], v11, off offset:14
  s_mov_b32 exec_lo, s36
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mul_i32 s0, s2, 4
  s_mul_hi_i32 s6, s2, 4
  s_add_u32 s4, s34, s0
  s_addc_u32 s5, s35, s6
  v_mov_b32 v24, s4
  v_mov_b32 v25, s5
  v_cmp_eq_u32_e64 s0, v18, 0
  s_and_saveexec_b32 s36, s0
  global_store_b32 v[24:25], v1, off
  s_mov_b32 exec_lo, s36
  s_mul_i32 s0, s2, 4
  s_mul_hi_i32 s4, s2, 4
  v_readlane_b32 s34, v32, 0
  v_readlane_b32 s35, v32, 1
  s_add_u32 s2, s34, s0
  s_addc_u32 s3, s35, s4
  v_cmp_eq_u32_e64 s0, v18, 0
  v_mov_b32 v24, s2
  v_mov_b32 v25, s3
  s_and_saveexec_b32 s36, s0
  global_store_b32 v[24:25], v9, off
  s_mov_b32 exec_lo, s36
  s_endpgm
.Llayernorm_f16_end:
.size layernorm_f16, .Llayernorm_f16_end-layernorm_f16
; 38 SGPRs, 33 VGPRs; allocation: 0 moves, 1 spills, 1 reloads

.rodata
.p2align 6
.amdhsa_kernel layernorm_f16
  .amdhsa_group_segment_fixed_size 1024
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 76
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 33
  .amdhsa_next_free_sgpr 38
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
    .group_segment_fixed_size: 1024
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 38
    .vgpr_count: 33
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
