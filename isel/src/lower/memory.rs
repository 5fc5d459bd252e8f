//! Global memory: loads, stores and atomics, each in the home layout of its shape.
//!
//! A vector is as wide as the pointer's contiguity, alignment and the mask's constancy allow
//! (axis info). Accesses within one run of consecutive addresses share the address of the run's
//! first element, with constant offsets, also where the mask splits the run into single
//! elements; the other addresses are then dead code. Where the pointer tile is affine with
//! constant strides (`crate::affine`: row-major offsets, a pointer plus them) every access of a
//! thread shares its first register's address, with the strides' offsets (`addresses=per-run`
//! turns this off).

use super::{Lk, Lower, Regs, Res};
use crate::layout::last_dim_bits;
use crate::target::{Mem, Target};
use crate::vcode::VReg;
use tessera_ir::kernel::Inst;
use tessera_ir::op::{AtomicOp, BinaryOp, Op};
use tessera_ir::{DType, Scalar, Value};

impl<'k, T: Target> Lower<'k, T> {
    /// Elements per vector access for a pointer tile in layout `lk`.
    pub(super) fn vector_width(&self, ptr: Value, mask: Option<Value>, lk: Lk, elem: u32) -> usize {
        let ty = self.k.ty(ptr);
        if ty.is_scalar() {
            return 1;
        }
        let l = self.layout(lk);
        let last = 1usize << last_dim_bits(&ty.shape);
        let a = self.info[ptr];
        let align_elems = (a.div / elem as u64).max(1) as usize;
        let mut w = l.contiguous_regs().min(last).min(a.contig as usize).min((16 / elem).max(1) as usize);
        w = w.min(1 << align_elems.trailing_zeros());
        if let Some(m) = mask {
            w = w.min(self.info[m].constancy as usize);
        }
        w.max(1)
    }

    /// Registers per run of consecutive addresses of a pointer tile in layout `lk` (a power of
    /// two): the accesses of a run share the address of its first element and differ by
    /// constant offsets, even where the mask splits the run into several accesses.
    fn address_run(&self, ptr: Value, lk: Lk) -> usize {
        let ty = self.k.ty(ptr);
        if ty.is_scalar() {
            return 1;
        }
        let last = 1usize << last_dim_bits(&ty.shape);
        let run = self.layout(lk).contiguous_regs().min(last).min(self.info[ptr].contig as usize).max(1);
        1 << run.ilog2()
    }

    /// The register whose pointer an access of register group `g` (`w` registers, in layout
    /// `lk`, within runs of `run` registers) addresses from, and the byte offset from it: the
    /// first register's, plus the strides' constant, where `ptr` is affine (`crate::affine`),
    /// the layout's bases are disjoint bits (an element's index is its thread's part plus its
    /// register's) and the offset is not negative and fits the instruction
    /// (`Target::global_offset_limit`); else the first register of `g`'s run.
    fn access_address(&self, ptr: Value, lk: Lk, (g, w): (usize, usize), run: usize, eb: u32) -> (usize, u32) {
        let affine = || -> Option<u32> {
            if !self.t.codegen().affine_addresses || lk == Lk::Scalar {
                return None;
            }
            let s = self.strides[ptr].as_ref()?;
            let l = self.layout(lk);
            if !l.disjoint_bits() {
                return None;
            }
            let mut rest = l.reg_flat(g) as u64;
            let mut off = 0i64;
            for (&n, &st) in self.k.ty(ptr).shape.dims().iter().zip(s).rev() {
                off = off.checked_add(st.checked_mul((rest % n as u64) as i64)?)?;
                rest /= n as u64;
            }
            // Only where the offset stays in the instruction (AMD's global ones: under 2 KB).
            u32::try_from(off)
                .ok()
                .filter(|&o| o.checked_add(w as u32 * eb).is_some_and(|e| e <= self.t.global_offset_limit()))
        };
        match affine() {
            Some(off) => (0, off),
            None => {
                let base = g & !(run - 1);
                (base, (g - base) as u32 * eb)
            }
        }
    }

