.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.amdhsa_code_object_version 5
.text
.globl softmax_f16
.p2align 8
.type softmax_f16,@function
softmax_f16:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v6, 63, v0
  s_mov_b32 s16, 0x3ff
  v_and_b32 v10, s16, v0
  s_load_dwordx2 s[24:25], s[0:1], 0x0
  s_load_dwordx2 s[28:29], s[0:1], 0x8
  s_load_dword s32, s[0:1], 0x10
  s_load_dword s36, s[0:1], 0x14
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s40, s2, s32
  s_mov_b32 s44, 0xff
  v_and_b32 v0, v10, s44
  s_mov_b32 s0, 2
  v_lshlrev_b32 v0, s0, v0
  s_cmp_ge_u32 s0, 32
  s_cselect_b64 s[2:3], -1, 0
  v_cndmask_b32_e64 v0, v0, 0, s[2:3]
  s_mov_b32 s2, 0
  v_add_u32 v4, v0, s2
  s_mov_b32 s2, 1
  v_add_u32 v7, v4, s2
  v_add_u32 v5, v4, s0
  s_mov_b32 s0, 3
  v_add_u32 v8, v4, s0
  v_add_u32 v3, s40, v4
  v_add_u32 v2, s40, v7
  v_add_u32 v1, s40, v5
  v_add_u32 v0, s40, v8
  v_lshlrev_b32 v9, 1, v3
  v_ashrrev_i32 v11, 31, v3
  v_mov_b32 v26, s24
  v_mov_b32 v27, s25
  v_add_co_u32 v24, vcc, v26, v9
  v_addc_co_u32 v25, vcc, v27, v11, vcc
  v_lshlrev_b32 v9, 1, v2
  v_ashrrev_i32 v11, 31, v2
  v_mov_b32 v34, s24
  v_mov_b32 v35, s25
  v_add_co_u32 v36, vcc, v34, v9
  v_addc_co_u32 v37, vcc, v35, v11, vcc
  v_lshlrev_b32 v11, 1, v1
  v_ashrrev_i32 v12, 31, v1
  v_mov_b32 v28, s24
  v_mov_b32 v29, s25
  v_add_co_u32 v26, vcc, v28, v11
  v_addc_co_u32 v27, vcc, v29, v12, vcc
  v_lshlrev_b32 v18, 1, v0
  v_ashrrev_i32 v20, 31, v0
  v_mov_b32 v30, s24
  v_mov_b32 v31, s25
  v_add_co_u32 v28, vcc, v30, v18
  v_addc_co_u32 v29, vcc, v31, v20, vcc
  v_cmp_lt_i32_e64 s[6:7], v4, s36
  v_cmp_lt_i32_e64 s[4:5], v7, s36
  v_cmp_lt_i32_e64 s[2:3], v5, s36
  v_cmp_lt_i32_e64 s[0:1], v8, s36
  s_mov_b32 s8, 0xfc00
  v_mov_b32 v5, s8
  v_mov_b32 v4, v5
  s_and_saveexec_b64 s[46:47], s[6:7]
  global_load_ushort v4, v[24:25], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v7, s8
  v_mov_b32 v5, v7
  s_and_saveexec_b64 s[46:47], s[4:5]
  global_load_ushort v5, v[36:37], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v8, s8
  v_mov_b32 v7, v8
  s_and_saveexec_b64 s[46:47], s[2:3]
  global_load_ushort v7, v[26:27], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v8, s8
  v_mov_b32 v11, v8
  s_and_saveexec_b64 s[46:47], s[0:1]
  global_load_ushort v11, v[28:29], off
  s_mov_b64 exec, s[46:47]
  s_waitcnt vmcnt(0)
  v_cvt_f32_f16 v9, v4
  v_cvt_f32_f16 v8, v5
  v_cvt_f32_f16 v7, v7
  v_cvt_f32_f16 v5, v11
  v_max_f32 v4, v9, v9
  v_max_f32 v11, v8, v8
  v_max_f32 v4, v4, v11
  v_cmp_eq_f32_e64 s[8:9], v9, v8
  v_and_b32 v11, v9, v8
  v_cndmask_b32_e64 v11, v4, v11, s[8:9]
  v_max_f32 v12, v11, v11
  v_max_f32 v13, v7, v7
  v_max_f32 v13, v12, v13
  v_cmp_eq_f32_e64 s[30:31], v11, v7
  v_and_b32 v17, v11, v7
  v_cndmask_b32_e64 v19, v13, v17, s[30:31]
  v_max_f32 v21, v19, v19
  v_max_f32 v23, v5, v5
  v_max_f32 v4, v21, v23
  v_cmp_eq_f32_e64 s[8:9], v19, v5
  v_and_b32 v11, v19, v5
  v_cndmask_b32_e64 v4, v4, v11, s[8:9]
  v_xor_b32 v11, 1, v6
  v_lshlrev_b32 v11, 2, v11
  ds_bpermute_b32 v11, v11, v4
  v_max_f32 v12, v4, v4
  s_waitcnt lgkmcnt(0)
  v_max_f32 v13, v11, v11
  v_max_f32 v12, v12, v13
  v_cmp_eq_f32_e64 s[8:9], v4, v11
  v_and_b32 v4, v4, v11
  v_cndmask_b32_e64 v4, v12, v4, s[8:9]
  v_xor_b32 v11, 2, v6
  v_lshlrev_b32 v11, 2, v11
  ds_bpermute_b32 v11, v11, v4
  v_max_f32 v12, v4, v4
  s_waitcnt lgkmcnt(0)
  v_max_f32 v13, v11, v11
  v_max_f32 v12, v12, v13
  v_cmp_eq_f32_e64 s[8:9], v4, v11
  v_and_b32 v4, v4, v11
  v_cndmask_b32_e64 v4, v12, v4, s[8:9]
  v_xor_b32 v11, 4, v6
  v_lshlrev_b32 v11, 2, v11
  ds_bpermute_b32 v11, v11, v4
  v_max_f32 v12, v4, v4
  s_waitcnt lgkmcnt(0)
  v_max_f32 v14, v11, v11
  v_max_f32 v16, v12, v14
  v_cmp_eq_f32_e64 s[36:37], v4, v11
  v_and_b32 v20, v4, v11
  v_cndmask_b32_e64 v22, v16, v20, s[36:37]
  v_xor_b32 v4, 8, v6
  v_lshlrev_b32 v4, 2, v4
  ds_bpermute_b32 v4, v4, v22
  v_max_f32 v11, v22, v22
  s_waitcnt lgkmcnt(0)
  v_max_f32 v12, v4, v4
  v_max_f32 v11, v11, v12
  v_cmp_eq_f32_e64 s[8:9], v22, v4
  v_and_b32 v4, v22, v4
  v_cndmask_b32_e64 v4, v11, v4, s[8:9]
  v_xor_b32 v11, 16, v6
  v_lshlrev_b32 v11, 2, v11
  ds_bpermute_b32 v11, v11, v4
  v_max_f32 v12, v4, v4
  s_waitcnt lgkmcnt(0)
  v_max_f32 v13, v11, v11
  v_max_f32 v12, v12, v13
  v_cmp_eq_f32_e64 s[8:9], v4, v11
  v_and_b32 v4, v4, v11
  v_cndmask_b32_e64 v4, v12, v4, s[8:9]
  v_xor_b32 v11, 32, v6
  v_lshlrev_b32 v11, 2, v11
  ds_bpermute_b32 v11, v11, v4
  v_max_f32 v12, v4, v4
  s_waitcnt lgkmcnt(0)
  v_max_f32 v13, v11, v11
  v_max_f32 v12, v12, v13
  v_cmp_eq_f32_e64 s[18:19], v4, v11
  v_and_b32 v11, v4, v11
  v_cndmask_b32_e64 v13, v12, v11, s[18:19]
  s_mov_b32 s30, 4
  v_mul_lo_u32 v17, v10, s30
  ds_write_b32 v17, v13
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s42, 0xffffff3f
  v_and_b32 v23, v10, s42
  v_mul_lo_u32 v4, v23, s30
  ds_read_b32 v11, v4
  ds_read_b32 v13, v4 offset:256
  ds_read_b32 v10, v4 offset:512
  ds_read_b32 v12, v4 offset:768
  s_waitcnt lgkmcnt(0)
  v_max_f32 v14, v11, v11
  v_max_f32 v15, v13, v13
  v_max_f32 v14, v14, v15
  v_cmp_eq_f32_e64 s[8:9], v11, v13
  v_and_b32 v11, v11, v13
  v_cndmask_b32_e64 v11, v14, v11, s[8:9]
  v_max_f32 v13, v10, v10
  v_max_f32 v14, v12, v12
  v_max_f32 v13, v13, v14
  v_cmp_eq_f32_e64 s[8:9], v10, v12
  v_and_b32 v10, v10, v12
  v_cndmask_b32_e64 v10, v13, v10, s[8:9]
  v_max_f32 v12, v11, v11
  v_max_f32 v13, v10, v10
  v_max_f32 v12, v12, v13
  v_cmp_eq_f32_e64 s[8:9], v11, v10
  v_and_b32 v10, v11, v10
  v_cndmask_b32_e64 v11, v12, v10, s[8:9]
  v_sub_f32 v9, v9, v11
  v_sub_f32 v10, v8, v11
  v_sub_f32 v12, v7, v11
  v_sub_f32 v14, v5, v11
  s_mov_b32 s32, 0x3fb8aa3b
  v_mul_f32 v18, s32, v9
  v_fma_f32 v20, v9, s32, -v18
  s_mov_b32 s44, 0x32a57060
  v_fma_f32 v5, v9, s44, v20
  s_mov_b32 s8, 0x7fffffff
  v_and_b32 v7, s8, v5
  s_mov_b32 s8, 0x3f800000
  v_cmp_gt_f32_e64 s[10:11], s8, v7
  v_cndmask_b32_e64 v5, 0, v5, s[10:11]
  s_mov_b32 s10, 0x3f317218
  v_mul_f32 v5, s10, v5
  s_mov_b32 s10, 0x43000000
  v_cmp_le_f32_e64 s[10:11], s10, v18
  v_mov_b32 v7, s8
  v_cndmask_b32_e64 v7, 0, v7, s[10:11]
  v_sub_f32 v7, v18, v7
  s_mov_b32 s12, 0xc2fc0000
  v_cmp_gt_f32_e64 s[12:13], s12, v7
  s_mov_b32 s14, 0x42800000
  v_mov_b32 v8, s14
  v_cndmask_b32_e64 v8, 0, v8, s[12:13]
  v_add_f32 v7, v7, v8
  v_exp_f32 v7, v7
  s_mov_b32 s14, 0x1f800000
  v_mov_b32 v8, s14
  v_mov_b32 v9, s8
  v_cndmask_b32_e64 v8, v9, v8, s[12:13]
  v_mul_f32 v9, v7, v8
  v_fma_f32 v11, v9, v5, v9
  s_mov_b32 s26, 0x7f800000
  v_cmp_eq_f32_e64 s[30:31], s26, v9
  v_cndmask_b32_e64 v18, v11, v9, s[30:31]
  s_mov_b32 s38, 0x40000000
  v_mov_b32 v21, s38
  v_mov_b32 v23, s8
  v_cndmask_b32_e64 v5, v23, v21, s[10:11]
  v_mul_f32 v5, v18, v5
  s_mov_b32 s8, 0x3fb8aa3b
  v_mul_f32 v8, s8, v10
  v_fma_f32 v7, v10, s8, -v8
  s_mov_b32 s8, 0x32a57060
  v_fma_f32 v7, v10, s8, v7
  s_mov_b32 s8, 0x7fffffff
  v_and_b32 v9, s8, v7
  s_mov_b32 s8, 0x3f800000
  v_cmp_gt_f32_e64 s[10:11], s8, v9
  v_cndmask_b32_e64 v7, 0, v7, s[10:11]
  s_mov_b32 s10, 0x3f317218
  v_mul_f32 v7, s10, v7
  s_mov_b32 s10, 0x43000000
  v_cmp_le_f32_e64 s[10:11], s10, v8
  v_mov_b32 v9, s8
  v_cndmask_b32_e64 v9, 0, v9, s[10:11]
  v_sub_f32 v8, v8, v9
  s_mov_b32 s12, 0xc2fc0000
  v_cmp_gt_f32_e64 s[12:13], s12, v8
  s_mov_b32 s14, 0x42800000
  v_mov_b32 v9, s14
  v_cndmask_b32_e64 v9, 0, v9, s[12:13]
  v_add_f32 v10, v8, v9
  v_exp_f32 v13, v10
  s_mov_b32 s30, 0x1f800000
  v_mov_b32 v16, s30
  v_mov_b32 v18, s8
  v_cndmask_b32_e64 v20, v18, v16, s[12:13]
  v_mul_f32 v22, v13, v20
  v_fma_f32 v7, v22, v7, v22
  s_mov_b32 s12, 0x7f800000
  v_cmp_eq_f32_e64 s[12:13], s12, v22
  v_cndmask_b32_e64 v7, v7, v22, s[12:13]
  s_mov_b32 s12, 0x40000000
  v_mov_b32 v8, s12
  v_mov_b32 v9, s8
  v_cndmask_b32_e64 v8, v9, v8, s[10:11]
  v_mul_f32 v7, v7, v8
  s_mov_b32 s8, 0x3fb8aa3b
  v_mul_f32 v9, s8, v12
  v_fma_f32 v8, v12, s8, -v9
  s_mov_b32 s8, 0x32a57060
  v_fma_f32 v8, v12, s8, v8
  s_mov_b32 s8, 0x7fffffff
  v_and_b32 v10, s8, v8
  s_mov_b32 s8, 0x3f800000
  v_cmp_gt_f32_e64 s[10:11], s8, v10
  v_cndmask_b32_e64 v8, 0, v8, s[10:11]
  s_mov_b32 s10, 0x3f317218
  v_mul_f32 v8, s10, v8
  s_mov_b32 s10, 0x43000000
  v_cmp_le_f32_e64 s[10:11], s10, v9
  v_mov_b32 v10, s8
  v_cndmask_b32_e64 v10, 0, v10, s[10:11]
  v_sub_f32 v11, v9, v10
  s_mov_b32 s26, 0xc2fc0000
  v_cmp_gt_f32_e64 s[30:31], s26, v11
  s_mov_b32 s34, 0x42800000
  v_mov_b32 v19, s34
  v_cndmask_b32_e64 v21, 0, v19, s[30:31]
  v_add_f32 v23, v11, v21
  v_exp_f32 v9, v23
  s_mov_b32 s12, 0x1f800000
  v_mov_b32 v10, s12
  v_mov_b32 v11, s8
  v_cndmask_b32_e64 v10, v11, v10, s[30:31]
  v_mul_f32 v9, v9, v10
  v_fma_f32 v8, v9, v8, v9
  s_mov_b32 s12, 0x7f800000
  v_cmp_eq_f32_e64 s[12:13], s12, v9
  v_cndmask_b32_e64 v8, v8, v9, s[12:13]
  s_mov_b32 s12, 0x40000000
  v_mov_b32 v9, s12
  v_mov_b32 v10, s8
  v_cndmask_b32_e64 v9, v10, v9, s[10:11]
  v_mul_f32 v8, v8, v9
  s_mov_b32 s8, 0x3fb8aa3b
  v_mul_f32 v9, s8, v14
  v_fma_f32 v10, v14, s8, -v9
  s_mov_b32 s8, 0x32a57060
  v_fma_f32 v10, v14, s8, v10
  s_mov_b32 s8, 0x7fffffff
  v_and_b32 v11, s8, v10
  s_mov_b32 s12, 0x3f800000
  v_cmp_gt_f32_e64 s[16:17], s12, v11
  v_cndmask_b32_e64 v10, 0, v10, s[16:17]
  s_mov_b32 s24, 0x3f317218
  v_mul_f32 v14, s24, v10
  s_mov_b32 s32, 0x43000000
  v_cmp_le_f32_e64 s[36:37], s32, v9
  v_mov_b32 v20, s12
  v_cndmask_b32_e64 v22, 0, v20, s[36:37]
  v_sub_f32 v9, v9, v22
  s_mov_b32 s8, 0xc2fc0000
  v_cmp_gt_f32_e64 s[8:9], s8, v9
  s_mov_b32 s10, 0x42800000
  v_mov_b32 v10, s10
  v_cndmask_b32_e64 v10, 0, v10, s[8:9]
  v_add_f32 v9, v9, v10
  v_exp_f32 v9, v9
  s_mov_b32 s10, 0x1f800000
  v_mov_b32 v10, s10
  v_mov_b32 v11, s12
  v_cndmask_b32_e64 v10, v11, v10, s[8:9]
  v_mul_f32 v9, v9, v10
  v_fma_f32 v10, v9, v14, v9
  s_mov_b32 s8, 0x7f800000
  v_cmp_eq_f32_e64 s[8:9], s8, v9
  v_cndmask_b32_e64 v9, v10, v9, s[8:9]
  s_mov_b32 s8, 0x40000000
  v_mov_b32 v10, s8
  v_mov_b32 v11, s12
  v_cndmask_b32_e64 v10, v11, v10, s[36:37]
  v_mul_f32 v9, v9, v10
  v_add_f32 v10, v5, v7
  v_add_f32 v10, v10, v8
  v_add_f32 v10, v10, v9
  v_xor_b32 v11, 1, v6
  v_lshlrev_b32 v13, 2, v11
  ds_bpermute_b32 v15, v13, v10
  s_waitcnt lgkmcnt(0)
  v_add_f32 v18, v10, v15
  v_xor_b32 v19, 2, v6
  v_lshlrev_b32 v21, 2, v19
  ds_bpermute_b32 v23, v21, v18
  s_waitcnt lgkmcnt(0)
  v_add_f32 v10, v18, v23
  v_xor_b32 v11, 4, v6
  v_lshlrev_b32 v11, 2, v11
  ds_bpermute_b32 v11, v11, v10
  s_waitcnt lgkmcnt(0)
  v_add_f32 v10, v10, v11
  v_xor_b32 v11, 8, v6
  v_lshlrev_b32 v11, 2, v11
  ds_bpermute_b32 v11, v11, v10
  s_waitcnt lgkmcnt(0)
  v_add_f32 v10, v10, v11
  v_xor_b32 v11, 16, v6
  v_lshlrev_b32 v11, 2, v11
  ds_bpermute_b32 v11, v11, v10
  s_waitcnt lgkmcnt(0)
  v_add_f32 v10, v10, v11
  v_xor_b32 v6, 32, v6
  v_lshlrev_b32 v6, 2, v6
  ds_bpermute_b32 v6, v6, v10
  s_waitcnt lgkmcnt(0)
  v_add_f32 v6, v10, v6
  ds_write_b32 v17, v6 offset:1024
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  ds_read_b32 v6, v4 offset:1024
  ds_read_b32 v11, v4 offset:1280
  ds_read_b32 v10, v4 offset:1536
  ds_read_b32 v4, v4 offset:1792
  s_waitcnt lgkmcnt(0)
  v_add_f32 v6, v6, v11
  v_add_f32 v10, v10, v4
  v_add_f32 v10, v6, v10
  v_lshlrev_b32 v12, 1, v3
  v_ashrrev_i32 v14, 31, v3
  v_mov_b32 v26, s28
  v_mov_b32 v27, s29
  v_add_co_u32 v24, vcc, v26, v12
  v_addc_co_u32 v25, vcc, v27, v14, vcc
  v_lshlrev_b32 v20, 1, v2
  v_ashrrev_i32 v22, 31, v2
  v_mov_b32 v28, s28
  v_mov_b32 v29, s29
  v_add_co_u32 v26, vcc, v28, v20
  v_addc_co_u32 v27, vcc, v29, v22, vcc
  v_lshlrev_b32 v2, 1, v1
  v_ashrrev_i32 v1, 31, v1
  v_mov_b32 v30, s28
  v_mov_b32 v31, s29
  v_add_co_u32 v28, vcc, v30, v2
  v_addc_co_u32 v29, vcc, v31, v1, vcc
  v_lshlrev_b32 v1, 1, v0
  v_ashrrev_i32 v0, 31, v0
  v_mov_b32 v32, s28
  v_mov_b32 v33, s29
  v_add_co_u32 v30, vcc, v32, v1
  v_addc_co_u32 v31, vcc, v33, v0, vcc
  v_div_scale_f32 v0, vcc, v10, v10, v5
  v_div_scale_f32 v1, vcc, v5, v10, v5
  v_rcp_f32 v2, v0
  s_mov_b32 s8, 0x3f800000
  v_fma_f32 v3, -v0, v2, s8
  v_fma_f32 v2, v3, v2, v2
  v_mul_f32 v3, v1, v2
  v_fma_f32 v4, -v0, v3, v1
  v_fma_f32 v3, v4, v2, v3
  v_fma_f32 v0, -v0, v3, v1
  s_nop 3
  v_div_fmas_f32 v1, v0, v2, v3
  v_div_fixup_f32 v3, v1, v10, v5
  v_div_scale_f32 v5, vcc, v10, v10, v7
  v_div_scale_f32 v11, vcc, v7, v10, v7
  v_rcp_f32 v12, v5
  v_fma_f32 v13, -v5, v12, s8
  v_fma_f32 v13, v13, v12, v12
  v_mul_f32 v15, v11, v13
  v_fma_f32 v17, -v5, v15, v11
  v_fma_f32 v19, v17, v13, v15
  v_fma_f32 v21, -v5, v19, v11
  s_nop 3
  v_div_fmas_f32 v23, v21, v13, v19
  v_div_fixup_f32 v0, v23, v10, v7
  v_div_scale_f32 v1, vcc, v10, v10, v8
  v_div_scale_f32 v2, vcc, v8, v10, v8
  v_rcp_f32 v4, v1
  v_fma_f32 v5, -v1, v4, s8
  v_fma_f32 v4, v5, v4, v4
  v_mul_f32 v5, v2, v4
  v_fma_f32 v6, -v1, v5, v2
  v_fma_f32 v5, v6, v4, v5
  v_fma_f32 v1, -v1, v5, v2
  s_nop 3
  v_div_fmas_f32 v1, v1, v4, v5
  v_div_fixup_f32 v1, v1, v10, v8
  v_div_scale_f32 v2, vcc, v10, v10, v9
  v_div_scale_f32 v4, vcc, v9, v10, v9
  v_rcp_f32 v5, v2
  s_mov_b32 s8, 0x3f800000
  v_fma_f32 v6, -v2, v5, s8
  v_fma_f32 v5, v6, v5, v5
  v_mul_f32 v6, v4, v5
  v_fma_f32 v7, -v2, v6, v4
  v_fma_f32 v6, v7, v5, v6
  v_fma_f32 v4, -v2, v6, v4
  s_nop 3
  v_div_fmas_f32 v6, v4, v5, v6
  v_div_fixup_f32 v8, v6, v10, v9
  v_cvt_f16_f32 v10, v3
  v_cvt_f16_f32 v12, v0
  v_cvt_f16_f32 v14, v1
  v_cvt_f16_f32 v16, v8
  s_and_saveexec_b64 s[46:47], s[6:7]
  global_store_short v[24:25], v10, off
  s_mov_b64 exec, s[46:47]
  s_and_saveexec_b64 s[46:47], s[4:5]
  global_store_short v[26:27], v12, off
  s_mov_b64 exec, s[46:47]
  s_and_saveexec_b64 s[46:47], s[2:3]
  global_store_short v[28:29], v14, off
  s_mov_b64 exec, s[46:47]
  s_and_saveexec_b64 s[46:47], s[0:1]
  global_store_short v[30:31], v16, off
  s_mov_b64 exec, s[46:47]
  s_endpgm
