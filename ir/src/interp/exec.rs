//! Running one program: the value environment, structured control flow (`for`, `if`, `yield`),
//! the step budget, and the dispatch of every op to its semantics.
//!
//! ```text
//!   Machine::run_program(pid)
//!     └─ region(body) ── inst by inst ──> eval(op) ──> arith / memory / reduce / dot
//!                         for / if ──> region(nested) ──> yield values
//! ```
//!
//! Values live in a table indexed by `Value`; a loop body's values are overwritten on every
//! iteration. Op-level failures are plain strings that `err_fn` wraps with the program id,
//! the instruction, its line and the op name.

use super::arith;
use super::dot::dot;
use super::memory::{Memory, Races};
use super::reduce::{reduce, scan};
use super::value::{make_ptr, ptr_add, strided_gather, strides, Bits};
use super::{Arg, InterpError};
use crate::constant::{sext, width_mask};
use crate::kernel::{Inst, InstData, Kernel, Region, Value};
use crate::op::{CastOp, Op};
use crate::types::{DType, Scalar, Type, MAX_TILE_ELEMS};

/// Deepest nesting of regions the interpreter follows.
const MAX_DEPTH: u32 = 128;

pub(crate) struct Machine<'k, 'a> {
    k: &'k Kernel,
    mem: Memory<'a>,
    env: Vec<Option<Bits>>,
    grid: [u32; 3],
    pid: [u32; 3],
    steps: u64,
    max_steps: u64,
    depth: u32,
}

/// Number of elements of a type, saturating (absurd shapes are rejected by `cost`).
fn elems(t: Type) -> u64 {
    t.shape.dims().iter().fold(1u64, |a, &d| a.saturating_mul(d as u64))
}

/// An error of program `pid` at `inst`.
fn error_at(k: &Kernel, pid: [u32; 3], inst: Inst, op: &'static str, message: String) -> InterpError {
    let line = k.lines.get(inst).copied().unwrap_or(0);
    InterpError { program: Some(pid), inst: Some(inst), line, op, message }
}

/// The type of a value.
fn ty_of(k: &Kernel, v: Value) -> Result<Type, String> {
    k.values.get(v).map(|d| d.ty).ok_or_else(|| format!("internal: {v} does not exist"))
}

/// Reads a defined value.
fn read(env: &[Option<Bits>], v: Value) -> Result<&[u64], String> {
    match env.get(v.as_u32() as usize) {
        Some(Some(b)) => Ok(b),
        _ => Err(format!("internal: {v} is used before it is defined")),
    }
}

impl<'k, 'a> Machine<'k, 'a> {
    pub(crate) fn new(
        k: &'k Kernel,
        args: &'a mut [Arg],
        grid: [u32; 3],
        max_steps: u64,
        races: bool,
    ) -> Machine<'k, 'a> {
        let races = races.then(Races::default);
        Machine { k, mem: Memory { args, races }, env: Vec::new(), grid, pid: [0; 3], steps: 0, max_steps, depth: 0 }
    }

    /// An error of the current program, outside any instruction.
    fn program_err(&self, message: String) -> InterpError {
        InterpError { program: Some(self.pid), inst: None, line: 0, op: "", message }
    }

