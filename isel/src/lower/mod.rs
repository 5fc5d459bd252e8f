//! Lane expansion: a verified tile kernel becomes per-thread machine code through a [`Target`].
//!
//! ```text
//!   walk regions in program order
//!     memory ops, for, if,
//!     used reduce and scan ──> lowered where they stand, in their home layout
//!     everything else     ──> lowered on demand: get(value, layout) computes it in the layout
//!                             the consumer asks for (rematerialising cheap ops per layout)
//!   a value with a home (load, atomic, loop and if results) asked for in another layout
//!                         ──> converted through shared memory
//!   a stored value whose operands all sit in another layout (attention's acc / l)
//!                         ──> computed there, converted once (`memory::stored_value`)
//! ```
//!
//! Homes: a load, store or atomic works in the blocked layout of its shape with 16-byte vectors
//! of its element type (coalesced); loop-carried values and `if` results live in the same kind
//! of layout. Pure ops have no home: `arange`, `splat`, constants, `broadcast`, `trans`,
//! `reshape`, `expand_dims` and elementwise ops are computed in whatever layout their consumer
//! wants, which makes broadcasts and shape changes free (see `layout`). Results are memoised per
//! (value, layout) in scopes that follow the structured regions, so a register is only reused
//! where its definition dominates.
//!
//! Reductions, scans and dots are lowered where they stand, so that code after them in the
//! program (a load, say) does not hold registers across their barriers. A loop carries a dot's
//! result in the dot's layout (`dot::carried_home`).
//!
//! One concern a file, all of them `impl Lower` blocks:
//!
//! - `mod.rs` (this one): the `Lower` state, the memo and its scopes, layouts and homes,
//!   values on demand and elementwise ops;
//! - `control.rs`: the walk over regions, `for` (with the pipeliner's hooks) and `if`;
//! - `memory.rs`: global loads, stores and atomics, their vector widths and address runs;
//! - `reduce.rs`: `reduce` and `scan`, the combining of partials, the keys of arg reductions;
//! - `dot/`: `dot` planned (`mod.rs`) and lowered on one warp's tensor cores (`mma.rs`), on
//!   sm_90a's warpgroup tensor cores (`wgmma.rs`) or as multiply-adds (`fma.rs`);
//! - `pipeliner/`: the asynchronous machinery of dot loops, with its own state
//!   (`pipeliner::State`): rings fetched ahead by `cp.async` or the copy engine (TMA, with
//!   mbarrier stages), register staging, resident operands, warpgroup turns;
//! - `shared.rs`: shared-memory buffers and their reuse, swizzled tiles, layout exchange,
//!   padding, barriers;
//! - `remarks.rs`: the path each load and dot took, for `--remarks`.
//!
//! What only some targets have (asynchronous copies, warpgroup tensor cores, the copy engine,
//! turns) is reached through the target's capability accessors (`Target::async_copy` and the
//! rest), only where a plan was made for it.

mod bulk;
mod control;
mod dot;
mod memory;
mod pipeliner;
mod reduce;
pub mod remarks;
mod shared;

use crate::axis::{self, AxisInfo};
use crate::layout::{broadcast_map, trans_map, Layout};
use crate::target::{AsyncCopy, Target, TensorCopy, Turns, WarpgroupMma};
use crate::vcode::{Term, VReg};
use cranelift_entity::SecondaryMap;
use rustc_hash::FxHashMap as HashMap;
use shared::Pad;
use tessera_ir::kernel::{Inst, Kernel, Region, ValueDef};
use tessera_ir::op::{BinaryOp, CastOp, IntCC, Op};
use tessera_ir::{DType, Scalar, Type, Value};

/// Why a kernel could not be lowered.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("{}{op}: {message}", if *line > 0 { format!("line {line}: ") } else { String::new() })]
pub struct LowerError {
    pub line: u32,
    pub op: &'static str,
    pub message: String,
    /// The kernel went over the shared-memory limit with resident dot operands (`pipeliner`):
    /// lowered again without them it may fit (`pipeliner::lower_fitting` does that).
    pub(crate) residents_over: bool,
    /// ... and with loops staged through registers in two slots (`pipeliner`).
    pub(crate) staging_over: bool,
    /// ... and with a ring of the default depth for a kernel that names none (`pipeliner`).
    pub(crate) default_ring_over: bool,
    /// ... and with the buffers of bulk reductions (`bulk`).
    pub(crate) bulk_over: bool,
    /// A loop planned for warpgroup turns (`pipeliner`) turned out to need a program barrier
    /// in its body, or its dots did not both run on warpgroups: lowered again without turns.
    pub(crate) turns_failed: bool,
}

