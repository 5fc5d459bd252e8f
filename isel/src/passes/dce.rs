//! Dead-code elimination on `VCode`: removes pure instructions whose results nobody reads.
//!
//! Lane expansion computes every register of a value in a layout, but a vector load only reads
//! the address of the first element of each vector, and a broadcast may leave whole registers
//! unused. Liveness here is flow-insensitive (a register read anywhere keeps every definition of
//! it), which is exact enough for lane-expanded code and safe with PTX's redefinitions (a `mov`
//! of a default followed by a guarded load into the same register).
//!
//! One pass with use counts and a worklist (as a sparse DCE does): count the reads of every
//! register; a pure instruction none of whose results is read is dead; removing it takes its
//! reads away, which may leave the instructions defining those registers dead in turn. This is
//! the fixpoint of "remove what nobody reads", reached without rescanning the code.

use crate::vcode::{MachInst, Term, VCode};

/// Removes dead pure instructions from `v`; returns how many were removed.
pub fn run<I: MachInst>(v: &mut VCode<I>) -> usize {
    let n = v.vregs.len();
    let mut reads = vec![0u32; n];
    // Per instruction (by a global index): pure, and its reads and definitions as ranges of
    // `regs` (reads from `at[g]`, definitions from `split[g]`, up to `at[g + 1]`).
    let mut pure: Vec<bool> = Vec::new();
    let mut regs: Vec<u32> = Vec::new();
    let (mut at, mut split) = (Vec::new(), Vec::new());
    let mut defs_buf: Vec<u32> = Vec::new();
    for b in v.blocks.values_mut() {
        for i in b.insts.iter_mut() {
            pure.push(i.is_pure());
            at.push(regs.len() as u32);
            defs_buf.clear();
            i.visit_regs(&mut |r, u| {
                if u.is_def() {
                    defs_buf.push(r.as_u32());
                } else {
                    regs.push(r.as_u32());
                    reads[r.as_u32() as usize] += 1;
                }
            });
            split.push(regs.len() as u32);
            regs.extend_from_slice(&defs_buf);
        }
        let mut mark = |r: &crate::vcode::VReg| reads[r.as_u32() as usize] += 1;
        match &b.term {
            Term::Jump(_, args) => args.iter().for_each(&mut mark),
            Term::Branch { cond, then, otherwise } => {
                mark(cond);
                then.1.iter().chain(&otherwise.1).for_each(&mut mark);
            }
            Term::Return => {}
        }
    }
    let total = pure.len();
    at.push(regs.len() as u32);
    // The instructions defining each register, as chains: `first[r]`, then `next[..]`.
    let (mut first, mut next, mut owner) = (vec![u32::MAX; n], Vec::new(), Vec::new());
    for g in 0..total {
        for &r in &regs[split[g] as usize..at[g + 1] as usize] {
            owner.push(g as u32);
            next.push(first[r as usize]);
            first[r as usize] = (owner.len() - 1) as u32;
        }
    }
    let dead_now = |g: usize, reads: &[u32]| {
        let defs = &regs[split[g] as usize..at[g + 1] as usize];
        pure[g] && !defs.is_empty() && defs.iter().all(|&r| reads[r as usize] == 0)
    };
    let mut work: Vec<usize> = (0..total).filter(|&g| dead_now(g, &reads)).collect();
    let mut dead = vec![false; total];
    let mut removed = 0;
    while let Some(g) = work.pop() {
        if dead[g] || !dead_now(g, &reads) {
            continue;
        }
        dead[g] = true;
        removed += 1;
        for &r in &regs[at[g] as usize..split[g] as usize] {
            let r = r as usize;
            reads[r] -= 1;
            if reads[r] == 0 {
                let mut d = first[r];
                while d != u32::MAX {
                    work.push(owner[d as usize] as usize);
                    d = next[d as usize];
                }
            }
        }
    }
    let mut g = 0;
    for b in v.blocks.values_mut() {
        b.insts.retain(|_| {
            g += 1;
            !dead[g - 1]
        });
    }
    removed
}
