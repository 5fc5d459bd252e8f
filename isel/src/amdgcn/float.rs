//! AMDGCN float selection: arithmetic, `min`/`max`, division, square root, the transcendentals
//! (f32), compares and `fma`.
//!
//! Float `min`/`max` quiet signalling NaNs first (IEEE mode) and order -0 below +0 explicitly;
//! f32 and f64 division and square root use the correctly rounded sequences
//! (`v_div_scale`/`v_div_fmas`/`v_div_fixup`, and residual corrections around `v_sqrt_f32` and
//! `v_rsq_f64`), with denormals enabled in the kernel descriptor; f16/bf16 arithmetic is f32
//! arithmetic rounded once, bf16 `fma` goes through f64 rounded to odd. `v_exp_f32`, `v_log_f32`
//! and `v_rsq_f32` flush denormals, so their operands or results are scaled around them.

use super::inst::{Class, Inst, Src};
use super::Amdgcn;
use crate::vcode::VReg;
use smallvec::smallvec;
use tessera_ir::op::{BinaryOp, FloatCC, UnaryOp};
use tessera_ir::DType;

use Src::{Hi, Imm, Lo, Neg, Reg};

impl Amdgcn {
    fn float_min_max(&mut self, max: bool, d: DType, a: VReg, b: VReg) -> VReg {
        let (a, b) = (self.in_vgpr(a), self.in_vgpr(b));
        if d == DType::F64 {
            let qa = self.valu("v_max_f64", Class::V64, &[Reg(a), Reg(a)]);
            let qb = self.valu("v_max_f64", Class::V64, &[Reg(b), Reg(b)]);
            let m = self.valu(if max { "v_max_f64" } else { "v_min_f64" }, Class::V64, &[Reg(qa), Reg(qb)]);
            let eq = self.vcmp("v_cmp_eq_f64", Reg(a), Reg(b));
            let bits = if max { "v_and_b32" } else { "v_or_b32" };
            let z = self.pair((bits, &[Lo(a), Lo(b)]), (bits, &[Hi(a), Hi(b)]));
            return self.sel64(eq, z, m);
        }
        let qa = self.valu("v_max_f32", Class::V, &[Reg(a), Reg(a)]);
        let qb = self.valu("v_max_f32", Class::V, &[Reg(b), Reg(b)]);
        let m = self.valu(if max { "v_max_f32" } else { "v_min_f32" }, Class::V, &[Reg(qa), Reg(qb)]);
        // Equal operands (+0 and -0 among them): max is the AND of the bits, min the OR.
        let eq = self.vcmp("v_cmp_eq_f32", Reg(a), Reg(b));
        let z = self.valu(if max { "v_and_b32" } else { "v_or_b32" }, Class::V, &[Reg(a), Reg(b)]);
        self.sel32(eq, Reg(z), Reg(m))
    }

    /// Correctly rounded f32 division.
    fn fdiv32(&mut self, a: VReg, b: VReg) -> VReg {
        let (a, b) = (self.in_vgpr(a), self.in_vgpr(b));
        let one = self.f32c(1.0);
        let den = self.reg(Class::V);
        self.push(Inst::Alu {
            op: "v_div_scale_f32",
            dst: Some(den),
            vcc_def: true,
            src: smallvec![Reg(b), Reg(b), Reg(a)],
        });
        let num = self.reg(Class::V);
        self.push(Inst::Alu {
            op: "v_div_scale_f32",
            dst: Some(num),
            vcc_def: true,
            src: smallvec![Reg(a), Reg(b), Reg(a)],
        });
        let r = self.valu("v_rcp_f32", Class::V, &[Reg(den)]);
        let t = self.valu("v_fma_f32", Class::V, &[Neg(den), Reg(r), one]);
        let r = self.valu("v_fma_f32", Class::V, &[Reg(t), Reg(r), Reg(r)]);
        let q = self.valu("v_mul_f32", Class::V, &[Reg(num), Reg(r)]);
        let t = self.valu("v_fma_f32", Class::V, &[Neg(den), Reg(q), Reg(num)]);
        let q = self.valu("v_fma_f32", Class::V, &[Reg(t), Reg(r), Reg(q)]);
        let t = self.valu("v_fma_f32", Class::V, &[Neg(den), Reg(q), Reg(num)]);
        let q = self.valu("v_div_fmas_f32", Class::V, &[Reg(t), Reg(r), Reg(q)]);
        self.valu("v_div_fixup_f32", Class::V, &[Reg(q), Reg(b), Reg(a)])
    }

