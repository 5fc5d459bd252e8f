.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.amdhsa_code_object_version 5
.text
.globl dot
.p2align 8
.type dot,@function
dot:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v9, 0x3ff, v0
  s_load_dwordx2 s[6:7], s[0:1], 0x0
  s_load_dwordx2 s[4:5], s[0:1], 0x8
  s_load_dwordx2 s[2:3], s[0:1], 0x10
  s_load_dwordx2 s[0:1], s[0:1], 0x18
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v28, s6
  v_mov_b32 v29, s7
  v_lshrrev_b32 v17, 1, v9
  v_and_b32 v19, v17, 31
  v_mul_lo_u32 v21, v19, 8
  v_and_b32 v23, v9, 1
  v_lshlrev_b32 v25, 2, v23
  v_add_u32 v27, v21, v25
  v_lshlrev_b32 v0, 2, v27
  v_ashrrev_i32 v1, 30, v27
  v_add_co_u32 v30, vcc, v28, v0
  v_addc_co_u32 v31, vcc, v29, v1, vcc
  global_load_dword v24, v[30:31], off
  global_load_dword v22, v[30:31], off offset:4
  global_load_dword v27, v[30:31], off offset:8
  global_load_dword v2, v[30:31], off offset:12
  v_mov_b32 v28, s4
  v_mov_b32 v29, s5
  v_lshrrev_b32 v0, 3, v9
  v_and_b32 v12, v0, 7
  v_mul_lo_u32 v0, v12, 32
  v_and_b32 v1, v9, 7
  v_lshlrev_b32 v13, 2, v1
  v_add_u32 v1, v0, v13
  v_lshlrev_b32 v0, 2, v1
  v_ashrrev_i32 v1, 30, v1
  v_add_co_u32 v30, vcc, v28, v0
  v_addc_co_u32 v31, vcc, v29, v1, vcc
  global_load_dword v3, v[30:31], off
  s_waitcnt vmcnt(0)
  v_mov_b32 v32, v3
  global_load_dword v3, v[30:31], off offset:4
  global_load_dword v21, v[30:31], off offset:8
  global_load_dword v23, v[30:31], off offset:12
  v_add_u32 v10, v12, 24
  v_mul_lo_u32 v14, v10, 32
  v_add_u32 v16, v14, v13
  v_mov_b32 v30, s2
  v_mov_b32 v31, s3
  v_add_co_u32 v28, vcc, v30, v0
  v_addc_co_u32 v29, vcc, v31, v1, vcc
  v_mov_b32 v34, v28
  v_mov_b32 v35, v29
  v_ashrrev_i32 v0, 30, v16
  v_mov_b32 v28, s2
  v_mov_b32 v29, s3
  v_lshlrev_b32 v1, 2, v16
  v_add_co_u32 v30, vcc, v28, v1
  v_addc_co_u32 v31, vcc, v29, v0, vcc
  v_mov_b32 v28, v34
  v_mov_b32 v29, v35
  v_mov_b32 v34, v30
  v_mov_b32 v35, v31
  global_load_dword v11, v[28:29], off
  global_load_dword v10, v[28:29], off offset:4
  global_load_dword v8, v[28:29], off offset:8
  global_load_dword v7, v[28:29], off offset:12
  global_load_dword v6, v[28:29], off offset:1024
  global_load_dword v5, v[28:29], off offset:1028
  global_load_dword v4, v[28:29], off offset:1032
  global_load_dword v0, v[28:29], off offset:1036
  v_add_u32 v26, v12, 16
  v_mul_lo_u32 v1, v26, 32
  v_add_u32 v12, v1, v13
  v_lshlrev_b32 v1, 2, v12
  v_ashrrev_i32 v12, 30, v12
  v_mov_b32 v28, s2
  v_mov_b32 v29, s3
  v_add_co_u32 v30, vcc, v28, v1
  v_addc_co_u32 v31, vcc, v29, v12, vcc
  global_load_dword v18, v[30:31], off
  global_load_dword v17, v[30:31], off offset:4
  global_load_dword v16, v[30:31], off offset:8
  global_load_dword v1, v[30:31], off offset:12
  v_mov_b32 v28, v34
  v_mov_b32 v29, v35
  global_load_dword v15, v[28:29], off
  global_load_dword v14, v[28:29], off offset:4
  global_load_dword v13, v[28:29], off offset:8
  global_load_dword v12, v[28:29], off offset:12
  v_and_b32 v25, v9, 63
  v_lshlrev_b32 v19, 2, v25
  v_mul_lo_u32 v19, v19, 4
  v_lshrrev_b32 v20, 7, v19
  v_mul_lo_u32 v20, v20, 4
  v_add_u32 v20, v19, v20
  s_waitcnt vmcnt(0)
  ds_write_b32 v20, v11
  ds_write_b32 v20, v10 offset:4
  ds_write_b32 v20, v8 offset:8
  ds_write_b32 v20, v7 offset:12
  ds_write_b32 v20, v6 offset:1056
  ds_write_b32 v20, v5 offset:1060
  ds_write_b32 v20, v4 offset:1064
  ds_write_b32 v20, v0 offset:1068
  ds_write_b32 v20, v18 offset:2112
  ds_write_b32 v20, v17 offset:2116
  ds_write_b32 v20, v16 offset:2120
  ds_write_b32 v20, v1 offset:2124
  ds_write_b32 v20, v15 offset:3168
  ds_write_b32 v20, v14 offset:3172
  ds_write_b32 v20, v13 offset:3176
  ds_write_b32 v20, v12 offset:3180
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshrrev_b32 v0, 5, v9
  v_and_b32 v1, v0, 1
  v_and_b32 v0, v9, 31
  v_lshlrev_b32 v4, 7, v1
  v_or_b32 v4, v0, v4
  v_mul_lo_u32 v4, v4, 4
  v_lshrrev_b32 v5, 7, v4
  v_mul_lo_u32 v5, v5, 4
  v_add_u32 v11, v4, v5
  ds_read_b32 v4, v11
  ds_read_b32 v5, v11 offset:132
  ds_read_b32 v6, v11 offset:264
  ds_read_b32 v7, v11 offset:396
  ds_read_b32 v8, v11 offset:1056
  ds_read_b32 v9, v11 offset:1188
  ds_read_b32 v10, v11 offset:1320
  ds_read_b32 v12, v11 offset:1452
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v33, v12
  ds_read_b32 v12, v11 offset:2112
  ds_read_b32 v13, v11 offset:2244
  ds_read_b32 v14, v11 offset:2376
  ds_read_b32 v15, v11 offset:2508
  ds_read_b32 v16, v11 offset:3168
  ds_read_b32 v17, v11 offset:3300
  ds_read_b32 v18, v11 offset:3432
  ds_read_b32 v19, v11 offset:3564
  ds_write_b32 v20, v24 offset:4224
  ds_write_b32 v20, v22 offset:4228
  ds_write_b32 v20, v27 offset:4232
  ds_write_b32 v20, v2 offset:4236
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshlrev_b32 v2, 3, v0
  v_or_b32 v2, v2, v1
  v_mul_lo_u32 v2, v2, 4
  v_lshrrev_b32 v11, 7, v2
  v_mul_lo_u32 v11, v11, 4
  v_add_u32 v2, v2, v11
  ds_read_b32 v27, v2 offset:4224
  ds_read_b32 v22, v2 offset:4232
  ds_read_b32 v26, v2 offset:4240
  ds_read_b32 v2, v2 offset:4248
  v_mov_b32 v11, v32
  ds_write_b32 v20, v11 offset:5280
  ds_write_b32 v20, v3 offset:5284
  ds_write_b32 v20, v21 offset:5288
  ds_write_b32 v20, v23 offset:5292
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_mul_lo_u32 v3, v25, 4
  v_lshrrev_b32 v11, 7, v3
  v_mul_lo_u32 v11, v11, 4
  v_add_u32 v23, v3, v11
  ds_read_b32 v21, v23 offset:5280
  ds_read_b32 v3, v23 offset:5544
  ds_read_b32 v25, v23 offset:5808
  ds_read_b32 v23, v23 offset:6072
  v_mov_b32 v11, v33
  v_mov_b32 v20, v27
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v24, v21
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v22
  v_mov_b32 v24, v3
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v26
  v_mov_b32 v24, v25
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v2
  v_mov_b32 v24, v23
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  s_nop 15
  s_nop 2
  v_mov_b32 v22, v14
  v_lshlrev_b32 v14, 2, v1
  v_mul_lo_u32 v24, v14, 32
  v_add_u32 v1, v24, v0
  v_add_u32 v25, v14, 27
  v_mul_lo_u32 v2, v25, 32
  v_add_u32 v3, v2, v0
  v_ashrrev_i32 v2, 30, v1
  v_ashrrev_i32 v20, 30, v3
  v_mov_b32 v30, s0
  v_mov_b32 v31, s1
  v_lshlrev_b32 v21, 2, v3
  v_add_co_u32 v28, vcc, v30, v21
  v_addc_co_u32 v29, vcc, v31, v20, vcc
  v_mov_b32 v34, v28
  v_mov_b32 v35, v29
  v_lshlrev_b32 v1, 2, v1
  v_mov_b32 v28, s0
  v_mov_b32 v29, s1
  v_add_co_u32 v30, vcc, v28, v1
  v_addc_co_u32 v31, vcc, v29, v2, vcc
  global_store_dword v[30:31], v4, off
  global_store_dword v[30:31], v5, off offset:128
  global_store_dword v[30:31], v6, off offset:256
  global_store_dword v[30:31], v7, off offset:384
  global_store_dword v[30:31], v8, off offset:1024
  global_store_dword v[30:31], v9, off offset:1152
  global_store_dword v[30:31], v10, off offset:1280
  global_store_dword v[30:31], v11, off offset:1408
  v_add_u32 v1, v14, 16
  v_mul_lo_u32 v1, v1, 32
  v_add_u32 v1, v1, v0
  v_lshlrev_b32 v7, 2, v1
  v_ashrrev_i32 v9, 30, v1
  v_mov_b32 v30, s0
  v_mov_b32 v31, s1
  v_add_co_u32 v28, vcc, v30, v7
  v_addc_co_u32 v29, vcc, v31, v9, vcc
  global_store_dword v[28:29], v12, off
  v_add_u32 v1, v14, 17
  v_mul_lo_u32 v1, v1, 32
  v_add_u32 v3, v1, v0
  v_lshlrev_b32 v20, 2, v3
  v_ashrrev_i32 v21, 30, v3
  v_mov_b32 v30, s0
  v_mov_b32 v31, s1
  v_add_co_u32 v28, vcc, v30, v20
  v_addc_co_u32 v29, vcc, v31, v21, vcc
  global_store_dword v[28:29], v13, off
  v_add_u32 v1, v14, 18
  v_mul_lo_u32 v2, v1, 32
  v_add_u32 v12, v2, v0
  v_lshlrev_b32 v1, 2, v12
  v_ashrrev_i32 v2, 30, v12
  v_mov_b32 v30, s0
  v_mov_b32 v31, s1
  v_add_co_u32 v28, vcc, v30, v1
  v_addc_co_u32 v29, vcc, v31, v2, vcc
  v_mov_b32 v1, v22
  global_store_dword v[28:29], v1, off
  v_add_u32 v1, v14, 19
  v_mul_lo_u32 v11, v1, 32
  v_add_u32 v21, v11, v0
  v_lshlrev_b32 v1, 2, v21
  v_ashrrev_i32 v2, 30, v21
  v_mov_b32 v30, s0
  v_mov_b32 v31, s1
  v_add_co_u32 v28, vcc, v30, v1
  v_addc_co_u32 v29, vcc, v31, v2, vcc
  global_store_dword v[28:29], v15, off
  v_add_u32 v10, v14, 24
  v_mul_lo_u32 v20, v10, 32
  v_add_u32 v2, v20, v0
  v_lshlrev_b32 v1, 2, v2
  v_ashrrev_i32 v2, 30, v2
  v_mov_b32 v30, s0
  v_mov_b32 v31, s1
  v_add_co_u32 v28, vcc, v30, v1
  v_addc_co_u32 v29, vcc, v31, v2, vcc
  global_store_dword v[28:29], v16, off
  v_add_u32 v20, v14, 25
  v_mul_lo_u32 v1, v20, 32
  v_add_u32 v1, v1, v0
  v_lshlrev_b32 v4, 2, v1
  v_ashrrev_i32 v6, 30, v1
  v_mov_b32 v30, s0
  v_mov_b32 v31, s1
  v_add_co_u32 v28, vcc, v30, v4
  v_addc_co_u32 v29, vcc, v31, v6, vcc
  global_store_dword v[28:29], v17, off
  v_add_u32 v1, v14, 26
  v_mul_lo_u32 v1, v1, 32
  v_add_u32 v0, v1, v0
  v_lshlrev_b32 v16, 2, v0
  v_ashrrev_i32 v20, 30, v0
  v_mov_b32 v28, s0
  v_mov_b32 v29, s1
  v_add_co_u32 v30, vcc, v28, v16
  v_addc_co_u32 v31, vcc, v29, v20, vcc
  global_store_dword v[30:31], v18, off
  v_mov_b32 v28, v34
  v_mov_b32 v29, v35
  global_store_dword v[28:29], v19, off
  s_endpgm
.Ldot_end:
.size dot, .Ldot_end-dot
; 10 SGPRs, 36 VGPRs; allocation: 10 moves, 5 spills, 5 reloads

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
    .group_segment_fixed_size: 6336
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
