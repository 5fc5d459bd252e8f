//! The PTX target: instruction selection of every element-level op into [`Inst`].
//!
//! Register classes and how IR values live in them:
//!
//! | IR type | class | representation |
//! |---|---|---|
//! | i1 | `.pred` | |
//! | i8, i16 | `.b32` | sign-extended to 32 bits (canonical form; ops re-extend after wrapping) |
//! | i32, f32 | `.b32` | |
//! | i64, f64, pointers | `.b64` | pointers are generic addresses of global memory |
//! | f16, bf16 | `.b16` | |
//!
//! Semantics that PTX leaves open are pinned down here to match `tessera_ir::op`: division by
//! zero and `MIN / -1` go through selects, shift amounts are zero-extended (PTX clamps them, which
//! is the IR's rule), f16/bf16 arithmetic is done in f32 and rounded once (exact for + - * / sqrt),
//! `+ - *` carry an explicit `.rn` so that ptxas never contracts them into fma, and float-to-int
//! conversions use `cvt.rzi` (saturating, NaN to 0) with a clamp for 8- and 16-bit results.
//! `exp` is range-reduced before `ex2.approx` (2 ulp over the whole range, not only near 0), `sin`
//! and `cos` are reduced to [-pi, pi] before `sin.approx`/`cos.approx`.

pub mod inst;

use crate::target::{Mem, Target};
use crate::vcode::{Block, VCode, VReg};
pub use inst::{Class, Inst, Operand, Space};
use smallvec::{smallvec, SmallVec};
use tessera_ir::op::{AtomicOp, BinaryOp, CastOp, FloatCC, IntCC, UnaryOp};
use tessera_ir::{DType, Scalar};

/// An NVIDIA architecture.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Sm {
    Sm80,
    Sm90,
}

impl Sm {
    pub fn name(self) -> &'static str {
        match self {
            Sm::Sm80 => "sm_80",
            Sm::Sm90 => "sm_90",
        }
    }
}

/// The PTX instruction selector; holds the `VCode` being built.
pub struct Ptx {
    pub sm: Sm,
    pub vcode: VCode<Inst>,
    cur: Block,
    /// Bytes of shared memory reserved so far.
    pub shared_bytes: u32,
}

use Operand::{Imm, Reg};

fn class_of(s: Scalar) -> Class {
    match s {
        Scalar::Ptr(_) => Class::B64,
        Scalar::Num(d) => match d {
            DType::I1 => Class::Pred,
            DType::F16 | DType::BF16 => Class::B16,
            DType::I64 | DType::F64 => Class::B64,
            _ => Class::B32,
        },
    }
}

impl Ptx {
    pub fn new(sm: Sm) -> Ptx {
        let vcode = VCode::new();
        let cur = vcode.entry;
        Ptx { sm, vcode, cur, shared_bytes: 0 }
    }

    fn push(&mut self, i: Inst) {
        self.vcode.blocks[self.cur].insts.push(i);
    }

    fn reg(&mut self, c: Class) -> VReg {
        self.vcode.new_vreg(c)
    }

    /// `op.ty dst, srcs..` into a fresh register of class `c`.
    fn op(&mut self, op: &'static str, ty: &'static str, c: Class, srcs: &[Operand]) -> VReg {
        let d = self.reg(c);
        self.push(Inst::Op { op, ty, dsts: smallvec![d], srcs: srcs.into(), guard: None });
        d
    }

    fn op_into(&mut self, d: VReg, op: &'static str, ty: &'static str, srcs: &[Operand], guard: Option<VReg>) {
        self.push(Inst::Op { op, ty, dsts: smallvec![d], srcs: srcs.into(), guard: guard.map(|g| (g, false)) });
    }

    fn imm32(&mut self, v: i64) -> VReg {
        self.op("mov", "b32", Class::B32, &[Imm(v as i32 as i64)])
    }

    /// |x| of a `bits`-wide integer, wrapping at the most negative value: `(x ^ s) - s` with
    /// `s` the sign mask. Not `abs.s32`/`abs.s64`, whose result ptxas takes to be non-negative
    /// (it converted `abs(MIN)` to float as if signed).
    fn int_abs(&mut self, x: VReg, bits: u32) -> VReg {
        let (c, b, s) = if bits == 64 { (Class::B64, "b64", "s64") } else { (Class::B32, "b32", "s32") };
        let sign = self.op("shr", s, c, &[Reg(x), Imm(bits as i64 - 1)]);
        let flipped = self.op("xor", b, c, &[Reg(x), Reg(sign)]);
        self.op("sub", s, c, &[Reg(flipped), Reg(sign)])
    }