/// What lowering produced besides the code.
#[derive(Clone, Debug)]
pub struct Lowered {
    /// Threads per program.
    pub threads: u32,
    /// The path of each load and dot, and why not a faster one ([`remarks`]).
    pub remarks: Vec<remarks::Remark>,
}

/// A layout key: an index into the interned layouts, or the scalar "layout".
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum Lk {
    Scalar,
    Tile(u32),
}

type Res<T> = Result<T, LowerError>;

/// A value's registers in one layout, shared between the memo and its readers (a lookup is a
/// reference count, not a copy of the registers).
pub(super) type Regs = std::rc::Rc<[VReg]>;

/// What one region scope has computed.
#[derive(Default)]
struct Scope {
    /// Lowered values.
    values: HashMap<(Value, Lk), Regs>,
    /// Each layout's thread part of the flat index.
    tflat: HashMap<u32, VReg>,
    /// Thread-derived shared addresses, by (thread-index register, bytes per step, padding).
    saddr: HashMap<(VReg, u32, Option<Pad>), VReg>,
    /// Thread indices with some bits kept and some moved (see `gathered_tid`).
    tids: HashMap<(u32, u64), VReg>,
    /// Swizzled offsets of thread-derived indices, by (index register, swizzle shape).
    swz: HashMap<(VReg, [u32; 7]), VReg>,
    /// Dot operands stored into shared buffers here, by (value, how, rounded to tf32): a
    /// second dot of the same value reads the same buffer (`Lower::stored_operand`).
    operands: HashMap<(Value, shared::StoreAs, bool), shared::Swizzle>,
    /// Values not to be looked up in the scopes outside this one: a loop body's varying values
    /// while another iteration's are computed in it (`pipeliner::ring::prefetch`,
    /// `control::prefetch_next`), whose outer scopes hold this iteration's.
    fence: Option<std::rc::Rc<std::collections::HashSet<Value>>>,
}

struct Lower<'k, T: Target> {
    k: &'k Kernel,
    t: &'k mut T,
    info: SecondaryMap<Value, AxisInfo>,
    /// Affine strides of integer and pointer tiles (`crate::affine`).
    strides: SecondaryMap<Value, Option<crate::affine::Strides>>,
    threads: u32,
    layouts: Vec<Layout>,
    layout_ids: HashMap<Layout, u32>,
    /// What has been computed, one entry per open region scope (innermost last): a register
    /// is only reused where its definition dominates.
    scopes: Vec<Scope>,
    /// Home layouts of values that are not recomputed on demand.
    homes: HashMap<Value, Lk>,
    tid: Option<VReg>,
    /// A global write was lowered and no barrier has followed it yet.
    pending_write: bool,
    /// ... and every such write is a scalar store, which only thread 0 performs: a further
    /// scalar store (thread 0 again, in its program order) needs no barrier.
    owner_writes: bool,
    /// Values that something with an effect (a store, an atomic, control flow) reads, directly
    /// or through pure ops: a reduction that nothing uses is not lowered.
    used: SecondaryMap<Value, bool>,
    /// The end of the shared buffers placed since the last reuse (see `Lower::shared_buffers`).
    smem_top: u32,
    /// Shared buffers of this loop iteration were read since the last barrier (`reads_done`).
    reads_pending: bool,
    /// Warpgroup dot operands stored since the last program barrier and published to their
    /// own warpgroups only (`dot::wgmma`'s warpgroup barriers): a dot that reads one across
    /// warpgroups waits at a program barrier first.
    local_published: rustc_hash::FxHashSet<Value>,
    /// How many loops enclose the code being lowered. Every shared buffer is written once per
    /// execution of the op that owns it (buffers are never shared between ops), so its only
    /// hazard is the same op's next iteration: one barrier between writing and reading, and a
    /// second after the reads only inside a loop.
    loops: u32,
    /// The instruction being lowered, for error messages.
    at: Option<Inst>,
    /// What the deciders recorded for the remarks.
    notes: remarks::Notes,
    /// The pipeliner's state: what it may do, what it did, and the loop being lowered.
    pipe: pipeliner::State,
    /// Where reused shared buffers start again: the end of the rings and resident operands of
    /// the loops being lowered (0 outside them).
    smem_floor: u32,
    /// The scale-d predicate of the warpgroup dot being lowered, when its accumulator is
    /// `select(p, 0, acc)` (`dot::zero_unless`): taken by its first K steps.
    scale_d: Option<VReg>,
    /// Each dot's plan, once made.
    plans: HashMap<Inst, dot::DotPlan>,
    /// Dots in a chain (one's result is the next one's A), which keep their warps along M.
    chained: rustc_hash::FxHashSet<Inst>,
    /// The accumulator layouts of tensor-core dots, which stores of their results keep.
    dot_layouts: rustc_hash::FxHashSet<Lk>,
    /// The subset of `dot_layouts` that are wgmma's warpgroup accumulators.
    warpgroup_layouts: rustc_hash::FxHashSet<Lk>,
    /// Where shared memory first grew past the target's limit, and to how many bytes.
    smem_over: Option<(Option<Inst>, u32)>,
    /// Whether atomic sums may take the copy engine's bulk reductions (`bulk`).
    bulk_on: bool,
    /// The buffers of the updates that take them, placed when their loop starts.
    bulk: HashMap<Inst, bulk::BulkBuf>,
}

