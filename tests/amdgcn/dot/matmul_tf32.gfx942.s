.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.amdhsa_code_object_version 5
.text
.globl matmul_tf32
.p2align 8
.type matmul_tf32,@function
matmul_tf32:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v47, 0x3ff, v0
  v_mov_b32 v58, v47
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
  s_cbranch_scc1 .Lmatmul_tf32_3
  s_branch .Lmatmul_tf32_4
.Lmatmul_tf32_3:
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
  v_mov_b32 v19, v4
  v_mov_b32 v20, v4
  s_nop 1
  s_branch .Lmatmul_tf32_1
.Lmatmul_tf32_4:
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
  s_branch .Lmatmul_tf32_2
.Lmatmul_tf32_1:
  s_mul_i32 s42, s2, 64
  v_mov_b32 v47, v58
  v_lshrrev_b32 v23, 3, v47
  v_and_b32 v25, v23, 31
  v_add_u32 v27, v25, 32
  v_add_u32 v30, s42, v27
  v_add_u32 v31, s42, v25
  v_cmp_lt_i32_e64 s[8:9], v31, s28
  v_and_b32 v36, v47, 7
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
  v_mov_b32 v56, s16
  v_mov_b32 v57, s17
  v_add_co_u32 v54, vcc, v56, v21
  v_addc_co_u32 v55, vcc, v57, v22, vcc
  v_mov_b32 v46, 0
  s_and_saveexec_b64 s[48:49], s[18:19]
  global_load_dword v46, v[54:55], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v47, 0
  s_and_saveexec_b64 s[48:49], s[26:27]
  global_load_dword v47, v[54:55], off offset:4
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v49, 0
  s_and_saveexec_b64 s[48:49], s[38:39]
  global_load_dword v49, v[54:55], off offset:8
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v51, 0
  s_and_saveexec_b64 s[48:49], s[46:47]
  global_load_dword v51, v[54:55], off offset:12
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v21, v30, s40
  v_add_u32 v21, v21, v38
  v_add_u32 v21, v21, s6
  v_lshlrev_b32 v26, 2, v21
  v_ashrrev_i32 v28, 30, v21
  v_mov_b32 v56, s16
  v_mov_b32 v57, s17
  v_add_co_u32 v54, vcc, v56, v26
  v_addc_co_u32 v55, vcc, v57, v28, vcc
  v_mov_b32 v22, 0
  s_and_saveexec_b64 s[48:49], s[8:9]
  global_load_dword v22, v[54:55], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v0, 0
  s_and_saveexec_b64 s[48:49], s[10:11]
  global_load_dword v0, v[54:55], off offset:4
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v1, 0
  s_and_saveexec_b64 s[48:49], s[12:13]
  global_load_dword v1, v[54:55], off offset:8
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v21, 0
  s_and_saveexec_b64 s[48:49], s[14:15]
  global_load_dword v21, v[54:55], off offset:12
  s_mov_b64 exec, s[48:49]
  s_mul_i32 s22, s4, 64
  v_mov_b32 v48, v58
  v_and_b32 v23, v48, 15
  v_lshlrev_b32 v24, 2, v23
  v_add_u32 v23, v24, 3
  v_add_u32 v23, s22, v23
  s_mul_i32 s10, s6, s44
  s_mul_i32 s8, s6, s44
  v_mov_b32 v2, v58
  v_lshrrev_b32 v25, 4, v2
  v_and_b32 v25, v25, 15
  v_mul_lo_u32 v27, v25, s44
  v_add_u32 v26, s22, v24
  v_add_u32 v31, v27, v26
  v_add_u32 v36, v31, s10
  v_add_u32 v27, v25, 16
  v_mul_lo_u32 v28, v27, s44
  v_add_u32 v37, v28, v26
  v_add_u32 v42, v37, s8
  v_ashrrev_i32 v44, 30, v36
  v_ashrrev_i32 v50, 30, v42
  v_add_u32 v3, v25, s6
  v_add_u32 v2, v27, s6
  v_cmp_lt_i32_e64 s[10:11], v3, s36
  v_cmp_lt_i32_e64 s[8:9], v26, s32
  s_and_b64 s[18:19], s[10:11], s[8:9]
  v_cmp_lt_i32_e64 s[10:11], v3, s36
  v_add_u32 v38, v24, 1
  v_add_u32 v43, s22, v38
  v_cmp_lt_i32_e64 s[26:27], v43, s32
  s_and_b64 s[34:35], s[10:11], s[26:27]
  v_cmp_lt_i32_e64 s[10:11], v3, s36
  v_add_u32 v45, v24, 2
  v_add_u32 v52, s22, v45
  v_cmp_lt_i32_e64 s[38:39], v52, s32
  s_and_b64 s[42:43], s[10:11], s[38:39]
  v_cmp_lt_i32_e64 s[22:23], v3, s36
  v_cmp_lt_i32_e64 s[46:47], v23, s32
  s_and_b64 s[14:15], s[22:23], s[46:47]
  v_cmp_lt_i32_e64 s[10:11], v2, s36
  s_and_b64 s[8:9], s[10:11], s[8:9]
  v_cmp_lt_i32_e64 s[10:11], v2, s36
  s_and_b64 s[10:11], s[10:11], s[26:27]
  v_cmp_lt_i32_e64 s[12:13], v2, s36
  s_and_b64 s[12:13], s[12:13], s[38:39]
  v_cmp_lt_i32_e64 s[22:23], v2, s36
  s_and_b64 s[22:23], s[22:23], s[46:47]
  v_lshlrev_b32 v23, 2, v36
  v_mov_b32 v56, s20
  v_mov_b32 v57, s21
  v_add_co_u32 v54, vcc, v56, v23
  v_addc_co_u32 v55, vcc, v57, v44, vcc
  v_mov_b32 v41, 0
  s_and_saveexec_b64 s[48:49], s[18:19]
  global_load_dword v41, v[54:55], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v43, 0
  s_and_saveexec_b64 s[48:49], s[34:35]
  global_load_dword v43, v[54:55], off offset:4
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v45, 0
  s_and_saveexec_b64 s[48:49], s[42:43]
  global_load_dword v45, v[54:55], off offset:8
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v48, 0
  s_and_saveexec_b64 s[48:49], s[14:15]
  global_load_dword v48, v[54:55], off offset:12
  s_mov_b64 exec, s[48:49]
  v_lshlrev_b32 v23, 2, v42
  v_mov_b32 v56, s20
  v_mov_b32 v57, s21
  v_add_co_u32 v54, vcc, v56, v23
  v_addc_co_u32 v55, vcc, v57, v50, vcc
  v_mov_b32 v52, 0
  s_and_saveexec_b64 s[48:49], s[8:9]
  global_load_dword v52, v[54:55], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v27, 0
  s_and_saveexec_b64 s[48:49], s[10:11]
  global_load_dword v27, v[54:55], off offset:4
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v3, 0
  s_and_saveexec_b64 s[48:49], s[12:13]
  global_load_dword v3, v[54:55], off offset:8
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v2, 0
  s_and_saveexec_b64 s[48:49], s[22:23]
  global_load_dword v2, v[54:55], off offset:12
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v44, v58
  v_and_b32 v23, 0xff, v44
  v_lshlrev_b32 v23, 2, v23
  v_mul_lo_u32 v30, v23, 4
  v_lshrrev_b32 v23, 7, v30
  v_mul_lo_u32 v23, v23, 4
  v_add_u32 v23, v30, v23
  s_waitcnt vmcnt(0)
  ds_write_b32 v23, v46
  ds_write_b32 v23, v47 offset:4
  ds_write_b32 v23, v49 offset:8
  ds_write_b32 v23, v51 offset:12
  ds_write_b32 v23, v22 offset:4224
  ds_write_b32 v23, v0 offset:4228
  ds_write_b32 v23, v1 offset:4232
  ds_write_b32 v23, v21 offset:4236
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_mov_b32 v47, v58
  v_and_b32 v32, v47, 31
  v_lshlrev_b32 v21, 5, v32
  v_lshrrev_b32 v22, 5, v47
  v_and_b32 v33, v22, 1
  v_lshlrev_b32 v26, 1, v33
  v_or_b32 v28, v21, v26
  v_lshrrev_b32 v31, 6, v47
  v_and_b32 v34, v31, 1
  v_lshlrev_b32 v34, 10, v34
  v_or_b32 v36, v28, v34
  v_mul_lo_u32 v38, v36, 4
  v_lshrrev_b32 v40, 7, v38
  v_mul_lo_u32 v42, v40, 4
  v_add_u32 v44, v38, v42
  ds_read_b32 v46, v44
  ds_read_b32 v49, v44 offset:4
  ds_read_b32 v50, v44 offset:16
  ds_read_b32 v22, v44 offset:20
  ds_read_b32 v34, v44 offset:32
  ds_read_b32 v37, v44 offset:36
  ds_read_b32 v23, v44 offset:48
  ds_read_b32 v35, v44 offset:52
  ds_read_b32 v36, v44 offset:64
  ds_read_b32 v1, v44 offset:68
  ds_read_b32 v29, v44 offset:80
  ds_read_b32 v26, v44 offset:84
  ds_read_b32 v25, v44 offset:96
  ds_read_b32 v28, v44 offset:100
  ds_read_b32 v24, v44 offset:112
  ds_read_b32 v21, v44 offset:116
  s_mov_b32 s42, 0x7f800000
  s_waitcnt lgkmcnt(0)
  v_lshrrev_b32 v31, 13, v46
  v_and_b32 v31, v31, 1
  v_add_u32 v38, 0xfff, v46
  v_add_u32 v31, v38, v31
  v_and_b32 v31, 0xffffe000, v31
  v_and_b32 v38, 0x7f800000, v46
  v_cmp_ne_u32_e64 s[8:9], v38, s42
  v_cndmask_b32_e64 v18, v46, v31, s[8:9]
  v_lshrrev_b32 v38, 13, v49
  v_and_b32 v38, v38, 1
  v_add_u32 v39, 0xfff, v49
  v_add_u32 v39, v39, v38
  v_and_b32 v42, 0xffffe000, v39
  v_and_b32 v44, 0x7f800000, v49
  v_cmp_ne_u32_e64 s[8:9], v44, s42
  v_cndmask_b32_e64 v47, v49, v42, s[8:9]
  v_lshrrev_b32 v49, 13, v50
  v_and_b32 v51, v49, 1
  v_add_u32 v0, 0xfff, v50
  v_add_u32 v0, v0, v51
  v_and_b32 v0, 0xffffe000, v0
  v_and_b32 v38, 0x7f800000, v50
  v_cmp_ne_u32_e64 s[8:9], v38, s42
  v_cndmask_b32_e64 v0, v50, v0, s[8:9]
  s_mov_b32 s14, 0x7f800000
  v_lshrrev_b32 v38, 13, v22
  v_and_b32 v38, v38, 1
  v_add_u32 v39, 0xfff, v22
  v_add_u32 v38, v39, v38
  v_and_b32 v38, 0xffffe000, v38
  v_and_b32 v39, 0x7f800000, v22
  v_cmp_ne_u32_e64 s[34:35], v39, s14
  v_cndmask_b32_e64 v22, v22, v38, s[34:35]
  v_lshrrev_b32 v38, 13, v34
  v_and_b32 v38, v38, 1
  v_add_u32 v39, 0xfff, v34
  v_add_u32 v38, v39, v38
  v_and_b32 v38, 0xffffe000, v38
  v_and_b32 v39, 0x7f800000, v34
  v_cmp_ne_u32_e64 s[8:9], v39, s14
  v_cndmask_b32_e64 v34, v34, v38, s[8:9]
  v_lshrrev_b32 v38, 13, v37
  v_and_b32 v38, v38, 1
  v_add_u32 v40, 0xfff, v37
  v_add_u32 v42, v40, v38
  v_and_b32 v44, 0xffffe000, v42
  v_and_b32 v46, 0x7f800000, v37
  v_cmp_ne_u32_e64 s[8:9], v46, s14
  v_cndmask_b32_e64 v50, v37, v44, s[8:9]
  s_mov_b32 s8, 0x7f800000
  v_lshrrev_b32 v37, 13, v23
  v_and_b32 v37, v37, 1
  v_add_u32 v38, 0xfff, v23
  v_add_u32 v37, v38, v37
  v_and_b32 v37, 0xffffe000, v37
  v_and_b32 v38, 0x7f800000, v23
  v_cmp_ne_u32_e64 s[10:11], v38, s8
  v_cndmask_b32_e64 v23, v23, v37, s[10:11]
  v_lshrrev_b32 v37, 13, v35
  v_and_b32 v37, v37, 1
  v_add_u32 v38, 0xfff, v35
  v_add_u32 v37, v38, v37
  v_and_b32 v37, 0xffffe000, v37
  v_and_b32 v38, 0x7f800000, v35
  v_cmp_ne_u32_e64 s[38:39], v38, s8
  v_cndmask_b32_e64 v35, v35, v37, s[38:39]
  v_lshrrev_b32 v37, 13, v36
  v_and_b32 v37, v37, 1
  v_add_u32 v38, 0xfff, v36
  v_add_u32 v37, v38, v37
  v_and_b32 v37, 0xffffe000, v37
  v_and_b32 v38, 0x7f800000, v36
  v_cmp_ne_u32_e64 s[8:9], v38, s8
  v_cndmask_b32_e64 v37, v36, v37, s[8:9]
  s_mov_b32 s8, 0x7f800000
  v_lshrrev_b32 v40, 13, v1
  v_and_b32 v42, v40, 1
  v_add_u32 v44, 0xfff, v1
  v_add_u32 v46, v44, v42
  v_and_b32 v49, 0xffffe000, v46
  v_and_b32 v51, 0x7f800000, v1
  v_cmp_ne_u32_e64 s[10:11], v51, s8
  v_cndmask_b32_e64 v1, v1, v49, s[10:11]
  v_lshrrev_b32 v36, 13, v29
  v_and_b32 v36, v36, 1
  v_add_u32 v38, 0xfff, v29
  v_add_u32 v36, v38, v36
  v_and_b32 v36, 0xffffe000, v36
  v_and_b32 v38, 0x7f800000, v29
  v_cmp_ne_u32_e64 s[12:13], v38, s8
  v_cndmask_b32_e64 v36, v29, v36, s[12:13]
  v_lshrrev_b32 v29, 13, v26
  v_and_b32 v29, v29, 1
  v_add_u32 v38, 0xfff, v26
  v_add_u32 v29, v38, v29
  v_and_b32 v29, 0xffffe000, v29
  v_and_b32 v38, 0x7f800000, v26
  v_cmp_ne_u32_e64 s[46:47], v38, s8
  v_cndmask_b32_e64 v26, v26, v29, s[46:47]
  s_mov_b32 s8, 0x7f800000
  v_lshrrev_b32 v29, 13, v25
  v_and_b32 v29, v29, 1
  v_add_u32 v38, 0xfff, v25
  v_add_u32 v38, v38, v29
  v_and_b32 v38, 0xffffe000, v38
  v_and_b32 v39, 0x7f800000, v25
  v_cmp_ne_u32_e64 s[10:11], v39, s8
  v_cndmask_b32_e64 v42, v25, v38, s[10:11]
  v_lshrrev_b32 v44, 13, v28
  v_and_b32 v46, v44, 1
  v_add_u32 v49, 0xfff, v28
  v_add_u32 v51, v49, v46
  v_and_b32 v25, 0xffffe000, v51
  v_and_b32 v29, 0x7f800000, v28
  v_cmp_ne_u32_e64 s[10:11], v29, s8
  v_cndmask_b32_e64 v29, v28, v25, s[10:11]
  v_lshrrev_b32 v25, 13, v24
  v_and_b32 v25, v25, 1
  v_add_u32 v28, 0xfff, v24
  v_add_u32 v25, v28, v25
  v_and_b32 v25, 0xffffe000, v25
  v_and_b32 v28, 0x7f800000, v24
  v_cmp_ne_u32_e64 s[18:19], v28, s8
  v_cndmask_b32_e64 v28, v24, v25, s[18:19]
  s_mov_b32 s38, 0x7f800000
  v_lshrrev_b32 v24, 13, v21
  v_and_b32 v24, v24, 1
  v_add_u32 v25, 0xfff, v21
  v_add_u32 v24, v25, v24
  v_and_b32 v24, 0xffffe000, v24
  v_and_b32 v25, 0x7f800000, v21
  v_cmp_ne_u32_e64 s[8:9], v25, s38
  v_cndmask_b32_e64 v31, v21, v24, s[8:9]
  v_lshrrev_b32 v38, 8, v30
  v_mul_lo_u32 v38, v38, 4
  v_add_u32 v38, v30, v38
  ds_write_b32 v38, v41 offset:8448
  ds_write_b32 v38, v43 offset:8452
  ds_write_b32 v38, v45 offset:8456
  ds_write_b32 v38, v48 offset:8460
  ds_write_b32 v38, v52 offset:12608
  ds_write_b32 v38, v27 offset:12612
  ds_write_b32 v38, v3 offset:12616
  ds_write_b32 v38, v2 offset:12620
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshlrev_b32 v46, 7, v33
  v_or_b32 v48, v32, v46
  v_mov_b32 v52, v58
  v_lshrrev_b32 v51, 7, v52
  v_and_b32 v52, v51, 1
  v_lshlrev_b32 v2, 5, v52
  v_or_b32 v2, v48, v2
  v_mul_lo_u32 v2, v2, 4
  v_lshrrev_b32 v3, 8, v2
  v_mul_lo_u32 v3, v3, 4
  v_add_u32 v2, v2, v3
  ds_read_b32 v3, v2 offset:8448
  ds_read_b32 v39, v2 offset:8708
  ds_read_b32 v41, v2 offset:9488
  ds_read_b32 v44, v2 offset:9748
  ds_read_b32 v48, v2 offset:10528
  ds_read_b32 v25, v2 offset:10788
  ds_read_b32 v24, v2 offset:11568
  ds_read_b32 v46, v2 offset:11828
  ds_read_b32 v45, v2 offset:12608
  ds_read_b32 v43, v2 offset:12868
  ds_read_b32 v40, v2 offset:13648
  ds_read_b32 v38, v2 offset:13908
  ds_read_b32 v27, v2 offset:14688
  ds_read_b32 v30, v2 offset:14948
  ds_read_b32 v32, v2 offset:15728
  ds_read_b32 v33, v2 offset:15988
  s_mov_b32 s8, 0x7f800000
  s_waitcnt lgkmcnt(0)
  v_lshrrev_b32 v49, 13, v3
  v_and_b32 v49, v49, 1
  v_add_u32 v51, 0xfff, v3
  v_add_u32 v49, v51, v49
  v_and_b32 v49, 0xffffe000, v49
  v_and_b32 v51, 0x7f800000, v3
  v_cmp_ne_u32_e64 s[10:11], v51, s8
  v_cndmask_b32_e64 v51, v3, v49, s[10:11]
  v_lshrrev_b32 v2, 13, v39
  v_and_b32 v2, v2, 1
  v_add_u32 v3, 0xfff, v39
  v_add_u32 v2, v3, v2
  v_and_b32 v2, 0xffffe000, v2
  v_and_b32 v3, 0x7f800000, v39
  v_cmp_ne_u32_e64 s[10:11], v3, s8
  v_cndmask_b32_e64 v39, v39, v2, s[10:11]
  v_lshrrev_b32 v49, 13, v41
  v_and_b32 v49, v49, 1
  v_add_u32 v52, 0xfff, v41
  v_add_u32 v49, v52, v49
  v_and_b32 v49, 0xffffe000, v49
  v_and_b32 v52, 0x7f800000, v41
  v_cmp_ne_u32_e64 s[38:39], v52, s8
  v_cndmask_b32_e64 v41, v41, v49, s[38:39]
  s_mov_b32 s8, 0x7f800000
  v_lshrrev_b32 v49, 13, v44
  v_and_b32 v49, v49, 1
  v_add_u32 v52, 0xfff, v44
  v_add_u32 v49, v52, v49
  v_and_b32 v49, 0xffffe000, v49
  v_and_b32 v52, 0x7f800000, v44
  v_cmp_ne_u32_e64 s[10:11], v52, s8
  v_cndmask_b32_e64 v44, v44, v49, s[10:11]
  v_lshrrev_b32 v49, 13, v48
  v_and_b32 v49, v49, 1
  v_add_u32 v52, 0xfff, v48
  v_add_u32 v49, v52, v49
  v_and_b32 v49, 0xffffe000, v49
  v_and_b32 v52, 0x7f800000, v48
  v_cmp_ne_u32_e64 s[10:11], v52, s8
  v_cndmask_b32_e64 v2, v48, v49, s[10:11]
  v_lshrrev_b32 v3, 13, v25
  v_and_b32 v3, v3, 1
  v_add_u32 v48, 0xfff, v25
  v_add_u32 v3, v48, v3
  v_and_b32 v3, 0xffffe000, v3
  v_and_b32 v48, 0x7f800000, v25
  v_cmp_ne_u32_e64 s[10:11], v48, s8
  v_cndmask_b32_e64 v48, v25, v3, s[10:11]
  s_mov_b32 s34, 0x7f800000
  v_lshrrev_b32 v25, 13, v24
  v_and_b32 v25, v25, 1
  v_add_u32 v49, 0xfff, v24
  v_add_u32 v25, v49, v25
  v_and_b32 v25, 0xffffe000, v25
  v_and_b32 v49, 0x7f800000, v24
  v_cmp_ne_u32_e64 s[46:47], v49, s34
  v_cndmask_b32_e64 v49, v24, v25, s[46:47]
  v_lshrrev_b32 v52, 13, v46
  v_and_b32 v52, v52, 1
  v_add_u32 v3, 0xfff, v46
  v_add_u32 v52, v3, v52
  v_and_b32 v52, 0xffffe000, v52
  v_and_b32 v3, 0x7f800000, v46
  v_cmp_ne_u32_e64 s[8:9], v3, s34
  v_cndmask_b32_e64 v46, v46, v52, s[8:9]
  v_lshrrev_b32 v52, 13, v45
  v_and_b32 v52, v52, 1
  v_add_u32 v3, 0xfff, v45
  v_add_u32 v52, v3, v52
  v_and_b32 v52, 0xffffe000, v52
  v_and_b32 v3, 0x7f800000, v45
  v_cmp_ne_u32_e64 s[8:9], v3, s34
  v_cndmask_b32_e64 v3, v45, v52, s[8:9]
  s_mov_b32 s8, 0x7f800000
  v_lshrrev_b32 v24, 13, v43
  v_and_b32 v24, v24, 1
  v_add_u32 v25, 0xfff, v43
  v_add_u32 v24, v25, v24
  v_and_b32 v24, 0xffffe000, v24
  v_and_b32 v25, 0x7f800000, v43
  v_cmp_ne_u32_e64 s[22:23], v25, s8
  v_cndmask_b32_e64 v43, v43, v24, s[22:23]
  v_lshrrev_b32 v24, 13, v40
  v_and_b32 v24, v24, 1
  v_add_u32 v25, 0xfff, v40
  v_add_u32 v24, v25, v24
  v_and_b32 v24, 0xffffe000, v24
  v_and_b32 v25, 0x7f800000, v40
  v_cmp_ne_u32_e64 s[10:11], v25, s8
  v_cndmask_b32_e64 v40, v40, v24, s[10:11]
  v_lshrrev_b32 v45, 13, v38
  v_and_b32 v45, v45, 1
  v_add_u32 v52, 0xfff, v38
  v_add_u32 v45, v52, v45
  v_and_b32 v45, 0xffffe000, v45
  v_and_b32 v52, 0x7f800000, v38
  v_cmp_ne_u32_e64 s[8:9], v52, s8
  v_cndmask_b32_e64 v45, v38, v45, s[8:9]
  s_mov_b32 s8, 0x7f800000
  v_lshrrev_b32 v52, 13, v27
  v_and_b32 v52, v52, 1
  v_add_u32 v24, 0xfff, v27
  v_add_u32 v24, v24, v52
  v_and_b32 v24, 0xffffe000, v24
  v_and_b32 v25, 0x7f800000, v27
  v_cmp_ne_u32_e64 s[10:11], v25, s8
  v_cndmask_b32_e64 v27, v27, v24, s[10:11]
  v_lshrrev_b32 v24, 13, v30
  v_and_b32 v24, v24, 1
  v_add_u32 v25, 0xfff, v30
  v_add_u32 v24, v25, v24
  v_and_b32 v24, 0xffffe000, v24
  v_and_b32 v25, 0x7f800000, v30
  v_cmp_ne_u32_e64 s[26:27], v25, s8
  v_cndmask_b32_e64 v30, v30, v24, s[26:27]
  v_lshrrev_b32 v24, 13, v32
  v_and_b32 v24, v24, 1
  v_add_u32 v25, 0xfff, v32
  v_add_u32 v24, v25, v24
  v_and_b32 v25, 0xffffe000, v24
  v_and_b32 v38, 0x7f800000, v32
  v_cmp_ne_u32_e64 s[8:9], v38, s8
  v_cndmask_b32_e64 v32, v32, v25, s[8:9]
  s_mov_b32 s8, 0x7f800000
  v_lshrrev_b32 v38, 13, v33
  v_and_b32 v38, v38, 1
  v_add_u32 v52, 0xfff, v33
  v_add_u32 v52, v52, v38
  v_and_b32 v52, 0xffffe000, v52
  v_and_b32 v25, 0x7f800000, v33
  v_cmp_ne_u32_e64 s[8:9], v25, s8
  v_cndmask_b32_e64 v52, v33, v52, s[8:9]
  v_mov_b32 v25, v39
  v_mov_b32 v24, v51
  v_mov_b32 v21, v47
  v_mov_b32 v33, v18
  v_mov_b32 v18, v20
  v_mov_b32 v20, v33
  s_nop 1
  v_mfma_f32_32x32x4_xf32 v[4:19], v[20:21], v[24:25], v[4:19]
  v_mov_b32 v20, v0
  v_mov_b32 v21, v22
  v_mov_b32 v24, v41
  v_mov_b32 v25, v44
  s_nop 1
  v_mfma_f32_32x32x4_xf32 v[4:19], v[20:21], v[24:25], v[4:19]
  v_mov_b32 v20, v34
  v_mov_b32 v21, v50
  v_mov_b32 v24, v2
  v_mov_b32 v25, v48
  s_nop 1
  v_mfma_f32_32x32x4_xf32 v[4:19], v[20:21], v[24:25], v[4:19]
  v_mov_b32 v20, v23
  v_mov_b32 v21, v35
  v_mov_b32 v24, v49
  v_mov_b32 v25, v46
  s_nop 1
  v_mfma_f32_32x32x4_xf32 v[4:19], v[20:21], v[24:25], v[4:19]
  v_mov_b32 v20, v37
  v_mov_b32 v21, v1
  v_mov_b32 v24, v3
  v_mov_b32 v25, v43
  s_nop 1
  v_mfma_f32_32x32x4_xf32 v[4:19], v[20:21], v[24:25], v[4:19]
  v_mov_b32 v20, v36
  v_mov_b32 v21, v26
  v_mov_b32 v24, v40
  v_mov_b32 v25, v45
  s_nop 1
  v_mfma_f32_32x32x4_xf32 v[4:19], v[20:21], v[24:25], v[4:19]
  v_mov_b32 v20, v42
  v_mov_b32 v21, v29
  v_mov_b32 v24, v27
  v_mov_b32 v25, v30
  s_nop 1
  v_mfma_f32_32x32x4_xf32 v[4:19], v[20:21], v[24:25], v[4:19]
  v_mov_b32 v20, v28
  v_mov_b32 v21, v31
  v_mov_b32 v24, v32
  v_mov_b32 v25, v52
  s_nop 1
  v_mfma_f32_32x32x4_xf32 v[4:19], v[20:21], v[24:25], v[4:19]
  s_add_u32 s8, s6, 32
  s_cmp_lt_i32 s6, s30
  s_cselect_b64 s[6:7], -1, 0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_cmp_lg_u64 s[6:7], 0
  s_nop 12
  s_cbranch_scc1 .Lmatmul_tf32_5
  s_branch .Lmatmul_tf32_2
