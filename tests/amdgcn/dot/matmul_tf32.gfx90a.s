.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.amdhsa_code_object_version 5
.text
.globl matmul_tf32
.p2align 8
.type matmul_tf32,@function
matmul_tf32:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v33, 0x3ff, v0
  v_mov_b32 v60, v33
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
  v_mov_b32 v18, v4
  v_mov_b32 v19, v4
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
  v_mov_b32 v20, v60
  v_lshrrev_b32 v23, 3, v20
  v_and_b32 v25, v23, 31
  v_add_u32 v27, v25, 32
  v_add_u32 v30, s42, v27
  v_add_u32 v31, s42, v25
  v_cmp_lt_i32_e64 s[8:9], v31, s28
  v_and_b32 v36, v20, 7
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
  v_mov_b32 v45, 0
  s_and_saveexec_b64 s[48:49], s[18:19]
  global_load_dword v45, v[54:55], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v48, 0
  s_and_saveexec_b64 s[48:49], s[26:27]
  global_load_dword v48, v[54:55], off offset:4
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
  v_mov_b32 v2, 0
  s_and_saveexec_b64 s[48:49], s[8:9]
  global_load_dword v2, v[54:55], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v0, 0
  s_and_saveexec_b64 s[48:49], s[10:11]
  global_load_dword v0, v[54:55], off offset:4
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v1, 0
  s_and_saveexec_b64 s[48:49], s[12:13]
  global_load_dword v1, v[54:55], off offset:8
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v3, 0
  s_and_saveexec_b64 s[48:49], s[14:15]
  global_load_dword v3, v[54:55], off offset:12
  s_mov_b64 exec, s[48:49]
  s_mul_i32 s22, s4, 64
  v_and_b32 v21, v20, 15
  v_lshlrev_b32 v21, 2, v21
  v_add_u32 v22, v21, 3
  v_add_u32 v23, s22, v22
  s_mul_i32 s10, s6, s44
  s_mul_i32 s8, s6, s44
  v_lshrrev_b32 v22, 4, v20
  v_and_b32 v22, v22, 15
  v_mul_lo_u32 v24, v22, s44
  v_add_u32 v26, s22, v21
  v_add_u32 v31, v24, v26
  v_add_u32 v36, v31, s10
  v_add_u32 v25, v22, 16
  v_mul_lo_u32 v24, v25, s44
  v_add_u32 v37, v24, v26
  v_add_u32 v42, v37, s8
  v_ashrrev_i32 v44, 30, v36
  v_ashrrev_i32 v50, 30, v42
  v_add_u32 v24, v22, s6
  v_add_u32 v22, v25, s6
  v_cmp_lt_i32_e64 s[10:11], v24, s36
  v_cmp_lt_i32_e64 s[8:9], v26, s32
  s_and_b64 s[18:19], s[10:11], s[8:9]
  v_cmp_lt_i32_e64 s[10:11], v24, s36
  v_add_u32 v38, v21, 1
  v_add_u32 v43, s22, v38
  v_cmp_lt_i32_e64 s[26:27], v43, s32
  s_and_b64 s[34:35], s[10:11], s[26:27]
  v_cmp_lt_i32_e64 s[10:11], v24, s36
  v_add_u32 v46, v21, 2
  v_add_u32 v52, s22, v46
  v_cmp_lt_i32_e64 s[38:39], v52, s32
  s_and_b64 s[42:43], s[10:11], s[38:39]
  v_cmp_lt_i32_e64 s[22:23], v24, s36
  v_cmp_lt_i32_e64 s[46:47], v23, s32
  s_and_b64 s[14:15], s[22:23], s[46:47]
  v_cmp_lt_i32_e64 s[10:11], v22, s36
  s_and_b64 s[8:9], s[10:11], s[8:9]
  v_cmp_lt_i32_e64 s[10:11], v22, s36
  s_and_b64 s[10:11], s[10:11], s[26:27]
  v_cmp_lt_i32_e64 s[12:13], v22, s36
  s_and_b64 s[12:13], s[12:13], s[38:39]
  v_cmp_lt_i32_e64 s[22:23], v22, s36
  s_and_b64 s[22:23], s[22:23], s[46:47]
  v_lshlrev_b32 v21, 2, v36
  v_mov_b32 v56, s20
  v_mov_b32 v57, s21
  v_add_co_u32 v54, vcc, v56, v21
  v_addc_co_u32 v55, vcc, v57, v44, vcc
  v_mov_b32 v41, 0
  s_and_saveexec_b64 s[48:49], s[18:19]
  global_load_dword v41, v[54:55], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v43, 0
  s_and_saveexec_b64 s[48:49], s[34:35]
  global_load_dword v43, v[54:55], off offset:4
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v46, 0
  s_and_saveexec_b64 s[48:49], s[42:43]
  global_load_dword v46, v[54:55], off offset:8
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v47, 0
  s_and_saveexec_b64 s[48:49], s[14:15]
  global_load_dword v47, v[54:55], off offset:12
  s_mov_b64 exec, s[48:49]
  v_lshlrev_b32 v21, 2, v42
  v_mov_b32 v56, s20
  v_mov_b32 v57, s21
  v_add_co_u32 v54, vcc, v56, v21
  v_addc_co_u32 v55, vcc, v57, v50, vcc
  v_mov_b32 v52, 0
  s_and_saveexec_b64 s[48:49], s[8:9]
  global_load_dword v52, v[54:55], off
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v28, 0
  s_and_saveexec_b64 s[48:49], s[10:11]
  global_load_dword v28, v[54:55], off offset:4
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v27, 0
  s_and_saveexec_b64 s[48:49], s[12:13]
  global_load_dword v27, v[54:55], off offset:8
  s_mov_b64 exec, s[48:49]
  v_mov_b32 v26, 0
  s_and_saveexec_b64 s[48:49], s[22:23]
  global_load_dword v26, v[54:55], off offset:12
  s_mov_b64 exec, s[48:49]
  v_and_b32 v21, 0xff, v20
  v_lshlrev_b32 v21, 2, v21
  v_mul_lo_u32 v31, v21, 4
  v_lshrrev_b32 v21, 7, v31
  v_mul_lo_u32 v21, v21, 4
  v_add_u32 v21, v31, v21
  s_waitcnt vmcnt(0)
  ds_write_b32 v21, v45
  ds_write_b32 v21, v48 offset:4
  ds_write_b32 v21, v49 offset:8
  ds_write_b32 v21, v51 offset:12
  ds_write_b32 v21, v2 offset:4224
  ds_write_b32 v21, v0 offset:4228
  ds_write_b32 v21, v1 offset:4232
  ds_write_b32 v21, v3 offset:4236
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v33, v20, 31
  v_lshlrev_b32 v21, 5, v33
  v_mov_b32 v0, v60
  v_lshrrev_b32 v22, 5, v0
  v_and_b32 v34, v22, 1
  v_or_b32 v29, v21, v34
  v_lshrrev_b32 v30, 6, v0
  v_and_b32 v30, v30, 1
  v_lshlrev_b32 v32, 10, v30
  v_or_b32 v35, v29, v32
  v_mul_lo_u32 v36, v35, 4
  v_lshrrev_b32 v38, 7, v36
  v_mul_lo_u32 v40, v38, 4
  v_add_u32 v42, v36, v40
  ds_read_b32 v44, v42
  ds_read_b32 v49, v42 offset:8
  ds_read_b32 v48, v42 offset:16
  ds_read_b32 v50, v42 offset:24
  ds_read_b32 v32, v42 offset:32
  ds_read_b32 v35, v42 offset:40
  ds_read_b32 v3, v42 offset:48
  ds_read_b32 v22, v42 offset:56
  ds_read_b32 v23, v42 offset:64
  ds_read_b32 v1, v42 offset:72
  ds_read_b32 v2, v42 offset:80
  ds_read_b32 v36, v42 offset:88
  ds_read_b32 v37, v42 offset:96
  ds_read_b32 v25, v42 offset:104
  ds_read_b32 v24, v42 offset:112
  ds_read_b32 v30, v42 offset:120
  s_mov_b32 s38, 0x7f800000
  s_waitcnt lgkmcnt(0)
  v_lshrrev_b32 v21, 13, v44
  v_and_b32 v21, v21, 1
  v_add_u32 v29, 0xfff, v44
  v_add_u32 v21, v29, v21
  v_and_b32 v29, 0xffffe000, v21
  v_and_b32 v38, 0x7f800000, v44
  v_cmp_ne_u32_e64 s[8:9], v38, s38
  v_cndmask_b32_e64 v29, v44, v29, s[8:9]
  v_lshrrev_b32 v38, 13, v49
  v_and_b32 v38, v38, 1
  v_add_u32 v39, 0xfff, v49
  v_add_u32 v38, v39, v38
  v_and_b32 v39, 0xffffe000, v38
  v_and_b32 v42, 0x7f800000, v49
  v_cmp_ne_u32_e64 s[8:9], v42, s38
  v_cndmask_b32_e64 v45, v49, v39, s[8:9]
  v_lshrrev_b32 v49, 13, v48
  v_and_b32 v49, v49, 1
  v_add_u32 v51, 0xfff, v48
  v_add_u32 v0, v51, v49
  v_and_b32 v0, 0xffffe000, v0
  v_and_b32 v21, 0x7f800000, v48
  v_cmp_ne_u32_e64 s[8:9], v21, s38
  v_cndmask_b32_e64 v0, v48, v0, s[8:9]
  s_mov_b32 s10, 0x7f800000
  v_lshrrev_b32 v21, 13, v50
  v_and_b32 v21, v21, 1
  v_add_u32 v38, 0xfff, v50
  v_add_u32 v21, v38, v21
  v_and_b32 v21, 0xffffe000, v21
  v_and_b32 v38, 0x7f800000, v50
  v_cmp_ne_u32_e64 s[34:35], v38, s10
  v_cndmask_b32_e64 v21, v50, v21, s[34:35]
  v_lshrrev_b32 v38, 13, v32
  v_and_b32 v38, v38, 1
  v_add_u32 v39, 0xfff, v32
  v_add_u32 v38, v39, v38
  v_and_b32 v38, 0xffffe000, v38
  v_and_b32 v39, 0x7f800000, v32
  v_cmp_ne_u32_e64 s[8:9], v39, s10
  v_cndmask_b32_e64 v32, v32, v38, s[8:9]
  v_lshrrev_b32 v38, 13, v35
  v_and_b32 v38, v38, 1
  v_add_u32 v39, 0xfff, v35
  v_add_u32 v40, v39, v38
  v_and_b32 v42, 0xffffe000, v40
  v_and_b32 v44, 0x7f800000, v35
  v_cmp_ne_u32_e64 s[8:9], v44, s10
  v_cndmask_b32_e64 v48, v35, v42, s[8:9]
  s_mov_b32 s8, 0x7f800000
  v_lshrrev_b32 v51, 13, v3
  v_and_b32 v35, v51, 1
  v_add_u32 v38, 0xfff, v3
  v_add_u32 v35, v38, v35
  v_and_b32 v35, 0xffffe000, v35
  v_and_b32 v38, 0x7f800000, v3
  v_cmp_ne_u32_e64 s[10:11], v38, s8
  v_cndmask_b32_e64 v3, v3, v35, s[10:11]
  v_lshrrev_b32 v35, 13, v22
  v_and_b32 v35, v35, 1
  v_add_u32 v38, 0xfff, v22
  v_add_u32 v35, v38, v35
  v_and_b32 v35, 0xffffe000, v35
  v_and_b32 v38, 0x7f800000, v22
  v_cmp_ne_u32_e64 s[34:35], v38, s8
  v_cndmask_b32_e64 v22, v22, v35, s[34:35]
  v_lshrrev_b32 v35, 13, v23
  v_and_b32 v35, v35, 1
  v_add_u32 v38, 0xfff, v23
  v_add_u32 v35, v38, v35
  v_and_b32 v35, 0xffffe000, v35
  v_and_b32 v38, 0x7f800000, v23
  v_cmp_ne_u32_e64 s[8:9], v38, s8
  v_cndmask_b32_e64 v35, v23, v35, s[8:9]
  s_mov_b32 s8, 0x7f800000
  v_lshrrev_b32 v38, 13, v1
  v_and_b32 v40, v38, 1
  v_add_u32 v42, 0xfff, v1
  v_add_u32 v44, v42, v40
  v_and_b32 v49, 0xffffe000, v44
  v_and_b32 v50, 0x7f800000, v1
  v_cmp_ne_u32_e64 s[10:11], v50, s8
  v_cndmask_b32_e64 v1, v1, v49, s[10:11]
  v_lshrrev_b32 v23, 13, v2
  v_and_b32 v23, v23, 1
  v_add_u32 v38, 0xfff, v2
  v_add_u32 v23, v38, v23
  v_and_b32 v23, 0xffffe000, v23
  v_and_b32 v38, 0x7f800000, v2
  v_cmp_ne_u32_e64 s[10:11], v38, s8
  v_cndmask_b32_e64 v23, v2, v23, s[10:11]
  v_lshrrev_b32 v38, 13, v36
  v_and_b32 v38, v38, 1
  v_add_u32 v39, 0xfff, v36
  v_add_u32 v38, v39, v38
  v_and_b32 v38, 0xffffe000, v38
  v_and_b32 v39, 0x7f800000, v36
  v_cmp_ne_u32_e64 s[42:43], v39, s8
  v_cndmask_b32_e64 v36, v36, v38, s[42:43]
  s_mov_b32 s8, 0x7f800000
  v_lshrrev_b32 v38, 13, v37
  v_and_b32 v38, v38, 1
  v_add_u32 v39, 0xfff, v37
  v_add_u32 v38, v39, v38
  v_and_b32 v38, 0xffffe000, v38
  v_and_b32 v39, 0x7f800000, v37
  v_cmp_ne_u32_e64 s[10:11], v39, s8
  v_cndmask_b32_e64 v40, v37, v38, s[10:11]
  v_lshrrev_b32 v42, 13, v25
  v_and_b32 v44, v42, 1
  v_add_u32 v49, 0xfff, v25
  v_add_u32 v49, v49, v44
  v_and_b32 v50, 0xffffe000, v49
  v_and_b32 v2, 0x7f800000, v25
  v_cmp_ne_u32_e64 s[10:11], v2, s8
  v_cndmask_b32_e64 v2, v25, v50, s[10:11]
  v_lshrrev_b32 v25, 13, v24
  v_and_b32 v25, v25, 1
  v_add_u32 v37, 0xfff, v24
  v_add_u32 v25, v37, v25
  v_and_b32 v25, 0xffffe000, v25
  v_and_b32 v37, 0x7f800000, v24
  v_cmp_ne_u32_e64 s[14:15], v37, s8
  v_cndmask_b32_e64 v25, v24, v25, s[14:15]
  s_mov_b32 s34, 0x7f800000
  v_lshrrev_b32 v24, 13, v30
  v_and_b32 v24, v24, 1
  v_add_u32 v37, 0xfff, v30
  v_add_u32 v24, v37, v24
  v_and_b32 v24, 0xffffe000, v24
  v_and_b32 v37, 0x7f800000, v30
  v_cmp_ne_u32_e64 s[8:9], v37, s34
  v_cndmask_b32_e64 v30, v30, v24, s[8:9]
  v_lshrrev_b32 v37, 8, v31
  v_mul_lo_u32 v37, v37, 4
  v_add_u32 v37, v31, v37
  ds_write_b32 v37, v41 offset:8448
  ds_write_b32 v37, v43 offset:8452
  ds_write_b32 v37, v46 offset:8456
  ds_write_b32 v37, v47 offset:8460
  ds_write_b32 v37, v52 offset:12608
  ds_write_b32 v37, v28 offset:12612
  ds_write_b32 v37, v27 offset:12616
  ds_write_b32 v37, v26 offset:12620
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshlrev_b32 v44, 6, v34
  v_or_b32 v46, v33, v44
  v_mov_b32 v28, v60
  v_lshrrev_b32 v49, 7, v28
  v_and_b32 v50, v49, 1
  v_lshlrev_b32 v52, 5, v50
  v_or_b32 v24, v46, v52
  v_mul_lo_u32 v24, v24, 4
  v_lshrrev_b32 v26, 8, v24
  v_mul_lo_u32 v26, v26, 4
  v_add_u32 v31, v24, v26
  ds_read_b32 v47, v31 offset:8448
  ds_read_b32 v26, v31 offset:8968
  ds_read_b32 v34, v31 offset:9488
  ds_read_b32 v38, v31 offset:10008
  ds_read_b32 v46, v31 offset:10528
  ds_read_b32 v42, v31 offset:11048
  ds_read_b32 v44, v31 offset:11568
  ds_read_b32 v24, v31 offset:12088
  ds_read_b32 v43, v31 offset:12608
  ds_read_b32 v41, v31 offset:13128
  ds_read_b32 v39, v31 offset:13648
  ds_read_b32 v37, v31 offset:14168
  ds_read_b32 v28, v31 offset:14688
  ds_read_b32 v27, v31 offset:15208
  ds_read_b32 v33, v31 offset:15728
  ds_read_b32 v31, v31 offset:16248
  s_mov_b32 s8, 0x7f800000
  s_waitcnt lgkmcnt(0)
  v_lshrrev_b32 v49, 13, v47
  v_and_b32 v49, v49, 1
  v_add_u32 v50, 0xfff, v47
  v_add_u32 v49, v50, v49
  v_and_b32 v49, 0xffffe000, v49
  v_and_b32 v50, 0x7f800000, v47
  v_cmp_ne_u32_e64 s[10:11], v50, s8
  v_cndmask_b32_e64 v49, v47, v49, s[10:11]
  v_lshrrev_b32 v51, 13, v26
  v_and_b32 v47, v51, 1
  v_add_u32 v50, 0xfff, v26
  v_add_u32 v47, v50, v47
  v_and_b32 v47, 0xffffe000, v47
  v_and_b32 v50, 0x7f800000, v26
  v_cmp_ne_u32_e64 s[10:11], v50, s8
  v_cndmask_b32_e64 v26, v26, v47, s[10:11]
  v_lshrrev_b32 v47, 13, v34
  v_and_b32 v47, v47, 1
  v_add_u32 v50, 0xfff, v34
  v_add_u32 v47, v50, v47
  v_and_b32 v47, 0xffffe000, v47
  v_and_b32 v50, 0x7f800000, v34
  v_cmp_ne_u32_e64 s[34:35], v50, s8
  v_cndmask_b32_e64 v34, v34, v47, s[34:35]
  s_mov_b32 s8, 0x7f800000
  v_lshrrev_b32 v47, 13, v38
  v_and_b32 v47, v47, 1
  v_add_u32 v50, 0xfff, v38
  v_add_u32 v47, v50, v47
  v_and_b32 v47, 0xffffe000, v47
  v_and_b32 v50, 0x7f800000, v38
  v_cmp_ne_u32_e64 s[10:11], v50, s8
  v_cndmask_b32_e64 v38, v38, v47, s[10:11]
  v_lshrrev_b32 v47, 13, v46
  v_and_b32 v47, v47, 1
  v_add_u32 v50, 0xfff, v46
  v_add_u32 v47, v50, v47
  v_and_b32 v47, 0xffffe000, v47
  v_and_b32 v50, 0x7f800000, v46
  v_cmp_ne_u32_e64 s[10:11], v50, s8
  v_cndmask_b32_e64 v52, v46, v47, s[10:11]
  v_lshrrev_b32 v46, 13, v42
  v_and_b32 v46, v46, 1
  v_add_u32 v47, 0xfff, v42
  v_add_u32 v46, v47, v46
  v_and_b32 v46, 0xffffe000, v46
  v_and_b32 v47, 0x7f800000, v42
  v_cmp_ne_u32_e64 s[8:9], v47, s8
  v_cndmask_b32_e64 v42, v42, v46, s[8:9]
  s_mov_b32 s26, 0x7f800000
  v_lshrrev_b32 v46, 13, v44
  v_and_b32 v46, v46, 1
  v_add_u32 v47, 0xfff, v44
  v_add_u32 v46, v47, v46
  v_and_b32 v46, 0xffffe000, v46
  v_and_b32 v47, 0x7f800000, v44
  v_cmp_ne_u32_e64 s[42:43], v47, s26
  v_cndmask_b32_e64 v44, v44, v46, s[42:43]
  v_lshrrev_b32 v46, 13, v24
  v_and_b32 v46, v46, 1
  v_add_u32 v47, 0xfff, v24
  v_add_u32 v46, v47, v46
  v_and_b32 v46, 0xffffe000, v46
  v_and_b32 v47, 0x7f800000, v24
  v_cmp_ne_u32_e64 s[8:9], v47, s26
  v_cndmask_b32_e64 v46, v24, v46, s[8:9]
  v_lshrrev_b32 v47, 13, v43
  v_and_b32 v47, v47, 1
  v_add_u32 v50, 0xfff, v43
  v_add_u32 v47, v50, v47
  v_and_b32 v50, 0xffffe000, v47
  v_and_b32 v51, 0x7f800000, v43
  v_cmp_ne_u32_e64 s[8:9], v51, s26
  v_cndmask_b32_e64 v43, v43, v50, s[8:9]
  s_mov_b32 s8, 0x7f800000
  v_lshrrev_b32 v24, 13, v41
  v_and_b32 v24, v24, 1
  v_add_u32 v47, 0xfff, v41
  v_add_u32 v24, v47, v24
  v_and_b32 v24, 0xffffe000, v24
  v_and_b32 v47, 0x7f800000, v41
  v_cmp_ne_u32_e64 s[18:19], v47, s8
  v_cndmask_b32_e64 v41, v41, v24, s[18:19]
  v_lshrrev_b32 v24, 13, v39
  v_and_b32 v24, v24, 1
  v_add_u32 v47, 0xfff, v39
  v_add_u32 v24, v47, v24
  v_and_b32 v24, 0xffffe000, v24
  v_and_b32 v47, 0x7f800000, v39
  v_cmp_ne_u32_e64 s[10:11], v47, s8
  v_cndmask_b32_e64 v39, v39, v24, s[10:11]
  v_lshrrev_b32 v47, 13, v37
  v_and_b32 v47, v47, 1
  v_add_u32 v50, 0xfff, v37
  v_add_u32 v47, v50, v47
  v_and_b32 v47, 0xffffe000, v47
  v_and_b32 v50, 0x7f800000, v37
  v_cmp_ne_u32_e64 s[8:9], v50, s8
  v_cndmask_b32_e64 v47, v37, v47, s[8:9]
  s_mov_b32 s8, 0x7f800000
  v_lshrrev_b32 v50, 13, v28
  v_and_b32 v50, v50, 1
  v_add_u32 v51, 0xfff, v28
  v_add_u32 v51, v51, v50
  v_and_b32 v24, 0xffffe000, v51
  v_and_b32 v37, 0x7f800000, v28
  v_cmp_ne_u32_e64 s[10:11], v37, s8
  v_cndmask_b32_e64 v28, v28, v24, s[10:11]
  v_lshrrev_b32 v24, 13, v27
  v_and_b32 v24, v24, 1
  v_add_u32 v37, 0xfff, v27
  v_add_u32 v24, v37, v24
  v_and_b32 v24, 0xffffe000, v24
  v_and_b32 v37, 0x7f800000, v27
  v_cmp_ne_u32_e64 s[22:23], v37, s8
  v_cndmask_b32_e64 v27, v27, v24, s[22:23]
  v_lshrrev_b32 v24, 13, v33
  v_and_b32 v24, v24, 1
  v_add_u32 v37, 0xfff, v33
  v_add_u32 v24, v37, v24
  v_and_b32 v24, 0xffffe000, v24
  v_and_b32 v37, 0x7f800000, v33
  v_cmp_ne_u32_e64 s[8:9], v37, s8
  v_cndmask_b32_e64 v33, v33, v24, s[8:9]
  s_mov_b32 s8, 0x7f800000
  v_lshrrev_b32 v37, 13, v31
  v_and_b32 v37, v37, 1
  v_add_u32 v50, 0xfff, v31
  v_add_u32 v50, v50, v37
  v_and_b32 v50, 0xffffe000, v50
  v_and_b32 v51, 0x7f800000, v31
  v_cmp_ne_u32_e64 s[8:9], v51, s8
  v_cndmask_b32_e64 v50, v31, v50, s[8:9]
  v_mov_b32 v20, v29
  v_mov_b32 v24, v49
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v45
  v_mov_b32 v24, v26
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v0
  v_mov_b32 v24, v34
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v21
  v_mov_b32 v24, v38
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v32
  v_mov_b32 v24, v52
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v48
  v_mov_b32 v24, v42
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v3
  v_mov_b32 v24, v44
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v22
  v_mov_b32 v24, v46
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v35
  v_mov_b32 v24, v43
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v1
  v_mov_b32 v24, v41
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v23
  v_mov_b32 v24, v39
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v36
  v_mov_b32 v24, v47
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v40
  v_mov_b32 v24, v28
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v2
  v_mov_b32 v24, v27
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v25
  v_mov_b32 v24, v33
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  v_mov_b32 v20, v30
  v_mov_b32 v24, v50
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v24, v[4:19]
  s_add_u32 s12, s6, 32
  s_cmp_lt_i32 s6, s30
  s_cselect_b64 s[18:19], -1, 0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_cmp_lg_u64 s[18:19], 0
  s_nop 12
  s_cbranch_scc1 .Lmatmul_tf32_5
  s_branch .Lmatmul_tf32_2
