.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.amdhsa_code_object_version 5
.text
.globl matmul_bf16
.p2align 8
.type matmul_bf16,@function
matmul_bf16:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v39, 0x3ff, v0
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
  v_and_b32 v6, 0xff, v39
  v_lshlrev_b32 v8, 3, v6
  v_lshlrev_b32 v10, 1, v8
  v_lshrrev_b32 v12, 6, v8
  v_and_b32 v14, v12, 3
  v_lshlrev_b32 v16, 4, v14
  v_xor_b32 v41, v10, v16
  v_and_b32 v20, v39, 31
  v_lshlrev_b32 v22, 5, v20
  v_lshrrev_b32 v24, 5, v39
  v_and_b32 v26, v24, 1
  v_lshlrev_b32 v28, 2, v26
  v_or_b32 v30, v22, v28
  v_lshrrev_b32 v33, 6, v39
  v_and_b32 v34, v33, 1
  v_lshlrev_b32 v36, 10, v34
  v_or_b32 v38, v30, v36
  v_lshlrev_b32 v40, 1, v38
  v_lshrrev_b32 v42, 6, v38
  v_and_b32 v44, v42, 3
  v_lshlrev_b32 v46, 4, v44
  v_xor_b32 v48, v40, v46
  v_and_b32 v50, v39, 7
  v_lshlrev_b32 v52, 8, v50
  v_lshrrev_b32 v54, 3, v39
  v_and_b32 v56, v54, 31
  v_or_b32 v58, v52, v56
  v_lshlrev_b32 v60, 1, v58
  v_lshrrev_b32 v62, 6, v58
  v_and_b32 v1, v62, 3
  v_lshlrev_b32 v3, 4, v1
  v_xor_b32 v38, v60, v3
  v_and_b32 v7, v39, 31
  v_lshlrev_b32 v9, 5, v7
  v_lshrrev_b32 v11, 5, v39
  v_and_b32 v13, v11, 1
  v_lshlrev_b32 v15, 2, v13
  v_or_b32 v17, v9, v15
  v_lshrrev_b32 v19, 7, v39
  v_and_b32 v21, v19, 1
  v_lshlrev_b32 v23, 10, v21
  v_or_b32 v25, v17, v23
  v_lshlrev_b32 v27, 1, v25
  v_lshrrev_b32 v29, 6, v25
  v_and_b32 v31, v29, 3
  v_lshlrev_b32 v33, 4, v31
  v_xor_b32 v42, v27, v33
  v_mov_b32 v4, s54
  v_mov_b32 v5, s54
  v_mov_b32 v6, s54
  v_mov_b32 v44, v6
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
  v_mov_b32 v50, s54
  v_mov_b32 v52, s54
  v_mov_b32 v54, s54
  v_mov_b32 v56, s54
  v_mov_b32 v58, s54
  v_mov_b32 v60, s54
  v_mov_b32 v62, s54
  v_mov_b32 v1, s54
  v_mov_b32 v3, s54
  v_mov_b32 v37, s54
  v_mov_b32 v21, s54
  v_mov_b32 v23, s54
  v_mov_b32 v25, s54
  v_mov_b32 v27, s54
  v_mov_b32 v29, s54
  v_mov_b32 v33, s54
  s_cmp_lg_u64 s[8:9], 0
  s_nop 0
  s_cbranch_scc1 .Lmatmul_bf16_1
  s_branch .Lmatmul_bf16_2
