//! Hopper's copy engine (TMA) and the mbarriers it reports to: the engine's bookkeeping of
//! which shared bytes hold a barrier, which bytes a bulk copy wrote and which threads may see
//! them yet, so that a missing fence, barrier or wait is an error naming the instruction and
//! thread instead of a silently stale tile.
//!
//! ```text
//!   init (one thread)     8 shared bytes become a barrier record: phase 0, `count` arrivals
//!                         pending, transaction count 0; ordinary accesses to them are errors
//!   fence.mbarrier_init   the initialising thread's inits are published to the copy engine;
//!   bar.sync              ... and, after the next barrier, to the other threads
//!   arrive.expect_tx N    transaction count += N, then one arrival (pending -= 1)
//!   bulk copy             the box is read from global memory and written to shared memory
//!                         now (the copy completes at issue); its bytes are tagged with the
//!                         barrier and the phase they completed on; transaction count -= box bytes
//!   phase completes       when no arrival is pending and the transaction count is 0: the phase
//!                         number goes up by one and the arrivals are rearmed
//!   wait (parity q)       succeeds when the current phase number's parity is not q; the
//!                         thread may then see every byte tagged with an earlier phase
//! ```
//!
//! Model and decisions:
//! - Every copy completes when it is issued, and every thread of a program executes the same
//!   instructions in lockstep (control flow is uniform and a wait is unguarded), so a wait that
//!   does not succeed when executed can never succeed: it is an error (a missing arrival or
//!   copy), not a hang. A transaction count below zero (copies that completed before their
//!   `expect_tx`) is normal for a while.
//! - A barrier is a record; initialising the 8 bytes again starts a new record (allowed only
//!   while the current phase has seen no arrival and no copy). Bytes a copy wrote keep naming the
//!   record and the phase they completed on, so a later re-initialisation does not make them
//!   visible.
//! - Publication uses the engine's barrier epochs: a copy or an arrival needs a
//!   `fence.mbarrier_init` by the initialising thread after the init, and, when the user is
//!   another thread, a `bar.sync` after that fence; a wait by another thread needs a `bar.sync`
//!   after the init.
//! - Visibility: a byte a copy wrote may be read (ld.shared, ldmatrix, a wgmma operand: every
//!   thread of the warpgroup counts as a reader) or overwritten (st.shared, cp.async at issue and
//!   when it lands, another bulk copy) only by a thread that has waited on its phase (or a later
//!   one) of its barrier.
//! - A copy's bytes are written by the async proxy: they are not one thread's writes for the race
//!   check (the mbarrier orders them) and need no `fence.proxy.async` before a wgmma reads them.
//!   Overwriting a byte that another thread read since the last barrier is a race, as for a store
//!   by the issuing thread (strict: a wgmma's reads count as several threads'). A copy into a
//!   byte a wgmma in flight reads or a cp.async in flight writes is an error.
//! - A program may end with copies never waited for and barriers mid-phase.
//! - The state is allocated by the first mbarrier instruction of a launch; programs without
//!   them pay one branch per shared access.

use super::{Arg, Exec, Fault, Memory, SHARED_BASE};
use std::ops::Range;
use tessera_isel::ptx::{Extent, RowLen, TensorMap};

/// A tensor map resolved against the launch's arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TensorView {
    /// The buffer's address in the simulated global memory.
    pub base: u64,
    /// Elements to a row.
    pub row_len: u64,
    /// The view's columns (`row_len` unless a mask bounds them).
    pub cols: u64,
    /// Whole rows the buffer holds; with planes, the rows of one plane (the row bound).
    pub rows: u64,
    /// With planes (`TensorMap::planes`): how many, the last perhaps partial.
    pub planes: Option<u64>,
    pub elem_bytes: u32,
    /// [columns, rows] of the box a copy moves.
    pub box_dims: [u32; 2],
}

