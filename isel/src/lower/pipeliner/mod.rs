//! Software pipelining of dot loops (`num_stages`, a kernel attribute as Triton's launch
//! option): the loads that feed a tensor-core dot are fetched `num_stages - 1` iterations ahead
//! with asynchronous copies into a ring of shared buffers, so the loop computes on one stage
//! while the next ones are in flight; on targets without asynchronous copies, one iteration
//! ahead through registers into two buffers ("Register staging" below).
//!
//! ```text
//!   before the loop:  for s in 0 .. S-1: copy iteration s's tiles into slot s; commit
//!   iteration i:      wait until at most S-2 groups are in flight (slot i % S is in); barrier
//!                     copy iteration i+S-1's tiles into slot (i-1) % S (read last iteration,
//!                     and the barrier says everyone is done with it); commit
//!                     the dots read slot i % S with matrix loads
//!   after the loop:   wait for everything (copies past the end land in the ring); barrier
//! ```
//!
//! A load is fetched ahead when it sits directly in the loop body, its only uses are as A or
//! B of dots in the same body that run on tensor cores with staged 16-bit operands (or its
//! only use is a transpose that is B of warpgroup dots, read K-major from the slot; 8-bit
//! tiles, i8 and fp8, only where warpgroups read them K-major: as A, or as such a B), its
//! `other` is absent or zero (a masked element is a zero-filled copy), its vectors are at least
//! 4 bytes, and its address and mask depend on nothing the loop carries but the induction
//! variable: the copy for iteration `i + S - 1` is the address computation lowered again with
//! the induction variable bound to `iv + (S - 1) * step` (a scope of its own), which needs no
//! recurrence. Copies for iterations past the end, or of a loop that does not run, copy
//! nothing (zeros into a slot nobody reads). Everything else in the body stays as it was: a
//! loop with no such load is the plain loop, as is `num_stages 1`. Pointer tiles the loop
//! carries and advances by an invariant step (Triton's `a_ptrs += BLOCK_K`) reach this pass
//! already rewritten as functions of the induction variable (`crate::passes::induction`).
//!
//! Defaults. A kernel that names no `num_stages` gets Triton's default on NVIDIA, 3 stages
//! (`Options::default_stages`), reduced one at a time while the ring does not fit the shared
//! memory, down to the plain loop; on AMD, register staging. `num_stages 1` is always the
//! plain loop, and a named count that does not fit is an error, as before.
//!
//! A loop whose one warpgroup dot (sm_90a) carries its accumulator straight through (`acc =
//! dot(a, b, acc)`, nothing else reading either) and reads both operands from ring slots or
//! resident buffers (not from a buffer it stores itself each iteration, as for a load with a
//! non-zero `other`, which would race with the steps still in flight) leaves that dot's steps
//! in flight into the next iteration: each iteration waits for the previous one's group only (`wait_group 1`),
//! and the loop's exit for the last. Its slot is then still being read when the next fetch
//! starts, so the loop fetches `num_stages - 2` iterations ahead into the `num_stages` slots.
//! (`wgmma-in-flight=off` turns this off, for A/B measurements.)
//!
//! When the copy engine fetches every ring load (`pipeliner::tma`), an iteration refills at its
//! end instead of its top ("late"): after its dots (and, with a group in flight, the wait that
//! retires the previous iteration's group), a barrier, then the copies into the slot that the
//! retired group read. There is then no barrier at the top (the mbarrier wait says the slot is
//! in), the loop fetches one iteration further ahead (`num_stages - 1` with a group in flight,
//! `num_stages` without), and a group stays in flight from 3 stages. (A loop whose warpgroups
//! take turns refills after its first dot instead: "Warpgroup turns" below.) Measured, it is as
//! fast at 3 stages as the top refill at 4, with less shared memory (docs/benchmarks-history.md,
//! 2026-12-01). The copies are issued by one lane of warp 0, picked with `elect.sync` where the
//! target has it (`TensorCopy::elect_lane`), so that ptxas sees a single issuer.
//! (`tma-waits=early` and `elect=thread0` turn these off, for A/B measurements.)
//!
//! A dot operand the loop does not vary (attention's Q: loaded before the loop, read by a dot
//! in it) is "resident": stored once before the loop into a swizzled buffer of its own, pinned
//! with the ring, and read from there by every iteration, as a ring slot is. Without this the
//! dot stored it again each iteration, with a barrier before and after the store. Loops that
//! are not pipelined keep their residents too (`examples/attention.tile` at one stage; a
//! barrier after the loop frees the buffer).
//! (`residents=off` turns this off, for A/B measurements.)
//!
//! # Warpgroup turns (sm_90a)
//!
//! A late-refilled copy-engine loop with exactly two dots in its body and two or more
//! warpgroups (attention's `S = Q K^T` and `O += P V` on 8 warps) lets its warpgroups take
//! turns on the tensor cores, as FA3 schedules them: while one warpgroup issues its `P V` and
//! the next iteration's `Q K^T`, the other runs its softmax. Named barriers pass the turn
//! round the warpgroups (group `w` waits at barrier `1 + w`, 256 threads: its own 128 and the
//! 128 of the group before it, which arrive without waiting):
//!
//! ```text
//!   before the loop   the last group hands group 0 its turn; every group waits for its own
//!   iteration         wait for the slot | Q K^T issued | hand over | (last group) refill |
//!                     wait for it | softmax | wait for the turn | P V issued, waited for
//!   after the loop    every group but the last hands over once more
//! ```
//!
//! Each barrier's phases then take exactly one handover and one wait whatever the trip count,
//! the zero-trip loop included. The iteration's program barrier, which made every warpgroup
//! meet twice per iteration and idled the tensor cores during the softmax, is gone: the turns
//! order the ring instead.
//!
//! The last warpgroup refills (its first warp's elected lane) right after it hands over the
//! turn that follows its `Q K^T` of iteration `i` ("mid" refill): the slot that iteration
//! `i - 1` read, with the tiles of iteration `i + S - 1` (so the loop fetches `num_stages - 1`
//! iterations ahead and the prologue fills all slots but one). Every group has retired its
//! reads of that slot by then: each waited for its `P V` of `i - 1` before issuing its `Q K^T`
//! of `i` and handing over, and the last group's own handover comes after all of those. The
//! end-of-iteration refill put some fifty instructions of address arithmetic (computed by every
//! warp, issued by one lane) between the last group's `P V` and its next `Q K^T`, while it held
//! the turn and nothing else could be queued on the tensor cores; now they run while its
//! `Q K^T` does. A group may then reach its wait for a slot before the copy into it is issued,
//! but the copy waits on nothing the group does. (`refill=late` keeps the end, for A/B
//! measurements; docs/benchmarks-history.md has them.)
//!
//! Each group waits for its `P V` before it issues its next `Q K^T`. Letting `P V` run on
//! behind the next `Q K^T`, as FA3 orders them, was built twice and measured slower
//! (docs/benchmarks-history.md): kept in flight across the back edge, ptxas serialises every
//! step (its warning C7514); rotated into the next iteration (nothing in flight across the
//! back edge), it is correct but slower, with or without the overlap.
//!
//! The plan is checked once the body is lowered, and the kernel lowered again without turns
//! (`pipeline::lower_fitting`) when it fails: the body may emit no program barrier (a layout exchange, a
//! reduction across warps, a store for a dot), and the two dots must each have run on
//! warpgroups, the first handing over before the second takes (tiles are expanded where first
//! used, so the second dot can be lowered first; then the takes would wait for ever).
//!
//! `turns=off` turns it off, for A/B measurements (docs/benchmarks-history.md, 2026-12-02).
//! The simulator runs the warpgroups in lockstep: it checks the turns'
//! protocol (every phase of a named barrier whole at each program barrier and at the end, and a
//! replay of every thread's barriers on its own at the end, which finds a take before its
//! handover) and takes the compiler's word (`TurnOrdered`) that the refill follows every group's
//! reads; the GPU test `two_warpgroup_attention_takes_turns_and_agrees_with_the_simulator`
//! checks the real interleaving.
//!
//! # Register staging (targets with no asynchronous copies: AMDGCN)
//!
//! Without `cp.async`, a loop's operand tiles are staged through registers, one iteration
//! ahead, into two slots:
//!
//! ```text
//!   before the loop:  iteration 0's tiles loaded and stored into slot 0; barrier
//!   iteration i:      iteration i+1's tiles loaded into registers (guarded: past the end,
//!                     nothing is read) | the dots read slot i % 2 | the registers stored into
//!                     slot (i+1) % 2 (a K x N B transposed, as lane loads read it) | barrier
//! ```
//!
//! One barrier per iteration: slot (i+1) % 2 was last read in iteration i-1, before that
//! iteration's closing barrier, and the barrier after the store publishes it for i+1. The
//! global loads' latency hides behind the dots (their `s_waitcnt` comes at the store). The
//! unstaged loop waited for its loads at once and met at four barriers per iteration (each
//! operand's store and reads). It is planned only in a loop with one dot, and only where the
//! tiles take at most 16 registers a thread (64 bytes), since the registers are held through
//! the whole body: attention's K and V at head dim 128 no longer fitted gfx1100's VGPRs, and
//! on CDNA, with its two dots, staging them halved attention's occupancy by LDS. A kernel over the
//! shared-memory limit with staging is lowered again without it (`pipeline::lower_fitting`).
//! (`register-staging=off` turns it off, for comparisons.)
//!
//! The ring's slots are swizzled buffers (`shared::Swizzle`) pinned for the loop's whole run:
//! buffers placed inside the loop are reused above them (`Lower::smem_floor`). The slot being
//! read is a uniform offset the loop carries as a hidden block parameter.

