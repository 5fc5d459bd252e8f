.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.amdhsa_code_object_version 5
.text
.globl matmul_tf32
.p2align 8
.type matmul_tf32,@function
matmul_tf32:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v24, 0x3ff, v0
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
  v_mov_b32 v97, v8
  v_mov_b32 v9, s54
  v_mov_b32 v10, s54
  v_mov_b32 v98, v10
  v_mov_b32 v11, s54
  v_mov_b32 v12, s54
  v_mov_b32 v99, v12
  v_mov_b32 v13, s54
  v_mov_b32 v14, s54
  v_mov_b32 v100, v14
  v_mov_b32 v15, s54
  v_mov_b32 v16, s54
  v_mov_b32 v101, v16
  v_mov_b32 v17, s54
  v_mov_b32 v18, s54
  v_mov_b32 v102, v18
  v_mov_b32 v19, s54
  v_mov_b32 v3, s54
  v_mov_b32 v34, s54
  v_mov_b32 v32, s54
  v_mov_b32 v30, s54
  v_mov_b32 v28, s54
  v_mov_b32 v26, s54
  v_mov_b32 v57, s54
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
  v_lshrrev_b32 v12, 3, v24
  v_and_b32 v14, v12, 31
  v_add_u32 v16, v14, 32
  v_add_u32 v21, s22, v14
  v_add_u32 v20, s22, v16
  v_mul_lo_u32 v22, v21, s40
  v_mul_lo_u32 v25, v20, s40
  v_and_b32 v26, v24, 7
  v_lshlrev_b32 v28, 2, v26
  v_add_u32 v30, v28, 1
  v_add_u32 v32, v28, 2
  v_add_u32 v34, v28, 3
  v_add_u32 v36, v22, v28
  v_add_u32 v38, v25, v28
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
  v_add_u32 v8, v34, s54
  v_cmp_lt_i32_e64 s[18:19], v1, s36
  v_cmp_lt_i32_e64 s[22:23], v3, s36
  v_cmp_lt_i32_e64 s[26:27], v6, s36
  v_cmp_lt_i32_e64 s[30:31], v8, s36
  v_cmp_lt_i32_e64 s[34:35], v1, s36
  v_cmp_lt_i32_e64 s[38:39], v3, s36
  v_cmp_lt_i32_e64 s[42:43], v6, s36
  v_cmp_lt_i32_e64 s[46:47], v8, s36
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
  v_mov_b32 v43, 0
  s_and_saveexec_b64 s[98:99], s[56:57]
  global_load_dword v43, v[66:67], off offset:4
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v46, 0
  s_and_saveexec_b64 s[98:99], s[58:59]
  global_load_dword v46, v[66:67], off offset:8
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
  v_mov_b32 v54, 0
  s_and_saveexec_b64 s[98:99], s[74:75]
  global_load_dword v54, v[64:65], off offset:8
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v55, 0
  s_and_saveexec_b64 s[98:99], s[78:79]
  global_load_dword v55, v[64:65], off offset:12
  s_mov_b64 exec, s[98:99]
  v_lshrrev_b32 v57, 4, v24
  v_and_b32 v59, v57, 15
  v_add_u32 v61, v59, 16
  v_mul_lo_u32 v0, v59, s44
  v_mul_lo_u32 v2, v61, s44
  s_mul_i32 s8, s4, 64
  v_and_b32 v6, v24, 15
  v_lshlrev_b32 v8, 2, v6
  v_add_u32 v10, v8, 1
  v_add_u32 v12, v8, 2
  v_add_u32 v14, v8, 3
  v_add_u32 v23, s8, v8
  v_add_u32 v21, s8, v10
  v_add_u32 v20, s8, v12
  v_add_u32 v22, s8, v14
  v_add_u32 v25, v0, v23
  v_add_u32 v26, v2, v23
  s_mul_i32 s56, s54, s44
  s_mul_i32 s60, s54, s44
  v_add_u32 v32, v25, s56
  v_add_u32 v34, v26, s60
  v_lshlrev_b32 v36, 2, v32
  v_ashrrev_i32 v38, 30, v32
  v_mov_b32 v64, s20
  v_mov_b32 v65, s21
  v_add_co_u32 v66, vcc, v64, v36
  v_addc_co_u32 v67, vcc, v65, v38, vcc
  v_lshlrev_b32 v44, 2, v34
  v_ashrrev_i32 v47, 30, v34
  v_mov_b32 v68, s20
  v_mov_b32 v69, s21
  v_add_co_u32 v64, vcc, v68, v44
  v_addc_co_u32 v65, vcc, v69, v47, vcc
  v_add_u32 v52, v59, s54
  v_add_u32 v56, v61, s54
  v_cmp_lt_i32_e64 s[22:23], v52, s36
  v_cmp_lt_i32_e64 s[18:19], v52, s36
  v_cmp_lt_i32_e64 s[12:13], v52, s36
  v_cmp_lt_i32_e64 s[0:1], v52, s36
  v_cmp_lt_i32_e64 s[8:9], v56, s36
  v_cmp_lt_i32_e64 s[6:7], v56, s36
  v_cmp_lt_i32_e64 s[10:11], v56, s36
  v_cmp_lt_i32_e64 s[14:15], v56, s36
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
  v_mov_b32 v36, 0
  s_and_saveexec_b64 s[98:99], s[38:39]
  global_load_dword v36, v[66:67], off offset:4
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v37, 0
  s_and_saveexec_b64 s[98:99], s[42:43]
  global_load_dword v37, v[66:67], off offset:8
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v39, 0
  s_and_saveexec_b64 s[98:99], s[46:47]
  global_load_dword v39, v[66:67], off offset:12
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v41, 0
  s_and_saveexec_b64 s[98:99], s[50:51]
  global_load_dword v41, v[64:65], off
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v44, 0
  s_and_saveexec_b64 s[98:99], s[56:57]
  global_load_dword v44, v[64:65], off offset:4
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v45, 0
  s_and_saveexec_b64 s[98:99], s[58:59]
  global_load_dword v45, v[64:65], off offset:8
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v47, 0
  s_and_saveexec_b64 s[98:99], s[62:63]
  global_load_dword v47, v[64:65], off offset:12
  s_mov_b64 exec, s[98:99]
  v_and_b32 v50, 0xff, v24
  v_lshlrev_b32 v52, 2, v50
  v_mul_lo_u32 v53, v52, 4
  v_lshrrev_b32 v56, 7, v53
  v_mul_lo_u32 v57, v56, 4
  v_add_u32 v59, v53, v57
  s_waitcnt vmcnt(0)
  ds_write_b32 v59, v42
  ds_write_b32 v59, v43 offset:4
  ds_write_b32 v59, v46 offset:8
  ds_write_b32 v59, v48 offset:12
  ds_write_b32 v59, v49 offset:4224
  ds_write_b32 v59, v51 offset:4228
  ds_write_b32 v59, v54 offset:4232
  ds_write_b32 v59, v55 offset:4236
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v27, v24, 31
  v_lshlrev_b32 v10, 5, v27
  v_lshrrev_b32 v12, 5, v24
  v_and_b32 v28, v12, 1
  v_or_b32 v16, v10, v28
  v_lshrrev_b32 v18, 6, v24
  v_and_b32 v20, v18, 1
  v_lshlrev_b32 v21, 10, v20
  v_or_b32 v23, v16, v21
  v_mul_lo_u32 v25, v23, 4
  v_lshrrev_b32 v29, 7, v25
  v_mul_lo_u32 v29, v29, 4
  v_add_u32 v31, v25, v29
  ds_read_b32 v34, v31
  ds_read_b32 v35, v31 offset:8
  ds_read_b32 v38, v31 offset:16
  ds_read_b32 v40, v31 offset:24
  ds_read_b32 v42, v31 offset:32
  ds_read_b32 v43, v31 offset:40
  ds_read_b32 v46, v31 offset:48
  ds_read_b32 v48, v31 offset:56
  ds_read_b32 v49, v31 offset:64
  ds_read_b32 v52, v31 offset:72
  ds_read_b32 v54, v31 offset:80
  ds_read_b32 v55, v31 offset:88
  ds_read_b32 v57, v31 offset:96
  ds_read_b32 v60, v31 offset:104
  ds_read_b32 v61, v31 offset:112
  ds_read_b32 v0, v31 offset:120
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshrrev_b32 v3, 13, v34
  v_and_b32 v6, v3, 1
  v_add_u32 v8, 0xfff, v34
  v_add_u32 v10, v8, v6
  v_and_b32 v12, 0xffffe000, v10
  s_mov_b32 s26, 0x7f800000
  v_and_b32 v16, 0x7f800000, v34
  v_cmp_ne_u32_e64 s[34:35], v16, s26
  v_cndmask_b32_e64 v20, v34, v12, s[34:35]
  v_mov_b32 v103, v20
  v_lshrrev_b32 v22, 13, v35
  v_and_b32 v23, v22, 1
  v_add_u32 v25, 0xfff, v35
  v_add_u32 v29, v25, v23
  v_and_b32 v29, 0xffffe000, v29
  v_and_b32 v31, 0x7f800000, v35
  v_cmp_ne_u32_e64 s[66:67], v31, s26
  v_cndmask_b32_e64 v35, v35, v29, s[66:67]
  v_lshrrev_b32 v50, 13, v38
  v_and_b32 v50, v50, 1
  v_add_u32 v51, 0xfff, v38
  v_add_u32 v50, v51, v50
  v_and_b32 v50, 0xffffe000, v50
  v_and_b32 v51, 0x7f800000, v38
  v_cmp_ne_u32_e64 s[0:1], v51, s26
  v_cndmask_b32_e64 v51, v38, v50, s[0:1]
  v_lshrrev_b32 v56, 13, v40
  v_and_b32 v56, v56, 1
  v_add_u32 v58, 0xfff, v40
  v_add_u32 v59, v58, v56
  v_and_b32 v62, 0xffffe000, v59
  s_mov_b32 s0, 0x7f800000
  v_and_b32 v2, 0x7f800000, v40
  v_cmp_ne_u32_e64 s[8:9], v2, s0
  v_cndmask_b32_e64 v29, v40, v62, s[8:9]
  v_lshrrev_b32 v8, 13, v42
  v_and_b32 v10, v8, 1
  v_add_u32 v12, 0xfff, v42
  v_add_u32 v14, v12, v10
  v_and_b32 v16, 0xffffe000, v14
  v_and_b32 v18, 0x7f800000, v42
  v_cmp_ne_u32_e64 s[42:43], v18, s0
  v_cndmask_b32_e64 v23, v42, v16, s[42:43]
  v_lshrrev_b32 v25, 13, v43
  v_and_b32 v26, v25, 1
  v_add_u32 v30, 0xfff, v43
  v_add_u32 v30, v30, v26
  v_and_b32 v32, 0xffffe000, v30
  v_and_b32 v34, 0x7f800000, v43
  v_cmp_ne_u32_e64 s[72:73], v34, s0
  v_cndmask_b32_e64 v38, v43, v32, s[72:73]
  v_lshrrev_b32 v40, 13, v46
  v_and_b32 v42, v40, 1
  v_add_u32 v50, 0xfff, v46
  v_add_u32 v50, v50, v42
  v_and_b32 v50, 0xffffe000, v50
  s_mov_b32 s0, 0x7f800000
  v_and_b32 v56, 0x7f800000, v46
  v_cmp_ne_u32_e64 s[6:7], v56, s0
  v_cndmask_b32_e64 v56, v46, v50, s[6:7]
  v_lshrrev_b32 v58, 13, v48
  v_and_b32 v62, v58, 1
  v_add_u32 v63, 0xfff, v48
  v_add_u32 v1, v63, v62
  v_and_b32 v3, 0xffffe000, v1
  v_and_b32 v6, 0x7f800000, v48
  v_cmp_ne_u32_e64 s[14:15], v6, s0
  v_cndmask_b32_e64 v48, v48, v3, s[14:15]
  v_lshrrev_b32 v12, 13, v49
  v_and_b32 v14, v12, 1
  v_add_u32 v16, 0xfff, v49
  v_add_u32 v18, v16, v14
  v_and_b32 v20, 0xffffe000, v18
  v_and_b32 v22, 0x7f800000, v49
  v_cmp_ne_u32_e64 s[46:47], v22, s0
  v_cndmask_b32_e64 v25, v49, v20, s[46:47]
  v_lshrrev_b32 v30, 13, v52
  v_and_b32 v30, v30, 1
  v_add_u32 v31, 0xfff, v52
  v_add_u32 v34, v31, v30
  v_and_b32 v40, 0xffffe000, v34
  s_mov_b32 s74, 0x7f800000
  v_and_b32 v42, 0x7f800000, v52
  v_cmp_ne_u32_e64 s[82:83], v42, s74
  v_cndmask_b32_e64 v43, v52, v40, s[82:83]
  v_lshrrev_b32 v46, 13, v54
  v_and_b32 v49, v46, 1
  v_add_u32 v50, 0xfff, v54
  v_add_u32 v52, v50, v49
  v_and_b32 v58, 0xffffe000, v52
  v_and_b32 v59, 0x7f800000, v54
  v_cmp_ne_u32_e64 s[0:1], v59, s74
  v_cndmask_b32_e64 v59, v54, v58, s[0:1]
  v_lshrrev_b32 v62, 13, v55
  v_and_b32 v1, v62, 1
  v_add_u32 v2, 0xfff, v55
  v_add_u32 v6, v2, v1
  v_and_b32 v6, 0xffffe000, v6
  v_and_b32 v8, 0x7f800000, v55
  v_cmp_ne_u32_e64 s[22:23], v8, s74
  v_cndmask_b32_e64 v26, v55, v6, s[22:23]
  v_lshrrev_b32 v14, 13, v57
  v_and_b32 v16, v14, 1
  v_add_u32 v18, 0xfff, v57
  v_add_u32 v20, v18, v16
  v_and_b32 v22, 0xffffe000, v20
  s_mov_b32 s50, 0x7f800000
  v_and_b32 v30, 0x7f800000, v57
  v_cmp_ne_u32_e64 s[56:57], v30, s50
  v_cndmask_b32_e64 v30, v57, v22, s[56:57]
  v_lshrrev_b32 v32, 13, v60
  v_and_b32 v34, v32, 1
  v_add_u32 v40, 0xfff, v60
  v_add_u32 v40, v40, v34
  v_and_b32 v40, 0xffffe000, v40
  v_and_b32 v42, 0x7f800000, v60
  v_cmp_ne_u32_e64 s[88:89], v42, s50
  v_cndmask_b32_e64 v46, v60, v40, s[88:89]
  v_lshrrev_b32 v49, 13, v61
  v_and_b32 v50, v49, 1
  v_add_u32 v52, 0xfff, v61
  v_add_u32 v54, v52, v50
  v_and_b32 v57, 0xffffe000, v54
  v_and_b32 v58, 0x7f800000, v61
  v_cmp_ne_u32_e64 s[0:1], v58, s50
  v_cndmask_b32_e64 v62, v61, v57, s[0:1]
  v_lshrrev_b32 v1, 13, v0
  v_and_b32 v3, v1, 1
  v_add_u32 v6, 0xfff, v0
  v_add_u32 v8, v6, v3
  v_and_b32 v10, 0xffffe000, v8
  s_mov_b32 s22, 0x7f800000
  v_and_b32 v14, 0x7f800000, v0
  v_cmp_ne_u32_e64 s[30:31], v14, s22
  v_cndmask_b32_e64 v21, v0, v10, s[30:31]
  v_lshrrev_b32 v22, 8, v53
  v_mul_lo_u32 v22, v22, 4
  v_add_u32 v31, v53, v22
  ds_write_b32 v31, v33 offset:8448
  ds_write_b32 v31, v36 offset:8452
  ds_write_b32 v31, v37 offset:8456
  ds_write_b32 v31, v39 offset:8460
  ds_write_b32 v31, v41 offset:12608
  ds_write_b32 v31, v44 offset:12612
  ds_write_b32 v31, v45 offset:12616
  ds_write_b32 v31, v47 offset:12620
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshlrev_b32 v34, 6, v28
  v_or_b32 v36, v27, v34
  v_lshrrev_b32 v39, 7, v24
  v_and_b32 v40, v39, 1
  v_lshlrev_b32 v42, 5, v40
  v_or_b32 v44, v36, v42
  v_mul_lo_u32 v47, v44, 4
  v_lshrrev_b32 v49, 8, v47
  v_mul_lo_u32 v50, v49, 4
  v_add_u32 v52, v47, v50
  ds_read_b32 v54, v52 offset:8448
  ds_read_b32 v57, v52 offset:8968
  ds_read_b32 v58, v52 offset:9488
  ds_read_b32 v60, v52 offset:10008
  ds_read_b32 v63, v52 offset:10528
  ds_read_b32 v1, v52 offset:11048
  ds_read_b32 v3, v52 offset:11568
  ds_read_b32 v42, v52 offset:12088
  ds_read_b32 v41, v52 offset:12608
  ds_read_b32 v39, v52 offset:13128
  ds_read_b32 v36, v52 offset:13648
  ds_read_b32 v33, v52 offset:14168
  ds_read_b32 v32, v52 offset:14688
  ds_read_b32 v31, v52 offset:15208
  ds_read_b32 v28, v52 offset:15728
  ds_read_b32 v27, v52 offset:16248
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshrrev_b32 v34, 13, v54
  v_and_b32 v34, v34, 1
  v_add_u32 v37, 0xfff, v54
  v_add_u32 v34, v37, v34
  v_and_b32 v34, 0xffffe000, v34
  s_mov_b32 s68, 0x7f800000
  v_and_b32 v37, 0x7f800000, v54
  v_cmp_ne_u32_e64 s[76:77], v37, s68
  v_cndmask_b32_e64 v40, v54, v34, s[76:77]
  v_lshrrev_b32 v44, 13, v57
  v_and_b32 v44, v44, 1
  v_add_u32 v47, 0xfff, v57
  v_add_u32 v49, v47, v44
  v_and_b32 v50, 0xffffe000, v49
  v_and_b32 v52, 0x7f800000, v57
  v_cmp_ne_u32_e64 s[0:1], v52, s68
  v_cndmask_b32_e64 v57, v57, v50, s[0:1]
  v_lshrrev_b32 v61, 13, v58
  v_and_b32 v61, v61, 1
  v_add_u32 v0, 0xfff, v58
  v_add_u32 v2, v0, v61
  v_and_b32 v6, 0xffffe000, v2
  v_and_b32 v8, 0x7f800000, v58
  v_cmp_ne_u32_e64 s[14:15], v8, s68
  v_cndmask_b32_e64 v34, v58, v6, s[14:15]
  v_lshrrev_b32 v12, 13, v60
  v_and_b32 v14, v12, 1
  v_add_u32 v16, 0xfff, v60
  v_add_u32 v18, v16, v14
  v_and_b32 v22, 0xffffe000, v18
  s_mov_b32 s42, 0x7f800000
  v_and_b32 v37, 0x7f800000, v60
  v_cmp_ne_u32_e64 s[50:51], v37, s42
  v_cndmask_b32_e64 v37, v60, v22, s[50:51]
  v_lshrrev_b32 v44, 13, v63
  v_and_b32 v44, v44, 1
  v_add_u32 v45, 0xfff, v63
  v_add_u32 v44, v45, v44
  v_and_b32 v44, 0xffffe000, v44
  v_and_b32 v45, 0x7f800000, v63
  v_cmp_ne_u32_e64 s[82:83], v45, s42
  v_cndmask_b32_e64 v44, v63, v44, s[82:83]
  v_lshrrev_b32 v45, 13, v1
  v_and_b32 v47, v45, 1
  v_add_u32 v49, 0xfff, v1
  v_add_u32 v52, v49, v47
  v_and_b32 v53, 0xffffe000, v52
  v_and_b32 v55, 0x7f800000, v1
  v_cmp_ne_u32_e64 s[0:1], v55, s42
  v_cndmask_b32_e64 v60, v1, v53, s[0:1]
  v_lshrrev_b32 v61, 13, v3
  v_and_b32 v0, v61, 1
  v_add_u32 v2, 0xfff, v3
  v_add_u32 v6, v2, v0
  v_and_b32 v6, 0xffffe000, v6
  s_mov_b32 s18, 0x7f800000
  v_and_b32 v10, 0x7f800000, v3
  v_cmp_ne_u32_e64 s[26:27], v10, s18
  v_cndmask_b32_e64 v45, v3, v6, s[26:27]
  v_lshrrev_b32 v16, 13, v42
  v_and_b32 v18, v16, 1
  v_add_u32 v22, 0xfff, v42
  v_add_u32 v22, v22, v18
  v_and_b32 v47, 0xffffe000, v22
  v_and_b32 v49, 0x7f800000, v42
  v_cmp_ne_u32_e64 s[56:57], v49, s18
  v_cndmask_b32_e64 v42, v42, v47, s[56:57]
  v_lshrrev_b32 v47, 13, v41
  v_and_b32 v47, v47, 1
  v_add_u32 v49, 0xfff, v41
  v_add_u32 v47, v49, v47
  v_and_b32 v47, 0xffffe000, v47
  v_and_b32 v49, 0x7f800000, v41
  v_cmp_ne_u32_e64 s[88:89], v49, s18
  v_cndmask_b32_e64 v47, v41, v47, s[88:89]
  v_lshrrev_b32 v49, 13, v39
  v_and_b32 v50, v49, 1
  v_add_u32 v52, 0xfff, v39
  v_add_u32 v54, v52, v50
  v_and_b32 v58, 0xffffe000, v54
  s_mov_b32 s0, 0x7f800000
  v_and_b32 v61, 0x7f800000, v39
  v_cmp_ne_u32_e64 s[6:7], v61, s0
  v_cndmask_b32_e64 v1, v39, v58, s[6:7]
  v_lshrrev_b32 v3, 13, v36
  v_and_b32 v6, v3, 1
  v_add_u32 v8, 0xfff, v36
  v_add_u32 v10, v8, v6
  v_and_b32 v12, 0xffffe000, v10
  v_and_b32 v14, 0x7f800000, v36
  v_cmp_ne_u32_e64 s[30:31], v14, s0
  v_cndmask_b32_e64 v36, v36, v12, s[30:31]
  v_lshrrev_b32 v22, 13, v33
  v_and_b32 v22, v22, 1
  v_add_u32 v39, 0xfff, v33
  v_add_u32 v39, v39, v22
  v_and_b32 v39, 0xffffe000, v39
  v_and_b32 v41, 0x7f800000, v33
  v_cmp_ne_u32_e64 s[62:63], v41, s0
  v_cndmask_b32_e64 v33, v33, v39, s[62:63]
  v_lshrrev_b32 v39, 13, v32
  v_and_b32 v39, v39, 1
  v_add_u32 v41, 0xfff, v32
  v_add_u32 v41, v41, v39
  v_and_b32 v49, 0xffffe000, v41
  s_mov_b32 s90, 0x7f800000
  v_and_b32 v50, 0x7f800000, v32
  v_cmp_ne_u32_e64 s[0:1], v50, s90
  v_cndmask_b32_e64 v52, v32, v49, s[0:1]
  v_lshrrev_b32 v53, 13, v31
  v_and_b32 v55, v53, 1
  v_add_u32 v58, 0xfff, v31
  v_add_u32 v61, v58, v55
  v_and_b32 v61, 0xffffe000, v61
  v_and_b32 v0, 0x7f800000, v31
  v_cmp_ne_u32_e64 s[6:7], v0, s90
  v_cndmask_b32_e64 v31, v31, v61, s[6:7]
  v_lshrrev_b32 v6, 13, v28
  v_and_b32 v8, v6, 1
  v_add_u32 v10, 0xfff, v28
  v_add_u32 v12, v10, v8
  v_and_b32 v14, 0xffffe000, v12
  v_and_b32 v16, 0x7f800000, v28
  v_cmp_ne_u32_e64 s[38:39], v16, s90
  v_cndmask_b32_e64 v28, v28, v14, s[38:39]
  v_lshrrev_b32 v22, 13, v27
  v_and_b32 v32, v22, 1
  v_add_u32 v39, 0xfff, v27
  v_add_u32 v32, v39, v32
  v_and_b32 v32, 0xffffe000, v32
  s_mov_b32 s64, 0x7f800000
  v_and_b32 v39, 0x7f800000, v27
  v_cmp_ne_u32_e64 s[72:73], v39, s64
  v_cndmask_b32_e64 v39, v27, v32, s[72:73]
  v_mov_b32 v6, v96
  v_mov_b32 v8, v97
  v_mov_b32 v10, v98
  v_mov_b32 v12, v99
  v_mov_b32 v14, v100
  v_mov_b32 v16, v101
  v_mov_b32 v18, v102
  v_mov_b32 v20, v103
  v_mov_b32 v22, v40
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v35
  v_mov_b32 v22, v57
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v51
  v_mov_b32 v22, v34
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v29
  v_mov_b32 v22, v37
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v23
  v_mov_b32 v22, v44
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v38
  v_mov_b32 v22, v60
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v56
  v_mov_b32 v22, v45
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v48
  v_mov_b32 v22, v42
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v25
  v_mov_b32 v22, v47
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v43
  v_mov_b32 v22, v1
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v59
  v_mov_b32 v22, v36
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v26
  v_mov_b32 v22, v33
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v30
  v_mov_b32 v22, v52
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v46
  v_mov_b32 v22, v31
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v62
  v_mov_b32 v22, v28
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v21
  v_mov_b32 v22, v39
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  s_add_u32 s0, s54, 32
  s_cmp_gt_i32 s0, s54
  s_cselect_b64 s[6:7], -1, 0
  s_cmp_lt_i32 s0, s36
  s_cselect_b64 s[8:9], -1, 0
  s_and_b64 s[10:11], s[6:7], s[8:9]
  s_cmp_lg_u64 s[10:11], 0
  s_nop 11
  s_cbranch_scc1 .Lmatmul_tf32_5
  s_branch .Lmatmul_tf32_6
