//! `dot a, b, acc`: acc + a(MxK) @ b(KxN), per element a sequential sum over k.
//!
//! ```text
//!   inputs           acc    arithmetic
//!   f16 bf16 f32     f32    acc = fma_f32(a, b, acc) for k = 0..K  (products of f16/bf16 are exact)
//!   f16 (bf16)       f16    the same in f32 from the converted acc, rounded once at the end
//!   f8e4m3 f8e5m2    f32    as f16 (products of 8-bit floats are exact in f32 too)
//!   f8e4m3 f8e5m2    f16    as f16 into f16
//!   f32, tf32        f32    a and b first rounded to tf32 (10-bit mantissa, nearest even)
//!   f32, tf32x3      f32    as ieee (the three-pass split is the compiler's way to get there)
//!   f64              f64    acc = fma_f64(a, b, acc)
//!   i8               i32    wrapping sums of signed products
//! ```

use super::arith::{from_f32, to_f32, to_f64};
use super::value::Bits;
use crate::constant::{sext, width_mask};
use crate::op::DotPrecision;
use crate::types::DType;

/// An f32 rounded to tf32 (10 explicit mantissa bits), to nearest even; NaN and inf kept.
pub(super) fn round_tf32(x: f32) -> f32 {
    if !x.is_finite() {
        return x;
    }
    let b = x.to_bits();
    let lsb = (b >> 13) & 1;
    f32::from_bits(b.wrapping_add(0xfff + lsb) & !0x1fff)
}

/// The dot product of `a` (m x kk, type `ta`) and `b` (kk x n, type `ta`) added to `c` (m x n,
/// type `tc`).
#[allow(clippy::too_many_arguments)]
pub(crate) fn dot(
    precision: DotPrecision,
    ta: DType,
    tc: DType,
    (m, kk, n): (usize, usize, usize),
    a: &[u64],
    b: &[u64],
    c: &[u64],
) -> Result<Bits, String> {
    if a.len() != m * kk || b.len() != kk * n || c.len() != m * n {
        return Err(format!(
            "internal: dot of {} x {} elements into {} for {m}x{kk} @ {kk}x{n}",
            a.len(),
            b.len(),
            c.len()
        ));
    }
    let mut out = Vec::with_capacity(m * n);
    match (ta, tc) {
        (
            DType::F16 | DType::BF16 | DType::F32 | DType::F8E4M3 | DType::F8E5M2,
            DType::F16 | DType::BF16 | DType::F32,
        ) => {
            let tf32 = ta == DType::F32 && precision == DotPrecision::Tf32;
            let conv = |v: &[u64]| -> Vec<f32> {
                v.iter().map(|&x| to_f32(ta, x)).map(|x| if tf32 { round_tf32(x) } else { x }).collect()
            };
            let (fa, fb) = (conv(a), conv(b));
            for i in 0..m {
                for j in 0..n {
                    let mut acc = to_f32(tc, c[i * n + j]);
                    for k in 0..kk {
                        acc = fa[i * kk + k].mul_add(fb[k * n + j], acc);
                    }
                    out.push(from_f32(tc, acc));
                }
            }
        }
        (DType::F64, DType::F64) => {
            for i in 0..m {
                for j in 0..n {
                    let mut acc = f64::from_bits(c[i * n + j]);
                    for k in 0..kk {
                        acc = to_f64(ta, a[i * kk + k]).mul_add(to_f64(ta, b[k * n + j]), acc);
                    }
                    out.push(acc.to_bits());
                }
            }
        }
        (s, t) if s.is_int() && t.is_int() => {
            let (ws, wt) = (s.bits(), t.bits());
            for i in 0..m {
                for j in 0..n {
                    let mut acc = c[i * n + j];
                    for k in 0..kk {
                        let p = sext(a[i * kk + k], ws).wrapping_mul(sext(b[k * n + j], ws));
                        acc = acc.wrapping_add(p as u64);
                    }
                    out.push(acc & width_mask(wt));
                }
            }
        }
        (s, t) => return Err(format!("internal: dot of {s} into {t}")),
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tf32_rounding() {
        assert_eq!(round_tf32(1.0), 1.0);
        let ulp = 2f32.powi(-10);
        assert_eq!(round_tf32(1.0 + ulp / 2.0), 1.0); // tie to even
        assert_eq!(round_tf32(1.0 + ulp * 1.5), 1.0 + 2.0 * ulp); // tie to even, upward
        assert_eq!(round_tf32(1.0 + ulp / 2.0 + 2f32.powi(-20)), 1.0 + ulp);
        assert!(round_tf32(f32::NAN).is_nan());
        assert_eq!(round_tf32(f32::MAX), f32::INFINITY);
    }
}
