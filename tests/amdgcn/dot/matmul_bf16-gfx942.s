.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.amdhsa_code_object_version 5
.text
.globl matmul_bf16
.p2align 8
.type matmul_bf16,@function
matmul_bf16:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v40, 0x3ff, v0
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
  v_and_b32 v6, 0xff, v40
  v_lshlrev_b32 v8, 3, v6
  v_lshlrev_b32 v10, 1, v8
  v_lshrrev_b32 v12, 6, v8
  v_and_b32 v14, v12, 3
  v_lshlrev_b32 v16, 4, v14
  v_xor_b32 v51, v10, v16
  v_and_b32 v20, v40, 31
  v_lshlrev_b32 v22, 5, v20
  v_lshrrev_b32 v24, 5, v40
  v_and_b32 v26, v24, 1
  v_lshlrev_b32 v28, 2, v26
  v_or_b32 v30, v22, v28
  v_lshrrev_b32 v32, 6, v40
  v_and_b32 v34, v32, 1
  v_lshlrev_b32 v36, 10, v34
  v_or_b32 v38, v30, v36
  v_lshlrev_b32 v41, 1, v38
  v_lshrrev_b32 v42, 6, v38
  v_and_b32 v44, v42, 3
  v_lshlrev_b32 v46, 4, v44
  v_xor_b32 v49, v41, v46
  v_and_b32 v50, v40, 7
  v_lshlrev_b32 v52, 8, v50
  v_lshrrev_b32 v54, 3, v40
  v_and_b32 v56, v54, 31
  v_or_b32 v58, v52, v56
  v_lshlrev_b32 v60, 1, v58
  v_lshrrev_b32 v62, 6, v58
  v_and_b32 v1, v62, 3
  v_lshlrev_b32 v3, 4, v1
  v_xor_b32 v36, v60, v3
  v_lshrrev_b32 v7, 7, v40
  v_and_b32 v9, v7, 1
  v_lshlrev_b32 v11, 10, v9
  v_or_b32 v13, v30, v11
  v_lshlrev_b32 v15, 1, v13
  v_lshrrev_b32 v17, 6, v13
  v_and_b32 v19, v17, 3
  v_lshlrev_b32 v21, 4, v19
  v_xor_b32 v38, v15, v21
  v_mov_b32 v4, s54
  v_mov_b32 v5, s54
  v_mov_b32 v6, s54
  v_mov_b32 v59, v6
  v_mov_b32 v7, s54
  v_mov_b32 v8, s54
  v_mov_b32 v9, s54
  v_mov_b32 v10, s54
  v_mov_b32 v11, s54
  v_mov_b32 v12, s54
  v_mov_b32 v13, s54
  v_mov_b32 v14, s54
  v_mov_b32 v15, s54
  v_mov_b32 v16, s54
  v_mov_b32 v17, s54
  v_mov_b32 v18, s54
  v_mov_b32 v19, s54
  v_mov_b32 v44, s54
  v_mov_b32 v46, s54
  v_mov_b32 v48, s54
  v_mov_b32 v50, s54
  v_mov_b32 v52, s54
  v_mov_b32 v54, s54
  v_mov_b32 v56, s54
  v_mov_b32 v58, s54
  v_mov_b32 v60, s54
  v_mov_b32 v62, s54
  v_mov_b32 v1, s54
  v_mov_b32 v3, s54
  v_mov_b32 v25, s54
  v_mov_b32 v21, s54
  v_mov_b32 v22, s54
  v_mov_b32 v20, s54
  s_cmp_lg_u64 s[8:9], 0
  s_nop 0
  s_cbranch_scc1 .Lmatmul_bf16_1
  s_branch .Lmatmul_bf16_2
