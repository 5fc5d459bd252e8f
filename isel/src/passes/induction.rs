//! Induction recognition: a loop-carried value that the loop advances by the same amount each
//! iteration is rewritten as a function of the induction variable, so that the pipeliner, the
//! copy-engine recogniser and the axis analysis see the same addresses as in a kernel that
//! computes them from the induction variable.
//!
//! ```text
//!   %r = for %i = %lo to %hi step %s iter(.., %p = %p0, ..) {      (Triton: a_ptrs += BLOCK_K)
//!     .. uses of %p ..
//!     %p1 = ptradd %p, %c                                           %c invariant in the loop
//!     yield .., %p1, ..
//!   }
//! becomes
//!   %r = for %i = %lo to %hi step %s iter(..) {                     %p no longer carried
//!     %p' = ptradd %p0, t * %c                                      t = (%i - %lo) / %s
//!     .. uses of %p' ..
//!   }
//! ```
//!
//! What is recognised: a carried value `v` whose yielded next value is `ptradd v, c` (pointer
//! scalars and tiles), `add v, c`, `add c, v` or `sub v, c` (integer scalars and tiles), where
//! `c` is defined before the loop or computed in the body by pure ops from values defined
//! before it (that computation is made again at the top of the body). Then at iteration `n`
//! (`i = lo + n * s`) the value is `v0 + n * c` (or `v0 - n * c`), in wrapping arithmetic,
//! exactly what the loop computed. `n` is written without a division where it can be: when the
//! step is a constant that divides `c` symbolically (`c` a multiple of it as a constant, a
//! splat or a product with such a constant), `n * c` is `(i - lo) * (c / s)`; otherwise
//! `n = (i - lo) udiv s` (exact: the loop only runs for `s > 0`, and `i - lo`, read unsigned,
//! is `n * s` with no wrap because the trip count is exact). Where `c` is a splat, the product
//! is formed on the scalar and splatted once. The induction variable's type must be the
//! increment's element type.
//!
//! What is not: a step that varies in the loop, a value reassigned in an `if` or in a nested
//! loop (its next value is not one of the forms above), an increment of another type, floats.
//! Those keep their recurrence and the slower path (`lower::pipeline` fetches only what depends
//! on nothing carried but the induction variable).
//!
//! A recognised value whose loop result is not used after the loop stops being carried (its
//! initial value, parameter, result and yielded value are dropped); one whose result is used
//! stays carried as well, its next value computed from the closed form. Runs before
//! `orient`; the result is verified.

use rustc_hash::FxHashMap as HashMap;
use tessera_ir::kernel::{Inst, InstData, Kernel, Region, ValueData, ValueDef};
use tessera_ir::op::{BinaryOp, Op};
use tessera_ir::{DType, Type, Value};

/// One recognised recurrence: carried value `j` of loop `lp` advances by `step` (negated
/// with `sub`).
struct Recurrence {
    j: usize,
    step: Value,
    sub: bool,
    ptr: bool,
}

/// `k` with its loops' induction recurrences in closed form, or `None` when there is none.
pub fn run(k: &Kernel) -> Option<Kernel> {
    let loops: Vec<Inst> = k.walk().into_iter().filter(|&i| matches!(k.insts[i].op, Op::For)).collect();
    let mut out: Option<Kernel> = None;
    for lp in loops {
        let cur = out.as_ref().unwrap_or(k);
        let recs = recurrences(cur, lp);
        if recs.is_empty() {
            continue;
        }
        let mut next = out.take().unwrap_or_else(|| k.clone());
        rewrite(&mut next, lp, &recs);
        out = Some(next);
    }
    let out = out?;
    // A rewrite that does not verify is a bug here; the kernel is then lowered as written.
    tessera_ir::verify::verify(&out).ok()?;
    Some(out)
}

/// Whether `v` is defined in region `r` or a region nested in it (or is one of their params).
fn defined_in(k: &Kernel, r: Region, v: Value) -> bool {
    let mut at = match k.values[v].def {
        ValueDef::Param(_) => return false,
        ValueDef::RegionParam(vr, _) => vr,
        ValueDef::Result(i, _) => match region_of(k, i) {
            Some(vr) => vr,
            None => return false,
        },
    };
    loop {
        if at == r {
            return true;
        }
        match parent_region(k, at) {
            Some(p) => at = p,
            None => return false,
        }
    }
}

fn region_of(k: &Kernel, i: Inst) -> Option<Region> {
    k.regions.iter().find(|(_, d)| d.insts.contains(&i)).map(|(r, _)| r)
}

fn parent_region(k: &Kernel, r: Region) -> Option<Region> {
    let owner = k.insts.iter().find(|(_, d)| d.regions.contains(&r)).map(|(i, _)| i)?;
    region_of(k, owner)
}

