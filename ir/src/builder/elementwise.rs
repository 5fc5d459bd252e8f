//! Elementwise ops: binary and unary arithmetic, compares, `select` and `fma` on the builder;
//! conversions, compares and math functions as [`Tv`] methods; and the operator traits
//! (`+ - * / % & | ^ << >>`, unary `-` and `!`), with `+` on pointers as `ptradd`.

use super::{Builder, Operand, Res, Tv};
use crate::kernel::Value;
use crate::op::{BinaryOp, CastOp, FloatCC, IntCC, Op, UnaryOp};
use crate::types::{DType, Scalar};

impl Builder {
    /// An elementwise binary op with broadcasting. `min`/`max`/`div` pick the signed integer
    /// forms on integers.
    #[track_caller]
    pub fn binary<'s>(&'s self, op: BinaryOp, a: impl Into<Operand<'s>>, b: impl Into<Operand<'s>>) -> Tv<'s> {
        let (a, b) = (a.into(), b.into());
        self.wrap(|| Ok(self.tv(self.binary_v(op, a, b)?)))
    }

    /// An elementwise unary op.
    #[track_caller]
    pub fn unary<'s>(&'s self, op: UnaryOp, a: impl Into<Operand<'s>>) -> Tv<'s> {
        let a = a.into();
        self.wrap(|| {
            let v = self.resolve(a)?;
            Ok(self.tv(self.push(Op::Unary(op), &[v], self.ty(v))))
        })
    }

    /// Integer comparison with broadcasting.
    #[track_caller]
    pub fn icmp<'s>(&'s self, cc: IntCC, a: impl Into<Operand<'s>>, b: impl Into<Operand<'s>>) -> Tv<'s> {
        let (a, b) = (a.into(), b.into());
        self.wrap(|| {
            let v = self.unify(&[a, b])?;
            Ok(self.tv(self.push(Op::Icmp(cc), &v, self.ty(v[0]).with_scalar(DType::I1))))
        })
    }

    /// Float comparison with broadcasting.
    #[track_caller]
    pub fn fcmp<'s>(&'s self, cc: FloatCC, a: impl Into<Operand<'s>>, b: impl Into<Operand<'s>>) -> Tv<'s> {
        let (a, b) = (a.into(), b.into());
        self.wrap(|| {
            let v = self.unify(&[a, b])?;
            Ok(self.tv(self.push(Op::Fcmp(cc), &v, self.ty(v[0]).with_scalar(DType::I1))))
        })
    }

    /// Signed or ordered comparison picked by element type.
    #[track_caller]
    fn cmp<'s>(&'s self, i: IntCC, f: FloatCC, a: Tv<'s>, b: Operand<'s>) -> Tv<'s> {
        if a.ty().scalar.is_float() {
            self.fcmp(f, a, b)
        } else {
            self.icmp(i, a, b)
        }
    }

    /// `a` where `c` else `b`, with broadcasting of all three.
    #[track_caller]
    pub fn select<'s>(&'s self, c: Tv<'s>, a: impl Into<Operand<'s>>, b: impl Into<Operand<'s>>) -> Tv<'s> {
        let (a, b) = (a.into(), b.into());
        self.wrap(|| {
            let v = self.unify(&[a, b])?;
            let ct = self.ty(c.v);
            if ct.scalar != Scalar::Num(DType::I1) {
                return Err(format!("select condition must be i1, found {ct}"));
            }
            let shape = Self::common_shape(ct.shape, self.ty(v[0]).shape)?;
            let (a, b) = (self.to_shape(v[0], shape)?, self.to_shape(v[1], shape)?);
            let c = if ct.is_scalar() { c.v } else { self.to_shape(c.v, shape)? };
            Ok(self.tv(self.push(Op::Select, &[c, a, b], self.ty(a))))
        })
    }

    /// `a * b + c` rounded once.
    #[track_caller]
    pub fn fma<'s>(&'s self, a: Tv<'s>, b: impl Into<Operand<'s>>, c: impl Into<Operand<'s>>) -> Tv<'s> {
        let (b, c) = (b.into(), c.into());
        self.wrap(|| {
            let v = self.unify(&[a.into(), b, c])?;
            Ok(self.tv(self.push(Op::Fma, &v, self.ty(v[0]))))
        })
    }
}

