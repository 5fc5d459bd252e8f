//! The AMDGCN target: instruction selection of every element-level op into [`Inst`], for GFX9
//! (gfx90a, gfx942; wave64) and GFX11 (gfx1100; wave32).
//!
//! Divergence: the tile IR has no divergent control flow (every `for` bound and `if` condition
//! is a scalar, the same in all threads of a program), so the only question is where a value
//! lives. Scalars of the IR are uniform; tile elements are per lane. Integer and pointer scalars
//! live in SGPRs and are computed with SALU instructions when every operand is in an SGPR; an
//! operation with a per-lane operand, or one that SALU lacks (floats, divisions, most 64-bit
//! arithmetic), runs on the VALU and its result is in a VGPR. A uniform value that was computed
//! in a VGPR and must reach an SGPR (a loop counter, a block parameter) goes through
//! `v_readfirstlane`. Branches are therefore always scalar (`s_cbranch_scc1`).
//!
//! | IR type | uniform | per lane |
//! |---|---|---|
//! | i1 | lane mask (`S64` on wave64, `S` on wave32: all ones or zero) | lane mask (bit per lane) |
//! | i8, i16, i32 | `S`, sign-extended to 32 bits | `V`, sign-extended |
//! | i64, pointers | `S64` | `V64` |
//! | f16, bf16 (low 16 bits), f32 | `V` (no SALU float before GFX11.5) | `V` |
//! | f64 | `V64` | `V64` |
//!
//! Semantics the hardware leaves open are pinned down to match `tessera_ir::op`: division by
//! zero and `MIN / -1` go through selects; shift amounts at or beyond the width are selected
//! explicitly; float `min`/`max` quiet signalling NaNs first (IEEE mode) and order -0 below +0
//! explicitly; f32 and f64 division and square root use the correctly rounded sequences
//! (`v_div_scale`/`v_div_fmas`/`v_div_fixup`, and residual corrections around `v_sqrt_f32` and
//! `v_rsq_f64`), with denormals enabled in the kernel descriptor; f16/bf16 arithmetic is f32
//! arithmetic rounded once, bf16 `fma` goes through f64 rounded to odd.
//!
//! 64-bit integer division is a uniform loop of 64 restoring steps (no hardware divide), and
//! conversions between i64 and floats split the value into exact 32-bit halves.
//!
//! Memory: global accesses through `global_load`/`global_store` with a 64-bit VGPR address and
//! EXEC as the mask; LDS through `ds_read`/`ds_write`. A vector of 8 or 16 bytes of 32- or
//! 64-bit elements is one access (`dwordx2`/`dwordx4`, `ds_read_b64`/`b128`), its data a
//! register tuple whose parts are fixed to consecutive registers (`Amdgcn::tuple`). 8- and
//! 16-bit elements move as 32-bit words (one, or a tuple of 2 or 4), packed and unpacked with
//! shifts and bit-field extracts (`Amdgcn::load_packed`, `Amdgcn::pack_word`); fewer than four
//! bytes are one access per element, at constant offsets from one address.
//!
//! Atomics: the integer ones the hardware has, and 32- and 64-bit compare-and-swap (the 64-bit
//! one's data operand, new and expected value, is a register tuple like a 16-byte access's).
//! Float add, min and max (f32, f64) are a compare-and-swap loop whose new value is computed by
//! the ordinary selection, so it has the IR's exact semantics; see `Amdgcn::cas_loop`. f16 and bf16 add are
//! the same loop on the aligned 32-bit word holding the element (`Amdgcn::half_add_loop`): the
//! other half is swapped back unchanged. For the last element of an odd-length buffer that half
//! lies past the buffer's end but inside its last word; allocations are whole words (the
//! simulator models that for atomics and checks that those bytes never change).

pub mod inst;

use crate::target::{Mem, Target};
use crate::vcode::{Block, Term, VCode, VReg};
use cranelift_entity::SecondaryMap;
pub use inst::{Class, Inst, Space, Src};
use smallvec::{smallvec, SmallVec};
use std::collections::HashMap;
use tessera_ir::op::{AtomicOp, BinaryOp, CastOp, FloatCC, IntCC, UnaryOp};
use tessera_ir::{DType, Scalar};

/// An AMD GPU architecture.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Gfx {
    Gfx90a,
    Gfx942,
    Gfx1100,
}

impl Gfx {
    pub const ALL: [Gfx; 3] = [Gfx::Gfx90a, Gfx::Gfx942, Gfx::Gfx1100];
    pub fn name(self) -> &'static str {
        match self {
            Gfx::Gfx90a => "gfx90a",
            Gfx::Gfx942 => "gfx942",
            Gfx::Gfx1100 => "gfx1100",
        }
    }
    pub fn wave(self) -> u32 {
        if self == Gfx::Gfx1100 {
            32
        } else {
            64
        }
    }
    /// GFX11 (RDNA3) rather than GFX9 (CDNA).
    pub fn is_gfx11(self) -> bool {
        self == Gfx::Gfx1100
    }
}

/// Where a kernel argument lives in the kernarg segment.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct KernArg {
    pub offset: u32,
    pub size: u32,
}

/// The AMDGCN instruction selector; holds the `VCode` being built.
pub struct Amdgcn {
    pub gfx: Gfx,
    pub vcode: VCode<Inst>,
    cur: Block,
    /// Bytes of LDS reserved so far.
    pub shared_bytes: u32,
    /// Explicit kernel arguments, in order.
    pub args: Vec<KernArg>,
    kernarg: VReg,
    wg: [VReg; 3],
    tid: VReg,
    /// This thread's lane in its wave.
    lane: VReg,
    /// Lane masks known to be uniform (all ones or zero).
    uniform_masks: SecondaryMap<VReg, bool>,
    /// Recent SGPR constants per block: the register and the instruction index that made it.
    consts: HashMap<(Block, i32), (VReg, usize)>,
    /// Every SGPR made by `imm_s`, with its constant: operands fold it back into an immediate
    /// where the encoding takes one (the `s_mov` then dies).
    known: SecondaryMap<VReg, Option<i32>>,
    /// Register tuples made so far (they take their units in turn).
    tuples: usize,
}

