.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.amdhsa_code_object_version 5
.text
.globl matmul_bf16
.p2align 8
.type matmul_bf16,@function
matmul_bf16:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  s_mov_b64 s[34:35], s[4:5]
  v_and_b32 v48, 0x3ff, v0
  s_load_dwordx2 s[16:17], s[0:1], 0x0
  s_load_dwordx2 s[20:21], s[0:1], 0x8
  s_load_dwordx2 s[24:25], s[0:1], 0x10
  s_load_dword s28, s[0:1], 0x18
  s_load_dword s32, s[0:1], 0x1c
  s_load_dword s36, s[0:1], 0x20
  s_load_dword s40, s[0:1], 0x24
  s_load_dword s14, s[0:1], 0x28
  s_load_dword s0, s[0:1], 0x2c
  s_mov_b32 s4, 0
  s_cmp_gt_i32 32, 0
  s_cselect_b64 s[6:7], -1, 0
  s_waitcnt lgkmcnt(0)
  s_cmp_lt_i32 0, s36
  s_cselect_b64 s[8:9], -1, 0
  s_and_b64 s[10:11], s[6:7], s[8:9]
  s_add_u32 s18, 0x80000000, 32
  s_cmp_lt_i32 s36, s18
  s_cselect_b64 s[22:23], -1, 0
  s_sub_u32 s26, s36, 32
  s_cmp_lg_u64 s[22:23], 0
  s_cselect_b32 s30, 0x80000000, s26
  s_mul_i32 s12, 32, 0
  s_cmp_lt_i32 s12, s36
  s_cselect_b64 s[6:7], -1, 0
  s_cmp_ge_i32 s12, 0
  s_cselect_b64 s[18:19], -1, 0
  s_and_b64 s[18:19], s[6:7], s[18:19]
  s_and_b64 s[18:19], s[10:11], s[18:19]
  s_mul_i32 s22, s2, 64
  v_lshrrev_b32 v13, 2, v48
  v_and_b32 v15, v13, 63
  v_add_u32 v17, s22, v15
  v_mul_lo_u32 v19, v17, s40
  v_and_b32 v21, v48, 3
  v_lshlrev_b32 v38, 3, v21
  v_add_u32 v25, v19, v38
  v_cmp_lt_i32_e64 s[8:9], v17, s28
  v_add_u32 v34, v38, s12
  v_mov_b32 v21, v38
  v_cmp_lt_i32_e64 s[2:3], v34, s36
  s_and_b64 s[2:3], s[8:9], s[2:3]
  s_and_b64 s[2:3], s[2:3], s[18:19]
  v_mov_b32 v0, v25
  v_add_u32 v32, v0, s12
  v_lshlrev_b32 v34, 1, v32
  v_ashrrev_i32 v36, 31, v32
  v_mov_b32 v52, s16
  v_mov_b32 v53, s17
  v_add_co_u32 v50, vcc, v52, v34
  v_addc_co_u32 v51, vcc, v53, v36, vcc
  v_mov_b32 v28, 0
  v_mov_b32 v29, 0
  v_mov_b32 v30, 0
  v_mov_b32 v31, 0
  s_and_saveexec_b64 s[44:45], s[2:3]
  global_load_dwordx4 v[28:31], v[50:51], off
  s_mov_b64 exec, s[44:45]
  s_mov_b64 s[2:3], s[34:35]
  s_mul_i32 s6, s2, 64
  s_mul_i32 s2, s12, s14
  v_lshrrev_b32 v6, 3, v48
  v_and_b32 v38, v6, 31
  v_mul_lo_u32 v1, v38, s14
  v_and_b32 v7, v48, 7
  v_lshlrev_b32 v0, 3, v7
  v_add_u32 v0, s6, v0
  v_add_u32 v1, v1, v0
  v_add_u32 v4, v1, s2
  v_mov_b32 v23, v1
  v_ashrrev_i32 v8, 31, v4
  v_add_u32 v11, v38, s12
  v_cmp_lt_i32_e64 s[26:27], v11, s36
  v_cmp_lt_i32_e64 s[34:35], v0, s32
  s_and_b64 s[38:39], s[26:27], s[34:35]
  s_and_b64 s[38:39], s[38:39], s[18:19]
  v_lshlrev_b32 v12, 1, v4
  v_mov_b32 v52, s20
  v_mov_b32 v53, s21
  v_add_co_u32 v50, vcc, v52, v12
  v_addc_co_u32 v51, vcc, v53, v8, vcc
  v_mov_b32 v32, 0
  v_mov_b32 v33, 0
  v_mov_b32 v34, 0
  v_mov_b32 v35, 0
  s_and_saveexec_b64 s[44:45], s[38:39]
  global_load_dwordx4 v[32:35], v[50:51], off
  s_mov_b64 exec, s[44:45]
  v_and_b32 v0, 0xff, v48
  v_lshlrev_b32 v2, 3, v0
  v_lshlrev_b32 v4, 1, v2
  v_lshrrev_b32 v6, 6, v2
  v_and_b32 v8, v6, 3
  v_lshlrev_b32 v10, 4, v8
  v_xor_b32 v1, v4, v10
  s_waitcnt vmcnt(0)
  ds_write_b128 v1, v[28:31]
  v_lshlrev_b32 v31, 8, v7
  v_or_b32 v36, v31, v38
  v_lshlrev_b32 v37, 1, v36
  v_lshrrev_b32 v39, 6, v36
  v_lshrrev_b32 v41, 8, v36
  v_xor_b32 v43, v39, v41
  v_and_b32 v45, v43, 3
  v_lshlrev_b32 v47, 4, v45
  v_xor_b32 v49, v37, v47
  ds_write_b16 v49, v32 offset:4096
  ds_write_b16_d16_hi v49, v32 offset:4160
  v_xor_b32 v0, v49, 16
  ds_write_b16 v0, v33 offset:4224
  ds_write_b16_d16_hi v0, v33 offset:4288
  v_xor_b32 v0, v49, 32
  ds_write_b16 v0, v34 offset:4352
  ds_write_b16_d16_hi v0, v34 offset:4416
  v_xor_b32 v0, v49, 48
  ds_write_b16 v0, v35 offset:4480
  ds_write_b16_d16_hi v0, v35 offset:4544
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s12, 0
  v_and_b32 v37, v48, 31
  v_lshlrev_b32 v39, 5, v37
  v_lshrrev_b32 v41, 5, v48
  v_and_b32 v43, v41, 1
  v_lshrrev_b32 v45, 6, v48
  v_and_b32 v47, v45, 1
  v_lshlrev_b32 v2, 10, v47
  v_lshlrev_b32 v0, 3, v43
  v_or_b32 v0, v39, v0
  v_or_b32 v3, v0, v2
  v_lshlrev_b32 v2, 1, v3
  v_lshrrev_b32 v3, 6, v3
  v_and_b32 v3, v3, 3
  v_lshlrev_b32 v3, 4, v3
  v_xor_b32 v2, v2, v3
  v_lshrrev_b32 v16, 7, v48
  v_and_b32 v18, v16, 1
  v_lshlrev_b32 v20, 10, v18
  v_or_b32 v22, v0, v20
  v_lshlrev_b32 v24, 1, v22
  v_lshrrev_b32 v26, 6, v22
  v_lshrrev_b32 v28, 8, v22
  v_xor_b32 v30, v26, v28
  v_and_b32 v32, v30, 3
  v_lshlrev_b32 v34, 4, v32
  v_xor_b32 v36, v24, v34
  v_mov_b32 v4, s4
  s_cmp_lg_u64 s[10:11], 0
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
  v_mov_b32 v34, v4
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
  v_mov_b32 v34, v4
  s_nop 1
  s_branch .Lmatmul_bf16_2
