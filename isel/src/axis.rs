//! Axis info: what is known, at compile time, about the integer and pointer values of every tile
//! along its last dimension. Lowering uses it to turn loads and stores into 16-byte vector
//! accesses and to apply masks per vector instead of per element (Triton's AxisInfo).
//!
//! For each value, along the last dimension, in aligned runs:
//! - `contig`: runs of this many consecutive values (pointers: consecutive elements);
//! - `div`: the first value of each run is a multiple of this (pointers: in bytes);
//! - `constancy`: runs of this many equal values.
//!
//! All three are powers of two (gcd of powers of two is the minimum). Facts come from `arange`,
//! constants, `splat`, parameter attributes (`align`, `div`), a loop's induction variable (a
//! multiple of what its start and step both are) and simple arithmetic; anything else is
//! assumed to know nothing (1, 1, 1). A scalar has contig = constancy = 1.

use cranelift_entity::SecondaryMap;
use tessera_ir::kernel::Kernel;
use tessera_ir::op::{BinaryOp, IntCC, Op};
use tessera_ir::{Scalar, Value};

/// Largest divisibility tracked (2^30).
const MAX_DIV: u64 = 1 << 30;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct AxisInfo {
    pub contig: u32,
    pub div: u64,
    pub constancy: u32,
}

impl Default for AxisInfo {
    fn default() -> Self {
        AxisInfo { contig: 1, div: 1, constancy: 1 }
    }
}

fn pow2_factor(v: i64) -> u64 {
    if v == 0 {
        MAX_DIV
    } else {
        (1u64 << v.trailing_zeros()).min(MAX_DIV)
    }
}

/// The divisibility of `v + 1`, where `v` is a constant or a value minus (or plus) a constant
/// (`K - 1`, the bound of a mask `r <= K - 1`), through splats and broadcasts; 1 otherwise.
fn succ_div(k: &Kernel, info: &SecondaryMap<Value, AxisInfo>, v: Value) -> u64 {
    let konst = |v: Value| -> Option<i64> {
        let mut v = v;
        loop {
            let tessera_ir::ValueDef::Result(i, 0) = k.values[v].def else { return None };
            let d = &k.insts[i];
            match &d.op {
                Op::Splat | Op::Broadcast | Op::ExpandDims(_) => v = d.args[0],
                Op::Const(bits) => {
                    return k
                        .ty(v)
                        .dtype()
                        .filter(|t| t.is_int())
                        .map(|t| tessera_ir::Const::from_bits(t, *bits).as_i64())
                }
                _ => return None,
            }
        }
    };
    let tessera_ir::ValueDef::Result(i, 0) = k.values[v].def else { return 1 };
    let d = &k.insts[i];
    match &d.op {
        Op::Splat | Op::Broadcast | Op::ExpandDims(_) => succ_div(k, info, d.args[0]),
        Op::Const(_) => konst(v).map_or(1, |c| pow2_factor(c.wrapping_add(1))),
        Op::Binary(BinaryOp::Sub) => {
            konst(d.args[1]).map_or(1, |c| info[d.args[0]].div.min(pow2_factor(c.wrapping_sub(1))))
        }
        Op::Binary(BinaryOp::Add) => match (konst(d.args[0]), konst(d.args[1])) {
            (_, Some(c)) => info[d.args[0]].div.min(pow2_factor(c.wrapping_add(1))),
            (Some(c), _) => info[d.args[1]].div.min(pow2_factor(c.wrapping_add(1))),
            _ => 1,
        },
        _ => 1,
    }
}

