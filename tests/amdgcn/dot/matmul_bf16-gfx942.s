.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.amdhsa_code_object_version 5
.text
.globl matmul_bf16
.p2align 8
.type matmul_bf16,@function
matmul_bf16:
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
  v_mov_b32 v4, s54
  v_mov_b32 v134, v4
  v_mov_b32 v5, s54
  v_mov_b32 v135, v5
  v_mov_b32 v6, s54
  v_mov_b32 v56, v6
  v_mov_b32 v7, s54
  v_mov_b32 v63, v7
  v_mov_b32 v8, s54
  v_mov_b32 v136, v8
  v_mov_b32 v9, s54
  v_mov_b32 v137, v9
  v_mov_b32 v10, s54
  v_mov_b32 v138, v10
  v_mov_b32 v11, s54
  v_mov_b32 v58, v11
  v_mov_b32 v12, s54
  v_mov_b32 v13, s54
  v_mov_b32 v14, s54
  v_mov_b32 v15, s54
  v_mov_b32 v16, s54
  v_mov_b32 v17, s54
  v_mov_b32 v18, s54
  v_mov_b32 v19, s54
  v_mov_b32 v3, s54
  v_mov_b32 v34, s54
  v_mov_b32 v32, s54
  v_mov_b32 v30, s54
  v_mov_b32 v28, s54
  v_mov_b32 v26, s54
  v_mov_b32 v24, s54
  v_mov_b32 v22, s54
  v_mov_b32 v20, s54
  v_mov_b32 v21, s54
  v_mov_b32 v23, s54
  v_mov_b32 v25, s54
  v_mov_b32 v27, s54
  v_mov_b32 v29, s54
  v_mov_b32 v31, s54
  v_mov_b32 v33, s54
  s_cmp_lg_u64 s[8:9], 0
  s_nop 0
  s_cbranch_scc1 .Lmatmul_bf16_1
  s_branch .Lmatmul_bf16_2