use Src::{Hi, Imm, Lo, Neg, Reg};

/// Whether `n` consecutive 8- or 16-bit elements move as whole 32-bit words (at least one).
fn packed(d: DType, n: usize) -> bool {
    n > 1 && d.bytes() < 4 && n as u32 * d.bytes() >= 4
}

/// Integers the VALU encodes inline (no literal, no constant-bus slot).
fn inline_int(v: i32) -> bool {
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

impl Amdgcn {
    pub fn new(gfx: Gfx) -> Amdgcn {
        let mut vcode = VCode::new();
        let cur = vcode.entry;
        let kernarg = vcode.new_vreg(Class::S64);
        let wg = [vcode.new_vreg(Class::S), vcode.new_vreg(Class::S), vcode.new_vreg(Class::S)];
        let tid = vcode.new_vreg(Class::V);
        vcode.blocks[cur].insts.push(Inst::Entry { kernarg, wg: wg.map(Some), tid });
        // The lane index, for shuffles (removed by DCE when nothing shuffles).
        let lane = vcode.new_vreg(Class::V);
        let mask = Imm(gfx.wave() as i32 - 1);
        vcode.blocks[cur].insts.push(Inst::Alu {
            op: "v_and_b32",
            dst: Some(lane),
            vcc_def: false,
            src: smallvec![mask, Reg(tid)],
        });
        Amdgcn {
            gfx,
            lane,
            vcode,
            cur,
            shared_bytes: 0,
            args: Vec::new(),
            kernarg,
            wg,
            tid,
            uniform_masks: SecondaryMap::new(),
            consts: HashMap::new(),
            known: SecondaryMap::new(),
            tuples: 0,
        }
    }

    /// Bytes of explicit kernel arguments (the hidden ones follow, 8-byte aligned).
    pub fn explicit_args_bytes(&self) -> u32 {
        self.args.last().map_or(0, |a| a.offset + a.size)
    }

    /// Offset of the hidden `block_count` arguments (x, y, z: 4 bytes each).
    pub fn hidden_offset(&self) -> u32 {
        self.explicit_args_bytes().next_multiple_of(8)
    }

    fn push(&mut self, i: Inst) {
        self.vcode.blocks[self.cur].insts.push(i);
    }

    fn reg(&mut self, c: Class) -> VReg {
        self.vcode.new_vreg(c)
    }

    fn class(&self, r: VReg) -> Class {
        self.vcode.class(r)
    }

    fn is_s(&self, r: VReg) -> bool {
        !self.class(r).is_vector()
    }

    fn mask_class(&self) -> Class {
        if self.gfx.wave() == 64 {
            Class::S64
        } else {
            Class::S
        }
    }

    /// The wave-size form of a lane-mask SALU op (`s_and_b64` or `s_and_b32`).
    fn mop(&self, base: &'static str) -> &'static str {
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

    /// A SALU (or raw) instruction; SALU sources that hold known constants become immediates
    /// (inline ones, and one literal, which every SALU encoding takes).
    fn alu_into(&mut self, op: &'static str, dst: Option<VReg>, src: &[Src]) {
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
    fn salu(&mut self, op: &'static str, c: Class, src: &[Src]) -> VReg {
        let d = self.reg(c);
        self.alu_into(op, Some(d), src);
        d
    }

    /// A VALU instruction into a fresh register of class `c`, its sources made legal.
    fn valu(&mut self, op: &'static str, c: Class, src: &[Src]) -> VReg {
        let src = self.legal(op, src);
        let d = self.reg(c);
        self.push(Inst::Alu { op, dst: Some(d), vcc_def: false, src });
        d
    }

    /// Legal VALU sources for `op`. The constant bus carries one scalar operand on GFX9 and two
    /// on GFX11 (one for 64-bit shifts): distinct SGPRs and the literal count, inline
    /// constants do not. A literal exists only on GFX11 (at most one, and not in a 64-bit
    /// operation); elsewhere a non-inline immediate goes to an SGPR. A register holding a known
    /// constant is folded back into an immediate where that is legal, except the lane mask of
    /// `v_cndmask` (its last operand). Operands are taken from the last, so that the lane mask
    /// gets its slot first; one that gets none is copied to a VGPR.
    fn legal(&mut self, op: &'static str, src: &[Src]) -> SmallVec<[Src; 3]> {
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

    fn valu_mov(&mut self, s: Src) -> VReg {
        let d = self.reg(Class::V);
        self.alu_into("v_mov_b32", Some(d), &[s]);
        d
    }

    /// `r` in a VGPR (or VGPR pair).
    fn in_vgpr(&mut self, r: VReg) -> VReg {
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
    fn in_sgpr(&mut self, r: VReg) -> VReg {
        let c = match self.class(r) {
            Class::V => Class::S,
            Class::V64 => Class::S64,
            _ => return r,
        };
        let d = self.reg(c);
        self.push(Inst::ReadFirstLane { dst: d, src: r });
        d
    }

    fn mov64(&mut self, c: Class, lo: Src, hi: Src) -> VReg {
        let d = self.reg(c);
        self.push(Inst::Mov64 { dst: d, lo, hi });
        d
    }

    fn pair(&mut self, lo: (&'static str, &[Src]), hi: (&'static str, &[Src])) -> VReg {
        let lo_src = self.legal(lo.0, lo.1);
        let hi_src = self.legal(hi.0, hi.1);
        let d = self.reg(Class::V64);
        self.push(Inst::Pair { dst: d, lo: (lo.0, lo_src), hi: (hi.0, hi_src) });
        d
    }

    /// A 32-bit constant in an SGPR. One made in this block within the last few instructions
    /// is reused: a short live range (a longer-lived cache made SGPR pressure spill), and far
    /// fewer instructions for regalloc2 in the math sequences that repeat their constants.
    fn imm_s(&mut self, v: i32) -> VReg {
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
    fn f32c(&mut self, v: f32) -> Src {
        Imm(v.to_bits() as i32)
    }

    fn f64c(&mut self, v: f64) -> VReg {
        let b = v.to_bits();
        self.mov64(Class::S64, Imm(b as u32 as i32), Imm((b >> 32) as u32 as i32))
    }

    // ---- lane masks ---------------------------------------------------------------------

    /// A lane mask from a VALU compare `v_cmp_<cc>_<ty>`.
    fn vcmp(&mut self, op: &'static str, a: Src, b: Src) -> VReg {
        let c = self.mask_class();
        self.valu(op, c, &[a, b])
    }

    /// A uniform lane mask from a SALU compare (`s_cmp_*`, then `s_cselect` of all or nothing).
    fn scmp(&mut self, op: &'static str, a: Src, b: Src) -> VReg {
        self.alu_into(op, None, &[a, b]);
        let sel = self.mop("cselect");
        let c = self.mask_class();
        let m = self.salu(sel, c, &[Imm(-1), Imm(0)]);
        self.uniform_masks[m] = true;
        m
    }

    /// A mask op (`and`, `or`, ...) of two masks; uniform when both are.
    fn mask_op(&mut self, base: &'static str, a: VReg, b: VReg) -> VReg {
        let op = self.mop(base);
        let c = self.mask_class();
        let m = self.salu(op, c, &[Reg(a), Reg(b)]);
        if self.uniform_masks[a] && self.uniform_masks[b] {
            self.uniform_masks[m] = true;
        }
        m
    }

    fn mask_not(&mut self, a: VReg) -> VReg {
        let op = self.mop("not");
        let c = self.mask_class();
        let m = self.salu(op, c, &[Reg(a)]);
        if self.uniform_masks[a] {
            self.uniform_masks[m] = true;
        }
        m
    }

    /// `c ? t : f` on 32-bit values: SALU when the mask is uniform and both values are in SGPRs.
    fn sel32(&mut self, c: VReg, t: Src, f: Src) -> VReg {
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

    fn sel64(&mut self, c: VReg, t: VReg, f: VReg) -> VReg {
        if self.uniform_masks[c] && self.is_s(t) && self.is_s(f) {
            let cmp = if self.gfx.wave() == 64 { "s_cmp_lg_u64" } else { "s_cmp_lg_u32" };
            self.alu_into(cmp, None, &[Reg(c), Imm(0)]);
            return self.salu("s_cselect_b64", Class::S64, &[Reg(t), Reg(f)]);
        }
        let (t, f) = (self.in_vgpr(t), self.in_vgpr(f));
        self.pair(("v_cndmask_b32", &[Lo(f), Lo(t), Reg(c)]), ("v_cndmask_b32", &[Hi(f), Hi(t), Reg(c)]))
    }

    /// An i1 as a 32-bit integer: -1 or 0 (signed) or 1 or 0.
    fn mask_to_int(&mut self, m: VReg, signed: bool) -> VReg {
        self.sel32(m, Imm(if signed { -1 } else { 1 }), Imm(0))
    }

    /// Bit 0 of a 32-bit integer as a lane mask.
    fn int_to_mask(&mut self, x: VReg) -> VReg {
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

    // ---- integers -----------------------------------------------------------------------

    /// Re-extends the low `w` bits of a 32-bit register (the canonical form of i8/i16).
    fn sext_w(&mut self, x: VReg, w: u32) -> VReg {
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
    fn zext_w(&mut self, x: VReg, w: u32) -> VReg {
        if w >= 32 {
            return x;
        }
        if self.is_s(x) {
            return self.salu("s_and_b32", Class::S, &[Reg(x), Imm(((1u64 << w) - 1) as i32)]);
        }
        self.valu("v_bfe_u32", Class::V, &[Reg(x), Imm(0), Imm(w as i32)])
    }

    /// A two-operand 32-bit integer op, SALU when both operands are in SGPRs.
    fn int2(&mut self, sop: &'static str, vop: &'static str, a: VReg, b: VReg) -> VReg {
        if self.is_s(a) && self.is_s(b) {
            self.salu(sop, Class::S, &[Reg(a), Reg(b)])
        } else {
            self.valu(vop, Class::V, &[Reg(a), Reg(b)])
        }
    }

    fn uniform2(&self, a: VReg, b: VReg) -> bool {
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

    fn int_binary32(&mut self, op: BinaryOp, w: u32, a: VReg, b: VReg) -> VReg {
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

    fn add64(&mut self, a: VReg, b: (Src, Src), sub: bool) -> VReg {
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

    fn int_binary64(&mut self, op: BinaryOp, a: VReg, b: VReg) -> VReg {
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

    // ---- floats -------------------------------------------------------------------------

    fn widen_f32(&mut self, d: DType, a: VReg) -> VReg {
        match d {
            DType::F16 => self.valu("v_cvt_f32_f16", Class::V, &[Reg(a)]),
            DType::BF16 => self.valu("v_lshlrev_b32", Class::V, &[Imm(16), Reg(a)]),
            DType::F64 => self.valu("v_cvt_f32_f64", Class::V, &[Reg(a)]),
            _ => a,
        }
    }

    /// An f32 rounded once to f16 or bf16.
    fn narrow_f32(&mut self, d: DType, a: VReg) -> VReg {
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
    fn add_f64_odd(&mut self, p: VReg, c: VReg) -> VReg {
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

    fn float_unary_f32(&mut self, op: UnaryOp, a: VReg) -> VReg {
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

    fn float_binary(&mut self, op: BinaryOp, d: DType, a: VReg, b: VReg) -> VReg {
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

    fn f64_to_narrow(&mut self, to: DType, a: VReg) -> VReg {
        match to {
            DType::F32 => self.valu("v_cvt_f32_f64", Class::V, &[Reg(a)]),
            _ => {
                let o = self.f64_to_f32_odd(a);
                self.narrow_f32(to, o)
            }
        }
    }

    fn widen_f64(&mut self, from: DType, a: VReg) -> VReg {
        match from {
            DType::F64 => a,
            _ => {
                let x = self.widen_f32(from, a);
                self.valu("v_cvt_f64_f32", Class::V64, &[Reg(x)])
            }
        }
    }

    // ---- memory -------------------------------------------------------------------------

    /// The GFX9 mnemonic for a load of one `d` (with `i1` as a byte).
    fn load_op(space: Space, d: DType) -> &'static str {
        let g = space == Space::Global;
        match (d, g) {
            (DType::I1, true) => "global_load_ubyte",
            (DType::I8, true) => "global_load_sbyte",
            (DType::I16, true) => "global_load_sshort",
            (DType::F16 | DType::BF16, true) => "global_load_ushort",
            (DType::I32 | DType::F32, true) => "global_load_dword",
            (_, true) => "global_load_dwordx2",
            (DType::I1, false) => "ds_read_u8",
            (DType::I8, false) => "ds_read_i8",
            (DType::I16, false) => "ds_read_i16",
            (DType::F16 | DType::BF16, false) => "ds_read_u16",
            (DType::I32 | DType::F32, false) => "ds_read_b32",
            (_, false) => "ds_read_b64",
        }
    }

    fn store_op(space: Space, d: DType) -> &'static str {
        let g = space == Space::Global;
        match (d.bytes(), g) {
            (1, true) => "global_store_byte",
            (2, true) => "global_store_short",
            (4, true) => "global_store_dword",
            (_, true) => "global_store_dwordx2",
            (1, false) => "ds_write_b8",
            (2, false) => "ds_write_b16",
            (4, false) => "ds_write_b32",
            (_, false) => "ds_write_b64",
        }
    }

    /// The space, VGPR address and immediate offset of an access of `bytes` at `addr + offset`.
    /// The offset stays immediate while the whole access fits the encoding's field (LDS: 16
    /// bits unsigned; global: 12 bits non-negative, the range shared by every target here);
    /// otherwise it is added to the address.
    fn addr_of(&mut self, mem: Mem, addr: VReg, offset: u32, bytes: u32) -> (Space, VReg, i32) {
        let (space, limit) = match mem {
            Mem::Global => (Space::Global, 2048),
            Mem::Shared => (Space::Lds, 65536),
        };
        if offset + bytes <= limit {
            return (space, self.in_vgpr(addr), offset as i32);
        }
        let a = match mem {
            Mem::Global => {
                let o = self.imm_s(offset as i32);
                self.add64(addr, (Reg(o), Imm(0)), false)
            }
            Mem::Shared => {
                let o = self.imm_s(offset as i32);
                self.int2("s_add_u32", "v_add_u32", addr, o)
            }
        };
        (space, self.in_vgpr(a), 0)
    }

    /// A float read-modify-write atomic as a compare-and-swap loop, so that the new value is
    /// computed with the IR's exact semantics (the hardware's float atomics differ between
    /// targets in NaN, signed-zero and denormal handling).
    fn float_rmw_loop(&mut self, op: AtomicOp, d: DType, addr: VReg, val: VReg, guard: Option<VReg>) -> VReg {
        let addr = self.in_vgpr(addr);
        let val = self.in_vgpr(val);
        self.cas_loop(d, d, addr, guard, true, |me, old| {
            let new = match op {
                AtomicOp::Add if d == DType::F32 => {
                    // f32 atomic add flushes subnormal operands and its result (see `AtomicOp`).
                    let a = me.ftz32(old);
                    let b = me.ftz32(val);
                    let sum = me.binary(BinaryOp::Add, d, a, b);
                    me.ftz32(sum)
                }
                AtomicOp::Add => me.binary(BinaryOp::Add, d, old, val),
                AtomicOp::Max => me.binary(BinaryOp::Max, d, old, val),
                _ => me.binary(BinaryOp::Min, d, old, val),
            };
            (new, old)
        })
    }

    /// f16 or bf16 atomic add, which the hardware lacks on some targets and which must round
    /// as the IR says: a compare-and-swap loop on the aligned 32-bit word holding the element
    /// (the other half is swapped back unchanged; a buffer is made of whole words, so the word
    /// of an odd-length buffer's last element is allocated memory).
    fn half_add_loop(&mut self, d: DType, addr: VReg, val: VReg, guard: Option<VReg>) -> VReg {
        let addr = self.in_vgpr(addr);
        let val = self.in_vgpr(val);
        // The element's bit offset in its word (0 or 16), and the word's address.
        let byte = self.valu("v_and_b32", Class::V, &[Imm(2), Lo(addr)]);
        let shift = self.valu("v_lshlrev_b32", Class::V, &[Imm(3), Reg(byte)]);
        let word = self.pair(("v_and_b32", &[Imm(-4), Lo(addr)]), ("v_mov_b32", &[Hi(addr)]));
        self.cas_loop(DType::I32, d, word, guard, false, |me, old| {
            let half = me.valu("v_bfe_u32", Class::V, &[Reg(old), Reg(shift), Imm(16)]);
            let sum = me.binary(BinaryOp::Add, d, half, val);
            // new = old with the element's half replaced: old ^ ((half ^ sum) << shift).
            let sum = me.valu("v_and_b32", Class::V, &[Imm(0xffff), Reg(sum)]);
            let flip = me.valu("v_xor_b32", Class::V, &[Reg(half), Reg(sum)]);
            let flip = me.valu("v_lshlrev_b32", Class::V, &[Reg(shift), Reg(flip)]);
            let new = me.valu("v_xor_b32", Class::V, &[Reg(old), Reg(flip)]);
            (new, half)
        })
    }

    /// A compare-and-swap loop on the value of type `w` (32 or 64 bits) at `addr`, giving each
    /// lane a result of type `r`. `step(old)` computes the value to swap in and the lane's
    /// result should the swap land. The loop is uniform control flow: every lane runs every
    /// iteration with full EXEC, and a lane mask `pending` guards the compare-and-swap. A lane
    /// whose swap saw the value it expected has its result; the others retry with what they
    /// saw. The loop ends when no lane is pending, a scalar test of the mask. Guarded-off lanes
    /// are never pending and return 0. The first guess of the value is a load with `load`,
    /// else 0 (the first swap then reads it).
    fn cas_loop(
        &mut self,
        w: DType,
        r: DType,
        addr: VReg,
        guard: Option<VReg>,
        load: bool,
        step: impl FnOnce(&mut Self, VReg) -> (VReg, VReg),
    ) -> VReg {
        let pending0 = match guard {
            Some(g) => g,
            None => self.icmp(IntCC::Eq, DType::I32, self.lane, self.lane),
        };
        let zero = |me: &mut Self, d: DType| {
            let z = me.constant(Scalar::Num(d), 0);
            me.in_vgpr(z)
        };
        let old0 = if load { self.load(Mem::Global, w, addr, 0, 1, Some(pending0), None)[0] } else { zero(self, w) };
        let result0 = zero(self, r);
        let header =
            self.new_block(&[(Scalar::Num(w), false), (Scalar::Num(DType::I1), false), (Scalar::Num(r), false)]);
        let exit = self.new_block(&[(Scalar::Num(r), false)]);
        self.terminate(Term::Jump(header, vec![old0, pending0, result0]));
        self.switch_to(header);
        let p = self.vcode.blocks[header].params.clone();
        let (old, pending, result) = (p[0], p[1], p[2]);
        let (new, landed) = step(self, old);
        let seen = self.atomic_cas(w, addr, old, new, Some(pending)).expect("32- and 64-bit CAS are selected");
        // Compared as integers (bits), whatever `w` is.
        let bits = if w.bits() == 64 { DType::I64 } else { DType::I32 };
        let same = self.icmp(IntCC::Eq, bits, seen, old);
        let differ = self.icmp(IntCC::Ne, bits, seen, old);
        let done = self.binary(BinaryOp::And, DType::I1, pending, same);
        let result2 = self.select(Scalar::Num(r), done, landed, result);
        let pending2 = self.binary(BinaryOp::And, DType::I1, pending, differ);
        self.terminate(Term::Branch {
            cond: pending2,
            then: (header, vec![seen, pending2, result2]),
            otherwise: (exit, vec![result2]),
        });
        self.switch_to(exit);
        self.vcode.blocks[exit].params[0]
    }

    /// `n` consecutive 8- or 16-bit elements (4, 8 or 16 bytes, aligned) as 32-bit words in
    /// one access, then unpacked into one canonical register each. Guarded, the words load
    /// over 0 and the lanes left out take `init` by a select afterwards.
    #[allow(clippy::too_many_arguments)]
    fn load_packed(
        &mut self,
        mem: Mem,
        d: DType,
        addr: VReg,
        offset: u32,
        n: usize,
        guard: Option<VReg>,
        init: Option<&[VReg]>,
    ) -> Vec<VReg> {
        let words = n * d.bytes() as usize / 4;
        let w = self.load(mem, DType::I32, addr, offset, words, guard, None);
        let per = 4 / d.bytes() as usize;
        let mut out = Vec::with_capacity(n);
        for i in 0..n {
            let (word, j) = (w[i / per], (i % per) as i32);
            let bits = 8 * d.bytes() as i32;
            let v = match d {
                DType::I8 | DType::I16 => self.valu("v_bfe_i32", Class::V, &[Reg(word), Imm(bits * j), Imm(bits)]),
                _ if bits * j + bits == 32 => self.valu("v_lshrrev_b32", Class::V, &[Imm(bits * j), Reg(word)]),
                _ => self.valu("v_bfe_u32", Class::V, &[Reg(word), Imm(bits * j), Imm(bits)]),
            };
            // An i1 byte is true when nonzero, as the interpreter reads it.
            let v = if d == DType::I1 { self.vcmp("v_cmp_ne_u32", Reg(v), Imm(0)) } else { v };
            let v = match (guard, init) {
                (Some(g), Some(init)) => self.select(Scalar::Num(d), g, v, init[i]),
                _ => v,
            };
            out.push(v);
        }
        out
    }

    /// Up to four 8-bit or two 16-bit elements packed into one 32-bit word, first in the low bits.
    fn pack_word(&mut self, d: DType, vals: &[VReg]) -> VReg {
        let bits = 8 * d.bytes() as i32;
        let mut word = None;
        for (j, &v) in vals.iter().enumerate() {
            let v = if d == DType::I1 { self.mask_to_int(v, false) } else { self.in_vgpr(v) };
            let top = bits * j as i32 + bits == 32;
            // The element's own bits (the top one's shift drops the rest), at its place.
            let v = if top { v } else { self.valu("v_and_b32", Class::V, &[Imm((1 << bits) - 1), Reg(v)]) };
            let v = if j == 0 { v } else { self.valu("v_lshlrev_b32", Class::V, &[Imm(bits * j as i32), Reg(v)]) };
            word = Some(match word {
                None => v,
                Some(w) => self.valu("v_or_b32", Class::V, &[Reg(w), Reg(v)]),
            });
        }
        word.expect("a word has elements")
    }

    /// An f32 with a subnormal value replaced by zero of its sign.
    fn ftz32(&mut self, x: VReg) -> VReg {
        let e = self.constant(Scalar::Num(DType::I32), 0x7f80_0000);
        let exp = self.binary(BinaryOp::And, DType::I32, x, e);
        let z = self.constant(Scalar::Num(DType::I32), 0);
        let sub = self.icmp(IntCC::Eq, DType::I32, exp, z);
        let m = self.constant(Scalar::Num(DType::I32), 0x8000_0000);
        let sign = self.binary(BinaryOp::And, DType::I32, x, m);
        self.select(Scalar::Num(DType::I32), sub, sign, x)
    }

    fn data_class(d: DType) -> Class {
        if d.bits() == 64 {
            Class::V64
        } else {
            Class::V
        }
    }

    /// For `n` consecutive elements of `d` that one 8- or 16-byte access can move (32- and
    /// 64-bit elements): its mnemonic and the first unit of its register tuple. regalloc2 has
    /// no tuples, so the parts are fixed to consecutive units (see `tessera_regalloc`), taken in
    /// turn from slots that every register file has: four VGPR units from 4 up to 23 (unit 0
    /// is the work-item id), two VGPR pairs from 0 up to 11. A value stays in its unit unless a
    /// later tuple needs the unit while it is live; then regalloc2 moves it.
    fn tuple(&mut self, space: Space, d: DType, n: usize, load: bool) -> Option<(&'static str, u8)> {
        let bytes = n as u32 * d.bytes();
        if n < 2 || d.bytes() < 4 || !matches!(bytes, 8 | 16) {
            return None;
        }
        let op = match (space, load, bytes) {
            (Space::Global, true, 8) => "global_load_dwordx2",
            (Space::Global, true, _) => "global_load_dwordx4",
            (Space::Global, false, 8) => "global_store_dwordx2",
            (Space::Global, false, _) => "global_store_dwordx4",
            (Space::Lds, true, 8) => "ds_read_b64",
            (Space::Lds, true, _) => "ds_read_b128",
            (Space::Lds, false, 8) => "ds_write_b64",
            (Space::Lds, false, _) => "ds_write_b128",
        };
        Some((op, self.tuple_unit(d.bytes() == 8)))
    }

    /// The first unit of the next register tuple: of VGPR pairs (`wide`) or of VGPRs.
    fn tuple_unit(&mut self, wide: bool) -> u8 {
        let k = self.tuples;
        self.tuples += 1;
        (if wide { 2 * (k % 6) } else { 4 + 4 * (k % 5) }) as u8
    }
}

impl Target for Amdgcn {
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

    /// Ends the current block, first moving each argument to its parameter's class (a uniform
    /// value computed on the VALU to an SGPR, an SGPR value to a VGPR).
    fn terminate(&mut self, t: Term) {
        let fix = |me: &mut Self, target: Block, args: Vec<VReg>| -> Vec<VReg> {
            let params = me.vcode.blocks[target].params.clone();
            args.into_iter()
                .zip(params)
                .map(|(a, p)| {
                    let (ca, cp) = (me.class(a), me.class(p));
                    if ca == cp {
                        a
                    } else if cp.is_vector() {
                        me.in_vgpr(a)
                    } else {
                        me.in_sgpr(a)
                    }
                })
                .collect()
        };
        let t = match t {
            Term::Jump(b, args) => {
                let args = fix(self, b, args);
                Term::Jump(b, args)
            }
            Term::Branch { cond, then, otherwise } => {
                let a = fix(self, then.0, then.1);
                let o = fix(self, otherwise.0, otherwise.1);
                Term::Branch { cond, then: (then.0, a), otherwise: (otherwise.0, o) }
            }
            Term::Return => Term::Return,
        };
        let b = self.cur;
        self.vcode.blocks[b].term = t;
    }

    fn class_of(&self, s: Scalar, uniform: bool) -> Class {
        match s {
            Scalar::Ptr(_) => {
                if uniform {
                    Class::S64
                } else {
                    Class::V64
                }
            }
            Scalar::Num(d) => match d {
                DType::I1 => self.mask_class(),
                DType::I64 => {
                    if uniform {
                        Class::S64
                    } else {
                        Class::V64
                    }
                }
                DType::F64 => Class::V64,
                DType::I8 | DType::I16 | DType::I32 if uniform => Class::S,
                _ => Class::V,
            },
        }
    }

    fn warp_size(&self) -> u32 {
        self.gfx.wave()
    }

    fn constant(&mut self, s: Scalar, bits: u64) -> VReg {
        match s {
            Scalar::Num(DType::I1) => {
                let op = self.mop("mov");
                let c = self.mask_class();
                let m = self.salu(op, c, &[Imm(if bits & 1 == 1 { -1 } else { 0 })]);
                self.uniform_masks[m] = true;
                m
            }
            Scalar::Num(d) if d.bits() <= 32 => {
                let v = if d.is_int() { tessera_ir::constant::sext(bits, d.bits()) as i32 } else { bits as u32 as i32 };
                self.imm_s(v)
            }
            _ => self.mov64(Class::S64, Imm(bits as u32 as i32), Imm((bits >> 32) as u32 as i32)),
        }
    }

    fn param(&mut self, index: usize, s: Scalar) -> VReg {
        debug_assert_eq!(index, self.args.len());
        let size = match s {
            Scalar::Ptr(_) => 8,
            Scalar::Num(d) => d.bytes().max(4),
        };
        let offset = self.explicit_args_bytes().next_multiple_of(size);
        self.args.push(KernArg { offset, size });
        let c = if size == 8 { Class::S64 } else { Class::S };
        let dst = self.reg(c);
        let base = self.kernarg;
        self.push(Inst::KernArg { dst, base, offset });
        match s {
            Scalar::Num(DType::I1) => {
                let b = self.salu("s_and_b32", Class::S, &[Reg(dst), Imm(0xff)]);
                self.scmp("s_cmp_lg_u32", Reg(b), Imm(0))
            }
            Scalar::Num(d @ (DType::I8 | DType::I16)) => self.sext_w(dst, d.bits()),
            _ => dst,
        }
    }

    fn thread_index(&mut self) -> VReg {
        let tid = self.tid;
        // Work-item ids may come packed (x in bits 0-9) on gfx90a and later.
        let k12 = self.imm_s(0x3ff);
        self.valu("v_and_b32", Class::V, &[Reg(k12), Reg(tid)])
    }
    fn program_id(&mut self, axis: u8) -> VReg {
        self.wg[axis.min(2) as usize]
    }
    fn num_programs(&mut self, axis: u8) -> VReg {
        let dst = self.reg(Class::S);
        let offset = self.hidden_offset() + 4 * axis.min(2) as u32;
        let base = self.kernarg;
        self.push(Inst::KernArg { dst, base, offset });
        dst
    }

    fn unary(&mut self, op: UnaryOp, d: DType, a: VReg) -> VReg {
        match d {
            DType::I1 => match op {
                UnaryOp::Not => self.mask_not(a),
                _ => a,
            },
            DType::I8 | DType::I16 | DType::I32 => {
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
            DType::I64 => match op {
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
            },
            DType::F32 => self.float_unary_f32(op, a),
            DType::F64 => {
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
            DType::F16 | DType::BF16 => match op {
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
            },
        }
    }

    fn binary(&mut self, op: BinaryOp, d: DType, a: VReg, b: VReg) -> VReg {
        match d {
            DType::I1 => match op {
                BinaryOp::And | BinaryOp::Mul | BinaryOp::Smax | BinaryOp::Umin => self.mask_op("and", a, b),
                BinaryOp::Or | BinaryOp::Smin | BinaryOp::Umax => self.mask_op("or", a, b),
                BinaryOp::Xor | BinaryOp::Add | BinaryOp::Sub => self.mask_op("xor", a, b),
                _ => {
                    let (x, y) = (self.mask_to_int(a, true), self.mask_to_int(b, true));
                    let r = self.int_binary32(op, 1, x, y);
                    self.int_to_mask(r)
                }
            },
            DType::I64 => self.int_binary64(op, a, b),
            d if d.is_int() => self.int_binary32(op, d.bits(), a, b),
            _ => self.float_binary(op, d, a, b),
        }
    }

    fn icmp(&mut self, cc: IntCC, d: DType, a: VReg, b: VReg) -> VReg {
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

    fn fcmp(&mut self, cc: FloatCC, d: DType, a: VReg, b: VReg) -> VReg {
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

    fn select(&mut self, s: Scalar, c: VReg, a: VReg, b: VReg) -> VReg {
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

    fn cast(&mut self, op: CastOp, from: DType, to: DType, a: VReg) -> VReg {
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

    fn bitcast(&mut self, from: DType, to: DType, a: VReg) -> VReg {
        use DType::*;
        match (from, to) {
            (F16 | BF16, I16) => self.sext_w(a, 16),
            _ => a,
        }
    }

    fn fma(&mut self, d: DType, a: VReg, b: VReg, c: VReg) -> VReg {
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

    fn ptradd(&mut self, p: VReg, off: VReg, off_type: DType, elem_bytes: u32) -> VReg {
        let eb = elem_bytes as i32;
        let u = self.is_s(p) && self.is_s(off);
        let (lo, hi) = if off_type == DType::I64 {
            if u {
                let lo = self.salu("s_mul_i32", Class::S, &[Lo(off), Imm(eb)]);
                let k16 = self.imm_s(eb);
                let h1 = self.salu("s_mul_hi_u32", Class::S, &[Lo(off), Reg(k16)]);
                let h2 = self.salu("s_mul_i32", Class::S, &[Hi(off), Imm(eb)]);
                (lo, self.salu("s_add_u32", Class::S, &[Reg(h1), Reg(h2)]))
            } else {
                let e = self.imm_s(eb);
                let lo = self.valu("v_mul_lo_u32", Class::V, &[Lo(off), Reg(e)]);
                let h1 = self.valu("v_mul_hi_u32", Class::V, &[Lo(off), Reg(e)]);
                let h2 = self.valu("v_mul_lo_u32", Class::V, &[Hi(off), Reg(e)]);
                (lo, self.valu("v_add_u32", Class::V, &[Reg(h1), Reg(h2)]))
            }
        } else if u {
            let lo = self.salu("s_mul_i32", Class::S, &[Reg(off), Imm(eb)]);
            let k17 = self.imm_s(eb);
            (lo, self.salu("s_mul_hi_i32", Class::S, &[Reg(off), Reg(k17)]))
        } else {
            // Element sizes are powers of two: the 64-bit product is two full-rate shifts.
            let k = eb.trailing_zeros() as i32;
            let lo = if k == 0 { off } else { self.valu("v_lshlrev_b32", Class::V, &[Imm(k), Reg(off)]) };
            (lo, self.valu("v_ashrrev_i32", Class::V, &[Imm((32 - k).min(31)), Reg(off)]))
        };
        self.add64(p, (Reg(lo), Reg(hi)), false)
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
        if packed(d, n) {
            return self.load_packed(mem, d, addr, offset, n, guard, init);
        }
        let (space, addr, offset) = self.addr_of(mem, addr, offset, n as u32 * d.bytes());
        let c = Self::data_class(d);
        // The value of the lanes that a guard leaves out: `other` (or 0).
        let init_of = |me: &mut Self, i: usize| match init {
            Some(v) if d == DType::I1 => Reg(me.mask_to_int(v[i], false)),
            // v_mov_b32 takes an SGPR or a literal as well.
            Some(v) if me.class(v[i]) == Class::S => me.known[v[i]].map_or(Reg(v[i]), Imm),
            Some(v) => Reg(me.in_vgpr(v[i])),
            None => Imm(0),
        };
        if let Some((op, unit)) = self.tuple(space, d, n, true) {
            let dst: SmallVec<[VReg; 4]> = (0..n).map(|_| self.reg(c)).collect();
            let init = if guard.is_some() { (0..n).map(|i| init_of(self, i)).collect() } else { SmallVec::new() };
            self.push(Inst::Load { op, space, dst: dst.clone(), unit: Some(unit), addr, offset, guard, init });
            return dst.to_vec();
        }
        let op = Self::load_op(space, d);
        let eb = d.bytes() as i32;
        let mut out = Vec::with_capacity(n);
        for i in 0..n {
            let dst = self.reg(c);
            let init = if guard.is_some() { smallvec![init_of(self, i)] } else { SmallVec::new() };
            let offset = offset + i as i32 * eb;
            self.push(Inst::Load { op, space, dst: smallvec![dst], unit: None, addr, offset, guard, init });
            out.push(if d == DType::I1 { self.vcmp("v_cmp_ne_u32", Reg(dst), Imm(0)) } else { dst });
        }
        out
    }

    fn store(&mut self, mem: Mem, d: DType, addr: VReg, offset: u32, vals: &[VReg], guard: Option<VReg>) {
        if packed(d, vals.len()) {
            let words: Vec<VReg> = vals.chunks(4 / d.bytes() as usize).map(|c| self.pack_word(d, c)).collect();
            return self.store(mem, DType::I32, addr, offset, &words, guard);
        }
        let (space, addr, offset) = self.addr_of(mem, addr, offset, vals.len() as u32 * d.bytes());
        if let Some((op, unit)) = self.tuple(space, d, vals.len(), false) {
            let val = vals.iter().map(|&v| self.in_vgpr(v)).collect();
            self.push(Inst::Store { op, space, addr, val, unit: Some(unit), offset, guard });
            return;
        }
        let op = Self::store_op(space, d);
        let eb = d.bytes() as i32;
        for (i, &v) in vals.iter().enumerate() {
            let v = if d == DType::I1 { self.mask_to_int(v, false) } else { v };
            let val = smallvec![self.in_vgpr(v)];
            self.push(Inst::Store { op, space, addr, val, unit: None, offset: offset + i as i32 * eb, guard });
        }
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
        if matches!((op, d), (AtomicOp::Add | AtomicOp::Max | AtomicOp::Min, F32 | F64)) {
            return Ok(self.float_rmw_loop(op, d, addr, val, guard));
        }
        if matches!((op, d), (AtomicOp::Add, F16 | BF16)) {
            return Ok(self.half_add_loop(d, addr, val, guard));
        }
        let name = match (op, d) {
            (AtomicOp::Add, I32) => "global_atomic_add",
            (AtomicOp::Add, I64) => "global_atomic_add_x2",
            (AtomicOp::Smax, I32) => "global_atomic_smax",
            (AtomicOp::Smax, I64) => "global_atomic_smax_x2",
            (AtomicOp::Smin, I32) => "global_atomic_smin",
            (AtomicOp::Smin, I64) => "global_atomic_smin_x2",
            (AtomicOp::Umax, I32) => "global_atomic_umax",
            (AtomicOp::Umax, I64) => "global_atomic_umax_x2",
            (AtomicOp::Umin, I32) => "global_atomic_umin",
            (AtomicOp::Umin, I64) => "global_atomic_umin_x2",
            (AtomicOp::Xchg, I32 | F32) => "global_atomic_swap",
            (AtomicOp::Xchg, I64 | F64) => "global_atomic_swap_x2",
            (AtomicOp::And, I32) => "global_atomic_and",
            (AtomicOp::And, I64) => "global_atomic_and_x2",
            (AtomicOp::Or, I32) => "global_atomic_or",
            (AtomicOp::Or, I64) => "global_atomic_or_x2",
            (AtomicOp::Xor, I32) => "global_atomic_xor",
            (AtomicOp::Xor, I64) => "global_atomic_xor_x2",
            _ => return Err(format!("atomic {op} on {d} is not supported by the AMDGCN backend yet")),
        };
        let addr = self.in_vgpr(addr);
        let val = self.in_vgpr(val);
        let dst = self.reg(Self::data_class(d));
        self.push(Inst::Atomic { op: name, dst, addr, val: smallvec![val], unit: None, guard });
        Ok(dst)
    }

    fn atomic_cas(&mut self, d: DType, addr: VReg, cmp: VReg, val: VReg, guard: Option<VReg>) -> Result<VReg, String> {
        let op = match d.bits() {
            32 => "global_atomic_cmpswap",
            64 => "global_atomic_cmpswap_x2",
            _ => return Err(format!("atomic_cas on {d} is not supported by the AMDGCN backend yet")),
        };
        let addr = self.in_vgpr(addr);
        // The data operand is (new value, expected value): for 32 bits one VGPR pair built by
        // two moves (fixing both parts to tuple units instead made the CAS loops spill), for
        // 64 bits a tuple of two pairs.
        let (val, unit) = if d.bits() == 32 {
            let data = self.mov64(Class::V64, Reg(val), Reg(cmp));
            (smallvec![self.in_vgpr(data)], None)
        } else {
            (smallvec![self.in_vgpr(val), self.in_vgpr(cmp)], Some(self.tuple_unit(true)))
        };
        let dst = self.reg(Self::data_class(d));
        self.push(Inst::Atomic { op, dst, addr, val, unit, guard });
        Ok(dst)
    }

    fn shuffle_xor(&mut self, s: Scalar, v: VReg, lane_mask: u32) -> VReg {
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

    fn shared_extent(&mut self, bytes: u32) {
        self.shared_bytes = self.shared_bytes.max(bytes.next_multiple_of(16));
    }

    fn shared_addr(&mut self, index: VReg) -> VReg {
        index
    }

    fn barrier(&mut self) {
        self.push(Inst::Barrier);
    }
}

/// log2(e) - (log2(e) as f32): the low part for the exact product in `exp_f32`.
#[allow(clippy::excessive_precision)]
const LOG2E_LO: f32 = 1.925_963_1e-8;

/// 2pi split for Cody-Waite reduction: 6.28125 + C2 + C3 (each exact in f32).
const C2: f32 = 0.001_935_307_2;
#[allow(clippy::excessive_precision)]
const C3: f32 = 1.025_313_2e-11;
