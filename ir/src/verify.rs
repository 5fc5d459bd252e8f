//! The verifier: checks that a `Kernel` is well formed before anything consumes it.
//!
//! It checks, and reports every violation it finds (not just the first):
//! - the kernel: a name, `num_warps` a power of two in 1..=16, `num_stages` in 1..=8, scalar parameters with sensible
//!   attributes (`align` on pointers, `div` on integers, both powers of two);
//! - every type: tiles of rank 1..=4 with power-of-two dimensions, at most 2^20 elements;
//! - structure: every instruction and region used exactly once, `yield` exactly at the end of
//!   each `for`/`if` region and nowhere else;
//! - scoping and dominance: an operand must be defined earlier in its region or in an enclosing
//!   one (structured regions make this the whole of SSA dominance);
//! - every op's own requirements: operand and result counts, types and shapes, attributes;
//! - the 8-bit float rule: an op whose operands or results hold `f8e4m3`/`f8e5m2` numbers must be
//!   one that [`Op::accepts_fp8`] lists (storage, conversion, `dot`).
//!
//! Each error names the op and, when the kernel came from text, its line. Passes call
//! [`verify`] on their output in debug builds and in tests.

use crate::kernel::{Inst, Kernel, Region, Value, ValueDef};
use crate::op::{CastOp, Op};
use crate::types::{DType, Scalar, Shape, Type};
use cranelift_entity::EntitySet;
use std::fmt;

/// One thing wrong with a kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifyError {
    /// The offending instruction, if the error is about one.
    pub inst: Option<Inst>,
    /// Its source line when the kernel came from text (0: unknown).
    pub line: u32,
    /// The op's name, or `kernel`/`param` for errors about the kernel itself.
    pub op: &'static str,
    pub message: String,
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 {
            write!(f, "line {}: ", self.line)?;
        }
        write!(f, "{}: {}", self.op, self.message)
    }
}

/// Everything wrong with a kernel, in program order.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct VerifyErrors(pub Vec<VerifyError>);

impl fmt::Display for VerifyErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

/// Checks `k`; `Err` lists every problem found.
pub fn verify(k: &Kernel) -> Result<(), VerifyErrors> {
    let mut v = Verifier {
        k,
        errors: Vec::new(),
        in_scope: EntitySet::new(),
        seen_insts: EntitySet::new(),
        seen_regions: EntitySet::new(),
        depth: 0,
    };
    v.kernel();
    if v.errors.is_empty() {
        Ok(())
    } else {
        Err(VerifyErrors(v.errors))
    }
}

/// Regions nest at most this deep (keeps every recursive walk over a kernel bounded).
pub const MAX_NESTING: u32 = 64;

struct Verifier<'a> {
    k: &'a Kernel,
    errors: Vec<VerifyError>,
    in_scope: EntitySet<Value>,
    seen_insts: EntitySet<Inst>,
    seen_regions: EntitySet<Region>,
    depth: u32,
}

/// What encloses a region, which decides how it must end.
#[derive(Copy, Clone, PartialEq)]
enum RegionKind {
    Body,
    Nested,
}

type Check = Result<(), String>;

fn same(a: Type, b: Type, what: &str) -> Check {
    if a == b {
        Ok(())
    } else {
        Err(format!("{what}: expected {a}, found {b}"))
    }
}

impl<'a> Verifier<'a> {
    fn err(&mut self, inst: Option<Inst>, op: &'static str, message: String) {
        let line = inst.map_or(0, |i| self.k.lines[i]);
        self.errors.push(VerifyError { inst, line, op, message });
    }

