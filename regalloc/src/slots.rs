//! Spill-slot compaction, after allocation: fewer slots for the same spills.
//!
//! regalloc2 gives each spilled bundle a slot and reuses a slot for another bundle only when a
//! few probes find one whose ranges do not overlap; otherwise it opens a new one. A kernel that
//! spills a lot so gets several times the slots it ever holds at once. A target that keeps its
//! slots in registers (AMDGCN: the spare VGPRs) pays for every slot: gfx1100 `attention` needs
//! 487 VGPRs with regalloc2's slots and 291 with these (docs/benchmarks-history.md, "Spill slots
//! compacted").
//!
//! ```text
//!   slots:      every Loc::Slot index in the moves, with its size (Vector 2 units, else 1)
//!   liveness:   backward over the allocated blocks to a fixpoint; a reload (slot -> reg)
//!               reads the slot, a spill (reg -> slot) writes it whole
//!   interfere:  at each spill, the slot written against every other slot live after it
//!               (Chaitin's rule, sound for slots written at several places)
//!   colour:     SGPR (`Int`) slots first, then the others, each in order of first appearance
//!               at the lowest index, aligned to its size, whose units no interfering slot
//!               already took (AMDGCN keeps an SGPR's slot in lanes of a VGPR below v256, so
//!               those stay as low as they can)
//!   rewrite:    every Loc::Slot, and `spill_slots`, when that is fewer
//! ```
//!
//! regalloc2's checker (`allocate` with `check`) verifies the allocation before this pass; the
//! renumbered slots are checked where the code runs: the AMDGCN simulator's random programs
//! execute every compacted allocation against the interpreter (`tests/sim_amdgcn.rs`).
//!
//! Moves are the only items that name slots (regalloc2's edits; instructions take registers
//! only), so nothing else changes. A slot read on a path where nothing wrote it would be live
//! into the entry block; regalloc2 never does that, and the pass then leaves the allocation as
//! it is rather than guess.

use crate::{ABlock, ATerm, Allocated, Item, Loc};
use regalloc2::RegClass;
use std::collections::HashMap;

/// A set of dense slot ids.
#[derive(Clone, PartialEq, Eq)]
struct Set(Vec<u64>);

impl Set {
    fn new(n: usize) -> Set {
        Set(vec![0; n.div_ceil(64)])
    }
    fn insert(&mut self, i: usize) {
        self.0[i / 64] |= 1 << (i % 64);
    }
    fn remove(&mut self, i: usize) {
        self.0[i / 64] &= !(1 << (i % 64));
    }
    fn union(&mut self, o: &Set) {
        for (a, b) in self.0.iter_mut().zip(&o.0) {
            *a |= b;
        }
    }
    fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.0
            .iter()
            .enumerate()
            .flat_map(|(w, &bits)| (0..64).filter(move |b| bits >> b & 1 != 0).map(move |b| w * 64 + b))
    }
}

/// What a move does to slots: reads `from`'s, writes `to`'s (dense ids).
fn effect(item: &Item<impl Sized>, ids: &HashMap<u32, usize>) -> (Option<usize>, Option<usize>) {
    match item {
        Item::Move { from, to, .. } => {
            let id = |l: &Loc| match l {
                Loc::Slot(s) => ids.get(s).copied(),
                Loc::Reg(_) => None,
            };
            (id(from), id(to))
        }
        Item::Inst(_) => (None, None),
    }
}

