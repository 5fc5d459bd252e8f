//! PTX integer selection: arithmetic on canonical registers (i8 and i16 sign-extended to 32
//! bits, re-extended after wrapping), shifts, division, compares, and i1 to and from integers.
//!
//! Division by zero and `MIN / -1` go through selects; by a constant they need none: a positive
//! power of two is shifts (the dividend biased toward zero when negative; ptxas divides even by an
//! immediate with its reciprocal iteration, 2026-12-08), any other constant the bare instruction.
//! Shift amounts are zero-extended (PTX clamps them, which is the IR's rule).

use super::inst::{Class, Operand};
use super::Ptx;
use crate::vcode::VReg;
use tessera_ir::op::{BinaryOp, IntCC};
use tessera_ir::DType;

use Operand::{Imm, Reg};

impl Ptx {
    /// |x| of a `bits`-wide integer, wrapping at the most negative value: `(x ^ s) - s` with
    /// `s` the sign mask. Not `abs.s32`/`abs.s64`, whose result ptxas takes to be non-negative
    /// (it converted `abs(MIN)` to float as if signed).
    pub(super) fn int_abs(&mut self, x: VReg, bits: u32) -> VReg {
        let (c, b, s) = if bits == 64 { (Class::B64, "b64", "s64") } else { (Class::B32, "b32", "s32") };
        let sign = self.op("shr", s, c, &[Reg(x), Imm(bits as i64 - 1)]);
        let flipped = self.op("xor", b, c, &[Reg(x), Reg(sign)]);
        self.op("sub", s, c, &[Reg(flipped), Reg(sign)])
    }

    /// Re-extends the low `w` bits of a 32-bit register (canonical form of i8/i16/i1-as-int).
    pub(super) fn sext_w(&mut self, x: VReg, w: u32) -> VReg {
        if w >= 32 {
            return x;
        }
        self.op("bfe", "s32", Class::B32, &[Reg(x), Imm(0), Imm(w as i64)])
    }

    /// The low `w` bits, zero-extended.
    pub(super) fn zext_w(&mut self, x: VReg, w: u32) -> VReg {
        if w >= 32 {
            return x;
        }
        self.op("and", "b32", Class::B32, &[Reg(x), Imm(((1u64 << w) - 1) as i64)])
    }

    /// An i1 as a 32-bit integer: -1 or 0 (signed) or 1 or 0.
    pub(super) fn pred_to_int(&mut self, p: VReg, signed: bool) -> VReg {
        self.op("selp", "b32", Class::B32, &[Imm(if signed { -1 } else { 1 }), Imm(0), Reg(p)])
    }

    pub(super) fn int_to_pred(&mut self, x: VReg) -> VReg {
        let b = self.op("and", "b32", Class::B32, &[Reg(x), Imm(1)]);
        self.op("setp.ne", "b32", Class::Pred, &[Reg(b), Imm(0)])
    }

