.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.amdhsa_code_object_version 5
.text
.globl matmul_f16
.p2align 8
.type matmul_f16,@function
matmul_f16:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v49, 0x3ff, v0
  s_load_dwordx2 s[16:17], s[0:1], 0x0
  s_load_dwordx2 s[20:21], s[0:1], 0x8
  s_load_dwordx2 s[24:25], s[0:1], 0x10
  s_load_dword s28, s[0:1], 0x18
  s_load_dword s32, s[0:1], 0x1c
  s_load_dword s36, s[0:1], 0x20
  s_load_dword s40, s[0:1], 0x24
  s_load_dword s26, s[0:1], 0x28
  s_load_dword s0, s[0:1], 0x2c
  s_mov_b32 s14, 0
  s_cmp_gt_i32 32, 0
  s_cselect_b64 s[6:7], -1, 0
  s_waitcnt lgkmcnt(0)
  s_cmp_lt_i32 0, s36
  s_cselect_b64 s[8:9], -1, 0
  s_and_b64 s[12:13], s[6:7], s[8:9]
  s_add_u32 s18, 0x80000000, 32
  s_cmp_lt_i32 s36, s18
  s_cselect_b64 s[22:23], -1, 0
  s_sub_u32 s30, s36, 32
  s_cmp_lg_u64 s[22:23], 0
  s_cselect_b32 s30, 0x80000000, s30
  s_mul_i32 s10, 32, 0
  s_cmp_lt_i32 s10, s36
  s_cselect_b64 s[6:7], -1, 0
  s_cmp_ge_i32 s10, 0
  s_cselect_b64 s[18:19], -1, 0
  s_and_b64 s[18:19], s[6:7], s[18:19]
  s_and_b64 s[18:19], s[12:13], s[18:19]
  s_mul_i32 s22, s2, 64
  v_lshrrev_b32 v13, 2, v49
  v_and_b32 v15, v13, 63
  v_add_u32 v17, s22, v15
  v_mul_lo_u32 v19, v17, s40
  v_and_b32 v21, v49, 3
  v_lshlrev_b32 v2, 3, v21
  v_add_u32 v3, v19, v2
  v_cmp_lt_i32_e64 s[8:9], v17, s28
  v_add_u32 v34, v2, s10
  v_cmp_lt_i32_e64 s[2:3], v34, s36
  s_and_b64 s[2:3], s[8:9], s[2:3]
  s_and_b64 s[2:3], s[2:3], s[18:19]
  v_add_u32 v32, v3, s10
  v_mov_b32 v54, v3
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
  s_and_saveexec_b64 s[42:43], s[2:3]
  global_load_dwordx4 v[28:31], v[50:51], off
  s_mov_b64 exec, s[42:43]
  s_mul_i32 s6, s4, 64
  s_mul_i32 s2, s10, s26
  v_lshrrev_b32 v6, 3, v49
  v_and_b32 v38, v6, 31
  v_mul_lo_u32 v1, v38, s26
  v_and_b32 v7, v49, 7
  v_lshlrev_b32 v0, 3, v7
  v_add_u32 v0, s6, v0
  v_add_u32 v3, v1, v0
  v_add_u32 v4, v3, s2
  v_ashrrev_i32 v8, 31, v4
  v_add_u32 v11, v38, s10
  v_cmp_lt_i32_e64 s[38:39], v11, s36
  v_cmp_lt_i32_e64 s[34:35], v0, s32
  s_and_b64 s[38:39], s[38:39], s[34:35]
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
  s_and_saveexec_b64 s[42:43], s[38:39]
  global_load_dwordx4 v[32:35], v[50:51], off
  s_mov_b64 exec, s[42:43]
  v_and_b32 v0, 0xff, v49
  v_lshlrev_b32 v5, 3, v0
  v_lshlrev_b32 v4, 1, v5
  v_lshrrev_b32 v6, 6, v5
  v_and_b32 v8, v6, 3
  v_lshlrev_b32 v10, 4, v8
  v_xor_b32 v37, v4, v10
  s_waitcnt vmcnt(0)
  ds_write_b128 v37, v[28:31]
  v_lshlrev_b32 v31, 8, v7
  v_or_b32 v36, v31, v38
  v_lshlrev_b32 v39, 1, v36
  v_lshrrev_b32 v40, 6, v36
  v_lshrrev_b32 v41, 8, v36
  v_xor_b32 v43, v40, v41
  v_and_b32 v45, v43, 3
  v_lshlrev_b32 v47, 4, v45
  v_xor_b32 v31, v39, v47
  ds_write_b16 v31, v32 offset:4096
  ds_write_b16_d16_hi v31, v32 offset:4160
  v_xor_b32 v48, v31, 16
  ds_write_b16 v48, v33 offset:4224
  ds_write_b16_d16_hi v48, v33 offset:4288
  v_xor_b32 v0, v31, 32
  ds_write_b16 v0, v34 offset:4352
  ds_write_b16_d16_hi v0, v34 offset:4416
  v_xor_b32 v0, v31, 48
  ds_write_b16 v0, v35 offset:4480
  ds_write_b16_d16_hi v0, v35 offset:4544
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s10, 0
  v_and_b32 v39, v49, 31
  v_lshlrev_b32 v39, 5, v39
  v_lshrrev_b32 v41, 5, v49
  v_and_b32 v43, v41, 1
  v_lshrrev_b32 v45, 6, v49
  v_and_b32 v47, v45, 1
  v_lshlrev_b32 v1, 10, v47
  v_lshlrev_b32 v0, 3, v43
  v_or_b32 v0, v39, v0
  v_or_b32 v4, v0, v1
  v_lshlrev_b32 v1, 1, v4
  v_lshrrev_b32 v4, 6, v4
  v_and_b32 v4, v4, 3
  v_lshlrev_b32 v4, 4, v4
  v_xor_b32 v35, v1, v4
  v_lshrrev_b32 v16, 7, v49
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
  v_mov_b32 v33, s14
  s_cmp_lg_u64 s[12:13], 0
  s_nop 0
  s_cbranch_scc1 .Lmatmul_f16_3
  s_branch .Lmatmul_f16_4
