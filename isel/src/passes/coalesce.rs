//! Copy coalescing on `VCode` for targets that keep virtual registers (PTX): registers joined
//! by a copy are given one register where their live ranges do not meet, so the copy goes.
//!
//! The copies: a block parameter and the argument an edge passes it (the emitter writes a
//! move per edge otherwise), and an instruction's tied operands (`MachInst::tied`: `wgmma`
//! reads and writes its accumulator in one register list). A loop-carried tensor-core
//! accumulator then stays in the same registers through the loop, which ptxas needs to keep
//! a warpgroup pipeline asynchronous.
//!
//! ```text
//!   liveness: live-in sets per block, backward to a fixpoint; only block parameters kill
//!             (PTX code redefines registers under guards, so an instruction's def may not)
//!   intervals: blocks in emission order, instruction i of a block at 2i+1 (uses) and 2i+2
//!             (defs); each register's hull over its defs, uses and the block ends it is live at
//!   join:     for each copy (in program order), union the two registers' classes when no
//!             interval of one overlaps one of the other and their classes match
//!   rewrite:  every register to its class's first member
//! ```
//!
//! A hull contains every point where its register is live, so disjoint hulls never hold two
//! live values at once: joining is safe, if not always as much as possible. Parallel copies
//! that the joining makes overlap (an argument named as another parameter of the same edge)
//! are the emitter's to order, as before.
//!
//! Edge order (`order_edges`, after joining, on a second liveness): a conditional branch whose
//! then-edge copies write no register that the other edge reads (the condition, its arguments,
//! what is live into its block) is marked `BlockData::moves_first`, and the emitter writes those
//! copies before the branch. A loop's back edge is then the branch itself, which ptxas needs to
//! compile the loop once (it peeled an iteration off a loop whose back edge was a block of
//! copies). The simulator runs the copies in the same order.

use super::liveness::{edges, liveness, Live};
use crate::vcode::{Block, MachInst, Term, VCode, VReg};

/// A register's live hull and its class's members' (after joining).
type Intervals = Vec<(u32, u32)>;

/// Joins copy-related registers of `v` where their live ranges allow, then marks the branches
/// whose then-edge copies may run before them (`BlockData::moves_first`); returns how many
/// registers were renamed. `early_edge_moves` false (`edge-moves=behind`) leaves every
/// then-edge's copies behind a label of their own, for A/Bs.
pub fn run<I: MachInst>(v: &mut VCode<I>, early_edge_moves: bool) -> usize {
    let (joined, live) = join(v);
    if early_edge_moves {
        order_edges(v, live);
    }
    joined
}

/// Marks each conditional branch whose then-edge copies can run before it: no register they
/// write is read on the other edge (its arguments, the condition, live into its block). The
/// emitter then writes `copies; @c bra then` instead of a block of copies of its own that ends
/// in `bra then`. For a loop's back edge the difference matters to ptxas: a latch block of
/// copies behind an unconditional branch made it peel an iteration off `examples/attention.tile`
/// (1,552 SASS instructions against 1,168 with the copies before the branch, ptxas 12.9).
/// `live`: the liveness of `v` as it is, where the caller has it (joining renamed nothing).
fn order_edges<I: MachInst>(v: &mut VCode<I>, live: Option<Live>) {
    let has_moves = |v: &VCode<I>, t: Block, args: &[VReg]| v.blocks[t].params.iter().zip(args).any(|(p, a)| p != a);
    let wanted: Vec<Block> = v
        .blocks
        .iter()
        .filter(|(_, d)| matches!(&d.term, Term::Branch { then, .. } if has_moves(v, then.0, &then.1)))
        .map(|(b, _)| b)
        .collect();
    if wanted.is_empty() {
        return;
    }
    let live = live.unwrap_or_else(|| liveness(v));
    for b in wanted {
        let Term::Branch { cond, then, otherwise } = &v.blocks[b].term else { continue };
        let params = &v.blocks[then.0].params;
        let safe = params
            .iter()
            .zip(&then.1)
            .filter(|(p, a)| p != a)
            .all(|(&p, _)| p != *cond && !otherwise.1.contains(&p) && !live.has_in(otherwise.0, p));
        v.blocks[b].moves_first = safe;
    }
}

