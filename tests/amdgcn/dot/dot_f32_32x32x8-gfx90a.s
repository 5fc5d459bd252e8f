.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.amdhsa_code_object_version 5
.text
.globl dot
.p2align 8
.type dot,@function
dot:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v46, 0x3ff, v0
  s_load_dwordx2 s[16:17], s[0:1], 0x0
  s_load_dwordx2 s[20:21], s[0:1], 0x8
  s_load_dwordx2 s[24:25], s[0:1], 0x10
  s_load_dwordx2 s[28:29], s[0:1], 0x18
  v_lshrrev_b32 v16, 1, v46
  v_and_b32 v18, v16, 31
  v_mul_lo_u32 v20, v18, 8
  v_and_b32 v22, v46, 1
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
  v_lshrrev_b32 v44, 3, v46
  v_and_b32 v47, v44, 7
  v_mul_lo_u32 v0, v47, 32
  v_and_b32 v1, v46, 7
  v_lshlrev_b32 v1, 2, v1
  v_add_u32 v1, v0, v1
  v_lshlrev_b32 v0, 2, v1
  v_ashrrev_i32 v1, 30, v1
  v_mov_b32 v50, s20
  v_mov_b32 v51, s21
  v_add_co_u32 v48, vcc, v50, v0
  v_addc_co_u32 v49, vcc, v51, v1, vcc
  global_load_dword v1, v[48:49], off
  global_load_dword v3, v[48:49], off offset:4
  global_load_dword v25, v[48:49], off offset:8
  global_load_dword v21, v[48:49], off offset:12
  v_lshrrev_b32 v9, 3, v46
  v_and_b32 v11, v9, 7
  v_add_u32 v13, v11, 8
  v_add_u32 v15, v11, 16
  v_add_u32 v17, v11, 24
  v_mul_lo_u32 v19, v11, 32
  v_mul_lo_u32 v22, v13, 32
  v_mul_lo_u32 v23, v15, 32
  v_mul_lo_u32 v26, v17, 32
  v_and_b32 v27, v46, 7
  v_lshlrev_b32 v29, 2, v27
  v_add_u32 v31, v19, v29
  v_add_u32 v33, v22, v29
  v_add_u32 v35, v23, v29
  v_add_u32 v37, v26, v29
  v_lshlrev_b32 v39, 2, v31
  v_ashrrev_i32 v41, 30, v31
  v_mov_b32 v48, s24
  v_mov_b32 v49, s25
  v_add_co_u32 v52, vcc, v48, v39
  v_addc_co_u32 v53, vcc, v49, v41, vcc
  v_lshlrev_b32 v47, 2, v33
  v_ashrrev_i32 v0, 30, v33
  v_mov_b32 v48, s24
  v_mov_b32 v49, s25
  v_add_co_u32 v50, vcc, v48, v47
  v_addc_co_u32 v51, vcc, v49, v0, vcc
  v_lshlrev_b32 v0, 2, v35
  v_ashrrev_i32 v2, 30, v35
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v48, vcc, v54, v0
  v_addc_co_u32 v49, vcc, v55, v2, vcc
  v_lshlrev_b32 v0, 2, v37
  v_ashrrev_i32 v2, 30, v37
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v60, vcc, v56, v0
  v_addc_co_u32 v61, vcc, v57, v2, vcc
  global_load_dword v8, v[52:53], off
  global_load_dword v10, v[52:53], off offset:4
  global_load_dword v12, v[52:53], off offset:8
  global_load_dword v14, v[52:53], off offset:12
  global_load_dword v16, v[50:51], off
  global_load_dword v18, v[50:51], off offset:4
  global_load_dword v23, v[50:51], off offset:8
  global_load_dword v22, v[50:51], off offset:12
  global_load_dword v24, v[48:49], off
  global_load_dword v26, v[48:49], off offset:4
  global_load_dword v28, v[48:49], off offset:8
  global_load_dword v30, v[48:49], off offset:12
  global_load_dword v32, v[60:61], off
  global_load_dword v34, v[60:61], off offset:4
  global_load_dword v37, v[60:61], off offset:8
  global_load_dword v39, v[60:61], off offset:12
  v_and_b32 v41, v46, 63
  v_lshlrev_b32 v43, 2, v41
  v_mul_lo_u32 v44, v43, 4
  v_lshrrev_b32 v47, 7, v44
  v_mul_lo_u32 v0, v47, 4
  v_add_u32 v0, v44, v0
  s_waitcnt vmcnt(0)
  ds_write_b32 v0, v8
  ds_write_b32 v0, v10 offset:4
  ds_write_b32 v0, v12 offset:8
  ds_write_b32 v0, v14 offset:12
  ds_write_b32 v0, v16 offset:1056
  ds_write_b32 v0, v18 offset:1060
  ds_write_b32 v0, v23 offset:1064
  ds_write_b32 v0, v22 offset:1068
  ds_write_b32 v0, v24 offset:2112
  ds_write_b32 v0, v26 offset:2116
  ds_write_b32 v0, v28 offset:2120
  ds_write_b32 v0, v30 offset:2124
  ds_write_b32 v0, v32 offset:3168
  ds_write_b32 v0, v34 offset:3172
  ds_write_b32 v0, v37 offset:3176
  ds_write_b32 v0, v39 offset:3180
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v7, v46, 31
  v_lshrrev_b32 v8, 5, v46
  v_and_b32 v10, v8, 1
  v_lshlrev_b32 v12, 7, v10
  v_or_b32 v14, v7, v12
  v_mul_lo_u32 v16, v14, 4
  v_lshrrev_b32 v18, 7, v16
  v_mul_lo_u32 v20, v18, 4
  v_add_u32 v22, v16, v20
  ds_read_b32 v4, v22
  ds_read_b32 v5, v22 offset:132
  ds_read_b32 v28, v22 offset:264
  ds_read_b32 v7, v22 offset:396
  ds_read_b32 v8, v22 offset:1056
  ds_read_b32 v9, v22 offset:1188
  ds_read_b32 v10, v22 offset:1320
  ds_read_b32 v11, v22 offset:1452
  ds_read_b32 v12, v22 offset:2112
  ds_read_b32 v13, v22 offset:2244
  ds_read_b32 v14, v22 offset:2376
  ds_read_b32 v15, v22 offset:2508
  ds_read_b32 v16, v22 offset:3168
  ds_read_b32 v17, v22 offset:3300
  ds_read_b32 v18, v22 offset:3432
  ds_read_b32 v19, v22 offset:3564
  v_and_b32 v0, v46, 63
  v_lshlrev_b32 v0, 2, v0
  v_mul_lo_u32 v0, v0, 4
  v_lshrrev_b32 v2, 7, v0
  v_mul_lo_u32 v2, v2, 4
  v_add_u32 v22, v0, v2
  ds_write_b32 v22, v36 offset:4224
  ds_write_b32 v22, v38 offset:4228
  ds_write_b32 v22, v40 offset:4232
  ds_write_b32 v22, v42 offset:4236
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v20, v46, 31
  v_lshlrev_b32 v20, 3, v20
  v_lshrrev_b32 v23, 5, v46
  v_and_b32 v23, v23, 1
  v_or_b32 v20, v20, v23
  v_mul_lo_u32 v20, v20, 4
  v_lshrrev_b32 v23, 7, v20
  v_mul_lo_u32 v24, v23, 4
  v_add_u32 v26, v20, v24
  ds_read_b32 v29, v26 offset:4224
  ds_read_b32 v30, v26 offset:4232
  ds_read_b32 v32, v26 offset:4240
  ds_read_b32 v34, v26 offset:4248
  ds_write_b32 v22, v1 offset:5280
  ds_write_b32 v22, v3 offset:5284
  ds_write_b32 v22, v25 offset:5288
  ds_write_b32 v22, v21 offset:5292
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v41, v46, 63
  v_mul_lo_u32 v43, v41, 4
  v_lshrrev_b32 v45, 7, v43
  v_mul_lo_u32 v47, v45, 4
  v_add_u32 v3, v43, v47
  ds_read_b32 v2, v3 offset:5280
  ds_read_b32 v1, v3 offset:5544
  ds_read_b32 v0, v3 offset:5808
  ds_read_b32 v3, v3 offset:6072
  v_mov_b32 v6, v28
  v_mov_b32 v20, v29
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v22, v2
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v30
  v_mov_b32 v22, v1
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v32
  v_mov_b32 v22, v0
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v34
  v_mov_b32 v22, v3
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  s_nop 15
  s_nop 2
  v_mov_b32 v44, v6
  v_lshrrev_b32 v1, 5, v46
  v_and_b32 v3, v1, 1
  v_lshlrev_b32 v34, 2, v3
  v_add_u32 v32, v34, 1
  v_add_u32 v30, v34, 2
  v_add_u32 v28, v34, 3
  v_add_u32 v26, v34, 8
  v_add_u32 v24, v34, 9
  v_add_u32 v20, v34, 10
  v_add_u32 v22, v34, 11
  v_add_u32 v21, v34, 16
  v_add_u32 v23, v34, 17
  v_add_u32 v25, v34, 18
  v_add_u32 v27, v34, 19
  v_add_u32 v29, v34, 24
  v_add_u32 v31, v34, 25
  v_add_u32 v33, v34, 26
  v_add_u32 v35, v34, 27
  v_mul_lo_u32 v37, v34, 32
  v_mul_lo_u32 v39, v32, 32
  v_mul_lo_u32 v41, v30, 32
  v_mul_lo_u32 v43, v28, 32
  v_mul_lo_u32 v45, v26, 32
  v_mul_lo_u32 v47, v24, 32
  v_mul_lo_u32 v20, v20, 32
  v_mul_lo_u32 v22, v22, 32
  v_mul_lo_u32 v24, v21, 32
  v_mul_lo_u32 v26, v23, 32
  v_mul_lo_u32 v28, v25, 32
  v_mul_lo_u32 v3, v27, 32
  v_mul_lo_u32 v1, v29, 32
  v_mul_lo_u32 v0, v31, 32
  v_mul_lo_u32 v2, v33, 32
  v_mul_lo_u32 v33, v35, 32
  v_and_b32 v6, v46, 31
  v_add_u32 v31, v37, v6
  v_add_u32 v29, v39, v6
  v_add_u32 v27, v41, v6
  v_add_u32 v25, v43, v6
  v_add_u32 v23, v45, v6
  v_add_u32 v21, v47, v6
  v_add_u32 v20, v20, v6
  v_add_u32 v22, v22, v6
  v_add_u32 v24, v24, v6
  v_add_u32 v26, v26, v6
  v_add_u32 v28, v28, v6
  v_add_u32 v30, v3, v6
  v_add_u32 v32, v1, v6
  v_add_u32 v34, v0, v6
  v_add_u32 v36, v2, v6
  v_add_u32 v38, v33, v6
  v_lshlrev_b32 v40, 2, v31
  v_ashrrev_i32 v42, 30, v31
  v_mov_b32 v50, s28
  v_mov_b32 v51, s29
  v_add_co_u32 v48, vcc, v50, v40
  v_addc_co_u32 v49, vcc, v51, v42, vcc
  v_lshlrev_b32 v0, 2, v29
  v_ashrrev_i32 v1, 30, v29
  v_mov_b32 v52, s28
  v_mov_b32 v53, s29
  v_add_co_u32 v50, vcc, v52, v0
  v_addc_co_u32 v51, vcc, v53, v1, vcc
  v_lshlrev_b32 v0, 2, v27
  v_ashrrev_i32 v1, 30, v27
  v_mov_b32 v54, s28
  v_mov_b32 v55, s29
  v_add_co_u32 v52, vcc, v54, v0
  v_addc_co_u32 v53, vcc, v55, v1, vcc
  v_lshlrev_b32 v1, 2, v25
  v_ashrrev_i32 v3, 30, v25
  v_mov_b32 v58, s28
  v_mov_b32 v59, s29
  v_add_co_u32 v62, vcc, v58, v1
  v_addc_co_u32 v63, vcc, v59, v3, vcc
  v_lshlrev_b32 v25, 2, v23
  v_ashrrev_i32 v23, 30, v23
  v_mov_b32 v74, s28
  v_mov_b32 v75, s29
  v_add_co_u32 v78, vcc, v74, v25
  v_addc_co_u32 v79, vcc, v75, v23, vcc
  v_lshlrev_b32 v23, 2, v21
  v_ashrrev_i32 v21, 30, v21
  v_mov_b32 v82, s28
  v_mov_b32 v83, s29
  v_add_co_u32 v86, vcc, v82, v23
  v_addc_co_u32 v87, vcc, v83, v21, vcc
  v_lshlrev_b32 v25, 2, v20
  v_ashrrev_i32 v27, 30, v20
  v_mov_b32 v56, s28
  v_mov_b32 v57, s29
  v_add_co_u32 v54, vcc, v56, v25
  v_addc_co_u32 v55, vcc, v57, v27, vcc
  v_lshlrev_b32 v33, 2, v22
  v_ashrrev_i32 v35, 30, v22
  v_mov_b32 v58, s28
  v_mov_b32 v59, s29
  v_add_co_u32 v56, vcc, v58, v33
  v_addc_co_u32 v57, vcc, v59, v35, vcc
  v_lshlrev_b32 v41, 2, v24
  v_ashrrev_i32 v43, 30, v24
  v_mov_b32 v60, s28
  v_mov_b32 v61, s29
  v_add_co_u32 v58, vcc, v60, v41
  v_addc_co_u32 v59, vcc, v61, v43, vcc
  v_lshlrev_b32 v0, 2, v26
  v_ashrrev_i32 v1, 30, v26
  v_mov_b32 v64, s28
  v_mov_b32 v65, s29
  v_add_co_u32 v60, vcc, v64, v0
  v_addc_co_u32 v61, vcc, v65, v1, vcc
  v_lshlrev_b32 v0, 2, v28
  v_ashrrev_i32 v1, 30, v28
  v_mov_b32 v66, s28
  v_mov_b32 v67, s29
  v_add_co_u32 v64, vcc, v66, v0
  v_addc_co_u32 v65, vcc, v67, v1, vcc
  v_lshlrev_b32 v2, 2, v30
  v_ashrrev_i32 v6, 30, v30
  v_mov_b32 v68, s28
  v_mov_b32 v69, s29
  v_add_co_u32 v66, vcc, v68, v2
  v_addc_co_u32 v67, vcc, v69, v6, vcc
  v_lshlrev_b32 v20, 2, v32
  v_ashrrev_i32 v21, 30, v32
  v_mov_b32 v76, s28
  v_mov_b32 v77, s29
  v_add_co_u32 v80, vcc, v76, v20
  v_addc_co_u32 v81, vcc, v77, v21, vcc
  v_lshlrev_b32 v20, 2, v34
  v_ashrrev_i32 v21, 30, v34
  v_mov_b32 v84, s28
  v_mov_b32 v85, s29
  v_add_co_u32 v68, vcc, v84, v20
  v_addc_co_u32 v69, vcc, v85, v21, vcc
  v_lshlrev_b32 v26, 2, v36
  v_ashrrev_i32 v28, 30, v36
  v_mov_b32 v72, s28
  v_mov_b32 v73, s29
  v_add_co_u32 v70, vcc, v72, v26
  v_addc_co_u32 v71, vcc, v73, v28, vcc
  v_lshlrev_b32 v34, 2, v38
  v_ashrrev_i32 v36, 30, v38
  v_mov_b32 v74, s28
  v_mov_b32 v75, s29
  v_add_co_u32 v72, vcc, v74, v34
  v_addc_co_u32 v73, vcc, v75, v36, vcc
  global_store_dword v[48:49], v4, off
  global_store_dword v[50:51], v5, off
  v_mov_b32 v6, v44
  global_store_dword v[52:53], v6, off
  global_store_dword v[62:63], v7, off
  global_store_dword v[78:79], v8, off
  global_store_dword v[86:87], v9, off
  global_store_dword v[54:55], v10, off
  global_store_dword v[56:57], v11, off
  global_store_dword v[58:59], v12, off
  global_store_dword v[60:61], v13, off
  global_store_dword v[64:65], v14, off
  global_store_dword v[66:67], v15, off
  global_store_dword v[80:81], v16, off
  global_store_dword v[68:69], v17, off
  global_store_dword v[70:71], v18, off
  global_store_dword v[72:73], v19, off
  s_endpgm
.Ldot_end:
.size dot, .Ldot_end-dot
; 32 SGPRs, 88 VGPRs; allocation: 11 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 88
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
    .vgpr_count: 88
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
