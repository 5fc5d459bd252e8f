.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.amdhsa_code_object_version 5
.text
.globl matmul_f32
.p2align 8
.type matmul_f32,@function
matmul_f32:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v51, 0x3ff, v0
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
  v_mov_b32 v5, s54
  v_mov_b32 v6, s54
  v_mov_b32 v63, v6
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
  s_cbranch_scc1 .Lmatmul_f32_1
  s_branch .Lmatmul_f32_2
.Lmatmul_f32_1:
  s_mul_i32 s22, s2, 64
  v_lshrrev_b32 v20, 3, v51
  v_and_b32 v21, v20, 31
  v_add_u32 v20, v21, 32
  v_add_u32 v21, s22, v21
  v_add_u32 v20, s22, v20
  v_mul_lo_u32 v22, v21, s40
  v_mul_lo_u32 v24, v20, s40
  v_and_b32 v26, v51, 7
  v_lshlrev_b32 v28, 2, v26
  v_add_u32 v30, v28, 1
  v_add_u32 v32, v28, 2
  v_add_u32 v34, v28, 3
  v_add_u32 v36, v28, 1
  v_add_u32 v38, v28, 2
  v_add_u32 v40, v28, 3
  v_add_u32 v42, v22, v28
  v_add_u32 v44, v24, v28
  v_add_u32 v46, v42, s54
  v_add_u32 v48, v44, s54
  v_lshlrev_b32 v50, 2, v46
  v_ashrrev_i32 v52, 30, v46
  v_mov_b32 v120, s16
  v_mov_b32 v121, s17
  v_add_co_u32 v124, vcc, v120, v50
  v_addc_co_u32 v125, vcc, v121, v52, vcc
  v_lshlrev_b32 v58, 2, v48
  v_ashrrev_i32 v60, 30, v48
  v_mov_b32 v130, s16
  v_mov_b32 v131, s17
  v_add_co_u32 v66, vcc, v130, v58
  v_addc_co_u32 v67, vcc, v131, v60, vcc
  v_cmp_lt_i32_e64 s[6:7], v21, s28
  v_cmp_lt_i32_e64 s[10:11], v20, s28
  v_add_u32 v27, v28, s54
  v_add_u32 v26, v30, s54
  v_add_u32 v25, v32, s54
  v_add_u32 v24, v34, s54
  v_add_u32 v23, v28, s54
  v_add_u32 v22, v36, s54
  v_add_u32 v20, v38, s54
  v_add_u32 v21, v40, s54
  v_cmp_lt_i32_e64 s[46:47], v27, s36
  v_cmp_lt_i32_e64 s[50:51], v26, s36
  v_cmp_lt_i32_e64 s[56:57], v25, s36
  v_cmp_lt_i32_e64 s[58:59], v24, s36
  v_cmp_lt_i32_e64 s[62:63], v23, s36
  v_cmp_lt_i32_e64 s[66:67], v22, s36
  v_cmp_lt_i32_e64 s[70:71], v20, s36
  v_cmp_lt_i32_e64 s[74:75], v21, s36
  s_and_b64 s[78:79], s[6:7], s[46:47]
  s_and_b64 s[82:83], s[6:7], s[50:51]
  s_and_b64 s[86:87], s[6:7], s[56:57]
  s_and_b64 s[90:91], s[6:7], s[58:59]
  s_and_b64 s[94:95], s[10:11], s[62:63]
  s_and_b64 s[8:9], s[10:11], s[66:67]
  s_and_b64 s[6:7], s[10:11], s[70:71]
  s_and_b64 s[0:1], s[10:11], s[74:75]
  v_mov_b32 v55, 0
  s_and_saveexec_b64 s[98:99], s[78:79]
  global_load_dword v55, v[124:125], off
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v57, 0
  s_and_saveexec_b64 s[98:99], s[82:83]
  global_load_dword v57, v[124:125], off offset:4
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v59, 0
  s_and_saveexec_b64 s[98:99], s[86:87]
  global_load_dword v59, v[124:125], off offset:8
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v61, 0
  s_and_saveexec_b64 s[98:99], s[90:91]
  global_load_dword v61, v[124:125], off offset:12
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v0, 0
  s_and_saveexec_b64 s[98:99], s[94:95]
  global_load_dword v0, v[66:67], off
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v2, 0
  s_and_saveexec_b64 s[98:99], s[8:9]
  global_load_dword v2, v[66:67], off offset:4
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v21, 0
  s_and_saveexec_b64 s[98:99], s[6:7]
  global_load_dword v21, v[66:67], off offset:8
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v20, 0
  s_and_saveexec_b64 s[98:99], s[0:1]
  global_load_dword v20, v[66:67], off offset:12
  s_mov_b64 exec, s[98:99]
  v_lshrrev_b32 v22, 4, v51
  v_and_b32 v26, v22, 15
  v_add_u32 v25, v26, 16
  v_add_u32 v24, v26, 16
  v_add_u32 v23, v26, 16
  v_add_u32 v22, v26, 16
  v_mul_lo_u32 v28, v26, s44
  v_mul_lo_u32 v27, v25, s44
  s_mul_i32 s50, s4, 64
  v_and_b32 v29, v51, 15
  v_lshlrev_b32 v29, 2, v29
  v_add_u32 v30, v29, 1
  v_add_u32 v32, v29, 2
  v_add_u32 v34, v29, 3
  v_add_u32 v36, s50, v29
  v_add_u32 v38, s50, v30
  v_add_u32 v40, s50, v32
  v_add_u32 v42, s50, v34
  v_add_u32 v44, v28, v36
  v_add_u32 v46, v27, v36
  s_mul_i32 s96, s54, s44
  s_mul_i32 s0, s54, s44
  v_add_u32 v52, v44, s96
  v_add_u32 v54, v46, s0
  v_lshlrev_b32 v56, 2, v52
  v_ashrrev_i32 v58, 30, v52
  v_mov_b32 v126, s20
  v_mov_b32 v127, s21
  v_add_co_u32 v130, vcc, v126, v56
  v_addc_co_u32 v131, vcc, v127, v58, vcc
  v_lshlrev_b32 v1, 2, v54
  v_ashrrev_i32 v3, 30, v54
  v_mov_b32 v68, s20
  v_mov_b32 v69, s21
  v_add_co_u32 v72, vcc, v68, v1
  v_addc_co_u32 v73, vcc, v69, v3, vcc
  v_add_u32 v30, v26, s54
  v_add_u32 v29, v26, s54
  v_add_u32 v28, v26, s54
  v_add_u32 v27, v26, s54
  v_add_u32 v26, v25, s54
  v_add_u32 v25, v24, s54
  v_add_u32 v24, v23, s54
  v_add_u32 v23, v22, s54
  v_cmp_lt_i32_e64 s[50:51], v30, s36
  v_cmp_lt_i32_e64 s[56:57], v29, s36
  v_cmp_lt_i32_e64 s[58:59], v28, s36
  v_cmp_lt_i32_e64 s[62:63], v27, s36
  v_cmp_lt_i32_e64 s[66:67], v26, s36
  v_cmp_lt_i32_e64 s[70:71], v25, s36
  v_cmp_lt_i32_e64 s[74:75], v24, s36
  v_cmp_lt_i32_e64 s[78:79], v23, s36
  v_cmp_lt_i32_e64 s[82:83], v36, s32
  v_cmp_lt_i32_e64 s[86:87], v38, s32
  v_cmp_lt_i32_e64 s[90:91], v40, s32
  v_cmp_lt_i32_e64 s[94:95], v42, s32
  s_and_b64 s[22:23], s[50:51], s[82:83]
  s_and_b64 s[18:19], s[56:57], s[86:87]
  s_and_b64 s[14:15], s[58:59], s[90:91]
  s_and_b64 s[12:13], s[62:63], s[94:95]
  s_and_b64 s[10:11], s[66:67], s[82:83]
  s_and_b64 s[8:9], s[70:71], s[86:87]
  s_and_b64 s[6:7], s[74:75], s[90:91]
  s_and_b64 s[0:1], s[78:79], s[94:95]
  v_mov_b32 v3, 0
  s_and_saveexec_b64 s[98:99], s[22:23]
  global_load_dword v3, v[130:131], off
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v41, 0
  s_and_saveexec_b64 s[98:99], s[18:19]
  global_load_dword v41, v[130:131], off offset:4
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v40, 0
  s_and_saveexec_b64 s[98:99], s[14:15]
  global_load_dword v40, v[130:131], off offset:8
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v39, 0
  s_and_saveexec_b64 s[98:99], s[12:13]
  global_load_dword v39, v[130:131], off offset:12
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v38, 0
  s_and_saveexec_b64 s[98:99], s[10:11]
  global_load_dword v38, v[72:73], off
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v37, 0
  s_and_saveexec_b64 s[98:99], s[8:9]
  global_load_dword v37, v[72:73], off offset:4
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v36, 0
  s_and_saveexec_b64 s[98:99], s[6:7]
  global_load_dword v36, v[72:73], off offset:8
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v35, 0
  s_and_saveexec_b64 s[98:99], s[0:1]
  global_load_dword v35, v[72:73], off offset:12
  s_mov_b64 exec, s[98:99]
  v_and_b32 v22, 0xff, v51
  v_lshlrev_b32 v42, 2, v22
  v_mul_lo_u32 v22, v42, 4
  v_lshrrev_b32 v24, 7, v22
  v_mul_lo_u32 v26, v24, 4
  v_add_u32 v28, v22, v26
  s_waitcnt vmcnt(0)
  ds_write_b32 v28, v55
  ds_write_b32 v28, v57 offset:4
  ds_write_b32 v28, v59 offset:8
  ds_write_b32 v28, v61 offset:12
  ds_write_b32 v28, v0 offset:4224
  ds_write_b32 v28, v2 offset:4228
  ds_write_b32 v28, v21 offset:4232
  ds_write_b32 v28, v20 offset:4236
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v43, v51, 31
  v_lshlrev_b32 v43, 5, v43
  v_lshrrev_b32 v44, 5, v51
  v_and_b32 v45, v44, 1
  v_or_b32 v47, v43, v45
  v_lshrrev_b32 v49, 6, v51
  v_and_b32 v52, v49, 1
  v_lshlrev_b32 v53, 10, v52
  v_or_b32 v55, v47, v53
  v_mul_lo_u32 v57, v55, 4
  v_lshrrev_b32 v59, 7, v57
  v_mul_lo_u32 v61, v59, 4
  v_add_u32 v0, v57, v61
  ds_read_b32 v2, v0
  ds_read_b32 v34, v0 offset:8
  ds_read_b32 v33, v0 offset:16
  ds_read_b32 v32, v0 offset:24
  ds_read_b32 v31, v0 offset:32
  ds_read_b32 v29, v0 offset:40
  ds_read_b32 v27, v0 offset:48
  ds_read_b32 v25, v0 offset:56
  ds_read_b32 v23, v0 offset:64
  ds_read_b32 v21, v0 offset:72
  ds_read_b32 v43, v0 offset:80
  ds_read_b32 v24, v0 offset:88
  ds_read_b32 v26, v0 offset:96
  ds_read_b32 v28, v0 offset:104
  ds_read_b32 v30, v0 offset:112
  ds_read_b32 v53, v0 offset:120
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_mul_lo_u32 v42, v42, 4
  v_lshrrev_b32 v44, 8, v42
  v_mul_lo_u32 v44, v44, 4
  v_add_u32 v42, v42, v44
  ds_write_b32 v42, v3 offset:8448
  ds_write_b32 v42, v41 offset:8452
  ds_write_b32 v42, v40 offset:8456
  ds_write_b32 v42, v39 offset:8460
  ds_write_b32 v42, v38 offset:12608
  ds_write_b32 v42, v37 offset:12612
  ds_write_b32 v42, v36 offset:12616
  ds_write_b32 v42, v35 offset:12620
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v52, v51, 31
  v_lshrrev_b32 v54, 5, v51
  v_and_b32 v56, v54, 1
  v_lshlrev_b32 v58, 6, v56
  v_or_b32 v60, v52, v58
  v_lshrrev_b32 v62, 7, v51
  v_and_b32 v1, v62, 1
  v_lshlrev_b32 v3, 5, v1
  v_or_b32 v6, v60, v3
  v_mul_lo_u32 v22, v6, 4
  v_lshrrev_b32 v35, 8, v22
  v_mul_lo_u32 v35, v35, 4
  v_add_u32 v22, v22, v35
  ds_read_b32 v50, v22 offset:8448
  ds_read_b32 v49, v22 offset:8968
  ds_read_b32 v48, v22 offset:9488
  ds_read_b32 v47, v22 offset:10008
  ds_read_b32 v46, v22 offset:10528
  ds_read_b32 v45, v22 offset:11048
  ds_read_b32 v42, v22 offset:11568
  ds_read_b32 v40, v22 offset:12088
  ds_read_b32 v38, v22 offset:12608
  ds_read_b32 v36, v22 offset:13128
  ds_read_b32 v35, v22 offset:13648
  ds_read_b32 v37, v22 offset:14168
  ds_read_b32 v39, v22 offset:14688
  ds_read_b32 v41, v22 offset:15208
  ds_read_b32 v44, v22 offset:15728
  ds_read_b32 v52, v22 offset:16248
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_mov_b32 v6, v63
  v_mov_b32 v20, v2
  v_mov_b32 v22, v50
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v34
  v_mov_b32 v22, v49
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v33
  v_mov_b32 v22, v48
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v32
  v_mov_b32 v22, v47
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v31
  v_mov_b32 v22, v46
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v29
  v_mov_b32 v22, v45
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v27
  v_mov_b32 v22, v42
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v25
  v_mov_b32 v22, v40
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v23
  v_mov_b32 v22, v38
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v21
  v_mov_b32 v22, v36
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v43
  v_mov_b32 v22, v35
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v24
  v_mov_b32 v22, v37
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v26
  v_mov_b32 v22, v39
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v28
  v_mov_b32 v22, v41
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v30
  v_mov_b32 v22, v44
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v53
  v_mov_b32 v22, v52
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  s_add_u32 s10, s54, 32
  s_cmp_gt_i32 s10, s54
  s_cselect_b64 s[18:19], -1, 0
  s_cmp_lt_i32 s10, s36
  s_cselect_b64 s[22:23], -1, 0
  s_and_b64 s[26:27], s[18:19], s[22:23]
  s_cmp_lg_u64 s[26:27], 0
  s_nop 11
  s_cbranch_scc1 .Lmatmul_f32_5
  s_branch .Lmatmul_f32_6
