//! AMDGCN integer selection: 32-bit arithmetic on the SALU when every operand is in an SGPR,
//! else on the VALU (i8 and i16 re-extended after wrapping); 64-bit arithmetic on register
//! pairs; shifts, division and compares.
//!
//! Division by zero and `MIN / -1` go through selects; shift amounts at or beyond the width are
//! selected explicitly. 32-bit division refines an f32 reciprocal in integers; 64-bit division
//! is a uniform loop of 64 restoring steps (no hardware divide).

use super::alu::inline_int;
use super::inst::{Class, Inst, Src};
use super::Amdgcn;
use crate::target::Target;
use crate::vcode::{Term, VReg};
use tessera_ir::op::{BinaryOp, IntCC, UnaryOp};
use tessera_ir::DType;

use Src::{Hi, Imm, Lo, Reg};

impl Amdgcn {
    /// Re-extends the low `w` bits of a 32-bit register (the canonical form of i8/i16).
    pub(super) fn sext_w(&mut self, x: VReg, w: u32) -> VReg {
        if w >= 32 {
            return x;
        }
        if self.is_s(x) {
            return match w {
                8 => self.salu("s_sext_i32_i8", Class::S, &[Reg(x)]),
                16 => self.salu("s_sext_i32_i16", Class::S, &[Reg(x)]),
                _ => self.salu("s_bfe_i32", Class::S, &[Reg(x), Imm((w << 16) as i32)]),
            };
        }
        self.valu("v_bfe_i32", Class::V, &[Reg(x), Imm(0), Imm(w as i32)])
    }

    /// The low `w` bits, zero-extended.
    pub(super) fn zext_w(&mut self, x: VReg, w: u32) -> VReg {
        if w >= 32 {
            return x;
        }
        if self.is_s(x) {
            return self.salu("s_and_b32", Class::S, &[Reg(x), Imm(((1u64 << w) - 1) as i32)]);
        }
        self.valu("v_bfe_u32", Class::V, &[Reg(x), Imm(0), Imm(w as i32)])
    }

    /// A two-operand 32-bit integer op, SALU when both operands are in SGPRs.
    pub(super) fn int2(&mut self, sop: &'static str, vop: &'static str, a: VReg, b: VReg) -> VReg {
        if self.is_s(a) && self.is_s(b) {
            self.salu(sop, Class::S, &[Reg(a), Reg(b)])
        } else {
            self.valu(vop, Class::V, &[Reg(a), Reg(b)])
        }
    }

    pub(super) fn uniform2(&self, a: VReg, b: VReg) -> bool {
        self.is_s(a) && self.is_s(b)
    }

    /// `x >= w` (unsigned) as a mask, for shift amounts.
    fn amount_too_big(&mut self, amt: VReg, w: i32) -> VReg {
        if self.is_s(amt) {
            self.scmp("s_cmp_ge_u32", Reg(amt), Imm(w))
        } else {
            self.vcmp("v_cmp_ge_u32", Reg(amt), Imm(w))
        }
    }

    /// `-a`, `!a` and `|a|` of an i8, i16 or i32 (wrapped, then re-extended).
    pub(super) fn int_unary32(&mut self, op: UnaryOp, d: DType, a: VReg) -> VReg {
        let u = self.is_s(a);
        let r = match op {
            UnaryOp::Neg => {
                if u {
                    self.salu("s_sub_u32", Class::S, &[Imm(0), Reg(a)])
                } else {
                    self.valu("v_sub_u32", Class::V, &[Imm(0), Reg(a)])
                }
            }
            UnaryOp::Not => {
                return if u {
                    self.salu("s_not_b32", Class::S, &[Reg(a)])
                } else {
                    self.valu("v_not_b32", Class::V, &[Reg(a)])
                }
            }
            _ => {
                if u {
                    self.salu("s_abs_i32", Class::S, &[Reg(a)])
                } else {
                    let n = self.valu("v_sub_u32", Class::V, &[Imm(0), Reg(a)]);
                    self.valu("v_max_i32", Class::V, &[Reg(a), Reg(n)])
                }
            }
        };
        self.sext_w(r, d.bits())
    }

