.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.amdhsa_code_object_version 5
.text
.globl matmul_f32
.p2align 8
.type matmul_f32,@function
matmul_f32:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v37, 0x3ff, v0
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
  s_mul_i32 s22, s2, 64
  v_lshrrev_b32 v21, 3, v37
  v_and_b32 v22, v21, 31
  v_add_u32 v21, v22, 32
  v_add_u32 v21, s22, v21
  v_add_u32 v22, s22, v22
  v_cmp_lt_i32_e64 s[12:13], v22, s28
  v_and_b32 v26, v37, 7
  v_lshlrev_b32 v28, 2, v26
  v_add_u32 v47, v28, s6
  v_cmp_lt_i32_e64 s[8:9], v47, s36
  s_and_b64 s[8:9], s[12:13], s[8:9]
  v_add_u32 v33, v28, 1
  v_add_u32 v0, v33, s6
  v_cmp_lt_i32_e64 s[10:11], v0, s36
  s_and_b64 s[10:11], s[12:13], s[10:11]
  v_add_u32 v38, v28, 2
  v_add_u32 v1, v38, s6
  v_cmp_lt_i32_e64 s[14:15], v1, s36
  s_and_b64 s[18:19], s[12:13], s[14:15]
  v_add_u32 v43, v28, 3
  v_add_u32 v2, v43, s6
  v_cmp_lt_i32_e64 s[14:15], v2, s36
  s_and_b64 s[26:27], s[12:13], s[14:15]
  v_cmp_lt_i32_e64 s[14:15], v21, s28
  v_cmp_lt_i32_e64 s[22:23], v47, s36
  s_and_b64 s[34:35], s[14:15], s[22:23]
  v_cmp_lt_i32_e64 s[22:23], v0, s36
  s_and_b64 s[42:43], s[14:15], s[22:23]
  v_cmp_lt_i32_e64 s[30:31], v1, s36
  s_and_b64 s[12:13], s[14:15], s[30:31]
  v_cmp_lt_i32_e64 s[38:39], v2, s36
  s_and_b64 s[14:15], s[14:15], s[38:39]
  v_mul_lo_u32 v50, v22, s40
  v_add_u32 v0, v50, v28
  v_add_u32 v0, v0, s6
  v_lshlrev_b32 v1, 2, v0
  v_ashrrev_i32 v3, 30, v0
  v_mov_b32 v54, s16
  v_mov_b32 v55, s17
  v_add_co_u32 v52, vcc, v54, v1
  v_addc_co_u32 v53, vcc, v55, v3, vcc
  v_mov_b32 v35, 0
  s_and_saveexec_b64 s[46:47], s[8:9]
  global_load_dword v35, v[52:53], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v44, 0
  s_and_saveexec_b64 s[46:47], s[10:11]
  global_load_dword v44, v[52:53], off offset:4
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v39, 0
  s_and_saveexec_b64 s[46:47], s[18:19]
  global_load_dword v39, v[52:53], off offset:8
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v41, 0
  s_and_saveexec_b64 s[46:47], s[26:27]
  global_load_dword v41, v[52:53], off offset:12
  s_mov_b64 exec, s[46:47]
  v_mul_lo_u32 v0, v21, s40
  v_add_u32 v21, v0, v28
  v_add_u32 v22, v21, s6
  v_lshlrev_b32 v21, 2, v22
  v_ashrrev_i32 v22, 30, v22
  v_mov_b32 v54, s16
  v_mov_b32 v55, s17
  v_add_co_u32 v52, vcc, v54, v21
  v_addc_co_u32 v53, vcc, v55, v22, vcc
  v_mov_b32 v50, 0
  s_and_saveexec_b64 s[46:47], s[34:35]
  global_load_dword v50, v[52:53], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v2, 0
  s_and_saveexec_b64 s[46:47], s[42:43]
  global_load_dword v2, v[52:53], off offset:4
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v1, 0
  s_and_saveexec_b64 s[46:47], s[12:13]
  global_load_dword v1, v[52:53], off offset:8
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v0, 0
  s_and_saveexec_b64 s[46:47], s[14:15]
  global_load_dword v0, v[52:53], off offset:12
  s_mov_b64 exec, s[46:47]
  s_mul_i32 s8, s4, 64
  v_and_b32 v3, v37, 15
  v_lshlrev_b32 v22, 2, v3
  v_add_u32 v21, v22, 3
  v_add_u32 v21, s8, v21
  s_mul_i32 s34, s6, s44
  s_mul_i32 s38, s6, s44
  v_lshrrev_b32 v3, 4, v37
  v_and_b32 v24, v3, 15
  v_mul_lo_u32 v25, v24, s44
  v_add_u32 v23, s8, v22
  v_add_u32 v25, v25, v23
  v_add_u32 v26, v25, s34
  v_add_u32 v25, v24, 16
  v_mul_lo_u32 v27, v25, s44
  v_add_u32 v27, v27, v23
  v_add_u32 v32, v27, s38
  v_ashrrev_i32 v34, 30, v26
  v_ashrrev_i32 v40, 30, v32
  v_add_u32 v43, v24, s6
  v_add_u32 v45, v25, s6
  v_cmp_lt_i32_e64 s[10:11], v43, s36
  v_cmp_lt_i32_e64 s[14:15], v23, s32
  s_and_b64 s[10:11], s[10:11], s[14:15]
  v_cmp_lt_i32_e64 s[12:13], v43, s36
  v_add_u32 v28, v22, 1
  v_add_u32 v33, s8, v28
  v_cmp_lt_i32_e64 s[18:19], v33, s32
  s_and_b64 s[12:13], s[12:13], s[18:19]
  v_cmp_lt_i32_e64 s[22:23], v43, s36
  v_add_u32 v36, v22, 2
  v_add_u32 v42, s8, v36
  v_cmp_lt_i32_e64 s[26:27], v42, s32
  s_and_b64 s[22:23], s[22:23], s[26:27]
  v_cmp_lt_i32_e64 s[8:9], v43, s36
  v_cmp_lt_i32_e64 s[38:39], v21, s32
  s_and_b64 s[30:31], s[8:9], s[38:39]
  v_cmp_lt_i32_e64 s[8:9], v45, s36
  s_and_b64 s[34:35], s[8:9], s[14:15]
  v_cmp_lt_i32_e64 s[14:15], v45, s36
  s_and_b64 s[42:43], s[14:15], s[18:19]
  v_cmp_lt_i32_e64 s[8:9], v45, s36
  s_and_b64 s[8:9], s[8:9], s[26:27]
  v_cmp_lt_i32_e64 s[26:27], v45, s36
  s_and_b64 s[14:15], s[26:27], s[38:39]
  v_lshlrev_b32 v3, 2, v26
  v_mov_b32 v54, s20
  v_mov_b32 v55, s21
  v_add_co_u32 v52, vcc, v54, v3
  v_addc_co_u32 v53, vcc, v55, v34, vcc
  v_mov_b32 v31, 0
  s_and_saveexec_b64 s[46:47], s[10:11]
  global_load_dword v31, v[52:53], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v33, 0
  s_and_saveexec_b64 s[46:47], s[12:13]
  global_load_dword v33, v[52:53], off offset:4
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v36, 0
  s_and_saveexec_b64 s[46:47], s[22:23]
  global_load_dword v36, v[52:53], off offset:8
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v38, 0
  s_and_saveexec_b64 s[46:47], s[30:31]
  global_load_dword v38, v[52:53], off offset:12
  s_mov_b64 exec, s[46:47]
  v_lshlrev_b32 v21, 2, v32
  v_mov_b32 v54, s20
  v_mov_b32 v55, s21
  v_add_co_u32 v52, vcc, v54, v21
  v_addc_co_u32 v53, vcc, v55, v40, vcc
  v_mov_b32 v43, 0
  s_and_saveexec_b64 s[46:47], s[34:35]
  global_load_dword v43, v[52:53], off
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v45, 0
  s_and_saveexec_b64 s[46:47], s[42:43]
  global_load_dword v45, v[52:53], off offset:4
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v47, 0
  s_and_saveexec_b64 s[46:47], s[8:9]
  global_load_dword v47, v[52:53], off offset:8
  s_mov_b64 exec, s[46:47]
  v_mov_b32 v49, 0
  s_and_saveexec_b64 s[46:47], s[14:15]
  global_load_dword v49, v[52:53], off offset:12
  s_mov_b64 exec, s[46:47]
  v_and_b32 v3, 0xff, v37
  v_lshlrev_b32 v3, 2, v3
  v_mul_lo_u32 v24, v3, 4
  v_lshrrev_b32 v3, 7, v24
  v_mul_lo_u32 v3, v3, 4
  v_add_u32 v3, v24, v3
  s_waitcnt vmcnt(0)
  ds_write_b32 v3, v35
  ds_write_b32 v3, v44 offset:4
  ds_write_b32 v3, v39 offset:8
  ds_write_b32 v3, v41 offset:12
  ds_write_b32 v3, v50 offset:4224
  ds_write_b32 v3, v2 offset:4228
  ds_write_b32 v3, v1 offset:4232
  ds_write_b32 v3, v0 offset:4236
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v25, v37, 31
  v_lshlrev_b32 v21, 5, v25
  v_lshrrev_b32 v22, 5, v37
  v_and_b32 v26, v22, 1
  v_or_b32 v21, v21, v26
  v_lshrrev_b32 v22, 6, v37
  v_and_b32 v22, v22, 1
  v_lshlrev_b32 v22, 10, v22
  v_or_b32 v27, v21, v22
  v_mul_lo_u32 v27, v27, 4
  v_lshrrev_b32 v28, 7, v27
  v_mul_lo_u32 v30, v28, 4
  v_add_u32 v32, v27, v30
  ds_read_b32 v34, v32
  ds_read_b32 v39, v32 offset:8
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v58, v39
  ds_read_b32 v39, v32 offset:16
  ds_read_b32 v40, v32 offset:24
  ds_read_b32 v42, v32 offset:32
  ds_read_b32 v44, v32 offset:40
  ds_read_b32 v46, v32 offset:48
  ds_read_b32 v48, v32 offset:56
  ds_read_b32 v50, v32 offset:64
  ds_read_b32 v23, v32 offset:72
  ds_read_b32 v22, v32 offset:80
  ds_read_b32 v21, v32 offset:88
  ds_read_b32 v3, v32 offset:96
  ds_read_b32 v2, v32 offset:104
  ds_read_b32 v0, v32 offset:112
  ds_read_b32 v1, v32 offset:120
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshrrev_b32 v27, 8, v24
  v_mul_lo_u32 v27, v27, 4
  v_add_u32 v24, v24, v27
  ds_write_b32 v24, v31 offset:8448
  ds_write_b32 v24, v33 offset:8452
  ds_write_b32 v24, v36 offset:8456
  ds_write_b32 v24, v38 offset:8460
  ds_write_b32 v24, v43 offset:12608
  ds_write_b32 v24, v45 offset:12612
  ds_write_b32 v24, v47 offset:12616
  ds_write_b32 v24, v49 offset:12620
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshlrev_b32 v24, 6, v26
  v_or_b32 v24, v25, v24
  v_lshrrev_b32 v25, 7, v37
  v_and_b32 v25, v25, 1
  v_lshlrev_b32 v27, 5, v25
  v_or_b32 v29, v24, v27
  v_mul_lo_u32 v31, v29, 4
  v_lshrrev_b32 v33, 8, v31
  v_mul_lo_u32 v35, v33, 4
  v_add_u32 v38, v31, v35
  ds_read_b32 v35, v38 offset:8448
  ds_read_b32 v41, v38 offset:8968
  ds_read_b32 v43, v38 offset:9488
  ds_read_b32 v45, v38 offset:10008
  ds_read_b32 v47, v38 offset:10528
  ds_read_b32 v49, v38 offset:11048
  ds_read_b32 v33, v38 offset:11568
  ds_read_b32 v32, v38 offset:12088
  ds_read_b32 v31, v38 offset:12608
  ds_read_b32 v30, v38 offset:13128
  ds_read_b32 v29, v38 offset:13648
  ds_read_b32 v28, v38 offset:14168
  ds_read_b32 v27, v38 offset:14688
  ds_read_b32 v26, v38 offset:15208
  ds_read_b32 v25, v38 offset:15728
  ds_read_b32 v36, v38 offset:16248
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_mov_b32 v20, v34
  v_mov_b32 v24, v35
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v58
  v_mov_b32 v24, v41
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v39
  v_mov_b32 v24, v43
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v40
  v_mov_b32 v24, v45
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v42
  v_mov_b32 v24, v47
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v44
  v_mov_b32 v24, v49
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v46
  v_mov_b32 v24, v33
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v48
  v_mov_b32 v24, v32
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v50
  v_mov_b32 v24, v31
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v23
  v_mov_b32 v24, v30
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v22
  v_mov_b32 v24, v29
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v21
  v_mov_b32 v24, v28
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v3
  v_mov_b32 v24, v27
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v2
  v_mov_b32 v24, v26
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v0
  v_mov_b32 v24, v25
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v1
  v_mov_b32 v24, v36
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  s_add_u32 s8, s6, 32
  s_cmp_gt_i32 s8, s6
  s_cselect_b64 s[6:7], -1, 0
  s_cmp_lt_i32 s8, s36
  s_cselect_b64 s[10:11], -1, 0
  s_and_b64 s[6:7], s[6:7], s[10:11]
  s_cmp_lg_u64 s[6:7], 0
  s_nop 11
  s_cbranch_scc1 .Lmatmul_f32_5
  s_branch .Lmatmul_f32_2