/// What a lowering may do; `pipeliner::lower_fitting` drops each in turn where the kernel does
/// not fit.
#[derive(Clone, Copy)]
pub(crate) struct Options {
    pub(crate) residents: bool,
    pub(crate) turns: bool,
    pub(crate) staging: bool,
    /// The stages of a kernel that does not say (`Kernel::num_stages`): Triton's 3, one fewer
    /// each time the ring does not fit (down to 1, the plain loop).
    pub(crate) default_stages: u32,
    /// Atomic sums through the copy engine's bulk reductions (`bulk`), where the switch allows.
    pub(crate) bulk: bool,
}

impl Options {
    /// All of it, but what the code generator's switches turn off (`residents`, `turns`,
    /// `register-staging`).
    pub(crate) fn of(c: &crate::CodegenOptions) -> Options {
        Options {
            residents: c.residents,
            turns: c.turns,
            staging: c.register_staging,
            default_stages: 3,
            bulk: c.bulk_red,
        }
    }
}

/// Lowers `k` (verified, and through `passes::induction` and `passes::orient`) into `t`, whose
/// `VCode` receives the code from its entry block on, doing what `o` allows.
pub(crate) fn lower_with<T: Target>(k: &Kernel, t: &mut T, o: Options) -> Res<Lowered> {
    let threads = t.warp_size() * k.num_warps;
    let mut l = Lower {
        k,
        t,
        info: axis::analyze(k),
        strides: crate::affine::analyze(k),
        threads,
        layouts: Vec::new(),
        layout_ids: HashMap::default(),
        scopes: vec![Scope::default()],
        homes: HashMap::default(),
        tid: None,
        pending_write: false,
        owner_writes: false,
        used: used_values(k),
        smem_top: 0,
        reads_pending: false,
        local_published: Default::default(),
        loops: 0,
        at: None,
        smem_over: None,
        dot_layouts: Default::default(),
        warpgroup_layouts: Default::default(),
        chained: dot::chained_dots(k),
        plans: HashMap::default(),
        smem_floor: 0,
        scale_d: None,
        pipe: pipeliner::State::new(o),
        notes: Default::default(),
        bulk_on: o.bulk,
        bulk: HashMap::default(),
    };
    l.tid = Some(l.t.thread_index());
    for (i, p) in k.params.iter().enumerate() {
        let r = l.t.param(i, k.ty(p.value).scalar);
        l.memo(p.value, Lk::Scalar, vec![r]);
        l.homes.insert(p.value, Lk::Scalar);
    }
    l.region(k.body)?;
    if let Some((at, bytes)) = l.smem_over {
        l.at = at;
        let limit = l.t.shared_limit();
        let mut e = l.err(format!(
            "needs {bytes} bytes of shared memory here, more than the {limit} bytes ({} KB) a program may use on this target",
            limit / 1024
        ));
        e.residents_over = l.pipe.had_residents;
        e.staging_over = l.pipe.had_staging;
        e.default_ring_over = l.pipe.had_default_ring;
        e.bulk_over = !l.bulk.is_empty();
        return Err(e);
    }
    l.t.terminate(Term::Return);
    let remarks = l.remarks();
    Ok(Lowered { threads, remarks })
}