.Lmatmul_bf16_1:
  s_add_u32 s10, s4, 32
  s_cmp_lt_i32 s4, s30
  s_cselect_b64 s[2:3], -1, 0
  v_mov_b32 v30, v21
  v_add_u32 v41, v30, s10
  v_cmp_lt_i32_e64 s[18:19], v41, s36
  s_and_b64 s[18:19], s[8:9], s[18:19]
  s_and_b64 s[18:19], s[18:19], s[2:3]
  v_mov_b32 v29, v25
  v_add_u32 v40, v29, s10
  v_lshlrev_b32 v42, 1, v40
  v_ashrrev_i32 v44, 31, v40
  v_mov_b32 v52, s16
  v_mov_b32 v53, s17
  v_add_co_u32 v50, vcc, v52, v42
  v_addc_co_u32 v51, vcc, v53, v44, vcc
  v_mov_b32 v40, 0
  v_mov_b32 v41, 0
  v_mov_b32 v42, 0
  v_mov_b32 v43, 0
  s_and_saveexec_b64 s[44:45], s[18:19]
  global_load_dwordx4 v[40:43], v[50:51], off
  s_mov_b64 exec, s[44:45]
  s_mul_i32 s18, s10, s14
  v_mov_b32 v39, v23
  v_add_u32 v0, v39, s18
  v_ashrrev_i32 v3, 31, v0
  v_add_u32 v6, v38, s10
  v_cmp_lt_i32_e64 s[18:19], v6, s36
  s_and_b64 s[18:19], s[18:19], s[34:35]
  s_and_b64 s[26:27], s[18:19], s[2:3]
  v_lshlrev_b32 v6, 1, v0
  v_mov_b32 v52, s20
  v_mov_b32 v53, s21
  v_add_co_u32 v50, vcc, v52, v6
  v_addc_co_u32 v51, vcc, v53, v3, vcc
  v_mov_b32 v44, 0
  v_mov_b32 v45, 0
  v_mov_b32 v46, 0
  v_mov_b32 v47, 0
  s_and_saveexec_b64 s[44:45], s[26:27]
  global_load_dwordx4 v[44:47], v[50:51], off
  s_mov_b64 exec, s[44:45]
  v_add_u32 v31, v2, s12
  ds_read_b128 v[20:23], v31
  v_add_u32 v28, v36, s12
  ds_read_b128 v[24:27], v28 offset:4096
  v_mov_b32 v6, v34
  s_waitcnt lgkmcnt(0)
  s_nop 0
  v_mfma_f32_32x32x8_bf16 v[4:19], v[20:21], v[24:25], v[4:19]
  v_mfma_f32_32x32x8_bf16 v[4:19], v[22:23], v[26:27], v[4:19]
  v_xor_b32 v20, v31, 32
  ds_read_b128 v[20:23], v20
  v_xor_b32 v24, v28, 32
  ds_read_b128 v[24:27], v24 offset:4096
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_32x32x8_bf16 v[4:19], v[20:21], v[24:25], v[4:19]
  v_mfma_f32_32x32x8_bf16 v[4:19], v[22:23], v[26:27], v[4:19]
  s_nop 10
  v_mov_b32 v34, v6
  s_add_u32 s2, s12, 0x2000
  s_cmp_eq_u32 s2, 0x4000
  s_cselect_b64 s[10:11], -1, 0
  s_cmp_lg_u64 s[10:11], 0
  s_cselect_b32 s12, 0, s2
  v_add_u32 v0, v1, s12
  s_waitcnt vmcnt(0)
  ds_write_b128 v0, v[40:43]
  v_add_u32 v3, v49, s12
  ds_write_b16 v3, v44 offset:4096
  ds_write_b16_d16_hi v3, v44 offset:4160
  v_xor_b32 v6, v3, 16
  ds_write_b16 v6, v45 offset:4224
  ds_write_b16_d16_hi v6, v45 offset:4288
  v_xor_b32 v20, v3, 32
  ds_write_b16 v20, v46 offset:4352
  ds_write_b16_d16_hi v20, v46 offset:4416
  v_xor_b32 v20, v3, 48
  ds_write_b16 v20, v47 offset:4480
  ds_write_b16_d16_hi v20, v47 offset:4544
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_add_u32 s38, s4, 32
  s_cmp_lt_i32 s4, s30
  s_cselect_b64 s[2:3], -1, 0
  s_cmp_lg_u64 s[2:3], 0
  s_cbranch_scc1 .Lmatmul_bf16_5
  s_branch .Lmatmul_bf16_2
