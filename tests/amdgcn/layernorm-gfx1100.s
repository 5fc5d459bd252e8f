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
  s_cselect_b32 s0, -1, 0
  v_cndmask_b32_e64 v41, v36, 0, s0
  s_mov_b32 s0, 0
  v_add_nc_u32 v45, v41, s0
  s_mov_b32 s0, 1
  v_add_nc_u32 v4, v45, s0
  s_mov_b32 s0, 2
  v_add_nc_u32 v3, v45, s0
  s_mov_b32 s0, 3
  v_add_nc_u32 v1, v45, s0
  s_mov_b32 s0, 0x200
  v_add_nc_u32 v15, v45, s0
  s_mov_b32 s0, 0x201
  v_add_nc_u32 v2, v45, s0
  s_mov_b32 s8, 0x202
  v_add_nc_u32 v6, v45, s8
  s_mov_b32 s16, 0x203
  v_add_nc_u32 v10, v45, s16
  v_add_nc_u32 v12, s56, v45
  v_add_nc_u32 v14, s56, v4
  v_add_nc_u32 v16, s56, v3
  v_add_nc_u32 v18, s56, v1
  v_add_nc_u32 v20, s56, v15
  v_add_nc_u32 v22, s56, v2
  v_add_nc_u32 v24, s56, v6
  v_add_nc_u32 v26, s56, v10
  s_mov_b32 s56, 4
  v_mul_lo_u32 v30, v12, s56
  v_mul_hi_i32 v32, v12, s56
  v_mov_b32 v50, s20
  v_mov_b32 v51, s21
  v_add_co_u32 v48, vcc_lo, v50, v30
  v_add_co_ci_u32 v49, vcc_lo, v51, v32, vcc_lo
  s_mov_b32 s0, 4
  v_mul_lo_u32 v40, v14, s0
  v_mul_hi_i32 v42, v14, s0
  v_mov_b32 v52, s20
  v_mov_b32 v53, s21
  v_add_co_u32 v50, vcc_lo, v52, v40
  v_add_co_ci_u32 v51, vcc_lo, v53, v42, vcc_lo
  s_mov_b32 s0, 4
  v_mul_lo_u32 v5, v16, s0
  v_mul_hi_i32 v7, v16, s0
  v_mov_b32 v54, s20
  v_mov_b32 v55, s21
  v_add_co_u32 v52, vcc_lo, v54, v5
  v_add_co_ci_u32 v53, vcc_lo, v55, v7, vcc_lo
  s_mov_b32 s0, 4
  v_mul_lo_u32 v5, v18, s0
  v_mul_hi_i32 v7, v18, s0
  v_mov_b32 v56, s20
  v_mov_b32 v57, s21
  v_add_co_u32 v54, vcc_lo, v56, v5
  v_add_co_ci_u32 v55, vcc_lo, v57, v7, vcc_lo
  s_mov_b32 s10, 4
  v_mul_lo_u32 v7, v20, s10
  v_mul_hi_i32 v9, v20, s10
  v_mov_b32 v66, s20
  v_mov_b32 v67, s21
  v_add_co_u32 v68, vcc_lo, v66, v7
  v_add_co_ci_u32 v69, vcc_lo, v67, v9, vcc_lo
  s_mov_b32 s30, 4
  v_mul_lo_u32 v17, v22, s30
  v_mul_hi_i32 v19, v22, s30
  v_mov_b32 v76, s20
  v_mov_b32 v77, s21
  v_add_co_u32 v78, vcc_lo, v76, v17
  v_add_co_ci_u32 v79, vcc_lo, v77, v19, vcc_lo
  s_mov_b32 s50, 4
  v_mul_lo_u32 v27, v24, s50
  v_mul_hi_i32 v29, v24, s50
  v_mov_b32 v58, s20
  v_mov_b32 v59, s21
  v_add_co_u32 v56, vcc_lo, v58, v27
  v_add_co_ci_u32 v57, vcc_lo, v59, v29, vcc_lo
  s_mov_b32 s70, 4
  v_mul_lo_u32 v37, v26, s70
  v_mul_hi_i32 v39, v26, s70
  v_mov_b32 v60, s20
  v_mov_b32 v61, s21
  v_add_co_u32 v58, vcc_lo, v60, v37
  v_add_co_ci_u32 v59, vcc_lo, v61, v39, vcc_lo
  v_cmp_lt_i32_e64 s16, v45, s48
  v_cmp_lt_i32_e64 s14, v4, s48
  v_cmp_lt_i32_e64 s12, v3, s48
  v_cmp_lt_i32_e64 s10, v1, s48
  v_cmp_lt_i32_e64 s8, v15, s48
  v_cmp_lt_i32_e64 s6, v2, s48
  v_cmp_lt_i32_e64 s4, v6, s48
  v_cmp_lt_i32_e64 s0, v10, s48
  s_mov_b32 s18, 0
  v_mov_b32 v5, s18
  v_mov_b32 v7, v5
  s_and_saveexec_b32 s72, s16
  global_load_b32 v7, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v5, s18
  v_mov_b32 v11, v5
  s_and_saveexec_b32 s72, s14
  global_load_b32 v11, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v9, s18
  v_mov_b32 v13, v9
  s_and_saveexec_b32 s72, s12
  global_load_b32 v13, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v19, s18
  v_mov_b32 v17, v19
  s_and_saveexec_b32 s72, s10
  global_load_b32 v17, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v21, s18
  v_mov_b32 v19, v21
  s_and_saveexec_b32 s72, s8
  global_load_b32 v19, v[68:69], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v23, s18
  v_mov_b32 v21, v23
  s_and_saveexec_b32 s72, s6
  global_load_b32 v21, v[78:79], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v27, s18
  v_mov_b32 v25, v27
  s_and_saveexec_b32 s72, s4
  global_load_b32 v25, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v30, s18
  v_mov_b32 v29, v30
  s_and_saveexec_b32 s72, s0
  global_load_b32 v29, v[58:59], off
  s_mov_b32 exec_lo, s72
  s_waitcnt vmcnt(0)
  v_add_f32 v32, v7, v11
  v_add_f32 v34, v32, v13
  v_add_f32 v36, v34, v17
  v_add_f32 v38, v36, v19
  v_add_f32 v40, v38, v21
  v_add_f32 v42, v40, v25
  v_add_f32 v44, v42, v29
  v_and_b32 v46, 31, v0
  v_xor_b32 v5, 1, v46
  v_lshlrev_b32 v5, 2, v5
  ds_bpermute_b32 v5, v5, v44
  s_waitcnt lgkmcnt(0)
  v_add_f32 v5, v44, v5
  v_and_b32 v9, 31, v0
  v_xor_b32 v9, 2, v9
  v_lshlrev_b32 v9, 2, v9
  ds_bpermute_b32 v9, v9, v5
  s_waitcnt lgkmcnt(0)
  v_add_f32 v5, v5, v9
  v_and_b32 v9, 31, v0
  v_xor_b32 v9, 4, v9
  v_lshlrev_b32 v9, 2, v9
  ds_bpermute_b32 v9, v9, v5
  s_waitcnt lgkmcnt(0)
  v_add_f32 v23, v5, v9
  v_and_b32 v27, 31, v0
  v_xor_b32 v27, 8, v27
  v_lshlrev_b32 v27, 2, v27
  ds_bpermute_b32 v27, v27, v23
  s_waitcnt lgkmcnt(0)
  v_add_f32 v23, v23, v27
  v_and_b32 v27, 31, v0
  v_xor_b32 v27, 16, v27
  v_lshlrev_b32 v27, 2, v27
  ds_bpermute_b32 v30, v27, v23
  s_waitcnt lgkmcnt(0)
  v_add_f32 v31, v23, v30
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s68, 4
  v_mul_lo_u32 v36, v8, s68
  s_mov_b32 s20, 0
  v_add_nc_u32 v40, v36, s20
  ds_store_b32 v40, v31
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s20, 0xffffff9f
  v_and_b32 v46, v8, s20
  s_mov_b32 s20, 0
  v_or_b32 v5, v46, s20
  s_mov_b32 s20, 4
  v_mul_lo_u32 v5, v5, s20
  s_mov_b32 s20, 0
  v_add_nc_u32 v5, v5, s20
  ds_load_b32 v5, v5
  s_mov_b32 s20, 32
  v_or_b32 v9, v46, s20
  s_mov_b32 s20, 4
  v_mul_lo_u32 v9, v9, s20
  s_mov_b32 s20, 0
  v_add_nc_u32 v9, v9, s20
  ds_load_b32 v23, v9
  s_waitcnt lgkmcnt(0)
  v_add_f32 v23, v5, v23
  s_mov_b32 s30, 64
  v_or_b32 v27, v46, s30
  s_mov_b32 s38, 4
  v_mul_lo_u32 v27, v27, s38
  s_mov_b32 s46, 0
  v_add_nc_u32 v27, v27, s46
  ds_load_b32 v27, v27
  s_waitcnt lgkmcnt(0)
  v_add_f32 v30, v23, v27
  s_mov_b32 s62, 0x60
  v_or_b32 v33, v46, s62
  s_mov_b32 s70, 4
  v_mul_lo_u32 v37, v33, s70
  s_mov_b32 s20, 0
  v_add_nc_u32 v41, v37, s20
  ds_load_b32 v43, v41
  s_waitcnt lgkmcnt(0)
  v_add_f32 v46, v30, v43
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  v_cvt_f32_i32 v5, s48
  s_mov_b32 s20, 0x3f800000
  v_div_scale_f32 v9, vcc_lo, v5, v5, v46
  v_div_scale_f32 v23, vcc_lo, v46, v5, v46
  v_rcp_f32 v27, v9
  v_fma_f32 v28, -v9, v27, s20
  v_fma_f32 v27, v28, v27, v27
  v_mul_f32 v28, v23, v27
  v_fma_f32 v30, -v9, v28, v23
  v_fma_f32 v28, v30, v27, v28
  v_fma_f32 v9, -v9, v28, v23
  s_nop 3
  v_div_fmas_f32 v9, v9, v27, v28
  v_div_fixup_f32 v9, v9, v5, v46
  v_sub_f32 v30, v7, v9
  v_sub_f32 v28, v11, v9
  v_sub_f32 v27, v13, v9
  v_sub_f32 v17, v17, v9
  v_sub_f32 v19, v19, v9
  v_sub_f32 v21, v21, v9
  v_sub_f32 v23, v25, v9
  v_sub_f32 v25, v29, v9
  v_mov_b32 v29, s18
  v_cndmask_b32_e64 v29, v29, v30, s16
  v_mov_b32 v31, s18
  v_cndmask_b32_e64 v33, v31, v28, s14
  v_mov_b32 v35, s18
  v_cndmask_b32_e64 v37, v35, v27, s12
  v_mov_b32 v39, s18
  v_cndmask_b32_e64 v41, v39, v17, s10
  v_mov_b32 v43, s18
  v_cndmask_b32_e64 v46, v43, v19, s8
  v_mov_b32 v47, s18
  v_cndmask_b32_e64 v7, v47, v21, s6
  v_mov_b32 v11, s18
  v_cndmask_b32_e64 v11, v11, v23, s4
  v_mov_b32 v13, s18
  v_cndmask_b32_e64 v13, v13, v25, s0
  v_mul_f32 v17, v29, v29
  v_mul_f32 v30, v33, v33
  v_mul_f32 v28, v37, v37
  v_mul_f32 v27, v41, v41
  v_mul_f32 v25, v46, v46
  v_mul_f32 v23, v7, v7
  v_mul_f32 v21, v11, v11
  v_mul_f32 v19, v13, v13
  v_add_f32 v17, v17, v30
  v_add_f32 v17, v17, v28
  v_add_f32 v17, v17, v27
  v_add_f32 v25, v17, v25
  v_add_f32 v23, v25, v23
  v_add_f32 v23, v23, v21
  v_add_f32 v25, v23, v19
  v_and_b32 v27, 31, v0
  v_xor_b32 v28, 1, v27
  v_lshlrev_b32 v30, 2, v28
  ds_bpermute_b32 v32, v30, v25
  s_waitcnt lgkmcnt(0)
  v_add_f32 v34, v25, v32
  v_and_b32 v36, 31, v0
  v_xor_b32 v38, 2, v36
  v_lshlrev_b32 v40, 2, v38
  ds_bpermute_b32 v42, v40, v34
  s_waitcnt lgkmcnt(0)
  v_add_f32 v44, v34, v42
  v_and_b32 v47, 31, v0
  v_xor_b32 v17, 4, v47
  v_lshlrev_b32 v17, 2, v17
  ds_bpermute_b32 v17, v17, v44
  s_waitcnt lgkmcnt(0)
  v_add_f32 v17, v44, v17
  v_and_b32 v19, 31, v0
  v_xor_b32 v19, 8, v19
  v_lshlrev_b32 v19, 2, v19
  ds_bpermute_b32 v19, v19, v17
  s_waitcnt lgkmcnt(0)
  v_add_f32 v17, v17, v19
  v_and_b32 v19, 31, v0
  v_xor_b32 v19, 16, v19
  v_lshlrev_b32 v19, 2, v19
  ds_bpermute_b32 v19, v19, v17
  s_waitcnt lgkmcnt(0)
  v_add_f32 v17, v17, v19
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s30, 4
  v_mul_lo_u32 v19, v8, s30
  s_mov_b32 s38, 0
  v_add_nc_u32 v21, v19, s38
  s_mov_b32 s44, 0x200
  v_add_nc_u32 v25, v21, s44
  ds_store_b32 v25, v17
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s56, 0xffffff9f
  v_and_b32 v30, v8, s56
  s_mov_b32 s64, 0
  v_or_b32 v34, v30, s64
  s_mov_b32 s20, 4
  v_mul_lo_u32 v38, v34, s20
  s_mov_b32 s20, 0
  v_add_nc_u32 v42, v38, s20
  s_mov_b32 s20, 0x200
  v_add_nc_u32 v47, v42, s20
  ds_load_b32 v0, v47
  s_mov_b32 s20, 32
  v_or_b32 v17, v30, s20
  s_mov_b32 s20, 4
  v_mul_lo_u32 v17, v17, s20
  s_mov_b32 s20, 0
  v_add_nc_u32 v17, v17, s20
  s_mov_b32 s20, 0x200
  v_add_nc_u32 v17, v17, s20
  ds_load_b32 v17, v17
  s_waitcnt lgkmcnt(0)
  v_add_f32 v17, v0, v17
  s_mov_b32 s20, 64
  v_or_b32 v19, v30, s20
  s_mov_b32 s22, 4
  v_mul_lo_u32 v19, v19, s22
  s_mov_b32 s30, 0
  v_add_nc_u32 v19, v19, s30
  s_mov_b32 s38, 0x200
  v_add_nc_u32 v21, v19, s38
  ds_load_b32 v23, v21
  s_waitcnt lgkmcnt(0)
  v_add_f32 v25, v17, v23
  s_mov_b32 s54, 0x60
  v_or_b32 v30, v30, s54
  s_mov_b32 s62, 4
  v_mul_lo_u32 v34, v30, s62
  s_mov_b32 s70, 0
  v_add_nc_u32 v38, v34, s70
  s_mov_b32 s20, 0x200
  v_add_nc_u32 v42, v38, s20
  ds_load_b32 v43, v42
  s_waitcnt lgkmcnt(0)
  v_add_f32 v47, v25, v43
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mov_b32 s20, 4
  v_mul_lo_u32 v0, v45, s20
  v_mul_hi_i32 v17, v45, s20
  v_mov_b32 v50, s28
  v_mov_b32 v51, s29
  v_add_co_u32 v48, vcc_lo, v50, v0
  v_add_co_ci_u32 v49, vcc_lo, v51, v17, vcc_lo
  s_mov_b32 s20, 4
  v_mul_lo_u32 v0, v4, s20
  v_mul_hi_i32 v17, v4, s20
  v_mov_b32 v50, s28
  v_mov_b32 v51, s29
  v_add_co_u32 v54, vcc_lo, v50, v0
  v_add_co_ci_u32 v55, vcc_lo, v51, v17, vcc_lo
  s_mov_b32 s20, 4
  v_mul_lo_u32 v17, v3, s20
  v_mul_hi_i32 v19, v3, s20
  v_mov_b32 v66, s28
  v_mov_b32 v67, s29
  v_add_co_u32 v68, vcc_lo, v66, v17
  v_add_co_ci_u32 v69, vcc_lo, v67, v19, vcc_lo
  s_mov_b32 s30, 4
  v_mul_lo_u32 v17, v1, s30
  v_mul_hi_i32 v19, v1, s30
  v_mov_b32 v76, s28
  v_mov_b32 v77, s29
  v_add_co_u32 v78, vcc_lo, v76, v17
  v_add_co_ci_u32 v79, vcc_lo, v77, v19, vcc_lo
  s_mov_b32 s50, 4
  v_mul_lo_u32 v27, v15, s50
  v_mul_hi_i32 v30, v15, s50
  v_mov_b32 v52, s28
  v_mov_b32 v53, s29
  v_add_co_u32 v50, vcc_lo, v52, v27
  v_add_co_ci_u32 v51, vcc_lo, v53, v30, vcc_lo
  s_mov_b32 s70, 4
  v_mul_lo_u32 v38, v2, s70
  v_mul_hi_i32 v39, v2, s70
  v_mov_b32 v56, s28
  v_mov_b32 v57, s29
  v_add_co_u32 v52, vcc_lo, v56, v38
  v_add_co_ci_u32 v53, vcc_lo, v57, v39, vcc_lo
  s_mov_b32 s20, 4
  v_mul_lo_u32 v0, v6, s20
  v_mul_hi_i32 v17, v6, s20
  v_mov_b32 v58, s28
  v_mov_b32 v59, s29
  v_add_co_u32 v56, vcc_lo, v58, v0
  v_add_co_ci_u32 v57, vcc_lo, v59, v17, vcc_lo
  s_mov_b32 s20, 4
  v_mul_lo_u32 v0, v10, s20
  v_mul_hi_i32 v17, v10, s20
  v_mov_b32 v60, s28
  v_mov_b32 v61, s29
  v_add_co_u32 v58, vcc_lo, v60, v0
  v_add_co_ci_u32 v59, vcc_lo, v61, v17, vcc_lo
  v_mov_b32 v19, s18
  v_mov_b32 v17, v19
  s_and_saveexec_b32 s72, s16
  global_load_b32 v17, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v21, s18
  v_mov_b32 v19, v21
  s_and_saveexec_b32 s72, s14
  global_load_b32 v19, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v23, s18
  v_mov_b32 v21, v23
  s_and_saveexec_b32 s72, s12
  global_load_b32 v21, v[68:69], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v25, s18
  v_mov_b32 v23, v25
  s_and_saveexec_b32 s72, s10
  global_load_b32 v23, v[78:79], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v27, s18
  v_mov_b32 v25, v27
  s_and_saveexec_b32 s72, s8
  global_load_b32 v25, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v28, s18
  v_mov_b32 v27, v28
  s_and_saveexec_b32 s72, s6
  global_load_b32 v27, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v30, s18
  v_mov_b32 v28, v30
  s_and_saveexec_b32 s72, s4
  global_load_b32 v28, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v32, s18
  v_mov_b32 v31, v32
  s_and_saveexec_b32 s72, s0
  global_load_b32 v31, v[58:59], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s68, 4
  v_mul_lo_u32 v36, v45, s68
  v_mul_hi_i32 v38, v45, s68
  v_mov_b32 v50, s32
  v_mov_b32 v51, s33
  v_add_co_u32 v48, vcc_lo, v50, v36
  v_add_co_ci_u32 v49, vcc_lo, v51, v38, vcc_lo
  s_mov_b32 s20, 4
  v_mul_lo_u32 v0, v4, s20
  v_mul_hi_i32 v4, v4, s20
  v_mov_b32 v52, s32
  v_mov_b32 v53, s33
  v_add_co_u32 v50, vcc_lo, v52, v0
  v_add_co_ci_u32 v51, vcc_lo, v53, v4, vcc_lo
  s_mov_b32 s20, 4
  v_mul_lo_u32 v0, v3, s20
  v_mul_hi_i32 v3, v3, s20
  v_mov_b32 v54, s32
  v_mov_b32 v55, s33
  v_add_co_u32 v52, vcc_lo, v54, v0
  v_add_co_ci_u32 v53, vcc_lo, v55, v3, vcc_lo
  s_mov_b32 s20, 4
  v_mul_lo_u32 v3, v1, s20
  v_mul_hi_i32 v30, v1, s20
  v_mov_b32 v62, s32
  v_mov_b32 v63, s33
  v_add_co_u32 v64, vcc_lo, v62, v3
  v_add_co_ci_u32 v65, vcc_lo, v63, v30, vcc_lo
  s_mov_b32 s22, 4
  v_mul_lo_u32 v30, v15, s22
  v_mul_hi_i32 v15, v15, s22
  v_mov_b32 v72, s32
  v_mov_b32 v73, s33
  v_add_co_u32 v74, vcc_lo, v72, v30
  v_add_co_ci_u32 v75, vcc_lo, v73, v15, vcc_lo
  s_mov_b32 s42, 4
  v_mul_lo_u32 v30, v2, s42
  v_mul_hi_i32 v32, v2, s42
  v_mov_b32 v56, s32
  v_mov_b32 v57, s33
  v_add_co_u32 v54, vcc_lo, v56, v30
  v_add_co_ci_u32 v55, vcc_lo, v57, v32, vcc_lo
  s_mov_b32 s62, 4
  v_mul_lo_u32 v34, v6, s62
  v_mul_hi_i32 v35, v6, s62
  v_mov_b32 v58, s32
  v_mov_b32 v59, s33
  v_add_co_u32 v56, vcc_lo, v58, v34
  v_add_co_ci_u32 v57, vcc_lo, v59, v35, vcc_lo
  s_mov_b32 s20, 4
  v_mul_lo_u32 v43, v10, s20
  v_mul_hi_i32 v45, v10, s20
  v_mov_b32 v60, s32
  v_mov_b32 v61, s33
  v_add_co_u32 v58, vcc_lo, v60, v43
  v_add_co_ci_u32 v59, vcc_lo, v61, v45, vcc_lo
  v_mov_b32 v1, s18
  v_mov_b32 v0, v1
  s_and_saveexec_b32 s72, s16
  global_load_b32 v0, v[48:49], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v2, s18
  v_mov_b32 v1, v2
  s_and_saveexec_b32 s72, s14
  global_load_b32 v1, v[50:51], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v3, s18
  v_mov_b32 v2, v3
  s_and_saveexec_b32 s72, s12
  global_load_b32 v2, v[52:53], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v4, s18
  v_mov_b32 v3, v4
  s_and_saveexec_b32 s72, s10
  global_load_b32 v3, v[64:65], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v10, s18
  v_mov_b32 v6, v10
  s_and_saveexec_b32 s72, s8
  global_load_b32 v6, v[74:75], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v15, s18
  v_mov_b32 v10, v15
  s_and_saveexec_b32 s72, s6
  global_load_b32 v10, v[54:55], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v30, s18
  v_mov_b32 v15, v30
  s_and_saveexec_b32 s72, s4
  global_load_b32 v15, v[56:57], off
  s_mov_b32 exec_lo, s72
  v_mov_b32 v32, s18
  v_mov_b32 v30, v32
  s_and_saveexec_b32 s72, s0
  global_load_b32 v30, v[58:59], off
  s_mov_b32 exec_lo, s72
  s_mov_b32 s42, 4
  v_mul_lo_u32 v32, v12, s42
  v_mul_hi_i32 v34, v12, s42
  v_mov_b32 v50, s24
  v_mov_b32 v51, s25
  v_add_co_u32 v48, vcc_lo, v50, v32
  v_add_co_ci_u32 v49, vcc_lo, v51, v34, vcc_lo
  s_mov_b32 s60, 4
  v_mul_lo_u32 v32, v14, s60
  v_mul_hi_i32 v34, v14, s60
  v_mov_b32 v52, s24
  v_mov_b32 v53, s25
  v_add_co_u32 v50, vcc_lo, v52, v32
  v_add_co_ci_u32 v51, vcc_lo, v53, v34, vcc_lo
  s_mov_b32 s18, 4
  v_mul_lo_u32 v42, v16, s18
  v_mul_hi_i32 v44, v16, s18
  v_mov_b32 v54, s24
  v_mov_b32 v55, s25
  v_add_co_u32 v52, vcc_lo, v54, v42
  v_add_co_ci_u32 v53, vcc_lo, v55, v44, vcc_lo
  s_mov_b32 s18, 4
  v_mul_lo_u32 v4, v18, s18
  v_mul_hi_i32 v12, v18, s18
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v54, vcc_lo, v56, v4
  v_add_co_ci_u32 v55, vcc_lo, v57, v12, vcc_lo
  s_mov_b32 s18, 4
  v_mul_lo_u32 v4, v20, s18
  v_mul_hi_i32 v12, v20, s18
  v_mov_b32 v56, s24
  v_mov_b32 v57, s25
  v_add_co_u32 v58, vcc_lo, v56, v4
  v_add_co_ci_u32 v59, vcc_lo, v57, v12, vcc_lo
  s_mov_b32 s18, 4
  v_mul_lo_u32 v12, v22, s18
  v_mul_hi_i32 v14, v22, s18
  v_mov_b32 v68, s24
  v_mov_b32 v69, s25
  v_add_co_u32 v70, vcc_lo, v68, v12
  v_add_co_ci_u32 v71, vcc_lo, v69, v14, vcc_lo
  s_mov_b32 s34, 4
  v_mul_lo_u32 v20, v24, s34
  v_mul_hi_i32 v22, v24, s34
  v_mov_b32 v78, s24
  v_mov_b32 v79, s25
  v_add_co_u32 v56, vcc_lo, v78, v20
  v_add_co_ci_u32 v57, vcc_lo, v79, v22, vcc_lo
  s_mov_b32 s54, 4
  v_mul_lo_u32 v32, v26, s54
  v_mul_hi_i32 v34, v26, s54
  v_mov_b32 v62, s24
  v_mov_b32 v63, s25
  v_add_co_u32 v60, vcc_lo, v62, v32
  v_add_co_ci_u32 v61, vcc_lo, v63, v34, vcc_lo
  s_mov_b32 s18, 0x3f800000
  v_div_scale_f32 v39, vcc_lo, v5, v5, v47
  v_div_scale_f32 v42, vcc_lo, v47, v5, v47
  v_rcp_f32 v43, v39
  v_fma_f32 v45, -v39, v43, s18
  v_fma_f32 v4, v45, v43, v43
  v_mul_f32 v12, v42, v4
  v_fma_f32 v14, -v39, v12, v42
  v_fma_f32 v12, v14, v4, v12
  v_fma_f32 v14, -v39, v12, v42
  s_nop 3
  v_div_fmas_f32 v4, v14, v4, v12
  v_div_fixup_f32 v4, v4, v5, v47
  v_add_f32 v4, v4, s52
  s_mov_b32 s18, 0x90
  v_cmp_class_f32_e64 s18, v4, s18
  s_mov_b32 s20, 0x3f800000
  s_mov_b32 s22, 0x4b800000
  v_mov_b32 v12, s22
  v_mov_b32 v14, s20
  v_cndmask_b32_e64 v12, v14, v12, s18
  v_mul_f32 v14, v4, v12
  v_rsq_f32 v16, v14
  s_mov_b32 s38, 0x45800000
  v_mov_b32 v20, s38
  v_mov_b32 v22, s20
  v_cndmask_b32_e64 v24, v22, v20, s18
  v_mul_f32 v26, v16, v24
  v_mul_f32 v29, v29, v26
  v_mul_f32 v33, v33, v26
  v_mul_f32 v32, v37, v26
  v_mul_f32 v34, v41, v26
  v_mul_f32 v36, v46, v26
  v_mul_f32 v38, v7, v26
  v_mul_f32 v40, v11, v26
  v_mul_f32 v42, v13, v26
  s_waitcnt vmcnt(0)
  v_mul_f32 v44, v29, v17
  v_mul_f32 v46, v33, v19
  v_mul_f32 v14, v32, v21
  v_mul_f32 v13, v34, v23
  v_mul_f32 v5, v36, v25
  v_mul_f32 v7, v38, v27
  v_mul_f32 v12, v40, v28
  v_mul_f32 v11, v42, v31
  v_add_f32 v4, v44, v0
  v_add_f32 v0, v46, v1
  v_add_f32 v1, v14, v2
  v_add_f32 v3, v13, v3
  v_add_f32 v5, v5, v6
  v_add_f32 v7, v7, v10
  v_add_f32 v10, v12, v15
  v_add_f32 v11, v11, v30
  s_and_saveexec_b32 s72, s16
  global_store_b32 v[48:49], v4, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s14
  global_store_b32 v[50:51], v0, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s12
  global_store_b32 v[52:53], v1, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s10
  global_store_b32 v[54:55], v3, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s8
  global_store_b32 v[58:59], v5, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s6
  global_store_b32 v[70:71], v7, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s4
  global_store_b32 v[56:57], v10, off
  s_mov_b32 exec_lo, s72
  s_and_saveexec_b32 s72, s0
  global_store_b32 v[60:61], v11, off
  s_mov_b32 exec_lo, s72
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mul_i32 s44, s2, 4
  s_mov_b32 s48, 4
  s_mul_hi_i32 s52, s2, s48
  s_add_u32 s56, s36, s44
  s_addc_u32 s57, s37, s52
  s_mov_b32 s60, 0x7f
  v_and_b32 v32, v8, s60
  s_mov_b32 s68, 0
  v_cmp_eq_u32_e64 s0, v32, s68
  v_mov_b32 v48, s56
  v_mov_b32 v49, s57
  s_and_saveexec_b32 s72, s0
  global_store_b32 v[48:49], v9, off
  s_mov_b32 exec_lo, s72
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_waitcnt_vscnt null, 0x0
  s_barrier
  s_mul_i32 s4, s2, 4
  s_mov_b32 s0, 4
  s_mul_hi_i32 s2, s2, s0
  s_add_u32 s0, s40, s4
  s_addc_u32 s1, s41, s2
  s_mov_b32 s2, 0x7f
  v_and_b32 v0, v8, s2
  s_mov_b32 s2, 0
  v_cmp_eq_u32_e64 s2, v0, s2
  v_mov_b32 v48, s0
  v_mov_b32 v49, s1
  s_and_saveexec_b32 s72, s2
  global_store_b32 v[48:49], v26, off
  s_mov_b32 exec_lo, s72
  s_endpgm
.Llayernorm_end:
.size layernorm, .Llayernorm_end-layernorm
; 74 SGPRs, 80 VGPRs; allocation: 0 moves, 0 spills, 0 reloads

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
  .amdhsa_next_free_vgpr 80
  .amdhsa_next_free_sgpr 74
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
    .sgpr_count: 74
    .vgpr_count: 80
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
