.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.amdhsa_code_object_version 5
.text
.globl matmul_f16
.p2align 8
.type matmul_f16,@function
matmul_f16:
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
  v_mov_b32 v34, s54
  v_mov_b32 v36, s54
  v_mov_b32 v38, s54
  v_mov_b32 v40, s54
  v_mov_b32 v42, s54
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
  v_mov_b32 v5, s54
  v_mov_b32 v7, s54
  v_mov_b32 v9, s54
  v_mov_b32 v11, s54
  v_mov_b32 v13, s54
  v_mov_b32 v15, s54
  v_mov_b32 v17, s54
  v_mov_b32 v19, s54
  v_mov_b32 v21, s54
  v_mov_b32 v23, s54
  v_mov_b32 v25, s54
  v_mov_b32 v27, s54
  v_mov_b32 v29, s54
  v_mov_b32 v31, s54
  v_mov_b32 v33, s54
  s_cmp_lg_u64 s[8:9], 0
  s_nop 0
  s_cbranch_scc1 .Lmatmul_f16_1
  s_branch .Lmatmul_f16_2
.Lmatmul_f16_1:
  s_mul_i32 s22, s2, 64
  v_lshrrev_b32 v12, 2, v39
  v_and_b32 v14, v12, 63
  v_add_u32 v16, s22, v14
  v_mul_lo_u32 v18, v16, s40
  v_and_b32 v20, v39, 3
  v_lshlrev_b32 v22, 3, v20
  v_add_u32 v24, v18, v22
  v_add_u32 v26, v24, s54
  v_lshlrev_b32 v28, 1, v26
  v_ashrrev_i32 v30, 31, v26
  v_mov_b32 v98, s16
  v_mov_b32 v99, s17
  v_add_co_u32 v100, vcc, v98, v28
  v_addc_co_u32 v101, vcc, v99, v30, vcc
  v_cmp_lt_i32_e64 s[72:73], v16, s28
  v_add_u32 v41, v22, s54
  v_cmp_lt_i32_e64 s[80:81], v41, s36
  s_and_b64 s[84:85], s[72:73], s[80:81]
  v_mov_b32 v4, 0
  v_mov_b32 v5, 0
  v_mov_b32 v6, 0
  v_mov_b32 v7, 0
  s_and_saveexec_b64 s[98:99], s[84:85]
  global_load_dwordx4 v[4:7], v[100:101], off
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
  v_cndmask_b32_e64 v20, 0, v2, s[84:85]
  v_lshrrev_b32 v6, 16, v6
  v_cndmask_b32_e64 v21, 0, v6, s[84:85]
  v_bfe_u32 v10, v7, 0, 16
  v_cndmask_b32_e64 v22, 0, v10, s[84:85]
  v_lshrrev_b32 v14, 16, v7
  v_cndmask_b32_e64 v23, 0, v14, s[84:85]
  v_lshrrev_b32 v18, 3, v39
  v_and_b32 v24, v18, 31
  v_mul_lo_u32 v25, v24, s44
  s_mul_i32 s50, s4, 64
  v_and_b32 v26, v39, 7
  v_lshlrev_b32 v28, 3, v26
  v_add_u32 v30, s50, v28
  v_add_u32 v32, v25, v30
  s_mul_i32 s68, s54, s44
  v_add_u32 v37, v32, s68
  v_lshlrev_b32 v41, 1, v37
  v_ashrrev_i32 v43, 31, v37
  v_mov_b32 v110, s20
  v_mov_b32 v111, s21
  v_add_co_u32 v112, vcc, v110, v41
  v_addc_co_u32 v113, vcc, v111, v43, vcc
  v_add_u32 v47, v24, s54
  v_cmp_lt_i32_e64 s[96:97], v47, s36
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
  v_bfe_u32 v61, v8, 0, 16
  v_cndmask_b32_e64 v61, 0, v61, s[0:1]
  v_lshrrev_b32 v2, 16, v8
  v_cndmask_b32_e64 v2, 0, v2, s[0:1]
  v_bfe_u32 v4, v9, 0, 16
  v_cndmask_b32_e64 v25, 0, v4, s[0:1]
  v_lshrrev_b32 v8, 16, v9
  v_cndmask_b32_e64 v26, 0, v8, s[0:1]
  v_bfe_u32 v12, v10, 0, 16
  v_cndmask_b32_e64 v27, 0, v12, s[0:1]
  v_lshrrev_b32 v16, 16, v10
  v_cndmask_b32_e64 v28, 0, v16, s[0:1]
  v_bfe_u32 v24, v11, 0, 16
  v_cndmask_b32_e64 v29, 0, v24, s[0:1]
  v_lshrrev_b32 v24, 16, v11
  v_cndmask_b32_e64 v30, 0, v24, s[0:1]
  v_cvt_f32_f16 v4, v34
  v_cvt_f32_f16 v5, v36
  v_cvt_f32_f16 v32, v38
  v_cvt_f32_f16 v7, v40
  v_cvt_f32_f16 v8, v42
  v_cvt_f32_f16 v9, v44
  v_cvt_f32_f16 v10, v46
  v_cvt_f32_f16 v11, v48
  v_cvt_f32_f16 v12, v50
  v_cvt_f32_f16 v13, v52
  v_cvt_f32_f16 v14, v54
  v_cvt_f32_f16 v15, v56
  v_cvt_f32_f16 v16, v58
  v_cvt_f32_f16 v17, v60
  v_cvt_f32_f16 v18, v62
  v_cvt_f32_f16 v19, v1
  v_and_b32 v60, 0xff, v39
  v_lshlrev_b32 v63, 3, v60
  v_mul_lo_u32 v1, v63, 2
  v_lshrrev_b32 v3, 6, v1
  v_mul_lo_u32 v6, v3, 4
  v_add_u32 v24, v1, v6
  ds_write_b16 v24, v51
  ds_write_b16 v24, v55 offset:2
  ds_write_b16 v24, v59 offset:4
  ds_write_b16 v24, v0 offset:6
  ds_write_b16 v24, v20 offset:8
  ds_write_b16 v24, v21 offset:10
  ds_write_b16 v24, v22 offset:12
  ds_write_b16 v24, v23 offset:14
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v20, v39, 31
  v_lshlrev_b32 v20, 5, v20
  v_lshrrev_b32 v22, 5, v39
  v_and_b32 v24, v22, 1
  v_lshlrev_b32 v31, 2, v24
  v_or_b32 v31, v20, v31
  v_lshrrev_b32 v33, 6, v39
  v_and_b32 v33, v33, 1
  v_lshlrev_b32 v34, 10, v33
  v_or_b32 v36, v31, v34
  v_mul_lo_u32 v38, v36, 2
  v_lshrrev_b32 v40, 6, v38
  v_mul_lo_u32 v42, v40, 4
  v_add_u32 v44, v38, v42
  ds_read_u16 v46, v44
  ds_read_u16 v48, v44 offset:2
  ds_read_u16 v50, v44 offset:4
  ds_read_u16 v52, v44 offset:6
  ds_read_u16 v54, v44 offset:16
  ds_read_u16 v56, v44 offset:18
  ds_read_u16 v58, v44 offset:20
  ds_read_u16 v60, v44 offset:22
  ds_read_u16 v62, v44 offset:32
  ds_read_u16 v1, v44 offset:34
  ds_read_u16 v3, v44 offset:36
  ds_read_u16 v24, v44 offset:38
  ds_read_u16 v43, v44 offset:48
  ds_read_u16 v41, v44 offset:50
  ds_read_u16 v40, v44 offset:52
  ds_read_u16 v38, v44 offset:54
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_mul_lo_u32 v20, v63, 2
  v_lshrrev_b32 v21, 7, v20
  v_mul_lo_u32 v21, v21, 4
  v_add_u32 v31, v20, v21
  ds_write_b16 v31, v61 offset:4352
  ds_write_b16 v31, v2 offset:4354
  ds_write_b16 v31, v25 offset:4356
  ds_write_b16 v31, v26 offset:4358
  ds_write_b16 v31, v27 offset:4360
  ds_write_b16 v31, v28 offset:4362
  ds_write_b16 v31, v29 offset:4364
  ds_write_b16 v31, v30 offset:4366
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v33, v39, 31
  v_lshrrev_b32 v35, 5, v39
  v_and_b32 v37, v35, 1
  v_lshlrev_b32 v42, 8, v37
  v_or_b32 v42, v33, v42
  v_lshrrev_b32 v44, 7, v39
  v_and_b32 v45, v44, 1
  v_lshlrev_b32 v47, 5, v45
  v_or_b32 v49, v42, v47
  v_mul_lo_u32 v51, v49, 2
  v_lshrrev_b32 v53, 7, v51
  v_mul_lo_u32 v55, v53, 4
  v_add_u32 v57, v51, v55
  ds_read_u16 v59, v57 offset:4352
  ds_read_u16 v61, v57 offset:4484
  ds_read_u16 v0, v57 offset:4616
  ds_read_u16 v2, v57 offset:4748
  ds_read_u16 v37, v57 offset:5408
  ds_read_u16 v36, v57 offset:5540
  ds_read_u16 v35, v57 offset:5672
  ds_read_u16 v34, v57 offset:5804
  ds_read_u16 v33, v57 offset:6464
  ds_read_u16 v31, v57 offset:6596
  ds_read_u16 v30, v57 offset:6728
  ds_read_u16 v29, v57 offset:6860
  ds_read_u16 v28, v57 offset:7520
  ds_read_u16 v27, v57 offset:7652
  ds_read_u16 v25, v57 offset:7784
  ds_read_u16 v26, v57 offset:7916
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v42, 0xffff, v46
  v_lshlrev_b32 v44, 16, v48
  v_or_b32 v20, v42, v44
  v_and_b32 v42, 0xffff, v50
  v_lshlrev_b32 v44, 16, v52
  v_or_b32 v21, v42, v44
  v_and_b32 v42, 0xffff, v59
  v_lshlrev_b32 v44, 16, v61
  v_or_b32 v22, v42, v44
  v_and_b32 v47, 0xffff, v0
  v_lshlrev_b32 v49, 16, v2
  v_or_b32 v23, v47, v49
  v_mov_b32 v6, v32
  s_nop 1
  v_mfma_f32_32x32x8f16 v[4:19], v[20:21], v[22:23], v[4:19]
  v_and_b32 v20, 0xffff, v54
  v_lshlrev_b32 v21, 16, v56
  v_or_b32 v20, v20, v21
  v_and_b32 v21, 0xffff, v58
  v_lshlrev_b32 v22, 16, v60
  v_or_b32 v21, v21, v22
  v_and_b32 v22, 0xffff, v37
  v_lshlrev_b32 v23, 16, v36
  v_or_b32 v22, v22, v23
  v_and_b32 v32, 0xffff, v35
  v_lshlrev_b32 v34, 16, v34
  v_or_b32 v23, v32, v34
  s_nop 1
  v_mfma_f32_32x32x8f16 v[4:19], v[20:21], v[22:23], v[4:19]
  v_and_b32 v48, 0xffff, v62
  v_lshlrev_b32 v50, 16, v1
  v_or_b32 v20, v48, v50
  v_and_b32 v54, 0xffff, v3
  v_lshlrev_b32 v56, 16, v24
  v_or_b32 v21, v54, v56
  v_and_b32 v60, 0xffff, v33
  v_lshlrev_b32 v62, 16, v31
  v_or_b32 v22, v60, v62
  v_and_b32 v3, 0xffff, v30
  v_lshlrev_b32 v23, 16, v29
  v_or_b32 v23, v3, v23
  s_nop 1
  v_mfma_f32_32x32x8f16 v[4:19], v[20:21], v[22:23], v[4:19]
  v_and_b32 v29, 0xffff, v43
  v_lshlrev_b32 v30, 16, v41
  v_or_b32 v20, v29, v30
  v_and_b32 v32, 0xffff, v40
  v_lshlrev_b32 v34, 16, v38
  v_or_b32 v21, v32, v34
  v_and_b32 v38, 0xffff, v28
  v_lshlrev_b32 v40, 16, v27
  v_or_b32 v22, v38, v40
  v_and_b32 v44, 0xffff, v25
  v_lshlrev_b32 v46, 16, v26
  v_or_b32 v23, v44, v46
  s_nop 1
  v_mfma_f32_32x32x8f16 v[4:19], v[20:21], v[22:23], v[4:19]
  s_nop 15
  s_nop 2
  v_cvt_f16_f32 v34, v4
  v_cvt_f16_f32 v36, v5
  v_cvt_f16_f32 v38, v6
  v_cvt_f16_f32 v40, v7
  v_cvt_f16_f32 v42, v8
  v_cvt_f16_f32 v44, v9
  v_cvt_f16_f32 v46, v10
  v_cvt_f16_f32 v48, v11
  v_cvt_f16_f32 v50, v12
  v_cvt_f16_f32 v52, v13
  v_cvt_f16_f32 v54, v14
  v_cvt_f16_f32 v56, v15
  v_cvt_f16_f32 v58, v16
  v_cvt_f16_f32 v60, v17
  v_cvt_f16_f32 v62, v18
  v_cvt_f16_f32 v1, v19
  s_add_u32 s72, s54, 32
  s_cmp_gt_i32 s72, s54
  s_cselect_b64 s[78:79], -1, 0
  s_cmp_lt_i32 s72, s36
  s_cselect_b64 s[84:85], -1, 0
  s_and_b64 s[88:89], s[78:79], s[84:85]
  s_cmp_lg_u64 s[88:89], 0
  s_cbranch_scc1 .Lmatmul_f16_5
  s_branch .Lmatmul_f16_6
