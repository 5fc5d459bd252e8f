//! Asynchronous matrix operations (PTX's `wgmma`): the engine's bookkeeping of what such an
//! operation still owns after it has been issued, so that a missing fence or wait is an error
//! naming the instruction and thread instead of a silently wrong result.
//!
//! ```text
//!   issue (wgmma)        the target computes D now, reads its operands through
//!                        Exec::async_operand_load; Exec::async_mma_issue records the op:
//!                        D registers and operand bytes "in flight", in the open group
//!   commit               the open group is closed (pushed to `groups`, newest last)
//!   wait N               all committed groups but the newest N retire: D registers and
//!                        bytes are released (the open group is never retired by a wait)
//!   fence (wgmma.fence)  a new fence epoch: registers written before it may be accumulators
//!   proxy fence          a new proxy epoch: shared bytes written before it are visible to
//!                        the operations' operand reads
//! ```
//!
//! Model and decisions:
//! - The operations, their fences, commits and waits are unguarded, and control flow is
//!   uniform, so every thread of a program sees the same sequence of them: one queue per
//!   program stands for every thread's queue, and a register is in flight for all threads or
//!   none (counted per virtual register, not per thread).
//! - Any instruction but the operations themselves that reads or writes a register in flight is
//!   an error. An operation may take a register in flight as its accumulator input (the hardware
//!   chains accumulations of one shape in order); its own destinations then stay in flight until
//!   its group retires, and the earlier operation's until theirs does.
//! - Block arguments carry the state along: a parameter that receives a register in flight is in
//!   flight for the same operations (the copy is taken to be coalesced away, as it must be on the
//!   GPU; a register allocator that copies an accumulator in flight is not checked here), and
//!   the parameter's previous in-flight membership ends. The "written since the fence" mark
//!   travels the same way.
//! - A register written by an ordinary instruction since the last `wgmma.fence` (or with no
//!   fence in the program at all) may not be an operation's accumulator, input or destination
//!   (they are one set of registers on the GPU); the target asks
//!   [`Exec::async_mma_fence_check`]. Ordinary reads since the fence are not tracked.
//! - Shared bytes read by an operation not yet retired may not be written (store, landing or
//!   issued cp.async). The operation's reads count, for the race check, as reads by several
//!   threads: a byte written since the last barrier by any thread is a race, and writing a byte
//!   it read needs a barrier too (strict: the whole warpgroup reads).
//! - A shared byte written by an ordinary store, or by a cp.async when it lands, is invisible to
//!   the operations' reads until the next proxy fence (`fence.proxy.async`); reading it before is
//!   an error. The fence is unguarded and executed by all threads at once, so one epoch counter
//!   stands for every thread's.
//! - A program that returns with operations not retired (committed or not) is an error.
//! - All of this is allocated only for code that contains an operation
//!   ([`SimInst::is_async_mma`]); other code pays one branch per instruction, per shared store
//!   and per jump.

use super::{Exec, Fault, Memory, SimInst};
use std::collections::VecDeque;
use tessera_isel::vcode::{VCode, VReg};

/// One issued operation: the registers it will write and the shared bytes it reads.
struct MmaOp {
    /// Its destinations, and block parameters they were passed to, as register indices.
    regs: Vec<u32>,
    /// Shared byte offsets it reads (with repeats: counts are symmetric).
    bytes: Vec<u32>,
}

/// The state of one program's asynchronous matrix operations.
pub(super) struct AsyncMma {
    /// Per register: operations not yet retired that own it.
    reg_in_flight: Vec<u32>,
    /// Sum of `reg_in_flight`: zero lets every register check be skipped.
    regs_in_flight: usize,
    /// Per register: (fence epoch, thread) of its last ordinary write; epoch 0 is "never".
    last_write: Vec<(u32, u32)>,
    /// Starts at 1; each `wgmma.fence` adds one.
    fence_epoch: u32,
    /// Whether the program executed a fence yet.
    fenced: bool,
    /// Per shared byte: operations not yet retired that read it.
    shared_reads: Vec<u32>,
    /// Per shared byte: (proxy epoch, thread) of its last ordinary write; epoch 0 is "never".
    generic_write: Vec<(u32, u32)>,
    /// Starts at 1; each proxy fence adds one.
    proxy_epoch: u32,
    /// Bytes read so far by the operation being issued.
    issuing: Vec<u32>,
    /// Operations issued since the last commit.
    open: Vec<MmaOp>,
    /// Committed groups, oldest first.
    groups: VecDeque<Vec<MmaOp>>,
}

