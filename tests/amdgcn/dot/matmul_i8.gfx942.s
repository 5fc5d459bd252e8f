.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.amdhsa_code_object_version 5
.text
.globl matmul_i8
.p2align 8
.type matmul_i8,@function
matmul_i8:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v41, 0x3ff, v0
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
  s_add_u32 s12, 0x80000000, 32
  s_cmp_lt_i32 s36, s12
  s_cselect_b64 s[18:19], -1, 0
  s_sub_u32 s22, s36, 32
  s_cmp_lg_u64 s[18:19], 0
  s_cselect_b32 s30, 0x80000000, s22
  v_and_b32 v16, 0xff, v41
  v_lshlrev_b32 v18, 3, v16
  v_lshrrev_b32 v20, 7, v18
  v_and_b32 v22, v20, 1
  v_lshlrev_b32 v24, 4, v22
  v_xor_b32 v38, v18, v24
  v_and_b32 v28, v41, 31
  v_lshlrev_b32 v30, 5, v28
  v_lshrrev_b32 v32, 5, v41
  v_and_b32 v34, v32, 1
  v_lshrrev_b32 v36, 6, v41
  v_and_b32 v39, v36, 1
  v_lshlrev_b32 v40, 10, v39
  v_lshlrev_b32 v42, 4, v34
  v_or_b32 v44, v30, v42
  v_or_b32 v46, v44, v40
  v_lshrrev_b32 v0, 7, v46
  v_and_b32 v0, v0, 1
  v_lshlrev_b32 v0, 4, v0
  v_xor_b32 v0, v46, v0
  v_and_b32 v1, v41, 7
  v_lshlrev_b32 v1, 8, v1
  v_lshrrev_b32 v2, 3, v41
  v_and_b32 v2, v2, 31
  v_or_b32 v1, v1, v2
  v_lshrrev_b32 v3, 7, v1
  v_lshrrev_b32 v5, 8, v1
  v_xor_b32 v7, v3, v5
  v_and_b32 v9, v7, 1
  v_lshlrev_b32 v11, 4, v9
  v_xor_b32 v39, v1, v11
  v_lshrrev_b32 v15, 7, v41
  v_and_b32 v17, v15, 1
  v_lshlrev_b32 v19, 10, v17
  v_or_b32 v22, v44, v19
  v_lshrrev_b32 v23, 7, v22
  v_lshrrev_b32 v25, 8, v22
  v_xor_b32 v27, v23, v25
  v_and_b32 v29, v27, 1
  v_lshlrev_b32 v31, 4, v29
  v_xor_b32 v33, v22, v31
  v_mov_b32 v4, s54
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
  s_mul_i32 s0, s2, 64
  v_lshrrev_b32 v42, 2, v41
  v_and_b32 v44, v42, 63
  v_add_u32 v46, s0, v44
  v_cmp_lt_i32_e64 s[0:1], v46, s28
  v_and_b32 v1, v41, 3
  v_lshlrev_b32 v1, 3, v1
  v_add_u32 v20, v1, s54
  v_cmp_lt_i32_e64 s[26:27], v20, s36
  s_and_b64 s[46:47], s[0:1], s[26:27]
  v_add_u32 v2, v1, 1
  v_add_u32 v20, v2, s54
  v_cmp_lt_i32_e64 s[38:39], v20, s36
  s_and_b64 s[56:57], s[0:1], s[38:39]
  v_add_u32 v2, v1, 2
  v_add_u32 v20, v2, s54
  v_cmp_lt_i32_e64 s[50:51], v20, s36
  s_and_b64 s[64:65], s[0:1], s[50:51]
  v_add_u32 v20, v1, 3
  v_add_u32 v20, v20, s54
  v_cmp_lt_i32_e64 s[58:59], v20, s36
  s_and_b64 s[6:7], s[0:1], s[58:59]
  v_add_u32 v20, v1, 4
  v_add_u32 v24, v20, s54
  v_cmp_lt_i32_e64 s[66:67], v24, s36
  s_and_b64 s[8:9], s[0:1], s[66:67]
  v_add_u32 v20, v1, 5
  v_add_u32 v29, v20, s54
  v_cmp_lt_i32_e64 s[10:11], v29, s36
  s_and_b64 s[10:11], s[0:1], s[10:11]
  v_add_u32 v20, v1, 6
  v_add_u32 v34, v20, s54
  v_cmp_lt_i32_e64 s[12:13], v34, s36
  s_and_b64 s[12:13], s[0:1], s[12:13]
  v_add_u32 v24, v1, 7
  v_add_u32 v40, v24, s54
  v_cmp_lt_i32_e64 s[14:15], v40, s36
  s_and_b64 s[0:1], s[0:1], s[14:15]
  v_mul_lo_u32 v20, v46, s40
  v_add_u32 v30, v20, v1
  v_add_u32 v32, v30, s54
  v_ashrrev_i32 v34, 31, v32
  v_mov_b32 v50, s16
  v_mov_b32 v51, s17
  v_add_co_u32 v48, vcc, v50, v32
  v_addc_co_u32 v49, vcc, v51, v34, vcc
  v_mov_b32 v2, 0
  s_and_saveexec_b64 s[72:73], s[46:47]
  global_load_sbyte v2, v[48:49], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v29, 0
  s_and_saveexec_b64 s[72:73], s[56:57]
  global_load_sbyte v29, v[48:49], off offset:1
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v28, 0
  s_and_saveexec_b64 s[72:73], s[64:65]
  global_load_sbyte v28, v[48:49], off offset:2
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v27, 0
  s_and_saveexec_b64 s[72:73], s[6:7]
  global_load_sbyte v27, v[48:49], off offset:3
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v25, 0
  s_and_saveexec_b64 s[72:73], s[8:9]
  global_load_sbyte v25, v[48:49], off offset:4
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v24, 0
  s_and_saveexec_b64 s[72:73], s[10:11]
  global_load_sbyte v24, v[48:49], off offset:5
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v23, 0
  s_and_saveexec_b64 s[72:73], s[12:13]
  global_load_sbyte v23, v[48:49], off offset:6
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v22, 0
  s_and_saveexec_b64 s[72:73], s[0:1]
  global_load_sbyte v22, v[48:49], off offset:7
  s_mov_b64 exec, s[72:73]
  s_mul_i32 s42, s4, 64
  v_and_b32 v26, v41, 7
  v_lshlrev_b32 v30, 3, v26
  v_add_u32 v34, v30, 7
  v_add_u32 v42, s42, v34
  s_mul_i32 s0, s54, s44
  v_lshrrev_b32 v26, 3, v41
  v_and_b32 v31, v26, 31
  v_mul_lo_u32 v32, v31, s44
  v_add_u32 v40, s42, v30
  v_add_u32 v1, v32, v40
  v_add_u32 v1, v1, s0
  v_add_u32 v3, v31, s54
  v_cmp_lt_i32_e64 s[0:1], v3, s36
  v_cmp_lt_i32_e64 s[10:11], v40, s32
  s_and_b64 s[34:35], s[0:1], s[10:11]
  v_cmp_lt_i32_e64 s[0:1], v3, s36
  v_add_u32 v43, v30, 1
  v_add_u32 v20, s42, v43
  v_cmp_lt_i32_e64 s[22:23], v20, s32
  s_and_b64 s[46:47], s[0:1], s[22:23]
  v_cmp_lt_i32_e64 s[12:13], v3, s36
  v_add_u32 v47, v30, 2
  v_add_u32 v20, s42, v47
  v_cmp_lt_i32_e64 s[38:39], v20, s32
  s_and_b64 s[52:53], s[12:13], s[38:39]
  v_cmp_lt_i32_e64 s[26:27], v3, s36
  v_add_u32 v20, v30, 3
  v_add_u32 v20, s42, v20
  v_cmp_lt_i32_e64 s[50:51], v20, s32
  s_and_b64 s[64:65], s[26:27], s[50:51]
  v_cmp_lt_i32_e64 s[38:39], v3, s36
  v_add_u32 v20, v30, 4
  v_add_u32 v20, s42, v20
  v_cmp_lt_i32_e64 s[58:59], v20, s32
  s_and_b64 s[0:1], s[38:39], s[58:59]
  v_cmp_lt_i32_e64 s[50:51], v3, s36
  v_add_u32 v20, v30, 5
  v_add_u32 v20, s42, v20
  v_cmp_lt_i32_e64 s[70:71], v20, s32
  s_and_b64 s[6:7], s[50:51], s[70:71]
  v_cmp_lt_i32_e64 s[60:61], v3, s36
  v_add_u32 v20, v30, 6
  v_add_u32 v20, s42, v20
  v_cmp_lt_i32_e64 s[8:9], v20, s32
  s_and_b64 s[8:9], s[60:61], s[8:9]
  v_cmp_lt_i32_e64 s[10:11], v3, s36
  v_cmp_lt_i32_e64 s[12:13], v42, s32
  s_and_b64 s[10:11], s[10:11], s[12:13]
  v_ashrrev_i32 v30, 31, v1
  v_mov_b32 v50, s20
  v_mov_b32 v51, s21
  v_add_co_u32 v48, vcc, v50, v1
  v_addc_co_u32 v49, vcc, v51, v30, vcc
  v_mov_b32 v36, 0
  s_and_saveexec_b64 s[72:73], s[34:35]
  global_load_sbyte v36, v[48:49], off
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v35, 0
  s_and_saveexec_b64 s[72:73], s[46:47]
  global_load_sbyte v35, v[48:49], off offset:1
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v1, 0
  s_and_saveexec_b64 s[72:73], s[52:53]
  global_load_sbyte v1, v[48:49], off offset:2
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v3, 0
  s_and_saveexec_b64 s[72:73], s[64:65]
  global_load_sbyte v3, v[48:49], off offset:3
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v34, 0
  s_and_saveexec_b64 s[72:73], s[0:1]
  global_load_sbyte v34, v[48:49], off offset:4
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v32, 0
  s_and_saveexec_b64 s[72:73], s[6:7]
  global_load_sbyte v32, v[48:49], off offset:5
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v31, 0
  s_and_saveexec_b64 s[72:73], s[8:9]
  global_load_sbyte v31, v[48:49], off offset:6
  s_mov_b64 exec, s[72:73]
  v_mov_b32 v30, 0
  s_and_saveexec_b64 s[72:73], s[10:11]
  global_load_sbyte v30, v[48:49], off offset:7
  s_mov_b64 exec, s[72:73]
  s_waitcnt vmcnt(0)
  v_and_b32 v37, 0xff, v2
  v_and_b32 v20, 0xff, v29
  v_lshlrev_b32 v20, 8, v20
  v_or_b32 v29, v37, v20
  v_and_b32 v20, 0xff, v28
  v_lshlrev_b32 v26, 16, v20
  v_or_b32 v26, v29, v26
  v_lshlrev_b32 v27, 24, v27
  v_or_b32 v28, v26, v27
  v_and_b32 v37, 0xff, v25
  v_and_b32 v40, 0xff, v24
  v_lshlrev_b32 v40, 8, v40
  v_or_b32 v37, v37, v40
  v_and_b32 v40, 0xff, v23
  v_lshlrev_b32 v40, 16, v40
  v_or_b32 v42, v37, v40
  v_lshlrev_b32 v44, 24, v22
  v_or_b32 v29, v42, v44
  ds_write_b64 v38, v[28:29]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  ds_write_b8 v39, v36 offset:2048
  ds_write_b8 v39, v35 offset:2080
  ds_write_b8 v39, v1 offset:2112
  ds_write_b8 v39, v3 offset:2144
  v_xor_b32 v1, v39, 16
  ds_write_b8 v1, v34 offset:2176
  ds_write_b8 v1, v32 offset:2208
  ds_write_b8 v1, v31 offset:2240
  ds_write_b8 v1, v30 offset:2272
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  ds_read_b128 v[20:23], v0
  ds_read_b128 v[24:27], v33 offset:2048
  s_waitcnt lgkmcnt(0)
  v_mfma_i32_32x32x16_i8 v[4:19], v[20:21], v[24:25], v[4:19]
  v_mfma_i32_32x32x16_i8 v[4:19], v[22:23], v[26:27], v[4:19]
  s_add_u32 s0, s54, 32
  s_cmp_lt_i32 s54, s30
  s_cselect_b64 s[6:7], -1, 0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_cmp_lg_u64 s[6:7], 0
  s_nop 4
  s_cbranch_scc1 .Lmatmul_i8_5
  s_branch .Lmatmul_i8_2
