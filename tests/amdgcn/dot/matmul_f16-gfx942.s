.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.amdhsa_code_object_version 5
.text
.globl matmul_f16
.p2align 8
.type matmul_f16,@function
matmul_f16:
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
  s_load_dword s22, s[0:1], 0x28
  s_load_dword s0, s[0:1], 0x2c
  s_mov_b32 s6, 0
  s_cmp_gt_i32 32, 0
  s_cselect_b64 s[8:9], -1, 0
  s_waitcnt lgkmcnt(0)
  s_cmp_lt_i32 0, s36
  s_cselect_b64 s[10:11], -1, 0
  s_and_b64 s[18:19], s[8:9], s[10:11]
  s_mul_i32 s12, 32, 0
  s_cmp_lt_i32 s12, s36
  s_cselect_b64 s[8:9], -1, 0
  s_cmp_ge_i32 s12, 0
  s_cselect_b64 s[10:11], -1, 0
  s_and_b64 s[8:9], s[8:9], s[10:11]
  s_and_b64 s[14:15], s[18:19], s[8:9]
  s_mul_i32 s2, s2, 64
  v_lshrrev_b32 v3, 2, v37
  v_and_b32 v5, v3, 63
  v_add_u32 v7, s2, v5
  v_mul_lo_u32 v9, v7, s40
  v_and_b32 v11, v37, 3
  v_lshlrev_b32 v49, 3, v11
  v_add_u32 v1, v9, v49
  v_cmp_lt_i32_e64 s[10:11], v7, s28
  v_add_u32 v24, v49, s12
  v_cmp_lt_i32_e64 s[8:9], v24, s36
  s_and_b64 s[8:9], s[10:11], s[8:9]
  s_and_b64 s[8:9], s[8:9], s[14:15]
  v_add_u32 v22, v1, s12
  v_mov_b32 v7, v1
  v_lshlrev_b32 v25, 1, v22
  v_ashrrev_i32 v26, 31, v22
  v_mov_b32 v52, s16
  v_mov_b32 v53, s17
  v_add_co_u32 v50, vcc, v52, v25
  v_addc_co_u32 v51, vcc, v53, v26, vcc
  v_mov_b32 v28, 0
  v_mov_b32 v29, 0
  v_mov_b32 v30, 0
  v_mov_b32 v31, 0
  s_and_saveexec_b64 s[44:45], s[8:9]
  global_load_dwordx4 v[28:31], v[50:51], off
  s_mov_b64 exec, s[44:45]
  s_mul_i32 s8, s4, 64
  s_mul_i32 s4, s12, s22
  v_lshrrev_b32 v0, 3, v37
  v_and_b32 v0, v0, 31
  v_mul_lo_u32 v46, v0, s22
  v_and_b32 v3, v37, 7
  v_lshlrev_b32 v1, 3, v3
  v_add_u32 v5, s8, v1
  v_add_u32 v1, v46, v5
  v_add_u32 v4, v1, s4
  v_ashrrev_i32 v2, 31, v4
  v_add_u32 v6, v0, s12
  v_cmp_lt_i32_e64 s[26:27], v6, s36
  v_cmp_lt_i32_e64 s[12:13], v5, s32
  s_and_b64 s[26:27], s[26:27], s[12:13]
  s_and_b64 s[26:27], s[26:27], s[14:15]
  v_lshlrev_b32 v4, 1, v4
  v_mov_b32 v52, s20
  v_mov_b32 v53, s21
  v_add_co_u32 v50, vcc, v52, v4
  v_addc_co_u32 v51, vcc, v53, v2, vcc
  v_mov_b32 v32, 0
  v_mov_b32 v33, 0
  v_mov_b32 v34, 0
  v_mov_b32 v35, 0
  s_and_saveexec_b64 s[44:45], s[26:27]
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
  v_or_b32 v25, v21, v0
  v_lshlrev_b32 v27, 1, v25
  v_lshrrev_b32 v29, 6, v25
  v_lshrrev_b32 v31, 8, v25
  v_xor_b32 v36, v29, v31
  v_and_b32 v36, v36, 3
  v_lshlrev_b32 v38, 4, v36
  v_xor_b32 v48, v27, v38
  ds_write_b16 v48, v32 offset:4096
  ds_write_b16_d16_hi v48, v32 offset:4160
  v_xor_b32 v38, v48, 16
  ds_write_b16 v38, v33 offset:4224
  ds_write_b16_d16_hi v38, v33 offset:4288
  v_xor_b32 v42, v48, 32
  ds_write_b16 v42, v34 offset:4352
  ds_write_b16_d16_hi v42, v34 offset:4416
  v_xor_b32 v46, v48, 48
  ds_write_b16 v46, v35 offset:4480
  ds_write_b16_d16_hi v46, v35 offset:4544
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s14, 0
  v_and_b32 v27, v37, 31
  v_lshlrev_b32 v29, 5, v27
  v_lshrrev_b32 v31, 5, v37
  v_and_b32 v33, v31, 1
  v_lshrrev_b32 v35, 6, v37
  v_and_b32 v38, v35, 1
  v_lshlrev_b32 v39, 10, v38
  v_lshlrev_b32 v41, 3, v33
  v_or_b32 v43, v29, v41
  v_or_b32 v45, v43, v39
  v_lshlrev_b32 v47, 1, v45
  v_lshrrev_b32 v3, 6, v45
  v_and_b32 v3, v3, 3
  v_lshlrev_b32 v3, 4, v3
  v_xor_b32 v3, v47, v3
  v_lshrrev_b32 v6, 7, v37
  v_and_b32 v8, v6, 1
  v_lshlrev_b32 v10, 10, v8
  v_or_b32 v12, v43, v10
  v_lshlrev_b32 v14, 1, v12
  v_lshrrev_b32 v16, 6, v12
  v_lshrrev_b32 v18, 8, v12
  v_xor_b32 v20, v16, v18
  v_and_b32 v22, v20, 3
  v_lshlrev_b32 v24, 4, v22
  v_xor_b32 v30, v14, v24
  v_mov_b32 v27, s6
  s_cmp_lg_u64 s[18:19], 0
  s_nop 0
  s_cbranch_scc1 .Lmatmul_f16_3
  s_branch .Lmatmul_f16_4
