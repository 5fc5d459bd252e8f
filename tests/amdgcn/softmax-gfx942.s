.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.amdhsa_code_object_version 5
.text
.globl softmax
.p2align 8
.type softmax,@function
softmax:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  s_mov_b32 s12, 0x3ff
  v_and_b32 v8, s12, v0
  s_load_dwordx2 s[20:21], s[0:1], 0x0
  s_load_dwordx2 s[24:25], s[0:1], 0x8
  s_load_dword s28, s[0:1], 0x10
  s_load_dword s32, s[0:1], 0x14
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s36, s2, s28
  s_mov_b32 s40, 0xff
  v_and_b32 v22, v8, s40
  s_mov_b32 s0, 2
  v_lshlrev_b32 v1, s0, v22
  s_cmp_ge_u32 s0, 32
  s_cselect_b64 s[2:3], -1, 0
  v_cndmask_b32_e64 v1, v1, 0, s[2:3]
  s_mov_b32 s2, 0
  v_add_u32 v1, v1, s2
  s_mov_b32 s2, 1
  v_add_u32 v3, v1, s2
  v_add_u32 v2, v1, s0
  s_mov_b32 s0, 3
  v_add_u32 v4, v1, s0
  v_add_u32 v9, s36, v1
  v_add_u32 v7, s36, v3
  v_add_u32 v6, s36, v2
  v_add_u32 v5, s36, v4
  s_mov_b32 s0, 4
  v_mul_lo_u32 v10, v9, s0
  v_mul_hi_i32 v11, v9, s0
  v_mov_b32 v26, s20
  v_mov_b32 v27, s21
  v_add_co_u32 v24, vcc, v26, v10
  v_addc_co_u32 v25, vcc, v27, v11, vcc
  v_mul_lo_u32 v10, v7, s0
  v_mul_hi_i32 v11, v7, s0
  v_mov_b32 v34, s20
  v_mov_b32 v35, s21
  v_add_co_u32 v36, vcc, v34, v10
  v_addc_co_u32 v37, vcc, v35, v11, vcc
  v_mul_lo_u32 v10, v6, s0
  v_mul_hi_i32 v12, v6, s0
  v_mov_b32 v28, s20
  v_mov_b32 v29, s21
  v_add_co_u32 v26, vcc, v28, v10
  v_addc_co_u32 v27, vcc, v29, v12, vcc
  v_mul_lo_u32 v18, v5, s0
  v_mul_hi_i32 v20, v5, s0
  v_mov_b32 v30, s20
  v_mov_b32 v31, s21
  v_add_co_u32 v28, vcc, v30, v18
  v_addc_co_u32 v29, vcc, v31, v20, vcc
  v_cmp_lt_i32_e64 s[6:7], v1, s32
  v_cmp_lt_i32_e64 s[4:5], v3, s32
  v_cmp_lt_i32_e64 s[2:3], v2, s32
  v_cmp_lt_i32_e64 s[0:1], v4, s32
  s_mov_b32 s8, 0xff800000
  v_mov_b32 v2, s8
  v_mov_b32 v1, v2
  s_and_saveexec_b64 s[46:47], s[6:7]
  global_load_dword v1, v[24:25], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v3, s8
  v_mov_b32 v2, v3
  s_and_saveexec_b64 s[46:47], s[4:5]
  global_load_dword v2, v[36:37], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v4, s8
  v_mov_b32 v3, v4
  s_and_saveexec_b64 s[46:47], s[2:3]
  global_load_dword v3, v[26:27], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v10, s8
  v_mov_b32 v4, v10
  s_and_saveexec_b64 s[46:47], s[0:1]
  global_load_dword v4, v[28:29], off
  s_mov_b64 exec, s[46:47]
  s_mov_b32 s8, 4
  v_mul_lo_u32 v10, v9, s8
  v_mul_hi_i32 v9, v9, s8
  v_mov_b32 v26, s24
  v_mov_b32 v27, s25
  v_add_co_u32 v24, vcc, v26, v10
  v_addc_co_u32 v25, vcc, v27, v9, vcc
  v_mul_lo_u32 v9, v7, s8
  v_mul_hi_i32 v7, v7, s8
  v_mov_b32 v30, s24
  v_mov_b32 v31, s25
  v_add_co_u32 v32, vcc, v30, v9
  v_addc_co_u32 v33, vcc, v31, v7, vcc
  v_mul_lo_u32 v7, v6, s8
  v_mul_hi_i32 v9, v6, s8
  v_mov_b32 v38, s24
  v_mov_b32 v39, s25
  v_add_co_u32 v26, vcc, v38, v7
  v_addc_co_u32 v27, vcc, v39, v9, vcc
  v_mul_lo_u32 v15, v5, s8
  v_mul_hi_i32 v17, v5, s8
  v_mov_b32 v30, s24
  v_mov_b32 v31, s25
  v_add_co_u32 v28, vcc, v30, v15
  v_addc_co_u32 v29, vcc, v31, v17, vcc
  s_waitcnt vmcnt(0)
  v_max_f32 v23, v1, v1
  v_max_f32 v5, v2, v2
  v_max_f32 v5, v23, v5
  v_cmp_eq_f32_e64 s[8:9], v1, v2
  v_and_b32 v6, v1, v2
  v_cndmask_b32_e64 v5, v5, v6, s[8:9]
  v_max_f32 v6, v5, v5
  v_max_f32 v7, v3, v3
  v_max_f32 v6, v6, v7
  v_cmp_eq_f32_e64 s[8:9], v5, v3
  v_and_b32 v5, v5, v3
  v_cndmask_b32_e64 v5, v6, v5, s[8:9]
  v_max_f32 v6, v5, v5
  v_max_f32 v7, v4, v4
  v_max_f32 v6, v6, v7
  v_cmp_eq_f32_e64 s[8:9], v5, v4
  v_and_b32 v5, v5, v4
  v_cndmask_b32_e64 v5, v6, v5, s[8:9]
  v_and_b32 v6, 63, v0
  v_xor_b32 v6, 1, v6
  v_lshlrev_b32 v6, 2, v6
  ds_bpermute_b32 v6, v6, v5
  v_max_f32 v7, v5, v5
  s_waitcnt lgkmcnt(0)
  v_max_f32 v9, v6, v6
  v_max_f32 v9, v7, v9
  v_cmp_eq_f32_e64 s[20:21], v5, v6
  v_and_b32 v12, v5, v6
  v_cndmask_b32_e64 v14, v9, v12, s[20:21]
  v_and_b32 v16, 63, v0
  v_xor_b32 v18, 2, v16
  v_lshlrev_b32 v20, 2, v18
  ds_bpermute_b32 v22, v20, v14
  v_max_f32 v5, v14, v14
  s_waitcnt lgkmcnt(0)
  v_max_f32 v6, v22, v22
  v_max_f32 v5, v5, v6
  v_cmp_eq_f32_e64 s[8:9], v14, v22
  v_and_b32 v6, v14, v22
  v_cndmask_b32_e64 v5, v5, v6, s[8:9]
  v_and_b32 v6, 63, v0
  v_xor_b32 v6, 4, v6
  v_lshlrev_b32 v6, 2, v6
  ds_bpermute_b32 v6, v6, v5
  v_max_f32 v7, v5, v5
  s_waitcnt lgkmcnt(0)
  v_max_f32 v9, v6, v6
  v_max_f32 v7, v7, v9
  v_cmp_eq_f32_e64 s[8:9], v5, v6
  v_and_b32 v5, v5, v6
  v_cndmask_b32_e64 v5, v7, v5, s[8:9]
  v_and_b32 v6, 63, v0
  v_xor_b32 v6, 8, v6
  v_lshlrev_b32 v6, 2, v6
  ds_bpermute_b32 v6, v6, v5
  v_max_f32 v7, v5, v5
  s_waitcnt lgkmcnt(0)
  v_max_f32 v9, v6, v6
  v_max_f32 v7, v7, v9
  v_cmp_eq_f32_e64 s[14:15], v5, v6
  v_and_b32 v9, v5, v6
  v_cndmask_b32_e64 v11, v7, v9, s[14:15]
  v_and_b32 v13, 63, v0
  v_xor_b32 v15, 16, v13
  v_lshlrev_b32 v17, 2, v15
  ds_bpermute_b32 v19, v17, v11
  v_max_f32 v21, v11, v11
  s_waitcnt lgkmcnt(0)
  v_max_f32 v23, v19, v19
  v_max_f32 v5, v21, v23
  v_cmp_eq_f32_e64 s[8:9], v11, v19
  v_and_b32 v6, v11, v19
  v_cndmask_b32_e64 v5, v5, v6, s[8:9]
  v_and_b32 v6, 63, v0
  v_xor_b32 v6, 32, v6
  v_lshlrev_b32 v6, 2, v6
  ds_bpermute_b32 v6, v6, v5
  v_max_f32 v7, v5, v5
  s_waitcnt lgkmcnt(0)
  v_max_f32 v9, v6, v6
  v_max_f32 v7, v7, v9
  v_cmp_eq_f32_e64 s[8:9], v5, v6
  v_and_b32 v5, v5, v6
  v_cndmask_b32_e64 v5, v7, v5, s[8:9]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s8, 4
  v_mul_lo_u32 v6, v8, s8
  s_mov_b32 s10, 0
  v_add_u32 v6, v6, s10
  ds_write_b32 v6, v5
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s12, 0xffffff3f
  v_and_b32 v5, v8, s12
  v_or_b32 v6, v5, s10
  v_mul_lo_u32 v7, v6, s8
  v_add_u32 v9, v7, s10
  ds_read_b32 v11, v9
  s_mov_b32 s26, 64
  v_or_b32 v15, v5, s26
  v_mul_lo_u32 v17, v15, s8
  v_add_u32 v19, v17, s10
  ds_read_b32 v21, v19
  s_waitcnt lgkmcnt(0)
  v_max_f32 v23, v11, v11
  v_max_f32 v6, v21, v21
  v_max_f32 v6, v23, v6
  v_cmp_eq_f32_e64 s[8:9], v11, v21
  v_and_b32 v7, v11, v21
  v_cndmask_b32_e64 v6, v6, v7, s[8:9]
  s_mov_b32 s8, 0x80
  v_or_b32 v7, v5, s8
  s_mov_b32 s8, 4
  v_mul_lo_u32 v7, v7, s8
  s_mov_b32 s10, 0
  v_add_u32 v7, v7, s10
  ds_read_b32 v7, v7
  v_max_f32 v9, v6, v6
  s_waitcnt lgkmcnt(0)
  v_max_f32 v10, v7, v7
  v_max_f32 v9, v9, v10
  v_cmp_eq_f32_e64 s[12:13], v6, v7
  v_and_b32 v6, v6, v7
  v_cndmask_b32_e64 v6, v9, v6, s[12:13]
  s_mov_b32 s12, 0xc0
  v_or_b32 v5, v5, s12
  v_mul_lo_u32 v5, v5, s8
  v_add_u32 v5, v5, s10
  ds_read_b32 v7, v5
  v_max_f32 v9, v6, v6
  s_waitcnt lgkmcnt(0)
  v_max_f32 v10, v7, v7
  v_max_f32 v12, v9, v10
  v_cmp_eq_f32_e64 s[28:29], v6, v7
  v_and_b32 v16, v6, v7
  v_cndmask_b32_e64 v18, v12, v16, s[28:29]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_sub_f32 v21, v1, v18
  v_sub_f32 v23, v2, v18
  v_sub_f32 v3, v3, v18
  v_sub_f32 v4, v4, v18
  s_mov_b32 s8, 0x3fb8aa3b
  v_mul_f32 v2, s8, v21
  v_fma_f32 v1, v21, s8, -v2
  s_mov_b32 s8, 0x32a57060
  v_fma_f32 v1, v21, s8, v1
  s_mov_b32 s8, 0x7fffffff
  v_and_b32 v5, s8, v1
  s_mov_b32 s8, 0x3f800000
  v_cmp_gt_f32_e64 s[10:11], s8, v5
  v_cndmask_b32_e64 v1, 0, v1, s[10:11]
  s_mov_b32 s10, 0x3f317218
  v_mul_f32 v1, s10, v1
  s_mov_b32 s10, 0x43000000
  v_cmp_le_f32_e64 s[10:11], s10, v2
  v_mov_b32 v5, s8
  v_cndmask_b32_e64 v5, 0, v5, s[10:11]
  v_sub_f32 v2, v2, v5
  s_mov_b32 s12, 0xc2fc0000
  v_cmp_gt_f32_e64 s[12:13], s12, v2
  s_mov_b32 s14, 0x42800000
  v_mov_b32 v6, s14
  v_cndmask_b32_e64 v9, 0, v6, s[12:13]
  v_add_f32 v10, v2, v9
  v_exp_f32 v12, v10
  s_mov_b32 s28, 0x1f800000
  v_mov_b32 v16, s28
  v_mov_b32 v18, s8
  v_cndmask_b32_e64 v20, v18, v16, s[12:13]
  v_mul_f32 v22, v12, v20
  v_fma_f32 v1, v22, v1, v22
  s_mov_b32 s12, 0x7f800000
  v_cmp_eq_f32_e64 s[12:13], s12, v22
  v_cndmask_b32_e64 v1, v1, v22, s[12:13]
  s_mov_b32 s12, 0x40000000
  v_mov_b32 v2, s12
  v_mov_b32 v5, s8
  v_cndmask_b32_e64 v2, v5, v2, s[10:11]
  v_mul_f32 v1, v1, v2
  s_mov_b32 s8, 0x3fb8aa3b
  v_mul_f32 v5, s8, v23
  v_fma_f32 v2, v23, s8, -v5
  s_mov_b32 s8, 0x32a57060
  v_fma_f32 v2, v23, s8, v2
  s_mov_b32 s8, 0x7fffffff
  v_and_b32 v6, s8, v2
  s_mov_b32 s8, 0x3f800000
  v_cmp_gt_f32_e64 s[10:11], s8, v6
  v_cndmask_b32_e64 v2, 0, v2, s[10:11]
  s_mov_b32 s10, 0x3f317218
  v_mul_f32 v2, s10, v2
  s_mov_b32 s10, 0x43000000
  v_cmp_le_f32_e64 s[10:11], s10, v5
  v_mov_b32 v7, s8
  v_cndmask_b32_e64 v9, 0, v7, s[10:11]
  v_sub_f32 v11, v5, v9
  s_mov_b32 s26, 0xc2fc0000
  v_cmp_gt_f32_e64 s[30:31], s26, v11
  s_mov_b32 s34, 0x42800000
  v_mov_b32 v19, s34
  v_cndmask_b32_e64 v21, 0, v19, s[30:31]
  v_add_f32 v23, v11, v21
  v_exp_f32 v5, v23
  s_mov_b32 s12, 0x1f800000
  v_mov_b32 v6, s12
  v_mov_b32 v7, s8
  v_cndmask_b32_e64 v6, v7, v6, s[30:31]
  v_mul_f32 v5, v5, v6
  v_fma_f32 v2, v5, v2, v5
  s_mov_b32 s12, 0x7f800000
  v_cmp_eq_f32_e64 s[12:13], s12, v5
  v_cndmask_b32_e64 v2, v2, v5, s[12:13]
  s_mov_b32 s12, 0x40000000
  v_mov_b32 v5, s12
  v_mov_b32 v6, s8
  v_cndmask_b32_e64 v5, v6, v5, s[10:11]
  v_mul_f32 v2, v2, v5
  s_mov_b32 s8, 0x3fb8aa3b
  v_mul_f32 v5, s8, v3
  v_fma_f32 v6, v3, s8, -v5
  s_mov_b32 s8, 0x32a57060
  v_fma_f32 v3, v3, s8, v6
  s_mov_b32 s8, 0x7fffffff
  v_and_b32 v6, s8, v3
  s_mov_b32 s12, 0x3f800000
  v_cmp_gt_f32_e64 s[16:17], s12, v6
  v_cndmask_b32_e64 v10, 0, v3, s[16:17]
  s_mov_b32 s24, 0x3f317218
  v_mul_f32 v14, s24, v10
  s_mov_b32 s32, 0x43000000
  v_cmp_le_f32_e64 s[36:37], s32, v5
  v_mov_b32 v20, s12
  v_cndmask_b32_e64 v22, 0, v20, s[36:37]
  v_sub_f32 v3, v5, v22
  s_mov_b32 s8, 0xc2fc0000
  v_cmp_gt_f32_e64 s[8:9], s8, v3
  s_mov_b32 s10, 0x42800000
  v_mov_b32 v5, s10
  v_cndmask_b32_e64 v5, 0, v5, s[8:9]
  v_add_f32 v3, v3, v5
  v_exp_f32 v3, v3
  s_mov_b32 s10, 0x1f800000
  v_mov_b32 v5, s10
  v_mov_b32 v6, s12
  v_cndmask_b32_e64 v5, v6, v5, s[8:9]
  v_mul_f32 v3, v3, v5
  v_fma_f32 v5, v3, v14, v3
  s_mov_b32 s8, 0x7f800000
  v_cmp_eq_f32_e64 s[8:9], s8, v3
  v_cndmask_b32_e64 v3, v5, v3, s[8:9]
  s_mov_b32 s8, 0x40000000
  v_mov_b32 v5, s8
  v_mov_b32 v6, s12
  v_cndmask_b32_e64 v5, v6, v5, s[36:37]
  v_mul_f32 v3, v3, v5
  s_mov_b32 s10, 0x3fb8aa3b
  v_mul_f32 v7, s10, v4
  v_fma_f32 v9, v4, s10, -v7
  s_mov_b32 s22, 0x32a57060
  v_fma_f32 v13, v4, s22, v9
  s_mov_b32 s30, 0x7fffffff
  v_and_b32 v17, s30, v13
  s_mov_b32 s38, 0x3f800000
  v_cmp_gt_f32_e64 s[42:43], s38, v17
  v_cndmask_b32_e64 v23, 0, v13, s[42:43]
  s_mov_b32 s8, 0x3f317218
  v_mul_f32 v4, s8, v23
  s_mov_b32 s8, 0x43000000
  v_cmp_le_f32_e64 s[8:9], s8, v7
  v_mov_b32 v5, s38
  v_cndmask_b32_e64 v5, 0, v5, s[8:9]
  v_sub_f32 v5, v7, v5
  s_mov_b32 s10, 0xc2fc0000
  v_cmp_gt_f32_e64 s[10:11], s10, v5
  s_mov_b32 s12, 0x42800000
  v_mov_b32 v6, s12
  v_cndmask_b32_e64 v6, 0, v6, s[10:11]
  v_add_f32 v5, v5, v6
  v_exp_f32 v5, v5
  s_mov_b32 s12, 0x1f800000
  v_mov_b32 v6, s12
  v_mov_b32 v7, s38
  v_cndmask_b32_e64 v6, v7, v6, s[10:11]
  v_mul_f32 v5, v5, v6
  v_fma_f32 v4, v5, v4, v5
  s_mov_b32 s10, 0x7f800000
  v_cmp_eq_f32_e64 s[10:11], s10, v5
  v_cndmask_b32_e64 v6, v4, v5, s[10:11]
  s_mov_b32 s16, 0x40000000
  v_mov_b32 v10, s16
  v_mov_b32 v12, s38
  v_cndmask_b32_e64 v14, v12, v10, s[8:9]
  v_mul_f32 v16, v6, v14
  v_add_f32 v18, v1, v2
  v_add_f32 v20, v18, v3
  v_add_f32 v22, v20, v16
  v_and_b32 v4, 63, v0
  v_xor_b32 v4, 1, v4
  v_lshlrev_b32 v4, 2, v4
  ds_bpermute_b32 v4, v4, v22
  s_waitcnt lgkmcnt(0)
  v_add_f32 v4, v22, v4
  v_and_b32 v5, 63, v0
  v_xor_b32 v5, 2, v5
  v_lshlrev_b32 v5, 2, v5
  ds_bpermute_b32 v5, v5, v4
  s_waitcnt lgkmcnt(0)
  v_add_f32 v4, v4, v5
  v_and_b32 v5, 63, v0
  v_xor_b32 v5, 4, v5
  v_lshlrev_b32 v5, 2, v5
  ds_bpermute_b32 v5, v5, v4
  s_waitcnt lgkmcnt(0)
  v_add_f32 v4, v4, v5
  v_and_b32 v5, 63, v0
  v_xor_b32 v5, 8, v5
  v_lshlrev_b32 v5, 2, v5
  ds_bpermute_b32 v5, v5, v4
  s_waitcnt lgkmcnt(0)
  v_add_f32 v4, v4, v5
  v_and_b32 v5, 63, v0
  v_xor_b32 v5, 16, v5
  v_lshlrev_b32 v5, 2, v5
  ds_bpermute_b32 v7, v5, v4
  s_waitcnt lgkmcnt(0)
  v_add_f32 v9, v4, v7
  v_and_b32 v11, 63, v0
  v_xor_b32 v13, 32, v11
  v_lshlrev_b32 v15, 2, v13
  ds_bpermute_b32 v17, v15, v9
  s_waitcnt lgkmcnt(0)
  v_add_f32 v19, v9, v17
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s44, 4
  v_mul_lo_u32 v0, v8, s44
  s_mov_b32 s8, 0
  v_add_u32 v0, v0, s8
  s_mov_b32 s10, 0x400
  v_add_u32 v0, v0, s10
  ds_write_b32 v0, v19
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s12, 0xffffff3f
  v_and_b32 v0, v8, s12
  v_or_b32 v4, v0, s8
  v_mul_lo_u32 v4, v4, s44
  v_add_u32 v4, v4, s8
  v_add_u32 v4, v4, s10
  ds_read_b32 v4, v4
  s_mov_b32 s12, 64
  v_or_b32 v5, v0, s12
  v_mul_lo_u32 v5, v5, s44
  v_add_u32 v5, v5, s8
  v_add_u32 v5, v5, s10
  ds_read_b32 v5, v5
  s_waitcnt lgkmcnt(0)
  v_add_f32 v4, v4, v5
  s_mov_b32 s8, 0x80
  v_or_b32 v5, v0, s8
  s_mov_b32 s10, 4
  v_mul_lo_u32 v7, v5, s10
  s_mov_b32 s18, 0
  v_add_u32 v11, v7, s18
  s_mov_b32 s26, 0x400
  v_add_u32 v15, v11, s26
  ds_read_b32 v17, v15
  s_waitcnt lgkmcnt(0)
  v_add_f32 v19, v4, v17
  s_mov_b32 s42, 0xc0
  v_or_b32 v23, v0, s42
  v_mul_lo_u32 v0, v23, s10
  v_add_u32 v0, v0, s18
  v_add_u32 v0, v0, s26
  ds_read_b32 v0, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v19, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_div_scale_f32 v4, vcc, v0, v0, v1
  v_div_scale_f32 v5, vcc, v1, v0, v1
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
  v_div_fixup_f32 v1, v4, v0, v1
  v_div_scale_f32 v4, vcc, v0, v0, v2
  v_div_scale_f32 v5, vcc, v2, v0, v2
  v_rcp_f32 v6, v4
  s_nop 0
  v_fma_f32 v7, -v4, v6, s8
  v_fma_f32 v6, v7, v6, v6
  v_mul_f32 v7, v5, v6
  v_fma_f32 v9, -v4, v7, v5
  v_fma_f32 v11, v9, v6, v7
  v_fma_f32 v13, -v4, v11, v5
  s_nop 3
  v_div_fmas_f32 v15, v13, v6, v11
  v_div_fixup_f32 v17, v15, v0, v2
  v_div_scale_f32 v19, vcc, v0, v0, v3
  v_div_scale_f32 v21, vcc, v3, v0, v3
  v_rcp_f32 v23, v19
  s_nop 0
  v_fma_f32 v2, -v19, v23, s8
  v_fma_f32 v2, v2, v23, v23
  v_mul_f32 v4, v21, v2
  v_fma_f32 v5, -v19, v4, v21
  v_fma_f32 v4, v5, v2, v4
  v_fma_f32 v5, -v19, v4, v21
  s_nop 3
  v_div_fmas_f32 v2, v5, v2, v4
  v_div_fixup_f32 v2, v2, v0, v3
  v_div_scale_f32 v3, vcc, v0, v0, v16
  v_div_scale_f32 v4, vcc, v16, v0, v16
  v_rcp_f32 v5, v3
  s_mov_b32 s8, 0x3f800000
  v_fma_f32 v6, -v3, v5, s8
  v_fma_f32 v5, v6, v5, v5
  v_mul_f32 v6, v4, v5
  v_fma_f32 v7, -v3, v6, v4
  v_fma_f32 v6, v7, v5, v6
  v_fma_f32 v3, -v3, v6, v4
  s_nop 3
  v_div_fmas_f32 v3, v3, v5, v6
  v_div_fixup_f32 v0, v3, v0, v16
  s_and_saveexec_b64 s[46:47], s[6:7]
  global_store_dword v[24:25], v1, off
  s_mov_b64 exec, s[46:47]
  s_and_saveexec_b64 s[46:47], s[4:5]
  global_store_dword v[32:33], v17, off
  s_mov_b64 exec, s[46:47]
  s_and_saveexec_b64 s[46:47], s[2:3]
  global_store_dword v[26:27], v2, off
  s_mov_b64 exec, s[46:47]
  s_and_saveexec_b64 s[46:47], s[0:1]
  global_store_dword v[28:29], v0, off
  s_mov_b64 exec, s[46:47]
  s_endpgm
.Lsoftmax_end:
.size softmax, .Lsoftmax_end-softmax
; 48 SGPRs, 40 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  - .name: softmax
    .symbol: softmax.kd
    .kernarg_segment_size: 36
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 2048
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 48
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
amdhsa.target: amdgcn-amd-amdhsa--gfx942
...
.end_amdgpu_metadata