    pub(super) fn load(&mut self, inst: Inst, lk: Lk) -> Res<Vec<VReg>> {
        self.load_where(inst, lk, None)
    }

    /// `load`, each access also guarded by `valid` where given (a pipelined loop's load of an
    /// iteration ahead, which may be past the end: then `other`, or nothing, is loaded).
    pub(super) fn load_where(&mut self, inst: Inst, lk: Lk, valid: Option<VReg>) -> Res<Vec<VReg>> {
        let d = &self.k.insts[inst];
        let Op::Load { mask, other } = d.op else { unreachable!("a load") };
        let Scalar::Ptr(dt) = self.k.ty(d.args[0]).scalar else { return Err(self.err("not a pointer")) };
        let ptrs = self.get(d.args[0], lk)?;
        let masks = if mask { Some(self.get(d.args[1], lk)?) } else { None };
        let others = if other { Some(self.get(d.args[2], lk)?) } else { None };
        let w = self.vector_width(d.args[0], mask.then(|| d.args[1]), lk, dt.bytes());
        let run = self.address_run(d.args[0], lk).max(w);
        let mut out = Vec::with_capacity(ptrs.len());
        let rep = if lk == Lk::Scalar { 0 } else { self.layout(lk).replicated_regs() };
        for g in (0..ptrs.len()).step_by(w) {
            if g & rep != 0 {
                // A replicated register group: the same elements as an earlier one.
                let src = g & !rep;
                let copy: Vec<VReg> = out[src..src + w].to_vec();
                out.extend(copy);
                continue;
            }
            let guard = match (masks.as_ref().map(|m| m[g]), valid) {
                (Some(m), Some(v)) => Some(self.t.binary(BinaryOp::And, DType::I1, m, v)),
                (m, v) => m.or(v),
            };
            let init = others.as_ref().map(|o| &o[g..g + w]);
            let (base, offset) = self.access_address(d.args[0], lk, (g, w), run, dt.bytes());
            let vals = self.t.load(Mem::Global, dt, ptrs[base], offset, w, guard, init);
            out.extend(vals);
        }
        Ok(out)
    }

    /// Prefetches what load `inst` reads, in its home layout (coalesced: one hint a vector, by
    /// the thread that owns it), each where its mask holds: a load lowered later, where its
    /// readers are (`control::deferrable_load`), then finds its lines in the cache.
    pub(super) fn prefetch_load(&mut self, inst: Inst, only_if: Option<VReg>) -> Res<()> {
        let d = &self.k.insts[inst];
        let Op::Load { mask, .. } = d.op else { unreachable!("a load") };
        let Scalar::Ptr(dt) = self.k.ty(d.args[0]).scalar else { return Err(self.err("not a pointer")) };
        let lk = self.home(self.k.ty(d.results[0]));
        let ptrs = self.get(d.args[0], lk)?;
        for (_, _, addr, offset, guard) in
            self.owned_vectors(d.args[0], &ptrs, mask.then(|| d.args[1]), lk, dt, usize::MAX)?
        {
            let guard = match (guard, only_if) {
                (Some(g), Some(o)) => Some(self.t.binary(BinaryOp::And, DType::I1, g, o)),
                (g, o) => g.or(o),
            };
            self.t.prefetch(addr, offset, guard);
        }
        Ok(())
    }

    /// The value a store writes, in the store's layout `lk`. Computed where its operands are
    /// (`at`, `preferred`) and exchanged once, when they are all there and not all in `lk`:
    /// attention's `acc / l` then crosses shared memory as one tile, not as the accumulator
    /// and the row sums separately.
    fn stored_value(&mut self, v: Value, at: Lk, lk: Lk) -> Res<Regs> {
        if at == lk
            || at == Lk::Scalar
            || lk == Lk::Scalar
            || self.lookup(v, lk).is_some()
            || self.homes.contains_key(&v)
        {
            return self.get(v, lk);
        }
        let (mut b1, mut b2) = (64, 64);
        if !self.free_in(v, at, &mut b1) || self.free_in(v, lk, &mut b2) {
            return self.get(v, lk);
        }
        let src = self.get(v, at)?;
        let regs: Regs = self.exchange(&src, at, lk, self.k.ty(v)).into();
        self.memo(v, lk, regs.clone());
        Ok(regs)
    }

