//! The copy engine (TMA) for pipelined dot operands on sm_90a: a load whose pointers are a
//! tile of a row-major matrix is fetched by tensor-map copies completing on mbarriers, one
//! barrier per ring slot, instead of by every thread's `cp.async`.
//!
//! Recognition. The pointer tile must be `ptradd` (nested any number of times) of a splat of a
//! pointer parameter and integer offset tiles whose sum is affine in the tile's row index `r`
//! and column index `c`:
//!
//! ```text
//!   offset(r, c) = r * ld + c + (y * ld + x)      ld: a constant or an i32 parameter
//!   built from   arange (along its dimension, after expand_dims), splat of scalars, integer
//!                constants, broadcast, expand_dims, add, and mul by a constant or by ld
//! ```
//!
//! Each uniform term (a scalar, splat) is a column term `x` unless it is multiplied by `ld`
//! (in the tile, or as a scalar `mul` before the splat), then a row term `y`. The box is the
//! tile: `[columns, rows]`, in copies of at most 64 columns (128 bytes, the widest swizzled
//! row) into the column blocks of `shared::Swizzle::wgmma`, whose 128/64/32-byte swizzle is the
//! copy engine's. The tensor is the buffer argument seen as whole rows of `ld` elements
//! (`TensorMap`); the runtime builds the map at launch.
//!
//! Which loads (`Tma`, `tessera::Options::tma`). By default (`Tma::Exact`) only those for which
//! the copy engine gives exactly what the load means: a masked load whose `other` is zero and
//! whose mask is a conjunction (in any order, through broadcasts, and compared before or after
//! `expand_dims`: `rows[:, None] < M` or `(rows < M)[:, None]`) of at most one bound per
//! dimension, each an integer comparison that means `index < B` for the tile's own row or
//! column index and a bound `B` that is an i32 parameter or a constant of at least 1. A
//! comparison is read by meaning (`mask_by_meaning`): `slt`, `sle`, `sgt`, `sge` with either
//! side affine in the tile's index, both sides moved to one (`lhs - rhs`, minus one for the
//! non-strict forms) and the uniform terms summed as polynomials ([`Poly`]), so that
//! `r + k < K`, `r < K - k` (Triton's tutorial), `r + k <= K - 1` and `K > k + r` are all
//! `r + k < K` once the tile's origin `k` is subtracted. What is left must be exactly minus a
//! bound; anything else (`r < K - k + 1`, a bound from a non-parameter) keeps the `cp.async`
//! path. Pointer tiles that the loop advances (`a_ptrs += 32`) arrive here as functions of the
//! induction variable (`crate::passes::induction`). The bounds are the tensor's extent
//! (`TensorMap::extent`), and the copy engine's zeros outside it are the masked elements' zeros.
//!
//! A row bound `B` may also bound the row within a plane: when the row index the mask compares
//! lacks one of the tile's row terms and that term is `h * B` (attention's K and V, `[heads,
//! seq, d]` with `head * seq` rows before the head's first and `row < seq` as the mask), the
//! map is 3-D (`TensorMap::planes`): planes of `B` rows, `h` the plane coordinate. A row past
//! `B` is then outside its plane and a zero, as the mask says, where the 2-D view would have
//! read the next head's row.
//!
//! Non-negative indices. Where a column (or in-plane row) index went below 0 while the mask
//! holds, the copy engine would read zeros where the pointer arithmetic reads the previous row
//! (or plane). So a load takes this path only when every uniform term of the box's origin is
//! provably at least 0 (`nonneg`): constants, program ids, loop counters from a non-negative
//! start, and sums, products, minima, maxima with one such, remainders and quotients by a
//! provably positive divisor of those (wrap-around of a product of program ids and block sizes
//! past 2^31 is not considered). Parameters are not assumed anything, bounds included, so a
//! bound below 1 at launch is an empty view that reads zeros, as the masks say
//! (`tessera_runtime::TensorMapSpec`). Everything else keeps the `cp.async` path.
//! `kernels::matmul`'s grouped tile order clamps its group's row count with `max(.., 1)`, and
//! `kernels::attention` its masked loop's start with `max(.., 0)`, so that the proofs go
//! through.
//!
//! An unmasked load is taken only under `Tma::Whole`: its tensor is the whole buffer as rows of
//! `ld`, and there the copy engine fills zeros where the pointer arithmetic would have wrapped
//! into the next row, so the caller promises that tiles lie within their rows.
//!
//! The driver's rules that the signature can prove are compile-time conditions, so that a
//! kernel taking this path never meets them as launch errors where the `cp.async` one would
//! have run: the buffer parameter is `align 16` (or more) and the row's bytes a multiple of 16
//! (`ld` a constant, or a parameter with `div`). What only the launch knows stays a launch
//! error naming the buffer and the rule (`tessera_runtime::TensorMapSpec`): a view past the
//! buffer's end. (A bound below 1 is not: the runtime maps an empty view over zeros.)
//!
//! Stages. One barrier per ring slot, initialised by thread 0 before the loop (`mbarrier.init`
//! count 1, fenced, then a program barrier). Fetching iteration `i` into slot `s`: thread 0
//! announces the stage's bytes (`arrive.expect_tx`) and issues the copies; reading slot `s` in
//! iteration `i`: every thread waits for the phase of parity `(i / stages) % 2` of barrier `s`.
//! The loop carries the slot index and that parity beside the slot's byte offset. The
//! program barrier at the top of each iteration stays: it is what tells thread 0 that the slot
//! it refills is no longer read.