/// Whether `v` can be computed at the top of loop body `body`: defined outside it, or by pure
/// ops without regions in `body` itself from such values.
fn hoistable(k: &Kernel, body: Region, v: Value, depth: u32) -> bool {
    if !defined_in(k, body, v) {
        return true;
    }
    let ValueDef::Result(i, _) = k.values[v].def else { return false };
    let d = &k.insts[i];
    depth < 16
        && k.regions[body].insts.contains(&i)
        && d.regions.is_empty()
        && pure(&d.op)
        && d.args.iter().all(|&a| hoistable(k, body, a, depth + 1))
}

/// Ops with no effect and no dependence on memory or position, which may be recomputed.
fn pure(op: &Op) -> bool {
    !op.has_side_effects()
        && !matches!(
            op,
            Op::Load { .. } | Op::Reduce { .. } | Op::Scan { .. } | Op::Dot { .. } | Op::For | Op::If | Op::Yield
        )
}

/// The recognised recurrences of loop `lp`.
fn recurrences(k: &Kernel, lp: Inst) -> Vec<Recurrence> {
    let d = &k.insts[lp];
    let body = d.regions[0];
    let b = &k.regions[body];
    let it = k.ty(b.params[0]);
    let Some(&y) = b.insts.last() else { return Vec::new() };
    let mut out = Vec::new();
    for j in 0..d.results.len() {
        let param = b.params[1 + j];
        let next = k.insts[y].args[j];
        let ValueDef::Result(ni, 0) = k.values[next].def else { continue };
        if !b.insts.contains(&ni) {
            continue;
        }
        let nd = &k.insts[ni];
        let (step, sub, ptr) = match nd.op {
            Op::PtrAdd if nd.args[0] == param => (nd.args[1], false, true),
            Op::Binary(BinaryOp::Add) if nd.args[0] == param => (nd.args[1], false, false),
            Op::Binary(BinaryOp::Add) if nd.args[1] == param => (nd.args[0], false, false),
            Op::Binary(BinaryOp::Sub) if nd.args[0] == param => (nd.args[1], true, false),
            _ => continue,
        };
        let st = k.ty(step);
        let int = |d: Option<DType>| d.is_some_and(|d| d.is_int() && d != DType::I1);
        if step == param || !int(st.dtype()) || st.dtype() != it.dtype() || !hoistable(k, body, step, 0) {
            continue;
        }
        if !ptr && !int(k.ty(param).dtype()) {
            continue;
        }
        out.push(Recurrence { j, step, sub, ptr });
    }
    out
}

/// Builds instructions into a list that goes at the top of a loop body.
struct Top<'k> {
    k: &'k mut Kernel,
    body: Region,
    insts: Vec<Inst>,
    /// Values of the body made again at the top.
    copies: HashMap<Value, Value>,
}

impl Top<'_> {
    fn push(&mut self, op: Op, args: &[Value], ty: Type) -> Value {
        let inst = self.k.insts.push(InstData {
            op,
            args: args.into(),
            results: Default::default(),
            regions: Default::default(),
        });
        let v = self.k.values.push(ValueData { ty, def: ValueDef::Result(inst, 0) });
        self.k.insts[inst].results.push(v);
        self.insts.push(inst);
        v
    }

    fn constant(&mut self, ty: Type, bits: u64) -> Value {
        self.push(Op::Const(bits), &[], ty)
    }

    /// `v` available at the top of the body (see `hoistable`).
    fn hoist(&mut self, v: Value) -> Value {
        if !defined_in(self.k, self.body, v) {
            return v;
        }
        if let Some(&c) = self.copies.get(&v) {
            return c;
        }
        let ValueDef::Result(i, _) = self.k.values[v].def else { unreachable!("checked by hoistable") };
        let d = self.k.insts[i].clone();
        let args: Vec<Value> = d.args.iter().map(|&a| self.hoist(a)).collect();
        let c = self.push(d.op.clone(), &args, self.k.ty(v));
        self.copies.insert(v, c);
        c
    }

    /// `c / s` for a constant `s > 1`, symbolically, where `c` is a multiple of it by its form.
    fn divide(&mut self, c: Value, s: i64, depth: u32) -> Option<Value> {
        if depth > 8 {
            return None;
        }
        let ty = self.k.ty(c);
        let ValueDef::Result(i, _) = self.k.values[c].def else { return None };
        let d = self.k.insts[i].clone();
        match d.op {
            Op::Const(bits) => {
                let w = ty.dtype()?.bits();
                let v = tessera_ir::constant::sext(bits, w);
                (v % s == 0).then(|| self.constant(ty, (v / s) as u64 & mask(w)))
            }
            Op::Splat => {
                let x = self.divide(d.args[0], s, depth + 1)?;
                Some(self.push(Op::Splat, &[x], ty))
            }
            Op::Binary(BinaryOp::Mul) => {
                if let Some(a) = self.divide(d.args[0], s, depth + 1) {
                    let b = self.hoist(d.args[1]);
                    Some(self.push(Op::Binary(BinaryOp::Mul), &[a, b], ty))
                } else {
                    let b = self.divide(d.args[1], s, depth + 1)?;
                    let a = self.hoist(d.args[0]);
                    Some(self.push(Op::Binary(BinaryOp::Mul), &[a, b], ty))
                }
            }
            _ => None,
        }
    }
}

