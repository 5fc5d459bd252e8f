//! tessera-emit-amdgcn: AMDGCN assembly text from allocated `VCode<amdgcn::Inst>`, with the
//! kernel descriptor (`.amdhsa_kernel`) and the code object metadata (`.amdgpu_metadata`), and
//! the loadable code object (HSACO) of that text, with no LLVM: [`encode`] turns the
//! instructions into machine code, [`hsaco`] writes the ELF shared object around it with the
//! descriptor and the metadata note ([`msgpack`]). `llvm-mc` and `ld.lld` make the same code
//! object from the text; they are test oracles only.
//!
//! ```text
//!   VCode<amdgcn::Inst> ── tessera_regalloc::allocate ──> Allocated (physical units, moves)
//!        ── registers: units to s/v registers ── waits and hazards ──> Assembly:
//!             text (each line printed from its operands) + the same operands (encode::Program)
//!   Program ── encode::assemble_program ──> bytes ── hsaco::write (descriptor, symbols, note)
//!        ──> HSACO          (text ── encode::assemble ──> the same bytes: tests, llvm-mc)
//! ```
//!
//! Every instruction line goes through one function (`Emitter::put`): it writes the line from
//! the mnemonic, the operands and the modifiers and records the same values for the encoder,
//! so the text and the code object cannot disagree about an operand.
//!
//! Registers. regalloc2 sees three classes of at most 64 units (see `tessera_regalloc`):
//! - Int: SGPR pairs; unit k is s[2k:2k+1] (a 32-bit value uses the low half). Up to 49 units
//!   (s0..s97) are allocatable; the pair after the highest unit used is this emitter's scratch
//!   (the saved EXEC of a guarded access, and at block ends a long branch's address). Units
//!   0-3 hold the kernarg pointer and the workgroup ids (the prologue moves the ids y and z
//!   from s3 and s4 to s4 and s6).
//! - Float: 32-bit VGPRs, renumbered densely from v0 after allocation (v0 is the work-item id).
//! - Vector: aligned VGPR pairs, renumbered densely after the Float registers.
//!
//! regalloc2 spreads values over the registers it is offered, so the allocation is tried with a
//! small register file first and with larger ones only when it spills ([`REG_FILES`]); files
//! smaller than the measured register pressure ([`peak_pressure`]) or than the highest fixed
//! unit (register tuples, matrix operands) are skipped.
//! - Cut files: regalloc2 spreads values over every register of a class it is offered (64-bit
//!   values over the whole `Vector` class, each pair two VGPRs the spill area then starts
//!   after). So the file cut to the measured pressure is tried first (two more units a class
//!   where regalloc2 finds an instruction needs more than the pressure counts) and kept if it
//!   does not spill; else besides the first fixed file that does not spill, files cut from it
//!   are tried (the pairs alone, then every class), and kept is, within 256 VGPRs where
//!   any allocation is, the one needing the fewest VGPRs whose spill traffic is within a
//!   quarter (or 16 moves) of the least: fewer registers, but not at the price of many more
//!   moves. Measured on the examples (docs/benchmarks.md, "Attention fits gfx1100"): gfx90a's
//!   `matmul` 130 -> 42 VGPRs with no spill; `attention_d128` once 256 VGPRs and 80 AGPRs,
//!   231 with the pairs cut alone, 145 now (with `tessera_isel::sink`).
//! - Spill slots: more VGPRs after those (a slot per 32-bit VGPR; an SGPR pair is kept in
//!   lanes 0 and 1 of one with `v_writelane`). Spills never touch memory: regalloc2's 64 units
//!   per class are fewer than the hardware's registers, and the spare VGPRs are the spill area;
//!   on gfx90a and gfx942 it runs on past v255 into the AGPRs (`Regs::slot`; the descriptor's
//!   `accum_offset` is then 256 and `.agpr_count` says how many).
//!
//! Long branches: a branch that its 16-bit offset cannot reach becomes `s_getpc_b64` /
//! `s_add_u32` / `s_addc_u32` / `s_setpc_b64` through the scratch pair (`relax`).
//!
//! Waits: a load's destination is pending until an `s_waitcnt` of its counter (vmcnt for global
//! memory, lgkmcnt for LDS and scalar loads). Before any instruction or move that reads or
//! writes a pending register, the emitter waits for that counter to drain (counting to zero, so
//! independent loads still overlap); every block end and every barrier waits for everything.
//! Hazards (wait states the ISA manuals require, inserted as `s_nop`): `v_div_fmas` reads VCC
//! written by `v_div_scale` (4 on GFX9: `s_nop 3` always precedes it); on gfx942, a VALU after a
//! transcendental (`v_exp`, `v_rcp`, ...) and a `v_readlane`/`v_readfirstlane` after any VALU
//! (1 each: `s_nop 0`, without looking at registers). GFX11 interlocks these in hardware.
//! In kernels with MFMAs, the matrix-core wait states of `hazard` besides.

