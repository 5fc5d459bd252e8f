//! PTX float selection: arithmetic, the f32 transcendentals, compares and `fma`.
//!
//! f16/bf16 arithmetic is done in f32 and rounded once (exact for + - * / sqrt); `+ - *` carry
//! an explicit `.rn` so that ptxas never contracts them into fma. `exp` is range-reduced before
//! `ex2.approx` (2 ulp over the whole range, not only near 0), `sin` and `cos` are reduced to
//! [-pi, pi] before `sin.approx`/`cos.approx`. `exp2` is `ex2.approx.ftz` (its bound lets a
//! subnormal result be zero).

use super::inst::{Class, Operand};
use super::Ptx;
use crate::vcode::VReg;
use tessera_ir::op::{BinaryOp, FloatCC, UnaryOp};
use tessera_ir::DType;

use Operand::{Imm, Reg};

impl Ptx {
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

    pub(super) fn float_unary_f32(&mut self, op: UnaryOp, a: VReg) -> VReg {
        match op {
            UnaryOp::Exp => self.exp_f32(a),
            // The flush-to-zero form, as exp2's bound allows: one MUFU op, where the plain form
            // adds a compare and two multiplies for subnormal results.
            UnaryOp::Exp2 => self.op("ex2.approx.ftz", "f32", Class::B32, &[Reg(a)]),
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

    pub(super) fn float_binary(&mut self, op: BinaryOp, d: DType, a: VReg, b: VReg) -> VReg {
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

    /// `Target::fcmp`: a float compare (f16 and bf16 as f32), as a predicate.
    pub(super) fn float_compare(&mut self, cc: FloatCC, d: DType, a: VReg, b: VReg) -> VReg {
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

    /// `Target::fma`: `a * b + c` rounded once.
    pub(super) fn float_fma(&mut self, d: DType, a: VReg, b: VReg, c: VReg) -> VReg {
        let (ty, cl) = match d {
            DType::F16 => ("f16", Class::B16),
            DType::BF16 => ("bf16", Class::B16),
            DType::F64 => ("f64", Class::B64),
            _ => ("f32", Class::B32),
        };
        self.op("fma.rn", ty, cl, &[Reg(a), Reg(b), Reg(c)])
    }
}

/// log2(e) - (log2(e) as f32): the low part for the exact product in `exp_f32`.
#[allow(clippy::excessive_precision)]
const LOG2E_LO: f32 = 1.925_963_1e-8;

/// 2pi split for Cody-Waite reduction: 6.28125 + C2 + C3 (each exact in f32).
const C2: f32 = 0.001_935_307_2;
#[allow(clippy::excessive_precision)]
const C3: f32 = 1.025_313_2e-11;