    /// Correctly rounded f64 division.
    fn fdiv64(&mut self, a: VReg, b: VReg) -> VReg {
        let (a, b) = (self.in_vgpr(a), self.in_vgpr(b));
        let one = self.f64c(1.0);
        let den = self.reg(Class::V64);
        self.push(Inst::Alu {
            op: "v_div_scale_f64",
            dst: Some(den),
            vcc_def: true,
            src: smallvec![Reg(b), Reg(b), Reg(a)],
        });
        let r = self.valu("v_rcp_f64", Class::V64, &[Reg(den)]);
        let t = self.valu("v_fma_f64", Class::V64, &[Neg(den), Reg(r), Reg(one)]);
        let r = self.valu("v_fma_f64", Class::V64, &[Reg(r), Reg(t), Reg(r)]);
        let t = self.valu("v_fma_f64", Class::V64, &[Neg(den), Reg(r), Reg(one)]);
        let r = self.valu("v_fma_f64", Class::V64, &[Reg(r), Reg(t), Reg(r)]);
        let num = self.reg(Class::V64);
        self.push(Inst::Alu {
            op: "v_div_scale_f64",
            dst: Some(num),
            vcc_def: true,
            src: smallvec![Reg(a), Reg(b), Reg(a)],
        });
        let q = self.valu("v_mul_f64", Class::V64, &[Reg(num), Reg(r)]);
        let t = self.valu("v_fma_f64", Class::V64, &[Neg(den), Reg(q), Reg(num)]);
        let q = self.valu("v_div_fmas_f64", Class::V64, &[Reg(t), Reg(r), Reg(q)]);
        self.valu("v_div_fixup_f64", Class::V64, &[Reg(q), Reg(b), Reg(a)])
    }

    /// Correctly rounded f32 square root: the hardware's estimate, then the neighbour whose
    /// residual shows it is closer; tiny inputs are scaled by 2^32 (result by 2^-16).
    fn sqrt32(&mut self, x: VReg) -> VReg {
        let x = self.in_vgpr(x);
        let tiny_c = self.f32c(f32::from_bits(0x0f80_0000)); // 2^-96
        let tiny = self.vcmp("v_cmp_gt_f32", tiny_c, Reg(x));
        let up = self.f32c(4294967296.0);
        let xs = self.valu("v_mul_f32", Class::V, &[up, Reg(x)]);
        let x = self.sel32(tiny, Reg(xs), Reg(x));
        let s = self.valu("v_sqrt_f32", Class::V, &[Reg(x)]);
        let hw = s;
        let sd = self.valu("v_add_u32", Class::V, &[Imm(-1), Reg(s)]);
        let su = self.valu("v_add_u32", Class::V, &[Imm(1), Reg(s)]);
        let rd = self.valu("v_fma_f32", Class::V, &[Neg(sd), Reg(s), Reg(x)]);
        let ru = self.valu("v_fma_f32", Class::V, &[Neg(su), Reg(s), Reg(x)]);
        let take_d = self.vcmp("v_cmp_ge_f32", Imm(0), Reg(rd));
        let s = self.sel32(take_d, Reg(sd), Reg(s));
        let take_u = self.vcmp("v_cmp_lt_f32", Imm(0), Reg(ru));
        let s = self.sel32(take_u, Reg(su), Reg(s));
        let down = self.f32c(f32::from_bits(0x3780_0000)); // 2^-16
        let sdn = self.valu("v_mul_f32", Class::V, &[down, Reg(s)]);
        let s = self.sel32(tiny, Reg(sdn), Reg(s));
        // Zeros, infinities and negatives (NaN): the hardware's answer for x itself.
        let special = self.valu("v_cmp_class_f32", self.mask_class(), &[Reg(x), Imm(0x260 | 0x3 | 0x4 | 0x8 | 0x10)]);
        self.sel32(special, Reg(hw), Reg(s))
    }