use crate::lower::{Lk, Lower};
use crate::target::{Extent, RowLen, Target, TensorMap, Tma};
use crate::vcode::VReg;
use tessera_ir::kernel::Inst;
use tessera_ir::op::{BinaryOp, IntCC, Op};
use tessera_ir::{DType, Scalar, Value, ValueDef};

/// `k * v` (or `k` when `v` is `None`): a coefficient of the affine form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Coef {
    k: i64,
    v: Option<Value>,
}

const ONE: Coef = Coef { k: 1, v: None };

impl Coef {
    fn times(self, o: Coef) -> Option<Coef> {
        let v = match (self.v, o.v) {
            (Some(_), Some(_)) => return None,
            (a, b) => a.or(b),
        };
        Some(Coef { k: self.k.checked_mul(o.k)?, v })
    }
}

/// An integer tile as `row * r + col * c + sum(terms) + konst` (`r`, `c` the 2-D indices).
#[derive(Clone, Debug, Default)]
struct Affine {
    row: Option<Coef>,
    col: Option<Coef>,
    terms: Vec<(Value, Coef)>,
    konst: i64,
}

impl Affine {
    fn add(mut self, o: Affine) -> Option<Affine> {
        let sum = |a: Option<Coef>, b: Option<Coef>| -> Option<Option<Coef>> {
            match (a, b) {
                (None, x) | (x, None) => Some(x),
                (Some(x), Some(y)) if x.v == y.v => Some(Some(Coef { k: x.k.checked_add(y.k)?, v: x.v })),
                _ => None,
            }
        };
        self.row = sum(self.row, o.row)?;
        self.col = sum(self.col, o.col)?;
        self.terms.extend(o.terms);
        self.konst = self.konst.checked_add(o.konst)?;
        Some(self)
    }

    fn scale(mut self, c: Coef) -> Option<Affine> {
        self.row = match self.row {
            Some(x) => Some(x.times(c)?),
            None => None,
        };
        self.col = match self.col {
            Some(x) => Some(x.times(c)?),
            None => None,
        };
        for t in &mut self.terms {
            t.1 = t.1.times(c)?;
        }
        if self.konst != 0 {
            if c.v.is_some() {
                return None;
            }
            self.konst = self.konst.checked_mul(c.k)?;
        }
        Some(self)
    }

    /// The coefficient this tile is when it is uniform and a single coefficient (a constant,
    /// or a splat of a parameter).
    fn as_coef(&self, k: &tessera_ir::Kernel) -> Option<Coef> {
        match (self.row, self.col, &self.terms[..], self.konst) {
            (None, None, [], c) => Some(Coef { k: c, v: None }),
            (None, None, [(v, ONE)], 0) if matches!(k.values[*v].def, ValueDef::Param(_)) => {
                Some(Coef { k: 1, v: Some(*v) })
            }
            _ => None,
        }
    }
}

/// A load's pointer tile as a box of a row-major matrix: the tensor and the box's column and
/// row as sums of uniform scalars (each times a constant) plus constants.
#[derive(Clone, Debug)]
pub(super) struct TileAddr {
    pub map: TensorMap,
    x: Vec<(Value, i64)>,
    x0: i64,
    y: Vec<(Value, i64)>,
    y0: i64,
    /// The plane, for a map with planes: a uniform scalar times a constant.
    z: Option<(Value, i64)>,
}

/// A constant integer value (scalar), if `v` is one.
/// The map of dimensions to the tile's indices (0: row, 1: column) of `expand_dims`'s operand,
/// given its result's `map`: the inserted `axis` dropped.
fn under_expand_dims(map: &[u8], axis: u8) -> Vec<u8> {
    map.iter().enumerate().filter(|&(i, _)| i != axis as usize).map(|(_, &m)| m).collect()
}

