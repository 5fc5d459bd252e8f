//! Sinking: each per-lane computation moves down its block to just before its first reader.
//!
//! Lane expansion computes a value's registers where the tile program asks for it, all of
//! them at once: an epilogue computes the 32 addresses of a thread's stores, then stores; a
//! softmax rescales the whole accumulator before the dot that reads it begins. The registers
//! are then live together, and on AMDGCN, where regalloc2 holds at most 64 VGPRs and 64 VGPR
//! pairs and every value past them spills into spare VGPRs, that is the kernel's register
//! count (gfx1100's attention: 32 addresses live at once reserved 64 VGPRs for pairs alone).
//! PTX needs no such pass: ptxas schedules for its own registers.
//!
//! ```text
//!   walk the block in order, keeping the sinkable instructions pending:
//!     an instruction (or a status reader with the instruction before it) that reads a
//!     pending result  ──> the pending definitions it needs are placed first, recursively,
//!                         in their original order, then the instruction
//!   the end of the block ──> what is still pending (read by the terminator or other blocks,
//!                         or by nobody), in its original order
//! ```
//!
//! Decisions:
//! - Only what the target calls [`sinkable`](crate::vcode::MachInst::sinkable) moves: on
//!   AMDGCN vector ALU results, never memory accesses (a load issued early hides its latency),
//!   lane exchanges or matrix-core instructions. Nothing moves across blocks.
//! - A reader of status bits ([`reads_status`](crate::vcode::MachInst::reads_status): VCC
//!   after `v_div_scale`, SCC after `s_cmp`) and the instruction before it are placed as one:
//!   the pending definitions both need come before the pair, so a moved 64-bit add (which
//!   clobbers VCC) never lands between them.
//! - Dependencies are respected by construction (a pending instruction is placed before its
//!   first reader, its own pending operands before it), and an instruction is never moved
//!   earlier, so no register is read before it is written (the code is in SSA form, as
//!   regalloc2 takes it). Linear in the block's operands.

use crate::vcode::{MachInst, VCode, VReg};

