//! The builder: a compact Rust API for writing kernels, close to Triton's Python.
//!
//! ```
//! use tessera_ir::{Builder, DType};
//! const BLOCK: i32 = 1024;
//! let b = Builder::new("add");
//! let (x, y, out) = (b.ptr_param("x", DType::F32), b.ptr_param("y", DType::F32), b.ptr_param("out", DType::F32));
//! let n = b.param("n", DType::I32);
//! let offs = b.program_id(0) * BLOCK + b.arange(0, BLOCK);
//! let mask = offs.lt(n);
//! let sum = b.load_masked(x + offs, mask, 0.0) + b.load_masked(y + offs, mask, 0.0);
//! b.store_masked(out + offs, sum, mask);
//! let kernel = b.finish().unwrap();
//! ```
//!
//! Values are [`Tv`] handles (`Copy`, borrowing the builder), so arithmetic reads as arithmetic.
//! Elementwise operands broadcast the way Triton's do: a scalar splats over a tile, a size-1
//! dimension repeats, and a Rust literal takes the element type of the other operand. Shapes and
//! constants are plain Rust values, so they are specialised when the kernel is built.
//!
//! Mistakes do not panic: the first one is recorded with the caller's source location, later
//! ops become no-ops, and [`Builder::finish`] returns it (or the verifier's findings).
//!
//! This file holds the core: [`Builder`], [`Tv`], [`Operand`], error recording and the
//! plumbing every op goes through (literals, broadcasting to a common shape). The ops, by
//! family, are in `params` (parameters, program ids, ranges, constants), `elementwise`
//! (arithmetic, compares, conversions, math and the operator traits), `memory` (loads, stores,
//! atomics), `tiles` (shapes, reductions, scans, `dot`) and `control` (`for`, `if`).

mod control;
mod elementwise;
mod memory;
mod params;
mod tiles;

use crate::constant::Const;
use crate::kernel::{Kernel, Region, Value};
use crate::op::{BinaryOp, Op};
use crate::types::{DType, Scalar, Shape, Type};
use crate::verify::{verify, VerifyErrors};
use std::cell::RefCell;
use std::panic::Location;

/// Why `finish` failed.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum BuildError {
    /// A builder call was given something it cannot build; `location` is the caller's file:line:col.
    #[error("{location}: {message}")]
    Build { location: String, message: String },
    /// The kernel was built but is not valid.
    #[error("{0}")]
    Verify(VerifyErrors),
}

/// A value under construction: a handle to an SSA value of the kernel being built.
#[derive(Copy, Clone)]
pub struct Tv<'b> {
    b: &'b Builder,
    v: Value,
}

/// Something that can stand where a value is expected: a [`Tv`] or a Rust literal, which takes
/// the element type of the other operand.
#[derive(Copy, Clone)]
pub enum Operand<'b> {
    Val(Tv<'b>),
    Int(i64),
    Float(f64),
    Bool(bool),
}

impl<'b> From<Tv<'b>> for Operand<'b> {
    fn from(t: Tv<'b>) -> Self {
        Operand::Val(t)
    }
}
macro_rules! lit_from {
    ($($t:ty => $arm:ident as $cast:ty),*) => {$(
        impl<'b> From<$t> for Operand<'b> {
            fn from(x: $t) -> Self { Operand::$arm(x as $cast) }
        }
    )*};
}
lit_from!(i32 => Int as i64, i64 => Int as i64, u32 => Int as i64, f32 => Float as f64, f64 => Float as f64);
impl<'b> From<bool> for Operand<'b> {
    fn from(x: bool) -> Self {
        Operand::Bool(x)
    }
}

struct State {
    k: Kernel,
    /// The region being filled: the body, or a loop or if region inside it.
    cur: Vec<Region>,
    error: Option<(String, String)>,
}

/// Builds one kernel. All methods take `&self`, so values can be combined freely.
pub struct Builder {
    st: RefCell<State>,
}

type Res<T> = Result<T, String>;

impl Builder {
    pub fn new(name: &str) -> Builder {
        let k = Kernel::new(name);
        let body = k.body;
        Builder { st: RefCell::new(State { k, cur: vec![body], error: None }) }
    }

    /// Software pipelining depth of the kernel's dot loops (see `Kernel::num_stages`).
    pub fn num_stages(&self, n: u32) -> &Self {
        self.st.borrow_mut().k.num_stages = Some(n);
        self
    }

    /// Sets the number of warps (waves) per program.
    pub fn num_warps(&self, n: u32) -> &Self {
        self.st.borrow_mut().k.num_warps = n;
        self
    }

    /// The finished, verified kernel, or the first mistake made while building it.
    pub fn finish(self) -> Result<Kernel, BuildError> {
        let st = self.st.into_inner();
        if let Some((location, message)) = st.error {
            return Err(BuildError::Build { location, message });
        }
        verify(&st.k).map_err(BuildError::Verify)?;
        Ok(st.k)
    }

    // ---- plumbing -------------------------------------------------------------------------

