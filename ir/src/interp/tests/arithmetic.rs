//! Interpreter tests of integer and float arithmetic: corner cases of the integer ops, casts,
//! f16 rounding, float min/max and compares, and float/int conversions.

use super::*;
use crate::constant::Const;
use crate::op::{BinaryOp, CastOp, FloatCC, Op, UnaryOp};
use crate::types::DType;
use half::f16;

#[test]
fn integer_corner_cases() {
    use BinaryOp::*;
    let min = i32::MIN as i64;
    assert_eq!(binary(Sdiv, DType::I32, &[7, -7, 5, min, min], &[2, 2, 0, -1, 1]), vec![3, -3, -1, min, min]);
    assert_eq!(binary(Udiv, DType::I32, &[7, -1, 5], &[2, 2, 0]), vec![3, i32::MAX as i64, -1]);
    assert_eq!(binary(Srem, DType::I32, &[7, -7, 7, 5, min], &[3, 3, -3, 0, -1]), vec![1, -1, 1, 5, 0]);
    assert_eq!(binary(Urem, DType::I32, &[7, 5, -1], &[3, 0, 10]), vec![1, 5, (u32::MAX % 10) as i64]);
    assert_eq!(binary(Sdiv, DType::I8, &[-128, -128], &[-1, 0]), vec![-128, -1]);
    assert_eq!(binary(Sdiv, DType::I64, &[i64::MIN, 9], &[-1, 0]), vec![i64::MIN, -1]);
    // Shifts: amounts are unsigned; >= width gives 0 or the sign.
    assert_eq!(binary(Shl, DType::I32, &[1, 1, 1, 1], &[31, 32, 33, -1]), vec![min, 0, 0, 0]);
    assert_eq!(binary(Lshr, DType::I32, &[-1, -1, -1], &[28, 32, -1]), vec![15, 0, 0]);
    assert_eq!(binary(Ashr, DType::I32, &[-16, -16, 16, -1], &[2, 40, 40, -1]), vec![-4, -1, 0, -1]);
    assert_eq!(binary(Shl, DType::I8, &[1, 3], &[7, 8]), vec![-128, 0]);
    // i8 wraps.
    assert_eq!(binary(Add, DType::I8, &[127, -128, 100], &[1, -1, 100]), vec![-128, 127, -56]);
    assert_eq!(binary(Mul, DType::I8, &[16, -128], &[16, -1]), vec![0, -128]);
    assert_eq!(binary(Smin, DType::I8, &[-1, 5], &[1, 3]), vec![-1, 3]);
    assert_eq!(binary(Umin, DType::I8, &[-1, 5], &[1, 3]), vec![1, 3]);
    // i1: add is xor, mul is and (`Const::as_i64` reads i1 true as 1).
    assert_eq!(binary(Add, DType::I1, &[0, 0, 1, 1], &[0, 1, 0, 1]), vec![0, 1, 1, 0]);
    assert_eq!(binary(Mul, DType::I1, &[1, 1], &[1, 0]), vec![1, 0]);
    assert_eq!(binary(Sdiv, DType::I1, &[1, 0, 1], &[1, 0, 0]), vec![1, 1, 1]);
    // Unary: abs(MIN) = MIN, not, neg.
    let enc = |v: &[i64]| v.iter().map(|&x| Const::from_i64(DType::I8, x).bits).collect::<Vec<_>>();
    let out = elementwise(DType::I8, DType::I8, &[enc(&[-128, -5, 7])], |b, x| {
        let t = b.ty(x[0]);
        b.op(Op::Unary(UnaryOp::Abs), &[x[0]], t)
    });
    assert_eq!(out, enc(&[-128, 5, 7]));
    let out = elementwise(DType::I8, DType::I8, &[enc(&[-128, 0, 7])], |b, x| {
        let t = b.ty(x[0]);
        let n = b.op(Op::Unary(UnaryOp::Neg), &[x[0]], t);
        b.op(Op::Unary(UnaryOp::Not), &[n], t)
    });
    assert_eq!(out, enc(&[127, -1, 6]));
}