    /// `-a`, `!a` and `|a|` of an i64.
    pub(super) fn int_unary64(&mut self, op: UnaryOp, a: VReg) -> VReg {
        match op {
            UnaryOp::Neg => {
                let z = self.mov64(Class::S64, Imm(0), Imm(0));
                self.add64(z, (Lo(a), Hi(a)), true)
            }
            UnaryOp::Not => {
                if self.is_s(a) {
                    self.salu("s_not_b64", Class::S64, &[Reg(a)])
                } else {
                    self.pair(("v_not_b32", &[Lo(a)]), ("v_not_b32", &[Hi(a)]))
                }
            }
            _ => {
                let z = self.mov64(Class::S64, Imm(0), Imm(0));
                let n = self.add64(z, (Lo(a), Hi(a)), true);
                let a = self.in_vgpr(a);
                let neg = self.vcmp("v_cmp_gt_i64", Imm(0), Reg(a));
                self.sel64(neg, n, a)
            }
        }
    }

    pub(super) fn int_binary32(&mut self, op: BinaryOp, w: u32, a: VReg, b: VReg) -> VReg {
        // Identities with a known constant operand.
        match (op, self.known[a], self.known[b]) {
            (BinaryOp::Add | BinaryOp::Or | BinaryOp::Xor, Some(0), _) | (BinaryOp::Mul, Some(1), _) => return b,
            (BinaryOp::Add | BinaryOp::Sub | BinaryOp::Or | BinaryOp::Xor, _, Some(0))
            | (BinaryOp::Mul, _, Some(1)) => return a,
            (BinaryOp::Shl | BinaryOp::Lshr | BinaryOp::Ashr, _, Some(0)) => return a,
            _ => {}
        }
        let u = self.uniform2(a, b);
        let norm = |me: &mut Self, x: VReg| me.sext_w(x, w);
        match op {
            BinaryOp::Add => {
                let r = self.int2("s_add_u32", "v_add_u32", a, b);
                norm(self, r)
            }
            BinaryOp::Sub => {
                let r = self.int2("s_sub_u32", "v_sub_u32", a, b);
                norm(self, r)
            }
            BinaryOp::Mul => {
                let r = self.int2("s_mul_i32", "v_mul_lo_u32", a, b);
                norm(self, r)
            }
            BinaryOp::And => self.int2("s_and_b32", "v_and_b32", a, b),
            BinaryOp::Or => self.int2("s_or_b32", "v_or_b32", a, b),
            BinaryOp::Xor => self.int2("s_xor_b32", "v_xor_b32", a, b),
            BinaryOp::Smin => self.int2("s_min_i32", "v_min_i32", a, b),
            BinaryOp::Smax => self.int2("s_max_i32", "v_max_i32", a, b),
            // Unsigned order of sign-extended values is the unsigned order of the narrow ones.
            BinaryOp::Umin => self.int2("s_min_u32", "v_min_u32", a, b),
            BinaryOp::Umax => self.int2("s_max_u32", "v_max_u32", a, b),
            BinaryOp::Shl | BinaryOp::Lshr | BinaryOp::Ashr => {
                // An amount known to be within the width needs no clamp and no range select.
                let known = self.known[b].filter(|&k| (k as u32) < w);
                let amt = known.map_or_else(|| self.zext_w(b, w), |_| b);
                let (sop, vop) = match op {
                    BinaryOp::Shl => ("s_lshl_b32", "v_lshlrev_b32"),
                    BinaryOp::Lshr => ("s_lshr_b32", "v_lshrrev_b32"),
                    _ => ("s_ashr_i32", "v_ashrrev_i32"),
                };
                let x = if op == BinaryOp::Lshr { self.zext_w(a, w) } else { a };
                let amt = if op == BinaryOp::Ashr && known.is_none() {
                    // Amounts past the width fill with the sign: clamp to 31.
                    let k31 = self.imm_s(31);
                    self.int2("s_min_u32", "v_min_u32", amt, k31)
                } else {
                    amt
                };
                let r = if u {
                    self.salu(sop, Class::S, &[Reg(x), Reg(amt)])
                } else {
                    self.valu(vop, Class::V, &[Reg(amt), Reg(x)])
                };
                let r = if op != BinaryOp::Ashr && known.is_none() {
                    let big = self.amount_too_big(amt, w as i32);
                    self.sel32(big, Imm(0), Reg(r))
                } else {
                    r
                };
                norm(self, r)
            }
            BinaryOp::Udiv | BinaryOp::Urem => {
                let (za, zb) = (self.zext_w(a, w), self.zext_w(b, w));
                let (za, zb) = (self.in_vgpr(za), self.in_vgpr(zb));
                let (q, r) = self.udivrem32(za, zb);
                let zero = self.vcmp("v_cmp_eq_u32", Reg(zb), Imm(0));
                let out = if op == BinaryOp::Udiv {
                    self.sel32(zero, Imm(-1), Reg(q))
                } else {
                    self.sel32(zero, Reg(za), Reg(r))
                };
                norm(self, out)
            }
            BinaryOp::Sdiv | BinaryOp::Srem => {
                let (a, b) = (self.in_vgpr(a), self.in_vgpr(b));
                // |a| / |b| unsigned, then the signs; MIN / -1 wraps to MIN by itself.
                let sa = self.valu("v_ashrrev_i32", Class::V, &[Imm(31), Reg(a)]);
                let sb = self.valu("v_ashrrev_i32", Class::V, &[Imm(31), Reg(b)]);
                let aa = self.valu("v_xor_b32", Class::V, &[Reg(a), Reg(sa)]);
                let aa = self.valu("v_sub_u32", Class::V, &[Reg(aa), Reg(sa)]);
                let ab = self.valu("v_xor_b32", Class::V, &[Reg(b), Reg(sb)]);
                let ab = self.valu("v_sub_u32", Class::V, &[Reg(ab), Reg(sb)]);
                let (q, r) = self.udivrem32(aa, ab);
                let zero = self.vcmp("v_cmp_eq_u32", Reg(b), Imm(0));
                let out = if op == BinaryOp::Sdiv {
                    let s = self.valu("v_xor_b32", Class::V, &[Reg(sa), Reg(sb)]);
                    let q = self.valu("v_xor_b32", Class::V, &[Reg(q), Reg(s)]);
                    let q = self.valu("v_sub_u32", Class::V, &[Reg(q), Reg(s)]);
                    self.sel32(zero, Imm(-1), Reg(q))
                } else {
                    let r = self.valu("v_xor_b32", Class::V, &[Reg(r), Reg(sa)]);
                    let r = self.valu("v_sub_u32", Class::V, &[Reg(r), Reg(sa)]);
                    self.sel32(zero, Reg(a), Reg(r))
                };
                norm(self, out)
            }
            BinaryOp::Div | BinaryOp::Min | BinaryOp::Max => unreachable!("float ops"),
        }
    }

