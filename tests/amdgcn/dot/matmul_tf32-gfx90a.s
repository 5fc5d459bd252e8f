.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.amdhsa_code_object_version 5
.text
.globl matmul_tf32
.p2align 8
.type matmul_tf32,@function
matmul_tf32:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v54, 0x3ff, v0
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
  v_mov_b32 v132, v6
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
  s_cbranch_scc1 .Lmatmul_tf32_1
  s_branch .Lmatmul_tf32_2
.Lmatmul_tf32_1:
  s_mul_i32 s22, s2, 64
  v_lshrrev_b32 v20, 3, v54
  v_and_b32 v21, v20, 31
  v_add_u32 v20, v21, 32
  v_add_u32 v21, s22, v21
  v_add_u32 v20, s22, v20
  v_mul_lo_u32 v22, v21, s40
  v_mul_lo_u32 v24, v20, s40
  v_and_b32 v26, v54, 7
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
  v_mov_b32 v3, 0
  s_and_saveexec_b64 s[98:99], s[8:9]
  global_load_dword v3, v[66:67], off offset:4
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v21, 0
  s_and_saveexec_b64 s[98:99], s[6:7]
  global_load_dword v21, v[66:67], off offset:8
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v20, 0
  s_and_saveexec_b64 s[98:99], s[0:1]
  global_load_dword v20, v[66:67], off offset:12
  s_mov_b64 exec, s[98:99]
  v_lshrrev_b32 v22, 4, v54
  v_and_b32 v26, v22, 15
  v_add_u32 v25, v26, 16
  v_add_u32 v24, v26, 16
  v_add_u32 v23, v26, 16
  v_add_u32 v22, v26, 16
  v_mul_lo_u32 v28, v26, s44
  v_mul_lo_u32 v27, v25, s44
  s_mul_i32 s50, s4, 64
  v_and_b32 v29, v54, 15
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
  v_add_u32 v56, v46, s0
  v_lshlrev_b32 v58, 2, v52
  v_ashrrev_i32 v60, 30, v52
  v_mov_b32 v126, s20
  v_mov_b32 v127, s21
  v_add_co_u32 v130, vcc, v126, v58
  v_addc_co_u32 v131, vcc, v127, v60, vcc
  v_lshlrev_b32 v1, 2, v56
  v_ashrrev_i32 v6, 30, v56
  v_mov_b32 v68, s20
  v_mov_b32 v69, s21
  v_add_co_u32 v72, vcc, v68, v1
  v_addc_co_u32 v73, vcc, v69, v6, vcc
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
  v_mov_b32 v2, 0
  s_and_saveexec_b64 s[98:99], s[22:23]
  global_load_dword v2, v[130:131], off
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v35, 0
  s_and_saveexec_b64 s[98:99], s[18:19]
  global_load_dword v35, v[130:131], off offset:4
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v34, 0
  s_and_saveexec_b64 s[98:99], s[14:15]
  global_load_dword v34, v[130:131], off offset:8
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v33, 0
  s_and_saveexec_b64 s[98:99], s[12:13]
  global_load_dword v33, v[130:131], off offset:12
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v32, 0
  s_and_saveexec_b64 s[98:99], s[10:11]
  global_load_dword v32, v[72:73], off
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v30, 0
  s_and_saveexec_b64 s[98:99], s[8:9]
  global_load_dword v30, v[72:73], off offset:4
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v29, 0
  s_and_saveexec_b64 s[98:99], s[6:7]
  global_load_dword v29, v[72:73], off offset:8
  s_mov_b64 exec, s[98:99]
  v_mov_b32 v27, 0
  s_and_saveexec_b64 s[98:99], s[0:1]
  global_load_dword v27, v[72:73], off offset:12
  s_mov_b64 exec, s[98:99]
  v_and_b32 v22, 0xff, v54
  v_lshlrev_b32 v36, 2, v22
  v_mul_lo_u32 v22, v36, 4
  v_lshrrev_b32 v24, 7, v22
  v_mul_lo_u32 v26, v24, 4
  v_add_u32 v28, v22, v26
  s_waitcnt vmcnt(0)
  ds_write_b32 v28, v55
  ds_write_b32 v28, v57 offset:4
  ds_write_b32 v28, v59 offset:8
  ds_write_b32 v28, v61 offset:12
  ds_write_b32 v28, v0 offset:4224
  ds_write_b32 v28, v3 offset:4228
  ds_write_b32 v28, v21 offset:4232
  ds_write_b32 v28, v20 offset:4236
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v39, v54, 31
  v_lshlrev_b32 v41, 5, v39
  v_lshrrev_b32 v43, 5, v54
  v_and_b32 v45, v43, 1
  v_or_b32 v47, v41, v45
  v_lshrrev_b32 v49, 6, v54
  v_and_b32 v51, v49, 1
  v_lshlrev_b32 v53, 10, v51
  v_or_b32 v55, v47, v53
  v_mul_lo_u32 v57, v55, 4
  v_lshrrev_b32 v59, 7, v57
  v_mul_lo_u32 v61, v59, 4
  v_add_u32 v0, v57, v61
  ds_read_b32 v3, v0
  ds_read_b32 v21, v0 offset:8
  ds_read_b32 v39, v0 offset:16
  ds_read_b32 v38, v0 offset:24
  ds_read_b32 v41, v0 offset:32
  ds_read_b32 v23, v0 offset:40
  ds_read_b32 v25, v0 offset:48
  ds_read_b32 v28, v0 offset:56
  ds_read_b32 v24, v0 offset:64
  ds_read_b32 v20, v0 offset:72
  ds_read_b32 v22, v0 offset:80
  ds_read_b32 v42, v0 offset:88
  ds_read_b32 v26, v0 offset:96
  ds_read_b32 v40, v0 offset:104
  ds_read_b32 v31, v0 offset:112
  ds_read_b32 v37, v0 offset:120
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshrrev_b32 v43, 13, v3
  v_and_b32 v43, v43, 1
  v_add_u32 v44, 0xfff, v3
  v_add_u32 v43, v44, v43
  v_and_b32 v43, 0xffffe000, v43
  s_mov_b32 s90, 0x7f800000
  v_and_b32 v47, 0x7f800000, v3
  v_cmp_ne_u32_e64 s[0:1], v47, s90
  v_cndmask_b32_e64 v51, v3, v43, s[0:1]
  v_mov_b32 v133, v51
  v_lshrrev_b32 v53, 13, v21
  v_and_b32 v55, v53, 1
  v_add_u32 v57, 0xfff, v21
  v_add_u32 v59, v57, v55
  v_and_b32 v61, 0xffffe000, v59
  v_and_b32 v0, 0x7f800000, v21
  v_cmp_ne_u32_e64 s[6:7], v0, s90
  v_cndmask_b32_e64 v21, v21, v61, s[6:7]
  v_lshrrev_b32 v6, 13, v39
  v_and_b32 v43, v6, 1
  v_add_u32 v44, 0xfff, v39
  v_add_u32 v43, v44, v43
  v_and_b32 v43, 0xffffe000, v43
  v_and_b32 v44, 0x7f800000, v39
  v_cmp_ne_u32_e64 s[38:39], v44, s90
  v_cndmask_b32_e64 v39, v39, v43, s[38:39]
  v_lshrrev_b32 v43, 13, v38
  v_and_b32 v43, v43, 1
  v_add_u32 v44, 0xfff, v38
  v_add_u32 v43, v44, v43
  v_and_b32 v43, 0xffffe000, v43
  s_mov_b32 s64, 0x7f800000
  v_and_b32 v44, 0x7f800000, v38
  v_cmp_ne_u32_e64 s[72:73], v44, s64
  v_cndmask_b32_e64 v38, v38, v43, s[72:73]
  v_lshrrev_b32 v43, 13, v41
  v_and_b32 v43, v43, 1
  v_add_u32 v44, 0xfff, v41
  v_add_u32 v46, v44, v43
  v_and_b32 v48, 0xffffe000, v46
  v_and_b32 v50, 0x7f800000, v41
  v_cmp_ne_u32_e64 s[0:1], v50, s64
  v_cndmask_b32_e64 v0, v41, v48, s[0:1]
  v_lshrrev_b32 v56, 13, v23
  v_and_b32 v58, v56, 1
  v_add_u32 v60, 0xfff, v23
  v_add_u32 v62, v60, v58
  v_and_b32 v1, 0xffffe000, v62
  v_and_b32 v3, 0x7f800000, v23
  v_cmp_ne_u32_e64 s[10:11], v3, s64
  v_cndmask_b32_e64 v23, v23, v1, s[10:11]
  v_lshrrev_b32 v41, 13, v25
  v_and_b32 v41, v41, 1
  v_add_u32 v43, 0xfff, v25
  v_add_u32 v41, v43, v41
  v_and_b32 v41, 0xffffe000, v41
  s_mov_b32 s38, 0x7f800000
  v_and_b32 v43, 0x7f800000, v25
  v_cmp_ne_u32_e64 s[46:47], v43, s38
  v_cndmask_b32_e64 v25, v25, v41, s[46:47]
  v_lshrrev_b32 v41, 13, v28
  v_and_b32 v41, v41, 1
  v_add_u32 v43, 0xfff, v28
  v_add_u32 v41, v43, v41
  v_and_b32 v41, 0xffffe000, v41
  v_and_b32 v43, 0x7f800000, v28
  v_cmp_ne_u32_e64 s[78:79], v43, s38
  v_cndmask_b32_e64 v41, v28, v41, s[78:79]
  v_lshrrev_b32 v43, 13, v24
  v_and_b32 v45, v43, 1
  v_add_u32 v47, 0xfff, v24
  v_add_u32 v49, v47, v45
  v_and_b32 v52, 0xffffe000, v49
  v_and_b32 v53, 0x7f800000, v24
  v_cmp_ne_u32_e64 s[0:1], v53, s38
  v_cndmask_b32_e64 v57, v24, v52, s[0:1]
  v_lshrrev_b32 v59, 13, v20
  v_and_b32 v61, v59, 1
  v_add_u32 v1, 0xfff, v20
  v_add_u32 v3, v1, v61
  v_and_b32 v6, 0xffffe000, v3
  s_mov_b32 s12, 0x7f800000
  v_and_b32 v24, 0x7f800000, v20
  v_cmp_ne_u32_e64 s[22:23], v24, s12
  v_cndmask_b32_e64 v24, v20, v6, s[22:23]
  v_lshrrev_b32 v20, 13, v22
  v_and_b32 v20, v20, 1
  v_add_u32 v28, 0xfff, v22
  v_add_u32 v20, v28, v20
  v_and_b32 v28, 0xffffe000, v20
  v_and_b32 v43, 0x7f800000, v22
  v_cmp_ne_u32_e64 s[52:53], v43, s12
  v_cndmask_b32_e64 v28, v22, v28, s[52:53]
  v_lshrrev_b32 v43, 13, v42
  v_and_b32 v43, v43, 1
  v_add_u32 v44, 0xfff, v42
  v_add_u32 v43, v44, v43
  v_and_b32 v43, 0xffffe000, v43
  v_and_b32 v44, 0x7f800000, v42
  v_cmp_ne_u32_e64 s[84:85], v44, s12
  v_cndmask_b32_e64 v44, v42, v43, s[84:85]
  v_lshrrev_b32 v46, 13, v26
  v_and_b32 v48, v46, 1
  v_add_u32 v50, 0xfff, v26
  v_add_u32 v52, v50, v48
  v_and_b32 v55, 0xffffe000, v52
  s_mov_b32 s0, 0x7f800000
  v_and_b32 v58, 0x7f800000, v26
  v_cmp_ne_u32_e64 s[6:7], v58, s0
  v_cndmask_b32_e64 v62, v26, v55, s[6:7]
  v_lshrrev_b32 v1, 13, v40
  v_and_b32 v3, v1, 1
  v_add_u32 v6, 0xfff, v40
  v_add_u32 v20, v6, v3
  v_and_b32 v20, 0xffffe000, v20
  v_and_b32 v22, 0x7f800000, v40
  v_cmp_ne_u32_e64 s[26:27], v22, s0
  v_cndmask_b32_e64 v26, v40, v20, s[26:27]
  v_lshrrev_b32 v20, 13, v31
  v_and_b32 v20, v20, 1
  v_add_u32 v22, 0xfff, v31
  v_add_u32 v40, v22, v20
  v_and_b32 v40, 0xffffe000, v40
  v_and_b32 v42, 0x7f800000, v31
  v_cmp_ne_u32_e64 s[58:59], v42, s0
  v_cndmask_b32_e64 v31, v31, v40, s[58:59]
  v_lshrrev_b32 v40, 13, v37
  v_and_b32 v40, v40, 1
  v_add_u32 v42, 0xfff, v37
  v_add_u32 v40, v42, v40
  v_and_b32 v42, 0xffffe000, v40
  s_mov_b32 s86, 0x7f800000
  v_and_b32 v45, 0x7f800000, v37
  v_cmp_ne_u32_e64 s[94:95], v45, s86
  v_cndmask_b32_e64 v51, v37, v42, s[94:95]
  v_mul_lo_u32 v52, v36, 4
  v_lshrrev_b32 v53, 8, v52
  v_mul_lo_u32 v55, v53, 4
  v_add_u32 v58, v52, v55
  ds_write_b32 v58, v2 offset:8448
  ds_write_b32 v58, v35 offset:8452
  ds_write_b32 v58, v34 offset:8456
  ds_write_b32 v58, v33 offset:8460
  ds_write_b32 v58, v32 offset:12608
  ds_write_b32 v58, v30 offset:12612
  ds_write_b32 v58, v29 offset:12616
  ds_write_b32 v58, v27 offset:12620
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_and_b32 v6, v54, 31
  v_lshrrev_b32 v22, 5, v54
  v_and_b32 v22, v22, 1
  v_lshlrev_b32 v22, 6, v22
  v_or_b32 v22, v6, v22
  v_lshrrev_b32 v27, 7, v54
  v_and_b32 v27, v27, 1
  v_lshlrev_b32 v27, 5, v27
  v_or_b32 v22, v22, v27
  v_mul_lo_u32 v27, v22, 4
  v_lshrrev_b32 v29, 8, v27
  v_mul_lo_u32 v29, v29, 4
  v_add_u32 v29, v27, v29
  ds_read_b32 v32, v29 offset:8448
  ds_read_b32 v33, v29 offset:8968
  ds_read_b32 v35, v29 offset:9488
  ds_read_b32 v37, v29 offset:10008
  ds_read_b32 v40, v29 offset:10528
  ds_read_b32 v42, v29 offset:11048
  ds_read_b32 v43, v29 offset:11568
  ds_read_b32 v45, v29 offset:12088
  ds_read_b32 v47, v29 offset:12608
  ds_read_b32 v50, v29 offset:13128
  ds_read_b32 v52, v29 offset:13648
  ds_read_b32 v53, v29 offset:14168
  ds_read_b32 v55, v29 offset:14688
  ds_read_b32 v58, v29 offset:15208
  ds_read_b32 v59, v29 offset:15728
  ds_read_b32 v61, v29 offset:16248
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_lshrrev_b32 v1, 13, v32
  v_and_b32 v3, v1, 1
  v_add_u32 v6, 0xfff, v32
  v_add_u32 v22, v6, v3
  v_and_b32 v22, 0xffffe000, v22
  s_mov_b32 s22, 0x7f800000
  v_and_b32 v27, 0x7f800000, v32
  v_cmp_ne_u32_e64 s[30:31], v27, s22
  v_cndmask_b32_e64 v27, v32, v22, s[30:31]
  v_lshrrev_b32 v22, 13, v33
  v_and_b32 v22, v22, 1
  v_add_u32 v29, 0xfff, v33
  v_add_u32 v29, v29, v22
  v_and_b32 v29, 0xffffe000, v29
  v_and_b32 v30, 0x7f800000, v33
  v_cmp_ne_u32_e64 s[62:63], v30, s22
  v_cndmask_b32_e64 v33, v33, v29, s[62:63]
  v_lshrrev_b32 v36, 13, v35
  v_and_b32 v46, v36, 1
  v_add_u32 v48, 0xfff, v35
  v_add_u32 v46, v48, v46
  v_and_b32 v46, 0xffffe000, v46
  v_and_b32 v48, 0x7f800000, v35
  v_cmp_ne_u32_e64 s[94:95], v48, s22
  v_cndmask_b32_e64 v49, v35, v46, s[94:95]
  v_lshrrev_b32 v56, 13, v37
  v_and_b32 v56, v56, 1
  v_add_u32 v60, 0xfff, v37
  v_add_u32 v60, v60, v56
  v_and_b32 v60, 0xffffe000, v60
  s_mov_b32 s0, 0x7f800000
  v_and_b32 v1, 0x7f800000, v37
  v_cmp_ne_u32_e64 s[6:7], v1, s0
  v_cndmask_b32_e64 v29, v37, v60, s[6:7]
  v_lshrrev_b32 v6, 13, v40
  v_and_b32 v22, v6, 1
  v_add_u32 v30, 0xfff, v40
  v_add_u32 v22, v30, v22
  v_and_b32 v22, 0xffffe000, v22
  v_and_b32 v30, 0x7f800000, v40
  v_cmp_ne_u32_e64 s[38:39], v30, s0
  v_cndmask_b32_e64 v30, v40, v22, s[38:39]
  v_lshrrev_b32 v22, 13, v42
  v_and_b32 v32, v22, 1
  v_add_u32 v34, 0xfff, v42
  v_add_u32 v32, v34, v32
  v_and_b32 v32, 0xffffe000, v32
  v_and_b32 v34, 0x7f800000, v42
  v_cmp_ne_u32_e64 s[68:69], v34, s0
  v_cndmask_b32_e64 v36, v42, v32, s[68:69]
  v_lshrrev_b32 v40, 13, v43
  v_and_b32 v40, v40, 1
  v_add_u32 v42, 0xfff, v43
  v_add_u32 v46, v42, v40
  v_and_b32 v46, 0xffffe000, v46
  s_mov_b32 s96, 0x7f800000
  v_and_b32 v56, 0x7f800000, v43
  v_cmp_ne_u32_e64 s[0:1], v56, s96
  v_cndmask_b32_e64 v56, v43, v46, s[0:1]
  v_lshrrev_b32 v60, 13, v45
  v_and_b32 v60, v60, 1
  v_add_u32 v63, 0xfff, v45
  v_add_u32 v63, v63, v60
  v_and_b32 v1, 0xffffe000, v63
  v_and_b32 v3, 0x7f800000, v45
  v_cmp_ne_u32_e64 s[10:11], v3, s96
  v_cndmask_b32_e64 v32, v45, v1, s[10:11]
  v_lshrrev_b32 v22, 13, v47
  v_and_b32 v22, v22, 1
  v_add_u32 v34, 0xfff, v47
  v_add_u32 v22, v34, v22
  v_and_b32 v22, 0xffffe000, v22
  v_and_b32 v34, 0x7f800000, v47
  v_cmp_ne_u32_e64 s[42:43], v34, s96
  v_cndmask_b32_e64 v34, v47, v22, s[42:43]
  v_lshrrev_b32 v35, 13, v50
  v_and_b32 v35, v35, 1
  v_add_u32 v37, 0xfff, v50
  v_add_u32 v35, v37, v35
  v_and_b32 v35, 0xffffe000, v35
  s_mov_b32 s70, 0x7f800000
  v_and_b32 v37, 0x7f800000, v50
  v_cmp_ne_u32_e64 s[78:79], v37, s70
  v_cndmask_b32_e64 v42, v50, v35, s[78:79]
  v_lshrrev_b32 v43, 13, v52
  v_and_b32 v45, v43, 1
  v_add_u32 v47, 0xfff, v52
  v_add_u32 v50, v47, v45
  v_and_b32 v60, 0xffffe000, v50
  v_and_b32 v63, 0x7f800000, v52
  v_cmp_ne_u32_e64 s[0:1], v63, s70
  v_cndmask_b32_e64 v60, v52, v60, s[0:1]
  v_lshrrev_b32 v63, 13, v53
  v_and_b32 v63, v63, 1
  v_add_u32 v1, 0xfff, v53
  v_add_u32 v2, v1, v63
  v_and_b32 v6, 0xffffe000, v2
  v_and_b32 v22, 0x7f800000, v53
  v_cmp_ne_u32_e64 s[18:19], v22, s70
  v_cndmask_b32_e64 v35, v53, v6, s[18:19]
  v_lshrrev_b32 v22, 13, v55
  v_and_b32 v22, v22, 1
  v_add_u32 v37, 0xfff, v55
  v_add_u32 v22, v37, v22
  v_and_b32 v22, 0xffffe000, v22
  s_mov_b32 s46, 0x7f800000
  v_and_b32 v37, 0x7f800000, v55
  v_cmp_ne_u32_e64 s[52:53], v37, s46
  v_cndmask_b32_e64 v37, v55, v22, s[52:53]
  v_lshrrev_b32 v40, 13, v58
  v_and_b32 v40, v40, 1
  v_add_u32 v43, 0xfff, v58
  v_add_u32 v40, v43, v40
  v_and_b32 v40, 0xffffe000, v40
  v_and_b32 v43, 0x7f800000, v58
  v_cmp_ne_u32_e64 s[84:85], v43, s46
  v_cndmask_b32_e64 v45, v58, v40, s[84:85]
  v_lshrrev_b32 v46, 13, v59
  v_and_b32 v48, v46, 1
  v_add_u32 v50, 0xfff, v59
  v_add_u32 v52, v50, v48
  v_and_b32 v55, 0xffffe000, v52
  v_and_b32 v58, 0x7f800000, v59
  v_cmp_ne_u32_e64 s[0:1], v58, s46
  v_cndmask_b32_e64 v63, v59, v55, s[0:1]
  v_lshrrev_b32 v1, 13, v61
  v_and_b32 v1, v1, 1
  v_add_u32 v3, 0xfff, v61
  v_add_u32 v6, v3, v1
  v_and_b32 v22, 0xffffe000, v6
  s_mov_b32 s18, 0x7f800000
  v_and_b32 v40, 0x7f800000, v61
  v_cmp_ne_u32_e64 s[26:27], v40, s18
  v_cndmask_b32_e64 v40, v61, v22, s[26:27]
  v_mov_b32 v6, v132
  v_mov_b32 v20, v133
  v_mov_b32 v22, v27
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v21
  v_mov_b32 v22, v33
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v39
  v_mov_b32 v22, v49
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v38
  v_mov_b32 v22, v29
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v0
  v_mov_b32 v22, v30
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v23
  v_mov_b32 v22, v36
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v25
  v_mov_b32 v22, v56
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v41
  v_mov_b32 v22, v32
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v57
  v_mov_b32 v22, v34
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v24
  v_mov_b32 v22, v42
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v28
  v_mov_b32 v22, v60
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v44
  v_mov_b32 v22, v35
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v62
  v_mov_b32 v22, v37
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v26
  v_mov_b32 v22, v45
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v31
  v_mov_b32 v22, v63
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  v_mov_b32 v20, v51
  v_mov_b32 v22, v40
  s_nop 1
  v_mfma_f32_32x32x2f32 v[4:19], v20, v22, v[4:19]
  s_add_u32 s74, s54, 32
  s_cmp_gt_i32 s74, s54
  s_cselect_b64 s[80:81], -1, 0
  s_cmp_lt_i32 s74, s36
  s_cselect_b64 s[86:87], -1, 0
  s_and_b64 s[90:91], s[80:81], s[86:87]
  s_cmp_lg_u64 s[90:91], 0
  s_nop 11
  s_cbranch_scc1 .Lmatmul_tf32_5
  s_branch .Lmatmul_tf32_6
