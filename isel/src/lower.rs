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
//! Global accesses: a vector is as wide as the pointer's contiguity, alignment and the
//! mask's constancy allow (axis info). Accesses within one run of consecutive addresses share
//! the address of the run's first element, with constant offsets, also where the mask splits
//! the run into single elements; the other addresses are then dead code.
//!
//! `reduce` works in its operand's home layout (registers, then lane shuffles, then shared
//! memory across warps) and its result lands in that layout with the axis dropped; arg
//! reductions carry an ordering key and an index through the same steps. `scan` uses a layout of
//! its own (contiguous runs per thread, then thread offsets through shared memory). Reductions
//! and scans are lowered where they stand, so that code after them in the program (a load, say)
//! does not hold registers across their barriers. `dot` is not lowered yet (its own issue); it
//! is reported as an error naming the op.
//!
//! Shared memory: every step (exchange, cross-warp reduction, scan) writes its own buffer,
//! waits at one barrier, reads, and inside a loop waits again. The lowering places the buffers
//! and reuses dead ones behind a barrier once `SHARED_BUDGET` bytes pile up. Exchange buffers
//! are padded per row against bank conflicts (`Pad`). One address per thread serves a whole
//! step, with registers and warps as constant offsets.

use crate::axis::{self, AxisInfo};
use crate::layout::{broadcast_map, dim_bit_offsets, last_dim_bits, trans_map, Layout};
use crate::target::{Mem, Target};
use crate::vcode::{Term, VReg};
use cranelift_entity::SecondaryMap;
use std::collections::HashMap;
use tessera_ir::kernel::{Inst, Kernel, Region, ValueDef};
use tessera_ir::op::{BinaryOp, CastOp, IntCC, Op, ReduceOp, ScanOp};
use tessera_ir::{DType, Scalar, Type, Value};

/// Why a kernel could not be lowered.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("{}{op}: {message}", if *line > 0 { format!("line {line}: ") } else { String::new() })]
pub struct LowerError {
    pub line: u32,
    pub op: &'static str,
    pub message: String,
}

/// What lowering produced besides the code.
#[derive(Clone, Debug)]
pub struct Lowered {
    /// Threads per program.
    pub threads: u32,
}

/// A layout key: an index into the interned layouts, or the scalar "layout".
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum Lk {
    Scalar,
    Tile(u32),
}

type Res<T> = Result<T, LowerError>;

/// What one region scope has computed.
#[derive(Default)]
struct Scope {
    /// Lowered values.
    values: HashMap<(Value, Lk), Vec<VReg>>,
    /// Each layout's thread part of the flat index.
    tflat: HashMap<u32, VReg>,
    /// Thread-derived shared addresses, by (thread-index register, bytes per step, padding).
    saddr: HashMap<(VReg, u32, Option<Pad>), VReg>,
    /// Thread indices with some bits kept and some moved (see `gathered_tid`).
    tids: HashMap<(u32, u64), VReg>,
}

struct Lower<'k, T: Target> {
    k: &'k Kernel,
    t: &'k mut T,
    info: SecondaryMap<Value, AxisInfo>,
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
    /// How many loops enclose the code being lowered. Every shared buffer is written once per
    /// execution of the op that owns it (buffers are never shared between ops), so its only
    /// hazard is the same op's next iteration: one barrier between writing and reading, and a
    /// second after the reads only inside a loop.
    loops: u32,
    /// The instruction being lowered, for error messages.
    at: Option<Inst>,
}

