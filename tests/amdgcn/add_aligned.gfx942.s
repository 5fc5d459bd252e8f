.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.amdhsa_code_object_version 5
.text
.globl add_aligned
.p2align 8
.type add_aligned,@function
add_aligned:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v4, 0x3ff, v0
  s_load_dwordx2 s[16:17], s[0:1], 0x0
  s_load_dwordx2 s[20:21], s[0:1], 0x8
  s_load_dwordx2 s[24:25], s[0:1], 0x10
  s_load_dword s28, s[0:1], 0x18
  s_mul_i32 s32, s2, 0x400
  v_and_b32 v14, 0xff, v4
  v_lshlrev_b32 v15, 2, v14
  v_add_u32 v16, s32, v15
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v18, s16
  v_mov_b32 v19, s17
  v_lshlrev_b32 v0, 2, v16
  v_ashrrev_i32 v1, 30, v16
  v_add_co_u32 v20, vcc, v18, v0
  v_addc_co_u32 v21, vcc, v19, v1, vcc
  v_cmp_lt_i32_e64 s[0:1], v16, s28
  v_mov_b32 v18, s20
  v_mov_b32 v19, s21
  v_add_co_u32 v22, vcc, v18, v0
  v_addc_co_u32 v23, vcc, v19, v1, vcc
  v_mov_b32 v24, s24
  v_mov_b32 v25, s25
  v_add_co_u32 v18, vcc, v24, v0
  v_addc_co_u32 v19, vcc, v25, v1, vcc
  v_mov_b32 v2, 0
  v_mov_b32 v3, 0
  v_mov_b32 v4, 0
  v_mov_b32 v5, 0
  s_and_saveexec_b64 s[34:35], s[0:1]
  global_load_dwordx4 v[2:5], v[20:21], off
  s_mov_b64 exec, s[34:35]
  v_mov_b32 v6, 0
  v_mov_b32 v7, 0
  v_mov_b32 v8, 0
  v_mov_b32 v9, 0
  s_and_saveexec_b64 s[34:35], s[0:1]
  global_load_dwordx4 v[6:9], v[22:23], off
  s_mov_b64 exec, s[34:35]
  s_waitcnt vmcnt(0)
  v_add_f32 v10, v2, v6
  v_add_f32 v11, v3, v7
  v_add_f32 v12, v4, v8
  v_add_f32 v13, v5, v9
  s_and_saveexec_b64 s[34:35], s[0:1]
  global_store_dwordx4 v[18:19], v[10:13], off
  s_mov_b64 exec, s[34:35]
  s_nop 0
  s_endpgm
.Ladd_aligned_end:
.size add_aligned, .Ladd_aligned_end-add_aligned
; 36 SGPRs, 26 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

.rodata
.p2align 6
.amdhsa_kernel add_aligned
  .amdhsa_group_segment_fixed_size 0
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 44
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 26
  .amdhsa_next_free_sgpr 36
  .amdhsa_accum_offset 28
  .amdhsa_tg_split 0
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 3
  .amdhsa_ieee_mode 1
  .amdhsa_dx10_clamp 1
.end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.kernels:
  - .name: add_aligned
    .symbol: add_aligned.kd
    .kernarg_segment_size: 44
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 36
    .vgpr_count: 26
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
amdhsa.target: amdgcn-amd-amdhsa--gfx942
...
.end_amdgpu_metadata
