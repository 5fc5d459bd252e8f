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

use crate::constant::Const;
use crate::kernel::{Kernel, ParamAttrs, Region, Value};
use crate::op::{AtomicOp, BinaryOp, CastOp, DotPrecision, FloatCC, IntCC, Op, ReduceOp, ScanOp, UnaryOp};
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

    // ---- parameters and indices -----------------------------------------------------------

    /// A scalar parameter.
    #[track_caller]
    pub fn param(&self, name: &str, ty: impl Into<Type>) -> Tv<'_> {
        self.param_with(name, ty.into(), ParamAttrs::default())
    }

    /// A pointer parameter to elements of `elem`.
    #[track_caller]
    pub fn ptr_param(&self, name: &str, elem: DType) -> Tv<'_> {
        self.param_with(name, Type::ptr(elem), ParamAttrs::default())
    }

    /// A parameter with attributes (`align` for pointers, `div` for integers).
    #[track_caller]
    pub fn param_with(&self, name: &str, ty: Type, attrs: ParamAttrs) -> Tv<'_> {
        self.wrap(|| {
            let mut st = self.st.borrow_mut();
            if st.k.params.iter().any(|p| p.name == name) {
                return Err(format!("parameter {name} is declared twice"));
            }
            if st.cur.len() > 1 || !st.k.regions[st.k.body].insts.is_empty() {
                return Err("parameters must be declared before the first op".into());
            }
            Ok(self.tv(st.k.add_param(name, ty, attrs)))
        })
    }

    /// This program's index along grid axis 0, 1 or 2.
    #[track_caller]
    pub fn program_id(&self, axis: u8) -> Tv<'_> {
        self.wrap(|| Ok(self.tv(self.push(Op::ProgramId(axis), &[], Type::I32))))
    }

    /// The number of programs along grid axis 0, 1 or 2.
    #[track_caller]
    pub fn num_programs(&self, axis: u8) -> Tv<'_> {
        self.wrap(|| Ok(self.tv(self.push(Op::NumPrograms(axis), &[], Type::I32))))
    }

    /// The i32 tile `[start, start+1, .., end-1]`.
    #[track_caller]
    pub fn arange(&self, start: i32, end: i32) -> Tv<'_> {
        self.wrap(|| {
            let n = (end as i64 - start as i64).max(0) as u32;
            let ty = Type::tile(DType::I32, &[n]).ok_or("bad shape")?;
            Ok(self.tv(self.push(Op::Arange { start, end }, &[], ty)))
        })
    }

    /// A scalar constant of element type `dtype` (ints wrap, floats round to nearest).
    #[track_caller]
    pub fn cst(&self, dtype: DType, value: f64) -> Tv<'_> {
        self.wrap(|| Ok(self.tv(self.constant(Type::num(dtype), Const::from_f64(dtype, value)))))
    }

    /// A tile of `dims` filled with `value`.
    #[track_caller]
    pub fn full(&self, dims: &[u32], dtype: DType, value: f64) -> Tv<'_> {
        self.wrap(|| {
            let ty = Type::tile(dtype, dims).ok_or("rank exceeds 4")?;
            let c = if dtype.is_int() { Const::from_i64(dtype, value as i64) } else { Const::from_f64(dtype, value) };
            Ok(self.tv(self.constant(ty, c)))
        })
    }

    /// A scalar constant with exactly the bits of `c` (NaN payloads and i64 extremes included).
    #[track_caller]
    pub fn const_value(&self, c: Const) -> Tv<'_> {
        self.wrap(|| Ok(self.tv(self.constant(Type::num(c.dtype), c))))
    }

    /// A tile of `dims` whose every element has exactly the bits of `c`.
    #[track_caller]
    pub fn const_tile(&self, dims: &[u32], c: Const) -> Tv<'_> {
        self.wrap(|| Ok(self.tv(self.constant(Type::tile(c.dtype, dims).ok_or("rank exceeds 4")?, c))))
    }

    /// A tile of zeros.
    #[track_caller]
    pub fn zeros(&self, dims: &[u32], dtype: DType) -> Tv<'_> {
        self.full(dims, dtype, 0.0)
    }

    // ---- elementwise ----------------------------------------------------------------------

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

    // ---- memory ---------------------------------------------------------------------------

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

    // ---- matrices -------------------------------------------------------------------------

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

    // ---- control flow ---------------------------------------------------------------------

    fn with_region<R>(&self, r: Region, f: impl FnOnce() -> R) -> R {
        self.st.borrow_mut().cur.push(r);
        let out = f();
        self.st.borrow_mut().cur.pop();
        out
    }

    /// `for iv = lo; iv < hi; iv += step` carrying `inits`; `body(iv, carried)` returns the
    /// next carried values. Returns the final carried values.
    #[track_caller]
    pub fn for_range<'s>(
        &'s self,
        lo: impl Into<Operand<'s>>,
        hi: impl Into<Operand<'s>>,
        step: impl Into<Operand<'s>>,
        inits: &[Tv<'s>],
        body: impl FnOnce(Tv<'s>, &[Tv<'s>]) -> Vec<Tv<'s>>,
    ) -> Vec<Tv<'s>> {
        let (lo, hi, step) = (lo.into(), hi.into(), step.into());
        let n = inits.len();
        let mut out = Vec::new();
        self.wrap(|| {
            let b = self.unify(&[lo, hi, step])?;
            let it = self.ty(b[0]);
            if !it.is_scalar() || !matches!(it.dtype(), Some(DType::I32 | DType::I64)) {
                return Err(format!("loop bounds must be scalar i32 or i64, found {it}"));
            }
            let tys: Vec<Type> = std::iter::once(it).chain(inits.iter().map(|t| t.ty())).collect();
            let region = self.st.borrow_mut().k.add_region(&tys);
            let params: Vec<Tv<'s>> = self.st.borrow().k.regions[region].params.iter().map(|&p| self.tv(p)).collect();
            let yields = self.with_region(region, || {
                let ys = body(params[0], &params[1..]);
                if !self.failed() {
                    let vals: Vec<Value> = ys.iter().map(|t| t.v).collect();
                    self.push_void(Op::Yield, &vals);
                }
                ys
            });
            if self.failed() {
                return Err(String::new());
            }
            if yields.len() != n {
                return Err(format!("the loop body returned {} values for {n} carried values", yields.len()));
            }
            for (i, (y, init)) in yields.iter().zip(inits).enumerate() {
                if y.ty() != init.ty() {
                    return Err(format!("carried value {i} starts as {} but the body returns {}", init.ty(), y.ty()));
                }
            }
            let mut args = b.clone();
            args.extend(inits.iter().map(|t| t.v));
            let tys: Vec<Type> = inits.iter().map(|t| t.ty()).collect();
            let mut st = self.st.borrow_mut();
            let r = *st.cur.last().expect("region stack is never empty");
            let i = st.k.push_inst(r, Op::For, &args, &tys, &[region]);
            out = st.k.insts[i].results.iter().map(|&v| self.tv(v)).collect();
            Ok(self.tv(b[0]))
        });
        if out.len() != n {
            return (0..n).map(|_| self.poison()).collect();
        }
        out
    }

    /// `if cond { then() } else { otherwise() }`, each arm returning the results (the same
    /// number and types in both arms).
    #[track_caller]
    pub fn if_else<'s>(
        &'s self,
        cond: Tv<'s>,
        then: impl FnOnce() -> Vec<Tv<'s>>,
        otherwise: impl FnOnce() -> Vec<Tv<'s>>,
    ) -> Vec<Tv<'s>> {
        let mut out = Vec::new();
        self.wrap(|| {
            if cond.ty() != Type::I1 {
                return Err(format!("if needs a scalar i1 condition, found {}", cond.ty()));
            }
            let arm = |f: Box<dyn FnOnce() -> Vec<Tv<'s>> + '_>| {
                let r = self.st.borrow_mut().k.add_region(&[]);
                let ys = self.with_region(r, || {
                    let ys = f();
                    if !self.failed() {
                        let vals: Vec<Value> = ys.iter().map(|t| t.v).collect();
                        self.push_void(Op::Yield, &vals);
                    }
                    ys
                });
                (r, ys)
            };
            let (rt, yt) = arm(Box::new(then));
            let (re, ye) = arm(Box::new(otherwise));
            if self.failed() {
                return Err(String::new());
            }
            let tt: Vec<Type> = yt.iter().map(|t| t.ty()).collect();
            let te: Vec<Type> = ye.iter().map(|t| t.ty()).collect();
            if tt != te {
                let show = |t: &[Type]| t.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(", ");
                return Err(format!("if arms return different types: ({}) and ({})", show(&tt), show(&te)));
            }
            let mut st = self.st.borrow_mut();
            let r = *st.cur.last().expect("region stack is never empty");
            let i = st.k.push_inst(r, Op::If, &[cond.v], &tt, &[rt, re]);
            out = st.k.insts[i].results.iter().map(|&v| self.tv(v)).collect();
            Ok(cond)
        });
        out
    }

    /// `if cond { then() }` with no results.
    #[track_caller]
    pub fn if_then<'s>(&'s self, cond: Tv<'s>, then: impl FnOnce()) {
        self.if_else(
            cond,
            || {
                then();
                vec![]
            },
            Vec::new,
        );
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
