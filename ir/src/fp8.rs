//! The two 8-bit float formats, `f8e4m3` and `f8e5m2` (OCP 8-bit Floating Point Specification
//! (OFP8) 1.0; NVIDIA's `e4m3` and `e5m2`, PTX ISA `.e4m3` / `.e5m2`): decoding to f64 (exact)
//! and encoding from f64 (rounded once, to nearest even, saturating).
//!
//! ```text
//!   format   sign exp man  bias  max finite        min subnormal  inf         NaN
//!   f8e4m3   1    4   3    7     0x7e = 448        2^-9           none        0x7f, 0xff (S.1111.111)
//!   f8e5m2   1    5   2    15    0x7b = 57344      2^-16          0x7c, 0xfc  S.11111.{01,10,11}
//! ```
//!
//! Encoding follows PTX's `cvt.rn.satfinite.{e4m3x2,e5m2x2}` (PTX ISA, "cvt": with `.satfinite`
//! a NaN input gives NaN, and an input whose magnitude, after rounding, exceeds the largest
//! finite value, infinities included, gives that value with the input's sign; the CUDA Math API's
//! `__NV_SATFINITE` is the same rule): round to nearest even at the format's precision, keeping
//! subnormals, then clamp to +-max finite. So neither format ever receives an infinity from a
//! conversion (e5m2 can still hold one, loaded from memory or written as bits). Every fp8 value
//! is exact in f16, bf16, f32 and f64, so widening is exact.
//!
//! NaN bits are NVIDIA's, as measured on the H100 (2026-12-07, every pattern through the GPU's
//! conversions, `tests/fp8.rs`): a NaN encodes as 0x7f in both formats (positive, all ones),
//! and widens, whatever its sign and payload, to the positive all-ones NaN of the wider type
//! ([`widened_nan`]: f16 and bf16 0x7fff, f32 0x7fffffff, f64 0x7fffffffe0000000, the f32 one
//! widened). The op docs let a NaN result carry any payload; these are the ones a GPU gives.

use crate::types::DType;

/// The parameters of one 8-bit float format.
#[derive(Copy, Clone, Debug)]
struct Format {
    man_bits: u32,
    bias: i32,
    /// Bits of the largest finite magnitude.
    max_bits: u8,
    /// The canonical (positive, quiet) NaN.
    nan: u8,
    /// Whether exponent all-ones is IEEE-like (inf and NaNs; e5m2) or ordinary numbers but for
    /// the all-ones mantissa, which is NaN (e4m3).
    ieee_top: bool,
}

const E4M3: Format = Format { man_bits: 3, bias: 7, max_bits: 0x7e, nan: 0x7f, ieee_top: false };
const E5M2: Format = Format { man_bits: 2, bias: 15, max_bits: 0x7b, nan: 0x7f, ieee_top: true };

fn format(d: DType) -> Option<Format> {
    match d {
        DType::F8E4M3 => Some(E4M3),
        DType::F8E5M2 => Some(E5M2),
        _ => None,
    }
}

/// The canonical NaN of an fp8 type (0x7f for both, what PTX's `cvt` gives); `None` for other
/// types.
pub fn canonical_nan(d: DType) -> Option<u8> {
    format(d).map(|f| f.nan)
}

/// The bits of a NaN of an fp8 type widened to float type `t` (see the module doc): the
/// positive all-ones NaN of f16, bf16 and f32, and f32's widened to f64.
pub fn widened_nan(t: DType) -> u64 {
    match t {
        DType::F16 | DType::BF16 => 0x7fff,
        DType::F32 => 0x7fff_ffff,
        _ => 0x7fff_ffff_e000_0000,
    }
}

/// The largest finite value of an fp8 type (448 or 57344); `None` for other types.
pub fn max_finite(d: DType) -> Option<f64> {
    format(d).map(|f| decode_with(f, f.max_bits))
}

/// The value of the fp8 bit pattern `bits` of type `d`, exactly (`None` if `d` is not fp8).
pub fn decode(d: DType, bits: u8) -> Option<f64> {
    format(d).map(|f| decode_with(f, bits))
}

