//! Floating-point semantics of the AMDGCN VALU that Rust's `f32`/`f64` do not give directly:
//! rounding an exact value once to f16/f32/f64 (with a tail that breaks ties), the IEEE-mode
//! min/max, `v_cmp_class`, the division helpers (`v_div_scale`, `v_div_fmas`, `v_div_fixup`)
//! and the hardware's approximate functions.
//!
//! Mode: the kernel descriptor tessera writes enables denormals for f32 and for f16/f64
//! (`float_denorm_mode_32 3`, `float_denorm_mode_16_64 3`), IEEE mode on and round to nearest
//! even; this module implements that mode only.
//!
//! The approximate functions (`v_rcp`, `v_rsq`, `v_sqrt`, `v_exp`, `v_log`, `v_sin`, `v_cos`) give
//! the exact function correctly rounded (the hardware promises 1 ulp), but keep what the ISA
//! manuals' instruction notes (CDNA3 and RDNA3, identical here) say about denormals, so that the
//! selector's scaling around them is exercised:
//! - V_RCP_F32: "1ULP accuracy ... Denormals are flushed." V_RSQ_F32, V_EXP_F32, V_LOG_F32:
//!   "1ULP accuracy, denormals are flushed." Denormal inputs and results become zeros of the
//!   same sign (`v_rcp_iflag_f32` is the same unit). V_SQRT_F32: flushed the same way (LLVM's
//!   lowering: "Instruction is 1ulp but ignores denormals").
//! - V_SIN_F32, V_COS_F32: the argument is in revolutions, "Denormals are supported. Full range
//!   input is supported." CDNA3 scales by 2 pi in f64 (`sin(64'F(S0.f) * 2.0 * PI)`), RDNA3 in
//!   f32 (`sin(S0.f32 * 32'F(PI * 2.0))`).
//! - V_RCP_F64, V_RSQ_F64: "This opcode has (2**29)ULP accuracy and supports denormals."
//!   Modelled with a deliberately coarse result (truncated to 24 significant bits, inside that
//!   bound), so that the selector's Newton steps have to do their work.

/// A binary floating-point format narrower than or equal to f64.
#[derive(Copy, Clone)]
pub struct Fmt {
    /// Explicit mantissa bits (10, 23, 52).
    pub mant: u32,
    /// Exponent bits (5, 8, 11).
    pub exp: u32,
}

pub const F16: Fmt = Fmt { mant: 10, exp: 5 };
pub const F32: Fmt = Fmt { mant: 23, exp: 8 };
pub const F64: Fmt = Fmt { mant: 52, exp: 11 };

impl Fmt {
    fn bias(self) -> i32 {
        (1 << (self.exp - 1)) - 1
    }
    fn inf(self, neg: bool) -> u64 {
        let e = ((1u64 << self.exp) - 1) << self.mant;
        e | ((neg as u64) << (self.mant + self.exp))
    }
    fn qnan(self, neg: bool) -> u64 {
        self.inf(neg) | (1u64 << (self.mant - 1))
    }
}

/// Rounds `m * 2^e` (negated when `neg`) to `fmt`, nearest even; `tail` says whether the exact
/// value is a little above (+1) or below (-1) `m * 2^e` in magnitude, by less than half a unit of
/// `m`'s last place (it breaks ties only).
pub fn round_mant(neg: bool, m: u64, e: i32, tail: i8, fmt: Fmt) -> u64 {
    let sign = (neg as u64) << (fmt.mant + fmt.exp);
    if m == 0 {
        return sign;
    }
    let emin = 1 - fmt.bias();
    // The exponent of the leading bit, and of the last kept bit (the quantum).
    let lead = e + 63 - m.leading_zeros() as i32;
    let q = lead.max(emin) - fmt.mant as i32;
    let shift = q as i64 - e as i64;
    let mut n: u64 = if shift <= 0 {
        // Exact: m has no bits below the quantum.
        m << (-shift) as u32
    } else if shift > 64 {
        0
    } else {
        let kept = if shift == 64 { 0 } else { m >> shift };
        let rem = if shift == 64 { m } else { m & ((1u64 << shift) - 1) };
        let half = 1u64 << (shift - 1);
        let up = rem > half || (rem == half && (tail > 0 || (tail == 0 && kept & 1 == 1)));
        kept + up as u64
    };
    let mut q = q;
    if n >> (fmt.mant + 1) != 0 {
        n >>= 1;
        q += 1;
    }
    if n >> fmt.mant == 0 {
        // Denormal (or zero after rounding).
        return sign | n;
    }
    let biased = q + fmt.mant as i32 + fmt.bias();
    if biased >= (1 << fmt.exp) - 1 {
        return fmt.inf(neg);
    }
    sign | ((biased as u64) << fmt.mant) | (n & ((1u64 << fmt.mant) - 1))
}

