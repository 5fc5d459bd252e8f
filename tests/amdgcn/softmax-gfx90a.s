.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.amdhsa_code_object_version 5
.text
.globl softmax
.p2align 8
.type softmax,@function
softmax:
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
  v_add_u32 v2, v0, s2
  s_mov_b32 s2, 1
  v_add_u32 v4, v2, s2
  v_add_u32 v3, v2, s0
  s_mov_b32 s0, 3
  v_add_u32 v5, v2, s0
  v_add_u32 v8, s40, v2
  v_add_u32 v7, s40, v4
  v_add_u32 v1, s40, v3
  v_add_u32 v0, s40, v5
  s_mov_b32 s0, 4
  v_mul_lo_u32 v9, v8, s0
  v_mul_hi_i32 v11, v8, s0
  v_mov_b32 v24, s24
  v_mov_b32 v25, s25
  v_add_co_u32 v28, vcc, v24, v9
  v_addc_co_u32 v29, vcc, v25, v11, vcc
  v_mul_lo_u32 v9, v7, s0
  v_mul_hi_i32 v11, v7, s0
  v_mov_b32 v36, s24
  v_mov_b32 v37, s25
  v_add_co_u32 v38, vcc, v36, v9
  v_addc_co_u32 v39, vcc, v37, v11, vcc
  v_mul_lo_u32 v12, v1, s0
  v_mul_hi_i32 v14, v1, s0
  v_mov_b32 v26, s24
  v_mov_b32 v27, s25
  v_add_co_u32 v24, vcc, v26, v12
  v_addc_co_u32 v25, vcc, v27, v14, vcc
  v_mul_lo_u32 v20, v0, s0
  v_mul_hi_i32 v22, v0, s0
  v_mov_b32 v30, s24
  v_mov_b32 v31, s25
  v_add_co_u32 v26, vcc, v30, v20
  v_addc_co_u32 v27, vcc, v31, v22, vcc
  v_cmp_lt_i32_e64 s[6:7], v2, s36
  v_cmp_lt_i32_e64 s[4:5], v4, s36
  v_cmp_lt_i32_e64 s[2:3], v3, s36
  v_cmp_lt_i32_e64 s[0:1], v5, s36
  s_mov_b32 s8, 0xff800000
  v_mov_b32 v3, s8
  v_mov_b32 v2, v3
  s_and_saveexec_b64 s[48:49], s[6:7]
  global_load_dword v2, v[28:29], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v4, s8
  v_mov_b32 v3, v4
  s_and_saveexec_b64 s[48:49], s[4:5]
  global_load_dword v3, v[38:39], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v5, s8
  v_mov_b32 v4, v5
  s_and_saveexec_b64 s[48:49], s[2:3]
  global_load_dword v4, v[24:25], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v9, s8
  v_mov_b32 v5, v9
  s_and_saveexec_b64 s[48:49], s[0:1]
  global_load_dword v5, v[26:27], off
  s_mov_b64 exec, s[48:49]
  s_mov_b32 s8, 4
  v_mul_lo_u32 v9, v8, s8
  v_mul_hi_i32 v8, v8, s8
  v_mov_b32 v26, s28
  v_mov_b32 v27, s29
  v_add_co_u32 v24, vcc, v26, v9
  v_addc_co_u32 v25, vcc, v27, v8, vcc
  v_mul_lo_u32 v8, v7, s8
  v_mul_hi_i32 v7, v7, s8
  v_mov_b32 v32, s28
  v_mov_b32 v33, s29
  v_add_co_u32 v34, vcc, v32, v8
  v_addc_co_u32 v35, vcc, v33, v7, vcc
  v_mul_lo_u32 v9, v1, s8
  v_mul_hi_i32 v11, v1, s8
  v_mov_b32 v28, s28
  v_mov_b32 v29, s29
  v_add_co_u32 v26, vcc, v28, v9
  v_addc_co_u32 v27, vcc, v29, v11, vcc
  v_mul_lo_u32 v17, v0, s8
  v_mul_hi_i32 v19, v0, s8
  v_mov_b32 v30, s28
  v_mov_b32 v31, s29
  v_add_co_u32 v28, vcc, v30, v17
  v_addc_co_u32 v29, vcc, v31, v19, vcc
  s_waitcnt vmcnt(0)
  v_max_f32 v0, v2, v2
  v_max_f32 v1, v3, v3
  v_max_f32 v0, v0, v1
  v_cmp_eq_f32_e64 s[8:9], v2, v3
  v_and_b32 v1, v2, v3
  v_cndmask_b32_e64 v0, v0, v1, s[8:9]
  v_max_f32 v1, v0, v0
  v_max_f32 v7, v4, v4
  v_max_f32 v1, v1, v7
  v_cmp_eq_f32_e64 s[8:9], v0, v4
  v_and_b32 v0, v0, v4
  v_cndmask_b32_e64 v0, v1, v0, s[8:9]
  v_max_f32 v1, v0, v0
  v_max_f32 v7, v5, v5
  v_max_f32 v1, v1, v7
  v_cmp_eq_f32_e64 s[8:9], v0, v5
  v_and_b32 v0, v0, v5
  v_cndmask_b32_e64 v0, v1, v0, s[8:9]
  v_xor_b32 v1, 1, v6
  v_lshlrev_b32 v1, 2, v1
  ds_bpermute_b32 v7, v1, v0
  v_max_f32 v8, v0, v0
  s_waitcnt lgkmcnt(0)
  v_max_f32 v9, v7, v7
  v_max_f32 v8, v8, v9
  v_cmp_eq_f32_e64 s[20:21], v0, v7
  v_and_b32 v12, v0, v7
  v_cndmask_b32_e64 v14, v8, v12, s[20:21]
  v_xor_b32 v16, 2, v6
  v_lshlrev_b32 v18, 2, v16
  ds_bpermute_b32 v20, v18, v14
  v_max_f32 v22, v14, v14
  s_waitcnt lgkmcnt(0)
  v_max_f32 v0, v20, v20
  v_max_f32 v0, v22, v0
  v_cmp_eq_f32_e64 s[8:9], v14, v20
  v_and_b32 v1, v14, v20
  v_cndmask_b32_e64 v0, v0, v1, s[8:9]
  v_xor_b32 v1, 4, v6
  v_lshlrev_b32 v1, 2, v1
  ds_bpermute_b32 v1, v1, v0
  v_max_f32 v7, v0, v0
  s_waitcnt lgkmcnt(0)
  v_max_f32 v8, v1, v1
  v_max_f32 v7, v7, v8
  v_cmp_eq_f32_e64 s[8:9], v0, v1
  v_and_b32 v0, v0, v1
  v_cndmask_b32_e64 v0, v7, v0, s[8:9]
  v_xor_b32 v1, 8, v6
  v_lshlrev_b32 v1, 2, v1
  ds_bpermute_b32 v1, v1, v0
  v_max_f32 v7, v0, v0
  s_waitcnt lgkmcnt(0)
  v_max_f32 v8, v1, v1
  v_max_f32 v7, v7, v8
  v_cmp_eq_f32_e64 s[8:9], v0, v1
  v_and_b32 v8, v0, v1
  v_cndmask_b32_e64 v7, v7, v8, s[8:9]
  v_xor_b32 v8, 16, v6
  v_lshlrev_b32 v9, 2, v8
  ds_bpermute_b32 v11, v9, v7
  v_max_f32 v13, v7, v7
  s_waitcnt lgkmcnt(0)
  v_max_f32 v15, v11, v11
  v_max_f32 v17, v13, v15
  v_cmp_eq_f32_e64 s[38:39], v7, v11
  v_and_b32 v21, v7, v11
  v_cndmask_b32_e64 v23, v17, v21, s[38:39]
  v_xor_b32 v0, 32, v6
  v_lshlrev_b32 v0, 2, v0
  ds_bpermute_b32 v0, v0, v23
  v_max_f32 v1, v23, v23
  s_waitcnt lgkmcnt(0)
  v_max_f32 v7, v0, v0
  v_max_f32 v1, v1, v7
  v_cmp_eq_f32_e64 s[8:9], v23, v0
  v_and_b32 v0, v23, v0
  v_cndmask_b32_e64 v0, v1, v0, s[8:9]
  s_mov_b32 s8, 4
  v_mul_lo_u32 v1, v10, s8
  ds_write_b32 v1, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s10, 0xffffff3f
  v_and_b32 v0, v10, s10
  v_mul_lo_u32 v0, v0, s8
  ds_read_b32 v9, v0
  ds_read_b32 v10, v0 offset:256
  ds_read_b32 v7, v0 offset:512
  ds_read_b32 v8, v0 offset:768
  s_waitcnt lgkmcnt(0)
  v_max_f32 v11, v9, v9
  v_max_f32 v12, v10, v10
  v_max_f32 v11, v11, v12
  v_cmp_eq_f32_e64 s[12:13], v9, v10
  v_and_b32 v9, v9, v10
  v_cndmask_b32_e64 v10, v11, v9, s[12:13]
  v_max_f32 v12, v7, v7
  v_max_f32 v14, v8, v8
  v_max_f32 v16, v12, v14
  v_cmp_eq_f32_e64 s[36:37], v7, v8
  v_and_b32 v20, v7, v8
  v_cndmask_b32_e64 v22, v16, v20, s[36:37]
  v_max_f32 v7, v10, v10
  v_max_f32 v8, v22, v22
  v_max_f32 v7, v7, v8
  v_cmp_eq_f32_e64 s[8:9], v10, v22
  v_and_b32 v8, v10, v22
  v_cndmask_b32_e64 v9, v7, v8, s[8:9]
  v_sub_f32 v8, v2, v9
  v_sub_f32 v7, v3, v9
  v_sub_f32 v4, v4, v9
  v_sub_f32 v3, v5, v9
  s_mov_b32 s8, 0x3fb8aa3b
  v_mul_f32 v2, s8, v8
  v_fma_f32 v5, v8, s8, -v2
  s_mov_b32 s8, 0x32a57060
  v_fma_f32 v5, v8, s8, v5
  s_mov_b32 s8, 0x7fffffff
  v_and_b32 v8, s8, v5
  s_mov_b32 s8, 0x3f800000
  v_cmp_gt_f32_e64 s[10:11], s8, v8
  v_cndmask_b32_e64 v5, 0, v5, s[10:11]
  s_mov_b32 s10, 0x3f317218
  v_mul_f32 v5, s10, v5
  s_mov_b32 s10, 0x43000000
  v_cmp_le_f32_e64 s[14:15], s10, v2
  v_mov_b32 v9, s8
  v_cndmask_b32_e64 v11, 0, v9, s[14:15]
  v_sub_f32 v13, v2, v11
  s_mov_b32 s30, 0xc2fc0000
  v_cmp_gt_f32_e64 s[34:35], s30, v13
  s_mov_b32 s38, 0x42800000
  v_mov_b32 v21, s38
  v_cndmask_b32_e64 v23, 0, v21, s[34:35]
  v_add_f32 v2, v13, v23
  v_exp_f32 v2, v2
  s_mov_b32 s10, 0x1f800000
  v_mov_b32 v8, s10
  v_mov_b32 v9, s8
  v_cndmask_b32_e64 v8, v9, v8, s[34:35]
  v_mul_f32 v2, v2, v8
  v_fma_f32 v5, v2, v5, v2
  s_mov_b32 s10, 0x7f800000
  v_cmp_eq_f32_e64 s[10:11], s10, v2
  v_cndmask_b32_e64 v2, v5, v2, s[10:11]
  s_mov_b32 s10, 0x40000000
  v_mov_b32 v5, s10
  v_mov_b32 v8, s8
  v_cndmask_b32_e64 v5, v8, v5, s[14:15]
  v_mul_f32 v2, v2, v5
  s_mov_b32 s8, 0x3fb8aa3b
  v_mul_f32 v5, s8, v7
  v_fma_f32 v8, v7, s8, -v5
  s_mov_b32 s8, 0x32a57060
  v_fma_f32 v7, v7, s8, v8
  s_mov_b32 s8, 0x7fffffff
  v_and_b32 v8, s8, v7
  s_mov_b32 s16, 0x3f800000
  v_cmp_gt_f32_e64 s[20:21], s16, v8
  v_cndmask_b32_e64 v12, 0, v7, s[20:21]
  s_mov_b32 s28, 0x3f317218
  v_mul_f32 v16, s28, v12
  s_mov_b32 s36, 0x43000000
  v_cmp_le_f32_e64 s[40:41], s36, v5
  v_mov_b32 v22, s16
  v_cndmask_b32_e64 v7, 0, v22, s[40:41]
  v_sub_f32 v5, v5, v7
  s_mov_b32 s8, 0xc2fc0000
  v_cmp_gt_f32_e64 s[8:9], s8, v5
  s_mov_b32 s10, 0x42800000
  v_mov_b32 v7, s10
  v_cndmask_b32_e64 v7, 0, v7, s[8:9]
  v_add_f32 v5, v5, v7
  v_exp_f32 v5, v5
  s_mov_b32 s10, 0x1f800000
  v_mov_b32 v7, s10
  v_mov_b32 v8, s16
  v_cndmask_b32_e64 v7, v8, v7, s[8:9]
  v_mul_f32 v5, v5, v7
  v_fma_f32 v7, v5, v16, v5
  s_mov_b32 s8, 0x7f800000
  v_cmp_eq_f32_e64 s[8:9], s8, v5
  v_cndmask_b32_e64 v5, v7, v5, s[8:9]
  s_mov_b32 s8, 0x40000000
  v_mov_b32 v7, s8
  v_mov_b32 v8, s16
  v_cndmask_b32_e64 v7, v8, v7, s[40:41]
  v_mul_f32 v5, v5, v7
  s_mov_b32 s14, 0x3fb8aa3b
  v_mul_f32 v9, s14, v4
  v_fma_f32 v11, v4, s14, -v9
  s_mov_b32 s26, 0x32a57060
  v_fma_f32 v15, v4, s26, v11
  s_mov_b32 s34, 0x7fffffff
  v_and_b32 v19, s34, v15
  s_mov_b32 s42, 0x3f800000
  v_cmp_gt_f32_e64 s[46:47], s42, v19
  v_cndmask_b32_e64 v4, 0, v15, s[46:47]
  s_mov_b32 s8, 0x3f317218
  v_mul_f32 v4, s8, v4
  s_mov_b32 s8, 0x43000000
  v_cmp_le_f32_e64 s[8:9], s8, v9
  v_mov_b32 v7, s42
  v_cndmask_b32_e64 v7, 0, v7, s[8:9]
  v_sub_f32 v7, v9, v7
  s_mov_b32 s10, 0xc2fc0000
  v_cmp_gt_f32_e64 s[10:11], s10, v7
  s_mov_b32 s12, 0x42800000
  v_mov_b32 v8, s12
  v_cndmask_b32_e64 v8, 0, v8, s[10:11]
  v_add_f32 v7, v7, v8
  v_exp_f32 v7, v7
  s_mov_b32 s12, 0x1f800000
  v_mov_b32 v8, s12
  v_mov_b32 v9, s42
  v_cndmask_b32_e64 v8, v9, v8, s[10:11]
  v_mul_f32 v7, v7, v8
  v_fma_f32 v4, v7, v4, v7
  s_mov_b32 s10, 0x7f800000
  v_cmp_eq_f32_e64 s[12:13], s10, v7
  v_cndmask_b32_e64 v8, v4, v7, s[12:13]
  s_mov_b32 s20, 0x40000000
  v_mov_b32 v12, s20
  v_mov_b32 v14, s42
  v_cndmask_b32_e64 v16, v14, v12, s[8:9]
  v_mul_f32 v18, v8, v16
  s_mov_b32 s40, 0x3fb8aa3b
  v_mul_f32 v22, s40, v3
  v_fma_f32 v4, v3, s40, -v22
  s_mov_b32 s8, 0x32a57060
  v_fma_f32 v3, v3, s8, v4
  s_mov_b32 s8, 0x7fffffff
  v_and_b32 v4, s8, v3
  s_mov_b32 s8, 0x3f800000
  v_cmp_gt_f32_e64 s[10:11], s8, v4
  v_cndmask_b32_e64 v3, 0, v3, s[10:11]
  s_mov_b32 s10, 0x3f317218
  v_mul_f32 v3, s10, v3
  s_mov_b32 s10, 0x43000000
  v_cmp_le_f32_e64 s[10:11], s10, v22
  v_mov_b32 v4, s8
  v_cndmask_b32_e64 v4, 0, v4, s[10:11]
  v_sub_f32 v4, v22, v4
  s_mov_b32 s12, 0xc2fc0000
  v_cmp_gt_f32_e64 s[12:13], s12, v4
  s_mov_b32 s14, 0x42800000
  v_mov_b32 v7, s14
  v_cndmask_b32_e64 v7, 0, v7, s[12:13]
  v_add_f32 v4, v4, v7
  v_exp_f32 v4, v4
  s_mov_b32 s14, 0x1f800000
  v_mov_b32 v7, s14
  v_mov_b32 v9, s8
  v_cndmask_b32_e64 v11, v9, v7, s[12:13]
  v_mul_f32 v13, v4, v11
  v_fma_f32 v15, v13, v3, v13
  s_mov_b32 s34, 0x7f800000
  v_cmp_eq_f32_e64 s[38:39], s34, v13
  v_cndmask_b32_e64 v21, v15, v13, s[38:39]
  s_mov_b32 s46, 0x40000000
  v_mov_b32 v3, s46
  v_mov_b32 v4, s8
  v_cndmask_b32_e64 v3, v4, v3, s[10:11]
  v_mul_f32 v3, v21, v3
  v_add_f32 v4, v2, v5
  v_add_f32 v4, v4, v18
  v_add_f32 v4, v4, v3
  v_xor_b32 v7, 1, v6
  v_lshlrev_b32 v7, 2, v7
  ds_bpermute_b32 v7, v7, v4
  s_waitcnt lgkmcnt(0)
  v_add_f32 v4, v4, v7
  v_xor_b32 v7, 2, v6
  v_lshlrev_b32 v7, 2, v7
  ds_bpermute_b32 v7, v7, v4
  s_waitcnt lgkmcnt(0)
  v_add_f32 v4, v4, v7
  v_xor_b32 v7, 4, v6
  v_lshlrev_b32 v7, 2, v7
  ds_bpermute_b32 v7, v7, v4
  s_waitcnt lgkmcnt(0)
  v_add_f32 v4, v4, v7
  v_xor_b32 v7, 8, v6
  v_lshlrev_b32 v7, 2, v7
  ds_bpermute_b32 v7, v7, v4
  s_waitcnt lgkmcnt(0)
  v_add_f32 v7, v4, v7
  v_xor_b32 v8, 16, v6
  v_lshlrev_b32 v10, 2, v8
  ds_bpermute_b32 v12, v10, v7
  s_waitcnt lgkmcnt(0)
  v_add_f32 v14, v7, v12
  v_xor_b32 v16, 32, v6
  v_lshlrev_b32 v19, 2, v16
  ds_bpermute_b32 v20, v19, v14
  s_waitcnt lgkmcnt(0)
  v_add_f32 v22, v14, v20
  ds_write_b32 v1, v22 offset:1024
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  ds_read_b32 v1, v0 offset:1024
  ds_read_b32 v6, v0 offset:1280
  ds_read_b32 v4, v0 offset:1536
  ds_read_b32 v7, v0 offset:1792
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v1, v6
  v_add_f32 v1, v4, v7
  v_add_f32 v0, v0, v1
  v_div_scale_f32 v1, vcc, v0, v0, v2
  v_div_scale_f32 v4, vcc, v2, v0, v2
  v_rcp_f32 v6, v1
  s_mov_b32 s8, 0x3f800000
  v_fma_f32 v7, -v1, v6, s8
  v_fma_f32 v6, v7, v6, v6
  v_mul_f32 v7, v4, v6
  v_fma_f32 v8, -v1, v7, v4
  v_fma_f32 v7, v8, v6, v7
  v_fma_f32 v1, -v1, v7, v4
  s_nop 3
  v_div_fmas_f32 v1, v1, v6, v7
  v_div_fixup_f32 v1, v1, v0, v2
  v_div_scale_f32 v2, vcc, v0, v0, v5
  v_div_scale_f32 v4, vcc, v5, v0, v5
  v_rcp_f32 v6, v2
  v_fma_f32 v7, -v2, v6, s8
  v_fma_f32 v9, v7, v6, v6
  v_mul_f32 v11, v4, v9
  v_fma_f32 v13, -v2, v11, v4
  v_fma_f32 v15, v13, v9, v11
  v_fma_f32 v17, -v2, v15, v4
  s_nop 3
  v_div_fmas_f32 v19, v17, v9, v15
  v_div_fixup_f32 v21, v19, v0, v5
  v_div_scale_f32 v23, vcc, v0, v0, v18
  v_div_scale_f32 v2, vcc, v18, v0, v18
  v_rcp_f32 v4, v23
  v_fma_f32 v5, -v23, v4, s8
  v_fma_f32 v4, v5, v4, v4
  v_mul_f32 v5, v2, v4
  v_fma_f32 v6, -v23, v5, v2
  v_fma_f32 v5, v6, v4, v5
  v_fma_f32 v2, -v23, v5, v2
  s_nop 3
  v_div_fmas_f32 v2, v2, v4, v5
  v_div_fixup_f32 v2, v2, v0, v18
  v_div_scale_f32 v4, vcc, v0, v0, v3
  v_div_scale_f32 v5, vcc, v3, v0, v3
  v_rcp_f32 v6, v4
  s_mov_b32 s8, 0x3f800000
  v_fma_f32 v7, -v4, v6, s8
  v_fma_f32 v6, v7, v6, v6
  v_mul_f32 v7, v5, v6
  v_fma_f32 v8, -v4, v7, v5
  v_fma_f32 v7, v8, v6, v7
  v_fma_f32 v4, -v4, v7, v5
  s_nop 3
  v_div_fmas_f32 v4, v4, v6, v7
  v_div_fixup_f32 v4, v4, v0, v3
  s_and_saveexec_b64 s[48:49], s[6:7]
  global_store_dword v[24:25], v1, off
  s_mov_b64 exec, s[48:49]
  s_and_saveexec_b64 s[48:49], s[4:5]
  global_store_dword v[34:35], v21, off
  s_mov_b64 exec, s[48:49]
  s_and_saveexec_b64 s[48:49], s[2:3]
  global_store_dword v[26:27], v2, off
  s_mov_b64 exec, s[48:49]
  s_and_saveexec_b64 s[48:49], s[0:1]
  global_store_dword v[28:29], v4, off
  s_mov_b64 exec, s[48:49]
  s_endpgm
.Lsoftmax_end:
.size softmax, .Lsoftmax_end-softmax
; 50 SGPRs, 40 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

.rodata
.p2align 6
.amdhsa_kernel softmax
  .amdhsa_group_segment_fixed_size 2048
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 36
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 40
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
  - .name: softmax
    .symbol: softmax.kd
    .kernarg_segment_size: 36
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 2048
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 50
    .vgpr_count: 40
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
