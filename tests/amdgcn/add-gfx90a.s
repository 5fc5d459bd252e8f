.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.amdhsa_code_object_version 5
.text
.globl add
.p2align 8
.type add,@function
add:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  s_mov_b32 s12, 0x3ff
  v_and_b32 v8, s12, v0
  s_load_dwordx2 s[20:21], s[0:1], 0x0
  s_load_dwordx2 s[24:25], s[0:1], 0x8
  s_load_dwordx2 s[28:29], s[0:1], 0x10
  s_load_dword s32, s[0:1], 0x18
  s_mov_b32 s36, 0x400
  s_mul_i32 s40, s2, s36
  s_mov_b32 s44, 0xff
  v_and_b32 v0, v8, s44
  s_mov_b32 s0, 2
  v_lshlrev_b32 v0, s0, v0
  s_cmp_ge_u32 s0, 32
  s_cselect_b64 s[2:3], -1, 0
  v_cndmask_b32_e64 v0, v0, 0, s[2:3]
  s_mov_b32 s2, 0
  v_add_u32 v0, v0, s2
  s_mov_b32 s2, 1
  v_add_u32 v2, v0, s2
  v_add_u32 v1, v0, s0
  s_mov_b32 s0, 3
  v_add_u32 v4, v0, s0
  v_add_u32 v3, s40, v0
  v_add_u32 v2, s40, v2
  v_add_u32 v1, s40, v1
  v_add_u32 v0, s40, v4
  v_lshlrev_b32 v4, 2, v3
  v_ashrrev_i32 v5, 30, v3
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v22, s20
  v_mov_b32 v23, s21
  v_add_co_u32 v20, vcc, v22, v4
  v_addc_co_u32 v21, vcc, v23, v5, vcc
  v_lshlrev_b32 v4, 2, v2
  v_ashrrev_i32 v5, 30, v2
  v_mov_b32 v30, s20
  v_mov_b32 v31, s21
  v_add_co_u32 v32, vcc, v30, v4
  v_addc_co_u32 v33, vcc, v31, v5, vcc
  v_lshlrev_b32 v10, 2, v1
  v_ashrrev_i32 v12, 30, v1
  v_mov_b32 v24, s20
  v_mov_b32 v25, s21
  v_add_co_u32 v22, vcc, v24, v10
  v_addc_co_u32 v23, vcc, v25, v12, vcc
  v_lshlrev_b32 v15, 2, v0
  v_ashrrev_i32 v16, 30, v0
  v_mov_b32 v26, s20
  v_mov_b32 v27, s21
  v_add_co_u32 v24, vcc, v26, v15
  v_addc_co_u32 v25, vcc, v27, v16, vcc
  v_cmp_lt_i32_e64 s[6:7], v3, s32
  v_cmp_lt_i32_e64 s[4:5], v2, s32
  v_cmp_lt_i32_e64 s[2:3], v1, s32
  v_cmp_lt_i32_e64 s[0:1], v0, s32
  s_mov_b32 s8, 0
  v_mov_b32 v5, s8
  v_mov_b32 v4, v5
  s_and_saveexec_b64 s[46:47], s[6:7]
  global_load_dword v4, v[20:21], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v6, s8
  v_mov_b32 v5, v6
  s_and_saveexec_b64 s[46:47], s[4:5]
  global_load_dword v5, v[32:33], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v7, s8
  v_mov_b32 v6, v7
  s_and_saveexec_b64 s[46:47], s[2:3]
  global_load_dword v6, v[22:23], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v8, s8
  v_mov_b32 v7, v8
  s_and_saveexec_b64 s[46:47], s[0:1]
  global_load_dword v7, v[24:25], off
  s_mov_b64 exec, s[46:47]
  v_lshlrev_b32 v8, 2, v3
  v_ashrrev_i32 v9, 30, v3
  v_mov_b32 v22, s24
  v_mov_b32 v23, s25
  v_add_co_u32 v20, vcc, v22, v8
  v_addc_co_u32 v21, vcc, v23, v9, vcc
  v_lshlrev_b32 v8, 2, v2
  v_ashrrev_i32 v9, 30, v2
  v_mov_b32 v22, s24
  v_mov_b32 v23, s25
  v_add_co_u32 v26, vcc, v22, v8
  v_addc_co_u32 v27, vcc, v23, v9, vcc
  v_lshlrev_b32 v8, 2, v1
  v_ashrrev_i32 v9, 30, v1
  v_mov_b32 v34, s24
  v_mov_b32 v35, s25
  v_add_co_u32 v36, vcc, v34, v8
  v_addc_co_u32 v37, vcc, v35, v9, vcc
  v_lshlrev_b32 v13, 2, v0
  v_ashrrev_i32 v14, 30, v0
  v_mov_b32 v24, s24
  v_mov_b32 v25, s25
  v_add_co_u32 v22, vcc, v24, v13
  v_addc_co_u32 v23, vcc, v25, v14, vcc
  v_mov_b32 v18, s8
  v_mov_b32 v17, v18
  s_and_saveexec_b64 s[46:47], s[6:7]
  global_load_dword v17, v[20:21], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v9, s8
  v_mov_b32 v8, v9
  s_and_saveexec_b64 s[46:47], s[4:5]
  global_load_dword v8, v[26:27], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v10, s8
  v_mov_b32 v9, v10
  s_and_saveexec_b64 s[46:47], s[2:3]
  global_load_dword v9, v[36:37], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v11, s8
  v_mov_b32 v10, v11
  s_and_saveexec_b64 s[46:47], s[0:1]
  global_load_dword v10, v[22:23], off
  s_mov_b64 exec, s[46:47]
  v_lshlrev_b32 v11, 2, v3
  v_ashrrev_i32 v3, 30, v3
  v_mov_b32 v22, s28
  v_mov_b32 v23, s29
  v_add_co_u32 v20, vcc, v22, v11
  v_addc_co_u32 v21, vcc, v23, v3, vcc
  v_lshlrev_b32 v3, 2, v2
  v_ashrrev_i32 v2, 30, v2
  v_mov_b32 v24, s28
  v_mov_b32 v25, s29
  v_add_co_u32 v22, vcc, v24, v3
  v_addc_co_u32 v23, vcc, v25, v2, vcc
  v_lshlrev_b32 v2, 2, v1
  v_ashrrev_i32 v1, 30, v1
  v_mov_b32 v26, s28
  v_mov_b32 v27, s29
  v_add_co_u32 v24, vcc, v26, v2
  v_addc_co_u32 v25, vcc, v27, v1, vcc
  v_lshlrev_b32 v1, 2, v0
  v_ashrrev_i32 v0, 30, v0
  v_mov_b32 v26, s28
  v_mov_b32 v27, s29
  v_add_co_u32 v28, vcc, v26, v1
  v_addc_co_u32 v29, vcc, v27, v0, vcc
  s_waitcnt vmcnt(0)
  v_add_f32 v13, v4, v17
  v_add_f32 v8, v5, v8
  v_add_f32 v11, v6, v9
  v_add_f32 v12, v7, v10
  s_and_saveexec_b64 s[46:47], s[6:7]
  global_store_dword v[20:21], v13, off
  s_mov_b64 exec, s[46:47]
  s_and_saveexec_b64 s[46:47], s[4:5]
  global_store_dword v[22:23], v8, off
  s_mov_b64 exec, s[46:47]
  s_and_saveexec_b64 s[46:47], s[2:3]
  global_store_dword v[24:25], v11, off
  s_mov_b64 exec, s[46:47]
  s_and_saveexec_b64 s[46:47], s[0:1]
  global_store_dword v[28:29], v12, off
  s_mov_b64 exec, s[46:47]
  s_endpgm
.Ladd_end:
.size add, .Ladd_end-add
; 48 SGPRs, 38 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

.rodata
.p2align 6
.amdhsa_kernel add
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 44
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 38
  .amdhsa_next_free_sgpr 48
  .amdhsa_accum_offset 40
  .amdhsa_tg_split 0
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 3
  .amdhsa_ieee_mode 1
  .amdhsa_dx10_clamp 1
.end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.kernels:
  - .name: add
    .symbol: add.kd
    .kernarg_segment_size: 44
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 48
    .vgpr_count: 38
    .max_flat_workgroup_size: 256
    .reqd_workgroup_size: [256, 1, 1]
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
        .size: 4
        .value_kind: by_value
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
