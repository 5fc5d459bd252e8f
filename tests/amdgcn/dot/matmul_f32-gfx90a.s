.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.amdhsa_code_object_version 5
.text
.globl matmul_f32
.p2align 8
.type matmul_f32,@function
matmul_f32:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v24, 0x3ff, v0
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
  v_mov_b32 v20, s54
  v_mov_b32 v96, v20
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
  v_lshrrev_b32 v20, 3, v24
  v_and_b32 v21, v20, 31
  v_add_u32 v20, v21, 32
  v_add_u32 v21, s22, v21
  v_add_u32 v20, s22, v20
  v_mul_lo_u32 v22, v21, s40
  v_mul_lo_u32 v25, v20, s40
  v_and_b32 v26, v24, 7
  v_lshlrev_b32 v28, 2, v26
  v_add_u32 v30, v28, 1
  v_add_u32 v32, v28, 2
  v_add_u32 v34, v28, 3
  v_add_u32 v36, v22, v28
  v_add_u32 v38, v25, v28
  v_add_u32 v40, v36, s54
  v_add_u32 v42, v38, s54
  v_lshlrev_b32 v44, 2, v40
  v_ashrrev_i32 v46, 30, v40
  v_mov_b32 v64, s16
  v_mov_b32 v65, s17
  v_add_co_u32 v66, vcc, v64, v44
  v_addc_co_u32 v67, vcc, v65, v46, vcc
  v_lshlrev_b32 v52, 2, v42
  v_ashrrev_i32 v54, 30, v42
  v_mov_b32 v68, s16
  v_mov_b32 v69, s17
  v_add_co_u32 v64, vcc, v68, v52
  v_addc_co_u32 v65, vcc, v69, v54, vcc
  v_cmp_lt_i32_e64 s[6:7], v21, s28
  v_cmp_lt_i32_e64 s[0:1], v20, s28
  v_add_u32 v1, v28, s54
  v_add_u32 v3, v30, s54
  v_add_u32 v6, v32, s54
  v_add_u32 v20, v34, s54
  v_cmp_lt_i32_e64 s[18:19], v1, s36
  v_cmp_lt_i32_e64 s[22:23], v3, s36
  v_cmp_lt_i32_e64 s[26:27], v6, s36
  v_cmp_lt_i32_e64 s[30:31], v20, s36
  v_cmp_lt_i32_e64 s[34:35], v1, s36
  v_cmp_lt_i32_e64 s[38:39], v3, s36
  v_cmp_lt_i32_e64 s[42:43], v6, s36
  v_cmp_lt_i32_e64 s[46:47], v20, s36
  s_and_b64 s[50:51], s[6:7], s[18:19]
  s_and_b64 s[56:57], s[6:7], s[22:23]
  s_and_b64 s[58:59], s[6:7], s[26:27]
  s_and_b64 s[62:63], s[6:7], s[30:31]
  s_and_b64 s[66:67], s[0:1], s[34:35]
  s_and_b64 s[70:71], s[0:1], s[38:39]
  s_and_b64 s[74:75], s[0:1], s[42:43]
  s_and_b64 s[78:79], s[0:1], s[46:47]
  v_mov_b32 v41, 0
  s_and_saveexec_b64 s[98:99], s[50:51]
  global_load_dword v41, v[66:67], off
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v43, 0
  s_and_saveexec_b64 s[98:99], s[56:57]
  global_load_dword v43, v[66:67], off offset:4
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v45, 0
  s_and_saveexec_b64 s[98:99], s[58:59]
  global_load_dword v45, v[66:67], off offset:8
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v47, 0
  s_and_saveexec_b64 s[98:99], s[62:63]
  global_load_dword v47, v[66:67], off offset:12
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v49, 0
  s_and_saveexec_b64 s[98:99], s[66:67]
  global_load_dword v49, v[64:65], off
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v51, 0
  s_and_saveexec_b64 s[98:99], s[70:71]
  global_load_dword v51, v[64:65], off offset:4
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v53, 0
  s_and_saveexec_b64 s[98:99], s[74:75]
  global_load_dword v53, v[64:65], off offset:8
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v55, 0
  s_and_saveexec_b64 s[98:99], s[78:79]
  global_load_dword v55, v[64:65], off offset:12
  s_mov_b64 exec, s[98:99]
  v_lshrrev_b32 v57, 4, v24
  v_and_b32 v59, v57, 15
  v_add_u32 v61, v59, 16
  v_mul_lo_u32 v0, v59, s44
  v_mul_lo_u32 v2, v61, s44
  s_mul_i32 s8, s4, 64
  v_and_b32 v6, v24, 15
  v_lshlrev_b32 v23, 2, v6
  v_add_u32 v21, v23, 1
  v_add_u32 v20, v23, 2
  v_add_u32 v22, v23, 3
  v_add_u32 v23, s8, v23
  v_add_u32 v21, s8, v21
  v_add_u32 v20, s8, v20
  v_add_u32 v22, s8, v22
  v_add_u32 v25, v0, v23
  v_add_u32 v26, v2, v23
  s_mul_i32 s56, s54, s44
  s_mul_i32 s60, s54, s44
  v_add_u32 v32, v25, s56
  v_add_u32 v34, v26, s60
  v_lshlrev_b32 v36, 2, v32
  v_ashrrev_i32 v38, 30, v32
  v_mov_b32 v64, s20
  v_mov_b32 v65, s21
  v_add_co_u32 v66, vcc, v64, v36
  v_addc_co_u32 v67, vcc, v65, v38, vcc
  v_lshlrev_b32 v44, 2, v34
  v_ashrrev_i32 v46, 30, v34
  v_mov_b32 v68, s20
  v_mov_b32 v69, s21
  v_add_co_u32 v64, vcc, v68, v44
  v_addc_co_u32 v65, vcc, v69, v46, vcc
  v_add_u32 v52, v59, s54
  v_add_u32 v54, v61, s54
  v_cmp_lt_i32_e64 s[22:23], v52, s36
  v_cmp_lt_i32_e64 s[18:19], v52, s36
  v_cmp_lt_i32_e64 s[12:13], v52, s36
  v_cmp_lt_i32_e64 s[0:1], v52, s36
  v_cmp_lt_i32_e64 s[8:9], v54, s36
  v_cmp_lt_i32_e64 s[6:7], v54, s36
  v_cmp_lt_i32_e64 s[10:11], v54, s36
  v_cmp_lt_i32_e64 s[14:15], v54, s36
  v_cmp_lt_i32_e64 s[50:51], v23, s32
  v_cmp_lt_i32_e64 s[52:53], v21, s32
  v_cmp_lt_i32_e64 s[26:27], v20, s32
  v_cmp_lt_i32_e64 s[30:31], v22, s32
  s_and_b64 s[34:35], s[22:23], s[50:51]
  s_and_b64 s[38:39], s[18:19], s[52:53]
  s_and_b64 s[42:43], s[12:13], s[26:27]
  s_and_b64 s[46:47], s[0:1], s[30:31]
  s_and_b64 s[50:51], s[8:9], s[50:51]
  s_and_b64 s[56:57], s[6:7], s[52:53]
  s_and_b64 s[58:59], s[10:11], s[26:27]
  s_and_b64 s[62:63], s[14:15], s[30:31]
  v_mov_b32 v34, 0
  s_and_saveexec_b64 s[98:99], s[34:35]
  global_load_dword v34, v[66:67], off
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v36, 0
  s_and_saveexec_b64 s[98:99], s[38:39]
  global_load_dword v36, v[66:67], off offset:4
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v38, 0
  s_and_saveexec_b64 s[98:99], s[42:43]
  global_load_dword v38, v[66:67], off offset:8
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v40, 0
  s_and_saveexec_b64 s[98:99], s[46:47]
  global_load_dword v40, v[66:67], off offset:12
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v42, 0
  s_and_saveexec_b64 s[98:99], s[50:51]
  global_load_dword v42, v[64:65], off
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v44, 0
  s_and_saveexec_b64 s[98:99], s[56:57]
  global_load_dword v44, v[64:65], off offset:4
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v46, 0
  s_and_saveexec_b64 s[98:99], s[58:59]
  global_load_dword v46, v[64:65], off offset:8
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v48, 0
  s_and_saveexec_b64 s[98:99], s[62:63]
  global_load_dword v48, v[64:65], off offset:12
  s_mov_b64 exec, s[98:99]
  v_and_b32 v50, 0xff, v24
  v_lshlrev_b32 v52, 2, v50
  v_mul_lo_u32 v54, v52, 4
  v_lshrrev_b32 v56, 7, v54
  v_mul_lo_u32 v57, v56, 4
  v_add_u32 v59, v54, v57
  s_waitcnt vmcnt(0)
  ds_write_b32 v59, v41
  ds_write_b32 v59, v43 offset:4
  ds_write_b32 v59, v45 offset:8
  ds_write_b32 v59, v47 offset:12
  ds_write_b32 v59, v49 offset:4224
  ds_write_b32 v59, v51 offset:4228
  ds_write_b32 v59, v53 offset:4232
  ds_write_b32 v59, v55 offset:4236
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v21, v24, 31
  v_lshlrev_b32 v20, 5, v21
  v_lshrrev_b32 v22, 5, v24
  v_and_b32 v22, v22, 1
  v_or_b32 v20, v20, v22
  v_lshrrev_b32 v23, 6, v24
  v_and_b32 v23, v23, 1
  v_lshlrev_b32 v23, 10, v23
  v_or_b32 v23, v20, v23
  v_mul_lo_u32 v25, v23, 4
  v_lshrrev_b32 v27, 7, v25
  v_mul_lo_u32 v29, v27, 4
  v_add_u32 v31, v25, v29
  ds_read_b32 v33, v31
  ds_read_b32 v35, v31 offset:8
  ds_read_b32 v37, v31 offset:16
  ds_read_b32 v39, v31 offset:24
  ds_read_b32 v41, v31 offset:32
  ds_read_b32 v43, v31 offset:40
  ds_read_b32 v45, v31 offset:48
  ds_read_b32 v47, v31 offset:56
  ds_read_b32 v49, v31 offset:64
  ds_read_b32 v51, v31 offset:72
  ds_read_b32 v53, v31 offset:80
  ds_read_b32 v55, v31 offset:88
  ds_read_b32 v57, v31 offset:96
  ds_read_b32 v59, v31 offset:104
  ds_read_b32 v61, v31 offset:112
  ds_read_b32 v0, v31 offset:120
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshrrev_b32 v3, 8, v54
  v_mul_lo_u32 v6, v3, 4
  v_add_u32 v23, v54, v6
  ds_write_b32 v23, v34 offset:8448
  ds_write_b32 v23, v36 offset:8452
  ds_write_b32 v23, v38 offset:8456
  ds_write_b32 v23, v40 offset:8460
  ds_write_b32 v23, v42 offset:12608
  ds_write_b32 v23, v44 offset:12612
  ds_write_b32 v23, v46 offset:12616
  ds_write_b32 v23, v48 offset:12620
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshlrev_b32 v22, 6, v22
  v_or_b32 v21, v21, v22
  v_lshrrev_b32 v22, 7, v24
  v_and_b32 v25, v22, 1
  v_lshlrev_b32 v26, 5, v25
  v_or_b32 v28, v21, v26
  v_mul_lo_u32 v30, v28, 4
  v_lshrrev_b32 v32, 8, v30
  v_mul_lo_u32 v34, v32, 4
  v_add_u32 v36, v30, v34
  ds_read_b32 v38, v36 offset:8448
  ds_read_b32 v40, v36 offset:8968
  ds_read_b32 v42, v36 offset:9488
  ds_read_b32 v44, v36 offset:10008
  ds_read_b32 v46, v36 offset:10528
  ds_read_b32 v48, v36 offset:11048
  ds_read_b32 v50, v36 offset:11568
  ds_read_b32 v52, v36 offset:12088
  ds_read_b32 v54, v36 offset:12608
  ds_read_b32 v56, v36 offset:13128
  ds_read_b32 v58, v36 offset:13648
  ds_read_b32 v60, v36 offset:14168
  ds_read_b32 v62, v36 offset:14688
  ds_read_b32 v1, v36 offset:15208
  ds_read_b32 v3, v36 offset:15728
  ds_read_b32 v21, v36 offset:16248
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_mov_b32 v6, v63
  v_mov_b32 v20, v33
  v_mov_b32 v22, v38
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v35
  v_mov_b32 v22, v40
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v37
  v_mov_b32 v22, v42
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v39
  v_mov_b32 v22, v44
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v41
  v_mov_b32 v22, v46
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v43
  v_mov_b32 v22, v48
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v45
  v_mov_b32 v22, v50
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v47
  v_mov_b32 v22, v52
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v49
  v_mov_b32 v22, v54
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v51
  v_mov_b32 v22, v56
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v53
  v_mov_b32 v22, v58
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v55
  v_mov_b32 v22, v60
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v57
  v_mov_b32 v22, v62
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v59
  v_mov_b32 v22, v1
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v61
  v_mov_b32 v22, v3
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v0
  v_mov_b32 v22, v21
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  s_add_u32 s56, s54, 32
  s_cmp_gt_i32 s56, s54
  s_cselect_b64 s[62:63], -1, 0
  s_cmp_lt_i32 s56, s36
  s_cselect_b64 s[68:69], -1, 0
  s_and_b64 s[72:73], s[62:63], s[68:69]
  s_cmp_lg_u64 s[72:73], 0
  s_nop 11
  s_cbranch_scc1 .Lmatmul_f32_5
  s_branch .Lmatmul_f32_6