mod plan;
mod ring;
mod tma;
mod turns;

use super::shared::Swizzle;
use super::Lk;
use crate::vcode::VReg;
use rustc_hash::FxHashMap as HashMap;
use tessera_ir::kernel::{Inst, Region};
use tessera_ir::op::Op;
use tessera_ir::{DType, Value};
use tma::TileAddr;

/// The most bytes a thread holds in registers for register staging (16 VGPRs).
pub(super) const MAX_STAGED_BYTES: u32 = 64;

/// The pipeliner's part of `Lower`: what the lowering allows it (`lower::Options`), what it
/// did (which the retries of `pipeline::lower_fitting` read), and the loop being lowered.
pub(in crate::lower) struct State {
    /// While a pipelined loop's prologue is lowered (in the block before the loop): what it
    /// computes that the loop does not vary is memoised in the scope around the loop, so the
    /// body's copies reuse it instead of computing it every iteration.
    pub hoist: Option<Hoist>,
    /// Whether loops keep the dot operands they do not vary resident.
    pub residents: bool,
    /// Whether some loop did.
    pub had_residents: bool,
    /// Whether loops may stage their dot operands one iteration ahead through registers on
    /// targets with no asynchronous copies.
    pub register_staging: bool,
    /// Whether some loop did.
    pub had_staging: bool,
    /// The stages of loops in a kernel that names none (`Options::default_stages`).
    pub default_stages: u32,
    /// Whether some loop was pipelined at that default.
    pub had_default_ring: bool,
    /// Whether two-warpgroup loops may take turns on the tensor cores.
    pub turns_allowed: bool,
    /// The turns of the loop being lowered, if it takes them.
    pub turns: Option<Turns>,
    /// The refill that the loop being lowered issues after its first dot's handover
    /// (`Pipeline::mid`), until it is.
    pub mid_refill: Option<MidRefill>,
    /// Values fetched ahead by a pipelined loop into its ring, in the iteration being lowered.
    pub staged: HashMap<Value, Staged>,
    /// The dot of the pipelined loop being lowered whose warpgroup steps stay in flight into
    /// the next iteration.
    pub in_flight: Option<Inst>,
}