const IN_FLIGHT: &str = "a missing wgmma.wait_group";

impl AsyncMma {
    /// The state for `vcode`, or `None` when it has no asynchronous matrix operation.
    pub(super) fn for_code<I: SimInst>(vcode: &VCode<I>, nregs: usize, shared_bytes: usize) -> Option<Box<AsyncMma>> {
        let any = vcode.blocks.values().any(|b| b.insts.iter().any(|i| i.is_async_mma() || i.reads_async_proxy()));
        any.then(|| {
            Box::new(AsyncMma {
                reg_in_flight: vec![0; nregs],
                regs_in_flight: 0,
                last_write: vec![(0, 0); nregs],
                fence_epoch: 1,
                fenced: false,
                shared_reads: vec![0; shared_bytes],
                generic_write: vec![(0, 0); shared_bytes],
                proxy_epoch: 1,
                issuing: Vec::new(),
                open: Vec::new(),
                groups: VecDeque::new(),
            })
        })
    }

    /// Forgets everything: a new program starts.
    pub(super) fn reset(&mut self) {
        self.reg_in_flight.fill(0);
        self.regs_in_flight = 0;
        self.last_write.fill((0, 0));
        self.fence_epoch = 1;
        self.fenced = false;
        self.shared_reads.fill(0);
        self.generic_write.fill((0, 0));
        self.proxy_epoch = 1;
        self.issuing.clear();
        self.open.clear();
        self.groups.clear();
    }

    /// Whether any register is in flight (the register checks are needed at all).
    pub(super) fn regs_live(&self) -> bool {
        self.regs_in_flight > 0
    }

    /// Register `r` is owned by an operation not yet retired.
    pub(super) fn reg_busy(&self, r: VReg) -> bool {
        self.reg_in_flight.get(r.as_u32() as usize).is_some_and(|&n| n > 0)
    }

    /// The fault of an instruction that reads (`what` = "reads") or writes `r` in flight.
    pub(super) fn busy_fault(t: u32, r: VReg, what: &str) -> Fault {
        Fault::at(t, format!("{what} {r}, the accumulator of a wgmma still in flight ({IN_FLIGHT})"))
    }

    /// Thread `t` wrote `r` with an ordinary instruction; an error if `r` is in flight.
    pub(super) fn ordinary_write(&mut self, t: u32, r: VReg) -> Result<(), Fault> {
        let ri = r.as_u32() as usize;
        if self.reg_in_flight.get(ri).is_some_and(|&n| n > 0) {
            return Err(AsyncMma::busy_fault(t, r, "writes"));
        }
        if let Some(w) = self.last_write.get_mut(ri) {
            *w = (self.fence_epoch, t);
        }
        Ok(())
    }

    /// A block's parameters receive its arguments (a parallel copy): see the module docs.
    pub(super) fn pass_block_args(&mut self, args: &[VReg], params: &[VReg]) {
        let idx = |r: &VReg| r.as_u32() as usize;
        let marks: Vec<(u32, u32)> =
            args.iter().map(|a| self.last_write.get(idx(a)).copied().unwrap_or((0, 0))).collect();
        for (p, m) in params.iter().zip(marks) {
            if let Some(w) = self.last_write.get_mut(idx(p)) {
                *w = m;
            }
        }
        if self.regs_in_flight == 0 {
            return;
        }
        // (parameter, group index, op index) for every operation owning its argument; the open
        // group has index `groups.len()`.
        let n = self.groups.len();
        let mut adds = Vec::new();
        for (a, p) in args.iter().zip(params) {
            if !self.reg_busy(*a) {
                continue;
            }
            for (gi, ops) in self.groups.iter().chain(std::iter::once(&self.open)).enumerate() {
                for (oi, op) in ops.iter().enumerate() {
                    if op.regs.contains(&a.as_u32()) {
                        adds.push((p.as_u32(), gi, oi));
                    }
                }
            }
        }
        for p in params {
            if !self.reg_busy(*p) {
                continue;
            }
            for ops in self.groups.iter_mut().chain(std::iter::once(&mut self.open)) {
                for op in ops.iter_mut() {
                    if let Some(i) = op.regs.iter().position(|&r| r == p.as_u32()) {
                        op.regs.swap_remove(i);
                        self.reg_in_flight[idx(p)] -= 1;
                        self.regs_in_flight -= 1;
                    }
                }
            }
        }
        for (p, gi, oi) in adds {
            let op = if gi == n { &mut self.open[oi] } else { &mut self.groups[gi][oi] };
            if !op.regs.contains(&p) {
                op.regs.push(p);
                self.reg_in_flight[p as usize] += 1;
                self.regs_in_flight += 1;
            }
        }
    }

