//! `dot`: `acc + a @ b` on tensor cores where the target has them for the types and shape, and
//! as exact multiply-adds everywhere else.
//!
//! ```text
//!   dot a (M x K), b (K x N), acc (M x N)
//!     plan: the target's Mma for (input, accumulator, precision) and M >= tile M, N >= tile N,
//!           K >= tile K?
//!       yes: C in the accumulator fragment tiled over the warps (Warps::choose), A and B in
//!            their operand fragments; A replicated over the warps along N, B over those along M
//!       no:  C in the blocked home of its type; each thread holds the rows of A and the
//!            columns of B its elements need, K in registers
//!     mma:  per warp, per K step in order: the step's A and B tiles (matrix loads or lane
//!           loads from shared memory, or packed from registers), then one instruction per
//!           (M tile, N tile); the D of one step is the C of the next
//!     fma:  for k = 0, 1, ..: a[:][k] and b[k][:] read (from their exchange, where they
//!           live in another layout), then every element acc = fma(a[i][k], b[k][j], acc)
//! ```
//!
//! The accumulator layouts are ordinary layouts of the layout pass, so elementwise ops on a
//! dot's result (a scale, a cast, a bias) are computed in it with no conversion, reductions over
//! its rows or columns work in it, and a loop that carries a dot's result keeps it there (the
//! loop's home for that value is the dot's layout, see `carried_home`). An operand whose value
//! is already in its fragment layout (a previous dot's result, cast, where the two layouts
//! coincide: A of M x K and C of M x N with K = N and the warps along M only) takes no exchange.
//!
//! Types, on PTX (`ptx::mma`): f16 and bf16 on m16n8k16; f32 under `tf32` on m16n8k8 with the
//! inputs rounded to tf32 (nearest even, the IR's meaning) first; f32 under `tf32x3` as three
//! m16n8k8 passes over `x = big + small` (small * big, big * small, big * big; small * small
//! dropped); i8 into i32 on m16n8k32 (exact); `f8e4m3` and `f8e5m2` into f32 on m16n8k32 (the
//! i8 fragments and packing, sm_90 and sm_90a); f32 under `ieee` and f64 as exact
//! multiply-adds. Accumulators of f16 (or bf16) are computed in f32, converted once at the
//! start of each `dot` and rounded back once at its end, as the IR's semantics say (for fp8
//! inputs too: the instructions' f16-accumulator forms are not used).
//!
//! The multiply-add path is exactly the IR's meaning (products of 16-bit and 8-bit floats are
//! exact in f32; f32 under `tf32` rounds its inputs first; i8 multiplies and adds in wrapping i32), so it
//! is bit for bit the interpreter. Tensor cores add in their own way (the simulator models it,
//! `tessera_sim::tensor_core`): a float dot on them differs from the interpreter within the
//! bound written beside the op. Shapes smaller than one instruction tile in any dimension take
//! the multiply-add path.
//!
//! 16-bit operands loaded from memory reach the tensor cores through shared memory: the loading
//! threads store their 16-byte vectors into a swizzled buffer (`shared::Swizzle`), or a
//! pipelined loop fetches them ahead into a ring of such buffers (`pipeliner`), and each warp
//! reads its fragments with matrix loads (`ldmatrix`, B transposed), with no bank conflicts
//! either way. On AMD (`Mma::lane_loads`), which has no matrix loads, each lane reads its run
//! of K with ordinary shared loads straight into the registers its instruction reads, B
//! stored K-major (transposed by the store where it is K x N), and each tile is read just
//! before its instructions (`dot_mma`'s lazy order); where a run is 8 bytes, one 16-byte read
//! takes two K steps (`paired_lane_loads`). A 16-bit operand computed in registers
//! whose inputs sit in another tile layout (attention's P from the scores, in the accumulator
//! layout) takes the same way where the target reads operands from shared memory and P is not
//! free in the fragment layout (`computed_elsewhere`): computed where its inputs are, stored
//! in 16 bits, read back in fragments. On AMD this replaced the exchange of the f32 scores and
//! a second softmax in the A layout (twice over on gfx1100, whose A both half-waves hold);
//! with mma.sync and wgmma, P is free in its A layout and stays in registers. Other operands
//! (tf32, i8, fp8) are computed in their fragment layout (through a layout exchange if they
//! live elsewhere) and packed.
//!
//! The epilogue: a store of a value computed from a tensor-core accumulator stores from the
//! accumulator's layout (each thread pairs of adjacent columns), not through a layout
//! exchange, which would need a shared buffer as large as the tile (64 KB for 128 x 256 f16);
//! on the H200 the two measured within 1 % (docs/benchmarks.md).

