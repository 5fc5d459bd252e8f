//! The test-case reducer: shrinks a kernel while a predicate ("the failure still happens") holds,
//! the practice of C-Reduce and Cranelift's fuzzgen. `tessera reduce` and the fuzzer call
//! [`reduce`]; the predicate is theirs (a command, a compile, an interpreter run).
//!
//! [`reduce`] keeps a current kernel and tries candidates, each one edit of it. A candidate is
//! compacted (only what the body reaches, renumbered in program order), must pass `verify`, and
//! must be strictly smaller by [`Size`], ordered (op count, non-constant op count, sum of
//! constant magnitudes, sum of tile elements, operand count); only then is the predicate asked,
//! and if it holds the candidate becomes the current kernel. Sizes are natural numbers, so
//! reduction ends; the predicate never sees ill-typed IR; the kernel's parameters are never
//! touched, so the inputs still fit.
//!
//! The passes, in the order each round runs them (cheapest first in predicate calls: removals
//! that take many instructions at once come before per-instruction rewrites), repeated until a
//! round accepts nothing or the [`Budget`] is spent:
//!
//! 1. **dead code**: pure instructions whose results nobody reads (transitively, and a `for`/`if`
//!    with no store or atomic inside), removed delta-debugging style: all at once, then halves,
//!    quarters, .. single instructions;
//! 2. **side effects**: stores, and atomics whose result is unused, removed the same way;
//! 3. **control flow**: a `for` dropped (results become the initial values) or run once in
//!    place (the induction variable becomes `lo`), its trip count cut to one or halved where
//!    `lo`, `hi`, `step` are constants and `hi` has no other use; an `if` dropped (results become
//!    one arm's yielded values, where those are defined outside) or replaced by one arm inlined;
//! 4. **values**: an instruction's result replaced everywhere by one of its operands of the same
//!    type, by a constant 0 or 1 already defined where it dominates, or by a new `const` 0 or 1
//!    of the result type (tiles too: `const` splats) inserted right before it; the instruction
//!    goes. A `const` is replaced by an earlier one of its type (equal constants merge). Memory
//!    ops lose their optional operands (a load its `other`, or its mask and `other`; a store or
//!    an atomic its mask);
//! 5. **constants**: each `const` set to 0, 1 or half its value (toward 0), and `arange S, E`
//!    moved to `arange 0, E-S`;
//! 6. **tiles**: narrowing, kernel-wide: every tile dimension of one size S > 1 halved (`arange`s
//!    of length S too), or every dimension > 1 along one axis; the verifier rejects the
//!    candidates where shapes stop matching (a reshape, a dot's K).
//!
//! Nothing here panics on any input: a kernel that does not verify is returned as it is.

use crate::ir::constant::{sext, Const};
use crate::ir::kernel::{Inst, Kernel, Region, Value, ValueDef};
use crate::ir::op::Op;
use crate::ir::types::{DType, Shape, Type, MAX_RANK};
use crate::ir::verify::verify;
use std::collections::{HashMap, HashSet};
use std::time::{Duration, Instant};

/// How much work a reduction may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Most calls of the predicate.
    pub max_tries: usize,
    /// Most wall-clock time; `None` for no limit.
    pub max_time: Option<Duration>,
}

impl Default for Budget {
    fn default() -> Budget {
        Budget { max_tries: 20_000, max_time: None }
    }
}

impl Budget {
    /// At most `n` predicate calls, no time limit.
    pub fn tries(n: usize) -> Budget {
        Budget { max_tries: n, max_time: None }
    }
}

/// What [`reduce`] found.
#[derive(Clone, Debug)]
pub struct Reduced {
    /// The smallest interesting kernel found (the input itself when nothing was accepted).
    pub kernel: Kernel,
    /// Predicate calls made.
    pub tried: usize,
    /// Candidates accepted (each one strictly smaller than the one before).
    pub accepted: usize,
}

