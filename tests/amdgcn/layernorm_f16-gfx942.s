.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.amdhsa_code_object_version 5
.text
.globl layernorm_f16
.p2align 8
.type layernorm_f16,@function
layernorm_f16:
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
  v_add_co_u32 v80, vcc, v76, v15
  v_addc_co_u32 v81, vcc, v77, v24, vcc
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
  v_mov_b32 v4, v0
  s_and_saveexec_b64 s[72:73], s[62:63]
  global_load_ushort v4, v[48:49], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v0, s12
  v_mov_b32 v5, v0
  s_and_saveexec_b64 s[72:73], s[66:67]
  global_load_ushort v5, v[50:51], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v0, s12
  v_mov_b32 v8, v0
  s_and_saveexec_b64 s[72:73], s[70:71]
  global_load_ushort v8, v[52:53], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v0, s12
  v_mov_b32 v9, v0
  s_and_saveexec_b64 s[72:73], s[10:11]
  global_load_ushort v9, v[54:55], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v13, s12
  v_mov_b32 v12, v13
  s_and_saveexec_b64 s[72:73], s[8:9]
  global_load_ushort v12, v[58:59], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v15, s12
  v_mov_b32 v13, v15
  s_and_saveexec_b64 s[72:73], s[6:7]
  global_load_ushort v13, v[70:71], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v16, s12
  v_mov_b32 v15, v16
  s_and_saveexec_b64 s[72:73], s[4:5]
  global_load_ushort v15, v[80:81], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v24, s12
  v_mov_b32 v16, v24
  s_and_saveexec_b64 s[72:73], s[0:1]
  global_load_ushort v16, v[56:57], off
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
  v_add_co_u32 v80, vcc, v76, v24
  v_addc_co_u32 v81, vcc, v77, v26, vcc
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
  global_load_ushort v1, v[80:81], off
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
  v_mov_b32 v82, s36
  v_mov_b32 v83, s37
  v_add_co_u32 v50, vcc, v82, v18
  v_addc_co_u32 v51, vcc, v83, v22, vcc
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
  v_mov_b32 v82, s28
  v_mov_b32 v83, s29
  v_add_co_u32 v56, vcc, v82, v19
  v_addc_co_u32 v57, vcc, v83, v20, vcc
  v_mul_lo_u32 v29, v27, s32
  v_mul_hi_i32 v30, v27, s32
  v_mov_b32 v62, s28
  v_mov_b32 v63, s29
  v_add_co_u32 v58, vcc, v62, v29
  v_addc_co_u32 v59, vcc, v63, v30, vcc
  s_waitcnt vmcnt(0)
  v_cvt_f32_f16 v34, v4
  v_cvt_f32_f16 v37, v5
  v_cvt_f32_f16 v38, v8
  v_cvt_f32_f16 v41, v9
  v_cvt_f32_f16 v42, v12
  v_cvt_f32_f16 v45, v13
  v_cvt_f32_f16 v46, v15
  v_cvt_f32_f16 v19, v16
  v_add_f32 v17, v34, v37
  v_add_f32 v17, v17, v38
  v_add_f32 v17, v17, v41
  v_add_f32 v17, v17, v42
  v_add_f32 v17, v17, v45
  v_add_f32 v17, v17, v46
  v_add_f32 v17, v17, v19
  v_xor_b32 v20, 1, v6
  v_lshlrev_b32 v20, 2, v20
  ds_bpermute_b32 v20, v20, v17
  s_waitcnt lgkmcnt(0)
  v_add_f32 v17, v17, v20
  v_xor_b32 v20, 2, v6
  v_lshlrev_b32 v20, 2, v20
  ds_bpermute_b32 v20, v20, v17
  s_waitcnt lgkmcnt(0)
  v_add_f32 v17, v17, v20
  v_xor_b32 v20, 4, v6
  v_lshlrev_b32 v20, 2, v20
  ds_bpermute_b32 v21, v20, v17
  s_waitcnt lgkmcnt(0)
  v_add_f32 v23, v17, v21
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
  v_xor_b32 v47, 32, v6
  v_lshlrev_b32 v47, 2, v47
  ds_bpermute_b32 v47, v47, v39
  s_waitcnt lgkmcnt(0)
  v_add_f32 v47, v39, v47
  s_mov_b32 s12, 4
  v_mul_lo_u32 v33, v10, s12
  ds_write_b32 v33, v47
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s14, 0xffffffbf
  v_and_b32 v17, v10, s14
  v_mul_lo_u32 v20, v17, s12
  ds_read_b32 v17, v20
  ds_read_b32 v20, v20 offset:256
  s_waitcnt lgkmcnt(0)
  v_add_f32 v20, v17, v20
  v_cvt_f32_i32 v17, s52
  v_div_scale_f32 v21, vcc, v17, v17, v20
  v_div_scale_f32 v23, vcc, v20, v17, v20
  v_rcp_f32 v25, v21
  s_mov_b32 s24, 0x3f800000
  v_fma_f32 v27, -v21, v25, s24
  v_fma_f32 v25, v27, v25, v25
  v_mul_f32 v27, v23, v25
  v_fma_f32 v29, -v21, v27, v23
  v_fma_f32 v27, v29, v25, v27
  v_fma_f32 v29, -v21, v27, v23
  s_nop 3
  v_div_fmas_f32 v27, v29, v25, v27
  v_div_fixup_f32 v29, v27, v17, v20
  v_sub_f32 v30, v34, v29
  v_sub_f32 v35, v37, v29
  v_sub_f32 v34, v38, v29
  v_sub_f32 v37, v41, v29
  v_sub_f32 v38, v42, v29
  v_sub_f32 v41, v45, v29
  v_sub_f32 v42, v46, v29
  v_sub_f32 v45, v19, v29
  s_mov_b32 s12, 0
  v_mov_b32 v19, s12
  v_cndmask_b32_e64 v19, v19, v30, s[62:63]
  v_mov_b32 v20, s12
  v_cndmask_b32_e64 v20, v20, v35, s[66:67]
  v_mov_b32 v21, s12
  v_cndmask_b32_e64 v21, v21, v34, s[70:71]
  v_mov_b32 v23, s12
  v_cndmask_b32_e64 v23, v23, v37, s[10:11]
  v_mov_b32 v25, s12
  v_cndmask_b32_e64 v25, v25, v38, s[8:9]
  v_mov_b32 v27, s12
  v_cndmask_b32_e64 v27, v27, v41, s[6:7]
  v_mov_b32 v30, s12
  v_cndmask_b32_e64 v30, v30, v42, s[4:5]
  v_mov_b32 v31, s12
  v_cndmask_b32_e64 v31, v31, v45, s[0:1]
  s_mov_b32 s34, 0xff
  v_and_b32 v34, v10, s34
  s_mov_b32 s42, 2
  v_lshlrev_b32 v34, s42, v34
  s_cmp_ge_u32 s42, 32
  s_cselect_b64 s[54:55], -1, 0
  v_cndmask_b32_e64 v34, v34, 0, s[54:55]
  s_mov_b32 s60, 0
  v_add_u32 v35, v34, s60
  s_mov_b32 s68, 1
  v_add_u32 v37, v35, s68
  v_add_u32 v38, v35, s42
  s_mov_b32 s12, 3
  v_add_u32 v42, v35, s12
  v_cmp_lt_i32_e64 s[18:19], v35, s52
  v_cmp_lt_i32_e64 s[16:17], v37, s52
  v_cmp_lt_i32_e64 s[14:15], v38, s52
  v_cmp_lt_i32_e64 s[12:13], v42, s52
  s_mov_b32 s20, 0x80
  v_and_b32 v35, v10, s20
  v_cmp_eq_u32_e64 s[20:21], v35, s60
  v_mul_lo_u32 v35, v43, s42
  s_and_saveexec_b64 s[72:73], s[20:21]
  ds_write_b16 v35, v4 offset:1024
  s_mov_b64 exec, s[72:73]
  s_and_saveexec_b64 s[72:73], s[20:21]
  ds_write_b16 v35, v5 offset:1026
  s_mov_b64 exec, s[72:73]
  s_and_saveexec_b64 s[72:73], s[20:21]
  ds_write_b16 v35, v8 offset:1028
  s_mov_b64 exec, s[72:73]
  s_and_saveexec_b64 s[72:73], s[20:21]
  ds_write_b16 v35, v9 offset:1030
  s_mov_b64 exec, s[72:73]
  s_and_saveexec_b64 s[72:73], s[20:21]
  ds_write_b16 v35, v12 offset:1032
  s_mov_b64 exec, s[72:73]
  s_and_saveexec_b64 s[72:73], s[20:21]
  ds_write_b16 v35, v13 offset:1034
  s_mov_b64 exec, s[72:73]
  s_and_saveexec_b64 s[72:73], s[20:21]
  ds_write_b16 v35, v15 offset:1036
  s_mov_b64 exec, s[72:73]
  s_and_saveexec_b64 s[72:73], s[20:21]
  ds_write_b16 v35, v16 offset:1038
  s_mov_b64 exec, s[72:73]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s20, 2
  v_mul_lo_u32 v8, v34, s20
  ds_read_u16 v13, v8 offset:1024
  ds_read_u16 v12, v8 offset:1026
  ds_read_u16 v15, v8 offset:1028
  ds_read_u16 v16, v8 offset:1030
  s_waitcnt lgkmcnt(0)
  v_cvt_f32_f16 v38, v13
  v_cvt_f32_f16 v37, v12
  v_cvt_f32_f16 v35, v15
  v_cvt_f32_f16 v34, v16
  v_sub_f32 v38, v38, v29
  v_sub_f32 v37, v37, v29
  v_sub_f32 v35, v35, v29
  v_sub_f32 v34, v34, v29
  s_mov_b32 s68, 0
  v_mov_b32 v39, s68
  v_cndmask_b32_e64 v38, v39, v38, s[18:19]
  v_mov_b32 v41, s68
  v_cndmask_b32_e64 v42, v41, v37, s[16:17]
  v_mov_b32 v45, s68
  v_cndmask_b32_e64 v46, v45, v35, s[14:15]
  v_mov_b32 v4, s68
  v_cndmask_b32_e64 v5, v4, v34, s[12:13]
  v_mul_f32 v4, v38, v38
  v_mul_f32 v9, v42, v42
  v_mul_f32 v8, v46, v46
  v_mul_f32 v5, v5, v5
  v_add_f32 v4, v4, v9
  v_add_f32 v4, v4, v8
  v_add_f32 v4, v4, v5
  v_xor_b32 v5, 1, v6
  v_lshlrev_b32 v5, 2, v5
  ds_bpermute_b32 v8, v5, v4
  s_waitcnt lgkmcnt(0)
  v_add_f32 v9, v4, v8
  v_xor_b32 v12, 2, v6
  v_lshlrev_b32 v13, 2, v12
  ds_bpermute_b32 v15, v13, v9
  s_waitcnt lgkmcnt(0)
  v_add_f32 v34, v9, v15
  v_xor_b32 v35, 4, v6
  v_lshlrev_b32 v35, 2, v35
  ds_bpermute_b32 v35, v35, v34
  s_waitcnt lgkmcnt(0)
  v_add_f32 v34, v34, v35
  v_xor_b32 v35, 8, v6
  v_lshlrev_b32 v35, 2, v35
  ds_bpermute_b32 v35, v35, v34
  s_waitcnt lgkmcnt(0)
  v_add_f32 v34, v34, v35
  v_xor_b32 v35, 16, v6
  v_lshlrev_b32 v37, 2, v35
  ds_bpermute_b32 v39, v37, v34
  s_waitcnt lgkmcnt(0)
  v_add_f32 v41, v34, v39
  v_xor_b32 v43, 32, v6
  v_lshlrev_b32 v45, 2, v43
  ds_bpermute_b32 v47, v45, v41
  s_waitcnt lgkmcnt(0)
  v_add_f32 v4, v41, v47
  ds_write_b32 v33, v4 offset:3072
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s12, 0xffffff3f
  v_and_b32 v4, v10, s12
  s_mov_b32 s12, 4
  v_mul_lo_u32 v5, v4, s12
  ds_read_b32 v4, v5 offset:3072
  ds_read_b32 v8, v5 offset:3328
  ds_read_b32 v6, v5 offset:3584
  ds_read_b32 v5, v5 offset:3840
  s_waitcnt lgkmcnt(0)
  v_add_f32 v8, v4, v8
  v_add_f32 v9, v6, v5
  v_add_f32 v12, v8, v9
  v_div_scale_f32 v13, vcc, v17, v17, v12
  v_div_scale_f32 v15, vcc, v12, v17, v12
  v_rcp_f32 v16, v13
  s_mov_b32 s36, 0x3f800000
  v_fma_f32 v33, -v13, v16, s36
  v_fma_f32 v33, v33, v16, v16
  v_mul_f32 v34, v15, v33
  v_fma_f32 v35, -v13, v34, v15
  v_fma_f32 v34, v35, v33, v34
  v_fma_f32 v35, -v13, v34, v15
  s_nop 3
  v_div_fmas_f32 v33, v35, v33, v34
  v_div_fixup_f32 v34, v33, v17, v12
  v_add_f32 v37, v34, s56
  s_mov_b32 s12, 0x90
  v_cmp_class_f32_e64 s[12:13], v37, s12
  s_mov_b32 s14, 0x4b800000
  v_mov_b32 v45, s14
  v_mov_b32 v46, s36
  v_cndmask_b32_e64 v4, v46, v45, s[12:13]
  v_mul_f32 v4, v37, v4
  v_rsq_f32 v4, v4
  s_mov_b32 s14, 0x45800000
  v_mov_b32 v5, s14
  v_mov_b32 v6, s36
  v_cndmask_b32_e64 v5, v6, v5, s[12:13]
  v_mul_f32 v4, v4, v5
  v_mul_f32 v16, v19, v4
  v_mul_f32 v6, v20, v4
  v_mul_f32 v5, v21, v4
  v_mul_f32 v8, v23, v4
  v_mul_f32 v9, v25, v4
  v_mul_f32 v12, v27, v4
  v_mul_f32 v13, v30, v4
  v_mul_f32 v15, v31, v4
  v_cvt_f32_f16 v17, v24
  v_cvt_f32_f16 v19, v28
  v_cvt_f32_f16 v21, v32
  v_cvt_f32_f16 v23, v36
  v_cvt_f32_f16 v25, v40
  v_cvt_f32_f16 v27, v44
  v_cvt_f32_f16 v30, v0
  v_cvt_f32_f16 v31, v1
  v_mul_f32 v33, v16, v17
  v_mul_f32 v35, v6, v19
  v_mul_f32 v37, v5, v21
  v_mul_f32 v39, v8, v23
  v_mul_f32 v41, v9, v25
  v_mul_f32 v43, v12, v27
  v_mul_f32 v45, v13, v30
  v_mul_f32 v47, v15, v31
  v_cvt_f32_f16 v2, v2
  v_cvt_f32_f16 v5, v3
  v_cvt_f32_f16 v6, v7
  v_cvt_f32_f16 v8, v11
  v_cvt_f32_f16 v7, v14
  v_cvt_f32_f16 v3, v18
  v_cvt_f32_f16 v1, v22
  v_cvt_f32_f16 v0, v26
  v_add_f32 v2, v33, v2
  v_add_f32 v5, v35, v5
  v_add_f32 v6, v37, v6
  v_add_f32 v8, v39, v8
  v_add_f32 v11, v41, v7
  v_add_f32 v12, v43, v3
  v_add_f32 v14, v45, v1
  v_add_f32 v16, v47, v0
  v_cvt_f16_f32 v18, v2
  v_cvt_f16_f32 v20, v5
  v_cvt_f16_f32 v22, v6
  v_cvt_f16_f32 v24, v8
  v_cvt_f16_f32 v26, v11
  v_cvt_f16_f32 v28, v12
  v_cvt_f16_f32 v30, v14
  v_cvt_f16_f32 v32, v16
  s_mov_b32 s68, 0x80
  v_and_b32 v36, v10, s68
  s_mov_b32 s12, 0
  v_cmp_eq_u32_e64 s[12:13], v36, s12
  s_and_b64 s[14:15], s[12:13], s[62:63]
  s_and_saveexec_b64 s[72:73], s[14:15]
  global_store_short v[48:49], v18, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[14:15], s[12:13], s[66:67]
  s_and_saveexec_b64 s[72:73], s[14:15]
  global_store_short v[50:51], v20, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[14:15], s[12:13], s[70:71]
  s_and_saveexec_b64 s[72:73], s[14:15]
  global_store_short v[52:53], v22, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[10:11], s[12:13], s[10:11]
  s_and_saveexec_b64 s[72:73], s[10:11]
  global_store_short v[54:55], v24, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[8:9], s[12:13], s[8:9]
  s_and_saveexec_b64 s[72:73], s[8:9]
  global_store_short v[60:61], v26, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[6:7], s[12:13], s[6:7]
  s_and_saveexec_b64 s[72:73], s[6:7]
  global_store_short v[72:73], v28, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[4:5], s[12:13], s[4:5]
  s_and_saveexec_b64 s[72:73], s[4:5]
  global_store_short v[56:57], v30, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[0:1], s[12:13], s[0:1]
  s_and_saveexec_b64 s[72:73], s[0:1]
  global_store_short v[58:59], v32, off
  s_mov_b64 exec, s[72:73]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mul_i32 s8, s2, 4
  s_mov_b32 s12, 4
  s_mul_hi_i32 s16, s2, s12
  s_add_u32 s20, s40, s8
  s_addc_u32 s21, s41, s16
  s_mov_b32 s24, 0xff
  v_and_b32 v14, v10, s24
  s_mov_b32 s32, 0
  v_cmp_eq_u32_e64 s[36:37], v14, s32
  v_mov_b32 v78, s20
  v_mov_b32 v79, s21
  s_and_saveexec_b64 s[72:73], s[36:37]
  global_store_dword v[78:79], v29, off
  s_mov_b64 exec, s[72:73]
  s_mul_i32 s46, s2, 4
  s_mul_hi_i32 s50, s2, s12
  s_add_u32 s54, s44, s46
  s_addc_u32 s55, s45, s50
  v_and_b32 v29, v10, s24
  v_cmp_eq_u32_e64 s[62:63], v29, s32
  v_mov_b32 v48, s54
  v_mov_b32 v49, s55
  s_and_saveexec_b64 s[72:73], s[62:63]
  global_store_dword v[48:49], v4, off
  s_mov_b64 exec, s[72:73]
  s_endpgm
.Llayernorm_f16_end:
.size layernorm_f16, .Llayernorm_f16_end-layernorm_f16
; 74 SGPRs, 84 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

.rodata
.p2align 6
.amdhsa_kernel layernorm_f16
  .amdhsa_group_segment_fixed_size 4096
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
  - .name: layernorm_f16
    .symbol: layernorm_f16.kd
    .kernarg_segment_size: 76
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 4096
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
