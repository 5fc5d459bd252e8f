.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.amdhsa_code_object_version 5
.text
.globl matmul_tf32
.p2align 8
.type matmul_tf32,@function
matmul_tf32:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v63, 0x3ff, v0
  s_load_dwordx2 s[16:17], s[0:1], 0x0
  s_load_dwordx2 s[20:21], s[0:1], 0x8
  s_load_dwordx2 s[24:25], s[0:1], 0x10
  s_load_dword s28, s[0:1], 0x18
  s_load_dword s32, s[0:1], 0x1c
  s_load_dword s36, s[0:1], 0x20
  s_load_dword s40, s[0:1], 0x24
  s_load_dword s44, s[0:1], 0x28
  s_load_dword s48, s[0:1], 0x2c
  s_mov_b32 s54, 0
  s_cmp_gt_i32 32, 0
  s_cselect_b64 s[0:1], -1, 0
  s_waitcnt lgkmcnt(0)
  s_cmp_lt_i32 0, s36
  s_cselect_b64 s[6:7], -1, 0
  s_and_b64 s[8:9], s[0:1], s[6:7]
  v_mov_b32 v4, s54
  v_mov_b32 v5, s54
  v_mov_b32 v6, s54
  v_mov_b32 v96, v6
  v_mov_b32 v7, s54
  v_mov_b32 v8, s54
  v_mov_b32 v9, s54
  v_mov_b32 v10, s54
  v_mov_b32 v11, s54
  v_mov_b32 v12, s54
  v_mov_b32 v13, s54
  v_mov_b32 v14, s54
  v_mov_b32 v15, s54
  v_mov_b32 v16, s54
  v_mov_b32 v17, s54
  v_mov_b32 v18, s54
  v_mov_b32 v19, s54
  v_mov_b32 v3, s54
  v_mov_b32 v34, s54
  v_mov_b32 v32, s54
  v_mov_b32 v30, s54
  v_mov_b32 v28, s54
  v_mov_b32 v26, s54
  v_mov_b32 v24, s54
  v_mov_b32 v22, s54
  v_mov_b32 v20, s54
  v_mov_b32 v21, s54
  v_mov_b32 v23, s54
  v_mov_b32 v25, s54
  v_mov_b32 v27, s54
  v_mov_b32 v29, s54
  v_mov_b32 v31, s54
  v_mov_b32 v33, s54
  s_cmp_lg_u64 s[8:9], 0
  s_nop 0
  s_cbranch_scc1 .Lmatmul_tf32_1
  s_branch .Lmatmul_tf32_2