    fn tv(&self, v: Value) -> Tv<'_> {
        Tv { b: self, v }
    }

    fn failed(&self) -> bool {
        self.st.borrow().error.is_some()
    }

    /// A stand-in returned after a mistake: some existing value, or a fresh i32 constant.
    fn poison(&self) -> Tv<'_> {
        let mut st = self.st.borrow_mut();
        let v = match st.k.values.keys().next() {
            Some(v) => v,
            None => {
                let r = st.k.body;
                let i = st.k.push_inst(r, Op::Const(0), &[], &[Type::I32], &[]);
                st.k.result(i)
            }
        };
        self.tv(v)
    }

    #[track_caller]
    fn record(&self, message: String) {
        let mut st = self.st.borrow_mut();
        if st.error.is_none() {
            let l = Location::caller();
            st.error = Some((format!("{}:{}:{}", l.file(), l.line(), l.column()), message));
        }
    }

    /// Runs `f`, turning an error into a recorded mistake and a poison value.
    #[track_caller]
    fn wrap<'s>(&'s self, f: impl FnOnce() -> Res<Tv<'s>>) -> Tv<'s> {
        if self.failed() {
            return self.poison();
        }
        match f() {
            Ok(t) => t,
            Err(m) => {
                self.record(m);
                self.poison()
            }
        }
    }

    fn ty(&self, v: Value) -> Type {
        self.st.borrow().k.ty(v)
    }

    fn push(&self, op: Op, args: &[Value], ty: Type) -> Value {
        let mut st = self.st.borrow_mut();
        let r = *st.cur.last().expect("region stack is never empty");
        let i = st.k.push_inst(r, op, args, &[ty], &[]);
        st.k.result(i)
    }

    fn push_void(&self, op: Op, args: &[Value]) {
        let mut st = self.st.borrow_mut();
        let r = *st.cur.last().expect("region stack is never empty");
        st.k.push_inst(r, op, args, &[], &[]);
    }

    fn constant(&self, ty: Type, c: Const) -> Value {
        self.push(Op::Const(c.bits), &[], ty)
    }

    /// The constant a literal stands for as an element of type `like` (`None` for a value).
    fn lit_const(o: Operand<'_>, like: Scalar) -> Res<Option<Const>> {
        let dt = like.dtype().ok_or_else(|| format!("a literal cannot stand for a {like}"))?;
        Ok(Some(match o {
            Operand::Val(_) => return Ok(None),
            Operand::Int(i) if dt.is_int() => {
                let w = dt.bits();
                let fits =
                    w >= 64 || dt == DType::I1 && (i == 0 || i == 1) || (i >= -(1i64 << (w - 1)) && i < (1i64 << w));
                if !fits {
                    return Err(format!("literal {i} does not fit {dt}"));
                }
                Const::from_i64(dt, i)
            }
            Operand::Int(i) => Const::from_f64(dt, i as f64),
            Operand::Float(f) if dt.is_float() => Const::from_f64(dt, f),
            Operand::Float(f) => return Err(format!("float literal {f} used where {dt} is expected")),
            Operand::Bool(x) if dt == DType::I1 => Const::bool(x),
            Operand::Bool(_) => return Err(format!("bool literal used where {dt} is expected")),
        }))
    }

    /// A literal as a scalar of element type `like`, or the value itself.
    fn lit(&self, o: Operand<'_>, like: Scalar) -> Res<Value> {
        match (o, Self::lit_const(o, like)?) {
            (Operand::Val(t), _) => Ok(t.v),
            (_, Some(c)) => Ok(self.constant(Type { scalar: like, shape: Shape::SCALAR }, c)),
            (_, None) => unreachable!("literals have constants"),
        }
    }

    /// Operands made to have type `scalar` and shape `shape`: values broadcast, literals become
    /// constants of that type directly (no scalar constant left behind).
    fn shaped(&self, ops: &[Operand<'_>], scalar: Scalar, shape: Shape) -> Res<Vec<Value>> {
        ops.iter()
            .map(|&o| match (o, Self::lit_const(o, scalar)?) {
                (Operand::Val(t), _) => self.to_shape(t.v, shape),
                (_, Some(c)) => Ok(self.constant(Type { scalar, shape }, c)),
                (_, None) => unreachable!("literals have constants"),
            })
            .collect()
    }

    /// Resolves an operand standing alone: a literal becomes an i32, f32 or i1 scalar.
    fn resolve(&self, o: Operand<'_>) -> Res<Value> {
        let dt = match o {
            Operand::Val(t) => return Ok(t.v),
            Operand::Int(_) => DType::I32,
            Operand::Float(_) => DType::F32,
            Operand::Bool(_) => DType::I1,
        };
        self.lit(o, dt.into())
    }

    /// `v` made to have shape `shape`: splat a scalar, broadcast size-1 dimensions (after
    /// adding leading dimensions of size 1 when `v` has fewer).
    fn to_shape(&self, v: Value, shape: Shape) -> Res<Value> {
        let t = self.ty(v);
        if t.shape == shape {
            return Ok(v);
        }
        if t.is_scalar() {
            // A constant splats for free: make the tile constant directly.
            let konst = {
                let st = self.st.borrow();
                match st.k.values[v].def {
                    crate::kernel::ValueDef::Result(i, 0) => match st.k.insts[i].op {
                        Op::Const(bits) => Some(bits),
                        _ => None,
                    },
                    _ => None,
                }
            };
            let op = match konst {
                Some(bits) => return Ok(self.push(Op::Const(bits), &[], t.with_shape(shape))),
                None => Op::Splat,
            };
            return Ok(self.push(op, &[v], t.with_shape(shape)));
        }
        let mut v = v;
        let mut t = t;
        while t.shape.rank() < shape.rank() {
            let s = t.shape.insert_axis(0).ok_or("rank overflow")?;
            t = t.with_shape(s);
            v = self.push(Op::ExpandDims(0), &[v], t);
        }
        let ok =
            t.shape.rank() == shape.rank() && t.shape.dims().iter().zip(shape.dims()).all(|(&a, &b)| a == b || a == 1);
        if !ok {
            return Err(format!("cannot broadcast {} to shape {shape}", self.ty(v)));
        }
        Ok(self.push(Op::Broadcast, &[v], t.with_shape(shape)))
    }

    /// The broadcast shape of two shapes, numpy style.
    fn common_shape(a: Shape, b: Shape) -> Res<Shape> {
        let r = a.rank().max(b.rank());
        let pad = |s: Shape| -> Vec<u32> {
            let mut d = vec![1; r - s.rank()];
            d.extend_from_slice(s.dims());
            d
        };
        if a.is_scalar() {
            return Ok(b);
        }
        if b.is_scalar() {
            return Ok(a);
        }
        let (da, db) = (pad(a), pad(b));
        let mut out = Vec::with_capacity(r);
        for (&x, &y) in da.iter().zip(&db) {
            out.push(match (x, y) {
                _ if x == y => x,
                (1, y) => y,
                (x, 1) => x,
                _ => return Err(format!("shapes {a} and {b} do not broadcast")),
            });
        }
        Shape::new(&out).ok_or_else(|| "rank exceeds 4".into())
    }

    /// Brings operands to one type: literals take the element type of the first value among
    /// them, then everything broadcasts to the common shape. Element types must agree.
    fn unify(&self, ops: &[Operand<'_>]) -> Res<Vec<Value>> {
        let first = ops.iter().find_map(|o| if let Operand::Val(t) = o { Some(t.v) } else { None });
        let scalar = match (first, ops.first()) {
            (Some(v), _) => self.ty(v).scalar,
            (None, Some(Operand::Float(_))) => Scalar::Num(DType::F32),
            (None, Some(Operand::Bool(_))) => Scalar::Num(DType::I1),
            (None, _) => Scalar::Num(DType::I32),
        };
        let mut shape = Shape::SCALAR;
        for &o in ops {
            if let Operand::Val(t) = o {
                let ty = self.ty(t.v);
                if ty.scalar != scalar {
                    return Err(format!("operand types differ: {} and {}; convert one with .to()", scalar, ty.scalar));
                }
                shape = Self::common_shape(shape, ty.shape)?;
            }
        }
        self.shaped(ops, scalar, shape)
    }

    fn binary_v(&self, op: BinaryOp, a: Operand<'_>, b: Operand<'_>) -> Res<Value> {
        let v = self.unify(&[a, b])?;
        let t = self.ty(v[0]);
        let dt = t.dtype().ok_or_else(|| format!("{op} needs numbers, found {t}"))?;
        let op = match (op, dt.is_float()) {
            (BinaryOp::Min, false) => BinaryOp::Smin,
            (BinaryOp::Max, false) => BinaryOp::Smax,
            (BinaryOp::Div, false) => BinaryOp::Sdiv,
            (op, true) if !op.on_float() => return Err(format!("{op} is not defined on {dt}")),
            (op, false) if !op.on_int() => return Err(format!("{op} is not defined on {dt}")),
            (op, _) => op,
        };
        Ok(self.push(Op::Binary(op), &v, t))
    }
}

impl<'b> Tv<'b> {
    /// The value's type.
    pub fn ty(&self) -> Type {
        self.b.ty(self.v)
    }
    /// The underlying SSA value.
    pub fn value(&self) -> Value {
        self.v
    }
    /// The builder this value belongs to.
    pub fn builder(&self) -> &'b Builder {
        self.b
    }
    /// Gives the value a name for printing.
    pub fn named(self, name: &str) -> Self {
        self.b.st.borrow_mut().k.names[self.v] = name.to_string();
        self
    }
    /// Gives the value a name for printing unless it has one (so `let y = x;` keeps `x`'s).
    pub fn named_if_unnamed(self, name: &str) -> Self {
        let mut st = self.b.st.borrow_mut();
        if st.k.names[self.v].is_empty() {
            st.k.names[self.v] = name.to_string();
        }
        drop(st);
        self
    }
}