/// The values read by an op with an effect or by control flow (loops, ifs, yields), and
/// everything those are computed from.
fn used_values(k: &Kernel) -> SecondaryMap<Value, bool> {
    let mut used: SecondaryMap<Value, bool> = SecondaryMap::new();
    let mut work: Vec<Value> = Vec::new();
    for (_, d) in k.insts.iter() {
        if d.op.has_side_effects() || !d.regions.is_empty() || matches!(d.op, Op::Yield) {
            work.extend(d.args.iter().copied());
        }
    }
    while let Some(v) = work.pop() {
        if std::mem::replace(&mut used[v], true) {
            continue;
        }
        if let ValueDef::Result(i, _) = k.values[v].def {
            work.extend(k.insts[i].args.iter().copied());
        }
    }
    used
}

/// Whether region `r` (or one nested in it) writes global memory.
fn writes(k: &Kernel, r: Region) -> bool {
    k.regions[r].insts.iter().any(|&i| {
        let d = &k.insts[i];
        d.op.has_side_effects() || d.regions.iter().any(|&sub| writes(k, sub))
    })
}

/// When `v` is a float constant (or a splat of one) that is a power of two whose reciprocal is
/// a normal number too, the bits of that reciprocal: dividing by such a constant and
/// multiplying by its reciprocal are the same correctly rounded operation (the quotient is
/// exactly the product), so the division, a long sequence on every target, becomes one multiply.
/// f32 and f64 only (narrower floats compute through f32 on the targets anyway).
fn pow2_reciprocal(k: &Kernel, v: Value, d: DType) -> Option<u64> {
    let ValueDef::Result(i, 0) = k.values[v].def else { return None };
    let data = &k.insts[i];
    let bits = match data.op {
        Op::Const(bits) => bits,
        Op::Splat => return pow2_reciprocal(k, data.args[0], d),
        _ => return None,
    };
    match d {
        DType::F32 => {
            let c = f32::from_bits(bits as u32);
            let r = 1.0 / c;
            (c.is_normal() && r.is_normal() && (bits as u32) & 0x007f_ffff == 0).then(|| r.to_bits() as u64)
        }
        DType::F64 => {
            let c = f64::from_bits(bits);
            let r = 1.0 / c;
            (c.is_normal() && r.is_normal() && bits & 0x000f_ffff_ffff_ffff == 0).then(|| r.to_bits())
        }
        _ => None,
    }
}

fn elem_bytes(s: Scalar) -> u32 {
    match s {
        Scalar::Num(d) | Scalar::Ptr(d) => d.bytes(),
    }
}

impl<'k, T: Target> Lower<'k, T> {
    /// The target's asynchronous copies, where the pipeliner planned them (`pipeliner`).
    fn copies(&mut self) -> &mut dyn AsyncCopy {
        self.t.async_copy().expect("asynchronous copies are planned only on targets that have them")
    }

    /// The target's warpgroup tensor cores, where a dot was planned on them (`dot::wgmma`).
    fn warpgroups(&mut self) -> &mut dyn WarpgroupMma {
        self.t.warpgroup_mma().expect("warpgroup dots are planned only on targets that have them")
    }

    /// The target's copy engine, where the pipeliner planned copies on it.
    fn copy_engine(&mut self) -> &mut dyn TensorCopy {
        self.t.tensor_copy().expect("copy-engine loads are planned only on targets that have it")
    }

    /// The target's named barriers, where a loop was planned to take turns.
    fn turn_barriers(&mut self) -> &mut dyn Turns {
        self.t.turns().expect("turns are planned only on targets that have them")
    }

    fn err(&self, message: impl Into<String>) -> LowerError {
        let (line, op) = match self.at {
            Some(i) => (self.k.lines[i], self.k.insts[i].op.name()),
            None => (0, "kernel"),
        };
        LowerError {
            line,
            op,
            message: message.into(),
            residents_over: false,
            staging_over: false,
            default_ring_over: false,
            bulk_over: false,
            turns_failed: false,
        }
    }

    fn intern(&mut self, l: Layout) -> Lk {
        if let Some(&id) = self.layout_ids.get(&l) {
            return Lk::Tile(id);
        }
        let id = self.layouts.len() as u32;
        self.layouts.push(l.clone());
        self.layout_ids.insert(l, id);
        Lk::Tile(id)
    }