impl State {
    pub(in crate::lower) fn new(o: crate::lower::Options) -> State {
        State {
            hoist: None,
            residents: o.residents,
            had_residents: false,
            register_staging: o.staging,
            had_staging: false,
            default_stages: o.default_stages,
            had_default_ring: false,
            turns_allowed: o.turns,
            turns: None,
            mid_refill: None,
            staged: HashMap::default(),
            in_flight: None,
        }
    }
}

/// One load fetched ahead: its value, home layout, swizzled slot shape and ring placement.
#[derive(Clone)]
pub(super) struct RingLoad {
    inst: Inst,
    value: Value,
    home: Lk,
    /// Slot 0 of the ring (later slots follow at `slot_bytes` apart).
    sw: Swizzle,
    slot_bytes: u32,
    /// Read by warpgroup tensor cores (the slot a `Swizzle::wgmma` tile at 1024 bytes).
    wgmma: bool,
    /// Fetched by the copy engine (`tma`): the tile and its tensor map's index.
    tma: Option<(TileAddr, u32)>,
    /// Stored transposed (register staging only): a K x N B that lane loads read K-major.
    transposed: bool,
}

/// A pipelined loop: its stages and what it fetches ahead.
#[derive(Clone)]
pub(super) struct Pipeline {
    pub stages: u32,
    /// Iterations fetched ahead: `stages - 1`, or `stages - 2` when a dot's warpgroup steps
    /// stay in flight into the next iteration (their slot is still being read while the next
    /// fetch starts); one more with `late` refills.
    pub ahead: u32,
    /// Whether each iteration refills at its end (after its dots have retired what they
    /// read) rather than at its top: when the copy engine fetches every ring load.
    pub late: bool,
    /// Whether a loop that takes turns refills right after its first dot's handover (in the
    /// last warpgroup, the slot the previous iteration read) rather than at its end: see
    /// "Warpgroup turns" in the module docs.
    pub mid: bool,
    /// The dot on warpgroup tensor cores whose steps stay in flight across iterations (one
    /// group: each iteration waits for the previous one's), if any.
    pub in_flight: Option<Inst>,
    loads: Vec<RingLoad>,
    /// Bytes between slots (every ring load's slots are interleaved at one stride).
    pub stride: u32,
    /// Whether warpgroup tensor cores read the ring: each thread fences its copies for them
    /// (`fence.proxy.async`) before the barrier that publishes a slot.
    pub fence: bool,
    /// The mbarriers of the copy engine's stages (one per slot, 8 bytes each, from this
    /// shared offset), if any load is fetched by it (`tma`).
    pub bars: Option<u32>,
    /// Whether some ring load is fetched by `cp.async` (waited for by copy groups).
    pub copies: bool,
    /// Register staging (targets with no asynchronous copies): each iteration loads the next
    /// one's tiles into registers at its top and stores them into the other of two slots at
    /// its end (see the module docs).
    pub regs: bool,
}