fn decode_with(f: Format, bits: u8) -> f64 {
    let sign = if bits & 0x80 != 0 { -1.0 } else { 1.0 };
    let exp_bits = 7 - f.man_bits;
    let e = ((bits >> f.man_bits) as u32 & ((1 << exp_bits) - 1)) as i32;
    let m = (bits as u32 & ((1 << f.man_bits) - 1)) as f64;
    let top = (1 << exp_bits) - 1;
    let scale = (1u32 << f.man_bits) as f64;
    if e == top {
        if f.ieee_top {
            return if m == 0.0 { sign * f64::INFINITY } else { f64::NAN };
        }
        if m == scale - 1.0 {
            return f64::NAN;
        }
    }
    let mag = if e == 0 { m / scale * 2f64.powi(1 - f.bias) } else { (1.0 + m / scale) * 2f64.powi(e - f.bias) };
    sign * mag
}

/// `v` rounded once to nearest even to fp8 type `d`, saturating to the largest finite value (see
/// the module doc); `None` if `d` is not fp8.
pub fn encode(d: DType, v: f64) -> Option<u8> {
    format(d).map(|f| encode_with(f, v))
}

fn encode_with(f: Format, v: f64) -> u8 {
    if v.is_nan() {
        return f.nan;
    }
    let sign: u8 = if v.is_sign_negative() { 0x80 } else { 0 };
    let a = v.abs();
    let max = decode_with(f, f.max_bits);
    if a >= max {
        return sign | f.max_bits;
    }
    if a == 0.0 {
        return sign;
    }
    // The exponent of a's leading bit, clamped to the normal range's bottom (subnormals share it).
    let lead = ((a.to_bits() >> 52) as i32 & 0x7ff) - 1023; // a >= 2^-16 or rounds to 0 below
    let e = lead.max(1 - f.bias);
    // a / quantum is exact (a power-of-two scaling of a value far inside f64's range), and its
    // rounding to an integer is the one rounding.
    let quantum = 2f64.powi(e - f.man_bits as i32);
    let m = (a / quantum).round_ties_even();
    let r = m * quantum;
    if r > max {
        return sign | f.max_bits;
    }
    // Re-derive the fields from the rounded value (a carry may have moved it up a binade).
    if r == 0.0 {
        return sign;
    }
    let lead = ((r.to_bits() >> 52) as i32 & 0x7ff) - 1023;
    let min_e = 1 - f.bias;
    let bits = if lead < min_e {
        (r / 2f64.powi(min_e - f.man_bits as i32)) as u8
    } else {
        let frac = (r / 2f64.powi(lead - f.man_bits as i32)) as u32 - (1 << f.man_bits);
        (((lead + f.bias) as u32) << f.man_bits | frac) as u8
    };
    sign | bits
}

#[cfg(test)]
mod tests {
    use super::*;

    const BOTH: [DType; 2] = [DType::F8E4M3, DType::F8E5M2];

    #[test]
    fn every_pattern_decodes_and_reencodes_to_itself() {
        for d in BOTH {
            for b in 0..=255u8 {
                let v = decode(d, b).unwrap();
                if v.is_nan() {
                    continue;
                }
                if v.is_infinite() {
                    // e5m2's infinities saturate on the way back.
                    assert_eq!(d, DType::F8E5M2);
                    assert_eq!(encode(d, v).unwrap(), (b & 0x80) | 0x7b);
                    continue;
                }
                assert_eq!(encode(d, v), Some(b), "{d} 0x{b:02x} = {v}");
                // Exact through f32 and f16 too.
                assert_eq!(v as f32 as f64, v);
                assert_eq!(half::f16::from_f64(v).to_f64(), v, "{d} 0x{b:02x} in f16");
            }
        }
    }

    #[test]
    fn special_patterns() {
        let e4 = |b| decode(DType::F8E4M3, b).unwrap();
        let e5 = |b| decode(DType::F8E5M2, b).unwrap();
        assert_eq!(e4(0x7e), 448.0);
        assert!(e4(0x7f).is_nan() && e4(0xff).is_nan());
        assert_eq!(e4(0x78), 256.0); // exponent all ones is still a number in e4m3
        assert_eq!(e4(0x01), 2f64.powi(-9));
        assert_eq!(e4(0x08), 2f64.powi(-6));
        assert_eq!(e5(0x7b), 57344.0);
        assert_eq!(e5(0x7c), f64::INFINITY);
        assert_eq!(e5(0xfc), f64::NEG_INFINITY);
        assert!(e5(0x7d).is_nan() && e5(0x7e).is_nan() && e5(0x7f).is_nan() && e5(0xfe).is_nan());
        assert_eq!(e5(0x01), 2f64.powi(-16));
        assert_eq!(e4(0x80), 0.0);
        assert!(e4(0x80).is_sign_negative());
        let nans = (0..=255u8).filter(|&b| e4(b).is_nan()).count();
        assert_eq!(nans, 2);
        let nans = (0..=255u8).filter(|&b| e5(b).is_nan()).count();
        assert_eq!(nans, 6);
    }