.Lmatmul_f32_5:
  s_mov_b64 s[54:55], s[10:11]
  v_mov_b32 v63, v6
  s_nop 1
  s_branch .Lmatmul_f32_1
.Lmatmul_f32_6:
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
.Lmatmul_f32_2:
  s_mul_i32 s36, s2, 64
  v_lshrrev_b32 v35, 5, v51
  v_and_b32 v35, v35, 1
  v_lshlrev_b32 v35, 2, v35
  v_lshrrev_b32 v36, 6, v51
  v_and_b32 v36, v36, 1
  v_lshlrev_b32 v36, 5, v36
  v_or_b32 v37, v35, v36
  v_add_u32 v35, v37, 1
  v_add_u32 v36, v37, 2
  v_add_u32 v38, v37, 3
  v_add_u32 v40, v37, 8
  v_add_u32 v42, v37, 9
  v_add_u32 v44, v37, 10
  v_add_u32 v46, v37, 11
  v_add_u32 v48, v37, 16
  v_add_u32 v50, v37, 17
  v_add_u32 v52, v37, 18
  v_add_u32 v54, v37, 19
  v_add_u32 v56, v37, 24
  v_add_u32 v58, v37, 25
  v_add_u32 v60, v37, 26
  v_add_u32 v62, v37, 27
  v_add_u32 v1, s36, v37
  v_add_u32 v4, s36, v35
  v_add_u32 v5, s36, v36
  v_add_u32 v7, s36, v38
  v_add_u32 v9, s36, v40
  v_add_u32 v11, s36, v42
  v_add_u32 v13, s36, v44
  v_add_u32 v15, s36, v46
  v_add_u32 v17, s36, v48
  v_add_u32 v19, s36, v50
  v_add_u32 v40, s36, v52
  v_add_u32 v39, s36, v54
  v_add_u32 v38, s36, v56
  v_add_u32 v37, s36, v58
  v_add_u32 v36, s36, v60
  v_add_u32 v35, s36, v62
  v_mul_lo_u32 v48, v1, s48
  v_mul_lo_u32 v46, v4, s48
  v_mul_lo_u32 v44, v5, s48
  v_mul_lo_u32 v42, v7, s48
  v_mul_lo_u32 v41, v9, s48
  v_mul_lo_u32 v43, v11, s48
  v_mul_lo_u32 v45, v13, s48
  v_mul_lo_u32 v47, v15, s48
  v_mul_lo_u32 v60, v17, s48
  v_mul_lo_u32 v58, v19, s48
  v_mul_lo_u32 v56, v40, s48
  v_mul_lo_u32 v55, v39, s48
  v_mul_lo_u32 v57, v38, s48
  v_mul_lo_u32 v59, v37, s48
  v_mul_lo_u32 v61, v36, s48
  v_mul_lo_u32 v0, v35, s48
  s_mul_i32 s4, s4, 64
  v_and_b32 v6, v51, 31
  v_lshrrev_b32 v8, 7, v51
  v_and_b32 v8, v8, 1
  v_lshlrev_b32 v10, 5, v8
  v_or_b32 v12, v6, v10
  v_add_u32 v14, s4, v12
  v_add_u32 v16, v48, v14
  v_add_u32 v18, v46, v14
  v_add_u32 v54, v44, v14
  v_add_u32 v53, v42, v14
  v_add_u32 v52, v41, v14
  v_add_u32 v51, v43, v14
  v_add_u32 v50, v45, v14
  v_add_u32 v49, v47, v14
  v_add_u32 v48, v60, v14
  v_add_u32 v47, v58, v14
  v_add_u32 v45, v56, v14
  v_add_u32 v43, v55, v14
  v_add_u32 v41, v57, v14
  v_add_u32 v42, v59, v14
  v_add_u32 v44, v61, v14
  v_add_u32 v46, v0, v14
  v_lshlrev_b32 v55, 2, v16
  v_ashrrev_i32 v56, 30, v16
  v_mov_b32 v116, s24
  v_mov_b32 v117, s25
  v_add_co_u32 v120, vcc, v116, v55
  v_addc_co_u32 v121, vcc, v117, v56, vcc
  v_lshlrev_b32 v56, 2, v18
  v_ashrrev_i32 v58, 30, v18
  v_mov_b32 v126, s24
  v_mov_b32 v127, s25
  v_add_co_u32 v130, vcc, v126, v56
  v_addc_co_u32 v131, vcc, v127, v58, vcc
  v_lshlrev_b32 v2, 2, v54
  v_ashrrev_i32 v6, 30, v54
  v_mov_b32 v68, s24
  v_mov_b32 v69, s25
  v_add_co_u32 v72, vcc, v68, v2
  v_addc_co_u32 v73, vcc, v69, v6, vcc
  v_lshlrev_b32 v10, 2, v53
  v_ashrrev_i32 v12, 30, v53
  v_mov_b32 v76, s24
  v_mov_b32 v77, s25
  v_add_co_u32 v80, vcc, v76, v10
  v_addc_co_u32 v81, vcc, v77, v12, vcc
  v_lshlrev_b32 v18, 2, v52
  v_ashrrev_i32 v52, 30, v52
  v_mov_b32 v84, s24
  v_mov_b32 v85, s25
  v_add_co_u32 v88, vcc, v84, v18
  v_addc_co_u32 v89, vcc, v85, v52, vcc
  v_lshlrev_b32 v52, 2, v51
  v_ashrrev_i32 v51, 30, v51
  v_mov_b32 v92, s24
  v_mov_b32 v93, s25
  v_add_co_u32 v96, vcc, v92, v52
  v_addc_co_u32 v97, vcc, v93, v51, vcc
  v_lshlrev_b32 v51, 2, v50
  v_ashrrev_i32 v50, 30, v50
  v_mov_b32 v100, s24
  v_mov_b32 v101, s25
  v_add_co_u32 v104, vcc, v100, v51
  v_addc_co_u32 v105, vcc, v101, v50, vcc
  v_lshlrev_b32 v50, 2, v49
  v_ashrrev_i32 v49, 30, v49
  v_mov_b32 v108, s24
  v_mov_b32 v109, s25
  v_add_co_u32 v112, vcc, v108, v50
  v_addc_co_u32 v113, vcc, v109, v49, vcc
  v_lshlrev_b32 v49, 2, v48
  v_ashrrev_i32 v51, 30, v48
  v_mov_b32 v118, s24
  v_mov_b32 v119, s25
  v_add_co_u32 v122, vcc, v118, v49
  v_addc_co_u32 v123, vcc, v119, v51, vcc
  v_lshlrev_b32 v57, 2, v47
  v_ashrrev_i32 v59, 30, v47
  v_mov_b32 v128, s24
  v_mov_b32 v129, s25
  v_add_co_u32 v64, vcc, v128, v57
  v_addc_co_u32 v65, vcc, v129, v59, vcc
  v_lshlrev_b32 v2, 2, v45
  v_ashrrev_i32 v6, 30, v45
  v_mov_b32 v70, s24
  v_mov_b32 v71, s25
  v_add_co_u32 v74, vcc, v70, v2
  v_addc_co_u32 v75, vcc, v71, v6, vcc
  v_lshlrev_b32 v10, 2, v43
  v_ashrrev_i32 v12, 30, v43
  v_mov_b32 v78, s24
  v_mov_b32 v79, s25
  v_add_co_u32 v82, vcc, v78, v10
  v_addc_co_u32 v83, vcc, v79, v12, vcc
  v_lshlrev_b32 v18, 2, v41
  v_ashrrev_i32 v41, 30, v41
  v_mov_b32 v86, s24
  v_mov_b32 v87, s25
  v_add_co_u32 v90, vcc, v86, v18
  v_addc_co_u32 v91, vcc, v87, v41, vcc
  v_lshlrev_b32 v41, 2, v42
  v_ashrrev_i32 v42, 30, v42
  v_mov_b32 v94, s24
  v_mov_b32 v95, s25
  v_add_co_u32 v98, vcc, v94, v41
  v_addc_co_u32 v99, vcc, v95, v42, vcc
  v_lshlrev_b32 v41, 2, v44
  v_ashrrev_i32 v42, 30, v44
  v_mov_b32 v102, s24
  v_mov_b32 v103, s25
  v_add_co_u32 v106, vcc, v102, v41
  v_addc_co_u32 v107, vcc, v103, v42, vcc
  v_lshlrev_b32 v42, 2, v46
  v_ashrrev_i32 v44, 30, v46
  v_mov_b32 v110, s24
  v_mov_b32 v111, s25
  v_add_co_u32 v114, vcc, v110, v42
  v_addc_co_u32 v115, vcc, v111, v44, vcc
  v_cmp_lt_i32_e64 s[24:25], v1, s28
  v_cmp_lt_i32_e64 s[20:21], v4, s28
  v_cmp_lt_i32_e64 s[16:17], v5, s28
  v_cmp_lt_i32_e64 s[12:13], v7, s28
  v_cmp_lt_i32_e64 s[8:9], v9, s28
  v_cmp_lt_i32_e64 s[4:5], v11, s28
  v_cmp_lt_i32_e64 s[0:1], v13, s28
  v_cmp_lt_i32_e64 s[2:3], v15, s28
  v_cmp_lt_i32_e64 s[6:7], v17, s28
  v_cmp_lt_i32_e64 s[10:11], v19, s28
  v_cmp_lt_i32_e64 s[14:15], v40, s28
  v_cmp_lt_i32_e64 s[18:19], v39, s28
  v_cmp_lt_i32_e64 s[22:23], v38, s28
  v_cmp_lt_i32_e64 s[26:27], v37, s28
  v_cmp_lt_i32_e64 s[30:31], v36, s28
  v_cmp_lt_i32_e64 s[34:35], v35, s28
  v_cmp_lt_i32_e64 s[38:39], v14, s32
  s_and_b64 s[42:43], s[24:25], s[38:39]
  s_and_b64 s[46:47], s[20:21], s[38:39]
  s_and_b64 s[50:51], s[16:17], s[38:39]
  s_and_b64 s[54:55], s[12:13], s[38:39]
  s_and_b64 s[58:59], s[8:9], s[38:39]
  s_and_b64 s[62:63], s[4:5], s[38:39]
  s_and_b64 s[66:67], s[0:1], s[38:39]
  s_and_b64 s[70:71], s[2:3], s[38:39]
  s_and_b64 s[74:75], s[6:7], s[38:39]
  s_and_b64 s[78:79], s[10:11], s[38:39]
  s_and_b64 s[82:83], s[14:15], s[38:39]
  s_and_b64 s[86:87], s[18:19], s[38:39]
  s_and_b64 s[90:91], s[22:23], s[38:39]
  s_and_b64 s[94:95], s[26:27], s[38:39]
  s_and_b64 s[2:3], s[30:31], s[38:39]
  s_and_b64 s[0:1], s[34:35], s[38:39]
  s_and_saveexec_b64 s[98:99], s[42:43]
  global_store_dword v[120:121], v3, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[46:47]
  global_store_dword v[130:131], v34, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[50:51]
  global_store_dword v[72:73], v32, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[54:55]
  global_store_dword v[80:81], v30, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[58:59]
  global_store_dword v[88:89], v28, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[62:63]
  global_store_dword v[96:97], v26, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[66:67]
  global_store_dword v[104:105], v24, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[70:71]
  global_store_dword v[112:113], v22, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[74:75]
  global_store_dword v[122:123], v20, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[78:79]
  global_store_dword v[64:65], v21, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[82:83]
  global_store_dword v[74:75], v23, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[86:87]
  global_store_dword v[82:83], v25, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[90:91]
  global_store_dword v[90:91], v27, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[94:95]
  global_store_dword v[98:99], v29, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[2:3]
  global_store_dword v[106:107], v31, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[0:1]
  global_store_dword v[114:115], v33, off
  s_mov_b64 exec, s[98:99]
  s_endpgm
.Lmatmul_f32_end:
.size matmul_f32, .Lmatmul_f32_end-matmul_f32
; 100 SGPRs, 132 VGPRs; allocation: 52 moves, 0 spills, 0 reloads

.rodata
.p2align 6
.amdhsa_kernel matmul_f32
  .amdhsa_group_segment_fixed_size 16768
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
  - .name: matmul_f32
    .symbol: matmul_f32.kd
    .kernarg_segment_size: 60
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 16768
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