/// How big a kernel is, for the reducer: compared in field order, and every accepted step makes
/// it strictly smaller.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Size {
    /// Instructions, `yield`s not counted ([`op_count`]).
    pub ops: usize,
    /// Instructions other than `const`.
    pub non_const_ops: usize,
    /// Sum over `const`s of how far each is from 0 (integers first, see `magnitude`) and of
    /// |start| over `arange`s.
    pub const_magnitude: u128,
    /// Sum of the element counts of every tile value.
    pub tile_elems: u64,
    /// Operands of every instruction (a load without its mask has fewer).
    pub operands: usize,
}

/// The number of instructions the kernel's body reaches, nested ones included, `yield`s not
/// counted.
pub fn op_count(k: &Kernel) -> usize {
    k.walk().into_iter().filter(|&i| k.insts[i].op != Op::Yield).count()
}

/// The [`Size`] of a kernel (of what its body reaches).
pub fn size(k: &Kernel) -> Size {
    let mut s = Size { ops: 0, non_const_ops: 0, const_magnitude: 0, tile_elems: 0, operands: 0 };
    let mut count_tiles = |vals: &[Value]| {
        for &v in vals {
            if let Some(d) = k.values.get(v).filter(|d| d.ty.is_tile()) {
                s.tile_elems = s.tile_elems.saturating_add(d.ty.numel());
            }
        }
    };
    for i in k.walk() {
        let d = &k.insts[i];
        count_tiles(&d.results);
        for &r in &d.regions {
            count_tiles(&k.regions[r].params);
        }
    }
    for i in k.walk() {
        let d = &k.insts[i];
        s.operands += d.args.len();
        match d.op {
            Op::Yield => continue,
            Op::Const(bits) => {
                let dt = d.results.first().and_then(|&r| k.values.get(r)).and_then(|v| v.ty.dtype());
                s.const_magnitude += dt.map_or(0, |dt| magnitude(dt, bits));
            }
            Op::Arange { start, .. } => {
                s.const_magnitude += start.unsigned_abs() as u128;
                s.non_const_ops += 1;
            }
            _ => s.non_const_ops += 1,
        }
        s.ops += 1;
    }
    s
}

/// How far a constant is from 0: |v| for integers and for floats with an integer value below
/// 2^64; other floats (fractions, infinities, NaNs) rank above all of those, by their bits
/// without the sign, which order like magnitudes. So 1.0 is simpler than 0.5, and 0.25 than 0.5.
fn magnitude(dt: DType, bits: u64) -> u128 {
    if dt.is_float() {
        let v = Const::from_bits(dt, bits).as_f64().abs();
        if v.fract() == 0.0 && v < 18446744073709551616.0 {
            v as u128
        } else {
            (1u128 << 64) + (bits & !(1u64 << (dt.bits() - 1))) as u128
        }
    } else if dt == DType::I1 {
        (bits & 1) as u128
    } else {
        sext(bits, dt.bits()).unsigned_abs() as u128
    }
}

/// Shrinks `kernel` while `interesting(candidate)` holds; returns the smallest interesting
/// kernel found. `interesting` is only called on candidates that verify, each strictly smaller
/// than the last accepted one; the input itself is not asked about. A kernel that does not
/// verify, or a predicate that never holds, gives the input back unchanged.
pub fn reduce(kernel: &Kernel, interesting: &mut dyn FnMut(&Kernel) -> bool, budget: Budget) -> Reduced {
    let unchanged = |tried| Reduced { kernel: kernel.clone(), tried, accepted: 0 };
    if verify(kernel).is_err() {
        return unchanged(0);
    }
    let cur = compact(kernel);
    if verify(&cur).is_err() {
        return unchanged(0);
    }
    let size = size(&cur);
    let mut r = Reducer { cur, size, interesting, budget, start: Instant::now(), tried: 0, accepted: 0 };
    loop {
        let before = r.accepted;
        r.remove_chunks(dead_insts);
        r.remove_chunks(removable_effects);
        r.per_inst(control_flow_edits);
        r.per_inst(value_edits);
        r.per_inst(constant_edits);
        r.global(narrowing_edits);
        if r.accepted == before || r.exhausted() {
            break;
        }
    }
    if r.accepted == 0 {
        return unchanged(r.tried);
    }
    Reduced { kernel: r.cur, tried: r.tried, accepted: r.accepted }
}