.Lmatmul_bf16_1:
  s_mul_i32 s22, s2, 64
  v_lshrrev_b32 v20, 2, v52
  v_and_b32 v20, v20, 63
  v_add_u32 v20, s22, v20
  v_mul_lo_u32 v21, v20, s40
  v_and_b32 v22, v52, 3
  v_lshlrev_b32 v22, 3, v22
  v_add_u32 v24, v21, v22
  v_add_u32 v26, v24, s54
  v_lshlrev_b32 v28, 1, v26
  v_ashrrev_i32 v30, 31, v26
  v_mov_b32 v96, s16
  v_mov_b32 v97, s17
  v_add_co_u32 v98, vcc, v96, v28
  v_addc_co_u32 v99, vcc, v97, v30, vcc
  v_cmp_lt_i32_e64 s[72:73], v20, s28
  v_add_u32 v38, v22, s54
  v_cmp_lt_i32_e64 s[80:81], v38, s36
  s_and_b64 s[84:85], s[72:73], s[80:81]
  v_mov_b32 v4, 0
  v_mov_b32 v5, 0
  v_mov_b32 v6, 0
  v_mov_b32 v7, 0
  s_and_saveexec_b64 s[98:99], s[84:85]
  global_load_dwordx4 v[4:7], v[98:99], off
  s_mov_b64 exec, s[98:99]
  s_waitcnt vmcnt(0)
  v_bfe_u32 v49, v4, 0, 16
  v_cndmask_b32_e64 v51, 0, v49, s[84:85]
  v_lshrrev_b32 v53, 16, v4
  v_cndmask_b32_e64 v55, 0, v53, s[84:85]
  v_bfe_u32 v57, v5, 0, 16
  v_cndmask_b32_e64 v59, 0, v57, s[84:85]
  v_lshrrev_b32 v61, 16, v5
  v_cndmask_b32_e64 v0, 0, v61, s[84:85]
  v_bfe_u32 v2, v6, 0, 16
  v_cndmask_b32_e64 v22, 0, v2, s[84:85]
  v_lshrrev_b32 v6, 16, v6
  v_cndmask_b32_e64 v23, 0, v6, s[84:85]
  v_bfe_u32 v10, v7, 0, 16
  v_cndmask_b32_e64 v24, 0, v10, s[84:85]
  v_lshrrev_b32 v20, 16, v7
  v_cndmask_b32_e64 v25, 0, v20, s[84:85]
  v_lshrrev_b32 v20, 3, v52
  v_and_b32 v20, v20, 31
  v_mul_lo_u32 v26, v20, s44
  s_mul_i32 s50, s4, 64
  v_and_b32 v27, v52, 7
  v_lshlrev_b32 v28, 3, v27
  v_add_u32 v30, s50, v28
  v_add_u32 v32, v26, v30
  s_mul_i32 s68, s54, s44
  v_add_u32 v36, v32, s68
  v_lshlrev_b32 v38, 1, v36
  v_ashrrev_i32 v40, 31, v36
  v_mov_b32 v108, s20
  v_mov_b32 v109, s21
  v_add_co_u32 v112, vcc, v108, v38
  v_addc_co_u32 v113, vcc, v109, v40, vcc
  v_add_u32 v46, v20, s54
  v_cmp_lt_i32_e64 s[96:97], v46, s36
  v_cmp_lt_i32_e64 s[0:1], v30, s32
  s_and_b64 s[0:1], s[96:97], s[0:1]
  v_mov_b32 v8, 0
  v_mov_b32 v9, 0
  v_mov_b32 v10, 0
  v_mov_b32 v11, 0
  s_and_saveexec_b64 s[98:99], s[0:1]
  global_load_dwordx4 v[8:11], v[112:113], off
  s_mov_b64 exec, s[98:99]
  s_waitcnt vmcnt(0)
  v_bfe_u32 v60, v8, 0, 16
  v_cndmask_b32_e64 v61, 0, v60, s[0:1]
  v_lshrrev_b32 v1, 16, v8
  v_cndmask_b32_e64 v2, 0, v1, s[0:1]
  v_bfe_u32 v4, v9, 0, 16
  v_cndmask_b32_e64 v20, 0, v4, s[0:1]
  v_lshrrev_b32 v8, 16, v9
  v_cndmask_b32_e64 v21, 0, v8, s[0:1]
  v_bfe_u32 v26, v10, 0, 16
  v_cndmask_b32_e64 v27, 0, v26, s[0:1]
  v_lshrrev_b32 v26, 16, v10
  v_cndmask_b32_e64 v33, 0, v26, s[0:1]
  v_bfe_u32 v26, v11, 0, 16
  v_cndmask_b32_e64 v35, 0, v26, s[0:1]
  v_lshrrev_b32 v26, 16, v11
  v_cndmask_b32_e64 v37, 0, v26, s[0:1]
  v_and_b32 v28, 0xff, v52
  v_lshlrev_b32 v39, 3, v28
  v_mul_lo_u32 v32, v39, 2
  v_lshrrev_b32 v34, 6, v32
  v_mul_lo_u32 v36, v34, 4
  v_add_u32 v38, v32, v36
  ds_write_b16 v38, v51
  ds_write_b16 v38, v55 offset:2
  ds_write_b16 v38, v59 offset:4
  ds_write_b16 v38, v0 offset:6
  ds_write_b16 v38, v22 offset:8
  ds_write_b16 v38, v23 offset:10
  ds_write_b16 v38, v24 offset:12
  ds_write_b16 v38, v25 offset:14
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v49, v52, 31
  v_lshlrev_b32 v51, 5, v49
  v_lshrrev_b32 v53, 5, v52
  v_and_b32 v55, v53, 1
  v_lshlrev_b32 v57, 2, v55
  v_or_b32 v59, v51, v57
  v_lshrrev_b32 v62, 6, v52
  v_and_b32 v0, v62, 1
  v_lshlrev_b32 v3, 10, v0
  v_or_b32 v4, v59, v3
  v_mul_lo_u32 v6, v4, 2
  v_lshrrev_b32 v8, 6, v6
  v_mul_lo_u32 v10, v8, 4
  v_add_u32 v41, v6, v10
  ds_read_u16 v31, v41
  ds_read_u16 v29, v41 offset:2
  ds_read_u16 v25, v41 offset:4
  ds_read_u16 v23, v41 offset:6
  ds_read_u16 v54, v41 offset:16
  ds_read_u16 v24, v41 offset:18
  ds_read_u16 v26, v41 offset:20
  ds_read_u16 v28, v41 offset:22
  ds_read_u16 v30, v41 offset:32
  ds_read_u16 v32, v41 offset:34
  ds_read_u16 v34, v41 offset:36
  ds_read_u16 v36, v41 offset:38
  ds_read_u16 v38, v41 offset:48
  ds_read_u16 v40, v41 offset:50
  ds_read_u16 v42, v41 offset:52
  ds_read_u16 v44, v41 offset:54
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_mul_lo_u32 v47, v39, 2
  v_lshrrev_b32 v49, 7, v47
  v_mul_lo_u32 v51, v49, 4
  v_add_u32 v53, v47, v51
  ds_write_b16 v53, v61 offset:4352
  ds_write_b16 v53, v2 offset:4354
  ds_write_b16 v53, v20 offset:4356
  ds_write_b16 v53, v21 offset:4358
  ds_write_b16 v53, v27 offset:4360
  ds_write_b16 v53, v33 offset:4362
  ds_write_b16 v53, v35 offset:4364
  ds_write_b16 v53, v37 offset:4366
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v1, v52, 31
  v_lshrrev_b32 v3, 5, v52
  v_and_b32 v5, v3, 1
  v_lshlrev_b32 v7, 8, v5
  v_or_b32 v9, v1, v7
  v_lshrrev_b32 v11, 7, v52
  v_and_b32 v20, v11, 1
  v_lshlrev_b32 v20, 5, v20
  v_or_b32 v20, v9, v20
  v_mul_lo_u32 v20, v20, 2
  v_lshrrev_b32 v21, 7, v20
  v_mul_lo_u32 v27, v21, 4
  v_add_u32 v50, v20, v27
  ds_read_u16 v27, v50 offset:4352
  ds_read_u16 v48, v50 offset:4484
  ds_read_u16 v46, v50 offset:4616
  ds_read_u16 v33, v50 offset:4748
  ds_read_u16 v35, v50 offset:5408
  ds_read_u16 v37, v50 offset:5540
  ds_read_u16 v39, v50 offset:5672
  ds_read_u16 v41, v50 offset:5804
  ds_read_u16 v43, v50 offset:6464
  ds_read_u16 v45, v50 offset:6596
  ds_read_u16 v47, v50 offset:6728
  ds_read_u16 v49, v50 offset:6860
  ds_read_u16 v51, v50 offset:7520
  ds_read_u16 v53, v50 offset:7652
  ds_read_u16 v55, v50 offset:7784
  ds_read_u16 v57, v50 offset:7916
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v60, 0xffff, v31
  v_lshlrev_b32 v62, 16, v29
  v_or_b32 v20, v60, v62
  v_and_b32 v3, 0xffff, v25
  v_lshlrev_b32 v5, 16, v23
  v_or_b32 v21, v3, v5
  v_and_b32 v9, 0xffff, v27
  v_lshlrev_b32 v11, 16, v48
  v_or_b32 v22, v9, v11
  v_and_b32 v23, 0xffff, v46
  v_lshlrev_b32 v25, 16, v33
  v_or_b32 v23, v23, v25
  v_mov_b32 v4, v134
  v_mov_b32 v5, v135
  v_mov_b32 v6, v56
  v_mov_b32 v7, v63
  v_mov_b32 v8, v136
  v_mov_b32 v9, v137
  v_mov_b32 v10, v138
  v_mov_b32 v11, v58
  s_nop 1
  v_mfma_f32_32x32x8_bf16 v[4:19], v[20:21], v[22:23], v[4:19]
  v_and_b32 v46, 0xffff, v54
  v_lshlrev_b32 v48, 16, v24
  v_or_b32 v20, v46, v48
  v_and_b32 v46, 0xffff, v26
  v_lshlrev_b32 v48, 16, v28
  v_or_b32 v21, v46, v48
  v_and_b32 v50, 0xffff, v35
  v_lshlrev_b32 v54, 16, v37
  v_or_b32 v22, v50, v54
  v_and_b32 v56, 0xffff, v39
  v_lshlrev_b32 v58, 16, v41
  v_or_b32 v23, v56, v58
  s_nop 1
  v_mfma_f32_32x32x8_bf16 v[4:19], v[20:21], v[22:23], v[4:19]
  v_and_b32 v20, 0xffff, v30
  v_lshlrev_b32 v21, 16, v32
  v_or_b32 v20, v20, v21
  v_and_b32 v22, 0xffff, v34
  v_lshlrev_b32 v24, 16, v36
  v_or_b32 v21, v22, v24
  v_and_b32 v28, 0xffff, v43
  v_lshlrev_b32 v30, 16, v45
  v_or_b32 v22, v28, v30
  v_and_b32 v34, 0xffff, v47
  v_lshlrev_b32 v36, 16, v49
  v_or_b32 v23, v34, v36
  s_nop 1
  v_mfma_f32_32x32x8_bf16 v[4:19], v[20:21], v[22:23], v[4:19]
  v_and_b32 v58, 0xffff, v38
  v_lshlrev_b32 v59, 16, v40
  v_or_b32 v20, v58, v59
  v_and_b32 v0, 0xffff, v42
  v_lshlrev_b32 v2, 16, v44
  v_or_b32 v21, v0, v2
  v_and_b32 v22, 0xffff, v51
  v_lshlrev_b32 v23, 16, v53
  v_or_b32 v22, v22, v23
  v_and_b32 v23, 0xffff, v55
  v_lshlrev_b32 v24, 16, v57
  v_or_b32 v23, v23, v24
  s_nop 1
  v_mfma_f32_32x32x8_bf16 v[4:19], v[20:21], v[22:23], v[4:19]
  s_add_u32 s70, s54, 32
  s_cmp_gt_i32 s70, s54
  s_cselect_b64 s[76:77], -1, 0
  s_cmp_lt_i32 s70, s36
  s_cselect_b64 s[82:83], -1, 0
  s_and_b64 s[86:87], s[76:77], s[82:83]
  s_cmp_lg_u64 s[86:87], 0
  s_nop 3
  s_cbranch_scc1 .Lmatmul_bf16_5
  s_branch .Lmatmul_bf16_6
