.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.amdhsa_code_object_version 5
.text
.globl matmul_bf16
.p2align 8
.type matmul_bf16,@function
matmul_bf16:
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
  s_load_dword s6, s[0:1], 0x28
  s_load_dword s0, s[0:1], 0x2c
  s_mov_b32 s8, 0
  s_cmp_gt_i32 32, 0
  s_cselect_b64 s[10:11], -1, 0
  s_waitcnt lgkmcnt(0)
  s_cmp_lt_i32 0, s36
  s_cselect_b64 s[12:13], -1, 0
  s_and_b64 s[10:11], s[10:11], s[12:13]
  v_and_b32 v6, 0xff, v37
  v_lshlrev_b32 v8, 3, v6
  v_lshlrev_b32 v10, 1, v8
  v_lshrrev_b32 v12, 6, v8
  v_and_b32 v14, v12, 3
  v_lshlrev_b32 v16, 4, v14
  v_xor_b32 v35, v10, v16
  v_and_b32 v20, v37, 31
  v_lshlrev_b32 v22, 5, v20
  v_lshrrev_b32 v24, 5, v37
  v_and_b32 v26, v24, 1
  v_lshlrev_b32 v28, 2, v26
  v_or_b32 v30, v22, v28
  v_lshrrev_b32 v34, 6, v37
  v_and_b32 v34, v34, 1
  v_lshlrev_b32 v36, 10, v34
  v_or_b32 v1, v30, v36
  v_lshlrev_b32 v0, 1, v1
  v_lshrrev_b32 v1, 6, v1
  v_and_b32 v1, v1, 3
  v_lshlrev_b32 v1, 4, v1
  v_xor_b32 v0, v0, v1
  v_mov_b32 v22, v0
  v_and_b32 v1, v37, 7
  v_lshlrev_b32 v1, 8, v1
  v_lshrrev_b32 v2, 3, v37
  v_and_b32 v2, v2, 31
  v_or_b32 v2, v1, v2
  v_lshlrev_b32 v1, 1, v2
  v_lshrrev_b32 v2, 6, v2
  v_and_b32 v2, v2, 3
  v_lshlrev_b32 v3, 4, v2
  v_xor_b32 v0, v1, v3
  v_lshrrev_b32 v7, 7, v37
  v_and_b32 v9, v7, 1
  v_lshlrev_b32 v11, 10, v9
  v_or_b32 v13, v30, v11
  v_lshlrev_b32 v15, 1, v13
  v_lshrrev_b32 v17, 6, v13
  v_and_b32 v19, v17, 3
  v_lshlrev_b32 v21, 4, v19
  v_xor_b32 v3, v15, v21
  v_mov_b32 v4, s8
  s_cmp_lg_u64 s[10:11], 0
  s_nop 0
  s_cbranch_scc1 .Lmatmul_bf16_3
  s_branch .Lmatmul_bf16_4
.Lmatmul_bf16_3:
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
  s_branch .Lmatmul_bf16_1
.Lmatmul_bf16_4:
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
  s_branch .Lmatmul_bf16_2
