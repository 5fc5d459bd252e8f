//! Float rules of the PTX instructions, on raw bits of a float type: exact values (`to_f64`),
//! NaN tests and the canonical NaN, rounding once to f16/bf16 (through f32 rounded to odd),
//! `fma.rn` on f16/bf16 (exact product, one rounding), `min`/`max` (a NaN operand loses,
//! -0 < +0), `setp` on floats and the `.rn` binary operations.

use super::forms::{Alu, Cmp};
use super::Ty;
use half::{bf16, f16};

/// The value of bits `v` of float type `t`, exactly.
pub(super) fn to_f64(t: Ty, v: u64) -> f64 {
    match t {
        Ty::F16 => f16::from_bits(v as u16).to_f64(),
        Ty::BF16 => bf16::from_bits(v as u16).to_f64(),
        Ty::F32 => f32::from_bits(v as u32) as f64,
        _ => f64::from_bits(v),
    }
}

pub(super) fn is_nan(t: Ty, v: u64) -> bool {
    to_f64(t, v).is_nan()
}

pub(super) fn canonical_nan(t: Ty) -> u64 {
    match t {
        Ty::F16 => 0x7fff,
        Ty::BF16 => 0x7fff,
        Ty::F32 => 0x7fff_ffff,
        _ => 0x7fff_ffff_ffff_ffff,
    }
}

/// f64 `x` rounded to f32 by round-to-odd (truncate; set the last bit when inexact), so that a
/// following rounding to a narrower format rounds only once.
pub(super) fn f64_to_f32_odd(x: f64) -> f32 {
    let r = x as f32;
    if r.is_nan() || r as f64 == x {
        return r;
    }
    let other = if (r as f64) > x { r.next_down() } else { r.next_up() };
    if r.to_bits() & 1 == 1 {
        r
    } else {
        other
    }
}

/// f64 bits of `x` rounded to nearest even in float type `t`.
pub(super) fn from_f64_rn(t: Ty, x: f64) -> u64 {
    match t {
        Ty::F16 => f16::from_f32(f64_to_f32_odd(x)).to_bits() as u64,
        Ty::BF16 => bf16::from_f32(f64_to_f32_odd(x)).to_bits() as u64,
        Ty::F32 => (x as f32).to_bits() as u64,
        _ => x.to_bits(),
    }
}

/// `a * b + c` for f16/bf16 values, rounded once to `t`.
pub(super) fn fma_narrow(t: Ty, a: u64, b: u64, c: u64) -> u64 {
    let (a, b, c) = (to_f64(t, a), to_f64(t, b), to_f64(t, c));
    let p = a * b; // exact: 11- or 8-bit significands
    let s = p + c;
    if !s.is_finite() {
        return from_f64_rn(t, s);
    }
    // Two-sum: the exact error of s, then round s to odd so the final rounding is the only one.
    let bb = s - p;
    let err = (p - (s - bb)) + (c - bb);
    let s = if err == 0.0 || s.to_bits() & 1 == 1 {
        s
    } else if err > 0.0 {
        s.next_up()
    } else {
        s.next_down()
    };
    from_f64_rn(t, s)
}

/// Float `min`/`max` on bits of type `t`.
pub(super) fn float_pick(t: Ty, a: u64, b: u64, want_max: bool) -> u64 {
    match (is_nan(t, a), is_nan(t, b)) {
        (true, true) => canonical_nan(t),
        (true, false) => b,
        (false, true) => a,
        _ => {
            let (x, y) = (to_f64(t, a), to_f64(t, b));
            let sign = |v: u64| (v >> (t.bits() - 1)) & 1 == 1;
            let a_less = x < y || (x == y && x == 0.0 && sign(a) && !sign(b));
            if a_less == want_max {
                b
            } else {
                a
            }
        }
    }
}

pub(super) fn float_cmp(c: Cmp, ty: Ty, a: u64, b: u64) -> bool {
    let (x, y) = (to_f64(ty, a), to_f64(ty, b));
    let un = x.is_nan() || y.is_nan();
    match c {
        Cmp::Eq => x == y,
        Cmp::Ne => !un && x != y,
        Cmp::Lt => x < y,
        Cmp::Le => x <= y,
        Cmp::Gt => x > y,
        Cmp::Ge => x >= y,
        Cmp::Equ => un || x == y,
        Cmp::Neu => x != y,
        Cmp::Ltu => un || x < y,
        Cmp::Leu => un || x <= y,
        Cmp::Gtu => un || x > y,
        Cmp::Geu => un || x >= y,
        Cmp::Num => !un,
        Cmp::Nan => un,
    }
}

/// One float binary op on f32/f64 bits, rounded to nearest.
pub(super) fn float_bin(alu: Alu, ty: Ty, a: u64, b: u64) -> Option<u64> {
    Some(match ty {
        Ty::F32 => {
            let (x, y) = (f32::from_bits(a as u32), f32::from_bits(b as u32));
            let r = match alu {
                Alu::Add => x + y,
                Alu::Sub => x - y,
                Alu::MulLo => x * y,
                Alu::Div => x / y,
                _ => return None,
            };
            r.to_bits() as u64
        }
        Ty::F64 => {
            let (x, y) = (f64::from_bits(a), f64::from_bits(b));
            let r = match alu {
                Alu::Add => x + y,
                Alu::Sub => x - y,
                Alu::MulLo => x * y,
                Alu::Div => x / y,
                _ => return None,
            };
            r.to_bits()
        }
        // f16/bf16 + - * /: exact in f64, then one rounding.
        Ty::F16 | Ty::BF16 => {
            let (x, y) = (to_f64(ty, a), to_f64(ty, b));
            let r = match alu {
                Alu::Add => x + y,
                Alu::Sub => x - y,
                Alu::MulLo => x * y,
                Alu::Div => return Some(from_f64_rn(ty, ((x as f32) / (y as f32)) as f64)),
                _ => return None,
            };
            from_f64_rn(ty, r)
        }
        _ => return None,
    })
}
