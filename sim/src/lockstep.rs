//! A SIMT simulator for `VCode`: runs a target's machine code for a whole launch on host buffers,
//! so that instruction selection, lane expansion and masking are checked against the interpreter
//! without a GPU. Target-independent: a target plugs in by implementing [`SimInst`] for its
//! instruction enum (PTX: [`crate::ptx`]), which gives each instruction's semantics over all
//! threads of a program at once.
//!
//! ```text
//!   run(vcode, launch, args)
//!     for z, y, x in the grid (x fastest, as the interpreter):   one program at a time
//!       fresh registers (per vreg x thread: bits + written flag), fresh shared memory
//!       block = entry
//!       loop: for each inst: inst.exec(&mut Exec) over all threads in lockstep
//!                            (results buffered, then committed: one instruction is atomic)
//!             term: Jump / Branch (condition must be uniform) / Return;
//!                   block params are written as a parallel copy
//! ```
//!
//! Model and decisions:
//! - Registers are virtual: every (register, thread) holds up to 64 bits, masked to its class
//!   width ([`SimInst::class_bits`]), and a written flag. Reading a register this thread never
//!   wrote is an error. Block arguments carry the flag along (copying an unwritten register is
//!   not an error; using it later is).
//! - Control flow is uniform: a `Branch` whose condition differs between threads is an error.
//!   Since all threads then always execute the same instructions, a barrier is always reached by
//!   all of them; the target reports a guarded barrier as an error itself.
//! - Global memory: buffer parameter `i` lives at the fake address `(i + 1) << 40` (see
//!   [`buffer_base`]); every access is checked against exactly one buffer's bytes and for natural
//!   alignment. Kernel parameters are 64-bit addresses, as on the GPU.
//! - Shared memory: `shared_bytes` bytes at [`SHARED_BASE`], fresh (unwritten) for each program.
//!   Reading a byte no thread of the program wrote is an error; so is a data race between
//!   barriers: reading a byte another thread wrote, or writing a byte another thread read, since
//!   the last `bar.sync` (a missing barrier).
//! - Within an instruction, threads run in order 0, 1, ..; memory effects (stores, atomics) happen
//!   in that order, register results become visible after the whole instruction.
//! - Asynchronous copies to shared memory (`cp.async`): the source is read when the copy is
//!   issued, the destination written when its thread waits for the copy's group; until then
//!   reading or writing a destination byte is an error (a missing wait), and the wait's
//!   writes count as the thread's for the race check (so other threads need a barrier too).
//! - Asynchronous matrix operations (`wgmma`): computed when issued, but their destination
//!   registers and the shared bytes they read stay in flight until a wait retires their group;
//!   touching them before is an error, and so are a missing `wgmma.fence` before an accumulator
//!   input written by an ordinary instruction and a missing `fence.proxy.async` between a shared
//!   store and an operation's read of it (the private module `lockstep::async_mma` has the rules).
//! - The copy engine (TMA) and mbarriers: a bulk copy reads its box and writes shared memory
//!   when issued and completes transactions on an mbarrier; its bytes may be read or
//!   overwritten only by threads that waited for that barrier phase, and barrier bytes only by
//!   mbarrier instructions; a wait that cannot succeed is an error, never a hang (the private
//!   module `lockstep::tma` has the rules).
//! - Named barriers (PTX's `bar.sync id, n` and `bar.arrive id, n`, the warpgroups' turns of
//!   `tessera_isel`'s pipeline): warps run in lockstep, so nothing waits; the protocol is checked
//!   instead: each phase fills with exactly `n` threads, none is left partial at a program
//!   barrier or at the end, and at the end every thread's barrier events are replayed with each
//!   thread running on its own, which finds the orders that deadlock on the GPU (a warpgroup
//!   waiting for its turn before handing over the other's). What the turns order between
//!   warpgroups is not seen here; the compiler marks the one place it relies on it (a ring
//!   refill after the last warpgroup's reads), which the race check takes as a barrier.
//! - Steps: each instruction costs one step per thread; more than [`SimOptions::max_steps`] over
//!   the launch is an error, never a hang.
//! - Nothing panics on any input: everything that can go wrong is a [`SimError`] naming the
//!   program, block, instruction, thread and what happened.

mod async_mma;
mod tma;

