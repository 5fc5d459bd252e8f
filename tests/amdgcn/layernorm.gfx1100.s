.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 5
.text
.globl layernorm
.p2align 8
.type layernorm,@function
layernorm:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v7, 0x3ff, v0
  s_load_b64 s[18:19], s[0:1], 0x0
  s_load_b64 s[22:23], s[0:1], 0x8
  s_load_b64 s[28:29], s[0:1], 0x10
  s_load_b64 s[30:31], s[0:1], 0x18
  s_load_b64 s[4:5], s[0:1], 0x20
  s_load_b64 s[6:7], s[0:1], 0x28
  s_waitcnt lgkmcnt(0)
  v_writelane_b32 v42, s6, 0
  v_writelane_b32 v42, s7, 1
  s_load_b32 s6, s[0:1], 0x30
  s_load_b32 s24, s[0:1], 0x34
  s_load_b32 s20, s[0:1], 0x38
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s0, s2, s6
  v_and_b32 v29, v7, 0x7f
  v_lshlrev_b32 v31, 2, v29
  v_add_nc_u32 v2, v31, 0x200
  v_add_nc_u32 v1, s0, v2
  v_ashrrev_i32 v17, 30, v1
  v_lshlrev_b32 v1, 2, v1
  v_add_co_u32 v32, vcc_lo, s18, v1
  v_add_co_ci_u32 v33, vcc_lo, s19, v17, vcc_lo
  v_add_nc_u32 v4, s0, v31
  v_lshlrev_b32 v3, 2, v4
  v_ashrrev_i32 v4, 30, v4
  v_add_co_u32 v34, vcc_lo, s18, v3
  v_add_co_ci_u32 v35, vcc_lo, s19, v4, vcc_lo
  v_cmp_lt_i32_e64 s6, v31, s24
  v_mov_b32 v9, 0
  s_and_saveexec_b32 s32, s6
  global_load_b32 v9, v[34:35], off
  s_mov_b32 exec_lo, s32
  v_add_nc_u32 v5, v31, 1
  v_cmp_lt_i32_e64 s8, v5, s24
  v_mov_b32 v11, 0
  s_and_saveexec_b32 s32, s8
  global_load_b32 v11, v[34:35], off offset:4
  s_mov_b32 exec_lo, s32
  v_add_nc_u32 v5, v31, 2
  v_cmp_lt_i32_e64 s10, v5, s24
  v_mov_b32 v13, 0
  s_and_saveexec_b32 s32, s10
  global_load_b32 v13, v[34:35], off offset:8
  s_mov_b32 exec_lo, s32
  v_add_nc_u32 v5, v31, 3
  v_cmp_lt_i32_e64 s12, v5, s24
  v_mov_b32 v15, 0
  s_and_saveexec_b32 s32, s12
  global_load_b32 v15, v[34:35], off offset:12
  s_mov_b32 exec_lo, s32
  v_cmp_lt_i32_e64 s18, v2, s24
  v_mov_b32 v19, 0
  s_and_saveexec_b32 s32, s18
  global_load_b32 v19, v[32:33], off
  s_mov_b32 exec_lo, s32
  v_add_nc_u32 v5, v31, 0x201
  v_cmp_lt_i32_e64 s26, v5, s24
  v_mov_b32 v22, 0
  s_and_saveexec_b32 s32, s26
  global_load_b32 v22, v[32:33], off offset:4
  s_mov_b32 exec_lo, s32
  v_add_nc_u32 v5, v31, 0x202
  v_cmp_lt_i32_e64 s14, v5, s24
  v_mov_b32 v26, 0
  s_and_saveexec_b32 s32, s14
  global_load_b32 v26, v[32:33], off offset:8
  s_mov_b32 exec_lo, s32
  v_add_nc_u32 v5, v31, 0x203
  v_cmp_lt_i32_e64 s16, v5, s24
  v_mov_b32 v30, 0
  s_and_saveexec_b32 s32, s16
  global_load_b32 v30, v[32:33], off offset:12
  s_mov_b32 exec_lo, s32
  s_waitcnt vmcnt(0)
  v_add_f32 v5, v9, v11
  v_add_f32 v5, v5, v13
  v_add_f32 v5, v5, v15
  v_add_f32 v5, v5, v19
  v_add_f32 v5, v5, v22
  v_add_f32 v5, v5, v26
  v_add_f32 v5, v5, v30
  v_and_b32 v0, 31, v0
  v_xor_b32 v6, 1, v0
  v_lshlrev_b32 v8, 2, v6
  ds_bpermute_b32 v6, v8, v5
  s_waitcnt lgkmcnt(0)
  v_add_f32 v5, v5, v6
  v_xor_b32 v6, 2, v0
  v_lshlrev_b32 v10, 2, v6
  ds_bpermute_b32 v6, v10, v5
  s_waitcnt lgkmcnt(0)
  v_add_f32 v5, v5, v6
  v_xor_b32 v6, 4, v0
  v_lshlrev_b32 v12, 2, v6
  ds_bpermute_b32 v6, v12, v5
  s_waitcnt lgkmcnt(0)
  v_add_f32 v6, v5, v6
  v_xor_b32 v14, 8, v0
  v_lshlrev_b32 v14, 2, v14
  ds_bpermute_b32 v16, v14, v6
  s_waitcnt lgkmcnt(0)
  v_add_f32 v16, v6, v16
  v_xor_b32 v18, 16, v0
  v_lshlrev_b32 v18, 2, v18
  ds_bpermute_b32 v20, v18, v16
  s_waitcnt lgkmcnt(0)
  v_add_f32 v23, v16, v20
  v_mul_lo_u32 v24, v7, 4
  ds_store_b32 v24, v23
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_and_b32 v28, v7, 0xffffff9f
  v_mul_lo_u32 v16, v28, 4
  ds_load_b32 v0, v16
  ds_load_b32 v6, v16 offset:128
  ds_load_b32 v5, v16 offset:256
  ds_load_b32 v7, v16 offset:384
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v0, v6
  v_add_f32 v5, v5, v7
  v_add_f32 v0, v0, v5
  v_cvt_f32_i32 v6, s24
  v_div_scale_f32 v5, vcc_lo, v6, v6, v0
  v_div_scale_f32 v7, vcc_lo, v0, v6, v0
  v_rcp_f32 v20, v5
  v_fma_f32 v21, -v5, v20, 0x3f800000
  v_fma_f32 v20, v21, v20, v20
  v_mul_f32 v21, v7, v20
  v_fma_f32 v23, -v5, v21, v7
  v_fma_f32 v21, v23, v20, v21
  v_fma_f32 v5, -v5, v21, v7
  s_nop 3
  v_div_fmas_f32 v5, v5, v20, v21
  v_div_fixup_f32 v5, v5, v6, v0
  v_sub_f32 v7, v9, v5
  v_sub_f32 v9, v11, v5
  v_sub_f32 v11, v13, v5
  v_sub_f32 v13, v15, v5
  v_sub_f32 v15, v19, v5
  v_sub_f32 v20, v22, v5
  v_sub_f32 v19, v26, v5
  v_sub_f32 v21, v30, v5
  v_cndmask_b32_e64 v23, 0, v7, s6
  v_cndmask_b32_e64 v25, 0, v9, s8
  v_cndmask_b32_e64 v27, 0, v11, s10
  v_cndmask_b32_e64 v30, 0, v13, s12
  v_cndmask_b32_e64 v13, 0, v15, s18
  v_cndmask_b32_e64 v11, 0, v20, s26
  v_cndmask_b32_e64 v9, 0, v19, s14
  v_cndmask_b32_e64 v7, 0, v21, s16
  v_mul_f32 v0, v7, v7
  v_mul_f32 v15, v9, v9
  v_mul_f32 v19, v11, v11
  v_mul_f32 v20, v13, v13
  v_mul_f32 v21, v30, v30
  v_mul_f32 v22, v27, v27
  v_mul_f32 v26, v23, v23
  v_mul_f32 v28, v25, v25
  v_add_f32 v26, v26, v28
  v_add_f32 v22, v26, v22
  v_add_f32 v21, v22, v21
  v_add_f32 v20, v21, v20
  v_add_f32 v19, v20, v19
  v_add_f32 v15, v19, v15
  v_add_f32 v15, v15, v0
  ds_bpermute_b32 v8, v8, v15
  s_waitcnt lgkmcnt(0)
  v_add_f32 v8, v15, v8
  ds_bpermute_b32 v10, v10, v8
  s_waitcnt lgkmcnt(0)
  v_add_f32 v15, v8, v10
  ds_bpermute_b32 v19, v12, v15
  s_waitcnt lgkmcnt(0)
  v_add_f32 v19, v15, v19
  ds_bpermute_b32 v20, v14, v19
  s_waitcnt lgkmcnt(0)
  v_add_f32 v20, v19, v20
  ds_bpermute_b32 v22, v18, v20
  s_waitcnt lgkmcnt(0)
  v_add_f32 v26, v20, v22
  ds_store_b32 v24, v26 offset:512
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  ds_load_b32 v28, v16 offset:512
  ds_load_b32 v8, v16 offset:640
  ds_load_b32 v0, v16 offset:768
  ds_load_b32 v10, v16 offset:896
  s_waitcnt lgkmcnt(0)
  v_add_f32 v8, v28, v8
  v_add_f32 v0, v0, v10
  v_add_f32 v0, v8, v0
  v_ashrrev_i32 v8, 30, v31
  v_ashrrev_i32 v10, 30, v2
  v_lshlrev_b32 v2, 2, v2
  v_add_co_u32 v38, vcc_lo, s28, v2
  v_add_co_ci_u32 v39, vcc_lo, s29, v10, vcc_lo
  v_add_co_u32 v36, vcc_lo, s30, v2
  v_add_co_ci_u32 v37, vcc_lo, s31, v10, vcc_lo
  v_add_co_u32 v34, vcc_lo, s22, v3
  v_add_co_ci_u32 v35, vcc_lo, s23, v4, vcc_lo
  v_add_co_u32 v32, vcc_lo, s22, v1
  v_add_co_ci_u32 v33, vcc_lo, s23, v17, vcc_lo
  v_div_scale_f32 v1, vcc_lo, v6, v6, v0
  v_div_scale_f32 v2, vcc_lo, v0, v6, v0
  v_rcp_f32 v3, v1
  v_fma_f32 v4, -v1, v3, 0x3f800000
  v_fma_f32 v4, v4, v3, v3
  v_mul_f32 v10, v2, v4
  v_fma_f32 v12, -v1, v10, v2
  v_fma_f32 v10, v12, v4, v10
  v_fma_f32 v12, -v1, v10, v2
  s_nop 3
  v_div_fmas_f32 v14, v12, v4, v10
  v_div_fixup_f32 v16, v14, v6, v0
  v_add_f32 v18, v16, s20
  v_cmp_class_f32_e64 s0, v18, 0x90
  v_cndmask_b32_e64 v22, 0x3f800000, 0x4b800000, s0
  v_mul_f32 v24, v18, v22
  v_rsq_f32 v26, v24
  v_cndmask_b32_e64 v28, 0x3f800000, 0x45800000, s0
  v_mul_f32 v0, v26, v28
  v_mul_f32 v14, v23, v0
  v_mul_f32 v12, v25, v0
  v_mul_f32 v10, v27, v0
  v_mul_f32 v6, v30, v0
  v_mul_f32 v4, v13, v0
  v_mul_f32 v3, v11, v0
  v_mul_f32 v2, v9, v0
  v_mul_f32 v1, v7, v0
  v_lshlrev_b32 v13, 2, v31
  v_add_co_u32 v40, vcc_lo, s28, v13
  v_add_co_ci_u32 v41, vcc_lo, s29, v8, vcc_lo
  v_mov_b32 v16, 0
  s_and_saveexec_b32 s32, s6
  global_load_b32 v16, v[40:41], off
  s_mov_b32 exec_lo, s32
  v_mov_b32 v19, 0
  s_and_saveexec_b32 s32, s8
  global_load_b32 v19, v[40:41], off offset:4
  s_mov_b32 exec_lo, s32
  v_mov_b32 v7, 0
  s_and_saveexec_b32 s32, s10
  global_load_b32 v7, v[40:41], off offset:8
  s_mov_b32 exec_lo, s32
  v_mov_b32 v9, 0
  s_and_saveexec_b32 s32, s12
  global_load_b32 v9, v[40:41], off offset:12
  s_mov_b32 exec_lo, s32
  v_mov_b32 v11, 0
  s_and_saveexec_b32 s32, s18
  global_load_b32 v11, v[38:39], off
  s_mov_b32 exec_lo, s32
  v_mov_b32 v18, 0
  s_and_saveexec_b32 s32, s26
  global_load_b32 v18, v[38:39], off offset:4
  s_mov_b32 exec_lo, s32
  v_mov_b32 v15, 0
  s_and_saveexec_b32 s32, s14
  global_load_b32 v15, v[38:39], off offset:8
  s_mov_b32 exec_lo, s32
  v_mov_b32 v17, 0
  s_and_saveexec_b32 s32, s16
  global_load_b32 v17, v[38:39], off offset:12
  s_mov_b32 exec_lo, s32
  s_waitcnt vmcnt(0)
  v_mul_f32 v16, v14, v16
  v_mul_f32 v12, v12, v19
  v_mul_f32 v7, v10, v7
  v_mul_f32 v9, v6, v9
  v_mul_f32 v11, v4, v11
  v_mul_f32 v14, v3, v18
  v_mul_f32 v15, v2, v15
  v_mul_f32 v17, v1, v17
  v_add_co_u32 v38, vcc_lo, s30, v13
  v_add_co_ci_u32 v39, vcc_lo, s31, v8, vcc_lo
  v_mov_b32 v20, 0
  s_and_saveexec_b32 s32, s6
  global_load_b32 v20, v[38:39], off
  s_mov_b32 exec_lo, s32
  v_mov_b32 v22, 0
  s_and_saveexec_b32 s32, s8
  global_load_b32 v22, v[38:39], off offset:4
  s_mov_b32 exec_lo, s32
  v_mov_b32 v24, 0
  s_and_saveexec_b32 s32, s10
  global_load_b32 v24, v[38:39], off offset:8
  s_mov_b32 exec_lo, s32
  v_mov_b32 v26, 0
  s_and_saveexec_b32 s32, s12
  global_load_b32 v26, v[38:39], off offset:12
  s_mov_b32 exec_lo, s32
  v_mov_b32 v28, 0
  s_and_saveexec_b32 s32, s18
  global_load_b32 v28, v[36:37], off
  s_mov_b32 exec_lo, s32
  v_mov_b32 v30, 0
  s_and_saveexec_b32 s32, s26
  global_load_b32 v30, v[36:37], off offset:4
  s_mov_b32 exec_lo, s32
  v_mov_b32 v2, 0
  s_and_saveexec_b32 s32, s14
  global_load_b32 v2, v[36:37], off offset:8
  s_mov_b32 exec_lo, s32
  v_mov_b32 v1, 0
  s_and_saveexec_b32 s32, s16
  global_load_b32 v1, v[36:37], off offset:12
  s_mov_b32 exec_lo, s32
  s_waitcnt vmcnt(0)
  v_add_f32 v10, v16, v20
  v_add_f32 v8, v12, v22
  v_add_f32 v7, v7, v24
  v_add_f32 v6, v9, v26
  v_add_f32 v4, v11, v28
  v_add_f32 v3, v14, v30
  v_add_f32 v2, v15, v2
  v_add_f32 v1, v17, v1
  s_and_saveexec_b32 s32, s6
  global_store_b32 v[34:35], v10, off
  s_mov_b32 exec_lo, s32
  s_and_saveexec_b32 s32, s8
  global_store_b32 v[34:35], v8, off offset:4
  s_mov_b32 exec_lo, s32
  s_and_saveexec_b32 s32, s10
  global_store_b32 v[34:35], v7, off offset:8
  s_mov_b32 exec_lo, s32
  s_and_saveexec_b32 s32, s12
  global_store_b32 v[34:35], v6, off offset:12
  s_mov_b32 exec_lo, s32
  s_and_saveexec_b32 s32, s18
  global_store_b32 v[32:33], v4, off
  s_mov_b32 exec_lo, s32
  s_and_saveexec_b32 s32, s26
  global_store_b32 v[32:33], v3, off offset:4
  s_mov_b32 exec_lo, s32
  s_and_saveexec_b32 s32, s14
  global_store_b32 v[32:33], v2, off offset:8
  s_mov_b32 exec_lo, s32
  s_and_saveexec_b32 s32, s16
  global_store_b32 v[32:33], v1, off offset:12
  s_mov_b32 exec_lo, s32
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mul_i32 s0, s2, 4
  s_mul_hi_i32 s8, s2, 4
  s_add_u32 s6, s4, s0
  s_addc_u32 s7, s5, s8
  v_mov_b32 v32, s6
  v_mov_b32 v33, s7
  v_cmp_eq_u32_e64 s10, v29, 0
  s_and_saveexec_b32 s32, s10
  global_store_b32 v[32:33], v5, off
  s_mov_b32 exec_lo, s32
  s_mul_i32 s18, s2, 4
  s_mul_hi_i32 s22, s2, 4
  v_readlane_b32 s4, v42, 0
  v_readlane_b32 s5, v42, 1
  s_add_u32 s26, s4, s18
  s_addc_u32 s27, s5, s22
  v_cmp_eq_u32_e64 s30, v29, 0
  v_mov_b32 v32, s26
  v_mov_b32 v33, s27
  s_and_saveexec_b32 s32, s30
  global_store_b32 v[32:33], v0, off
  s_mov_b32 exec_lo, s32
  s_endpgm