.Lmatmul_tf32_5:
  s_mov_b64 s[6:7], s[8:9]
  v_mov_b32 v20, v18
  s_nop 1
  s_branch .Lmatmul_tf32_1
.Lmatmul_tf32_2:
  s_mul_i32 s14, s2, 64
  v_mov_b32 v47, v58
  v_lshrrev_b32 v21, 5, v47
  v_and_b32 v21, v21, 1
  v_lshlrev_b32 v21, 2, v21
  v_lshrrev_b32 v22, 6, v47
  v_and_b32 v22, v22, 1
  v_lshlrev_b32 v22, 5, v22
  v_or_b32 v26, v21, v22
  v_add_u32 v37, v26, 27
  v_add_u32 v0, s14, v37
  s_mul_i32 s18, s4, 64
  v_and_b32 v21, v47, 31
  v_lshrrev_b32 v20, 7, v47
  v_and_b32 v20, v20, 1
  v_lshlrev_b32 v20, 5, v20
  v_or_b32 v20, v21, v20
  v_add_u32 v21, s18, v20
  v_add_u32 v47, s14, v26
  v_cmp_lt_i32_e64 s[2:3], v47, s28
  v_cmp_lt_i32_e64 s[36:37], v21, s32
  s_and_b64 s[32:33], s[2:3], s[36:37]
  v_add_u32 v36, v26, 1
  v_add_u32 v27, s14, v36
  v_cmp_lt_i32_e64 s[2:3], v27, s28
  s_and_b64 s[30:31], s[2:3], s[36:37]
  v_add_u32 v41, v26, 2
  v_add_u32 v3, s14, v41
  v_cmp_lt_i32_e64 s[2:3], v3, s28
  s_and_b64 s[22:23], s[2:3], s[36:37]
  v_add_u32 v46, v26, 3
  v_add_u32 v2, s14, v46
  v_cmp_lt_i32_e64 s[2:3], v2, s28
  s_and_b64 s[26:27], s[2:3], s[36:37]
  v_add_u32 v51, v26, 8
  v_add_u32 v24, s14, v51
  v_cmp_lt_i32_e64 s[2:3], v24, s28
  s_and_b64 s[34:35], s[2:3], s[36:37]
  v_add_u32 v1, v26, 9
  v_add_u32 v23, s14, v1
  v_cmp_lt_i32_e64 s[8:9], v23, s28
  s_and_b64 s[44:45], s[8:9], s[36:37]
  v_add_u32 v1, v26, 10
  v_add_u32 v22, s14, v1
  v_cmp_lt_i32_e64 s[18:19], v22, s28
  s_and_b64 s[20:21], s[18:19], s[36:37]
  v_add_u32 v20, v26, 11
  v_add_u32 v20, s14, v20
  v_cmp_lt_i32_e64 s[38:39], v20, s28
  s_and_b64 s[18:19], s[38:39], s[36:37]
  v_add_u32 v25, v26, 16
  v_add_u32 v25, s14, v25
  v_cmp_lt_i32_e64 s[38:39], v25, s28
  s_and_b64 s[16:17], s[38:39], s[36:37]
  v_add_u32 v28, v26, 17
  v_add_u32 v30, s14, v28
  v_cmp_lt_i32_e64 s[2:3], v30, s28
  s_and_b64 s[12:13], s[2:3], s[36:37]
  v_add_u32 v28, v26, 18
  v_add_u32 v35, s14, v28
  v_cmp_lt_i32_e64 s[2:3], v35, s28
  s_and_b64 s[10:11], s[2:3], s[36:37]
  v_add_u32 v28, v26, 19
  v_add_u32 v40, s14, v28
  v_cmp_lt_i32_e64 s[2:3], v40, s28
  s_and_b64 s[6:7], s[2:3], s[36:37]
  v_add_u32 v28, v26, 24
  v_add_u32 v45, s14, v28
  v_cmp_lt_i32_e64 s[2:3], v45, s28
  s_and_b64 s[4:5], s[2:3], s[36:37]
  v_add_u32 v33, v26, 25
  v_add_u32 v50, s14, v33
  v_cmp_lt_i32_e64 s[2:3], v50, s28
  s_and_b64 s[2:3], s[2:3], s[36:37]
  v_add_u32 v38, v26, 26
  v_add_u32 v1, s14, v38
  v_cmp_lt_i32_e64 s[8:9], v1, s28
  s_and_b64 s[8:9], s[8:9], s[36:37]
  v_cmp_lt_i32_e64 s[14:15], v0, s28
  s_and_b64 s[14:15], s[14:15], s[36:37]
  v_mul_lo_u32 v26, v47, s0
  v_add_u32 v26, v26, v21
  v_lshlrev_b32 v41, 2, v26
  v_ashrrev_i32 v42, 30, v26
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v41
  v_addc_co_u32 v55, vcc, v57, v42, vcc
  s_and_saveexec_b64 s[48:49], s[32:33]
  global_store_dword v[54:55], v4, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v26, v27, s0
  v_add_u32 v31, v26, v21
  v_lshlrev_b32 v51, 2, v31
  v_ashrrev_i32 v4, 30, v31
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v51
  v_addc_co_u32 v55, vcc, v57, v4, vcc
  s_and_saveexec_b64 s[48:49], s[30:31]
  global_store_dword v[54:55], v5, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v26, v3, s0
  v_add_u32 v39, v26, v21
  v_lshlrev_b32 v3, 2, v39
  v_ashrrev_i32 v4, 30, v39
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v3
  v_addc_co_u32 v55, vcc, v57, v4, vcc
  s_and_saveexec_b64 s[48:49], s[22:23]
  global_store_dword v[54:55], v6, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v26, v2, s0
  v_add_u32 v47, v26, v21
  v_lshlrev_b32 v26, 2, v47
  v_ashrrev_i32 v27, 30, v47
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v26
  v_addc_co_u32 v55, vcc, v57, v27, vcc
  s_and_saveexec_b64 s[48:49], s[26:27]
  global_store_dword v[54:55], v7, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v31, v24, s0
  v_add_u32 v2, v31, v21
  v_lshlrev_b32 v24, 2, v2
  v_ashrrev_i32 v26, 30, v2
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v24
  v_addc_co_u32 v55, vcc, v57, v26, vcc
  s_and_saveexec_b64 s[48:49], s[34:35]
  global_store_dword v[54:55], v8, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v39, v23, s0
  v_add_u32 v2, v39, v21
  v_lshlrev_b32 v32, 2, v2
  v_ashrrev_i32 v34, 30, v2
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v32
  v_addc_co_u32 v55, vcc, v57, v34, vcc
  s_and_saveexec_b64 s[48:49], s[44:45]
  global_store_dword v[54:55], v9, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v47, v22, s0
  v_add_u32 v8, v47, v21
  v_lshlrev_b32 v43, 2, v8
  v_ashrrev_i32 v46, 30, v8
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v43
  v_addc_co_u32 v55, vcc, v57, v46, vcc
  s_and_saveexec_b64 s[48:49], s[20:21]
  global_store_dword v[54:55], v10, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v2, v20, s0
  v_add_u32 v20, v2, v21
  v_lshlrev_b32 v2, 2, v20
  v_ashrrev_i32 v3, 30, v20
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v2
  v_addc_co_u32 v55, vcc, v57, v3, vcc
  s_and_saveexec_b64 s[48:49], s[18:19]
  global_store_dword v[54:55], v11, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v2, v25, s0
  v_add_u32 v24, v2, v21
  v_lshlrev_b32 v2, 2, v24
  v_ashrrev_i32 v4, 30, v24
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v2
  v_addc_co_u32 v55, vcc, v57, v4, vcc
  s_and_saveexec_b64 s[48:49], s[16:17]
  global_store_dword v[54:55], v12, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v8, v30, s0
  v_add_u32 v32, v8, v21
  v_lshlrev_b32 v20, 2, v32
  v_ashrrev_i32 v22, 30, v32
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v20
  v_addc_co_u32 v55, vcc, v57, v22, vcc
  s_and_saveexec_b64 s[48:49], s[12:13]
  global_store_dword v[54:55], v13, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v20, v35, s0
  v_add_u32 v41, v20, v21
  v_lshlrev_b32 v24, 2, v41
  v_ashrrev_i32 v26, 30, v41
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v24
  v_addc_co_u32 v55, vcc, v57, v26, vcc
  s_and_saveexec_b64 s[48:49], s[10:11]
  global_store_dword v[54:55], v14, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v24, v40, s0
  v_add_u32 v48, v24, v21
  v_lshlrev_b32 v35, 2, v48
  v_ashrrev_i32 v37, 30, v48
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v35
  v_addc_co_u32 v55, vcc, v57, v37, vcc
  s_and_saveexec_b64 s[48:49], s[6:7]
  global_store_dword v[54:55], v15, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v32, v45, s0
  v_add_u32 v2, v32, v21
  v_lshlrev_b32 v46, 2, v2
  v_ashrrev_i32 v48, 30, v2
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v46
  v_addc_co_u32 v55, vcc, v57, v48, vcc
  s_and_saveexec_b64 s[48:49], s[4:5]
  global_store_dword v[54:55], v16, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v40, v50, s0
  v_add_u32 v3, v40, v21
  v_lshlrev_b32 v2, 2, v3
  v_ashrrev_i32 v3, 30, v3
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v2
  v_addc_co_u32 v55, vcc, v57, v3, vcc
  s_and_saveexec_b64 s[48:49], s[2:3]
  global_store_dword v[54:55], v17, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v48, v1, s0
  v_add_u32 v9, v48, v21
  v_lshlrev_b32 v5, 2, v9
  v_ashrrev_i32 v7, 30, v9
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v5
  v_addc_co_u32 v55, vcc, v57, v7, vcc
  s_and_saveexec_b64 s[48:49], s[8:9]
  global_store_dword v[54:55], v18, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v0, v0, s0
  v_add_u32 v17, v0, v21
  v_lshlrev_b32 v16, 2, v17
  v_ashrrev_i32 v18, 30, v17
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v16
  v_addc_co_u32 v55, vcc, v57, v18, vcc
  s_and_saveexec_b64 s[48:49], s[14:15]
  global_store_dword v[54:55], v19, off
  s_mov_b64 exec, s[48:49]
  s_endpgm
.Lmatmul_tf32_end:
.size matmul_tf32, .Lmatmul_tf32_end-matmul_tf32
; 50 SGPRs, 59 VGPRs; allocation: 66 moves, 1 spills, 7 reloads

.rodata
.p2align 6
.amdhsa_kernel matmul_tf32
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
  - .name: matmul_tf32
    .symbol: matmul_tf32.kd
    .kernarg_segment_size: 60
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 16768
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 50
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
amdhsa.target: amdgcn-amd-amdhsa--gfx942
...
.end_amdgpu_metadata