mod fma;
mod mma;
mod wgmma;

use super::shared::Swizzle;
use super::{Lk, Lower, Res};
use crate::layout::{Fragment, Layout, Warps};
use crate::target::{Mma, Target};
use crate::vcode::VReg;
use rustc_hash::FxHashMap as HashMap;
use tessera_ir::kernel::Inst;
use tessera_ir::op::{CastOp, DotPrecision, Op};
use tessera_ir::{DType, Type, Value, ValueDef};
use wgmma::WgPlan;

/// Which operand of a dot.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(super) enum Side {
    A,
    B,
}

/// A tensor-core operand on its way to the instructions (see `Lower::operand`).
enum Operand {
    /// In registers, one element each, in the fragment layout (`cols` columns); `exact` the
    /// f32 elements before their rounding to tf32 (empty for other types).
    Regs { side: Side, regs: Vec<VReg>, layout: Layout, cols: u32, exact: Vec<VReg> },
    /// In a swizzled shared buffer (at `slot` bytes further in a ring), read by matrix loads
    /// from the lanes' offsets; `ring`: fetched ahead by a pipelined loop.
    Shared {
        side: Side,
        sw: Swizzle,
        slot: Option<VReg>,
        lane_off: VReg,
        pairs: bool,
        ring: bool,
        /// B held as its transpose, an N x K tile (read with non-transposed matrix loads).
        kmajor: bool,
        /// Read by each lane's own loads of its run of K (`Mma::lane_loads`), not matrix loads.
        lanes: bool,
        /// The lanes' offsets for paired reads (`paired_lane_loads`), where the dot allows them.
        pair_off: Option<VReg>,
        loaded: HashMap<(u32, u32), Vec<VReg>>,
    },
}

/// How one `dot` is computed: on tensor cores or by multiply-adds, and the layouts of its
/// operands and result.
#[derive(Clone, Copy)]
pub(super) struct DotPlan {
    pub mma: Option<Mma>,
    /// On warpgroup tensor cores (sm_90a, `wgmma`), instead of `mma`.
    pub wg: Option<WgPlan>,
    /// Rows and columns of C that one warp computes (tensor cores).
    share: (u32, u32),
    a: Lk,
    b: Lk,
    /// The accumulator's (and the result's) layout.
    pub c: Lk,
}

/// (rows, columns) of a 2-D tile type.
/// An operand of the multiply-add path (`Lower::fetch`).
enum Fetch {
    Ready(super::Regs),
    Stored(super::shared::Stored),
}

pub(super) fn dims2(t: Type) -> (u32, u32) {
    let d = t.shape.dims();
    (d[0], d[1])
}

impl DotPlan {
    /// Whether the dot runs on tensor cores taking 16-bit operands two to a register (or, on
    /// warpgroups, 8-bit ones read K-major: `WgPlan::stages`), which reach it through shared
    /// memory when they come from memory.
    pub(super) fn stages_operands(&self) -> bool {
        self.wg.is_some_and(|w| w.stages()) || self.mma.is_some_and(|m| m.shared_loads)
    }

    /// `stages_operands`, for operand `j` (0 for A, 1 for B) taken as it is loaded: a K x N B
    /// of 8-bit elements is read K-major only, so the dot stores it transposed itself.
    pub(super) fn stages_operand(&self, j: usize) -> bool {
        self.stages_operands() && (j == 0 || self.wg.is_none_or(|w| w.n_major()))
    }

