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
//!   waiting for its turn before handing over the other's). A phase that fills within one
//!   instruction with every thread waiting (`bar.sync` by all of them: a warpgroup's own
//!   barrier) orders its threads' shared accesses for the race check, as the program barrier
//!   orders everyone's. What the turns order between warpgroups (phases with `bar.arrive`) is
//!   not seen here; the compiler marks the one place it relies on it (a ring refill after the
//!   last warpgroup's reads), which the race check takes as a barrier.
//! - Steps: each instruction costs one step per thread; more than [`SimOptions::max_steps`] over
//!   the launch is an error, never a hang.
//! - Nothing panics on any input: everything that can go wrong is a [`SimError`] naming the
//!   program, block, instruction, thread and what happened.
//!
//! This file holds the public types (options, launch, errors, [`SimInst`]) and [`run`]; its parts:
//! - `program`: one program's blocks in lockstep, terminators and block arguments;
//! - `exec`: [`Exec`], what an instruction's semantics read and write;
//! - `memory`: global and shared memory with their checks, `cp.async`, named barriers;
//! - `async_mma`: `wgmma`'s operations in flight and their ordering rules;
//! - `tma`: the copy engine's bulk copies and mbarriers.

mod async_mma;
mod bulk;
mod exec;
mod memory;
mod program;
mod tma;

use async_mma::AsyncMma;
pub use exec::Exec;
use memory::{AsyncQueue, ByteState, Memory};
use program::run_program;
use std::fmt;
use tessera_ir::interp::Arg;
use tessera_isel::ptx::TensorMap;
use tessera_isel::vcode::{Block, MachInst, VCode};
pub use tma::TensorView;

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
    /// in flight, a missing `wgmma.fence` or `fence.proxy.async`, groups in flight at the end;
    /// a bulk reduction's shared bytes written before its wait, or not waited for at the end.
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
    if message.contains("(a missing wgmma.")
        || message.contains("(a missing fence.proxy.async)")
        || message.contains("cp.async.bulk.wait_group")
    {
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
    /// An operation that reads shared memory through the async proxy (a bulk reduction): code
    /// that has one gets the proxy-fence bookkeeping of `async_mma`.
    fn reads_async_proxy(&self) -> bool {
        false
    }
}

/// A memory space the simulator models.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MemSpace {
    Global,
    Shared,
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
        bulk: (0..launch.threads).map(|_| bulk::BulkQueue::default()).collect(),
        bulk_reading: vec![0; launch.shared_bytes as usize],
        bulk_freed: vec![(0, 0); launch.shared_bytes as usize],
        epoch: 1,
        check_shared: opts.check_shared,
        reads: 0,
        mma: AsyncMma::for_code(vcode, nregs, launch.shared_bytes as usize),
        tma: None,
        maps,
        named: [(0, 0); 16],
        named_members: [([0; 16], true); 16],
        phases: Vec::new(),
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
                mem.bulk_reset();
                mem.epoch = 1;
                mem.named = [(0, 0); 16];
                mem.named_members = [([0; 16], true); 16];
                mem.phases.clear();
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

#[cfg(test)]
mod tests;
