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
  s_load_dword s38, s[0:1], 0x14
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s40, s2, s32
  s_mov_b32 s44, 0xff
  v_and_b32 v0, v10, s44
  v_lshlrev_b32 v0, 2, v0
  s_cmp_ge_u32 2, 32
  s_cselect_b64 s[0:1], -1, 0
  v_cndmask_b32_e64 v0, v0, 0, s[0:1]
  v_add_u32 v8, v0, 0
  v_add_u32 v7, v8, 1
  v_add_u32 v5, v8, 2
  v_add_u32 v4, v8, 3
  v_add_u32 v3, s40, v8
  v_add_u32 v2, s40, v7
  v_add_u32 v1, s40, v5
  v_add_u32 v0, s40, v4
  v_lshlrev_b32 v9, 1, v3
  v_ashrrev_i32 v11, 31, v3
  v_mov_b32 v26, s24
  v_mov_b32 v27, s25
  v_add_co_u32 v24, vcc, v26, v9
  v_addc_co_u32 v25, vcc, v27, v11, vcc
  v_lshlrev_b32 v9, 1, v2
  v_ashrrev_i32 v11, 31, v2
  v_mov_b32 v28, s24
  v_mov_b32 v29, s25
  v_add_co_u32 v26, vcc, v28, v9
  v_addc_co_u32 v27, vcc, v29, v11, vcc
  v_lshlrev_b32 v9, 1, v1
  v_ashrrev_i32 v11, 31, v1
  v_mov_b32 v34, s24
  v_mov_b32 v35, s25
  v_add_co_u32 v36, vcc, v34, v9
  v_addc_co_u32 v37, vcc, v35, v11, vcc
  v_lshlrev_b32 v11, 1, v0
  v_ashrrev_i32 v12, 31, v0
  v_mov_b32 v30, s24
  v_mov_b32 v31, s25
  v_add_co_u32 v28, vcc, v30, v11
  v_addc_co_u32 v29, vcc, v31, v12, vcc
  v_cmp_lt_i32_e64 s[36:37], v8, s38
  v_cmp_lt_i32_e64 s[40:41], v7, s38
  v_cmp_lt_i32_e64 s[44:45], v5, s38
  v_cmp_lt_i32_e64 s[0:1], v4, s38
  s_mov_b32 s2, 0xfc00
  v_mov_b32 v5, s2
  v_mov_b32 v4, v5
  s_and_saveexec_b64 s[48:49], s[36:37]
  global_load_ushort v4, v[24:25], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v7, s2
  v_mov_b32 v5, v7
  s_and_saveexec_b64 s[48:49], s[40:41]
  global_load_ushort v5, v[26:27], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v8, s2
  v_mov_b32 v7, v8
  s_and_saveexec_b64 s[48:49], s[44:45]
  global_load_ushort v7, v[36:37], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v8, s2
  v_mov_b32 v11, v8
  s_and_saveexec_b64 s[48:49], s[0:1]
  global_load_ushort v11, v[28:29], off
  s_mov_b64 exec, s[48:49]
  s_waitcnt vmcnt(0)
  v_cvt_f32_f16 v9, v4
  v_cvt_f32_f16 v8, v5
  v_cvt_f32_f16 v5, v7
  v_cvt_f32_f16 v4, v11
  v_max_f32 v7, v9, v9
  v_max_f32 v11, v8, v8
  v_max_f32 v7, v7, v11
  v_cmp_eq_f32_e64 s[2:3], v9, v8
  v_and_b32 v11, v9, v8
  v_cndmask_b32_e64 v7, v7, v11, s[2:3]
  v_max_f32 v11, v7, v7
  v_max_f32 v12, v5, v5
  v_max_f32 v11, v11, v12
  v_cmp_eq_f32_e64 s[14:15], v7, v5
  v_and_b32 v12, v7, v5
  v_cndmask_b32_e64 v11, v11, v12, s[14:15]
  v_max_f32 v13, v11, v11
  v_max_f32 v15, v4, v4
  v_max_f32 v17, v13, v15
  v_cmp_eq_f32_e64 s[38:39], v11, v4
  v_and_b32 v21, v11, v4
  v_cndmask_b32_e64 v23, v17, v21, s[38:39]
  v_xor_b32 v7, 1, v6
  v_lshlrev_b32 v7, 2, v7
  ds_bpermute_b32 v7, v7, v23
  v_max_f32 v11, v23, v23
  s_waitcnt lgkmcnt(0)
  v_max_f32 v12, v7, v7
  v_max_f32 v11, v11, v12
  v_cmp_eq_f32_e64 s[2:3], v23, v7
  v_and_b32 v7, v23, v7
  v_cndmask_b32_e64 v7, v11, v7, s[2:3]
  v_xor_b32 v11, 2, v6
  v_lshlrev_b32 v11, 2, v11
  ds_bpermute_b32 v11, v11, v7
  v_max_f32 v12, v7, v7
  s_waitcnt lgkmcnt(0)
  v_max_f32 v13, v11, v11
  v_max_f32 v12, v12, v13
  v_cmp_eq_f32_e64 s[2:3], v7, v11
  v_and_b32 v7, v7, v11
  v_cndmask_b32_e64 v7, v12, v7, s[2:3]
  v_xor_b32 v11, 4, v6
  v_lshlrev_b32 v11, 2, v11
  ds_bpermute_b32 v11, v11, v7
  v_max_f32 v12, v7, v7
  s_waitcnt lgkmcnt(0)
  v_max_f32 v13, v11, v11
  v_max_f32 v12, v12, v13
  v_cmp_eq_f32_e64 s[20:21], v7, v11
  v_and_b32 v13, v7, v11
  v_cndmask_b32_e64 v14, v12, v13, s[20:21]
  v_xor_b32 v16, 8, v6
  v_lshlrev_b32 v18, 2, v16
  ds_bpermute_b32 v20, v18, v14
  v_max_f32 v22, v14, v14
  s_waitcnt lgkmcnt(0)
  v_max_f32 v7, v20, v20
  v_max_f32 v7, v22, v7
  v_cmp_eq_f32_e64 s[2:3], v14, v20
  v_and_b32 v11, v14, v20
  v_cndmask_b32_e64 v7, v7, v11, s[2:3]
  v_xor_b32 v11, 16, v6
  v_lshlrev_b32 v11, 2, v11
  ds_bpermute_b32 v11, v11, v7
  v_max_f32 v12, v7, v7
  s_waitcnt lgkmcnt(0)
  v_max_f32 v13, v11, v11
  v_max_f32 v12, v12, v13
  v_cmp_eq_f32_e64 s[2:3], v7, v11
  v_and_b32 v7, v7, v11
  v_cndmask_b32_e64 v7, v12, v7, s[2:3]
  v_xor_b32 v11, 32, v6
  v_lshlrev_b32 v11, 2, v11
  ds_bpermute_b32 v11, v11, v7
  v_max_f32 v12, v7, v7
  s_waitcnt lgkmcnt(0)
  v_max_f32 v13, v11, v11
  v_max_f32 v12, v12, v13
  v_cmp_eq_f32_e64 s[2:3], v7, v11
  v_and_b32 v7, v7, v11
  v_cndmask_b32_e64 v11, v12, v7, s[2:3]
  v_mul_lo_u32 v7, v10, 4
  ds_write_b32 v7, v11
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s22, 0xffffff3f
  v_and_b32 v13, v10, s22
  v_mul_lo_u32 v15, v13, 4
  ds_read_b32 v17, v15
  ds_read_b32 v19, v15 offset:256
  ds_read_b32 v21, v15 offset:512
  ds_read_b32 v23, v15 offset:768
  s_waitcnt lgkmcnt(0)
  v_max_f32 v10, v17, v17
  v_max_f32 v11, v19, v19
  v_max_f32 v10, v10, v11
  v_cmp_eq_f32_e64 s[2:3], v17, v19
  v_and_b32 v11, v17, v19
  v_cndmask_b32_e64 v10, v10, v11, s[2:3]
  v_max_f32 v11, v21, v21
  v_max_f32 v12, v23, v23
  v_max_f32 v11, v11, v12
  v_cmp_eq_f32_e64 s[2:3], v21, v23
  v_and_b32 v12, v21, v23
  v_cndmask_b32_e64 v11, v11, v12, s[2:3]
  v_max_f32 v12, v10, v10
  v_max_f32 v13, v11, v11
  v_max_f32 v12, v12, v13
  v_cmp_eq_f32_e64 s[2:3], v10, v11
  v_and_b32 v10, v10, v11
  v_cndmask_b32_e64 v10, v12, v10, s[2:3]
  v_sub_f32 v11, v9, v10
  v_sub_f32 v8, v8, v10
  v_sub_f32 v9, v5, v10
  v_sub_f32 v4, v4, v10
  s_mov_b32 s12, 0x3fb8aa3b
  v_mul_f32 v10, s12, v11
  v_fma_f32 v12, v11, s12, -v10
  s_mov_b32 s24, 0x32a57060
  v_fma_f32 v14, v11, s24, v12
  s_mov_b32 s32, 0x7fffffff
  v_and_b32 v18, s32, v14
  v_cmp_gt_f32_e64 s[42:43], 0x3f800000, v18
  v_cndmask_b32_e64 v22, 0, v14, s[42:43]
  s_mov_b32 s2, 0x3f317218
  v_mul_f32 v5, s2, v22
  s_mov_b32 s2, 0x43000000
  v_cmp_le_f32_e64 s[2:3], s2, v10
  v_cndmask_b32_e64 v11, 0, 0x3f800000, s[2:3]
  v_sub_f32 v10, v10, v11
  s_mov_b32 s4, 0xc2fc0000
  v_cmp_gt_f32_e64 s[4:5], s4, v10
  s_mov_b32 s6, 0x42800000
  v_mov_b32 v11, s6
  v_cndmask_b32_e64 v11, 0, v11, s[4:5]
  v_add_f32 v10, v10, v11
  v_exp_f32 v10, v10
  s_mov_b32 s6, 0x1f800000
  v_mov_b32 v11, s6
  v_cndmask_b32_e64 v11, 0x3f800000, v11, s[4:5]
  v_mul_f32 v10, v10, v11
  v_fma_f32 v5, v10, v5, v10
  s_mov_b32 s4, 0x7f800000
  v_cmp_eq_f32_e64 s[4:5], s4, v10
  v_cndmask_b32_e64 v5, v5, v10, s[4:5]
  v_cndmask_b32_e64 v10, 0x3f800000, 0x40000000, s[2:3]
  v_mul_f32 v5, v5, v10
  s_mov_b32 s14, 0x3fb8aa3b
  v_mul_f32 v10, s14, v8
  v_fma_f32 v11, v8, s14, -v10
  s_mov_b32 s26, 0x32a57060
  v_fma_f32 v16, v8, s26, v11
  s_mov_b32 s34, 0x7fffffff
  v_and_b32 v19, s34, v16
  v_cmp_gt_f32_e64 s[42:43], 0x3f800000, v19
  v_cndmask_b32_e64 v23, 0, v16, s[42:43]
  s_mov_b32 s2, 0x3f317218
  v_mul_f32 v8, s2, v23
  s_mov_b32 s2, 0x43000000
  v_cmp_le_f32_e64 s[2:3], s2, v10
  v_cndmask_b32_e64 v11, 0, 0x3f800000, s[2:3]
  v_sub_f32 v10, v10, v11
  s_mov_b32 s4, 0xc2fc0000
  v_cmp_gt_f32_e64 s[4:5], s4, v10
  s_mov_b32 s6, 0x42800000
  v_mov_b32 v11, s6
  v_cndmask_b32_e64 v11, 0, v11, s[4:5]
  v_add_f32 v10, v10, v11
  v_exp_f32 v10, v10
  s_mov_b32 s6, 0x1f800000
  v_mov_b32 v11, s6
  v_cndmask_b32_e64 v11, 0x3f800000, v11, s[4:5]
  v_mul_f32 v10, v10, v11
  v_fma_f32 v8, v10, v8, v10
  s_mov_b32 s4, 0x7f800000
  v_cmp_eq_f32_e64 s[4:5], s4, v10
  v_cndmask_b32_e64 v8, v8, v10, s[4:5]
  v_cndmask_b32_e64 v10, 0x3f800000, 0x40000000, s[2:3]
  v_mul_f32 v8, v8, v10
  s_mov_b32 s16, 0x3fb8aa3b
  v_mul_f32 v10, s16, v9
  v_fma_f32 v12, v9, s16, -v10
  s_mov_b32 s30, 0x32a57060
  v_fma_f32 v16, v9, s30, v12
  s_mov_b32 s38, 0x7fffffff
  v_and_b32 v20, s38, v16
  v_cmp_gt_f32_e64 s[46:47], 0x3f800000, v20
  v_cndmask_b32_e64 v9, 0, v16, s[46:47]
  s_mov_b32 s2, 0x3f317218
  v_mul_f32 v9, s2, v9
  s_mov_b32 s2, 0x43000000
  v_cmp_le_f32_e64 s[2:3], s2, v10
  v_cndmask_b32_e64 v11, 0, 0x3f800000, s[2:3]
  v_sub_f32 v10, v10, v11
  s_mov_b32 s4, 0xc2fc0000
  v_cmp_gt_f32_e64 s[4:5], s4, v10
  s_mov_b32 s6, 0x42800000
  v_mov_b32 v11, s6
  v_cndmask_b32_e64 v11, 0, v11, s[4:5]
  v_add_f32 v10, v10, v11
  v_exp_f32 v10, v10
  s_mov_b32 s6, 0x1f800000
  v_mov_b32 v11, s6
  v_cndmask_b32_e64 v11, 0x3f800000, v11, s[4:5]
  v_mul_f32 v10, v10, v11
  v_fma_f32 v9, v10, v9, v10
  s_mov_b32 s4, 0x7f800000
  v_cmp_eq_f32_e64 s[4:5], s4, v10
  v_cndmask_b32_e64 v9, v9, v10, s[4:5]
  v_cndmask_b32_e64 v10, 0x3f800000, 0x40000000, s[2:3]
  v_mul_f32 v9, v9, v10
  s_mov_b32 s18, 0x3fb8aa3b
  v_mul_f32 v11, s18, v4
  v_fma_f32 v13, v4, s18, -v11
  s_mov_b32 s30, 0x32a57060
  v_fma_f32 v17, v4, s30, v13
  s_mov_b32 s38, 0x7fffffff
  v_and_b32 v21, s38, v17
  v_cmp_gt_f32_e64 s[46:47], 0x3f800000, v21
  v_cndmask_b32_e64 v4, 0, v17, s[46:47]
  s_mov_b32 s2, 0x3f317218
  v_mul_f32 v4, s2, v4
  s_mov_b32 s2, 0x43000000
  v_cmp_le_f32_e64 s[2:3], s2, v11
  v_cndmask_b32_e64 v10, 0, 0x3f800000, s[2:3]
  v_sub_f32 v10, v11, v10
  s_mov_b32 s4, 0xc2fc0000
  v_cmp_gt_f32_e64 s[4:5], s4, v10
  s_mov_b32 s6, 0x42800000
  v_mov_b32 v11, s6
  v_cndmask_b32_e64 v11, 0, v11, s[4:5]
  v_add_f32 v10, v10, v11
  v_exp_f32 v10, v10
  s_mov_b32 s6, 0x1f800000
  v_mov_b32 v11, s6
  v_cndmask_b32_e64 v11, 0x3f800000, v11, s[4:5]
  v_mul_f32 v10, v10, v11
  v_fma_f32 v4, v10, v4, v10
  s_mov_b32 s4, 0x7f800000
  v_cmp_eq_f32_e64 s[4:5], s4, v10
  v_cndmask_b32_e64 v4, v4, v10, s[4:5]
  v_cndmask_b32_e64 v10, 0x3f800000, 0x40000000, s[2:3]
  v_mul_f32 v10, v4, v10
  v_add_f32 v11, v5, v8
  v_add_f32 v12, v11, v9
  v_add_f32 v14, v12, v10
  v_xor_b32 v16, 1, v6
  v_lshlrev_b32 v18, 2, v16
  ds_bpermute_b32 v20, v18, v14
  s_waitcnt lgkmcnt(0)
  v_add_f32 v22, v14, v20
  v_xor_b32 v4, 2, v6
  v_lshlrev_b32 v4, 2, v4
  ds_bpermute_b32 v4, v4, v22
  s_waitcnt lgkmcnt(0)
  v_add_f32 v4, v22, v4
  v_xor_b32 v11, 4, v6
  v_lshlrev_b32 v11, 2, v11
  ds_bpermute_b32 v11, v11, v4
  s_waitcnt lgkmcnt(0)
  v_add_f32 v4, v4, v11
  v_xor_b32 v11, 8, v6
  v_lshlrev_b32 v11, 2, v11
  ds_bpermute_b32 v11, v11, v4
  s_waitcnt lgkmcnt(0)
  v_add_f32 v4, v4, v11
  v_xor_b32 v11, 16, v6
  v_lshlrev_b32 v11, 2, v11
  ds_bpermute_b32 v11, v11, v4
  s_waitcnt lgkmcnt(0)
  v_add_f32 v4, v4, v11
  v_xor_b32 v6, 32, v6
  v_lshlrev_b32 v6, 2, v6
  ds_bpermute_b32 v6, v6, v4
  s_waitcnt lgkmcnt(0)
  v_add_f32 v4, v4, v6
  ds_write_b32 v7, v4 offset:1024
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  ds_read_b32 v4, v15 offset:1024
  ds_read_b32 v6, v15 offset:1280
  ds_read_b32 v7, v15 offset:1536
  ds_read_b32 v12, v15 offset:1792
  s_waitcnt lgkmcnt(0)
  v_add_f32 v11, v4, v6
  v_add_f32 v13, v7, v12
  v_add_f32 v15, v11, v13
  v_lshlrev_b32 v17, 1, v3
  v_ashrrev_i32 v19, 31, v3
  v_mov_b32 v26, s28
  v_mov_b32 v27, s29
  v_add_co_u32 v24, vcc, v26, v17
  v_addc_co_u32 v25, vcc, v27, v19, vcc
  v_lshlrev_b32 v3, 1, v2
  v_ashrrev_i32 v2, 31, v2
  v_mov_b32 v28, s28
  v_mov_b32 v29, s29
  v_add_co_u32 v26, vcc, v28, v3
  v_addc_co_u32 v27, vcc, v29, v2, vcc
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
  v_div_scale_f32 v0, vcc, v15, v15, v5
  v_div_scale_f32 v1, vcc, v5, v15, v5
  v_rcp_f32 v2, v0
  v_fma_f32 v3, -v0, v2, 0x3f800000
  v_fma_f32 v2, v3, v2, v2
  v_mul_f32 v3, v1, v2
  v_fma_f32 v4, -v0, v3, v1
  v_fma_f32 v3, v4, v2, v3
  v_fma_f32 v4, -v0, v3, v1
  s_nop 3
  v_div_fmas_f32 v4, v4, v2, v3
  v_div_fixup_f32 v6, v4, v15, v5
  v_div_scale_f32 v11, vcc, v15, v15, v8
  v_div_scale_f32 v12, vcc, v8, v15, v8
  v_rcp_f32 v13, v11
  v_fma_f32 v14, -v11, v13, 0x3f800000
  v_fma_f32 v16, v14, v13, v13
  v_mul_f32 v18, v12, v16
  v_fma_f32 v20, -v11, v18, v12
  v_fma_f32 v22, v20, v16, v18
  v_fma_f32 v0, -v11, v22, v12
  s_nop 3
  v_div_fmas_f32 v0, v0, v16, v22
  v_div_fixup_f32 v0, v0, v15, v8
  v_div_scale_f32 v1, vcc, v15, v15, v9
  v_div_scale_f32 v2, vcc, v9, v15, v9
  v_rcp_f32 v3, v1
  v_fma_f32 v4, -v1, v3, 0x3f800000
  v_fma_f32 v3, v4, v3, v3
  v_mul_f32 v4, v2, v3
  v_fma_f32 v5, -v1, v4, v2
  v_fma_f32 v4, v5, v3, v4
  v_fma_f32 v1, -v1, v4, v2
  s_nop 3
  v_div_fmas_f32 v1, v1, v3, v4
  v_div_fixup_f32 v1, v1, v15, v9
  v_div_scale_f32 v2, vcc, v15, v15, v10
  v_div_scale_f32 v3, vcc, v10, v15, v10
  v_rcp_f32 v4, v2
  v_fma_f32 v5, -v2, v4, 0x3f800000
  v_fma_f32 v4, v5, v4, v4
  v_mul_f32 v5, v3, v4
  v_fma_f32 v7, -v2, v5, v3
  v_fma_f32 v5, v7, v4, v5
  v_fma_f32 v7, -v2, v5, v3
  s_nop 3
  v_div_fmas_f32 v7, v7, v4, v5
  v_div_fixup_f32 v9, v7, v15, v10
  v_cvt_f16_f32 v11, v6
  v_cvt_f16_f32 v13, v0
  v_cvt_f16_f32 v15, v1
  v_cvt_f16_f32 v17, v9
  s_and_saveexec_b64 s[48:49], s[36:37]
  global_store_short v[24:25], v11, off
  s_mov_b64 exec, s[48:49]
  s_and_saveexec_b64 s[48:49], s[40:41]
  global_store_short v[26:27], v13, off
  s_mov_b64 exec, s[48:49]
  s_and_saveexec_b64 s[48:49], s[44:45]
  global_store_short v[28:29], v15, off
  s_mov_b64 exec, s[48:49]
  s_and_saveexec_b64 s[48:49], s[0:1]
  global_store_short v[30:31], v17, off
  s_mov_b64 exec, s[48:49]
  s_endpgm
.Lsoftmax_f16_end:
.size softmax_f16, .Lsoftmax_f16_end-softmax_f16
; 50 SGPRs, 38 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_sgpr 50
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
    .sgpr_count: 50
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
