.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.amdhsa_code_object_version 5
.text
.globl dot
.p2align 8
.type dot,@function
dot:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v33, 0x3ff, v0
  s_load_dwordx2 s[16:17], s[0:1], 0x0
  s_load_dwordx2 s[20:21], s[0:1], 0x8
  s_load_dwordx2 s[24:25], s[0:1], 0x10
  s_load_dwordx2 s[28:29], s[0:1], 0x18
  v_lshrrev_b32 v16, 2, v33
  v_and_b32 v18, v16, 15
  v_mul_lo_u32 v20, v18, 32
  v_and_b32 v22, v33, 3
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
  v_lshrrev_b32 v0, 2, v33
  v_and_b32 v1, v0, 15
  v_add_u32 v0, v1, 16
  v_mul_lo_u32 v1, v1, 32
  v_mul_lo_u32 v0, v0, 32
  v_and_b32 v2, v33, 3
  v_lshlrev_b32 v2, 3, v2
  v_add_u32 v4, v1, v2
  v_add_u32 v5, v0, v2
  v_lshlrev_b32 v7, 1, v4
  v_ashrrev_i32 v9, 31, v4
  v_mov_b32 v62, s20
  v_mov_b32 v63, s21
  v_add_co_u32 v64, vcc, v62, v7
  v_addc_co_u32 v65, vcc, v63, v9, vcc
  v_lshlrev_b32 v15, 1, v5
  v_ashrrev_i32 v17, 31, v5
  v_mov_b32 v72, s20
  v_mov_b32 v73, s21
  v_add_co_u32 v74, vcc, v72, v15
  v_addc_co_u32 v75, vcc, v73, v17, vcc
  global_load_ushort v23, v[64:65], off
  global_load_ushort v25, v[64:65], off offset:2
  global_load_ushort v27, v[64:65], off offset:4
  global_load_ushort v29, v[64:65], off offset:6
  global_load_ushort v31, v[64:65], off offset:8
  global_load_ushort v13, v[64:65], off offset:10
  global_load_ushort v35, v[64:65], off offset:12
  global_load_ushort v37, v[64:65], off offset:14
  global_load_ushort v39, v[74:75], off
  global_load_ushort v41, v[74:75], off offset:2
  global_load_ushort v43, v[74:75], off offset:4
  global_load_ushort v45, v[74:75], off offset:6
  global_load_ushort v47, v[74:75], off offset:8
  global_load_ushort v2, v[74:75], off offset:10
  global_load_ushort v1, v[74:75], off offset:12
  global_load_ushort v0, v[74:75], off offset:14
  v_lshrrev_b32 v4, 3, v33
  v_and_b32 v5, v4, 7
  v_add_u32 v4, v5, 8
  v_mul_lo_u32 v5, v5, 32
  v_mul_lo_u32 v4, v4, 32
  v_and_b32 v6, v33, 7
  v_lshlrev_b32 v7, 2, v6
  v_add_u32 v6, v5, v7
  v_add_u32 v8, v4, v7
  v_lshlrev_b32 v10, 2, v6
  v_ashrrev_i32 v14, 30, v6
  v_mov_b32 v66, s24
  v_mov_b32 v67, s25
  v_add_co_u32 v70, vcc, v66, v10
  v_addc_co_u32 v71, vcc, v67, v14, vcc
  v_lshlrev_b32 v18, 2, v8
  v_ashrrev_i32 v20, 30, v8
  v_mov_b32 v76, s24
  v_mov_b32 v77, s25
  v_add_co_u32 v48, vcc, v76, v18
  v_addc_co_u32 v49, vcc, v77, v20, vcc
  global_load_dword v26, v[70:71], off
  global_load_dword v28, v[70:71], off offset:4
  global_load_dword v30, v[70:71], off offset:8
  global_load_dword v32, v[70:71], off offset:12
  global_load_dword v34, v[48:49], off
  global_load_dword v6, v[48:49], off offset:4
  global_load_dword v5, v[48:49], off offset:8
  global_load_dword v4, v[48:49], off offset:12
  v_and_b32 v7, v33, 63
  v_lshlrev_b32 v7, 2, v7
  v_mul_lo_u32 v7, v7, 4
  v_lshrrev_b32 v8, 7, v7
  v_mul_lo_u32 v8, v8, 4
  v_add_u32 v7, v7, v8
  s_waitcnt vmcnt(0)
  ds_write_b32 v7, v26
  ds_write_b32 v7, v28 offset:4
  ds_write_b32 v7, v30 offset:8
  ds_write_b32 v7, v32 offset:12
  ds_write_b32 v7, v34 offset:1056
  ds_write_b32 v7, v6 offset:1060
  ds_write_b32 v7, v5 offset:1064
  ds_write_b32 v7, v4 offset:1068
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v4, v33, 15
  v_lshrrev_b32 v5, 4, v33
  v_and_b32 v5, v5, 3
  v_lshlrev_b32 v6, 7, v5
  v_or_b32 v8, v4, v6
  v_mul_lo_u32 v10, v8, 4
  v_lshrrev_b32 v14, 7, v10
  v_mul_lo_u32 v14, v14, 4
  v_add_u32 v16, v10, v14
  ds_read_b32 v4, v16
  ds_read_b32 v5, v16 offset:132
  ds_read_b32 v6, v16 offset:264
  ds_read_b32 v7, v16 offset:396
  ds_read_b32 v8, v16 offset:64
  ds_read_b32 v9, v16 offset:196
  ds_read_b32 v10, v16 offset:328
  ds_read_b32 v11, v16 offset:460
  v_and_b32 v34, v33, 63
  v_lshlrev_b32 v14, 3, v34
  v_mul_lo_u32 v14, v14, 2
  v_lshrrev_b32 v15, 6, v14
  v_mul_lo_u32 v15, v15, 4
  v_add_u32 v14, v14, v15
  ds_write_b16 v14, v36 offset:2112
  ds_write_b16 v14, v38 offset:2114
  ds_write_b16 v14, v40 offset:2116
  ds_write_b16 v14, v42 offset:2118
  ds_write_b16 v14, v44 offset:2120
  ds_write_b16 v14, v46 offset:2122
  ds_write_b16 v14, v12 offset:2124
  ds_write_b16 v14, v3 offset:2126
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v3, v33, 15
  v_lshlrev_b32 v3, 5, v3
  v_lshrrev_b32 v12, 4, v33
  v_and_b32 v12, v12, 3
  v_lshlrev_b32 v12, 2, v12
  v_or_b32 v3, v3, v12
  v_mul_lo_u32 v12, v3, 2
  v_lshrrev_b32 v14, 6, v12
  v_mul_lo_u32 v14, v14, 4
  v_add_u32 v15, v12, v14
  ds_read_u16 v12, v15 offset:2112
  ds_read_u16 v14, v15 offset:2114
  ds_read_u16 v16, v15 offset:2116
  ds_read_u16 v18, v15 offset:2118
  ds_read_u16 v44, v15 offset:2144
  ds_read_u16 v28, v15 offset:2146
  ds_read_u16 v24, v15 offset:2148
  ds_read_u16 v26, v15 offset:2150
  v_and_b32 v30, v33, 63
  v_lshlrev_b32 v30, 3, v30
  v_mul_lo_u32 v32, v30, 2
  v_lshrrev_b32 v34, 6, v32
  v_mul_lo_u32 v36, v34, 4
  v_add_u32 v38, v32, v36
  ds_write_b16 v38, v23 offset:3200
  ds_write_b16 v38, v25 offset:3202
  ds_write_b16 v38, v27 offset:3204
  ds_write_b16 v38, v29 offset:3206
  ds_write_b16 v38, v31 offset:3208
  ds_write_b16 v38, v13 offset:3210
  ds_write_b16 v38, v35 offset:3212
  ds_write_b16 v38, v37 offset:3214
  ds_write_b16 v38, v39 offset:4288
  ds_write_b16 v38, v41 offset:4290
  ds_write_b16 v38, v43 offset:4292
  ds_write_b16 v38, v45 offset:4294
  ds_write_b16 v38, v47 offset:4296
  ds_write_b16 v38, v2 offset:4298
  ds_write_b16 v38, v1 offset:4300
  ds_write_b16 v38, v0 offset:4302
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v0, v33, 15
  v_lshrrev_b32 v1, 4, v33
  v_and_b32 v1, v1, 3
  v_lshlrev_b32 v1, 7, v1
  v_or_b32 v2, v0, v1
  v_mul_lo_u32 v13, v2, 2
  v_lshrrev_b32 v15, 6, v13
  v_mul_lo_u32 v15, v15, 4
  v_add_u32 v20, v13, v15
  ds_read_u16 v13, v20 offset:3200
  ds_read_u16 v15, v20 offset:3268
  ds_read_u16 v17, v20 offset:3336
  ds_read_u16 v19, v20 offset:3404
  ds_read_u16 v31, v20 offset:3232
  ds_read_u16 v35, v20 offset:3300
  ds_read_u16 v25, v20 offset:3368
  ds_read_u16 v27, v20 offset:3436
  ds_read_u16 v29, v20 offset:4288
  ds_read_u16 v30, v20 offset:4356
  ds_read_u16 v32, v20 offset:4424
  ds_read_u16 v34, v20 offset:4492
  ds_read_u16 v36, v20 offset:4320
  ds_read_u16 v38, v20 offset:4388
  ds_read_u16 v40, v20 offset:4456
  ds_read_u16 v42, v20 offset:4524
  v_and_b32 v45, 0xffff, v12
  v_lshlrev_b32 v46, 16, v14
  v_or_b32 v20, v45, v46
  v_and_b32 v0, 0xffff, v16
  v_lshlrev_b32 v1, 16, v18
  v_or_b32 v21, v0, v1
  s_waitcnt lgkmcnt(0)
  v_and_b32 v0, 0xffff, v13
  v_lshlrev_b32 v1, 16, v15
  v_or_b32 v0, v0, v1
  v_and_b32 v1, 0xffff, v17
  v_lshlrev_b32 v2, 16, v19
  v_or_b32 v3, v1, v2
  v_and_b32 v12, 0xffff, v31
  v_lshlrev_b32 v13, 16, v35
  v_or_b32 v14, v12, v13
  v_and_b32 v12, 0xffff, v25
  v_lshlrev_b32 v13, 16, v27
  v_or_b32 v15, v12, v13
  v_mov_b32 v22, v0
  v_mov_b32 v23, v3
  s_nop 1
  v_mfma_f32_16x16x16f16 v[4:7], v[20:21], v[22:23], v[4:7]
  v_mov_b32 v22, v14
  v_mov_b32 v23, v15
  s_nop 1
  v_mfma_f32_16x16x16f16 v[8:11], v[20:21], v[22:23], v[8:11]
  v_and_b32 v27, 0xffff, v44
  v_lshlrev_b32 v31, 16, v28
  v_or_b32 v20, v27, v31
  v_and_b32 v35, 0xffff, v24
  v_lshlrev_b32 v37, 16, v26
  v_or_b32 v21, v35, v37
  v_and_b32 v39, 0xffff, v29
  v_lshlrev_b32 v41, 16, v30
  v_or_b32 v43, v39, v41
  v_and_b32 v45, 0xffff, v32
  v_lshlrev_b32 v47, 16, v34
  v_or_b32 v0, v45, v47
  v_and_b32 v1, 0xffff, v36
  v_lshlrev_b32 v2, 16, v38
  v_or_b32 v3, v1, v2
  v_and_b32 v1, 0xffff, v40
  v_lshlrev_b32 v2, 16, v42
  v_or_b32 v1, v1, v2
  v_mov_b32 v12, v4
  v_mov_b32 v13, v5
  v_mov_b32 v14, v6
  v_mov_b32 v15, v7
  v_mov_b32 v22, v43
  v_mov_b32 v23, v0
  s_nop 1
  v_mfma_f32_16x16x16f16 v[12:15], v[20:21], v[22:23], v[12:15]
  v_mov_b32 v16, v8
  v_mov_b32 v17, v9
  v_mov_b32 v18, v10
  v_mov_b32 v19, v11
  v_mov_b32 v22, v3
  v_mov_b32 v23, v1
  s_nop 1
  v_mfma_f32_16x16x16f16 v[16:19], v[20:21], v[22:23], v[16:19]
  v_lshrrev_b32 v10, 4, v33
  v_and_b32 v20, v10, 3
  v_lshlrev_b32 v23, 2, v20
  v_add_u32 v22, v23, 1
  v_add_u32 v21, v23, 2
  v_add_u32 v20, v23, 3
  v_mul_lo_u32 v23, v23, 32
  v_mul_lo_u32 v24, v22, 32
  v_mul_lo_u32 v26, v21, 32
  v_mul_lo_u32 v28, v20, 32
  v_and_b32 v30, v33, 15
  v_add_u32 v32, v30, 16
  v_add_u32 v34, v30, 16
  v_add_u32 v36, v30, 16
  v_add_u32 v38, v30, 16
  v_add_u32 v40, v23, v30
  v_add_u32 v42, v24, v30
  v_add_u32 v44, v26, v30
  v_add_u32 v46, v28, v30
  v_add_u32 v3, v23, v32
  v_add_u32 v2, v24, v34
  v_add_u32 v1, v26, v36
  v_add_u32 v0, v28, v38
  v_lshlrev_b32 v4, 2, v40
  v_ashrrev_i32 v5, 30, v40
  v_mov_b32 v50, s28
  v_mov_b32 v51, s29
  v_add_co_u32 v48, vcc, v50, v4
  v_addc_co_u32 v49, vcc, v51, v5, vcc
  v_lshlrev_b32 v4, 2, v42
  v_ashrrev_i32 v5, 30, v42
  v_mov_b32 v58, s28
  v_mov_b32 v59, s29
  v_add_co_u32 v60, vcc, v58, v4
  v_addc_co_u32 v61, vcc, v59, v5, vcc
  v_lshlrev_b32 v9, 2, v44
  v_ashrrev_i32 v11, 30, v44
  v_mov_b32 v64, s28
  v_mov_b32 v65, s29
  v_add_co_u32 v68, vcc, v64, v9
  v_addc_co_u32 v69, vcc, v65, v11, vcc
  v_lshlrev_b32 v20, 2, v46
  v_ashrrev_i32 v21, 30, v46
  v_mov_b32 v74, s28
  v_mov_b32 v75, s29
  v_add_co_u32 v78, vcc, v74, v20
  v_addc_co_u32 v79, vcc, v75, v21, vcc
  v_lshlrev_b32 v25, 2, v3
  v_ashrrev_i32 v27, 30, v3
  v_mov_b32 v52, s28
  v_mov_b32 v53, s29
  v_add_co_u32 v50, vcc, v52, v25
  v_addc_co_u32 v51, vcc, v53, v27, vcc
  v_lshlrev_b32 v33, 2, v2
  v_ashrrev_i32 v35, 30, v2
  v_mov_b32 v54, s28
  v_mov_b32 v55, s29
  v_add_co_u32 v52, vcc, v54, v33
  v_addc_co_u32 v53, vcc, v55, v35, vcc
  v_lshlrev_b32 v41, 2, v1
  v_ashrrev_i32 v43, 30, v1
  v_mov_b32 v56, s28
  v_mov_b32 v57, s29
  v_add_co_u32 v54, vcc, v56, v41
  v_addc_co_u32 v55, vcc, v57, v43, vcc
  v_lshlrev_b32 v1, 2, v0
  v_ashrrev_i32 v0, 30, v0
  v_mov_b32 v58, s28
  v_mov_b32 v59, s29
  v_add_co_u32 v56, vcc, v58, v1
  v_addc_co_u32 v57, vcc, v59, v0, vcc
  global_store_dword v[48:49], v12, off
  global_store_dword v[60:61], v13, off
  global_store_dword v[68:69], v14, off
  global_store_dword v[78:79], v15, off
  global_store_dword v[50:51], v16, off
  global_store_dword v[52:53], v17, off
  global_store_dword v[54:55], v18, off
  global_store_dword v[56:57], v19, off
  s_endpgm
.Ldot_end:
.size dot, .Ldot_end-dot
; 32 SGPRs, 80 VGPRs; allocation: 16 moves, 0 spills, 0 reloads

.rodata
.p2align 6
.amdhsa_kernel dot
  .amdhsa_group_segment_fixed_size 5376
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 44
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 80
  .amdhsa_next_free_sgpr 32
  .amdhsa_accum_offset 80
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
    .group_segment_fixed_size: 5376
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 32
    .vgpr_count: 80
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
