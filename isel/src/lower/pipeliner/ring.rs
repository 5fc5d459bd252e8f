//! The ring at work: the copies of an iteration ahead into its slot (by `cp.async`, the copy
//! engine with its stage barriers, or registers for staging), the refill's slot arithmetic,
//! the resident operands' stores, and the staged values the dots read.

use super::{varying_in, Hoist, Pipeline, Staged};
use crate::lower::{Lk, Lower, Res};
use crate::target::Target;
use crate::vcode::VReg;
use tessera_ir::kernel::{Inst, Region};
use tessera_ir::op::{BinaryOp, IntCC, Op};
use tessera_ir::{DType, Scalar, Value};

impl<'k, T: Target> Lower<'k, T> {
    /// Starts the copies of iteration `iv` (a register of the loop's type) of every ring load
    /// into the slot at byte offset `slot` (a register, `None` for slot 0), where `valid`
    /// holds; then commits the group. In the prologue (`hoist`), what the loop does not vary
    /// is memoised around the loop, and the lanes' matrix-load offsets are computed there too.
    ///
    /// With register staging (`Pipeline::regs`) the tiles are loaded into registers instead
    /// (guarded by `valid`), and returned, one list per ring load, for `store_ahead`.
    #[allow(clippy::too_many_arguments)]
    pub(in crate::lower) fn prefetch(
        &mut self,
        p: &Pipeline,
        body: Region,
        (iv, slot, stage): (VReg, Option<VReg>, Option<VReg>),
        valid: VReg,
        hoist: bool,
    ) -> Res<Vec<Vec<VReg>>> {
        let k = self.k;
        let varying = std::rc::Rc::new(varying_in(k, body));
        if hoist {
            self.pipe.hoist = Some(Hoist { scope: self.scopes.len() - 1, varying: varying.clone() });
        }
        self.push_iteration_scope(varying);
        self.memo(k.regions[body].params[0], Lk::Scalar, vec![iv]);
        let mut loaded = Vec::new();
        let r = (|| -> Res<()> {
            if let (Some(bars), Some(stage)) = (p.bars, stage) {
                // Thread 0 announces the stage's bytes on its barrier, then copies each tile in
                // blocks of at most 128-byte rows.
                let bar = self.stage_bar(bars, stage);
                let issue = self.issuer();
                let issue = self.t.binary(BinaryOp::And, DType::I1, issue, valid);
                let bytes: u32 = p.loads.iter().filter(|l| l.tma.is_some()).map(|l| l.slot_bytes_used(k)).sum();
                self.copy_engine().mbarrier_expect(bar, bytes, Some(issue));
                for l in &p.loads {
                    let Some((t, map)) = &l.tma else { continue };
                    let (x, y, z) = self.tile_coords(t)?;
                    let cols = k.ty(l.value).shape.dims()[1];
                    let block = t.map.box_dims[0];
                    for j in 0..cols / block {
                        let mut index = self.i32c((l.sw.base + j * l.sw.block_bytes()) as i64);
                        if let Some(s) = slot {
                            index = self.t.binary(BinaryOp::Add, DType::I32, index, s);
                        }
                        let dst = self.t.shared_addr(index);
                        let xj = if j == 0 {
                            x
                        } else {
                            let c = self.i32c((j * block) as i64);
                            self.t.binary(BinaryOp::Add, DType::I32, x, c)
                        };
                        self.copy_engine().copy_tensor(dst, *map, xj, y, z, bar, Some(issue));
                    }
                }
            }
            for l in p.loads.iter().filter(|l| p.regs && l.tma.is_none()) {
                loaded.push(self.load_where(l.inst, l.home, Some(valid))?);
            }
            for l in p.loads.iter().filter(|l| !p.regs && l.tma.is_none()) {
                let d = &k.insts[l.inst];
                let Op::Load { mask, .. } = d.op else { unreachable!("a ring load is a load") };
                let ptrs = self.get(d.args[0], l.home)?;
                let masks = if mask { Some(self.get(d.args[1], l.home)?) } else { None };
                let eb = l.sw.elem_bytes();
                let w = self.vector_width(d.args[0], mask.then(|| d.args[1]), l.home, eb);
                let hl = self.layout(l.home).clone();
                let (tf, owner) = (self.thread_flat(l.home), self.owner_guard(l.home));
                let toff = self.swizzled_offset(&l.sw, tf);
                let rep = hl.replicated_regs();
                for g in (0..ptrs.len()).step_by(w) {
                    if g & rep != 0 {
                        continue;
                    }
                    let fill = match &masks {
                        Some(m) => self.t.binary(BinaryOp::And, DType::I1, m[g], valid),
                        None => valid,
                    };
                    let (addr, off) = self.swizzled_addr(&l.sw, toff, hl.reg_flat(g), slot);
                    self.copies().copy(addr, off, ptrs[g], eb * w as u32, Some(fill), owner);
                }
            }
            if hoist {
                for l in &p.loads {
                    self.dot_lane_offsets(l.value, body, l.sw);
                }
            }
            Ok(())
        })();
        self.pop_scope();
        self.pipe.hoist = None;
        if p.copies {
            self.copies().commit();
        }
        r.map(|()| loaded)
    }

