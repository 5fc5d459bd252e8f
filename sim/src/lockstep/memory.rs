//! The launch's memory: global buffers at fake addresses (checked against exactly one buffer's
//! bytes), one program's shared memory with its per-byte state for the race and unwritten-read
//! checks, `cp.async` copies in flight per thread and group, and the named barriers' phases
//! and event log (replayed at the end of a program to find orders that deadlock on the GPU).

use super::async_mma::AsyncMma;
use super::tma::{TensorView, Tma};
use super::{buffer_base, MemSpace, SHARED_BASE};
use tessera_ir::interp::{Arg, Buffer};

/// Per-byte state of shared memory for the checks: written at all, last writer and last reader
/// in the current barrier epoch.
#[derive(Copy, Clone, Default)]
pub(super) struct ByteState {
    pub(super) written: bool,
    pub(super) w_epoch: u32,
    pub(super) writer: u32,
    pub(super) r_epoch: u32,
    /// The reading thread, or `u32::MAX` for several.
    pub(super) reader: u32,
    /// The named phases of the epoch completed before the last write (`Memory::phases`).
    pub(super) w_phase: u32,
}

/// The threads of a named-barrier phase, as a set (programs have at most 1024 threads).
pub(super) type Members = [u64; 16];

/// An asynchronous copy to shared memory in flight: the bytes it will write (read from global
/// memory when it was issued; zeros past its source size) and where.
pub(super) struct AsyncCopy {
    pub(super) addr: u64,
    pub(super) data: [u8; 16],
    pub(super) len: u64,
}

/// One thread's asynchronous copies: committed groups (oldest first) and the open group.
#[derive(Default)]
pub(super) struct AsyncQueue {
    pub(super) groups: std::collections::VecDeque<Vec<AsyncCopy>>,
    pub(super) open: Vec<AsyncCopy>,
}

/// The launch's memory: global buffers at fake addresses, one program's shared memory.
pub(super) struct Memory<'a> {
    pub(super) args: &'a mut [Arg],
    pub(super) names: &'a [String],
    pub(super) shared: Vec<u8>,
    pub(super) state: Vec<ByteState>,
    /// Per shared byte: asynchronous copies in flight into it.
    pub(super) in_flight: Vec<u16>,
    /// Per thread: its asynchronous copies not yet waited for.
    pub(super) async_queues: Vec<AsyncQueue>,
    /// Per thread: its bulk reductions whose reads it has not waited for (`bulk`).
    pub(super) bulk: Vec<super::bulk::BulkQueue>,
    /// Per shared byte: bulk reductions that may still read it.
    pub(super) bulk_reading: Vec<u16>,
    /// Per shared byte: the barrier epoch and the thread of the last wait that retired a bulk
    /// reduction's read of it (another thread may write it only after a barrier).
    pub(super) bulk_freed: Vec<(u32, u32)>,
    /// Barrier epoch, starting at 1 (0 means "never").
    pub(super) epoch: u32,
    pub(super) check_shared: bool,
    pub(super) reads: u64,
    /// Asynchronous matrix operations' state, for code that has them.
    pub(super) mma: Option<Box<AsyncMma>>,
    /// Barriers and bulk-copied bytes, from the first mbarrier instruction on.
    pub(super) tma: Option<Box<Tma>>,
    /// The launch's tensor maps, resolved.
    pub(super) maps: Vec<TensorView>,
    /// Named barriers 1 to 15: the arrivals of the phase in progress and its thread count.
    pub(super) named: [(u32, u32); 16],
    /// Per named barrier: the threads of the phase in progress, and whether all of them wait.
    pub(super) named_members: [(Members, bool); 16],
    /// The named phases completed in this barrier epoch in which every thread waited
    /// (`bar.sync id, n` by all of them): such a phase orders its threads' shared accesses as
    /// a program barrier orders everyone's, so a byte written before it by one of them may be
    /// read after it by another (a warpgroup's own barrier before its dot reads what its
    /// threads stored). Cleared with each new epoch.
    pub(super) phases: Vec<Members>,
    /// Per thread, from the first named-barrier arrival of the program on: its barrier events
    /// in program order (barrier id, 0 for the program's, its thread count, whether it waits),
    /// replayed at the end under the barriers' own rule to find a deadlock (`named_replay`).
    pub(super) barrier_log: Vec<Vec<(u8, u32, bool)>>,
}

