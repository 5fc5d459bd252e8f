//! Emission: the lines of a kernel's assembly, written from its allocation. `Emitter::put`
//! writes every instruction line from the mnemonic, the operands and the modifiers, and hands
//! the encoder the same values ([`encode::Program`]); on top of it are the lines of each
//! instruction, move and block end, the GFX11 spellings of GFX9 mnemonics, guarded accesses
//! (EXEC saved in the scratch pair), and the kernel's directives (descriptor and metadata,
//! `Emitter::finish`).
//!
//! Hazards (wait states the ISA manuals require, inserted as `s_nop`): `v_div_fmas` reads VCC
//! written by `v_div_scale` (4 on GFX9: `s_nop 3` always precedes it); on gfx942, a VALU after a
//! transcendental (`v_exp`, `v_rcp`, ...) and a `v_readlane`/`v_readfirstlane` after any VALU
//! (1 each: `s_nop 0`, without looking at registers); on GFX9, a VALU write to more than 64
//! bits of VMEM store data. GFX11 interlocks these in hardware. In kernels with MFMAs, the
//! matrix-core wait states of `crate::hazard` besides.

mod names;
mod waits;

use crate::{encode, hazard, hsaco, KernelInfo, Usage};
pub(crate) use names::Regs;
use names::{sreg, Name, Operand, Part, Slot, OFF};
use smallvec::SmallVec;
use std::fmt::Write;
use tessera_isel::amdgcn::{Gfx, Inst, Space, Src};
use tessera_isel::vcode::{VCode, VReg};
use tessera_regalloc::{ABlock, ATerm, Allocated, Item, Loc, RegClass};
pub(crate) use waits::RegSet;

/// Transcendental VALU instructions (GFX940's trans-use wait state).
const TRANS: [&str; 8] = ["v_exp_f", "v_log_f", "v_rcp_f", "v_rcp_iflag", "v_rsq_f", "v_sqrt_f", "v_sin_f", "v_cos_f"];

pub(crate) struct Emitter<'a> {
    pub(crate) gfx: Gfx,
    /// The kernel's symbol (block labels include it, so that kernels can share a file).
    pub(crate) name: &'a str,
    /// Whether the last instruction written was a VALU one, and a transcendental (wait states).
    pub(crate) prev: (bool, bool),
    pub(crate) code: &'a VCode<Inst>,
    pub(crate) regs: Regs,
    pub(crate) out: String,
    /// The line being written (reused).
    pub(crate) line: String,
    /// The lines of `out` in the encoder's form.
    pub(crate) program: encode::Program,
    /// Registers whose load has not been waited for.
    pub(crate) pending_vm: RegSet,
    pub(crate) pending_lgkm: RegSet,
    /// An internal inconsistency found while emitting (a bug): `emit` fails with it.
    pub(crate) error: Option<String>,
    /// The MFMA wait states (`hazard`), in kernels that have MFMAs.
    pub(crate) hazards: Option<hazard::Hazards>,
}

/// Modifiers after the operands: an offset (nothing for 0).
fn off(offset: i32) -> encode::Mods {
    encode::Mods { offset: offset as i64, ..encode::Mods::default() }
}

pub(crate) const NO_MODS: encode::Mods = encode::Mods { offset: 0, glc: false, slc: false, sc1: false };

