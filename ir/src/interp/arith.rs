//! Scalar semantics of every elementwise op on raw element bits: integer and float arithmetic,
//! comparisons, conversions, and the correctly rounded narrowing that f16/bf16 need.
//!
//! All functions take and return canonical bits (integers zero-extended to their width, floats
//! as IEEE bits) and never panic; an (op, type) pair that the op docs do not define gives 0,
//! and callers reject such pairs first with the `check_*` functions.
//!
//! Rounding, and why each route is exact (round to nearest even, once):
//! - f16/bf16 `add sub mul div sqrt`: computed in f32 and rounded once. f32 has at least
//!   2p+2 bits for p = 11 (f16) and 8 (bf16), so the double rounding is innocuous.
//! - f64 to f16/bf16 ([`from_f64`]): f64 to f32 rounding *to odd*, then f32 to the narrow type
//!   rounding to nearest even; round-to-odd at 24 >= 2p+2 bits makes the pair one correct
//!   rounding. (The `half` crate's own `from_f64` drops the low 29 mantissa bits before rounding
//!   and is not correctly rounded on midpoints, so it is not used.)
//! - i64/u64 to f16/bf16: the integer is rounded to odd at 24 bits (exact in f32), then to the
//!   narrow type. To f32 and f64, Rust's `as` is correctly rounded already.
//! - f16/bf16 `fma`: the product is exact in f64; the sum is rounded to odd in f64 (TwoSum gives
//!   the exact error), then narrowed as above.

use crate::constant::{bits_to_f64, sext, width_mask, Const};
use crate::op::{BinaryOp, CastOp, FloatCC, IntCC, UnaryOp};
use crate::types::DType;
use half::{bf16, f16};

/// The sign bit of a float type.
fn sign_bit(d: DType) -> u64 {
    1u64 << (d.bits() - 1)
}

/// A float element as f32 (exact for f16, bf16, f32 and the 8-bit floats).
pub(crate) fn to_f32(d: DType, b: u64) -> f32 {
    match d {
        DType::F16 => f16::from_bits(b as u16).to_f32(),
        DType::BF16 => bf16::from_bits(b as u16).to_f32(),
        DType::F32 => f32::from_bits(b as u32),
        _ => bits_to_f64(d, b) as f32,
    }
}

/// An element as f64 (exact for every float type; integers read as signed).
pub(crate) fn to_f64(d: DType, b: u64) -> f64 {
    bits_to_f64(d, b)
}

/// `v` rounded once to float type `d` (f16, bf16 or f32; f64 is exact).
pub(crate) fn from_f32(d: DType, v: f32) -> u64 {
    match d {
        DType::F16 => f16::from_f32(v).to_bits() as u64,
        DType::BF16 => bf16::from_f32(v).to_bits() as u64,
        DType::F32 => v.to_bits() as u64,
        DType::F64 => (v as f64).to_bits(),
        DType::F8E4M3 | DType::F8E5M2 => from_f64(d, v as f64),
        DType::I1 | DType::I8 | DType::I16 | DType::I32 | DType::I64 => 0,
    }
}

/// `v` rounded once (to nearest even) to float type `d`.
pub(crate) fn from_f64(d: DType, v: f64) -> u64 {
    crate::constant::round_f64(d, v)
}

/// An integer magnitude to f32 rounding to odd (at 24 significant bits).
fn u64_to_f32_odd(u: u64) -> f32 {
    let n = 64 - u.leading_zeros();
    if n <= 24 {
        return u as f32;
    }
    let shift = n - 24;
    let mut t = u >> shift;
    if u & width_mask(shift) != 0 {
        t |= 1;
    }
    t as f32 * (1u64 << shift) as f32
}

/// The integer `(-1)^neg * mag` rounded once to float type `d`.
fn int_to_float(d: DType, neg: bool, mag: u64) -> u64 {
    match d {
        DType::F64 => {
            let v = mag as f64;
            (if neg { -v } else { v }).to_bits()
        }
        DType::F32 => {
            let v = mag as f32;
            (if neg { -v } else { v }).to_bits() as u64
        }
        DType::F16 | DType::BF16 | DType::F8E4M3 | DType::F8E5M2 => {
            let v = u64_to_f32_odd(mag);
            from_f32(d, if neg { -v } else { v })
        }
        DType::I1 | DType::I8 | DType::I16 | DType::I32 | DType::I64 => 0,
    }
}

// ---------------------------------------------------------------------------------------------
// Checks

pub(crate) fn check_unary(u: UnaryOp, d: DType) -> Result<(), String> {
    if !d.is_fp8() && ((d.is_int() && u.on_int()) || (d.is_float() && u.on_float())) {
        Ok(())
    } else {
        Err(format!("internal: {u} is not defined on {d}"))
    }
}

