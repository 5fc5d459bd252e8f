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
  s_mov_b32 s0, 3
  v_lshlrev_b32 v38, s0, v34
  s_cmp_ge_u32 s0, 32
  s_cselect_b64 s[4:5], -1, 0
  v_cndmask_b32_e64 v43, v38, 0, s[4:5]
  s_mov_b32 s4, 0
  v_add_u32 v47, v43, s4
  s_mov_b32 s4, 1
  v_add_u32 v4, v47, s4
  s_mov_b32 s4, 2
  v_add_u32 v3, v47, s4
  v_add_u32 v1, v47, s0
  s_mov_b32 s0, 4
  v_add_u32 v0, v47, s0
  s_mov_b32 s0, 5
  v_add_u32 v2, v47, s0
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
  v_lshlrev_b32 v28, 1, v12
  v_ashrrev_i32 v30, 31, v12
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc, v50, v28
  v_addc_co_u32 v49, vcc, v51, v30, vcc
  v_lshlrev_b32 v36, 1, v14
  v_ashrrev_i32 v38, 31, v14
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v36
  v_addc_co_u32 v51, vcc, v53, v38, vcc
  v_lshlrev_b32 v44, 1, v16
  v_ashrrev_i32 v46, 31, v16
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v44
  v_addc_co_u32 v53, vcc, v55, v46, vcc
  v_lshlrev_b32 v5, 1, v18
  v_ashrrev_i32 v8, 31, v18
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v5
  v_addc_co_u32 v55, vcc, v57, v8, vcc
  v_lshlrev_b32 v5, 1, v20
  v_ashrrev_i32 v8, 31, v20
  v_mov_b32 v58, s24
  v_mov_b32 v59, s25
  v_add_co_u32 v56, vcc, v58, v5
  v_addc_co_u32 v57, vcc, v59, v8, vcc
  v_lshlrev_b32 v5, 1, v22
  v_ashrrev_i32 v8, 31, v22
  v_mov_b32 v66, s24
  v_mov_b32 v67, s25
  v_add_co_u32 v68, vcc, v66, v5
  v_addc_co_u32 v69, vcc, v67, v8, vcc
  v_lshlrev_b32 v13, 1, v24
  v_ashrrev_i32 v15, 31, v24
  v_mov_b32 v76, s24
  v_mov_b32 v77, s25
  v_add_co_u32 v78, vcc, v76, v13
  v_addc_co_u32 v79, vcc, v77, v15, vcc
  v_lshlrev_b32 v21, 1, v26
  v_ashrrev_i32 v23, 31, v26
  v_mov_b32 v60, s24
  v_mov_b32 v61, s25
  v_add_co_u32 v58, vcc, v60, v21
  v_addc_co_u32 v59, vcc, v61, v23, vcc
  v_cmp_lt_i32_e64 s[58:59], v47, s52
  v_cmp_lt_i32_e64 s[62:63], v4, s52
  v_cmp_lt_i32_e64 s[66:67], v3, s52
  v_cmp_lt_i32_e64 s[70:71], v1, s52
  v_cmp_lt_i32_e64 s[8:9], v0, s52
  v_cmp_lt_i32_e64 s[6:7], v2, s52
  v_cmp_lt_i32_e64 s[4:5], v6, s52
  v_cmp_lt_i32_e64 s[0:1], v11, s52
  s_mov_b32 s10, 0
  v_mov_b32 v8, s10
  v_mov_b32 v5, v8
  s_and_saveexec_b64 s[72:73], s[58:59]
  global_load_ushort v5, v[48:49], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v9, s10
  v_mov_b32 v8, v9
  s_and_saveexec_b64 s[72:73], s[62:63]
  global_load_ushort v8, v[50:51], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v13, s10
  v_mov_b32 v9, v13
  s_and_saveexec_b64 s[72:73], s[66:67]
  global_load_ushort v9, v[52:53], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v15, s10
  v_mov_b32 v13, v15
  s_and_saveexec_b64 s[72:73], s[70:71]
  global_load_ushort v13, v[54:55], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v17, s10
  v_mov_b32 v15, v17
  s_and_saveexec_b64 s[72:73], s[8:9]
  global_load_ushort v15, v[56:57], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v17, s10
  v_mov_b32 v29, v17
  s_and_saveexec_b64 s[72:73], s[6:7]
  global_load_ushort v29, v[68:69], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v17, s10
  v_mov_b32 v31, v17
  s_and_saveexec_b64 s[72:73], s[4:5]
  global_load_ushort v31, v[78:79], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v17, s10
  v_mov_b32 v32, v17
  s_and_saveexec_b64 s[72:73], s[0:1]
  global_load_ushort v32, v[58:59], off
  s_mov_b64 exec, s[72:73]
  s_waitcnt vmcnt(0)
  v_lshlrev_b32 v17, 16, v5
  v_lshlrev_b32 v19, 16, v8
  v_lshlrev_b32 v21, 16, v9
  v_lshlrev_b32 v23, 16, v13
  v_lshlrev_b32 v25, 16, v15
  v_lshlrev_b32 v27, 16, v29
  v_lshlrev_b32 v28, 16, v31
  v_lshlrev_b32 v30, 16, v32
  v_add_f32 v33, v17, v19
  v_add_f32 v34, v33, v21
  v_add_f32 v36, v34, v23
  v_add_f32 v38, v36, v25
  v_add_f32 v40, v38, v27
  v_add_f32 v42, v40, v28
  v_add_f32 v44, v42, v30
  v_xor_b32 v46, 1, v7
  v_lshlrev_b32 v33, 2, v46
  ds_bpermute_b32 v33, v33, v44
  s_waitcnt lgkmcnt(0)
  v_add_f32 v33, v44, v33
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
  v_add_f32 v34, v33, v34
  s_mov_b32 s64, 4
  v_mul_lo_u32 v33, v10, s64
  ds_write_b32 v33, v34
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s12, 0xffffffbf
  v_and_b32 v39, v10, s12
  v_mul_lo_u32 v41, v39, s64
  ds_read_b32 v44, v41
  ds_read_b32 v45, v41 offset:256
  s_waitcnt lgkmcnt(0)
  v_add_f32 v34, v44, v45
  s_mov_b32 s12, 0xff
  v_and_b32 v35, v10, s12
  s_mov_b32 s12, 2
  v_lshlrev_b32 v35, s12, v35
  s_cmp_ge_u32 s12, 32
  s_cselect_b64 s[14:15], -1, 0
  v_cndmask_b32_e64 v35, v35, 0, s[14:15]
  s_mov_b32 s14, 0
  v_add_u32 v36, v35, s14
  s_mov_b32 s16, 1
  v_add_u32 v38, v36, s16
  v_add_u32 v37, v36, s12
  s_mov_b32 s18, 3
  v_add_u32 v39, v36, s18
  v_cmp_lt_i32_e64 s[26:27], v36, s52
  v_cmp_lt_i32_e64 s[30:31], v38, s52
  v_cmp_lt_i32_e64 s[34:35], v37, s52
  v_cmp_lt_i32_e64 s[38:39], v39, s52
  s_mov_b32 s42, 0x80
  v_and_b32 v36, v10, s42
  v_cmp_eq_u32_e64 s[50:51], v36, s14
  v_mul_lo_u32 v36, v43, s12
  s_mov_b32 s60, 11
  v_lshrrev_b32 v37, s60, v36
  s_cmp_ge_u32 s60, 32
  s_cselect_b64 s[68:69], -1, 0
  v_cndmask_b32_e64 v37, v37, 0, s[68:69]
  s_mov_b32 s12, 4
  v_mul_lo_u32 v40, v37, s12
  v_add_u32 v42, v36, v40
  s_and_saveexec_b64 s[72:73], s[50:51]
  ds_write_b16 v42, v5 offset:1024
  s_mov_b64 exec, s[72:73]
  s_and_saveexec_b64 s[72:73], s[50:51]
  ds_write_b16 v42, v8 offset:1026
  s_mov_b64 exec, s[72:73]
  s_and_saveexec_b64 s[72:73], s[50:51]
  ds_write_b16 v42, v9 offset:1028
  s_mov_b64 exec, s[72:73]
  s_and_saveexec_b64 s[72:73], s[50:51]
  ds_write_b16 v42, v13 offset:1030
  s_mov_b64 exec, s[72:73]
  s_and_saveexec_b64 s[72:73], s[50:51]
  ds_write_b16 v42, v15 offset:1032
  s_mov_b64 exec, s[72:73]
  s_and_saveexec_b64 s[72:73], s[50:51]
  ds_write_b16 v42, v29 offset:1034
  s_mov_b64 exec, s[72:73]
  s_and_saveexec_b64 s[72:73], s[50:51]
  ds_write_b16 v42, v31 offset:1036
  s_mov_b64 exec, s[72:73]
  s_and_saveexec_b64 s[72:73], s[50:51]
  ds_write_b16 v42, v32 offset:1038
  s_mov_b64 exec, s[72:73]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s14, 2
  v_mul_lo_u32 v5, v35, s14
  v_lshrrev_b32 v8, s60, v5
  s_cmp_ge_u32 s60, 32
  s_cselect_b64 s[14:15], -1, 0
  v_cndmask_b32_e64 v8, v8, 0, s[14:15]
  v_mul_lo_u32 v8, v8, s12
  v_add_u32 v13, v5, v8
  ds_read_u16 v5, v13 offset:1024
  ds_read_u16 v8, v13 offset:1026
  ds_read_u16 v9, v13 offset:1028
  ds_read_u16 v29, v13 offset:1030
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32 v13, 16, v5
  v_lshlrev_b32 v15, 16, v8
  v_lshlrev_b32 v32, 16, v9
  v_lshlrev_b32 v31, 16, v29
  v_cvt_f32_i32 v29, s52
  v_div_scale_f32 v35, vcc, v29, v29, v34
  v_div_scale_f32 v36, vcc, v34, v29, v34
  v_rcp_f32 v37, v35
  s_mov_b32 s60, 0x3f800000
  v_fma_f32 v38, -v35, v37, s60
  v_fma_f32 v37, v38, v37, v37
  v_mul_f32 v38, v36, v37
  v_fma_f32 v39, -v35, v38, v36
  v_fma_f32 v39, v39, v37, v38
  v_fma_f32 v41, -v35, v39, v36
  s_nop 3
  v_div_fmas_f32 v43, v41, v37, v39
  v_div_fixup_f32 v45, v43, v29, v34
  v_sub_f32 v9, v13, v45
  v_sub_f32 v13, v15, v45
  v_sub_f32 v8, v32, v45
  v_sub_f32 v5, v31, v45
  s_mov_b32 s12, 0
  v_mov_b32 v15, s12
  v_cndmask_b32_e64 v9, v15, v9, s[26:27]
  v_mov_b32 v15, s12
  v_cndmask_b32_e64 v13, v15, v13, s[30:31]
  v_mov_b32 v15, s12
  v_cndmask_b32_e64 v8, v15, v8, s[34:35]
  v_mov_b32 v15, s12
  v_cndmask_b32_e64 v31, v15, v5, s[38:39]
  v_mul_f32 v15, v9, v9
  v_mul_f32 v13, v13, v13
  v_mul_f32 v32, v8, v8
  v_mul_f32 v31, v31, v31
  v_add_f32 v34, v15, v13
  v_add_f32 v32, v34, v32
  v_add_f32 v31, v32, v31
  v_xor_b32 v32, 1, v7
  v_lshlrev_b32 v32, 2, v32
  ds_bpermute_b32 v32, v32, v31
  s_waitcnt lgkmcnt(0)
  v_add_f32 v31, v31, v32
  v_xor_b32 v32, 2, v7
  v_lshlrev_b32 v34, 2, v32
  ds_bpermute_b32 v36, v34, v31
  s_waitcnt lgkmcnt(0)
  v_add_f32 v38, v31, v36
  v_xor_b32 v40, 4, v7
  v_lshlrev_b32 v42, 2, v40
  ds_bpermute_b32 v44, v42, v38
  s_waitcnt lgkmcnt(0)
  v_add_f32 v46, v38, v44
  v_xor_b32 v5, 8, v7
  v_lshlrev_b32 v5, 2, v5
  ds_bpermute_b32 v5, v5, v46
  s_waitcnt lgkmcnt(0)
  v_add_f32 v5, v46, v5
  v_xor_b32 v8, 16, v7
  v_lshlrev_b32 v8, 2, v8
  ds_bpermute_b32 v8, v8, v5
  s_waitcnt lgkmcnt(0)
  v_add_f32 v5, v5, v8
  v_xor_b32 v7, 32, v7
  v_lshlrev_b32 v7, 2, v7
  ds_bpermute_b32 v7, v7, v5
  s_waitcnt lgkmcnt(0)
  v_add_f32 v7, v5, v7
  ds_write_b32 v33, v7 offset:3088
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s22, 0xffffff3f
  v_and_b32 v13, v10, s22
  s_mov_b32 s30, 4
  v_mul_lo_u32 v32, v13, s30
  ds_read_b32 v31, v32 offset:3088
  ds_read_b32 v34, v32 offset:3344
  ds_read_b32 v33, v32 offset:3600
  ds_read_b32 v32, v32 offset:3856
  s_waitcnt lgkmcnt(0)
  v_add_f32 v31, v31, v34
  v_add_f32 v32, v33, v32
  v_add_f32 v31, v31, v32
  v_lshlrev_b32 v33, 1, v47
  v_ashrrev_i32 v35, 31, v47
  v_mov_b32 v50, s32
  v_mov_b32 v51, s33
  v_add_co_u32 v48, vcc, v50, v33
  v_addc_co_u32 v49, vcc, v51, v35, vcc
  v_lshlrev_b32 v41, 1, v4
  v_ashrrev_i32 v43, 31, v4
  v_mov_b32 v52, s32
  v_mov_b32 v53, s33
  v_add_co_u32 v50, vcc, v52, v41
  v_addc_co_u32 v51, vcc, v53, v43, vcc
  v_lshlrev_b32 v5, 1, v3
  v_ashrrev_i32 v7, 31, v3
  v_mov_b32 v54, s32
  v_mov_b32 v55, s33
  v_add_co_u32 v52, vcc, v54, v5
  v_addc_co_u32 v53, vcc, v55, v7, vcc
  v_lshlrev_b32 v5, 1, v1
  v_ashrrev_i32 v7, 31, v1
  v_mov_b32 v56, s32
  v_mov_b32 v57, s33
  v_add_co_u32 v54, vcc, v56, v5
  v_addc_co_u32 v55, vcc, v57, v7, vcc
  v_lshlrev_b32 v5, 1, v0
  v_ashrrev_i32 v7, 31, v0
  v_mov_b32 v60, s32
  v_mov_b32 v61, s33
  v_add_co_u32 v64, vcc, v60, v5
  v_addc_co_u32 v65, vcc, v61, v7, vcc
  v_lshlrev_b32 v13, 1, v2
  v_ashrrev_i32 v15, 31, v2
  v_mov_b32 v70, s32
  v_mov_b32 v71, s33
  v_add_co_u32 v74, vcc, v70, v13
  v_addc_co_u32 v75, vcc, v71, v15, vcc
  v_lshlrev_b32 v32, 1, v6
  v_ashrrev_i32 v33, 31, v6
  v_mov_b32 v80, s32
  v_mov_b32 v81, s33
  v_add_co_u32 v56, vcc, v80, v32
  v_addc_co_u32 v57, vcc, v81, v33, vcc
  v_lshlrev_b32 v32, 1, v11
  v_ashrrev_i32 v33, 31, v11
  v_mov_b32 v60, s32
  v_mov_b32 v61, s33
  v_add_co_u32 v58, vcc, v60, v32
  v_addc_co_u32 v59, vcc, v61, v33, vcc
  v_mov_b32 v36, s10
  v_mov_b32 v35, v36
  s_and_saveexec_b64 s[72:73], s[58:59]
  global_load_ushort v35, v[48:49], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v40, s10
  v_mov_b32 v39, v40
  s_and_saveexec_b64 s[72:73], s[62:63]
  global_load_ushort v39, v[50:51], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v44, s10
  v_mov_b32 v43, v44
  s_and_saveexec_b64 s[72:73], s[66:67]
  global_load_ushort v43, v[52:53], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v7, s10
  v_mov_b32 v5, v7
  s_and_saveexec_b64 s[72:73], s[70:71]
  global_load_ushort v5, v[54:55], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v8, s10
  v_mov_b32 v7, v8
  s_and_saveexec_b64 s[72:73], s[8:9]
  global_load_ushort v7, v[64:65], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v9, s10
  v_mov_b32 v8, v9
  s_and_saveexec_b64 s[72:73], s[6:7]
  global_load_ushort v8, v[74:75], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v13, s10
  v_mov_b32 v9, v13
  s_and_saveexec_b64 s[72:73], s[4:5]
  global_load_ushort v9, v[56:57], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v15, s10
  v_mov_b32 v13, v15
  s_and_saveexec_b64 s[72:73], s[0:1]
  global_load_ushort v13, v[58:59], off
  s_mov_b64 exec, s[72:73]
  v_lshlrev_b32 v15, 1, v47
  v_ashrrev_i32 v32, 31, v47
  v_mov_b32 v62, s36
  v_mov_b32 v63, s37
  v_add_co_u32 v66, vcc, v62, v15
  v_addc_co_u32 v67, vcc, v63, v32, vcc
  v_lshlrev_b32 v15, 1, v4
  v_ashrrev_i32 v32, 31, v4
  v_mov_b32 v72, s36
  v_mov_b32 v73, s37
  v_add_co_u32 v76, vcc, v72, v15
  v_addc_co_u32 v77, vcc, v73, v32, vcc
  v_lshlrev_b32 v32, 1, v3
  v_ashrrev_i32 v33, 31, v3
  v_mov_b32 v82, s36
  v_mov_b32 v83, s37
  v_add_co_u32 v48, vcc, v82, v32
  v_addc_co_u32 v49, vcc, v83, v33, vcc
  v_lshlrev_b32 v32, 1, v1
  v_ashrrev_i32 v33, 31, v1
  v_mov_b32 v52, s36
  v_mov_b32 v53, s37
  v_add_co_u32 v50, vcc, v52, v32
  v_addc_co_u32 v51, vcc, v53, v33, vcc
  v_lshlrev_b32 v36, 1, v0
  v_ashrrev_i32 v37, 31, v0
  v_mov_b32 v54, s36
  v_mov_b32 v55, s37
  v_add_co_u32 v52, vcc, v54, v36
  v_addc_co_u32 v53, vcc, v55, v37, vcc
  v_lshlrev_b32 v44, 1, v2
  v_ashrrev_i32 v46, 31, v2
  v_mov_b32 v56, s36
  v_mov_b32 v57, s37
  v_add_co_u32 v54, vcc, v56, v44
  v_addc_co_u32 v55, vcc, v57, v46, vcc
  v_lshlrev_b32 v0, 1, v6
  v_ashrrev_i32 v1, 31, v6
  v_mov_b32 v58, s36
  v_mov_b32 v59, s37
  v_add_co_u32 v56, vcc, v58, v0
  v_addc_co_u32 v57, vcc, v59, v1, vcc
  v_lshlrev_b32 v0, 1, v11
  v_ashrrev_i32 v1, 31, v11
  v_mov_b32 v60, s36
  v_mov_b32 v61, s37
  v_add_co_u32 v58, vcc, v60, v0
  v_addc_co_u32 v59, vcc, v61, v1, vcc
  v_mov_b32 v11, s10
  v_mov_b32 v6, v11
  s_and_saveexec_b64 s[72:73], s[58:59]
  global_load_ushort v6, v[66:67], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v11, s10
  v_mov_b32 v15, v11
  s_and_saveexec_b64 s[72:73], s[62:63]
  global_load_ushort v15, v[76:77], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v33, s10
  v_mov_b32 v32, v33
  s_and_saveexec_b64 s[72:73], s[66:67]
  global_load_ushort v32, v[48:49], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v34, s10
  v_mov_b32 v33, v34
  s_and_saveexec_b64 s[72:73], s[70:71]
  global_load_ushort v33, v[50:51], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v36, s10
  v_mov_b32 v34, v36
  s_and_saveexec_b64 s[72:73], s[8:9]
  global_load_ushort v34, v[52:53], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v37, s10
  v_mov_b32 v36, v37
  s_and_saveexec_b64 s[72:73], s[6:7]
  global_load_ushort v36, v[54:55], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v38, s10
  v_mov_b32 v37, v38
  s_and_saveexec_b64 s[72:73], s[4:5]
  global_load_ushort v37, v[56:57], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v40, s10
  v_mov_b32 v38, v40
  s_and_saveexec_b64 s[72:73], s[0:1]
  global_load_ushort v38, v[58:59], off
  s_mov_b64 exec, s[72:73]
  v_lshlrev_b32 v40, 1, v12
  v_ashrrev_i32 v41, 31, v12
  v_mov_b32 v50, s28
  v_mov_b32 v51, s29
  v_add_co_u32 v48, vcc, v50, v40
  v_addc_co_u32 v49, vcc, v51, v41, vcc
  v_lshlrev_b32 v44, 1, v14
  v_ashrrev_i32 v46, 31, v14
  v_mov_b32 v52, s28
  v_mov_b32 v53, s29
  v_add_co_u32 v50, vcc, v52, v44
  v_addc_co_u32 v51, vcc, v53, v46, vcc
  v_lshlrev_b32 v0, 1, v16
  v_ashrrev_i32 v1, 31, v16
  v_mov_b32 v54, s28
  v_mov_b32 v55, s29
  v_add_co_u32 v52, vcc, v54, v0
  v_addc_co_u32 v53, vcc, v55, v1, vcc
  v_lshlrev_b32 v0, 1, v18
  v_ashrrev_i32 v1, 31, v18
  v_mov_b32 v56, s28
  v_mov_b32 v57, s29
  v_add_co_u32 v54, vcc, v56, v0
  v_addc_co_u32 v55, vcc, v57, v1, vcc
  v_lshlrev_b32 v11, 1, v20
  v_ashrrev_i32 v12, 31, v20
  v_mov_b32 v66, s28
  v_mov_b32 v67, s29
  v_add_co_u32 v68, vcc, v66, v11
  v_addc_co_u32 v69, vcc, v67, v12, vcc
  v_lshlrev_b32 v14, 1, v22
  v_ashrrev_i32 v16, 31, v22
  v_mov_b32 v76, s28
  v_mov_b32 v77, s29
  v_add_co_u32 v78, vcc, v76, v14
  v_addc_co_u32 v79, vcc, v77, v16, vcc
  v_lshlrev_b32 v22, 1, v24
  v_ashrrev_i32 v24, 31, v24
  v_mov_b32 v58, s28
  v_mov_b32 v59, s29
  v_add_co_u32 v56, vcc, v58, v22
  v_addc_co_u32 v57, vcc, v59, v24, vcc
  v_lshlrev_b32 v40, 1, v26
  v_ashrrev_i32 v41, 31, v26
  v_mov_b32 v60, s28
  v_mov_b32 v61, s29
  v_add_co_u32 v58, vcc, v60, v40
  v_addc_co_u32 v59, vcc, v61, v41, vcc
  v_sub_f32 v42, v17, v45
  v_sub_f32 v40, v19, v45
  v_sub_f32 v41, v21, v45
  v_sub_f32 v44, v23, v45
  v_sub_f32 v46, v25, v45
  v_sub_f32 v47, v27, v45
  v_sub_f32 v4, v28, v45
  v_sub_f32 v3, v30, v45
  s_mov_b32 s10, 0
  v_mov_b32 v0, s10
  v_cndmask_b32_e64 v0, v0, v42, s[58:59]
  v_mov_b32 v1, s10
  v_cndmask_b32_e64 v1, v1, v40, s[62:63]
  v_mov_b32 v2, s10
  v_cndmask_b32_e64 v2, v2, v41, s[66:67]
  v_mov_b32 v11, s10
  v_cndmask_b32_e64 v12, v11, v44, s[70:71]
  v_mov_b32 v11, s10
  v_cndmask_b32_e64 v14, v11, v46, s[8:9]
  v_mov_b32 v16, s10
  v_cndmask_b32_e64 v16, v16, v47, s[6:7]
  v_mov_b32 v17, s10
  v_cndmask_b32_e64 v18, v17, v4, s[4:5]
  v_mov_b32 v20, s10
  v_cndmask_b32_e64 v22, v20, v3, s[0:1]
  v_div_scale_f32 v24, vcc, v29, v29, v31
  v_div_scale_f32 v26, vcc, v31, v29, v31
  v_rcp_f32 v28, v24
  s_mov_b32 s60, 0x3f800000
  v_fma_f32 v40, -v24, v28, s60
  v_fma_f32 v40, v40, v28, v28
  v_mul_f32 v41, v26, v40
  v_fma_f32 v42, -v24, v41, v26
  v_fma_f32 v41, v42, v40, v41
  v_fma_f32 v42, -v24, v41, v26
  s_nop 3
  v_div_fmas_f32 v44, v42, v40, v41
  v_div_fixup_f32 v46, v44, v29, v31
  v_add_f32 v3, v46, s56
  s_mov_b32 s10, 0x90
  v_cmp_class_f32_e64 s[10:11], v3, s10
  s_mov_b32 s12, 0x4b800000
  v_mov_b32 v4, s12
  v_mov_b32 v11, s60
  v_cndmask_b32_e64 v4, v11, v4, s[10:11]
  v_mul_f32 v3, v3, v4
  v_rsq_f32 v3, v3
  s_mov_b32 s12, 0x45800000
  v_mov_b32 v11, s12
  v_mov_b32 v17, s60
  v_cndmask_b32_e64 v11, v17, v11, s[10:11]
  v_mul_f32 v11, v3, v11
  v_mul_f32 v24, v0, v11
  v_mul_f32 v20, v1, v11
  v_mul_f32 v17, v2, v11
  v_mul_f32 v19, v12, v11
  v_mul_f32 v21, v14, v11
  v_mul_f32 v23, v16, v11
  v_mul_f32 v25, v18, v11
  v_mul_f32 v27, v22, v11
  s_waitcnt vmcnt(0)
  v_lshlrev_b32 v29, 16, v35
  v_lshlrev_b32 v31, 16, v39
  v_lshlrev_b32 v42, 16, v43
  v_lshlrev_b32 v35, 16, v5
  v_lshlrev_b32 v40, 16, v7
  v_lshlrev_b32 v39, 16, v8
  v_lshlrev_b32 v41, 16, v9
  v_lshlrev_b32 v43, 16, v13
  v_mul_f32 v46, v24, v29
  v_mul_f32 v47, v20, v31
  v_mul_f32 v5, v17, v42
  v_mul_f32 v4, v19, v35
  v_mul_f32 v3, v21, v40
  v_mul_f32 v2, v23, v39
  v_mul_f32 v1, v25, v41
  v_mul_f32 v0, v27, v43
  v_lshlrev_b32 v14, 16, v6
  v_lshlrev_b32 v15, 16, v15
  v_lshlrev_b32 v9, 16, v32
  v_lshlrev_b32 v7, 16, v33
  v_lshlrev_b32 v6, 16, v34
  v_lshlrev_b32 v8, 16, v36
  v_lshlrev_b32 v13, 16, v37
  v_lshlrev_b32 v12, 16, v38
  v_add_f32 v14, v46, v14
  v_add_f32 v16, v47, v15
  v_add_f32 v18, v5, v9
  v_add_f32 v20, v4, v7
  v_add_f32 v22, v3, v6
  v_add_f32 v24, v2, v8
  v_add_f32 v26, v1, v13
  v_add_f32 v28, v0, v12
  v_bfe_u32 v30, v14, 16, 1
  s_mov_b32 s64, 0x7fff
  v_add3_u32 v34, v14, s64, v30
  v_lshrrev_b32 v36, 16, v34
  v_cmp_u_f32_e64 s[12:13], v14, v14
  s_mov_b32 s10, 0x7fc0
  v_mov_b32 v42, s10
  v_cndmask_b32_e64 v44, v36, v42, s[12:13]
  v_bfe_u32 v46, v16, 16, 1
  v_add3_u32 v0, v16, s64, v46
  v_lshrrev_b32 v0, 16, v0
  v_cmp_u_f32_e64 s[12:13], v16, v16
  v_mov_b32 v1, s10
  v_cndmask_b32_e64 v0, v0, v1, s[12:13]
  v_bfe_u32 v1, v18, 16, 1
  v_add3_u32 v1, v18, s64, v1
  v_lshrrev_b32 v1, 16, v1
  v_cmp_u_f32_e64 s[12:13], v18, v18
  v_mov_b32 v3, s10
  v_cndmask_b32_e64 v5, v1, v3, s[12:13]
  v_bfe_u32 v7, v20, 16, 1
  v_add3_u32 v9, v20, s64, v7
  v_lshrrev_b32 v12, 16, v9
  v_cmp_u_f32_e64 s[26:27], v20, v20
  v_mov_b32 v15, s10
  v_cndmask_b32_e64 v17, v12, v15, s[26:27]
  v_bfe_u32 v19, v22, 16, 1
  s_mov_b32 s42, 0x7fff
  v_add3_u32 v23, v22, s42, v19
  v_lshrrev_b32 v25, 16, v23
  v_cmp_u_f32_e64 s[54:55], v22, v22
  s_mov_b32 s60, 0x7fc0
  v_mov_b32 v31, s60
  v_cndmask_b32_e64 v33, v25, v31, s[54:55]
  v_bfe_u32 v35, v24, 16, 1
  v_add3_u32 v37, v24, s42, v35
  v_lshrrev_b32 v39, 16, v37
  v_cmp_u_f32_e64 s[10:11], v24, v24
  v_mov_b32 v43, s60
  v_cndmask_b32_e64 v46, v39, v43, s[10:11]
  v_bfe_u32 v47, v26, 16, 1
  v_add3_u32 v1, v26, s42, v47
  v_lshrrev_b32 v1, 16, v1
  v_cmp_u_f32_e64 s[10:11], v26, v26
  v_mov_b32 v2, s60
  v_cndmask_b32_e64 v1, v1, v2, s[10:11]
  v_bfe_u32 v2, v28, 16, 1
  v_add3_u32 v2, v28, s42, v2
  v_lshrrev_b32 v2, 16, v2
  v_cmp_u_f32_e64 s[10:11], v28, v28
  v_mov_b32 v4, s60
  v_cndmask_b32_e64 v6, v2, v4, s[10:11]
  s_mov_b32 s16, 0x80
  v_and_b32 v12, v10, s16
  s_mov_b32 s24, 0
  v_cmp_eq_u32_e64 s[28:29], v12, s24
  s_and_b64 s[32:33], s[28:29], s[58:59]
  s_and_saveexec_b64 s[72:73], s[32:33]
  global_store_short v[48:49], v44, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[38:39], s[28:29], s[62:63]
  s_and_saveexec_b64 s[72:73], s[38:39]
  global_store_short v[50:51], v0, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[46:47], s[28:29], s[66:67]
  s_and_saveexec_b64 s[72:73], s[46:47]
  global_store_short v[52:53], v5, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[50:51], s[28:29], s[70:71]
  s_and_saveexec_b64 s[72:73], s[50:51]
  global_store_short v[54:55], v17, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[56:57], s[28:29], s[8:9]
  s_and_saveexec_b64 s[72:73], s[56:57]
  global_store_short v[68:69], v33, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[62:63], s[28:29], s[6:7]
  s_and_saveexec_b64 s[72:73], s[62:63]
  global_store_short v[78:79], v46, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[68:69], s[28:29], s[4:5]
  s_and_saveexec_b64 s[72:73], s[68:69]
  global_store_short v[56:57], v1, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[0:1], s[28:29], s[0:1]
  s_and_saveexec_b64 s[72:73], s[0:1]
  global_store_short v[58:59], v6, off
  s_mov_b64 exec, s[72:73]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mul_i32 s4, s2, 4
  s_mov_b32 s0, 4
  s_mul_hi_i32 s6, s2, s0
  s_add_u32 s8, s40, s4
  s_addc_u32 s9, s41, s6
  s_mov_b32 s4, 0xff
  v_and_b32 v0, v10, s4
  s_mov_b32 s6, 0
  v_cmp_eq_u32_e64 s[10:11], v0, s6
  v_mov_b32 v48, s8
  v_mov_b32 v49, s9
  s_and_saveexec_b64 s[72:73], s[10:11]
  global_store_dword v[48:49], v45, off
  s_mov_b64 exec, s[72:73]
  s_mul_i32 s8, s2, 4
  s_mul_hi_i32 s0, s2, s0
  s_add_u32 s2, s44, s8
  s_addc_u32 s3, s45, s0
  v_and_b32 v3, v10, s4
  v_cmp_eq_u32_e64 s[10:11], v3, s6
  v_mov_b32 v62, s2
  v_mov_b32 v63, s3
  s_and_saveexec_b64 s[72:73], s[10:11]
  global_store_dword v[62:63], v11, off
  s_mov_b64 exec, s[72:73]
  s_endpgm
.Llayernorm_bf16_end:
.size layernorm_bf16, .Llayernorm_bf16_end-layernorm_bf16
; 74 SGPRs, 84 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

.rodata
.p2align 6
.amdhsa_kernel layernorm_bf16
  .amdhsa_group_segment_fixed_size 4112
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 76
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 84
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
    .group_segment_fixed_size: 4112
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 74
    .vgpr_count: 84
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
