.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.amdhsa_code_object_version 5
.text
.globl dot
.p2align 8
.type dot,@function
dot:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v14, 0x3ff, v0
  s_load_dwordx2 s[16:17], s[0:1], 0x0
  s_load_dwordx2 s[20:21], s[0:1], 0x8
  s_load_dwordx2 s[24:25], s[0:1], 0x10
  s_load_dwordx2 s[28:29], s[0:1], 0x18
  v_lshrrev_b32 v16, 2, v14
  v_and_b32 v18, v16, 15
  v_mul_lo_u32 v20, v18, 32
  v_and_b32 v22, v14, 3
  v_lshlrev_b32 v24, 3, v22
  v_add_u32 v26, v20, v24
  v_lshlrev_b32 v28, 1, v26
  v_ashrrev_i32 v30, 31, v26
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v50, s16
  v_mov_b32 v51, s17
  v_add_co_u32 v48, vcc, v50, v28
  v_addc_co_u32 v49, vcc, v51, v30, vcc
  global_load_ushort v36, v[48:49], off
  global_load_ushort v38, v[48:49], off offset:2
  global_load_ushort v40, v[48:49], off offset:4
  global_load_ushort v42, v[48:49], off offset:6
  global_load_ushort v44, v[48:49], off offset:8
  global_load_ushort v46, v[48:49], off offset:10
  global_load_ushort v12, v[48:49], off offset:12
  global_load_ushort v3, v[48:49], off offset:14
  v_lshrrev_b32 v0, 2, v14
  v_and_b32 v1, v0, 15
  v_add_u32 v0, v1, 16
  v_mul_lo_u32 v1, v1, 32
  v_mul_lo_u32 v0, v0, 32
  v_and_b32 v2, v14, 3
  v_lshlrev_b32 v2, 3, v2
  v_add_u32 v4, v1, v2
  v_add_u32 v5, v0, v2
  v_lshlrev_b32 v7, 1, v4
  v_ashrrev_i32 v9, 31, v4
  v_mov_b32 v66, s20
  v_mov_b32 v67, s21
  v_add_co_u32 v68, vcc, v66, v7
  v_addc_co_u32 v69, vcc, v67, v9, vcc
  v_lshlrev_b32 v15, 1, v5
  v_ashrrev_i32 v17, 31, v5
  v_mov_b32 v78, s20
  v_mov_b32 v79, s21
  v_add_co_u32 v80, vcc, v78, v15
  v_addc_co_u32 v81, vcc, v79, v17, vcc
  global_load_ushort v23, v[68:69], off
  global_load_ushort v6, v[68:69], off offset:2
  global_load_ushort v22, v[68:69], off offset:4
  global_load_ushort v29, v[68:69], off offset:6
  global_load_ushort v31, v[68:69], off offset:8
  global_load_ushort v33, v[68:69], off offset:10
  global_load_ushort v35, v[68:69], off offset:12
  global_load_ushort v37, v[68:69], off offset:14
  global_load_ushort v39, v[80:81], off
  global_load_ushort v41, v[80:81], off offset:2
  global_load_ushort v43, v[80:81], off offset:4
  global_load_ushort v45, v[80:81], off offset:6
  global_load_ushort v47, v[80:81], off offset:8
  global_load_ushort v2, v[80:81], off offset:10
  global_load_ushort v1, v[80:81], off offset:12
  global_load_ushort v0, v[80:81], off offset:14
  v_lshrrev_b32 v4, 3, v14
  v_and_b32 v5, v4, 7
  v_add_u32 v4, v5, 8
  v_mul_lo_u32 v5, v5, 32
  v_mul_lo_u32 v4, v4, 32
  v_and_b32 v7, v14, 7
  v_lshlrev_b32 v8, 2, v7
  v_add_u32 v7, v5, v8
  v_add_u32 v8, v4, v8
  v_lshlrev_b32 v10, 2, v7
  v_ashrrev_i32 v13, 30, v7
  v_mov_b32 v70, s24
  v_mov_b32 v71, s25
  v_add_co_u32 v74, vcc, v70, v10
  v_addc_co_u32 v75, vcc, v71, v13, vcc
  v_lshlrev_b32 v18, 2, v8
  v_ashrrev_i32 v20, 30, v8
  v_mov_b32 v82, s24
  v_mov_b32 v83, s25
  v_add_co_u32 v48, vcc, v82, v18
  v_addc_co_u32 v49, vcc, v83, v20, vcc
  global_load_dword v26, v[74:75], off
  global_load_dword v28, v[74:75], off offset:4
  global_load_dword v30, v[74:75], off offset:8
  global_load_dword v32, v[74:75], off offset:12
  global_load_dword v34, v[48:49], off
  global_load_dword v7, v[48:49], off offset:4
  global_load_dword v5, v[48:49], off offset:8
  global_load_dword v4, v[48:49], off offset:12
  v_and_b32 v8, v14, 63
  v_lshlrev_b32 v8, 2, v8
  v_mul_lo_u32 v8, v8, 4
  v_lshrrev_b32 v9, 7, v8
  v_mul_lo_u32 v9, v9, 4
  v_add_u32 v8, v8, v9
  s_waitcnt vmcnt(0)
  ds_write_b32 v8, v26
  ds_write_b32 v8, v28 offset:4
  ds_write_b32 v8, v30 offset:8
  ds_write_b32 v8, v32 offset:12
  ds_write_b32 v8, v34 offset:1056
  ds_write_b32 v8, v7 offset:1060
  ds_write_b32 v8, v5 offset:1064
  ds_write_b32 v8, v4 offset:1068
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v4, v14, 15
  v_lshrrev_b32 v5, 4, v14
  v_and_b32 v5, v5, 3
  v_lshlrev_b32 v7, 7, v5
  v_or_b32 v8, v4, v7
  v_mul_lo_u32 v10, v8, 4
  v_lshrrev_b32 v13, 7, v10
  v_mul_lo_u32 v15, v13, 4
  v_add_u32 v16, v10, v15
  ds_read_b32 v4, v16
  ds_read_b32 v5, v16 offset:132
  ds_read_b32 v28, v16 offset:264
  ds_read_b32 v7, v16 offset:396
  ds_read_b32 v8, v16 offset:64
  ds_read_b32 v9, v16 offset:196
  ds_read_b32 v10, v16 offset:328
  ds_read_b32 v11, v16 offset:460
  v_and_b32 v34, v14, 63
  v_lshlrev_b32 v15, 3, v34
  v_lshlrev_b32 v13, 1, v15
  v_lshrrev_b32 v15, 6, v15
  v_and_b32 v15, v15, 3
  v_lshlrev_b32 v15, 4, v15
  v_xor_b32 v13, v13, v15
  v_and_b32 v15, 0xffff, v36
  v_lshlrev_b32 v16, 16, v38
  v_or_b32 v24, v15, v16
  v_and_b32 v15, 0xffff, v40
  v_lshlrev_b32 v16, 16, v42
  v_or_b32 v25, v15, v16
  v_and_b32 v15, 0xffff, v44
  v_lshlrev_b32 v16, 16, v46
  v_or_b32 v26, v15, v16
  v_and_b32 v12, 0xffff, v12
  v_lshlrev_b32 v15, 16, v3
  v_or_b32 v27, v12, v15
  ds_write_b128 v13, v[24:27] offset:2112
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v12, v14, 15
  v_lshlrev_b32 v13, 5, v12
  v_lshrrev_b32 v15, 4, v14
  v_and_b32 v17, v15, 3
  v_lshlrev_b32 v19, 2, v17
  v_or_b32 v21, v13, v19
  v_lshlrev_b32 v24, 1, v21
  v_lshrrev_b32 v25, 6, v21
  v_and_b32 v30, v25, 3
  v_lshlrev_b32 v30, 4, v30
  v_xor_b32 v32, v24, v30
  v_and_b32 v34, v14, 3
  v_lshlrev_b32 v36, 8, v34
  v_lshrrev_b32 v38, 2, v14
  v_and_b32 v40, v38, 15
  v_or_b32 v42, v36, v40
  v_lshlrev_b32 v44, 1, v42
  v_lshrrev_b32 v46, 6, v42
  v_and_b32 v3, v46, 3
  v_lshlrev_b32 v3, 4, v3
  v_xor_b32 v3, v44, v3
  ds_write_b16 v3, v23 offset:3136
  ds_write_b16 v3, v6 offset:3200
  v_xor_b32 v6, v3, 16
  ds_write_b16 v6, v22 offset:3264
  v_xor_b32 v6, v3, 16
  ds_write_b16 v6, v29 offset:3328
  v_xor_b32 v6, v3, 32
  ds_write_b16 v6, v31 offset:3392
  v_xor_b32 v6, v3, 32
  ds_write_b16 v6, v33 offset:3456
  v_xor_b32 v6, v3, 48
  ds_write_b16 v6, v35 offset:3520
  v_xor_b32 v12, v3, 48
  ds_write_b16 v12, v37 offset:3584
  v_xor_b32 v12, v3, 32
  ds_write_b16 v12, v39 offset:3136
  v_xor_b32 v13, v3, 32
  ds_write_b16 v13, v41 offset:3200
  v_xor_b32 v16, v3, 48
  ds_write_b16 v16, v43 offset:3264
  v_xor_b32 v19, v3, 48
  ds_write_b16 v19, v45 offset:3328
  ds_write_b16 v3, v47 offset:3392
  ds_write_b16 v3, v2 offset:3456
  v_xor_b32 v24, v3, 16
  ds_write_b16 v24, v1 offset:3520
  v_xor_b32 v27, v3, 16
  ds_write_b16 v27, v0 offset:3584
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  ds_read_b64 v[20:21], v32 offset:2112
  ds_read_b64 v[22:23], v32 offset:3136
  v_mov_b32 v6, v28
  s_waitcnt lgkmcnt(0)
  s_nop 0
  v_mfma_f32_16x16x16f16 v[4:7], v[20:21], v[22:23], v[4:7]
  ds_read_b64 v[22:23], v32 offset:4160
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_16x16x16f16 v[8:11], v[20:21], v[22:23], v[8:11]
  v_xor_b32 v0, v32, 32
  ds_read_b64 v[20:21], v0 offset:2112
  v_xor_b32 v0, v32, 32
  ds_read_b64 v[22:23], v0 offset:3136
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_16x16x16f16 v[4:7], v[20:21], v[22:23], v[4:7]
  s_nop 10
  v_mov_b32 v17, v6
  v_xor_b32 v2, v32, 32
  ds_read_b64 v[22:23], v2 offset:4160
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_16x16x16f16 v[8:11], v[20:21], v[22:23], v[8:11]
  v_lshrrev_b32 v12, 4, v14
  v_and_b32 v15, v12, 3
  v_lshlrev_b32 v16, 2, v15
  v_add_u32 v18, v16, 1
  v_add_u32 v20, v16, 2
  v_add_u32 v22, v16, 3
  v_mul_lo_u32 v24, v16, 32
  v_mul_lo_u32 v26, v18, 32
  v_mul_lo_u32 v28, v20, 32
  v_mul_lo_u32 v30, v22, 32
  v_and_b32 v32, v14, 15
  v_add_u32 v34, v32, 16
  v_add_u32 v36, v32, 16
  v_add_u32 v38, v32, 16
  v_add_u32 v40, v32, 16
  v_add_u32 v42, v24, v32
  v_add_u32 v44, v26, v32
  v_add_u32 v46, v28, v32
  v_add_u32 v6, v30, v32
  v_add_u32 v3, v24, v34
  v_add_u32 v2, v26, v36
  v_add_u32 v1, v28, v38
  v_add_u32 v0, v30, v40
  v_lshlrev_b32 v12, 2, v42
  v_ashrrev_i32 v13, 30, v42
  v_mov_b32 v48, s28
  v_mov_b32 v49, s29
  v_add_co_u32 v50, vcc, v48, v12
  v_addc_co_u32 v51, vcc, v49, v13, vcc
  v_lshlrev_b32 v12, 2, v44
  v_ashrrev_i32 v13, 30, v44
  v_mov_b32 v62, s28
  v_mov_b32 v63, s29
  v_add_co_u32 v64, vcc, v62, v12
  v_addc_co_u32 v65, vcc, v63, v13, vcc
  v_lshlrev_b32 v12, 2, v46
  v_ashrrev_i32 v13, 30, v46
  v_mov_b32 v72, s28
  v_mov_b32 v73, s29
  v_add_co_u32 v76, vcc, v72, v12
  v_addc_co_u32 v77, vcc, v73, v13, vcc
  v_lshlrev_b32 v19, 2, v6
  v_ashrrev_i32 v21, 30, v6
  v_mov_b32 v84, s28
  v_mov_b32 v85, s29
  v_add_co_u32 v48, vcc, v84, v19
  v_addc_co_u32 v49, vcc, v85, v21, vcc
  v_lshlrev_b32 v27, 2, v3
  v_ashrrev_i32 v29, 30, v3
  v_mov_b32 v54, s28
  v_mov_b32 v55, s29
  v_add_co_u32 v52, vcc, v54, v27
  v_addc_co_u32 v53, vcc, v55, v29, vcc
  v_lshlrev_b32 v35, 2, v2
  v_ashrrev_i32 v37, 30, v2
  v_mov_b32 v56, s28
  v_mov_b32 v57, s29
  v_add_co_u32 v54, vcc, v56, v35
  v_addc_co_u32 v55, vcc, v57, v37, vcc
  v_lshlrev_b32 v43, 2, v1
  v_ashrrev_i32 v45, 30, v1
  v_mov_b32 v58, s28
  v_mov_b32 v59, s29
  v_add_co_u32 v56, vcc, v58, v43
  v_addc_co_u32 v57, vcc, v59, v45, vcc
  v_lshlrev_b32 v1, 2, v0
  v_ashrrev_i32 v0, 30, v0
  v_mov_b32 v60, s28
  v_mov_b32 v61, s29
  v_add_co_u32 v58, vcc, v60, v1
  v_addc_co_u32 v59, vcc, v61, v0, vcc
  global_store_dword v[50:51], v4, off
  global_store_dword v[64:65], v5, off
  v_mov_b32 v6, v17
  global_store_dword v[76:77], v6, off
  global_store_dword v[48:49], v7, off
  global_store_dword v[52:53], v8, off
  global_store_dword v[54:55], v9, off
  global_store_dword v[56:57], v10, off
  global_store_dword v[58:59], v11, off
  s_endpgm
.Ldot_end:
.size dot, .Ldot_end-dot
; 32 SGPRs, 86 VGPRs; allocation: 3 moves, 0 spills, 0 reloads

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
    .group_segment_fixed_size: 5184
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