/// Resolves map `k` of `maps` against `args`: an error for what the host could not encode.
pub(super) fn resolve_maps(maps: &[TensorMap], args: &[Arg]) -> Result<Vec<TensorView>, String> {
    maps.iter()
        .enumerate()
        .map(|(k, m)| {
            let Some(Arg::Buffer(b)) = args.get(m.buffer) else {
                return Err(format!("tensor map {k}: parameter {} is not a buffer", m.buffer));
            };
            let row_len = match m.row_len {
                RowLen::Const(n) => n as i64,
                RowLen::Param(j) => match args.get(j) {
                    Some(Arg::Scalar(c)) if c.dtype == tessera_ir::DType::I32 => c.bits as u32 as i32 as i64,
                    _ => return Err(format!("tensor map {k}: row length parameter {j} is not an i32 scalar")),
                },
            };
            if !matches!(m.elem_bytes, 1 | 2 | 4 | 8) {
                return Err(format!("tensor map {k}: elements of {} bytes", m.elem_bytes));
            }
            // A bound below 1 makes an empty view whatever the row length and the buffer are
            // (the loads' masks hold nowhere), as the runtime encodes it.
            let empty = m.extent.iter().any(|&e| match e {
                Extent::Param(j) => matches!(args.get(j), Some(Arg::Scalar(c)) if (c.bits as u32 as i32) < 1),
                _ => false,
            });
            if empty && m.box_dims.iter().all(|&d| (1..=256).contains(&d)) {
                let base = super::buffer_base(m.buffer);
                let planes = m.planes.then_some(0);
                return Ok(TensorView {
                    base,
                    row_len: 1,
                    cols: 0,
                    rows: 0,
                    planes,
                    elem_bytes: m.elem_bytes,
                    box_dims: m.box_dims,
                });
            }
            if row_len <= 0 {
                return Err(format!("tensor map {k}: rows of {row_len} elements"));
            }
            let row_bytes = row_len as u64 * m.elem_bytes as u64;
            if !row_bytes.is_multiple_of(16) {
                return Err(format!(
                    "tensor map {k}: rows of {row_bytes} bytes; the copy engine needs a multiple of 16"
                ));
            }
            if m.box_dims.iter().any(|&d| d == 0 || d > 256) {
                return Err(format!("tensor map {k}: a box of {:?}; each side must be 1 to 256", m.box_dims));
            }
            let bound = |e: Extent, whole: u64| -> Result<u64, String> {
                match e {
                    Extent::Whole => Ok(whole),
                    Extent::Const(n) if n >= 1 => Ok(n as u64),
                    // A bound below 1: an empty view, every element outside (zeros), as the
                    // runtime encodes it.
                    Extent::Param(j) => match args.get(j) {
                        Some(Arg::Scalar(c)) if c.dtype == tessera_ir::DType::I32 => {
                            Ok((c.bits as u32 as i32).max(0) as u64)
                        }
                        _ => Err(format!("tensor map {k}: bound parameter {j} is not an i32 scalar")),
                    },
                    Extent::Const(_) => Err(format!("tensor map {k}: a bound of 0")),
                }
            };
            let rows = bound(m.extent[1], b.data.len() as u64 / row_bytes)?;
            let planes = match (m.planes, m.extent[1]) {
                (false, _) => None,
                (true, Extent::Whole) => return Err(format!("tensor map {k}: planes without a row bound")),
                (true, _) if rows == 0 => Some(0),
                (true, _) => Some((b.data.len() as u64).div_ceil(rows * row_bytes)),
            };
            Ok(TensorView {
                base: super::buffer_base(m.buffer),
                row_len: row_len as u64,
                cols: bound(m.extent[0], row_len as u64)?,
                rows,
                planes,
                elem_bytes: m.elem_bytes,
                box_dims: m.box_dims,
            })
        })
        .collect()
}

/// What a shared byte is to this bookkeeping.
#[derive(Copy, Clone, Default, PartialEq, Eq)]
enum Tag {
    #[default]
    Free,
    /// Part of barrier record `.0`.
    Barrier(u32),
    /// Written by a bulk copy that completed on `phase` of record `barrier`.
    Landed { barrier: u32, phase: u32 },
}

/// One initialisation of a barrier.
struct Barrier {
    addr: u64,
    count: u32,
    /// Arrivals the current phase still needs.
    pending: u32,
    /// Bytes announced by `expect_tx` minus bytes of copies completed, in the current phase.
    tx: i64,
    /// Phases completed.
    phase: u32,
    init_thread: u32,
    /// The barrier epoch of the init, and of the initialising thread's fence after it.
    init_epoch: u32,
    fence_epoch: Option<u32>,
    /// Per thread: phases it has seen complete (by a successful wait).
    waited: Vec<u32>,
}

