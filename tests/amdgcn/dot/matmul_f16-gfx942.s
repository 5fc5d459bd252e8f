.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.amdhsa_code_object_version 5
.text
.globl matmul_f16
.p2align 8
.type matmul_f16,@function
matmul_f16:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v48, 0x3ff, v0
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
  v_and_b32 v6, 0xff, v48
  v_lshlrev_b32 v8, 3, v6
  v_lshlrev_b32 v10, 1, v8
  v_lshrrev_b32 v12, 6, v8
  v_and_b32 v14, v12, 3
  v_lshlrev_b32 v16, 4, v14
  v_xor_b32 v45, v10, v16
  v_and_b32 v20, v48, 31
  v_lshlrev_b32 v22, 5, v20
  v_lshrrev_b32 v24, 5, v48
  v_and_b32 v26, v24, 1
  v_lshlrev_b32 v28, 2, v26
  v_or_b32 v30, v22, v28
  v_lshrrev_b32 v32, 6, v48
  v_and_b32 v34, v32, 1
  v_lshlrev_b32 v36, 10, v34
  v_or_b32 v38, v30, v36
  v_lshlrev_b32 v40, 1, v38
  v_lshrrev_b32 v42, 6, v38
  v_and_b32 v44, v42, 3
  v_lshlrev_b32 v46, 4, v44
  v_xor_b32 v49, v40, v46
  v_and_b32 v50, v48, 7
  v_lshlrev_b32 v52, 8, v50
  v_lshrrev_b32 v54, 3, v48
  v_and_b32 v56, v54, 31
  v_or_b32 v58, v52, v56
  v_lshlrev_b32 v60, 1, v58
  v_lshrrev_b32 v62, 6, v58
  v_and_b32 v1, v62, 3
  v_lshlrev_b32 v3, 4, v1
  v_xor_b32 v41, v60, v3
  v_lshrrev_b32 v7, 7, v48
  v_and_b32 v9, v7, 1
  v_lshlrev_b32 v11, 10, v9
  v_or_b32 v13, v30, v11
  v_lshlrev_b32 v15, 1, v13
  v_lshrrev_b32 v17, 6, v13
  v_and_b32 v19, v17, 3
  v_lshlrev_b32 v21, 4, v19
  v_xor_b32 v55, v15, v21
  v_mov_b32 v53, s54
  v_mov_b32 v51, s54
  v_mov_b32 v47, s54
  v_mov_b32 v43, s54
  v_mov_b32 v20, s54
  v_mov_b32 v22, s54
  v_mov_b32 v33, s54
  v_mov_b32 v37, s54
  v_mov_b32 v39, s54
  v_mov_b32 v35, s54
  v_mov_b32 v32, s54
  v_mov_b32 v34, s54
  v_mov_b32 v36, s54
  v_mov_b32 v38, s54
  v_mov_b32 v40, s54
  v_mov_b32 v42, s54
  v_mov_b32 v44, s54
  v_mov_b32 v46, s54
  v_mov_b32 v50, s54
  v_mov_b32 v96, v50
  v_mov_b32 v50, s54
  v_mov_b32 v52, s54
  v_mov_b32 v54, s54
  v_mov_b32 v56, s54
  v_mov_b32 v58, s54
  v_mov_b32 v60, s54
  v_mov_b32 v62, s54
  v_mov_b32 v1, s54
  v_mov_b32 v3, s54
  v_mov_b32 v5, s54
  v_mov_b32 v7, s54
  v_mov_b32 v9, s54
  v_mov_b32 v11, s54
  s_cmp_lg_u64 s[8:9], 0
  s_nop 0
  s_cbranch_scc1 .Lmatmul_f16_1
  s_branch .Lmatmul_f16_2