/// `x + tail` (exact; `|tail|` at most half an ulp of `x`, as from TwoSum) rounded once to `fmt`.
pub fn narrow(x: f64, tail: f64, fmt: Fmt) -> u64 {
    if x.is_nan() {
        return fmt.qnan(x.is_sign_negative());
    }
    if x.is_infinite() {
        return fmt.inf(x < 0.0);
    }
    let (m, e) = decompose(x);
    let t = if tail == 0.0 || tail.is_nan() {
        0
    } else if (tail > 0.0) == (x > 0.0) {
        1
    } else {
        -1
    };
    round_mant(x.is_sign_negative(), m, e, t, fmt)
}

/// |x| = m * 2^e with m an integer (x finite).
pub fn decompose(x: f64) -> (u64, i32) {
    let b = x.to_bits();
    let be = ((b >> 52) & 0x7ff) as i32;
    let frac = b & ((1u64 << 52) - 1);
    if be == 0 {
        (frac, -1074)
    } else {
        (frac | (1u64 << 52), be - 1075)
    }
}

/// The exact sum a + b as (rounded sum, error) (Knuth's TwoSum).
pub fn two_sum(a: f64, b: f64) -> (f64, f64) {
    let s = a + b;
    if !s.is_finite() {
        return (s, 0.0);
    }
    let bb = s - a;
    let err = (a - (s - bb)) + (b - bb);
    (s, err)
}

pub fn f16_to_f32(h: u32) -> f32 {
    let h = h & 0xffff;
    let neg = h >> 15 != 0;
    let e = (h >> 10) & 0x1f;
    let f = h & 0x3ff;
    let v = if e == 0 {
        f as f32 * 2f32.powi(-24)
    } else if e == 31 {
        if f == 0 {
            f32::INFINITY
        } else {
            return f32::from_bits(((neg as u32) << 31) | 0x7fc0_0000 | (f << 13));
        }
    } else {
        f32::from_bits(((e + 112) << 23) | (f << 13))
    };
    if neg {
        -v
    } else {
        v
    }
}

pub fn f32_to_f16(x: f32) -> u32 {
    narrow(x as f64, 0.0, F16) as u32
}

pub fn ftz32(x: f32) -> f32 {
    if x.is_subnormal() {
        0f32.copysign(x)
    } else {
        x
    }
}

pub fn is_snan32(b: u32) -> bool {
    (b & 0x7f80_0000) == 0x7f80_0000 && (b & 0x007f_ffff) != 0 && (b & 0x0040_0000) == 0
}

pub fn is_snan64(b: u64) -> bool {
    let e = 0x7ff0_0000_0000_0000u64;
    (b & e) == e && (b & 0x000f_ffff_ffff_ffff) != 0 && (b & 0x0008_0000_0000_0000) == 0
}

/// `v_min_f32`/`v_max_f32` in IEEE mode: a signalling NaN operand gives a quiet NaN; otherwise a
/// quiet NaN loses to a number. -0 orders below +0.
pub fn minmax32(a: u32, b: u32, max: bool) -> u32 {
    if is_snan32(a) || is_snan32(b) {
        return 0x7fc0_0000;
    }
    let (x, y) = (f32::from_bits(a), f32::from_bits(b));
    if x.is_nan() {
        return if y.is_nan() { 0x7fc0_0000 } else { b };
    }
    if y.is_nan() {
        return a;
    }
    let pick_a = if x == y {
        // Equal values: -0 orders below +0.
        if max {
            x.is_sign_positive() || y.is_sign_negative()
        } else {
            x.is_sign_negative() || y.is_sign_positive()
        }
    } else if max {
        x > y
    } else {
        x < y
    };
    if pick_a {
        a
    } else {
        b
    }
}