.Lmatmul_f32_5:
  s_mov_b64 s[6:7], s[8:9]
  s_branch .Lmatmul_f32_1
.Lmatmul_f32_2:
  s_mul_i32 s2, s2, 64
  v_lshrrev_b32 v44, 5, v37
  v_and_b32 v46, v44, 1
  v_lshlrev_b32 v48, 2, v46
  v_lshrrev_b32 v50, 6, v37
  v_and_b32 v0, v50, 1
  v_lshlrev_b32 v0, 5, v0
  v_or_b32 v24, v48, v0
  v_add_u32 v21, v24, 27
  v_add_u32 v26, s2, v21
  s_mul_i32 s4, s4, 64
  v_and_b32 v46, v37, 31
  v_lshrrev_b32 v48, 7, v37
  v_and_b32 v50, v48, 1
  v_lshlrev_b32 v0, 5, v50
  v_or_b32 v0, v46, v0
  v_add_u32 v0, s4, v0
  v_add_u32 v28, s2, v24
  v_cmp_lt_i32_e64 s[26:27], v28, s28
  v_cmp_lt_i32_e64 s[36:37], v0, s32
  s_and_b64 s[34:35], s[26:27], s[36:37]
  v_add_u32 v20, v24, 1
  v_add_u32 v25, s2, v20
  v_cmp_lt_i32_e64 s[38:39], v25, s28
  s_and_b64 s[32:33], s[38:39], s[36:37]
  v_add_u32 v20, v24, 2
  v_add_u32 v30, s2, v20
  v_cmp_lt_i32_e64 s[4:5], v30, s28
  s_and_b64 s[26:27], s[4:5], s[36:37]
  v_add_u32 v20, v24, 3
  v_add_u32 v35, s2, v20
  v_cmp_lt_i32_e64 s[4:5], v35, s28
  s_and_b64 s[22:23], s[4:5], s[36:37]
  v_add_u32 v23, v24, 8
  v_add_u32 v40, s2, v23
  v_cmp_lt_i32_e64 s[4:5], v40, s28
  s_and_b64 s[20:21], s[4:5], s[36:37]
  v_add_u32 v29, v24, 9
  v_add_u32 v45, s2, v29
  v_cmp_lt_i32_e64 s[4:5], v45, s28
  s_and_b64 s[16:17], s[4:5], s[36:37]
  v_add_u32 v33, v24, 10
  v_add_u32 v50, s2, v33
  v_cmp_lt_i32_e64 s[4:5], v50, s28
  s_and_b64 s[14:15], s[4:5], s[36:37]
  v_add_u32 v38, v24, 11
  v_add_u32 v3, s2, v38
  v_cmp_lt_i32_e64 s[4:5], v3, s28
  s_and_b64 s[12:13], s[4:5], s[36:37]
  v_add_u32 v43, v24, 16
  v_add_u32 v1, s2, v43
  v_cmp_lt_i32_e64 s[4:5], v1, s28
  s_and_b64 s[18:19], s[4:5], s[36:37]
  v_add_u32 v48, v24, 17
  v_add_u32 v2, s2, v48
  v_cmp_lt_i32_e64 s[4:5], v2, s28
  s_and_b64 s[30:31], s[4:5], s[36:37]
  v_add_u32 v20, v24, 18
  v_add_u32 v23, s2, v20
  v_cmp_lt_i32_e64 s[4:5], v23, s28
  s_and_b64 s[38:39], s[4:5], s[36:37]
  v_add_u32 v20, v24, 19
  v_add_u32 v21, s2, v20
  v_cmp_lt_i32_e64 s[40:41], v21, s28
  s_and_b64 s[10:11], s[40:41], s[36:37]
  v_add_u32 v20, v24, 24
  v_add_u32 v20, s2, v20
  v_cmp_lt_i32_e64 s[40:41], v20, s28
  s_and_b64 s[8:9], s[40:41], s[36:37]
  v_add_u32 v22, v24, 25
  v_add_u32 v22, s2, v22
  v_cmp_lt_i32_e64 s[40:41], v22, s28
  s_and_b64 s[6:7], s[40:41], s[36:37]
  v_add_u32 v24, v24, 26
  v_add_u32 v27, s2, v24
  v_cmp_lt_i32_e64 s[42:43], v27, s28
  s_and_b64 s[4:5], s[42:43], s[36:37]
  v_cmp_lt_i32_e64 s[2:3], v26, s28
  s_and_b64 s[2:3], s[2:3], s[36:37]
  v_mul_lo_u32 v34, v28, s0
  v_add_u32 v28, v34, v0
  v_lshlrev_b32 v24, 2, v28
  v_ashrrev_i32 v28, 30, v28
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v24
  v_addc_co_u32 v53, vcc, v55, v28, vcc
  s_and_saveexec_b64 s[46:47], s[34:35]
  global_store_dword v[52:53], v4, off
  s_mov_b64 exec, s[46:47]
  v_mul_lo_u32 v42, v25, s0
  v_add_u32 v4, v42, v0
  v_lshlrev_b32 v24, 2, v4
  v_ashrrev_i32 v25, 30, v4
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v24
  v_addc_co_u32 v53, vcc, v55, v25, vcc
  s_and_saveexec_b64 s[46:47], s[32:33]
  global_store_dword v[52:53], v5, off
  s_mov_b64 exec, s[46:47]
  v_mul_lo_u32 v4, v30, s0
  v_add_u32 v24, v4, v0
  v_lshlrev_b32 v34, 2, v24
  v_ashrrev_i32 v36, 30, v24
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v34
  v_addc_co_u32 v53, vcc, v55, v36, vcc
  s_and_saveexec_b64 s[46:47], s[26:27]
  global_store_dword v[52:53], v6, off
  s_mov_b64 exec, s[46:47]
  v_mul_lo_u32 v4, v35, s0
  v_add_u32 v24, v4, v0
  v_lshlrev_b32 v46, 2, v24
  v_ashrrev_i32 v47, 30, v24
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v46
  v_addc_co_u32 v53, vcc, v55, v47, vcc
  s_and_saveexec_b64 s[46:47], s[22:23]
  global_store_dword v[52:53], v7, off
  s_mov_b64 exec, s[46:47]
  v_mul_lo_u32 v4, v40, s0
  v_add_u32 v28, v4, v0
  v_lshlrev_b32 v4, 2, v28
  v_ashrrev_i32 v5, 30, v28
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v4
  v_addc_co_u32 v53, vcc, v55, v5, vcc
  s_and_saveexec_b64 s[46:47], s[20:21]
  global_store_dword v[52:53], v8, off
  s_mov_b64 exec, s[46:47]
  v_mul_lo_u32 v24, v45, s0
  v_add_u32 v35, v24, v0
  v_lshlrev_b32 v4, 2, v35
  v_ashrrev_i32 v6, 30, v35
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v4
  v_addc_co_u32 v53, vcc, v55, v6, vcc
  s_and_saveexec_b64 s[46:47], s[16:17]
  global_store_dword v[52:53], v9, off
  s_mov_b64 exec, s[46:47]
  v_mul_lo_u32 v24, v50, s0
  v_add_u32 v43, v24, v0
  v_lshlrev_b32 v24, 2, v43
  v_ashrrev_i32 v25, 30, v43
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v24
  v_addc_co_u32 v53, vcc, v55, v25, vcc
  s_and_saveexec_b64 s[46:47], s[14:15]
  global_store_dword v[52:53], v10, off
  s_mov_b64 exec, s[46:47]
  v_mul_lo_u32 v28, v3, s0
  v_add_u32 v3, v28, v0
  v_lshlrev_b32 v28, 2, v3
  v_ashrrev_i32 v29, 30, v3
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v28
  v_addc_co_u32 v53, vcc, v55, v29, vcc
  s_and_saveexec_b64 s[46:47], s[12:13]
  global_store_dword v[52:53], v11, off
  s_mov_b64 exec, s[46:47]
  v_mul_lo_u32 v35, v1, s0
  v_add_u32 v1, v35, v0
  v_lshlrev_b32 v37, 2, v1
  v_ashrrev_i32 v39, 30, v1
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v37
  v_addc_co_u32 v53, vcc, v55, v39, vcc
  s_and_saveexec_b64 s[46:47], s[18:19]
  global_store_dword v[52:53], v12, off
  s_mov_b64 exec, s[46:47]
  v_mul_lo_u32 v43, v2, s0
  v_add_u32 v4, v43, v0
  v_lshlrev_b32 v48, 2, v4
  v_ashrrev_i32 v50, 30, v4
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v48
  v_addc_co_u32 v53, vcc, v55, v50, vcc
  s_and_saveexec_b64 s[46:47], s[30:31]
  global_store_dword v[52:53], v13, off
  s_mov_b64 exec, s[46:47]
  v_mul_lo_u32 v1, v23, s0
  v_add_u32 v12, v1, v0
  v_lshlrev_b32 v1, 2, v12
  v_ashrrev_i32 v2, 30, v12
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v56, vcc, v52, v1
  v_addc_co_u32 v57, vcc, v53, v2, vcc
  s_and_saveexec_b64 s[46:47], s[38:39]
  global_store_dword v[56:57], v14, off
  s_mov_b64 exec, s[46:47]
  v_mul_lo_u32 v1, v21, s0
  v_add_u32 v21, v1, v0
  v_lshlrev_b32 v7, 2, v21
  v_ashrrev_i32 v9, 30, v21
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v7
  v_addc_co_u32 v53, vcc, v55, v9, vcc
  s_and_saveexec_b64 s[46:47], s[10:11]
  global_store_dword v[52:53], v15, off
  s_mov_b64 exec, s[46:47]
  v_mul_lo_u32 v4, v20, s0
  v_add_u32 v28, v4, v0
  v_lshlrev_b32 v20, 2, v28
  v_ashrrev_i32 v21, 30, v28
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v20
  v_addc_co_u32 v53, vcc, v55, v21, vcc
  s_and_saveexec_b64 s[46:47], s[8:9]
  global_store_dword v[52:53], v16, off
  s_mov_b64 exec, s[46:47]
  v_mul_lo_u32 v12, v22, s0
  v_add_u32 v36, v12, v0
  v_lshlrev_b32 v29, 2, v36
  v_ashrrev_i32 v31, 30, v36
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v29
  v_addc_co_u32 v53, vcc, v55, v31, vcc
  s_and_saveexec_b64 s[46:47], s[6:7]
  global_store_dword v[52:53], v17, off
  s_mov_b64 exec, s[46:47]
  v_mul_lo_u32 v20, v27, s0
  v_add_u32 v44, v20, v0
  v_lshlrev_b32 v40, 2, v44
  v_ashrrev_i32 v42, 30, v44
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v40
  v_addc_co_u32 v53, vcc, v55, v42, vcc
  s_and_saveexec_b64 s[46:47], s[4:5]
  global_store_dword v[52:53], v18, off
  s_mov_b64 exec, s[46:47]
  v_mul_lo_u32 v28, v26, s0
  v_add_u32 v1, v28, v0
  v_lshlrev_b32 v0, 2, v1
  v_ashrrev_i32 v1, 30, v1
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc, v54, v0
  v_addc_co_u32 v53, vcc, v55, v1, vcc
  s_and_saveexec_b64 s[46:47], s[2:3]
  global_store_dword v[52:53], v19, off
  s_mov_b64 exec, s[46:47]
  s_endpgm
.Lmatmul_f32_end:
.size matmul_f32, .Lmatmul_f32_end-matmul_f32
; 48 SGPRs, 59 VGPRs; allocation: 62 moves, 1 spills, 1 reloads

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
  .amdhsa_next_free_vgpr 59
  .amdhsa_next_free_sgpr 48
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
    .sgpr_count: 48
    .vgpr_count: 59
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
