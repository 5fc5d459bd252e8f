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
  s_load_dword s34, s[0:1], 0x18
  s_mul_i32 s36, s2, 0x400
  s_mov_b32 s40, 0xff
  v_and_b32 v17, v8, s40
  v_lshlrev_b32 v0, 2, v17
  s_cmp_ge_u32 2, 32
  s_cselect_b64 s[0:1], -1, 0
  v_cndmask_b32_e64 v0, v0, 0, s[0:1]
  v_add_u32 v3, v0, 0
  v_add_u32 v2, v3, 1
  v_add_u32 v1, v3, 2
  v_add_u32 v0, v3, 3
  v_add_u32 v3, s36, v3
  v_add_u32 v2, s36, v2
  v_add_u32 v1, s36, v1
  v_add_u32 v0, s36, v0
  v_lshlrev_b32 v4, 2, v3
  v_ashrrev_i32 v5, 30, v3
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v20, s20
  v_mov_b32 v21, s21
  v_add_co_u32 v18, vcc, v20, v4
  v_addc_co_u32 v19, vcc, v21, v5, vcc
  v_lshlrev_b32 v4, 2, v2
  v_ashrrev_i32 v5, 30, v2
  v_mov_b32 v22, s20
  v_mov_b32 v23, s21
  v_add_co_u32 v20, vcc, v22, v4
  v_addc_co_u32 v21, vcc, v23, v5, vcc
  v_lshlrev_b32 v4, 2, v1
  v_ashrrev_i32 v5, 30, v1
  v_mov_b32 v26, s20
  v_mov_b32 v27, s21
  v_add_co_u32 v28, vcc, v26, v4
  v_addc_co_u32 v29, vcc, v27, v5, vcc
  v_lshlrev_b32 v8, 2, v0
  v_ashrrev_i32 v10, 30, v0
  v_mov_b32 v24, s20
  v_mov_b32 v25, s21
  v_add_co_u32 v22, vcc, v24, v8
  v_addc_co_u32 v23, vcc, v25, v10, vcc
  v_cmp_lt_i32_e64 s[32:33], v3, s34
  v_cmp_lt_i32_e64 s[36:37], v2, s34
  v_cmp_lt_i32_e64 s[40:41], v1, s34
  v_cmp_lt_i32_e64 s[44:45], v0, s34
  s_mov_b32 s0, 0
  v_mov_b32 v5, s0
  v_mov_b32 v4, v5
  s_and_saveexec_b64 s[46:47], s[32:33]
  global_load_dword v4, v[18:19], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v6, s0
  v_mov_b32 v5, v6
  s_and_saveexec_b64 s[46:47], s[36:37]
  global_load_dword v5, v[20:21], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v7, s0
  v_mov_b32 v6, v7
  s_and_saveexec_b64 s[46:47], s[40:41]
  global_load_dword v6, v[28:29], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v8, s0
  v_mov_b32 v7, v8
  s_and_saveexec_b64 s[46:47], s[44:45]
  global_load_dword v7, v[22:23], off
  s_mov_b64 exec, s[46:47]
  v_lshlrev_b32 v8, 2, v3
  v_ashrrev_i32 v9, 30, v3
  v_mov_b32 v20, s24
  v_mov_b32 v21, s25
  v_add_co_u32 v18, vcc, v20, v8
  v_addc_co_u32 v19, vcc, v21, v9, vcc
  v_lshlrev_b32 v8, 2, v2
  v_ashrrev_i32 v9, 30, v2
  v_mov_b32 v22, s24
  v_mov_b32 v23, s25
  v_add_co_u32 v20, vcc, v22, v8
  v_addc_co_u32 v21, vcc, v23, v9, vcc
  v_lshlrev_b32 v8, 2, v1
  v_ashrrev_i32 v9, 30, v1
  v_mov_b32 v24, s24
  v_mov_b32 v25, s25
  v_add_co_u32 v22, vcc, v24, v8
  v_addc_co_u32 v23, vcc, v25, v9, vcc
  v_lshlrev_b32 v8, 2, v0
  v_ashrrev_i32 v9, 30, v0
  v_mov_b32 v30, s24
  v_mov_b32 v31, s25
  v_add_co_u32 v32, vcc, v30, v8
  v_addc_co_u32 v33, vcc, v31, v9, vcc
  v_mov_b32 v12, s0
  v_mov_b32 v11, v12
  s_and_saveexec_b64 s[46:47], s[32:33]
  global_load_dword v11, v[18:19], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v14, s0
  v_mov_b32 v13, v14
  s_and_saveexec_b64 s[46:47], s[36:37]
  global_load_dword v13, v[20:21], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v16, s0
  v_mov_b32 v15, v16
  s_and_saveexec_b64 s[46:47], s[40:41]
  global_load_dword v15, v[22:23], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v9, s0
  v_mov_b32 v8, v9
  s_and_saveexec_b64 s[46:47], s[44:45]
  global_load_dword v8, v[32:33], off
  s_mov_b64 exec, s[46:47]
  v_lshlrev_b32 v9, 2, v3
  v_ashrrev_i32 v3, 30, v3
  v_mov_b32 v20, s28
  v_mov_b32 v21, s29
  v_add_co_u32 v18, vcc, v20, v9
  v_addc_co_u32 v19, vcc, v21, v3, vcc
  v_lshlrev_b32 v3, 2, v2
  v_ashrrev_i32 v2, 30, v2
  v_mov_b32 v22, s28
  v_mov_b32 v23, s29
  v_add_co_u32 v20, vcc, v22, v3
  v_addc_co_u32 v21, vcc, v23, v2, vcc
  v_lshlrev_b32 v2, 2, v1
  v_ashrrev_i32 v1, 30, v1
  v_mov_b32 v24, s28
  v_mov_b32 v25, s29
  v_add_co_u32 v22, vcc, v24, v2
  v_addc_co_u32 v23, vcc, v25, v1, vcc
  v_lshlrev_b32 v1, 2, v0
  v_ashrrev_i32 v0, 30, v0
  v_mov_b32 v26, s28
  v_mov_b32 v27, s29
  v_add_co_u32 v24, vcc, v26, v1
  v_addc_co_u32 v25, vcc, v27, v0, vcc
  s_waitcnt vmcnt(0)
  v_add_f32 v3, v4, v11
  v_add_f32 v1, v5, v13
  v_add_f32 v0, v6, v15
  v_add_f32 v2, v7, v8
  s_and_saveexec_b64 s[46:47], s[32:33]
  global_store_dword v[18:19], v3, off
  s_mov_b64 exec, s[46:47]
  s_and_saveexec_b64 s[46:47], s[36:37]
  global_store_dword v[20:21], v1, off
  s_mov_b64 exec, s[46:47]
  s_and_saveexec_b64 s[46:47], s[40:41]
  global_store_dword v[22:23], v0, off
  s_mov_b64 exec, s[46:47]
  s_and_saveexec_b64 s[46:47], s[44:45]
  global_store_dword v[24:25], v2, off
  s_mov_b64 exec, s[46:47]
  s_endpgm
.Ladd_end:
.size add, .Ladd_end-add
; 48 SGPRs, 34 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 34
  .amdhsa_next_free_sgpr 48
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
  - .name: add
    .symbol: add.kd
    .kernarg_segment_size: 44
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 48
    .vgpr_count: 34
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
