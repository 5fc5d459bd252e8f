//! Reductions and scans: `reduce`, the combining of its partials, the ordering keys of arg
//! reductions, and `scan`.
//!
//! `reduce` works in its operand's home layout (registers, then lane shuffles, then shared
//! memory across warps) and its result lands in that layout with the axis dropped; arg
//! reductions carry an ordering key and an index through the same steps. `scan` uses a layout of
//! its own (contiguous runs per thread, then thread offsets through shared memory).

use super::{Lk, Lower, Res};
use crate::layout::{dim_bit_offsets, Layout};
use crate::target::{Mem, Target};
use crate::vcode::VReg;
use rustc_hash::FxHashMap as HashMap;
use tessera_ir::op::{BinaryOp, CastOp, IntCC, ReduceOp, ScanOp};
use tessera_ir::{DType, Scalar, Value};

/// From this many warp bits along a reduced axis (16 warps), the cross-warp step reads one
/// partial per lane and combines with shuffles rather than reading every warp's partial.
const BUTTERFLY_WARP_BITS: usize = 4;

impl<'k, T: Target> Lower<'k, T> {
    /// Reduces `x` along `axis` in x's home layout: first the registers of each thread, then
    /// across lanes with butterfly shuffles, then across warps through shared memory. Returns
    /// the result in the layout it lands in: x's layout with the axis's bits dropped (threads and
    /// registers that differed only along the axis now hold the same value), or `Scalar` when
    /// nothing is left.
    ///
    /// Each element is carried as a small tuple: the value itself, or for arg reductions an
    /// ordering key and the index along the axis (see [`Lower::arg_keys`]).
    pub(super) fn reduce(&mut self, x: Value, op: ReduceOp, axis: u8) -> Res<(Vec<VReg>, Lk)> {
        let k = self.k;
        let xt = k.ty(x);
        let d = xt.dtype().ok_or_else(|| self.err("reduce needs numbers"))?;
        let lin = self.preferred(x);
        let l = self.layout(lin).clone();
        let regs = self.get(x, lin)?;
        let offs = dim_bit_offsets(&xt.shape);
        let abits = xt.shape.dims()[axis as usize].trailing_zeros();
        let aoff = offs[axis as usize];
        let amask: u32 = ((1u32 << abits) - 1) << aoff;
        // The tuple of each element, and the types of its parts.
        let (mut elems, parts): (Vec<Vec<VReg>>, Vec<DType>) = if op.is_arg() {
            self.arg_keys(op, d, &regs, lin, aoff, abits)
        } else if op == ReduceOp::Sum && matches!(d, DType::F16 | DType::BF16) {
            // f16 and bf16 sums accumulate in f32, rounded once at the end (as the interpreter).
            (regs.iter().map(|&r| vec![self.t.cast(CastOp::Fpext, d, DType::F32, r)]).collect(), vec![DType::F32])
        } else {
            (regs.iter().map(|&r| vec![r]).collect(), vec![d])
        };
        // 1. Registers: combine those that differ only along the axis.
        let axis_regs = l.reg.iter().enumerate().filter(|(_, &b)| b & amask != 0).fold(0usize, |a, (i, _)| a | 1 << i);
        let mut part: Vec<Option<Vec<VReg>>> = vec![None; regs.len()];
        for (r, e) in elems.drain(..).enumerate() {
            let g = r & !axis_regs;
            part[g] = Some(match part[g].take() {
                None => e,
                Some(p) => self.combine(op, &parts, &p, &e)?,
            });
        }
        // 2. Lanes: butterfly shuffles over the lane bits along the axis.
        let lanes = self.t.warp_size().trailing_zeros() as usize;
        for (i, &b) in l.thread.iter().enumerate().take(lanes) {
            if b & amask == 0 {
                continue;
            }
            for slot in part.iter_mut() {
                if let Some(p) = slot.take() {
                    let o: Vec<VReg> =
                        p.iter().zip(&parts).map(|(&v, &pd)| self.t.shuffle_xor(Scalar::Num(pd), v, 1 << i)).collect();
                    *slot = Some(self.combine(op, &parts, &p, &o)?);
                }
            }
        }
        // 3. Warps: every thread publishes its partials (slot `g` of thread t at byte
        // `(t * slots + g) * size`); each reads those of the warps that differ from its own only
        // along the axis: from one address per part, the other warps at constant offsets.
        let warp_bits: Vec<usize> =
            l.thread.iter().enumerate().skip(lanes).filter(|(_, &b)| b & amask != 0).map(|(i, _)| i).collect();
        if !warp_bits.is_empty() {
            let groups: Vec<usize> = (0..regs.len()).filter(|r| r & axis_regs == 0).collect();
            let slots = groups.len() as u32;
            let sizes: Vec<u32> = parts.iter().map(|pd| self.threads * slots * pd.bytes()).collect();
            let bases = self.shared_buffers(&sizes);
            let tid = self.tid();
            let own: Vec<VReg> = parts.iter().map(|pd| self.slot_addr(tid, slots * pd.bytes())).collect();
            for (gi, &g) in groups.iter().enumerate() {
                let p = part[g].clone().ok_or_else(|| self.err("internal: reduce group"))?;
                for (((&v, &pd), &addr), &base) in p.iter().zip(&parts).zip(&own).zip(&bases) {
                    self.t.store(Mem::Shared, pd, addr, base + gi as u32 * pd.bytes(), &[v], None);
                }
            }
            self.barrier();
            let wmask: u32 = warp_bits.iter().fold(0, |a, &i| a | 1 << i);
            let lane_axis: Vec<usize> =
                l.thread[..lanes].iter().enumerate().filter(|(_, &b)| b & amask != 0).map(|(i, _)| i).collect();
            let m = warp_bits.len();
            if m >= BUTTERFLY_WARP_BITS && lane_axis.len() >= m {
                // Many warps: lane j of each warp reads the partial of warp j (its lane bits
                // along the axis, moved to the warp bits; same group, as lane bits across the
                // axis stay), then a butterfly over those lane bits combines them: one load
                // and log2(warps) shuffles instead of one load per warp.
                let src = self.gathered_tid(!wmask, &lane_axis[..m], &warp_bits);
                let addrs: Vec<VReg> = parts.iter().map(|pd| self.slot_addr(src, slots * pd.bytes())).collect();
                for (gi, &g) in groups.iter().enumerate() {
                    let mut p: Vec<VReg> = parts
                        .iter()
                        .zip(&addrs)
                        .zip(&bases)
                        .map(|((&pd, &addr), &base)| {
                            self.t.load(Mem::Shared, pd, addr, base + gi as u32 * pd.bytes(), 1, None, None)[0]
                        })
                        .collect();
                    for &i in &lane_axis[..m] {
                        let o: Vec<VReg> = p
                            .iter()
                            .zip(&parts)
                            .map(|(&v, &pd)| self.t.shuffle_xor(Scalar::Num(pd), v, 1 << i))
                            .collect();
                        p = self.combine(op, &parts, &p, &o)?;
                    }
                    part[g] = Some(p);
                }
            } else {
                let home_t = self.masked_tid(!wmask);
                let home: Vec<VReg> = parts.iter().map(|pd| self.slot_addr(home_t, slots * pd.bytes())).collect();
                for (gi, &g) in groups.iter().enumerate() {
                    // Warps in increasing order, combined as a balanced tree whose left operand
                    // always covers the smaller warps, so that index ties keep the smallest index.
                    let mut level: Vec<Vec<VReg>> = Vec::with_capacity(1 << m);
                    for combo in 0..1u32 << m {
                        let bits = warp_bits.iter().enumerate().fold(0u32, |a, (j, &i)| a | ((combo >> j) & 1) << i);
                        let v = parts
                            .iter()
                            .zip(&home)
                            .zip(&bases)
                            .map(|((&pd, &addr), &base)| {
                                let off = base + (bits * slots + gi as u32) * pd.bytes();
                                self.t.load(Mem::Shared, pd, addr, off, 1, None, None)[0]
                            })
                            .collect();
                        level.push(v);
                    }
                    while level.len() > 1 {
                        let mut next = Vec::with_capacity(level.len() / 2);
                        for pair in level.chunks(2) {
                            next.push(self.combine(op, &parts, &pair[0], &pair[1])?);
                        }
                        level = next;
                    }
                    part[g] = level.pop();
                }
            }
            self.reads_done();
        }
        // The answer: the value, or the index of an arg reduction (the last part).
        let mut done: HashMap<usize, VReg> = HashMap::default();
        let mut out = Vec::with_capacity(regs.len());
        for r in 0..regs.len() {
            let g = r & !axis_regs;
            if let Some(&v) = done.get(&g) {
                out.push(v);
                continue;
            }
            let p = part[g].as_ref().ok_or_else(|| self.err("internal: reduce group"))?;
            let last = *p.last().ok_or_else(|| self.err("internal: empty tuple"))?;
            let v = if !op.is_arg() && parts[0] != d { self.t.cast(CastOp::Fptrunc, parts[0], d, last) } else { last };
            done.insert(g, v);
            out.push(v);
        }
        let rt = xt.shape.remove_axis(axis as usize);
        if rt.is_scalar() {
            return Ok((vec![out[0]], Lk::Scalar));
        }
        Ok((out, self.reduced_layout(lin, &xt.shape, axis)))
    }