use async_mma::AsyncMma;
use std::fmt;
use tessera_ir::interp::{Arg, Buffer};
use tessera_isel::ptx::TensorMap;
use tessera_isel::vcode::{Block, MachInst, RegUse, Term, VCode, VReg};
pub use tma::TensorView;
use tma::Tma;

/// The shared memory window's first address.
pub const SHARED_BASE: u64 = 0x1_0000;

/// The fake global address of buffer parameter `index`.
pub fn buffer_base(index: usize) -> u64 {
    (index as u64).wrapping_add(1) << 40
}

/// Simulator limits.
#[derive(Clone, Copy, Debug)]
pub struct SimOptions {
    /// Most thread-instructions over the whole launch.
    pub max_steps: u64,
    /// Check shared memory for reads of unwritten bytes and races between barriers.
    pub check_shared: bool,
}

impl Default for SimOptions {
    fn default() -> SimOptions {
        SimOptions { max_steps: 1 << 32, check_shared: true }
    }
}

/// What a launch needs besides the code and the arguments.
#[derive(Clone, Debug)]
pub struct Launch {
    pub grid: [u32; 3],
    /// Threads per program.
    pub threads: u32,
    /// Threads per warp (32 on NVIDIA).
    pub warp_size: u32,
    /// Bytes of shared memory per program.
    pub shared_bytes: u32,
    /// The tensor maps the code's bulk copies name by index (the compiler's
    /// `Ptx::tensor_maps`), resolved against the arguments when the launch starts.
    pub tensor_maps: Vec<TensorMap>,
}

/// Counters of a finished run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SimStats {
    pub programs: u64,
    /// Instructions executed (per program, not per thread), terminators included.
    pub insts: u64,
    pub steps: u64,
    /// Thread-level reads of shared memory.
    pub shared_reads: u64,
    /// Bank conflicts of shared-memory reads and writes (AMDGCN only): the cycles the LDS
    /// spends beyond one per phase of each access (`amdgcn::memory::bank_conflicts`).
    pub lds_read_conflicts: u64,
    pub lds_write_conflicts: u64,
}

/// A failure inside an instruction: the thread, if one thread is to blame, and what happened.
#[derive(Clone, Debug, PartialEq)]
pub struct Fault {
    pub thread: Option<u32>,
    pub message: String,
}

impl Fault {
    pub fn new(message: impl Into<String>) -> Fault {
        Fault { thread: None, message: message.into() }
    }
    pub fn at(thread: u32, message: impl Into<String>) -> Fault {
        Fault { thread: Some(thread), message: message.into() }
    }
}

/// Which kind of error a run stopped with (for tests and for callers that react to kinds).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SimErrorKind {
    /// Bad arguments or launch shape.
    Launch,
    /// A register read before this thread wrote it.
    Uninitialized,
    /// A memory access outside every buffer, or misaligned.
    OutOfBounds,
    /// Shared memory read before written, or a race between barriers.
    Shared,
    /// A branch on a condition that differs between threads, or a barrier under a guard.
    Divergence,
    /// The step budget ran out.
    StepLimit,
    /// An asynchronous matrix operation's order broken: an accumulator or operand byte touched
    /// in flight, a missing `wgmma.fence` or `fence.proxy.async`, groups in flight at the end.
    AsyncMma,
    /// The copy engine's or an mbarrier's rules broken: a copied byte read before its phase was
    /// waited for, a missing `fence.mbarrier_init` or `bar.sync` after an init, a wait that can
    /// never succeed, an extra arrival, barrier bytes touched by ordinary accesses, a box or
    /// destination the copy engine does not take.
    Tma,
    /// Anything else (an instruction the simulator does not know, ...).
    Other,
}

/// Why a simulated run failed. `Display`: `program (1, 0, 0): bb2 inst 5 (ld.global.v4.b32):
/// thread 33: ...`, leaving out the parts that are unknown.
#[derive(Clone, Debug, PartialEq)]
pub struct SimError {
    pub kind: SimErrorKind,
    pub program: Option<[u32; 3]>,
    pub block: Option<Block>,
    /// Index of the instruction in its block; `None` at the terminator.
    pub inst: Option<usize>,
    /// The instruction's mnemonic, or `jump`/`branch` at a terminator.
    pub op: String,
    pub thread: Option<u32>,
    pub message: String,
}