    /// Correctly rounded f64 square root from `v_rsq_f64` and Newton/Goldschmidt steps with a
    /// residual correction; tiny inputs are scaled by 2^256 (result by 2^-128).
    fn sqrt64(&mut self, x: VReg) -> VReg {
        let x = self.in_vgpr(x);
        let lim = self.f64c(f64::from_bits(0x1000_0000_0000_0000)); // 2^-767
        let tiny = self.vcmp("v_cmp_gt_f64", Reg(lim), Reg(x));
        let k1 = self.imm_s(256);
        let k = self.sel32(tiny, Reg(k1), Imm(0));
        let xs = self.valu("v_ldexp_f64", Class::V64, &[Reg(x), Reg(k)]);
        let y = self.valu("v_rsq_f64", Class::V64, &[Reg(xs)]);
        let g = self.valu("v_mul_f64", Class::V64, &[Reg(xs), Reg(y)]);
        let half = self.f64c(0.5);
        let h = self.valu("v_mul_f64", Class::V64, &[Reg(half), Reg(y)]);
        let r = self.valu("v_fma_f64", Class::V64, &[Neg(h), Reg(g), Reg(half)]);
        let g = self.valu("v_fma_f64", Class::V64, &[Reg(g), Reg(r), Reg(g)]);
        let h = self.valu("v_fma_f64", Class::V64, &[Reg(h), Reg(r), Reg(h)]);
        let d = self.valu("v_fma_f64", Class::V64, &[Neg(g), Reg(g), Reg(xs)]);
        let g = self.valu("v_fma_f64", Class::V64, &[Reg(d), Reg(h), Reg(g)]);
        let d = self.valu("v_fma_f64", Class::V64, &[Neg(g), Reg(g), Reg(xs)]);
        let g = self.valu("v_fma_f64", Class::V64, &[Reg(d), Reg(h), Reg(g)]);
        let k2 = self.imm_s(-128);
        let kd = self.sel32(tiny, Reg(k2), Imm(0));
        let g = self.valu("v_ldexp_f64", Class::V64, &[Reg(g), Reg(kd)]);
        // Zeros and +inf are their own roots; rsq of them is inf or 0.
        let special = self.valu("v_cmp_class_f64", self.mask_class(), &[Reg(x), Imm(0x260)]);
        self.sel64(special, x, g)
    }

    /// e^x for f32 as in the PTX target: t = x log2e rounded, its error recovered with fmas,
    /// e^x = 2^t (1 + e ln2), the power from `exp2_f32`.
    fn exp_f32(&mut self, x: VReg) -> VReg {
        let x = self.in_vgpr(x);
        let l2e = self.f32c(std::f32::consts::LOG2_E);
        let l2e_lo = self.f32c(LOG2E_LO);
        let t = self.valu("v_mul_f32", Class::V, &[l2e, Reg(x)]);
        let e = self.valu("v_fma_f32", Class::V, &[Reg(x), l2e, Neg(t)]);
        let e = self.valu("v_fma_f32", Class::V, &[Reg(x), l2e_lo, Reg(e)]);
        let k3 = self.imm_s(0x7fff_ffff);
        let ae = self.valu("v_and_b32", Class::V, &[Reg(k3), Reg(e)]);
        let one = self.f32c(1.0);
        let small = self.vcmp("v_cmp_gt_f32", one, Reg(ae));
        let e = self.sel32(small, Reg(e), Imm(0));
        let ln2 = self.f32c(std::f32::consts::LN_2);
        let c = self.valu("v_mul_f32", Class::V, &[ln2, Reg(e)]);
        let lim = self.f32c(128.0);
        let big = self.vcmp("v_cmp_le_f32", lim, Reg(t));
        let one_r = self.imm_s(1.0f32.to_bits() as i32);
        let h = self.sel32(big, Reg(one_r), Imm(0));
        let th = self.valu("v_sub_f32", Class::V, &[Reg(t), Reg(h)]);
        let y = self.exp2_f32(th);
        let r = self.valu("v_fma_f32", Class::V, &[Reg(y), Reg(c), Reg(y)]);
        let inf = self.f32c(f32::INFINITY);
        let overflow = self.vcmp("v_cmp_eq_f32", inf, Reg(y));
        let r = self.sel32(overflow, Reg(y), Reg(r));
        let two = self.imm_s(2.0f32.to_bits() as i32);
        let scale = self.sel32(big, Reg(two), Reg(one_r));
        self.valu("v_mul_f32", Class::V, &[Reg(r), Reg(scale)])
    }

