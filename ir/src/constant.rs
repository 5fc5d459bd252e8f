//! `Const`: a typed scalar value as raw bits, with the conversions the builder, the text format,
//! the interpreter and the runtime share.
//!
//! Bits live in the low `bits()` bits of a `u64`; integers are stored zero-extended (so `i8 -1` is
//! `0xff`), floats as their IEEE encoding. The text spelling (`Display` / [`Const::parse`]) is:
//! `true`/`false` for i1; signed decimal for other integers (hex `0x..` also accepted as raw
//! bits); for floats the shortest decimal that reads back to the same value (`1.0`, `-0.0`,
//! `1e-7`), `inf`, `-inf`, `nan` for the canonical quiet NaN, and `0x..` raw bits for any other NaN.
//! The 8-bit floats are stored as their 8-bit patterns and spelled like the other floats; a decimal
//! rounds to them as a conversion does (`crate::fp8`: nearest even, saturating); `inf`/`-inf` are
//! e5m2's infinities and are refused for `f8e4m3`, which has none.

use crate::types::DType;
use half::{bf16, f16};
use std::fmt;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Const {
    pub dtype: DType,
    pub bits: u64,
}

/// All ones in the low `w` bits.
pub fn width_mask(w: u32) -> u64 {
    if w >= 64 {
        u64::MAX
    } else {
        (1u64 << w) - 1
    }
}

/// Sign-extends the low `w` bits of `x`.
pub fn sext(x: u64, w: u32) -> i64 {
    if w >= 64 {
        x as i64
    } else {
        let s = 64 - w;
        ((x << s) as i64) >> s
    }
}

impl Const {
    /// From raw bits (truncated to the type's width).
    pub fn from_bits(dtype: DType, bits: u64) -> Const {
        Const { dtype, bits: bits & width_mask(dtype.bits()) }
    }
    /// An integer (wrapped to the type's width) or a float (rounded to nearest even).
    pub fn from_i64(dtype: DType, v: i64) -> Const {
        if dtype.is_int() {
            Const::from_bits(dtype, v as u64)
        } else {
            Const::from_f64(dtype, v as f64)
        }
    }
    /// A float rounded to nearest even, or an integer by truncation toward zero (saturating).
    pub fn from_f64(dtype: DType, v: f64) -> Const {
        let bits = match dtype {
            d if d.is_float() => round_f64(d, v),
            DType::I1 => (v != 0.0) as u64,
            _ => v as i64 as u64,
        };
        Const::from_bits(dtype, bits)
    }
    pub fn zero(dtype: DType) -> Const {
        Const { dtype, bits: 0 }
    }
    pub fn bool(b: bool) -> Const {
        Const { dtype: DType::I1, bits: b as u64 }
    }
    pub fn i32(v: i32) -> Const {
        Const::from_i64(DType::I32, v as i64)
    }
    pub fn i64(v: i64) -> Const {
        Const::from_i64(DType::I64, v)
    }
    pub fn f32(v: f32) -> Const {
        Const { dtype: DType::F32, bits: v.to_bits() as u64 }
    }
    pub fn f64(v: f64) -> Const {
        Const { dtype: DType::F64, bits: v.to_bits() }
    }

    /// The value as a signed integer (integers only; floats convert toward zero).
    pub fn as_i64(&self) -> i64 {
        if self.dtype.is_int() {
            if self.dtype == DType::I1 {
                self.bits as i64
            } else {
                sext(self.bits, self.dtype.bits())
            }
        } else {
            self.as_f64() as i64
        }
    }
    /// The value as f64 (exact for every float type; integers read as signed).
    pub fn as_f64(&self) -> f64 {
        bits_to_f64(self.dtype, self.bits)
    }

    /// The canonical quiet NaN of a float type.
    pub fn canonical_nan(dtype: DType) -> u64 {
        match dtype {
            DType::F16 => 0x7e00,
            DType::BF16 => 0x7fc0,
            DType::F32 => 0x7fc0_0000,
            DType::F64 => 0x7ff8_0000_0000_0000,
            DType::F8E4M3 | DType::F8E5M2 => crate::fp8::canonical_nan(dtype).unwrap_or(0) as u64,
            DType::I1 | DType::I8 | DType::I16 | DType::I32 | DType::I64 => 0,
        }
    }

