.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.amdhsa_code_object_version 5
.text
.globl dot
.p2align 8
.type dot,@function
dot:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v10, 0x3ff, v0
  s_load_dwordx2 s[6:7], s[0:1], 0x0
  s_load_dwordx2 s[4:5], s[0:1], 0x8
  s_load_dwordx2 s[2:3], s[0:1], 0x10
  s_load_dwordx2 s[0:1], s[0:1], 0x18
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v38, s6
  v_mov_b32 v39, s7
  v_lshrrev_b32 v17, 2, v10
  v_and_b32 v19, v17, 15
  v_mul_lo_u32 v21, v19, 32
  v_and_b32 v23, v10, 3
  v_lshlrev_b32 v25, 3, v23
  v_add_u32 v27, v21, v25
  v_lshlrev_b32 v29, 1, v27
  v_ashrrev_i32 v31, 31, v27
  v_add_co_u32 v40, vcc, v38, v29
  v_addc_co_u32 v41, vcc, v39, v31, vcc
  global_load_ushort v36, v[40:41], off
  global_load_ushort v14, v[40:41], off offset:2
  global_load_ushort v26, v[40:41], off offset:4
  global_load_ushort v22, v[40:41], off offset:6
  global_load_ushort v16, v[40:41], off offset:8
  global_load_ushort v3, v[40:41], off offset:10
  global_load_ushort v2, v[40:41], off offset:12
  global_load_ushort v1, v[40:41], off offset:14
  v_add_u32 v0, v19, 16
  v_mul_lo_u32 v0, v0, 32
  v_add_u32 v0, v0, v25
  v_mov_b32 v40, s4
  v_mov_b32 v41, s5
  v_add_co_u32 v38, vcc, v40, v29
  v_addc_co_u32 v39, vcc, v41, v31, vcc
  v_mov_b32 v42, v38
  v_mov_b32 v43, v39
  v_ashrrev_i32 v4, 31, v0
  v_mov_b32 v38, s4
  v_mov_b32 v39, s5
  v_lshlrev_b32 v5, 1, v0
  v_add_co_u32 v40, vcc, v38, v5
  v_addc_co_u32 v41, vcc, v39, v4, vcc
  v_mov_b32 v38, v42
  v_mov_b32 v39, v43
  global_load_ushort v17, v[38:39], off
  global_load_ushort v18, v[38:39], off offset:2
  global_load_ushort v15, v[38:39], off offset:4
  global_load_ushort v13, v[38:39], off offset:6
  global_load_ushort v20, v[38:39], off offset:8
  s_waitcnt vmcnt(0)
  v_mov_b32 v44, v20
  global_load_ushort v20, v[38:39], off offset:10
  s_waitcnt vmcnt(0)
  v_mov_b32 v45, v20
  global_load_ushort v20, v[38:39], off offset:12
  global_load_ushort v21, v[38:39], off offset:14
  global_load_ushort v24, v[40:41], off
  global_load_ushort v25, v[40:41], off offset:2
  global_load_ushort v27, v[40:41], off offset:4
  global_load_ushort v31, v[40:41], off offset:6
  s_waitcnt vmcnt(0)
  v_mov_b32 v46, v31
  global_load_ushort v33, v[40:41], off offset:8
  s_waitcnt vmcnt(0)
  v_mov_b32 v47, v33
  global_load_ushort v33, v[40:41], off offset:10
  global_load_ushort v35, v[40:41], off offset:12
  global_load_ushort v37, v[40:41], off offset:14
  v_mov_b32 v40, s2
  v_mov_b32 v41, s3
  v_lshrrev_b32 v0, 3, v10
  v_and_b32 v0, v0, 7
  v_add_u32 v4, v0, 8
  v_mul_lo_u32 v5, v4, 32
  v_and_b32 v4, v10, 7
  v_lshlrev_b32 v4, 2, v4
  v_add_u32 v6, v5, v4
  v_lshlrev_b32 v5, 2, v6
  v_ashrrev_i32 v6, 30, v6
  v_add_co_u32 v38, vcc, v40, v5
  v_addc_co_u32 v39, vcc, v41, v6, vcc
  v_mov_b32 v42, v38
  v_mov_b32 v43, v39
  v_mul_lo_u32 v0, v0, 32
  v_add_u32 v4, v0, v4
  v_lshlrev_b32 v0, 2, v4
  v_ashrrev_i32 v4, 30, v4
  v_mov_b32 v38, s2
  v_mov_b32 v39, s3
  v_add_co_u32 v40, vcc, v38, v0
  v_addc_co_u32 v41, vcc, v39, v4, vcc
  global_load_dword v11, v[40:41], off
  global_load_dword v12, v[40:41], off offset:4
  global_load_dword v7, v[40:41], off offset:8
  global_load_dword v6, v[40:41], off offset:12
  v_mov_b32 v40, v42
  v_mov_b32 v41, v43
  global_load_dword v5, v[40:41], off
  global_load_dword v4, v[40:41], off offset:4
  global_load_dword v0, v[40:41], off offset:8
  global_load_dword v34, v[40:41], off offset:12
  v_and_b32 v32, v10, 63
  v_lshlrev_b32 v28, 2, v32
  v_mul_lo_u32 v30, v28, 4
  v_lshrrev_b32 v8, 7, v30
  v_mul_lo_u32 v8, v8, 4
  v_add_u32 v8, v30, v8
  s_waitcnt vmcnt(0)
  ds_write_b32 v8, v11
  ds_write_b32 v8, v12 offset:4
  ds_write_b32 v8, v7 offset:8
  ds_write_b32 v8, v6 offset:12
  ds_write_b32 v8, v5 offset:1056
  ds_write_b32 v8, v4 offset:1060
  ds_write_b32 v8, v0 offset:1064
  ds_write_b32 v8, v34 offset:1068
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshrrev_b32 v0, 4, v10
  v_and_b32 v12, v0, 3
  v_and_b32 v0, v10, 15
  v_lshlrev_b32 v4, 7, v12
  v_or_b32 v4, v0, v4
  v_mul_lo_u32 v4, v4, 4
  v_lshrrev_b32 v5, 7, v4
  v_mul_lo_u32 v5, v5, 4
  v_add_u32 v11, v4, v5
  ds_read_b32 v4, v11
  ds_read_b32 v5, v11 offset:132
  ds_read_b32 v6, v11 offset:264
  ds_read_b32 v7, v11 offset:396
  ds_read_b32 v8, v11 offset:64
  ds_read_b32 v9, v11 offset:196
  ds_read_b32 v10, v11 offset:328
  ds_read_b32 v11, v11 offset:460
  v_lshlrev_b32 v28, 3, v32
  v_lshrrev_b32 v29, 6, v28
  v_and_b32 v29, v29, 3
  v_lshlrev_b32 v29, 4, v29
  v_lshlrev_b32 v28, 1, v28
  v_xor_b32 v32, v28, v29
  v_and_b32 v30, 0xffff, v36
  v_lshlrev_b32 v34, 16, v14
  v_or_b32 v28, v30, v34
  v_and_b32 v36, 0xffff, v26
  v_lshlrev_b32 v14, 16, v22
  v_or_b32 v29, v36, v14
  v_and_b32 v14, 0xffff, v16
  v_lshlrev_b32 v3, 16, v3
  v_or_b32 v30, v14, v3
  v_and_b32 v2, 0xffff, v2
  v_lshlrev_b32 v1, 16, v1
  v_or_b32 v31, v2, v1
  ds_write_b128 v32, v[28:31] offset:2112
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshlrev_b32 v1, 3, v12
  v_lshlrev_b32 v2, 5, v0
  v_or_b32 v1, v2, v1
  v_lshlrev_b32 v14, 8, v23
  v_or_b32 v14, v14, v19
  v_lshrrev_b32 v16, 8, v14
  v_lshrrev_b32 v19, 6, v14
  v_xor_b32 v16, v19, v16
  v_and_b32 v16, v16, 3
  v_lshlrev_b32 v19, 4, v16
  v_lshlrev_b32 v14, 1, v14
  v_xor_b32 v22, v14, v19
  ds_write_b16 v22, v17 offset:3136
  ds_write_b16 v22, v18 offset:3200
  v_xor_b32 v26, v22, 16
  ds_write_b16 v26, v15 offset:3264
  ds_write_b16 v26, v13 offset:3328
  v_xor_b32 v30, v22, 32
  v_mov_b32 v17, v44
  ds_write_b16 v30, v17 offset:3392
  v_mov_b32 v2, v45
  ds_write_b16 v30, v2 offset:3456
  v_xor_b32 v34, v22, 48
  ds_write_b16 v34, v20 offset:3520
  ds_write_b16 v34, v21 offset:3584
  ds_write_b16 v30, v24 offset:3136
  ds_write_b16 v30, v25 offset:3200
  ds_write_b16 v34, v27 offset:3264
  v_mov_b32 v31, v46
  ds_write_b16 v34, v31 offset:3328
  v_mov_b32 v13, v47
  ds_write_b16 v22, v13 offset:3392
  ds_write_b16 v22, v33 offset:3456
  ds_write_b16 v26, v35 offset:3520
  ds_write_b16 v26, v37 offset:3584
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshrrev_b32 v2, 8, v1
  v_lshrrev_b32 v31, 6, v1
  v_xor_b32 v2, v31, v2
  v_and_b32 v2, v2, 3
  v_lshlrev_b32 v2, 4, v2
  v_lshlrev_b32 v34, 1, v1
  v_xor_b32 v1, v34, v2
  v_and_b32 v2, v31, 3
  v_lshlrev_b32 v2, 4, v2
  v_xor_b32 v2, v34, v2
  ds_read_b128 v[20:23], v2 offset:2112
  ds_read_b128 v[24:27], v1 offset:3136
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_16x16x16f16 v[4:7], v[20:21], v[24:25], v[4:7]
  v_mfma_f32_16x16x16f16 v[4:7], v[22:23], v[26:27], v[4:7]
  s_nop 10
  v_mov_b32 v37, v4
  v_xor_b32 v18, v1, 32
  ds_read_b128 v[24:27], v18 offset:4160
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_16x16x16f16 v[8:11], v[20:21], v[24:25], v[8:11]
  v_mfma_f32_16x16x16f16 v[8:11], v[22:23], v[26:27], v[8:11]
  v_lshlrev_b32 v4, 2, v12
  v_add_u32 v1, v4, 3
  v_mul_lo_u32 v3, v1, 32
  v_add_u32 v2, v3, v0
  v_add_u32 v1, v0, 16
  v_add_u32 v3, v3, v1
  v_ashrrev_i32 v12, 30, v2
  v_ashrrev_i32 v24, 30, v3
  v_mov_b32 v40, s0
  v_mov_b32 v41, s1
  v_lshlrev_b32 v25, 2, v3
  v_add_co_u32 v38, vcc, v40, v25
  v_addc_co_u32 v39, vcc, v41, v24, vcc
  v_mov_b32 v42, v38
  v_mov_b32 v43, v39
  v_mul_lo_u32 v3, v4, 32
  v_add_u32 v14, v3, v0
  v_lshlrev_b32 v13, 2, v14
  v_ashrrev_i32 v14, 30, v14
  v_mov_b32 v40, s0
  v_mov_b32 v41, s1
  v_add_co_u32 v38, vcc, v40, v13
  v_addc_co_u32 v39, vcc, v41, v14, vcc
  global_store_dword v[38:39], v37, off
  v_add_u32 v13, v4, 1
  v_mul_lo_u32 v13, v13, 32
  v_add_u32 v15, v13, v0
  v_lshlrev_b32 v14, 2, v15
  v_ashrrev_i32 v15, 30, v15
  v_mov_b32 v40, s0
  v_mov_b32 v41, s1
  v_add_co_u32 v38, vcc, v40, v14
  v_addc_co_u32 v39, vcc, v41, v15, vcc
  global_store_dword v[38:39], v5, off
  v_add_u32 v4, v4, 2
  v_mul_lo_u32 v4, v4, 32
  v_add_u32 v14, v4, v0
  v_lshlrev_b32 v25, 2, v14
  v_ashrrev_i32 v27, 30, v14
  v_mov_b32 v40, s0
  v_mov_b32 v41, s1
  v_add_co_u32 v38, vcc, v40, v25
  v_addc_co_u32 v39, vcc, v41, v27, vcc
  global_store_dword v[38:39], v6, off
  v_lshlrev_b32 v34, 2, v2
  v_mov_b32 v40, s0
  v_mov_b32 v41, s1
  v_add_co_u32 v38, vcc, v40, v34
  v_addc_co_u32 v39, vcc, v41, v12, vcc
  global_store_dword v[38:39], v7, off
  v_add_u32 v22, v3, v1
  v_lshlrev_b32 v0, 2, v22
  v_ashrrev_i32 v2, 30, v22
  v_mov_b32 v40, s0
  v_mov_b32 v41, s1
  v_add_co_u32 v38, vcc, v40, v0
  v_addc_co_u32 v39, vcc, v41, v2, vcc
  global_store_dword v[38:39], v8, off
  v_add_u32 v29, v13, v1
  v_lshlrev_b32 v0, 2, v29
  v_ashrrev_i32 v2, 30, v29
  v_mov_b32 v40, s0
  v_mov_b32 v41, s1
  v_add_co_u32 v38, vcc, v40, v0
  v_addc_co_u32 v39, vcc, v41, v2, vcc
  global_store_dword v[38:39], v9, off
  v_add_u32 v36, v4, v1
  v_lshlrev_b32 v0, 2, v36
  v_ashrrev_i32 v2, 30, v36
  v_mov_b32 v38, s0
  v_mov_b32 v39, s1
  v_add_co_u32 v40, vcc, v38, v0
  v_addc_co_u32 v41, vcc, v39, v2, vcc
  global_store_dword v[40:41], v10, off
  v_mov_b32 v38, v42
  v_mov_b32 v39, v43
  global_store_dword v[38:39], v11, off
  s_endpgm
.Ldot_end:
.size dot, .Ldot_end-dot
; 10 SGPRs, 48 VGPRs; allocation: 1 moves, 7 spills, 7 reloads

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
amdhsa.target: amdgcn-amd-amdhsa--gfx90a
...
.end_amdgpu_metadata
