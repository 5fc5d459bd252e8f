//! AMDGCN memory: address computation (`ptradd`, and immediate offsets while they fit the
//! encoding), loads and stores of global memory and LDS, register tuples, packed narrow vectors.
//!
//! Global accesses go through `global_load`/`global_store` with a 64-bit VGPR address and EXEC
//! as the mask; LDS through `ds_read`/`ds_write`. A vector of 8 or 16 bytes of 32- or 64-bit
//! elements is one access (`dwordx2`/`dwordx4`, `ds_read_b64`/`b128`), its data a register tuple
//! whose parts are fixed to consecutive registers (`Amdgcn::tuple`). 8- and 16-bit elements move
//! as 32-bit words (one, or a tuple of 2 or 4), packed and unpacked with shifts and bit-field
//! extracts (`Amdgcn::load_packed`, `Amdgcn::pack_word`); fewer than four bytes are one access
//! per element, at constant offsets from one address.

use super::inst::{Class, Inst, Space, Src};
use super::Amdgcn;
use crate::target::{Mem, Target};
use crate::vcode::VReg;
use smallvec::{smallvec, SmallVec};
use tessera_ir::{DType, Scalar};

use Src::{Hi, Imm, Lo, Reg};

/// The end (offset plus bytes) of a global access that still takes its constant offset in the
/// instruction (the offset field's positive range on every target here).
pub(super) const GLOBAL_OFFSET_LIMIT: u32 = 2048;

impl Amdgcn {
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
    pub(super) fn addr_of(&mut self, mem: Mem, addr: VReg, offset: u32, bytes: u32) -> (Space, VReg, i32) {
        let (space, limit) = match mem {
            Mem::Global => (Space::Global, GLOBAL_OFFSET_LIMIT),
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

    /// `n` consecutive 8- or 16-bit elements (4, 8 or 16 bytes, aligned) as 32-bit words in
    /// one access, then unpacked into one canonical register each. Guarded, the words load
    /// over 0 and the lanes left out take `init` by a select afterwards (none when `init` is
    /// a known 0).
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
            if d != DType::I1 {
                self.parts.insert(v, (word, j as u8, bits as u8));
            }
            // An i1 byte is true when nonzero, as the interpreter reads it.
            let v = if d == DType::I1 { self.vcmp("v_cmp_ne_u32", Reg(v), Imm(0)) } else { v };
            let v = match (guard, init) {
                // The words load over 0, so a zero `other` needs no select.
                (Some(_), Some(init)) if self.known.get(init[i]).copied().flatten() == Some(0) => v,
                (Some(g), Some(init)) => self.select(Scalar::Num(d), g, v, init[i]),
                _ => v,
            };
            out.push(v);
        }
        out
    }