.Lmatmul_tf32_5:
  s_mov_b64 s[54:55], s[0:1]
  v_mov_b32 v96, v6
  v_mov_b32 v97, v8
  v_mov_b32 v98, v10
  v_mov_b32 v99, v12
  v_mov_b32 v100, v14
  v_mov_b32 v101, v16
  v_mov_b32 v102, v18
  s_nop 1
  s_branch .Lmatmul_tf32_1
.Lmatmul_tf32_6:
  v_mov_b32 v3, v4
  v_mov_b32 v20, v12
  v_mov_b32 v21, v13
  v_mov_b32 v22, v11
  v_mov_b32 v23, v14
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
  v_mov_b32 v57, v10
.Lmatmul_tf32_2:
  s_mul_i32 s20, s2, 64
  v_lshrrev_b32 v12, 5, v24
  v_and_b32 v14, v12, 1
  v_lshlrev_b32 v16, 2, v14
  v_lshrrev_b32 v18, 6, v24
  v_and_b32 v35, v18, 1
  v_lshlrev_b32 v35, 5, v35
  v_or_b32 v45, v16, v35
  v_add_u32 v43, v45, 1
  v_add_u32 v41, v45, 2
  v_add_u32 v39, v45, 3
  v_add_u32 v37, v45, 8
  v_add_u32 v35, v45, 9
  v_add_u32 v36, v45, 10
  v_add_u32 v38, v45, 11
  v_add_u32 v40, v45, 16
  v_add_u32 v42, v45, 17
  v_add_u32 v44, v45, 18
  v_add_u32 v46, v45, 19
  v_add_u32 v48, v45, 24
  v_add_u32 v50, v45, 25
  v_add_u32 v52, v45, 26
  v_add_u32 v54, v45, 27
  v_add_u32 v56, s20, v45
  v_add_u32 v58, s20, v43
  v_add_u32 v60, s20, v41
  v_add_u32 v62, s20, v39
  v_add_u32 v1, s20, v37
  v_add_u32 v4, s20, v35
  v_add_u32 v5, s20, v36
  v_add_u32 v7, s20, v38
  v_add_u32 v9, s20, v40
  v_add_u32 v11, s20, v42
  v_add_u32 v13, s20, v44
  v_add_u32 v15, s20, v46
  v_add_u32 v17, s20, v48
  v_add_u32 v19, s20, v50
  v_add_u32 v36, s20, v52
  v_add_u32 v35, s20, v54
  v_mul_lo_u32 v46, v56, s48
  v_mul_lo_u32 v45, v58, s48
  v_mul_lo_u32 v44, v60, s48
  v_mul_lo_u32 v42, v62, s48
  v_mul_lo_u32 v40, v1, s48
  v_mul_lo_u32 v38, v4, s48
  v_mul_lo_u32 v37, v5, s48
  v_mul_lo_u32 v39, v7, s48
  v_mul_lo_u32 v41, v9, s48
  v_mul_lo_u32 v43, v11, s48
  v_mul_lo_u32 v48, v13, s48
  v_mul_lo_u32 v47, v15, s48
  v_mul_lo_u32 v49, v17, s48
  v_mul_lo_u32 v51, v19, s48
  v_mul_lo_u32 v53, v36, s48
  v_mul_lo_u32 v55, v35, s48
  s_mul_i32 s0, s4, 64
  v_and_b32 v59, v24, 31
  v_lshrrev_b32 v61, 7, v24
  v_and_b32 v0, v61, 1
  v_lshlrev_b32 v2, 5, v0
  v_or_b32 v6, v59, v2
  v_add_u32 v6, s0, v6
  v_add_u32 v8, v46, v6
  v_add_u32 v10, v45, v6
  v_add_u32 v12, v44, v6
  v_add_u32 v14, v42, v6
  v_add_u32 v16, v40, v6
  v_add_u32 v18, v38, v6
  v_add_u32 v46, v37, v6
  v_add_u32 v45, v39, v6
  v_add_u32 v44, v41, v6
  v_add_u32 v43, v43, v6
  v_add_u32 v42, v48, v6
  v_add_u32 v41, v47, v6
  v_add_u32 v40, v49, v6
  v_add_u32 v39, v51, v6
  v_add_u32 v37, v53, v6
  v_add_u32 v38, v55, v6
  v_lshlrev_b32 v47, 2, v8
  v_ashrrev_i32 v48, 30, v8
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v66, vcc, v64, v47
  v_addc_co_u32 v67, vcc, v65, v48, vcc
  v_mov_b32 v96, v66
  v_mov_b32 v97, v67
  v_lshlrev_b32 v48, 2, v10
  v_ashrrev_i32 v50, 30, v10
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v66, vcc, v64, v48
  v_addc_co_u32 v67, vcc, v65, v50, vcc
  v_lshlrev_b32 v59, 2, v12
  v_ashrrev_i32 v61, 30, v12
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v68, vcc, v64, v59
  v_addc_co_u32 v69, vcc, v65, v61, vcc
  v_lshlrev_b32 v2, 2, v14
  v_ashrrev_i32 v8, 30, v14
  v_mov_b32 v74, s24
  v_mov_b32 v75, s25
  v_add_co_u32 v78, vcc, v74, v2
  v_addc_co_u32 v79, vcc, v75, v8, vcc
  v_lshlrev_b32 v10, 2, v16
  v_ashrrev_i32 v12, 30, v16
  v_mov_b32 v90, s24
  v_mov_b32 v91, s25
  v_add_co_u32 v94, vcc, v90, v10
  v_addc_co_u32 v95, vcc, v91, v12, vcc
  v_lshlrev_b32 v24, 2, v18
  v_ashrrev_i32 v47, 30, v18
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v70, vcc, v64, v24
  v_addc_co_u32 v71, vcc, v65, v47, vcc
  v_lshlrev_b32 v47, 2, v46
  v_ashrrev_i32 v46, 30, v46
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v72, vcc, v64, v47
  v_addc_co_u32 v73, vcc, v65, v46, vcc
  v_lshlrev_b32 v46, 2, v45
  v_ashrrev_i32 v45, 30, v45
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v74, vcc, v64, v46
  v_addc_co_u32 v75, vcc, v65, v45, vcc
  v_lshlrev_b32 v45, 2, v44
  v_ashrrev_i32 v44, 30, v44
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v76, vcc, v64, v45
  v_addc_co_u32 v77, vcc, v65, v44, vcc
  v_lshlrev_b32 v49, 2, v43
  v_ashrrev_i32 v51, 30, v43
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v80, vcc, v64, v49
  v_addc_co_u32 v81, vcc, v65, v51, vcc
  v_lshlrev_b32 v59, 2, v42
  v_ashrrev_i32 v61, 30, v42
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v82, vcc, v64, v59
  v_addc_co_u32 v83, vcc, v65, v61, vcc
  v_lshlrev_b32 v2, 2, v41
  v_ashrrev_i32 v8, 30, v41
  v_mov_b32 v86, s24
  v_mov_b32 v87, s25
  v_add_co_u32 v84, vcc, v86, v2
  v_addc_co_u32 v85, vcc, v87, v8, vcc
  v_lshlrev_b32 v10, 2, v40
  v_ashrrev_i32 v12, 30, v40
  v_mov_b32 v92, s24
  v_mov_b32 v93, s25
  v_add_co_u32 v86, vcc, v92, v10
  v_addc_co_u32 v87, vcc, v93, v12, vcc
  v_lshlrev_b32 v18, 2, v39
  v_ashrrev_i32 v24, 30, v39
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v88, vcc, v64, v18
  v_addc_co_u32 v89, vcc, v65, v24, vcc
  v_lshlrev_b32 v39, 2, v37
  v_ashrrev_i32 v37, 30, v37
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v90, vcc, v64, v39
  v_addc_co_u32 v91, vcc, v65, v37, vcc
  v_lshlrev_b32 v37, 2, v38
  v_ashrrev_i32 v38, 30, v38
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v92, vcc, v64, v37
  v_addc_co_u32 v93, vcc, v65, v38, vcc
  v_cmp_lt_i32_e64 s[84:85], v56, s28
  v_cmp_lt_i32_e64 s[88:89], v58, s28
  v_cmp_lt_i32_e64 s[92:93], v60, s28
  v_cmp_lt_i32_e64 s[96:97], v62, s28
  v_cmp_lt_i32_e64 s[22:23], v1, s28
  v_cmp_lt_i32_e64 s[20:21], v4, s28
  v_cmp_lt_i32_e64 s[16:17], v5, s28
  v_cmp_lt_i32_e64 s[12:13], v7, s28
  v_cmp_lt_i32_e64 s[8:9], v9, s28
  v_cmp_lt_i32_e64 s[4:5], v11, s28
  v_cmp_lt_i32_e64 s[0:1], v13, s28
  v_cmp_lt_i32_e64 s[2:3], v15, s28
  v_cmp_lt_i32_e64 s[6:7], v17, s28
  v_cmp_lt_i32_e64 s[10:11], v19, s28
  v_cmp_lt_i32_e64 s[14:15], v36, s28
  v_cmp_lt_i32_e64 s[18:19], v35, s28
  v_cmp_lt_i32_e64 s[24:25], v6, s32
  s_and_b64 s[26:27], s[84:85], s[24:25]
  s_and_b64 s[30:31], s[88:89], s[24:25]
  s_and_b64 s[34:35], s[92:93], s[24:25]
  s_and_b64 s[38:39], s[96:97], s[24:25]
  s_and_b64 s[42:43], s[22:23], s[24:25]
  s_and_b64 s[46:47], s[20:21], s[24:25]
  s_and_b64 s[50:51], s[16:17], s[24:25]
  s_and_b64 s[54:55], s[12:13], s[24:25]
  s_and_b64 s[58:59], s[8:9], s[24:25]
  s_and_b64 s[62:63], s[4:5], s[24:25]
  s_and_b64 s[66:67], s[0:1], s[24:25]
  s_and_b64 s[70:71], s[2:3], s[24:25]
  s_and_b64 s[74:75], s[6:7], s[24:25]
  s_and_b64 s[78:79], s[10:11], s[24:25]
  s_and_b64 s[82:83], s[14:15], s[24:25]
  s_and_b64 s[86:87], s[18:19], s[24:25]
  v_mov_b32 v64, v96
  v_mov_b32 v65, v97
  s_and_saveexec_b64 s[98:99], s[26:27]
  global_store_dword v[64:65], v3, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[30:31]
  global_store_dword v[66:67], v34, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[34:35]
  global_store_dword v[68:69], v32, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[38:39]
  global_store_dword v[78:79], v30, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[42:43]
  global_store_dword v[94:95], v28, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[46:47]
  global_store_dword v[70:71], v26, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[50:51]
  global_store_dword v[72:73], v57, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[54:55]
  global_store_dword v[74:75], v22, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[58:59]
  global_store_dword v[76:77], v20, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[62:63]
  global_store_dword v[80:81], v21, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[66:67]
  global_store_dword v[82:83], v23, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[70:71]
  global_store_dword v[84:85], v25, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[74:75]
  global_store_dword v[86:87], v27, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[78:79]
  global_store_dword v[88:89], v29, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[82:83]
  global_store_dword v[90:91], v31, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[86:87]
  global_store_dword v[92:93], v33, off
  s_mov_b64 exec, s[98:99]
  s_endpgm
.Lmatmul_tf32_end:
.size matmul_tf32, .Lmatmul_tf32_end-matmul_tf32
; 100 SGPRs, 104 VGPRs; allocation: 48 moves, 16 spills, 9 reloads

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
  .amdhsa_next_free_vgpr 104
  .amdhsa_next_free_sgpr 100
  .amdhsa_accum_offset 104
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
    .vgpr_count: 104
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
amdhsa.target: amdgcn-amd-amdhsa--gfx90a
...
.end_amdgpu_metadata