.Lmatmul_f16_3:
  v_mov_b32 v18, v27
  v_mov_b32 v19, v27
  v_mov_b32 v20, v27
  v_mov_b32 v22, v27
  v_mov_b32 v23, v27
  v_mov_b32 v25, v27
  v_mov_b32 v28, v27
  v_mov_b32 v31, v27
  v_mov_b32 v32, v27
  v_mov_b32 v33, v27
  v_mov_b32 v34, v27
  v_mov_b32 v35, v27
  v_mov_b32 v36, v27
  v_mov_b32 v38, v27
  v_mov_b32 v39, v27
  s_nop 1
  s_branch .Lmatmul_f16_1
.Lmatmul_f16_4:
  v_mov_b32 v12, v27
  v_mov_b32 v18, v27
  v_mov_b32 v19, v27
  v_mov_b32 v20, v27
  v_mov_b32 v22, v27
  v_mov_b32 v23, v27
  v_mov_b32 v25, v27
  v_mov_b32 v28, v27
  v_mov_b32 v32, v27
  v_mov_b32 v33, v27
  v_mov_b32 v34, v27
  v_mov_b32 v35, v27
  v_mov_b32 v36, v27
  v_mov_b32 v38, v27
  v_mov_b32 v39, v27
  s_nop 1
  s_branch .Lmatmul_f16_2
