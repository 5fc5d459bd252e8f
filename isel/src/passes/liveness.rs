//! Liveness of `VCode` registers per block, for the passes that need it (`coalesce`, `licm`):
//! live-in and live-out bit sets, backward to a fixpoint, where only block parameters and tied
//! defs kill (PTX code redefines registers under guards, so an instruction's def may not; a
//! `wgmma`'s D is written whole, unguarded, by the one instruction that defines it).

use crate::vcode::{Block, MachInst, Term, VCode, VReg};

/// Live registers per block, in bit sets of `words` words each, indexed by block number.
pub(crate) struct Live {
    pub words: usize,
    pub live_in: Vec<u64>,
    pub live_out: Vec<u64>,
}

impl Live {
    pub fn has_in(&self, b: Block, r: VReg) -> bool {
        let r = r.as_u32() as usize;
        self.live_in[b.as_u32() as usize * self.words + r / 64] >> (r % 64) & 1 != 0
    }
}

/// The successors of a block with the arguments each edge passes.
pub(crate) fn edges(term: &Term) -> Vec<(Block, &[VReg])> {
    match term {
        Term::Jump(t, args) => vec![(*t, args)],
        Term::Branch { then, otherwise, .. } => vec![(then.0, &then.1), (otherwise.0, &otherwise.1)],
        Term::Return => vec![],
    }
}

/// Live-in and live-out sets: registers read before any definition in a block (gen),
/// backward to a fixpoint; only block parameters kill.
pub(crate) fn liveness<I: MachInst>(v: &mut VCode<I>) -> Live {
    let n = v.vregs.len();
    let words = n.div_ceil(64);
    let nb = v.blocks.len();
    let mut gen = vec![0u64; nb * words];
    let mut kill = vec![0u64; nb * words];
    let mut succs: Vec<Vec<usize>> = vec![Vec::new(); nb];
    let set = |bits: &mut [u64], b: usize, r: u32| bits[b * words + r as usize / 64] |= 1 << (r % 64);
    let mut defined = vec![u32::MAX; n];
    for (b, data) in v.blocks.iter_mut() {
        let bi = b.as_u32() as usize;
        for &p in &data.params {
            set(&mut kill, bi, p.as_u32());
            defined[p.as_u32() as usize] = bi as u32;
        }
        for i in data.insts.iter_mut() {
            // A tied def (a `wgmma`'s D) is written whole and unguarded, once: it kills.
            i.tied(&mut |_, d| set(&mut kill, bi, d.as_u32()));
            i.visit_regs(&mut |r, u| {
                let r = r.as_u32();
                if u.is_def() {
                    defined[r as usize] = bi as u32;
                } else if defined[r as usize] != bi as u32 {
                    set(&mut gen, bi, r);
                }
            });
        }
        let mut term_use = |r: VReg| {
            if defined[r.as_u32() as usize] != bi as u32 {
                set(&mut gen, bi, r.as_u32());
            }
        };
        if let Term::Branch { cond, .. } = &data.term {
            term_use(*cond);
        }
        for (t, args) in edges(&data.term) {
            succs[bi].push(t.as_u32() as usize);
            args.iter().for_each(|&a| term_use(a));
        }
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
    Live { words, live_in, live_out }
}
