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
  s_load_dword s18, s[0:1], 0x28
  s_load_dword s0, s[0:1], 0x2c
  s_mov_b32 s6, 0
  s_cmp_gt_i32 32, 0
  s_cselect_b64 s[8:9], -1, 0
  s_waitcnt lgkmcnt(0)
  s_cmp_lt_i32 0, s36
  s_cselect_b64 s[10:11], -1, 0
  s_and_b64 s[12:13], s[8:9], s[10:11]
  s_mul_i32 s10, 32, 0
  s_cmp_lt_i32 s10, s36
  s_cselect_b64 s[8:9], -1, 0
  s_cmp_ge_i32 s10, 0
  s_cselect_b64 s[14:15], -1, 0
  s_and_b64 s[8:9], s[8:9], s[14:15]
  s_and_b64 s[14:15], s[12:13], s[8:9]
  s_mul_i32 s2, s2, 64
  v_lshrrev_b32 v0, 2, v37
  v_and_b32 v1, v0, 63
  v_add_u32 v3, s2, v1
  v_mul_lo_u32 v5, v3, s40
  v_and_b32 v7, v37, 3
  v_lshlrev_b32 v38, 3, v7
  v_add_u32 v1, v5, v38
  v_cmp_lt_i32_e64 s[38:39], v3, s28
  v_add_u32 v20, v38, s10
  v_cmp_lt_i32_e64 s[8:9], v20, s36
  s_and_b64 s[8:9], s[38:39], s[8:9]
  s_and_b64 s[8:9], s[8:9], s[14:15]
  v_add_u32 v18, v1, s10
  v_mov_b32 v23, v1
  v_lshlrev_b32 v20, 1, v18
  v_ashrrev_i32 v22, 31, v18
  v_mov_b32 v52, s16
  v_mov_b32 v53, s17
  v_add_co_u32 v50, vcc, v52, v20
  v_addc_co_u32 v51, vcc, v53, v22, vcc
  v_mov_b32 v28, 0
  v_mov_b32 v29, 0
  v_mov_b32 v30, 0
  v_mov_b32 v31, 0
  s_and_saveexec_b64 s[44:45], s[8:9]
  global_load_dwordx4 v[28:31], v[50:51], off
  s_mov_b64 exec, s[44:45]
  s_mul_i32 s8, s4, 64
  s_mul_i32 s4, s10, s18
  v_lshrrev_b32 v0, 3, v37
  v_and_b32 v0, v0, 31
  v_mul_lo_u32 v42, v0, s18
  v_and_b32 v3, v37, 7
  v_lshlrev_b32 v46, 3, v3
  v_add_u32 v48, s8, v46
  v_add_u32 v1, v42, v48
  v_add_u32 v4, v1, s4
  v_ashrrev_i32 v2, 31, v4
  v_add_u32 v5, v0, s10
  v_cmp_lt_i32_e64 s[4:5], v5, s36
  v_cmp_lt_i32_e64 s[10:11], v48, s32
  s_and_b64 s[22:23], s[4:5], s[10:11]
  s_and_b64 s[14:15], s[22:23], s[14:15]
  v_lshlrev_b32 v4, 1, v4
  v_mov_b32 v52, s20
  v_mov_b32 v53, s21
  v_add_co_u32 v50, vcc, v52, v4
  v_addc_co_u32 v51, vcc, v53, v2, vcc
  v_mov_b32 v32, 0
  v_mov_b32 v33, 0
  v_mov_b32 v34, 0
  v_mov_b32 v35, 0
  s_and_saveexec_b64 s[44:45], s[14:15]
  global_load_dwordx4 v[32:35], v[50:51], off
  s_mov_b64 exec, s[44:45]
  v_and_b32 v2, 0xff, v37
  v_lshlrev_b32 v4, 3, v2
  v_lshlrev_b32 v2, 1, v4
  v_lshrrev_b32 v4, 6, v4
  v_and_b32 v4, v4, 3
  v_lshlrev_b32 v4, 4, v4
  v_xor_b32 v2, v2, v4
  s_waitcnt vmcnt(0)
  ds_write_b128 v2, v[28:31]
  v_lshlrev_b32 v21, 8, v3
  v_or_b32 v26, v21, v0
  v_lshlrev_b32 v27, 1, v26
  v_lshrrev_b32 v29, 6, v26
  v_and_b32 v31, v29, 3
  v_lshlrev_b32 v36, 4, v31
  v_xor_b32 v36, v27, v36
  ds_write_b16 v36, v32 offset:4096
  ds_write_b16_d16_hi v36, v32 offset:4160
  v_xor_b32 v32, v36, 16
  ds_write_b16 v32, v33 offset:4224
  ds_write_b16_d16_hi v32, v33 offset:4288
  v_xor_b32 v39, v36, 32
  ds_write_b16 v39, v34 offset:4352
  ds_write_b16_d16_hi v39, v34 offset:4416
  v_xor_b32 v40, v36, 48
  ds_write_b16 v40, v35 offset:4480
  ds_write_b16_d16_hi v40, v35 offset:4544
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s14, 0
  v_and_b32 v25, v37, 31
  v_lshlrev_b32 v27, 5, v25
  v_lshrrev_b32 v29, 5, v37
  v_and_b32 v31, v29, 1
  v_lshrrev_b32 v33, 6, v37
  v_and_b32 v35, v33, 1
  v_lshlrev_b32 v39, 10, v35
  v_lshlrev_b32 v40, 3, v31
  v_or_b32 v41, v27, v40
  v_or_b32 v43, v41, v39
  v_lshlrev_b32 v45, 1, v43
  v_lshrrev_b32 v47, 6, v43
  v_and_b32 v49, v47, 3
  v_lshlrev_b32 v3, 4, v49
  v_xor_b32 v3, v45, v3
  v_lshrrev_b32 v4, 7, v37
  v_and_b32 v4, v4, 1
  v_lshlrev_b32 v6, 10, v4
  v_or_b32 v8, v41, v6
  v_lshlrev_b32 v10, 1, v8
  v_lshrrev_b32 v12, 6, v8
  v_and_b32 v14, v12, 3
  v_lshlrev_b32 v16, 4, v14
  v_xor_b32 v28, v10, v16
  v_mov_b32 v4, s6
  s_cmp_lg_u64 s[12:13], 0
  s_nop 0
  s_cbranch_scc1 .Lmatmul_bf16_3
  s_branch .Lmatmul_bf16_4