impl Emitter<'_> {
    /// Writes one instruction line, preceded by the wait states its predecessor requires, and
    /// hands the encoder the same instruction ([`encode::Program`]): `m` (with `_e64` after it
    /// where `e64`), the operands and the modifiers (an offset, `glc` / `sc0`).
    pub(crate) fn put(&mut self, m: &'static str, e64: bool, ops: &[Operand], mods: encode::Mods) {
        let mut text = std::mem::take(&mut self.line);
        text.clear();
        text.push_str(m);
        if e64 {
            text.push_str("_e64");
        }
        for (i, o) in ops.iter().enumerate() {
            text.push_str(if i == 0 { " " } else { ", " });
            o.write(&mut text, self.name);
        }
        if mods.offset != 0 {
            write!(text, " offset:{}", mods.offset).unwrap();
        }
        if mods.glc {
            text.push_str(if self.gfx == Gfx::Gfx942 { " sc0" } else { " glc" });
        }
        if let Some(h) = &mut self.hazards {
            for nop in h.before(&text) {
                let inst = match nop.split_once(' ') {
                    None => Some(encode::Inst { mnemonic: "v_nop", ..encode::Inst::default() }),
                    Some(("s_nop", n)) => n.parse().ok().map(|n| {
                        let mut i = encode::Inst { mnemonic: "s_nop", ..encode::Inst::default() };
                        i.ops.push(encode::Src { opd: encode::Opd::Imm(n), neg: false }).expect("one operand");
                        i
                    }),
                    _ => None,
                };
                match inst {
                    Some(inst) => self.record(&nop, &inst),
                    None => self.fail(format!("a wait state the emitter cannot write: `{nop}`")),
                }
            }
        }
        if self.gfx == Gfx::Gfx942 {
            // GFX940 wait states: a VALU reading a transcendental's result, and v_readlane /
            // v_readfirstlane after a VALU write, need one (whatever the registers).
            let (prev_valu, trans) = self.prev;
            let readlane = m.starts_with("v_readlane") || m.starts_with("v_readfirstlane");
            let nop = (trans && m.starts_with("v_")) || (readlane && prev_valu);
            self.prev = (m.starts_with("v_"), TRANS.iter().any(|t| m.starts_with(t)));
            if nop {
                let mut i = encode::Inst { mnemonic: "s_nop", ..encode::Inst::default() };
                i.ops.push(encode::Src { opd: encode::Opd::Imm(0), neg: false }).expect("one operand");
                self.record("s_nop 0", &i);
            }
        }
        let mut srcs = [encode::Src { opd: encode::Opd::Off, neg: false }; 8];
        let n = ops.len().min(srcs.len());
        for (slot, &o) in srcs.iter_mut().zip(ops) {
            match o.encoded(self.gfx) {
                Some(src) => *slot = src,
                None => self.fail(format!("an operand the encoder cannot take in `{text}`")),
            }
        }
        if ops.len() > srcs.len() {
            self.fail(format!("too many operands in `{text}`"));
        }
        self.write_line(&text);
        self.program.inst(m, e64, &srcs[..n], mods);
        self.line = text;
    }

    /// Writes an instruction's text and its encoder form.
    fn record(&mut self, text: &str, inst: &encode::Inst<'static>) {
        self.write_line(text);
        self.program.inst(inst.mnemonic, inst.e64, &inst.ops, inst.mods);
    }

    fn write_line(&mut self, text: &str) {
        self.out.push_str("  ");
        self.out.push_str(text);
        self.out.push('\n');
    }

    /// An internal inconsistency (the first is kept).
    fn fail(&mut self, why: String) {
        self.error.get_or_insert(why);
    }

    pub(crate) fn body(&mut self, a: &mut Allocated<Inst>) {
        for i in 0..a.blocks.len() {
            let next = a.blocks.get(i + 1).map(|n| n.label);
            let b = &mut a.blocks[i];
            if i > 0 {
                writeln!(self.out, ".L{}_{}:", self.name, b.label).unwrap();
                self.program.label(b.label);
            }
            self.block(b, next);
        }
    }

    fn block(&mut self, b: &mut ABlock<Inst>, next: Option<u32>) {
        for item in &mut b.items {
            match item {
                Item::Inst(i) => self.inst(i),
                Item::Move { class, from, to } => self.mv(*class, *from, *to),
            }
        }
        self.wait_all();
        match b.term {
            ATerm::Return => self.put("s_endpgm", false, &[], NO_MODS),
            ATerm::Jump(t) => {
                if next != Some(t) {
                    self.put("s_branch", false, &[Operand::Label(t)], NO_MODS);
                }
            }
            ATerm::Branch { cond, then, otherwise } => {
                let first = self.regs.unit(RegClass::Int, cond);
                let (cmp, n) = if self.gfx.wave() == 64 { ("s_cmp_lg_u64", 2) } else { ("s_cmp_lg_u32", 1) };
                self.put(cmp, false, &[Operand::Reg(Name { kind: 's', first, n }), Operand::Imm(0)], NO_MODS);
                self.put("s_cbranch_scc1", false, &[Operand::Label(then)], NO_MODS);
                if next != Some(otherwise) {
                    self.put("s_branch", false, &[Operand::Label(otherwise)], NO_MODS);
                }
            }
        }
    }

    /// One 32-bit register copied to another, VGPRs or AGPRs.
    fn copy32(&mut self, d: Name, s: Name) {
        let op = match (d.kind, s.kind) {
            ('a', 'a') => "v_accvgpr_mov_b32",
            ('a', _) => "v_accvgpr_write_b32",
            (_, 'a') => "v_accvgpr_read_b32",
            _ => "v_mov_b32",
        };
        self.put(op, false, &[Operand::Reg(d), Operand::Reg(s)], NO_MODS);
    }

    fn mv(&mut self, class: RegClass, from: Loc, to: Loc) {
        let touched = [self.loc_span(class, from), self.loc_span(class, to)];
        self.wait_for(&touched);
        let src = self.loc_regs(class, from);
        let dst = self.loc_regs(class, to);
        if class != RegClass::Int {
            // Floats and pairs, registers and slots alike: 32 bits at a time.
            return self.move_parts(&dst, &src);
        }
        let (src, dst) = (self.registers(&src), self.registers(&dst));
        let lane = |l: Loc| match l {
            Loc::Slot(s) => self.regs.slot_lane(s) as i32,
            Loc::Reg(_) => 0,
        };
        match (from, to) {
            (Loc::Reg(_), Loc::Reg(_)) => {
                let pair = |r: &[Name]| Operand::Reg(Name { kind: 's', first: r[0].first, n: 2 });
                self.put("s_mov_b64", false, &[pair(&dst), pair(&src)], NO_MODS)
            }
            (Loc::Reg(_), Loc::Slot(_)) => {
                let at = lane(to);
                for (k, &half) in src.iter().enumerate() {
                    let ops = [Operand::Reg(dst[0]), Operand::Reg(half), Operand::Imm(at + k as i32)];
                    self.put("v_writelane_b32", false, &ops, NO_MODS);
                }
            }
            (Loc::Slot(_), _) => {
                let at = lane(from);
                for (k, &half) in dst.iter().enumerate() {
                    let ops = [Operand::Reg(half), Operand::Reg(src[0]), Operand::Imm(at + k as i32)];
                    self.put("v_readlane_b32", false, &ops, NO_MODS);
                }
            }
        }
    }

    /// The registers of a location that must be in registers (an SGPR pair's slot is lanes of
    /// a VGPR, below v256: `emit_allocated` checks it, so scratch here is a bug).
    fn registers(&mut self, parts: &[Slot]) -> SmallVec<[Name; 2]> {
        let mut out = SmallVec::new();
        for p in parts {
            match *p {
                Slot::Reg(n) => out.push(n),
                Slot::Mem(_) => {
                    self.fail("an SGPR spill slot in scratch memory".into());
                    out.push(Name { kind: 'v', first: 0, n: 1 });
                }
            }
        }
        out
    }

    /// A move of a Float or Vector value, part by part: register copies, and stores to or
    /// loads from scratch memory for slots past the register file (a pair's two halves in one
    /// 64-bit access where they are consecutive).
    fn move_parts(&mut self, dst: &[Slot], src: &[Slot]) {
        let mut i = 0;
        while i < dst.len() {
            let both = |k: usize| (dst.get(k).copied(), src.get(k).copied());
            let (n, at, store) = match both(i) {
                (Some(Slot::Reg(d)), Some(Slot::Reg(s))) => {
                    self.copy32(d, s);
                    i += 1;
                    continue;
                }
                (Some(Slot::Mem(at)), Some(Slot::Reg(s))) => (s, at, true),
                (Some(Slot::Reg(d)), Some(Slot::Mem(at))) => (d, at, false),
                _ => {
                    self.fail("a move from scratch memory to scratch memory".into());
                    return;
                }
            };
            let wide = at % 8 == 0
                && match (both(i + 1), store) {
                    ((Some(Slot::Mem(a2)), Some(Slot::Reg(s2))), true) => a2 == at + 4 && s2.first == n.first + 1,
                    ((Some(Slot::Reg(d2)), Some(Slot::Mem(a2))), false) => a2 == at + 4 && d2.first == n.first + 1,
                    _ => false,
                };
            let r = Name { n: if wide { 2 } else { 1 }, ..n };
            self.scratch(store, r, at);
            i += r.n as usize;
        }
    }

    /// `r` stored to (or loaded from) the lane's scratch memory at byte offset `at`: the
    /// offset in the instruction where its 13-bit field holds it, else in the emitter's
    /// scratch SGPR. A load's registers are pending until a wait (`waits`).
    fn scratch(&mut self, store: bool, r: Name, at: u32) {
        let m = match (store, r.n, self.gfx.is_gfx11()) {
            (true, 1, true) => "scratch_store_b32",
            (true, _, true) => "scratch_store_b64",
            (false, 1, true) => "scratch_load_b32",
            (false, _, true) => "scratch_load_b64",
            (true, 1, false) => "scratch_store_dword",
            (true, _, false) => "scratch_store_dwordx2",
            (false, 1, false) => "scratch_load_dword",
            (false, _, false) => "scratch_load_dwordx2",
        };
        let (base, offset) = if at < 4096 && self.regs.flat_scratch_init {
            (sreg(self.regs.scratch_sgpr + 2), at)
        } else if at < 4096 {
            (OFF, at)
        } else {
            let sc = self.regs.scratch_sgpr;
            self.put("s_mov_b32", false, &[sreg(sc), Operand::Imm(at as i32)], NO_MODS);
            (sreg(sc), 0)
        };
        if store {
            self.put(m, false, &[OFF, Operand::Reg(r), base], off(offset as i32));
        } else {
            self.put(m, false, &[Operand::Reg(r), OFF, base], off(offset as i32));
            self.pending_vm.insert((128 + r.first, r.n));
        }
    }

    /// The GFX11 spelling of a GFX9 mnemonic.
    fn mnemonic(&self, op: &'static str) -> &'static str {
        if !self.gfx.is_gfx11() {
            return op;
        }
        match op {
            "v_add_u32" => "v_add_nc_u32",
            "v_sub_u32" => "v_sub_nc_u32",
            "global_load_ubyte" => "global_load_u8",
            "global_load_sbyte" => "global_load_i8",
            "global_load_ushort" => "global_load_u16",
            "global_load_sshort" => "global_load_i16",
            "global_load_dwordx2" => "global_load_b64",
            "global_load_dwordx4" => "global_load_b128",
            "global_load_dword" => "global_load_b32",
            "global_store_byte" => "global_store_b8",
            "global_store_short" => "global_store_b16",
            "global_store_dwordx2" => "global_store_b64",
            "global_store_dwordx4" => "global_store_b128",
            "global_store_dword" => "global_store_b32",
            "ds_read_u8" => "ds_load_u8",
            "ds_read_i8" => "ds_load_i8",
            "ds_read_u16" => "ds_load_u16",
            "ds_read_i16" => "ds_load_i16",
            "ds_read_b32" => "ds_load_b32",
            "ds_read_b64" => "ds_load_b64",
            "ds_read_b128" => "ds_load_b128",
            "ds_write_b8" => "ds_store_b8",
            "ds_write_b16" => "ds_store_b16",
            "ds_write_b16_d16_hi" => "ds_store_b16_d16_hi",
            "ds_write_b32" => "ds_store_b32",
            "ds_write_b64" => "ds_store_b64",
            "ds_write_b128" => "ds_store_b128",
            "global_atomic_add_x2" => "global_atomic_add_u64",
            "global_atomic_smax_x2" => "global_atomic_max_i64",
            "global_atomic_smin_x2" => "global_atomic_min_i64",
            "global_atomic_umax_x2" => "global_atomic_max_u64",
            "global_atomic_umin_x2" => "global_atomic_min_u64",
            "global_atomic_swap_x2" => "global_atomic_swap_b64",
            "global_atomic_and_x2" => "global_atomic_and_b64",
            "global_atomic_or_x2" => "global_atomic_or_b64",
            "global_atomic_xor_x2" => "global_atomic_xor_b64",
            "global_atomic_add" => "global_atomic_add_u32",
            "global_atomic_smax" => "global_atomic_max_i32",
            "global_atomic_smin" => "global_atomic_min_i32",
            "global_atomic_umax" => "global_atomic_max_u32",
            "global_atomic_umin" => "global_atomic_min_u32",
            "global_atomic_swap" => "global_atomic_swap_b32",
            "global_atomic_and" => "global_atomic_and_b32",
            "global_atomic_or" => "global_atomic_or_b32",
            "global_atomic_xor" => "global_atomic_xor_b32",
            "global_atomic_cmpswap" => "global_atomic_cmpswap_b32",
            "global_atomic_cmpswap_x2" => "global_atomic_cmpswap_b64",
            "s_andn2_b32" => "s_and_not1_b32",
            "s_orn2_b32" => "s_or_not1_b32",
            _ => op,
        }
    }

    fn alu_line(&mut self, op: &'static str, dst: Option<Name>, vcc_def: bool, src: &[Src]) {
        let e64 = op.starts_with("v_cmp_") || op == "v_cndmask_b32";
        let mut ops = [Operand::Text(""); 6];
        let mut n = 0;
        let mut push = |o: Operand| {
            ops[n] = o;
            n += 1;
        };
        if let Some(d) = dst {
            push(Operand::Reg(d));
        }
        if vcc_def {
            push(Operand::Text(self.vcc()));
        }
        for &s in src {
            push(self.src(s));
        }
        let m = self.mnemonic(op);
        self.put(m, e64, &ops[..n], NO_MODS);
    }

    fn inst(&mut self, i: &mut Inst) {
        self.wait_for_inst(i);
        let i: &Inst = i;
        match i {
            Inst::Entry { wg, .. } if self.regs.flat_scratch_init => {
                // gfx90a with scratch: the flat scratch init in s[2:3], the workgroup ids in
                // s4, s5, s6 and the wave's scratch offset in s7. FLAT_SCRATCH is their sum;
                // the ids move to s2 and s4 (s6 stays), the zero base to the SGPR after the
                // scratch pair.
                let fs = |h| Operand::Text(if h { "flat_scratch_hi" } else { "flat_scratch_lo" });
                self.put("s_add_u32", false, &[fs(false), sreg(2), sreg(7)], NO_MODS);
                self.put("s_addc_u32", false, &[fs(true), sreg(3), Operand::Imm(0)], NO_MODS);
                self.put("s_mov_b32", false, &[sreg(self.regs.scratch_sgpr + 2), Operand::Imm(0)], NO_MODS);
                if wg[0].is_some() {
                    self.put("s_mov_b32", false, &[sreg(2), sreg(4)], NO_MODS);
                }
                if wg[1].is_some() {
                    self.put("s_mov_b32", false, &[sreg(4), sreg(5)], NO_MODS);
                }
            }
            Inst::Entry { wg, .. } => {
                // The hardware puts the workgroup ids in s2, s3, s4; units want s2, s4, s6.
                if wg[2].is_some() {
                    self.put("s_mov_b32", false, &[sreg(6), sreg(4)], NO_MODS);
                }
                if wg[1].is_some() {
                    self.put("s_mov_b32", false, &[sreg(4), sreg(3)], NO_MODS);
                }
            }
            Inst::KernArg { dst, base, offset } => {
                let op = match (self.class(*dst).is_wide(), self.gfx.is_gfx11()) {
                    (false, false) => "s_load_dword",
                    (true, false) => "s_load_dwordx2",
                    (false, true) => "s_load_b32",
                    (true, true) => "s_load_b64",
                };
                let (d, b) = (self.reg(*dst, Part::All), self.reg(*base, Part::All));
                self.put(op, false, &[Operand::Reg(d), Operand::Reg(b), Operand::Hex(*offset)], NO_MODS);
                let regs = self.covered(*dst);
                self.pending_lgkm.insert(regs);
            }
            Inst::Alu { op, dst, vcc_def, src } => {
                if op.starts_with("v_div_fmas") {
                    self.put("s_nop", false, &[Operand::Imm(3)], NO_MODS);
                }
                let d = dst.map(|d| self.reg(d, Part::All));
                self.alu_line(op, d, *vcc_def, src);
            }
            Inst::Pair { dst, lo, hi } => {
                let d = self.reg(*dst, Part::Lo);
                self.alu_line(lo.0, Some(d), false, &lo.1);
                let d = self.reg(*dst, Part::Hi);
                self.alu_line(hi.0, Some(d), false, &hi.1);
            }
            Inst::Add64 { dst, a, b, sub } => {
                let (dl, dh) = (self.reg(*dst, Part::Lo), self.reg(*dst, Part::Hi));
                let (al, ah) = (self.reg(*a, Part::Lo), self.reg(*a, Part::Hi));
                let (bl, bh) = (self.src(b.0), self.src(b.1));
                if !self.class(*dst).is_vector() {
                    let (o1, o2) = if *sub { ("s_sub_u32", "s_subb_u32") } else { ("s_add_u32", "s_addc_u32") };
                    self.put(o1, false, &[Operand::Reg(dl), Operand::Reg(al), bl], NO_MODS);
                    self.put(o2, false, &[Operand::Reg(dh), Operand::Reg(ah), bh], NO_MODS);
                } else {
                    let vcc = self.vcc();
                    let (o1, o2) = match (*sub, self.gfx.is_gfx11()) {
                        (false, false) => ("v_add_co_u32", "v_addc_co_u32"),
                        (true, false) => ("v_sub_co_u32", "v_subb_co_u32"),
                        (false, true) => ("v_add_co_u32", "v_add_co_ci_u32"),
                        (true, true) => ("v_sub_co_u32", "v_sub_co_ci_u32"),
                    };
                    let vcc = Operand::Text(vcc);
                    self.put(o1, false, &[Operand::Reg(dl), vcc, Operand::Reg(al), bl], NO_MODS);
                    self.put(o2, false, &[Operand::Reg(dh), vcc, Operand::Reg(ah), bh, vcc], NO_MODS);
                }
            }
            Inst::Mov64 { dst, lo, hi } => {
                let op = if self.class(*dst).is_vector() { "v_mov_b32" } else { "s_mov_b32" };
                let (dl, dh) = (self.reg(*dst, Part::Lo), self.reg(*dst, Part::Hi));
                let (l, h) = (self.src(*lo), self.src(*hi));
                self.put(op, false, &[Operand::Reg(dl), l], NO_MODS);
                self.put(op, false, &[Operand::Reg(dh), h], NO_MODS);
            }
            Inst::ReadFirstLane { dst, src } => {
                if self.class(*dst).is_wide() {
                    for p in [Part::Lo, Part::Hi] {
                        let (d, s) = (self.reg(*dst, p), self.reg(*src, p));
                        self.put("v_readfirstlane_b32", false, &[Operand::Reg(d), Operand::Reg(s)], NO_MODS);
                    }
                } else {
                    let (d, s) = (self.reg(*dst, Part::All), self.reg(*src, Part::All));
                    self.put("v_readfirstlane_b32", false, &[Operand::Reg(d), Operand::Reg(s)], NO_MODS);
                }
            }
            Inst::Load { op, space, dst, addr, offset, guard, init, .. } => {
                for (&dst, &init) in dst.iter().zip(init) {
                    if self.class(dst).is_wide() {
                        for p in [Part::Lo, Part::Hi] {
                            let d = self.reg(dst, p);
                            let s = match (init, p) {
                                (Src::Reg(r), Part::Lo) => Operand::Reg(self.reg(r, Part::Lo)),
                                (Src::Reg(r), _) => Operand::Reg(self.reg(r, Part::Hi)),
                                (s, Part::Lo) => self.src(s),
                                _ => Operand::Imm(0),
                            };
                            self.put("v_mov_b32", false, &[Operand::Reg(d), s], NO_MODS);
                        }
                    } else {
                        let (d, s) = (self.reg(dst, Part::All), self.src(init));
                        self.put("v_mov_b32", false, &[Operand::Reg(d), s], NO_MODS);
                    }
                }
                self.guard_on(*guard);
                let (d, a) = (self.tuple(dst), self.reg(*addr, Part::All));
                let m = self.mnemonic(op);
                match space {
                    Space::Global => self.put(m, false, &[Operand::Reg(d), Operand::Reg(a), OFF], off(*offset)),
                    Space::Lds => self.put(m, false, &[Operand::Reg(d), Operand::Reg(a)], off(*offset)),
                }
                self.guard_off(*guard);
                for &d in dst {
                    let regs = self.covered(d);
                    if *space == Space::Global {
                        self.pending_vm.insert(regs);
                    } else {
                        self.pending_lgkm.insert(regs);
                    }
                }
            }
            Inst::Store { op, space, addr, val, offset, guard, .. } => {
                self.guard_on(*guard);
                let (v, a) = (self.tuple(val), self.reg(*addr, Part::All));
                let m = self.mnemonic(op);
                match space {
                    Space::Global => self.put(m, false, &[Operand::Reg(a), Operand::Reg(v), OFF], off(*offset)),
                    Space::Lds => self.put(m, false, &[Operand::Reg(a), Operand::Reg(v)], off(*offset)),
                }
                self.guard_off(*guard);
                // LDS stores have no such hazard (LLVM's recognizer: MUBUF, MTBUF, MIMG, FLAT).
                if *space == Space::Global {
                    self.store_data_hazard(v);
                }
            }
            Inst::Atomic { op, dst, addr, val, guard, .. } => {
                if guard.is_some() {
                    let (first, n) = self.covered(*dst);
                    for r in first..first + n {
                        let v = Name { kind: 'v', first: r - 128, n: 1 };
                        self.put("v_mov_b32", false, &[Operand::Reg(v), Operand::Imm(0)], NO_MODS);
                    }
                }
                self.guard_on(*guard);
                let (d, a, v) = (self.reg(*dst, Part::All), self.reg(*addr, Part::All), self.tuple(val));
                let m = self.mnemonic(op);
                // Returning the old value: `sc0` on gfx942, `glc` elsewhere.
                let ret = encode::Mods { glc: true, ..NO_MODS };
                self.put(m, false, &[Operand::Reg(d), Operand::Reg(a), Operand::Reg(v), OFF], ret);
                self.guard_off(*guard);
                self.store_data_hazard(v);
                let regs = self.covered(*dst);
                self.pending_vm.insert(regs);
            }
            Inst::Bpermute { dst, addr, src } => {
                let (d, a, s) = (self.reg(*dst, Part::All), self.reg(*addr, Part::All), self.reg(*src, Part::All));
                self.put("ds_bpermute_b32", false, &[Operand::Reg(d), Operand::Reg(a), Operand::Reg(s)], NO_MODS);
                let regs = self.covered(*dst);
                self.pending_lgkm.insert(regs);
            }
            Inst::Mfma { op, d, a, b, c, .. } => {
                let (d, a, b, c) = (self.tuple(d), self.tuple(a), self.tuple(b), self.tuple(c));
                self.put(op, false, &[d, a, b, c].map(Operand::Reg), NO_MODS);
            }
            Inst::Barrier => {
                self.put("s_waitcnt", false, &[Operand::Wait { vm: true, lgkm: true }], NO_MODS);
                self.pending_vm = RegSet::default();
                self.pending_lgkm = RegSet::default();
                if self.gfx.is_gfx11() {
                    self.put("s_waitcnt_vscnt", false, &[Operand::Text("null"), Operand::Hex(0)], NO_MODS);
                }
                self.put("s_barrier", false, &[], NO_MODS);
            }
        }
    }

    /// GFX9: a VALU write to the VGPRs of more than 64 bits of VMEM store data (a store's or
    /// an atomic's) waits one state after it.
    fn store_data_hazard(&mut self, data: Name) {
        if data.n > 2 && !self.gfx.is_gfx11() {
            self.put("s_nop", false, &[Operand::Imm(0)], NO_MODS);
        }
    }

    /// Restricts EXEC to the guard's lanes (saving it in the scratch pair, which must be free
    /// again after the access: `relax` uses it at block ends).
    fn guard_on(&mut self, g: Option<VReg>) {
        if let Some(g) = g {
            let m = self.reg(g, Part::All);
            if self.gfx.wave() == 64 {
                let sc = self.regs.scratch_sgpr;
                let saved = Operand::Reg(Name { kind: 's', first: sc, n: 2 });
                self.put("s_and_saveexec_b64", false, &[saved, Operand::Reg(m)], NO_MODS);
            } else {
                let sc = self.regs.scratch_sgpr;
                self.put("s_and_saveexec_b32", false, &[sreg(sc), Operand::Reg(m)], NO_MODS);
            }
        }
    }

    fn guard_off(&mut self, g: Option<VReg>) {
        if g.is_some() {
            let exec = self.exec();
            let sc = self.regs.scratch_sgpr;
            let wave = self.gfx.wave();
            let saved = Name { kind: 's', first: sc, n: wave / 32 };
            let mov = if wave == 64 { "s_mov_b64" } else { "s_mov_b32" };
            self.put(mov, false, &[Operand::Text(exec), Operand::Reg(saved)], NO_MODS);
        }
    }

    pub(crate) fn finish(self, info: &KernelInfo, usage: Usage) -> String {
        let gfx = self.gfx;
        let name = &info.name;
        let mut s = String::new();
        let target = format!("amdgcn-amd-amdhsa--{}", gfx.name());
        writeln!(s, ".amdgcn_target \"{target}\"").unwrap();
        writeln!(s, ".amdhsa_code_object_version 5").unwrap();
        writeln!(s, ".text").unwrap();
        writeln!(s, ".globl {name}").unwrap();
        writeln!(s, ".p2align 8").unwrap();
        writeln!(s, ".type {name},@function").unwrap();
        writeln!(s, "{name}:").unwrap();
        s.push_str(&self.out);
        writeln!(s, ".L{name}_end:").unwrap();
        writeln!(s, ".size {name}, .L{name}_end-{name}").unwrap();
        let agprs = if usage.agprs > 0 { format!(", {} AGPRs", usage.agprs) } else { String::new() };
        let scratch = if usage.scratch > 0 { format!(", {} bytes of scratch", usage.scratch) } else { String::new() };
        writeln!(
            s,
            "; {} SGPRs, {} VGPRs{agprs}{scratch}; allocation: {} moves, {} spills, {} reloads",
            usage.sgprs, usage.vgprs, usage.moves, usage.spills, usage.reloads
        )
        .unwrap();
        writeln!(s).unwrap();
        let kernarg_size = hsaco::kernarg_size(info);
        writeln!(s, ".rodata").unwrap();
        writeln!(s, ".p2align 6").unwrap();
        writeln!(s, ".amdhsa_kernel {name}").unwrap();
        let mut d = |k: &str, v: u32| writeln!(s, "  .amdhsa_{k} {v}").unwrap();
        d("group_segment_fixed_size", info.lds_bytes);
        d("private_segment_fixed_size", usage.scratch);
        d("kernarg_size", kernarg_size);
        d("user_sgpr_count", if usage.scratch > 0 && gfx == Gfx::Gfx90a { 4 } else { 2 });
        d("user_sgpr_kernarg_segment_ptr", 1);
        d("system_sgpr_workgroup_id_x", 1);
        d("system_sgpr_workgroup_id_y", 1);
        d("system_sgpr_workgroup_id_z", 1);
        d("system_vgpr_workitem_id", 0);
        if usage.scratch > 0 && gfx == Gfx::Gfx90a {
            // The kernel sets FLAT_SCRATCH up from these (`Regs::flat_scratch_init`).
            d("user_sgpr_flat_scratch_init", 1);
            d("system_sgpr_private_segment_wavefront_offset", 1);
        } else if usage.scratch > 0 {
            // Architected flat scratch (gfx942, gfx1100): the hardware sets FLAT_SCRATCH to
            // the wave's private memory; nothing to do in the code.
            d("enable_private_segment", 1);
        }
        d("next_free_vgpr", usage.total_vgprs());
        d("next_free_sgpr", usage.sgprs);
        if !gfx.is_gfx11() {
            d("accum_offset", usage.vgprs.next_multiple_of(4));
            d("tg_split", 0);
        } else {
            d("wavefront_size32", 1);
            d("workgroup_processor_mode", 0);
        }
        d("float_denorm_mode_32", 3);
        d("float_denorm_mode_16_64", 3);
        d("ieee_mode", 1);
        d("dx10_clamp", 1);
        writeln!(s, ".end_amdhsa_kernel").unwrap();
        writeln!(s).unwrap();
        writeln!(s, ".amdgpu_metadata").unwrap();
        writeln!(s, "---").unwrap();
        writeln!(s, "amdhsa.kernels:").unwrap();
        writeln!(s, "  - .name: {name}").unwrap();
        writeln!(s, "    .symbol: {name}.kd").unwrap();
        writeln!(s, "    .kernarg_segment_size: {kernarg_size}").unwrap();
        writeln!(s, "    .kernarg_segment_align: 8").unwrap();
        writeln!(s, "    .group_segment_fixed_size: {}", info.lds_bytes).unwrap();
        writeln!(s, "    .private_segment_fixed_size: {}", usage.scratch).unwrap();
        writeln!(s, "    .wavefront_size: {}", gfx.wave()).unwrap();
        writeln!(s, "    .sgpr_count: {}", usage.sgprs).unwrap();
        writeln!(s, "    .vgpr_count: {}", usage.vgprs).unwrap();
        if usage.agprs > 0 {
            writeln!(s, "    .agpr_count: {}", usage.agprs).unwrap();
        }
        writeln!(s, "    .max_flat_workgroup_size: {}", info.threads).unwrap();
        writeln!(s, "    .reqd_workgroup_size: [{}, 1, 1]", info.threads).unwrap();
        writeln!(s, "    .args:").unwrap();
        for &(offset, size, ptr) in &info.args {
            writeln!(s, "      - .offset: {offset}").unwrap();
            writeln!(s, "        .size: {size}").unwrap();
            if ptr {
                writeln!(s, "        .value_kind: global_buffer").unwrap();
                writeln!(s, "        .address_space: global").unwrap();
            } else {
                writeln!(s, "        .value_kind: by_value").unwrap();
            }
        }
        for (i, axis) in ["x", "y", "z"].iter().enumerate() {
            writeln!(s, "      - .offset: {}", info.hidden_offset + 4 * i as u32).unwrap();
            writeln!(s, "        .size: 4").unwrap();
            writeln!(s, "        .value_kind: hidden_block_count_{axis}").unwrap();
        }
        writeln!(s, "amdhsa.version:").unwrap();
        writeln!(s, "  - 1").unwrap();
        writeln!(s, "  - 2").unwrap();
        writeln!(s, "amdhsa.target: {target}").unwrap();
        writeln!(s, "...").unwrap();
        writeln!(s, ".end_amdgpu_metadata").unwrap();
        s
    }
}