    /// Why the program may not end now, if it may not.
    pub(super) fn at_return(&self) -> Result<(), Fault> {
        if self.groups.is_empty() && self.open.is_empty() {
            return Ok(());
        }
        Err(Fault::new(format!(
            "the program ended with wgmma groups in flight ({} committed groups not waited for, {} wgmmas not committed) ({IN_FLIGHT})",
            self.groups.len(),
            self.open.len()
        )))
    }

    fn retire(&mut self, op: MmaOp) {
        for r in op.regs {
            self.reg_in_flight[r as usize] -= 1;
            self.regs_in_flight -= 1;
        }
        for b in op.bytes {
            self.shared_reads[b as usize] -= 1;
        }
    }

    /// Shared bytes `off..off + len` are about to be written by thread `thread` (`how`: "written",
    /// "copied into asynchronously"); only checks, see [`AsyncMma::generic_written`].
    pub(super) fn check_shared_write(&self, off: usize, len: usize, how: &str) -> Result<(), String> {
        match (off..off + len).find(|&k| self.shared_reads.get(k).is_some_and(|&n| n > 0)) {
            Some(k) => {
                Err(format!("shared memory byte {k} {how} while a wgmma still in flight reads it ({IN_FLIGHT})"))
            }
            None => Ok(()),
        }
    }

    /// Shared bytes `off..off + len` were written through the async proxy (a bulk copy): the
    /// operations may read them with no proxy fence.
    pub(super) fn async_written(&mut self, off: usize, len: usize) {
        if let Some(s) = self.generic_write.get_mut(off..off + len) {
            s.fill((0, 0));
        }
    }

    /// The thread whose ordinary write of shared byte `k` no proxy fence has followed yet.
    pub(super) fn unfenced_writer(&self, k: usize) -> Option<u32> {
        let (e, w) = self.generic_write[k];
        (e == self.proxy_epoch).then_some(w)
    }

    /// Thread `thread` wrote shared bytes `off..off + len` through the generic proxy.
    pub(super) fn generic_written(&mut self, thread: u32, off: usize, len: usize) {
        let e = self.proxy_epoch;
        if let Some(s) = self.generic_write.get_mut(off..off + len) {
            s.fill((e, thread));
        }
    }
}

impl Memory<'_> {
    /// Reads `len` bytes of shared memory at `addr` for the operation being issued by the
    /// warpgroup led by `thread` (see the module docs for the checks).
    fn read_async_operand(&mut self, thread: u32, addr: u64, len: u64) -> Result<u64, String> {
        if !matches!(len, 1 | 2 | 4 | 8) {
            return Err(format!("internal: a {len}-byte access"));
        }
        if !addr.is_multiple_of(len) {
            return Err(format!("wgmma reads {len} bytes at misaligned shared address {addr:#x}"));
        }
        self.reads += 1;
        let off = self.shared_range(addr, len, "wgmma reads")?;
        self.not_in_flight(off, len, "read by a wgmma")?;
        if let Some(b) = self.tma.as_deref() {
            b.check_access(thread..thread + 128, off, len as usize, "a wgmma of this warpgroup reads")?;
        }
        let Some(m) = self.mma.as_deref_mut() else {
            return Err("internal: a wgmma in code the simulator did not prepare for it".into());
        };
        for k in off..off + len as usize {
            if self.check_shared {
                let s = &mut self.state[k];
                if !s.written {
                    return Err(format!(
                        "shared memory byte {k} read by a wgmma before any thread of this program wrote it"
                    ));
                }
                if s.w_epoch == self.epoch
                    && !super::memory::synced(&self.phases, s.w_phase, s.writer, thread..thread + 128)
                {
                    return Err(format!(
                        "shared memory byte {k} written by thread {} and read by the wgmma of thread {thread}'s warpgroup with no barrier between (a race)",
                        s.writer
                    ));
                }
                s.r_epoch = self.epoch;
                s.reader = u32::MAX;
            }
            let (e, w) = m.generic_write[k];
            if e == m.proxy_epoch {
                return Err(format!(
                    "wgmma reads shared memory byte {k}, written by thread {w} with no fence.proxy.async after the write (a missing fence.proxy.async)"
                ));
            }
            m.issuing.push(k as u32);
        }
        let mut raw = [0u8; 8];
        raw[..len as usize].copy_from_slice(&self.shared[off..off + len as usize]);
        Ok(u64::from_le_bytes(raw))
    }
}