struct Reducer<'a> {
    cur: Kernel,
    size: Size,
    interesting: &'a mut dyn FnMut(&Kernel) -> bool,
    budget: Budget,
    start: Instant,
    tried: usize,
    accepted: usize,
}

/// One candidate edit of the current kernel; [`apply`] makes the candidate.
#[derive(Clone, Debug)]
enum Edit {
    /// Remove these instructions (with their regions).
    Remove(Vec<Inst>),
    /// Replace the single result of an instruction by a value, and remove the instruction.
    ReplaceWithValue(Inst, Value),
    /// Replace the single result of an instruction by a new `const` (these bits) inserted before
    /// it, and remove the instruction.
    ReplaceWithConst(Inst, u64),
    /// Remove a `for` (its results become its initial values) or an `if` (its results become
    /// the values that arm n yields).
    DropControl(Inst, usize),
    /// Replace a `for` by one run of its body, or an `if` by its arm n.
    Inline(Inst, usize),
    /// Give a memory op this form, keeping that many leading operands (dropping a mask, an
    /// `other`).
    Reform(Inst, Op, usize),
    /// Set a `const`'s bits.
    SetConst(Inst, u64),
    /// `arange S, E` to `arange 0, E-S`.
    ArangeFromZero(Inst),
    /// Halve every tile dimension of this size.
    NarrowSize(u32),
    /// Halve every tile dimension > 1 along this axis.
    NarrowAxis(usize),
}

impl Reducer<'_> {
    fn exhausted(&self) -> bool {
        self.tried >= self.budget.max_tries || self.budget.max_time.is_some_and(|t| self.start.elapsed() >= t)
    }

    /// Makes the candidate of `e`; accepts it if it verifies, is smaller and is interesting.
    fn try_edit(&mut self, e: &Edit) -> bool {
        if self.exhausted() {
            return false;
        }
        let Some(cand) = apply(&self.cur, e) else { return false };
        let s = size(&cand);
        if s >= self.size || verify(&cand).is_err() {
            return false;
        }
        self.tried += 1;
        if !(self.interesting)(&cand) {
            return false;
        }
        self.cur = cand;
        self.size = s;
        self.accepted += 1;
        true
    }

    /// Removes `targets` of the current kernel delta-debugging style: in chunks of all, half,
    /// a quarter, .. one, recomputing the targets after each accepted removal.
    fn remove_chunks(&mut self, targets: fn(&Kernel) -> Vec<Inst>) {
        let mut chunk = usize::MAX;
        let mut start = 0;
        while !self.exhausted() {
            let list = targets(&self.cur);
            if list.is_empty() {
                return;
            }
            chunk = chunk.min(list.len());
            if start >= list.len() {
                if chunk == 1 {
                    return;
                }
                chunk = chunk.div_ceil(2);
                start = 0;
                continue;
            }
            let end = (start + chunk).min(list.len());
            // On acceptance `start` stays: the later targets slide down into the gap.
            if !self.try_edit(&Edit::Remove(list[start..end].to_vec())) {
                start = end;
            }
        }
    }

    /// Tries `edits` of each instruction in program order, the first that is accepted winning;
    /// after an acceptance the same position is tried again.
    fn per_inst(&mut self, edits: fn(&Kernel, Inst) -> Vec<Edit>) {
        let mut idx = 0;
        while !self.exhausted() {
            let Some(&inst) = self.cur.walk().get(idx) else { return };
            let list = edits(&self.cur, inst);
            if !list.iter().any(|e| self.try_edit(e)) {
                idx += 1;
            }
        }
    }

    /// Tries kernel-wide `edits` until none is accepted.
    fn global(&mut self, edits: fn(&Kernel) -> Vec<Edit>) {
        while !self.exhausted() {
            let list = edits(&self.cur);
            if !list.iter().any(|e| self.try_edit(e)) {
                return;
            }
        }
    }
}

/// How often each value is read by an instruction the body reaches.
fn use_counts(k: &Kernel) -> HashMap<Value, usize> {
    let mut uses = HashMap::new();
    for i in k.walk() {
        for &a in &k.insts[i].args {
            *uses.entry(a).or_insert(0) += 1;
        }
    }
    uses
}