.Lmatmul_tf32_5:
  s_mov_b64 s[54:55], s[74:75]
  v_mov_b32 v132, v6
  s_nop 1
  s_branch .Lmatmul_tf32_1
.Lmatmul_tf32_6:
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
.Lmatmul_tf32_2:
  s_mul_i32 s0, s2, 64
  v_lshrrev_b32 v52, 5, v54
  v_and_b32 v55, v52, 1
  v_lshlrev_b32 v56, 2, v55
  v_lshrrev_b32 v58, 6, v54
  v_and_b32 v60, v58, 1
  v_lshlrev_b32 v62, 5, v60
  v_or_b32 v1, v56, v62
  v_add_u32 v4, v1, 1
  v_add_u32 v5, v1, 2
  v_add_u32 v7, v1, 3
  v_add_u32 v9, v1, 8
  v_add_u32 v11, v1, 9
  v_add_u32 v13, v1, 10
  v_add_u32 v15, v1, 11
  v_add_u32 v17, v1, 16
  v_add_u32 v19, v1, 17
  v_add_u32 v48, v1, 18
  v_add_u32 v46, v1, 19
  v_add_u32 v44, v1, 24
  v_add_u32 v42, v1, 25
  v_add_u32 v40, v1, 26
  v_add_u32 v38, v1, 27
  v_add_u32 v36, s0, v1
  v_add_u32 v35, s0, v4
  v_add_u32 v37, s0, v5
  v_add_u32 v39, s0, v7
  v_add_u32 v41, s0, v9
  v_add_u32 v43, s0, v11
  v_add_u32 v45, s0, v13
  v_add_u32 v47, s0, v15
  v_add_u32 v49, s0, v17
  v_add_u32 v51, s0, v19
  v_add_u32 v53, s0, v48
  v_add_u32 v55, s0, v46
  v_add_u32 v57, s0, v44
  v_add_u32 v59, s0, v42
  v_add_u32 v61, s0, v40
  v_add_u32 v0, s0, v38
  v_mul_lo_u32 v2, v36, s48
  v_mul_lo_u32 v4, v35, s48
  v_mul_lo_u32 v7, v37, s48
  v_mul_lo_u32 v8, v39, s48
  v_mul_lo_u32 v10, v41, s48
  v_mul_lo_u32 v12, v43, s48
  v_mul_lo_u32 v14, v45, s48
  v_mul_lo_u32 v16, v47, s48
  v_mul_lo_u32 v18, v49, s48
  v_mul_lo_u32 v63, v51, s48
  v_mul_lo_u32 v50, v53, s48
  v_mul_lo_u32 v48, v55, s48
  v_mul_lo_u32 v44, v57, s48
  v_mul_lo_u32 v42, v59, s48
  v_mul_lo_u32 v40, v61, s48
  v_mul_lo_u32 v38, v0, s48
  s_mul_i32 s68, s4, 64
  v_and_b32 v46, v54, 31
  v_lshrrev_b32 v52, 7, v54
  v_and_b32 v52, v52, 1
  v_lshlrev_b32 v52, 5, v52
  v_or_b32 v46, v46, v52
  v_add_u32 v46, s68, v46
  v_add_u32 v6, v2, v46
  v_add_u32 v2, v4, v46
  v_add_u32 v52, v7, v46
  v_add_u32 v54, v8, v46
  v_add_u32 v56, v10, v46
  v_add_u32 v58, v12, v46
  v_add_u32 v60, v14, v46
  v_add_u32 v62, v16, v46
  v_add_u32 v1, v18, v46
  v_add_u32 v4, v63, v46
  v_add_u32 v5, v50, v46
  v_add_u32 v7, v48, v46
  v_add_u32 v9, v44, v46
  v_add_u32 v11, v42, v46
  v_add_u32 v13, v40, v46
  v_add_u32 v15, v38, v46
  v_lshlrev_b32 v17, 2, v6
  v_ashrrev_i32 v19, 30, v6
  v_mov_b32 v86, s24
  v_mov_b32 v87, s25
  v_add_co_u32 v90, vcc, v86, v17
  v_addc_co_u32 v91, vcc, v87, v19, vcc
  v_lshlrev_b32 v38, 2, v2
  v_ashrrev_i32 v40, 30, v2
  v_mov_b32 v94, s24
  v_mov_b32 v95, s25
  v_add_co_u32 v98, vcc, v94, v38
  v_addc_co_u32 v99, vcc, v95, v40, vcc
  v_lshlrev_b32 v38, 2, v52
  v_ashrrev_i32 v40, 30, v52
  v_mov_b32 v102, s24
  v_mov_b32 v103, s25
  v_add_co_u32 v106, vcc, v102, v38
  v_addc_co_u32 v107, vcc, v103, v40, vcc
  v_lshlrev_b32 v42, 2, v54
  v_ashrrev_i32 v44, 30, v54
  v_mov_b32 v110, s24
  v_mov_b32 v111, s25
  v_add_co_u32 v114, vcc, v110, v42
  v_addc_co_u32 v115, vcc, v111, v44, vcc
  v_lshlrev_b32 v50, 2, v56
  v_ashrrev_i32 v52, 30, v56
  v_mov_b32 v118, s24
  v_mov_b32 v119, s25
  v_add_co_u32 v122, vcc, v118, v50
  v_addc_co_u32 v123, vcc, v119, v52, vcc
  v_lshlrev_b32 v63, 2, v58
  v_ashrrev_i32 v2, 30, v58
  v_mov_b32 v128, s24
  v_mov_b32 v129, s25
  v_add_co_u32 v64, vcc, v128, v63
  v_addc_co_u32 v65, vcc, v129, v2, vcc
  v_lshlrev_b32 v2, 2, v60
  v_ashrrev_i32 v6, 30, v60
  v_mov_b32 v70, s24
  v_mov_b32 v71, s25
  v_add_co_u32 v74, vcc, v70, v2
  v_addc_co_u32 v75, vcc, v71, v6, vcc
  v_lshlrev_b32 v10, 2, v62
  v_ashrrev_i32 v12, 30, v62
  v_mov_b32 v78, s24
  v_mov_b32 v79, s25
  v_add_co_u32 v82, vcc, v78, v10
  v_addc_co_u32 v83, vcc, v79, v12, vcc
  v_lshlrev_b32 v18, 2, v1
  v_ashrrev_i32 v38, 30, v1
  v_mov_b32 v88, s24
  v_mov_b32 v89, s25
  v_add_co_u32 v92, vcc, v88, v18
  v_addc_co_u32 v93, vcc, v89, v38, vcc
  v_lshlrev_b32 v38, 2, v4
  v_ashrrev_i32 v40, 30, v4
  v_mov_b32 v96, s24
  v_mov_b32 v97, s25
  v_add_co_u32 v100, vcc, v96, v38
  v_addc_co_u32 v101, vcc, v97, v40, vcc
  v_lshlrev_b32 v38, 2, v5
  v_ashrrev_i32 v40, 30, v5
  v_mov_b32 v104, s24
  v_mov_b32 v105, s25
  v_add_co_u32 v108, vcc, v104, v38
  v_addc_co_u32 v109, vcc, v105, v40, vcc
  v_lshlrev_b32 v42, 2, v7
  v_ashrrev_i32 v44, 30, v7
  v_mov_b32 v112, s24
  v_mov_b32 v113, s25
  v_add_co_u32 v116, vcc, v112, v42
  v_addc_co_u32 v117, vcc, v113, v44, vcc
  v_lshlrev_b32 v50, 2, v9
  v_ashrrev_i32 v52, 30, v9
  v_mov_b32 v120, s24
  v_mov_b32 v121, s25
  v_add_co_u32 v124, vcc, v120, v50
  v_addc_co_u32 v125, vcc, v121, v52, vcc
  v_lshlrev_b32 v58, 2, v11
  v_ashrrev_i32 v60, 30, v11
  v_mov_b32 v130, s24
  v_mov_b32 v131, s25
  v_add_co_u32 v66, vcc, v130, v58
  v_addc_co_u32 v67, vcc, v131, v60, vcc
  v_lshlrev_b32 v4, 2, v13
  v_ashrrev_i32 v5, 30, v13
  v_mov_b32 v72, s24
  v_mov_b32 v73, s25
  v_add_co_u32 v76, vcc, v72, v4
  v_addc_co_u32 v77, vcc, v73, v5, vcc
  v_lshlrev_b32 v11, 2, v15
  v_ashrrev_i32 v13, 30, v15
  v_mov_b32 v80, s24
  v_mov_b32 v81, s25
  v_add_co_u32 v84, vcc, v80, v11
  v_addc_co_u32 v85, vcc, v81, v13, vcc
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
  v_cmp_lt_i32_e64 s[0:1], v0, s28
  v_cmp_lt_i32_e64 s[26:27], v46, s32
  s_and_b64 s[22:23], s[38:39], s[26:27]
  s_and_b64 s[18:19], s[42:43], s[26:27]
  s_and_b64 s[14:15], s[46:47], s[26:27]
  s_and_b64 s[10:11], s[50:51], s[26:27]
  s_and_b64 s[6:7], s[54:55], s[26:27]
  s_and_b64 s[2:3], s[58:59], s[26:27]
  s_and_b64 s[4:5], s[62:63], s[26:27]
  s_and_b64 s[8:9], s[66:67], s[26:27]
  s_and_b64 s[12:13], s[70:71], s[26:27]
  s_and_b64 s[16:17], s[74:75], s[26:27]
  s_and_b64 s[20:21], s[78:79], s[26:27]
  s_and_b64 s[24:25], s[82:83], s[26:27]
  s_and_b64 s[28:29], s[86:87], s[26:27]
  s_and_b64 s[32:33], s[90:91], s[26:27]
  s_and_b64 s[36:37], s[94:95], s[26:27]
  s_and_b64 s[40:41], s[0:1], s[26:27]
  s_and_saveexec_b64 s[98:99], s[22:23]
  global_store_dword v[90:91], v3, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[18:19]
  global_store_dword v[98:99], v34, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[14:15]
  global_store_dword v[106:107], v32, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[10:11]
  global_store_dword v[114:115], v30, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[6:7]
  global_store_dword v[122:123], v28, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[2:3]
  global_store_dword v[64:65], v26, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[4:5]
  global_store_dword v[74:75], v24, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[8:9]
  global_store_dword v[82:83], v22, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[12:13]
  global_store_dword v[92:93], v20, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[16:17]
  global_store_dword v[100:101], v21, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[20:21]
  global_store_dword v[108:109], v23, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[24:25]
  global_store_dword v[116:117], v25, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[28:29]
  global_store_dword v[124:125], v27, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[32:33]
  global_store_dword v[66:67], v29, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[36:37]
  global_store_dword v[76:77], v31, off
  s_mov_b64 exec, s[98:99]
  s_and_saveexec_b64 s[98:99], s[40:41]
  global_store_dword v[84:85], v33, off
  s_mov_b64 exec, s[98:99]
  s_endpgm
.Lmatmul_tf32_end:
.size matmul_tf32, .Lmatmul_tf32_end-matmul_tf32
; 100 SGPRs, 134 VGPRs; allocation: 48 moves, 3 spills, 2 reloads

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
  - .name: matmul_tf32
    .symbol: matmul_tf32.kd
    .kernarg_segment_size: 60
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 16768
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
