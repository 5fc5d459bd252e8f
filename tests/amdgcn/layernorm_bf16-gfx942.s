.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.amdhsa_code_object_version 5
.text
.globl layernorm_bf16
.p2align 8
.type layernorm_bf16,@function
layernorm_bf16:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v7, 63, v0
  s_mov_b32 s16, 0x3ff
  v_and_b32 v10, s16, v0
  s_load_dwordx2 s[24:25], s[0:1], 0x0
  s_load_dwordx2 s[28:29], s[0:1], 0x8
  s_load_dwordx2 s[32:33], s[0:1], 0x10
  s_load_dwordx2 s[36:37], s[0:1], 0x18
  s_load_dwordx2 s[40:41], s[0:1], 0x20
  s_load_dwordx2 s[44:45], s[0:1], 0x28
  s_load_dword s48, s[0:1], 0x30
  s_load_dword s52, s[0:1], 0x34
  s_load_dword s56, s[0:1], 0x38
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s60, s2, s48
  s_mov_b32 s64, 0x7f
  v_and_b32 v34, v10, s64
  s_mov_b32 s4, 3
  v_lshlrev_b32 v38, s4, v34
  s_cmp_ge_u32 s4, 32
  s_cselect_b64 s[0:1], -1, 0
  v_cndmask_b32_e64 v43, v38, 0, s[0:1]
  s_mov_b32 s0, 0
  v_add_u32 v47, v43, s0
  s_mov_b32 s0, 1
  v_add_u32 v4, v47, s0
  s_mov_b32 s0, 2
  v_add_u32 v3, v47, s0
  v_add_u32 v1, v47, s4
  s_mov_b32 s4, 4
  v_add_u32 v0, v47, s4
  s_mov_b32 s4, 5
  v_add_u32 v2, v47, s4
  s_mov_b32 s8, 6
  v_add_u32 v6, v47, s8
  s_mov_b32 s16, 7
  v_add_u32 v11, v47, s16
  v_add_u32 v12, s60, v47
  v_add_u32 v14, s60, v4
  v_add_u32 v16, s60, v3
  v_add_u32 v18, s60, v1
  v_add_u32 v20, s60, v0
  v_add_u32 v22, s60, v2
  v_add_u32 v24, s60, v6
  v_add_u32 v26, s60, v11
  v_mul_lo_u32 v28, v12, s0
  v_mul_hi_i32 v30, v12, s0
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc, v50, v28
  v_addc_co_u32 v49, vcc, v51, v30, vcc
  v_mul_lo_u32 v36, v14, s0
  v_mul_hi_i32 v38, v14, s0
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v36
  v_addc_co_u32 v51, vcc, v53, v38, vcc
  s_mov_b32 s0, 2
  v_mul_lo_u32 v46, v16, s0
  v_mul_hi_i32 v5, v16, s0
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v46
  v_addc_co_u32 v53, vcc, v55, v5, vcc
  v_mul_lo_u32 v5, v18, s0
  v_mul_hi_i32 v8, v18, s0
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v5
  v_addc_co_u32 v55, vcc, v57, v8, vcc
  v_mul_lo_u32 v5, v20, s0
  v_mul_hi_i32 v8, v20, s0
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v58, vcc, v56, v5
  v_addc_co_u32 v59, vcc, v57, v8, vcc
  v_mul_lo_u32 v8, v22, s0
  v_mul_hi_i32 v9, v22, s0
  v_mov_b32 v66, s24
  v_mov_b32 v67, s25
  v_add_co_u32 v70, vcc, v66, v8
  v_addc_co_u32 v71, vcc, v67, v9, vcc
  v_mul_lo_u32 v15, v24, s0
  v_mul_hi_i32 v17, v24, s0
  v_mov_b32 v76, s24
  v_mov_b32 v77, s25
  v_add_co_u32 v78, vcc, v76, v15
  v_addc_co_u32 v79, vcc, v77, v17, vcc
  v_mul_lo_u32 v23, v26, s0
  v_mul_hi_i32 v25, v26, s0
  v_mov_b32 v60, s24
  v_mov_b32 v61, s25
  v_add_co_u32 v56, vcc, v60, v23
  v_addc_co_u32 v57, vcc, v61, v25, vcc
  v_cmp_lt_i32_e64 s[62:63], v47, s52
  v_cmp_lt_i32_e64 s[66:67], v4, s52
  v_cmp_lt_i32_e64 s[70:71], v3, s52
  v_cmp_lt_i32_e64 s[10:11], v1, s52
  v_cmp_lt_i32_e64 s[8:9], v0, s52
  v_cmp_lt_i32_e64 s[6:7], v2, s52
  v_cmp_lt_i32_e64 s[4:5], v6, s52
  v_cmp_lt_i32_e64 s[0:1], v11, s52
  s_mov_b32 s12, 0
  v_mov_b32 v8, s12
  v_mov_b32 v5, v8
  s_and_saveexec_b64 s[72:73], s[62:63]
  global_load_ushort v5, v[48:49], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v9, s12
  v_mov_b32 v8, v9
  s_and_saveexec_b64 s[72:73], s[66:67]
  global_load_ushort v8, v[50:51], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v13, s12
  v_mov_b32 v9, v13
  s_and_saveexec_b64 s[72:73], s[70:71]
  global_load_ushort v9, v[52:53], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v15, s12
  v_mov_b32 v13, v15
  s_and_saveexec_b64 s[72:73], s[10:11]
  global_load_ushort v13, v[54:55], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v17, s12
  v_mov_b32 v15, v17
  s_and_saveexec_b64 s[72:73], s[8:9]
  global_load_ushort v15, v[58:59], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v19, s12
  v_mov_b32 v17, v19
  s_and_saveexec_b64 s[72:73], s[6:7]
  global_load_ushort v17, v[70:71], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v19, s12
  v_mov_b32 v21, v19
  s_and_saveexec_b64 s[72:73], s[4:5]
  global_load_ushort v21, v[78:79], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v19, s12
  v_mov_b32 v31, v19
  s_and_saveexec_b64 s[72:73], s[0:1]
  global_load_ushort v31, v[56:57], off
  s_mov_b64 exec, s[72:73]
  s_waitcnt vmcnt(0)
  v_lshlrev_b32 v19, 16, v5
  v_lshlrev_b32 v29, 16, v8
  v_lshlrev_b32 v23, 16, v9
  v_lshlrev_b32 v25, 16, v13
  v_lshlrev_b32 v27, 16, v15
  v_lshlrev_b32 v28, 16, v17
  v_lshlrev_b32 v30, 16, v21
  v_lshlrev_b32 v32, 16, v31
  v_add_f32 v34, v19, v29
  v_add_f32 v36, v34, v23
  v_add_f32 v38, v36, v25
  v_add_f32 v40, v38, v27
  v_add_f32 v42, v40, v28
  v_add_f32 v44, v42, v30
  v_add_f32 v46, v44, v32
  v_xor_b32 v33, 1, v7
  v_lshlrev_b32 v33, 2, v33
  ds_bpermute_b32 v33, v33, v46
  s_waitcnt lgkmcnt(0)
  v_add_f32 v33, v46, v33
  v_xor_b32 v34, 2, v7
  v_lshlrev_b32 v34, 2, v34
  ds_bpermute_b32 v34, v34, v33
  s_waitcnt lgkmcnt(0)
  v_add_f32 v33, v33, v34
  v_xor_b32 v34, 4, v7
  v_lshlrev_b32 v34, 2, v34
  ds_bpermute_b32 v34, v34, v33
  s_waitcnt lgkmcnt(0)
  v_add_f32 v33, v33, v34
  v_xor_b32 v34, 8, v7
  v_lshlrev_b32 v34, 2, v34
  ds_bpermute_b32 v34, v34, v33
  s_waitcnt lgkmcnt(0)
  v_add_f32 v33, v33, v34
  v_xor_b32 v34, 16, v7
  v_lshlrev_b32 v34, 2, v34
  ds_bpermute_b32 v34, v34, v33
  s_waitcnt lgkmcnt(0)
  v_add_f32 v33, v33, v34
  v_xor_b32 v34, 32, v7
  v_lshlrev_b32 v34, 2, v34
  ds_bpermute_b32 v34, v34, v33
  s_waitcnt lgkmcnt(0)
  v_add_f32 v33, v33, v34
  s_mov_b32 s68, 4
  v_mul_lo_u32 v35, v10, s68
  ds_write_b32 v35, v33
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s14, 0xffffffbf
  v_and_b32 v41, v10, s14
  v_mul_lo_u32 v44, v41, s68
  ds_read_b32 v45, v44
  ds_read_b32 v33, v44 offset:256
  s_waitcnt lgkmcnt(0)
  v_add_f32 v33, v45, v33
  s_mov_b32 s14, 0xff
  v_and_b32 v34, v10, s14
  s_mov_b32 s14, 2
  v_lshlrev_b32 v34, s14, v34
  s_cmp_ge_u32 s14, 32
  s_cselect_b64 s[16:17], -1, 0
  v_cndmask_b32_e64 v34, v34, 0, s[16:17]
  s_mov_b32 s16, 0
  v_add_u32 v36, v34, s16
  s_mov_b32 s18, 1
  v_add_u32 v38, v36, s18
  v_add_u32 v37, v36, s14
  s_mov_b32 s22, 3
  v_add_u32 v39, v36, s22
  v_cmp_lt_i32_e64 s[30:31], v36, s52
  v_cmp_lt_i32_e64 s[34:35], v38, s52
  v_cmp_lt_i32_e64 s[38:39], v37, s52
  v_cmp_lt_i32_e64 s[42:43], v39, s52
  s_mov_b32 s46, 0x80
  v_and_b32 v36, v10, s46
  v_cmp_eq_u32_e64 s[54:55], v36, s16
  v_mul_lo_u32 v36, v43, s14
  s_and_saveexec_b64 s[72:73], s[54:55]
  ds_write_b16 v36, v5 offset:1024
  s_mov_b64 exec, s[72:73]
  s_and_saveexec_b64 s[72:73], s[54:55]
  ds_write_b16 v36, v8 offset:1026
  s_mov_b64 exec, s[72:73]
  s_and_saveexec_b64 s[72:73], s[54:55]
  ds_write_b16 v36, v9 offset:1028
  s_mov_b64 exec, s[72:73]
  s_and_saveexec_b64 s[72:73], s[54:55]
  ds_write_b16 v36, v13 offset:1030
  s_mov_b64 exec, s[72:73]
  s_and_saveexec_b64 s[72:73], s[54:55]
  ds_write_b16 v36, v15 offset:1032
  s_mov_b64 exec, s[72:73]
  s_and_saveexec_b64 s[72:73], s[54:55]
  ds_write_b16 v36, v17 offset:1034
  s_mov_b64 exec, s[72:73]
  s_and_saveexec_b64 s[72:73], s[54:55]
  ds_write_b16 v36, v21 offset:1036
  s_mov_b64 exec, s[72:73]
  s_and_saveexec_b64 s[72:73], s[54:55]
  ds_write_b16 v36, v31 offset:1038
  s_mov_b64 exec, s[72:73]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s14, 2
  v_mul_lo_u32 v42, v34, s14
  ds_read_u16 v44, v42 offset:1024
  ds_read_u16 v46, v42 offset:1026
  ds_read_u16 v8, v42 offset:1028
  ds_read_u16 v5, v42 offset:1030
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32 v15, 16, v44
  v_lshlrev_b32 v13, 16, v46
  v_lshlrev_b32 v9, 16, v8
  v_lshlrev_b32 v8, 16, v5
  v_cvt_f32_i32 v5, s52
  v_div_scale_f32 v17, vcc, v5, v5, v33
  v_div_scale_f32 v21, vcc, v33, v5, v33
  v_rcp_f32 v31, v17
  s_mov_b32 s14, 0x3f800000
  v_fma_f32 v34, -v17, v31, s14
  v_fma_f32 v31, v34, v31, v31
  v_mul_f32 v34, v21, v31
  v_fma_f32 v36, -v17, v34, v21
  v_fma_f32 v34, v36, v31, v34
  v_fma_f32 v17, -v17, v34, v21
  s_nop 3
  v_div_fmas_f32 v21, v17, v31, v34
  v_div_fixup_f32 v21, v21, v5, v33
  v_sub_f32 v36, v15, v21
  v_sub_f32 v34, v13, v21
  v_sub_f32 v33, v9, v21
  v_sub_f32 v31, v8, v21
  s_mov_b32 s64, 0
  v_mov_b32 v37, s64
  v_cndmask_b32_e64 v36, v37, v36, s[30:31]
  v_mov_b32 v37, s64
  v_cndmask_b32_e64 v39, v37, v34, s[34:35]
  v_mov_b32 v41, s64
  v_cndmask_b32_e64 v43, v41, v33, s[38:39]
  v_mov_b32 v45, s64
  v_cndmask_b32_e64 v9, v45, v31, s[42:43]
  v_mul_f32 v8, v36, v36
  v_mul_f32 v15, v39, v39
  v_mul_f32 v13, v43, v43
  v_mul_f32 v9, v9, v9
  v_add_f32 v8, v8, v15
  v_add_f32 v8, v8, v13
  v_add_f32 v8, v8, v9
  v_xor_b32 v9, 1, v7
  v_lshlrev_b32 v9, 2, v9
  ds_bpermute_b32 v9, v9, v8
  s_waitcnt lgkmcnt(0)
  v_add_f32 v8, v8, v9
  v_xor_b32 v9, 2, v7
  v_lshlrev_b32 v13, 2, v9
  ds_bpermute_b32 v13, v13, v8
  s_waitcnt lgkmcnt(0)
  v_add_f32 v15, v8, v13
  v_xor_b32 v17, 4, v7
  v_lshlrev_b32 v31, 2, v17
  ds_bpermute_b32 v31, v31, v15
  s_waitcnt lgkmcnt(0)
  v_add_f32 v31, v15, v31
  v_xor_b32 v33, 8, v7
  v_lshlrev_b32 v33, 2, v33
  ds_bpermute_b32 v33, v33, v31
  s_waitcnt lgkmcnt(0)
  v_add_f32 v31, v31, v33
  v_xor_b32 v33, 16, v7
  v_lshlrev_b32 v34, 2, v33
  ds_bpermute_b32 v36, v34, v31
  s_waitcnt lgkmcnt(0)
  v_add_f32 v38, v31, v36
  v_xor_b32 v40, 32, v7
  v_lshlrev_b32 v42, 2, v40
  ds_bpermute_b32 v44, v42, v38
  s_waitcnt lgkmcnt(0)
  v_add_f32 v46, v38, v44
  ds_write_b32 v35, v46 offset:3072
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s14, 0xffffff3f
  v_and_b32 v7, v10, s14
  s_mov_b32 s14, 4
  v_mul_lo_u32 v8, v7, s14
  ds_read_b32 v7, v8 offset:3072
  ds_read_b32 v13, v8 offset:3328
  ds_read_b32 v9, v8 offset:3584
  ds_read_b32 v8, v8 offset:3840
  s_waitcnt lgkmcnt(0)
  v_add_f32 v7, v7, v13
  v_add_f32 v8, v9, v8
  v_add_f32 v7, v7, v8
  s_mov_b32 s18, 2
  v_mul_lo_u32 v13, v47, s18
  v_mul_hi_i32 v15, v47, s18
  v_mov_b32 v72, s32
  v_mov_b32 v73, s33
  v_add_co_u32 v74, vcc, v72, v13
  v_addc_co_u32 v75, vcc, v73, v15, vcc
  v_mul_lo_u32 v31, v4, s18
  v_mul_hi_i32 v33, v4, s18
  v_mov_b32 v80, s32
  v_mov_b32 v81, s33
  v_add_co_u32 v48, vcc, v80, v31
  v_addc_co_u32 v49, vcc, v81, v33, vcc
  v_mul_lo_u32 v31, v3, s18
  v_mul_hi_i32 v33, v3, s18
  v_mov_b32 v52, s32
  v_mov_b32 v53, s33
  v_add_co_u32 v50, vcc, v52, v31
  v_addc_co_u32 v51, vcc, v53, v33, vcc
  v_mul_lo_u32 v35, v1, s18
  v_mul_hi_i32 v37, v1, s18
  v_mov_b32 v54, s32
  v_mov_b32 v55, s33
  v_add_co_u32 v52, vcc, v54, v35
  v_addc_co_u32 v53, vcc, v55, v37, vcc
  v_mul_lo_u32 v43, v0, s18
  v_mul_hi_i32 v45, v0, s18
  v_mov_b32 v56, s32
  v_mov_b32 v57, s33
  v_add_co_u32 v54, vcc, v56, v43
  v_addc_co_u32 v55, vcc, v57, v45, vcc
  v_mul_lo_u32 v8, v2, s18
  v_mul_hi_i32 v9, v2, s18
  v_mov_b32 v58, s32
  v_mov_b32 v59, s33
  v_add_co_u32 v56, vcc, v58, v8
  v_addc_co_u32 v57, vcc, v59, v9, vcc
  s_mov_b32 s14, 2
  v_mul_lo_u32 v8, v6, s14
  v_mul_hi_i32 v9, v6, s14
  v_mov_b32 v60, s32
  v_mov_b32 v61, s33
  v_add_co_u32 v58, vcc, v60, v8
  v_addc_co_u32 v59, vcc, v61, v9, vcc
  v_mul_lo_u32 v8, v11, s14
  v_mul_hi_i32 v9, v11, s14
  v_mov_b32 v64, s32
  v_mov_b32 v65, s33
  v_add_co_u32 v68, vcc, v64, v8
  v_addc_co_u32 v69, vcc, v65, v9, vcc
  v_mov_b32 v17, s12
  v_mov_b32 v15, v17
  s_and_saveexec_b64 s[72:73], s[62:63]
  global_load_ushort v15, v[74:75], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v33, s12
  v_mov_b32 v31, v33
  s_and_saveexec_b64 s[72:73], s[66:67]
  global_load_ushort v31, v[48:49], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v34, s12
  v_mov_b32 v33, v34
  s_and_saveexec_b64 s[72:73], s[70:71]
  global_load_ushort v33, v[50:51], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v35, s12
  v_mov_b32 v34, v35
  s_and_saveexec_b64 s[72:73], s[10:11]
  global_load_ushort v34, v[52:53], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v36, s12
  v_mov_b32 v35, v36
  s_and_saveexec_b64 s[72:73], s[8:9]
  global_load_ushort v35, v[54:55], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v37, s12
  v_mov_b32 v36, v37
  s_and_saveexec_b64 s[72:73], s[6:7]
  global_load_ushort v36, v[56:57], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v40, s12
  v_mov_b32 v39, v40
  s_and_saveexec_b64 s[72:73], s[4:5]
  global_load_ushort v39, v[58:59], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v44, s12
  v_mov_b32 v43, v44
  s_and_saveexec_b64 s[72:73], s[0:1]
  global_load_ushort v43, v[68:69], off
  s_mov_b64 exec, s[72:73]
  s_mov_b32 s14, 2
  v_mul_lo_u32 v8, v47, s14
  v_mul_hi_i32 v9, v47, s14
  v_mov_b32 v50, s36
  v_mov_b32 v51, s37
  v_add_co_u32 v48, vcc, v50, v8
  v_addc_co_u32 v49, vcc, v51, v9, vcc
  v_mul_lo_u32 v8, v4, s14
  v_mul_hi_i32 v4, v4, s14
  v_mov_b32 v52, s36
  v_mov_b32 v53, s37
  v_add_co_u32 v50, vcc, v52, v8
  v_addc_co_u32 v51, vcc, v53, v4, vcc
  v_mul_lo_u32 v4, v3, s14
  v_mul_hi_i32 v3, v3, s14
  v_mov_b32 v58, s36
  v_mov_b32 v59, s37
  v_add_co_u32 v62, vcc, v58, v4
  v_addc_co_u32 v63, vcc, v59, v3, vcc
  v_mul_lo_u32 v9, v1, s14
  v_mul_hi_i32 v13, v1, s14
  v_mov_b32 v70, s36
  v_mov_b32 v71, s37
  v_add_co_u32 v72, vcc, v70, v9
  v_addc_co_u32 v73, vcc, v71, v13, vcc
  v_mul_lo_u32 v17, v0, s14
  v_mul_hi_i32 v37, v0, s14
  v_mov_b32 v78, s36
  v_mov_b32 v79, s37
  v_add_co_u32 v80, vcc, v78, v17
  v_addc_co_u32 v81, vcc, v79, v37, vcc
  v_mul_lo_u32 v37, v2, s14
  v_mul_hi_i32 v38, v2, s14
  v_mov_b32 v54, s36
  v_mov_b32 v55, s37
  v_add_co_u32 v52, vcc, v54, v37
  v_addc_co_u32 v53, vcc, v55, v38, vcc
  s_mov_b32 s68, 2
  v_mul_lo_u32 v37, v6, s68
  v_mul_hi_i32 v38, v6, s68
  v_mov_b32 v56, s36
  v_mov_b32 v57, s37
  v_add_co_u32 v54, vcc, v56, v37
  v_addc_co_u32 v55, vcc, v57, v38, vcc
  v_mul_lo_u32 v44, v11, s68
  v_mul_hi_i32 v45, v11, s68
  v_mov_b32 v58, s36
  v_mov_b32 v59, s37
  v_add_co_u32 v56, vcc, v58, v44
  v_addc_co_u32 v57, vcc, v59, v45, vcc
  v_mov_b32 v0, s12
  v_mov_b32 v1, v0
  s_and_saveexec_b64 s[72:73], s[62:63]
  global_load_ushort v1, v[48:49], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v0, s12
  v_mov_b32 v2, v0
  s_and_saveexec_b64 s[72:73], s[66:67]
  global_load_ushort v2, v[50:51], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v0, s12
  v_mov_b32 v3, v0
  s_and_saveexec_b64 s[72:73], s[70:71]
  global_load_ushort v3, v[62:63], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v6, s12
  v_mov_b32 v4, v6
  s_and_saveexec_b64 s[72:73], s[10:11]
  global_load_ushort v4, v[72:73], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v8, s12
  v_mov_b32 v6, v8
  s_and_saveexec_b64 s[72:73], s[8:9]
  global_load_ushort v6, v[80:81], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v11, s12
  v_mov_b32 v9, v11
  s_and_saveexec_b64 s[72:73], s[6:7]
  global_load_ushort v9, v[52:53], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v17, s12
  v_mov_b32 v13, v17
  s_and_saveexec_b64 s[72:73], s[4:5]
  global_load_ushort v13, v[54:55], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v37, s12
  v_mov_b32 v17, v37
  s_and_saveexec_b64 s[72:73], s[0:1]
  global_load_ushort v17, v[56:57], off
  s_mov_b64 exec, s[72:73]
  s_mov_b32 s42, 2
  v_mul_lo_u32 v37, v12, s42
  v_mul_hi_i32 v38, v12, s42
  v_mov_b32 v50, s28
  v_mov_b32 v51, s29
  v_add_co_u32 v48, vcc, v50, v37
  v_addc_co_u32 v49, vcc, v51, v38, vcc
  v_mul_lo_u32 v37, v14, s42
  v_mul_hi_i32 v38, v14, s42
  v_mov_b32 v52, s28
  v_mov_b32 v53, s29
  v_add_co_u32 v50, vcc, v52, v37
  v_addc_co_u32 v51, vcc, v53, v38, vcc
  v_mul_lo_u32 v38, v16, s42
  v_mul_hi_i32 v40, v16, s42
  v_mov_b32 v54, s28
  v_mov_b32 v55, s29
  v_add_co_u32 v52, vcc, v54, v38
  v_addc_co_u32 v53, vcc, v55, v40, vcc
  v_mul_lo_u32 v46, v18, s42
  v_mul_hi_i32 v0, v18, s42
  v_mov_b32 v56, s28
  v_mov_b32 v57, s29
  v_add_co_u32 v54, vcc, v56, v46
  v_addc_co_u32 v55, vcc, v57, v0, vcc
  v_mul_lo_u32 v0, v20, s42
  v_mul_hi_i32 v8, v20, s42
  v_mov_b32 v58, s28
  v_mov_b32 v59, s29
  v_add_co_u32 v56, vcc, v58, v0
  v_addc_co_u32 v57, vcc, v59, v8, vcc
  v_mul_lo_u32 v0, v22, s42
  v_mul_hi_i32 v8, v22, s42
  v_mov_b32 v60, s28
  v_mov_b32 v61, s29
  v_add_co_u32 v58, vcc, v60, v0
  v_addc_co_u32 v59, vcc, v61, v8, vcc
  s_mov_b32 s14, 2
  v_mul_lo_u32 v11, v24, s14
  v_mul_hi_i32 v12, v24, s14
  v_mov_b32 v70, s28
  v_mov_b32 v71, s29
  v_add_co_u32 v72, vcc, v70, v11
  v_addc_co_u32 v73, vcc, v71, v12, vcc
  v_mul_lo_u32 v18, v26, s14
  v_mul_hi_i32 v20, v26, s14
  v_mov_b32 v78, s28
  v_mov_b32 v79, s29
  v_add_co_u32 v80, vcc, v78, v18
  v_addc_co_u32 v81, vcc, v79, v20, vcc
  v_sub_f32 v26, v19, v21
  v_sub_f32 v44, v29, v21
  v_sub_f32 v29, v23, v21
  v_sub_f32 v42, v25, v21
  v_sub_f32 v41, v27, v21
  v_sub_f32 v38, v28, v21
  v_sub_f32 v37, v30, v21
  v_sub_f32 v40, v32, v21
  s_mov_b32 s12, 0
  v_mov_b32 v45, s12
  v_cndmask_b32_e64 v45, v45, v26, s[62:63]
  v_mov_b32 v47, s12
  v_cndmask_b32_e64 v8, v47, v44, s[66:67]
  v_mov_b32 v0, s12
  v_cndmask_b32_e64 v11, v0, v29, s[70:71]
  v_mov_b32 v0, s12
  v_cndmask_b32_e64 v12, v0, v42, s[10:11]
  v_mov_b32 v0, s12
  v_cndmask_b32_e64 v14, v0, v41, s[8:9]
  v_mov_b32 v0, s12
  v_cndmask_b32_e64 v16, v0, v38, s[6:7]
  v_mov_b32 v18, s12
  v_cndmask_b32_e64 v18, v18, v37, s[4:5]
  v_mov_b32 v19, s12
  v_cndmask_b32_e64 v19, v19, v40, s[0:1]
  v_div_scale_f32 v20, vcc, v5, v5, v7
  v_div_scale_f32 v22, vcc, v7, v5, v7
  v_rcp_f32 v23, v20
  s_mov_b32 s36, 0x3f800000
  v_fma_f32 v24, -v20, v23, s36
  v_fma_f32 v23, v24, v23, v23
  v_mul_f32 v24, v22, v23
  v_fma_f32 v26, -v20, v24, v22
  v_fma_f32 v28, v26, v23, v24
  v_fma_f32 v30, -v20, v28, v22
  s_nop 3
  v_div_fmas_f32 v32, v30, v23, v28
  v_div_fixup_f32 v37, v32, v5, v7
  v_add_f32 v37, v37, s56
  s_mov_b32 s12, 0x90
  v_cmp_class_f32_e64 s[12:13], v37, s12
  s_mov_b32 s14, 0x4b800000
  v_mov_b32 v44, s14
  v_mov_b32 v46, s36
  v_cndmask_b32_e64 v0, v46, v44, s[12:13]
  v_mul_f32 v0, v37, v0
  v_rsq_f32 v0, v0
  s_mov_b32 s14, 0x45800000
  v_mov_b32 v5, s14
  v_mov_b32 v7, s36
  v_cndmask_b32_e64 v5, v7, v5, s[12:13]
  v_mul_f32 v0, v0, v5
  v_mul_f32 v20, v45, v0
  v_mul_f32 v8, v8, v0
  v_mul_f32 v5, v11, v0
  v_mul_f32 v7, v12, v0
  v_mul_f32 v12, v14, v0
  v_mul_f32 v11, v16, v0
  v_mul_f32 v14, v18, v0
  v_mul_f32 v16, v19, v0
  s_waitcnt vmcnt(0)
  v_lshlrev_b32 v18, 16, v15
  v_lshlrev_b32 v19, 16, v31
  v_lshlrev_b32 v22, 16, v33
  v_lshlrev_b32 v23, 16, v34
  v_lshlrev_b32 v25, 16, v35
  v_lshlrev_b32 v27, 16, v36
  v_lshlrev_b32 v29, 16, v39
  v_lshlrev_b32 v31, 16, v43
  v_mul_f32 v33, v20, v18
  v_mul_f32 v35, v8, v19
  v_mul_f32 v37, v5, v22
  v_mul_f32 v39, v7, v23
  v_mul_f32 v41, v12, v25
  v_mul_f32 v43, v11, v27
  v_mul_f32 v45, v14, v29
  v_mul_f32 v47, v16, v31
  v_lshlrev_b32 v14, 16, v1
  v_lshlrev_b32 v12, 16, v2
  v_lshlrev_b32 v11, 16, v3
  v_lshlrev_b32 v8, 16, v4
  v_lshlrev_b32 v7, 16, v6
  v_lshlrev_b32 v5, 16, v9
  v_lshlrev_b32 v3, 16, v13
  v_lshlrev_b32 v1, 16, v17
  v_add_f32 v2, v33, v14
  v_add_f32 v4, v35, v12
  v_add_f32 v6, v37, v11
  v_add_f32 v8, v39, v8
  v_add_f32 v11, v41, v7
  v_add_f32 v12, v43, v5
  v_add_f32 v14, v45, v3
  v_add_f32 v16, v47, v1
  v_bfe_u32 v18, v2, 16, 1
  s_mov_b32 s42, 0x7fff
  v_add3_u32 v22, v2, s42, v18
  v_lshrrev_b32 v24, 16, v22
  v_cmp_u_f32_e64 s[52:53], v2, v2
  s_mov_b32 s56, 0x7fc0
  v_mov_b32 v30, s56
  v_cndmask_b32_e64 v32, v24, v30, s[52:53]
  v_bfe_u32 v34, v4, 16, 1
  v_add3_u32 v36, v4, s42, v34
  v_lshrrev_b32 v38, 16, v36
  v_cmp_u_f32_e64 s[12:13], v4, v4
  v_mov_b32 v42, s56
  v_cndmask_b32_e64 v44, v38, v42, s[12:13]
  v_bfe_u32 v46, v6, 16, 1
  v_add3_u32 v1, v6, s42, v46
  v_lshrrev_b32 v1, 16, v1
  v_cmp_u_f32_e64 s[12:13], v6, v6
  v_mov_b32 v2, s56
  v_cndmask_b32_e64 v1, v1, v2, s[12:13]
  v_bfe_u32 v2, v8, 16, 1
  v_add3_u32 v2, v8, s42, v2
  v_lshrrev_b32 v2, 16, v2
  v_cmp_u_f32_e64 s[12:13], v8, v8
  v_mov_b32 v3, s56
  v_cndmask_b32_e64 v5, v2, v3, s[12:13]
  v_bfe_u32 v7, v11, 16, 1
  s_mov_b32 s18, 0x7fff
  v_add3_u32 v13, v11, s18, v7
  v_lshrrev_b32 v13, 16, v13
  v_cmp_u_f32_e64 s[30:31], v11, v11
  s_mov_b32 s34, 0x7fc0
  v_mov_b32 v19, s34
  v_cndmask_b32_e64 v22, v13, v19, s[30:31]
  v_bfe_u32 v23, v12, 16, 1
  v_add3_u32 v25, v12, s18, v23
  v_lshrrev_b32 v27, 16, v25
  v_cmp_u_f32_e64 s[58:59], v12, v12
  v_mov_b32 v31, s34
  v_cndmask_b32_e64 v33, v27, v31, s[58:59]
  v_bfe_u32 v35, v14, 16, 1
  v_add3_u32 v37, v14, s18, v35
  v_lshrrev_b32 v39, 16, v37
  v_cmp_u_f32_e64 s[12:13], v14, v14
  v_mov_b32 v43, s34
  v_cndmask_b32_e64 v45, v39, v43, s[12:13]
  v_bfe_u32 v47, v16, 16, 1
  v_add3_u32 v2, v16, s18, v47
  v_lshrrev_b32 v2, 16, v2
  v_cmp_u_f32_e64 s[12:13], v16, v16
  v_mov_b32 v3, s34
  v_cndmask_b32_e64 v2, v2, v3, s[12:13]
  s_mov_b32 s12, 0x80
  v_and_b32 v3, v10, s12
  s_mov_b32 s12, 0
  v_cmp_eq_u32_e64 s[12:13], v3, s12
  s_and_b64 s[14:15], s[12:13], s[62:63]
  s_and_saveexec_b64 s[72:73], s[14:15]
  global_store_short v[48:49], v32, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[14:15], s[12:13], s[66:67]
  s_and_saveexec_b64 s[72:73], s[14:15]
  global_store_short v[50:51], v44, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[20:21], s[12:13], s[70:71]
  s_and_saveexec_b64 s[72:73], s[20:21]
  global_store_short v[52:53], v1, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[26:27], s[12:13], s[10:11]
  s_and_saveexec_b64 s[72:73], s[26:27]
  global_store_short v[54:55], v5, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[32:33], s[12:13], s[8:9]
  s_and_saveexec_b64 s[72:73], s[32:33]
  global_store_short v[56:57], v22, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[38:39], s[12:13], s[6:7]
  s_and_saveexec_b64 s[72:73], s[38:39]
  global_store_short v[58:59], v33, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[46:47], s[12:13], s[4:5]
  s_and_saveexec_b64 s[72:73], s[46:47]
  global_store_short v[72:73], v45, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[50:51], s[12:13], s[0:1]
  s_and_saveexec_b64 s[72:73], s[50:51]
  global_store_short v[80:81], v2, off
  s_mov_b64 exec, s[72:73]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mul_i32 s58, s2, 4
  s_mov_b32 s62, 4
  s_mul_hi_i32 s66, s2, s62
  s_add_u32 s70, s40, s58
  s_addc_u32 s71, s41, s66
  s_mov_b32 s0, 0xff
  v_and_b32 v39, v10, s0
  s_mov_b32 s4, 0
  v_cmp_eq_u32_e64 s[6:7], v39, s4
  v_mov_b32 v48, s70
  v_mov_b32 v49, s71
  s_and_saveexec_b64 s[72:73], s[6:7]
  global_store_dword v[48:49], v21, off
  s_mov_b64 exec, s[72:73]
  s_mul_i32 s6, s2, 4
  s_mul_hi_i32 s8, s2, s62
  s_add_u32 s2, s44, s6
  s_addc_u32 s3, s45, s8
  v_and_b32 v1, v10, s0
  v_cmp_eq_u32_e64 s[0:1], v1, s4
  v_mov_b32 v48, s2
  v_mov_b32 v49, s3
  s_and_saveexec_b64 s[72:73], s[0:1]
  global_store_dword v[48:49], v0, off
  s_mov_b64 exec, s[72:73]
  s_endpgm