    /// Re-extends the low `w` bits of a 32-bit register (canonical form of i8/i16/i1-as-int).
    fn sext_w(&mut self, x: VReg, w: u32) -> VReg {
        if w >= 32 {
            return x;
        }
        self.op("bfe", "s32", Class::B32, &[Reg(x), Imm(0), Imm(w as i64)])
    }

    /// The low `w` bits, zero-extended.
    fn zext_w(&mut self, x: VReg, w: u32) -> VReg {
        if w >= 32 {
            return x;
        }
        self.op("and", "b32", Class::B32, &[Reg(x), Imm(((1u64 << w) - 1) as i64)])
    }

    /// An i1 as a 32-bit integer: -1 or 0 (signed) or 1 or 0.
    fn pred_to_int(&mut self, p: VReg, signed: bool) -> VReg {
        self.op("selp", "b32", Class::B32, &[Imm(if signed { -1 } else { 1 }), Imm(0), Reg(p)])
    }

    fn int_to_pred(&mut self, x: VReg) -> VReg {
        let b = self.op("and", "b32", Class::B32, &[Reg(x), Imm(1)]);
        self.op("setp.ne", "b32", Class::Pred, &[Reg(b), Imm(0)])
    }

    fn setp(&mut self, cmp: &'static str, ty: &'static str, a: Operand, b: Operand) -> VReg {
        self.op(cmp, ty, Class::Pred, &[a, b])
    }

    fn selp(&mut self, ty: &'static str, c: Class, a: Operand, b: Operand, p: VReg) -> VReg {
        self.op("selp", ty, c, &[a, b, Reg(p)])
    }

