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
  v_lshrrev_b32 v16, 2, v6
  v_and_b32 v18, v16, 15
  v_mul_lo_u32 v20, v18, 32
  v_and_b32 v22, v6, 3
  v_lshlrev_b32 v24, 3, v22
  v_add_u32 v26, v20, v24
  v_ashrrev_i32 v28, 31, v26
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v50, s16
  v_mov_b32 v51, s17
  v_add_co_u32 v48, vcc, v50, v26
  v_addc_co_u32 v49, vcc, v51, v28, vcc
  global_load_sbyte v33, v[48:49], off
  global_load_sbyte v35, v[48:49], off offset:1
  global_load_sbyte v37, v[48:49], off offset:2
  global_load_sbyte v39, v[48:49], off offset:3
  global_load_sbyte v41, v[48:49], off offset:4
  global_load_sbyte v43, v[48:49], off offset:5
  global_load_sbyte v45, v[48:49], off offset:6
  global_load_sbyte v1, v[48:49], off offset:7
  v_lshrrev_b32 v0, 1, v6
  v_and_b32 v0, v0, 31
  v_mul_lo_u32 v0, v0, 16
  v_and_b32 v2, v6, 1
  v_lshlrev_b32 v2, 3, v2
  v_add_u32 v0, v0, v2
  v_ashrrev_i32 v2, 31, v0
  v_mov_b32 v50, s20
  v_mov_b32 v51, s21
  v_add_co_u32 v54, vcc, v50, v0
  v_addc_co_u32 v55, vcc, v51, v2, vcc
  global_load_sbyte v8, v[54:55], off
  global_load_sbyte v10, v[54:55], off offset:1
  global_load_sbyte v9, v[54:55], off offset:2
  global_load_sbyte v11, v[54:55], off offset:3
  global_load_sbyte v13, v[54:55], off offset:4
  global_load_sbyte v15, v[54:55], off offset:5
  global_load_sbyte v17, v[54:55], off offset:6
  global_load_sbyte v19, v[54:55], off offset:7
  v_mul_lo_u32 v21, v18, 16
  v_lshlrev_b32 v23, 2, v22
  v_add_u32 v25, v21, v23
  v_lshlrev_b32 v27, 2, v25
  v_ashrrev_i32 v29, 30, v25
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc, v50, v27
  v_addc_co_u32 v49, vcc, v51, v29, vcc
  global_load_dword v34, v[48:49], off
  global_load_dword v36, v[48:49], off offset:4
  global_load_dword v38, v[48:49], off offset:8
  global_load_dword v40, v[48:49], off offset:12
  v_and_b32 v42, v6, 63
  v_lshlrev_b32 v44, 2, v42
  v_mul_lo_u32 v46, v44, 4
  v_lshrrev_b32 v0, 7, v46
  v_mul_lo_u32 v0, v0, 4
  v_add_u32 v0, v46, v0
  s_waitcnt vmcnt(0)
  ds_write_b32 v0, v34
  ds_write_b32 v0, v36 offset:4
  ds_write_b32 v0, v38 offset:8
  ds_write_b32 v0, v40 offset:12
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v0, v6, 15
  v_lshrrev_b32 v2, 4, v6
  v_and_b32 v2, v2, 3
  v_lshlrev_b32 v3, 6, v2
  v_or_b32 v12, v0, v3
  v_mul_lo_u32 v7, v12, 4
  v_lshrrev_b32 v14, 7, v7
  v_mul_lo_u32 v14, v14, 4
  v_add_u32 v14, v7, v14
  ds_read_b32 v4, v14
  ds_read_b32 v5, v14 offset:64
  ds_read_b32 v6, v14 offset:132
  ds_read_b32 v7, v14 offset:196
  v_lshlrev_b32 v23, 3, v42
  v_lshrrev_b32 v25, 5, v23
  v_mul_lo_u32 v27, v25, 4
  v_add_u32 v29, v23, v27
  ds_write_b8 v29, v33 offset:1056
  ds_write_b8 v29, v35 offset:1057
  ds_write_b8 v29, v37 offset:1058
  ds_write_b8 v29, v39 offset:1059
  ds_write_b8 v29, v41 offset:1060
  ds_write_b8 v29, v43 offset:1061
  ds_write_b8 v29, v45 offset:1062
  ds_write_b8 v29, v1 offset:1063
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshlrev_b32 v39, 5, v0
  v_lshlrev_b32 v41, 2, v2
  v_or_b32 v43, v39, v41
  v_lshrrev_b32 v45, 5, v43
  v_mul_lo_u32 v1, v45, 4
  v_add_u32 v3, v43, v1
  ds_read_i8 v21, v3 offset:1056
  ds_read_i8 v20, v3 offset:1057
  ds_read_i8 v18, v3 offset:1058
  ds_read_i8 v16, v3 offset:1059
  ds_read_i8 v14, v3 offset:1072
  ds_read_i8 v2, v3 offset:1073
  ds_read_i8 v1, v3 offset:1074
  ds_read_i8 v3, v3 offset:1075
  ds_write_b8 v29, v8 offset:1632
  ds_write_b8 v29, v10 offset:1633
  ds_write_b8 v29, v9 offset:1634
  ds_write_b8 v29, v11 offset:1635
  ds_write_b8 v29, v13 offset:1636
  ds_write_b8 v29, v15 offset:1637
  ds_write_b8 v29, v17 offset:1638
  ds_write_b8 v29, v19 offset:1639
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshrrev_b32 v15, 5, v12
  v_mul_lo_u32 v17, v15, 4
  v_add_u32 v19, v12, v17
  ds_read_i8 v23, v19 offset:1632
  ds_read_i8 v22, v19 offset:1648
  ds_read_i8 v24, v19 offset:1668
  ds_read_i8 v26, v19 offset:1684
  ds_read_i8 v28, v19 offset:1920
  ds_read_i8 v30, v19 offset:1936
  ds_read_i8 v31, v19 offset:1956
  ds_read_i8 v33, v19 offset:1972
  v_and_b32 v35, 0xff, v21
  v_and_b32 v37, 0xff, v20
  v_lshlrev_b32 v39, 8, v37
  v_or_b32 v42, v35, v39
  v_and_b32 v43, 0xff, v18
  v_lshlrev_b32 v45, 16, v43
  v_or_b32 v8, v42, v45
  v_lshlrev_b32 v9, 24, v16
  v_or_b32 v20, v8, v9
  s_waitcnt lgkmcnt(0)
  v_and_b32 v8, 0xff, v23
  v_and_b32 v9, 0xff, v22
  v_lshlrev_b32 v9, 8, v9
  v_or_b32 v8, v8, v9
  v_and_b32 v9, 0xff, v24
  v_lshlrev_b32 v9, 16, v9
  v_or_b32 v8, v8, v9
  v_lshlrev_b32 v9, 24, v26
  v_or_b32 v22, v8, v9
  s_nop 1
  v_mfma_i32_16x16x16i8 v[4:7], v20, v22, v[4:7]
  v_and_b32 v14, 0xff, v14
  v_and_b32 v16, 0xff, v2
  v_lshlrev_b32 v18, 8, v16
  v_or_b32 v20, v14, v18
  v_and_b32 v22, 0xff, v1
  v_lshlrev_b32 v24, 16, v22
  v_or_b32 v26, v20, v24
  v_lshlrev_b32 v29, 24, v3
  v_or_b32 v20, v26, v29
  v_and_b32 v32, 0xff, v28
  v_and_b32 v34, 0xff, v30
  v_lshlrev_b32 v35, 8, v34
  v_or_b32 v37, v32, v35
  v_and_b32 v39, 0xff, v31
  v_lshlrev_b32 v42, 16, v39
  v_or_b32 v43, v37, v42
  v_lshlrev_b32 v45, 24, v33
  v_or_b32 v22, v43, v45
  s_nop 1
  v_mfma_i32_16x16x16i8 v[4:7], v20, v22, v[4:7]
  v_add_u32 v1, v41, 1
  v_add_u32 v2, v41, 2
  v_add_u32 v8, v41, 3
  v_mul_lo_u32 v3, v41, 16
  v_mul_lo_u32 v1, v1, 16
  v_mul_lo_u32 v2, v2, 16
  v_mul_lo_u32 v11, v8, 16
  v_add_u32 v9, v3, v0
  v_add_u32 v8, v1, v0
  v_add_u32 v10, v2, v0
  v_add_u32 v12, v11, v0
  v_lshlrev_b32 v14, 2, v9
  v_ashrrev_i32 v16, 30, v9
  v_mov_b32 v56, s28
  v_mov_b32 v57, s29
  v_add_co_u32 v58, vcc, v56, v14
  v_addc_co_u32 v59, vcc, v57, v16, vcc
  v_lshlrev_b32 v22, 2, v8
  v_ashrrev_i32 v24, 30, v8
  v_mov_b32 v50, s28
  v_mov_b32 v51, s29
  v_add_co_u32 v48, vcc, v50, v22
  v_addc_co_u32 v49, vcc, v51, v24, vcc
  v_lshlrev_b32 v30, 2, v10
  v_ashrrev_i32 v31, 30, v10
  v_mov_b32 v52, s28
  v_mov_b32 v53, s29
  v_add_co_u32 v50, vcc, v52, v30
  v_addc_co_u32 v51, vcc, v53, v31, vcc
  v_lshlrev_b32 v37, 2, v12
  v_ashrrev_i32 v39, 30, v12
  v_mov_b32 v54, s28
  v_mov_b32 v55, s29
  v_add_co_u32 v52, vcc, v54, v37
  v_addc_co_u32 v53, vcc, v55, v39, vcc
  global_store_dword v[58:59], v4, off
  global_store_dword v[48:49], v5, off
  global_store_dword v[50:51], v6, off
  global_store_dword v[52:53], v7, off
  s_endpgm
.Ldot_end:
.size dot, .Ldot_end-dot
; 32 SGPRs, 60 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

.rodata
.p2align 6
.amdhsa_kernel dot
  .amdhsa_group_segment_fixed_size 2208
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 44
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 60
  .amdhsa_next_free_sgpr 32
  .amdhsa_accum_offset 60
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
    .group_segment_fixed_size: 2208
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 32
    .vgpr_count: 60
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
