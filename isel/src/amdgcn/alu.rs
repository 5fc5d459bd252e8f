//! Making AMDGCN instructions: SALU and VALU instructions with legal operands, moves between
//! the register files, and constants.
//!
//! Registers that hold known constants (made by `Amdgcn::imm_s`) are folded back into
//! immediates where the encoding takes them. The scalar operands of a VALU instruction
//! (distinct SGPRs, the literal) share the constant bus, one slot on GFX9 and two on GFX11 (one
//! for 64-bit shifts); `Amdgcn::legal` fits the operands to it.

use super::inst::{Class, Inst, Src};
use super::Amdgcn;
use crate::vcode::VReg;
use smallvec::SmallVec;

use Src::{Hi, Imm, Lo, Neg, Reg};

impl Amdgcn {
    pub(super) fn push(&mut self, i: Inst) {
        self.vcode.blocks[self.cur].insts.push(i);
    }

    pub(super) fn reg(&mut self, c: Class) -> VReg {
        self.vcode.new_vreg(c)
    }

    pub(super) fn class(&self, r: VReg) -> Class {
        self.vcode.class(r)
    }

    pub(super) fn is_s(&self, r: VReg) -> bool {
        !self.class(r).is_vector()
    }

    /// A SALU (or raw) instruction; SALU sources that hold known constants become immediates
    /// (inline ones, and one literal, which every SALU encoding takes).
    pub(super) fn alu_into(&mut self, op: &'static str, dst: Option<VReg>, src: &[Src]) {
        let mut src: SmallVec<[Src; 3]> = src.into();
        if op.starts_with("s_") {
            let mut literal = src.iter().find_map(|s| match *s {
                Imm(v) if !inline(op, v) => Some(v),
                _ => None,
            });
            for s in &mut src {
                if let Reg(r) = *s {
                    match self.known[r] {
                        Some(v) if inline(op, v) => *s = Imm(v),
                        Some(v) if literal.is_none_or(|l| l == v) => {
                            literal = Some(v);
                            *s = Imm(v)
                        }
                        _ => {}
                    }
                }
            }
        }
        self.push(Inst::Alu { op, dst, vcc_def: false, src });
    }

    /// A SALU instruction into a fresh register of class `c`.
    pub(super) fn salu(&mut self, op: &'static str, c: Class, src: &[Src]) -> VReg {
        let d = self.reg(c);
        self.alu_into(op, Some(d), src);
        d
    }

    /// A VALU instruction into a fresh register of class `c`, its sources made legal.
    pub(super) fn valu(&mut self, op: &'static str, c: Class, src: &[Src]) -> VReg {
        let src = self.legal(op, src);
        // Integer and bit operations with no other effect: the same one again in this block is
        // the register it already made (the lowering computes an address's XOR per element,
        // and tiles' registers repeat each other's index arithmetic).
        let pure = matches!(
            op,
            "v_xor_b32"
                | "v_and_b32"
                | "v_or_b32"
                | "v_lshlrev_b32"
                | "v_lshrrev_b32"
                | "v_ashrrev_i32"
                | "v_add_u32"
                | "v_sub_u32"
                | "v_mul_lo_u32"
                | "v_bfe_u32"
                | "v_bfe_i32"
        );
        let key = pure.then(|| (self.cur, op, src.clone()));
        if let Some(&d) = key.as_ref().and_then(|k| self.valu_seen.get(k)) {
            return d;
        }
        let d = self.reg(c);
        self.push(Inst::Alu { op, dst: Some(d), vcc_def: false, src });
        if let Some(k) = key {
            self.valu_seen.insert(k, d);
        }
        d
    }