.Lmatmul_bf16_1:
  s_mul_i32 s10, s2, 64
  v_lshrrev_b32 v36, 2, v37
  v_and_b32 v36, v36, 63
  v_add_u32 v36, s10, v36
  v_cmp_lt_i32_e64 s[10:11], v36, s28
  v_and_b32 v1, v37, 3
  v_lshlrev_b32 v1, 3, v1
  v_add_u32 v2, v1, s8
  v_cmp_lt_i32_e64 s[12:13], v2, s36
  s_and_b64 s[10:11], s[10:11], s[12:13]
  v_mul_lo_u32 v2, v36, s40
  v_add_u32 v1, v2, v1
  v_add_u32 v2, v1, s8
  v_lshlrev_b32 v1, 1, v2
  v_ashrrev_i32 v2, 31, v2
  v_mov_b32 v40, s16
  v_mov_b32 v41, s17
  v_add_co_u32 v38, vcc, v40, v1
  v_addc_co_u32 v39, vcc, v41, v2, vcc
  v_mov_b32 v24, 0
  v_mov_b32 v25, 0
  v_mov_b32 v26, 0
  v_mov_b32 v27, 0
  s_and_saveexec_b64 s[42:43], s[10:11]
  global_load_dwordx4 v[24:27], v[38:39], off
  s_mov_b64 exec, s[42:43]
  s_mul_i32 s18, s4, 64
  v_and_b32 v20, v37, 7
  v_lshlrev_b32 v20, 3, v20
  v_add_u32 v28, s18, v20
  s_mul_i32 s38, s8, s6
  v_lshrrev_b32 v20, 3, v37
  v_and_b32 v31, v20, 31
  v_mul_lo_u32 v20, v31, s6
  v_add_u32 v21, v20, v28
  v_add_u32 v30, v21, s38
  v_ashrrev_i32 v29, 31, v30
  v_add_u32 v31, v31, s8
  v_cmp_lt_i32_e64 s[10:11], v31, s36
  v_cmp_lt_i32_e64 s[12:13], v28, s32
  s_and_b64 s[10:11], s[10:11], s[12:13]
  v_lshlrev_b32 v31, 1, v30
  v_mov_b32 v40, s20
  v_mov_b32 v41, s21
  v_add_co_u32 v38, vcc, v40, v31
  v_addc_co_u32 v39, vcc, v41, v29, vcc
  v_mov_b32 v28, 0
  v_mov_b32 v29, 0
  v_mov_b32 v30, 0
  v_mov_b32 v31, 0
  s_and_saveexec_b64 s[42:43], s[10:11]
  global_load_dwordx4 v[28:31], v[38:39], off
  s_mov_b64 exec, s[42:43]
  s_waitcnt vmcnt(0)
  v_mov_b32 v34, v26
  v_mov_b32 v33, v25
  v_mov_b32 v32, v24
  v_mov_b32 v25, v35
  v_mov_b32 v35, v27
  ds_write_b128 v25, v[32:35]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  ds_write_b16 v0, v28 offset:4096
  ds_write_b16_d16_hi v0, v28 offset:4160
  v_xor_b32 v1, v0, 16
  ds_write_b16 v1, v29 offset:4224
  ds_write_b16_d16_hi v1, v29 offset:4288
  v_xor_b32 v1, v0, 32
  ds_write_b16 v1, v30 offset:4352
  ds_write_b16_d16_hi v1, v30 offset:4416
  v_xor_b32 v1, v0, 48
  ds_write_b16 v1, v31 offset:4480
  ds_write_b16_d16_hi v1, v31 offset:4544
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_mov_b32 v26, v22
  ds_read_b64 v[20:21], v26
  ds_read_b64 v[22:23], v3 offset:4096
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_32x32x8bf16_1k v[4:19], v[20:21], v[22:23], v[4:19]
  v_xor_b32 v24, v26, 16
  ds_read_b64 v[20:21], v24
  v_xor_b32 v29, v3, 16
  ds_read_b64 v[22:23], v29 offset:4096
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_32x32x8bf16_1k v[4:19], v[20:21], v[22:23], v[4:19]
  v_xor_b32 v1, v26, 32
  ds_read_b64 v[20:21], v1
  v_xor_b32 v1, v3, 32
  ds_read_b64 v[22:23], v1 offset:4096
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_32x32x8bf16_1k v[4:19], v[20:21], v[22:23], v[4:19]
  v_xor_b32 v20, v26, 48
  ds_read_b64 v[20:21], v20
  v_xor_b32 v22, v3, 48
  ds_read_b64 v[22:23], v22 offset:4096
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_32x32x8bf16_1k v[4:19], v[20:21], v[22:23], v[4:19]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_add_u32 s10, s8, 32
  s_cmp_gt_i32 s10, s8
  s_cselect_b64 s[8:9], -1, 0
  s_cmp_lt_i32 s10, s36
  s_cselect_b64 s[12:13], -1, 0
  s_and_b64 s[8:9], s[8:9], s[12:13]
  s_cmp_lg_u64 s[8:9], 0
  s_nop 7
  s_cbranch_scc1 .Lmatmul_bf16_5
  s_branch .Lmatmul_bf16_2
.Lmatmul_bf16_5:
  s_mov_b64 s[8:9], s[10:11]
  v_mov_b32 v22, v26
  v_mov_b32 v35, v25
  s_nop 1
  s_branch .Lmatmul_bf16_1