    /// Unsigned 32-bit quotient and remainder of VGPRs (any result for d = 0): an estimate of
    /// 2^32/d from the f32 reciprocal, one Newton step in integers, then at most two
    /// corrections of the quotient.
    fn udivrem32(&mut self, n: VReg, d: VReg) -> (VReg, VReg) {
        let df = self.valu("v_cvt_f32_u32", Class::V, &[Reg(d)]);
        let rcp = self.valu("v_rcp_iflag_f32", Class::V, &[Reg(df)]);
        let scale = self.f32c(f32::from_bits(0x4f7f_fffe));
        let rcp = self.valu("v_mul_f32", Class::V, &[scale, Reg(rcp)]);
        let z = self.valu("v_cvt_u32_f32", Class::V, &[Reg(rcp)]);
        let nd = self.valu("v_sub_u32", Class::V, &[Imm(0), Reg(d)]);
        let e = self.valu("v_mul_lo_u32", Class::V, &[Reg(nd), Reg(z)]);
        let h = self.valu("v_mul_hi_u32", Class::V, &[Reg(z), Reg(e)]);
        let z = self.valu("v_add_u32", Class::V, &[Reg(z), Reg(h)]);
        let mut q = self.valu("v_mul_hi_u32", Class::V, &[Reg(n), Reg(z)]);
        let qd = self.valu("v_mul_lo_u32", Class::V, &[Reg(q), Reg(d)]);
        let mut r = self.valu("v_sub_u32", Class::V, &[Reg(n), Reg(qd)]);
        for _ in 0..2 {
            let ge = self.vcmp("v_cmp_ge_u32", Reg(r), Reg(d));
            let q1 = self.valu("v_add_u32", Class::V, &[Imm(1), Reg(q)]);
            let r1 = self.valu("v_sub_u32", Class::V, &[Reg(r), Reg(d)]);
            q = self.sel32(ge, Reg(q1), Reg(q));
            r = self.sel32(ge, Reg(r1), Reg(r));
        }
        (q, r)
    }