/// One program's barriers and copied bytes.
pub(super) struct Tma {
    tags: Vec<Tag>,
    barriers: Vec<Barrier>,
}

const NO_WAIT: &str = "a missing mbarrier wait";

impl Tma {
    /// Forgets everything: a new program starts.
    pub(super) fn reset(&mut self) {
        self.tags.fill(Tag::Free);
        self.barriers.clear();
    }

    /// Checks that threads `who` may access shared bytes `off..off + len` (`how`: "reads",
    /// "writes", ...): none is a barrier's, and each that a copy wrote was waited for by all.
    pub(super) fn check_access(&self, who: Range<u32>, off: usize, len: usize, how: &str) -> Result<(), String> {
        let several = who.len() > 1;
        for k in off..off + len {
            match self.tags.get(k).copied().unwrap_or_default() {
                Tag::Free => {}
                Tag::Barrier(id) => {
                    return Err(format!(
                        "{how} shared memory byte {k}, part of the mbarrier at shared address {:#x} (only mbarrier instructions may touch it)",
                        self.barriers[id as usize].addr
                    ))
                }
                Tag::Landed { barrier, phase } => {
                    let b = &self.barriers[barrier as usize];
                    if let Some(t) = who.clone().find(|&t| b.waited.get(t as usize).is_none_or(|&w| w <= phase)) {
                        let whom = if several { format!(" (thread {t} did not wait)") } else { String::new() };
                        return Err(format!(
                            "{how} shared memory byte {k}, which a bulk copy wrote, before waiting on its mbarrier phase (phase {phase} of the mbarrier at shared address {:#x}){whom} ({NO_WAIT})",
                            b.addr
                        ));
                    }
                }
            }
        }
        Ok(())
    }

    /// Shared bytes `off..off + len` were overwritten by an ordinary store or a cp.async.
    pub(super) fn clear(&mut self, off: usize, len: usize) {
        if let Some(s) = self.tags.get_mut(off..off + len) {
            s.fill(Tag::Free);
        }
    }

    /// Completes the current phase of record `id` if nothing is pending.
    fn try_complete(&mut self, id: usize) {
        let b = &mut self.barriers[id];
        if b.pending == 0 && b.tx == 0 {
            b.phase += 1;
            b.pending = b.count;
        }
    }
}

