.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.amdhsa_code_object_version 5
.text
.globl softmax
.p2align 8
.type softmax,@function
softmax:
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
  s_mov_b32 s40, 0xff
  v_and_b32 v22, v8, s40
  s_mov_b32 s48, 2
  v_lshlrev_b32 v26, s48, v22
  s_cmp_ge_u32 s48, 32
  s_cselect_b64 s[58:59], -1, 0
  v_cndmask_b32_e64 v31, v26, 0, s[58:59]
  s_mov_b32 s66, 0
  v_add_u32 v35, v31, s66
  s_mov_b32 s74, 1
  v_add_u32 v39, v35, s74
  s_mov_b32 s82, 2
  v_add_u32 v43, v35, s82
  s_mov_b32 s90, 3
  v_add_u32 v47, v35, s90
  v_add_u32 v50, s36, v35
  v_add_u32 v51, s36, v39
  v_add_u32 v54, s36, v43
  v_add_u32 v55, s36, v47
  s_mov_b32 s0, 4
  v_mul_lo_u32 v59, v50, s0
  v_mul_hi_i32 v61, v50, s0
  v_mov_b32 v64, s20
  v_mov_b32 v65, s21
  v_add_co_u32 v68, vcc, v64, v59
  v_addc_co_u32 v69, vcc, v65, v61, vcc
  s_mov_b32 s8, 4
  v_mul_lo_u32 v6, v51, s8
  v_mul_hi_i32 v9, v51, s8
  v_mov_b32 v84, s20
  v_mov_b32 v85, s21
  v_add_co_u32 v88, vcc, v84, v6
  v_addc_co_u32 v89, vcc, v85, v9, vcc
  s_mov_b32 s28, 4
  v_mul_lo_u32 v16, v54, s28
  v_mul_hi_i32 v18, v54, s28
  v_mov_b32 v104, s20
  v_mov_b32 v105, s21
  v_add_co_u32 v108, vcc, v104, v16
  v_addc_co_u32 v109, vcc, v105, v18, vcc
  s_mov_b32 s48, 4
  v_mul_lo_u32 v26, v55, s48
  v_mul_hi_i32 v28, v55, s48
  v_mov_b32 v124, s20
  v_mov_b32 v125, s21
  v_add_co_u32 v128, vcc, v124, v26
  v_addc_co_u32 v129, vcc, v125, v28, vcc
  v_cmp_lt_i32_e64 s[68:69], v35, s32
  v_cmp_lt_i32_e64 s[72:73], v39, s32
  v_cmp_lt_i32_e64 s[76:77], v43, s32
  v_cmp_lt_i32_e64 s[80:81], v47, s32
  s_mov_b32 s84, 0xff800000
  v_mov_b32 v46, s84
  v_mov_b32 v45, v46
  s_and_saveexec_b64 s[100:101], s[68:69]
  global_load_dword v45, v[68:69], off
  s_mov_b64 exec, s[100:101]
  v_mov_b32 v52, s84
  v_mov_b32 v49, v52
  s_and_saveexec_b64 s[100:101], s[72:73]
  global_load_dword v49, v[88:89], off
  s_mov_b64 exec, s[100:101]
  v_mov_b32 v56, s84
  v_mov_b32 v53, v56
  s_and_saveexec_b64 s[100:101], s[76:77]
  global_load_dword v53, v[108:109], off
  s_mov_b64 exec, s[100:101]
  v_mov_b32 v58, s84
  v_mov_b32 v57, v58
  s_and_saveexec_b64 s[100:101], s[80:81]
  global_load_dword v57, v[128:129], off
  s_mov_b64 exec, s[100:101]
  s_mov_b32 s0, 4
  v_mul_lo_u32 v62, v50, s0
  v_mul_hi_i32 v1, v50, s0
  v_mov_b32 v70, s24
  v_mov_b32 v71, s25
  v_add_co_u32 v74, vcc, v70, v62
  v_addc_co_u32 v75, vcc, v71, v1, vcc
  s_mov_b32 s14, 4
  v_mul_lo_u32 v9, v51, s14
  v_mul_hi_i32 v11, v51, s14
  v_mov_b32 v90, s24
  v_mov_b32 v91, s25
  v_add_co_u32 v94, vcc, v90, v9
  v_addc_co_u32 v95, vcc, v91, v11, vcc
  s_mov_b32 s34, 4
  v_mul_lo_u32 v19, v54, s34
  v_mul_hi_i32 v21, v54, s34
  v_mov_b32 v110, s24
  v_mov_b32 v111, s25
  v_add_co_u32 v114, vcc, v110, v19
  v_addc_co_u32 v115, vcc, v111, v21, vcc
  s_mov_b32 s54, 4
  v_mul_lo_u32 v29, v55, s54
  v_mul_hi_i32 v31, v55, s54
  v_mov_b32 v130, s24
  v_mov_b32 v131, s25
  v_add_co_u32 v134, vcc, v130, v29
  v_addc_co_u32 v135, vcc, v131, v31, vcc
  s_waitcnt vmcnt(0)
  v_max_f32 v37, v45, v45
  v_max_f32 v39, v49, v49
  v_max_f32 v41, v37, v39
  v_cmp_eq_f32_e64 s[86:87], v45, v49
  v_and_b32 v46, v45, v49
  v_cndmask_b32_e64 v47, v41, v46, s[86:87]
  v_max_f32 v50, v47, v47
  v_max_f32 v51, v53, v53
  v_max_f32 v54, v50, v51
  v_cmp_eq_f32_e64 s[0:1], v47, v53
  v_and_b32 v58, v47, v53
  v_cndmask_b32_e64 v59, v54, v58, s[0:1]
  v_max_f32 v61, v59, v59
  v_max_f32 v1, v57, v57
  v_max_f32 v2, v61, v1
  v_cmp_eq_f32_e64 s[8:9], v59, v57
  v_and_b32 v6, v59, v57
  v_cndmask_b32_e64 v9, v2, v6, s[8:9]
  v_and_b32 v10, 63, v0
  v_xor_b32 v12, 1, v10
  v_lshlrev_b32 v14, 2, v12
  ds_bpermute_b32 v16, v14, v9
  v_max_f32 v18, v9, v9
  s_waitcnt lgkmcnt(0)
  v_max_f32 v20, v16, v16
  v_max_f32 v22, v18, v20
  v_cmp_eq_f32_e64 s[48:49], v9, v16
  v_and_b32 v26, v9, v16
  v_cndmask_b32_e64 v28, v22, v26, s[48:49]
  v_and_b32 v30, 63, v0
  v_xor_b32 v32, 2, v30
  v_lshlrev_b32 v34, 2, v32
  ds_bpermute_b32 v36, v34, v28
  v_max_f32 v38, v28, v28
  s_waitcnt lgkmcnt(0)
  v_max_f32 v40, v36, v36
  v_max_f32 v42, v38, v40
  v_cmp_eq_f32_e64 s[88:89], v28, v36
  v_and_b32 v46, v28, v36
  v_cndmask_b32_e64 v48, v42, v46, s[88:89]
  v_and_b32 v50, 63, v0
  v_xor_b32 v52, 4, v50
  v_lshlrev_b32 v54, 2, v52
  ds_bpermute_b32 v56, v54, v48
  v_max_f32 v58, v48, v48
  s_waitcnt lgkmcnt(0)
  v_max_f32 v60, v56, v56
  v_max_f32 v62, v58, v60
  v_cmp_eq_f32_e64 s[2:3], v48, v56
  v_and_b32 v3, v48, v56
  v_cndmask_b32_e64 v5, v62, v3, s[2:3]
  v_and_b32 v7, 63, v0
  v_xor_b32 v9, 8, v7
  v_lshlrev_b32 v11, 2, v9
  ds_bpermute_b32 v13, v11, v5
  v_max_f32 v15, v5, v5
  s_waitcnt lgkmcnt(0)
  v_max_f32 v17, v13, v13
  v_max_f32 v19, v15, v17
  v_cmp_eq_f32_e64 s[42:43], v5, v13
  v_and_b32 v23, v5, v13
  v_cndmask_b32_e64 v25, v19, v23, s[42:43]
  v_and_b32 v27, 63, v0
  v_xor_b32 v29, 16, v27
  v_lshlrev_b32 v31, 2, v29
  ds_bpermute_b32 v33, v31, v25
  v_max_f32 v35, v25, v25
  s_waitcnt lgkmcnt(0)
  v_max_f32 v37, v33, v33
  v_max_f32 v39, v35, v37
  v_cmp_eq_f32_e64 s[82:83], v25, v33
  v_and_b32 v43, v25, v33
  v_cndmask_b32_e64 v46, v39, v43, s[82:83]
  v_and_b32 v47, 63, v0
  v_xor_b32 v50, 32, v47
  v_lshlrev_b32 v51, 2, v50
  ds_bpermute_b32 v54, v51, v46
  v_max_f32 v55, v46, v46
  s_waitcnt lgkmcnt(0)
  v_max_f32 v58, v54, v54
  v_max_f32 v59, v55, v58
  v_cmp_eq_f32_e64 s[0:1], v46, v54
  v_and_b32 v1, v46, v54
  v_cndmask_b32_e64 v2, v59, v1, s[0:1]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s10, 4
  v_mul_lo_u32 v7, v8, s10
  s_mov_b32 s18, 0
  v_add_u32 v11, v7, s18
  ds_write_b32 v11, v2
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s30, 0xffffff3f
  v_and_b32 v17, v8, s30
  s_mov_b32 s38, 0
  v_or_b32 v21, v17, s38
  s_mov_b32 s46, 4
  v_mul_lo_u32 v25, v21, s46
  s_mov_b32 s54, 0
  v_add_u32 v29, v25, s54
  ds_read_b32 v31, v29
  s_mov_b32 s66, 64
  v_or_b32 v35, v17, s66
  s_mov_b32 s74, 4
  v_mul_lo_u32 v39, v35, s74
  s_mov_b32 s82, 0
  v_add_u32 v43, v39, s82
  ds_read_b32 v46, v43
  s_waitcnt lgkmcnt(0)
  v_max_f32 v47, v31, v31
  v_max_f32 v50, v46, v46
  v_max_f32 v51, v47, v50
  v_cmp_eq_f32_e64 s[0:1], v31, v46
  v_and_b32 v55, v31, v46
  v_cndmask_b32_e64 v58, v51, v55, s[0:1]
  s_mov_b32 s0, 0x80
  v_or_b32 v61, v17, s0
  s_mov_b32 s0, 4
  v_mul_lo_u32 v2, v61, s0
  s_mov_b32 s8, 0
  v_add_u32 v6, v2, s8
  ds_read_b32 v9, v6
  v_max_f32 v10, v58, v58
  s_waitcnt lgkmcnt(0)
  v_max_f32 v12, v9, v9
  v_max_f32 v14, v10, v12
  v_cmp_eq_f32_e64 s[32:33], v58, v9
  v_and_b32 v18, v58, v9
  v_cndmask_b32_e64 v20, v14, v18, s[32:33]
  s_mov_b32 s44, 0xc0
  v_or_b32 v24, v17, s44
  s_mov_b32 s52, 4
  v_mul_lo_u32 v28, v24, s52
  s_mov_b32 s60, 0
  v_add_u32 v32, v28, s60
  ds_read_b32 v34, v32
  v_max_f32 v36, v20, v20
  s_waitcnt lgkmcnt(0)
  v_max_f32 v38, v34, v34
  v_max_f32 v40, v36, v38
  v_cmp_eq_f32_e64 s[84:85], v20, v34
  v_and_b32 v44, v20, v34
  v_cndmask_b32_e64 v46, v40, v44, s[84:85]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_sub_f32 v50, v45, v46
  v_sub_f32 v51, v49, v46
  v_sub_f32 v53, v53, v46
  v_sub_f32 v55, v57, v46
  s_mov_b32 s2, 0x3fb8aa3b
  s_mov_b32 s0, 0x32a57060
  v_mul_f32 v61, s2, v50
  v_fma_f32 v1, v50, s2, -v61
  v_fma_f32 v2, v50, s0, v1
  s_mov_b32 s8, 0x7fffffff
  v_and_b32 v6, s8, v2
  s_mov_b32 s16, 0x3f800000
  v_cmp_gt_f32_e64 s[20:21], s16, v6
  v_cndmask_b32_e64 v12, 0, v2, s[20:21]
  s_mov_b32 s28, 0x3f317218
  v_mul_f32 v16, s28, v12
  s_mov_b32 s36, 0x43000000
  v_cmp_le_f32_e64 s[40:41], s36, v61
  s_mov_b32 s44, 0x3f800000
  v_mov_b32 v24, s44
  v_cndmask_b32_e64 v26, 0, v24, s[40:41]
  v_sub_f32 v28, v61, v26
  s_mov_b32 s60, 0xc2fc0000
  v_cmp_gt_f32_e64 s[64:65], s60, v28
  s_mov_b32 s70, 0x42800000
  v_mov_b32 v36, s70
  v_cndmask_b32_e64 v38, 0, v36, s[64:65]
  v_add_f32 v40, v28, v38
  v_exp_f32 v42, v40
  s_mov_b32 s88, 0x3f800000
  s_mov_b32 s92, 0x1f800000
  v_mov_b32 v48, s92
  v_mov_b32 v50, s88
  v_cndmask_b32_e64 v52, v50, v48, s[64:65]
  v_mul_f32 v54, v42, v52
  v_fma_f32 v56, v54, v16, v54
  s_mov_b32 s0, 0x7f800000
  v_cmp_eq_f32_e64 s[0:1], s0, v54
  v_cndmask_b32_e64 v62, v56, v54, s[0:1]
  s_mov_b32 s2, 0x40000000
  v_mov_b32 v3, s2
  v_mov_b32 v5, s44
  v_cndmask_b32_e64 v7, v5, v3, s[40:41]
  v_mul_f32 v9, v62, v7
  s_mov_b32 s22, 0x3fb8aa3b
  s_mov_b32 s26, 0x32a57060
  v_mul_f32 v15, s22, v51
  v_fma_f32 v17, v51, s22, -v15
  v_fma_f32 v19, v51, s26, v17
  s_mov_b32 s42, 0x7fffffff
  v_and_b32 v23, s42, v19
  s_mov_b32 s50, 0x3f800000
  v_cmp_gt_f32_e64 s[54:55], s50, v23
  v_cndmask_b32_e64 v29, 0, v19, s[54:55]
  s_mov_b32 s62, 0x3f317218
  v_mul_f32 v33, s62, v29
  s_mov_b32 s70, 0x43000000
  v_cmp_le_f32_e64 s[74:75], s70, v15
  s_mov_b32 s78, 0x3f800000
  v_mov_b32 v41, s78
  v_cndmask_b32_e64 v43, 0, v41, s[74:75]
  v_sub_f32 v45, v15, v43
  s_mov_b32 s94, 0xc2fc0000
  v_cmp_gt_f32_e64 s[98:99], s94, v45
  s_mov_b32 s0, 0x42800000
  v_mov_b32 v54, s0
  v_cndmask_b32_e64 v56, 0, v54, s[98:99]
  v_add_f32 v57, v45, v56
  v_exp_f32 v59, v57
  s_mov_b32 s0, 0x3f800000
  s_mov_b32 s2, 0x1f800000
  v_mov_b32 v2, s2
  v_mov_b32 v4, s0
  v_cndmask_b32_e64 v6, v4, v2, s[98:99]
  v_mul_f32 v10, v59, v6
  v_fma_f32 v11, v10, v33, v10
  s_mov_b32 s24, 0x7f800000
  v_cmp_eq_f32_e64 s[28:29], s24, v10
  v_cndmask_b32_e64 v16, v11, v10, s[28:29]
  s_mov_b32 s36, 0x40000000
  v_mov_b32 v20, s36
  v_mov_b32 v22, s78
  v_cndmask_b32_e64 v24, v22, v20, s[74:75]
  v_mul_f32 v26, v16, v24
  s_mov_b32 s56, 0x3fb8aa3b
  s_mov_b32 s60, 0x32a57060
  v_mul_f32 v32, s56, v53
  v_fma_f32 v34, v53, s56, -v32
  v_fma_f32 v36, v53, s60, v34
  s_mov_b32 s78, 0x7fffffff
  v_and_b32 v40, s78, v36
  s_mov_b32 s84, 0x3f800000
  v_cmp_gt_f32_e64 s[88:89], s84, v40
  v_cndmask_b32_e64 v46, 0, v36, s[88:89]
  s_mov_b32 s96, 0x3f317218
  v_mul_f32 v50, s96, v46
  s_mov_b32 s0, 0x43000000
  v_cmp_le_f32_e64 s[0:1], s0, v32
  s_mov_b32 s2, 0x3f800000
  v_mov_b32 v58, s2
  v_cndmask_b32_e64 v60, 0, v58, s[0:1]
  v_sub_f32 v62, v32, v60
  s_mov_b32 s4, 0xc2fc0000
  v_cmp_gt_f32_e64 s[6:7], s4, v62
  s_mov_b32 s10, 0x42800000
  v_mov_b32 v7, s10
  v_cndmask_b32_e64 v10, 0, v7, s[6:7]
  v_add_f32 v11, v62, v10
  v_exp_f32 v13, v11
  s_mov_b32 s30, 0x3f800000
  s_mov_b32 s34, 0x1f800000
  v_mov_b32 v19, s34
  v_mov_b32 v21, s30
  v_cndmask_b32_e64 v23, v21, v19, s[6:7]
  v_mul_f32 v25, v13, v23
  v_fma_f32 v27, v25, v50, v25
  s_mov_b32 s58, 0x7f800000
  v_cmp_eq_f32_e64 s[62:63], s58, v25
  v_cndmask_b32_e64 v33, v27, v25, s[62:63]
  s_mov_b32 s70, 0x40000000
  v_mov_b32 v37, s70
  v_mov_b32 v39, s2
  v_cndmask_b32_e64 v41, v39, v37, s[0:1]
  v_mul_f32 v43, v33, v41
  s_mov_b32 s90, 0x3fb8aa3b
  s_mov_b32 s94, 0x32a57060
  v_mul_f32 v49, s90, v55
  v_fma_f32 v51, v55, s90, -v49
  v_fma_f32 v53, v55, s94, v51
  s_mov_b32 s0, 0x7fffffff
  v_and_b32 v57, s0, v53
  s_mov_b32 s0, 0x3f800000
  v_cmp_gt_f32_e64 s[0:1], s0, v57
  v_cndmask_b32_e64 v1, 0, v53, s[0:1]
  s_mov_b32 s4, 0x3f317218
  v_mul_f32 v4, s4, v1
  s_mov_b32 s12, 0x43000000
  v_cmp_le_f32_e64 s[16:17], s12, v49
  s_mov_b32 s20, 0x3f800000
  v_mov_b32 v12, s20
  v_cndmask_b32_e64 v14, 0, v12, s[16:17]
  v_sub_f32 v16, v49, v14
  s_mov_b32 s36, 0xc2fc0000
  v_cmp_gt_f32_e64 s[40:41], s36, v16
  s_mov_b32 s44, 0x42800000
  v_mov_b32 v24, s44
  v_cndmask_b32_e64 v27, 0, v24, s[40:41]
  v_add_f32 v28, v16, v27
  v_exp_f32 v30, v28
  s_mov_b32 s64, 0x3f800000
  s_mov_b32 s70, 0x1f800000
  v_mov_b32 v36, s70
  v_mov_b32 v38, s64
  v_cndmask_b32_e64 v40, v38, v36, s[40:41]
  v_mul_f32 v42, v30, v40
  v_fma_f32 v44, v42, v4, v42
  s_mov_b32 s92, 0x7f800000
  v_cmp_eq_f32_e64 s[96:97], s92, v42
  v_cndmask_b32_e64 v50, v44, v42, s[96:97]
  s_mov_b32 s0, 0x40000000
  v_mov_b32 v54, s0
  v_mov_b32 v56, s20
  v_cndmask_b32_e64 v58, v56, v54, s[16:17]
  v_mul_f32 v60, v50, v58
  v_add_f32 v62, v9, v26
  v_add_f32 v1, v62, v43
  v_add_f32 v3, v1, v60
  v_and_b32 v5, 63, v0
  v_xor_b32 v7, 1, v5
  v_lshlrev_b32 v10, 2, v7
  ds_bpermute_b32 v11, v10, v3
  s_waitcnt lgkmcnt(0)
  v_add_f32 v13, v3, v11
  v_and_b32 v15, 63, v0
  v_xor_b32 v17, 2, v15
  v_lshlrev_b32 v19, 2, v17
  ds_bpermute_b32 v21, v19, v13
  s_waitcnt lgkmcnt(0)
  v_add_f32 v23, v13, v21
  v_and_b32 v25, 63, v0
  v_xor_b32 v27, 4, v25
  v_lshlrev_b32 v29, 2, v27
  ds_bpermute_b32 v31, v29, v23
  s_waitcnt lgkmcnt(0)
  v_add_f32 v33, v23, v31
  v_and_b32 v35, 63, v0
  v_xor_b32 v37, 8, v35
  v_lshlrev_b32 v39, 2, v37
  ds_bpermute_b32 v41, v39, v33
  s_waitcnt lgkmcnt(0)
  v_add_f32 v44, v33, v41
  v_and_b32 v45, 63, v0
  v_xor_b32 v47, 16, v45
  v_lshlrev_b32 v49, 2, v47
  ds_bpermute_b32 v51, v49, v44
  s_waitcnt lgkmcnt(0)
  v_add_f32 v53, v44, v51
  v_and_b32 v55, 63, v0
  v_xor_b32 v57, 32, v55
  v_lshlrev_b32 v59, 2, v57
  ds_bpermute_b32 v61, v59, v53
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v53, v61
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s6, 4
  v_mul_lo_u32 v5, v8, s6
  s_mov_b32 s14, 0
  v_add_u32 v10, v5, s14
  s_mov_b32 s22, 0x400
  v_add_u32 v13, v10, s22
  ds_write_b32 v13, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s34, 0xffffff3f
  v_and_b32 v19, v8, s34
  s_mov_b32 s42, 0
  v_or_b32 v23, v19, s42
  s_mov_b32 s50, 4
  v_mul_lo_u32 v27, v23, s50
  s_mov_b32 s58, 0
  v_add_u32 v31, v27, s58
  s_mov_b32 s66, 0x400
  v_add_u32 v35, v31, s66
  ds_read_b32 v37, v35
  s_mov_b32 s78, 64
  v_or_b32 v41, v19, s78
  s_mov_b32 s86, 4
  v_mul_lo_u32 v45, v41, s86
  s_mov_b32 s94, 0
  v_add_u32 v49, v45, s94
  s_mov_b32 s0, 0x400
  v_add_u32 v53, v49, s0
  ds_read_b32 v55, v53
  s_waitcnt lgkmcnt(0)
  v_add_f32 v57, v37, v55
  s_mov_b32 s0, 0x80
  v_or_b32 v61, v19, s0
  s_mov_b32 s0, 4
  v_mul_lo_u32 v2, v61, s0
  s_mov_b32 s8, 0
  v_add_u32 v6, v2, s8
  s_mov_b32 s16, 0x400
  v_add_u32 v10, v6, s16
  ds_read_b32 v12, v10
  s_waitcnt lgkmcnt(0)
  v_add_f32 v14, v57, v12
  s_mov_b32 s32, 0xc0
  v_or_b32 v18, v19, s32
  s_mov_b32 s40, 4
  v_mul_lo_u32 v22, v18, s40
  s_mov_b32 s48, 0
  v_add_u32 v27, v22, s48
  s_mov_b32 s56, 0x400
  v_add_u32 v30, v27, s56
  ds_read_b32 v32, v30
  s_waitcnt lgkmcnt(0)
  v_add_f32 v34, v14, v32
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s74, 0x3f800000
  v_div_scale_f32 v39, vcc, v34, v34, v9
  v_div_scale_f32 v41, vcc, v9, v34, v9
  v_rcp_f32 v44, v39
  v_fma_f32 v45, -v39, v44, s74
  v_fma_f32 v47, v45, v44, v44
  v_mul_f32 v49, v41, v47
  v_fma_f32 v51, -v39, v49, v41
  v_fma_f32 v53, v51, v47, v49
  v_fma_f32 v55, -v39, v53, v41
  s_nop 3
  v_div_fmas_f32 v57, v55, v47, v53
  v_div_fixup_f32 v59, v57, v34, v9
  s_mov_b32 s0, 0x3f800000
  v_div_scale_f32 v0, vcc, v34, v34, v26
  v_div_scale_f32 v2, vcc, v26, v34, v26
  v_rcp_f32 v4, v0
  v_fma_f32 v6, -v0, v4, s0
  v_fma_f32 v8, v6, v4, v4
  v_mul_f32 v10, v2, v8
  v_fma_f32 v12, -v0, v10, v2
  v_fma_f32 v14, v12, v8, v10
  v_fma_f32 v16, -v0, v14, v2
  s_nop 3
  v_div_fmas_f32 v18, v16, v8, v14
  v_div_fixup_f32 v20, v18, v34, v26
  s_mov_b32 s44, 0x3f800000
  v_div_scale_f32 v24, vcc, v34, v34, v43
  v_div_scale_f32 v26, vcc, v43, v34, v43
  v_rcp_f32 v28, v24
  v_fma_f32 v30, -v24, v28, s44
  v_fma_f32 v32, v30, v28, v28
  v_mul_f32 v35, v26, v32
  v_fma_f32 v36, -v24, v35, v26
  v_fma_f32 v38, v36, v32, v35
  v_fma_f32 v40, -v24, v38, v26
  s_nop 3
  v_div_fmas_f32 v42, v40, v32, v38
  v_div_fixup_f32 v44, v42, v34, v43
  s_mov_b32 s92, 0x3f800000
  v_div_scale_f32 v48, vcc, v34, v34, v60
  v_div_scale_f32 v50, vcc, v60, v34, v60
  v_rcp_f32 v52, v48
  v_fma_f32 v54, -v48, v52, s92
  v_fma_f32 v56, v54, v52, v52
  v_mul_f32 v58, v50, v56
  v_fma_f32 v61, -v48, v58, v50
  v_fma_f32 v62, v61, v56, v58
  v_fma_f32 v1, -v48, v62, v50
  s_nop 3
  v_div_fmas_f32 v3, v1, v56, v62
  v_div_fixup_f32 v5, v3, v34, v60
  s_and_saveexec_b64 s[100:101], s[68:69]
  global_store_dword v[74:75], v59, off
  s_mov_b64 exec, s[100:101]
  s_and_saveexec_b64 s[100:101], s[72:73]
  global_store_dword v[94:95], v20, off
  s_mov_b64 exec, s[100:101]
  s_and_saveexec_b64 s[100:101], s[76:77]
  global_store_dword v[114:115], v44, off
  s_mov_b64 exec, s[100:101]
  s_and_saveexec_b64 s[100:101], s[80:81]
  global_store_dword v[134:135], v5, off
  s_mov_b64 exec, s[100:101]
  s_endpgm
.Lsoftmax_end:
.size softmax, .Lsoftmax_end-softmax

.rodata
.p2align 6
.amdhsa_kernel softmax
  .amdhsa_group_segment_fixed_size 2048
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 36
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 136
  .amdhsa_next_free_sgpr 102
  .amdhsa_accum_offset 136
  .amdhsa_tg_split 0
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 3
  .amdhsa_ieee_mode 1
  .amdhsa_dx10_clamp 1
.end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.kernels:
  - .name: softmax
    .symbol: softmax.kd
    .kernarg_segment_size: 36
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 2048
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 102
    .vgpr_count: 136
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
