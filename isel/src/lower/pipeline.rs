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
//! only use is a transpose that is B of warpgroup dots, read K-major from the slot), its
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
//! When the copy engine fetches every ring load (`lower::tma`), an iteration refills at its
//! end instead of its top ("late"): after its dots (and, with a group in flight, the wait that
//! retires the previous iteration's group), a barrier, then the copies into the slot that the
//! retired group read. There is then no barrier at the top (the mbarrier wait says the slot is
//! in), the loop fetches one iteration further ahead (`num_stages - 1` with a group in flight,
//! `num_stages` without), and a group stays in flight from 3 stages. (A loop whose warpgroups
//! take turns refills after its first dot instead: "Warpgroup turns" below.) On the H200 (2026-12-01,
//! `benches/gpu/tma_round2.sh`) this is level with the top refill at 4 stages and as fast at 3
//! stages as the top refill at 4, with 49 KB less shared memory. The copies are issued by one
//! lane of warp 0, picked with `elect.sync` where the target has it (`Target::elect_lane`), so
//! that ptxas sees a single issuer; that measured no different from thread 0.
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
//! but the copy waits on nothing the group does. On the H200 (docs/benchmarks.md, "Nineteenth
//! sitting") d128 went 561 -> 600 TFLOPS on 3 stages and 576 -> 583 on 2, causal d128 on 3
//! stages 467 -> 493; causal d128 on 2 stages, whose short loops now have one iteration
//! ahead, stayed level. (`refill=late` keeps the end, for A/B measurements.)
//!
//! Each group waits for its `P V` before it issues its next `Q K^T`. Letting `P V` run on
//! behind the next `Q K^T`, as FA3 orders them, was built twice and measured slower on the
//! H200 (docs/benchmarks.md, "Sixteenth and seventeenth sittings"): kept in flight across the
//! back edge, ptxas serialises every step (C7514); rotated into the next iteration (nothing in
//! flight across the back edge), it is correct but 17 % slower, with or without the overlap.
//!
//! The plan is checked once the body is lowered, and the kernel lowered again without turns
//! (`lower_fitting`) when it fails: the body may emit no program barrier (a layout exchange, a
//! reduction across warps, a store for a dot), and the two dots must each have run on
//! warpgroups, the first handing over before the second takes (tiles are expanded where first
//! used, so the second dot can be lowered first; then the takes would wait for ever).
//!
//! On the H200 (`benches/gpu/turns_ab.sh`, 2026-12-02, docs/benchmarks.md): d128 483 -> 575
//! TFLOPS (cuDNN 598), causal 387 -> 443; d64 on 128x64 blocks 402 -> 431. A by-hand edit of
//! the PTX measured the same first (`benches/gpu/pingpong.py`). `turns=off` turns it off,
//! for A/B measurements. The simulator runs the warpgroups in lockstep: it checks the turns'
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
//! the whole body: attention's K and V at head dim 128 took 64 VGPRs on gfx1100 (it no longer
//! fitted), and on CDNA, with its two dots, staging them raised attention_d128 from 144 to 159
//! VGPRs and halved its occupancy by LDS (2 to 1 waves). By the model of docs/benchmarks.md
//! (with paired LDS reads, `lower::dot`) the matmul loop on gfx942 went from 116 to 97
//! instructions, and its LDS doubled (8 to 16 KB, 8 to 4 waves per SIMD). A kernel over the
//! shared-memory limit with staging is lowered again without it (`lower_fitting`).
//! (`register-staging=off` turns it off, for comparisons.)
//!
//! The ring's slots are swizzled buffers (`shared::Swizzle`) pinned for the loop's whole run:
//! buffers placed inside the loop are reused above them (`Lower::smem_floor`). The slot being
//! read is a uniform offset the loop carries as a hidden block parameter.

use super::remarks::Path;
use super::shared::Swizzle;
use super::tma::TileAddr;
use super::{Lk, Lower, Res};
use crate::target::Target;
use crate::vcode::VReg;
use tessera_ir::kernel::{Inst, Region};
use tessera_ir::op::{BinaryOp, IntCC, Op};
use tessera_ir::{DType, Scalar, Value, ValueDef};