.Lmatmul_f16_3:
  v_mov_b32 v0, v33
  v_mov_b32 v1, v33
  v_mov_b32 v17, v33
  v_mov_b32 v20, v33
  v_mov_b32 v22, v33
  v_mov_b32 v23, v33
  v_mov_b32 v24, v33
  v_mov_b32 v27, v33
  v_mov_b32 v28, v33
  v_mov_b32 v29, v33
  v_mov_b32 v30, v33
  v_mov_b32 v32, v33
  v_mov_b32 v34, v33
  v_mov_b32 v39, v33
  v_mov_b32 v48, v33
  s_nop 1
  s_branch .Lmatmul_f16_1
.Lmatmul_f16_4:
  v_mov_b32 v0, v33
  v_mov_b32 v1, v33
  v_mov_b32 v17, v33
  v_mov_b32 v20, v33
  v_mov_b32 v22, v33
  v_mov_b32 v23, v33
  v_mov_b32 v24, v33
  v_mov_b32 v27, v33
  v_mov_b32 v28, v33
  v_mov_b32 v29, v33
  v_mov_b32 v30, v33
  v_mov_b32 v32, v33
  v_mov_b32 v34, v33
  v_mov_b32 v39, v33
  v_mov_b32 v48, v33
  s_nop 1
  s_branch .Lmatmul_f16_2
