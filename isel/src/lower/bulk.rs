//! Atomic sums through the copy engine (`Target::bulk_reduce`, sm_90's `cp.reduce.async.bulk`):
//! a tile added into global memory inside a loop (the attention backward's dQ) is stored to a
//! shared buffer of its own and each of its rows added by one bulk reduction, where every
//! thread's `red`s would take the load/store unit for the whole tile (FlashAttention-3 adds dQ
//! this way).
//!
//! Which updates. An `atomic_rmw add` whose old values nobody reads, directly in a loop's
//! body, of a 2-D tile `[R, C]` of elements the target reduces in bulk (f32), whose rows are
//! runs of consecutive elements (axis info: contiguity of at least `C` along the last
//! dimension, `C` elements a multiple of 16 bytes) starting at 16-byte aligned addresses
//! (divisibility 16), under a mask that is constant along each row (or none), into a buffer
//! parameter that no other op of the kernel reads or writes. A row is one reduction of
//! `C * 4` bytes, issued by thread `r` (and `r + threads`, ...), guarded by the row's mask.
//!
//! Why the last condition: the copy engine's writes to global memory are not ordered with the
//! program's own loads and stores by its barriers, so a kernel that read the sums back (or
//! stored over them) later on could miss them. Two buffer parameters are two buffers, as the
//! interpreter and the simulators give every parameter memory of its own; a caller that passes
//! overlapping buffers and reads the sums through the other one inside the loop needs
//! `bulk-red=off`.
//!
//! The buffer. Placed when the loop starts, below the floor of the buffers its body reuses
//! (`Lower::smem_floor`), so that nothing else writes it while the copy engine reads: `R` rows
//! of `C * 4` bytes, each followed by padding that makes the row stride 32 bytes past a multiple
//! of 128 (a quarter warp's 8-byte stores of a dot accumulator's four rows then fall in
//! distinct banks, and every row starts 16-byte aligned), then a 16-byte header per row (the
//! row's first pointer and its mask, written by the owner of the row's first element, read by
//! the issuing thread).
//!
//! One iteration: every thread waits until its last round's reductions have read the buffer
//! (`wait_read`), a barrier, the tile's elements stored in their layout (as an exchange stores,
//! `Lower::store_padded`) and the headers, a proxy fence, a barrier, then the issuing threads
//! read their rows' headers and issue, and commit. The leading wait and barrier are emitted
//! raw (`Target::barrier`, the lowering's own barrier state untouched), so that the PTX pass
//! `ptx::bulk_waits` may move the wait before the block's previous barrier and drop this one:
//! the wait then comes an iteration's work after the reductions it waits for. After the loop:
//! a wait for the reductions' completion (`wait_done`, which that pass leaves alone) and a
//! barrier before the buffer's space is used again (and before the program ends, which must
//! not free shared memory that the copy engine still reads).
//!
//! Not taken (the `red`s stay): updates outside loops, tiles the lowering places in layouts
//! whose bits are not disjoint (the buffer is then unused). A kernel that no longer fits the
//! shared memory with the buffers is lowered again without them (`pipeline::lower_fitting`).

use super::shared::Pad;
use super::{Lk, Lower, Res};
use crate::target::{Mem, Target};
use crate::vcode::VReg;
use tessera_ir::kernel::{Inst, Region, ValueDef};
use tessera_ir::op::{BinaryOp, IntCC, Op};
use tessera_ir::{DType, Scalar};

/// A bulk reduction's shared buffer (see the module docs).
#[derive(Copy, Clone, Debug)]
pub(super) struct BulkBuf {
    /// Byte offset of the buffer.
    base: u32,
    rows: u32,
    cols: u32,
    /// Bytes of padding after each row.
    pad: u32,
}

impl BulkBuf {
    fn row_bytes(&self) -> u32 {
        self.cols * 4
    }
    fn stride(&self) -> u32 {
        self.row_bytes() + self.pad
    }
    fn headers(&self) -> u32 {
        self.base + self.rows * self.stride()
    }
    fn bytes(&self) -> u32 {
        self.rows * self.stride() + self.rows * 16
    }
}

/// The pointer parameter that pointer value `v` is computed from (through offsets, splats and
/// shape changes); `None` if it is not one parameter's.
fn pointer_param(k: &tessera_ir::Kernel, v: tessera_ir::Value) -> Option<u32> {
    let mut v = v;
    loop {
        match k.values[v].def {
            ValueDef::Param(i) => return Some(i),
            ValueDef::Result(i, 0) => {
                let d = &k.insts[i];
                match d.op {
                    Op::PtrAdd | Op::Splat | Op::Broadcast | Op::ExpandDims(_) | Op::Reshape => v = d.args[0],
                    _ => return None,
                }
            }
            _ => return None,
        }
    }
}