fn const_int(k: &tessera_ir::Kernel, v: Value) -> Option<i64> {
    let ValueDef::Result(i, 0) = k.values[v].def else { return None };
    let d = &k.insts[i];
    let Op::Const(bits) = d.op else { return None };
    let ty = k.ty(v).dtype()?;
    if !ty.is_int() {
        return None;
    }
    let w = ty.bits();
    Some(if w >= 64 { bits as i64 } else { ((bits << (64 - w)) as i64) >> (64 - w) })
}

/// A uniform integer as a sum of monomials: each a sorted product of opaque scalars (atoms:
/// parameters, program ids, loop counters, anything not a sum, difference or product) with a
/// constant coefficient; the empty product is the constant. Two spellings of the same sum
/// (`k * 32` computed twice, `K - k * 32` against `k * 32` and `K`) compare equal.
type Poly = std::collections::BTreeMap<Vec<Value>, i64>;

/// The most monomials a [`Poly`] may have (products distribute).
const MAX_MONOMIALS: usize = 16;

fn poly_add(mut a: Poly, b: &Poly, sign: i64) -> Option<Poly> {
    for (m, &c) in b {
        let e = a.entry(m.clone()).or_insert(0);
        *e = e.checked_add(c.checked_mul(sign)?)?;
        if *e == 0 {
            a.remove(m);
        }
    }
    (a.len() <= MAX_MONOMIALS).then_some(a)
}

fn poly_mul(a: &Poly, b: &Poly) -> Option<Poly> {
    let mut out = Poly::new();
    for (ma, &ca) in a {
        for (mb, &cb) in b {
            let mut m: Vec<Value> = ma.iter().chain(mb).copied().collect();
            m.sort_unstable();
            let one = Poly::from([(m, ca.checked_mul(cb)?)]);
            out = poly_add(out, &one, 1)?;
        }
    }
    Some(out)
}