.Lmatmul_bf16_1:
  s_mul_i32 s82, s2, 64
  v_lshrrev_b32 v43, 2, v39
  v_and_b32 v45, v43, 63
  v_add_u32 v47, s82, v45
  v_mul_lo_u32 v49, v47, s40
  v_and_b32 v51, v39, 3
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
  s_and_saveexec_b64 s[98:99], s[22:23]
  global_load_dwordx4 v[24:27], v[68:69], off
  s_mov_b64 exec, s[98:99]
  v_lshrrev_b32 v20, 3, v39
  v_and_b32 v21, v20, 31
  v_mul_lo_u32 v22, v21, s44
  s_mul_i32 s46, s4, 64
  v_and_b32 v28, v39, 7
  v_lshlrev_b32 v28, 3, v28
  v_add_u32 v29, s46, v28
  v_add_u32 v31, v22, v29
  s_mul_i32 s66, s54, s44
  v_add_u32 v36, v31, s66
  v_lshlrev_b32 v37, 1, v36
  v_ashrrev_i32 v40, 31, v36
  v_mov_b32 v108, s20
  v_mov_b32 v109, s21
  v_add_co_u32 v110, vcc, v108, v37
  v_addc_co_u32 v111, vcc, v109, v40, vcc
  v_add_u32 v45, v21, s54
  v_cmp_lt_i32_e64 s[94:95], v45, s36
  v_cmp_lt_i32_e64 s[0:1], v29, s32
  s_and_b64 s[0:1], s[94:95], s[0:1]
  v_mov_b32 v28, 0
  v_mov_b32 v29, 0
  v_mov_b32 v30, 0
  v_mov_b32 v31, 0
  s_and_saveexec_b64 s[98:99], s[0:1]
  global_load_dwordx4 v[28:31], v[110:111], off
  s_mov_b64 exec, s[98:99]
  s_waitcnt vmcnt(0)
  v_bfe_u32 v58, v28, 0, 16
  v_lshrrev_b32 v60, 16, v28
  v_bfe_u32 v62, v29, 0, 16
  v_lshrrev_b32 v1, 16, v29
  v_bfe_u32 v3, v30, 0, 16
  v_lshrrev_b32 v23, 16, v30
  v_bfe_u32 v22, v31, 0, 16
  v_lshrrev_b32 v21, 16, v31
  v_mov_b32 v32, v24
  v_mov_b32 v33, v25
  v_mov_b32 v34, v26
  v_mov_b32 v35, v27
  ds_write_b128 v41, v[32:35]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  ds_write_b16 v38, v58 offset:4096
  ds_write_b16 v38, v60 offset:4160
  v_xor_b32 v20, v38, 16
  ds_write_b16 v20, v62 offset:4224
  v_xor_b32 v20, v38, 16
  ds_write_b16 v20, v1 offset:4288
  v_xor_b32 v24, v38, 32
  ds_write_b16 v24, v3 offset:4352
  v_xor_b32 v24, v38, 32
  ds_write_b16 v24, v23 offset:4416
  v_xor_b32 v27, v38, 48
  ds_write_b16 v27, v22 offset:4480
  v_xor_b32 v30, v38, 48
  ds_write_b16 v30, v21 offset:4544
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  ds_read_b64 v[20:21], v48
  ds_read_b64 v[22:23], v42 offset:4096
  v_mov_b32 v6, v44
  s_waitcnt lgkmcnt(0)
  s_nop 0
  v_mfma_f32_32x32x8bf16_1k v[4:19], v[20:21], v[22:23], v[4:19]
  v_xor_b32 v57, v48, 16
  ds_read_b64 v[20:21], v57
  v_xor_b32 v62, v42, 16
  ds_read_b64 v[22:23], v62 offset:4096
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_32x32x8bf16_1k v[4:19], v[20:21], v[22:23], v[4:19]
  v_xor_b32 v21, v48, 32
  ds_read_b64 v[20:21], v21
  v_xor_b32 v26, v42, 32
  ds_read_b64 v[22:23], v26 offset:4096
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_32x32x8bf16_1k v[4:19], v[20:21], v[22:23], v[4:19]
  v_xor_b32 v49, v48, 48
  ds_read_b64 v[20:21], v49
  v_xor_b32 v53, v42, 48
  ds_read_b64 v[22:23], v53 offset:4096
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_32x32x8bf16_1k v[4:19], v[20:21], v[22:23], v[4:19]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_add_u32 s30, s54, 32
  s_cmp_gt_i32 s30, s54
  s_cselect_b64 s[34:35], -1, 0
  s_cmp_lt_i32 s30, s36
  s_cselect_b64 s[42:43], -1, 0
  s_and_b64 s[46:47], s[34:35], s[42:43]
  s_cmp_lg_u64 s[46:47], 0
  s_nop 7
  s_cbranch_scc1 .Lmatmul_bf16_5
  s_branch .Lmatmul_bf16_6
.Lmatmul_bf16_5:
  s_mov_b64 s[54:55], s[30:31]
  v_mov_b32 v44, v6
  s_nop 1
  s_branch .Lmatmul_bf16_1
