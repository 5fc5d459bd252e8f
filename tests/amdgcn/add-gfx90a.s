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
  v_and_b32 v5, s12, v0
  s_load_dwordx2 s[20:21], s[0:1], 0x0
  s_load_dwordx2 s[24:25], s[0:1], 0x8
  s_load_dwordx2 s[28:29], s[0:1], 0x10
  s_load_dword s32, s[0:1], 0x18
  s_mov_b32 s36, 0x400
  s_mul_i32 s40, s2, s36
  s_mov_b32 s44, 0xff
  v_and_b32 v15, v5, s44
  s_mov_b32 s52, 2
  v_lshlrev_b32 v17, s52, v15
  s_cmp_ge_u32 s52, 32
  s_cselect_b64 s[62:63], -1, 0
  v_cndmask_b32_e64 v21, v17, 0, s[62:63]
  s_mov_b32 s70, 0
  v_add_u32 v24, v21, s70
  s_mov_b32 s78, 1
  v_add_u32 v27, v24, s78
  s_mov_b32 s86, 2
  v_add_u32 v29, v24, s86
  s_mov_b32 s94, 3
  v_add_u32 v32, v24, s94
  v_add_u32 v33, s40, v24
  v_add_u32 v35, s40, v27
  v_add_u32 v37, s40, v29
  v_add_u32 v39, s40, v32
  s_mov_b32 s0, 4
  v_mul_lo_u32 v43, v33, s0
  v_mul_hi_i32 v0, v33, s0
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v48, s20
  v_mov_b32 v49, s21
  v_add_co_u32 v52, vcc, v48, v43
  v_addc_co_u32 v53, vcc, v49, v0, vcc
  s_mov_b32 s12, 4
  v_mul_lo_u32 v5, v35, s12
  v_mul_hi_i32 v6, v35, s12
  v_mov_b32 v68, s20
  v_mov_b32 v69, s21
  v_add_co_u32 v72, vcc, v68, v5
  v_addc_co_u32 v73, vcc, v69, v6, vcc
  s_mov_b32 s34, 4
  v_mul_lo_u32 v11, v37, s34
  v_mul_hi_i32 v12, v37, s34
  v_mov_b32 v88, s20
  v_mov_b32 v89, s21
  v_add_co_u32 v92, vcc, v88, v11
  v_addc_co_u32 v93, vcc, v89, v12, vcc
  s_mov_b32 s52, 4
  v_mul_lo_u32 v17, v39, s52
  v_mul_hi_i32 v18, v39, s52
  v_mov_b32 v108, s20
  v_mov_b32 v109, s21
  v_add_co_u32 v112, vcc, v108, v17
  v_addc_co_u32 v113, vcc, v109, v18, vcc
  v_cmp_lt_i32_e64 s[72:73], v33, s32
  v_cmp_lt_i32_e64 s[76:77], v35, s32
  v_cmp_lt_i32_e64 s[80:81], v37, s32
  v_cmp_lt_i32_e64 s[84:85], v39, s32
  s_mov_b32 s88, 0
  v_mov_b32 v31, s88
  v_mov_b32 v30, v31
  s_and_saveexec_b64 s[100:101], s[72:73]
  global_load_dword v30, v[52:53], off
  s_mov_b64 exec, s[100:101]
  v_mov_b32 v36, s88
  v_mov_b32 v34, v36
  s_and_saveexec_b64 s[100:101], s[76:77]
  global_load_dword v34, v[72:73], off
  s_mov_b64 exec, s[100:101]
  v_mov_b32 v40, s88
  v_mov_b32 v38, v40
  s_and_saveexec_b64 s[100:101], s[80:81]
  global_load_dword v38, v[92:93], off
  s_mov_b64 exec, s[100:101]
  v_mov_b32 v42, s88
  v_mov_b32 v41, v42
  s_and_saveexec_b64 s[100:101], s[84:85]
  global_load_dword v41, v[112:113], off
  s_mov_b64 exec, s[100:101]
  s_mov_b32 s0, 4
  v_mul_lo_u32 v1, v33, s0
  v_mul_hi_i32 v2, v33, s0
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v58, vcc, v54, v1
  v_addc_co_u32 v59, vcc, v55, v2, vcc
  s_mov_b32 s18, 4
  v_mul_lo_u32 v7, v35, s18
  v_mul_hi_i32 v8, v35, s18
  v_mov_b32 v74, s24
  v_mov_b32 v75, s25
  v_add_co_u32 v78, vcc, v74, v7
  v_addc_co_u32 v79, vcc, v75, v8, vcc
  s_mov_b32 s38, 4
  v_mul_lo_u32 v13, v37, s38
  v_mul_hi_i32 v14, v37, s38
  v_mov_b32 v94, s24
  v_mov_b32 v95, s25
  v_add_co_u32 v98, vcc, v94, v13
  v_addc_co_u32 v99, vcc, v95, v14, vcc
  s_mov_b32 s58, 4
  v_mul_lo_u32 v19, v39, s58
  v_mul_hi_i32 v21, v39, s58
  v_mov_b32 v114, s24
  v_mov_b32 v115, s25
  v_add_co_u32 v118, vcc, v114, v19
  v_addc_co_u32 v119, vcc, v115, v21, vcc
  v_mov_b32 v27, s88
  v_mov_b32 v26, v27
  s_and_saveexec_b64 s[100:101], s[72:73]
  global_load_dword v26, v[58:59], off
  s_mov_b64 exec, s[100:101]
  v_mov_b32 v29, s88
  v_mov_b32 v28, v29
  s_and_saveexec_b64 s[100:101], s[76:77]
  global_load_dword v28, v[78:79], off
  s_mov_b64 exec, s[100:101]
  v_mov_b32 v32, s88
  v_mov_b32 v31, v32
  s_and_saveexec_b64 s[100:101], s[80:81]
  global_load_dword v31, v[98:99], off
  s_mov_b64 exec, s[100:101]
  v_mov_b32 v40, s88
  v_mov_b32 v36, v40
  s_and_saveexec_b64 s[100:101], s[84:85]
  global_load_dword v36, v[118:119], off
  s_mov_b64 exec, s[100:101]
  s_mov_b32 s0, 4
  v_mul_lo_u32 v40, v33, s0
  v_mul_hi_i32 v42, v33, s0
  v_mov_b32 v166, s28
  v_mov_b32 v167, s29
  v_add_co_u32 v44, vcc, v166, v40
  v_addc_co_u32 v45, vcc, v167, v42, vcc
  s_mov_b32 s4, 4
  v_mul_lo_u32 v3, v35, s4
  v_mul_hi_i32 v4, v35, s4
  v_mov_b32 v60, s28
  v_mov_b32 v61, s29
  v_add_co_u32 v64, vcc, v60, v3
  v_addc_co_u32 v65, vcc, v61, v4, vcc
  s_mov_b32 s24, 4
  v_mul_lo_u32 v9, v37, s24
  v_mul_hi_i32 v10, v37, s24
  v_mov_b32 v80, s28
  v_mov_b32 v81, s29
  v_add_co_u32 v84, vcc, v80, v9
  v_addc_co_u32 v85, vcc, v81, v10, vcc
  s_mov_b32 s44, 4
  v_mul_lo_u32 v15, v39, s44
  v_mul_hi_i32 v16, v39, s44
  v_mov_b32 v100, s28
  v_mov_b32 v101, s29
  v_add_co_u32 v104, vcc, v100, v15
  v_addc_co_u32 v105, vcc, v101, v16, vcc
  s_waitcnt vmcnt(0)
  v_add_f32 v20, v30, v26
  v_add_f32 v22, v34, v28
  v_add_f32 v23, v38, v31
  v_add_f32 v25, v41, v36
  s_and_saveexec_b64 s[100:101], s[72:73]
  global_store_dword v[44:45], v20, off
  s_mov_b64 exec, s[100:101]
  s_and_saveexec_b64 s[100:101], s[76:77]
  global_store_dword v[64:65], v22, off
  s_mov_b64 exec, s[100:101]
  s_and_saveexec_b64 s[100:101], s[80:81]
  global_store_dword v[84:85], v23, off
  s_mov_b64 exec, s[100:101]
  s_and_saveexec_b64 s[100:101], s[84:85]
  global_store_dword v[104:105], v25, off
  s_mov_b64 exec, s[100:101]
  s_endpgm
.Ladd_end:
.size add, .Ladd_end-add

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
  .amdhsa_next_free_vgpr 168
  .amdhsa_next_free_sgpr 102
  .amdhsa_accum_offset 168
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
    .sgpr_count: 102
    .vgpr_count: 168
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