.Lmatmul_f16_1:
  s_add_u32 s42, s6, 32
  s_cmp_lt_i32 s42, s36
  s_cselect_b64 s[4:5], -1, 0
  s_cmp_ge_i32 s42, s6
  s_cselect_b64 s[18:19], -1, 0
  s_and_b64 s[4:5], s[4:5], s[18:19]
  v_add_u32 v40, v49, s42
  v_cmp_lt_i32_e64 s[18:19], v40, s36
  s_and_b64 s[18:19], s[10:11], s[18:19]
  s_and_b64 s[18:19], s[18:19], s[4:5]
  v_mov_b32 v29, v7
  v_add_u32 v41, v29, s42
  v_lshlrev_b32 v40, 1, v41
  v_ashrrev_i32 v41, 31, v41
  v_mov_b32 v52, s16
  v_mov_b32 v53, s17
  v_add_co_u32 v50, vcc, v52, v40
  v_addc_co_u32 v51, vcc, v53, v41, vcc
  v_mov_b32 v40, 0
  v_mov_b32 v41, 0
  v_mov_b32 v42, 0
  v_mov_b32 v43, 0
  s_and_saveexec_b64 s[44:45], s[18:19]
  global_load_dwordx4 v[40:43], v[50:51], off
  s_mov_b64 exec, s[44:45]
  s_mul_i32 s18, s42, s22
  v_add_u32 v5, v1, s18
  v_ashrrev_i32 v4, 31, v5
  v_add_u32 v6, v0, s42
  v_cmp_lt_i32_e64 s[18:19], v6, s36
  s_and_b64 s[18:19], s[18:19], s[12:13]
  s_and_b64 s[18:19], s[18:19], s[4:5]
  v_lshlrev_b32 v5, 1, v5
  v_mov_b32 v52, s20
  v_mov_b32 v53, s21
  v_add_co_u32 v50, vcc, v52, v5
  v_addc_co_u32 v51, vcc, v53, v4, vcc
  v_mov_b32 v44, 0
  v_mov_b32 v45, 0
  v_mov_b32 v46, 0
  v_mov_b32 v47, 0
  s_and_saveexec_b64 s[44:45], s[18:19]
  global_load_dwordx4 v[44:47], v[50:51], off
  s_mov_b64 exec, s[44:45]
  v_cvt_f32_f16 v4, v27
  v_cvt_f32_f16 v5, v32
  v_cvt_f32_f16 v6, v33
  v_cvt_f32_f16 v7, v34
  v_cvt_f32_f16 v8, v35
  v_cvt_f32_f16 v9, v36
  v_cvt_f32_f16 v10, v20
  v_cvt_f32_f16 v11, v38
  v_cvt_f32_f16 v12, v39
  v_cvt_f32_f16 v13, v28
  v_cvt_f32_f16 v14, v25
  v_cvt_f32_f16 v15, v23
  v_cvt_f32_f16 v16, v22
  v_cvt_f32_f16 v17, v31
  v_cvt_f32_f16 v28, v18
  v_cvt_f32_f16 v18, v19
  v_add_u32 v32, v3, s14
  ds_read_b128 v[20:23], v32
  v_add_u32 v31, v30, s14
  ds_read_b128 v[24:27], v31 offset:4096
  v_mov_b32 v19, v18
  v_mov_b32 v18, v28
  s_waitcnt lgkmcnt(0)
  s_nop 0
  v_mfma_f32_32x32x8_f16 v[4:19], v[20:21], v[24:25], v[4:19]
  v_mfma_f32_32x32x8_f16 v[4:19], v[22:23], v[26:27], v[4:19]
  s_nop 10
  v_mov_b32 v28, v18
  v_xor_b32 v33, v32, 32
  ds_read_b128 v[20:23], v33
  v_xor_b32 v18, v31, 32
  ds_read_b128 v[24:27], v18 offset:4096
  v_mov_b32 v18, v28
  s_waitcnt lgkmcnt(0)
  s_nop 0
  v_mfma_f32_32x32x8_f16 v[4:19], v[20:21], v[24:25], v[4:19]
  v_mfma_f32_32x32x8_f16 v[4:19], v[22:23], v[26:27], v[4:19]
  s_nop 10
  v_cvt_f16_f32 v27, v4
  v_cvt_f16_f32 v32, v5
  v_cvt_f16_f32 v33, v6
  v_cvt_f16_f32 v34, v7
  v_cvt_f16_f32 v35, v8
  v_cvt_f16_f32 v36, v9
  v_cvt_f16_f32 v20, v10
  v_cvt_f16_f32 v38, v11
  v_cvt_f16_f32 v39, v12
  v_cvt_f16_f32 v28, v13
  v_cvt_f16_f32 v25, v14
  v_cvt_f16_f32 v23, v15
  v_cvt_f16_f32 v22, v16
  v_cvt_f16_f32 v31, v17
  v_mov_b32 v12, v31
  v_cvt_f16_f32 v18, v18
  v_cvt_f16_f32 v19, v19
  s_add_u32 s4, s14, 0x2000
  s_cmp_eq_u32 s4, 0x4000
  s_cselect_b64 s[14:15], -1, 0
  s_cmp_lg_u64 s[14:15], 0
  s_cselect_b32 s14, 0, s4
  v_add_u32 v4, v2, s14
  s_waitcnt vmcnt(0)
  ds_write_b128 v4, v[40:43]
  v_add_u32 v4, v48, s14
  ds_write_b16 v4, v44 offset:4096
  ds_write_b16_d16_hi v4, v44 offset:4160
  v_xor_b32 v5, v4, 16
  ds_write_b16 v5, v45 offset:4224
  ds_write_b16_d16_hi v5, v45 offset:4288
  v_xor_b32 v6, v4, 32
  ds_write_b16 v6, v46 offset:4352
  ds_write_b16_d16_hi v6, v46 offset:4416
  v_xor_b32 v10, v4, 48
  ds_write_b16 v10, v47 offset:4480
  ds_write_b16_d16_hi v10, v47 offset:4544
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_add_u32 s30, s6, 32
  s_cmp_gt_i32 s30, s6
  s_cselect_b64 s[38:39], -1, 0
  s_cmp_lt_i32 s30, s36
  s_cselect_b64 s[42:43], -1, 0
  s_and_b64 s[4:5], s[38:39], s[42:43]
  s_cmp_lg_u64 s[4:5], 0
  s_cbranch_scc1 .Lmatmul_f16_5
  s_branch .Lmatmul_f16_2