pub mod encode;
mod hazard;
pub mod hsaco;
pub mod msgpack;
mod relax;

pub use relax::with_branch_reach;

use smallvec::SmallVec;
use std::fmt::{self, Write};
use tessera_isel::amdgcn::{Class, Gfx, Inst, Space, Src};
use tessera_isel::vcode::{Block, MachInst, Term, VCode, VReg};
pub use tessera_regalloc::AllocOptions;
use tessera_regalloc::{phys, ABlock, ATerm, Allocated, Item, Loc, RegClass, RegFile};

/// Why a kernel could not be emitted.
#[derive(Debug, thiserror::Error)]
pub enum EmitError {
    #[error("register allocation failed: {0}")]
    Alloc(#[from] tessera_regalloc::AllocError),
    #[error("the kernel needs {0} VGPRs (registers and spill area), more than the {1} a wave can address")]
    TooManyVgprs(u32, u32),
    #[error("cannot encode the kernel: {0}")]
    Encode(#[from] encode::EncodeError),
    #[error("internal error in the AMDGCN emitter: {0}")]
    Internal(String),
}

/// What the kernel descriptor and metadata need besides the code.
#[derive(Clone, Debug)]
pub struct KernelInfo {
    pub name: String,
    /// Work-items per workgroup.
    pub threads: u32,
    pub lds_bytes: u32,
    /// Explicit arguments: offset, size, and whether it is a global pointer.
    pub args: Vec<(u32, u32, bool)>,
    /// Offset of the hidden block counts (x, y, z).
    pub hidden_offset: u32,
}

/// Register usage and allocation cost, for reports.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Usage {
    pub sgprs: u32,
    /// Architected VGPRs (`.vgpr_count`).
    pub vgprs: u32,
    /// AGPRs (gfx90a, gfx942: the spill slots past the 256 VGPRs), after the VGPRs rounded up
    /// to 4 (`accum_offset`).
    pub agprs: u32,
    pub moves: usize,
    pub spills: usize,
    pub reloads: usize,
}

impl Usage {
    /// The unified register file's registers a wave takes: the VGPRs, and with AGPRs the
    /// VGPRs rounded up to 4 (`accum_offset`) and the AGPRs after them.
    pub fn total_vgprs(&self) -> u32 {
        if self.agprs > 0 {
            self.vgprs.next_multiple_of(4) + self.agprs
        } else {
            self.vgprs
        }
    }
}

/// Transcendental VALU instructions (GFX940's trans-use wait state).
const TRANS: [&str; 8] = ["v_exp_f", "v_log_f", "v_rcp_f", "v_rcp_iflag", "v_rsq_f", "v_sqrt_f", "v_sin_f", "v_cos_f"];

/// The allocatable units per regalloc2 class (Int, Float, Vector), tried in order: regalloc2
/// spreads values over the registers it is offered, and every register used costs occupancy,
/// so a small file comes first and a larger one only when the small one spills. Wave32 kernels
/// hold twice the elements per lane, so they start one size up.
pub const REG_FILES: [RegFile; 3] = [
    RegFile { allocatable: [24, 24, 12] },
    RegFile { allocatable: [36, 48, 24] },
    RegFile { allocatable: [49, 64, 64] },
];

/// The most registers of each regalloc2 class live at one point (a backward liveness pass to a
/// fixpoint over the blocks; block parameters are defined at the top of their block and branch
/// arguments read at the end of theirs). Allocation never does with fewer, so register files
/// smaller than this are not tried.
pub fn peak_pressure(code: &VCode<Inst>) -> [u32; 3] {
    let n = code.vregs.len();
    let words = n.div_ceil(64);
    let class = |r: VReg| reg_class(code.class(r)) as usize;
    // A block's successors with the arguments passed to them.
    fn succs(t: &Term) -> [Option<(Block, &[VReg])>; 2] {
        match t {
            Term::Jump(b, a) => [Some((*b, a)), None],
            Term::Branch { then, otherwise, .. } => [Some((then.0, &then.1)), Some((otherwise.0, &otherwise.1))],
            Term::Return => [None, None],
        }
    }
    let mut live_in: Vec<Vec<u64>> = vec![vec![0; words]; code.blocks.len()];
    let (mut defs, mut uses): (Vec<VReg>, Vec<VReg>) = (Vec::new(), Vec::new());
    let mut peak = [0u32; 3];
    let mut changed = true;
    while changed {
        changed = false;
        peak = [0; 3];
        for (b, data) in code.blocks.iter().rev() {
            let mut live = vec![0u64; words];
            let mut count = [0u32; 3];
            let add = |live: &mut Vec<u64>, count: &mut [u32; 3], r: VReg| {
                let i = r.as_u32() as usize;
                if live[i / 64] >> (i % 64) & 1 == 0 {
                    live[i / 64] |= 1 << (i % 64);
                    count[class(r)] += 1;
                }
            };
            if let Term::Branch { cond, .. } = data.term {
                add(&mut live, &mut count, cond);
            }
            for (s, args) in succs(&data.term).into_iter().flatten() {
                for (wi, &x) in live_in[s.as_u32() as usize].iter().enumerate() {
                    let mut bits = x;
                    while bits != 0 {
                        let r = VReg::from_u32((wi * 64) as u32 + bits.trailing_zeros());
                        bits &= bits - 1;
                        add(&mut live, &mut count, r);
                    }
                }
                for &a in args {
                    add(&mut live, &mut count, a);
                }
            }
            for inst in data.insts.iter().rev() {
                let mut i = inst.clone();
                defs.clear();
                uses.clear();
                i.visit_regs(&mut |r, u| if u.is_def() { defs.push(*r) } else { uses.push(*r) });
                // The registers needed just after the instruction (its results with what stays
                // live) and just before it (its operands with what stays live).
                for &d in &defs {
                    add(&mut live, &mut count, d);
                }
                for c in 0..3 {
                    peak[c] = peak[c].max(count[c]);
                }
                for &d in &defs {
                    let x = d.as_u32() as usize;
                    live[x / 64] &= !(1 << (x % 64));
                    count[class(d)] -= 1;
                }
                for &u in &uses {
                    add(&mut live, &mut count, u);
                }
                for c in 0..3 {
                    peak[c] = peak[c].max(count[c]);
                }
            }
            for &p in &data.params {
                let x = p.as_u32() as usize;
                live[x / 64] &= !(1 << (x % 64));
            }
            if live != live_in[b.as_u32() as usize] {
                live_in[b.as_u32() as usize] = live;
                changed = true;
            }
        }
    }
    peak
}

/// The most VGPRs a wave addresses, spill area included: 256, and on CDNA 256 more in the
/// AGPRs, where the spill area runs on (`Regs::slot`).
fn vgpr_limit(gfx: Gfx) -> u32 {
    if gfx.is_gfx11() {
        256
    } else {
        512
    }
}

/// The regalloc2 class of an AMDGCN register class.
pub fn reg_class(c: Class) -> RegClass {
    match c {
        Class::S | Class::S64 => RegClass::Int,
        Class::V => RegClass::Float,
        Class::V64 => RegClass::Vector,
    }
}

/// A kernel's assembly: the text (what the simulator runs and `llvm-mc` assembles) and the
/// same instructions in the encoder's form ([`encode::Program`]), both written from the same
/// operands as each line is printed, so that the code object needs no text read back.
#[derive(Clone, Debug, Default)]
pub struct Assembly {
    pub text: String,
    pub program: encode::Program,
}

/// Allocates registers and writes the assembly of one kernel.
pub fn emit(
    gfx: Gfx,
    code: &VCode<Inst>,
    info: &KernelInfo,
    opts: AllocOptions,
) -> Result<(Assembly, Usage), EmitError> {
    let alloc = allocate(gfx, code, opts)?;
    emit_allocated(gfx, code, alloc, info)
}

/// The code object (HSACO) of a kernel that [`emit`] wrote: tessera's own encoding of the
/// instructions ([`encode::assemble_program`], from the emitter's operands) in an ELF shared
/// object ([`hsaco::write`]) whose descriptor and metadata come from the same `info` and
/// `usage` as the text's.
pub fn code_object(gfx: Gfx, asm: &Assembly, info: &KernelInfo, usage: Usage) -> Result<Vec<u8>, EmitError> {
    let code = encode::assemble_program(gfx, &asm.program)?;
    Ok(hsaco::write(gfx, &[hsaco::Kernel { info, usage, code: &code.code }]))
}

/// [`code_object`] from the assembly text instead ([`encode::assemble_kernel`]): the same bytes
/// (`tests/amdgcn_hsaco.rs` checks it for every example and the random kernels).
pub fn code_object_from_text(gfx: Gfx, text: &str, info: &KernelInfo, usage: Usage) -> Result<Vec<u8>, EmitError> {
    let code = encode::assemble_kernel(gfx, text, &info.name)
        .ok_or_else(|| EmitError::Internal(format!("no kernel `{}` in the text", info.name)))??;
    Ok(hsaco::write(gfx, &[hsaco::Kernel { info, usage, code: &code.code }]))
}

/// Allocates registers for one kernel: in the register file cut to its pressure where that
/// does not spill, else in the best of that, the smallest fixed file that does not spill (or
/// the largest) and files cut from it (module docs), each allocation as `opts` says.
pub fn allocate(gfx: Gfx, code: &VCode<Inst>, opts: AllocOptions) -> Result<Allocated<Inst>, EmitError> {
    let peak = peak_pressure(code);
    // Every value live at the peak is in a VGPR or in a spill slot, which is a VGPR (or an
    // AGPR) too: a kernel whose per-lane values alone pass the wave's registers is refused
    // here, before any allocation (the allocations of a kernel that large took minutes).
    let least = peak[RegClass::Float as usize] + 2 * peak[RegClass::Vector as usize];
    let limit = vgpr_limit(gfx);
    if least > limit {
        return Err(EmitError::TooManyVgprs(least, limit));
    }
    // Fixed units (register tuples) must be allocatable too.
    let mut fixed = [0u32; 3];
    for b in code.blocks.values() {
        for i in &b.insts {
            for (unit, parts) in i.tuples() {
                let c = reg_class(code.class(parts[0])) as usize;
                fixed[c] = fixed[c].max(unit as u32 + parts.len() as u32);
            }
        }
    }
    let fits = |f: &RegFile| (0..3).all(|c| peak[c].max(fixed[c]) <= f.allocatable[c] as u32);
    let align = !gfx.is_gfx11();
    let cost = |a: &mut Allocated<Inst>| {
        let needs = Regs::new(a, align).spill_base + a.spill_slots as u32;
        (needs > 256, a.stats.spills + a.stats.reloads, needs)
    };
    let largest = REG_FILES[REG_FILES.len() - 1];
    let cut_to = |bound: &RegFile, c: usize, slack: u32| {
        ((peak[c].max(fixed[c]) + slack).max(1) as u8).min(bound.allocatable[c])
    };
    // The file cut to the pressure first: where it does not spill, no allocation needs fewer
    // registers or moves, and it is the only one made (most kernels: one regalloc2 run).
    // (The pressure counts an instruction's results and operands apart; one whose early
    // results overlap its operands needs one more: a cut file that cannot hold the kernel is
    // tried once with two more registers per class.)
    let mut tried: Vec<(RegFile, (bool, usize, u32), Allocated<Inst>)> = Vec::new();
    for slack in [0, 2] {
        let file = RegFile { allocatable: [0, 1, 2].map(|c| cut_to(&largest, c, slack)) };
        match tessera_regalloc::allocate(code, &file, reg_class, opts) {
            Ok(a) if a.stats.spills == 0 => return Ok(a),
            Ok(mut a) => {
                let c = cost(&mut a);
                tried.push((file, c, a));
                break;
            }
            Err(e @ tessera_regalloc::AllocError::Checker(_)) => return Err(e.into()),
            Err(_) => {}
        }
    }
    // Then the smallest of the fixed files that the pressure fits; wave32 kernels start one
    // size up. A file that still spills is retried with the next.
    let least = if gfx.wave() == 32 { 1 } else { 0 };
    let first = (least..REG_FILES.len()).find(|&i| fits(&REG_FILES[i])).unwrap_or(REG_FILES.len() - 1);
    let mut alloc = tessera_regalloc::allocate(code, &REG_FILES[first], reg_class, opts)?;
    let mut alloc_file = REG_FILES[first];
    for file in &REG_FILES[first + 1..] {
        if alloc.stats.spills == 0 {
            break;
        }
        alloc = tessera_regalloc::allocate(code, file, reg_class, opts)?;
        alloc_file = *file;
    }
    // regalloc2 spreads values over every register it is offered (the pairs above all), and
    // each one used costs a VGPR: files cut to the pressure are tried as well, the Vector
    // part alone and every class. Kept, among those within the 256 VGPRs (on CDNA the spill
    // area may run on into the AGPRs, at one wave per SIMD) if any: the fewest VGPRs
    // (registers and spill area) whose spill traffic (each spill or reload a VALU move) is
    // within a quarter, or 16 moves, of the least.
    let used = alloc_file;
    let cut = |c: usize, slack: u32| cut_to(&used, c, slack);
    let first_cost = cost(&mut alloc);
    tried.push((used, first_cost, alloc));
    for all in [false, true] {
        for slack in [0, 2] {
            let file = match all {
                false => RegFile { allocatable: [used.allocatable[0], used.allocatable[1], cut(2, slack)] },
                true => RegFile { allocatable: [cut(0, slack), cut(1, slack), cut(2, slack)] },
            };
            if tried.iter().any(|t| t.0 == file) {
                break;
            }
            match tessera_regalloc::allocate(code, &file, reg_class, opts) {
                Ok(mut other) => {
                    let c = cost(&mut other);
                    tried.push((file, c, other));
                    break;
                }
                // The checker's verdict is never dropped.
                Err(e @ tessera_regalloc::AllocError::Checker(_)) => return Err(e.into()),
                // The cut file cannot hold the kernel.
                Err(_) => {}
            }
        }
    }
    let over = tried.iter().all(|t| t.1 .0);
    tried.retain(|t| t.1 .0 == over);
    let least = tried.iter().map(|t| t.1 .1).min().unwrap_or(0);
    let within = least + (least / 4).max(16);
    let pick = (0..tried.len()).filter(|&i| tried[i].1 .1 <= within).min_by_key(|&i| (tried[i].1 .2, tried[i].1 .1));
    let alloc = tried.swap_remove(pick.expect("the first allocation is among those tried")).2;
    Ok(alloc)
}

/// Writes the assembly of one kernel from its allocation ([`allocate`]).
pub fn emit_allocated(
    gfx: Gfx,
    code: &VCode<Inst>,
    mut alloc: Allocated<Inst>,
    info: &KernelInfo,
) -> Result<(Assembly, Usage), EmitError> {
    let regs = Regs::new(&mut alloc, !gfx.is_gfx11());
    // The spill area runs on from the VGPRs into the AGPRs on CDNA (`Regs::slot`).
    let needed = regs.spill_base + alloc.spill_slots as u32;
    let limit = vgpr_limit(gfx);
    // An SGPR's slot is lanes of a VGPR (`v_writelane`), never an AGPR.
    let int_slots = alloc.blocks.iter().flat_map(|b| &b.items).filter_map(|i| match i {
        Item::Move { class: RegClass::Int, from, to } => [*from, *to].into_iter().find_map(|l| match l {
            Loc::Slot(s) => Some(s),
            Loc::Reg(_) => None,
        }),
        _ => None,
    });
    let int_top = int_slots.map(|s| regs.spill_base + s + 1).max().unwrap_or(0);
    if needed > limit || int_top > 256 {
        return Err(EmitError::TooManyVgprs(needed, limit));
    }
    let (vgprs, agprs) = (needed.min(256), needed.saturating_sub(256));
    let has_mfma = code.blocks.values().any(|b| b.insts.iter().any(|i| matches!(i, Inst::Mfma { .. })));
    let mut e = Emitter {
        gfx,
        code,
        regs,
        name: &info.name,
        prev: (false, false),
        out: String::new(),
        line: String::new(),
        // About a line and a half per allocated instruction or move.
        program: encode::Program::with_capacity(alloc.blocks.iter().map(|b| b.items.len() * 3 / 2 + 4).sum()),
        pending_vm: RegSet::default(),
        pending_lgkm: RegSet::default(),
        error: None,
        hazards: has_mfma.then(|| {
            if gfx.is_gfx11() {
                hazard::Hazards::wmma()
            } else {
                hazard::Hazards::new(gfx == Gfx::Gfx942)
            }
        }),
    };
    e.body(&mut alloc);
    if let Some(error) = e.error.take() {
        return Err(EmitError::Internal(error));
    }
    // Branches too far for their offset, made long through the scratch pair (free at block
    // ends, where the branches are: `relax`).
    relax::run(gfx, &info.name, &mut e.out, &mut e.program, e.regs.scratch_sgpr)?;
    let sgprs = e.regs.scratch_sgpr + 2;
    let usage = Usage {
        sgprs,
        vgprs: vgprs.max(1),
        agprs,
        moves: alloc.stats.moves,
        spills: alloc.stats.spills,
        reloads: alloc.stats.reloads,
    };
    let program = std::mem::take(&mut e.program);
    let text = e.finish(info, usage);
    Ok((Assembly { text, program }, usage))
}

/// Where allocated units live in the register file.
struct Regs {
    /// Float hw_enc to VGPR.
    float: [u32; 64],
    /// Vector hw_enc to the pair's index after the Float registers.
    pair: [u32; 64],
    pair_base: u32,
    spill_base: u32,
    /// The SGPR pair after the highest unit used: the emitter's scratch.
    scratch_sgpr: u32,
}

impl Regs {
    /// `visit_regs` needs `&mut`; nothing is rewritten.
    fn new(a: &mut Allocated<Inst>, align: bool) -> Regs {
        let mut used = [[false; 64]; 3];
        // Float units where a tuple starts (its first part's unit).
        let mut starts = [false; 64];
        let mut mark = |c: RegClass, hw: u8| used[c as usize][hw as usize] = true;
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
                            if let Loc::Reg(r) = l {
                                mark(*class, r);
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
        Regs { float, pair, pair_base, spill_base, scratch_sgpr }
    }

    /// The register of spill slot unit `s`: a VGPR after the allocated ones, and past v255 an
    /// AGPR (CDNA's unified file: `a0` follows v255 there, `accum_offset` 256).
    fn slot(&self, s: u32) -> Name {
        match self.spill_base + s {
            r if r < 256 => Name { kind: 'v', first: r, n: 1 },
            r => Name { kind: 'a', first: r - 256, n: 1 },
        }
    }

    /// The first register (s or v index) of a unit, and how many 32-bit registers it spans.
    fn unit(&self, c: RegClass, hw: u8) -> u32 {
        match c {
            RegClass::Int => 2 * hw as u32,
            RegClass::Float => self.float[hw as usize],
            RegClass::Vector => self.pair_base + 2 * self.pair[hw as usize],
        }
    }
}

struct Emitter<'a> {
    gfx: Gfx,
    /// The kernel's symbol (block labels include it, so that kernels can share a file).
    name: &'a str,
    /// Whether the last instruction written was a VALU one, and a transcendental (wait states).
    prev: (bool, bool),
    code: &'a VCode<Inst>,
    regs: Regs,
    out: String,
    /// The line being written (reused).
    line: String,
    /// The lines of `out` in the encoder's form.
    program: encode::Program,
    /// Registers whose load has not been waited for.
    pending_vm: RegSet,
    pending_lgkm: RegSet,
    /// An internal inconsistency found while emitting (a bug): `emit` fails with it.
    error: Option<String>,
    /// The MFMA wait states (`hazard`), in kernels that have MFMAs.
    hazards: Option<hazard::Hazards>,
}

/// A set of registers: SGPRs 0..128, VGPRs 0..256, then AGPRs 0..256, one bit each.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
struct RegSet([u64; 10]);

/// A run of 32-bit registers: the first one's id (SGPR n is n, VGPR n is 128 + n, AGPR n is
/// 384 + n) and a count.
type Span = (u32, u32);

impl RegSet {
    fn insert(&mut self, (first, n): Span) {
        for i in first..first + n {
            self.0[i as usize / 64] |= 1 << (i % 64);
        }
    }
    fn hits(&self, (first, n): Span) -> bool {
        (first..first + n).any(|i| self.0[i as usize / 64] & (1 << (i % 64)) != 0)
    }
    fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }
}

