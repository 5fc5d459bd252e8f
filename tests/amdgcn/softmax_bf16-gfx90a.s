.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.amdhsa_code_object_version 5
.text
.globl softmax_bf16
.p2align 8
.type softmax_bf16,@function
softmax_bf16:
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
  s_mov_b32 s40, 0x7f
  v_and_b32 v22, v8, s40
  s_mov_b32 s0, 3
  v_lshlrev_b32 v1, s0, v22
  s_cmp_ge_u32 s0, 32
  s_cselect_b64 s[0:1], -1, 0
  v_cndmask_b32_e64 v1, v1, 0, s[0:1]
  s_mov_b32 s0, 0
  v_add_u32 v1, v1, s0
  s_mov_b32 s0, 1
  v_add_u32 v3, v1, s0
  s_mov_b32 s0, 2
  v_add_u32 v5, v1, s0
  s_mov_b32 s0, 3
  v_add_u32 v7, v1, s0
  s_mov_b32 s0, 4
  v_add_u32 v11, v1, s0
  s_mov_b32 s0, 5
  v_add_u32 v13, v1, s0
  s_mov_b32 s0, 6
  v_add_u32 v15, v1, s0
  s_mov_b32 s0, 7
  v_add_u32 v17, v1, s0
  v_add_u32 v2, s36, v1
  v_add_u32 v4, s36, v3
  v_add_u32 v6, s36, v5
  v_add_u32 v9, s36, v7
  v_add_u32 v10, s36, v11
  v_add_u32 v12, s36, v13
  v_add_u32 v14, s36, v15
  v_add_u32 v16, s36, v17
  s_mov_b32 s36, 2
  v_mul_lo_u32 v20, v2, s36
  v_mul_hi_i32 v22, v2, s36
  v_mov_b32 v26, s20
  v_mov_b32 v27, s21
  v_add_co_u32 v24, vcc, v26, v20
  v_addc_co_u32 v25, vcc, v27, v22, vcc
  s_mov_b32 s0, 2
  v_mul_lo_u32 v18, v4, s0
  v_mul_hi_i32 v19, v4, s0
  v_mov_b32 v28, s20
  v_mov_b32 v29, s21
  v_add_co_u32 v26, vcc, v28, v18
  v_addc_co_u32 v27, vcc, v29, v19, vcc
  s_mov_b32 s0, 2
  v_mul_lo_u32 v18, v6, s0
  v_mul_hi_i32 v19, v6, s0
  v_mov_b32 v30, s20
  v_mov_b32 v31, s21
  v_add_co_u32 v28, vcc, v30, v18
  v_addc_co_u32 v29, vcc, v31, v19, vcc
  s_mov_b32 s0, 2
  v_mul_lo_u32 v18, v9, s0
  v_mul_hi_i32 v19, v9, s0
  v_mov_b32 v32, s20
  v_mov_b32 v33, s21
  v_add_co_u32 v30, vcc, v32, v18
  v_addc_co_u32 v31, vcc, v33, v19, vcc
  s_mov_b32 s0, 2
  v_mul_lo_u32 v18, v10, s0
  v_mul_hi_i32 v19, v10, s0
  v_mov_b32 v34, s20
  v_mov_b32 v35, s21
  v_add_co_u32 v32, vcc, v34, v18
  v_addc_co_u32 v33, vcc, v35, v19, vcc
  s_mov_b32 s10, 2
  v_mul_lo_u32 v18, v12, s10
  v_mul_hi_i32 v19, v12, s10
  v_mov_b32 v42, s20
  v_mov_b32 v43, s21
  v_add_co_u32 v34, vcc, v42, v18
  v_addc_co_u32 v35, vcc, v43, v19, vcc
  s_mov_b32 s30, 2
  v_mul_lo_u32 v18, v14, s30
  v_mul_hi_i32 v19, v14, s30
  v_mov_b32 v38, s20
  v_mov_b32 v39, s21
  v_add_co_u32 v36, vcc, v38, v18
  v_addc_co_u32 v37, vcc, v39, v19, vcc
  s_mov_b32 s0, 2
  v_mul_lo_u32 v18, v16, s0
  v_mul_hi_i32 v19, v16, s0
  v_mov_b32 v40, s20
  v_mov_b32 v41, s21
  v_add_co_u32 v38, vcc, v40, v18
  v_addc_co_u32 v39, vcc, v41, v19, vcc
  v_cmp_lt_i32_e64 s[14:15], v1, s32
  v_cmp_lt_i32_e64 s[12:13], v3, s32
  v_cmp_lt_i32_e64 s[10:11], v5, s32
  v_cmp_lt_i32_e64 s[8:9], v7, s32
  v_cmp_lt_i32_e64 s[6:7], v11, s32
  v_cmp_lt_i32_e64 s[4:5], v13, s32
  v_cmp_lt_i32_e64 s[2:3], v15, s32
  v_cmp_lt_i32_e64 s[0:1], v17, s32
  s_mov_b32 s16, 0xff80
  v_mov_b32 v3, s16
  v_mov_b32 v1, v3
  s_and_saveexec_b64 s[48:49], s[14:15]
  global_load_ushort v1, v[24:25], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v5, s16
  v_mov_b32 v3, v5
  s_and_saveexec_b64 s[48:49], s[12:13]
  global_load_ushort v3, v[26:27], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v7, s16
  v_mov_b32 v5, v7
  s_and_saveexec_b64 s[48:49], s[10:11]
  global_load_ushort v5, v[28:29], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v7, s16
  v_mov_b32 v11, v7
  s_and_saveexec_b64 s[48:49], s[8:9]
  global_load_ushort v11, v[30:31], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v7, s16
  v_mov_b32 v13, v7
  s_and_saveexec_b64 s[48:49], s[6:7]
  global_load_ushort v13, v[32:33], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v17, s16
  v_mov_b32 v15, v17
  s_and_saveexec_b64 s[48:49], s[4:5]
  global_load_ushort v15, v[34:35], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v18, s16
  v_mov_b32 v17, v18
  s_and_saveexec_b64 s[48:49], s[2:3]
  global_load_ushort v17, v[36:37], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v20, s16
  v_mov_b32 v19, v20
  s_and_saveexec_b64 s[48:49], s[0:1]
  global_load_ushort v19, v[38:39], off
  s_mov_b64 exec, s[48:49]
  s_mov_b32 s44, 2
  v_mul_lo_u32 v7, v2, s44
  v_mul_hi_i32 v2, v2, s44
  v_mov_b32 v26, s24
  v_mov_b32 v27, s25
  v_add_co_u32 v24, vcc, v26, v7
  v_addc_co_u32 v25, vcc, v27, v2, vcc
  s_mov_b32 s16, 2
  v_mul_lo_u32 v2, v4, s16
  v_mul_hi_i32 v4, v4, s16
  v_mov_b32 v28, s24
  v_mov_b32 v29, s25
  v_add_co_u32 v26, vcc, v28, v2
  v_addc_co_u32 v27, vcc, v29, v4, vcc
  s_mov_b32 s16, 2
  v_mul_lo_u32 v2, v6, s16
  v_mul_hi_i32 v4, v6, s16
  v_mov_b32 v30, s24
  v_mov_b32 v31, s25
  v_add_co_u32 v28, vcc, v30, v2
  v_addc_co_u32 v29, vcc, v31, v4, vcc
  s_mov_b32 s16, 2
  v_mul_lo_u32 v2, v9, s16
  v_mul_hi_i32 v4, v9, s16
  v_mov_b32 v32, s24
  v_mov_b32 v33, s25
  v_add_co_u32 v30, vcc, v32, v2
  v_addc_co_u32 v31, vcc, v33, v4, vcc
  s_mov_b32 s16, 2
  v_mul_lo_u32 v2, v10, s16
  v_mul_hi_i32 v4, v10, s16
  v_mov_b32 v34, s24
  v_mov_b32 v35, s25
  v_add_co_u32 v38, vcc, v34, v2
  v_addc_co_u32 v39, vcc, v35, v4, vcc
  s_mov_b32 s18, 2
  v_mul_lo_u32 v18, v12, s18
  v_mul_hi_i32 v20, v12, s18
  v_mov_b32 v34, s24
  v_mov_b32 v35, s25
  v_add_co_u32 v32, vcc, v34, v18
  v_addc_co_u32 v33, vcc, v35, v20, vcc
  s_mov_b32 s38, 2
  v_mul_lo_u32 v21, v14, s38
  v_mul_hi_i32 v23, v14, s38
  v_mov_b32 v36, s24
  v_mov_b32 v37, s25
  v_add_co_u32 v34, vcc, v36, v21
  v_addc_co_u32 v35, vcc, v37, v23, vcc
  s_mov_b32 s16, 2
  v_mul_lo_u32 v2, v16, s16
  v_mul_hi_i32 v4, v16, s16
  v_mov_b32 v40, s24
  v_mov_b32 v41, s25
  v_add_co_u32 v36, vcc, v40, v2
  v_addc_co_u32 v37, vcc, v41, v4, vcc
  s_waitcnt vmcnt(0)
  v_lshlrev_b32 v9, 16, v1
  v_lshlrev_b32 v7, 16, v3
  v_lshlrev_b32 v6, 16, v5
  v_lshlrev_b32 v5, 16, v11
  v_lshlrev_b32 v4, 16, v13
  v_lshlrev_b32 v3, 16, v15
  v_lshlrev_b32 v2, 16, v17
  v_lshlrev_b32 v1, 16, v19
  v_max_f32 v10, v9, v9
  v_max_f32 v11, v7, v7
  v_max_f32 v10, v10, v11
  v_cmp_eq_f32_e64 s[16:17], v9, v7
  v_and_b32 v11, v9, v7
  v_cndmask_b32_e64 v10, v10, v11, s[16:17]
  v_max_f32 v11, v10, v10
  v_max_f32 v12, v6, v6
  v_max_f32 v11, v11, v12
  v_cmp_eq_f32_e64 s[20:21], v10, v6
  v_and_b32 v12, v10, v6
  v_cndmask_b32_e64 v14, v11, v12, s[20:21]
  v_max_f32 v16, v14, v14
  v_max_f32 v18, v5, v5
  v_max_f32 v20, v16, v18
  v_cmp_eq_f32_e64 s[44:45], v14, v5
  v_and_b32 v10, v14, v5
  v_cndmask_b32_e64 v10, v20, v10, s[44:45]
  v_max_f32 v11, v10, v10
  v_max_f32 v12, v4, v4
  v_max_f32 v11, v11, v12
  v_cmp_eq_f32_e64 s[16:17], v10, v4
  v_and_b32 v10, v10, v4
  v_cndmask_b32_e64 v10, v11, v10, s[16:17]
  v_max_f32 v11, v10, v10
  v_max_f32 v12, v3, v3
  v_max_f32 v11, v11, v12
  v_cmp_eq_f32_e64 s[16:17], v10, v3
  v_and_b32 v10, v10, v3
  v_cndmask_b32_e64 v10, v11, v10, s[16:17]
  v_max_f32 v11, v10, v10
  v_max_f32 v12, v2, v2
  v_max_f32 v11, v11, v12
  v_cmp_eq_f32_e64 s[16:17], v10, v2
  v_and_b32 v10, v10, v2
  v_cndmask_b32_e64 v10, v11, v10, s[16:17]
  v_max_f32 v11, v10, v10
  v_max_f32 v12, v1, v1
  v_max_f32 v11, v11, v12
  v_cmp_eq_f32_e64 s[16:17], v10, v1
  v_and_b32 v10, v10, v1
  v_cndmask_b32_e64 v11, v11, v10, s[16:17]
  v_and_b32 v13, 63, v0
  v_xor_b32 v15, 1, v13
  v_lshlrev_b32 v17, 2, v15
  ds_bpermute_b32 v19, v17, v11
  v_max_f32 v21, v11, v11
  s_waitcnt lgkmcnt(0)
  v_max_f32 v23, v19, v19
  v_max_f32 v10, v21, v23
  v_cmp_eq_f32_e64 s[16:17], v11, v19
  v_and_b32 v11, v11, v19
  v_cndmask_b32_e64 v10, v10, v11, s[16:17]
  v_and_b32 v11, 63, v0
  v_xor_b32 v11, 2, v11
  v_lshlrev_b32 v11, 2, v11
  ds_bpermute_b32 v11, v11, v10
  v_max_f32 v12, v10, v10
  s_waitcnt lgkmcnt(0)
  v_max_f32 v13, v11, v11
  v_max_f32 v12, v12, v13
  v_cmp_eq_f32_e64 s[16:17], v10, v11
  v_and_b32 v10, v10, v11
  v_cndmask_b32_e64 v10, v12, v10, s[16:17]
  v_and_b32 v11, 63, v0
  v_xor_b32 v11, 4, v11
  v_lshlrev_b32 v11, 2, v11
  ds_bpermute_b32 v11, v11, v10
  v_max_f32 v12, v10, v10
  s_waitcnt lgkmcnt(0)
  v_max_f32 v13, v11, v11
  v_max_f32 v12, v12, v13
  v_cmp_eq_f32_e64 s[16:17], v10, v11
  v_and_b32 v10, v10, v11
  v_cndmask_b32_e64 v10, v12, v10, s[16:17]
  v_and_b32 v11, 63, v0
  v_xor_b32 v12, 8, v11
  v_lshlrev_b32 v14, 2, v12
  ds_bpermute_b32 v16, v14, v10
  v_max_f32 v18, v10, v10
  s_waitcnt lgkmcnt(0)
  v_max_f32 v20, v16, v16
  v_max_f32 v22, v18, v20
  v_cmp_eq_f32_e64 s[16:17], v10, v16
  v_and_b32 v10, v10, v16
  v_cndmask_b32_e64 v10, v22, v10, s[16:17]
  v_and_b32 v11, 63, v0
  v_xor_b32 v11, 16, v11
  v_lshlrev_b32 v11, 2, v11
  ds_bpermute_b32 v11, v11, v10
  v_max_f32 v12, v10, v10
  s_waitcnt lgkmcnt(0)
  v_max_f32 v13, v11, v11
  v_max_f32 v12, v12, v13
  v_cmp_eq_f32_e64 s[16:17], v10, v11
  v_and_b32 v10, v10, v11
  v_cndmask_b32_e64 v10, v12, v10, s[16:17]
  v_and_b32 v11, 63, v0
  v_xor_b32 v11, 32, v11
  v_lshlrev_b32 v11, 2, v11
  ds_bpermute_b32 v11, v11, v10
  v_max_f32 v12, v10, v10
  s_waitcnt lgkmcnt(0)
  v_max_f32 v13, v11, v11
  v_max_f32 v12, v12, v13
  v_cmp_eq_f32_e64 s[16:17], v10, v11
  v_and_b32 v10, v10, v11
  v_cndmask_b32_e64 v10, v12, v10, s[16:17]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s16, 4
  v_mul_lo_u32 v11, v8, s16
  s_mov_b32 s24, 0
  v_add_u32 v14, v11, s24
  ds_write_b32 v14, v10
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s36, 0xffffffbf
  v_and_b32 v20, v8, s36
  s_mov_b32 s44, 0
  v_or_b32 v10, v20, s44
  s_mov_b32 s16, 4
  v_mul_lo_u32 v10, v10, s16
  s_mov_b32 s16, 0
  v_add_u32 v10, v10, s16
  ds_read_b32 v10, v10
  s_mov_b32 s16, 64
  v_or_b32 v11, v20, s16
  s_mov_b32 s16, 4
  v_mul_lo_u32 v11, v11, s16
  s_mov_b32 s16, 0
  v_add_u32 v11, v11, s16
  ds_read_b32 v11, v11
  s_waitcnt lgkmcnt(0)
  v_max_f32 v12, v10, v10
  v_max_f32 v13, v11, v11
  v_max_f32 v12, v12, v13
  v_cmp_eq_f32_e64 s[16:17], v10, v11
  v_and_b32 v10, v10, v11
  v_cndmask_b32_e64 v14, v12, v10, s[16:17]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_sub_f32 v13, v9, v14
  v_sub_f32 v9, v7, v14
  v_sub_f32 v7, v6, v14
  v_sub_f32 v6, v5, v14
  v_sub_f32 v11, v4, v14
  v_sub_f32 v10, v3, v14
  v_sub_f32 v12, v2, v14
  v_sub_f32 v14, v1, v14
  s_mov_b32 s32, 0x3fb8aa3b
  v_mul_f32 v18, s32, v13
  s_mov_b32 s40, 0x3fb8aa3b
  v_fma_f32 v22, v13, s40, -v18
  s_mov_b32 s16, 0x32a57060
  v_fma_f32 v1, v13, s16, v22
  s_mov_b32 s16, 0x7fffffff
  v_and_b32 v2, s16, v1
  s_mov_b32 s16, 0x3f800000
  v_cmp_gt_f32_e64 s[16:17], s16, v2
  v_cndmask_b32_e64 v1, 0, v1, s[16:17]
  s_mov_b32 s16, 0x3f317218
  v_mul_f32 v1, s16, v1
  s_mov_b32 s16, 0x43000000
  v_cmp_le_f32_e64 s[16:17], s16, v18
  s_mov_b32 s18, 0x3f800000
  v_mov_b32 v2, s18
  v_cndmask_b32_e64 v2, 0, v2, s[16:17]
  v_sub_f32 v2, v18, v2
  s_mov_b32 s20, 0xc2fc0000
  v_cmp_gt_f32_e64 s[20:21], s20, v2
  s_mov_b32 s22, 0x42800000
  v_mov_b32 v3, s22
  v_cndmask_b32_e64 v3, 0, v3, s[20:21]
  v_add_f32 v2, v2, v3
  v_exp_f32 v3, v2
  s_mov_b32 s22, 0x3f800000
  s_mov_b32 s24, 0x1f800000
  v_mov_b32 v13, s24
  v_mov_b32 v15, s22
  v_cndmask_b32_e64 v13, v15, v13, s[20:21]
  v_mul_f32 v15, v3, v13
  v_fma_f32 v17, v15, v1, v15
  s_mov_b32 s38, 0x7f800000
  v_cmp_eq_f32_e64 s[42:43], s38, v15
  v_cndmask_b32_e64 v23, v17, v15, s[42:43]
  s_mov_b32 s20, 0x40000000
  v_mov_b32 v1, s20
  v_mov_b32 v2, s18
  v_cndmask_b32_e64 v1, v2, v1, s[16:17]
  v_mul_f32 v1, v23, v1
  s_mov_b32 s16, 0x3fb8aa3b
  v_mul_f32 v3, s16, v9
  s_mov_b32 s16, 0x3fb8aa3b
  v_fma_f32 v2, v9, s16, -v3
  s_mov_b32 s16, 0x32a57060
  v_fma_f32 v2, v9, s16, v2
  s_mov_b32 s16, 0x7fffffff
  v_and_b32 v4, s16, v2
  s_mov_b32 s16, 0x3f800000
  v_cmp_gt_f32_e64 s[16:17], s16, v4
  v_cndmask_b32_e64 v2, 0, v2, s[16:17]
  s_mov_b32 s16, 0x3f317218
  v_mul_f32 v2, s16, v2
  s_mov_b32 s16, 0x43000000
  v_cmp_le_f32_e64 s[16:17], s16, v3
  s_mov_b32 s18, 0x3f800000
  v_mov_b32 v4, s18
  v_cndmask_b32_e64 v9, 0, v4, s[16:17]
  v_sub_f32 v9, v3, v9
  s_mov_b32 s20, 0xc2fc0000
  v_cmp_gt_f32_e64 s[24:25], s20, v9
  s_mov_b32 s28, 0x42800000
  v_mov_b32 v16, s28
  v_cndmask_b32_e64 v18, 0, v16, s[24:25]
  v_add_f32 v20, v9, v18
  v_exp_f32 v22, v20
  s_mov_b32 s20, 0x3f800000
  s_mov_b32 s22, 0x1f800000
  v_mov_b32 v3, s22
  v_mov_b32 v4, s20
  v_cndmask_b32_e64 v3, v4, v3, s[24:25]
  v_mul_f32 v3, v22, v3
  v_fma_f32 v2, v3, v2, v3
  s_mov_b32 s20, 0x7f800000
  v_cmp_eq_f32_e64 s[20:21], s20, v3
  v_cndmask_b32_e64 v2, v2, v3, s[20:21]
  s_mov_b32 s20, 0x40000000
  v_mov_b32 v3, s20
  v_mov_b32 v4, s18
  v_cndmask_b32_e64 v3, v4, v3, s[16:17]
  v_mul_f32 v2, v2, v3
  s_mov_b32 s16, 0x3fb8aa3b
  v_mul_f32 v3, s16, v7
  s_mov_b32 s16, 0x3fb8aa3b
  v_fma_f32 v4, v7, s16, -v3
  s_mov_b32 s16, 0x32a57060
  v_fma_f32 v4, v7, s16, v4
  s_mov_b32 s16, 0x7fffffff
  v_and_b32 v5, s16, v4
  s_mov_b32 s16, 0x3f800000
  v_cmp_gt_f32_e64 s[18:19], s16, v5
  v_cndmask_b32_e64 v13, 0, v4, s[18:19]
  s_mov_b32 s26, 0x3f317218
  v_mul_f32 v15, s26, v13
  s_mov_b32 s34, 0x43000000
  v_cmp_le_f32_e64 s[38:39], s34, v3
  s_mov_b32 s42, 0x3f800000
  v_mov_b32 v23, s42
  v_cndmask_b32_e64 v4, 0, v23, s[38:39]
  v_sub_f32 v3, v3, v4
  s_mov_b32 s16, 0xc2fc0000
  v_cmp_gt_f32_e64 s[16:17], s16, v3
  s_mov_b32 s18, 0x42800000
  v_mov_b32 v4, s18
  v_cndmask_b32_e64 v4, 0, v4, s[16:17]
  v_add_f32 v3, v3, v4
  v_exp_f32 v3, v3
  s_mov_b32 s18, 0x3f800000
  s_mov_b32 s20, 0x1f800000
  v_mov_b32 v4, s20
  v_mov_b32 v5, s18
  v_cndmask_b32_e64 v4, v5, v4, s[16:17]
  v_mul_f32 v3, v3, v4
  v_fma_f32 v4, v3, v15, v3
  s_mov_b32 s16, 0x7f800000
  v_cmp_eq_f32_e64 s[16:17], s16, v3
  v_cndmask_b32_e64 v3, v4, v3, s[16:17]
  s_mov_b32 s16, 0x40000000
  v_mov_b32 v4, s16
  v_mov_b32 v5, s42
  v_cndmask_b32_e64 v7, v5, v4, s[38:39]
  v_mul_f32 v9, v3, v7
  s_mov_b32 s20, 0x3fb8aa3b
  v_mul_f32 v13, s20, v6
  s_mov_b32 s28, 0x3fb8aa3b
  v_fma_f32 v16, v6, s28, -v13
  s_mov_b32 s36, 0x32a57060
  v_fma_f32 v20, v6, s36, v16
  s_mov_b32 s44, 0x7fffffff
  v_and_b32 v3, s44, v20
  s_mov_b32 s16, 0x3f800000
  v_cmp_gt_f32_e64 s[16:17], s16, v3
  v_cndmask_b32_e64 v3, 0, v20, s[16:17]
  s_mov_b32 s16, 0x3f317218
  v_mul_f32 v3, s16, v3
  s_mov_b32 s16, 0x43000000
  v_cmp_le_f32_e64 s[16:17], s16, v13
  s_mov_b32 s18, 0x3f800000
  v_mov_b32 v4, s18
  v_cndmask_b32_e64 v4, 0, v4, s[16:17]
  v_sub_f32 v4, v13, v4
  s_mov_b32 s20, 0xc2fc0000
  v_cmp_gt_f32_e64 s[20:21], s20, v4
  s_mov_b32 s22, 0x42800000
  v_mov_b32 v5, s22
  v_cndmask_b32_e64 v5, 0, v5, s[20:21]
  v_add_f32 v4, v4, v5
  v_exp_f32 v4, v4
  s_mov_b32 s22, 0x3f800000
  s_mov_b32 s24, 0x1f800000
  v_mov_b32 v5, s24
  v_mov_b32 v6, s22
  v_cndmask_b32_e64 v7, v6, v5, s[20:21]
  v_mul_f32 v13, v4, v7
  v_fma_f32 v15, v13, v3, v13
  s_mov_b32 s26, 0x7f800000
  v_cmp_eq_f32_e64 s[30:31], s26, v13
  v_cndmask_b32_e64 v17, v15, v13, s[30:31]
  s_mov_b32 s38, 0x40000000
  v_mov_b32 v21, s38
  v_mov_b32 v23, s18
  v_cndmask_b32_e64 v3, v23, v21, s[16:17]
  v_mul_f32 v3, v17, v3
  s_mov_b32 s16, 0x3fb8aa3b
  v_mul_f32 v5, s16, v11
  s_mov_b32 s16, 0x3fb8aa3b
  v_fma_f32 v4, v11, s16, -v5
  s_mov_b32 s16, 0x32a57060
  v_fma_f32 v4, v11, s16, v4
  s_mov_b32 s16, 0x7fffffff
  v_and_b32 v6, s16, v4
  s_mov_b32 s16, 0x3f800000
  v_cmp_gt_f32_e64 s[16:17], s16, v6
  v_cndmask_b32_e64 v4, 0, v4, s[16:17]
  s_mov_b32 s16, 0x3f317218
  v_mul_f32 v4, s16, v4
  s_mov_b32 s16, 0x43000000
  v_cmp_le_f32_e64 s[16:17], s16, v5
  s_mov_b32 s18, 0x3f800000
  v_mov_b32 v6, s18
  v_cndmask_b32_e64 v6, 0, v6, s[16:17]
  v_sub_f32 v5, v5, v6
  s_mov_b32 s20, 0xc2fc0000
  v_cmp_gt_f32_e64 s[20:21], s20, v5
  s_mov_b32 s22, 0x42800000
  v_mov_b32 v11, s22
  v_cndmask_b32_e64 v13, 0, v11, s[20:21]
  v_add_f32 v15, v5, v13
  v_exp_f32 v16, v15
  s_mov_b32 s36, 0x3f800000
  s_mov_b32 s40, 0x1f800000
  v_mov_b32 v22, s40
  v_mov_b32 v5, s36
  v_cndmask_b32_e64 v5, v5, v22, s[20:21]
  v_mul_f32 v5, v16, v5
  v_fma_f32 v4, v5, v4, v5
  s_mov_b32 s20, 0x7f800000
  v_cmp_eq_f32_e64 s[20:21], s20, v5
  v_cndmask_b32_e64 v4, v4, v5, s[20:21]
  s_mov_b32 s20, 0x40000000
  v_mov_b32 v5, s20
  v_mov_b32 v6, s18
  v_cndmask_b32_e64 v5, v6, v5, s[16:17]
  v_mul_f32 v4, v4, v5
  s_mov_b32 s16, 0x3fb8aa3b
  v_mul_f32 v5, s16, v10
  s_mov_b32 s16, 0x3fb8aa3b
  v_fma_f32 v6, v10, s16, -v5
  s_mov_b32 s16, 0x32a57060
  v_fma_f32 v6, v10, s16, v6
  s_mov_b32 s16, 0x7fffffff
  v_and_b32 v7, s16, v6
  s_mov_b32 s16, 0x3f800000
  v_cmp_gt_f32_e64 s[16:17], s16, v7
  v_cndmask_b32_e64 v6, 0, v6, s[16:17]
  s_mov_b32 s16, 0x3f317218
  v_mul_f32 v10, s16, v6
  s_mov_b32 s22, 0x43000000
  v_cmp_le_f32_e64 s[26:27], s22, v5
  s_mov_b32 s30, 0x3f800000
  v_mov_b32 v17, s30
  v_cndmask_b32_e64 v19, 0, v17, s[26:27]
  v_sub_f32 v21, v5, v19
  s_mov_b32 s46, 0xc2fc0000
  v_cmp_gt_f32_e64 s[16:17], s46, v21
  s_mov_b32 s18, 0x42800000
  v_mov_b32 v5, s18
  v_cndmask_b32_e64 v5, 0, v5, s[16:17]
  v_add_f32 v5, v21, v5
  v_exp_f32 v5, v5
  s_mov_b32 s18, 0x3f800000
  s_mov_b32 s20, 0x1f800000
  v_mov_b32 v6, s20
  v_mov_b32 v7, s18
  v_cndmask_b32_e64 v6, v7, v6, s[16:17]
  v_mul_f32 v5, v5, v6
  v_fma_f32 v6, v5, v10, v5
  s_mov_b32 s16, 0x7f800000
  v_cmp_eq_f32_e64 s[16:17], s16, v5
  v_cndmask_b32_e64 v5, v6, v5, s[16:17]
  s_mov_b32 s16, 0x40000000
  v_mov_b32 v6, s16
  v_mov_b32 v7, s30
  v_cndmask_b32_e64 v6, v7, v6, s[26:27]
  v_mul_f32 v5, v5, v6
  s_mov_b32 s16, 0x3fb8aa3b
  v_mul_f32 v7, s16, v12
  s_mov_b32 s16, 0x3fb8aa3b
  v_fma_f32 v10, v12, s16, -v7
  s_mov_b32 s24, 0x32a57060
  v_fma_f32 v15, v12, s24, v10
  s_mov_b32 s32, 0x7fffffff
  v_and_b32 v18, s32, v15
  s_mov_b32 s40, 0x3f800000
  v_cmp_gt_f32_e64 s[44:45], s40, v18
  v_cndmask_b32_e64 v6, 0, v15, s[44:45]
  s_mov_b32 s16, 0x3f317218
  v_mul_f32 v6, s16, v6
  s_mov_b32 s16, 0x43000000
  v_cmp_le_f32_e64 s[16:17], s16, v7
  s_mov_b32 s18, 0x3f800000
  v_mov_b32 v10, s18
  v_cndmask_b32_e64 v10, 0, v10, s[16:17]
  v_sub_f32 v7, v7, v10
  s_mov_b32 s20, 0xc2fc0000
  v_cmp_gt_f32_e64 s[20:21], s20, v7
  s_mov_b32 s22, 0x42800000
  v_mov_b32 v10, s22
  v_cndmask_b32_e64 v10, 0, v10, s[20:21]
  v_add_f32 v7, v7, v10
  v_exp_f32 v7, v7
  s_mov_b32 s22, 0x3f800000
  s_mov_b32 s24, 0x1f800000
  v_mov_b32 v10, s24
  v_mov_b32 v11, s22
  v_cndmask_b32_e64 v10, v11, v10, s[20:21]
  v_mul_f32 v7, v7, v10
  v_fma_f32 v6, v7, v6, v7
  s_mov_b32 s20, 0x7f800000
  v_cmp_eq_f32_e64 s[20:21], s20, v7
  v_cndmask_b32_e64 v11, v6, v7, s[20:21]
  s_mov_b32 s26, 0x40000000
  v_mov_b32 v15, s26
  v_mov_b32 v17, s18
  v_cndmask_b32_e64 v19, v17, v15, s[16:17]
  v_mul_f32 v21, v11, v19
  s_mov_b32 s46, 0x3fb8aa3b
  v_mul_f32 v7, s46, v14
  s_mov_b32 s16, 0x3fb8aa3b
  v_fma_f32 v6, v14, s16, -v7
  s_mov_b32 s16, 0x32a57060
  v_fma_f32 v6, v14, s16, v6
  s_mov_b32 s16, 0x7fffffff
  v_and_b32 v10, s16, v6
  s_mov_b32 s16, 0x3f800000
  v_cmp_gt_f32_e64 s[16:17], s16, v10
  v_cndmask_b32_e64 v6, 0, v6, s[16:17]
  s_mov_b32 s16, 0x3f317218
  v_mul_f32 v6, s16, v6
  s_mov_b32 s16, 0x43000000
  v_cmp_le_f32_e64 s[16:17], s16, v7
  s_mov_b32 s18, 0x3f800000
  v_mov_b32 v10, s18
  v_cndmask_b32_e64 v10, 0, v10, s[16:17]
  v_sub_f32 v7, v7, v10
  s_mov_b32 s20, 0xc2fc0000
  v_cmp_gt_f32_e64 s[20:21], s20, v7
  s_mov_b32 s22, 0x42800000
  v_mov_b32 v10, s22
  v_cndmask_b32_e64 v10, 0, v10, s[20:21]
  v_add_f32 v10, v7, v10
  v_exp_f32 v10, v10
  s_mov_b32 s24, 0x3f800000
  s_mov_b32 s28, 0x1f800000
  v_mov_b32 v16, s28
  v_mov_b32 v18, s24
  v_cndmask_b32_e64 v20, v18, v16, s[20:21]
  v_mul_f32 v22, v10, v20
  v_fma_f32 v6, v22, v6, v22
  s_mov_b32 s20, 0x7f800000
  v_cmp_eq_f32_e64 s[20:21], s20, v22
  v_cndmask_b32_e64 v6, v6, v22, s[20:21]
  s_mov_b32 s20, 0x40000000
  v_mov_b32 v7, s20
  v_mov_b32 v10, s18
  v_cndmask_b32_e64 v7, v10, v7, s[16:17]
  v_mul_f32 v6, v6, v7
  v_add_f32 v7, v1, v2
  v_add_f32 v7, v7, v9
  v_add_f32 v7, v7, v3
  v_add_f32 v7, v7, v4
  v_add_f32 v7, v7, v5
  v_add_f32 v7, v7, v21
  v_add_f32 v7, v7, v6
  v_and_b32 v10, 63, v0
  v_xor_b32 v10, 1, v10
  v_lshlrev_b32 v10, 2, v10
  ds_bpermute_b32 v10, v10, v7
  s_waitcnt lgkmcnt(0)
  v_add_f32 v7, v7, v10
  v_and_b32 v10, 63, v0
  v_xor_b32 v10, 2, v10
  v_lshlrev_b32 v10, 2, v10
  ds_bpermute_b32 v10, v10, v7
  s_waitcnt lgkmcnt(0)
  v_add_f32 v11, v7, v10
  v_and_b32 v13, 63, v0
  v_xor_b32 v15, 4, v13
  v_lshlrev_b32 v17, 2, v15
  ds_bpermute_b32 v19, v17, v11
  s_waitcnt lgkmcnt(0)
  v_add_f32 v22, v11, v19
  v_and_b32 v23, 63, v0
  v_xor_b32 v7, 8, v23
  v_lshlrev_b32 v7, 2, v7
  ds_bpermute_b32 v7, v7, v22
  s_waitcnt lgkmcnt(0)
  v_add_f32 v7, v22, v7
  v_and_b32 v10, 63, v0
  v_xor_b32 v10, 16, v10
  v_lshlrev_b32 v10, 2, v10
  ds_bpermute_b32 v10, v10, v7
  s_waitcnt lgkmcnt(0)
  v_add_f32 v7, v7, v10
  v_and_b32 v0, 63, v0
  v_xor_b32 v0, 32, v0
  v_lshlrev_b32 v0, 2, v0
  ds_bpermute_b32 v0, v0, v7
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v7, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s16, 4
  v_mul_lo_u32 v7, v8, s16
  s_mov_b32 s16, 0
  v_add_u32 v7, v7, s16
  s_mov_b32 s16, 0x400
  v_add_u32 v7, v7, s16
  ds_write_b32 v7, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s16, 0xffffffbf
  v_and_b32 v7, v8, s16
  s_mov_b32 s18, 0
  v_or_b32 v11, v7, s18
  s_mov_b32 s26, 4
  v_mul_lo_u32 v15, v11, s26
  s_mov_b32 s34, 0
  v_add_u32 v19, v15, s34
  s_mov_b32 s42, 0x400
  v_add_u32 v23, v19, s42
  ds_read_b32 v0, v23
  s_mov_b32 s16, 64
  v_or_b32 v7, v7, s16
  s_mov_b32 s16, 4
  v_mul_lo_u32 v7, v7, s16
  s_mov_b32 s16, 0
  v_add_u32 v7, v7, s16
  s_mov_b32 s16, 0x400
  v_add_u32 v7, v7, s16
  ds_read_b32 v7, v7
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v7
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_div_scale_f32 v7, vcc, v0, v0, v1
  v_div_scale_f32 v10, vcc, v1, v0, v1
  v_rcp_f32 v11, v7
  s_mov_b32 s16, 0x3f800000
  v_fma_f32 v12, -v7, v11, s16
  v_fma_f32 v11, v12, v11, v11
  v_mul_f32 v12, v10, v11
  v_fma_f32 v13, -v7, v12, v10
  v_fma_f32 v12, v13, v11, v12
  v_fma_f32 v7, -v7, v12, v10
  s_nop 3
  v_div_fmas_f32 v7, v7, v11, v12
  v_div_fixup_f32 v7, v7, v0, v1
  v_div_scale_f32 v10, vcc, v0, v0, v2
  v_div_scale_f32 v11, vcc, v2, v0, v2
  v_rcp_f32 v13, v10
  s_mov_b32 s30, 0x3f800000
  v_fma_f32 v17, -v10, v13, s30
  v_fma_f32 v19, v17, v13, v13
  v_mul_f32 v22, v11, v19
  v_fma_f32 v23, -v10, v22, v11
  v_fma_f32 v1, v23, v19, v22
  v_fma_f32 v10, -v10, v1, v11
  s_nop 3
  v_div_fmas_f32 v1, v10, v19, v1
  v_div_fixup_f32 v1, v1, v0, v2
  v_div_scale_f32 v2, vcc, v0, v0, v9
  v_div_scale_f32 v10, vcc, v9, v0, v9
  v_rcp_f32 v11, v2
  s_mov_b32 s16, 0x3f800000
  v_fma_f32 v12, -v2, v11, s16
  v_fma_f32 v11, v12, v11, v11
  v_mul_f32 v12, v10, v11
  v_fma_f32 v13, -v2, v12, v10
  v_fma_f32 v12, v13, v11, v12
  v_fma_f32 v2, -v2, v12, v10
  s_nop 3
  v_div_fmas_f32 v2, v2, v11, v12
  v_div_fixup_f32 v2, v2, v0, v9
  v_div_scale_f32 v9, vcc, v0, v0, v3
  v_div_scale_f32 v10, vcc, v3, v0, v3
  v_rcp_f32 v11, v9
  s_mov_b32 s16, 0x3f800000
  v_fma_f32 v12, -v9, v11, s16
  v_fma_f32 v11, v12, v11, v11
  v_mul_f32 v12, v10, v11
  v_fma_f32 v13, -v9, v12, v10
  v_fma_f32 v12, v13, v11, v12
  v_fma_f32 v13, -v9, v12, v10
  s_nop 3
  v_div_fmas_f32 v14, v13, v11, v12
  v_div_fixup_f32 v16, v14, v0, v3
  v_div_scale_f32 v18, vcc, v0, v0, v4
  v_div_scale_f32 v20, vcc, v4, v0, v4
  v_rcp_f32 v22, v18
  s_mov_b32 s16, 0x3f800000
  v_fma_f32 v3, -v18, v22, s16
  v_fma_f32 v3, v3, v22, v22
  v_mul_f32 v9, v20, v3
  v_fma_f32 v10, -v18, v9, v20
  v_fma_f32 v9, v10, v3, v9
  v_fma_f32 v10, -v18, v9, v20
  s_nop 3
  v_div_fmas_f32 v3, v10, v3, v9
  v_div_fixup_f32 v3, v3, v0, v4
  v_div_scale_f32 v4, vcc, v0, v0, v5
  v_div_scale_f32 v9, vcc, v5, v0, v5
  v_rcp_f32 v10, v4
  s_mov_b32 s16, 0x3f800000
  v_fma_f32 v11, -v4, v10, s16
  v_fma_f32 v10, v11, v10, v10
  v_mul_f32 v11, v9, v10
  v_fma_f32 v12, -v4, v11, v9
  v_fma_f32 v11, v12, v10, v11
  v_fma_f32 v4, -v4, v11, v9
  s_nop 3
  v_div_fmas_f32 v4, v4, v10, v11
  v_div_fixup_f32 v4, v4, v0, v5
  v_div_scale_f32 v5, vcc, v0, v0, v21
  v_div_scale_f32 v9, vcc, v21, v0, v21
  v_rcp_f32 v10, v5
  s_mov_b32 s18, 0x3f800000
  v_fma_f32 v11, -v5, v10, s18
  v_fma_f32 v13, v11, v10, v10
  v_mul_f32 v15, v9, v13
  v_fma_f32 v17, -v5, v15, v9
  v_fma_f32 v19, v17, v13, v15
  v_fma_f32 v22, -v5, v19, v9
  s_nop 3
  v_div_fmas_f32 v23, v22, v13, v19
  v_div_fixup_f32 v5, v23, v0, v21
  v_div_scale_f32 v9, vcc, v0, v0, v6
  v_div_scale_f32 v10, vcc, v6, v0, v6
  v_rcp_f32 v11, v9
  s_mov_b32 s16, 0x3f800000
  v_fma_f32 v12, -v9, v11, s16
  v_fma_f32 v11, v12, v11, v11
  v_mul_f32 v12, v10, v11
  v_fma_f32 v13, -v9, v12, v10
  v_fma_f32 v12, v13, v11, v12
  v_fma_f32 v9, -v9, v12, v10
  s_nop 3
  v_div_fmas_f32 v9, v9, v11, v12
  v_div_fixup_f32 v0, v9, v0, v6
  v_bfe_u32 v6, v7, 16, 1
  s_mov_b32 s16, 0x7fff
  v_add3_u32 v6, v7, s16, v6
  v_lshrrev_b32 v6, 16, v6
  v_cmp_u_f32_e64 s[16:17], v7, v7
  s_mov_b32 s18, 0x7fc0
  v_mov_b32 v7, s18
  v_cndmask_b32_e64 v6, v6, v7, s[16:17]
  v_bfe_u32 v7, v1, 16, 1
  s_mov_b32 s16, 0x7fff
  v_add3_u32 v9, v1, s16, v7
  v_lshrrev_b32 v10, 16, v9
  v_cmp_u_f32_e64 s[24:25], v1, v1
  s_mov_b32 s28, 0x7fc0
  v_mov_b32 v17, s28
  v_cndmask_b32_e64 v18, v10, v17, s[24:25]
  v_bfe_u32 v20, v2, 16, 1
  s_mov_b32 s44, 0x7fff
  v_add3_u32 v1, v2, s44, v20
  v_lshrrev_b32 v1, 16, v1
  v_cmp_u_f32_e64 s[16:17], v2, v2
  s_mov_b32 s18, 0x7fc0
  v_mov_b32 v2, s18
  v_cndmask_b32_e64 v1, v1, v2, s[16:17]
  v_bfe_u32 v2, v16, 16, 1
  s_mov_b32 s16, 0x7fff
  v_add3_u32 v2, v16, s16, v2
  v_lshrrev_b32 v2, 16, v2
  v_cmp_u_f32_e64 s[16:17], v16, v16
  s_mov_b32 s18, 0x7fc0
  v_mov_b32 v7, s18
  v_cndmask_b32_e64 v2, v2, v7, s[16:17]
  v_bfe_u32 v7, v3, 16, 1
  s_mov_b32 s16, 0x7fff
  v_add3_u32 v7, v3, s16, v7
  v_lshrrev_b32 v7, 16, v7
  v_cmp_u_f32_e64 s[16:17], v3, v3
  s_mov_b32 s18, 0x7fc0
  v_mov_b32 v3, s18
  v_cndmask_b32_e64 v3, v7, v3, s[16:17]
  v_bfe_u32 v7, v4, 16, 1
  s_mov_b32 s16, 0x7fff
  v_add3_u32 v9, v4, s16, v7
  v_lshrrev_b32 v11, 16, v9
  v_cmp_u_f32_e64 s[26:27], v4, v4
  s_mov_b32 s30, 0x7fc0
  v_mov_b32 v17, s30
  v_cndmask_b32_e64 v19, v11, v17, s[26:27]
  v_bfe_u32 v21, v5, 16, 1
  s_mov_b32 s46, 0x7fff
  v_add3_u32 v4, v5, s46, v21
  v_lshrrev_b32 v4, 16, v4
  v_cmp_u_f32_e64 s[16:17], v5, v5
  s_mov_b32 s18, 0x7fc0
  v_mov_b32 v5, s18
  v_cndmask_b32_e64 v4, v4, v5, s[16:17]
  v_bfe_u32 v5, v0, 16, 1
  s_mov_b32 s16, 0x7fff
  v_add3_u32 v5, v0, s16, v5
  v_lshrrev_b32 v5, 16, v5
  v_cmp_u_f32_e64 s[16:17], v0, v0
  s_mov_b32 s18, 0x7fc0
  v_mov_b32 v0, s18
  v_cndmask_b32_e64 v0, v5, v0, s[16:17]
  s_mov_b32 s16, 0x80
  v_and_b32 v5, v8, s16
  s_mov_b32 s16, 0
  v_cmp_eq_u32_e64 s[16:17], v5, s16
  s_and_b64 s[14:15], s[16:17], s[14:15]
  s_and_saveexec_b64 s[48:49], s[14:15]
  global_store_short v[24:25], v6, off
  s_mov_b64 exec, s[48:49]
  s_and_b64 s[12:13], s[16:17], s[12:13]
  s_and_saveexec_b64 s[48:49], s[12:13]
  global_store_short v[26:27], v18, off
  s_mov_b64 exec, s[48:49]
  s_and_b64 s[10:11], s[16:17], s[10:11]
  s_and_saveexec_b64 s[48:49], s[10:11]
  global_store_short v[28:29], v1, off
  s_mov_b64 exec, s[48:49]
  s_and_b64 s[14:15], s[16:17], s[8:9]
  s_and_saveexec_b64 s[48:49], s[14:15]
  global_store_short v[30:31], v2, off
  s_mov_b64 exec, s[48:49]
  s_and_b64 s[20:21], s[16:17], s[6:7]
  s_and_saveexec_b64 s[48:49], s[20:21]
  global_store_short v[38:39], v3, off
  s_mov_b64 exec, s[48:49]
  s_and_b64 s[26:27], s[16:17], s[4:5]
  s_and_saveexec_b64 s[48:49], s[26:27]
  global_store_short v[32:33], v19, off
  s_mov_b64 exec, s[48:49]
  s_and_b64 s[32:33], s[16:17], s[2:3]
  s_and_saveexec_b64 s[48:49], s[32:33]
  global_store_short v[34:35], v4, off
  s_mov_b64 exec, s[48:49]
  s_and_b64 s[38:39], s[16:17], s[0:1]
  s_and_saveexec_b64 s[48:49], s[38:39]
  global_store_short v[36:37], v0, off
  s_mov_b64 exec, s[48:49]
  s_endpgm
.Lsoftmax_bf16_end:
.size softmax_bf16, .Lsoftmax_bf16_end-softmax_bf16
; 50 SGPRs, 44 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

.rodata
.p2align 6
.amdhsa_kernel softmax_bf16
  .amdhsa_group_segment_fixed_size 2048
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 36
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 44
  .amdhsa_next_free_sgpr 50
  .amdhsa_accum_offset 44
  .amdhsa_tg_split 0
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 3
  .amdhsa_ieee_mode 1
  .amdhsa_dx10_clamp 1
.end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.kernels:
  - .name: softmax_bf16
    .symbol: softmax_bf16.kd
    .kernarg_segment_size: 36
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 2048
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 50
    .vgpr_count: 44
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
