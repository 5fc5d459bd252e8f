//! AMDGCN lane masks, the registers of i1: the compares that make them (VALU, or SALU then
//! `s_cselect` for a uniform mask), the wave-size SALU ops that combine them, the selects that
//! use them, and the cross-lane shuffle (`ds_bpermute_b32`).
//!
//! A mask known to be uniform (all ones or zero) is marked in `Amdgcn::uniform_masks`; `sel32`
//! and `sel64` select on the SALU when the mask is uniform and both values are in SGPRs.

use super::alu::inline_int;
use super::inst::{Class, Inst, Src};
use super::Amdgcn;
use crate::vcode::VReg;
use tessera_ir::{DType, Scalar};

use Src::{Hi, Imm, Lo, Reg};

impl Amdgcn {
    pub(super) fn mask_class(&self) -> Class {
        if self.gfx.wave() == 64 {
            Class::S64
        } else {
            Class::S
        }
    }

    /// The wave-size form of a lane-mask SALU op (`s_and_b64` or `s_and_b32`).
    pub(super) fn mop(&self, base: &'static str) -> &'static str {
        let w64 = self.gfx.wave() == 64;
        match base {
            "and" => {
                if w64 {
                    "s_and_b64"
                } else {
                    "s_and_b32"
                }
            }
            "or" => {
                if w64 {
                    "s_or_b64"
                } else {
                    "s_or_b32"
                }
            }
            "xor" => {
                if w64 {
                    "s_xor_b64"
                } else {
                    "s_xor_b32"
                }
            }
            "xnor" => {
                if w64 {
                    "s_xnor_b64"
                } else {
                    "s_xnor_b32"
                }
            }
            "andn2" => {
                if w64 {
                    "s_andn2_b64"
                } else {
                    "s_andn2_b32"
                }
            }
            "orn2" => {
                if w64 {
                    "s_orn2_b64"
                } else {
                    "s_orn2_b32"
                }
            }
            "not" => {
                if w64 {
                    "s_not_b64"
                } else {
                    "s_not_b32"
                }
            }
            "mov" => {
                if w64 {
                    "s_mov_b64"
                } else {
                    "s_mov_b32"
                }
            }
            "cselect" => {
                if w64 {
                    "s_cselect_b64"
                } else {
                    "s_cselect_b32"
                }
            }
            _ => unreachable!("mask op {base}"),
        }
    }

    /// A lane mask from a VALU compare `v_cmp_<cc>_<ty>`.
    pub(super) fn vcmp(&mut self, op: &'static str, a: Src, b: Src) -> VReg {
        let c = self.mask_class();
        self.valu(op, c, &[a, b])
    }

    /// A uniform lane mask from a SALU compare (`s_cmp_*`, then `s_cselect` of all or nothing).
    pub(super) fn scmp(&mut self, op: &'static str, a: Src, b: Src) -> VReg {
        self.alu_into(op, None, &[a, b]);
        let sel = self.mop("cselect");
        let c = self.mask_class();
        let m = self.salu(sel, c, &[Imm(-1), Imm(0)]);
        self.uniform_masks[m] = true;
        m
    }

    /// A mask op (`and`, `or`, ...) of two masks; uniform when both are.
    pub(super) fn mask_op(&mut self, base: &'static str, a: VReg, b: VReg) -> VReg {
        let op = self.mop(base);
        let c = self.mask_class();
        let m = self.salu(op, c, &[Reg(a), Reg(b)]);
        if self.uniform_masks[a] && self.uniform_masks[b] {
            self.uniform_masks[m] = true;
        }
        m
    }

    pub(super) fn mask_not(&mut self, a: VReg) -> VReg {
        let op = self.mop("not");
        let c = self.mask_class();
        let m = self.salu(op, c, &[Reg(a)]);
        if self.uniform_masks[a] {
            self.uniform_masks[m] = true;
        }
        m
    }

    /// `c ? t : f` on 32-bit values: SALU when the mask is uniform and both values are in SGPRs.
    pub(super) fn sel32(&mut self, c: VReg, t: Src, f: Src) -> VReg {
        let s_ok = |me: &Self, x: Src| x.reg().is_none_or(|r| me.is_s(r));
        if self.uniform_masks[c] && s_ok(self, t) && s_ok(self, f) {
            // SALU takes one literal.
            let f = match (t, f) {
                (Imm(a), Imm(b)) if !inline_int(a) && !inline_int(b) => Reg(self.imm_s(b)),
                _ => f,
            };
            let cmp = if self.gfx.wave() == 64 { "s_cmp_lg_u64" } else { "s_cmp_lg_u32" };
            self.alu_into(cmp, None, &[Reg(c), Imm(0)]);
            return self.salu("s_cselect_b32", Class::S, &[t, f]);
        }
        self.valu("v_cndmask_b32", Class::V, &[f, t, Reg(c)])
    }

    pub(super) fn sel64(&mut self, c: VReg, t: VReg, f: VReg) -> VReg {
        if self.uniform_masks[c] && self.is_s(t) && self.is_s(f) {
            let cmp = if self.gfx.wave() == 64 { "s_cmp_lg_u64" } else { "s_cmp_lg_u32" };
            self.alu_into(cmp, None, &[Reg(c), Imm(0)]);
            return self.salu("s_cselect_b64", Class::S64, &[Reg(t), Reg(f)]);
        }
        let (t, f) = (self.in_vgpr(t), self.in_vgpr(f));
        self.pair(("v_cndmask_b32", &[Lo(f), Lo(t), Reg(c)]), ("v_cndmask_b32", &[Hi(f), Hi(t), Reg(c)]))
    }

    /// An i1 as a 32-bit integer: -1 or 0 (signed) or 1 or 0.
    pub(super) fn mask_to_int(&mut self, m: VReg, signed: bool) -> VReg {
        self.sel32(m, Imm(if signed { -1 } else { 1 }), Imm(0))
    }

    /// Bit 0 of a 32-bit integer as a lane mask.
    pub(super) fn int_to_mask(&mut self, x: VReg) -> VReg {
        if self.is_s(x) {
            self.alu_into("s_bitcmp1_b32", None, &[Reg(x), Imm(0)]);
            let sel = self.mop("cselect");
            let c = self.mask_class();
            let m = self.salu(sel, c, &[Imm(-1), Imm(0)]);
            self.uniform_masks[m] = true;
            return m;
        }
        let b = self.valu("v_and_b32", Class::V, &[Imm(1), Reg(x)]);
        self.vcmp("v_cmp_ne_u32", Reg(b), Imm(0))
    }

    /// `Target::select`: `c ? a : b` for a value of type `s`.
    pub(super) fn select_value(&mut self, s: Scalar, c: VReg, a: VReg, b: VReg) -> VReg {
        let wide = match s {
            Scalar::Ptr(_) => true,
            Scalar::Num(DType::I1) => {
                let t1 = self.mask_op("and", c, a);
                let t2 = self.mask_op("andn2", b, c);
                return self.mask_op("or", t1, t2);
            }
            Scalar::Num(d) => d.bits() == 64,
        };
        if wide {
            self.sel64(c, a, b)
        } else {
            self.sel32(c, Reg(a), Reg(b))
        }
    }

    /// `Target::shuffle_xor`: the value of lane `lane ^ lane_mask`, through `ds_bpermute_b32`.
    pub(super) fn bpermute_xor(&mut self, s: Scalar, v: VReg, lane_mask: u32) -> VReg {
        let other = self.valu("v_xor_b32", Class::V, &[Imm(lane_mask as i32), Reg(self.lane)]);
        let addr = self.valu("v_lshlrev_b32", Class::V, &[Imm(2), Reg(other)]);
        let perm = |me: &mut Self, x: Src| {
            let src = match x {
                Reg(r) if !me.is_s(r) => r,
                x => me.valu_mov(x),
            };
            let dst = me.reg(Class::V);
            me.push(Inst::Bpermute { dst, addr, src });
            dst
        };
        match s {
            Scalar::Num(DType::I1) => {
                let w = self.mask_to_int(v, false);
                let w = perm(self, Reg(w));
                self.vcmp("v_cmp_ne_u32", Reg(w), Imm(0))
            }
            Scalar::Ptr(_) | Scalar::Num(DType::I64 | DType::F64) => {
                let lo = perm(self, Lo(v));
                let hi = perm(self, Hi(v));
                self.mov64(Class::V64, Reg(lo), Reg(hi))
            }
            _ => perm(self, Reg(v)),
        }
    }
}