impl Memory<'_> {
    fn tma_state(&mut self) -> &mut Tma {
        let n = self.shared.len();
        self.tma.get_or_insert_with(|| Box::new(Tma { tags: vec![Tag::Free; n], barriers: Vec::new() }))
    }

    /// The offset of 8 bytes at `addr` for an mbarrier, checked.
    fn barrier_range(&self, addr: u64, what: &str) -> Result<usize, String> {
        if !addr.is_multiple_of(8) {
            return Err(format!("{what} shared address {addr:#x}: an mbarrier must be aligned to 8 bytes"));
        }
        let off = addr.wrapping_sub(SHARED_BASE);
        if addr < SHARED_BASE || off.checked_add(8).is_none_or(|e| e > self.shared.len() as u64) {
            return Err(format!(
                "{what} shared address {addr:#x}: outside shared memory ({} bytes), where no mbarrier can be",
                self.shared.len()
            ));
        }
        Ok(off as usize)
    }

    /// The record of the barrier at `addr`, used by thread `t` (`what`: "arrives on", ...):
    /// it must exist and its init be published to `t` (see the module docs; `wait`: only a
    /// barrier after the init is needed).
    fn barrier_for(&mut self, t: u32, addr: u64, what: &str, wait: bool) -> Result<usize, String> {
        let off = self.barrier_range(addr, what)?;
        let epoch = self.epoch;
        let tma = self.tma_state();
        let Tag::Barrier(id) = tma.tags[off] else {
            return Err(format!("{what} shared address {addr:#x}, where no mbarrier was initialised"));
        };
        let b = &tma.barriers[id as usize];
        let i = b.init_thread;
        if wait {
            if t != i && b.init_epoch == epoch {
                return Err(format!(
                    "{what} the mbarrier at shared address {addr:#x}, initialised by thread {i} with no bar.sync since (a missing bar.sync after mbarrier.init)"
                ));
            }
            return Ok(id as usize);
        }
        match b.fence_epoch {
            None => Err(format!(
                "{what} the mbarrier at shared address {addr:#x}, whose mbarrier.init by thread {i} no fence.mbarrier_init followed (a missing fence.mbarrier_init)"
            )),
            Some(e) if t != i && e == epoch => Err(format!(
                "{what} the mbarrier at shared address {addr:#x}, initialised and fenced by thread {i} with no bar.sync since (a missing bar.sync after fence.mbarrier_init)"
            )),
            Some(_) => Ok(id as usize),
        }
    }

    fn mbarrier_init(&mut self, t: u32, threads: u32, addr: u64, count: u32) -> Result<(), String> {
        let what = "mbarrier.init at";
        let off = self.barrier_range(addr, what)?;
        if count == 0 {
            return Err(format!("{what} shared address {addr:#x} with a count of 0 arrivals"));
        }
        self.not_in_flight(off, 8, "initialised as an mbarrier")?;
        if let Some(m) = self.mma.as_deref() {
            m.check_shared_write(off, 8, "initialised as an mbarrier")?;
        }
        let epoch = self.epoch;
        let tma = self.tma_state();
        if let Tag::Barrier(id) = tma.tags[off] {
            let b = &tma.barriers[id as usize];
            if b.pending != b.count || b.tx != 0 {
                return Err(format!(
                    "{what} shared address {addr:#x} re-initialises an mbarrier whose phase {} is in progress ({} of {} arrivals pending, transaction count {})",
                    b.phase, b.pending, b.count, b.tx
                ));
            }
        } else {
            tma.check_access(t..t + 1, off, 8, "mbarrier.init over")?;
        }
        let id = tma.barriers.len() as u32;
        tma.barriers.push(Barrier {
            addr,
            count,
            pending: count,
            tx: 0,
            phase: 0,
            init_thread: t,
            init_epoch: epoch,
            fence_epoch: None,
            waited: vec![0; threads as usize],
        });
        tma.tags[off..off + 8].fill(Tag::Barrier(id));
        Ok(())
    }

    fn mbarrier_fence_init(&mut self, t: u32) {
        let epoch = self.epoch;
        if let Some(tma) = self.tma.as_deref_mut() {
            // The first fence after an init publishes it; later ones change nothing.
            for b in tma.barriers.iter_mut().filter(|b| b.init_thread == t && b.fence_epoch.is_none()) {
                b.fence_epoch = Some(epoch);
            }
        }
    }

    fn mbarrier_arrive(&mut self, t: u32, addr: u64, tx: u32) -> Result<(), String> {
        let id = self.barrier_for(t, addr, "arrives on", false)?;
        let tma = self.tma_state();
        let b = &mut tma.barriers[id];
        if b.pending == 0 {
            return Err(format!(
                "arrives on the mbarrier at shared address {addr:#x}, whose phase {} has no arrivals pending (count {}, transaction count {})",
                b.phase, b.count, b.tx
            ));
        }
        b.tx += tx as i64;
        b.pending -= 1;
        tma.try_complete(id);
        Ok(())
    }

    fn mbarrier_wait(&mut self, t: u32, addr: u64, parity: u64) -> Result<(), String> {
        if parity > 1 {
            return Err(format!("mbarrier wait for parity {parity}: must be 0 or 1"));
        }
        let id = self.barrier_for(t, addr, "waits on", true)?;
        let b = &mut self.tma_state().barriers[id];
        if (b.phase as u64 % 2) == parity {
            return Err(format!(
                "waits for the phase of parity {parity} of the mbarrier at shared address {addr:#x}, which never completes (a missing arrival or copy): phase {} has {} of {} arrivals pending and transaction count {}, and every copy completed when issued",
                b.phase, b.pending, b.count, b.tx
            ));
        }
        if let Some(w) = b.waited.get_mut(t as usize) {
            *w = (*w).max(b.phase);
        }
        Ok(())
    }

    /// Thread `t`'s bulk copy: `writes` are (shared address, value) of `elem` bytes each; then
    /// `tx` bytes of transactions complete on the barrier at `bar`.
    fn bulk_copy(&mut self, t: u32, bar: u64, writes: &[(u64, u64)], elem: u64, tx: u64) -> Result<(), String> {
        let id = self.barrier_for(t, bar, "cp.async.bulk.tensor completes on", false)?;
        let phase = self.tma_state().barriers[id].phase;
        let how = "written by cp.async.bulk.tensor";
        for &(addr, v) in writes {
            if !addr.is_multiple_of(elem) {
                return Err(format!("internal: a bulk copy's element at misaligned {addr:#x}"));
            }
            let off = self.shared_range(addr, elem, "cp.async.bulk.tensor writes")?;
            let len = elem as usize;
            self.not_in_flight(off, elem, how)?;
            if let Some(m) = self.mma.as_deref_mut() {
                m.check_shared_write(off, len, how)?;
                m.async_written(off, len);
            }
            if let Some(tma) = self.tma.as_deref() {
                tma.check_access(t..t + 1, off, len, "cp.async.bulk.tensor overwrites")?;
            }
            if self.check_shared {
                for k in off..off + len {
                    let s = &mut self.state[k];
                    if s.r_epoch == self.epoch && s.reader != t {
                        let who = if s.reader == u32::MAX {
                            "other threads".to_string()
                        } else {
                            format!("thread {}", s.reader)
                        };
                        return Err(format!(
                            "shared memory byte {k} read by {who} and then written by a bulk copy of thread {t} with no barrier between (a race)"
                        ));
                    }
                    // The async proxy's write: ordered by the barrier, not one thread's.
                    s.written = true;
                    s.w_epoch = 0;
                }
            }
            self.shared[off..off + len].copy_from_slice(&v.to_le_bytes()[..len]);
            self.tma_state().tags[off..off + len].fill(Tag::Landed { barrier: id as u32, phase });
        }
        let tma = self.tma_state();
        tma.barriers[id].tx -= tx as i64;
        tma.try_complete(id);
        Ok(())
    }
}