.Lmatmul_tf32_1:
  s_mul_i32 s22, s2, 64
  v_lshrrev_b32 v20, 3, v63
  v_and_b32 v21, v20, 31
  v_add_u32 v20, v21, 32
  v_add_u32 v21, s22, v21
  v_add_u32 v20, s22, v20
  v_mul_lo_u32 v22, v21, s40
  v_mul_lo_u32 v24, v20, s40
  v_and_b32 v26, v63, 7
  v_lshlrev_b32 v28, 2, v26
  v_add_u32 v30, v28, 1
  v_add_u32 v32, v28, 2
  v_add_u32 v34, v28, 3
  v_add_u32 v36, v22, v28
  v_add_u32 v38, v24, v28
  v_add_u32 v40, v36, s54
  v_add_u32 v42, v38, s54
  v_lshlrev_b32 v44, 2, v40
  v_ashrrev_i32 v46, 30, v40
  v_mov_b32 v64, s16
  v_mov_b32 v65, s17
  v_add_co_u32 v66, vcc, v64, v44
  v_addc_co_u32 v67, vcc, v65, v46, vcc
  v_lshlrev_b32 v52, 2, v42
  v_ashrrev_i32 v54, 30, v42
  v_mov_b32 v68, s16
  v_mov_b32 v69, s17
  v_add_co_u32 v64, vcc, v68, v52
  v_addc_co_u32 v65, vcc, v69, v54, vcc
  v_cmp_lt_i32_e64 s[6:7], v21, s28
  v_cmp_lt_i32_e64 s[0:1], v20, s28
  v_add_u32 v1, v28, s54
  v_add_u32 v3, v30, s54
  v_add_u32 v6, v32, s54
  v_add_u32 v20, v34, s54
  v_cmp_lt_i32_e64 s[18:19], v1, s36
  v_cmp_lt_i32_e64 s[22:23], v3, s36
  v_cmp_lt_i32_e64 s[26:27], v6, s36
  v_cmp_lt_i32_e64 s[30:31], v20, s36
  v_cmp_lt_i32_e64 s[34:35], v1, s36
  v_cmp_lt_i32_e64 s[38:39], v3, s36
  v_cmp_lt_i32_e64 s[42:43], v6, s36
  v_cmp_lt_i32_e64 s[46:47], v20, s36
  s_and_b64 s[50:51], s[6:7], s[18:19]
  s_and_b64 s[56:57], s[6:7], s[22:23]
  s_and_b64 s[58:59], s[6:7], s[26:27]
  s_and_b64 s[62:63], s[6:7], s[30:31]
  s_and_b64 s[66:67], s[0:1], s[34:35]
  s_and_b64 s[70:71], s[0:1], s[38:39]
  s_and_b64 s[74:75], s[0:1], s[42:43]
  s_and_b64 s[78:79], s[0:1], s[46:47]
  v_mov_b32 v42, 0
  s_and_saveexec_b64 s[98:99], s[50:51]
  global_load_dword v42, v[66:67], off
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v44, 0
  s_and_saveexec_b64 s[98:99], s[56:57]
  global_load_dword v44, v[66:67], off offset:4
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v45, 0
  s_and_saveexec_b64 s[98:99], s[58:59]
  global_load_dword v45, v[66:67], off offset:8
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v48, 0
  s_and_saveexec_b64 s[98:99], s[62:63]
  global_load_dword v48, v[66:67], off offset:12
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v49, 0
  s_and_saveexec_b64 s[98:99], s[66:67]
  global_load_dword v49, v[64:65], off
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v51, 0
  s_and_saveexec_b64 s[98:99], s[70:71]
  global_load_dword v51, v[64:65], off offset:4
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v53, 0
  s_and_saveexec_b64 s[98:99], s[74:75]
  global_load_dword v53, v[64:65], off offset:8
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v55, 0
  s_and_saveexec_b64 s[98:99], s[78:79]
  global_load_dword v55, v[64:65], off offset:12
  s_mov_b64 exec, s[98:99]
  v_lshrrev_b32 v57, 4, v63
  v_and_b32 v59, v57, 15
  v_add_u32 v61, v59, 16
  v_mul_lo_u32 v0, v59, s44
  v_mul_lo_u32 v2, v61, s44
  s_mul_i32 s8, s4, 64
  v_and_b32 v6, v63, 15
  v_lshlrev_b32 v23, 2, v6
  v_add_u32 v21, v23, 1
  v_add_u32 v20, v23, 2
  v_add_u32 v22, v23, 3
  v_add_u32 v23, s8, v23
  v_add_u32 v21, s8, v21
  v_add_u32 v20, s8, v20
  v_add_u32 v22, s8, v22
  v_add_u32 v24, v0, v23
  v_add_u32 v26, v2, v23
  s_mul_i32 s56, s54, s44
  s_mul_i32 s60, s54, s44
  v_add_u32 v32, v24, s56
  v_add_u32 v34, v26, s60
  v_lshlrev_b32 v36, 2, v32
  v_ashrrev_i32 v38, 30, v32
  v_mov_b32 v64, s20
  v_mov_b32 v65, s21
  v_add_co_u32 v66, vcc, v64, v36
  v_addc_co_u32 v67, vcc, v65, v38, vcc
  v_lshlrev_b32 v46, 2, v34
  v_ashrrev_i32 v47, 30, v34
  v_mov_b32 v68, s20
  v_mov_b32 v69, s21
  v_add_co_u32 v64, vcc, v68, v46
  v_addc_co_u32 v65, vcc, v69, v47, vcc
  v_add_u32 v52, v59, s54
  v_add_u32 v54, v61, s54
  v_cmp_lt_i32_e64 s[22:23], v52, s36
  v_cmp_lt_i32_e64 s[18:19], v52, s36
  v_cmp_lt_i32_e64 s[12:13], v52, s36
  v_cmp_lt_i32_e64 s[0:1], v52, s36
  v_cmp_lt_i32_e64 s[8:9], v54, s36
  v_cmp_lt_i32_e64 s[6:7], v54, s36
  v_cmp_lt_i32_e64 s[10:11], v54, s36
  v_cmp_lt_i32_e64 s[14:15], v54, s36
  v_cmp_lt_i32_e64 s[50:51], v23, s32
  v_cmp_lt_i32_e64 s[52:53], v21, s32
  v_cmp_lt_i32_e64 s[26:27], v20, s32
  v_cmp_lt_i32_e64 s[30:31], v22, s32
  s_and_b64 s[34:35], s[22:23], s[50:51]
  s_and_b64 s[38:39], s[18:19], s[52:53]
  s_and_b64 s[42:43], s[12:13], s[26:27]
  s_and_b64 s[46:47], s[0:1], s[30:31]
  s_and_b64 s[50:51], s[8:9], s[50:51]
  s_and_b64 s[56:57], s[6:7], s[52:53]
  s_and_b64 s[58:59], s[10:11], s[26:27]
  s_and_b64 s[62:63], s[14:15], s[30:31]
  v_mov_b32 v33, 0
  s_and_saveexec_b64 s[98:99], s[34:35]
  global_load_dword v33, v[66:67], off
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v35, 0
  s_and_saveexec_b64 s[98:99], s[38:39]
  global_load_dword v35, v[66:67], off offset:4
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v38, 0
  s_and_saveexec_b64 s[98:99], s[42:43]
  global_load_dword v38, v[66:67], off offset:8
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v39, 0
  s_and_saveexec_b64 s[98:99], s[46:47]
  global_load_dword v39, v[66:67], off offset:12
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v41, 0
  s_and_saveexec_b64 s[98:99], s[50:51]
  global_load_dword v41, v[64:65], off
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v43, 0
  s_and_saveexec_b64 s[98:99], s[56:57]
  global_load_dword v43, v[64:65], off offset:4
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v46, 0
  s_and_saveexec_b64 s[98:99], s[58:59]
  global_load_dword v46, v[64:65], off offset:8
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v47, 0
  s_and_saveexec_b64 s[98:99], s[62:63]
  global_load_dword v47, v[64:65], off offset:12
  s_mov_b64 exec, s[98:99]
  v_and_b32 v50, 0xff, v63
  v_lshlrev_b32 v52, 2, v50
  v_mul_lo_u32 v54, v52, 4
  v_lshrrev_b32 v56, 7, v54
  v_mul_lo_u32 v57, v56, 4
  v_add_u32 v59, v54, v57
  s_waitcnt vmcnt(0)
  ds_write_b32 v59, v42
  ds_write_b32 v59, v44 offset:4
  ds_write_b32 v59, v45 offset:8
  ds_write_b32 v59, v48 offset:12
  ds_write_b32 v59, v49 offset:4224
  ds_write_b32 v59, v51 offset:4228
  ds_write_b32 v59, v53 offset:4232
  ds_write_b32 v59, v55 offset:4236
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v28, v63, 31
  v_lshlrev_b32 v20, 5, v28
  v_lshrrev_b32 v21, 5, v63
  v_and_b32 v29, v21, 1
  v_lshlrev_b32 v21, 1, v29
  v_or_b32 v20, v20, v21
  v_lshrrev_b32 v21, 6, v63
  v_and_b32 v21, v21, 1
  v_lshlrev_b32 v23, 10, v21
  v_or_b32 v25, v20, v23
  v_mul_lo_u32 v27, v25, 4
  v_lshrrev_b32 v30, 7, v27
  v_mul_lo_u32 v31, v30, 4
  v_add_u32 v34, v27, v31
  ds_read_b32 v36, v34
  ds_read_b32 v37, v34 offset:4
  ds_read_b32 v40, v34 offset:16
  ds_read_b32 v42, v34 offset:20
  ds_read_b32 v44, v34 offset:32
  ds_read_b32 v45, v34 offset:36
  ds_read_b32 v48, v34 offset:48
  ds_read_b32 v49, v34 offset:52
  ds_read_b32 v51, v34 offset:64
  ds_read_b32 v56, v34 offset:68
  ds_read_b32 v55, v34 offset:80
  ds_read_b32 v57, v34 offset:84
  ds_read_b32 v59, v34 offset:96
  ds_read_b32 v62, v34 offset:100
  ds_read_b32 v0, v34 offset:112
  ds_read_b32 v2, v34 offset:116
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshrrev_b32 v6, 13, v36
  v_and_b32 v20, v6, 1
  v_add_u32 v21, 0xfff, v36
  v_add_u32 v20, v21, v20
  v_and_b32 v20, 0xffffe000, v20
  s_mov_b32 s30, 0x7f800000
  v_and_b32 v21, 0x7f800000, v36
  v_cmp_ne_u32_e64 s[38:39], v21, s30
  v_cndmask_b32_e64 v53, v36, v20, s[38:39]
  v_mov_b32 v97, v53
  v_lshrrev_b32 v23, 13, v37
  v_and_b32 v25, v23, 1
  v_add_u32 v27, 0xfff, v37
  v_add_u32 v31, v27, v25
  v_and_b32 v31, 0xffffe000, v31
  v_and_b32 v34, 0x7f800000, v37
  v_cmp_ne_u32_e64 s[70:71], v34, s30
  v_cndmask_b32_e64 v53, v37, v31, s[70:71]
  v_mov_b32 v98, v53
  v_lshrrev_b32 v50, 13, v40
  v_and_b32 v50, v50, 1
  v_add_u32 v52, 0xfff, v40
  v_add_u32 v50, v52, v50
  v_and_b32 v50, 0xffffe000, v50
  v_and_b32 v52, 0x7f800000, v40
  v_cmp_ne_u32_e64 s[0:1], v52, s30
  v_cndmask_b32_e64 v53, v40, v50, s[0:1]
  v_lshrrev_b32 v58, 13, v42
  v_and_b32 v58, v58, 1
  v_add_u32 v60, 0xfff, v42
  v_add_u32 v61, v60, v58
  v_and_b32 v1, 0xffffe000, v61
  s_mov_b32 s6, 0x7f800000
  v_and_b32 v6, 0x7f800000, v42
  v_cmp_ne_u32_e64 s[12:13], v6, s6
  v_cndmask_b32_e64 v34, v42, v1, s[12:13]
  v_lshrrev_b32 v20, 13, v44
  v_and_b32 v20, v20, 1
  v_add_u32 v21, 0xfff, v44
  v_add_u32 v20, v21, v20
  v_and_b32 v20, 0xffffe000, v20
  v_and_b32 v21, 0x7f800000, v44
  v_cmp_ne_u32_e64 s[46:47], v21, s6
  v_cndmask_b32_e64 v24, v44, v20, s[46:47]
  v_lshrrev_b32 v26, 13, v45
  v_and_b32 v31, v26, 1
  v_add_u32 v32, 0xfff, v45
  v_add_u32 v32, v32, v31
  v_and_b32 v36, 0xffffe000, v32
  v_and_b32 v40, 0x7f800000, v45
  v_cmp_ne_u32_e64 s[76:77], v40, s6
  v_cndmask_b32_e64 v40, v45, v36, s[76:77]
  v_lshrrev_b32 v42, 13, v48
  v_and_b32 v44, v42, 1
  v_add_u32 v50, 0xfff, v48
  v_add_u32 v50, v50, v44
  v_and_b32 v50, 0xffffe000, v50
  s_mov_b32 s0, 0x7f800000
  v_and_b32 v58, 0x7f800000, v48
  v_cmp_ne_u32_e64 s[6:7], v58, s0
  v_cndmask_b32_e64 v58, v48, v50, s[6:7]
  v_lshrrev_b32 v60, 13, v49
  v_and_b32 v1, v60, 1
  v_add_u32 v3, 0xfff, v49
  v_add_u32 v3, v3, v1
  v_and_b32 v6, 0xffffe000, v3
  v_and_b32 v20, 0x7f800000, v49
  v_cmp_ne_u32_e64 s[18:19], v20, s0
  v_cndmask_b32_e64 v25, v49, v6, s[18:19]
  v_lshrrev_b32 v20, 13, v51
  v_and_b32 v20, v20, 1
  v_add_u32 v21, 0xfff, v51
  v_add_u32 v20, v21, v20
  v_and_b32 v21, 0xffffe000, v20
  v_and_b32 v23, 0x7f800000, v51
  v_cmp_ne_u32_e64 s[50:51], v23, s0
  v_cndmask_b32_e64 v27, v51, v21, s[50:51]
  v_lshrrev_b32 v31, 13, v56
  v_and_b32 v31, v31, 1
  v_add_u32 v36, 0xfff, v56
  v_add_u32 v36, v36, v31
  v_and_b32 v42, 0xffffe000, v36
  s_mov_b32 s78, 0x7f800000
  v_and_b32 v44, 0x7f800000, v56
  v_cmp_ne_u32_e64 s[86:87], v44, s78
  v_cndmask_b32_e64 v45, v56, v42, s[86:87]
  v_lshrrev_b32 v48, 13, v55
  v_and_b32 v49, v48, 1
  v_add_u32 v51, 0xfff, v55
  v_add_u32 v56, v51, v49
  v_and_b32 v56, 0xffffe000, v56
  v_and_b32 v60, 0x7f800000, v55
  v_cmp_ne_u32_e64 s[0:1], v60, s78
  v_cndmask_b32_e64 v61, v55, v56, s[0:1]
  v_lshrrev_b32 v1, 13, v57
  v_and_b32 v3, v1, 1
  v_add_u32 v6, 0xfff, v57
  v_add_u32 v6, v6, v3
  v_and_b32 v20, 0xffffe000, v6
  v_and_b32 v21, 0x7f800000, v57
  v_cmp_ne_u32_e64 s[26:27], v21, s78
  v_cndmask_b32_e64 v26, v57, v20, s[26:27]
  v_lshrrev_b32 v20, 13, v59
  v_and_b32 v20, v20, 1
  v_add_u32 v21, 0xfff, v59
  v_add_u32 v22, v21, v20
  v_and_b32 v31, 0xffffe000, v22
  s_mov_b32 s52, 0x7f800000
  v_and_b32 v32, 0x7f800000, v59
  v_cmp_ne_u32_e64 s[60:61], v32, s52
  v_cndmask_b32_e64 v32, v59, v31, s[60:61]
  v_lshrrev_b32 v36, 13, v62
  v_and_b32 v36, v36, 1
  v_add_u32 v42, 0xfff, v62
  v_add_u32 v42, v42, v36
  v_and_b32 v42, 0xffffe000, v42
  v_and_b32 v44, 0x7f800000, v62
  v_cmp_ne_u32_e64 s[92:93], v44, s52
  v_cndmask_b32_e64 v48, v62, v42, s[92:93]
  v_lshrrev_b32 v50, 13, v0
  v_and_b32 v52, v50, 1
  v_add_u32 v55, 0xfff, v0
  v_add_u32 v56, v55, v52
  v_and_b32 v59, 0xffffe000, v56
  v_and_b32 v60, 0x7f800000, v0
  v_cmp_ne_u32_e64 s[0:1], v60, s52
  v_cndmask_b32_e64 v37, v0, v59, s[0:1]
  v_lshrrev_b32 v3, 13, v2
  v_and_b32 v6, v3, 1
  v_add_u32 v21, 0xfff, v2
  v_add_u32 v21, v21, v6
  v_and_b32 v21, 0xffffe000, v21
  s_mov_b32 s26, 0x7f800000
  v_and_b32 v22, 0x7f800000, v2
  v_cmp_ne_u32_e64 s[34:35], v22, s26
  v_cndmask_b32_e64 v30, v2, v21, s[34:35]
  v_lshrrev_b32 v22, 8, v54
  v_mul_lo_u32 v23, v22, 4
  v_add_u32 v31, v54, v23
  ds_write_b32 v31, v33 offset:8448
  ds_write_b32 v31, v35 offset:8452
  ds_write_b32 v31, v38 offset:8456
  ds_write_b32 v31, v39 offset:8460
  ds_write_b32 v31, v41 offset:12608
  ds_write_b32 v31, v43 offset:12612
  ds_write_b32 v31, v46 offset:12616
  ds_write_b32 v31, v47 offset:12620
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshlrev_b32 v36, 7, v29
  v_or_b32 v38, v28, v36
  v_lshrrev_b32 v41, 7, v63
  v_and_b32 v42, v41, 1
  v_lshlrev_b32 v44, 5, v42
  v_or_b32 v46, v38, v44
  v_mul_lo_u32 v49, v46, 4
  v_lshrrev_b32 v50, 8, v49
  v_mul_lo_u32 v52, v50, 4
  v_add_u32 v54, v49, v52
  ds_read_b32 v56, v54 offset:8448
  ds_read_b32 v59, v54 offset:8708
  ds_read_b32 v60, v54 offset:9488
  ds_read_b32 v62, v54 offset:9748
  ds_read_b32 v1, v54 offset:10528
  ds_read_b32 v3, v54 offset:10788
  ds_read_b32 v22, v54 offset:11568
  ds_read_b32 v44, v54 offset:11828
  ds_read_b32 v43, v54 offset:12608
  ds_read_b32 v39, v54 offset:12868
  ds_read_b32 v36, v54 offset:13648
  ds_read_b32 v35, v54 offset:13908
  ds_read_b32 v33, v54 offset:14688
  ds_read_b32 v31, v54 offset:14948
  ds_read_b32 v29, v54 offset:15728
  ds_read_b32 v28, v54 offset:15988
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshrrev_b32 v38, 13, v56
  v_and_b32 v38, v38, 1
  v_add_u32 v41, 0xfff, v56
  v_add_u32 v38, v41, v38
  v_and_b32 v38, 0xffffe000, v38
  s_mov_b32 s72, 0x7f800000
  v_and_b32 v41, 0x7f800000, v56
  v_cmp_ne_u32_e64 s[80:81], v41, s72
  v_cndmask_b32_e64 v42, v56, v38, s[80:81]
  v_lshrrev_b32 v46, 13, v59
  v_and_b32 v46, v46, 1
  v_add_u32 v49, 0xfff, v59
  v_add_u32 v50, v49, v46
  v_and_b32 v52, 0xffffe000, v50
  v_and_b32 v54, 0x7f800000, v59
  v_cmp_ne_u32_e64 s[0:1], v54, s72
  v_cndmask_b32_e64 v59, v59, v52, s[0:1]
  v_lshrrev_b32 v0, 13, v60
  v_and_b32 v0, v0, 1
  v_add_u32 v2, 0xfff, v60
  v_add_u32 v6, v2, v0
  v_and_b32 v6, 0xffffe000, v6
  v_and_b32 v23, 0x7f800000, v60
  v_cmp_ne_u32_e64 s[18:19], v23, s72
  v_cndmask_b32_e64 v38, v60, v6, s[18:19]
  v_lshrrev_b32 v23, 13, v62
  v_and_b32 v23, v23, 1
  v_add_u32 v41, 0xfff, v62
  v_add_u32 v23, v41, v23
  v_and_b32 v23, 0xffffe000, v23
  s_mov_b32 s46, 0x7f800000
  v_and_b32 v41, 0x7f800000, v62
  v_cmp_ne_u32_e64 s[56:57], v41, s46
  v_cndmask_b32_e64 v41, v62, v23, s[56:57]
  v_lshrrev_b32 v46, 13, v1
  v_and_b32 v46, v46, 1
  v_add_u32 v47, 0xfff, v1
  v_add_u32 v46, v47, v46
  v_and_b32 v46, 0xffffe000, v46
  v_and_b32 v47, 0x7f800000, v1
  v_cmp_ne_u32_e64 s[86:87], v47, s46
  v_cndmask_b32_e64 v46, v1, v46, s[86:87]
  v_lshrrev_b32 v47, 13, v3
  v_and_b32 v49, v47, 1
  v_add_u32 v51, 0xfff, v3
  v_add_u32 v54, v51, v49
  v_and_b32 v55, 0xffffe000, v54
  v_and_b32 v57, 0x7f800000, v3
  v_cmp_ne_u32_e64 s[0:1], v57, s46
  v_cndmask_b32_e64 v62, v3, v55, s[0:1]
  v_lshrrev_b32 v0, 13, v22
  v_and_b32 v2, v0, 1
  v_add_u32 v6, 0xfff, v22
  v_add_u32 v6, v6, v2
  v_and_b32 v23, 0xffffe000, v6
  s_mov_b32 s22, 0x7f800000
  v_and_b32 v47, 0x7f800000, v22
  v_cmp_ne_u32_e64 s[30:31], v47, s22
  v_cndmask_b32_e64 v47, v22, v23, s[30:31]
  v_lshrrev_b32 v22, 13, v44
  v_and_b32 v22, v22, 1
  v_add_u32 v23, 0xfff, v44
  v_add_u32 v49, v23, v22
  v_and_b32 v49, 0xffffe000, v49
  v_and_b32 v50, 0x7f800000, v44
  v_cmp_ne_u32_e64 s[60:61], v50, s22
  v_cndmask_b32_e64 v44, v44, v49, s[60:61]
  v_lshrrev_b32 v49, 13, v43
  v_and_b32 v49, v49, 1
  v_add_u32 v50, 0xfff, v43
  v_add_u32 v49, v50, v49
  v_and_b32 v49, 0xffffe000, v49
  v_and_b32 v50, 0x7f800000, v43
  v_cmp_ne_u32_e64 s[92:93], v50, s22
  v_cndmask_b32_e64 v49, v43, v49, s[92:93]
  v_lshrrev_b32 v50, 13, v39
  v_and_b32 v52, v50, 1
  v_add_u32 v54, 0xfff, v39
  v_add_u32 v56, v54, v52
  v_and_b32 v60, 0xffffe000, v56
  s_mov_b32 s0, 0x7f800000
  v_and_b32 v0, 0x7f800000, v39
  v_cmp_ne_u32_e64 s[6:7], v0, s0
  v_cndmask_b32_e64 v3, v39, v60, s[6:7]
  v_lshrrev_b32 v6, 13, v36
  v_and_b32 v22, v6, 1
  v_add_u32 v23, 0xfff, v36
  v_add_u32 v22, v23, v22
  v_and_b32 v22, 0xffffe000, v22
  v_and_b32 v23, 0x7f800000, v36
  v_cmp_ne_u32_e64 s[34:35], v23, s0
  v_cndmask_b32_e64 v36, v36, v22, s[34:35]
  v_lshrrev_b32 v22, 13, v35
  v_and_b32 v23, v22, 1
  v_add_u32 v39, 0xfff, v35
  v_add_u32 v39, v39, v23
  v_and_b32 v39, 0xffffe000, v39
  v_and_b32 v43, 0x7f800000, v35
  v_cmp_ne_u32_e64 s[66:67], v43, s0
  v_cndmask_b32_e64 v35, v35, v39, s[66:67]
  v_lshrrev_b32 v39, 13, v33
  v_and_b32 v39, v39, 1
  v_add_u32 v43, 0xfff, v33
  v_add_u32 v43, v43, v39
  v_and_b32 v50, 0xffffe000, v43
  s_mov_b32 s94, 0x7f800000
  v_and_b32 v51, 0x7f800000, v33
  v_cmp_ne_u32_e64 s[0:1], v51, s94
  v_cndmask_b32_e64 v54, v33, v50, s[0:1]
  v_lshrrev_b32 v55, 13, v31
  v_and_b32 v57, v55, 1
  v_add_u32 v60, 0xfff, v31
  v_add_u32 v0, v60, v57
  v_and_b32 v0, 0xffffe000, v0
  v_and_b32 v2, 0x7f800000, v31
  v_cmp_ne_u32_e64 s[8:9], v2, s94
  v_cndmask_b32_e64 v31, v31, v0, s[8:9]
  v_lshrrev_b32 v22, 13, v29
  v_and_b32 v22, v22, 1
  v_add_u32 v23, 0xfff, v29
  v_add_u32 v22, v23, v22
  v_and_b32 v22, 0xffffe000, v22
  v_and_b32 v23, 0x7f800000, v29
  v_cmp_ne_u32_e64 s[42:43], v23, s94
  v_cndmask_b32_e64 v50, v29, v22, s[42:43]
  v_lshrrev_b32 v29, 13, v28
  v_and_b32 v29, v29, 1
  v_add_u32 v33, 0xfff, v28
  v_add_u32 v33, v33, v29
  v_and_b32 v33, 0xffffe000, v33
  s_mov_b32 s68, 0x7f800000
  v_and_b32 v39, 0x7f800000, v28
  v_cmp_ne_u32_e64 s[76:77], v39, s68
  v_cndmask_b32_e64 v43, v28, v33, s[76:77]
  v_mov_b32 v6, v96
  v_mov_b32 v20, v97
  v_mov_b32 v21, v98
  v_mov_b32 v22, v42
  v_mov_b32 v23, v59
  s_nop 1
  v_mfma_f32_32x32x4_xf32 v[4:19], v[20:21], v[22:23], v[4:19]
  v_mov_b32 v20, v53
  v_mov_b32 v21, v34
  v_mov_b32 v22, v38
  v_mov_b32 v23, v41
  s_nop 1
  v_mfma_f32_32x32x4_xf32 v[4:19], v[20:21], v[22:23], v[4:19]
  v_mov_b32 v20, v24
  v_mov_b32 v21, v40
  v_mov_b32 v22, v46
  v_mov_b32 v23, v62
  s_nop 1
  v_mfma_f32_32x32x4_xf32 v[4:19], v[20:21], v[22:23], v[4:19]
  v_mov_b32 v20, v58
  v_mov_b32 v21, v25
  v_mov_b32 v22, v47
  v_mov_b32 v23, v44
  s_nop 1
  v_mfma_f32_32x32x4_xf32 v[4:19], v[20:21], v[22:23], v[4:19]
  v_mov_b32 v20, v27
  v_mov_b32 v21, v45
  v_mov_b32 v22, v49
  v_mov_b32 v23, v3
  s_nop 1
  v_mfma_f32_32x32x4_xf32 v[4:19], v[20:21], v[22:23], v[4:19]
  v_mov_b32 v20, v61
  v_mov_b32 v21, v26
  v_mov_b32 v22, v36
  v_mov_b32 v23, v35
  s_nop 1
  v_mfma_f32_32x32x4_xf32 v[4:19], v[20:21], v[22:23], v[4:19]
  v_mov_b32 v20, v32
  v_mov_b32 v21, v48
  v_mov_b32 v22, v54
  v_mov_b32 v23, v31
  s_nop 1
  v_mfma_f32_32x32x4_xf32 v[4:19], v[20:21], v[22:23], v[4:19]
  v_mov_b32 v20, v37
  v_mov_b32 v21, v30
  v_mov_b32 v22, v50
  v_mov_b32 v23, v43
  s_nop 1
  v_mfma_f32_32x32x4_xf32 v[4:19], v[20:21], v[22:23], v[4:19]
  s_add_u32 s0, s54, 32
  s_cmp_gt_i32 s0, s54
  s_cselect_b64 s[6:7], -1, 0
  s_cmp_lt_i32 s0, s36
  s_cselect_b64 s[8:9], -1, 0
  s_and_b64 s[6:7], s[6:7], s[8:9]
  s_cmp_lg_u64 s[6:7], 0
  s_nop 11
  s_cbranch_scc1 .Lmatmul_tf32_5
  s_branch .Lmatmul_tf32_6
