//! Structured control flow: the walk over a region's ops in program order, `for` (its header,
//! carried values and trip test, and where a loop is pipelined, the pipeliner's prologue,
//! waits, refills and epilogue around the body) and `if` with results.

use super::{pipeliner, writes, Lk, Lower, Res};
use crate::target::Target;
use crate::vcode::{Term, VReg};
use rustc_hash::FxHashSet as HashSet;
use tessera_ir::kernel::{Inst, Region};
use tessera_ir::op::{BinaryOp, IntCC, Op};
use tessera_ir::{DType, Scalar, Type, Value};

/// Whether an instruction of region `r` (or of a region nested in it) reads a value of `vals`.
/// Whether region `r` (or one nested in it) reads `v`.
pub(super) fn reads_value(k: &tessera_ir::Kernel, r: Region, v: Value) -> bool {
    k.regions[r].insts.iter().any(|&i| {
        let d = &k.insts[i];
        d.args.contains(&v) || d.regions.iter().any(|&sub| reads_value(k, sub, v))
    })
}

fn reads_any(k: &tessera_ir::Kernel, r: Region, vals: &HashSet<Value>) -> bool {
    k.regions[r].insts.iter().any(|&i| {
        let d = &k.insts[i];
        d.args.iter().any(|a| vals.contains(a)) || d.regions.iter().any(|&sub| reads_any(k, sub, vals))
    })
}