pub fn minmax64(a: u64, b: u64, max: bool) -> u64 {
    if is_snan64(a) || is_snan64(b) {
        return 0x7ff8_0000_0000_0000;
    }
    let (x, y) = (f64::from_bits(a), f64::from_bits(b));
    if x.is_nan() {
        return if y.is_nan() { 0x7ff8_0000_0000_0000 } else { b };
    }
    if y.is_nan() {
        return a;
    }
    let pick_a = if x == y {
        if max {
            x.is_sign_positive() || y.is_sign_negative()
        } else {
            x.is_sign_negative() || y.is_sign_positive()
        }
    } else if max {
        x > y
    } else {
        x < y
    };
    if pick_a {
        a
    } else {
        b
    }
}

/// The class bit of `v_cmp_class`: 0 signalling NaN, 1 quiet NaN, 2 -inf, 3 -normal,
/// 4 -denormal, 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +inf.
pub fn class_bit(x: f64, snan: bool) -> u32 {
    if x.is_nan() {
        return if snan { 0 } else { 1 };
    }
    let neg = x.is_sign_negative();
    let k = if x.is_infinite() {
        0
    } else if x.is_normal() {
        1
    } else if x == 0.0 {
        3
    } else {
        2
    };
    // -inf 2, -normal 3, -denormal 4, -0 5 / +0 6, +denormal 7, +normal 8, +inf 9
    if neg {
        2 + k
    } else {
        9 - k
    }
}

/// The f32 class bit (`x` as f32 bits: denormals of f32, not of f64).
pub fn class32(b: u32) -> u32 {
    let x = f32::from_bits(b);
    if x.is_nan() {
        return if is_snan32(b) { 0 } else { 1 };
    }
    let neg = x.is_sign_negative();
    let k = if x.is_infinite() {
        0
    } else if x.is_normal() {
        1
    } else if x == 0.0 {
        3
    } else {
        2
    };
    if neg {
        2 + k
    } else {
        9 - k
    }
}

pub fn class64(b: u64) -> u32 {
    class_bit(f64::from_bits(b), is_snan64(b))
}

/// x * 2^k rounded once (f32).
pub fn ldexp32(x: f32, k: i32) -> f32 {
    if !x.is_finite() || x == 0.0 {
        return x;
    }
    let (m, e) = decompose(x as f64);
    let k = k.clamp(-1000, 1000);
    f32::from_bits(round_mant(x < 0.0, m, e + k, 0, F32) as u32)
}

/// x * 2^k rounded once (f64).
pub fn ldexp64(x: f64, k: i32) -> f64 {
    if !x.is_finite() || x == 0.0 {
        return x;
    }
    let (m, e) = decompose(x);
    let k = k.clamp(-5000, 5000);
    f64::from_bits(round_mant(x < 0.0, m, e + k, 0, F64))
}

/// The biased exponent field.
fn exp32(x: f32) -> i32 {
    ((x.to_bits() >> 23) & 0xff) as i32
}
fn exp64(x: f64) -> i32 {
    ((x.to_bits() >> 52) & 0x7ff) as i32
}

/// Whether |num / den| is nonzero and below 2^emin (the normal range), exactly: from the
/// operands' exponents and significands, not from a rounded quotient (a quotient that rounds to
/// zero is still tiny).
fn quot_tiny(num: f64, den: f64, emin: i32) -> bool {
    if num == 0.0 || !num.is_finite() || !den.is_finite() || den == 0.0 {
        return false;
    }
    // |x| = m * 2^e with m in [1, 2).
    let norm = |x: f64| {
        let (m, e) = decompose(x);
        let lead = 63 - m.leading_zeros() as i32;
        (m << (63 - lead), e + lead)
    };
    let ((mn, en), (md, ed)) = (norm(num), norm(den));
    let d = en - ed;
    d < emin || (d == emin && mn < md)
}