    fn kernel(&mut self) {
        let k = self.k;
        if k.name.is_empty() {
            self.err(None, "kernel", "the kernel has no name".into());
        }
        if !(k.num_warps.is_power_of_two() && k.num_warps <= 16) {
            self.err(None, "kernel", format!("num_warps must be a power of two in 1..=16, not {}", k.num_warps));
        }
        if let Some(n) = k.num_stages.filter(|n| !(1..=8).contains(n)) {
            self.err(None, "kernel", format!("num_stages must be in 1..=8, not {n}"));
        }
        for (i, p) in k.params.iter().enumerate() {
            let Some(data) = k.values.get(p.value) else {
                self.err(None, "param", format!("parameter {} has no value", p.name));
                continue;
            };
            if data.def != ValueDef::Param(i as u32) {
                self.err(None, "param", format!("parameter {} is not defined as parameter {i}", p.name));
            }
            let ty = data.ty;
            if !ty.is_scalar() {
                self.err(None, "param", format!("parameter %{} has tile type {ty}; parameters are scalars", p.name));
            }
            if let Some(a) = p.attrs.align {
                if !ty.scalar.is_ptr() || !a.is_power_of_two() {
                    self.err(None, "param", format!("%{}: align {a} needs a pointer and a power of two", p.name));
                }
            }
            if let Some(d) = p.attrs.div {
                if !ty.scalar.is_int() || !d.is_power_of_two() {
                    self.err(None, "param", format!("%{}: div {d} needs an integer and a power of two", p.name));
                }
            }
            self.in_scope.insert(p.value);
        }
        if !k.regions.is_valid(k.body) {
            self.err(None, "kernel", "the body region does not exist".into());
            return;
        }
        if !k.regions[k.body].params.is_empty() {
            self.err(None, "kernel", "the body region has parameters".into());
        }
        self.region(k.body, RegionKind::Body);
    }

    /// Checks a region's instructions in order with its parameters in scope; afterwards, the
    /// values it defined go out of scope again.
    fn region(&mut self, r: Region, kind: RegionKind) {
        let k = self.k;
        if !self.seen_regions.insert(r) {
            self.err(None, "kernel", format!("{r} is used by more than one op"));
            return;
        }
        self.depth += 1;
        if self.depth > MAX_NESTING {
            self.err(None, "kernel", format!("regions nest deeper than {MAX_NESTING}"));
            self.depth -= 1;
            return;
        }
        let mut defined: Vec<Value> = Vec::new();
        for &p in &k.regions[r].params {
            self.check_type(None, "region", k.ty(p));
            self.in_scope.insert(p);
            defined.push(p);
        }
        let insts = &k.regions[r].insts;
        for (pos, &inst) in insts.iter().enumerate() {
            if !k.insts.is_valid(inst) || !self.seen_insts.insert(inst) {
                self.err(None, "kernel", format!("{inst} is missing or appears twice"));
                continue;
            }
            let is_last = pos + 1 == insts.len();
            let data = &k.insts[inst];
            let name = data.op.name();
            if data.op == Op::Yield && (kind == RegionKind::Body || !is_last) {
                let where_ =
                    if kind == RegionKind::Body { "in the kernel body" } else { "before the end of its region" };
                self.err(Some(inst), name, format!("yield {where_}; it may only end a for or if region"));
            }
            for &a in &data.args {
                if !k.values.is_valid(a) || !self.in_scope.contains(a) {
                    let label = if k.values.is_valid(a) { k.value_label(a) } else { format!("{a}") };
                    self.err(Some(inst), name, format!("{label} is not defined before this use or not in scope here"));
                }
            }
            for &sub in &data.regions {
                if k.regions.is_valid(sub) {
                    self.region(sub, RegionKind::Nested);
                } else {
                    self.err(Some(inst), name, format!("{sub} does not exist"));
                }
            }
            for &res in &data.results {
                self.check_type(Some(inst), name, k.ty(res));
            }
            if let Err(m) = self.op(inst) {
                self.err(Some(inst), name, m);
            }
            for &res in &data.results {
                self.in_scope.insert(res);
                defined.push(res);
            }
        }
        if kind == RegionKind::Nested && insts.last().is_none_or(|&i| k.insts.get(i).is_none_or(|d| d.op != Op::Yield))
        {
            self.err(None, "kernel", format!("{r} does not end with yield"));
        }
        for v in defined {
            self.in_scope.remove(v);
        }
        self.depth -= 1;
    }

