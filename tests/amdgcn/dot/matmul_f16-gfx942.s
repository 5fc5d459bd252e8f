.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.amdhsa_code_object_version 5
.text
.globl matmul_f16
.p2align 8
.type matmul_f16,@function
matmul_f16:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v52, 0x3ff, v0
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
  v_and_b32 v6, 0xff, v52
  v_lshlrev_b32 v8, 3, v6
  v_lshlrev_b32 v10, 1, v8
  v_lshrrev_b32 v12, 6, v8
  v_and_b32 v14, v12, 3
  v_lshlrev_b32 v16, 4, v14
  v_xor_b32 v56, v10, v16
  v_and_b32 v20, v52, 31
  v_lshlrev_b32 v23, 5, v20
  v_lshrrev_b32 v24, 5, v52
  v_and_b32 v26, v24, 1
  v_lshlrev_b32 v28, 2, v26
  v_or_b32 v30, v23, v28
  v_lshrrev_b32 v32, 6, v52
  v_and_b32 v34, v32, 1
  v_lshlrev_b32 v36, 10, v34
  v_or_b32 v38, v30, v36
  v_lshlrev_b32 v40, 1, v38
  v_lshrrev_b32 v42, 6, v38
  v_and_b32 v44, v42, 3
  v_lshlrev_b32 v46, 4, v44
  v_xor_b32 v48, v40, v46
  v_and_b32 v50, v52, 7
  v_lshlrev_b32 v53, 8, v50
  v_lshrrev_b32 v54, 3, v52
  v_and_b32 v57, v54, 31
  v_or_b32 v58, v53, v57
  v_lshlrev_b32 v60, 1, v58
  v_lshrrev_b32 v62, 6, v58
  v_and_b32 v1, v62, 3
  v_lshlrev_b32 v2, 4, v1
  v_xor_b32 v51, v60, v2
  v_lshrrev_b32 v7, 7, v52
  v_and_b32 v9, v7, 1
  v_lshlrev_b32 v11, 10, v9
  v_or_b32 v13, v30, v11
  v_lshlrev_b32 v15, 1, v13
  v_lshrrev_b32 v17, 6, v13
  v_and_b32 v19, v17, 3
  v_lshlrev_b32 v21, 4, v19
  v_xor_b32 v55, v15, v21
  v_mov_b32 v32, s54
  s_cmp_lg_u64 s[8:9], 0
  s_nop 0
  s_cbranch_scc1 .Lmatmul_f16_3
  s_branch .Lmatmul_f16_4
.Lmatmul_f16_3:
  v_mov_b32 v33, v32
  v_mov_b32 v34, v32
  v_mov_b32 v35, v32
  v_mov_b32 v36, v32
  v_mov_b32 v37, v32
  v_mov_b32 v38, v32
  v_mov_b32 v39, v32
  v_mov_b32 v40, v32
  v_mov_b32 v41, v32
  v_mov_b32 v42, v32
  v_mov_b32 v43, v32
  v_mov_b32 v44, v32
  v_mov_b32 v45, v32
  v_mov_b32 v46, v32
  v_mov_b32 v47, v32
  s_nop 1
  s_branch .Lmatmul_f16_1
.Lmatmul_f16_4:
  v_mov_b32 v33, v32
  v_mov_b32 v34, v32
  v_mov_b32 v35, v32
  v_mov_b32 v36, v32
  v_mov_b32 v37, v32
  v_mov_b32 v38, v32
  v_mov_b32 v39, v32
  v_mov_b32 v40, v32
  v_mov_b32 v41, v32
  v_mov_b32 v42, v32
  v_mov_b32 v43, v32
  v_mov_b32 v44, v32
  v_mov_b32 v45, v32
  v_mov_b32 v46, v32
  v_mov_b32 v47, v32
  s_nop 1
  s_branch .Lmatmul_f16_2