.Lmatmul_f16_5:
  s_mov_b64 s[6:7], s[30:31]
  v_mov_b32 v7, v29
  v_mov_b32 v31, v12
  s_nop 1
  s_branch .Lmatmul_f16_1
.Lmatmul_f16_2:
  v_lshrrev_b32 v29, 5, v37
  v_and_b32 v30, v29, 1
  v_lshlrev_b32 v40, 2, v30
  v_lshrrev_b32 v41, 6, v37
  v_and_b32 v41, v41, 1
  v_lshlrev_b32 v41, 5, v41
  v_or_b32 v7, v40, v41
  v_add_u32 v5, s2, v7
  v_cmp_lt_i32_e64 s[4:5], v5, s28
  v_and_b32 v29, v37, 31
  v_lshrrev_b32 v30, 7, v37
  v_and_b32 v40, v30, 1
  v_lshlrev_b32 v40, 5, v40
  v_or_b32 v40, v29, v40
  v_add_u32 v47, s8, v40
  v_cmp_lt_i32_e64 s[36:37], v47, s32
  s_and_b64 s[32:33], s[4:5], s[36:37]
  v_add_u32 v0, v7, 1
  v_add_u32 v6, s2, v0
  v_cmp_lt_i32_e64 s[4:5], v6, s28
  s_and_b64 s[34:35], s[4:5], s[36:37]
  v_add_u32 v0, v7, 2
  v_add_u32 v11, s2, v0
  v_cmp_lt_i32_e64 s[8:9], v11, s28
  s_and_b64 s[26:27], s[8:9], s[36:37]
  v_add_u32 v0, v7, 3
  v_add_u32 v16, s2, v0
  v_cmp_lt_i32_e64 s[18:19], v16, s28
  s_and_b64 s[22:23], s[18:19], s[36:37]
  v_add_u32 v4, v7, 8
  v_add_u32 v21, s2, v4
  v_cmp_lt_i32_e64 s[30:31], v21, s28
  s_and_b64 s[20:21], s[30:31], s[36:37]
  v_add_u32 v9, v7, 9
  v_add_u32 v26, s2, v9
  v_cmp_lt_i32_e64 s[38:39], v26, s28
  s_and_b64 s[16:17], s[38:39], s[36:37]
  v_add_u32 v14, v7, 10
  v_add_u32 v31, s2, v14
  v_cmp_lt_i32_e64 s[4:5], v31, s28
  s_and_b64 s[14:15], s[4:5], s[36:37]
  v_add_u32 v24, v7, 11
  v_add_u32 v4, s2, v24
  v_cmp_lt_i32_e64 s[4:5], v4, s28
  s_and_b64 s[12:13], s[4:5], s[36:37]
  v_add_u32 v24, v7, 16
  v_add_u32 v49, s2, v24
  v_cmp_lt_i32_e64 s[4:5], v49, s28
  s_and_b64 s[10:11], s[4:5], s[36:37]
  v_add_u32 v29, v7, 17
  v_add_u32 v48, s2, v29
  v_cmp_lt_i32_e64 s[4:5], v48, s28
  s_and_b64 s[6:7], s[4:5], s[36:37]
  v_add_u32 v40, v7, 18
  v_add_u32 v2, s2, v40
  v_cmp_lt_i32_e64 s[4:5], v2, s28
  s_and_b64 s[4:5], s[4:5], s[36:37]
  v_add_u32 v40, v7, 19
  v_add_u32 v1, s2, v40
  v_cmp_lt_i32_e64 s[8:9], v1, s28
  s_and_b64 s[8:9], s[8:9], s[36:37]
  v_add_u32 v44, v7, 24
  v_add_u32 v0, s2, v44
  v_cmp_lt_i32_e64 s[18:19], v0, s28
  s_and_b64 s[18:19], s[18:19], s[36:37]
  v_add_u32 v3, v7, 25
  v_add_u32 v3, s2, v3
  v_cmp_lt_i32_e64 s[30:31], v3, s28
  s_and_b64 s[30:31], s[30:31], s[36:37]
  v_add_u32 v8, v7, 26
  v_add_u32 v8, s2, v8
  v_cmp_lt_i32_e64 s[38:39], v8, s28
  s_and_b64 s[38:39], s[38:39], s[36:37]
  v_add_u32 v7, v7, 27
  v_add_u32 v13, s2, v7
  v_cmp_lt_i32_e64 s[28:29], v13, s28
  s_and_b64 s[2:3], s[28:29], s[36:37]
  v_mul_lo_u32 v17, v5, s0
  v_add_u32 v40, v17, v47
  v_lshlrev_b32 v5, 1, v40
  v_ashrrev_i32 v7, 31, v40
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v5
  v_addc_co_u32 v51, vcc, v53, v7, vcc
  s_and_saveexec_b64 s[44:45], s[32:33]
  global_store_short v[50:51], v27, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v27, v6, s0
  v_add_u32 v6, v27, v47
  v_lshlrev_b32 v5, 1, v6
  v_ashrrev_i32 v7, 31, v6
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v5
  v_addc_co_u32 v51, vcc, v53, v7, vcc
  s_and_saveexec_b64 s[44:45], s[34:35]
  global_store_short v[50:51], v32, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v40, v11, s0
  v_add_u32 v5, v40, v47
  v_lshlrev_b32 v17, 1, v5
  v_ashrrev_i32 v24, 31, v5
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v17
  v_addc_co_u32 v51, vcc, v53, v24, vcc
  s_and_saveexec_b64 s[44:45], s[26:27]
  global_store_short v[50:51], v33, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v41, v16, s0
  v_add_u32 v5, v41, v47
  v_lshlrev_b32 v27, 1, v5
  v_ashrrev_i32 v29, 31, v5
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v27
  v_addc_co_u32 v51, vcc, v53, v29, vcc
  s_and_saveexec_b64 s[44:45], s[22:23]
  global_store_short v[50:51], v34, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v5, v21, s0
  v_add_u32 v9, v5, v47
  v_lshlrev_b32 v40, 1, v9
  v_ashrrev_i32 v41, 31, v9
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v40
  v_addc_co_u32 v51, vcc, v53, v41, vcc
  s_and_saveexec_b64 s[44:45], s[20:21]
  global_store_short v[50:51], v35, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v5, v26, s0
  v_add_u32 v17, v5, v47
  v_lshlrev_b32 v5, 1, v17
  v_ashrrev_i32 v6, 31, v17
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v5
  v_addc_co_u32 v51, vcc, v53, v6, vcc
  s_and_saveexec_b64 s[44:45], s[16:17]
  global_store_short v[50:51], v36, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v5, v31, s0
  v_add_u32 v26, v5, v47
  v_lshlrev_b32 v5, 1, v26
  v_ashrrev_i32 v6, 31, v26
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v5
  v_addc_co_u32 v51, vcc, v53, v6, vcc
  s_and_saveexec_b64 s[44:45], s[14:15]
  global_store_short v[50:51], v20, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v10, v4, s0
  v_add_u32 v33, v10, v47
  v_lshlrev_b32 v9, 1, v33
  v_ashrrev_i32 v10, 31, v33
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v9
  v_addc_co_u32 v51, vcc, v53, v10, vcc
  s_and_saveexec_b64 s[44:45], s[12:13]
  global_store_short v[50:51], v38, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v21, v49, s0
  v_add_u32 v41, v21, v47
  v_lshlrev_b32 v21, 1, v41
  v_ashrrev_i32 v24, 31, v41
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v21
  v_addc_co_u32 v51, vcc, v53, v24, vcc
  s_and_saveexec_b64 s[44:45], s[10:11]
  global_store_short v[50:51], v39, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v26, v48, s0
  v_add_u32 v49, v26, v47
  v_lshlrev_b32 v30, 1, v49
  v_ashrrev_i32 v32, 31, v49
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v30
  v_addc_co_u32 v51, vcc, v53, v32, vcc
  s_and_saveexec_b64 s[44:45], s[6:7]
  global_store_short v[50:51], v28, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v34, v2, s0
  v_add_u32 v2, v34, v47
  v_lshlrev_b32 v41, 1, v2
  v_ashrrev_i32 v43, 31, v2
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v41
  v_addc_co_u32 v51, vcc, v53, v43, vcc
  s_and_saveexec_b64 s[44:45], s[4:5]
  global_store_short v[50:51], v25, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v42, v1, s0
  v_add_u32 v2, v42, v47
  v_lshlrev_b32 v1, 1, v2
  v_ashrrev_i32 v2, 31, v2
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v1
  v_addc_co_u32 v51, vcc, v53, v2, vcc
  s_and_saveexec_b64 s[44:45], s[8:9]
  global_store_short v[50:51], v23, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v0, v0, s0
  v_add_u32 v10, v0, v47
  v_lshlrev_b32 v0, 1, v10
  v_ashrrev_i32 v2, 31, v10
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v0
  v_addc_co_u32 v51, vcc, v53, v2, vcc
  s_and_saveexec_b64 s[44:45], s[18:19]
  global_store_short v[50:51], v22, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v0, v3, s0
  v_add_u32 v21, v0, v47
  v_lshlrev_b32 v11, 1, v21
  v_ashrrev_i32 v14, 31, v21
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v11
  v_addc_co_u32 v51, vcc, v53, v14, vcc
  v_mov_b32 v31, v12
  s_and_saveexec_b64 s[44:45], s[30:31]
  global_store_short v[50:51], v31, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v3, v8, s0
  v_add_u32 v26, v3, v47
  v_lshlrev_b32 v22, 1, v26
  v_ashrrev_i32 v24, 31, v26
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v22
  v_addc_co_u32 v51, vcc, v53, v24, vcc
  s_and_saveexec_b64 s[44:45], s[38:39]
  global_store_short v[50:51], v18, off
  s_mov_b64 exec, s[44:45]
  v_mul_lo_u32 v11, v13, s0
  v_add_u32 v34, v11, v47
  v_lshlrev_b32 v33, 1, v34
  v_ashrrev_i32 v35, 31, v34
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v33
  v_addc_co_u32 v51, vcc, v53, v35, vcc
  s_and_saveexec_b64 s[44:45], s[2:3]
  global_store_short v[50:51], v19, off
  s_mov_b64 exec, s[44:45]
  s_endpgm
.Lmatmul_f16_end:
.size matmul_f16, .Lmatmul_f16_end-matmul_f16
; 46 SGPRs, 54 VGPRs; allocation: 41 moves, 0 spills, 0 reloads

.rodata
.p2align 6
.amdhsa_kernel matmul_f16
  .amdhsa_group_segment_fixed_size 16384
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 60
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 54
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
  - .name: matmul_f16
    .symbol: matmul_f16.kd
    .kernarg_segment_size: 60
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 16384
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 46
    .vgpr_count: 54
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