/// Sinks the sinkable instructions of every block of `v` to just before their first reader;
/// returns how many moved.
/// (The pipeline skips it under `sink=off`, which leaves the lowering's order, for A/Bs of
/// register counts.)
pub fn run<I: MachInst>(v: &mut VCode<I>) -> usize {
    let n = v.vregs.len();
    // Where each register dies: the block that defines it and the index of its last reader
    // there, or never in a block (`u32::MAX`: read by another block or a terminator).
    const NEVER: u32 = u32::MAX;
    let mut home: Vec<u32> = vec![NEVER; n];
    let mut last: Vec<u32> = vec![NEVER; n];
    for (b, data) in v.blocks.iter_mut() {
        let b = b.as_u32();
        for &p in &data.params {
            home[p.as_u32() as usize] = b;
        }
        for inst in data.insts.iter_mut() {
            inst.visit_regs(&mut |r, u| {
                if u.is_def() {
                    home[r.as_u32() as usize] = b;
                }
            });
        }
    }
    let mut escapes: Vec<bool> = vec![false; n];
    for (b, data) in v.blocks.iter_mut() {
        let b = b.as_u32();
        for (i, inst) in data.insts.iter_mut().enumerate() {
            inst.visit_regs(&mut |r, u| {
                let x = r.as_u32() as usize;
                if !u.is_def() {
                    if home[x] == b {
                        last[x] = i as u32;
                    } else {
                        escapes[x] = true;
                    }
                }
            });
        }
        let mut term = |r: VReg| escapes[r.as_u32() as usize] = true;
        match &data.term {
            crate::vcode::Term::Jump(_, args) => args.iter().for_each(|&r| term(r)),
            crate::vcode::Term::Branch { cond, then, otherwise } => {
                term(*cond);
                then.1.iter().chain(&otherwise.1).for_each(|&r| term(r));
            }
            crate::vcode::Term::Return => {}
        }
    }
    // The pending instruction (by index in its block) that defines a register, per block.
    let mut pending_def: Vec<u32> = vec![u32::MAX; n];
    let mut moved = 0;
    let vregs = &v.vregs;
    let class = |r: VReg| vregs[r];
    for b in v.blocks.values_mut() {
        let insts = std::mem::take(&mut b.insts);
        let mut slots: Vec<Option<I>> = Vec::with_capacity(insts.len());
        let mut sinkable: Vec<bool> = Vec::with_capacity(insts.len());
        for i in &insts {
            sinkable.push(i.sinkable(&class));
        }
        let reads_status: Vec<bool> = insts.iter().map(|i| i.reads_status()).collect();
        slots.extend(insts.into_iter().map(Some));
        let mut out: Vec<I> = Vec::with_capacity(slots.len());
        let mut defined: Vec<VReg> = Vec::new();
        let mut stack: Vec<(usize, bool)> = Vec::new();
        let mut uses: Vec<VReg> = Vec::new();
        // Places the pending definitions that instruction `at` reads (and theirs), in order
        // of their indices, before it.
        let place_deps = |at: usize,
                          slots: &mut Vec<Option<I>>,
                          out: &mut Vec<I>,
                          pending_def: &mut Vec<u32>,
                          stack: &mut Vec<(usize, bool)>,
                          uses: &mut Vec<VReg>,
                          moved: &mut usize| {
            // Depth-first: a pending definition is emitted after its own pending operands.
            stack.clear();
            stack.push((at, false));
            while let Some((i, expanded)) = stack.pop() {
                if expanded {
                    if i != at {
                        if let Some(inst) = slots[i].take() {
                            let mut inst = inst;
                            inst.visit_regs(&mut |r, u| {
                                if u.is_def() {
                                    pending_def[r.as_u32() as usize] = u32::MAX;
                                }
                            });
                            out.push(inst);
                            *moved += 1;
                        }
                    }
                    continue;
                }
                let Some(inst) = slots[i].as_mut() else { continue };
                stack.push((i, true));
                uses.clear();
                inst.visit_regs(&mut |r, u| {
                    if !u.is_def() {
                        uses.push(*r);
                    }
                });
                // Pushed in reverse so the earliest definition is emitted first.
                let mut deps: Vec<usize> = uses
                    .iter()
                    .map(|r| pending_def[r.as_u32() as usize])
                    .filter(|&d| d != u32::MAX && (d as usize) != i)
                    .map(|d| d as usize)
                    .collect();
                deps.sort_unstable();
                deps.dedup();
                for &d in deps.iter().rev() {
                    stack.push((d, false));
                }
            }
        };
        let len = slots.len();
        for i in 0..len {
            if slots[i].is_none() {
                continue;
            }
            if sinkable[i] && !(i + 1 < len && reads_status[i + 1]) {
                // Worth moving when it frees more registers than it holds on to: its results
                // against the operands it is the last reader of (those of pending definitions
                // move with it).
                defined.clear();
                let (mut gain, mut cost) = (0u32, 0u32);
                slots[i].as_mut().unwrap().visit_regs(&mut |r, u| {
                    let x = r.as_u32() as usize;
                    let size = I::units(class(*r));
                    if u.is_def() {
                        defined.push(*r);
                        gain += size;
                    } else if last[x] == i as u32 && !escapes[x] && pending_def[x] == u32::MAX {
                        cost += size;
                    }
                });
                if gain <= cost {
                    place_deps(i, &mut slots, &mut out, &mut pending_def, &mut stack, &mut uses, &mut moved);
                    out.push(slots[i].take().unwrap());
                    continue;
                }
                for r in &defined {
                    pending_def[r.as_u32() as usize] = i as u32;
                }
                continue;
            }
            // A status reader's producer brings the reader's dependencies along.
            if i + 1 < len && reads_status[i + 1] {
                place_deps(i + 1, &mut slots, &mut out, &mut pending_def, &mut stack, &mut uses, &mut moved);
            }
            place_deps(i, &mut slots, &mut out, &mut pending_def, &mut stack, &mut uses, &mut moved);
            out.push(slots[i].take().unwrap());
        }
        // What is left pending, in its original order.
        for s in slots.iter_mut() {
            if let Some(mut inst) = s.take() {
                inst.visit_regs(&mut |r, u| {
                    if u.is_def() {
                        pending_def[r.as_u32() as usize] = u32::MAX;
                    }
                });
                out.push(inst);
            }
        }
        b.insts = out;
    }
    moved
}
