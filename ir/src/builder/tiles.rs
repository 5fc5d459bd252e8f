//! Tile ops: `dot` on the builder; shape changes (`expand_dims`, `broadcast_to`, `reshape`,
//! `permute`), reductions and scans as [`Tv`] methods.

use super::{Builder, Tv};
use crate::op::{DotPrecision, Op, ReduceOp, ScanOp};
use crate::types::{DType, Scalar, Shape, Type};

impl Builder {
    /// `acc + a @ b` with IEEE products.
    #[track_caller]
    pub fn dot<'s>(&'s self, a: Tv<'s>, b: Tv<'s>, acc: Tv<'s>) -> Tv<'s> {
        self.dot_with(a, b, acc, DotPrecision::Ieee)
    }

    /// `acc + a @ b` with the given input precision.
    #[track_caller]
    pub fn dot_with<'s>(&'s self, a: Tv<'s>, b: Tv<'s>, acc: Tv<'s>, precision: DotPrecision) -> Tv<'s> {
        self.wrap(|| Ok(self.tv(self.push(Op::Dot { precision }, &[a.v, b.v, acc.v], acc.ty()))))
    }
}

impl<'b> Tv<'b> {
    /// Inserts a dimension of size 1 before dimension `axis` (`x[None, :]` is `expand_dims(0)`).
    #[track_caller]
    pub fn expand_dims(self, axis: u8) -> Tv<'b> {
        let b = self.b;
        b.wrap(|| {
            let t = self.ty();
            let s = t.shape.insert_axis(axis as usize).ok_or_else(|| format!("cannot insert axis {axis} into {t}"))?;
            Ok(b.tv(b.push(Op::ExpandDims(axis), &[self.v], t.with_shape(s))))
        })
    }
    /// `x[:, None]` for a 1-D tile: a column.
    #[track_caller]
    pub fn col(self) -> Tv<'b> {
        self.expand_dims(1)
    }
    /// `x[None, :]` for a 1-D tile: a row.
    #[track_caller]
    pub fn row(self) -> Tv<'b> {
        self.expand_dims(0)
    }
    /// Broadcasts (or splats) to the shape `dims`.
    #[track_caller]
    pub fn broadcast_to(self, dims: &[u32]) -> Tv<'b> {
        let b = self.b;
        b.wrap(|| {
            let s = Shape::new(dims).ok_or("rank exceeds 4")?;
            Ok(b.tv(b.to_shape(self.v, s)?))
        })
    }
    /// The same elements under another shape.
    #[track_caller]
    pub fn reshape(self, dims: &[u32]) -> Tv<'b> {
        let b = self.b;
        b.wrap(|| {
            let s = Shape::new(dims).ok_or("rank exceeds 4")?;
            Ok(b.tv(b.push(Op::Reshape, &[self.v], self.ty().with_shape(s))))
        })
    }
    /// Permutes dimensions: result dimension i is input dimension `perm[i]`.
    #[track_caller]
    pub fn permute(self, perm: &[u8]) -> Tv<'b> {
        let b = self.b;
        b.wrap(|| {
            let t = self.ty();
            let dims: Option<Vec<u32>> = perm.iter().map(|&p| t.shape.dims().get(p as usize).copied()).collect();
            let dims = dims.ok_or_else(|| format!("perm {perm:?} does not fit {t}"))?;
            let s = Shape::new(&dims).ok_or("rank exceeds 4")?;
            Ok(b.tv(b.push(Op::Trans(perm.to_vec()), &[self.v], t.with_shape(s))))
        })
    }
    /// Transpose of a 2-D tile.
    #[track_caller]
    pub fn t(self) -> Tv<'b> {
        self.permute(&[1, 0])
    }

    /// Reduction along `axis`.
    #[track_caller]
    pub fn reduce(self, op: ReduceOp, axis: u8) -> Tv<'b> {
        let b = self.b;
        b.wrap(|| {
            let t = self.ty();
            if !t.is_tile() || axis as usize >= t.shape.rank() {
                return Err(format!("axis {axis} is out of range for {t}"));
            }
            let s = t.shape.remove_axis(axis as usize);
            let out = if op.is_arg() { Scalar::Num(DType::I32) } else { t.scalar };
            Ok(b.tv(b.push(Op::Reduce { op, axis }, &[self.v], Type { scalar: out, shape: s })))
        })
    }
    /// Signed or float variant of a reduction picked by element type.
    fn pick(self, float: ReduceOp, int: ReduceOp) -> ReduceOp {
        if self.ty().scalar.is_float() {
            float
        } else {
            int
        }
    }
    #[track_caller]
    pub fn sum(self, axis: u8) -> Tv<'b> {
        self.reduce(ReduceOp::Sum, axis)
    }
    /// Maximum along `axis` (float, or signed integer).
    #[track_caller]
    pub fn max_along(self, axis: u8) -> Tv<'b> {
        self.reduce(self.pick(ReduceOp::Max, ReduceOp::Smax), axis)
    }
    /// Minimum along `axis` (float, or signed integer).
    #[track_caller]
    pub fn min_along(self, axis: u8) -> Tv<'b> {
        self.reduce(self.pick(ReduceOp::Min, ReduceOp::Smin), axis)
    }
    #[track_caller]
    pub fn argmax(self, axis: u8) -> Tv<'b> {
        self.reduce(self.pick(ReduceOp::Argmax, ReduceOp::Sargmax), axis)
    }
    #[track_caller]
    pub fn argmin(self, axis: u8) -> Tv<'b> {
        self.reduce(self.pick(ReduceOp::Argmin, ReduceOp::Sargmin), axis)
    }
    /// Inclusive scan along `axis`.
    #[track_caller]
    pub fn scan(self, op: ScanOp, axis: u8, reverse: bool) -> Tv<'b> {
        let b = self.b;
        b.wrap(|| {
            let t = self.ty();
            if !t.is_tile() || axis as usize >= t.shape.rank() {
                return Err(format!("axis {axis} is out of range for {t}"));
            }
            Ok(b.tv(b.push(Op::Scan { op, axis, reverse }, &[self.v], t)))
        })
    }
    #[track_caller]
    pub fn cumsum(self, axis: u8) -> Tv<'b> {
        self.scan(ScanOp::Sum, axis, false)
    }
}
