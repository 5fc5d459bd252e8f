//! Dead-code elimination on `VCode`: removes pure instructions whose results nobody reads.
//!
//! Lane expansion computes every register of a value in a layout, but a vector load only reads
//! the address of the first element of each vector, and a broadcast may leave whole registers
//! unused. Liveness here is flow-insensitive (a register read anywhere keeps every definition of
//! it), which is exact enough for lane-expanded code and safe with PTX's redefinitions (a `mov`
//! of a default followed by a guarded load into the same register). Runs to a fixpoint.

use crate::vcode::{MachInst, Term, VCode};

/// Removes dead pure instructions from `v`; returns how many were removed.
pub fn run<I: MachInst>(v: &mut VCode<I>) -> usize {
    let mut total = 0;
    loop {
        let mut used = vec![false; v.vregs.len()];
        for b in v.blocks.values_mut() {
            for i in b.insts.iter_mut() {
                i.visit_regs(&mut |r, u| {
                    if !u.is_def() {
                        used[r.as_u32() as usize] = true;
                    }
                });
            }
            let mut mark = |r: &crate::vcode::VReg| used[r.as_u32() as usize] = true;
            match &b.term {
                Term::Jump(_, args) => args.iter().for_each(&mut mark),
                Term::Branch { cond, then, otherwise } => {
                    mark(cond);
                    then.1.iter().chain(&otherwise.1).for_each(&mut mark);
                }
                Term::Return => {}
            }
        }
        let mut removed = 0;
        for b in v.blocks.values_mut() {
            b.insts.retain_mut(|i| {
                if !i.is_pure() {
                    return true;
                }
                let mut live = false;
                let mut defines = false;
                i.visit_regs(&mut |r, u| {
                    if u.is_def() {
                        defines = true;
                        live |= used[r.as_u32() as usize];
                    }
                });
                let keep = live || !defines;
                if !keep {
                    removed += 1;
                }
                keep
            });
        }
        if removed == 0 {
            return total;
        }
        total += removed;
    }
}