/// Padding after a row of `row_bytes` (a multiple of 16) that makes the stride 32 bytes past a
/// multiple of 128.
fn bank_pad(row_bytes: u32) -> u32 {
    (160 - row_bytes % 128) % 128
}

impl<T: Target> Lower<'_, T> {
    /// The updates of loop body `body` that take the bulk path, their buffers placed (the
    /// caller raises the floor above them and, after the loop, calls `bulk_done`).
    pub(super) fn bulk_buffers(&mut self, body: Region) -> Vec<Inst> {
        if !self.bulk_on {
            return Vec::new();
        }
        let found: Vec<(Inst, u32, u32)> =
            self.k.regions[body].insts.iter().filter_map(|&i| self.bulk_shape(i).map(|(r, c)| (i, r, c))).collect();
        let mut out = Vec::with_capacity(found.len());
        for (i, rows, cols) in found {
            let buf = BulkBuf { base: 0, rows, cols, pad: bank_pad(cols * 4) };
            let base = self.shared_buffers(&[buf.bytes()])[0];
            self.bulk.insert(i, BulkBuf { base, ..buf });
            out.push(i);
        }
        out
    }

    /// `[R, C]` of update `i` if it may take the bulk path (see the module docs).
    fn bulk_shape(&mut self, i: Inst) -> Option<(u32, u32)> {
        let k = self.k;
        let d = &k.insts[i];
        let Op::AtomicRmw { op, mask } = d.op else { return None };
        let Scalar::Ptr(dt) = k.ty(d.args[0]).scalar else { return None };
        if self.used[d.results[0]] || !self.t.bulk_reduce().is_some_and(|b| b.reduces(op, dt)) {
            return None;
        }
        let buffer = pointer_param(k, d.args[0])?;
        let alone = k.insts.iter().all(|(j, o)| {
            j == i
                || !matches!(o.op, Op::Load { .. } | Op::Store { .. } | Op::AtomicRmw { .. } | Op::AtomicCas { .. })
                || pointer_param(k, o.args[0]).is_some_and(|p| p != buffer)
        });
        if !alone {
            return None;
        }
        let ty = k.ty(d.args[0]);
        let &[rows, cols] = ty.shape.dims() else { return None };
        let a = self.info[d.args[0]];
        let ok = cols.is_power_of_two()
            && (cols * dt.bytes()).is_multiple_of(16)
            && a.contig >= cols
            && a.div >= 16
            && (!mask || self.info[d.args[2]].constancy >= cols);
        ok.then_some((rows, cols))
    }

    /// After a loop whose body has bulk updates: their reductions have read the buffers before
    /// the space is used again (or the program ends).
    pub(super) fn bulk_done(&mut self) {
        self.bulk_unit().wait_done();
        self.barrier();
    }

    /// Update `inst` (placed by `bulk_buffers`) in layout `lk`; `None` where the layout does
    /// not allow it (the caller then issues `red`s).
    pub(super) fn bulk_reduction(&mut self, inst: Inst, lk: Lk) -> Res<Option<Vec<VReg>>> {
        let Some(&buf) = self.bulk.get(&inst) else { return Ok(None) };
        if lk == Lk::Scalar || !self.layout(lk).disjoint_bits() {
            return Ok(None);
        }
        let k = self.k;
        let d = &k.insts[inst];
        let mask = matches!(d.op, Op::AtomicRmw { mask: true, .. }).then(|| d.args[2]);
        let ptrs = self.get(d.args[0], lk)?;
        let vals = self.get(d.args[1], lk)?;
        let masks = match mask {
            Some(m) => Some(self.get(m, lk)?),
            None => None,
        };
        // The last iteration's reductions have read the buffer (see the module docs: raw, so
        // that `ptx::bulk_waits` may merge it with an earlier barrier).
        self.bulk_unit().wait_read();
        self.t.barrier();
        let pad = Pad::rows(buf.row_bytes(), buf.pad);
        let w = self.exchange_width(lk, 4);
        self.store_padded(&vals, lk, DType::F32, pad, buf.base, w);
        // Each row's first pointer and mask, from the thread that holds its first element.
        let log_c = buf.cols.trailing_zeros();
        let tf = self.thread_flat(lk);
        let cm = self.i32c(buf.cols as i64 - 1);
        let tcol = self.t.binary(BinaryOp::And, DType::I32, tf, cm);
        let zero = self.i32c(0);
        let first = self.t.icmp(IntCC::Eq, DType::I32, tcol, zero);
        let owner = self.owner_guard(lk);
        let guard = self.and_guards(owner, Some(first));
        let sh = self.i32c(log_c as i64);
        let trow = self.t.binary(BinaryOp::Lshr, DType::I32, tf, sh);
        let sixteen = self.i32c(16);
        let hoff = self.t.binary(BinaryOp::Mul, DType::I32, trow, sixteen);
        let haddr = self.t.shared_addr(hoff);
        let (nregs, rep) = (self.layout(lk).num_regs(), self.layout(lk).replicated_regs());
        let one = self.i32c(1);
        for g in 0..nregs {
            let f = self.layout(lk).reg_flat(g);
            if g & rep != 0 || !f.is_multiple_of(buf.cols) {
                continue;
            }
            let off = buf.headers() + (f >> log_c) * 16;
            self.t.store(Mem::Shared, DType::I64, haddr, off, &[ptrs[g]], guard);
            let m = match &masks {
                Some(ms) => self.t.select(Scalar::Num(DType::I32), ms[g], one, zero),
                None => one,
            };
            self.t.store(Mem::Shared, DType::I32, haddr, off + 8, &[m], guard);
        }
        self.bulk_unit().fence();
        self.barrier();
        // Thread t issues rows t, t + threads, ...: its row's header, then the reduction.
        let tid = self.tid();
        let threads = self.threads;
        for round in 0..buf.rows.div_ceil(threads) {
            let first_row = round * threads;
            let row = if round == 0 {
                tid
            } else {
                let c = self.i32c(first_row as i64);
                self.t.binary(BinaryOp::Add, DType::I32, tid, c)
            };
            // Rows past the end read the last row's header and issue nothing.
            let (row, in_range) = if first_row + threads <= buf.rows {
                (row, None)
            } else {
                let last = self.i32c(buf.rows as i64 - 1);
                let clamped = self.t.binary(BinaryOp::Smin, DType::I32, row, last);
                let end = self.i32c(buf.rows as i64);
                (clamped, Some(self.t.icmp(IntCC::Slt, DType::I32, row, end)))
            };
            let h = self.t.binary(BinaryOp::Mul, DType::I32, row, sixteen);
            let ha = self.t.shared_addr(h);
            let gaddr = self.t.load(Mem::Shared, DType::I64, ha, buf.headers(), 1, None, None)[0];
            let m = self.t.load(Mem::Shared, DType::I32, ha, buf.headers() + 8, 1, None, None)[0];
            let on = self.t.icmp(IntCC::Ne, DType::I32, m, zero);
            let guard = self.and_guards(in_range, Some(on));
            let stride = self.i32c(buf.stride() as i64);
            let at = self.t.binary(BinaryOp::Mul, DType::I32, row, stride);
            let base = self.i32c(buf.base as i64);
            let at = self.t.binary(BinaryOp::Add, DType::I32, at, base);
            let saddr = self.t.shared_addr(at);
            self.bulk_unit().reduce(gaddr, saddr, buf.row_bytes(), guard);
        }
        self.bulk_unit().commit();
        let unread = self.t.constant(Scalar::Num(DType::F32), 0);
        Ok(Some(vec![unread; ptrs.len()]))
    }

    fn bulk_unit(&mut self) -> &mut dyn crate::target::BulkReduce {
        self.t.bulk_reduce().expect("bulk buffers are placed only on targets that reduce in bulk")
    }
}

#[cfg(test)]
mod tests {
    use super::bank_pad;

    #[test]
    fn rows_start_aligned_and_a_quarter_warp_of_rows_falls_in_distinct_banks() {
        for row in (16..=2048).step_by(16) {
            let stride = row + bank_pad(row);
            assert_eq!(stride % 16, 0, "{row}");
            // Four rows of 8 words each from their starts: 32 distinct banks.
            let mut banks: Vec<u32> = (0..4).flat_map(|r| (0..8).map(move |w| (r * stride / 4 + w) % 32)).collect();
            banks.sort_unstable();
            banks.dedup();
            assert_eq!(banks.len(), 32, "row of {row} bytes");
        }
    }
}