.Lmatmul_i8_5:
  s_mov_b64 s[54:55], s[0:1]
  s_branch .Lmatmul_i8_1
.Lmatmul_i8_2:
  s_mul_i32 s0, s2, 64
  v_lshrrev_b32 v0, 5, v41
  v_and_b32 v0, v0, 1
  v_lshlrev_b32 v0, 2, v0
  v_lshrrev_b32 v1, 6, v41
  v_and_b32 v1, v1, 1
  v_lshlrev_b32 v1, 5, v1
  v_or_b32 v25, v0, v1
  v_add_u32 v20, v25, 27
  v_add_u32 v35, s0, v20
  s_mul_i32 s2, s4, 64
  v_and_b32 v0, v41, 31
  v_lshrrev_b32 v1, 7, v41
  v_and_b32 v1, v1, 1
  v_lshlrev_b32 v1, 5, v1
  v_or_b32 v0, v0, v1
  v_add_u32 v2, s2, v0
  v_add_u32 v28, s0, v25
  v_cmp_lt_i32_e64 s[44:45], v28, s28
  v_cmp_lt_i32_e64 s[22:23], v2, s32
  s_and_b64 s[20:21], s[44:45], s[22:23]
  v_add_u32 v20, v25, 1
  v_add_u32 v34, s0, v20
  v_cmp_lt_i32_e64 s[56:57], v34, s28
  s_and_b64 s[18:19], s[56:57], s[22:23]
  v_add_u32 v22, v25, 2
  v_add_u32 v39, s0, v22
  v_cmp_lt_i32_e64 s[66:67], v39, s28
  s_and_b64 s[14:15], s[66:67], s[22:23]
  v_add_u32 v27, v25, 3
  v_add_u32 v44, s0, v27
  v_cmp_lt_i32_e64 s[2:3], v44, s28
  s_and_b64 s[12:13], s[2:3], s[22:23]
  v_add_u32 v32, v25, 8
  v_add_u32 v24, s0, v32
  v_cmp_lt_i32_e64 s[2:3], v24, s28
  s_and_b64 s[10:11], s[2:3], s[22:23]
  v_add_u32 v37, v25, 9
  v_add_u32 v3, s0, v37
  v_cmp_lt_i32_e64 s[2:3], v3, s28
  s_and_b64 s[8:9], s[2:3], s[22:23]
  v_add_u32 v42, v25, 10
  v_add_u32 v0, s0, v42
  v_cmp_lt_i32_e64 s[2:3], v0, s28
  s_and_b64 s[16:17], s[2:3], s[22:23]
  v_add_u32 v47, v25, 11
  v_add_u32 v1, s0, v47
  v_cmp_lt_i32_e64 s[2:3], v1, s28
  s_and_b64 s[26:27], s[2:3], s[22:23]
  v_add_u32 v20, v25, 16
  v_add_u32 v23, s0, v20
  v_cmp_lt_i32_e64 s[2:3], v23, s28
  s_and_b64 s[36:37], s[2:3], s[22:23]
  v_add_u32 v20, v25, 17
  v_add_u32 v22, s0, v20
  v_cmp_lt_i32_e64 s[30:31], v22, s28
  s_and_b64 s[46:47], s[30:31], s[22:23]
  v_add_u32 v20, v25, 18
  v_add_u32 v20, s0, v20
  v_cmp_lt_i32_e64 s[30:31], v20, s28
  s_and_b64 s[56:57], s[30:31], s[22:23]
  v_add_u32 v21, v25, 19
  v_add_u32 v21, s0, v21
  v_cmp_lt_i32_e64 s[30:31], v21, s28
  s_and_b64 s[66:67], s[30:31], s[22:23]
  v_add_u32 v26, v25, 24
  v_add_u32 v26, s0, v26
  v_cmp_lt_i32_e64 s[40:41], v26, s28
  s_and_b64 s[6:7], s[40:41], s[22:23]
  v_add_u32 v27, v25, 25
  v_add_u32 v31, s0, v27
  v_cmp_lt_i32_e64 s[50:51], v31, s28
  s_and_b64 s[4:5], s[50:51], s[22:23]
  v_add_u32 v25, v25, 26
  v_add_u32 v36, s0, v25
  v_cmp_lt_i32_e64 s[60:61], v36, s28
  s_and_b64 s[2:3], s[60:61], s[22:23]
  v_cmp_lt_i32_e64 s[68:69], v35, s28
  s_and_b64 s[0:1], s[68:69], s[22:23]
  v_mul_lo_u32 v43, v28, s48
  v_add_u32 v27, v43, v2
  v_lshlrev_b32 v25, 2, v27
  v_ashrrev_i32 v27, 30, v27
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc, v50, v25
  v_addc_co_u32 v49, vcc, v51, v27, vcc
  s_and_saveexec_b64 s[72:73], s[20:21]
  global_store_dword v[48:49], v4, off
  s_mov_b64 exec, s[72:73]
  v_mul_lo_u32 v4, v34, s48
  v_add_u32 v25, v4, v2
  v_lshlrev_b32 v32, 2, v25
  v_ashrrev_i32 v34, 30, v25
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc, v50, v32
  v_addc_co_u32 v49, vcc, v51, v34, vcc
  s_and_saveexec_b64 s[72:73], s[18:19]
  global_store_dword v[48:49], v5, off
  s_mov_b64 exec, s[72:73]
  v_mul_lo_u32 v4, v39, s48
  v_add_u32 v25, v4, v2
  v_lshlrev_b32 v43, 2, v25
  v_ashrrev_i32 v45, 30, v25
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc, v50, v43
  v_addc_co_u32 v49, vcc, v51, v45, vcc
  s_and_saveexec_b64 s[72:73], s[14:15]
  global_store_dword v[48:49], v6, off
  s_mov_b64 exec, s[72:73]
  v_mul_lo_u32 v4, v44, s48
  v_add_u32 v28, v4, v2
  v_lshlrev_b32 v4, 2, v28
  v_ashrrev_i32 v5, 30, v28
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc, v50, v4
  v_addc_co_u32 v49, vcc, v51, v5, vcc
  s_and_saveexec_b64 s[72:73], s[12:13]
  global_store_dword v[48:49], v7, off
  s_mov_b64 exec, s[72:73]
  v_mul_lo_u32 v24, v24, s48
  v_add_u32 v37, v24, v2
  v_lshlrev_b32 v4, 2, v37
  v_ashrrev_i32 v5, 30, v37
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc, v50, v4
  v_addc_co_u32 v49, vcc, v51, v5, vcc
  s_and_saveexec_b64 s[72:73], s[10:11]
  global_store_dword v[48:49], v8, off
  s_mov_b64 exec, s[72:73]
  v_mul_lo_u32 v24, v3, s48
  v_add_u32 v44, v24, v2
  v_lshlrev_b32 v24, 2, v44
  v_ashrrev_i32 v25, 30, v44
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc, v50, v24
  v_addc_co_u32 v49, vcc, v51, v25, vcc
  s_and_saveexec_b64 s[72:73], s[8:9]
  global_store_dword v[48:49], v9, off
  s_mov_b64 exec, s[72:73]
  v_mul_lo_u32 v28, v0, s48
  v_add_u32 v0, v28, v2
  v_lshlrev_b32 v24, 2, v0
  v_ashrrev_i32 v27, 30, v0
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc, v50, v24
  v_addc_co_u32 v49, vcc, v51, v27, vcc
  s_and_saveexec_b64 s[72:73], s[16:17]
  global_store_dword v[48:49], v10, off
  s_mov_b64 exec, s[72:73]
  v_mul_lo_u32 v37, v1, s48
  v_add_u32 v0, v37, v2
  v_lshlrev_b32 v37, 2, v0
  v_ashrrev_i32 v38, 30, v0
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc, v50, v37
  v_addc_co_u32 v49, vcc, v51, v38, vcc
  s_and_saveexec_b64 s[72:73], s[26:27]
  global_store_dword v[48:49], v11, off
  s_mov_b64 exec, s[72:73]
  v_mul_lo_u32 v44, v23, s48
  v_add_u32 v5, v44, v2
  v_lshlrev_b32 v46, 2, v5
  v_ashrrev_i32 v0, 30, v5
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc, v50, v46
  v_addc_co_u32 v49, vcc, v51, v0, vcc
  s_and_saveexec_b64 s[72:73], s[36:37]
  global_store_dword v[48:49], v12, off
  s_mov_b64 exec, s[72:73]
  v_mul_lo_u32 v0, v22, s48
  v_add_u32 v22, v0, v2
  v_lshlrev_b32 v0, 2, v22
  v_ashrrev_i32 v1, 30, v22
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc, v50, v0
  v_addc_co_u32 v49, vcc, v51, v1, vcc
  s_and_saveexec_b64 s[72:73], s[46:47]
  global_store_dword v[48:49], v13, off
  s_mov_b64 exec, s[72:73]
  v_mul_lo_u32 v0, v20, s48
  v_add_u32 v22, v0, v2
  v_lshlrev_b32 v5, 2, v22
  v_ashrrev_i32 v7, 30, v22
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc, v50, v5
  v_addc_co_u32 v49, vcc, v51, v7, vcc
  s_and_saveexec_b64 s[72:73], s[56:57]
  global_store_dword v[48:49], v14, off
  s_mov_b64 exec, s[72:73]
  v_mul_lo_u32 v5, v21, s48
  v_add_u32 v29, v5, v2
  v_lshlrev_b32 v20, 2, v29
  v_ashrrev_i32 v21, 30, v29
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc, v50, v20
  v_addc_co_u32 v49, vcc, v51, v21, vcc
  s_and_saveexec_b64 s[72:73], s[66:67]
  global_store_dword v[48:49], v15, off
  s_mov_b64 exec, s[72:73]
  v_mul_lo_u32 v13, v26, s48
  v_add_u32 v37, v13, v2
  v_lshlrev_b32 v27, 2, v37
  v_ashrrev_i32 v29, 30, v37
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc, v50, v27
  v_addc_co_u32 v49, vcc, v51, v29, vcc
  s_and_saveexec_b64 s[72:73], s[6:7]
  global_store_dword v[48:49], v16, off
  s_mov_b64 exec, s[72:73]
  v_mul_lo_u32 v21, v31, s48
  v_add_u32 v45, v21, v2
  v_lshlrev_b32 v38, 2, v45
  v_ashrrev_i32 v40, 30, v45
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc, v50, v38
  v_addc_co_u32 v49, vcc, v51, v40, vcc
  s_and_saveexec_b64 s[72:73], s[4:5]
  global_store_dword v[48:49], v17, off
  s_mov_b64 exec, s[72:73]
  v_mul_lo_u32 v29, v36, s48
  v_add_u32 v1, v29, v2
  v_lshlrev_b32 v0, 2, v1
  v_ashrrev_i32 v1, 30, v1
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc, v50, v0
  v_addc_co_u32 v49, vcc, v51, v1, vcc
  s_and_saveexec_b64 s[72:73], s[2:3]
  global_store_dword v[48:49], v18, off
  s_mov_b64 exec, s[72:73]
  v_mul_lo_u32 v37, v35, s48
  v_add_u32 v1, v37, v2
  v_lshlrev_b32 v0, 2, v1
  v_ashrrev_i32 v1, 30, v1
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc, v50, v0
  v_addc_co_u32 v49, vcc, v51, v1, vcc
  s_and_saveexec_b64 s[72:73], s[0:1]
  global_store_dword v[48:49], v19, off
  s_mov_b64 exec, s[72:73]
  s_endpgm
.Lmatmul_i8_end:
.size matmul_i8, .Lmatmul_i8_end-matmul_i8
; 74 SGPRs, 52 VGPRs; allocation: 31 moves, 0 spills, 0 reloads

.rodata
.p2align 6
.amdhsa_kernel matmul_i8
  .amdhsa_group_segment_fixed_size 4096
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 60
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 52
  .amdhsa_next_free_sgpr 74
  .amdhsa_accum_offset 52
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
    .group_segment_fixed_size: 4096
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 74
    .vgpr_count: 52
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
