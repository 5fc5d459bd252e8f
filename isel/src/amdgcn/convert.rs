//! AMDGCN conversions: `cast` and `bitcast`, f16/bf16 to and from f32, and the roundings to odd
//! that let a value pass through a wider type and still round only once.
//!
//! Conversions between i64 and floats split the value into exact 32-bit halves. Float to
//! integer truncates, saturates and gives 0 for NaN.

use super::inst::{Class, Src};
use super::Amdgcn;
use crate::vcode::VReg;
use tessera_ir::op::CastOp;
use tessera_ir::DType;

use Src::{Hi, Imm, Lo, Neg, Reg};

impl Amdgcn {
    pub(super) fn widen_f32(&mut self, d: DType, a: VReg) -> VReg {
        match d {
            DType::F16 => self.valu("v_cvt_f32_f16", Class::V, &[Reg(a)]),
            DType::BF16 => self.valu("v_lshlrev_b32", Class::V, &[Imm(16), Reg(a)]),
            DType::F64 => self.valu("v_cvt_f32_f64", Class::V, &[Reg(a)]),
            _ => a,
        }
    }

    /// An f32 rounded once to f16 or bf16.
    pub(super) fn narrow_f32(&mut self, d: DType, a: VReg) -> VReg {
        match d {
            DType::F16 => self.valu("v_cvt_f16_f32", Class::V, &[Reg(a)]),
            DType::BF16 => {
                // Round to nearest even on the bits; NaN stays a (quiet) NaN.
                let lsb = self.valu("v_bfe_u32", Class::V, &[Reg(a), Imm(16), Imm(1)]);
                let bias = self.imm_s(0x7fff);
                let r = self.valu("v_add3_u32", Class::V, &[Reg(a), Reg(bias), Reg(lsb)]);
                let r = self.valu("v_lshrrev_b32", Class::V, &[Imm(16), Reg(r)]);
                let nan = self.vcmp("v_cmp_u_f32", Reg(a), Reg(a));
                let q = self.imm_s(0x7fc0);
                self.sel32(nan, Reg(q), Reg(r))
            }
            _ => a,
        }
    }

    /// An f64 rounded to f32 by rounding to odd, so that a following rounding to a narrower
    /// type rounds only once: truncate toward zero, set the last bit when inexact.
    fn f64_to_f32_odd(&mut self, a: VReg) -> VReg {
        let t = self.valu("v_cvt_f32_f64", Class::V, &[Reg(a)]);
        let back = self.valu("v_cvt_f64_f32", Class::V64, &[Reg(t)]);
        // RNE may have rounded away from zero: then step one ulp toward zero.
        let ab = self.abs64(back);
        let aa = self.abs64(a);
        let away = self.vcmp("v_cmp_gt_f64", Reg(ab), Reg(aa));
        let inf = self.valu("v_cmp_class_f32", self.mask_class(), &[Reg(t), Imm(0x204)]);
        let fin = self.mask_not(inf);
        let step = self.mask_op("and", away, fin);
        let tm = self.valu("v_add_u32", Class::V, &[Imm(-1), Reg(t)]);
        let t = self.sel32(step, Reg(tm), Reg(t));
        // The sticky bit, except on an infinity (which it would turn into a NaN).
        let inexact = self.vcmp("v_cmp_lg_f64", Reg(back), Reg(a));
        let inexact = self.mask_op("and", inexact, fin);
        let bit = self.sel32(inexact, Imm(1), Imm(0));
        self.valu("v_or_b32", Class::V, &[Reg(t), Reg(bit)])
    }

    fn abs64(&mut self, a: VReg) -> VReg {
        let m = self.imm_s(0x7fff_ffff);
        let hi = self.valu("v_and_b32", Class::V, &[Reg(m), Hi(a)]);
        self.mov64(Class::V64, Lo(a), Reg(hi))
    }

    /// `p + c` in f64 rounded to odd (exact sum's truncation with the last bit set when inexact).
    pub(super) fn add_f64_odd(&mut self, p: VReg, c: VReg) -> VReg {
        let s = self.valu("v_add_f64", Class::V64, &[Reg(p), Reg(c)]);
        // TwoSum: e = (p - (s - bb)) + (c - bb), bb = s - p; exact error of s.
        let bb = self.valu("v_add_f64", Class::V64, &[Reg(s), Neg(p)]);
        let sb = self.valu("v_add_f64", Class::V64, &[Reg(s), Neg(bb)]);
        let e1 = self.valu("v_add_f64", Class::V64, &[Reg(p), Neg(sb)]);
        let e2 = self.valu("v_add_f64", Class::V64, &[Reg(c), Neg(bb)]);
        let e = self.valu("v_add_f64", Class::V64, &[Reg(e1), Reg(e2)]);
        let inexact = self.vcmp("v_cmp_lg_f64", Reg(e), Imm(0));
        // Rounded away from zero when e and s differ in sign: step toward zero.
        let sx = self.valu("v_xor_b32", Class::V, &[Hi(s), Hi(e)]);
        let away = self.vcmp("v_cmp_gt_i32", Imm(0), Reg(sx));
        let step = self.mask_op("and", away, inexact);
        let one = (Imm(1), Imm(0));
        let dec = self.add64(s, one, true);
        let s2 = self.sel64(step, dec, s);
        let bit = self.sel32(inexact, Imm(1), Imm(0));
        let lo = self.valu("v_or_b32", Class::V, &[Lo(s2), Reg(bit)]);
        self.mov64(Class::V64, Reg(lo), Hi(s2))
    }