pub(crate) fn check_binary(b: BinaryOp, d: DType) -> Result<(), String> {
    if !d.is_fp8() && ((d.is_int() && b.on_int()) || (d.is_float() && b.on_float())) {
        Ok(())
    } else {
        Err(format!("internal: {b} is not defined on {d}"))
    }
}

// ---------------------------------------------------------------------------------------------
// Integers

/// An integer binary op at width `w` on zero-extended operands.
pub(crate) fn int_binary(op: BinaryOp, w: u32, a: u64, b: u64) -> u64 {
    use BinaryOp::*;
    let (sa, sb) = (sext(a, w), sext(b, w));
    let r = match op {
        Add => a.wrapping_add(b),
        Sub => a.wrapping_sub(b),
        Mul => a.wrapping_mul(b),
        Sdiv => {
            if sb == 0 {
                u64::MAX
            } else {
                sa.wrapping_div(sb) as u64
            }
        }
        Udiv => a.checked_div(b).unwrap_or(u64::MAX),
        Srem => {
            if sb == 0 {
                a
            } else {
                sa.wrapping_rem(sb) as u64
            }
        }
        Urem => a.checked_rem(b).unwrap_or(a),
        And => a & b,
        Or => a | b,
        Xor => a ^ b,
        Shl => {
            if b >= w as u64 {
                0
            } else {
                a << b
            }
        }
        Lshr => {
            if b >= w as u64 {
                0
            } else {
                a >> b
            }
        }
        Ashr => (sa >> b.min(63)) as u64,
        Smin => sa.min(sb) as u64,
        Smax => sa.max(sb) as u64,
        Umin => a.min(b),
        Umax => a.max(b),
        Div | Min | Max => 0,
    };
    r & width_mask(w)
}

fn int_unary(op: UnaryOp, w: u32, a: u64) -> u64 {
    let r = match op {
        UnaryOp::Neg => a.wrapping_neg(),
        UnaryOp::Not => !a,
        UnaryOp::Abs => sext(a, w).wrapping_abs() as u64,
        _ => 0,
    };
    r & width_mask(w)
}

// ---------------------------------------------------------------------------------------------
// Floats

/// `a < b` as floats with -0 < +0 (false when either is NaN).
pub(crate) fn float_less(d: DType, a: u64, b: u64) -> bool {
    let (x, y) = (to_f64(d, a), to_f64(d, b));
    x < y || (x == y && x == 0.0 && a & sign_bit(d) != 0 && b & sign_bit(d) == 0)
}

/// Float `min`/`max`: one NaN operand gives the other, two give the canonical NaN, -0 < +0.
pub(crate) fn float_pick(d: DType, a: u64, b: u64, want_max: bool) -> u64 {
    let (an, bn) = (to_f64(d, a).is_nan(), to_f64(d, b).is_nan());
    match (an, bn) {
        (true, true) => Const::canonical_nan(d),
        (true, false) => b,
        (false, true) => a,
        _ => {
            let a_less = float_less(d, a, b);
            if a_less == want_max {
                b
            } else {
                a
            }
        }
    }
}

fn float_binary(op: BinaryOp, d: DType, a: u64, b: u64) -> u64 {
    use BinaryOp::*;
    match op {
        Min => return float_pick(d, a, b, false),
        Max => return float_pick(d, a, b, true),
        _ => {}
    }
    macro_rules! arith {
        ($x:expr, $y:expr) => {
            match op {
                Add => $x + $y,
                Sub => $x - $y,
                Mul => $x * $y,
                Div => $x / $y,
                _ => return 0,
            }
        };
    }
    match d {
        DType::F64 => arith!(f64::from_bits(a), f64::from_bits(b)).to_bits(),
        DType::F32 => arith!(f32::from_bits(a as u32), f32::from_bits(b as u32)).to_bits() as u64,
        DType::F16 | DType::BF16 => from_f32(d, arith!(to_f32(d, a), to_f32(d, b))),
        _ => 0,
    }
}

fn float_unary(op: UnaryOp, d: DType, a: u64) -> u64 {
    use UnaryOp::*;
    match op {
        Neg => return a ^ sign_bit(d),
        Abs => return a & !sign_bit(d),
        Not => return 0,
        _ => {}
    }
    if d == DType::F64 {
        let x = f64::from_bits(a);
        let r = match op {
            Sqrt => x.sqrt(),
            Floor => x.floor(),
            Ceil => x.ceil(),
            _ => approx(op, x),
        };
        return r.to_bits();
    }
    match op {
        // Exact ops: computed in f32 (exact for f16/bf16 inputs), rounded once.
        Sqrt => from_f32(d, to_f32(d, a).sqrt()),
        Floor => from_f32(d, to_f32(d, a).floor()),
        Ceil => from_f32(d, to_f32(d, a).ceil()),
        // Approximate math: the near-exact f64 value rounded once.
        _ => from_f64(d, approx(op, to_f64(d, a))),
    }
}

