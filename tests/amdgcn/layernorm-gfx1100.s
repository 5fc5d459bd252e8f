.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 5
.text
.globl layernorm
.p2align 8
.type layernorm,@function
layernorm:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v9, 31, v0
  v_and_b32 v8, 0x3ff, v0
  s_load_b64 s[20:21], s[0:1], 0x0
  s_load_b64 s[24:25], s[0:1], 0x8
  s_load_b64 s[28:29], s[0:1], 0x10
  s_load_b64 s[32:33], s[0:1], 0x18
  s_load_b64 s[36:37], s[0:1], 0x20
  s_load_b64 s[40:41], s[0:1], 0x28
  s_load_b32 s44, s[0:1], 0x30
  s_load_b32 s48, s[0:1], 0x34
  s_load_b32 s52, s[0:1], 0x38
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s56, s2, s44
  v_and_b32 v30, v8, 0x7f
  v_lshlrev_b32 v32, 2, v30
  v_add_nc_u32 v34, v32, 1
  v_add_nc_u32 v36, v32, 2
  v_add_nc_u32 v38, v32, 3
  v_add_nc_u32 v40, v32, 0x200
  v_add_nc_u32 v42, v32, 0x201
  v_add_nc_u32 v44, v32, 0x202
  v_add_nc_u32 v46, v32, 0x203
  v_add_nc_u32 v1, s56, v32
  v_add_nc_u32 v3, s56, v40
  v_lshlrev_b32 v0, 2, v1
  v_ashrrev_i32 v1, 30, v1
  v_add_co_u32 v50, vcc_lo, s20, v0
  v_add_co_ci_u32 v51, vcc_lo, s21, v1, vcc_lo
  v_lshlrev_b32 v2, 2, v3
  v_ashrrev_i32 v3, 30, v3
  v_add_co_u32 v48, vcc_lo, s20, v2
  v_add_co_ci_u32 v49, vcc_lo, s21, v3, vcc_lo
  v_cmp_lt_i32_e64 s4, v32, s48
  v_cmp_lt_i32_e64 s6, v34, s48
  v_cmp_lt_i32_e64 s10, v36, s48
  v_cmp_lt_i32_e64 s14, v38, s48
  v_cmp_lt_i32_e64 s18, v40, s48
  v_cmp_lt_i32_e64 s22, v42, s48
  v_cmp_lt_i32_e64 s26, v44, s48
  v_cmp_lt_i32_e64 s30, v46, s48
  v_mov_b32 v17, 0
  s_and_saveexec_b32 s58, s4
  global_load_b32 v17, v[50:51], off
  s_mov_b32 exec_lo, s58
  v_mov_b32 v19, 0
  s_and_saveexec_b32 s58, s6
  global_load_b32 v19, v[50:51], off offset:4
  s_mov_b32 exec_lo, s58
  v_mov_b32 v21, 0
  s_and_saveexec_b32 s58, s10
  global_load_b32 v21, v[50:51], off offset:8
  s_mov_b32 exec_lo, s58
  v_mov_b32 v23, 0
  s_and_saveexec_b32 s58, s14
  global_load_b32 v23, v[50:51], off offset:12
  s_mov_b32 exec_lo, s58
  v_mov_b32 v25, 0
  s_and_saveexec_b32 s58, s18
  global_load_b32 v25, v[48:49], off
  s_mov_b32 exec_lo, s58
  v_mov_b32 v27, 0
  s_and_saveexec_b32 s58, s22
  global_load_b32 v27, v[48:49], off offset:4
  s_mov_b32 exec_lo, s58
  v_mov_b32 v29, 0
  s_and_saveexec_b32 s58, s26
  global_load_b32 v29, v[48:49], off offset:8
  s_mov_b32 exec_lo, s58
  v_mov_b32 v31, 0
  s_and_saveexec_b32 s58, s30
  global_load_b32 v31, v[48:49], off offset:12
  s_mov_b32 exec_lo, s58
  s_waitcnt vmcnt(0)
  v_add_f32 v33, v17, v19
  v_add_f32 v35, v33, v21
  v_add_f32 v37, v35, v23
  v_add_f32 v39, v37, v25
  v_add_f32 v41, v39, v27
  v_add_f32 v43, v41, v29
  v_add_f32 v45, v43, v31
  v_xor_b32 v47, 1, v9
  v_lshlrev_b32 v4, 2, v47
  ds_bpermute_b32 v5, v4, v45
  s_waitcnt lgkmcnt(0)
  v_add_f32 v5, v45, v5
  v_xor_b32 v6, 2, v9
  v_lshlrev_b32 v6, 2, v6
  ds_bpermute_b32 v7, v6, v5
  s_waitcnt lgkmcnt(0)
  v_add_f32 v5, v5, v7
  v_xor_b32 v7, 4, v9
  v_lshlrev_b32 v7, 2, v7
  ds_bpermute_b32 v10, v7, v5
  s_waitcnt lgkmcnt(0)
  v_add_f32 v11, v5, v10
  v_xor_b32 v10, 8, v9
  v_lshlrev_b32 v10, 2, v10
  ds_bpermute_b32 v12, v10, v11
  s_waitcnt lgkmcnt(0)
  v_add_f32 v14, v11, v12
  v_xor_b32 v16, 16, v9
  v_lshlrev_b32 v18, 2, v16
  ds_bpermute_b32 v20, v18, v14
  s_waitcnt lgkmcnt(0)
  v_add_f32 v22, v14, v20
  v_mul_lo_u32 v24, v8, 4
  ds_store_b32 v24, v22
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_and_b32 v28, v8, 0xffffff9f
  v_mul_lo_u32 v34, v28, 4
  ds_load_b32 v33, v34
  ds_load_b32 v35, v34 offset:128
  ds_load_b32 v36, v34 offset:256
  ds_load_b32 v38, v34 offset:384
  s_waitcnt lgkmcnt(0)
  v_add_f32 v41, v33, v35
  v_add_f32 v42, v36, v38
  v_add_f32 v44, v41, v42
  v_cvt_f32_i32 v46, s48
  v_div_scale_f32 v5, vcc_lo, v46, v46, v44
  v_div_scale_f32 v8, vcc_lo, v44, v46, v44
  v_rcp_f32 v9, v5
  v_fma_f32 v11, -v5, v9, 0x3f800000
  v_fma_f32 v9, v11, v9, v9
  v_mul_f32 v11, v8, v9
  v_fma_f32 v12, -v5, v11, v8
  v_fma_f32 v11, v12, v9, v11
  v_fma_f32 v5, -v5, v11, v8
  s_nop 3
  v_div_fmas_f32 v5, v5, v9, v11
  v_div_fixup_f32 v5, v5, v46, v44
  v_sub_f32 v8, v17, v5
  v_sub_f32 v9, v19, v5
  v_sub_f32 v11, v21, v5
  v_sub_f32 v13, v23, v5
  v_sub_f32 v15, v25, v5
  v_sub_f32 v17, v27, v5
  v_sub_f32 v19, v29, v5
  v_sub_f32 v21, v31, v5
  v_cndmask_b32_e64 v23, 0, v8, s4
  v_cndmask_b32_e64 v25, 0, v9, s6
  v_cndmask_b32_e64 v27, 0, v11, s10
  v_cndmask_b32_e64 v29, 0, v13, s14
  v_cndmask_b32_e64 v31, 0, v15, s18
  v_cndmask_b32_e64 v33, 0, v17, s22
  v_cndmask_b32_e64 v35, 0, v19, s26
  v_cndmask_b32_e64 v37, 0, v21, s30
  v_mul_f32 v39, v23, v23
  v_mul_f32 v41, v25, v25
  v_mul_f32 v43, v27, v27
  v_mul_f32 v45, v29, v29
  v_mul_f32 v47, v31, v31
  v_mul_f32 v11, v33, v33
  v_mul_f32 v9, v35, v35
  v_mul_f32 v8, v37, v37
  v_add_f32 v12, v39, v41
  v_add_f32 v12, v12, v43
  v_add_f32 v12, v12, v45
  v_add_f32 v12, v12, v47
  v_add_f32 v11, v12, v11
  v_add_f32 v9, v11, v9
  v_add_f32 v8, v9, v8
  ds_bpermute_b32 v9, v4, v8
  s_waitcnt lgkmcnt(0)
  v_add_f32 v8, v8, v9
  ds_bpermute_b32 v11, v6, v8
  s_waitcnt lgkmcnt(0)
  v_add_f32 v12, v8, v11
  ds_bpermute_b32 v14, v7, v12
  s_waitcnt lgkmcnt(0)
  v_add_f32 v16, v12, v14
  ds_bpermute_b32 v19, v10, v16
  s_waitcnt lgkmcnt(0)
  v_add_f32 v20, v16, v19
  ds_bpermute_b32 v22, v18, v20
  s_waitcnt lgkmcnt(0)
  v_add_f32 v26, v20, v22
  ds_store_b32 v24, v26 offset:512
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  ds_load_b32 v28, v34 offset:512
  ds_load_b32 v38, v34 offset:640
  ds_load_b32 v36, v34 offset:768
  ds_load_b32 v34, v34 offset:896
  s_waitcnt lgkmcnt(0)
  v_add_f32 v38, v28, v38
  v_add_f32 v39, v36, v34
  v_add_f32 v41, v38, v39
  v_lshlrev_b32 v42, 2, v32
  v_ashrrev_i32 v44, 30, v32
  v_add_co_u32 v50, vcc_lo, s28, v42
  v_add_co_ci_u32 v51, vcc_lo, s29, v44, vcc_lo
  v_lshlrev_b32 v13, 2, v40
  v_ashrrev_i32 v14, 30, v40
  v_add_co_u32 v48, vcc_lo, s28, v13
  v_add_co_ci_u32 v49, vcc_lo, s29, v14, vcc_lo
  v_mov_b32 v12, 0
  s_and_saveexec_b32 s58, s4
  global_load_b32 v12, v[50:51], off
  s_mov_b32 exec_lo, s58
  v_mov_b32 v11, 0
  s_and_saveexec_b32 s58, s6
  global_load_b32 v11, v[50:51], off offset:4
  s_mov_b32 exec_lo, s58
  v_mov_b32 v10, 0
  s_and_saveexec_b32 s58, s10
  global_load_b32 v10, v[50:51], off offset:8
  s_mov_b32 exec_lo, s58
  v_mov_b32 v9, 0
  s_and_saveexec_b32 s58, s14
  global_load_b32 v9, v[50:51], off offset:12
  s_mov_b32 exec_lo, s58
  v_mov_b32 v8, 0
  s_and_saveexec_b32 s58, s18
  global_load_b32 v8, v[48:49], off
  s_mov_b32 exec_lo, s58
  v_mov_b32 v7, 0
  s_and_saveexec_b32 s58, s22
  global_load_b32 v7, v[48:49], off offset:4
  s_mov_b32 exec_lo, s58
  v_mov_b32 v4, 0
  s_and_saveexec_b32 s58, s26
  global_load_b32 v4, v[48:49], off offset:8
  s_mov_b32 exec_lo, s58
  v_mov_b32 v6, 0
  s_and_saveexec_b32 s58, s30
  global_load_b32 v6, v[48:49], off offset:12
  s_mov_b32 exec_lo, s58
  v_add_co_u32 v54, vcc_lo, s32, v42
  v_add_co_ci_u32 v55, vcc_lo, s33, v44, vcc_lo
  v_add_co_u32 v56, vcc_lo, s32, v13
  v_add_co_ci_u32 v57, vcc_lo, s33, v14, vcc_lo
  v_mov_b32 v14, 0
  s_and_saveexec_b32 s58, s4
  global_load_b32 v14, v[54:55], off
  s_mov_b32 exec_lo, s58
  v_mov_b32 v13, 0
  s_and_saveexec_b32 s58, s6
  global_load_b32 v13, v[54:55], off offset:4
  s_mov_b32 exec_lo, s58
  v_mov_b32 v15, 0
  s_and_saveexec_b32 s58, s10
  global_load_b32 v15, v[54:55], off offset:8
  s_mov_b32 exec_lo, s58
  v_mov_b32 v17, 0
  s_and_saveexec_b32 s58, s14
  global_load_b32 v17, v[54:55], off offset:12
  s_mov_b32 exec_lo, s58
  v_mov_b32 v19, 0
  s_and_saveexec_b32 s58, s18
  global_load_b32 v19, v[56:57], off
  s_mov_b32 exec_lo, s58
  v_mov_b32 v21, 0
  s_and_saveexec_b32 s58, s22
  global_load_b32 v21, v[56:57], off offset:4
  s_mov_b32 exec_lo, s58
  v_mov_b32 v24, 0
  s_and_saveexec_b32 s58, s26
  global_load_b32 v24, v[56:57], off offset:8
  s_mov_b32 exec_lo, s58
  v_mov_b32 v26, 0
  s_and_saveexec_b32 s58, s30
  global_load_b32 v26, v[56:57], off offset:12
  s_mov_b32 exec_lo, s58
  v_add_co_u32 v50, vcc_lo, s24, v0
  v_add_co_ci_u32 v51, vcc_lo, s25, v1, vcc_lo
  v_add_co_u32 v48, vcc_lo, s24, v2
  v_add_co_ci_u32 v49, vcc_lo, s25, v3, vcc_lo
  v_div_scale_f32 v32, vcc_lo, v46, v46, v41
  v_div_scale_f32 v34, vcc_lo, v41, v46, v41
  v_rcp_f32 v36, v32
  v_fma_f32 v38, -v32, v36, 0x3f800000
  v_fma_f32 v39, v38, v36, v36
  v_mul_f32 v42, v34, v39
  v_fma_f32 v43, -v32, v42, v34
  v_fma_f32 v45, v43, v39, v42
  v_fma_f32 v47, -v32, v45, v34
  s_nop 3
  v_div_fmas_f32 v0, v47, v39, v45
  v_div_fixup_f32 v0, v0, v46, v41
  v_add_f32 v0, v0, s52
  v_cmp_class_f32_e64 s0, v0, 0x90
  v_cndmask_b32_e64 v1, 0x3f800000, 0x4b800000, s0
  v_mul_f32 v0, v0, v1
  v_rsq_f32 v0, v0
  v_cndmask_b32_e64 v1, 0x3f800000, 0x45800000, s0
  v_mul_f32 v2, v0, v1
  v_mul_f32 v20, v23, v2
  v_mul_f32 v22, v25, v2
  v_mul_f32 v25, v27, v2
  v_mul_f32 v27, v29, v2
  v_mul_f32 v28, v31, v2
  v_mul_f32 v23, v33, v2
  v_mul_f32 v16, v35, v2
  v_mul_f32 v18, v37, v2
  s_waitcnt vmcnt(0)
  v_mul_f32 v20, v20, v12
  v_mul_f32 v22, v22, v11
  v_mul_f32 v25, v25, v10
  v_mul_f32 v27, v27, v9
  v_mul_f32 v28, v28, v8
  v_mul_f32 v31, v23, v7
  v_mul_f32 v32, v16, v4
  v_mul_f32 v34, v18, v6
  v_add_f32 v36, v20, v14
  v_add_f32 v38, v22, v13
  v_add_f32 v40, v25, v15
  v_add_f32 v42, v27, v17
  v_add_f32 v44, v28, v19
  v_add_f32 v46, v31, v21
  v_add_f32 v1, v32, v24
  v_add_f32 v0, v34, v26
  s_and_saveexec_b32 s58, s4
  global_store_b32 v[50:51], v36, off
  s_mov_b32 exec_lo, s58
  s_and_saveexec_b32 s58, s6
  global_store_b32 v[50:51], v38, off offset:4
  s_mov_b32 exec_lo, s58
  s_and_saveexec_b32 s58, s10
  global_store_b32 v[50:51], v40, off offset:8
  s_mov_b32 exec_lo, s58
  s_and_saveexec_b32 s58, s14
  global_store_b32 v[50:51], v42, off offset:12
  s_mov_b32 exec_lo, s58
  s_and_saveexec_b32 s58, s18
  global_store_b32 v[48:49], v44, off
  s_mov_b32 exec_lo, s58
  s_and_saveexec_b32 s58, s22
  global_store_b32 v[48:49], v46, off offset:4
  s_mov_b32 exec_lo, s58
  s_and_saveexec_b32 s58, s26
  global_store_b32 v[48:49], v1, off offset:8
  s_mov_b32 exec_lo, s58
  s_and_saveexec_b32 s58, s30
  global_store_b32 v[48:49], v0, off offset:12
  s_mov_b32 exec_lo, s58
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mul_i32 s0, s2, 4
  s_mul_hi_i32 s6, s2, 4
  s_add_u32 s4, s36, s0
  s_addc_u32 s5, s37, s6
  v_cmp_eq_u32_e64 s8, v30, 0
  v_mov_b32 v52, s4
  v_mov_b32 v53, s5
  s_and_saveexec_b32 s58, s8
  global_store_b32 v[52:53], v5, off
  s_mov_b32 exec_lo, s58
  s_mul_i32 s18, s2, 4
  s_mul_hi_i32 s22, s2, 4
  s_add_u32 s26, s40, s18
  s_addc_u32 s27, s41, s22
  v_cmp_eq_u32_e64 s30, v30, 0
  v_mov_b32 v58, s26
  v_mov_b32 v59, s27
  s_and_saveexec_b32 s58, s30
  global_store_b32 v[58:59], v2, off
  s_mov_b32 exec_lo, s58
  s_endpgm
.Llayernorm_end:
.size layernorm, .Llayernorm_end-layernorm
; 60 SGPRs, 60 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 60
  .amdhsa_next_free_sgpr 60
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
    .sgpr_count: 60
    .vgpr_count: 60
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
