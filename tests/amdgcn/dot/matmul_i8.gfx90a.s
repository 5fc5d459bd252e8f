.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
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
  v_and_b32 v16, 0xff, v37
  v_lshlrev_b32 v18, 3, v16
  v_lshrrev_b32 v20, 7, v18
  v_and_b32 v22, v20, 1
  v_lshlrev_b32 v24, 4, v22
  v_xor_b32 v26, v18, v24
  v_and_b32 v28, v37, 31
  v_lshlrev_b32 v30, 5, v28
  v_lshrrev_b32 v32, 5, v37
  v_and_b32 v34, v32, 1
  v_lshlrev_b32 v36, 2, v34
  v_or_b32 v38, v30, v36
  v_lshrrev_b32 v0, 6, v37
  v_and_b32 v0, v0, 1
  v_lshlrev_b32 v0, 10, v0
  v_or_b32 v0, v38, v0
  v_lshrrev_b32 v1, 7, v0
  v_and_b32 v1, v1, 1
  v_lshlrev_b32 v1, 4, v1
  v_xor_b32 v0, v0, v1
  v_and_b32 v1, v37, 7
  v_lshlrev_b32 v1, 8, v1
  v_lshrrev_b32 v2, 3, v37
  v_and_b32 v2, v2, 31
  v_or_b32 v1, v1, v2
  v_lshrrev_b32 v3, 7, v1
  v_lshrrev_b32 v5, 8, v1
  v_xor_b32 v7, v3, v5
  v_and_b32 v9, v7, 1
  v_lshlrev_b32 v11, 4, v9
  v_xor_b32 v21, v1, v11
  v_lshrrev_b32 v15, 7, v37
  v_and_b32 v17, v15, 1
  v_lshlrev_b32 v19, 10, v17
  v_or_b32 v22, v38, v19
  v_lshrrev_b32 v23, 7, v22
  v_lshrrev_b32 v25, 8, v22
  v_xor_b32 v27, v23, v25
  v_and_b32 v29, v27, 1
  v_lshlrev_b32 v31, 4, v29
  v_xor_b32 v33, v22, v31
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
  s_mul_i32 s8, s2, 64
  v_lshrrev_b32 v1, 2, v37
  v_and_b32 v1, v1, 63
  v_add_u32 v1, s8, v1
  v_cmp_lt_i32_e64 s[8:9], v1, s28
  v_and_b32 v2, v37, 3
  v_lshlrev_b32 v2, 3, v2
  v_add_u32 v20, v2, s6
  v_cmp_lt_i32_e64 s[26:27], v20, s36
  s_and_b64 s[46:47], s[8:9], s[26:27]
  v_add_u32 v3, v2, 1
  v_add_u32 v20, v3, s6
  v_cmp_lt_i32_e64 s[38:39], v20, s36
  s_and_b64 s[10:11], s[8:9], s[38:39]
  v_add_u32 v3, v2, 2
  v_add_u32 v20, v3, s6
  v_cmp_lt_i32_e64 s[12:13], v20, s36
  s_and_b64 s[12:13], s[8:9], s[12:13]
  v_add_u32 v20, v2, 3
  v_add_u32 v20, v20, s6
  v_cmp_lt_i32_e64 s[14:15], v20, s36
  s_and_b64 s[14:15], s[8:9], s[14:15]
  v_add_u32 v20, v2, 4
  v_add_u32 v24, v20, s6
  v_cmp_lt_i32_e64 s[18:19], v24, s36
  s_and_b64 s[18:19], s[8:9], s[18:19]
  v_add_u32 v20, v2, 5
  v_add_u32 v29, v20, s6
  v_cmp_lt_i32_e64 s[22:23], v29, s36
  s_and_b64 s[22:23], s[8:9], s[22:23]
  v_add_u32 v20, v2, 6
  v_add_u32 v34, v20, s6
  v_cmp_lt_i32_e64 s[26:27], v34, s36
  s_and_b64 s[26:27], s[8:9], s[26:27]
  v_add_u32 v24, v2, 7
  v_add_u32 v3, v24, s6
  v_cmp_lt_i32_e64 s[34:35], v3, s36
  s_and_b64 s[8:9], s[8:9], s[34:35]
  v_mul_lo_u32 v20, v1, s40
  v_add_u32 v30, v20, v2
  v_add_u32 v32, v30, s6
  v_ashrrev_i32 v34, 31, v32
  v_mov_b32 v42, s16
  v_mov_b32 v43, s17
  v_add_co_u32 v40, vcc, v42, v32
  v_addc_co_u32 v41, vcc, v43, v34, vcc
  v_mov_b32 v2, 0
  s_and_saveexec_b64 s[48:49], s[46:47]
  global_load_sbyte v2, v[40:41], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v29, 0
  s_and_saveexec_b64 s[48:49], s[10:11]
  global_load_sbyte v29, v[40:41], off offset:1
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v28, 0
  s_and_saveexec_b64 s[48:49], s[12:13]
  global_load_sbyte v28, v[40:41], off offset:2
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v27, 0
  s_and_saveexec_b64 s[48:49], s[14:15]
  global_load_sbyte v27, v[40:41], off offset:3
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v25, 0
  s_and_saveexec_b64 s[48:49], s[18:19]
  global_load_sbyte v25, v[40:41], off offset:4
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v24, 0
  s_and_saveexec_b64 s[48:49], s[22:23]
  global_load_sbyte v24, v[40:41], off offset:5
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v23, 0
  s_and_saveexec_b64 s[48:49], s[26:27]
  global_load_sbyte v23, v[40:41], off offset:6
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v22, 0
  s_and_saveexec_b64 s[48:49], s[8:9]
  global_load_sbyte v22, v[40:41], off offset:7
  s_mov_b64 exec, s[48:49]
  s_mul_i32 s42, s4, 64
  v_and_b32 v30, v37, 7
  v_lshlrev_b32 v30, 3, v30
  v_add_u32 v34, v30, 7
  v_add_u32 v1, s42, v34
  s_mul_i32 s8, s6, s44
  v_lshrrev_b32 v31, 3, v37
  v_and_b32 v31, v31, 31
  v_mul_lo_u32 v34, v31, s44
  v_add_u32 v32, s42, v30
  v_add_u32 v3, v34, v32
  v_add_u32 v3, v3, s8
  v_add_u32 v31, v31, s6
  v_cmp_lt_i32_e64 s[8:9], v31, s36
  v_cmp_lt_i32_e64 s[10:11], v32, s32
  s_and_b64 s[34:35], s[8:9], s[10:11]
  v_cmp_lt_i32_e64 s[8:9], v31, s36
  v_add_u32 v20, v30, 1
  v_add_u32 v20, s42, v20
  v_cmp_lt_i32_e64 s[22:23], v20, s32
  s_and_b64 s[46:47], s[8:9], s[22:23]
  v_cmp_lt_i32_e64 s[12:13], v31, s36
  v_add_u32 v20, v30, 2
  v_add_u32 v20, s42, v20
  v_cmp_lt_i32_e64 s[38:39], v20, s32
  s_and_b64 s[8:9], s[12:13], s[38:39]
  v_cmp_lt_i32_e64 s[26:27], v31, s36
  v_add_u32 v20, v30, 3
  v_add_u32 v20, s42, v20
  v_cmp_lt_i32_e64 s[10:11], v20, s32
  s_and_b64 s[10:11], s[26:27], s[10:11]
  v_cmp_lt_i32_e64 s[38:39], v31, s36
  v_add_u32 v20, v30, 4
  v_add_u32 v20, s42, v20
  v_cmp_lt_i32_e64 s[12:13], v20, s32
  s_and_b64 s[12:13], s[38:39], s[12:13]
  v_cmp_lt_i32_e64 s[14:15], v31, s36
  v_add_u32 v20, v30, 5
  v_add_u32 v20, s42, v20
  v_cmp_lt_i32_e64 s[18:19], v20, s32
  s_and_b64 s[14:15], s[14:15], s[18:19]
  v_cmp_lt_i32_e64 s[18:19], v31, s36
  v_add_u32 v20, v30, 6
  v_add_u32 v20, s42, v20
  v_cmp_lt_i32_e64 s[22:23], v20, s32
  s_and_b64 s[18:19], s[18:19], s[22:23]
  v_cmp_lt_i32_e64 s[22:23], v31, s36
  v_cmp_lt_i32_e64 s[26:27], v1, s32
  s_and_b64 s[22:23], s[22:23], s[26:27]
  v_ashrrev_i32 v30, 31, v3
  v_mov_b32 v42, s20
  v_mov_b32 v43, s21
  v_add_co_u32 v40, vcc, v42, v3
  v_addc_co_u32 v41, vcc, v43, v30, vcc
  v_mov_b32 v36, 0
  s_and_saveexec_b64 s[48:49], s[34:35]
  global_load_sbyte v36, v[40:41], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v35, 0
  s_and_saveexec_b64 s[48:49], s[46:47]
  global_load_sbyte v35, v[40:41], off offset:1
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v1, 0
  s_and_saveexec_b64 s[48:49], s[8:9]
  global_load_sbyte v1, v[40:41], off offset:2
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v3, 0
  s_and_saveexec_b64 s[48:49], s[10:11]
  global_load_sbyte v3, v[40:41], off offset:3
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v34, 0
  s_and_saveexec_b64 s[48:49], s[12:13]
  global_load_sbyte v34, v[40:41], off offset:4
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v32, 0
  s_and_saveexec_b64 s[48:49], s[14:15]
  global_load_sbyte v32, v[40:41], off offset:5
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v31, 0
  s_and_saveexec_b64 s[48:49], s[18:19]
  global_load_sbyte v31, v[40:41], off offset:6
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v30, 0
  s_and_saveexec_b64 s[48:49], s[22:23]
  global_load_sbyte v30, v[40:41], off offset:7
  s_mov_b64 exec, s[48:49]
  s_waitcnt vmcnt(0)
  v_and_b32 v20, 0xff, v2
  v_and_b32 v29, 0xff, v29
  v_lshlrev_b32 v29, 8, v29
  v_or_b32 v20, v20, v29
  v_and_b32 v28, 0xff, v28
  v_lshlrev_b32 v28, 16, v28
  v_or_b32 v28, v20, v28
  v_lshlrev_b32 v27, 24, v27
  v_or_b32 v28, v28, v27
  v_and_b32 v38, 0xff, v25
  v_and_b32 v2, 0xff, v24
  v_lshlrev_b32 v2, 8, v2
  v_or_b32 v38, v38, v2
  v_and_b32 v2, 0xff, v23
  v_lshlrev_b32 v2, 16, v2
  v_or_b32 v2, v38, v2
  v_lshlrev_b32 v20, 24, v22
  v_or_b32 v29, v2, v20
  ds_write_b64 v26, v[28:29]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  ds_write_b8 v21, v36 offset:2048
  ds_write_b8 v21, v35 offset:2080
  ds_write_b8 v21, v1 offset:2112
  ds_write_b8 v21, v3 offset:2144
  v_xor_b32 v1, v21, 16
  ds_write_b8 v1, v34 offset:2176
  ds_write_b8 v1, v32 offset:2208
  ds_write_b8 v1, v31 offset:2240
  ds_write_b8 v1, v30 offset:2272
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  ds_read_b32 v20, v0
  ds_read_b32 v24, v33 offset:2048
  s_waitcnt lgkmcnt(0)
  v_mfma_i32_32x32x8i8 v[4:19], v20, v24, v[4:19]
  ds_read_b32 v20, v0 offset:8
  ds_read_b32 v24, v33 offset:2056
  s_waitcnt lgkmcnt(0)
  v_mfma_i32_32x32x8i8 v[4:19], v20, v24, v[4:19]
  v_xor_b32 v1, v0, 16
  ds_read_b32 v20, v1
  v_xor_b32 v2, v33, 16
  ds_read_b32 v24, v2 offset:2048
  s_waitcnt lgkmcnt(0)
  v_mfma_i32_32x32x8i8 v[4:19], v20, v24, v[4:19]
  ds_read_b32 v20, v1 offset:8
  ds_read_b32 v24, v2 offset:2056
  s_waitcnt lgkmcnt(0)
  v_mfma_i32_32x32x8i8 v[4:19], v20, v24, v[4:19]
  s_add_u32 s46, s6, 32
  s_cmp_lt_i32 s6, s30
  s_cselect_b64 s[6:7], -1, 0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_cmp_lg_u64 s[6:7], 0
  s_nop 12
  s_cbranch_scc1 .Lmatmul_i8_5
  s_branch .Lmatmul_i8_2