impl Exec<'_, '_> {
    fn mma(&mut self) -> Result<&mut AsyncMma, Fault> {
        self.mem
            .mma
            .as_deref_mut()
            .ok_or_else(|| Fault::new("internal: a wgmma in code the simulator did not prepare for it"))
    }

    /// Reads `len` (1, 2, 4 or 8) bytes of shared memory at `addr` as an operand of the
    /// asynchronous matrix operation being issued by the thread group led by `t`; the bytes
    /// stay in flight until the operation retires (see [`Exec::async_mma_issue`]).
    pub fn async_operand_load(&mut self, t: u32, addr: u64, len: u64) -> Result<u64, Fault> {
        self.mem.read_async_operand(t, addr, len).map_err(|m| Fault::at(t, m))
    }

    /// Checks that an asynchronous matrix operation may be issued with accumulator registers
    /// `acc` (its inputs and destinations): some fence in the program, and none of `acc`
    /// written by an ordinary instruction since the last one.
    pub fn async_mma_fence_check(&mut self, acc: &[VReg]) -> Result<(), Fault> {
        let m = self.mma()?;
        if !m.fenced {
            return Err(Fault::new("wgmma with no wgmma.fence before it in this program (a missing wgmma.fence)"));
        }
        for r in acc {
            if let Some(&(e, t)) = m.last_write.get(r.as_u32() as usize) {
                if e == m.fence_epoch {
                    return Err(Fault::at(
                        t,
                        format!("wgmma accumulator {r} written by this thread since the last wgmma.fence (a missing wgmma.fence)"),
                    ));
                }
            }
        }
        Ok(())
    }

    /// Records the operation whose operands were just read (through
    /// [`Exec::async_operand_load`]) and whose results go to `dsts` (written by the target with
    /// [`Exec::write`] as usual): in flight, in the open group.
    pub fn async_mma_issue(&mut self, dsts: &[VReg]) -> Result<(), Fault> {
        let m = self.mma()?;
        let bytes = std::mem::take(&mut m.issuing);
        for &b in &bytes {
            m.shared_reads[b as usize] += 1;
        }
        let mut regs: Vec<u32> = dsts.iter().map(|r| r.as_u32()).collect();
        regs.sort_unstable();
        regs.dedup();
        for &r in &regs {
            m.reg_in_flight[r as usize] += 1;
            m.regs_in_flight += 1;
            // Its last write is this operation's, not an ordinary one.
            m.last_write[r as usize] = (0, 0);
        }
        m.open.push(MmaOp { regs, bytes });
        Ok(())
    }

    /// Drops the operand reads of an operation that was not issued after all (it faulted).
    pub fn async_mma_abandon(&mut self) {
        if let Some(m) = self.mem.mma.as_deref_mut() {
            m.issuing.clear();
        }
    }

    /// `wgmma.fence`: registers written so far may be accumulator inputs.
    pub fn async_mma_fence(&mut self) {
        if let Some(m) = self.mem.mma.as_deref_mut() {
            m.fence_epoch = m.fence_epoch.wrapping_add(1).max(1);
            m.fenced = true;
        }
    }

    /// `wgmma.commit_group`: the operations issued since the last commit form a group (maybe
    /// an empty one).
    pub fn async_mma_commit(&mut self) {
        if let Some(m) = self.mem.mma.as_deref_mut() {
            let open = std::mem::take(&mut m.open);
            m.groups.push_back(open);
        }
    }

    /// `wgmma.wait_group N`: retires every committed group but the newest `pending`.
    pub fn async_mma_wait(&mut self, pending: usize) {
        if let Some(m) = self.mem.mma.as_deref_mut() {
            while m.groups.len() > pending {
                for op in m.groups.pop_front().unwrap_or_default() {
                    m.retire(op);
                }
            }
        }
    }

    /// `fence.proxy.async`: shared bytes written so far are visible to the operations.
    pub fn async_proxy_fence(&mut self) {
        if let Some(m) = self.mem.mma.as_deref_mut() {
            m.proxy_epoch = m.proxy_epoch.wrapping_add(1).max(1);
        }
    }
}