    /// A 64-bit integer to a float, rounded once: hi * 2^32 and lo are exact in f64; their
    /// sum is rounded to nearest for an f64 result, and to odd before one more rounding for
    /// the narrower types.
    fn i64_to_float(&mut self, a: VReg, signed: bool, to: DType) -> VReg {
        let a = self.in_vgpr(a);
        let hi = self.valu(if signed { "v_cvt_f64_i32" } else { "v_cvt_f64_u32" }, Class::V64, &[Hi(a)]);
        let hi = self.valu("v_ldexp_f64", Class::V64, &[Reg(hi), Imm(32)]);
        let lo = self.valu("v_cvt_f64_u32", Class::V64, &[Lo(a)]);
        if to == DType::F64 {
            return self.valu("v_add_f64", Class::V64, &[Reg(hi), Reg(lo)]);
        }
        let o = self.add_f64_odd(hi, lo);
        // (f32: rounding the odd f64 once more is exact in effect, as 53 >= 24 + 2 bits.)
        self.f64_to_narrow(to, o)
    }

    /// A float (as f64, exact) to a 64-bit integer toward zero, saturating, NaN to 0: the
    /// truncated value split exactly into 2^32 * hi + lo.
    fn float_to_i64(&mut self, x: VReg, signed: bool) -> VReg {
        let t = self.valu("v_trunc_f64", Class::V64, &[Reg(x)]);
        let scale = self.f64c(2f64.powi(-32));
        let h = self.valu("v_mul_f64", Class::V64, &[Reg(t), Reg(scale)]);
        let h = self.valu("v_floor_f64", Class::V64, &[Reg(h)]);
        let two32 = self.f64c(2f64.powi(32));
        let l = self.valu("v_fma_f64", Class::V64, &[Neg(h), Reg(two32), Reg(t)]);
        let lo = self.valu("v_cvt_u32_f64", Class::V, &[Reg(l)]);
        let hi = self.valu(if signed { "v_cvt_i32_f64" } else { "v_cvt_u32_f64" }, Class::V, &[Reg(h)]);
        let r = self.mov64(Class::V64, Reg(lo), Reg(hi));
        // Out of range: the extremes; NaN: 0.
        let (top, max_lo, max_hi, min_lo, min_hi) =
            if signed { (2f64.powi(63), -1, i32::MAX, 0, i32::MIN) } else { (2f64.powi(64), -1, -1, 0, 0) };
        let top = self.f64c(top);
        let big = self.vcmp("v_cmp_ge_f64", Reg(t), Reg(top));
        let max = self.mov64(Class::S64, Imm(max_lo), Imm(max_hi));
        let r = self.sel64(big, max, r);
        let bottom = self.f64c(if signed { -(2f64.powi(63)) } else { 0.0 });
        let small = self.vcmp("v_cmp_lt_f64", Reg(t), Reg(bottom));
        let min = self.mov64(Class::S64, Imm(min_lo), Imm(min_hi));
        let r = self.sel64(small, min, r);
        let nan = self.vcmp("v_cmp_u_f64", Reg(x), Reg(x));
        let zero = self.mov64(Class::S64, Imm(0), Imm(0));
        self.sel64(nan, zero, r)
    }

    pub(super) fn f64_to_narrow(&mut self, to: DType, a: VReg) -> VReg {
        match to {
            DType::F32 => self.valu("v_cvt_f32_f64", Class::V, &[Reg(a)]),
            _ => {
                let o = self.f64_to_f32_odd(a);
                self.narrow_f32(to, o)
            }
        }
    }

    pub(super) fn widen_f64(&mut self, from: DType, a: VReg) -> VReg {
        match from {
            DType::F64 => a,
            _ => {
                let x = self.widen_f32(from, a);
                self.valu("v_cvt_f64_f32", Class::V64, &[Reg(x)])
            }
        }
    }