    /// Whether the operands reach the instruction by lane loads (`Mma::lane_loads`).
    pub(super) fn lane_loads(&self) -> bool {
        self.mma.is_some_and(|m| m.lane_loads)
    }

    /// Whether operand `j` (0 for A, 1 for B) of this dot, computed in layout `home`, reaches
    /// the tensor cores through a shared buffer (see `operand` and `dot_wgmma`).
    pub(super) fn staged_from(&self, j: usize, home: Lk) -> bool {
        home != Lk::Scalar
            && (self.wg.is_some() || self.mma.is_some_and(|m| m.shared_loads) && home != [self.a, self.b][j])
    }
}

/// The first op that `found` accepts among those `v` is computed from through elementwise ops
/// of its shape (any same-shaped operand: a select's mask comes first), within a bounded walk.
fn through_elementwise<T>(
    k: &tessera_ir::Kernel,
    v: Value,
    found: impl Fn(Inst, &tessera_ir::kernel::InstData) -> Option<T> + Copy,
) -> Option<T> {
    fn walk<T>(
        k: &tessera_ir::Kernel,
        v: Value,
        cur: Value,
        budget: &mut u32,
        found: impl Fn(Inst, &tessera_ir::kernel::InstData) -> Option<T> + Copy,
    ) -> Option<T> {
        if *budget == 0 {
            return None;
        }
        *budget -= 1;
        let ValueDef::Result(inst, _) = k.values[cur].def else { return None };
        let d = &k.insts[inst];
        if let Some(t) = found(inst, d) {
            return Some(t);
        }
        if !matches!(d.op, Op::Unary(_) | Op::Binary(_) | Op::Select | Op::Cast(_) | Op::Bitcast | Op::Fma) {
            return None;
        }
        d.args
            .iter()
            .filter(|&&a| k.ty(a).shape == k.ty(v).shape && !k.ty(a).is_scalar())
            .find_map(|&a| walk(k, v, a, budget, found))
    }
    walk(k, v, v, &mut 64, found)
}

/// The dot that `v` is computed from through elementwise ops of its shape, if any (a dot's
/// result scaled, biased, masked or cast).
pub(super) fn source_dot(k: &tessera_ir::Kernel, v: Value) -> Option<Inst> {
    through_elementwise(k, v, |i, d| matches!(d.op, Op::Dot { .. }).then_some(i))
}

/// The reduction `(operand, axis)` that `v` is computed from through elementwise ops of its
/// shape, if any (attention's running max: `max(m, reduce max(scores))`).
fn source_reduce(k: &tessera_ir::Kernel, v: Value) -> Option<(Value, u8)> {
    through_elementwise(k, v, |_, d| match d.op {
        Op::Reduce { axis, .. } => Some((d.args[0], axis)),
        _ => None,
    })
}

/// `x` if `v` is `trans(x)` of a 2-D tile.
pub(super) fn transpose_of(k: &tessera_ir::Kernel, v: Value) -> Option<Value> {
    let ValueDef::Result(t, 0) = k.values[v].def else { return None };
    let d = &k.insts[t];
    matches!(&d.op, Op::Trans(p) if p[..] == [1, 0]).then(|| d.args[0])
}

/// The dots of `k` in a chain: one whose result (through elementwise ops) is another's A, and
/// that other. Their warps go along M only, so that the result reaches the next dot's A
/// fragment in registers (the two layouts then coincide).
pub(super) fn chained_dots(k: &tessera_ir::Kernel) -> rustc_hash::FxHashSet<Inst> {
    let mut out = rustc_hash::FxHashSet::default();
    for (i, d) in k.insts.iter() {
        if matches!(d.op, Op::Dot { .. }) {
            if let Some(src) = source_dot(k, d.args[0]) {
                out.insert(src);
                out.insert(i);
            }
        }
    }
    out
}

/// The flat index (in an operand of `cols` columns) of fragment element `e`, lane 0.
pub(super) fn frag_flat(f: &Fragment, e: usize, cols: u32) -> u32 {
    f.reg
        .iter()
        .enumerate()
        .filter(|(i, _)| e >> i & 1 == 1)
        .fold(0, |acc, (_, &(d, b))| acc | 1 << (b as u32 + if d == 0 { cols.trailing_zeros() } else { 0 }))
}