/// `v_div_scale_f32 d, vcc, s0, s1, s2`: s1 is the denominator, s2 the numerator and s0 the one
/// of them to scale (the ISA manuals' V_DIV_SCALE_F32). Returns (d, vcc bit). Operands whose
/// quotient or reciprocal would leave the normal range are scaled by 2^64 or 2^-64 so that the
/// Newton iteration (with `v_rcp_f32`, which flushes denormals) runs on normal numbers; VCC tells
/// `v_div_fmas` to undo the scaling of the quotient.
///
/// Two details differ from the manuals' pseudocode, which is not self-consistent there: "1 / S1
/// is denormal" is tested in the operand's own range (the pseudocode converts to f64 first, which
/// makes the test never true for f32), and when both the reciprocal and the quotient are tiny the
/// denominator is scaled by 2^-64 (the pseudocode's 2^64 would overflow a denominator above
/// 2^126). This is the reading under which the division sequence every compiler emits (and
/// tessera's `fdiv32`) is correctly rounded, as it is on the hardware.
pub fn div_scale32(s0: f32, s1: f32, s2: f32) -> (f32, bool) {
    if s2 == 0.0 || s1 == 0.0 {
        return (f32::NAN, false);
    }
    if exp32(s2) - exp32(s1) >= 96 {
        // The quotient is near the top of the range: scale the denominator.
        return (if s0 == s1 { ldexp32(s0, 64) } else { s0 }, true);
    }
    if s1.is_subnormal() {
        return (ldexp32(s0, 64), false);
    }
    let rcp_tiny = quot_tiny(1.0, s1 as f64, -126);
    let q_tiny = quot_tiny(s2 as f64, s1 as f64, -126);
    if rcp_tiny && q_tiny {
        return (if s0 == s1 { ldexp32(s0, -64) } else { s0 }, true);
    }
    if rcp_tiny {
        return (ldexp32(s0, -64), false);
    }
    if q_tiny {
        // Only the numerator is scaled up: the quotient is scaled back by v_div_fmas.
        return (if s0 == s2 { ldexp32(s0, 64) } else { s0 }, true);
    }
    if exp32(s2) <= 23 {
        // A tiny numerator: both operands are scaled up, the quotient stays.
        return (ldexp32(s0, 64), false);
    }
    (s0, false)
}

/// `v_div_scale_f64`: as the f32 form with 2^128 / 2^-128 and the f64 range.
pub fn div_scale64(s0: f64, s1: f64, s2: f64) -> (f64, bool) {
    if s2 == 0.0 || s1 == 0.0 {
        return (f64::NAN, false);
    }
    if exp64(s2) - exp64(s1) >= 768 {
        return (if s0 == s1 { ldexp64(s0, 128) } else { s0 }, true);
    }
    if s1.is_subnormal() {
        return (ldexp64(s0, 128), false);
    }
    let rcp_tiny = quot_tiny(1.0, s1, -1022);
    let q_tiny = quot_tiny(s2, s1, -1022);
    if rcp_tiny && q_tiny {
        return (if s0 == s1 { ldexp64(s0, -128) } else { s0 }, true);
    }
    if rcp_tiny {
        return (ldexp64(s0, -128), false);
    }
    if q_tiny {
        return (if s0 == s2 { ldexp64(s0, 128) } else { s0 }, true);
    }
    if exp64(s2) <= 53 {
        return (ldexp64(s0, 128), false);
    }
    (s0, false)
}

/// `v_div_fmas_f32`: fma(s0, s1, s2), scaled when VCC is set by 2^64 if s2's exponent is above
/// 127 (s2 >= 2) and by 2^-64 otherwise; one rounding of the exact result.
pub fn div_fmas32(a: f32, b: f32, c: f32, vcc: bool) -> f32 {
    let k = if !vcc {
        0
    } else if exp32(c) > 127 {
        64
    } else {
        -64
    };
    fma32_scaled(a, b, c, k)
}

/// fma(a, b, c) * 2^k in f32 with a single rounding.
pub fn fma32_scaled(a: f32, b: f32, c: f32, k: i32) -> f32 {
    let p = a as f64 * b as f64; // exact: 48 bits
    let (s, e) = two_sum(p, c as f64);
    if !s.is_finite() || s == 0.0 {
        if s == 0.0 && e == 0.0 {
            // Exact zero: its sign as IEEE fma gives it.
            return a.mul_add(b, c);
        }
        if !s.is_finite() {
            return s as f32;
        }
    }
    let scale = 2f64.powi(k);
    f32::from_bits(narrow(s * scale, e * scale, F32) as u32)
}