/// The copy-joining half of [`run`]: how many registers it renamed, and the liveness it
/// computed when that is still the code's (nothing renamed).
fn join<I: MachInst>(v: &mut VCode<I>) -> (usize, Option<Live>) {
    let n = v.vregs.len();
    // The tied operands first (a wgmma chain not joined costs a wait and a move of its whole
    // accumulator), then the edges' copies, each in program order: an edge copy joined first
    // can widen a class over a chain's later link (a loop's exit parameter, joined with the
    // accumulator's initial value, spans the body where the last step's D is defined).
    let mut copies: Vec<(u32, u32)> = Vec::new();
    let blocks: Vec<Block> = v.blocks.keys().collect();
    for &b in &blocks {
        for i in v.blocks[b].insts.iter_mut() {
            i.tied(&mut |u, d| copies.push((u.as_u32(), d.as_u32())));
        }
    }
    for &b in &blocks {
        for (t, args) in edges(&v.blocks[b].term) {
            for (&a, &p) in args.iter().zip(&v.blocks[t].params) {
                copies.push((a.as_u32(), p.as_u32()));
            }
        }
    }
    if copies.is_empty() {
        return (0, None);
    }
    let live = liveness(v);
    let (words, live_in, live_out) = (live.words, &live.live_in, &live.live_out);
    // Hulls.
    let mut lo = vec![u32::MAX; n];
    let mut hi = vec![0u32; n];
    let touch = |r: u32, at: u32, lo: &mut Vec<u32>, hi: &mut Vec<u32>| {
        lo[r as usize] = lo[r as usize].min(at);
        hi[r as usize] = hi[r as usize].max(at);
    };
    let mut pos = 0u32;
    for &b in &blocks {
        let bi = b.as_u32() as usize;
        let start = pos;
        let data = &mut v.blocks[b];
        let end = start + 2 * data.insts.len() as u32 + 1;
        for w in 0..words {
            for (bits, at) in [(live_in[bi * words + w], start), (live_out[bi * words + w], end)] {
                let mut m = bits;
                while m != 0 {
                    let r = (w * 64) as u32 + m.trailing_zeros();
                    touch(r, at, &mut lo, &mut hi);
                    m &= m - 1;
                }
            }
        }
        for &p in &data.params {
            touch(p.as_u32(), start, &mut lo, &mut hi);
        }
        for (j, i) in data.insts.iter_mut().enumerate() {
            let at = start + 2 * j as u32 + 1;
            i.visit_regs(&mut |r, u| touch(r.as_u32(), if u.is_def() { at + 1 } else { at }, &mut lo, &mut hi));
        }
        let mut uses = Vec::new();
        match &data.term {
            Term::Jump(_, args) => uses.extend(args.iter().copied()),
            Term::Branch { cond, then, otherwise } => {
                uses.push(*cond);
                uses.extend(then.1.iter().chain(&otherwise.1).copied());
            }
            Term::Return => {}
        }
        for r in uses {
            touch(r.as_u32(), end, &mut lo, &mut hi);
        }
        pos = end + 1;
    }
    // Join.
    let mut parent: Vec<u32> = (0..n as u32).collect();
    // Interval lists only for the registers a copy joins (the others never take part).
    let mut members: Vec<Intervals> = vec![Vec::new(); n];
    for &(a, b) in &copies {
        for r in [a as usize, b as usize] {
            if members[r].is_empty() && lo[r] <= hi[r] {
                members[r].push((lo[r], hi[r]));
            }
        }
    }
    fn find(parent: &mut [u32], mut r: u32) -> u32 {
        while parent[r as usize] != r {
            parent[r as usize] = parent[parent[r as usize] as usize];
            r = parent[r as usize];
        }
        r
    }
    let classes: Vec<I::Class> = v.vregs.values().copied().collect();
    let mut joined = 0;
    for (a, b) in copies {
        let (ra, rb) = (find(&mut parent, a), find(&mut parent, b));
        if ra == rb || classes[ra as usize] != classes[rb as usize] {
            continue;
        }
        let meet = members[ra as usize]
            .iter()
            .any(|&(l1, h1)| members[rb as usize].iter().any(|&(l2, h2)| l1 <= h2 && l2 <= h1));
        if meet {
            continue;
        }
        let (keep, gone) = if ra < rb { (ra, rb) } else { (rb, ra) };
        let moved = std::mem::take(&mut members[gone as usize]);
        members[keep as usize].extend(moved);
        parent[gone as usize] = keep;
        joined += 1;
    }
    if joined == 0 {
        return (0, Some(live));
    }
    let rep: Vec<u32> = (0..n as u32).map(|r| find(&mut parent, r)).collect();
    let rename = |r: &mut VReg| *r = VReg::from_u32(rep[r.as_u32() as usize]);
    for data in v.blocks.values_mut() {
        for p in data.params.iter_mut() {
            rename(p);
        }
        for i in data.insts.iter_mut() {
            i.visit_regs(&mut |r, _| rename(r));
        }
        match &mut data.term {
            Term::Jump(_, args) => args.iter_mut().for_each(rename),
            Term::Branch { cond, then, otherwise } => {
                rename(cond);
                then.1.iter_mut().chain(otherwise.1.iter_mut()).for_each(rename);
            }
            Term::Return => {}
        }
    }
    (joined, None)
}