/// Whether lane loads of a dot's operands go in pairs of K steps: one 16-byte read
/// (`ds_read_b128`) holds a lane's runs of two steps where each run is 8 bytes (MFMA's 16-bit
/// forms) and K has an even number of steps. The order in which K is summed then changes, for A
/// and B alike: of each pair of steps, the first sums the first half of every lane's 16 bytes,
/// the second the second half (a permutation of K within the pair, not the hardware's order,
/// which the rounding bound allows: the sum of a step is not the IR's sequential sum either).
/// `lds-pairs=off` turns it off, for comparisons.
pub(super) fn paired_lane_loads(mma: &Mma, kk: u32, on: bool) -> bool {
    on && mma.lane_loads
        && mma.input.bytes() << mma.a.reg.len() == 8
        && mma.input.bytes() << mma.b.reg.len() == 8
        && (kk / mma.k()).is_multiple_of(2)
}

/// The type a dot accumulates in: f32 for 16-bit float accumulators.
pub(super) fn compute_type(acc: DType) -> DType {
    match acc {
        DType::F16 | DType::BF16 => DType::F32,
        d => d,
    }
}

impl<'k, T: Target> Lower<'k, T> {
    /// The plan of `dot` instruction `inst` (made once: loops, pipelines and the dot itself ask).
    pub(super) fn dot_plan(&mut self, inst: Inst) -> DotPlan {
        if let Some(&p) = self.plans.get(&inst) {
            return p;
        }
        let p = self.make_dot_plan(inst);
        self.plans.insert(inst, p);
        p
    }

    fn make_dot_plan(&mut self, inst: Inst) -> DotPlan {
        let k = self.k;
        let d = &k.insts[inst];
        let precision = match d.op {
            Op::Dot { precision } => precision,
            _ => DotPrecision::Ieee,
        };
        let (ta, tc) = (k.ty(d.args[0]), k.ty(d.args[2]));
        let ((m, kk), (_, n)) = (dims2(ta), dims2(tc));
        let (input, acc) = (ta.dtype().unwrap_or(DType::F32), tc.dtype().unwrap_or(DType::F32));
        match self.wgmma_plan((input, compute_type(acc), precision), (m, kk, n)) {
            Ok((wg, c)) => {
                // The operands are read from shared memory; where they are computed, their homes.
                let tb = k.ty(d.args[1]);
                let (a, b) = (self.home(ta), self.home(tb));
                return DotPlan { mma: None, wg: Some(wg), share: wg.share, a, b, c };
            }
            // (A reason for the remarks where the target has warpgroups at all.)
            Err(why)
                if self
                    .t
                    .warpgroup_mma()
                    .is_some_and(|w| w.shape(DType::F16, DType::F32, DotPrecision::Ieee).is_some()) =>
            {
                self.notes.dot_missed.insert(inst, why);
            }
            Err(_) => {}
        }
        let warps = self.threads / self.t.warp_size();
        let chained = self.chained.contains(&inst);
        let mma = self.t.mma(input, compute_type(acc), precision, [m, n, kk], warps, chained);
        if mma.is_none() {
            let hint =
                if input == DType::F32 && precision == DotPrecision::Ieee { " (`precision tf32` has one)" } else { "" };
            let why = format!(
                "the target has no matrix instruction for {input} operands into {acc} at precision {precision}{hint}"
            );
            self.notes.dot_missed.entry(inst).or_insert(why);
        }
        if let Some(mma) = mma {
            if m < mma.c.tile[0] || n < mma.c.tile[1] || kk < mma.k() {
                let why = format!(
                    "it is {m} x {n} x {kk}, smaller than the matrix instruction's {} x {} x {}",
                    mma.c.tile[0],
                    mma.c.tile[1],
                    mma.k()
                );
                self.notes.dot_missed.entry(inst).or_insert(why);
            }
            if m >= mma.c.tile[0] && n >= mma.c.tile[1] && kk >= mma.k() {
                let warp_bits = (self.threads / self.t.warp_size()).trailing_zeros();
                let w = Warps::choose(m, n, mma.c.tile, 1 << warp_bits, chained);
                let dims = |along_m: Option<u8>, along_n: Option<u8>| -> Vec<Option<u8>> {
                    (0..warp_bits)
                        .map(|i| match i {
                            i if i < w.m_bits => along_m,
                            i if i < w.m_bits + w.n_bits => along_n,
                            _ => None,
                        })
                        .collect()
                };
                let c = Layout::fragment([m, n], &mma.c, &dims(Some(0), Some(1)), self.threads);
                let a = Layout::fragment([m, kk], &mma.a, &dims(Some(0), None), self.threads);
                let b = Layout::fragment([kk, n], &mma.b, &dims(None, Some(1)), self.threads);
                let share = (m >> w.m_bits, n >> w.n_bits);
                let c = self.intern(c);
                self.dot_layouts.insert(c);
                return DotPlan { mma: Some(mma), wg: None, share, a: self.intern(a), b: self.intern(b), c };
            }
        }
        let c = self.home(tc);
        let cl = self.layout(c).clone();
        let (mb, nb, kb) = (m.trailing_zeros(), n.trailing_zeros(), kk.trailing_zeros());
        // A keeps C's row bits (moved above its K bits) and replicates over C's column bits; B
        // keeps the column bits and replicates over the rows. K goes in registers.
        let operand = |keep_rows: bool, k_at: u32| {
            let map: Vec<Option<u32>> = (0..mb + nb)
                .map(|i| match (i < nb, keep_rows) {
                    (true, false) => Some(i),
                    (false, true) => Some(i - nb + kb),
                    _ => None,
                })
                .collect();
            let mut l = cl.map_bits(&map);
            l.reg.retain(|b| *b != 0);
            l.reg.extend((0..kb).map(|j| 1 << (k_at + j)));
            l
        };
        let (a, b) = (operand(true, 0), operand(false, nb));
        DotPlan { mma: None, wg: None, share: (m, n), a: self.intern(a), b: self.intern(b), c }
    }

