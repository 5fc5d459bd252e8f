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
//! dropped); i8 into i32 on m16n8k32 (exact); f32 under `ieee` and f64 as exact multiply-adds.
//! Accumulators of f16 (or bf16) are computed in f32, converted once at the start of each `dot`
//! and rounded back once at its end, as the IR's semantics say.
//!
//! The multiply-add path is exactly the IR's meaning (products of 16-bit floats are exact in
//! f32; f32 under `tf32` rounds its inputs first; i8 multiplies and adds in wrapping i32), so it
//! is bit for bit the interpreter. Tensor cores add in their own way (the simulator models it,
//! `tessera_sim::tensor_core`): a float dot on them differs from the interpreter within the
//! bound written beside the op. Shapes smaller than one instruction tile in any dimension take
//! the multiply-add path.
//!
//! 16-bit operands loaded from memory reach the tensor cores through shared memory: the loading
//! threads store their 16-byte vectors into a swizzled buffer (`shared::Swizzle`), or a
//! pipelined loop fetches them ahead into a ring of such buffers (`pipeline`), and each warp
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
//! (tf32, i8) are computed in their fragment layout (through a layout exchange if they live
//! elsewhere) and packed.
//!
//! The epilogue: a store of a value computed from a tensor-core accumulator stores from the
//! accumulator's layout (each thread pairs of adjacent columns), not through a layout
//! exchange, which would need a shared buffer as large as the tile (64 KB for 128 x 256 f16);
//! on the H200 the two measured within 1 % (docs/benchmarks.md).

use super::shared::Swizzle;
use super::wgmma::WgPlan;
use super::{Lk, Lower, Res};
use crate::layout::{Fragment, Layout, Warps};
use crate::target::{Mem, Mma, Target};
use crate::vcode::VReg;
use rustc_hash::FxHashMap as HashMap;
use tessera_ir::kernel::Inst;
use tessera_ir::op::{BinaryOp, CastOp, DotPrecision, IntCC, Op};
use tessera_ir::{DType, Scalar, Type, Value, ValueDef};

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
    c: Lk,
}

/// (rows, columns) of a 2-D tile type.
/// An operand of the multiply-add path (`Lower::fetch`).
enum Fetch {
    Ready(super::Regs),
    Stored(super::shared::Stored),
}

fn dims2(t: Type) -> (u32, u32) {
    let d = t.shape.dims();
    (d[0], d[1])
}