/// Whether one of the named phases completed since the write that left `phases[from..]` (all
/// threads waiting) had `writer` and every thread of `readers` among its threads.
pub(super) fn synced(phases: &[Members], from: u32, writer: u32, readers: std::ops::Range<u32>) -> bool {
    let has = |m: &Members, t: u32| m[(t / 64) as usize] >> (t % 64) & 1 == 1;
    phases.get(from as usize..).unwrap_or(&[]).iter().any(|m| has(m, writer) && readers.clone().all(|t| has(m, t)))
}

impl Memory<'_> {
    /// Replays every thread's barrier events (`barrier_log`) as the GPU would run them, each
    /// thread on its own: an arrival counts towards its barrier's phase, and a waiting thread
    /// goes on once that phase has its threads. Lockstep execution passes every `bar.sync` at
    /// once; this finds the orders that cannot happen, such as a warpgroup that takes its turn
    /// before handing the other one its own, where every thread would wait for ever.
    pub(super) fn named_replay(&self) -> Result<(), String> {
        if self.barrier_log.iter().all(Vec::is_empty) {
            return Ok(());
        }
        let n = self.barrier_log.len();
        let (mut at, mut waiting) = (vec![0usize; n], vec![None::<(u8, u64)>; n]);
        let mut bars = [(0u32, 0u64); 16];
        let mut moved = true;
        while moved {
            moved = false;
            for t in 0..n {
                if let Some((id, phase)) = waiting[t] {
                    if bars[id as usize].1 == phase {
                        continue;
                    }
                    waiting[t] = None;
                }
                while let Some(&(id, count, waits)) = self.barrier_log[t].get(at[t]) {
                    let b = &mut bars[id as usize];
                    let phase = b.1;
                    b.0 += 1;
                    if b.0 == count {
                        *b = (0, phase + 1);
                    }
                    at[t] += 1;
                    moved = true;
                    if waits && b.1 == phase {
                        waiting[t] = Some((id, phase));
                        break;
                    }
                }
            }
        }
        match (0..n).find_map(|t| waiting[t].map(|(id, _)| (t, id))) {
            Some((t, id)) => Err(format!(
                "thread {t} waits at barrier {id} for ever when the threads run on their own: its barriers deadlock (a warpgroup waits for its turn before handing over the other's)"
            )),
            None => Ok(()),
        }
    }

    pub(super) fn named_settled(&self, place: &str) -> Result<(), String> {
        match self.named.iter().enumerate().find(|(_, s)| s.0 > 0) {
            Some((id, s)) => Err(format!(
                "named barrier {id} has {} of the {} threads of a phase {place}: the others never arrive, and on the GPU its waiting threads would hang (a divergent barrier)",
                s.0, s.1
            )),
            None => Ok(()),
        }
    }

    pub(super) fn name(&self, i: usize) -> String {
        self.names.get(i).map_or_else(|| format!("buffer {i}"), |n| format!("%{n}"))
    }

    /// The buffer index and byte offset of `len` bytes at `addr`, checked.
    pub(super) fn global(&mut self, addr: u64, len: u64, what: &str) -> Result<(&mut Buffer, usize), String> {
        let hi = addr >> 40;
        let i = hi.saturating_sub(1) as usize;
        let name = self.name(i);
        match self.args.get_mut(i) {
            Some(Arg::Buffer(b)) if hi >= 1 => {
                let base = buffer_base(i);
                let off = addr - base;
                let blen = b.data.len() as u64;
                if off.checked_add(len).is_none_or(|end| end > blen) {
                    let eb = b.dtype.bytes() as u64;
                    return Err(format!(
                        "{what} {len} bytes at {addr:#x}: {name} byte {off} (element {}), out of bounds ({} elements, {blen} bytes)",
                        off / eb.max(1),
                        b.len()
                    ));
                }
                Ok((b, off as usize))
            }
            _ => Err(format!("{what} {len} bytes at {addr:#x}, where there is no buffer (out of bounds)")),
        }
    }

    pub(super) fn shared_range(&self, addr: u64, len: u64, what: &str) -> Result<usize, String> {
        let off = addr.wrapping_sub(SHARED_BASE);
        let n = self.shared.len() as u64;
        if addr < SHARED_BASE || off.checked_add(len).is_none_or(|e| e > n) {
            return Err(format!(
                "{what} {len} bytes at shared address {addr:#x}: out of bounds ({n} bytes of shared memory)"
            ));
        }
        Ok(off as usize)
    }

    pub(super) fn read(&mut self, space: MemSpace, thread: u32, addr: u64, len: u64) -> Result<u64, String> {
        if !matches!(len, 1 | 2 | 4 | 8) {
            return Err(format!("internal: a {len}-byte access"));
        }
        if !addr.is_multiple_of(len) {
            return Err(format!("reads {len} bytes at misaligned address {addr:#x}"));
        }
        let mut raw = [0u8; 8];
        match space {
            MemSpace::Global => {
                let (b, off) = self.global(addr, len, "reads")?;
                raw[..len as usize].copy_from_slice(&b.data[off..off + len as usize]);
            }
            MemSpace::Shared => {
                self.reads += 1;
                let off = self.shared_range(addr, len, "reads")?;
                self.not_in_flight(off, len, "read")?;
                if let Some(b) = self.tma.as_deref() {
                    b.check_access(thread..thread + 1, off, len as usize, "reads")?;
                }
                if self.check_shared {
                    for k in off..off + len as usize {
                        let s = &mut self.state[k];
                        if !s.written {
                            return Err(format!(
                                "shared memory byte {k} read before any thread of this program wrote it"
                            ));
                        }
                        if s.w_epoch == self.epoch
                            && s.writer != thread
                            && !synced(&self.phases, s.w_phase, s.writer, thread..thread + 1)
                        {
                            return Err(format!(
                                "shared memory byte {k} written by thread {} and read by thread {thread} with no barrier between (a race)",
                                s.writer
                            ));
                        }
                        if s.r_epoch == self.epoch && s.reader != thread {
                            s.reader = u32::MAX;
                        } else {
                            s.r_epoch = self.epoch;
                            s.reader = thread;
                        }
                    }
                }
                raw[..len as usize].copy_from_slice(&self.shared[off..off + len as usize]);
            }
        }
        Ok(u64::from_le_bytes(raw))
    }

    pub(super) fn write(&mut self, space: MemSpace, thread: u32, addr: u64, len: u64, v: u64) -> Result<(), String> {
        if !matches!(len, 1 | 2 | 4 | 8) {
            return Err(format!("internal: a {len}-byte access"));
        }
        if !addr.is_multiple_of(len) {
            return Err(format!("writes {len} bytes at misaligned address {addr:#x}"));
        }
        let bytes = v.to_le_bytes();
        match space {
            MemSpace::Global => {
                let (b, off) = self.global(addr, len, "writes")?;
                b.data[off..off + len as usize].copy_from_slice(&bytes[..len as usize]);
            }
            MemSpace::Shared => {
                let off = self.shared_range(addr, len, "writes")?;
                self.not_in_flight(off, len, "written")?;
                self.not_bulk_read(thread, off, len)?;
                if let Some(b) = self.tma.as_deref_mut() {
                    b.check_access(thread..thread + 1, off, len as usize, "writes")?;
                    b.clear(off, len as usize);
                }
                if let Some(m) = self.mma.as_deref_mut() {
                    m.check_shared_write(off, len as usize, "written")?;
                    m.generic_written(thread, off, len as usize);
                }
                if self.check_shared {
                    for k in off..off + len as usize {
                        let s = &mut self.state[k];
                        if s.r_epoch == self.epoch && s.reader != thread {
                            let who = if s.reader == u32::MAX {
                                "other threads".to_string()
                            } else {
                                format!("thread {}", s.reader)
                            };
                            return Err(format!(
                                "shared memory byte {k} read by {who} and then written by thread {thread} with no barrier between (a race)"
                            ));
                        }
                        s.written = true;
                        s.w_epoch = self.epoch;
                        s.writer = thread;
                        s.w_phase = self.phases.len() as u32;
                    }
                }
                self.shared[off..off + len as usize].copy_from_slice(&bytes[..len as usize]);
            }
        }
        Ok(())
    }
}