    /// Legal VALU sources for `op`. The constant bus carries one scalar operand on GFX9 and two
    /// on GFX11 (one for 64-bit shifts): distinct SGPRs and the literal count, inline
    /// constants do not. A literal exists only on GFX11 (at most one, and not in a 64-bit
    /// operation); elsewhere a non-inline immediate goes to an SGPR. A register holding a known
    /// constant is folded back into an immediate where that is legal, except the lane mask of
    /// `v_cndmask` (its last operand). Operands are taken from the last, so that the lane mask
    /// gets its slot first; one that gets none is copied to a VGPR.
    pub(super) fn legal(&mut self, op: &'static str, src: &[Src]) -> SmallVec<[Src; 3]> {
        let gfx11 = self.gfx.is_gfx11();
        let lit = gfx11 && !op.contains("64");
        let bus = if gfx11 && !matches!(op, "v_lshlrev_b64" | "v_lshrrev_b64" | "v_ashrrev_i64") { 2 } else { 1 };
        let keep_last = op.starts_with("v_cndmask");
        let mut out: SmallVec<[Src; 3]> = SmallVec::new();
        // The scalar operands given a constant-bus slot (SGPRs, and the literal as an Imm).
        let mut scalars: SmallVec<[Src; 2]> = SmallVec::new();
        let fits = |scalars: &SmallVec<[Src; 2]>, key: Src| {
            scalars.contains(&key)
                || (scalars.len() < bus && !(matches!(key, Imm(_)) && scalars.iter().any(|k| matches!(k, Imm(_)))))
        };
        // Gives `key` a slot if it fits.
        let claim = |scalars: &mut SmallVec<[Src; 2]>, key: Src| {
            let ok = fits(scalars, key);
            if ok && !scalars.contains(&key) {
                scalars.push(key);
            }
            ok
        };
        for (i, &s) in src.iter().enumerate().rev() {
            let s = match s {
                Reg(r) if !(keep_last && i + 1 == src.len()) => match self.known[r] {
                    Some(v) if inline(op, v) || (lit && fits(&scalars, Imm(v))) => Imm(v),
                    _ => s,
                },
                s => s,
            };
            let s = match s {
                Imm(v) if inline(op, v) => s,
                Imm(_) if lit && claim(&mut scalars, s) => s,
                Imm(v) => Reg(self.imm_s(v)),
                s => s,
            };
            let s = match s.reg() {
                Some(r) if self.is_s(r) => {
                    let key = match s {
                        Neg(x) => Reg(x),
                        s => s,
                    };
                    if claim(&mut scalars, key) {
                        s
                    } else {
                        // No slot left: copy it to a VGPR (a pair to a pair).
                        match s {
                            Neg(x) => Neg(self.in_vgpr(x)),
                            Reg(x) => Reg(self.in_vgpr(x)),
                            s => Reg(self.valu_mov(s)),
                        }
                    }
                }
                _ => s,
            };
            out.push(s);
        }
        out.reverse();
        if !gfx11 {
            self.vop2_literal(op, &mut out);
        }
        out
    }

    /// GFX9 has a literal only as src0 of the VOP1 and VOP2 encodings (src1 then a VGPR, no
    /// modifiers): a known non-inline constant there (for a commutative op, in src1, swapped)
    /// becomes that literal, and its `s_mov` may die.
    fn vop2_literal(&self, op: &str, out: &mut SmallVec<[Src; 3]>) {
        const COMMUTATIVE: [&str; 12] = [
            "v_add_f32",
            "v_mul_f32",
            "v_min_f32",
            "v_max_f32",
            "v_min_i32",
            "v_max_i32",
            "v_min_u32",
            "v_max_u32",
            "v_and_b32",
            "v_or_b32",
            "v_xor_b32",
            "v_add_u32",
        ];
        const ORDERED: [&str; 5] = ["v_sub_f32", "v_sub_u32", "v_lshlrev_b32", "v_lshrrev_b32", "v_ashrrev_i32"];
        const VOP1: [&str; 5] = ["v_mov_b32", "v_cvt_f32_i32", "v_cvt_f32_u32", "v_cvt_i32_f32", "v_cvt_u32_f32"];
        let konst = |s: Src| match s {
            Reg(r) => self.known[r].filter(|&v| !inline(op, v)),
            _ => None,
        };
        let vgpr = |s: Src| matches!(s, Reg(r) if !self.is_s(r));
        match out[..] {
            [a] if VOP1.contains(&op) => {
                if let Some(v) = konst(a) {
                    out[0] = Imm(v);
                }
            }
            [a, b] if COMMUTATIVE.contains(&op) || ORDERED.contains(&op) => {
                if let (Some(v), true) = (konst(a), vgpr(b)) {
                    out[0] = Imm(v);
                } else if let (Some(v), true, true) = (konst(b), vgpr(a), COMMUTATIVE.contains(&op)) {
                    out[0] = Imm(v);
                    out[1] = a;
                }
            }
            _ => {}
        }
    }

