//! The bit layouts of the encoding families, GFX9 (gfx90a, gfx942) and GFX11 (gfx1100):
//! scalar (SOP1, SOP2, SOPC, SOPK, SOPP, SMEM), vector (VOP1, VOP2, VOPC, VOP3 with and
//! without SDST, VOP3P) and memory (DS, GLOBAL). Fields and their positions follow AMD's ISA
//! manuals (the "Microcode Formats" chapters). Words are little-endian; a literal constant is
//! one more word after the instruction.

use super::constants::inline_constant;
use super::shape::{Kind, Shape};
use super::{opcodes, target_index, Family, Fixup, Inst, Mods, Opd, Src};
use tessera_isel::amdgcn::Gfx;

type R<'a> = Result<Option<Fixup<'a>>, String>;

/// Appends the encoding of `inst`; returns what the caller patches once the labels are known:
/// a branch's label (its offset goes into the low 16 bits), or the label distance of a literal
/// (the last word of the instruction).
pub(super) fn encode<'a>(gfx: Gfx, inst: &Inst<'a>, out: &mut Vec<u8>) -> R<'a> {
    encode_parts(gfx, inst.mnemonic, inst.e64, &inst.ops, inst.mods, out, None)
}

type Row = Option<(&'static [opcodes::Op; 3], &'static Shape)>;

/// The opcode rows of the mnemonics met, by the address and length of the name: for a
/// [`super::Program`], whose mnemonics are the emitter's `'static` strings (a few dozen
/// distinct ones over hundreds of lines; the table lookup was an eighth of the encoding).
/// Only names that live for the whole program may be looked up through it.
pub(super) struct Memo {
    slots: [(usize, usize, Row); 64],
}

impl Default for Memo {
    fn default() -> Self {
        Memo { slots: [(0, 0, None); 64] }
    }
}

impl Memo {
    fn lookup(&mut self, name: &'static str) -> Row {
        let (at, len) = (name.as_ptr() as usize, name.len());
        let slot = &mut self.slots[(at >> 3 ^ at >> 9 ^ len) & 63];
        if slot.0 != at || slot.1 != len {
            *slot = (at, len, opcodes::lookup(name));
        }
        slot.2
    }
}

/// [`encode`] of an instruction given by its parts (a [`super::Program`]'s operands lie in
/// one vector, not in an [`Inst`]); `memo` looks the mnemonic up where it is `'static`.
pub(super) fn encode_parts<'a>(
    gfx: Gfx,
    m: &'a str,
    e64: bool,
    ops: &[Src<'a>],
    mods: Mods,
    out: &mut Vec<u8>,
    memo: Option<(&mut Memo, &'static str)>,
) -> R<'a> {
    let (base, force) = if e64 {
        (m, Some(true))
    } else if let Some(b) = m.strip_suffix("_e64") {
        (b, Some(true))
    } else if let Some(b) = m.strip_suffix("_e32") {
        (b, Some(false))
    } else {
        (m, None)
    };
    let not_here = || format!("`{base}` is not a {} instruction", gfx.name());
    let row = match memo {
        Some((memo, name)) if force.is_none() || e64 => memo.lookup(name),
        _ => opcodes::lookup(base),
    };
    let (codes, shape) = row.ok_or_else(not_here)?;
    let (family, op) = codes[target_index(gfx)].ok_or_else(not_here)?;
    // `_e32` names the compact form, which has no scalar destination operand.
    let sdst = shape.sdst && force != Some(false);
    let first = if shape.compare {
        0
    } else if sdst {
        2
    } else {
        1
    };
    let e = Enc { gfx, g11: gfx.is_gfx11(), m, ops, mods, out, first, shape, sdst };
    match family {
        Family::Sop1 | Family::Sop2 | Family::Sopc | Family::Sopk | Family::Sopp => e.scalar(family, op),
        Family::Smem => e.smem(op),
        Family::Vop1 | Family::Vop2 | Family::Vopc | Family::Vop3 => e.valu(family, op, force),
        Family::Vop3p => e.vop3p(op),
        Family::Ds => e.ds(op),
        Family::Global => e.flat(op, false),
        Family::Scratch => e.flat(op, true),
    }
}