.Lmatmul_f16_1:
  s_mul_i32 s58, s2, 64
  v_lshrrev_b32 v31, 2, v48
  v_and_b32 v44, v31, 63
  v_add_u32 v44, s58, v44
  v_mul_lo_u32 v50, v44, s40
  v_and_b32 v46, v48, 3
  v_lshlrev_b32 v46, 3, v46
  v_add_u32 v50, v50, v46
  v_add_u32 v52, v50, s54
  v_lshlrev_b32 v50, 1, v52
  v_ashrrev_i32 v52, 31, v52
  v_mov_b32 v66, s16
  v_mov_b32 v67, s17
  v_add_co_u32 v64, vcc, v66, v50
  v_addc_co_u32 v65, vcc, v67, v52, vcc
  v_cmp_lt_i32_e64 s[0:1], v44, s28
  v_add_u32 v57, v46, s54
  v_cmp_lt_i32_e64 s[6:7], v57, s36
  s_and_b64 s[0:1], s[0:1], s[6:7]
  v_mov_b32 v24, 0
  v_mov_b32 v25, 0
  v_mov_b32 v26, 0
  v_mov_b32 v27, 0
  s_and_saveexec_b64 s[98:99], s[0:1]
  global_load_dwordx4 v[24:27], v[64:65], off
  s_mov_b64 exec, s[98:99]
  v_lshrrev_b32 v5, 3, v48
  v_and_b32 v7, v5, 31
  v_mul_lo_u32 v9, v7, s44
  s_mul_i32 s22, s4, 64
  v_and_b32 v13, v48, 7
  v_lshlrev_b32 v15, 3, v13
  v_add_u32 v17, s22, v15
  v_add_u32 v19, v9, v17
  s_mul_i32 s42, s54, s44
  v_add_u32 v29, v19, s42
  v_lshlrev_b32 v28, 1, v29
  v_ashrrev_i32 v29, 31, v29
  v_mov_b32 v66, s20
  v_mov_b32 v67, s21
  v_add_co_u32 v64, vcc, v66, v28
  v_addc_co_u32 v65, vcc, v67, v29, vcc
  v_add_u32 v44, v7, s54
  v_cmp_lt_i32_e64 s[70:71], v44, s36
  v_cmp_lt_i32_e64 s[74:75], v17, s32
  s_and_b64 s[78:79], s[70:71], s[74:75]
  v_mov_b32 v28, 0
  v_mov_b32 v29, 0
  v_mov_b32 v30, 0
  v_mov_b32 v31, 0
  s_and_saveexec_b64 s[98:99], s[78:79]
  global_load_dwordx4 v[28:31], v[64:65], off
  s_mov_b64 exec, s[98:99]
  v_cvt_f32_f16 v4, v53
  v_cvt_f32_f16 v5, v51
  v_cvt_f32_f16 v6, v47
  v_cvt_f32_f16 v7, v43
  v_cvt_f32_f16 v8, v20
  v_cvt_f32_f16 v9, v22
  v_cvt_f32_f16 v10, v33
  v_cvt_f32_f16 v11, v37
  v_cvt_f32_f16 v12, v39
  v_cvt_f32_f16 v13, v35
  v_cvt_f32_f16 v14, v32
  v_cvt_f32_f16 v15, v34
  v_cvt_f32_f16 v16, v36
  v_cvt_f32_f16 v17, v38
  v_cvt_f32_f16 v18, v40
  v_cvt_f32_f16 v19, v42
  s_waitcnt vmcnt(0)
  v_mov_b32 v32, v24
  v_mov_b32 v33, v25
  v_mov_b32 v34, v26
  v_mov_b32 v35, v27
  ds_write_b128 v45, v[32:35]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  ds_write_b16 v41, v28 offset:4096
  ds_write_b16_d16_hi v41, v28 offset:4160
  v_xor_b32 v20, v41, 16
  ds_write_b16 v20, v29 offset:4224
  ds_write_b16_d16_hi v20, v29 offset:4288
  v_xor_b32 v24, v41, 32
  ds_write_b16 v24, v30 offset:4352
  ds_write_b16_d16_hi v24, v30 offset:4416
  v_xor_b32 v27, v41, 48
  ds_write_b16 v27, v31 offset:4480
  ds_write_b16_d16_hi v27, v31 offset:4544
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  ds_read_b64 v[20:21], v49
  ds_read_b64 v[22:23], v55 offset:4096
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_32x32x8_f16 v[4:19], v[20:21], v[22:23], v[4:19]
  v_xor_b32 v56, v49, 16
  ds_read_b64 v[20:21], v56
  v_xor_b32 v60, v55, 16
  ds_read_b64 v[22:23], v60 offset:4096
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_32x32x8_f16 v[4:19], v[20:21], v[22:23], v[4:19]
  v_xor_b32 v20, v49, 32
  ds_read_b64 v[20:21], v20
  v_xor_b32 v24, v55, 32
  ds_read_b64 v[22:23], v24 offset:4096
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_32x32x8_f16 v[4:19], v[20:21], v[22:23], v[4:19]
  v_xor_b32 v46, v49, 48
  ds_read_b64 v[20:21], v46
  v_xor_b32 v51, v55, 48
  ds_read_b64 v[22:23], v51 offset:4096
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_32x32x8_f16 v[4:19], v[20:21], v[22:23], v[4:19]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_nop 6
  v_cvt_f16_f32 v53, v4
  v_cvt_f16_f32 v51, v5
  v_cvt_f16_f32 v47, v6
  v_cvt_f16_f32 v43, v7
  v_cvt_f16_f32 v20, v8
  v_cvt_f16_f32 v22, v9
  v_cvt_f16_f32 v33, v10
  v_cvt_f16_f32 v37, v11
  v_cvt_f16_f32 v39, v12
  v_cvt_f16_f32 v35, v13
  v_cvt_f16_f32 v32, v14
  v_cvt_f16_f32 v34, v15
  v_cvt_f16_f32 v36, v16
  v_cvt_f16_f32 v38, v17
  v_cvt_f16_f32 v40, v18
  v_cvt_f16_f32 v42, v19
  s_add_u32 s88, s54, 32
  s_cmp_gt_i32 s88, s54
  s_cselect_b64 s[94:95], -1, 0
  s_cmp_lt_i32 s88, s36
  s_cselect_b64 s[0:1], -1, 0
  s_and_b64 s[0:1], s[94:95], s[0:1]
  s_cmp_lg_u64 s[0:1], 0
  s_cbranch_scc1 .Lmatmul_f16_5
  s_branch .Lmatmul_f16_6
