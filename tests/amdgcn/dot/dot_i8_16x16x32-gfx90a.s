.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.amdhsa_code_object_version 5
.text
.globl dot
.p2align 8
.type dot,@function
dot:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v0, 0x3ff, v0
  s_load_dwordx2 s[16:17], s[0:1], 0x0
  s_load_dwordx2 s[20:21], s[0:1], 0x8
  s_load_dwordx2 s[24:25], s[0:1], 0x10
  s_load_dwordx2 s[28:29], s[0:1], 0x18
  v_lshrrev_b32 v16, 2, v0
  v_and_b32 v18, v16, 15
  v_mul_lo_u32 v20, v18, 32
  v_and_b32 v22, v0, 3
  v_lshlrev_b32 v1, 3, v22
  v_add_u32 v1, v20, v1
  v_ashrrev_i32 v2, 31, v1
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v26, s16
  v_mov_b32 v27, s17
  v_add_co_u32 v24, vcc, v26, v1
  v_addc_co_u32 v25, vcc, v27, v2, vcc
  global_load_sbyte v20, v[24:25], off
  global_load_sbyte v18, v[24:25], off offset:1
  global_load_sbyte v16, v[24:25], off offset:2
  global_load_sbyte v14, v[24:25], off offset:3
  global_load_sbyte v12, v[24:25], off offset:4
  global_load_sbyte v3, v[24:25], off offset:5
  global_load_sbyte v2, v[24:25], off offset:6
  global_load_sbyte v1, v[24:25], off offset:7
  v_lshrrev_b32 v4, 1, v0
  v_and_b32 v4, v4, 31
  v_mul_lo_u32 v4, v4, 16
  v_and_b32 v5, v0, 1
  v_lshlrev_b32 v5, 3, v5
  v_add_u32 v4, v4, v5
  v_ashrrev_i32 v5, 31, v4
  v_mov_b32 v26, s20
  v_mov_b32 v27, s21
  v_add_co_u32 v30, vcc, v26, v4
  v_addc_co_u32 v31, vcc, v27, v5, vcc
  global_load_sbyte v8, v[30:31], off
  global_load_sbyte v10, v[30:31], off offset:1
  global_load_sbyte v9, v[30:31], off offset:2
  global_load_sbyte v11, v[30:31], off offset:3
  global_load_sbyte v13, v[30:31], off offset:4
  global_load_sbyte v15, v[30:31], off offset:5
  global_load_sbyte v17, v[30:31], off offset:6
  global_load_sbyte v19, v[30:31], off offset:7
  v_lshrrev_b32 v21, 2, v0
  v_and_b32 v23, v21, 15
  v_mul_lo_u32 v4, v23, 16
  v_and_b32 v5, v0, 3
  v_lshlrev_b32 v5, 2, v5
  v_add_u32 v5, v4, v5
  v_lshlrev_b32 v4, 2, v5
  v_ashrrev_i32 v5, 30, v5
  v_mov_b32 v26, s24
  v_mov_b32 v27, s25
  v_add_co_u32 v24, vcc, v26, v4
  v_addc_co_u32 v25, vcc, v27, v5, vcc
  global_load_dword v7, v[24:25], off
  global_load_dword v6, v[24:25], off offset:4
  global_load_dword v5, v[24:25], off offset:8
  global_load_dword v4, v[24:25], off offset:12
  v_and_b32 v21, v0, 63
  v_lshlrev_b32 v21, 2, v21
  v_mul_lo_u32 v21, v21, 4
  v_lshrrev_b32 v22, 7, v21
  v_mul_lo_u32 v22, v22, 4
  v_add_u32 v21, v21, v22
  s_waitcnt vmcnt(0)
  ds_write_b32 v21, v7
  ds_write_b32 v21, v6 offset:4
  ds_write_b32 v21, v5 offset:8
  ds_write_b32 v21, v4 offset:12
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v4, v0, 15
  v_lshrrev_b32 v5, 4, v0
  v_and_b32 v7, v5, 3
  v_lshlrev_b32 v21, 6, v7
  v_or_b32 v21, v4, v21
  v_mul_lo_u32 v21, v21, 4
  v_lshrrev_b32 v22, 7, v21
  v_mul_lo_u32 v22, v22, 4
  v_add_u32 v21, v21, v22
  ds_read_b32 v4, v21
  ds_read_b32 v5, v21 offset:64
  ds_read_b32 v6, v21 offset:132
  ds_read_b32 v7, v21 offset:196
  v_and_b32 v21, v0, 63
  v_lshlrev_b32 v21, 3, v21
  v_lshrrev_b32 v22, 5, v21
  v_mul_lo_u32 v22, v22, 4
  v_add_u32 v22, v21, v22
  ds_write_b8 v22, v20 offset:1056
  ds_write_b8 v22, v18 offset:1057
  ds_write_b8 v22, v16 offset:1058
  ds_write_b8 v22, v14 offset:1059
  ds_write_b8 v22, v12 offset:1060
  ds_write_b8 v22, v3 offset:1061
  ds_write_b8 v22, v2 offset:1062
  ds_write_b8 v22, v1 offset:1063
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v1, v0, 15
  v_lshlrev_b32 v1, 5, v1
  v_lshrrev_b32 v2, 4, v0
  v_and_b32 v2, v2, 3
  v_lshlrev_b32 v2, 2, v2
  v_or_b32 v1, v1, v2
  v_lshrrev_b32 v2, 5, v1
  v_mul_lo_u32 v2, v2, 4
  v_add_u32 v1, v1, v2
  ds_read_i8 v3, v1 offset:1056
  ds_read_i8 v23, v1 offset:1057
  ds_read_i8 v21, v1 offset:1058
  ds_read_i8 v20, v1 offset:1059
  ds_read_i8 v12, v1 offset:1072
  ds_read_i8 v14, v1 offset:1073
  ds_read_i8 v16, v1 offset:1074
  ds_read_i8 v18, v1 offset:1075
  ds_write_b8 v22, v8 offset:1632
  ds_write_b8 v22, v10 offset:1633
  ds_write_b8 v22, v9 offset:1634
  ds_write_b8 v22, v11 offset:1635
  ds_write_b8 v22, v13 offset:1636
  ds_write_b8 v22, v15 offset:1637
  ds_write_b8 v22, v17 offset:1638
  ds_write_b8 v22, v19 offset:1639
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v1, v0, 15
  v_lshrrev_b32 v2, 4, v0
  v_and_b32 v2, v2, 3
  v_lshlrev_b32 v2, 6, v2
  v_or_b32 v1, v1, v2
  v_lshrrev_b32 v2, 5, v1
  v_mul_lo_u32 v2, v2, 4
  v_add_u32 v1, v1, v2
  ds_read_i8 v15, v1 offset:1632
  ds_read_i8 v13, v1 offset:1648
  ds_read_i8 v11, v1 offset:1668
  ds_read_i8 v10, v1 offset:1684
  ds_read_i8 v9, v1 offset:1920
  ds_read_i8 v8, v1 offset:1936
  ds_read_i8 v2, v1 offset:1956
  ds_read_i8 v1, v1 offset:1972
  v_and_b32 v3, 0xff, v3
  v_and_b32 v17, 0xff, v23
  v_lshlrev_b32 v17, 8, v17
  v_or_b32 v3, v3, v17
  v_and_b32 v17, 0xff, v21
  v_lshlrev_b32 v17, 16, v17
  v_or_b32 v17, v3, v17
  v_lshlrev_b32 v19, 24, v20
  v_or_b32 v20, v17, v19
  s_waitcnt lgkmcnt(0)
  v_and_b32 v15, 0xff, v15
  v_and_b32 v17, 0xff, v13
  v_lshlrev_b32 v19, 8, v17
  v_or_b32 v21, v15, v19
  v_and_b32 v23, 0xff, v11
  v_lshlrev_b32 v3, 16, v23
  v_or_b32 v3, v21, v3
  v_lshlrev_b32 v10, 24, v10
  v_or_b32 v22, v3, v10
  s_nop 1
  v_mfma_i32_16x16x16i8 v[4:7], v20, v22, v[4:7]
  v_and_b32 v3, 0xff, v12
  v_and_b32 v10, 0xff, v14
  v_lshlrev_b32 v10, 8, v10
  v_or_b32 v3, v3, v10
  v_and_b32 v10, 0xff, v16
  v_lshlrev_b32 v10, 16, v10
  v_or_b32 v3, v3, v10
  v_lshlrev_b32 v10, 24, v18
  v_or_b32 v20, v3, v10
  v_and_b32 v3, 0xff, v9
  v_and_b32 v8, 0xff, v8
  v_lshlrev_b32 v8, 8, v8
  v_or_b32 v3, v3, v8
  v_and_b32 v2, 0xff, v2
  v_lshlrev_b32 v8, 16, v2
  v_or_b32 v8, v3, v8
  v_lshlrev_b32 v9, 24, v1
  v_or_b32 v22, v8, v9
  s_nop 1
  v_mfma_i32_16x16x16i8 v[4:7], v20, v22, v[4:7]
  s_nop 10
  v_mov_b32 v10, v6
  v_lshrrev_b32 v16, 4, v0
  v_and_b32 v18, v16, 3
  v_lshlrev_b32 v20, 2, v18
  v_add_u32 v22, v20, 1
  v_add_u32 v1, v20, 2
  v_add_u32 v6, v20, 3
  v_mul_lo_u32 v3, v20, 16
  v_mul_lo_u32 v2, v22, 16
  v_mul_lo_u32 v1, v1, 16
  v_mul_lo_u32 v6, v6, 16
  v_and_b32 v0, v0, 15
  v_add_u32 v3, v3, v0
  v_add_u32 v2, v2, v0
  v_add_u32 v1, v1, v0
  v_add_u32 v0, v6, v0
  v_lshlrev_b32 v6, 2, v3
  v_ashrrev_i32 v3, 30, v3
  v_mov_b32 v26, s28
  v_mov_b32 v27, s29
  v_add_co_u32 v24, vcc, v26, v6
  v_addc_co_u32 v25, vcc, v27, v3, vcc
  v_lshlrev_b32 v3, 2, v2
  v_ashrrev_i32 v2, 30, v2
  v_mov_b32 v28, s28
  v_mov_b32 v29, s29
  v_add_co_u32 v26, vcc, v28, v3
  v_addc_co_u32 v27, vcc, v29, v2, vcc
  v_lshlrev_b32 v2, 2, v1
  v_ashrrev_i32 v1, 30, v1
  v_mov_b32 v30, s28
  v_mov_b32 v31, s29
  v_add_co_u32 v32, vcc, v30, v2
  v_addc_co_u32 v33, vcc, v31, v1, vcc
  v_lshlrev_b32 v8, 2, v0
  v_ashrrev_i32 v9, 30, v0
  v_mov_b32 v34, s28
  v_mov_b32 v35, s29
  v_add_co_u32 v28, vcc, v34, v8
  v_addc_co_u32 v29, vcc, v35, v9, vcc
  global_store_dword v[24:25], v4, off
  global_store_dword v[26:27], v5, off
  v_mov_b32 v6, v10
  global_store_dword v[32:33], v6, off
  global_store_dword v[28:29], v7, off
  s_endpgm
.Ldot_end:
.size dot, .Ldot_end-dot
; 32 SGPRs, 36 VGPRs; allocation: 2 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 36
  .amdhsa_next_free_sgpr 32
  .amdhsa_accum_offset 36
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
    .vgpr_count: 36
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