impl fmt::Display for SimError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some([x, y, z]) = self.program {
            write!(f, "program ({x}, {y}, {z}): ")?;
        }
        if let Some(b) = self.block {
            match self.inst {
                Some(i) => write!(f, "{b} inst {i}")?,
                None => write!(f, "{b} terminator")?,
            }
            if !self.op.is_empty() {
                write!(f, " ({})", self.op)?;
            }
            f.write_str(": ")?;
        }
        if let Some(t) = self.thread {
            write!(f, "thread {t}: ")?;
        }
        f.write_str(&self.message)
    }
}

impl std::error::Error for SimError {}

fn kind_of(message: &str) -> SimErrorKind {
    // Messages are built in this file (and `async_mma`) with these stems.
    if message.contains("(a missing wgmma.") || message.contains("(a missing fence.proxy.async)") {
        SimErrorKind::AsyncMma
    } else if message.contains("mbarrier") || message.contains("tensor map") {
        SimErrorKind::Tma
    } else if message.starts_with("reads ") && message.contains("never written") {
        SimErrorKind::Uninitialized
    } else if message.contains("out of bounds") || message.contains("misaligned") || message.contains("no buffer") {
        SimErrorKind::OutOfBounds
    } else if message.starts_with("shared memory") {
        SimErrorKind::Shared
    } else if message.contains("divergent") || message.contains("barrier") {
        SimErrorKind::Divergence
    } else {
        SimErrorKind::Other
    }
}

/// What a target's instruction type provides to the simulator.
pub trait SimInst: MachInst {
    /// How many bits a register of this class holds.
    fn class_bits(c: Self::Class) -> u32;
    /// A barrier across the program's threads.
    fn is_barrier(&self) -> bool;
    /// A short name for messages (`ld.global.v4.b32`).
    fn mnemonic(&self) -> String;
    /// Executes this instruction on every thread of the program.
    fn exec(&self, cx: &mut Exec<'_, '_>) -> Result<(), Fault>;
    /// An asynchronous matrix operation (`wgmma`): it may take registers in flight as inputs,
    /// its writes are not ordinary ones, and code that has one gets the bookkeeping of
    /// `async_mma`.
    fn is_async_mma(&self) -> bool {
        false
    }
}

/// A memory space the simulator models.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MemSpace {
    Global,
    Shared,
}

/// Per-byte state of shared memory for the checks: written at all, last writer and last reader
/// in the current barrier epoch.
#[derive(Copy, Clone, Default)]
struct ByteState {
    written: bool,
    w_epoch: u32,
    writer: u32,
    r_epoch: u32,
    /// The reading thread, or `u32::MAX` for several.
    reader: u32,
}

/// An asynchronous copy to shared memory in flight: the bytes it will write (read from global
/// memory when it was issued; zeros past its source size) and where.
struct AsyncCopy {
    addr: u64,
    data: [u8; 16],
    len: u64,
}

/// One thread's asynchronous copies: committed groups (oldest first) and the open group.
#[derive(Default)]
struct AsyncQueue {
    groups: std::collections::VecDeque<Vec<AsyncCopy>>,
    open: Vec<AsyncCopy>,
}

/// The launch's memory: global buffers at fake addresses, one program's shared memory.
struct Memory<'a> {
    args: &'a mut [Arg],
    names: &'a [String],
    shared: Vec<u8>,
    state: Vec<ByteState>,
    /// Per shared byte: asynchronous copies in flight into it.
    in_flight: Vec<u16>,
    /// Per thread: its asynchronous copies not yet waited for.
    async_queues: Vec<AsyncQueue>,
    /// Barrier epoch, starting at 1 (0 means "never").
    epoch: u32,
    check_shared: bool,
    reads: u64,
    /// Asynchronous matrix operations' state, for code that has them.
    mma: Option<Box<AsyncMma>>,
    /// Barriers and bulk-copied bytes, from the first mbarrier instruction on.
    tma: Option<Box<Tma>>,
    /// The launch's tensor maps, resolved.
    maps: Vec<TensorView>,
    /// Named barriers 1 to 15: the arrivals of the phase in progress and its thread count.
    named: [(u32, u32); 16],
    /// Per thread, from the first named-barrier arrival of the program on: its barrier events
    /// in program order (barrier id, 0 for the program's, its thread count, whether it waits),
    /// replayed at the end under the barriers' own rule to find a deadlock (`named_replay`).
    barrier_log: Vec<Vec<(u8, u32, bool)>>,
}