    pub(super) fn add64(&mut self, a: VReg, b: (Src, Src), sub: bool) -> VReg {
        let b_s = [b.0, b.1].iter().all(|s| s.reg().is_none_or(|r| self.is_s(r)));
        if self.is_s(a) && b_s {
            let d = self.reg(Class::S64);
            self.push(Inst::Add64 { dst: d, a, b, sub });
            return d;
        }
        // GFX11 reads two scalars per VALU op: a uniform `a` stays in SGPRs (its high half and
        // the carry-in VCC are the two). GFX9 reads one, so `a` moves to VGPRs.
        let a = if self.gfx.is_gfx11() && self.is_s(a) { a } else { self.in_vgpr(a) };
        let b0 = if self.is_s(a) { b.0 } else { self.legal("v_add_co_u32", &[b.0])[0] };
        // The carry-in (VCC) takes the constant bus: the high half must be a VGPR.
        let b1 = match b.1 {
            Reg(r) | Lo(r) | Hi(r) if self.is_s(r) => Reg(self.valu_mov(b.1)),
            Imm(v) if !inline_int(v) => Reg(self.valu_mov(b.1)),
            s => s,
        };
        let d = self.reg(Class::V64);
        self.push(Inst::Add64 { dst: d, a, b: (b0, b1), sub });
        d
    }

    pub(super) fn int_binary64(&mut self, op: BinaryOp, a: VReg, b: VReg) -> VReg {
        let u = self.uniform2(a, b);
        match op {
            BinaryOp::Add | BinaryOp::Sub => self.add64(a, (Lo(b), Hi(b)), op == BinaryOp::Sub),
            BinaryOp::And | BinaryOp::Or | BinaryOp::Xor => {
                let (sop, vop) = match op {
                    BinaryOp::And => ("s_and_b64", "v_and_b32"),
                    BinaryOp::Or => ("s_or_b64", "v_or_b32"),
                    _ => ("s_xor_b64", "v_xor_b32"),
                };
                if u {
                    return self.salu(sop, Class::S64, &[Reg(a), Reg(b)]);
                }
                self.pair((vop, &[Lo(a), Lo(b)]), (vop, &[Hi(a), Hi(b)]))
            }
            BinaryOp::Mul => {
                if u {
                    let lo = self.salu("s_mul_i32", Class::S, &[Lo(a), Lo(b)]);
                    let h = self.salu("s_mul_hi_u32", Class::S, &[Lo(a), Lo(b)]);
                    let x = self.salu("s_mul_i32", Class::S, &[Lo(a), Hi(b)]);
                    let y = self.salu("s_mul_i32", Class::S, &[Hi(a), Lo(b)]);
                    let h = self.salu("s_add_u32", Class::S, &[Reg(h), Reg(x)]);
                    let h = self.salu("s_add_u32", Class::S, &[Reg(h), Reg(y)]);
                    return self.mov64(Class::S64, Reg(lo), Reg(h));
                }
                let (a, b) = (self.in_vgpr(a), self.in_vgpr(b));
                let lo = self.valu("v_mul_lo_u32", Class::V, &[Lo(a), Lo(b)]);
                let h = self.valu("v_mul_hi_u32", Class::V, &[Lo(a), Lo(b)]);
                let x = self.valu("v_mul_lo_u32", Class::V, &[Lo(a), Hi(b)]);
                let y = self.valu("v_mul_lo_u32", Class::V, &[Hi(a), Lo(b)]);
                let h = self.valu("v_add3_u32", Class::V, &[Reg(h), Reg(x), Reg(y)]);
                self.mov64(Class::V64, Reg(lo), Reg(h))
            }
            BinaryOp::Shl | BinaryOp::Lshr | BinaryOp::Ashr => {
                let (a, b) = (self.in_vgpr(a), self.in_vgpr(b));
                let big = self.vcmp("v_cmp_gt_u64", Reg(b), Imm(63));
                let amt = self.sel32(big, Imm(63), Lo(b));
                let vop = match op {
                    BinaryOp::Shl => "v_lshlrev_b64",
                    BinaryOp::Lshr => "v_lshrrev_b64",
                    _ => "v_ashrrev_i64",
                };
                let r = self.valu(vop, Class::V64, &[Reg(amt), Reg(a)]);
                if op == BinaryOp::Ashr {
                    return r;
                }
                let z = self.mov64(Class::S64, Imm(0), Imm(0));
                self.sel64(big, z, r)
            }
            BinaryOp::Smin | BinaryOp::Smax | BinaryOp::Umin | BinaryOp::Umax => {
                let (a, b) = (self.in_vgpr(a), self.in_vgpr(b));
                let cmp = match op {
                    BinaryOp::Smin => "v_cmp_lt_i64",
                    BinaryOp::Smax => "v_cmp_gt_i64",
                    BinaryOp::Umin => "v_cmp_lt_u64",
                    _ => "v_cmp_gt_u64",
                };
                let take_a = self.vcmp(cmp, Reg(a), Reg(b));
                self.sel64(take_a, a, b)
            }
            BinaryOp::Udiv | BinaryOp::Urem => {
                let (a, b) = (self.in_vgpr(a), self.in_vgpr(b));
                let (q, r) = self.udivrem64(a, b);
                let zero = self.vcmp("v_cmp_eq_u64", Reg(b), Imm(0));
                if op == BinaryOp::Udiv {
                    let ones = self.mov64(Class::S64, Imm(-1), Imm(-1));
                    self.sel64(zero, ones, q)
                } else {
                    self.sel64(zero, a, r)
                }
            }
            BinaryOp::Sdiv | BinaryOp::Srem => {
                let (a, b) = (self.in_vgpr(a), self.in_vgpr(b));
                // |a| / |b| unsigned, then the signs; MIN / -1 wraps to MIN by itself.
                let z = self.mov64(Class::S64, Imm(0), Imm(0));
                let na = self.vcmp("v_cmp_gt_i64", Reg(z), Reg(a));
                let nb = self.vcmp("v_cmp_gt_i64", Reg(z), Reg(b));
                let neg_a = self.add64(z, (Lo(a), Hi(a)), true);
                let neg_b = self.add64(z, (Lo(b), Hi(b)), true);
                let aa = self.sel64(na, neg_a, a);
                let ab = self.sel64(nb, neg_b, b);
                let (q, r) = self.udivrem64(aa, ab);
                let zero = self.vcmp("v_cmp_eq_u64", Reg(b), Imm(0));
                if op == BinaryOp::Sdiv {
                    let flip = self.mask_op("xor", na, nb);
                    let nq = self.add64(z, (Lo(q), Hi(q)), true);
                    let q = self.sel64(flip, nq, q);
                    let ones = self.mov64(Class::S64, Imm(-1), Imm(-1));
                    self.sel64(zero, ones, q)
                } else {
                    let nr = self.add64(z, (Lo(r), Hi(r)), true);
                    let r = self.sel64(na, nr, r);
                    self.sel64(zero, a, r)
                }
            }
            _ => unreachable!("float ops"),
        }
    }