    fn widen_f32(&mut self, d: DType, a: VReg) -> VReg {
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

    fn narrow_f32(&mut self, d: DType, a: VReg) -> VReg {
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

    fn f32_const(&mut self, v: f32) -> Operand {
        Operand::F32(v.to_bits())
    }

    /// e^x for f32 with 2-ulp accuracy over the whole range, with one `ex2.approx`: t = x log2e
    /// rounded, its rounding error recovered exactly with fmas (e = x log2e - t), and
    /// e^x = 2^t 2^e ~ 2^t (1 + e ln2). When t rounds up to 128 the power is taken at t - 1 and
    /// doubled, so that results just below the overflow threshold stay finite.
    fn exp_f32(&mut self, x: VReg) -> VReg {
        let l2e = self.f32_const(std::f32::consts::LOG2_E);
        let l2e_lo = self.f32_const(LOG2E_LO);
        let t = self.op("mul.rn", "f32", Class::B32, &[Reg(x), l2e]);
        let nt = self.op("neg", "f32", Class::B32, &[Reg(t)]);
        let e = self.op("fma.rn", "f32", Class::B32, &[Reg(x), l2e, Reg(nt)]);
        let e = self.op("fma.rn", "f32", Class::B32, &[Reg(x), l2e_lo, Reg(e)]);
        // Infinite x, or x so large that x log2e overflows, make e NaN or infinite: no
        // correction then (the power alone is already 0 or inf). |e| < 1 otherwise.
        let ae = self.op("abs", "f32", Class::B32, &[Reg(e)]);
        let one = self.f32_const(1.0);
        let small = self.setp("setp.lt", "f32", Reg(ae), one);
        let zero = self.f32_const(0.0);
        let e = self.selp("f32", Class::B32, Reg(e), zero, small);
        let ln2 = self.f32_const(std::f32::consts::LN_2);
        let c = self.op("mul.rn", "f32", Class::B32, &[Reg(e), ln2]);
        let lim = self.f32_const(128.0);
        let big = self.setp("setp.ge", "f32", Reg(t), lim);
        let h = self.selp("f32", Class::B32, one, zero, big);
        let th = self.op("sub.rn", "f32", Class::B32, &[Reg(t), Reg(h)]);
        let y = self.op("ex2.approx", "f32", Class::B32, &[Reg(th)]);
        let r = self.op("fma.rn", "f32", Class::B32, &[Reg(y), Reg(c), Reg(y)]);
        // An infinite power stays infinite (inf * c + inf would be NaN for c < 0).
        let inf = self.f32_const(f32::INFINITY);
        let overflow = self.setp("setp.eq", "f32", Reg(y), inf);
        let r = self.selp("f32", Class::B32, Reg(y), Reg(r), overflow);
        let two = self.f32_const(2.0);
        let scale = self.selp("f32", Class::B32, two, one, big);
        self.op("mul.rn", "f32", Class::B32, &[Reg(r), Reg(scale)])
    }

    /// sin or cos for f32: reduce x by 2pi (three-part Cody-Waite), then the hardware
    /// approximation, accurate to about 2^-21 absolute on [-pi, pi].
    fn sincos_f32(&mut self, x: VReg, cos: bool) -> VReg {
        let inv = self.f32_const(1.0 / (2.0 * std::f32::consts::PI));
        let t = self.op("mul.rn", "f32", Class::B32, &[Reg(x), inv]);
        let k = self.op("cvt.rni.f32", "f32", Class::B32, &[Reg(t)]);
        let nk = self.op("neg", "f32", Class::B32, &[Reg(k)]);
        let c1 = self.f32_const(6.28125);
        let c2 = self.f32_const(C2);
        let c3 = self.f32_const(C3);
        let r = self.op("fma.rn", "f32", Class::B32, &[Reg(nk), c1, Reg(x)]);
        let r = self.op("fma.rn", "f32", Class::B32, &[Reg(nk), c2, Reg(r)]);
        let r = self.op("fma.rn", "f32", Class::B32, &[Reg(nk), c3, Reg(r)]);
        self.op(if cos { "cos.approx" } else { "sin.approx" }, "f32", Class::B32, &[Reg(r)])
    }

    fn float_unary_f32(&mut self, op: UnaryOp, a: VReg) -> VReg {
        match op {
            UnaryOp::Exp => self.exp_f32(a),
            UnaryOp::Exp2 => self.op("ex2.approx", "f32", Class::B32, &[Reg(a)]),
            UnaryOp::Log => {
                let l = self.op("lg2.approx", "f32", Class::B32, &[Reg(a)]);
                let ln2 = self.f32_const(std::f32::consts::LN_2);
                self.op("mul.rn", "f32", Class::B32, &[Reg(l), ln2])
            }
            UnaryOp::Log2 => self.op("lg2.approx", "f32", Class::B32, &[Reg(a)]),
            UnaryOp::Sqrt => self.op("sqrt.rn", "f32", Class::B32, &[Reg(a)]),
            UnaryOp::Rsqrt => self.op("rsqrt.approx", "f32", Class::B32, &[Reg(a)]),
            UnaryOp::Sin => self.sincos_f32(a, false),
            UnaryOp::Cos => self.sincos_f32(a, true),
            UnaryOp::Floor => self.op("cvt.rmi.f32", "f32", Class::B32, &[Reg(a)]),
            UnaryOp::Ceil => self.op("cvt.rpi.f32", "f32", Class::B32, &[Reg(a)]),
            UnaryOp::Neg => self.op("xor", "b32", Class::B32, &[Reg(a), Imm(0x8000_0000u32 as i32 as i64)]),
            UnaryOp::Abs => self.op("and", "b32", Class::B32, &[Reg(a), Imm(0x7fff_ffff)]),
            UnaryOp::Not => a,
        }
    }

    fn int_ty(w: u32, signed: bool) -> &'static str {
        match (w > 32, signed) {
            (true, true) => "s64",
            (true, false) => "u64",
            (false, true) => "s32",
            (false, false) => "u32",
        }
    }

    /// Integer binary op on canonical registers of width `w` (i8..i64; i1 comes widened).
    fn int_binary(&mut self, op: BinaryOp, w: u32, a: VReg, b: VReg) -> VReg {
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

    fn float_binary(&mut self, op: BinaryOp, d: DType, a: VReg, b: VReg) -> VReg {
        let (ty, c) = match d {
            DType::F64 => ("f64", Class::B64),
            DType::F32 => ("f32", Class::B32),
            _ => {
                let (x, y) = (self.widen_f32(d, a), self.widen_f32(d, b));
                let r = self.float_binary(op, DType::F32, x, y);
                return self.narrow_f32(d, r);
            }
        };
        let opn = match op {
            BinaryOp::Add => "add.rn",
            BinaryOp::Sub => "sub.rn",
            BinaryOp::Mul => "mul.rn",
            BinaryOp::Div => "div.rn",
            BinaryOp::Min => "min",
            BinaryOp::Max => "max",
            _ => unreachable!("integer ops"),
        };
        self.op(opn, ty, c, &[Reg(a), Reg(b)])
    }

    fn mem_ty(d: DType) -> &'static str {
        match d.bytes() {
            1 => "b8",
            2 => "b16",
            4 => "b32",
            _ => "b64",
        }
    }
}

impl Target for Ptx {
    type Inst = Inst;

    fn vcode(&mut self) -> &mut VCode<Inst> {
        &mut self.vcode
    }
    fn current_block(&self) -> Block {
        self.cur
    }
    fn switch_to(&mut self, b: Block) {
        self.cur = b;
    }
    fn class_of(&self, s: Scalar, _uniform: bool) -> Class {
        class_of(s)
    }
    fn warp_size(&self) -> u32 {
        32
    }

