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

use crate::vcode::{MachInst, Term, VCode, VReg};

/// A register's live hull and its class's members' (after joining).
type Intervals = Vec<(u32, u32)>;

/// Joins copy-related registers of `v` where their live ranges allow; returns how many
/// registers were renamed.
pub fn run<I: MachInst>(v: &mut VCode<I>) -> usize {
    let n = v.vregs.len();
    let words = n.div_ceil(64);
    let blocks: Vec<_> = v.blocks.keys().collect();
    let nb = blocks.len();
    let index = |b: crate::vcode::Block| b.as_u32() as usize;
    // Per block: registers read before any definition in it (gen), and its successors.
    let mut gen = vec![0u64; nb * words];
    let mut kill = vec![0u64; nb * words];
    let mut succs: Vec<Vec<usize>> = vec![Vec::new(); nb];
    let mut copies: Vec<(u32, u32)> = Vec::new();
    let set = |bits: &mut [u64], b: usize, r: u32| bits[b * words + r as usize / 64] |= 1 << (r % 64);
    let mut defined = vec![u32::MAX; n];
    for (bi, &b) in blocks.iter().enumerate() {
        let data = &mut v.blocks[b];
        for &p in &data.params {
            set(&mut kill, bi, p.as_u32());
            defined[p.as_u32() as usize] = bi as u32;
        }
        for i in data.insts.iter_mut() {
            i.visit_regs(&mut |r, u| {
                let r = r.as_u32();
                if u.is_def() {
                    defined[r as usize] = bi as u32;
                } else if defined[r as usize] != bi as u32 {
                    set(&mut gen, bi, r);
                }
            });
            i.tied(&mut |u, d| copies.push((u.as_u32(), d.as_u32())));
        }
        let term_use = |r: VReg, gen: &mut Vec<u64>| {
            if defined[r.as_u32() as usize] != bi as u32 {
                set(gen, bi, r.as_u32());
            }
        };
        let edges: Vec<(crate::vcode::Block, Vec<VReg>)> = match &data.term {
            Term::Jump(t, args) => vec![(*t, args.clone())],
            Term::Branch { cond, then, otherwise } => {
                term_use(*cond, &mut gen);
                vec![then.clone(), otherwise.clone()]
            }
            Term::Return => vec![],
        };
        for (t, args) in edges {
            succs[bi].push(index(t));
            for (&a, &p) in args.iter().zip(&v.blocks[t].params) {
                term_use(a, &mut gen);
                copies.push((a.as_u32(), p.as_u32()));
            }
        }
    }
    if copies.is_empty() {
        return 0;
    }
    // live_in(b) = gen(b) | (live_out(b) & !kill(b)); live_out(b) = union of live_in(succ).
    let mut live_in = gen.clone();
    let mut live_out = vec![0u64; nb * words];
    let mut changed = true;
    while changed {
        changed = false;
        for bi in (0..nb).rev() {
            for w in 0..words {
                let out = succs[bi].iter().fold(0u64, |acc, &s| acc | live_in[s * words + w]);
                live_out[bi * words + w] = out;
                let inn = gen[bi * words + w] | (out & !kill[bi * words + w]);
                if inn != live_in[bi * words + w] {
                    live_in[bi * words + w] = inn;
                    changed = true;
                }
            }
        }
    }
    // Hulls.
    let mut lo = vec![u32::MAX; n];
    let mut hi = vec![0u32; n];
    let touch = |r: u32, at: u32, lo: &mut Vec<u32>, hi: &mut Vec<u32>| {
        lo[r as usize] = lo[r as usize].min(at);
        hi[r as usize] = hi[r as usize].max(at);
    };
    let mut pos = 0u32;
    for (bi, &b) in blocks.iter().enumerate() {
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
        return 0;
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
    joined
}
