//! Load orientation: a 2-D load whose addresses run down the columns, and that only a dot reads
//! as its B operand, becomes the transpose of a load of the transposed tile.
//!
//! ```text
//!   %kt = load %p                    64 x 64, %p consecutive along dimension 0 (K^T by addressing)
//!   %s  = dot %q, %kt, %acc
//! becomes
//!   %p' = %p's expression rebuilt on the transposed shape (consecutive along its last dimension)
//!   %x  = load %p'                   (mask and other rebuilt likewise)
//!   %kt = trans %x, [1, 0]
//!   %s  = dot %q, %kt, %acc
//! ```
//!
//! Why: a load works in the blocked layout of its shape with 16-byte vectors along the last
//! dimension (`lower`), so a tile whose memory runs along the first dimension is read one
//! element at a time (32 two-byte loads per thread for attention's 64 x 64 K^T). The rewritten
//! load is read in 16-byte vectors, and `trans(x)` as B of a dot costs nothing: B is read
//! K-major from x's staged tile on warpgroup and mma.sync tensor cores alike (`lower::dot`,
//! `lower::wgmma`), as when a kernel writes the transpose itself (`kernels::attention`).
//!
//! Decisions:
//! - The pointer expression is **rebuilt**, not wrapped in `trans`: axis info looks along the
//!   last dimension only, so it would know nothing about `trans(%p)`. Every op from the aranges
//!   and splats on is made again on the transposed shape: `expand_dims` and `broadcast` swap
//!   their axis, elementwise ops, `ptradd`, compares and selects take the rebuilt operands, and
//!   `trans(y)` rebuilt is `y`. Anything else on the way (a value with a home, a reduction, a
//!   loop-carried tile) leaves the load as it is.
//! - It applies only where it helps: the original addresses have no contiguity along the last
//!   dimension and the rebuilt ones do (axis info of the rewritten kernel), and the load's only
//!   uses are as B of dots (another consumer would pay a layout exchange for the transpose).
//! - Rebuilt values are placed right after the values they rebuild, so they dominate what the
//!   original did; the original load is replaced in place. The result is verified.

use crate::axis;
use rustc_hash::FxHashMap as HashMap;
use tessera_ir::kernel::{Inst, InstData, Kernel, Region, ValueData, ValueDef};
use tessera_ir::op::Op;
use tessera_ir::{Shape, Type, Value};

/// `k` with its column-running B loads reoriented, or `None` when none is.
pub fn run(k: &Kernel) -> Option<Kernel> {
    let candidates = candidates(k);
    if candidates.is_empty() {
        return None;
    }
    let mut out = k.clone();
    let mut rb = Rebuild { k: &mut out, map: HashMap::default(), after: HashMap::default() };
    // Per candidate load: its rebuilt args, if every one of them could be rebuilt.
    let mut rebuilt: Vec<(Inst, Vec<Value>)> = Vec::new();
    for &load in &candidates {
        let args: Vec<Value> = rb.k.insts[load].args.to_vec();
        if let Some(new) = args.iter().map(|&a| rb.value(a)).collect::<Option<Vec<Value>>>() {
            rebuilt.push((load, new));
        }
    }
    let after = std::mem::take(&mut rb.after);
    place(&mut out, &after, &HashMap::default());
    let info = axis::analyze(&out);
    rebuilt.retain(|(_, args)| info[args[0]].contig >= 2);
    if rebuilt.is_empty() {
        return None;
    }
    let mut rb = Rebuild { k: &mut out, map: HashMap::default(), after: HashMap::default() };
    let mut replace: HashMap<Inst, Vec<Inst>> = HashMap::default();
    let mut renamed: HashMap<Value, Value> = HashMap::default();
    for (load, args) in rebuilt {
        let d = &rb.k.insts[load];
        let (op, old) = (d.op.clone(), d.results[0]);
        let t = transposed(rb.k.ty(old));
        let new_load = rb.inst(op, &args, t, load);
        let x = rb.k.insts[new_load].results[0];
        let tr = rb.inst(Op::Trans(vec![1, 0]), &[x], rb.k.ty(old), load);
        renamed.insert(old, rb.k.insts[tr].results[0]);
        replace.insert(load, vec![new_load, tr]);
    }
    // The loads' uses (B of dots) read the transposes.
    for d in out.insts.values_mut() {
        for a in d.args.iter_mut() {
            if let Some(&n) = renamed.get(a) {
                *a = n;
            }
        }
    }
    place(&mut out, &HashMap::default(), &replace);
    // The rewrite is checked rather than trusted.
    tessera_ir::verify::verify(&out).ok()?;
    Some(out)
}

/// Places new instructions: those of `after` right after theirs, those of `replace` instead of
/// theirs.
fn place(k: &mut Kernel, after: &HashMap<Inst, Vec<Inst>>, replace: &HashMap<Inst, Vec<Inst>>) {
    let regions: Vec<Region> = k.regions.keys().collect();
    for r in regions {
        let insts = std::mem::take(&mut k.regions[r].insts);
        let mut placed = Vec::with_capacity(insts.len());
        for i in insts {
            match replace.get(&i) {
                Some(with) => placed.extend(with),
                None => placed.push(i),
            }
            if let Some(extra) = after.get(&i) {
                placed.extend(extra);
            }
        }
        k.regions[r].insts = placed;
    }
}

