.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.amdhsa_code_object_version 5
.text
.globl matmul_i8
.p2align 8
.type matmul_i8,@function
matmul_i8:
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
  v_mov_b32 v134, v6
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
  v_lshrrev_b32 v20, 2, v63
  v_and_b32 v20, v20, 63
  v_add_u32 v20, s22, v20
  v_mul_lo_u32 v21, v20, s40
  v_and_b32 v22, v63, 3
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
  v_lshrrev_b32 v51, 3, v63
  v_and_b32 v53, v51, 31
  v_mul_lo_u32 v55, v53, s44
  s_mul_i32 s0, s4, 64
  v_and_b32 v59, v63, 7
  v_lshlrev_b32 v61, 3, v59
  v_add_u32 v0, v61, 1
  v_add_u32 v2, v61, 2
  v_add_u32 v20, v61, 3
  v_add_u32 v6, v61, 4
  v_add_u32 v24, v61, 5
  v_add_u32 v26, v61, 6
  v_add_u32 v27, v61, 7
  v_add_u32 v25, s0, v61
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
  v_add_co_u32 v106, vcc, v104, v34
  v_addc_co_u32 v107, vcc, v105, v36, vcc
  v_add_u32 v42, v53, s54
  v_add_u32 v44, v53, s54
  v_add_u32 v46, v53, s54
  v_add_u32 v48, v53, s54
  v_add_u32 v50, v53, s54
  v_add_u32 v52, v53, s54
  v_add_u32 v54, v53, s54
  v_add_u32 v56, v53, s54
  v_cmp_lt_i32_e64 s[22:23], v42, s36
  v_cmp_lt_i32_e64 s[12:13], v44, s36
  v_cmp_lt_i32_e64 s[0:1], v46, s36
  v_cmp_lt_i32_e64 s[8:9], v48, s36
  v_cmp_lt_i32_e64 s[6:7], v50, s36
  v_cmp_lt_i32_e64 s[10:11], v52, s36
  v_cmp_lt_i32_e64 s[14:15], v54, s36
  v_cmp_lt_i32_e64 s[18:19], v56, s36
  v_cmp_lt_i32_e64 s[52:53], v25, s32
  v_cmp_lt_i32_e64 s[26:27], v23, s32
  v_cmp_lt_i32_e64 s[30:31], v21, s32
  v_cmp_lt_i32_e64 s[34:35], v20, s32
  v_cmp_lt_i32_e64 s[38:39], v22, s32
  v_cmp_lt_i32_e64 s[42:43], v24, s32
  v_cmp_lt_i32_e64 s[46:47], v26, s32
  v_cmp_lt_i32_e64 s[50:51], v28, s32
  s_and_b64 s[56:57], s[22:23], s[52:53]
  s_and_b64 s[58:59], s[12:13], s[26:27]
  s_and_b64 s[62:63], s[0:1], s[30:31]
  s_and_b64 s[66:67], s[8:9], s[34:35]
  s_and_b64 s[70:71], s[6:7], s[38:39]
  s_and_b64 s[74:75], s[10:11], s[42:43]
  s_and_b64 s[78:79], s[14:15], s[46:47]
  s_and_b64 s[82:83], s[18:19], s[50:51]
  v_mov_b32 v44, 0
  s_and_saveexec_b64 s[98:99], s[56:57]
  global_load_sbyte v44, v[106:107], off
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v46, 0
  s_and_saveexec_b64 s[98:99], s[58:59]
  global_load_sbyte v46, v[106:107], off offset:1
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v48, 0
  s_and_saveexec_b64 s[98:99], s[62:63]
  global_load_sbyte v48, v[106:107], off offset:2
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v50, 0
  s_and_saveexec_b64 s[98:99], s[66:67]
  global_load_sbyte v50, v[106:107], off offset:3
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v52, 0
  s_and_saveexec_b64 s[98:99], s[70:71]
  global_load_sbyte v52, v[106:107], off offset:4
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v54, 0
  s_and_saveexec_b64 s[98:99], s[74:75]
  global_load_sbyte v54, v[106:107], off offset:5
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v56, 0
  s_and_saveexec_b64 s[98:99], s[78:79]
  global_load_sbyte v56, v[106:107], off offset:6
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v58, 0
  s_and_saveexec_b64 s[98:99], s[82:83]
  global_load_sbyte v58, v[106:107], off offset:7
  s_mov_b64 exec, s[98:99]
  v_and_b32 v59, 0xff, v63
  v_lshlrev_b32 v62, 3, v59
  v_lshrrev_b32 v0, 5, v62
  v_mul_lo_u32 v2, v0, 4
  v_add_u32 v6, v62, v2
  s_waitcnt vmcnt(0)
  ds_write_b8 v6, v35
  ds_write_b8 v6, v37 offset:1
  ds_write_b8 v6, v39 offset:2
  ds_write_b8 v6, v41 offset:3
  ds_write_b8 v6, v43 offset:4
  ds_write_b8 v6, v45 offset:5
  ds_write_b8 v6, v47 offset:6
  ds_write_b8 v6, v49 offset:7
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v20, v63, 31
  v_lshlrev_b32 v20, 5, v20
  v_lshrrev_b32 v21, 5, v63
  v_and_b32 v21, v21, 1
  v_lshlrev_b32 v23, 3, v21
  v_or_b32 v25, v20, v23
  v_lshrrev_b32 v27, 6, v63
  v_and_b32 v29, v27, 1
  v_lshlrev_b32 v31, 10, v29
  v_or_b32 v33, v25, v31
  v_lshrrev_b32 v35, 5, v33
  v_mul_lo_u32 v37, v35, 4
  v_add_u32 v39, v33, v37
  ds_read_i8 v41, v39
  ds_read_i8 v43, v39 offset:1
  ds_read_i8 v45, v39 offset:2
  ds_read_i8 v47, v39 offset:3
  ds_read_i8 v49, v39 offset:4
  ds_read_i8 v51, v39 offset:5
  ds_read_i8 v53, v39 offset:6
  ds_read_i8 v55, v39 offset:7
  ds_read_i8 v57, v39 offset:16
  ds_read_i8 v59, v39 offset:17
  ds_read_i8 v61, v39 offset:18
  ds_read_i8 v0, v39 offset:19
  ds_read_i8 v2, v39 offset:20
  ds_read_i8 v32, v39 offset:21
  ds_read_i8 v31, v39 offset:22
  ds_read_i8 v30, v39 offset:23
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshrrev_b32 v20, 6, v62
  v_mul_lo_u32 v20, v20, 4
  v_add_u32 v20, v62, v20
  ds_write_b8 v20, v44 offset:2304
  ds_write_b8 v20, v46 offset:2305
  ds_write_b8 v20, v48 offset:2306
  ds_write_b8 v20, v50 offset:2307
  ds_write_b8 v20, v52 offset:2308
  ds_write_b8 v20, v54 offset:2309
  ds_write_b8 v20, v56 offset:2310
  ds_write_b8 v20, v58 offset:2311
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v26, v63, 31
  v_lshrrev_b32 v28, 5, v63
  v_and_b32 v33, v28, 1
  v_lshlrev_b32 v33, 9, v33
  v_or_b32 v34, v26, v33
  v_lshrrev_b32 v36, 7, v63
  v_and_b32 v38, v36, 1
  v_lshlrev_b32 v40, 5, v38
  v_or_b32 v42, v34, v40
  v_lshrrev_b32 v44, 6, v42
  v_mul_lo_u32 v46, v44, 4
  v_add_u32 v48, v42, v46
  ds_read_i8 v50, v48 offset:2304
  ds_read_i8 v52, v48 offset:2372
  ds_read_i8 v54, v48 offset:2440
  ds_read_i8 v56, v48 offset:2508
  ds_read_i8 v58, v48 offset:2576
  ds_read_i8 v60, v48 offset:2644
  ds_read_i8 v62, v48 offset:2712
  ds_read_i8 v1, v48 offset:2780
  ds_read_i8 v3, v48 offset:3392
  ds_read_i8 v29, v48 offset:3460
  ds_read_i8 v28, v48 offset:3528
  ds_read_i8 v27, v48 offset:3596
  ds_read_i8 v26, v48 offset:3664
  ds_read_i8 v25, v48 offset:3732
  ds_read_i8 v24, v48 offset:3800
  ds_read_i8 v34, v48 offset:3868
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v20, 0xff, v41
  v_and_b32 v22, 0xff, v43
  v_lshlrev_b32 v33, 8, v22
  v_or_b32 v33, v20, v33
  v_and_b32 v35, 0xff, v45
  v_lshlrev_b32 v35, 16, v35
  v_or_b32 v33, v33, v35
  v_lshlrev_b32 v35, 24, v47
  v_or_b32 v20, v33, v35
  v_and_b32 v38, 0xff, v49
  v_and_b32 v40, 0xff, v51
  v_lshlrev_b32 v42, 8, v40
  v_or_b32 v44, v38, v42
  v_and_b32 v46, 0xff, v53
  v_lshlrev_b32 v48, 16, v46
  v_or_b32 v51, v44, v48
  v_lshlrev_b32 v53, 24, v55
  v_or_b32 v21, v51, v53
  v_and_b32 v6, 0xff, v50
  v_and_b32 v22, 0xff, v52
  v_lshlrev_b32 v22, 8, v22
  v_or_b32 v6, v6, v22
  v_and_b32 v22, 0xff, v54
  v_lshlrev_b32 v22, 16, v22
  v_or_b32 v6, v6, v22
  v_lshlrev_b32 v22, 24, v56
  v_or_b32 v22, v6, v22
  v_and_b32 v33, 0xff, v58
  v_and_b32 v23, 0xff, v60
  v_lshlrev_b32 v23, 8, v23
  v_or_b32 v33, v33, v23
  v_and_b32 v23, 0xff, v62
  v_lshlrev_b32 v23, 16, v23
  v_or_b32 v33, v33, v23
  v_lshlrev_b32 v35, 24, v1
  v_or_b32 v23, v33, v35
  v_mov_b32 v6, v134
  s_nop 1
  v_mfma_i32_32x32x16_i8 v[4:19], v[20:21], v[22:23], v[4:19]
  v_and_b32 v46, 0xff, v57
  v_and_b32 v48, 0xff, v59
  v_lshlrev_b32 v50, 8, v48
  v_or_b32 v52, v46, v50
  v_and_b32 v54, 0xff, v61
  v_lshlrev_b32 v56, 16, v54
  v_or_b32 v58, v52, v56
  v_lshlrev_b32 v60, 24, v0
  v_or_b32 v20, v58, v60
  v_and_b32 v1, 0xff, v2
  v_and_b32 v21, 0xff, v32
  v_lshlrev_b32 v21, 8, v21
  v_or_b32 v21, v1, v21
  v_and_b32 v22, 0xff, v31
  v_lshlrev_b32 v22, 16, v22
  v_or_b32 v21, v21, v22
  v_lshlrev_b32 v22, 24, v30
  v_or_b32 v21, v21, v22
  v_and_b32 v22, 0xff, v3
  v_and_b32 v29, 0xff, v29
  v_lshlrev_b32 v29, 8, v29
  v_or_b32 v29, v22, v29
  v_and_b32 v28, 0xff, v28
  v_lshlrev_b32 v30, 16, v28
  v_or_b32 v31, v29, v30
  v_lshlrev_b32 v33, 24, v27
  v_or_b32 v22, v31, v33
  v_and_b32 v37, 0xff, v26
  v_and_b32 v39, 0xff, v25
  v_lshlrev_b32 v41, 8, v39
  v_or_b32 v43, v37, v41
  v_and_b32 v45, 0xff, v24
  v_lshlrev_b32 v47, 16, v45
  v_or_b32 v49, v43, v47
  v_lshlrev_b32 v51, 24, v34
  v_or_b32 v23, v49, v51
  s_nop 1
  v_mfma_i32_32x32x16_i8 v[4:19], v[20:21], v[22:23], v[4:19]
  s_add_u32 s18, s54, 32
  s_cmp_gt_i32 s18, s54
  s_cselect_b64 s[26:27], -1, 0
  s_cmp_lt_i32 s18, s36
  s_cselect_b64 s[30:31], -1, 0
  s_and_b64 s[34:35], s[26:27], s[30:31]
  s_cmp_lg_u64 s[34:35], 0
  s_nop 3
  s_cbranch_scc1 .Lmatmul_i8_5
  s_branch .Lmatmul_i8_6