.Lmatmul_bf16_2:
  s_mul_i32 s2, s2, 64
  v_lshrrev_b32 v0, 5, v37
  v_and_b32 v0, v0, 1
  v_lshlrev_b32 v0, 2, v0
  v_lshrrev_b32 v2, 6, v37
  v_and_b32 v20, v2, 1
  v_lshlrev_b32 v20, 5, v20
  v_or_b32 v29, v0, v20
  v_add_u32 v24, v29, 27
  v_add_u32 v0, s2, v24
  s_mul_i32 s4, s4, 64
  v_and_b32 v1, v37, 31
  v_lshrrev_b32 v2, 7, v37
  v_and_b32 v2, v2, 1
  v_lshlrev_b32 v20, 5, v2
  v_or_b32 v20, v1, v20
  v_add_u32 v20, s4, v20
  v_add_u32 v34, s2, v29
  v_cmp_lt_i32_e64 s[4:5], v34, s28
  v_cmp_lt_i32_e64 s[36:37], v20, s32
  s_and_b64 s[34:35], s[4:5], s[36:37]
  v_add_u32 v23, v29, 1
  v_add_u32 v30, s2, v23
  v_cmp_lt_i32_e64 s[4:5], v30, s28
  s_and_b64 s[32:33], s[4:5], s[36:37]
  v_add_u32 v28, v29, 2
  v_add_u32 v28, s2, v28
  v_cmp_lt_i32_e64 s[4:5], v28, s28
  s_and_b64 s[26:27], s[4:5], s[36:37]
  v_add_u32 v33, v29, 3
  v_add_u32 v26, s2, v33
  v_cmp_lt_i32_e64 s[4:5], v26, s28
  s_and_b64 s[22:23], s[4:5], s[36:37]
  v_add_u32 v1, v29, 8
  v_add_u32 v25, s2, v1
  v_cmp_lt_i32_e64 s[4:5], v25, s28
  s_and_b64 s[20:21], s[4:5], s[36:37]
  v_add_u32 v1, v29, 9
  v_add_u32 v3, s2, v1
  v_cmp_lt_i32_e64 s[4:5], v3, s28
  s_and_b64 s[18:19], s[4:5], s[36:37]
  v_add_u32 v1, v29, 10
  v_add_u32 v2, s2, v1
  v_cmp_lt_i32_e64 s[4:5], v2, s28
  s_and_b64 s[30:31], s[4:5], s[36:37]
  v_add_u32 v1, v29, 11
  v_add_u32 v24, s2, v1
  v_cmp_lt_i32_e64 s[4:5], v24, s28
  s_and_b64 s[38:39], s[4:5], s[36:37]
  v_add_u32 v1, v29, 16
  v_add_u32 v23, s2, v1
  v_cmp_lt_i32_e64 s[12:13], v23, s28
  s_and_b64 s[16:17], s[12:13], s[36:37]
  v_add_u32 v1, v29, 17
  v_add_u32 v21, s2, v1
  v_cmp_lt_i32_e64 s[40:41], v21, s28
  s_and_b64 s[14:15], s[40:41], s[36:37]
  v_add_u32 v22, v29, 18
  v_add_u32 v22, s2, v22
  v_cmp_lt_i32_e64 s[40:41], v22, s28
  s_and_b64 s[12:13], s[40:41], s[36:37]
  v_add_u32 v27, v29, 19
  v_add_u32 v27, s2, v27
  v_cmp_lt_i32_e64 s[4:5], v27, s28
  s_and_b64 s[10:11], s[4:5], s[36:37]
  v_add_u32 v31, v29, 24
  v_add_u32 v32, s2, v31
  v_cmp_lt_i32_e64 s[4:5], v32, s28
  s_and_b64 s[8:9], s[4:5], s[36:37]
  v_add_u32 v31, v29, 25
  v_add_u32 v37, s2, v31
  v_cmp_lt_i32_e64 s[4:5], v37, s28
  s_and_b64 s[6:7], s[4:5], s[36:37]
  v_add_u32 v29, v29, 26
  v_add_u32 v1, s2, v29
  v_cmp_lt_i32_e64 s[2:3], v1, s28
  s_and_b64 s[4:5], s[2:3], s[36:37]
  v_cmp_lt_i32_e64 s[2:3], v0, s28
  s_and_b64 s[2:3], s[2:3], s[36:37]
  v_mul_lo_u32 v29, v34, s0
  v_add_u32 v31, v29, v20
  v_lshlrev_b32 v29, 2, v31
  v_ashrrev_i32 v31, 30, v31
  v_mov_b32 v40, s24
  v_mov_b32 v41, s25
  v_add_co_u32 v38, vcc, v40, v29
  v_addc_co_u32 v39, vcc, v41, v31, vcc
  s_and_saveexec_b64 s[42:43], s[34:35]
  global_store_dword v[38:39], v4, off
  s_mov_b64 exec, s[42:43]
  v_mul_lo_u32 v4, v30, s0
  v_add_u32 v29, v4, v20
  v_lshlrev_b32 v4, 2, v29
  v_ashrrev_i32 v29, 30, v29
  v_mov_b32 v40, s24
  v_mov_b32 v41, s25
  v_add_co_u32 v38, vcc, v40, v4
  v_addc_co_u32 v39, vcc, v41, v29, vcc
  s_and_saveexec_b64 s[42:43], s[32:33]
  global_store_dword v[38:39], v5, off
  s_mov_b64 exec, s[42:43]
  v_mul_lo_u32 v4, v28, s0
  v_add_u32 v28, v4, v20
  v_lshlrev_b32 v4, 2, v28
  v_ashrrev_i32 v5, 30, v28
  v_mov_b32 v40, s24
  v_mov_b32 v41, s25
  v_add_co_u32 v38, vcc, v40, v4
  v_addc_co_u32 v39, vcc, v41, v5, vcc
  s_and_saveexec_b64 s[42:43], s[26:27]
  global_store_dword v[38:39], v6, off
  s_mov_b64 exec, s[42:43]
  v_mul_lo_u32 v26, v26, s0
  v_add_u32 v34, v26, v20
  v_lshlrev_b32 v4, 2, v34
  v_ashrrev_i32 v5, 30, v34
  v_mov_b32 v40, s24
  v_mov_b32 v41, s25
  v_add_co_u32 v38, vcc, v40, v4
  v_addc_co_u32 v39, vcc, v41, v5, vcc
  s_and_saveexec_b64 s[42:43], s[22:23]
  global_store_dword v[38:39], v7, off
  s_mov_b64 exec, s[42:43]
  v_mul_lo_u32 v25, v25, s0
  v_add_u32 v4, v25, v20
  v_lshlrev_b32 v25, 2, v4
  v_ashrrev_i32 v26, 30, v4
  v_mov_b32 v40, s24
  v_mov_b32 v41, s25
  v_add_co_u32 v38, vcc, v40, v25
  v_addc_co_u32 v39, vcc, v41, v26, vcc
  s_and_saveexec_b64 s[42:43], s[20:21]
  global_store_dword v[38:39], v8, off
  s_mov_b64 exec, s[42:43]
  v_mul_lo_u32 v26, v3, s0
  v_add_u32 v3, v26, v20
  v_lshlrev_b32 v25, 2, v3
  v_ashrrev_i32 v26, 30, v3
  v_mov_b32 v40, s24
  v_mov_b32 v41, s25
  v_add_co_u32 v38, vcc, v40, v25
  v_addc_co_u32 v39, vcc, v41, v26, vcc
  s_and_saveexec_b64 s[42:43], s[18:19]
  global_store_dword v[38:39], v9, off
  s_mov_b64 exec, s[42:43]
  v_mul_lo_u32 v34, v2, s0
  v_add_u32 v2, v34, v20
  v_lshlrev_b32 v30, 2, v2
  v_ashrrev_i32 v33, 30, v2
  v_mov_b32 v40, s24
  v_mov_b32 v41, s25
  v_add_co_u32 v38, vcc, v40, v30
  v_addc_co_u32 v39, vcc, v41, v33, vcc
  s_and_saveexec_b64 s[42:43], s[30:31]
  global_store_dword v[38:39], v10, off
  s_mov_b64 exec, s[42:43]
  v_mul_lo_u32 v2, v24, s0
  v_add_u32 v3, v2, v20
  v_lshlrev_b32 v2, 2, v3
  v_ashrrev_i32 v3, 30, v3
  v_mov_b32 v40, s24
  v_mov_b32 v41, s25
  v_add_co_u32 v38, vcc, v40, v2
  v_addc_co_u32 v39, vcc, v41, v3, vcc
  s_and_saveexec_b64 s[42:43], s[38:39]
  global_store_dword v[38:39], v11, off
  s_mov_b64 exec, s[42:43]
  v_mul_lo_u32 v2, v23, s0
  v_add_u32 v11, v2, v20
  v_lshlrev_b32 v2, 2, v11
  v_ashrrev_i32 v3, 30, v11
  v_mov_b32 v40, s24
  v_mov_b32 v41, s25
  v_add_co_u32 v38, vcc, v40, v2
  v_addc_co_u32 v39, vcc, v41, v3, vcc
  s_and_saveexec_b64 s[42:43], s[16:17]
  global_store_dword v[38:39], v12, off
  s_mov_b64 exec, s[42:43]
  v_mul_lo_u32 v2, v21, s0
  v_add_u32 v21, v2, v20
  v_lshlrev_b32 v2, 2, v21
  v_ashrrev_i32 v3, 30, v21
  v_mov_b32 v40, s24
  v_mov_b32 v41, s25
  v_add_co_u32 v38, vcc, v40, v2
  v_addc_co_u32 v39, vcc, v41, v3, vcc
  s_and_saveexec_b64 s[42:43], s[14:15]
  global_store_dword v[38:39], v13, off
  s_mov_b64 exec, s[42:43]
  v_mul_lo_u32 v3, v22, s0
  v_add_u32 v28, v3, v20
  v_lshlrev_b32 v11, 2, v28
  v_ashrrev_i32 v13, 30, v28
  v_mov_b32 v40, s24
  v_mov_b32 v41, s25
  v_add_co_u32 v38, vcc, v40, v11
  v_addc_co_u32 v39, vcc, v41, v13, vcc
  s_and_saveexec_b64 s[42:43], s[12:13]
  global_store_dword v[38:39], v14, off
  s_mov_b64 exec, s[42:43]
  v_mul_lo_u32 v11, v27, s0
  v_add_u32 v35, v11, v20
  v_lshlrev_b32 v22, 2, v35
  v_ashrrev_i32 v24, 30, v35
  v_mov_b32 v40, s24
  v_mov_b32 v41, s25
  v_add_co_u32 v38, vcc, v40, v22
  v_addc_co_u32 v39, vcc, v41, v24, vcc
  s_and_saveexec_b64 s[42:43], s[10:11]
  global_store_dword v[38:39], v15, off
  s_mov_b64 exec, s[42:43]
  v_mul_lo_u32 v21, v32, s0
  v_add_u32 v2, v21, v20
  v_lshlrev_b32 v33, 2, v2
  v_ashrrev_i32 v35, 30, v2
  v_mov_b32 v40, s24
  v_mov_b32 v41, s25
  v_add_co_u32 v38, vcc, v40, v33
  v_addc_co_u32 v39, vcc, v41, v35, vcc
  s_and_saveexec_b64 s[42:43], s[8:9]
  global_store_dword v[38:39], v16, off
  s_mov_b64 exec, s[42:43]
  v_mul_lo_u32 v27, v37, s0
  v_add_u32 v3, v27, v20
  v_lshlrev_b32 v2, 2, v3
  v_ashrrev_i32 v3, 30, v3
  v_mov_b32 v40, s24
  v_mov_b32 v41, s25
  v_add_co_u32 v38, vcc, v40, v2
  v_addc_co_u32 v39, vcc, v41, v3, vcc
  s_and_saveexec_b64 s[42:43], s[6:7]
  global_store_dword v[38:39], v17, off
  s_mov_b64 exec, s[42:43]
  v_mul_lo_u32 v35, v1, s0
  v_add_u32 v2, v35, v20
  v_lshlrev_b32 v1, 2, v2
  v_ashrrev_i32 v2, 30, v2
  v_mov_b32 v40, s24
  v_mov_b32 v41, s25
  v_add_co_u32 v38, vcc, v40, v1
  v_addc_co_u32 v39, vcc, v41, v2, vcc
  s_and_saveexec_b64 s[42:43], s[4:5]
  global_store_dword v[38:39], v18, off
  s_mov_b64 exec, s[42:43]
  v_mul_lo_u32 v0, v0, s0
  v_add_u32 v4, v0, v20
  v_lshlrev_b32 v3, 2, v4
  v_ashrrev_i32 v5, 30, v4
  v_mov_b32 v40, s24
  v_mov_b32 v41, s25
  v_add_co_u32 v38, vcc, v40, v3
  v_addc_co_u32 v39, vcc, v41, v5, vcc
  s_and_saveexec_b64 s[42:43], s[2:3]
  global_store_dword v[38:39], v19, off
  s_mov_b64 exec, s[42:43]
  s_endpgm
.Lmatmul_bf16_end:
.size matmul_bf16, .Lmatmul_bf16_end-matmul_bf16
; 44 SGPRs, 42 VGPRs; allocation: 40 moves, 0 spills, 0 reloads

.rodata
.p2align 6
.amdhsa_kernel matmul_bf16
  .amdhsa_group_segment_fixed_size 8192
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 60
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 42
  .amdhsa_next_free_sgpr 44
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
  - .name: matmul_bf16
    .symbol: matmul_bf16.kd
    .kernarg_segment_size: 60
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 8192
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 44
    .vgpr_count: 42
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
