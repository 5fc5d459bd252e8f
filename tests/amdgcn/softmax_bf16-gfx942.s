.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.amdhsa_code_object_version 5
.text
.globl softmax_bf16
.p2align 8
.type softmax_bf16,@function
softmax_bf16:
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
  s_mov_b32 s44, 0x7f
  v_and_b32 v0, v10, s44
  s_mov_b32 s0, 3
  v_lshlrev_b32 v0, s0, v0
  s_cmp_ge_u32 s0, 32
  s_cselect_b64 s[2:3], -1, 0
  v_cndmask_b32_e64 v0, v0, 0, s[2:3]
  s_mov_b32 s2, 0
  v_add_u32 v0, v0, s2
  s_mov_b32 s2, 1
  v_add_u32 v1, v0, s2
  s_mov_b32 s2, 2
  v_add_u32 v5, v0, s2
  v_add_u32 v3, v0, s0
  s_mov_b32 s0, 4
  v_add_u32 v9, v0, s0
  s_mov_b32 s0, 5
  v_add_u32 v13, v0, s0
  s_mov_b32 s0, 6
  v_add_u32 v15, v0, s0
  s_mov_b32 s0, 7
  v_add_u32 v17, v0, s0
  v_add_u32 v2, s40, v0
  v_add_u32 v4, s40, v1
  v_add_u32 v7, s40, v5
  v_add_u32 v8, s40, v3
  v_add_u32 v11, s40, v9
  v_add_u32 v12, s40, v13
  v_add_u32 v14, s40, v15
  v_add_u32 v16, s40, v17
  v_lshlrev_b32 v18, 1, v2
  v_ashrrev_i32 v20, 31, v2
  v_mov_b32 v26, s24
  v_mov_b32 v27, s25
  v_add_co_u32 v24, vcc, v26, v18
  v_addc_co_u32 v25, vcc, v27, v20, vcc
  v_lshlrev_b32 v18, 1, v4
  v_ashrrev_i32 v19, 31, v4
  v_mov_b32 v28, s24
  v_mov_b32 v29, s25
  v_add_co_u32 v26, vcc, v28, v18
  v_addc_co_u32 v27, vcc, v29, v19, vcc
  v_lshlrev_b32 v18, 1, v7
  v_ashrrev_i32 v19, 31, v7
  v_mov_b32 v30, s24
  v_mov_b32 v31, s25
  v_add_co_u32 v28, vcc, v30, v18
  v_addc_co_u32 v29, vcc, v31, v19, vcc
  v_lshlrev_b32 v18, 1, v8
  v_ashrrev_i32 v19, 31, v8
  v_mov_b32 v32, s24
  v_mov_b32 v33, s25
  v_add_co_u32 v30, vcc, v32, v18
  v_addc_co_u32 v31, vcc, v33, v19, vcc
  v_lshlrev_b32 v18, 1, v11
  v_ashrrev_i32 v19, 31, v11
  v_mov_b32 v34, s24
  v_mov_b32 v35, s25
  v_add_co_u32 v32, vcc, v34, v18
  v_addc_co_u32 v33, vcc, v35, v19, vcc
  v_lshlrev_b32 v18, 1, v12
  v_ashrrev_i32 v19, 31, v12
  v_mov_b32 v36, s24
  v_mov_b32 v37, s25
  v_add_co_u32 v34, vcc, v36, v18
  v_addc_co_u32 v35, vcc, v37, v19, vcc
  v_lshlrev_b32 v18, 1, v14
  v_ashrrev_i32 v19, 31, v14
  v_mov_b32 v38, s24
  v_mov_b32 v39, s25
  v_add_co_u32 v42, vcc, v38, v18
  v_addc_co_u32 v43, vcc, v39, v19, vcc
  v_lshlrev_b32 v18, 1, v16
  v_ashrrev_i32 v19, 31, v16
  v_mov_b32 v38, s24
  v_mov_b32 v39, s25
  v_add_co_u32 v36, vcc, v38, v18
  v_addc_co_u32 v37, vcc, v39, v19, vcc
  v_cmp_lt_i32_e64 s[38:39], v0, s36
  v_cmp_lt_i32_e64 s[42:43], v1, s36
  v_cmp_lt_i32_e64 s[46:47], v5, s36
  v_cmp_lt_i32_e64 s[8:9], v3, s36
  v_cmp_lt_i32_e64 s[6:7], v9, s36
  v_cmp_lt_i32_e64 s[4:5], v13, s36
  v_cmp_lt_i32_e64 s[2:3], v15, s36
  v_cmp_lt_i32_e64 s[0:1], v17, s36
  s_mov_b32 s10, 0xff80
  v_mov_b32 v1, s10
  v_mov_b32 v0, v1
  s_and_saveexec_b64 s[48:49], s[38:39]
  global_load_ushort v0, v[24:25], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v3, s10
  v_mov_b32 v1, v3
  s_and_saveexec_b64 s[48:49], s[42:43]
  global_load_ushort v1, v[26:27], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v5, s10
  v_mov_b32 v3, v5
  s_and_saveexec_b64 s[48:49], s[46:47]
  global_load_ushort v3, v[28:29], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v9, s10
  v_mov_b32 v5, v9
  s_and_saveexec_b64 s[48:49], s[8:9]
  global_load_ushort v5, v[30:31], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v9, s10
  v_mov_b32 v15, v9
  s_and_saveexec_b64 s[48:49], s[6:7]
  global_load_ushort v15, v[32:33], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v9, s10
  v_mov_b32 v17, v9
  s_and_saveexec_b64 s[48:49], s[4:5]
  global_load_ushort v17, v[34:35], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v9, s10
  v_mov_b32 v18, v9
  s_and_saveexec_b64 s[48:49], s[2:3]
  global_load_ushort v18, v[42:43], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v9, s10
  v_mov_b32 v20, v9
  s_and_saveexec_b64 s[48:49], s[0:1]
  global_load_ushort v20, v[36:37], off
  s_mov_b64 exec, s[48:49]
  s_waitcnt vmcnt(0)
  v_lshlrev_b32 v21, 16, v0
  v_lshlrev_b32 v9, 16, v1
  v_lshlrev_b32 v19, 16, v3
  v_lshlrev_b32 v13, 16, v5
  v_lshlrev_b32 v15, 16, v15
  v_lshlrev_b32 v17, 16, v17
  v_lshlrev_b32 v18, 16, v18
  v_lshlrev_b32 v20, 16, v20
  v_max_f32 v22, v21, v21
  v_max_f32 v0, v9, v9
  v_max_f32 v0, v22, v0
  v_cmp_eq_f32_e64 s[10:11], v21, v9
  v_and_b32 v1, v21, v9
  v_cndmask_b32_e64 v0, v0, v1, s[10:11]
  v_max_f32 v1, v0, v0
  v_max_f32 v3, v19, v19
  v_max_f32 v1, v1, v3
  v_cmp_eq_f32_e64 s[10:11], v0, v19
  v_and_b32 v0, v0, v19
  v_cndmask_b32_e64 v0, v1, v0, s[10:11]
  v_max_f32 v1, v0, v0
  v_max_f32 v3, v13, v13
  v_max_f32 v1, v1, v3
  v_cmp_eq_f32_e64 s[10:11], v0, v13
  v_and_b32 v0, v0, v13
  v_cndmask_b32_e64 v0, v1, v0, s[10:11]
  v_max_f32 v1, v0, v0
  v_max_f32 v3, v15, v15
  v_max_f32 v1, v1, v3
  v_cmp_eq_f32_e64 s[10:11], v0, v15
  v_and_b32 v3, v0, v15
  v_cndmask_b32_e64 v5, v1, v3, s[10:11]
  v_max_f32 v22, v5, v5
  v_max_f32 v23, v17, v17
  v_max_f32 v22, v22, v23
  v_cmp_eq_f32_e64 s[26:27], v5, v17
  v_and_b32 v23, v5, v17
  v_cndmask_b32_e64 v22, v22, v23, s[26:27]
  v_max_f32 v23, v22, v22
  v_max_f32 v0, v18, v18
  v_max_f32 v23, v23, v0
  v_cmp_eq_f32_e64 s[10:11], v22, v18
  v_and_b32 v0, v22, v18
  v_cndmask_b32_e64 v0, v23, v0, s[10:11]
  v_max_f32 v1, v0, v0
  v_max_f32 v3, v20, v20
  v_max_f32 v1, v1, v3
  v_cmp_eq_f32_e64 s[10:11], v0, v20
  v_and_b32 v0, v0, v20
  v_cndmask_b32_e64 v0, v1, v0, s[10:11]
  v_xor_b32 v1, 1, v6
  v_lshlrev_b32 v1, 2, v1
  ds_bpermute_b32 v1, v1, v0
  v_max_f32 v3, v0, v0
  s_waitcnt lgkmcnt(0)
  v_max_f32 v5, v1, v1
  v_max_f32 v3, v3, v5
  v_cmp_eq_f32_e64 s[10:11], v0, v1
  v_and_b32 v0, v0, v1
  v_cndmask_b32_e64 v0, v3, v0, s[10:11]
  v_xor_b32 v1, 2, v6
  v_lshlrev_b32 v1, 2, v1
  ds_bpermute_b32 v3, v1, v0
  v_max_f32 v5, v0, v0
  s_waitcnt lgkmcnt(0)
  v_max_f32 v22, v3, v3
  v_max_f32 v22, v5, v22
  v_cmp_eq_f32_e64 s[20:21], v0, v3
  v_and_b32 v23, v0, v3
  v_cndmask_b32_e64 v22, v22, v23, s[20:21]
  v_xor_b32 v23, 4, v6
  v_lshlrev_b32 v23, 2, v23
  ds_bpermute_b32 v23, v23, v22
  v_max_f32 v0, v22, v22
  s_waitcnt lgkmcnt(0)
  v_max_f32 v1, v23, v23
  v_max_f32 v0, v0, v1
  v_cmp_eq_f32_e64 s[10:11], v22, v23
  v_and_b32 v1, v22, v23
  v_cndmask_b32_e64 v0, v0, v1, s[10:11]
  v_xor_b32 v1, 8, v6
  v_lshlrev_b32 v1, 2, v1
  ds_bpermute_b32 v1, v1, v0
  v_max_f32 v3, v0, v0
  s_waitcnt lgkmcnt(0)
  v_max_f32 v5, v1, v1
  v_max_f32 v3, v3, v5
  v_cmp_eq_f32_e64 s[10:11], v0, v1
  v_and_b32 v0, v0, v1
  v_cndmask_b32_e64 v0, v3, v0, s[10:11]
  v_xor_b32 v1, 16, v6
  v_lshlrev_b32 v1, 2, v1
  ds_bpermute_b32 v1, v1, v0
  v_max_f32 v3, v0, v0
  s_waitcnt lgkmcnt(0)
  v_max_f32 v5, v1, v1
  v_max_f32 v3, v3, v5
  v_cmp_eq_f32_e64 s[10:11], v0, v1
  v_and_b32 v5, v0, v1
  v_cndmask_b32_e64 v5, v3, v5, s[10:11]
  v_xor_b32 v22, 32, v6
  v_lshlrev_b32 v22, 2, v22
  ds_bpermute_b32 v22, v22, v5
  v_max_f32 v23, v5, v5
  s_waitcnt lgkmcnt(0)
  v_max_f32 v0, v22, v22
  v_max_f32 v23, v23, v0
  v_cmp_eq_f32_e64 s[40:41], v5, v22
  v_and_b32 v22, v5, v22
  v_cndmask_b32_e64 v23, v23, v22, s[40:41]
  s_mov_b32 s10, 4
  v_mul_lo_u32 v0, v10, s10
  ds_write_b32 v0, v23
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s12, 0xffffffbf
  v_and_b32 v1, v10, s12
  v_mul_lo_u32 v1, v1, s10
  ds_read_b32 v3, v1
  ds_read_b32 v5, v1 offset:256
  s_waitcnt lgkmcnt(0)
  v_max_f32 v22, v3, v3
  v_max_f32 v23, v5, v5
  v_max_f32 v22, v22, v23
  v_cmp_eq_f32_e64 s[10:11], v3, v5
  v_and_b32 v3, v3, v5
  v_cndmask_b32_e64 v22, v22, v3, s[10:11]
  v_sub_f32 v21, v21, v22
  v_sub_f32 v3, v9, v22
  v_sub_f32 v5, v19, v22
  v_sub_f32 v13, v13, v22
  v_sub_f32 v15, v15, v22
  v_sub_f32 v19, v17, v22
  v_sub_f32 v18, v18, v22
  v_sub_f32 v9, v20, v22
  s_mov_b32 s12, 0x3fb8aa3b
  v_mul_f32 v20, s12, v21
  v_fma_f32 v17, v21, s12, -v20
  s_mov_b32 s24, 0x32a57060
  v_fma_f32 v17, v21, s24, v17
  s_mov_b32 s32, 0x7fffffff
  v_and_b32 v21, s32, v17
  s_mov_b32 s40, 0x3f800000
  v_cmp_gt_f32_e64 s[44:45], s40, v21
  v_cndmask_b32_e64 v17, 0, v17, s[44:45]
  s_mov_b32 s10, 0x3f317218
  v_mul_f32 v17, s10, v17
  s_mov_b32 s10, 0x43000000
  v_cmp_le_f32_e64 s[10:11], s10, v20
  v_mov_b32 v21, s40
  v_cndmask_b32_e64 v21, 0, v21, s[10:11]
  v_sub_f32 v20, v20, v21
  s_mov_b32 s12, 0xc2fc0000
  v_cmp_gt_f32_e64 s[12:13], s12, v20
  s_mov_b32 s14, 0x42800000
  v_mov_b32 v21, s14
  v_cndmask_b32_e64 v21, 0, v21, s[12:13]
  v_add_f32 v20, v20, v21
  v_exp_f32 v20, v20
  s_mov_b32 s14, 0x1f800000
  v_mov_b32 v21, s14
  v_mov_b32 v22, s40
  v_cndmask_b32_e64 v21, v22, v21, s[12:13]
  v_mul_f32 v20, v20, v21
  v_fma_f32 v17, v20, v17, v20
  s_mov_b32 s12, 0x7f800000
  v_cmp_eq_f32_e64 s[12:13], s12, v20
  v_cndmask_b32_e64 v17, v17, v20, s[12:13]
  s_mov_b32 s18, 0x40000000
  v_mov_b32 v20, s18
  v_mov_b32 v21, s40
  v_cndmask_b32_e64 v20, v21, v20, s[10:11]
  v_mul_f32 v17, v17, v20
  s_mov_b32 s40, 0x3fb8aa3b
  v_mul_f32 v21, s40, v3
  v_fma_f32 v23, v3, s40, -v21
  s_mov_b32 s10, 0x32a57060
  v_fma_f32 v3, v3, s10, v23
  s_mov_b32 s10, 0x7fffffff
  v_and_b32 v20, s10, v3
  s_mov_b32 s10, 0x3f800000
  v_cmp_gt_f32_e64 s[12:13], s10, v20
  v_cndmask_b32_e64 v3, 0, v3, s[12:13]
  s_mov_b32 s12, 0x3f317218
  v_mul_f32 v3, s12, v3
  s_mov_b32 s12, 0x43000000
  v_cmp_le_f32_e64 s[12:13], s12, v21
  v_mov_b32 v20, s10
  v_cndmask_b32_e64 v20, 0, v20, s[12:13]
  v_sub_f32 v20, v21, v20
  s_mov_b32 s14, 0xc2fc0000
  v_cmp_gt_f32_e64 s[14:15], s14, v20
  s_mov_b32 s16, 0x42800000
  v_mov_b32 v21, s16
  v_cndmask_b32_e64 v21, 0, v21, s[14:15]
  v_add_f32 v20, v20, v21
  v_exp_f32 v20, v20
  s_mov_b32 s16, 0x1f800000
  v_mov_b32 v21, s16
  v_mov_b32 v22, s10
  v_cndmask_b32_e64 v21, v22, v21, s[14:15]
  v_mul_f32 v20, v20, v21
  v_fma_f32 v21, v20, v3, v20
  s_mov_b32 s32, 0x7f800000
  v_cmp_eq_f32_e64 s[36:37], s32, v20
  v_cndmask_b32_e64 v20, v21, v20, s[36:37]
  s_mov_b32 s44, 0x40000000
  v_mov_b32 v3, s44
  v_mov_b32 v21, s10
  v_cndmask_b32_e64 v3, v21, v3, s[12:13]
  v_mul_f32 v3, v20, v3
  s_mov_b32 s10, 0x3fb8aa3b
  v_mul_f32 v20, s10, v5
  v_fma_f32 v21, v5, s10, -v20
  s_mov_b32 s10, 0x32a57060
  v_fma_f32 v5, v5, s10, v21
  s_mov_b32 s10, 0x7fffffff
  v_and_b32 v21, s10, v5
  s_mov_b32 s10, 0x3f800000
  v_cmp_gt_f32_e64 s[12:13], s10, v21
  v_cndmask_b32_e64 v5, 0, v5, s[12:13]
  s_mov_b32 s12, 0x3f317218
  v_mul_f32 v5, s12, v5
  s_mov_b32 s12, 0x43000000
  v_cmp_le_f32_e64 s[12:13], s12, v20
  v_mov_b32 v21, s10
  v_cndmask_b32_e64 v21, 0, v21, s[12:13]
  v_sub_f32 v20, v20, v21
  s_mov_b32 s14, 0xc2fc0000
  v_cmp_gt_f32_e64 s[14:15], s14, v20
  s_mov_b32 s16, 0x42800000
  v_mov_b32 v21, s16
  v_cndmask_b32_e64 v21, 0, v21, s[14:15]
  v_add_f32 v20, v20, v21
  v_exp_f32 v20, v20
  s_mov_b32 s34, 0x1f800000
  v_mov_b32 v21, s34
  v_mov_b32 v22, s10
  v_cndmask_b32_e64 v23, v22, v21, s[14:15]
  v_mul_f32 v20, v20, v23
  v_fma_f32 v5, v20, v5, v20
  s_mov_b32 s14, 0x7f800000
  v_cmp_eq_f32_e64 s[14:15], s14, v20
  v_cndmask_b32_e64 v5, v5, v20, s[14:15]
  s_mov_b32 s14, 0x40000000
  v_mov_b32 v20, s14
  v_mov_b32 v21, s10
  v_cndmask_b32_e64 v20, v21, v20, s[12:13]
  v_mul_f32 v5, v5, v20
  s_mov_b32 s10, 0x3fb8aa3b
  v_mul_f32 v20, s10, v13
  v_fma_f32 v21, v13, s10, -v20
  s_mov_b32 s10, 0x32a57060
  v_fma_f32 v13, v13, s10, v21
  s_mov_b32 s10, 0x7fffffff
  v_and_b32 v21, s10, v13
  s_mov_b32 s10, 0x3f800000
  v_cmp_gt_f32_e64 s[12:13], s10, v21
  v_cndmask_b32_e64 v13, 0, v13, s[12:13]
  s_mov_b32 s12, 0x3f317218
  v_mul_f32 v13, s12, v13
  s_mov_b32 s12, 0x43000000
  v_cmp_le_f32_e64 s[16:17], s12, v20
  v_mov_b32 v21, s10
  v_cndmask_b32_e64 v21, 0, v21, s[16:17]
  v_sub_f32 v20, v20, v21
  s_mov_b32 s32, 0xc2fc0000
  v_cmp_gt_f32_e64 s[36:37], s32, v20
  s_mov_b32 s40, 0x42800000
  v_mov_b32 v22, s40
  v_cndmask_b32_e64 v21, 0, v22, s[36:37]
  v_add_f32 v20, v20, v21
  v_exp_f32 v20, v20
  s_mov_b32 s12, 0x1f800000
  v_mov_b32 v21, s12
  v_mov_b32 v22, s10
  v_cndmask_b32_e64 v21, v22, v21, s[36:37]
  v_mul_f32 v20, v20, v21
  v_fma_f32 v13, v20, v13, v20
  s_mov_b32 s12, 0x7f800000
  v_cmp_eq_f32_e64 s[12:13], s12, v20
  v_cndmask_b32_e64 v13, v13, v20, s[12:13]
  s_mov_b32 s12, 0x40000000
  v_mov_b32 v20, s12
  v_mov_b32 v21, s10
  v_cndmask_b32_e64 v20, v21, v20, s[16:17]
  v_mul_f32 v13, v13, v20
  s_mov_b32 s10, 0x3fb8aa3b
  v_mul_f32 v21, s10, v15
  v_fma_f32 v20, v15, s10, -v21
  s_mov_b32 s10, 0x32a57060
  v_fma_f32 v15, v15, s10, v20
  s_mov_b32 s10, 0x7fffffff
  v_and_b32 v20, s10, v15
  s_mov_b32 s18, 0x3f800000
  v_cmp_gt_f32_e64 s[22:23], s18, v20
  v_cndmask_b32_e64 v15, 0, v15, s[22:23]
  s_mov_b32 s30, 0x3f317218
  v_mul_f32 v20, s30, v15
  s_mov_b32 s40, 0x43000000
  v_cmp_le_f32_e64 s[44:45], s40, v21
  v_mov_b32 v23, s18
  v_cndmask_b32_e64 v15, 0, v23, s[44:45]
  v_sub_f32 v15, v21, v15
  s_mov_b32 s10, 0xc2fc0000
  v_cmp_gt_f32_e64 s[10:11], s10, v15
  s_mov_b32 s12, 0x42800000
  v_mov_b32 v21, s12
  v_cndmask_b32_e64 v21, 0, v21, s[10:11]
  v_add_f32 v15, v15, v21
  v_exp_f32 v15, v15
  s_mov_b32 s12, 0x1f800000
  v_mov_b32 v21, s12
  v_mov_b32 v22, s18
  v_cndmask_b32_e64 v21, v22, v21, s[10:11]
  v_mul_f32 v15, v15, v21
  v_fma_f32 v20, v15, v20, v15
  s_mov_b32 s10, 0x7f800000
  v_cmp_eq_f32_e64 s[10:11], s10, v15
  v_cndmask_b32_e64 v15, v20, v15, s[10:11]
  s_mov_b32 s10, 0x40000000
  v_mov_b32 v20, s10
  v_mov_b32 v21, s18
  v_cndmask_b32_e64 v20, v21, v20, s[44:45]
  v_mul_f32 v15, v15, v20
  s_mov_b32 s16, 0x3fb8aa3b
  v_mul_f32 v20, s16, v19
  v_fma_f32 v21, v19, s16, -v20
  s_mov_b32 s30, 0x32a57060
  v_fma_f32 v19, v19, s30, v21
  s_mov_b32 s36, 0x7fffffff
  v_and_b32 v21, s36, v19
  s_mov_b32 s44, 0x3f800000
  v_cmp_gt_f32_e64 s[10:11], s44, v21
  v_cndmask_b32_e64 v19, 0, v19, s[10:11]
  s_mov_b32 s10, 0x3f317218
  v_mul_f32 v19, s10, v19
  s_mov_b32 s10, 0x43000000
  v_cmp_le_f32_e64 s[10:11], s10, v20
  v_mov_b32 v21, s44
  v_cndmask_b32_e64 v21, 0, v21, s[10:11]
  v_sub_f32 v20, v20, v21
  s_mov_b32 s12, 0xc2fc0000
  v_cmp_gt_f32_e64 s[12:13], s12, v20
  s_mov_b32 s14, 0x42800000
  v_mov_b32 v21, s14
  v_cndmask_b32_e64 v21, 0, v21, s[12:13]
  v_add_f32 v20, v20, v21
  v_exp_f32 v20, v20
  s_mov_b32 s14, 0x1f800000
  v_mov_b32 v21, s14
  v_mov_b32 v22, s44
  v_cndmask_b32_e64 v21, v22, v21, s[12:13]
  v_mul_f32 v20, v20, v21
  v_fma_f32 v19, v20, v19, v20
  s_mov_b32 s12, 0x7f800000
  v_cmp_eq_f32_e64 s[14:15], s12, v20
  v_cndmask_b32_e64 v19, v19, v20, s[14:15]
  s_mov_b32 s22, 0x40000000
  v_mov_b32 v20, s22
  v_mov_b32 v21, s44
  v_cndmask_b32_e64 v20, v21, v20, s[10:11]
  v_mul_f32 v19, v19, v20
  s_mov_b32 s44, 0x3fb8aa3b
  v_mul_f32 v23, s44, v18
  v_fma_f32 v20, v18, s44, -v23
  s_mov_b32 s10, 0x32a57060
  v_fma_f32 v18, v18, s10, v20
  s_mov_b32 s10, 0x7fffffff
  v_and_b32 v20, s10, v18
  s_mov_b32 s10, 0x3f800000
  v_cmp_gt_f32_e64 s[12:13], s10, v20
  v_cndmask_b32_e64 v18, 0, v18, s[12:13]
  s_mov_b32 s12, 0x3f317218
  v_mul_f32 v18, s12, v18
  s_mov_b32 s12, 0x43000000
  v_cmp_le_f32_e64 s[12:13], s12, v23
  v_mov_b32 v20, s10
  v_cndmask_b32_e64 v20, 0, v20, s[12:13]
  v_sub_f32 v20, v23, v20
  s_mov_b32 s14, 0xc2fc0000
  v_cmp_gt_f32_e64 s[14:15], s14, v20
  s_mov_b32 s16, 0x42800000
  v_mov_b32 v21, s16
  v_cndmask_b32_e64 v21, 0, v21, s[14:15]
  v_add_f32 v20, v20, v21
  v_exp_f32 v20, v20
  s_mov_b32 s16, 0x1f800000
  v_mov_b32 v21, s16
  v_mov_b32 v22, s10
  v_cndmask_b32_e64 v21, v22, v21, s[14:15]
  v_mul_f32 v20, v20, v21
  v_fma_f32 v18, v20, v18, v20
  s_mov_b32 s36, 0x7f800000
  v_cmp_eq_f32_e64 s[40:41], s36, v20
  v_cndmask_b32_e64 v22, v18, v20, s[40:41]
  s_mov_b32 s14, 0x40000000
  v_mov_b32 v18, s14
  v_mov_b32 v20, s10
  v_cndmask_b32_e64 v18, v20, v18, s[12:13]
  v_mul_f32 v18, v22, v18
  s_mov_b32 s10, 0x3fb8aa3b
  v_mul_f32 v20, s10, v9
  v_fma_f32 v21, v9, s10, -v20
  s_mov_b32 s10, 0x32a57060
  v_fma_f32 v9, v9, s10, v21
  s_mov_b32 s10, 0x7fffffff
  v_and_b32 v21, s10, v9
  s_mov_b32 s10, 0x3f800000
  v_cmp_gt_f32_e64 s[12:13], s10, v21
  v_cndmask_b32_e64 v9, 0, v9, s[12:13]
  s_mov_b32 s12, 0x3f317218
  v_mul_f32 v9, s12, v9
  s_mov_b32 s12, 0x43000000
  v_cmp_le_f32_e64 s[12:13], s12, v20
  v_mov_b32 v21, s10
  v_cndmask_b32_e64 v21, 0, v21, s[12:13]
  v_sub_f32 v20, v20, v21
  s_mov_b32 s14, 0xc2fc0000
  v_cmp_gt_f32_e64 s[14:15], s14, v20
  s_mov_b32 s18, 0x42800000
  v_mov_b32 v21, s18
  v_cndmask_b32_e64 v21, 0, v21, s[14:15]
  v_add_f32 v20, v20, v21
  v_exp_f32 v20, v20
  s_mov_b32 s40, 0x1f800000
  v_mov_b32 v21, s40
  v_mov_b32 v23, s10
  v_cndmask_b32_e64 v21, v23, v21, s[14:15]
  v_mul_f32 v20, v20, v21
  v_fma_f32 v9, v20, v9, v20
  s_mov_b32 s14, 0x7f800000
  v_cmp_eq_f32_e64 s[14:15], s14, v20
  v_cndmask_b32_e64 v9, v9, v20, s[14:15]
  s_mov_b32 s14, 0x40000000
  v_mov_b32 v20, s14
  v_mov_b32 v21, s10
  v_cndmask_b32_e64 v20, v21, v20, s[12:13]
  v_mul_f32 v9, v9, v20
  v_add_f32 v20, v17, v3
  v_add_f32 v20, v20, v5
  v_add_f32 v20, v20, v13
  v_add_f32 v20, v20, v15
  v_add_f32 v20, v20, v19
  v_add_f32 v20, v20, v18
  v_add_f32 v20, v20, v9
  v_xor_b32 v21, 1, v6
  v_lshlrev_b32 v21, 2, v21
  ds_bpermute_b32 v21, v21, v20
  s_waitcnt lgkmcnt(0)
  v_add_f32 v20, v20, v21
  v_xor_b32 v21, 2, v6
  v_lshlrev_b32 v21, 2, v21
  ds_bpermute_b32 v21, v21, v20
  s_waitcnt lgkmcnt(0)
  v_add_f32 v20, v20, v21
  v_xor_b32 v21, 4, v6
  v_lshlrev_b32 v21, 2, v21
  ds_bpermute_b32 v21, v21, v20
  s_waitcnt lgkmcnt(0)
  v_add_f32 v20, v20, v21
  v_xor_b32 v22, 8, v6
  v_lshlrev_b32 v21, 2, v22
  ds_bpermute_b32 v21, v21, v20
  s_waitcnt lgkmcnt(0)
  v_add_f32 v20, v20, v21
  v_xor_b32 v21, 16, v6
  v_lshlrev_b32 v21, 2, v21
  ds_bpermute_b32 v21, v21, v20
  s_waitcnt lgkmcnt(0)
  v_add_f32 v20, v20, v21
  v_xor_b32 v6, 32, v6
  v_lshlrev_b32 v6, 2, v6
  ds_bpermute_b32 v6, v6, v20
  s_waitcnt lgkmcnt(0)
  v_add_f32 v6, v20, v6
  ds_write_b32 v0, v6 offset:1024
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  ds_read_b32 v0, v1 offset:1024
  ds_read_b32 v1, v1 offset:1280
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v1
  v_lshlrev_b32 v1, 1, v2
  v_ashrrev_i32 v2, 31, v2
  v_mov_b32 v26, s28
  v_mov_b32 v27, s29
  v_add_co_u32 v24, vcc, v26, v1
  v_addc_co_u32 v25, vcc, v27, v2, vcc
  v_lshlrev_b32 v1, 1, v4
  v_ashrrev_i32 v2, 31, v4
  v_mov_b32 v30, s28
  v_mov_b32 v31, s29
  v_add_co_u32 v34, vcc, v30, v1
  v_addc_co_u32 v35, vcc, v31, v2, vcc
  v_lshlrev_b32 v20, 1, v7
  v_ashrrev_i32 v21, 31, v7
  v_mov_b32 v44, s28
  v_mov_b32 v45, s29
  v_add_co_u32 v26, vcc, v44, v20
  v_addc_co_u32 v27, vcc, v45, v21, vcc
  v_lshlrev_b32 v20, 1, v8
  v_ashrrev_i32 v21, 31, v8
  v_mov_b32 v30, s28
  v_mov_b32 v31, s29
  v_add_co_u32 v28, vcc, v30, v20
  v_addc_co_u32 v29, vcc, v31, v21, vcc
  v_lshlrev_b32 v23, 1, v11
  v_ashrrev_i32 v1, 31, v11
  v_mov_b32 v32, s28
  v_mov_b32 v33, s29
  v_add_co_u32 v30, vcc, v32, v23
  v_addc_co_u32 v31, vcc, v33, v1, vcc
  v_lshlrev_b32 v1, 1, v12
  v_ashrrev_i32 v2, 31, v12
  v_mov_b32 v36, s28
  v_mov_b32 v37, s29
  v_add_co_u32 v32, vcc, v36, v1
  v_addc_co_u32 v33, vcc, v37, v2, vcc
  v_lshlrev_b32 v1, 1, v14
  v_ashrrev_i32 v2, 31, v14
  v_mov_b32 v38, s28
  v_mov_b32 v39, s29
  v_add_co_u32 v36, vcc, v38, v1
  v_addc_co_u32 v37, vcc, v39, v2, vcc
  v_lshlrev_b32 v1, 1, v16
  v_ashrrev_i32 v2, 31, v16
  v_mov_b32 v40, s28
  v_mov_b32 v41, s29
  v_add_co_u32 v38, vcc, v40, v1
  v_addc_co_u32 v39, vcc, v41, v2, vcc
  v_div_scale_f32 v1, vcc, v0, v0, v17
  v_div_scale_f32 v2, vcc, v17, v0, v17
  v_rcp_f32 v4, v1
  s_mov_b32 s10, 0x3f800000
  v_fma_f32 v6, -v1, v4, s10
  v_fma_f32 v4, v6, v4, v4
  v_mul_f32 v6, v2, v4
  v_fma_f32 v7, -v1, v6, v2
  v_fma_f32 v8, v7, v4, v6
  v_fma_f32 v11, -v1, v8, v2
  s_nop 3
  v_div_fmas_f32 v12, v11, v4, v8
  v_div_fixup_f32 v14, v12, v0, v17
  v_div_scale_f32 v16, vcc, v0, v0, v3
  v_div_scale_f32 v20, vcc, v3, v0, v3
  v_rcp_f32 v21, v16
  s_nop 0
  v_fma_f32 v22, -v16, v21, s10
  v_fma_f32 v1, v22, v21, v21
  v_mul_f32 v2, v20, v1
  v_fma_f32 v4, -v16, v2, v20
  v_fma_f32 v2, v4, v1, v2
  v_fma_f32 v4, -v16, v2, v20
  s_nop 3
  v_div_fmas_f32 v1, v4, v1, v2
  v_div_fixup_f32 v1, v1, v0, v3
  v_div_scale_f32 v2, vcc, v0, v0, v5
  v_div_scale_f32 v3, vcc, v5, v0, v5
  v_rcp_f32 v4, v2
  s_nop 0
  v_fma_f32 v6, -v2, v4, s10
  v_fma_f32 v4, v6, v4, v4
  v_mul_f32 v6, v3, v4
  v_fma_f32 v7, -v2, v6, v3
  v_fma_f32 v6, v7, v4, v6
  v_fma_f32 v2, -v2, v6, v3
  s_nop 3
  v_div_fmas_f32 v2, v2, v4, v6
  v_div_fixup_f32 v2, v2, v0, v5
  v_div_scale_f32 v3, vcc, v0, v0, v13
  v_div_scale_f32 v4, vcc, v13, v0, v13
  v_rcp_f32 v5, v3
  s_mov_b32 s10, 0x3f800000
  v_fma_f32 v6, -v3, v5, s10
  v_fma_f32 v7, v6, v5, v5
  v_mul_f32 v11, v4, v7
  v_fma_f32 v12, -v3, v11, v4
  v_fma_f32 v16, v12, v7, v11
  v_fma_f32 v17, -v3, v16, v4
  s_nop 3
  v_div_fmas_f32 v17, v17, v7, v16
  v_div_fixup_f32 v20, v17, v0, v13
  v_div_scale_f32 v21, vcc, v0, v0, v15
  v_div_scale_f32 v23, vcc, v15, v0, v15
  v_rcp_f32 v3, v21
  s_nop 0
  v_fma_f32 v4, -v21, v3, s10
  v_fma_f32 v3, v4, v3, v3
  v_mul_f32 v4, v23, v3
  v_fma_f32 v5, -v21, v4, v23
  v_fma_f32 v4, v5, v3, v4
  v_fma_f32 v5, -v21, v4, v23
  s_nop 3
  v_div_fmas_f32 v3, v5, v3, v4
  v_div_fixup_f32 v3, v3, v0, v15
  v_div_scale_f32 v4, vcc, v0, v0, v19
  v_div_scale_f32 v5, vcc, v19, v0, v19
  v_rcp_f32 v6, v4
  s_nop 0
  v_fma_f32 v7, -v4, v6, s10
  v_fma_f32 v6, v7, v6, v6
  v_mul_f32 v7, v5, v6
  v_fma_f32 v8, -v4, v7, v5
  v_fma_f32 v7, v8, v6, v7
  v_fma_f32 v4, -v4, v7, v5
  s_nop 3
  v_div_fmas_f32 v4, v4, v6, v7
  v_div_fixup_f32 v4, v4, v0, v19
  v_div_scale_f32 v5, vcc, v0, v0, v18
  v_div_scale_f32 v6, vcc, v18, v0, v18
  v_rcp_f32 v7, v5
  s_mov_b32 s16, 0x3f800000
  v_fma_f32 v11, -v5, v7, s16
  v_fma_f32 v12, v11, v7, v7
  v_mul_f32 v15, v6, v12
  v_fma_f32 v16, -v5, v15, v6
  v_fma_f32 v19, v16, v12, v15
  v_fma_f32 v21, -v5, v19, v6
  s_nop 3
  v_div_fmas_f32 v22, v21, v12, v19
  v_div_fixup_f32 v5, v22, v0, v18
  v_div_scale_f32 v6, vcc, v0, v0, v9
  v_div_scale_f32 v7, vcc, v9, v0, v9
  v_rcp_f32 v8, v6
  s_nop 0
  v_fma_f32 v11, -v6, v8, s16
  v_fma_f32 v8, v11, v8, v8
  v_mul_f32 v11, v7, v8
  v_fma_f32 v12, -v6, v11, v7
  v_fma_f32 v11, v12, v8, v11
  v_fma_f32 v6, -v6, v11, v7
  s_nop 3
  v_div_fmas_f32 v6, v6, v8, v11
  v_div_fixup_f32 v6, v6, v0, v9
  v_bfe_u32 v0, v14, 16, 1
  s_mov_b32 s10, 0x7fff
  v_add3_u32 v0, v14, s10, v0
  v_lshrrev_b32 v0, 16, v0
  v_cmp_u_f32_e64 s[14:15], v14, v14
  s_mov_b32 s12, 0x7fc0
  v_mov_b32 v7, s12
  v_cndmask_b32_e64 v0, v0, v7, s[14:15]
  v_bfe_u32 v7, v1, 16, 1
  v_add3_u32 v7, v1, s10, v7
  v_lshrrev_b32 v7, 16, v7
  v_cmp_u_f32_e64 s[14:15], v1, v1
  v_mov_b32 v9, s12
  v_cndmask_b32_e64 v11, v7, v9, s[14:15]
  v_bfe_u32 v13, v2, 16, 1
  v_add3_u32 v15, v2, s10, v13
  v_lshrrev_b32 v17, 16, v15
  v_cmp_u_f32_e64 s[40:41], v2, v2
  v_mov_b32 v21, s12
  v_cndmask_b32_e64 v23, v17, v21, s[40:41]
  v_bfe_u32 v1, v20, 16, 1
  v_add3_u32 v1, v20, s10, v1
  v_lshrrev_b32 v1, 16, v1
  v_cmp_u_f32_e64 s[10:11], v20, v20
  v_mov_b32 v2, s12
  v_cndmask_b32_e64 v1, v1, v2, s[10:11]
  v_bfe_u32 v2, v3, 16, 1
  s_mov_b32 s10, 0x7fff
  v_add3_u32 v2, v3, s10, v2
  v_lshrrev_b32 v2, 16, v2
  v_cmp_u_f32_e64 s[14:15], v3, v3
  s_mov_b32 s12, 0x7fc0
  v_mov_b32 v3, s12
  v_cndmask_b32_e64 v2, v2, v3, s[14:15]
  v_bfe_u32 v3, v4, 16, 1
  v_add3_u32 v3, v4, s10, v3
  v_lshrrev_b32 v3, 16, v3
  v_cmp_u_f32_e64 s[14:15], v4, v4
  v_mov_b32 v4, s12
  v_cndmask_b32_e64 v3, v3, v4, s[14:15]
  v_bfe_u32 v4, v5, 16, 1
  v_add3_u32 v4, v5, s10, v4
  v_lshrrev_b32 v7, 16, v4
  v_cmp_u_f32_e64 s[16:17], v5, v5
  v_mov_b32 v12, s12
  v_cndmask_b32_e64 v12, v7, v12, s[16:17]
  v_bfe_u32 v14, v6, 16, 1
  v_add3_u32 v16, v6, s10, v14
  v_lshrrev_b32 v18, 16, v16
  v_cmp_u_f32_e64 s[40:41], v6, v6
  v_mov_b32 v22, s12
  v_cndmask_b32_e64 v4, v18, v22, s[40:41]
  s_mov_b32 s10, 0x80
  v_and_b32 v5, v10, s10
  s_mov_b32 s10, 0
  v_cmp_eq_u32_e64 s[10:11], v5, s10
  s_and_b64 s[12:13], s[10:11], s[38:39]
  s_and_saveexec_b64 s[48:49], s[12:13]
  global_store_short v[24:25], v0, off
  s_mov_b64 exec, s[48:49]
  s_and_b64 s[12:13], s[10:11], s[42:43]
  s_and_saveexec_b64 s[48:49], s[12:13]
  global_store_short v[34:35], v11, off
  s_mov_b64 exec, s[48:49]
  s_and_b64 s[12:13], s[10:11], s[46:47]
  s_and_saveexec_b64 s[48:49], s[12:13]
  global_store_short v[26:27], v23, off
  s_mov_b64 exec, s[48:49]
  s_and_b64 s[8:9], s[10:11], s[8:9]
  s_and_saveexec_b64 s[48:49], s[8:9]
  global_store_short v[28:29], v1, off
  s_mov_b64 exec, s[48:49]
  s_and_b64 s[6:7], s[10:11], s[6:7]
  s_and_saveexec_b64 s[48:49], s[6:7]
  global_store_short v[30:31], v2, off
  s_mov_b64 exec, s[48:49]
  s_and_b64 s[4:5], s[10:11], s[4:5]
  s_and_saveexec_b64 s[48:49], s[4:5]
  global_store_short v[32:33], v3, off
  s_mov_b64 exec, s[48:49]
  s_and_b64 s[2:3], s[10:11], s[2:3]
  s_and_saveexec_b64 s[48:49], s[2:3]
  global_store_short v[36:37], v12, off
  s_mov_b64 exec, s[48:49]
  s_and_b64 s[0:1], s[10:11], s[0:1]
  s_and_saveexec_b64 s[48:49], s[0:1]
  global_store_short v[38:39], v4, off
  s_mov_b64 exec, s[48:49]
  s_endpgm
.Lsoftmax_bf16_end:
.size softmax_bf16, .Lsoftmax_bf16_end-softmax_bf16
; 50 SGPRs, 46 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 46
  .amdhsa_next_free_sgpr 50
  .amdhsa_accum_offset 48
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
    .vgpr_count: 46
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