/// Renumbers `a`'s spill slots so that slots never live at once share units (see the module
/// docs). Returns whether it changed anything.
pub(crate) fn compact<I>(a: &mut Allocated<I>) -> bool {
    // The slots, in order of first appearance, with their sizes and whether they are SGPRs'.
    let mut ids: HashMap<u32, usize> = HashMap::new();
    let mut slots: Vec<(u32, u32)> = Vec::new();
    let mut int = Vec::new();
    for b in &a.blocks {
        for item in &b.items {
            let Item::Move { class, from, to } = item else { continue };
            let size = if *class == RegClass::Vector { 2 } else { 1 };
            for l in [from, to] {
                if let Loc::Slot(s) = *l {
                    match ids.get(&s) {
                        Some(&i) if slots[i].1 != size => return false,
                        Some(_) => {}
                        None => {
                            ids.insert(s, slots.len());
                            slots.push((s, size));
                            int.push(*class == RegClass::Int);
                        }
                    }
                }
            }
        }
    }
    let n = slots.len();
    if n < 2 {
        return false;
    }
    // Liveness: per block, the slots read before any write (gen) and the slots written (kill).
    let index: HashMap<u32, usize> = a.blocks.iter().enumerate().map(|(i, b)| (b.label, i)).collect();
    let succs = |b: &ABlock<I>| -> Vec<usize> {
        match b.term {
            ATerm::Jump(t) => index.get(&t).copied().into_iter().collect(),
            ATerm::Branch { then, otherwise, .. } => {
                [then, otherwise].iter().filter_map(|l| index.get(l).copied()).collect()
            }
            ATerm::Return => Vec::new(),
        }
    };
    let (mut gen, mut kill) = (vec![Set::new(n); a.blocks.len()], vec![Set::new(n); a.blocks.len()]);
    for (bi, b) in a.blocks.iter().enumerate() {
        for item in b.items.iter().rev() {
            let (read, write) = effect(item, &ids);
            if let Some(w) = write {
                gen[bi].remove(w);
                kill[bi].insert(w);
            }
            if let Some(r) = read {
                gen[bi].insert(r);
            }
        }
    }
    let mut live_in = gen.clone();
    let mut live_out = vec![Set::new(n); a.blocks.len()];
    let mut changed = true;
    while changed {
        changed = false;
        for bi in (0..a.blocks.len()).rev() {
            let mut out = Set::new(n);
            for s in succs(&a.blocks[bi]) {
                out.union(&live_in[s]);
            }
            let mut inn = out.clone();
            for (x, (k, g)) in inn.0.iter_mut().zip(kill[bi].0.iter().zip(&gen[bi].0)) {
                *x = (*x & !k) | g;
            }
            if inn != live_in[bi] || out != live_out[bi] {
                live_in[bi] = inn;
                live_out[bi] = out;
                changed = true;
            }
        }
    }
    if live_in.first().is_some_and(|s| s.iter().next().is_some()) {
        return false;
    }
    // Interference at each write.
    let mut adj = vec![Set::new(n); n];
    for (bi, b) in a.blocks.iter().enumerate() {
        let mut live = live_out[bi].clone();
        for item in b.items.iter().rev() {
            let (read, write) = effect(item, &ids);
            if let Some(w) = write {
                live.remove(w);
                for o in live.iter() {
                    adj[w].insert(o);
                    adj[o].insert(w);
                }
            }
            if let Some(r) = read {
                live.insert(r);
            }
        }
    }
    // Colour: SGPR slots first, each class in order of first appearance.
    let mut at: Vec<Option<u32>> = vec![None; n];
    let mut top = 0u32;
    let order = (0..n).filter(|&i| int[i]).chain((0..n).filter(|&i| !int[i]));
    for i in order {
        let size = slots[i].1;
        let taken: Vec<(u32, u32)> = adj[i].iter().filter_map(|o| at[o].map(|u| (u, u + slots[o].1))).collect();
        let mut u = 0;
        while taken.iter().any(|&(lo, hi)| u < hi && lo < u + size) {
            u += size;
        }
        at[i] = Some(u);
        top = top.max(u + size);
    }
    if top as usize >= a.spill_slots {
        return false;
    }
    let new: HashMap<u32, u32> = slots.iter().zip(&at).map(|(&(s, _), &u)| (s, u.unwrap_or(s))).collect();
    for b in &mut a.blocks {
        for item in &mut b.items {
            if let Item::Move { from, to, .. } = item {
                for l in [from, to] {
                    if let Loc::Slot(s) = l {
                        *s = new[s];
                    }
                }
            }
        }
    }
    a.spill_slots = top as usize;
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Stats;

    fn spill(class: RegClass, r: u8, s: u32) -> Item<()> {
        Item::Move { class, from: Loc::Reg(r), to: Loc::Slot(s) }
    }
    fn reload(class: RegClass, s: u32, r: u8) -> Item<()> {
        Item::Move { class, from: Loc::Slot(s), to: Loc::Reg(r) }
    }
    fn one_block(items: Vec<Item<()>>, slots: usize) -> Allocated<()> {
        Allocated {
            blocks: vec![ABlock { label: 0, items, term: ATerm::Return }],
            spill_slots: slots,
            stats: Stats::default(),
        }
    }
    fn slots_of(a: &Allocated<()>) -> Vec<u32> {
        a.blocks
            .iter()
            .flat_map(|b| &b.items)
            .filter_map(|i| match i {
                Item::Move { from: Loc::Slot(s), .. } | Item::Move { to: Loc::Slot(s), .. } => Some(*s),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn slots_never_live_at_once_share_one() {
        let f = RegClass::Float;
        let mut a = one_block(vec![spill(f, 0, 5), reload(f, 5, 1), spill(f, 2, 9), reload(f, 9, 3)], 10);
        assert!(compact(&mut a));
        assert_eq!((slots_of(&a), a.spill_slots), (vec![0, 0, 0, 0], 1));
    }

    #[test]
    fn slots_live_at_once_stay_apart_and_pairs_aligned() {
        let (f, v) = (RegClass::Float, RegClass::Vector);
        let mut a = one_block(vec![spill(f, 0, 7), spill(v, 2, 10), reload(f, 7, 1), reload(v, 10, 4)], 12);
        assert!(compact(&mut a));
        assert_eq!((slots_of(&a), a.spill_slots), (vec![0, 2, 0, 2], 4));
    }

    #[test]
    fn a_slot_live_round_a_loop_keeps_its_own() {
        // Block 0 spills s1 and jumps to the loop (block 1), which reloads s1 every time round
        // and spills and reloads s2 inside: s1 and s2 interfere through the back edge.
        let f = RegClass::Float;
        let mut a = Allocated {
            blocks: vec![
                ABlock { label: 0, items: vec![spill(f, 0, 1)], term: ATerm::Jump(1) },
                ABlock {
                    label: 1,
                    items: vec![spill(f, 3, 2), reload(f, 2, 4), reload(f, 1, 5)],
                    term: ATerm::Branch { cond: 0, then: 1, otherwise: 2 },
                },
                ABlock { label: 2, items: vec![], term: ATerm::Return },
            ],
            spill_slots: 3,
            stats: Stats::default(),
        };
        assert!(compact(&mut a));
        assert_eq!((slots_of(&a), a.spill_slots), (vec![0, 1, 1, 0], 2));
    }

    #[test]
    fn a_slot_read_before_any_write_is_left_alone() {
        let f = RegClass::Float;
        let mut a = one_block(vec![reload(f, 3, 0), spill(f, 1, 8), reload(f, 8, 2)], 9);
        assert!(!compact(&mut a));
        assert_eq!((slots_of(&a), a.spill_slots), (vec![3, 8, 8], 9));
    }
}
