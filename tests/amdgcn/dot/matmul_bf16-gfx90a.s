.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
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
  v_xor_b32 v63, v10, v16
  v_and_b32 v20, v40, 31
  v_lshlrev_b32 v22, 5, v20
  v_lshrrev_b32 v24, 5, v40
  v_and_b32 v26, v24, 1
  v_lshlrev_b32 v28, 2, v26
  v_or_b32 v30, v22, v28
  v_lshrrev_b32 v33, 6, v40
  v_and_b32 v34, v33, 1
  v_lshlrev_b32 v36, 10, v34
  v_or_b32 v38, v30, v36
  v_lshlrev_b32 v41, 1, v38
  v_lshrrev_b32 v42, 6, v38
  v_and_b32 v44, v42, 3
  v_lshlrev_b32 v46, 4, v44
  v_xor_b32 v48, v41, v46
  v_and_b32 v50, v40, 7
  v_lshlrev_b32 v52, 8, v50
  v_lshrrev_b32 v54, 3, v40
  v_and_b32 v56, v54, 31
  v_or_b32 v58, v52, v56
  v_lshlrev_b32 v60, 1, v58
  v_lshrrev_b32 v62, 6, v58
  v_and_b32 v1, v62, 3
  v_lshlrev_b32 v3, 4, v1
  v_xor_b32 v38, v60, v3
  v_and_b32 v7, v40, 31
  v_lshlrev_b32 v9, 5, v7
  v_lshrrev_b32 v11, 5, v40
  v_and_b32 v13, v11, 1
  v_lshlrev_b32 v15, 2, v13
  v_or_b32 v17, v9, v15
  v_lshrrev_b32 v19, 7, v40
  v_and_b32 v21, v19, 1
  v_lshlrev_b32 v23, 10, v21
  v_or_b32 v25, v17, v23
  v_lshlrev_b32 v27, 1, v25
  v_lshrrev_b32 v29, 6, v25
  v_and_b32 v31, v29, 3
  v_lshlrev_b32 v34, 4, v31
  v_xor_b32 v42, v27, v34
  v_mov_b32 v4, s54
  v_mov_b32 v5, s54
  v_mov_b32 v6, s54
  v_mov_b32 v41, v6
  v_mov_b32 v7, s54
  v_mov_b32 v8, s54
  v_mov_b32 v44, v8
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
  v_mov_b32 v50, s54
  v_mov_b32 v52, s54
  v_mov_b32 v54, s54
  v_mov_b32 v56, s54
  v_mov_b32 v58, s54
  v_mov_b32 v60, s54
  v_mov_b32 v62, s54
  v_mov_b32 v1, s54
  v_mov_b32 v3, s54
  v_mov_b32 v21, s54
  v_mov_b32 v23, s54
  v_mov_b32 v25, s54
  v_mov_b32 v26, s54
  v_mov_b32 v27, s54
  v_mov_b32 v28, s54
  v_mov_b32 v29, s54
  s_cmp_lg_u64 s[8:9], 0
  s_nop 0
  s_cbranch_scc1 .Lmatmul_bf16_1
  s_branch .Lmatmul_bf16_2