/// Lowers `k` through `t`. The target's `VCode` receives the code, starting at its entry block.
pub fn lower<T: Target>(k: &Kernel, t: &mut T) -> Res<Lowered> {
    let threads = t.warp_size() * k.num_warps;
    let mut l = Lower {
        k,
        t,
        info: axis::analyze(k),
        threads,
        layouts: Vec::new(),
        layout_ids: HashMap::new(),
        scopes: vec![Scope::default()],
        homes: HashMap::new(),
        tid: None,
        pending_write: false,
        owner_writes: false,
        used: used_values(k),
        smem_top: 0,
        loops: 0,
        at: None,
    };
    l.tid = Some(l.t.thread_index());
    for (i, p) in k.params.iter().enumerate() {
        let r = l.t.param(i, k.ty(p.value).scalar);
        l.memo(p.value, Lk::Scalar, vec![r]);
        l.homes.insert(p.value, Lk::Scalar);
    }
    l.region(k.body)?;
    l.t.terminate(Term::Return);
    Ok(Lowered { threads })
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

/// Shared memory the buffers of consecutive steps may take before space is reused (behind a
/// barrier); a single step larger than this still gets what it needs.
const SHARED_BUDGET: u32 = 16 * 1024;

/// Padding of a layout-exchange buffer against bank conflicts: after every row of the value
/// (its last dimension, or 32 elements if shorter) one element, at least 4 bytes. A row then
/// spans an odd number of 4-byte banks beyond a multiple of 32, so threads reading down a
/// column (a transpose, a slice of the other axis) hit different banks. The padded offset
/// distributes over offsets with disjoint bits (a thread's part and a register's: `at(t | r)
/// = at(t) + at(r)`), so the thread part is computed once and each register's is a constant.
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
struct Pad {
    /// log2 of the padded period in bytes.
    shift: u32,
    /// Bytes of padding per period.
    bytes: u32,
}

impl Pad {
    fn new(row: u32, eb: u32) -> Pad {
        let period = row.max(32).next_power_of_two() * eb;
        Pad { shift: period.trailing_zeros(), bytes: eb.max(4) }
    }

    /// The padded byte offset of unpadded byte offset `b`.
    fn at(self, b: u32) -> u32 {
        b + (b >> self.shift) * self.bytes
    }
}

/// From this many warp bits along a reduced axis (16 warps), the cross-warp step reads one
/// partial per lane and combines with shuffles rather than reading every warp's partial.
const BUTTERFLY_WARP_BITS: usize = 4;

fn elem_bytes(s: Scalar) -> u32 {
    match s {
        Scalar::Num(d) | Scalar::Ptr(d) => d.bytes(),
    }
}

impl<'k, T: Target> Lower<'k, T> {
    fn err(&self, message: impl Into<String>) -> LowerError {
        let (line, op) = match self.at {
            Some(i) => (self.k.lines[i], self.k.insts[i].op.name()),
            None => (0, "kernel"),
        };
        LowerError { line, op, message: message.into() }
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
    /// its home if it has one; for an elementwise op, the layout of its first same-shaped tile
    /// operand (so that `reduce(fpext(load f16))` works where the f16 load put its elements,
    /// not in the f32 home layout behind a shared-memory conversion); otherwise the home of its
    /// type.
    fn preferred(&mut self, v: Value) -> Lk {
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
            let elementwise = matches!(
                d.op,
                Op::Unary(_)
                    | Op::Binary(_)
                    | Op::Icmp(_)
                    | Op::Fcmp(_)
                    | Op::Select
                    | Op::Cast(_)
                    | Op::Bitcast
                    | Op::Fma
                    | Op::PtrAdd
            );
            let next = d.args.iter().copied().find(|&a| !k.ty(a).is_scalar() && k.ty(a).shape == k.ty(v).shape);
            match (elementwise, next) {
                (true, Some(a)) => cur = a,
                _ => break,
            }
        }
        self.home(k.ty(v))
    }

    fn layout(&self, lk: Lk) -> &Layout {
        match lk {
            Lk::Tile(i) => &self.layouts[i as usize],
            Lk::Scalar => unreachable!("scalars have no layout"),
        }
    }

    fn memo(&mut self, v: Value, lk: Lk, regs: Vec<VReg>) {
        self.scopes.last_mut().expect("a scope is open").values.insert((v, lk), regs);
    }

    fn lookup(&self, v: Value, lk: Lk) -> Option<Vec<VReg>> {
        self.scopes.iter().rev().find_map(|s| s.values.get(&(v, lk)).cloned())
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
        self.scopes.last_mut().expect("a scope is open").tflat.insert(id, r);
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

    fn region(&mut self, r: Region) -> Res<()> {
        for &inst in &self.k.regions[r].insts {
            self.at = Some(inst);
            let d = &self.k.insts[inst];
            // Memory ops of a program take effect in program order, but different threads may
            // touch the same address: after a write, the next access waits at a barrier.
            let touches =
                matches!(d.op, Op::Load { .. } | Op::Store { .. } | Op::AtomicRmw { .. } | Op::AtomicCas { .. });
            let scalar_store = matches!(d.op, Op::Store { .. }) && self.k.ty(d.args[0]).is_scalar();
            if touches && self.pending_write && !(scalar_store && self.owner_writes) {
                self.t.barrier();
                self.pending_write = false;
            }
            match &d.op {
                Op::Load { .. } => {
                    let v = d.results[0];
                    let lk = self.home(self.k.ty(v));
                    let regs = self.load(inst, lk)?;
                    self.memo(v, lk, regs);
                    self.homes.insert(v, lk);
                }
                // Reductions and scans are lowered where they stand, as loads are: code after
                // them in the program (a load, say) comes after their barriers, so its registers
                // are not live across them.
                Op::Reduce { .. } | Op::Scan { .. } if !self.used[d.results[0]] => {}
                Op::Reduce { op, axis } => {
                    let v = d.results[0];
                    let (regs, red) = self.reduce(d.args[0], *op, *axis)?;
                    self.memo(v, red, regs);
                    self.homes.insert(v, red);
                }
                Op::Scan { op, axis, reverse } => {
                    let v = d.results[0];
                    let (regs, at) = self.scan(d.args[0], *op, *axis, *reverse)?;
                    self.memo(v, at, regs);
                    self.homes.insert(v, at);
                }
                Op::Store { .. } => {
                    self.store(inst)?;
                    self.owner_writes = scalar_store && (self.owner_writes || !self.pending_write);
                    self.pending_write = true;
                }
                Op::AtomicRmw { .. } | Op::AtomicCas { .. } => {
                    let v = d.results[0];
                    let lk = self.home(self.k.ty(v));
                    let regs = self.atomic(inst, lk)?;
                    self.memo(v, lk, regs);
                    self.homes.insert(v, lk);
                    self.pending_write = true;
                    self.owner_writes = false;
                }
                Op::For => self.for_loop(inst)?,
                Op::If => self.if_op(inst)?,
                Op::Yield => {}
                Op::Dot { .. } => {
                    return Err(self.err("not supported by this backend yet"));
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// Lowers the values of `vals` in their home layouts (for yields and branch arguments).
    fn homes_of(&mut self, vals: &[Value], homes: &[Lk]) -> Res<Vec<VReg>> {
        let mut out = Vec::new();
        for (&v, &lk) in vals.iter().zip(homes) {
            out.extend(self.get(v, lk)?);
        }
        Ok(out)
    }

    /// The registers' types and uniformity of values in their home layouts.
    fn scalars_of(&self, homes: &[Lk], tys: &[Type]) -> Vec<(Scalar, bool)> {
        let mut out = Vec::new();
        for (lk, ty) in homes.iter().zip(tys) {
            let n = match lk {
                Lk::Scalar => 1,
                Lk::Tile(_) => self.layout(*lk).num_regs(),
            };
            out.extend(std::iter::repeat_n((ty.scalar, *lk == Lk::Scalar), n));
        }
        out
    }

    /// Binds values to registers `regs` (consumed in order) in their home layouts.
    fn bind(&mut self, vals: &[Value], homes: &[Lk], regs: &[VReg]) {
        let mut i = 0;
        for (&v, &lk) in vals.iter().zip(homes) {
            let n = match lk {
                Lk::Scalar => 1,
                Lk::Tile(_) => self.layout(lk).num_regs(),
            };
            self.memo(v, lk, regs[i..i + n].to_vec());
            self.homes.insert(v, lk);
            i += n;
        }
    }

    fn for_loop(&mut self, inst: Inst) -> Res<()> {
        let k = self.k;
        let d = &k.insts[inst];
        let it = k.ty(d.args[0]).dtype().ok_or_else(|| self.err("bad bounds"))?;
        let lo = self.get(d.args[0], Lk::Scalar)?[0];
        let hi = self.get(d.args[1], Lk::Scalar)?[0];
        let step = self.get(d.args[2], Lk::Scalar)?[0];
        let tys: Vec<Type> = d.results.iter().map(|&r| k.ty(r)).collect();
        let homes: Vec<Lk> = tys.iter().map(|&t| self.home(t)).collect();
        let inits = self.homes_of(&d.args[3..], &homes)?;
        let carried = self.scalars_of(&homes, &tys);
        let mut hdr_params = vec![(Scalar::Num(it), true)];
        hdr_params.extend(&carried);
        let header = self.t.new_block(&hdr_params);
        let exit = self.t.new_block(&carried);
        // Enter when step > 0 and lo < hi.
        let zero = self.t.constant(Scalar::Num(it), 0);
        let pos = self.t.icmp(IntCC::Sgt, it, step, zero);
        let nonempty = self.t.icmp(IntCC::Slt, it, lo, hi);
        let enter = self.t.binary(BinaryOp::And, DType::I1, pos, nonempty);
        let mut args = vec![lo];
        args.extend(&inits);
        self.t.terminate(Term::Branch { cond: enter, then: (header, args), otherwise: (exit, inits) });

        self.t.switch_to(header);
        let params = self.t.vcode().blocks[header].params.clone();
        // A write late in the body precedes, through the back edge, the accesses at its top.
        self.pending_write |= writes(k, d.regions[0]);
        self.owner_writes = false;
        self.push_scope();
        let body = d.regions[0];
        let rparams = k.regions[body].params.to_vec();
        self.memo(rparams[0], Lk::Scalar, vec![params[0]]);
        self.bind(&rparams[1..], &homes, &params[1..]);
        // The body, and the conversion of what it yields to the carried layouts, repeat.
        // Its shared buffers are fenced after their reads (`reads_done`), but the loop may run
        // no iteration, so buffers after it go above those placed before it.
        let smem_before = self.smem_top;
        self.loops += 1;
        let next_vals = self.region(body).and_then(|()| {
            self.at = Some(inst);
            let y = *k.regions[body].insts.last().ok_or_else(|| self.err("body without yield"))?;
            self.homes_of(&k.insts[y].args, &homes)
        });
        self.loops -= 1;
        self.smem_top = self.smem_top.max(smem_before);
        let next_vals = next_vals?;
        // Continue while next = iv + step neither overflowed (next > iv, as step > 0) nor
        // reached hi.
        let iv = params[0];
        let next = self.t.binary(BinaryOp::Add, it, iv, step);
        let grew = self.t.icmp(IntCC::Sgt, it, next, iv);
        let below = self.t.icmp(IntCC::Slt, it, next, hi);
        let cont = self.t.binary(BinaryOp::And, DType::I1, grew, below);
        let mut args = vec![next];
        args.extend(&next_vals);
        self.t.terminate(Term::Branch { cond: cont, then: (header, args), otherwise: (exit, next_vals) });
        self.pop_scope();

        self.t.switch_to(exit);
        let outs = self.t.vcode().blocks[exit].params.clone();
        self.bind(&d.results, &homes, &outs);
        Ok(())
    }

    fn if_op(&mut self, inst: Inst) -> Res<()> {
        let k = self.k;
        let d = &k.insts[inst];
        let cond = self.get(d.args[0], Lk::Scalar)?[0];
        let tys: Vec<Type> = d.results.iter().map(|&r| k.ty(r)).collect();
        let homes: Vec<Lk> = tys.iter().map(|&t| self.home(t)).collect();
        let carried = self.scalars_of(&homes, &tys);
        let then_b = self.t.new_block(&[]);
        let else_b = self.t.new_block(&[]);
        let join = self.t.new_block(&carried);
        self.t.terminate(Term::Branch { cond, then: (then_b, vec![]), otherwise: (else_b, vec![]) });
        let (before, before_owner) = (self.pending_write, self.owner_writes);
        let mut after = false;
        // Shared buffers: each arm starts where the code before left off; after the join, new
        // buffers go above what either arm placed since neither arm's last reads are fenced.
        let (smem_before, mut smem_after) = (self.smem_top, 0);
        for (b, &r) in [then_b, else_b].iter().zip(&d.regions) {
            self.t.switch_to(*b);
            self.pending_write = before;
            self.owner_writes = before_owner;
            self.smem_top = smem_before;
            self.push_scope();
            self.region(r)?;
            after |= self.pending_write;
            self.at = Some(inst);
            let y = *k.regions[r].insts.last().ok_or_else(|| self.err("region without yield"))?;
            let vals = self.homes_of(&k.insts[y].args, &homes)?;
            smem_after = smem_after.max(self.smem_top);
            self.t.terminate(Term::Jump(join, vals));
            self.pop_scope();
        }
        self.pending_write = after;
        self.owner_writes = false;
        self.smem_top = smem_after;
        self.t.switch_to(join);
        let outs = self.t.vcode().blocks[join].params.clone();
        self.bind(&d.results, &homes, &outs);
        Ok(())
    }

    // ---- memory -------------------------------------------------------------------------

    /// Elements per vector access for a pointer tile in layout `lk`.
    fn vector_width(&self, ptr: Value, mask: Option<Value>, lk: Lk, elem: u32) -> usize {
        let ty = self.k.ty(ptr);
        if ty.is_scalar() {
            return 1;
        }
        let l = self.layout(lk);
        let last = 1usize << last_dim_bits(&ty.shape);
        let a = self.info[ptr];
        let align_elems = (a.div / elem as u64).max(1) as usize;
        let mut w = l.contiguous_regs().min(last).min(a.contig as usize).min((16 / elem).max(1) as usize);
        w = w.min(1 << align_elems.trailing_zeros());
        if let Some(m) = mask {
            w = w.min(self.info[m].constancy as usize);
        }
        w.max(1)
    }

    /// Registers per run of consecutive addresses of a pointer tile in layout `lk` (a power of
    /// two): the accesses of a run share the address of its first element and differ by
    /// constant offsets, even where the mask splits the run into several accesses.
    fn address_run(&self, ptr: Value, lk: Lk) -> usize {
        let ty = self.k.ty(ptr);
        if ty.is_scalar() {
            return 1;
        }
        let last = 1usize << last_dim_bits(&ty.shape);
        let run = self.layout(lk).contiguous_regs().min(last).min(self.info[ptr].contig as usize).max(1);
        1 << run.ilog2()
    }

    fn load(&mut self, inst: Inst, lk: Lk) -> Res<Vec<VReg>> {
        let d = &self.k.insts[inst];
        let Op::Load { mask, other } = d.op else { unreachable!("a load") };
        let Scalar::Ptr(dt) = self.k.ty(d.args[0]).scalar else { return Err(self.err("not a pointer")) };
        let ptrs = self.get(d.args[0], lk)?;
        let masks = if mask { Some(self.get(d.args[1], lk)?) } else { None };
        let others = if other { Some(self.get(d.args[2], lk)?) } else { None };
        let w = self.vector_width(d.args[0], mask.then(|| d.args[1]), lk, dt.bytes());
        let run = self.address_run(d.args[0], lk).max(w);
        let mut out = Vec::with_capacity(ptrs.len());
        let rep = if lk == Lk::Scalar { 0 } else { self.layout(lk).replicated_regs() };
        for g in (0..ptrs.len()).step_by(w) {
            if g & rep != 0 {
                // A replicated register group: the same elements as an earlier one.
                let src = g & !rep;
                let copy: Vec<VReg> = out[src..src + w].to_vec();
                out.extend(copy);
                continue;
            }
            let guard = masks.as_ref().map(|m| m[g]);
            let init = others.as_ref().map(|o| &o[g..g + w]);
            let base = g & !(run - 1);
            let offset = (g - base) as u32 * dt.bytes();
            let vals = self.t.load(Mem::Global, dt, ptrs[base], offset, w, guard, init);
            out.extend(vals);
        }
        Ok(out)
    }

    fn store(&mut self, inst: Inst) -> Res<()> {
        let d = &self.k.insts[inst];
        let Op::Store { mask } = d.op else { unreachable!("a store") };
        let pty = self.k.ty(d.args[0]);
        let Scalar::Ptr(dt) = pty.scalar else { return Err(self.err("not a pointer")) };
        let lk = self.home(pty.with_scalar(dt));
        let ptrs = self.get(d.args[0], lk)?;
        let vals = self.get(d.args[1], lk)?;
        let masks = if mask { Some(self.get(d.args[2], lk)?) } else { None };
        let w = self.vector_width(d.args[0], mask.then(|| d.args[2]), lk, dt.bytes());
        let run = self.address_run(d.args[0], lk).max(w);
        let owner = self.owner_guard(lk);
        let rep = if lk == Lk::Scalar { 0 } else { self.layout(lk).replicated_regs() };
        for g in (0..ptrs.len()).step_by(w) {
            if g & rep != 0 {
                continue;
            }
            let m = masks.as_ref().map(|m| m[g]);
            let guard = self.and_guards(owner, m);
            let base = g & !(run - 1);
            let offset = (g - base) as u32 * dt.bytes();
            self.t.store(Mem::Global, dt, ptrs[base], offset, &vals[g..g + w], guard);
        }
        Ok(())
    }

    fn atomic(&mut self, inst: Inst, lk: Lk) -> Res<Vec<VReg>> {
        let d = &self.k.insts[inst];
        let Scalar::Ptr(dt) = self.k.ty(d.args[0]).scalar else { return Err(self.err("not a pointer")) };
        let (nvals, mask) = match d.op {
            Op::AtomicRmw { mask, .. } => (1, mask),
            Op::AtomicCas { mask } => (2, mask),
            _ => unreachable!("an atomic"),
        };
        let ptrs = self.get(d.args[0], lk)?;
        let mut vals = Vec::new();
        for i in 0..nvals {
            vals.push(self.get(d.args[1 + i], lk)?);
        }
        let masks = if mask { Some(self.get(d.args[1 + nvals], lk)?) } else { None };
        let owner = self.owner_guard(lk);
        let rep = if lk == Lk::Scalar { 0 } else { self.layout(lk).replicated_regs() };
        let mut out: Vec<VReg> = Vec::with_capacity(ptrs.len());
        for r in 0..ptrs.len() {
            if r & rep != 0 {
                out.push(out[r & !rep]);
                continue;
            }
            let m = masks.as_ref().map(|m| m[r]);
            let guard = self.and_guards(owner, m);
            let old = match d.op {
                Op::AtomicRmw { op, .. } => self.t.atomic_rmw(op, dt, ptrs[r], vals[0][r], guard),
                _ => self.t.atomic_cas(dt, ptrs[r], vals[0][r], vals[1][r], guard),
            }
            .map_err(|e| self.err(e))?;
            out.push(old);
        }
        if owner.is_none() {
            return Ok(out);
        }
        // Only owners hold the old values: share them with the replicas.
        let ty = self.k.ty(d.results[0]);
        Ok(self.exchange(&out, lk, lk, ty))
    }

    /// Moves a value of type `ty` from layout `from` to layout `to` through shared memory: the
    /// owners of each element of `from` write it at its row-major index (padded, see
    /// [`Pad`]), every thread reads what it holds in `to`.
    fn exchange(&mut self, regs: &[VReg], from: Lk, to: Lk, ty: Type) -> Vec<VReg> {
        // Pointers go through shared memory as 64-bit integers; i1 as a byte.
        let (d, eb) = match ty.scalar {
            Scalar::Ptr(_) => (DType::I64, 8),
            Scalar::Num(d) => (d, d.bytes()),
        };
        let numel = ty.numel() as u32;
        let row = ty.shape.dims().last().copied().unwrap_or(1);
        let pad = Pad::new(row, eb);
        let base = self.shared_buffers(&[pad.at(numel * eb)])[0];
        let owner = self.owner_guard(from);
        let rep = if from == Lk::Scalar { 0 } else { self.layout(from).replicated_regs() };
        // A thread's elements sit at its own flat index plus each register's (the two share no
        // bits): one address per thread, the registers as immediate offsets.
        let from_addr = self.thread_addr(from, eb, pad);
        for (r, &v) in regs.iter().enumerate() {
            if r & rep != 0 {
                continue;
            }
            let off = match from {
                Lk::Scalar => base,
                Lk::Tile(_) => base + pad.at(self.layout(from).reg_flat(r) * eb),
            };
            self.t.store(Mem::Shared, d, from_addr, off, &[v], owner);
        }
        self.t.barrier();
        let n = match to {
            Lk::Scalar => 1,
            Lk::Tile(_) => self.layout(to).num_regs(),
        };
        let to_addr = self.thread_addr(to, eb, pad);
        let mut out = Vec::with_capacity(n);
        for r in 0..n {
            let off = match to {
                Lk::Scalar => base,
                Lk::Tile(_) => base + pad.at(self.layout(to).reg_flat(r) * eb),
            };
            out.push(self.t.load(Mem::Shared, d, to_addr, off, 1, None, None)[0]);
        }
        self.reads_done();
        out
    }

    // ---- values on demand ---------------------------------------------------------------

    /// The registers of `v` in layout `lk` (one per register of the layout; one for scalars).
    fn get(&mut self, v: Value, lk: Lk) -> Res<Vec<VReg>> {
        if let Some(r) = self.lookup(v, lk) {
            return Ok(r);
        }
        let regs = if let Some(&home) = self.homes.get(&v) {
            let src = self.lookup(v, home).ok_or_else(|| self.err(format!("internal: {v} is not available here")))?;
            let ty = self.k.ty(v);
            self.exchange(&src, home, lk, ty)
        } else {
            self.compute(v, lk)?
        };
        self.memo(v, lk, regs.clone());
        Ok(regs)
    }

    /// Computes a pure value in layout `lk`.
    fn compute(&mut self, v: Value, lk: Lk) -> Res<Vec<VReg>> {
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
            Op::ProgramId(a) => vec![self.t.program_id(*a)],
            Op::NumPrograms(a) => vec![self.t.num_programs(*a)],
            Op::Const(bits) => vec![self.t.constant(ty.scalar, *bits); n],
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
                out
            }
            Op::Splat => {
                let s = self.get(d.args[0], Lk::Scalar)?[0];
                vec![s; n]
            }
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
            _ => self.elementwise(inst, lk, n, ty)?,
        };
        self.at = saved;
        Ok(out)
    }

    /// Reduces `x` along `axis` in x's home layout: first the registers of each thread, then
    /// across lanes with butterfly shuffles, then across warps through shared memory. Returns
    /// the result in the layout it lands in: x's layout with the axis's bits dropped (threads and
    /// registers that differed only along the axis now hold the same value), or `Scalar` when
    /// nothing is left.
    ///
    /// Each element is carried as a small tuple: the value itself, or for arg reductions an
    /// ordering key and the index along the axis (see [`Lower::arg_keys`]).
    fn reduce(&mut self, x: Value, op: ReduceOp, axis: u8) -> Res<(Vec<VReg>, Lk)> {
        let k = self.k;
        let xt = k.ty(x);
        let d = xt.dtype().ok_or_else(|| self.err("reduce needs numbers"))?;
        let lin = self.preferred(x);
        let l = self.layout(lin).clone();
        let regs = self.get(x, lin)?;
        let offs = dim_bit_offsets(&xt.shape);
        let abits = xt.shape.dims()[axis as usize].trailing_zeros();
        let aoff = offs[axis as usize];
        let amask: u32 = ((1u32 << abits) - 1) << aoff;
        // The tuple of each element, and the types of its parts.
        let (mut elems, parts): (Vec<Vec<VReg>>, Vec<DType>) = if op.is_arg() {
            self.arg_keys(op, d, &regs, lin, aoff, abits)
        } else if op == ReduceOp::Sum && matches!(d, DType::F16 | DType::BF16) {
            // f16 and bf16 sums accumulate in f32, rounded once at the end (as the interpreter).
            (regs.iter().map(|&r| vec![self.t.cast(CastOp::Fpext, d, DType::F32, r)]).collect(), vec![DType::F32])
        } else {
            (regs.iter().map(|&r| vec![r]).collect(), vec![d])
        };
        // 1. Registers: combine those that differ only along the axis.
        let axis_regs = l.reg.iter().enumerate().filter(|(_, &b)| b & amask != 0).fold(0usize, |a, (i, _)| a | 1 << i);
        let mut part: Vec<Option<Vec<VReg>>> = vec![None; regs.len()];
        for (r, e) in elems.drain(..).enumerate() {
            let g = r & !axis_regs;
            part[g] = Some(match part[g].take() {
                None => e,
                Some(p) => self.combine(op, &parts, &p, &e)?,
            });
        }
        // 2. Lanes: butterfly shuffles over the lane bits along the axis.
        let lanes = self.t.warp_size().trailing_zeros() as usize;
        for (i, &b) in l.thread.iter().enumerate().take(lanes) {
            if b & amask == 0 {
                continue;
            }
            for slot in part.iter_mut() {
                if let Some(p) = slot.take() {
                    let o: Vec<VReg> =
                        p.iter().zip(&parts).map(|(&v, &pd)| self.t.shuffle_xor(Scalar::Num(pd), v, 1 << i)).collect();
                    *slot = Some(self.combine(op, &parts, &p, &o)?);
                }
            }
        }
        // 3. Warps: every thread publishes its partials (slot `g` of thread t at byte
        // `(t * slots + g) * size`); each reads those of the warps that differ from its own only
        // along the axis: from one address per part, the other warps at constant offsets.
        let warp_bits: Vec<usize> =
            l.thread.iter().enumerate().skip(lanes).filter(|(_, &b)| b & amask != 0).map(|(i, _)| i).collect();
        if !warp_bits.is_empty() {
            let groups: Vec<usize> = (0..regs.len()).filter(|r| r & axis_regs == 0).collect();
            let slots = groups.len() as u32;
            let sizes: Vec<u32> = parts.iter().map(|pd| self.threads * slots * pd.bytes()).collect();
            let bases = self.shared_buffers(&sizes);
            let tid = self.tid();
            let own: Vec<VReg> = parts.iter().map(|pd| self.slot_addr(tid, slots * pd.bytes())).collect();
            for (gi, &g) in groups.iter().enumerate() {
                let p = part[g].clone().ok_or_else(|| self.err("internal: reduce group"))?;
                for (((&v, &pd), &addr), &base) in p.iter().zip(&parts).zip(&own).zip(&bases) {
                    self.t.store(Mem::Shared, pd, addr, base + gi as u32 * pd.bytes(), &[v], None);
                }
            }
            self.t.barrier();
            let wmask: u32 = warp_bits.iter().fold(0, |a, &i| a | 1 << i);
            let lane_axis: Vec<usize> =
                l.thread[..lanes].iter().enumerate().filter(|(_, &b)| b & amask != 0).map(|(i, _)| i).collect();
            let m = warp_bits.len();
            if m >= BUTTERFLY_WARP_BITS && lane_axis.len() >= m {
                // Many warps: lane j of each warp reads the partial of warp j (its lane bits
                // along the axis, moved to the warp bits; same group, as lane bits across the
                // axis stay), then a butterfly over those lane bits combines them: one load
                // and log2(warps) shuffles instead of one load per warp.
                let src = self.gathered_tid(!wmask, &lane_axis[..m], &warp_bits);
                let addrs: Vec<VReg> = parts.iter().map(|pd| self.slot_addr(src, slots * pd.bytes())).collect();
                for (gi, &g) in groups.iter().enumerate() {
                    let mut p: Vec<VReg> = parts
                        .iter()
                        .zip(&addrs)
                        .zip(&bases)
                        .map(|((&pd, &addr), &base)| {
                            self.t.load(Mem::Shared, pd, addr, base + gi as u32 * pd.bytes(), 1, None, None)[0]
                        })
                        .collect();
                    for &i in &lane_axis[..m] {
                        let o: Vec<VReg> = p
                            .iter()
                            .zip(&parts)
                            .map(|(&v, &pd)| self.t.shuffle_xor(Scalar::Num(pd), v, 1 << i))
                            .collect();
                        p = self.combine(op, &parts, &p, &o)?;
                    }
                    part[g] = Some(p);
                }
            } else {
                let home_t = self.masked_tid(!wmask);
                let home: Vec<VReg> = parts.iter().map(|pd| self.slot_addr(home_t, slots * pd.bytes())).collect();
                for (gi, &g) in groups.iter().enumerate() {
                    // Warps in increasing order, combined as a balanced tree whose left operand
                    // always covers the smaller warps, so that index ties keep the smallest index.
                    let mut level: Vec<Vec<VReg>> = Vec::with_capacity(1 << m);
                    for combo in 0..1u32 << m {
                        let bits = warp_bits.iter().enumerate().fold(0u32, |a, (j, &i)| a | ((combo >> j) & 1) << i);
                        let v = parts
                            .iter()
                            .zip(&home)
                            .zip(&bases)
                            .map(|((&pd, &addr), &base)| {
                                let off = base + (bits * slots + gi as u32) * pd.bytes();
                                self.t.load(Mem::Shared, pd, addr, off, 1, None, None)[0]
                            })
                            .collect();
                        level.push(v);
                    }
                    while level.len() > 1 {
                        let mut next = Vec::with_capacity(level.len() / 2);
                        for pair in level.chunks(2) {
                            next.push(self.combine(op, &parts, &pair[0], &pair[1])?);
                        }
                        level = next;
                    }
                    part[g] = level.pop();
                }
            }
            self.reads_done();
        }
        // The answer: the value, or the index of an arg reduction (the last part).
        let mut done: HashMap<usize, VReg> = HashMap::new();
        let mut out = Vec::with_capacity(regs.len());
        for r in 0..regs.len() {
            let g = r & !axis_regs;
            if let Some(&v) = done.get(&g) {
                out.push(v);
                continue;
            }
            let p = part[g].as_ref().ok_or_else(|| self.err("internal: reduce group"))?;
            let last = *p.last().ok_or_else(|| self.err("internal: empty tuple"))?;
            let v = if !op.is_arg() && parts[0] != d { self.t.cast(CastOp::Fptrunc, parts[0], d, last) } else { last };
            done.insert(g, v);
            out.push(v);
        }
        // The result's layout: the axis's bits dropped, the rest renumbered for the result shape.
        let rt = xt.shape.remove_axis(axis as usize);
        if rt.is_scalar() {
            return Ok((vec![out[0]], Lk::Scalar));
        }
        let map: Vec<Option<u32>> = (0..xt.numel().trailing_zeros())
            .map(|b| {
                if amask >> b & 1 == 1 {
                    None
                } else if b < aoff {
                    Some(b)
                } else {
                    Some(b - abits)
                }
            })
            .collect();
        let lred = self.intern(l.map_bits(&map));
        Ok((out, lred))
    }

    /// For arg reductions: each element as (key, index). The key orders the values as the op
    /// wants (floats as integers whose order is the IEEE order with -0 < +0, NaN below every
    /// number for argmax and above for argmin); the index is the position along the axis.
    fn arg_keys(
        &mut self,
        op: ReduceOp,
        d: DType,
        regs: &[VReg],
        lk: Lk,
        aoff: u32,
        abits: u32,
    ) -> (Vec<Vec<VReg>>, Vec<DType>) {
        let tf = self.thread_flat(lk);
        let l = self.layout(lk).clone();
        let sh = self.i32c(aoff as i64);
        let tpos = self.t.binary(BinaryOp::Lshr, DType::I32, tf, sh);
        let m = self.i32c((1i64 << abits) - 1);
        let kd = if d == DType::F64 || d == DType::I64 { DType::I64 } else { DType::I32 };
        let mut out = Vec::with_capacity(regs.len());
        for (r, &v) in regs.iter().enumerate() {
            let rpos = (l.reg_flat(r) >> aoff) as i64;
            let c = self.i32c(rpos);
            let pos = self.t.binary(BinaryOp::Or, DType::I32, tpos, c);
            let idx = self.t.binary(BinaryOp::And, DType::I32, pos, m);
            let key = if d.is_float() {
                let (w, fd) = if d == DType::F64 { (DType::I64, DType::F64) } else { (DType::I32, DType::F32) };
                let f = if d == fd { v } else { self.t.cast(CastOp::Fpext, d, fd, v) };
                let bits = self.t.bitcast(fd, w, f);
                // Negative floats: flip the magnitude bits, so that signed order is float order.
                let wb = w.bits() as u64;
                let s = self.t.constant(Scalar::Num(w), wb - 1);
                let sign = self.t.binary(BinaryOp::Ashr, w, bits, s);
                let mag = self.t.constant(Scalar::Num(w), (1u64 << (wb - 1)) - 1);
                let flip = self.t.binary(BinaryOp::And, w, sign, mag);
                let ord = self.t.binary(BinaryOp::Xor, w, bits, flip);
                let nan = self.t.fcmp(tessera_ir::op::FloatCC::Uno, fd, f, f);
                let worst = if op == ReduceOp::Argmax { 1u64 << (wb - 1) } else { (1u64 << (wb - 1)) - 1 };
                let worst = self.t.constant(Scalar::Num(w), worst);
                self.t.select(Scalar::Num(w), nan, worst, ord)
            } else if d.bits() < 32 {
                let signed = matches!(op, ReduceOp::Sargmax | ReduceOp::Sargmin);
                self.t.cast(if signed { CastOp::Sext } else { CastOp::Zext }, d, DType::I32, v)
            } else {
                v
            };
            out.push(vec![key, idx]);
        }
        (out, vec![kd, DType::I32])
    }

    /// Combines two partial results of a reduction.
    fn combine(&mut self, op: ReduceOp, parts: &[DType], a: &[VReg], b: &[VReg]) -> Res<Vec<VReg>> {
        let bop = match op {
            ReduceOp::Sum => BinaryOp::Add,
            ReduceOp::Max => BinaryOp::Max,
            ReduceOp::Min => BinaryOp::Min,
            ReduceOp::Smax => BinaryOp::Smax,
            ReduceOp::Smin => BinaryOp::Smin,
            ReduceOp::Umax => BinaryOp::Umax,
            ReduceOp::Umin => BinaryOp::Umin,
            ReduceOp::And => BinaryOp::And,
            ReduceOp::Or => BinaryOp::Or,
            ReduceOp::Xor => BinaryOp::Xor,
            _ => {
                // (key, index): b wins when its key is better, or equal with a smaller index.
                let kd = parts[0];
                let (ka, ia, kb, ib) = (a[0], a[1], b[0], b[1]);
                let cc = match op {
                    ReduceOp::Argmax | ReduceOp::Sargmax => IntCC::Sgt,
                    ReduceOp::Argmin | ReduceOp::Sargmin => IntCC::Slt,
                    ReduceOp::Uargmax => IntCC::Ugt,
                    _ => IntCC::Ult,
                };
                let better = self.t.icmp(cc, kd, kb, ka);
                let same = self.t.icmp(IntCC::Eq, kd, kb, ka);
                let earlier = self.t.icmp(IntCC::Slt, DType::I32, ib, ia);
                let tie = self.t.binary(BinaryOp::And, DType::I1, same, earlier);
                let take = self.t.binary(BinaryOp::Or, DType::I1, better, tie);
                let k = self.t.select(Scalar::Num(kd), take, kb, ka);
                let i = self.t.select(Scalar::Num(DType::I32), take, ib, ia);
                return Ok(vec![k, i]);
            }
        };
        Ok(vec![self.t.binary(bop, parts[0], a[0], b[0])])
    }

    /// An inclusive scan of `x` along `axis`, in a layout made for it: each thread holds a
    /// contiguous run along the axis in its registers (scanned in place), and the threads along
    /// the axis are the lowest thread bits, so a thread's offset is the combination of the run
    /// totals of the threads before it (after it, for `reverse`), read from shared memory. The
    /// result comes back in that layout.
    fn scan(&mut self, x: Value, op: ScanOp, axis: u8, reverse: bool) -> Res<(Vec<VReg>, Lk)> {
        let k = self.k;
        let xt = k.ty(x);
        let d = xt.dtype().ok_or_else(|| self.err("scan needs numbers"))?;
        let n = xt.numel().trailing_zeros();
        let aoff = dim_bit_offsets(&xt.shape)[axis as usize];
        let abits = xt.shape.dims()[axis as usize].trailing_zeros();
        let tbits = self.threads.trailing_zeros();
        let c = abits.saturating_sub(tbits);
        let at = abits - c;
        let others: Vec<u32> = (0..n).filter(|&b| b < aoff || b >= aoff + abits).collect();
        let mut reg: smallvec::SmallVec<[u32; 8]> = (aoff..aoff + c).map(|b| 1 << b).collect();
        let mut thread: smallvec::SmallVec<[u32; 10]> = (aoff + c..aoff + abits).map(|b| 1 << b).collect();
        let mut rest = others.iter();
        while thread.len() < tbits as usize {
            thread.push(rest.next().map_or(0, |&b| 1 << b));
        }
        reg.extend(rest.map(|&b| 1 << b));
        let lks = self.intern(Layout { reg, thread });
        let regs = self.get(x, lks)?;
        let acc = if op == ScanOp::Sum && matches!(d, DType::F16 | DType::BF16) { DType::F32 } else { d };
        let bop = match op {
            ScanOp::Sum => BinaryOp::Add,
            ScanOp::Max => BinaryOp::Max,
            ScanOp::Min => BinaryOp::Min,
            ScanOp::Smax => BinaryOp::Smax,
            ScanOp::Smin => BinaryOp::Smin,
            ScanOp::Umax => BinaryOp::Umax,
            ScanOp::Umin => BinaryOp::Umin,
        };
        let vals: Vec<VReg> =
            regs.iter().map(|&r| if acc != d { self.t.cast(CastOp::Fpext, d, acc, r) } else { r }).collect();
        // 1. Each thread's runs, in place.
        let run = 1usize << c;
        let groups = vals.len() / run;
        let mut local = vals.clone();
        for g in 0..groups {
            let order: Vec<usize> = if reverse {
                (0..run).rev().map(|j| g * run + j).collect()
            } else {
                (0..run).map(|j| g * run + j).collect()
            };
            for w in 1..order.len() {
                local[order[w]] = self.t.binary(bop, acc, local[order[w - 1]], vals[order[w]]);
            }
        }
        // 2. Offsets from the threads before along the axis.
        if at > 0 {
            let eb = acc.bytes();
            let base = self.shared_buffers(&[self.threads * groups as u32 * eb])[0];
            let tid = self.tid();
            let own = self.slot_addr(tid, groups as u32 * eb);
            for g in 0..groups {
                let last = if reverse { g * run } else { g * run + run - 1 };
                self.t.store(Mem::Shared, acc, own, base + g as u32 * eb, &[local[last]], None);
            }
            self.t.barrier();
            let amask = (1i64 << at) - 1;
            let m = self.i32c(amask);
            let pos = self.t.binary(BinaryOp::And, DType::I32, tid, m);
            let home_t = self.masked_tid(!(amask as u32));
            let home = self.slot_addr(home_t, groups as u32 * eb);
            let qs: Vec<i64> = if reverse { (0..1i64 << at).rev().collect() } else { (0..1i64 << at).collect() };
            for g in 0..groups {
                let mut off: Option<(VReg, VReg)> = None; // (value, valid)
                for &q in &qs {
                    let qc = self.i32c(q);
                    let at = base + (q as u32 * groups as u32 + g as u32) * eb;
                    let v = self.t.load(Mem::Shared, acc, home, at, 1, None, None)[0];
                    let before = self.t.icmp(if reverse { IntCC::Sgt } else { IntCC::Slt }, DType::I32, qc, pos);
                    off = Some(match off {
                        None => (v, before),
                        Some((o, valid)) => {
                            let comb = self.t.binary(bop, acc, o, v);
                            let upd = self.t.select(Scalar::Num(acc), valid, comb, v);
                            let nv = self.t.select(Scalar::Num(acc), before, upd, o);
                            (nv, self.t.binary(BinaryOp::Or, DType::I1, valid, before))
                        }
                    });
                }
                let (o, valid) = off.ok_or_else(|| self.err("internal: scan offsets"))?;
                for j in 0..run {
                    let r = g * run + j;
                    let comb = self.t.binary(bop, acc, o, local[r]);
                    local[r] = self.t.select(Scalar::Num(acc), valid, comb, local[r]);
                }
            }
            self.reads_done();
        }
        let out = local.iter().map(|&r| if acc != d { self.t.cast(CastOp::Fptrunc, acc, d, r) } else { r }).collect();
        Ok((out, lks))
    }

    /// After the reads of a shared buffer: inside a loop, the op's next iteration writes the
    /// buffer again, so it waits until everyone has read.
    fn reads_done(&mut self) {
        if self.loops > 0 {
            self.t.barrier();
        }
    }

    /// The shared address (from byte 0) of this thread's first element of a value of layout
    /// `lk` stored at its padded flat indices, elements of `eb` bytes; 0 for scalars.
    fn thread_addr(&mut self, lk: Lk, eb: u32, pad: Pad) -> VReg {
        match lk {
            Lk::Scalar => {
                let z = self.i32c(0);
                self.t.shared_addr(z)
            }
            // The thread's part and the registers' parts add up (see `Pad`).
            Lk::Tile(_) => {
                let t = self.thread_flat(lk);
                self.scaled_addr(t, eb, Some(pad))
            }
        }
    }

    /// Places the buffers of one shared-memory step (each 16-byte aligned) and returns their
    /// offsets. A buffer is dead once its step is lowered (each step writes, waits, reads, and
    /// inside a loop waits again), so space is reused: while the buffers placed since the last
    /// reuse fit in `SHARED_BUDGET` they are stacked, and otherwise a barrier (every thread has
    /// finished reading the old ones) lets the new ones start again at 0.
    fn shared_buffers(&mut self, sizes: &[u32]) -> Vec<u32> {
        let total: u32 = sizes.iter().map(|b| b.next_multiple_of(16)).sum();
        if self.smem_top > 0 && self.smem_top + total > SHARED_BUDGET {
            self.t.barrier();
            self.smem_top = 0;
        }
        let mut out = Vec::with_capacity(sizes.len());
        for &b in sizes {
            out.push(self.smem_top);
            self.smem_top += b.next_multiple_of(16);
        }
        self.t.shared_extent(self.smem_top);
        out
    }

    /// The shared address (from byte 0) `t * step`, computed once per scope.
    fn slot_addr(&mut self, t: VReg, step: u32) -> VReg {
        self.scaled_addr(t, step, None)
    }

    /// The shared address (from byte 0) `t * step`, padded by `pad` if given; computed once per
    /// scope.
    fn scaled_addr(&mut self, t: VReg, step: u32, pad: Option<Pad>) -> VReg {
        let key = (t, step, pad);
        if let Some(&a) = self.scopes.iter().rev().find_map(|m| m.saddr.get(&key)) {
            return a;
        }
        let c = self.i32c(step as i64);
        let mut idx = self.t.binary(BinaryOp::Mul, DType::I32, t, c);
        if let Some(p) = pad {
            let sh = self.i32c(p.shift as i64);
            let rows = self.t.binary(BinaryOp::Lshr, DType::I32, idx, sh);
            let pc = self.i32c(p.bytes as i64);
            let extra = self.t.binary(BinaryOp::Mul, DType::I32, rows, pc);
            idx = self.t.binary(BinaryOp::Add, DType::I32, idx, extra);
        }
        let a = self.t.shared_addr(idx);
        self.scopes.last_mut().expect("a scope is open").saddr.insert(key, a);
        a
    }

    /// The thread index with only the bits of `keep`, computed once per scope.
    fn masked_tid(&mut self, keep: u32) -> VReg {
        self.gathered_tid(keep, &[], &[])
    }

    /// The thread index with only the bits of `keep`, plus bit `from[j]` of the thread index
    /// moved up to bit `to[j]` (each `to[j]` above `from[j]` and outside `keep`), computed once
    /// per scope.
    fn gathered_tid(&mut self, keep: u32, from: &[usize], to: &[usize]) -> VReg {
        let key = (keep, from.iter().zip(to).fold(0u64, |a, (&f, &t)| a << 10 | (f as u64) << 5 | t as u64));
        if let Some(&r) = self.scopes.iter().rev().find_map(|m| m.tids.get(&key)) {
            return r;
        }
        let tid = self.tid();
        let mut r = if keep == !0 {
            tid
        } else {
            let m = self.i32c(keep as i64);
            self.t.binary(BinaryOp::And, DType::I32, tid, m)
        };
        // Bits that move by the same distance move together.
        let mut moves: Vec<(usize, i64)> = Vec::new();
        for (&f, &t) in from.iter().zip(to) {
            match moves.iter_mut().find(|(d, _)| *d == t - f) {
                Some((_, m)) => *m |= 1 << t,
                None => moves.push((t - f, 1 << t)),
            }
        }
        for (d, m) in moves {
            let sh = self.i32c(d as i64);
            let up = self.t.binary(BinaryOp::Shl, DType::I32, tid, sh);
            let m = self.i32c(m);
            let bits = self.t.binary(BinaryOp::And, DType::I32, up, m);
            r = self.t.binary(BinaryOp::Or, DType::I32, r, bits);
        }
        self.scopes.last_mut().expect("a scope is open").tids.insert(key, r);
        r
    }

    fn elementwise(&mut self, inst: Inst, lk: Lk, n: usize, ty: Type) -> Res<Vec<VReg>> {
        let k = self.k;
        let d = &k.insts[inst];
        let mut ops: Vec<Vec<VReg>> = Vec::with_capacity(d.args.len());
        for &a in &d.args {
            // A scalar condition of a tile select stays scalar.
            let alk = if k.ty(a).is_scalar() { Lk::Scalar } else { lk };
            let regs = self.get(a, alk)?;
            ops.push(if regs.len() == 1 && n > 1 { vec![regs[0]; n] } else { regs });
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