    /// `Target::cast`.
    pub(super) fn convert(&mut self, op: CastOp, from: DType, to: DType, a: VReg) -> VReg {
        use DType::*;
        match op {
            CastOp::Sext | CastOp::Zext => {
                let signed = op == CastOp::Sext;
                let x = if from == I1 {
                    self.mask_to_int(a, signed)
                } else if signed || from == I64 {
                    a
                } else {
                    self.zext_w(a, from.bits())
                };
                if to != I64 || from == I64 {
                    return x;
                }
                if self.is_s(x) {
                    let k15 = self.imm_s(0);
                    let hi = if signed { self.salu("s_ashr_i32", Class::S, &[Reg(x), Imm(31)]) } else { k15 };
                    self.mov64(Class::S64, Reg(x), Reg(hi))
                } else {
                    let hi =
                        if signed { Reg(self.valu("v_ashrrev_i32", Class::V, &[Imm(31), Reg(x)])) } else { Imm(0) };
                    self.mov64(Class::V64, Reg(x), hi)
                }
            }
            CastOp::Trunc => {
                let x = if from == I64 {
                    if self.is_s(a) {
                        self.salu("s_mov_b32", Class::S, &[Lo(a)])
                    } else {
                        self.valu("v_mov_b32", Class::V, &[Lo(a)])
                    }
                } else {
                    a
                };
                if to == I1 {
                    self.int_to_mask(x)
                } else {
                    self.sext_w(x, to.bits())
                }
            }
            CastOp::Fpext | CastOp::Fptrunc => match (from, to) {
                (F16 | BF16, F32) => self.widen_f32(from, a),
                (_, F64) => self.widen_f64(from, a),
                (F64, _) => self.f64_to_narrow(to, a),
                (F32, F16 | BF16) => self.narrow_f32(to, a),
                (F16, BF16) | (BF16, F16) => {
                    let x = self.widen_f32(from, a);
                    self.narrow_f32(to, x)
                }
                _ => a,
            },
            CastOp::Sitofp | CastOp::Uitofp => {
                let signed = op == CastOp::Sitofp;
                if from == I64 {
                    return self.i64_to_float(a, signed, to);
                }
                let x = match from {
                    I1 => self.mask_to_int(a, signed),
                    _ if signed => a,
                    _ => self.zext_w(a, from.bits()),
                };
                let (c32, c64) =
                    if signed { ("v_cvt_f32_i32", "v_cvt_f64_i32") } else { ("v_cvt_f32_u32", "v_cvt_f64_u32") };
                match to {
                    F32 => self.valu(c32, Class::V, &[Reg(x)]),
                    F64 => self.valu(c64, Class::V64, &[Reg(x)]),
                    _ => {
                        // Through f64 (exact for 32 bits), f32 rounded to odd, one rounding.
                        let f = self.valu(c64, Class::V64, &[Reg(x)]);
                        let o = self.f64_to_f32_odd(f);
                        self.narrow_f32(to, o)
                    }
                }
            }
            CastOp::Fptosi | CastOp::Fptoui => {
                let signed = op == CastOp::Fptosi;
                if to == I64 {
                    let x = self.widen_f64(from, a);
                    let x = self.in_vgpr(x);
                    return self.float_to_i64(x, signed);
                }
                let (x, wide) = match from {
                    F64 => (self.in_vgpr(a), true),
                    F32 => (self.in_vgpr(a), false),
                    _ => (self.widen_f32(from, a), false),
                };
                // v_cvt_{i,u}32 saturate and give 0 for NaN.
                let name = match (signed, wide) {
                    (true, false) => "v_cvt_i32_f32",
                    (false, false) => "v_cvt_u32_f32",
                    (true, true) => "v_cvt_i32_f64",
                    (false, true) => "v_cvt_u32_f64",
                };
                let r = self.valu(name, Class::V, &[Reg(x)]);
                let nan = if wide {
                    self.vcmp("v_cmp_u_f64", Reg(x), Reg(x))
                } else {
                    self.vcmp("v_cmp_u_f32", Reg(x), Reg(x))
                };
                let r = self.sel32(nan, Imm(0), Reg(r));
                let w = to.bits();
                if w == 32 {
                    return r;
                }
                let r = if signed {
                    let lo = -(1i32 << (w - 1).min(31));
                    let hi = (1i32 << (w - 1)) - 1;
                    let r = self.valu("v_max_i32", Class::V, &[Reg(r), Imm(lo)]);
                    self.valu("v_min_i32", Class::V, &[Reg(r), Imm(hi)])
                } else {
                    self.valu("v_min_u32", Class::V, &[Reg(r), Imm((1i32 << w) - 1)])
                };
                if to == I1 {
                    self.int_to_mask(r)
                } else {
                    self.sext_w(r, w)
                }
            }
        }
    }

    /// `Target::bitcast`: the same bits; f16 or bf16 to i16 sign-extended (the canonical i16).
    pub(super) fn reinterpret(&mut self, from: DType, to: DType, a: VReg) -> VReg {
        use DType::*;
        match (from, to) {
            (F16 | BF16, I16) => self.sext_w(a, 16),
            _ => a,
        }
    }
}
