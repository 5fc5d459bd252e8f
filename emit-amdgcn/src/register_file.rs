//! The register-file search: which register file regalloc2 is offered for a kernel, and the
//! allocation kept ([`allocate`]). regalloc2 sees three classes of at most 64 units each
//! (`crate::emitter::names` says how units become s/v registers).
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
//!   moves.
//! - Slots past the register file are scratch memory on gfx942 and gfx1100 (the emitter's
//!   `Regs::slot`), up to [`SCRATCH_DWORDS`] a lane; a kernel whose values live at one point
//!   need more than that (`spill_limit`: registers and scratch) is refused before any
//!   allocation, as on gfx90a one past its registers.

use crate::emitter::Regs;
use crate::EmitError;
use tessera_isel::amdgcn::{Class, Gfx, Inst};
use tessera_isel::vcode::{Block, MachInst, Term, VCode, VReg};
use tessera_regalloc::{AllocOptions, Allocated, RegClass, RegFile};

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
pub(crate) fn vgpr_limit(gfx: Gfx) -> u32 {
    if gfx.is_gfx11() {
        256
    } else {
        512
    }
}

/// Spill slots past the register file go to scratch memory (the lane's private memory: on
/// gfx942 and gfx1100 the hardware points FLAT_SCRATCH at it, on gfx90a the kernel's entry
/// does); at most this many dwords per lane. A kernel that needs more is refused: the
/// allocation of one that spills that much takes seconds (a softmax holding 2,048 values a
/// lane on gfx1100: 16 s; docs/benchmarks.md, "Kernels past the register file").
pub const SCRATCH_DWORDS: u32 = 4096;

/// The most VGPRs a kernel may need, spill area included: the register file and
/// [`SCRATCH_DWORDS`] of scratch memory per lane.
pub(crate) fn spill_limit(gfx: Gfx) -> u32 {
    vgpr_limit(gfx) + SCRATCH_DWORDS
}

/// The regalloc2 class of an AMDGCN register class.
pub fn reg_class(c: Class) -> RegClass {
    match c {
        Class::S | Class::S64 => RegClass::Int,
        Class::V => RegClass::Float,
        Class::V64 => RegClass::Vector,
    }
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
    let limit = spill_limit(gfx);
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
    let cost = |a: &mut Allocated<Inst>| {
        let regs = Regs::new(a, gfx);
        let needs = regs.spill_base + regs.spill_units();
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