/// An operand's half.
#[derive(Copy, Clone, PartialEq)]
enum Part {
    All,
    Lo,
    Hi,
}

/// Registers as the assembly names them: `s5`, `v[2:3]`.
#[derive(Copy, Clone)]
struct Name {
    kind: char,
    first: u32,
    n: u32,
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
enum Operand {
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
    fn write(self, out: &mut String, kernel: &str) {
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
    fn encoded(self, gfx: Gfx) -> Option<encode::Src<'static>> {
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

/// Modifiers after the operands: an offset (nothing for 0).
fn off(offset: i32) -> encode::Mods {
    encode::Mods { offset: offset as i64, ..encode::Mods::default() }
}

/// `off`: a global access with no SGPR address.
const OFF: Operand = Operand::Text("off");

/// The SGPR `s{i}`.
fn sreg(i: u32) -> Operand {
    Operand::Reg(Name { kind: 's', first: i, n: 1 })
}

const NO_MODS: encode::Mods = encode::Mods { offset: 0, glc: false, slc: false, sc1: false };

impl Emitter<'_> {
    /// Writes one instruction line, preceded by the wait states its predecessor requires, and
    /// hands the encoder the same instruction ([`encode::Program`]): `m` (with `_e64` after it
    /// where `e64`), the operands and the modifiers (an offset, `glc` / `sc0`).
    fn put(&mut self, m: &'static str, e64: bool, ops: &[Operand], mods: encode::Mods) {
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

    fn vcc(&self) -> &'static str {
        if self.gfx.wave() == 32 {
            "vcc_lo"
        } else {
            "vcc"
        }
    }

    fn exec(&self) -> &'static str {
        if self.gfx.wave() == 32 {
            "exec_lo"
        } else {
            "exec"
        }
    }