    /// The layout a reduction along `axis` of a tile of `shape` in layout `lin` leaves its
    /// result in: the axis's bits dropped, the rest renumbered for the result shape.
    pub(super) fn reduced_layout(&mut self, lin: Lk, shape: &tessera_ir::Shape, axis: u8) -> Lk {
        let offs = dim_bit_offsets(shape);
        let abits = shape.dims()[axis as usize].trailing_zeros();
        let aoff = offs[axis as usize];
        let amask: u32 = ((1u32 << abits) - 1) << aoff;
        let map: Vec<Option<u32>> = (0..shape.numel().trailing_zeros())
            .map(|b| {
                if amask >> b & 1 == 1 {
                    None
                } else if b < aoff {
                    Some(b)
                } else {
                    Some(b - abits)
                }
            })
            .collect();
        let l = self.layout(lin).clone();
        self.intern(l.map_bits(&map))
    }

    /// For arg reductions: each element as (key, index). The key orders the values as the op
    /// wants (floats as integers whose order is the IEEE order with -0 < +0, NaN below every
    /// number for argmax and above for argmin); the index is the position along the axis.
    fn arg_keys(
        &mut self,
        op: ReduceOp,
        d: DType,
        regs: &[VReg],
        lk: Lk,
        aoff: u32,
        abits: u32,
    ) -> (Vec<Vec<VReg>>, Vec<DType>) {
        let tf = self.thread_flat(lk);
        let l = self.layout(lk).clone();
        let sh = self.i32c(aoff as i64);
        let tpos = self.t.binary(BinaryOp::Lshr, DType::I32, tf, sh);
        let m = self.i32c((1i64 << abits) - 1);
        let kd = if d == DType::F64 || d == DType::I64 { DType::I64 } else { DType::I32 };
        let mut out = Vec::with_capacity(regs.len());
        for (r, &v) in regs.iter().enumerate() {
            let rpos = (l.reg_flat(r) >> aoff) as i64;
            let c = self.i32c(rpos);
            let pos = self.t.binary(BinaryOp::Or, DType::I32, tpos, c);
            let idx = self.t.binary(BinaryOp::And, DType::I32, pos, m);
            let key = if d.is_float() {
                let (w, fd) = if d == DType::F64 { (DType::I64, DType::F64) } else { (DType::I32, DType::F32) };
                let f = if d == fd { v } else { self.t.cast(CastOp::Fpext, d, fd, v) };
                let bits = self.t.bitcast(fd, w, f);
                // Negative floats: flip the magnitude bits, so that signed order is float order.
                let wb = w.bits() as u64;
                let s = self.t.constant(Scalar::Num(w), wb - 1);
                let sign = self.t.binary(BinaryOp::Ashr, w, bits, s);
                let mag = self.t.constant(Scalar::Num(w), (1u64 << (wb - 1)) - 1);
                let flip = self.t.binary(BinaryOp::And, w, sign, mag);
                let ord = self.t.binary(BinaryOp::Xor, w, bits, flip);
                let nan = self.t.fcmp(tessera_ir::op::FloatCC::Uno, fd, f, f);
                let worst = if op == ReduceOp::Argmax { 1u64 << (wb - 1) } else { (1u64 << (wb - 1)) - 1 };
                let worst = self.t.constant(Scalar::Num(w), worst);
                self.t.select(Scalar::Num(w), nan, worst, ord)
            } else if d.bits() < 32 {
                let signed = matches!(op, ReduceOp::Sargmax | ReduceOp::Sargmin);
                self.t.cast(if signed { CastOp::Sext } else { CastOp::Zext }, d, DType::I32, v)
            } else {
                v
            };
            out.push(vec![key, idx]);
        }
        (out, vec![kd, DType::I32])
    }

