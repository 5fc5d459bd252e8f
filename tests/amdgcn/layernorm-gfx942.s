.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
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
  s_load_dwordx2 s[20:21], s[0:1], 0x0
  s_load_dwordx2 s[24:25], s[0:1], 0x8
  s_load_dwordx2 s[28:29], s[0:1], 0x10
  s_load_dwordx2 s[32:33], s[0:1], 0x18
  s_load_dwordx2 s[36:37], s[0:1], 0x20
  s_load_dwordx2 s[40:41], s[0:1], 0x28
  s_load_dword s44, s[0:1], 0x30
  s_load_dword s48, s[0:1], 0x34
  s_load_dword s52, s[0:1], 0x38
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s56, s2, s44
  s_mov_b32 s60, 0xff
  v_and_b32 v32, v8, s60
  s_mov_b32 s68, 2
  v_lshlrev_b32 v36, s68, v32
  s_cmp_ge_u32 s68, 32
  s_cselect_b64 s[78:79], -1, 0
  v_cndmask_b32_e64 v41, v36, 0, s[78:79]
  s_mov_b32 s86, 0
  v_add_u32 v45, v41, s86
  s_mov_b32 s94, 1
  v_add_u32 v49, v45, s94
  s_mov_b32 s0, 2
  v_add_u32 v53, v45, s0
  s_mov_b32 s0, 3
  v_add_u32 v57, v45, s0
  v_add_u32 v62, s56, v45
  v_add_u32 v61, s56, v49
  v_add_u32 v3, s56, v53
  v_add_u32 v2, s56, v57
  s_mov_b32 s8, 4
  v_mul_lo_u32 v6, v62, s8
  v_mul_hi_i32 v9, v62, s8
  v_mov_b32 v84, s20
  v_mov_b32 v85, s21
  v_add_co_u32 v88, vcc, v84, v6
  v_addc_co_u32 v89, vcc, v85, v9, vcc
  s_mov_b32 s30, 4
  v_mul_lo_u32 v16, v61, s30
  v_mul_hi_i32 v18, v61, s30
  v_mov_b32 v104, s20
  v_mov_b32 v105, s21
  v_add_co_u32 v108, vcc, v104, v16
  v_addc_co_u32 v109, vcc, v105, v18, vcc
  s_mov_b32 s50, 4
  v_mul_lo_u32 v26, v3, s50
  v_mul_hi_i32 v28, v3, s50
  v_mov_b32 v124, s20
  v_mov_b32 v125, s21
  v_add_co_u32 v128, vcc, v124, v26
  v_addc_co_u32 v129, vcc, v125, v28, vcc
  s_mov_b32 s68, 4
  v_mul_lo_u32 v36, v2, s68
  v_mul_hi_i32 v38, v2, s68
  v_mov_b32 v144, s20
  v_mov_b32 v145, s21
  v_add_co_u32 v148, vcc, v144, v36
  v_addc_co_u32 v149, vcc, v145, v38, vcc
  v_cmp_lt_i32_e64 s[88:89], v45, s48
  v_cmp_lt_i32_e64 s[92:93], v49, s48
  v_cmp_lt_i32_e64 s[96:97], v53, s48
  v_cmp_lt_i32_e64 s[0:1], v57, s48
  s_mov_b32 s4, 0
  v_mov_b32 v56, s4
  v_mov_b32 v55, v56
  s_and_saveexec_b64 s[100:101], s[88:89]
  global_load_dword v55, v[88:89], off
  s_mov_b64 exec, s[100:101]
  v_mov_b32 v60, s4
  v_mov_b32 v59, v60
  s_and_saveexec_b64 s[100:101], s[92:93]
  global_load_dword v59, v[108:109], off
  s_mov_b64 exec, s[100:101]
  v_mov_b32 v4, s4
  v_mov_b32 v1, v4
  s_and_saveexec_b64 s[100:101], s[96:97]
  global_load_dword v1, v[128:129], off
  s_mov_b64 exec, s[100:101]
  v_mov_b32 v5, s4
  v_mov_b32 v4, v5
  s_and_saveexec_b64 s[100:101], s[0:1]
  global_load_dword v4, v[148:149], off
  s_mov_b64 exec, s[100:101]
  s_mov_b32 s14, 4
  v_mul_lo_u32 v9, v45, s14
  v_mul_hi_i32 v11, v45, s14
  v_mov_b32 v90, s28
  v_mov_b32 v91, s29
  v_add_co_u32 v94, vcc, v90, v9
  v_addc_co_u32 v95, vcc, v91, v11, vcc
  s_mov_b32 s34, 4
  v_mul_lo_u32 v19, v49, s34
  v_mul_hi_i32 v21, v49, s34
  v_mov_b32 v110, s28
  v_mov_b32 v111, s29
  v_add_co_u32 v114, vcc, v110, v19
  v_addc_co_u32 v115, vcc, v111, v21, vcc
  s_mov_b32 s54, 4
  v_mul_lo_u32 v29, v53, s54
  v_mul_hi_i32 v31, v53, s54
  v_mov_b32 v130, s28
  v_mov_b32 v131, s29
  v_add_co_u32 v134, vcc, v130, v29
  v_addc_co_u32 v135, vcc, v131, v31, vcc
  s_mov_b32 s74, 4
  v_mul_lo_u32 v39, v57, s74
  v_mul_hi_i32 v41, v57, s74
  v_mov_b32 v150, s28
  v_mov_b32 v151, s29
  v_add_co_u32 v154, vcc, v150, v39
  v_addc_co_u32 v155, vcc, v151, v41, vcc
  v_mov_b32 v50, s4
  v_mov_b32 v48, v50
  s_and_saveexec_b64 s[100:101], s[88:89]
  global_load_dword v48, v[94:95], off
  s_mov_b64 exec, s[100:101]
  v_mov_b32 v54, s4
  v_mov_b32 v52, v54
  s_and_saveexec_b64 s[100:101], s[92:93]
  global_load_dword v52, v[114:115], off
  s_mov_b64 exec, s[100:101]
  v_mov_b32 v58, s4
  v_mov_b32 v56, v58
  s_and_saveexec_b64 s[100:101], s[96:97]
  global_load_dword v56, v[134:135], off
  s_mov_b64 exec, s[100:101]
  v_mov_b32 v63, s4
  v_mov_b32 v60, v63
  s_and_saveexec_b64 s[100:101], s[0:1]
  global_load_dword v60, v[154:155], off
  s_mov_b64 exec, s[100:101]
  s_mov_b32 s6, 4
  v_mul_lo_u32 v5, v45, s6
  v_mul_hi_i32 v6, v45, s6
  v_mov_b32 v76, s32
  v_mov_b32 v77, s33
  v_add_co_u32 v80, vcc, v76, v5
  v_addc_co_u32 v81, vcc, v77, v6, vcc
  s_mov_b32 s20, 4
  v_mul_lo_u32 v12, v49, s20
  v_mul_hi_i32 v14, v49, s20
  v_mov_b32 v96, s32
  v_mov_b32 v97, s33
  v_add_co_u32 v100, vcc, v96, v12
  v_addc_co_u32 v101, vcc, v97, v14, vcc
  s_mov_b32 s42, 4
  v_mul_lo_u32 v22, v53, s42
  v_mul_hi_i32 v24, v53, s42
  v_mov_b32 v116, s32
  v_mov_b32 v117, s33
  v_add_co_u32 v120, vcc, v116, v22
  v_addc_co_u32 v121, vcc, v117, v24, vcc
  s_mov_b32 s60, 4
  v_mul_lo_u32 v32, v57, s60
  v_mul_hi_i32 v34, v57, s60
  v_mov_b32 v136, s32
  v_mov_b32 v137, s33
  v_add_co_u32 v140, vcc, v136, v32
  v_addc_co_u32 v141, vcc, v137, v34, vcc
  v_mov_b32 v42, s4
  v_mov_b32 v41, v42
  s_and_saveexec_b64 s[100:101], s[88:89]
  global_load_dword v41, v[80:81], off
  s_mov_b64 exec, s[100:101]
  v_mov_b32 v46, s4
  v_mov_b32 v45, v46
  s_and_saveexec_b64 s[100:101], s[92:93]
  global_load_dword v45, v[100:101], off
  s_mov_b64 exec, s[100:101]
  v_mov_b32 v50, s4
  v_mov_b32 v49, v50
  s_and_saveexec_b64 s[100:101], s[96:97]
  global_load_dword v49, v[120:121], off
  s_mov_b64 exec, s[100:101]
  v_mov_b32 v54, s4
  v_mov_b32 v53, v54
  s_and_saveexec_b64 s[100:101], s[0:1]
  global_load_dword v53, v[140:141], off
  s_mov_b64 exec, s[100:101]
  s_mov_b32 s6, 4
  v_mul_lo_u32 v58, v62, s6
  v_mul_hi_i32 v62, v62, s6
  v_mov_b32 v188, s24
  v_mov_b32 v189, s25
  v_add_co_u32 v66, vcc, v188, v58
  v_addc_co_u32 v67, vcc, v189, v62, vcc
  s_mov_b32 s6, 4
  v_mul_lo_u32 v5, v61, s6
  v_mul_hi_i32 v7, v61, s6
  v_mov_b32 v82, s24
  v_mov_b32 v83, s25
  v_add_co_u32 v86, vcc, v82, v5
  v_addc_co_u32 v87, vcc, v83, v7, vcc
  s_mov_b32 s26, 4
  v_mul_lo_u32 v15, v3, s26
  v_mul_hi_i32 v17, v3, s26
  v_mov_b32 v102, s24
  v_mov_b32 v103, s25
  v_add_co_u32 v106, vcc, v102, v15
  v_addc_co_u32 v107, vcc, v103, v17, vcc
  s_mov_b32 s46, 4
  v_mul_lo_u32 v25, v2, s46
  v_mul_hi_i32 v27, v2, s46
  v_mov_b32 v122, s24
  v_mov_b32 v123, s25
  v_add_co_u32 v126, vcc, v122, v25
  v_addc_co_u32 v127, vcc, v123, v27, vcc
  s_waitcnt vmcnt(0)
  v_add_f32 v33, v55, v59
  v_add_f32 v35, v33, v1
  v_add_f32 v37, v35, v4
  v_and_b32 v39, 63, v0
  v_xor_b32 v42, 1, v39
  v_lshlrev_b32 v43, 2, v42
  ds_bpermute_b32 v46, v43, v37
  s_waitcnt lgkmcnt(0)
  v_add_f32 v47, v37, v46
  v_and_b32 v50, 63, v0
  v_xor_b32 v51, 2, v50
  v_lshlrev_b32 v54, 2, v51
  ds_bpermute_b32 v57, v54, v47
  s_waitcnt lgkmcnt(0)
  v_add_f32 v57, v47, v57
  v_and_b32 v61, 63, v0
  v_xor_b32 v61, 4, v61
  v_lshlrev_b32 v2, 2, v61
  ds_bpermute_b32 v2, v2, v57
  s_waitcnt lgkmcnt(0)
  v_add_f32 v5, v57, v2
  v_and_b32 v6, 63, v0
  v_xor_b32 v9, 8, v6
  v_lshlrev_b32 v10, 2, v9
  ds_bpermute_b32 v12, v10, v5
  s_waitcnt lgkmcnt(0)
  v_add_f32 v14, v5, v12
  v_and_b32 v16, 63, v0
  v_xor_b32 v18, 16, v16
  v_lshlrev_b32 v20, 2, v18
  ds_bpermute_b32 v22, v20, v14
  s_waitcnt lgkmcnt(0)
  v_add_f32 v24, v14, v22
  v_and_b32 v26, 63, v0
  v_xor_b32 v28, 32, v26
  v_lshlrev_b32 v30, 2, v28
  ds_bpermute_b32 v32, v30, v24
  s_waitcnt lgkmcnt(0)
  v_add_f32 v34, v24, v32
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s74, 4
  v_mul_lo_u32 v39, v8, s74
  s_mov_b32 s82, 0
  v_add_u32 v43, v39, s82
  ds_write_b32 v43, v34
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s94, 0xffffff3f
  v_and_b32 v50, v8, s94
  s_mov_b32 s6, 0
  v_or_b32 v54, v50, s6
  s_mov_b32 s6, 4
  v_mul_lo_u32 v57, v54, s6
  s_mov_b32 s6, 0
  v_add_u32 v61, v57, s6
  ds_read_b32 v2, v61
  s_mov_b32 s6, 64
  v_or_b32 v5, v50, s6
  s_mov_b32 s12, 4
  v_mul_lo_u32 v9, v5, s12
  s_mov_b32 s20, 0
  v_add_u32 v12, v9, s20
  ds_read_b32 v14, v12
  s_waitcnt lgkmcnt(0)
  v_add_f32 v16, v2, v14
  s_mov_b32 s38, 0x80
  v_or_b32 v20, v50, s38
  s_mov_b32 s44, 4
  v_mul_lo_u32 v24, v20, s44
  s_mov_b32 s54, 0
  v_add_u32 v28, v24, s54
  ds_read_b32 v30, v28
  s_waitcnt lgkmcnt(0)
  v_add_f32 v32, v16, v30
  s_mov_b32 s68, 0xc0
  v_or_b32 v36, v50, s68
  s_mov_b32 s76, 4
  v_mul_lo_u32 v40, v36, s76
  s_mov_b32 s84, 0
  v_add_u32 v44, v40, s84
  ds_read_b32 v46, v44
  s_waitcnt lgkmcnt(0)
  v_add_f32 v50, v32, v46
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  v_cvt_f32_i32 v51, s48
  s_mov_b32 s6, 0x3f800000
  v_div_scale_f32 v57, vcc, v51, v51, v50
  v_div_scale_f32 v58, vcc, v50, v51, v50
  v_rcp_f32 v61, v57
  v_fma_f32 v62, -v57, v61, s6
  v_fma_f32 v2, v62, v61, v61
  v_mul_f32 v3, v58, v2
  v_fma_f32 v5, -v57, v3, v58
  v_fma_f32 v6, v5, v2, v3
  v_fma_f32 v9, -v57, v6, v58
  s_nop 3
  v_div_fmas_f32 v10, v9, v2, v6
  v_div_fixup_f32 v12, v10, v51, v50
  v_sub_f32 v14, v55, v12
  v_sub_f32 v16, v59, v12
  v_sub_f32 v18, v1, v12
  v_sub_f32 v20, v4, v12
  v_mov_b32 v22, s4
  v_cndmask_b32_e64 v24, v22, v14, s[88:89]
  v_mov_b32 v26, s4
  v_cndmask_b32_e64 v28, v26, v16, s[92:93]
  v_mov_b32 v30, s4
  v_cndmask_b32_e64 v32, v30, v18, s[96:97]
  v_mov_b32 v34, s4
  v_cndmask_b32_e64 v36, v34, v20, s[0:1]
  v_mul_f32 v38, v24, v24
  v_mul_f32 v40, v28, v28
  v_mul_f32 v42, v32, v32
  v_mul_f32 v44, v36, v36
  v_add_f32 v46, v38, v40
  v_add_f32 v50, v46, v42
  v_add_f32 v50, v50, v44
  v_and_b32 v54, 63, v0
  v_xor_b32 v54, 1, v54
  v_lshlrev_b32 v57, 2, v54
  ds_bpermute_b32 v58, v57, v50
  s_waitcnt lgkmcnt(0)
  v_add_f32 v61, v50, v58
  v_and_b32 v62, 63, v0
  v_xor_b32 v1, 2, v62
  v_lshlrev_b32 v3, 2, v1
  ds_bpermute_b32 v5, v3, v61
  s_waitcnt lgkmcnt(0)
  v_add_f32 v7, v61, v5
  v_and_b32 v9, 63, v0
  v_xor_b32 v11, 4, v9
  v_lshlrev_b32 v13, 2, v11
  ds_bpermute_b32 v15, v13, v7
  s_waitcnt lgkmcnt(0)
  v_add_f32 v17, v7, v15
  v_and_b32 v19, 63, v0
  v_xor_b32 v21, 8, v19
  v_lshlrev_b32 v23, 2, v21
  ds_bpermute_b32 v25, v23, v17
  s_waitcnt lgkmcnt(0)
  v_add_f32 v27, v17, v25
  v_and_b32 v29, 63, v0
  v_xor_b32 v31, 16, v29
  v_lshlrev_b32 v33, 2, v31
  ds_bpermute_b32 v35, v33, v27
  s_waitcnt lgkmcnt(0)
  v_add_f32 v37, v27, v35
  v_and_b32 v39, 63, v0
  v_xor_b32 v42, 32, v39
  v_lshlrev_b32 v43, 2, v42
  ds_bpermute_b32 v46, v43, v37
  s_waitcnt lgkmcnt(0)
  v_add_f32 v47, v37, v46
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s4, 4
  v_mul_lo_u32 v54, v8, s4
  s_mov_b32 s4, 0
  v_add_u32 v57, v54, s4
  s_mov_b32 s4, 0x400
  v_add_u32 v61, v57, s4
  ds_write_b32 v61, v47
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s4, 0xffffff3f
  v_and_b32 v3, v8, s4
  s_mov_b32 s10, 0
  v_or_b32 v7, v3, s10
  s_mov_b32 s18, 4
  v_mul_lo_u32 v11, v7, s18
  s_mov_b32 s26, 0
  v_add_u32 v15, v11, s26
  s_mov_b32 s34, 0x400
  v_add_u32 v19, v15, s34
  ds_read_b32 v21, v19
  s_mov_b32 s46, 64
  v_or_b32 v25, v3, s46
  s_mov_b32 s54, 4
  v_mul_lo_u32 v29, v25, s54
  s_mov_b32 s62, 0
  v_add_u32 v33, v29, s62
  s_mov_b32 s70, 0x400
  v_add_u32 v37, v33, s70
  ds_read_b32 v39, v37
  s_waitcnt lgkmcnt(0)
  v_add_f32 v42, v21, v39
  s_mov_b32 s86, 0x80
  v_or_b32 v46, v3, s86
  s_mov_b32 s94, 4
  v_mul_lo_u32 v50, v46, s94
  s_mov_b32 s4, 0
  v_add_u32 v54, v50, s4
  s_mov_b32 s4, 0x400
  v_add_u32 v57, v54, s4
  ds_read_b32 v59, v57
  s_waitcnt lgkmcnt(0)
  v_add_f32 v61, v42, v59
  s_mov_b32 s4, 0xc0
  v_or_b32 v2, v3, s4
  s_mov_b32 s8, 4
  v_mul_lo_u32 v6, v2, s8
  s_mov_b32 s16, 0
  v_add_u32 v10, v6, s16
  s_mov_b32 s24, 0x400
  v_add_u32 v14, v10, s24
  ds_read_b32 v16, v14
  s_waitcnt lgkmcnt(0)
  v_add_f32 v18, v61, v16
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mov_b32 s42, 0x3f800000
  v_div_scale_f32 v23, vcc, v51, v51, v18
  v_div_scale_f32 v25, vcc, v18, v51, v18
  v_rcp_f32 v27, v23
  v_fma_f32 v29, -v23, v27, s42
  v_fma_f32 v31, v29, v27, v27
  v_mul_f32 v33, v25, v31
  v_fma_f32 v35, -v23, v33, v25
  v_fma_f32 v37, v35, v31, v33
  v_fma_f32 v39, -v23, v37, v25
  s_nop 3
  v_div_fmas_f32 v42, v39, v31, v37
  v_div_fixup_f32 v43, v42, v51, v18
  v_add_f32 v46, v43, s52
  s_mov_b32 s94, 0x800000
  v_cmp_gt_f32_e64 s[98:99], s94, v46
  v_cmp_lt_f32_e64 s[4:5], 0, v46
  s_and_b64 s[4:5], s[98:99], s[4:5]
  s_mov_b32 s6, 0x3f800000
  s_mov_b32 s8, 0x4b800000
  v_mov_b32 v59, s8
  v_mov_b32 v61, s6
  v_cndmask_b32_e64 v0, v61, v59, s[4:5]
  v_mul_f32 v2, v46, v0
  v_rsq_f32 v4, v2
  s_mov_b32 s12, 0x45800000
  v_mov_b32 v9, s12
  v_mov_b32 v10, s6
  v_cndmask_b32_e64 v13, v10, v9, s[4:5]
  v_mul_f32 v14, v4, v13
  v_mul_f32 v16, v24, v14
  v_mul_f32 v18, v28, v14
  v_mul_f32 v20, v32, v14
  v_mul_f32 v22, v36, v14
  v_mul_f32 v24, v16, v48
  v_mul_f32 v26, v18, v52
  v_mul_f32 v28, v20, v56
  v_mul_f32 v30, v22, v60
  v_add_f32 v32, v24, v41
  v_add_f32 v34, v26, v45
  v_add_f32 v36, v28, v49
  v_add_f32 v38, v30, v53
  s_and_saveexec_b64 s[100:101], s[88:89]
  global_store_dword v[66:67], v32, off
  s_mov_b64 exec, s[100:101]
  s_and_saveexec_b64 s[100:101], s[92:93]
  global_store_dword v[86:87], v34, off
  s_mov_b64 exec, s[100:101]
  s_and_saveexec_b64 s[100:101], s[96:97]
  global_store_dword v[106:107], v36, off
  s_mov_b64 exec, s[100:101]
  s_and_saveexec_b64 s[100:101], s[0:1]
  global_store_dword v[126:127], v38, off
  s_mov_b64 exec, s[100:101]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mul_i32 s90, s2, 4
  s_mov_b32 s94, 4
  s_mul_hi_i32 s98, s2, s94
  s_add_u32 s0, s36, s90
  s_addc_u32 s1, s37, s98
  s_mov_b32 s4, 0xff
  v_and_b32 v55, v8, s4
  s_mov_b32 s4, 0
  v_cmp_eq_u32_e64 s[4:5], v55, s4
  v_mov_b32 v186, s0
  v_mov_b32 v187, s1
  s_and_saveexec_b64 s[100:101], s[4:5]
  global_store_dword v[186:187], v12, off
  s_mov_b64 exec, s[100:101]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_barrier
  s_mul_i32 s4, s2, 4
  s_mov_b32 s8, 4
  s_mul_hi_i32 s12, s2, s8
  s_add_u32 s16, s40, s4
  s_addc_u32 s17, s41, s12
  s_mov_b32 s20, 0xff
  v_and_b32 v12, v8, s20
  s_mov_b32 s28, 0
  v_cmp_eq_u32_e64 s[32:33], v12, s28
  v_mov_b32 v100, s16
  v_mov_b32 v101, s17
  s_and_saveexec_b64 s[100:101], s[32:33]
  global_store_dword v[100:101], v14, off
  s_mov_b64 exec, s[100:101]
  s_endpgm
.Llayernorm_end:
.size layernorm, .Llayernorm_end-layernorm

.rodata
.p2align 6
.amdhsa_kernel layernorm
  .amdhsa_group_segment_fixed_size 2048
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
  .amdhsa_accum_offset 192
  .amdhsa_tg_split 0
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
    .group_segment_fixed_size: 2048
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 102
    .vgpr_count: 190
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
amdhsa.target: amdgcn-amd-amdhsa--gfx942
...
.end_amdgpu_metadata