/// Whether an instruction, or one inside its regions, writes memory.
fn has_effects(k: &Kernel, i: Inst) -> bool {
    let d = &k.insts[i];
    d.op.has_side_effects() || d.regions.iter().any(|&r| k.regions[r].insts.iter().any(|&j| has_effects(k, j)))
}

/// Pass 1's targets: pure instructions whose results only dead instructions read, in program
/// order.
fn dead_insts(k: &Kernel) -> Vec<Inst> {
    let order = k.walk();
    let candidates: Vec<Inst> =
        order.iter().copied().filter(|&i| k.insts[i].op != Op::Yield && !has_effects(k, i)).collect();
    let mut dead: HashSet<Inst> = HashSet::new();
    loop {
        let mut uses: HashMap<Value, usize> = HashMap::new();
        for &i in order.iter().filter(|i| !dead.contains(i)) {
            for &a in &k.insts[i].args {
                *uses.entry(a).or_insert(0) += 1;
            }
        }
        let before = dead.len();
        for &i in &candidates {
            if k.insts[i].results.iter().all(|r| !uses.contains_key(r)) {
                dead.insert(i);
            }
        }
        if dead.len() == before {
            break;
        }
    }
    order.into_iter().filter(|i| dead.contains(i)).collect()
}

/// Pass 2's targets: stores, and atomics whose result is unused.
fn removable_effects(k: &Kernel) -> Vec<Inst> {
    let uses = use_counts(k);
    k.walk()
        .into_iter()
        .filter(|&i| {
            let d = &k.insts[i];
            d.op.has_side_effects() && d.results.iter().all(|r| !uses.contains_key(r))
        })
        .collect()
}

/// Pass 3: `for` and `if`.
fn control_flow_edits(k: &Kernel, i: Inst) -> Vec<Edit> {
    let d = &k.insts[i];
    match d.op {
        Op::For => {
            let mut edits = vec![Edit::DropControl(i, 0), Edit::Inline(i, 0)];
            edits.extend(trip_count_edits(k, i));
            edits
        }
        Op::If => vec![Edit::DropControl(i, 0), Edit::DropControl(i, 1), Edit::Inline(i, 0), Edit::Inline(i, 1)],
        _ => Vec::new(),
    }
}

/// A value's `const` instruction and its value as a signed integer, if it is one.
fn int_const(k: &Kernel, v: Value) -> Option<(Inst, i64)> {
    let ValueDef::Result(i, _) = k.values.get(v)?.def else { return None };
    let Op::Const(bits) = k.insts.get(i)?.op else { return None };
    let dt = k.ty(v).dtype()?;
    dt.is_int().then(|| (i, sext(bits, dt.bits())))
}

/// A `for` with constant bounds and a `hi` of its own: `hi` set for one trip, or half the trips.
fn trip_count_edits(k: &Kernel, i: Inst) -> Vec<Edit> {
    let args = &k.insts[i].args;
    let bound = |n: usize| args.get(n).and_then(|&v| int_const(k, v));
    let (Some((_, lo)), Some((hi_inst, hi)), Some((_, step))) = (bound(0), bound(1), bound(2)) else {
        return Vec::new();
    };
    if step <= 0 || use_counts(k).get(&args[1]) != Some(&1) {
        return Vec::new();
    }
    let (lo, step) = (lo as i128, step as i128);
    let trips = ((hi as i128 - lo).max(0) + step - 1) / step;
    let dt = k.ty(args[1]).dtype().unwrap_or(DType::I32);
    [1, trips / 2]
        .into_iter()
        .filter(|&t| t >= 1 && t < trips)
        .filter_map(|t| i64::try_from(lo + t * step).ok())
        .map(|v| Edit::SetConst(hi_inst, Const::from_i64(dt, v).bits))
        .collect()
}

