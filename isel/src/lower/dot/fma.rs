//! `dot` as exact multiply-adds, for every dot the tensor cores do not take: each thread reads
//! the rows of A and columns of B its accumulator elements need and adds the products in K
//! order, which is the IR's meaning bit for bit.

use super::{DotPlan, Fetch};
use crate::lower::{Lk, Lower, Res};
use crate::target::Target;
use crate::vcode::VReg;
use tessera_ir::op::{BinaryOp, CastOp, DotPrecision, IntCC};
use tessera_ir::{DType, Scalar, Value};

impl<'k, T: Target> Lower<'k, T> {
    /// An operand of the multiply-adds in layout `lk`: its registers where it has them, or,
    /// when it lives in another layout, stored for an exchange whose reads the steps make one
    /// K step at a time (`exchange_stored`).
    pub(super) fn fetch(&mut self, v: Value, lk: Lk) -> Res<Fetch> {
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
    pub(super) fn fetched(&mut self, f: &mut Fetch, r: usize) -> VReg {
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
    pub(super) fn dot_fma(
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

    /// One input element in the type the multiply-adds work in: 16-bit and 8-bit floats widened
    /// (exact), i8 sign-extended, f32 under `tf32` rounded to tf32 (nearest even; inf and NaN kept).
    pub(in crate::lower) fn dot_input(&mut self, input: DType, wide: DType, precision: DotPrecision, r: VReg) -> VReg {
        match input {
            DType::F16 | DType::BF16 | DType::F8E4M3 | DType::F8E5M2 => self.t.cast(CastOp::Fpext, input, wide, r),
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
