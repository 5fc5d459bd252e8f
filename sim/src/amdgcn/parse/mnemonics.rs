//! Mnemonics: the table from a mnemonic (without `_e32`/`_e64`) to its [`Op`] and the
//! generations that spell it so (GFX9, GFX11 or both; the matrix mnemonics are
//! `amdgcn::matrix`'s), and the number of operands each [`Op`] takes.

use super::{AtomicOp, Bit2, Branch, Cc, CmpTy, Int2, Num, Op, Shift, Ty, F1, F2};
use crate::amdgcn::matrix;

/// Which generations spell a mnemonic this way.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(super) enum Gen {
    Any,
    Gfx9,
    Gfx11,
}

pub(super) fn cc_of(s: &str) -> Option<Cc> {
    Some(match s {
        "f" => Cc::F,
        "lt" => Cc::Lt,
        "eq" => Cc::Eq,
        "le" => Cc::Le,
        "gt" => Cc::Gt,
        "lg" | "ne" => Cc::Lg,
        "ge" => Cc::Ge,
        "o" => Cc::O,
        "u" => Cc::U,
        "nge" => Cc::Nge,
        "nlg" => Cc::Nlg,
        "ngt" => Cc::Ngt,
        "nle" => Cc::Nle,
        "neq" => Cc::Neq,
        "nlt" => Cc::Nlt,
        "t" | "tru" => Cc::T,
        _ => return None,
    })
}

pub(super) fn num_of(s: &str) -> Option<Num> {
    Some(match s {
        "f16" => Num::F16,
        "f32" => Num::F32,
        "f64" => Num::F64,
        "i32" => Num::I32,
        "u32" => Num::U32,
        _ => return None,
    })
}

