.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.amdhsa_code_object_version 5
.text
.globl softmax_f16
.p2align 8
.type softmax_f16,@function
softmax_f16:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v7, 0x3ff, v0
  s_load_dwordx2 s[18:19], s[0:1], 0x0
  s_load_dwordx2 s[8:9], s[0:1], 0x8
  s_load_dword s4, s[0:1], 0x10
  s_load_dword s6, s[0:1], 0x14
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s0, s2, s4
  v_and_b32 v19, 0xff, v7
  v_lshlrev_b32 v21, 2, v19
  v_add_u32 v1, s0, v21
  v_ashrrev_i32 v15, 31, v1
  v_mov_b32 v26, s18
  v_mov_b32 v27, s19
  v_lshlrev_b32 v1, 1, v1
  v_add_co_u32 v24, vcc, v26, v1
  v_addc_co_u32 v25, vcc, v27, v15, vcc
  v_cmp_lt_i32_e64 s[0:1], v21, s6
  v_mov_b32 v2, 0xfc00
  s_and_saveexec_b64 s[20:21], s[0:1]
  global_load_ushort v2, v[24:25], off
  s_mov_b64 exec, s[20:21]
  v_add_u32 v3, v21, 1
  v_cmp_lt_i32_e64 s[2:3], v3, s6
  v_mov_b32 v3, 0xfc00
  s_and_saveexec_b64 s[20:21], s[2:3]
  global_load_ushort v3, v[24:25], off offset:2
  s_mov_b64 exec, s[20:21]
  v_add_u32 v4, v21, 2
  v_cmp_lt_i32_e64 s[4:5], v4, s6
  v_mov_b32 v4, 0xfc00
  s_and_saveexec_b64 s[20:21], s[4:5]
  global_load_ushort v4, v[24:25], off offset:4
  s_mov_b64 exec, s[20:21]
  v_add_u32 v5, v21, 3
  v_cmp_lt_i32_e64 s[6:7], v5, s6
  v_mov_b32 v5, 0xfc00
  s_and_saveexec_b64 s[20:21], s[6:7]
  global_load_ushort v5, v[24:25], off offset:6
  s_mov_b64 exec, s[20:21]
  s_waitcnt vmcnt(0)
  v_cvt_f32_f16 v11, v2
  v_cvt_f32_f16 v10, v3
  v_cvt_f32_f16 v9, v4
  v_cvt_f32_f16 v8, v5
  v_max_f32 v2, v11, v11
  v_max_f32 v3, v10, v10
  v_max_f32 v4, v2, v3
  v_cmp_eq_f32_e64 s[12:13], v11, v10
  v_and_b32 v12, v11, v10
  v_cndmask_b32_e64 v12, v4, v12, s[12:13]
  v_max_f32 v13, v12, v12
  v_max_f32 v14, v9, v9
  v_max_f32 v16, v13, v14
  v_cmp_eq_f32_e64 s[10:11], v12, v9
  v_and_b32 v20, v12, v9
  v_cndmask_b32_e64 v22, v16, v20, s[10:11]
  v_max_f32 v2, v22, v22
  v_max_f32 v3, v8, v8
  v_max_f32 v2, v2, v3
  v_cmp_eq_f32_e64 s[10:11], v22, v8
  v_and_b32 v3, v22, v8
  v_cndmask_b32_e64 v3, v2, v3, s[10:11]
  v_and_b32 v0, 63, v0
  v_xor_b32 v2, 1, v0
  v_lshlrev_b32 v2, 2, v2
  ds_bpermute_b32 v5, v2, v3
  s_waitcnt lgkmcnt(0)
  v_and_b32 v4, v3, v5
  v_max_f32 v6, v3, v3
  v_max_f32 v12, v5, v5
  v_max_f32 v6, v6, v12
  v_cmp_eq_f32_e64 s[10:11], v3, v5
  v_cndmask_b32_e64 v4, v6, v4, s[10:11]
  v_xor_b32 v3, 2, v0
  v_lshlrev_b32 v3, 2, v3
  ds_bpermute_b32 v6, v3, v4
  s_waitcnt lgkmcnt(0)
  v_and_b32 v5, v4, v6
  v_max_f32 v12, v4, v4
  v_max_f32 v13, v6, v6
  v_max_f32 v12, v12, v13
  v_cmp_eq_f32_e64 s[10:11], v4, v6
  v_cndmask_b32_e64 v13, v12, v5, s[10:11]
  v_xor_b32 v12, 4, v0
  v_lshlrev_b32 v12, 2, v12
  ds_bpermute_b32 v14, v12, v13
  s_waitcnt lgkmcnt(0)
  v_and_b32 v20, v13, v14
  v_max_f32 v17, v13, v13
  v_max_f32 v19, v14, v14
  v_max_f32 v21, v17, v19
  v_cmp_eq_f32_e64 s[10:11], v13, v14
  v_cndmask_b32_e64 v5, v21, v20, s[10:11]
  v_xor_b32 v4, 8, v0
  v_lshlrev_b32 v4, 2, v4
  ds_bpermute_b32 v13, v4, v5
  s_waitcnt lgkmcnt(0)
  v_and_b32 v6, v5, v13
  v_max_f32 v14, v5, v5
  v_max_f32 v16, v13, v13
  v_max_f32 v14, v14, v16
  v_cmp_eq_f32_e64 s[10:11], v5, v13
  v_cndmask_b32_e64 v6, v14, v6, s[10:11]
  v_xor_b32 v5, 16, v0
  v_lshlrev_b32 v5, 2, v5
  ds_bpermute_b32 v14, v5, v6
  s_waitcnt lgkmcnt(0)
  v_and_b32 v13, v6, v14
  v_max_f32 v16, v6, v6
  v_max_f32 v17, v14, v14
  v_max_f32 v16, v16, v17
  v_cmp_eq_f32_e64 s[10:11], v6, v14
  v_cndmask_b32_e64 v13, v16, v13, s[10:11]
  v_xor_b32 v6, 32, v0
  v_lshlrev_b32 v6, 2, v6
  ds_bpermute_b32 v16, v6, v13
  s_waitcnt lgkmcnt(0)
  v_and_b32 v14, v13, v16
  v_max_f32 v17, v13, v13
  v_max_f32 v18, v16, v16
  v_max_f32 v17, v17, v18
  v_cmp_eq_f32_e64 s[10:11], v13, v16
  v_cndmask_b32_e64 v17, v17, v14, s[10:11]
  v_mul_lo_u32 v19, v7, 4
  ds_write_b32 v19, v17
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v0, 0xffffff3f, v7
  v_mul_lo_u32 v7, v0, 4
  ds_read_b32 v13, v7
  ds_read_b32 v16, v7 offset:256
  ds_read_b32 v0, v7 offset:512
  ds_read_b32 v14, v7 offset:768
  s_waitcnt lgkmcnt(0)
  v_and_b32 v17, v13, v16
  v_max_f32 v18, v13, v13
  v_max_f32 v20, v16, v16
  v_max_f32 v18, v18, v20
  v_cmp_eq_f32_e64 s[10:11], v13, v16
  v_cndmask_b32_e64 v13, v18, v17, s[10:11]
  v_and_b32 v16, v0, v14
  v_max_f32 v17, v0, v0
  v_max_f32 v18, v14, v14
  v_max_f32 v17, v17, v18
  v_cmp_eq_f32_e64 s[10:11], v0, v14
  v_cndmask_b32_e64 v14, v17, v16, s[10:11]
  v_and_b32 v0, v13, v14
  v_max_f32 v16, v13, v13
  v_max_f32 v17, v14, v14
  v_max_f32 v16, v16, v17
  v_cmp_eq_f32_e64 s[10:11], v13, v14
  v_cndmask_b32_e64 v14, v16, v0, s[10:11]
  v_sub_f32 v11, v11, v14
  v_sub_f32 v10, v10, v14
  v_sub_f32 v13, v9, v14
  v_sub_f32 v14, v8, v14
  s_mov_b32 s10, 0x3fb8aa3b
  v_mul_f32 v18, 0x3fb8aa3b, v11
  v_fma_f32 v20, v11, s10, -v18
  s_mov_b32 s10, 0x32a57060
  v_fma_f32 v0, v11, s10, v20
  v_and_b32 v8, 0x7fffffff, v0
  v_cmp_gt_f32_e64 s[10:11], 0x3f800000, v8
  v_cndmask_b32_e64 v0, 0, v0, s[10:11]
  v_mul_f32 v0, 0x3f317218, v0
  s_mov_b32 s10, 0x43000000
  v_cmp_le_f32_e64 s[10:11], s10, v18
  v_cndmask_b32_e64 v8, 0, 0x3f800000, s[10:11]
  v_sub_f32 v8, v18, v8
  s_mov_b32 s12, 0xc2fc0000
  s_mov_b32 s14, 0x42800000
  v_mov_b32 v9, s14
  v_cmp_gt_f32_e64 s[12:13], s12, v8
  v_cndmask_b32_e64 v9, 0, v9, s[12:13]
  v_add_f32 v8, v8, v9
  v_exp_f32 v8, v8
  s_mov_b32 s14, 0x1f800000
  v_mov_b32 v9, s14
  v_cndmask_b32_e64 v9, 0x3f800000, v9, s[12:13]
  v_mul_f32 v8, v8, v9
  v_fma_f32 v9, v8, v0, v8
  s_mov_b32 s12, 0x7f800000
  v_cmp_eq_f32_e64 s[12:13], s12, v8
  v_cndmask_b32_e64 v8, v9, v8, s[12:13]
  v_cndmask_b32_e64 v9, 0x3f800000, 0x40000000, s[10:11]
  v_mul_f32 v11, v8, v9
  s_mov_b32 s10, 0x3fb8aa3b
  v_mul_f32 v16, 0x3fb8aa3b, v10
  v_fma_f32 v17, v10, s10, -v16
  s_mov_b32 s10, 0x32a57060
  v_fma_f32 v21, v10, s10, v17
  v_and_b32 v0, 0x7fffffff, v21
  v_cmp_gt_f32_e64 s[10:11], 0x3f800000, v0
  v_cndmask_b32_e64 v0, 0, v21, s[10:11]
  v_mul_f32 v0, 0x3f317218, v0
  s_mov_b32 s10, 0x43000000
  v_cmp_le_f32_e64 s[10:11], s10, v16
  v_cndmask_b32_e64 v8, 0, 0x3f800000, s[10:11]
  v_sub_f32 v8, v16, v8
  s_mov_b32 s12, 0xc2fc0000
  s_mov_b32 s14, 0x42800000
  v_mov_b32 v9, s14
  v_cmp_gt_f32_e64 s[12:13], s12, v8
  v_cndmask_b32_e64 v9, 0, v9, s[12:13]
  v_add_f32 v8, v8, v9
  v_exp_f32 v8, v8
  s_mov_b32 s14, 0x1f800000
  v_mov_b32 v9, s14
  v_cndmask_b32_e64 v9, 0x3f800000, v9, s[12:13]
  v_mul_f32 v8, v8, v9
  v_fma_f32 v0, v8, v0, v8
  s_mov_b32 s12, 0x7f800000
  v_cmp_eq_f32_e64 s[12:13], s12, v8
  v_cndmask_b32_e64 v8, v0, v8, s[12:13]
  v_cndmask_b32_e64 v9, 0x3f800000, 0x40000000, s[10:11]
  v_mul_f32 v8, v8, v9
  s_mov_b32 s10, 0x3fb8aa3b
  v_mul_f32 v16, 0x3fb8aa3b, v13
  v_fma_f32 v17, v13, s10, -v16
  s_mov_b32 s10, 0x32a57060
  v_fma_f32 v18, v13, s10, v17
  v_and_b32 v20, 0x7fffffff, v18
  v_cmp_gt_f32_e64 s[10:11], 0x3f800000, v20
  v_cndmask_b32_e64 v0, 0, v18, s[10:11]
  v_mul_f32 v0, 0x3f317218, v0
  s_mov_b32 s10, 0x43000000
  v_cmp_le_f32_e64 s[10:11], s10, v16
  v_cndmask_b32_e64 v9, 0, 0x3f800000, s[10:11]
  v_sub_f32 v9, v16, v9
  s_mov_b32 s12, 0xc2fc0000
  s_mov_b32 s14, 0x42800000
  v_mov_b32 v10, s14
  v_cmp_gt_f32_e64 s[12:13], s12, v9
  v_cndmask_b32_e64 v10, 0, v10, s[12:13]
  v_add_f32 v9, v9, v10
  v_exp_f32 v9, v9
  s_mov_b32 s14, 0x1f800000
  v_mov_b32 v10, s14
  v_cndmask_b32_e64 v10, 0x3f800000, v10, s[12:13]
  v_mul_f32 v9, v9, v10
  v_fma_f32 v0, v9, v0, v9
  s_mov_b32 s12, 0x7f800000
  v_cmp_eq_f32_e64 s[12:13], s12, v9
  v_cndmask_b32_e64 v9, v0, v9, s[12:13]
  v_cndmask_b32_e64 v10, 0x3f800000, 0x40000000, s[10:11]
  v_mul_f32 v9, v9, v10
  s_mov_b32 s14, 0x3fb8aa3b
  v_mul_f32 v10, 0x3fb8aa3b, v14
  v_fma_f32 v13, v14, s14, -v10
  s_mov_b32 s10, 0x32a57060
  v_fma_f32 v16, v14, s10, v13
  v_and_b32 v17, 0x7fffffff, v16
  v_cmp_gt_f32_e64 s[10:11], 0x3f800000, v17
  v_cndmask_b32_e64 v21, 0, v16, s[10:11]
  v_mul_f32 v0, 0x3f317218, v21
  s_mov_b32 s10, 0x43000000
  v_cmp_le_f32_e64 s[10:11], s10, v10
  v_cndmask_b32_e64 v13, 0, 0x3f800000, s[10:11]
  v_sub_f32 v10, v10, v13
  s_mov_b32 s12, 0xc2fc0000
  s_mov_b32 s14, 0x42800000
  v_mov_b32 v13, s14
  v_cmp_gt_f32_e64 s[12:13], s12, v10
  v_cndmask_b32_e64 v13, 0, v13, s[12:13]
  v_add_f32 v10, v10, v13
  v_exp_f32 v10, v10
  s_mov_b32 s14, 0x1f800000
  v_mov_b32 v13, s14
  v_cndmask_b32_e64 v13, 0x3f800000, v13, s[12:13]
  v_mul_f32 v10, v10, v13
  v_fma_f32 v0, v10, v0, v10
  s_mov_b32 s12, 0x7f800000
  v_cmp_eq_f32_e64 s[12:13], s12, v10
  v_cndmask_b32_e64 v0, v0, v10, s[12:13]
  v_cndmask_b32_e64 v10, 0x3f800000, 0x40000000, s[10:11]
  v_mul_f32 v10, v0, v10
  v_add_f32 v13, v11, v8
  v_add_f32 v13, v13, v9
  v_add_f32 v13, v13, v10
  ds_bpermute_b32 v14, v2, v13
  s_waitcnt lgkmcnt(0)
  v_add_f32 v13, v13, v14
  ds_bpermute_b32 v14, v3, v13
  s_waitcnt lgkmcnt(0)
  v_add_f32 v16, v13, v14
  ds_bpermute_b32 v18, v12, v16
  s_waitcnt lgkmcnt(0)
  v_add_f32 v20, v16, v18
  ds_bpermute_b32 v22, v4, v20
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v20, v22
  ds_bpermute_b32 v2, v5, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v2
  ds_bpermute_b32 v2, v6, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v2
  ds_write_b32 v19, v0 offset:1024
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  ds_read_b32 v0, v7 offset:1024
  ds_read_b32 v3, v7 offset:1280
  ds_read_b32 v2, v7 offset:1536
  ds_read_b32 v4, v7 offset:1792
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v3
  v_add_f32 v2, v2, v4
  v_add_f32 v0, v0, v2
  v_mov_b32 v26, s8
  v_mov_b32 v27, s9
  v_add_co_u32 v24, vcc, v26, v1
  v_addc_co_u32 v25, vcc, v27, v15, vcc
  v_div_scale_f32 v1, vcc, v0, v0, v11
  v_div_scale_f32 v2, vcc, v11, v0, v11
  v_rcp_f32 v3, v1
  v_fma_f32 v4, -v1, v3, 0x3f800000
  v_fma_f32 v3, v4, v3, v3
  v_mul_f32 v4, v2, v3
  v_fma_f32 v5, -v1, v4, v2
  v_fma_f32 v5, v5, v3, v4
  v_fma_f32 v7, -v1, v5, v2
  s_nop 3
  v_div_fmas_f32 v12, v7, v3, v5
  v_div_fixup_f32 v11, v12, v0, v11
  v_div_scale_f32 v13, vcc, v0, v0, v8
  v_div_scale_f32 v15, vcc, v8, v0, v8
  v_rcp_f32 v17, v13
  v_fma_f32 v19, -v13, v17, 0x3f800000
  v_fma_f32 v21, v19, v17, v17
  v_mul_f32 v1, v15, v21
  v_fma_f32 v2, -v13, v1, v15
  v_fma_f32 v1, v2, v21, v1
  v_fma_f32 v2, -v13, v1, v15
  s_nop 3
  v_div_fmas_f32 v1, v2, v21, v1
  v_div_fixup_f32 v1, v1, v0, v8
  v_div_scale_f32 v2, vcc, v0, v0, v9
  v_div_scale_f32 v3, vcc, v9, v0, v9
  v_rcp_f32 v4, v2
  v_fma_f32 v5, -v2, v4, 0x3f800000
  v_fma_f32 v4, v5, v4, v4
  v_mul_f32 v5, v3, v4
  v_fma_f32 v6, -v2, v5, v3
  v_fma_f32 v5, v6, v4, v5
  v_fma_f32 v2, -v2, v5, v3
  s_nop 3
  v_div_fmas_f32 v2, v2, v4, v5
  v_div_fixup_f32 v2, v2, v0, v9
  v_div_scale_f32 v3, vcc, v0, v0, v10
  v_div_scale_f32 v4, vcc, v10, v0, v10
  v_rcp_f32 v5, v3
  v_fma_f32 v6, -v3, v5, 0x3f800000
  v_fma_f32 v5, v6, v5, v5
  v_mul_f32 v6, v4, v5
  v_fma_f32 v7, -v3, v6, v4
  v_fma_f32 v8, v7, v5, v6
  v_fma_f32 v12, -v3, v8, v4
  s_nop 3
  v_div_fmas_f32 v12, v12, v5, v8
  v_div_fixup_f32 v14, v12, v0, v10
  v_cvt_f16_f32 v16, v11
  v_cvt_f16_f32 v18, v1
  v_cvt_f16_f32 v20, v2
  v_cvt_f16_f32 v22, v14
  s_and_saveexec_b64 s[20:21], s[0:1]
  global_store_short v[24:25], v16, off
  s_mov_b64 exec, s[20:21]
  s_and_saveexec_b64 s[20:21], s[2:3]
  global_store_short v[24:25], v18, off offset:2
  s_mov_b64 exec, s[20:21]
  s_and_saveexec_b64 s[20:21], s[4:5]
  global_store_short v[24:25], v20, off offset:4
  s_mov_b64 exec, s[20:21]
  s_and_saveexec_b64 s[20:21], s[6:7]
  global_store_short v[24:25], v22, off offset:6
  s_mov_b64 exec, s[20:21]
  s_endpgm
.Lsoftmax_f16_end:
.size softmax_f16, .Lsoftmax_f16_end-softmax_f16
; 22 SGPRs, 28 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_sgpr 22
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
    .sgpr_count: 22
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
amdhsa.target: amdgcn-amd-amdhsa--gfx90a
...
.end_amdgpu_metadata