.Lmatmul_bf16_3:
  v_mov_b32 v5, v4
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
  v_mov_b32 v33, v4
  s_nop 1
  s_branch .Lmatmul_bf16_1
.Lmatmul_bf16_4:
  v_mov_b32 v5, v4
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
  v_mov_b32 v33, v4
  s_nop 1
  s_branch .Lmatmul_bf16_2
.Lmatmul_bf16_1:
  s_add_u32 s26, s6, 32
  s_cmp_lt_i32 s26, s36
  s_cselect_b64 s[34:35], -1, 0
  s_cmp_ge_i32 s26, s6
  s_cselect_b64 s[40:41], -1, 0
  s_and_b64 s[42:43], s[34:35], s[40:41]
  v_add_u32 v29, v38, s26
  v_cmp_lt_i32_e64 s[4:5], v29, s36
  s_and_b64 s[4:5], s[38:39], s[4:5]
  s_and_b64 s[4:5], s[4:5], s[42:43]
  v_mov_b32 v30, v23
  v_add_u32 v27, v30, s26
  v_lshlrev_b32 v29, 1, v27
  v_ashrrev_i32 v31, 31, v27
  v_mov_b32 v52, s16
  v_mov_b32 v53, s17
  v_add_co_u32 v50, vcc, v52, v29
  v_addc_co_u32 v51, vcc, v53, v31, vcc
  v_mov_b32 v40, 0
  v_mov_b32 v41, 0
  v_mov_b32 v42, 0
  v_mov_b32 v43, 0
  s_and_saveexec_b64 s[44:45], s[4:5]
  global_load_dwordx4 v[40:43], v[50:51], off
  s_mov_b64 exec, s[44:45]
  s_mul_i32 s4, s26, s18
  v_add_u32 v48, v1, s4
  v_ashrrev_i32 v23, 31, v48
  v_add_u32 v6, v0, s26
  v_cmp_lt_i32_e64 s[4:5], v6, s36
  s_and_b64 s[4:5], s[4:5], s[10:11]
  s_and_b64 s[4:5], s[4:5], s[42:43]
  v_lshlrev_b32 v6, 1, v48
  v_mov_b32 v52, s20
  v_mov_b32 v53, s21
  v_add_co_u32 v50, vcc, v52, v6
  v_addc_co_u32 v51, vcc, v53, v23, vcc
  v_mov_b32 v44, 0
  v_mov_b32 v45, 0
  v_mov_b32 v46, 0
  v_mov_b32 v47, 0
  s_and_saveexec_b64 s[44:45], s[4:5]
  global_load_dwordx4 v[44:47], v[50:51], off
  s_mov_b64 exec, s[44:45]
  v_add_u32 v31, v3, s14
  ds_read_b128 v[20:23], v31
  v_add_u32 v29, v28, s14
  ds_read_b128 v[24:27], v29 offset:4096
  v_mov_b32 v6, v33
  s_waitcnt lgkmcnt(0)
  s_nop 0
  v_mfma_f32_32x32x8bf16_1k v[4:19], v[20:21], v[24:25], v[4:19]
  v_mfma_f32_32x32x8bf16_1k v[4:19], v[22:23], v[26:27], v[4:19]
  v_xor_b32 v20, v31, 32
  ds_read_b128 v[20:23], v20
  v_xor_b32 v24, v29, 32
  ds_read_b128 v[24:27], v24 offset:4096
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_32x32x8bf16_1k v[4:19], v[20:21], v[24:25], v[4:19]
  v_mfma_f32_32x32x8bf16_1k v[4:19], v[22:23], v[26:27], v[4:19]
  s_nop 15
  s_nop 2
  v_mov_b32 v33, v6
  s_add_u32 s4, s14, 0x2000
  s_cmp_eq_u32 s4, 0x4000
  s_cselect_b64 s[12:13], -1, 0
  s_cmp_lg_u64 s[12:13], 0
  s_cselect_b32 s14, 0, s4
  v_add_u32 v49, v2, s14
  s_waitcnt vmcnt(0)
  ds_write_b128 v49, v[40:43]
  v_add_u32 v23, v36, s14
  ds_write_b16 v23, v44 offset:4096
  ds_write_b16_d16_hi v23, v44 offset:4160
  v_xor_b32 v6, v23, 16
  ds_write_b16 v6, v45 offset:4224
  ds_write_b16_d16_hi v6, v45 offset:4288
  v_xor_b32 v6, v23, 32
  ds_write_b16 v6, v46 offset:4352
  ds_write_b16_d16_hi v6, v46 offset:4416
  v_xor_b32 v6, v23, 48
  ds_write_b16 v6, v47 offset:4480
  ds_write_b16_d16_hi v6, v47 offset:4544
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_add_u32 s12, s6, 32
  s_cmp_gt_i32 s12, s6
  s_cselect_b64 s[22:23], -1, 0
  s_cmp_lt_i32 s12, s36
  s_cselect_b64 s[26:27], -1, 0
  s_and_b64 s[30:31], s[22:23], s[26:27]
  s_cmp_lg_u64 s[30:31], 0
  s_cbranch_scc1 .Lmatmul_bf16_5
  s_branch .Lmatmul_bf16_2