impl Memory<'_> {
    /// Replays every thread's barrier events (`barrier_log`) as the GPU would run them, each
    /// thread on its own: an arrival counts towards its barrier's phase, and a waiting thread
    /// goes on once that phase has its threads. Lockstep execution passes every `bar.sync` at
    /// once; this finds the orders that cannot happen, such as a warpgroup that takes its turn
    /// before handing the other one its own, where every thread would wait for ever.
    fn named_replay(&self) -> Result<(), String> {
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

    fn named_settled(&self, place: &str) -> Result<(), String> {
        match self.named.iter().enumerate().find(|(_, s)| s.0 > 0) {
            Some((id, s)) => Err(format!(
                "named barrier {id} has {} of the {} threads of a phase {place}: the others never arrive, and on the GPU its waiting threads would hang (a divergent barrier)",
                s.0, s.1
            )),
            None => Ok(()),
        }
    }

    fn name(&self, i: usize) -> String {
        self.names.get(i).map_or_else(|| format!("buffer {i}"), |n| format!("%{n}"))
    }

    /// The buffer index and byte offset of `len` bytes at `addr`, checked.
    fn global(&mut self, addr: u64, len: u64, what: &str) -> Result<(&mut Buffer, usize), String> {
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

    fn shared_range(&self, addr: u64, len: u64, what: &str) -> Result<usize, String> {
        let off = addr.wrapping_sub(SHARED_BASE);
        let n = self.shared.len() as u64;
        if addr < SHARED_BASE || off.checked_add(len).is_none_or(|e| e > n) {
            return Err(format!(
                "{what} {len} bytes at shared address {addr:#x}: out of bounds ({n} bytes of shared memory)"
            ));
        }
        Ok(off as usize)
    }

    fn read(&mut self, space: MemSpace, thread: u32, addr: u64, len: u64) -> Result<u64, String> {
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
                        if s.w_epoch == self.epoch && s.writer != thread {
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

    fn write(&mut self, space: MemSpace, thread: u32, addr: u64, len: u64, v: u64) -> Result<(), String> {
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
                    }
                }
                self.shared[off..off + len as usize].copy_from_slice(&bytes[..len as usize]);
            }
        }
        Ok(())
    }
}