/// The reference value of an approximate math op, in f64.
fn approx(op: UnaryOp, x: f64) -> f64 {
    match op {
        UnaryOp::Exp => x.exp(),
        UnaryOp::Exp2 => x.exp2(),
        UnaryOp::Log => x.ln(),
        UnaryOp::Log2 => x.log2(),
        UnaryOp::Rsqrt => 1.0 / x.sqrt(),
        UnaryOp::Sin => x.sin(),
        UnaryOp::Cos => x.cos(),
        _ => f64::NAN,
    }
}

/// `a*b + c` rounded once to `d`.
pub(crate) fn fma(d: DType, a: u64, b: u64, c: u64) -> u64 {
    match d {
        DType::F64 => f64::from_bits(a).mul_add(f64::from_bits(b), f64::from_bits(c)).to_bits(),
        DType::F32 => {
            let (x, y, z) = (f32::from_bits(a as u32), f32::from_bits(b as u32), f32::from_bits(c as u32));
            x.mul_add(y, z).to_bits() as u64
        }
        DType::F16 | DType::BF16 => {
            let p = to_f64(d, a) * to_f64(d, b); // exact: at most 22 significant bits
            let z = to_f64(d, c);
            let s = p + z;
            if !s.is_finite() {
                return from_f64(d, s);
            }
            // TwoSum: s + e == p + z exactly.
            let bb = s - p;
            let e = (p - (s - bb)) + (z - bb);
            let odd = if e == 0.0 || s.to_bits() & 1 == 1 {
                s
            } else if s == 0.0 {
                e
            } else if (e > 0.0) == (s > 0.0) {
                f64::from_bits(s.to_bits() + 1)
            } else {
                f64::from_bits(s.to_bits() - 1)
            };
            from_f64(d, odd)
        }
        _ => 0,
    }
}

// ---------------------------------------------------------------------------------------------
// Dispatch

/// An elementwise binary op on one element of type `d`.
pub(crate) fn binary(op: BinaryOp, d: DType, a: u64, b: u64) -> u64 {
    if d.is_int() {
        int_binary(op, d.bits(), a, b)
    } else {
        float_binary(op, d, a, b)
    }
}

/// An elementwise unary op on one element of type `d`.
pub(crate) fn unary(op: UnaryOp, d: DType, a: u64) -> u64 {
    if d.is_int() {
        int_unary(op, d.bits(), a)
    } else {
        float_unary(op, d, a)
    }
}

pub(crate) fn icmp(cc: IntCC, w: u32, a: u64, b: u64) -> bool {
    let (sa, sb) = (sext(a, w), sext(b, w));
    match cc {
        IntCC::Eq => a == b,
        IntCC::Ne => a != b,
        IntCC::Slt => sa < sb,
        IntCC::Sle => sa <= sb,
        IntCC::Sgt => sa > sb,
        IntCC::Sge => sa >= sb,
        IntCC::Ult => a < b,
        IntCC::Ule => a <= b,
        IntCC::Ugt => a > b,
        IntCC::Uge => a >= b,
    }
}

pub(crate) fn fcmp(cc: FloatCC, d: DType, a: u64, b: u64) -> bool {
    let (x, y) = (to_f64(d, a), to_f64(d, b));
    let uno = x.is_nan() || y.is_nan();
    match cc {
        FloatCC::Oeq => x == y,
        FloatCC::One => !uno && x != y,
        FloatCC::Olt => x < y,
        FloatCC::Ole => x <= y,
        FloatCC::Ogt => x > y,
        FloatCC::Oge => x >= y,
        FloatCC::Ord => !uno,
        FloatCC::Ueq => uno || x == y,
        FloatCC::Une => x != y,
        FloatCC::Ult => uno || x < y,
        FloatCC::Ule => uno || x <= y,
        FloatCC::Ugt => uno || x > y,
        FloatCC::Uge => uno || x >= y,
        FloatCC::Uno => uno,
    }
}

/// Whether `op` converts `s` to `t` (the pairs the op docs define).
pub(crate) fn check_cast(op: CastOp, s: DType, t: DType) -> Result<(), String> {
    let ok = match op {
        CastOp::Sext | CastOp::Zext | CastOp::Trunc => s.is_int() && t.is_int(),
        CastOp::Fpext | CastOp::Fptrunc => s.is_float() && t.is_float(),
        CastOp::Sitofp | CastOp::Uitofp => s.is_int() && t.is_float() && !t.is_fp8(),
        CastOp::Fptosi | CastOp::Fptoui => s.is_float() && t.is_int() && !s.is_fp8(),
    };
    if ok {
        Ok(())
    } else {
        Err(format!("internal: {op} cannot convert {s} to {t}"))
    }
}