.Llayernorm_bf16_end:
.size layernorm_bf16, .Llayernorm_bf16_end-layernorm_bf16
; 74 SGPRs, 82 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

.rodata
.p2align 6
.amdhsa_kernel layernorm_bf16
  .amdhsa_group_segment_fixed_size 4096
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 76
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 82
  .amdhsa_next_free_sgpr 74
  .amdhsa_accum_offset 84
  .amdhsa_tg_split 0
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 3
  .amdhsa_ieee_mode 1
  .amdhsa_dx10_clamp 1
.end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.kernels:
  - .name: layernorm_bf16
    .symbol: layernorm_bf16.kd
    .kernarg_segment_size: 76
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 4096
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 74
    .vgpr_count: 82
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
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .offset: 32
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .offset: 40
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .offset: 48
        .size: 4
        .value_kind: by_value
      - .offset: 52
        .size: 4
        .value_kind: by_value
      - .offset: 56
        .size: 4
        .value_kind: by_value
      - .offset: 64
        .size: 4
        .value_kind: hidden_block_count_x
      - .offset: 68
        .size: 4
        .value_kind: hidden_block_count_y
      - .offset: 72
        .size: 4
        .value_kind: hidden_block_count_z
amdhsa.version:
  - 1
  - 2
amdhsa.target: amdgcn-amd-amdhsa--gfx942
...
.end_amdgpu_metadata