.Lmatmul_f16_1:
  s_mul_i32 s60, s2, 64
  v_lshrrev_b32 v49, 2, v52
  v_and_b32 v49, v49, 63
  v_add_u32 v49, s60, v49
  v_cmp_lt_i32_e64 s[94:95], v49, s28
  v_and_b32 v50, v52, 3
  v_lshlrev_b32 v50, 3, v50
  v_add_u32 v53, v50, s54
  v_cmp_lt_i32_e64 s[0:1], v53, s36
  s_and_b64 s[0:1], s[94:95], s[0:1]
  v_mul_lo_u32 v49, v49, s40
  v_add_u32 v49, v49, v50
  v_add_u32 v50, v49, s54
  v_lshlrev_b32 v53, 1, v50
  v_ashrrev_i32 v54, 31, v50
  v_mov_b32 v66, s16
  v_mov_b32 v67, s17
  v_add_co_u32 v64, vcc, v66, v53
  v_addc_co_u32 v65, vcc, v67, v54, vcc
  v_mov_b32 v24, 0
  v_mov_b32 v25, 0
  v_mov_b32 v26, 0
  v_mov_b32 v27, 0
  s_and_saveexec_b64 s[98:99], s[0:1]
  global_load_dwordx4 v[24:27], v[64:65], off
  s_mov_b64 exec, s[98:99]
  s_mul_i32 s18, s4, 64
  v_and_b32 v11, v52, 7
  v_lshlrev_b32 v13, 3, v11
  v_add_u32 v15, s18, v13
  s_mul_i32 s38, s54, s44
  v_lshrrev_b32 v11, 3, v52
  v_and_b32 v13, v11, 31
  v_mul_lo_u32 v16, v13, s44
  v_add_u32 v21, v16, v15
  v_add_u32 v29, v21, s38
  v_ashrrev_i32 v28, 31, v29
  v_add_u32 v31, v13, s54
  v_cmp_lt_i32_e64 s[66:67], v31, s36
  v_cmp_lt_i32_e64 s[70:71], v15, s32
  s_and_b64 s[74:75], s[66:67], s[70:71]
  v_lshlrev_b32 v31, 1, v29
  v_mov_b32 v66, s20
  v_mov_b32 v67, s21
  v_add_co_u32 v64, vcc, v66, v31
  v_addc_co_u32 v65, vcc, v67, v28, vcc
  v_mov_b32 v28, 0
  v_mov_b32 v29, 0
  v_mov_b32 v30, 0
  v_mov_b32 v31, 0
  s_and_saveexec_b64 s[98:99], s[74:75]
  global_load_dwordx4 v[28:31], v[64:65], off
  s_mov_b64 exec, s[98:99]
  v_cvt_f32_f16 v4, v32
  v_cvt_f32_f16 v5, v33
  v_cvt_f32_f16 v6, v34
  v_cvt_f32_f16 v7, v35
  v_cvt_f32_f16 v8, v36
  v_cvt_f32_f16 v9, v37
  v_cvt_f32_f16 v10, v38
  v_cvt_f32_f16 v11, v39
  v_cvt_f32_f16 v12, v40
  v_cvt_f32_f16 v13, v41
  v_cvt_f32_f16 v14, v42
  v_cvt_f32_f16 v15, v43
  v_cvt_f32_f16 v16, v44
  v_cvt_f32_f16 v17, v45
  v_cvt_f32_f16 v18, v46
  v_cvt_f32_f16 v19, v47
  s_waitcnt vmcnt(0)
  v_mov_b32 v32, v24
  v_mov_b32 v33, v25
  v_mov_b32 v34, v26
  v_mov_b32 v35, v27
  ds_write_b128 v56, v[32:35]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  ds_write_b16 v51, v28 offset:4096
  ds_write_b16_d16_hi v51, v28 offset:4160
  v_xor_b32 v20, v51, 16
  ds_write_b16 v20, v29 offset:4224
  ds_write_b16_d16_hi v20, v29 offset:4288
  v_xor_b32 v24, v51, 32
  ds_write_b16 v24, v30 offset:4352
  ds_write_b16_d16_hi v24, v30 offset:4416
  v_xor_b32 v28, v51, 48
  ds_write_b16 v28, v31 offset:4480
  ds_write_b16_d16_hi v28, v31 offset:4544
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  ds_read_b64 v[20:21], v48
  ds_read_b64 v[22:23], v55 offset:4096
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_32x32x8_f16 v[4:19], v[20:21], v[22:23], v[4:19]
  v_xor_b32 v57, v48, 16
  ds_read_b64 v[20:21], v57
  v_xor_b32 v61, v55, 16
  ds_read_b64 v[22:23], v61 offset:4096
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_32x32x8_f16 v[4:19], v[20:21], v[22:23], v[4:19]
  v_xor_b32 v20, v48, 32
  ds_read_b64 v[20:21], v20
  v_xor_b32 v25, v55, 32
  ds_read_b64 v[22:23], v25 offset:4096
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_32x32x8_f16 v[4:19], v[20:21], v[22:23], v[4:19]
  v_xor_b32 v47, v48, 48
  ds_read_b64 v[20:21], v47
  v_xor_b32 v53, v55, 48
  ds_read_b64 v[22:23], v53 offset:4096
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_32x32x8_f16 v[4:19], v[20:21], v[22:23], v[4:19]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_nop 6
  v_cvt_f16_f32 v32, v4
  v_cvt_f16_f32 v33, v5
  v_cvt_f16_f32 v34, v6
  v_cvt_f16_f32 v35, v7
  v_cvt_f16_f32 v36, v8
  v_cvt_f16_f32 v37, v9
  v_cvt_f16_f32 v38, v10
  v_cvt_f16_f32 v39, v11
  v_cvt_f16_f32 v40, v12
  v_cvt_f16_f32 v41, v13
  v_cvt_f16_f32 v42, v14
  v_cvt_f16_f32 v43, v15
  v_cvt_f16_f32 v44, v16
  v_cvt_f16_f32 v45, v17
  v_cvt_f16_f32 v46, v18
  v_cvt_f16_f32 v47, v19
  s_add_u32 s90, s54, 32
  s_cmp_gt_i32 s90, s54
  s_cselect_b64 s[96:97], -1, 0
  s_cmp_lt_i32 s90, s36
  s_cselect_b64 s[0:1], -1, 0
  s_and_b64 s[0:1], s[96:97], s[0:1]
  s_cmp_lg_u64 s[0:1], 0
  s_cbranch_scc1 .Lmatmul_f16_5
  s_branch .Lmatmul_f16_2