/// A pipelined loop whose warpgroups take turns on the tensor cores (see the module docs).
#[derive(Clone, Copy)]
pub(super) struct Turns {
    /// The body's two dots: the turn is handed over after the first's steps are issued, and
    /// taken before the second's.
    first: Inst,
    last: Inst,
    /// Warpgroups (2 to 15).
    groups: u32,
    /// This thread's named barrier (its warpgroup's, `1 + group`) and the next warpgroup's.
    mine: VReg,
    next: VReg,
    /// Whether this thread's warpgroup is not the last.
    not_last: VReg,
    /// The handovers and takes lowered in the body (one each, or the turns are dropped).
    took: u32,
    handed: u32,
}

/// The refill of a loop that refills after its first dot's handover (`Pipeline::mid`): what
/// `Lower::refill` needs, kept from the top of the body until the handover is lowered.
pub(super) struct MidRefill {
    pub p: Pipeline,
    pub body: Region,
    /// The induction variable's type, this iteration's value, the step and the bound.
    pub bounds: (DType, VReg, VReg, VReg),
    /// The slot read now (byte offset) and its stage index.
    pub r: VReg,
    pub stage: Option<VReg>,
}

/// Hoisting of a prologue: where its loop-invariant results are memoised, and what the loop
/// varies (its parameters, and everything computed from them in the body).
pub(super) struct Hoist {
    pub scope: usize,
    pub varying: std::rc::Rc<std::collections::HashSet<Value>>,
}