.Lmatmul_f16_5:
  s_mov_b64 s[54:55], s[88:89]
  s_branch .Lmatmul_f16_1
.Lmatmul_f16_6:
  v_mov_b32 v1, v32
  v_mov_b32 v3, v34
  v_mov_b32 v5, v36
  v_mov_b32 v7, v38
  v_mov_b32 v9, v40
  v_mov_b32 v11, v42
  v_mov_b32 v44, v53
  v_mov_b32 v46, v51
  v_mov_b32 v50, v43
  v_mov_b32 v52, v20
  v_mov_b32 v54, v22
  v_mov_b32 v56, v33
  v_mov_b32 v58, v37
  v_mov_b32 v60, v39
  v_mov_b32 v62, v35
  v_mov_b32 v96, v47
.Lmatmul_f16_2:
  s_mul_i32 s0, s2, 64
  v_lshrrev_b32 v59, 5, v48
  v_and_b32 v61, v59, 1
  v_lshlrev_b32 v0, 2, v61
  v_lshrrev_b32 v2, 6, v48
  v_and_b32 v4, v2, 1
  v_lshlrev_b32 v6, 5, v4
  v_or_b32 v8, v0, v6
  v_add_u32 v10, v8, 1
  v_add_u32 v12, v8, 2
  v_add_u32 v14, v8, 3
  v_add_u32 v16, v8, 8
  v_add_u32 v18, v8, 9
  v_add_u32 v20, v8, 10
  v_add_u32 v22, v8, 11
  v_add_u32 v24, v8, 16
  v_add_u32 v26, v8, 17
  v_add_u32 v28, v8, 18
  v_add_u32 v30, v8, 19
  v_add_u32 v32, v8, 24
  v_add_u32 v34, v8, 25
  v_add_u32 v36, v8, 26
  v_add_u32 v38, v8, 27
  v_add_u32 v40, s0, v8
  v_add_u32 v42, s0, v10
  v_add_u32 v45, s0, v12
  v_add_u32 v47, s0, v14
  v_add_u32 v49, s0, v16
  v_add_u32 v51, s0, v18
  v_add_u32 v53, s0, v20
  v_add_u32 v55, s0, v22
  v_add_u32 v57, s0, v24
  v_add_u32 v59, s0, v26
  v_add_u32 v61, s0, v28
  v_add_u32 v63, s0, v30
  v_add_u32 v2, s0, v32
  v_add_u32 v4, s0, v34
  v_add_u32 v10, s0, v36
  v_add_u32 v8, s0, v38
  v_mul_lo_u32 v16, v40, s48
  v_mul_lo_u32 v12, v42, s48
  v_mul_lo_u32 v14, v45, s48
  v_mul_lo_u32 v15, v47, s48
  v_mul_lo_u32 v17, v49, s48
  v_mul_lo_u32 v19, v51, s48
  v_mul_lo_u32 v22, v53, s48
  v_mul_lo_u32 v26, v55, s48
  v_mul_lo_u32 v25, v57, s48
  v_mul_lo_u32 v27, v59, s48
  v_mul_lo_u32 v29, v61, s48
  v_mul_lo_u32 v31, v63, s48
  v_mul_lo_u32 v33, v2, s48
  v_mul_lo_u32 v35, v4, s48
  v_mul_lo_u32 v37, v10, s48
  v_mul_lo_u32 v39, v8, s48
  s_mul_i32 s82, s4, 64
  v_and_b32 v43, v48, 31
  v_lshrrev_b32 v48, 7, v48
  v_and_b32 v48, v48, 1
  v_lshlrev_b32 v0, 5, v48
  v_or_b32 v0, v43, v0
  v_add_u32 v0, s82, v0
  v_add_u32 v30, v16, v0
  v_add_u32 v28, v12, v0
  v_add_u32 v24, v14, v0
  v_add_u32 v23, v15, v0
  v_add_u32 v21, v17, v0
  v_add_u32 v19, v19, v0
  v_add_u32 v17, v22, v0
  v_add_u32 v6, v26, v0
  v_add_u32 v15, v25, v0
  v_add_u32 v13, v27, v0
  v_add_u32 v12, v29, v0
  v_add_u32 v14, v31, v0
  v_add_u32 v16, v33, v0
  v_add_u32 v18, v35, v0
  v_add_u32 v20, v37, v0
  v_add_u32 v22, v39, v0
  v_lshlrev_b32 v25, 1, v30
  v_ashrrev_i32 v26, 31, v30
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v66, vcc, v64, v25
  v_addc_co_u32 v67, vcc, v65, v26, vcc
  v_mov_b32 v98, v66
  v_mov_b32 v99, v67
  v_lshlrev_b32 v32, 1, v28
  v_ashrrev_i32 v34, 31, v28
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v66, vcc, v64, v32
  v_addc_co_u32 v67, vcc, v65, v34, vcc
  v_lshlrev_b32 v41, 1, v24
  v_ashrrev_i32 v43, 31, v24
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v68, vcc, v64, v41
  v_addc_co_u32 v69, vcc, v65, v43, vcc
  v_lshlrev_b32 v24, 1, v23
  v_ashrrev_i32 v23, 31, v23
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v70, vcc, v64, v24
  v_addc_co_u32 v71, vcc, v65, v23, vcc
  v_lshlrev_b32 v23, 1, v21
  v_ashrrev_i32 v21, 31, v21
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v72, vcc, v64, v23
  v_addc_co_u32 v73, vcc, v65, v21, vcc
  v_lshlrev_b32 v21, 1, v19
  v_ashrrev_i32 v19, 31, v19
  v_mov_b32 v74, s24
  v_mov_b32 v75, s25
  v_add_co_u32 v78, vcc, v74, v21
  v_addc_co_u32 v79, vcc, v75, v19, vcc
  v_lshlrev_b32 v19, 1, v17
  v_ashrrev_i32 v17, 31, v17
  v_mov_b32 v90, s24
  v_mov_b32 v91, s25
  v_add_co_u32 v94, vcc, v90, v19
  v_addc_co_u32 v95, vcc, v91, v17, vcc
  v_lshlrev_b32 v17, 1, v6
  v_ashrrev_i32 v19, 31, v6
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v74, vcc, v64, v17
  v_addc_co_u32 v75, vcc, v65, v19, vcc
  v_lshlrev_b32 v25, 1, v15
  v_ashrrev_i32 v27, 31, v15
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v76, vcc, v64, v25
  v_addc_co_u32 v77, vcc, v65, v27, vcc
  v_lshlrev_b32 v33, 1, v13
  v_ashrrev_i32 v35, 31, v13
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v80, vcc, v64, v33
  v_addc_co_u32 v81, vcc, v65, v35, vcc
  v_lshlrev_b32 v41, 1, v12
  v_ashrrev_i32 v43, 31, v12
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v82, vcc, v64, v41
  v_addc_co_u32 v83, vcc, v65, v43, vcc
  v_lshlrev_b32 v6, 1, v14
  v_ashrrev_i32 v12, 31, v14
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v84, vcc, v64, v6
  v_addc_co_u32 v85, vcc, v65, v12, vcc
  v_lshlrev_b32 v6, 1, v16
  v_ashrrev_i32 v12, 31, v16
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v86, vcc, v64, v6
  v_addc_co_u32 v87, vcc, v65, v12, vcc
  v_lshlrev_b32 v6, 1, v18
  v_ashrrev_i32 v12, 31, v18
  v_mov_b32 v90, s24
  v_mov_b32 v91, s25
  v_add_co_u32 v88, vcc, v90, v6
  v_addc_co_u32 v89, vcc, v91, v12, vcc
  v_lshlrev_b32 v12, 1, v20
  v_ashrrev_i32 v13, 31, v20
  v_mov_b32 v92, s24
  v_mov_b32 v93, s25
  v_add_co_u32 v90, vcc, v92, v12
  v_addc_co_u32 v91, vcc, v93, v13, vcc
  v_lshlrev_b32 v18, 1, v22
  v_ashrrev_i32 v20, 31, v22
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v92, vcc, v64, v18
  v_addc_co_u32 v93, vcc, v65, v20, vcc
  v_cmp_lt_i32_e64 s[52:53], v40, s28
  v_cmp_lt_i32_e64 s[56:57], v42, s28
  v_cmp_lt_i32_e64 s[60:61], v45, s28
  v_cmp_lt_i32_e64 s[64:65], v47, s28
  v_cmp_lt_i32_e64 s[68:69], v49, s28
  v_cmp_lt_i32_e64 s[72:73], v51, s28
  v_cmp_lt_i32_e64 s[76:77], v53, s28
  v_cmp_lt_i32_e64 s[80:81], v55, s28
  v_cmp_lt_i32_e64 s[84:85], v57, s28
  v_cmp_lt_i32_e64 s[88:89], v59, s28
  v_cmp_lt_i32_e64 s[92:93], v61, s28
  v_cmp_lt_i32_e64 s[96:97], v63, s28
  v_cmp_lt_i32_e64 s[6:7], v2, s28
  v_cmp_lt_i32_e64 s[4:5], v4, s28
  v_cmp_lt_i32_e64 s[2:3], v10, s28
  v_cmp_lt_i32_e64 s[0:1], v8, s28
  v_cmp_lt_i32_e64 s[24:25], v0, s32
  s_and_b64 s[20:21], s[52:53], s[24:25]
  s_and_b64 s[16:17], s[56:57], s[24:25]
  s_and_b64 s[12:13], s[60:61], s[24:25]
  s_and_b64 s[8:9], s[64:65], s[24:25]
  s_and_b64 s[10:11], s[68:69], s[24:25]
  s_and_b64 s[14:15], s[72:73], s[24:25]
  s_and_b64 s[18:19], s[76:77], s[24:25]
  s_and_b64 s[22:23], s[80:81], s[24:25]
  s_and_b64 s[26:27], s[84:85], s[24:25]
  s_and_b64 s[30:31], s[88:89], s[24:25]
  s_and_b64 s[34:35], s[92:93], s[24:25]
  s_and_b64 s[38:39], s[96:97], s[24:25]
  s_and_b64 s[42:43], s[6:7], s[24:25]
  s_and_b64 s[46:47], s[4:5], s[24:25]
  s_and_b64 s[50:51], s[2:3], s[24:25]
  s_and_b64 s[54:55], s[0:1], s[24:25]
  v_mov_b32 v64, v98
  v_mov_b32 v65, v99
  s_and_saveexec_b64 s[98:99], s[20:21]
  global_store_short v[64:65], v44, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[16:17]
  global_store_short v[66:67], v46, off
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v35, v96
  s_and_saveexec_b64 s[98:99], s[12:13]
  global_store_short v[68:69], v35, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[8:9]
  global_store_short v[70:71], v50, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[10:11]
  global_store_short v[72:73], v52, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[14:15]
  global_store_short v[78:79], v54, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[18:19]
  global_store_short v[94:95], v56, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[22:23]
  global_store_short v[74:75], v58, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[26:27]
  global_store_short v[76:77], v60, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[30:31]
  global_store_short v[80:81], v62, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[34:35]
  global_store_short v[82:83], v1, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[38:39]
  global_store_short v[84:85], v3, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[42:43]
  global_store_short v[86:87], v5, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[46:47]
  global_store_short v[88:89], v7, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[50:51]
  global_store_short v[90:91], v9, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[54:55]
  global_store_short v[92:93], v11, off
  s_mov_b64 exec, s[98:99]
  s_endpgm
.Lmatmul_f16_end:
.size matmul_f16, .Lmatmul_f16_end-matmul_f16
; 100 SGPRs, 100 VGPRs; allocation: 20 moves, 3 spills, 2 reloads

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
  .amdhsa_next_free_vgpr 100
  .amdhsa_next_free_sgpr 100
  .amdhsa_accum_offset 100
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
    .vgpr_count: 100
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