    /// 2^x: `v_exp_f32` flushes denormal results, so inputs below -126 are raised by 64 and the
    /// result scaled back by 2^-64.
    fn exp2_f32(&mut self, x: VReg) -> VReg {
        let lim = self.f32c(-126.0);
        let low = self.vcmp("v_cmp_gt_f32", lim, Reg(x));
        let k4 = self.imm_s(64.0f32.to_bits() as i32);
        let k = self.sel32(low, Reg(k4), Imm(0));
        let xs = self.valu("v_add_f32", Class::V, &[Reg(x), Reg(k)]);
        let y = self.valu("v_exp_f32", Class::V, &[Reg(xs)]);
        let one = self.imm_s(1.0f32.to_bits() as i32);
        let k5 = self.imm_s(f32::from_bits(0x1f80_0000).to_bits() as i32);
        let s = self.sel32(low, Reg(k5), Reg(one));
        self.valu("v_mul_f32", Class::V, &[Reg(y), Reg(s)])
    }

    /// log2 x: `v_log_f32` flushes denormal inputs, so they are scaled by 2^32 first.
    fn log2_f32(&mut self, x: VReg) -> VReg {
        let x = self.in_vgpr(x);
        let lim = self.f32c(f32::MIN_POSITIVE);
        let low = self.vcmp("v_cmp_gt_f32", lim, Reg(x));
        let one = self.imm_s(1.0f32.to_bits() as i32);
        let k6 = self.imm_s(4294967296.0f32.to_bits() as i32);
        let s = self.sel32(low, Reg(k6), Reg(one));
        let xs = self.valu("v_mul_f32", Class::V, &[Reg(x), Reg(s)]);
        let l = self.valu("v_log_f32", Class::V, &[Reg(xs)]);
        let k7 = self.imm_s(32.0f32.to_bits() as i32);
        let k = self.sel32(low, Reg(k7), Imm(0));
        self.valu("v_sub_f32", Class::V, &[Reg(l), Reg(k)])
    }

    /// 1/sqrt x: `v_rsq_f32` flushes denormal inputs: they are scaled by 2^24 (result by 2^12).
    fn rsqrt_f32(&mut self, x: VReg) -> VReg {
        let x = self.in_vgpr(x);
        // Denormals of either sign (class bits 4 and 7): a negative one must still give NaN.
        let low = self.valu("v_cmp_class_f32", self.mask_class(), &[Reg(x), Imm(0x90)]);
        let one = self.imm_s(1.0f32.to_bits() as i32);
        let k8 = self.imm_s(16777216.0f32.to_bits() as i32);
        let s = self.sel32(low, Reg(k8), Reg(one));
        let xs = self.valu("v_mul_f32", Class::V, &[Reg(x), Reg(s)]);
        let r = self.valu("v_rsq_f32", Class::V, &[Reg(xs)]);
        let k9 = self.imm_s(4096.0f32.to_bits() as i32);
        let k = self.sel32(low, Reg(k9), Reg(one));
        self.valu("v_mul_f32", Class::V, &[Reg(r), Reg(k)])
    }

    /// sin or cos: reduce by 2pi (three-part Cody-Waite), then the hardware's function of
    /// revolutions.
    fn sincos_f32(&mut self, x: VReg, cos: bool) -> VReg {
        let x = self.in_vgpr(x);
        let inv = self.f32c(1.0 / (2.0 * std::f32::consts::PI));
        let t = self.valu("v_mul_f32", Class::V, &[inv, Reg(x)]);
        let k = self.valu("v_rndne_f32", Class::V, &[Reg(t)]);
        let c1 = self.f32c(6.28125);
        let c2 = self.f32c(C2);
        let c3 = self.f32c(C3);
        let r = self.valu("v_fma_f32", Class::V, &[Neg(k), c1, Reg(x)]);
        let r = self.valu("v_fma_f32", Class::V, &[Neg(k), c2, Reg(r)]);
        let r = self.valu("v_fma_f32", Class::V, &[Neg(k), c3, Reg(r)]);
        let rev = self.valu("v_mul_f32", Class::V, &[inv, Reg(r)]);
        self.valu(if cos { "v_cos_f32" } else { "v_sin_f32" }, Class::V, &[Reg(rev)])
    }