impl Memory<'_> {
    pub(super) fn not_in_flight(&self, off: usize, len: u64, what: &str) -> Result<(), String> {
        match (off..off + len as usize).find(|&k| self.in_flight.get(k).is_some_and(|&n| n > 0)) {
            Some(k) => Err(format!(
                "shared memory byte {k} {what} while an asynchronous copy into it is in flight (a missing cp.async.wait_group)"
            )),
            None => Ok(()),
        }
    }

    /// Starts thread `thread`'s copy of `len` bytes (4, 8 or 16) from global `src` to shared
    /// `dst`, of which the first `src_len` come from `src` and the rest are zeros. The source is
    /// read now; the destination is written when the thread waits for the copy's group.
    pub(super) fn copy_async(&mut self, thread: u32, dst: u64, src: u64, len: u64, src_len: u64) -> Result<(), String> {
        if !matches!(len, 4 | 8 | 16) || src_len > len {
            return Err(format!("internal: an asynchronous copy of {src_len} of {len} bytes"));
        }
        if !dst.is_multiple_of(len) || !src.is_multiple_of(len) {
            return Err(format!("copies {len} bytes asynchronously from {src:#x} to {dst:#x}: misaligned"));
        }
        let off = self.shared_range(dst, len, "copies into")?;
        if let Some(m) = self.mma.as_deref() {
            m.check_shared_write(off, len as usize, "copied into asynchronously")?;
        }
        if let Some(b) = self.tma.as_deref() {
            b.check_access(thread..thread + 1, off, len as usize, "cp.async copies into")?;
        }
        let mut data = [0u8; 16];
        if src_len > 0 {
            let (b, o) = self.global(src, src_len, "copies from")?;
            data[..src_len as usize].copy_from_slice(&b.data[o..o + src_len as usize]);
        }
        for k in off..off + len as usize {
            self.in_flight[k] += 1;
        }
        self.async_queues[thread as usize].open.push(AsyncCopy { addr: dst, data, len });
        Ok(())
    }

    pub(super) fn commit_async(&mut self, thread: u32) {
        let q = &mut self.async_queues[thread as usize];
        let open = std::mem::take(&mut q.open);
        q.groups.push_back(open);
    }

    /// Completes thread `thread`'s committed groups but the newest `pending`: their bytes are
    /// written, as the thread's writes.
    pub(super) fn wait_async(&mut self, thread: u32, pending: usize) -> Result<(), String> {
        while self.async_queues[thread as usize].groups.len() > pending {
            let group = self.async_queues[thread as usize].groups.pop_front().unwrap_or_default();
            for c in group {
                let off = (c.addr - SHARED_BASE) as usize;
                for k in off..off + c.len as usize {
                    self.in_flight[k] -= 1;
                }
                for half in 0..c.len.div_ceil(8) {
                    let n = (c.len - 8 * half).min(8);
                    let mut w = [0u8; 8];
                    w[..n as usize].copy_from_slice(&c.data[8 * half as usize..(8 * half + n) as usize]);
                    self.write(MemSpace::Shared, thread, c.addr + 8 * half, n, u64::from_le_bytes(w))?;
                }
            }
        }
        Ok(())
    }
}