    pub(super) fn store(&mut self, inst: Inst) -> Res<()> {
        let d = &self.k.insts[inst];
        let Op::Store { mask } = d.op else { unreachable!("a store") };
        let pty = self.k.ty(d.args[0]);
        let Scalar::Ptr(dt) = pty.scalar else { return Err(self.err("not a pointer")) };
        // Where a value computed from a dot's accumulator is stored from.
        // - mma.sync: from the accumulator's layout (see `dot`): no exchange, and no buffer as
        //   large as the tile.
        // - wgmma: from the home layout, after the layout pass's exchange through shared memory,
        //   as 16-byte stores. On the H200 that measured +7 % at 4096^3 and +35 % at K = 512
        //   against 4-byte stores from the accumulator (docs/benchmarks.md, issue 15); the buffer
        //   reuses the ring's shared memory, so the kernel's footprint does not grow.
        // `epilogue=direct|exchange` overrides both, for the A/Bs in benches/gpu/.
        let at = self.preferred(d.args[1]);
        let direct = self.dot_layouts.contains(&at) && !pty.is_scalar();
        let direct = direct
            && match self.t.codegen().epilogue {
                crate::Epilogue::Direct => true,
                crate::Epilogue::Exchange => false,
                crate::Epilogue::Auto => !self.warpgroup_layouts.contains(&at),
            };
        let lk = if direct { at } else { self.home(pty.with_scalar(dt)) };
        let ptrs = self.get(d.args[0], lk)?;
        let vals = self.stored_value(d.args[1], at, lk)?;
        let (mask, max) = (mask.then(|| d.args[2]), usize::MAX);
        for (g, w, addr, offset, guard) in self.owned_vectors(d.args[0], &ptrs, mask, lk, dt, max)? {
            self.t.store(Mem::Global, dt, addr, offset, &vals[g..g + w], guard);
        }
        Ok(())
    }

    /// The vector accesses by which a store-like op (a store, a reduction) writes pointer tile
    /// `ptr` (its registers `ptrs` in layout `lk`), at most `max` elements of `dt` each: for
    /// each group of registers this thread owns (replicas left out), its first register, its
    /// width, the address register of its run with the byte offset into it, and its guard
    /// (ownership and `mask`).
    fn owned_vectors(
        &mut self,
        ptr: Value,
        ptrs: &[VReg],
        mask: Option<Value>,
        lk: Lk,
        dt: DType,
        max: usize,
    ) -> Res<Vec<(usize, usize, VReg, u32, Option<VReg>)>> {
        let masks = match mask {
            Some(m) => Some(self.get(m, lk)?),
            None => None,
        };
        let w = self.vector_width(ptr, mask, lk, dt.bytes()).min(max);
        let run = self.address_run(ptr, lk).max(w);
        let owner = self.owner_guard(lk);
        let rep = if lk == Lk::Scalar { 0 } else { self.layout(lk).replicated_regs() };
        let mut out = Vec::new();
        for g in (0..ptrs.len()).step_by(w) {
            if g & rep != 0 {
                continue;
            }
            let guard = self.and_guards(owner, masks.as_ref().map(|m| m[g]));
            let (base, offset) = self.access_address(ptr, lk, (g, w), run, dt.bytes());
            out.push((g, w, ptrs[base], offset, guard));
        }
        Ok(out)
    }

