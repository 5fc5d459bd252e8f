.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 5
.text
.globl dot
.p2align 8
.type dot,@function
dot:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v6, 0x3ff, v0
  s_load_b64 s[6:7], s[0:1], 0x0
  s_load_b64 s[4:5], s[0:1], 0x8
  s_load_b64 s[2:3], s[0:1], 0x10
  s_load_b64 s[0:1], s[0:1], 0x18
  v_lshrrev_b32 v16, 2, v6
  v_and_b32 v18, v16, 7
  v_add_nc_u32 v20, v18, 8
  v_mul_lo_u32 v23, v20, 32
  v_and_b32 v25, v6, 3
  v_lshlrev_b32 v27, 3, v25
  v_add_nc_u32 v30, v23, v27
  v_lshlrev_b32 v35, 1, v30
  v_ashrrev_i32 v37, 31, v30
  s_waitcnt lgkmcnt(0)
  v_add_co_u32 v64, vcc_lo, s6, v35
  v_add_co_ci_u32 v65, vcc_lo, s7, v37, vcc_lo
  v_mul_lo_u32 v29, v18, 32
  v_add_nc_u32 v34, v29, v27
  v_lshlrev_b32 v38, 1, v34
  v_ashrrev_i32 v39, 31, v34
  v_add_co_u32 v66, vcc_lo, s6, v38
  v_add_co_ci_u32 v67, vcc_lo, s7, v39, vcc_lo
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
  global_load_u16 v33, v[64:65], off offset:6
  global_load_u16 v49, v[64:65], off offset:8
  global_load_u16 v29, v[64:65], off offset:10
  global_load_u16 v23, v[64:65], off offset:12
  global_load_u16 v21, v[64:65], off offset:14
  v_add_nc_u32 v16, v18, 24
  v_mul_lo_u32 v19, v16, 32
  v_add_nc_u32 v22, v19, v27
  v_add_co_u32 v68, vcc_lo, s4, v38
  v_add_co_ci_u32 v69, vcc_lo, s5, v39, vcc_lo
  v_add_co_u32 v66, vcc_lo, s4, v35
  v_add_co_ci_u32 v67, vcc_lo, s5, v37, vcc_lo
  v_ashrrev_i32 v32, 31, v22
  v_lshlrev_b32 v34, 1, v22
  v_add_co_u32 v64, vcc_lo, s4, v34
  v_add_co_ci_u32 v65, vcc_lo, s5, v32, vcc_lo
  global_load_u16 v0, v[68:69], off
  global_load_u16 v43, v[68:69], off offset:2
  s_waitcnt vmcnt(0)
  v_mov_b32 v70, v43
  global_load_u16 v61, v[68:69], off offset:4
  global_load_u16 v45, v[68:69], off offset:6
  s_waitcnt vmcnt(0)
  v_mov_b32 v71, v45
  global_load_u16 v47, v[68:69], off offset:8
  s_waitcnt vmcnt(0)
  v_mov_b32 v72, v47
  global_load_u16 v47, v[68:69], off offset:10
  s_waitcnt vmcnt(0)
  v_mov_b32 v73, v47
  global_load_u16 v51, v[68:69], off offset:12
  s_waitcnt vmcnt(0)
  v_mov_b32 v74, v51
  global_load_u16 v53, v[68:69], off offset:14
  s_waitcnt vmcnt(0)
  v_mov_b32 v75, v53
  global_load_u16 v55, v[66:67], off
  s_waitcnt vmcnt(0)
  v_mov_b32 v76, v55
  global_load_u16 v57, v[66:67], off offset:2
  s_waitcnt vmcnt(0)
  v_mov_b32 v77, v57
  global_load_u16 v59, v[66:67], off offset:4
  s_waitcnt vmcnt(0)
  v_mov_b32 v78, v59
  global_load_u16 v59, v[66:67], off offset:6
  s_waitcnt vmcnt(0)
  v_mov_b32 v79, v59
  global_load_u16 v63, v[66:67], off offset:8
  s_waitcnt vmcnt(0)
  v_mov_b32 v80, v63
  global_load_u16 v2, v[66:67], off offset:10
  s_waitcnt vmcnt(0)
  v_mov_b32 v81, v2
  global_load_u16 v39, v[66:67], off offset:12
  s_waitcnt vmcnt(0)
  v_mov_b32 v82, v39
  global_load_u16 v4, v[66:67], off offset:14
  s_waitcnt vmcnt(0)
  v_mov_b32 v83, v4
  v_add_nc_u32 v39, v18, 16
  v_mul_lo_u32 v42, v39, 32
  v_add_nc_u32 v53, v42, v27
  v_lshlrev_b32 v51, 1, v53
  v_ashrrev_i32 v53, 31, v53
  v_add_co_u32 v66, vcc_lo, s4, v51
  v_add_co_ci_u32 v67, vcc_lo, s5, v53, vcc_lo
  global_load_u16 v31, v[66:67], off
  global_load_u16 v27, v[66:67], off offset:2
  global_load_u16 v63, v[66:67], off offset:4
  global_load_u16 v53, v[66:67], off offset:6
  global_load_u16 v20, v[66:67], off offset:8
  global_load_u16 v22, v[66:67], off offset:10
  global_load_u16 v24, v[66:67], off offset:12
  global_load_u16 v26, v[66:67], off offset:14
  global_load_u16 v28, v[64:65], off
  global_load_u16 v30, v[64:65], off offset:2
  global_load_u16 v32, v[64:65], off offset:4
  global_load_u16 v34, v[64:65], off offset:6
  global_load_u16 v44, v[64:65], off offset:8
  global_load_u16 v45, v[64:65], off offset:10
  global_load_u16 v47, v[64:65], off offset:12
  global_load_u16 v2, v[64:65], off offset:14
  v_lshrrev_b32 v51, 3, v6
  v_and_b32 v55, v51, 3
  v_add_nc_u32 v51, v55, 12
  v_mul_lo_u32 v59, v51, 32
  v_and_b32 v57, v6, 7
  v_lshlrev_b32 v10, 2, v57
  v_add_nc_u32 v4, v59, v10
  v_lshlrev_b32 v12, 2, v4
  v_ashrrev_i32 v14, 30, v4
  v_add_co_u32 v64, vcc_lo, s2, v12
  v_add_co_ci_u32 v65, vcc_lo, s3, v14, vcc_lo
  v_mul_lo_u32 v59, v55, 32
  v_add_nc_u32 v4, v59, v10
  v_lshlrev_b32 v8, 2, v4
  v_ashrrev_i32 v11, 30, v4
  v_add_co_u32 v66, vcc_lo, s2, v8
  v_add_co_ci_u32 v67, vcc_lo, s3, v11, vcc_lo
  global_load_b32 v4, v[66:67], off
  global_load_b32 v51, v[66:67], off offset:4
  global_load_b32 v36, v[66:67], off offset:8
  global_load_b32 v35, v[66:67], off offset:12
  v_add_nc_u32 v5, v55, 4
  v_mul_lo_u32 v7, v5, 32
  v_add_nc_u32 v14, v7, v10
  v_lshlrev_b32 v37, 2, v14
  v_ashrrev_i32 v38, 30, v14
  v_add_co_u32 v66, vcc_lo, s2, v37
  v_add_co_ci_u32 v67, vcc_lo, s3, v38, vcc_lo
  global_load_b32 v9, v[66:67], off
  global_load_b32 v8, v[66:67], off offset:4
  global_load_b32 v7, v[66:67], off offset:8
  global_load_b32 v5, v[66:67], off offset:12
  v_add_nc_u32 v13, v55, 8
  v_mul_lo_u32 v19, v13, 32
  v_add_nc_u32 v38, v19, v10
  v_lshlrev_b32 v37, 2, v38
  v_ashrrev_i32 v38, 30, v38
  v_add_co_u32 v66, vcc_lo, s2, v37
  v_add_co_ci_u32 v67, vcc_lo, s3, v38, vcc_lo
  global_load_b32 v17, v[66:67], off
  global_load_b32 v16, v[66:67], off offset:4
  global_load_b32 v15, v[66:67], off offset:8
  global_load_b32 v14, v[66:67], off offset:12
  global_load_b32 v13, v[64:65], off
  global_load_b32 v12, v[64:65], off offset:4
  global_load_b32 v11, v[64:65], off offset:8
  global_load_b32 v10, v[64:65], off offset:12
  v_and_b32 v55, v6, 31
  v_lshlrev_b32 v19, 2, v55
  v_mul_lo_u32 v19, v19, 4
  v_lshrrev_b32 v37, 7, v19
  v_mul_lo_u32 v37, v37, 4
  v_add_nc_u32 v19, v19, v37
  s_waitcnt vmcnt(0)
  ds_store_b32 v19, v4
  ds_store_b32 v19, v51 offset:4
  ds_store_b32 v19, v36 offset:8
  ds_store_b32 v19, v35 offset:12
  ds_store_b32 v19, v9 offset:528
  ds_store_b32 v19, v8 offset:532
  ds_store_b32 v19, v7 offset:536
  ds_store_b32 v19, v5 offset:540
  ds_store_b32 v19, v17 offset:1056
  ds_store_b32 v19, v16 offset:1060
  ds_store_b32 v19, v15 offset:1064
  ds_store_b32 v19, v14 offset:1068
  ds_store_b32 v19, v13 offset:1584
  ds_store_b32 v19, v12 offset:1588
  ds_store_b32 v19, v11 offset:1592
  ds_store_b32 v19, v10 offset:1596
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_lshrrev_b32 v35, 4, v6
  v_and_b32 v59, v35, 1
  v_and_b32 v57, v6, 15
  v_lshlrev_b32 v39, 5, v59
  v_or_b32 v41, v57, v39
  v_mul_lo_u32 v51, v41, 4
  v_lshrrev_b32 v4, 7, v51
  v_mul_lo_u32 v4, v4, 4
  v_add_nc_u32 v19, v51, v4
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
  ds_load_b32 v51, v19 offset:1648
  ds_load_b32 v19, v19 offset:1912
  v_lshlrev_b32 v36, 3, v55
  v_lshrrev_b32 v35, 6, v36
  v_and_b32 v35, v35, 3
  v_lshlrev_b32 v37, 4, v35
  v_lshlrev_b32 v35, 1, v36
  v_xor_b32 v55, v35, v37
  v_and_b32 v36, 0xffff, v46
  v_lshlrev_b32 v35, 16, v48
  v_or_b32 v36, v36, v35
  v_and_b32 v38, 0xffff, v50
  v_lshlrev_b32 v40, 16, v52
  v_or_b32 v37, v38, v40
  v_and_b32 v46, 0xffff, v54
  v_lshlrev_b32 v48, 16, v56
  v_or_b32 v38, v46, v48
  v_and_b32 v50, 0xffff, v58
  v_lshlrev_b32 v52, 16, v60
  v_or_b32 v39, v50, v52
  ds_store_b128 v55, v[36:39] offset:2112
  v_and_b32 v58, 0xffff, v62
  v_lshlrev_b32 v60, 16, v1
  v_or_b32 v40, v58, v60
  v_and_b32 v1, 0xffff, v3
  v_lshlrev_b32 v3, 16, v33
  v_or_b32 v41, v1, v3
  v_and_b32 v33, 0xffff, v49
  v_lshlrev_b32 v29, 16, v29
  v_or_b32 v42, v33, v29
  v_and_b32 v23, 0xffff, v23
  v_lshlrev_b32 v21, 16, v21
  v_or_b32 v43, v23, v21
  ds_store_b128 v55, v[40:43] offset:2624
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_lshlrev_b32 v29, 8, v25
  v_or_b32 v29, v29, v18
  v_lshrrev_b32 v33, 8, v29
  v_lshrrev_b32 v35, 6, v29
  v_xor_b32 v35, v35, v33
  v_and_b32 v37, v35, 3
  v_lshlrev_b32 v40, 4, v37
  v_lshlrev_b32 v35, 1, v29
  v_xor_b32 v46, v35, v40
  ds_store_b16 v46, v0 offset:3136
  v_mov_b32 v43, v70
  ds_store_b16 v46, v43 offset:3200
  v_xor_b32 v48, v46, 16
  ds_store_b16 v48, v61 offset:3264
  v_mov_b32 v60, v71
  ds_store_b16 v48, v60 offset:3328
  v_xor_b32 v50, v46, 32
  v_mov_b32 v0, v72
  ds_store_b16 v50, v0 offset:3392
  v_mov_b32 v61, v73
  ds_store_b16 v50, v61 offset:3456
  v_xor_b32 v54, v46, 48
  v_mov_b32 v40, v74
  ds_store_b16 v54, v40 offset:3520
  v_mov_b32 v49, v75
  ds_store_b16 v54, v49 offset:3584
  v_mov_b32 v55, v76
  ds_store_b16 v48, v55 offset:3136
  v_mov_b32 v52, v77
  ds_store_b16 v48, v52 offset:3200
  v_mov_b32 v56, v78
  ds_store_b16 v46, v56 offset:3264
  v_mov_b32 v61, v79
  ds_store_b16 v46, v61 offset:3328
  v_mov_b32 v0, v80
  ds_store_b16 v54, v0 offset:3392
  v_mov_b32 v3, v81
  ds_store_b16 v54, v3 offset:3456
  v_mov_b32 v39, v82
  ds_store_b16 v50, v39 offset:3520
  v_mov_b32 v49, v83
  ds_store_b16 v50, v49 offset:3584
  ds_store_b16 v50, v31 offset:3136
  ds_store_b16 v50, v27 offset:3200
  ds_store_b16 v54, v63 offset:3264
  ds_store_b16 v54, v53 offset:3328
  ds_store_b16 v46, v20 offset:3392
  ds_store_b16 v46, v22 offset:3456
  ds_store_b16 v48, v24 offset:3520
  ds_store_b16 v48, v26 offset:3584
  ds_store_b16 v54, v28 offset:3136
  ds_store_b16 v54, v30 offset:3200
  ds_store_b16 v50, v32 offset:3264
  ds_store_b16 v50, v34 offset:3328
  ds_store_b16 v48, v44 offset:3392
  ds_store_b16 v48, v45 offset:3456
  ds_store_b16 v46, v47 offset:3520
  ds_store_b16 v46, v2 offset:3584
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_lshlrev_b32 v2, 5, v57
  v_lshlrev_b32 v28, 1, v2
  v_lshrrev_b32 v29, 6, v2
  v_and_b32 v18, v29, 3
  v_lshlrev_b32 v18, 4, v18
  v_xor_b32 v36, v28, v18
  ds_load_b128 v[20:23], v36 offset:2112
  v_xor_b32 v37, v36, 16
  ds_load_b128 v[24:27], v37 offset:2112
  v_lshrrev_b32 v30, 8, v2
  v_xor_b32 v31, v29, v30
  v_and_b32 v33, v31, 3
  v_lshlrev_b32 v35, 4, v33
  v_xor_b32 v37, v28, v35
  ds_load_b128 v[28:31], v37 offset:3136
  v_xor_b32 v53, v37, 16
  ds_load_b128 v[32:35], v53 offset:3136
  s_waitcnt lgkmcnt(0)
  v_wmma_f32_16x16x16_bf16 v[4:11], v[20:27], v[28:35], v[4:11]
  v_xor_b32 v38, v37, 32
  ds_load_b128 v[28:31], v38 offset:4160
  v_xor_b32 v40, v37, 48
  ds_load_b128 v[32:35], v40 offset:4160
  v_mov_b32 v18, v51
  s_waitcnt lgkmcnt(0)
  v_wmma_f32_16x16x16_bf16 v[12:19], v[20:27], v[28:35], v[12:19]
  v_xor_b32 v29, v36, 32
  ds_load_b128 v[20:23], v29 offset:2112
  v_xor_b32 v36, v36, 48
  ds_load_b128 v[24:27], v36 offset:2112
  ds_load_b128 v[28:31], v38 offset:3136
  ds_load_b128 v[32:35], v40 offset:3136
  s_waitcnt lgkmcnt(0)
  v_wmma_f32_16x16x16_bf16 v[4:11], v[20:27], v[28:35], v[4:11]
  ds_load_b128 v[28:31], v37 offset:4160
  ds_load_b128 v[32:35], v53 offset:4160
  s_waitcnt lgkmcnt(0)
  v_wmma_f32_16x16x16_bf16 v[12:19], v[20:27], v[28:35], v[12:19]
  v_mul_lo_u32 v25, v59, 32
  v_add_nc_u32 v26, v59, 14
  v_mul_lo_u32 v34, v26, 32
  v_add_nc_u32 v44, v34, v57
  v_add_nc_u32 v37, v57, 16
  v_add_nc_u32 v47, v25, v37
  v_add_nc_u32 v55, v34, v37
  v_ashrrev_i32 v21, 30, v44
  v_ashrrev_i32 v20, 30, v47
  v_ashrrev_i32 v42, 30, v55
  v_lshlrev_b32 v43, 2, v55
  v_add_co_u32 v64, vcc_lo, s0, v43
  v_add_co_ci_u32 v65, vcc_lo, s1, v42, vcc_lo
  v_add_nc_u32 v46, v25, v57
  v_lshlrev_b32 v0, 2, v46
  v_ashrrev_i32 v2, 30, v46
  v_add_co_u32 v66, vcc_lo, s0, v0
  v_add_co_ci_u32 v67, vcc_lo, s1, v2, vcc_lo
  global_store_b32 v[66:67], v4, off
  v_add_nc_u32 v36, v59, 2
  v_mul_lo_u32 v45, v36, 32
  v_add_nc_u32 v54, v45, v57
  v_lshlrev_b32 v22, 2, v54
  v_ashrrev_i32 v23, 30, v54
  v_add_co_u32 v66, vcc_lo, s0, v22
  v_add_co_ci_u32 v67, vcc_lo, s1, v23, vcc_lo
  global_store_b32 v[66:67], v5, off
  v_add_nc_u32 v43, v59, 4
  v_mul_lo_u32 v52, v43, 32
  v_add_nc_u32 v62, v52, v57
  v_lshlrev_b32 v22, 2, v62
  v_ashrrev_i32 v23, 30, v62
  v_add_co_u32 v66, vcc_lo, s0, v22
  v_add_co_ci_u32 v67, vcc_lo, s1, v23, vcc_lo
  global_store_b32 v[66:67], v6, off
  v_add_nc_u32 v51, v59, 6
  v_mul_lo_u32 v60, v51, 32
  v_add_nc_u32 v22, v60, v57
  v_lshlrev_b32 v30, 2, v22
  v_ashrrev_i32 v32, 30, v22
  v_add_co_u32 v66, vcc_lo, s0, v30
  v_add_co_ci_u32 v67, vcc_lo, s1, v32, vcc_lo
  global_store_b32 v[66:67], v7, off
  v_add_nc_u32 v61, v59, 8
  v_mul_lo_u32 v5, v61, 32
  v_add_nc_u32 v22, v5, v57
  v_lshlrev_b32 v40, 2, v22
  v_ashrrev_i32 v42, 30, v22
  v_add_co_u32 v66, vcc_lo, s0, v40
  v_add_co_ci_u32 v67, vcc_lo, s1, v42, vcc_lo
  global_store_b32 v[66:67], v8, off
  v_add_nc_u32 v4, v59, 10
  v_mul_lo_u32 v22, v4, 32
  v_add_nc_u32 v23, v22, v57
  v_lshlrev_b32 v50, 2, v23
  v_ashrrev_i32 v53, 30, v23
  v_add_co_u32 v66, vcc_lo, s0, v50
  v_add_co_ci_u32 v67, vcc_lo, s1, v53, vcc_lo
  global_store_b32 v[66:67], v9, off
  v_add_nc_u32 v23, v59, 12
  v_mul_lo_u32 v23, v23, 32
  v_add_nc_u32 v31, v23, v57
  v_lshlrev_b32 v61, 2, v31
  v_ashrrev_i32 v62, 30, v31
  v_add_co_u32 v66, vcc_lo, s0, v61
  v_add_co_ci_u32 v67, vcc_lo, s1, v62, vcc_lo
  global_store_b32 v[66:67], v10, off
  v_lshlrev_b32 v4, 2, v44
  v_add_co_u32 v66, vcc_lo, s0, v4
  v_add_co_ci_u32 v67, vcc_lo, s1, v21, vcc_lo
  global_store_b32 v[66:67], v11, off
  v_lshlrev_b32 v10, 2, v47
  v_add_co_u32 v66, vcc_lo, s0, v10
  v_add_co_ci_u32 v67, vcc_lo, s1, v20, vcc_lo
  global_store_b32 v[66:67], v12, off
  v_add_nc_u32 v45, v45, v37
  v_lshlrev_b32 v20, 2, v45
  v_ashrrev_i32 v21, 30, v45
  v_add_co_u32 v66, vcc_lo, s0, v20
  v_add_co_ci_u32 v67, vcc_lo, s1, v21, vcc_lo
  global_store_b32 v[66:67], v13, off
  v_add_nc_u32 v51, v52, v37
  v_lshlrev_b32 v25, 2, v51
  v_ashrrev_i32 v27, 30, v51
  v_add_co_u32 v66, vcc_lo, s0, v25
  v_add_co_ci_u32 v67, vcc_lo, s1, v27, vcc_lo
  global_store_b32 v[66:67], v14, off
  v_add_nc_u32 v57, v60, v37
  v_lshlrev_b32 v33, 2, v57
  v_ashrrev_i32 v35, 30, v57
  v_add_co_u32 v66, vcc_lo, s0, v33
  v_add_co_ci_u32 v67, vcc_lo, s1, v35, vcc_lo
  global_store_b32 v[66:67], v15, off
  v_add_nc_u32 v0, v5, v37
  v_lshlrev_b32 v41, 2, v0
  v_ashrrev_i32 v43, 30, v0
  v_add_co_u32 v66, vcc_lo, s0, v41
  v_add_co_ci_u32 v67, vcc_lo, s1, v43, vcc_lo
  global_store_b32 v[66:67], v16, off
  v_add_nc_u32 v6, v22, v37
  v_lshlrev_b32 v49, 2, v6
  v_ashrrev_i32 v51, 30, v6
  v_add_co_u32 v66, vcc_lo, s0, v49
  v_add_co_ci_u32 v67, vcc_lo, s1, v51, vcc_lo
  global_store_b32 v[66:67], v17, off
  v_add_nc_u32 v12, v23, v37
  v_lshlrev_b32 v57, 2, v12
  v_ashrrev_i32 v59, 30, v12
  v_add_co_u32 v66, vcc_lo, s0, v57
  v_add_co_ci_u32 v67, vcc_lo, s1, v59, vcc_lo
  global_store_b32 v[66:67], v18, off
  global_store_b32 v[64:65], v19, off
  s_endpgm
.Ldot_end:
.size dot, .Ldot_end-dot
; 10 SGPRs, 84 VGPRs; allocation: 1 moves, 14 spills, 14 reloads

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
  .amdhsa_next_free_vgpr 84
  .amdhsa_next_free_sgpr 10
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
    .sgpr_count: 10
    .vgpr_count: 84
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
