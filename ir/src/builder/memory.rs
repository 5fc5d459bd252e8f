//! Memory: loads (masked, with or without `other`), stores and atomics through pointer tiles,
//! with masks broadcast to the pointers' shape.

use super::{Builder, Operand, Res, Tv};
use crate::kernel::Value;
use crate::op::{AtomicOp, Op};
use crate::types::{DType, Scalar, Shape};

impl Builder {
    fn access_args<'s>(&'s self, ptr: Tv<'s>, others: &[Operand<'s>]) -> Res<(Value, Vec<Value>)> {
        let pt = ptr.ty();
        let elem = match pt.scalar {
            Scalar::Ptr(d) => d,
            s => return Err(format!("expected a pointer, found {s}")),
        };
        let mut shape = pt.shape;
        for &o in others {
            if let Operand::Val(t) = o {
                shape = Self::common_shape(shape, self.ty(t.v).shape)?;
            }
        }
        let p = self.to_shape(ptr.v, shape)?;
        Ok((p, self.shaped(others, elem.into(), shape)?))
    }

    fn mask_to(&self, m: Tv<'_>, shape: Shape) -> Res<Value> {
        if m.ty().scalar != Scalar::Num(DType::I1) {
            return Err(format!("mask must be i1, found {}", m.ty()));
        }
        self.to_shape(m.v, shape)
    }

    /// Loads every element of `ptr` (a pointer or a tile of pointers).
    #[track_caller]
    pub fn load<'s>(&'s self, ptr: Tv<'s>) -> Tv<'s> {
        self.wrap(|| {
            let (p, _) = self.access_args(ptr, &[])?;
            let t = self.ty(p);
            let Scalar::Ptr(d) = t.scalar else { unreachable!("checked by access_args") };
            Ok(self.tv(self.push(Op::Load { mask: false, other: false }, &[p], t.with_scalar(d))))
        })
    }

    /// Loads where `mask` (broadcast to the pointers), giving 0 elsewhere: Triton's
    /// `tl.load(p, mask=m)` without `other`.
    #[track_caller]
    pub fn load_where<'s>(&'s self, ptr: Tv<'s>, mask: Tv<'s>) -> Tv<'s> {
        self.wrap(|| {
            let shape = Self::common_shape(ptr.ty().shape, mask.ty().shape)?;
            let p = self.to_shape(ptr.v, shape)?;
            let (p, _) = self.access_args(self.tv(p), &[])?;
            let t = self.ty(p);
            let m = self.mask_to(mask, t.shape)?;
            let Scalar::Ptr(d) = t.scalar else { unreachable!("checked by access_args") };
            Ok(self.tv(self.push(Op::Load { mask: true, other: false }, &[p, m], t.with_scalar(d))))
        })
    }

    /// Loads where `mask`, giving `other` elsewhere; mask and other broadcast to the pointers.
    #[track_caller]
    pub fn load_masked<'s>(&'s self, ptr: Tv<'s>, mask: Tv<'s>, other: impl Into<Operand<'s>>) -> Tv<'s> {
        let other = other.into();
        self.wrap(|| {
            let shape = Self::common_shape(ptr.ty().shape, mask.ty().shape)?;
            let p = self.to_shape(ptr.v, shape)?;
            let (p, o) = self.access_args(self.tv(p), &[other])?;
            let t = self.ty(p);
            let m = self.mask_to(mask, t.shape)?;
            Ok(self.tv(self.push(Op::Load { mask: true, other: true }, &[p, m, o[0]], self.ty(o[0]))))
        })
    }

    /// Stores `value` (broadcast to the pointers) to every element of `ptr`.
    #[track_caller]
    pub fn store<'s>(&'s self, ptr: Tv<'s>, value: impl Into<Operand<'s>>) {
        let value = value.into();
        self.wrap(|| {
            let (p, v) = self.access_args(ptr, &[value])?;
            self.push_void(Op::Store { mask: false }, &[p, v[0]]);
            Ok(ptr)
        });
    }

    /// Stores where `mask`.
    #[track_caller]
    pub fn store_masked<'s>(&'s self, ptr: Tv<'s>, value: impl Into<Operand<'s>>, mask: Tv<'s>) {
        let value = value.into();
        self.wrap(|| {
            let shape = Self::common_shape(ptr.ty().shape, mask.ty().shape)?;
            let p = self.to_shape(ptr.v, shape)?;
            let (p, v) = self.access_args(self.tv(p), &[value])?;
            let m = self.mask_to(mask, self.ty(p).shape)?;
            self.push_void(Op::Store { mask: true }, &[p, v[0], m]);
            Ok(ptr)
        });
    }

    /// Atomic read-modify-write; returns the old values.
    #[track_caller]
    pub fn atomic_rmw<'s>(
        &'s self,
        op: AtomicOp,
        ptr: Tv<'s>,
        value: impl Into<Operand<'s>>,
        mask: Option<Tv<'s>>,
    ) -> Tv<'s> {
        let value = value.into();
        self.wrap(|| {
            let (p, v) = self.access_args(ptr, &[value])?;
            let mut args = vec![p, v[0]];
            if let Some(m) = mask {
                args.push(self.mask_to(m, self.ty(p).shape)?);
            }
            Ok(self.tv(self.push(Op::AtomicRmw { op, mask: mask.is_some() }, &args, self.ty(v[0]))))
        })
    }

    /// Atomic compare-and-swap; returns the old values.
    #[track_caller]
    pub fn atomic_cas<'s>(
        &'s self,
        ptr: Tv<'s>,
        cmp: impl Into<Operand<'s>>,
        value: impl Into<Operand<'s>>,
        mask: Option<Tv<'s>>,
    ) -> Tv<'s> {
        let (cmp, value) = (cmp.into(), value.into());
        self.wrap(|| {
            let (p, v) = self.access_args(ptr, &[cmp, value])?;
            let mut args = vec![p, v[0], v[1]];
            if let Some(m) = mask {
                args.push(self.mask_to(m, self.ty(p).shape)?);
            }
            Ok(self.tv(self.push(Op::AtomicCas { mask: mask.is_some() }, &args, self.ty(v[0]))))
        })
    }
}