.Lmatmul_f16_5:
  s_mov_b64 s[54:55], s[72:73]
  s_branch .Lmatmul_f16_1
.Lmatmul_f16_6:
  v_mov_b32 v3, v34
  v_mov_b32 v5, v36
  v_mov_b32 v7, v38
  v_mov_b32 v9, v40
  v_mov_b32 v11, v42
  v_mov_b32 v13, v44
  v_mov_b32 v15, v46
  v_mov_b32 v17, v48
  v_mov_b32 v19, v50
  v_mov_b32 v21, v52
  v_mov_b32 v23, v54
  v_mov_b32 v25, v56
  v_mov_b32 v27, v58
  v_mov_b32 v29, v60
  v_mov_b32 v31, v62
  v_mov_b32 v33, v1
.Lmatmul_f16_2:
  s_mul_i32 s0, s2, 64
  v_lshrrev_b32 v51, 5, v39
  v_and_b32 v53, v51, 1
  v_lshlrev_b32 v55, 2, v53
  v_lshrrev_b32 v57, 6, v39
  v_and_b32 v59, v57, 1
  v_lshlrev_b32 v61, 5, v59
  v_or_b32 v0, v55, v61
  v_add_u32 v2, v0, 1
  v_add_u32 v4, v0, 2
  v_add_u32 v35, v0, 3
  v_add_u32 v8, v0, 8
  v_add_u32 v10, v0, 9
  v_add_u32 v12, v0, 10
  v_add_u32 v14, v0, 11
  v_add_u32 v16, v0, 16
  v_add_u32 v18, v0, 17
  v_add_u32 v20, v0, 18
  v_add_u32 v22, v0, 19
  v_add_u32 v24, v0, 24
  v_add_u32 v26, v0, 25
  v_add_u32 v28, v0, 26
  v_add_u32 v30, v0, 27
  v_add_u32 v32, s0, v0
  v_add_u32 v34, s0, v2
  v_add_u32 v36, s0, v4
  v_add_u32 v38, s0, v35
  v_add_u32 v40, s0, v8
  v_add_u32 v42, s0, v10
  v_add_u32 v44, s0, v12
  v_add_u32 v46, s0, v14
  v_add_u32 v48, s0, v16
  v_add_u32 v50, s0, v18
  v_add_u32 v52, s0, v20
  v_add_u32 v54, s0, v22
  v_add_u32 v56, s0, v24
  v_add_u32 v58, s0, v26
  v_add_u32 v60, s0, v28
  v_add_u32 v62, s0, v30
  v_mul_lo_u32 v1, v32, s48
  v_mul_lo_u32 v4, v34, s48
  v_mul_lo_u32 v37, v36, s48
  v_mul_lo_u32 v8, v38, s48
  v_mul_lo_u32 v10, v40, s48
  v_mul_lo_u32 v12, v42, s48
  v_mul_lo_u32 v14, v44, s48
  v_mul_lo_u32 v16, v46, s48
  v_mul_lo_u32 v18, v48, s48
  v_mul_lo_u32 v20, v50, s48
  v_mul_lo_u32 v22, v52, s48
  v_mul_lo_u32 v24, v54, s48
  v_mul_lo_u32 v26, v56, s48
  v_mul_lo_u32 v28, v58, s48
  v_mul_lo_u32 v30, v60, s48
  v_mul_lo_u32 v35, v62, s48
  s_mul_i32 s66, s4, 64
  v_and_b32 v41, v39, 31
  v_lshrrev_b32 v39, 7, v39
  v_and_b32 v39, v39, 1
  v_lshlrev_b32 v43, 5, v39
  v_or_b32 v43, v41, v43
  v_add_u32 v45, s66, v43
  v_add_u32 v47, v1, v45
  v_add_u32 v49, v4, v45
  v_add_u32 v51, v37, v45
  v_add_u32 v53, v8, v45
  v_add_u32 v55, v10, v45
  v_add_u32 v57, v12, v45
  v_add_u32 v59, v14, v45
  v_add_u32 v61, v16, v45
  v_add_u32 v0, v18, v45
  v_add_u32 v2, v20, v45
  v_add_u32 v4, v22, v45
  v_add_u32 v6, v24, v45
  v_add_u32 v8, v26, v45
  v_add_u32 v10, v28, v45
  v_add_u32 v12, v30, v45
  v_add_u32 v14, v35, v45
  v_lshlrev_b32 v16, 1, v47
  v_ashrrev_i32 v18, 31, v47
  v_mov_b32 v82, s24
  v_mov_b32 v83, s25
  v_add_co_u32 v86, vcc, v82, v16
  v_addc_co_u32 v87, vcc, v83, v18, vcc
  v_lshlrev_b32 v24, 1, v49
  v_ashrrev_i32 v26, 31, v49
  v_mov_b32 v90, s24
  v_mov_b32 v91, s25
  v_add_co_u32 v94, vcc, v90, v24
  v_addc_co_u32 v95, vcc, v91, v26, vcc
  v_lshlrev_b32 v35, 1, v51
  v_ashrrev_i32 v37, 31, v51
  v_mov_b32 v102, s24
  v_mov_b32 v103, s25
  v_add_co_u32 v106, vcc, v102, v35
  v_addc_co_u32 v107, vcc, v103, v37, vcc
  v_lshlrev_b32 v41, 1, v53
  v_ashrrev_i32 v43, 31, v53
  v_mov_b32 v112, s24
  v_mov_b32 v113, s25
  v_add_co_u32 v116, vcc, v112, v41
  v_addc_co_u32 v117, vcc, v113, v43, vcc
  v_lshlrev_b32 v49, 1, v55
  v_ashrrev_i32 v51, 31, v55
  v_mov_b32 v120, s24
  v_mov_b32 v121, s25
  v_add_co_u32 v124, vcc, v120, v49
  v_addc_co_u32 v125, vcc, v121, v51, vcc
  v_lshlrev_b32 v63, 1, v57
  v_ashrrev_i32 v1, 31, v57
  v_mov_b32 v128, s24
  v_mov_b32 v129, s25
  v_add_co_u32 v132, vcc, v128, v63
  v_addc_co_u32 v133, vcc, v129, v1, vcc
  v_lshlrev_b32 v1, 1, v59
  v_ashrrev_i32 v16, 31, v59
  v_mov_b32 v66, s24
  v_mov_b32 v67, s25
  v_add_co_u32 v70, vcc, v66, v1
  v_addc_co_u32 v71, vcc, v67, v16, vcc
  v_lshlrev_b32 v16, 1, v61
  v_ashrrev_i32 v18, 31, v61
  v_mov_b32 v74, s24
  v_mov_b32 v75, s25
  v_add_co_u32 v78, vcc, v74, v16
  v_addc_co_u32 v79, vcc, v75, v18, vcc
  v_lshlrev_b32 v18, 1, v0
  v_ashrrev_i32 v20, 31, v0
  v_mov_b32 v84, s24
  v_mov_b32 v85, s25
  v_add_co_u32 v88, vcc, v84, v18
  v_addc_co_u32 v89, vcc, v85, v20, vcc
  v_lshlrev_b32 v26, 1, v2
  v_ashrrev_i32 v28, 31, v2
  v_mov_b32 v92, s24
  v_mov_b32 v93, s25
  v_add_co_u32 v96, vcc, v92, v26
  v_addc_co_u32 v97, vcc, v93, v28, vcc
  v_lshlrev_b32 v35, 1, v4
  v_ashrrev_i32 v37, 31, v4
  v_mov_b32 v104, s24
  v_mov_b32 v105, s25
  v_add_co_u32 v108, vcc, v104, v35
  v_addc_co_u32 v109, vcc, v105, v37, vcc
  v_lshlrev_b32 v41, 1, v6
  v_ashrrev_i32 v43, 31, v6
  v_mov_b32 v114, s24
  v_mov_b32 v115, s25
  v_add_co_u32 v118, vcc, v114, v41
  v_addc_co_u32 v119, vcc, v115, v43, vcc
  v_lshlrev_b32 v49, 1, v8
  v_ashrrev_i32 v51, 31, v8
  v_mov_b32 v122, s24
  v_mov_b32 v123, s25
  v_add_co_u32 v126, vcc, v122, v49
  v_addc_co_u32 v127, vcc, v123, v51, vcc
  v_lshlrev_b32 v57, 1, v10
  v_ashrrev_i32 v59, 31, v10
  v_mov_b32 v130, s24
  v_mov_b32 v131, s25
  v_add_co_u32 v64, vcc, v130, v57
  v_addc_co_u32 v65, vcc, v131, v59, vcc
  v_lshlrev_b32 v2, 1, v12
  v_ashrrev_i32 v4, 31, v12
  v_mov_b32 v68, s24
  v_mov_b32 v69, s25
  v_add_co_u32 v72, vcc, v68, v2
  v_addc_co_u32 v73, vcc, v69, v4, vcc
  v_lshlrev_b32 v10, 1, v14
  v_ashrrev_i32 v12, 31, v14
  v_mov_b32 v76, s24
  v_mov_b32 v77, s25
  v_add_co_u32 v80, vcc, v76, v10
  v_addc_co_u32 v81, vcc, v77, v12, vcc
  v_cmp_lt_i32_e64 s[36:37], v32, s28
  v_cmp_lt_i32_e64 s[40:41], v34, s28
  v_cmp_lt_i32_e64 s[44:45], v36, s28
  v_cmp_lt_i32_e64 s[48:49], v38, s28
  v_cmp_lt_i32_e64 s[52:53], v40, s28
  v_cmp_lt_i32_e64 s[56:57], v42, s28
  v_cmp_lt_i32_e64 s[60:61], v44, s28
  v_cmp_lt_i32_e64 s[64:65], v46, s28
  v_cmp_lt_i32_e64 s[68:69], v48, s28
  v_cmp_lt_i32_e64 s[72:73], v50, s28
  v_cmp_lt_i32_e64 s[76:77], v52, s28
  v_cmp_lt_i32_e64 s[80:81], v54, s28
  v_cmp_lt_i32_e64 s[84:85], v56, s28
  v_cmp_lt_i32_e64 s[88:89], v58, s28
  v_cmp_lt_i32_e64 s[92:93], v60, s28
  v_cmp_lt_i32_e64 s[96:97], v62, s28
  v_cmp_lt_i32_e64 s[24:25], v45, s32
  s_and_b64 s[20:21], s[36:37], s[24:25]
  s_and_b64 s[16:17], s[40:41], s[24:25]
  s_and_b64 s[12:13], s[44:45], s[24:25]
  s_and_b64 s[8:9], s[48:49], s[24:25]
  s_and_b64 s[4:5], s[52:53], s[24:25]
  s_and_b64 s[0:1], s[56:57], s[24:25]
  s_and_b64 s[2:3], s[60:61], s[24:25]
  s_and_b64 s[6:7], s[64:65], s[24:25]
  s_and_b64 s[10:11], s[68:69], s[24:25]
  s_and_b64 s[14:15], s[72:73], s[24:25]
  s_and_b64 s[18:19], s[76:77], s[24:25]
  s_and_b64 s[22:23], s[80:81], s[24:25]
  s_and_b64 s[26:27], s[84:85], s[24:25]
  s_and_b64 s[30:31], s[88:89], s[24:25]
  s_and_b64 s[34:35], s[92:93], s[24:25]
  s_and_b64 s[38:39], s[96:97], s[24:25]
  s_and_saveexec_b64 s[98:99], s[20:21]
  global_store_short v[86:87], v3, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[16:17]
  global_store_short v[94:95], v5, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[12:13]
  global_store_short v[106:107], v7, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[8:9]
  global_store_short v[116:117], v9, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[4:5]
  global_store_short v[124:125], v11, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[0:1]
  global_store_short v[132:133], v13, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[2:3]
  global_store_short v[70:71], v15, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[6:7]
  global_store_short v[78:79], v17, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[10:11]
  global_store_short v[88:89], v19, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[14:15]
  global_store_short v[96:97], v21, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[18:19]
  global_store_short v[108:109], v23, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[22:23]
  global_store_short v[118:119], v25, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[26:27]
  global_store_short v[126:127], v27, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[30:31]
  global_store_short v[64:65], v29, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[34:35]
  global_store_short v[72:73], v31, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[38:39]
  global_store_short v[80:81], v33, off
  s_mov_b64 exec, s[98:99]
  s_endpgm
.Lmatmul_f16_end:
.size matmul_f16, .Lmatmul_f16_end-matmul_f16
; 100 SGPRs, 134 VGPRs; allocation: 18 moves, 0 spills, 0 reloads

.rodata
.p2align 6
.amdhsa_kernel matmul_f16
  .amdhsa_group_segment_fixed_size 8576
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 60
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 134
  .amdhsa_next_free_sgpr 100
  .amdhsa_accum_offset 136
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
    .group_segment_fixed_size: 8576
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 100
    .vgpr_count: 134
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