impl<'k, T: Target> Lower<'k, T> {
    /// The affine form of integer tile `v`, its dimensions mapped to the 2-D indices by `map`
    /// (0: row, 1: column).
    fn affine(&self, v: Value, map: &[u8], depth: u32) -> Option<Affine> {
        let k = self.k;
        if depth > 32 {
            return None;
        }
        let ValueDef::Result(inst, 0) = k.values[v].def else { return None };
        let d = &k.insts[inst];
        let ty = k.ty(v);
        if !ty.dtype().is_some_and(|t| t.is_int()) {
            return None;
        }
        let dim = |i: usize| -> Option<Coef> { Some(ONE).filter(|_| map.len() > i) };
        match d.op {
            Op::Arange { start, .. } => {
                let mut a = Affine { konst: start as i64, ..Affine::default() };
                match map.first()? {
                    0 => a.row = dim(0),
                    _ => a.col = dim(0),
                }
                Some(a)
            }
            Op::Const(_) if ty.is_scalar() => None,
            Op::Const(bits) => {
                let w = ty.dtype()?.bits();
                let c = if w >= 64 { bits as i64 } else { ((bits << (64 - w)) as i64) >> (64 - w) };
                Some(Affine { konst: c, ..Affine::default() })
            }
            Op::Splat => {
                let s = d.args[0];
                Some(match const_int(k, s) {
                    Some(c) => Affine { konst: c, ..Affine::default() },
                    None => Affine { terms: vec![(s, ONE)], ..Affine::default() },
                })
            }
            Op::Broadcast => self.affine(d.args[0], map, depth + 1),
            Op::ExpandDims(axis) => self.affine(d.args[0], &under_expand_dims(map, axis), depth + 1),
            Op::Binary(BinaryOp::Add) => {
                let a = self.affine(d.args[0], map, depth + 1)?;
                a.add(self.affine(d.args[1], map, depth + 1)?)
            }
            Op::Binary(BinaryOp::Mul) => {
                let a = self.affine(d.args[0], map, depth + 1)?;
                let b = self.affine(d.args[1], map, depth + 1)?;
                match (a.as_coef(k), b.as_coef(k)) {
                    (_, Some(c)) => a.scale(c),
                    (Some(c), _) => b.scale(c),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// Scalar integer `v` as a [`Poly`].
    fn poly(&self, v: Value, depth: u32) -> Option<Poly> {
        let k = self.k;
        if let Some(c) = const_int(k, v) {
            return Some(if c == 0 { Poly::new() } else { Poly::from([(Vec::new(), c)]) });
        }
        let atom = Some(Poly::from([(vec![v], 1)]));
        if depth > 24 {
            return None;
        }
        let ValueDef::Result(inst, 0) = k.values[v].def else { return atom };
        let d = &k.insts[inst];
        match d.op {
            Op::Binary(op @ (BinaryOp::Add | BinaryOp::Sub)) => {
                let a = self.poly(d.args[0], depth + 1)?;
                let b = self.poly(d.args[1], depth + 1)?;
                poly_add(a, &b, if op == BinaryOp::Add { 1 } else { -1 })
            }
            Op::Binary(BinaryOp::Mul) => poly_mul(&self.poly(d.args[0], depth + 1)?, &self.poly(d.args[1], depth + 1)?),
            _ => atom,
        }
    }

    /// The uniform terms of an affine form (each a scalar times a coefficient) as one [`Poly`].
    fn terms_poly<'a>(&self, terms: impl IntoIterator<Item = (Value, Coef)>) -> Option<Poly> {
        let mut out = Poly::new();
        for (v, c) in terms {
            let mut p = poly_mul(&self.poly(v, 0)?, &Poly::from([(Vec::new(), c.k)]))?;
            if let Some(f) = c.v {
                p = poly_mul(&p, &Poly::from([(vec![f], 1)]))?;
            }
            out = poly_add(out, &p, 1)?;
        }
        Some(out)
    }

    /// A mask comparison of index and bound in any spelling (`r < K - k`, `k + r < K`,
    /// `r + k <= K - 1`, `K > r + k`): the dimension it bounds and its bound, when
    /// `lhs - rhs` (minus one where the comparison is not strict) is exactly the tile's index
    /// along that dimension (its row or column index and the box's uniform terms, compared as
    /// [`Poly`]s) less an i32 parameter or a positive constant.
    fn mask_by_meaning(&self, cc: IntCC, a: Value, b: Value, t: &TileAddr, map: &[u8]) -> Option<(usize, Extent)> {
        let k = self.k;
        let (lhs, rhs, strict) = match cc {
            IntCC::Slt => (a, b, true),
            IntCC::Sle => (a, b, false),
            IntCC::Sgt => (b, a, true),
            IntCC::Sge => (b, a, false),
            _ => return None,
        };
        let diff = self.affine(lhs, map, 0)?.add(self.affine(rhs, map, 0)?.scale(Coef { k: -1, v: None })?)?;
        let (dim, terms, c0) = match (diff.row, diff.col) {
            (Some(ONE), None) => (1, &t.y, t.y0),
            (None, Some(ONE)) => (0, &t.x, t.x0),
            _ => return None,
        };
        let mut rest = self.terms_poly(diff.terms.iter().copied())?;
        let konst = diff.konst.checked_sub(if strict { 0 } else { 1 })?.checked_sub(c0)?;
        rest = poly_add(rest, &Poly::from([(Vec::new(), konst)]), 1)?;
        let tile = self.terms_poly(terms.iter().map(|&(v, c)| (v, Coef { k: c, v: None })))?;
        rest = poly_add(rest, &tile, -1)?;
        // What is left is minus the bound.
        let mut it = rest.iter();
        let bound = match (it.next(), it.next()) {
            (Some((m, &c)), None) if m.is_empty() && c <= -1 => Extent::Const((-c).min(u32::MAX as i64) as u32),
            (Some((m, -1)), None) if m.len() == 1 => match k.values[m[0]].def {
                ValueDef::Param(i) if k.ty(m[0]).dtype() == Some(DType::I32) => Extent::Param(i as usize),
                _ => return None,
            },
            _ => return None,
        };
        Some((dim, bound))
    }

    /// The pointer tile `p` (of a 2-D load) as a box of a row-major matrix, if it is one.
    pub(super) fn tile_addr(&self, p: Value) -> Option<TileAddr> {
        let k = self.k;
        let ty = k.ty(p);
        let Scalar::Ptr(elem) = ty.scalar else { return None };
        let dims = ty.shape.dims();
        if dims.len() != 2 || !matches!(elem, DType::F16 | DType::BF16 | DType::I8 | DType::F8E4M3 | DType::F8E5M2) {
            return None;
        }
        // ptradd(... ptradd(splat(param), o1) ..., on): the parameter and the offsets' sum.
        let mut cur = p;
        let mut off = Affine::default();
        let buffer = loop {
            let ValueDef::Result(inst, 0) = k.values[cur].def else { return None };
            let d = &k.insts[inst];
            match d.op {
                Op::PtrAdd => {
                    off = off.add(self.affine(d.args[1], &[0, 1], 0)?)?;
                    cur = d.args[0];
                }
                Op::Splat => match k.values[d.args[0]].def {
                    ValueDef::Param(i) => break i as usize,
                    _ => return None,
                },
                _ => return None,
            }
        };
        if off.col != Some(ONE) {
            return None;
        }
        let ld = off.row?;
        let row_len = match ld {
            Coef { k: n, v: None } if n > 0 && n <= u32::MAX as i64 => RowLen::Const(n as u32),
            Coef { k: 1, v: Some(v) } => match k.values[v].def {
                ValueDef::Param(i) if k.ty(v).dtype() == Some(DType::I32) => RowLen::Param(i as usize),
                _ => return None,
            },
            _ => return None,
        };
        let (mut x, mut y) = (Vec::new(), Vec::new());
        let mut y_extra = 0i64;
        for (v, c) in off.terms {
            if c.v == ld.v && ld.k != 0 && c.k % ld.k == 0 {
                y.push((v, c.k / ld.k));
            } else if c.v.is_none() {
                // A scalar product with ld before the splat is a row term too, also inside a
                // sum or with other factors (an advanced pointer's `k * (32 * ld)`).
                match self.scalar_times_ld(v, ld) {
                    Some(u) => y.push((u, c.k)),
                    None => match self.row_part(v, ld)? {
                        Some((rows, r0)) => {
                            y.extend(rows.into_iter().map(|(u, m)| (u, m * c.k)));
                            y_extra = y_extra.checked_add(r0.checked_mul(c.k)?)?;
                        }
                        None => x.push((v, c.k)),
                    },
                }
            } else {
                return None;
            }
        }
        let (x0, y0) = match row_len {
            RowLen::Const(n) if off.konst >= 0 => (off.konst % n as i64, off.konst / n as i64),
            _ => (off.konst, 0),
        };
        let y0 = y0.checked_add(y_extra)?;
        let (rows, cols) = (dims[0], dims[1]);
        let eb = elem.bytes();
        if cols * eb < 32 || rows > 256 {
            return None;
        }
        let map = TensorMap {
            buffer,
            row_len,
            elem_bytes: eb,
            box_dims: [cols.min(128 / eb), rows],
            extent: [Extent::Whole; 2],
            planes: false,
        };
        Some(TileAddr { map, x, x0, y, y0, z: None })
    }

    /// Scalar `v` as rows of `ld` (an i32 parameter): `Ok(None)` when no monomial of its
    /// [`Poly`] has `ld` as a factor (a column term), the rows (atoms with coefficients, and a
    /// constant) when every monomial is `ld` times at most one atom; `None` (no box) when some
    /// monomials have it and others do not, or `ld` is a constant.
    #[allow(clippy::type_complexity)]
    fn row_part(&self, v: Value, ld: Coef) -> Option<Option<(Vec<(Value, i64)>, i64)>> {
        let Coef { k: 1, v: Some(p) } = ld else { return Some(None) };
        let Some(poly) = self.poly(v, 0) else { return Some(None) };
        let has = |m: &Vec<Value>| m.iter().filter(|&&a| a == p).count();
        if poly.keys().all(|m| has(m) == 0) {
            return Some(None);
        }
        let (mut rows, mut r0) = (Vec::new(), 0i64);
        for (m, &c) in &poly {
            if has(m) != 1 || m.len() > 2 {
                return None;
            }
            match m.iter().find(|&&a| a != p) {
                Some(&u) => rows.push((u, c)),
                None => r0 += c,
            }
        }
        Some(Some((rows, r0)))
    }

    /// `u` if scalar `v` is `u * ld` (either order).
    fn scalar_times_ld(&self, v: Value, ld: Coef) -> Option<Value> {
        let k = self.k;
        let ValueDef::Result(inst, 0) = k.values[v].def else { return None };
        let d = &k.insts[inst];
        if d.op != Op::Binary(BinaryOp::Mul) {
            return None;
        }
        let is_ld = |w: Value| match ld {
            Coef { k: n, v: None } => const_int(k, w) == Some(n),
            Coef { k: 1, v: Some(p) } => w == p,
            _ => false,
        };
        match (is_ld(d.args[0]), is_ld(d.args[1])) {
            (_, true) => Some(d.args[0]),
            (true, _) => Some(d.args[1]),
            _ => None,
        }
    }

    /// The box's column, row and plane (if the map has planes), i32 registers in the current
    /// scope.
    pub(super) fn tile_coords(&mut self, t: &TileAddr) -> crate::lower::Res<(VReg, VReg, Option<VReg>)> {
        let sum = |terms: &[(Value, i64)], c0: i64, s: &mut Self| -> crate::lower::Res<VReg> {
            let mut acc = s.i32c(c0);
            for &(v, m) in terms {
                let r = s.get(v, Lk::Scalar)?[0];
                let d = s.k.ty(v).dtype().unwrap_or(DType::I32);
                let r = if d == DType::I64 { s.t.cast(tessera_ir::op::CastOp::Trunc, d, DType::I32, r) } else { r };
                let r = if m == 1 {
                    r
                } else {
                    let c = s.i32c(m);
                    s.t.binary(BinaryOp::Mul, DType::I32, r, c)
                };
                acc = s.t.binary(BinaryOp::Add, DType::I32, acc, r);
            }
            Ok(acc)
        };
        let x = sum(&t.x, t.x0, self)?;
        let y = sum(&t.y, t.y0, self)?;
        let z = match t.z {
            Some(z) => Some(sum(&[z], 0, self)?),
            None => None,
        };
        Ok((x, y, z))
    }

    /// Registers tile `t`'s map with the target: its index.
    pub(super) fn tile_map(&mut self, t: &TileAddr) -> u32 {
        self.copy_engine().tensor_map(t.map)
    }

    /// Whether load `inst` (a ring load candidate) is fetched by the copy engine: masked by
    /// bounds of its row and column indices with zeros for the rest, or unmasked under
    /// `Tma::Whole`; its buffer and rows aligned as the signature proves.
    /// (`Err`: why not, in a sentence, for the remarks.)
    pub(super) fn tma_load(&mut self, inst: Inst) -> Result<TileAddr, String> {
        let d = &self.k.insts[inst];
        let Op::Load { mask, other } = d.op else { return Err("not a load".into()) };
        let mode = self.t.tensor_copy().map_or(Tma::Off, |c| c.mode());
        if mode == Tma::Off {
            return Err("the copy engine is off (`Options::tma`)".into());
        }
        if !mask && mode != Tma::Whole {
            return Err("it has no mask: the copy engine would read zeros past a row's end where the \
                        pointers read the next row, so unmasked tiles take it only under `Tma::Whole`"
                .into());
        }
        if other && !self.is_zero(d.args[2]) {
            return Err("its `other` is not zero, and the copy engine fills zeros".into());
        }
        let Some(mut t) = self.tile_addr(d.args[0]) else {
            return Err("its pointers are not provably a tile of a row-major matrix (a pointer parameter \
                        plus `row * ld + column`, `ld` a constant or an i32 parameter)"
                .into());
        };
        if !self.aligned(&t.map) {
            let n = 16 / t.map.elem_bytes;
            return Err(format!(
                "the buffer is not `align 16` or its rows are not a multiple of 16 bytes (`ld` a multiple of \
                 {n} elements: a constant, or a parameter with `div {n}`)"
            ));
        }
        if mask {
            let Some((extent, plane)) = self.mask_extent(d.args[1], &t) else {
                return Err("its mask is not provably the tile's bounds (a conjunction of `row < M` and \
                            `column < K` in any spelling, the bounds i32 parameters or constants of at least 1)"
                    .into());
            };
            t.map.extent = extent;
            if let Some((i, h)) = plane {
                let (_, c) = t.y.remove(i);
                t.z = Some((h, c));
                t.map.planes = true;
            }
        }
        let terms = t.x.iter().chain(&t.y).chain(&t.z);
        let origin_ok = t.x0 >= 0 && t.y0 >= 0 && terms.clone().all(|&(v, c)| c >= 0 && self.nonneg(v, 0));
        match origin_ok {
            true => Ok(t),
            false => Err("the tile's origin is not provably at least 0 (where it went below 0 the copy \
                          engine would read zeros where the pointers read the previous row)"
                .into()),
        }
    }

    /// Whether integer scalar `v` is provably at least 1: a constant, and the maxima (with one
    /// such) and minima (of two) of those.
    fn positive(&self, v: Value, depth: u32) -> bool {
        let k = self.k;
        if depth > 24 {
            return false;
        }
        let rec = |w: Value| self.positive(w, depth + 1);
        match k.values[v].def {
            ValueDef::Result(inst, _) => {
                let d = &k.insts[inst];
                match d.op {
                    Op::Const(_) => const_int(k, v).is_some_and(|c| c >= 1),
                    Op::Binary(BinaryOp::Smax) => rec(d.args[0]) || rec(d.args[1]),
                    Op::Binary(BinaryOp::Smin) => rec(d.args[0]) && rec(d.args[1]),
                    _ => false,
                }
            }
            ValueDef::Param(_) | ValueDef::RegionParam(..) => false,
        }
    }

    /// Whether integer scalar `v` is provably at least 0 (see the module docs).
    fn nonneg(&self, v: Value, depth: u32) -> bool {
        let k = self.k;
        if depth > 24 {
            return false;
        }
        let rec = |w: Value| self.nonneg(w, depth + 1);
        match k.values[v].def {
            ValueDef::Param(_) => false,
            ValueDef::RegionParam(r, 0) => {
                // A loop counter: it starts at `lo` and only grows (the loop runs while step > 0
                // and stops before it would wrap).
                k.insts
                    .values()
                    .find(|d| d.op == Op::For && d.regions.first() == Some(&r))
                    .is_some_and(|d| rec(d.args[0]))
            }
            ValueDef::RegionParam(..) => false,
            ValueDef::Result(inst, _) => {
                let d = &k.insts[inst];
                match d.op {
                    Op::Const(_) => const_int(k, v).is_some_and(|c| c >= 0),
                    Op::ProgramId(_) | Op::NumPrograms(_) => true,
                    Op::Binary(BinaryOp::Add | BinaryOp::Mul | BinaryOp::Smin) => rec(d.args[0]) && rec(d.args[1]),
                    // x / 0 is -1: the divisor must be positive.
                    Op::Binary(BinaryOp::Sdiv) => rec(d.args[0]) && self.positive(d.args[1], depth + 1),
                    Op::Binary(BinaryOp::Smax) => rec(d.args[0]) || rec(d.args[1]),
                    // x & m: the sign bit is clear when either's is.
                    Op::Binary(BinaryOp::And) => rec(d.args[0]) || rec(d.args[1]),
                    // The remainder has the dividend's sign.
                    Op::Binary(BinaryOp::Srem) => rec(d.args[0]),
                    Op::Cast(tessera_ir::op::CastOp::Sext) => rec(d.args[0]),
                    _ => false,
                }
            }
        }
    }

    /// Whether the signature proves the driver's alignment rules for map `m`: the buffer's
    /// address and the row's bytes multiples of 16 (`align`, `div` or a constant).
    fn aligned(&self, m: &TensorMap) -> bool {
        let params = &self.k.params;
        let align = params.get(m.buffer).and_then(|p| p.attrs.align).unwrap_or(1);
        let row = match m.row_len {
            RowLen::Const(n) => n as u64,
            RowLen::Param(i) => params.get(i).and_then(|p| p.attrs.div).unwrap_or(1) as u64,
        };
        align.is_multiple_of(16) && (row * m.elem_bytes as u64).is_multiple_of(16)
    }

    /// The tensor's [columns, rows] that mask `m` of a load at `t` leaves: a conjunction
    /// (`and`, through broadcasts) of `row index < bound` and `column index < bound`, each index
    /// exactly the tile's (the row index `r + y`, the column index `c + x` of `t`), each bound a
    /// splat of an i32 parameter or a constant. Out-of-bounds elements are then zeros both ways.
    ///
    /// Planes: a row bound `B` may also compare the tile's row index without one of its row
    /// terms, `h * B` (attention's head offset, `head * seq` rows: the mask bounds the row
    /// within the head). The view is then 3-D, planes of `B` rows, and `h` (times the term's
    /// constant) the plane: rows at or past `B` are outside their plane, zeros as the mask
    /// says. Returns that term's index in `t.y` and `h`.
    #[allow(clippy::type_complexity)]
    fn mask_extent(&self, m: Value, t: &TileAddr) -> Option<([Extent; 2], Option<(usize, Value)>)> {
        let k = self.k;
        let mut extent = [Extent::Whole; 2];
        let mut plane = None;
        // Each part with the map of its dimensions to the tile's (0: row, 1: column): a part
        // under `expand_dims` has one dimension fewer (`(rows < M)[:, None]`).
        let mut work = vec![(m, vec![0u8, 1])];
        let mut seen = 0;
        while let Some((v, map)) = work.pop() {
            seen += 1;
            if seen > 16 {
                return None;
            }
            let ValueDef::Result(inst, 0) = k.values[v].def else { return None };
            let d = &k.insts[inst];
            match d.op {
                Op::Binary(BinaryOp::And) => work.extend([(d.args[0], map.clone()), (d.args[1], map)]),
                Op::Broadcast => work.push((d.args[0], map)),
                Op::ExpandDims(axis) => work.push((d.args[0], under_expand_dims(&map, axis))),
                Op::Icmp(cc) => {
                    // As the recogniser has always read it, else by meaning (no planes).
                    let written = (cc == IntCC::Slt)
                        .then(|| self.mask_as_written(d.args[0], d.args[1], t, &map, plane.is_none()));
                    let (dim, bound, p) = match written.flatten() {
                        Some(w) => w,
                        None => {
                            let (dim, bound) = self.mask_by_meaning(cc, d.args[0], d.args[1], t, &map)?;
                            (dim, bound, None)
                        }
                    };
                    if p.is_some() {
                        plane = p;
                    }
                    if extent[dim] != Extent::Whole {
                        return None;
                    }
                    extent[dim] = bound;
                }
                _ => return None,
            }
        }
        // A plane needs its row bound (a later row comparison could not have replaced it).
        Some((extent, plane))
    }

    /// A mask comparison `index < bound` as written: the dimension, the bound, and the plane
    /// (the row term it lacks, `h * bound`) where `plane_free` lets it have one.
    fn mask_as_written(
        &self,
        a: Value,
        b: Value,
        t: &TileAddr,
        map: &[u8],
        plane_free: bool,
    ) -> Option<(usize, Extent, Option<(usize, Value)>)> {
        let idx = self.affine(a, map, 0)?;
        let bound = self.splat_bound(b)?;
        let same = |terms: &[(Value, Coef)], want: &[(Value, i64)]| {
            let mut a: Vec<(Value, i64)> = terms
                .iter()
                .map(|&(v, c)| (c.v.is_none()).then_some((v, c.k)))
                .collect::<Option<_>>()
                .unwrap_or_default();
            let mut b = want.to_vec();
            a.sort_by_key(|x| (x.0, x.1));
            b.sort_by_key(|x| (x.0, x.1));
            a.len() == terms.len() && a == b
        };
        Some(match (idx.row, idx.col) {
            (Some(ONE), None) if same(&idx.terms, &t.y) && idx.konst == t.y0 => (1, bound, None),
            (None, Some(ONE)) if same(&idx.terms, &t.x) && idx.konst == t.x0 => (0, bound, None),
            (Some(ONE), None) if idx.konst == t.y0 && plane_free => {
                // Without one row term `h * bound`: planes of `bound` rows.
                let found = (0..t.y.len()).find_map(|i| {
                    let mut rest = t.y.clone();
                    let (u, _) = rest.remove(i);
                    let h = self.times_bound(u, bound)?;
                    same(&idx.terms, &rest).then_some((i, h))
                });
                (1, bound, Some(found?))
            }
            _ => return None,
        })
    }

    /// `h` if scalar `u` is `h * bound` or `bound * h`, `bound` a mask bound (an i32 parameter
    /// or a constant).
    fn times_bound(&self, u: Value, bound: Extent) -> Option<Value> {
        let k = self.k;
        let ValueDef::Result(inst, 0) = k.values[u].def else { return None };
        let d = &k.insts[inst];
        if d.op != Op::Binary(BinaryOp::Mul) || !k.ty(u).is_scalar() {
            return None;
        }
        let is_bound = |w: Value| match bound {
            Extent::Param(i) => matches!(k.values[w].def, ValueDef::Param(j) if j as usize == i),
            Extent::Const(n) => const_int(k, w) == Some(n as i64),
            Extent::Whole => false,
        };
        match (is_bound(d.args[0]), is_bound(d.args[1])) {
            (_, true) => Some(d.args[0]),
            (true, _) => Some(d.args[1]),
            _ => None,
        }
    }

    /// A mask bound: a splat of an i32 parameter, or a positive constant.
    fn splat_bound(&self, v: Value) -> Option<Extent> {
        let k = self.k;
        let ValueDef::Result(inst, 0) = k.values[v].def else { return None };
        let d = &k.insts[inst];
        let s = match d.op {
            Op::Splat => d.args[0],
            Op::Const(_) => {
                let a = self.affine(v, &[0, 1], 0)?;
                return (a.terms.is_empty() && a.row.is_none() && a.col.is_none() && a.konst >= 1)
                    .then(|| Extent::Const(a.konst.min(u32::MAX as i64) as u32));
            }
            _ => return None,
        };
        if let Some(c) = const_int(k, s) {
            return (c >= 1).then(|| Extent::Const(c.min(u32::MAX as i64) as u32));
        }
        match k.values[s].def {
            ValueDef::Param(i) if k.ty(s).dtype() == Some(DType::I32) => Some(Extent::Param(i as usize)),
            _ => None,
        }
    }
}