.Lmatmul_tf32_5:
  s_mov_b64 s[6:7], s[12:13]
  s_branch .Lmatmul_tf32_1
.Lmatmul_tf32_2:
  s_mul_i32 s30, s2, 64
  v_mov_b32 v28, v60
  v_lshrrev_b32 v21, 5, v28
  v_and_b32 v21, v21, 1
  v_lshlrev_b32 v21, 2, v21
  v_lshrrev_b32 v23, 6, v28
  v_and_b32 v25, v23, 1
  v_lshlrev_b32 v27, 5, v25
  v_or_b32 v30, v21, v27
  v_add_u32 v45, v30, 27
  v_add_u32 v0, s30, v45
  s_mul_i32 s34, s4, 64
  v_and_b32 v21, v28, 31
  v_lshrrev_b32 v22, 7, v28
  v_and_b32 v23, v22, 1
  v_lshlrev_b32 v25, 5, v23
  v_or_b32 v27, v21, v25
  v_add_u32 v29, s34, v27
  v_add_u32 v26, s30, v30
  v_cmp_lt_i32_e64 s[2:3], v26, s28
  v_cmp_lt_i32_e64 s[36:37], v29, s32
  s_and_b64 s[34:35], s[2:3], s[36:37]
  v_add_u32 v44, v30, 1
  v_add_u32 v25, s30, v44
  v_cmp_lt_i32_e64 s[2:3], v25, s28
  s_and_b64 s[22:23], s[2:3], s[36:37]
  v_add_u32 v49, v30, 2
  v_add_u32 v24, s30, v49
  v_cmp_lt_i32_e64 s[2:3], v24, s28
  s_and_b64 s[32:33], s[2:3], s[36:37]
  v_add_u32 v1, v30, 3
  v_add_u32 v22, s30, v1
  v_cmp_lt_i32_e64 s[4:5], v22, s28
  s_and_b64 s[40:41], s[4:5], s[36:37]
  v_add_u32 v1, v30, 8
  v_add_u32 v21, s30, v1
  v_cmp_lt_i32_e64 s[14:15], v21, s28
  s_and_b64 s[20:21], s[14:15], s[36:37]
  v_add_u32 v1, v30, 9
  v_add_u32 v20, s30, v1
  v_cmp_lt_i32_e64 s[26:27], v20, s28
  s_and_b64 s[18:19], s[26:27], s[36:37]
  v_add_u32 v23, v30, 10
  v_add_u32 v23, s30, v23
  v_cmp_lt_i32_e64 s[38:39], v23, s28
  s_and_b64 s[16:17], s[38:39], s[36:37]
  v_add_u32 v27, v30, 11
  v_add_u32 v28, s30, v27
  v_cmp_lt_i32_e64 s[44:45], v28, s28
  s_and_b64 s[12:13], s[44:45], s[36:37]
  v_add_u32 v27, v30, 16
  v_add_u32 v33, s30, v27
  v_cmp_lt_i32_e64 s[2:3], v33, s28
  s_and_b64 s[10:11], s[2:3], s[36:37]
  v_add_u32 v27, v30, 17
  v_add_u32 v38, s30, v27
  v_cmp_lt_i32_e64 s[2:3], v38, s28
  s_and_b64 s[8:9], s[2:3], s[36:37]
  v_add_u32 v27, v30, 18
  v_add_u32 v43, s30, v27
  v_cmp_lt_i32_e64 s[2:3], v43, s28
  s_and_b64 s[6:7], s[2:3], s[36:37]
  v_add_u32 v31, v30, 19
  v_add_u32 v48, s30, v31
  v_cmp_lt_i32_e64 s[2:3], v48, s28
  s_and_b64 s[2:3], s[2:3], s[36:37]
  v_add_u32 v36, v30, 24
  v_add_u32 v3, s30, v36
  v_cmp_lt_i32_e64 s[4:5], v3, s28
  s_and_b64 s[4:5], s[4:5], s[36:37]
  v_add_u32 v41, v30, 25
  v_add_u32 v2, s30, v41
  v_cmp_lt_i32_e64 s[14:15], v2, s28
  s_and_b64 s[14:15], s[14:15], s[36:37]
  v_add_u32 v46, v30, 26
  v_add_u32 v1, s30, v46
  v_cmp_lt_i32_e64 s[26:27], v1, s28
  s_and_b64 s[26:27], s[26:27], s[36:37]
  v_cmp_lt_i32_e64 s[28:29], v0, s28
  s_and_b64 s[30:31], s[28:29], s[36:37]
  v_mul_lo_u32 v26, v26, s0
  v_add_u32 v31, v26, v29
  v_lshlrev_b32 v49, 2, v31
  v_ashrrev_i32 v50, 30, v31
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v49
  v_addc_co_u32 v55, vcc, v57, v50, vcc
  s_and_saveexec_b64 s[48:49], s[34:35]
  global_store_dword v[54:55], v4, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v25, v25, s0
  v_add_u32 v39, v25, v29
  v_lshlrev_b32 v4, 2, v39
  v_ashrrev_i32 v25, 30, v39
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v58, vcc, v54, v4
  v_addc_co_u32 v59, vcc, v55, v25, vcc
  s_and_saveexec_b64 s[48:49], s[22:23]
  global_store_dword v[58:59], v5, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v24, v24, s0
  v_add_u32 v47, v24, v29
  v_lshlrev_b32 v24, 2, v47
  v_ashrrev_i32 v25, 30, v47
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v24
  v_addc_co_u32 v55, vcc, v57, v25, vcc
  s_and_saveexec_b64 s[48:49], s[32:33]
  global_store_dword v[54:55], v6, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v31, v22, s0
  v_add_u32 v4, v31, v29
  v_lshlrev_b32 v22, 2, v4
  v_ashrrev_i32 v24, 30, v4
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v22
  v_addc_co_u32 v55, vcc, v57, v24, vcc
  s_and_saveexec_b64 s[48:49], s[40:41]
  global_store_dword v[54:55], v7, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v39, v21, s0
  v_add_u32 v4, v39, v29
  v_lshlrev_b32 v30, 2, v4
  v_ashrrev_i32 v31, 30, v4
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v30
  v_addc_co_u32 v55, vcc, v57, v31, vcc
  s_and_saveexec_b64 s[48:49], s[20:21]
  global_store_dword v[54:55], v8, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v47, v20, s0
  v_add_u32 v8, v47, v29
  v_lshlrev_b32 v40, 2, v8
  v_ashrrev_i32 v42, 30, v8
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v40
  v_addc_co_u32 v55, vcc, v57, v42, vcc
  s_and_saveexec_b64 s[48:49], s[18:19]
  global_store_dword v[54:55], v9, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v4, v23, s0
  v_add_u32 v20, v4, v29
  v_lshlrev_b32 v51, 2, v20
  v_ashrrev_i32 v4, 30, v20
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v51
  v_addc_co_u32 v55, vcc, v57, v4, vcc
  s_and_saveexec_b64 s[48:49], s[16:17]
  global_store_dword v[54:55], v10, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v4, v28, s0
  v_add_u32 v24, v4, v29
  v_lshlrev_b32 v4, 2, v24
  v_ashrrev_i32 v5, 30, v24
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v4
  v_addc_co_u32 v55, vcc, v57, v5, vcc
  s_and_saveexec_b64 s[48:49], s[12:13]
  global_store_dword v[54:55], v11, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v8, v33, s0
  v_add_u32 v32, v8, v29
  v_lshlrev_b32 v10, 2, v32
  v_ashrrev_i32 v20, 30, v32
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v10
  v_addc_co_u32 v55, vcc, v57, v20, vcc
  s_and_saveexec_b64 s[48:49], s[10:11]
  global_store_dword v[54:55], v12, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v20, v38, s0
  v_add_u32 v40, v20, v29
  v_lshlrev_b32 v21, 2, v40
  v_ashrrev_i32 v23, 30, v40
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v21
  v_addc_co_u32 v55, vcc, v57, v23, vcc
  s_and_saveexec_b64 s[48:49], s[8:9]
  global_store_dword v[54:55], v13, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v24, v43, s0
  v_add_u32 v49, v24, v29
  v_lshlrev_b32 v32, 2, v49
  v_ashrrev_i32 v34, 30, v49
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v32
  v_addc_co_u32 v55, vcc, v57, v34, vcc
  s_and_saveexec_b64 s[48:49], s[6:7]
  global_store_dword v[54:55], v14, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v32, v48, s0
  v_add_u32 v4, v32, v29
  v_lshlrev_b32 v43, 2, v4
  v_ashrrev_i32 v45, 30, v4
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v43
  v_addc_co_u32 v55, vcc, v57, v45, vcc
  s_and_saveexec_b64 s[48:49], s[2:3]
  global_store_dword v[54:55], v15, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v40, v3, s0
  v_add_u32 v4, v40, v29
  v_lshlrev_b32 v3, 2, v4
  v_ashrrev_i32 v4, 30, v4
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v3
  v_addc_co_u32 v55, vcc, v57, v4, vcc
  s_and_saveexec_b64 s[48:49], s[4:5]
  global_store_dword v[54:55], v16, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v48, v2, s0
  v_add_u32 v9, v48, v29
  v_lshlrev_b32 v2, 2, v9
  v_ashrrev_i32 v4, 30, v9
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v2
  v_addc_co_u32 v55, vcc, v57, v4, vcc
  s_and_saveexec_b64 s[48:49], s[14:15]
  global_store_dword v[54:55], v17, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v1, v1, s0
  v_add_u32 v17, v1, v29
  v_lshlrev_b32 v13, 2, v17
  v_ashrrev_i32 v15, 30, v17
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v13
  v_addc_co_u32 v55, vcc, v57, v15, vcc
  s_and_saveexec_b64 s[48:49], s[26:27]
  global_store_dword v[54:55], v18, off
  s_mov_b64 exec, s[48:49]
  v_mul_lo_u32 v1, v0, s0
  v_add_u32 v25, v1, v29
  v_lshlrev_b32 v24, 2, v25
  v_ashrrev_i32 v26, 30, v25
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc, v56, v24
  v_addc_co_u32 v55, vcc, v57, v26, vcc
  s_and_saveexec_b64 s[48:49], s[30:31]
  global_store_dword v[54:55], v19, off
  s_mov_b64 exec, s[48:49]
  s_endpgm
.Lmatmul_tf32_end:
.size matmul_tf32, .Lmatmul_tf32_end-matmul_tf32
; 50 SGPRs, 61 VGPRs; allocation: 63 moves, 1 spills, 4 reloads

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
  .amdhsa_next_free_vgpr 61
  .amdhsa_next_free_sgpr 50
  .amdhsa_accum_offset 64
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
    .vgpr_count: 61
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