    /// Combines two partial results of a reduction.
    fn combine(&mut self, op: ReduceOp, parts: &[DType], a: &[VReg], b: &[VReg]) -> Res<Vec<VReg>> {
        let bop = match op {
            ReduceOp::Sum => BinaryOp::Add,
            ReduceOp::Max => BinaryOp::Max,
            ReduceOp::Min => BinaryOp::Min,
            ReduceOp::Smax => BinaryOp::Smax,
            ReduceOp::Smin => BinaryOp::Smin,
            ReduceOp::Umax => BinaryOp::Umax,
            ReduceOp::Umin => BinaryOp::Umin,
            ReduceOp::And => BinaryOp::And,
            ReduceOp::Or => BinaryOp::Or,
            ReduceOp::Xor => BinaryOp::Xor,
            _ => {
                // (key, index): b wins when its key is better, or equal with a smaller index.
                let kd = parts[0];
                let (ka, ia, kb, ib) = (a[0], a[1], b[0], b[1]);
                let cc = match op {
                    ReduceOp::Argmax | ReduceOp::Sargmax => IntCC::Sgt,
                    ReduceOp::Argmin | ReduceOp::Sargmin => IntCC::Slt,
                    ReduceOp::Uargmax => IntCC::Ugt,
                    _ => IntCC::Ult,
                };
                let better = self.t.icmp(cc, kd, kb, ka);
                let same = self.t.icmp(IntCC::Eq, kd, kb, ka);
                let earlier = self.t.icmp(IntCC::Slt, DType::I32, ib, ia);
                let tie = self.t.binary(BinaryOp::And, DType::I1, same, earlier);
                let take = self.t.binary(BinaryOp::Or, DType::I1, better, tie);
                let k = self.t.select(Scalar::Num(kd), take, kb, ka);
                let i = self.t.select(Scalar::Num(DType::I32), take, ib, ia);
                return Ok(vec![k, i]);
            }
        };
        Ok(vec![self.t.binary(bop, parts[0], a[0], b[0])])
    }