    /// Parses the text spelling of a constant of type `dtype`; `None` if it is not one.
    pub fn parse(dtype: DType, s: &str) -> Option<Const> {
        let w = dtype.bits();
        if let Some(hex) = s.strip_prefix("0x") {
            let v = u64::from_str_radix(hex, 16).ok()?;
            return (v & !width_mask(w) == 0).then_some(Const { dtype, bits: v });
        }
        if dtype == DType::I1 {
            return match s {
                "true" => Some(Const::bool(true)),
                "false" => Some(Const::bool(false)),
                _ => None,
            };
        }
        if dtype.is_int() {
            let v: i128 = s.parse().ok()?;
            let lo = -(1i128 << (w - 1));
            let hi = (1i128 << w) - 1;
            return (lo..=hi).contains(&v).then(|| Const::from_bits(dtype, v as u64));
        }
        let v: f64 = match s {
            "inf" | "-inf" if dtype == DType::F8E4M3 => return None,
            "inf" => f64::INFINITY,
            "-inf" => f64::NEG_INFINITY,
            "nan" => return Some(Const { dtype, bits: Const::canonical_nan(dtype) }),
            _ => {
                if !s.bytes().all(|c| c.is_ascii_digit() || b".eE+-".contains(&c)) {
                    return None;
                }
                s.parse().ok()?
            }
        };
        // f32, f16 and bf16 spellings are parsed to f32 first: the printed text is the shortest
        // f32 spelling, which converts exactly. fp8 rounds from the f64 reading, once.
        Some(match dtype {
            DType::F64 => Const::f64(v),
            // `inf` names e5m2's infinity (a conversion would saturate it).
            DType::F8E5M2 if v.is_infinite() => Const { dtype, bits: if v > 0.0 { 0x7c } else { 0xfc } },
            DType::F8E4M3 | DType::F8E5M2 => Const::from_f64(dtype, v),
            DType::F32 => Const::f32(s.parse::<f32>().unwrap_or(v as f32)),
            _ => Const::from_f64(dtype, s.parse::<f32>().map(f64::from).unwrap_or(v)),
        })
    }
}

/// `v` rounded once, to nearest even, to float type `d` (0 for integer types); the 8-bit floats
/// saturate to their largest finite value instead of overflowing (`crate::fp8`).
///
/// f16 and bf16 go through f32 rounded to odd, which makes the two roundings one: the `half`
/// crate's own `from_f64` is not correctly rounded on every input.
pub fn round_f64(d: DType, v: f64) -> u64 {
    match d {
        DType::F64 => v.to_bits(),
        DType::F32 => (v as f32).to_bits() as u64,
        DType::F16 => f16::from_f32(f64_to_f32_odd(v)).to_bits() as u64,
        DType::BF16 => bf16::from_f32(f64_to_f32_odd(v)).to_bits() as u64,
        DType::F8E4M3 | DType::F8E5M2 => crate::fp8::encode(d, v).unwrap_or(0) as u64,
        DType::I1 | DType::I8 | DType::I16 | DType::I32 | DType::I64 => 0,
    }
}

/// f64 to f32 rounding to odd: the truncation toward zero, with its last bit set if inexact.
fn f64_to_f32_odd(v: f64) -> f32 {
    let r = v as f32;
    if !v.is_finite() || r as f64 == v {
        return r;
    }
    let mut mag = r.to_bits() & 0x7fff_ffff;
    if r.is_infinite() {
        mag = f32::MAX.to_bits();
    } else if (r.abs() as f64) > v.abs() {
        mag -= 1;
    }
    let sign = if v.is_sign_negative() { 0x8000_0000 } else { 0 };
    f32::from_bits(sign | mag | 1)
}

