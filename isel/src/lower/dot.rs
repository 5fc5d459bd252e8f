//! `dot`: `acc + a @ b` on tensor cores where the target has them for the types and shape, and
//! as exact multiply-adds everywhere else.
//!
//! ```text
//!   dot a (M x K), b (K x N), acc (M x N)
//!     plan: the target's Mma for (input, accumulator) and M >= tile M, N >= tile N, K >= tile K?
//!       yes: C in the accumulator fragment tiled over the warps (Warps::choose), A and B in
//!            their operand fragments; A replicated over the warps along N, B over those along M
//!       no:  C in the blocked home of its type; each thread holds the rows of A and the
//!            columns of B its elements need, K in registers
//!     operands reach their layouts through `get` (from a load: through shared memory)
//!     mma:  per warp, for each M tile and N tile: k steps in order, D of one is C of the next
//!     fma:  per element, acc = fma(a[i][k], b[k][j], acc) for k = 0, 1, ..
//! ```
//!
//! The accumulator layouts are ordinary layouts of the layout pass, so elementwise ops on a
//! dot's result (a scale, a cast, a bias) are computed in it with no conversion, reductions over
//! its rows or columns work in it, and a loop that carries a dot's result keeps it there (the
//! loop's home for that value is the dot's layout, see `carried_home`).
//!
//! Accumulators of f16 (or bf16) are computed in f32, converted once at the start of each `dot`
//! and rounded back once at its end, as the IR's semantics say. The multiply-add path is exactly
//! the IR's meaning (products of 16-bit floats are exact in f32; f32 under `tf32` rounds its
//! inputs to tf32 first, to nearest even; `ieee` and `tf32x3` are exact fmas; i8 multiplies
//! and adds in wrapping i32), so it is bit for bit the interpreter. Tensor cores add in their
//! own way (the simulator models it, see `tessera_sim::ptx`): a dot on them differs from the
//! interpreter within the bound written beside the op.
//!
//! Shapes smaller than one instruction tile in any dimension take the multiply-add path.

use super::{Lk, Lower, Res};
use crate::layout::{Fragment, Layout, Warps};
use crate::target::{Mma, Target};
use crate::vcode::VReg;
use tessera_ir::kernel::Inst;
use tessera_ir::op::{BinaryOp, CastOp, DotPrecision, IntCC, Op};
use tessera_ir::{DType, Scalar, Type, Value, ValueDef};

/// How one `dot` is computed: on tensor cores or by multiply-adds, and the layouts of its
/// operands and result.
pub(super) struct DotPlan {
    mma: Option<Mma>,
    /// Rows and columns of C that one warp computes (tensor cores).
    share: (u32, u32),
    a: Lk,
    b: Lk,
    c: Lk,
}

/// (rows, columns) of a 2-D tile type.
fn dims2(t: Type) -> (u32, u32) {
    let d = t.shape.dims();
    (d[0], d[1])
}

/// The flat index (in an operand of `cols` columns) of fragment element `e`, lane 0.
fn frag_flat(f: &Fragment, e: usize, cols: u32) -> u32 {
    f.reg
        .iter()
        .enumerate()
        .filter(|(i, _)| e >> i & 1 == 1)
        .fold(0, |acc, (_, &(d, b))| acc | 1 << (b as u32 + if d == 0 { cols.trailing_zeros() } else { 0 }))
}

/// The type a dot accumulates in: f32 for 16-bit float accumulators.
fn compute_type(acc: DType) -> DType {
    match acc {
        DType::F16 | DType::BF16 => DType::F32,
        d => d,
    }
}