    /// An inclusive scan of `x` along `axis`, in a layout made for it: each thread holds a
    /// contiguous run along the axis in its registers (scanned in place), and the threads along
    /// the axis are the lowest thread bits, so a thread's offset is the combination of the run
    /// totals of the threads before it (after it, for `reverse`), read from shared memory. The
    /// result comes back in that layout.
    pub(super) fn scan(&mut self, x: Value, op: ScanOp, axis: u8, reverse: bool) -> Res<(Vec<VReg>, Lk)> {
        let k = self.k;
        let xt = k.ty(x);
        let d = xt.dtype().ok_or_else(|| self.err("scan needs numbers"))?;
        let n = xt.numel().trailing_zeros();
        let aoff = dim_bit_offsets(&xt.shape)[axis as usize];
        let abits = xt.shape.dims()[axis as usize].trailing_zeros();
        let tbits = self.threads.trailing_zeros();
        let c = abits.saturating_sub(tbits);
        let at = abits - c;
        let others: Vec<u32> = (0..n).filter(|&b| b < aoff || b >= aoff + abits).collect();
        let mut reg: smallvec::SmallVec<[u32; 8]> = (aoff..aoff + c).map(|b| 1 << b).collect();
        let mut thread: smallvec::SmallVec<[u32; 10]> = (aoff + c..aoff + abits).map(|b| 1 << b).collect();
        let mut rest = others.iter();
        while thread.len() < tbits as usize {
            thread.push(rest.next().map_or(0, |&b| 1 << b));
        }
        reg.extend(rest.map(|&b| 1 << b));
        let lks = self.intern(Layout { reg, thread });
        let regs = self.get(x, lks)?;
        let acc = if op == ScanOp::Sum && matches!(d, DType::F16 | DType::BF16) { DType::F32 } else { d };
        let bop = match op {
            ScanOp::Sum => BinaryOp::Add,
            ScanOp::Max => BinaryOp::Max,
            ScanOp::Min => BinaryOp::Min,
            ScanOp::Smax => BinaryOp::Smax,
            ScanOp::Smin => BinaryOp::Smin,
            ScanOp::Umax => BinaryOp::Umax,
            ScanOp::Umin => BinaryOp::Umin,
        };
        let vals: Vec<VReg> =
            regs.iter().map(|&r| if acc != d { self.t.cast(CastOp::Fpext, d, acc, r) } else { r }).collect();
        // 1. Each thread's runs, in place.
        let run = 1usize << c;
        let groups = vals.len() / run;
        let mut local = vals.clone();
        for g in 0..groups {
            let order: Vec<usize> = if reverse {
                (0..run).rev().map(|j| g * run + j).collect()
            } else {
                (0..run).map(|j| g * run + j).collect()
            };
            for w in 1..order.len() {
                local[order[w]] = self.t.binary(bop, acc, local[order[w - 1]], vals[order[w]]);
            }
        }
        // 2. Offsets from the threads before along the axis.
        if at > 0 {
            let eb = acc.bytes();
            let base = self.shared_buffers(&[self.threads * groups as u32 * eb])[0];
            let tid = self.tid();
            let own = self.slot_addr(tid, groups as u32 * eb);
            for g in 0..groups {
                let last = if reverse { g * run } else { g * run + run - 1 };
                self.t.store(Mem::Shared, acc, own, base + g as u32 * eb, &[local[last]], None);
            }
            self.barrier();
            let amask = (1i64 << at) - 1;
            let m = self.i32c(amask);
            let pos = self.t.binary(BinaryOp::And, DType::I32, tid, m);
            let home_t = self.masked_tid(!(amask as u32));
            let home = self.slot_addr(home_t, groups as u32 * eb);
            let qs: Vec<i64> = if reverse { (0..1i64 << at).rev().collect() } else { (0..1i64 << at).collect() };
            for g in 0..groups {
                let mut off: Option<(VReg, VReg)> = None; // (value, valid)
                for &q in &qs {
                    let qc = self.i32c(q);
                    let at = base + (q as u32 * groups as u32 + g as u32) * eb;
                    let v = self.t.load(Mem::Shared, acc, home, at, 1, None, None)[0];
                    let before = self.t.icmp(if reverse { IntCC::Sgt } else { IntCC::Slt }, DType::I32, qc, pos);
                    off = Some(match off {
                        None => (v, before),
                        Some((o, valid)) => {
                            let comb = self.t.binary(bop, acc, o, v);
                            let upd = self.t.select(Scalar::Num(acc), valid, comb, v);
                            let nv = self.t.select(Scalar::Num(acc), before, upd, o);
                            (nv, self.t.binary(BinaryOp::Or, DType::I1, valid, before))
                        }
                    });
                }
                let (o, valid) = off.ok_or_else(|| self.err("internal: scan offsets"))?;
                for j in 0..run {
                    let r = g * run + j;
                    let comb = self.t.binary(bop, acc, o, local[r]);
                    local[r] = self.t.select(Scalar::Num(acc), valid, comb, local[r]);
                }
            }
            self.reads_done();
        }
        let out = local.iter().map(|&r| if acc != d { self.t.cast(CastOp::Fptrunc, acc, d, r) } else { r }).collect();
        Ok((out, lks))
    }
}