#[cfg(test)]
mod tests {
    use crate::ptx::inst::{Class, Inst, Operand};
    use crate::vcode::{Block, Term, VCode, VReg};
    use smallvec::smallvec;

    fn add(v: &mut VCode<Inst>, b: Block, x: VReg, y: VReg) -> VReg {
        let d = v.new_vreg(Class::B32);
        v.blocks[b].insts.push(Inst::Op {
            op: "add",
            ty: "s32",
            dsts: smallvec![d],
            srcs: smallvec![Operand::Reg(x), Operand::Reg(y)],
            guard: None,
        });
        d
    }

    /// The entry block's code: a = 1 and the branch condition c = a < 9.
    fn start(v: &mut VCode<Inst>) -> (VReg, VReg) {
        let (a, c) = (v.new_vreg(Class::B32), v.new_vreg(Class::Pred));
        let e = v.entry;
        let op = |op, ty, d, srcs| Inst::Op { op, ty, dsts: smallvec![d], srcs, guard: None };
        v.blocks[e].insts.push(op("mov", "b32", a, smallvec![Operand::Imm(1)]));
        v.blocks[e].insts.push(op("setp.lt", "s32", c, smallvec![Operand::Reg(a), Operand::Imm(9)]));
        (a, c)
    }

    /// entry -> header(i, s) ... body: i2 = i + i, s2 = s + i, br c, header(i2, s2), exit(s2);
    /// `exit_reads_i` makes the exit block read the header's `i` (live into the other edge).
    fn looped(exit_reads_i: bool) -> (VCode<Inst>, Block) {
        let mut v = VCode::<Inst>::new();
        let header = v.new_block(&[Class::B32, Class::B32]);
        let exit = v.new_block(&[Class::B32]);
        let (a, c) = start(&mut v);
        v.blocks[v.entry].term = Term::Jump(header, vec![a, a]);
        let (i, s) = (v.blocks[header].params[0], v.blocks[header].params[1]);
        let i2 = add(&mut v, header, i, i);
        let s2 = add(&mut v, header, s, i2);
        v.blocks[header].term = Term::Branch { cond: c, then: (header, vec![i2, s2]), otherwise: (exit, vec![s2]) };
        if exit_reads_i {
            let x = v.blocks[exit].params[0];
            add(&mut v, exit, x, i);
        }
        (v, header)
    }

    #[test]
    fn a_back_edge_takes_its_copies_before_the_branch() {
        let (mut v, header) = looped(false);
        super::order_edges(&mut v, None);
        assert!(v.blocks[header].moves_first);
        // After joining, the loop's copies are gone (i and s keep their registers through the
        // loop), and what is left is ordered on the joined code.
        let (mut v, header) = looped(false);
        super::run(&mut v, true);
        let Term::Branch { then, .. } = &v.blocks[header].term else { panic!("a branch") };
        let moves = v.blocks[then.0].params.iter().zip(&then.1).any(|(p, a)| p != a);
        assert_eq!(v.blocks[header].moves_first, moves);
    }

    #[test]
    fn copies_stay_behind_the_branch_when_the_other_edge_reads_what_they_write() {
        let (mut v, header) = looped(true);
        super::order_edges(&mut v, None);
        assert!(!v.blocks[header].moves_first, "the exit reads the header's i, which the back edge rewrites");
    }

    #[test]
    fn copies_stay_behind_the_branch_when_the_other_edge_passes_what_they_write() {
        // Both edges to one block: the other edge keeps parameter p as it is (argument p).
        let mut v = VCode::<Inst>::new();
        let b = v.new_block(&[Class::B32]);
        let t = v.new_block(&[Class::B32]);
        let (a, c) = start(&mut v);
        v.blocks[v.entry].term = Term::Jump(b, vec![a]);
        let p = v.blocks[b].params[0];
        let q = add(&mut v, b, p, p);
        v.blocks[b].term = Term::Branch { cond: c, then: (t, vec![q]), otherwise: (t, vec![p]) };
        // Make t's parameter p itself, as coalescing would: then-edge writes p, other edge reads p.
        v.blocks[t].params[0] = p;
        super::order_edges(&mut v, None);
        assert!(!v.blocks[b].moves_first);
    }
}