.Lmatmul_f16_1:
  s_add_u32 s4, s14, 32
  s_cmp_lt_i32 s14, s30
  s_cselect_b64 s[2:3], -1, 0
  v_add_u32 v41, v2, s4
  v_cmp_lt_i32_e64 s[12:13], v41, s36
  s_and_b64 s[12:13], s[8:9], s[12:13]
  s_and_b64 s[12:13], s[12:13], s[2:3]
  v_mov_b32 v4, v54
  v_add_u32 v40, v4, s4
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
  s_and_saveexec_b64 s[42:43], s[12:13]
  global_load_dwordx4 v[40:43], v[50:51], off
  s_mov_b64 exec, s[42:43]
  s_mul_i32 s12, s4, s26
  v_add_u32 v5, v3, s12
  v_ashrrev_i32 v4, 31, v5
  v_add_u32 v6, v38, s4
  v_cmp_lt_i32_e64 s[18:19], v6, s36
  s_and_b64 s[18:19], s[18:19], s[34:35]
  s_and_b64 s[38:39], s[18:19], s[2:3]
  v_lshlrev_b32 v5, 1, v5
  v_mov_b32 v52, s20
  v_mov_b32 v53, s21
  v_add_co_u32 v50, vcc, v52, v5
  v_addc_co_u32 v51, vcc, v53, v4, vcc
  v_mov_b32 v44, 0
  v_mov_b32 v45, 0
  v_mov_b32 v46, 0
  v_mov_b32 v47, 0
  s_and_saveexec_b64 s[42:43], s[38:39]
  global_load_dwordx4 v[44:47], v[50:51], off
  s_mov_b64 exec, s[42:43]
  v_cvt_f32_f16 v4, v33
  v_cvt_f32_f16 v5, v28
  v_cvt_f32_f16 v6, v39
  v_cvt_f32_f16 v7, v20
  v_cvt_f32_f16 v8, v29
  v_cvt_f32_f16 v9, v30
  v_cvt_f32_f16 v10, v32
  v_cvt_f32_f16 v11, v27
  v_cvt_f32_f16 v12, v24
  v_cvt_f32_f16 v13, v22
  v_cvt_f32_f16 v14, v34
  v_cvt_f32_f16 v15, v48
  v_cvt_f32_f16 v16, v23
  v_cvt_f32_f16 v17, v17
  v_cvt_f32_f16 v18, v1
  v_cvt_f32_f16 v19, v0
  v_add_u32 v1, v35, s10
  ds_read_b128 v[20:23], v1
  v_add_u32 v0, v36, s10
  ds_read_b128 v[24:27], v0 offset:4096
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_32x32x8f16 v[4:19], v[20:21], v[24:25], v[4:19]
  v_mfma_f32_32x32x8f16 v[4:19], v[22:23], v[26:27], v[4:19]
  v_xor_b32 v39, v1, 32
  ds_read_b128 v[20:23], v39
  v_xor_b32 v48, v0, 32
  ds_read_b128 v[24:27], v48 offset:4096
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_32x32x8f16 v[4:19], v[20:21], v[24:25], v[4:19]
  v_mfma_f32_32x32x8f16 v[4:19], v[22:23], v[26:27], v[4:19]
  s_nop 15
  s_nop 2
  v_cvt_f16_f32 v33, v4
  v_cvt_f16_f32 v28, v5
  v_cvt_f16_f32 v39, v6
  v_cvt_f16_f32 v20, v7
  v_cvt_f16_f32 v29, v8
  v_cvt_f16_f32 v30, v9
  v_cvt_f16_f32 v32, v10
  v_cvt_f16_f32 v27, v11
  v_cvt_f16_f32 v24, v12
  v_cvt_f16_f32 v22, v13
  v_cvt_f16_f32 v34, v14
  v_cvt_f16_f32 v48, v15
  v_cvt_f16_f32 v23, v16
  v_cvt_f16_f32 v17, v17
  v_cvt_f16_f32 v1, v18
  v_cvt_f16_f32 v0, v19
  s_add_u32 s2, s10, 0x2000
  s_cmp_eq_u32 s2, 0x4000
  s_cselect_b64 s[4:5], -1, 0
  s_cmp_lg_u64 s[4:5], 0
  s_cselect_b32 s10, 0, s2
  v_add_u32 v4, v37, s10
  s_waitcnt vmcnt(0)
  ds_write_b128 v4, v[40:43]
  v_add_u32 v4, v31, s10
  ds_write_b16 v4, v44 offset:4096
  ds_write_b16_d16_hi v4, v44 offset:4160
  v_xor_b32 v7, v4, 16
  ds_write_b16 v7, v45 offset:4224
  ds_write_b16_d16_hi v7, v45 offset:4288
  v_xor_b32 v11, v4, 32
  ds_write_b16 v11, v46 offset:4352
  ds_write_b16_d16_hi v11, v46 offset:4416
  v_xor_b32 v15, v4, 48
  ds_write_b16 v15, v47 offset:4480
  ds_write_b16_d16_hi v15, v47 offset:4544
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_add_u32 s40, s14, 32
  s_cmp_lt_i32 s14, s30
  s_cselect_b64 s[2:3], -1, 0
  s_cmp_lg_u64 s[2:3], 0
  s_cbranch_scc1 .Lmatmul_f16_5
  s_branch .Lmatmul_f16_2