.Lmatmul_bf16_1:
  s_mul_i32 s58, s2, 64
  v_lshrrev_b32 v31, 2, v40
  v_and_b32 v35, v31, 63
  v_add_u32 v35, s58, v35
  v_mul_lo_u32 v37, v35, s40
  v_and_b32 v39, v40, 3
  v_lshlrev_b32 v41, 3, v39
  v_add_u32 v43, v37, v41
  v_add_u32 v45, v43, s54
  v_lshlrev_b32 v47, 1, v45
  v_ashrrev_i32 v50, 31, v45
  v_mov_b32 v114, s16
  v_mov_b32 v115, s17
  v_add_co_u32 v118, vcc, v114, v47
  v_addc_co_u32 v119, vcc, v115, v50, vcc
  v_cmp_lt_i32_e64 s[0:1], v35, s28
  v_add_u32 v57, v41, s54
  v_cmp_lt_i32_e64 s[6:7], v57, s36
  s_and_b64 s[0:1], s[0:1], s[6:7]
  v_mov_b32 v24, 0
  v_mov_b32 v25, 0
  v_mov_b32 v26, 0
  v_mov_b32 v27, 0
  s_and_saveexec_b64 s[96:97], s[0:1]
  global_load_dwordx4 v[24:27], v[118:119], off
  s_mov_b64 exec, s[96:97]
  v_lshrrev_b32 v6, 3, v40
  v_and_b32 v20, v6, 31
  v_mul_lo_u32 v22, v20, s44
  s_mul_i32 s22, s4, 64
  v_and_b32 v21, v40, 7
  v_lshlrev_b32 v21, 3, v21
  v_add_u32 v21, s22, v21
  v_add_u32 v22, v22, v21
  s_mul_i32 s42, s54, s44
  v_add_u32 v29, v22, s42
  v_lshlrev_b32 v28, 1, v29
  v_ashrrev_i32 v29, 31, v29
  v_mov_b32 v92, s20
  v_mov_b32 v93, s21
  v_add_co_u32 v96, vcc, v92, v28
  v_addc_co_u32 v97, vcc, v93, v29, vcc
  v_add_u32 v35, v20, s54
  v_cmp_lt_i32_e64 s[70:71], v35, s36
  v_cmp_lt_i32_e64 s[74:75], v21, s32
  s_and_b64 s[78:79], s[70:71], s[74:75]
  v_mov_b32 v28, 0
  v_mov_b32 v29, 0
  v_mov_b32 v30, 0
  v_mov_b32 v31, 0
  s_and_saveexec_b64 s[96:97], s[78:79]
  global_load_dwordx4 v[28:31], v[96:97], off
  s_mov_b64 exec, s[96:97]
  s_waitcnt vmcnt(0)
  v_mov_b32 v32, v24
  v_mov_b32 v33, v25
  v_mov_b32 v34, v26
  v_mov_b32 v35, v27
  ds_write_b128 v51, v[32:35]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  ds_write_b16 v36, v28 offset:4096
  ds_write_b16_d16_hi v36, v28 offset:4160
  v_xor_b32 v50, v36, 16
  ds_write_b16 v50, v29 offset:4224
  ds_write_b16_d16_hi v50, v29 offset:4288
  v_xor_b32 v54, v36, 32
  ds_write_b16 v54, v30 offset:4352
  ds_write_b16_d16_hi v54, v30 offset:4416
  v_xor_b32 v58, v36, 48
  ds_write_b16 v58, v31 offset:4480
  ds_write_b16_d16_hi v58, v31 offset:4544
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  ds_read_b64 v[20:21], v49
  ds_read_b64 v[22:23], v38 offset:4096
  v_mov_b32 v6, v59
  s_waitcnt lgkmcnt(0)
  s_nop 0
  v_mfma_f32_32x32x8_bf16 v[4:19], v[20:21], v[22:23], v[4:19]
  v_xor_b32 v23, v49, 16
  ds_read_b64 v[20:21], v23
  v_xor_b32 v28, v38, 16
  ds_read_b64 v[22:23], v28 offset:4096
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_32x32x8_bf16 v[4:19], v[20:21], v[22:23], v[4:19]
  v_xor_b32 v50, v49, 32
  ds_read_b64 v[20:21], v50
  v_xor_b32 v55, v38, 32
  ds_read_b64 v[22:23], v55 offset:4096
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_32x32x8_bf16 v[4:19], v[20:21], v[22:23], v[4:19]
  v_xor_b32 v20, v49, 48
  ds_read_b64 v[20:21], v20
  v_xor_b32 v22, v38, 48
  ds_read_b64 v[22:23], v22 offset:4096
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_32x32x8_bf16 v[4:19], v[20:21], v[22:23], v[4:19]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_add_u32 s86, s54, 32
  s_cmp_gt_i32 s86, s54
  s_cselect_b64 s[92:93], -1, 0
  s_cmp_lt_i32 s86, s36
  s_cselect_b64 s[0:1], -1, 0
  s_and_b64 s[0:1], s[92:93], s[0:1]
  s_cmp_lg_u64 s[0:1], 0
  s_cbranch_scc1 .Lmatmul_bf16_5
  s_branch .Lmatmul_bf16_6
