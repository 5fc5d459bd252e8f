.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.amdhsa_code_object_version 5
.text
.globl matmul_i8
.p2align 8
.type matmul_i8,@function
matmul_i8:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v37, 0x3ff, v0
  s_load_dwordx2 s[16:17], s[0:1], 0x0
  s_load_dwordx2 s[20:21], s[0:1], 0x8
  s_load_dwordx2 s[24:25], s[0:1], 0x10
  s_load_dword s28, s[0:1], 0x18
  s_load_dword s32, s[0:1], 0x1c
  s_load_dword s36, s[0:1], 0x20
  s_load_dword s40, s[0:1], 0x24
  s_load_dword s44, s[0:1], 0x28
  s_load_dword s0, s[0:1], 0x2c
  s_mov_b32 s6, 0
  s_cmp_gt_i32 32, 0
  s_cselect_b64 s[8:9], -1, 0
  s_waitcnt lgkmcnt(0)
  s_cmp_lt_i32 0, s36
  s_cselect_b64 s[10:11], -1, 0
  s_and_b64 s[8:9], s[8:9], s[10:11]
  s_add_u32 s12, 0x80000000, 32
  s_cmp_lt_i32 s36, s12
  s_cselect_b64 s[18:19], -1, 0
  s_sub_u32 s22, s36, 32
  s_cmp_lg_u64 s[18:19], 0
  s_cselect_b32 s30, 0x80000000, s22
  v_mov_b32 v4, s6
  s_cmp_lg_u64 s[8:9], 0
  s_nop 0
  s_cbranch_scc1 .Lmatmul_i8_3
  s_branch .Lmatmul_i8_4
.Lmatmul_i8_3:
  v_mov_b32 v5, v4
  v_mov_b32 v6, v4
  v_mov_b32 v7, v4
  v_mov_b32 v8, v4
  v_mov_b32 v9, v4
  v_mov_b32 v10, v4
  v_mov_b32 v11, v4
  v_mov_b32 v12, v4
  v_mov_b32 v13, v4
  v_mov_b32 v14, v4
  v_mov_b32 v15, v4
  v_mov_b32 v16, v4
  v_mov_b32 v17, v4
  v_mov_b32 v18, v4
  v_mov_b32 v19, v4
  s_nop 1
  s_branch .Lmatmul_i8_1
.Lmatmul_i8_4:
  v_mov_b32 v5, v4
  v_mov_b32 v6, v4
  v_mov_b32 v7, v4
  v_mov_b32 v8, v4
  v_mov_b32 v9, v4
  v_mov_b32 v10, v4
  v_mov_b32 v11, v4
  v_mov_b32 v12, v4
  v_mov_b32 v13, v4
  v_mov_b32 v14, v4
  v_mov_b32 v15, v4
  v_mov_b32 v16, v4
  v_mov_b32 v17, v4
  v_mov_b32 v18, v4
  v_mov_b32 v19, v4
  s_nop 1
  s_branch .Lmatmul_i8_2
