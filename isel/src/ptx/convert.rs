//! PTX conversions: `cast` and `bitcast`, f16/bf16 to and from f32, and the roundings to odd
//! that let a value pass through a wider type and still round only once.
//!
//! Float-to-int conversions use `cvt.rzi` (saturating) with NaN selected to 0 and a clamp for
//! 8- and 16-bit results.
//!
//! The 8-bit floats (a byte, zero-extended in a `.b32`; sm_89 and later) convert one lane at a
//! time through the pair forms: `cvt.rn.f16x2.{e4m3x2,e5m2x2}` of the byte widens it to f16
//! exactly (the low half), and `cvt.rn.satfinite.{e4m3x2,e5m2x2}.f32` of the f32 given twice
//! narrows it, rounding once to nearest even and saturating (`tessera_ir::fp8`); the low byte is
//! the result. Every other type goes through f32: widening is exact, and narrowing from f16 and
//! bf16 is exact to f32, from f64 rounded to odd, so each narrowing rounds once.

use super::inst::{Class, Inst, Operand};
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

    /// An 8-bit float (its byte, zero-extended) to f16, exactly.
    fn fp8_to_f16(&mut self, d: DType, a: VReg) -> VReg {
        let h = self.op("cvt.u16", "u32", Class::B16, &[Reg(a)]);
        let pair = self.op("cvt.rn.f16x2", fp8_pair(d), Class::B32, &[Reg(h)]);
        let (lo, hi) = (self.reg(Class::B16), self.reg(Class::B16));
        self.push(Inst::Unpack { lo, hi, src: pair });
        lo
    }

    /// An f32 rounded to the 8-bit float `d` (nearest even, saturating), zero-extended.
    fn f32_to_fp8(&mut self, d: DType, a: VReg) -> VReg {
        let op = if d == DType::F8E4M3 { "cvt.rn.satfinite.e4m3x2" } else { "cvt.rn.satfinite.e5m2x2" };
        let pair = self.op(op, "f32", Class::B16, &[Reg(a), Reg(a)]);
        let w = self.op("cvt.u32", "u16", Class::B32, &[Reg(pair)]);
        self.op("and", "b32", Class::B32, &[Reg(w), Imm(0xff)])
    }

    /// `fpext`/`fptrunc` where either side is an 8-bit float: through f32 (see the module doc).
    fn convert_fp8(&mut self, from: DType, to: DType, a: VReg) -> VReg {
        use DType::*;
        let x = match from {
            F8E4M3 | F8E5M2 => {
                let h = self.fp8_to_f16(from, a);
                if to == F16 {
                    return h;
                }
                self.widen_f32(F16, h)
            }
            F64 => self.f64_to_f32_odd(a),
            _ => self.widen_f32(from, a),
        };
        match to {
            F8E4M3 | F8E5M2 => self.f32_to_fp8(to, x),
            F64 => self.op("cvt.f64", "f32", Class::B64, &[Reg(x)]),
            _ => self.narrow_f32(to, x),
        }
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
            CastOp::Fpext | CastOp::Fptrunc if from.is_fp8() || to.is_fp8() => self.convert_fp8(from, to, a),
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
                    // bf16 from 24 bits or fewer: exact in f32, then one rounding. (Also the
                    // way around a ptxas bug, 12.9 and 13.0 at -O2 and up: of two identical
                    // round-to-odd chains below, one `cvt.rz.f32.f64` was dropped and the
                    // other's result used in its place; docs/benchmarks.md, seed 200000217.)
                    _ if !wide && from.bits() <= 24 => {
                        let f = self.op("cvt.rn.f32", ity, Class::B32, &[Reg(x)]);
                        self.narrow_f32(BF16, f)
                    }
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
            // i8 is sign-extended, the 8-bit floats zero-extended.
            (I8, F8E4M3 | F8E5M2) => self.op("and", "b32", Class::B32, &[Reg(a), Imm(0xff)]),
            (F8E4M3 | F8E5M2, I8) => self.sext_w(a, 8),
            // Same class and width: the same bits.
            _ => a,
        }
    }
}

/// The PTX type of a pair of 8-bit floats `d`.
fn fp8_pair(d: DType) -> &'static str {
    if d == DType::F8E4M3 {
        "e4m3x2"
    } else {
        "e5m2x2"
    }
}