    pub(super) fn valu_mov(&mut self, s: Src) -> VReg {
        let d = self.reg(Class::V);
        self.alu_into("v_mov_b32", Some(d), &[s]);
        d
    }

    /// `r` in a VGPR (or VGPR pair).
    pub(super) fn in_vgpr(&mut self, r: VReg) -> VReg {
        match self.class(r) {
            Class::S => self.valu_mov(Reg(r)),
            Class::S64 => {
                let d = self.reg(Class::V64);
                self.push(Inst::Mov64 { dst: d, lo: Lo(r), hi: Hi(r) });
                d
            }
            _ => r,
        }
    }

    /// A uniform value in a VGPR brought to an SGPR.
    pub(super) fn in_sgpr(&mut self, r: VReg) -> VReg {
        let c = match self.class(r) {
            Class::V => Class::S,
            Class::V64 => Class::S64,
            _ => return r,
        };
        let d = self.reg(c);
        self.push(Inst::ReadFirstLane { dst: d, src: r });
        d
    }

    pub(super) fn mov64(&mut self, c: Class, lo: Src, hi: Src) -> VReg {
        let d = self.reg(c);
        self.push(Inst::Mov64 { dst: d, lo, hi });
        d
    }

    pub(super) fn pair(&mut self, lo: (&'static str, &[Src]), hi: (&'static str, &[Src])) -> VReg {
        let lo_src = self.legal(lo.0, lo.1);
        let hi_src = self.legal(hi.0, hi.1);
        let d = self.reg(Class::V64);
        self.push(Inst::Pair { dst: d, lo: (lo.0, lo_src), hi: (hi.0, hi_src) });
        d
    }

    /// A 32-bit constant in an SGPR. One made in this block within the last few instructions
    /// is reused: a short live range (a longer-lived cache made SGPR pressure spill), and far
    /// fewer instructions for regalloc2 in the math sequences that repeat their constants.
    pub(super) fn imm_s(&mut self, v: i32) -> VReg {
        const WINDOW: usize = 24;
        let at = self.vcode.blocks[self.cur].insts.len();
        if let Some(&(r, i)) = self.consts.get(&(self.cur, v)) {
            if at - i < WINDOW {
                return r;
            }
        }
        let r = self.salu("s_mov_b32", Class::S, &[Imm(v)]);
        self.consts.insert((self.cur, v), (r, at));
        self.known[r] = Some(v);
        r
    }

    /// An f32 constant as an operand: its bits as an immediate, which `legal` keeps as a
    /// literal where the encoding allows one and moves to an SGPR elsewhere.
    pub(super) fn f32c(&mut self, v: f32) -> Src {
        Imm(v.to_bits() as i32)
    }

    pub(super) fn f64c(&mut self, v: f64) -> VReg {
        let b = v.to_bits();
        self.mov64(Class::S64, Imm(b as u32 as i32), Imm((b >> 32) as u32 as i32))
    }
}

/// Integers the VALU encodes inline (no literal, no constant-bus slot).
pub(super) fn inline_int(v: i32) -> bool {
    (-16..=64).contains(&v)
}

/// The bits of the f32 inline constants: ±0.5, ±1, ±2, ±4 and 1/(2π). A 32-bit operand of
/// any type takes them inline (the assembler encodes these bits so), a 16- or 64-bit one not.
const F32_INLINE: [u32; 9] = [
    0x3f00_0000,
    0xbf00_0000,
    0x3f80_0000,
    0xbf80_0000,
    0x4000_0000,
    0xc000_0000,
    0x4080_0000,
    0xc080_0000,
    0x3e22_f983,
];

/// Whether `v` is an inline constant for an operand of `op` (32-bit unless its name says 16
/// or 64).
fn inline(op: &str, v: i32) -> bool {
    inline_int(v) || (!op.contains("16") && !op.contains("64") && F32_INLINE.contains(&(v as u32)))
}