impl Exec<'_, '_> {
    /// Tensor map `k` of the launch, resolved.
    pub fn tensor_map(&self, k: u32) -> Result<TensorView, Fault> {
        let n = self.mem.maps.len();
        self.mem.maps.get(k as usize).copied().ok_or_else(|| {
            Fault::new(format!("cp.async.bulk.tensor uses tensor map {k}, but the launch has {n} tensor maps"))
        })
    }

    /// `mbarrier.init` by thread `t` of the 8 bytes at `addr`, for `count` arrivals a phase.
    pub fn mbarrier_init(&mut self, t: u32, addr: u64, count: u32) -> Result<(), Fault> {
        let threads = self.threads;
        self.mem.mbarrier_init(t, threads, addr, count).map_err(|m| Fault::at(t, m))
    }

    /// `fence.mbarrier_init` by thread `t`: its inits so far are published (see the module docs).
    pub fn mbarrier_fence_init(&mut self, t: u32) {
        self.mem.mbarrier_fence_init(t)
    }

    /// `mbarrier.arrive.expect_tx` by thread `t` on the barrier at `addr`.
    pub fn mbarrier_arrive_expect_tx(&mut self, t: u32, addr: u64, bytes: u32) -> Result<(), Fault> {
        self.mem.mbarrier_arrive(t, addr, bytes).map_err(|m| Fault::at(t, m))
    }

    /// Thread `t` waits for the phase of parity `parity` of the barrier at `addr`.
    pub fn mbarrier_wait(&mut self, t: u32, addr: u64, parity: u64) -> Result<(), Fault> {
        self.mem.mbarrier_wait(t, addr, parity).map_err(|m| Fault::at(t, m))
    }

    /// Thread `t`'s bulk copy into shared memory: `writes` are (shared address, value) of
    /// `elem_bytes` each (aligned); it then completes `tx` bytes of transactions on the barrier
    /// at `bar` (see the module docs for the checks).
    pub fn bulk_copy_to_shared(
        &mut self,
        t: u32,
        bar: u64,
        writes: &[(u64, u64)],
        elem_bytes: u32,
        tx: u64,
    ) -> Result<(), Fault> {
        self.mem.bulk_copy(t, bar, writes, elem_bytes as u64, tx).map_err(|m| Fault::at(t, m))
    }
}
