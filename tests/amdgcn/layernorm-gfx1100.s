.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.amdhsa_code_object_version 5
.text
.globl layernorm
.p2align 8
.type layernorm,@function
layernorm:
  s_mov_b32 s6, s4
  s_mov_b32 s4, s3
  s_mov_b32 s12, 0x3ff
  v_and_b32 v8, s12, v0
  s_load_b64 s[20:21], s[0:1], 0x0
  s_load_b64 s[24:25], s[0:1], 0x8
  s_load_b64 s[28:29], s[0:1], 0x10
  s_load_b64 s[32:33], s[0:1], 0x18
  s_load_b64 s[36:37], s[0:1], 0x20
  s_load_b64 s[40:41], s[0:1], 0x28
  s_load_b32 s44, s[0:1], 0x30
  s_load_b32 s48, s[0:1], 0x34
  s_load_b32 s52, s[0:1], 0x38
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s56, s2, s44
  s_mov_b32 s60, 0x7f
  v_and_b32 v32, v8, s60
  s_mov_b32 s68, 2
  v_lshlrev_b32 v36, s68, v32
  s_cmp_ge_u32 s68, 32
  s_cselect_b32 s78, -1, 0
  v_cndmask_b32_e64 v41, v36, 0, s78
  s_mov_b32 s86, 0
  v_add_nc_u32 v45, v41, s86
  s_mov_b32 s94, 1
  v_add_nc_u32 v49, v45, s94
  s_mov_b32 s0, 2
  v_add_nc_u32 v53, v45, s0
  s_mov_b32 s0, 3
  v_add_nc_u32 v57, v45, s0
  s_mov_b32 s0, 0x200
  v_add_nc_u32 v61, v45, s0
  s_mov_b32 s0, 0x201
  v_add_nc_u32 v4, v45, s0
  s_mov_b32 s8, 0x202
  v_add_nc_u32 v6, v45, s8
  s_mov_b32 s16, 0x203
  v_add_nc_u32 v10, v45, s16
  v_add_nc_u32 v12, s56, v45
  v_add_nc_u32 v14, s56, v49
  v_add_nc_u32 v16, s56, v53
  v_add_nc_u32 v18, s56, v57
  v_add_nc_u32 v20, s56, v61
  v_add_nc_u32 v22, s56, v4
  v_add_nc_u32 v24, s56, v6
  v_add_nc_u32 v26, s56, v10
  s_mov_b32 s56, 4
  v_mul_lo_u32 v30, v12, s56
  v_mul_hi_i32 v32, v12, s56
  v_mov_b32 v132, s20
  v_mov_b32 v133, s21
  v_add_co_u32 v136, vcc_lo, v132, v30
  v_add_co_ci_u32 v137, vcc_lo, v133, v32, vcc_lo
  s_mov_b32 s76, 4
  v_mul_lo_u32 v40, v14, s76
  v_mul_hi_i32 v42, v14, s76
  v_mov_b32 v152, s20
  v_mov_b32 v153, s21
  v_add_co_u32 v156, vcc_lo, v152, v40
  v_add_co_ci_u32 v157, vcc_lo, v153, v42, vcc_lo
  s_mov_b32 s96, 4
  v_mul_lo_u32 v50, v16, s96
  v_mul_hi_i32 v52, v16, s96
  v_mov_b32 v172, s20
  v_mov_b32 v173, s21
  v_add_co_u32 v176, vcc_lo, v172, v50
  v_add_co_ci_u32 v177, vcc_lo, v173, v52, vcc_lo
  s_mov_b32 s0, 4
  v_mul_lo_u32 v60, v18, s0
  v_mul_hi_i32 v62, v18, s0
  v_mov_b32 v66, s20
  v_mov_b32 v67, s21
  v_add_co_u32 v70, vcc_lo, v66, v60
  v_add_co_ci_u32 v71, vcc_lo, v67, v62, vcc_lo
  s_mov_b32 s10, 4
  v_mul_lo_u32 v7, v20, s10
  v_mul_hi_i32 v9, v20, s10
  v_mov_b32 v86, s20
  v_mov_b32 v87, s21
  v_add_co_u32 v90, vcc_lo, v86, v7
  v_add_co_ci_u32 v91, vcc_lo, v87, v9, vcc_lo
  s_mov_b32 s30, 4
  v_mul_lo_u32 v17, v22, s30
  v_mul_hi_i32 v19, v22, s30
  v_mov_b32 v106, s20
  v_mov_b32 v107, s21
  v_add_co_u32 v110, vcc_lo, v106, v17
  v_add_co_ci_u32 v111, vcc_lo, v107, v19, vcc_lo
  s_mov_b32 s50, 4
  v_mul_lo_u32 v27, v24, s50
  v_mul_hi_i32 v29, v24, s50
  v_mov_b32 v126, s20
  v_mov_b32 v127, s21
  v_add_co_u32 v130, vcc_lo, v126, v27
  v_add_co_ci_u32 v131, vcc_lo, v127, v29, vcc_lo
  s_mov_b32 s70, 4
  v_mul_lo_u32 v37, v26, s70
  v_mul_hi_i32 v39, v26, s70
  v_mov_b32 v146, s20
  v_mov_b32 v147, s21
  v_add_co_u32 v150, vcc_lo, v146, v37
  v_add_co_ci_u32 v151, vcc_lo, v147, v39, vcc_lo
  v_cmp_lt_i32_e64 s90, v45, s48
  v_cmp_lt_i32_e64 s94, v49, s48
  v_cmp_lt_i32_e64 s98, v53, s48
  v_cmp_lt_i32_e64 s10, v57, s48
  v_cmp_lt_i32_e64 s8, v61, s48
  v_cmp_lt_i32_e64 s6, v4, s48
  v_cmp_lt_i32_e64 s4, v6, s48
  v_cmp_lt_i32_e64 s0, v10, s48
  s_mov_b32 s12, 0
  v_mov_b32 v1, s12
  v_mov_b32 v2, v1
  s_and_saveexec_b32 s100, s90
  global_load_b32 v2, v[136:137], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v7, s12
  v_mov_b32 v5, v7
  s_and_saveexec_b32 s100, s94
  global_load_b32 v5, v[156:157], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v11, s12
  v_mov_b32 v9, v11
  s_and_saveexec_b32 s100, s98
  global_load_b32 v9, v[176:177], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v15, s12
  v_mov_b32 v13, v15
  s_and_saveexec_b32 s100, s10
  global_load_b32 v13, v[70:71], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v19, s12
  v_mov_b32 v17, v19
  s_and_saveexec_b32 s100, s8
  global_load_b32 v17, v[90:91], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v23, s12
  v_mov_b32 v21, v23
  s_and_saveexec_b32 s100, s6
  global_load_b32 v21, v[110:111], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v27, s12
  v_mov_b32 v25, v27
  s_and_saveexec_b32 s100, s4
  global_load_b32 v25, v[130:131], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v30, s12
  v_mov_b32 v29, v30
  s_and_saveexec_b32 s100, s0
  global_load_b32 v29, v[150:151], off
  s_mov_b32 exec_lo, s100
  s_mov_b32 s64, 4
  v_mul_lo_u32 v34, v45, s64
  v_mul_hi_i32 v36, v45, s64
  v_mov_b32 v140, s28
  v_mov_b32 v141, s29
  v_add_co_u32 v144, vcc_lo, v140, v34
  v_add_co_ci_u32 v145, vcc_lo, v141, v36, vcc_lo
  s_mov_b32 s84, 4
  v_mul_lo_u32 v44, v49, s84
  v_mul_hi_i32 v46, v49, s84
  v_mov_b32 v160, s28
  v_mov_b32 v161, s29
  v_add_co_u32 v164, vcc_lo, v160, v44
  v_add_co_ci_u32 v165, vcc_lo, v161, v46, vcc_lo
  s_mov_b32 s14, 4
  v_mul_lo_u32 v54, v53, s14
  v_mul_hi_i32 v56, v53, s14
  v_mov_b32 v180, s28
  v_mov_b32 v181, s29
  v_add_co_u32 v184, vcc_lo, v180, v54
  v_add_co_ci_u32 v185, vcc_lo, v181, v56, vcc_lo
  s_mov_b32 s14, 4
  v_mul_lo_u32 v1, v57, s14
  v_mul_hi_i32 v3, v57, s14
  v_mov_b32 v74, s28
  v_mov_b32 v75, s29
  v_add_co_u32 v78, vcc_lo, v74, v1
  v_add_co_ci_u32 v79, vcc_lo, v75, v3, vcc_lo
  s_mov_b32 s18, 4
  v_mul_lo_u32 v11, v61, s18
  v_mul_hi_i32 v15, v61, s18
  v_mov_b32 v94, s28
  v_mov_b32 v95, s29
  v_add_co_u32 v98, vcc_lo, v94, v11
  v_add_co_ci_u32 v99, vcc_lo, v95, v15, vcc_lo
  s_mov_b32 s38, 4
  v_mul_lo_u32 v23, v4, s38
  v_mul_hi_i32 v27, v4, s38
  v_mov_b32 v114, s28
  v_mov_b32 v115, s29
  v_add_co_u32 v118, vcc_lo, v114, v23
  v_add_co_ci_u32 v119, vcc_lo, v115, v27, vcc_lo
  s_mov_b32 s58, 4
  v_mul_lo_u32 v31, v6, s58
  v_mul_hi_i32 v33, v6, s58
  v_mov_b32 v134, s28
  v_mov_b32 v135, s29
  v_add_co_u32 v138, vcc_lo, v134, v31
  v_add_co_ci_u32 v139, vcc_lo, v135, v33, vcc_lo
  s_mov_b32 s78, 4
  v_mul_lo_u32 v41, v10, s78
  v_mul_hi_i32 v43, v10, s78
  v_mov_b32 v154, s28
  v_mov_b32 v155, s29
  v_add_co_u32 v158, vcc_lo, v154, v41
  v_add_co_ci_u32 v159, vcc_lo, v155, v43, vcc_lo
  v_mov_b32 v51, s12
  v_mov_b32 v50, v51
  s_and_saveexec_b32 s100, s90
  global_load_b32 v50, v[144:145], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v55, s12
  v_mov_b32 v54, v55
  s_and_saveexec_b32 s100, s94
  global_load_b32 v54, v[164:165], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v59, s12
  v_mov_b32 v58, v59
  s_and_saveexec_b32 s100, s98
  global_load_b32 v58, v[184:185], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v63, s12
  v_mov_b32 v62, v63
  s_and_saveexec_b32 s100, s10
  global_load_b32 v62, v[78:79], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v7, s12
  v_mov_b32 v3, v7
  s_and_saveexec_b32 s100, s8
  global_load_b32 v3, v[98:99], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v11, s12
  v_mov_b32 v7, v11
  s_and_saveexec_b32 s100, s6
  global_load_b32 v7, v[118:119], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v15, s12
  v_mov_b32 v11, v15
  s_and_saveexec_b32 s100, s4
  global_load_b32 v11, v[138:139], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v19, s12
  v_mov_b32 v15, v19
  s_and_saveexec_b32 s100, s0
  global_load_b32 v15, v[158:159], off
  s_mov_b32 exec_lo, s100
  s_mov_b32 s38, 4
  v_mul_lo_u32 v23, v45, s38
  v_mul_hi_i32 v27, v45, s38
  v_mov_b32 v112, s32
  v_mov_b32 v113, s33
  v_add_co_u32 v116, vcc_lo, v112, v23
  v_add_co_ci_u32 v117, vcc_lo, v113, v27, vcc_lo
  s_mov_b32 s56, 4
  v_mul_lo_u32 v30, v49, s56
  v_mul_hi_i32 v32, v49, s56
  v_mov_b32 v132, s32
  v_mov_b32 v133, s33
  v_add_co_u32 v136, vcc_lo, v132, v30
  v_add_co_ci_u32 v137, vcc_lo, v133, v32, vcc_lo
  s_mov_b32 s76, 4
  v_mul_lo_u32 v40, v53, s76
  v_mul_hi_i32 v42, v53, s76
  v_mov_b32 v152, s32
  v_mov_b32 v153, s33
  v_add_co_u32 v156, vcc_lo, v152, v40
  v_add_co_ci_u32 v157, vcc_lo, v153, v42, vcc_lo
  s_mov_b32 s96, 4
  v_mul_lo_u32 v51, v57, s96
  v_mul_hi_i32 v52, v57, s96
  v_mov_b32 v172, s32
  v_mov_b32 v173, s33
  v_add_co_u32 v176, vcc_lo, v172, v51
  v_add_co_ci_u32 v177, vcc_lo, v173, v52, vcc_lo
  s_mov_b32 s14, 4
  v_mul_lo_u32 v60, v61, s14
  v_mul_hi_i32 v63, v61, s14
  v_mov_b32 v66, s32
  v_mov_b32 v67, s33
  v_add_co_u32 v70, vcc_lo, v66, v60
  v_add_co_ci_u32 v71, vcc_lo, v67, v63, vcc_lo
  s_mov_b32 s14, 4
  v_mul_lo_u32 v19, v4, s14
  v_mul_hi_i32 v23, v4, s14
  v_mov_b32 v86, s32
  v_mov_b32 v87, s33
  v_add_co_u32 v90, vcc_lo, v86, v19
  v_add_co_ci_u32 v91, vcc_lo, v87, v23, vcc_lo
  s_mov_b32 s30, 4
  v_mul_lo_u32 v19, v6, s30
  v_mul_hi_i32 v23, v6, s30
  v_mov_b32 v106, s32
  v_mov_b32 v107, s33
  v_add_co_u32 v110, vcc_lo, v106, v19
  v_add_co_ci_u32 v111, vcc_lo, v107, v23, vcc_lo
  s_mov_b32 s50, 4
  v_mul_lo_u32 v27, v10, s50
  v_mul_hi_i32 v30, v10, s50
  v_mov_b32 v126, s32
  v_mov_b32 v127, s33
  v_add_co_u32 v130, vcc_lo, v126, v27
  v_add_co_ci_u32 v131, vcc_lo, v127, v30, vcc_lo
  v_mov_b32 v37, s12
  v_mov_b32 v36, v37
  s_and_saveexec_b32 s100, s90
  global_load_b32 v36, v[116:117], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v41, s12
  v_mov_b32 v40, v41
  s_and_saveexec_b32 s100, s94
  global_load_b32 v40, v[136:137], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v45, s12
  v_mov_b32 v44, v45
  s_and_saveexec_b32 s100, s98
  global_load_b32 v44, v[156:157], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v49, s12
  v_mov_b32 v48, v49
  s_and_saveexec_b32 s100, s10
  global_load_b32 v48, v[176:177], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v53, s12
  v_mov_b32 v52, v53
  s_and_saveexec_b32 s100, s8
  global_load_b32 v52, v[70:71], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v57, s12
  v_mov_b32 v56, v57
  s_and_saveexec_b32 s100, s6
  global_load_b32 v56, v[90:91], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v61, s12
  v_mov_b32 v60, v61
  s_and_saveexec_b32 s100, s4
  global_load_b32 v60, v[110:111], off
  s_mov_b32 exec_lo, s100
  v_mov_b32 v4, s12
  v_mov_b32 v1, v4
  s_and_saveexec_b32 s100, s0
  global_load_b32 v1, v[130:131], off
  s_mov_b32 exec_lo, s100
  s_mov_b32 s14, 4
  v_mul_lo_u32 v6, v12, s14
  v_mul_hi_i32 v10, v12, s14
  v_mov_b32 v84, s24
  v_mov_b32 v85, s25
  v_add_co_u32 v88, vcc_lo, v84, v6
  v_add_co_ci_u32 v89, vcc_lo, v85, v10, vcc_lo
  s_mov_b32 s28, 4
  v_mul_lo_u32 v19, v14, s28
  v_mul_hi_i32 v23, v14, s28
  v_mov_b32 v104, s24
  v_mov_b32 v105, s25
  v_add_co_u32 v108, vcc_lo, v104, v19
  v_add_co_ci_u32 v109, vcc_lo, v105, v23, vcc_lo
  s_mov_b32 s50, 4
  v_mul_lo_u32 v27, v16, s50
  v_mul_hi_i32 v28, v16, s50
  v_mov_b32 v124, s24
  v_mov_b32 v125, s25
  v_add_co_u32 v128, vcc_lo, v124, v27
  v_add_co_ci_u32 v129, vcc_lo, v125, v28, vcc_lo
  s_mov_b32 s68, 4
  v_mul_lo_u32 v37, v18, s68
  v_mul_hi_i32 v38, v18, s68
  v_mov_b32 v144, s24
  v_mov_b32 v145, s25
  v_add_co_u32 v148, vcc_lo, v144, v37
  v_add_co_ci_u32 v149, vcc_lo, v145, v38, vcc_lo
  s_mov_b32 s88, 4
  v_mul_lo_u32 v46, v20, s88
  v_mul_hi_i32 v49, v20, s88
  v_mov_b32 v164, s24
  v_mov_b32 v165, s25
  v_add_co_u32 v168, vcc_lo, v164, v46
  v_add_co_ci_u32 v169, vcc_lo, v165, v49, vcc_lo
  s_mov_b32 s14, 4
  v_mul_lo_u32 v57, v22, s14
  v_mul_hi_i32 v59, v22, s14
  v_mov_b32 v184, s24
  v_mov_b32 v185, s25
  v_add_co_u32 v188, vcc_lo, v184, v57
  v_add_co_ci_u32 v189, vcc_lo, v185, v59, vcc_lo
  s_mov_b32 s14, 4
  v_mul_lo_u32 v4, v24, s14
  v_mul_hi_i32 v6, v24, s14
  v_mov_b32 v78, s24
  v_mov_b32 v79, s25
  v_add_co_u32 v82, vcc_lo, v78, v4
  v_add_co_ci_u32 v83, vcc_lo, v79, v6, vcc_lo
  s_mov_b32 s22, 4
  v_mul_lo_u32 v14, v26, s22
  v_mul_hi_i32 v16, v26, s22
  v_mov_b32 v98, s24
  v_mov_b32 v99, s25
  v_add_co_u32 v102, vcc_lo, v98, v14
  v_add_co_ci_u32 v103, vcc_lo, v99, v16, vcc_lo
  s_waitcnt vmcnt(0)
  v_add_f32 v22, v2, v5
  v_add_f32 v23, v22, v9
  v_add_f32 v26, v23, v13
  v_add_f32 v27, v26, v17
  v_add_f32 v30, v27, v21
  v_add_f32 v31, v30, v25
  v_add_f32 v33, v31, v29
  v_and_b32 v35, 31, v0
  v_xor_b32 v37, 1, v35
  v_lshlrev_b32 v39, 2, v37
  ds_bpermute_b32 v41, v39, v33
  s_waitcnt lgkmcnt(0)
  v_add_f32 v43, v33, v41
  v_and_b32 v45, 31, v0
  v_xor_b32 v47, 2, v45
  v_lshlrev_b32 v49, 2, v47
  ds_bpermute_b32 v51, v49, v43
  s_waitcnt lgkmcnt(0)
  v_add_f32 v53, v43, v51
  v_and_b32 v55, 31, v0
  v_xor_b32 v57, 4, v55
  v_lshlrev_b32 v59, 2, v57
  ds_bpermute_b32 v61, v59, v53
  s_waitcnt lgkmcnt(0)
  v_add_f32 v4, v53, v61
  v_and_b32 v6, 31, v0
  v_xor_b32 v6, 8, v6
  v_lshlrev_b32 v6, 2, v6
  ds_bpermute_b32 v10, v6, v4
  s_waitcnt lgkmcnt(0)
  v_add_f32 v10, v4, v10
  v_and_b32 v12, 31, v0
  v_xor_b32 v14, 16, v12
  v_lshlrev_b32 v16, 2, v14
  ds_bpermute_b32 v18, v16, v10
  s_waitcnt lgkmcnt(0)
  v_add_f32 v20, v10, v18
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s46, 4
  v_mul_lo_u32 v26, v8, s46
  s_mov_b32 s54, 0
  v_add_nc_u32 v30, v26, s54
  ds_store_b32 v30, v20
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s66, 0xffffff9f
  v_and_b32 v35, v8, s66
  s_mov_b32 s74, 0
  v_or_b32 v39, v35, s74
  s_mov_b32 s82, 4
  v_mul_lo_u32 v43, v39, s82
  s_mov_b32 s92, 0
  v_add_nc_u32 v47, v43, s92
  ds_load_b32 v49, v47
  s_mov_b32 s14, 32
  v_or_b32 v53, v35, s14
  s_mov_b32 s14, 4
  v_mul_lo_u32 v57, v53, s14
  s_mov_b32 s14, 0
  v_add_nc_u32 v61, v57, s14
  ds_load_b32 v4, v61
  s_waitcnt lgkmcnt(0)
  v_add_f32 v4, v49, v4
  s_mov_b32 s14, 64
  v_or_b32 v6, v35, s14
  s_mov_b32 s16, 4
  v_mul_lo_u32 v10, v6, s16
  s_mov_b32 s24, 0
  v_add_nc_u32 v14, v10, s24
  ds_load_b32 v16, v14
  s_waitcnt lgkmcnt(0)
  v_add_f32 v18, v4, v16
  s_mov_b32 s42, 0x60
  v_or_b32 v22, v35, s42
  s_mov_b32 s50, 4
  v_mul_lo_u32 v26, v22, s50
  s_mov_b32 s56, 0
  v_add_nc_u32 v30, v26, s56
  ds_load_b32 v32, v30
  s_waitcnt lgkmcnt(0)
  v_add_f32 v34, v18, v32
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_cvt_f32_i32 v37, s48
  s_mov_b32 s78, 0x3f800000
  v_div_scale_f32 v41, vcc_lo, v37, v37, v34
  v_div_scale_f32 v43, vcc_lo, v34, v37, v34
  v_rcp_f32 v45, v41
  v_fma_f32 v47, -v41, v45, s78
  v_fma_f32 v49, v47, v45, v45
  v_mul_f32 v51, v43, v49
  v_fma_f32 v53, -v41, v51, v43
  v_fma_f32 v55, v53, v49, v51
  v_fma_f32 v57, -v41, v55, v43
  s_nop 3
  v_div_fmas_f32 v59, v57, v49, v55
  v_div_fixup_f32 v61, v59, v37, v34
  v_sub_f32 v16, v2, v61
  v_sub_f32 v2, v5, v61
  v_sub_f32 v4, v9, v61
  v_sub_f32 v6, v13, v61
  v_sub_f32 v9, v17, v61
  v_sub_f32 v10, v21, v61
  v_sub_f32 v12, v25, v61
  v_sub_f32 v14, v29, v61
  v_mov_b32 v17, s12
  v_cndmask_b32_e64 v18, v17, v16, s90
  v_mov_b32 v20, s12
  v_cndmask_b32_e64 v22, v20, v2, s94
  v_mov_b32 v24, s12
  v_cndmask_b32_e64 v26, v24, v4, s98
  v_mov_b32 v28, s12
  v_cndmask_b32_e64 v30, v28, v6, s10
  v_mov_b32 v32, s12
  v_cndmask_b32_e64 v34, v32, v9, s8
  v_mov_b32 v38, s12
  v_cndmask_b32_e64 v38, v38, v10, s6
  v_mov_b32 v41, s12
  v_cndmask_b32_e64 v42, v41, v12, s4
  v_mov_b32 v45, s12
  v_cndmask_b32_e64 v46, v45, v14, s0
  v_mul_f32 v49, v18, v18
  v_mul_f32 v51, v22, v22
  v_mul_f32 v53, v26, v26
  v_mul_f32 v55, v30, v30
  v_mul_f32 v57, v34, v34
  v_mul_f32 v59, v38, v38
  v_mul_f32 v2, v42, v42
  v_mul_f32 v63, v46, v46
  v_add_f32 v4, v49, v51
  v_add_f32 v4, v4, v53
  v_add_f32 v5, v4, v55
  v_add_f32 v9, v5, v57
  v_add_f32 v9, v9, v59
  v_add_f32 v12, v9, v2
  v_add_f32 v13, v12, v63
  v_and_b32 v16, 31, v0
  v_xor_b32 v17, 1, v16
  v_lshlrev_b32 v19, 2, v17
  ds_bpermute_b32 v21, v19, v13
  s_waitcnt lgkmcnt(0)
  v_add_f32 v23, v13, v21
  v_and_b32 v25, 31, v0
  v_xor_b32 v27, 2, v25
  v_lshlrev_b32 v29, 2, v27
  ds_bpermute_b32 v31, v29, v23
  s_waitcnt lgkmcnt(0)
  v_add_f32 v33, v23, v31
  v_and_b32 v35, 31, v0
  v_xor_b32 v39, 4, v35
  v_lshlrev_b32 v39, 2, v39
  ds_bpermute_b32 v41, v39, v33
  s_waitcnt lgkmcnt(0)
  v_add_f32 v43, v33, v41
  v_and_b32 v45, 31, v0
  v_xor_b32 v47, 8, v45
  v_lshlrev_b32 v49, 2, v47
  ds_bpermute_b32 v51, v49, v43
  s_waitcnt lgkmcnt(0)
  v_add_f32 v53, v43, v51
  v_and_b32 v55, 31, v0
  v_xor_b32 v57, 16, v55
  v_lshlrev_b32 v59, 2, v57
  ds_bpermute_b32 v63, v59, v53
  s_waitcnt lgkmcnt(0)
  v_add_f32 v0, v53, v63
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s12, 4
  v_mul_lo_u32 v5, v8, s12
  s_mov_b32 s14, 0
  v_add_nc_u32 v9, v5, s14
  s_mov_b32 s22, 0x200
  v_add_nc_u32 v13, v9, s22
  ds_store_b32 v13, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s34, 0xffffff9f
  v_and_b32 v19, v8, s34
  s_mov_b32 s42, 0
  v_or_b32 v23, v19, s42
  s_mov_b32 s50, 4
  v_mul_lo_u32 v27, v23, s50
  s_mov_b32 s58, 0
  v_add_nc_u32 v31, v27, s58
  s_mov_b32 s66, 0x200
  v_add_nc_u32 v35, v31, s66
  ds_load_b32 v39, v35
  s_mov_b32 s78, 32
  v_or_b32 v41, v19, s78
  s_mov_b32 s86, 4
  v_mul_lo_u32 v45, v41, s86
  s_mov_b32 s96, 0
  v_add_nc_u32 v49, v45, s96
  s_mov_b32 s12, 0x200
  v_add_nc_u32 v53, v49, s12
  ds_load_b32 v55, v53
  s_waitcnt lgkmcnt(0)
  v_add_f32 v57, v39, v55
  s_mov_b32 s12, 64
  v_or_b32 v63, v19, s12
  s_mov_b32 s12, 4
  v_mul_lo_u32 v2, v63, s12
  s_mov_b32 s12, 0
  v_add_nc_u32 v6, v2, s12
  s_mov_b32 s16, 0x200
  v_add_nc_u32 v10, v6, s16
  ds_load_b32 v12, v10
  s_waitcnt lgkmcnt(0)
  v_add_f32 v14, v57, v12
  s_mov_b32 s32, 0x60
  v_or_b32 v19, v19, s32
  s_mov_b32 s42, 4
  v_mul_lo_u32 v23, v19, s42
  s_mov_b32 s48, 0
  v_add_nc_u32 v27, v23, s48
  s_mov_b32 s56, 0x200
  v_add_nc_u32 v31, v27, s56
  ds_load_b32 v32, v31
  s_waitcnt lgkmcnt(0)
  v_add_f32 v35, v14, v32
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s74, 0x3f800000
  v_div_scale_f32 v39, vcc_lo, v37, v37, v35
  v_div_scale_f32 v41, vcc_lo, v35, v37, v35
  v_rcp_f32 v43, v39
  v_fma_f32 v45, -v39, v43, s74
  v_fma_f32 v47, v45, v43, v43
  v_mul_f32 v49, v41, v47
  v_fma_f32 v51, -v39, v49, v41
  v_fma_f32 v53, v51, v47, v49
  v_fma_f32 v55, -v39, v53, v41
  s_nop 3
  v_div_fmas_f32 v57, v55, v47, v53
  v_div_fixup_f32 v59, v57, v37, v35
  v_add_f32 v63, v59, s52
  s_mov_b32 s12, 0x800000
  v_cmp_gt_f32_e64 s12, s12, v63
  v_cmp_lt_f32_e64 s14, 0, v63
  s_and_b32 s12, s12, s14
  s_mov_b32 s16, 0x3f800000
  s_mov_b32 s20, 0x4b800000
  v_mov_b32 v12, s20
  v_mov_b32 v14, s16
  v_cndmask_b32_e64 v16, v14, v12, s12
  v_mul_f32 v19, v63, v16
  v_rsq_f32 v20, v19
  s_mov_b32 s44, 0x45800000
  v_mov_b32 v24, s44
  v_mov_b32 v27, s16
  v_cndmask_b32_e64 v28, v27, v24, s12
  v_mul_f32 v31, v20, v28
  v_mul_f32 v32, v18, v31
  v_mul_f32 v35, v22, v31
  v_mul_f32 v37, v26, v31
  v_mul_f32 v39, v30, v31
  v_mul_f32 v41, v34, v31
  v_mul_f32 v43, v38, v31
  v_mul_f32 v45, v42, v31
  v_mul_f32 v46, v46, v31
  v_mul_f32 v49, v32, v50
  v_mul_f32 v50, v35, v54
  v_mul_f32 v53, v37, v58
  v_mul_f32 v54, v39, v62
  v_mul_f32 v57, v41, v3
  v_mul_f32 v58, v43, v7
  v_mul_f32 v63, v45, v11
  v_mul_f32 v62, v46, v15
  v_add_f32 v2, v49, v36
  v_add_f32 v3, v50, v40
  v_add_f32 v5, v53, v44
  v_add_f32 v7, v54, v48
  v_add_f32 v9, v57, v52
  v_add_f32 v11, v58, v56
  v_add_f32 v13, v63, v60
  v_add_f32 v15, v62, v1
  s_and_saveexec_b32 s100, s90
  global_store_b32 v[88:89], v2, off
  s_mov_b32 exec_lo, s100
  s_and_saveexec_b32 s100, s94
  global_store_b32 v[108:109], v3, off
  s_mov_b32 exec_lo, s100
  s_and_saveexec_b32 s100, s98
  global_store_b32 v[128:129], v5, off
  s_mov_b32 exec_lo, s100
  s_and_saveexec_b32 s100, s10
  global_store_b32 v[148:149], v7, off
  s_mov_b32 exec_lo, s100
  s_and_saveexec_b32 s100, s8
  global_store_b32 v[168:169], v9, off
  s_mov_b32 exec_lo, s100
  s_and_saveexec_b32 s100, s6
  global_store_b32 v[188:189], v11, off
  s_mov_b32 exec_lo, s100
  s_and_saveexec_b32 s100, s4
  global_store_b32 v[82:83], v13, off
  s_mov_b32 exec_lo, s100
  s_and_saveexec_b32 s100, s0
  global_store_b32 v[102:103], v15, off
  s_mov_b32 exec_lo, s100
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mul_i32 s52, s2, 4
  s_mov_b32 s56, 4
  s_mul_hi_i32 s60, s2, s56
  s_add_u32 s64, s36, s52
  s_addc_u32 s65, s37, s60
  s_mov_b32 s68, 0x7f
  v_and_b32 v36, v8, s68
  s_mov_b32 s76, 0
  v_cmp_eq_u32_e64 s80, v36, s76
  v_mov_b32 v148, s64
  v_mov_b32 v149, s65
  s_and_saveexec_b32 s100, s80
  global_store_b32 v[148:149], v61, off
  s_mov_b32 exec_lo, s100
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mul_i32 s92, s2, 4
  s_mov_b32 s96, 4
  s_mul_hi_i32 s2, s2, s96
  s_add_u32 s0, s40, s92
  s_addc_u32 s1, s41, s2
  s_mov_b32 s2, 0x7f
  v_and_b32 v56, v8, s2
  s_mov_b32 s2, 0
  v_cmp_eq_u32_e64 s2, v56, s2
  v_mov_b32 v188, s0
  v_mov_b32 v189, s1
  s_and_saveexec_b32 s100, s2
  global_store_b32 v[188:189], v31, off
  s_mov_b32 exec_lo, s100
  s_endpgm
.Llayernorm_end:
.size layernorm, .Llayernorm_end-layernorm

.rodata
.p2align 6
.amdhsa_kernel layernorm
  .amdhsa_group_segment_fixed_size 1024
  .amdhsa_private_segment_fixed_size 0
  .amdhsa_kernarg_size 76
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_next_free_vgpr 190
  .amdhsa_next_free_sgpr 102
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
  - .name: layernorm
    .symbol: layernorm.kd
    .kernarg_segment_size: 76
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 1024
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 102
    .vgpr_count: 190
    .max_flat_workgroup_size: 128
    .reqd_workgroup_size: [128, 1, 1]
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
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .offset: 40
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .offset: 48
        .size: 4
        .value_kind: by_value
      - .offset: 52
        .size: 4
        .value_kind: by_value
      - .offset: 56
        .size: 4
        .value_kind: by_value
      - .offset: 64
        .size: 4
        .value_kind: hidden_block_count_x
      - .offset: 68
        .size: 4
        .value_kind: hidden_block_count_y
      - .offset: 72
        .size: 4
        .value_kind: hidden_block_count_z
amdhsa.version:
  - 1
  - 2
amdhsa.target: amdgcn-amd-amdhsa--gfx1100
...
.end_amdgpu_metadata