    /// Up to four 8-bit or two 16-bit elements packed into one 32-bit word, first in the low
    /// bits; a whole word's elements unpacked from one loaded word (`parts`) are that word.
    pub(super) fn pack_word(&mut self, d: DType, vals: &[VReg]) -> VReg {
        let bits = 8 * d.bytes() as i32;
        if let Some(&(w, 0, _)) = self.parts.get(&vals[0]) {
            // The same width too: a sign extension from i8 to i16 is the same register.
            let whole = vals.len() as i32 * bits == 32
                && vals.iter().enumerate().all(|(j, v)| self.parts.get(v) == Some(&(w, j as u8, bits as u8)));
            if whole {
                return w;
            }
        }
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

    pub(super) fn data_class(d: DType) -> Class {
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

    /// After lowering, in a kernel with matrix instructions: the VGPR tuples of memory accesses
    /// (units 4 to 23, `tuple_unit`) move above the instructions' C slots and A and B units
    /// (`matrix`: MFMA's end at 27, WMMA's at 35), by 24 or 32 units, so that a load or store
    /// never evicts an accumulator from its slot (regalloc2 would move it out and back).
    /// Fragment loads keep their units. The kernel then needs a register file of at least 48
    /// (wave32: 56) VGPR units; the emitter takes the highest fixed unit into account when it
    /// picks one.
    pub fn place_tuples(&mut self) {
        if self.mfmas == 0 {
            return;
        }
        let shift = if self.gfx.is_gfx11() { 32 } else { 24 };
        let vcode = &mut self.vcode;
        let classes = &vcode.vregs;
        for (_, b) in vcode.blocks.iter_mut() {
            for i in &mut b.insts {
                let (unit, first) = match i {
                    Inst::Load { unit: Some(u), dst, .. } => (u, dst[0]),
                    Inst::Store { unit: Some(u), val, .. } => (u, val[0]),
                    Inst::Atomic { unit: Some(u), val, .. } => (u, val[0]),
                    _ => continue,
                };
                if classes[first] == Class::V && !self.fragment_loads.contains_key(&first) {
                    *unit += shift;
                }
            }
        }
    }

    /// The first unit of the next register tuple: of VGPR pairs (`wide`) or of VGPRs.
    pub(super) fn tuple_unit(&mut self, wide: bool) -> u8 {
        let k = self.tuples;
        self.tuples += 1;
        (if wide { 2 * (k % 6) } else { 4 + 4 * (k % 5) }) as u8
    }

    /// `Target::ptradd`: `p + off * elem_bytes`.
    pub(super) fn ptr_offset(&mut self, p: VReg, off: VReg, off_type: DType, elem_bytes: u32) -> VReg {
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

    #[allow(clippy::too_many_arguments)]
    /// `Target::load`: `n` consecutive elements of `d`.
    pub(super) fn load_values(
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
            self.loaded_tuples.insert(dst[0], (dst.clone(), unit));
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

    /// `Target::store`: consecutive elements of `d`.
    pub(super) fn store_values(
        &mut self,
        mem: Mem,
        d: DType,
        addr: VReg,
        offset: u32,
        vals: &[VReg],
        guard: Option<VReg>,
    ) {
        if packed(d, vals.len()) {
            let words: Vec<VReg> = vals.chunks(4 / d.bytes() as usize).map(|c| self.pack_word(d, c)).collect();
            return self.store(mem, DType::I32, addr, offset, &words, guard);
        }
        let (space, addr, offset) = self.addr_of(mem, addr, offset, vals.len() as u32 * d.bytes());
        if let Some((op, unit)) = self.tuple(space, d, vals.len(), false) {
            let val: SmallVec<[VReg; 4]> = vals.iter().map(|&v| self.in_vgpr(v)).collect();
            let unit = match self.loaded_tuples.get(&val[0]) {
                Some((dst, u)) if *dst == val => *u,
                _ => unit,
            };
            self.push(Inst::Store { op, space, addr, val, unit: Some(unit), offset, guard });
            return;
        }
        let op = Self::store_op(space, d);
        let eb = d.bytes() as i32;
        for (i, &v) in vals.iter().enumerate() {
            let v = if d == DType::I1 { self.mask_to_int(v, false) } else { v };
            // A 16-bit half of a loaded word goes to LDS from the word itself: `ds_write_b16`
            // stores the low half, `ds_write_b16_d16_hi` the high one (no unpacking). Only as a
            // 16-bit element: the same register sign-extended to i32 (`sext` is a no-op on it)
            // stores all 32 bits of the value, not the word's half.
            let (op, v) = match self.parts.get(&v) {
                Some(&(w, j, 16)) if space == Space::Lds && d.bytes() == 2 => {
                    (if j == 0 { op } else { "ds_write_b16_d16_hi" }, w)
                }
                _ => (op, v),
            };
            let val = smallvec![self.in_vgpr(v)];
            self.push(Inst::Store { op, space, addr, val, unit: None, offset: offset + i as i32 * eb, guard });
        }
    }
}

/// Whether `n` consecutive 8- or 16-bit elements move as whole 32-bit words (at least one).
fn packed(d: DType, n: usize) -> bool {
    n > 1 && d.bytes() < 4 && n as u32 * d.bytes() >= 4
}
