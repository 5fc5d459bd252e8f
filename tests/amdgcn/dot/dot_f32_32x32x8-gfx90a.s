.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.amdhsa_code_object_version 5
.text
.globl dot
.p2align 8
.type dot,@function
dot:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v6, 0x3ff, v0
  s_load_dwordx2 s[16:17], s[0:1], 0x0
  s_load_dwordx2 s[20:21], s[0:1], 0x8
  s_load_dwordx2 s[24:25], s[0:1], 0x10
  s_load_dwordx2 s[28:29], s[0:1], 0x18
  v_lshrrev_b32 v16, 1, v6
  v_and_b32 v18, v16, 31
  v_mul_lo_u32 v20, v18, 8
  v_and_b32 v22, v6, 1
  v_lshlrev_b32 v24, 2, v22
  v_add_u32 v26, v20, v24
  v_lshlrev_b32 v28, 2, v26
  v_ashrrev_i32 v30, 30, v26
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v50, s16
  v_mov_b32 v51, s17
  v_add_co_u32 v48, vcc, v50, v28
  v_addc_co_u32 v49, vcc, v51, v30, vcc
  global_load_dword v36, v[48:49], off
  global_load_dword v38, v[48:49], off offset:4
  global_load_dword v40, v[48:49], off offset:8
  global_load_dword v42, v[48:49], off offset:12
  v_lshrrev_b32 v44, 3, v6
  v_and_b32 v46, v44, 7
  v_mul_lo_u32 v0, v46, 32
  v_and_b32 v1, v6, 7
  v_lshlrev_b32 v2, 2, v1
  v_add_u32 v1, v0, v2
  v_lshlrev_b32 v0, 2, v1
  v_ashrrev_i32 v4, 30, v1
  v_mov_b32 v50, s20
  v_mov_b32 v51, s21
  v_add_co_u32 v48, vcc, v50, v0
  v_addc_co_u32 v49, vcc, v51, v4, vcc
  global_load_dword v1, v[48:49], off
  global_load_dword v3, v[48:49], off offset:4
  global_load_dword v25, v[48:49], off offset:8
  global_load_dword v21, v[48:49], off offset:12
  v_add_u32 v9, v46, 8
  v_add_u32 v11, v46, 16
  v_add_u32 v13, v46, 24
  v_mul_lo_u32 v15, v9, 32
  v_mul_lo_u32 v17, v11, 32
  v_mul_lo_u32 v19, v13, 32
  v_add_u32 v22, v15, v2
  v_add_u32 v23, v17, v2
  v_add_u32 v26, v19, v2
  v_mov_b32 v48, s24
  v_mov_b32 v49, s25
  v_add_co_u32 v54, vcc, v48, v0
  v_addc_co_u32 v55, vcc, v49, v4, vcc
  v_lshlrev_b32 v31, 2, v22
  v_ashrrev_i32 v33, 30, v22
  v_mov_b32 v48, s24
  v_mov_b32 v49, s25
  v_add_co_u32 v52, vcc, v48, v31
  v_addc_co_u32 v53, vcc, v49, v33, vcc
  v_lshlrev_b32 v39, 2, v23
  v_ashrrev_i32 v41, 30, v23
  v_mov_b32 v48, s24
  v_mov_b32 v49, s25
  v_add_co_u32 v50, vcc, v48, v39
  v_addc_co_u32 v51, vcc, v49, v41, vcc
  v_lshlrev_b32 v47, 2, v26
  v_ashrrev_i32 v0, 30, v26
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v48, vcc, v56, v47
  v_addc_co_u32 v49, vcc, v57, v0, vcc
  global_load_dword v13, v[54:55], off
  global_load_dword v11, v[54:55], off offset:4
  global_load_dword v9, v[54:55], off offset:8
  global_load_dword v5, v[54:55], off offset:12
  global_load_dword v0, v[52:53], off
  global_load_dword v2, v[52:53], off offset:4
  global_load_dword v4, v[52:53], off offset:8
  global_load_dword v7, v[52:53], off offset:12
  global_load_dword v8, v[50:51], off
  global_load_dword v10, v[50:51], off offset:4
  global_load_dword v12, v[50:51], off offset:8
  global_load_dword v14, v[50:51], off offset:12
  global_load_dword v16, v[48:49], off
  global_load_dword v18, v[48:49], off offset:4
  global_load_dword v23, v[48:49], off offset:8
  global_load_dword v22, v[48:49], off offset:12
  v_and_b32 v24, v6, 63
  v_lshlrev_b32 v26, 2, v24
  v_mul_lo_u32 v28, v26, 4
  v_lshrrev_b32 v30, 7, v28
  v_mul_lo_u32 v32, v30, 4
  v_add_u32 v34, v28, v32
  s_waitcnt vmcnt(0)
  ds_write_b32 v34, v13
  ds_write_b32 v34, v11 offset:4
  ds_write_b32 v34, v9 offset:8
  ds_write_b32 v34, v5 offset:12
  ds_write_b32 v34, v0 offset:1056
  ds_write_b32 v34, v2 offset:1060
  ds_write_b32 v34, v4 offset:1064
  ds_write_b32 v34, v7 offset:1068
  ds_write_b32 v34, v8 offset:2112
  ds_write_b32 v34, v10 offset:2116
  ds_write_b32 v34, v12 offset:2120
  ds_write_b32 v34, v14 offset:2124
  ds_write_b32 v34, v16 offset:3168
  ds_write_b32 v34, v18 offset:3172
  ds_write_b32 v34, v23 offset:3176
  ds_write_b32 v34, v22 offset:3180
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v0, v6, 31
  v_lshrrev_b32 v2, 5, v6
  v_and_b32 v2, v2, 1
  v_lshlrev_b32 v4, 7, v2
  v_or_b32 v4, v0, v4
  v_mul_lo_u32 v4, v4, 4
  v_lshrrev_b32 v5, 7, v4
  v_mul_lo_u32 v5, v5, 4
  v_add_u32 v19, v4, v5
  ds_read_b32 v4, v19
  ds_read_b32 v5, v19 offset:132
  ds_read_b32 v6, v19 offset:264
  ds_read_b32 v7, v19 offset:396
  ds_read_b32 v8, v19 offset:1056
  ds_read_b32 v9, v19 offset:1188
  ds_read_b32 v10, v19 offset:1320
  ds_read_b32 v11, v19 offset:1452
  ds_read_b32 v12, v19 offset:2112
  ds_read_b32 v13, v19 offset:2244
  ds_read_b32 v14, v19 offset:2376
  ds_read_b32 v15, v19 offset:2508
  ds_read_b32 v16, v19 offset:3168
  ds_read_b32 v17, v19 offset:3300
  ds_read_b32 v18, v19 offset:3432
  ds_read_b32 v19, v19 offset:3564
  ds_write_b32 v34, v36 offset:4224
  ds_write_b32 v34, v38 offset:4228
  ds_write_b32 v34, v40 offset:4232
  ds_write_b32 v34, v42 offset:4236
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshlrev_b32 v45, 3, v0
  v_or_b32 v47, v45, v2
  v_mul_lo_u32 v20, v47, 4
  v_lshrrev_b32 v22, 7, v20
  v_mul_lo_u32 v22, v22, 4
  v_add_u32 v20, v20, v22
  ds_read_b32 v26, v20 offset:4224
  ds_read_b32 v23, v20 offset:4232
  ds_read_b32 v27, v20 offset:4240
  ds_read_b32 v29, v20 offset:4248
  ds_write_b32 v34, v1 offset:5280
  ds_write_b32 v34, v3 offset:5284
  ds_write_b32 v34, v25 offset:5288
  ds_write_b32 v34, v21 offset:5292
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_mul_lo_u32 v21, v24, 4
  v_lshrrev_b32 v22, 7, v21
  v_mul_lo_u32 v22, v22, 4
  v_add_u32 v22, v21, v22
  ds_read_b32 v25, v22 offset:5280
  ds_read_b32 v24, v22 offset:5544
  ds_read_b32 v21, v22 offset:5808
  ds_read_b32 v28, v22 offset:6072
  v_mov_b32 v20, v26
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v22, v25
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v23
  v_mov_b32 v22, v24
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v27
  v_mov_b32 v22, v21
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v29
  v_mov_b32 v22, v28
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_lshlrev_b32 v28, 2, v2
  v_add_u32 v30, v28, 1
  v_add_u32 v32, v28, 2
  v_add_u32 v34, v28, 3
  v_add_u32 v36, v28, 8
  v_add_u32 v38, v28, 9
  v_add_u32 v40, v28, 10
  v_add_u32 v42, v28, 11
  v_add_u32 v44, v28, 16
  v_add_u32 v46, v28, 17
  v_add_u32 v21, v28, 18
  v_add_u32 v20, v28, 19
  v_add_u32 v22, v28, 24
  v_add_u32 v23, v28, 25
  v_add_u32 v25, v28, 26
  v_add_u32 v27, v28, 27
  v_mul_lo_u32 v29, v28, 32
  v_mul_lo_u32 v2, v30, 32
  v_mul_lo_u32 v1, v32, 32
  v_mul_lo_u32 v3, v34, 32
  v_mul_lo_u32 v34, v36, 32
  v_mul_lo_u32 v32, v38, 32
  v_mul_lo_u32 v30, v40, 32
  v_mul_lo_u32 v28, v42, 32
  v_mul_lo_u32 v26, v44, 32
  v_mul_lo_u32 v24, v46, 32
  v_mul_lo_u32 v21, v21, 32
  v_mul_lo_u32 v20, v20, 32
  v_mul_lo_u32 v22, v22, 32
  v_mul_lo_u32 v23, v23, 32
  v_mul_lo_u32 v25, v25, 32
  v_mul_lo_u32 v27, v27, 32
  v_add_u32 v29, v29, v0
  v_add_u32 v31, v2, v0
  v_add_u32 v33, v1, v0
  v_add_u32 v35, v3, v0
  v_add_u32 v37, v34, v0
  v_add_u32 v39, v32, v0
  v_add_u32 v41, v30, v0
  v_add_u32 v43, v28, v0
  v_add_u32 v45, v26, v0
  v_add_u32 v47, v24, v0
  v_add_u32 v21, v21, v0
  v_add_u32 v20, v20, v0
  v_add_u32 v3, v22, v0
  v_add_u32 v2, v23, v0
  v_add_u32 v1, v25, v0
  v_add_u32 v0, v27, v0
  v_lshlrev_b32 v22, 2, v29
  v_ashrrev_i32 v23, 30, v29
  v_mov_b32 v52, s28
  v_mov_b32 v53, s29
  v_add_co_u32 v56, vcc, v52, v22
  v_addc_co_u32 v57, vcc, v53, v23, vcc
  v_lshlrev_b32 v22, 2, v31
  v_ashrrev_i32 v23, 30, v31
  v_mov_b32 v68, s28
  v_mov_b32 v69, s29
  v_add_co_u32 v72, vcc, v68, v22
  v_addc_co_u32 v73, vcc, v69, v23, vcc
  v_lshlrev_b32 v22, 2, v33
  v_ashrrev_i32 v23, 30, v33
  v_mov_b32 v78, s28
  v_mov_b32 v79, s29
  v_add_co_u32 v82, vcc, v78, v22
  v_addc_co_u32 v83, vcc, v79, v23, vcc
  v_lshlrev_b32 v22, 2, v35
  v_ashrrev_i32 v24, 30, v35
  v_mov_b32 v50, s28
  v_mov_b32 v51, s29
  v_add_co_u32 v48, vcc, v50, v22
  v_addc_co_u32 v49, vcc, v51, v24, vcc
  v_lshlrev_b32 v30, 2, v37
  v_ashrrev_i32 v32, 30, v37
  v_mov_b32 v52, s28
  v_mov_b32 v53, s29
  v_add_co_u32 v50, vcc, v52, v30
  v_addc_co_u32 v51, vcc, v53, v32, vcc
  v_lshlrev_b32 v38, 2, v39
  v_ashrrev_i32 v40, 30, v39
  v_mov_b32 v54, s28
  v_mov_b32 v55, s29
  v_add_co_u32 v52, vcc, v54, v38
  v_addc_co_u32 v53, vcc, v55, v40, vcc
  v_lshlrev_b32 v46, 2, v41
  v_ashrrev_i32 v22, 30, v41
  v_mov_b32 v58, s28
  v_mov_b32 v59, s29
  v_add_co_u32 v54, vcc, v58, v46
  v_addc_co_u32 v55, vcc, v59, v22, vcc
  v_lshlrev_b32 v22, 2, v43
  v_ashrrev_i32 v23, 30, v43
  v_mov_b32 v60, s28
  v_mov_b32 v61, s29
  v_add_co_u32 v58, vcc, v60, v22
  v_addc_co_u32 v59, vcc, v61, v23, vcc
  v_lshlrev_b32 v22, 2, v45
  v_ashrrev_i32 v23, 30, v45
  v_mov_b32 v62, s28
  v_mov_b32 v63, s29
  v_add_co_u32 v60, vcc, v62, v22
  v_addc_co_u32 v61, vcc, v63, v23, vcc
  v_lshlrev_b32 v22, 2, v47
  v_ashrrev_i32 v23, 30, v47
  v_mov_b32 v70, s28
  v_mov_b32 v71, s29
  v_add_co_u32 v74, vcc, v70, v22
  v_addc_co_u32 v75, vcc, v71, v23, vcc
  v_lshlrev_b32 v22, 2, v21
  v_ashrrev_i32 v21, 30, v21
  v_mov_b32 v80, s28
  v_mov_b32 v81, s29
  v_add_co_u32 v84, vcc, v80, v22
  v_addc_co_u32 v85, vcc, v81, v21, vcc
  v_lshlrev_b32 v23, 2, v20
  v_ashrrev_i32 v25, 30, v20
  v_mov_b32 v64, s28
  v_mov_b32 v65, s29
  v_add_co_u32 v62, vcc, v64, v23
  v_addc_co_u32 v63, vcc, v65, v25, vcc
  v_lshlrev_b32 v31, 2, v3
  v_ashrrev_i32 v33, 30, v3
  v_mov_b32 v66, s28
  v_mov_b32 v67, s29
  v_add_co_u32 v64, vcc, v66, v31
  v_addc_co_u32 v65, vcc, v67, v33, vcc
  v_lshlrev_b32 v39, 2, v2
  v_ashrrev_i32 v41, 30, v2
  v_mov_b32 v68, s28
  v_mov_b32 v69, s29
  v_add_co_u32 v66, vcc, v68, v39
  v_addc_co_u32 v67, vcc, v69, v41, vcc
  v_lshlrev_b32 v47, 2, v1
  v_ashrrev_i32 v1, 30, v1
  v_mov_b32 v70, s28
  v_mov_b32 v71, s29
  v_add_co_u32 v68, vcc, v70, v47
  v_addc_co_u32 v69, vcc, v71, v1, vcc
  v_lshlrev_b32 v1, 2, v0
  v_ashrrev_i32 v0, 30, v0
  v_mov_b32 v76, s28
  v_mov_b32 v77, s29
  v_add_co_u32 v70, vcc, v76, v1
  v_addc_co_u32 v71, vcc, v77, v0, vcc
  global_store_dword v[56:57], v4, off
  global_store_dword v[72:73], v5, off
  global_store_dword v[82:83], v6, off
  global_store_dword v[48:49], v7, off
  global_store_dword v[50:51], v8, off
  global_store_dword v[52:53], v9, off
  global_store_dword v[54:55], v10, off
  global_store_dword v[58:59], v11, off
  global_store_dword v[60:61], v12, off
  global_store_dword v[74:75], v13, off
  global_store_dword v[84:85], v14, off
  global_store_dword v[62:63], v15, off
  global_store_dword v[64:65], v16, off
  global_store_dword v[66:67], v17, off
  global_store_dword v[68:69], v18, off
  global_store_dword v[70:71], v19, off
  s_endpgm
.Ldot_end:
.size dot, .Ldot_end-dot
; 32 SGPRs, 86 VGPRs; allocation: 8 moves, 0 spills, 0 reloads

.rodata
.p2align 6
.amdhsa_kernel dot
  .amdhsa_group_segment_fixed_size 6336
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 44
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 86
  .amdhsa_next_free_sgpr 32
  .amdhsa_accum_offset 88
  .amdhsa_tg_split 0
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 3
  .amdhsa_ieee_mode 1
  .amdhsa_dx10_clamp 1
.end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.kernels:
  - .name: dot
    .symbol: dot.kd
    .kernarg_segment_size: 44
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 6336
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 32
    .vgpr_count: 86
    .max_flat_workgroup_size: 64
    .reqd_workgroup_size: [64, 1, 1]
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
        .size: 4
        .value_kind: hidden_block_count_x
      - .offset: 36
        .size: 4
        .value_kind: hidden_block_count_y
      - .offset: 40
        .size: 4
        .value_kind: hidden_block_count_z
amdhsa.version:
  - 1
  - 2
amdhsa.target: amdgcn-amd-amdhsa--gfx90a
...
.end_amdgpu_metadata