    pub(super) fn float_unary_f32(&mut self, op: UnaryOp, a: VReg) -> VReg {
        match op {
            UnaryOp::Exp => self.exp_f32(a),
            UnaryOp::Exp2 => {
                let a = self.in_vgpr(a);
                self.exp2_f32(a)
            }
            UnaryOp::Log => {
                let l = self.log2_f32(a);
                let ln2 = self.f32c(std::f32::consts::LN_2);
                self.valu("v_mul_f32", Class::V, &[ln2, Reg(l)])
            }
            UnaryOp::Log2 => self.log2_f32(a),
            UnaryOp::Sqrt => self.sqrt32(a),
            UnaryOp::Rsqrt => self.rsqrt_f32(a),
            UnaryOp::Sin => self.sincos_f32(a, false),
            UnaryOp::Cos => self.sincos_f32(a, true),
            UnaryOp::Floor => self.valu("v_floor_f32", Class::V, &[Reg(a)]),
            UnaryOp::Ceil => self.valu("v_ceil_f32", Class::V, &[Reg(a)]),
            UnaryOp::Neg => {
                let k = self.imm_s(i32::MIN);
                self.int2("s_xor_b32", "v_xor_b32", a, k)
            }
            UnaryOp::Abs => {
                let k = self.imm_s(i32::MAX);
                self.int2("s_and_b32", "v_and_b32", a, k)
            }
            UnaryOp::Not => a,
        }
    }

    /// `-a` and `|a|` (on the sign bit), square root, floor and ceil of an f64.
    pub(super) fn float_unary_f64(&mut self, op: UnaryOp, a: VReg) -> VReg {
        let a = self.in_vgpr(a);
        match op {
            UnaryOp::Neg | UnaryOp::Abs => {
                let (o, m) = if op == UnaryOp::Neg { ("v_xor_b32", i32::MIN) } else { ("v_and_b32", i32::MAX) };
                let m = self.imm_s(m);
                let hi = self.valu(o, Class::V, &[Reg(m), Hi(a)]);
                self.mov64(Class::V64, Lo(a), Reg(hi))
            }
            UnaryOp::Sqrt => self.sqrt64(a),
            UnaryOp::Floor => self.valu("v_floor_f64", Class::V64, &[Reg(a)]),
            UnaryOp::Ceil => self.valu("v_ceil_f64", Class::V64, &[Reg(a)]),
            // The verifier keeps approximate math off f64.
            _ => a,
        }
    }

    /// The unary ops of f16 and bf16: sign bits directly, the rest in f32 rounded once.
    pub(super) fn float_unary_half(&mut self, op: UnaryOp, d: DType, a: VReg) -> VReg {
        match op {
            UnaryOp::Neg => {
                let k = self.imm_s(0x8000);
                self.int2("s_xor_b32", "v_xor_b32", a, k)
            }
            UnaryOp::Abs => {
                let k = self.imm_s(0x7fff);
                self.int2("s_and_b32", "v_and_b32", a, k)
            }
            _ => {
                let x = self.widen_f32(d, a);
                let r = self.float_unary_f32(op, x);
                self.narrow_f32(d, r)
            }
        }
    }

    pub(super) fn float_binary(&mut self, op: BinaryOp, d: DType, a: VReg, b: VReg) -> VReg {
        match d {
            DType::F64 => match op {
                BinaryOp::Add => self.valu("v_add_f64", Class::V64, &[Reg(a), Reg(b)]),
                BinaryOp::Sub => self.valu("v_add_f64", Class::V64, &[Reg(a), Neg(b)]),
                BinaryOp::Mul => self.valu("v_mul_f64", Class::V64, &[Reg(a), Reg(b)]),
                BinaryOp::Div => self.fdiv64(a, b),
                BinaryOp::Min | BinaryOp::Max => self.float_min_max(op == BinaryOp::Max, d, a, b),
                _ => unreachable!("integer ops"),
            },
            DType::F32 => match op {
                BinaryOp::Add => self.valu("v_add_f32", Class::V, &[Reg(a), Reg(b)]),
                BinaryOp::Sub => self.valu("v_sub_f32", Class::V, &[Reg(a), Reg(b)]),
                BinaryOp::Mul => self.valu("v_mul_f32", Class::V, &[Reg(a), Reg(b)]),
                BinaryOp::Div => self.fdiv32(a, b),
                BinaryOp::Min | BinaryOp::Max => self.float_min_max(op == BinaryOp::Max, d, a, b),
                _ => unreachable!("integer ops"),
            },
            _ => {
                let (x, y) = (self.widen_f32(d, a), self.widen_f32(d, b));
                let r = self.float_binary(op, DType::F32, x, y);
                self.narrow_f32(d, r)
            }
        }
    }

