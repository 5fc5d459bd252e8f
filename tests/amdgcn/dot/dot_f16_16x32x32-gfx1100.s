.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 5
.text
.globl dot
.p2align 8
.type dot,@function
dot:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v1, 0x3ff, v0
  s_load_b64 s[16:17], s[0:1], 0x0
  s_load_b64 s[20:21], s[0:1], 0x8
  s_load_b64 s[24:25], s[0:1], 0x10
  s_load_b64 s[28:29], s[0:1], 0x18
  v_lshrrev_b32 v16, 2, v1
  v_and_b32 v18, v16, 7
  v_add_nc_u32 v20, v18, 8
  v_mul_lo_u32 v22, v18, 32
  v_mul_lo_u32 v24, v20, 32
  v_and_b32 v26, v1, 3
  v_lshlrev_b32 v28, 3, v26
  v_add_nc_u32 v30, v22, v28
  v_add_nc_u32 v32, v24, v28
  v_lshlrev_b32 v34, 1, v30
  v_ashrrev_i32 v36, 31, v30
  s_waitcnt lgkmcnt(0)
  v_add_co_u32 v84, vcc_lo, s16, v34
  v_add_co_ci_u32 v85, vcc_lo, s17, v36, vcc_lo
  v_lshlrev_b32 v40, 1, v32
  v_ashrrev_i32 v42, 31, v32
  v_add_co_u32 v88, vcc_lo, s16, v40
  v_add_co_ci_u32 v89, vcc_lo, s17, v42, vcc_lo
  global_load_u16 v47, v[84:85], off
  global_load_u16 v49, v[84:85], off offset:2
  global_load_u16 v51, v[84:85], off offset:4
  global_load_u16 v53, v[84:85], off offset:6
  global_load_u16 v55, v[84:85], off offset:8
  global_load_u16 v57, v[84:85], off offset:10
  global_load_u16 v59, v[84:85], off offset:12
  global_load_u16 v61, v[84:85], off offset:14
  global_load_u16 v63, v[88:89], off
  global_load_u16 v2, v[88:89], off offset:2
  global_load_u16 v23, v[88:89], off offset:4
  global_load_u16 v29, v[88:89], off offset:6
  global_load_u16 v25, v[88:89], off offset:8
  global_load_u16 v33, v[88:89], off offset:10
  global_load_u16 v21, v[88:89], off offset:12
  global_load_u16 v31, v[88:89], off offset:14
  v_lshrrev_b32 v15, 2, v1
  v_and_b32 v17, v15, 7
  v_add_nc_u32 v19, v17, 8
  v_add_nc_u32 v22, v17, 16
  v_add_nc_u32 v24, v17, 24
  v_mul_lo_u32 v26, v17, 32
  v_mul_lo_u32 v27, v19, 32
  v_mul_lo_u32 v30, v22, 32
  v_mul_lo_u32 v32, v24, 32
  v_and_b32 v34, v1, 3
  v_lshlrev_b32 v35, 3, v34
  v_add_nc_u32 v37, v26, v35
  v_add_nc_u32 v39, v27, v35
  v_add_nc_u32 v42, v30, v35
  v_add_nc_u32 v43, v32, v35
  v_lshlrev_b32 v45, 1, v37
  v_ashrrev_i32 v48, 31, v37
  v_add_co_u32 v92, vcc_lo, s20, v45
  v_add_co_ci_u32 v93, vcc_lo, s21, v48, vcc_lo
  v_lshlrev_b32 v52, 1, v39
  v_ashrrev_i32 v54, 31, v39
  v_add_co_u32 v98, vcc_lo, s20, v52
  v_add_co_ci_u32 v99, vcc_lo, s21, v54, vcc_lo
  v_lshlrev_b32 v58, 1, v42
  v_ashrrev_i32 v60, 31, v42
  v_add_co_u32 v104, vcc_lo, s20, v58
  v_add_co_ci_u32 v105, vcc_lo, s21, v60, vcc_lo
  v_lshlrev_b32 v0, 1, v43
  v_ashrrev_i32 v3, 31, v43
  v_add_co_u32 v66, vcc_lo, s20, v0
  v_add_co_ci_u32 v67, vcc_lo, s21, v3, vcc_lo
  global_load_u16 v45, v[92:93], off
  global_load_u16 v58, v[92:93], off offset:2
  global_load_u16 v50, v[92:93], off offset:4
  global_load_u16 v27, v[92:93], off offset:6
  global_load_u16 v35, v[92:93], off offset:8
  global_load_u16 v56, v[92:93], off offset:10
  global_load_u16 v0, v[92:93], off offset:12
  global_load_u16 v20, v[92:93], off offset:14
  global_load_u16 v22, v[98:99], off
  global_load_u16 v24, v[98:99], off offset:2
  global_load_u16 v26, v[98:99], off offset:4
  global_load_u16 v28, v[98:99], off offset:6
  global_load_u16 v30, v[98:99], off offset:8
  global_load_u16 v32, v[98:99], off offset:10
  global_load_u16 v34, v[98:99], off offset:12
  global_load_u16 v6, v[98:99], off offset:14
  global_load_u16 v54, v[104:105], off
  global_load_u16 v3, v[104:105], off offset:2
  global_load_u16 v52, v[104:105], off offset:4
  global_load_u16 v44, v[104:105], off offset:6
  global_load_u16 v46, v[104:105], off offset:8
  global_load_u16 v48, v[104:105], off offset:10
  global_load_u16 v60, v[104:105], off offset:12
  s_waitcnt vmcnt(0)
  v_mov_b32 v108, v60
  global_load_u16 v60, v[104:105], off offset:14
  s_waitcnt vmcnt(0)
  v_mov_b32 v109, v60
  global_load_u16 v60, v[66:67], off
  s_waitcnt vmcnt(0)
  v_mov_b32 v110, v60
  global_load_u16 v60, v[66:67], off offset:2
  s_waitcnt vmcnt(0)
  v_mov_b32 v111, v60
  global_load_u16 v60, v[66:67], off offset:4
  s_waitcnt vmcnt(0)
  v_mov_b32 v112, v60
  global_load_u16 v62, v[66:67], off offset:6
  s_waitcnt vmcnt(0)
  v_mov_b32 v113, v62
  global_load_u16 v62, v[66:67], off offset:8
  s_waitcnt vmcnt(0)
  v_mov_b32 v114, v62
  global_load_u16 v4, v[66:67], off offset:10
  s_waitcnt vmcnt(0)
  v_mov_b32 v115, v4
  global_load_u16 v4, v[66:67], off offset:12
  s_waitcnt vmcnt(0)
  v_mov_b32 v116, v4
  global_load_u16 v5, v[66:67], off offset:14
  s_waitcnt vmcnt(0)
  v_mov_b32 v117, v5
  v_lshrrev_b32 v7, 3, v1
  v_and_b32 v9, v7, 3
  v_add_nc_u32 v11, v9, 4
  v_add_nc_u32 v13, v9, 8
  v_add_nc_u32 v15, v9, 12
  v_mul_lo_u32 v17, v9, 32
  v_mul_lo_u32 v19, v11, 32
  v_mul_lo_u32 v36, v13, 32
  v_mul_lo_u32 v40, v15, 32
  v_and_b32 v37, v1, 7
  v_lshlrev_b32 v38, 2, v37
  v_add_nc_u32 v41, v17, v38
  v_add_nc_u32 v37, v19, v38
  v_add_nc_u32 v36, v36, v38
  v_add_nc_u32 v60, v40, v38
  v_lshlrev_b32 v38, 2, v41
  v_ashrrev_i32 v39, 30, v41
  v_add_co_u32 v86, vcc_lo, s24, v38
  v_add_co_ci_u32 v87, vcc_lo, s25, v39, vcc_lo
  v_lshlrev_b32 v62, 2, v37
  v_ashrrev_i32 v4, 30, v37
  v_add_co_u32 v90, vcc_lo, s24, v62
  v_add_co_ci_u32 v91, vcc_lo, s25, v4, vcc_lo
  v_lshlrev_b32 v62, 2, v36
  v_ashrrev_i32 v4, 30, v36
  v_add_co_u32 v96, vcc_lo, s24, v62
  v_add_co_ci_u32 v97, vcc_lo, s25, v4, vcc_lo
  v_lshlrev_b32 v62, 2, v60
  v_ashrrev_i32 v60, 30, v60
  v_add_co_u32 v102, vcc_lo, s24, v62
  v_add_co_ci_u32 v103, vcc_lo, s25, v60, vcc_lo
  global_load_b32 v19, v[86:87], off
  global_load_b32 v17, v[86:87], off offset:4
  global_load_b32 v15, v[86:87], off offset:8
  global_load_b32 v13, v[86:87], off offset:12
  global_load_b32 v11, v[90:91], off
  global_load_b32 v9, v[90:91], off offset:4
  global_load_b32 v10, v[90:91], off offset:8
  global_load_b32 v12, v[90:91], off offset:12
  global_load_b32 v14, v[96:97], off
  global_load_b32 v16, v[96:97], off offset:4
  global_load_b32 v18, v[96:97], off offset:8
  global_load_b32 v8, v[96:97], off offset:12
  global_load_b32 v7, v[102:103], off
  global_load_b32 v5, v[102:103], off offset:4
  global_load_b32 v4, v[102:103], off offset:8
  global_load_b32 v60, v[102:103], off offset:12
  v_and_b32 v36, v1, 31
  v_lshlrev_b32 v36, 2, v36
  v_mul_lo_u32 v36, v36, 4
  v_lshrrev_b32 v37, 7, v36
  v_mul_lo_u32 v38, v37, 4
  v_add_nc_u32 v62, v36, v38
  s_waitcnt vmcnt(0)
  ds_store_b32 v62, v19
  ds_store_b32 v62, v17 offset:4
  ds_store_b32 v62, v15 offset:8
  ds_store_b32 v62, v13 offset:12
  ds_store_b32 v62, v11 offset:528
  ds_store_b32 v62, v9 offset:532
  ds_store_b32 v62, v10 offset:536
  ds_store_b32 v62, v12 offset:540
  ds_store_b32 v62, v14 offset:1056
  ds_store_b32 v62, v16 offset:1060
  ds_store_b32 v62, v18 offset:1064
  ds_store_b32 v62, v8 offset:1068
  ds_store_b32 v62, v7 offset:1584
  ds_store_b32 v62, v5 offset:1588
  ds_store_b32 v62, v4 offset:1592
  ds_store_b32 v62, v60 offset:1596
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_and_b32 v60, v1, 15
  v_lshrrev_b32 v62, 4, v1
  v_and_b32 v4, v62, 1
  v_lshlrev_b32 v4, 5, v4
  v_or_b32 v4, v60, v4
  v_mul_lo_u32 v7, v4, 4
  v_lshrrev_b32 v8, 7, v7
  v_mul_lo_u32 v10, v8, 4
  v_add_nc_u32 v19, v7, v10
  ds_load_b32 v4, v19
  ds_load_b32 v5, v19 offset:264
  ds_load_b32 v18, v19 offset:528
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v118, v18
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
  ds_load_b32 v18, v19 offset:1648
  ds_load_b32 v19, v19 offset:1912
  v_and_b32 v60, v1, 31
  v_lshlrev_b32 v62, 3, v60
  v_lshlrev_b32 v60, 1, v62
  v_lshrrev_b32 v62, 6, v62
  v_and_b32 v62, v62, 3
  v_lshlrev_b32 v62, 4, v62
  v_xor_b32 v60, v60, v62
  v_and_b32 v62, 0xffff, v47
  v_lshlrev_b32 v36, 16, v49
  v_or_b32 v36, v62, v36
  v_and_b32 v37, 0xffff, v51
  v_lshlrev_b32 v38, 16, v53
  v_or_b32 v37, v37, v38
  v_and_b32 v38, 0xffff, v55
  v_lshlrev_b32 v39, 16, v57
  v_or_b32 v38, v38, v39
  v_and_b32 v40, 0xffff, v59
  v_lshlrev_b32 v39, 16, v61
  v_or_b32 v39, v40, v39
  ds_store_b128 v60, v[36:39] offset:2112
  v_and_b32 v36, 0xffff, v63
  v_lshlrev_b32 v37, 16, v2
  v_or_b32 v40, v36, v37
  v_and_b32 v36, 0xffff, v23
  v_lshlrev_b32 v37, 16, v29
  v_or_b32 v41, v36, v37
  v_and_b32 v36, 0xffff, v25
  v_lshlrev_b32 v37, 16, v33
  v_or_b32 v42, v36, v37
  v_and_b32 v47, 0xffff, v21
  v_lshlrev_b32 v43, 16, v31
  v_or_b32 v43, v47, v43
  ds_store_b128 v60, v[40:43] offset:2624
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_and_b32 v49, v1, 15
  v_lshlrev_b32 v51, 5, v49
  v_lshlrev_b32 v53, 1, v51
  v_lshrrev_b32 v55, 6, v51
  v_and_b32 v57, v55, 3
  v_lshlrev_b32 v59, 4, v57
  v_xor_b32 v61, v53, v59
  v_and_b32 v62, v1, 3
  v_lshlrev_b32 v2, 8, v62
  v_lshrrev_b32 v21, 2, v1
  v_and_b32 v21, v21, 7
  v_or_b32 v23, v2, v21
  v_lshlrev_b32 v21, 1, v23
  v_lshrrev_b32 v23, 6, v23
  v_and_b32 v23, v23, 3
  v_lshlrev_b32 v23, 4, v23
  v_xor_b32 v23, v21, v23
  ds_store_b16 v23, v45 offset:3136
  ds_store_b16 v23, v58 offset:3200
  v_xor_b32 v21, v23, 16
  ds_store_b16 v21, v50 offset:3264
  v_xor_b32 v25, v23, 16
  ds_store_b16 v25, v27 offset:3328
  v_xor_b32 v27, v23, 32
  ds_store_b16 v27, v35 offset:3392
  v_xor_b32 v31, v23, 32
  ds_store_b16 v31, v56 offset:3456
  v_xor_b32 v33, v23, 48
  ds_store_b16 v33, v0 offset:3520
  v_xor_b32 v36, v23, 48
  ds_store_b16 v36, v20 offset:3584
  v_xor_b32 v39, v23, 16
  ds_store_b16 v39, v22 offset:3136
  v_xor_b32 v42, v23, 16
  ds_store_b16 v42, v24 offset:3200
  ds_store_b16 v23, v26 offset:3264
  ds_store_b16 v23, v28 offset:3328
  v_xor_b32 v47, v23, 48
  ds_store_b16 v47, v30 offset:3392
  v_xor_b32 v50, v23, 48
  ds_store_b16 v50, v32 offset:3456
  v_xor_b32 v53, v23, 32
  ds_store_b16 v53, v34 offset:3520
  v_xor_b32 v57, v23, 32
  ds_store_b16 v57, v6 offset:3584
  v_xor_b32 v59, v23, 32
  ds_store_b16 v59, v54 offset:3136
  v_xor_b32 v62, v23, 32
  ds_store_b16 v62, v3 offset:3200
  v_xor_b32 v2, v23, 48
  ds_store_b16 v2, v52 offset:3264
  v_xor_b32 v6, v23, 48
  ds_store_b16 v6, v44 offset:3328
  ds_store_b16 v23, v46 offset:3392
  ds_store_b16 v23, v48 offset:3456
  v_xor_b32 v20, v23, 16
  v_mov_b32 v52, v108
  ds_store_b16 v20, v52 offset:3520
  v_xor_b32 v20, v23, 16
  v_mov_b32 v54, v109
  ds_store_b16 v20, v54 offset:3584
  v_xor_b32 v20, v23, 48
  v_mov_b32 v56, v110
  ds_store_b16 v20, v56 offset:3136
  v_xor_b32 v20, v23, 48
  v_mov_b32 v58, v111
  ds_store_b16 v20, v58 offset:3200
  v_xor_b32 v22, v23, 32
  v_mov_b32 v3, v112
  ds_store_b16 v22, v3 offset:3264
  v_xor_b32 v25, v23, 32
  v_mov_b32 v62, v113
  ds_store_b16 v25, v62 offset:3328
  v_xor_b32 v28, v23, 16
  v_mov_b32 v29, v114
  ds_store_b16 v28, v29 offset:3392
  v_xor_b32 v31, v23, 16
  v_mov_b32 v50, v115
  ds_store_b16 v31, v50 offset:3456
  v_mov_b32 v6, v116
  ds_store_b16 v23, v6 offset:3520
  v_mov_b32 v21, v117
  ds_store_b16 v23, v21 offset:3584
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  ds_load_b128 v[20:23], v61 offset:2112
  v_xor_b32 v42, v61, 16
  ds_load_b128 v[24:27], v42 offset:2112
  ds_load_b128 v[28:31], v61 offset:3136
  v_xor_b32 v54, v61, 16
  ds_load_b128 v[32:35], v54 offset:3136
  v_mov_b32 v6, v118
  s_waitcnt lgkmcnt(0)
  v_wmma_f32_16x16x16_f16 v[4:11], v[20:27], v[28:35], v[4:11]
  ds_load_b128 v[28:31], v61 offset:4160
  v_xor_b32 v32, v61, 16
  ds_load_b128 v[32:35], v32 offset:4160
  s_waitcnt lgkmcnt(0)
  v_wmma_f32_16x16x16_f16 v[12:19], v[20:27], v[28:35], v[12:19]
  v_xor_b32 v28, v61, 32
  ds_load_b128 v[20:23], v28 offset:2112
  v_xor_b32 v35, v61, 48
  ds_load_b128 v[24:27], v35 offset:2112
  v_xor_b32 v42, v61, 32
  ds_load_b128 v[28:31], v42 offset:3136
  v_xor_b32 v49, v61, 48
  ds_load_b128 v[32:35], v49 offset:3136
  s_waitcnt lgkmcnt(0)
  v_wmma_f32_16x16x16_f16 v[4:11], v[20:27], v[28:35], v[4:11]
  v_mov_b32 v56, v6
  v_xor_b32 v2, v61, 32
  ds_load_b128 v[28:31], v2 offset:4160
  v_xor_b32 v32, v61, 48
  ds_load_b128 v[32:35], v32 offset:4160
  s_waitcnt lgkmcnt(0)
  v_wmma_f32_16x16x16_f16 v[12:19], v[20:27], v[28:35], v[12:19]
  v_lshrrev_b32 v25, 4, v1
  v_and_b32 v27, v25, 1
  v_add_nc_u32 v29, v27, 2
  v_add_nc_u32 v31, v27, 4
  v_add_nc_u32 v33, v27, 6
  v_add_nc_u32 v35, v27, 8
  v_add_nc_u32 v37, v27, 10
  v_add_nc_u32 v39, v27, 12
  v_add_nc_u32 v41, v27, 14
  v_mul_lo_u32 v43, v27, 32
  v_mul_lo_u32 v45, v29, 32
  v_mul_lo_u32 v47, v31, 32
  v_mul_lo_u32 v49, v33, 32
  v_mul_lo_u32 v51, v35, 32
  v_mul_lo_u32 v53, v37, 32
  v_mul_lo_u32 v55, v39, 32
  v_mul_lo_u32 v57, v41, 32
  v_and_b32 v59, v1, 15
  v_add_nc_u32 v61, v59, 16
  v_add_nc_u32 v0, v59, 16
  v_add_nc_u32 v2, v59, 16
  v_add_nc_u32 v33, v59, 16
  v_add_nc_u32 v6, v59, 16
  v_add_nc_u32 v31, v59, 16
  v_add_nc_u32 v29, v59, 16
  v_add_nc_u32 v27, v59, 16
  v_add_nc_u32 v25, v43, v59
  v_add_nc_u32 v23, v45, v59
  v_add_nc_u32 v21, v47, v59
  v_add_nc_u32 v20, v49, v59
  v_add_nc_u32 v22, v51, v59
  v_add_nc_u32 v24, v53, v59
  v_add_nc_u32 v26, v55, v59
  v_add_nc_u32 v28, v57, v59
  v_add_nc_u32 v30, v43, v61
  v_add_nc_u32 v32, v45, v0
  v_add_nc_u32 v34, v47, v2
  v_add_nc_u32 v36, v49, v33
  v_add_nc_u32 v38, v51, v6
  v_add_nc_u32 v40, v53, v31
  v_add_nc_u32 v42, v55, v29
  v_add_nc_u32 v44, v57, v27
  v_lshlrev_b32 v46, 2, v25
  v_ashrrev_i32 v48, 30, v25
  v_add_co_u32 v94, vcc_lo, s28, v46
  v_add_co_ci_u32 v95, vcc_lo, s29, v48, vcc_lo
  v_lshlrev_b32 v52, 2, v23
  v_ashrrev_i32 v54, 30, v23
  v_add_co_u32 v100, vcc_lo, s28, v52
  v_add_co_ci_u32 v101, vcc_lo, s29, v54, vcc_lo
  v_lshlrev_b32 v58, 2, v21
  v_ashrrev_i32 v60, 30, v21
  v_add_co_u32 v106, vcc_lo, s28, v58
  v_add_co_ci_u32 v107, vcc_lo, s29, v60, vcc_lo
  v_lshlrev_b32 v1, 2, v20
  v_ashrrev_i32 v3, 30, v20
  v_add_co_u32 v68, vcc_lo, s28, v1
  v_add_co_ci_u32 v69, vcc_lo, s29, v3, vcc_lo
  v_lshlrev_b32 v20, 2, v22
  v_ashrrev_i32 v21, 30, v22
  v_add_co_u32 v72, vcc_lo, s28, v20
  v_add_co_ci_u32 v73, vcc_lo, s29, v21, vcc_lo
  v_lshlrev_b32 v20, 2, v24
  v_ashrrev_i32 v21, 30, v24
  v_add_co_u32 v76, vcc_lo, s28, v20
  v_add_co_ci_u32 v77, vcc_lo, s29, v21, vcc_lo
  v_lshlrev_b32 v20, 2, v26
  v_ashrrev_i32 v21, 30, v26
  v_add_co_u32 v78, vcc_lo, s28, v20
  v_add_co_ci_u32 v79, vcc_lo, s29, v21, vcc_lo
  v_lshlrev_b32 v25, 2, v28
  v_ashrrev_i32 v27, 30, v28
  v_add_co_u32 v80, vcc_lo, s28, v25
  v_add_co_ci_u32 v81, vcc_lo, s29, v27, vcc_lo
  v_lshlrev_b32 v31, 2, v30
  v_ashrrev_i32 v33, 30, v30
  v_add_co_u32 v82, vcc_lo, s28, v31
  v_add_co_ci_u32 v83, vcc_lo, s29, v33, vcc_lo
  v_lshlrev_b32 v37, 2, v32
  v_ashrrev_i32 v39, 30, v32
  v_add_co_u32 v86, vcc_lo, s28, v37
  v_add_co_ci_u32 v87, vcc_lo, s29, v39, vcc_lo
  v_lshlrev_b32 v43, 2, v34
  v_ashrrev_i32 v45, 30, v34
  v_add_co_u32 v90, vcc_lo, s28, v43
  v_add_co_ci_u32 v91, vcc_lo, s29, v45, vcc_lo
  v_lshlrev_b32 v49, 2, v36
  v_ashrrev_i32 v51, 30, v36
  v_add_co_u32 v96, vcc_lo, s28, v49
  v_add_co_ci_u32 v97, vcc_lo, s29, v51, vcc_lo
  v_lshlrev_b32 v55, 2, v38
  v_ashrrev_i32 v57, 30, v38
  v_add_co_u32 v102, vcc_lo, s28, v55
  v_add_co_ci_u32 v103, vcc_lo, s29, v57, vcc_lo
  v_lshlrev_b32 v61, 2, v40
  v_ashrrev_i32 v0, 30, v40
  v_add_co_u32 v64, vcc_lo, s28, v61
  v_add_co_ci_u32 v65, vcc_lo, s29, v0, vcc_lo
  v_lshlrev_b32 v6, 2, v42
  v_ashrrev_i32 v20, 30, v42
  v_add_co_u32 v70, vcc_lo, s28, v6
  v_add_co_ci_u32 v71, vcc_lo, s29, v20, vcc_lo
  v_lshlrev_b32 v20, 2, v44
  v_ashrrev_i32 v21, 30, v44
  v_add_co_u32 v74, vcc_lo, s28, v20
  v_add_co_ci_u32 v75, vcc_lo, s29, v21, vcc_lo
  global_store_b32 v[94:95], v4, off
  global_store_b32 v[100:101], v5, off
  v_mov_b32 v6, v56
  global_store_b32 v[106:107], v6, off
  global_store_b32 v[68:69], v7, off
  global_store_b32 v[72:73], v8, off
  global_store_b32 v[76:77], v9, off
  global_store_b32 v[78:79], v10, off
  global_store_b32 v[80:81], v11, off
  global_store_b32 v[82:83], v12, off
  global_store_b32 v[86:87], v13, off
  global_store_b32 v[90:91], v14, off
  global_store_b32 v[96:97], v15, off
  global_store_b32 v[102:103], v16, off
  global_store_b32 v[64:65], v17, off
  global_store_b32 v[70:71], v18, off
  global_store_b32 v[74:75], v19, off
  s_endpgm
.Ldot_end:
.size dot, .Ldot_end-dot
; 32 SGPRs, 119 VGPRs; allocation: 2 moves, 11 spills, 11 reloads

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
  .amdhsa_next_free_vgpr 119
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
    .vgpr_count: 119
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
