//! How tensor cores add: the exact rule the simulator applies to one instruction's k-step, so
//! that simulator and GPU agree bit for bit on `dot` (`ptx::exec_mma` uses it).
//!
//! The rule for f16 and bf16 inputs into an f32 accumulator (NVIDIA mma.sync m16n8k16), fitted
//! on the H200 to random m16n8k16 steps recorded by `bench-gpu mma-probe`, with no exception
//! (every other variant tried disagreed with the hardware; the figures are in
//! docs/benchmarks.md#the-tensor-cores-accumulation-rule), and checked since by
//! `tests/gpu_ptx.rs` over random dots:
//!
//! 1. The products `a[k] * b[k]` are exact, and so is the accumulator `c`.
//! 2. Each term has an alignment exponent: for a product, the sum of its factors' exponents
//!    (`ea + eb`, with no renormalisation, so a product of significands in [2, 4) counts one
//!    binade low); for `c`, its own. A subnormal factor counts the type's least normal
//!    exponent (not measured).
//! 3. With `e` the largest alignment exponent, every term is truncated toward zero to a
//!    multiple of `2^(e - 25)`: two bits below the f32 LSB of a term of exponent `e`.
//! 4. The aligned terms are summed exactly, and the sum is truncated toward zero to f32 (an f32
//!    overflow therefore gives the largest finite f32; not measured).
//!
//! tf32 (m16n8k8) follows the same rule with the inputs read as tf32 (the low 13 bits of each
//! f32 ignored): not fitted separately, but the H200 agrees bit for bit on the random tf32 dots
//! of `tests/gpu_ptx.rs` (its f32 dots). i8 (m16n8k32) sums exactly, wrapping in i32.
//!
//! The 8-bit floats (`e4m3`, `e5m2`) into f32 follow the same shape with other widths, and
//! the two instructions differ (the least normal exponent of the format, -6 for e4m3 and -14
//! for e5m2, aligns a subnormal factor):
//!
//! - `wgmma` k32 ([`wgmma_step_fp8`]), fitted on the H100 (2026-12-07) with no exception over
//!   2 x 589,824 outputs (structured dots of two or three products, with and without C, and
//!   dense ones, from `tools/fp8_probe_inputs.py`, and the random probe records, each replayed
//!   by `bench-gpu mma-replay ... wgmma`): the 32 products and C aligned together as in steps
//!   2-4, each truncated to a multiple of `2^(e - 13)` ([`FP8_WGMMA_KEPT_BITS`]), and the exact
//!   sum truncated toward zero to 14 significant bits ([`FP8_WGMMA_SUM_BITS`]), not 24: the
//!   accumulator keeps 13 fraction bits, which is why DeepSeek-V3 reports about 14 bits of
//!   accumulation and promotes partial sums to f32 in CUDA cores (`kernels::MatmulFp8`'s
//!   `promote`).
//! - `mma.sync` m16n8k32 ([`mma_step_fp8`]), fitted on the same H100 records with no exception
//!   (2 x 589,824 outputs), from its machine code: ptxas compiles the instruction on sm_90 into
//!   two f16 tensor-core steps (`F2FP.F16.E4M3.UNPACK_B`, then `HMMA.16816.F32` twice) and an
//!   f32 add of C. Each 32-bit register of a lane's fragment holds four consecutive K; its low
//!   two go to the first step, its high two to the second. So: the 16 products of the K with
//!   `k % 4 < 2` summed from zero by the 16-bit rule above (f16's exponents: -14 the least
//!   normal, 25 kept bits), the other 16 added to that by the same rule, and C added last,
//!   rounded to nearest f32.
//!
//! Other variants of the notes' description disagree with the hardware: exponents of the
//! normalised products, one or three guard bits, truncation toward minus infinity, a final
//! rounding to nearest.
//!
//! NaN in any term, or infinities of both signs, give the canonical NaN; otherwise an infinite
//! term gives that infinity. A sum of zeros is -0 only when every term is -0 (as IEEE addition),
//! else +0 (not measured).
//!
//! The error of one step of `n` products against the exact sum is below `(n + 2) * 2^(e - p)`
//! (`p` the kept bits, 25 for 16-bit inputs: `18 * 2^(e - 25)`) plus one f32 ulp of the result,
//! and `2^e` is at most the largest term: the bound that tests compare the interpreter with
//! (`tessera_ir::op::Op::Dot`) follows ([`step_error_bound`]).

