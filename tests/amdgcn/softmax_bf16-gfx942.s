.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.amdhsa_code_object_version 5
.text
.globl softmax_bf16
.p2align 8
.type softmax_bf16,@function
softmax_bf16:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  s_mov_b32 s12, 0x3ff
  v_and_b32 v8, s12, v0
  s_load_dwordx2 s[20:21], s[0:1], 0x0
  s_load_dwordx2 s[24:25], s[0:1], 0x8
  s_load_dword s28, s[0:1], 0x10
  s_load_dword s32, s[0:1], 0x14
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s36, s2, s28
  s_mov_b32 s40, 0x7f
  v_and_b32 v22, v8, s40
  s_mov_b32 s48, 3
  v_lshlrev_b32 v26, s48, v22
  s_cmp_ge_u32 s48, 32
  s_cselect_b64 s[58:59], -1, 0
  v_cndmask_b32_e64 v31, v26, 0, s[58:59]
  s_mov_b32 s66, 0
  v_add_u32 v35, v31, s66
  s_mov_b32 s0, 1
  v_add_u32 v39, v35, s0
  s_mov_b32 s0, 2
  v_add_u32 v43, v35, s0
  v_add_u32 v45, v35, s48
  s_mov_b32 s2, 4
  v_add_u32 v3, v35, s2
  s_mov_b32 s2, 5
  v_add_u32 v5, v35, s2
  s_mov_b32 s2, 6
  v_add_u32 v7, v35, s2
  s_mov_b32 s2, 7
  v_add_u32 v11, v35, s2
  v_add_u32 v1, s36, v35
  v_add_u32 v2, s36, v39
  v_add_u32 v4, s36, v43
  v_add_u32 v6, s36, v45
  v_add_u32 v9, s36, v3
  v_add_u32 v10, s36, v5
  v_add_u32 v12, s36, v7
  v_add_u32 v14, s36, v11
  v_mul_lo_u32 v16, v1, s0
  v_mul_hi_i32 v18, v1, s0
  v_mov_b32 v72, s20
  v_mov_b32 v73, s21
  v_add_co_u32 v74, vcc, v72, v16
  v_addc_co_u32 v75, vcc, v73, v18, vcc
  v_mul_lo_u32 v24, v2, s0
  v_mul_hi_i32 v26, v2, s0
  v_mov_b32 v50, s20
  v_mov_b32 v51, s21
  v_add_co_u32 v48, vcc, v50, v24
  v_addc_co_u32 v49, vcc, v51, v26, vcc
  s_mov_b32 s64, 2
  v_mul_lo_u32 v34, v4, s64
  v_mul_hi_i32 v36, v4, s64
  v_mov_b32 v52, s20
  v_mov_b32 v53, s21
  v_add_co_u32 v50, vcc, v52, v34
  v_addc_co_u32 v51, vcc, v53, v36, vcc
  v_mul_lo_u32 v42, v6, s64
  v_mul_hi_i32 v44, v6, s64
  v_mov_b32 v54, s20
  v_mov_b32 v55, s21
  v_add_co_u32 v52, vcc, v54, v42
  v_addc_co_u32 v53, vcc, v55, v44, vcc
  v_mul_lo_u32 v13, v9, s64
  v_mul_hi_i32 v15, v9, s64
  v_mov_b32 v56, s20
  v_mov_b32 v57, s21
  v_add_co_u32 v54, vcc, v56, v13
  v_addc_co_u32 v55, vcc, v57, v15, vcc
  v_mul_lo_u32 v13, v10, s64
  v_mul_hi_i32 v15, v10, s64
  v_mov_b32 v58, s20
  v_mov_b32 v59, s21
  v_add_co_u32 v56, vcc, v58, v13
  v_addc_co_u32 v57, vcc, v59, v15, vcc
  v_mul_lo_u32 v13, v12, s64
  v_mul_hi_i32 v15, v12, s64
  v_mov_b32 v60, s20
  v_mov_b32 v61, s21
  v_add_co_u32 v62, vcc, v60, v13
  v_addc_co_u32 v63, vcc, v61, v15, vcc
  v_mul_lo_u32 v13, v14, s64
  v_mul_hi_i32 v15, v14, s64
  v_mov_b32 v68, s20
  v_mov_b32 v69, s21
  v_add_co_u32 v70, vcc, v68, v13
  v_addc_co_u32 v71, vcc, v69, v15, vcc
  v_cmp_lt_i32_e64 s[38:39], v35, s32
  v_cmp_lt_i32_e64 s[42:43], v39, s32
  v_cmp_lt_i32_e64 s[46:47], v43, s32
  v_cmp_lt_i32_e64 s[50:51], v45, s32
  v_cmp_lt_i32_e64 s[54:55], v3, s32
  v_cmp_lt_i32_e64 s[58:59], v5, s32
  v_cmp_lt_i32_e64 s[62:63], v7, s32
  v_cmp_lt_i32_e64 s[66:67], v11, s32
  s_mov_b32 s70, 0xff80
  v_mov_b32 v39, s70
  v_mov_b32 v38, v39
  s_and_saveexec_b64 s[72:73], s[38:39]
  global_load_ushort v38, v[74:75], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v43, s70
  v_mov_b32 v42, v43
  s_and_saveexec_b64 s[72:73], s[42:43]
  global_load_ushort v42, v[48:49], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v47, s70
  v_mov_b32 v46, v47
  s_and_saveexec_b64 s[72:73], s[46:47]
  global_load_ushort v46, v[50:51], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v5, s70
  v_mov_b32 v3, v5
  s_and_saveexec_b64 s[72:73], s[50:51]
  global_load_ushort v3, v[52:53], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v7, s70
  v_mov_b32 v5, v7
  s_and_saveexec_b64 s[72:73], s[54:55]
  global_load_ushort v5, v[54:55], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v11, s70
  v_mov_b32 v7, v11
  s_and_saveexec_b64 s[72:73], s[58:59]
  global_load_ushort v7, v[56:57], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v11, s70
  v_mov_b32 v16, v11
  s_and_saveexec_b64 s[72:73], s[62:63]
  global_load_ushort v16, v[62:63], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v11, s70
  v_mov_b32 v18, v11
  s_and_saveexec_b64 s[72:73], s[66:67]
  global_load_ushort v18, v[70:71], off
  s_mov_b64 exec, s[72:73]
  s_mov_b32 s12, 2
  v_mul_lo_u32 v11, v1, s12
  v_mul_hi_i32 v13, v1, s12
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v66, vcc, v64, v11
  v_addc_co_u32 v67, vcc, v65, v13, vcc
  v_mul_lo_u32 v17, v2, s12
  v_mul_hi_i32 v19, v2, s12
  v_mov_b32 v72, s24
  v_mov_b32 v73, s25
  v_add_co_u32 v74, vcc, v72, v17
  v_addc_co_u32 v75, vcc, v73, v19, vcc
  v_mul_lo_u32 v24, v4, s12
  v_mul_hi_i32 v26, v4, s12
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc, v50, v24
  v_addc_co_u32 v49, vcc, v51, v26, vcc
  v_mul_lo_u32 v32, v6, s12
  v_mul_hi_i32 v34, v6, s12
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v32
  v_addc_co_u32 v51, vcc, v53, v34, vcc
  v_mul_lo_u32 v40, v9, s12
  v_mul_hi_i32 v43, v9, s12
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v40
  v_addc_co_u32 v53, vcc, v55, v43, vcc
  v_mul_lo_u32 v1, v10, s12
  v_mul_hi_i32 v2, v10, s12
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v1
  v_addc_co_u32 v55, vcc, v57, v2, vcc
  s_mov_b32 s0, 2
  v_mul_lo_u32 v1, v12, s0
  v_mul_hi_i32 v2, v12, s0
  v_mov_b32 v58, s24
  v_mov_b32 v59, s25
  v_add_co_u32 v56, vcc, v58, v1
  v_addc_co_u32 v57, vcc, v59, v2, vcc
  v_mul_lo_u32 v4, v14, s0
  v_mul_hi_i32 v6, v14, s0
  v_mov_b32 v60, s24
  v_mov_b32 v61, s25
  v_add_co_u32 v62, vcc, v60, v4
  v_addc_co_u32 v63, vcc, v61, v6, vcc
  s_waitcnt vmcnt(0)
  v_lshlrev_b32 v11, 16, v38
  v_lshlrev_b32 v13, 16, v42
  v_lshlrev_b32 v15, 16, v46
  v_lshlrev_b32 v17, 16, v3
  v_lshlrev_b32 v19, 16, v5
  v_lshlrev_b32 v21, 16, v7
  v_lshlrev_b32 v23, 16, v16
  v_lshlrev_b32 v25, 16, v18
  v_max_f32 v27, v11, v11
  v_max_f32 v29, v13, v13
  v_max_f32 v31, v27, v29
  v_cmp_eq_f32_e64 s[68:69], v11, v13
  v_and_b32 v35, v11, v13
  v_cndmask_b32_e64 v37, v31, v35, s[68:69]
  v_max_f32 v39, v37, v37
  v_max_f32 v41, v15, v15
  v_max_f32 v43, v39, v41
  v_cmp_eq_f32_e64 s[0:1], v37, v15
  v_and_b32 v47, v37, v15
  v_cndmask_b32_e64 v1, v43, v47, s[0:1]
  v_max_f32 v2, v1, v1
  v_max_f32 v3, v17, v17
  v_max_f32 v2, v2, v3
  v_cmp_eq_f32_e64 s[0:1], v1, v17
  v_and_b32 v1, v1, v17
  v_cndmask_b32_e64 v1, v2, v1, s[0:1]
  v_max_f32 v2, v1, v1
  v_max_f32 v3, v19, v19
  v_max_f32 v4, v2, v3
  v_cmp_eq_f32_e64 s[12:13], v1, v19
  v_and_b32 v9, v1, v19
  v_cndmask_b32_e64 v10, v4, v9, s[12:13]
  v_max_f32 v12, v10, v10
  v_max_f32 v14, v21, v21
  v_max_f32 v16, v12, v14
  v_cmp_eq_f32_e64 s[36:37], v10, v21
  v_and_b32 v20, v10, v21
  v_cndmask_b32_e64 v22, v16, v20, s[36:37]
  v_max_f32 v24, v22, v22
  v_max_f32 v26, v23, v23
  v_max_f32 v28, v24, v26
  v_cmp_eq_f32_e64 s[60:61], v22, v23
  v_and_b32 v32, v22, v23
  v_cndmask_b32_e64 v34, v28, v32, s[60:61]
  v_max_f32 v36, v34, v34
  v_max_f32 v38, v25, v25
  v_max_f32 v40, v36, v38
  v_cmp_eq_f32_e64 s[0:1], v34, v25
  v_and_b32 v44, v34, v25
  v_cndmask_b32_e64 v46, v40, v44, s[0:1]
  v_and_b32 v1, 63, v0
  v_xor_b32 v1, 1, v1
  v_lshlrev_b32 v1, 2, v1
  ds_bpermute_b32 v1, v1, v46
  v_max_f32 v2, v46, v46
  s_waitcnt lgkmcnt(0)
  v_max_f32 v3, v1, v1
  v_max_f32 v2, v2, v3
  v_cmp_eq_f32_e64 s[0:1], v46, v1
  v_and_b32 v1, v46, v1
  v_cndmask_b32_e64 v3, v2, v1, s[0:1]
  v_and_b32 v5, 63, v0
  v_xor_b32 v7, 2, v5
  v_lshlrev_b32 v9, 2, v7
  ds_bpermute_b32 v12, v9, v3
  v_max_f32 v14, v3, v3
  s_waitcnt lgkmcnt(0)
  v_max_f32 v16, v12, v12
  v_max_f32 v18, v14, v16
  v_cmp_eq_f32_e64 s[40:41], v3, v12
  v_and_b32 v22, v3, v12
  v_cndmask_b32_e64 v24, v18, v22, s[40:41]
  v_and_b32 v26, 63, v0
  v_xor_b32 v27, 4, v26
  v_lshlrev_b32 v29, 2, v27
  ds_bpermute_b32 v31, v29, v24
  v_max_f32 v33, v24, v24
  s_waitcnt lgkmcnt(0)
  v_max_f32 v35, v31, v31
  v_max_f32 v37, v33, v35
  v_cmp_eq_f32_e64 s[0:1], v24, v31
  v_and_b32 v41, v24, v31
  v_cndmask_b32_e64 v43, v37, v41, s[0:1]
  v_and_b32 v45, 63, v0
  v_xor_b32 v47, 8, v45
  v_lshlrev_b32 v1, 2, v47
  ds_bpermute_b32 v1, v1, v43
  v_max_f32 v2, v43, v43
  s_waitcnt lgkmcnt(0)
  v_max_f32 v3, v1, v1
  v_max_f32 v2, v2, v3
  v_cmp_eq_f32_e64 s[0:1], v43, v1
  v_and_b32 v1, v43, v1
  v_cndmask_b32_e64 v1, v2, v1, s[0:1]
  v_and_b32 v2, 63, v0
  v_xor_b32 v4, 16, v2
  v_lshlrev_b32 v6, 2, v4
  ds_bpermute_b32 v9, v6, v1
  v_max_f32 v10, v1, v1
  s_waitcnt lgkmcnt(0)
  v_max_f32 v12, v9, v9
  v_max_f32 v14, v10, v12
  v_cmp_eq_f32_e64 s[32:33], v1, v9
  v_and_b32 v18, v1, v9
  v_cndmask_b32_e64 v20, v14, v18, s[32:33]
  v_and_b32 v22, 63, v0
  v_xor_b32 v24, 32, v22
  v_lshlrev_b32 v26, 2, v24
  ds_bpermute_b32 v28, v26, v20
  v_max_f32 v30, v20, v20
  s_waitcnt lgkmcnt(0)
  v_max_f32 v32, v28, v28
  v_max_f32 v34, v30, v32
  v_cmp_eq_f32_e64 s[0:1], v20, v28
  v_and_b32 v38, v20, v28
  v_cndmask_b32_e64 v40, v34, v38, s[0:1]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s0, 4
  v_mul_lo_u32 v45, v8, s0
  s_mov_b32 s2, 0
  v_add_u32 v1, v45, s2
  ds_write_b32 v1, v40
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s4, 0xffffffbf
  v_and_b32 v2, v8, s4
  v_or_b32 v1, v2, s2
  v_mul_lo_u32 v1, v1, s0
  v_add_u32 v1, v1, s2
  ds_read_b32 v1, v1
  s_mov_b32 s4, 64
  v_or_b32 v4, v2, s4
  v_mul_lo_u32 v6, v4, s0
  v_add_u32 v9, v6, s2
  ds_read_b32 v10, v9
  s_waitcnt lgkmcnt(0)
  v_max_f32 v12, v1, v1
  v_max_f32 v14, v10, v10
  v_max_f32 v16, v12, v14
  v_cmp_eq_f32_e64 s[36:37], v1, v10
  v_and_b32 v20, v1, v10
  v_cndmask_b32_e64 v22, v16, v20, s[36:37]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_sub_f32 v26, v11, v22
  v_sub_f32 v27, v13, v22
  v_sub_f32 v29, v15, v22
  v_sub_f32 v31, v17, v22
  v_sub_f32 v33, v19, v22
  v_sub_f32 v35, v21, v22
  v_sub_f32 v37, v23, v22
  v_sub_f32 v39, v25, v22
  s_mov_b32 s0, 0x3fb8aa3b
  v_mul_f32 v43, s0, v26
  v_fma_f32 v45, v26, s0, -v43
  s_mov_b32 s0, 0x32a57060
  v_fma_f32 v1, v26, s0, v45
  s_mov_b32 s0, 0x7fffffff
  v_and_b32 v2, s0, v1
  s_mov_b32 s0, 0x3f800000
  v_cmp_gt_f32_e64 s[2:3], s0, v2
  v_cndmask_b32_e64 v1, 0, v1, s[2:3]
  s_mov_b32 s2, 0x3f317218
  v_mul_f32 v1, s2, v1
  s_mov_b32 s4, 0x43000000
  v_cmp_le_f32_e64 s[8:9], s4, v43
  v_mov_b32 v6, s0
  v_cndmask_b32_e64 v9, 0, v6, s[8:9]
  v_sub_f32 v10, v43, v9
  s_mov_b32 s24, 0xc2fc0000
  v_cmp_gt_f32_e64 s[28:29], s24, v10
  s_mov_b32 s32, 0x42800000
  v_mov_b32 v18, s32
  v_cndmask_b32_e64 v20, 0, v18, s[28:29]
  v_add_f32 v22, v10, v20
  v_exp_f32 v24, v22
  s_mov_b32 s52, 0x1f800000
  v_mov_b32 v28, s52
  v_mov_b32 v30, s0
  v_cndmask_b32_e64 v32, v30, v28, s[28:29]
  v_mul_f32 v34, v24, v32
  v_fma_f32 v36, v34, v1, v34
  s_mov_b32 s2, 0x7f800000
  v_cmp_eq_f32_e64 s[2:3], s2, v34
  v_cndmask_b32_e64 v42, v36, v34, s[2:3]
  s_mov_b32 s2, 0x40000000
  v_mov_b32 v46, s2
  v_mov_b32 v1, s0
  v_cndmask_b32_e64 v1, v1, v46, s[8:9]
  v_mul_f32 v1, v42, v1
  s_mov_b32 s0, 0x3fb8aa3b
  v_mul_f32 v2, s0, v27
  v_fma_f32 v3, v27, s0, -v2
  s_mov_b32 s0, 0x32a57060
  v_fma_f32 v3, v27, s0, v3
  s_mov_b32 s2, 0x7fffffff
  v_and_b32 v4, s2, v3
  s_mov_b32 s10, 0x3f800000
  v_cmp_gt_f32_e64 s[14:15], s10, v4
  v_cndmask_b32_e64 v9, 0, v3, s[14:15]
  s_mov_b32 s22, 0x3f317218
  v_mul_f32 v13, s22, v9
  s_mov_b32 s30, 0x43000000
  v_cmp_le_f32_e64 s[34:35], s30, v2
  v_mov_b32 v19, s10
  v_cndmask_b32_e64 v21, 0, v19, s[34:35]
  v_sub_f32 v23, v2, v21
  s_mov_b32 s52, 0xc2fc0000
  v_cmp_gt_f32_e64 s[56:57], s52, v23
  s_mov_b32 s60, 0x42800000
  v_mov_b32 v32, s60
  v_cndmask_b32_e64 v34, 0, v32, s[56:57]
  v_add_f32 v36, v23, v34
  v_exp_f32 v38, v36
  s_mov_b32 s0, 0x1f800000
  v_mov_b32 v41, s0
  v_mov_b32 v43, s10
  v_cndmask_b32_e64 v45, v43, v41, s[56:57]
  v_mul_f32 v47, v38, v45
  v_fma_f32 v2, v47, v13, v47
  s_mov_b32 s0, 0x7f800000
  v_cmp_eq_f32_e64 s[0:1], s0, v47
  v_cndmask_b32_e64 v2, v2, v47, s[0:1]
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v3, s0
  v_mov_b32 v4, s10
  v_cndmask_b32_e64 v3, v4, v3, s[34:35]
  v_mul_f32 v2, v2, v3
  s_mov_b32 s8, 0x3fb8aa3b
  v_mul_f32 v6, s8, v29
  v_fma_f32 v9, v29, s8, -v6
  s_mov_b32 s20, 0x32a57060
  v_fma_f32 v12, v29, s20, v9
  s_mov_b32 s28, 0x7fffffff
  v_and_b32 v16, s28, v12
  s_mov_b32 s36, 0x3f800000
  v_cmp_gt_f32_e64 s[40:41], s36, v16
  v_cndmask_b32_e64 v22, 0, v12, s[40:41]
  s_mov_b32 s48, 0x3f317218
  v_mul_f32 v26, s48, v22
  s_mov_b32 s56, 0x43000000
  v_cmp_le_f32_e64 s[60:61], s56, v6
  v_mov_b32 v32, s36
  v_cndmask_b32_e64 v34, 0, v32, s[60:61]
  v_sub_f32 v36, v6, v34
  s_mov_b32 s0, 0xc2fc0000
  v_cmp_gt_f32_e64 s[0:1], s0, v36
  s_mov_b32 s2, 0x42800000
  v_mov_b32 v44, s2
  v_cndmask_b32_e64 v46, 0, v44, s[0:1]
  v_add_f32 v3, v36, v46
  v_exp_f32 v3, v3
  s_mov_b32 s2, 0x1f800000
  v_mov_b32 v4, s2
  v_mov_b32 v5, s36
  v_cndmask_b32_e64 v4, v5, v4, s[0:1]
  v_mul_f32 v3, v3, v4
  v_fma_f32 v4, v3, v26, v3
  s_mov_b32 s2, 0x7f800000
  v_cmp_eq_f32_e64 s[6:7], s2, v3
  v_cndmask_b32_e64 v5, v4, v3, s[6:7]
  s_mov_b32 s14, 0x40000000
  v_mov_b32 v9, s14
  v_mov_b32 v11, s36
  v_cndmask_b32_e64 v13, v11, v9, s[60:61]
  v_mul_f32 v15, v5, v13
  s_mov_b32 s34, 0x3fb8aa3b
  v_mul_f32 v19, s34, v31
  v_fma_f32 v21, v31, s34, -v19
  s_mov_b32 s48, 0x32a57060
  v_fma_f32 v25, v31, s48, v21
  s_mov_b32 s56, 0x7fffffff
  v_and_b32 v29, s56, v25
  s_mov_b32 s64, 0x3f800000
  v_cmp_gt_f32_e64 s[68:69], s64, v29
  v_cndmask_b32_e64 v36, 0, v25, s[68:69]
  s_mov_b32 s0, 0x3f317218
  v_mul_f32 v40, s0, v36
  s_mov_b32 s0, 0x43000000
  v_cmp_le_f32_e64 s[0:1], s0, v19
  v_mov_b32 v45, s64
  v_cndmask_b32_e64 v47, 0, v45, s[0:1]
  v_sub_f32 v3, v19, v47
  s_mov_b32 s2, 0xc2fc0000
  v_cmp_gt_f32_e64 s[2:3], s2, v3
  s_mov_b32 s4, 0x42800000
  v_mov_b32 v4, s4
  v_cndmask_b32_e64 v4, 0, v4, s[2:3]
  v_add_f32 v3, v3, v4
  v_exp_f32 v3, v3
  s_mov_b32 s4, 0x1f800000
  v_mov_b32 v4, s4
  v_mov_b32 v6, s64
  v_cndmask_b32_e64 v9, v6, v4, s[2:3]
  v_mul_f32 v10, v3, v9
  v_fma_f32 v12, v10, v40, v10
  s_mov_b32 s28, 0x7f800000
  v_cmp_eq_f32_e64 s[32:33], s28, v10
  v_cndmask_b32_e64 v18, v12, v10, s[32:33]
  s_mov_b32 s40, 0x40000000
  v_mov_b32 v22, s40
  v_mov_b32 v24, s64
  v_cndmask_b32_e64 v26, v24, v22, s[0:1]
  v_mul_f32 v28, v18, v26
  s_mov_b32 s60, 0x3fb8aa3b
  v_mul_f32 v32, s60, v33
  v_fma_f32 v34, v33, s60, -v32
  s_mov_b32 s0, 0x32a57060
  v_fma_f32 v38, v33, s0, v34
  s_mov_b32 s0, 0x7fffffff
  v_and_b32 v42, s0, v38
  s_mov_b32 s0, 0x3f800000
  v_cmp_gt_f32_e64 s[2:3], s0, v42
  v_cndmask_b32_e64 v3, 0, v38, s[2:3]
  s_mov_b32 s2, 0x3f317218
  v_mul_f32 v3, s2, v3
  s_mov_b32 s2, 0x43000000
  v_cmp_le_f32_e64 s[2:3], s2, v32
  v_mov_b32 v4, s0
  v_cndmask_b32_e64 v4, 0, v4, s[2:3]
  v_sub_f32 v4, v32, v4
  s_mov_b32 s4, 0xc2fc0000
  v_cmp_gt_f32_e64 s[6:7], s4, v4
  s_mov_b32 s10, 0x42800000
  v_mov_b32 v7, s10
  v_cndmask_b32_e64 v9, 0, v7, s[6:7]
  v_add_f32 v11, v4, v9
  v_exp_f32 v13, v11
  s_mov_b32 s30, 0x1f800000
  v_mov_b32 v17, s30
  v_mov_b32 v19, s0
  v_cndmask_b32_e64 v21, v19, v17, s[6:7]
  v_mul_f32 v23, v13, v21
  v_fma_f32 v25, v23, v3, v23
  s_mov_b32 s56, 0x7f800000
  v_cmp_eq_f32_e64 s[60:61], s56, v23
  v_cndmask_b32_e64 v31, v25, v23, s[60:61]
  s_mov_b32 s68, 0x40000000
  v_mov_b32 v36, s68
  v_mov_b32 v38, s0
  v_cndmask_b32_e64 v40, v38, v36, s[2:3]
  v_mul_f32 v41, v31, v40
  s_mov_b32 s0, 0x3fb8aa3b
  v_mul_f32 v45, s0, v35
  v_fma_f32 v47, v35, s0, -v45
  s_mov_b32 s0, 0x32a57060
  v_fma_f32 v3, v35, s0, v47
  s_mov_b32 s0, 0x7fffffff
  v_and_b32 v4, s0, v3
  s_mov_b32 s0, 0x3f800000
  v_cmp_gt_f32_e64 s[2:3], s0, v4
  v_cndmask_b32_e64 v3, 0, v3, s[2:3]
  s_mov_b32 s2, 0x3f317218
  v_mul_f32 v3, s2, v3
  s_mov_b32 s8, 0x43000000
  v_cmp_le_f32_e64 s[12:13], s8, v45
  v_mov_b32 v9, s0
  v_cndmask_b32_e64 v10, 0, v9, s[12:13]
  v_sub_f32 v12, v45, v10
  s_mov_b32 s28, 0xc2fc0000
  v_cmp_gt_f32_e64 s[32:33], s28, v12
  s_mov_b32 s36, 0x42800000
  v_mov_b32 v20, s36
  v_cndmask_b32_e64 v22, 0, v20, s[32:33]
  v_add_f32 v24, v12, v22
  v_exp_f32 v26, v24
  s_mov_b32 s56, 0x1f800000
  v_mov_b32 v30, s56
  v_mov_b32 v32, s0
  v_cndmask_b32_e64 v34, v32, v30, s[32:33]
  v_mul_f32 v36, v26, v34
  v_fma_f32 v38, v36, v3, v36
  s_mov_b32 s2, 0x7f800000
  v_cmp_eq_f32_e64 s[2:3], s2, v36
  v_cndmask_b32_e64 v44, v38, v36, s[2:3]
  s_mov_b32 s2, 0x40000000
  v_mov_b32 v3, s2
  v_mov_b32 v4, s0
  v_cndmask_b32_e64 v3, v4, v3, s[12:13]
  v_mul_f32 v3, v44, v3
  s_mov_b32 s0, 0x3fb8aa3b
  v_mul_f32 v4, s0, v37
  v_fma_f32 v5, v37, s0, -v4
  s_mov_b32 s0, 0x32a57060
  v_fma_f32 v5, v37, s0, v5
  s_mov_b32 s6, 0x7fffffff
  v_and_b32 v6, s6, v5
  s_mov_b32 s14, 0x3f800000
  v_cmp_gt_f32_e64 s[18:19], s14, v6
  v_cndmask_b32_e64 v11, 0, v5, s[18:19]
  s_mov_b32 s26, 0x3f317218
  v_mul_f32 v16, s26, v11
  s_mov_b32 s34, 0x43000000
  v_cmp_le_f32_e64 s[40:41], s34, v4
  v_mov_b32 v21, s14
  v_cndmask_b32_e64 v23, 0, v21, s[40:41]
  v_sub_f32 v25, v4, v23
  s_mov_b32 s56, 0xc2fc0000
  v_cmp_gt_f32_e64 s[60:61], s56, v25
  s_mov_b32 s64, 0x42800000
  v_mov_b32 v33, s64
  v_cndmask_b32_e64 v35, 0, v33, s[60:61]
  v_add_f32 v37, v25, v35
  v_exp_f32 v40, v37
  s_mov_b32 s0, 0x1f800000
  v_mov_b32 v43, s0
  v_mov_b32 v45, s14
  v_cndmask_b32_e64 v47, v45, v43, s[60:61]
  v_mul_f32 v4, v40, v47
  v_fma_f32 v5, v4, v16, v4
  s_mov_b32 s0, 0x7f800000
  v_cmp_eq_f32_e64 s[0:1], s0, v4
  v_cndmask_b32_e64 v4, v5, v4, s[0:1]
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v5, s0
  v_mov_b32 v6, s14
  v_cndmask_b32_e64 v5, v6, v5, s[40:41]
  v_mul_f32 v4, v4, v5
  s_mov_b32 s12, 0x3fb8aa3b
  v_mul_f32 v9, s12, v39
  v_fma_f32 v10, v39, s12, -v9
  s_mov_b32 s24, 0x32a57060
  v_fma_f32 v14, v39, s24, v10
  s_mov_b32 s32, 0x7fffffff
  v_and_b32 v18, s32, v14
  s_mov_b32 s40, 0x3f800000
  v_cmp_gt_f32_e64 s[44:45], s40, v18
  v_cndmask_b32_e64 v24, 0, v14, s[44:45]
  s_mov_b32 s52, 0x3f317218
  v_mul_f32 v29, s52, v24
  s_mov_b32 s60, 0x43000000
  v_cmp_le_f32_e64 s[64:65], s60, v9
  v_mov_b32 v34, s40
  v_cndmask_b32_e64 v36, 0, v34, s[64:65]
  v_sub_f32 v38, v9, v36
  s_mov_b32 s0, 0xc2fc0000
  v_cmp_gt_f32_e64 s[0:1], s0, v38
  s_mov_b32 s2, 0x42800000
  v_mov_b32 v46, s2
  v_cndmask_b32_e64 v5, 0, v46, s[0:1]
  v_add_f32 v5, v38, v5
  v_exp_f32 v5, v5
  s_mov_b32 s2, 0x1f800000
  v_mov_b32 v6, s2
  v_mov_b32 v7, s40
  v_cndmask_b32_e64 v6, v7, v6, s[0:1]
  v_mul_f32 v5, v5, v6
  v_fma_f32 v6, v5, v29, v5
  s_mov_b32 s6, 0x7f800000
  v_cmp_eq_f32_e64 s[10:11], s6, v5
  v_cndmask_b32_e64 v7, v6, v5, s[10:11]
  s_mov_b32 s18, 0x40000000
  v_mov_b32 v11, s18
  v_mov_b32 v13, s40
  v_cndmask_b32_e64 v16, v13, v11, s[64:65]
  v_mul_f32 v17, v7, v16
  v_add_f32 v19, v1, v2
  v_add_f32 v21, v19, v15
  v_add_f32 v23, v21, v28
  v_add_f32 v25, v23, v41
  v_add_f32 v27, v25, v3
  v_add_f32 v29, v27, v4
  v_add_f32 v31, v29, v17
  v_and_b32 v33, 63, v0
  v_xor_b32 v35, 1, v33
  v_lshlrev_b32 v37, 2, v35
  ds_bpermute_b32 v39, v37, v31
  s_waitcnt lgkmcnt(0)
  v_add_f32 v42, v31, v39
  v_and_b32 v43, 63, v0
  v_xor_b32 v45, 2, v43
  v_lshlrev_b32 v47, 2, v45
  ds_bpermute_b32 v5, v47, v42
  s_waitcnt lgkmcnt(0)
  v_add_f32 v5, v42, v5
  v_and_b32 v6, 63, v0
  v_xor_b32 v6, 4, v6
  v_lshlrev_b32 v6, 2, v6
  ds_bpermute_b32 v6, v6, v5
  s_waitcnt lgkmcnt(0)
  v_add_f32 v5, v5, v6
  v_and_b32 v6, 63, v0
  v_xor_b32 v6, 8, v6
  v_lshlrev_b32 v6, 2, v6
  ds_bpermute_b32 v6, v6, v5
  s_waitcnt lgkmcnt(0)
  v_add_f32 v9, v5, v6
  v_and_b32 v10, 63, v0
  v_xor_b32 v12, 16, v10
  v_lshlrev_b32 v14, 2, v12
  ds_bpermute_b32 v16, v14, v9
  s_waitcnt lgkmcnt(0)
  v_add_f32 v18, v9, v16
  v_and_b32 v20, 63, v0
  v_xor_b32 v22, 32, v20
  v_lshlrev_b32 v24, 2, v22
  ds_bpermute_b32 v26, v24, v18
  s_waitcnt lgkmcnt(0)
  v_add_f32 v29, v18, v26
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s64, 4
  v_mul_lo_u32 v33, v8, s64
  s_mov_b32 s70, 0
  v_add_u32 v37, v33, s70
  s_mov_b32 s0, 0x400
  v_add_u32 v42, v37, s0
  ds_write_b32 v42, v29
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s2, 0xffffffbf
  v_and_b32 v47, v8, s2
  v_or_b32 v0, v47, s70
  v_mul_lo_u32 v0, v0, s64
  v_add_u32 v0, v0, s70
  v_add_u32 v0, v0, s0
  ds_read_b32 v0, v0
  s_mov_b32 s2, 64
  v_or_b32 v5, v47, s2
  v_mul_lo_u32 v5, v5, s64
  v_add_u32 v5, v5, s70
  v_add_u32 v5, v5, s0
  ds_read_b32 v6, v5
  s_waitcnt lgkmcnt(0)
  v_add_f32 v9, v0, v6
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_div_scale_f32 v11, vcc, v9, v9, v1
  v_div_scale_f32 v13, vcc, v1, v9, v1
  v_rcp_f32 v16, v11
  s_mov_b32 s34, 0x3f800000
  v_fma_f32 v19, -v11, v16, s34
  v_fma_f32 v21, v19, v16, v16
  v_mul_f32 v23, v13, v21
  v_fma_f32 v25, -v11, v23, v13
  v_fma_f32 v27, v25, v21, v23
  v_fma_f32 v29, -v11, v27, v13
  s_nop 3
  v_div_fmas_f32 v31, v29, v21, v27
  v_div_fixup_f32 v33, v31, v9, v1
  v_div_scale_f32 v35, vcc, v9, v9, v2
  v_div_scale_f32 v37, vcc, v2, v9, v2
  v_rcp_f32 v39, v35
  s_nop 0
  v_fma_f32 v42, -v35, v39, s34
  v_fma_f32 v43, v42, v39, v39
  v_mul_f32 v45, v37, v43
  v_fma_f32 v47, -v35, v45, v37
  v_fma_f32 v0, v47, v43, v45
  v_fma_f32 v1, -v35, v0, v37
  s_nop 3
  v_div_fmas_f32 v0, v1, v43, v0
  v_div_fixup_f32 v0, v0, v9, v2
  v_div_scale_f32 v1, vcc, v9, v9, v15
  v_div_scale_f32 v2, vcc, v15, v9, v15
  v_rcp_f32 v5, v1
  s_nop 0
  v_fma_f32 v6, -v1, v5, s34
  v_fma_f32 v5, v6, v5, v5
  v_mul_f32 v6, v2, v5
  v_fma_f32 v7, -v1, v6, v2
  v_fma_f32 v10, v7, v5, v6
  v_fma_f32 v11, -v1, v10, v2
  s_nop 3
  v_div_fmas_f32 v12, v11, v5, v10
  v_div_fixup_f32 v14, v12, v9, v15
  v_div_scale_f32 v16, vcc, v9, v9, v28
  v_div_scale_f32 v18, vcc, v28, v9, v28
  v_rcp_f32 v20, v16
  s_mov_b32 s44, 0x3f800000
  v_fma_f32 v24, -v16, v20, s44
  v_fma_f32 v26, v24, v20, v20
  v_mul_f32 v29, v18, v26
  v_fma_f32 v30, -v16, v29, v18
  v_fma_f32 v32, v30, v26, v29
  v_fma_f32 v34, -v16, v32, v18
  s_nop 3
  v_div_fmas_f32 v36, v34, v26, v32
  v_div_fixup_f32 v38, v36, v9, v28
  v_div_scale_f32 v40, vcc, v9, v9, v41
  v_div_scale_f32 v42, vcc, v41, v9, v41
  v_rcp_f32 v44, v40
  s_nop 0
  v_fma_f32 v46, -v40, v44, s44
  v_fma_f32 v1, v46, v44, v44
  v_mul_f32 v2, v42, v1
  v_fma_f32 v5, -v40, v2, v42
  v_fma_f32 v2, v5, v1, v2
  v_fma_f32 v5, -v40, v2, v42
  s_nop 3
  v_div_fmas_f32 v1, v5, v1, v2
  v_div_fixup_f32 v1, v1, v9, v41
  v_div_scale_f32 v2, vcc, v9, v9, v3
  v_div_scale_f32 v5, vcc, v3, v9, v3
  v_rcp_f32 v6, v2
  s_nop 0
  v_fma_f32 v7, -v2, v6, s44
  v_fma_f32 v7, v7, v6, v6
  v_mul_f32 v10, v5, v7
  v_fma_f32 v11, -v2, v10, v5
  v_fma_f32 v13, v11, v7, v10
  v_fma_f32 v15, -v2, v13, v5
  s_nop 3
  v_div_fmas_f32 v18, v15, v7, v13
  v_div_fixup_f32 v19, v18, v9, v3
  v_div_scale_f32 v21, vcc, v9, v9, v4
  v_div_scale_f32 v23, vcc, v4, v9, v4
  v_rcp_f32 v25, v21
  s_mov_b32 s56, 0x3f800000
  v_fma_f32 v29, -v21, v25, s56
  v_fma_f32 v31, v29, v25, v25
  v_mul_f32 v34, v23, v31
  v_fma_f32 v35, -v21, v34, v23
  v_fma_f32 v37, v35, v31, v34
  v_fma_f32 v39, -v21, v37, v23
  s_nop 3
  v_div_fmas_f32 v41, v39, v31, v37
  v_div_fixup_f32 v43, v41, v9, v4
  v_div_scale_f32 v45, vcc, v9, v9, v17
  v_div_scale_f32 v47, vcc, v17, v9, v17
  v_rcp_f32 v2, v45
  s_nop 0
  v_fma_f32 v3, -v45, v2, s56
  v_fma_f32 v2, v3, v2, v2
  v_mul_f32 v3, v47, v2
  v_fma_f32 v4, -v45, v3, v47
  v_fma_f32 v3, v4, v2, v3
  v_fma_f32 v4, -v45, v3, v47
  s_nop 3
  v_div_fmas_f32 v2, v4, v2, v3
  v_div_fixup_f32 v2, v2, v9, v17
  v_bfe_u32 v4, v33, 16, 1
  s_mov_b32 s12, 0x7fff
  v_add3_u32 v9, v33, s12, v4
  v_lshrrev_b32 v10, 16, v9
  v_cmp_u_f32_e64 s[24:25], v33, v33
  s_mov_b32 s28, 0x7fc0
  v_mov_b32 v16, s28
  v_cndmask_b32_e64 v18, v10, v16, s[24:25]
  v_bfe_u32 v20, v0, 16, 1
  v_add3_u32 v22, v0, s12, v20
  v_lshrrev_b32 v24, 16, v22
  v_cmp_u_f32_e64 s[52:53], v0, v0
  v_mov_b32 v28, s28
  v_cndmask_b32_e64 v30, v24, v28, s[52:53]
  v_bfe_u32 v32, v14, 16, 1
  v_add3_u32 v34, v14, s12, v32
  v_lshrrev_b32 v36, 16, v34
  v_cmp_u_f32_e64 s[0:1], v14, v14
  v_mov_b32 v40, s28
  v_cndmask_b32_e64 v42, v36, v40, s[0:1]
  v_bfe_u32 v44, v38, 16, 1
  v_add3_u32 v46, v38, s12, v44
  v_lshrrev_b32 v0, 16, v46
  v_cmp_u_f32_e64 s[0:1], v38, v38
  v_mov_b32 v3, s28
  v_cndmask_b32_e64 v0, v0, v3, s[0:1]
  v_bfe_u32 v3, v1, 16, 1
  s_mov_b32 s0, 0x7fff
  v_add3_u32 v3, v1, s0, v3
  v_lshrrev_b32 v3, 16, v3
  v_cmp_u_f32_e64 s[2:3], v1, v1
  s_mov_b32 s6, 0x7fc0
  v_mov_b32 v5, s6
  v_cndmask_b32_e64 v7, v3, v5, s[2:3]
  v_bfe_u32 v9, v19, 16, 1
  v_add3_u32 v11, v19, s0, v9
  v_lshrrev_b32 v13, 16, v11
  v_cmp_u_f32_e64 s[30:31], v19, v19
  v_mov_b32 v17, s6
  v_cndmask_b32_e64 v19, v13, v17, s[30:31]
  v_bfe_u32 v21, v43, 16, 1
  v_add3_u32 v23, v43, s0, v21
  v_lshrrev_b32 v25, 16, v23
  v_cmp_u_f32_e64 s[56:57], v43, v43
  v_mov_b32 v29, s6
  v_cndmask_b32_e64 v31, v25, v29, s[56:57]
  v_bfe_u32 v33, v2, 16, 1
  v_add3_u32 v35, v2, s0, v33
  v_lshrrev_b32 v37, 16, v35
  v_cmp_u_f32_e64 s[0:1], v2, v2
  v_mov_b32 v41, s6
  v_cndmask_b32_e64 v43, v37, v41, s[0:1]
  s_mov_b32 s0, 0x80
  v_and_b32 v47, v8, s0
  s_mov_b32 s0, 0
  v_cmp_eq_u32_e64 s[0:1], v47, s0
  s_and_b64 s[2:3], s[0:1], s[38:39]
  s_and_saveexec_b64 s[72:73], s[2:3]
  global_store_short v[66:67], v18, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[2:3], s[0:1], s[42:43]
  s_and_saveexec_b64 s[72:73], s[2:3]
  global_store_short v[74:75], v30, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[2:3], s[0:1], s[46:47]
  s_and_saveexec_b64 s[72:73], s[2:3]
  global_store_short v[48:49], v42, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[2:3], s[0:1], s[50:51]
  s_and_saveexec_b64 s[72:73], s[2:3]
  global_store_short v[50:51], v0, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[4:5], s[0:1], s[54:55]
  s_and_saveexec_b64 s[72:73], s[4:5]
  global_store_short v[52:53], v7, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[10:11], s[0:1], s[58:59]
  s_and_saveexec_b64 s[72:73], s[10:11]
  global_store_short v[54:55], v19, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[16:17], s[0:1], s[62:63]
  s_and_saveexec_b64 s[72:73], s[16:17]
  global_store_short v[56:57], v31, off
  s_mov_b64 exec, s[72:73]
  s_and_b64 s[22:23], s[0:1], s[66:67]
  s_and_saveexec_b64 s[72:73], s[22:23]
  global_store_short v[62:63], v43, off
  s_mov_b64 exec, s[72:73]
  s_endpgm
.Lsoftmax_bf16_end:
.size softmax_bf16, .Lsoftmax_bf16_end-softmax_bf16
; 74 SGPRs, 76 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

.rodata
.p2align 6
.amdhsa_kernel softmax_bf16
  .amdhsa_group_segment_fixed_size 2048
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 36
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 76
  .amdhsa_next_free_sgpr 74
  .amdhsa_accum_offset 76
  .amdhsa_tg_split 0
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 3
  .amdhsa_ieee_mode 1
  .amdhsa_dx10_clamp 1
.end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.kernels:
  - .name: softmax_bf16
    .symbol: softmax_bf16.kd
    .kernarg_segment_size: 36
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 2048
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 74
    .vgpr_count: 76
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
        .size: 4
        .value_kind: by_value
      - .offset: 20
        .size: 4
        .value_kind: by_value
      - .offset: 24
        .size: 4
        .value_kind: hidden_block_count_x
      - .offset: 28
        .size: 4
        .value_kind: hidden_block_count_y
      - .offset: 32
        .size: 4
        .value_kind: hidden_block_count_z
amdhsa.version:
  - 1
  - 2
amdhsa.target: amdgcn-amd-amdhsa--gfx942
...
.end_amdgpu_metadata