.Lmatmul_bf16_5:
  s_mov_b64 s[4:5], s[38:39]
  v_mov_b32 v21, v30
  v_mov_b32 v23, v39
  v_mov_b32 v25, v29
  s_nop 1
  s_branch .Lmatmul_bf16_1
.Lmatmul_bf16_2:
  v_lshrrev_b32 v27, 5, v48
  v_and_b32 v29, v27, 1
  v_lshlrev_b32 v31, 2, v29
  v_lshrrev_b32 v33, 6, v48
  v_and_b32 v35, v33, 1
  v_lshlrev_b32 v37, 5, v35
  v_or_b32 v39, v31, v37
  v_add_u32 v24, s22, v39
  v_cmp_lt_i32_e64 s[2:3], v24, s28
  v_and_b32 v27, v48, 31
  v_lshrrev_b32 v29, 7, v48
  v_and_b32 v31, v29, 1
  v_lshlrev_b32 v33, 5, v31
  v_or_b32 v35, v27, v33
  v_add_u32 v37, s6, v35
  v_cmp_lt_i32_e64 s[38:39], v37, s32
  s_and_b64 s[34:35], s[2:3], s[38:39]
  v_add_u32 v0, v39, 1
  v_add_u32 v6, s22, v0
  v_cmp_lt_i32_e64 s[2:3], v6, s28
  s_and_b64 s[32:33], s[2:3], s[38:39]
  v_add_u32 v0, v39, 2
  v_add_u32 v26, s22, v0
  v_cmp_lt_i32_e64 s[6:7], v26, s28
  s_and_b64 s[42:43], s[6:7], s[38:39]
  v_add_u32 v0, v39, 3
  v_add_u32 v23, s22, v0
  v_cmp_lt_i32_e64 s[16:17], v23, s28
  s_and_b64 s[30:31], s[16:17], s[38:39]
  v_add_u32 v3, v39, 8
  v_add_u32 v22, s22, v3
  v_cmp_lt_i32_e64 s[26:27], v22, s28
  s_and_b64 s[20:21], s[26:27], s[38:39]
  v_add_u32 v20, v39, 9
  v_add_u32 v25, s22, v20
  v_cmp_lt_i32_e64 s[36:37], v25, s28
  s_and_b64 s[18:19], s[36:37], s[38:39]
  v_add_u32 v20, v39, 10
  v_add_u32 v30, s22, v20
  v_cmp_lt_i32_e64 s[2:3], v30, s28
  s_and_b64 s[14:15], s[2:3], s[38:39]
  v_add_u32 v20, v39, 11
  v_add_u32 v35, s22, v20
  v_cmp_lt_i32_e64 s[2:3], v35, s28
  s_and_b64 s[12:13], s[2:3], s[38:39]
  v_add_u32 v27, v39, 16
  v_add_u32 v40, s22, v27
  v_cmp_lt_i32_e64 s[2:3], v40, s28
  s_and_b64 s[10:11], s[2:3], s[38:39]
  v_add_u32 v28, v39, 17
  v_add_u32 v45, s22, v28
  v_cmp_lt_i32_e64 s[2:3], v45, s28
  s_and_b64 s[8:9], s[2:3], s[38:39]
  v_add_u32 v33, v39, 18
  v_add_u32 v3, s22, v33
  v_cmp_lt_i32_e64 s[2:3], v3, s28
  s_and_b64 s[4:5], s[2:3], s[38:39]
  v_add_u32 v38, v39, 19
  v_add_u32 v1, s22, v38
  v_cmp_lt_i32_e64 s[2:3], v1, s28
  s_and_b64 s[6:7], s[2:3], s[38:39]
  v_add_u32 v43, v39, 24
  v_add_u32 v0, s22, v43
  v_cmp_lt_i32_e64 s[2:3], v0, s28
  s_and_b64 s[16:17], s[2:3], s[38:39]
  v_add_u32 v48, v39, 25
  v_add_u32 v2, s22, v48
  v_cmp_lt_i32_e64 s[2:3], v2, s28
  s_and_b64 s[26:27], s[2:3], s[38:39]
  v_add_u32 v20, v39, 26
  v_add_u32 v21, s22, v20
  v_cmp_lt_i32_e64 s[2:3], v21, s28
  s_and_b64 s[36:37], s[2:3], s[38:39]
  v_add_u32 v20, v39, 27
  v_add_u32 v20, s22, v20
  v_cmp_lt_i32_e64 s[22:23], v20, s28
  s_and_b64 s[2:3], s[22:23], s[38:39]
  v_mul_lo_u32 v24, v24, s0
  v_add_u32 v39, v24, v37
  v_lshlrev_b32 v24, 2, v39
  v_ashrrev_i32 v27, 30, v39
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v24
  v_addc_co_u32 v51, vcc, v53, v27, vcc
  s_and_saveexec_b64 s[44:45], s[34:35]
  global_store_dword v[50:51], v4, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v24, v6, s0
  v_add_u32 v47, v24, v37
  v_lshlrev_b32 v4, 2, v47
  v_ashrrev_i32 v6, 30, v47
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v4
  v_addc_co_u32 v51, vcc, v53, v6, vcc
  s_and_saveexec_b64 s[44:45], s[32:33]
  global_store_dword v[50:51], v5, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v32, v26, s0
  v_add_u32 v4, v32, v37
  v_lshlrev_b32 v24, 2, v4
  v_ashrrev_i32 v26, 30, v4
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v24
  v_addc_co_u32 v51, vcc, v53, v26, vcc
  v_mov_b32 v6, v34
  s_and_saveexec_b64 s[44:45], s[42:43]
  global_store_dword v[50:51], v6, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v41, v23, s0
  v_add_u32 v4, v41, v37
  v_lshlrev_b32 v26, 2, v4
  v_ashrrev_i32 v28, 30, v4
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v26
  v_addc_co_u32 v51, vcc, v53, v28, vcc
  s_and_saveexec_b64 s[44:45], s[30:31]
  global_store_dword v[50:51], v7, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v48, v22, s0
  v_add_u32 v22, v48, v37
  v_lshlrev_b32 v38, 2, v22
  v_ashrrev_i32 v39, 30, v22
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v38
  v_addc_co_u32 v51, vcc, v53, v39, vcc
  s_and_saveexec_b64 s[44:45], s[20:21]
  global_store_dword v[50:51], v8, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v4, v25, s0
  v_add_u32 v22, v4, v37
  v_lshlrev_b32 v48, 2, v22
  v_ashrrev_i32 v4, 30, v22
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v48
  v_addc_co_u32 v51, vcc, v53, v4, vcc
  s_and_saveexec_b64 s[44:45], s[18:19]
  global_store_dword v[50:51], v9, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v4, v30, s0
  v_add_u32 v24, v4, v37
  v_lshlrev_b32 v4, 2, v24
  v_ashrrev_i32 v5, 30, v24
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v54, vcc, v50, v4
  v_addc_co_u32 v55, vcc, v51, v5, vcc
  s_and_saveexec_b64 s[44:45], s[14:15]
  global_store_dword v[54:55], v10, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v9, v35, s0
  v_add_u32 v32, v9, v37
  v_lshlrev_b32 v7, 2, v32
  v_ashrrev_i32 v9, 30, v32
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v7
  v_addc_co_u32 v51, vcc, v53, v9, vcc
  s_and_saveexec_b64 s[44:45], s[12:13]
  global_store_dword v[50:51], v11, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v22, v40, s0
  v_add_u32 v40, v22, v37
  v_lshlrev_b32 v22, 2, v40
  v_ashrrev_i32 v23, 30, v40
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v22
  v_addc_co_u32 v51, vcc, v53, v23, vcc
  s_and_saveexec_b64 s[44:45], s[10:11]
  global_store_dword v[50:51], v12, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v25, v45, s0
  v_add_u32 v48, v25, v37
  v_lshlrev_b32 v29, 2, v48
  v_ashrrev_i32 v31, 30, v48
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v29
  v_addc_co_u32 v51, vcc, v53, v31, vcc
  s_and_saveexec_b64 s[44:45], s[8:9]
  global_store_dword v[50:51], v13, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v33, v3, s0
  v_add_u32 v3, v33, v37
  v_lshlrev_b32 v40, 2, v3
  v_ashrrev_i32 v42, 30, v3
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v40
  v_addc_co_u32 v51, vcc, v53, v42, vcc
  s_and_saveexec_b64 s[44:45], s[4:5]
  global_store_dword v[50:51], v14, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v41, v1, s0
  v_add_u32 v3, v41, v37
  v_lshlrev_b32 v1, 2, v3
  v_ashrrev_i32 v3, 30, v3
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v1
  v_addc_co_u32 v51, vcc, v53, v3, vcc
  s_and_saveexec_b64 s[44:45], s[6:7]
  global_store_dword v[50:51], v15, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v49, v0, s0
  v_add_u32 v9, v49, v37
  v_lshlrev_b32 v0, 2, v9
  v_ashrrev_i32 v1, 30, v9
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v0
  v_addc_co_u32 v51, vcc, v53, v1, vcc
  s_and_saveexec_b64 s[44:45], s[16:17]
  global_store_dword v[50:51], v16, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v0, v2, s0
  v_add_u32 v22, v0, v37
  v_lshlrev_b32 v10, 2, v22
  v_ashrrev_i32 v12, 30, v22
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v10
  v_addc_co_u32 v51, vcc, v53, v12, vcc
  s_and_saveexec_b64 s[44:45], s[26:27]
  global_store_dword v[50:51], v17, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v2, v21, s0
  v_add_u32 v25, v2, v37
  v_lshlrev_b32 v21, 2, v25
  v_ashrrev_i32 v23, 30, v25
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v21
  v_addc_co_u32 v51, vcc, v53, v23, vcc
  s_and_saveexec_b64 s[44:45], s[36:37]
  global_store_dword v[50:51], v18, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v10, v20, s0
  v_add_u32 v33, v10, v37
  v_lshlrev_b32 v32, 2, v33
  v_ashrrev_i32 v34, 30, v33
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v32
  v_addc_co_u32 v51, vcc, v53, v34, vcc
  s_and_saveexec_b64 s[44:45], s[2:3]
  global_store_dword v[50:51], v19, off
  s_mov_b64 exec, s[44:45]
  s_endpgm
.Lmatmul_bf16_end:
.size matmul_bf16, .Lmatmul_bf16_end-matmul_bf16
; 46 SGPRs, 56 VGPRs; allocation: 45 moves, 0 spills, 0 reloads

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
amdhsa.target: amdgcn-amd-amdhsa--gfx942
...
.end_amdgpu_metadata