use smallvec::SmallVec;

/// The canonical f32 NaN of the tensor cores (as PTX's arithmetic gives).
const CANONICAL_NAN: u32 = 0x7fff_ffff;

/// The bits kept below the largest alignment exponent for 16-bit (and tf32) inputs (fitted).
pub const HALF_KEPT_BITS: i32 = 25;

/// The bits kept below the largest alignment exponent by each of fp8 `mma.sync`'s two f16
/// steps (fitted, see the module doc): the 16-bit inputs' rule.
pub const FP8_KEPT_BITS: i32 = HALF_KEPT_BITS;

/// The bits kept below the largest alignment exponent by fp8 `wgmma` (fitted).
pub const FP8_WGMMA_KEPT_BITS: i32 = 13;

/// The significant bits of an fp8 `wgmma` step's sum (fitted): truncated toward zero.
pub const FP8_WGMMA_SUM_BITS: i32 = 14;

/// The products of an fp8 instruction (k 32) that one step aligns and sums together.
pub const FP8_TERMS_PER_STEP: usize = 32;

/// The error of one step of `terms` products with `kept_bits`, relative to `S = |c| + sum |a b|`
/// (an upper bound): `(terms + 2) * 2^-kept_bits` for the truncated terms plus `2^-23` for the
/// truncation to f32. 16-bit inputs: `22 * 2^-25`.
pub fn step_error_bound(terms: usize, kept_bits: i32) -> f64 {
    (terms + 2) as f64 * 2f64.powi(-kept_bits) + 2f64.powi(-23)
}

/// [`step_error_bound`] for one fp8 instruction (k 32): `mma.sync`'s two f16 steps of 16
/// products and its rounded add of C (`46 * 2^-25`), or `wgmma`'s 13 kept bits and 14-bit sum
/// (`2^-13` for its truncation: `35 * 2^-13`).
pub fn fp8_step_error_bound(warpgroup: bool) -> f64 {
    if warpgroup {
        (FP8_TERMS_PER_STEP + 2) as f64 * 2f64.powi(-FP8_WGMMA_KEPT_BITS) + 2f64.powi(1 - FP8_WGMMA_SUM_BITS)
    } else {
        2.0 * step_error_bound(FP8_TERMS_PER_STEP / 2, FP8_KEPT_BITS) + 2f64.powi(-24)
    }
}

/// One k-step of a tensor-core multiply-accumulate: `c + sum(a[k] * b[k])` by the rule above.
/// `a` and `b` hold the products' factors as f64 (exact for every 16-bit float); `emin` is the
/// least normal exponent of their type (-14 for f16, -126 for bf16).
pub fn mma_step_f32(c: f32, a: &[f64], b: &[f64], emin: i32) -> f32 {
    aligned_sum(c, a, b, emin, HALF_KEPT_BITS, 24)
}

/// One fp8 `mma.sync` instruction's k products (32 per instruction, in K order) added to `c`
/// (fitted, see the module doc): per instruction, the products of the K with `k % 4 < 2`
/// summed from zero by the 16-bit rule, the others added to that by the same rule (factors as
/// f16, whose least normal exponent is -14), then `c` plus that, rounded to nearest. `a` and
/// `b` hold the factors' exact values.
pub fn mma_step_fp8(c: f32, a: &[f64], b: &[f64]) -> f32 {
    let n = FP8_TERMS_PER_STEP;
    a.chunks(n).zip(b.chunks(n)).fold(c, |acc, (x, y)| {
        let half = |lo: bool| -> (SmallVec<[f64; 16]>, SmallVec<[f64; 16]>) {
            (0..x.len()).filter(|k| (k % 4 < 2) == lo).map(|k| (x[k], y[k])).unzip()
        };
        let ((x0, y0), (x1, y1)) = (half(true), half(false));
        let first = aligned_sum(0.0, &x0, &y0, -14, FP8_KEPT_BITS, 24);
        acc + aligned_sum(first, &x1, &y1, -14, FP8_KEPT_BITS, 24)
    })
}