.Lsoftmax_f16_end:
.size softmax_f16, .Lsoftmax_f16_end-softmax_f16
; 48 SGPRs, 38 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

.rodata
.p2align 6
.amdhsa_kernel softmax_f16
  .amdhsa_group_segment_fixed_size 2048
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 36
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 38
  .amdhsa_next_free_sgpr 48
  .amdhsa_accum_offset 40
  .amdhsa_tg_split 0
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 3
  .amdhsa_ieee_mode 1
  .amdhsa_dx10_clamp 1
.end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.kernels:
  - .name: softmax_f16
    .symbol: softmax_f16.kd
    .kernarg_segment_size: 36
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 2048
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 48
    .vgpr_count: 38
    .max_flat_workgroup_size: 256
    .reqd_workgroup_size: [256, 1, 1]
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
        .size: 4
        .value_kind: by_value
      - .offset: 20
        .size: 4
        .value_kind: by_value
      - .offset: 24
        .size: 4
        .value_kind: hidden_block_count_x
      - .offset: 28
        .size: 4
        .value_kind: hidden_block_count_y
      - .offset: 32
        .size: 4
        .value_kind: hidden_block_count_z
amdhsa.version:
  - 1
  - 2
amdhsa.target: amdgcn-amd-amdhsa--gfx90a
...
.end_amdgpu_metadata