/// Decodes a mnemonic (without `_e32`/`_e64`).
pub(super) fn decode(m: &str) -> Option<(Op, Gen)> {
    use Gen::*;
    use Op::*;
    let any = |op| Some((op, Any));
    // Patterned families first.
    if let Some(rest) = m.strip_prefix("v_cmp_") {
        if let Some(t) = rest.strip_prefix("class_") {
            return match t {
                "f32" => any(VCmpClass { f64: false }),
                "f64" => any(VCmpClass { f64: true }),
                _ => None,
            };
        }
        let (cc, ty) = rest.rsplit_once('_')?;
        let cc = cc_of(cc)?;
        let ty = match ty {
            "i32" => CmpTy::I32,
            "u32" => CmpTy::U32,
            "i64" => CmpTy::I64,
            "u64" => CmpTy::U64,
            "f16" => CmpTy::F16,
            "f32" => CmpTy::F32,
            "f64" => CmpTy::F64,
            _ => return None,
        };
        let float = matches!(ty, CmpTy::F16 | CmpTy::F32 | CmpTy::F64);
        let int_cc = matches!(cc, Cc::F | Cc::Lt | Cc::Eq | Cc::Le | Cc::Gt | Cc::Lg | Cc::Ge | Cc::T);
        if !float && (!int_cc || rest.starts_with("lg_")) {
            return None; // integer compares spell not-equal `ne`
        }
        if float && rest.starts_with("ne_") {
            return None; // float compares spell it `neq` (unordered) or `lg` (ordered)
        }
        return any(VCmp { cc, ty });
    }
    if let Some(rest) = m.strip_prefix("s_cmp_") {
        let (cc, ty) = rest.rsplit_once('_')?;
        let cc = cc_of(cc)?;
        if !matches!(cc, Cc::Eq | Cc::Lg | Cc::Gt | Cc::Ge | Cc::Lt | Cc::Le) || rest.starts_with("ne_") {
            return None;
        }
        return match ty {
            "i32" => any(SCmp { cc, signed: true, w64: false }),
            "u32" => any(SCmp { cc, signed: false, w64: false }),
            "u64" if matches!(cc, Cc::Eq | Cc::Lg) => any(SCmp { cc, signed: false, w64: true }),
            _ => None,
        };
    }
    if let Some(rest) = m.strip_prefix("v_cvt_") {
        let (to, from) = rest.split_once('_')?;
        let (to, from) = (num_of(to)?, num_of(from)?);
        let ok = matches!(
            (to, from),
            (Num::F32, Num::F16)
                | (Num::F16, Num::F32)
                | (Num::F32, Num::F64)
                | (Num::F64, Num::F32)
                | (Num::F32 | Num::F64, Num::I32 | Num::U32)
                | (Num::I32 | Num::U32, Num::F32 | Num::F64)
        );
        return if ok { any(VCvt { to, from }) } else { None };
    }
    if let Some(rest) = m.strip_prefix("global_atomic_") {
        let (op, x2, gen) = match rest {
            "add" => (AtomicOp::Add, false, Gfx9),
            "sub" => (AtomicOp::Sub, false, Gfx9),
            "smax" => (AtomicOp::Smax, false, Gfx9),
            "smin" => (AtomicOp::Smin, false, Gfx9),
            "umax" => (AtomicOp::Umax, false, Gfx9),
            "umin" => (AtomicOp::Umin, false, Gfx9),
            "and" => (AtomicOp::And, false, Gfx9),
            "or" => (AtomicOp::Or, false, Gfx9),
            "xor" => (AtomicOp::Xor, false, Gfx9),
            "swap" => (AtomicOp::Swap, false, Gfx9),
            "cmpswap" => (AtomicOp::Cmpswap, false, Gfx9),
            "add_x2" => (AtomicOp::Add, true, Gfx9),
            "sub_x2" => (AtomicOp::Sub, true, Gfx9),
            "smax_x2" => (AtomicOp::Smax, true, Gfx9),
            "smin_x2" => (AtomicOp::Smin, true, Gfx9),
            "umax_x2" => (AtomicOp::Umax, true, Gfx9),
            "umin_x2" => (AtomicOp::Umin, true, Gfx9),
            "and_x2" => (AtomicOp::And, true, Gfx9),
            "or_x2" => (AtomicOp::Or, true, Gfx9),
            "xor_x2" => (AtomicOp::Xor, true, Gfx9),
            "swap_x2" => (AtomicOp::Swap, true, Gfx9),
            "cmpswap_x2" => (AtomicOp::Cmpswap, true, Gfx9),
            "add_u32" => (AtomicOp::Add, false, Gfx11),
            "sub_u32" => (AtomicOp::Sub, false, Gfx11),
            "max_i32" => (AtomicOp::Smax, false, Gfx11),
            "min_i32" => (AtomicOp::Smin, false, Gfx11),
            "max_u32" => (AtomicOp::Umax, false, Gfx11),
            "min_u32" => (AtomicOp::Umin, false, Gfx11),
            "and_b32" => (AtomicOp::And, false, Gfx11),
            "or_b32" => (AtomicOp::Or, false, Gfx11),
            "xor_b32" => (AtomicOp::Xor, false, Gfx11),
            "swap_b32" => (AtomicOp::Swap, false, Gfx11),
            "cmpswap_b32" => (AtomicOp::Cmpswap, false, Gfx11),
            "add_u64" => (AtomicOp::Add, true, Gfx11),
            "sub_u64" => (AtomicOp::Sub, true, Gfx11),
            "max_i64" => (AtomicOp::Smax, true, Gfx11),
            "min_i64" => (AtomicOp::Smin, true, Gfx11),
            "max_u64" => (AtomicOp::Umax, true, Gfx11),
            "min_u64" => (AtomicOp::Umin, true, Gfx11),
            "and_b64" => (AtomicOp::And, true, Gfx11),
            "or_b64" => (AtomicOp::Or, true, Gfx11),
            "xor_b64" => (AtomicOp::Xor, true, Gfx11),
            "swap_b64" => (AtomicOp::Swap, true, Gfx11),
            "cmpswap_b64" => (AtomicOp::Cmpswap, true, Gfx11),
            _ => return None,
        };
        return Some((GlobalAtomic { op, x2 }, gen));
    }
    let r = match m {
        // SALU
        "s_mov_b32" => (SMov { w64: false }, Any),
        "s_mov_b64" => (SMov { w64: true }, Any),
        "s_cselect_b32" => (SCselect { w64: false }, Any),
        "s_cselect_b64" => (SCselect { w64: true }, Any),
        "s_and_b32" => (SBit2 { f: Bit2::And, w64: false }, Any),
        "s_and_b64" => (SBit2 { f: Bit2::And, w64: true }, Any),
        "s_or_b32" => (SBit2 { f: Bit2::Or, w64: false }, Any),
        "s_or_b64" => (SBit2 { f: Bit2::Or, w64: true }, Any),
        "s_xor_b32" => (SBit2 { f: Bit2::Xor, w64: false }, Any),
        "s_xor_b64" => (SBit2 { f: Bit2::Xor, w64: true }, Any),
        "s_xnor_b32" => (SBit2 { f: Bit2::Xnor, w64: false }, Any),
        "s_xnor_b64" => (SBit2 { f: Bit2::Xnor, w64: true }, Any),
        "s_nand_b32" => (SBit2 { f: Bit2::Nand, w64: false }, Any),
        "s_nand_b64" => (SBit2 { f: Bit2::Nand, w64: true }, Any),
        "s_nor_b32" => (SBit2 { f: Bit2::Nor, w64: false }, Any),
        "s_nor_b64" => (SBit2 { f: Bit2::Nor, w64: true }, Any),
        "s_andn2_b32" => (SBit2 { f: Bit2::Andn2, w64: false }, Gfx9),
        "s_andn2_b64" => (SBit2 { f: Bit2::Andn2, w64: true }, Gfx9),
        "s_orn2_b32" => (SBit2 { f: Bit2::Orn2, w64: false }, Gfx9),
        "s_orn2_b64" => (SBit2 { f: Bit2::Orn2, w64: true }, Gfx9),
        "s_and_not1_b32" => (SBit2 { f: Bit2::Andn2, w64: false }, Gfx11),
        "s_and_not1_b64" => (SBit2 { f: Bit2::Andn2, w64: true }, Gfx11),
        "s_or_not1_b32" => (SBit2 { f: Bit2::Orn2, w64: false }, Gfx11),
        "s_or_not1_b64" => (SBit2 { f: Bit2::Orn2, w64: true }, Gfx11),
        "s_not_b32" => (SNot { w64: false }, Any),
        "s_not_b64" => (SNot { w64: true }, Any),
        "s_lshl_b32" => (SShift { k: Shift::Lshl, w64: false }, Any),
        "s_lshl_b64" => (SShift { k: Shift::Lshl, w64: true }, Any),
        "s_lshr_b32" => (SShift { k: Shift::Lshr, w64: false }, Any),
        "s_lshr_b64" => (SShift { k: Shift::Lshr, w64: true }, Any),
        "s_ashr_i32" => (SShift { k: Shift::Ashr, w64: false }, Any),
        "s_ashr_i64" => (SShift { k: Shift::Ashr, w64: true }, Any),
        "s_add_u32" => (SAddU32, Any),
        "s_addc_u32" => (SAddcU32, Any),
        "s_sub_u32" => (SSubU32, Any),
        "s_subb_u32" => (SSubbU32, Any),
        "s_add_i32" => (SAddI32, Any),
        "s_sub_i32" => (SSubI32, Any),
        "s_mul_i32" => (SMulI32, Any),
        "s_mul_hi_u32" => (SMulHi { signed: false }, Any),
        "s_mul_hi_i32" => (SMulHi { signed: true }, Any),
        "s_min_i32" => (SMinMax { max: false, signed: true }, Any),
        "s_min_u32" => (SMinMax { max: false, signed: false }, Any),
        "s_max_i32" => (SMinMax { max: true, signed: true }, Any),
        "s_max_u32" => (SMinMax { max: true, signed: false }, Any),
        "s_sext_i32_i8" => (SSext { bits: 8 }, Any),
        "s_sext_i32_i16" => (SSext { bits: 16 }, Any),
        "s_bfe_i32" => (SBfe { signed: true }, Any),
        "s_bfe_u32" => (SBfe { signed: false }, Any),
        "s_bitcmp1_b32" => (SBitcmp { one: true }, Any),
        "s_bitcmp0_b32" => (SBitcmp { one: false }, Any),
        "s_abs_i32" => (SAbs, Any),
        "s_and_saveexec_b64" => (SAndSaveexec { w64: true }, Any),
        "s_and_saveexec_b32" => (SAndSaveexec { w64: false }, Any),
        "s_load_dword" => (SLoad { dwords: 1 }, Gfx9),
        "s_load_dwordx2" => (SLoad { dwords: 2 }, Gfx9),
        "s_load_dwordx4" => (SLoad { dwords: 4 }, Gfx9),
        "s_load_dwordx8" => (SLoad { dwords: 8 }, Gfx9),
        "s_load_b32" => (SLoad { dwords: 1 }, Gfx11),
        "s_load_b64" => (SLoad { dwords: 2 }, Gfx11),
        "s_load_b128" => (SLoad { dwords: 4 }, Gfx11),
        "s_load_b256" => (SLoad { dwords: 8 }, Gfx11),
        "s_waitcnt" => (SWaitcnt, Any),
        "s_waitcnt_vscnt" => (SWaitcntVscnt, Gfx11),
        "s_nop" => (SNop, Any),
        "s_barrier" => (SBarrier, Any),
        "s_branch" => (SBranch(Branch::Always), Any),
        "s_cbranch_scc0" => (SBranch(Branch::Scc0), Any),
        "s_cbranch_scc1" => (SBranch(Branch::Scc1), Any),
        "s_cbranch_vccz" => (SBranch(Branch::Vccz), Any),
        "s_cbranch_vccnz" => (SBranch(Branch::Vccnz), Any),
        "s_cbranch_execz" => (SBranch(Branch::Execz), Any),
        "s_cbranch_execnz" => (SBranch(Branch::Execnz), Any),
        "s_endpgm" => (SEndpgm, Any),
        "s_getpc_b64" => (SGetpc, Any),
        "s_setpc_b64" => (SSetpc, Any),
        // VALU
        "v_mov_b32" => (VMov, Any),
        "v_readfirstlane_b32" => (VReadfirstlane, Any),
        "v_readlane_b32" => (VReadlane, Any),
        "v_writelane_b32" => (VWritelane, Any),
        "v_cndmask_b32" => (VCndmask, Any),
        "v_add_u32" => (VInt2(Int2::Add), Gfx9),
        "v_sub_u32" => (VInt2(Int2::Sub), Gfx9),
        "v_subrev_u32" => (VInt2(Int2::Subrev), Gfx9),
        "v_add_nc_u32" => (VInt2(Int2::Add), Gfx11),
        "v_sub_nc_u32" => (VInt2(Int2::Sub), Gfx11),
        "v_subrev_nc_u32" => (VInt2(Int2::Subrev), Gfx11),
        "v_mul_lo_u32" => (VInt2(Int2::MulLo), Any),
        "v_mul_hi_u32" => (VInt2(Int2::MulHiU), Any),
        "v_mul_hi_i32" => (VInt2(Int2::MulHiI), Any),
        "v_and_b32" => (VInt2(Int2::And), Any),
        "v_or_b32" => (VInt2(Int2::Or), Any),
        "v_xor_b32" => (VInt2(Int2::Xor), Any),
        "v_min_i32" => (VInt2(Int2::MinI), Any),
        "v_max_i32" => (VInt2(Int2::MaxI), Any),
        "v_min_u32" => (VInt2(Int2::MinU), Any),
        "v_max_u32" => (VInt2(Int2::MaxU), Any),
        "v_add3_u32" => (VAdd3, Any),
        "v_not_b32" => (VNot, Any),
        "v_lshlrev_b32" => (VShiftRev { k: Shift::Lshl, w64: false }, Any),
        "v_lshrrev_b32" => (VShiftRev { k: Shift::Lshr, w64: false }, Any),
        "v_ashrrev_i32" => (VShiftRev { k: Shift::Ashr, w64: false }, Any),
        "v_lshlrev_b64" => (VShiftRev { k: Shift::Lshl, w64: true }, Any),
        "v_lshrrev_b64" => (VShiftRev { k: Shift::Lshr, w64: true }, Any),
        "v_ashrrev_i64" => (VShiftRev { k: Shift::Ashr, w64: true }, Any),
        "v_bfe_i32" => (VBfe { signed: true }, Any),
        "v_bfe_u32" => (VBfe { signed: false }, Any),
        "v_add_co_u32" => (VAddCo { sub: false }, Any),
        "v_sub_co_u32" => (VAddCo { sub: true }, Any),
        "v_addc_co_u32" => (VAddCi { sub: false }, Gfx9),
        "v_subb_co_u32" => (VAddCi { sub: true }, Gfx9),
        "v_add_co_ci_u32" => (VAddCi { sub: false }, Gfx11),
        "v_sub_co_ci_u32" => (VAddCi { sub: true }, Gfx11),
        "v_mbcnt_lo_u32_b32" => (VMbcnt { hi: false }, Any),
        "v_mbcnt_hi_u32_b32" => (VMbcnt { hi: true }, Any),
        "v_add_f32" => (VF2 { f: F2::Add, f64: false }, Any),
        "v_sub_f32" => (VF2 { f: F2::Sub, f64: false }, Any),
        "v_subrev_f32" => (VF2 { f: F2::Subrev, f64: false }, Any),
        "v_mul_f32" => (VF2 { f: F2::Mul, f64: false }, Any),
        "v_min_f32" => (VF2 { f: F2::Min, f64: false }, Any),
        "v_max_f32" => (VF2 { f: F2::Max, f64: false }, Any),
        "v_add_f64" => (VF2 { f: F2::Add, f64: true }, Any),
        "v_mul_f64" => (VF2 { f: F2::Mul, f64: true }, Any),
        "v_min_f64" => (VF2 { f: F2::Min, f64: true }, Any),
        "v_max_f64" => (VF2 { f: F2::Max, f64: true }, Any),
        "v_fma_f16" => (VFma { ty: Ty::F16 }, Any),
        "v_fma_f32" => (VFma { ty: Ty::F32 }, Any),
        "v_fma_f64" => (VFma { ty: Ty::F64 }, Any),
        "v_rcp_f32" => (VF1 { f: F1::Rcp, f64: false }, Any),
        "v_rcp_iflag_f32" => (VF1 { f: F1::RcpIflag, f64: false }, Any),
        "v_rsq_f32" => (VF1 { f: F1::Rsq, f64: false }, Any),
        "v_sqrt_f32" => (VF1 { f: F1::Sqrt, f64: false }, Any),
        "v_exp_f32" => (VF1 { f: F1::Exp, f64: false }, Any),
        "v_log_f32" => (VF1 { f: F1::Log, f64: false }, Any),
        "v_sin_f32" => (VF1 { f: F1::Sin, f64: false }, Any),
        "v_cos_f32" => (VF1 { f: F1::Cos, f64: false }, Any),
        "v_floor_f32" => (VF1 { f: F1::Floor, f64: false }, Any),
        "v_ceil_f32" => (VF1 { f: F1::Ceil, f64: false }, Any),
        "v_trunc_f32" => (VF1 { f: F1::Trunc, f64: false }, Any),
        "v_rndne_f32" => (VF1 { f: F1::Rndne, f64: false }, Any),
        "v_fract_f32" => (VF1 { f: F1::Fract, f64: false }, Any),
        "v_rcp_f64" => (VF1 { f: F1::Rcp, f64: true }, Any),
        "v_rsq_f64" => (VF1 { f: F1::Rsq, f64: true }, Any),
        "v_floor_f64" => (VF1 { f: F1::Floor, f64: true }, Any),
        "v_ceil_f64" => (VF1 { f: F1::Ceil, f64: true }, Any),
        "v_trunc_f64" => (VF1 { f: F1::Trunc, f64: true }, Any),
        "v_rndne_f64" => (VF1 { f: F1::Rndne, f64: true }, Any),
        "v_fract_f64" => (VF1 { f: F1::Fract, f64: true }, Any),
        "v_ldexp_f32" => (VLdexp { f64: false }, Any),
        "v_ldexp_f64" => (VLdexp { f64: true }, Any),
        "v_div_scale_f32" => (VDivScale { f64: false }, Any),
        "v_div_scale_f64" => (VDivScale { f64: true }, Any),
        "v_div_fmas_f32" => (VDivFmas { f64: false }, Any),
        "v_div_fmas_f64" => (VDivFmas { f64: true }, Any),
        "v_div_fixup_f32" => (VDivFixup { f64: false }, Any),
        "v_div_fixup_f64" => (VDivFixup { f64: true }, Any),
        // Memory
        "scratch_load_dword" => (ScratchLoad { bytes: 4 }, Gfx9),
        "scratch_load_dwordx2" => (ScratchLoad { bytes: 8 }, Gfx9),
        "scratch_store_dword" => (ScratchStore { bytes: 4 }, Gfx9),
        "scratch_store_dwordx2" => (ScratchStore { bytes: 8 }, Gfx9),
        "scratch_load_b32" => (ScratchLoad { bytes: 4 }, Gfx11),
        "scratch_load_b64" => (ScratchLoad { bytes: 8 }, Gfx11),
        "scratch_store_b32" => (ScratchStore { bytes: 4 }, Gfx11),
        "scratch_store_b64" => (ScratchStore { bytes: 8 }, Gfx11),
        "global_load_ubyte" => (GlobalLoad { bytes: 1, signed: false }, Gfx9),
        "global_load_sbyte" => (GlobalLoad { bytes: 1, signed: true }, Gfx9),
        "global_load_ushort" => (GlobalLoad { bytes: 2, signed: false }, Gfx9),
        "global_load_sshort" => (GlobalLoad { bytes: 2, signed: true }, Gfx9),
        "global_load_dword" => (GlobalLoad { bytes: 4, signed: false }, Gfx9),
        "global_load_dwordx2" => (GlobalLoad { bytes: 8, signed: false }, Gfx9),
        "global_load_dwordx3" => (GlobalLoad { bytes: 12, signed: false }, Gfx9),
        "global_load_dwordx4" => (GlobalLoad { bytes: 16, signed: false }, Gfx9),
        "global_load_u8" => (GlobalLoad { bytes: 1, signed: false }, Gfx11),
        "global_load_i8" => (GlobalLoad { bytes: 1, signed: true }, Gfx11),
        "global_load_u16" => (GlobalLoad { bytes: 2, signed: false }, Gfx11),
        "global_load_i16" => (GlobalLoad { bytes: 2, signed: true }, Gfx11),
        "global_load_b32" => (GlobalLoad { bytes: 4, signed: false }, Gfx11),
        "global_load_b64" => (GlobalLoad { bytes: 8, signed: false }, Gfx11),
        "global_load_b96" => (GlobalLoad { bytes: 12, signed: false }, Gfx11),
        "global_load_b128" => (GlobalLoad { bytes: 16, signed: false }, Gfx11),
        "global_store_byte" => (GlobalStore { bytes: 1 }, Gfx9),
        "global_store_short" => (GlobalStore { bytes: 2 }, Gfx9),
        "global_store_dword" => (GlobalStore { bytes: 4 }, Gfx9),
        "global_store_dwordx2" => (GlobalStore { bytes: 8 }, Gfx9),
        "global_store_dwordx3" => (GlobalStore { bytes: 12 }, Gfx9),
        "global_store_dwordx4" => (GlobalStore { bytes: 16 }, Gfx9),
        "global_store_b8" => (GlobalStore { bytes: 1 }, Gfx11),
        "global_store_b16" => (GlobalStore { bytes: 2 }, Gfx11),
        "global_store_b32" => (GlobalStore { bytes: 4 }, Gfx11),
        "global_store_b64" => (GlobalStore { bytes: 8 }, Gfx11),
        "global_store_b96" => (GlobalStore { bytes: 12 }, Gfx11),
        "global_store_b128" => (GlobalStore { bytes: 16 }, Gfx11),
        "ds_read_u8" => (DsRead { bytes: 1, signed: false }, Gfx9),
        "ds_read_i8" => (DsRead { bytes: 1, signed: true }, Gfx9),
        "ds_read_u16" => (DsRead { bytes: 2, signed: false }, Gfx9),
        "ds_read_i16" => (DsRead { bytes: 2, signed: true }, Gfx9),
        "ds_read_b32" => (DsRead { bytes: 4, signed: false }, Gfx9),
        "ds_read_b64" => (DsRead { bytes: 8, signed: false }, Gfx9),
        "ds_read_b128" => (DsRead { bytes: 16, signed: false }, Gfx9),
        "ds_load_u8" => (DsRead { bytes: 1, signed: false }, Gfx11),
        "ds_load_i8" => (DsRead { bytes: 1, signed: true }, Gfx11),
        "ds_load_u16" => (DsRead { bytes: 2, signed: false }, Gfx11),
        "ds_load_i16" => (DsRead { bytes: 2, signed: true }, Gfx11),
        "ds_load_b32" => (DsRead { bytes: 4, signed: false }, Gfx11),
        "ds_load_b64" => (DsRead { bytes: 8, signed: false }, Gfx11),
        "ds_load_b128" => (DsRead { bytes: 16, signed: false }, Gfx11),
        "ds_write_b8" => (DsWrite { bytes: 1, hi: false }, Gfx9),
        "ds_write_b16" => (DsWrite { bytes: 2, hi: false }, Gfx9),
        "ds_write_b16_d16_hi" => (DsWrite { bytes: 2, hi: true }, Gfx9),
        "ds_write_b32" => (DsWrite { bytes: 4, hi: false }, Gfx9),
        "ds_write_b64" => (DsWrite { bytes: 8, hi: false }, Gfx9),
        "ds_write_b128" => (DsWrite { bytes: 16, hi: false }, Gfx9),
        "ds_store_b8" => (DsWrite { bytes: 1, hi: false }, Gfx11),
        "ds_store_b16" => (DsWrite { bytes: 2, hi: false }, Gfx11),
        "ds_store_b16_d16_hi" => (DsWrite { bytes: 2, hi: true }, Gfx11),
        "ds_store_b32" => (DsWrite { bytes: 4, hi: false }, Gfx11),
        "ds_store_b64" => (DsWrite { bytes: 8, hi: false }, Gfx11),
        "ds_store_b128" => (DsWrite { bytes: 16, hi: false }, Gfx11),
        "ds_bpermute_b32" => (DsBpermute, Any),
        "v_accvgpr_read_b32" | "v_accvgpr_read" => (AccRead, Gfx9),
        "v_accvgpr_write_b32" | "v_accvgpr_write" => (AccWrite, Gfx9),
        "v_accvgpr_mov_b32" => (AccMov, Gfx9),
        "v_nop" => (VNop, Any),
        _ => return matrix::decode(m).map(|s| (Matrix(s), if s.wmma() { Gfx11 } else { Gfx9 })),
    };
    Some(r)
}