/// Where a fetched-ahead value is in the iteration that reads it: its slot-0 buffer and the
/// current slot's byte offset (a uniform register).
#[derive(Clone, Copy)]
pub(super) struct Staged {
    pub sw: Swizzle,
    pub slot: VReg,
    /// Stored transposed (a K x N B for lane loads: register staging only).
    pub transposed: bool,
}

/// Whether `v` is defined in `body` (by an op in it or a region inside it, or as a parameter).
pub(super) fn defined_in(k: &tessera_ir::Kernel, body: Region, v: Value) -> bool {
    let mut walk = vec![body];
    while let Some(r) = walk.pop() {
        if k.regions[r].params.contains(&v) {
            return true;
        }
        for &i in &k.regions[r].insts {
            if k.insts[i].results.contains(&v) {
                return true;
            }
            walk.extend(k.insts[i].regions.iter().copied());
        }
    }
    false
}

/// The swizzle of a ring slot at byte `at` for a `rows` x `cols` tile of `eb`-byte elements: as
/// warpgroup tensor cores read it (16-bit), or row-major, a K x N B read by lane loads
/// transposed.
pub(super) fn ring_swizzle(wgmma: bool, transposed: bool, (rows, cols, eb): (u32, u32, u32), at: u32) -> Swizzle {
    match (wgmma, transposed) {
        (true, _) => Swizzle::wgmma_of(rows, cols, eb, at),
        (false, true) => Swizzle::folded(rows, eb, at),
        (false, false) => Swizzle::of(cols, eb, at),
    }
}

/// The dots in region `r` and the regions inside it.
pub(super) fn dots_in(k: &tessera_ir::Kernel, r: Region) -> usize {
    k.regions[r]
        .insts
        .iter()
        .map(|&i| {
            matches!(k.insts[i].op, Op::Dot { .. }) as usize
                + k.insts[i].regions.iter().map(|&s| dots_in(k, s)).sum::<usize>()
        })
        .sum()
}

/// The values loop body `body` varies: its parameters, and everything computed from them.
pub(super) fn varying_in(k: &tessera_ir::Kernel, body: Region) -> std::collections::HashSet<Value> {
    let mut out: std::collections::HashSet<Value> = k.regions[body].params.iter().copied().collect();
    let mut walk = vec![body];
    while let Some(r) = walk.pop() {
        out.extend(k.regions[r].params.iter().copied());
        for &i in &k.regions[r].insts {
            let d = &k.insts[i];
            // What reads memory, or holds regions, varies too (the loop may write the memory).
            let reads = matches!(
                d.op,
                Op::Load { .. }
                    | Op::AtomicRmw { .. }
                    | Op::AtomicCas { .. }
                    | Op::Reduce { .. }
                    | Op::Scan { .. }
                    | Op::Dot { .. }
            );
            if reads || d.args.iter().any(|a| out.contains(a)) || !d.regions.is_empty() {
                out.extend(d.results.iter().copied());
            }
            walk.extend(d.regions.iter().copied());
        }
    }
    out
}

impl Pipeline {
    /// Plans the refill of a loop that takes turns after its first dot's handover instead of
    /// at its end (`mid`; `refill=late` keeps the end, for A/B measurements): the slot
    /// refilled is the previous iteration's, so the loop fetches one iteration less ahead and
    /// its prologue fills all slots but one.
    pub(super) fn refill_mid(&mut self, mid: bool) {
        debug_assert!(self.late && self.in_flight.is_none(), "turns are planned on late rings with nothing in flight");
        if mid {
            self.mid = true;
            self.ahead -= 1;
        }
    }
}

impl RingLoad {
    /// The bytes one stage of this load moves (the tile).
    fn slot_bytes_used(&self, k: &tessera_ir::Kernel) -> u32 {
        let ty = k.ty(self.value);
        ty.numel() as u32 * ty.dtype().map_or(2, |d| d.bytes())
    }
}
