//! Register naming: where the allocated units live in the hardware's register file (`Regs`)
//! and how the assembly names registers and writes operands (`Name`, `Operand`), with the
//! emitter's lookups from an allocated operand or location to its registers.
//!
//! Registers. regalloc2 sees three classes of at most 64 units (see `tessera_regalloc`):
//! - Int: SGPR pairs; unit k is s[2k:2k+1] (a 32-bit value uses the low half). Up to 49 units
//!   (s0..s97) are allocatable; the pair after the highest unit used is this emitter's scratch
//!   (the saved EXEC of a guarded access, and at block ends a long branch's address). Units
//!   0-3 hold the kernarg pointer and the workgroup ids (the prologue moves the ids y and z
//!   from s3 and s4 to s4 and s6).
//! - Float: 32-bit VGPRs, renumbered densely from v0 after allocation (v0 is the work-item id).
//! - Vector: aligned VGPR pairs, renumbered densely after the Float registers.
//! - Spill slots: more VGPRs after those (a slot per 32-bit VGPR; an SGPR pair is kept in
//!   lanes 0 and 1 of one with `v_writelane`). The spare VGPRs are the spill area; on gfx90a
//!   and gfx942 it runs on past v255 into the AGPRs (`Regs::slot`; the descriptor's
//!   `accum_offset` is then 256 and `.agpr_count` says how many). Past the register file
//!   (v255 on gfx1100, a255 on gfx942) slots are dwords of the lane's scratch memory
//!   ([`Slot::Mem`]: `scratch_store` / `scratch_load`, the descriptor's private segment).
//!   gfx90a has no architected flat scratch: there the kernel asks for the flat scratch init
//!   (user SGPRs s[2:3], so the workgroup ids come in s4..s6) and the wave's scratch offset
//!   (s7), and its entry sets FLAT_SCRATCH from them (`Regs::flat_scratch_init`).
//!
//! An operand is written as text and handed to the encoder from the same value
//! (`Operand::write`, `Operand::encoded`), so that the two cannot disagree.

use super::Emitter;
use crate::encode;
use smallvec::SmallVec;
use std::fmt::{self, Write};
use tessera_isel::amdgcn::{Class, Gfx, Inst, Src};
use tessera_isel::vcode::{MachInst, VReg};
use tessera_regalloc::{phys, ATerm, Allocated, Item, Loc, RegClass};

/// A run of 32-bit registers: the first one's id (SGPR n is n, VGPR n is 128 + n, AGPR n is
/// 384 + n) and a count.
pub(crate) type Span = (u32, u32);

/// Where allocated units live in the register file.
pub(crate) struct Regs {
    /// Float hw_enc to VGPR.
    float: [u32; 64],
    /// Vector hw_enc to the pair's index after the Float registers.
    pair: [u32; 64],
    pair_base: u32,
    pub(crate) spill_base: u32,
    /// Where the register file ends for spill slots: slots at or past it are scratch memory.
    file_top: u32,
    /// Each spill slot unit's place in the spill area (see `Regs::new`).
    place: Vec<u32>,
    /// The same for the units' lives as SGPR pairs' slots.
    int_place: Vec<u32>,
    /// An SGPR pair's slot unit: the first of the two lanes holding it in its VGPR.
    lane: Vec<u32>,
    /// The spill area's units up to the last SGPR pair's slot.
    int_units: u32,
    /// The SGPR pair after the highest unit used: the emitter's scratch.
    pub(crate) scratch_sgpr: u32,
    /// gfx90a with slots in scratch memory: the kernel sets FLAT_SCRATCH up itself (no
    /// architected flat scratch) and keeps 0 in the SGPR after the scratch pair, the base of
    /// its scratch accesses (gfx90a's take an SGPR or a VGPR offset).
    pub(crate) flat_scratch_init: bool,
}

/// Each allocated block's loop nesting depth: a branch back to a block at or before its own
/// opens a loop over the blocks between (tessera's lowering lays each loop's blocks out in
/// one run, the header first).
fn loop_depths(a: &Allocated<Inst>) -> Vec<u32> {
    let index: std::collections::HashMap<u32, usize> = a.blocks.iter().enumerate().map(|(i, b)| (b.label, i)).collect();
    let mut depth = vec![0u32; a.blocks.len()];
    for (i, b) in a.blocks.iter().enumerate() {
        let targets = match b.term {
            ATerm::Jump(t) => [Some(t), None],
            ATerm::Branch { then, otherwise, .. } => [Some(then), Some(otherwise)],
            ATerm::Return => [None, None],
        };
        for j in targets.into_iter().flatten().filter_map(|t| index.get(&t).copied()) {
            if j <= i {
                depth[j..=i].iter_mut().for_each(|d| *d += 1);
            }
        }
    }
    depth
}

