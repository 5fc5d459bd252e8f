.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.amdhsa_code_object_version 5
.text
.globl matmul_f32
.p2align 8
.type matmul_f32,@function
matmul_f32:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v29, 0x3ff, v0
  s_load_dwordx2 s[16:17], s[0:1], 0x0
  s_load_dwordx2 s[20:21], s[0:1], 0x8
  s_load_dwordx2 s[24:25], s[0:1], 0x10
  s_load_dword s28, s[0:1], 0x18
  s_load_dword s32, s[0:1], 0x1c
  s_load_dword s36, s[0:1], 0x20
  s_load_dword s40, s[0:1], 0x24
  s_load_dword s44, s[0:1], 0x28
  s_load_dword s0, s[0:1], 0x2c
  s_mov_b32 s6, 0
  s_cmp_gt_i32 32, 0
  s_cselect_b64 s[8:9], -1, 0
  s_waitcnt lgkmcnt(0)
  s_cmp_lt_i32 0, s36
  s_cselect_b64 s[10:11], -1, 0
  s_and_b64 s[8:9], s[8:9], s[10:11]
  s_add_u32 s12, 0x80000000, 32
  s_cmp_lt_i32 s36, s12
  s_cselect_b64 s[18:19], -1, 0
  s_sub_u32 s22, s36, 32
  s_cmp_lg_u64 s[18:19], 0
  s_cselect_b32 s30, 0x80000000, s22
  v_mov_b32 v4, s6
  s_cmp_lg_u64 s[8:9], 0
  s_nop 0
  s_cbranch_scc1 .Lmatmul_f32_3
  s_branch .Lmatmul_f32_4
.Lmatmul_f32_3:
  v_mov_b32 v5, v4
  v_mov_b32 v6, v4
  v_mov_b32 v7, v4
  v_mov_b32 v8, v4
  v_mov_b32 v9, v4
  v_mov_b32 v10, v4
  v_mov_b32 v11, v4
  v_mov_b32 v12, v4
  v_mov_b32 v13, v4
  v_mov_b32 v14, v4
  v_mov_b32 v15, v4
  v_mov_b32 v16, v4
  v_mov_b32 v17, v4
  v_mov_b32 v18, v4
  v_mov_b32 v19, v4
  s_nop 1
  s_branch .Lmatmul_f32_1
.Lmatmul_f32_4:
  v_mov_b32 v5, v4
  v_mov_b32 v6, v4
  v_mov_b32 v7, v4
  v_mov_b32 v8, v4
  v_mov_b32 v9, v4
  v_mov_b32 v10, v4
  v_mov_b32 v11, v4
  v_mov_b32 v12, v4
  v_mov_b32 v13, v4
  v_mov_b32 v14, v4
  v_mov_b32 v15, v4
  v_mov_b32 v16, v4
  v_mov_b32 v17, v4
  v_mov_b32 v18, v4
  v_mov_b32 v19, v4
  s_nop 1
  s_branch .Lmatmul_f32_2
