//! `reduce` and `scan` along one axis of a tile.
//!
//! A tile is viewed as `outer x n x inner` around the axis; each of the `outer * inner` lanes of
//! `n` elements is combined on its own. Float `sum` order (the op docs leave it unspecified):
//! - reduce: pairwise, element i with element i + n/2, halving until one is left (the shape of a
//!   butterfly on a GPU); f32 and f64 in their own arithmetic, f16/bf16 in f32 with one rounding
//!   of the final sum;
//! - scan: sequential in the scan direction; f64 in f64, the others in f32 with each output
//!   rounded once to the element type.
//!
//! Float max/min: NaN loses to numbers, -0 < +0, all NaN gives NaN. Arg forms give the i32 index
//! of the first extremum (0 when every element is NaN).

use super::arith::{self, float_less, float_pick, from_f32, to_f32};
use super::value::{split_axis, Bits};
use crate::constant::sext;
use crate::op::{BinaryOp, ReduceOp, ScanOp};
use crate::types::DType;

/// `reduce op x, axis` for `x` of element type `d` and shape `dims`.
pub(crate) fn reduce(op: ReduceOp, d: DType, dims: &[u32], axis: usize, x: &[u64]) -> Result<Bits, String> {
    if (d.is_int() && !op.on_int()) || (d.is_float() && !op.on_float()) {
        return Err(format!("internal: reduce {op} is not defined on {d}"));
    }
    let (outer, n, inner) = split_axis(dims, axis)?;
    if n == 0 || x.len() != outer * n * inner {
        return Err(format!("internal: reduce over {} elements of shape {dims:?}", x.len()));
    }
    let mut out = Vec::with_capacity(outer * inner);
    let mut lane = Vec::with_capacity(n);
    for o in 0..outer {
        for i in 0..inner {
            lane.clear();
            lane.extend((0..n).map(|k| x[(o * n + k) * inner + i]));
            out.push(reduce_lane(op, d, &lane));
        }
    }
    Ok(out)
}

/// Pairwise sum: element i with element i + h, h = ceil(len/2), until one is left.
macro_rules! pairwise {
    ($v:expr) => {{
        let mut v = $v;
        let mut len = v.len();
        while len > 1 {
            let h = len.div_ceil(2);
            for i in 0..len - h {
                v[i] += v[i + h];
            }
            len = h;
        }
        v.first().copied()
    }};
}

fn reduce_lane(op: ReduceOp, d: DType, lane: &[u64]) -> u64 {
    use ReduceOp::*;
    let w = d.bits();
    let fold = |f: &dyn Fn(u64, u64) -> u64| lane.iter().copied().reduce(f).unwrap_or(0);
    // The index of the first element that no later element beats (`better(new, best)`).
    let arg = |skip: &dyn Fn(u64) -> bool, better: &dyn Fn(u64, u64) -> bool| -> u64 {
        let mut best: Option<(usize, u64)> = None;
        for (k, &v) in lane.iter().enumerate() {
            if skip(v) {
                continue;
            }
            if best.is_none_or(|(_, b)| better(v, b)) {
                best = Some((k, v));
            }
        }
        best.map_or(0, |(k, _)| k as u64 & 0xffff_ffff)
    };
    let is_nan = |v: u64| d.is_float() && arith::to_f64(d, v).is_nan();
    let never = |_: u64| false;
    match op {
        Sum => match d {
            DType::F64 => {
                pairwise!(lane.iter().map(|&b| f64::from_bits(b)).collect::<Vec<_>>()).map_or(0, f64::to_bits)
            }
            DType::F32 | DType::F16 | DType::BF16 => {
                from_f32(d, pairwise!(lane.iter().map(|&b| to_f32(d, b)).collect::<Vec<_>>()).unwrap_or(0.0))
            }
            _ => fold(&|a, b| arith::int_binary(BinaryOp::Add, w, a, b)),
        },
        Max => fold(&|a, b| float_pick(d, a, b, true)),
        Min => fold(&|a, b| float_pick(d, a, b, false)),
        Smax => fold(&|a, b| arith::int_binary(BinaryOp::Smax, w, a, b)),
        Smin => fold(&|a, b| arith::int_binary(BinaryOp::Smin, w, a, b)),
        Umax => fold(&|a, b| a.max(b)),
        Umin => fold(&|a, b| a.min(b)),
        And => fold(&|a, b| a & b),
        Or => fold(&|a, b| a | b),
        Xor => fold(&|a, b| a ^ b),
        Argmax => arg(&is_nan, &|v, b| float_less(d, b, v)),
        Argmin => arg(&is_nan, &|v, b| float_less(d, v, b)),
        Sargmax => arg(&never, &|v, b| sext(v, w) > sext(b, w)),
        Sargmin => arg(&never, &|v, b| sext(v, w) < sext(b, w)),
        Uargmax => arg(&never, &|v, b| v > b),
        Uargmin => arg(&never, &|v, b| v < b),
    }
}

/// `scan op x, axis [, reverse]` for `x` of element type `d` and shape `dims`.
pub(crate) fn scan(op: ScanOp, d: DType, dims: &[u32], axis: usize, reverse: bool, x: &[u64]) -> Result<Bits, String> {
    if (d.is_int() && !op.on_int()) || (d.is_float() && !op.on_float()) {
        return Err(format!("internal: scan {op} is not defined on {d}"));
    }
    let (outer, n, inner) = split_axis(dims, axis)?;
    if x.len() != outer * n * inner {
        return Err(format!("internal: scan over {} elements of shape {dims:?}", x.len()));
    }
    let w = d.bits();
    let mut out = vec![0u64; x.len()];
    for o in 0..outer {
        for i in 0..inner {
            let at = |k: usize| (o * n + if reverse { n - 1 - k } else { k }) * inner + i;
            match (op, d) {
                (ScanOp::Sum, DType::F64) => {
                    let mut acc = -0f64; // the additive identity: -0 + x is x, also for x = -0
                    for k in 0..n {
                        acc += f64::from_bits(x[at(k)]);
                        out[at(k)] = acc.to_bits();
                    }
                }
                (ScanOp::Sum, DType::F32 | DType::F16 | DType::BF16) => {
                    let mut acc = -0f32;
                    for k in 0..n {
                        acc += to_f32(d, x[at(k)]);
                        out[at(k)] = from_f32(d, acc);
                    }
                }
                _ => {
                    let mut acc = None;
                    for k in 0..n {
                        let v = x[at(k)];
                        let next = match acc {
                            None => v,
                            Some(a) => scan_combine(op, d, w, a, v),
                        };
                        acc = Some(next);
                        out[at(k)] = next;
                    }
                }
            }
        }
    }
    Ok(out)
}

fn scan_combine(op: ScanOp, d: DType, w: u32, a: u64, v: u64) -> u64 {
    match op {
        ScanOp::Sum => arith::int_binary(BinaryOp::Add, w, a, v),
        ScanOp::Max => float_pick(d, a, v, true),
        ScanOp::Min => float_pick(d, a, v, false),
        ScanOp::Smax => arith::int_binary(BinaryOp::Smax, w, a, v),
        ScanOp::Smin => arith::int_binary(BinaryOp::Smin, w, a, v),
        ScanOp::Umax => a.max(v),
        ScanOp::Umin => a.min(v),
    }
}