/// Operand counts an instruction must have (before modifiers).
pub(super) fn arity(op: Op, e32: bool) -> (usize, usize) {
    use Op::*;
    match op {
        SNop | SWaitcnt => (0, 3),
        SBarrier | SEndpgm | VNop => (0, 0),
        Matrix(_) => (4, 4),
        AccRead | AccWrite | AccMov => (2, 2),
        SBranch(_) | SGetpc | SSetpc => (1, 1),
        SWaitcntVscnt => (2, 2),
        SMov { .. } | SNot { .. } | SSext { .. } | SAbs | SAndSaveexec { .. } => (2, 2),
        SCmp { .. } | SBitcmp { .. } => (2, 2),
        SLoad { .. } => (3, 3),
        SCselect { .. }
        | SBit2 { .. }
        | SShift { .. }
        | SAddU32
        | SAddcU32
        | SSubU32
        | SSubbU32
        | SAddI32
        | SSubI32
        | SMulI32
        | SMulHi { .. }
        | SMinMax { .. }
        | SBfe { .. } => (3, 3),
        VMov | VReadfirstlane | VNot | VF1 { .. } | VCvt { .. } => (2, 2),
        VReadlane | VWritelane | VInt2(_) | VShiftRev { .. } | VF2 { .. } | VLdexp { .. } | VMbcnt { .. } => (3, 3),
        VCmp { .. } | VCmpClass { .. } => {
            if e32 {
                (2, 3)
            } else {
                (3, 3)
            }
        }
        VCndmask => (4, 4),
        VAdd3 | VBfe { .. } | VFma { .. } | VDivFmas { .. } | VDivFixup { .. } => (4, 4),
        VAddCo { .. } => (4, 4),
        VAddCi { .. } | VDivScale { .. } => (5, 5),
        GlobalLoad { .. } => (3, 3),
        GlobalStore { .. } => (3, 3),
        ScratchLoad { .. } | ScratchStore { .. } => (3, 3),
        GlobalAtomic { .. } => (3, 4),
        DsRead { .. } => (2, 2),
        DsWrite { .. } => (2, 2),
        DsBpermute => (3, 3),
    }
}
