.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.amdhsa_code_object_version 5
.text
.globl softmax
.p2align 8
.type softmax,@function
softmax:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v12, 0x3ff, v0
  s_load_dwordx2 s[18:19], s[0:1], 0x0
  s_load_dwordx2 s[8:9], s[0:1], 0x8
  s_load_dword s4, s[0:1], 0x10
  s_load_dword s6, s[0:1], 0x14
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s0, s2, s4
  v_and_b32 v19, 0xff, v12
  v_lshlrev_b32 v21, 2, v19
  v_add_u32 v1, s0, v21
  v_ashrrev_i32 v13, 30, v1
  v_mov_b32 v26, s18
  v_mov_b32 v27, s19
  v_lshlrev_b32 v1, 2, v1
  v_add_co_u32 v24, vcc, v26, v1
  v_addc_co_u32 v25, vcc, v27, v13, vcc
  v_cmp_lt_i32_e64 s[0:1], v21, s6
  v_mov_b32 v7, 0xff800000
  s_and_saveexec_b64 s[20:21], s[0:1]
  global_load_dword v7, v[24:25], off
  s_mov_b64 exec, s[20:21]
  v_add_u32 v2, v21, 1
  v_cmp_lt_i32_e64 s[2:3], v2, s6
  v_mov_b32 v8, 0xff800000
  s_and_saveexec_b64 s[20:21], s[2:3]
  global_load_dword v8, v[24:25], off offset:4
  s_mov_b64 exec, s[20:21]
  v_add_u32 v2, v21, 2
  v_cmp_lt_i32_e64 s[4:5], v2, s6
  v_mov_b32 v9, 0xff800000
  s_and_saveexec_b64 s[20:21], s[4:5]
  global_load_dword v9, v[24:25], off offset:8
  s_mov_b64 exec, s[20:21]
  v_add_u32 v2, v21, 3
  v_cmp_lt_i32_e64 s[6:7], v2, s6
  v_mov_b32 v10, 0xff800000
  s_and_saveexec_b64 s[20:21], s[6:7]
  global_load_dword v10, v[24:25], off offset:12
  s_mov_b64 exec, s[20:21]
  s_waitcnt vmcnt(0)
  v_max_f32 v2, v7, v7
  v_max_f32 v3, v8, v8
  v_max_f32 v2, v2, v3
  v_cmp_eq_f32_e64 s[10:11], v7, v8
  v_and_b32 v3, v7, v8
  v_cndmask_b32_e64 v2, v2, v3, s[10:11]
  v_max_f32 v4, v2, v2
  v_max_f32 v6, v9, v9
  v_max_f32 v11, v4, v6
  v_cmp_eq_f32_e64 s[10:11], v2, v9
  v_and_b32 v14, v2, v9
  v_cndmask_b32_e64 v14, v11, v14, s[10:11]
  v_max_f32 v16, v14, v14
  v_max_f32 v18, v10, v10
  v_max_f32 v20, v16, v18
  v_cmp_eq_f32_e64 s[10:11], v14, v10
  v_and_b32 v2, v14, v10
  v_cndmask_b32_e64 v3, v20, v2, s[10:11]
  v_and_b32 v6, 63, v0
  v_xor_b32 v0, 1, v6
  v_lshlrev_b32 v2, 2, v0
  ds_bpermute_b32 v4, v2, v3
  s_waitcnt lgkmcnt(0)
  v_and_b32 v0, v3, v4
  v_max_f32 v5, v3, v3
  v_max_f32 v11, v4, v4
  v_max_f32 v5, v5, v11
  v_cmp_eq_f32_e64 s[10:11], v3, v4
  v_cndmask_b32_e64 v0, v5, v0, s[10:11]
  v_xor_b32 v3, 2, v6
  v_lshlrev_b32 v3, 2, v3
  ds_bpermute_b32 v5, v3, v0
  s_waitcnt lgkmcnt(0)
  v_and_b32 v4, v0, v5
  v_max_f32 v11, v0, v0
  v_max_f32 v14, v5, v5
  v_max_f32 v11, v11, v14
  v_cmp_eq_f32_e64 s[10:11], v0, v5
  v_cndmask_b32_e64 v0, v11, v4, s[10:11]
  v_xor_b32 v4, 4, v6
  v_lshlrev_b32 v4, 2, v4
  ds_bpermute_b32 v11, v4, v0
  s_waitcnt lgkmcnt(0)
  v_and_b32 v14, v0, v11
  v_max_f32 v15, v0, v0
  v_max_f32 v16, v11, v11
  v_max_f32 v15, v15, v16
  v_cmp_eq_f32_e64 s[10:11], v0, v11
  v_cndmask_b32_e64 v18, v15, v14, s[10:11]
  v_xor_b32 v20, 8, v6
  v_lshlrev_b32 v22, 2, v20
  ds_bpermute_b32 v5, v22, v18
  s_waitcnt lgkmcnt(0)
  v_and_b32 v0, v18, v5
  v_max_f32 v11, v18, v18
  v_max_f32 v14, v5, v5
  v_max_f32 v11, v11, v14
  v_cmp_eq_f32_e64 s[10:11], v18, v5
  v_cndmask_b32_e64 v0, v11, v0, s[10:11]
  v_xor_b32 v5, 16, v6
  v_lshlrev_b32 v5, 2, v5
  ds_bpermute_b32 v14, v5, v0
  s_waitcnt lgkmcnt(0)
  v_and_b32 v11, v0, v14
  v_max_f32 v15, v0, v0
  v_max_f32 v16, v14, v14
  v_max_f32 v15, v15, v16
  v_cmp_eq_f32_e64 s[10:11], v0, v14
  v_cndmask_b32_e64 v0, v15, v11, s[10:11]
  v_xor_b32 v6, 32, v6
  v_lshlrev_b32 v6, 2, v6
  ds_bpermute_b32 v14, v6, v0
  s_waitcnt lgkmcnt(0)
  v_and_b32 v11, v0, v14
  v_max_f32 v15, v0, v0
  v_max_f32 v16, v14, v14
  v_max_f32 v15, v15, v16
  v_cmp_eq_f32_e64 s[12:13], v0, v14
  v_cndmask_b32_e64 v14, v15, v11, s[12:13]
  v_mul_lo_u32 v11, v12, 4
  ds_write_b32 v11, v14
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v15, 0xffffff3f, v12
  v_mul_lo_u32 v17, v15, 4
  ds_read_b32 v19, v17
  ds_read_b32 v21, v17 offset:256
  ds_read_b32 v0, v17 offset:512
  ds_read_b32 v14, v17 offset:768
  s_waitcnt lgkmcnt(0)
  v_and_b32 v12, v19, v21
  v_max_f32 v15, v19, v19
  v_max_f32 v16, v21, v21
  v_max_f32 v15, v15, v16
  v_cmp_eq_f32_e64 s[10:11], v19, v21
  v_cndmask_b32_e64 v12, v15, v12, s[10:11]
  v_and_b32 v15, v0, v14
  v_max_f32 v16, v0, v0
  v_max_f32 v18, v14, v14
  v_max_f32 v16, v16, v18
  v_cmp_eq_f32_e64 s[10:11], v0, v14
  v_cndmask_b32_e64 v14, v16, v15, s[10:11]
  v_and_b32 v0, v12, v14
  v_max_f32 v15, v12, v12
  v_max_f32 v16, v14, v14
  v_max_f32 v15, v15, v16
  v_cmp_eq_f32_e64 s[10:11], v12, v14
  v_cndmask_b32_e64 v14, v15, v0, s[10:11]
  v_sub_f32 v0, v7, v14
  v_sub_f32 v8, v8, v14
  v_sub_f32 v12, v9, v14
  v_sub_f32 v9, v10, v14
  s_mov_b32 s16, 0x3fb8aa3b
  v_mul_f32 v10, 0x3fb8aa3b, v0
  v_fma_f32 v14, v0, s16, -v10
  s_mov_b32 s10, 0x32a57060
  v_fma_f32 v16, v0, s10, v14
  v_and_b32 v18, 0x7fffffff, v16
  v_cmp_gt_f32_e64 s[10:11], 0x3f800000, v18
  v_cndmask_b32_e64 v0, 0, v16, s[10:11]
  v_mul_f32 v0, 0x3f317218, v0
  s_mov_b32 s10, 0x43000000
  v_cmp_le_f32_e64 s[10:11], s10, v10
  v_cndmask_b32_e64 v7, 0, 0x3f800000, s[10:11]
  v_sub_f32 v7, v10, v7
  s_mov_b32 s12, 0xc2fc0000
  s_mov_b32 s14, 0x42800000
  v_mov_b32 v10, s14
  v_cmp_gt_f32_e64 s[12:13], s12, v7
  v_cndmask_b32_e64 v10, 0, v10, s[12:13]
  v_add_f32 v7, v7, v10
  v_exp_f32 v7, v7
  s_mov_b32 s14, 0x1f800000
  v_mov_b32 v10, s14
  v_cndmask_b32_e64 v10, 0x3f800000, v10, s[12:13]
  v_mul_f32 v7, v7, v10
  v_fma_f32 v0, v7, v0, v7
  s_mov_b32 s12, 0x7f800000
  v_cmp_eq_f32_e64 s[12:13], s12, v7
  v_cndmask_b32_e64 v0, v0, v7, s[12:13]
  v_cndmask_b32_e64 v7, 0x3f800000, 0x40000000, s[10:11]
  v_mul_f32 v7, v0, v7
  s_mov_b32 s10, 0x3fb8aa3b
  v_mul_f32 v10, 0x3fb8aa3b, v8
  v_fma_f32 v14, v8, s10, -v10
  s_mov_b32 s10, 0x32a57060
  v_fma_f32 v14, v8, s10, v14
  v_and_b32 v15, 0x7fffffff, v14
  v_cmp_gt_f32_e64 s[10:11], 0x3f800000, v15
  v_cndmask_b32_e64 v19, 0, v14, s[10:11]
  v_mul_f32 v21, 0x3f317218, v19
  s_mov_b32 s10, 0x43000000
  v_cmp_le_f32_e64 s[10:11], s10, v10
  v_cndmask_b32_e64 v0, 0, 0x3f800000, s[10:11]
  v_sub_f32 v0, v10, v0
  s_mov_b32 s12, 0xc2fc0000
  s_mov_b32 s14, 0x42800000
  v_mov_b32 v8, s14
  v_cmp_gt_f32_e64 s[12:13], s12, v0
  v_cndmask_b32_e64 v8, 0, v8, s[12:13]
  v_add_f32 v0, v0, v8
  v_exp_f32 v0, v0
  s_mov_b32 s14, 0x1f800000
  v_mov_b32 v8, s14
  v_cndmask_b32_e64 v8, 0x3f800000, v8, s[12:13]
  v_mul_f32 v0, v0, v8
  v_fma_f32 v8, v0, v21, v0
  s_mov_b32 s12, 0x7f800000
  v_cmp_eq_f32_e64 s[12:13], s12, v0
  v_cndmask_b32_e64 v0, v8, v0, s[12:13]
  v_cndmask_b32_e64 v8, 0x3f800000, 0x40000000, s[10:11]
  v_mul_f32 v8, v0, v8
  s_mov_b32 s10, 0x3fb8aa3b
  v_mul_f32 v10, 0x3fb8aa3b, v12
  v_fma_f32 v14, v12, s10, -v10
  s_mov_b32 s16, 0x32a57060
  v_fma_f32 v12, v12, s16, v14
  v_and_b32 v14, 0x7fffffff, v12
  v_cmp_gt_f32_e64 s[10:11], 0x3f800000, v14
  v_cndmask_b32_e64 v16, 0, v12, s[10:11]
  v_mul_f32 v18, 0x3f317218, v16
  s_mov_b32 s10, 0x43000000
  v_cmp_le_f32_e64 s[10:11], s10, v10
  v_cndmask_b32_e64 v0, 0, 0x3f800000, s[10:11]
  v_sub_f32 v0, v10, v0
  s_mov_b32 s12, 0xc2fc0000
  s_mov_b32 s14, 0x42800000
  v_mov_b32 v10, s14
  v_cmp_gt_f32_e64 s[12:13], s12, v0
  v_cndmask_b32_e64 v10, 0, v10, s[12:13]
  v_add_f32 v0, v0, v10
  v_exp_f32 v0, v0
  s_mov_b32 s14, 0x1f800000
  v_mov_b32 v10, s14
  v_cndmask_b32_e64 v10, 0x3f800000, v10, s[12:13]
  v_mul_f32 v0, v0, v10
  v_fma_f32 v10, v0, v18, v0
  s_mov_b32 s12, 0x7f800000
  v_cmp_eq_f32_e64 s[12:13], s12, v0
  v_cndmask_b32_e64 v0, v10, v0, s[12:13]
  v_cndmask_b32_e64 v10, 0x3f800000, 0x40000000, s[10:11]
  v_mul_f32 v10, v0, v10
  s_mov_b32 s10, 0x3fb8aa3b
  v_mul_f32 v12, 0x3fb8aa3b, v9
  v_fma_f32 v14, v9, s10, -v12
  s_mov_b32 s10, 0x32a57060
  v_fma_f32 v9, v9, s10, v14
  v_and_b32 v14, 0x7fffffff, v9
  v_cmp_gt_f32_e64 s[10:11], 0x3f800000, v14
  v_cndmask_b32_e64 v14, 0, v9, s[10:11]
  v_mul_f32 v15, 0x3f317218, v14
  s_mov_b32 s10, 0x43000000
  v_cmp_le_f32_e64 s[10:11], s10, v12
  v_cndmask_b32_e64 v21, 0, 0x3f800000, s[10:11]
  v_sub_f32 v0, v12, v21
  s_mov_b32 s12, 0xc2fc0000
  s_mov_b32 s14, 0x42800000
  v_mov_b32 v9, s14
  v_cmp_gt_f32_e64 s[12:13], s12, v0
  v_cndmask_b32_e64 v9, 0, v9, s[12:13]
  v_add_f32 v0, v0, v9
  v_exp_f32 v0, v0
  s_mov_b32 s14, 0x1f800000
  v_mov_b32 v9, s14
  v_cndmask_b32_e64 v9, 0x3f800000, v9, s[12:13]
  v_mul_f32 v0, v0, v9
  v_fma_f32 v9, v0, v15, v0
  s_mov_b32 s12, 0x7f800000
  v_cmp_eq_f32_e64 s[12:13], s12, v0
  v_cndmask_b32_e64 v0, v9, v0, s[12:13]
  v_cndmask_b32_e64 v9, 0x3f800000, 0x40000000, s[10:11]
  v_mul_f32 v9, v0, v9
  v_add_f32 v0, v7, v8
  v_add_f32 v0, v0, v10
  v_add_f32 v0, v0, v9
  ds_bpermute_b32 v2, v2, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v12, v0, v2
  ds_bpermute_b32 v14, v3, v12
  s_waitcnt lgkmcnt(0)
  v_add_f32 v12, v12, v14
  ds_bpermute_b32 v14, v4, v12
  s_waitcnt lgkmcnt(0)
  v_add_f32 v12, v12, v14
  ds_bpermute_b32 v14, v22, v12
  s_waitcnt lgkmcnt(0)
  v_add_f32 v16, v12, v14
  ds_bpermute_b32 v18, v5, v16
  s_waitcnt lgkmcnt(0)
  v_add_f32 v20, v16, v18
  ds_bpermute_b32 v22, v6, v20
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v20, v22
  ds_write_b32 v11, v0 offset:1024
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  ds_read_b32 v0, v17 offset:1024
  ds_read_b32 v3, v17 offset:1280
  ds_read_b32 v2, v17 offset:1536
  ds_read_b32 v4, v17 offset:1792
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v3
  v_add_f32 v2, v2, v4
  v_add_f32 v2, v0, v2
  v_mov_b32 v26, s8
  v_mov_b32 v27, s9
  v_add_co_u32 v24, vcc, v26, v1
  v_addc_co_u32 v25, vcc, v27, v13, vcc
  v_div_scale_f32 v0, vcc, v2, v2, v7
  v_div_scale_f32 v1, vcc, v7, v2, v7
  v_rcp_f32 v3, v0
  s_nop 0
  v_fma_f32 v4, -v0, v3, 0x3f800000
  v_fma_f32 v3, v4, v3, v3
  v_mul_f32 v4, v1, v3
  v_fma_f32 v5, -v0, v4, v1
  v_fma_f32 v4, v5, v3, v4
  v_fma_f32 v0, -v0, v4, v1
  s_nop 3
  v_div_fmas_f32 v1, v0, v3, v4
  v_div_fixup_f32 v3, v1, v2, v7
  v_div_scale_f32 v5, vcc, v2, v2, v8
  v_div_scale_f32 v7, vcc, v8, v2, v8
  v_rcp_f32 v11, v5
  s_nop 0
  v_fma_f32 v12, -v5, v11, 0x3f800000
  v_fma_f32 v13, v12, v11, v11
  v_mul_f32 v15, v7, v13
  v_fma_f32 v17, -v5, v15, v7
  v_fma_f32 v19, v17, v13, v15
  v_fma_f32 v21, -v5, v19, v7
  s_nop 3
  v_div_fmas_f32 v0, v21, v13, v19
  v_div_fixup_f32 v0, v0, v2, v8
  v_div_scale_f32 v1, vcc, v2, v2, v10
  v_div_scale_f32 v4, vcc, v10, v2, v10
  v_rcp_f32 v5, v1
  s_nop 0
  v_fma_f32 v6, -v1, v5, 0x3f800000
  v_fma_f32 v5, v6, v5, v5
  v_mul_f32 v6, v4, v5
  v_fma_f32 v7, -v1, v6, v4
  v_fma_f32 v6, v7, v5, v6
  v_fma_f32 v1, -v1, v6, v4
  s_nop 3
  v_div_fmas_f32 v1, v1, v5, v6
  v_div_fixup_f32 v1, v1, v2, v10
  v_div_scale_f32 v4, vcc, v2, v2, v9
  v_div_scale_f32 v5, vcc, v9, v2, v9
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
  v_div_fixup_f32 v6, v4, v2, v9
  s_and_saveexec_b64 s[20:21], s[0:1]
  global_store_dword v[24:25], v3, off
  s_mov_b64 exec, s[20:21]
  s_and_saveexec_b64 s[20:21], s[2:3]
  global_store_dword v[24:25], v0, off offset:4
  s_mov_b64 exec, s[20:21]
  s_and_saveexec_b64 s[20:21], s[4:5]
  global_store_dword v[24:25], v1, off offset:8
  s_mov_b64 exec, s[20:21]
  s_and_saveexec_b64 s[20:21], s[6:7]
  global_store_dword v[24:25], v6, off offset:12
  s_mov_b64 exec, s[20:21]
  s_endpgm
.Lsoftmax_end:
.size softmax, .Lsoftmax_end-softmax
; 22 SGPRs, 28 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  - .name: softmax
    .symbol: softmax.kd
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
amdhsa.target: amdgcn-amd-amdhsa--gfx942
...
.end_amdgpu_metadata