/// A conversion of one element from `s` to `t`.
pub(crate) fn cast(op: CastOp, s: DType, t: DType, a: u64) -> u64 {
    let (ws, wt) = (s.bits(), t.bits());
    let mt = width_mask(wt);
    match op {
        CastOp::Sext => sext(a, ws) as u64 & mt,
        CastOp::Zext | CastOp::Trunc => a & width_mask(ws) & mt,
        CastOp::Fpext if s.is_fp8() && to_f64(s, a).is_nan() => crate::fp8::widened_nan(t),
        CastOp::Fpext | CastOp::Fptrunc => from_f64(t, to_f64(s, a)),
        CastOp::Sitofp => {
            let v = sext(a, ws);
            int_to_float(t, v < 0, v.unsigned_abs())
        }
        CastOp::Uitofp => int_to_float(t, false, a & width_mask(ws)),
        CastOp::Fptosi => {
            let x = to_f64(s, a);
            if x.is_nan() {
                return 0;
            }
            let x = x.trunc();
            let max = (width_mask(wt) >> 1) as i64; // 0 for i1, whose values are 0 and -1
            let min = -max - 1;
            let lim = (1u64 << (wt - 1)) as f64;
            let v = if x >= lim {
                max
            } else if x < -lim {
                min
            } else {
                x as i64
            };
            v as u64 & mt
        }
        CastOp::Fptoui => {
            let x = to_f64(s, a);
            if x.is_nan() || x <= 0.0 {
                return 0;
            }
            let x = x.trunc();
            if x >= 2f64.powi(wt as i32) {
                mt
            } else {
                x as u64 & mt
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn f64_to_f16_is_correctly_rounded_on_sticky_midpoints() {
        // 1 + 2^-11 is the midpoint between 1 and 1 + 2^-10; a tiny excess must round up.
        let v = 1.0 + 2f64.powi(-11) + 2f64.powi(-40);
        assert_eq!(from_f64(DType::F16, v), f16::from_f64(1.0 + 2f64.powi(-10)).to_bits() as u64);
        assert_eq!(from_f64(DType::F16, 1.0 + 2f64.powi(-11)), 0x3c00); // tie to even
        let v = 1.0 + 2f64.powi(-8) + 2f64.powi(-50);
        assert_eq!(from_f64(DType::BF16, v), bf16::from_f32(1.0 + 2f32.powi(-7)).to_bits() as u64);
        assert_eq!(from_f64(DType::F16, 1e10), 0x7c00);
        assert_eq!(from_f64(DType::BF16, -1e300), 0xff80);
        assert_eq!(from_f64(DType::F16, 2f64.powi(-25) * 1.0000001), 1); // above half the min subnormal
        assert_eq!(from_f64(DType::F16, 2f64.powi(-25)), 0); // exactly half: ties to even (0)
    }

    #[test]
    fn int_to_narrow_float_rounds_once() {
        // The bf16 ulp at 2^40 is 2^33: a tail of 2^32 + 1 is just above half an ulp (rounds up),
        // a tail of exactly 2^32 is a tie (rounds to even). Going through f32 would lose the +1.
        let up = bf16::from_f64(((1u64 << 40) + (1 << 33)) as f64).to_bits() as u64;
        let even = bf16::from_f64((1u64 << 40) as f64).to_bits() as u64;
        assert_eq!(cast(CastOp::Uitofp, DType::I64, DType::BF16, (1u64 << 40) + (1 << 32) + 1), up);
        assert_eq!(cast(CastOp::Uitofp, DType::I64, DType::BF16, (1u64 << 40) + (1 << 32)), even);
        let neg = (-(((1i64) << 40) + (1 << 32) + 1)) as u64;
        assert_eq!(cast(CastOp::Sitofp, DType::I64, DType::BF16, neg), up | 0x8000);
    }

    #[test]
    fn narrow_fma_rounds_once() {
        // (1 + 2^-4)^2 = 1.125 + 2^-8: a bf16 midpoint (the ulp at 1 is 2^-7). Alone it ties to
        // even (1.125); plus 2^-100 it must round up, which an f64 fma followed by a second
        // rounding would miss.
        let x = bf16::from_f32(1.0 + 2f32.powi(-4)).to_bits() as u64;
        let tiny = bf16::from_f32(2f32.powi(-100)).to_bits() as u64;
        assert_eq!(to_f32(DType::BF16, fma(DType::BF16, x, x, 0)), 1.125);
        assert_eq!(to_f32(DType::BF16, fma(DType::BF16, x, x, tiny)), 1.125 + 2f32.powi(-7));
        let neg_tiny = tiny | 0x8000;
        assert_eq!(to_f32(DType::BF16, fma(DType::BF16, x, x, neg_tiny)), 1.125);
    }
}