/// One fp8 `wgmma` k-step of 32 products added to `c` (fitted, see the module doc): the
/// products and `c` aligned together, truncated to multiples of `2^(e - 13)`, the sum
/// truncated to 14 significant bits.
pub fn wgmma_step_fp8(c: f32, a: &[f64], b: &[f64], emin: i32) -> f32 {
    let n = FP8_TERMS_PER_STEP;
    a.chunks(n)
        .zip(b.chunks(n))
        .fold(c, |acc, (x, y)| aligned_sum(acc, x, y, emin, FP8_WGMMA_KEPT_BITS, FP8_WGMMA_SUM_BITS))
}

/// `c + sum(a[k] * b[k])`, every term truncated to a multiple of `2^(e - kept)` (`e` the
/// largest alignment exponent), the exact sum of those truncated toward zero to `sig_bits`
/// significant bits (24: an f32).
fn aligned_sum(c: f32, a: &[f64], b: &[f64], emin: i32, kept: i32, sig_bits: i32) -> f32 {
    let c_term = (c as f64, exponent(c as f64).max(-126));
    let products = a.iter().zip(b).map(|(&x, &y)| (x * y, exponent(x).max(emin) + exponent(y).max(emin)));
    let (mut nan, mut pos_inf, mut neg_inf, mut all_neg_zero) = (false, false, false, true);
    let mut emax = i32::MIN;
    let mut finite: SmallVec<[f64; 36]> = SmallVec::new();
    for (t, e) in products.chain(std::iter::once(c_term)) {
        if t.is_nan() {
            nan = true;
        } else if t == f64::INFINITY {
            pos_inf = true;
        } else if t == f64::NEG_INFINITY {
            neg_inf = true;
        } else {
            all_neg_zero &= t == 0.0 && t.is_sign_negative();
            if t != 0.0 {
                emax = emax.max(e);
            }
            finite.push(t);
        }
    }
    if nan || (pos_inf && neg_inf) {
        return f32::from_bits(CANONICAL_NAN);
    }
    if pos_inf {
        return f32::INFINITY;
    }
    if neg_inf {
        return f32::NEG_INFINITY;
    }
    if emax == i32::MIN {
        return if all_neg_zero { -0.0 } else { 0.0 };
    }
    // Each term as a whole number of quanta 2^(emax - kept), truncated toward zero. Terms are
    // below 2^(emax + 2) (a product's significand reaches 4), so each is below 2^(kept + 2)
    // quanta (2^27 for 25 kept bits) and the sum of 33 fits easily.
    let q = emax - kept;
    // (`as i64` truncates toward zero; one power of two for all the terms where it is a
    // normal f64, which makes each product exact.)
    let sum: i64 = if (-1000..=1000).contains(&q) {
        let unit = 2f64.powi(-q);
        finite.iter().map(|&t| (t * unit) as i64).sum()
    } else {
        finite.iter().map(|&t| scale(t, -q) as i64).sum()
    };
    if sum == 0 {
        return 0.0;
    }
    truncate_to_f32(sum, q, sig_bits)
}

/// floor(log2 |x|) of a finite non-zero f64 (anything for 0: zero terms do not align).
fn exponent(x: f64) -> i32 {
    let bits = x.to_bits();
    let e = ((bits >> 52) & 0x7ff) as i32;
    if e == 0 {
        // Subnormal f64 (not reachable from 16-bit products, kept for completeness).
        -1074 + (63 - (bits & ((1 << 52) - 1)).leading_zeros() as i32)
    } else {
        e - 1023
    }
}

/// x * 2^s, exactly (no intermediate overflow for the exponents here).
fn scale(x: f64, s: i32) -> f64 {
    let mut x = x;
    let mut s = s;
    while s > 1000 {
        x *= 2f64.powi(1000);
        s -= 1000;
    }
    while s < -1000 {
        x *= 2f64.powi(-1000);
        s += 1000;
    }
    x * 2f64.powi(s)
}

