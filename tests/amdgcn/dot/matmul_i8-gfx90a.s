.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.amdhsa_code_object_version 5
.text
.globl matmul_i8
.p2align 8
.type matmul_i8,@function
matmul_i8:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v61, 0x3ff, v0
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
  v_mov_b32 v63, v6
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
  s_cbranch_scc1 .Lmatmul_i8_1
  s_branch .Lmatmul_i8_2
.Lmatmul_i8_1:
  s_mul_i32 s22, s2, 64
  v_lshrrev_b32 v20, 2, v61
  v_and_b32 v20, v20, 63
  v_add_u32 v20, s22, v20
  v_mul_lo_u32 v21, v20, s40
  v_and_b32 v22, v61, 3
  v_lshlrev_b32 v22, 3, v22
  v_add_u32 v24, v22, 1
  v_add_u32 v26, v22, 2
  v_add_u32 v28, v22, 3
  v_add_u32 v30, v22, 4
  v_add_u32 v32, v22, 5
  v_add_u32 v34, v22, 6
  v_add_u32 v36, v22, 7
  v_add_u32 v38, v21, v22
  v_add_u32 v40, v38, s54
  v_ashrrev_i32 v42, 31, v40
  v_mov_b32 v114, s16
  v_mov_b32 v115, s17
  v_add_co_u32 v116, vcc, v114, v40
  v_addc_co_u32 v117, vcc, v115, v42, vcc
  v_cmp_lt_i32_e64 s[96:97], v20, s28
  v_add_u32 v50, v22, s54
  v_add_u32 v52, v24, s54
  v_add_u32 v54, v26, s54
  v_add_u32 v56, v28, s54
  v_add_u32 v58, v30, s54
  v_add_u32 v60, v32, s54
  v_add_u32 v62, v34, s54
  v_add_u32 v1, v36, s54
  v_cmp_lt_i32_e64 s[6:7], v50, s36
  v_cmp_lt_i32_e64 s[10:11], v52, s36
  v_cmp_lt_i32_e64 s[14:15], v54, s36
  v_cmp_lt_i32_e64 s[18:19], v56, s36
  v_cmp_lt_i32_e64 s[22:23], v58, s36
  v_cmp_lt_i32_e64 s[26:27], v60, s36
  v_cmp_lt_i32_e64 s[30:31], v62, s36
  v_cmp_lt_i32_e64 s[34:35], v1, s36
  s_and_b64 s[38:39], s[96:97], s[6:7]
  s_and_b64 s[42:43], s[96:97], s[10:11]
  s_and_b64 s[46:47], s[96:97], s[14:15]
  s_and_b64 s[50:51], s[96:97], s[18:19]
  s_and_b64 s[56:57], s[96:97], s[22:23]
  s_and_b64 s[58:59], s[96:97], s[26:27]
  s_and_b64 s[62:63], s[96:97], s[30:31]
  s_and_b64 s[66:67], s[96:97], s[34:35]
  v_mov_b32 v35, 0
  s_and_saveexec_b64 s[98:99], s[38:39]
  global_load_sbyte v35, v[116:117], off
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v37, 0
  s_and_saveexec_b64 s[98:99], s[42:43]
  global_load_sbyte v37, v[116:117], off offset:1
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v39, 0
  s_and_saveexec_b64 s[98:99], s[46:47]
  global_load_sbyte v39, v[116:117], off offset:2
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v41, 0
  s_and_saveexec_b64 s[98:99], s[50:51]
  global_load_sbyte v41, v[116:117], off offset:3
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v43, 0
  s_and_saveexec_b64 s[98:99], s[56:57]
  global_load_sbyte v43, v[116:117], off offset:4
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v45, 0
  s_and_saveexec_b64 s[98:99], s[58:59]
  global_load_sbyte v45, v[116:117], off offset:5
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v47, 0
  s_and_saveexec_b64 s[98:99], s[62:63]
  global_load_sbyte v47, v[116:117], off offset:6
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v49, 0
  s_and_saveexec_b64 s[98:99], s[66:67]
  global_load_sbyte v49, v[116:117], off offset:7
  s_mov_b64 exec, s[98:99]
  v_lshrrev_b32 v51, 3, v61
  v_and_b32 v53, v51, 31
  v_mul_lo_u32 v55, v53, s44
  s_mul_i32 s0, s4, 64
  v_and_b32 v59, v61, 7
  v_lshlrev_b32 v62, 3, v59
  v_add_u32 v0, v62, 1
  v_add_u32 v2, v62, 2
  v_add_u32 v20, v62, 3
  v_add_u32 v6, v62, 4
  v_add_u32 v24, v62, 5
  v_add_u32 v26, v62, 6
  v_add_u32 v27, v62, 7
  v_add_u32 v25, s0, v62
  v_add_u32 v23, s0, v0
  v_add_u32 v21, s0, v2
  v_add_u32 v20, s0, v20
  v_add_u32 v22, s0, v6
  v_add_u32 v24, s0, v24
  v_add_u32 v26, s0, v26
  v_add_u32 v28, s0, v27
  v_add_u32 v30, v55, v25
  s_mul_i32 s64, s54, s44
  v_add_u32 v34, v30, s64
  v_ashrrev_i32 v36, 31, v34
  v_mov_b32 v104, s20
  v_mov_b32 v105, s21
  v_add_co_u32 v108, vcc, v104, v34
  v_addc_co_u32 v109, vcc, v105, v36, vcc
  v_add_u32 v42, v53, s54
  v_cmp_lt_i32_e64 s[88:89], v42, s36
  v_cmp_lt_i32_e64 s[92:93], v42, s36
  v_cmp_lt_i32_e64 s[96:97], v42, s36
  v_cmp_lt_i32_e64 s[12:13], v42, s36
  v_cmp_lt_i32_e64 s[10:11], v42, s36
  v_cmp_lt_i32_e64 s[8:9], v42, s36
  v_cmp_lt_i32_e64 s[6:7], v42, s36
  v_cmp_lt_i32_e64 s[0:1], v42, s36
  v_cmp_lt_i32_e64 s[26:27], v25, s32
  v_cmp_lt_i32_e64 s[30:31], v23, s32
  v_cmp_lt_i32_e64 s[34:35], v21, s32
  v_cmp_lt_i32_e64 s[38:39], v20, s32
  v_cmp_lt_i32_e64 s[42:43], v22, s32
  v_cmp_lt_i32_e64 s[14:15], v24, s32
  v_cmp_lt_i32_e64 s[18:19], v26, s32
  v_cmp_lt_i32_e64 s[22:23], v28, s32
  s_and_b64 s[26:27], s[88:89], s[26:27]
  s_and_b64 s[30:31], s[92:93], s[30:31]
  s_and_b64 s[34:35], s[96:97], s[34:35]
  s_and_b64 s[38:39], s[12:13], s[38:39]
  s_and_b64 s[42:43], s[10:11], s[42:43]
  s_and_b64 s[46:47], s[8:9], s[14:15]
  s_and_b64 s[50:51], s[6:7], s[18:19]
  s_and_b64 s[56:57], s[0:1], s[22:23]
  v_mov_b32 v30, 0
  s_and_saveexec_b64 s[98:99], s[26:27]
  global_load_sbyte v30, v[108:109], off
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v32, 0
  s_and_saveexec_b64 s[98:99], s[30:31]
  global_load_sbyte v32, v[108:109], off offset:1
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v34, 0
  s_and_saveexec_b64 s[98:99], s[34:35]
  global_load_sbyte v34, v[108:109], off offset:2
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v36, 0
  s_and_saveexec_b64 s[98:99], s[38:39]
  global_load_sbyte v36, v[108:109], off offset:3
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v38, 0
  s_and_saveexec_b64 s[98:99], s[42:43]
  global_load_sbyte v38, v[108:109], off offset:4
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v40, 0
  s_and_saveexec_b64 s[98:99], s[46:47]
  global_load_sbyte v40, v[108:109], off offset:5
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v42, 0
  s_and_saveexec_b64 s[98:99], s[50:51]
  global_load_sbyte v42, v[108:109], off offset:6
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v44, 0
  s_and_saveexec_b64 s[98:99], s[56:57]
  global_load_sbyte v44, v[108:109], off offset:7
  s_mov_b64 exec, s[98:99]
  v_and_b32 v46, 0xff, v61
  v_lshlrev_b32 v48, 3, v46
  v_lshrrev_b32 v50, 5, v48
  v_mul_lo_u32 v51, v50, 4
  v_add_u32 v53, v48, v51
  s_waitcnt vmcnt(0)
  ds_write_b8 v53, v35
  ds_write_b8 v53, v37 offset:1
  ds_write_b8 v53, v39 offset:2
  ds_write_b8 v53, v41 offset:3
  ds_write_b8 v53, v43 offset:4
  ds_write_b8 v53, v45 offset:5
  ds_write_b8 v53, v47 offset:6
  ds_write_b8 v53, v49 offset:7
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v1, v61, 31
  v_lshlrev_b32 v3, 5, v1
  v_lshrrev_b32 v6, 5, v61
  v_and_b32 v20, v6, 1
  v_lshlrev_b32 v21, 2, v20
  v_or_b32 v21, v3, v21
  v_lshrrev_b32 v22, 6, v61
  v_and_b32 v22, v22, 1
  v_lshlrev_b32 v22, 10, v22
  v_or_b32 v21, v21, v22
  v_lshrrev_b32 v22, 5, v21
  v_mul_lo_u32 v23, v22, 4
  v_add_u32 v25, v21, v23
  ds_read_i8 v27, v25
  ds_read_i8 v29, v25 offset:1
  ds_read_i8 v31, v25 offset:2
  ds_read_i8 v33, v25 offset:3
  ds_read_i8 v35, v25 offset:8
  ds_read_i8 v37, v25 offset:9
  ds_read_i8 v39, v25 offset:10
  ds_read_i8 v41, v25 offset:11
  ds_read_i8 v43, v25 offset:16
  ds_read_i8 v45, v25 offset:17
  ds_read_i8 v47, v25 offset:18
  ds_read_i8 v49, v25 offset:19
  ds_read_i8 v51, v25 offset:24
  ds_read_i8 v53, v25 offset:25
  ds_read_i8 v55, v25 offset:26
  ds_read_i8 v57, v25 offset:27
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshrrev_b32 v60, 6, v48
  v_mul_lo_u32 v62, v60, 4
  v_add_u32 v2, v48, v62
  ds_write_b8 v2, v30 offset:2304
  ds_write_b8 v2, v32 offset:2305
  ds_write_b8 v2, v34 offset:2306
  ds_write_b8 v2, v36 offset:2307
  ds_write_b8 v2, v38 offset:2308
  ds_write_b8 v2, v40 offset:2309
  ds_write_b8 v2, v42 offset:2310
  ds_write_b8 v2, v44 offset:2311
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshlrev_b32 v20, 8, v20
  v_or_b32 v20, v1, v20
  v_lshrrev_b32 v21, 7, v61
  v_and_b32 v21, v21, 1
  v_lshlrev_b32 v21, 5, v21
  v_or_b32 v22, v20, v21
  v_lshrrev_b32 v24, 6, v22
  v_mul_lo_u32 v26, v24, 4
  v_add_u32 v28, v22, v26
  ds_read_i8 v30, v28 offset:2304
  ds_read_i8 v32, v28 offset:2372
  ds_read_i8 v34, v28 offset:2440
  ds_read_i8 v36, v28 offset:2508
  ds_read_i8 v38, v28 offset:2848
  ds_read_i8 v40, v28 offset:2916
  ds_read_i8 v42, v28 offset:2984
  ds_read_i8 v44, v28 offset:3052
  ds_read_i8 v46, v28 offset:3392
  ds_read_i8 v48, v28 offset:3460
  ds_read_i8 v50, v28 offset:3528
  ds_read_i8 v52, v28 offset:3596
  ds_read_i8 v54, v28 offset:3936
  ds_read_i8 v56, v28 offset:4004
  ds_read_i8 v58, v28 offset:4072
  ds_read_i8 v60, v28 offset:4140
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v0, 0xff, v27
  v_and_b32 v2, 0xff, v29
  v_lshlrev_b32 v6, 8, v2
  v_or_b32 v6, v0, v6
  v_and_b32 v20, 0xff, v31
  v_lshlrev_b32 v20, 16, v20
  v_or_b32 v20, v6, v20
  v_lshlrev_b32 v21, 24, v33
  v_or_b32 v20, v20, v21
  v_and_b32 v21, 0xff, v30
  v_and_b32 v22, 0xff, v32
  v_lshlrev_b32 v22, 8, v22
  v_or_b32 v24, v21, v22
  v_and_b32 v26, 0xff, v34
  v_lshlrev_b32 v28, 16, v26
  v_or_b32 v30, v24, v28
  v_lshlrev_b32 v32, 24, v36
  v_or_b32 v22, v30, v32
  v_mov_b32 v6, v63
  s_nop 1
  v_mfma_i32_32x32x8i8 v[4:19], v20, v22, v[4:19]
  v_and_b32 v59, 0xff, v35
  v_and_b32 v62, 0xff, v37
  v_lshlrev_b32 v62, 8, v62
  v_or_b32 v59, v59, v62
  v_and_b32 v62, 0xff, v39
  v_lshlrev_b32 v0, 16, v62
  v_or_b32 v2, v59, v0
  v_lshlrev_b32 v20, 24, v41
  v_or_b32 v20, v2, v20
  v_and_b32 v21, 0xff, v38
  v_and_b32 v22, 0xff, v40
  v_lshlrev_b32 v22, 8, v22
  v_or_b32 v21, v21, v22
  v_and_b32 v22, 0xff, v42
  v_lshlrev_b32 v22, 16, v22
  v_or_b32 v21, v21, v22
  v_lshlrev_b32 v22, 24, v44
  v_or_b32 v22, v21, v22
  s_nop 1
  v_mfma_i32_32x32x8i8 v[4:19], v20, v22, v[4:19]
  v_and_b32 v43, 0xff, v43
  v_and_b32 v45, 0xff, v45
  v_lshlrev_b32 v59, 8, v45
  v_or_b32 v59, v43, v59
  v_and_b32 v62, 0xff, v47
  v_lshlrev_b32 v62, 16, v62
  v_or_b32 v59, v59, v62
  v_lshlrev_b32 v62, 24, v49
  v_or_b32 v20, v59, v62
  v_and_b32 v62, 0xff, v46
  v_and_b32 v0, 0xff, v48
  v_lshlrev_b32 v2, 8, v0
  v_or_b32 v21, v62, v2
  v_and_b32 v22, 0xff, v50
  v_lshlrev_b32 v22, 16, v22
  v_or_b32 v21, v21, v22
  v_lshlrev_b32 v22, 24, v52
  v_or_b32 v22, v21, v22
  s_nop 1
  v_mfma_i32_32x32x8i8 v[4:19], v20, v22, v[4:19]
  v_and_b32 v33, 0xff, v51
  v_and_b32 v35, 0xff, v53
  v_lshlrev_b32 v37, 8, v35
  v_or_b32 v39, v33, v37
  v_and_b32 v41, 0xff, v55
  v_lshlrev_b32 v43, 16, v41
  v_or_b32 v45, v39, v43
  v_lshlrev_b32 v47, 24, v57
  v_or_b32 v20, v45, v47
  v_and_b32 v51, 0xff, v54
  v_and_b32 v53, 0xff, v56
  v_lshlrev_b32 v55, 8, v53
  v_or_b32 v57, v51, v55
  v_and_b32 v59, 0xff, v58
  v_lshlrev_b32 v62, 16, v59
  v_or_b32 v0, v57, v62
  v_lshlrev_b32 v2, 24, v60
  v_or_b32 v22, v0, v2
  s_nop 1
  v_mfma_i32_32x32x8i8 v[4:19], v20, v22, v[4:19]
  s_add_u32 s46, s54, 32
  s_cmp_gt_i32 s46, s54
  s_cselect_b64 s[52:53], -1, 0
  s_cmp_lt_i32 s46, s36
  s_cselect_b64 s[58:59], -1, 0
  s_and_b64 s[62:63], s[52:53], s[58:59]
  s_cmp_lg_u64 s[62:63], 0
  s_nop 11
  s_cbranch_scc1 .Lmatmul_i8_5
  s_branch .Lmatmul_i8_6
