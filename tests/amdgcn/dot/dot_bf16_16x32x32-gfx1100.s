.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 5
.text
.globl dot
.p2align 8
.type dot,@function
dot:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  v_and_b32 v36, 0x3ff, v0
  s_load_b64 s[16:17], s[0:1], 0x0
  s_load_b64 s[20:21], s[0:1], 0x8
  s_load_b64 s[24:25], s[0:1], 0x10
  s_load_b64 s[28:29], s[0:1], 0x18
  v_lshrrev_b32 v16, 2, v36
  v_and_b32 v18, v16, 7
  v_add_nc_u32 v20, v18, 8
  v_mul_lo_u32 v22, v18, 32
  v_mul_lo_u32 v24, v20, 32
  v_and_b32 v26, v36, 3
  v_lshlrev_b32 v28, 3, v26
  v_add_nc_u32 v30, v22, v28
  v_add_nc_u32 v32, v24, v28
  v_lshlrev_b32 v34, 1, v30
  v_ashrrev_i32 v37, 31, v30
  s_waitcnt lgkmcnt(0)
  v_add_co_u32 v84, vcc_lo, s16, v34
  v_add_co_ci_u32 v85, vcc_lo, s17, v37, vcc_lo
  v_lshlrev_b32 v40, 1, v32
  v_ashrrev_i32 v42, 31, v32
  v_add_co_u32 v88, vcc_lo, s16, v40
  v_add_co_ci_u32 v89, vcc_lo, s17, v42, vcc_lo
  global_load_u16 v30, v[84:85], off
  global_load_u16 v29, v[84:85], off offset:2
  global_load_u16 v28, v[84:85], off offset:4
  global_load_u16 v27, v[84:85], off offset:6
  global_load_u16 v26, v[84:85], off offset:8
  global_load_u16 v56, v[84:85], off offset:10
  global_load_u16 v58, v[84:85], off offset:12
  global_load_u16 v60, v[84:85], off offset:14
  global_load_u16 v62, v[88:89], off
  global_load_u16 v1, v[88:89], off offset:2
  global_load_u16 v3, v[88:89], off offset:4
  global_load_u16 v25, v[88:89], off offset:6
  global_load_u16 v24, v[88:89], off offset:8
  global_load_u16 v23, v[88:89], off offset:10
  global_load_u16 v22, v[88:89], off offset:12
  global_load_u16 v21, v[88:89], off offset:14
  v_lshrrev_b32 v15, 2, v36
  v_and_b32 v17, v15, 7
  v_add_nc_u32 v19, v17, 8
  v_add_nc_u32 v32, v17, 16
  v_add_nc_u32 v31, v17, 24
  v_mul_lo_u32 v34, v17, 32
  v_mul_lo_u32 v33, v19, 32
  v_mul_lo_u32 v32, v32, 32
  v_mul_lo_u32 v31, v31, 32
  v_and_b32 v35, v36, 3
  v_lshlrev_b32 v35, 3, v35
  v_add_nc_u32 v37, v34, v35
  v_add_nc_u32 v39, v33, v35
  v_add_nc_u32 v41, v32, v35
  v_add_nc_u32 v43, v31, v35
  v_lshlrev_b32 v45, 1, v37
  v_ashrrev_i32 v47, 31, v37
  v_add_co_u32 v92, vcc_lo, s20, v45
  v_add_co_ci_u32 v93, vcc_lo, s21, v47, vcc_lo
  v_lshlrev_b32 v51, 1, v39
  v_ashrrev_i32 v53, 31, v39
  v_add_co_u32 v98, vcc_lo, s20, v51
  v_add_co_ci_u32 v99, vcc_lo, s21, v53, vcc_lo
  v_lshlrev_b32 v57, 1, v41
  v_ashrrev_i32 v59, 31, v41
  v_add_co_u32 v104, vcc_lo, s20, v57
  v_add_co_ci_u32 v105, vcc_lo, s21, v59, vcc_lo
  v_lshlrev_b32 v0, 1, v43
  v_ashrrev_i32 v2, 31, v43
  v_add_co_u32 v66, vcc_lo, s20, v0
  v_add_co_ci_u32 v67, vcc_lo, s21, v2, vcc_lo
  global_load_u16 v20, v[92:93], off
  global_load_u16 v0, v[92:93], off offset:2
  global_load_u16 v55, v[92:93], off offset:4
  global_load_u16 v53, v[92:93], off offset:6
  global_load_u16 v51, v[92:93], off offset:8
  global_load_u16 v49, v[92:93], off offset:10
  global_load_u16 v47, v[92:93], off offset:12
  global_load_u16 v45, v[92:93], off offset:14
  global_load_u16 v43, v[98:99], off
  global_load_u16 v41, v[98:99], off offset:2
  global_load_u16 v39, v[98:99], off offset:4
  global_load_u16 v37, v[98:99], off offset:6
  global_load_u16 v35, v[98:99], off offset:8
  global_load_u16 v33, v[98:99], off offset:10
  global_load_u16 v34, v[98:99], off offset:12
  global_load_u16 v4, v[98:99], off offset:14
  global_load_u16 v38, v[104:105], off
  s_waitcnt vmcnt(0)
  v_mov_b32 v108, v38
  global_load_u16 v40, v[104:105], off offset:2
  s_waitcnt vmcnt(0)
  v_mov_b32 v109, v40
  global_load_u16 v42, v[104:105], off offset:4
  global_load_u16 v44, v[104:105], off offset:6
  global_load_u16 v46, v[104:105], off offset:8
  global_load_u16 v48, v[104:105], off offset:10
  global_load_u16 v50, v[104:105], off offset:12
  global_load_u16 v52, v[104:105], off offset:14
  global_load_u16 v54, v[66:67], off
  global_load_u16 v57, v[66:67], off offset:2
  global_load_u16 v59, v[66:67], off offset:4
  global_load_u16 v63, v[66:67], off offset:6
  s_waitcnt vmcnt(0)
  v_mov_b32 v110, v63
  global_load_u16 v63, v[66:67], off offset:8
  global_load_u16 v2, v[66:67], off offset:10
  global_load_u16 v32, v[66:67], off offset:12
  global_load_u16 v31, v[66:67], off offset:14
  v_lshrrev_b32 v7, 3, v36
  v_and_b32 v9, v7, 3
  v_add_nc_u32 v11, v9, 4
  v_add_nc_u32 v13, v9, 8
  v_add_nc_u32 v15, v9, 12
  v_mul_lo_u32 v17, v9, 32
  v_mul_lo_u32 v19, v11, 32
  v_mul_lo_u32 v61, v13, 32
  v_mul_lo_u32 v40, v15, 32
  v_and_b32 v38, v36, 7
  v_lshlrev_b32 v7, 2, v38
  v_add_nc_u32 v6, v17, v7
  v_add_nc_u32 v5, v19, v7
  v_add_nc_u32 v61, v61, v7
  v_add_nc_u32 v40, v40, v7
  v_lshlrev_b32 v7, 2, v6
  v_ashrrev_i32 v6, 30, v6
  v_add_co_u32 v86, vcc_lo, s24, v7
  v_add_co_ci_u32 v87, vcc_lo, s25, v6, vcc_lo
  v_lshlrev_b32 v6, 2, v5
  v_ashrrev_i32 v5, 30, v5
  v_add_co_u32 v90, vcc_lo, s24, v6
  v_add_co_ci_u32 v91, vcc_lo, s25, v5, vcc_lo
  v_lshlrev_b32 v5, 2, v61
  v_ashrrev_i32 v61, 30, v61
  v_add_co_u32 v96, vcc_lo, s24, v5
  v_add_co_ci_u32 v97, vcc_lo, s25, v61, vcc_lo
  v_lshlrev_b32 v61, 2, v40
  v_ashrrev_i32 v5, 30, v40
  v_add_co_u32 v102, vcc_lo, s24, v61
  v_add_co_ci_u32 v103, vcc_lo, s25, v5, vcc_lo
  global_load_b32 v61, v[86:87], off
  global_load_b32 v19, v[86:87], off offset:4
  global_load_b32 v17, v[86:87], off offset:8
  global_load_b32 v15, v[86:87], off offset:12
  global_load_b32 v13, v[90:91], off
  global_load_b32 v11, v[90:91], off offset:4
  global_load_b32 v10, v[90:91], off offset:8
  global_load_b32 v12, v[90:91], off offset:12
  global_load_b32 v14, v[96:97], off
  global_load_b32 v16, v[96:97], off offset:4
  global_load_b32 v18, v[96:97], off offset:8
  global_load_b32 v9, v[96:97], off offset:12
  global_load_b32 v8, v[102:103], off
  global_load_b32 v7, v[102:103], off offset:4
  global_load_b32 v6, v[102:103], off offset:8
  global_load_b32 v5, v[102:103], off offset:12
  v_and_b32 v38, v36, 31
  v_lshlrev_b32 v38, 2, v38
  v_mul_lo_u32 v40, v38, 4
  v_lshrrev_b32 v38, 7, v40
  v_mul_lo_u32 v38, v38, 4
  v_add_nc_u32 v40, v40, v38
  s_waitcnt vmcnt(0)
  ds_store_b32 v40, v61
  ds_store_b32 v40, v19 offset:4
  ds_store_b32 v40, v17 offset:8
  ds_store_b32 v40, v15 offset:12
  ds_store_b32 v40, v13 offset:528
  ds_store_b32 v40, v11 offset:532
  ds_store_b32 v40, v10 offset:536
  ds_store_b32 v40, v12 offset:540
  ds_store_b32 v40, v14 offset:1056
  ds_store_b32 v40, v16 offset:1060
  ds_store_b32 v40, v18 offset:1064
  ds_store_b32 v40, v9 offset:1068
  ds_store_b32 v40, v8 offset:1584
  ds_store_b32 v40, v7 offset:1588
  ds_store_b32 v40, v6 offset:1592
  ds_store_b32 v40, v5 offset:1596
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_and_b32 v61, v36, 15
  v_lshrrev_b32 v5, 4, v36
  v_and_b32 v5, v5, 1
  v_lshlrev_b32 v5, 5, v5
  v_or_b32 v5, v61, v5
  v_mul_lo_u32 v6, v5, 4
  v_lshrrev_b32 v8, 7, v6
  v_mul_lo_u32 v10, v8, 4
  v_add_nc_u32 v12, v6, v10
  ds_load_b32 v5, v12
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v111, v5
  ds_load_b32 v7, v12 offset:264
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v112, v7
  ds_load_b32 v18, v12 offset:528
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v113, v18
  ds_load_b32 v8, v12 offset:792
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v114, v8
  ds_load_b32 v9, v12 offset:1056
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v115, v9
  ds_load_b32 v10, v12 offset:1320
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v116, v10
  ds_load_b32 v11, v12 offset:1584
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v117, v11
  ds_load_b32 v40, v12 offset:1848
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v118, v40
  ds_load_b32 v13, v12 offset:64
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v119, v13
  ds_load_b32 v14, v12 offset:328
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v120, v14
  ds_load_b32 v15, v12 offset:592
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v121, v15
  ds_load_b32 v16, v12 offset:856
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v122, v16
  ds_load_b32 v17, v12 offset:1120
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v123, v17
  ds_load_b32 v18, v12 offset:1384
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v124, v18
  ds_load_b32 v19, v12 offset:1648
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v125, v19
  ds_load_b32 v61, v12 offset:1912
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v126, v61
  v_and_b32 v61, v36, 31
  v_lshlrev_b32 v61, 3, v61
  v_mul_lo_u32 v61, v61, 2
  v_lshrrev_b32 v5, 6, v61
  v_mul_lo_u32 v5, v5, 4
  v_add_nc_u32 v61, v61, v5
  ds_store_b16 v61, v30 offset:2112
  ds_store_b16 v61, v29 offset:2114
  ds_store_b16 v61, v28 offset:2116
  ds_store_b16 v61, v27 offset:2118
  ds_store_b16 v61, v26 offset:2120
  ds_store_b16 v61, v56 offset:2122
  ds_store_b16 v61, v58 offset:2124
  ds_store_b16 v61, v60 offset:2126
  ds_store_b16 v61, v62 offset:2656
  ds_store_b16 v61, v1 offset:2658
  ds_store_b16 v61, v3 offset:2660
  ds_store_b16 v61, v25 offset:2662
  ds_store_b16 v61, v24 offset:2664
  ds_store_b16 v61, v23 offset:2666
  ds_store_b16 v61, v22 offset:2668
  ds_store_b16 v61, v21 offset:2670
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_and_b32 v12, v36, 15
  v_lshlrev_b32 v14, 5, v12
  v_mul_lo_u32 v16, v14, 2
  v_lshrrev_b32 v18, 6, v16
  v_mul_lo_u32 v21, v18, 4
  v_add_nc_u32 v23, v16, v21
  ds_load_u16 v24, v23 offset:2112
  ds_load_u16 v26, v23 offset:2114
  ds_load_u16 v21, v23 offset:2116
  ds_load_u16 v30, v23 offset:2118
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v127, v30
  ds_load_u16 v40, v23 offset:2120
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v128, v40
  ds_load_u16 v22, v23 offset:2122
  ds_load_u16 v40, v23 offset:2124
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v129, v40
  ds_load_u16 v14, v23 offset:2126
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v130, v14
  ds_load_u16 v13, v23 offset:2128
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v131, v13
  ds_load_u16 v12, v23 offset:2130
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v132, v12
  ds_load_u16 v11, v23 offset:2132
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v133, v11
  ds_load_u16 v10, v23 offset:2134
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v134, v10
  ds_load_u16 v9, v23 offset:2136
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v135, v9
  ds_load_u16 v8, v23 offset:2138
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v136, v8
  ds_load_u16 v7, v23 offset:2140
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v137, v7
  ds_load_u16 v5, v23 offset:2142
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v138, v5
  ds_load_u16 v1, v23 offset:2144
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v139, v1
  ds_load_u16 v1, v23 offset:2146
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v140, v1
  ds_load_u16 v1, v23 offset:2148
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v141, v1
  ds_load_u16 v1, v23 offset:2150
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v142, v1
  ds_load_u16 v3, v23 offset:2152
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v143, v3
  ds_load_u16 v3, v23 offset:2154
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v144, v3
  ds_load_u16 v56, v23 offset:2156
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v145, v56
  ds_load_u16 v30, v23 offset:2158
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v146, v30
  ds_load_u16 v29, v23 offset:2160
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v147, v29
  ds_load_u16 v28, v23 offset:2162
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v148, v28
  ds_load_u16 v27, v23 offset:2164
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v149, v27
  ds_load_u16 v15, v23 offset:2166
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v150, v15
  ds_load_u16 v17, v23 offset:2168
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v151, v17
  ds_load_u16 v19, v23 offset:2170
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v152, v19
  ds_load_u16 v25, v23 offset:2172
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v153, v25
  ds_load_u16 v25, v23 offset:2174
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v154, v25
  v_and_b32 v25, v36, 31
  v_lshlrev_b32 v27, 3, v25
  v_mul_lo_u32 v29, v27, 2
  v_lshrrev_b32 v40, 6, v29
  v_mul_lo_u32 v40, v40, 4
  v_add_nc_u32 v56, v29, v40
  ds_store_b16 v56, v20 offset:3200
  ds_store_b16 v56, v0 offset:3202
  ds_store_b16 v56, v55 offset:3204
  ds_store_b16 v56, v53 offset:3206
  ds_store_b16 v56, v51 offset:3208
  ds_store_b16 v56, v49 offset:3210
  ds_store_b16 v56, v47 offset:3212
  ds_store_b16 v56, v45 offset:3214
  ds_store_b16 v56, v43 offset:3744
  ds_store_b16 v56, v41 offset:3746
  ds_store_b16 v56, v39 offset:3748
  ds_store_b16 v56, v37 offset:3750
  ds_store_b16 v56, v35 offset:3752
  ds_store_b16 v56, v33 offset:3754
  ds_store_b16 v56, v34 offset:3756
  ds_store_b16 v56, v4 offset:3758
  v_mov_b32 v39, v108
  ds_store_b16 v56, v39 offset:4288
  v_mov_b32 v41, v109
  ds_store_b16 v56, v41 offset:4290
  ds_store_b16 v56, v42 offset:4292
  ds_store_b16 v56, v44 offset:4294
  ds_store_b16 v56, v46 offset:4296
  ds_store_b16 v56, v48 offset:4298
  ds_store_b16 v56, v50 offset:4300
  ds_store_b16 v56, v52 offset:4302
  ds_store_b16 v56, v54 offset:4832
  ds_store_b16 v56, v57 offset:4834
  ds_store_b16 v56, v59 offset:4836
  v_mov_b32 v27, v110
  ds_store_b16 v56, v27 offset:4838
  ds_store_b16 v56, v63 offset:4840
  ds_store_b16 v56, v2 offset:4842
  ds_store_b16 v56, v32 offset:4844
  ds_store_b16 v56, v31 offset:4846
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_and_b32 v7, v36, 15
  v_mul_lo_u32 v9, v7, 2
  v_lshrrev_b32 v11, 6, v9
  v_mul_lo_u32 v13, v11, 4
  v_add_nc_u32 v20, v9, v13
  ds_load_u16 v17, v20 offset:3200
  ds_load_u16 v6, v20 offset:3268
  ds_load_u16 v14, v20 offset:3336
  ds_load_u16 v13, v20 offset:3404
  ds_load_u16 v12, v20 offset:3472
  ds_load_u16 v34, v20 offset:3540
  ds_load_u16 v32, v20 offset:3608
  ds_load_u16 v31, v20 offset:3676
  ds_load_u16 v33, v20 offset:3744
  ds_load_u16 v35, v20 offset:3812
  ds_load_u16 v11, v20 offset:3880
  ds_load_u16 v10, v20 offset:3948
  ds_load_u16 v9, v20 offset:4016
  ds_load_u16 v8, v20 offset:4084
  ds_load_u16 v7, v20 offset:4152
  ds_load_u16 v5, v20 offset:4220
  ds_load_u16 v4, v20 offset:3232
  ds_load_u16 v3, v20 offset:3300
  ds_load_u16 v1, v20 offset:3368
  ds_load_u16 v56, v20 offset:3436
  ds_load_u16 v58, v20 offset:3504
  ds_load_u16 v60, v20 offset:3572
  ds_load_u16 v62, v20 offset:3640
  ds_load_u16 v52, v20 offset:3708
  ds_load_u16 v50, v20 offset:3776
  ds_load_u16 v19, v20 offset:3844
  ds_load_u16 v2, v20 offset:3912
  ds_load_u16 v63, v20 offset:3980
  ds_load_u16 v37, v20 offset:4048
  ds_load_u16 v18, v20 offset:4116
  ds_load_u16 v15, v20 offset:4184
  ds_load_u16 v16, v20 offset:4252
  ds_load_u16 v0, v20 offset:4288
  ds_load_u16 v55, v20 offset:4356
  ds_load_u16 v53, v20 offset:4424
  ds_load_u16 v51, v20 offset:4492
  ds_load_u16 v49, v20 offset:4560
  ds_load_u16 v47, v20 offset:4628
  ds_load_u16 v45, v20 offset:4696
  ds_load_u16 v43, v20 offset:4764
  ds_load_u16 v41, v20 offset:4832
  ds_load_u16 v39, v20 offset:4900
  ds_load_u16 v38, v20 offset:4968
  ds_load_u16 v40, v20 offset:5036
  ds_load_u16 v42, v20 offset:5104
  ds_load_u16 v44, v20 offset:5172
  ds_load_u16 v46, v20 offset:5240
  ds_load_u16 v48, v20 offset:5308
  ds_load_u16 v54, v20 offset:4320
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v108, v54
  ds_load_u16 v54, v20 offset:4388
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v109, v54
  ds_load_u16 v57, v20 offset:4456
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v110, v57
  ds_load_u16 v59, v20 offset:4524
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v155, v59
  ds_load_u16 v59, v20 offset:4592
  ds_load_u16 v61, v20 offset:4660
  ds_load_u16 v23, v20 offset:4728
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v156, v23
  ds_load_u16 v23, v20 offset:4796
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v157, v23
  ds_load_u16 v23, v20 offset:4864
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v158, v23
  ds_load_u16 v23, v20 offset:4932
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v159, v23
  ds_load_u16 v23, v20 offset:5000
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v160, v23
  ds_load_u16 v23, v20 offset:5068
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v161, v23
  ds_load_u16 v23, v20 offset:5136
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v162, v23
  ds_load_u16 v23, v20 offset:5204
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v163, v23
  ds_load_u16 v23, v20 offset:5272
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v164, v23
  ds_load_u16 v20, v20 offset:5340
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v165, v20
  v_and_b32 v20, 0xffff, v24
  v_lshlrev_b32 v23, 16, v26
  v_or_b32 v20, v20, v23
  v_and_b32 v25, 0xffff, v21
  v_mov_b32 v26, v127
  v_lshlrev_b32 v27, 16, v26
  v_or_b32 v21, v25, v27
  v_mov_b32 v54, v128
  v_and_b32 v23, 0xffff, v54
  v_lshlrev_b32 v22, 16, v22
  v_or_b32 v22, v23, v22
  v_mov_b32 v26, v129
  v_and_b32 v23, 0xffff, v26
  v_mov_b32 v25, v130
  v_lshlrev_b32 v24, 16, v25
  v_or_b32 v23, v23, v24
  v_mov_b32 v25, v131
  v_and_b32 v24, 0xffff, v25
  v_mov_b32 v25, v132
  v_lshlrev_b32 v25, 16, v25
  v_or_b32 v24, v24, v25
  v_mov_b32 v25, v133
  v_and_b32 v25, 0xffff, v25
  v_mov_b32 v26, v134
  v_lshlrev_b32 v26, 16, v26
  v_or_b32 v25, v25, v26
  v_mov_b32 v26, v135
  v_and_b32 v26, 0xffff, v26
  v_mov_b32 v27, v136
  v_lshlrev_b32 v27, 16, v27
  v_or_b32 v26, v26, v27
  v_mov_b32 v27, v137
  v_and_b32 v27, 0xffff, v27
  v_mov_b32 v28, v138
  v_lshlrev_b32 v28, 16, v28
  v_or_b32 v27, v27, v28
  v_and_b32 v17, 0xffff, v17
  v_lshlrev_b32 v6, 16, v6
  v_or_b32 v17, v17, v6
  v_and_b32 v14, 0xffff, v14
  v_lshlrev_b32 v13, 16, v13
  v_or_b32 v14, v14, v13
  v_and_b32 v28, 0xffff, v12
  v_lshlrev_b32 v29, 16, v34
  v_or_b32 v6, v28, v29
  v_and_b32 v28, 0xffff, v32
  v_lshlrev_b32 v29, 16, v31
  v_or_b32 v12, v28, v29
  v_and_b32 v28, 0xffff, v33
  v_lshlrev_b32 v30, 16, v35
  v_or_b32 v13, v28, v30
  v_and_b32 v34, 0xffff, v11
  v_lshlrev_b32 v10, 16, v10
  v_or_b32 v10, v34, v10
  v_and_b32 v9, 0xffff, v9
  v_lshlrev_b32 v8, 16, v8
  v_or_b32 v8, v9, v8
  v_and_b32 v7, 0xffff, v7
  v_lshlrev_b32 v5, 16, v5
  v_or_b32 v5, v7, v5
  v_and_b32 v4, 0xffff, v4
  v_lshlrev_b32 v3, 16, v3
  v_or_b32 v57, v4, v3
  v_and_b32 v1, 0xffff, v1
  v_lshlrev_b32 v3, 16, v56
  v_or_b32 v54, v1, v3
  v_and_b32 v1, 0xffff, v58
  v_lshlrev_b32 v3, 16, v60
  v_or_b32 v60, v1, v3
  v_and_b32 v7, 0xffff, v62
  v_lshlrev_b32 v9, 16, v52
  v_or_b32 v58, v7, v9
  v_and_b32 v32, 0xffff, v50
  v_lshlrev_b32 v19, 16, v19
  v_or_b32 v56, v32, v19
  v_and_b32 v19, 0xffff, v2
  v_lshlrev_b32 v33, 16, v63
  v_or_b32 v52, v19, v33
  v_and_b32 v34, 0xffff, v37
  v_lshlrev_b32 v35, 16, v18
  v_or_b32 v50, v34, v35
  v_and_b32 v35, 0xffff, v15
  v_lshlrev_b32 v37, 16, v16
  v_or_b32 v37, v35, v37
  v_mov_b32 v35, v5
  v_mov_b32 v34, v8
  v_mov_b32 v33, v10
  v_mov_b32 v32, v13
  v_mov_b32 v31, v12
  v_mov_b32 v30, v6
  v_mov_b32 v29, v14
  v_mov_b32 v28, v17
  v_mov_b32 v11, v118
  v_mov_b32 v10, v117
  v_mov_b32 v9, v116
  v_mov_b32 v8, v115
  v_mov_b32 v7, v114
  v_mov_b32 v6, v113
  v_mov_b32 v5, v112
  v_mov_b32 v4, v111
  v_wmma_f32_16x16x16_bf16 v[4:11], v[20:27], v[28:35], v[4:11]
  v_mov_b32 v12, v119
  v_mov_b32 v13, v120
  v_mov_b32 v14, v121
  v_mov_b32 v15, v122
  v_mov_b32 v16, v123
  v_mov_b32 v17, v124
  v_mov_b32 v18, v125
  v_mov_b32 v19, v126
  v_mov_b32 v28, v57
  v_mov_b32 v29, v54
  v_mov_b32 v30, v60
  v_mov_b32 v31, v58
  v_mov_b32 v32, v56
  v_mov_b32 v33, v52
  v_mov_b32 v34, v50
  v_mov_b32 v35, v37
  v_wmma_f32_16x16x16_bf16 v[12:19], v[20:27], v[28:35], v[12:19]
  v_mov_b32 v1, v139
  v_and_b32 v56, 0xffff, v1
  v_mov_b32 v1, v140
  v_lshlrev_b32 v58, 16, v1
  v_or_b32 v20, v56, v58
  v_mov_b32 v1, v141
  v_and_b32 v62, 0xffff, v1
  v_mov_b32 v1, v142
  v_lshlrev_b32 v1, 16, v1
  v_or_b32 v21, v62, v1
  v_mov_b32 v3, v143
  v_and_b32 v22, 0xffff, v3
  v_mov_b32 v3, v144
  v_lshlrev_b32 v23, 16, v3
  v_or_b32 v22, v22, v23
  v_mov_b32 v56, v145
  v_and_b32 v23, 0xffff, v56
  v_mov_b32 v30, v146
  v_lshlrev_b32 v24, 16, v30
  v_or_b32 v23, v23, v24
  v_mov_b32 v29, v147
  v_and_b32 v24, 0xffff, v29
  v_mov_b32 v28, v148
  v_lshlrev_b32 v25, 16, v28
  v_or_b32 v24, v24, v25
  v_mov_b32 v27, v149
  v_and_b32 v25, 0xffff, v27
  v_mov_b32 v26, v150
  v_lshlrev_b32 v26, 16, v26
  v_or_b32 v25, v25, v26
  v_mov_b32 v50, v151
  v_and_b32 v28, 0xffff, v50
  v_mov_b32 v52, v152
  v_lshlrev_b32 v30, 16, v52
  v_or_b32 v26, v28, v30
  v_mov_b32 v52, v153
  v_and_b32 v34, 0xffff, v52
  v_mov_b32 v57, v154
  v_lshlrev_b32 v37, 16, v57
  v_or_b32 v27, v34, v37
  v_and_b32 v50, 0xffff, v0
  v_lshlrev_b32 v52, 16, v55
  v_or_b32 v50, v50, v52
  v_and_b32 v52, 0xffff, v53
  v_lshlrev_b32 v51, 16, v51
  v_or_b32 v51, v52, v51
  v_and_b32 v52, 0xffff, v49
  v_lshlrev_b32 v55, 16, v47
  v_or_b32 v56, v52, v55
  v_and_b32 v58, 0xffff, v45
  v_lshlrev_b32 v60, 16, v43
  v_or_b32 v62, v58, v60
  v_and_b32 v1, 0xffff, v41
  v_lshlrev_b32 v3, 16, v39
  v_or_b32 v37, v1, v3
  v_and_b32 v28, 0xffff, v38
  v_lshlrev_b32 v29, 16, v40
  v_or_b32 v38, v28, v29
  v_and_b32 v28, 0xffff, v42
  v_lshlrev_b32 v29, 16, v44
  v_or_b32 v39, v28, v29
  v_and_b32 v28, 0xffff, v46
  v_lshlrev_b32 v29, 16, v48
  v_or_b32 v40, v28, v29
  v_mov_b32 v52, v108
  v_and_b32 v28, 0xffff, v52
  v_mov_b32 v54, v109
  v_lshlrev_b32 v29, 16, v54
  v_or_b32 v46, v28, v29
  v_mov_b32 v29, v110
  v_and_b32 v31, 0xffff, v29
  v_mov_b32 v29, v155
  v_lshlrev_b32 v33, 16, v29
  v_or_b32 v44, v31, v33
  v_and_b32 v41, 0xffff, v59
  v_lshlrev_b32 v42, 16, v61
  v_or_b32 v42, v41, v42
  v_mov_b32 v2, v156
  v_and_b32 v43, 0xffff, v2
  v_mov_b32 v41, v157
  v_lshlrev_b32 v45, 16, v41
  v_or_b32 v47, v43, v45
  v_mov_b32 v63, v158
  v_and_b32 v49, 0xffff, v63
  v_mov_b32 v32, v159
  v_lshlrev_b32 v52, 16, v32
  v_or_b32 v53, v49, v52
  v_mov_b32 v28, v160
  v_and_b32 v55, 0xffff, v28
  v_mov_b32 v28, v161
  v_lshlrev_b32 v57, 16, v28
  v_or_b32 v59, v55, v57
  v_mov_b32 v28, v162
  v_and_b32 v61, 0xffff, v28
  v_mov_b32 v28, v163
  v_lshlrev_b32 v0, 16, v28
  v_or_b32 v2, v61, v0
  v_mov_b32 v28, v164
  v_and_b32 v35, 0xffff, v28
  v_mov_b32 v41, v165
  v_lshlrev_b32 v41, 16, v41
  v_or_b32 v41, v35, v41
  v_mov_b32 v28, v50
  v_mov_b32 v29, v51
  v_mov_b32 v30, v56
  v_mov_b32 v31, v62
  v_mov_b32 v32, v37
  v_mov_b32 v33, v38
  v_mov_b32 v34, v39
  v_mov_b32 v35, v40
  v_wmma_f32_16x16x16_bf16 v[4:11], v[20:27], v[28:35], v[4:11]
  v_mov_b32 v35, v41
  v_mov_b32 v34, v2
  v_mov_b32 v33, v59
  v_mov_b32 v32, v53
  v_mov_b32 v53, v6
  v_mov_b32 v31, v47
  v_mov_b32 v30, v42
  v_mov_b32 v29, v44
  v_mov_b32 v28, v46
  v_wmma_f32_16x16x16_bf16 v[12:19], v[20:27], v[28:35], v[12:19]
  v_lshrrev_b32 v28, 4, v36
  v_and_b32 v30, v28, 1
  v_add_nc_u32 v32, v30, 2
  v_add_nc_u32 v34, v30, 4
  v_add_nc_u32 v37, v30, 6
  v_add_nc_u32 v38, v30, 8
  v_add_nc_u32 v40, v30, 10
  v_add_nc_u32 v42, v30, 12
  v_add_nc_u32 v44, v30, 14
  v_mul_lo_u32 v46, v30, 32
  v_mul_lo_u32 v48, v32, 32
  v_mul_lo_u32 v50, v34, 32
  v_mul_lo_u32 v52, v37, 32
  v_mul_lo_u32 v54, v38, 32
  v_mul_lo_u32 v56, v40, 32
  v_mul_lo_u32 v58, v42, 32
  v_mul_lo_u32 v60, v44, 32
  v_and_b32 v62, v36, 15
  v_add_nc_u32 v1, v62, 16
  v_add_nc_u32 v3, v62, 16
  v_add_nc_u32 v6, v62, 16
  v_add_nc_u32 v32, v62, 16
  v_add_nc_u32 v30, v62, 16
  v_add_nc_u32 v28, v62, 16
  v_add_nc_u32 v26, v62, 16
  v_add_nc_u32 v24, v62, 16
  v_add_nc_u32 v22, v46, v62
  v_add_nc_u32 v20, v48, v62
  v_add_nc_u32 v21, v50, v62
  v_add_nc_u32 v23, v52, v62
  v_add_nc_u32 v25, v54, v62
  v_add_nc_u32 v27, v56, v62
  v_add_nc_u32 v29, v58, v62
  v_add_nc_u32 v31, v60, v62
  v_add_nc_u32 v33, v46, v1
  v_add_nc_u32 v35, v48, v3
  v_add_nc_u32 v37, v50, v6
  v_add_nc_u32 v39, v52, v32
  v_add_nc_u32 v41, v54, v30
  v_add_nc_u32 v43, v56, v28
  v_add_nc_u32 v45, v58, v26
  v_add_nc_u32 v47, v60, v24
  v_lshlrev_b32 v49, 2, v22
  v_ashrrev_i32 v51, 30, v22
  v_add_co_u32 v96, vcc_lo, s28, v49
  v_add_co_ci_u32 v97, vcc_lo, s29, v51, vcc_lo
  v_lshlrev_b32 v55, 2, v20
  v_ashrrev_i32 v57, 30, v20
  v_add_co_u32 v102, vcc_lo, s28, v55
  v_add_co_ci_u32 v103, vcc_lo, s29, v57, vcc_lo
  v_lshlrev_b32 v61, 2, v21
  v_ashrrev_i32 v0, 30, v21
  v_add_co_u32 v64, vcc_lo, s28, v61
  v_add_co_ci_u32 v65, vcc_lo, s29, v0, vcc_lo
  v_lshlrev_b32 v6, 2, v23
  v_ashrrev_i32 v20, 30, v23
  v_add_co_u32 v70, vcc_lo, s28, v6
  v_add_co_ci_u32 v71, vcc_lo, s29, v20, vcc_lo
  v_lshlrev_b32 v20, 2, v25
  v_ashrrev_i32 v21, 30, v25
  v_add_co_u32 v74, vcc_lo, s28, v20
  v_add_co_ci_u32 v75, vcc_lo, s29, v21, vcc_lo
  v_lshlrev_b32 v20, 2, v27
  v_ashrrev_i32 v21, 30, v27
  v_add_co_u32 v78, vcc_lo, s28, v20
  v_add_co_ci_u32 v79, vcc_lo, s29, v21, vcc_lo
  v_lshlrev_b32 v22, 2, v29
  v_ashrrev_i32 v24, 30, v29
  v_add_co_u32 v80, vcc_lo, s28, v22
  v_add_co_ci_u32 v81, vcc_lo, s29, v24, vcc_lo
  v_lshlrev_b32 v28, 2, v31
  v_ashrrev_i32 v30, 30, v31
  v_add_co_u32 v82, vcc_lo, s28, v28
  v_add_co_ci_u32 v83, vcc_lo, s29, v30, vcc_lo
  v_lshlrev_b32 v34, 2, v33
  v_ashrrev_i32 v36, 30, v33
  v_add_co_u32 v84, vcc_lo, s28, v34
  v_add_co_ci_u32 v85, vcc_lo, s29, v36, vcc_lo
  v_lshlrev_b32 v40, 2, v35
  v_ashrrev_i32 v42, 30, v35
  v_add_co_u32 v88, vcc_lo, s28, v40
  v_add_co_ci_u32 v89, vcc_lo, s29, v42, vcc_lo
  v_lshlrev_b32 v46, 2, v37
  v_ashrrev_i32 v48, 30, v37
  v_add_co_u32 v94, vcc_lo, s28, v46
  v_add_co_ci_u32 v95, vcc_lo, s29, v48, vcc_lo
  v_lshlrev_b32 v52, 2, v39
  v_ashrrev_i32 v54, 30, v39
  v_add_co_u32 v100, vcc_lo, s28, v52
  v_add_co_ci_u32 v101, vcc_lo, s29, v54, vcc_lo
  v_lshlrev_b32 v58, 2, v41
  v_ashrrev_i32 v60, 30, v41
  v_add_co_u32 v106, vcc_lo, s28, v58
  v_add_co_ci_u32 v107, vcc_lo, s29, v60, vcc_lo
  v_lshlrev_b32 v1, 2, v43
  v_ashrrev_i32 v3, 30, v43
  v_add_co_u32 v68, vcc_lo, s28, v1
  v_add_co_ci_u32 v69, vcc_lo, s29, v3, vcc_lo
  v_lshlrev_b32 v20, 2, v45
  v_ashrrev_i32 v21, 30, v45
  v_add_co_u32 v72, vcc_lo, s28, v20
  v_add_co_ci_u32 v73, vcc_lo, s29, v21, vcc_lo
  v_lshlrev_b32 v20, 2, v47
  v_ashrrev_i32 v21, 30, v47
  v_add_co_u32 v76, vcc_lo, s28, v20
  v_add_co_ci_u32 v77, vcc_lo, s29, v21, vcc_lo
  global_store_b32 v[96:97], v4, off
  global_store_b32 v[102:103], v5, off
  v_mov_b32 v6, v53
  global_store_b32 v[64:65], v6, off
  global_store_b32 v[70:71], v7, off
  global_store_b32 v[74:75], v8, off
  global_store_b32 v[78:79], v9, off
  global_store_b32 v[80:81], v10, off
  global_store_b32 v[82:83], v11, off
  global_store_b32 v[84:85], v12, off
  global_store_b32 v[88:89], v13, off
  global_store_b32 v[94:95], v14, off
  global_store_b32 v[100:101], v15, off
  global_store_b32 v[106:107], v16, off
  global_store_b32 v[68:69], v17, off
  global_store_b32 v[72:73], v18, off
  global_store_b32 v[76:77], v19, off
  s_endpgm
.Ldot_end:
.size dot, .Ldot_end-dot
; 32 SGPRs, 166 VGPRs; allocation: 34 moves, 61 spills, 61 reloads

.rodata
.p2align 6
.amdhsa_kernel dot
  .amdhsa_group_segment_fixed_size 5376
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 44
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 166
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
    .group_segment_fixed_size: 5376
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 32
    .vgpr_count: 166
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
