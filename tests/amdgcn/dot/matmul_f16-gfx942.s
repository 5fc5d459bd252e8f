.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.amdhsa_code_object_version 5
.text
.globl matmul_f16
.p2align 8
.type matmul_f16,@function
matmul_f16:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v43, 0x3ff, v0
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
  v_and_b32 v6, 0xff, v43
  v_lshlrev_b32 v8, 3, v6
  v_lshlrev_b32 v10, 1, v8
  v_lshrrev_b32 v12, 6, v8
  v_and_b32 v14, v12, 3
  v_lshlrev_b32 v16, 4, v14
  v_xor_b32 v0, v10, v16
  v_and_b32 v20, v43, 31
  v_lshlrev_b32 v22, 5, v20
  v_lshrrev_b32 v24, 5, v43
  v_and_b32 v26, v24, 1
  v_lshlrev_b32 v28, 2, v26
  v_or_b32 v30, v22, v28
  v_lshrrev_b32 v32, 6, v43
  v_and_b32 v34, v32, 1
  v_lshlrev_b32 v36, 10, v34
  v_or_b32 v38, v30, v36
  v_lshlrev_b32 v40, 1, v38
  v_lshrrev_b32 v42, 6, v38
  v_and_b32 v44, v42, 3
  v_lshlrev_b32 v46, 4, v44
  v_xor_b32 v48, v40, v46
  v_and_b32 v50, v43, 7
  v_lshlrev_b32 v52, 8, v50
  v_lshrrev_b32 v54, 3, v43
  v_and_b32 v56, v54, 31
  v_or_b32 v58, v52, v56
  v_lshlrev_b32 v60, 1, v58
  v_lshrrev_b32 v62, 6, v58
  v_and_b32 v1, v62, 3
  v_lshlrev_b32 v3, 4, v1
  v_xor_b32 v41, v60, v3
  v_and_b32 v7, v43, 31
  v_lshlrev_b32 v9, 5, v7
  v_lshrrev_b32 v11, 5, v43
  v_and_b32 v13, v11, 1
  v_lshlrev_b32 v15, 2, v13
  v_or_b32 v17, v9, v15
  v_lshrrev_b32 v19, 7, v43
  v_and_b32 v21, v19, 1
  v_lshlrev_b32 v23, 10, v21
  v_or_b32 v25, v17, v23
  v_lshlrev_b32 v27, 1, v25
  v_lshrrev_b32 v29, 6, v25
  v_and_b32 v31, v29, 3
  v_lshlrev_b32 v34, 4, v31
  v_xor_b32 v2, v27, v34
  v_mov_b32 v37, s54
  v_mov_b32 v20, s54
  v_mov_b32 v22, s54
  v_mov_b32 v63, s54
  v_mov_b32 v55, s54
  v_mov_b32 v51, s54
  v_mov_b32 v39, s54
  v_mov_b32 v32, s54
  v_mov_b32 v34, s54
  v_mov_b32 v36, s54
  v_mov_b32 v38, s54
  v_mov_b32 v40, s54
  v_mov_b32 v42, s54
  v_mov_b32 v44, s54
  v_mov_b32 v46, s54
  v_mov_b32 v49, s54
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
  v_mov_b32 v13, s54
  v_mov_b32 v15, s54
  v_mov_b32 v17, s54
  s_cmp_lg_u64 s[8:9], 0
  s_nop 0
  s_cbranch_scc1 .Lmatmul_f16_1
  s_branch .Lmatmul_f16_2
