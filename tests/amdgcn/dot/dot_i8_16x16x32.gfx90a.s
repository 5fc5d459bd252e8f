.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.amdhsa_code_object_version 5
.text
.globl dot
.p2align 8
.type dot,@function
dot:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v18, 0x3ff, v0
  s_load_dwordx2 s[6:7], s[0:1], 0x0
  s_load_dwordx2 s[4:5], s[0:1], 0x8
  s_load_dwordx2 s[2:3], s[0:1], 0x10
  s_load_dwordx2 s[0:1], s[0:1], 0x18
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v34, s6
  v_mov_b32 v35, s7
  v_lshrrev_b32 v17, 2, v18
  v_and_b32 v24, v17, 15
  v_mul_lo_u32 v21, v24, 32
  v_and_b32 v25, v18, 3
  v_lshlrev_b32 v26, 3, v25
  v_add_u32 v27, v21, v26
  v_ashrrev_i32 v29, 31, v27
  v_add_co_u32 v32, vcc, v34, v27
  v_addc_co_u32 v33, vcc, v35, v29, vcc
  global_load_sbyte v16, v[32:33], off
  global_load_sbyte v14, v[32:33], off offset:1
  global_load_sbyte v12, v[32:33], off offset:2
  global_load_sbyte v10, v[32:33], off offset:3
  global_load_sbyte v8, v[32:33], off offset:4
  global_load_sbyte v22, v[32:33], off offset:5
  global_load_sbyte v20, v[32:33], off offset:6
  global_load_sbyte v3, v[32:33], off offset:7
  v_mov_b32 v34, s4
  v_mov_b32 v35, s5
  v_lshrrev_b32 v0, 1, v18
  v_and_b32 v0, v0, 31
  v_mul_lo_u32 v1, v0, 16
  v_and_b32 v2, v18, 1
  v_lshlrev_b32 v4, 3, v2
  v_add_u32 v1, v1, v4
  v_ashrrev_i32 v4, 31, v1
  v_add_co_u32 v32, vcc, v34, v1
  v_addc_co_u32 v33, vcc, v35, v4, vcc
  global_load_sbyte v21, v[32:33], off
  global_load_sbyte v23, v[32:33], off offset:1
  global_load_sbyte v9, v[32:33], off offset:2
  global_load_sbyte v11, v[32:33], off offset:3
  global_load_sbyte v13, v[32:33], off offset:4
  global_load_sbyte v15, v[32:33], off offset:5
  global_load_sbyte v17, v[32:33], off offset:6
  global_load_sbyte v19, v[32:33], off offset:7
  v_mul_lo_u32 v24, v24, 16
  v_lshlrev_b32 v25, 2, v25
  v_add_u32 v25, v24, v25
  v_ashrrev_i32 v28, 30, v25
  v_mov_b32 v34, s2
  v_mov_b32 v35, s3
  v_lshlrev_b32 v29, 2, v25
  v_add_co_u32 v32, vcc, v34, v29
  v_addc_co_u32 v33, vcc, v35, v28, vcc
  global_load_dword v6, v[32:33], off
  global_load_dword v5, v[32:33], off offset:4
  global_load_dword v4, v[32:33], off offset:8
  global_load_dword v1, v[32:33], off offset:12
  v_and_b32 v25, v18, 63
  v_lshlrev_b32 v7, 2, v25
  v_mul_lo_u32 v7, v7, 4
  v_lshrrev_b32 v24, 7, v7
  v_mul_lo_u32 v24, v24, 4
  v_add_u32 v7, v7, v24
  s_waitcnt vmcnt(0)
  ds_write_b32 v7, v6
  ds_write_b32 v7, v5 offset:4
  ds_write_b32 v7, v4 offset:8
  ds_write_b32 v7, v1 offset:12
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshrrev_b32 v1, 4, v18
  v_and_b32 v24, v1, 3
  v_and_b32 v1, v18, 15
  v_lshlrev_b32 v4, 6, v24
  v_or_b32 v5, v1, v4
  v_mul_lo_u32 v7, v5, 4
  v_lshrrev_b32 v18, 7, v7
  v_mul_lo_u32 v18, v18, 4
  v_add_u32 v18, v7, v18
  ds_read_b32 v4, v18
  ds_read_b32 v5, v18 offset:64
  ds_read_b32 v6, v18 offset:132
  ds_read_b32 v7, v18 offset:196
  v_lshlrev_b32 v25, 3, v25
  v_lshrrev_b32 v26, 7, v25
  v_and_b32 v27, v26, 1
  v_lshlrev_b32 v29, 4, v27
  v_xor_b32 v31, v25, v29
  v_and_b32 v16, 0xff, v16
  v_and_b32 v14, 0xff, v14
  v_lshlrev_b32 v14, 8, v14
  v_or_b32 v14, v16, v14
  v_and_b32 v12, 0xff, v12
  v_lshlrev_b32 v12, 16, v12
  v_or_b32 v12, v14, v12
  v_lshlrev_b32 v10, 24, v10
  v_or_b32 v28, v12, v10
  v_and_b32 v8, 0xff, v8
  v_and_b32 v10, 0xff, v22
  v_lshlrev_b32 v10, 8, v10
  v_or_b32 v8, v8, v10
  v_and_b32 v10, 0xff, v20
  v_lshlrev_b32 v10, 16, v10
  v_or_b32 v8, v8, v10
  v_lshlrev_b32 v3, 24, v3
  v_or_b32 v29, v8, v3
  ds_write_b64 v31, v[28:29] offset:1056
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshlrev_b32 v10, 2, v24
  v_lshlrev_b32 v16, 8, v2
  v_or_b32 v18, v16, v0
  v_lshrrev_b32 v20, 7, v18
  v_lshrrev_b32 v22, 8, v18
  v_xor_b32 v24, v20, v22
  v_and_b32 v26, v24, 1
  v_lshlrev_b32 v28, 4, v26
  v_xor_b32 v30, v18, v28
  ds_write_b8 v30, v21 offset:1568
  ds_write_b8 v30, v23 offset:1600
  ds_write_b8 v30, v9 offset:1632
  ds_write_b8 v30, v11 offset:1664
  v_xor_b32 v0, v30, 16
  ds_write_b8 v0, v13 offset:1696
  ds_write_b8 v0, v15 offset:1728
  ds_write_b8 v0, v17 offset:1760
  ds_write_b8 v0, v19 offset:1792
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshlrev_b32 v27, 5, v1
  v_or_b32 v30, v27, v10
  v_lshrrev_b32 v2, 7, v30
  v_and_b32 v0, v2, 1
  v_lshlrev_b32 v0, 4, v0
  v_xor_b32 v0, v30, v0
  ds_read_b32 v20, v0 offset:1056
  v_lshrrev_b32 v3, 8, v30
  v_xor_b32 v2, v2, v3
  v_and_b32 v2, v2, 1
  v_lshlrev_b32 v2, 4, v2
  v_xor_b32 v2, v30, v2
  ds_read_b32 v24, v2 offset:1568
  s_waitcnt lgkmcnt(0)
  v_mfma_i32_16x16x16i8 v[4:7], v20, v24, v[4:7]
  v_xor_b32 v8, v0, 16
  ds_read_b32 v20, v8 offset:1056
  v_xor_b32 v9, v2, 16
  ds_read_b32 v24, v9 offset:1568
  s_waitcnt lgkmcnt(0)
  v_mfma_i32_16x16x16i8 v[4:7], v20, v24, v[4:7]
  v_mul_lo_u32 v18, v10, 16
  v_add_u32 v20, v18, v1
  v_ashrrev_i32 v23, 30, v20
  v_mov_b32 v34, s0
  v_mov_b32 v35, s1
  v_lshlrev_b32 v24, 2, v20
  v_add_co_u32 v32, vcc, v34, v24
  v_addc_co_u32 v33, vcc, v35, v23, vcc
  s_nop 2
  global_store_dword v[32:33], v4, off
  global_store_dword v[32:33], v5, off offset:64
  global_store_dword v[32:33], v6, off offset:128
  global_store_dword v[32:33], v7, off offset:192
  s_endpgm
.Ldot_end:
.size dot, .Ldot_end-dot
; 10 SGPRs, 36 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

.rodata
.p2align 6
.amdhsa_kernel dot
  .amdhsa_group_segment_fixed_size 2080
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 44
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 36
  .amdhsa_next_free_sgpr 10
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
    .group_segment_fixed_size: 2080
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 10
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
