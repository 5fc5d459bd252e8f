//! PTX conversions: `cast` and `bitcast`, f16/bf16 to and from f32, and the roundings to odd
//! that let a value pass through a wider type and still round only once.
//!
//! Float-to-int conversions use `cvt.rzi` (saturating) with NaN selected to 0 and a clamp for
//! 8- and 16-bit results.

use super::inst::{Class, Operand};
use super::Ptx;
use crate::vcode::VReg;
use tessera_ir::op::CastOp;
use tessera_ir::DType;

use Operand::{Imm, Reg};

impl Ptx {
    pub(super) fn widen_f32(&mut self, d: DType, a: VReg) -> VReg {
        match d {
            DType::F16 => self.op("cvt.f32", "f16", Class::B32, &[Reg(a)]),
            DType::BF16 => {
                let z = self.op("mov", "b16", Class::B16, &[Imm(0)]);
                self.op("mov", "b32", Class::B32, &[Operand::Pack(z, a)])
            }
            DType::F64 => self.op("cvt.rn.f32", "f64", Class::B32, &[Reg(a)]),
            _ => a,
        }
    }

    pub(super) fn narrow_f32(&mut self, d: DType, a: VReg) -> VReg {
        match d {
            DType::F16 => self.op("cvt.rn.f16", "f32", Class::B16, &[Reg(a)]),
            DType::BF16 => self.op("cvt.rn.bf16", "f32", Class::B16, &[Reg(a)]),
            _ => a,
        }
    }

    /// An f64 rounded to f32 by rounding to odd (truncate, set the last bit when inexact), so
    /// that a following rounding to a narrower type rounds only once.
    fn f64_to_f32_odd(&mut self, a: VReg) -> VReg {
        let t = self.op("cvt.rz.f32", "f64", Class::B32, &[Reg(a)]);
        let back = self.op("cvt.f64", "f32", Class::B64, &[Reg(t)]);
        let inexact = self.setp("setp.neu", "f64", Reg(back), Reg(a));
        let bit = self.selp("b32", Class::B32, Imm(1), Imm(0), inexact);
        self.op("or", "b32", Class::B32, &[Reg(t), Reg(bit)])
    }

    /// A 64-bit integer (signed or not) to f64, rounded to odd.
    fn i64_to_f64_odd(&mut self, a: VReg, signed: bool) -> VReg {
        let (cv, back_op, ity) =
            if signed { ("cvt.rz.f64", "cvt.rzi.s64", "s64") } else { ("cvt.rz.f64", "cvt.rzi.u64", "u64") };
        let t = self.op(cv, ity, Class::B64, &[Reg(a)]);
        let back = self.op(back_op, "f64", Class::B64, &[Reg(t)]);
        let inexact = self.setp("setp.ne", "b64", Reg(back), Reg(a));
        let bit = self.selp("b64", Class::B64, Imm(1), Imm(0), inexact);
        self.op("or", "b64", Class::B64, &[Reg(t), Reg(bit)])
    }