.Lmatmul_f16_1:
  s_mul_i32 s82, s2, 64
  v_lshrrev_b32 v45, 2, v43
  v_and_b32 v45, v45, 63
  v_add_u32 v47, s82, v45
  v_mul_lo_u32 v50, v47, s40
  v_and_b32 v52, v43, 3
  v_lshlrev_b32 v53, 3, v52
  v_add_u32 v56, v50, v53
  v_add_u32 v57, v56, s54
  v_lshlrev_b32 v59, 1, v57
  v_ashrrev_i32 v61, 31, v57
  v_mov_b32 v64, s16
  v_mov_b32 v65, s17
  v_add_co_u32 v68, vcc, v64, v59
  v_addc_co_u32 v69, vcc, v65, v61, vcc
  v_cmp_lt_i32_e64 s[8:9], v47, s28
  v_add_u32 v6, v53, s54
  v_cmp_lt_i32_e64 s[18:19], v6, s36
  s_and_b64 s[22:23], s[8:9], s[18:19]
  v_mov_b32 v24, 0
  v_mov_b32 v25, 0
  v_mov_b32 v26, 0
  v_mov_b32 v27, 0
  s_and_saveexec_b64 s[96:97], s[22:23]
  global_load_dwordx4 v[24:27], v[68:69], off
  s_mov_b64 exec, s[96:97]
  s_waitcnt vmcnt(0)
  v_mov_b32 v50, v26
  v_mov_b32 v52, v24
  v_lshrrev_b32 v17, 3, v43
  v_and_b32 v19, v17, 31
  v_mul_lo_u32 v21, v19, s44
  s_mul_i32 s46, s4, 64
  v_and_b32 v28, v43, 7
  v_lshlrev_b32 v28, 3, v28
  v_add_u32 v31, s46, v28
  v_add_u32 v45, v21, v31
  s_mul_i32 s66, s54, s44
  v_add_u32 v47, v45, s66
  v_lshlrev_b32 v45, 1, v47
  v_ashrrev_i32 v47, 31, v47
  v_mov_b32 v106, s20
  v_mov_b32 v107, s21
  v_add_co_u32 v110, vcc, v106, v45
  v_addc_co_u32 v111, vcc, v107, v47, vcc
  v_add_u32 v45, v19, s54
  v_cmp_lt_i32_e64 s[94:95], v45, s36
  v_cmp_lt_i32_e64 s[0:1], v31, s32
  s_and_b64 s[0:1], s[94:95], s[0:1]
  v_mov_b32 v28, 0
  v_mov_b32 v29, 0
  v_mov_b32 v30, 0
  v_mov_b32 v31, 0
  s_and_saveexec_b64 s[96:97], s[0:1]
  global_load_dwordx4 v[28:31], v[110:111], off
  s_mov_b64 exec, s[96:97]
  s_waitcnt vmcnt(0)
  v_bfe_u32 v58, v28, 0, 16
  v_lshrrev_b32 v60, 16, v28
  v_bfe_u32 v62, v29, 0, 16
  v_lshrrev_b32 v1, 16, v29
  v_bfe_u32 v3, v30, 0, 16
  v_lshrrev_b32 v21, 16, v30
  v_bfe_u32 v23, v31, 0, 16
  v_lshrrev_b32 v31, 16, v31
  v_cvt_f32_f16 v4, v37
  v_cvt_f32_f16 v5, v20
  v_cvt_f32_f16 v6, v22
  v_cvt_f32_f16 v7, v63
  v_cvt_f32_f16 v8, v55
  v_cvt_f32_f16 v9, v51
  v_cvt_f32_f16 v10, v39
  v_cvt_f32_f16 v11, v32
  v_cvt_f32_f16 v12, v34
  v_cvt_f32_f16 v13, v36
  v_cvt_f32_f16 v14, v38
  v_cvt_f32_f16 v15, v40
  v_cvt_f32_f16 v16, v42
  v_cvt_f32_f16 v17, v44
  v_cvt_f32_f16 v18, v46
  v_cvt_f32_f16 v19, v49
  v_mov_b32 v32, v52
  v_mov_b32 v33, v25
  v_mov_b32 v34, v50
  v_mov_b32 v35, v27
  ds_write_b128 v0, v[32:35]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  ds_write_b16 v41, v58 offset:4096
  ds_write_b16 v41, v60 offset:4160
  v_xor_b32 v47, v41, 16
  ds_write_b16 v47, v62 offset:4224
  v_xor_b32 v50, v41, 16
  ds_write_b16 v50, v1 offset:4288
  v_xor_b32 v53, v41, 32
  ds_write_b16 v53, v3 offset:4352
  v_xor_b32 v56, v41, 32
  ds_write_b16 v56, v21 offset:4416
  v_xor_b32 v59, v41, 48
  ds_write_b16 v59, v23 offset:4480
  v_xor_b32 v62, v41, 48
  ds_write_b16 v62, v31 offset:4544
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  ds_read_b64 v[20:21], v48
  ds_read_b64 v[22:23], v2 offset:4096
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_32x32x8_f16 v[4:19], v[20:21], v[22:23], v[4:19]
  v_xor_b32 v26, v48, 16
  ds_read_b64 v[20:21], v26
  v_xor_b32 v31, v2, 16
  ds_read_b64 v[22:23], v31 offset:4096
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_32x32x8_f16 v[4:19], v[20:21], v[22:23], v[4:19]
  v_xor_b32 v53, v48, 32
  ds_read_b64 v[20:21], v53
  v_xor_b32 v58, v2, 32
  ds_read_b64 v[22:23], v58 offset:4096
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_32x32x8_f16 v[4:19], v[20:21], v[22:23], v[4:19]
  v_xor_b32 v20, v48, 48
  ds_read_b64 v[20:21], v20
  v_xor_b32 v22, v2, 48
  ds_read_b64 v[22:23], v22 offset:4096
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_32x32x8_f16 v[4:19], v[20:21], v[22:23], v[4:19]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_nop 6
  v_cvt_f16_f32 v37, v4
  v_cvt_f16_f32 v20, v5
  v_cvt_f16_f32 v22, v6
  v_cvt_f16_f32 v63, v7
  v_cvt_f16_f32 v55, v8
  v_cvt_f16_f32 v51, v9
  v_cvt_f16_f32 v39, v10
  v_cvt_f16_f32 v32, v11
  v_cvt_f16_f32 v34, v12
  v_cvt_f16_f32 v36, v13
  v_cvt_f16_f32 v38, v14
  v_cvt_f16_f32 v40, v15
  v_cvt_f16_f32 v42, v16
  v_cvt_f16_f32 v44, v17
  v_cvt_f16_f32 v46, v18
  v_cvt_f16_f32 v49, v19
  s_add_u32 s30, s54, 32
  s_cmp_gt_i32 s30, s54
  s_cselect_b64 s[38:39], -1, 0
  s_cmp_lt_i32 s30, s36
  s_cselect_b64 s[42:43], -1, 0
  s_and_b64 s[46:47], s[38:39], s[42:43]
  s_cmp_lg_u64 s[46:47], 0
  s_cbranch_scc1 .Lmatmul_f16_5
  s_branch .Lmatmul_f16_6