impl<'b> Tv<'b> {
    /// Converts to another element type: sign-extending or truncating integers, rounding floats
    /// to nearest even, integers read as signed when going to or from floats.
    #[track_caller]
    pub fn to(self, dtype: DType) -> Tv<'b> {
        self.convert(dtype, true)
    }

    /// Like [`Tv::to`], reading integers as unsigned.
    #[track_caller]
    pub fn to_unsigned(self, dtype: DType) -> Tv<'b> {
        self.convert(dtype, false)
    }

    #[track_caller]
    fn convert(self, to: DType, signed: bool) -> Tv<'b> {
        let b = self.b;
        b.wrap(|| {
            let t = self.ty();
            let from = t.dtype().ok_or_else(|| format!("cannot convert {t}"))?;
            if from == to {
                return Ok(self);
            }
            let op = match (from.is_int(), to.is_int()) {
                (true, true) if to.bits() > from.bits() => {
                    if signed && from != DType::I1 {
                        CastOp::Sext
                    } else {
                        CastOp::Zext
                    }
                }
                (true, true) => CastOp::Trunc,
                (false, false) if to.bits() > from.bits() => CastOp::Fpext,
                (false, false) => CastOp::Fptrunc,
                (true, false) if signed && from != DType::I1 => CastOp::Sitofp,
                (true, false) => CastOp::Uitofp,
                (false, true) if signed => CastOp::Fptosi,
                (false, true) => CastOp::Fptoui,
            };
            Ok(b.tv(b.push(Op::Cast(op), &[self.v], t.with_scalar(to))))
        })
    }

    /// Reinterprets the bits as another element type of the same width.
    #[track_caller]
    pub fn bitcast(self, dtype: DType) -> Tv<'b> {
        let b = self.b;
        b.wrap(|| Ok(b.tv(b.push(Op::Bitcast, &[self.v], self.ty().with_scalar(dtype)))))
    }

    #[track_caller]
    pub fn lt(self, o: impl Into<Operand<'b>>) -> Tv<'b> {
        self.b.cmp(IntCC::Slt, FloatCC::Olt, self, o.into())
    }
    #[track_caller]
    pub fn le(self, o: impl Into<Operand<'b>>) -> Tv<'b> {
        self.b.cmp(IntCC::Sle, FloatCC::Ole, self, o.into())
    }
    #[track_caller]
    pub fn gt(self, o: impl Into<Operand<'b>>) -> Tv<'b> {
        self.b.cmp(IntCC::Sgt, FloatCC::Ogt, self, o.into())
    }
    #[track_caller]
    pub fn ge(self, o: impl Into<Operand<'b>>) -> Tv<'b> {
        self.b.cmp(IntCC::Sge, FloatCC::Oge, self, o.into())
    }
    #[track_caller]
    pub fn eq(self, o: impl Into<Operand<'b>>) -> Tv<'b> {
        self.b.cmp(IntCC::Eq, FloatCC::Oeq, self, o.into())
    }
    #[track_caller]
    pub fn ne(self, o: impl Into<Operand<'b>>) -> Tv<'b> {
        self.b.cmp(IntCC::Ne, FloatCC::Une, self, o.into())
    }

    /// Elementwise minimum (float `min`, or signed `smin` on integers).
    #[track_caller]
    pub fn min(self, o: impl Into<Operand<'b>>) -> Tv<'b> {
        self.b.binary(BinaryOp::Min, self, o)
    }
    /// Elementwise maximum (float `max`, or signed `smax` on integers).
    #[track_caller]
    pub fn max(self, o: impl Into<Operand<'b>>) -> Tv<'b> {
        self.b.binary(BinaryOp::Max, self, o)
    }

    #[track_caller]
    pub fn exp(self) -> Tv<'b> {
        self.b.unary(UnaryOp::Exp, self)
    }
    #[track_caller]
    pub fn exp2(self) -> Tv<'b> {
        self.b.unary(UnaryOp::Exp2, self)
    }
    #[track_caller]
    pub fn log(self) -> Tv<'b> {
        self.b.unary(UnaryOp::Log, self)
    }
    #[track_caller]
    pub fn log2(self) -> Tv<'b> {
        self.b.unary(UnaryOp::Log2, self)
    }
    #[track_caller]
    pub fn sqrt(self) -> Tv<'b> {
        self.b.unary(UnaryOp::Sqrt, self)
    }
    #[track_caller]
    pub fn rsqrt(self) -> Tv<'b> {
        self.b.unary(UnaryOp::Rsqrt, self)
    }
    #[track_caller]
    pub fn sin(self) -> Tv<'b> {
        self.b.unary(UnaryOp::Sin, self)
    }
    #[track_caller]
    pub fn cos(self) -> Tv<'b> {
        self.b.unary(UnaryOp::Cos, self)
    }
    #[track_caller]
    pub fn abs(self) -> Tv<'b> {
        self.b.unary(UnaryOp::Abs, self)
    }
    #[track_caller]
    pub fn floor(self) -> Tv<'b> {
        self.b.unary(UnaryOp::Floor, self)
    }
    #[track_caller]
    pub fn ceil(self) -> Tv<'b> {
        self.b.unary(UnaryOp::Ceil, self)
    }
}

