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
  v_lshlrev_b32 v28, 1, v26
  v_ashrrev_i32 v30, 31, v26
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v88, s16
  v_mov_b32 v89, s17
  v_add_co_u32 v90, vcc, v88, v28
  v_addc_co_u32 v91, vcc, v89, v30, vcc
  global_load_ushort v36, v[90:91], off
  global_load_ushort v38, v[90:91], off offset:2
  global_load_ushort v40, v[90:91], off offset:4
  global_load_ushort v42, v[90:91], off offset:6
  global_load_ushort v44, v[90:91], off offset:8
  global_load_ushort v46, v[90:91], off offset:10
  global_load_ushort v48, v[90:91], off offset:12
  global_load_ushort v50, v[90:91], off offset:14
  v_add_u32 v52, v18, 16
  v_mul_lo_u32 v54, v52, 32
  v_add_u32 v56, v54, v24
  v_mov_b32 v104, s20
  v_mov_b32 v105, s21
  v_add_co_u32 v108, vcc, v104, v28
  v_addc_co_u32 v109, vcc, v105, v30, vcc
  v_lshlrev_b32 v62, 1, v56
  v_ashrrev_i32 v1, 31, v56
  v_mov_b32 v66, s20
  v_mov_b32 v67, s21
  v_add_co_u32 v70, vcc, v66, v62
  v_addc_co_u32 v71, vcc, v67, v1, vcc
  global_load_ushort v12, v[108:109], off
  global_load_ushort v14, v[108:109], off offset:2
  global_load_ushort v16, v[108:109], off offset:4
  global_load_ushort v13, v[108:109], off offset:6
  global_load_ushort v15, v[108:109], off offset:8
  global_load_ushort v17, v[108:109], off offset:10
  global_load_ushort v19, v[108:109], off offset:12
  global_load_ushort v21, v[108:109], off offset:14
  global_load_ushort v23, v[70:71], off
  global_load_ushort v43, v[70:71], off offset:2
  global_load_ushort v49, v[70:71], off offset:4
  global_load_ushort v29, v[70:71], off offset:6
  global_load_ushort v31, v[70:71], off offset:8
  global_load_ushort v33, v[70:71], off offset:10
  global_load_ushort v35, v[70:71], off offset:12
  global_load_ushort v37, v[70:71], off offset:14
  v_lshrrev_b32 v39, 3, v6
  v_and_b32 v41, v39, 7
  v_add_u32 v47, v41, 8
  v_mul_lo_u32 v45, v41, 32
  v_mul_lo_u32 v47, v47, 32
  v_and_b32 v51, v6, 7
  v_lshlrev_b32 v51, 2, v51
  v_add_u32 v53, v45, v51
  v_add_u32 v55, v47, v51
  v_lshlrev_b32 v57, 2, v53
  v_ashrrev_i32 v59, 30, v53
  v_mov_b32 v110, s24
  v_mov_b32 v111, s25
  v_add_co_u32 v64, vcc, v110, v57
  v_addc_co_u32 v65, vcc, v111, v59, vcc
  v_lshlrev_b32 v2, 2, v55
  v_ashrrev_i32 v4, 30, v55
  v_mov_b32 v72, s24
  v_mov_b32 v73, s25
  v_add_co_u32 v74, vcc, v72, v2
  v_addc_co_u32 v75, vcc, v73, v4, vcc
  global_load_dword v10, v[64:65], off
  global_load_dword v39, v[64:65], off offset:4
  global_load_dword v34, v[64:65], off offset:8
  global_load_dword v32, v[64:65], off offset:12
  global_load_dword v30, v[74:75], off
  global_load_dword v20, v[74:75], off offset:4
  global_load_dword v28, v[74:75], off offset:8
  global_load_dword v24, v[74:75], off offset:12
  v_and_b32 v26, v6, 63
  v_lshlrev_b32 v41, 2, v26
  v_mul_lo_u32 v41, v41, 4
  v_lshrrev_b32 v45, 7, v41
  v_mul_lo_u32 v45, v45, 4
  v_add_u32 v41, v41, v45
  s_waitcnt vmcnt(0)
  ds_write_b32 v41, v10
  ds_write_b32 v41, v39 offset:4
  ds_write_b32 v41, v34 offset:8
  ds_write_b32 v41, v32 offset:12
  ds_write_b32 v41, v30 offset:1056
  ds_write_b32 v41, v20 offset:1060
  ds_write_b32 v41, v28 offset:1064
  ds_write_b32 v41, v24 offset:1068
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v47, v6, 15
  v_lshrrev_b32 v51, 4, v6
  v_and_b32 v51, v51, 3
  v_lshlrev_b32 v53, 7, v51
  v_or_b32 v55, v47, v53
  v_mul_lo_u32 v57, v55, 4
  v_lshrrev_b32 v59, 7, v57
  v_mul_lo_u32 v61, v59, 4
  v_add_u32 v0, v57, v61
  ds_read_b32 v4, v0
  ds_read_b32 v5, v0 offset:132
  ds_read_b32 v6, v0 offset:264
  ds_read_b32 v7, v0 offset:396
  ds_read_b32 v8, v0 offset:64
  ds_read_b32 v9, v0 offset:196
  ds_read_b32 v10, v0 offset:328
  ds_read_b32 v11, v0 offset:460
  v_lshlrev_b32 v24, 3, v26
  v_lshlrev_b32 v20, 1, v24
  v_lshrrev_b32 v24, 6, v24
  v_and_b32 v24, v24, 3
  v_lshlrev_b32 v26, 4, v24
  v_xor_b32 v28, v20, v26
  v_and_b32 v30, 0xffff, v36
  v_lshlrev_b32 v32, 16, v38
  v_or_b32 v24, v30, v32
  v_and_b32 v36, 0xffff, v40
  v_lshlrev_b32 v38, 16, v42
  v_or_b32 v25, v36, v38
  v_and_b32 v42, 0xffff, v44
  v_lshlrev_b32 v44, 16, v46
  v_or_b32 v26, v42, v44
  v_and_b32 v48, 0xffff, v48
  v_lshlrev_b32 v50, 16, v50
  v_or_b32 v27, v48, v50
  ds_write_b128 v28, v[24:27] offset:2112
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshlrev_b32 v56, 5, v47
  v_lshlrev_b32 v58, 2, v51
  v_or_b32 v60, v56, v58
  v_lshlrev_b32 v62, 1, v60
  v_lshrrev_b32 v1, 6, v60
  v_and_b32 v3, v1, 3
  v_lshlrev_b32 v20, 4, v3
  v_xor_b32 v24, v62, v20
  v_lshlrev_b32 v20, 8, v22
  v_or_b32 v20, v20, v18
  v_lshlrev_b32 v18, 1, v20
  v_lshrrev_b32 v20, 6, v20
  v_and_b32 v20, v20, 3
  v_lshlrev_b32 v20, 4, v20
  v_xor_b32 v22, v18, v20
  ds_write_b16 v22, v12 offset:3136
  ds_write_b16 v22, v14 offset:3200
  v_xor_b32 v26, v22, 16
  ds_write_b16 v26, v16 offset:3264
  ds_write_b16 v26, v13 offset:3328
  v_xor_b32 v30, v22, 32
  ds_write_b16 v30, v15 offset:3392
  ds_write_b16 v30, v17 offset:3456
  v_xor_b32 v34, v22, 48
  ds_write_b16 v34, v19 offset:3520
  ds_write_b16 v34, v21 offset:3584
  ds_write_b16 v30, v23 offset:3136
  ds_write_b16 v30, v43 offset:3200
  ds_write_b16 v34, v49 offset:3264
  ds_write_b16 v34, v29 offset:3328
  ds_write_b16 v22, v31 offset:3392
  ds_write_b16 v22, v33 offset:3456
  ds_write_b16 v26, v35 offset:3520
  ds_write_b16 v26, v37 offset:3584
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  ds_read_b64 v[20:21], v24 offset:2112
  ds_read_b64 v[22:23], v24 offset:3136
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_16x16x16f16 v[4:7], v[20:21], v[22:23], v[4:7]
  ds_read_b64 v[22:23], v24 offset:4160
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_16x16x16f16 v[8:11], v[20:21], v[22:23], v[8:11]
  v_xor_b32 v2, v24, 32
  ds_read_b64 v[20:21], v2 offset:2112
  ds_read_b64 v[22:23], v2 offset:3136
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_16x16x16f16 v[4:7], v[20:21], v[22:23], v[4:7]
  ds_read_b64 v[22:23], v2 offset:4160
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_16x16x16f16 v[8:11], v[20:21], v[22:23], v[8:11]
  v_add_u32 v23, v58, 1
  v_add_u32 v25, v58, 2
  v_add_u32 v27, v58, 3
  v_mul_lo_u32 v29, v58, 32
  v_mul_lo_u32 v31, v23, 32
  v_mul_lo_u32 v33, v25, 32
  v_mul_lo_u32 v35, v27, 32
  v_add_u32 v37, v47, 16
  v_add_u32 v39, v29, v47
  v_add_u32 v41, v31, v47
  v_add_u32 v43, v33, v47
  v_add_u32 v45, v35, v47
  v_add_u32 v47, v29, v37
  v_add_u32 v49, v31, v37
  v_add_u32 v51, v33, v37
  v_add_u32 v53, v35, v37
  v_lshlrev_b32 v55, 2, v39
  v_ashrrev_i32 v57, 30, v39
  v_mov_b32 v106, s28
  v_mov_b32 v107, s29
  v_add_co_u32 v110, vcc, v106, v55
  v_addc_co_u32 v111, vcc, v107, v57, vcc
  v_lshlrev_b32 v0, 2, v41
  v_ashrrev_i32 v2, 30, v41
  v_mov_b32 v68, s28
  v_mov_b32 v69, s29
  v_add_co_u32 v72, vcc, v68, v0
  v_addc_co_u32 v73, vcc, v69, v2, vcc
  v_lshlrev_b32 v12, 2, v43
  v_ashrrev_i32 v13, 30, v43
  v_mov_b32 v76, s28
  v_mov_b32 v77, s29
  v_add_co_u32 v78, vcc, v76, v12
  v_addc_co_u32 v79, vcc, v77, v13, vcc
  v_lshlrev_b32 v16, 2, v45
  v_ashrrev_i32 v18, 30, v45
  v_mov_b32 v80, s28
  v_mov_b32 v81, s29
  v_add_co_u32 v82, vcc, v80, v16
  v_addc_co_u32 v83, vcc, v81, v18, vcc
  v_lshlrev_b32 v24, 2, v47
  v_ashrrev_i32 v26, 30, v47
  v_mov_b32 v84, s28
  v_mov_b32 v85, s29
  v_add_co_u32 v86, vcc, v84, v24
  v_addc_co_u32 v87, vcc, v85, v26, vcc
  v_lshlrev_b32 v32, 2, v49
  v_ashrrev_i32 v34, 30, v49
  v_mov_b32 v92, s28
  v_mov_b32 v93, s29
  v_add_co_u32 v94, vcc, v92, v32
  v_addc_co_u32 v95, vcc, v93, v34, vcc
  v_lshlrev_b32 v40, 2, v51
  v_ashrrev_i32 v42, 30, v51
  v_mov_b32 v96, s28
  v_mov_b32 v97, s29
  v_add_co_u32 v98, vcc, v96, v40
  v_addc_co_u32 v99, vcc, v97, v42, vcc
  v_lshlrev_b32 v48, 2, v53
  v_ashrrev_i32 v50, 30, v53
  v_mov_b32 v100, s28
  v_mov_b32 v101, s29
  v_add_co_u32 v102, vcc, v100, v48
  v_addc_co_u32 v103, vcc, v101, v50, vcc
  global_store_dword v[110:111], v4, off
  global_store_dword v[72:73], v5, off
  global_store_dword v[78:79], v6, off
  global_store_dword v[82:83], v7, off
  global_store_dword v[86:87], v8, off
  global_store_dword v[94:95], v9, off
  global_store_dword v[98:99], v10, off
  global_store_dword v[102:103], v11, off
  s_endpgm
.Ldot_end:
.size dot, .Ldot_end-dot
; 32 SGPRs, 112 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 112
  .amdhsa_next_free_sgpr 32
  .amdhsa_accum_offset 112
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
    .vgpr_count: 112
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