.Lmatmul_i8_1:
  s_mul_i32 s42, s2, 64
  v_lshrrev_b32 v23, 2, v37
  v_and_b32 v25, v23, 63
  v_add_u32 v27, s42, v25
  v_cmp_lt_i32_e64 s[10:11], v27, s28
  v_and_b32 v31, v37, 3
  v_lshlrev_b32 v33, 3, v31
  v_add_u32 v48, v33, s6
  v_cmp_lt_i32_e64 s[8:9], v48, s36
  s_and_b64 s[8:9], s[10:11], s[8:9]
  v_add_u32 v38, v33, 1
  v_add_u32 v0, v38, s6
  v_cmp_lt_i32_e64 s[12:13], v0, s36
  s_and_b64 s[18:19], s[10:11], s[12:13]
  v_add_u32 v43, v33, 2
  v_add_u32 v0, v43, s6
  v_cmp_lt_i32_e64 s[12:13], v0, s36
  s_and_b64 s[26:27], s[10:11], s[12:13]
  v_add_u32 v48, v33, 3
  v_add_u32 v0, v48, s6
  v_cmp_lt_i32_e64 s[22:23], v0, s36
  s_and_b64 s[38:39], s[10:11], s[22:23]
  v_add_u32 v0, v33, 4
  v_add_u32 v20, v0, s6
  v_cmp_lt_i32_e64 s[34:35], v20, s36
  s_and_b64 s[46:47], s[10:11], s[34:35]
  v_add_u32 v0, v33, 5
  v_add_u32 v20, v0, s6
  v_cmp_lt_i32_e64 s[42:43], v20, s36
  s_and_b64 s[12:13], s[10:11], s[42:43]
  v_add_u32 v0, v33, 6
  v_add_u32 v20, v0, s6
  v_cmp_lt_i32_e64 s[14:15], v20, s36
  s_and_b64 s[14:15], s[10:11], s[14:15]
  v_add_u32 v20, v33, 7
  v_add_u32 v20, v20, s6
  v_cmp_lt_i32_e64 s[22:23], v20, s36
  s_and_b64 s[10:11], s[10:11], s[22:23]
  v_mul_lo_u32 v0, v27, s40
  v_add_u32 v20, v0, v33
  v_add_u32 v20, v20, s6
  v_ashrrev_i32 v21, 31, v20
  v_mov_b32 v54, s16
  v_mov_b32 v55, s17
  v_add_co_u32 v52, vcc, v54, v20
  v_addc_co_u32 v53, vcc, v55, v21, vcc
  v_mov_b32 v46, 0
  s_and_saveexec_b64 s[48:49], s[8:9]
  global_load_sbyte v46, v[52:53], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v48, 0
  s_and_saveexec_b64 s[48:49], s[18:19]
  global_load_sbyte v48, v[52:53], off offset:1
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v50, 0
  s_and_saveexec_b64 s[48:49], s[26:27]
  global_load_sbyte v50, v[52:53], off offset:2
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v21, 0
  s_and_saveexec_b64 s[48:49], s[38:39]
  global_load_sbyte v21, v[52:53], off offset:3
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v3, 0
  s_and_saveexec_b64 s[48:49], s[46:47]
  global_load_sbyte v3, v[52:53], off offset:4
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v2, 0
  s_and_saveexec_b64 s[48:49], s[12:13]
  global_load_sbyte v2, v[52:53], off offset:5
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v1, 0
  s_and_saveexec_b64 s[48:49], s[14:15]
  global_load_sbyte v1, v[52:53], off offset:6
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v0, 0
  s_and_saveexec_b64 s[48:49], s[10:11]
  global_load_sbyte v0, v[52:53], off offset:7
  s_mov_b64 exec, s[48:49]
  s_mul_i32 s8, s4, 64
  v_and_b32 v20, v37, 7
  v_lshlrev_b32 v22, 3, v20
  v_add_u32 v20, v22, 7
  v_add_u32 v23, s8, v20
  s_mul_i32 s10, s6, s44
  v_lshrrev_b32 v20, 3, v37
  v_and_b32 v20, v20, 31
  v_mul_lo_u32 v25, v20, s44
  v_add_u32 v24, s8, v22
  v_add_u32 v30, v25, v24
  v_add_u32 v33, v30, s10
  v_add_u32 v38, v20, s6
  v_cmp_lt_i32_e64 s[10:11], v38, s36
  v_cmp_lt_i32_e64 s[12:13], v24, s32
  s_and_b64 s[10:11], s[10:11], s[12:13]
  v_cmp_lt_i32_e64 s[12:13], v38, s36
  v_add_u32 v24, v22, 1
  v_add_u32 v31, s8, v24
  v_cmp_lt_i32_e64 s[14:15], v31, s32
  s_and_b64 s[12:13], s[12:13], s[14:15]
  v_cmp_lt_i32_e64 s[14:15], v38, s36
  v_add_u32 v28, v22, 2
  v_add_u32 v39, s8, v28
  v_cmp_lt_i32_e64 s[18:19], v39, s32
  s_and_b64 s[14:15], s[14:15], s[18:19]
  v_cmp_lt_i32_e64 s[18:19], v38, s36
  v_add_u32 v34, v22, 3
  v_add_u32 v43, s8, v34
  v_cmp_lt_i32_e64 s[22:23], v43, s32
  s_and_b64 s[26:27], s[18:19], s[22:23]
  v_cmp_lt_i32_e64 s[18:19], v38, s36
  v_add_u32 v40, v22, 4
  v_add_u32 v49, s8, v40
  v_cmp_lt_i32_e64 s[22:23], v49, s32
  s_and_b64 s[38:39], s[18:19], s[22:23]
  v_cmp_lt_i32_e64 s[18:19], v38, s36
  v_add_u32 v47, v22, 5
  v_add_u32 v20, s8, v47
  v_cmp_lt_i32_e64 s[34:35], v20, s32
  s_and_b64 s[18:19], s[18:19], s[34:35]
  v_cmp_lt_i32_e64 s[22:23], v38, s36
  v_add_u32 v20, v22, 6
  v_add_u32 v20, s8, v20
  v_cmp_lt_i32_e64 s[46:47], v20, s32
  s_and_b64 s[8:9], s[22:23], s[46:47]
  v_cmp_lt_i32_e64 s[34:35], v38, s36
  v_cmp_lt_i32_e64 s[22:23], v23, s32
  s_and_b64 s[22:23], s[34:35], s[22:23]
  v_ashrrev_i32 v20, 31, v33
  v_mov_b32 v54, s20
  v_mov_b32 v55, s21
  v_add_co_u32 v52, vcc, v54, v33
  v_addc_co_u32 v53, vcc, v55, v20, vcc
  v_mov_b32 v41, 0
  s_and_saveexec_b64 s[48:49], s[10:11]
  global_load_sbyte v41, v[52:53], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v43, 0
  s_and_saveexec_b64 s[48:49], s[12:13]
  global_load_sbyte v43, v[52:53], off offset:1
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v45, 0
  s_and_saveexec_b64 s[48:49], s[14:15]
  global_load_sbyte v45, v[52:53], off offset:2
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v47, 0
  s_and_saveexec_b64 s[48:49], s[26:27]
  global_load_sbyte v47, v[52:53], off offset:3
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v49, 0
  s_and_saveexec_b64 s[48:49], s[38:39]
  global_load_sbyte v49, v[52:53], off offset:4
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v27, 0
  s_and_saveexec_b64 s[48:49], s[18:19]
  global_load_sbyte v27, v[52:53], off offset:5
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v26, 0
  s_and_saveexec_b64 s[48:49], s[8:9]
  global_load_sbyte v26, v[52:53], off offset:6
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v25, 0
  s_and_saveexec_b64 s[48:49], s[22:23]
  global_load_sbyte v25, v[52:53], off offset:7
  s_mov_b64 exec, s[48:49]
  v_and_b32 v20, 0xff, v37
  v_lshlrev_b32 v28, 3, v20
  v_lshrrev_b32 v20, 5, v28
  v_mul_lo_u32 v20, v20, 4
  v_add_u32 v20, v28, v20
  s_waitcnt vmcnt(0)
  ds_write_b8 v20, v46
  ds_write_b8 v20, v48 offset:1
  ds_write_b8 v20, v50 offset:2
  ds_write_b8 v20, v21 offset:3
  ds_write_b8 v20, v3 offset:4
  ds_write_b8 v20, v2 offset:5
  ds_write_b8 v20, v1 offset:6
  ds_write_b8 v20, v0 offset:7
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v29, v37, 31
  v_lshlrev_b32 v20, 5, v29
  v_lshrrev_b32 v21, 5, v37
  v_and_b32 v30, v21, 1
  v_lshlrev_b32 v21, 3, v30
  v_or_b32 v22, v20, v21
  v_lshrrev_b32 v24, 6, v37
  v_and_b32 v31, v24, 1
  v_lshlrev_b32 v31, 10, v31
  v_or_b32 v31, v22, v31
  v_lshrrev_b32 v32, 5, v31
  v_mul_lo_u32 v34, v32, 4
  v_add_u32 v36, v31, v34
  ds_read_i8 v38, v36
  ds_read_i8 v40, v36 offset:1
  ds_read_i8 v42, v36 offset:2
  ds_read_i8 v44, v36 offset:3
  ds_read_i8 v46, v36 offset:4
  ds_read_i8 v48, v36 offset:5
  ds_read_i8 v50, v36 offset:6
  ds_read_i8 v33, v36 offset:7
  ds_read_i8 v39, v36 offset:16
  ds_read_i8 v23, v36 offset:17
  ds_read_i8 v22, v36 offset:18
  ds_read_i8 v2, v36 offset:19
  ds_read_i8 v0, v36 offset:20
  ds_read_i8 v1, v36 offset:21
  ds_read_i8 v3, v36 offset:22
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v56, v3
  ds_read_i8 v3, v36 offset:23
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v57, v3
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshrrev_b32 v20, 6, v28
  v_mul_lo_u32 v20, v20, 4
  v_add_u32 v20, v28, v20
  ds_write_b8 v20, v41 offset:2304
  ds_write_b8 v20, v43 offset:2305
  ds_write_b8 v20, v45 offset:2306
  ds_write_b8 v20, v47 offset:2307
  ds_write_b8 v20, v49 offset:2308
  ds_write_b8 v20, v27 offset:2309
  ds_write_b8 v20, v26 offset:2310
  ds_write_b8 v20, v25 offset:2311
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshlrev_b32 v24, 9, v30
  v_or_b32 v25, v29, v24
  v_lshrrev_b32 v27, 7, v37
  v_and_b32 v29, v27, 1
  v_lshlrev_b32 v31, 5, v29
  v_or_b32 v34, v25, v31
  v_lshrrev_b32 v35, 6, v34
  v_mul_lo_u32 v41, v35, 4
  v_add_u32 v20, v34, v41
  ds_read_i8 v41, v20 offset:2304
  ds_read_i8 v43, v20 offset:2372
  ds_read_i8 v45, v20 offset:2440
  ds_read_i8 v47, v20 offset:2508
  ds_read_i8 v49, v20 offset:2576
  ds_read_i8 v36, v20 offset:2644
  ds_read_i8 v35, v20 offset:2712
  ds_read_i8 v34, v20 offset:2780
  ds_read_i8 v32, v20 offset:3392
  ds_read_i8 v31, v20 offset:3460
  ds_read_i8 v30, v20 offset:3528
  ds_read_i8 v29, v20 offset:3596
  ds_read_i8 v28, v20 offset:3664
  ds_read_i8 v27, v20 offset:3732
  ds_read_i8 v26, v20 offset:3800
  ds_read_i8 v3, v20 offset:3868
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v20, 0xff, v38
  v_and_b32 v21, 0xff, v40
  v_lshlrev_b32 v21, 8, v21
  v_or_b32 v20, v20, v21
  v_and_b32 v21, 0xff, v42
  v_lshlrev_b32 v21, 16, v21
  v_or_b32 v24, v20, v21
  v_lshlrev_b32 v25, 24, v44
  v_or_b32 v20, v24, v25
  v_and_b32 v38, 0xff, v46
  v_and_b32 v40, 0xff, v48
  v_lshlrev_b32 v40, 8, v40
  v_or_b32 v38, v38, v40
  v_and_b32 v40, 0xff, v50
  v_lshlrev_b32 v40, 16, v40
  v_or_b32 v42, v38, v40
  v_lshlrev_b32 v44, 24, v33
  v_or_b32 v21, v42, v44
  v_and_b32 v48, 0xff, v41
  v_and_b32 v50, 0xff, v43
  v_lshlrev_b32 v24, 8, v50
  v_or_b32 v24, v48, v24
  v_and_b32 v25, 0xff, v45
  v_lshlrev_b32 v25, 16, v25
  v_or_b32 v24, v24, v25
  v_lshlrev_b32 v25, 24, v47
  v_or_b32 v24, v24, v25
  v_and_b32 v33, 0xff, v49
  v_and_b32 v25, 0xff, v36
  v_lshlrev_b32 v25, 8, v25
  v_or_b32 v33, v33, v25
  v_and_b32 v25, 0xff, v35
  v_lshlrev_b32 v25, 16, v25
  v_or_b32 v33, v33, v25
  v_lshlrev_b32 v25, 24, v34
  v_or_b32 v25, v33, v25
  s_nop 1
  v_mfma_i32_32x32x16_i8 v[4:19], v[20:21], v[24:25], v[4:19]
  v_and_b32 v38, 0xff, v39
  v_and_b32 v39, 0xff, v23
  v_lshlrev_b32 v41, 8, v39
  v_or_b32 v43, v38, v41
  v_and_b32 v45, 0xff, v22
  v_lshlrev_b32 v47, 16, v45
  v_or_b32 v49, v43, v47
  v_lshlrev_b32 v2, 24, v2
  v_or_b32 v20, v49, v2
  v_and_b32 v0, 0xff, v0
  v_and_b32 v1, 0xff, v1
  v_lshlrev_b32 v1, 8, v1
  v_or_b32 v0, v0, v1
  v_mov_b32 v22, v56
  v_and_b32 v1, 0xff, v22
  v_lshlrev_b32 v2, 16, v1
  v_or_b32 v21, v0, v2
  v_mov_b32 v33, v57
  v_lshlrev_b32 v22, 24, v33
  v_or_b32 v21, v21, v22
  v_and_b32 v22, 0xff, v32
  v_and_b32 v23, 0xff, v31
  v_lshlrev_b32 v23, 8, v23
  v_or_b32 v22, v22, v23
  v_and_b32 v23, 0xff, v30
  v_lshlrev_b32 v23, 16, v23
  v_or_b32 v22, v22, v23
  v_lshlrev_b32 v24, 24, v29
  v_or_b32 v24, v22, v24
  v_and_b32 v28, 0xff, v28
  v_and_b32 v30, 0xff, v27
  v_lshlrev_b32 v32, 8, v30
  v_or_b32 v34, v28, v32
  v_and_b32 v36, 0xff, v26
  v_lshlrev_b32 v38, 16, v36
  v_or_b32 v40, v34, v38
  v_lshlrev_b32 v42, 24, v3
  v_or_b32 v25, v40, v42
  s_nop 1
  v_mfma_i32_32x32x16_i8 v[4:19], v[20:21], v[24:25], v[4:19]
  s_add_u32 s8, s6, 32
  s_cmp_lt_i32 s6, s30
  s_cselect_b64 s[6:7], -1, 0
  s_cmp_lg_u64 s[6:7], 0
  s_nop 6
  s_cbranch_scc1 .Lmatmul_i8_5
  s_branch .Lmatmul_i8_2
