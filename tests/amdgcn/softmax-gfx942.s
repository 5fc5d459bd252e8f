.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
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
  v_lshlrev_b32 v4, 2, v0
  v_add_u32 v3, v4, 1
  v_add_u32 v2, v4, 2
  v_add_u32 v1, v4, 3
  v_add_u32 v0, s40, v4
  v_lshlrev_b32 v5, 2, v0
  v_ashrrev_i32 v7, 30, v0
  v_mov_b32 v26, s24
  v_mov_b32 v27, s25
  v_add_co_u32 v24, vcc, v26, v5
  v_addc_co_u32 v25, vcc, v27, v7, vcc
  v_cmp_lt_i32_e64 s[6:7], v4, s36
  v_cmp_lt_i32_e64 s[4:5], v3, s36
  v_cmp_lt_i32_e64 s[2:3], v2, s36
  v_cmp_lt_i32_e64 s[0:1], v1, s36
  v_mov_b32 v4, 0xff800000
  s_and_saveexec_b64 s[48:49], s[6:7]
  global_load_dword v4, v[24:25], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v3, 0xff800000
  s_and_saveexec_b64 s[48:49], s[4:5]
  global_load_dword v3, v[24:25], off offset:4
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v2, 0xff800000
  s_and_saveexec_b64 s[48:49], s[2:3]
  global_load_dword v2, v[24:25], off offset:8
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v1, 0xff800000
  s_and_saveexec_b64 s[48:49], s[0:1]
  global_load_dword v1, v[24:25], off offset:12
  s_mov_b64 exec, s[48:49]
  s_waitcnt vmcnt(0)
  v_max_f32 v5, v4, v4
  v_max_f32 v7, v3, v3
  v_max_f32 v5, v5, v7
  v_cmp_eq_f32_e64 s[8:9], v4, v3
  v_and_b32 v7, v4, v3
  v_cndmask_b32_e64 v7, v5, v7, s[8:9]
  v_max_f32 v9, v7, v7
  v_max_f32 v11, v2, v2
  v_max_f32 v13, v9, v11
  v_cmp_eq_f32_e64 s[30:31], v7, v2
  v_and_b32 v17, v7, v2
  v_cndmask_b32_e64 v19, v13, v17, s[30:31]
  v_max_f32 v21, v19, v19
  v_max_f32 v23, v1, v1
  v_max_f32 v5, v21, v23
  v_cmp_eq_f32_e64 s[8:9], v19, v1
  v_and_b32 v7, v19, v1
  v_cndmask_b32_e64 v5, v5, v7, s[8:9]
  v_xor_b32 v7, 1, v6
  v_lshlrev_b32 v7, 2, v7
  ds_bpermute_b32 v7, v7, v5
  v_max_f32 v8, v5, v5
  s_waitcnt lgkmcnt(0)
  v_max_f32 v9, v7, v7
  v_max_f32 v8, v8, v9
  v_cmp_eq_f32_e64 s[8:9], v5, v7
  v_and_b32 v5, v5, v7
  v_cndmask_b32_e64 v5, v8, v5, s[8:9]
  v_xor_b32 v7, 2, v6
  v_lshlrev_b32 v7, 2, v7
  ds_bpermute_b32 v7, v7, v5
  v_max_f32 v8, v5, v5
  s_waitcnt lgkmcnt(0)
  v_max_f32 v9, v7, v7
  v_max_f32 v8, v8, v9
  v_cmp_eq_f32_e64 s[8:9], v5, v7
  v_and_b32 v5, v5, v7
  v_cndmask_b32_e64 v5, v8, v5, s[8:9]
  v_xor_b32 v7, 4, v6
  v_lshlrev_b32 v8, 2, v7
  ds_bpermute_b32 v11, v8, v5
  v_max_f32 v12, v5, v5
  s_waitcnt lgkmcnt(0)
  v_max_f32 v14, v11, v11
  v_max_f32 v16, v12, v14
  v_cmp_eq_f32_e64 s[36:37], v5, v11
  v_and_b32 v20, v5, v11
  v_cndmask_b32_e64 v22, v16, v20, s[36:37]
  v_xor_b32 v5, 8, v6
  v_lshlrev_b32 v5, 2, v5
  ds_bpermute_b32 v5, v5, v22
  v_max_f32 v7, v22, v22
  s_waitcnt lgkmcnt(0)
  v_max_f32 v8, v5, v5
  v_max_f32 v7, v7, v8
  v_cmp_eq_f32_e64 s[8:9], v22, v5
  v_and_b32 v5, v22, v5
  v_cndmask_b32_e64 v5, v7, v5, s[8:9]
  v_xor_b32 v7, 16, v6
  v_lshlrev_b32 v7, 2, v7
  ds_bpermute_b32 v7, v7, v5
  v_max_f32 v8, v5, v5
  s_waitcnt lgkmcnt(0)
  v_max_f32 v9, v7, v7
  v_max_f32 v8, v8, v9
  v_cmp_eq_f32_e64 s[8:9], v5, v7
  v_and_b32 v5, v5, v7
  v_cndmask_b32_e64 v5, v8, v5, s[8:9]
  v_xor_b32 v7, 32, v6
  v_lshlrev_b32 v7, 2, v7
  ds_bpermute_b32 v7, v7, v5
  v_max_f32 v8, v5, v5
  s_waitcnt lgkmcnt(0)
  v_max_f32 v9, v7, v7
  v_max_f32 v8, v8, v9
  v_cmp_eq_f32_e64 s[18:19], v5, v7
  v_and_b32 v11, v5, v7
  v_cndmask_b32_e64 v13, v8, v11, s[18:19]
  v_mul_lo_u32 v15, v10, 4
  ds_write_b32 v15, v13
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s38, 0xffffff3f
  v_and_b32 v21, v10, s38
  v_mul_lo_u32 v23, v21, 4
  ds_read_b32 v7, v23
  ds_read_b32 v9, v23 offset:256
  ds_read_b32 v5, v23 offset:512
  ds_read_b32 v8, v23 offset:768
  s_waitcnt lgkmcnt(0)
  v_max_f32 v10, v7, v7
  v_max_f32 v11, v9, v9
  v_max_f32 v10, v10, v11
  v_cmp_eq_f32_e64 s[8:9], v7, v9
  v_and_b32 v7, v7, v9
  v_cndmask_b32_e64 v7, v10, v7, s[8:9]
  v_max_f32 v9, v5, v5
  v_max_f32 v10, v8, v8
  v_max_f32 v9, v9, v10
  v_cmp_eq_f32_e64 s[8:9], v5, v8
  v_and_b32 v5, v5, v8
  v_cndmask_b32_e64 v5, v9, v5, s[8:9]
  v_max_f32 v8, v7, v7
  v_max_f32 v9, v5, v5
  v_max_f32 v8, v8, v9
  v_cmp_eq_f32_e64 s[8:9], v7, v5
  v_and_b32 v5, v7, v5
  v_cndmask_b32_e64 v5, v8, v5, s[8:9]
  v_sub_f32 v7, v4, v5
  v_sub_f32 v8, v3, v5
  v_sub_f32 v10, v2, v5
  v_sub_f32 v12, v1, v5
  s_mov_b32 s30, 0x3fb8aa3b
  v_mul_f32 v16, s30, v7
  v_fma_f32 v18, v7, s30, -v16
  s_mov_b32 s40, 0x32a57060
  v_fma_f32 v22, v7, s40, v18
  s_mov_b32 s8, 0x7fffffff
  v_and_b32 v1, s8, v22
  v_cmp_gt_f32_e64 s[8:9], 0x3f800000, v1
  v_cndmask_b32_e64 v1, 0, v22, s[8:9]
  s_mov_b32 s8, 0x3f317218
  v_mul_f32 v1, s8, v1
  s_mov_b32 s8, 0x43000000
  v_cmp_le_f32_e64 s[8:9], s8, v16
  v_cndmask_b32_e64 v2, 0, 0x3f800000, s[8:9]
  v_sub_f32 v2, v16, v2
  s_mov_b32 s10, 0xc2fc0000
  v_cmp_gt_f32_e64 s[10:11], s10, v2
  s_mov_b32 s12, 0x42800000
  v_mov_b32 v3, s12
  v_cndmask_b32_e64 v3, 0, v3, s[10:11]
  v_add_f32 v2, v2, v3
  v_exp_f32 v2, v2
  s_mov_b32 s12, 0x1f800000
  v_mov_b32 v3, s12
  v_cndmask_b32_e64 v3, 0x3f800000, v3, s[10:11]
  v_mul_f32 v2, v2, v3
  v_fma_f32 v3, v2, v1, v2
  s_mov_b32 s10, 0x7f800000
  v_cmp_eq_f32_e64 s[14:15], s10, v2
  v_cndmask_b32_e64 v9, v3, v2, s[14:15]
  v_cndmask_b32_e64 v11, 0x3f800000, 0x40000000, s[8:9]
  v_mul_f32 v13, v9, v11
  s_mov_b32 s30, 0x3fb8aa3b
  v_mul_f32 v17, s30, v8
  v_fma_f32 v19, v8, s30, -v17
  s_mov_b32 s42, 0x32a57060
  v_fma_f32 v1, v8, s42, v19
  s_mov_b32 s8, 0x7fffffff
  v_and_b32 v2, s8, v1
  v_cmp_gt_f32_e64 s[8:9], 0x3f800000, v2
  v_cndmask_b32_e64 v1, 0, v1, s[8:9]
  s_mov_b32 s8, 0x3f317218
  v_mul_f32 v1, s8, v1
  s_mov_b32 s8, 0x43000000
  v_cmp_le_f32_e64 s[8:9], s8, v17
  v_cndmask_b32_e64 v2, 0, 0x3f800000, s[8:9]
  v_sub_f32 v2, v17, v2
  s_mov_b32 s10, 0xc2fc0000
  v_cmp_gt_f32_e64 s[10:11], s10, v2
  s_mov_b32 s12, 0x42800000
  v_mov_b32 v3, s12
  v_cndmask_b32_e64 v3, 0, v3, s[10:11]
  v_add_f32 v2, v2, v3
  v_exp_f32 v2, v2
  s_mov_b32 s12, 0x1f800000
  v_mov_b32 v3, s12
  v_cndmask_b32_e64 v3, 0x3f800000, v3, s[10:11]
  v_mul_f32 v2, v2, v3
  v_fma_f32 v4, v2, v1, v2
  s_mov_b32 s12, 0x7f800000
  v_cmp_eq_f32_e64 s[16:17], s12, v2
  v_cndmask_b32_e64 v11, v4, v2, s[16:17]
  v_cndmask_b32_e64 v14, 0x3f800000, 0x40000000, s[8:9]
  v_mul_f32 v14, v11, v14
  s_mov_b32 s32, 0x3fb8aa3b
  v_mul_f32 v18, s32, v10
  v_fma_f32 v20, v10, s32, -v18
  s_mov_b32 s44, 0x32a57060
  v_fma_f32 v1, v10, s44, v20
  s_mov_b32 s8, 0x7fffffff
  v_and_b32 v2, s8, v1
  v_cmp_gt_f32_e64 s[8:9], 0x3f800000, v2
  v_cndmask_b32_e64 v1, 0, v1, s[8:9]
  s_mov_b32 s8, 0x3f317218
  v_mul_f32 v1, s8, v1
  s_mov_b32 s8, 0x43000000
  v_cmp_le_f32_e64 s[8:9], s8, v18
  v_cndmask_b32_e64 v2, 0, 0x3f800000, s[8:9]
  v_sub_f32 v2, v18, v2
  s_mov_b32 s10, 0xc2fc0000
  v_cmp_gt_f32_e64 s[10:11], s10, v2
  s_mov_b32 s12, 0x42800000
  v_mov_b32 v3, s12
  v_cndmask_b32_e64 v3, 0, v3, s[10:11]
  v_add_f32 v2, v2, v3
  v_exp_f32 v2, v2
  s_mov_b32 s12, 0x1f800000
  v_mov_b32 v3, s12
  v_cndmask_b32_e64 v3, 0x3f800000, v3, s[10:11]
  v_mul_f32 v3, v2, v3
  v_fma_f32 v5, v3, v1, v3
  s_mov_b32 s14, 0x7f800000
  v_cmp_eq_f32_e64 s[18:19], s14, v3
  v_cndmask_b32_e64 v11, v5, v3, s[18:19]
  v_cndmask_b32_e64 v16, 0x3f800000, 0x40000000, s[8:9]
  v_mul_f32 v16, v11, v16
  s_mov_b32 s34, 0x3fb8aa3b
  v_mul_f32 v19, s34, v12
  v_fma_f32 v21, v12, s34, -v19
  s_mov_b32 s46, 0x32a57060
  v_fma_f32 v1, v12, s46, v21
  s_mov_b32 s8, 0x7fffffff
  v_and_b32 v2, s8, v1
  v_cmp_gt_f32_e64 s[8:9], 0x3f800000, v2
  v_cndmask_b32_e64 v1, 0, v1, s[8:9]
  s_mov_b32 s8, 0x3f317218
  v_mul_f32 v1, s8, v1
  s_mov_b32 s8, 0x43000000
  v_cmp_le_f32_e64 s[8:9], s8, v19
  v_cndmask_b32_e64 v2, 0, 0x3f800000, s[8:9]
  v_sub_f32 v2, v19, v2
  s_mov_b32 s10, 0xc2fc0000
  v_cmp_gt_f32_e64 s[10:11], s10, v2
  s_mov_b32 s12, 0x42800000
  v_mov_b32 v3, s12
  v_cndmask_b32_e64 v3, 0, v3, s[10:11]
  v_add_f32 v2, v2, v3
  v_exp_f32 v2, v2
  s_mov_b32 s12, 0x1f800000
  v_mov_b32 v3, s12
  v_cndmask_b32_e64 v3, 0x3f800000, v3, s[10:11]
  v_mul_f32 v4, v2, v3
  v_fma_f32 v7, v4, v1, v4
  s_mov_b32 s16, 0x7f800000
  v_cmp_eq_f32_e64 s[20:21], s16, v4
  v_cndmask_b32_e64 v12, v7, v4, s[20:21]
  v_cndmask_b32_e64 v17, 0x3f800000, 0x40000000, s[8:9]
  v_mul_f32 v17, v12, v17
  v_add_f32 v18, v13, v14
  v_add_f32 v20, v18, v16
  v_add_f32 v22, v20, v17
  v_xor_b32 v1, 1, v6
  v_lshlrev_b32 v1, 2, v1
  ds_bpermute_b32 v1, v1, v22
  s_waitcnt lgkmcnt(0)
  v_add_f32 v1, v22, v1
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
  v_xor_b32 v2, 8, v6
  v_lshlrev_b32 v2, 2, v2
  ds_bpermute_b32 v2, v2, v1
  s_waitcnt lgkmcnt(0)
  v_add_f32 v1, v1, v2
  v_xor_b32 v2, 16, v6
  v_lshlrev_b32 v2, 2, v2
  ds_bpermute_b32 v2, v2, v1
  s_waitcnt lgkmcnt(0)
  v_add_f32 v1, v1, v2
  v_xor_b32 v2, 32, v6
  v_lshlrev_b32 v3, 2, v2
  ds_bpermute_b32 v5, v3, v1
  s_waitcnt lgkmcnt(0)
  v_add_f32 v7, v1, v5
  ds_write_b32 v15, v7 offset:1024
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  ds_read_b32 v11, v23 offset:1024
  ds_read_b32 v18, v23 offset:1280
  ds_read_b32 v15, v23 offset:1536
  ds_read_b32 v20, v23 offset:1792
  s_waitcnt lgkmcnt(0)
  v_add_f32 v19, v11, v18
  v_add_f32 v21, v15, v20
  v_add_f32 v23, v19, v21
  v_lshlrev_b32 v1, 2, v0
  v_ashrrev_i32 v0, 30, v0
  v_mov_b32 v26, s28
  v_mov_b32 v27, s29
  v_add_co_u32 v24, vcc, v26, v1
  v_addc_co_u32 v25, vcc, v27, v0, vcc
  v_div_scale_f32 v0, vcc, v23, v23, v13
  v_div_scale_f32 v1, vcc, v13, v23, v13
  v_rcp_f32 v2, v0
  s_nop 0
  v_fma_f32 v3, -v0, v2, 0x3f800000
  v_fma_f32 v2, v3, v2, v2
  v_mul_f32 v3, v1, v2
  v_fma_f32 v4, -v0, v3, v1
  v_fma_f32 v3, v4, v2, v3
  v_fma_f32 v0, -v0, v3, v1
  s_nop 3
  v_div_fmas_f32 v0, v0, v2, v3
  v_div_fixup_f32 v0, v0, v23, v13
  v_div_scale_f32 v1, vcc, v23, v23, v14
  v_div_scale_f32 v2, vcc, v14, v23, v14
  v_rcp_f32 v3, v1
  s_nop 0
  v_fma_f32 v4, -v1, v3, 0x3f800000
  v_fma_f32 v3, v4, v3, v3
  v_mul_f32 v4, v2, v3
  v_fma_f32 v5, -v1, v4, v2
  v_fma_f32 v6, v5, v3, v4
  v_fma_f32 v8, -v1, v6, v2
  s_nop 3
  v_div_fmas_f32 v10, v8, v3, v6
  v_div_fixup_f32 v12, v10, v23, v14
  v_div_scale_f32 v14, vcc, v23, v23, v16
  v_div_scale_f32 v18, vcc, v16, v23, v16
  v_rcp_f32 v19, v14
  s_nop 0
  v_fma_f32 v20, -v14, v19, 0x3f800000
  v_fma_f32 v22, v20, v19, v19
  v_mul_f32 v1, v18, v22
  v_fma_f32 v2, -v14, v1, v18
  v_fma_f32 v1, v2, v22, v1
  v_fma_f32 v2, -v14, v1, v18
  s_nop 3
  v_div_fmas_f32 v1, v2, v22, v1
  v_div_fixup_f32 v1, v1, v23, v16
  v_div_scale_f32 v2, vcc, v23, v23, v17
  v_div_scale_f32 v3, vcc, v17, v23, v17
  v_rcp_f32 v4, v2
  s_nop 0
  v_fma_f32 v5, -v2, v4, 0x3f800000
  v_fma_f32 v4, v5, v4, v4
  v_mul_f32 v5, v3, v4
  v_fma_f32 v6, -v2, v5, v3
  v_fma_f32 v5, v6, v4, v5
  v_fma_f32 v2, -v2, v5, v3
  s_nop 3
  v_div_fmas_f32 v2, v2, v4, v5
  v_div_fixup_f32 v2, v2, v23, v17
  s_and_saveexec_b64 s[48:49], s[6:7]
  global_store_dword v[24:25], v0, off
  s_mov_b64 exec, s[48:49]
  s_and_saveexec_b64 s[48:49], s[4:5]
  global_store_dword v[24:25], v12, off offset:4
  s_mov_b64 exec, s[48:49]
  s_and_saveexec_b64 s[48:49], s[2:3]
  global_store_dword v[24:25], v1, off offset:8
  s_mov_b64 exec, s[48:49]
  s_and_saveexec_b64 s[48:49], s[0:1]
  global_store_dword v[24:25], v2, off offset:12
  s_mov_b64 exec, s[48:49]
  s_endpgm
.Lsoftmax_end:
.size softmax, .Lsoftmax_end-softmax
; 50 SGPRs, 28 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  - .name: softmax
    .symbol: softmax.kd
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