.Lmatmul_i8_5:
  s_mov_b64 s[6:7], s[46:47]
  s_branch .Lmatmul_i8_1
.Lmatmul_i8_2:
  s_mul_i32 s2, s2, 64
  v_lshrrev_b32 v34, 5, v37
  v_and_b32 v36, v34, 1
  v_lshlrev_b32 v38, 2, v36
  v_lshrrev_b32 v0, 6, v37
  v_and_b32 v0, v0, 1
  v_lshlrev_b32 v0, 5, v0
  v_or_b32 v29, v38, v0
  v_add_u32 v0, v29, 27
  v_add_u32 v21, s2, v0
  s_mul_i32 s4, s4, 64
  v_and_b32 v36, v37, 31
  v_lshrrev_b32 v38, 7, v37
  v_and_b32 v0, v38, 1
  v_lshlrev_b32 v0, 5, v0
  v_or_b32 v0, v36, v0
  v_add_u32 v0, s4, v0
  v_add_u32 v32, s2, v29
  v_cmp_lt_i32_e64 s[6:7], v32, s28
  v_cmp_lt_i32_e64 s[40:41], v0, s32
  s_and_b64 s[44:45], s[6:7], s[40:41]
  v_add_u32 v1, v29, 1
  v_add_u32 v31, s2, v1
  v_cmp_lt_i32_e64 s[18:19], v31, s28
  s_and_b64 s[32:33], s[18:19], s[40:41]
  v_add_u32 v3, v29, 2
  v_add_u32 v28, s2, v3
  v_cmp_lt_i32_e64 s[30:31], v28, s28
  s_and_b64 s[26:27], s[30:31], s[40:41]
  v_add_u32 v20, v29, 3
  v_add_u32 v27, s2, v20
  v_cmp_lt_i32_e64 s[38:39], v27, s28
  s_and_b64 s[22:23], s[38:39], s[40:41]
  v_add_u32 v20, v29, 8
  v_add_u32 v30, s2, v20
  v_cmp_lt_i32_e64 s[4:5], v30, s28
  s_and_b64 s[20:21], s[4:5], s[40:41]
  v_add_u32 v20, v29, 9
  v_add_u32 v35, s2, v20
  v_cmp_lt_i32_e64 s[4:5], v35, s28
  s_and_b64 s[16:17], s[4:5], s[40:41]
  v_add_u32 v23, v29, 10
  v_add_u32 v26, s2, v23
  v_cmp_lt_i32_e64 s[4:5], v26, s28
  s_and_b64 s[14:15], s[4:5], s[40:41]
  v_add_u32 v33, v29, 11
  v_add_u32 v25, s2, v33
  v_cmp_lt_i32_e64 s[4:5], v25, s28
  s_and_b64 s[12:13], s[4:5], s[40:41]
  v_add_u32 v33, v29, 16
  v_add_u32 v24, s2, v33
  v_cmp_lt_i32_e64 s[4:5], v24, s28
  s_and_b64 s[10:11], s[4:5], s[40:41]
  v_add_u32 v38, v29, 17
  v_add_u32 v3, s2, v38
  v_cmp_lt_i32_e64 s[4:5], v3, s28
  s_and_b64 s[8:9], s[4:5], s[40:41]
  v_add_u32 v1, v29, 18
  v_add_u32 v1, s2, v1
  v_cmp_lt_i32_e64 s[4:5], v1, s28
  s_and_b64 s[18:19], s[4:5], s[40:41]
  v_add_u32 v2, v29, 19
  v_add_u32 v2, s2, v2
  v_cmp_lt_i32_e64 s[4:5], v2, s28
  s_and_b64 s[30:31], s[4:5], s[40:41]
  v_add_u32 v20, v29, 24
  v_add_u32 v23, s2, v20
  v_cmp_lt_i32_e64 s[4:5], v23, s28
  s_and_b64 s[38:39], s[4:5], s[40:41]
  v_add_u32 v20, v29, 25
  v_add_u32 v22, s2, v20
  v_cmp_lt_i32_e64 s[34:35], v22, s28
  s_and_b64 s[6:7], s[34:35], s[40:41]
  v_add_u32 v20, v29, 26
  v_add_u32 v20, s2, v20
  v_cmp_lt_i32_e64 s[34:35], v20, s28
  s_and_b64 s[4:5], s[34:35], s[40:41]
  v_cmp_lt_i32_e64 s[28:29], v21, s28
  s_and_b64 s[2:3], s[28:29], s[40:41]
  v_mul_lo_u32 v29, v32, s0
  v_add_u32 v32, v29, v0
  v_lshlrev_b32 v29, 2, v32
  v_ashrrev_i32 v32, 30, v32
  v_mov_b32 v42, s24
  v_mov_b32 v43, s25
  v_add_co_u32 v40, vcc, v42, v29
  v_addc_co_u32 v41, vcc, v43, v32, vcc
  s_and_saveexec_b64 s[48:49], s[44:45]
  global_store_dword v[40:41], v4, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v32, v31, s0
  v_add_u32 v4, v32, v0
  v_lshlrev_b32 v29, 2, v4
  v_ashrrev_i32 v31, 30, v4
  v_mov_b32 v42, s24
  v_mov_b32 v43, s25
  v_add_co_u32 v40, vcc, v42, v29
  v_addc_co_u32 v41, vcc, v43, v31, vcc
  s_and_saveexec_b64 s[48:49], s[32:33]
  global_store_dword v[40:41], v5, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v4, v28, s0
  v_add_u32 v4, v4, v0
  v_lshlrev_b32 v28, 2, v4
  v_ashrrev_i32 v29, 30, v4
  v_mov_b32 v42, s24
  v_mov_b32 v43, s25
  v_add_co_u32 v40, vcc, v42, v28
  v_addc_co_u32 v41, vcc, v43, v29, vcc
  s_and_saveexec_b64 s[48:49], s[26:27]
  global_store_dword v[40:41], v6, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v4, v27, s0
  v_add_u32 v27, v4, v0
  v_lshlrev_b32 v36, 2, v27
  v_ashrrev_i32 v37, 30, v27
  v_mov_b32 v42, s24
  v_mov_b32 v43, s25
  v_add_co_u32 v40, vcc, v42, v36
  v_addc_co_u32 v41, vcc, v43, v37, vcc
  s_and_saveexec_b64 s[48:49], s[22:23]
  global_store_dword v[40:41], v7, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v4, v30, s0
  v_add_u32 v27, v4, v0
  v_lshlrev_b32 v4, 2, v27
  v_ashrrev_i32 v5, 30, v27
  v_mov_b32 v42, s24
  v_mov_b32 v43, s25
  v_add_co_u32 v40, vcc, v42, v4
  v_addc_co_u32 v41, vcc, v43, v5, vcc
  s_and_saveexec_b64 s[48:49], s[20:21]
  global_store_dword v[40:41], v8, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v4, v35, s0
  v_add_u32 v27, v4, v0
  v_lshlrev_b32 v4, 2, v27
  v_ashrrev_i32 v5, 30, v27
  v_mov_b32 v42, s24
  v_mov_b32 v43, s25
  v_add_co_u32 v40, vcc, v42, v4
  v_addc_co_u32 v41, vcc, v43, v5, vcc
  s_and_saveexec_b64 s[48:49], s[16:17]
  global_store_dword v[40:41], v9, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v9, v26, s0
  v_add_u32 v33, v9, v0
  v_lshlrev_b32 v5, 2, v33
  v_ashrrev_i32 v7, 30, v33
  v_mov_b32 v42, s24
  v_mov_b32 v43, s25
  v_add_co_u32 v40, vcc, v42, v5
  v_addc_co_u32 v41, vcc, v43, v7, vcc
  s_and_saveexec_b64 s[48:49], s[14:15]
  global_store_dword v[40:41], v10, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v25, v25, s0
  v_add_u32 v4, v25, v0
  v_lshlrev_b32 v25, 2, v4
  v_ashrrev_i32 v26, 30, v4
  v_mov_b32 v42, s24
  v_mov_b32 v43, s25
  v_add_co_u32 v40, vcc, v42, v25
  v_addc_co_u32 v41, vcc, v43, v26, vcc
  s_and_saveexec_b64 s[48:49], s[12:13]
  global_store_dword v[40:41], v11, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v25, v24, s0
  v_add_u32 v4, v25, v0
  v_lshlrev_b32 v27, 2, v4
  v_ashrrev_i32 v29, 30, v4
  v_mov_b32 v42, s24
  v_mov_b32 v43, s25
  v_add_co_u32 v40, vcc, v42, v27
  v_addc_co_u32 v41, vcc, v43, v29, vcc
  s_and_saveexec_b64 s[48:49], s[10:11]
  global_store_dword v[40:41], v12, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v33, v3, s0
  v_add_u32 v3, v33, v0
  v_lshlrev_b32 v38, 2, v3
  v_ashrrev_i32 v3, 30, v3
  v_mov_b32 v42, s24
  v_mov_b32 v43, s25
  v_add_co_u32 v40, vcc, v42, v38
  v_addc_co_u32 v41, vcc, v43, v3, vcc
  s_and_saveexec_b64 s[48:49], s[8:9]
  global_store_dword v[40:41], v13, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v1, v1, s0
  v_add_u32 v3, v1, v0
  v_lshlrev_b32 v1, 2, v3
  v_ashrrev_i32 v3, 30, v3
  v_mov_b32 v42, s24
  v_mov_b32 v43, s25
  v_add_co_u32 v40, vcc, v42, v1
  v_addc_co_u32 v41, vcc, v43, v3, vcc
  s_and_saveexec_b64 s[48:49], s[18:19]
  global_store_dword v[40:41], v14, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v1, v2, s0
  v_add_u32 v10, v1, v0
  v_lshlrev_b32 v1, 2, v10
  v_ashrrev_i32 v2, 30, v10
  v_mov_b32 v42, s24
  v_mov_b32 v43, s25
  v_add_co_u32 v40, vcc, v42, v1
  v_addc_co_u32 v41, vcc, v43, v2, vcc
  s_and_saveexec_b64 s[48:49], s[30:31]
  global_store_dword v[40:41], v15, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v1, v23, s0
  v_add_u32 v23, v1, v0
  v_lshlrev_b32 v8, 2, v23
  v_ashrrev_i32 v10, 30, v23
  v_mov_b32 v42, s24
  v_mov_b32 v43, s25
  v_add_co_u32 v40, vcc, v42, v8
  v_addc_co_u32 v41, vcc, v43, v10, vcc
  s_and_saveexec_b64 s[48:49], s[38:39]
  global_store_dword v[40:41], v16, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v2, v22, s0
  v_add_u32 v26, v2, v0
  v_lshlrev_b32 v22, 2, v26
  v_ashrrev_i32 v23, 30, v26
  v_mov_b32 v42, s24
  v_mov_b32 v43, s25
  v_add_co_u32 v40, vcc, v42, v22
  v_addc_co_u32 v41, vcc, v43, v23, vcc
  s_and_saveexec_b64 s[48:49], s[6:7]
  global_store_dword v[40:41], v17, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v10, v20, s0
  v_add_u32 v34, v10, v0
  v_lshlrev_b32 v30, 2, v34
  v_ashrrev_i32 v32, 30, v34
  v_mov_b32 v42, s24
  v_mov_b32 v43, s25
  v_add_co_u32 v40, vcc, v42, v30
  v_addc_co_u32 v41, vcc, v43, v32, vcc
  s_and_saveexec_b64 s[48:49], s[4:5]
  global_store_dword v[40:41], v18, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v18, v21, s0
  v_add_u32 v1, v18, v0
  v_lshlrev_b32 v0, 2, v1
  v_ashrrev_i32 v1, 30, v1
  v_mov_b32 v42, s24
  v_mov_b32 v43, s25
  v_add_co_u32 v40, vcc, v42, v0
  v_addc_co_u32 v41, vcc, v43, v1, vcc
  s_and_saveexec_b64 s[48:49], s[2:3]
  global_store_dword v[40:41], v19, off
  s_mov_b64 exec, s[48:49]
  s_endpgm
.Lmatmul_i8_end:
.size matmul_i8, .Lmatmul_i8_end-matmul_i8
; 50 SGPRs, 44 VGPRs; allocation: 31 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 44
  .amdhsa_next_free_sgpr 50
  .amdhsa_accum_offset 44
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
    .sgpr_count: 50
    .vgpr_count: 44
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