struct Enc<'i, 'a, 'o> {
    gfx: Gfx,
    g11: bool,
    /// The mnemonic as written, its operands and modifiers.
    m: &'a str,
    ops: &'i [Src<'a>],
    mods: Mods,
    out: &'o mut Vec<u8>,
    /// Index of the first source operand (after the destinations).
    first: usize,
    shape: &'static Shape,
    /// Whether the second operand is a scalar destination.
    sdst: bool,
}

/// A literal constant waiting to be written after the instruction: a value, or a label
/// distance ([`Opd::Distance`]) written as 0 and patched once the labels are known.
#[derive(Default)]
struct Literal<'a>(Option<u32>, Option<Fixup<'a>>);

impl<'a> Literal<'a> {
    fn take(&mut self, v: u32) -> Result<(), String> {
        match self.0 {
            Some(w) if w != v || self.1.is_some() => Err("two different literal constants".into()),
            _ => {
                self.0 = Some(v);
                Ok(())
            }
        }
    }

    fn take_distance(&mut self, fixup: Fixup<'a>) -> Result<(), String> {
        if self.0.is_some() {
            return Err("two different literal constants".into());
        }
        self.0 = Some(0);
        self.1 = Some(fixup);
        Ok(())
    }
}

impl<'a> Enc<'_, 'a, '_> {
    fn ops(&self) -> &[Src<'a>] {
        self.ops
    }

    fn count(&self, n: usize) -> Result<(), String> {
        if self.ops().len() != n {
            return Err(format!("expected {n} operands, found {}", self.ops().len()));
        }
        Ok(())
    }

    fn word(&mut self, w: u32) {
        self.out.extend_from_slice(&w.to_le_bytes());
    }

    fn finish(mut self, words: &[u32], lit: Literal<'a>) -> R<'a> {
        for &w in words {
            self.word(w);
        }
        if let Some(l) = lit.0 {
            self.word(l);
        }
        Ok(lit.1)
    }

    /// The 9-bit source code of operand `i` (registers, inline constants, 255 for a literal).
    fn src(&self, i: usize, lit: &mut Literal<'a>, literal_ok: bool) -> Result<u32, String> {
        let s = *self.ops().get(i).ok_or("too few operands")?;
        match s.opd {
            Opd::Reg { code, .. } => Ok(code as u32),
            Opd::Acc { idx, .. } => Ok(256 + idx as u32),
            Opd::Imm(v) => {
                let width = self.shape.width(self.m, self.src_index(i));
                if let Some(c) = inline_constant(v, width) {
                    return Ok(c as u32);
                }
                if !literal_ok {
                    return Err(format!("the constant {v:#x} needs a literal, which this encoding cannot take"));
                }
                if !(i32::MIN as i64..=u32::MAX as i64).contains(&v) {
                    return Err(format!("the constant {v:#x} does not fit 32 bits"));
                }
                lit.take(v as u32)?;
                Ok(255)
            }
            // Always a literal (as llvm-mc writes a label expression), whatever its value.
            Opd::Distance { to, from, hi } if literal_ok => {
                lit.take_distance(Fixup::Distance { to, from, hi })?;
                Ok(255)
            }
            Opd::Distance { .. } => Err("a label distance needs a literal, which this encoding cannot take".into()),
            _ => Err(format!("operand {} cannot be a source", i + 1)),
        }
    }

    /// Which source (0, 1, 2) operand `i` is, for the operand width.
    fn src_index(&self, i: usize) -> usize {
        i.wrapping_sub(self.first)
    }

    /// A scalar destination's 7-bit code.
    fn sdst(&self, i: usize) -> Result<u32, String> {
        match self.ops().get(i).map(|s| s.opd) {
            Some(Opd::Reg { code, .. }) if code < 128 => Ok(code as u32),
            _ => Err(format!("operand {} must be a scalar register", i + 1)),
        }
    }

    /// A VGPR (or AGPR) operand's 8-bit index.
    fn vgpr(&self, i: usize) -> Result<u32, String> {
        match self.ops().get(i).map(|s| s.opd) {
            Some(Opd::Reg { code: c @ 256.., .. }) => Ok(c as u32 - 256),
            Some(Opd::Acc { idx, .. }) => Ok(idx as u32),
            _ => Err(format!("operand {} must be a vector register", i + 1)),
        }
    }

    fn no_neg(&self) -> Result<(), String> {
        if self.ops().iter().any(|s| s.neg) {
            return Err("a negated operand in an instruction without modifiers".into());
        }
        Ok(())
    }

    fn scalar(self, family: Family, op: u16) -> R<'a> {
        self.no_neg()?;
        if self.ops().iter().any(|s| matches!(s.opd, Opd::Reg { code: 256.., .. } | Opd::Acc { .. })) {
            return Err("a vector register in a scalar instruction".into());
        }
        let op = op as u32;
        let mut lit = Literal::default();
        let word = match family {
            // `s_getpc_b64` has only a destination, `s_setpc_b64` only a source (the other
            // field 0).
            Family::Sop1 if self.m.starts_with("s_getpc") => {
                self.count(1)?;
                0x17D << 23 | self.sdst(0)? << 16 | op << 8
            }
            Family::Sop1 if self.m.starts_with("s_setpc") => {
                self.count(1)?;
                0x17D << 23 | op << 8 | self.src(0, &mut lit, false)?
            }
            Family::Sop1 => {
                self.count(2)?;
                let (d, s0) = (self.sdst(0)?, self.src(1, &mut lit, true)?);
                0x17D << 23 | d << 16 | op << 8 | s0
            }
            Family::Sop2 => {
                self.count(3)?;
                let d = self.sdst(0)?;
                let (s0, s1) = (self.src(1, &mut lit, true)?, self.src(2, &mut lit, true)?);
                0b10 << 30 | op << 23 | d << 16 | s1 << 8 | s0
            }
            Family::Sopc => {
                self.count(2)?;
                let (s0, s1) = (self.src(0, &mut lit, true)?, self.src(1, &mut lit, true)?);
                0x17E << 23 | op << 16 | s1 << 8 | s0
            }
            Family::Sopk => {
                self.count(2)?;
                let d = self.sdst(0)?;
                let k = self.imm16(1)?;
                0xB << 28 | op << 23 | d << 16 | k
            }
            _ => return self.sopp(op),
        };
        self.finish(&[word], lit)
    }