/// Loads of 2-D tiles whose addresses have no contiguity along the last dimension and whose
/// only uses are as B of dots.
fn candidates(k: &Kernel) -> Vec<Inst> {
    if !k.insts.values().any(|d| matches!(d.op, Op::Dot { .. })) {
        return Vec::new();
    }
    let mut uses: HashMap<Value, (u32, u32)> = HashMap::default(); // (as dot B, any)
    for d in k.insts.values() {
        for (i, &a) in d.args.iter().enumerate() {
            let e = uses.entry(a).or_default();
            e.1 += 1;
            if matches!(d.op, Op::Dot { .. }) && i == 1 {
                e.0 += 1;
            }
        }
    }
    // The shape and the uses first: most dot kernels have no such load, and need no axis info.
    let mut loads: Vec<Inst> = k
        .walk()
        .into_iter()
        .filter(|&i| {
            let d = &k.insts[i];
            let Op::Load { .. } = d.op else { return false };
            let t = k.ty(d.args[0]);
            let dims = t.shape.dims();
            let (b, all) = uses.get(&d.results[0]).copied().unwrap_or_default();
            dims.len() == 2 && dims[0] > 1 && dims[1] > 1 && b > 0 && b == all
        })
        .collect();
    if !loads.is_empty() {
        let info = axis::analyze(k);
        loads.retain(|&i| info[k.insts[i].args[0]].contig == 1);
    }
    loads
}

fn transposed(t: Type) -> Type {
    let d = t.shape.dims();
    match Shape::new(&[d[1], d[0]]) {
        Some(s) => t.with_shape(s),
        None => t,
    }
}

struct Rebuild<'k> {
    k: &'k mut Kernel,
    /// A 2-D value and its rebuilt transpose.
    map: HashMap<Value, Value>,
    /// New instructions to place after an existing one.
    after: HashMap<Inst, Vec<Inst>>,
}

impl Rebuild<'_> {
    /// A new instruction with one result of type `ty`, not yet in a region (placed by `run`),
    /// carrying the source line of `like` (and a load its name, so that remarks name the
    /// user's load).
    fn inst(&mut self, op: Op, args: &[Value], ty: Type, like: Inst) -> Inst {
        let load = matches!(op, Op::Load { .. });
        let i = self.k.insts.push(InstData {
            op,
            args: args.into(),
            results: Default::default(),
            regions: Default::default(),
        });
        let v = self.k.values.push(ValueData { ty, def: ValueDef::Result(i, 0) });
        self.k.insts[i].results.push(v);
        self.k.lines[i] = self.k.lines[like];
        if let (true, Some(&was)) = (load, self.k.insts[like].results.first()) {
            self.k.names[v] = self.k.names[was].clone();
        }
        i
    }

    /// The transposed rebuild of `v` as an operand: scalars and 1-D values as they are, 2-D
    /// values rebuilt (`None` where that stops).
    fn value(&mut self, v: Value) -> Option<Value> {
        let t = self.k.ty(v);
        if t.shape.rank() < 2 {
            return Some(v);
        }
        if t.shape.rank() != 2 {
            return None;
        }
        if let Some(&r) = self.map.get(&v) {
            return Some(r);
        }
        let ValueDef::Result(def, 0) = self.k.values[v].def else { return None };
        let d = self.k.insts[def].clone();
        if d.results.len() != 1 || !d.regions.is_empty() {
            return None;
        }
        let op = match &d.op {
            Op::Trans(p) if p[..] == [1, 0] => {
                self.map.insert(v, d.args[0]);
                return Some(d.args[0]);
            }
            Op::ExpandDims(axis) if *axis <= 1 => Op::ExpandDims(1 - *axis),
            Op::Splat | Op::Const(_) | Op::Broadcast => d.op.clone(),
            Op::Binary(_)
            | Op::PtrAdd
            | Op::Icmp(_)
            | Op::Fcmp(_)
            | Op::Select
            | Op::Unary(_)
            | Op::Cast(_)
            | Op::Bitcast
            | Op::Fma => d.op.clone(),
            _ => return None,
        };
        let args = match &d.op {
            Op::ExpandDims(_) | Op::Splat | Op::Const(_) => d.args.to_vec(),
            _ => {
                // Operands are scalars or tiles of the result's rank (a broadcast's too: a 1-D
                // operand would broadcast along the other dimension once transposed).
                let rank = |a: &Value| self.k.ty(*a).shape.rank();
                if d.args.iter().any(|a| rank(a) != 0 && rank(a) != 2)
                    || matches!(d.op, Op::Broadcast) && rank(&d.args[0]) != 2
                {
                    return None;
                }
                d.args.iter().map(|&a| self.value(a)).collect::<Option<Vec<Value>>>()?
            }
        };
        let new = self.inst(op, &args, transposed(t), def);
        self.after.entry(def).or_default().push(new);
        let r = self.k.insts[new].results[0];
        self.map.insert(v, r);
        Some(r)
    }
}
