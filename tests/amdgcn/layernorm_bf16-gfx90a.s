.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.amdhsa_code_object_version 5
.text
.globl layernorm_bf16
.p2align 8
.type layernorm_bf16,@function
layernorm_bf16:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v6, 63, v0
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
  v_add_u32 v22, v47, s0
  s_mov_b32 s0, 2
  v_add_u32 v18, v47, s0
  v_add_u32 v14, v47, s4
  s_mov_b32 s4, 4
  v_add_u32 v3, v47, s4
  s_mov_b32 s4, 5
  v_add_u32 v2, v47, s4
  s_mov_b32 s8, 6
  v_add_u32 v7, v47, s8
  s_mov_b32 s16, 7
  v_add_u32 v11, v47, s16
  v_add_u32 v29, s60, v47
  v_add_u32 v21, s60, v22
  v_add_u32 v17, s60, v18
  v_add_u32 v19, s60, v14
  v_add_u32 v20, s60, v3
  v_add_u32 v23, s60, v2
  v_add_u32 v25, s60, v7
  v_add_u32 v27, s60, v11
  v_mul_lo_u32 v28, v29, s0
  v_mul_hi_i32 v30, v29, s0
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc, v50, v28
  v_addc_co_u32 v49, vcc, v51, v30, vcc
  v_mul_lo_u32 v36, v21, s0
  v_mul_hi_i32 v38, v21, s0
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v36
  v_addc_co_u32 v51, vcc, v53, v38, vcc
  s_mov_b32 s0, 2
  v_mul_lo_u32 v46, v17, s0
  v_mul_hi_i32 v0, v17, s0
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v46
  v_addc_co_u32 v53, vcc, v55, v0, vcc
  v_mul_lo_u32 v0, v19, s0
  v_mul_hi_i32 v1, v19, s0
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v0
  v_addc_co_u32 v55, vcc, v57, v1, vcc
  v_mul_lo_u32 v0, v20, s0
  v_mul_hi_i32 v1, v20, s0
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v58, vcc, v56, v0
  v_addc_co_u32 v59, vcc, v57, v1, vcc
  v_mul_lo_u32 v8, v23, s0
  v_mul_hi_i32 v9, v23, s0
  v_mov_b32 v66, s24
  v_mov_b32 v67, s25
  v_add_co_u32 v70, vcc, v66, v8
  v_addc_co_u32 v71, vcc, v67, v9, vcc
  v_mul_lo_u32 v15, v25, s0
  v_mul_hi_i32 v24, v25, s0
  v_mov_b32 v76, s24
  v_mov_b32 v77, s25
  v_add_co_u32 v78, vcc, v76, v15
  v_addc_co_u32 v79, vcc, v77, v24, vcc
  v_mul_lo_u32 v24, v27, s0
  v_mul_hi_i32 v26, v27, s0
  v_mov_b32 v60, s24
  v_mov_b32 v61, s25
  v_add_co_u32 v56, vcc, v60, v24
  v_addc_co_u32 v57, vcc, v61, v26, vcc
  v_cmp_lt_i32_e64 s[62:63], v47, s52
  v_cmp_lt_i32_e64 s[66:67], v22, s52
  v_cmp_lt_i32_e64 s[70:71], v18, s52
  v_cmp_lt_i32_e64 s[10:11], v14, s52
  v_cmp_lt_i32_e64 s[8:9], v3, s52
  v_cmp_lt_i32_e64 s[6:7], v2, s52
  v_cmp_lt_i32_e64 s[4:5], v7, s52
  v_cmp_lt_i32_e64 s[0:1], v11, s52
  s_mov_b32 s12, 0
  v_mov_b32 v0, s12
  v_mov_b32 v16, v0
  s_and_saveexec_b64 s[72:73], s[62:63]
  global_load_ushort v16, v[48:49], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v0, s12
  v_mov_b32 v13, v0
  s_and_saveexec_b64 s[72:73], s[66:67]
  global_load_ushort v13, v[50:51], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v0, s12
  v_mov_b32 v9, v0
  s_and_saveexec_b64 s[72:73], s[70:71]
  global_load_ushort v9, v[52:53], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v0, s12
  v_mov_b32 v5, v0
  s_and_saveexec_b64 s[72:73], s[10:11]
  global_load_ushort v5, v[54:55], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v8, s12
  v_mov_b32 v4, v8
  s_and_saveexec_b64 s[72:73], s[8:9]
  global_load_ushort v4, v[58:59], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v12, s12
  v_mov_b32 v8, v12
  s_and_saveexec_b64 s[72:73], s[6:7]
  global_load_ushort v8, v[70:71], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v15, s12
  v_mov_b32 v12, v15
  s_and_saveexec_b64 s[72:73], s[4:5]
  global_load_ushort v12, v[78:79], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v24, s12
  v_mov_b32 v15, v24
  s_and_saveexec_b64 s[72:73], s[0:1]
  global_load_ushort v15, v[56:57], off
  s_mov_b64 exec, s[72:73]
  s_mov_b32 s38, 2
  v_mul_lo_u32 v24, v47, s38
  v_mul_hi_i32 v26, v47, s38
  v_mov_b32 v50, s32
  v_mov_b32 v51, s33
  v_add_co_u32 v48, vcc, v50, v24
  v_addc_co_u32 v49, vcc, v51, v26, vcc
  v_mul_lo_u32 v28, v22, s38
  v_mul_hi_i32 v30, v22, s38
  v_mov_b32 v52, s32
  v_mov_b32 v53, s33
  v_add_co_u32 v50, vcc, v52, v28
  v_addc_co_u32 v51, vcc, v53, v30, vcc
  v_mul_lo_u32 v36, v18, s38
  v_mul_hi_i32 v38, v18, s38
  v_mov_b32 v54, s32
  v_mov_b32 v55, s33
  v_add_co_u32 v52, vcc, v54, v36
  v_addc_co_u32 v53, vcc, v55, v38, vcc
  v_mul_lo_u32 v44, v14, s38
  v_mul_hi_i32 v46, v14, s38
  v_mov_b32 v56, s32
  v_mov_b32 v57, s33
  v_add_co_u32 v54, vcc, v56, v44
  v_addc_co_u32 v55, vcc, v57, v46, vcc
  v_mul_lo_u32 v0, v3, s38
  v_mul_hi_i32 v1, v3, s38
  v_mov_b32 v58, s32
  v_mov_b32 v59, s33
  v_add_co_u32 v56, vcc, v58, v0
  v_addc_co_u32 v57, vcc, v59, v1, vcc
  v_mul_lo_u32 v0, v2, s38
  v_mul_hi_i32 v1, v2, s38
  v_mov_b32 v60, s32
  v_mov_b32 v61, s33
  v_add_co_u32 v58, vcc, v60, v0
  v_addc_co_u32 v59, vcc, v61, v1, vcc
  s_mov_b32 s14, 2
  v_mul_lo_u32 v24, v7, s14
  v_mul_hi_i32 v26, v7, s14
  v_mov_b32 v66, s32
  v_mov_b32 v67, s33
  v_add_co_u32 v70, vcc, v66, v24
  v_addc_co_u32 v71, vcc, v67, v26, vcc
  v_mul_lo_u32 v24, v11, s14
  v_mul_hi_i32 v26, v11, s14
  v_mov_b32 v76, s32
  v_mov_b32 v77, s33
  v_add_co_u32 v78, vcc, v76, v24
  v_addc_co_u32 v79, vcc, v77, v26, vcc
  v_mov_b32 v26, s12
  v_mov_b32 v24, v26
  s_and_saveexec_b64 s[72:73], s[62:63]
  global_load_ushort v24, v[48:49], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v30, s12
  v_mov_b32 v28, v30
  s_and_saveexec_b64 s[72:73], s[66:67]
  global_load_ushort v28, v[50:51], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v33, s12
  v_mov_b32 v32, v33
  s_and_saveexec_b64 s[72:73], s[70:71]
  global_load_ushort v32, v[52:53], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v37, s12
  v_mov_b32 v36, v37
  s_and_saveexec_b64 s[72:73], s[10:11]
  global_load_ushort v36, v[54:55], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v41, s12
  v_mov_b32 v40, v41
  s_and_saveexec_b64 s[72:73], s[8:9]
  global_load_ushort v40, v[56:57], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v45, s12
  v_mov_b32 v44, v45
  s_and_saveexec_b64 s[72:73], s[6:7]
  global_load_ushort v44, v[58:59], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v1, s12
  v_mov_b32 v0, v1
  s_and_saveexec_b64 s[72:73], s[4:5]
  global_load_ushort v0, v[70:71], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v26, s12
  v_mov_b32 v1, v26
  s_and_saveexec_b64 s[72:73], s[0:1]
  global_load_ushort v1, v[78:79], off
  s_mov_b64 exec, s[72:73]
  s_mov_b32 s14, 2
  v_mul_lo_u32 v26, v47, s14
  v_mul_hi_i32 v30, v47, s14
  v_mov_b32 v50, s36
  v_mov_b32 v51, s37
  v_add_co_u32 v48, vcc, v50, v26
  v_addc_co_u32 v49, vcc, v51, v30, vcc
  v_mul_lo_u32 v26, v22, s14
  v_mul_hi_i32 v22, v22, s14
  v_mov_b32 v60, s36
  v_mov_b32 v61, s37
  v_add_co_u32 v64, vcc, v60, v26
  v_addc_co_u32 v65, vcc, v61, v22, vcc
  v_mul_lo_u32 v22, v18, s14
  v_mul_hi_i32 v18, v18, s14
  v_mov_b32 v72, s36
  v_mov_b32 v73, s37
  v_add_co_u32 v74, vcc, v72, v22
  v_addc_co_u32 v75, vcc, v73, v18, vcc
  v_mul_lo_u32 v18, v14, s14
  v_mul_hi_i32 v22, v14, s14
  v_mov_b32 v80, s36
  v_mov_b32 v81, s37
  v_add_co_u32 v50, vcc, v80, v18
  v_addc_co_u32 v51, vcc, v81, v22, vcc
  v_mul_lo_u32 v26, v3, s14
  v_mul_hi_i32 v30, v3, s14
  v_mov_b32 v54, s36
  v_mov_b32 v55, s37
  v_add_co_u32 v52, vcc, v54, v26
  v_addc_co_u32 v53, vcc, v55, v30, vcc
  v_mul_lo_u32 v34, v2, s14
  v_mul_hi_i32 v37, v2, s14
  v_mov_b32 v56, s36
  v_mov_b32 v57, s37
  v_add_co_u32 v54, vcc, v56, v34
  v_addc_co_u32 v55, vcc, v57, v37, vcc
  s_mov_b32 s14, 2
  v_mul_lo_u32 v45, v7, s14
  v_mul_hi_i32 v46, v7, s14
  v_mov_b32 v58, s36
  v_mov_b32 v59, s37
  v_add_co_u32 v56, vcc, v58, v45
  v_addc_co_u32 v57, vcc, v59, v46, vcc
  v_mul_lo_u32 v2, v11, s14
  v_mul_hi_i32 v3, v11, s14
  v_mov_b32 v60, s36
  v_mov_b32 v61, s37
  v_add_co_u32 v58, vcc, v60, v2
  v_addc_co_u32 v59, vcc, v61, v3, vcc
  v_mov_b32 v3, s12
  v_mov_b32 v2, v3
  s_and_saveexec_b64 s[72:73], s[62:63]
  global_load_ushort v2, v[48:49], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v7, s12
  v_mov_b32 v3, v7
  s_and_saveexec_b64 s[72:73], s[66:67]
  global_load_ushort v3, v[64:65], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v11, s12
  v_mov_b32 v7, v11
  s_and_saveexec_b64 s[72:73], s[70:71]
  global_load_ushort v7, v[74:75], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v14, s12
  v_mov_b32 v11, v14
  s_and_saveexec_b64 s[72:73], s[10:11]
  global_load_ushort v11, v[50:51], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v18, s12
  v_mov_b32 v14, v18
  s_and_saveexec_b64 s[72:73], s[8:9]
  global_load_ushort v14, v[52:53], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v22, s12
  v_mov_b32 v18, v22
  s_and_saveexec_b64 s[72:73], s[6:7]
  global_load_ushort v18, v[54:55], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v26, s12
  v_mov_b32 v22, v26
  s_and_saveexec_b64 s[72:73], s[4:5]
  global_load_ushort v22, v[56:57], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v30, s12
  v_mov_b32 v26, v30
  s_and_saveexec_b64 s[72:73], s[0:1]
  global_load_ushort v26, v[58:59], off
  s_mov_b64 exec, s[72:73]
  s_mov_b32 s58, 2
  v_mul_lo_u32 v31, v29, s58
  v_mul_hi_i32 v33, v29, s58
  v_mov_b32 v50, s28
  v_mov_b32 v51, s29
  v_add_co_u32 v48, vcc, v50, v31
  v_addc_co_u32 v49, vcc, v51, v33, vcc
  v_mul_lo_u32 v39, v21, s58
  v_mul_hi_i32 v41, v21, s58
  v_mov_b32 v52, s28
  v_mov_b32 v53, s29
  v_add_co_u32 v50, vcc, v52, v39
  v_addc_co_u32 v51, vcc, v53, v41, vcc
  v_mul_lo_u32 v47, v17, s58
  v_mul_hi_i32 v17, v17, s58
  v_mov_b32 v54, s28
  v_mov_b32 v55, s29
  v_add_co_u32 v52, vcc, v54, v47
  v_addc_co_u32 v53, vcc, v55, v17, vcc
  v_mul_lo_u32 v17, v19, s58
  v_mul_hi_i32 v19, v19, s58
  v_mov_b32 v56, s28
  v_mov_b32 v57, s29
  v_add_co_u32 v54, vcc, v56, v17
  v_addc_co_u32 v55, vcc, v57, v19, vcc
  v_mul_lo_u32 v17, v20, s58
  v_mul_hi_i32 v19, v20, s58
  v_mov_b32 v56, s28
  v_mov_b32 v57, s29
  v_add_co_u32 v60, vcc, v56, v17
  v_addc_co_u32 v61, vcc, v57, v19, vcc
  v_mul_lo_u32 v17, v23, s58
  v_mul_hi_i32 v19, v23, s58
  v_mov_b32 v68, s28
  v_mov_b32 v69, s29
  v_add_co_u32 v72, vcc, v68, v17
  v_addc_co_u32 v73, vcc, v69, v19, vcc
  s_mov_b32 s32, 2
  v_mul_lo_u32 v19, v25, s32
  v_mul_hi_i32 v20, v25, s32
  v_mov_b32 v80, s28
  v_mov_b32 v81, s29
  v_add_co_u32 v56, vcc, v80, v19
  v_addc_co_u32 v57, vcc, v81, v20, vcc
  v_mul_lo_u32 v29, v27, s32
  v_mul_hi_i32 v30, v27, s32
  v_mov_b32 v62, s28
  v_mov_b32 v63, s29
  v_add_co_u32 v58, vcc, v62, v29
  v_addc_co_u32 v59, vcc, v63, v30, vcc
  s_waitcnt vmcnt(0)
  v_lshlrev_b32 v34, 16, v16
  v_lshlrev_b32 v37, 16, v13
  v_lshlrev_b32 v38, 16, v9
  v_lshlrev_b32 v41, 16, v5
  v_lshlrev_b32 v42, 16, v4
  v_lshlrev_b32 v45, 16, v8
  v_lshlrev_b32 v47, 16, v12
  v_lshlrev_b32 v17, 16, v15
  v_add_f32 v19, v34, v37
  v_add_f32 v19, v19, v38
  v_add_f32 v19, v19, v41
  v_add_f32 v19, v19, v42
  v_add_f32 v19, v19, v45
  v_add_f32 v19, v19, v47
  v_add_f32 v19, v19, v17
  v_xor_b32 v20, 1, v6
  v_lshlrev_b32 v20, 2, v20
  ds_bpermute_b32 v20, v20, v19
  s_waitcnt lgkmcnt(0)
  v_add_f32 v19, v19, v20
  v_xor_b32 v20, 2, v6
  v_lshlrev_b32 v20, 2, v20
  ds_bpermute_b32 v20, v20, v19
  s_waitcnt lgkmcnt(0)
  v_add_f32 v19, v19, v20
  v_xor_b32 v20, 4, v6
  v_lshlrev_b32 v20, 2, v20
  ds_bpermute_b32 v21, v20, v19
  s_waitcnt lgkmcnt(0)
  v_add_f32 v23, v19, v21
  v_xor_b32 v25, 8, v6
  v_lshlrev_b32 v27, 2, v25
  ds_bpermute_b32 v29, v27, v23
  s_waitcnt lgkmcnt(0)
  v_add_f32 v31, v23, v29
  v_xor_b32 v33, 16, v6
  v_lshlrev_b32 v35, 2, v33
  ds_bpermute_b32 v39, v35, v31
  s_waitcnt lgkmcnt(0)
  v_add_f32 v39, v31, v39
  v_xor_b32 v46, 32, v6
  v_lshlrev_b32 v46, 2, v46
  ds_bpermute_b32 v46, v46, v39
  s_waitcnt lgkmcnt(0)
  v_add_f32 v19, v39, v46
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s12, 4
  v_mul_lo_u32 v20, v10, s12
  s_mov_b32 s14, 0
  v_add_u32 v20, v20, s14
  ds_write_b32 v20, v19
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s16, 0xffffffbf
  v_and_b32 v20, v10, s16
  v_or_b32 v19, v20, s14
  v_mul_lo_u32 v19, v19, s12
  v_add_u32 v19, v19, s14
  ds_read_b32 v19, v19
  s_mov_b32 s18, 64
  v_or_b32 v20, v20, s18
  v_mul_lo_u32 v20, v20, s12
  v_add_u32 v20, v20, s14
  ds_read_b32 v20, v20
  s_waitcnt lgkmcnt(0)
  v_add_f32 v19, v19, v20
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_cvt_f32_i32 v23, s52
  v_div_scale_f32 v25, vcc, v23, v23, v19
  v_div_scale_f32 v27, vcc, v19, v23, v19
  v_rcp_f32 v29, v25
  s_mov_b32 s60, 0x3f800000
  v_fma_f32 v33, -v25, v29, s60
  v_fma_f32 v35, v33, v29, v29
  v_mul_f32 v39, v27, v35
  v_fma_f32 v46, -v25, v39, v27
  v_fma_f32 v46, v46, v35, v39
  v_fma_f32 v20, -v25, v46, v27
  s_nop 3
  v_div_fmas_f32 v46, v20, v35, v46
  v_div_fixup_f32 v46, v46, v23, v19
  v_sub_f32 v31, v34, v46
  v_sub_f32 v19, v37, v46
  v_sub_f32 v20, v38, v46
  v_sub_f32 v21, v41, v46
  v_sub_f32 v25, v42, v46
  v_sub_f32 v27, v45, v46
  v_sub_f32 v29, v47, v46
  v_sub_f32 v30, v17, v46
  s_mov_b32 s12, 0
  v_mov_b32 v17, s12
  v_cndmask_b32_e64 v17, v17, v31, s[62:63]
  v_mov_b32 v31, s12
  v_cndmask_b32_e64 v19, v31, v19, s[66:67]
  v_mov_b32 v31, s12
  v_cndmask_b32_e64 v20, v31, v20, s[70:71]
  v_mov_b32 v31, s12
  v_cndmask_b32_e64 v21, v31, v21, s[10:11]
  v_mov_b32 v31, s12
  v_cndmask_b32_e64 v25, v31, v25, s[8:9]
  v_mov_b32 v31, s12
  v_cndmask_b32_e64 v27, v31, v27, s[6:7]
  v_mov_b32 v31, s12
  v_cndmask_b32_e64 v29, v31, v29, s[4:5]
  v_mov_b32 v31, s12
  v_cndmask_b32_e64 v33, v31, v30, s[0:1]
  s_mov_b32 s12, 0xff
  v_and_b32 v37, v10, s12
  s_mov_b32 s20, 2
  v_lshlrev_b32 v41, s20, v37
  s_cmp_ge_u32 s20, 32
  s_cselect_b64 s[12:13], -1, 0
  v_cndmask_b32_e64 v47, v41, 0, s[12:13]
  s_mov_b32 s26, 0
  v_add_u32 v30, v47, s26
  s_mov_b32 s24, 1
  v_add_u32 v34, v30, s24
  v_add_u32 v31, v30, s20
  s_mov_b32 s12, 3
  v_add_u32 v35, v30, s12
  v_cmp_lt_i32_e64 s[18:19], v30, s52
  v_cmp_lt_i32_e64 s[16:17], v34, s52
  v_cmp_lt_i32_e64 s[14:15], v31, s52
  v_cmp_lt_i32_e64 s[12:13], v35, s52
  s_mov_b32 s22, 0x80
  v_and_b32 v30, v10, s22
  v_cmp_eq_u32_e64 s[22:23], v30, s26
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_or_b32 v30, v43, s26
  v_mul_lo_u32 v30, v30, s20
  s_mov_b32 s36, 0x400
  v_add_u32 v30, v30, s36
  s_and_saveexec_b64 s[72:73], s[22:23]
  ds_write_b16 v30, v16
  s_mov_b64 exec, s[72:73]
  v_or_b32 v30, v43, s24
  s_mov_b32 s50, 2
  v_mul_lo_u32 v30, v30, s50
  v_add_u32 v30, v30, s36
  s_and_saveexec_b64 s[72:73], s[22:23]
  ds_write_b16 v30, v13
  s_mov_b64 exec, s[72:73]
  v_or_b32 v34, v43, s50
  v_mul_lo_u32 v34, v34, s50
  v_add_u32 v37, v34, s36
  s_and_saveexec_b64 s[72:73], s[22:23]
  ds_write_b16 v37, v9
  s_mov_b64 exec, s[72:73]
  s_mov_b32 s20, 3
  v_or_b32 v41, v43, s20
  v_mul_lo_u32 v45, v41, s50
  v_add_u32 v45, v45, s36
  s_and_saveexec_b64 s[72:73], s[22:23]
  ds_write_b16 v45, v5
  s_mov_b64 exec, s[72:73]
  s_mov_b32 s20, 4
  v_or_b32 v5, v43, s20
  v_mul_lo_u32 v5, v5, s50
  v_add_u32 v5, v5, s36
  s_and_saveexec_b64 s[72:73], s[22:23]
  ds_write_b16 v5, v4
  s_mov_b64 exec, s[72:73]
  s_mov_b32 s20, 5
  v_or_b32 v4, v43, s20
  v_mul_lo_u32 v4, v4, s50
  s_mov_b32 s20, 0x400
  v_add_u32 v4, v4, s20
  s_and_saveexec_b64 s[72:73], s[22:23]
  ds_write_b16 v4, v8
  s_mov_b64 exec, s[72:73]
  s_mov_b32 s24, 6
  v_or_b32 v8, v43, s24
  s_mov_b32 s24, 2
  v_mul_lo_u32 v13, v8, s24
  v_add_u32 v13, v13, s20
  s_and_saveexec_b64 s[72:73], s[22:23]
  ds_write_b16 v13, v12
  s_mov_b64 exec, s[72:73]
  s_mov_b32 s32, 7
  v_or_b32 v30, v43, s32
  v_mul_lo_u32 v30, v30, s24
  v_add_u32 v30, v30, s20
  s_and_saveexec_b64 s[72:73], s[22:23]
  ds_write_b16 v30, v15
  s_mov_b64 exec, s[72:73]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s52, 0
  v_or_b32 v30, v47, s52
  v_mul_lo_u32 v30, v30, s24
  v_add_u32 v34, v30, s20
  ds_read_u16 v34, v34
  s_mov_b32 s22, 1
  v_or_b32 v38, v47, s22
  v_mul_lo_u32 v41, v38, s24
  v_add_u32 v42, v41, s20
  ds_read_u16 v45, v42
  v_or_b32 v4, v47, s24
  v_mul_lo_u32 v4, v4, s24
  s_mov_b32 s20, 0x400
  v_add_u32 v4, v4, s20
  ds_read_u16 v4, v4
  s_mov_b32 s22, 3
  v_or_b32 v5, v47, s22
  s_mov_b32 s22, 2
  v_mul_lo_u32 v5, v5, s22
  v_add_u32 v5, v5, s20
  ds_read_u16 v5, v5
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshlrev_b32 v9, 16, v34
  v_lshlrev_b32 v8, 16, v45
  v_lshlrev_b32 v13, 16, v4
  v_lshlrev_b32 v12, 16, v5
  v_sub_f32 v15, v9, v46
  v_sub_f32 v16, v8, v46
  v_sub_f32 v31, v13, v46
  v_sub_f32 v30, v12, v46
  s_mov_b32 s46, 0
  v_mov_b32 v34, s46
  v_cndmask_b32_e64 v34, v34, v15, s[18:19]
  v_mov_b32 v35, s46
  v_cndmask_b32_e64 v35, v35, v16, s[16:17]
  v_mov_b32 v37, s46
  v_cndmask_b32_e64 v37, v37, v31, s[14:15]
  v_mov_b32 v38, s46
  v_cndmask_b32_e64 v38, v38, v30, s[12:13]
  v_mul_f32 v41, v34, v34
  v_mul_f32 v42, v35, v35
  v_mul_f32 v45, v37, v37
  v_mul_f32 v47, v38, v38
  v_add_f32 v4, v41, v42
  v_add_f32 v4, v4, v45
  v_add_f32 v4, v4, v47
  v_xor_b32 v5, 1, v6
  v_lshlrev_b32 v5, 2, v5
  ds_bpermute_b32 v5, v5, v4
  s_waitcnt lgkmcnt(0)
  v_add_f32 v4, v4, v5
  v_xor_b32 v5, 2, v6
  v_lshlrev_b32 v5, 2, v5
  ds_bpermute_b32 v5, v5, v4
  s_waitcnt lgkmcnt(0)
  v_add_f32 v5, v4, v5
  v_xor_b32 v8, 4, v6
  v_lshlrev_b32 v9, 2, v8
  ds_bpermute_b32 v12, v9, v5
  s_waitcnt lgkmcnt(0)
  v_add_f32 v13, v5, v12
  v_xor_b32 v15, 8, v6
  v_lshlrev_b32 v30, 2, v15
  ds_bpermute_b32 v30, v30, v13
  s_waitcnt lgkmcnt(0)
  v_add_f32 v30, v13, v30
  v_xor_b32 v31, 16, v6
  v_lshlrev_b32 v31, 2, v31
  ds_bpermute_b32 v31, v31, v30
  s_waitcnt lgkmcnt(0)
  v_add_f32 v30, v30, v31
  v_xor_b32 v31, 32, v6
  v_lshlrev_b32 v34, 2, v31
  ds_bpermute_b32 v35, v34, v30
  s_waitcnt lgkmcnt(0)
  v_add_f32 v37, v30, v35
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s12, 4
  v_mul_lo_u32 v42, v10, s12
  s_mov_b32 s14, 0
  v_add_u32 v47, v42, s14
  s_mov_b32 s16, 0xc00
  v_add_u32 v4, v47, s16
  ds_write_b32 v4, v37
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s18, 0xffffff3f
  v_and_b32 v4, v10, s18
  v_or_b32 v5, v4, s14
  v_mul_lo_u32 v5, v5, s12
  v_add_u32 v5, v5, s14
  v_add_u32 v5, v5, s16
  ds_read_b32 v5, v5
  s_mov_b32 s18, 64
  v_or_b32 v8, v4, s18
  v_mul_lo_u32 v9, v8, s12
  v_add_u32 v12, v9, s14
  v_add_u32 v13, v12, s16
  ds_read_b32 v15, v13
  s_waitcnt lgkmcnt(0)
  v_add_f32 v30, v5, v15
  s_mov_b32 s38, 0x80
  v_or_b32 v31, v4, s38
  s_mov_b32 s46, 4
  v_mul_lo_u32 v31, v31, s46
  s_mov_b32 s54, 0
  v_add_u32 v31, v31, s54
  s_mov_b32 s64, 0xc00
  v_add_u32 v34, v31, s64
  ds_read_b32 v35, v34
  s_waitcnt lgkmcnt(0)
  v_add_f32 v37, v30, v35
  s_mov_b32 s12, 0xc0
  v_or_b32 v41, v4, s12
  v_mul_lo_u32 v43, v41, s46
  v_add_u32 v45, v43, s54
  v_add_u32 v47, v45, s64
  ds_read_b32 v4, v47
  s_waitcnt lgkmcnt(0)
  v_add_f32 v4, v37, v4
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_div_scale_f32 v5, vcc, v23, v23, v4
  v_div_scale_f32 v6, vcc, v4, v23, v4
  v_rcp_f32 v8, v5
  s_mov_b32 s12, 0x3f800000
  v_fma_f32 v9, -v5, v8, s12
  v_fma_f32 v8, v9, v8, v8
  v_mul_f32 v9, v6, v8
  v_fma_f32 v12, -v5, v9, v6
  v_fma_f32 v9, v12, v8, v9
  v_fma_f32 v12, -v5, v9, v6
  s_nop 3
  v_div_fmas_f32 v12, v12, v8, v9
  v_div_fixup_f32 v13, v12, v23, v4
  v_add_f32 v15, v13, s56
  s_mov_b32 s34, 0x90
  v_cmp_class_f32_e64 s[38:39], v15, s34
  s_mov_b32 s42, 0x4b800000
  v_mov_b32 v23, s42
  v_mov_b32 v30, s12
  v_cndmask_b32_e64 v30, v30, v23, s[38:39]
  v_mul_f32 v30, v15, v30
  v_rsq_f32 v31, v30
  s_mov_b32 s68, 0x45800000
  v_mov_b32 v35, s68
  v_mov_b32 v37, s12
  v_cndmask_b32_e64 v39, v37, v35, s[38:39]
  v_mul_f32 v41, v31, v39
  v_mul_f32 v43, v17, v41
  v_mul_f32 v45, v19, v41
  v_mul_f32 v47, v20, v41
  v_mul_f32 v9, v21, v41
  v_mul_f32 v8, v25, v41
  v_mul_f32 v6, v27, v41
  v_mul_f32 v5, v29, v41
  v_mul_f32 v4, v33, v41
  v_lshlrev_b32 v12, 16, v24
  v_lshlrev_b32 v15, 16, v28
  v_lshlrev_b32 v16, 16, v32
  v_lshlrev_b32 v19, 16, v36
  v_lshlrev_b32 v20, 16, v40
  v_lshlrev_b32 v21, 16, v44
  v_lshlrev_b32 v17, 16, v0
  v_lshlrev_b32 v13, 16, v1
  v_mul_f32 v12, v43, v12
  v_mul_f32 v15, v45, v15
  v_mul_f32 v16, v47, v16
  v_mul_f32 v19, v9, v19
  v_mul_f32 v20, v8, v20
  v_mul_f32 v23, v6, v21
  v_mul_f32 v24, v5, v17
  v_mul_f32 v27, v4, v13
  v_lshlrev_b32 v28, 16, v2
  v_lshlrev_b32 v30, 16, v3
  v_lshlrev_b32 v32, 16, v7
  v_lshlrev_b32 v34, 16, v11
  v_lshlrev_b32 v36, 16, v14
  v_lshlrev_b32 v38, 16, v18
  v_lshlrev_b32 v40, 16, v22
  v_lshlrev_b32 v42, 16, v26
  v_add_f32 v44, v12, v28
  v_add_f32 v47, v15, v30
  v_add_f32 v5, v16, v32
  v_add_f32 v4, v19, v34
  v_add_f32 v3, v20, v36
  v_add_f32 v2, v23, v38
  v_add_f32 v1, v24, v40
  v_add_f32 v0, v27, v42
  v_bfe_u32 v6, v44, 16, 1
  s_mov_b32 s12, 0x7fff
  v_add3_u32 v6, v44, s12, v6
  v_lshrrev_b32 v6, 16, v6
  v_cmp_u_f32_e64 s[16:17], v44, v44
  s_mov_b32 s14, 0x7fc0
  v_mov_b32 v9, s14
  v_cndmask_b32_e64 v11, v6, v9, s[16:17]
  v_bfe_u32 v13, v47, 16, 1
  v_add3_u32 v15, v47, s12, v13
  v_lshrrev_b32 v17, 16, v15
  v_cmp_u_f32_e64 s[38:39], v47, v47
  v_mov_b32 v21, s14
  v_cndmask_b32_e64 v23, v17, v21, s[38:39]
  v_bfe_u32 v25, v5, 16, 1
  v_add3_u32 v27, v5, s12, v25
  v_lshrrev_b32 v29, 16, v27
  v_cmp_u_f32_e64 s[64:65], v5, v5
  v_mov_b32 v33, s14
  v_cndmask_b32_e64 v35, v29, v33, s[64:65]
  v_bfe_u32 v37, v4, 16, 1
  v_add3_u32 v39, v4, s12, v37
  v_lshrrev_b32 v42, 16, v39
  v_cmp_u_f32_e64 s[12:13], v4, v4
  v_mov_b32 v45, s14
  v_cndmask_b32_e64 v47, v42, v45, s[12:13]
  v_bfe_u32 v4, v3, 16, 1
  s_mov_b32 s12, 0x7fff
  v_add3_u32 v4, v3, s12, v4
  v_lshrrev_b32 v4, 16, v4
  v_cmp_u_f32_e64 s[16:17], v3, v3
  s_mov_b32 s14, 0x7fc0
  v_mov_b32 v3, s14
  v_cndmask_b32_e64 v3, v4, v3, s[16:17]
  v_bfe_u32 v4, v2, 16, 1
  v_add3_u32 v4, v2, s12, v4
  v_lshrrev_b32 v6, 16, v4
  v_cmp_u_f32_e64 s[16:17], v2, v2
  v_mov_b32 v12, s14
  v_cndmask_b32_e64 v12, v6, v12, s[16:17]
  v_bfe_u32 v14, v1, 16, 1
  v_add3_u32 v16, v1, s12, v14
  v_lshrrev_b32 v18, 16, v16
  v_cmp_u_f32_e64 s[42:43], v1, v1
  v_mov_b32 v22, s14
  v_cndmask_b32_e64 v24, v18, v22, s[42:43]
  v_bfe_u32 v26, v0, 16, 1
  v_add3_u32 v28, v0, s12, v26
  v_lshrrev_b32 v30, 16, v28
  v_cmp_u_f32_e64 s[64:65], v0, v0
  v_mov_b32 v34, s14
  v_cndmask_b32_e64 v36, v30, v34, s[64:65]
  s_mov_b32 s12, 0x80
  v_and_b32 v40, v10, s12
  s_mov_b32 s12, 0
  v_cmp_eq_u32_e64 s[12:13], v40, s12
  s_and_b64 s[14:15], s[12:13], s[62:63]
  s_and_saveexec_b64 s[72:73], s[14:15]
  global_store_short v[48:49], v11, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[14:15], s[12:13], s[66:67]
  s_and_saveexec_b64 s[72:73], s[14:15]
  global_store_short v[50:51], v23, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[14:15], s[12:13], s[70:71]
  s_and_saveexec_b64 s[72:73], s[14:15]
  global_store_short v[52:53], v35, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[10:11], s[12:13], s[10:11]
  s_and_saveexec_b64 s[72:73], s[10:11]
  global_store_short v[54:55], v47, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[8:9], s[12:13], s[8:9]
  s_and_saveexec_b64 s[72:73], s[8:9]
  global_store_short v[60:61], v3, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[6:7], s[12:13], s[6:7]
  s_and_saveexec_b64 s[72:73], s[6:7]
  global_store_short v[72:73], v12, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[4:5], s[12:13], s[4:5]
  s_and_saveexec_b64 s[72:73], s[4:5]
  global_store_short v[56:57], v24, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[8:9], s[12:13], s[0:1]
  s_and_saveexec_b64 s[72:73], s[8:9]
  global_store_short v[58:59], v36, off
  s_mov_b64 exec, s[72:73]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mul_i32 s16, s2, 4
  s_mov_b32 s20, 4
  s_mul_hi_i32 s24, s2, s20
  s_add_u32 s28, s40, s16
  s_addc_u32 s29, s41, s24
  s_mov_b32 s32, 0xff
  v_and_b32 v18, v10, s32
  s_mov_b32 s40, 0
  v_cmp_eq_u32_e64 s[46:47], v18, s40
  v_mov_b32 v48, s28
  v_mov_b32 v49, s29
  s_and_saveexec_b64 s[72:73], s[46:47]
  global_store_dword v[48:49], v46, off
  s_mov_b64 exec, s[72:73]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mul_i32 s56, s2, 4
  s_mul_hi_i32 s60, s2, s20
  s_add_u32 s64, s44, s56
  s_addc_u32 s65, s45, s60
  v_and_b32 v34, v10, s32
  v_cmp_eq_u32_e64 s[0:1], v34, s40
  v_mov_b32 v48, s64
  v_mov_b32 v49, s65
  s_and_saveexec_b64 s[72:73], s[0:1]
  global_store_dword v[48:49], v41, off
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
amdhsa.target: amdgcn-amd-amdhsa--gfx90a
...
.end_amdgpu_metadata
