.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.amdhsa_code_object_version 5
.text
.globl add
.p2align 8
.type add,@function
add:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v6, 0x3ff, v0
  s_load_dwordx2 s[6:7], s[0:1], 0x0
  s_load_dwordx2 s[8:9], s[0:1], 0x8
  s_load_dwordx2 s[4:5], s[0:1], 0x10
  s_waitcnt lgkmcnt(0)
  v_writelane_b32 v14, s4, 0
  v_writelane_b32 v14, s5, 1
  s_load_dword s0, s[0:1], 0x18
  s_mul_i32 s4, s2, 0x400
  v_and_b32 v0, 0xff, v6
  v_lshlrev_b32 v0, 2, v0
  v_add_u32 v1, s4, v0
  v_add_u32 v2, v0, 3
  v_add_u32 v4, s4, v2
  v_mov_b32 v8, s6
  v_mov_b32 v9, s7
  v_lshlrev_b32 v2, 2, v1
  v_ashrrev_i32 v3, 30, v1
  v_add_co_u32 v12, vcc, v8, v2
  v_addc_co_u32 v13, vcc, v9, v3, vcc
  s_waitcnt lgkmcnt(0)
  s_mov_b64 s[2:3], s[0:1]
  v_cmp_lt_i32_e64 s[0:1], v4, s2
  v_mov_b32 v10, s8
  v_mov_b32 v11, s9
  v_add_co_u32 v8, vcc, v10, v2
  v_addc_co_u32 v9, vcc, v11, v3, vcc
  v_readlane_b32 s6, v14, 0
  v_readlane_b32 s7, v14, 1
  v_mov_b32 v14, v8
  v_mov_b32 v15, v9
  v_mov_b32 v8, s6
  v_mov_b32 v9, s7
  v_add_co_u32 v10, vcc, v8, v2
  v_addc_co_u32 v11, vcc, v9, v3, vcc
  v_cmp_lt_i32_e64 s[6:7], v1, s2
  v_mov_b32 v1, 0
  s_and_saveexec_b64 s[10:11], s[6:7]
  global_load_dword v1, v[12:13], off
  s_mov_b64 exec, s[10:11]
  v_add_u32 v2, v0, 1
  v_add_u32 v2, s4, v2
  v_cmp_lt_i32_e64 s[8:9], v2, s2
  v_mov_b32 v2, 0
  s_and_saveexec_b64 s[10:11], s[8:9]
  global_load_dword v2, v[12:13], off offset:4
  s_mov_b64 exec, s[10:11]
  v_add_u32 v0, v0, 2
  v_add_u32 v0, s4, v0
  v_cmp_lt_i32_e64 s[2:3], v0, s2
  v_mov_b32 v4, 0
  s_and_saveexec_b64 s[10:11], s[2:3]
  global_load_dword v4, v[12:13], off offset:8
  s_mov_b64 exec, s[10:11]
  v_mov_b32 v3, 0
  s_and_saveexec_b64 s[10:11], s[0:1]
  global_load_dword v3, v[12:13], off offset:12
  s_mov_b64 exec, s[10:11]
  v_mov_b32 v12, v14
  v_mov_b32 v13, v15
  v_mov_b32 v5, 0
  s_and_saveexec_b64 s[10:11], s[6:7]
  global_load_dword v5, v[12:13], off
  s_mov_b64 exec, s[10:11]
  v_mov_b32 v7, 0
  s_and_saveexec_b64 s[10:11], s[8:9]
  global_load_dword v7, v[12:13], off offset:4
  s_mov_b64 exec, s[10:11]
  v_mov_b32 v6, 0
  s_and_saveexec_b64 s[10:11], s[2:3]
  global_load_dword v6, v[12:13], off offset:8
  s_mov_b64 exec, s[10:11]
  v_mov_b32 v0, 0
  s_and_saveexec_b64 s[10:11], s[0:1]
  global_load_dword v0, v[12:13], off offset:12
  s_mov_b64 exec, s[10:11]
  s_waitcnt vmcnt(0)
  v_add_f32 v5, v1, v5
  v_add_f32 v2, v2, v7
  v_add_f32 v1, v4, v6
  v_add_f32 v0, v3, v0
  s_and_saveexec_b64 s[10:11], s[6:7]
  global_store_dword v[10:11], v5, off
  s_mov_b64 exec, s[10:11]
  s_and_saveexec_b64 s[10:11], s[8:9]
  global_store_dword v[10:11], v2, off offset:4
  s_mov_b64 exec, s[10:11]
  s_and_saveexec_b64 s[10:11], s[2:3]
  global_store_dword v[10:11], v1, off offset:8
  s_mov_b64 exec, s[10:11]
  s_and_saveexec_b64 s[10:11], s[0:1]
  global_store_dword v[10:11], v0, off offset:12
  s_mov_b64 exec, s[10:11]
  s_endpgm
.Ladd_end:
.size add, .Ladd_end-add
; 12 SGPRs, 16 VGPRs; allocation: 1 moves, 2 spills, 2 reloads

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
  .amdhsa_next_free_vgpr 16
  .amdhsa_next_free_sgpr 12
  .amdhsa_accum_offset 16
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
    .sgpr_count: 12
    .vgpr_count: 16
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