    /// Unsigned 64-bit quotient and remainder of VGPR pairs (any result for d = 0): restoring
    /// division, one bit per iteration of a uniform loop of 64.
    fn udivrem64(&mut self, n: VReg, d: VReg) -> (VReg, VReg) {
        use tessera_ir::Scalar::Num;
        let lane = (Num(DType::I64), false);
        let header = self.new_block(&[(Num(DType::I32), true), lane, lane]);
        let exit = self.new_block(&[lane, lane]);
        let i0 = self.imm_s(63);
        let z = self.mov64(Class::V64, Imm(0), Imm(0));
        self.terminate(Term::Jump(header, vec![i0, z, z]));
        self.switch_to(header);
        let p = self.vcode.blocks[header].params.clone();
        let (i, q, r) = (p[0], p[1], p[2]);
        // r = r << 1 | bit i of n
        let nb = self.valu("v_lshrrev_b64", Class::V64, &[Reg(i), Reg(n)]);
        let bit = self.valu("v_and_b32", Class::V, &[Imm(1), Lo(nb)]);
        let r2 = self.valu("v_lshlrev_b64", Class::V64, &[Imm(1), Reg(r)]);
        let lo = self.valu("v_or_b32", Class::V, &[Lo(r2), Reg(bit)]);
        let r2 = self.mov64(Class::V64, Reg(lo), Hi(r2));
        let ge = self.vcmp("v_cmp_ge_u64", Reg(r2), Reg(d));
        let sub = self.add64(r2, (Lo(d), Hi(d)), true);
        let r3 = self.sel64(ge, sub, r2);
        let one = self.mov64(Class::V64, Imm(1), Imm(0));
        let qb = self.valu("v_lshlrev_b64", Class::V64, &[Reg(i), Reg(one)]);
        let qb = self.sel64(ge, qb, z);
        let q2 = self.pair(("v_or_b32", &[Lo(q), Lo(qb)]), ("v_or_b32", &[Hi(q), Hi(qb)]));
        let i2 = self.salu("s_sub_u32", Class::S, &[Reg(i), Imm(1)]);
        let more = self.scmp("s_cmp_ge_i32", Reg(i2), Imm(0));
        self.terminate(Term::Branch { cond: more, then: (header, vec![i2, q2, r3]), otherwise: (exit, vec![q2, r3]) });
        self.switch_to(exit);
        let p = self.vcode.blocks[exit].params.clone();
        (p[0], p[1])
    }