impl<'k, T: Target> Lower<'k, T> {
    pub(super) fn dot_plan(&mut self, inst: Inst) -> DotPlan {
        let k = self.k;
        let d = &k.insts[inst];
        let precision = match d.op {
            Op::Dot { precision } => precision,
            _ => DotPrecision::Ieee,
        };
        let (ta, tc) = (k.ty(d.args[0]), k.ty(d.args[2]));
        let ((m, kk), (_, n)) = (dims2(ta), dims2(tc));
        let (input, acc) = (ta.dtype().unwrap_or(DType::F32), tc.dtype().unwrap_or(DType::F32));
        if let Some(mma) = self.t.mma(input, compute_type(acc), precision) {
            if m >= mma.c.tile[0] && n >= mma.c.tile[1] && kk >= mma.k() {
                let warp_bits = (self.threads / self.t.warp_size()).trailing_zeros();
                let w = Warps::choose(m, n, mma.c.tile, 1 << warp_bits);
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
                return DotPlan { mma: Some(mma), share, a: self.intern(a), b: self.intern(b), c: self.intern(c) };
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
        DotPlan { mma: None, share: (m, n), a: self.intern(a), b: self.intern(b), c }
    }

    /// The home of a loop-carried or yielded value `v`: the layout of the dot it comes from
    /// (directly or through elementwise ops of the same shape), so an accumulator stays in its
    /// tensor-core layout across iterations; otherwise the home of its type.
    pub(super) fn carried_home(&mut self, v: Value) -> Lk {
        let k = self.k;
        let mut cur = v;
        for _ in 0..16 {
            let ValueDef::Result(inst, _) = k.values[cur].def else { break };
            let d = &k.insts[inst];
            if matches!(d.op, Op::Dot { .. }) {
                return self.dot_plan(inst).c;
            }
            let elementwise =
                matches!(d.op, Op::Unary(_) | Op::Binary(_) | Op::Select | Op::Cast(_) | Op::Bitcast | Op::Fma);
            let next = d.args.iter().copied().find(|&a| k.ty(a).shape == k.ty(v).shape && !k.ty(a).is_scalar());
            match (elementwise, next) {
                (true, Some(a)) => cur = a,
                _ => break,
            }
        }
        self.home(k.ty(v))
    }

    /// Lowers `dot` where it stands: its result's registers and layout.
    pub(super) fn dot(&mut self, inst: Inst) -> Res<(Vec<VReg>, Lk)> {
        let k = self.k;
        let d = &k.insts[inst];
        let plan = self.dot_plan(inst);
        let a = self.get(d.args[0], plan.a)?;
        let b = self.get(d.args[1], plan.b)?;
        let c = self.get(d.args[2], plan.c)?;
        let (ta, tc) = (k.ty(d.args[0]), k.ty(d.args[2]));
        let acc = tc.dtype().ok_or_else(|| self.err("a dot of non-numbers"))?;
        let wide = compute_type(acc);
        let mut c: Vec<VReg> =
            if wide != acc { c.iter().map(|&r| self.t.cast(CastOp::Fpext, acc, wide, r)).collect() } else { c };
        match plan.mma {
            Some(mma) => self.dot_mma(&mma, &plan, (dims2(ta), dims2(tc).1), &a, &b, &mut c),
            None => {
                let precision = match d.op {
                    Op::Dot { precision } => precision,
                    _ => DotPrecision::Ieee,
                };
                let input = ta.dtype().ok_or_else(|| self.err("a dot of non-numbers"))?;
                self.dot_fma(&plan, (dims2(ta), dims2(tc).1), input, wide, precision, &a, &b, &mut c)
            }
        }
        if wide != acc {
            c = c.iter().map(|&r| self.t.cast(CastOp::Fptrunc, wide, acc, r)).collect();
        }
        Ok((c, plan.c))
    }

    /// Tensor-core steps over this warp's share of C, K steps in order.
    fn dot_mma(
        &mut self,
        mma: &Mma,
        plan: &DotPlan,
        ((_, kk), n): ((u32, u32), u32),
        a: &[VReg],
        b: &[VReg],
        c: &mut [VReg],
    ) {
        let (la, lb, lc) = (self.layout(plan.a).clone(), self.layout(plan.b).clone(), self.layout(plan.c).clone());
        let [tm, tn] = mma.c.tile;
        let tk = mma.k();
        let (share_m, share_n) = plan.share;
        let elems = |f: &Fragment| 1usize << f.reg.len();
        for mi in 0..share_m / tm {
            for ni in 0..share_n / tn {
                let c_regs: Vec<usize> =
                    (0..elems(&mma.c)).map(|e| lc.reg_of(frag_flat(&mma.c, e, n) + (mi * tm) * n + ni * tn)).collect();
                let mut cur: Vec<VReg> = c_regs.iter().map(|&r| c[r]).collect();
                for ki in 0..kk / tk {
                    let av: Vec<VReg> = (0..elems(&mma.a))
                        .map(|e| a[la.reg_of(frag_flat(&mma.a, e, kk) + (mi * tm) * kk + ki * tk)])
                        .collect();
                    let bv: Vec<VReg> = (0..elems(&mma.b))
                        .map(|e| b[lb.reg_of(frag_flat(&mma.b, e, n) + (ki * tk) * n + ni * tn)])
                        .collect();
                    cur = self.t.mma_step(mma, &av, &bv, &cur);
                }
                for (&r, v) in c_regs.iter().zip(cur) {
                    c[r] = v;
                }
            }
        }
    }

    /// Multiply-adds per element of C, K in order: the IR's meaning exactly.
    #[allow(clippy::too_many_arguments)]
    fn dot_fma(
        &mut self,
        plan: &DotPlan,
        ((_, kk), n): ((u32, u32), u32),
        input: DType,
        wide: DType,
        precision: DotPrecision,
        a: &[VReg],
        b: &[VReg],
        c: &mut [VReg],
    ) {
        let (la, lb, lc) = (self.layout(plan.a).clone(), self.layout(plan.b).clone(), self.layout(plan.c).clone());
        let a: Vec<VReg> = a.iter().map(|&r| self.dot_input(input, wide, precision, r)).collect();
        let b: Vec<VReg> = b.iter().map(|&r| self.dot_input(input, wide, precision, r)).collect();
        let (nb, kb) = (n.trailing_zeros(), kk.trailing_zeros());
        let rep = lc.replicated_regs();
        for r in 0..c.len() {
            if r & rep != 0 {
                c[r] = c[r & !rep];
                continue;
            }
            let f = lc.reg_flat(r);
            let (row, col) = (f >> nb, f & (n - 1));
            let mut acc = c[r];
            for q in 0..kk {
                let x = a[la.reg_of(row << kb | q)];
                let y = b[lb.reg_of(q << nb | col)];
                acc = if wide.is_int() {
                    let p = self.t.binary(BinaryOp::Mul, wide, x, y);
                    self.t.binary(BinaryOp::Add, wide, acc, p)
                } else {
                    self.t.fma(wide, x, y, acc)
                };
            }
            c[r] = acc;
        }
    }

    /// One input element in the type the multiply-adds work in: 16-bit floats widened (exact),
    /// i8 sign-extended, f32 under `tf32` rounded to tf32 (nearest even; inf and NaN kept).
    fn dot_input(&mut self, input: DType, wide: DType, precision: DotPrecision, r: VReg) -> VReg {
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