fn mask(w: u32) -> u64 {
    if w >= 64 {
        u64::MAX
    } else {
        (1 << w) - 1
    }
}

fn const_of(k: &Kernel, v: Value) -> Option<i64> {
    let ValueDef::Result(i, _) = k.values[v].def else { return None };
    match k.insts[i].op {
        Op::Const(bits) if k.ty(v).is_scalar() => Some(tessera_ir::constant::sext(bits, k.ty(v).dtype()?.bits())),
        _ => None,
    }
}

fn rewrite(k: &mut Kernel, lp: Inst, recs: &[Recurrence]) {
    let body = k.insts[lp].regions[0];
    let (lo, step) = (k.insts[lp].args[0], k.insts[lp].args[2]);
    let iv = k.regions[body].params[0];
    let it = k.ty(iv);
    let mut top = Top { k, body, insts: Vec::new(), copies: HashMap::default() };
    // i - lo, once (nothing when lo is 0).
    let from_lo = if const_of(top.k, lo) == Some(0) { iv } else { top.push(Op::Binary(BinaryOp::Sub), &[iv, lo], it) };
    let s_const = const_of(top.k, step);
    let mut trips: Option<Value> = None;
    let mut closed: Vec<(usize, Value)> = Vec::new();
    for r in recs {
        let init = top.k.insts[lp].args[3 + r.j];
        let c = top.k.ty(r.step);
        // n * c: (i - lo) * (c / s) where c divides by form, else ((i - lo) udiv s) * c.
        let per = match s_const {
            Some(1) => Some(top.hoist(r.step)),
            Some(s) if s > 1 => top.divide(r.step, s, 0),
            _ => None,
        };
        let (factor, n) = match per {
            Some(p) => (p, from_lo),
            None => {
                let n = *trips.get_or_insert_with(|| top.push(Op::Binary(BinaryOp::Udiv), &[from_lo, step], it));
                (top.hoist(r.step), n)
            }
        };
        // A splat factor multiplies the scalar, splatted once.
        let splat_of = |k: &Kernel, v: Value| match k.values[v].def {
            ValueDef::Result(i, _) if matches!(k.insts[i].op, Op::Splat) => Some(k.insts[i].args[0]),
            _ => None,
        };
        let offset = match (c.is_scalar(), splat_of(top.k, factor)) {
            (true, _) => top.push(Op::Binary(BinaryOp::Mul), &[n, factor], c),
            (false, Some(x)) => {
                let m = top.push(Op::Binary(BinaryOp::Mul), &[n, x], it);
                top.push(Op::Splat, &[m], c)
            }
            (false, None) => {
                let nt = top.push(Op::Splat, &[n], c);
                top.push(Op::Binary(BinaryOp::Mul), &[nt, factor], c)
            }
        };
        let vt = top.k.ty(top.k.regions[body].params[1 + r.j]);
        let op = match (r.ptr, r.sub) {
            (true, _) => Op::PtrAdd,
            (false, false) => Op::Binary(BinaryOp::Add),
            (false, true) => Op::Binary(BinaryOp::Sub),
        };
        let v = top.push(op, &[init, offset], vt);
        closed.push((r.j, v));
    }
    let Top { k, insts, .. } = top;
    let mut body_insts = insts;
    body_insts.extend(k.regions[body].insts.iter().copied());
    k.regions[body].insts = body_insts;
    // Every use of the carried parameter inside the loop reads the closed form.
    let mut replace: HashMap<Value, Value> = HashMap::default();
    for &(j, v) in &closed {
        replace.insert(k.regions[body].params[1 + j], v);
    }
    let mut walk = vec![body];
    while let Some(r) = walk.pop() {
        for i in k.regions[r].insts.clone() {
            for a in k.insts[i].args.iter_mut() {
                if let Some(&n) = replace.get(a) {
                    *a = n;
                }
            }
            walk.extend(k.insts[i].regions.iter().copied());
        }
    }
    // Values no longer needed across iterations stop being carried.
    let used_after = |k: &Kernel, v: Value| k.insts.values().any(|d| d.args.contains(&v));
    let mut drop: Vec<usize> =
        closed.iter().map(|&(j, _)| j).filter(|&j| !used_after(k, k.insts[lp].results[j])).collect();
    drop.sort_unstable();
    for &j in drop.iter().rev() {
        k.insts[lp].args.remove(3 + j);
        k.insts[lp].results.remove(j);
        k.regions[body].params.remove(1 + j);
        let y = *k.regions[body].insts.last().expect("a loop body ends with its yield");
        k.insts[y].args.remove(j);
    }
    for (n, v) in k.insts[lp].results.clone().into_iter().enumerate() {
        k.values[v].def = ValueDef::Result(lp, n as u32);
    }
    for (n, v) in k.regions[body].params.clone().into_iter().enumerate() {
        k.values[v].def = ValueDef::RegionParam(body, n as u32);
    }
}