    /// `Target::icmp`: an integer compare, as a lane mask.
    pub(super) fn int_compare(&mut self, cc: IntCC, d: DType, a: VReg, b: VReg) -> VReg {
        if d == DType::I1 {
            let (neg_a, neg_b, and) = match cc {
                IntCC::Eq => return self.mask_op("xnor", a, b),
                IntCC::Ne => return self.mask_op("xor", a, b),
                IntCC::Ult | IntCC::Sgt => (true, false, true),
                IntCC::Ule | IntCC::Sge => (true, false, false),
                IntCC::Ugt | IntCC::Slt => (false, true, true),
                IntCC::Uge | IntCC::Sle => (false, true, false),
            };
            let p = if neg_a { self.mask_not(a) } else { a };
            let q = if neg_b { self.mask_not(b) } else { b };
            return self.mask_op(if and { "and" } else { "or" }, p, q);
        }
        let wide = d == DType::I64;
        let s_name = |cc: IntCC| match cc {
            IntCC::Eq => "s_cmp_eq_u32",
            IntCC::Ne => "s_cmp_lg_u32",
            IntCC::Slt => "s_cmp_lt_i32",
            IntCC::Sle => "s_cmp_le_i32",
            IntCC::Sgt => "s_cmp_gt_i32",
            IntCC::Sge => "s_cmp_ge_i32",
            IntCC::Ult => "s_cmp_lt_u32",
            IntCC::Ule => "s_cmp_le_u32",
            IntCC::Ugt => "s_cmp_gt_u32",
            IntCC::Uge => "s_cmp_ge_u32",
        };
        if !wide && self.uniform2(a, b) {
            return self.scmp(s_name(cc), Reg(a), Reg(b));
        }
        let v_name = match (cc, wide) {
            (IntCC::Eq, false) => "v_cmp_eq_u32",
            (IntCC::Ne, false) => "v_cmp_ne_u32",
            (IntCC::Slt, false) => "v_cmp_lt_i32",
            (IntCC::Sle, false) => "v_cmp_le_i32",
            (IntCC::Sgt, false) => "v_cmp_gt_i32",
            (IntCC::Sge, false) => "v_cmp_ge_i32",
            (IntCC::Ult, false) => "v_cmp_lt_u32",
            (IntCC::Ule, false) => "v_cmp_le_u32",
            (IntCC::Ugt, false) => "v_cmp_gt_u32",
            (IntCC::Uge, false) => "v_cmp_ge_u32",
            (IntCC::Eq, true) => "v_cmp_eq_u64",
            (IntCC::Ne, true) => "v_cmp_ne_u64",
            (IntCC::Slt, true) => "v_cmp_lt_i64",
            (IntCC::Sle, true) => "v_cmp_le_i64",
            (IntCC::Sgt, true) => "v_cmp_gt_i64",
            (IntCC::Sge, true) => "v_cmp_ge_i64",
            (IntCC::Ult, true) => "v_cmp_lt_u64",
            (IntCC::Ule, true) => "v_cmp_le_u64",
            (IntCC::Ugt, true) => "v_cmp_gt_u64",
            (IntCC::Uge, true) => "v_cmp_ge_u64",
        };
        let (a, b) = if wide && self.uniform2(a, b) { (self.in_vgpr(a), b) } else { (a, b) };
        let m = self.vcmp(v_name, Reg(a), Reg(b));
        if self.uniform2(a, b) {
            self.uniform_masks[m] = true;
        }
        m
    }
}