    #[test]
    fn f32_edge_cases() {
        let e4 = |v: f32| encode(DType::F8E4M3, v as f64).unwrap();
        let e5 = |v: f32| encode(DType::F8E5M2, v as f64).unwrap();
        // Max finite, just past it, far past it, infinities: all saturate, keeping the sign.
        assert_eq!(e4(448.0), 0x7e);
        assert_eq!(e4(464.0), 0x7e); // the tie between 448 and (the missing) 480
        assert_eq!(e4(465.0), 0x7e);
        assert_eq!(e4(1e30), 0x7e);
        assert_eq!(e4(f32::INFINITY), 0x7e);
        assert_eq!(e4(f32::NEG_INFINITY), 0xfe);
        assert_eq!(e4(-500.0), 0xfe);
        assert_eq!(e5(57344.0), 0x7b);
        assert_eq!(e5(61440.0), 0x7b);
        assert_eq!(e5(f32::MAX), 0x7b);
        assert_eq!(e5(f32::INFINITY), 0x7b);
        assert_eq!(e5(f32::NEG_INFINITY), 0xfb);
        // Ties to even: 1 + 1/16 lies between 1 (mantissa 000) and 1 + 1/8 (001) in e4m3.
        assert_eq!(e4(1.0625), 0x38);
        assert_eq!(e4(1.1875), 0x3a); // between 001 and 010: up to even
        assert_eq!(e4(1.0625 + 1e-6), 0x39);
        assert_eq!(e5(1.125), 0x3c); // between 00 and 01 in e5m2: down
        assert_eq!(e5(1.375), 0x3e); // between 01 and 10: up

        // A carry into the next binade: 1.9375 rounds (tie, to even) to 2.
        assert_eq!(e4(1.9375), 0x40);
        // Subnormals and underflow.
        assert_eq!(e4(2f32.powi(-9)), 0x01);
        assert_eq!(e4(2f32.powi(-10)), 0x00); // half the smallest: tie to even, zero
        assert_eq!(e4(2f32.powi(-10) * 1.5), 0x01);
        assert_eq!(e4(3.0 * 2f32.powi(-10)), 0x02); // 1.5 quanta: tie, to even (2)
        assert_eq!(e4(7.5 * 2f32.powi(-9)), 0x08); // largest subnormal + half: up to min normal
        assert_eq!(e5(2f32.powi(-16)), 0x01);
        assert_eq!(e5(2f32.powi(-17)), 0x00);
        assert_eq!(e4(1e-45), 0x00); // an f32 subnormal
        assert_eq!(e4(-1e-45), 0x80);
        // Signed zeros and NaN.
        assert_eq!(e4(-0.0), 0x80);
        assert_eq!(e5(0.0), 0x00);
        assert_eq!(e4(f32::NAN), 0x7f);
        assert_eq!(e4(-f32::NAN), 0x7f);
        assert_eq!(e5(f32::NAN), 0x7f);
    }

    #[test]
    fn rounding_agrees_with_the_nearest_value_everywhere() {
        // Against a brute-force nearest search over every finite pattern, on a dense sweep.
        for d in BOTH {
            let finite: Vec<(u8, f64)> =
                (0..=255u8).map(|b| (b, decode(d, b).unwrap())).filter(|(_, v)| v.is_finite()).collect();
            let max = max_finite(d).unwrap();
            let mut x = -max * 1.01;
            while x < max * 1.01 {
                let got = decode(d, encode(d, x).unwrap()).unwrap();
                let best = finite.iter().map(|&(_, v)| v).fold(f64::NAN, |acc, v| {
                    if acc.is_nan() || (v - x).abs() < (acc - x).abs() {
                        v
                    } else {
                        acc
                    }
                });
                let want = best.clamp(-max, max);
                // Ties are checked above; here any nearest value is fine.
                assert!((got - x).abs() <= (want - x).abs(), "{d}: {x} -> {got}, nearest {want}");
                x += max / 3001.7;
            }
        }
    }
}
