.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.amdhsa_code_object_version 5
.text
.globl dot
.p2align 8
.type dot,@function
dot:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v6, 0x3ff, v0
  s_load_dwordx2 s[6:7], s[0:1], 0x0
  s_load_dwordx2 s[4:5], s[0:1], 0x8
  s_load_dwordx2 s[2:3], s[0:1], 0x10
  s_load_dwordx2 s[0:1], s[0:1], 0x18
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v28, s6
  v_mov_b32 v29, s7
  v_lshrrev_b32 v17, 2, v6
  v_and_b32 v22, v17, 15
  v_mul_lo_u32 v21, v22, 32
  v_and_b32 v23, v6, 3
  v_lshlrev_b32 v25, 3, v23
  v_add_u32 v0, v21, v25
  v_ashrrev_i32 v1, 31, v0
  v_add_co_u32 v26, vcc, v28, v0
  v_addc_co_u32 v27, vcc, v29, v1, vcc
  global_load_sbyte v21, v[26:27], off
  global_load_sbyte v20, v[26:27], off offset:1
  global_load_sbyte v18, v[26:27], off offset:2
  global_load_sbyte v16, v[26:27], off offset:3
  global_load_sbyte v14, v[26:27], off offset:4
  global_load_sbyte v12, v[26:27], off offset:5
  global_load_sbyte v3, v[26:27], off offset:6
  global_load_sbyte v2, v[26:27], off offset:7
  v_mov_b32 v28, s4
  v_mov_b32 v29, s5
  v_lshrrev_b32 v0, 1, v6
  v_and_b32 v0, v0, 31
  v_mul_lo_u32 v0, v0, 16
  v_and_b32 v1, v6, 1
  v_lshlrev_b32 v1, 3, v1
  v_add_u32 v0, v0, v1
  v_ashrrev_i32 v1, 31, v0
  v_add_co_u32 v26, vcc, v28, v0
  v_addc_co_u32 v27, vcc, v29, v1, vcc
  global_load_sbyte v10, v[26:27], off
  global_load_sbyte v8, v[26:27], off offset:1
  global_load_sbyte v9, v[26:27], off offset:2
  global_load_sbyte v11, v[26:27], off offset:3
  global_load_sbyte v13, v[26:27], off offset:4
  global_load_sbyte v15, v[26:27], off offset:5
  global_load_sbyte v17, v[26:27], off offset:6
  global_load_sbyte v19, v[26:27], off offset:7
  v_mul_lo_u32 v22, v22, 16
  v_lshlrev_b32 v23, 2, v23
  v_add_u32 v25, v22, v23
  v_ashrrev_i32 v0, 30, v25
  v_mov_b32 v28, s2
  v_mov_b32 v29, s3
  v_lshlrev_b32 v1, 2, v25
  v_add_co_u32 v26, vcc, v28, v1
  v_addc_co_u32 v27, vcc, v29, v0, vcc
  global_load_dword v5, v[26:27], off
  global_load_dword v4, v[26:27], off offset:4
  global_load_dword v1, v[26:27], off offset:8
  global_load_dword v0, v[26:27], off offset:12
  v_and_b32 v22, v6, 63
  v_lshlrev_b32 v7, 2, v22
  v_mul_lo_u32 v7, v7, 4
  v_lshrrev_b32 v23, 7, v7
  v_mul_lo_u32 v23, v23, 4
  v_add_u32 v7, v7, v23
  s_waitcnt vmcnt(0)
  ds_write_b32 v7, v5
  ds_write_b32 v7, v4 offset:4
  ds_write_b32 v7, v1 offset:8
  ds_write_b32 v7, v0 offset:12
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshrrev_b32 v0, 4, v6
  v_and_b32 v1, v0, 3
  v_and_b32 v0, v6, 15
  v_lshlrev_b32 v4, 6, v1
  v_or_b32 v5, v0, v4
  v_mul_lo_u32 v7, v5, 4
  v_lshrrev_b32 v23, 7, v7
  v_mul_lo_u32 v23, v23, 4
  v_add_u32 v23, v7, v23
  ds_read_b32 v4, v23
  ds_read_b32 v5, v23 offset:64
  ds_read_b32 v6, v23 offset:132
  ds_read_b32 v7, v23 offset:196
  v_lshlrev_b32 v23, 3, v22
  v_lshrrev_b32 v25, 5, v23
  v_mul_lo_u32 v22, v25, 4
  v_add_u32 v22, v23, v22
  ds_write_b8 v22, v21 offset:1056
  ds_write_b8 v22, v20 offset:1057
  ds_write_b8 v22, v18 offset:1058
  ds_write_b8 v22, v16 offset:1059
  ds_write_b8 v22, v14 offset:1060
  ds_write_b8 v22, v12 offset:1061
  ds_write_b8 v22, v3 offset:1062
  ds_write_b8 v22, v2 offset:1063
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshlrev_b32 v2, 5, v0
  v_lshlrev_b32 v3, 3, v1
  v_or_b32 v2, v2, v3
  v_lshrrev_b32 v3, 5, v2
  v_mul_lo_u32 v3, v3, 4
  v_add_u32 v3, v2, v3
  ds_read_i8 v21, v3 offset:1056
  ds_read_i8 v20, v3 offset:1057
  ds_read_i8 v18, v3 offset:1058
  ds_read_i8 v16, v3 offset:1059
  ds_read_i8 v14, v3 offset:1060
  ds_read_i8 v12, v3 offset:1061
  ds_read_i8 v2, v3 offset:1062
  ds_read_i8 v3, v3 offset:1063
  ds_write_b8 v22, v10 offset:1632
  ds_write_b8 v22, v8 offset:1633
  ds_write_b8 v22, v9 offset:1634
  ds_write_b8 v22, v11 offset:1635
  ds_write_b8 v22, v13 offset:1636
  ds_write_b8 v22, v15 offset:1637
  ds_write_b8 v22, v17 offset:1638
  ds_write_b8 v22, v19 offset:1639
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshlrev_b32 v15, 7, v1
  v_or_b32 v17, v0, v15
  v_lshrrev_b32 v19, 5, v17
  v_mul_lo_u32 v22, v19, 4
  v_add_u32 v22, v17, v22
  ds_read_i8 v24, v22 offset:1632
  ds_read_i8 v17, v22 offset:1648
  ds_read_i8 v15, v22 offset:1668
  ds_read_i8 v13, v22 offset:1684
  ds_read_i8 v11, v22 offset:1704
  ds_read_i8 v10, v22 offset:1720
  ds_read_i8 v9, v22 offset:1740
  ds_read_i8 v8, v22 offset:1756
  v_and_b32 v19, 0xff, v21
  v_and_b32 v20, 0xff, v20
  v_lshlrev_b32 v20, 8, v20
  v_or_b32 v19, v19, v20
  v_and_b32 v18, 0xff, v18
  v_lshlrev_b32 v18, 16, v18
  v_or_b32 v18, v19, v18
  v_lshlrev_b32 v16, 24, v16
  v_or_b32 v20, v18, v16
  v_and_b32 v14, 0xff, v14
  v_and_b32 v12, 0xff, v12
  v_lshlrev_b32 v12, 8, v12
  v_or_b32 v12, v14, v12
  v_and_b32 v14, 0xff, v2
  v_lshlrev_b32 v14, 16, v14
  v_or_b32 v12, v12, v14
  v_lshlrev_b32 v14, 24, v3
  v_or_b32 v21, v12, v14
  s_waitcnt lgkmcnt(0)
  v_and_b32 v14, 0xff, v24
  v_and_b32 v16, 0xff, v17
  v_lshlrev_b32 v17, 8, v16
  v_or_b32 v19, v14, v17
  v_and_b32 v22, 0xff, v15
  v_lshlrev_b32 v23, 16, v22
  v_or_b32 v25, v19, v23
  v_lshlrev_b32 v2, 24, v13
  v_or_b32 v24, v25, v2
  v_and_b32 v2, 0xff, v11
  v_and_b32 v3, 0xff, v10
  v_lshlrev_b32 v3, 8, v3
  v_or_b32 v2, v2, v3
  v_and_b32 v3, 0xff, v9
  v_lshlrev_b32 v3, 16, v3
  v_or_b32 v2, v2, v3
  v_lshlrev_b32 v3, 24, v8
  v_or_b32 v25, v2, v3
  s_nop 1
  v_mfma_i32_16x16x32_i8 v[4:7], v[20:21], v[24:25], v[4:7]
  v_lshlrev_b32 v1, 2, v1
  v_mul_lo_u32 v2, v1, 16
  v_add_u32 v2, v2, v0
  v_add_u32 v3, v1, 3
  v_mul_lo_u32 v3, v3, 16
  v_add_u32 v8, v3, v0
  v_ashrrev_i32 v10, 30, v2
  v_ashrrev_i32 v23, 30, v8
  v_mov_b32 v28, s0
  v_mov_b32 v29, s1
  v_lshlrev_b32 v24, 2, v8
  v_add_co_u32 v26, vcc, v28, v24
  v_addc_co_u32 v27, vcc, v29, v23, vcc
  v_mov_b32 v30, v26
  v_mov_b32 v31, v27
  v_lshlrev_b32 v14, 2, v2
  v_mov_b32 v28, s0
  v_mov_b32 v29, s1
  v_add_co_u32 v26, vcc, v28, v14
  v_addc_co_u32 v27, vcc, v29, v10, vcc
  global_store_dword v[26:27], v4, off
  v_add_u32 v8, v1, 1
  v_mul_lo_u32 v12, v8, 16
  v_add_u32 v17, v12, v0
  v_lshlrev_b32 v25, 2, v17
  v_ashrrev_i32 v2, 30, v17
  v_mov_b32 v28, s0
  v_mov_b32 v29, s1
  v_add_co_u32 v26, vcc, v28, v25
  v_addc_co_u32 v27, vcc, v29, v2, vcc
  global_store_dword v[26:27], v5, off
  v_add_u32 v16, v1, 2
  v_mul_lo_u32 v21, v16, 16
  v_add_u32 v1, v21, v0
  v_lshlrev_b32 v0, 2, v1
  v_ashrrev_i32 v1, 30, v1
  v_mov_b32 v26, s0
  v_mov_b32 v27, s1
  v_add_co_u32 v28, vcc, v26, v0
  v_addc_co_u32 v29, vcc, v27, v1, vcc
  global_store_dword v[28:29], v6, off
  v_mov_b32 v26, v30
  v_mov_b32 v27, v31
  global_store_dword v[26:27], v7, off
  s_endpgm
.Ldot_end:
.size dot, .Ldot_end-dot
; 10 SGPRs, 32 VGPRs; allocation: 0 moves, 1 spills, 1 reloads

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
  .amdhsa_next_free_vgpr 32
  .amdhsa_next_free_sgpr 10
  .amdhsa_accum_offset 32
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
    .sgpr_count: 10
    .vgpr_count: 32
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
amdhsa.target: amdgcn-amd-amdhsa--gfx942
...
.end_amdgpu_metadata