    /// Register staging: stores the tiles `prefetch` loaded (`loaded`) into the slot at byte
    /// offset `slot` (`None` for slot 0), a K x N B transposed. No barrier.
    pub(in crate::lower) fn store_ahead(&mut self, p: &Pipeline, loaded: &[Vec<VReg>], slot: Option<VReg>) -> Res<()> {
        for (l, regs) in p.loads.iter().zip(loaded) {
            let ty = self.k.ty(l.value);
            let d = ty.dtype().ok_or_else(|| self.err("a dot of non-numbers"))?;
            let (rows, cols) = (ty.shape.dims()[0], ty.shape.dims()[1]);
            self.store_tile_as(regs, d, l.home, (rows, cols), l.transposed, &l.sw, slot);
        }
        Ok(())
    }

    /// The predicate of the one thread that issues copy-engine copies: warp 0's elected lane
    /// where the target elects (thread 0 of a lockstep warp), else thread 0. In a loop that
    /// takes turns, the last warpgroup's first warp refills the ring (the module docs say why).
    pub(super) fn issuer(&mut self) -> VReg {
        let tid = self.tid();
        let first = self.pipe.turns.map_or(0, |t| 128 * (t.groups - 1));
        match self.t.tensor_copy().and_then(|c| c.elect_lane()) {
            Some(e) => {
                let warp = if first == 0 {
                    let warp = self.i32c(32);
                    self.t.icmp(IntCC::Ult, DType::I32, tid, warp)
                } else {
                    let five = self.i32c(5);
                    let w = self.t.binary(BinaryOp::Lshr, DType::I32, tid, five);
                    let want = self.i32c((first / 32) as i64);
                    self.t.icmp(IntCC::Eq, DType::I32, w, want)
                };
                self.t.binary(BinaryOp::And, DType::I1, warp, e)
            }
            None => {
                let at = self.i32c(first as i64);
                self.t.icmp(IntCC::Eq, DType::I32, tid, at)
            }
        }
    }

    /// The shared address of stage `stage`'s barrier (an i32 register: the slot index).
    pub(in crate::lower) fn stage_bar(&mut self, bars: u32, stage: VReg) -> VReg {
        let eight = self.i32c(8);
        let off = self.t.binary(BinaryOp::Mul, DType::I32, stage, eight);
        let base = self.i32c(bars as i64);
        let index = self.t.binary(BinaryOp::Add, DType::I32, base, off);
        self.t.shared_addr(index)
    }

    /// Before the prologue of a pipeline with copy-engine stages: thread 0 initialises the
    /// barriers (one arrival each: its own `arrive.expect_tx`) and publishes them.
    pub(in crate::lower) fn init_stage_bars(&mut self, p: &Pipeline) {
        let Some(bars) = p.bars else { return };
        let tid = self.tid();
        let zero = self.i32c(0);
        let first = self.t.icmp(tessera_ir::op::IntCC::Eq, DType::I32, tid, zero);
        for s in 0..p.stages {
            let index = self.i32c((bars + 8 * s) as i64);
            let addr = self.t.shared_addr(index);
            self.copy_engine().mbarrier_init(addr, 1, Some(first));
        }
        self.copy_engine().mbarrier_init_fence();
        self.barrier();
    }

    /// `iv + s * step` of the loop's type, and whether it is a real iteration: below `hi`, and
    /// not wrapped past the type's end (step > 0).
    pub(in crate::lower) fn iteration_ahead(
        &mut self,
        it: DType,
        iv: VReg,
        step: VReg,
        hi: VReg,
        s: u32,
    ) -> (VReg, VReg) {
        let c = self.t.constant(Scalar::Num(it), s as u64);
        let d = self.t.binary(BinaryOp::Mul, it, step, c);
        let next = self.t.binary(BinaryOp::Add, it, iv, d);
        let below = self.t.icmp(IntCC::Slt, it, next, hi);
        let grew = self.t.icmp(IntCC::Sge, it, next, iv);
        (next, self.t.binary(BinaryOp::And, DType::I1, below, grew))
    }

