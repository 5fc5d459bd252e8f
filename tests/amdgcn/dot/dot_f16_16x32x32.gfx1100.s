.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 5
.text
.globl dot
.p2align 8
.type dot,@function
dot:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v6, 0x3ff, v0
  s_load_b64 s[6:7], s[0:1], 0x0
  s_load_b64 s[4:5], s[0:1], 0x8
  s_load_b64 s[2:3], s[0:1], 0x10
  s_load_b64 s[0:1], s[0:1], 0x18
  v_lshrrev_b32 v16, 2, v6
  v_and_b32 v20, v16, 7
  v_mul_lo_u32 v21, v20, 32
  v_and_b32 v22, v6, 3
  v_lshlrev_b32 v24, 3, v22
  v_add_nc_u32 v26, v21, v24
  v_lshlrev_b32 v28, 1, v26
  v_ashrrev_i32 v30, 31, v26
  s_waitcnt lgkmcnt(0)
  v_add_co_u32 v64, vcc_lo, s6, v28
  v_add_co_ci_u32 v65, vcc_lo, s7, v30, vcc_lo
  global_load_u16 v34, v[64:65], off
  global_load_u16 v36, v[64:65], off offset:2
  global_load_u16 v38, v[64:65], off offset:4
  global_load_u16 v40, v[64:65], off offset:6
  global_load_u16 v42, v[64:65], off offset:8
  global_load_u16 v44, v[64:65], off offset:10
  global_load_u16 v46, v[64:65], off offset:12
  global_load_u16 v48, v[64:65], off offset:14
  global_load_u16 v50, v[64:65], off offset:512
  global_load_u16 v52, v[64:65], off offset:514
  global_load_u16 v54, v[64:65], off offset:516
  global_load_u16 v56, v[64:65], off offset:518
  global_load_u16 v58, v[64:65], off offset:520
  global_load_u16 v60, v[64:65], off offset:522
  global_load_u16 v62, v[64:65], off offset:524
  global_load_u16 v1, v[64:65], off offset:526
  v_add_co_u32 v64, vcc_lo, s4, v28
  v_add_co_ci_u32 v65, vcc_lo, s5, v30, vcc_lo
  global_load_u16 v63, v[64:65], off
  global_load_u16 v28, v[64:65], off offset:2
  global_load_u16 v30, v[64:65], off offset:4
  global_load_u16 v21, v[64:65], off offset:6
  global_load_u16 v3, v[64:65], off offset:8
  global_load_u16 v31, v[64:65], off offset:10
  global_load_u16 v19, v[64:65], off offset:12
  s_waitcnt vmcnt(0)
  v_mov_b32 v66, v19
  global_load_u16 v19, v[64:65], off offset:14
  s_waitcnt vmcnt(0)
  v_mov_b32 v67, v19
  global_load_u16 v23, v[64:65], off offset:512
  s_waitcnt vmcnt(0)
  v_mov_b32 v68, v23
  global_load_u16 v23, v[64:65], off offset:514
  global_load_u16 v27, v[64:65], off offset:516
  s_waitcnt vmcnt(0)
  v_mov_b32 v69, v27
  global_load_u16 v27, v[64:65], off offset:518
  global_load_u16 v25, v[64:65], off offset:520
  global_load_u16 v32, v[64:65], off offset:522
  s_waitcnt vmcnt(0)
  v_mov_b32 v70, v32
  global_load_u16 v29, v[64:65], off offset:524
  global_load_u16 v35, v[64:65], off offset:526
  global_load_u16 v39, v[64:65], off offset:1024
  s_waitcnt vmcnt(0)
  v_mov_b32 v71, v39
  global_load_u16 v33, v[64:65], off offset:1026
  global_load_u16 v43, v[64:65], off offset:1028
  s_waitcnt vmcnt(0)
  v_mov_b32 v72, v43
  global_load_u16 v32, v[64:65], off offset:1030
  global_load_u16 v47, v[64:65], off offset:1032
  s_waitcnt vmcnt(0)
  v_mov_b32 v73, v47
  global_load_u16 v49, v[64:65], off offset:1034
  s_waitcnt vmcnt(0)
  v_mov_b32 v74, v49
  global_load_u16 v49, v[64:65], off offset:1036
  global_load_u16 v51, v[64:65], off offset:1038
  global_load_u16 v53, v[64:65], off offset:1536
  global_load_u16 v55, v[64:65], off offset:1538
  global_load_u16 v59, v[64:65], off offset:1540
  s_waitcnt vmcnt(0)
  v_mov_b32 v75, v59
  global_load_u16 v59, v[64:65], off offset:1542
  global_load_u16 v61, v[64:65], off offset:1544
  global_load_u16 v0, v[64:65], off offset:1546
  global_load_u16 v2, v[64:65], off offset:1548
  global_load_u16 v4, v[64:65], off offset:1550
  s_waitcnt vmcnt(0)
  v_mov_b32 v76, v4
  v_lshrrev_b32 v7, 3, v6
  v_and_b32 v8, v7, 3
  v_mul_lo_u32 v10, v8, 32
  v_and_b32 v12, v6, 7
  v_lshlrev_b32 v14, 2, v12
  v_add_nc_u32 v16, v10, v14
  v_lshlrev_b32 v18, 2, v16
  v_ashrrev_i32 v24, 30, v16
  v_add_co_u32 v64, vcc_lo, s2, v18
  v_add_co_ci_u32 v65, vcc_lo, s3, v24, vcc_lo
  global_load_b32 v24, v[64:65], off
  global_load_b32 v26, v[64:65], off offset:4
  global_load_b32 v18, v[64:65], off offset:8
  global_load_b32 v17, v[64:65], off offset:12
  global_load_b32 v16, v[64:65], off offset:512
  global_load_b32 v15, v[64:65], off offset:516
  global_load_b32 v14, v[64:65], off offset:520
  global_load_b32 v13, v[64:65], off offset:524
  global_load_b32 v12, v[64:65], off offset:1024
  global_load_b32 v11, v[64:65], off offset:1028
  global_load_b32 v10, v[64:65], off offset:1032
  global_load_b32 v9, v[64:65], off offset:1036
  global_load_b32 v8, v[64:65], off offset:1536
  global_load_b32 v7, v[64:65], off offset:1540
  global_load_b32 v5, v[64:65], off offset:1544
  global_load_b32 v4, v[64:65], off offset:1548
  v_and_b32 v57, v6, 31
  v_lshlrev_b32 v19, 2, v57
  v_mul_lo_u32 v19, v19, 4
  v_lshrrev_b32 v37, 7, v19
  v_mul_lo_u32 v37, v37, 4
  v_add_nc_u32 v19, v19, v37
  s_waitcnt vmcnt(0)
  ds_store_b32 v19, v24
  ds_store_b32 v19, v26 offset:4
  ds_store_b32 v19, v18 offset:8
  ds_store_b32 v19, v17 offset:12
  ds_store_b32 v19, v16 offset:528
  ds_store_b32 v19, v15 offset:532
  ds_store_b32 v19, v14 offset:536
  ds_store_b32 v19, v13 offset:540
  ds_store_b32 v19, v12 offset:1056
  ds_store_b32 v19, v11 offset:1060
  ds_store_b32 v19, v10 offset:1064
  ds_store_b32 v19, v9 offset:1068
  ds_store_b32 v19, v8 offset:1584
  ds_store_b32 v19, v7 offset:1588
  ds_store_b32 v19, v5 offset:1592
  ds_store_b32 v19, v4 offset:1596
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_lshrrev_b32 v24, 4, v6
  v_and_b32 v47, v24, 1
  v_and_b32 v45, v6, 15
  v_lshlrev_b32 v37, 5, v47
  v_or_b32 v37, v45, v37
  v_mul_lo_u32 v37, v37, 4
  v_lshrrev_b32 v39, 7, v37
  v_mul_lo_u32 v39, v39, 4
  v_add_nc_u32 v19, v37, v39
  ds_load_b32 v4, v19
  ds_load_b32 v5, v19 offset:264
  ds_load_b32 v6, v19 offset:528
  ds_load_b32 v7, v19 offset:792
  ds_load_b32 v8, v19 offset:1056
  ds_load_b32 v9, v19 offset:1320
  ds_load_b32 v10, v19 offset:1584
  ds_load_b32 v11, v19 offset:1848
  ds_load_b32 v12, v19 offset:64
  ds_load_b32 v13, v19 offset:328
  ds_load_b32 v14, v19 offset:592
  ds_load_b32 v15, v19 offset:856
  ds_load_b32 v16, v19 offset:1120
  ds_load_b32 v17, v19 offset:1384
  ds_load_b32 v18, v19 offset:1648
  ds_load_b32 v19, v19 offset:1912
  v_lshlrev_b32 v24, 3, v57
  v_lshrrev_b32 v26, 6, v24
  v_and_b32 v26, v26, 3
  v_lshlrev_b32 v26, 4, v26
  v_lshlrev_b32 v24, 1, v24
  v_xor_b32 v57, v24, v26
  v_and_b32 v24, 0xffff, v34
  v_lshlrev_b32 v26, 16, v36
  v_or_b32 v36, v24, v26
  v_and_b32 v34, 0xffff, v38
  v_lshlrev_b32 v37, 16, v40
  v_or_b32 v37, v34, v37
  v_and_b32 v34, 0xffff, v42
  v_lshlrev_b32 v38, 16, v44
  v_or_b32 v38, v34, v38
  v_and_b32 v40, 0xffff, v46
  v_lshlrev_b32 v41, 16, v48
  v_or_b32 v39, v40, v41
  ds_store_b128 v57, v[36:39] offset:2112
  v_and_b32 v46, 0xffff, v50
  v_lshlrev_b32 v48, 16, v52
  v_or_b32 v40, v46, v48
  v_and_b32 v52, 0xffff, v54
  v_lshlrev_b32 v54, 16, v56
  v_or_b32 v41, v52, v54
  v_and_b32 v58, 0xffff, v58
  v_lshlrev_b32 v60, 16, v60
  v_or_b32 v42, v58, v60
  v_and_b32 v24, 0xffff, v62
  v_lshlrev_b32 v26, 16, v1
  v_or_b32 v43, v24, v26
  ds_store_b128 v57, v[40:43] offset:2624
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_lshlrev_b32 v22, 8, v22
  v_or_b32 v20, v22, v20
  v_lshrrev_b32 v22, 8, v20
  v_lshrrev_b32 v24, 6, v20
  v_xor_b32 v24, v24, v22
  v_and_b32 v26, v24, 3
  v_lshlrev_b32 v34, 4, v26
  v_lshlrev_b32 v24, 1, v20
  v_xor_b32 v34, v24, v34
  ds_store_b16 v34, v63 offset:3136
  ds_store_b16 v34, v28 offset:3200
  v_xor_b32 v36, v34, 16
  ds_store_b16 v36, v30 offset:3264
  ds_store_b16 v36, v21 offset:3328
  v_xor_b32 v40, v34, 32
  ds_store_b16 v40, v3 offset:3392
  ds_store_b16 v40, v31 offset:3456
  v_xor_b32 v44, v34, 48
  v_mov_b32 v20, v66
  ds_store_b16 v44, v20 offset:3520
  v_mov_b32 v20, v67
  ds_store_b16 v44, v20 offset:3584
  v_mov_b32 v24, v68
  ds_store_b16 v36, v24 offset:3136
  ds_store_b16 v36, v23 offset:3200
  v_mov_b32 v30, v69
  ds_store_b16 v34, v30 offset:3264
  ds_store_b16 v34, v27 offset:3328
  ds_store_b16 v44, v25 offset:3392
  v_mov_b32 v37, v70
  ds_store_b16 v44, v37 offset:3456
  ds_store_b16 v40, v29 offset:3520
  ds_store_b16 v40, v35 offset:3584
  v_mov_b32 v39, v71
  ds_store_b16 v40, v39 offset:3136
  ds_store_b16 v40, v33 offset:3200
  v_mov_b32 v43, v72
  ds_store_b16 v44, v43 offset:3264
  ds_store_b16 v44, v32 offset:3328
  v_mov_b32 v50, v73
  ds_store_b16 v34, v50 offset:3392
  v_mov_b32 v54, v74
  ds_store_b16 v34, v54 offset:3456
  ds_store_b16 v36, v49 offset:3520
  ds_store_b16 v36, v51 offset:3584
  ds_store_b16 v44, v53 offset:3136
  ds_store_b16 v44, v55 offset:3200
  v_mov_b32 v43, v75
  ds_store_b16 v40, v43 offset:3264
  ds_store_b16 v40, v59 offset:3328
  ds_store_b16 v36, v61 offset:3392
  ds_store_b16 v36, v0 offset:3456
  ds_store_b16 v34, v2 offset:3520
  v_mov_b32 v21, v76
  ds_store_b16 v34, v21 offset:3584
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_lshlrev_b32 v54, 5, v45
  v_lshlrev_b32 v56, 1, v54
  v_lshrrev_b32 v58, 6, v54
  v_and_b32 v60, v58, 3
  v_lshlrev_b32 v62, 4, v60
  v_xor_b32 v1, v56, v62
  ds_load_b128 v[20:23], v1 offset:2112
  v_xor_b32 v25, v1, 16
  ds_load_b128 v[24:27], v25 offset:2112
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v37, v27
  v_lshrrev_b32 v27, 8, v54
  v_xor_b32 v27, v58, v27
  v_and_b32 v27, v27, 3
  v_lshlrev_b32 v27, 4, v27
  v_xor_b32 v36, v56, v27
  ds_load_b128 v[28:31], v36 offset:3136
  v_xor_b32 v42, v36, 16
  ds_load_b128 v[32:35], v42 offset:3136
  v_mov_b32 v27, v37
  s_waitcnt lgkmcnt(0)
  v_wmma_f32_16x16x16_f16 v[4:11], v[20:27], v[28:35], v[4:11]
  v_xor_b32 v58, v36, 32
  ds_load_b128 v[28:31], v58 offset:4160
  v_xor_b32 v2, v36, 48
  ds_load_b128 v[32:35], v2 offset:4160
  s_waitcnt lgkmcnt(0)
  v_wmma_f32_16x16x16_f16 v[12:19], v[20:27], v[28:35], v[12:19]
  v_xor_b32 v20, v1, 32
  ds_load_b128 v[20:23], v20 offset:2112
  v_xor_b32 v25, v1, 48
  ds_load_b128 v[24:27], v25 offset:2112
  ds_load_b128 v[28:31], v58 offset:3136
  ds_load_b128 v[32:35], v2 offset:3136
  s_waitcnt lgkmcnt(0)
  v_wmma_f32_16x16x16_f16 v[4:11], v[20:27], v[28:35], v[4:11]
  ds_load_b128 v[28:31], v36 offset:4160
  ds_load_b128 v[32:35], v42 offset:4160
  s_waitcnt lgkmcnt(0)
  v_wmma_f32_16x16x16_f16 v[12:19], v[20:27], v[28:35], v[12:19]
  v_mul_lo_u32 v20, v47, 32
  v_add_nc_u32 v21, v20, v45
  v_ashrrev_i32 v20, 30, v21
  v_lshlrev_b32 v21, 2, v21
  v_add_co_u32 v64, vcc_lo, s0, v21
  v_add_co_ci_u32 v65, vcc_lo, s1, v20, vcc_lo
  global_store_b32 v[64:65], v4, off
  global_store_b32 v[64:65], v5, off offset:256
  global_store_b32 v[64:65], v6, off offset:512
  global_store_b32 v[64:65], v7, off offset:768
  global_store_b32 v[64:65], v8, off offset:1024
  global_store_b32 v[64:65], v9, off offset:1280
  global_store_b32 v[64:65], v10, off offset:1536
  global_store_b32 v[64:65], v11, off offset:1792
  global_store_b32 v[64:65], v12, off offset:64
  global_store_b32 v[64:65], v13, off offset:320
  global_store_b32 v[64:65], v14, off offset:576
  global_store_b32 v[64:65], v15, off offset:832
  global_store_b32 v[64:65], v16, off offset:1088
  global_store_b32 v[64:65], v17, off offset:1344
  global_store_b32 v[64:65], v18, off offset:1600
  global_store_b32 v[64:65], v19, off offset:1856
  s_endpgm
.Ldot_end:
.size dot, .Ldot_end-dot
; 10 SGPRs, 77 VGPRs; allocation: 2 moves, 11 spills, 11 reloads

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
  .amdhsa_next_free_vgpr 77
  .amdhsa_next_free_sgpr 10
  .amdhsa_wavefront_size32 1
  .amdhsa_workgroup_processor_mode 0
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
    .wavefront_size: 32
    .sgpr_count: 10
    .vgpr_count: 77
    .max_flat_workgroup_size: 32
    .reqd_workgroup_size: [32, 1, 1]
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
amdhsa.target: amdgcn-amd-amdhsa--gfx1100
...
.end_amdgpu_metadata