.Lmatmul_tf32_5:
  s_mov_b64 s[54:55], s[0:1]
  v_mov_b32 v96, v6
  s_nop 1
  s_branch .Lmatmul_tf32_1
.Lmatmul_tf32_6:
  v_mov_b32 v3, v4
  v_mov_b32 v20, v12
  v_mov_b32 v21, v13
  v_mov_b32 v22, v11
  v_mov_b32 v23, v14
  v_mov_b32 v24, v10
  v_mov_b32 v25, v15
  v_mov_b32 v26, v9
  v_mov_b32 v27, v16
  v_mov_b32 v28, v8
  v_mov_b32 v29, v17
  v_mov_b32 v30, v7
  v_mov_b32 v31, v18
  v_mov_b32 v32, v6
  v_mov_b32 v33, v19
  v_mov_b32 v34, v5
.Lmatmul_tf32_2:
  s_mul_i32 s6, s2, 64
  v_lshrrev_b32 v4, 5, v63
  v_and_b32 v6, v4, 1
  v_lshlrev_b32 v8, 2, v6
  v_lshrrev_b32 v10, 6, v63
  v_and_b32 v12, v10, 1
  v_lshlrev_b32 v14, 5, v12
  v_or_b32 v16, v8, v14
  v_add_u32 v18, v16, 1
  v_add_u32 v49, v16, 2
  v_add_u32 v47, v16, 3
  v_add_u32 v45, v16, 8
  v_add_u32 v43, v16, 9
  v_add_u32 v41, v16, 10
  v_add_u32 v39, v16, 11
  v_add_u32 v37, v16, 16
  v_add_u32 v35, v16, 17
  v_add_u32 v36, v16, 18
  v_add_u32 v38, v16, 19
  v_add_u32 v40, v16, 24
  v_add_u32 v42, v16, 25
  v_add_u32 v44, v16, 26
  v_add_u32 v46, v16, 27
  v_add_u32 v48, s6, v16
  v_add_u32 v50, s6, v18
  v_add_u32 v52, s6, v49
  v_add_u32 v54, s6, v47
  v_add_u32 v56, s6, v45
  v_add_u32 v58, s6, v43
  v_add_u32 v60, s6, v41
  v_add_u32 v62, s6, v39
  v_add_u32 v1, s6, v37
  v_add_u32 v4, s6, v35
  v_add_u32 v5, s6, v36
  v_add_u32 v7, s6, v38
  v_add_u32 v9, s6, v40
  v_add_u32 v11, s6, v42
  v_add_u32 v13, s6, v44
  v_add_u32 v15, s6, v46
  v_mul_lo_u32 v17, v48, s48
  v_mul_lo_u32 v19, v50, s48
  v_mul_lo_u32 v49, v52, s48
  v_mul_lo_u32 v46, v54, s48
  v_mul_lo_u32 v44, v56, s48
  v_mul_lo_u32 v42, v58, s48
  v_mul_lo_u32 v40, v60, s48
  v_mul_lo_u32 v38, v62, s48
  v_mul_lo_u32 v36, v1, s48
  v_mul_lo_u32 v35, v4, s48
  v_mul_lo_u32 v37, v5, s48
  v_mul_lo_u32 v39, v7, s48
  v_mul_lo_u32 v41, v9, s48
  v_mul_lo_u32 v43, v11, s48
  v_mul_lo_u32 v45, v13, s48
  v_mul_lo_u32 v47, v15, s48
  s_mul_i32 s0, s4, 64
  v_and_b32 v51, v63, 31
  v_lshrrev_b32 v53, 7, v63
  v_and_b32 v55, v53, 1
  v_lshlrev_b32 v57, 5, v55
  v_or_b32 v59, v51, v57
  v_add_u32 v61, s0, v59
  v_add_u32 v0, v17, v61
  v_add_u32 v2, v19, v61
  v_add_u32 v17, v49, v61
  v_add_u32 v6, v46, v61
  v_add_u32 v8, v44, v61
  v_add_u32 v10, v42, v61
  v_add_u32 v12, v40, v61
  v_add_u32 v14, v38, v61
  v_add_u32 v16, v36, v61
  v_add_u32 v18, v35, v61
  v_add_u32 v40, v37, v61
  v_add_u32 v39, v39, v61
  v_add_u32 v38, v41, v61
  v_add_u32 v37, v43, v61
  v_add_u32 v36, v45, v61
  v_add_u32 v35, v47, v61
  v_lshlrev_b32 v41, 2, v0
  v_ashrrev_i32 v42, 30, v0
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v66, vcc, v64, v41
  v_addc_co_u32 v67, vcc, v65, v42, vcc
  v_mov_b32 v96, v66
  v_mov_b32 v97, v67
  v_lshlrev_b32 v41, 2, v2
  v_ashrrev_i32 v42, 30, v2
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v66, vcc, v64, v41
  v_addc_co_u32 v67, vcc, v65, v42, vcc
  v_lshlrev_b32 v49, 2, v17
  v_ashrrev_i32 v51, 30, v17
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v68, vcc, v64, v49
  v_addc_co_u32 v69, vcc, v65, v51, vcc
  v_lshlrev_b32 v57, 2, v6
  v_ashrrev_i32 v59, 30, v6
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v70, vcc, v64, v57
  v_addc_co_u32 v71, vcc, v65, v59, vcc
  v_lshlrev_b32 v2, 2, v8
  v_ashrrev_i32 v6, 30, v8
  v_mov_b32 v74, s24
  v_mov_b32 v75, s25
  v_add_co_u32 v78, vcc, v74, v2
  v_addc_co_u32 v79, vcc, v75, v6, vcc
  v_lshlrev_b32 v17, 2, v10
  v_ashrrev_i32 v19, 30, v10
  v_mov_b32 v90, s24
  v_mov_b32 v91, s25
  v_add_co_u32 v94, vcc, v90, v17
  v_addc_co_u32 v95, vcc, v91, v19, vcc
  v_lshlrev_b32 v17, 2, v12
  v_ashrrev_i32 v19, 30, v12
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v72, vcc, v64, v17
  v_addc_co_u32 v73, vcc, v65, v19, vcc
  v_lshlrev_b32 v41, 2, v14
  v_ashrrev_i32 v42, 30, v14
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v74, vcc, v64, v41
  v_addc_co_u32 v75, vcc, v65, v42, vcc
  v_lshlrev_b32 v41, 2, v16
  v_ashrrev_i32 v42, 30, v16
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v76, vcc, v64, v41
  v_addc_co_u32 v77, vcc, v65, v42, vcc
  v_lshlrev_b32 v41, 2, v18
  v_ashrrev_i32 v43, 30, v18
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v80, vcc, v64, v41
  v_addc_co_u32 v81, vcc, v65, v43, vcc
  v_lshlrev_b32 v49, 2, v40
  v_ashrrev_i32 v51, 30, v40
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v82, vcc, v64, v49
  v_addc_co_u32 v83, vcc, v65, v51, vcc
  v_lshlrev_b32 v57, 2, v39
  v_ashrrev_i32 v59, 30, v39
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v84, vcc, v64, v57
  v_addc_co_u32 v85, vcc, v65, v59, vcc
  v_lshlrev_b32 v2, 2, v38
  v_ashrrev_i32 v6, 30, v38
  v_mov_b32 v88, s24
  v_mov_b32 v89, s25
  v_add_co_u32 v86, vcc, v88, v2
  v_addc_co_u32 v87, vcc, v89, v6, vcc
  v_lshlrev_b32 v10, 2, v37
  v_ashrrev_i32 v12, 30, v37
  v_mov_b32 v92, s24
  v_mov_b32 v93, s25
  v_add_co_u32 v88, vcc, v92, v10
  v_addc_co_u32 v89, vcc, v93, v12, vcc
  v_lshlrev_b32 v18, 2, v36
  v_ashrrev_i32 v36, 30, v36
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v90, vcc, v64, v18
  v_addc_co_u32 v91, vcc, v65, v36, vcc
  v_lshlrev_b32 v36, 2, v35
  v_ashrrev_i32 v35, 30, v35
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v92, vcc, v64, v36
  v_addc_co_u32 v93, vcc, v65, v35, vcc
  v_cmp_lt_i32_e64 s[68:69], v48, s28
  v_cmp_lt_i32_e64 s[72:73], v50, s28
  v_cmp_lt_i32_e64 s[76:77], v52, s28
  v_cmp_lt_i32_e64 s[80:81], v54, s28
  v_cmp_lt_i32_e64 s[84:85], v56, s28
  v_cmp_lt_i32_e64 s[88:89], v58, s28
  v_cmp_lt_i32_e64 s[92:93], v60, s28
  v_cmp_lt_i32_e64 s[96:97], v62, s28
  v_cmp_lt_i32_e64 s[14:15], v1, s28
  v_cmp_lt_i32_e64 s[12:13], v4, s28
  v_cmp_lt_i32_e64 s[10:11], v5, s28
  v_cmp_lt_i32_e64 s[8:9], v7, s28
  v_cmp_lt_i32_e64 s[6:7], v9, s28
  v_cmp_lt_i32_e64 s[4:5], v11, s28
  v_cmp_lt_i32_e64 s[0:1], v13, s28
  v_cmp_lt_i32_e64 s[2:3], v15, s28
  v_cmp_lt_i32_e64 s[24:25], v61, s32
  s_and_b64 s[20:21], s[68:69], s[24:25]
  s_and_b64 s[16:17], s[72:73], s[24:25]
  s_and_b64 s[18:19], s[76:77], s[24:25]
  s_and_b64 s[22:23], s[80:81], s[24:25]
  s_and_b64 s[26:27], s[84:85], s[24:25]
  s_and_b64 s[30:31], s[88:89], s[24:25]
  s_and_b64 s[34:35], s[92:93], s[24:25]
  s_and_b64 s[38:39], s[96:97], s[24:25]
  s_and_b64 s[42:43], s[14:15], s[24:25]
  s_and_b64 s[46:47], s[12:13], s[24:25]
  s_and_b64 s[50:51], s[10:11], s[24:25]
  s_and_b64 s[54:55], s[8:9], s[24:25]
  s_and_b64 s[58:59], s[6:7], s[24:25]
  s_and_b64 s[62:63], s[4:5], s[24:25]
  s_and_b64 s[66:67], s[0:1], s[24:25]
  s_and_b64 s[70:71], s[2:3], s[24:25]
  v_mov_b32 v64, v96
  v_mov_b32 v65, v97
  s_and_saveexec_b64 s[98:99], s[20:21]
  global_store_dword v[64:65], v3, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[16:17]
  global_store_dword v[66:67], v34, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[18:19]
  global_store_dword v[68:69], v32, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[22:23]
  global_store_dword v[70:71], v30, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[26:27]
  global_store_dword v[78:79], v28, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[30:31]
  global_store_dword v[94:95], v26, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[34:35]
  global_store_dword v[72:73], v24, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[38:39]
  global_store_dword v[74:75], v22, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[42:43]
  global_store_dword v[76:77], v20, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[46:47]
  global_store_dword v[80:81], v21, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[50:51]
  global_store_dword v[82:83], v23, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[54:55]
  global_store_dword v[84:85], v25, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[58:59]
  global_store_dword v[86:87], v27, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[62:63]
  global_store_dword v[88:89], v29, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[66:67]
  global_store_dword v[90:91], v31, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[70:71]
  global_store_dword v[92:93], v33, off
  s_mov_b64 exec, s[98:99]
  s_endpgm