    /// The home layout of a value of type `ty`: blocked with 16-byte vectors of its elements.
    fn home(&mut self, ty: Type) -> Lk {
        if ty.is_scalar() {
            return Lk::Scalar;
        }
        // 16-byte vectors, but no wider than the tile spread over all threads: a wider vector
        // would leave threads replicating others while each does more (wave64 programs and
        // narrow types hit this: 1024 f16 over 256 lanes are 4 per lane, not 8).
        let spread = (ty.numel() / self.threads as u64).max(1) as u32;
        let vec = (16 / elem_bytes(ty.scalar)).clamp(1, spread);
        self.intern(Layout::blocked(ty.numel(), vec, self.threads))
    }

    /// The layout to compute `v` in when its consumer has no layout of its own (a reduction):
    /// its home if it has one; for an elementwise op, the layout its same-shaped tile operands
    /// lead to, a dot's accumulator layout where one of them leads there (so that attention's
    /// masked scores, `select(mask, dot(..), -inf)`, stay where the dot put them), else the
    /// first one's (so that `reduce(fpext(load f16))` works where the f16 load put its
    /// elements, not in the f32 home layout behind a shared-memory conversion); otherwise the
    /// home of its type.
    fn preferred(&mut self, v: Value) -> Lk {
        let mut budget = 64;
        if let Some(l) = self.dot_preferred(v, v, &mut budget) {
            return l;
        }
        let k = self.k;
        let mut cur = v;
        for _ in 0..16 {
            if let Some(&h) = self.homes.get(&cur) {
                if k.ty(cur).shape == k.ty(v).shape {
                    return h;
                }
                break;
            }
            let ValueDef::Result(inst, _) = k.values[cur].def else { break };
            let d = &k.insts[inst];
            let next = d.args.iter().copied().find(|&a| !k.ty(a).is_scalar() && k.ty(a).shape == k.ty(v).shape);
            match (elementwise(&d.op), next) {
                (true, Some(a)) => cur = a,
                _ => break,
            }
        }
        self.home(k.ty(v))
    }

    /// Whether `v` can be had in layout `lk` without a layout exchange: it is already there, or
    /// it is its home, or it is computed from such values, constants and splats by elementwise
    /// and shape ops alone. `budget` bounds the walk (false once spent).
    fn free_in(&mut self, v: Value, lk: Lk, budget: &mut u32) -> bool {
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        if self.lookup(v, lk).is_some() {
            return true;
        }
        if let Some(&h) = self.homes.get(&v) {
            return h == lk;
        }
        let k = self.k;
        let ValueDef::Result(inst, _) = k.values[v].def else { return false };
        let d = &k.insts[inst];
        match &d.op {
            Op::Const(_) | Op::Splat | Op::Arange { .. } | Op::ProgramId(_) | Op::NumPrograms(_) => true,
            Op::ExpandDims(_) | Op::Reshape => self.free_in(d.args[0], lk, budget),
            Op::Broadcast | Op::Trans(_) => {
                let (src, dst) = (k.ty(d.args[0]).shape, k.ty(v).shape);
                let map = match &d.op {
                    Op::Trans(perm) => trans_map(&src, &dst, perm),
                    _ => broadcast_map(&src, &dst),
                };
                let l = self.layout(lk).map_bits(&map);
                let slk = self.intern(l);
                self.free_in(d.args[0], slk, budget)
            }
            op if elementwise(op) => d.args.iter().all(|&a| k.ty(a).is_scalar() || self.free_in(a, lk, budget)),
            _ => false,
        }
    }

    /// A dot's accumulator layout that some same-shaped operand chain of `cur` (elementwise
    /// ops) leads to, if any.
    fn dot_preferred(&self, v: Value, cur: Value, budget: &mut u32) -> Option<Lk> {
        let k = self.k;
        if *budget == 0 {
            return None;
        }
        *budget -= 1;
        if let Some(&h) = self.homes.get(&cur) {
            return (k.ty(cur).shape == k.ty(v).shape && self.dot_layouts.contains(&h)).then_some(h);
        }
        let ValueDef::Result(inst, _) = k.values[cur].def else { return None };
        let d = &k.insts[inst];
        if !elementwise(&d.op) {
            return None;
        }
        d.args
            .iter()
            .filter(|&&a| !k.ty(a).is_scalar() && k.ty(a).shape == k.ty(v).shape)
            .find_map(|&a| self.dot_preferred(v, a, budget))
    }