.Lmatmul_f32_5:
  s_mov_b64 s[54:55], s[56:57]
  v_mov_b32 v63, v6
  s_nop 1
  s_branch .Lmatmul_f32_1
.Lmatmul_f32_6:
  v_mov_b32 v3, v4
  v_mov_b32 v20, v12
  v_mov_b32 v21, v13
  v_mov_b32 v22, v11
  v_mov_b32 v23, v14
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
  v_mov_b32 v96, v10
.Lmatmul_f32_2:
  s_mul_i32 s82, s2, 64
  v_lshrrev_b32 v43, 5, v24
  v_and_b32 v45, v43, 1
  v_lshlrev_b32 v47, 2, v45
  v_lshrrev_b32 v49, 6, v24
  v_and_b32 v51, v49, 1
  v_lshlrev_b32 v53, 5, v51
  v_or_b32 v55, v47, v53
  v_add_u32 v57, v55, 1
  v_add_u32 v59, v55, 2
  v_add_u32 v61, v55, 3
  v_add_u32 v0, v55, 8
  v_add_u32 v2, v55, 9
  v_add_u32 v4, v55, 10
  v_add_u32 v7, v55, 11
  v_add_u32 v8, v55, 16
  v_add_u32 v10, v55, 17
  v_add_u32 v12, v55, 18
  v_add_u32 v14, v55, 19
  v_add_u32 v16, v55, 24
  v_add_u32 v18, v55, 25
  v_add_u32 v49, v55, 26
  v_add_u32 v47, v55, 27
  v_add_u32 v45, s82, v55
  v_add_u32 v43, s82, v57
  v_add_u32 v41, s82, v59
  v_add_u32 v39, s82, v61
  v_add_u32 v37, s82, v0
  v_add_u32 v35, s82, v2
  v_add_u32 v36, s82, v4
  v_add_u32 v38, s82, v7
  v_add_u32 v40, s82, v8
  v_add_u32 v42, s82, v10
  v_add_u32 v44, s82, v12
  v_add_u32 v46, s82, v14
  v_add_u32 v48, s82, v16
  v_add_u32 v50, s82, v18
  v_add_u32 v52, s82, v49
  v_add_u32 v54, s82, v47
  v_mul_lo_u32 v56, v45, s48
  v_mul_lo_u32 v58, v43, s48
  v_mul_lo_u32 v60, v41, s48
  v_mul_lo_u32 v0, v39, s48
  v_mul_lo_u32 v1, v37, s48
  v_mul_lo_u32 v4, v35, s48
  v_mul_lo_u32 v5, v36, s48
  v_mul_lo_u32 v7, v38, s48
  v_mul_lo_u32 v9, v40, s48
  v_mul_lo_u32 v11, v42, s48
  v_mul_lo_u32 v13, v44, s48
  v_mul_lo_u32 v15, v46, s48
  v_mul_lo_u32 v17, v48, s48
  v_mul_lo_u32 v19, v50, s48
  v_mul_lo_u32 v63, v52, s48
  v_mul_lo_u32 v62, v54, s48
  s_mul_i32 s50, s4, 64
  v_and_b32 v47, v24, 31
  v_lshrrev_b32 v49, 7, v24
  v_and_b32 v49, v49, 1
  v_lshlrev_b32 v49, 5, v49
  v_or_b32 v47, v47, v49
  v_add_u32 v47, s50, v47
  v_add_u32 v10, v56, v47
  v_add_u32 v8, v58, v47
  v_add_u32 v60, v60, v47
  v_add_u32 v58, v0, v47
  v_add_u32 v56, v1, v47
  v_add_u32 v49, v4, v47
  v_add_u32 v51, v5, v47
  v_add_u32 v53, v7, v47
  v_add_u32 v55, v9, v47
  v_add_u32 v57, v11, v47
  v_add_u32 v59, v13, v47
  v_add_u32 v61, v15, v47
  v_add_u32 v0, v17, v47
  v_add_u32 v2, v19, v47
  v_add_u32 v4, v63, v47
  v_add_u32 v6, v62, v47
  v_lshlrev_b32 v9, 2, v10
  v_ashrrev_i32 v10, 30, v10
  v_mov_b32 v88, s24
  v_mov_b32 v89, s25
  v_add_co_u32 v64, vcc, v88, v9
  v_addc_co_u32 v65, vcc, v89, v10, vcc
  v_mov_b32 v98, v64
  v_mov_b32 v99, v65
  v_lshlrev_b32 v16, 2, v8
  v_ashrrev_i32 v18, 30, v8
  v_mov_b32 v66, s24
  v_mov_b32 v67, s25
  v_add_co_u32 v64, vcc, v66, v16
  v_addc_co_u32 v65, vcc, v67, v18, vcc
  v_lshlrev_b32 v24, 2, v60
  v_ashrrev_i32 v60, 30, v60
  v_mov_b32 v68, s24
  v_mov_b32 v69, s25
  v_add_co_u32 v66, vcc, v68, v24
  v_addc_co_u32 v67, vcc, v69, v60, vcc
  v_lshlrev_b32 v60, 2, v58
  v_ashrrev_i32 v58, 30, v58
  v_mov_b32 v70, s24
  v_mov_b32 v71, s25
  v_add_co_u32 v68, vcc, v70, v60
  v_addc_co_u32 v69, vcc, v71, v58, vcc
  v_lshlrev_b32 v58, 2, v56
  v_ashrrev_i32 v56, 30, v56
  v_mov_b32 v72, s24
  v_mov_b32 v73, s25
  v_add_co_u32 v70, vcc, v72, v58
  v_addc_co_u32 v71, vcc, v73, v56, vcc
  v_lshlrev_b32 v56, 2, v49
  v_ashrrev_i32 v58, 30, v49
  v_mov_b32 v74, s24
  v_mov_b32 v75, s25
  v_add_co_u32 v72, vcc, v74, v56
  v_addc_co_u32 v73, vcc, v75, v58, vcc
  v_lshlrev_b32 v56, 2, v51
  v_ashrrev_i32 v58, 30, v51
  v_mov_b32 v76, s24
  v_mov_b32 v77, s25
  v_add_co_u32 v74, vcc, v76, v56
  v_addc_co_u32 v75, vcc, v77, v58, vcc
  v_lshlrev_b32 v1, 2, v53
  v_ashrrev_i32 v5, 30, v53
  v_mov_b32 v76, s24
  v_mov_b32 v77, s25
  v_add_co_u32 v78, vcc, v76, v1
  v_addc_co_u32 v79, vcc, v77, v5, vcc
  v_lshlrev_b32 v9, 2, v55
  v_ashrrev_i32 v11, 30, v55
  v_mov_b32 v90, s24
  v_mov_b32 v91, s25
  v_add_co_u32 v94, vcc, v90, v9
  v_addc_co_u32 v95, vcc, v91, v11, vcc
  v_lshlrev_b32 v17, 2, v57
  v_ashrrev_i32 v19, 30, v57
  v_mov_b32 v80, s24
  v_mov_b32 v81, s25
  v_add_co_u32 v76, vcc, v80, v17
  v_addc_co_u32 v77, vcc, v81, v19, vcc
  v_lshlrev_b32 v49, 2, v59
  v_ashrrev_i32 v51, 30, v59
  v_mov_b32 v82, s24
  v_mov_b32 v83, s25
  v_add_co_u32 v80, vcc, v82, v49
  v_addc_co_u32 v81, vcc, v83, v51, vcc
  v_lshlrev_b32 v49, 2, v61
  v_ashrrev_i32 v51, 30, v61
  v_mov_b32 v84, s24
  v_mov_b32 v85, s25
  v_add_co_u32 v82, vcc, v84, v49
  v_addc_co_u32 v83, vcc, v85, v51, vcc
  v_lshlrev_b32 v49, 2, v0
  v_ashrrev_i32 v51, 30, v0
  v_mov_b32 v86, s24
  v_mov_b32 v87, s25
  v_add_co_u32 v84, vcc, v86, v49
  v_addc_co_u32 v85, vcc, v87, v51, vcc
  v_lshlrev_b32 v49, 2, v2
  v_ashrrev_i32 v51, 30, v2
  v_mov_b32 v88, s24
  v_mov_b32 v89, s25
  v_add_co_u32 v86, vcc, v88, v49
  v_addc_co_u32 v87, vcc, v89, v51, vcc
  v_lshlrev_b32 v57, 2, v4
  v_ashrrev_i32 v59, 30, v4
  v_mov_b32 v90, s24
  v_mov_b32 v91, s25
  v_add_co_u32 v88, vcc, v90, v57
  v_addc_co_u32 v89, vcc, v91, v59, vcc
  v_lshlrev_b32 v2, 2, v6
  v_ashrrev_i32 v4, 30, v6
  v_mov_b32 v92, s24
  v_mov_b32 v93, s25
  v_add_co_u32 v90, vcc, v92, v2
  v_addc_co_u32 v91, vcc, v93, v4, vcc
  v_cmp_lt_i32_e64 s[20:21], v45, s28
  v_cmp_lt_i32_e64 s[24:25], v43, s28
  v_cmp_lt_i32_e64 s[30:31], v41, s28
  v_cmp_lt_i32_e64 s[34:35], v39, s28
  v_cmp_lt_i32_e64 s[36:37], v37, s28
  v_cmp_lt_i32_e64 s[40:41], v35, s28
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
  v_cmp_lt_i32_e64 s[84:85], v47, s32
  s_and_b64 s[88:89], s[20:21], s[84:85]
  s_and_b64 s[92:93], s[24:25], s[84:85]
  s_and_b64 s[96:97], s[30:31], s[84:85]
  s_and_b64 s[24:25], s[34:35], s[84:85]
  s_and_b64 s[20:21], s[36:37], s[84:85]
  s_and_b64 s[16:17], s[40:41], s[84:85]
  s_and_b64 s[12:13], s[44:45], s[84:85]
  s_and_b64 s[8:9], s[48:49], s[84:85]
  s_and_b64 s[4:5], s[52:53], s[84:85]
  s_and_b64 s[0:1], s[56:57], s[84:85]
  s_and_b64 s[2:3], s[60:61], s[84:85]
  s_and_b64 s[6:7], s[64:65], s[84:85]
  s_and_b64 s[10:11], s[68:69], s[84:85]
  s_and_b64 s[14:15], s[72:73], s[84:85]
  s_and_b64 s[18:19], s[76:77], s[84:85]
  s_and_b64 s[22:23], s[80:81], s[84:85]
  v_mov_b32 v92, v98
  v_mov_b32 v93, v99
  s_and_saveexec_b64 s[98:99], s[88:89]
  global_store_dword v[92:93], v3, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[92:93]
  global_store_dword v[64:65], v34, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[96:97]
  global_store_dword v[66:67], v32, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[24:25]
  global_store_dword v[68:69], v30, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[20:21]
  global_store_dword v[70:71], v28, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[16:17]
  global_store_dword v[72:73], v26, off
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v51, v96
  s_and_saveexec_b64 s[98:99], s[12:13]
  global_store_dword v[74:75], v51, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[8:9]
  global_store_dword v[78:79], v22, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[4:5]
  global_store_dword v[94:95], v20, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[0:1]
  global_store_dword v[76:77], v21, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[2:3]
  global_store_dword v[80:81], v23, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[6:7]
  global_store_dword v[82:83], v25, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[10:11]
  global_store_dword v[84:85], v27, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[14:15]
  global_store_dword v[86:87], v29, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[18:19]
  global_store_dword v[88:89], v31, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[22:23]
  global_store_dword v[90:91], v33, off
  s_mov_b64 exec, s[98:99]
  s_endpgm
.Lmatmul_f32_end:
.size matmul_f32, .Lmatmul_f32_end-matmul_f32
; 100 SGPRs, 100 VGPRs; allocation: 51 moves, 3 spills, 2 reloads

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
  - .name: matmul_f32
    .symbol: matmul_f32.kd
    .kernarg_segment_size: 60
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 16768
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
amdhsa.target: amdgcn-amd-amdhsa--gfx90a
...
.end_amdgpu_metadata