    /// The error of the current program at `inst`, as a closure that does not borrow the machine.
    fn err_fn(&self, inst: Inst, op: &'static str) -> impl Fn(String) -> InterpError + Copy + 'k {
        let (k, pid) = (self.k, self.pid);
        move |m| error_at(k, pid, inst, op, m)
    }

    fn ty(&self, v: Value) -> Result<Type, String> {
        ty_of(self.k, v)
    }

    fn set(&mut self, v: Value, bits: Bits) -> Result<(), String> {
        let i = v.as_u32() as usize;
        if i >= self.env.len() {
            return Err(format!("internal: {v} does not exist"));
        }
        self.env[i] = Some(bits);
        Ok(())
    }

    /// Charges `n` steps (at least one) against the budget.
    fn charge(&mut self, n: u64) -> Result<(), String> {
        self.steps = self.steps.saturating_add(n.max(1));
        if self.steps > self.max_steps {
            return Err(format!("step limit of {} exceeded", self.max_steps));
        }
        Ok(())
    }

    /// Runs program `pid` to the end of the kernel body.
    pub(crate) fn run_program(&mut self, pid: [u32; 3]) -> Result<(), InterpError> {
        self.pid = pid;
        if let Some(r) = &mut self.mem.races {
            r.program = pid[0] + self.grid[0] * (pid[1] + self.grid[1] * pid[2]);
        }
        self.env.clear();
        self.env.resize(self.k.values.len(), None);
        let k = self.k;
        for (i, p) in k.params.iter().enumerate() {
            let bits = match self.mem.args.get(i) {
                Some(Arg::Buffer(_)) => make_ptr(i, 0),
                Some(Arg::Scalar(c)) => c.bits & width_mask(c.dtype.bits()),
                None => return Err(self.program_err(format!("internal: no argument for parameter {i}"))),
            };
            self.set(p.value, vec![bits]).map_err(|m| self.program_err(m))?;
        }
        match self.region(k.body)? {
            None => Ok(()),
            Some(_) => Err(self.program_err("internal: the kernel body ends in yield".into())),
        }
    }

    /// Runs a region; gives the values of its closing `yield`, if it has one.
    fn region(&mut self, r: Region) -> Result<Option<Vec<Bits>>, InterpError> {
        let k = self.k;
        let Some(data) = k.regions.get(r) else {
            return Err(self.program_err(format!("internal: {r} does not exist")));
        };
        if self.depth >= MAX_DEPTH {
            return Err(self.program_err(format!("regions nest deeper than {MAX_DEPTH}")));
        }
        self.depth += 1;
        let out = self.region_insts(&data.insts);
        self.depth -= 1;
        out
    }

    fn region_insts(&mut self, insts: &[Inst]) -> Result<Option<Vec<Bits>>, InterpError> {
        let k = self.k;
        for &inst in insts {
            let Some(d) = k.insts.get(inst) else {
                return Err(self.program_err(format!("internal: {inst} does not exist")));
            };
            let e = self.err_fn(inst, d.op.name());
            match d.op {
                Op::Yield => {
                    let vals: Result<Vec<Bits>, String> =
                        d.args.iter().map(|&v| read(&self.env, v).map(<[u64]>::to_vec)).collect();
                    return vals.map(Some).map_err(e);
                }
                Op::For => self.exec_for(inst, d)?,
                Op::If => self.exec_if(inst, d)?,
                _ => {
                    let cost = self.cost(d).map_err(e)?;
                    self.charge(cost).map_err(e)?;
                    let out = self.eval(d).map_err(e)?;
                    self.bind_results(inst, d, out)?;
                }
            }
        }
        Ok(None)
    }

    /// Binds an instruction's results (none, or one value).
    fn bind_results(&mut self, inst: Inst, d: &InstData, out: Option<Bits>) -> Result<(), InterpError> {
        let e = self.err_fn(inst, d.op.name());
        match (out, d.results.as_slice()) {
            (None, []) => Ok(()),
            (Some(bits), &[r]) => {
                let want = self.ty(r).map(elems).map_err(e)?;
                if bits.len() as u64 != want {
                    let m = format!("internal: {} elements for a result of {want}", bits.len());
                    return Err(e(m));
                }
                self.set(r, bits).map_err(e)
            }
            (_, rs) => Err(e(format!("internal: {} results", rs.len()))),
        }
    }

    /// The elements an instruction processes: the largest operand or result, or M*N*K for dot.
    fn cost(&self, d: &InstData) -> Result<u64, String> {
        let mut n = 1;
        for &v in d.args.iter().chain(&d.results) {
            let t = self.ty(v)?;
            if elems(t) > MAX_TILE_ELEMS {
                return Err(format!("internal: {t} has more than {MAX_TILE_ELEMS} elements"));
            }
            n = n.max(elems(t));
        }
        if let (Op::Dot { .. }, Some(&a), Some(&b)) = (&d.op, d.args.first(), d.args.get(1)) {
            if let (&[m, k], &[_, nn]) = (self.ty(a)?.shape.dims(), self.ty(b)?.shape.dims()) {
                n = n.max(m as u64 * k as u64 * nn as u64); // each at most MAX_TILE_ELEMS
            }
        }
        Ok(n)
    }

    fn exec_for(&mut self, inst: Inst, d: &InstData) -> Result<(), InterpError> {
        let name = d.op.name();
        let e = self.err_fn(inst, name);
        self.charge(1).map_err(e)?;
        if d.args.len() < 3 || d.regions.len() != 1 || d.args.len() - 3 != d.results.len() {
            return Err(e("internal: for needs lo, hi, step, one value per result and one region".into()));
        }
        let dt = self.ty(d.args[0]).map_err(e)?.dtype().unwrap_or(DType::I1);
        if !matches!(dt, DType::I32 | DType::I64) {
            return Err(e(format!("internal: loop bounds of type {dt}")));
        }
        let w = dt.bits();
        let scalar = |v: Value| -> Result<i128, String> {
            match read(&self.env, v)? {
                [x] => Ok(sext(*x, w) as i128),
                _ => Err("internal: loop bound is not a scalar".into()),
            }
        };
        let (lo, hi, step) =
            (scalar(d.args[0]).map_err(e)?, scalar(d.args[1]).map_err(e)?, scalar(d.args[2]).map_err(e)?);
        let trips: i128 = if step <= 0 || lo >= hi { 0 } else { (hi - lo + step - 1) / step };
        let body = d.regions[0];
        let params: Vec<Value> = self.k.regions.get(body).map(|r| r.params.to_vec()).unwrap_or_default();
        if params.len() != d.results.len() + 1 {
            return Err(e(
                "internal: the body's parameters are not the induction variable and the carried values".into()
            ));
        }
        let mut carried: Vec<Bits> = Vec::with_capacity(d.results.len());
        for &v in &d.args[3..] {
            carried.push(read(&self.env, v).map_err(e)?.to_vec());
        }
        let mut t: i128 = 0;
        while t < trips {
            if t > 0 {
                self.charge(1).map_err(e)?;
            }
            let iv = (lo + t * step) as u64 & width_mask(w);
            self.set(params[0], vec![iv]).map_err(e)?;
            for (&p, c) in params[1..].iter().zip(carried.drain(..)) {
                self.set(p, c).map_err(e)?;
            }
            let Some(next) = self.region(body)? else {
                return Err(e("internal: the loop body does not end in yield".into()));
            };
            if next.len() != d.results.len() {
                let m = format!("internal: the loop body yields {} values for {}", next.len(), d.results.len());
                return Err(e(m));
            }
            carried = next;
            t += 1;
        }
        for (&r, c) in d.results.iter().zip(carried) {
            self.set(r, c).map_err(e)?;
        }
        Ok(())
    }

    fn exec_if(&mut self, inst: Inst, d: &InstData) -> Result<(), InterpError> {
        let name = d.op.name();
        let e = self.err_fn(inst, name);
        self.charge(1).map_err(e)?;
        let c = match d.args.first().map(|&v| read(&self.env, v)) {
            Some(Ok([c])) => *c != 0,
            Some(Err(m)) => return Err(e(m)),
            _ => return Err(e("internal: if needs one scalar condition".into())),
        };
        let arm = d.regions.get(if c { 0 } else { 1 }).copied();
        let vals = match arm {
            Some(r) => self.region(r)?.unwrap_or_default(),
            None => Vec::new(),
        };
        if vals.len() != d.results.len() {
            let m = format!("internal: the taken arm yields {} values for {}", vals.len(), d.results.len());
            return Err(e(m));
        }
        for (&r, v) in d.results.iter().zip(vals) {
            self.set(r, v).map_err(e)?;
        }
        Ok(())
    }

    /// Evaluates a non-control op: its result, if it has one.
    fn eval(&mut self, d: &InstData) -> Result<Option<Bits>, String> {
        let k = self.k;
        let env = &self.env;
        let arg = |i: usize| -> Result<&[u64], String> {
            let v = *d.args.get(i).ok_or_else(|| format!("internal: operand {i} is missing"))?;
            read(env, v)
        };
        let arg_ty = |i: usize| -> Result<Type, String> {
            let v = *d.args.get(i).ok_or_else(|| format!("internal: operand {i} is missing"))?;
            ty_of(k, v)
        };
        let res_ty = || -> Result<Type, String> {
            let v = *d.results.first().ok_or("internal: the result is missing")?;
            ty_of(k, v)
        };
        let num = |t: Type| t.dtype().ok_or_else(|| format!("internal: expected numbers, found {t}"));
        let pointee = |t: Type| match t.scalar {
            Scalar::Ptr(e) => Ok(e),
            _ => Err(format!("internal: expected pointers, found {t}")),
        };
        let n = || res_ty().map(|t| elems(t) as usize);
        let out = match &d.op {
            Op::ProgramId(a) | Op::NumPrograms(a) => {
                let src = if matches!(d.op, Op::ProgramId(_)) { self.pid } else { self.grid };
                let v = *src.get(*a as usize).ok_or_else(|| format!("internal: grid axis {a}"))?;
                vec![v as u64 & 0xffff_ffff]
            }
            Op::Const(bits) => {
                let t = res_ty()?;
                let b = match t.dtype() {
                    Some(dt) => bits & width_mask(dt.bits()),
                    None => *bits,
                };
                vec![b; elems(t) as usize]
            }
            Op::Arange { start, end } => {
                let len = *end as i64 - *start as i64;
                if len < 0 || len as u64 != elems(res_ty()?) {
                    return Err(format!("internal: arange {start}, {end} for {}", res_ty()?));
                }
                (*start as i64..*end as i64).map(|v| v as u64 & 0xffff_ffff).collect()
            }
            Op::Splat => match arg(0)? {
                [x] => vec![*x; n()?],
                _ => return Err("internal: splat of a tile".into()),
            },
            Op::Broadcast => {
                let (a, r) = (arg_ty(0)?, res_ty()?);
                let (ad, rd) = (a.shape.dims(), r.shape.dims());
                if ad.len() != rd.len() || ad.iter().zip(rd).any(|(&x, &y)| x != y && x != 1) {
                    return Err(format!("internal: broadcast {a} to {r}"));
                }
                let mut st = strides(ad);
                for (s, &x) in st.iter_mut().zip(ad) {
                    if x == 1 {
                        *s = 0;
                    }
                }
                strided_gather(arg(0)?, rd, &st)?
            }
            Op::ExpandDims(_) | Op::Reshape => {
                let x = arg(0)?;
                if x.len() != n()? {
                    return Err(format!("internal: {} elements as {}", x.len(), res_ty()?));
                }
                x.to_vec()
            }
            Op::Trans(perm) => {
                let (a, r) = (arg_ty(0)?, res_ty()?);
                let ad = a.shape.dims();
                let ist = strides(ad);
                let mut st = [0u64; crate::types::MAX_RANK];
                let mut seen = [false; crate::types::MAX_RANK];
                for (i, &p) in perm.iter().enumerate() {
                    let p = p as usize;
                    if p >= ad.len() || i >= st.len() || seen[p] || r.shape.dims().get(i) != Some(&ad[p]) {
                        return Err(format!("internal: trans {perm:?} of {a} to {r}"));
                    }
                    seen[p] = true;
                    st[i] = ist[p];
                }
                if perm.len() != ad.len() || r.shape.rank() != ad.len() {
                    return Err(format!("internal: trans {perm:?} of {a} to {r}"));
                }
                strided_gather(arg(0)?, r.shape.dims(), &st)?
            }
            Op::Unary(u) => {
                let dt = num(arg_ty(0)?)?;
                arith::check_unary(*u, dt)?;
                map1(arg(0)?, n()?, |a| arith::unary(*u, dt, a))?
            }
            Op::Binary(b) => {
                let dt = num(arg_ty(0)?)?;
                arith::check_binary(*b, dt)?;
                map2(arg(0)?, arg(1)?, n()?, |x, y| arith::binary(*b, dt, x, y))?
            }
            Op::Icmp(cc) => {
                let dt = num(arg_ty(0)?)?;
                let w = dt.bits();
                map2(arg(0)?, arg(1)?, n()?, |x, y| arith::icmp(*cc, w, x, y) as u64)?
            }
            Op::Fcmp(cc) => {
                let dt = num(arg_ty(0)?)?;
                if !dt.is_float() {
                    return Err(format!("internal: fcmp on {dt}"));
                }
                map2(arg(0)?, arg(1)?, n()?, |x, y| arith::fcmp(*cc, dt, x, y) as u64)?
            }
            Op::Select => map3(arg(0)?, arg(1)?, arg(2)?, n()?, |c, a, b| if c != 0 { a } else { b })?,
            Op::Cast(c) => {
                let (s, t) = (num(arg_ty(0)?)?, num(res_ty()?)?);
                arith::check_cast(*c, s, t)?;
                let c: CastOp = *c;
                map1(arg(0)?, n()?, |a| arith::cast(c, s, t, a))?
            }
            Op::Bitcast => {
                let (s, t) = (num(arg_ty(0)?)?, num(res_ty()?)?);
                if s.bits() != t.bits() {
                    return Err(format!("internal: bitcast of {s} to {t}"));
                }
                map1(arg(0)?, n()?, |a| a & width_mask(t.bits()))?
            }
            Op::Fma => {
                let dt = num(arg_ty(0)?)?;
                if !dt.is_float() {
                    return Err(format!("internal: fma on {dt}"));
                }
                map3(arg(0)?, arg(1)?, arg(2)?, n()?, |a, b, c| arith::fma(dt, a, b, c))?
            }
            Op::PtrAdd => {
                let ot = num(arg_ty(1)?)?;
                if !matches!(ot, DType::I32 | DType::I64) {
                    return Err(format!("internal: pointer offset of type {ot}"));
                }
                let w = ot.bits();
                map2(arg(0)?, arg(1)?, n()?, |p, o| ptr_add(p, sext(o, w)))?
            }
            Op::Load { mask, other } => {
                let elem = pointee(arg_ty(0)?)?;
                let m = if *mask { Some(arg(1)?) } else { None };
                let o = if *other { Some(arg(2)?) } else { None };
                self.mem.load(k, elem, n()?, arg(0)?, m, o)?
            }
            Op::Store { mask } => {
                let pt = arg_ty(0)?;
                let elem = pointee(pt)?;
                let m = if *mask { Some(arg(2)?) } else { None };
                self.mem.store(k, elem, elems(pt) as usize, arg(0)?, arg(1)?, m)?;
                return Ok(None);
            }
            Op::AtomicRmw { op, mask } => {
                let elem = pointee(arg_ty(0)?)?;
                let m = if *mask { Some(arg(2)?) } else { None };
                self.mem.atomic_rmw(k, *op, elem, n()?, arg(0)?, arg(1)?, m)?
            }
            Op::AtomicCas { mask } => {
                let elem = pointee(arg_ty(0)?)?;
                let m = if *mask { Some(arg(3)?) } else { None };
                self.mem.atomic_cas(k, elem, n()?, arg(0)?, arg(1)?, arg(2)?, m)?
            }
            Op::Reduce { op, axis } => {
                let t = arg_ty(0)?;
                reduce(*op, num(t)?, t.shape.dims(), *axis as usize, arg(0)?)?
            }
            Op::Scan { op, axis, reverse } => {
                let t = arg_ty(0)?;
                scan(*op, num(t)?, t.shape.dims(), *axis as usize, *reverse, arg(0)?)?
            }
            Op::Dot { precision } => {
                let (ta, tb, tc) = (arg_ty(0)?, arg_ty(1)?, arg_ty(2)?);
                let (&[m, kk], &[kb, nn]) = (ta.shape.dims(), tb.shape.dims()) else {
                    return Err(format!("internal: dot of {ta} and {tb}"));
                };
                if kb != kk || tc.shape.dims() != [m, nn] || num(ta)? != num(tb)? {
                    return Err(format!("internal: dot of {ta} and {tb} into {tc}"));
                }
                let dims = (m as usize, kk as usize, nn as usize);
                dot(*precision, num(ta)?, num(tc)?, dims, arg(0)?, arg(1)?, arg(2)?)?
            }
            Op::For | Op::If | Op::Yield => return Err(format!("internal: {} outside its place", d.op.name())),
        };
        Ok(Some(out))
    }
}

/// Checks an operand against the lane count: `n` elements, or one (a scalar) when `n` is 1.
fn lanes(v: &[u64], n: usize) -> Result<(), String> {
    if v.len() == n {
        Ok(())
    } else {
        Err(format!("internal: an operand has {} elements, the result {n}", v.len()))
    }
}

fn map1(a: &[u64], n: usize, f: impl Fn(u64) -> u64) -> Result<Bits, String> {
    lanes(a, n)?;
    Ok(a.iter().map(|&x| f(x)).collect())
}

fn map2(a: &[u64], b: &[u64], n: usize, f: impl Fn(u64, u64) -> u64) -> Result<Bits, String> {
    lanes(a, n)?;
    lanes(b, n)?;
    Ok(a.iter().zip(b).map(|(&x, &y)| f(x, y)).collect())
}

/// Three operands; the first may be a scalar broadcast over the lanes (`select`'s condition).
fn map3(a: &[u64], b: &[u64], c: &[u64], n: usize, f: impl Fn(u64, u64, u64) -> u64) -> Result<Bits, String> {
    lanes(b, n)?;
    lanes(c, n)?;
    match a {
        [x] => Ok(b.iter().zip(c).map(|(&y, &z)| f(*x, y, z)).collect()),
        _ => {
            lanes(a, n)?;
            Ok(a.iter().zip(b).zip(c).map(|((&x, &y), &z)| f(x, y, z)).collect())
        }
    }
}