    /// Stores the resident operands of a loop (`resident_operands`) into their
    /// buffers before it, and marks them staged (at offset 0) for its body. The stores end with
    /// a barrier (`store_swizzled`). Each buffer raises the floor: the next one must not take
    /// its space when the buffers pass `SHARED_BUDGET` (two 64 x 64 f16 residents of warpgroup
    /// dots, 1024-aligned, did, and the first dot read the second's operand).
    pub(in crate::lower) fn stage_residents(&mut self, residents: &[(Value, bool)]) -> Res<()> {
        for &(v, wg) in residents {
            let home = self.homes[&v];
            let (rows, cols) = {
                let d = self.k.ty(v).shape.dims().to_vec();
                (d[0], d[1])
            };
            let store_as = if wg { crate::lower::shared::StoreAs::Wgmma } else { crate::lower::shared::StoreAs::Rows };
            let sw = self.store_swizzled(v, home, rows, cols, store_as)?;
            self.smem_floor = self.smem_top;
            let zero = self.i32c(0);
            self.pipe.staged.insert(v, Staged { sw, slot: zero, transposed: false });
        }
        Ok(())
    }

    /// Marks the ring loads of `p` as staged in the slot at offset `slot` for the body.
    pub(in crate::lower) fn stage_ring(&mut self, p: &Pipeline, slot: VReg) {
        for l in &p.loads {
            self.pipe.staged.insert(l.value, Staged { sw: l.sw, slot, transposed: l.transposed });
        }
        self.pipe.in_flight = p.in_flight;
    }

    /// The loop of `p` is lowered: its ring loads are ordinary values again.
    pub(in crate::lower) fn stage_ring_done(&mut self, p: &Pipeline) {
        for l in &p.loads {
            self.pipe.staged.remove(&l.value);
        }
        self.pipe.in_flight = None;
    }

    /// Whether `inst` is a ring load of a loop being lowered (its copies are issued elsewhere).
    pub(in crate::lower) fn is_ring_load(&self, inst: Inst) -> bool {
        self.k.insts[inst].results.first().is_some_and(|v| self.pipe.staged.contains_key(v))
    }

    /// The byte offset of the ring slot after the one at `r` (wrapping at the ring's end), and
    /// the zero it wraps to.
    pub(in crate::lower) fn next_slot(&mut self, p: &Pipeline, r: VReg) -> (VReg, VReg) {
        let stride = self.i32c(p.stride as i64);
        let next = self.t.binary(BinaryOp::Add, DType::I32, r, stride);
        let end = self.i32c((p.stages * p.stride) as i64);
        let wrap = self.t.icmp(IntCC::Eq, DType::I32, next, end);
        let zero = self.i32c(0);
        (self.t.select(Scalar::Num(DType::I32), wrap, zero, next), zero)
    }

    /// The copies of a pipelined loop's iteration `iv + ahead` into the slot (`r` the slot
    /// read now, `stage` its index) that iteration takes: the one read `stages - ahead`
    /// iterations ago, which the barrier before this call says nobody reads any more.
    pub(in crate::lower) fn refill(
        &mut self,
        p: &Pipeline,
        body: tessera_ir::kernel::Region,
        (it, iv, step, hi): (DType, VReg, VReg, VReg),
        r: VReg,
        stage: Option<VReg>,
    ) -> Res<()> {
        let (iv_ahead, valid) = self.iteration_ahead(it, iv, step, hi, p.ahead);
        // Slot (i + ahead) % stages: the one read `stages - ahead` iterations ago.
        let w = if p.ahead + 1 == p.stages {
            let zero = self.i32c(0);
            let first = self.t.icmp(IntCC::Eq, DType::I32, r, zero);
            let stride = self.i32c(p.stride as i64);
            let before = self.t.binary(BinaryOp::Sub, DType::I32, r, stride);
            let last = self.i32c(((p.stages - 1) * p.stride) as i64);
            self.t.select(Scalar::Num(DType::I32), first, last, before)
        } else {
            let ahead = self.i32c((p.ahead * p.stride) as i64);
            let w = self.t.binary(BinaryOp::Add, DType::I32, r, ahead);
            let ring = self.i32c((p.stages * p.stride) as i64);
            let past = self.t.icmp(IntCC::Sge, DType::I32, w, ring);
            let wrapped = self.t.binary(BinaryOp::Sub, DType::I32, w, ring);
            self.t.select(Scalar::Num(DType::I32), past, wrapped, w)
        };
        // The stage fetched into: (s + ahead) % stages.
        let fetch_stage = stage.map(|s| {
            let ahead = self.i32c(p.ahead as i64);
            let f = self.t.binary(BinaryOp::Add, DType::I32, s, ahead);
            let n = self.i32c(p.stages as i64);
            let past = self.t.icmp(IntCC::Sge, DType::I32, f, n);
            let wrapped = self.t.binary(BinaryOp::Sub, DType::I32, f, n);
            self.t.select(Scalar::Num(DType::I32), past, wrapped, f)
        });
        self.prefetch(p, body, (iv_ahead, Some(w), fetch_stage), valid, false).map(drop)
    }
}