.Lmatmul_bf16_5:
  s_mov_b64 s[6:7], s[12:13]
  v_mov_b32 v23, v30
  s_nop 1
  s_branch .Lmatmul_bf16_1
.Lmatmul_bf16_2:
  v_lshrrev_b32 v20, 5, v37
  v_and_b32 v21, v20, 1
  v_lshlrev_b32 v23, 2, v21
  v_lshrrev_b32 v26, 6, v37
  v_and_b32 v27, v26, 1
  v_lshlrev_b32 v29, 5, v27
  v_or_b32 v31, v23, v29
  v_add_u32 v48, s2, v31
  v_cmp_lt_i32_e64 s[4:5], v48, s28
  v_and_b32 v20, v37, 31
  v_lshrrev_b32 v21, 7, v37
  v_and_b32 v23, v21, 1
  v_lshlrev_b32 v25, 5, v23
  v_or_b32 v27, v20, v25
  v_add_u32 v29, s8, v27
  v_cmp_lt_i32_e64 s[30:31], v29, s32
  s_and_b64 s[38:39], s[4:5], s[30:31]
  v_add_u32 v43, v31, 1
  v_add_u32 v24, s2, v43
  v_cmp_lt_i32_e64 s[4:5], v24, s28
  s_and_b64 s[34:35], s[4:5], s[30:31]
  v_add_u32 v49, v31, 2
  v_add_u32 v3, s2, v49
  v_cmp_lt_i32_e64 s[4:5], v3, s28
  s_and_b64 s[32:33], s[4:5], s[30:31]
  v_add_u32 v0, v31, 3
  v_add_u32 v23, s2, v0
  v_cmp_lt_i32_e64 s[4:5], v23, s28
  s_and_b64 s[36:37], s[4:5], s[30:31]
  v_add_u32 v0, v31, 8
  v_add_u32 v21, s2, v0
  v_cmp_lt_i32_e64 s[10:11], v21, s28
  s_and_b64 s[26:27], s[10:11], s[30:31]
  v_add_u32 v0, v31, 9
  v_add_u32 v20, s2, v0
  v_cmp_lt_i32_e64 s[20:21], v20, s28
  s_and_b64 s[22:23], s[20:21], s[30:31]
  v_add_u32 v6, v31, 10
  v_add_u32 v22, s2, v6
  v_cmp_lt_i32_e64 s[40:41], v22, s28
  s_and_b64 s[18:19], s[40:41], s[30:31]
  v_add_u32 v25, v31, 11
  v_add_u32 v27, s2, v25
  v_cmp_lt_i32_e64 s[40:41], v27, s28
  s_and_b64 s[16:17], s[40:41], s[30:31]
  v_add_u32 v25, v31, 16
  v_add_u32 v32, s2, v25
  v_cmp_lt_i32_e64 s[4:5], v32, s28
  s_and_b64 s[14:15], s[4:5], s[30:31]
  v_add_u32 v25, v31, 17
  v_add_u32 v37, s2, v25
  v_cmp_lt_i32_e64 s[4:5], v37, s28
  s_and_b64 s[12:13], s[4:5], s[30:31]
  v_add_u32 v25, v31, 18
  v_add_u32 v42, s2, v25
  v_cmp_lt_i32_e64 s[4:5], v42, s28
  s_and_b64 s[8:9], s[4:5], s[30:31]
  v_add_u32 v30, v31, 19
  v_add_u32 v47, s2, v30
  v_cmp_lt_i32_e64 s[4:5], v47, s28
  s_and_b64 s[6:7], s[4:5], s[30:31]
  v_add_u32 v35, v31, 24
  v_add_u32 v2, s2, v35
  v_cmp_lt_i32_e64 s[4:5], v2, s28
  s_and_b64 s[4:5], s[4:5], s[30:31]
  v_add_u32 v40, v31, 25
  v_add_u32 v1, s2, v40
  v_cmp_lt_i32_e64 s[10:11], v1, s28
  s_and_b64 s[10:11], s[10:11], s[30:31]
  v_add_u32 v45, v31, 26
  v_add_u32 v0, s2, v45
  v_cmp_lt_i32_e64 s[20:21], v0, s28
  s_and_b64 s[20:21], s[20:21], s[30:31]
  v_add_u32 v6, v31, 27
  v_add_u32 v6, s2, v6
  v_cmp_lt_i32_e64 s[2:3], v6, s28
  s_and_b64 s[30:31], s[2:3], s[30:31]
  v_mul_lo_u32 v25, v48, s0
  v_add_u32 v31, v25, v29
  v_lshlrev_b32 v48, 2, v31
  v_ashrrev_i32 v25, 30, v31
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v48
  v_addc_co_u32 v51, vcc, v53, v25, vcc
  s_and_saveexec_b64 s[44:45], s[38:39]
  global_store_dword v[50:51], v4, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v24, v24, s0
  v_add_u32 v39, v24, v29
  v_lshlrev_b32 v4, 2, v39
  v_ashrrev_i32 v24, 30, v39
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v54, vcc, v50, v4
  v_addc_co_u32 v55, vcc, v51, v24, vcc
  s_and_saveexec_b64 s[44:45], s[34:35]
  global_store_dword v[54:55], v5, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v24, v3, s0
  v_add_u32 v48, v24, v29
  v_lshlrev_b32 v24, 2, v48
  v_ashrrev_i32 v25, 30, v48
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v24
  v_addc_co_u32 v51, vcc, v53, v25, vcc
  v_mov_b32 v41, v33
  s_and_saveexec_b64 s[44:45], s[32:33]
  global_store_dword v[50:51], v41, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v33, v23, s0
  v_add_u32 v3, v33, v29
  v_lshlrev_b32 v23, 2, v3
  v_ashrrev_i32 v24, 30, v3
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v23
  v_addc_co_u32 v51, vcc, v53, v24, vcc
  s_and_saveexec_b64 s[44:45], s[36:37]
  global_store_dword v[50:51], v7, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v40, v21, s0
  v_add_u32 v3, v40, v29
  v_lshlrev_b32 v30, 2, v3
  v_ashrrev_i32 v31, 30, v3
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v30
  v_addc_co_u32 v51, vcc, v53, v31, vcc
  s_and_saveexec_b64 s[44:45], s[26:27]
  global_store_dword v[50:51], v8, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v48, v20, s0
  v_add_u32 v8, v48, v29
  v_lshlrev_b32 v40, 2, v8
  v_ashrrev_i32 v43, 30, v8
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v40
  v_addc_co_u32 v51, vcc, v53, v43, vcc
  s_and_saveexec_b64 s[44:45], s[22:23]
  global_store_dword v[50:51], v9, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v3, v22, s0
  v_add_u32 v20, v3, v29
  v_lshlrev_b32 v3, 2, v20
  v_ashrrev_i32 v4, 30, v20
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v3
  v_addc_co_u32 v51, vcc, v53, v4, vcc
  s_and_saveexec_b64 s[44:45], s[18:19]
  global_store_dword v[50:51], v10, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v3, v27, s0
  v_add_u32 v24, v3, v29
  v_lshlrev_b32 v3, 2, v24
  v_ashrrev_i32 v4, 30, v24
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v3
  v_addc_co_u32 v51, vcc, v53, v4, vcc
  s_and_saveexec_b64 s[44:45], s[16:17]
  global_store_dword v[50:51], v11, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v9, v32, s0
  v_add_u32 v32, v9, v29
  v_lshlrev_b32 v10, 2, v32
  v_ashrrev_i32 v20, 30, v32
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v10
  v_addc_co_u32 v51, vcc, v53, v20, vcc
  s_and_saveexec_b64 s[44:45], s[14:15]
  global_store_dword v[50:51], v12, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v20, v37, s0
  v_add_u32 v40, v20, v29
  v_lshlrev_b32 v21, 2, v40
  v_ashrrev_i32 v23, 30, v40
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v21
  v_addc_co_u32 v51, vcc, v53, v23, vcc
  s_and_saveexec_b64 s[44:45], s[12:13]
  global_store_dword v[50:51], v13, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v25, v42, s0
  v_add_u32 v48, v25, v29
  v_lshlrev_b32 v32, 2, v48
  v_ashrrev_i32 v34, 30, v48
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v32
  v_addc_co_u32 v51, vcc, v53, v34, vcc
  s_and_saveexec_b64 s[44:45], s[8:9]
  global_store_dword v[50:51], v14, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v33, v47, s0
  v_add_u32 v3, v33, v29
  v_lshlrev_b32 v43, 2, v3
  v_ashrrev_i32 v45, 30, v3
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v43
  v_addc_co_u32 v51, vcc, v53, v45, vcc
  s_and_saveexec_b64 s[44:45], s[6:7]
  global_store_dword v[50:51], v15, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v41, v2, s0
  v_add_u32 v3, v41, v29
  v_lshlrev_b32 v2, 2, v3
  v_ashrrev_i32 v3, 30, v3
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v2
  v_addc_co_u32 v51, vcc, v53, v3, vcc
  s_and_saveexec_b64 s[44:45], s[4:5]
  global_store_dword v[50:51], v16, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v49, v1, s0
  v_add_u32 v9, v49, v29
  v_lshlrev_b32 v2, 2, v9
  v_ashrrev_i32 v4, 30, v9
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v2
  v_addc_co_u32 v51, vcc, v53, v4, vcc
  s_and_saveexec_b64 s[44:45], s[10:11]
  global_store_dword v[50:51], v17, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v0, v0, s0
  v_add_u32 v17, v0, v29
  v_lshlrev_b32 v13, 2, v17
  v_ashrrev_i32 v15, 30, v17
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v13
  v_addc_co_u32 v51, vcc, v53, v15, vcc
  s_and_saveexec_b64 s[44:45], s[20:21]
  global_store_dword v[50:51], v18, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v2, v6, s0
  v_add_u32 v25, v2, v29
  v_lshlrev_b32 v24, 2, v25
  v_ashrrev_i32 v26, 30, v25
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v24
  v_addc_co_u32 v51, vcc, v53, v26, vcc
  s_and_saveexec_b64 s[44:45], s[30:31]
  global_store_dword v[50:51], v19, off
  s_mov_b64 exec, s[44:45]
  s_endpgm
.Lmatmul_bf16_end:
.size matmul_bf16, .Lmatmul_bf16_end-matmul_bf16
; 46 SGPRs, 56 VGPRs; allocation: 37 moves, 0 spills, 0 reloads

.rodata
.p2align 6
.amdhsa_kernel matmul_bf16
  .amdhsa_group_segment_fixed_size 16384
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 60
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 56
  .amdhsa_next_free_sgpr 46
  .amdhsa_accum_offset 56
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
    .group_segment_fixed_size: 16384
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 46
    .vgpr_count: 56
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
