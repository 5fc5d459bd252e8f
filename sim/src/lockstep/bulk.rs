//! The copy engine's bulk reductions of shared into global memory (`cp.reduce.async.bulk`),
//! as the program sees them: per thread, groups of reductions whose shared bytes count as
//! being read from the issue until the thread waits for the group's reads
//! (`cp.async.bulk.wait_group.read`).
//!
//! At the issue the reduction reads its shared bytes, which must have been written by this
//! program (another thread's bytes with a barrier after the write, like any read) and fenced to
//! the async proxy (`fence.proxy.async` after the write, as for a `wgmma` operand), and adds
//! them into global memory element by element. Any write of those bytes before the issuing
//! thread's wait is an error (the GPU's copy engine may still be reading them), and so is a
//! program that ends with reductions not waited for (its shared memory is freed while they
//! read it). Their writes of global memory need no wait: nothing in the program reads them
//! (the updates are atomic and their old values unread).

use super::{MemSpace, Memory};
use std::collections::VecDeque;

/// One thread's bulk reductions: committed groups (oldest first) and the open one, each a list
/// of the shared byte ranges `(offset, len)` they read.
#[derive(Default)]
pub(super) struct BulkQueue {
    groups: VecDeque<Vec<(usize, usize)>>,
    open: Vec<(usize, usize)>,
}

const MISSING_WAIT: &str = "(a missing cp.async.bulk.wait_group.read)";

impl Memory<'_> {
    /// Thread `thread`'s reduction of `len` shared bytes at `saddr` into global `gaddr`, in
    /// elements of `eb` bytes combined by `add(old, value)` (`None`: not a reduction the
    /// simulator knows).
    pub(super) fn bulk_reduce(
        &mut self,
        thread: u32,
        (gaddr, saddr, len): (u64, u64, u64),
        eb: u64,
        add: &dyn Fn(u64, u64) -> Option<u64>,
    ) -> Result<(), String> {
        if len == 0 || !len.is_multiple_of(16) || !gaddr.is_multiple_of(16) || !saddr.is_multiple_of(16) {
            return Err(format!(
                "a bulk reduction of {len} bytes from {saddr:#x} to {gaddr:#x}: addresses 16-byte aligned and sizes multiples of 16 (misaligned)"
            ));
        }
        let off = self.shared_range(saddr, len, "bulk-reduces from")?;
        self.not_in_flight(off, len, "read by a bulk reduction")?;
        for k in off..off + len as usize {
            if self.check_shared {
                let s = &mut self.state[k];
                if !s.written {
                    return Err(format!(
                        "shared memory byte {k} read by a bulk reduction before any thread of this program wrote it"
                    ));
                }
                if s.w_epoch == self.epoch && s.writer != thread {
                    return Err(format!(
                        "shared memory byte {k} written by thread {} and read by thread {thread}'s bulk reduction with no barrier between (a race)",
                        s.writer
                    ));
                }
                s.r_epoch = self.epoch;
                s.reader = u32::MAX;
            }
            if let Some(m) = self.mma.as_deref() {
                if let Some(w) = m.unfenced_writer(k) {
                    return Err(format!(
                        "a bulk reduction reads shared memory byte {k}, written by thread {w} with no fence.proxy.async after the write (a missing fence.proxy.async)"
                    ));
                }
            }
        }
        let data = self.shared[off..off + len as usize].to_vec();
        for (i, chunk) in data.chunks(eb as usize).enumerate() {
            let mut raw = [0u8; 8];
            raw[..chunk.len()].copy_from_slice(chunk);
            let at = gaddr + i as u64 * eb;
            let old = self.read(MemSpace::Global, thread, at, eb)?;
            let new =
                add(old, u64::from_le_bytes(raw)).ok_or("internal: a bulk reduction the simulator does not know")?;
            self.write(MemSpace::Global, thread, at, eb, new)?;
        }
        for k in off..off + len as usize {
            self.bulk_reading[k] += 1;
        }
        self.bulk[thread as usize].open.push((off, len as usize));
        Ok(())
    }

    pub(super) fn bulk_commit(&mut self, thread: u32) {
        let q = &mut self.bulk[thread as usize];
        let open = std::mem::take(&mut q.open);
        q.groups.push_back(open);
    }

    /// Thread `thread`'s groups but the newest `pending` have read their shared bytes, which
    /// the thread may write again at once and other threads after a barrier.
    pub(super) fn bulk_wait_read(&mut self, thread: u32, pending: usize) {
        while self.bulk[thread as usize].groups.len() > pending {
            for (off, len) in self.bulk[thread as usize].groups.pop_front().unwrap_or_default() {
                for k in off..off + len {
                    self.bulk_reading[k] -= 1;
                    self.bulk_freed[k] = (self.epoch, thread);
                }
            }
        }
    }

    /// Thread `thread` may write shared bytes `off..off + len`: no bulk reduction still reads
    /// them, and a barrier has passed since another thread waited for one that did.
    pub(super) fn not_bulk_read(&self, thread: u32, off: usize, len: u64) -> Result<(), String> {
        for k in off..off + len as usize {
            if self.bulk_reading.get(k).is_some_and(|&n| n > 0) {
                return Err(format!(
                    "shared memory byte {k} written while a bulk reduction still reads it {MISSING_WAIT}"
                ));
            }
            if let Some(&(e, t)) = self.bulk_freed.get(k) {
                if e == self.epoch && t != thread {
                    return Err(format!(
                        "shared memory byte {k} written by thread {thread} with no barrier since thread {t} waited for a bulk reduction's reads of it (a missing bar.sync after cp.async.bulk.wait_group.read)"
                    ));
                }
            }
        }
        Ok(())
    }

    /// At the end of the program: every thread has waited for its reductions' reads.
    pub(super) fn bulk_at_return(&self) -> Result<(), String> {
        match self.bulk.iter().position(|q| !q.groups.is_empty() || !q.open.is_empty()) {
            Some(t) => Err(format!(
                "thread {t}'s bulk reductions still read shared memory at the end of the program {MISSING_WAIT}"
            )),
            None => Ok(()),
        }
    }

    pub(super) fn bulk_reset(&mut self) {
        self.bulk.iter_mut().for_each(|q| *q = BulkQueue::default());
        self.bulk_reading.fill(0);
        self.bulk_freed.fill((0, 0));
    }
}
