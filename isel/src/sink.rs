//! Sinking: each sinkable instruction moves down to just before its first reader in its block.
//!
//! Lane expansion computes a value for all of a thread's registers before the next value
//! (`cvt` of 32 loaded halves, then 32 multiplies, then 32 adds), which keeps every register of
//! every intermediate live at once. Placed just before their first reader, the conversions and
//! arithmetic interleave per element and the live set shrinks to what the program needs (a
//! layer norm over 8192-wide rows: 121 registers per thread before, fewer after; see
//! docs/benchmarks.md). Loads and other instructions with effects stay where they are, so
//! memory latency is still hidden behind them.
//!
//! Only instructions that [`MachInst::is_sinkable`] allows move, and only when every register
//! they read or write has a single definition in the function (PTX `VCode` redefines registers
//! for guarded loads) and every result is read in the same block (not by the terminator).
//!
//! Order: instructions are placed bottom-up, each one immediately before the reader that comes
//! first in the order built so far, so a moved instruction always precedes all its readers, and
//! its operands' definitions, placed later in the walk, precede it in turn.

use crate::vcode::{MachInst, RegUse, Term, VCode};

/// Sinks the sinkable instructions of every block of `v`.
pub fn run<I: MachInst>(v: &mut VCode<I>) {
    let nregs = v.vregs.len();
    let mut defs = vec![0u32; nregs];
    let mut live_out = vec![false; nregs];
    for b in v.blocks.values_mut() {
        for &p in &b.params {
            defs[p.as_u32() as usize] += 1;
        }
        for i in b.insts.iter_mut() {
            i.visit_regs(&mut |r, u| {
                if u.is_def() {
                    defs[r.as_u32() as usize] += 1;
                }
            });
        }
        let mut mark = |r: &crate::vcode::VReg| live_out[r.as_u32() as usize] = true;
        match &b.term {
            Term::Jump(_, args) => args.iter().for_each(&mut mark),
            Term::Branch { cond, then, otherwise } => {
                mark(cond);
                then.1.iter().chain(&otherwise.1).for_each(&mut mark);
            }
            Term::Return => {}
        }
    }
    // Registers read in more than one block stay put too.
    let mut block_of = vec![u32::MAX; nregs];
    for (bi, b) in v.blocks.iter_mut() {
        for i in b.insts.iter_mut() {
            i.visit_regs(&mut |r, u| {
                if u == RegUse::Use {
                    let k = r.as_u32() as usize;
                    if block_of[k] == u32::MAX {
                        block_of[k] = bi.as_u32();
                    } else if block_of[k] != bi.as_u32() {
                        live_out[k] = true;
                    }
                }
            });
        }
    }
    for b in v.blocks.values_mut() {
        sink_block(&mut b.insts, &defs, &live_out);
    }
}

fn sink_block<I: MachInst>(insts: &mut Vec<I>, defs: &[u32], live_out: &[bool]) {
    let n = insts.len();
    if n < 3 {
        return;
    }
    // Per instruction: the registers it reads and writes, and whether it may move.
    let mut reads: Vec<Vec<u32>> = Vec::with_capacity(n);
    let mut movable = Vec::with_capacity(n);
    for i in insts.iter_mut() {
        let (mut r, mut w, mut single) = (Vec::new(), Vec::new(), true);
        i.visit_regs(&mut |reg, u| {
            let k = reg.as_u32() as usize;
            single &= defs[k] == 1;
            if u == RegUse::Use {
                r.push(k as u32);
            } else {
                w.push(k);
            }
        });
        let ok = i.is_sinkable() && single && !w.is_empty() && w.iter().all(|&k| !live_out[k]);
        movable.push(if ok { Some(w) } else { None });
        reads.push(r);
    }
    // Readers of each register within the block.
    let mut readers: std::collections::HashMap<u32, Vec<usize>> = std::collections::HashMap::new();
    for (j, r) in reads.iter().enumerate() {
        for &k in r {
            readers.entry(k).or_default().push(j);
        }
    }
    // The order under construction, as a doubly linked list over instruction indices with a
    // position label per node (relabelled when an insertion finds no gap).
    const NIL: usize = usize::MAX;
    let mut next = vec![NIL; n];
    let mut prev = vec![NIL; n];
    let mut label = vec![0u64; n];
    let mut placed = vec![false; n];
    let mut head = NIL;
    let gap: u64 = 1 << 32;
    for i in (0..n).rev() {
        let before = match &movable[i] {
            Some(w) => w
                .iter()
                .filter_map(|k| readers.get(&(*k as u32)))
                .flatten()
                .filter(|&&j| j > i && placed[j])
                .min_by_key(|&&j| label[j])
                .copied(),
            None => None,
        };
        // Unmovable (or unread) instructions go to the front, as they came.
        let at = before.unwrap_or(head);
        let p = if at == NIL { NIL } else { prev[at] };
        let lo = if p == NIL { 0 } else { label[p] };
        let hi = if at == NIL { u64::MAX } else { label[at] };
        if hi - lo < 2 {
            // No room between the neighbours: relabel the whole list evenly.
            let mut c = head;
            let mut l = gap;
            while c != NIL {
                label[c] = l;
                l += gap;
                c = next[c];
            }
            let lo = if p == NIL { 0 } else { label[p] };
            let hi = if at == NIL { u64::MAX } else { label[at] };
            label[i] = lo + (hi - lo) / 2;
        } else {
            label[i] = lo + (hi - lo) / 2;
        }
        prev[i] = p;
        next[i] = at;
        if p == NIL {
            head = i;
        } else {
            next[p] = i;
        }
        if at != NIL {
            prev[at] = i;
        }
        placed[i] = true;
    }
    let mut order = Vec::with_capacity(n);
    let mut c = head;
    while c != NIL {
        order.push(c);
        c = next[c];
    }
    if order.iter().enumerate().all(|(a, &b)| a == b) {
        return;
    }
    let mut old: Vec<Option<I>> = insts.drain(..).map(Some).collect();
    insts.extend(order.into_iter().map(|k| old[k].take().expect("each instruction once")));
}