    pub(super) fn int_ty(w: u32, signed: bool) -> &'static str {
        match (w > 32, signed) {
            (true, true) => "s64",
            (true, false) => "u64",
            (false, true) => "s32",
            (false, false) => "u32",
        }
    }

    /// Integer binary op on canonical registers of width `w` (i8..i64; i1 comes widened).
    pub(super) fn int_binary(&mut self, op: BinaryOp, w: u32, a: VReg, b: VReg) -> VReg {
        let wide = w > 32;
        let c = if wide { Class::B64 } else { Class::B32 };
        let (s, u, bits) = (Self::int_ty(w, true), Self::int_ty(w, false), if wide { "b64" } else { "b32" });
        let norm = |me: &mut Self, x: VReg| if wide { x } else { me.sext_w(x, w) };
        let zext = |me: &mut Self, x: VReg| if wide { x } else { me.zext_w(x, w) };
        match op {
            BinaryOp::Add => {
                let r = self.op("add", s, c, &[Reg(a), Reg(b)]);
                norm(self, r)
            }
            BinaryOp::Sub => {
                let r = self.op("sub", s, c, &[Reg(a), Reg(b)]);
                norm(self, r)
            }
            BinaryOp::Mul => {
                let r = self.op("mul.lo", s, c, &[Reg(a), Reg(b)]);
                norm(self, r)
            }
            BinaryOp::And => self.op("and", bits, c, &[Reg(a), Reg(b)]),
            BinaryOp::Or => self.op("or", bits, c, &[Reg(a), Reg(b)]),
            BinaryOp::Xor => self.op("xor", bits, c, &[Reg(a), Reg(b)]),
            BinaryOp::Shl | BinaryOp::Lshr | BinaryOp::Ashr => {
                // The amount is unsigned at the operand width; PTX takes a 32-bit amount and
                // clamps large ones, which is the IR's rule.
                let amt = if wide {
                    // Amounts >= 2^32 must still clamp: saturate to 64.
                    let big = self.setp("setp.gt", "u64", Reg(b), Imm(64));
                    let lo = self.op("cvt.u32", "u64", Class::B32, &[Reg(b)]);
                    self.selp("b32", Class::B32, Imm(64), Reg(lo), big)
                } else {
                    zext(self, b)
                };
                let r = match op {
                    BinaryOp::Shl => self.op("shl", bits, c, &[Reg(a), Reg(amt)]),
                    BinaryOp::Lshr => {
                        let za = zext(self, a);
                        self.op("shr", u, c, &[Reg(za), Reg(amt)])
                    }
                    _ => self.op("shr", s, c, &[Reg(a), Reg(amt)]),
                };
                norm(self, r)
            }
            BinaryOp::Smin => self.op("min", s, c, &[Reg(a), Reg(b)]),
            BinaryOp::Smax => self.op("max", s, c, &[Reg(a), Reg(b)]),
            // Unsigned order of sign-extended values is the unsigned order of the narrow ones.
            BinaryOp::Umin => self.op("min", u, c, &[Reg(a), Reg(b)]),
            BinaryOp::Umax => self.op("max", u, c, &[Reg(a), Reg(b)]),
            // By a positive power of two: shifts, rounding toward zero (a negative dividend
            // biased by the divisor less one); ptxas divides by a constant in a register, and
            // even by an immediate, with its reciprocal's iteration.
            BinaryOp::Sdiv | BinaryOp::Srem
                if self.consts.get(&b).is_some_and(|&v| v > 0 && (v as u64).is_power_of_two()) =>
            {
                let (k, rw) = (self.consts[&b].trailing_zeros() as i64, if wide { 64 } else { 32 });
                if k == 0 {
                    return if op == BinaryOp::Sdiv { a } else { self.op("mov", bits, c, &[Imm(0)]) };
                }
                let sign = self.op("shr", s, c, &[Reg(a), Imm(rw - 1)]);
                let bias = self.op("shr", u, c, &[Reg(sign), Imm(rw - k)]);
                let t = self.op("add", s, c, &[Reg(a), Reg(bias)]);
                let r = if op == BinaryOp::Sdiv {
                    self.op("shr", s, c, &[Reg(t), Imm(k)])
                } else {
                    let m = self.op("and", bits, c, &[Reg(t), Imm(-(1i64 << k))]);
                    self.op("sub", s, c, &[Reg(a), Reg(m)])
                };
                norm(self, r)
            }
            // By another constant but 0 and -1: the instruction alone, no guards.
            BinaryOp::Sdiv | BinaryOp::Srem if self.consts.get(&b).is_some_and(|&v| v != 0 && v != -1) => {
                let v = self.consts[&b];
                let q = self.op(if op == BinaryOp::Sdiv { "div" } else { "rem" }, s, c, &[Reg(a), Imm(v)]);
                norm(self, q)
            }
            BinaryOp::Sdiv | BinaryOp::Srem => {
                let zero = self.setp("setp.eq", s, Reg(b), Imm(0));
                let minus1 = self.setp("setp.eq", s, Reg(b), Imm(-1));
                let special = self.op("or", "pred", Class::Pred, &[Reg(zero), Reg(minus1)]);
                let safe_b = self.selp(bits, c, Imm(1), Reg(b), special);
                let (opn, on_zero, on_minus1) = if op == BinaryOp::Sdiv {
                    let neg = self.op("neg", s, c, &[Reg(a)]);
                    ("div", Imm(-1), Reg(neg))
                } else {
                    ("rem", Reg(a), Imm(0))
                };
                let q = self.op(opn, s, c, &[Reg(a), Reg(safe_b)]);
                let q = self.selp(bits, c, on_minus1, Reg(q), minus1);
                let q = self.selp(bits, c, on_zero, Reg(q), zero);
                norm(self, q)
            }
            BinaryOp::Udiv | BinaryOp::Urem
                if self.consts.get(&b).is_some_and(|&v| {
                    let uv = if wide { v as u64 } else { v as u64 & ((1u64 << w) - 1) };
                    uv.is_power_of_two()
                }) =>
            {
                let v = self.consts[&b] as u64;
                let k = (if wide { v } else { v & ((1u64 << w) - 1) }).trailing_zeros() as i64;
                let za = zext(self, a);
                let r = if op == BinaryOp::Udiv {
                    self.op("shr", u, c, &[Reg(za), Imm(k)])
                } else {
                    self.op("and", bits, c, &[Reg(za), Imm(((1u64 << k) - 1) as i64)])
                };
                norm(self, r)
            }
            BinaryOp::Udiv | BinaryOp::Urem if self.consts.get(&b).is_some_and(|&v| v != 0) => {
                let za = zext(self, a);
                let zb = zext(self, b);
                let q = self.op(if op == BinaryOp::Udiv { "div" } else { "rem" }, u, c, &[Reg(za), Reg(zb)]);
                norm(self, q)
            }
            BinaryOp::Udiv | BinaryOp::Urem => {
                let za = zext(self, a);
                let zb = zext(self, b);
                let zero = self.setp("setp.eq", u, Reg(zb), Imm(0));
                let safe_b = self.selp(bits, c, Imm(1), Reg(zb), zero);
                let q = if op == BinaryOp::Udiv {
                    let q = self.op("div", u, c, &[Reg(za), Reg(safe_b)]);
                    self.selp(bits, c, Imm(-1), Reg(q), zero)
                } else {
                    let q = self.op("rem", u, c, &[Reg(za), Reg(safe_b)]);
                    self.selp(bits, c, Reg(za), Reg(q), zero)
                };
                norm(self, q)
            }
            BinaryOp::Div | BinaryOp::Min | BinaryOp::Max => unreachable!("float ops"),
        }
    }

    /// `Target::icmp`: an integer compare, as a predicate.
    pub(super) fn int_compare(&mut self, cc: IntCC, d: DType, a: VReg, b: VReg) -> VReg {
        if d == DType::I1 {
            // Predicate logic (as an integer, true is 1 unsigned and -1 signed). Comparing
            // `selp`-widened predicates instead was miscompiled by ptxas (12.9, and the 580
            // driver's JIT): `setp.gt.u32` of two `selp.b32 -1, 0` values was evaluated as a
            // signed comparison (seed 167 of the GPU differential test; see the SASS in the
            // session notes).
            let (neg_a, neg_b, and) = match cc {
                IntCC::Eq => {
                    let x = self.op("xor", "pred", Class::Pred, &[Reg(a), Reg(b)]);
                    return self.op("not", "pred", Class::Pred, &[Reg(x)]);
                }
                IntCC::Ne => return self.op("xor", "pred", Class::Pred, &[Reg(a), Reg(b)]),
                IntCC::Ult | IntCC::Sgt => (true, false, true),
                IntCC::Ule | IntCC::Sge => (true, false, false),
                IntCC::Ugt | IntCC::Slt => (false, true, true),
                IntCC::Uge | IntCC::Sle => (false, true, false),
            };
            let p = if neg_a { self.op("not", "pred", Class::Pred, &[Reg(a)]) } else { a };
            let q = if neg_b { self.op("not", "pred", Class::Pred, &[Reg(b)]) } else { b };
            return self.op(if and { "and" } else { "or" }, "pred", Class::Pred, &[Reg(p), Reg(q)]);
        }
        let w = d.bits();
        let (s, u) = (Self::int_ty(w, true), Self::int_ty(w, false));
        let (cmp, ty) = match cc {
            IntCC::Eq => ("setp.eq", s),
            IntCC::Ne => ("setp.ne", s),
            IntCC::Slt => ("setp.lt", s),
            IntCC::Sle => ("setp.le", s),
            IntCC::Sgt => ("setp.gt", s),
            IntCC::Sge => ("setp.ge", s),
            IntCC::Ult => ("setp.lt", u),
            IntCC::Ule => ("setp.le", u),
            IntCC::Ugt => ("setp.gt", u),
            IntCC::Uge => ("setp.ge", u),
        };
        self.setp(cmp, ty, Reg(a), Reg(b))
    }
}