    /// The home of a loop-carried or yielded value `v`: the layout of the dot it comes from
    /// (directly or through elementwise ops of the same shape, any operand of them), so an
    /// accumulator stays in its tensor-core layout across iterations; for a reduction of such
    /// a value, that layout with the axis dropped, so that attention's running max and sum stay
    /// where the row reductions leave them (no exchange through shared memory per iteration);
    /// otherwise the home of its type.
    pub(super) fn carried_home(&mut self, v: Value) -> Lk {
        if let Some(inst) = source_dot(self.k, v) {
            return self.dot_plan(inst).c;
        }
        // A reduction of a dot's result (attention's row max and sum): where the reduction
        // leaves it, the dot's layout with the axis dropped.
        if let Some((x, axis)) = source_reduce(self.k, v) {
            if let Some(inst) = source_dot(self.k, x) {
                let c = self.dot_plan(inst).c;
                let shape = self.k.ty(x).shape;
                return self.reduced_layout(c, &shape, axis);
            }
        }
        self.home(self.k.ty(v))
    }

    /// Lowers `dot` where it stands: its result's registers and layout.
    pub(super) fn dot(&mut self, inst: Inst) -> Res<(Vec<VReg>, Lk)> {
        let k = self.k;
        let d = &k.insts[inst];
        let plan = self.dot_plan(inst);
        // `select(p, 0, acc)` as a warpgroup dot's accumulator (a flattened loop's new block):
        // the steps read `acc` and the first one's scale-d predicate is `!p` (false: D = A @ B),
        // no select of the whole accumulator.
        let zeroed = if plan.wg.is_some() { self.zero_unless(d.args[2]) } else { None };
        let c = match zeroed {
            Some((acc, cond, zero_when)) => {
                let p = self.get(cond, Lk::Scalar)?[0];
                self.scale_d =
                    Some(if zero_when { self.t.unary(tessera_ir::op::UnaryOp::Not, DType::I1, p) } else { p });
                self.get(acc, plan.c)?
            }
            None => self.get(d.args[2], plan.c)?,
        };
        let tc = k.ty(d.args[2]);
        let acc = tc.dtype().ok_or_else(|| self.err("a dot of non-numbers"))?;
        let wide = compute_type(acc);
        let mut c: Vec<VReg> = if wide != acc {
            c.iter().map(|&r| self.t.cast(CastOp::Fpext, acc, wide, r)).collect()
        } else {
            c.to_vec()
        };
        // A's buffer stays put while B's is placed (both are read until the dot's end).
        let floor = self.smem_floor;
        let r = self.dot_on(inst, &plan, wide, &mut c);
        self.smem_floor = floor;
        r?;
        if wide != acc {
            c = c.iter().map(|&r| self.t.cast(CastOp::Fptrunc, wide, acc, r)).collect();
        }
        Ok((c, plan.c))
    }