impl<'k, T: Target> Lower<'k, T> {
    pub(super) fn region(&mut self, r: Region) -> Res<()> {
        for (at, &inst) in self.k.regions[r].insts.iter().enumerate() {
            self.at = Some(inst);
            if self.is_ring_load(inst) {
                continue;
            }
            let d = &self.k.insts[inst];
            // Memory ops of a program take effect in program order, but different threads may
            // touch the same address: after a write, the next access waits at a barrier.
            let touches =
                matches!(d.op, Op::Load { .. } | Op::Store { .. } | Op::AtomicRmw { .. } | Op::AtomicCas { .. });
            let scalar_store = matches!(d.op, Op::Store { .. }) && self.k.ty(d.args[0]).is_scalar();
            if touches && self.pending_write && !(scalar_store && self.owner_writes) {
                self.barrier();
            }
            match &d.op {
                // Lowered where its readers ask for it, in their layouts (`compute`), after the
                // barrier above: nothing writes memory in between. Its lines are prefetched
                // here, so that the load where it is read finds them in the cache (measured on
                // the H100's attention backward: +3.5 % at d128, nothing at d64;
                // docs/benchmarks.md, "The backward's loop, taken apart").
                //
                // Where the layout its readers will ask for is known now (they combine it with a
                // dot's result), it is loaded here in that layout instead: its latency then
                // runs behind the code up to its first reader (attention's lse and delta, read
                // after the S and dP dots; loaded at the reader, the warps waited there for
                // 16 % and 7 % of the d64 backward's stall samples, ncu, H100; loaded here,
                // +9 % at d64). (Loading it one iteration ahead, into registers the loop
                // carries, was tried and measured slower: docs/benchmarks.md, "The backward,
                // third pass".)
                Op::Load { .. } if self.deferrable_load(r, at) => {
                    let v = d.results[0];
                    match self.asked_layout(r, at) {
                        Some(lk) => {
                            let regs = self.load(inst, lk)?;
                            self.memo(v, lk, regs);
                        }
                        _ if self.t.codegen().deferred_prefetch => self.prefetch_load(inst, None)?,
                        _ => {}
                    }
                }
                Op::Load { .. } => {
                    let v = d.results[0];
                    let lk = self.home(self.k.ty(v));
                    let regs = self.load(inst, lk)?;
                    self.memo(v, lk, regs);
                    self.homes.insert(v, lk);
                }
                // Reductions and scans are lowered where they stand, as loads are: code after
                // them in the program (a load, say) comes after their barriers, so its registers
                // are not live across them.
                Op::Reduce { .. } | Op::Scan { .. } if !self.used[d.results[0]] => {}
                Op::Reduce { op, axis } => {
                    let v = d.results[0];
                    let (regs, red) = self.reduce(d.args[0], *op, *axis)?;
                    self.memo(v, red, regs);
                    self.homes.insert(v, red);
                }
                Op::Scan { op, axis, reverse } => {
                    let v = d.results[0];
                    let (regs, at) = self.scan(d.args[0], *op, *axis, *reverse)?;
                    self.memo(v, at, regs);
                    self.homes.insert(v, at);
                }
                Op::Store { .. } => {
                    self.store(inst)?;
                    self.owner_writes = scalar_store && (self.owner_writes || !self.pending_write);
                    self.pending_write = true;
                }
                Op::AtomicRmw { .. } | Op::AtomicCas { .. } => {
                    let v = d.results[0];
                    let lk = self.atomic_layout(inst);
                    let regs = self.atomic(inst, lk)?;
                    self.memo(v, lk, regs);
                    self.homes.insert(v, lk);
                    self.pending_write = true;
                    self.owner_writes = false;
                }
                Op::For => {
                    // A loop nested in a pipelined one stages (and clears) its own dot in
                    // flight: the outer one's is back after it, for the `if`s that wait on it.
                    let outer = self.pipe.in_flight;
                    self.for_loop(inst)?;
                    self.pipe.in_flight = outer;
                }
                Op::If => self.if_op(inst)?,
                Op::Yield => {}
                Op::Dot { .. } if !self.used[d.results[0]] => {}
                Op::Dot { .. } => {
                    let v = d.results[0];
                    let (regs, lk) = self.dot(inst)?;
                    self.memo(v, lk, regs);
                    self.homes.insert(v, lk);
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// At the top of loop `body`'s iteration `iv`, the next iteration's lines of its deferred
    /// vector loads (`deferrable_load`) whose address and mask depend on the induction variable
    /// and loop-invariant values only: the address computed again with the induction variable
    /// bound to `iv + step` (a scope of its own, as the ring's copies ahead are), each line
    /// hinted where the mask holds and another iteration follows (`iv < last`). The backward's
    /// lse and delta, loaded at the top of the iteration in their readers' layout, are read
    /// after two dots that at d64 are too short to cover the load from L2; one iteration ahead,
    /// the lines are in L1 when the load comes.
    fn prefetch_next(&mut self, body: Region, it: DType, iv: VReg, (step, last): (VReg, VReg)) -> Res<()> {
        let k = self.k;
        let ivv = k.regions[body].params[0];
        let loads: Vec<Inst> = k.regions[body]
            .insts
            .iter()
            .enumerate()
            .filter(|&(at, &i)| {
                let d = &k.insts[i];
                matches!(d.op, Op::Load { .. })
                    && d.args.iter().all(|&a| self.invariant_but_iv(a, body, ivv))
                    && self.deferrable_load(body, at)
            })
            .map(|(_, &i)| i)
            .collect();
        if loads.is_empty() {
            return Ok(());
        }
        let next = self.t.binary(BinaryOp::Add, it, iv, step);
        let more = self.t.icmp(IntCC::Slt, it, iv, last);
        self.push_iteration_scope(std::rc::Rc::new(super::pipeliner::varying_in(k, body)));
        self.memo(ivv, Lk::Scalar, vec![next]);
        let r = loads.iter().try_for_each(|&l| self.prefetch_load(l, Some(more)));
        self.pop_scope();
        r
    }

    /// Whether the load at position `at` of region `r` may be lowered where its readers ask for
    /// it, in their layouts, instead of in its home layout here: a small vector (one
    /// dimension: attention's row statistics, read as a column of an accumulator's layout),
    /// read only in this region (nothing nested reads it), with no write to memory between it
    /// and the last op that stands where it is (a memory op, dot, reduction, scan or yield)
    /// and reads it, directly or through pure ops (computed where they are asked for). Then
    /// every copy, whatever its layout, reads what the load would have read, and no layout
    /// exchange through shared memory (a store, a barrier, a load and a barrier) stands between
    /// a dot and the code that uses its result. Replicated lanes read the same addresses, which
    /// the L1 cache serves once.
    fn deferrable_load(&self, r: Region, at: usize) -> bool {
        let k = self.k;
        let insts = &k.regions[r].insts;
        let v = k.insts[insts[at]].results[0];
        if !self.used[v] || !self.t.codegen().deferred_loads || k.ty(v).shape.rank() != 1 {
            return false;
        }
        let mut reach: HashSet<Value> = HashSet::default();
        reach.insert(v);
        let (mut last_use, mut writes_at) = (None, Vec::new());
        for (j, &i) in insts.iter().enumerate().skip(at + 1) {
            let d = &k.insts[i];
            let reads = d.args.iter().any(|a| reach.contains(a));
            if !d.regions.is_empty() {
                if reads || d.regions.iter().any(|&sub| reads_any(k, sub, &reach)) {
                    return false;
                }
                if d.regions.iter().any(|&sub| writes(k, sub)) {
                    writes_at.push(j);
                }
                continue;
            }
            if d.op.has_side_effects() {
                writes_at.push(j);
            }
            if reads {
                let stands = matches!(
                    d.op,
                    Op::Load { .. }
                        | Op::Store { .. }
                        | Op::AtomicRmw { .. }
                        | Op::AtomicCas { .. }
                        | Op::Reduce { .. }
                        | Op::Scan { .. }
                        | Op::Dot { .. }
                        | Op::Yield
                );
                // A pure op's result is computed where it is asked for, so its readers read the
                // load too; a standing op's result is its own registers.
                if stands {
                    last_use = Some(j);
                } else {
                    reach.extend(d.results.iter().copied());
                }
            }
        }
        last_use.is_some_and(|l| writes_at.iter().all(|&w| w >= l))
    }

    /// The layout in which the readers of the load at position `at` of region `r` will ask for
    /// its value, where that is known before they are lowered: a chain of `expand_dims`,
    /// `broadcast` and elementwise ops from the load to an elementwise op that also reads a
    /// value computed from a dot's result (of the same shape), which is computed in that dot's
    /// layout; the chain's layouts, taken back from there to the load, as `compute` asks for
    /// each op's operands. The first such reader decides.
    fn asked_layout(&mut self, r: Region, at: usize) -> Option<Lk> {
        let k = self.k;
        let insts = &k.regions[r].insts;
        let v = k.insts[insts[at]].results[0];
        // The ops from the load to the reader that meets the dot, in order.
        let mut chain: Vec<Inst> = Vec::new();
        let mut cur = v;
        'walk: for _ in 0..8 {
            for &i in &insts[at + 1..] {
                let d = &k.insts[i];
                if !d.args.contains(&cur) || d.results.len() != 1 {
                    continue;
                }
                let passes = matches!(d.op, Op::ExpandDims(_) | Op::Broadcast) || super::elementwise(&d.op);
                if !passes {
                    continue;
                }
                chain.push(i);
                let w = d.results[0];
                if super::elementwise(&d.op) {
                    let dot = d
                        .args
                        .iter()
                        .filter(|&&a| a != cur && k.ty(a).shape == k.ty(w).shape)
                        .find_map(|&a| super::dot::source_dot(k, a));
                    if let Some(dot) = dot {
                        let mut lk = self.dot_plan(dot).c;
                        // Back down the chain: each op's operand layout from its result's.
                        for &i in chain.iter().rev() {
                            let d = &k.insts[i];
                            if let Op::Broadcast = d.op {
                                let (src, dst) = (k.ty(d.args[0]).shape, k.ty(d.results[0]).shape);
                                let l = self.layout(lk).map_bits(&crate::layout::broadcast_map(&src, &dst));
                                lk = self.intern(l);
                            }
                        }
                        return Some(lk);
                    }
                }
                cur = w;
                continue 'walk;
            }
            return None;
        }
        None
    }

    /// The registers that carry `vals` in their home layouts across a block boundary (loop and
    /// `if` parameters): one per distinct register, since a register that repeats another
    /// (a row statistic in the accumulator's layout repeats each row's value in every column
    /// register) carries nothing new. `bind` expands them again.
    pub(super) fn homes_of(&mut self, vals: &[Value], homes: &[Lk]) -> Res<Vec<VReg>> {
        let mut out = Vec::new();
        for (&v, &lk) in vals.iter().zip(homes) {
            let rep = self.rep_regs(lk);
            let regs = self.get(v, lk)?;
            out.extend(regs.iter().enumerate().filter(|(r, _)| r & rep == 0).map(|(_, &x)| x));
        }
        Ok(out)
    }

    /// Register-index bits of layout `lk` that repeat others (none for scalars).
    pub(super) fn rep_regs(&self, lk: Lk) -> usize {
        match lk {
            Lk::Scalar => 0,
            Lk::Tile(_) => self.layout(lk).replicated_regs(),
        }
    }

    /// The registers' types and uniformity of values carried in their home layouts (one per
    /// distinct register, as `homes_of` gives them).
    pub(super) fn scalars_of(&self, homes: &[Lk], tys: &[Type]) -> Vec<(Scalar, bool)> {
        let mut out = Vec::new();
        for (lk, ty) in homes.iter().zip(tys) {
            let n = match lk {
                Lk::Scalar => 1,
                Lk::Tile(_) => self.layout(*lk).num_regs() >> self.rep_regs(*lk).count_ones(),
            };
            out.extend(std::iter::repeat_n((ty.scalar, *lk == Lk::Scalar), n));
        }
        out
    }

    /// Binds values to registers `regs` (consumed in order, one per distinct register as
    /// `homes_of` gives them) in their home layouts.
    pub(super) fn bind(&mut self, vals: &[Value], homes: &[Lk], regs: &[VReg]) {
        let mut i = 0;
        for (&v, &lk) in vals.iter().zip(homes) {
            let n = match lk {
                Lk::Scalar => 1,
                Lk::Tile(_) => self.layout(lk).num_regs(),
            };
            let rep = self.rep_regs(lk);
            let mut all: Vec<VReg> = Vec::with_capacity(n);
            for r in 0..n {
                if r & rep != 0 {
                    all.push(all[r & !rep]);
                } else {
                    all.push(regs[i]);
                    i += 1;
                }
            }
            self.memo(v, lk, all);
            self.homes.insert(v, lk);
        }
    }

    pub(super) fn for_loop(&mut self, inst: Inst) -> Res<()> {
        let k = self.k;
        let d = &k.insts[inst];
        let it = k.ty(d.args[0]).dtype().ok_or_else(|| self.err("bad bounds"))?;
        let lo = self.get(d.args[0], Lk::Scalar)?[0];
        let hi = self.get(d.args[1], Lk::Scalar)?[0];
        let step = self.get(d.args[2], Lk::Scalar)?[0];
        let tys: Vec<Type> = d.results.iter().map(|&r| k.ty(r)).collect();
        let body = d.regions[0];
        let yielded = k.regions[body].insts.last().map(|&y| k.insts[y].args.clone()).unwrap_or_default();
        let homes: Vec<Lk> = tys
            .iter()
            .enumerate()
            .map(|(i, &t)| match yielded.get(i) {
                Some(&v) if !t.is_scalar() => self.carried_home(v),
                _ => self.home(t),
            })
            .collect();
        let inits = self.homes_of(&d.args[3..], &homes)?;
        let carried = self.scalars_of(&homes, &tys);
        // Bulk reductions' buffers stay put while the loop runs (the copy engine reads them
        // past the iteration that wrote them); placed before the ring and the residents.
        let floor_outside = self.smem_floor;
        let bulk = self.bulk_buffers(body);
        if !bulk.is_empty() {
            self.smem_floor = self.smem_top;
        }
        // A pipelined loop also carries the byte offset of the ring slot it reads.
        let mut pipe = self.pipeline_plan(inst);
        let turn_dots = pipe.as_ref().and_then(|p| self.turns_plan(p, body));
        if let (Some(p), Some(_)) = (pipe.as_mut(), turn_dots) {
            p.refill_mid(self.t.codegen().mid_refill);
        }
        // Dot operands the loop does not vary are stored once, before it (pipelined or not);
        // `residents=off` stores them in the body instead, for A/B measurements.
        let residents = if self.pipe.residents { self.resident_operands(body) } else { Vec::new() };
        self.pipe.had_residents |= !residents.is_empty();
        let mut hdr_params = vec![(Scalar::Num(it), true)];
        hdr_params.extend(&carried);
        if let Some(p) = &pipe {
            // The slot's byte offset; with copy-engine stages also the slot's index and the
            // parity of its barrier's phase.
            let hidden = if p.bars.is_some() { 3 } else { 1 };
            hdr_params.extend(std::iter::repeat_n((Scalar::Num(DType::I32), true), hidden));
        }
        let header = self.t.new_block(&hdr_params);
        let exit = self.t.new_block(&carried);
        // Enter when step > 0 and lo < hi.
        let zero = self.t.constant(Scalar::Num(it), 0);
        let pos = self.t.icmp(IntCC::Sgt, it, step, zero);
        let nonempty = self.t.icmp(IntCC::Slt, it, lo, hi);
        let enter = self.t.binary(BinaryOp::And, DType::I1, pos, nonempty);
        // The trip test's bound: an iteration `iv` is followed by another when `iv < hi -
        // step`, which is `iv + step < hi` with no overflow (iv + step past the type's end
        // never continues, and then iv > MAX - step >= hi - step); where `hi - step` would
        // wrap (hi < MIN + step), no iteration continues: the bound is MIN. One comparison per
        // iteration instead of two (`next < hi` and `next > iv`; `trip-test=two` gives
        // that form, for A/B measurements). Only read inside the loop, which runs only with
        // step > 0.
        let last = {
            let bits = it.bits();
            let min = self.t.constant(Scalar::Num(it), 1u64 << (bits - 1));
            let min_step = self.t.binary(BinaryOp::Add, it, min, step);
            let wraps = self.t.icmp(IntCC::Slt, it, hi, min_step);
            let below = self.t.binary(BinaryOp::Sub, it, hi, step);
            self.t.select(Scalar::Num(it), wraps, min, below)
        };
        let mut args = vec![lo];
        args.extend(&inits);
        // (Above the bulk buffers, which stay below the floor after a pipelined loop or one
        // with residents: its ring barriers, or the plan's own floor, are placed above them.)
        let floor_before = self.smem_floor;
        if !residents.is_empty() {
            // The residents stay put while the loop runs.
            self.smem_floor = self.smem_top;
            self.stage_residents(&residents)?;
            self.smem_floor = self.smem_top;
        }
        self.lane_prologue(body);
        if let Some(p) = &pipe {
            // The prologue: iterations 0 .. S-2 into slots 0 .. S-2. The ring stays put while
            // the loop runs.
            self.smem_floor = self.smem_top;
            self.init_stage_bars(p);
            for s in 0..p.ahead {
                let (iv_s, ok) = self.iteration_ahead(it, lo, step, hi, s);
                let valid = self.t.binary(BinaryOp::And, DType::I1, enter, ok);
                let slot = (s > 0).then(|| self.i32c((s * p.stride) as i64));
                let stage = p.bars.map(|_| self.i32c(s as i64));
                let loaded = self.prefetch(p, body, (iv_s, slot, stage), valid, true)?;
                if p.regs {
                    self.store_ahead(p, &loaded, slot)?;
                }
            }
            if p.regs {
                self.barrier();
            }
            args.push(self.i32c(0));
            if p.bars.is_some() {
                let zero = self.i32c(0);
                args.extend([zero, zero]);
            }
        }
        let turns = turn_dots.map(|dots| self.turns_begin(dots));
        let outer_turns = std::mem::replace(&mut self.pipe.turns, turns);
        // (A loop inside another's body keeps the outer one's pending refill apart.)
        let outer_refill = self.pipe.mid_refill.take();
        self.t.terminate(Term::Branch { cond: enter, then: (header, args), otherwise: (exit, inits) });

        self.t.switch_to(header);
        let params = self.t.vcode().blocks[header].params.clone();
        // A loop that runs no iteration leaves a write before it pending at its exit, whatever
        // barrier its body has (the H100's seed 911000238: an atomic, a loop of loads that ran
        // zero times, then a store to the same addresses with no barrier between).
        let (pending_before, reads_before) = (self.pending_write, self.reads_pending);
        // A write late in the body precedes, through the back edge, the accesses at its top,
        // unless the body closes with a program barrier after everything (a late refill's: the
        // backward's dQ reductions then take no second barrier at the next iteration's loads).
        let closes = pipe.as_ref().is_some_and(|p| p.late && !p.mid) && turn_dots.is_none();
        self.pending_write |= writes(k, d.regions[0]) && !closes;
        self.owner_writes = false;
        self.push_scope();
        let rparams = k.regions[body].params.to_vec();
        self.memo(rparams[0], Lk::Scalar, vec![params[0]]);
        self.bind(&rparams[1..], &homes, &params[1..]);
        let read_slot = pipe.as_ref().map(|p| {
            let hidden = if p.bars.is_some() { 3 } else { 1 };
            let at = params.len() - hidden;
            (p, params[at], params.get(at + 1).copied(), params.get(at + 2).copied())
        });
        if self.t.codegen().prefetch_next && self.t.prefetches() {
            self.prefetch_next(body, it, params[0], (step, last))?;
        }
        let mut ahead_regs = Vec::new();
        if let Some((p, r, stage, parity)) = read_slot {
            // This iteration's slot is in for every thread; the previous slot is free.
            if p.regs {
                // The next iteration's tiles, into registers (stored at the end); it is real
                // exactly when this one continues (`last`, below).
                let iv_next = self.t.binary(BinaryOp::Add, it, params[0], step);
                let valid = self.t.icmp(IntCC::Slt, it, params[0], last);
                ahead_regs = self.prefetch(p, body, (iv_next, None, None), valid, false)?;
            }
            if p.copies {
                self.copies().wait(p.ahead - 1);
                if p.fence {
                    self.warpgroups().fence_async_shared();
                }
            }
            if let (Some(bars), Some(s), Some(ph)) = (p.bars, stage, parity) {
                let bar = self.stage_bar(bars, s);
                self.copy_engine().mbarrier_wait(bar, ph);
            }
            if !p.late && !p.regs {
                self.barrier();
                self.refill(p, body, (it, params[0], step, hi), r, stage)?;
            }
            if p.mid {
                let bounds = (it, params[0], step, hi);
                self.pipe.mid_refill = Some(pipeliner::MidRefill { p: p.clone(), body, bounds, r, stage });
            }
            self.stage_ring(p, r);
        }
        // The body, and the conversion of what it yields to the carried layouts, repeat.
        // Its shared buffers are fenced after their reads (`reads_done`), but the loop may run
        // no iteration, so buffers after it go above those placed before it.
        let smem_before = self.smem_top;
        let barriers_before = self.t.barrier_count();
        self.loops += 1;
        let next_vals = self.region(body).and_then(|()| {
            self.at = Some(inst);
            let y = *k.regions[body].insts.last().ok_or_else(|| self.err("body without yield"))?;
            self.homes_of(&k.insts[y].args, &homes)
        });
        self.loops -= 1;
        self.smem_top = self.smem_top.max(smem_before);
        let next_vals = next_vals?;
        if let Some(t) = &self.pipe.turns {
            // (A body that handed over once also issued its mid refill: `turn_after_steps`.)
            if !Self::turns_taken(t) || self.t.barrier_count() != barriers_before {
                let mut e = self.err("a loop planned for warpgroup turns could not take them (a program barrier in its body, or its dots not on warpgroups in order)");
                e.turns_failed = true;
                return Err(e);
            }
        }
        if let Some((p, r, stage, _)) = read_slot.filter(|x| x.0.late && !x.0.mid) {
            // Late refill: this iteration's dots have retired what they read of the slot it
            // takes (with a group in flight, the previous iteration's), in every thread; with
            // turns, every other warpgroup has (the module docs of `pipeliner` say why).
            if self.pipe.turns.is_some() {
                self.turn_barriers().ordered();
            } else {
                self.barrier();
            }
            self.refill(p, body, (it, params[0], step, hi), r, stage)?;
        }
        // Register staging: the next iteration's tiles into the other slot, which every thread
        // finished reading before the previous iteration's closing barrier; then this one's.
        let mut staged_slot = None;
        if let Some((p, r, ..)) = read_slot.filter(|x| x.0.regs) {
            let (ns, _) = self.next_slot(p, r);
            self.store_ahead(p, &ahead_regs, Some(ns))?;
            self.barrier();
            staged_slot = Some(ns);
        }
        let turns = std::mem::replace(&mut self.pipe.turns, outer_turns);
        self.pipe.mid_refill = outer_refill;
        // Continue while iv + step < hi (`last`, above).
        let iv = params[0];
        let next = self.t.binary(BinaryOp::Add, it, iv, step);
        let cont = if !self.t.codegen().one_comparison_trip_test {
            // The two-comparison form, for A/B measurements.
            let grew = self.t.icmp(IntCC::Sgt, it, next, iv);
            let below = self.t.icmp(IntCC::Slt, it, next, hi);
            self.t.binary(BinaryOp::And, DType::I1, grew, below)
        } else {
            self.t.icmp(IntCC::Slt, it, iv, last)
        };
        let mut args = vec![next];
        args.extend(&next_vals);
        if let Some((p, r, stage, parity)) = read_slot {
            let (ns, zero) = match staged_slot {
                Some(ns) => (ns, None),
                None => {
                    let (ns, zero) = self.next_slot(p, r);
                    (ns, Some(zero))
                }
            };
            args.push(ns);
            if let (Some(s), Some(ph), Some(zero)) = (stage, parity, zero) {
                // The next slot's index, and its phase's parity (flipped at each wrap).
                let one = self.i32c(1);
                let next = self.t.binary(BinaryOp::Add, DType::I32, s, one);
                let n = self.i32c(p.stages as i64);
                let wrap = self.t.icmp(IntCC::Eq, DType::I32, next, n);
                args.push(self.t.select(Scalar::Num(DType::I32), wrap, zero, next));
                let flipped = self.t.binary(BinaryOp::Xor, DType::I32, ph, one);
                args.push(self.t.select(Scalar::Num(DType::I32), wrap, flipped, ph));
            }
        }
        // With warpgroup steps in flight, the loop leaves through a block of its own that
        // retires them (`wait_group 0`), so that the exit, which the loop that never ran
        // reaches with its initial values, waits for nothing: ptxas sees every group end
        // inside the loop, and otherwise serialises the steps (its warning C7515) when the
        // accumulator's initial values are moves (a loop bound from a parameter).
        // The body's reads of shared buffers are done before the next iteration writes them.
        if self.reads_pending {
            self.barrier();
        }
        let in_flight = pipe.as_ref().is_some_and(|p| p.in_flight.is_some());
        let leave = if in_flight { self.t.new_block(&carried) } else { exit };
        self.t.terminate(Term::Branch { cond: cont, then: (header, args), otherwise: (leave, next_vals) });
        self.pop_scope();
        if in_flight {
            self.t.switch_to(leave);
            // The last iteration's warpgroup steps: done before their results are read.
            self.warpgroups().wait(0);
            let vals = self.t.vcode().blocks[leave].params.clone();
            self.t.terminate(Term::Jump(exit, vals));
        }

        self.t.switch_to(exit);
        // (Likewise reads of shared buffers before it, which its body's barriers only end when
        // it runs.)
        self.pending_write |= pending_before;
        self.reads_pending |= reads_before;
        self.owner_writes = false;
        if let Some(t) = &turns {
            self.turns_end(t);
        }
        if !bulk.is_empty() {
            self.bulk_done();
            if pipe.is_none() && residents.is_empty() {
                self.smem_floor = floor_outside;
            }
        }
        if let Some(p) = &pipe {
            // Copies past the end land in the ring: done before its space is used again. (The
            // copy engine fetches nothing past the end; its barriers stay below the floor.)
            if p.copies {
                self.copies().wait(0);
            }
            // (With register staging, every iteration ends at a barrier after its reads.)
            if !p.regs {
                self.barrier();
            }
            self.stage_ring_done(p);
            self.smem_floor = floor_before.max(p.bars.map_or(0, |b| b + 8 * p.stages));
        } else if !residents.is_empty() {
            // Every thread is done reading the residents before their space is used again.
            self.barrier();
            self.smem_floor = floor_before;
        }
        for (v, _) in &residents {
            self.pipe.staged.remove(v);
        }
        let outs = self.t.vcode().blocks[exit].params.clone();
        self.bind(&d.results, &homes, &outs);
        Ok(())
    }

    pub(super) fn if_op(&mut self, inst: Inst) -> Res<()> {
        let k = self.k;
        let d = &k.insts[inst];
        let cond = self.get(d.args[0], Lk::Scalar)?[0];
        let tys: Vec<Type> = d.results.iter().map(|&r| k.ty(r)).collect();
        let homes: Vec<Lk> = tys.iter().map(|&t| self.home(t)).collect();
        let carried = self.scalars_of(&homes, &tys);
        let then_b = self.t.new_block(&[]);
        let else_b = self.t.new_block(&[]);
        let join = self.t.new_block(&carried);
        self.t.terminate(Term::Branch { cond, then: (then_b, vec![]), otherwise: (else_b, vec![]) });
        let (before, before_owner) = (self.pending_write, self.owner_writes);
        let (reads_before, mut reads_after) = (self.reads_pending, false);
        let mut after = false;
        // Shared buffers: each arm starts where the code before left off; after the join, new
        // buffers go above what either arm placed since neither arm's last reads are fenced.
        let (smem_before, mut smem_after) = (self.smem_top, 0);
        for (b, &r) in [then_b, else_b].iter().zip(&d.regions) {
            self.t.switch_to(*b);
            self.pending_write = before;
            self.owner_writes = before_owner;
            self.reads_pending = reads_before;
            self.smem_top = smem_before;
            self.push_scope();
            // An arm that reads the result of the loop's dot left in flight waits for it.
            if let Some(dot) = self.pipe.in_flight {
                if reads_value(k, r, k.insts[dot].results[0]) {
                    self.warpgroups().wait(0);
                }
            }
            self.region(r)?;
            after |= self.pending_write;
            self.at = Some(inst);
            let y = *k.regions[r].insts.last().ok_or_else(|| self.err("region without yield"))?;
            let vals = self.homes_of(&k.insts[y].args, &homes)?;
            // (After the yield's values: their layout exchanges read shared buffers too.)
            reads_after |= self.reads_pending;
            smem_after = smem_after.max(self.smem_top);
            self.t.terminate(Term::Jump(join, vals));
            self.pop_scope();
        }
        self.pending_write = after;
        self.owner_writes = false;
        self.reads_pending = reads_after;
        self.smem_top = smem_after;
        self.t.switch_to(join);
        let outs = self.t.vcode().blocks[join].params.clone();
        self.bind(&d.results, &homes, &outs);
        Ok(())
    }
}