.Lmatmul_i8_5:
  s_mov_b64 s[6:7], s[8:9]
  s_branch .Lmatmul_i8_1
.Lmatmul_i8_2:
  s_mul_i32 s16, s2, 64
  v_lshrrev_b32 v20, 5, v37
  v_and_b32 v20, v20, 1
  v_lshlrev_b32 v20, 2, v20
  v_lshrrev_b32 v21, 6, v37
  v_and_b32 v21, v21, 1
  v_lshlrev_b32 v21, 5, v21
  v_or_b32 v27, v20, v21
  v_add_u32 v38, v27, 27
  v_add_u32 v0, s16, v38
  s_mul_i32 s20, s4, 64
  v_and_b32 v20, v37, 31
  v_lshrrev_b32 v21, 7, v37
  v_and_b32 v21, v21, 1
  v_lshlrev_b32 v21, 5, v21
  v_or_b32 v20, v20, v21
  v_add_u32 v22, s20, v20
  v_add_u32 v48, s16, v27
  v_cmp_lt_i32_e64 s[2:3], v48, s28
  v_cmp_lt_i32_e64 s[34:35], v22, s32
  s_and_b64 s[32:33], s[2:3], s[34:35]
  v_add_u32 v37, v27, 1
  v_add_u32 v28, s16, v37
  v_cmp_lt_i32_e64 s[2:3], v28, s28
  s_and_b64 s[30:31], s[2:3], s[34:35]
  v_add_u32 v42, v27, 2
  v_add_u32 v25, s16, v42
  v_cmp_lt_i32_e64 s[2:3], v25, s28
  s_and_b64 s[22:23], s[2:3], s[34:35]
  v_add_u32 v47, v27, 3
  v_add_u32 v3, s16, v47
  v_cmp_lt_i32_e64 s[2:3], v3, s28
  s_and_b64 s[26:27], s[2:3], s[34:35]
  v_add_u32 v1, v27, 8
  v_add_u32 v24, s16, v1
  v_cmp_lt_i32_e64 s[2:3], v24, s28
  s_and_b64 s[36:37], s[2:3], s[34:35]
  v_add_u32 v1, v27, 9
  v_add_u32 v23, s16, v1
  v_cmp_lt_i32_e64 s[10:11], v23, s28
  s_and_b64 s[46:47], s[10:11], s[34:35]
  v_add_u32 v1, v27, 10
  v_add_u32 v20, s16, v1
  v_cmp_lt_i32_e64 s[20:21], v20, s28
  s_and_b64 s[20:21], s[20:21], s[34:35]
  v_add_u32 v21, v27, 11
  v_add_u32 v21, s16, v21
  v_cmp_lt_i32_e64 s[38:39], v21, s28
  s_and_b64 s[18:19], s[38:39], s[34:35]
  v_add_u32 v26, v27, 16
  v_add_u32 v26, s16, v26
  v_cmp_lt_i32_e64 s[40:41], v26, s28
  s_and_b64 s[14:15], s[40:41], s[34:35]
  v_add_u32 v29, v27, 17
  v_add_u32 v31, s16, v29
  v_cmp_lt_i32_e64 s[2:3], v31, s28
  s_and_b64 s[12:13], s[2:3], s[34:35]
  v_add_u32 v29, v27, 18
  v_add_u32 v36, s16, v29
  v_cmp_lt_i32_e64 s[2:3], v36, s28
  s_and_b64 s[8:9], s[2:3], s[34:35]
  v_add_u32 v29, v27, 19
  v_add_u32 v41, s16, v29
  v_cmp_lt_i32_e64 s[2:3], v41, s28
  s_and_b64 s[6:7], s[2:3], s[34:35]
  v_add_u32 v29, v27, 24
  v_add_u32 v46, s16, v29
  v_cmp_lt_i32_e64 s[2:3], v46, s28
  s_and_b64 s[4:5], s[2:3], s[34:35]
  v_add_u32 v34, v27, 25
  v_add_u32 v2, s16, v34
  v_cmp_lt_i32_e64 s[2:3], v2, s28
  s_and_b64 s[2:3], s[2:3], s[34:35]
  v_add_u32 v39, v27, 26
  v_add_u32 v1, s16, v39
  v_cmp_lt_i32_e64 s[10:11], v1, s28
  s_and_b64 s[10:11], s[10:11], s[34:35]
  v_cmp_lt_i32_e64 s[16:17], v0, s28
  s_and_b64 s[16:17], s[16:17], s[34:35]
  v_mul_lo_u32 v27, v48, s0
  v_add_u32 v27, v27, v22
  v_lshlrev_b32 v42, 2, v27
  v_ashrrev_i32 v43, 30, v27
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v42
  v_addc_co_u32 v53, vcc, v55, v43, vcc
  s_and_saveexec_b64 s[48:49], s[32:33]
  global_store_dword v[52:53], v4, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v27, v28, s0
  v_add_u32 v32, v27, v22
  v_lshlrev_b32 v4, 2, v32
  v_ashrrev_i32 v27, 30, v32
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v4
  v_addc_co_u32 v53, vcc, v55, v27, vcc
  s_and_saveexec_b64 s[48:49], s[30:31]
  global_store_dword v[52:53], v5, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v25, v25, s0
  v_add_u32 v40, v25, v22
  v_lshlrev_b32 v4, 2, v40
  v_ashrrev_i32 v5, 30, v40
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v4
  v_addc_co_u32 v53, vcc, v55, v5, vcc
  s_and_saveexec_b64 s[48:49], s[22:23]
  global_store_dword v[52:53], v6, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v25, v3, s0
  v_add_u32 v48, v25, v22
  v_lshlrev_b32 v25, 2, v48
  v_ashrrev_i32 v27, 30, v48
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v25
  v_addc_co_u32 v53, vcc, v55, v27, vcc
  s_and_saveexec_b64 s[48:49], s[26:27]
  global_store_dword v[52:53], v7, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v32, v24, s0
  v_add_u32 v3, v32, v22
  v_lshlrev_b32 v24, 2, v3
  v_ashrrev_i32 v25, 30, v3
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v24
  v_addc_co_u32 v53, vcc, v55, v25, vcc
  s_and_saveexec_b64 s[48:49], s[36:37]
  global_store_dword v[52:53], v8, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v40, v23, s0
  v_add_u32 v3, v40, v22
  v_lshlrev_b32 v33, 2, v3
  v_ashrrev_i32 v35, 30, v3
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v33
  v_addc_co_u32 v53, vcc, v55, v35, vcc
  s_and_saveexec_b64 s[48:49], s[46:47]
  global_store_dword v[52:53], v9, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v48, v20, s0
  v_add_u32 v9, v48, v22
  v_lshlrev_b32 v44, 2, v9
  v_ashrrev_i32 v47, 30, v9
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v44
  v_addc_co_u32 v53, vcc, v55, v47, vcc
  s_and_saveexec_b64 s[48:49], s[20:21]
  global_store_dword v[52:53], v10, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v3, v21, s0
  v_add_u32 v20, v3, v22
  v_lshlrev_b32 v3, 2, v20
  v_ashrrev_i32 v4, 30, v20
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v3
  v_addc_co_u32 v53, vcc, v55, v4, vcc
  s_and_saveexec_b64 s[48:49], s[18:19]
  global_store_dword v[52:53], v11, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v3, v26, s0
  v_add_u32 v25, v3, v22
  v_lshlrev_b32 v3, 2, v25
  v_ashrrev_i32 v5, 30, v25
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v3
  v_addc_co_u32 v53, vcc, v55, v5, vcc
  s_and_saveexec_b64 s[48:49], s[14:15]
  global_store_dword v[52:53], v12, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v9, v31, s0
  v_add_u32 v33, v9, v22
  v_lshlrev_b32 v20, 2, v33
  v_ashrrev_i32 v21, 30, v33
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v20
  v_addc_co_u32 v53, vcc, v55, v21, vcc
  s_and_saveexec_b64 s[48:49], s[12:13]
  global_store_dword v[52:53], v13, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v20, v36, s0
  v_add_u32 v42, v20, v22
  v_lshlrev_b32 v25, 2, v42
  v_ashrrev_i32 v27, 30, v42
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v25
  v_addc_co_u32 v53, vcc, v55, v27, vcc
  s_and_saveexec_b64 s[48:49], s[8:9]
  global_store_dword v[52:53], v14, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v25, v41, s0
  v_add_u32 v49, v25, v22
  v_lshlrev_b32 v36, 2, v49
  v_ashrrev_i32 v38, 30, v49
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v36
  v_addc_co_u32 v53, vcc, v55, v38, vcc
  s_and_saveexec_b64 s[48:49], s[6:7]
  global_store_dword v[52:53], v15, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v33, v46, s0
  v_add_u32 v3, v33, v22
  v_lshlrev_b32 v47, 2, v3
  v_ashrrev_i32 v49, 30, v3
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v47
  v_addc_co_u32 v53, vcc, v55, v49, vcc
  s_and_saveexec_b64 s[48:49], s[4:5]
  global_store_dword v[52:53], v16, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v41, v2, s0
  v_add_u32 v3, v41, v22
  v_lshlrev_b32 v2, 2, v3
  v_ashrrev_i32 v3, 30, v3
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v54, vcc, v52, v2
  v_addc_co_u32 v55, vcc, v53, v3, vcc
  s_and_saveexec_b64 s[48:49], s[2:3]
  global_store_dword v[54:55], v17, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v49, v1, s0
  v_add_u32 v10, v49, v22
  v_lshlrev_b32 v6, 2, v10
  v_ashrrev_i32 v8, 30, v10
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v6
  v_addc_co_u32 v53, vcc, v55, v8, vcc
  s_and_saveexec_b64 s[48:49], s[10:11]
  global_store_dword v[52:53], v18, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v0, v0, s0
  v_add_u32 v18, v0, v22
  v_lshlrev_b32 v17, 2, v18
  v_ashrrev_i32 v20, 30, v18
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v17
  v_addc_co_u32 v53, vcc, v55, v20, vcc
  s_and_saveexec_b64 s[48:49], s[16:17]
  global_store_dword v[52:53], v19, off
  s_mov_b64 exec, s[48:49]
  s_endpgm
.Lmatmul_i8_end:
.size matmul_i8, .Lmatmul_i8_end-matmul_i8
; 50 SGPRs, 58 VGPRs; allocation: 31 moves, 2 spills, 2 reloads

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
  .amdhsa_next_free_vgpr 58
  .amdhsa_next_free_sgpr 50
  .amdhsa_accum_offset 60
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
    .sgpr_count: 50
    .vgpr_count: 58
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