    /// `Target::fcmp`: a float compare (f16 and bf16 as f32), as a lane mask.
    pub(super) fn float_compare(&mut self, cc: FloatCC, d: DType, a: VReg, b: VReg) -> VReg {
        let (a, b, wide) = match d {
            DType::F64 => (a, b, true),
            DType::F32 => (a, b, false),
            _ => (self.widen_f32(d, a), self.widen_f32(d, b), false),
        };
        let name = |cc: FloatCC| match cc {
            FloatCC::Oeq => ("v_cmp_eq_f32", "v_cmp_eq_f64"),
            FloatCC::One => ("v_cmp_lg_f32", "v_cmp_lg_f64"),
            FloatCC::Olt => ("v_cmp_lt_f32", "v_cmp_lt_f64"),
            FloatCC::Ole => ("v_cmp_le_f32", "v_cmp_le_f64"),
            FloatCC::Ogt => ("v_cmp_gt_f32", "v_cmp_gt_f64"),
            FloatCC::Oge => ("v_cmp_ge_f32", "v_cmp_ge_f64"),
            FloatCC::Ord => ("v_cmp_o_f32", "v_cmp_o_f64"),
            FloatCC::Ueq => ("v_cmp_nlg_f32", "v_cmp_nlg_f64"),
            FloatCC::Une => ("v_cmp_neq_f32", "v_cmp_neq_f64"),
            FloatCC::Ult => ("v_cmp_nge_f32", "v_cmp_nge_f64"),
            FloatCC::Ule => ("v_cmp_ngt_f32", "v_cmp_ngt_f64"),
            FloatCC::Ugt => ("v_cmp_nle_f32", "v_cmp_nle_f64"),
            FloatCC::Uge => ("v_cmp_nlt_f32", "v_cmp_nlt_f64"),
            FloatCC::Uno => ("v_cmp_u_f32", "v_cmp_u_f64"),
        };
        let (n32, n64) = name(cc);
        let (a, b) = if wide && self.uniform2(a, b) { (self.in_vgpr(a), b) } else { (a, b) };
        self.vcmp(if wide { n64 } else { n32 }, Reg(a), Reg(b))
    }

    /// `Target::fma`: `a * b + c` rounded once.
    pub(super) fn float_fma(&mut self, d: DType, a: VReg, b: VReg, c: VReg) -> VReg {
        match d {
            DType::F16 => self.valu("v_fma_f16", Class::V, &[Reg(a), Reg(b), Reg(c)]),
            DType::F32 => self.valu("v_fma_f32", Class::V, &[Reg(a), Reg(b), Reg(c)]),
            DType::F64 => {
                let (a, b) = (self.in_vgpr(a), self.in_vgpr(b));
                self.valu("v_fma_f64", Class::V64, &[Reg(a), Reg(b), Reg(c)])
            }
            _ => {
                // bf16: the product is exact in f64; the sum rounded to odd; one rounding.
                let (x, y, z) = (self.widen_f64(d, a), self.widen_f64(d, b), self.widen_f64(d, c));
                let p = self.valu("v_mul_f64", Class::V64, &[Reg(x), Reg(y)]);
                let s = self.add_f64_odd(p, z);
                self.f64_to_narrow(d, s)
            }
        }
    }
}

/// log2(e) - (log2(e) as f32): the low part for the exact product in `exp_f32`.
#[allow(clippy::excessive_precision)]
const LOG2E_LO: f32 = 1.925_963_1e-8;

/// 2pi split for Cody-Waite reduction: 6.28125 + C2 + C3 (each exact in f32).
const C2: f32 = 0.001_935_307_2;
#[allow(clippy::excessive_precision)]
const C3: f32 = 1.025_313_2e-11;
