//! Loop-invariant code motion on `VCode`: moves the pure computations of a loop that read only
//! values from outside it into the loop's preheader.
//!
//! The lowering computes a value in a layout where it is first needed, so a tile defined before
//! a loop but first used inside it (attention's key offsets `rd[:, None] + 64 rn[None, :]`,
//! added to each iteration's block offset) is expanded in the loop body and recomputed every
//! iteration. ptxas does not take all of it out again: on attention.tile it recomputed the
//! chunk offsets' invariant parts in the key loop (`docs/benchmarks.md`, issue 19 part 5).
//!
//! ```text
//!   loops:      natural loops of the back edges (an edge to a block that dominates its
//!               source), innermost first; the preheader is the header's one predecessor
//!               outside the loop (no preheader: the loop is left alone)
//!   invariant:  an instruction the target calls hoistable (`MachInst::hoistable`: no memory,
//!               no synchronisation, no guard), every register it writes written nowhere
//!               else, every register it reads written outside the loop or by an
//!               instruction already hoisted
//!   motion:     hoisted instructions go to the end of the preheader in the order met (blocks
//!               in reverse postorder), so each follows the definitions it reads
//! ```
//!
//! Hoisting speculates: an instruction from a branch the loop rarely takes runs once before it,
//! and runs even when the loop runs zero times. Hoistable instructions have no effect but their
//! results, and branches are uniform (`Term::Branch`), so this changes no result. Its cost is
//! the live ranges across the loop; PTX leaves registers to ptxas, which rematerialises where
//! pressure asks for it, and the AMDGCN backend, which allocates its own, hoists nothing
//! (its `lane_prologue` places the loop-invariant lane offsets it needs): enabled there for
//! vector ALU operations, the pass shortened the CDNA matmul loops but its spills cost more
//! than it saved where registers were short (docs/benchmarks-history.md, "Loop-invariant code motion
//! on AMDGCN").

use super::liveness::{edges, liveness, Live};
use crate::vcode::{Block, MachInst, Term, VCode, VReg};
use rustc_hash::FxHashSet as HashSet;

/// The successors of block `b`.
fn succs<I: MachInst>(v: &VCode<I>, b: Block) -> Vec<Block> {
    match &v.blocks[b].term {
        Term::Jump(t, _) => vec![*t],
        Term::Branch { then, otherwise, .. } => vec![then.0, otherwise.0],
        Term::Return => vec![],
    }
}

/// Blocks reachable from the entry in reverse postorder.
fn reverse_postorder<I: MachInst>(v: &VCode<I>) -> Vec<Block> {
    let mut seen = vec![false; v.blocks.len()];
    let mut post = Vec::new();
    // (block, successors left to visit)
    let mut stack = vec![(v.entry, succs(v, v.entry))];
    seen[v.entry.as_u32() as usize] = true;
    while let Some((b, rest)) = stack.last_mut() {
        match rest.pop() {
            Some(s) if !seen[s.as_u32() as usize] => {
                seen[s.as_u32() as usize] = true;
                let ss = succs(v, s);
                stack.push((s, ss));
            }
            Some(_) => {}
            None => {
                post.push(*b);
                stack.pop();
            }
        }
    }
    post.reverse();
    post
}

/// Immediate dominators over `rpo` (Cooper, Harvey and Kennedy's iteration), by block index;
/// `None` for unreachable blocks.
fn dominators(n: usize, rpo: &[Block], preds: &[Vec<Block>]) -> Vec<Option<usize>> {
    let mut order = vec![usize::MAX; n];
    for (i, b) in rpo.iter().enumerate() {
        order[b.as_u32() as usize] = i;
    }
    let mut idom: Vec<Option<usize>> = vec![None; n];
    let entry = rpo[0].as_u32() as usize;
    idom[entry] = Some(entry);
    let intersect = |idom: &[Option<usize>], mut a: usize, mut b: usize| {
        while a != b {
            while order[a] > order[b] {
                a = idom[a].expect("processed");
            }
            while order[b] > order[a] {
                b = idom[b].expect("processed");
            }
        }
        a
    };
    let mut changed = true;
    while changed {
        changed = false;
        for b in &rpo[1..] {
            let bi = b.as_u32() as usize;
            let mut new: Option<usize> = None;
            for p in &preds[bi] {
                let pi = p.as_u32() as usize;
                if idom[pi].is_none() {
                    continue;
                }
                new = Some(match new {
                    None => pi,
                    Some(x) => intersect(&idom, pi, x),
                });
            }
            if new.is_some() && idom[bi] != new {
                idom[bi] = new;
                changed = true;
            }
        }
    }
    idom
}