    fn constant(&mut self, s: Scalar, bits: u64) -> VReg {
        match class_of(s) {
            Class::Pred => self.setp("setp.ne", "b32", Imm(bits as i64 & 1), Imm(0)),
            Class::B16 => self.op("mov", "b16", Class::B16, &[Imm(bits as i64 & 0xffff)]),
            Class::B32 => {
                let v = match s {
                    Scalar::Num(d) if d.is_int() => tessera_ir::constant::sext(bits, d.bits()),
                    _ => bits as u32 as i32 as i64,
                };
                self.op("mov", "b32", Class::B32, &[Imm(v as i32 as i64)])
            }
            Class::B64 => self.op("mov", "b64", Class::B64, &[Imm(bits as i64)]),
        }
    }

    fn param(&mut self, index: usize, s: Scalar) -> VReg {
        let p = Operand::Named("param", index as u32);
        let ld = |me: &mut Self, ty: &'static str, c: Class| {
            let d = me.reg(c);
            me.push(Inst::Ld { space: Space::Param, ty, dsts: smallvec![d], addr: p, offset: 0, guard: None });
            d
        };
        match s {
            Scalar::Ptr(_) => ld(self, "u64", Class::B64),
            Scalar::Num(d) => match d {
                DType::I1 => {
                    let b = ld(self, "u8", Class::B32);
                    self.int_to_pred(b)
                }
                DType::I8 => ld(self, "s8", Class::B32),
                DType::I16 => ld(self, "s16", Class::B32),
                DType::F16 | DType::BF16 => ld(self, "b16", Class::B16),
                DType::I32 | DType::F32 => ld(self, "b32", Class::B32),
                DType::I64 | DType::F64 => ld(self, "b64", Class::B64),
            },
        }
    }

    fn thread_index(&mut self) -> VReg {
        self.op("mov", "u32", Class::B32, &[Operand::Sym("%tid.x")])
    }
    fn program_id(&mut self, axis: u8) -> VReg {
        let s = ["%ctaid.x", "%ctaid.y", "%ctaid.z"][axis.min(2) as usize];
        self.op("mov", "u32", Class::B32, &[Operand::Sym(s)])
    }
    fn num_programs(&mut self, axis: u8) -> VReg {
        let s = ["%nctaid.x", "%nctaid.y", "%nctaid.z"][axis.min(2) as usize];
        self.op("mov", "u32", Class::B32, &[Operand::Sym(s)])
    }

    fn unary(&mut self, op: UnaryOp, d: DType, a: VReg) -> VReg {
        match d {
            DType::I1 => match op {
                UnaryOp::Not => self.op("not", "pred", Class::Pred, &[Reg(a)]),
                _ => a, // -x and |x| of a 1-bit integer are x
            },
            DType::I8 | DType::I16 | DType::I32 => {
                let r = match op {
                    UnaryOp::Neg => self.op("neg", "s32", Class::B32, &[Reg(a)]),
                    UnaryOp::Not => return self.op("not", "b32", Class::B32, &[Reg(a)]),
                    _ => self.int_abs(a, 32),
                };
                self.sext_w(r, d.bits())
            }
            DType::I64 => match op {
                UnaryOp::Neg => self.op("neg", "s64", Class::B64, &[Reg(a)]),
                UnaryOp::Not => self.op("not", "b64", Class::B64, &[Reg(a)]),
                _ => self.int_abs(a, 64),
            },
            DType::F32 => self.float_unary_f32(op, a),
            DType::F64 => match op {
                UnaryOp::Neg => self.op("xor", "b64", Class::B64, &[Reg(a), Imm(i64::MIN)]),
                UnaryOp::Abs => self.op("and", "b64", Class::B64, &[Reg(a), Imm(i64::MAX)]),
                UnaryOp::Sqrt => self.op("sqrt.rn", "f64", Class::B64, &[Reg(a)]),
                UnaryOp::Floor => self.op("cvt.rmi.f64", "f64", Class::B64, &[Reg(a)]),
                UnaryOp::Ceil => self.op("cvt.rpi.f64", "f64", Class::B64, &[Reg(a)]),
                // The verifier keeps approximate math off f64.
                _ => a,
            },
            DType::F16 | DType::BF16 => match op {
                UnaryOp::Neg => self.op("xor", "b16", Class::B16, &[Reg(a), Imm(0x8000)]),
                UnaryOp::Abs => self.op("and", "b16", Class::B16, &[Reg(a), Imm(0x7fff)]),
                _ => {
                    let x = self.widen_f32(d, a);
                    let r = self.float_unary_f32(op, x);
                    self.narrow_f32(d, r)
                }
            },
        }
    }