/// Pass 4: an instruction's result replaced by an operand or a constant.
fn value_edits(k: &Kernel, i: Inst) -> Vec<Edit> {
    let d = &k.insts[i];
    let mut edits = match d.op {
        Op::Load { mask: true, other } => {
            let mut e = vec![Edit::Reform(i, Op::Load { mask: false, other: false }, 1)];
            if other {
                e.push(Edit::Reform(i, Op::Load { mask: true, other: false }, 2));
            }
            e
        }
        Op::Store { mask: true } => vec![Edit::Reform(i, Op::Store { mask: false }, 2)],
        Op::AtomicRmw { op, mask: true } => vec![Edit::Reform(i, Op::AtomicRmw { op, mask: false }, 2)],
        Op::AtomicCas { mask: true } => vec![Edit::Reform(i, Op::AtomicCas { mask: false }, 3)],
        _ => Vec::new(),
    };
    if matches!(d.op, Op::For | Op::If | Op::Yield) || d.results.len() != 1 {
        return edits;
    }
    let is_const = matches!(d.op, Op::Const(_));
    let ty = k.ty(d.results[0]);
    let mut seen = HashSet::new();
    for &a in &d.args {
        if k.ty(a) == ty && seen.insert(a) {
            edits.push(Edit::ReplaceWithValue(i, a));
        }
    }
    let Some(dt) = ty.dtype() else { return edits };
    let wanted = [0, Const::from_i64(dt, 1).bits];
    // Constants of this type defined where they dominate `i`: 0 and 1, or any for a constant
    // (which merges equal constants, and makes a loop's bounds one value).
    for (r, pos) in locate(k, i).unwrap_or_default() {
        for &j in &k.regions[r].insts[..pos] {
            let dj = &k.insts[j];
            if let (Op::Const(bits), Some(&v)) = (&dj.op, dj.results.first()) {
                if k.ty(v) == ty && (is_const || wanted.contains(bits)) && seen.insert(v) {
                    edits.push(Edit::ReplaceWithValue(i, v));
                }
            }
        }
    }
    if !is_const {
        edits.extend(wanted.map(|bits| Edit::ReplaceWithConst(i, bits)));
    }
    edits
}

/// Pass 5: constants toward 0.
fn constant_edits(k: &Kernel, i: Inst) -> Vec<Edit> {
    let d = &k.insts[i];
    match d.op {
        Op::Const(bits) => {
            let Some(dt) = d.results.first().and_then(|&r| k.ty(r).dtype()) else { return Vec::new() };
            let c = Const::from_bits(dt, bits);
            let half = if dt.is_int() {
                Const::from_i64(dt, c.as_i64() / 2).bits
            } else if c.as_f64().is_finite() {
                Const::from_f64(dt, c.as_f64() / 2.0).bits
            } else {
                0
            };
            let mut out: Vec<u64> = Vec::new();
            for b in [0, Const::from_i64(dt, 1).bits, half] {
                if b != bits && !out.contains(&b) {
                    out.push(b);
                }
            }
            out.into_iter().map(|b| Edit::SetConst(i, b)).collect()
        }
        Op::Arange { start, .. } if start != 0 => vec![Edit::ArangeFromZero(i)],
        _ => Vec::new(),
    }
}

/// Pass 6: kernel-wide narrowing of tiles, largest sizes first, then by axis.
fn narrowing_edits(k: &Kernel) -> Vec<Edit> {
    let mut sizes: Vec<u32> = Vec::new();
    for (_, v) in k.values.iter() {
        for &d in v.ty.shape.dims() {
            if d > 1 && !sizes.contains(&d) {
                sizes.push(d);
            }
        }
    }
    sizes.sort_unstable_by(|a, b| b.cmp(a));
    let mut edits: Vec<Edit> = sizes.into_iter().map(Edit::NarrowSize).collect();
    edits.extend((0..MAX_RANK).map(Edit::NarrowAxis));
    edits
}

/// The chain of (region, position) from the body down to `target`: the position of each
/// enclosing instruction in its region, the last pair being `target`'s own.
fn locate(k: &Kernel, target: Inst) -> Option<Vec<(Region, usize)>> {
    fn search(k: &Kernel, r: Region, target: Inst, path: &mut Vec<(Region, usize)>) -> bool {
        for (pos, &i) in k.regions[r].insts.iter().enumerate() {
            path.push((r, pos));
            if i == target || k.insts[i].regions.iter().any(|&sub| search(k, sub, target, path)) {
                return true;
            }
            path.pop();
        }
        false
    }
    let mut path = Vec::new();
    search(k, k.body, target, &mut path).then_some(path)
}