/// Whether block `a` dominates block `b`.
fn dominates(idom: &[Option<usize>], a: usize, mut b: usize) -> bool {
    loop {
        if a == b {
            return true;
        }
        match idom[b] {
            Some(p) if p != b => b = p,
            _ => return false,
        }
    }
}

/// The most registers (`MachInst::units`) live at once at any instruction of `blocks`, from
/// the block-level liveness `live`: each block walked backward from its live-out set and its
/// terminator's reads, a def ending a register's life, a use starting it.
fn pressure<I: MachInst>(v: &mut VCode<I>, live: &Live, blocks: &[Block]) -> u32 {
    let classes: Vec<I::Class> = v.vregs.values().copied().collect();
    let units = |r: VReg| I::units(classes[r.as_u32() as usize]);
    let mut most = 0;
    for &b in blocks {
        let bi = b.as_u32() as usize;
        let mut set: HashSet<VReg> = HashSet::default();
        let words = &live.live_out[bi * live.words..(bi + 1) * live.words];
        for (w, &bits) in words.iter().enumerate() {
            for k in 0..64 {
                if bits >> k & 1 != 0 {
                    set.insert(VReg::from_u32((w * 64 + k) as u32));
                }
            }
        }
        let data = &mut v.blocks[b];
        if let Term::Branch { cond, .. } = &data.term {
            set.insert(*cond);
        }
        for (_, args) in edges(&data.term) {
            set.extend(args.iter().copied());
        }
        let mut now: u32 = set.iter().map(|&r| units(r)).sum();
        most = most.max(now);
        for i in data.insts.iter_mut().rev() {
            let (mut defs, mut uses) = (Vec::new(), Vec::new());
            i.visit_regs(&mut |r, u| if u.is_def() { defs.push(*r) } else { uses.push(*r) });
            for d in defs {
                if set.remove(&d) {
                    now -= units(d);
                }
            }
            for u in uses {
                if set.insert(u) {
                    now += units(u);
                }
            }
            most = most.max(now);
        }
    }
    most
}