    fn binary(&mut self, op: BinaryOp, d: DType, a: VReg, b: VReg) -> VReg {
        match d {
            DType::I1 => match op {
                BinaryOp::And | BinaryOp::Mul | BinaryOp::Smax | BinaryOp::Umin => {
                    self.op("and", "pred", Class::Pred, &[Reg(a), Reg(b)])
                }
                BinaryOp::Or | BinaryOp::Smin | BinaryOp::Umax => self.op("or", "pred", Class::Pred, &[Reg(a), Reg(b)]),
                BinaryOp::Xor | BinaryOp::Add | BinaryOp::Sub => self.op("xor", "pred", Class::Pred, &[Reg(a), Reg(b)]),
                _ => {
                    // Everything else through 32 bits, the i1 sign-extended (true is -1).
                    let (x, y) = (self.pred_to_int(a, true), self.pred_to_int(b, true));
                    let r = self.int_binary(op, 1, x, y);
                    self.int_to_pred(r)
                }
            },
            d if d.is_int() => self.int_binary(op, d.bits(), a, b),
            _ => self.float_binary(op, d, a, b),
        }
    }

    fn icmp(&mut self, cc: IntCC, d: DType, a: VReg, b: VReg) -> VReg {
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

    fn fcmp(&mut self, cc: FloatCC, d: DType, a: VReg, b: VReg) -> VReg {
        let (a, b, ty) = match d {
            DType::F64 => (a, b, "f64"),
            DType::F32 => (a, b, "f32"),
            _ => (self.widen_f32(d, a), self.widen_f32(d, b), "f32"),
        };
        let cmp = match cc {
            FloatCC::Oeq => "setp.eq",
            FloatCC::One => "setp.ne",
            FloatCC::Olt => "setp.lt",
            FloatCC::Ole => "setp.le",
            FloatCC::Ogt => "setp.gt",
            FloatCC::Oge => "setp.ge",
            FloatCC::Ord => "setp.num",
            FloatCC::Ueq => "setp.equ",
            FloatCC::Une => "setp.neu",
            FloatCC::Ult => "setp.ltu",
            FloatCC::Ule => "setp.leu",
            FloatCC::Ugt => "setp.gtu",
            FloatCC::Uge => "setp.geu",
            FloatCC::Uno => "setp.nan",
        };
        self.setp(cmp, ty, Reg(a), Reg(b))
    }

    fn select(&mut self, s: Scalar, c: VReg, a: VReg, b: VReg) -> VReg {
        match class_of(s) {
            Class::Pred => {
                let t1 = self.op("and", "pred", Class::Pred, &[Reg(c), Reg(a)]);
                let nc = self.op("not", "pred", Class::Pred, &[Reg(c)]);
                let t2 = self.op("and", "pred", Class::Pred, &[Reg(nc), Reg(b)]);
                self.op("or", "pred", Class::Pred, &[Reg(t1), Reg(t2)])
            }
            Class::B16 => self.selp("b16", Class::B16, Reg(a), Reg(b), c),
            Class::B32 => self.selp("b32", Class::B32, Reg(a), Reg(b), c),
            Class::B64 => self.selp("b64", Class::B64, Reg(a), Reg(b), c),
        }
    }

    fn cast(&mut self, op: CastOp, from: DType, to: DType, a: VReg) -> VReg {
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

    fn bitcast(&mut self, from: DType, to: DType, a: VReg) -> VReg {
        use DType::*;
        match (from, to) {
            (I16, F16 | BF16) => self.op("cvt.u16", "u32", Class::B16, &[Reg(a)]),
            (F16 | BF16, I16) => self.op("cvt.s32", "s16", Class::B32, &[Reg(a)]),
            // Same class and width: the same bits.
            _ => a,
        }
    }

    fn fma(&mut self, d: DType, a: VReg, b: VReg, c: VReg) -> VReg {
        let (ty, cl) = match d {
            DType::F16 => ("f16", Class::B16),
            DType::BF16 => ("bf16", Class::B16),
            DType::F64 => ("f64", Class::B64),
            _ => ("f32", Class::B32),
        };
        self.op("fma.rn", ty, cl, &[Reg(a), Reg(b), Reg(c)])
    }

    fn ptradd(&mut self, p: VReg, off: VReg, off_type: DType, elem_bytes: u32) -> VReg {
        if off_type == DType::I64 {
            self.op("mad.lo", "s64", Class::B64, &[Reg(off), Imm(elem_bytes as i64), Reg(p)])
        } else {
            self.op("mad.wide", "s32", Class::B64, &[Reg(off), Imm(elem_bytes as i64), Reg(p)])
        }
    }

    fn load(
        &mut self,
        mem: Mem,
        d: DType,
        addr: VReg,
        offset: u32,
        n: usize,
        guard: Option<VReg>,
        init: Option<&[VReg]>,
    ) -> Vec<VReg> {
        let eb = d.bytes() as usize;
        if n > 1 && n * eb < 4 {
            // Narrow vectors come in 32-bit words; one of less than a word is single accesses.
            return (0..n)
                .flat_map(|i| {
                    let init = init.map(|v| &v[i..i + 1]);
                    self.load(mem, d, addr, offset + (i * eb) as u32, 1, guard, init)
                })
                .collect();
        }
        let space = if mem == Mem::Shared { Space::Shared } else { Space::Global };
        let g = guard.map(|g| (g, false));
        if n == 1 || eb >= 4 {
            // Whole registers: i32/f32/i64/f64 vectors of up to 16 bytes, or one narrow element.
            let (ty, c) = match d {
                DType::I1 => ("u8", Class::B32),
                DType::I8 => ("s8", Class::B32),
                DType::I16 => ("s16", Class::B32),
                DType::F16 | DType::BF16 => ("b16", Class::B16),
                _ => (Self::mem_ty(d), class_of(Scalar::Num(d))),
            };
            let mut dsts: SmallVec<[VReg; 4]> = SmallVec::new();
            for i in 0..n {
                let r = self.reg(c);
                if guard.is_some() {
                    // The value of masked-off lanes: `other` (or 0), overwritten by the load.
                    let src = match (init, d) {
                        (Some(v), DType::I1) => Reg(self.pred_to_int(v[i], false)),
                        (Some(v), _) => Reg(v[i]),
                        (None, _) => Imm(0),
                    };
                    let mty = match c {
                        Class::B16 => "b16",
                        Class::B64 => "b64",
                        _ => "b32",
                    };
                    self.op_into(r, "mov", mty, &[src], None);
                }
                dsts.push(r);
            }
            let vty = match n {
                1 => ty,
                2 => v2(ty),
                _ => v4(ty),
            };
            self.push(Inst::Ld {
                space,
                ty: vty,
                dsts: dsts.clone(),
                addr: Reg(addr),
                offset: offset as i64,
                guard: g,
            });
            if d == DType::I1 {
                // Any nonzero byte is true, as the interpreter reads it.
                return dsts.iter().map(|&r| self.setp("setp.ne", "b32", Reg(r), Imm(0))).collect();
            }
            return dsts.to_vec();
        }
        // Narrow elements in 32-bit words: 2 x 16-bit or 4 x 8-bit per word.
        let per_word = 4 / eb;
        let words = n.div_ceil(per_word);
        let mut wregs: SmallVec<[VReg; 4]> = SmallVec::new();
        for _ in 0..words {
            let r = self.reg(Class::B32);
            if guard.is_some() {
                self.op_into(r, "mov", "b32", &[Imm(0)], None);
            }
            wregs.push(r);
        }
        let vty = match words {
            1 => "b32",
            2 => "v2.b32",
            _ => "v4.b32",
        };
        self.push(Inst::Ld { space, ty: vty, dsts: wregs.clone(), addr: Reg(addr), offset: offset as i64, guard: g });
        let mut out = Vec::with_capacity(n);
        for &w in &wregs {
            if eb == 2 {
                let (lo, hi) = (self.reg(Class::B16), self.reg(Class::B16));
                self.push(Inst::Unpack { lo, hi, src: w });
                for h in [lo, hi] {
                    out.push(if d == DType::I16 { self.op("cvt.s32", "s16", Class::B32, &[Reg(h)]) } else { h });
                }
            } else {
                for j in 0..4 {
                    let x = self.op("bfe", "s32", Class::B32, &[Reg(w), Imm(8 * j), Imm(8)]);
                    out.push(if d == DType::I1 { self.int_to_pred(x) } else { x });
                }
            }
        }
        out.truncate(n);
        if let (Some(g), Some(init)) = (guard, init) {
            let s = Scalar::Num(d);
            out = out.iter().zip(init).map(|(&v, &i)| self.select(s, g, v, i)).collect();
        }
        out
    }

    fn store(&mut self, mem: Mem, d: DType, addr: VReg, offset: u32, vals: &[VReg], guard: Option<VReg>) {
        let eb = d.bytes() as usize;
        let n = vals.len();
        if n > 1 && n * eb < 4 {
            // As for loads: less than a word is single accesses.
            for (i, v) in vals.iter().enumerate() {
                self.store(mem, d, addr, offset + (i * eb) as u32, std::slice::from_ref(v), guard);
            }
            return;
        }
        let space = if mem == Mem::Shared { Space::Shared } else { Space::Global };
        let g = guard.map(|g| (g, false));
        if n == 1 || eb >= 4 {
            let (ty, srcs): (&'static str, SmallVec<[Operand; 4]>) = match d {
                DType::I1 => {
                    let b = self.pred_to_int(vals[0], false);
                    let h = self.op("cvt.u16", "u32", Class::B16, &[Reg(b)]);
                    ("u8", smallvec![Reg(h)])
                }
                DType::I8 | DType::I16 => {
                    let h = self.op("cvt.u16", "u32", Class::B16, &[Reg(vals[0])]);
                    (if d == DType::I8 { "u8" } else { "u16" }, smallvec![Reg(h)])
                }
                DType::F16 | DType::BF16 => ("b16", smallvec![Reg(vals[0])]),
                _ => (Self::mem_ty(d), vals.iter().map(|&v| Reg(v)).collect()),
            };
            let vty = match srcs.len() {
                1 => ty,
                2 => v2(ty),
                _ => v4(ty),
            };
            self.push(Inst::St { space, ty: vty, srcs, addr: Reg(addr), offset: offset as i64, guard: g });
            return;
        }
        let per_word = 4 / eb;
        let mut words: SmallVec<[Operand; 4]> = SmallVec::new();
        for chunk in vals.chunks(per_word) {
            let w = if eb == 2 {
                let (lo, hi) = match d {
                    DType::I16 => (
                        self.op("cvt.u16", "u32", Class::B16, &[Reg(chunk[0])]),
                        self.op("cvt.u16", "u32", Class::B16, &[Reg(chunk[1])]),
                    ),
                    _ => (chunk[0], chunk[1]),
                };
                self.op("mov", "b32", Class::B32, &[Operand::Pack(lo, hi)])
            } else {
                let mut acc = self.imm32(0);
                for (j, &v) in chunk.iter().enumerate() {
                    let b = if d == DType::I1 { self.pred_to_int(v, false) } else { v };
                    acc = self.op("bfi", "b32", Class::B32, &[Reg(b), Reg(acc), Imm(8 * j as i64), Imm(8)]);
                }
                acc
            };
            words.push(Reg(w));
        }
        let vty = match words.len() {
            1 => "b32",
            2 => "v2.b32",
            _ => "v4.b32",
        };
        self.push(Inst::St { space, ty: vty, srcs: words, addr: Reg(addr), offset: offset as i64, guard: g });
    }

    fn atomic_rmw(
        &mut self,
        op: AtomicOp,
        d: DType,
        addr: VReg,
        val: VReg,
        guard: Option<VReg>,
    ) -> Result<VReg, String> {
        use DType::*;
        let ty = match (op, d) {
            (AtomicOp::Add, I32) => "u32",
            (AtomicOp::Add, I64) => "u64",
            (AtomicOp::Add, F32) => "f32",
            (AtomicOp::Add, F64) => "f64",
            (AtomicOp::Add, F16) => "noftz.f16",
            (AtomicOp::Add, BF16) if self.sm == Sm::Sm90 => "noftz.bf16",
            (AtomicOp::Smax | AtomicOp::Smin, I32) => "s32",
            (AtomicOp::Smax | AtomicOp::Smin, I64) => "s64",
            (AtomicOp::Umax | AtomicOp::Umin, I32) => "u32",
            (AtomicOp::Umax | AtomicOp::Umin, I64) => "u64",
            (AtomicOp::Xchg | AtomicOp::And | AtomicOp::Or | AtomicOp::Xor, I32 | F32) => "b32",
            (AtomicOp::Xchg | AtomicOp::And | AtomicOp::Or | AtomicOp::Xor, I64 | F64) => "b64",
            (AtomicOp::Max | AtomicOp::Min, F32 | F64) => {
                let (ty, bits, c) = if d == F32 { ("f32", "b32", Class::B32) } else { ("f64", "b64", Class::B64) };
                let dst = self.reg(c);
                self.op_into(dst, "mov", bits, &[Imm(0)], None);
                let (new, seen, retry) = (self.reg(c), self.reg(c), self.reg(Class::Pred));
                let op = if op == AtomicOp::Max { "max" } else { "min" };
                self.push(Inst::CasLoop {
                    op,
                    ty,
                    bits,
                    dst,
                    addr,
                    val,
                    new,
                    seen,
                    retry,
                    guard: guard.map(|g| (g, false)),
                });
                return Ok(dst);
            }
            _ => return Err(format!("atomic {op} on {d} is not supported by the PTX backend yet")),
        };
        let opn = match op {
            AtomicOp::Add => "add",
            AtomicOp::Smax | AtomicOp::Umax => "max",
            AtomicOp::Smin | AtomicOp::Umin => "min",
            AtomicOp::Xchg => "exch",
            AtomicOp::And => "and",
            AtomicOp::Or => "or",
            AtomicOp::Xor => "xor",
            AtomicOp::Max | AtomicOp::Min => unreachable!("rejected above"),
        };
        let c = class_of(Scalar::Num(d));
        let dst = self.reg(c);
        if guard.is_some() {
            let mty = match c {
                Class::B16 => "b16",
                Class::B64 => "b64",
                _ => "b32",
            };
            self.op_into(dst, "mov", mty, &[Imm(0)], None);
        }
        self.push(Inst::Atom { op: opn, ty, dst, addr, srcs: smallvec![val], guard: guard.map(|g| (g, false)) });
        Ok(dst)
    }

    fn atomic_cas(&mut self, d: DType, addr: VReg, cmp: VReg, val: VReg, guard: Option<VReg>) -> Result<VReg, String> {
        let (ty, c) = match d {
            DType::I32 | DType::F32 => ("b32", Class::B32),
            DType::I64 | DType::F64 => ("b64", Class::B64),
            _ => return Err(format!("atomic_cas on {d} is not supported by the PTX backend yet")),
        };
        let dst = self.reg(c);
        if guard.is_some() {
            self.op_into(dst, "mov", ty, &[Imm(0)], None);
        }
        self.push(Inst::Atom { op: "cas", ty, dst, addr, srcs: smallvec![cmp, val], guard: guard.map(|g| (g, false)) });
        Ok(dst)
    }

    fn shuffle_xor(&mut self, s: Scalar, v: VReg, lane_mask: u32) -> VReg {
        let shfl = |me: &mut Self, x: VReg| {
            me.op("shfl.sync.bfly", "b32", Class::B32, &[Reg(x), Imm(lane_mask as i64), Imm(0x1f), Imm(-1)])
        };
        match class_of(s) {
            Class::B32 => shfl(self, v),
            Class::B64 => {
                let (lo, hi) = (self.reg(Class::B32), self.reg(Class::B32));
                self.push(Inst::Op {
                    op: "mov",
                    ty: "b64",
                    dsts: smallvec![lo, hi],
                    srcs: smallvec![Reg(v)],
                    guard: None,
                });
                let (lo, hi) = (shfl(self, lo), shfl(self, hi));
                self.op("mov", "b64", Class::B64, &[Operand::Pack(lo, hi)])
            }
            Class::B16 => {
                let w = self.op("cvt.u32", "u16", Class::B32, &[Reg(v)]);
                let w = shfl(self, w);
                self.op("cvt.u16", "u32", Class::B16, &[Reg(w)])
            }
            Class::Pred => {
                let w = self.pred_to_int(v, false);
                let w = shfl(self, w);
                self.setp("setp.ne", "b32", Reg(w), Imm(0))
            }
        }
    }

    fn shared_extent(&mut self, bytes: u32) {
        self.shared_bytes = self.shared_bytes.max(bytes.next_multiple_of(16));
    }

    fn shared_addr(&mut self, index: VReg) -> VReg {
        let base = self.op("mov", "u64", Class::B64, &[Operand::Sym("smem")]);
        let i = self.op("cvt.u64", "u32", Class::B64, &[Reg(index)]);
        self.op("add", "s64", Class::B64, &[Reg(base), Reg(i)])
    }

    fn barrier(&mut self) {
        self.push(Inst::Bar);
    }
}

/// log2(e) - (log2(e) as f32): the low part for the exact product in `exp_f32`.
#[allow(clippy::excessive_precision)]
const LOG2E_LO: f32 = 1.925_963_1e-8;

/// 2pi split for Cody-Waite reduction: 6.28125 + C2 + C3 (each exact in f32).
const C2: f32 = 0.001_935_307_2;
#[allow(clippy::excessive_precision)]
const C3: f32 = 1.025_313_2e-11;

fn v2(ty: &'static str) -> &'static str {
    match ty {
        "b32" => "v2.b32",
        "b64" => "v2.b64",
        "b16" => "v2.b16",
        _ => "v2.b8",
    }
}

fn v4(ty: &'static str) -> &'static str {
    match ty {
        "b32" => "v4.b32",
        "b64" => "v4.b64",
        "b16" => "v4.b16",
        _ => "v4.b8",
    }
}