/// The most bytes a thread holds in registers for register staging (16 VGPRs).
const MAX_STAGED_BYTES: u32 = 64;

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
    pub varying: std::collections::HashSet<Value>,
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
fn defined_in(k: &tessera_ir::Kernel, body: Region, v: Value) -> bool {
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
fn ring_swizzle(wgmma: bool, transposed: bool, (rows, cols, eb): (u32, u32, u32), at: u32) -> Swizzle {
    match (wgmma, transposed) {
        (true, _) => Swizzle::wgmma(rows, cols, at),
        (false, true) => Swizzle::folded(rows, eb, at),
        (false, false) => Swizzle::of(cols, eb, at),
    }
}

/// The dots in region `r` and the regions inside it.
fn dots_in(k: &tessera_ir::Kernel, r: Region) -> usize {
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
fn varying_in(k: &tessera_ir::Kernel, body: Region) -> std::collections::HashSet<Value> {
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

impl<'k, T: Target> Lower<'k, T> {
    /// The pipeline of loop `inst`, if the kernel asks for stages and the body has loads to
    /// fetch ahead. Places the ring.
    pub(super) fn pipeline_plan(&mut self, inst: Inst) -> Option<Pipeline> {
        let k = self.k;
        // Without asynchronous copies, registers stage one iteration ahead into two slots.
        let regs = !self.t.has_copy_async();
        let asked = k.num_stages.unwrap_or(self.default_stages);
        let body = k.insts[inst].regions[0];
        if asked < 2 || regs && !self.register_staging {
            let why = match asked < 2 {
                true => "the kernel asks for `num_stages 1`, the plain loop".into(),
                false => "register staging is off (over the shared memory with it)".into(),
            };
            self.notes.loop_missed.insert(body, why);
            return None;
        }
        let stages = if regs { 2 } else { asked };
        let iv = k.regions[body].params[0];
        let mut loads = Vec::new();
        for &i in &k.regions[body].insts {
            let d = &k.insts[i];
            let Op::Load { mask, other } = d.op else { continue };
            let v = d.results[0];
            let ty = k.ty(v);
            // 16-bit tiles, and i8 ones where registers stage them (lane loads read any).
            let miss = |l: &mut Self, why: String| {
                l.notes.load_missed.insert(i, why);
            };
            let eb = match ty.dtype() {
                Some(DType::F16 | DType::BF16) => 2,
                Some(DType::I8) if regs => 1,
                d => {
                    let d = d.map_or("pointer".into(), |d| d.to_string());
                    miss(self, format!("its elements are {d}: rings fetch 16-bit tiles (and i8 through registers)"));
                    continue;
                }
            };
            if ty.shape.dims().len() != 2 {
                continue;
            }
            if other && !self.is_zero(d.args[2]) {
                miss(self, "its `other` is not zero, and copies fill masked elements with zeros".into());
                continue;
            }
            if !self.invariant_but_iv(d.args[0], body, iv) || mask && !self.invariant_but_iv(d.args[1], body, iv) {
                miss(
                    self,
                    "its address or mask depends on a value the loop carries that is not an induction \
                     (a step that varies, or an update inside an `if` or a nested loop)"
                        .into(),
                );
                continue;
            }
            if !self.only_staged_dot_operand(v, body) {
                continue;
            }
            // Lane loads read a B given as K x N transposed; copies cannot transpose.
            let transposed = match regs {
                true => match self.lane_loaded(v, body) {
                    Some(t) => t,
                    None => {
                        miss(self, "registers stage a dot operand only as the dot reads it (or B transposed)".into());
                        continue;
                    }
                },
                false => false,
            };
            let home = self.home(ty);
            let (rows, cols) = (ty.shape.dims()[0], ty.shape.dims()[1]);
            let w = self.vector_width(d.args[0], mask.then(|| d.args[1]), home, eb);
            let wgmma = self.feeds_wgmma(v, body);
            let tma = match (wgmma, cols >= 16) {
                (true, true) => self.tma_load(i).map_err(|why| miss(self, why)).ok(),
                (true, false) => {
                    miss(self, format!("its tile has {cols} columns; the copy engine's boxes take 16 or more"));
                    None
                }
                (false, _) => None,
            };
            if w < 2 && tma.is_none() {
                // Say which fact is missing: consecutive elements, or aligned rows.
                let why = match self.info[d.args[0]].contig {
                    1 => "its pointers are not provably consecutive along a row (`arange` plus what is \
                          constant along it; `%` by a parameter or a gather is not)"
                        .to_string(),
                    _ => "the facts do not show its rows aligned (`align 16` on the buffer, `div 8` on the row \
                          length)"
                        .to_string(),
                };
                miss(self, format!("its accesses are {} bytes wide and copies need 4 or more: {why}", w as u32 * eb));
                continue;
            }
            let tma = tma.map(|t| {
                let m = self.tile_map(&t);
                (t, m)
            });
            let sw = ring_swizzle(wgmma, transposed, (rows, cols, eb), 0);
            // (Register-staged slots a multiple of 128 bytes apart: `swizzled_addr` relies on it.)
            let align = if wgmma {
                1024
            } else if regs {
                128
            } else {
                16
            };
            let slot_bytes = (rows * cols * eb).next_multiple_of(align);
            loads.push(RingLoad { inst: i, value: v, home, sw, slot_bytes, wgmma, tma, transposed });
        }
        // Register staging holds the next iteration's tiles through the whole body: only in a
        // loop with one dot, and where they take at most 16 registers a thread (see the
        // module docs).
        let held: u32 = loads.iter().map(|l| l.slot_bytes_used(k)).sum::<u32>() / self.threads;
        let dots = dots_in(k, body);
        if loads.is_empty() || regs && (held > MAX_STAGED_BYTES || dots > 1) {
            if !loads.is_empty() {
                let why = match dots > 1 {
                    true => format!("register staging takes loops of one dot; this one has {dots}"),
                    false => format!(
                        "register staging holds at most {MAX_STAGED_BYTES} bytes a thread; these tiles take {held}"
                    ),
                };
                self.notes.loop_missed.insert(body, why);
            }
            return None;
        }
        for l in &loads {
            let path = match (regs, l.tma.is_some()) {
                (true, _) => Path::RegisterStaging,
                (false, true) => Path::TmaRing,
                (false, false) => Path::CopyRing,
            };
            self.notes.ring.insert(l.inst, path);
        }
        // The copy engine's barriers go below the ring, and stay put after the loop (the bytes
        // are the barriers'; ordinary accesses would be wrong).
        let bars = loads.iter().any(|l| l.tma.is_some()).then(|| {
            let b = self.shared_buffer_aligned(8 * stages, 16);
            self.smem_floor = self.smem_floor.max(self.smem_top);
            b
        });
        let copies = loads.iter().any(|l| l.tma.is_none());
        // Slot s of load j at base + s * stride + (sum of the slot sizes before j).
        let stride: u32 = loads.iter().map(|l| l.slot_bytes).sum();
        let fence = loads.iter().any(|l| l.wgmma);
        let base = if fence {
            self.shared_buffer_aligned(stride * stages, 1024)
        } else {
            self.shared_buffers(&[stride * stages])[0]
        };
        let mut at = base;
        for l in &mut loads {
            let ty = k.ty(l.value);
            let (r, c) = (ty.shape.dims()[0], ty.shape.dims()[1]);
            let eb = ty.dtype().map_or(2, |d| d.bytes());
            l.sw = ring_swizzle(l.wgmma, l.transposed, (r, c, eb), at);
            at += l.slot_bytes;
        }
        let late = bars.is_some() && !copies && self.t.codegen().late_tma_waits;
        let deep = stages >= 4 || late && stages >= 3;
        let in_flight =
            if fence && deep && self.t.codegen().wgmma_in_flight { self.carried_dot(inst, &loads) } else { None };
        self.had_staging |= regs;
        self.had_default_ring |= k.num_stages.is_none();
        let ahead = stages + late as u32 - if in_flight.is_some() { 2 } else { 1 };
        let copies = copies && !regs;
        Some(Pipeline { stages, ahead, late, mid: false, loads, stride, fence, bars, copies, in_flight, regs })
    }

    /// Whether `v` is a zero constant (or a splat of one).
    pub(super) fn is_zero(&self, v: Value) -> bool {
        let ValueDef::Result(i, 0) = self.k.values[v].def else { return false };
        match self.k.insts[i].op {
            Op::Const(bits) => bits == 0,
            Op::Splat => self.is_zero(self.k.insts[i].args[0]),
            _ => false,
        }
    }

    /// Whether `v` depends on nothing defined in `body` but pure ops and the induction variable.
    fn invariant_but_iv(&self, v: Value, body: Region, iv: Value) -> bool {
        let k = self.k;
        match k.values[v].def {
            ValueDef::RegionParam(r, _) if r == body => v == iv,
            ValueDef::RegionParam(..) | ValueDef::Param(_) => true,
            ValueDef::Result(i, _) => {
                if !k.regions[body].insts.contains(&i) {
                    return true;
                }
                let d = &k.insts[i];
                d.regions.is_empty()
                    && !d.op.has_side_effects()
                    && !matches!(d.op, Op::Load { .. } | Op::Reduce { .. } | Op::Scan { .. } | Op::Dot { .. })
                    && d.args.iter().all(|&a| self.invariant_but_iv(a, body, iv))
            }
        }
    }

    /// The one dot of loop `inst`'s body on warpgroup tensor cores, if its accumulator is an f32
    /// loop-carried value used by nothing else and its result is yielded in its place and used
    /// by nothing else, and it reads both operands from buffers no iteration writes while it
    /// runs (a slot of the ring `loads`, or a resident operand): its steps may then run on into
    /// the next iteration. An operand the dot stores itself each iteration (a load the ring
    /// does not fetch, say with a non-zero `other`) would be overwritten while the previous
    /// iteration's steps still read it.
    fn carried_dot(&mut self, inst: Inst, loads: &[RingLoad]) -> Option<Inst> {
        let k = self.k;
        let body = k.insts[inst].regions[0];
        let dots: Vec<Inst> = k.regions[body]
            .insts
            .iter()
            .copied()
            .filter(|&i| matches!(k.insts[i].op, Op::Dot { .. }) && self.dot_plan(i).wg.is_some_and(|w| w.stages()))
            .collect();
        let [dot] = dots[..] else { return None };
        let d = &k.insts[dot];
        let residents = if self.residents { self.resident_operands(body) } else { Vec::new() };
        let unwritten = |j: usize| {
            let arg = d.args[j];
            let v = super::dot::transpose_of(k, arg).filter(|_| j == 1).unwrap_or(arg);
            loads.iter().any(|l| l.value == v) || residents.iter().any(|r| r.0 == v)
        };
        if !unwritten(0) || !unwritten(1) {
            return None;
        }
        let (acc, out) = (d.args[2], d.results[0]);
        if k.ty(acc).dtype() != Some(DType::F32) {
            // A 16-bit accumulator is widened before the steps and rounded after them.
            return None;
        }
        let y = *k.regions[body].insts.last()?;
        let j = k.insts[y].args.iter().position(|&a| a == out)?;
        let uses = |v: Value| k.insts.values().flat_map(|x| x.args.iter()).filter(|&&a| a == v).count();
        (k.regions[body].params.get(j + 1) == Some(&acc) && uses(acc) == 1 && uses(out) == 1).then_some(dot)
    }

    /// Whether a use of `v` is as an operand of a dot on warpgroup tensor cores (directly, or
    /// transposed as B: `kmajor_b`).
    pub(super) fn feeds_wgmma(&mut self, v: Value, body: Region) -> bool {
        let k = self.k;
        k.regions[body].insts.iter().any(|&i| {
            let d = &k.insts[i];
            matches!(d.op, Op::Dot { .. })
                && d.args[..2].contains(&v)
                && self.dot_plan(i).wg.is_some_and(|w| w.stages())
        }) || self.kmajor_b(v, body, true).is_some()
    }

    /// The transpose of `v` in `body` whose every use is as B of a dot on tensor cores that
    /// stages its operands (on warpgroup tensor cores only, with `wg`), if that is `v`'s only
    /// use: the dots read `v`'s tile K-major (`wgmma`, or non-transposed matrix loads), so it is
    /// staged as it is loaded.
    pub(super) fn kmajor_b(&mut self, v: Value, body: Region, wg: bool) -> Option<Value> {
        let k = self.k;
        let users: Vec<Inst> = k.insts.iter().filter(|(_, d)| d.args.contains(&v)).map(|(i, _)| i).collect();
        let [t] = users[..] else { return None };
        let d = &k.insts[t];
        if !matches!(&d.op, Op::Trans(p) if p[..] == [1, 0]) || !k.regions[body].insts.contains(&t) {
            return None;
        }
        let tv = d.results[0];
        let mut used = false;
        for (i, u) in k.insts.iter() {
            for (j, &a) in u.args.iter().enumerate() {
                if a != tv {
                    continue;
                }
                let ok = matches!(u.op, Op::Dot { .. }) && j == 1 && k.regions[body].insts.contains(&i) && {
                    let plan = self.dot_plan(i);
                    if wg {
                        plan.wg.is_some_and(|w| w.stages())
                    } else {
                        plan.stages_operands()
                    }
                };
                if !ok {
                    return None;
                }
                used = true;
            }
        }
        used.then_some(tv)
    }

    /// Whether every use of `v` is as A or B of a dot in `body` that stages its operands (or
    /// its transpose's, as `kmajor_b` says).
    pub(super) fn only_staged_dot_operand(&mut self, v: Value, body: Region) -> bool {
        if self.kmajor_b(v, body, false).is_some() {
            return true;
        }
        let k = self.k;
        let mut used = false;
        for (i, d) in k.insts.iter() {
            for (j, &a) in d.args.iter().enumerate() {
                if a != v {
                    continue;
                }
                let ok = matches!(d.op, Op::Dot { .. }) && j < 2 && k.regions[body].insts.contains(&i) && {
                    let plan = self.dot_plan(i);
                    plan.stages_operands()
                };
                if !ok {
                    return false;
                }
                used = true;
            }
        }
        used
    }

    /// Starts the copies of iteration `iv` (a register of the loop's type) of every ring load
    /// into the slot at byte offset `slot` (a register, `None` for slot 0), where `valid`
    /// holds; then commits the group. In the prologue (`hoist`), what the loop does not vary
    /// is memoised around the loop, and the lanes' matrix-load offsets are computed there too.
    ///
    /// With register staging (`Pipeline::regs`) the tiles are loaded into registers instead
    /// (guarded by `valid`), and returned, one list per ring load, for `store_ahead`.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn prefetch(
        &mut self,
        p: &Pipeline,
        body: Region,
        (iv, slot, stage): (VReg, Option<VReg>, Option<VReg>),
        valid: VReg,
        hoist: bool,
    ) -> Res<Vec<Vec<VReg>>> {
        let k = self.k;
        if hoist {
            self.hoist = Some(Hoist { scope: self.scopes.len() - 1, varying: varying_in(k, body) });
        }
        self.push_scope();
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
                self.t.mbarrier_expect(bar, bytes, Some(issue));
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
                        self.t.copy_tensor(dst, *map, xj, y, z, bar, Some(issue));
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
                let w = self.vector_width(d.args[0], mask.then(|| d.args[1]), l.home, 2);
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
                    self.t.copy_async(addr, off, ptrs[g], 2 * w as u32, Some(fill), owner);
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
        self.hoist = None;
        if p.copies {
            self.t.copy_async_commit();
        }
        r.map(|()| loaded)
    }

    /// Register staging: stores the tiles `prefetch` loaded (`loaded`) into the slot at byte
    /// offset `slot` (`None` for slot 0), a K x N B transposed. No barrier.
    pub(super) fn store_ahead(&mut self, p: &Pipeline, loaded: &[Vec<VReg>], slot: Option<VReg>) -> Res<()> {
        for (l, regs) in p.loads.iter().zip(loaded) {
            let ty = self.k.ty(l.value);
            let d = ty.dtype().ok_or_else(|| self.err("a dot of non-numbers"))?;
            let (rows, cols) = (ty.shape.dims()[0], ty.shape.dims()[1]);
            self.store_tile_as(regs, d, l.home, (rows, cols), l.transposed, &l.sw, slot);
        }
        Ok(())
    }

    /// For a load of `body` fetched ahead through registers: whether its slot holds it
    /// transposed (a K x N B, which lane loads read K-major), if every use is as an operand of
    /// a dot with lane loads (`Mma::lane_loads`) and all agree on that.
    fn lane_loaded(&mut self, v: Value, body: Region) -> Option<bool> {
        // B given as trans(v): v's N x K tile is read as it is.
        if let Some(t) = self.kmajor_b(v, body, false) {
            let users: Vec<Inst> = self.k.insts.iter().filter(|(_, d)| d.args.contains(&t)).map(|(i, _)| i).collect();
            return users.into_iter().all(|i| self.dot_plan(i).lane_loads()).then_some(false);
        }
        let k = self.k;
        let mut side = None;
        for (i, d) in k.insts.iter() {
            for (j, &a) in d.args.iter().enumerate() {
                if a != v {
                    continue;
                }
                if !matches!(d.op, Op::Dot { .. }) || j >= 2 || !self.dot_plan(i).lane_loads() {
                    return None;
                }
                if side.replace(j == 1).is_some_and(|s| s != (j == 1)) {
                    return None;
                }
            }
        }
        side
    }

    /// The predicate of the one thread that issues copy-engine copies: warp 0's elected lane
    /// where the target elects (thread 0 of a lockstep warp), else thread 0. In a loop that
    /// takes turns, the last warpgroup's first warp refills the ring (the module docs say why).
    fn issuer(&mut self) -> VReg {
        let tid = self.tid();
        let first = self.turns.map_or(0, |t| 128 * (t.groups - 1));
        match self.t.elect_lane() {
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

    /// The two dots of a loop whose warpgroups can take turns: a ring the copy engine refills
    /// late (no `cp.async`, no group in flight), two or more warpgroups, and exactly two dots
    /// directly in the body. That the dots run on warpgroups, each with rows of its own, and
    /// that the body needs no program barrier is checked once it is lowered.
    pub(super) fn turns_plan(&self, p: &Pipeline, body: Region) -> Option<(Inst, Inst)> {
        let k = self.k;
        let groups = k.num_warps / 4;
        if !self.turns_allowed || !self.t.has_turns() || !p.late || p.in_flight.is_some() || p.copies {
            return None;
        }
        if !k.num_warps.is_multiple_of(4) || !(2..=15).contains(&groups) {
            return None;
        }
        let dots: Vec<Inst> =
            k.regions[body].insts.iter().copied().filter(|&i| matches!(k.insts[i].op, Op::Dot { .. })).collect();
        match dots[..] {
            [first, last] => Some((first, last)),
            _ => None,
        }
    }

    /// Before the loop (every thread, whether it runs or not): the last warpgroup hands the
    /// first its turn, and each warpgroup waits for its own.
    pub(super) fn turns_begin(&mut self, (first, last): (Inst, Inst)) -> Turns {
        let groups = self.k.num_warps / 4;
        let tid = self.tid();
        let seven = self.i32c(7);
        let group = self.t.binary(BinaryOp::Lshr, DType::I32, tid, seven);
        let one = self.i32c(1);
        let mine = self.t.binary(BinaryOp::Add, DType::I32, group, one);
        let n = self.i32c(groups as i64);
        let not_last = self.t.icmp(IntCC::Ult, DType::I32, mine, n);
        let after = self.t.binary(BinaryOp::Add, DType::I32, mine, one);
        let next = self.t.select(Scalar::Num(DType::I32), not_last, after, one);
        let last_group = self.t.icmp(IntCC::Eq, DType::I32, mine, n);
        self.t.turn_hand_over(one, 256, Some(last_group));
        self.t.turn_take(mine, 256);
        Turns { first, last, groups, mine, next, not_last, took: 0, handed: 0 }
    }

    /// In a dot of a loop that takes turns, before its steps' fence: the last dot waits for
    /// this warpgroup's turn.
    pub(super) fn turn_before_steps(&mut self, inst: Inst) {
        if let Some(t) = self.turns.as_mut().filter(|t| t.last == inst) {
            // A take before the handover (the last dot lowered first: tiles are expanded where
            // first used) would wait for a turn that nobody hands over: no turns then.
            t.took += if t.handed == 1 { 1 } else { 2 };
            let mine = t.mine;
            self.t.turn_take(mine, 256);
        }
    }

    /// ... and after their commit: the first dot hands the turn to the next warpgroup, and
    /// (`Pipeline::mid`) the last warpgroup refills the slot that the previous iteration read.
    pub(super) fn turn_after_steps(&mut self, inst: Inst) -> Res<()> {
        if let Some(t) = self.turns.as_mut().filter(|t| t.first == inst) {
            t.handed += 1;
            let next = t.next;
            self.t.turn_hand_over(next, 256, None);
            if let Some(m) = self.mid_refill.take() {
                self.t.turn_ordered();
                self.refill(&m.p, m.body, m.bounds, m.r, m.stage)?;
            }
        }
        Ok(())
    }

    /// After the loop (every thread): each warpgroup but the last hands the next its turn once
    /// more, so that every named barrier's phases are whole whatever the trip count.
    pub(super) fn turns_end(&mut self, t: &Turns) {
        self.t.turn_hand_over(t.next, 256, Some(t.not_last));
    }

    /// Whether the body lowered under `t` took its turns as planned: one handover, then one
    /// take.
    pub(super) fn turns_taken(t: &Turns) -> bool {
        t.took == 1 && t.handed == 1
    }

    /// The shared address of stage `stage`'s barrier (an i32 register: the slot index).
    pub(super) fn stage_bar(&mut self, bars: u32, stage: VReg) -> VReg {
        let eight = self.i32c(8);
        let off = self.t.binary(BinaryOp::Mul, DType::I32, stage, eight);
        let base = self.i32c(bars as i64);
        let index = self.t.binary(BinaryOp::Add, DType::I32, base, off);
        self.t.shared_addr(index)
    }

    /// Before the prologue of a pipeline with copy-engine stages: thread 0 initialises the
    /// barriers (one arrival each: its own `arrive.expect_tx`) and publishes them.
    pub(super) fn init_stage_bars(&mut self, p: &Pipeline) {
        let Some(bars) = p.bars else { return };
        let tid = self.tid();
        let zero = self.i32c(0);
        let first = self.t.icmp(tessera_ir::op::IntCC::Eq, DType::I32, tid, zero);
        for s in 0..p.stages {
            let index = self.i32c((bars + 8 * s) as i64);
            let addr = self.t.shared_addr(index);
            self.t.mbarrier_init(addr, 1, Some(first));
        }
        self.t.mbarrier_init_fence();
        self.t.barrier();
    }

    /// `iv + s * step` of the loop's type, and whether it is a real iteration: below `hi`, and
    /// not wrapped past the type's end (step > 0).
    pub(super) fn iteration_ahead(&mut self, it: DType, iv: VReg, step: VReg, hi: VReg, s: u32) -> (VReg, VReg) {
        let c = self.t.constant(Scalar::Num(it), s as u64);
        let d = self.t.binary(BinaryOp::Mul, it, step, c);
        let next = self.t.binary(BinaryOp::Add, it, iv, d);
        let below = self.t.icmp(IntCC::Slt, it, next, hi);
        let grew = self.t.icmp(IntCC::Sge, it, next, iv);
        (next, self.t.binary(BinaryOp::And, DType::I1, below, grew))
    }

    /// The dot operands of loop body `body` that it does not vary and that reach tensor cores
    /// through shared memory (`DotPlan::staged_from`): defined before the loop, 2-D, 16-bit,
    /// with a home. B given as `trans(x)` (read K-major from x's tile) counts as x. Each value
    /// once, with whether warpgroup tensor cores read it (the buffer's swizzle differs); a
    /// value read by both kinds is left out.
    pub(super) fn resident_operands(&mut self, body: Region) -> Vec<(Value, bool)> {
        let k = self.k;
        let inside = varying_in(k, body);
        let mut out: Vec<(Value, bool)> = Vec::new();
        let mut mixed = Vec::new();
        for &i in &k.regions[body].insts {
            if !matches!(k.insts[i].op, Op::Dot { .. }) {
                continue;
            }
            let plan = self.dot_plan(i);
            if !plan.stages_operands() {
                continue;
            }
            for j in 0..2 {
                let arg = k.insts[i].args[j];
                // B = trans(x) of a tile x defined before the loop: x is read K-major.
                let v = match super::dot::transpose_of(k, arg) {
                    Some(x) if j == 1 && !defined_in(k, body, x) => x,
                    _ => arg,
                };
                let ty = k.ty(v);
                if defined_in(k, body, v)
                    || inside.contains(&v)
                    || ty.shape.dims().len() != 2
                    || !matches!(ty.dtype(), Some(DType::F16 | DType::BF16))
                {
                    continue;
                }
                let Some(&home) = self.homes.get(&v) else { continue };
                let kmajor = v != arg;
                if !plan.staged_from(j, home) && !kmajor {
                    continue;
                }
                // Lane loads read a K x N B transposed, which the dot's own staging store does:
                // such a value is no resident (not even where it is also an A).
                if j == 1 && !kmajor && plan.lane_loads() {
                    mixed.push(v);
                    continue;
                }
                let wg = plan.wg.is_some();
                match out.iter().find(|r| r.0 == v) {
                    Some(&(_, w)) if w != wg => mixed.push(v),
                    Some(_) => {}
                    None => out.push((v, wg)),
                }
            }
        }
        out.retain(|r| !mixed.contains(&r.0));
        out
    }

    /// Stores the resident operands of a loop (`resident_operands`) into their
    /// buffers before it, and marks them staged (at offset 0) for its body. The stores end with
    /// a barrier (`store_swizzled`).
    pub(super) fn stage_residents(&mut self, residents: &[(Value, bool)]) -> Res<()> {
        for &(v, wg) in residents {
            let home = self.homes[&v];
            let (rows, cols) = {
                let d = self.k.ty(v).shape.dims().to_vec();
                (d[0], d[1])
            };
            let store_as = if wg { super::dot::StoreAs::Wgmma } else { super::dot::StoreAs::Rows };
            let sw = self.store_swizzled(v, home, rows, cols, store_as)?;
            let zero = self.i32c(0);
            self.staged.insert(v, Staged { sw, slot: zero, transposed: false });
        }
        Ok(())
    }

    /// Marks the ring loads of `p` as staged in the slot at offset `slot` for the body.
    pub(super) fn stage_ring(&mut self, p: &Pipeline, slot: VReg) {
        for l in &p.loads {
            self.staged.insert(l.value, Staged { sw: l.sw, slot, transposed: l.transposed });
        }
        self.in_flight = p.in_flight;
    }

    /// The loop of `p` is lowered: its ring loads are ordinary values again.
    pub(super) fn stage_ring_done(&mut self, p: &Pipeline) {
        for l in &p.loads {
            self.staged.remove(&l.value);
        }
        self.in_flight = None;
    }

    /// Whether `inst` is a ring load of a loop being lowered (its copies are issued elsewhere).
    pub(super) fn is_ring_load(&self, inst: Inst) -> bool {
        self.k.insts[inst].results.first().is_some_and(|v| self.staged.contains_key(v))
    }
}