.Lmatmul_bf16_6:
  v_mov_b32 v1, v11
  v_mov_b32 v3, v12
  v_mov_b32 v21, v14
  v_mov_b32 v23, v15
  v_mov_b32 v25, v16
  v_mov_b32 v27, v17
  v_mov_b32 v29, v18
  v_mov_b32 v33, v19
  v_mov_b32 v37, v13
  v_mov_b32 v50, v4
  v_mov_b32 v52, v5
  v_mov_b32 v54, v6
  v_mov_b32 v56, v7
  v_mov_b32 v58, v8
  v_mov_b32 v60, v9
  v_mov_b32 v62, v10
.Lmatmul_bf16_2:
  s_mul_i32 s54, s2, 64
  v_lshrrev_b32 v30, 5, v39
  v_and_b32 v31, v30, 1
  v_lshlrev_b32 v34, 2, v31
  v_lshrrev_b32 v35, 6, v39
  v_and_b32 v38, v35, 1
  v_lshlrev_b32 v40, 5, v38
  v_or_b32 v41, v34, v40
  v_add_u32 v43, v41, 1
  v_add_u32 v45, v41, 2
  v_add_u32 v47, v41, 3
  v_add_u32 v49, v41, 8
  v_add_u32 v51, v41, 9
  v_add_u32 v53, v41, 10
  v_add_u32 v55, v41, 11
  v_add_u32 v57, v41, 16
  v_add_u32 v59, v41, 17
  v_add_u32 v61, v41, 18
  v_add_u32 v0, v41, 19
  v_add_u32 v2, v41, 24
  v_add_u32 v4, v41, 25
  v_add_u32 v7, v41, 26
  v_add_u32 v8, v41, 27
  v_add_u32 v10, s54, v41
  v_add_u32 v12, s54, v43
  v_add_u32 v14, s54, v45
  v_add_u32 v16, s54, v47
  v_add_u32 v18, s54, v49
  v_add_u32 v20, s54, v51
  v_add_u32 v22, s54, v53
  v_add_u32 v24, s54, v55
  v_add_u32 v26, s54, v57
  v_add_u32 v28, s54, v59
  v_add_u32 v30, s54, v61
  v_add_u32 v32, s54, v0
  v_add_u32 v34, s54, v2
  v_add_u32 v36, s54, v4
  v_add_u32 v38, s54, v7
  v_add_u32 v40, s54, v8
  v_mul_lo_u32 v42, v10, s48
  v_mul_lo_u32 v44, v12, s48
  v_mul_lo_u32 v46, v14, s48
  v_mul_lo_u32 v49, v16, s48
  v_mul_lo_u32 v51, v18, s48
  v_mul_lo_u32 v53, v20, s48
  v_mul_lo_u32 v55, v22, s48
  v_mul_lo_u32 v57, v24, s48
  v_mul_lo_u32 v59, v26, s48
  v_mul_lo_u32 v61, v28, s48
  v_mul_lo_u32 v63, v30, s48
  v_mul_lo_u32 v2, v32, s48
  v_mul_lo_u32 v4, v34, s48
  v_mul_lo_u32 v5, v36, s48
  v_mul_lo_u32 v7, v38, s48
  v_mul_lo_u32 v9, v40, s48
  s_mul_i32 s22, s4, 64
  v_and_b32 v13, v39, 31
  v_lshrrev_b32 v15, 7, v39
  v_and_b32 v17, v15, 1
  v_lshlrev_b32 v19, 5, v17
  v_or_b32 v31, v13, v19
  v_add_u32 v31, s22, v31
  v_add_u32 v6, v42, v31
  v_add_u32 v0, v44, v31
  v_add_u32 v48, v46, v31
  v_add_u32 v46, v49, v31
  v_add_u32 v44, v51, v31
  v_add_u32 v35, v53, v31
  v_add_u32 v42, v55, v31
  v_add_u32 v39, v57, v31
  v_add_u32 v41, v59, v31
  v_add_u32 v43, v61, v31
  v_add_u32 v45, v63, v31
  v_add_u32 v47, v2, v31
  v_add_u32 v49, v4, v31
  v_add_u32 v51, v5, v31
  v_add_u32 v53, v7, v31
  v_add_u32 v55, v9, v31
  v_lshlrev_b32 v57, 2, v6
  v_ashrrev_i32 v59, 30, v6
  v_mov_b32 v128, s24
  v_mov_b32 v129, s25
  v_add_co_u32 v64, vcc, v128, v57
  v_addc_co_u32 v65, vcc, v129, v59, vcc
  v_lshlrev_b32 v2, 2, v0
  v_ashrrev_i32 v4, 30, v0
  v_mov_b32 v70, s24
  v_mov_b32 v71, s25
  v_add_co_u32 v74, vcc, v70, v2
  v_addc_co_u32 v75, vcc, v71, v4, vcc
  v_lshlrev_b32 v11, 2, v48
  v_ashrrev_i32 v13, 30, v48
  v_mov_b32 v78, s24
  v_mov_b32 v79, s25
  v_add_co_u32 v82, vcc, v78, v11
  v_addc_co_u32 v83, vcc, v79, v13, vcc
  v_lshlrev_b32 v19, 2, v46
  v_ashrrev_i32 v46, 30, v46
  v_mov_b32 v86, s24
  v_mov_b32 v87, s25
  v_add_co_u32 v90, vcc, v86, v19
  v_addc_co_u32 v91, vcc, v87, v46, vcc
  v_lshlrev_b32 v46, 2, v44
  v_ashrrev_i32 v44, 30, v44
  v_mov_b32 v94, s24
  v_mov_b32 v95, s25
  v_add_co_u32 v98, vcc, v94, v46
  v_addc_co_u32 v99, vcc, v95, v44, vcc
  v_lshlrev_b32 v44, 2, v35
  v_ashrrev_i32 v46, 30, v35
  v_mov_b32 v102, s24
  v_mov_b32 v103, s25
  v_add_co_u32 v106, vcc, v102, v44
  v_addc_co_u32 v107, vcc, v103, v46, vcc
  v_lshlrev_b32 v44, 2, v42
  v_ashrrev_i32 v46, 30, v42
  v_mov_b32 v112, s24
  v_mov_b32 v113, s25
  v_add_co_u32 v116, vcc, v112, v44
  v_addc_co_u32 v117, vcc, v113, v46, vcc
  v_lshlrev_b32 v57, 2, v39
  v_ashrrev_i32 v59, 30, v39
  v_mov_b32 v120, s24
  v_mov_b32 v121, s25
  v_add_co_u32 v124, vcc, v120, v57
  v_addc_co_u32 v125, vcc, v121, v59, vcc
  v_lshlrev_b32 v59, 2, v41
  v_ashrrev_i32 v61, 30, v41
  v_mov_b32 v130, s24
  v_mov_b32 v131, s25
  v_add_co_u32 v66, vcc, v130, v59
  v_addc_co_u32 v67, vcc, v131, v61, vcc
  v_lshlrev_b32 v4, 2, v43
  v_ashrrev_i32 v5, 30, v43
  v_mov_b32 v72, s24
  v_mov_b32 v73, s25
  v_add_co_u32 v76, vcc, v72, v4
  v_addc_co_u32 v77, vcc, v73, v5, vcc
  v_lshlrev_b32 v11, 2, v45
  v_ashrrev_i32 v13, 30, v45
  v_mov_b32 v80, s24
  v_mov_b32 v81, s25
  v_add_co_u32 v84, vcc, v80, v11
  v_addc_co_u32 v85, vcc, v81, v13, vcc
  v_lshlrev_b32 v19, 2, v47
  v_ashrrev_i32 v35, 30, v47
  v_mov_b32 v88, s24
  v_mov_b32 v89, s25
  v_add_co_u32 v92, vcc, v88, v19
  v_addc_co_u32 v93, vcc, v89, v35, vcc
  v_lshlrev_b32 v35, 2, v49
  v_ashrrev_i32 v39, 30, v49
  v_mov_b32 v96, s24
  v_mov_b32 v97, s25
  v_add_co_u32 v100, vcc, v96, v35
  v_addc_co_u32 v101, vcc, v97, v39, vcc
  v_lshlrev_b32 v35, 2, v51
  v_ashrrev_i32 v39, 30, v51
  v_mov_b32 v104, s24
  v_mov_b32 v105, s25
  v_add_co_u32 v108, vcc, v104, v35
  v_addc_co_u32 v109, vcc, v105, v39, vcc
  v_lshlrev_b32 v43, 2, v53
  v_ashrrev_i32 v45, 30, v53
  v_mov_b32 v114, s24
  v_mov_b32 v115, s25
  v_add_co_u32 v118, vcc, v114, v43
  v_addc_co_u32 v119, vcc, v115, v45, vcc
  v_lshlrev_b32 v51, 2, v55
  v_ashrrev_i32 v53, 30, v55
  v_mov_b32 v122, s24
  v_mov_b32 v123, s25
  v_add_co_u32 v126, vcc, v122, v51
  v_addc_co_u32 v127, vcc, v123, v53, vcc
  v_cmp_lt_i32_e64 s[6:7], v10, s28
  v_cmp_lt_i32_e64 s[2:3], v12, s28
  v_cmp_lt_i32_e64 s[0:1], v14, s28
  v_cmp_lt_i32_e64 s[4:5], v16, s28
  v_cmp_lt_i32_e64 s[8:9], v18, s28
  v_cmp_lt_i32_e64 s[12:13], v20, s28
  v_cmp_lt_i32_e64 s[16:17], v22, s28
  v_cmp_lt_i32_e64 s[20:21], v24, s28
  v_cmp_lt_i32_e64 s[24:25], v26, s28
  v_cmp_lt_i32_e64 s[30:31], v28, s28
  v_cmp_lt_i32_e64 s[34:35], v30, s28
  v_cmp_lt_i32_e64 s[36:37], v32, s28
  v_cmp_lt_i32_e64 s[40:41], v34, s28
  v_cmp_lt_i32_e64 s[44:45], v36, s28
  v_cmp_lt_i32_e64 s[48:49], v38, s28
  v_cmp_lt_i32_e64 s[52:53], v40, s28
  v_cmp_lt_i32_e64 s[56:57], v31, s32
  s_and_b64 s[60:61], s[6:7], s[56:57]
  s_and_b64 s[64:65], s[2:3], s[56:57]
  s_and_b64 s[68:69], s[0:1], s[56:57]
  s_and_b64 s[72:73], s[4:5], s[56:57]
  s_and_b64 s[76:77], s[8:9], s[56:57]
  s_and_b64 s[80:81], s[12:13], s[56:57]
  s_and_b64 s[84:85], s[16:17], s[56:57]
  s_and_b64 s[88:89], s[20:21], s[56:57]
  s_and_b64 s[92:93], s[24:25], s[56:57]
  s_and_b64 s[96:97], s[30:31], s[56:57]
  s_and_b64 s[10:11], s[34:35], s[56:57]
  s_and_b64 s[8:9], s[36:37], s[56:57]
  s_and_b64 s[6:7], s[40:41], s[56:57]
  s_and_b64 s[4:5], s[44:45], s[56:57]
  s_and_b64 s[2:3], s[48:49], s[56:57]
  s_and_b64 s[0:1], s[52:53], s[56:57]
  s_and_saveexec_b64 s[98:99], s[60:61]
  global_store_dword v[64:65], v50, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[64:65]
  global_store_dword v[74:75], v52, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[68:69]
  global_store_dword v[82:83], v54, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[72:73]
  global_store_dword v[90:91], v56, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[76:77]
  global_store_dword v[98:99], v58, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[80:81]
  global_store_dword v[106:107], v60, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[84:85]
  global_store_dword v[116:117], v62, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[88:89]
  global_store_dword v[124:125], v1, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[92:93]
  global_store_dword v[66:67], v3, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[96:97]
  global_store_dword v[76:77], v37, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[10:11]
  global_store_dword v[84:85], v21, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[8:9]
  global_store_dword v[92:93], v23, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[6:7]
  global_store_dword v[100:101], v25, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[4:5]
  global_store_dword v[108:109], v27, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[2:3]
  global_store_dword v[118:119], v29, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[0:1]
  global_store_dword v[126:127], v33, off
  s_mov_b64 exec, s[98:99]
  s_endpgm
.Lmatmul_bf16_end:
.size matmul_bf16, .Lmatmul_bf16_end-matmul_bf16
; 100 SGPRs, 132 VGPRs; allocation: 24 moves, 0 spills, 0 reloads

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
  - .name: matmul_bf16
    .symbol: matmul_bf16.kd
    .kernarg_segment_size: 60
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 8192
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 100
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