macro_rules! binop_trait {
    ($tr:ident, $m:ident, $op:expr) => {
        impl<'b, R: Into<Operand<'b>>> std::ops::$tr<R> for Tv<'b> {
            type Output = Tv<'b>;
            #[track_caller]
            fn $m(self, rhs: R) -> Tv<'b> {
                let b = self.b;
                b.wrap(|| Ok(b.tv(b.arith(self, rhs.into(), $op)?)))
            }
        }
        binop_trait!(@lit $tr, $m, $op, i32, i64, u32, f32, f64);
    };
    (@lit $tr:ident, $m:ident, $op:expr, $($t:ty),*) => {$(
        impl<'b> std::ops::$tr<Tv<'b>> for $t {
            type Output = Tv<'b>;
            #[track_caller]
            fn $m(self, rhs: Tv<'b>) -> Tv<'b> {
                let b = rhs.b;
                b.wrap(|| Ok(b.tv(b.binary_v($op, Operand::from(self), rhs.into())?)))
            }
        }
    )*};
}

binop_trait!(Add, add, BinaryOp::Add);
binop_trait!(Sub, sub, BinaryOp::Sub);
binop_trait!(Mul, mul, BinaryOp::Mul);
binop_trait!(Div, div, BinaryOp::Div);
binop_trait!(Rem, rem, BinaryOp::Srem);
binop_trait!(BitAnd, bitand, BinaryOp::And);
binop_trait!(BitOr, bitor, BinaryOp::Or);
binop_trait!(BitXor, bitxor, BinaryOp::Xor);
binop_trait!(Shl, shl, BinaryOp::Shl);
binop_trait!(Shr, shr, BinaryOp::Ashr);

impl Builder {
    /// `a OP b` for the operator traits: on pointers, `+` is `ptradd` (offsets in elements).
    fn arith(&self, a: Tv<'_>, b: Operand<'_>, op: BinaryOp) -> Res<Value> {
        let at = a.ty();
        if !at.scalar.is_ptr() {
            return self.binary_v(op, a.into(), b);
        }
        if op != BinaryOp::Add {
            return Err(format!("only + is defined on pointers, not {op}"));
        }
        let off = self.resolve(b)?;
        let ot = self.ty(off);
        if !matches!(ot.dtype(), Some(DType::I32 | DType::I64)) {
            return Err(format!("pointer offsets must be i32 or i64, found {ot}"));
        }
        let shape = Self::common_shape(at.shape, ot.shape)?;
        let p = self.to_shape(a.v, shape)?;
        let off = self.to_shape(off, shape)?;
        Ok(self.push(Op::PtrAdd, &[p, off], at.with_shape(shape)))
    }
}

impl<'b> std::ops::Neg for Tv<'b> {
    type Output = Tv<'b>;
    #[track_caller]
    fn neg(self) -> Tv<'b> {
        self.b.unary(UnaryOp::Neg, self)
    }
}

impl<'b> std::ops::Not for Tv<'b> {
    type Output = Tv<'b>;
    #[track_caller]
    fn not(self) -> Tv<'b> {
        self.b.unary(UnaryOp::Not, self)
    }
}
