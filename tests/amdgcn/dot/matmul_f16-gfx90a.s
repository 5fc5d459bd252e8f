.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.amdhsa_code_object_version 5
.text
.globl matmul_f16
.p2align 8
.type matmul_f16,@function
matmul_f16:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v63, 0x3ff, v0
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
  v_and_b32 v6, 0xff, v63
  v_lshlrev_b32 v8, 3, v6
  v_lshlrev_b32 v10, 1, v8
  v_lshrrev_b32 v12, 6, v8
  v_and_b32 v14, v12, 3
  v_lshlrev_b32 v16, 4, v14
  v_xor_b32 v55, v10, v16
  v_and_b32 v20, v63, 31
  v_lshlrev_b32 v22, 5, v20
  v_lshrrev_b32 v24, 5, v63
  v_and_b32 v26, v24, 1
  v_lshlrev_b32 v28, 2, v26
  v_or_b32 v30, v22, v28
  v_lshrrev_b32 v32, 6, v63
  v_and_b32 v34, v32, 1
  v_lshlrev_b32 v36, 10, v34
  v_or_b32 v38, v30, v36
  v_lshlrev_b32 v40, 1, v38
  v_lshrrev_b32 v42, 6, v38
  v_and_b32 v44, v42, 3
  v_lshlrev_b32 v46, 4, v44
  v_xor_b32 v48, v40, v46
  v_and_b32 v50, v63, 7
  v_lshlrev_b32 v52, 8, v50
  v_lshrrev_b32 v54, 3, v63
  v_and_b32 v56, v54, 31
  v_or_b32 v58, v52, v56
  v_lshlrev_b32 v60, 1, v58
  v_lshrrev_b32 v62, 6, v58
  v_and_b32 v1, v62, 3
  v_lshlrev_b32 v3, 4, v1
  v_xor_b32 v51, v60, v3
  v_and_b32 v7, v63, 31
  v_lshlrev_b32 v9, 5, v7
  v_lshrrev_b32 v11, 5, v63
  v_and_b32 v13, v11, 1
  v_lshlrev_b32 v15, 2, v13
  v_or_b32 v17, v9, v15
  v_lshrrev_b32 v19, 7, v63
  v_and_b32 v21, v19, 1
  v_lshlrev_b32 v23, 10, v21
  v_or_b32 v25, v17, v23
  v_lshlrev_b32 v27, 1, v25
  v_lshrrev_b32 v29, 6, v25
  v_and_b32 v31, v29, 3
  v_lshlrev_b32 v34, 4, v31
  v_xor_b32 v62, v27, v34
  v_mov_b32 v45, s54
  v_mov_b32 v20, s54
  v_mov_b32 v22, s54
  v_mov_b32 v37, s54
  v_mov_b32 v41, s54
  v_mov_b32 v43, s54
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
  v_mov_b32 v1, s54
  v_mov_b32 v130, v1
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
  v_lshrrev_b32 v47, 2, v63
  v_and_b32 v47, v47, 63
  v_add_u32 v47, s82, v47
  v_mul_lo_u32 v50, v47, s40
  v_and_b32 v52, v63, 3
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
  s_and_saveexec_b64 s[98:99], s[22:23]
  global_load_dwordx4 v[24:27], v[68:69], off
  s_mov_b64 exec, s[98:99]
  v_lshrrev_b32 v17, 3, v63
  v_and_b32 v19, v17, 31
  v_mul_lo_u32 v28, v19, s44
  s_mul_i32 s46, s4, 64
  v_and_b32 v29, v63, 7
  v_lshlrev_b32 v29, 3, v29
  v_add_u32 v29, s46, v29
  v_add_u32 v31, v28, v29
  s_mul_i32 s66, s54, s44
  v_add_u32 v50, v31, s66
  v_lshlrev_b32 v47, 1, v50
  v_ashrrev_i32 v50, 31, v50
  v_mov_b32 v106, s20
  v_mov_b32 v107, s21
  v_add_co_u32 v110, vcc, v106, v47
  v_addc_co_u32 v111, vcc, v107, v50, vcc
  v_add_u32 v47, v19, s54
  v_cmp_lt_i32_e64 s[94:95], v47, s36
  v_cmp_lt_i32_e64 s[0:1], v29, s32
  s_and_b64 s[0:1], s[94:95], s[0:1]
  v_mov_b32 v28, 0
  v_mov_b32 v29, 0
  v_mov_b32 v30, 0
  v_mov_b32 v31, 0
  s_and_saveexec_b64 s[98:99], s[0:1]
  global_load_dwordx4 v[28:31], v[110:111], off
  s_mov_b64 exec, s[98:99]
  v_cvt_f32_f16 v4, v45
  v_cvt_f32_f16 v5, v20
  v_cvt_f32_f16 v6, v22
  v_cvt_f32_f16 v7, v37
  v_cvt_f32_f16 v8, v41
  v_cvt_f32_f16 v9, v43
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
  s_waitcnt vmcnt(0)
  v_mov_b32 v32, v24
  v_mov_b32 v33, v25
  v_mov_b32 v34, v26
  v_mov_b32 v35, v27
  ds_write_b128 v55, v[32:35]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  ds_write_b16 v51, v28 offset:4096
  ds_write_b16_d16_hi v51, v28 offset:4160
  v_xor_b32 v32, v51, 16
  ds_write_b16 v32, v29 offset:4224
  v_xor_b32 v34, v51, 16
  ds_write_b16_d16_hi v34, v29 offset:4288
  v_xor_b32 v37, v51, 32
  ds_write_b16 v37, v30 offset:4352
  v_xor_b32 v40, v51, 32
  ds_write_b16_d16_hi v40, v30 offset:4416
  v_xor_b32 v43, v51, 48
  ds_write_b16 v43, v31 offset:4480
  v_xor_b32 v46, v51, 48
  ds_write_b16_d16_hi v46, v31 offset:4544
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  ds_read_b64 v[20:21], v48
  ds_read_b64 v[22:23], v62 offset:4096
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_32x32x8f16 v[4:19], v[20:21], v[22:23], v[4:19]
  v_xor_b32 v20, v48, 16
  ds_read_b64 v[20:21], v20
  v_xor_b32 v22, v62, 16
  ds_read_b64 v[22:23], v22 offset:4096
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_32x32x8f16 v[4:19], v[20:21], v[22:23], v[4:19]
  v_xor_b32 v37, v48, 32
  ds_read_b64 v[20:21], v37
  v_xor_b32 v42, v62, 32
  ds_read_b64 v[22:23], v42 offset:4096
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_32x32x8f16 v[4:19], v[20:21], v[22:23], v[4:19]
  v_xor_b32 v1, v48, 48
  ds_read_b64 v[20:21], v1
  v_xor_b32 v22, v62, 48
  ds_read_b64 v[22:23], v22 offset:4096
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_32x32x8f16 v[4:19], v[20:21], v[22:23], v[4:19]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_nop 14
  v_cvt_f16_f32 v45, v4
  v_cvt_f16_f32 v20, v5
  v_cvt_f16_f32 v22, v6
  v_cvt_f16_f32 v37, v7
  v_cvt_f16_f32 v41, v8
  v_cvt_f16_f32 v43, v9
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
  s_add_u32 s0, s54, 32
  s_cmp_gt_i32 s0, s54
  s_cselect_b64 s[6:7], -1, 0
  s_cmp_lt_i32 s0, s36
  s_cselect_b64 s[10:11], -1, 0
  s_and_b64 s[14:15], s[6:7], s[10:11]
  s_cmp_lg_u64 s[14:15], 0
  s_cbranch_scc1 .Lmatmul_f16_5
  s_branch .Lmatmul_f16_6
