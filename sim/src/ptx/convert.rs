//! `cvt`: float rounding `.rn .rz .rm .rp` for narrowing and int-to-float (exact, via i128),
//! integer rounding `.rni .rzi .rmi .rpi` to an integral float or an integer, saturating
//! float-to-int (NaN gives 0), and the integer widenings and narrowings; and the 8-bit float
//! pair forms, by `tessera_ir::fp8`'s rules (the interpreter's).

use super::float::{from_f64_rn, to_f64};
use super::forms::Rnd;
use super::{mask, sx, zx, Ty};
use tessera_ir::{fp8, DType};

/// An integer-valued float rounded by an integer rounding mode.
pub(super) fn round_integral(rnd: Rnd, x: f64) -> f64 {
    match rnd {
        Rnd::Rni => x.round_ties_even(),
        Rnd::Rmi => x.floor(),
        Rnd::Rpi => x.ceil(),
        _ => x.trunc(),
    }
}

/// `x` (exact) to f32 bits in the given float rounding mode.
pub(super) fn round_f32(rnd: Rnd, exact_cmp: impl Fn(f32) -> std::cmp::Ordering, rn: f32) -> f32 {
    use std::cmp::Ordering::*;
    if rn.is_nan() {
        return rn;
    }
    let c = exact_cmp(rn); // rn compared with the exact value
    match (rnd, c) {
        (_, Equal) => rn,
        (Rnd::Rz, Greater) if rn > 0.0 => rn.next_down(),
        (Rnd::Rz, Less) if rn < 0.0 => rn.next_up(),
        (Rnd::Rm, Greater) => rn.next_down(),
        (Rnd::Rp, Less) => rn.next_up(),
        _ => rn,
    }
}

pub(super) fn round_f64(rnd: Rnd, exact_cmp: impl Fn(f64) -> std::cmp::Ordering, rn: f64) -> f64 {
    use std::cmp::Ordering::*;
    if rn.is_nan() {
        return rn;
    }
    match (rnd, exact_cmp(rn)) {
        (_, Equal) => rn,
        (Rnd::Rz, Greater) if rn > 0.0 => rn.next_down(),
        (Rnd::Rz, Less) if rn < 0.0 => rn.next_up(),
        (Rnd::Rm, Greater) => rn.next_down(),
        (Rnd::Rp, Less) => rn.next_up(),
        _ => rn,
    }
}

/// Compares a float with an exact integer (the float is integral or infinite when they differ).
pub(super) fn cmp_int(r: f64, x: i128) -> std::cmp::Ordering {
    if r.is_infinite() {
        return if r > 0.0 { std::cmp::Ordering::Greater } else { std::cmp::Ordering::Less };
    }
    (r as i128).cmp(&x)
}

pub(super) fn cvt(dst: Ty, src: Ty, rnd: Rnd, v: u64) -> Option<u64> {
    let m = mask(dst.bits());
    if src.is_int() && dst.is_int() {
        let x = if src.signed() { sx(v, src.bits()) as u64 } else { zx(v, src.bits()) };
        return Some(x & m);
    }
    if src.is_float() && dst.is_float() {
        let x = to_f64(src, v);
        if matches!(rnd, Rnd::Rni | Rnd::Rzi | Rnd::Rmi | Rnd::Rpi) {
            if src != dst {
                return None;
            }
            return Some(from_f64_rn(dst, round_integral(rnd, x)));
        }
        // An f16 NaN widens to f32's all-ones NaN, whatever its payload (measured on the H100:
        // the fp8 conversions of `tests/fp8.rs` go through f16); f32 to f64 keeps the payload.
        if src == Ty::F16 && dst == Ty::F32 && x.is_nan() {
            return Some(super::float::canonical_nan(Ty::F32));
        }
        if dst.bits() >= src.bits() && !(src == Ty::BF16 && dst == Ty::F16) {
            return Some(from_f64_rn(dst, x)); // exact widening
        }
        return Some(match (dst, rnd) {
            (_, Rnd::Rn) => from_f64_rn(dst, x),
            (Ty::F32, Rnd::Rz | Rnd::Rm | Rnd::Rp) => {
                let exact = |r: f32| (r as f64).partial_cmp(&x).unwrap_or(std::cmp::Ordering::Equal);
                round_f32(rnd, exact, x as f32).to_bits() as u64
            }
            _ => return None,
        });
    }
    if src.is_float() && dst.is_int() {
        let x = round_integral(rnd, to_f64(src, v));
        let r = match dst {
            Ty::S(64) => x as i64 as u64,
            Ty::U(64) => x as u64,
            Ty::S(32) => x as i32 as u64,
            Ty::U(32) => x as u32 as u64,
            Ty::S(16) => x as i16 as u64,
            Ty::U(16) => x as u16 as u64,
            Ty::S(8) => x as i8 as u64,
            Ty::U(8) => x as u8 as u64,
            _ => return None,
        };
        return Some(r & m);
    }
    if src.is_int() && dst.is_float() {
        let x: i128 = if src.signed() { sx(v, src.bits()) as i128 } else { zx(v, src.bits()) as i128 };
        return Some(match dst {
            Ty::F32 => round_f32(rnd, |r| cmp_int(r as f64, x), x as f32).to_bits() as u64,
            Ty::F64 => round_f64(rnd, |r| cmp_int(r, x), x as f64).to_bits(),
            Ty::F16 | Ty::BF16 if rnd == Rnd::Rn => {
                // Round to odd in f64 first (exact below 2^53), then once to the narrow type.
                let r = x as f64;
                let r = if cmp_int(r, x) == std::cmp::Ordering::Equal || r.to_bits() & 1 == 1 {
                    r
                } else if cmp_int(r, x) == std::cmp::Ordering::Greater {
                    r.next_down()
                } else {
                    r.next_up()
                };
                from_f64_rn(dst, r)
            }
            _ => return None,
        });
    }
    None
}

/// `cvt.rn.satfinite.{e4m3x2,e5m2x2}.f32 d, a, b`: the f32s `a` and `b` rounded to nearest even,
/// saturating, to the high and the low byte of `d`.
pub(super) fn pack_fp8(d: DType, a: u64, b: u64) -> u64 {
    let enc = |v: u64| fp8::encode(d, f32::from_bits(v as u32) as f64).unwrap_or(0) as u64;
    enc(a) << 8 | enc(b)
}

/// `cvt.rn.f16x2.{e4m3x2,e5m2x2} d, a`: each byte of `a` to the f16 in the same half of `d`,
/// exactly; a NaN gives 0x7fff (the H100's, `tessera_ir::fp8`).
pub(super) fn unpack_fp8(d: DType, a: u64) -> u64 {
    let dec = |byte: u64| {
        let v = fp8::decode(d, byte as u8).unwrap_or(0.0);
        if v.is_nan() {
            fp8::widened_nan(DType::F16)
        } else {
            half::f16::from_f64(v).to_bits() as u64
        }
    };
    dec(a >> 8 & 0xff) << 16 | dec(a & 0xff)
}