.Lmatmul_f16_5:
  s_mov_b64 s[14:15], s[40:41]
  s_branch .Lmatmul_f16_1
.Lmatmul_f16_2:
  v_lshrrev_b32 v31, 5, v49
  v_and_b32 v31, v31, 1
  v_lshlrev_b32 v35, 2, v31
  v_lshrrev_b32 v36, 6, v49
  v_and_b32 v36, v36, 1
  v_lshlrev_b32 v38, 5, v36
  v_or_b32 v13, v35, v38
  v_add_u32 v11, s22, v13
  v_cmp_lt_i32_e64 s[2:3], v11, s28
  v_and_b32 v31, v49, 31
  v_lshrrev_b32 v35, 7, v49
  v_and_b32 v35, v35, 1
  v_lshlrev_b32 v35, 5, v35
  v_or_b32 v36, v31, v35
  v_add_u32 v38, s6, v36
  v_cmp_lt_i32_e64 s[40:41], v38, s32
  s_and_b64 s[36:37], s[2:3], s[40:41]
  v_add_u32 v2, v13, 1
  v_add_u32 v14, s22, v2
  v_cmp_lt_i32_e64 s[2:3], v14, s28
  s_and_b64 s[34:35], s[2:3], s[40:41]
  v_add_u32 v2, v13, 2
  v_add_u32 v12, s22, v2
  v_cmp_lt_i32_e64 s[8:9], v12, s28
  s_and_b64 s[32:33], s[8:9], s[40:41]
  v_add_u32 v2, v13, 3
  v_add_u32 v16, s22, v2
  v_cmp_lt_i32_e64 s[18:19], v16, s28
  s_and_b64 s[26:27], s[18:19], s[40:41]
  v_add_u32 v4, v13, 8
  v_add_u32 v21, s22, v4
  v_cmp_lt_i32_e64 s[30:31], v21, s28
  s_and_b64 s[20:21], s[30:31], s[40:41]
  v_add_u32 v9, v13, 9
  v_add_u32 v26, s22, v9
  v_cmp_lt_i32_e64 s[38:39], v26, s28
  s_and_b64 s[16:17], s[38:39], s[40:41]
  v_add_u32 v15, v13, 10
  v_add_u32 v31, s22, v15
  v_cmp_lt_i32_e64 s[2:3], v31, s28
  s_and_b64 s[14:15], s[2:3], s[40:41]
  v_add_u32 v19, v13, 11
  v_add_u32 v36, s22, v19
  v_cmp_lt_i32_e64 s[2:3], v36, s28
  s_and_b64 s[12:13], s[2:3], s[40:41]
  v_add_u32 v25, v13, 16
  v_add_u32 v10, s22, v25
  v_cmp_lt_i32_e64 s[2:3], v10, s28
  s_and_b64 s[10:11], s[2:3], s[40:41]
  v_add_u32 v35, v13, 17
  v_add_u32 v9, s22, v35
  v_cmp_lt_i32_e64 s[2:3], v9, s28
  s_and_b64 s[6:7], s[2:3], s[40:41]
  v_add_u32 v35, v13, 18
  v_add_u32 v7, s22, v35
  v_cmp_lt_i32_e64 s[2:3], v7, s28
  s_and_b64 s[4:5], s[2:3], s[40:41]
  v_add_u32 v40, v13, 19
  v_add_u32 v6, s22, v40
  v_cmp_lt_i32_e64 s[2:3], v6, s28
  s_and_b64 s[8:9], s[2:3], s[40:41]
  v_add_u32 v44, v13, 24
  v_add_u32 v5, s22, v44
  v_cmp_lt_i32_e64 s[2:3], v5, s28
  s_and_b64 s[18:19], s[2:3], s[40:41]
  v_add_u32 v49, v13, 25
  v_add_u32 v3, s22, v49
  v_cmp_lt_i32_e64 s[2:3], v3, s28
  s_and_b64 s[30:31], s[2:3], s[40:41]
  v_add_u32 v2, v13, 26
  v_add_u32 v8, s22, v2
  v_cmp_lt_i32_e64 s[2:3], v8, s28
  s_and_b64 s[38:39], s[2:3], s[40:41]
  v_add_u32 v2, v13, 27
  v_add_u32 v13, s22, v2
  v_cmp_lt_i32_e64 s[22:23], v13, s28
  s_and_b64 s[2:3], s[22:23], s[40:41]
  v_mul_lo_u32 v18, v11, s0
  v_add_u32 v40, v18, v38
  v_lshlrev_b32 v2, 1, v40
  v_ashrrev_i32 v4, 31, v40
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v2
  v_addc_co_u32 v51, vcc, v53, v4, vcc
  s_and_saveexec_b64 s[42:43], s[36:37]
  global_store_short v[50:51], v33, off
  s_mov_b64 exec, s[42:43]
  v_mul_lo_u32 v25, v14, s0
  v_add_u32 v49, v25, v38
  v_lshlrev_b32 v11, 1, v49
  v_ashrrev_i32 v14, 31, v49
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v11
  v_addc_co_u32 v51, vcc, v53, v14, vcc
  s_and_saveexec_b64 s[42:43], s[34:35]
  global_store_short v[50:51], v28, off
  s_mov_b64 exec, s[42:43]
  v_mul_lo_u32 v33, v12, s0
  v_add_u32 v2, v33, v38
  v_lshlrev_b32 v18, 1, v2
  v_ashrrev_i32 v19, 31, v2
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v18
  v_addc_co_u32 v51, vcc, v53, v19, vcc
  s_and_saveexec_b64 s[42:43], s[32:33]
  global_store_short v[50:51], v39, off
  s_mov_b64 exec, s[42:43]
  v_mul_lo_u32 v41, v16, s0
  v_add_u32 v2, v41, v38
  v_lshlrev_b32 v28, 1, v2
  v_ashrrev_i32 v33, 31, v2
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v28
  v_addc_co_u32 v51, vcc, v53, v33, vcc
  s_and_saveexec_b64 s[42:43], s[26:27]
  global_store_short v[50:51], v20, off
  s_mov_b64 exec, s[42:43]
  v_mul_lo_u32 v49, v21, s0
  v_add_u32 v11, v49, v38
  v_lshlrev_b32 v39, 1, v11
  v_ashrrev_i32 v40, 31, v11
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v39
  v_addc_co_u32 v51, vcc, v53, v40, vcc
  s_and_saveexec_b64 s[42:43], s[20:21]
  global_store_short v[50:51], v29, off
  s_mov_b64 exec, s[42:43]
  v_mul_lo_u32 v2, v26, s0
  v_add_u32 v18, v2, v38
  v_lshlrev_b32 v2, 1, v18
  v_ashrrev_i32 v4, 31, v18
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v2
  v_addc_co_u32 v51, vcc, v53, v4, vcc
  s_and_saveexec_b64 s[42:43], s[16:17]
  global_store_short v[50:51], v30, off
  s_mov_b64 exec, s[42:43]
  v_mul_lo_u32 v2, v31, s0
  v_add_u32 v25, v2, v38
  v_lshlrev_b32 v2, 1, v25
  v_ashrrev_i32 v4, 31, v25
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v2
  v_addc_co_u32 v51, vcc, v53, v4, vcc
  s_and_saveexec_b64 s[42:43], s[14:15]
  global_store_short v[50:51], v32, off
  s_mov_b64 exec, s[42:43]
  v_mul_lo_u32 v11, v36, s0
  v_add_u32 v33, v11, v38
  v_lshlrev_b32 v11, 1, v33
  v_ashrrev_i32 v12, 31, v33
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v11
  v_addc_co_u32 v51, vcc, v53, v12, vcc
  s_and_saveexec_b64 s[42:43], s[12:13]
  global_store_short v[50:51], v27, off
  s_mov_b64 exec, s[42:43]
  v_mul_lo_u32 v18, v10, s0
  v_add_u32 v41, v18, v38
  v_lshlrev_b32 v19, 1, v41
  v_ashrrev_i32 v21, 31, v41
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v19
  v_addc_co_u32 v51, vcc, v53, v21, vcc
  s_and_saveexec_b64 s[42:43], s[10:11]
  global_store_short v[50:51], v24, off
  s_mov_b64 exec, s[42:43]
  v_mul_lo_u32 v26, v9, s0
  v_add_u32 v49, v26, v38
  v_lshlrev_b32 v30, 1, v49
  v_ashrrev_i32 v32, 31, v49
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v30
  v_addc_co_u32 v51, vcc, v53, v32, vcc
  s_and_saveexec_b64 s[42:43], s[6:7]
  global_store_short v[50:51], v22, off
  s_mov_b64 exec, s[42:43]
  v_mul_lo_u32 v35, v7, s0
  v_add_u32 v2, v35, v38
  v_lshlrev_b32 v41, 1, v2
  v_ashrrev_i32 v43, 31, v2
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v41
  v_addc_co_u32 v51, vcc, v53, v43, vcc
  s_and_saveexec_b64 s[42:43], s[4:5]
  global_store_short v[50:51], v34, off
  s_mov_b64 exec, s[42:43]
  v_mul_lo_u32 v42, v6, s0
  v_add_u32 v4, v42, v38
  v_lshlrev_b32 v2, 1, v4
  v_ashrrev_i32 v4, 31, v4
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v2
  v_addc_co_u32 v51, vcc, v53, v4, vcc
  s_and_saveexec_b64 s[42:43], s[8:9]
  global_store_short v[50:51], v48, off
  s_mov_b64 exec, s[42:43]
  v_mul_lo_u32 v2, v5, s0
  v_add_u32 v10, v2, v38
  v_lshlrev_b32 v2, 1, v10
  v_ashrrev_i32 v4, 31, v10
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v2
  v_addc_co_u32 v51, vcc, v53, v4, vcc
  s_and_saveexec_b64 s[42:43], s[18:19]
  global_store_short v[50:51], v23, off
  s_mov_b64 exec, s[42:43]
  v_mul_lo_u32 v2, v3, s0
  v_add_u32 v18, v2, v38
  v_lshlrev_b32 v11, 1, v18
  v_ashrrev_i32 v14, 31, v18
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v11
  v_addc_co_u32 v51, vcc, v53, v14, vcc
  s_and_saveexec_b64 s[42:43], s[30:31]
  global_store_short v[50:51], v17, off
  s_mov_b64 exec, s[42:43]
  v_mul_lo_u32 v3, v8, s0
  v_add_u32 v26, v3, v38
  v_lshlrev_b32 v22, 1, v26
  v_ashrrev_i32 v24, 31, v26
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v22
  v_addc_co_u32 v51, vcc, v53, v24, vcc
  s_and_saveexec_b64 s[42:43], s[38:39]
  global_store_short v[50:51], v1, off
  s_mov_b64 exec, s[42:43]
  v_mul_lo_u32 v11, v13, s0
  v_add_u32 v34, v11, v38
  v_lshlrev_b32 v33, 1, v34
  v_ashrrev_i32 v35, 31, v34
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc, v52, v33
  v_addc_co_u32 v51, vcc, v53, v35, vcc
  s_and_saveexec_b64 s[42:43], s[2:3]
  global_store_short v[50:51], v0, off
  s_mov_b64 exec, s[42:43]
  s_endpgm
.Lmatmul_f16_end:
.size matmul_f16, .Lmatmul_f16_end-matmul_f16
; 44 SGPRs, 55 VGPRs; allocation: 31 moves, 1 spills, 1 reloads

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
  .amdhsa_next_free_vgpr 55
  .amdhsa_next_free_sgpr 44
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
    .sgpr_count: 44
    .vgpr_count: 55
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