/// Decodes raw bits of `dtype` to f64 (exact for every float type; integers read as signed).
pub fn bits_to_f64(dtype: DType, bits: u64) -> f64 {
    match dtype {
        DType::F16 => f16::from_bits(bits as u16).to_f64(),
        DType::BF16 => bf16::from_bits(bits as u16).to_f64(),
        DType::F32 => f32::from_bits(bits as u32) as f64,
        DType::F64 => f64::from_bits(bits),
        DType::F8E4M3 | DType::F8E5M2 => crate::fp8::decode(dtype, bits as u8).unwrap_or(0.0),
        DType::I1 => bits as f64,
        DType::I8 | DType::I16 | DType::I32 | DType::I64 => sext(bits, dtype.bits()) as f64,
    }
}

impl fmt::Display for Const {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.dtype {
            DType::I1 => f.write_str(if self.bits != 0 { "true" } else { "false" }),
            d if d.is_int() => write!(f, "{}", self.as_i64()),
            d => {
                let v = self.as_f64();
                if v.is_nan() {
                    if self.bits == Const::canonical_nan(d) {
                        f.write_str("nan")
                    } else {
                        write!(f, "0x{:x}", self.bits)
                    }
                } else if v.is_infinite() {
                    f.write_str(if v > 0.0 { "inf" } else { "-inf" })
                } else if d == DType::F64 {
                    write!(f, "{v:?}")
                } else {
                    write!(f, "{:?}", v as f32)
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_round_trip_of_awkward_values() {
        let cases = [
            Const::f32(-0.0),
            Const::f32(1e-45),
            Const::f32(f32::MAX),
            Const::from_bits(DType::F32, 0x7fc0_0001),
            Const::from_bits(DType::F16, 0x0001),
            Const::from_bits(DType::BF16, 0x7f7f),
            Const::f64(0.1),
            Const::from_i64(DType::I8, -128),
            Const::from_i64(DType::I64, i64::MIN),
            Const::bool(true),
            Const::from_bits(DType::F8E4M3, 0x7e),
            Const::from_bits(DType::F8E4M3, 0x80),
            Const::from_bits(DType::F8E4M3, 0x01),
            Const::from_bits(DType::F8E4M3, 0xff),
            Const::from_bits(DType::F8E5M2, 0x7c),
            Const::from_bits(DType::F8E5M2, 0x7d),
            Const::from_bits(DType::F8E5M2, 0x83),
        ];
        for c in cases {
            let s = c.to_string();
            assert_eq!(Const::parse(c.dtype, &s), Some(c), "{s}");
        }
    }

    #[test]
    fn rejects_out_of_range_and_junk() {
        assert_eq!(Const::parse(DType::I8, "256"), None);
        assert_eq!(Const::parse(DType::I8, "-129"), None);
        assert_eq!(Const::parse(DType::I8, "255").map(|c| c.as_i64()), Some(-1));
        assert_eq!(Const::parse(DType::F32, "1.5x"), None);
        assert_eq!(Const::parse(DType::I1, "2"), None);
        assert_eq!(Const::parse(DType::F16, "0x10000"), None);
        assert_eq!(Const::parse(DType::F8E4M3, "inf"), None);
        assert_eq!(Const::parse(DType::F8E4M3, "0x100"), None);
    }

    #[test]
    fn fp8_constants_round_and_saturate() {
        assert_eq!(Const::from_f64(DType::F8E4M3, 1000.0).bits, 0x7e);
        assert_eq!(Const::from_f64(DType::F8E5M2, -1e9).bits, 0xfb);
        assert_eq!(Const::parse(DType::F8E4M3, "1.0625").map(|c| c.bits), Some(0x38));
        assert_eq!(Const::parse(DType::F8E5M2, "-inf").map(|c| c.bits), Some(0xfc));
        assert_eq!(Const::parse(DType::F8E5M2, "nan").map(|c| c.bits), Some(0x7f));
        assert_eq!(Const::from_bits(DType::F8E4M3, 0x7f).to_string(), "nan");
        assert_eq!(Const::from_bits(DType::F8E4M3, 0x7e).to_string(), "448.0");
        assert_eq!(Const::from_bits(DType::F8E4M3, 0x7e).as_f64(), 448.0);
    }
}
