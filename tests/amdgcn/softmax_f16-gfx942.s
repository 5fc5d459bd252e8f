.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
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
  v_lshlrev_b32 v4, 2, v0
  v_add_u32 v3, v4, 1
  v_add_u32 v2, v4, 2
  v_add_u32 v1, v4, 3
  v_add_u32 v0, s40, v4
  v_lshlrev_b32 v5, 1, v0
  v_ashrrev_i32 v7, 31, v0
  v_mov_b32 v26, s24
  v_mov_b32 v27, s25
  v_add_co_u32 v24, vcc, v26, v5
  v_addc_co_u32 v25, vcc, v27, v7, vcc
  v_cmp_lt_i32_e64 s[6:7], v4, s36
  v_cmp_lt_i32_e64 s[4:5], v3, s36
  v_cmp_lt_i32_e64 s[2:3], v2, s36
  v_cmp_lt_i32_e64 s[0:1], v1, s36
  v_mov_b32 v4, 0xfc00
  s_and_saveexec_b64 s[48:49], s[6:7]
  global_load_ushort v4, v[24:25], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v3, 0xfc00
  s_and_saveexec_b64 s[48:49], s[4:5]
  global_load_ushort v3, v[24:25], off offset:2
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v2, 0xfc00
  s_and_saveexec_b64 s[48:49], s[2:3]
  global_load_ushort v2, v[24:25], off offset:4
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v1, 0xfc00
  s_and_saveexec_b64 s[48:49], s[0:1]
  global_load_ushort v1, v[24:25], off offset:6
  s_mov_b64 exec, s[48:49]
  s_waitcnt vmcnt(0)
  v_cvt_f32_f16 v5, v4
  v_cvt_f32_f16 v4, v3
  v_cvt_f32_f16 v2, v2
  v_cvt_f32_f16 v3, v1
  v_max_f32 v7, v5, v5
  v_max_f32 v8, v4, v4
  v_max_f32 v9, v7, v8
  v_cmp_eq_f32_e64 s[22:23], v5, v4
  v_and_b32 v13, v5, v4
  v_cndmask_b32_e64 v15, v9, v13, s[22:23]
  v_max_f32 v17, v15, v15
  v_max_f32 v19, v2, v2
  v_max_f32 v21, v17, v19
  v_cmp_eq_f32_e64 s[46:47], v15, v2
  v_and_b32 v1, v15, v2
  v_cndmask_b32_e64 v1, v21, v1, s[46:47]
  v_max_f32 v7, v1, v1
  v_max_f32 v8, v3, v3
  v_max_f32 v7, v7, v8
  v_cmp_eq_f32_e64 s[8:9], v1, v3
  v_and_b32 v1, v1, v3
  v_cndmask_b32_e64 v1, v7, v1, s[8:9]
  v_xor_b32 v7, 1, v6
  v_lshlrev_b32 v7, 2, v7
  ds_bpermute_b32 v7, v7, v1
  v_max_f32 v8, v1, v1
  s_waitcnt lgkmcnt(0)
  v_max_f32 v9, v7, v7
  v_max_f32 v8, v8, v9
  v_cmp_eq_f32_e64 s[8:9], v1, v7
  v_and_b32 v1, v1, v7
  v_cndmask_b32_e64 v1, v8, v1, s[8:9]
  v_xor_b32 v7, 2, v6
  v_lshlrev_b32 v7, 2, v7
  ds_bpermute_b32 v7, v7, v1
  v_max_f32 v8, v1, v1
  s_waitcnt lgkmcnt(0)
  v_max_f32 v9, v7, v7
  v_max_f32 v8, v8, v9
  v_cmp_eq_f32_e64 s[16:17], v1, v7
  v_and_b32 v11, v1, v7
  v_cndmask_b32_e64 v12, v8, v11, s[16:17]
  v_xor_b32 v14, 4, v6
  v_lshlrev_b32 v16, 2, v14
  ds_bpermute_b32 v18, v16, v12
  v_max_f32 v20, v12, v12
  s_waitcnt lgkmcnt(0)
  v_max_f32 v22, v18, v18
  v_max_f32 v1, v20, v22
  v_cmp_eq_f32_e64 s[8:9], v12, v18
  v_and_b32 v7, v12, v18
  v_cndmask_b32_e64 v1, v1, v7, s[8:9]
  v_xor_b32 v7, 8, v6
  v_lshlrev_b32 v7, 2, v7
  ds_bpermute_b32 v7, v7, v1
  v_max_f32 v8, v1, v1
  s_waitcnt lgkmcnt(0)
  v_max_f32 v9, v7, v7
  v_max_f32 v8, v8, v9
  v_cmp_eq_f32_e64 s[8:9], v1, v7
  v_and_b32 v1, v1, v7
  v_cndmask_b32_e64 v1, v8, v1, s[8:9]
  v_xor_b32 v7, 16, v6
  v_lshlrev_b32 v7, 2, v7
  ds_bpermute_b32 v7, v7, v1
  v_max_f32 v8, v1, v1
  s_waitcnt lgkmcnt(0)
  v_max_f32 v9, v7, v7
  v_max_f32 v8, v8, v9
  v_cmp_eq_f32_e64 s[8:9], v1, v7
  v_and_b32 v1, v1, v7
  v_cndmask_b32_e64 v7, v8, v1, s[8:9]
  v_xor_b32 v8, 32, v6
  v_lshlrev_b32 v8, 2, v8
  ds_bpermute_b32 v9, v8, v7
  v_max_f32 v11, v7, v7
  s_waitcnt lgkmcnt(0)
  v_max_f32 v13, v9, v9
  v_max_f32 v15, v11, v13
  v_cmp_eq_f32_e64 s[34:35], v7, v9
  v_and_b32 v19, v7, v9
  v_cndmask_b32_e64 v21, v15, v19, s[34:35]
  v_mul_lo_u32 v23, v10, 4
  ds_write_b32 v23, v21
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s8, 0xffffff3f
  v_and_b32 v1, v10, s8
  v_mul_lo_u32 v1, v1, 4
  ds_read_b32 v8, v1
  ds_read_b32 v10, v1 offset:256
  ds_read_b32 v7, v1 offset:512
  ds_read_b32 v9, v1 offset:768
  s_waitcnt lgkmcnt(0)
  v_max_f32 v11, v8, v8
  v_max_f32 v12, v10, v10
  v_max_f32 v11, v11, v12
  v_cmp_eq_f32_e64 s[8:9], v8, v10
  v_and_b32 v8, v8, v10
  v_cndmask_b32_e64 v8, v11, v8, s[8:9]
  v_max_f32 v10, v7, v7
  v_max_f32 v11, v9, v9
  v_max_f32 v10, v10, v11
  v_cmp_eq_f32_e64 s[8:9], v7, v9
  v_and_b32 v7, v7, v9
  v_cndmask_b32_e64 v7, v10, v7, s[8:9]
  v_max_f32 v9, v8, v8
  v_max_f32 v10, v7, v7
  v_max_f32 v9, v9, v10
  v_cmp_eq_f32_e64 s[16:17], v8, v7
  v_and_b32 v10, v8, v7
  v_cndmask_b32_e64 v12, v9, v10, s[16:17]
  v_sub_f32 v14, v5, v12
  v_sub_f32 v16, v4, v12
  v_sub_f32 v18, v2, v12
  v_sub_f32 v20, v3, v12
  s_mov_b32 s44, 0x3fb8aa3b
  v_mul_f32 v3, s44, v14
  v_fma_f32 v2, v14, s44, -v3
  s_mov_b32 s8, 0x32a57060
  v_fma_f32 v2, v14, s8, v2
  s_mov_b32 s8, 0x7fffffff
  v_and_b32 v4, s8, v2
  v_cmp_gt_f32_e64 s[8:9], 0x3f800000, v4
  v_cndmask_b32_e64 v2, 0, v2, s[8:9]
  s_mov_b32 s8, 0x3f317218
  v_mul_f32 v2, s8, v2
  s_mov_b32 s8, 0x43000000
  v_cmp_le_f32_e64 s[8:9], s8, v3
  v_cndmask_b32_e64 v4, 0, 0x3f800000, s[8:9]
  v_sub_f32 v3, v3, v4
  s_mov_b32 s10, 0xc2fc0000
  v_cmp_gt_f32_e64 s[10:11], s10, v3
  s_mov_b32 s12, 0x42800000
  v_mov_b32 v4, s12
  v_cndmask_b32_e64 v4, 0, v4, s[10:11]
  v_add_f32 v3, v3, v4
  v_exp_f32 v3, v3
  s_mov_b32 s12, 0x1f800000
  v_mov_b32 v5, s12
  v_cndmask_b32_e64 v7, 0x3f800000, v5, s[10:11]
  v_mul_f32 v9, v3, v7
  v_fma_f32 v11, v9, v2, v9
  s_mov_b32 s26, 0x7f800000
  v_cmp_eq_f32_e64 s[30:31], s26, v9
  v_cndmask_b32_e64 v17, v11, v9, s[30:31]
  v_cndmask_b32_e64 v19, 0x3f800000, 0x40000000, s[8:9]
  v_mul_f32 v21, v17, v19
  s_mov_b32 s46, 0x3fb8aa3b
  v_mul_f32 v3, s46, v16
  v_fma_f32 v2, v16, s46, -v3
  s_mov_b32 s8, 0x32a57060
  v_fma_f32 v2, v16, s8, v2
  s_mov_b32 s8, 0x7fffffff
  v_and_b32 v4, s8, v2
  v_cmp_gt_f32_e64 s[8:9], 0x3f800000, v4
  v_cndmask_b32_e64 v2, 0, v2, s[8:9]
  s_mov_b32 s8, 0x3f317218
  v_mul_f32 v2, s8, v2
  s_mov_b32 s8, 0x43000000
  v_cmp_le_f32_e64 s[8:9], s8, v3
  v_cndmask_b32_e64 v4, 0, 0x3f800000, s[8:9]
  v_sub_f32 v3, v3, v4
  s_mov_b32 s10, 0xc2fc0000
  v_cmp_gt_f32_e64 s[10:11], s10, v3
  s_mov_b32 s12, 0x42800000
  v_mov_b32 v4, s12
  v_cndmask_b32_e64 v4, 0, v4, s[10:11]
  v_add_f32 v3, v3, v4
  v_exp_f32 v3, v3
  s_mov_b32 s12, 0x1f800000
  v_mov_b32 v7, s12
  v_cndmask_b32_e64 v8, 0x3f800000, v7, s[10:11]
  v_mul_f32 v10, v3, v8
  v_fma_f32 v12, v10, v2, v10
  s_mov_b32 s30, 0x7f800000
  v_cmp_eq_f32_e64 s[32:33], s30, v10
  v_cndmask_b32_e64 v19, v12, v10, s[32:33]
  v_cndmask_b32_e64 v22, 0x3f800000, 0x40000000, s[8:9]
  v_mul_f32 v22, v19, v22
  s_mov_b32 s8, 0x3fb8aa3b
  v_mul_f32 v3, s8, v18
  v_fma_f32 v2, v18, s8, -v3
  s_mov_b32 s8, 0x32a57060
  v_fma_f32 v2, v18, s8, v2
  s_mov_b32 s8, 0x7fffffff
  v_and_b32 v4, s8, v2
  v_cmp_gt_f32_e64 s[8:9], 0x3f800000, v4
  v_cndmask_b32_e64 v2, 0, v2, s[8:9]
  s_mov_b32 s8, 0x3f317218
  v_mul_f32 v2, s8, v2
  s_mov_b32 s8, 0x43000000
  v_cmp_le_f32_e64 s[8:9], s8, v3
  v_cndmask_b32_e64 v4, 0, 0x3f800000, s[8:9]
  v_sub_f32 v3, v3, v4
  s_mov_b32 s10, 0xc2fc0000
  v_cmp_gt_f32_e64 s[10:11], s10, v3
  s_mov_b32 s12, 0x42800000
  v_mov_b32 v4, s12
  v_cndmask_b32_e64 v4, 0, v4, s[10:11]
  v_add_f32 v3, v3, v4
  v_exp_f32 v3, v3
  s_mov_b32 s12, 0x1f800000
  v_mov_b32 v7, s12
  v_cndmask_b32_e64 v9, 0x3f800000, v7, s[10:11]
  v_mul_f32 v11, v3, v9
  v_fma_f32 v13, v11, v2, v11
  s_mov_b32 s30, 0x7f800000
  v_cmp_eq_f32_e64 s[34:35], s30, v11
  v_cndmask_b32_e64 v19, v13, v11, s[34:35]
  v_cndmask_b32_e64 v2, 0x3f800000, 0x40000000, s[8:9]
  v_mul_f32 v2, v19, v2
  s_mov_b32 s8, 0x3fb8aa3b
  v_mul_f32 v4, s8, v20
  v_fma_f32 v3, v20, s8, -v4
  s_mov_b32 s8, 0x32a57060
  v_fma_f32 v3, v20, s8, v3
  s_mov_b32 s8, 0x7fffffff
  v_and_b32 v5, s8, v3
  v_cmp_gt_f32_e64 s[8:9], 0x3f800000, v5
  v_cndmask_b32_e64 v3, 0, v3, s[8:9]
  s_mov_b32 s8, 0x3f317218
  v_mul_f32 v3, s8, v3
  s_mov_b32 s8, 0x43000000
  v_cmp_le_f32_e64 s[8:9], s8, v4
  v_cndmask_b32_e64 v5, 0, 0x3f800000, s[8:9]
  v_sub_f32 v4, v4, v5
  s_mov_b32 s10, 0xc2fc0000
  v_cmp_gt_f32_e64 s[10:11], s10, v4
  s_mov_b32 s12, 0x42800000
  v_mov_b32 v5, s12
  v_cndmask_b32_e64 v5, 0, v5, s[10:11]
  v_add_f32 v4, v4, v5
  v_exp_f32 v4, v4
  s_mov_b32 s12, 0x1f800000
  v_mov_b32 v8, s12
  v_cndmask_b32_e64 v10, 0x3f800000, v8, s[10:11]
  v_mul_f32 v12, v4, v10
  v_fma_f32 v14, v12, v3, v12
  s_mov_b32 s32, 0x7f800000
  v_cmp_eq_f32_e64 s[36:37], s32, v12
  v_cndmask_b32_e64 v20, v14, v12, s[36:37]
  v_cndmask_b32_e64 v3, 0x3f800000, 0x40000000, s[8:9]
  v_mul_f32 v3, v20, v3
  v_add_f32 v4, v21, v22
  v_add_f32 v4, v4, v2
  v_add_f32 v4, v4, v3
  v_xor_b32 v5, 1, v6
  v_lshlrev_b32 v5, 2, v5
  ds_bpermute_b32 v5, v5, v4
  s_waitcnt lgkmcnt(0)
  v_add_f32 v4, v4, v5
  v_xor_b32 v5, 2, v6
  v_lshlrev_b32 v5, 2, v5
  ds_bpermute_b32 v5, v5, v4
  s_waitcnt lgkmcnt(0)
  v_add_f32 v4, v4, v5
  v_xor_b32 v5, 4, v6
  v_lshlrev_b32 v5, 2, v5
  ds_bpermute_b32 v5, v5, v4
  s_waitcnt lgkmcnt(0)
  v_add_f32 v4, v4, v5
  v_xor_b32 v5, 8, v6
  v_lshlrev_b32 v5, 2, v5
  ds_bpermute_b32 v5, v5, v4
  s_waitcnt lgkmcnt(0)
  v_add_f32 v4, v4, v5
  v_xor_b32 v5, 16, v6
  v_lshlrev_b32 v5, 2, v5
  ds_bpermute_b32 v5, v5, v4
  s_waitcnt lgkmcnt(0)
  v_add_f32 v7, v4, v5
  v_xor_b32 v9, 32, v6
  v_lshlrev_b32 v11, 2, v9
  ds_bpermute_b32 v13, v11, v7
  s_waitcnt lgkmcnt(0)
  v_add_f32 v15, v7, v13
  ds_write_b32 v23, v15 offset:1024
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  ds_read_b32 v19, v1 offset:1024
  ds_read_b32 v4, v1 offset:1280
  ds_read_b32 v23, v1 offset:1536
  ds_read_b32 v5, v1 offset:1792
  s_waitcnt lgkmcnt(0)
  v_add_f32 v1, v19, v4
  v_add_f32 v4, v23, v5
  v_add_f32 v1, v1, v4
  v_lshlrev_b32 v4, 1, v0
  v_ashrrev_i32 v0, 31, v0
  v_mov_b32 v26, s28
  v_mov_b32 v27, s29
  v_add_co_u32 v24, vcc, v26, v4
  v_addc_co_u32 v25, vcc, v27, v0, vcc
  v_div_scale_f32 v0, vcc, v1, v1, v21
  v_div_scale_f32 v4, vcc, v21, v1, v21
  v_rcp_f32 v5, v0
  s_nop 0
  v_fma_f32 v6, -v0, v5, 0x3f800000
  v_fma_f32 v5, v6, v5, v5
  v_mul_f32 v6, v4, v5
  v_fma_f32 v7, -v0, v6, v4
  v_fma_f32 v6, v7, v5, v6
  v_fma_f32 v0, -v0, v6, v4
  s_nop 3
  v_div_fmas_f32 v0, v0, v5, v6
  v_div_fixup_f32 v0, v0, v1, v21
  v_div_scale_f32 v4, vcc, v1, v1, v22
  v_div_scale_f32 v5, vcc, v22, v1, v22
  v_rcp_f32 v6, v4
  s_nop 0
  v_fma_f32 v7, -v4, v6, 0x3f800000
  v_fma_f32 v8, v7, v6, v6
  v_mul_f32 v10, v5, v8
  v_fma_f32 v12, -v4, v10, v5
  v_fma_f32 v14, v12, v8, v10
  v_fma_f32 v16, -v4, v14, v5
  s_nop 3
  v_div_fmas_f32 v18, v16, v8, v14
  v_div_fixup_f32 v20, v18, v1, v22
  v_div_scale_f32 v22, vcc, v1, v1, v2
  v_div_scale_f32 v4, vcc, v2, v1, v2
  v_rcp_f32 v5, v22
  s_nop 0
  v_fma_f32 v6, -v22, v5, 0x3f800000
  v_fma_f32 v5, v6, v5, v5
  v_mul_f32 v6, v4, v5
  v_fma_f32 v7, -v22, v6, v4
  v_fma_f32 v6, v7, v5, v6
  v_fma_f32 v4, -v22, v6, v4
  s_nop 3
  v_div_fmas_f32 v4, v4, v5, v6
  v_div_fixup_f32 v2, v4, v1, v2
  v_div_scale_f32 v4, vcc, v1, v1, v3
  v_div_scale_f32 v5, vcc, v3, v1, v3
  v_rcp_f32 v6, v4
  s_nop 0
  v_fma_f32 v7, -v4, v6, 0x3f800000
  v_fma_f32 v6, v7, v6, v6
  v_mul_f32 v7, v5, v6
  v_fma_f32 v8, -v4, v7, v5
  v_fma_f32 v7, v8, v6, v7
  v_fma_f32 v4, -v4, v7, v5
  s_nop 3
  v_div_fmas_f32 v4, v4, v6, v7
  v_div_fixup_f32 v1, v4, v1, v3
  v_cvt_f16_f32 v3, v0
  v_cvt_f16_f32 v5, v20
  v_cvt_f16_f32 v7, v2
  v_cvt_f16_f32 v9, v1
  s_and_saveexec_b64 s[48:49], s[6:7]
  global_store_short v[24:25], v3, off
  s_mov_b64 exec, s[48:49]
  s_and_saveexec_b64 s[48:49], s[4:5]
  global_store_short v[24:25], v5, off offset:2
  s_mov_b64 exec, s[48:49]
  s_and_saveexec_b64 s[48:49], s[2:3]
  global_store_short v[24:25], v7, off offset:4
  s_mov_b64 exec, s[48:49]
  s_and_saveexec_b64 s[48:49], s[0:1]
  global_store_short v[24:25], v9, off offset:6
  s_mov_b64 exec, s[48:49]
  s_endpgm
.Lsoftmax_f16_end:
.size softmax_f16, .Lsoftmax_f16_end-softmax_f16
; 50 SGPRs, 28 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 28
  .amdhsa_next_free_sgpr 50
  .amdhsa_accum_offset 28
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
    .vgpr_count: 28
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