.Lmatmul_f16_5:
  s_mov_b64 s[54:55], s[90:91]
  s_branch .Lmatmul_f16_1
.Lmatmul_f16_2:
  s_mul_i32 s0, s2, 64
  v_lshrrev_b32 v60, 5, v52
  v_and_b32 v62, v60, 1
  v_lshlrev_b32 v1, 2, v62
  v_lshrrev_b32 v2, 6, v52
  v_and_b32 v5, v2, 1
  v_lshlrev_b32 v7, 5, v5
  v_or_b32 v10, v1, v7
  v_add_u32 v25, v10, 27
  v_add_u32 v48, s0, v25
  s_mul_i32 s2, s4, 64
  v_and_b32 v62, v52, 31
  v_lshrrev_b32 v1, 7, v52
  v_and_b32 v2, v1, 1
  v_lshlrev_b32 v5, 5, v2
  v_or_b32 v7, v62, v5
  v_add_u32 v9, s2, v7
  v_add_u32 v55, s0, v10
  v_cmp_lt_i32_e64 s[58:59], v55, s28
  v_cmp_lt_i32_e64 s[92:93], v9, s32
  s_and_b64 s[96:97], s[58:59], s[92:93]
  v_add_u32 v24, v10, 1
  v_add_u32 v54, s0, v24
  v_cmp_lt_i32_e64 s[70:71], v54, s28
  s_and_b64 s[12:13], s[70:71], s[92:93]
  v_add_u32 v29, v10, 2
  v_add_u32 v53, s0, v29
  v_cmp_lt_i32_e64 s[80:81], v53, s28
  s_and_b64 s[8:9], s[80:81], s[92:93]
  v_add_u32 v49, v10, 3
  v_add_u32 v52, s0, v49
  v_cmp_lt_i32_e64 s[90:91], v52, s28
  s_and_b64 s[6:7], s[90:91], s[92:93]
  v_add_u32 v49, v10, 8
  v_add_u32 v56, s0, v49
  v_cmp_lt_i32_e64 s[2:3], v56, s28
  s_and_b64 s[10:11], s[2:3], s[92:93]
  v_add_u32 v49, v10, 9
  v_add_u32 v61, s0, v49
  v_cmp_lt_i32_e64 s[2:3], v61, s28
  s_and_b64 s[20:21], s[2:3], s[92:93]
  v_add_u32 v49, v10, 10
  v_add_u32 v2, s0, v49
  v_cmp_lt_i32_e64 s[2:3], v2, s28
  s_and_b64 s[30:31], s[2:3], s[92:93]
  v_add_u32 v57, v10, 11
  v_add_u32 v8, s0, v57
  v_cmp_lt_i32_e64 s[4:5], v8, s28
  s_and_b64 s[40:41], s[4:5], s[92:93]
  v_add_u32 v59, v10, 16
  v_add_u32 v13, s0, v59
  v_cmp_lt_i32_e64 s[14:15], v13, s28
  s_and_b64 s[50:51], s[14:15], s[92:93]
  v_add_u32 v1, v10, 17
  v_add_u32 v18, s0, v1
  v_cmp_lt_i32_e64 s[26:27], v18, s28
  s_and_b64 s[60:61], s[26:27], s[92:93]
  v_add_u32 v6, v10, 18
  v_add_u32 v23, s0, v6
  v_cmp_lt_i32_e64 s[34:35], v23, s28
  s_and_b64 s[70:71], s[34:35], s[92:93]
  v_add_u32 v11, v10, 19
  v_add_u32 v29, s0, v11
  v_cmp_lt_i32_e64 s[44:45], v29, s28
  s_and_b64 s[80:81], s[44:45], s[92:93]
  v_add_u32 v16, v10, 24
  v_add_u32 v51, s0, v16
  v_cmp_lt_i32_e64 s[54:55], v51, s28
  s_and_b64 s[90:91], s[54:55], s[92:93]
  v_add_u32 v21, v10, 25
  v_add_u32 v50, s0, v21
  v_cmp_lt_i32_e64 s[64:65], v50, s28
  s_and_b64 s[4:5], s[64:65], s[92:93]
  v_add_u32 v26, v10, 26
  v_add_u32 v49, s0, v26
  v_cmp_lt_i32_e64 s[74:75], v49, s28
  s_and_b64 s[2:3], s[74:75], s[92:93]
  v_cmp_lt_i32_e64 s[82:83], v48, s28
  s_and_b64 s[0:1], s[82:83], s[92:93]
  v_mul_lo_u32 v55, v55, s48
  v_add_u32 v11, v55, v9
  v_lshlrev_b32 v28, 1, v11
  v_ashrrev_i32 v30, 31, v11
  v_mov_b32 v66, s24
  v_mov_b32 v67, s25
  v_add_co_u32 v64, vcc, v66, v28
  v_addc_co_u32 v65, vcc, v67, v30, vcc
  s_and_saveexec_b64 s[98:99], s[96:97]
  global_store_short v[64:65], v32, off
  s_mov_b64 exec, s[98:99]
  v_mul_lo_u32 v58, v54, s48
  v_add_u32 v19, v58, v9
  v_lshlrev_b32 v54, 1, v19
  v_ashrrev_i32 v55, 31, v19
  v_mov_b32 v66, s24
  v_mov_b32 v67, s25
  v_add_co_u32 v64, vcc, v66, v54
  v_addc_co_u32 v65, vcc, v67, v55, vcc
  s_and_saveexec_b64 s[98:99], s[12:13]
  global_store_short v[64:65], v33, off
  s_mov_b64 exec, s[98:99]
  v_mul_lo_u32 v4, v53, s48
  v_add_u32 v27, v4, v9
  v_lshlrev_b32 v53, 1, v27
  v_ashrrev_i32 v54, 31, v27
  v_mov_b32 v66, s24
  v_mov_b32 v67, s25
  v_add_co_u32 v64, vcc, v66, v53
  v_addc_co_u32 v65, vcc, v67, v54, vcc
  s_and_saveexec_b64 s[98:99], s[8:9]
  global_store_short v[64:65], v34, off
  s_mov_b64 exec, s[98:99]
  v_mul_lo_u32 v11, v52, s48
  v_add_u32 v52, v11, v9
  v_lshlrev_b32 v62, 1, v52
  v_ashrrev_i32 v0, 31, v52
  v_mov_b32 v68, s24
  v_mov_b32 v69, s25
  v_add_co_u32 v64, vcc, v68, v62
  v_addc_co_u32 v65, vcc, v69, v0, vcc
  s_and_saveexec_b64 s[98:99], s[6:7]
  global_store_short v[64:65], v35, off
  s_mov_b64 exec, s[98:99]
  v_mul_lo_u32 v19, v56, s48
  v_add_u32 v52, v19, v9
  v_lshlrev_b32 v10, 1, v52
  v_ashrrev_i32 v11, 31, v52
  v_mov_b32 v66, s24
  v_mov_b32 v67, s25
  v_add_co_u32 v64, vcc, v66, v10
  v_addc_co_u32 v65, vcc, v67, v11, vcc
  s_and_saveexec_b64 s[98:99], s[10:11]
  global_store_short v[64:65], v36, off
  s_mov_b64 exec, s[98:99]
  v_mul_lo_u32 v27, v61, s48
  v_add_u32 v52, v27, v9
  v_lshlrev_b32 v20, 1, v52
  v_ashrrev_i32 v22, 31, v52
  v_mov_b32 v66, s24
  v_mov_b32 v67, s25
  v_add_co_u32 v64, vcc, v66, v20
  v_addc_co_u32 v65, vcc, v67, v22, vcc
  s_and_saveexec_b64 s[98:99], s[20:21]
  global_store_short v[64:65], v37, off
  s_mov_b64 exec, s[98:99]
  v_mul_lo_u32 v35, v2, s48
  v_add_u32 v59, v35, v9
  v_lshlrev_b32 v31, 1, v59
  v_ashrrev_i32 v33, 31, v59
  v_mov_b32 v66, s24
  v_mov_b32 v67, s25
  v_add_co_u32 v64, vcc, v66, v31
  v_addc_co_u32 v65, vcc, v67, v33, vcc
  s_and_saveexec_b64 s[98:99], s[30:31]
  global_store_short v[64:65], v38, off
  s_mov_b64 exec, s[98:99]
  v_mul_lo_u32 v52, v8, s48
  v_add_u32 v4, v52, v9
  v_lshlrev_b32 v52, 1, v4
  v_ashrrev_i32 v53, 31, v4
  v_mov_b32 v66, s24
  v_mov_b32 v67, s25
  v_add_co_u32 v64, vcc, v66, v52
  v_addc_co_u32 v65, vcc, v67, v53, vcc
  s_and_saveexec_b64 s[98:99], s[40:41]
  global_store_short v[64:65], v39, off
  s_mov_b64 exec, s[98:99]
  v_mul_lo_u32 v52, v13, s48
  v_add_u32 v12, v52, v9
  v_lshlrev_b32 v53, 1, v12
  v_ashrrev_i32 v55, 31, v12
  v_mov_b32 v66, s24
  v_mov_b32 v67, s25
  v_add_co_u32 v64, vcc, v66, v53
  v_addc_co_u32 v65, vcc, v67, v55, vcc
  s_and_saveexec_b64 s[98:99], s[50:51]
  global_store_short v[64:65], v40, off
  s_mov_b64 exec, s[98:99]
  v_mul_lo_u32 v59, v18, s48
  v_add_u32 v20, v59, v9
  v_lshlrev_b32 v1, 1, v20
  v_ashrrev_i32 v2, 31, v20
  v_mov_b32 v66, s24
  v_mov_b32 v67, s25
  v_add_co_u32 v64, vcc, v66, v1
  v_addc_co_u32 v65, vcc, v67, v2, vcc
  s_and_saveexec_b64 s[98:99], s[60:61]
  global_store_short v[64:65], v41, off
  s_mov_b64 exec, s[98:99]
  v_mul_lo_u32 v4, v23, s48
  v_add_u32 v28, v4, v9
  v_lshlrev_b32 v12, 1, v28
  v_ashrrev_i32 v14, 31, v28
  v_mov_b32 v66, s24
  v_mov_b32 v67, s25
  v_add_co_u32 v64, vcc, v66, v12
  v_addc_co_u32 v65, vcc, v67, v14, vcc
  s_and_saveexec_b64 s[98:99], s[70:71]
  global_store_short v[64:65], v42, off
  s_mov_b64 exec, s[98:99]
  v_mul_lo_u32 v12, v29, s48
  v_add_u32 v36, v12, v9
  v_lshlrev_b32 v23, 1, v36
  v_ashrrev_i32 v25, 31, v36
  v_mov_b32 v66, s24
  v_mov_b32 v67, s25
  v_add_co_u32 v64, vcc, v66, v23
  v_addc_co_u32 v65, vcc, v67, v25, vcc
  s_and_saveexec_b64 s[98:99], s[80:81]
  global_store_short v[64:65], v43, off
  s_mov_b64 exec, s[98:99]
  v_mul_lo_u32 v20, v51, s48
  v_add_u32 v51, v20, v9
  v_lshlrev_b32 v34, 1, v51
  v_ashrrev_i32 v36, 31, v51
  v_mov_b32 v66, s24
  v_mov_b32 v67, s25
  v_add_co_u32 v64, vcc, v66, v34
  v_addc_co_u32 v65, vcc, v67, v36, vcc
  s_and_saveexec_b64 s[98:99], s[90:91]
  global_store_short v[64:65], v44, off
  s_mov_b64 exec, s[98:99]
  v_mul_lo_u32 v28, v50, s48
  v_add_u32 v52, v28, v9
  v_lshlrev_b32 v50, 1, v52
  v_ashrrev_i32 v51, 31, v52
  v_mov_b32 v66, s24
  v_mov_b32 v67, s25
  v_add_co_u32 v64, vcc, v66, v50
  v_addc_co_u32 v65, vcc, v67, v51, vcc
  s_and_saveexec_b64 s[98:99], s[4:5]
  global_store_short v[64:65], v45, off
  s_mov_b64 exec, s[98:99]
  v_mul_lo_u32 v36, v49, s48
  v_add_u32 v60, v36, v9
  v_lshlrev_b32 v56, 1, v60
  v_ashrrev_i32 v58, 31, v60
  v_mov_b32 v66, s24
  v_mov_b32 v67, s25
  v_add_co_u32 v64, vcc, v66, v56
  v_addc_co_u32 v65, vcc, v67, v58, vcc
  s_and_saveexec_b64 s[98:99], s[2:3]
  global_store_short v[64:65], v46, off
  s_mov_b64 exec, s[98:99]
  v_mul_lo_u32 v44, v48, s48
  v_add_u32 v5, v44, v9
  v_lshlrev_b32 v4, 1, v5
  v_ashrrev_i32 v6, 31, v5
  v_mov_b32 v66, s24
  v_mov_b32 v67, s25
  v_add_co_u32 v64, vcc, v66, v4
  v_addc_co_u32 v65, vcc, v67, v6, vcc
  s_and_saveexec_b64 s[98:99], s[0:1]
  global_store_short v[64:65], v47, off
  s_mov_b64 exec, s[98:99]
  s_endpgm
.Lmatmul_f16_end:
.size matmul_f16, .Lmatmul_f16_end-matmul_f16
; 100 SGPRs, 70 VGPRs; allocation: 35 moves, 0 spills, 0 reloads

.rodata
.p2align 6
.amdhsa_kernel matmul_f16
  .amdhsa_group_segment_fixed_size 8192
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 60
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 70
  .amdhsa_next_free_sgpr 100
  .amdhsa_accum_offset 72
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
    .group_segment_fixed_size: 8192
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 100
    .vgpr_count: 70
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