.Llayernorm_end:
.size layernorm, .Llayernorm_end-layernorm
; 34 SGPRs, 43 VGPRs; allocation: 0 moves, 1 spills, 1 reloads

.rodata
.p2align 6
.amdhsa_kernel layernorm
  .amdhsa_group_segment_fixed_size 1024
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 76
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 43
  .amdhsa_next_free_sgpr 34
  .amdhsa_wavefront_size32 1
  .amdhsa_workgroup_processor_mode 0
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 3
  .amdhsa_ieee_mode 1
  .amdhsa_dx10_clamp 1
.end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.kernels:
  - .name: layernorm
    .symbol: layernorm.kd
    .kernarg_segment_size: 76
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 1024
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 34
    .vgpr_count: 43
    .max_flat_workgroup_size: 128
    .reqd_workgroup_size: [128, 1, 1]
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
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .offset: 24
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .offset: 32
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .offset: 40
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .offset: 48
        .size: 4
        .value_kind: by_value
      - .offset: 52
        .size: 4
        .value_kind: by_value
      - .offset: 56
        .size: 4
        .value_kind: by_value
      - .offset: 64
        .size: 4
        .value_kind: hidden_block_count_x
      - .offset: 68
        .size: 4
        .value_kind: hidden_block_count_y
      - .offset: 72
        .size: 4
        .value_kind: hidden_block_count_z
amdhsa.version:
  - 1
  - 2
amdhsa.target: amdgcn-amd-amdhsa--gfx1100
...
.end_amdgpu_metadata