.Lmatmul_f32_1:
  s_mul_i32 s42, s2, 64
  v_lshrrev_b32 v23, 3, v29
  v_and_b32 v25, v23, 31
  v_add_u32 v27, v25, 32
  v_add_u32 v30, s42, v27
  v_add_u32 v31, s42, v25
  v_cmp_lt_i32_e64 s[8:9], v31, s28
  v_and_b32 v36, v29, 7
  v_lshlrev_b32 v38, 2, v36
  v_add_u32 v0, v38, s6
  v_cmp_lt_i32_e64 s[10:11], v0, s36
  s_and_b64 s[18:19], s[8:9], s[10:11]
  v_add_u32 v43, v38, 1
  v_add_u32 v1, v43, s6
  v_cmp_lt_i32_e64 s[10:11], v1, s36
  s_and_b64 s[26:27], s[8:9], s[10:11]
  v_add_u32 v48, v38, 2
  v_add_u32 v21, v48, s6
  v_cmp_lt_i32_e64 s[22:23], v21, s36
  s_and_b64 s[38:39], s[8:9], s[22:23]
  v_add_u32 v2, v38, 3
  v_add_u32 v22, v2, s6
  v_cmp_lt_i32_e64 s[34:35], v22, s36
  s_and_b64 s[46:47], s[8:9], s[34:35]
  v_cmp_lt_i32_e64 s[22:23], v30, s28
  v_cmp_lt_i32_e64 s[42:43], v0, s36
  s_and_b64 s[8:9], s[22:23], s[42:43]
  v_cmp_lt_i32_e64 s[42:43], v1, s36
  s_and_b64 s[10:11], s[22:23], s[42:43]
  v_cmp_lt_i32_e64 s[12:13], v21, s36
  s_and_b64 s[12:13], s[22:23], s[12:13]
  v_cmp_lt_i32_e64 s[14:15], v22, s36
  s_and_b64 s[14:15], s[22:23], s[14:15]
  v_mul_lo_u32 v0, v31, s40
  v_add_u32 v21, v0, v38
  v_add_u32 v22, v21, s6
  v_lshlrev_b32 v21, 2, v22
  v_ashrrev_i32 v22, 30, v22
  v_mov_b32 v54, s16
  v_mov_b32 v55, s17
  v_add_co_u32 v52, vcc, v54, v21
  v_addc_co_u32 v53, vcc, v55, v22, vcc
  v_mov_b32 v45, 0
  s_and_saveexec_b64 s[48:49], s[18:19]
  global_load_dword v45, v[52:53], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v47, 0
  s_and_saveexec_b64 s[48:49], s[26:27]
  global_load_dword v47, v[52:53], off offset:4
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v49, 0
  s_and_saveexec_b64 s[48:49], s[38:39]
  global_load_dword v49, v[52:53], off offset:8
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v0, 0
  s_and_saveexec_b64 s[48:49], s[46:47]
  global_load_dword v0, v[52:53], off offset:12
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v21, v30, s40
  v_add_u32 v21, v21, v38
  v_add_u32 v21, v21, s6
  v_lshlrev_b32 v26, 2, v21
  v_ashrrev_i32 v28, 30, v21
  v_mov_b32 v54, s16
  v_mov_b32 v55, s17
  v_add_co_u32 v52, vcc, v54, v26
  v_addc_co_u32 v53, vcc, v55, v28, vcc
  v_mov_b32 v21, 0
  s_and_saveexec_b64 s[48:49], s[8:9]
  global_load_dword v21, v[52:53], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v2, 0
  s_and_saveexec_b64 s[48:49], s[10:11]
  global_load_dword v2, v[52:53], off offset:4
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v1, 0
  s_and_saveexec_b64 s[48:49], s[12:13]
  global_load_dword v1, v[52:53], off offset:8
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v3, 0
  s_and_saveexec_b64 s[48:49], s[14:15]
  global_load_dword v3, v[52:53], off offset:12
  s_mov_b64 exec, s[48:49]
  s_mul_i32 s22, s4, 64
  v_and_b32 v22, v29, 15
  v_lshlrev_b32 v22, 2, v22
  v_add_u32 v23, v22, 3
  v_add_u32 v23, s22, v23
  s_mul_i32 s10, s6, s44
  s_mul_i32 s8, s6, s44
  v_lshrrev_b32 v24, 4, v29
  v_and_b32 v24, v24, 15
  v_mul_lo_u32 v25, v24, s44
  v_add_u32 v26, s22, v22
  v_add_u32 v31, v25, v26
  v_add_u32 v36, v31, s10
  v_add_u32 v27, v24, 16
  v_mul_lo_u32 v25, v27, s44
  v_add_u32 v37, v25, v26
  v_add_u32 v42, v37, s8
  v_ashrrev_i32 v44, 30, v36
  v_ashrrev_i32 v50, 30, v42
  v_add_u32 v25, v24, s6
  v_add_u32 v24, v27, s6
  v_cmp_lt_i32_e64 s[10:11], v25, s36
  v_cmp_lt_i32_e64 s[8:9], v26, s32
  s_and_b64 s[18:19], s[10:11], s[8:9]
  v_cmp_lt_i32_e64 s[10:11], v25, s36
  v_add_u32 v38, v22, 1
  v_add_u32 v43, s22, v38
  v_cmp_lt_i32_e64 s[26:27], v43, s32
  s_and_b64 s[34:35], s[10:11], s[26:27]
  v_cmp_lt_i32_e64 s[10:11], v25, s36
  v_add_u32 v46, v22, 2
  v_add_u32 v22, s22, v46
  v_cmp_lt_i32_e64 s[38:39], v22, s32
  s_and_b64 s[42:43], s[10:11], s[38:39]
  v_cmp_lt_i32_e64 s[22:23], v25, s36
  v_cmp_lt_i32_e64 s[46:47], v23, s32
  s_and_b64 s[14:15], s[22:23], s[46:47]
  v_cmp_lt_i32_e64 s[10:11], v24, s36
  s_and_b64 s[8:9], s[10:11], s[8:9]
  v_cmp_lt_i32_e64 s[10:11], v24, s36
  s_and_b64 s[10:11], s[10:11], s[26:27]
  v_cmp_lt_i32_e64 s[12:13], v24, s36
  s_and_b64 s[12:13], s[12:13], s[38:39]
  v_cmp_lt_i32_e64 s[22:23], v24, s36
  s_and_b64 s[22:23], s[22:23], s[46:47]
  v_lshlrev_b32 v22, 2, v36
  v_mov_b32 v54, s20
  v_mov_b32 v55, s21
  v_add_co_u32 v52, vcc, v54, v22
  v_addc_co_u32 v53, vcc, v55, v44, vcc
  v_mov_b32 v41, 0
  s_and_saveexec_b64 s[48:49], s[18:19]
  global_load_dword v41, v[52:53], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v43, 0
  s_and_saveexec_b64 s[48:49], s[34:35]
  global_load_dword v43, v[52:53], off offset:4
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v46, 0
  s_and_saveexec_b64 s[48:49], s[42:43]
  global_load_dword v46, v[52:53], off offset:8
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v48, 0
  s_and_saveexec_b64 s[48:49], s[14:15]
  global_load_dword v48, v[52:53], off offset:12
  s_mov_b64 exec, s[48:49]
  v_lshlrev_b32 v22, 2, v42
  v_mov_b32 v54, s20
  v_mov_b32 v55, s21
  v_add_co_u32 v52, vcc, v54, v22
  v_addc_co_u32 v53, vcc, v55, v50, vcc
  v_mov_b32 v25, 0
  s_and_saveexec_b64 s[48:49], s[8:9]
  global_load_dword v25, v[52:53], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v24, 0
  s_and_saveexec_b64 s[48:49], s[10:11]
  global_load_dword v24, v[52:53], off offset:4
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v23, 0
  s_and_saveexec_b64 s[48:49], s[12:13]
  global_load_dword v23, v[52:53], off offset:8
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v22, 0
  s_and_saveexec_b64 s[48:49], s[22:23]
  global_load_dword v22, v[52:53], off offset:12
  s_mov_b64 exec, s[48:49]
  v_and_b32 v26, 0xff, v29
  v_lshlrev_b32 v26, 2, v26
  v_mul_lo_u32 v33, v26, 4
  v_lshrrev_b32 v26, 7, v33
  v_mul_lo_u32 v26, v26, 4
  v_add_u32 v26, v33, v26
  s_waitcnt vmcnt(0)
  ds_write_b32 v26, v45
  ds_write_b32 v26, v47 offset:4
  ds_write_b32 v26, v49 offset:8
  ds_write_b32 v26, v0 offset:12
  ds_write_b32 v26, v21 offset:4224
  ds_write_b32 v26, v2 offset:4228
  ds_write_b32 v26, v1 offset:4232
  ds_write_b32 v26, v3 offset:4236
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v34, v29, 31
  v_lshlrev_b32 v21, 5, v34
  v_lshrrev_b32 v26, 5, v29
  v_and_b32 v35, v26, 1
  v_or_b32 v26, v21, v35
  v_lshrrev_b32 v28, 6, v29
  v_and_b32 v30, v28, 1
  v_lshlrev_b32 v32, 10, v30
  v_or_b32 v36, v26, v32
  v_mul_lo_u32 v36, v36, 4
  v_lshrrev_b32 v38, 7, v36
  v_mul_lo_u32 v40, v38, 4
  v_add_u32 v42, v36, v40
  ds_read_b32 v44, v42
  ds_read_b32 v47, v42 offset:8
  ds_read_b32 v49, v42 offset:16
  ds_read_b32 v50, v42 offset:24
  ds_read_b32 v32, v42 offset:32
  ds_read_b32 v31, v42 offset:40
  ds_read_b32 v30, v42 offset:48
  ds_read_b32 v0, v42 offset:56
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v56, v0
  ds_read_b32 v2, v42 offset:64
  ds_read_b32 v0, v42 offset:72
  ds_read_b32 v1, v42 offset:80
  ds_read_b32 v3, v42 offset:88
  ds_read_b32 v28, v42 offset:96
  ds_read_b32 v27, v42 offset:104
  ds_read_b32 v26, v42 offset:112
  ds_read_b32 v21, v42 offset:120
  v_lshrrev_b32 v36, 8, v33
  v_mul_lo_u32 v36, v36, 4
  v_add_u32 v33, v33, v36
  ds_write_b32 v33, v41 offset:8448
  ds_write_b32 v33, v43 offset:8452
  ds_write_b32 v33, v46 offset:8456
  ds_write_b32 v33, v48 offset:8460
  ds_write_b32 v33, v25 offset:12608
  ds_write_b32 v33, v24 offset:12612
  ds_write_b32 v33, v23 offset:12616
  ds_write_b32 v33, v22 offset:12620
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshlrev_b32 v33, 6, v35
  v_or_b32 v33, v34, v33
  v_lshrrev_b32 v34, 7, v29
  v_and_b32 v34, v34, 1
  v_lshlrev_b32 v36, 5, v34
  v_or_b32 v38, v33, v36
  v_mul_lo_u32 v40, v38, 4
  v_lshrrev_b32 v42, 8, v40
  v_mul_lo_u32 v45, v42, 4
  v_add_u32 v46, v40, v45
  ds_read_b32 v48, v46 offset:8448
  ds_read_b32 v43, v46 offset:8968
  ds_read_b32 v42, v46 offset:9488
  ds_read_b32 v41, v46 offset:10008
  ds_read_b32 v40, v46 offset:10528
  ds_read_b32 v39, v46 offset:11048
  ds_read_b32 v38, v46 offset:11568
  ds_read_b32 v37, v46 offset:12088
  ds_read_b32 v36, v46 offset:12608
  ds_read_b32 v35, v46 offset:13128
  ds_read_b32 v34, v46 offset:13648
  ds_read_b32 v33, v46 offset:14168
  ds_read_b32 v25, v46 offset:14688
  ds_read_b32 v23, v46 offset:15208
  ds_read_b32 v22, v46 offset:15728
  ds_read_b32 v45, v46 offset:16248
  v_mov_b32 v20, v44
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v24, v48
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v47
  v_mov_b32 v24, v43
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v49
  v_mov_b32 v24, v42
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v50
  v_mov_b32 v24, v41
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v32
  v_mov_b32 v24, v40
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v31
  v_mov_b32 v24, v39
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v30
  v_mov_b32 v24, v38
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v56
  v_mov_b32 v24, v37
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v2
  v_mov_b32 v24, v36
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v0
  v_mov_b32 v24, v35
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v1
  v_mov_b32 v24, v34
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v3
  v_mov_b32 v24, v33
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v28
  v_mov_b32 v24, v25
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v27
  v_mov_b32 v24, v23
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v26
  v_mov_b32 v24, v22
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v21
  v_mov_b32 v24, v45
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  s_add_u32 s8, s6, 32
  s_cmp_lt_i32 s6, s30
  s_cselect_b64 s[6:7], -1, 0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_cmp_lg_u64 s[6:7], 0
  s_nop 12
  s_cbranch_scc1 .Lmatmul_f32_5
  s_branch .Lmatmul_f32_2