impl DotPlan {
    /// Whether the dot runs on tensor cores taking 16-bit operands two to a register, which
    /// reach it through shared memory when they come from memory.
    pub(super) fn stages_operands(&self) -> bool {
        self.wg.is_some_and(|w| w.stages()) || self.mma.is_some_and(|m| m.shared_loads)
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
fn source_dot(k: &tessera_ir::Kernel, v: Value) -> Option<Inst> {
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

/// How `Lower::store_swizzled` lays a tile out.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(super) enum StoreAs {
    /// Row-major, for matrix loads (`Swizzle::of`).
    Rows,
    /// As warpgroup tensor cores read it (`Swizzle::wgmma_of`).
    Wgmma,
    /// Its transpose, as warpgroup tensor cores read it: a K x N B read K-major (tf32, i8).
    WgmmaTransposed,
    /// Its transpose, row-major (`Swizzle::folded`): a K x N B read K-major by lane loads.
    Transposed,
}

/// The map of flat-index bits from a `rows` x `cols` tile to its transpose (`Layout::map_bits`).
fn transpose_bits(rows: u32, cols: u32) -> Vec<Option<u32>> {
    let (rb, cb) = (rows.trailing_zeros(), cols.trailing_zeros());
    (0..rb + cb).map(|i| Some(if i < cb { i + rb } else { i - cb })).collect()
}

/// The flat index (in an operand of `cols` columns) of fragment element `e`, lane 0.
fn frag_flat(f: &Fragment, e: usize, cols: u32) -> u32 {
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
fn paired_lane_loads(mma: &Mma, kk: u32, on: bool) -> bool {
    on && mma.lane_loads
        && mma.input.bytes() << mma.a.reg.len() == 8
        && mma.input.bytes() << mma.b.reg.len() == 8
        && (kk / mma.k()).is_multiple_of(2)
}

/// The type a dot accumulates in: f32 for 16-bit float accumulators.
fn compute_type(acc: DType) -> DType {
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
            Err(why) if self.t.wgmma(DType::F16, DType::F32, DotPrecision::Ieee).is_some() => {
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
        let c = self.get(d.args[2], plan.c)?;
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

    /// Tensor-core steps over this warp's share of C, K steps in order: for each K step, the A
    /// tiles of the step and the B tiles of the step are fetched (matrix loads, or packed from
    /// registers), then every (M tile, N tile) takes its instruction; with lane loads, each
    /// tile just before its instructions instead. Each element's sum runs over the K steps in
    /// order whatever the order of the tiles.
    #[allow(clippy::too_many_arguments)]
    fn dot_mma(
        &mut self,
        mma: &Mma,
        plan: &DotPlan,
        (kk, n): (u32, u32),
        a: &mut [Operand],
        b: &mut [Operand],
        passes: &[(usize, usize)],
        c: &mut [VReg],
    ) -> Res<()> {
        let lc = self.layout(plan.c).clone();
        let [tm, tn] = mma.c.tile;
        let (m_tiles, n_tiles, k_steps) = (plan.share.0 / tm, plan.share.1 / tn, kk / mma.k());
        let c_regs: Vec<Vec<usize>> = (0..m_tiles * n_tiles)
            .map(|t| {
                let (mi, ni) = (t / n_tiles, t % n_tiles);
                (0..1usize << mma.c.reg.len())
                    .map(|e| lc.reg_of(frag_flat(&mma.c, e, n) + (mi * tm) * n + ni * tn))
                    .collect()
            })
            .collect();
        let mut acc: Vec<Vec<VReg>> = c_regs.iter().map(|rs| rs.iter().map(|&r| c[r]).collect()).collect();
        self.t.mma_begin(m_tiles * n_tiles);
        // Lane loads place an operand where its instruction reads it (`Target::load_fragment`),
        // so each tile is loaded just before its instructions: A per M tile, a lane-loaded B
        // again for every M tile (one load rather than moves out of the instruction's units).
        let lanes = |o: &Operand| matches!(o, Operand::Shared { lanes: true, .. });
        let b_lanes = lanes(&b[0]);
        let pairs = |o: &Operand| matches!(o, Operand::Shared { lanes: true, pair_off: Some(_), .. });
        if passes.len() == 1 && pairs(&a[0]) && pairs(&b[0]) {
            // Two K steps per read (`paired_lane_loads`): A's 16 bytes per M tile, B's per tile
            // of C, whose two steps then follow each other (each tile still sums its steps in
            // order).
            for q in 0..k_steps / 2 {
                for mi in 0..m_tiles {
                    let at = self.operand_pair(&a[0], mma, mi, q);
                    for ni in 0..n_tiles {
                        let bt = self.operand_pair(&b[0], mma, q, ni);
                        let t = (mi * n_tiles + ni) as usize;
                        for h in 0..2 {
                            acc[t] = self.t.mma_step(mma, &at[2 * h..2 * h + 2], &bt[2 * h..2 * h + 2], &acc[t]);
                        }
                    }
                }
            }
        } else if passes.len() == 1 && (lanes(&a[0]) || b_lanes) {
            for ki in 0..k_steps {
                let bt: Vec<Vec<VReg>> = if b_lanes {
                    Vec::new()
                } else {
                    (0..n_tiles).map(|ni| self.operand_tile(&mut b[0], mma, ki, ni)).collect::<Res<_>>()?
                };
                for mi in 0..m_tiles {
                    let at = self.operand_tile(&mut a[0], mma, mi, ki)?;
                    for ni in 0..n_tiles {
                        let t = (mi * n_tiles + ni) as usize;
                        let b_tile =
                            if b_lanes { self.operand_tile(&mut b[0], mma, ki, ni)? } else { bt[ni as usize].clone() };
                        acc[t] = self.t.mma_step(mma, &at, &b_tile, &acc[t]);
                    }
                }
            }
        } else {
            for ki in 0..k_steps {
                let mut at: Vec<Vec<Vec<VReg>>> = Vec::with_capacity(a.len());
                for o in a.iter_mut() {
                    at.push((0..m_tiles).map(|mi| self.operand_tile(o, mma, mi, ki)).collect::<Res<_>>()?);
                }
                let mut bt: Vec<Vec<Vec<VReg>>> = Vec::with_capacity(b.len());
                for o in b.iter_mut() {
                    bt.push((0..n_tiles).map(|ni| self.operand_tile(o, mma, ki, ni)).collect::<Res<_>>()?);
                }
                for &(pa, pb) in passes {
                    for mi in 0..m_tiles {
                        for ni in 0..n_tiles {
                            let t = (mi * n_tiles + ni) as usize;
                            acc[t] = self.t.mma_step(mma, &at[pa][mi as usize], &bt[pb][ni as usize], &acc[t]);
                        }
                    }
                }
            }
        }
        for (rs, vals) in c_regs.iter().zip(acc) {
            for (&r, v) in rs.iter().zip(vals) {
                c[r] = v;
            }
        }
        for o in a.iter().chain(b.iter()) {
            if let Operand::Shared { ring: false, .. } = o {
                self.reads_done();
            }
        }
        Ok(())
    }

    /// A tf32 operand in registers (already rounded: the big part) with its small part,
    /// `tf32(x - big)`: the operands of a three-pass `tf32x3` dot.
    fn split_tf32(&mut self, o: Operand) -> Vec<Operand> {
        let Operand::Regs { side, regs, layout, cols, exact } = o else {
            unreachable!("tf32 operands are in registers")
        };
        let small: Vec<VReg> = regs
            .iter()
            .zip(&exact)
            .map(|(&big, &x)| {
                let rest = self.t.binary(BinaryOp::Sub, DType::F32, x, big);
                self.dot_input(DType::F32, DType::F32, DotPrecision::Tf32, rest)
            })
            .collect();
        vec![
            Operand::Regs { side, regs, layout: layout.clone(), cols, exact: exact.clone() },
            Operand::Regs { side, regs: small, layout, cols, exact },
        ]
    }

    /// Where operand `side` of a tensor-core dot comes from. One loaded from memory (it has a
    /// home elsewhere) is staged through a swizzled shared buffer and read with matrix loads;
    /// one fetched ahead by a pipelined loop is read from its ring slot; any other is computed
    /// in its fragment layout and packed tile by tile.
    fn operand(
        &mut self,
        side: Side,
        v: Value,
        plan: &DotPlan,
        mma: &Mma,
        (m, kk, n): (u32, u32, u32),
    ) -> Res<Operand> {
        let (lk, rows, cols) = match side {
            Side::A => (plan.a, m, kk),
            Side::B => (plan.b, kk, n),
        };
        // B given as the transpose of an N x K tile: read from that tile as it is.
        let kmajor = (side == Side::B && mma.shared_loads).then(|| self.kmajor_source(v)).flatten();
        let home = self.homes.get(&v).copied();
        let ring = self.staged.get(&v).copied();
        let stage_from = if kmajor.is_none() && mma.shared_loads && ring.is_none() && home.is_none() {
            self.computed_elsewhere(v, lk)
        } else {
            None
        };
        let staged = ring.is_some()
            || stage_from.is_some()
            || mma.shared_loads && home.is_some_and(|h| h != lk && h != Lk::Scalar) && self.lookup(v, lk).is_none();
        if kmajor.is_none() && !staged {
            let regs = self.get(v, lk)?.to_vec();
            let (regs, exact) = if mma.tf32 {
                // tf32 inputs: rounded to nearest even first, as the IR says (the tensor cores
                // would ignore the low bits); the unrounded ones stay for tf32x3's split.
                let rounded =
                    regs.iter().map(|&r| self.dot_input(DType::F32, DType::F32, DotPrecision::Tf32, r)).collect();
                (rounded, regs)
            } else {
                (regs, Vec::new())
            };
            return Ok(Operand::Regs { side, regs, layout: self.layout(lk).clone(), cols, exact });
        }
        // The tile read: v's, or the N x K tile x of a K-major B.
        let (tile, rows, cols) = match kmajor {
            Some(x) => (x, n, kk),
            None => (v, rows, cols),
        };
        let ring = self.staged.get(&tile).copied();
        // Lane loads read B K-major: a B stored as it is (K x N) is transposed on the way in.
        let transpose = mma.lane_loads && side == Side::B && kmajor.is_none();
        let store_as = if transpose { StoreAs::Transposed } else { StoreAs::Rows };
        let (sw, slot) = match ring {
            // Fetched ahead into a ring slot (see `pipeline`): there, behind the loop's barrier.
            // (A K x N tile read K-major by lane loads is stored transposed there, `pipeline`.)
            Some(st) if st.transposed == transpose => (st.sw, Some(st.slot)),
            Some(_) => return Err(self.err("internal: a staged tile stored the other way round than its dot reads it")),
            None => {
                let home = self.homes.get(&tile).copied().or(stage_from).expect("staged operands have a home");
                (self.store_swizzled(tile, home, rows, cols, store_as)?, None)
            }
        };
        let kmajor = kmajor.is_some() || transpose;
        let (lane_off, pairs, pair_off) = if mma.lane_loads {
            let (plain, paired) = self.lane_load_offsets(side, plan, sw, (kk, n));
            (plain, false, paired)
        } else {
            let (off, pairs) = self.lane_offsets(side, plan, mma, sw, kmajor.then_some((kk, n)));
            (off, pairs, None)
        };
        Ok(Operand::Shared {
            side,
            sw,
            slot,
            lane_off,
            pairs,
            ring: ring.is_some(),
            kmajor,
            lanes: mma.lane_loads,
            pair_off,
            loaded: HashMap::default(),
        })
    }

    /// Where an operand computed in registers (`v`, with no home, wanted in fragment layout
    /// `lk`) is better computed and then staged through shared memory like a loaded one: the
    /// tile layout its operands sit in, when it is free to compute there and not in `lk`.
    /// Attention's P on AMD: the accumulator layouts of MFMA and WMMA are not their A
    /// layouts, and computing P in the A layout would redo the scale, the row max and the
    /// exponentials there (twice over on gfx1100, whose A is held by both half-waves), from
    /// the scores exchanged in f32; staged, P crosses shared memory once, in 16 bits, and is
    /// read back in 16-byte lane loads.
    fn computed_elsewhere(&mut self, v: Value, lk: Lk) -> Option<Lk> {
        if self.lookup(v, lk).is_some() || self.k.ty(v).dtype().is_none_or(|d| d.bytes() != 2) {
            return None;
        }
        let at = self.preferred(v);
        let (mut b1, mut b2) = (64, 64);
        (at != lk && at != Lk::Scalar && self.free_in(v, at, &mut b1) && !self.free_in(v, lk, &mut b2)).then_some(at)
    }

    /// The lanes' part of the matrix loads of operand `side` from `sw`: each lane's swizzled
    /// offset, and whether B is read two N tiles at a time. Lanes 8j..8j+7 name
    /// the rows of matrix j: for A, rows 0-15 by lanes 0-15, then k + 8; for B (read
    /// transposed), k 0-15, then the next 8 columns if the warp has two N tiles.
    pub(super) fn lane_offsets(
        &mut self,
        side: Side,
        plan: &DotPlan,
        mma: &Mma,
        sw: Swizzle,
        kmajor: Option<(u32, u32)>,
    ) -> (VReg, bool) {
        let cb = sw.cols().trailing_zeros();
        let row = |b: u32| 1u32 << (cb + b);
        let pairs = side == Side::B && plan.share.1 / mma.b.tile[1] >= 2;
        let lanes: [u32; 5] = match side {
            Side::A => [row(0), row(1), row(2), row(3), 8],
            // K-major B (an N x K tile): lanes 8-15 the K half, 16-31 the next 8 N rows.
            Side::B if kmajor.is_some() => [row(0), row(1), row(2), 8, if pairs { row(3) } else { 0 }],
            Side::B => [row(0), row(1), row(2), row(3), if pairs { 8 } else { 0 }],
        };
        let lk = match side {
            Side::A => plan.a,
            Side::B => plan.b,
        };
        let mut thread: smallvec::SmallVec<[u32; 10]> = lanes.into_iter().collect();
        // The warps' offsets are bits of B's K x N flat index; a K-major tile is N x K.
        let warp_bit = |f: u32| match kmajor {
            Some((kk, n)) if f != 0 => {
                if f < n {
                    f << kk.trailing_zeros()
                } else {
                    f >> n.trailing_zeros()
                }
            }
            _ => f,
        };
        thread.extend(self.layout(lk).thread.iter().skip(5).map(|&f| warp_bit(f)));
        let lane_lk = self.intern(Layout { reg: Default::default(), thread });
        let lf = self.thread_flat(lane_lk);
        (self.swizzled_offset(&sw, lf), pairs)
    }

    /// The lanes' part of lane loads (`Mma::lane_loads`) of operand `side` from `sw`: each
    /// thread's swizzled offset in the stored tile (A's M x K; B's N x K, the transpose of the
    /// fragment's K x N `kn`). The fragment's register bits are K's
    /// low bits, so a thread's first element starts its run of K. Also, where the dot pairs
    /// its reads (`paired_lane_loads`), the offsets of paired reads: each lane's K above its
    /// run doubled.
    pub(super) fn lane_load_offsets(
        &mut self,
        side: Side,
        plan: &DotPlan,
        sw: Swizzle,
        kn: (u32, u32),
    ) -> (VReg, Option<VReg>) {
        let l = match side {
            Side::A => self.layout(plan.a).clone(),
            Side::B => self.layout(plan.b).map_bits(&transpose_bits(kn.0, kn.1)),
        };
        let offsets = |me: &mut Self, thread: smallvec::SmallVec<[u32; 10]>| {
            let lane_lk = me.intern(Layout { reg: Default::default(), thread });
            let lf = me.thread_flat(lane_lk);
            me.swizzled_offset(&sw, lf)
        };
        let plain = offsets(self, l.thread.clone());
        let pairs = self.t.codegen().lds_pairs;
        let Some(mma) = plan.mma.filter(|m| paired_lane_loads(m, kn.0, pairs)) else { return (plain, None) };
        let run = 1u32 << if side == Side::A { mma.a } else { mma.b }.reg.len();
        let thread = l.thread.iter().map(|&f| if f >= run && f < kn.0 { 2 * f } else { f }).collect();
        (plain, Some(offsets(self, thread)))
    }

    /// Before a loop whose dots read their operands by lane loads (AMDGCN): the thread parts
    /// of the body's staging stores and lane loads, computed once here rather than in every
    /// iteration (that backend has no loop-invariant code motion of its own). What the body
    /// then does not use, dead-code elimination removes.
    pub(super) fn lane_prologue(&mut self, body: tessera_ir::kernel::Region) {
        let k = self.k;
        for &i in &k.regions[body].insts {
            let d = &k.insts[i];
            if !matches!(d.op, Op::Dot { .. }) {
                continue;
            }
            let plan = self.dot_plan(i);
            if !plan.lane_loads() {
                continue;
            }
            let kk = dims2(k.ty(d.args[0])).1;
            let n = dims2(k.ty(d.args[2])).1;
            // A's M x K and B's N x K tiles both have rows of K (B's folded where the store
            // transposes it).
            for (side, j) in [(Side::A, 0), (Side::B, 1)] {
                let v = d.args[j];
                let transposed = side == Side::B && transpose_of(k, v).is_none();
                let eb = plan.mma.map_or(2, |m| m.input.bytes());
                let sw = if transposed { Swizzle::folded(kk, eb, 0) } else { Swizzle::of(kk, eb, 0) };
                let stored = match transpose_of(k, v) {
                    Some(x) if side == Side::B => self.home(k.ty(x)),
                    _ => {
                        let home = match source_dot(k, v) {
                            Some(src) if src != i => self.dot_plan(src).c,
                            _ => self.home(k.ty(v)),
                        };
                        if side == Side::B && home != Lk::Scalar {
                            let t = self.layout(home).map_bits(&transpose_bits(kk, n));
                            self.intern(t)
                        } else {
                            home
                        }
                    }
                };
                if stored != Lk::Scalar {
                    let tf = self.thread_flat(stored);
                    self.swizzled_offset(&sw, tf);
                }
                self.lane_load_offsets(side, &plan, sw, (kk, n));
            }
        }
    }

    /// For each dot in `body` that takes `v` (fetched ahead into `sw`) as A or B: its lanes'
    /// matrix-load offsets, computed now (in a prologue, so that the loop reuses them).
    pub(super) fn dot_lane_offsets(&mut self, v: Value, body: tessera_ir::kernel::Region, sw: Swizzle) {
        let k = self.k;
        for &i in &k.regions[body].insts {
            let d = &k.insts[i];
            if !matches!(d.op, Op::Dot { .. }) {
                continue;
            }
            for (side, j) in [(Side::A, 0), (Side::B, 1)] {
                let kmajor = side == Side::B && transpose_of(k, d.args[j]) == Some(v);
                if d.args[j] == v || kmajor {
                    let plan = self.dot_plan(i);
                    if let Some(mma) = plan.mma {
                        let dims = k.ty(d.args[1]).shape;
                        let kn = (dims.dims()[0], dims.dims()[1]);
                        if mma.lane_loads {
                            self.lane_load_offsets(side, &plan, sw, kn);
                        } else {
                            self.lane_offsets(side, &plan, &mma, sw, kmajor.then_some(kn));
                        }
                    }
                }
            }
        }
    }

    /// The packed registers of instruction tile (i, j) of an operand: (M tile, K step) of A,
    /// (K step, N tile) of B. Matrix loads of B fetch two N tiles at once where the warp has
    /// them; the second waits in `loaded`.
    fn operand_tile(&mut self, o: &mut Operand, mma: &Mma, i: u32, j: u32) -> Res<Vec<VReg>> {
        match o {
            Operand::Regs { side, regs, layout, cols, .. } => {
                let frag = if *side == Side::A { mma.a } else { mma.b };
                let (tr, tcl) = (frag.tile[0], frag.tile[1]);
                let elems: Vec<VReg> = (0..1usize << frag.reg.len())
                    .map(|e| regs[layout.reg_of(frag_flat(&frag, e, *cols) + (i * tr) * *cols + j * tcl)])
                    .collect();
                Ok(self.t.mma_pack(mma, &elems))
            }
            Operand::Shared { side, sw, slot, lane_off, pairs, kmajor, lanes, loaded, .. } => {
                if let Some(r) = loaded.remove(&(i, j)) {
                    return Ok(r);
                }
                let frag = if *side == Side::A { mma.a } else { mma.b };
                let (tr, tcl) = (frag.tile[0], frag.tile[1]);
                let cols = sw.cols();
                // K-major B: N tile j is rows j * tcl of the N x K tile, K step i its columns.
                let at = if *kmajor { (j * tcl) * cols + i * tr } else { (i * tr) * cols + j * tcl };
                if *lanes {
                    // Each lane's run of K, 16-bit elements, in pieces of at most 16 bytes:
                    // a run starts at a multiple of its length, so each piece lies in one
                    // swizzled chunk.
                    let bytes = mma.input.bytes() << frag.reg.len();
                    let per_piece = 16 / mma.input.bytes();
                    let mut words = Vec::with_capacity(bytes as usize / 4);
                    for p in 0..bytes.div_ceil(16) {
                        let (addr, off) = self.swizzled_addr(sw, *lane_off, at + per_piece * p, *slot);
                        let n = (bytes - 16 * p).min(16) / 4;
                        words.extend(self.t.load_fragment(mma, *side == Side::B, p, addr, off, n));
                    }
                    return Ok(words);
                }
                let (addr, off) = self.swizzled_addr(sw, *lane_off, at, *slot);
                let count = match side {
                    Side::A => 4,
                    Side::B if *pairs => 4,
                    Side::B => 2,
                };
                let regs = self.t.load_matrix(addr, off, count, *side == Side::B && !*kmajor).ok_or_else(|| {
                    self.err("internal: a target with tensor cores and no matrix loads from shared memory")
                })?;
                if count == 4 && *side == Side::B {
                    loaded.insert((i, j + 1), regs[2..].to_vec());
                    return Ok(regs[..2].to_vec());
                }
                Ok(regs)
            }
        }
    }

    /// The four words of a paired lane load (`paired_lane_loads`) of an operand read by lane
    /// loads: K steps 2q and 2q + 1 of M tile `i` of A (i, q), or of N tile `j` of B (q, j).
    fn operand_pair(&mut self, o: &Operand, mma: &Mma, i: u32, j: u32) -> Vec<VReg> {
        let Operand::Shared { side, sw, slot, pair_off: Some(off), kmajor, .. } = o else {
            unreachable!("paired lane loads of a shared operand")
        };
        let frag = if *side == Side::A { mma.a } else { mma.b };
        let (tr, tcl) = (frag.tile[0], frag.tile[1]);
        let cols = sw.cols();
        // Step 2q's column (K) in the K-major tile, where the pair's 2 k() columns start.
        let at = if *kmajor { (j * tcl) * cols + 2 * i * tr } else { (i * tr) * cols + 2 * j * tcl };
        let (addr, offset) = self.swizzled_addr(sw, *off, at, *slot);
        self.t.load_fragment(mma, *side == Side::B, 0, addr, offset, 4)
    }

    /// Stores `v` (16-bit elements, `rows` x `cols`, computed in layout `home`) into a new
    /// swizzled buffer (`store_as`: as matrix loads read it, as warpgroup tensor cores do, or
    /// transposed, a `cols` x `rows` tile), the owners of its elements their 16-byte vectors
    /// (where the layout has them; one element at a time when transposed), then waits at a
    /// barrier.
    pub(super) fn store_swizzled(
        &mut self,
        v: Value,
        home: Lk,
        rows: u32,
        cols: u32,
        store_as: StoreAs,
    ) -> Res<Swizzle> {
        let src = self.get(v, home)?;
        let d = self.k.ty(v).dtype().ok_or_else(|| self.err("a dot of non-numbers"))?;
        self.store_regs_swizzled(&src, d, home, (rows, cols), store_as)
    }

    /// `store_swizzled` of the registers `src` of a `d` tile in layout `home` (elements of 1,
    /// 2 or 4 bytes for the warpgroup forms, 16-bit otherwise).
    pub(super) fn store_regs_swizzled(
        &mut self,
        src: &[VReg],
        d: DType,
        home: Lk,
        (rows, cols): (u32, u32),
        store_as: StoreAs,
    ) -> Res<Swizzle> {
        let eb = d.bytes();
        let (sw, hl) = match store_as {
            StoreAs::Wgmma => {
                let base = self.shared_buffer_aligned(rows * cols * eb, 1024);
                (Swizzle::wgmma_of(rows, cols, eb, base), self.layout(home).clone())
            }
            StoreAs::WgmmaTransposed => {
                let base = self.shared_buffer_aligned(rows * cols * eb, 1024);
                (Swizzle::wgmma_of(cols, rows, eb, base), self.layout(home).map_bits(&transpose_bits(rows, cols)))
            }
            StoreAs::Rows => {
                (Swizzle::of(cols, eb, self.shared_buffers(&[rows * cols * eb])[0]), self.layout(home).clone())
            }
            StoreAs::Transposed => (
                Swizzle::folded(rows, eb, self.shared_buffers(&[rows * cols * eb])[0]),
                self.layout(home).map_bits(&transpose_bits(rows, cols)),
            ),
        };
        self.store_tile(src, d, home, hl, &sw, None);
        if matches!(store_as, StoreAs::Wgmma | StoreAs::WgmmaTransposed) {
            self.t.fence_async_shared();
        }
        self.t.barrier();
        Ok(sw)
    }

    /// Stores the registers `src` of a `d` tile in layout `home` into `sw` (at `slot` bytes
    /// further, in a ring), each element where `hl` (`home`, or its transpose for a tile
    /// stored transposed) puts it: the owners of the elements their widest vectors.
    pub(super) fn store_tile(
        &mut self,
        src: &[VReg],
        d: DType,
        home: Lk,
        hl: Layout,
        sw: &Swizzle,
        slot: Option<VReg>,
    ) {
        let owner = self.owner_guard(home);
        let at = if self.layout(home) == &hl { home } else { self.intern(hl.clone()) };
        let tf = self.thread_flat(at);
        let toff = self.swizzled_offset(sw, tf);
        let vec = hl.contiguous_regs().min(16 / d.bytes() as usize).min(sw.cols() as usize);
        let rep = hl.replicated_regs();
        for r in (0..src.len()).step_by(vec) {
            if r & rep != 0 {
                continue;
            }
            let (addr, off) = self.swizzled_addr(sw, toff, hl.reg_flat(r), slot);
            self.t.store(Mem::Shared, d, addr, off, &src[r..r + vec], owner);
        }
    }

    /// `store_tile` of a `rows` x `cols` tile in layout `home`, transposed or not.
    pub(super) fn store_tile_as(
        &mut self,
        src: &[VReg],
        d: DType,
        home: Lk,
        (rows, cols): (u32, u32),
        transposed: bool,
        sw: &Swizzle,
        slot: Option<VReg>,
    ) {
        let hl = if transposed {
            self.layout(home).map_bits(&transpose_bits(rows, cols))
        } else {
            self.layout(home).clone()
        };
        self.store_tile(src, d, home, hl, sw, slot);
    }

    /// An operand of the multiply-adds in layout `lk`: its registers where it has them, or,
    /// when it lives in another layout, stored for an exchange whose reads the steps make one
    /// K step at a time (`exchange_stored`).
    fn fetch(&mut self, v: Value, lk: Lk) -> Res<Fetch> {
        if self.lookup(v, lk).is_none() && lk != Lk::Scalar {
            if let Some(&home) = self.homes.get(&v) {
                if let (Lk::Tile(_), Some(src)) = (home, self.lookup(v, home)) {
                    let ty = self.k.ty(v);
                    return Ok(Fetch::Stored(self.exchange_stored(&src, home, lk, ty)));
                }
            }
        }
        Ok(Fetch::Ready(self.get(v, lk)?))
    }

    /// Register `r` of a fetched operand.
    fn fetched(&mut self, f: &mut Fetch, r: usize) -> VReg {
        match f {
            Fetch::Ready(regs) => regs[r],
            Fetch::Stored(x) => self.exchange_read(x, r),
        }
    }

    /// Exact multiply-adds, K steps outermost: at step q every output of this thread takes
    /// `acc = fma(a[row][q], b[q][col], acc)`, so each output still sums over k = 0, 1, .. in
    /// order (the IR's meaning, bit for bit), while the operands are read, widened and dead
    /// within their step: a thread never holds whole rows of A and columns of B (gfx1100's f32
    /// matmul held 417 values at once when every output ran its whole K in turn).
    #[allow(clippy::too_many_arguments)]
    fn dot_fma(
        &mut self,
        plan: &DotPlan,
        ((_, kk), n): ((u32, u32), u32),
        input: DType,
        wide: DType,
        precision: DotPrecision,
        (a, b): (&mut Fetch, &mut Fetch),
        c: &mut [VReg],
    ) {
        let (la, lb, lc) = (self.layout(plan.a).clone(), self.layout(plan.b).clone(), self.layout(plan.c).clone());
        let (nb, kb) = (n.trailing_zeros(), kk.trailing_zeros());
        let rep = lc.replicated_regs();
        let outs: Vec<(usize, u32, u32)> = (0..c.len())
            .filter(|&r| r & rep == 0)
            .map(|r| {
                let f = lc.reg_flat(r);
                (r, f >> nb, f & (n - 1))
            })
            .collect();
        let mut xs: rustc_hash::FxHashMap<usize, VReg> = Default::default();
        let mut ys: rustc_hash::FxHashMap<usize, VReg> = Default::default();
        for q in 0..kk {
            xs.clear();
            ys.clear();
            for &(r, row, col) in &outs {
                let (ia, ib) = (la.reg_of(row << kb | q), lb.reg_of(q << nb | col));
                let x = match xs.get(&ia) {
                    Some(&x) => x,
                    None => {
                        let raw = self.fetched(a, ia);
                        let x = self.dot_input(input, wide, precision, raw);
                        xs.insert(ia, x);
                        x
                    }
                };
                let y = match ys.get(&ib) {
                    Some(&y) => y,
                    None => {
                        let raw = self.fetched(b, ib);
                        let y = self.dot_input(input, wide, precision, raw);
                        ys.insert(ib, y);
                        y
                    }
                };
                c[r] = if wide.is_int() {
                    let p = self.t.binary(BinaryOp::Mul, wide, x, y);
                    self.t.binary(BinaryOp::Add, wide, c[r], p)
                } else {
                    self.t.fma(wide, x, y, c[r])
                };
            }
        }
        for r in 0..c.len() {
            if r & rep != 0 {
                c[r] = c[r & !rep];
            }
        }
    }

    /// One input element in the type the multiply-adds work in: 16-bit floats widened (exact),
    /// i8 sign-extended, f32 under `tf32` rounded to tf32 (nearest even; inf and NaN kept).
    pub(super) fn dot_input(&mut self, input: DType, wide: DType, precision: DotPrecision, r: VReg) -> VReg {
        match input {
            DType::F16 | DType::BF16 => self.t.cast(CastOp::Fpext, input, wide, r),
            DType::I8 | DType::I16 => self.t.cast(CastOp::Sext, input, wide, r),
            DType::F32 if precision == DotPrecision::Tf32 => {
                let i = DType::I32;
                let bits = self.t.bitcast(DType::F32, i, r);
                let c13 = self.i32c(13);
                let one = self.i32c(1);
                let sh = self.t.binary(BinaryOp::Lshr, i, bits, c13);
                let lsb = self.t.binary(BinaryOp::And, i, sh, one);
                let half = self.i32c(0xfff);
                let up = self.t.binary(BinaryOp::Add, i, bits, half);
                let up = self.t.binary(BinaryOp::Add, i, up, lsb);
                let keep = self.i32c(!0x1fff);
                let rounded = self.t.binary(BinaryOp::And, i, up, keep);
                let expm = self.i32c(0x7f80_0000);
                let e = self.t.binary(BinaryOp::And, i, bits, expm);
                let finite = self.t.icmp(IntCC::Ne, i, e, expm);
                let out = self.t.select(Scalar::Num(i), finite, rounded, bits);
                self.t.bitcast(i, DType::F32, out)
            }
            _ => r,
        }
    }
}