#[test]
fn integer_casts() {
    let cast = |op: CastOp, s: DType, t: DType, v: &[u64]| {
        elementwise(s, t, &[v.to_vec()], |b, x| {
            let ty = b.ty(x[0]).with_scalar(t);
            b.op(Op::Cast(op), &[x[0]], ty)
        })
    };
    assert_eq!(cast(CastOp::Sext, DType::I8, DType::I32, &[0x80, 0x7f]), vec![0xffff_ff80, 0x7f]);
    assert_eq!(cast(CastOp::Zext, DType::I8, DType::I32, &[0x80]), vec![0x80]);
    assert_eq!(cast(CastOp::Trunc, DType::I32, DType::I8, &[0x1234_5680]), vec![0x80]);
    assert_eq!(cast(CastOp::Sext, DType::I1, DType::I32, &[1, 0]), vec![0xffff_ffff, 0]);
    assert_eq!(cast(CastOp::Zext, DType::I1, DType::I32, &[1, 0]), vec![1, 0]);
    assert_eq!(cast(CastOp::Trunc, DType::I32, DType::I1, &[2, 3]), vec![0, 1]);
}

/// The nearest f16 to `x` (ties to even), found by search: an oracle independent of `half`'s
/// rounding.
fn nearest_f16(x: f64) -> u16 {
    if x.is_nan() {
        return 0x7e00;
    }
    let sign = if x.is_sign_negative() { 0x8000 } else { 0 };
    let a = x.abs();
    if a >= 65520.0 {
        return sign | 0x7c00;
    }
    let val = |p: u16| f16::from_bits(p).to_f64();
    // Largest p in 0..=0x7bff with val(p) <= a.
    let (mut lo, mut hi) = (0u16, 0x7bffu16);
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        if val(mid) <= a {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    let (d0, d1) = (a - val(lo), val(lo + 1) - a);
    let p = if d0 < d1 || (d0 == d1 && lo % 2 == 0) { lo } else { lo + 1 };
    sign | p
}

#[test]
fn f16_arithmetic_rounds_once() {
    // A deterministic spread of f16 bit patterns (finite ones).
    let mut s = 0x1234_5678u32;
    let mut next = || {
        s ^= s << 13;
        s ^= s >> 17;
        s ^= s << 5;
        let b = (s & 0xffff) as u16;
        if b & 0x7c00 == 0x7c00 {
            b & 0xbbff
        } else {
            b
        }
    };
    let n = 512;
    let a: Vec<u16> = (0..n).map(|_| next()).collect();
    let c: Vec<u16> = (0..n).map(|_| next()).collect();
    let enc = |v: &[u16]| v.iter().map(|&x| x as u64).collect::<Vec<_>>();
    for op in [BinaryOp::Add, BinaryOp::Sub, BinaryOp::Mul, BinaryOp::Div] {
        let out = elementwise(DType::F16, DType::F16, &[enc(&a), enc(&c)], |b, x| b.bin(op, x[0], x[1]));
        for i in 0..n {
            let (x, y) = (f16::from_bits(a[i]).to_f64(), f16::from_bits(c[i]).to_f64());
            let exact = match op {
                BinaryOp::Add => x + y, // exact in f64 for f16 operands
                BinaryOp::Sub => x - y,
                BinaryOp::Mul => x * y,
                _ => x / y, // not exact, but f64 has far more than 2*11+2 bits
            };
            let want = nearest_f16(exact);
            let got = out[i] as u16;
            let both_nan = f16::from_bits(got).is_nan() && f16::from_bits(want).is_nan();
            assert!(got == want || both_nan, "{op} {x} {y}: got {got:#x}, want {want:#x}");
        }
    }
    // A direct computation with `half` agrees on a simple case: 1 + 2^-11 ties to even (1).
    let one_plus = f16::from_f32(2f32.powi(-11)).to_bits() as u64;
    let out =
        elementwise(DType::F16, DType::F16, &[vec![0x3c00], vec![one_plus]], |b, x| b.bin(BinaryOp::Add, x[0], x[1]));
    assert_eq!(out[0] as u16, f16::from_f32(1.0 + 2f32.powi(-11)).to_bits());
    assert_eq!(out[0], 0x3c00);
}

#[test]
fn float_min_max_rules() {
    let nan = f32::NAN;
    let a = [nan, 1.0, nan, -0.0, 0.0, -1.0, 2.0];
    let c = [1.0, nan, nan, 0.0, -0.0, 3.0, 2.0];
    let min =
        elementwise(DType::F32, DType::F32, &[f32_bits(&a), f32_bits(&c)], |b, x| b.bin(BinaryOp::Min, x[0], x[1]));
    let max =
        elementwise(DType::F32, DType::F32, &[f32_bits(&a), f32_bits(&c)], |b, x| b.bin(BinaryOp::Max, x[0], x[1]));
    let f = |v: &[u64]| v.iter().map(|&b| f32::from_bits(b as u32)).collect::<Vec<_>>();
    let (min, max) = (f(&min), f(&max));
    assert_eq!(min[0], 1.0);
    assert_eq!(min[1], 1.0);
    assert!(min[2].is_nan());
    assert_eq!(min[3].to_bits(), (-0.0f32).to_bits());
    assert_eq!(min[4].to_bits(), (-0.0f32).to_bits());
    assert_eq!(min[5], -1.0);
    assert_eq!(max[0], 1.0);
    assert_eq!(max[1], 1.0);
    assert!(max[2].is_nan());
    assert_eq!(max[3].to_bits(), 0.0f32.to_bits());
    assert_eq!(max[4].to_bits(), 0.0f32.to_bits());
    assert_eq!(max[5], 3.0);
    assert_eq!(max[6], 2.0);
}

#[test]
fn float_compares_and_unary() {
    let nan = f32::NAN;
    let a = [1.0, nan, 2.0, -0.0];
    let c = [2.0, 1.0, 2.0, 0.0];
    let cmp = |cc: FloatCC| {
        elementwise(DType::F32, DType::I1, &[f32_bits(&a), f32_bits(&c)], |b, x| {
            let t = b.ty(x[0]).with_scalar(DType::I1);
            b.op(Op::Fcmp(cc), &[x[0], x[1]], t)
        })
    };
    assert_eq!(cmp(FloatCC::Olt), vec![1, 0, 0, 0]);
    assert_eq!(cmp(FloatCC::Ult), vec![1, 1, 0, 0]);
    assert_eq!(cmp(FloatCC::Oeq), vec![0, 0, 1, 1]);
    assert_eq!(cmp(FloatCC::Une), vec![1, 1, 0, 0]);
    assert_eq!(cmp(FloatCC::Uno), vec![0, 1, 0, 0]);
    let un = |u: UnaryOp, v: &[f32]| {
        let out = elementwise(DType::F32, DType::F32, &[f32_bits(v)], |b, x| {
            let t = b.ty(x[0]);
            b.op(Op::Unary(u), &[x[0]], t)
        });
        out.into_iter().map(|b| f32::from_bits(b as u32)).collect::<Vec<_>>()
    };
    assert_eq!(un(UnaryOp::Floor, &[-1.5, 2.5]), vec![-2.0, 2.0]);
    assert_eq!(un(UnaryOp::Ceil, &[-1.5, 2.5]), vec![-1.0, 3.0]);
    assert_eq!(un(UnaryOp::Abs, &[-0.0])[0].to_bits(), 0);
    assert_eq!(un(UnaryOp::Neg, &[0.0])[0].to_bits(), 0x8000_0000);
    assert_eq!(un(UnaryOp::Sqrt, &[2.0])[0], 2f32.sqrt());
    assert_eq!(un(UnaryOp::Exp, &[1.0])[0], std::f64::consts::E as f32);
    assert_eq!(un(UnaryOp::Rsqrt, &[4.0])[0], 0.5);
    // fma rounds once: (1 + 2^-12)^2 - 1 keeps the 2^-24 term an unfused computation loses.
    let x = 1.0 + 2f32.powi(-12);
    let out = elementwise(DType::F32, DType::F32, &[f32_bits(&[x]), f32_bits(&[x]), f32_bits(&[-1.0])], |b, v| {
        let t = b.ty(v[0]);
        b.op(Op::Fma, &[v[0], v[1], v[2]], t)
    });
    assert_eq!(f32::from_bits(out[0] as u32), 2f32.powi(-11) + 2f32.powi(-24));
}

#[test]
fn float_to_int_saturates() {
    let conv = |op: CastOp, t: DType, v: &[f32]| {
        let out = elementwise(DType::F32, t, &[f32_bits(v)], |b, x| {
            let ty = b.ty(x[0]).with_scalar(t);
            b.op(Op::Cast(op), &[x[0]], ty)
        });
        out.into_iter().map(|b| Const::from_bits(t, b).as_i64()).collect::<Vec<_>>()
    };
    let v = [300.0, -300.0, f32::NAN, -1.9, 1.9, f32::INFINITY, f32::NEG_INFINITY];
    assert_eq!(conv(CastOp::Fptosi, DType::I8, &v), vec![127, -128, 0, -1, 1, 127, -128]);
    assert_eq!(conv(CastOp::Fptosi, DType::I32, &[3e9, -3e9]), vec![i32::MAX as i64, i32::MIN as i64]);
    assert_eq!(conv(CastOp::Fptosi, DType::I64, &[1e30, -1e30]), vec![i64::MAX, i64::MIN]);
    // Unsigned: read the raw bits back as unsigned.
    let u = |v: Vec<i64>, w: u32| v.into_iter().map(|x| x as u64 & crate::constant::width_mask(w)).collect::<Vec<_>>();
    assert_eq!(u(conv(CastOp::Fptoui, DType::I8, &v), 8), vec![255, 0, 0, 0, 1, 255, 0]);
    assert_eq!(u(conv(CastOp::Fptoui, DType::I64, &[1e30, 5.5]), 64), vec![u64::MAX, 5]);
}

#[test]
fn int_to_float_rounds_to_nearest_even() {
    let out = elementwise(DType::I64, DType::F32, &[vec![u64::MAX, (1 << 24) + 1, (1 << 24) + 3]], |b, x| {
        let t = b.ty(x[0]).with_scalar(DType::F32);
        b.op(Op::Cast(CastOp::Uitofp), &[x[0]], t)
    });
    assert_eq!(out[0], 0x5f80_0000); // 2^64
    assert_eq!(f32::from_bits(out[1] as u32), 16777216.0); // tie to even
    assert_eq!(f32::from_bits(out[2] as u32), 16777220.0); // tie to even, upward
    let out = elementwise(DType::I64, DType::F32, &[vec![u64::MAX]], |b, x| {
        let t = b.ty(x[0]).with_scalar(DType::F32);
        b.op(Op::Cast(CastOp::Sitofp), &[x[0]], t)
    });
    assert_eq!(f32::from_bits(out[0] as u32), -1.0);
    let out = elementwise(DType::I32, DType::F16, &[vec![65519, 65520, 2049]], |b, x| {
        let t = b.ty(x[0]).with_scalar(DType::F16);
        b.op(Op::Cast(CastOp::Sitofp), &[x[0]], t)
    });
    assert_eq!(out, vec![0x7bff, 0x7c00, f16::from_f32(2048.0).to_bits() as u64]);
}