.Lmatmul_f16_5:
  s_mov_b64 s[54:55], s[30:31]
  s_branch .Lmatmul_f16_1
.Lmatmul_f16_6:
  v_mov_b32 v1, v32
  v_mov_b32 v3, v34
  v_mov_b32 v5, v36
  v_mov_b32 v7, v38
  v_mov_b32 v9, v40
  v_mov_b32 v11, v42
  v_mov_b32 v13, v44
  v_mov_b32 v15, v46
  v_mov_b32 v17, v49
  v_mov_b32 v50, v37
  v_mov_b32 v52, v20
  v_mov_b32 v54, v22
  v_mov_b32 v56, v63
  v_mov_b32 v58, v55
  v_mov_b32 v60, v51
  v_mov_b32 v62, v39
.Lmatmul_f16_2:
  s_mul_i32 s56, s2, 64
  v_lshrrev_b32 v30, 5, v43
  v_and_b32 v32, v30, 1
  v_lshlrev_b32 v34, 2, v32
  v_lshrrev_b32 v36, 6, v43
  v_and_b32 v38, v36, 1
  v_lshlrev_b32 v40, 5, v38
  v_or_b32 v42, v34, v40
  v_add_u32 v44, v42, 1
  v_add_u32 v46, v42, 2
  v_add_u32 v48, v42, 3
  v_add_u32 v51, v42, 8
  v_add_u32 v53, v42, 9
  v_add_u32 v55, v42, 10
  v_add_u32 v57, v42, 11
  v_add_u32 v59, v42, 16
  v_add_u32 v61, v42, 17
  v_add_u32 v63, v42, 18
  v_add_u32 v2, v42, 19
  v_add_u32 v4, v42, 24
  v_add_u32 v6, v42, 25
  v_add_u32 v8, v42, 26
  v_add_u32 v10, v42, 27
  v_add_u32 v12, s56, v42
  v_add_u32 v14, s56, v44
  v_add_u32 v16, s56, v46
  v_add_u32 v18, s56, v48
  v_add_u32 v19, s56, v51
  v_add_u32 v21, s56, v53
  v_add_u32 v23, s56, v55
  v_add_u32 v25, s56, v57
  v_add_u32 v27, s56, v59
  v_add_u32 v29, s56, v61
  v_add_u32 v31, s56, v63
  v_add_u32 v33, s56, v2
  v_add_u32 v35, s56, v4
  v_add_u32 v37, s56, v6
  v_add_u32 v39, s56, v8
  v_add_u32 v41, s56, v10
  v_mul_lo_u32 v44, v12, s48
  v_mul_lo_u32 v45, v14, s48
  v_mul_lo_u32 v47, v16, s48
  v_mul_lo_u32 v49, v18, s48
  v_mul_lo_u32 v51, v19, s48
  v_mul_lo_u32 v53, v21, s48
  v_mul_lo_u32 v55, v23, s48
  v_mul_lo_u32 v57, v25, s48
  v_mul_lo_u32 v59, v27, s48
  v_mul_lo_u32 v61, v29, s48
  v_mul_lo_u32 v0, v31, s48
  v_mul_lo_u32 v2, v33, s48
  v_mul_lo_u32 v4, v35, s48
  v_mul_lo_u32 v6, v37, s48
  v_mul_lo_u32 v8, v39, s48
  v_mul_lo_u32 v10, v41, s48
  s_mul_i32 s26, s4, 64
  v_and_b32 v20, v43, 31
  v_lshrrev_b32 v22, 7, v43
  v_and_b32 v22, v22, 1
  v_lshlrev_b32 v22, 5, v22
  v_or_b32 v22, v20, v22
  v_add_u32 v24, s26, v22
  v_add_u32 v26, v44, v24
  v_add_u32 v28, v45, v24
  v_add_u32 v30, v47, v24
  v_add_u32 v32, v49, v24
  v_add_u32 v34, v51, v24
  v_add_u32 v36, v53, v24
  v_add_u32 v38, v55, v24
  v_add_u32 v40, v57, v24
  v_add_u32 v42, v59, v24
  v_add_u32 v44, v61, v24
  v_add_u32 v46, v0, v24
  v_add_u32 v48, v2, v24
  v_add_u32 v51, v4, v24
  v_add_u32 v53, v6, v24
  v_add_u32 v55, v8, v24
  v_add_u32 v57, v10, v24
  v_lshlrev_b32 v59, 1, v26
  v_ashrrev_i32 v61, 31, v26
  v_mov_b32 v128, s24
  v_mov_b32 v129, s25
  v_add_co_u32 v66, vcc, v128, v59
  v_addc_co_u32 v67, vcc, v129, v61, vcc
  v_lshlrev_b32 v4, 1, v28
  v_ashrrev_i32 v6, 31, v28
  v_mov_b32 v70, s24
  v_mov_b32 v71, s25
  v_add_co_u32 v74, vcc, v70, v4
  v_addc_co_u32 v75, vcc, v71, v6, vcc
  v_lshlrev_b32 v20, 1, v30
  v_ashrrev_i32 v22, 31, v30
  v_mov_b32 v78, s24
  v_mov_b32 v79, s25
  v_add_co_u32 v82, vcc, v78, v20
  v_addc_co_u32 v83, vcc, v79, v22, vcc
  v_lshlrev_b32 v20, 1, v32
  v_ashrrev_i32 v22, 31, v32
  v_mov_b32 v86, s24
  v_mov_b32 v87, s25
  v_add_co_u32 v90, vcc, v86, v20
  v_addc_co_u32 v91, vcc, v87, v22, vcc
  v_lshlrev_b32 v28, 1, v34
  v_ashrrev_i32 v30, 31, v34
  v_mov_b32 v94, s24
  v_mov_b32 v95, s25
  v_add_co_u32 v98, vcc, v94, v28
  v_addc_co_u32 v99, vcc, v95, v30, vcc
  v_lshlrev_b32 v43, 1, v36
  v_ashrrev_i32 v45, 31, v36
  v_mov_b32 v102, s24
  v_mov_b32 v103, s25
  v_add_co_u32 v106, vcc, v102, v43
  v_addc_co_u32 v107, vcc, v103, v45, vcc
  v_lshlrev_b32 v43, 1, v38
  v_ashrrev_i32 v45, 31, v38
  v_mov_b32 v112, s24
  v_mov_b32 v113, s25
  v_add_co_u32 v116, vcc, v112, v43
  v_addc_co_u32 v117, vcc, v113, v45, vcc
  v_lshlrev_b32 v59, 1, v40
  v_ashrrev_i32 v61, 31, v40
  v_mov_b32 v120, s24
  v_mov_b32 v121, s25
  v_add_co_u32 v124, vcc, v120, v59
  v_addc_co_u32 v125, vcc, v121, v61, vcc
  v_lshlrev_b32 v59, 1, v42
  v_ashrrev_i32 v61, 31, v42
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v68, vcc, v64, v59
  v_addc_co_u32 v69, vcc, v65, v61, vcc
  v_lshlrev_b32 v4, 1, v44
  v_ashrrev_i32 v6, 31, v44
  v_mov_b32 v72, s24
  v_mov_b32 v73, s25
  v_add_co_u32 v76, vcc, v72, v4
  v_addc_co_u32 v77, vcc, v73, v6, vcc
  v_lshlrev_b32 v20, 1, v46
  v_ashrrev_i32 v22, 31, v46
  v_mov_b32 v80, s24
  v_mov_b32 v81, s25
  v_add_co_u32 v84, vcc, v80, v20
  v_addc_co_u32 v85, vcc, v81, v22, vcc
  v_lshlrev_b32 v20, 1, v48
  v_ashrrev_i32 v22, 31, v48
  v_mov_b32 v88, s24
  v_mov_b32 v89, s25
  v_add_co_u32 v92, vcc, v88, v20
  v_addc_co_u32 v93, vcc, v89, v22, vcc
  v_lshlrev_b32 v28, 1, v51
  v_ashrrev_i32 v30, 31, v51
  v_mov_b32 v96, s24
  v_mov_b32 v97, s25
  v_add_co_u32 v100, vcc, v96, v28
  v_addc_co_u32 v101, vcc, v97, v30, vcc
  v_lshlrev_b32 v36, 1, v53
  v_ashrrev_i32 v38, 31, v53
  v_mov_b32 v104, s24
  v_mov_b32 v105, s25
  v_add_co_u32 v108, vcc, v104, v36
  v_addc_co_u32 v109, vcc, v105, v38, vcc
  v_lshlrev_b32 v44, 1, v55
  v_ashrrev_i32 v46, 31, v55
  v_mov_b32 v114, s24
  v_mov_b32 v115, s25
  v_add_co_u32 v118, vcc, v114, v44
  v_addc_co_u32 v119, vcc, v115, v46, vcc
  v_lshlrev_b32 v53, 1, v57
  v_ashrrev_i32 v55, 31, v57
  v_mov_b32 v122, s24
  v_mov_b32 v123, s25
  v_add_co_u32 v126, vcc, v122, v53
  v_addc_co_u32 v127, vcc, v123, v55, vcc
  v_cmp_lt_i32_e64 s[4:5], v12, s28
  v_cmp_lt_i32_e64 s[0:1], v14, s28
  v_cmp_lt_i32_e64 s[2:3], v16, s28
  v_cmp_lt_i32_e64 s[6:7], v18, s28
  v_cmp_lt_i32_e64 s[10:11], v19, s28
  v_cmp_lt_i32_e64 s[14:15], v21, s28
  v_cmp_lt_i32_e64 s[18:19], v23, s28
  v_cmp_lt_i32_e64 s[22:23], v25, s28
  v_cmp_lt_i32_e64 s[26:27], v27, s28
  v_cmp_lt_i32_e64 s[30:31], v29, s28
  v_cmp_lt_i32_e64 s[34:35], v31, s28
  v_cmp_lt_i32_e64 s[38:39], v33, s28
  v_cmp_lt_i32_e64 s[42:43], v35, s28
  v_cmp_lt_i32_e64 s[46:47], v37, s28
  v_cmp_lt_i32_e64 s[50:51], v39, s28
  v_cmp_lt_i32_e64 s[54:55], v41, s28
  v_cmp_lt_i32_e64 s[58:59], v24, s32
  s_and_b64 s[62:63], s[4:5], s[58:59]
  s_and_b64 s[66:67], s[0:1], s[58:59]
  s_and_b64 s[70:71], s[2:3], s[58:59]
  s_and_b64 s[74:75], s[6:7], s[58:59]
  s_and_b64 s[78:79], s[10:11], s[58:59]
  s_and_b64 s[82:83], s[14:15], s[58:59]
  s_and_b64 s[86:87], s[18:19], s[58:59]
  s_and_b64 s[90:91], s[22:23], s[58:59]
  s_and_b64 s[94:95], s[26:27], s[58:59]
  s_and_b64 s[12:13], s[30:31], s[58:59]
  s_and_b64 s[10:11], s[34:35], s[58:59]
  s_and_b64 s[8:9], s[38:39], s[58:59]
  s_and_b64 s[6:7], s[42:43], s[58:59]
  s_and_b64 s[4:5], s[46:47], s[58:59]
  s_and_b64 s[2:3], s[50:51], s[58:59]
  s_and_b64 s[0:1], s[54:55], s[58:59]
  s_and_saveexec_b64 s[96:97], s[62:63]
  global_store_short v[66:67], v50, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[66:67]
  global_store_short v[74:75], v52, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[70:71]
  global_store_short v[82:83], v54, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[74:75]
  global_store_short v[90:91], v56, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[78:79]
  global_store_short v[98:99], v58, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[82:83]
  global_store_short v[106:107], v60, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[86:87]
  global_store_short v[116:117], v62, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[90:91]
  global_store_short v[124:125], v1, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[94:95]
  global_store_short v[68:69], v3, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[12:13]
  global_store_short v[76:77], v5, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[10:11]
  global_store_short v[84:85], v7, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[8:9]
  global_store_short v[92:93], v9, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[6:7]
  global_store_short v[100:101], v11, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[4:5]
  global_store_short v[108:109], v13, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[2:3]
  global_store_short v[118:119], v15, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[0:1]
  global_store_short v[126:127], v17, off
  s_mov_b64 exec, s[96:97]
  s_endpgm
.Lmatmul_f16_end:
.size matmul_f16, .Lmatmul_f16_end-matmul_f16
; 98 SGPRs, 130 VGPRs; allocation: 23 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 130
  .amdhsa_next_free_sgpr 98
  .amdhsa_accum_offset 132
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
    .sgpr_count: 98
    .vgpr_count: 130
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