    fn layout(&self, lk: Lk) -> &Layout {
        match lk {
            Lk::Tile(i) => &self.layouts[i as usize],
            Lk::Scalar => unreachable!("scalars have no layout"),
        }
    }

    fn memo(&mut self, v: Value, lk: Lk, regs: impl Into<Regs>) {
        let regs = regs.into();
        let at = match &self.pipe.hoist {
            Some(h) if !h.varying.contains(&v) => h.scope,
            _ => self.scopes.len() - 1,
        };
        self.scopes[at].values.insert((v, lk), regs);
    }

    /// The scope that memoises what depends on the thread index only: the current one, or
    /// while hoisting the one the code is hoisted to.
    fn thread_scope(&mut self) -> &mut Scope {
        let at = self.pipe.hoist.as_ref().map_or(self.scopes.len() - 1, |h| h.scope);
        &mut self.scopes[at]
    }

    fn lookup(&self, v: Value, lk: Lk) -> Option<Regs> {
        for s in self.scopes.iter().rev() {
            if let Some(r) = s.values.get(&(v, lk)) {
                return Some(r.clone());
            }
            if s.fence.as_ref().is_some_and(|f| f.contains(&v)) {
                return None;
            }
        }
        None
    }

    /// A scope for another iteration of a loop whose body's varying values
    /// (`pipeliner::varying_in`) are `varying`: they are computed again there, not found in the
    /// scopes around it (this iteration's).
    fn push_iteration_scope(&mut self, varying: std::rc::Rc<std::collections::HashSet<Value>>) {
        self.scopes.push(Scope { fence: Some(varying), ..Scope::default() });
    }

    fn push_scope(&mut self) {
        self.scopes.push(Scope::default());
    }

    fn pop_scope(&mut self) {
        self.scopes.pop();
    }

    fn i32c(&mut self, v: i64) -> VReg {
        self.t.constant(Scalar::Num(DType::I32), v as u64 & 0xffff_ffff)
    }

    fn tid(&mut self) -> VReg {
        self.tid.expect("read in the entry block")
    }

    /// The thread's part of the flat index in layout `lk` (an i32 register).
    fn thread_flat(&mut self, lk: Lk) -> VReg {
        let Lk::Tile(id) = lk else { unreachable!("tiles only") };
        if let Some(r) = self.scopes.iter().rev().find_map(|m| m.tflat.get(&id).copied()) {
            return r;
        }
        let bases = self.layouts[id as usize].thread.clone();
        let tid = self.tid();
        let mut acc: Option<VReg> = None;
        let mut i = 0;
        while i < bases.len() {
            let b = bases[i];
            if b == 0 {
                i += 1;
                continue;
            }
            // A run of bases b, 2b, 4b, ... is one shift, mask and shift.
            let mut n = 1;
            while i + n < bases.len() && bases[i + n] == b << n {
                n += 1;
            }
            let mut term = tid;
            if i > 0 {
                let c = self.i32c(i as i64);
                term = self.t.binary(BinaryOp::Lshr, DType::I32, term, c);
            }
            if i + n < 32 {
                let m = self.i32c((1i64 << n) - 1);
                term = self.t.binary(BinaryOp::And, DType::I32, term, m);
            }
            let sh = b.trailing_zeros();
            if sh > 0 {
                let c = self.i32c(sh as i64);
                term = self.t.binary(BinaryOp::Shl, DType::I32, term, c);
            }
            acc = Some(match acc {
                None => term,
                Some(a) => self.t.binary(BinaryOp::Or, DType::I32, a, term),
            });
            i += n;
        }
        let r = match acc {
            Some(r) => r,
            None => self.i32c(0),
        };
        self.thread_scope().tflat.insert(id, r);
        r
    }

    /// A guard that is true in the one thread that owns each element of `lk` (`None`: no
    /// thread replicates another).
    fn owner_guard(&mut self, lk: Lk) -> Option<VReg> {
        let rep = match lk {
            Lk::Scalar => self.threads - 1,
            Lk::Tile(_) => self.layout(lk).replicated_threads(),
        };
        if rep == 0 {
            return None;
        }
        let tid = self.tid();
        let m = self.i32c(rep as i64);
        let masked = self.t.binary(BinaryOp::And, DType::I32, tid, m);
        let zero = self.i32c(0);
        Some(self.t.icmp(IntCC::Eq, DType::I32, masked, zero))
    }