    /// `Target::cast`.
    pub(super) fn convert(&mut self, op: CastOp, from: DType, to: DType, a: VReg) -> VReg {
        use DType::*;
        match op {
            CastOp::Sext | CastOp::Zext => {
                let signed = op == CastOp::Sext;
                let x = if from == I1 {
                    self.pred_to_int(a, signed)
                } else if signed {
                    a
                } else {
                    self.zext_w(a, from.bits())
                };
                if to == I64 {
                    if from == I64 {
                        x
                    } else {
                        self.op(
                            if signed { "cvt.s64" } else { "cvt.u64" },
                            if signed { "s32" } else { "u32" },
                            Class::B64,
                            &[Reg(x)],
                        )
                    }
                } else {
                    self.sext_w(x, to.bits())
                }
            }
            CastOp::Trunc => {
                let x = if from == I64 { self.op("cvt.u32", "u64", Class::B32, &[Reg(a)]) } else { a };
                if to == I1 {
                    self.int_to_pred(x)
                } else {
                    self.sext_w(x, to.bits())
                }
            }
            CastOp::Fpext | CastOp::Fptrunc => match (from, to) {
                (F16 | BF16, F32) => self.widen_f32(from, a),
                (F16 | BF16, F64) => {
                    let x = self.widen_f32(from, a);
                    self.op("cvt.f64", "f32", Class::B64, &[Reg(x)])
                }
                (F32, F64) => self.op("cvt.f64", "f32", Class::B64, &[Reg(a)]),
                (F64, F32) => self.op("cvt.rn.f32", "f64", Class::B32, &[Reg(a)]),
                (F64, F16) => self.op("cvt.rn.f16", "f64", Class::B16, &[Reg(a)]),
                (F64, BF16) => {
                    let x = self.f64_to_f32_odd(a);
                    self.narrow_f32(BF16, x)
                }
                (F32, F16 | BF16) => self.narrow_f32(to, a),
                (F16, BF16) | (BF16, F16) => {
                    let x = self.widen_f32(from, a);
                    self.narrow_f32(to, x)
                }
                _ => a,
            },
            CastOp::Sitofp | CastOp::Uitofp => {
                let signed = op == CastOp::Sitofp;
                // The source as a canonical 32- or 64-bit integer of its signedness.
                let (x, wide) = match from {
                    I1 => (self.pred_to_int(a, signed), false),
                    I64 => (a, true),
                    _ if signed => (a, false),
                    _ => (self.zext_w(a, from.bits()), false),
                };
                let ity = Self::int_ty(if wide { 64 } else { 32 }, signed);
                match to {
                    F32 => self.op("cvt.rn.f32", ity, Class::B32, &[Reg(x)]),
                    F64 => self.op("cvt.rn.f64", ity, Class::B64, &[Reg(x)]),
                    F16 => self.op("cvt.rn.f16", ity, Class::B16, &[Reg(x)]),
                    _ => {
                        // bf16: through f64 (exact for 32 bits, rounded to odd for 64), then f32
                        // rounded to odd, then one rounding to bf16.
                        let f = if wide {
                            self.i64_to_f64_odd(x, signed)
                        } else {
                            self.op("cvt.rn.f64", ity, Class::B64, &[Reg(x)])
                        };
                        let o = self.f64_to_f32_odd(f);
                        self.narrow_f32(BF16, o)
                    }
                }
            }
            CastOp::Fptosi | CastOp::Fptoui => {
                let signed = op == CastOp::Fptosi;
                let (x, fty) = match from {
                    F64 => (a, "f64"),
                    F32 => (a, "f32"),
                    _ => (self.widen_f32(from, a), "f32"),
                };
                // cvt.rzi saturates, but a NaN does not reliably become 0 (seen on sm_90: the
                // most negative integer), so NaN is selected away explicitly.
                let nan = self.setp("setp.nan", fty, Reg(x), Reg(x));
                if to == I64 {
                    let r = self.op(if signed { "cvt.rzi.s64" } else { "cvt.rzi.u64" }, fty, Class::B64, &[Reg(x)]);
                    return self.selp("b64", Class::B64, Imm(0), Reg(r), nan);
                }
                let r = self.op(if signed { "cvt.rzi.s32" } else { "cvt.rzi.u32" }, fty, Class::B32, &[Reg(x)]);
                let r = self.selp("b32", Class::B32, Imm(0), Reg(r), nan);
                let w = to.bits();
                if w == 32 {
                    return r;
                }
                let r = if signed {
                    let lo = -(1i64 << (w - 1));
                    let hi = (1i64 << (w - 1)) - 1;
                    let r = self.op("max", "s32", Class::B32, &[Reg(r), Imm(lo)]);
                    self.op("min", "s32", Class::B32, &[Reg(r), Imm(hi)])
                } else {
                    self.op("min", "u32", Class::B32, &[Reg(r), Imm((1i64 << w) - 1)])
                };
                if to == I1 {
                    self.int_to_pred(r)
                } else {
                    self.sext_w(r, w)
                }
            }
        }
    }

    /// `Target::bitcast`: the same bits, moved between `.b16` and `.b32` (i16 sign-extended)
    /// where the classes differ.
    pub(super) fn reinterpret(&mut self, from: DType, to: DType, a: VReg) -> VReg {
        use DType::*;
        match (from, to) {
            (I16, F16 | BF16) => self.op("cvt.u16", "u32", Class::B16, &[Reg(a)]),
            (F16 | BF16, I16) => self.op("cvt.s32", "s16", Class::B32, &[Reg(a)]),
            // Same class and width: the same bits.
            _ => a,
        }
    }
}
