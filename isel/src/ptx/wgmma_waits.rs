//! Warpgroup dots left in flight until their results are needed: each block's
//! `wgmma.wait_group`s moved from the end of every dot to the first instruction that needs the
//! dot done, so that independent work (another dot, the exponentials of a softmax, atomics)
//! runs while the tensor cores compute.
//!
//! `lower::dot::wgmma` ends each dot with `commit; wait_group 0`: simple, and right, but a dot
//! whose result is read only later leaves the warps idle for the whole of its latency, and two
//! independent dots cannot share the tensor cores' pipeline. FlashAttention-3's backward issues
//! `S = Q K^T` and `dP = dO V^T` together and computes P while `dP` runs; this pass gives a
//! kernel that order by placement alone. Per block, with the dots' own waits removed:
//!
//! ```text
//!   commit                       the open group joins the committed ones (oldest first)
//!   an instruction that reads or writes a register of committed group g (its D, its C, its
//!     A fragments), wgmma included:
//!                                wait_group (groups newer than g)   g and every older one retire
//!   anything that may write shared memory or synchronise threads (a shared store, cp.async,
//!     a barrier, an mbarrier, a proxy fence, a turn):
//!                                wait_group 0                       every group retires
//!   the block's end              wait_group 0
//! ```
//!
//! Why those stops: a group reads its operands from shared memory until it retires, and the
//! lowering's rule for reusing an operand buffer is a barrier after the dot's wait; a wait kept
//! before the next barrier keeps that rule, and one kept before this thread's next shared
//! write cannot let it overwrite an operand. Registers are the PTX ISA's rule: accessing a D or
//! an A fragment before the wait that retires its group is undefined. Global loads, stores and
//! atomics, shared loads, arithmetic, `mma.sync` and further `wgmma` groups may pass.
//!
//! Only blocks whose every wait is a dot's own (`wait_group 0` right after its commit) are
//! rewritten: a block that retires a group it did not issue (the pipeliner's `wait_group 1`
//! across iterations, a loop exit's wait for the last group) or that hands the tensor cores to
//! another warpgroup between commit and wait (`pipeliner`'s turns) keeps its waits as they are.
//! The simulator checks the result: reading or writing a register in flight, or writing a byte
//! a group still reads, is an error there (`tessera_sim`'s `async_mma`).
//! `wgmma-waits=early` (`CodegenOptions`) keeps every wait at its dot, for A/B measurements.

use crate::ptx::{Inst, Space, WgmmaA};
use crate::vcode::{MachInst, VCode, VReg};
use rustc_hash::FxHashSet as HashSet;
use std::collections::VecDeque;

pub fn run(code: &mut VCode<Inst>) {
    for block in code.blocks.values_mut() {
        if eligible(&block.insts) {
            place(&mut block.insts);
        }
    }
}

/// Every wait is a dot's own: `wait_group 0` right after a commit; and there is one.
fn eligible(insts: &[Inst]) -> bool {
    let mut any = false;
    for (i, inst) in insts.iter().enumerate() {
        if let Inst::WgmmaWait(k) = inst {
            if *k != 0 || i == 0 || insts[i - 1] != Inst::WgmmaCommit {
                return false;
            }
            any = true;
        }
    }
    any
}

/// Instructions a group in flight may pass when they touch none of its registers.
fn passable(inst: &Inst) -> bool {
    match inst {
        Inst::Op { .. }
        | Inst::Unpack { .. }
        | Inst::Mma { .. }
        | Inst::LdMatrix { .. }
        | Inst::Ld { .. }
        | Inst::Atom { .. }
        | Inst::Red { .. }
        | Inst::Prefetch { .. }
        | Inst::CasLoop { .. }
        | Inst::Elect { .. }
        | Inst::Wgmma { .. }
        | Inst::WgmmaFence => true,
        Inst::St { space, .. } => *space != Space::Shared,
        _ => false,
    }
}

/// The registers a group must keep to itself until it retires.
fn owned(inst: &Inst, into: &mut HashSet<VReg>) {
    if let Inst::Wgmma { d, c, a, .. } = inst {
        into.extend(d.iter().chain(c).copied());
        if let WgmmaA::Regs(rs) = a {
            into.extend(rs);
        }
    }
}

fn place(insts: &mut Vec<Inst>) {
    let old = std::mem::take(insts);
    let mut open = HashSet::default();
    let mut groups: VecDeque<HashSet<VReg>> = VecDeque::new();
    for mut inst in old {
        match inst {
            Inst::WgmmaWait(_) => continue,
            Inst::WgmmaCommit => {
                groups.push_back(std::mem::take(&mut open));
                insts.push(inst);
                continue;
            }
            _ => {}
        }
        if !passable(&inst) {
            if !groups.is_empty() {
                insts.push(Inst::WgmmaWait(0));
                groups.clear();
            }
        } else if !groups.is_empty() {
            let mut newest = None;
            inst.visit_regs(&mut |r, _| {
                if let Some(g) = groups.iter().rposition(|g| g.contains(r)) {
                    newest = newest.max(Some(g));
                }
            });
            if let Some(g) = newest {
                insts.push(Inst::WgmmaWait((groups.len() - 1 - g) as u32));
                groups.drain(..=g);
            }
        }
        owned(&inst, &mut open);
        insts.push(inst);
    }
    debug_assert!(open.is_empty(), "every wgmma is committed in its block");
    if !groups.is_empty() {
        insts.push(Inst::WgmmaWait(0));
    }
}