    fn and_guards(&mut self, a: Option<VReg>, b: Option<VReg>) -> Option<VReg> {
        match (a, b) {
            (Some(a), Some(b)) => Some(self.t.binary(BinaryOp::And, DType::I1, a, b)),
            (a, b) => a.or(b),
        }
    }

    // ---- regions ------------------------------------------------------------------------

    // ---- values on demand ---------------------------------------------------------------

    /// The registers of `v` in layout `lk` (one per register of the layout; one for scalars).
    fn get(&mut self, v: Value, lk: Lk) -> Res<Regs> {
        if let Some(r) = self.lookup(v, lk) {
            return Ok(r);
        }
        let regs: Regs = if let Some(&home) = self.homes.get(&v) {
            let src = self.lookup(v, home).ok_or_else(|| self.err(format!("internal: {v} is not available here")))?;
            let ty = self.k.ty(v);
            self.exchange(&src, home, lk, ty).into()
        } else if let Some(at) = self.narrowing_elsewhere(v, lk) {
            // A narrowing cast of a value that lives in another layout (an f32 accumulator
            // stored as f16): narrowed where its operand is, then exchanged at the narrow width.
            let src = self.get(v, at)?;
            self.exchange(&src, at, lk, self.k.ty(v)).into()
        } else {
            self.compute(v, lk)?
        };
        self.memo(v, lk, regs.clone());
        Ok(regs)
    }

    /// For a narrowing cast (`fptrunc`, `trunc`) asked for in `lk` whose operand has its home in
    /// another layout (and is not already in `lk`): that home, where computing the cast first
    /// halves (or more) what the layout exchange moves.
    fn narrowing_elsewhere(&mut self, v: Value, lk: Lk) -> Option<Lk> {
        let ValueDef::Result(inst, _) = self.k.values[v].def else { return None };
        let d = &self.k.insts[inst];
        if !matches!(d.op, Op::Cast(CastOp::Fptrunc | CastOp::Trunc)) || lk == Lk::Scalar {
            return None;
        }
        let at = *self.homes.get(&d.args[0])?;
        (at != lk && at != Lk::Scalar && self.lookup(d.args[0], lk).is_none()).then_some(at)
    }

    /// Computes a pure value in layout `lk`.
    fn compute(&mut self, v: Value, lk: Lk) -> Res<Regs> {
        let k = self.k;
        let tessera_ir::ValueDef::Result(inst, _) = k.values[v].def else {
            return Err(self.err(format!("internal: {v} has no home and no defining op")));
        };
        let d = &k.insts[inst];
        let ty = k.ty(v);
        let n = match lk {
            Lk::Scalar => 1,
            Lk::Tile(_) => self.layout(lk).num_regs(),
        };
        let saved = self.at.replace(inst);
        let out = match &d.op {
            Op::ProgramId(a) => vec![self.t.program_id(*a)].into(),
            Op::NumPrograms(a) => vec![self.t.num_programs(*a)].into(),
            Op::Const(bits) => vec![self.t.constant(ty.scalar, *bits); n].into(),
            Op::Arange { start, .. } => {
                let tf = self.thread_flat(lk);
                let s = self.i32c(*start as i64);
                let base = self.t.binary(BinaryOp::Add, DType::I32, tf, s);
                let l = self.layout(lk).clone();
                let mut out = Vec::with_capacity(n);
                for r in 0..n {
                    let rf = l.reg_flat(r);
                    out.push(if rf == 0 {
                        base
                    } else {
                        let c = self.i32c(rf as i64);
                        self.t.binary(BinaryOp::Add, DType::I32, base, c)
                    });
                }
                out.into()
            }
            Op::Splat => {
                let s = self.get(d.args[0], Lk::Scalar)?[0];
                vec![s; n].into()
            }
            // A small load left to its readers (`control::deferrable_load`).
            Op::Load { .. } => self.load(inst, lk)?.into(),
            Op::ExpandDims(_) | Op::Reshape => self.get(d.args[0], lk)?,
            Op::Broadcast => {
                let src = k.ty(d.args[0]).shape;
                let l = self.layout(lk).map_bits(&broadcast_map(&src, &ty.shape));
                let slk = self.intern(l);
                self.get(d.args[0], slk)?
            }
            Op::Trans(perm) => {
                let src = k.ty(d.args[0]).shape;
                let l = self.layout(lk).map_bits(&trans_map(&src, &ty.shape, perm));
                let slk = self.intern(l);
                self.get(d.args[0], slk)?
            }
            Op::Reduce { .. } | Op::Scan { .. } => {
                return Err(self.err("internal: a reduction or scan is lowered where it stands"));
            }
            _ => self.elementwise(inst, lk, n, ty)?.into(),
        };
        self.at = saved;
        Ok(out)
    }