/// `n * 2^q` truncated toward zero to `sig_bits` (at most 24) significant bits and to f32
/// (subnormals kept, overflow to the largest finite).
fn truncate_to_f32(n: i64, q: i32, sig_bits: i32) -> f32 {
    let neg = n < 0;
    let mut m = n.unsigned_abs();
    let mut e = q;
    // Normalise m to at most `sig_bits` significant bits, dropping (truncating) low bits.
    let bits = 64 - m.leading_zeros() as i32;
    if bits > sig_bits {
        let drop = bits - sig_bits;
        m >>= drop;
        e += drop;
    }
    // Now the value is m * 2^e with m < 2^24. Below the normal range, drop more bits so the
    // value lands on the subnormal grid 2^-149.
    if e < -149 {
        let drop = (-149 - e).min(63);
        m >>= drop;
        e = -149;
    }
    let v = m as f64 * 2f64.powi(e);
    let f = if v > f32::MAX as f64 { f32::MAX } else { v as f32 };
    if neg {
        -f
    } else {
        f
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exact_sums_are_exact_and_low_bits_are_truncated() {
        // Small integers: every rule gives the exact sum.
        assert_eq!(mma_step_f32(3.0, &[1.0, 2.0, -4.0], &[5.0, 6.0, 0.5], -14), 3.0 + 5.0 + 12.0 - 2.0);
        // 2^24 + 1 is not an f32: truncated (not rounded up) to 2^24.
        assert_eq!(mma_step_f32(16777216.0, &[1.0], &[1.0], -14), 16777216.0);
        // A product far below the largest term's guard bits vanishes; just inside them it
        // counts: 1 + 5*2^-25 is 1 + 2^-23 + 2^-25 -> truncated to 1 + 2^-23.
        assert_eq!(mma_step_f32(1.0, &[2f64.powi(-30)], &[1.0], -14), 1.0);
        assert_eq!(mma_step_f32(1.0, &[5.0 * 2f64.powi(-25)], &[1.0], -14), 1.0 + 2f32.powi(-23));
        // Truncation is toward zero for negative sums too.
        assert_eq!(mma_step_f32(-1.0, &[-5.0 * 2f64.powi(-25)], &[1.0], -14), -(1.0 + 2f32.powi(-23)));
        // Each term is truncated before the sum: eight products of 2^-26 add nothing, where
        // their exact sum 2^-23 would be one ulp of 1.
        assert_eq!(mma_step_f32(1.0, &[2f64.powi(-26); 8], &[1.0; 8], -14), 1.0);
        // A product aligns at the sum of its factors' exponents: 1.5 * 1.5 = 2.25 aligns at 2^0,
        // not 2^1, so eight terms of 2^-25 survive (2^-25 is a quantum) and add one ulp of 2.25.
        let (mut a, mut b) = (vec![1.5], vec![1.5]);
        a.extend([2f64.powi(-25); 8]);
        b.extend([1.0; 8]);
        assert_eq!(mma_step_f32(0.0, &a, &b, -14), 2.25 + 2f32.powi(-22));
    }

    #[test]
    fn fp8_steps_follow_the_rule_with_their_parameters() {
        // Exact where every term is on the quantum grid.
        let (a, b) = ([1.0, 2.0, -0.5, 448.0], [3.0, 0.25, 8.0, 1.0]);
        assert_eq!(mma_step_fp8(1.0, &a, &b), 1.0 + 3.0 + 0.5 - 4.0 + 448.0);
        // A term just under one quantum of the largest alignment exponent vanishes; the
        // quantum is 2^(e - FP8_KEPT_BITS) with e = 0 from 1 * 1.
        let below = 2f64.powi(-FP8_KEPT_BITS) * 0.75;
        assert_eq!(mma_step_fp8(0.0, &[1.0, below], &[1.0, 1.0]), 1.0);
        // mma.sync aligns factors as f16, where e4m3's subnormals are normal: 2^-9 * 2^2 aligns
        // at 2^-7, so 2^-30 (two factors of 2^-15, in the same f16 step) is a whole quantum
        // 2^(-7 - 25 + 2); aligned at e4m3's least normal 2^-6 (2^-4) it would vanish.
        let x = mma_step_fp8(0.0, &[2f64.powi(-9), 2f64.powi(-15)], &[4.0, 2f64.powi(-15)]);
        assert_eq!(x, 2f32.powi(-7) + 2f32.powi(-30));
        // The halves of each four K: products at k % 4 < 2 are summed first, the rest added to
        // that sum: 1 + 2^-24 + 2^-24 keeps neither 2^-24 when they sit in different halves
        // (each step truncates to f32), both when they share the first half.
        let t = 2f64.powi(-24);
        assert_eq!(mma_step_fp8(0.0, &[1.0, t, t], &[1.0, 1.0, 1.0]), 1.0);
        assert_eq!(mma_step_fp8(0.0, &[1.0, t, 0.0, 0.0, t], &[1.0, 1.0, 0.0, 0.0, 1.0]), 1.0 + 2f32.powi(-23));
        // 32 products: one instruction's worth; the steps chain in K order.
        let a = [1.0; 32];
        let b: Vec<f64> = (0..32).map(|i| i as f64).collect();
        assert_eq!(mma_step_fp8(0.5, &a, &b), 0.5 + 496.0);
        assert!(step_error_bound(16, 25) == 22.0 * 2f64.powi(-25));
        // mma.sync adds C after the products, rounded to nearest: 2^25 + 3 is 2^25 + 4 (an
        // f32 ulp of 2^25 is 4), where aligning C with the products would truncate to 2^25.
        assert_eq!(mma_step_fp8(2f32.powi(25), &[3.0], &[1.0]), 2f32.powi(25) + 4.0);
    }

    #[test]
    fn fp8_warpgroup_steps_keep_fourteen_bits() {
        // The sum is truncated to 14 significant bits: 1 + 2^-13 stays, 1 + 2^-14 does not.
        assert_eq!(wgmma_step_fp8(1.0, &[2f64.powi(-7)], &[2f64.powi(-6)], -6), 1.0 + 2f32.powi(-13));
        assert_eq!(wgmma_step_fp8(1.0, &[2f64.powi(-7)], &[2f64.powi(-7)], -6), 1.0);
        // C is aligned with the products and cut too: 1 + 2^-20 in C loses its low bit.
        assert_eq!(wgmma_step_fp8(1.0 + 2f32.powi(-20), &[0.0], &[0.0], -6), 1.0);
        // Each term is cut to the quantum 2^(e - 13) before the sum: two products of 0.75
        // quanta add nothing, where their exact sum is 1.5 quanta.
        let under = 0.75 * 2f64.powi(-13);
        assert_eq!(wgmma_step_fp8(0.0, &[1.0, under, under], &[1.0, 1.0, 1.0], -6), 1.0);
        // Truncation toward zero for negative sums.
        assert_eq!(wgmma_step_fp8(-1.0, &[-2f64.powi(-7)], &[2f64.powi(-7)], -6), -1.0);
    }

    #[test]
    fn special_values() {
        assert!(mma_step_f32(f32::NAN, &[1.0], &[1.0], -14).is_nan());
        assert!(mma_step_f32(0.0, &[f64::INFINITY, f64::NEG_INFINITY], &[1.0, 1.0], -14).is_nan());
        assert_eq!(mma_step_f32(1.0, &[f64::INFINITY], &[1.0], -14), f32::INFINITY);
        assert_eq!(mma_step_f32(-0.0, &[-0.0], &[1.0], -14).to_bits(), (-0.0f32).to_bits());
        assert_eq!(mma_step_f32(-0.0, &[0.0], &[1.0], -14).to_bits(), 0);
        // Subnormal results are kept.
        let tiny = f32::from_bits(3);
        assert_eq!(mma_step_f32(tiny, &[0.0], &[0.0], -14), tiny);
    }
}