.Lmatmul_bf16_1:
  s_mul_i32 s82, s2, 64
  v_lshrrev_b32 v43, 2, v40
  v_and_b32 v45, v43, 63
  v_add_u32 v47, s82, v45
  v_mul_lo_u32 v49, v47, s40
  v_and_b32 v51, v40, 3
  v_lshlrev_b32 v53, 3, v51
  v_add_u32 v55, v49, v53
  v_add_u32 v57, v55, s54
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
  v_lshrrev_b32 v20, 3, v40
  v_and_b32 v21, v20, 31
  v_mul_lo_u32 v23, v21, s44
  s_mul_i32 s46, s4, 64
  v_and_b32 v28, v40, 7
  v_lshlrev_b32 v28, 3, v28
  v_add_u32 v29, s46, v28
  v_add_u32 v31, v23, v29
  s_mul_i32 s66, s54, s44
  v_add_u32 v36, v31, s66
  v_lshlrev_b32 v37, 1, v36
  v_ashrrev_i32 v39, 31, v36
  v_mov_b32 v108, s20
  v_mov_b32 v109, s21
  v_add_co_u32 v110, vcc, v108, v37
  v_addc_co_u32 v111, vcc, v109, v39, vcc
  v_add_u32 v45, v21, s54
  v_cmp_lt_i32_e64 s[94:95], v45, s36
  v_cmp_lt_i32_e64 s[0:1], v29, s32
  s_and_b64 s[0:1], s[94:95], s[0:1]
  v_mov_b32 v28, 0
  v_mov_b32 v29, 0
  v_mov_b32 v30, 0
  v_mov_b32 v31, 0
  s_and_saveexec_b64 s[96:97], s[0:1]
  global_load_dwordx4 v[28:31], v[110:111], off
  s_mov_b64 exec, s[96:97]
  s_waitcnt vmcnt(0)
  v_mov_b32 v32, v24
  v_mov_b32 v33, v25
  v_mov_b32 v34, v26
  v_mov_b32 v35, v27
  ds_write_b128 v63, v[32:35]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  ds_write_b16 v38, v28 offset:4096
  ds_write_b16_d16_hi v38, v28 offset:4160
  v_xor_b32 v62, v38, 16
  ds_write_b16 v62, v29 offset:4224
  v_xor_b32 v2, v38, 16
  ds_write_b16_d16_hi v2, v29 offset:4288
  v_xor_b32 v6, v38, 32
  ds_write_b16 v6, v30 offset:4352
  v_xor_b32 v8, v38, 32
  ds_write_b16_d16_hi v8, v30 offset:4416
  v_xor_b32 v20, v38, 48
  ds_write_b16 v20, v31 offset:4480
  v_xor_b32 v20, v38, 48
  ds_write_b16_d16_hi v20, v31 offset:4544
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  ds_read_b64 v[20:21], v48
  ds_read_b64 v[22:23], v42 offset:4096
  v_mov_b32 v6, v41
  v_mov_b32 v8, v44
  s_waitcnt lgkmcnt(0)
  s_nop 0
  v_mfma_f32_32x32x8bf16_1k v[4:19], v[20:21], v[22:23], v[4:19]
  v_xor_b32 v41, v48, 16
  ds_read_b64 v[20:21], v41
  v_xor_b32 v46, v42, 16
  ds_read_b64 v[22:23], v46 offset:4096
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_32x32x8bf16_1k v[4:19], v[20:21], v[22:23], v[4:19]
  v_xor_b32 v20, v48, 32
  ds_read_b64 v[20:21], v20
  v_xor_b32 v22, v42, 32
  ds_read_b64 v[22:23], v22 offset:4096
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_32x32x8bf16_1k v[4:19], v[20:21], v[22:23], v[4:19]
  v_xor_b32 v34, v48, 48
  ds_read_b64 v[20:21], v34
  v_xor_b32 v37, v42, 48
  ds_read_b64 v[22:23], v37 offset:4096
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_32x32x8bf16_1k v[4:19], v[20:21], v[22:23], v[4:19]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_add_u32 s0, s54, 32
  s_cmp_gt_i32 s0, s54
  s_cselect_b64 s[6:7], -1, 0
  s_cmp_lt_i32 s0, s36
  s_cselect_b64 s[8:9], -1, 0
  s_and_b64 s[12:13], s[6:7], s[8:9]
  s_cmp_lg_u64 s[12:13], 0
  s_nop 7
  s_cbranch_scc1 .Lmatmul_bf16_5
  s_branch .Lmatmul_bf16_6
.Lmatmul_bf16_5:
  s_mov_b64 s[54:55], s[0:1]
  v_mov_b32 v41, v6
  v_mov_b32 v44, v8
  s_nop 1
  s_branch .Lmatmul_bf16_1
.Lmatmul_bf16_6:
  v_mov_b32 v1, v11
  v_mov_b32 v3, v12
  v_mov_b32 v21, v13
  v_mov_b32 v23, v14
  v_mov_b32 v25, v15
  v_mov_b32 v26, v16
  v_mov_b32 v27, v17
  v_mov_b32 v28, v18
  v_mov_b32 v29, v19
  v_mov_b32 v50, v4
  v_mov_b32 v52, v5
  v_mov_b32 v54, v6
  v_mov_b32 v56, v7
  v_mov_b32 v58, v8
  v_mov_b32 v60, v9
  v_mov_b32 v62, v10
