.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.amdhsa_code_object_version 5
.text
.globl layernorm_bf16
.p2align 8
.type layernorm_bf16,@function
layernorm_bf16:
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
  v_add_u32 v16, v45, s0
  s_mov_b32 s0, 2
  v_add_u32 v12, v45, s0
  v_add_u32 v5, v45, s68
  s_mov_b32 s4, 4
  v_add_u32 v3, v45, s4
  s_mov_b32 s4, 5
  v_add_u32 v2, v45, s4
  s_mov_b32 s4, 6
  v_add_u32 v4, v45, s4
  s_mov_b32 s12, 7
  v_add_u32 v9, v45, s12
  v_add_u32 v29, s56, v45
  v_add_u32 v28, s56, v16
  v_add_u32 v27, s56, v12
  v_add_u32 v19, s56, v5
  v_add_u32 v18, s56, v3
  v_add_u32 v21, s56, v2
  v_add_u32 v23, s56, v4
  v_add_u32 v25, s56, v9
  v_mul_lo_u32 v26, v29, s0
  v_mul_hi_i32 v30, v29, s0
  v_mov_b32 v50, s20
  v_mov_b32 v51, s21
  v_add_co_u32 v48, vcc, v50, v26
  v_addc_co_u32 v49, vcc, v51, v30, vcc
  v_mul_lo_u32 v34, v28, s0
  v_mul_hi_i32 v36, v28, s0
  v_mov_b32 v52, s20
  v_mov_b32 v53, s21
  v_add_co_u32 v50, vcc, v52, v34
  v_addc_co_u32 v51, vcc, v53, v36, vcc
  s_mov_b32 s0, 2
  v_mul_lo_u32 v44, v27, s0
  v_mul_hi_i32 v46, v27, s0
  v_mov_b32 v54, s20
  v_mov_b32 v55, s21
  v_add_co_u32 v52, vcc, v54, v44
  v_addc_co_u32 v53, vcc, v55, v46, vcc
  v_mul_lo_u32 v1, v19, s0
  v_mul_hi_i32 v6, v19, s0
  v_mov_b32 v56, s20
  v_mov_b32 v57, s21
  v_add_co_u32 v54, vcc, v56, v1
  v_addc_co_u32 v55, vcc, v57, v6, vcc
  v_mul_lo_u32 v1, v18, s0
  v_mul_hi_i32 v6, v18, s0
  v_mov_b32 v58, s20
  v_mov_b32 v59, s21
  v_add_co_u32 v56, vcc, v58, v1
  v_addc_co_u32 v57, vcc, v59, v6, vcc
  v_mul_lo_u32 v6, v21, s0
  v_mul_hi_i32 v7, v21, s0
  v_mov_b32 v62, s20
  v_mov_b32 v63, s21
  v_add_co_u32 v66, vcc, v62, v6
  v_addc_co_u32 v67, vcc, v63, v7, vcc
  v_mul_lo_u32 v13, v23, s0
  v_mul_hi_i32 v15, v23, s0
  v_mov_b32 v72, s20
  v_mov_b32 v73, s21
  v_add_co_u32 v74, vcc, v72, v13
  v_addc_co_u32 v75, vcc, v73, v15, vcc
  v_mul_lo_u32 v22, v25, s0
  v_mul_hi_i32 v24, v25, s0
  v_mov_b32 v60, s20
  v_mov_b32 v61, s21
  v_add_co_u32 v58, vcc, v60, v22
  v_addc_co_u32 v59, vcc, v61, v24, vcc
  v_cmp_lt_i32_e64 s[58:59], v45, s48
  v_cmp_lt_i32_e64 s[62:63], v16, s48
  v_cmp_lt_i32_e64 s[66:67], v12, s48
  v_cmp_lt_i32_e64 s[70:71], v5, s48
  v_cmp_lt_i32_e64 s[8:9], v3, s48
  v_cmp_lt_i32_e64 s[6:7], v2, s48
  v_cmp_lt_i32_e64 s[4:5], v4, s48
  v_cmp_lt_i32_e64 s[0:1], v9, s48
  s_mov_b32 s10, 0
  v_mov_b32 v1, s10
  v_mov_b32 v17, v1
  s_and_saveexec_b64 s[72:73], s[58:59]
  global_load_ushort v17, v[48:49], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v1, s10
  v_mov_b32 v15, v1
  s_and_saveexec_b64 s[72:73], s[62:63]
  global_load_ushort v15, v[50:51], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v1, s10
  v_mov_b32 v14, v1
  s_and_saveexec_b64 s[72:73], s[66:67]
  global_load_ushort v14, v[52:53], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v1, s10
  v_mov_b32 v11, v1
  s_and_saveexec_b64 s[72:73], s[70:71]
  global_load_ushort v11, v[54:55], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v1, s10
  v_mov_b32 v7, v1
  s_and_saveexec_b64 s[72:73], s[8:9]
  global_load_ushort v7, v[56:57], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v10, s10
  v_mov_b32 v6, v10
  s_and_saveexec_b64 s[72:73], s[6:7]
  global_load_ushort v6, v[66:67], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v13, s10
  v_mov_b32 v10, v13
  s_and_saveexec_b64 s[72:73], s[4:5]
  global_load_ushort v10, v[74:75], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v20, s10
  v_mov_b32 v13, v20
  s_and_saveexec_b64 s[72:73], s[0:1]
  global_load_ushort v13, v[58:59], off
  s_mov_b64 exec, s[72:73]
  s_mov_b32 s34, 2
  v_mul_lo_u32 v20, v45, s34
  v_mul_hi_i32 v22, v45, s34
  v_mov_b32 v78, s28
  v_mov_b32 v79, s29
  v_add_co_u32 v48, vcc, v78, v20
  v_addc_co_u32 v49, vcc, v79, v22, vcc
  v_mul_lo_u32 v26, v16, s34
  v_mul_hi_i32 v30, v16, s34
  v_mov_b32 v52, s28
  v_mov_b32 v53, s29
  v_add_co_u32 v50, vcc, v52, v26
  v_addc_co_u32 v51, vcc, v53, v30, vcc
  v_mul_lo_u32 v34, v12, s34
  v_mul_hi_i32 v36, v12, s34
  v_mov_b32 v54, s28
  v_mov_b32 v55, s29
  v_add_co_u32 v52, vcc, v54, v34
  v_addc_co_u32 v53, vcc, v55, v36, vcc
  v_mul_lo_u32 v42, v5, s34
  v_mul_hi_i32 v44, v5, s34
  v_mov_b32 v56, s28
  v_mov_b32 v57, s29
  v_add_co_u32 v54, vcc, v56, v42
  v_addc_co_u32 v55, vcc, v57, v44, vcc
  v_mul_lo_u32 v1, v3, s34
  v_mul_hi_i32 v20, v3, s34
  v_mov_b32 v58, s28
  v_mov_b32 v59, s29
  v_add_co_u32 v56, vcc, v58, v1
  v_addc_co_u32 v57, vcc, v59, v20, vcc
  v_mul_lo_u32 v1, v2, s34
  v_mul_hi_i32 v20, v2, s34
  v_mov_b32 v60, s28
  v_mov_b32 v61, s29
  v_add_co_u32 v58, vcc, v60, v1
  v_addc_co_u32 v59, vcc, v61, v20, vcc
  s_mov_b32 s12, 2
  v_mul_lo_u32 v20, v4, s12
  v_mul_hi_i32 v22, v4, s12
  v_mov_b32 v62, s28
  v_mov_b32 v63, s29
  v_add_co_u32 v66, vcc, v62, v20
  v_addc_co_u32 v67, vcc, v63, v22, vcc
  v_mul_lo_u32 v20, v9, s12
  v_mul_hi_i32 v22, v9, s12
  v_mov_b32 v72, s28
  v_mov_b32 v73, s29
  v_add_co_u32 v74, vcc, v72, v20
  v_addc_co_u32 v75, vcc, v73, v22, vcc
  v_mov_b32 v24, s10
  v_mov_b32 v22, v24
  s_and_saveexec_b64 s[72:73], s[58:59]
  global_load_ushort v22, v[48:49], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v30, s10
  v_mov_b32 v26, v30
  s_and_saveexec_b64 s[72:73], s[62:63]
  global_load_ushort v26, v[50:51], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v31, s10
  v_mov_b32 v30, v31
  s_and_saveexec_b64 s[72:73], s[66:67]
  global_load_ushort v30, v[52:53], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v35, s10
  v_mov_b32 v34, v35
  s_and_saveexec_b64 s[72:73], s[70:71]
  global_load_ushort v34, v[54:55], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v39, s10
  v_mov_b32 v38, v39
  s_and_saveexec_b64 s[72:73], s[8:9]
  global_load_ushort v38, v[56:57], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v43, s10
  v_mov_b32 v42, v43
  s_and_saveexec_b64 s[72:73], s[6:7]
  global_load_ushort v42, v[58:59], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v47, s10
  v_mov_b32 v46, v47
  s_and_saveexec_b64 s[72:73], s[4:5]
  global_load_ushort v46, v[66:67], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v20, s10
  v_mov_b32 v1, v20
  s_and_saveexec_b64 s[72:73], s[0:1]
  global_load_ushort v1, v[74:75], off
  s_mov_b64 exec, s[72:73]
  s_mov_b32 s12, 2
  v_mul_lo_u32 v20, v45, s12
  v_mul_hi_i32 v24, v45, s12
  v_mov_b32 v50, s32
  v_mov_b32 v51, s33
  v_add_co_u32 v48, vcc, v50, v20
  v_addc_co_u32 v49, vcc, v51, v24, vcc
  v_mul_lo_u32 v20, v16, s12
  v_mul_hi_i32 v16, v16, s12
  v_mov_b32 v56, s32
  v_mov_b32 v57, s33
  v_add_co_u32 v60, vcc, v56, v20
  v_addc_co_u32 v61, vcc, v57, v16, vcc
  v_mul_lo_u32 v16, v12, s12
  v_mul_hi_i32 v12, v12, s12
  v_mov_b32 v68, s32
  v_mov_b32 v69, s33
  v_add_co_u32 v70, vcc, v68, v16
  v_addc_co_u32 v71, vcc, v69, v12, vcc
  v_mul_lo_u32 v16, v5, s12
  v_mul_hi_i32 v20, v5, s12
  v_mov_b32 v76, s32
  v_mov_b32 v77, s33
  v_add_co_u32 v78, vcc, v76, v16
  v_addc_co_u32 v79, vcc, v77, v20, vcc
  v_mul_lo_u32 v24, v3, s12
  v_mul_hi_i32 v31, v3, s12
  v_mov_b32 v52, s32
  v_mov_b32 v53, s33
  v_add_co_u32 v50, vcc, v52, v24
  v_addc_co_u32 v51, vcc, v53, v31, vcc
  v_mul_lo_u32 v32, v2, s12
  v_mul_hi_i32 v35, v2, s12
  v_mov_b32 v54, s32
  v_mov_b32 v55, s33
  v_add_co_u32 v52, vcc, v54, v32
  v_addc_co_u32 v53, vcc, v55, v35, vcc
  s_mov_b32 s12, 2
  v_mul_lo_u32 v43, v4, s12
  v_mul_hi_i32 v44, v4, s12
  v_mov_b32 v56, s32
  v_mov_b32 v57, s33
  v_add_co_u32 v54, vcc, v56, v43
  v_addc_co_u32 v55, vcc, v57, v44, vcc
  v_mul_lo_u32 v2, v9, s12
  v_mul_hi_i32 v3, v9, s12
  v_mov_b32 v58, s32
  v_mov_b32 v59, s33
  v_add_co_u32 v56, vcc, v58, v2
  v_addc_co_u32 v57, vcc, v59, v3, vcc
  v_mov_b32 v3, s10
  v_mov_b32 v2, v3
  s_and_saveexec_b64 s[72:73], s[58:59]
  global_load_ushort v2, v[48:49], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v4, s10
  v_mov_b32 v3, v4
  s_and_saveexec_b64 s[72:73], s[62:63]
  global_load_ushort v3, v[60:61], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v5, s10
  v_mov_b32 v4, v5
  s_and_saveexec_b64 s[72:73], s[66:67]
  global_load_ushort v4, v[70:71], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v12, s10
  v_mov_b32 v9, v12
  s_and_saveexec_b64 s[72:73], s[70:71]
  global_load_ushort v9, v[78:79], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v16, s10
  v_mov_b32 v12, v16
  s_and_saveexec_b64 s[72:73], s[8:9]
  global_load_ushort v12, v[50:51], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v20, s10
  v_mov_b32 v16, v20
  s_and_saveexec_b64 s[72:73], s[6:7]
  global_load_ushort v16, v[52:53], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v24, s10
  v_mov_b32 v20, v24
  s_and_saveexec_b64 s[72:73], s[4:5]
  global_load_ushort v20, v[54:55], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v31, s10
  v_mov_b32 v24, v31
  s_and_saveexec_b64 s[72:73], s[0:1]
  global_load_ushort v24, v[56:57], off
  s_mov_b64 exec, s[72:73]
  s_mov_b32 s54, 2
  v_mul_lo_u32 v31, v29, s54
  v_mul_hi_i32 v32, v29, s54
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc, v50, v31
  v_addc_co_u32 v49, vcc, v51, v32, vcc
  v_mul_lo_u32 v37, v28, s54
  v_mul_hi_i32 v39, v28, s54
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v37
  v_addc_co_u32 v51, vcc, v53, v39, vcc
  v_mul_lo_u32 v45, v27, s54
  v_mul_hi_i32 v47, v27, s54
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v45
  v_addc_co_u32 v53, vcc, v55, v47, vcc
  v_mul_lo_u32 v5, v19, s54
  v_mul_hi_i32 v19, v19, s54
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v5
  v_addc_co_u32 v55, vcc, v57, v19, vcc
  v_mul_lo_u32 v5, v18, s54
  v_mul_hi_i32 v18, v18, s54
  v_mov_b32 v58, s24
  v_mov_b32 v59, s25
  v_add_co_u32 v56, vcc, v58, v5
  v_addc_co_u32 v57, vcc, v59, v18, vcc
  v_mul_lo_u32 v18, v21, s54
  v_mul_hi_i32 v19, v21, s54
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v68, vcc, v64, v18
  v_addc_co_u32 v69, vcc, v65, v19, vcc
  s_mov_b32 s28, 2
  v_mul_lo_u32 v18, v23, s28
  v_mul_hi_i32 v19, v23, s28
  v_mov_b32 v76, s24
  v_mov_b32 v77, s25
  v_add_co_u32 v78, vcc, v76, v18
  v_addc_co_u32 v79, vcc, v77, v19, vcc
  v_mul_lo_u32 v27, v25, s28
  v_mul_hi_i32 v28, v25, s28
  v_mov_b32 v60, s24
  v_mov_b32 v61, s25
  v_add_co_u32 v58, vcc, v60, v27
  v_addc_co_u32 v59, vcc, v61, v28, vcc
  s_waitcnt vmcnt(0)
  v_lshlrev_b32 v33, 16, v17
  v_lshlrev_b32 v35, 16, v15
  v_lshlrev_b32 v36, 16, v14
  v_lshlrev_b32 v39, 16, v11
  v_lshlrev_b32 v40, 16, v7
  v_lshlrev_b32 v43, 16, v6
  v_lshlrev_b32 v44, 16, v10
  v_lshlrev_b32 v47, 16, v13
  v_add_f32 v5, v33, v35
  v_add_f32 v5, v5, v36
  v_add_f32 v5, v5, v39
  v_add_f32 v5, v5, v40
  v_add_f32 v5, v5, v43
  v_add_f32 v5, v5, v44
  v_add_f32 v5, v5, v47
  v_and_b32 v18, 63, v0
  v_xor_b32 v18, 1, v18
  v_lshlrev_b32 v18, 2, v18
  ds_bpermute_b32 v18, v18, v5
  s_waitcnt lgkmcnt(0)
  v_add_f32 v18, v5, v18
  v_and_b32 v19, 63, v0
  v_xor_b32 v19, 2, v19
  v_lshlrev_b32 v19, 2, v19
  ds_bpermute_b32 v19, v19, v18
  s_waitcnt lgkmcnt(0)
  v_add_f32 v18, v18, v19
  v_and_b32 v19, 63, v0
  v_xor_b32 v21, 4, v19
  v_lshlrev_b32 v23, 2, v21
  ds_bpermute_b32 v25, v23, v18
  s_waitcnt lgkmcnt(0)
  v_add_f32 v27, v18, v25
  v_and_b32 v29, 63, v0
  v_xor_b32 v31, 8, v29
  v_lshlrev_b32 v37, 2, v31
  ds_bpermute_b32 v37, v37, v27
  s_waitcnt lgkmcnt(0)
  v_add_f32 v37, v27, v37
  v_and_b32 v45, 63, v0
  v_xor_b32 v45, 16, v45
  v_lshlrev_b32 v45, 2, v45
  ds_bpermute_b32 v45, v45, v37
  s_waitcnt lgkmcnt(0)
  v_add_f32 v5, v37, v45
  v_and_b32 v18, 63, v0
  v_xor_b32 v18, 32, v18
  v_lshlrev_b32 v18, 2, v18
  ds_bpermute_b32 v18, v18, v5
  s_waitcnt lgkmcnt(0)
  v_add_f32 v5, v5, v18
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s10, 4
  v_mul_lo_u32 v18, v8, s10
  s_mov_b32 s12, 0
  v_add_u32 v18, v18, s12
  ds_write_b32 v18, v5
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s14, 0xffffffbf
  v_and_b32 v19, v8, s14
  v_or_b32 v18, v19, s12
  v_mul_lo_u32 v18, v18, s10
  v_add_u32 v18, v18, s12
  ds_read_b32 v18, v18
  s_mov_b32 s38, 64
  v_or_b32 v21, v19, s38
  v_mul_lo_u32 v23, v21, s10
  v_add_u32 v25, v23, s12
  ds_read_b32 v27, v25
  s_waitcnt lgkmcnt(0)
  v_add_f32 v29, v18, v27
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_cvt_f32_i32 v32, s48
  v_div_scale_f32 v37, vcc, v32, v32, v29
  v_div_scale_f32 v45, vcc, v29, v32, v29
  v_rcp_f32 v5, v37
  s_mov_b32 s10, 0x3f800000
  v_fma_f32 v18, -v37, v5, s10
  v_fma_f32 v5, v18, v5, v5
  v_mul_f32 v18, v45, v5
  v_fma_f32 v19, -v37, v18, v45
  v_fma_f32 v18, v19, v5, v18
  v_fma_f32 v19, -v37, v18, v45
  s_nop 3
  v_div_fmas_f32 v5, v19, v5, v18
  v_div_fixup_f32 v5, v5, v32, v29
  v_sub_f32 v18, v33, v5
  v_sub_f32 v19, v35, v5
  v_sub_f32 v23, v36, v5
  v_sub_f32 v27, v39, v5
  v_sub_f32 v29, v40, v5
  v_sub_f32 v28, v43, v5
  v_sub_f32 v25, v44, v5
  v_sub_f32 v21, v47, v5
  s_mov_b32 s22, 0
  v_mov_b32 v31, s22
  v_cndmask_b32_e64 v18, v31, v18, s[58:59]
  v_mov_b32 v31, s22
  v_cndmask_b32_e64 v19, v31, v19, s[62:63]
  v_mov_b32 v31, s22
  v_cndmask_b32_e64 v23, v31, v23, s[66:67]
  v_mov_b32 v31, s22
  v_cndmask_b32_e64 v27, v31, v27, s[70:71]
  v_mov_b32 v31, s22
  v_cndmask_b32_e64 v31, v31, v29, s[8:9]
  v_mov_b32 v33, s22
  v_cndmask_b32_e64 v35, v33, v28, s[6:7]
  v_mov_b32 v37, s22
  v_cndmask_b32_e64 v39, v37, v25, s[4:5]
  v_mov_b32 v43, s22
  v_cndmask_b32_e64 v43, v43, v21, s[0:1]
  s_mov_b32 s10, 0xff
  v_and_b32 v47, v8, s10
  s_mov_b32 s10, 2
  v_lshlrev_b32 v21, s10, v47
  s_cmp_ge_u32 s10, 32
  s_cselect_b64 s[12:13], -1, 0
  v_cndmask_b32_e64 v21, v21, 0, s[12:13]
  s_mov_b32 s14, 0
  v_add_u32 v25, v21, s14
  s_mov_b32 s12, 1
  v_add_u32 v29, v25, s12
  v_add_u32 v28, v25, s10
  s_mov_b32 s16, 3
  v_add_u32 v33, v25, s16
  v_cmp_lt_i32_e64 s[18:19], v25, s48
  v_cmp_lt_i32_e64 s[22:23], v29, s48
  v_cmp_lt_i32_e64 s[26:27], v28, s48
  v_cmp_lt_i32_e64 s[30:31], v33, s48
  s_mov_b32 s34, 0x80
  v_and_b32 v25, v8, s34
  v_cmp_eq_u32_e64 s[42:43], v25, s14
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_or_b32 v25, v41, s14
  v_mul_lo_u32 v28, v25, s10
  s_mov_b32 s56, 0x400
  v_add_u32 v33, v28, s56
  s_and_saveexec_b64 s[72:73], s[42:43]
  ds_write_b16 v33, v17
  s_mov_b64 exec, s[72:73]
  v_or_b32 v33, v41, s12
  s_mov_b32 s10, 2
  v_mul_lo_u32 v37, v33, s10
  v_add_u32 v40, v37, s56
  s_and_saveexec_b64 s[72:73], s[42:43]
  ds_write_b16 v40, v15
  s_mov_b64 exec, s[72:73]
  v_or_b32 v44, v41, s10
  v_mul_lo_u32 v44, v44, s10
  v_add_u32 v47, v44, s56
  s_and_saveexec_b64 s[72:73], s[42:43]
  ds_write_b16 v47, v14
  s_mov_b64 exec, s[72:73]
  s_mov_b32 s12, 3
  v_or_b32 v14, v41, s12
  v_mul_lo_u32 v14, v14, s10
  v_add_u32 v14, v14, s56
  s_and_saveexec_b64 s[72:73], s[42:43]
  ds_write_b16 v14, v11
  s_mov_b64 exec, s[72:73]
  s_mov_b32 s12, 4
  v_or_b32 v11, v41, s12
  v_mul_lo_u32 v11, v11, s10
  v_add_u32 v11, v11, s56
  s_and_saveexec_b64 s[72:73], s[42:43]
  ds_write_b16 v11, v7
  s_mov_b64 exec, s[72:73]
  s_mov_b32 s12, 5
  v_or_b32 v7, v41, s12
  v_mul_lo_u32 v11, v7, s10
  s_mov_b32 s20, 0x400
  v_add_u32 v14, v11, s20
  s_and_saveexec_b64 s[72:73], s[42:43]
  ds_write_b16 v14, v6
  s_mov_b64 exec, s[72:73]
  s_mov_b32 s32, 6
  v_or_b32 v17, v41, s32
  s_mov_b32 s38, 2
  v_mul_lo_u32 v25, v17, s38
  v_add_u32 v25, v25, s20
  s_and_saveexec_b64 s[72:73], s[42:43]
  ds_write_b16 v25, v10
  s_mov_b64 exec, s[72:73]
  s_mov_b32 s54, 7
  v_or_b32 v28, v41, s54
  v_mul_lo_u32 v33, v28, s38
  v_add_u32 v33, v33, s20
  s_and_saveexec_b64 s[72:73], s[42:43]
  ds_write_b16 v33, v13
  s_mov_b64 exec, s[72:73]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s10, 0
  v_or_b32 v40, v21, s10
  v_mul_lo_u32 v40, v40, s38
  v_add_u32 v44, v40, s20
  ds_read_u16 v44, v44
  s_mov_b32 s10, 1
  v_or_b32 v6, v21, s10
  v_mul_lo_u32 v6, v6, s38
  v_add_u32 v6, v6, s20
  ds_read_u16 v6, v6
  v_or_b32 v7, v21, s38
  v_mul_lo_u32 v7, v7, s38
  s_mov_b32 s10, 0x400
  v_add_u32 v7, v7, s10
  ds_read_u16 v7, v7
  s_mov_b32 s12, 3
  v_or_b32 v10, v21, s12
  s_mov_b32 s14, 2
  v_mul_lo_u32 v10, v10, s14
  v_add_u32 v11, v10, s10
  ds_read_u16 v13, v11
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshlrev_b32 v17, 16, v44
  v_lshlrev_b32 v28, 16, v6
  v_lshlrev_b32 v21, 16, v7
  v_lshlrev_b32 v33, 16, v13
  v_sub_f32 v25, v17, v5
  v_sub_f32 v29, v28, v5
  v_sub_f32 v28, v21, v5
  v_sub_f32 v33, v33, v5
  s_mov_b32 s64, 0
  v_mov_b32 v36, s64
  v_cndmask_b32_e64 v36, v36, v25, s[18:19]
  v_mov_b32 v40, s64
  v_cndmask_b32_e64 v40, v40, v29, s[22:23]
  v_mov_b32 v44, s64
  v_cndmask_b32_e64 v44, v44, v28, s[26:27]
  v_mov_b32 v47, s64
  v_cndmask_b32_e64 v7, v47, v33, s[30:31]
  v_mul_f32 v6, v36, v36
  v_mul_f32 v11, v40, v40
  v_mul_f32 v10, v44, v44
  v_mul_f32 v7, v7, v7
  v_add_f32 v6, v6, v11
  v_add_f32 v6, v6, v10
  v_add_f32 v6, v6, v7
  v_and_b32 v7, 63, v0
  v_xor_b32 v7, 1, v7
  v_lshlrev_b32 v7, 2, v7
  ds_bpermute_b32 v7, v7, v6
  s_waitcnt lgkmcnt(0)
  v_add_f32 v10, v6, v7
  v_and_b32 v11, 63, v0
  v_xor_b32 v13, 2, v11
  v_lshlrev_b32 v15, 2, v13
  ds_bpermute_b32 v17, v15, v10
  s_waitcnt lgkmcnt(0)
  v_add_f32 v21, v10, v17
  v_and_b32 v25, 63, v0
  v_xor_b32 v25, 4, v25
  v_lshlrev_b32 v25, 2, v25
  ds_bpermute_b32 v28, v25, v21
  s_waitcnt lgkmcnt(0)
  v_add_f32 v29, v21, v28
  v_and_b32 v33, 63, v0
  v_xor_b32 v33, 8, v33
  v_lshlrev_b32 v36, 2, v33
  ds_bpermute_b32 v37, v36, v29
  s_waitcnt lgkmcnt(0)
  v_add_f32 v40, v29, v37
  v_and_b32 v41, 63, v0
  v_xor_b32 v44, 16, v41
  v_lshlrev_b32 v45, 2, v44
  ds_bpermute_b32 v47, v45, v40
  s_waitcnt lgkmcnt(0)
  v_add_f32 v6, v40, v47
  v_and_b32 v0, 63, v0
  v_xor_b32 v0, 32, v0
  v_lshlrev_b32 v0, 2, v0
  ds_bpermute_b32 v0, v0, v6
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v6, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s10, 4
  v_mul_lo_u32 v6, v8, s10
  s_mov_b32 s12, 0
  v_add_u32 v6, v6, s12
  s_mov_b32 s14, 0xc00
  v_add_u32 v10, v6, s14
  ds_write_b32 v10, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s26, 0xffffff3f
  v_and_b32 v15, v8, s26
  v_or_b32 v17, v15, s12
  v_mul_lo_u32 v21, v17, s10
  v_add_u32 v21, v21, s12
  v_add_u32 v25, v21, s14
  ds_read_b32 v25, v25
  s_mov_b32 s54, 64
  v_or_b32 v29, v15, s54
  v_mul_lo_u32 v33, v29, s10
  v_add_u32 v33, v33, s12
  v_add_u32 v36, v33, s14
  ds_read_b32 v37, v36
  s_waitcnt lgkmcnt(0)
  v_add_f32 v40, v25, v37
  s_mov_b32 s10, 0x80
  v_or_b32 v44, v15, s10
  s_mov_b32 s10, 4
  v_mul_lo_u32 v47, v44, s10
  s_mov_b32 s12, 0
  v_add_u32 v0, v47, s12
  s_mov_b32 s14, 0xc00
  v_add_u32 v0, v0, s14
  ds_read_b32 v0, v0
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v40, v0
  s_mov_b32 s16, 0xc0
  v_or_b32 v6, v15, s16
  v_mul_lo_u32 v6, v6, s10
  v_add_u32 v6, v6, s12
  v_add_u32 v6, v6, s14
  ds_read_b32 v10, v6
  s_waitcnt lgkmcnt(0)
  v_add_f32 v10, v0, v10
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_div_scale_f32 v13, vcc, v32, v32, v10
  v_div_scale_f32 v15, vcc, v10, v32, v10
  v_rcp_f32 v17, v13
  s_mov_b32 s38, 0x3f800000
  v_fma_f32 v21, -v13, v17, s38
  v_fma_f32 v25, v21, v17, v17
  v_mul_f32 v28, v15, v25
  v_fma_f32 v29, -v13, v28, v15
  v_fma_f32 v29, v29, v25, v28
  v_fma_f32 v33, -v13, v29, v15
  s_nop 3
  v_div_fmas_f32 v33, v33, v25, v29
  v_div_fixup_f32 v36, v33, v32, v10
  v_add_f32 v37, v36, s52
  s_mov_b32 s10, 0x90
  v_cmp_class_f32_e64 s[10:11], v37, s10
  s_mov_b32 s12, 0x4b800000
  v_mov_b32 v45, s12
  v_mov_b32 v47, s38
  v_cndmask_b32_e64 v0, v47, v45, s[10:11]
  v_mul_f32 v0, v37, v0
  v_rsq_f32 v0, v0
  s_mov_b32 s12, 0x45800000
  v_mov_b32 v6, s12
  v_mov_b32 v7, s38
  v_cndmask_b32_e64 v6, v7, v6, s[10:11]
  v_mul_f32 v0, v0, v6
  v_mul_f32 v15, v18, v0
  v_mul_f32 v7, v19, v0
  v_mul_f32 v6, v23, v0
  v_mul_f32 v11, v27, v0
  v_mul_f32 v10, v31, v0
  v_mul_f32 v13, v35, v0
  v_mul_f32 v14, v39, v0
  v_mul_f32 v17, v43, v0
  v_lshlrev_b32 v18, 16, v22
  v_lshlrev_b32 v21, 16, v26
  v_lshlrev_b32 v22, 16, v30
  v_lshlrev_b32 v25, 16, v34
  v_lshlrev_b32 v26, 16, v38
  v_lshlrev_b32 v28, 16, v42
  v_lshlrev_b32 v30, 16, v46
  v_lshlrev_b32 v32, 16, v1
  v_mul_f32 v34, v15, v18
  v_mul_f32 v36, v7, v21
  v_mul_f32 v38, v6, v22
  v_mul_f32 v40, v11, v25
  v_mul_f32 v42, v10, v26
  v_mul_f32 v44, v13, v28
  v_mul_f32 v46, v14, v30
  v_mul_f32 v1, v17, v32
  v_lshlrev_b32 v13, 16, v2
  v_lshlrev_b32 v6, 16, v3
  v_lshlrev_b32 v7, 16, v4
  v_lshlrev_b32 v9, 16, v9
  v_lshlrev_b32 v11, 16, v12
  v_lshlrev_b32 v10, 16, v16
  v_lshlrev_b32 v4, 16, v20
  v_lshlrev_b32 v2, 16, v24
  v_add_f32 v3, v34, v13
  v_add_f32 v6, v36, v6
  v_add_f32 v7, v38, v7
  v_add_f32 v9, v40, v9
  v_add_f32 v11, v42, v11
  v_add_f32 v13, v44, v10
  v_add_f32 v15, v46, v4
  v_add_f32 v17, v1, v2
  v_bfe_u32 v19, v3, 16, 1
  s_mov_b32 s42, 0x7fff
  v_add3_u32 v23, v3, s42, v19
  v_lshrrev_b32 v25, 16, v23
  v_cmp_u_f32_e64 s[54:55], v3, v3
  s_mov_b32 s60, 0x7fc0
  v_mov_b32 v31, s60
  v_cndmask_b32_e64 v33, v25, v31, s[54:55]
  v_bfe_u32 v35, v6, 16, 1
  v_add3_u32 v37, v6, s42, v35
  v_lshrrev_b32 v39, 16, v37
  v_cmp_u_f32_e64 s[10:11], v6, v6
  v_mov_b32 v43, s60
  v_cndmask_b32_e64 v45, v39, v43, s[10:11]
  v_bfe_u32 v47, v7, 16, 1
  v_add3_u32 v1, v7, s42, v47
  v_lshrrev_b32 v1, 16, v1
  v_cmp_u_f32_e64 s[10:11], v7, v7
  v_mov_b32 v2, s60
  v_cndmask_b32_e64 v1, v1, v2, s[10:11]
  v_bfe_u32 v2, v9, 16, 1
  v_add3_u32 v2, v9, s42, v2
  v_lshrrev_b32 v2, 16, v2
  v_cmp_u_f32_e64 s[10:11], v9, v9
  v_mov_b32 v4, s60
  v_cndmask_b32_e64 v6, v2, v4, s[10:11]
  v_bfe_u32 v9, v11, 16, 1
  s_mov_b32 s20, 0x7fff
  v_add3_u32 v12, v11, s20, v9
  v_lshrrev_b32 v14, 16, v12
  v_cmp_u_f32_e64 s[32:33], v11, v11
  s_mov_b32 s38, 0x7fc0
  v_mov_b32 v20, s38
  v_cndmask_b32_e64 v22, v14, v20, s[32:33]
  v_bfe_u32 v24, v13, 16, 1
  v_add3_u32 v26, v13, s20, v24
  v_lshrrev_b32 v28, 16, v26
  v_cmp_u_f32_e64 s[60:61], v13, v13
  v_mov_b32 v32, s38
  v_cndmask_b32_e64 v34, v28, v32, s[60:61]
  v_bfe_u32 v36, v15, 16, 1
  v_add3_u32 v38, v15, s20, v36
  v_lshrrev_b32 v40, 16, v38
  v_cmp_u_f32_e64 s[10:11], v15, v15
  v_mov_b32 v44, s38
  v_cndmask_b32_e64 v46, v40, v44, s[10:11]
  v_bfe_u32 v2, v17, 16, 1
  v_add3_u32 v2, v17, s20, v2
  v_lshrrev_b32 v2, 16, v2
  v_cmp_u_f32_e64 s[10:11], v17, v17
  v_mov_b32 v3, s38
  v_cndmask_b32_e64 v2, v2, v3, s[10:11]
  s_mov_b32 s10, 0x80
  v_and_b32 v3, v8, s10
  s_mov_b32 s10, 0
  v_cmp_eq_u32_e64 s[10:11], v3, s10
  s_and_b64 s[12:13], s[10:11], s[58:59]
  s_and_saveexec_b64 s[72:73], s[12:13]
  global_store_short v[48:49], v33, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[16:17], s[10:11], s[62:63]
  s_and_saveexec_b64 s[72:73], s[16:17]
  global_store_short v[50:51], v45, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[22:23], s[10:11], s[66:67]
  s_and_saveexec_b64 s[72:73], s[22:23]
  global_store_short v[52:53], v1, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[28:29], s[10:11], s[70:71]
  s_and_saveexec_b64 s[72:73], s[28:29]
  global_store_short v[54:55], v6, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[34:35], s[10:11], s[8:9]
  s_and_saveexec_b64 s[72:73], s[34:35]
  global_store_short v[56:57], v22, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[42:43], s[10:11], s[6:7]
  s_and_saveexec_b64 s[72:73], s[42:43]
  global_store_short v[68:69], v34, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[46:47], s[10:11], s[4:5]
  s_and_saveexec_b64 s[72:73], s[46:47]
  global_store_short v[78:79], v46, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[52:53], s[10:11], s[0:1]
  s_and_saveexec_b64 s[72:73], s[52:53]
  global_store_short v[58:59], v2, off
  s_mov_b64 exec, s[72:73]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mul_i32 s60, s2, 4
  s_mov_b32 s64, 4
  s_mul_hi_i32 s68, s2, s64
  s_add_u32 s6, s36, s60
  s_addc_u32 s7, s37, s68
  s_mov_b32 s0, 0xff
  v_and_b32 v40, v8, s0
  s_mov_b32 s4, 0
  v_cmp_eq_u32_e64 s[8:9], v40, s4
  v_mov_b32 v48, s6
  v_mov_b32 v49, s7
  s_and_saveexec_b64 s[72:73], s[8:9]
  global_store_dword v[48:49], v5, off
  s_mov_b64 exec, s[72:73]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mul_i32 s6, s2, 4
  s_mul_hi_i32 s8, s2, s64
  s_add_u32 s2, s40, s6
  s_addc_u32 s3, s41, s8
  v_and_b32 v1, v8, s0
  v_cmp_eq_u32_e64 s[0:1], v1, s4
  v_mov_b32 v48, s2
  v_mov_b32 v49, s3
  s_and_saveexec_b64 s[72:73], s[0:1]
  global_store_dword v[48:49], v0, off
  s_mov_b64 exec, s[72:73]
  s_endpgm
.Llayernorm_bf16_end:
.size layernorm_bf16, .Llayernorm_bf16_end-layernorm_bf16
; 74 SGPRs, 80 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 80
  .amdhsa_next_free_sgpr 74
  .amdhsa_accum_offset 80
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
    .vgpr_count: 80
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