.Lmatmul_bf16_5:
  s_mov_b64 s[54:55], s[70:71]
  v_mov_b32 v56, v6
  v_mov_b32 v58, v11
  v_mov_b32 v63, v7
  v_mov_b32 v134, v4
  v_mov_b32 v135, v5
  v_mov_b32 v136, v8
  v_mov_b32 v137, v9
  v_mov_b32 v138, v10
  s_nop 1
  s_branch .Lmatmul_bf16_1
.Lmatmul_bf16_6:
  v_mov_b32 v3, v4
  v_mov_b32 v20, v12
  v_mov_b32 v21, v13
  v_mov_b32 v22, v11
  v_mov_b32 v23, v14
  v_mov_b32 v24, v10
  v_mov_b32 v25, v15
  v_mov_b32 v26, v9
  v_mov_b32 v27, v16
  v_mov_b32 v28, v8
  v_mov_b32 v29, v17
  v_mov_b32 v30, v7
  v_mov_b32 v31, v18
  v_mov_b32 v32, v6
  v_mov_b32 v33, v19
  v_mov_b32 v34, v5
.Lmatmul_bf16_2:
  s_mul_i32 s96, s2, 64
  v_lshrrev_b32 v50, 5, v52
  v_and_b32 v53, v50, 1
  v_lshlrev_b32 v54, 2, v53
  v_lshrrev_b32 v56, 6, v52
  v_and_b32 v58, v56, 1
  v_lshlrev_b32 v60, 5, v58
  v_or_b32 v62, v54, v60
  v_add_u32 v1, v62, 1
  v_add_u32 v4, v62, 2
  v_add_u32 v5, v62, 3
  v_add_u32 v7, v62, 8
  v_add_u32 v9, v62, 9
  v_add_u32 v11, v62, 10
  v_add_u32 v13, v62, 11
  v_add_u32 v15, v62, 16
  v_add_u32 v17, v62, 17
  v_add_u32 v19, v62, 18
  v_add_u32 v48, v62, 19
  v_add_u32 v46, v62, 24
  v_add_u32 v44, v62, 25
  v_add_u32 v42, v62, 26
  v_add_u32 v40, v62, 27
  v_add_u32 v38, s96, v62
  v_add_u32 v36, s96, v1
  v_add_u32 v35, s96, v4
  v_add_u32 v37, s96, v5
  v_add_u32 v39, s96, v7
  v_add_u32 v41, s96, v9
  v_add_u32 v43, s96, v11
  v_add_u32 v45, s96, v13
  v_add_u32 v47, s96, v15
  v_add_u32 v49, s96, v17
  v_add_u32 v51, s96, v19
  v_add_u32 v53, s96, v48
  v_add_u32 v55, s96, v46
  v_add_u32 v57, s96, v44
  v_add_u32 v59, s96, v42
  v_add_u32 v61, s96, v40
  v_mul_lo_u32 v1, v38, s48
  v_mul_lo_u32 v2, v36, s48
  v_mul_lo_u32 v4, v35, s48
  v_mul_lo_u32 v7, v37, s48
  v_mul_lo_u32 v8, v39, s48
  v_mul_lo_u32 v10, v41, s48
  v_mul_lo_u32 v12, v43, s48
  v_mul_lo_u32 v14, v45, s48
  v_mul_lo_u32 v16, v47, s48
  v_mul_lo_u32 v18, v49, s48
  v_mul_lo_u32 v0, v51, s48
  v_mul_lo_u32 v63, v53, s48
  v_mul_lo_u32 v48, v55, s48
  v_mul_lo_u32 v46, v57, s48
  v_mul_lo_u32 v42, v59, s48
  v_mul_lo_u32 v40, v61, s48
  s_mul_i32 s64, s4, 64
  v_and_b32 v44, v52, 31
  v_lshrrev_b32 v50, 7, v52
  v_and_b32 v50, v50, 1
  v_lshlrev_b32 v50, 5, v50
  v_or_b32 v44, v44, v50
  v_add_u32 v44, s64, v44
  v_add_u32 v6, v1, v44
  v_add_u32 v2, v2, v44
  v_add_u32 v50, v4, v44
  v_add_u32 v52, v7, v44
  v_add_u32 v54, v8, v44
  v_add_u32 v56, v10, v44
  v_add_u32 v58, v12, v44
  v_add_u32 v60, v14, v44
  v_add_u32 v62, v16, v44
  v_add_u32 v1, v18, v44
  v_add_u32 v4, v0, v44
  v_add_u32 v5, v63, v44
  v_add_u32 v7, v48, v44
  v_add_u32 v9, v46, v44
  v_add_u32 v11, v42, v44
  v_add_u32 v13, v40, v44
  v_lshlrev_b32 v15, 2, v6
  v_ashrrev_i32 v17, 30, v6
  v_mov_b32 v80, s24
  v_mov_b32 v81, s25
  v_add_co_u32 v84, vcc, v80, v15
  v_addc_co_u32 v85, vcc, v81, v17, vcc
  v_lshlrev_b32 v40, 2, v2
  v_ashrrev_i32 v42, 30, v2
  v_mov_b32 v88, s24
  v_mov_b32 v89, s25
  v_add_co_u32 v92, vcc, v88, v40
  v_addc_co_u32 v93, vcc, v89, v42, vcc
  v_lshlrev_b32 v40, 2, v50
  v_ashrrev_i32 v42, 30, v50
  v_mov_b32 v100, s24
  v_mov_b32 v101, s25
  v_add_co_u32 v104, vcc, v100, v40
  v_addc_co_u32 v105, vcc, v101, v42, vcc
  v_lshlrev_b32 v40, 2, v52
  v_ashrrev_i32 v42, 30, v52
  v_mov_b32 v110, s24
  v_mov_b32 v111, s25
  v_add_co_u32 v114, vcc, v110, v40
  v_addc_co_u32 v115, vcc, v111, v42, vcc
  v_lshlrev_b32 v48, 2, v54
  v_ashrrev_i32 v50, 30, v54
  v_mov_b32 v118, s24
  v_mov_b32 v119, s25
  v_add_co_u32 v122, vcc, v118, v48
  v_addc_co_u32 v123, vcc, v119, v50, vcc
  v_lshlrev_b32 v63, 2, v56
  v_ashrrev_i32 v0, 30, v56
  v_mov_b32 v126, s24
  v_mov_b32 v127, s25
  v_add_co_u32 v130, vcc, v126, v63
  v_addc_co_u32 v131, vcc, v127, v0, vcc
  v_lshlrev_b32 v0, 2, v58
  v_ashrrev_i32 v2, 30, v58
  v_mov_b32 v64, s24
  v_mov_b32 v65, s25
  v_add_co_u32 v68, vcc, v64, v0
  v_addc_co_u32 v69, vcc, v65, v2, vcc
  v_lshlrev_b32 v8, 2, v60
  v_ashrrev_i32 v10, 30, v60
  v_mov_b32 v72, s24
  v_mov_b32 v73, s25
  v_add_co_u32 v76, vcc, v72, v8
  v_addc_co_u32 v77, vcc, v73, v10, vcc
  v_lshlrev_b32 v16, 2, v62
  v_ashrrev_i32 v18, 30, v62
  v_mov_b32 v82, s24
  v_mov_b32 v83, s25
  v_add_co_u32 v86, vcc, v82, v16
  v_addc_co_u32 v87, vcc, v83, v18, vcc
  v_lshlrev_b32 v40, 2, v1
  v_ashrrev_i32 v42, 30, v1
  v_mov_b32 v90, s24
  v_mov_b32 v91, s25
  v_add_co_u32 v94, vcc, v90, v40
  v_addc_co_u32 v95, vcc, v91, v42, vcc
  v_lshlrev_b32 v40, 2, v4
  v_ashrrev_i32 v42, 30, v4
  v_mov_b32 v102, s24
  v_mov_b32 v103, s25
  v_add_co_u32 v106, vcc, v102, v40
  v_addc_co_u32 v107, vcc, v103, v42, vcc
  v_lshlrev_b32 v40, 2, v5
  v_ashrrev_i32 v42, 30, v5
  v_mov_b32 v112, s24
  v_mov_b32 v113, s25
  v_add_co_u32 v116, vcc, v112, v40
  v_addc_co_u32 v117, vcc, v113, v42, vcc
  v_lshlrev_b32 v48, 2, v7
  v_ashrrev_i32 v50, 30, v7
  v_mov_b32 v120, s24
  v_mov_b32 v121, s25
  v_add_co_u32 v124, vcc, v120, v48
  v_addc_co_u32 v125, vcc, v121, v50, vcc
  v_lshlrev_b32 v56, 2, v9
  v_ashrrev_i32 v58, 30, v9
  v_mov_b32 v128, s24
  v_mov_b32 v129, s25
  v_add_co_u32 v132, vcc, v128, v56
  v_addc_co_u32 v133, vcc, v129, v58, vcc
  v_lshlrev_b32 v1, 2, v11
  v_ashrrev_i32 v4, 30, v11
  v_mov_b32 v66, s24
  v_mov_b32 v67, s25
  v_add_co_u32 v70, vcc, v66, v1
  v_addc_co_u32 v71, vcc, v67, v4, vcc
  v_lshlrev_b32 v9, 2, v13
  v_ashrrev_i32 v11, 30, v13
  v_mov_b32 v74, s24
  v_mov_b32 v75, s25
  v_add_co_u32 v78, vcc, v74, v9
  v_addc_co_u32 v79, vcc, v75, v11, vcc
  v_cmp_lt_i32_e64 s[34:35], v38, s28
  v_cmp_lt_i32_e64 s[38:39], v36, s28
  v_cmp_lt_i32_e64 s[42:43], v35, s28
  v_cmp_lt_i32_e64 s[46:47], v37, s28
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
  v_cmp_lt_i32_e64 s[26:27], v44, s32
  s_and_b64 s[22:23], s[34:35], s[26:27]
  s_and_b64 s[18:19], s[38:39], s[26:27]
  s_and_b64 s[14:15], s[42:43], s[26:27]
  s_and_b64 s[10:11], s[46:47], s[26:27]
  s_and_b64 s[6:7], s[50:51], s[26:27]
  s_and_b64 s[2:3], s[54:55], s[26:27]
  s_and_b64 s[0:1], s[58:59], s[26:27]
  s_and_b64 s[4:5], s[62:63], s[26:27]
  s_and_b64 s[8:9], s[66:67], s[26:27]
  s_and_b64 s[12:13], s[70:71], s[26:27]
  s_and_b64 s[16:17], s[74:75], s[26:27]
  s_and_b64 s[20:21], s[78:79], s[26:27]
  s_and_b64 s[24:25], s[82:83], s[26:27]
  s_and_b64 s[28:29], s[86:87], s[26:27]
  s_and_b64 s[32:33], s[90:91], s[26:27]
  s_and_b64 s[36:37], s[94:95], s[26:27]
  s_and_saveexec_b64 s[98:99], s[22:23]
  global_store_dword v[84:85], v3, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[18:19]
  global_store_dword v[92:93], v34, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[14:15]
  global_store_dword v[104:105], v32, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[10:11]
  global_store_dword v[114:115], v30, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[6:7]
  global_store_dword v[122:123], v28, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[2:3]
  global_store_dword v[130:131], v26, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[0:1]
  global_store_dword v[68:69], v24, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[4:5]
  global_store_dword v[76:77], v22, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[8:9]
  global_store_dword v[86:87], v20, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[12:13]
  global_store_dword v[94:95], v21, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[16:17]
  global_store_dword v[106:107], v23, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[20:21]
  global_store_dword v[116:117], v25, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[24:25]
  global_store_dword v[124:125], v27, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[28:29]
  global_store_dword v[132:133], v29, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[32:33]
  global_store_dword v[70:71], v31, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[36:37]
  global_store_dword v[78:79], v33, off
  s_mov_b64 exec, s[98:99]
  s_endpgm
.Lmatmul_bf16_end:
.size matmul_bf16, .Lmatmul_bf16_end-matmul_bf16
; 100 SGPRs, 139 VGPRs; allocation: 26 moves, 10 spills, 5 reloads

.rodata
.p2align 6
.amdhsa_kernel matmul_bf16
  .amdhsa_group_segment_fixed_size 8576
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 60
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 139
  .amdhsa_next_free_sgpr 100
  .amdhsa_accum_offset 140
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
    .group_segment_fixed_size: 8576
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 100
    .vgpr_count: 139
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