.Lmatmul_bf16_2:
  s_mul_i32 s22, s2, 64
  v_lshrrev_b32 v13, 5, v40
  v_and_b32 v15, v13, 1
  v_lshlrev_b32 v17, 2, v15
  v_lshrrev_b32 v19, 6, v40
  v_and_b32 v22, v19, 1
  v_lshlrev_b32 v24, 5, v22
  v_or_b32 v34, v17, v24
  v_add_u32 v32, v34, 1
  v_add_u32 v30, v34, 2
  v_add_u32 v31, v34, 3
  v_add_u32 v33, v34, 8
  v_add_u32 v35, v34, 9
  v_add_u32 v37, v34, 10
  v_add_u32 v39, v34, 11
  v_add_u32 v41, v34, 16
  v_add_u32 v43, v34, 17
  v_add_u32 v45, v34, 18
  v_add_u32 v47, v34, 19
  v_add_u32 v49, v34, 24
  v_add_u32 v51, v34, 25
  v_add_u32 v53, v34, 26
  v_add_u32 v55, v34, 27
  v_add_u32 v57, s22, v34
  v_add_u32 v59, s22, v32
  v_add_u32 v61, s22, v30
  v_add_u32 v0, s22, v31
  v_add_u32 v2, s22, v33
  v_add_u32 v4, s22, v35
  v_add_u32 v19, s22, v37
  v_add_u32 v8, s22, v39
  v_add_u32 v10, s22, v41
  v_add_u32 v12, s22, v43
  v_add_u32 v14, s22, v45
  v_add_u32 v16, s22, v47
  v_add_u32 v18, s22, v49
  v_add_u32 v20, s22, v51
  v_add_u32 v22, s22, v53
  v_add_u32 v24, s22, v55
  v_mul_lo_u32 v33, v57, s48
  v_mul_lo_u32 v31, v59, s48
  v_mul_lo_u32 v30, v61, s48
  v_mul_lo_u32 v32, v0, s48
  v_mul_lo_u32 v34, v2, s48
  v_mul_lo_u32 v36, v4, s48
  v_mul_lo_u32 v38, v19, s48
  v_mul_lo_u32 v41, v8, s48
  v_mul_lo_u32 v42, v10, s48
  v_mul_lo_u32 v44, v12, s48
  v_mul_lo_u32 v46, v14, s48
  v_mul_lo_u32 v48, v16, s48
  v_mul_lo_u32 v51, v18, s48
  v_mul_lo_u32 v53, v20, s48
  v_mul_lo_u32 v55, v22, s48
  v_mul_lo_u32 v63, v24, s48
  s_mul_i32 s0, s4, 64
  v_and_b32 v5, v40, 31
  v_lshrrev_b32 v6, 7, v40
  v_and_b32 v6, v6, 1
  v_lshlrev_b32 v6, 5, v6
  v_or_b32 v5, v5, v6
  v_add_u32 v7, s0, v5
  v_add_u32 v9, v33, v7
  v_add_u32 v11, v31, v7
  v_add_u32 v13, v30, v7
  v_add_u32 v15, v32, v7
  v_add_u32 v17, v34, v7
  v_add_u32 v40, v36, v7
  v_add_u32 v38, v38, v7
  v_add_u32 v36, v41, v7
  v_add_u32 v34, v42, v7
  v_add_u32 v32, v44, v7
  v_add_u32 v30, v46, v7
  v_add_u32 v31, v48, v7
  v_add_u32 v33, v51, v7
  v_add_u32 v35, v53, v7
  v_add_u32 v37, v55, v7
  v_add_u32 v39, v63, v7
  v_lshlrev_b32 v41, 2, v9
  v_ashrrev_i32 v43, 30, v9
  v_mov_b32 v112, s24
  v_mov_b32 v113, s25
  v_add_co_u32 v116, vcc, v112, v41
  v_addc_co_u32 v117, vcc, v113, v43, vcc
  v_lshlrev_b32 v49, 2, v11
  v_ashrrev_i32 v51, 30, v11
  v_mov_b32 v120, s24
  v_mov_b32 v121, s25
  v_add_co_u32 v124, vcc, v120, v49
  v_addc_co_u32 v125, vcc, v121, v51, vcc
  v_lshlrev_b32 v63, 2, v13
  v_ashrrev_i32 v5, 30, v13
  v_mov_b32 v128, s24
  v_mov_b32 v129, s25
  v_add_co_u32 v64, vcc, v128, v63
  v_addc_co_u32 v65, vcc, v129, v5, vcc
  v_lshlrev_b32 v5, 2, v15
  v_ashrrev_i32 v6, 30, v15
  v_mov_b32 v70, s24
  v_mov_b32 v71, s25
  v_add_co_u32 v74, vcc, v70, v5
  v_addc_co_u32 v75, vcc, v71, v6, vcc
  v_lshlrev_b32 v11, 2, v17
  v_ashrrev_i32 v13, 30, v17
  v_mov_b32 v78, s24
  v_mov_b32 v79, s25
  v_add_co_u32 v82, vcc, v78, v11
  v_addc_co_u32 v83, vcc, v79, v13, vcc
  v_lshlrev_b32 v41, 2, v40
  v_ashrrev_i32 v40, 30, v40
  v_mov_b32 v86, s24
  v_mov_b32 v87, s25
  v_add_co_u32 v90, vcc, v86, v41
  v_addc_co_u32 v91, vcc, v87, v40, vcc
  v_lshlrev_b32 v40, 2, v38
  v_ashrrev_i32 v38, 30, v38
  v_mov_b32 v94, s24
  v_mov_b32 v95, s25
  v_add_co_u32 v98, vcc, v94, v40
  v_addc_co_u32 v99, vcc, v95, v38, vcc
  v_lshlrev_b32 v38, 2, v36
  v_ashrrev_i32 v36, 30, v36
  v_mov_b32 v102, s24
  v_mov_b32 v103, s25
  v_add_co_u32 v106, vcc, v102, v38
  v_addc_co_u32 v107, vcc, v103, v36, vcc
  v_lshlrev_b32 v42, 2, v34
  v_ashrrev_i32 v44, 30, v34
  v_mov_b32 v114, s24
  v_mov_b32 v115, s25
  v_add_co_u32 v118, vcc, v114, v42
  v_addc_co_u32 v119, vcc, v115, v44, vcc
  v_lshlrev_b32 v51, 2, v32
  v_ashrrev_i32 v53, 30, v32
  v_mov_b32 v122, s24
  v_mov_b32 v123, s25
  v_add_co_u32 v126, vcc, v122, v51
  v_addc_co_u32 v127, vcc, v123, v53, vcc
  v_lshlrev_b32 v63, 2, v30
  v_ashrrev_i32 v5, 30, v30
  v_mov_b32 v130, s24
  v_mov_b32 v131, s25
  v_add_co_u32 v66, vcc, v130, v63
  v_addc_co_u32 v67, vcc, v131, v5, vcc
  v_lshlrev_b32 v5, 2, v31
  v_ashrrev_i32 v6, 30, v31
  v_mov_b32 v72, s24
  v_mov_b32 v73, s25
  v_add_co_u32 v76, vcc, v72, v5
  v_addc_co_u32 v77, vcc, v73, v6, vcc
  v_lshlrev_b32 v11, 2, v33
  v_ashrrev_i32 v13, 30, v33
  v_mov_b32 v80, s24
  v_mov_b32 v81, s25
  v_add_co_u32 v84, vcc, v80, v11
  v_addc_co_u32 v85, vcc, v81, v13, vcc
  v_lshlrev_b32 v30, 2, v35
  v_ashrrev_i32 v31, 30, v35
  v_mov_b32 v88, s24
  v_mov_b32 v89, s25
  v_add_co_u32 v92, vcc, v88, v30
  v_addc_co_u32 v93, vcc, v89, v31, vcc
  v_lshlrev_b32 v30, 2, v37
  v_ashrrev_i32 v31, 30, v37
  v_mov_b32 v96, s24
  v_mov_b32 v97, s25
  v_add_co_u32 v100, vcc, v96, v30
  v_addc_co_u32 v101, vcc, v97, v31, vcc
  v_lshlrev_b32 v35, 2, v39
  v_ashrrev_i32 v37, 30, v39
  v_mov_b32 v104, s24
  v_mov_b32 v105, s25
  v_add_co_u32 v108, vcc, v104, v35
  v_addc_co_u32 v109, vcc, v105, v37, vcc
  v_cmp_lt_i32_e64 s[86:87], v57, s28
  v_cmp_lt_i32_e64 s[90:91], v59, s28
  v_cmp_lt_i32_e64 s[94:95], v61, s28
  v_cmp_lt_i32_e64 s[24:25], v0, s28
  v_cmp_lt_i32_e64 s[22:23], v2, s28
  v_cmp_lt_i32_e64 s[18:19], v4, s28
  v_cmp_lt_i32_e64 s[14:15], v19, s28
  v_cmp_lt_i32_e64 s[10:11], v8, s28
  v_cmp_lt_i32_e64 s[6:7], v10, s28
  v_cmp_lt_i32_e64 s[2:3], v12, s28
  v_cmp_lt_i32_e64 s[0:1], v14, s28
  v_cmp_lt_i32_e64 s[4:5], v16, s28
  v_cmp_lt_i32_e64 s[8:9], v18, s28
  v_cmp_lt_i32_e64 s[12:13], v20, s28
  v_cmp_lt_i32_e64 s[16:17], v22, s28
  v_cmp_lt_i32_e64 s[20:21], v24, s28
  v_cmp_lt_i32_e64 s[26:27], v7, s32
  s_and_b64 s[28:29], s[86:87], s[26:27]
  s_and_b64 s[32:33], s[90:91], s[26:27]
  s_and_b64 s[36:37], s[94:95], s[26:27]
  s_and_b64 s[40:41], s[24:25], s[26:27]
  s_and_b64 s[44:45], s[22:23], s[26:27]
  s_and_b64 s[48:49], s[18:19], s[26:27]
  s_and_b64 s[52:53], s[14:15], s[26:27]
  s_and_b64 s[56:57], s[10:11], s[26:27]
  s_and_b64 s[60:61], s[6:7], s[26:27]
  s_and_b64 s[64:65], s[2:3], s[26:27]
  s_and_b64 s[68:69], s[0:1], s[26:27]
  s_and_b64 s[72:73], s[4:5], s[26:27]
  s_and_b64 s[76:77], s[8:9], s[26:27]
  s_and_b64 s[80:81], s[12:13], s[26:27]
  s_and_b64 s[84:85], s[16:17], s[26:27]
  s_and_b64 s[88:89], s[20:21], s[26:27]
  s_and_saveexec_b64 s[96:97], s[28:29]
  global_store_dword v[116:117], v50, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[32:33]
  global_store_dword v[124:125], v52, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[36:37]
  global_store_dword v[64:65], v54, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[40:41]
  global_store_dword v[74:75], v56, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[44:45]
  global_store_dword v[82:83], v58, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[48:49]
  global_store_dword v[90:91], v60, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[52:53]
  global_store_dword v[98:99], v62, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[56:57]
  global_store_dword v[106:107], v1, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[60:61]
  global_store_dword v[118:119], v3, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[64:65]
  global_store_dword v[126:127], v21, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[68:69]
  global_store_dword v[66:67], v23, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[72:73]
  global_store_dword v[76:77], v25, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[76:77]
  global_store_dword v[84:85], v26, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[80:81]
  global_store_dword v[92:93], v27, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[84:85]
  global_store_dword v[100:101], v28, off
  s_mov_b64 exec, s[96:97]
  s_and_saveexec_b64 s[96:97], s[88:89]
  global_store_dword v[108:109], v29, off
  s_mov_b64 exec, s[96:97]
  s_endpgm
.Lmatmul_bf16_end:
.size matmul_bf16, .Lmatmul_bf16_end-matmul_bf16
; 98 SGPRs, 132 VGPRs; allocation: 27 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 132
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
    .vgpr_count: 132
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