.Lmatmul_i8_5:
  s_mov_b64 s[54:55], s[18:19]
  v_mov_b32 v134, v6
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
  s_mul_i32 s44, s2, 64
  v_lshrrev_b32 v35, 5, v63
  v_and_b32 v35, v35, 1
  v_lshlrev_b32 v35, 2, v35
  v_lshrrev_b32 v36, 6, v63
  v_and_b32 v36, v36, 1
  v_lshlrev_b32 v36, 5, v36
  v_or_b32 v36, v35, v36
  v_add_u32 v38, v36, 1
  v_add_u32 v40, v36, 2
  v_add_u32 v42, v36, 3
  v_add_u32 v44, v36, 8
  v_add_u32 v46, v36, 9
  v_add_u32 v48, v36, 10
  v_add_u32 v50, v36, 11
  v_add_u32 v52, v36, 16
  v_add_u32 v54, v36, 17
  v_add_u32 v56, v36, 18
  v_add_u32 v58, v36, 19
  v_add_u32 v60, v36, 24
  v_add_u32 v62, v36, 25
  v_add_u32 v1, v36, 26
  v_add_u32 v4, v36, 27
  v_add_u32 v5, s44, v36
  v_add_u32 v7, s44, v38
  v_add_u32 v9, s44, v40
  v_add_u32 v11, s44, v42
  v_add_u32 v13, s44, v44
  v_add_u32 v15, s44, v46
  v_add_u32 v17, s44, v48
  v_add_u32 v19, s44, v50
  v_add_u32 v42, s44, v52
  v_add_u32 v41, s44, v54
  v_add_u32 v40, s44, v56
  v_add_u32 v39, s44, v58
  v_add_u32 v38, s44, v60
  v_add_u32 v37, s44, v62
  v_add_u32 v36, s44, v1
  v_add_u32 v35, s44, v4
  v_mul_lo_u32 v48, v5, s48
  v_mul_lo_u32 v46, v7, s48
  v_mul_lo_u32 v44, v9, s48
  v_mul_lo_u32 v43, v11, s48
  v_mul_lo_u32 v45, v13, s48
  v_mul_lo_u32 v47, v15, s48
  v_mul_lo_u32 v49, v17, s48
  v_mul_lo_u32 v51, v19, s48
  v_mul_lo_u32 v60, v42, s48
  v_mul_lo_u32 v58, v41, s48
  v_mul_lo_u32 v57, v40, s48
  v_mul_lo_u32 v59, v39, s48
  v_mul_lo_u32 v61, v38, s48
  v_mul_lo_u32 v0, v37, s48
  v_mul_lo_u32 v2, v36, s48
  v_mul_lo_u32 v4, v35, s48
  s_mul_i32 s12, s4, 64
  v_and_b32 v8, v63, 31
  v_lshrrev_b32 v10, 7, v63
  v_and_b32 v12, v10, 1
  v_lshlrev_b32 v14, 5, v12
  v_or_b32 v16, v8, v14
  v_add_u32 v18, s12, v16
  v_add_u32 v63, v48, v18
  v_add_u32 v62, v46, v18
  v_add_u32 v56, v44, v18
  v_add_u32 v55, v43, v18
  v_add_u32 v54, v45, v18
  v_add_u32 v53, v47, v18
  v_add_u32 v52, v49, v18
  v_add_u32 v51, v51, v18
  v_add_u32 v49, v60, v18
  v_add_u32 v47, v58, v18
  v_add_u32 v45, v57, v18
  v_add_u32 v43, v59, v18
  v_add_u32 v44, v61, v18
  v_add_u32 v46, v0, v18
  v_add_u32 v48, v2, v18
  v_add_u32 v50, v4, v18
  v_lshlrev_b32 v57, 2, v63
  v_ashrrev_i32 v58, 30, v63
  v_mov_b32 v126, s24
  v_mov_b32 v127, s25
  v_add_co_u32 v130, vcc, v126, v57
  v_addc_co_u32 v131, vcc, v127, v58, vcc
  v_lshlrev_b32 v60, 2, v62
  v_ashrrev_i32 v62, 30, v62
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v68, vcc, v64, v60
  v_addc_co_u32 v69, vcc, v65, v62, vcc
  v_lshlrev_b32 v6, 2, v56
  v_ashrrev_i32 v8, 30, v56
  v_mov_b32 v72, s24
  v_mov_b32 v73, s25
  v_add_co_u32 v76, vcc, v72, v6
  v_addc_co_u32 v77, vcc, v73, v8, vcc
  v_lshlrev_b32 v14, 2, v55
  v_ashrrev_i32 v16, 30, v55
  v_mov_b32 v80, s24
  v_mov_b32 v81, s25
  v_add_co_u32 v84, vcc, v80, v14
  v_addc_co_u32 v85, vcc, v81, v16, vcc
  v_lshlrev_b32 v55, 2, v54
  v_ashrrev_i32 v54, 30, v54
  v_mov_b32 v88, s24
  v_mov_b32 v89, s25
  v_add_co_u32 v92, vcc, v88, v55
  v_addc_co_u32 v93, vcc, v89, v54, vcc
  v_lshlrev_b32 v54, 2, v53
  v_ashrrev_i32 v53, 30, v53
  v_mov_b32 v96, s24
  v_mov_b32 v97, s25
  v_add_co_u32 v100, vcc, v96, v54
  v_addc_co_u32 v101, vcc, v97, v53, vcc
  v_lshlrev_b32 v53, 2, v52
  v_ashrrev_i32 v52, 30, v52
  v_mov_b32 v108, s24
  v_mov_b32 v109, s25
  v_add_co_u32 v112, vcc, v108, v53
  v_addc_co_u32 v113, vcc, v109, v52, vcc
  v_lshlrev_b32 v52, 2, v51
  v_ashrrev_i32 v51, 30, v51
  v_mov_b32 v118, s24
  v_mov_b32 v119, s25
  v_add_co_u32 v122, vcc, v118, v52
  v_addc_co_u32 v123, vcc, v119, v51, vcc
  v_lshlrev_b32 v53, 2, v49
  v_ashrrev_i32 v55, 30, v49
  v_mov_b32 v128, s24
  v_mov_b32 v129, s25
  v_add_co_u32 v132, vcc, v128, v53
  v_addc_co_u32 v133, vcc, v129, v55, vcc
  v_lshlrev_b32 v61, 2, v47
  v_ashrrev_i32 v0, 30, v47
  v_mov_b32 v66, s24
  v_mov_b32 v67, s25
  v_add_co_u32 v70, vcc, v66, v61
  v_addc_co_u32 v71, vcc, v67, v0, vcc
  v_lshlrev_b32 v6, 2, v45
  v_ashrrev_i32 v8, 30, v45
  v_mov_b32 v74, s24
  v_mov_b32 v75, s25
  v_add_co_u32 v78, vcc, v74, v6
  v_addc_co_u32 v79, vcc, v75, v8, vcc
  v_lshlrev_b32 v14, 2, v43
  v_ashrrev_i32 v16, 30, v43
  v_mov_b32 v82, s24
  v_mov_b32 v83, s25
  v_add_co_u32 v86, vcc, v82, v14
  v_addc_co_u32 v87, vcc, v83, v16, vcc
  v_lshlrev_b32 v43, 2, v44
  v_ashrrev_i32 v44, 30, v44
  v_mov_b32 v90, s24
  v_mov_b32 v91, s25
  v_add_co_u32 v94, vcc, v90, v43
  v_addc_co_u32 v95, vcc, v91, v44, vcc
  v_lshlrev_b32 v43, 2, v46
  v_ashrrev_i32 v44, 30, v46
  v_mov_b32 v98, s24
  v_mov_b32 v99, s25
  v_add_co_u32 v102, vcc, v98, v43
  v_addc_co_u32 v103, vcc, v99, v44, vcc
  v_lshlrev_b32 v43, 2, v48
  v_ashrrev_i32 v44, 30, v48
  v_mov_b32 v110, s24
  v_mov_b32 v111, s25
  v_add_co_u32 v114, vcc, v110, v43
  v_addc_co_u32 v115, vcc, v111, v44, vcc
  v_lshlrev_b32 v46, 2, v50
  v_ashrrev_i32 v48, 30, v50
  v_mov_b32 v120, s24
  v_mov_b32 v121, s25
  v_add_co_u32 v124, vcc, v120, v46
  v_addc_co_u32 v125, vcc, v121, v48, vcc
  v_cmp_lt_i32_e64 s[16:17], v5, s28
  v_cmp_lt_i32_e64 s[12:13], v7, s28
  v_cmp_lt_i32_e64 s[8:9], v9, s28
  v_cmp_lt_i32_e64 s[4:5], v11, s28
  v_cmp_lt_i32_e64 s[0:1], v13, s28
  v_cmp_lt_i32_e64 s[2:3], v15, s28
  v_cmp_lt_i32_e64 s[6:7], v17, s28
  v_cmp_lt_i32_e64 s[10:11], v19, s28
  v_cmp_lt_i32_e64 s[14:15], v42, s28
  v_cmp_lt_i32_e64 s[18:19], v41, s28
  v_cmp_lt_i32_e64 s[22:23], v40, s28
  v_cmp_lt_i32_e64 s[26:27], v39, s28
  v_cmp_lt_i32_e64 s[30:31], v38, s28
  v_cmp_lt_i32_e64 s[34:35], v37, s28
  v_cmp_lt_i32_e64 s[38:39], v36, s28
  v_cmp_lt_i32_e64 s[42:43], v35, s28
  v_cmp_lt_i32_e64 s[46:47], v18, s32
  s_and_b64 s[50:51], s[16:17], s[46:47]
  s_and_b64 s[54:55], s[12:13], s[46:47]
  s_and_b64 s[58:59], s[8:9], s[46:47]
  s_and_b64 s[62:63], s[4:5], s[46:47]
  s_and_b64 s[66:67], s[0:1], s[46:47]
  s_and_b64 s[70:71], s[2:3], s[46:47]
  s_and_b64 s[74:75], s[6:7], s[46:47]
  s_and_b64 s[78:79], s[10:11], s[46:47]
  s_and_b64 s[82:83], s[14:15], s[46:47]
  s_and_b64 s[86:87], s[18:19], s[46:47]
  s_and_b64 s[90:91], s[22:23], s[46:47]
  s_and_b64 s[94:95], s[26:27], s[46:47]
  s_and_b64 s[6:7], s[30:31], s[46:47]
  s_and_b64 s[4:5], s[34:35], s[46:47]
  s_and_b64 s[2:3], s[38:39], s[46:47]
  s_and_b64 s[0:1], s[42:43], s[46:47]
  s_and_saveexec_b64 s[98:99], s[50:51]
  global_store_dword v[130:131], v3, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[54:55]
  global_store_dword v[68:69], v34, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[58:59]
  global_store_dword v[76:77], v32, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[62:63]
  global_store_dword v[84:85], v30, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[66:67]
  global_store_dword v[92:93], v28, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[70:71]
  global_store_dword v[100:101], v26, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[74:75]
  global_store_dword v[112:113], v24, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[78:79]
  global_store_dword v[122:123], v22, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[82:83]
  global_store_dword v[132:133], v20, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[86:87]
  global_store_dword v[70:71], v21, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[90:91]
  global_store_dword v[78:79], v23, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[94:95]
  global_store_dword v[86:87], v25, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[6:7]
  global_store_dword v[94:95], v27, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[4:5]
  global_store_dword v[102:103], v29, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[2:3]
  global_store_dword v[114:115], v31, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[0:1]
  global_store_dword v[124:125], v33, off
  s_mov_b64 exec, s[98:99]
  s_endpgm
.Lmatmul_i8_end:
.size matmul_i8, .Lmatmul_i8_end-matmul_i8
; 100 SGPRs, 135 VGPRs; allocation: 17 moves, 2 spills, 1 reloads

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
  .amdhsa_next_free_vgpr 135
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
    .vgpr_count: 135
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