.Lmatmul_f32_5:
  s_mov_b64 s[6:7], s[8:9]
  s_branch .Lmatmul_f32_1
.Lmatmul_f32_2:
  s_mul_i32 s2, s2, 64
  v_lshrrev_b32 v48, 5, v29
  v_and_b32 v50, v48, 1
  v_lshlrev_b32 v0, 2, v50
  v_lshrrev_b32 v1, 6, v29
  v_and_b32 v1, v1, 1
  v_lshlrev_b32 v1, 5, v1
  v_or_b32 v24, v0, v1
  v_add_u32 v21, v24, 27
  v_add_u32 v30, s2, v21
  s_mul_i32 s4, s4, 64
  v_and_b32 v50, v29, 31
  v_lshrrev_b32 v0, 7, v29
  v_and_b32 v0, v0, 1
  v_lshlrev_b32 v0, 5, v0
  v_or_b32 v0, v50, v0
  v_add_u32 v0, s4, v0
  v_add_u32 v25, s2, v24
  v_cmp_lt_i32_e64 s[36:37], v25, s28
  v_cmp_lt_i32_e64 s[34:35], v0, s32
  s_and_b64 s[32:33], s[36:37], s[34:35]
  v_add_u32 v20, v24, 1
  v_add_u32 v29, s2, v20
  v_cmp_lt_i32_e64 s[46:47], v29, s28
  s_and_b64 s[30:31], s[46:47], s[34:35]
  v_add_u32 v20, v24, 2
  v_add_u32 v34, s2, v20
  v_cmp_lt_i32_e64 s[4:5], v34, s28
  s_and_b64 s[22:23], s[4:5], s[34:35]
  v_add_u32 v22, v24, 3
  v_add_u32 v39, s2, v22
  v_cmp_lt_i32_e64 s[4:5], v39, s28
  s_and_b64 s[20:21], s[4:5], s[34:35]
  v_add_u32 v27, v24, 8
  v_add_u32 v44, s2, v27
  v_cmp_lt_i32_e64 s[4:5], v44, s28
  s_and_b64 s[18:19], s[4:5], s[34:35]
  v_add_u32 v32, v24, 9
  v_add_u32 v49, s2, v32
  v_cmp_lt_i32_e64 s[4:5], v49, s28
  s_and_b64 s[14:15], s[4:5], s[34:35]
  v_add_u32 v37, v24, 10
  v_add_u32 v3, s2, v37
  v_cmp_lt_i32_e64 s[4:5], v3, s28
  s_and_b64 s[12:13], s[4:5], s[34:35]
  v_add_u32 v42, v24, 11
  v_add_u32 v2, s2, v42
  v_cmp_lt_i32_e64 s[4:5], v2, s28
  s_and_b64 s[16:17], s[4:5], s[34:35]
  v_add_u32 v47, v24, 16
  v_add_u32 v1, s2, v47
  v_cmp_lt_i32_e64 s[4:5], v1, s28
  s_and_b64 s[26:27], s[4:5], s[34:35]
  v_add_u32 v20, v24, 17
  v_add_u32 v23, s2, v20
  v_cmp_lt_i32_e64 s[4:5], v23, s28
  s_and_b64 s[36:37], s[4:5], s[34:35]
  v_add_u32 v20, v24, 18
  v_add_u32 v22, s2, v20
  v_cmp_lt_i32_e64 s[10:11], v22, s28
  s_and_b64 s[46:47], s[10:11], s[34:35]
  v_add_u32 v20, v24, 19
  v_add_u32 v20, s2, v20
  v_cmp_lt_i32_e64 s[38:39], v20, s28
  s_and_b64 s[10:11], s[38:39], s[34:35]
  v_add_u32 v21, v24, 24
  v_add_u32 v21, s2, v21
  v_cmp_lt_i32_e64 s[38:39], v21, s28
  s_and_b64 s[8:9], s[38:39], s[34:35]
  v_add_u32 v26, v24, 25
  v_add_u32 v26, s2, v26
  v_cmp_lt_i32_e64 s[40:41], v26, s28
  s_and_b64 s[6:7], s[40:41], s[34:35]
  v_add_u32 v24, v24, 26
  v_add_u32 v31, s2, v24
  v_cmp_lt_i32_e64 s[2:3], v31, s28
  s_and_b64 s[4:5], s[2:3], s[34:35]
  v_cmp_lt_i32_e64 s[2:3], v30, s28
  s_and_b64 s[2:3], s[2:3], s[34:35]
  v_mul_lo_u32 v38, v25, s0
  v_add_u32 v25, v38, v0
  v_lshlrev_b32 v24, 2, v25
  v_ashrrev_i32 v25, 30, v25
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v24
  v_addc_co_u32 v53, vcc, v55, v25, vcc
  s_and_saveexec_b64 s[48:49], s[32:33]
  global_store_dword v[52:53], v4, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v46, v29, s0
  v_add_u32 v24, v46, v0
  v_lshlrev_b32 v27, 2, v24
  v_ashrrev_i32 v29, 30, v24
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v27
  v_addc_co_u32 v53, vcc, v55, v29, vcc
  s_and_saveexec_b64 s[48:49], s[30:31]
  global_store_dword v[52:53], v5, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v4, v34, s0
  v_add_u32 v24, v4, v0
  v_lshlrev_b32 v38, 2, v24
  v_ashrrev_i32 v40, 30, v24
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v38
  v_addc_co_u32 v53, vcc, v55, v40, vcc
  s_and_saveexec_b64 s[48:49], s[22:23]
  global_store_dword v[52:53], v6, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v4, v39, s0
  v_add_u32 v24, v4, v0
  v_lshlrev_b32 v50, 2, v24
  v_ashrrev_i32 v4, 30, v24
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v50
  v_addc_co_u32 v53, vcc, v55, v4, vcc
  s_and_saveexec_b64 s[48:49], s[20:21]
  global_store_dword v[52:53], v7, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v7, v44, s0
  v_add_u32 v32, v7, v0
  v_lshlrev_b32 v4, 2, v32
  v_ashrrev_i32 v5, 30, v32
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v4
  v_addc_co_u32 v53, vcc, v55, v5, vcc
  s_and_saveexec_b64 s[48:49], s[18:19]
  global_store_dword v[52:53], v8, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v24, v49, s0
  v_add_u32 v39, v24, v0
  v_lshlrev_b32 v8, 2, v39
  v_ashrrev_i32 v24, 30, v39
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v8
  v_addc_co_u32 v53, vcc, v55, v24, vcc
  s_and_saveexec_b64 s[48:49], s[14:15]
  global_store_dword v[52:53], v9, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v24, v3, s0
  v_add_u32 v47, v24, v0
  v_lshlrev_b32 v24, 2, v47
  v_ashrrev_i32 v25, 30, v47
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v24
  v_addc_co_u32 v53, vcc, v55, v25, vcc
  s_and_saveexec_b64 s[48:49], s[12:13]
  global_store_dword v[52:53], v10, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v32, v2, s0
  v_add_u32 v2, v32, v0
  v_lshlrev_b32 v32, 2, v2
  v_ashrrev_i32 v33, 30, v2
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v32
  v_addc_co_u32 v53, vcc, v55, v33, vcc
  s_and_saveexec_b64 s[48:49], s[16:17]
  global_store_dword v[52:53], v11, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v39, v1, s0
  v_add_u32 v1, v39, v0
  v_lshlrev_b32 v41, 2, v1
  v_ashrrev_i32 v43, 30, v1
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v41
  v_addc_co_u32 v53, vcc, v55, v43, vcc
  s_and_saveexec_b64 s[48:49], s[26:27]
  global_store_dword v[52:53], v12, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v47, v23, s0
  v_add_u32 v8, v47, v0
  v_lshlrev_b32 v1, 2, v8
  v_ashrrev_i32 v2, 30, v8
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v1
  v_addc_co_u32 v53, vcc, v55, v2, vcc
  s_and_saveexec_b64 s[48:49], s[36:37]
  global_store_dword v[52:53], v13, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v1, v22, s0
  v_add_u32 v22, v1, v0
  v_lshlrev_b32 v1, 2, v22
  v_ashrrev_i32 v2, 30, v22
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v1
  v_addc_co_u32 v53, vcc, v55, v2, vcc
  s_and_saveexec_b64 s[48:49], s[46:47]
  global_store_dword v[52:53], v14, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v1, v20, s0
  v_add_u32 v24, v1, v0
  v_lshlrev_b32 v11, 2, v24
  v_ashrrev_i32 v13, 30, v24
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v11
  v_addc_co_u32 v53, vcc, v55, v13, vcc
  s_and_saveexec_b64 s[48:49], s[10:11]
  global_store_dword v[52:53], v15, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v8, v21, s0
  v_add_u32 v32, v8, v0
  v_lshlrev_b32 v22, 2, v32
  v_ashrrev_i32 v24, 30, v32
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v22
  v_addc_co_u32 v53, vcc, v55, v24, vcc
  s_and_saveexec_b64 s[48:49], s[8:9]
  global_store_dword v[52:53], v16, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v16, v26, s0
  v_add_u32 v40, v16, v0
  v_lshlrev_b32 v33, 2, v40
  v_ashrrev_i32 v35, 30, v40
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v33
  v_addc_co_u32 v53, vcc, v55, v35, vcc
  s_and_saveexec_b64 s[48:49], s[6:7]
  global_store_dword v[52:53], v17, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v24, v31, s0
  v_add_u32 v48, v24, v0
  v_lshlrev_b32 v44, 2, v48
  v_ashrrev_i32 v46, 30, v48
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v44
  v_addc_co_u32 v53, vcc, v55, v46, vcc
  s_and_saveexec_b64 s[48:49], s[4:5]
  global_store_dword v[52:53], v18, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v32, v30, s0
  v_add_u32 v1, v32, v0
  v_lshlrev_b32 v0, 2, v1
  v_ashrrev_i32 v1, 30, v1
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v0
  v_addc_co_u32 v53, vcc, v55, v1, vcc
  s_and_saveexec_b64 s[48:49], s[2:3]
  global_store_dword v[52:53], v19, off
  s_mov_b64 exec, s[48:49]
  s_endpgm
.Lmatmul_f32_end:
.size matmul_f32, .Lmatmul_f32_end-matmul_f32
; 50 SGPRs, 57 VGPRs; allocation: 62 moves, 1 spills, 1 reloads

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
  .amdhsa_next_free_vgpr 57
  .amdhsa_next_free_sgpr 50
  .amdhsa_accum_offset 60
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
    .sgpr_count: 50
    .vgpr_count: 57
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