    fn elementwise(&mut self, inst: Inst, lk: Lk, n: usize, ty: Type) -> Res<Vec<VReg>> {
        let k = self.k;
        let d = &k.insts[inst];
        let mut ops: Vec<Regs> = Vec::with_capacity(d.args.len());
        for &a in &d.args {
            // A scalar condition of a tile select stays scalar.
            let alk = if k.ty(a).is_scalar() { Lk::Scalar } else { lk };
            let regs = self.get(a, alk)?;
            ops.push(if regs.len() == 1 && n > 1 { vec![regs[0]; n].into() } else { regs });
        }
        let arg_dt = |i: usize| k.ty(d.args[i]).dtype();
        let num = |o: Option<DType>| o.ok_or("expected numbers".to_string());
        let rep = if lk == Lk::Scalar { 0 } else { self.layout(lk).replicated_regs() };
        let recip = match d.op {
            Op::Binary(BinaryOp::Div) => arg_dt(0).and_then(|dt| pow2_reciprocal(k, d.args[1], dt).map(|b| (dt, b))),
            _ => None,
        };
        let mut out: Vec<VReg> = Vec::with_capacity(n);
        for r in 0..n {
            if r & rep != 0 {
                out.push(out[r & !rep]);
                continue;
            }
            let x = |i: usize| ops[i][r];
            let v = match &d.op {
                Op::Unary(u) => self.t.unary(*u, num(arg_dt(0)).map_err(|e| self.err(e))?, x(0)),
                Op::Binary(BinaryOp::Div) if recip.is_some() => {
                    let (dt, bits) = recip.expect("checked");
                    let c = self.t.constant(Scalar::Num(dt), bits);
                    self.t.binary(BinaryOp::Mul, dt, x(0), c)
                }
                Op::Binary(b) => self.t.binary(*b, num(arg_dt(0)).map_err(|e| self.err(e))?, x(0), x(1)),
                Op::Icmp(cc) => self.t.icmp(*cc, num(arg_dt(0)).map_err(|e| self.err(e))?, x(0), x(1)),
                Op::Fcmp(cc) => self.t.fcmp(*cc, num(arg_dt(0)).map_err(|e| self.err(e))?, x(0), x(1)),
                Op::Select => self.t.select(ty.scalar, x(0), x(1), x(2)),
                Op::Cast(c) => {
                    let from = num(arg_dt(0)).map_err(|e| self.err(e))?;
                    let to = num(ty.dtype()).map_err(|e| self.err(e))?;
                    self.t.cast(*c, from, to, x(0))
                }
                Op::Bitcast => {
                    let from = num(arg_dt(0)).map_err(|e| self.err(e))?;
                    let to = num(ty.dtype()).map_err(|e| self.err(e))?;
                    self.t.bitcast(from, to, x(0))
                }
                Op::Fma => self.t.fma(num(ty.dtype()).map_err(|e| self.err(e))?, x(0), x(1), x(2)),
                Op::PtrAdd => {
                    let od = num(arg_dt(1)).map_err(|e| self.err(e))?;
                    self.t.ptradd(x(0), x(1), od, elem_bytes(ty.scalar))
                }
                other => return Err(self.err(format!("internal: {} is not elementwise", other.name()))),
            };
            out.push(v);
        }
        Ok(out)
    }
}

/// Ops computed element by element in their operands' layout (what `preferred` looks through).
fn elementwise(op: &Op) -> bool {
    matches!(
        op,
        Op::Unary(_)
            | Op::Binary(_)
            | Op::Icmp(_)
            | Op::Fcmp(_)
            | Op::Select
            | Op::Cast(_)
            | Op::Bitcast
            | Op::Fma
            | Op::PtrAdd
    )
}