/// Computes axis info for every value of `k`.
pub fn analyze(k: &Kernel) -> SecondaryMap<Value, AxisInfo> {
    let mut info: SecondaryMap<Value, AxisInfo> = SecondaryMap::new();
    for p in &k.params {
        let ty = k.ty(p.value);
        let div = match ty.scalar {
            Scalar::Ptr(d) => p.attrs.align.map_or(d.bytes() as u64, |a| a as u64),
            Scalar::Num(d) if d.is_int() => p.attrs.div.map_or(1, |a| a as u64),
            _ => 1,
        };
        info[p.value] = AxisInfo { div, ..AxisInfo::default() };
    }
    for inst in k.walk() {
        let d = &k.insts[inst];
        if let (Op::For, Some(&body)) = (&d.op, d.regions.first()) {
            // The induction variable steps from lo by step: a multiple of what both are.
            let iv = k.regions[body].params[0];
            info[iv] = AxisInfo { div: info[d.args[0]].div.min(info[d.args[2]].div), ..AxisInfo::default() };
        }
        let Some(&res) = d.results.first() else { continue };
        let rt = k.ty(res);
        let last = rt.shape.dims().last().copied().unwrap_or(1);
        let arg = |i: usize| info[d.args[i]];
        let out = match &d.op {
            Op::Const(bits) => {
                let v = tessera_ir::Const::from_bits(rt.dtype().unwrap_or(tessera_ir::DType::I64), *bits);
                let div = if rt.scalar.is_int() { pow2_factor(v.as_i64()) } else { 1 };
                AxisInfo { contig: 1, div, constancy: last }
            }
            Op::Arange { start, end } => {
                AxisInfo { contig: (end - start) as u32, div: pow2_factor(*start as i64), constancy: 1 }
            }
            Op::Splat => AxisInfo { contig: 1, div: arg(0).div, constancy: last },
            Op::ExpandDims(_) | Op::Reshape => {
                let a = arg(0);
                AxisInfo { contig: a.contig.min(last), div: a.div, constancy: a.constancy.min(last) }
            }
            Op::Broadcast => {
                let a = arg(0);
                let src_last = k.ty(d.args[0]).shape.dims().last().copied().unwrap_or(1);
                if src_last == last {
                    a
                } else {
                    AxisInfo { contig: 1, div: a.div, constancy: last }
                }
            }
            Op::Binary(op) if rt.scalar.is_int() => {
                let (a, b) = (arg(0), arg(1));
                match op {
                    BinaryOp::Add => AxisInfo {
                        contig: a.contig.min(b.constancy).max(b.contig.min(a.constancy)),
                        div: a.div.min(b.div),
                        constancy: a.constancy.min(b.constancy),
                    },
                    BinaryOp::Sub => AxisInfo {
                        contig: a.contig.min(b.constancy),
                        div: a.div.min(b.div),
                        constancy: a.constancy.min(b.constancy),
                    },
                    BinaryOp::Mul => AxisInfo {
                        contig: 1,
                        div: (a.div.saturating_mul(b.div)).min(MAX_DIV),
                        constancy: a.constancy.min(b.constancy),
                    },
                    _ => AxisInfo { constancy: a.constancy.min(b.constancy), ..AxisInfo::default() },
                }
            }
            Op::PtrAdd => {
                let (p, o) = (arg(0), arg(1));
                let eb = match rt.scalar {
                    Scalar::Ptr(e) => e.bytes() as u64,
                    _ => 1,
                };
                AxisInfo {
                    contig: o.contig.min(p.constancy).max(p.contig.min(o.constancy)),
                    div: p.div.min(o.div.saturating_mul(eb)).min(MAX_DIV),
                    constancy: p.constancy.min(o.constancy),
                }
            }
            Op::Icmp(cc) => {
                let (a, b) = (arg(0), arg(1));
                let ordered = !matches!(cc, IntCC::Eq | IntCC::Ne);
                // A contiguous run x compared with a value y constant over the run flips at most
                // once, where x reaches y (`x < y`, `x >= y`) or y + 1 (`x <= y`, `x > y`); an
                // aligned run never wraps, so the comparison is constant over runs of the gcd of
                // x's divisibility and that boundary's.
                let run = |x: AxisInfo, y: AxisInfo, boundary: u64| -> u32 {
                    if y.constancy >= x.contig && ordered {
                        (x.contig as u64).min(x.div).min(boundary) as u32
                    } else {
                        1
                    }
                };
                let after = matches!(cc, IntCC::Sle | IntCC::Sgt | IntCC::Ule | IntCC::Ugt);
                let edge = |y: Value, plus_one: bool| if plus_one { succ_div(k, &info, y) } else { info[y].div };
                let runs = run(a, b, edge(d.args[1], after)).max(run(b, a, edge(d.args[0], !after)));
                AxisInfo { contig: 1, div: 1, constancy: runs.max(a.constancy.min(b.constancy)) }
            }
            Op::Select => {
                let (c, a, b) = (arg(0), arg(1), arg(2));
                let c_const = if k.ty(d.args[0]).is_scalar() { last } else { c.constancy };
                AxisInfo {
                    contig: a.contig.min(b.contig).min(c_const),
                    div: a.div.min(b.div),
                    constancy: a.constancy.min(b.constancy).min(c_const),
                }
            }
            Op::Binary(_) | Op::Unary(_) | Op::Cast(_) | Op::Bitcast | Op::Fcmp(_) | Op::Fma => {
                let c = d.args.iter().map(|&a| info[a].constancy).min().unwrap_or(1);
                AxisInfo { constancy: c, ..AxisInfo::default() }
            }
            _ => AxisInfo::default(),
        };
        // A region parameter or anything not covered keeps the default; a scalar has no runs.
        let out = if rt.is_scalar() { AxisInfo { contig: 1, constancy: 1, ..out } } else { out };
        info[res] = out;
    }
    info
}