/// `v_div_fmas_f64`, as the f32 form with 2^128 / 2^-128. The fma is rounded to f64 before the
/// scaling, so a result in the denormal range may be rounded twice (a tie at 53 bits is needed
/// for that to matter).
pub fn div_fmas64(a: f64, b: f64, c: f64, vcc: bool) -> f64 {
    let r = a.mul_add(b, c);
    if !vcc {
        return r;
    }
    let k = if exp64(c) > 1023 { 128 } else { -128 };
    ldexp64(r, k)
}

/// `v_div_fixup_f32 d, s0, s1, s2`: s0 the quotient, s1 the denominator, s2 the numerator; the
/// special cases of division (NaN, zeros, infinities, out of range) and the sign.
pub fn div_fixup32(s0: f32, s1: f32, s2: f32) -> f32 {
    let neg = s1.is_sign_negative() != s2.is_sign_negative();
    let sgn = |v: f32| if neg { -v } else { v };
    if s2.is_nan() {
        return f32::from_bits(s2.to_bits() | 0x0040_0000);
    }
    if s1.is_nan() {
        return f32::from_bits(s1.to_bits() | 0x0040_0000);
    }
    if (s1 == 0.0 && s2 == 0.0) || (s1.is_infinite() && s2.is_infinite()) {
        return f32::NAN;
    }
    if s1 == 0.0 || s2.is_infinite() {
        return sgn(f32::INFINITY);
    }
    if s1.is_infinite() || s2 == 0.0 {
        return sgn(0.0);
    }
    if exp32(s2) - exp32(s1) < -150 {
        return sgn(0.0);
    }
    if s0.is_nan() {
        return sgn(f32::INFINITY);
    }
    sgn(s0.abs())
}

pub fn div_fixup64(s0: f64, s1: f64, s2: f64) -> f64 {
    let neg = s1.is_sign_negative() != s2.is_sign_negative();
    let sgn = |v: f64| if neg { -v } else { v };
    if s2.is_nan() {
        return f64::from_bits(s2.to_bits() | 0x0008_0000_0000_0000);
    }
    if s1.is_nan() {
        return f64::from_bits(s1.to_bits() | 0x0008_0000_0000_0000);
    }
    if (s1 == 0.0 && s2 == 0.0) || (s1.is_infinite() && s2.is_infinite()) {
        return f64::NAN;
    }
    if s1 == 0.0 || s2.is_infinite() {
        return sgn(f64::INFINITY);
    }
    if s1.is_infinite() || s2 == 0.0 {
        return sgn(0.0);
    }
    if exp64(s2) - exp64(s1) < -1075 {
        return sgn(0.0);
    }
    if s0.is_nan() {
        return sgn(f64::INFINITY);
    }
    sgn(s0.abs())
}

/// fma of three f16 values, rounded once to f16.
pub fn fma16(a: u32, b: u32, c: u32) -> u32 {
    let (x, y, z) = (f16_to_f32(a) as f64, f16_to_f32(b) as f64, f16_to_f32(c) as f64);
    let p = x * y; // exact: 22 bits
    let (s, e) = two_sum(p, z);
    if s == 0.0 && e == 0.0 {
        return f32_to_f16((x as f32).mul_add(y as f32, z as f32));
    }
    narrow(s, e, F16) as u32
}

/// The approximate f32 functions (see the module doc for the denormal behaviour).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Approx {
    Rcp,
    Rsq,
    Sqrt,
    Exp,
    Log,
    Sin,
    Cos,
}

/// An approximate f32 function; `gfx11` selects the RDNA3 form of sin/cos.
pub fn approx32(f: Approx, x: f32, gfx11: bool) -> f32 {
    let round = |v: f64| f32::from_bits(narrow(v, 0.0, F32) as u32);
    match f {
        Approx::Rcp => ftz32(1.0 / ftz32(x)),
        Approx::Rsq => ftz32(round(1.0 / (ftz32(x) as f64).sqrt())),
        Approx::Sqrt => ftz32(x).sqrt(),
        Approx::Exp => ftz32(round((ftz32(x) as f64).exp2())),
        Approx::Log => round((ftz32(x) as f64).log2()),
        Approx::Sin | Approx::Cos => {
            let t = if gfx11 { (x * std::f32::consts::TAU) as f64 } else { x as f64 * std::f64::consts::TAU };
            round(if f == Approx::Sin { t.sin() } else { t.cos() })
        }
    }
}

