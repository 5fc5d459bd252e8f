.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
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
  v_mov_b32 v130, v6
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
  v_mov_b32 v108, s16
  v_mov_b32 v109, s17
  v_add_co_u32 v112, vcc, v108, v40
  v_addc_co_u32 v113, vcc, v109, v42, vcc
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
  global_load_sbyte v35, v[112:113], off
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v37, 0
  s_and_saveexec_b64 s[98:99], s[42:43]
  global_load_sbyte v37, v[112:113], off offset:1
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v39, 0
  s_and_saveexec_b64 s[98:99], s[46:47]
  global_load_sbyte v39, v[112:113], off offset:2
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v41, 0
  s_and_saveexec_b64 s[98:99], s[50:51]
  global_load_sbyte v41, v[112:113], off offset:3
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v43, 0
  s_and_saveexec_b64 s[98:99], s[56:57]
  global_load_sbyte v43, v[112:113], off offset:4
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v45, 0
  s_and_saveexec_b64 s[98:99], s[58:59]
  global_load_sbyte v45, v[112:113], off offset:5
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v47, 0
  s_and_saveexec_b64 s[98:99], s[62:63]
  global_load_sbyte v47, v[112:113], off offset:6
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v49, 0
  s_and_saveexec_b64 s[98:99], s[66:67]
  global_load_sbyte v49, v[112:113], off offset:7
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
  v_mov_b32 v102, s20
  v_mov_b32 v103, s21
  v_add_co_u32 v104, vcc, v102, v34
  v_addc_co_u32 v105, vcc, v103, v36, vcc
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
  global_load_sbyte v44, v[104:105], off
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v46, 0
  s_and_saveexec_b64 s[98:99], s[58:59]
  global_load_sbyte v46, v[104:105], off offset:1
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v48, 0
  s_and_saveexec_b64 s[98:99], s[62:63]
  global_load_sbyte v48, v[104:105], off offset:2
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v50, 0
  s_and_saveexec_b64 s[98:99], s[66:67]
  global_load_sbyte v50, v[104:105], off offset:3
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v52, 0
  s_and_saveexec_b64 s[98:99], s[70:71]
  global_load_sbyte v52, v[104:105], off offset:4
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v54, 0
  s_and_saveexec_b64 s[98:99], s[74:75]
  global_load_sbyte v54, v[104:105], off offset:5
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v56, 0
  s_and_saveexec_b64 s[98:99], s[78:79]
  global_load_sbyte v56, v[104:105], off offset:6
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v58, 0
  s_and_saveexec_b64 s[98:99], s[82:83]
  global_load_sbyte v58, v[104:105], off offset:7
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
  v_lshlrev_b32 v23, 2, v21
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
  ds_read_i8 v49, v39 offset:8
  ds_read_i8 v51, v39 offset:9
  ds_read_i8 v53, v39 offset:10
  ds_read_i8 v55, v39 offset:11
  ds_read_i8 v57, v39 offset:16
  ds_read_i8 v59, v39 offset:17
  ds_read_i8 v61, v39 offset:18
  ds_read_i8 v0, v39 offset:19
  ds_read_i8 v2, v39 offset:24
  ds_read_i8 v33, v39 offset:25
  ds_read_i8 v21, v39 offset:26
  ds_read_i8 v30, v39 offset:27
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
  v_and_b32 v31, v28, 1
  v_lshlrev_b32 v32, 8, v31
  v_or_b32 v34, v26, v32
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
  ds_read_i8 v58, v48 offset:2848
  ds_read_i8 v60, v48 offset:2916
  ds_read_i8 v62, v48 offset:2984
  ds_read_i8 v1, v48 offset:3052
  ds_read_i8 v3, v48 offset:3392
  ds_read_i8 v29, v48 offset:3460
  ds_read_i8 v28, v48 offset:3528
  ds_read_i8 v27, v48 offset:3596
  ds_read_i8 v26, v48 offset:3936
  ds_read_i8 v25, v48 offset:4004
  ds_read_i8 v24, v48 offset:4072
  ds_read_i8 v23, v48 offset:4140
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v20, 0xff, v41
  v_and_b32 v22, 0xff, v43
  v_lshlrev_b32 v31, 8, v22
  v_or_b32 v31, v20, v31
  v_and_b32 v32, 0xff, v45
  v_lshlrev_b32 v32, 16, v32
  v_or_b32 v32, v31, v32
  v_lshlrev_b32 v34, 24, v47
  v_or_b32 v20, v32, v34
  v_and_b32 v38, 0xff, v50
  v_and_b32 v40, 0xff, v52
  v_lshlrev_b32 v42, 8, v40
  v_or_b32 v44, v38, v42
  v_and_b32 v46, 0xff, v54
  v_lshlrev_b32 v48, 16, v46
  v_or_b32 v50, v44, v48
  v_lshlrev_b32 v52, 24, v56
  v_or_b32 v22, v50, v52
  v_mov_b32 v6, v130
  s_nop 1
  v_mfma_i32_32x32x8i8 v[4:19], v20, v22, v[4:19]
  v_and_b32 v20, 0xff, v49
  v_and_b32 v22, 0xff, v51
  v_lshlrev_b32 v22, 8, v22
  v_or_b32 v20, v20, v22
  v_and_b32 v22, 0xff, v53
  v_lshlrev_b32 v22, 16, v22
  v_or_b32 v31, v20, v22
  v_lshlrev_b32 v32, 24, v55
  v_or_b32 v20, v31, v32
  v_and_b32 v31, 0xff, v58
  v_and_b32 v32, 0xff, v60
  v_lshlrev_b32 v32, 8, v32
  v_or_b32 v34, v31, v32
  v_and_b32 v36, 0xff, v62
  v_lshlrev_b32 v38, 16, v36
  v_or_b32 v40, v34, v38
  v_lshlrev_b32 v42, 24, v1
  v_or_b32 v22, v40, v42
  s_nop 1
  v_mfma_i32_32x32x8i8 v[4:19], v20, v22, v[4:19]
  v_and_b32 v1, 0xff, v57
  v_and_b32 v20, 0xff, v59
  v_lshlrev_b32 v20, 8, v20
  v_or_b32 v20, v1, v20
  v_and_b32 v22, 0xff, v61
  v_lshlrev_b32 v22, 16, v22
  v_or_b32 v20, v20, v22
  v_lshlrev_b32 v22, 24, v0
  v_or_b32 v20, v20, v22
  v_and_b32 v31, 0xff, v3
  v_and_b32 v22, 0xff, v29
  v_lshlrev_b32 v22, 8, v22
  v_or_b32 v29, v31, v22
  v_and_b32 v28, 0xff, v28
  v_lshlrev_b32 v28, 16, v28
  v_or_b32 v31, v29, v28
  v_lshlrev_b32 v32, 24, v27
  v_or_b32 v22, v31, v32
  s_nop 1
  v_mfma_i32_32x32x8i8 v[4:19], v20, v22, v[4:19]
  v_and_b32 v53, 0xff, v2
  v_and_b32 v55, 0xff, v33
  v_lshlrev_b32 v57, 8, v55
  v_or_b32 v59, v53, v57
  v_and_b32 v61, 0xff, v21
  v_lshlrev_b32 v0, 16, v61
  v_or_b32 v2, v59, v0
  v_lshlrev_b32 v20, 24, v30
  v_or_b32 v20, v2, v20
  v_and_b32 v21, 0xff, v26
  v_and_b32 v22, 0xff, v25
  v_lshlrev_b32 v22, 8, v22
  v_or_b32 v21, v21, v22
  v_and_b32 v22, 0xff, v24
  v_lshlrev_b32 v22, 16, v22
  v_or_b32 v21, v21, v22
  v_lshlrev_b32 v22, 24, v23
  v_or_b32 v22, v21, v22
  s_nop 1
  v_mfma_i32_32x32x8i8 v[4:19], v20, v22, v[4:19]
  s_add_u32 s86, s54, 32
  s_cmp_gt_i32 s86, s54
  s_cselect_b64 s[92:93], -1, 0
  s_cmp_lt_i32 s86, s36
  s_cselect_b64 s[0:1], -1, 0
  s_and_b64 s[0:1], s[92:93], s[0:1]
  s_cmp_lg_u64 s[0:1], 0
  s_nop 11
  s_cbranch_scc1 .Lmatmul_i8_5
  s_branch .Lmatmul_i8_6