    fn check_type(&mut self, inst: Option<Inst>, op: &'static str, ty: Type) {
        if ty.is_tile() && !ty.shape.is_valid_tile() {
            self.err(
                inst,
                op,
                format!(
                    "type {ty}: tile dimensions must be powers of two with at most {} elements",
                    crate::types::MAX_TILE_ELEMS
                ),
            );
        }
    }

    fn op(&self, inst: Inst) -> Check {
        let k = self.k;
        let d = &k.insts[inst];
        let args: Vec<Type> = d.args.iter().map(|&a| k.values.get(a).map_or(Type::I1, |v| v.ty)).collect();
        let res: Vec<Type> = d.results.iter().map(|&r| k.ty(r)).collect();
        let counts = |na: usize, nr: usize| -> Check {
            if args.len() != na {
                return Err(format!("expected {na} operands, found {}", args.len()));
            }
            if res.len() != nr {
                return Err(format!("expected {nr} results, found {}", res.len()));
            }
            Ok(())
        };
        let no_regions = || -> Check {
            if d.regions.is_empty() || matches!(d.op, Op::For | Op::If) {
                Ok(())
            } else {
                Err("this op has no regions".into())
            }
        };
        no_regions()?;
        if !d.op.accepts_fp8() {
            if let Some(f8) = args.iter().chain(&res).filter_map(|t| t.dtype()).find(|d| d.is_fp8()) {
                return Err(format!(
                    "{} is not defined on {f8}: 8-bit floats are storage and dot-input types (load, store, \
                     select, shape ops, fpext/fptrunc, bitcast, dot); convert to f16 or f32 to compute",
                    d.op.name()
                ));
            }
        }
        match &d.op {
            Op::ProgramId(axis) | Op::NumPrograms(axis) => {
                counts(0, 1)?;
                if *axis > 2 {
                    return Err(format!("axis must be 0, 1 or 2, not {axis}"));
                }
                same(Type::I32, res[0], "result")
            }
            Op::Const(bits) => {
                counts(0, 1)?;
                let Some(dt) = res[0].dtype() else {
                    return Err(format!("constants are numbers, not {}", res[0]));
                };
                if bits & !crate::constant::width_mask(dt.bits()) != 0 {
                    return Err(format!("constant bits 0x{bits:x} do not fit {dt}"));
                }
                Ok(())
            }
            Op::Arange { start, end } => {
                counts(0, 1)?;
                let n = *end as i64 - *start as i64;
                if n <= 0 {
                    return Err(format!("arange needs start < end, found {start}, {end}"));
                }
                let want = Type::tile(DType::I32, &[n as u32]).ok_or("bad shape")?;
                same(want, res[0], "result")
            }
            Op::Splat => {
                counts(1, 1)?;
                if !args[0].is_scalar() || !res[0].is_tile() {
                    return Err(format!("splat makes a tile of a scalar, not {} from {}", res[0], args[0]));
                }
                same(res[0].with_scalar(args[0].scalar), res[0], "result")
            }
            Op::Broadcast => {
                counts(1, 1)?;
                let (a, r) = (args[0], res[0]);
                if !a.is_tile() || a.scalar != r.scalar || a.shape.rank() != r.shape.rank() {
                    return Err(format!("broadcast keeps the element type and rank: {a} to {r}"));
                }
                for (&x, &y) in a.shape.dims().iter().zip(r.shape.dims()) {
                    if x != y && x != 1 {
                        return Err(format!("cannot broadcast {a} to {r}: dimension {x} is not 1 or {y}"));
                    }
                }
                Ok(())
            }
            Op::ExpandDims(axis) => {
                counts(1, 1)?;
                let a = args[0];
                if !a.is_tile() {
                    return Err(format!("expand_dims needs a tile, found {a}"));
                }
                let s = a
                    .shape
                    .insert_axis(*axis as usize)
                    .ok_or_else(|| format!("axis {axis} is out of range for {a} (or the rank would exceed 4)"))?;
                same(a.with_shape(s), res[0], "result")
            }
            Op::Reshape => {
                counts(1, 1)?;
                let (a, r) = (args[0], res[0]);
                if !a.is_tile() || !r.is_tile() || a.scalar != r.scalar || a.numel() != r.numel() {
                    return Err(format!("reshape keeps the element type and count: {a} to {r}"));
                }
                Ok(())
            }
            Op::Trans(perm) => {
                counts(1, 1)?;
                let a = args[0];
                let rank = a.shape.rank();
                let mut seen = [false; crate::types::MAX_RANK];
                if !a.is_tile()
                    || perm.len() != rank
                    || perm.iter().any(|&p| (p as usize) >= rank || std::mem::replace(&mut seen[p as usize], true))
                {
                    return Err(format!("perm {perm:?} is not a permutation of the {rank} dimensions of {a}"));
                }
                let dims: Vec<u32> = perm.iter().map(|&p| a.shape.dims()[p as usize]).collect();
                same(a.with_shape(Shape::new(&dims).ok_or("bad shape")?), res[0], "result")
            }
            Op::Unary(u) => {
                counts(1, 1)?;
                let a = args[0];
                same(a, res[0], "result")?;
                let dt = num(a)?;
                if (dt.is_int() && !u.on_int()) || (dt.is_float() && !u.on_float()) {
                    return Err(format!("{u} is not defined on {dt}"));
                }
                if u.approx_bound().is_some() && dt == DType::F64 {
                    return Err(format!("{u} is defined for f16, bf16 and f32; cast f64 to f32 first"));
                }
                Ok(())
            }
            Op::Binary(b) => {
                counts(2, 1)?;
                same(args[0], args[1], "second operand")?;
                same(args[0], res[0], "result")?;
                let dt = num(args[0])?;
                if (dt.is_int() && !b.on_int()) || (dt.is_float() && !b.on_float()) {
                    let hint = match b.name() {
                        "div" => " (use sdiv or udiv)",
                        "min" | "max" => " (use smin/smax/umin/umax)",
                        _ => "",
                    };
                    return Err(format!("{b} is not defined on {dt}{hint}"));
                }
                Ok(())
            }
            Op::Icmp(_) | Op::Fcmp(_) => {
                counts(2, 1)?;
                same(args[0], args[1], "second operand")?;
                let dt = num(args[0])?;
                let want_int = matches!(d.op, Op::Icmp(_));
                if dt.is_int() != want_int {
                    return Err(format!(
                        "{} compares {}, not {dt}",
                        d.op.name(),
                        if want_int { "integers" } else { "floats" }
                    ));
                }
                same(args[0].with_scalar(DType::I1), res[0], "result")
            }
            Op::Select => {
                counts(3, 1)?;
                let c = args[0];
                if c.scalar != Scalar::Num(DType::I1) || !(c.is_scalar() || c.shape == args[1].shape) {
                    return Err(format!("condition must be i1 of the operands' shape or a scalar i1, found {c}"));
                }
                same(args[1], args[2], "third operand")?;
                same(args[1], res[0], "result")
            }
            Op::Cast(c) => {
                counts(1, 1)?;
                let (a, r) = (args[0], res[0]);
                if a.shape != r.shape {
                    return Err(format!("{c} keeps the shape: {a} to {r}"));
                }
                let (s, t) = (num(a)?, num(r)?);
                let ok = match c {
                    CastOp::Sext | CastOp::Zext => s.is_int() && t.is_int() && t.bits() > s.bits(),
                    CastOp::Trunc => s.is_int() && t.is_int() && t.bits() < s.bits(),
                    CastOp::Fpext => s.is_float() && t.is_float() && t.bits() > s.bits(),
                    CastOp::Fptrunc => {
                        s.is_float() && t.is_float() && (t.bits() < s.bits() || (t.bits() == s.bits() && s != t))
                    }
                    CastOp::Sitofp | CastOp::Uitofp => s.is_int() && t.is_float(),
                    CastOp::Fptosi | CastOp::Fptoui => s.is_float() && t.is_int(),
                };
                if ok {
                    Ok(())
                } else {
                    Err(format!("{c} cannot convert {s} to {t}"))
                }
            }
            Op::Bitcast => {
                counts(1, 1)?;
                let (a, r) = (args[0], res[0]);
                let (s, t) = (num(a)?, num(r)?);
                if a.shape != r.shape || s.bits() != t.bits() {
                    return Err(format!("bitcast needs equal shapes and widths: {a} to {r}"));
                }
                Ok(())
            }
            Op::Fma => {
                counts(3, 1)?;
                same(args[0], args[1], "second operand")?;
                same(args[0], args[2], "third operand")?;
                same(args[0], res[0], "result")?;
                if !num(args[0])?.is_float() {
                    return Err(format!("fma is defined on floats, not {}", args[0]));
                }
                Ok(())
            }
            Op::PtrAdd => {
                counts(2, 1)?;
                let (p, o) = (args[0], args[1]);
                if !p.scalar.is_ptr() {
                    return Err(format!("first operand must be a pointer, found {p}"));
                }
                if !matches!(o.scalar, Scalar::Num(DType::I32 | DType::I64)) || o.shape != p.shape {
                    return Err(format!("offset must be i32 or i64 of the pointer's shape, found {o}"));
                }
                same(p, res[0], "result")
            }
            Op::Load { mask, other } => {
                let n = 1 + *mask as usize + *other as usize;
                counts(n, 1)?;
                if *other && !*mask {
                    return Err("other needs a mask".into());
                }
                let elem = pointee(args[0])?;
                if *mask {
                    self.mask(args[0], args[1])?;
                }
                let want = args[0].with_scalar(elem);
                if *other {
                    same(want, args[2], "other")?;
                }
                same(want, res[0], "result")
            }
            Op::Store { mask } => {
                counts(2 + *mask as usize, 0)?;
                let elem = pointee(args[0])?;
                same(args[0].with_scalar(elem), args[1], "stored value")?;
                if *mask {
                    self.mask(args[0], args[2])?;
                }
                Ok(())
            }
            Op::AtomicRmw { op, mask } => {
                counts(2 + *mask as usize, 1)?;
                let elem = pointee(args[0])?;
                same(args[0].with_scalar(elem), args[1], "value")?;
                if *mask {
                    self.mask(args[0], args[2])?;
                }
                let dt = elem;
                if dt == DType::I1 || (dt.is_int() && !op.on_int()) || (dt.is_float() && !op.on_float()) {
                    return Err(format!("atomic {op} is not defined on {dt}"));
                }
                same(args[1], res[0], "result")
            }
            Op::AtomicCas { mask } => {
                counts(3 + *mask as usize, 1)?;
                let elem = pointee(args[0])?;
                let want = args[0].with_scalar(elem);
                same(want, args[1], "compare value")?;
                same(want, args[2], "new value")?;
                if *mask {
                    self.mask(args[0], args[3])?;
                }
                if elem == DType::I1 {
                    return Err("atomic_cas is not defined on i1".into());
                }
                same(want, res[0], "result")
            }
            Op::Reduce { op, axis } => {
                counts(1, 1)?;
                let a = args[0];
                let dt = num(a)?;
                if !a.is_tile() || *axis as usize >= a.shape.rank() {
                    return Err(format!("axis {axis} is out of range for {a}"));
                }
                if (dt.is_int() && !op.on_int()) || (dt.is_float() && !op.on_float()) {
                    return Err(format!("reduce {op} is not defined on {dt}"));
                }
                let out = if op.is_arg() { DType::I32 } else { dt };
                same(Type { scalar: out.into(), shape: a.shape.remove_axis(*axis as usize) }, res[0], "result")
            }
            Op::Scan { op, axis, .. } => {
                counts(1, 1)?;
                let a = args[0];
                let dt = num(a)?;
                if !a.is_tile() || *axis as usize >= a.shape.rank() {
                    return Err(format!("axis {axis} is out of range for {a}"));
                }
                if (dt.is_int() && !op.on_int()) || (dt.is_float() && !op.on_float()) {
                    return Err(format!("scan {op} is not defined on {dt}"));
                }
                same(a, res[0], "result")
            }
            Op::Dot { .. } => {
                counts(3, 1)?;
                let (a, b, c) = (args[0], args[1], args[2]);
                if a.shape.rank() != 2 || b.shape.rank() != 2 || c.shape.rank() != 2 {
                    return Err(format!("dot takes 2-D tiles, found {a}, {b}, {c}"));
                }
                let (ad, bd, cd) = (a.shape.dims(), b.shape.dims(), c.shape.dims());
                if ad[1] != bd[0] || cd[0] != ad[0] || cd[1] != bd[1] {
                    return Err(format!("shapes do not chain: {a} @ {b} + {c}"));
                }
                let (ta, tb, tc) = (num(a)?, num(b)?, num(c)?);
                use DType::*;
                let ok = ta == tb
                    && matches!(
                        (ta, tc),
                        (F16, F32 | F16)
                            | (BF16, F32)
                            | (F32, F32)
                            | (I8, I32)
                            | (F64, F64)
                            | (F8E4M3 | F8E5M2, F32 | F16)
                    );
                if !ok {
                    return Err(format!(
                        "dot supports f16 x f16 -> f32|f16, bf16 -> f32, f32 -> f32, i8 -> i32, f64 -> f64, \
                         f8e4m3 or f8e5m2 (both alike) -> f32|f16; found {ta} x {tb} -> {tc}"
                    ));
                }
                same(c, res[0], "result")
            }
            Op::For => {
                if args.len() < 3 || d.regions.len() != 1 {
                    return Err("for needs lo, hi, step and one body region".into());
                }
                let it = args[0];
                if !matches!(it, Type { scalar: Scalar::Num(DType::I32 | DType::I64), .. }) || !it.is_scalar() {
                    return Err(format!("loop bounds must be scalar i32 or i64, found {it}"));
                }
                same(it, args[1], "upper bound")?;
                same(it, args[2], "step")?;
                let inits = &args[3..];
                if inits.len() != res.len() {
                    return Err(format!("{} initial values for {} results", inits.len(), res.len()));
                }
                for (i, (&a, &r)) in inits.iter().zip(&res).enumerate() {
                    same(a, r, &format!("result {i}"))?;
                }
                let body = &k.regions[d.regions[0]];
                let ptys: Vec<Type> = body.params.iter().map(|&p| k.ty(p)).collect();
                if ptys.len() != 1 + res.len() || ptys[0] != it || ptys[1..] != res[..] {
                    return Err("body parameters must be the induction variable and the carried values".into());
                }
                self.yield_types(body.insts.last().copied(), &res)
            }
            Op::If => {
                if args.len() != 1 || d.regions.len() != 2 {
                    return Err("if needs one condition and two regions".into());
                }
                same(Type::I1, args[0], "condition")?;
                for (arm, &r) in ["then", "else"].iter().zip(&d.regions) {
                    if !k.regions[r].params.is_empty() {
                        return Err(format!("the {arm} region has parameters"));
                    }
                    self.yield_types(k.regions[r].insts.last().copied(), &res).map_err(|e| format!("{arm}: {e}"))?;
                }
                Ok(())
            }
            Op::Yield => counts(args.len(), 0),
        }
    }

    fn yield_types(&self, last: Option<Inst>, want: &[Type]) -> Check {
        let k = self.k;
        let Some(y) = last.filter(|&i| k.insts.get(i).is_some_and(|d| d.op == Op::Yield)) else {
            return Err("region does not end with yield".into());
        };
        let got: Vec<Type> = k.insts[y].args.iter().map(|&a| k.values.get(a).map_or(Type::I1, |v| v.ty)).collect();
        if got != want {
            let show = |t: &[Type]| t.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(", ");
            return Err(format!("yield gives ({}), expected ({})", show(&got), show(want)));
        }
        Ok(())
    }

    fn mask(&self, ptr: Type, mask: Type) -> Check {
        same(ptr.with_scalar(DType::I1), mask, "mask")
    }
}

fn num(t: Type) -> Result<DType, String> {
    t.dtype().ok_or_else(|| format!("expected numbers, found {t}"))
}

fn pointee(t: Type) -> Result<DType, String> {
    match t.scalar {
        Scalar::Ptr(d) => Ok(d),
        _ => Err(format!("expected a pointer or a tile of pointers, found {t}")),
    }
}