/// How often each spill slot unit is moved as a Float or Vector value's slot, a move in a loop
/// nest of depth d counting 8^d: where slots go to scratch memory, the busiest get the
/// registers (computed only then).
fn slot_weights(a: &Allocated<Inst>) -> Vec<u64> {
    let mut weight = vec![0u64; a.spill_slots];
    for (b, depth) in a.blocks.iter().zip(loop_depths(a)) {
        let w = 8u64.pow(depth.min(6));
        for item in &b.items {
            let Item::Move { class, from, to } = item else { continue };
            if *class == RegClass::Int {
                continue;
            }
            let units = if *class == RegClass::Vector { 2 } else { 1 };
            for l in [from, to] {
                if let Loc::Slot(s) = *l {
                    for u in s..s + units {
                        if let Some(x) = weight.get_mut(u as usize) {
                            *x += w;
                        }
                    }
                }
            }
        }
    }
    weight
}

/// Where a spill slot unit lives: a register, or a byte offset into the lane's scratch memory.
#[derive(Copy, Clone)]
pub(crate) enum Slot {
    Reg(Name),
    Mem(u32),
}

impl Regs {
    /// `visit_regs` needs `&mut`; nothing is rewritten.
    pub(crate) fn new(a: &mut Allocated<Inst>, gfx: Gfx) -> Regs {
        // GFX9 aligns VGPR tuples to even registers.
        let align = !gfx.is_gfx11();
        let mut used = [[false; 64]; 3];
        // Float units where a tuple starts (its first part's unit).
        let mut starts = [false; 64];
        let mut mark = |c: RegClass, hw: u8| used[c as usize][hw as usize] = true;
        // What each spill slot unit holds over the kernel: SGPR pairs (lanes of a VGPR, which
        // must be below v256), other values, or both at different times (the slots of all
        // classes share one numbering, `tessera_regalloc`'s compaction).
        const INT: u8 = 1;
        const OTHER: u8 = 2;
        let mut slot_use = vec![0u8; a.spill_slots];
        for b in &mut a.blocks {
            for item in &mut b.items {
                match item {
                    Item::Inst(i) => {
                        for (u, parts) in i.tuples() {
                            if phys(parts[0]).0 == RegClass::Float {
                                starts[u as usize] = true;
                            }
                        }
                        i.visit_regs(&mut |r, _| {
                            let (c, hw) = phys(*r);
                            mark(c, hw);
                        });
                    }
                    Item::Move { class, from, to } => {
                        for l in [*from, *to] {
                            match l {
                                Loc::Reg(r) => mark(*class, r),
                                Loc::Slot(s) => {
                                    let units = if *class == RegClass::Vector { 2 } else { 1 };
                                    for u in s..s + units {
                                        if let Some(u) = slot_use.get_mut(u as usize) {
                                            *u |= if *class == RegClass::Int { INT } else { OTHER };
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            if let ATerm::Branch { cond, .. } = b.term {
                mark(RegClass::Int, cond);
            }
        }
        // Dense numbering of the units used, in order (so the fixed v0 stays v0). A tuple's
        // units are consecutive and all used, so they stay consecutive; with `align` (GFX9's
        // even-aligned VGPR tuples) a tuple's first unit gets an even number.
        let dense = |used: &[bool; 64], starts: &[bool; 64]| {
            let mut map = [0u32; 64];
            let mut n = 0u32;
            for (hw, &u) in used.iter().enumerate() {
                if u {
                    if align && starts[hw] {
                        n = n.next_multiple_of(2);
                    }
                    map[hw] = n;
                    n += 1;
                }
            }
            (map, n)
        };
        let (float, n) = dense(&used[RegClass::Float as usize], &starts);
        let (pair, pairs) = dense(&used[RegClass::Vector as usize], &[false; 64]);
        let pair_base = n.max(1).next_multiple_of(2);
        let spill_base = pair_base + 2 * pairs;
        // SGPR units keep their numbers (the fixed ones are where the hardware puts them).
        let scratch_sgpr = used[RegClass::Int as usize].iter().rposition(|&u| u).map_or(8, |p| 2 * p as u32 + 2).max(8);
        // Slot units in the order they are placed: as numbered, each SGPR pair's slot in
        // lanes 0 and 1 of its own VGPR; unless an SGPR pair's slot would land past v255
        // (`v_writelane` reaches only VGPRs) or some slots go to scratch memory: then the SGPR
        // pairs' slots are packed first, a VGPR's lanes holding wave/2 of them, and the other
        // values' slots follow, the busiest first ([`loop_depths`]), so that the registers
        // hold the slots moved in the innermost loops and scratch the rest (a pair's two
        // halves are moved one at a time where they part). A unit that held an SGPR pair at
        // one time and another value at another gets a place for each: its two lives never
        // overlap.
        let mut place: Vec<u32> = (0..a.spill_slots as u32).collect();
        let mut int_place = place.clone();
        let mut lane = vec![0u32; a.spill_slots];
        let mut ints = slot_use.iter().rposition(|&u| u & INT != 0).map_or(0, |s| s as u32 + 1);
        let file_top = crate::register_file::vgpr_limit(gfx);
        if spill_base + ints > 256 || spill_base + a.spill_slots as u32 > file_top {
            let per = gfx.wave() / 2;
            ints = (slot_use.iter().filter(|&&u| u & INT != 0).count() as u32).div_ceil(per);
            let mut k = 0u32;
            for (s, &u) in slot_use.iter().enumerate() {
                if u & INT != 0 {
                    (int_place[s], lane[s]) = (k / per, 2 * (k % per));
                    k += 1;
                }
            }
            let weight = slot_weights(a);
            let mut others: Vec<usize> = (0..a.spill_slots).filter(|&s| slot_use[s] & OTHER != 0).collect();
            others.sort_by_key(|&s| std::cmp::Reverse(weight[s]));
            for (at, &s) in (ints.next_multiple_of(2)..).zip(&others) {
                place[s] = at;
            }
        }
        let mut regs = Regs {
            float,
            pair,
            pair_base,
            spill_base,
            file_top,
            scratch_sgpr,
            place,
            int_place,
            lane,
            int_units: ints,
            flat_scratch_init: false,
        };
        regs.flat_scratch_init = gfx == Gfx::Gfx90a && regs.scratch_bytes() > 0;
        regs
    }

    /// The SGPRs the kernel uses: the units, the scratch pair, and on gfx90a with scratch the
    /// zero base after it.
    pub(crate) fn sgprs(&self) -> u32 {
        self.scratch_sgpr + if self.flat_scratch_init { 3 } else { 2 }
    }

    /// Where spill slot unit `s` lives: a VGPR after the allocated ones, past v255 an AGPR
    /// (CDNA's unified file: `a0` follows v255 there, `accum_offset` 256), and past the
    /// register file a dword of scratch memory.
    /// (`int`: the unit as an SGPR pair's slot, whose VGPR is below v256.)
    pub(crate) fn slot(&self, s: u32, int: bool) -> Slot {
        let place = if int { &self.int_place } else { &self.place };
        match self.spill_base + place.get(s as usize).copied().unwrap_or(s) {
            r if r < 256 => Slot::Reg(Name { kind: 'v', first: r, n: 1 }),
            r if r < self.file_top => Slot::Reg(Name { kind: 'a', first: r - 256, n: 1 }),
            r => Slot::Mem(4 * (r - self.file_top)),
        }
    }

    /// The first lane of an SGPR pair's slot in its VGPR.
    pub(crate) fn slot_lane(&self, s: u32) -> u32 {
        self.lane.get(s as usize).copied().unwrap_or(0)
    }

    /// The spill area's size in units (one more than the last place, the SGPR pairs'
    /// alignment gap included).
    pub(crate) fn spill_units(&self) -> u32 {
        self.place.iter().chain(&self.int_place).map(|&p| p + 1).max().unwrap_or(0)
    }

    /// The bytes of scratch memory per lane that the spill area takes.
    pub(crate) fn scratch_bytes(&self) -> u32 {
        4 * (self.spill_base + self.spill_units()).saturating_sub(self.file_top)
    }

    /// Where the SGPR pairs' slots end (the first VGPR after them).
    pub(crate) fn int_slots_top(&self) -> u32 {
        self.spill_base + self.int_units
    }

    /// The first register (s or v index) of a unit, and how many 32-bit registers it spans.
    pub(crate) fn unit(&self, c: RegClass, hw: u8) -> u32 {
        match c {
            RegClass::Int => 2 * hw as u32,
            RegClass::Float => self.float[hw as usize],
            RegClass::Vector => self.pair_base + 2 * self.pair[hw as usize],
        }
    }
}

/// An operand's half.
#[derive(Copy, Clone, PartialEq)]
pub(crate) enum Part {
    All,
    Lo,
    Hi,
}

/// Registers as the assembly names them: `s5`, `v[2:3]`.
#[derive(Copy, Clone)]
pub(crate) struct Name {
    pub(crate) kind: char,
    pub(crate) first: u32,
    pub(crate) n: u32,
}

impl fmt::Display for Name {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        if self.n == 1 {
            write!(f, "{}{}", self.kind, self.first)
        } else {
            write!(f, "{}[{}:{}]", self.kind, self.first, self.first + self.n - 1)
        }
    }
}

/// A source operand as written.
#[derive(Copy, Clone)]
pub(crate) enum Operand {
    Reg(Name),
    Neg(Name),
    /// Inline constants in decimal, literals in hex.
    Imm(i32),
    /// A constant written in hex whatever its value (`0x10`).
    Hex(u32),
    /// A special register or `off` ([`encode::special`]).
    Text(&'static str),
    /// A block's label, `.LNAME_b`.
    Label(u32),
    /// `s_waitcnt`'s counters, each waited for to zero: `vmcnt(0) lgkmcnt(0)`.
    Wait {
        vm: bool,
        lgkm: bool,
    },
}

impl Name {
    /// The encoder's register operand.
    fn opd(self) -> encode::Opd<'static> {
        if self.kind == 'a' {
            return encode::Opd::Acc { idx: self.first as u8, n: self.n as u8 };
        }
        let code = if self.kind == 's' { self.first } else { 256 + self.first };
        encode::Opd::Reg { code: code as u16, n: self.n as u8 }
    }
}

impl Operand {
    /// Writes the operand as the text has it (`kernel` names the block labels).
    pub(crate) fn write(self, out: &mut String, kernel: &str) {
        match self {
            Operand::Reg(r) => write!(out, "{r}"),
            Operand::Neg(r) => write!(out, "-{r}"),
            Operand::Imm(v) if (-16..=64).contains(&v) => write!(out, "{v}"),
            Operand::Imm(v) => write!(out, "0x{:x}", v as u32),
            Operand::Hex(v) => write!(out, "0x{v:x}"),
            Operand::Text(t) => out.write_str(t),
            Operand::Label(b) => write!(out, ".L{kernel}_{b}"),
            Operand::Wait { vm, lgkm } => out.write_str(match (vm, lgkm) {
                (true, true) => "vmcnt(0) lgkmcnt(0)",
                (true, false) => "vmcnt(0)",
                _ => "lgkmcnt(0)",
            }),
        }
        .expect("writing to a String")
    }

    /// The same operand in the encoder's form (the value that the text's spelling reads as).
    pub(crate) fn encoded(self, gfx: Gfx) -> Option<encode::Src<'static>> {
        let opd = match self {
            Operand::Reg(r) => r.opd(),
            Operand::Neg(r) => return Some(encode::Src { opd: r.opd(), neg: true }),
            Operand::Imm(v) if (-16..=64).contains(&v) => encode::Opd::Imm(v as i64),
            Operand::Imm(v) => encode::Opd::Imm(v as u32 as i64),
            Operand::Hex(v) => encode::Opd::Imm(v as i64),
            Operand::Text(t) => encode::special(gfx, t)?,
            Operand::Label(b) => encode::Opd::Label(encode::Label::Block(b)),
            Operand::Wait { vm, lgkm } => encode::Opd::Counts([vm.then_some(0), None, lgkm.then_some(0)]),
        };
        Some(encode::Src { opd, neg: false })
    }
}

/// `off`: a global access with no SGPR address.
pub(crate) const OFF: Operand = Operand::Text("off");

/// The SGPR `s{i}`.
pub(crate) fn sreg(i: u32) -> Operand {
    Operand::Reg(Name { kind: 's', first: i, n: 1 })
}

impl Emitter<'_> {
    pub(crate) fn vcc(&self) -> &'static str {
        if self.gfx.wave() == 32 {
            "vcc_lo"
        } else {
            "vcc"
        }
    }

    pub(crate) fn exec(&self) -> &'static str {
        if self.gfx.wave() == 32 {
            "exec_lo"
        } else {
            "exec"
        }
    }

    /// The isel class of an allocated operand (its virtual register's class).
    pub(crate) fn class(&self, r: VReg) -> Class {
        self.code.class(tessera_regalloc::original(r))
    }

    /// The registers an allocated operand (or a half of a 64-bit one) names.
    pub(crate) fn reg(&self, r: VReg, part: Part) -> Name {
        let (c, hw) = phys(r);
        let first = self.regs.unit(c, hw);
        let kind = if c == RegClass::Int { 's' } else { 'v' };
        let (first, n) = match (part, self.class(r).is_wide()) {
            (Part::Hi, true) => (first + 1, 1),
            (Part::All, true) => (first, 2),
            _ => (first, 1),
        };
        Name { kind, first, n }
    }

    pub(crate) fn src(&self, s: Src) -> Operand {
        match s {
            Src::Reg(r) => Operand::Reg(self.reg(r, Part::All)),
            Src::Lo(r) => Operand::Reg(self.reg(r, Part::Lo)),
            Src::Hi(r) => Operand::Reg(self.reg(r, Part::Hi)),
            Src::Neg(r) => Operand::Neg(self.reg(r, Part::All)),
            Src::Imm(v) => Operand::Imm(v),
            Src::Vcc => Operand::Text(self.vcc()),
        }
    }

    /// The 32-bit registers an operand covers.
    pub(crate) fn covered(&self, r: VReg) -> Span {
        let Name { kind, first, n } = self.reg(r, Part::All);
        (if kind == 's' { first } else { 128 + first }, n)
    }

    /// The registers of a load's or store's data: one operand, or a tuple whose parts the
    /// allocation put in consecutive registers (a bug otherwise, reported by `emit`).
    pub(crate) fn tuple(&mut self, parts: &[VReg]) -> Name {
        let mut whole = self.reg(parts[0], Part::All);
        for &p in &parts[1..] {
            let part = self.reg(p, Part::All);
            if part.first != whole.first + whole.n && self.error.is_none() {
                self.error = Some(format!("the parts of a register tuple are not consecutive: {parts:?}"));
            }
            whole.n += part.n;
        }
        whole
    }

    pub(crate) fn loc_span(&self, class: RegClass, l: Loc) -> Span {
        match l {
            Loc::Reg(hw) => {
                let first = self.regs.unit(class, hw);
                match class {
                    RegClass::Int => (first, 2),
                    RegClass::Float => (128 + first, 1),
                    RegClass::Vector => (128 + first, 2),
                }
            }
            Loc::Slot(s) => {
                let n = if class == RegClass::Vector { 2 } else { 1 };
                match self.regs.slot(s, class == RegClass::Int) {
                    Slot::Reg(Name { kind: 'a', first, .. }) => (384 + first, n),
                    Slot::Reg(v) => (128 + v.first, n),
                    // Memory waits for no register.
                    Slot::Mem(_) => (0, 0),
                }
            }
        }
    }

    /// A location's parts, one 32-bit register or scratch dword each, in order (an SGPR
    /// pair's slot: the one VGPR whose lanes hold it).
    pub(crate) fn loc_regs(&self, class: RegClass, l: Loc) -> SmallVec<[Slot; 2]> {
        if let Loc::Slot(s) = l {
            let n = if class == RegClass::Vector { 2 } else { 1 };
            return (0..n).map(|k| self.regs.slot(s + k, class == RegClass::Int)).collect();
        }
        let (first, n) = self.loc_span(class, l);
        let name = |i: u32| {
            Slot::Reg(if i < 128 {
                Name { kind: 's', first: i, n: 1 }
            } else {
                Name { kind: 'v', first: i - 128, n: 1 }
            })
        };
        (first..first + n).map(name).collect()
    }
}
