.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.amdhsa_code_object_version 5
.text
.globl layernorm_f16
.p2align 8
.type layernorm_f16,@function
layernorm_f16:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  s_mov_b32 s12, 0x3ff
  v_and_b32 v8, s12, v0
  s_load_dwordx2 s[20:21], s[0:1], 0x0
  s_load_dwordx2 s[24:25], s[0:1], 0x8
  s_load_dwordx2 s[28:29], s[0:1], 0x10
  s_load_dwordx2 s[32:33], s[0:1], 0x18
  s_load_dwordx2 s[36:37], s[0:1], 0x20
  s_load_dwordx2 s[40:41], s[0:1], 0x28
  s_load_dword s44, s[0:1], 0x30
  s_load_dword s48, s[0:1], 0x34
  s_load_dword s52, s[0:1], 0x38
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s56, s2, s44
  s_mov_b32 s60, 0x7f
  v_and_b32 v32, v8, s60
  s_mov_b32 s68, 3
  v_lshlrev_b32 v36, s68, v32
  s_cmp_ge_u32 s68, 32
  s_cselect_b64 s[0:1], -1, 0
  v_cndmask_b32_e64 v41, v36, 0, s[0:1]
  s_mov_b32 s0, 0
  v_add_u32 v45, v41, s0
  s_mov_b32 s0, 1
  v_add_u32 v32, v45, s0
  s_mov_b32 s0, 2
  v_add_u32 v31, v45, s0
  s_mov_b32 s0, 3
  v_add_u32 v13, v45, s0
  s_mov_b32 s0, 4
  v_add_u32 v12, v45, s0
  s_mov_b32 s0, 5
  v_add_u32 v9, v45, s0
  s_mov_b32 s8, 6
  v_add_u32 v6, v45, s8
  s_mov_b32 s16, 7
  v_add_u32 v10, v45, s16
  v_add_u32 v30, s56, v45
  v_add_u32 v14, s56, v32
  v_add_u32 v28, s56, v31
  v_add_u32 v27, s56, v13
  v_add_u32 v23, s56, v12
  v_add_u32 v22, s56, v9
  v_add_u32 v24, s56, v6
  v_add_u32 v26, s56, v10
  s_mov_b32 s56, 2
  v_mul_lo_u32 v33, v30, s56
  v_mul_hi_i32 v34, v30, s56
  v_mov_b32 v50, s20
  v_mov_b32 v51, s21
  v_add_co_u32 v48, vcc, v50, v33
  v_addc_co_u32 v49, vcc, v51, v34, vcc
  s_mov_b32 s0, 2
  v_mul_lo_u32 v40, v14, s0
  v_mul_hi_i32 v42, v14, s0
  v_mov_b32 v52, s20
  v_mov_b32 v53, s21
  v_add_co_u32 v50, vcc, v52, v40
  v_addc_co_u32 v51, vcc, v53, v42, vcc
  s_mov_b32 s0, 2
  v_mul_lo_u32 v1, v28, s0
  v_mul_hi_i32 v2, v28, s0
  v_mov_b32 v54, s20
  v_mov_b32 v55, s21
  v_add_co_u32 v52, vcc, v54, v1
  v_addc_co_u32 v53, vcc, v55, v2, vcc
  s_mov_b32 s0, 2
  v_mul_lo_u32 v1, v27, s0
  v_mul_hi_i32 v2, v27, s0
  v_mov_b32 v56, s20
  v_mov_b32 v57, s21
  v_add_co_u32 v54, vcc, v56, v1
  v_addc_co_u32 v55, vcc, v57, v2, vcc
  s_mov_b32 s10, 2
  v_mul_lo_u32 v7, v23, s10
  v_mul_hi_i32 v11, v23, s10
  v_mov_b32 v68, s20
  v_mov_b32 v69, s21
  v_add_co_u32 v72, vcc, v68, v7
  v_addc_co_u32 v73, vcc, v69, v11, vcc
  s_mov_b32 s30, 2
  v_mul_lo_u32 v17, v22, s30
  v_mul_hi_i32 v19, v22, s30
  v_mov_b32 v82, s20
  v_mov_b32 v83, s21
  v_add_co_u32 v86, vcc, v82, v17
  v_addc_co_u32 v87, vcc, v83, v19, vcc
  s_mov_b32 s50, 2
  v_mul_lo_u32 v29, v24, s50
  v_mul_hi_i32 v33, v24, s50
  v_mov_b32 v58, s20
  v_mov_b32 v59, s21
  v_add_co_u32 v56, vcc, v58, v29
  v_addc_co_u32 v57, vcc, v59, v33, vcc
  s_mov_b32 s70, 2
  v_mul_lo_u32 v37, v26, s70
  v_mul_hi_i32 v39, v26, s70
  v_mov_b32 v60, s20
  v_mov_b32 v61, s21
  v_add_co_u32 v58, vcc, v60, v37
  v_addc_co_u32 v59, vcc, v61, v39, vcc
  v_cmp_lt_i32_e64 s[16:17], v45, s48
  v_cmp_lt_i32_e64 s[14:15], v32, s48
  v_cmp_lt_i32_e64 s[12:13], v31, s48
  v_cmp_lt_i32_e64 s[10:11], v13, s48
  v_cmp_lt_i32_e64 s[8:9], v12, s48
  v_cmp_lt_i32_e64 s[6:7], v9, s48
  v_cmp_lt_i32_e64 s[4:5], v6, s48
  v_cmp_lt_i32_e64 s[0:1], v10, s48
  s_mov_b32 s18, 0
  v_mov_b32 v1, s18
  v_mov_b32 v20, v1
  s_and_saveexec_b64 s[72:73], s[16:17]
  global_load_ushort v20, v[48:49], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v5, s18
  v_mov_b32 v19, v5
  s_and_saveexec_b64 s[72:73], s[14:15]
  global_load_ushort v19, v[50:51], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v11, s18
  v_mov_b32 v18, v11
  s_and_saveexec_b64 s[72:73], s[12:13]
  global_load_ushort v18, v[52:53], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v15, s18
  v_mov_b32 v16, v15
  s_and_saveexec_b64 s[72:73], s[10:11]
  global_load_ushort v16, v[54:55], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v21, s18
  v_mov_b32 v17, v21
  s_and_saveexec_b64 s[72:73], s[8:9]
  global_load_ushort v17, v[72:73], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v25, s18
  v_mov_b32 v21, v25
  s_and_saveexec_b64 s[72:73], s[6:7]
  global_load_ushort v21, v[86:87], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v29, s18
  v_mov_b32 v25, v29
  s_and_saveexec_b64 s[72:73], s[4:5]
  global_load_ushort v25, v[56:57], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v33, s18
  v_mov_b32 v29, v33
  s_and_saveexec_b64 s[72:73], s[0:1]
  global_load_ushort v29, v[58:59], off
  s_mov_b64 exec, s[72:73]
  s_mov_b32 s64, 2
  v_mul_lo_u32 v34, v45, s64
  v_mul_hi_i32 v36, v45, s64
  v_mov_b32 v50, s28
  v_mov_b32 v51, s29
  v_add_co_u32 v48, vcc, v50, v34
  v_addc_co_u32 v49, vcc, v51, v36, vcc
  s_mov_b32 s20, 2
  v_mul_lo_u32 v44, v32, s20
  v_mul_hi_i32 v46, v32, s20
  v_mov_b32 v52, s28
  v_mov_b32 v53, s29
  v_add_co_u32 v50, vcc, v52, v44
  v_addc_co_u32 v51, vcc, v53, v46, vcc
  s_mov_b32 s20, 2
  v_mul_lo_u32 v1, v31, s20
  v_mul_hi_i32 v2, v31, s20
  v_mov_b32 v54, s28
  v_mov_b32 v55, s29
  v_add_co_u32 v52, vcc, v54, v1
  v_addc_co_u32 v53, vcc, v55, v2, vcc
  s_mov_b32 s20, 2
  v_mul_lo_u32 v1, v13, s20
  v_mul_hi_i32 v3, v13, s20
  v_mov_b32 v58, s28
  v_mov_b32 v59, s29
  v_add_co_u32 v62, vcc, v58, v1
  v_addc_co_u32 v63, vcc, v59, v3, vcc
  s_mov_b32 s20, 2
  v_mul_lo_u32 v11, v12, s20
  v_mul_hi_i32 v15, v12, s20
  v_mov_b32 v74, s28
  v_mov_b32 v75, s29
  v_add_co_u32 v76, vcc, v74, v11
  v_addc_co_u32 v77, vcc, v75, v15, vcc
  s_mov_b32 s38, 2
  v_mul_lo_u32 v33, v9, s38
  v_mul_hi_i32 v34, v9, s38
  v_mov_b32 v56, s28
  v_mov_b32 v57, s29
  v_add_co_u32 v54, vcc, v56, v33
  v_addc_co_u32 v55, vcc, v57, v34, vcc
  s_mov_b32 s58, 2
  v_mul_lo_u32 v33, v6, s58
  v_mul_hi_i32 v34, v6, s58
  v_mov_b32 v58, s28
  v_mov_b32 v59, s29
  v_add_co_u32 v56, vcc, v58, v33
  v_addc_co_u32 v57, vcc, v59, v34, vcc
  s_mov_b32 s20, 2
  v_mul_lo_u32 v42, v10, s20
  v_mul_hi_i32 v43, v10, s20
  v_mov_b32 v60, s28
  v_mov_b32 v61, s29
  v_add_co_u32 v58, vcc, v60, v42
  v_addc_co_u32 v59, vcc, v61, v43, vcc
  v_mov_b32 v2, s18
  v_mov_b32 v1, v2
  s_and_saveexec_b64 s[72:73], s[16:17]
  global_load_ushort v1, v[48:49], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v3, s18
  v_mov_b32 v2, v3
  s_and_saveexec_b64 s[72:73], s[14:15]
  global_load_ushort v2, v[50:51], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v4, s18
  v_mov_b32 v3, v4
  s_and_saveexec_b64 s[72:73], s[12:13]
  global_load_ushort v3, v[52:53], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v5, s18
  v_mov_b32 v4, v5
  s_and_saveexec_b64 s[72:73], s[10:11]
  global_load_ushort v4, v[62:63], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v7, s18
  v_mov_b32 v5, v7
  s_and_saveexec_b64 s[72:73], s[8:9]
  global_load_ushort v5, v[76:77], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v11, s18
  v_mov_b32 v7, v11
  s_and_saveexec_b64 s[72:73], s[6:7]
  global_load_ushort v7, v[54:55], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v15, s18
  v_mov_b32 v11, v15
  s_and_saveexec_b64 s[72:73], s[4:5]
  global_load_ushort v11, v[56:57], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v33, s18
  v_mov_b32 v15, v33
  s_and_saveexec_b64 s[72:73], s[0:1]
  global_load_ushort v15, v[58:59], off
  s_mov_b64 exec, s[72:73]
  s_mov_b32 s38, 2
  v_mul_lo_u32 v33, v45, s38
  v_mul_hi_i32 v34, v45, s38
  v_mov_b32 v50, s32
  v_mov_b32 v51, s33
  v_add_co_u32 v48, vcc, v50, v33
  v_addc_co_u32 v49, vcc, v51, v34, vcc
  s_mov_b32 s56, 2
  v_mul_lo_u32 v33, v32, s56
  v_mul_hi_i32 v32, v32, s56
  v_mov_b32 v52, s32
  v_mov_b32 v53, s33
  v_add_co_u32 v50, vcc, v52, v33
  v_addc_co_u32 v51, vcc, v53, v32, vcc
  s_mov_b32 s20, 2
  v_mul_lo_u32 v40, v31, s20
  v_mul_hi_i32 v42, v31, s20
  v_mov_b32 v54, s32
  v_mov_b32 v55, s33
  v_add_co_u32 v52, vcc, v54, v40
  v_addc_co_u32 v53, vcc, v55, v42, vcc
  s_mov_b32 s20, 2
  v_mul_lo_u32 v31, v13, s20
  v_mul_hi_i32 v13, v13, s20
  v_mov_b32 v56, s32
  v_mov_b32 v57, s33
  v_add_co_u32 v54, vcc, v56, v31
  v_addc_co_u32 v55, vcc, v57, v13, vcc
  s_mov_b32 s20, 2
  v_mul_lo_u32 v13, v12, s20
  v_mul_hi_i32 v12, v12, s20
  v_mov_b32 v58, s32
  v_mov_b32 v59, s33
  v_add_co_u32 v56, vcc, v58, v13
  v_addc_co_u32 v57, vcc, v59, v12, vcc
  s_mov_b32 s20, 2
  v_mul_lo_u32 v12, v9, s20
  v_mul_hi_i32 v9, v9, s20
  v_mov_b32 v68, s32
  v_mov_b32 v69, s33
  v_add_co_u32 v72, vcc, v68, v12
  v_addc_co_u32 v73, vcc, v69, v9, vcc
  s_mov_b32 s30, 2
  v_mul_lo_u32 v31, v6, s30
  v_mul_hi_i32 v32, v6, s30
  v_mov_b32 v82, s32
  v_mov_b32 v83, s33
  v_add_co_u32 v86, vcc, v82, v31
  v_addc_co_u32 v87, vcc, v83, v32, vcc
  s_mov_b32 s50, 2
  v_mul_lo_u32 v31, v10, s50
  v_mul_hi_i32 v32, v10, s50
  v_mov_b32 v60, s32
  v_mov_b32 v61, s33
  v_add_co_u32 v58, vcc, v60, v31
  v_addc_co_u32 v59, vcc, v61, v32, vcc
  v_mov_b32 v37, s18
  v_mov_b32 v36, v37
  s_and_saveexec_b64 s[72:73], s[16:17]
  global_load_ushort v36, v[48:49], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v42, s18
  v_mov_b32 v40, v42
  s_and_saveexec_b64 s[72:73], s[14:15]
  global_load_ushort v40, v[50:51], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v45, s18
  v_mov_b32 v44, v45
  s_and_saveexec_b64 s[72:73], s[12:13]
  global_load_ushort v44, v[52:53], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v9, s18
  v_mov_b32 v6, v9
  s_and_saveexec_b64 s[72:73], s[10:11]
  global_load_ushort v6, v[54:55], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v10, s18
  v_mov_b32 v9, v10
  s_and_saveexec_b64 s[72:73], s[8:9]
  global_load_ushort v9, v[56:57], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v12, s18
  v_mov_b32 v10, v12
  s_and_saveexec_b64 s[72:73], s[6:7]
  global_load_ushort v10, v[72:73], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v13, s18
  v_mov_b32 v12, v13
  s_and_saveexec_b64 s[72:73], s[4:5]
  global_load_ushort v12, v[86:87], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v31, s18
  v_mov_b32 v13, v31
  s_and_saveexec_b64 s[72:73], s[0:1]
  global_load_ushort v13, v[58:59], off
  s_mov_b64 exec, s[72:73]
  s_mov_b32 s18, 2
  v_mul_lo_u32 v31, v30, s18
  v_mul_hi_i32 v30, v30, s18
  v_mov_b32 v66, s24
  v_mov_b32 v67, s25
  v_add_co_u32 v70, vcc, v66, v31
  v_addc_co_u32 v71, vcc, v67, v30, vcc
  s_mov_b32 s28, 2
  v_mul_lo_u32 v30, v14, s28
  v_mul_hi_i32 v31, v14, s28
  v_mov_b32 v80, s24
  v_mov_b32 v81, s25
  v_add_co_u32 v84, vcc, v80, v30
  v_addc_co_u32 v85, vcc, v81, v31, vcc
  s_mov_b32 s50, 2
  v_mul_lo_u32 v30, v28, s50
  v_mul_hi_i32 v28, v28, s50
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc, v50, v30
  v_addc_co_u32 v49, vcc, v51, v28, vcc
  s_mov_b32 s68, 2
  v_mul_lo_u32 v37, v27, s68
  v_mul_hi_i32 v38, v27, s68
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v37
  v_addc_co_u32 v51, vcc, v53, v38, vcc
  s_mov_b32 s18, 2
  v_mul_lo_u32 v46, v23, s18
  v_mul_hi_i32 v14, v23, s18
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v46
  v_addc_co_u32 v53, vcc, v55, v14, vcc
  s_mov_b32 s18, 2
  v_mul_lo_u32 v14, v22, s18
  v_mul_hi_i32 v22, v22, s18
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v14
  v_addc_co_u32 v55, vcc, v57, v22, vcc
  s_mov_b32 s18, 2
  v_mul_lo_u32 v14, v24, s18
  v_mul_hi_i32 v22, v24, s18
  v_mov_b32 v62, s24
  v_mov_b32 v63, s25
  v_add_co_u32 v64, vcc, v62, v14
  v_addc_co_u32 v65, vcc, v63, v22, vcc
  s_mov_b32 s22, 2
  v_mul_lo_u32 v14, v26, s22
  v_mul_hi_i32 v22, v26, s22
  v_mov_b32 v76, s24
  v_mov_b32 v77, s25
  v_add_co_u32 v78, vcc, v76, v14
  v_addc_co_u32 v79, vcc, v77, v22, vcc
  s_waitcnt vmcnt(0)
  v_cvt_f32_f16 v22, v20
  v_cvt_f32_f16 v23, v19
  v_cvt_f32_f16 v26, v18
  v_cvt_f32_f16 v27, v16
  v_cvt_f32_f16 v30, v17
  v_cvt_f32_f16 v32, v21
  v_cvt_f32_f16 v33, v25
  v_cvt_f32_f16 v35, v29
  v_add_f32 v37, v22, v23
  v_add_f32 v39, v37, v26
  v_add_f32 v42, v39, v27
  v_add_f32 v43, v42, v30
  v_add_f32 v45, v43, v32
  v_add_f32 v47, v45, v33
  v_add_f32 v14, v47, v35
  v_and_b32 v24, 63, v0
  v_xor_b32 v24, 1, v24
  v_lshlrev_b32 v24, 2, v24
  ds_bpermute_b32 v24, v24, v14
  s_waitcnt lgkmcnt(0)
  v_add_f32 v14, v14, v24
  v_and_b32 v24, 63, v0
  v_xor_b32 v24, 2, v24
  v_lshlrev_b32 v24, 2, v24
  ds_bpermute_b32 v24, v24, v14
  s_waitcnt lgkmcnt(0)
  v_add_f32 v14, v14, v24
  v_and_b32 v24, 63, v0
  v_xor_b32 v24, 4, v24
  v_lshlrev_b32 v24, 2, v24
  ds_bpermute_b32 v24, v24, v14
  s_waitcnt lgkmcnt(0)
  v_add_f32 v24, v14, v24
  v_and_b32 v28, 63, v0
  v_xor_b32 v28, 8, v28
  v_lshlrev_b32 v28, 2, v28
  ds_bpermute_b32 v28, v28, v24
  s_waitcnt lgkmcnt(0)
  v_add_f32 v28, v24, v28
  v_and_b32 v31, 63, v0
  v_xor_b32 v31, 16, v31
  v_lshlrev_b32 v34, 2, v31
  ds_bpermute_b32 v34, v34, v28
  s_waitcnt lgkmcnt(0)
  v_add_f32 v37, v28, v34
  v_and_b32 v38, 63, v0
  v_xor_b32 v42, 32, v38
  v_lshlrev_b32 v42, 2, v42
  ds_bpermute_b32 v45, v42, v37
  s_waitcnt lgkmcnt(0)
  v_add_f32 v46, v37, v45
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s18, 4
  v_mul_lo_u32 v14, v8, s18
  s_mov_b32 s18, 0
  v_add_u32 v14, v14, s18
  ds_write_b32 v14, v46
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s18, 0xffffffbf
  v_and_b32 v14, v8, s18
  s_mov_b32 s18, 0
  v_or_b32 v24, v14, s18
  s_mov_b32 s18, 4
  v_mul_lo_u32 v24, v24, s18
  s_mov_b32 s18, 0
  v_add_u32 v24, v24, s18
  ds_read_b32 v24, v24
  s_mov_b32 s28, 64
  v_or_b32 v28, v14, s28
  s_mov_b32 s38, 4
  v_mul_lo_u32 v28, v28, s38
  s_mov_b32 s44, 0
  v_add_u32 v28, v28, s44
  ds_read_b32 v28, v28
  s_waitcnt lgkmcnt(0)
  v_add_f32 v28, v24, v28
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_cvt_f32_i32 v31, s48
  v_div_scale_f32 v34, vcc, v31, v31, v28
  v_div_scale_f32 v37, vcc, v28, v31, v28
  v_rcp_f32 v38, v34
  s_mov_b32 s18, 0x3f800000
  v_fma_f32 v42, -v34, v38, s18
  v_fma_f32 v43, v42, v38, v38
  v_mul_f32 v45, v37, v43
  v_fma_f32 v47, -v34, v45, v37
  v_fma_f32 v14, v47, v43, v45
  v_fma_f32 v24, -v34, v14, v37
  s_nop 3
  v_div_fmas_f32 v14, v24, v43, v14
  v_div_fixup_f32 v14, v14, v31, v28
  v_sub_f32 v22, v22, v14
  v_sub_f32 v23, v23, v14
  v_sub_f32 v24, v26, v14
  v_sub_f32 v26, v27, v14
  v_sub_f32 v30, v30, v14
  v_sub_f32 v32, v32, v14
  v_sub_f32 v28, v33, v14
  v_sub_f32 v27, v35, v14
  s_mov_b32 s20, 0
  v_mov_b32 v33, s20
  v_cndmask_b32_e64 v22, v33, v22, s[16:17]
  v_mov_b32 v33, s20
  v_cndmask_b32_e64 v23, v33, v23, s[14:15]
  v_mov_b32 v33, s20
  v_cndmask_b32_e64 v24, v33, v24, s[12:13]
  v_mov_b32 v33, s20
  v_cndmask_b32_e64 v26, v33, v26, s[10:11]
  v_mov_b32 v33, s20
  v_cndmask_b32_e64 v30, v33, v30, s[8:9]
  v_mov_b32 v33, s20
  v_cndmask_b32_e64 v34, v33, v32, s[6:7]
  v_mov_b32 v37, s20
  v_cndmask_b32_e64 v38, v37, v28, s[4:5]
  v_mov_b32 v42, s20
  v_cndmask_b32_e64 v42, v42, v27, s[0:1]
  s_mov_b32 s18, 0xff
  v_and_b32 v46, v8, s18
  s_mov_b32 s18, 2
  v_lshlrev_b32 v27, s18, v46
  s_cmp_ge_u32 s18, 32
  s_cselect_b64 s[18:19], -1, 0
  v_cndmask_b32_e64 v27, v27, 0, s[18:19]
  s_mov_b32 s18, 0
  v_add_u32 v28, v27, s18
  s_mov_b32 s18, 1
  v_add_u32 v32, v28, s18
  s_mov_b32 s18, 2
  v_add_u32 v33, v28, s18
  s_mov_b32 s18, 3
  v_add_u32 v35, v28, s18
  v_cmp_lt_i32_e64 s[20:21], v28, s48
  v_cmp_lt_i32_e64 s[24:25], v32, s48
  v_cmp_lt_i32_e64 s[28:29], v33, s48
  v_cmp_lt_i32_e64 s[32:33], v35, s48
  s_mov_b32 s38, 0x80
  v_and_b32 v28, v8, s38
  s_mov_b32 s44, 0
  v_cmp_eq_u32_e64 s[48:49], v28, s44
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s54, 0
  v_or_b32 v32, v41, s54
  s_mov_b32 s62, 2
  v_mul_lo_u32 v33, v32, s62
  s_mov_b32 s70, 0x400
  v_add_u32 v37, v33, s70
  s_and_saveexec_b64 s[72:73], s[48:49]
  ds_write_b16 v37, v20
  s_mov_b64 exec, s[72:73]
  s_mov_b32 s18, 1
  v_or_b32 v43, v41, s18
  s_mov_b32 s18, 2
  v_mul_lo_u32 v46, v43, s18
  s_mov_b32 s18, 0x400
  v_add_u32 v20, v46, s18
  s_and_saveexec_b64 s[72:73], s[48:49]
  ds_write_b16 v20, v19
  s_mov_b64 exec, s[72:73]
  s_mov_b32 s18, 2
  v_or_b32 v19, v41, s18
  s_mov_b32 s18, 2
  v_mul_lo_u32 v19, v19, s18
  s_mov_b32 s18, 0x400
  v_add_u32 v19, v19, s18
  s_and_saveexec_b64 s[72:73], s[48:49]
  ds_write_b16 v19, v18
  s_mov_b64 exec, s[72:73]
  s_mov_b32 s18, 3
  v_or_b32 v18, v41, s18
  s_mov_b32 s18, 2
  v_mul_lo_u32 v18, v18, s18
  s_mov_b32 s22, 0x400
  v_add_u32 v18, v18, s22
  s_and_saveexec_b64 s[72:73], s[48:49]
  ds_write_b16 v18, v16
  s_mov_b64 exec, s[72:73]
  s_mov_b32 s34, 4
  v_or_b32 v18, v41, s34
  s_mov_b32 s42, 2
  v_mul_lo_u32 v28, v18, s42
  s_mov_b32 s50, 0x400
  v_add_u32 v28, v28, s50
  s_and_saveexec_b64 s[72:73], s[48:49]
  ds_write_b16 v28, v17
  s_mov_b64 exec, s[72:73]
  s_mov_b32 s58, 5
  v_or_b32 v32, v41, s58
  s_mov_b32 s66, 2
  v_mul_lo_u32 v35, v32, s66
  s_mov_b32 s18, 0x400
  v_add_u32 v39, v35, s18
  s_and_saveexec_b64 s[72:73], s[48:49]
  ds_write_b16 v39, v21
  s_mov_b64 exec, s[72:73]
  s_mov_b32 s18, 6
  v_or_b32 v45, v41, s18
  s_mov_b32 s18, 2
  v_mul_lo_u32 v16, v45, s18
  s_mov_b32 s18, 0x400
  v_add_u32 v16, v16, s18
  s_and_saveexec_b64 s[72:73], s[48:49]
  ds_write_b16 v16, v25
  s_mov_b64 exec, s[72:73]
  s_mov_b32 s18, 7
  v_or_b32 v16, v41, s18
  s_mov_b32 s18, 2
  v_mul_lo_u32 v16, v16, s18
  s_mov_b32 s18, 0x400
  v_add_u32 v16, v16, s18
  s_and_saveexec_b64 s[72:73], s[48:49]
  ds_write_b16 v16, v29
  s_mov_b64 exec, s[72:73]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s18, 0
  v_or_b32 v16, v27, s18
  s_mov_b32 s22, 2
  v_mul_lo_u32 v16, v16, s22
  s_mov_b32 s30, 0x400
  v_add_u32 v16, v16, s30
  ds_read_u16 v18, v16
  s_mov_b32 s42, 1
  v_or_b32 v25, v27, s42
  s_mov_b32 s48, 2
  v_mul_lo_u32 v28, v25, s48
  s_mov_b32 s56, 0x400
  v_add_u32 v32, v28, s56
  ds_read_u16 v32, v32
  s_mov_b32 s68, 2
  v_or_b32 v37, v27, s68
  s_mov_b32 s18, 2
  v_mul_lo_u32 v41, v37, s18
  s_mov_b32 s18, 0x400
  v_add_u32 v45, v41, s18
  ds_read_u16 v46, v45
  s_mov_b32 s18, 3
  v_or_b32 v16, v27, s18
  s_mov_b32 s18, 2
  v_mul_lo_u32 v16, v16, s18
  s_mov_b32 s18, 0x400
  v_add_u32 v16, v16, s18
  ds_read_u16 v16, v16
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_cvt_f32_f16 v19, v18
  v_cvt_f32_f16 v18, v32
  v_cvt_f32_f16 v17, v46
  v_cvt_f32_f16 v16, v16
  v_sub_f32 v19, v19, v14
  v_sub_f32 v18, v18, v14
  v_sub_f32 v17, v17, v14
  v_sub_f32 v16, v16, v14
  s_mov_b32 s34, 0
  v_mov_b32 v20, s34
  v_cndmask_b32_e64 v20, v20, v19, s[20:21]
  v_mov_b32 v25, s34
  v_cndmask_b32_e64 v25, v25, v18, s[24:25]
  v_mov_b32 v27, s34
  v_cndmask_b32_e64 v28, v27, v17, s[28:29]
  v_mov_b32 v32, s34
  v_cndmask_b32_e64 v32, v32, v16, s[32:33]
  v_mul_f32 v35, v20, v20
  v_mul_f32 v37, v25, v25
  v_mul_f32 v39, v28, v28
  v_mul_f32 v41, v32, v32
  v_add_f32 v43, v35, v37
  v_add_f32 v45, v43, v39
  v_add_f32 v46, v45, v41
  v_and_b32 v16, 63, v0
  v_xor_b32 v16, 1, v16
  v_lshlrev_b32 v16, 2, v16
  ds_bpermute_b32 v16, v16, v46
  s_waitcnt lgkmcnt(0)
  v_add_f32 v16, v46, v16
  v_and_b32 v17, 63, v0
  v_xor_b32 v17, 2, v17
  v_lshlrev_b32 v17, 2, v17
  ds_bpermute_b32 v17, v17, v16
  s_waitcnt lgkmcnt(0)
  v_add_f32 v16, v16, v17
  v_and_b32 v17, 63, v0
  v_xor_b32 v17, 4, v17
  v_lshlrev_b32 v17, 2, v17
  ds_bpermute_b32 v17, v17, v16
  s_waitcnt lgkmcnt(0)
  v_add_f32 v16, v16, v17
  v_and_b32 v17, 63, v0
  v_xor_b32 v17, 8, v17
  v_lshlrev_b32 v19, 2, v17
  ds_bpermute_b32 v21, v19, v16
  s_waitcnt lgkmcnt(0)
  v_add_f32 v25, v16, v21
  v_and_b32 v27, 63, v0
  v_xor_b32 v27, 16, v27
  v_lshlrev_b32 v29, 2, v27
  ds_bpermute_b32 v32, v29, v25
  s_waitcnt lgkmcnt(0)
  v_add_f32 v33, v25, v32
  v_and_b32 v35, 63, v0
  v_xor_b32 v37, 32, v35
  v_lshlrev_b32 v39, 2, v37
  ds_bpermute_b32 v41, v39, v33
  s_waitcnt lgkmcnt(0)
  v_add_f32 v43, v33, v41
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s18, 4
  v_mul_lo_u32 v0, v8, s18
  s_mov_b32 s18, 0
  v_add_u32 v0, v0, s18
  s_mov_b32 s18, 0xc00
  v_add_u32 v0, v0, s18
  ds_write_b32 v0, v43
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s18, 0xffffff3f
  v_and_b32 v0, v8, s18
  s_mov_b32 s18, 0
  v_or_b32 v16, v0, s18
  s_mov_b32 s18, 4
  v_mul_lo_u32 v16, v16, s18
  s_mov_b32 s18, 0
  v_add_u32 v16, v16, s18
  s_mov_b32 s26, 0xc00
  v_add_u32 v16, v16, s26
  ds_read_b32 v17, v16
  s_mov_b32 s38, 64
  v_or_b32 v21, v0, s38
  s_mov_b32 s46, 4
  v_mul_lo_u32 v25, v21, s46
  s_mov_b32 s54, 0
  v_add_u32 v29, v25, s54
  s_mov_b32 s62, 0xc00
  v_add_u32 v33, v29, s62
  ds_read_b32 v35, v33
  s_waitcnt lgkmcnt(0)
  v_add_f32 v37, v17, v35
  s_mov_b32 s18, 0x80
  v_or_b32 v41, v0, s18
  s_mov_b32 s18, 4
  v_mul_lo_u32 v45, v41, s18
  s_mov_b32 s18, 0
  v_add_u32 v16, v45, s18
  s_mov_b32 s18, 0xc00
  v_add_u32 v16, v16, s18
  ds_read_b32 v16, v16
  s_waitcnt lgkmcnt(0)
  v_add_f32 v16, v37, v16
  s_mov_b32 s18, 0xc0
  v_or_b32 v0, v0, s18
  s_mov_b32 s18, 4
  v_mul_lo_u32 v17, v0, s18
  s_mov_b32 s18, 0
  v_add_u32 v17, v17, s18
  s_mov_b32 s18, 0xc00
  v_add_u32 v17, v17, s18
  ds_read_b32 v17, v17
  s_waitcnt lgkmcnt(0)
  v_add_f32 v16, v16, v17
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_div_scale_f32 v17, vcc, v31, v31, v16
  v_div_scale_f32 v19, vcc, v16, v31, v16
  v_rcp_f32 v21, v17
  s_mov_b32 s46, 0x3f800000
  v_fma_f32 v25, -v17, v21, s46
  v_fma_f32 v27, v25, v21, v21
  v_mul_f32 v29, v19, v27
  v_fma_f32 v32, -v17, v29, v19
  v_fma_f32 v33, v32, v27, v29
  v_fma_f32 v35, -v17, v33, v19
  s_nop 3
  v_div_fmas_f32 v37, v35, v27, v33
  v_div_fixup_f32 v39, v37, v31, v16
  v_add_f32 v41, v39, s52
  s_mov_b32 s18, 0x90
  v_cmp_class_f32_e64 s[18:19], v41, s18
  s_mov_b32 s20, 0x3f800000
  s_mov_b32 s22, 0x4b800000
  v_mov_b32 v0, s22
  v_mov_b32 v16, s20
  v_cndmask_b32_e64 v0, v16, v0, s[18:19]
  v_mul_f32 v0, v41, v0
  v_rsq_f32 v0, v0
  s_mov_b32 s22, 0x45800000
  v_mov_b32 v16, s22
  v_mov_b32 v17, s20
  v_cndmask_b32_e64 v16, v17, v16, s[18:19]
  v_mul_f32 v16, v0, v16
  v_mul_f32 v25, v22, v16
  v_mul_f32 v23, v23, v16
  v_mul_f32 v21, v24, v16
  v_mul_f32 v19, v26, v16
  v_mul_f32 v17, v30, v16
  v_mul_f32 v18, v34, v16
  v_mul_f32 v20, v38, v16
  v_mul_f32 v22, v42, v16
  v_cvt_f32_f16 v24, v1
  v_cvt_f32_f16 v26, v2
  v_cvt_f32_f16 v28, v3
  v_cvt_f32_f16 v30, v4
  v_cvt_f32_f16 v32, v5
  v_cvt_f32_f16 v34, v7
  v_cvt_f32_f16 v37, v11
  v_cvt_f32_f16 v38, v15
  v_mul_f32 v41, v25, v24
  v_mul_f32 v42, v23, v26
  v_mul_f32 v45, v21, v28
  v_mul_f32 v46, v19, v30
  v_mul_f32 v3, v17, v32
  v_mul_f32 v2, v18, v34
  v_mul_f32 v1, v20, v37
  v_mul_f32 v0, v22, v38
  v_cvt_f32_f16 v18, v36
  v_cvt_f32_f16 v11, v40
  v_cvt_f32_f16 v17, v44
  v_cvt_f32_f16 v15, v6
  v_cvt_f32_f16 v6, v9
  v_cvt_f32_f16 v4, v10
  v_cvt_f32_f16 v5, v12
  v_cvt_f32_f16 v7, v13
  v_add_f32 v9, v41, v18
  v_add_f32 v11, v42, v11
  v_add_f32 v13, v45, v17
  v_add_f32 v15, v46, v15
  v_add_f32 v17, v3, v6
  v_add_f32 v19, v2, v4
  v_add_f32 v21, v1, v5
  v_add_f32 v23, v0, v7
  v_cvt_f16_f32 v25, v9
  v_cvt_f16_f32 v27, v11
  v_cvt_f16_f32 v29, v13
  v_cvt_f16_f32 v31, v15
  v_cvt_f16_f32 v33, v17
  v_cvt_f16_f32 v35, v19
  v_cvt_f16_f32 v37, v21
  v_cvt_f16_f32 v39, v23
  s_mov_b32 s18, 0x80
  v_and_b32 v43, v8, s18
  s_mov_b32 s18, 0
  v_cmp_eq_u32_e64 s[18:19], v43, s18
  s_and_b64 s[16:17], s[18:19], s[16:17]
  s_and_saveexec_b64 s[72:73], s[16:17]
  global_store_short v[70:71], v25, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[14:15], s[18:19], s[14:15]
  s_and_saveexec_b64 s[72:73], s[14:15]
  global_store_short v[84:85], v27, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[12:13], s[18:19], s[12:13]
  s_and_saveexec_b64 s[72:73], s[12:13]
  global_store_short v[48:49], v29, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[10:11], s[18:19], s[10:11]
  s_and_saveexec_b64 s[72:73], s[10:11]
  global_store_short v[50:51], v31, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[8:9], s[18:19], s[8:9]
  s_and_saveexec_b64 s[72:73], s[8:9]
  global_store_short v[52:53], v33, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[6:7], s[18:19], s[6:7]
  s_and_saveexec_b64 s[72:73], s[6:7]
  global_store_short v[54:55], v35, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[8:9], s[18:19], s[4:5]
  s_and_saveexec_b64 s[72:73], s[8:9]
  global_store_short v[64:65], v37, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[14:15], s[18:19], s[0:1]
  s_and_saveexec_b64 s[72:73], s[14:15]
  global_store_short v[78:79], v39, off
  s_mov_b64 exec, s[72:73]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mul_i32 s22, s2, 4
  s_mov_b32 s26, 4
  s_mul_hi_i32 s30, s2, s26
  s_add_u32 s34, s36, s22
  s_addc_u32 s35, s37, s30
  s_mov_b32 s38, 0xff
  v_and_b32 v21, v8, s38
  s_mov_b32 s46, 0
  v_cmp_eq_u32_e64 s[50:51], v21, s46
  v_mov_b32 v48, s34
  v_mov_b32 v49, s35
  s_and_saveexec_b64 s[72:73], s[50:51]
  global_store_dword v[48:49], v14, off
  s_mov_b64 exec, s[72:73]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mul_i32 s62, s2, 4
  s_mov_b32 s66, 4
  s_mul_hi_i32 s70, s2, s66
  s_add_u32 s0, s40, s62
  s_addc_u32 s1, s41, s70
  s_mov_b32 s2, 0xff
  v_and_b32 v41, v8, s2
  s_mov_b32 s2, 0
  v_cmp_eq_u32_e64 s[2:3], v41, s2
  v_mov_b32 v48, s0
  v_mov_b32 v49, s1
  s_and_saveexec_b64 s[72:73], s[2:3]
  global_store_dword v[48:49], v16, off
  s_mov_b64 exec, s[72:73]
  s_endpgm
.Llayernorm_f16_end:
.size layernorm_f16, .Llayernorm_f16_end-layernorm_f16
; 74 SGPRs, 88 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 88
  .amdhsa_next_free_sgpr 74
  .amdhsa_accum_offset 88
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
    .vgpr_count: 88
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