    /// For `select(p, 0, acc)` or `select(p, acc, 0)` with a scalar `p` (a zero of any shape):
    /// `acc`, `p`, and whether the zero is taken when `p` holds.
    pub(in crate::lower) fn zero_unless(&self, v: Value) -> Option<(Value, Value, bool)> {
        let k = self.k;
        let ValueDef::Result(i, 0) = k.values[v].def else { return None };
        let d = &k.insts[i];
        if d.op != Op::Select || !k.ty(d.args[0]).is_scalar() {
            return None;
        }
        match (self.is_zero(d.args[1]), self.is_zero(d.args[2])) {
            (true, _) => Some((d.args[2], d.args[0], true)),
            (false, true) => Some((d.args[1], d.args[0], false)),
            _ => None,
        }
    }

    /// The dot's steps on its accumulator `c` (in `wide`, the plan's layout).
    fn dot_on(&mut self, inst: Inst, plan: &DotPlan, wide: DType, c: &mut [VReg]) -> Res<()> {
        let k = self.k;
        let d = &k.insts[inst];
        let (ta, tc) = (k.ty(d.args[0]), k.ty(d.args[2]));
        let plan = *plan;
        match plan.mma {
            _ if plan.wg.is_some() => {
                let wg = plan.wg.expect("a warpgroup plan");
                self.dot_wgmma(inst, &wg, plan.c, c)?;
            }
            Some(mma) => {
                let ((m, kk), n) = (dims2(ta), dims2(tc).1);
                let a = self.operand(Side::A, d.args[0], &plan, &mma, (m, kk, n))?;
                self.smem_floor = self.smem_floor.max(self.smem_top);
                let b = self.operand(Side::B, d.args[1], &plan, &mma, (m, kk, n))?;
                let tf32x3 = matches!(d.op, Op::Dot { precision: DotPrecision::Tf32x3 }) && mma.tf32;
                if tf32x3 {
                    // Three passes over x = big + small (each tf32): small*big, big*small, then
                    // big*big, the large products last; small*small is dropped.
                    let (mut a, mut b) = (self.split_tf32(a), self.split_tf32(b));
                    self.dot_mma(&mma, &plan, (kk, n), &mut a, &mut b, &[(1, 0), (0, 1), (0, 0)], c)?
                } else {
                    self.dot_mma(&mma, &plan, (kk, n), &mut [a], &mut [b], &[(0, 0)], c)?
                }
            }
            None => {
                let precision = match d.op {
                    Op::Dot { precision } => precision,
                    _ => DotPrecision::Ieee,
                };
                let input = ta.dtype().ok_or_else(|| self.err("a dot of non-numbers"))?;
                let mut a = self.fetch(d.args[0], plan.a)?;
                // A's buffer stays put while B's is placed, and both are read in the steps.
                self.smem_floor = self.smem_floor.max(self.smem_top);
                let mut b = self.fetch(d.args[1], plan.b)?;
                self.dot_fma(&plan, (dims2(ta), dims2(tc).1), input, wide, precision, (&mut a, &mut b), c);
                if matches!(a, Fetch::Stored(_)) || matches!(b, Fetch::Stored(_)) {
                    self.reads_done();
                }
            }
        }
        Ok(())
    }
}