impl Memory<'_> {
    fn not_in_flight(&self, off: usize, len: u64, what: &str) -> Result<(), String> {
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
    fn copy_async(&mut self, thread: u32, dst: u64, src: u64, len: u64, src_len: u64) -> Result<(), String> {
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

    fn commit_async(&mut self, thread: u32) {
        let q = &mut self.async_queues[thread as usize];
        let open = std::mem::take(&mut q.open);
        q.groups.push_back(open);
    }

    /// Completes thread `thread`'s committed groups but the newest `pending`: their bytes are
    /// written, as the thread's writes.
    fn wait_async(&mut self, thread: u32, pending: usize) -> Result<(), String> {
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

/// The state an instruction executes against: all threads of one program.
pub struct Exec<'a, 'm> {
    threads: u32,
    warp_size: u32,
    program: [u32; 3],
    grid: [u32; 3],
    nregs: usize,
    vals: &'a [u64],
    written: &'a [bool],
    masks: &'a [u64],
    params: &'a [u64],
    pending: &'a mut Vec<(u32, VReg, u64)>,
    mem: &'a mut Memory<'m>,
    /// Registers are in flight and this instruction may not read them.
    check_busy: bool,
}

impl Exec<'_, '_> {
    /// Threads per program.
    pub fn threads(&self) -> u32 {
        self.threads
    }
    pub fn warp_size(&self) -> u32 {
        self.warp_size
    }
    /// This program's coordinates in the grid.
    pub fn program_id(&self) -> [u32; 3] {
        self.program
    }
    pub fn num_programs(&self) -> [u32; 3] {
        self.grid
    }
    /// The bits of kernel parameter `i`: a buffer's address, or a scalar's bits.
    pub fn param(&self, i: usize) -> Result<u64, String> {
        self.params.get(i).copied().ok_or_else(|| format!("reads parameter {i}, which the kernel does not have"))
    }
    /// The address of the program's shared memory.
    pub fn shared_base(&self) -> u64 {
        SHARED_BASE
    }
    fn slot(&self, t: u32, r: VReg) -> Option<usize> {
        let ri = r.as_u32() as usize;
        (ri < self.nregs && t < self.threads).then(|| ri * self.threads as usize + t as usize)
    }
    /// How many bits register `r` holds.
    pub fn bits(&self, r: VReg) -> u32 {
        let m = self.masks.get(r.as_u32() as usize).copied().unwrap_or(u64::MAX);
        m.count_ones()
    }
    /// Thread `t`'s value of `r`; an error if `t` never wrote it.
    pub fn read(&self, t: u32, r: VReg) -> Result<u64, Fault> {
        let Some(s) = self.slot(t, r) else {
            return Err(Fault::at(t, format!("internal: no register {r} or thread {t}")));
        };
        if !self.written[s] {
            return Err(Fault::at(t, format!("reads {r}, never written by this thread")));
        }
        if self.check_busy && self.mem.mma.as_deref().is_some_and(|m| m.reg_busy(r)) {
            return Err(AsyncMma::busy_fault(t, r, "reads"));
        }
        Ok(self.vals[s])
    }
    /// Sets thread `t`'s `r` to `v` (masked to its width) once the instruction is done.
    pub fn write(&mut self, t: u32, r: VReg, v: u64) {
        let m = self.masks.get(r.as_u32() as usize).copied().unwrap_or(u64::MAX);
        self.pending.push((t, r, v & m));
    }
    /// Reads `len` (1, 2, 4 or 8) bytes at `addr`, little-endian, zero-extended.
    pub fn load(&mut self, space: MemSpace, t: u32, addr: u64, len: u64) -> Result<u64, Fault> {
        self.mem.read(space, t, addr, len).map_err(|m| Fault::at(t, m))
    }
    /// Writes the low `len` (1, 2, 4 or 8) bytes of `v` at `addr`.
    pub fn store(&mut self, space: MemSpace, t: u32, addr: u64, len: u64, v: u64) -> Result<(), Fault> {
        self.mem.write(space, t, addr, len, v).map_err(|m| Fault::at(t, m))
    }
    /// Starts an asynchronous copy by thread `t` of `len` bytes from global `src` to shared
    /// `dst`, the first `src_len` of them from `src` and the rest zeros (see `Memory`).
    pub fn copy_async(&mut self, t: u32, dst: u64, src: u64, len: u64, src_len: u64) -> Result<(), Fault> {
        self.mem.copy_async(t, dst, src, len, src_len).map_err(|m| Fault::at(t, m))
    }
    /// Closes thread `t`'s open group of asynchronous copies.
    pub fn commit_async(&mut self, t: u32) {
        self.mem.commit_async(t)
    }
    /// Completes thread `t`'s groups of asynchronous copies but the newest `pending`.
    pub fn wait_async(&mut self, t: u32, pending: usize) -> Result<(), Fault> {
        self.mem.wait_async(t, pending).map_err(|m| Fault::at(t, m))
    }
    /// Thread `t` arrives on named barrier `id` (1 to 15), whose phases take `count` threads:
    /// `bar.arrive` and `bar.sync` alike. Warps run in lockstep here, so a `bar.sync` does not
    /// wait: what is checked is the protocol, that phases fill with exactly `count` threads and
    /// that none is left partial at a program barrier or at the end ([`Exec::named_settled`]),
    /// where on the GPU some thread would wait for ever.
    pub fn named_arrive(&mut self, t: u32, id: u64, count: u32, waits: bool) -> Result<(), Fault> {
        let threads = self.threads;
        let slot = match self.mem.named.get_mut(id as usize) {
            Some(s) if id >= 1 => s,
            _ => return Err(Fault::at(t, format!("named barrier {id}: the ids are 1 to 15 (0 is the program's)"))),
        };
        if count == 0 || !count.is_multiple_of(32) || count > threads {
            return Err(Fault::at(
                t,
                format!("named barrier {id} with {count} threads: a multiple of 32 up to {threads}"),
            ));
        }
        if slot.0 > 0 && slot.1 != count {
            return Err(Fault::at(
                t,
                format!("named barrier {id}: a phase of {} threads joined by an arrival that counts {count}", slot.1),
            ));
        }
        slot.1 = count;
        slot.0 += 1;
        if slot.0 == count {
            slot.0 = 0;
        }
        self.mem.barrier_log[t as usize].push((id as u8, count, waits));
        Ok(())
    }
    /// Every thread reaches the program's barrier: logged for the replay once the program has
    /// used named barriers (before that all threads pass them together).
    pub fn program_barrier(&mut self) {
        if self.mem.barrier_log.iter().any(|l| !l.is_empty()) {
            let n = self.threads;
            for log in &mut self.mem.barrier_log {
                log.push((0, n, true));
            }
        }
    }
    /// That no named barrier has a phase in progress (`where`: "at a program barrier", ...).
    pub fn named_settled(&self, place: &str) -> Result<(), Fault> {
        self.mem.named_settled(place).map_err(Fault::new)
    }
    /// Checks that a vector access of `len` bytes at `addr` is aligned to `len`.
    pub fn check_align(&self, t: u32, addr: u64, len: u64) -> Result<(), Fault> {
        if len != 0 && !addr.is_multiple_of(len) {
            return Err(Fault::at(t, format!("accesses {len} bytes at misaligned address {addr:#x}")));
        }
        Ok(())
    }
}

/// The bits passed for each kernel argument: buffers as their fake address, scalars as bits.
fn param_bits(args: &[Arg]) -> Vec<u64> {
    args.iter()
        .enumerate()
        .map(|(i, a)| match a {
            Arg::Buffer(_) => buffer_base(i),
            Arg::Scalar(c) => c.bits,
        })
        .collect()
}

/// Runs `vcode` over `launch.grid` on `args` (buffers hold the results afterwards). `names`
/// names the parameters for messages (may be empty).
pub fn run<I: SimInst>(
    vcode: &VCode<I>,
    launch: &Launch,
    args: &mut [Arg],
    names: &[String],
    opts: &SimOptions,
) -> Result<SimStats, SimError> {
    let launch_err = |m: String| SimError {
        kind: SimErrorKind::Launch,
        program: None,
        block: None,
        inst: None,
        op: String::new(),
        thread: None,
        message: m,
    };
    let t = launch.threads;
    if t == 0 || launch.warp_size == 0 || !t.is_multiple_of(launch.warp_size) || t > 1024 {
        return Err(launch_err(format!(
            "{t} threads per program: must be a multiple of the warp size {} and at most 1024",
            launch.warp_size
        )));
    }
    if args.len() >= (1 << 20) {
        return Err(launch_err("too many arguments".into()));
    }
    for (i, a) in args.iter().enumerate() {
        if let Arg::Buffer(b) = a {
            if b.data.len() as u64 >= 1 << 40 {
                return Err(launch_err(format!("buffer {i} is larger than the simulator's 1 TiB window")));
            }
        }
    }
    if grid_is_empty(launch.grid) {
        return Ok(SimStats::default());
    }
    let maps = tma::resolve_maps(&launch.tensor_maps, args).map_err(launch_err)?;
    let params = param_bits(args);
    let masks: Vec<u64> = vcode
        .vregs
        .values()
        .map(|&c| match I::class_bits(c) {
            b if b >= 64 => u64::MAX,
            b => (1u64 << b) - 1,
        })
        .collect();
    let nregs = vcode.vregs.len();
    let cells = nregs.saturating_mul(t as usize);
    let mut vals = vec![0u64; cells];
    let mut written = vec![false; cells];
    let mut pending = Vec::new();
    let mut mem = Memory {
        args,
        names,
        shared: vec![0; launch.shared_bytes as usize],
        state: vec![ByteState::default(); if opts.check_shared { launch.shared_bytes as usize } else { 0 }],
        in_flight: vec![0; launch.shared_bytes as usize],
        async_queues: (0..launch.threads).map(|_| AsyncQueue::default()).collect(),
        epoch: 1,
        check_shared: opts.check_shared,
        reads: 0,
        mma: AsyncMma::for_code(vcode, nregs, launch.shared_bytes as usize),
        tma: None,
        maps,
        named: [(0, 0); 16],
        barrier_log: vec![Vec::new(); launch.threads as usize],
    };
    let mut stats = SimStats::default();
    for z in 0..launch.grid[2] {
        for y in 0..launch.grid[1] {
            for x in 0..launch.grid[0] {
                let program = [x, y, z];
                vals.fill(0);
                written.fill(false);
                mem.shared.fill(0);
                mem.state.fill(ByteState::default());
                mem.in_flight.fill(0);
                mem.async_queues.iter_mut().for_each(|q| *q = AsyncQueue::default());
                mem.epoch = 1;
                mem.named = [(0, 0); 16];
                mem.barrier_log.iter_mut().for_each(Vec::clear);
                if let Some(m) = mem.mma.as_deref_mut() {
                    m.reset();
                }
                if let Some(b) = mem.tma.as_deref_mut() {
                    b.reset();
                }
                stats.programs += 1;
                run_program(
                    vcode,
                    launch,
                    program,
                    &params,
                    &masks,
                    &mut vals,
                    &mut written,
                    &mut pending,
                    &mut mem,
                    opts,
                    &mut stats,
                )
                .map_err(|mut e| {
                    e.program = Some(program);
                    e
                })?;
            }
        }
    }
    stats.shared_reads = mem.reads;
    Ok(stats)
}

fn grid_is_empty(g: [u32; 3]) -> bool {
    g.contains(&0)
}

#[allow(clippy::too_many_arguments)]
fn run_program<'m, I: SimInst>(
    vcode: &VCode<I>,
    launch: &Launch,
    program: [u32; 3],
    params: &[u64],
    masks: &[u64],
    vals: &mut [u64],
    written: &mut [bool],
    pending: &mut Vec<(u32, VReg, u64)>,
    mem: &mut Memory<'m>,
    opts: &SimOptions,
    stats: &mut SimStats,
) -> Result<(), SimError> {
    let threads = launch.threads;
    let nregs = masks.len();
    let err = |kind: SimErrorKind, block: Block, inst: Option<usize>, op: String, f: Fault| SimError {
        kind,
        program: None,
        block: Some(block),
        inst,
        op,
        thread: f.thread,
        message: f.message,
    };
    let mut block = vcode.entry;
    loop {
        let Some(data) = vcode.blocks.get(block) else {
            return Err(err(SimErrorKind::Other, block, None, String::new(), Fault::new("no such block")));
        };
        for (k, inst) in data.insts.iter().enumerate() {
            stats.insts += 1;
            stats.steps += threads as u64;
            if stats.steps > opts.max_steps {
                return Err(err(
                    SimErrorKind::StepLimit,
                    block,
                    Some(k),
                    inst.mnemonic(),
                    Fault::new(format!("step limit of {} thread-instructions reached", opts.max_steps)),
                ));
            }
            if inst.is_barrier() {
                // Uniform control flow: every thread is here. Shared accesses before and after
                // no longer race.
                mem.epoch = mem.epoch.wrapping_add(1).max(1);
            }
            pending.clear();
            let result = exec_one(inst, threads, launch, program, nregs, vals, written, masks, params, pending, mem);
            if let Err(f) = result {
                return Err(err(kind_of(&f.message), block, Some(k), inst.mnemonic(), f));
            }
            if let Some(m) = mem.mma.as_deref_mut() {
                if !inst.is_async_mma() {
                    for &(t, r, _) in pending.iter() {
                        if let Err(f) = m.ordinary_write(t, r) {
                            return Err(err(SimErrorKind::AsyncMma, block, Some(k), inst.mnemonic(), f));
                        }
                    }
                }
            }
            for &(t, r, v) in pending.iter() {
                let s = r.as_u32() as usize * threads as usize + t as usize;
                if let (Some(x), Some(w)) = (vals.get_mut(s), written.get_mut(s)) {
                    *x = v;
                    *w = true;
                }
            }
        }
        stats.insts += 1;
        stats.steps += threads as u64;
        if stats.steps > opts.max_steps {
            return Err(err(
                SimErrorKind::StepLimit,
                block,
                None,
                "terminator".into(),
                Fault::new(format!("step limit of {} thread-instructions reached", opts.max_steps)),
            ));
        }
        // Where control goes, and the edges whose parallel copies run on the way there, in
        // order: a branch marked `moves_first` (`tessera_isel::coalesce`) runs its then-edge
        // copies before it, whichever way it goes, as the PTX emitter writes it.
        let (target, args) = match &data.term {
            Term::Return => {
                if let Some(m) = mem.mma.as_deref() {
                    m.at_return().map_err(|f| err(SimErrorKind::AsyncMma, block, None, "ret".into(), f))?;
                }
                mem.named_settled("at the end of the program")
                    .and_then(|()| mem.named_replay())
                    .map_err(|m| err(SimErrorKind::Divergence, block, None, "ret".into(), Fault::new(m)))?;
                return Ok(());
            }
            Term::Jump(b, a) => (*b, a),
            Term::Branch { cond, then, otherwise } => {
                let c = cond.as_u32() as usize;
                if c >= nregs {
                    return Err(err(SimErrorKind::Other, block, None, "branch".into(), Fault::new("no such register")));
                }
                if mem.mma.as_deref().is_some_and(|m| m.reg_busy(*cond)) {
                    let f = AsyncMma::busy_fault(0, *cond, "reads");
                    return Err(err(SimErrorKind::AsyncMma, block, None, "branch".into(), f));
                }
                let row = c * threads as usize;
                let mut taken = None;
                for t in 0..threads as usize {
                    if !written[row + t] {
                        return Err(err(
                            SimErrorKind::Uninitialized,
                            block,
                            None,
                            "branch".into(),
                            Fault::at(t as u32, format!("reads {cond}, never written by this thread")),
                        ));
                    }
                    let v = vals[row + t] != 0;
                    match taken {
                        None => taken = Some(v),
                        Some(p) if p != v => {
                            return Err(err(
                                SimErrorKind::Divergence,
                                block,
                                None,
                                "branch".into(),
                                Fault::at(
                                    t as u32,
                                    format!(
                                    "branch condition {cond} is {v} here but {p} in thread 0: divergent control flow"
                                ),
                                ),
                            ))
                        }
                        _ => {}
                    }
                }
                if taken.unwrap_or(false) {
                    (then.0, &then.1)
                } else {
                    (otherwise.0, &otherwise.1)
                }
            }
        };
        let early = match &data.term {
            Term::Branch { then, .. } if data.moves_first => Some(then),
            _ => None,
        };
        let mut edges: smallvec::SmallVec<[(Block, &Vec<VReg>); 2]> = early.iter().map(|t| (t.0, &t.1)).collect();
        if !early.is_some_and(|t| std::ptr::eq(args, &t.1)) {
            edges.push((target, args));
        }
        for (target, args) in edges {
            let Some(tdata) = vcode.blocks.get(target) else {
                return Err(err(
                    SimErrorKind::Other,
                    block,
                    None,
                    "jump".into(),
                    Fault::new(format!("no block {target}")),
                ));
            };
            if tdata.params.len() != args.len() {
                return Err(err(
                    SimErrorKind::Other,
                    block,
                    None,
                    "jump".into(),
                    Fault::new(format!("{} arguments for {} parameters of {target}", args.len(), tdata.params.len())),
                ));
            }
            // Parallel copy: read every argument, then write every parameter.
            let n = threads as usize;
            let mut copied: Vec<(u64, bool)> = Vec::with_capacity(args.len() * n);
            for a in args {
                let ai = a.as_u32() as usize;
                if ai >= nregs {
                    return Err(err(SimErrorKind::Other, block, None, "jump".into(), Fault::new("no such register")));
                }
                for t in 0..n {
                    copied.push((vals[ai * n + t], written[ai * n + t]));
                }
            }
            for (j, p) in tdata.params.iter().enumerate() {
                let pi = p.as_u32() as usize;
                if pi >= nregs {
                    return Err(err(SimErrorKind::Other, block, None, "jump".into(), Fault::new("no such register")));
                }
                let m = masks[pi];
                for t in 0..n {
                    let (v, w) = copied[j * n + t];
                    vals[pi * n + t] = v & m;
                    written[pi * n + t] = w;
                }
            }
            if let Some(m) = mem.mma.as_deref_mut() {
                m.pass_block_args(args, &tdata.params);
            }
        }
        block = target;
    }
}

#[allow(clippy::too_many_arguments)]
fn exec_one<I: SimInst>(
    inst: &I,
    threads: u32,
    launch: &Launch,
    program: [u32; 3],
    nregs: usize,
    vals: &[u64],
    written: &[bool],
    masks: &[u64],
    params: &[u64],
    pending: &mut Vec<(u32, VReg, u64)>,
    mem: &mut Memory<'_>,
) -> Result<(), Fault> {
    // Registers named by the instruction must exist.
    let mut bad = None;
    inst.clone().visit_regs(&mut |r, _u: RegUse| {
        if r.as_u32() as usize >= nregs {
            bad = Some(*r);
        }
    });
    if let Some(r) = bad {
        return Err(Fault::new(format!("internal: register {r} is not declared")));
    }
    let check_busy = mem.mma.as_deref().is_some_and(|m| m.regs_live()) && !inst.is_async_mma();
    let mut cx = Exec {
        threads,
        warp_size: launch.warp_size,
        program,
        grid: launch.grid,
        nregs,
        vals,
        written,
        masks,
        params,
        pending,
        mem,
        check_busy,
    };
    inst.exec(&mut cx)
}

#[cfg(test)]
mod tests;