.Lmatmul_i8_5:
  s_mov_b64 s[54:55], s[86:87]
  v_mov_b32 v130, v6
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
  s_mul_i32 s0, s2, 64
  v_lshrrev_b32 v58, 5, v63
  v_and_b32 v60, v58, 1
  v_lshlrev_b32 v62, 2, v60
  v_lshrrev_b32 v1, 6, v63
  v_and_b32 v4, v1, 1
  v_lshlrev_b32 v5, 5, v4
  v_or_b32 v7, v62, v5
  v_add_u32 v9, v7, 1
  v_add_u32 v11, v7, 2
  v_add_u32 v13, v7, 3
  v_add_u32 v15, v7, 8
  v_add_u32 v17, v7, 9
  v_add_u32 v19, v7, 10
  v_add_u32 v48, v7, 11
  v_add_u32 v46, v7, 16
  v_add_u32 v44, v7, 17
  v_add_u32 v42, v7, 18
  v_add_u32 v40, v7, 19
  v_add_u32 v38, v7, 24
  v_add_u32 v36, v7, 25
  v_add_u32 v35, v7, 26
  v_add_u32 v37, v7, 27
  v_add_u32 v39, s0, v7
  v_add_u32 v41, s0, v9
  v_add_u32 v43, s0, v11
  v_add_u32 v45, s0, v13
  v_add_u32 v47, s0, v15
  v_add_u32 v49, s0, v17
  v_add_u32 v51, s0, v19
  v_add_u32 v53, s0, v48
  v_add_u32 v55, s0, v46
  v_add_u32 v57, s0, v44
  v_add_u32 v59, s0, v42
  v_add_u32 v61, s0, v40
  v_add_u32 v0, s0, v38
  v_add_u32 v2, s0, v36
  v_add_u32 v4, s0, v35
  v_add_u32 v7, s0, v37
  v_mul_lo_u32 v8, v39, s48
  v_mul_lo_u32 v10, v41, s48
  v_mul_lo_u32 v12, v43, s48
  v_mul_lo_u32 v14, v45, s48
  v_mul_lo_u32 v16, v47, s48
  v_mul_lo_u32 v18, v49, s48
  v_mul_lo_u32 v50, v51, s48
  v_mul_lo_u32 v48, v53, s48
  v_mul_lo_u32 v46, v55, s48
  v_mul_lo_u32 v44, v57, s48
  v_mul_lo_u32 v42, v59, s48
  v_mul_lo_u32 v40, v61, s48
  v_mul_lo_u32 v37, v0, s48
  v_mul_lo_u32 v35, v2, s48
  v_mul_lo_u32 v36, v4, s48
  v_mul_lo_u32 v38, v7, s48
  s_mul_i32 s80, s4, 64
  v_and_b32 v52, v63, 31
  v_lshrrev_b32 v54, 7, v63
  v_and_b32 v54, v54, 1
  v_lshlrev_b32 v54, 5, v54
  v_or_b32 v52, v52, v54
  v_add_u32 v52, s80, v52
  v_add_u32 v54, v8, v52
  v_add_u32 v56, v10, v52
  v_add_u32 v58, v12, v52
  v_add_u32 v60, v14, v52
  v_add_u32 v62, v16, v52
  v_add_u32 v1, v18, v52
  v_add_u32 v6, v50, v52
  v_add_u32 v5, v48, v52
  v_add_u32 v8, v46, v52
  v_add_u32 v9, v44, v52
  v_add_u32 v11, v42, v52
  v_add_u32 v13, v40, v52
  v_add_u32 v15, v37, v52
  v_add_u32 v17, v35, v52
  v_add_u32 v19, v36, v52
  v_add_u32 v35, v38, v52
  v_lshlrev_b32 v36, 2, v54
  v_ashrrev_i32 v37, 30, v54
  v_mov_b32 v88, s24
  v_mov_b32 v89, s25
  v_add_co_u32 v92, vcc, v88, v36
  v_addc_co_u32 v93, vcc, v89, v37, vcc
  v_lshlrev_b32 v36, 2, v56
  v_ashrrev_i32 v37, 30, v56
  v_mov_b32 v96, s24
  v_mov_b32 v97, s25
  v_add_co_u32 v100, vcc, v96, v36
  v_addc_co_u32 v101, vcc, v97, v37, vcc
  v_lshlrev_b32 v40, 2, v58
  v_ashrrev_i32 v42, 30, v58
  v_mov_b32 v106, s24
  v_mov_b32 v107, s25
  v_add_co_u32 v110, vcc, v106, v40
  v_addc_co_u32 v111, vcc, v107, v42, vcc
  v_lshlrev_b32 v48, 2, v60
  v_ashrrev_i32 v50, 30, v60
  v_mov_b32 v114, s24
  v_mov_b32 v115, s25
  v_add_co_u32 v118, vcc, v114, v48
  v_addc_co_u32 v119, vcc, v115, v50, vcc
  v_lshlrev_b32 v56, 2, v62
  v_ashrrev_i32 v58, 30, v62
  v_mov_b32 v122, s24
  v_mov_b32 v123, s25
  v_add_co_u32 v126, vcc, v122, v56
  v_addc_co_u32 v127, vcc, v123, v58, vcc
  v_lshlrev_b32 v10, 2, v1
  v_ashrrev_i32 v12, 30, v1
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v68, vcc, v64, v10
  v_addc_co_u32 v69, vcc, v65, v12, vcc
  v_lshlrev_b32 v10, 2, v6
  v_ashrrev_i32 v12, 30, v6
  v_mov_b32 v72, s24
  v_mov_b32 v73, s25
  v_add_co_u32 v76, vcc, v72, v10
  v_addc_co_u32 v77, vcc, v73, v12, vcc
  v_lshlrev_b32 v16, 2, v5
  v_ashrrev_i32 v18, 30, v5
  v_mov_b32 v80, s24
  v_mov_b32 v81, s25
  v_add_co_u32 v84, vcc, v80, v16
  v_addc_co_u32 v85, vcc, v81, v18, vcc
  v_lshlrev_b32 v36, 2, v8
  v_ashrrev_i32 v37, 30, v8
  v_mov_b32 v90, s24
  v_mov_b32 v91, s25
  v_add_co_u32 v94, vcc, v90, v36
  v_addc_co_u32 v95, vcc, v91, v37, vcc
  v_lshlrev_b32 v36, 2, v9
  v_ashrrev_i32 v37, 30, v9
  v_mov_b32 v98, s24
  v_mov_b32 v99, s25
  v_add_co_u32 v102, vcc, v98, v36
  v_addc_co_u32 v103, vcc, v99, v37, vcc
  v_lshlrev_b32 v40, 2, v11
  v_ashrrev_i32 v42, 30, v11
  v_mov_b32 v108, s24
  v_mov_b32 v109, s25
  v_add_co_u32 v112, vcc, v108, v40
  v_addc_co_u32 v113, vcc, v109, v42, vcc
  v_lshlrev_b32 v48, 2, v13
  v_ashrrev_i32 v50, 30, v13
  v_mov_b32 v116, s24
  v_mov_b32 v117, s25
  v_add_co_u32 v120, vcc, v116, v48
  v_addc_co_u32 v121, vcc, v117, v50, vcc
  v_lshlrev_b32 v56, 2, v15
  v_ashrrev_i32 v58, 30, v15
  v_mov_b32 v124, s24
  v_mov_b32 v125, s25
  v_add_co_u32 v128, vcc, v124, v56
  v_addc_co_u32 v129, vcc, v125, v58, vcc
  v_lshlrev_b32 v1, 2, v17
  v_ashrrev_i32 v5, 30, v17
  v_mov_b32 v66, s24
  v_mov_b32 v67, s25
  v_add_co_u32 v70, vcc, v66, v1
  v_addc_co_u32 v71, vcc, v67, v5, vcc
  v_lshlrev_b32 v9, 2, v19
  v_ashrrev_i32 v11, 30, v19
  v_mov_b32 v74, s24
  v_mov_b32 v75, s25
  v_add_co_u32 v78, vcc, v74, v9
  v_addc_co_u32 v79, vcc, v75, v11, vcc
  v_lshlrev_b32 v17, 2, v35
  v_ashrrev_i32 v19, 30, v35
  v_mov_b32 v82, s24
  v_mov_b32 v83, s25
  v_add_co_u32 v86, vcc, v82, v17
  v_addc_co_u32 v87, vcc, v83, v19, vcc
  v_cmp_lt_i32_e64 s[50:51], v39, s28
  v_cmp_lt_i32_e64 s[54:55], v41, s28
  v_cmp_lt_i32_e64 s[58:59], v43, s28
  v_cmp_lt_i32_e64 s[62:63], v45, s28
  v_cmp_lt_i32_e64 s[66:67], v47, s28
  v_cmp_lt_i32_e64 s[70:71], v49, s28
  v_cmp_lt_i32_e64 s[74:75], v51, s28
  v_cmp_lt_i32_e64 s[78:79], v53, s28
  v_cmp_lt_i32_e64 s[82:83], v55, s28
  v_cmp_lt_i32_e64 s[86:87], v57, s28
  v_cmp_lt_i32_e64 s[90:91], v59, s28
  v_cmp_lt_i32_e64 s[94:95], v61, s28
  v_cmp_lt_i32_e64 s[6:7], v0, s28
  v_cmp_lt_i32_e64 s[4:5], v2, s28
  v_cmp_lt_i32_e64 s[2:3], v4, s28
  v_cmp_lt_i32_e64 s[0:1], v7, s28
  v_cmp_lt_i32_e64 s[26:27], v52, s32
  s_and_b64 s[22:23], s[50:51], s[26:27]
  s_and_b64 s[18:19], s[54:55], s[26:27]
  s_and_b64 s[14:15], s[58:59], s[26:27]
  s_and_b64 s[10:11], s[62:63], s[26:27]
  s_and_b64 s[8:9], s[66:67], s[26:27]
  s_and_b64 s[12:13], s[70:71], s[26:27]
  s_and_b64 s[16:17], s[74:75], s[26:27]
  s_and_b64 s[20:21], s[78:79], s[26:27]
  s_and_b64 s[24:25], s[82:83], s[26:27]
  s_and_b64 s[28:29], s[86:87], s[26:27]
  s_and_b64 s[32:33], s[90:91], s[26:27]
  s_and_b64 s[36:37], s[94:95], s[26:27]
  s_and_b64 s[40:41], s[6:7], s[26:27]
  s_and_b64 s[44:45], s[4:5], s[26:27]
  s_and_b64 s[48:49], s[2:3], s[26:27]
  s_and_b64 s[52:53], s[0:1], s[26:27]
  s_and_saveexec_b64 s[98:99], s[22:23]
  global_store_dword v[92:93], v3, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[18:19]
  global_store_dword v[100:101], v34, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[14:15]
  global_store_dword v[110:111], v32, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[10:11]
  global_store_dword v[118:119], v30, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[8:9]
  global_store_dword v[126:127], v28, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[12:13]
  global_store_dword v[68:69], v26, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[16:17]
  global_store_dword v[76:77], v24, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[20:21]
  global_store_dword v[84:85], v22, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[24:25]
  global_store_dword v[94:95], v20, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[28:29]
  global_store_dword v[102:103], v21, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[32:33]
  global_store_dword v[112:113], v23, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[36:37]
  global_store_dword v[120:121], v25, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[40:41]
  global_store_dword v[128:129], v27, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[44:45]
  global_store_dword v[70:71], v29, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[48:49]
  global_store_dword v[78:79], v31, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[52:53]
  global_store_dword v[86:87], v33, off
  s_mov_b64 exec, s[98:99]
  s_endpgm
.Lmatmul_i8_end:
.size matmul_i8, .Lmatmul_i8_end-matmul_i8
; 100 SGPRs, 131 VGPRs; allocation: 17 moves, 2 spills, 1 reloads

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
  .amdhsa_next_free_vgpr 131
  .amdhsa_next_free_sgpr 100
  .amdhsa_accum_offset 132
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
    .vgpr_count: 131
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