/// Moves loop-invariant hoistable instructions of `v` into their loops' preheaders; returns
/// how many moved. (The pipeline skips it under `licm=off`, for A/B measurements.)
///
/// With a `budget` (registers a thread, `MachInst::units`), a loop whose pressure plus the
/// hoisted values its remaining code reads (each then live through the whole loop) would pass
/// the budget keeps all its instructions: ptxas spills when registers run out, and a spill in
/// a loop costs more than recomputing a few addresses in it. Measured on the attention
/// backward (H100, `ptxas -v`): hoisting took the d64 128x128 loop from 227 registers to 255
/// with 112 bytes of spill stores, the d128 one from 220 to 255 with 192 bytes.
pub fn run<I: MachInst>(v: &mut VCode<I>, budget: Option<u32>) -> usize {
    let n = v.blocks.len();
    let rpo = reverse_postorder(v);
    let mut preds: Vec<Vec<Block>> = vec![Vec::new(); n];
    for &b in &rpo {
        for s in succs(v, b) {
            preds[s.as_u32() as usize].push(b);
        }
    }
    let idom = dominators(n, &rpo, &preds);
    // Natural loops: header -> blocks, from each back edge's source up to the header.
    let mut loops: Vec<(Block, HashSet<Block>)> = Vec::new();
    for &b in &rpo {
        for h in succs(v, b) {
            if !dominates(&idom, h.as_u32() as usize, b.as_u32() as usize) {
                continue;
            }
            let body = match loops.iter_mut().find(|l| l.0 == h) {
                Some(l) => &mut l.1,
                None => {
                    loops.push((h, HashSet::from_iter([h])));
                    &mut loops.last_mut().expect("pushed").1
                }
            };
            let mut work = vec![b];
            while let Some(x) = work.pop() {
                if body.insert(x) {
                    work.extend(preds[x.as_u32() as usize].iter().copied());
                }
            }
        }
    }
    if loops.is_empty() {
        return 0;
    }
    loops.sort_by_key(|l| l.1.len());
    // Registers written more than once (PTX's guarded redefinitions) never move.
    let mut writes = vec![0u32; v.vregs.len()];
    for b in v.blocks.values_mut() {
        for &p in &b.params {
            writes[p.as_u32() as usize] += 1;
        }
        for i in b.insts.iter_mut() {
            i.visit_regs(&mut |r, u| {
                if u.is_def() {
                    writes[r.as_u32() as usize] += 1;
                }
            });
        }
    }
    let mut moved = 0;
    for (h, body) in &loops {
        let outside: Vec<Block> = preds[h.as_u32() as usize].iter().copied().filter(|p| !body.contains(p)).collect();
        let [pre] = outside[..] else { continue };
        let blocks: Vec<Block> = rpo.iter().copied().filter(|b| body.contains(b)).collect();
        // Under a budget: the loop's peak before hoisting, and its code to put back if over.
        let checked = budget.map(|budget| {
            let live = liveness(v);
            let before: Vec<Vec<I>> = blocks.iter().map(|&b| v.blocks[b].insts.clone()).collect();
            (budget, pressure(v, &live, &blocks), before)
        });
        let mut inside: HashSet<VReg> = HashSet::default();
        for &b in &blocks {
            inside.extend(v.blocks[b].params.iter().copied());
            for i in v.blocks[b].insts.iter_mut() {
                i.visit_regs(&mut |r, u| {
                    if u.is_def() {
                        inside.insert(*r);
                    }
                });
            }
        }
        let mut hoisted = Vec::new();
        for &b in &blocks {
            let insts = std::mem::take(&mut v.blocks[b].insts);
            let mut kept = Vec::with_capacity(insts.len());
            for mut i in insts {
                let mut ok = i.hoistable();
                let mut defs: Vec<VReg> = Vec::new();
                if ok {
                    i.visit_regs(&mut |r, u| {
                        if u.is_def() {
                            ok &= writes[r.as_u32() as usize] == 1;
                            defs.push(*r);
                        } else {
                            ok &= !inside.contains(r);
                        }
                    });
                }
                if ok {
                    for d in defs {
                        inside.remove(&d);
                    }
                    hoisted.push(i);
                } else {
                    kept.push(i);
                }
            }
            v.blocks[b].insts = kept;
        }
        if let Some((budget, peak, before)) = checked {
            // The hoisted values the loop still reads: each now live through all of it.
            // (Constants, which read no register, are left out: ptxas rematerialises them.)
            let mut made: HashSet<VReg> = HashSet::default();
            for i in hoisted.iter_mut() {
                let (mut defs, mut reads) = (Vec::new(), false);
                i.visit_regs(&mut |r, u| if u.is_def() { defs.push(*r) } else { reads = true });
                if reads {
                    made.extend(defs);
                }
            }
            let mut through: HashSet<VReg> = HashSet::default();
            for &b in &blocks {
                let data = &mut v.blocks[b];
                for i in data.insts.iter_mut() {
                    i.visit_regs(&mut |r, u| {
                        if !u.is_def() && made.contains(r) {
                            through.insert(*r);
                        }
                    });
                }
                let mut term: Vec<VReg> = edges(&data.term).into_iter().flat_map(|(_, a)| a.to_vec()).collect();
                if let Term::Branch { cond, .. } = &data.term {
                    term.push(*cond);
                }
                through.extend(term.into_iter().filter(|r| made.contains(r)));
            }
            let added: u32 = through.iter().map(|&r| I::units(v.vregs[r])).sum();
            if peak + added > budget {
                for (&b, insts) in blocks.iter().zip(before) {
                    v.blocks[b].insts = insts;
                }
                continue;
            }
        }
        moved += hoisted.len();
        v.blocks[pre].insts.extend(hoisted);
    }
    moved
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vcode::RegUse;

    /// A toy instruction: `dst = op(srcs)`, hoistable or not.
    #[derive(Clone, Debug)]
    struct T {
        dst: Option<VReg>,
        srcs: Vec<VReg>,
        hoist: bool,
    }

    impl MachInst for T {
        type Class = ();
        fn visit_regs(&mut self, f: &mut dyn FnMut(&mut VReg, RegUse)) {
            for s in &mut self.srcs {
                f(s, RegUse::Use);
            }
            if let Some(d) = &mut self.dst {
                f(d, RegUse::Def);
            }
        }
        fn is_pure(&self) -> bool {
            self.hoist
        }
        fn hoistable(&self) -> bool {
            self.hoist
        }
    }

    fn op(v: &mut VCode<T>, b: Block, srcs: &[VReg], hoist: bool) -> VReg {
        let d = v.new_vreg(());
        v.blocks[b].insts.push(T { dst: Some(d), srcs: srcs.to_vec(), hoist });
        d
    }

    /// entry: x = ..; zero = ..; -> loop(i), with an exit block: (code, entry, loop, exit, x,
    /// zero, i), the loop's body and terminator left to the test.
    fn looped() -> (VCode<T>, Block, Block, Block, VReg, VReg, VReg) {
        let mut v: VCode<T> = VCode::new();
        let e = v.entry;
        let x = op(&mut v, e, &[], true);
        let lp = v.new_block(&[()]);
        let exit = v.new_block(&[]);
        let i = v.blocks[lp].params[0];
        let zero = op(&mut v, e, &[], true);
        v.blocks[e].term = Term::Jump(lp, vec![zero]);
        (v, e, lp, exit, x, zero, i)
    }

    /// entry: x = ..; -> loop(i) { a = x + x (invariant); b = a + i; c = load (not hoistable);
    /// e = c + x; branch loop(b) or exit }.
    #[test]
    fn invariant_chains_move_to_the_preheader_and_the_rest_stays() {
        let (mut v, e, lp, exit, x, zero, i) = looped();
        let a = op(&mut v, lp, &[x, x], true);
        let a2 = op(&mut v, lp, &[a], true);
        let b = op(&mut v, lp, &[a2, i], true);
        let c = op(&mut v, lp, &[x], false);
        let _e = op(&mut v, lp, &[c, x], true);
        v.blocks[lp].term = Term::Branch { cond: b, then: (lp, vec![b]), otherwise: (exit, vec![]) };
        assert_eq!(run(&mut v, None), 2);
        let dsts = |bb: Block| v.blocks[bb].insts.iter().map(|t| t.dst.unwrap()).collect::<Vec<_>>();
        assert_eq!(dsts(e), vec![x, zero, a, a2]);
        assert_eq!(dsts(lp).len(), 3);
        assert_eq!(dsts(lp)[0], b);
    }

    /// entry: x = ..; -> loop(i) { a = x + x (invariant, read below); b = a + i; branch }:
    /// hoisting `a` keeps it live through the loop, which a budget below the loop's peak plus
    /// one refuses.
    #[test]
    fn a_loop_at_its_register_budget_keeps_its_invariants() {
        let build = || {
            let (mut v, _, lp, exit, x, _, i) = looped();
            let a = op(&mut v, lp, &[x, x], true);
            let b = op(&mut v, lp, &[a, i], true);
            v.blocks[lp].term = Term::Branch { cond: b, then: (lp, vec![b]), otherwise: (exit, vec![]) };
            (v, lp)
        };
        // Peak in the loop: x, i and a (or b) live together, 3; hoisted, a is live through: 4.
        let (mut v, lp) = build();
        assert_eq!(run(&mut v, Some(3)), 0);
        assert_eq!(v.blocks[lp].insts.len(), 2);
        let (mut v, lp) = build();
        assert_eq!(run(&mut v, Some(4)), 1);
        assert_eq!(v.blocks[lp].insts.len(), 1);
    }

    #[test]
    fn registers_written_twice_and_loops_without_a_preheader_stay() {
        // The entry is the header: no preheader.
        let mut v: VCode<T> = VCode::new();
        let e = v.entry;
        let x = op(&mut v, e, &[], true);
        v.blocks[e].term = Term::Branch { cond: x, then: (e, vec![]), otherwise: (e, vec![]) };
        assert_eq!(run(&mut v, None), 0);
        // A register written in the loop and again outside it.
        let mut v: VCode<T> = VCode::new();
        let e = v.entry;
        let x = op(&mut v, e, &[], true);
        let lp = v.new_block(&[]);
        let exit = v.new_block(&[]);
        v.blocks[e].term = Term::Jump(lp, vec![]);
        let y = op(&mut v, lp, &[x], true);
        v.blocks[exit].insts.push(T { dst: Some(y), srcs: vec![], hoist: true });
        v.blocks[lp].term = Term::Branch { cond: x, then: (lp, vec![]), otherwise: (exit, vec![]) };
        assert_eq!(run(&mut v, None), 0);
    }
}
