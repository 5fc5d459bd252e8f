//! Warpgroup turns on the tensor cores (sm_90a): the plan (two dots, a late-refilled
//! copy-engine ring, two or more warpgroups) and the named-barrier handovers and takes around
//! each dot's steps; see "Warpgroup turns" in the module docs of `pipeliner`.

use super::{Pipeline, Turns};
use crate::lower::{Lower, Res};
use crate::target::Target;
use tessera_ir::kernel::{Inst, Region};
use tessera_ir::op::{BinaryOp, IntCC, Op};
use tessera_ir::{DType, Scalar};

impl<'k, T: Target> Lower<'k, T> {
    /// The two dots of a loop whose warpgroups can take turns: a ring the copy engine refills
    /// late (no `cp.async`, no group in flight), two or more warpgroups, and exactly two dots
    /// directly in the body. That the dots run on warpgroups, each with rows of its own, and
    /// that the body needs no program barrier is checked once it is lowered.
    pub(in crate::lower) fn turns_plan(&mut self, p: &Pipeline, body: Region) -> Option<(Inst, Inst)> {
        let k = self.k;
        let groups = k.num_warps / 4;
        if !self.pipe.turns_allowed || self.t.turns().is_none() || !p.late || p.in_flight.is_some() || p.copies {
            return None;
        }
        if !k.num_warps.is_multiple_of(4) || !(2..=15).contains(&groups) {
            return None;
        }
        let dots: Vec<Inst> =
            k.regions[body].insts.iter().copied().filter(|&i| matches!(k.insts[i].op, Op::Dot { .. })).collect();
        match dots[..] {
            [first, last] => Some((first, last)),
            _ => None,
        }
    }

    /// Before the loop (every thread, whether it runs or not): the last warpgroup hands the
    /// first its turn, and each warpgroup waits for its own.
    pub(in crate::lower) fn turns_begin(&mut self, (first, last): (Inst, Inst)) -> Turns {
        let groups = self.k.num_warps / 4;
        let tid = self.tid();
        let seven = self.i32c(7);
        let group = self.t.binary(BinaryOp::Lshr, DType::I32, tid, seven);
        let one = self.i32c(1);
        let mine = self.t.binary(BinaryOp::Add, DType::I32, group, one);
        let n = self.i32c(groups as i64);
        let not_last = self.t.icmp(IntCC::Ult, DType::I32, mine, n);
        let after = self.t.binary(BinaryOp::Add, DType::I32, mine, one);
        let next = self.t.select(Scalar::Num(DType::I32), not_last, after, one);
        let last_group = self.t.icmp(IntCC::Eq, DType::I32, mine, n);
        self.turn_barriers().hand_over(one, 256, Some(last_group));
        self.turn_barriers().take(mine, 256);
        Turns { first, last, groups, mine, next, not_last, took: 0, handed: 0 }
    }

    /// In a dot of a loop that takes turns, before its steps' fence: the last dot waits for
    /// this warpgroup's turn.
    pub(in crate::lower) fn turn_before_steps(&mut self, inst: Inst) {
        if let Some(t) = self.pipe.turns.as_mut().filter(|t| t.last == inst) {
            // A take before the handover (the last dot lowered first: tiles are expanded where
            // first used) would wait for a turn that nobody hands over: no turns then.
            t.took += if t.handed == 1 { 1 } else { 2 };
            let mine = t.mine;
            self.turn_barriers().take(mine, 256);
        }
    }

    /// ... and after their commit: the first dot hands the turn to the next warpgroup, and
    /// (`Pipeline::mid`) the last warpgroup refills the slot that the previous iteration read.
    pub(in crate::lower) fn turn_after_steps(&mut self, inst: Inst) -> Res<()> {
        if let Some(t) = self.pipe.turns.as_mut().filter(|t| t.first == inst) {
            t.handed += 1;
            let next = t.next;
            self.turn_barriers().hand_over(next, 256, None);
            if let Some(m) = self.pipe.mid_refill.take() {
                self.turn_barriers().ordered();
                self.refill(&m.p, m.body, m.bounds, m.r, m.stage)?;
            }
        }
        Ok(())
    }

    /// After the loop (every thread): each warpgroup but the last hands the next its turn once
    /// more, so that every named barrier's phases are whole whatever the trip count.
    pub(in crate::lower) fn turns_end(&mut self, t: &Turns) {
        self.turn_barriers().hand_over(t.next, 256, Some(t.not_last));
    }

    /// Whether the body lowered under `t` took its turns as planned: one handover, then one
    /// take.
    pub(in crate::lower) fn turns_taken(t: &Turns) -> bool {
        t.took == 1 && t.handed == 1
    }
}
