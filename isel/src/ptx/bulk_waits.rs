//! The bulk reductions' waits moved an iteration's work away from the reductions they wait for
//! (`lower::bulk`). The lowering starts each bulk update with `cp.async.bulk.wait_group.read 0`
//! and a barrier: the last round's reductions have read the buffer before any thread writes it
//! again. In a loop, that wait comes right before the stores and the copy engine has had the
//! whole iteration to read; but the wait may come earlier still, before the block's previous
//! barrier, which then also serves as the barrier between the wait and the stores:
//!
//! ```text
//!   bar.sync 0                          wait_group.read 0
//!   ... (no bulk operation)       =>    bar.sync 0
//!   wait_group.read 0                   ...
//!   bar.sync 0
//!   stores of the buffer                stores of the buffer
//! ```
//!
//! And a barrier right after the reductions' commit goes (the end of a loop's body, the
//! pipeliner's ring barrier): between the barrier that published the buffer and it, the issuing
//! threads only read the row headers and issue, so the earlier barrier already orders every
//! access it would (the headers are written again only after the next round's leading barrier):
//!
//! ```text
//!   fence.proxy.async; bar.sync 0; (header loads, arithmetic) cp.reduce...; commit; bar.sync 0
//!     => the second bar.sync dropped
//! ```
//!
//! Waiting earlier is never wrong: it only retires this thread's reads sooner. What the
//! dropped barrier ordered, the earlier one orders: every thread's wait is before it, every
//! store after it, and the buffer is written by nothing else (it is the update's own, below the
//! floor of reused buffers). The lowering emits that barrier outside its own barrier
//! bookkeeping, so nothing else counted on it; its wait after a loop (`cp.async.bulk.wait_group`,
//! not `.read`) is left alone. A wait with no earlier barrier in its block, or
//! with a bulk operation between the two, stays.

use crate::ptx::{Inst, Space};
use crate::vcode::VCode;

/// Moves each `BulkWaitRead` that a `Bar` follows before the block's previous `Bar` (no bulk
/// operation between) and drops the `Bar` after it; drops a `Bar` after a `BulkCommit` whose
/// issue follows the previous `Bar` with nothing but arithmetic and shared loads.
pub fn run(vcode: &mut VCode<Inst>) {
    for (_, b) in vcode.blocks.iter_mut() {
        let mut c = 0;
        while c + 1 < b.insts.len() {
            // After a commit, the next barrier past register arithmetic.
            let next = matches!(b.insts[c], Inst::BulkCommit)
                .then(|| (c + 1..b.insts.len()).find(|&n| !matches!(b.insts[n], Inst::Op { .. })))
                .flatten()
                .filter(|&n| matches!(b.insts[n], Inst::Bar));
            if let Some(n) = next {
                let issue_only = b.insts[..c]
                    .iter()
                    .rposition(|x| {
                        !matches!(x, Inst::Op { .. } | Inst::Ld { space: Space::Shared, .. } | Inst::BulkReduce { .. })
                    })
                    .is_some_and(|p| matches!(b.insts[p], Inst::Bar));
                if issue_only {
                    b.insts.remove(n);
                }
            }
            c += 1;
        }
        let mut i = 0;
        while i + 1 < b.insts.len() {
            if matches!(b.insts[i], Inst::BulkWaitRead(_)) && matches!(b.insts[i + 1], Inst::Bar) {
                let earlier = b.insts[..i]
                    .iter()
                    .rposition(|x| {
                        matches!(x, Inst::Bar | Inst::BulkReduce { .. } | Inst::BulkCommit | Inst::BulkWaitRead(_))
                    })
                    .filter(|&j| matches!(b.insts[j], Inst::Bar));
                if let Some(j) = earlier {
                    let wait = b.insts.remove(i);
                    b.insts.remove(i);
                    b.insts.insert(j, wait);
                }
            }
            i += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ptx::Class;

    fn block(insts: Vec<Inst>) -> VCode<Inst> {
        let mut v = VCode::new();
        let e = v.entry;
        v.blocks[e].insts = insts;
        v
    }

    #[test]
    fn the_wait_moves_before_the_previous_barrier_which_replaces_its_own() {
        let mut v = block(vec![]);
        let (g, s) = (v.new_vreg(Class::B64), v.new_vreg(Class::B32));
        let e = v.entry;
        let red = || Inst::BulkReduce { gaddr: g, saddr: s, bytes: 512, guard: None };
        v.blocks[e].insts =
            vec![Inst::Bar, Inst::WgmmaFence, Inst::BulkWaitRead(0), Inst::Bar, red(), Inst::BulkCommit];
        run(&mut v);
        let names: Vec<_> = v.blocks[e]
            .insts
            .iter()
            .map(|i| format!("{i:?}").split([' ', '(', '{']).next().unwrap().to_string())
            .collect();
        assert_eq!(names, ["BulkWaitRead", "Bar", "WgmmaFence", "BulkReduce", "BulkCommit"]);
        // The barrier right after the issue goes where only the issue follows the last one.
        v.blocks[e].insts =
            vec![Inst::FenceProxyAsync, Inst::Bar, red(), Inst::BulkCommit, Inst::Bar, Inst::WgmmaFence];
        run(&mut v);
        assert_eq!(v.blocks[e].insts.iter().filter(|i| matches!(i, Inst::Bar)).count(), 1);
        v.blocks[e].insts = vec![Inst::Bar, Inst::WgmmaFence, red(), Inst::BulkCommit, Inst::Bar];
        run(&mut v);
        assert_eq!(v.blocks[e].insts.iter().filter(|i| matches!(i, Inst::Bar)).count(), 2, "not only the issue");
        // No earlier barrier, or a bulk operation in between: the wait and its barrier stay.
        for start in [vec![Inst::WgmmaFence], vec![Inst::Bar, red(), Inst::BulkCommit]] {
            let mut insts = start.clone();
            insts.extend([Inst::BulkWaitRead(0), Inst::Bar, red()]);
            v.blocks[e].insts = insts.clone();
            run(&mut v);
            assert_eq!(format!("{:?}", v.blocks[e].insts), format!("{insts:?}"));
        }
    }
}
