.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.amdhsa_code_object_version 5
.text
.globl dot
.p2align 8
.type dot,@function
dot:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v22, 0x3ff, v0
  s_load_dwordx2 s[6:7], s[0:1], 0x0
  s_load_dwordx2 s[4:5], s[0:1], 0x8
  s_load_dwordx2 s[2:3], s[0:1], 0x10
  s_load_dwordx2 s[0:1], s[0:1], 0x18
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v40, s6
  v_mov_b32 v41, s7
  v_lshrrev_b32 v17, 2, v22
  v_and_b32 v19, v17, 15
  v_mul_lo_u32 v21, v19, 32
  v_and_b32 v23, v22, 3
  v_lshlrev_b32 v25, 3, v23
  v_add_u32 v27, v21, v25
  v_lshlrev_b32 v29, 1, v27
  v_ashrrev_i32 v31, 31, v27
  v_add_co_u32 v42, vcc, v40, v29
  v_addc_co_u32 v43, vcc, v41, v31, vcc
  global_load_ushort v36, v[42:43], off
  global_load_ushort v38, v[42:43], off offset:2
  global_load_ushort v18, v[42:43], off offset:4
  global_load_ushort v16, v[42:43], off offset:6
  global_load_ushort v14, v[42:43], off offset:8
  global_load_ushort v12, v[42:43], off offset:10
  global_load_ushort v13, v[42:43], off offset:12
  global_load_ushort v26, v[42:43], off offset:14
  v_mov_b32 v42, s4
  v_mov_b32 v43, s5
  v_add_co_u32 v40, vcc, v42, v29
  v_addc_co_u32 v41, vcc, v43, v31, vcc
  global_load_ushort v15, v[40:41], off
  global_load_ushort v27, v[40:41], off offset:2
  global_load_ushort v2, v[40:41], off offset:4
  global_load_ushort v0, v[40:41], off offset:6
  global_load_ushort v1, v[40:41], off offset:8
  global_load_ushort v3, v[40:41], off offset:10
  global_load_ushort v5, v[40:41], off offset:12
  s_waitcnt vmcnt(0)
  v_mov_b32 v44, v5
  global_load_ushort v33, v[40:41], off offset:14
  global_load_ushort v35, v[40:41], off offset:1024
  global_load_ushort v24, v[40:41], off offset:1026
  global_load_ushort v17, v[40:41], off offset:1028
  s_waitcnt vmcnt(0)
  v_mov_b32 v45, v17
  global_load_ushort v17, v[40:41], off offset:1030
  s_waitcnt vmcnt(0)
  v_mov_b32 v46, v17
  global_load_ushort v17, v[40:41], off offset:1032
  global_load_ushort v20, v[40:41], off offset:1034
  global_load_ushort v21, v[40:41], off offset:1036
  global_load_ushort v32, v[40:41], off offset:1038
  s_waitcnt vmcnt(0)
  v_mov_b32 v47, v32
  v_mov_b32 v40, s2
  v_mov_b32 v41, s3
  v_lshrrev_b32 v28, 3, v22
  v_and_b32 v28, v28, 7
  v_mul_lo_u32 v30, v28, 32
  v_and_b32 v32, v22, 7
  v_lshlrev_b32 v34, 2, v32
  v_add_u32 v37, v30, v34
  v_lshlrev_b32 v39, 2, v37
  v_ashrrev_i32 v4, 30, v37
  v_add_co_u32 v42, vcc, v40, v39
  v_addc_co_u32 v43, vcc, v41, v4, vcc
  global_load_dword v11, v[42:43], off
  global_load_dword v10, v[42:43], off offset:4
  global_load_dword v9, v[42:43], off offset:8
  global_load_dword v8, v[42:43], off offset:12
  global_load_dword v7, v[42:43], off offset:1024
  global_load_dword v6, v[42:43], off offset:1028
  global_load_dword v5, v[42:43], off offset:1032
  global_load_dword v4, v[42:43], off offset:1036
  v_and_b32 v34, v22, 63
  v_lshlrev_b32 v25, 2, v34
  v_mul_lo_u32 v25, v25, 4
  v_lshrrev_b32 v28, 7, v25
  v_mul_lo_u32 v28, v28, 4
  v_add_u32 v25, v25, v28
  s_waitcnt vmcnt(0)
  ds_write_b32 v25, v11
  ds_write_b32 v25, v10 offset:4
  ds_write_b32 v25, v9 offset:8
  ds_write_b32 v25, v8 offset:12
  ds_write_b32 v25, v7 offset:1056
  ds_write_b32 v25, v6 offset:1060
  ds_write_b32 v25, v5 offset:1064
  ds_write_b32 v25, v4 offset:1068
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshrrev_b32 v25, 4, v22
  v_and_b32 v32, v25, 3
  v_and_b32 v39, v22, 15
  v_lshlrev_b32 v25, 7, v32
  v_or_b32 v28, v39, v25
  v_mul_lo_u32 v29, v28, 4
  v_lshrrev_b32 v31, 7, v29
  v_mul_lo_u32 v37, v31, 4
  v_add_u32 v37, v29, v37
  ds_read_b32 v4, v37
  ds_read_b32 v5, v37 offset:132
  ds_read_b32 v6, v37 offset:264
  ds_read_b32 v7, v37 offset:396
  ds_read_b32 v8, v37 offset:64
  ds_read_b32 v9, v37 offset:196
  ds_read_b32 v10, v37 offset:328
  ds_read_b32 v11, v37 offset:460
  v_lshlrev_b32 v22, 3, v34
  v_lshrrev_b32 v25, 6, v22
  v_and_b32 v25, v25, 3
  v_lshlrev_b32 v28, 4, v25
  v_lshlrev_b32 v22, 1, v22
  v_xor_b32 v34, v22, v28
  v_and_b32 v22, 0xffff, v36
  v_lshlrev_b32 v25, 16, v38
  v_or_b32 v28, v22, v25
  v_and_b32 v18, 0xffff, v18
  v_lshlrev_b32 v16, 16, v16
  v_or_b32 v29, v18, v16
  v_and_b32 v14, 0xffff, v14
  v_lshlrev_b32 v16, 16, v12
  v_or_b32 v30, v14, v16
  v_and_b32 v22, 0xffff, v13
  v_lshlrev_b32 v25, 16, v26
  v_or_b32 v31, v22, v25
  ds_write_b128 v34, v[28:31] offset:2112
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshlrev_b32 v30, 3, v32
  v_lshlrev_b32 v29, 5, v39
  v_or_b32 v34, v29, v30
  v_lshlrev_b32 v12, 8, v23
  v_or_b32 v12, v12, v19
  v_lshrrev_b32 v13, 8, v12
  v_lshrrev_b32 v14, 6, v12
  v_xor_b32 v13, v14, v13
  v_and_b32 v13, v13, 3
  v_lshlrev_b32 v13, 4, v13
  v_lshlrev_b32 v12, 1, v12
  v_xor_b32 v12, v12, v13
  ds_write_b16 v12, v15 offset:3136
  ds_write_b16 v12, v27 offset:3200
  v_xor_b32 v14, v12, 16
  ds_write_b16 v14, v2 offset:3264
  ds_write_b16 v14, v0 offset:3328
  v_xor_b32 v2, v12, 32
  ds_write_b16 v2, v1 offset:3392
  ds_write_b16 v2, v3 offset:3456
  v_xor_b32 v16, v12, 48
  v_mov_b32 v13, v44
  ds_write_b16 v16, v13 offset:3520
  ds_write_b16 v16, v33 offset:3584
  ds_write_b16 v2, v35 offset:3136
  ds_write_b16 v2, v24 offset:3200
  v_mov_b32 v15, v45
  ds_write_b16 v16, v15 offset:3264
  v_mov_b32 v0, v46
  ds_write_b16 v16, v0 offset:3328
  ds_write_b16 v12, v17 offset:3392
  ds_write_b16 v12, v20 offset:3456
  ds_write_b16 v14, v21 offset:3520
  v_mov_b32 v0, v47
  ds_write_b16 v14, v0 offset:3584
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshrrev_b32 v18, 8, v34
  v_lshrrev_b32 v3, 6, v34
  v_xor_b32 v21, v3, v18
  v_and_b32 v23, v21, 3
  v_lshlrev_b32 v26, 4, v23
  v_lshlrev_b32 v12, 1, v34
  v_xor_b32 v28, v12, v26
  v_and_b32 v13, v3, 3
  v_lshlrev_b32 v13, 4, v13
  v_xor_b32 v14, v12, v13
  ds_read_b128 v[20:23], v14 offset:2112
  ds_read_b128 v[24:27], v28 offset:3136
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_16x16x16_f16 v[4:7], v[20:21], v[24:25], v[4:7]
  v_mfma_f32_16x16x16_f16 v[4:7], v[22:23], v[26:27], v[4:7]
  v_xor_b32 v0, v28, 32
  ds_read_b128 v[24:27], v0 offset:4160
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_16x16x16_f16 v[8:11], v[20:21], v[24:25], v[8:11]
  v_mfma_f32_16x16x16_f16 v[8:11], v[22:23], v[26:27], v[8:11]
  v_lshlrev_b32 v16, 2, v32
  v_mul_lo_u32 v12, v16, 32
  v_add_u32 v12, v12, v39
  v_ashrrev_i32 v13, 30, v12
  v_mov_b32 v42, s0
  v_mov_b32 v43, s1
  v_lshlrev_b32 v14, 2, v12
  v_add_co_u32 v40, vcc, v42, v14
  v_addc_co_u32 v41, vcc, v43, v13, vcc
  global_store_dword v[40:41], v4, off
  global_store_dword v[40:41], v5, off offset:128
  global_store_dword v[40:41], v6, off offset:256
  global_store_dword v[40:41], v7, off offset:384
  global_store_dword v[40:41], v8, off offset:64
  global_store_dword v[40:41], v9, off offset:192
  global_store_dword v[40:41], v10, off offset:320
  global_store_dword v[40:41], v11, off offset:448
  s_endpgm
.Ldot_end:
.size dot, .Ldot_end-dot
; 10 SGPRs, 48 VGPRs; allocation: 0 moves, 4 spills, 4 reloads

.rodata
.p2align 6
.amdhsa_kernel dot
  .amdhsa_group_segment_fixed_size 5184
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 44
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 48
  .amdhsa_next_free_sgpr 10
  .amdhsa_accum_offset 48
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
    .group_segment_fixed_size: 5184
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 10
    .vgpr_count: 48
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