.Lmatmul_tf32_end:
.size matmul_tf32, .Lmatmul_tf32_end-matmul_tf32
; 100 SGPRs, 99 VGPRs; allocation: 47 moves, 5 spills, 4 reloads

.rodata
.p2align 6
.amdhsa_kernel matmul_tf32
  .amdhsa_group_segment_fixed_size 16768
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 60
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 99
  .amdhsa_next_free_sgpr 100
  .amdhsa_accum_offset 100
  .amdhsa_tg_split 0
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 3
  .amdhsa_ieee_mode 1
  .amdhsa_dx10_clamp 1
.end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.kernels:
  - .name: matmul_tf32
    .symbol: matmul_tf32.kd
    .kernarg_segment_size: 60
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 16768
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 100
    .vgpr_count: 99
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
      - .offset: 28
        .size: 4
        .value_kind: by_value
      - .offset: 32
        .size: 4
        .value_kind: by_value
      - .offset: 36
        .size: 4
        .value_kind: by_value
      - .offset: 40
        .size: 4
        .value_kind: by_value
      - .offset: 44
        .size: 4
        .value_kind: by_value
      - .offset: 48
        .size: 4
        .value_kind: hidden_block_count_x
      - .offset: 52
        .size: 4
        .value_kind: hidden_block_count_y
      - .offset: 56
        .size: 4
        .value_kind: hidden_block_count_z
amdhsa.version:
  - 1
  - 2
amdhsa.target: amdgcn-amd-amdhsa--gfx942
...
.end_amdgpu_metadata