    /// An atomic update whose old values nobody reads, as the target's reductions: as wide as
    /// a store of the same tile would be (up to `width` elements), the replicas left out.
    /// Its result registers are zeros (unread).
    fn reduction(&mut self, inst: Inst, op: AtomicOp, dt: DType, mask: bool, width: usize, lk: Lk) -> Res<Vec<VReg>> {
        let d = &self.k.insts[inst];
        let ptrs = self.get(d.args[0], lk)?;
        let vals = self.get(d.args[1], lk)?;
        for (g, w, addr, offset, guard) in
            self.owned_vectors(d.args[0], &ptrs, mask.then(|| d.args[2]), lk, dt, width)?
        {
            self.t.atomic_reduce(op, dt, addr, offset, &vals[g..g + w], guard);
        }
        let zero = self.t.constant(Scalar::Num(dt), 0);
        Ok(vec![zero; ptrs.len()])
    }

    /// The layout an atomic runs in: its result's home, except a reduction (a target's `red`,
    /// its old values unread) of a value computed in a dot's accumulator layout, which runs
    /// there: each thread adds the pairs of adjacent columns it holds, where the home layout
    /// would first move the tile through shared memory (a store, a barrier, a load, and the
    /// barrier before the buffer's reuse) to add 16-byte vectors. The same sectors reach L2
    /// either way. `red-layout=home` keeps the exchange, for A/B measurements.
    pub(super) fn atomic_layout(&mut self, inst: Inst) -> Lk {
        let d = &self.k.insts[inst];
        let home = self.home(self.k.ty(d.results[0]));
        let (&Op::AtomicRmw { op, .. }, Scalar::Ptr(dt)) = (&d.op, self.k.ty(d.args[0]).scalar) else { return home };
        if self.used[d.results[0]] || self.t.reduce_width(op, dt) == 0 || !self.t.codegen().red_in_dot_layout {
            return home;
        }
        let at = self.preferred(d.args[1]);
        if self.dot_layouts.contains(&at) {
            at
        } else {
            home
        }
    }

    pub(super) fn atomic(&mut self, inst: Inst, lk: Lk) -> Res<Vec<VReg>> {
        let d = &self.k.insts[inst];
        let Scalar::Ptr(dt) = self.k.ty(d.args[0]).scalar else { return Err(self.err("not a pointer")) };
        let (nvals, mask) = match d.op {
            Op::AtomicRmw { mask, .. } => (1, mask),
            Op::AtomicCas { mask } => (2, mask),
            _ => unreachable!("an atomic"),
        };
        if let Op::AtomicRmw { op, .. } = d.op {
            let width = self.t.reduce_width(op, dt);
            if width > 0 && !self.used[d.results[0]] {
                if let Some(zeros) = self.bulk_reduction(inst, lk)? {
                    return Ok(zeros);
                }
                return self.reduction(inst, op, dt, mask, width, lk);
            }
        }
        let ptrs = self.get(d.args[0], lk)?;
        let mut vals = Vec::new();
        for i in 0..nvals {
            vals.push(self.get(d.args[1 + i], lk)?);
        }
        let masks = if mask { Some(self.get(d.args[1 + nvals], lk)?) } else { None };
        let owner = self.owner_guard(lk);
        let rep = if lk == Lk::Scalar { 0 } else { self.layout(lk).replicated_regs() };
        let mut out: Vec<VReg> = Vec::with_capacity(ptrs.len());
        for r in 0..ptrs.len() {
            if r & rep != 0 {
                out.push(out[r & !rep]);
                continue;
            }
            let m = masks.as_ref().map(|m| m[r]);
            let guard = self.and_guards(owner, m);
            let old = match d.op {
                Op::AtomicRmw { op, .. } => self.t.atomic_rmw(op, dt, ptrs[r], vals[0][r], guard),
                _ => self.t.atomic_cas(dt, ptrs[r], vals[0][r], vals[1][r], guard),
            }
            .map_err(|e| self.err(e))?;
            out.push(old);
        }
        if owner.is_none() {
            return Ok(out);
        }
        // Only owners hold the old values: share them with the replicas.
        let ty = self.k.ty(d.results[0]);
        Ok(self.exchange(&out, lk, lk, ty))
    }
}