.Lmatmul_f16_5:
  s_mov_b64 s[54:55], s[0:1]
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
  v_mov_b32 v50, v45
  v_mov_b32 v52, v20
  v_mov_b32 v54, v22
  v_mov_b32 v56, v37
  v_mov_b32 v58, v41
  v_mov_b32 v60, v43
  v_mov_b32 v130, v39
.Lmatmul_f16_2:
  s_mul_i32 s26, s2, 64
  v_lshrrev_b32 v14, 5, v63
  v_and_b32 v16, v14, 1
  v_lshlrev_b32 v18, 2, v16
  v_lshrrev_b32 v20, 6, v63
  v_and_b32 v22, v20, 1
  v_lshlrev_b32 v24, 5, v22
  v_or_b32 v26, v18, v24
  v_add_u32 v28, v26, 1
  v_add_u32 v30, v26, 2
  v_add_u32 v32, v26, 3
  v_add_u32 v34, v26, 8
  v_add_u32 v36, v26, 9
  v_add_u32 v38, v26, 10
  v_add_u32 v40, v26, 11
  v_add_u32 v42, v26, 16
  v_add_u32 v44, v26, 17
  v_add_u32 v46, v26, 18
  v_add_u32 v48, v26, 19
  v_add_u32 v51, v26, 24
  v_add_u32 v53, v26, 25
  v_add_u32 v55, v26, 26
  v_add_u32 v57, v26, 27
  v_add_u32 v59, s26, v26
  v_add_u32 v61, s26, v28
  v_add_u32 v62, s26, v30
  v_add_u32 v2, s26, v32
  v_add_u32 v4, s26, v34
  v_add_u32 v20, s26, v36
  v_add_u32 v8, s26, v38
  v_add_u32 v10, s26, v40
  v_add_u32 v12, s26, v42
  v_add_u32 v14, s26, v44
  v_add_u32 v16, s26, v46
  v_add_u32 v18, s26, v48
  v_add_u32 v19, s26, v51
  v_add_u32 v21, s26, v53
  v_add_u32 v23, s26, v55
  v_add_u32 v25, s26, v57
  v_mul_lo_u32 v27, v59, s48
  v_mul_lo_u32 v29, v61, s48
  v_mul_lo_u32 v31, v62, s48
  v_mul_lo_u32 v34, v2, s48
  v_mul_lo_u32 v36, v4, s48
  v_mul_lo_u32 v37, v20, s48
  v_mul_lo_u32 v39, v8, s48
  v_mul_lo_u32 v41, v10, s48
  v_mul_lo_u32 v43, v12, s48
  v_mul_lo_u32 v45, v14, s48
  v_mul_lo_u32 v47, v16, s48
  v_mul_lo_u32 v49, v18, s48
  v_mul_lo_u32 v51, v19, s48
  v_mul_lo_u32 v53, v21, s48
  v_mul_lo_u32 v55, v23, s48
  v_mul_lo_u32 v57, v25, s48
  s_mul_i32 s0, s4, 64
  v_and_b32 v0, v63, 31
  v_lshrrev_b32 v6, 7, v63
  v_and_b32 v6, v6, 1
  v_lshlrev_b32 v6, 5, v6
  v_or_b32 v6, v0, v6
  v_add_u32 v22, s0, v6
  v_add_u32 v44, v27, v22
  v_add_u32 v42, v29, v22
  v_add_u32 v35, v31, v22
  v_add_u32 v33, v34, v22
  v_add_u32 v31, v36, v22
  v_add_u32 v29, v37, v22
  v_add_u32 v27, v39, v22
  v_add_u32 v24, v41, v22
  v_add_u32 v26, v43, v22
  v_add_u32 v28, v45, v22
  v_add_u32 v30, v47, v22
  v_add_u32 v32, v49, v22
  v_add_u32 v34, v51, v22
  v_add_u32 v36, v53, v22
  v_add_u32 v38, v55, v22
  v_add_u32 v40, v57, v22
  v_lshlrev_b32 v43, 1, v44
  v_ashrrev_i32 v44, 31, v44
  v_mov_b32 v112, s24
  v_mov_b32 v113, s25
  v_add_co_u32 v116, vcc, v112, v43
  v_addc_co_u32 v117, vcc, v113, v44, vcc
  v_lshlrev_b32 v51, 1, v42
  v_ashrrev_i32 v53, 31, v42
  v_mov_b32 v120, s24
  v_mov_b32 v121, s25
  v_add_co_u32 v124, vcc, v120, v51
  v_addc_co_u32 v125, vcc, v121, v53, vcc
  v_lshlrev_b32 v0, 1, v35
  v_ashrrev_i32 v6, 31, v35
  v_mov_b32 v128, s24
  v_mov_b32 v129, s25
  v_add_co_u32 v66, vcc, v128, v0
  v_addc_co_u32 v67, vcc, v129, v6, vcc
  v_lshlrev_b32 v6, 1, v33
  v_ashrrev_i32 v33, 31, v33
  v_mov_b32 v70, s24
  v_mov_b32 v71, s25
  v_add_co_u32 v74, vcc, v70, v6
  v_addc_co_u32 v75, vcc, v71, v33, vcc
  v_lshlrev_b32 v33, 1, v31
  v_ashrrev_i32 v31, 31, v31
  v_mov_b32 v78, s24
  v_mov_b32 v79, s25
  v_add_co_u32 v82, vcc, v78, v33
  v_addc_co_u32 v83, vcc, v79, v31, vcc
  v_lshlrev_b32 v31, 1, v29
  v_ashrrev_i32 v29, 31, v29
  v_mov_b32 v86, s24
  v_mov_b32 v87, s25
  v_add_co_u32 v90, vcc, v86, v31
  v_addc_co_u32 v91, vcc, v87, v29, vcc
  v_lshlrev_b32 v29, 1, v27
  v_ashrrev_i32 v31, 31, v27
  v_mov_b32 v94, s24
  v_mov_b32 v95, s25
  v_add_co_u32 v98, vcc, v94, v29
  v_addc_co_u32 v99, vcc, v95, v31, vcc
  v_lshlrev_b32 v35, 1, v24
  v_ashrrev_i32 v37, 31, v24
  v_mov_b32 v102, s24
  v_mov_b32 v103, s25
  v_add_co_u32 v106, vcc, v102, v35
  v_addc_co_u32 v107, vcc, v103, v37, vcc
  v_lshlrev_b32 v43, 1, v26
  v_ashrrev_i32 v45, 31, v26
  v_mov_b32 v114, s24
  v_mov_b32 v115, s25
  v_add_co_u32 v118, vcc, v114, v43
  v_addc_co_u32 v119, vcc, v115, v45, vcc
  v_lshlrev_b32 v51, 1, v28
  v_ashrrev_i32 v53, 31, v28
  v_mov_b32 v122, s24
  v_mov_b32 v123, s25
  v_add_co_u32 v126, vcc, v122, v51
  v_addc_co_u32 v127, vcc, v123, v53, vcc
  v_lshlrev_b32 v0, 1, v30
  v_ashrrev_i32 v6, 31, v30
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v68, vcc, v64, v0
  v_addc_co_u32 v69, vcc, v65, v6, vcc
  v_lshlrev_b32 v6, 1, v32
  v_ashrrev_i32 v24, 31, v32
  v_mov_b32 v72, s24
  v_mov_b32 v73, s25
  v_add_co_u32 v76, vcc, v72, v6
  v_addc_co_u32 v77, vcc, v73, v24, vcc
  v_lshlrev_b32 v24, 1, v34
  v_ashrrev_i32 v26, 31, v34
  v_mov_b32 v80, s24
  v_mov_b32 v81, s25
  v_add_co_u32 v84, vcc, v80, v24
  v_addc_co_u32 v85, vcc, v81, v26, vcc
  v_lshlrev_b32 v24, 1, v36
  v_ashrrev_i32 v26, 31, v36
  v_mov_b32 v88, s24
  v_mov_b32 v89, s25
  v_add_co_u32 v92, vcc, v88, v24
  v_addc_co_u32 v93, vcc, v89, v26, vcc
  v_lshlrev_b32 v28, 1, v38
  v_ashrrev_i32 v30, 31, v38
  v_mov_b32 v96, s24
  v_mov_b32 v97, s25
  v_add_co_u32 v100, vcc, v96, v28
  v_addc_co_u32 v101, vcc, v97, v30, vcc
  v_lshlrev_b32 v36, 1, v40
  v_ashrrev_i32 v38, 31, v40
  v_mov_b32 v104, s24
  v_mov_b32 v105, s25
  v_add_co_u32 v108, vcc, v104, v36
  v_addc_co_u32 v109, vcc, v105, v38, vcc
  v_cmp_lt_i32_e64 s[88:89], v59, s28
  v_cmp_lt_i32_e64 s[92:93], v61, s28
  v_cmp_lt_i32_e64 s[96:97], v62, s28
  v_cmp_lt_i32_e64 s[24:25], v2, s28
  v_cmp_lt_i32_e64 s[20:21], v4, s28
  v_cmp_lt_i32_e64 s[16:17], v20, s28
  v_cmp_lt_i32_e64 s[12:13], v8, s28
  v_cmp_lt_i32_e64 s[8:9], v10, s28
  v_cmp_lt_i32_e64 s[4:5], v12, s28
  v_cmp_lt_i32_e64 s[0:1], v14, s28
  v_cmp_lt_i32_e64 s[2:3], v16, s28
  v_cmp_lt_i32_e64 s[6:7], v18, s28
  v_cmp_lt_i32_e64 s[10:11], v19, s28
  v_cmp_lt_i32_e64 s[14:15], v21, s28
  v_cmp_lt_i32_e64 s[18:19], v23, s28
  v_cmp_lt_i32_e64 s[22:23], v25, s28
  v_cmp_lt_i32_e64 s[26:27], v22, s32
  s_and_b64 s[30:31], s[88:89], s[26:27]
  s_and_b64 s[34:35], s[92:93], s[26:27]
  s_and_b64 s[38:39], s[96:97], s[26:27]
  s_and_b64 s[42:43], s[24:25], s[26:27]
  s_and_b64 s[46:47], s[20:21], s[26:27]
  s_and_b64 s[50:51], s[16:17], s[26:27]
  s_and_b64 s[54:55], s[12:13], s[26:27]
  s_and_b64 s[58:59], s[8:9], s[26:27]
  s_and_b64 s[62:63], s[4:5], s[26:27]
  s_and_b64 s[66:67], s[0:1], s[26:27]
  s_and_b64 s[70:71], s[2:3], s[26:27]
  s_and_b64 s[74:75], s[6:7], s[26:27]
  s_and_b64 s[78:79], s[10:11], s[26:27]
  s_and_b64 s[82:83], s[14:15], s[26:27]
  s_and_b64 s[86:87], s[18:19], s[26:27]
  s_and_b64 s[90:91], s[22:23], s[26:27]
  s_and_saveexec_b64 s[98:99], s[30:31]
  global_store_short v[116:117], v50, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[34:35]
  global_store_short v[124:125], v52, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[38:39]
  global_store_short v[66:67], v54, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[42:43]
  global_store_short v[74:75], v56, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[46:47]
  global_store_short v[82:83], v58, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[50:51]
  global_store_short v[90:91], v60, off
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v57, v130
  s_and_saveexec_b64 s[98:99], s[54:55]
  global_store_short v[98:99], v57, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[58:59]
  global_store_short v[106:107], v1, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[62:63]
  global_store_short v[118:119], v3, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[66:67]
  global_store_short v[126:127], v5, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[70:71]
  global_store_short v[68:69], v7, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[74:75]
  global_store_short v[76:77], v9, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[78:79]
  global_store_short v[84:85], v11, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[82:83]
  global_store_short v[92:93], v13, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[86:87]
  global_store_short v[100:101], v15, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[90:91]
  global_store_short v[108:109], v17, off
  s_mov_b64 exec, s[98:99]
  s_endpgm
.Lmatmul_f16_end:
.size matmul_f16, .Lmatmul_f16_end-matmul_f16
; 100 SGPRs, 131 VGPRs; allocation: 20 moves, 2 spills, 1 reloads

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
  .amdhsa_next_free_vgpr 131
  .amdhsa_next_free_sgpr 100
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
    .sgpr_count: 100
    .vgpr_count: 131
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
