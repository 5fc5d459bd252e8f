.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 5
.text
.globl dot
.p2align 8
.type dot,@function
dot:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v15, 0x3ff, v0
  s_load_b64 s[16:17], s[0:1], 0x0
  s_load_b64 s[20:21], s[0:1], 0x8
  s_load_b64 s[24:25], s[0:1], 0x10
  s_load_b64 s[28:29], s[0:1], 0x18
  v_lshrrev_b32 v16, 2, v15
  v_and_b32 v18, v16, 7
  v_add_nc_u32 v20, v18, 8
  v_mul_lo_u32 v22, v18, 32
  v_mul_lo_u32 v24, v20, 32
  v_and_b32 v26, v15, 3
  v_lshlrev_b32 v28, 3, v26
  v_add_nc_u32 v30, v22, v28
  v_add_nc_u32 v32, v24, v28
  v_lshlrev_b32 v34, 1, v30
  v_ashrrev_i32 v36, 31, v30
  s_waitcnt lgkmcnt(0)
  v_add_co_u32 v66, vcc_lo, s16, v34
  v_add_co_ci_u32 v67, vcc_lo, s17, v36, vcc_lo
  v_lshlrev_b32 v40, 1, v32
  v_ashrrev_i32 v42, 31, v32
  v_add_co_u32 v64, vcc_lo, s16, v40
  v_add_co_ci_u32 v65, vcc_lo, s17, v42, vcc_lo
  global_load_u16 v46, v[66:67], off
  global_load_u16 v48, v[66:67], off offset:2
  global_load_u16 v50, v[66:67], off offset:4
  global_load_u16 v52, v[66:67], off offset:6
  global_load_u16 v54, v[66:67], off offset:8
  global_load_u16 v56, v[66:67], off offset:10
  global_load_u16 v58, v[66:67], off offset:12
  global_load_u16 v60, v[66:67], off offset:14
  global_load_u16 v62, v[64:65], off
  global_load_u16 v1, v[64:65], off offset:2
  global_load_u16 v3, v[64:65], off offset:4
  global_load_u16 v21, v[64:65], off offset:6
  global_load_u16 v25, v[64:65], off offset:8
  global_load_u16 v35, v[64:65], off offset:10
  global_load_u16 v63, v[64:65], off offset:12
  global_load_u16 v43, v[64:65], off offset:14
  v_add_nc_u32 v16, v18, 16
  v_add_nc_u32 v17, v18, 24
  v_mul_lo_u32 v19, v16, 32
  v_mul_lo_u32 v22, v17, 32
  v_add_nc_u32 v23, v19, v28
  v_add_nc_u32 v27, v22, v28
  v_add_co_u32 v70, vcc_lo, s20, v34
  v_add_co_ci_u32 v71, vcc_lo, s21, v36, vcc_lo
  v_add_co_u32 v68, vcc_lo, s20, v40
  v_add_co_ci_u32 v69, vcc_lo, s21, v42, vcc_lo
  v_lshlrev_b32 v31, 1, v23
  v_ashrrev_i32 v33, 31, v23
  v_add_co_u32 v66, vcc_lo, s20, v31
  v_add_co_ci_u32 v67, vcc_lo, s21, v33, vcc_lo
  v_lshlrev_b32 v37, 1, v27
  v_ashrrev_i32 v39, 31, v27
  v_add_co_u32 v64, vcc_lo, s20, v37
  v_add_co_ci_u32 v65, vcc_lo, s21, v39, vcc_lo
  global_load_u16 v55, v[70:71], off
  global_load_u16 v45, v[70:71], off offset:2
  global_load_u16 v47, v[70:71], off offset:4
  global_load_u16 v49, v[70:71], off offset:6
  global_load_u16 v53, v[70:71], off offset:8
  s_waitcnt vmcnt(0)
  v_mov_b32 v96, v53
  global_load_u16 v34, v[70:71], off offset:10
  global_load_u16 v57, v[70:71], off offset:12
  s_waitcnt vmcnt(0)
  v_mov_b32 v97, v57
  global_load_u16 v57, v[70:71], off offset:14
  global_load_u16 v59, v[68:69], off
  global_load_u16 v61, v[68:69], off offset:2
  global_load_u16 v0, v[68:69], off offset:4
  global_load_u16 v2, v[68:69], off offset:6
  global_load_u16 v19, v[68:69], off offset:8
  s_waitcnt vmcnt(0)
  v_mov_b32 v98, v19
  global_load_u16 v23, v[68:69], off offset:10
  global_load_u16 v29, v[68:69], off offset:12
  global_load_u16 v10, v[68:69], off offset:14
  s_waitcnt vmcnt(0)
  v_mov_b32 v99, v10
  global_load_u16 v31, v[66:67], off
  global_load_u16 v14, v[66:67], off offset:2
  s_waitcnt vmcnt(0)
  v_mov_b32 v100, v14
  global_load_u16 v17, v[66:67], off offset:4
  s_waitcnt vmcnt(0)
  v_mov_b32 v101, v17
  global_load_u16 v20, v[66:67], off offset:6
  s_waitcnt vmcnt(0)
  v_mov_b32 v102, v20
  global_load_u16 v22, v[66:67], off offset:8
  s_waitcnt vmcnt(0)
  v_mov_b32 v103, v22
  global_load_u16 v22, v[66:67], off offset:10
  s_waitcnt vmcnt(0)
  v_mov_b32 v104, v22
  global_load_u16 v27, v[66:67], off offset:12
  s_waitcnt vmcnt(0)
  v_mov_b32 v105, v27
  global_load_u16 v27, v[66:67], off offset:14
  global_load_u16 v24, v[64:65], off
  global_load_u16 v30, v[64:65], off offset:2
  global_load_u16 v32, v[64:65], off offset:4
  global_load_u16 v51, v[64:65], off offset:6
  s_waitcnt vmcnt(0)
  v_mov_b32 v106, v51
  global_load_u16 v38, v[64:65], off offset:8
  s_waitcnt vmcnt(0)
  v_mov_b32 v107, v38
  global_load_u16 v42, v[64:65], off offset:10
  s_waitcnt vmcnt(0)
  v_mov_b32 v108, v42
  global_load_u16 v41, v[64:65], off offset:12
  s_waitcnt vmcnt(0)
  v_mov_b32 v109, v41
  global_load_u16 v44, v[64:65], off offset:14
  s_waitcnt vmcnt(0)
  v_mov_b32 v110, v44
  v_lshrrev_b32 v44, 3, v15
  v_and_b32 v7, v44, 3
  v_add_nc_u32 v5, v7, 4
  v_add_nc_u32 v6, v7, 8
  v_add_nc_u32 v4, v7, 12
  v_mul_lo_u32 v7, v7, 32
  v_mul_lo_u32 v5, v5, 32
  v_mul_lo_u32 v6, v6, 32
  v_mul_lo_u32 v4, v4, 32
  v_and_b32 v8, v15, 7
  v_lshlrev_b32 v9, 2, v8
  v_add_nc_u32 v8, v7, v9
  v_add_nc_u32 v5, v5, v9
  v_add_nc_u32 v7, v6, v9
  v_add_nc_u32 v9, v4, v9
  v_lshlrev_b32 v11, 2, v8
  v_ashrrev_i32 v13, 30, v8
  v_add_co_u32 v94, vcc_lo, s24, v11
  v_add_co_ci_u32 v95, vcc_lo, s25, v13, vcc_lo
  v_lshlrev_b32 v17, 2, v5
  v_ashrrev_i32 v19, 30, v5
  v_add_co_u32 v68, vcc_lo, s24, v17
  v_add_co_ci_u32 v69, vcc_lo, s25, v19, vcc_lo
  v_lshlrev_b32 v28, 2, v7
  v_ashrrev_i32 v33, 30, v7
  v_add_co_u32 v66, vcc_lo, s24, v28
  v_add_co_ci_u32 v67, vcc_lo, s25, v33, vcc_lo
  v_lshlrev_b32 v33, 2, v9
  v_ashrrev_i32 v36, 30, v9
  v_add_co_u32 v64, vcc_lo, s24, v33
  v_add_co_ci_u32 v65, vcc_lo, s25, v36, vcc_lo
  global_load_b32 v20, v[94:95], off
  global_load_b32 v37, v[94:95], off offset:4
  global_load_b32 v19, v[94:95], off offset:8
  global_load_b32 v17, v[94:95], off offset:12
  global_load_b32 v16, v[68:69], off
  global_load_b32 v14, v[68:69], off offset:4
  global_load_b32 v13, v[68:69], off offset:8
  global_load_b32 v12, v[68:69], off offset:12
  global_load_b32 v11, v[66:67], off
  global_load_b32 v10, v[66:67], off offset:4
  global_load_b32 v9, v[66:67], off offset:8
  global_load_b32 v8, v[66:67], off offset:12
  global_load_b32 v7, v[64:65], off
  global_load_b32 v6, v[64:65], off offset:4
  global_load_b32 v5, v[64:65], off offset:8
  global_load_b32 v4, v[64:65], off offset:12
  v_and_b32 v22, v15, 31
  v_lshlrev_b32 v28, 2, v22
  v_mul_lo_u32 v28, v28, 4
  v_lshrrev_b32 v33, 7, v28
  v_mul_lo_u32 v33, v33, 4
  v_add_nc_u32 v33, v28, v33
  s_waitcnt vmcnt(0)
  ds_store_b32 v33, v20
  ds_store_b32 v33, v37 offset:4
  ds_store_b32 v33, v19 offset:8
  ds_store_b32 v33, v17 offset:12
  ds_store_b32 v33, v16 offset:528
  ds_store_b32 v33, v14 offset:532
  ds_store_b32 v33, v13 offset:536
  ds_store_b32 v33, v12 offset:540
  ds_store_b32 v33, v11 offset:1056
  ds_store_b32 v33, v10 offset:1060
  ds_store_b32 v33, v9 offset:1064
  ds_store_b32 v33, v8 offset:1068
  ds_store_b32 v33, v7 offset:1584
  ds_store_b32 v33, v6 offset:1588
  ds_store_b32 v33, v5 offset:1592
  ds_store_b32 v33, v4 offset:1596
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_and_b32 v51, v15, 15
  v_lshrrev_b32 v36, 4, v15
  v_and_b32 v44, v36, 1
  v_lshlrev_b32 v39, 5, v44
  v_or_b32 v41, v51, v39
  v_mul_lo_u32 v4, v41, 4
  v_lshrrev_b32 v53, 7, v4
  v_mul_lo_u32 v53, v53, 4
  v_add_nc_u32 v19, v4, v53
  ds_load_b32 v4, v19
  ds_load_b32 v5, v19 offset:264
  ds_load_b32 v6, v19 offset:528
  ds_load_b32 v7, v19 offset:792
  ds_load_b32 v8, v19 offset:1056
  ds_load_b32 v9, v19 offset:1320
  ds_load_b32 v10, v19 offset:1584
  ds_load_b32 v11, v19 offset:1848
  ds_load_b32 v12, v19 offset:64
  ds_load_b32 v13, v19 offset:328
  ds_load_b32 v14, v19 offset:592
  ds_load_b32 v15, v19 offset:856
  ds_load_b32 v16, v19 offset:1120
  ds_load_b32 v17, v19 offset:1384
  ds_load_b32 v53, v19 offset:1648
  ds_load_b32 v19, v19 offset:1912
  v_lshlrev_b32 v20, 3, v22
  v_lshlrev_b32 v22, 1, v20
  v_lshrrev_b32 v28, 6, v20
  v_and_b32 v28, v28, 3
  v_lshlrev_b32 v28, 4, v28
  v_xor_b32 v22, v22, v28
  v_and_b32 v36, 0xffff, v46
  v_lshlrev_b32 v37, 16, v48
  v_or_b32 v36, v36, v37
  v_and_b32 v38, 0xffff, v50
  v_lshlrev_b32 v40, 16, v52
  v_or_b32 v37, v38, v40
  v_and_b32 v46, 0xffff, v54
  v_lshlrev_b32 v48, 16, v56
  v_or_b32 v38, v46, v48
  v_and_b32 v50, 0xffff, v58
  v_lshlrev_b32 v52, 16, v60
  v_or_b32 v39, v50, v52
  ds_store_b128 v22, v[36:39] offset:2112
  v_and_b32 v58, 0xffff, v62
  v_lshlrev_b32 v60, 16, v1
  v_or_b32 v40, v58, v60
  v_and_b32 v1, 0xffff, v3
  v_lshlrev_b32 v3, 16, v21
  v_or_b32 v41, v1, v3
  v_and_b32 v20, 0xffff, v25
  v_lshlrev_b32 v21, 16, v35
  v_or_b32 v42, v20, v21
  v_and_b32 v20, 0xffff, v63
  v_lshlrev_b32 v21, 16, v43
  v_or_b32 v43, v20, v21
  ds_store_b128 v22, v[40:43] offset:2624
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_lshlrev_b32 v20, 5, v51
  v_lshlrev_b32 v22, 1, v20
  v_lshrrev_b32 v25, 6, v20
  v_and_b32 v28, v25, 3
  v_lshlrev_b32 v28, 4, v28
  v_xor_b32 v38, v22, v28
  v_lshlrev_b32 v33, 8, v26
  v_or_b32 v37, v33, v18
  v_lshlrev_b32 v36, 1, v37
  v_lshrrev_b32 v39, 6, v37
  v_and_b32 v40, v39, 3
  v_lshlrev_b32 v42, 4, v40
  v_xor_b32 v46, v36, v42
  ds_store_b16 v46, v55 offset:3136
  ds_store_b16 v46, v45 offset:3200
  v_xor_b32 v48, v46, 16
  ds_store_b16 v48, v47 offset:3264
  ds_store_b16 v48, v49 offset:3328
  v_xor_b32 v52, v46, 32
  v_mov_b32 v62, v96
  ds_store_b16 v52, v62 offset:3392
  ds_store_b16 v52, v34 offset:3456
  v_xor_b32 v56, v46, 48
  v_mov_b32 v3, v97
  ds_store_b16 v56, v3 offset:3520
  ds_store_b16 v56, v57 offset:3584
  ds_store_b16 v48, v59 offset:3136
  ds_store_b16 v48, v61 offset:3200
  ds_store_b16 v46, v0 offset:3264
  ds_store_b16 v46, v2 offset:3328
  v_mov_b32 v40, v98
  ds_store_b16 v56, v40 offset:3392
  ds_store_b16 v56, v23 offset:3456
  ds_store_b16 v52, v29 offset:3520
  v_mov_b32 v23, v99
  ds_store_b16 v52, v23 offset:3584
  ds_store_b16 v52, v31 offset:3136
  v_mov_b32 v23, v100
  ds_store_b16 v52, v23 offset:3200
  v_mov_b32 v45, v101
  ds_store_b16 v56, v45 offset:3264
  v_mov_b32 v20, v102
  ds_store_b16 v56, v20 offset:3328
  v_mov_b32 v22, v103
  ds_store_b16 v46, v22 offset:3392
  v_mov_b32 v23, v104
  ds_store_b16 v46, v23 offset:3456
  v_mov_b32 v0, v105
  ds_store_b16 v48, v0 offset:3520
  ds_store_b16 v48, v27 offset:3584
  ds_store_b16 v56, v24 offset:3136
  ds_store_b16 v56, v30 offset:3200
  ds_store_b16 v52, v32 offset:3264
  v_mov_b32 v20, v106
  ds_store_b16 v52, v20 offset:3328
  v_mov_b32 v18, v107
  ds_store_b16 v48, v18 offset:3392
  v_mov_b32 v42, v108
  ds_store_b16 v48, v42 offset:3456
  v_mov_b32 v41, v109
  ds_store_b16 v46, v41 offset:3520
  v_mov_b32 v18, v110
  ds_store_b16 v46, v18 offset:3584
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  ds_load_b128 v[20:23], v38 offset:2112
  v_xor_b32 v36, v38, 16
  ds_load_b128 v[24:27], v36 offset:2112
  ds_load_b128 v[28:31], v38 offset:3136
  ds_load_b128 v[32:35], v36 offset:3136
  s_waitcnt lgkmcnt(0)
  v_wmma_f32_16x16x16_bf16 v[4:11], v[20:27], v[28:35], v[4:11]
  ds_load_b128 v[28:31], v38 offset:4160
  ds_load_b128 v[32:35], v36 offset:4160
  v_mov_b32 v18, v53
  s_waitcnt lgkmcnt(0)
  v_wmma_f32_16x16x16_bf16 v[12:19], v[20:27], v[28:35], v[12:19]
  v_xor_b32 v36, v38, 32
  ds_load_b128 v[20:23], v36 offset:2112
  v_xor_b32 v37, v38, 48
  ds_load_b128 v[24:27], v37 offset:2112
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v38, v24
  ds_load_b128 v[28:31], v36 offset:3136
  ds_load_b128 v[32:35], v37 offset:3136
  s_waitcnt lgkmcnt(0)
  v_wmma_f32_16x16x16_bf16 v[4:11], v[20:27], v[28:35], v[4:11]
  ds_load_b128 v[28:31], v36 offset:4160
  ds_load_b128 v[32:35], v37 offset:4160
  s_waitcnt lgkmcnt(0)
  v_wmma_f32_16x16x16_bf16 v[12:19], v[20:27], v[28:35], v[12:19]
  v_add_nc_u32 v61, v44, 2
  v_add_nc_u32 v0, v44, 4
  v_add_nc_u32 v2, v44, 6
  v_add_nc_u32 v20, v44, 8
  v_add_nc_u32 v22, v44, 10
  v_add_nc_u32 v24, v44, 12
  v_add_nc_u32 v26, v44, 14
  v_mul_lo_u32 v27, v44, 32
  v_mul_lo_u32 v25, v61, 32
  v_mul_lo_u32 v23, v0, 32
  v_mul_lo_u32 v21, v2, 32
  v_mul_lo_u32 v20, v20, 32
  v_mul_lo_u32 v22, v22, 32
  v_mul_lo_u32 v24, v24, 32
  v_mul_lo_u32 v26, v26, 32
  v_add_nc_u32 v28, v51, 16
  v_add_nc_u32 v30, v27, v51
  v_add_nc_u32 v32, v25, v51
  v_add_nc_u32 v34, v23, v51
  v_add_nc_u32 v36, v21, v51
  v_add_nc_u32 v38, v20, v51
  v_add_nc_u32 v40, v22, v51
  v_add_nc_u32 v42, v24, v51
  v_add_nc_u32 v44, v26, v51
  v_add_nc_u32 v46, v27, v28
  v_add_nc_u32 v48, v25, v28
  v_add_nc_u32 v50, v23, v28
  v_add_nc_u32 v52, v21, v28
  v_add_nc_u32 v54, v20, v28
  v_add_nc_u32 v56, v22, v28
  v_add_nc_u32 v58, v24, v28
  v_add_nc_u32 v60, v26, v28
  v_lshlrev_b32 v62, 2, v30
  v_ashrrev_i32 v1, 30, v30
  v_add_co_u32 v70, vcc_lo, s28, v62
  v_add_co_ci_u32 v71, vcc_lo, s29, v1, vcc_lo
  v_lshlrev_b32 v20, 2, v32
  v_ashrrev_i32 v21, 30, v32
  v_add_co_u32 v82, vcc_lo, s28, v20
  v_add_co_ci_u32 v83, vcc_lo, s29, v21, vcc_lo
  v_lshlrev_b32 v20, 2, v34
  v_ashrrev_i32 v21, 30, v34
  v_add_co_u32 v94, vcc_lo, s28, v20
  v_add_co_ci_u32 v95, vcc_lo, s29, v21, vcc_lo
  v_lshlrev_b32 v20, 2, v36
  v_ashrrev_i32 v21, 30, v36
  v_add_co_u32 v64, vcc_lo, s28, v20
  v_add_co_ci_u32 v65, vcc_lo, s29, v21, vcc_lo
  v_lshlrev_b32 v23, 2, v38
  v_ashrrev_i32 v25, 30, v38
  v_add_co_u32 v66, vcc_lo, s28, v23
  v_add_co_ci_u32 v67, vcc_lo, s29, v25, vcc_lo
  v_lshlrev_b32 v29, 2, v40
  v_ashrrev_i32 v31, 30, v40
  v_add_co_u32 v68, vcc_lo, s28, v29
  v_add_co_ci_u32 v69, vcc_lo, s29, v31, vcc_lo
  v_lshlrev_b32 v35, 2, v42
  v_ashrrev_i32 v37, 30, v42
  v_add_co_u32 v72, vcc_lo, s28, v35
  v_add_co_ci_u32 v73, vcc_lo, s29, v37, vcc_lo
  v_lshlrev_b32 v41, 2, v44
  v_ashrrev_i32 v43, 30, v44
  v_add_co_u32 v74, vcc_lo, s28, v41
  v_add_co_ci_u32 v75, vcc_lo, s29, v43, vcc_lo
  v_lshlrev_b32 v47, 2, v46
  v_ashrrev_i32 v49, 30, v46
  v_add_co_u32 v76, vcc_lo, s28, v47
  v_add_co_ci_u32 v77, vcc_lo, s29, v49, vcc_lo
  v_lshlrev_b32 v53, 2, v48
  v_ashrrev_i32 v55, 30, v48
  v_add_co_u32 v78, vcc_lo, s28, v53
  v_add_co_ci_u32 v79, vcc_lo, s29, v55, vcc_lo
  v_lshlrev_b32 v59, 2, v50
  v_ashrrev_i32 v61, 30, v50
  v_add_co_u32 v80, vcc_lo, s28, v59
  v_add_co_ci_u32 v81, vcc_lo, s29, v61, vcc_lo
  v_lshlrev_b32 v2, 2, v52
  v_ashrrev_i32 v20, 30, v52
  v_add_co_u32 v84, vcc_lo, s28, v2
  v_add_co_ci_u32 v85, vcc_lo, s29, v20, vcc_lo
  v_lshlrev_b32 v20, 2, v54
  v_ashrrev_i32 v21, 30, v54
  v_add_co_u32 v88, vcc_lo, s28, v20
  v_add_co_ci_u32 v89, vcc_lo, s29, v21, vcc_lo
  v_lshlrev_b32 v20, 2, v56
  v_ashrrev_i32 v21, 30, v56
  v_add_co_u32 v86, vcc_lo, s28, v20
  v_add_co_ci_u32 v87, vcc_lo, s29, v21, vcc_lo
  v_lshlrev_b32 v20, 2, v58
  v_ashrrev_i32 v22, 30, v58
  v_add_co_u32 v90, vcc_lo, s28, v20
  v_add_co_ci_u32 v91, vcc_lo, s29, v22, vcc_lo
  v_lshlrev_b32 v26, 2, v60
  v_ashrrev_i32 v28, 30, v60
  v_add_co_u32 v92, vcc_lo, s28, v26
  v_add_co_ci_u32 v93, vcc_lo, s29, v28, vcc_lo
  global_store_b32 v[70:71], v4, off
  global_store_b32 v[82:83], v5, off
  global_store_b32 v[94:95], v6, off
  global_store_b32 v[64:65], v7, off
  global_store_b32 v[66:67], v8, off
  global_store_b32 v[68:69], v9, off
  global_store_b32 v[72:73], v10, off
  global_store_b32 v[74:75], v11, off
  global_store_b32 v[76:77], v12, off
  global_store_b32 v[78:79], v13, off
  global_store_b32 v[80:81], v14, off
  global_store_b32 v[84:85], v15, off
  global_store_b32 v[88:89], v16, off
  global_store_b32 v[86:87], v17, off
  global_store_b32 v[90:91], v18, off
  global_store_b32 v[92:93], v19, off
  s_endpgm
.Ldot_end:
.size dot, .Ldot_end-dot
; 32 SGPRs, 111 VGPRs; allocation: 2 moves, 15 spills, 15 reloads

.rodata
.p2align 6
.amdhsa_kernel dot
  .amdhsa_group_segment_fixed_size 5184
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 44
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 111
  .amdhsa_next_free_sgpr 32
  .amdhsa_wavefront_size32 1
  .amdhsa_workgroup_processor_mode 0
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 3
  .amdhsa_ieee_mode 1
  .amdhsa_dx10_clamp 1
.end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.kernels:
  - .name: dot
    .symbol: dot.kd
    .kernarg_segment_size: 44
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 5184
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 32
    .vgpr_count: 111
    .max_flat_workgroup_size: 32
    .reqd_workgroup_size: [32, 1, 1]
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
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .offset: 32
        .size: 4
        .value_kind: hidden_block_count_x
      - .offset: 36
        .size: 4
        .value_kind: hidden_block_count_y
      - .offset: 40
        .size: 4
        .value_kind: hidden_block_count_z
amdhsa.version:
  - 1
  - 2
amdhsa.target: amdgcn-amd-amdhsa--gfx1100
...
.end_amdgpu_metadata