    /// The isel class of an allocated operand (its virtual register's class).
    fn class(&self, r: VReg) -> Class {
        self.code.class(tessera_regalloc::original(r))
    }

    /// The registers an allocated operand (or a half of a 64-bit one) names.
    fn reg(&self, r: VReg, part: Part) -> Name {
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

    fn src(&self, s: Src) -> Operand {
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
    fn covered(&self, r: VReg) -> Span {
        let Name { kind, first, n } = self.reg(r, Part::All);
        (if kind == 's' { first } else { 128 + first }, n)
    }

    /// The registers of a load's or store's data: one operand, or a tuple whose parts the
    /// allocation put in consecutive registers (a bug otherwise, reported by `emit`).
    fn tuple(&mut self, parts: &[VReg]) -> Name {
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

    fn loc_span(&self, class: RegClass, l: Loc) -> Span {
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
                match self.regs.slot(s) {
                    Name { kind: 'a', first, .. } => (384 + first, n),
                    v => (128 + v.first, n),
                }
            }
        }
    }

    /// A location's registers, one 32-bit register each, in order (an SGPR pair's slot: the
    /// one VGPR whose lanes hold it).
    fn loc_regs(&self, class: RegClass, l: Loc) -> SmallVec<[Name; 2]> {
        if let Loc::Slot(s) = l {
            let n = if class == RegClass::Vector { 2 } else { 1 };
            return (0..n).map(|k| self.regs.slot(s + k)).collect();
        }
        let (first, n) = self.loc_span(class, l);
        let name = |i: u32| {
            if i < 128 {
                Name { kind: 's', first: i, n: 1 }
            } else {
                Name { kind: 'v', first: i - 128, n: 1 }
            }
        };
        (first..first + n).map(name).collect()
    }

    /// Waits for the loads writing any of `regs`.
    fn wait_for(&mut self, regs: &[Span]) {
        let vm = regs.iter().any(|&r| self.pending_vm.hits(r));
        let lgkm = regs.iter().any(|&r| self.pending_lgkm.hits(r));
        self.wait(vm, lgkm);
    }

    fn wait(&mut self, vm: bool, lgkm: bool) {
        if !vm && !lgkm {
            return;
        }
        self.put("s_waitcnt", false, &[Operand::Wait { vm, lgkm }], NO_MODS);
        if vm {
            self.pending_vm = RegSet::default();
        }
        if lgkm {
            self.pending_lgkm = RegSet::default();
        }
    }

    fn wait_all(&mut self) {
        let (vm, lgkm) = (!self.pending_vm.is_empty(), !self.pending_lgkm.is_empty());
        self.wait(vm, lgkm);
    }

    fn body(&mut self, a: &mut Allocated<Inst>) {
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
        match (class, from, to) {
            (RegClass::Int, Loc::Reg(_), Loc::Reg(_)) => {
                let pair = |r: &[Name]| Operand::Reg(Name { kind: 's', first: r[0].first, n: 2 });
                self.put("s_mov_b64", false, &[pair(&dst), pair(&src)], NO_MODS)
            }
            (RegClass::Int, Loc::Reg(_), Loc::Slot(_)) => {
                for (lane, &half) in src.iter().enumerate() {
                    let ops = [Operand::Reg(dst[0]), Operand::Reg(half), Operand::Imm(lane as i32)];
                    self.put("v_writelane_b32", false, &ops, NO_MODS);
                }
            }
            (RegClass::Int, Loc::Slot(_), _) => {
                for (lane, &half) in dst.iter().enumerate() {
                    let ops = [Operand::Reg(half), Operand::Reg(src[0]), Operand::Imm(lane as i32)];
                    self.put("v_readlane_b32", false, &ops, NO_MODS);
                }
            }
            // Floats and pairs, registers and slots alike: 32 bits at a time.
            _ => {
                for (&d, &s) in dst.iter().zip(&src) {
                    self.copy32(d, s);
                }
            }
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

    /// Waits for the loads writing any register that `i` reads or writes.
    fn wait_for_inst(&mut self, i: &mut Inst) {
        if self.pending_vm.is_empty() && self.pending_lgkm.is_empty() {
            return;
        }
        let (mut vm, mut lgkm) = (false, false);
        i.visit_regs(&mut |r, _| {
            let span = self.covered(*r);
            vm |= self.pending_vm.hits(span);
            lgkm |= self.pending_lgkm.hits(span);
        });
        self.wait(vm, lgkm);
    }

    fn inst(&mut self, i: &mut Inst) {
        self.wait_for_inst(i);
        let i: &Inst = i;
        match i {
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

    fn finish(self, info: &KernelInfo, usage: Usage) -> String {
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
        writeln!(
            s,
            "; {} SGPRs, {} VGPRs{agprs}; allocation: {} moves, {} spills, {} reloads",
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
        d("private_segment_fixed_size", 0);
        d("kernarg_size", kernarg_size);
        d("user_sgpr_count", 2);
        d("user_sgpr_kernarg_segment_ptr", 1);
        d("system_sgpr_workgroup_id_x", 1);
        d("system_sgpr_workgroup_id_y", 1);
        d("system_sgpr_workgroup_id_z", 1);
        d("system_vgpr_workitem_id", 0);
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
        writeln!(s, "    .private_segment_fixed_size: 0").unwrap();
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