.Lmatmul_bf16_5:
  s_mov_b64 s[54:55], s[86:87]
  v_mov_b32 v59, v6
  s_nop 1
  s_branch .Lmatmul_bf16_1
.Lmatmul_bf16_6:
  v_mov_b32 v1, v14
  v_mov_b32 v3, v15
  v_mov_b32 v20, v19
  v_mov_b32 v21, v17
  v_mov_b32 v22, v18
  v_mov_b32 v25, v16
  v_mov_b32 v44, v4
  v_mov_b32 v46, v5
  v_mov_b32 v48, v6
  v_mov_b32 v50, v7
  v_mov_b32 v52, v8
  v_mov_b32 v54, v9
  v_mov_b32 v56, v10
  v_mov_b32 v58, v11
  v_mov_b32 v60, v12
  v_mov_b32 v62, v13
.Lmatmul_bf16_2:
  s_mul_i32 s0, s2, 64
  v_lshrrev_b32 v59, 5, v40
  v_and_b32 v61, v59, 1
  v_lshlrev_b32 v63, 2, v61
  v_lshrrev_b32 v2, 6, v40
  v_and_b32 v4, v2, 1
  v_lshlrev_b32 v5, 5, v4
  v_or_b32 v7, v63, v5
  v_add_u32 v9, v7, 1
  v_add_u32 v11, v7, 2
  v_add_u32 v13, v7, 3
  v_add_u32 v15, v7, 8
  v_add_u32 v17, v7, 9
  v_add_u32 v19, v7, 10
  v_add_u32 v24, v7, 11
  v_add_u32 v23, v7, 16
  v_add_u32 v26, v7, 17
  v_add_u32 v27, v7, 18
  v_add_u32 v29, v7, 19
  v_add_u32 v31, v7, 24
  v_add_u32 v33, v7, 25
  v_add_u32 v35, v7, 26
  v_add_u32 v37, v7, 27
  v_add_u32 v39, s0, v7
  v_add_u32 v41, s0, v9
  v_add_u32 v43, s0, v11
  v_add_u32 v45, s0, v13
  v_add_u32 v47, s0, v15
  v_add_u32 v49, s0, v17
  v_add_u32 v51, s0, v19
  v_add_u32 v53, s0, v24
  v_add_u32 v55, s0, v23
  v_add_u32 v57, s0, v26
  v_add_u32 v59, s0, v27
  v_add_u32 v61, s0, v29
  v_add_u32 v0, s0, v31
  v_add_u32 v2, s0, v33
  v_add_u32 v4, s0, v35
  v_add_u32 v8, s0, v37
  v_mul_lo_u32 v9, v39, s48
  v_mul_lo_u32 v10, v41, s48
  v_mul_lo_u32 v12, v43, s48
  v_mul_lo_u32 v14, v45, s48
  v_mul_lo_u32 v17, v47, s48
  v_mul_lo_u32 v18, v49, s48
  v_mul_lo_u32 v27, v51, s48
  v_mul_lo_u32 v23, v53, s48
  v_mul_lo_u32 v24, v55, s48
  v_mul_lo_u32 v26, v57, s48
  v_mul_lo_u32 v28, v59, s48
  v_mul_lo_u32 v30, v61, s48
  v_mul_lo_u32 v32, v0, s48
  v_mul_lo_u32 v34, v2, s48
  v_mul_lo_u32 v36, v4, s48
  v_mul_lo_u32 v38, v8, s48
  s_mul_i32 s80, s4, 64
  v_and_b32 v42, v40, 31
  v_lshrrev_b32 v63, 7, v40
  v_and_b32 v63, v63, 1
  v_lshlrev_b32 v63, 5, v63
  v_or_b32 v63, v42, v63
  v_add_u32 v63, s80, v63
  v_add_u32 v31, v9, v63
  v_add_u32 v29, v10, v63
  v_add_u32 v16, v12, v63
  v_add_u32 v14, v14, v63
  v_add_u32 v12, v17, v63
  v_add_u32 v10, v18, v63
  v_add_u32 v6, v27, v63
  v_add_u32 v5, v23, v63
  v_add_u32 v7, v24, v63
  v_add_u32 v9, v26, v63
  v_add_u32 v11, v28, v63
  v_add_u32 v13, v30, v63
  v_add_u32 v15, v32, v63
  v_add_u32 v17, v34, v63
  v_add_u32 v19, v36, v63
  v_add_u32 v23, v38, v63
  v_lshlrev_b32 v24, 2, v31
  v_ashrrev_i32 v26, 30, v31
  v_mov_b32 v88, s24
  v_mov_b32 v89, s25
  v_add_co_u32 v92, vcc, v88, v24
  v_addc_co_u32 v93, vcc, v89, v26, vcc
  v_lshlrev_b32 v31, 2, v29
  v_ashrrev_i32 v33, 30, v29
  v_mov_b32 v98, s24
  v_mov_b32 v99, s25
  v_add_co_u32 v102, vcc, v98, v31
  v_addc_co_u32 v103, vcc, v99, v33, vcc
  v_lshlrev_b32 v40, 2, v16
  v_ashrrev_i32 v42, 30, v16
  v_mov_b32 v106, s24
  v_mov_b32 v107, s25
  v_add_co_u32 v110, vcc, v106, v40
  v_addc_co_u32 v111, vcc, v107, v42, vcc
  v_lshlrev_b32 v16, 2, v14
  v_ashrrev_i32 v14, 30, v14
  v_mov_b32 v114, s24
  v_mov_b32 v115, s25
  v_add_co_u32 v118, vcc, v114, v16
  v_addc_co_u32 v119, vcc, v115, v14, vcc
  v_lshlrev_b32 v14, 2, v12
  v_ashrrev_i32 v12, 30, v12
  v_mov_b32 v122, s24
  v_mov_b32 v123, s25
  v_add_co_u32 v126, vcc, v122, v14
  v_addc_co_u32 v127, vcc, v123, v12, vcc
  v_lshlrev_b32 v12, 2, v10
  v_ashrrev_i32 v10, 30, v10
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v68, vcc, v64, v12
  v_addc_co_u32 v69, vcc, v65, v10, vcc
  v_lshlrev_b32 v10, 2, v6
  v_ashrrev_i32 v12, 30, v6
  v_mov_b32 v72, s24
  v_mov_b32 v73, s25
  v_add_co_u32 v76, vcc, v72, v10
  v_addc_co_u32 v77, vcc, v73, v12, vcc
  v_lshlrev_b32 v16, 2, v5
  v_ashrrev_i32 v18, 30, v5
  v_mov_b32 v80, s24
  v_mov_b32 v81, s25
  v_add_co_u32 v84, vcc, v80, v16
  v_addc_co_u32 v85, vcc, v81, v18, vcc
  v_lshlrev_b32 v24, 2, v7
  v_ashrrev_i32 v26, 30, v7
  v_mov_b32 v90, s24
  v_mov_b32 v91, s25
  v_add_co_u32 v94, vcc, v90, v24
  v_addc_co_u32 v95, vcc, v91, v26, vcc
  v_lshlrev_b32 v32, 2, v9
  v_ashrrev_i32 v34, 30, v9
  v_mov_b32 v100, s24
  v_mov_b32 v101, s25
  v_add_co_u32 v104, vcc, v100, v32
  v_addc_co_u32 v105, vcc, v101, v34, vcc
  v_lshlrev_b32 v40, 2, v11
  v_ashrrev_i32 v42, 30, v11
  v_mov_b32 v108, s24
  v_mov_b32 v109, s25
  v_add_co_u32 v112, vcc, v108, v40
  v_addc_co_u32 v113, vcc, v109, v42, vcc
  v_lshlrev_b32 v5, 2, v13
  v_ashrrev_i32 v6, 30, v13
  v_mov_b32 v116, s24
  v_mov_b32 v117, s25
  v_add_co_u32 v120, vcc, v116, v5
  v_addc_co_u32 v121, vcc, v117, v6, vcc
  v_lshlrev_b32 v5, 2, v15
  v_ashrrev_i32 v6, 30, v15
  v_mov_b32 v124, s24
  v_mov_b32 v125, s25
  v_add_co_u32 v128, vcc, v124, v5
  v_addc_co_u32 v129, vcc, v125, v6, vcc
  v_lshlrev_b32 v5, 2, v17
  v_ashrrev_i32 v6, 30, v17
  v_mov_b32 v66, s24
  v_mov_b32 v67, s25
  v_add_co_u32 v70, vcc, v66, v5
  v_addc_co_u32 v71, vcc, v67, v6, vcc
  v_lshlrev_b32 v9, 2, v19
  v_ashrrev_i32 v11, 30, v19
  v_mov_b32 v74, s24
  v_mov_b32 v75, s25
  v_add_co_u32 v78, vcc, v74, v9
  v_addc_co_u32 v79, vcc, v75, v11, vcc
  v_lshlrev_b32 v17, 2, v23
  v_ashrrev_i32 v19, 30, v23
  v_mov_b32 v82, s24
  v_mov_b32 v83, s25
  v_add_co_u32 v86, vcc, v82, v17
  v_addc_co_u32 v87, vcc, v83, v19, vcc
  v_cmp_lt_i32_e64 s[50:51], v39, s28
  v_cmp_lt_i32_e64 s[54:55], v41, s28
  v_cmp_lt_i32_e64 s[58:59], v43, s28
  v_cmp_lt_i32_e64 s[62:63], v45, s28
  v_cmp_lt_i32_e64 s[66:67], v47, s28
  v_cmp_lt_i32_e64 s[70:71], v49, s28
  v_cmp_lt_i32_e64 s[74:75], v51, s28
  v_cmp_lt_i32_e64 s[78:79], v53, s28
  v_cmp_lt_i32_e64 s[82:83], v55, s28
  v_cmp_lt_i32_e64 s[86:87], v57, s28
  v_cmp_lt_i32_e64 s[90:91], v59, s28
  v_cmp_lt_i32_e64 s[94:95], v61, s28
  v_cmp_lt_i32_e64 s[6:7], v0, s28
  v_cmp_lt_i32_e64 s[4:5], v2, s28
  v_cmp_lt_i32_e64 s[2:3], v4, s28
  v_cmp_lt_i32_e64 s[0:1], v8, s28
  v_cmp_lt_i32_e64 s[26:27], v63, s32
  s_and_b64 s[22:23], s[50:51], s[26:27]
  s_and_b64 s[18:19], s[54:55], s[26:27]
  s_and_b64 s[14:15], s[58:59], s[26:27]
  s_and_b64 s[10:11], s[62:63], s[26:27]
  s_and_b64 s[8:9], s[66:67], s[26:27]
  s_and_b64 s[12:13], s[70:71], s[26:27]
  s_and_b64 s[16:17], s[74:75], s[26:27]
  s_and_b64 s[20:21], s[78:79], s[26:27]
  s_and_b64 s[24:25], s[82:83], s[26:27]
  s_and_b64 s[28:29], s[86:87], s[26:27]
  s_and_b64 s[32:33], s[90:91], s[26:27]
  s_and_b64 s[36:37], s[94:95], s[26:27]
  s_and_b64 s[40:41], s[6:7], s[26:27]
  s_and_b64 s[44:45], s[4:5], s[26:27]
  s_and_b64 s[48:49], s[2:3], s[26:27]
  s_and_b64 s[52:53], s[0:1], s[26:27]
  s_and_saveexec_b64 s[96:97], s[22:23]
  global_store_dword v[92:93], v44, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[18:19]
  global_store_dword v[102:103], v46, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[14:15]
  global_store_dword v[110:111], v48, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[10:11]
  global_store_dword v[118:119], v50, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[8:9]
  global_store_dword v[126:127], v52, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[12:13]
  global_store_dword v[68:69], v54, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[16:17]
  global_store_dword v[76:77], v56, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[20:21]
  global_store_dword v[84:85], v58, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[24:25]
  global_store_dword v[94:95], v60, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[28:29]
  global_store_dword v[104:105], v62, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[32:33]
  global_store_dword v[112:113], v1, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[36:37]
  global_store_dword v[120:121], v3, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[40:41]
  global_store_dword v[128:129], v25, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[44:45]
  global_store_dword v[70:71], v21, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[48:49]
  global_store_dword v[78:79], v22, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[52:53]
  global_store_dword v[86:87], v20, off
  s_mov_b64 exec, s[96:97]
  s_endpgm
.Lmatmul_bf16_end:
.size matmul_bf16, .Lmatmul_bf16_end-matmul_bf16
; 98 SGPRs, 130 VGPRs; allocation: 24 moves, 0 spills, 0 reloads

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
  - .name: matmul_bf16
    .symbol: matmul_bf16.kd
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