/// Every read of `old` by an instruction the body reaches becomes a read of `new`.
fn replace_uses(k: &mut Kernel, old: Value, new: Value) {
    for i in k.walk() {
        for a in k.insts[i].args.iter_mut() {
            if *a == old {
                *a = new;
            }
        }
    }
}

/// Takes `i` out of its region, returning where it was.
fn unlink(k: &mut Kernel, i: Inst) -> Option<(Region, usize)> {
    let (r, pos) = *locate(k, i)?.last()?;
    k.regions[r].insts.remove(pos);
    Some((r, pos))
}

/// The candidate kernel of an edit, compacted; `None` when the edit does not apply.
fn apply(k: &Kernel, e: &Edit) -> Option<Kernel> {
    let mut c = k.clone();
    match *e {
        Edit::Remove(ref set) => {
            let set: HashSet<Inst> = set.iter().copied().collect();
            for r in k.regions.keys() {
                c.regions[r].insts.retain(|i| !set.contains(i));
            }
        }
        Edit::ReplaceWithValue(i, v) => {
            let res = *c.insts[i].results.first()?;
            replace_uses(&mut c, res, v);
            unlink(&mut c, i)?;
        }
        Edit::ReplaceWithConst(i, bits) => {
            let res = *c.insts[i].results.first()?;
            let (r, pos) = unlink(&mut c, i)?;
            let ty = c.ty(res);
            let ci = c.push_inst(r, Op::Const(bits), &[], &[ty], &[]);
            c.regions[r].insts.pop();
            c.regions[r].insts.insert(pos, ci);
            let v = c.result(ci);
            replace_uses(&mut c, res, v);
        }
        Edit::DropControl(i, arm) => {
            let d = c.insts[i].clone();
            let values: Vec<Value> = match d.op {
                Op::For => d.args.get(3..)?.to_vec(),
                Op::If => {
                    let y = *c.regions[*d.regions.get(arm)?].insts.last()?;
                    c.insts[y].args.to_vec()
                }
                _ => return None,
            };
            if values.len() != d.results.len() {
                return None;
            }
            unlink(&mut c, i)?;
            for (&r, &v) in d.results.iter().zip(&values) {
                replace_uses(&mut c, r, v);
            }
        }
        Edit::Inline(i, arm) => {
            let d = c.insts[i].clone();
            let body = *d.regions.get(arm)?;
            if d.op == Op::For {
                // The induction variable is `lo`, the carried values their initial values.
                let params = c.regions[body].params.clone();
                let mut incoming = vec![*d.args.first()?];
                incoming.extend_from_slice(d.args.get(3..)?);
                if params.len() != incoming.len() {
                    return None;
                }
                for (&p, &v) in params.iter().zip(&incoming) {
                    replace_uses(&mut c, p, v);
                }
            } else if d.op != Op::If {
                return None;
            }
            let mut insts = c.regions[body].insts.clone();
            let y = insts.pop()?;
            let yielded = c.insts[y].args.to_vec();
            if yielded.len() != d.results.len() {
                return None;
            }
            let (r, pos) = unlink(&mut c, i)?;
            c.regions[r].insts.splice(pos..pos, insts);
            for (&res, &v) in d.results.iter().zip(&yielded) {
                replace_uses(&mut c, res, v);
            }
        }
        Edit::Reform(i, ref op, keep) => {
            c.insts[i].op = op.clone();
            c.insts[i].args.truncate(keep);
        }
        Edit::SetConst(i, bits) => c.insts[i].op = Op::Const(bits),
        Edit::ArangeFromZero(i) => {
            let Op::Arange { start, end } = c.insts[i].op else { return None };
            let len = i32::try_from(end as i64 - start as i64).ok()?;
            c.insts[i].op = Op::Arange { start: 0, end: len };
        }
        Edit::NarrowSize(s) => narrow(&mut c, |_, d| if d == s { d / 2 } else { d }),
        Edit::NarrowAxis(a) => narrow(&mut c, |axis, d| if axis == a && d > 1 { d / 2 } else { d }),
    }
    Some(compact(&c))
}