.Lmatmul_i8_5:
  s_mov_b64 s[54:55], s[46:47]
  v_mov_b32 v63, v6
  s_nop 1
  s_branch .Lmatmul_i8_1
.Lmatmul_i8_6:
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
.Lmatmul_i8_2:
  s_mul_i32 s72, s2, 64
  v_lshrrev_b32 v38, 5, v61
  v_and_b32 v40, v38, 1
  v_lshlrev_b32 v42, 2, v40
  v_lshrrev_b32 v44, 6, v61
  v_and_b32 v46, v44, 1
  v_lshlrev_b32 v48, 5, v46
  v_or_b32 v50, v42, v48
  v_add_u32 v52, v50, 1
  v_add_u32 v54, v50, 2
  v_add_u32 v56, v50, 3
  v_add_u32 v58, v50, 8
  v_add_u32 v60, v50, 9
  v_add_u32 v62, v50, 10
  v_add_u32 v1, v50, 11
  v_add_u32 v4, v50, 16
  v_add_u32 v5, v50, 17
  v_add_u32 v7, v50, 18
  v_add_u32 v9, v50, 19
  v_add_u32 v11, v50, 24
  v_add_u32 v13, v50, 25
  v_add_u32 v15, v50, 26
  v_add_u32 v17, v50, 27
  v_add_u32 v19, s72, v50
  v_add_u32 v48, s72, v52
  v_add_u32 v46, s72, v54
  v_add_u32 v44, s72, v56
  v_add_u32 v42, s72, v58
  v_add_u32 v40, s72, v60
  v_add_u32 v38, s72, v62
  v_add_u32 v36, s72, v1
  v_add_u32 v35, s72, v4
  v_add_u32 v37, s72, v5
  v_add_u32 v39, s72, v7
  v_add_u32 v41, s72, v9
  v_add_u32 v43, s72, v11
  v_add_u32 v45, s72, v13
  v_add_u32 v47, s72, v15
  v_add_u32 v49, s72, v17
  v_mul_lo_u32 v51, v19, s48
  v_mul_lo_u32 v53, v48, s48
  v_mul_lo_u32 v55, v46, s48
  v_mul_lo_u32 v57, v44, s48
  v_mul_lo_u32 v59, v42, s48
  v_mul_lo_u32 v62, v40, s48
  v_mul_lo_u32 v0, v38, s48
  v_mul_lo_u32 v2, v36, s48
  v_mul_lo_u32 v4, v35, s48
  v_mul_lo_u32 v7, v37, s48
  v_mul_lo_u32 v8, v39, s48
  v_mul_lo_u32 v10, v41, s48
  v_mul_lo_u32 v12, v43, s48
  v_mul_lo_u32 v14, v45, s48
  v_mul_lo_u32 v16, v47, s48
  v_mul_lo_u32 v18, v49, s48
  s_mul_i32 s40, s4, 64
  v_and_b32 v50, v61, 31
  v_lshrrev_b32 v52, 7, v61
  v_and_b32 v52, v52, 1
  v_lshlrev_b32 v52, 5, v52
  v_or_b32 v50, v50, v52
  v_add_u32 v50, s40, v50
  v_add_u32 v6, v51, v50
  v_add_u32 v5, v53, v50
  v_add_u32 v63, v55, v50
  v_add_u32 v61, v57, v50
  v_add_u32 v59, v59, v50
  v_add_u32 v57, v62, v50
  v_add_u32 v55, v0, v50
  v_add_u32 v53, v2, v50
  v_add_u32 v51, v4, v50
  v_add_u32 v52, v7, v50
  v_add_u32 v54, v8, v50
  v_add_u32 v56, v10, v50
  v_add_u32 v58, v12, v50
  v_add_u32 v60, v14, v50
  v_add_u32 v62, v16, v50
  v_add_u32 v1, v18, v50
  v_lshlrev_b32 v4, 2, v6
  v_ashrrev_i32 v6, 30, v6
  v_mov_b32 v72, s24
  v_mov_b32 v73, s25
  v_add_co_u32 v76, vcc, v72, v4
  v_addc_co_u32 v77, vcc, v73, v6, vcc
  v_lshlrev_b32 v11, 2, v5
  v_ashrrev_i32 v13, 30, v5
  v_mov_b32 v80, s24
  v_mov_b32 v81, s25
  v_add_co_u32 v84, vcc, v80, v11
  v_addc_co_u32 v85, vcc, v81, v13, vcc
  v_lshlrev_b32 v0, 2, v63
  v_ashrrev_i32 v63, 30, v63
  v_mov_b32 v88, s24
  v_mov_b32 v89, s25
  v_add_co_u32 v92, vcc, v88, v0
  v_addc_co_u32 v93, vcc, v89, v63, vcc
  v_lshlrev_b32 v63, 2, v61
  v_ashrrev_i32 v61, 30, v61
  v_mov_b32 v96, s24
  v_mov_b32 v97, s25
  v_add_co_u32 v100, vcc, v96, v63
  v_addc_co_u32 v101, vcc, v97, v61, vcc
  v_lshlrev_b32 v61, 2, v59
  v_ashrrev_i32 v59, 30, v59
  v_mov_b32 v106, s24
  v_mov_b32 v107, s25
  v_add_co_u32 v110, vcc, v106, v61
  v_addc_co_u32 v111, vcc, v107, v59, vcc
  v_lshlrev_b32 v59, 2, v57
  v_ashrrev_i32 v57, 30, v57
  v_mov_b32 v118, s24
  v_mov_b32 v119, s25
  v_add_co_u32 v122, vcc, v118, v59
  v_addc_co_u32 v123, vcc, v119, v57, vcc
  v_lshlrev_b32 v57, 2, v55
  v_ashrrev_i32 v55, 30, v55
  v_mov_b32 v126, s24
  v_mov_b32 v127, s25
  v_add_co_u32 v130, vcc, v126, v57
  v_addc_co_u32 v131, vcc, v127, v55, vcc
  v_lshlrev_b32 v59, 2, v53
  v_ashrrev_i32 v61, 30, v53
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v68, vcc, v64, v59
  v_addc_co_u32 v69, vcc, v65, v61, vcc
  v_lshlrev_b32 v4, 2, v51
  v_ashrrev_i32 v6, 30, v51
  v_mov_b32 v74, s24
  v_mov_b32 v75, s25
  v_add_co_u32 v78, vcc, v74, v4
  v_addc_co_u32 v79, vcc, v75, v6, vcc
  v_lshlrev_b32 v12, 2, v52
  v_ashrrev_i32 v14, 30, v52
  v_mov_b32 v82, s24
  v_mov_b32 v83, s25
  v_add_co_u32 v86, vcc, v82, v12
  v_addc_co_u32 v87, vcc, v83, v14, vcc
  v_lshlrev_b32 v51, 2, v54
  v_ashrrev_i32 v52, 30, v54
  v_mov_b32 v90, s24
  v_mov_b32 v91, s25
  v_add_co_u32 v94, vcc, v90, v51
  v_addc_co_u32 v95, vcc, v91, v52, vcc
  v_lshlrev_b32 v51, 2, v56
  v_ashrrev_i32 v52, 30, v56
  v_mov_b32 v98, s24
  v_mov_b32 v99, s25
  v_add_co_u32 v102, vcc, v98, v51
  v_addc_co_u32 v103, vcc, v99, v52, vcc
  v_lshlrev_b32 v51, 2, v58
  v_ashrrev_i32 v52, 30, v58
  v_mov_b32 v108, s24
  v_mov_b32 v109, s25
  v_add_co_u32 v112, vcc, v108, v51
  v_addc_co_u32 v113, vcc, v109, v52, vcc
  v_lshlrev_b32 v51, 2, v60
  v_ashrrev_i32 v52, 30, v60
  v_mov_b32 v120, s24
  v_mov_b32 v121, s25
  v_add_co_u32 v124, vcc, v120, v51
  v_addc_co_u32 v125, vcc, v121, v52, vcc
  v_lshlrev_b32 v52, 2, v62
  v_ashrrev_i32 v54, 30, v62
  v_mov_b32 v128, s24
  v_mov_b32 v129, s25
  v_add_co_u32 v132, vcc, v128, v52
  v_addc_co_u32 v133, vcc, v129, v54, vcc
  v_lshlrev_b32 v60, 2, v1
  v_ashrrev_i32 v62, 30, v1
  v_mov_b32 v66, s24
  v_mov_b32 v67, s25
  v_add_co_u32 v70, vcc, v66, v60
  v_addc_co_u32 v71, vcc, v67, v62, vcc
  v_cmp_lt_i32_e64 s[10:11], v19, s28
  v_cmp_lt_i32_e64 s[14:15], v48, s28
  v_cmp_lt_i32_e64 s[18:19], v46, s28
  v_cmp_lt_i32_e64 s[22:23], v44, s28
  v_cmp_lt_i32_e64 s[26:27], v42, s28
  v_cmp_lt_i32_e64 s[30:31], v40, s28
  v_cmp_lt_i32_e64 s[34:35], v38, s28
  v_cmp_lt_i32_e64 s[38:39], v36, s28
  v_cmp_lt_i32_e64 s[42:43], v35, s28
  v_cmp_lt_i32_e64 s[46:47], v37, s28
  v_cmp_lt_i32_e64 s[50:51], v39, s28
  v_cmp_lt_i32_e64 s[54:55], v41, s28
  v_cmp_lt_i32_e64 s[58:59], v43, s28
  v_cmp_lt_i32_e64 s[62:63], v45, s28
  v_cmp_lt_i32_e64 s[66:67], v47, s28
  v_cmp_lt_i32_e64 s[70:71], v49, s28
  v_cmp_lt_i32_e64 s[74:75], v50, s32
  s_and_b64 s[78:79], s[10:11], s[74:75]
  s_and_b64 s[82:83], s[14:15], s[74:75]
  s_and_b64 s[86:87], s[18:19], s[74:75]
  s_and_b64 s[90:91], s[22:23], s[74:75]
  s_and_b64 s[94:95], s[26:27], s[74:75]
  s_and_b64 s[20:21], s[30:31], s[74:75]
  s_and_b64 s[18:19], s[34:35], s[74:75]
  s_and_b64 s[16:17], s[38:39], s[74:75]
  s_and_b64 s[14:15], s[42:43], s[74:75]
  s_and_b64 s[10:11], s[46:47], s[74:75]
  s_and_b64 s[6:7], s[50:51], s[74:75]
  s_and_b64 s[2:3], s[54:55], s[74:75]
  s_and_b64 s[0:1], s[58:59], s[74:75]
  s_and_b64 s[4:5], s[62:63], s[74:75]
  s_and_b64 s[8:9], s[66:67], s[74:75]
  s_and_b64 s[12:13], s[70:71], s[74:75]
  s_and_saveexec_b64 s[98:99], s[78:79]
  global_store_dword v[76:77], v3, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[82:83]
  global_store_dword v[84:85], v34, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[86:87]
  global_store_dword v[92:93], v32, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[90:91]
  global_store_dword v[100:101], v30, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[94:95]
  global_store_dword v[110:111], v28, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[20:21]
  global_store_dword v[122:123], v26, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[18:19]
  global_store_dword v[130:131], v24, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[16:17]
  global_store_dword v[68:69], v22, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[14:15]
  global_store_dword v[78:79], v20, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[10:11]
  global_store_dword v[86:87], v21, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[6:7]
  global_store_dword v[94:95], v23, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[2:3]
  global_store_dword v[102:103], v25, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[0:1]
  global_store_dword v[112:113], v27, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[4:5]
  global_store_dword v[124:125], v29, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[8:9]
  global_store_dword v[132:133], v31, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[12:13]
  global_store_dword v[70:71], v33, off
  s_mov_b64 exec, s[98:99]
  s_endpgm
.Lmatmul_i8_end:
.size matmul_i8, .Lmatmul_i8_end-matmul_i8
; 100 SGPRs, 134 VGPRs; allocation: 20 moves, 0 spills, 0 reloads

.rodata
.p2align 6
.amdhsa_kernel matmul_i8
  .amdhsa_group_segment_fixed_size 4480
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 60
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 134
  .amdhsa_next_free_sgpr 100
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
  - .name: matmul_i8
    .symbol: matmul_i8.kd
    .kernarg_segment_size: 60
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 4480
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 100
    .vgpr_count: 134
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