/// `v_rcp_f64`: "(2**29)ULP accuracy and supports denormals" (ISA manuals). Modelled as the
/// reciprocal truncated to 24 significant bits (an error within that bound, but far from the
/// f64 rounding), so that the selector's Newton steps must do their work.
pub fn rcp64(x: f64) -> f64 {
    coarse64(1.0 / x)
}

/// `v_rsq_f64`, with the accuracy of `v_rcp_f64` (see there).
pub fn rsq64(x: f64) -> f64 {
    coarse64(1.0 / x.sqrt())
}

/// `x` truncated toward zero to 24 significant bits (finite normal values only).
fn coarse64(x: f64) -> f64 {
    if !x.is_normal() {
        return x;
    }
    f64::from_bits(x.to_bits() & !((1u64 << 29) - 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn narrowing_rounds_once_to_nearest_even() {
        assert_eq!(f32_to_f16(1.0), 0x3c00);
        assert_eq!(f32_to_f16(65504.0), 0x7bff);
        assert_eq!(f32_to_f16(65520.0), 0x7c00); // tie rounds to even: infinity
        assert_eq!(f32_to_f16(2f32.powi(-24)), 0x0001);
        assert_eq!(f32_to_f16(2f32.powi(-25)), 0x0000); // tie to even: zero
        assert_eq!(f32_to_f16(2f32.powi(-25) * 1.5), 0x0001);
        assert_eq!(f32_to_f16(-0.0), 0x8000);
        for h in 0..0x7c00u32 {
            assert_eq!(f32_to_f16(f16_to_f32(h)), h, "{h:#x}");
        }
        // Ties broken by the tail.
        let x = 1.0 + 2f64.powi(-24); // halfway between two f32
        assert_eq!(narrow(x, 0.0, F32) as u32, 1f32.to_bits());
        assert_eq!(narrow(x, 1e-30, F32) as u32, 1f32.to_bits() + 1);
        assert_eq!(narrow(-x, -1e-30, F32) as u32, (-1f32).to_bits() + 1);
        for v in [1.5f64, -3.25e-40, 1e38, 3.4028235e38, 1e-45, 7.0e-46] {
            assert_eq!(narrow(v, 0.0, F32) as u32, (v as f32).to_bits(), "{v}");
        }
    }

    #[test]
    fn ldexp_rounds_into_denormals_once() {
        assert_eq!(ldexp64(1.5, -1074), f64::from_bits(2));
        assert_eq!(ldexp64(1.0, -1075), 0.0);
        assert_eq!(ldexp64(1.0, 1024), f64::INFINITY);
        assert_eq!(ldexp32(3.0, -150), f32::from_bits(2));
    }

    #[test]
    fn division_helpers_divide() {
        // The selector's sequence, by hand, on a few hard cases.
        let hard = [
            (1.0f32, 3.0f32),
            (1e-40, 3.0),
            (3.0, 1e-40),
            (1e38, 1e-5),
            (7.0, 1e38),
            (1e-45, 1e38),
            (1.0, f32::MAX),
            (f32::MIN_POSITIVE, 16777216.0),
            (-3.0, 3e38),
            (1e-30, 3e38),
            (5.0, 1e-45),
        ];
        for (a, b) in hard {
            let (den, _) = div_scale32(b, b, a);
            let (num, vcc) = div_scale32(a, b, a);
            let r = approx32(Approx::Rcp, den, false);
            let t = (-den).mul_add(r, 1.0);
            let r = t.mul_add(r, r);
            let q = num * r;
            let t = (-den).mul_add(q, num);
            let q = t.mul_add(r, q);
            let t = (-den).mul_add(q, num);
            let q = div_fmas32(t, r, q, vcc);
            let q = div_fixup32(q, b, a);
            assert_eq!(q.to_bits(), (a / b).to_bits(), "{a} / {b}");
        }
    }
}