/// Every tile dimension `d` at `axis` becomes `f(axis, d)`, `arange`s (axis 0) included.
fn narrow(k: &mut Kernel, f: impl Fn(usize, u32) -> u32) {
    for (_, v) in k.values.iter_mut() {
        if v.ty.is_tile() {
            let dims: Vec<u32> = v.ty.shape.dims().iter().enumerate().map(|(a, &d)| f(a, d)).collect();
            if let Some(s) = Shape::new(&dims) {
                v.ty = v.ty.with_shape(s);
            }
        }
    }
    for (_, d) in k.insts.iter_mut() {
        if let Op::Arange { start, end } = d.op {
            let len = (end as i64 - start as i64).clamp(0, u32::MAX as i64) as u32;
            if let Ok(end) = i32::try_from(start as i64 + f(0, len) as i64) {
                d.op = Op::Arange { start, end };
            }
        }
    }
}

/// A copy of `k` holding only what its body reaches, numbered in program order (params first),
/// with names and source lines kept.
fn compact(k: &Kernel) -> Kernel {
    let mut out = Kernel::new(k.name.clone());
    out.num_warps = k.num_warps;
    out.num_stages = k.num_stages;
    let mut map: HashMap<Value, Value> = HashMap::new();
    for p in &k.params {
        let ty = k.values.get(p.value).map_or(Type::I32, |d| d.ty);
        let v = out.add_param(p.name.clone(), ty, p.attrs);
        out.names[v] = k.names[p.value].clone();
        map.insert(p.value, v);
    }
    let body = out.body;
    copy_region(k, k.body, &mut out, body, &mut map);
    out
}

fn copy_region(k: &Kernel, from: Region, out: &mut Kernel, to: Region, map: &mut HashMap<Value, Value>) {
    for &i in &k.regions[from].insts {
        let d = &k.insts[i];
        let mut regions = Vec::with_capacity(d.regions.len());
        for &sub in &d.regions {
            let tys: Vec<Type> = k.regions[sub].params.iter().map(|&p| k.ty(p)).collect();
            let r = out.add_region(&tys);
            for (&old, &new) in k.regions[sub].params.iter().zip(&out.regions[r].params) {
                map.insert(old, new);
                out.names[new] = k.names[old].clone();
            }
            copy_region(k, sub, out, r, map);
            regions.push(r);
        }
        let args: Vec<Value> = d.args.iter().map(|a| map.get(a).copied().unwrap_or(*a)).collect();
        let tys: Vec<Type> = d.results.iter().map(|&r| k.ty(r)).collect();
        let ni = out.push_inst(to, d.op.clone(), &args, &tys, &regions);
        for (&old, &new) in d.results.iter().zip(&out.insts[ni].results) {
            map.insert(old, new);
            out.names[new] = k.names[old].clone();
        }
        out.lines[ni] = k.lines[i];
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::text::{parse_kernel, print_kernel};

    const SMALL: &str = "kernel @k(%x: ptr<f32>, %n: i32) {
  %a = const 3 : i32
  %b = add %n, %a : i32
  %v = load %x : f32
  %w = fma %v, %v, %v : f32
  store %x, %w
}
";

    #[test]
    fn op_count_and_size() {
        let k = parse_kernel(SMALL).unwrap();
        assert_eq!(op_count(&k), 5);
        let s = size(&k);
        assert_eq!((s.ops, s.non_const_ops, s.const_magnitude, s.tile_elems, s.operands), (5, 4, 3, 0, 8));
    }

    #[test]
    fn always_true_reduces_to_an_empty_body_and_always_false_keeps_the_input() {
        let k = parse_kernel(SMALL).unwrap();
        let r = reduce(&k, &mut |_| true, Budget::default());
        assert_eq!(op_count(&r.kernel), 0);
        assert_eq!(r.kernel.params.len(), 2);
        let r = reduce(&k, &mut |_| false, Budget::default());
        assert_eq!((r.accepted, print_kernel(&r.kernel)), (0, print_kernel(&k)));
    }
}