    fn imm16(&self, i: usize) -> Result<u32, String> {
        match self.ops().get(i).map(|s| s.opd) {
            Some(Opd::Imm(v)) if (i16::MIN as i64..=u16::MAX as i64).contains(&v) => Ok(v as u32 & 0xffff),
            _ => Err(format!("operand {} must be a 16-bit constant", i + 1)),
        }
    }

    fn sopp(mut self, op: u32) -> R<'a> {
        let head = 0x17F << 23 | op << 16;
        match self.ops() {
            [] => {
                self.word(head);
                Ok(None)
            }
            [Src { opd: Opd::Label(l), .. }] => {
                let l = *l;
                self.word(head);
                Ok(Some(Fixup::Branch(l)))
            }
            [Src { opd: Opd::Counts(c), .. }] => {
                let [vm, exp, lgkm] = *c;
                let simm = if self.g11 {
                    // vmcnt [15:10], lgkmcnt [9:4], expcnt [2:0]
                    let (vm, lgkm, exp) = (vm.unwrap_or(63), lgkm.unwrap_or(63), exp.unwrap_or(7));
                    if vm > 63 || lgkm > 63 || exp > 7 {
                        return Err("a count out of range".into());
                    }
                    vm << 10 | lgkm << 4 | exp
                } else {
                    // vmcnt [3:0] and [15:14], expcnt [6:4], lgkmcnt [11:8]
                    let (vm, lgkm, exp) = (vm.unwrap_or(63), lgkm.unwrap_or(15), exp.unwrap_or(7));
                    if vm > 63 || lgkm > 15 || exp > 7 {
                        return Err("a count out of range".into());
                    }
                    (vm & 15) | (vm >> 4) << 14 | exp << 4 | lgkm << 8
                };
                self.word(head | simm);
                Ok(None)
            }
            [_] => {
                let k = self.imm16(0)?;
                self.word(head | k);
                Ok(None)
            }
            _ => Err("too many operands".into()),
        }
    }

    fn smem(self, op: u16) -> R<'a> {
        self.count(3)?;
        let op = op as u32;
        let sdata = self.sdst(0)?;
        let sbase = match self.ops()[1].opd {
            Opd::Reg { code, n: 2 } if code < 128 && code % 2 == 0 => code as u32,
            _ => return Err("the base must be an aligned SGPR pair".into()),
        };
        let offset = match self.ops()[2].opd {
            Opd::Imm(v) if (0..1 << 20).contains(&v) => v as u32,
            _ => return Err("the offset must be a constant below 2^20".into()),
        };
        let glc = self.mods.glc as u32;
        let (w0, w1) = if self.g11 {
            (0x3D << 26 | op << 18 | glc << 14 | sdata << 6 | sbase >> 1, offset | 124 << 25)
        } else {
            (0x30 << 26 | op << 18 | 1 << 17 | glc << 16 | sdata << 6 | sbase >> 1, offset)
        };
        self.finish(&[w0, w1], Literal::default())
    }

    /// VOP1, VOP2, VOPC or VOP3: the compact encoding when the operands allow it (and it is
    /// not forced off), VOP3 otherwise.
    fn valu(self, family: Family, op: u16, force_e64: Option<bool>) -> R<'a> {
        let m = self.m;
        let ops = self.ops();
        let sdst = self.sdst;
        let first = self.first;
        let nsrc = ops.len().saturating_sub(first);
        let vcc = Opd::Reg { code: 106, n: if self.gfx.wave() == 64 { 2 } else { 1 } };
        // Sources of the VOP1/VOP2/VOPC families (VOP3-only instructions vary).
        let want = match family {
            Family::Vop1 if ops.is_empty() => Some(0),
            Family::Vop1 => Some(1),
            Family::Vop2 if self.shape.carry_in => Some(3),
            Family::Vop2 | Family::Vopc => Some(2),
            _ => None,
        };
        if want.is_some_and(|w| w != nsrc) || (sdst && ops.len() < 2) {
            return Err(format!("wrong number of operands for `{m}`"));
        }
        let compact = match family {
            Family::Vop3 => false,
            Family::Vop1 if ops.is_empty() => true,
            _ if force_e64 == Some(true) => false,
            _ if force_e64 == Some(false) => true,
            _ => {
                let no_mods = ops.iter().all(|s| !s.neg);
                let src1_vgpr = nsrc < 2 || ops[first + 1].opd.is_vgpr();
                let carries =
                    (!sdst || ops.get(1).map(|s| s.opd) == Some(vcc)) && (nsrc < 3 || ops[first + 2].opd == vcc);
                let dst_ok = match family {
                    Family::Vopc => ops.first().map(|s| s.opd) == Some(vcc),
                    _ => {
                        ops.first().is_some_and(|s| s.opd.is_vgpr() || matches!(s.opd, Opd::Acc { .. }))
                            || self.shape.readfirstlane
                    }
                };
                no_mods && src1_vgpr && carries && dst_ok
            }
        };
        let op = op as u32;
        let mut lit = Literal::default();
        if compact {
            self.no_neg()?;
            return match family {
                Family::Vop1 => {
                    if ops.is_empty() {
                        return self.finish(&[0x3F << 25 | op << 9], lit);
                    }
                    self.count(2)?;
                    let d = match ops[0].opd {
                        Opd::Reg { code, .. } if code < 128 && self.shape.readfirstlane => code as u32,
                        _ => self.vgpr(0)?,
                    };
                    let s0 = self.src(1, &mut lit, true)?;
                    self.finish(&[0x3F << 25 | d << 17 | op << 9 | s0], lit)
                }
                Family::Vop2 => {
                    let d = self.vgpr(0)?;
                    if nsrc < 2 {
                        return Err("expected two sources".into());
                    }
                    let s0 = self.src(first, &mut lit, true)?;
                    let s1 = self.vgpr(first + 1)?;
                    self.finish(&[op << 25 | d << 17 | s1 << 9 | s0], lit)
                }
                _ => {
                    self.count(3)?;
                    let s0 = self.src(1, &mut lit, true)?;
                    let s1 = self.vgpr(2)?;
                    self.finish(&[0x3E << 25 | op << 17 | s1 << 9 | s0], lit)
                }
            };
        }
        let op3 = match family {
            Family::Vop3 => op,
            f => f.vop3_op(op as u16, self.g11).ok_or("no VOP3 form")? as u32,
        };
        if nsrc > 3 || ops.len() <= first {
            return Err("wrong number of operands".into());
        }
        let dst = match ops.first().map(|s| s.opd) {
            Some(Opd::Reg { code, .. }) if code < 128 => code as u32,
            _ => self.vgpr(0)?,
        };
        let mut w0 = (if self.g11 { 0x35 } else { 0x34 }) << 26 | op3 << 16 | dst;
        if sdst {
            w0 |= self.sdst(1)? << 8;
        }
        let mut w1 = 0;
        for k in 0..nsrc {
            let s = self.src(first + k, &mut lit, self.g11)?;
            w1 |= s << (9 * k);
            if ops[first + k].neg {
                w1 |= 1 << (29 + k);
            }
        }
        self.finish(&[w0, w1], lit)
    }

    /// VOP3P: the matrix instructions (MFMA, with VGPR or AGPR operands; WMMA) and
    /// `v_accvgpr_read/write`.
    fn vop3p(self, op: u16) -> R<'a> {
        self.no_neg()?;
        let op = op as u32;
        let ops = self.ops();
        let mut lit = Literal::default();
        let is_acc = |i: usize| matches!(ops.get(i).map(|s| s.opd), Some(Opd::Acc { .. }));
        let head = if self.g11 { 0xCC << 24 } else { 0x1A7 << 23 };
        if self.shape.kind == Kind::Mfma {
            self.count(4)?;
            let d = self.vgpr(0)?;
            // ACC_CD: D (and C, unless C is a constant) are AGPRs.
            let c_const = matches!(ops[3].opd, Opd::Imm(_));
            if !c_const && is_acc(0) != is_acc(3) {
                return Err("D and C must both be VGPRs or both AGPRs".into());
            }
            let acc_cd = is_acc(0) as u32;
            let (a, b, c) =
                (self.src(1, &mut lit, false)?, self.src(2, &mut lit, false)?, self.src(3, &mut lit, false)?);
            let acc = is_acc(1) as u32 | (is_acc(2) as u32) << 1;
            return self.finish(&[head | op << 16 | acc_cd << 15 | d, a | b << 9 | c << 18 | acc << 27], lit);
        }
        // Plain VOP3P (op_sel_hi set, as written without modifiers).
        let nsrc = ops.len().checked_sub(1).filter(|&n| (1..=3).contains(&n)).ok_or("wrong number of operands")?;
        let d = self.vgpr(0)?;
        let mut w1 = 0;
        for k in 0..nsrc {
            w1 |= self.src(1 + k, &mut lit, self.g11)? << (9 * k);
        }
        let op_sel_hi = if self.shape.kind == Kind::WmmaOrAcc || nsrc == 3 { 0b111 } else { 0b011 };
        let w0 = head | op << 16 | (op_sel_hi >> 2) << 14 | d;
        w1 |= (op_sel_hi & 3) << 27;
        self.finish(&[w0, w1], lit)
    }

    fn ds(self, op: u16) -> R<'a> {
        self.no_neg()?;
        let op = op as u32;
        let offset = self.mods.offset;
        if !(0..=0xffff).contains(&offset) {
            return Err("the offset must be 0..=65535".into());
        }
        let (vdst, addr, data0) = if self.shape.kind == Kind::DsLoad {
            self.count(2)?;
            (self.vgpr(0)?, self.vgpr(1)?, 0)
        } else if self.shape.kind == Kind::DsStore {
            self.count(2)?;
            (0, self.vgpr(0)?, self.vgpr(1)?)
        } else {
            self.count(3)?;
            (self.vgpr(0)?, self.vgpr(1)?, self.vgpr(2)?)
        };
        if self.ops().iter().any(|s| matches!(s.opd, Opd::Acc { .. })) {
            return Err("AGPR data in an LDS access is not supported".into());
        }
        let w0 = if self.g11 { 0x36 << 26 | op << 18 } else { 0x36 << 26 | op << 17 } | offset as u32;
        self.finish(&[w0, addr | data0 << 8 | vdst << 24], Literal::default())
    }

    /// A FLAT-format access: global memory (`scratch` false; a 64-bit address in VGPRs, or an
    /// SGPR pair's base with a 32-bit VGPR offset) or a lane's scratch memory (an offset from a
    /// VGPR, an SGPR or neither: `off`). GFX11 marks a scratch VGPR address with SVE.
    fn flat(self, op: u16, scratch: bool) -> R<'a> {
        self.no_neg()?;
        let mods = self.mods;
        let op = op as u32;
        let n = self.ops().len();
        // (vdst, vaddr, vdata, saddr operand index)
        let (vdst, addr, data, sa) = if self.shape.kind == Kind::GlobalLoad {
            self.count(3)?;
            (self.vgpr(0)?, self.address(1, scratch)?, 0, 2)
        } else if self.shape.kind == Kind::GlobalStore || (self.shape.kind == Kind::GlobalAtomic && n == 3) {
            self.count(3)?;
            (0, self.address(0, scratch)?, self.vgpr(1)?, 2)
        } else {
            self.count(4)?;
            (self.vgpr(0)?, self.vgpr(1)?, self.vgpr(2)?, 3)
        };
        if self.ops().iter().any(|s| matches!(s.opd, Opd::Acc { .. })) {
            return Err("AGPR data in a FLAT access is not supported".into());
        }
        let saddr = match (self.ops()[sa].opd, scratch) {
            (Opd::Off, _) => {
                if self.g11 {
                    124
                } else {
                    0x7f
                }
            }
            (Opd::Reg { code, n: 2 }, false) if code < 106 && code % 2 == 0 => code as u32,
            (Opd::Reg { code, n: 1 }, true) if code < 106 => code as u32,
            (_, false) => return Err("the address base must be `off` or an aligned SGPR pair".into()),
            (_, true) => return Err("the scratch offset must be `off` or an SGPR".into()),
        };
        // A scratch access with neither a VGPR nor an SGPR offset (only the immediate) is
        // GFX940's and GFX11's; gfx90a needs one of them.
        let vaddr_off =
            scratch && matches!(self.ops()[if self.shape.kind == Kind::GlobalLoad { 1 } else { 0 }].opd, Opd::Off);
        if scratch && self.gfx == Gfx::Gfx90a && vaddr_off == (saddr == 0x7f) {
            return Err("gfx90a's scratch accesses take a VGPR or an SGPR offset (one of them)".into());
        }
        // SVE (a VGPR offset): bit 23 of the second word on GFX11, bit 13 of the first on
        // gfx942; gfx90a has no such bit.
        let sve = (scratch && !vaddr_off) as u32;
        let (sve0, sve1) = match self.gfx {
            Gfx::Gfx90a => (0, 0),
            Gfx::Gfx942 => (sve, 0),
            _ => (0, sve),
        };
        let seg = if scratch { 1 } else { 2 };
        if !(-4096..4096).contains(&mods.offset) {
            return Err("the offset must be -4096..4095".into());
        }
        let offset = mods.offset as u32 & 0x1fff;
        let (glc, slc, sc1) = (mods.glc as u32, mods.slc as u32, mods.sc1 as u32);
        let w0 = if self.g11 {
            0x37 << 26 | op << 18 | seg << 16 | slc << 15 | glc << 14 | sc1 << 13 | offset
        } else {
            0x37 << 26 | sc1 << 25 | op << 18 | slc << 17 | glc << 16 | seg << 14 | sve0 << 13 | offset
        };
        self.finish(&[w0, addr | data << 8 | saddr << 16 | sve1 << 23 | vdst << 24], Literal::default())
    }

    /// The address operand `i` of a FLAT access: a VGPR, or for scratch also `off` (field 0).
    fn address(&self, i: usize, scratch: bool) -> Result<u32, String> {
        match self.ops().get(i).map(|s| s.opd) {
            Some(Opd::Off) if scratch => Ok(0),
            _ => self.vgpr(i),
        }
    }
}
