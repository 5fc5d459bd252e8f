//! The semantics of every PTX instruction the selector emits, for the SIMT simulator
//! ([`crate::lockstep`]): [`SimInst`] for [`Inst`].
//!
//! ```text
//!   Inst::Op { op: "cvt.rzi.s32", ty: "f32", .. }
//!     └─ decode once per execution ─> Alu::Cvt { dst: S(32), src: F32, rnd: Rzi }
//!          └─ apply per thread on u64 bits (guard: skip the thread, destination untouched)
//! ```
//!
//! Values are raw bits in u64, masked to the register width by the simulator. Rules, as the PTX
//! ISA defines them (ISA 8.x), and decisions where it is loose:
//! - Integer ops wrap; shifts clamp amounts at the width (`shr.s` fills with the sign); `div`
//!   by zero gives all ones and `rem` by zero the dividend (the hardware's results; the selector
//!   never divides by zero); `MIN / -1` wraps.
//! - `add.rn`/`sub.rn`/`mul.rn`/`div.rn`/`sqrt.rn`/`fma.rn` are IEEE round-to-nearest-even with
//!   subnormals (no `.ftz`). f16/bf16 `fma.rn` rounds once (exact product, sum rounded to odd in
//!   f64 and f32, then to nearest). Float `min`/`max`: a NaN operand loses, two NaNs give the
//!   canonical NaN, -0 < +0.
//! - `ex2`/`lg2`/`rsqrt`/`sin`/`cos` `.approx` are computed in f64 and rounded to f32 (they are
//!   approximations on the hardware; tests that use them compare with a tolerance);
//!   `ex2.approx.ftz` reads a subnormal argument as zero and makes a subnormal result +0.
//! - `cvt`: float rounding `.rn .rz .rm .rp` for narrowing and int-to-float (exact, via i128);
//!   integer rounding `.rni .rzi .rmi .rpi` to an integral float or an integer; float-to-int
//!   saturates and gives 0 for NaN (as `cvt.rzi` is defined). Narrowing to f16/bf16 rounds once.
//! - Memory: vector accesses must be aligned to their whole size; `ld.s8`/`ld.s16` sign-extend,
//!   `ld.u8`/`ld.u16` zero-extend into the destination register; stores write the low bytes.
//! - `atom.global.add.f32` flushes subnormal inputs and results to sign-preserving zero;
//!   `.noftz.f16`/`.noftz.bf16` add rounds once. `CasLoop` is one atomic read-modify-write per
//!   thread (the loop succeeds the first time since threads run one after another).
//! - `shfl.sync.bfly.b32 d, a, b, c, membermask`: only the full mask (all 32 threads of the warp)
//!   and unguarded; lane `j = lane ^ b` when `j <= maxLane` (from `c`), else the thread's own.
//! - `mma.sync`, `ldmatrix`: see `exec_mma` and `exec_ldmatrix`. `wgmma` (Hopper's
//!   asynchronous warpgroup tensor-core step) and its fences and waits: see the `wgmma` submodule.
//! - mbarriers and the copy engine's `cp.async.bulk.tensor` (TMA): see the `tma` submodule.

mod tma;
mod wgmma;

use crate::lockstep::{Exec, Fault, MemSpace, SimInst};
use half::{bf16, f16};
use tessera_isel::ptx::{Class, Inst, Operand, Space};
use tessera_isel::vcode::VReg;

/// A PTX type suffix.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Ty {
    B(u32),
    S(u32),
    U(u32),
    F16,
    BF16,
    F32,
    F64,
    Pred,
}

impl Ty {
    fn parse(s: &str) -> Option<Ty> {
        Some(match s {
            "pred" => Ty::Pred,
            "f16" => Ty::F16,
            "bf16" => Ty::BF16,
            "f32" => Ty::F32,
            "f64" => Ty::F64,
            _ => {
                let (k, w) = s.split_at(1);
                let w: u32 = w.parse().ok()?;
                if !matches!(w, 8 | 16 | 32 | 64) {
                    return None;
                }
                match k {
                    "b" => Ty::B(w),
                    "s" => Ty::S(w),
                    "u" => Ty::U(w),
                    _ => return None,
                }
            }
        })
    }
    fn bits(self) -> u32 {
        match self {
            Ty::B(w) | Ty::S(w) | Ty::U(w) => w,
            Ty::F16 | Ty::BF16 => 16,
            Ty::F32 => 32,
            Ty::F64 => 64,
            Ty::Pred => 1,
        }
    }
    fn is_float(self) -> bool {
        matches!(self, Ty::F16 | Ty::BF16 | Ty::F32 | Ty::F64)
    }
    fn is_int(self) -> bool {
        matches!(self, Ty::B(_) | Ty::S(_) | Ty::U(_))
    }
    fn signed(self) -> bool {
        matches!(self, Ty::S(_))
    }
}

fn mask(w: u32) -> u64 {
    if w >= 64 {
        u64::MAX
    } else {
        (1u64 << w) - 1
    }
}

/// The low `w` bits of `v`, sign-extended.
fn sx(v: u64, w: u32) -> i64 {
    if w >= 64 || w == 0 {
        v as i64
    } else {
        ((v << (64 - w)) as i64) >> (64 - w)
    }
}

fn zx(v: u64, w: u32) -> u64 {
    v & mask(w)
}

/// The value of bits `v` of float type `t`, exactly.
fn to_f64(t: Ty, v: u64) -> f64 {
    match t {
        Ty::F16 => f16::from_bits(v as u16).to_f64(),
        Ty::BF16 => bf16::from_bits(v as u16).to_f64(),
        Ty::F32 => f32::from_bits(v as u32) as f64,
        _ => f64::from_bits(v),
    }
}

fn is_nan(t: Ty, v: u64) -> bool {
    to_f64(t, v).is_nan()
}

fn canonical_nan(t: Ty) -> u64 {
    match t {
        Ty::F16 => 0x7fff,
        Ty::BF16 => 0x7fff,
        Ty::F32 => 0x7fff_ffff,
        _ => 0x7fff_ffff_ffff_ffff,
    }
}

/// f64 `x` rounded to f32 by round-to-odd (truncate; set the last bit when inexact), so that a
/// following rounding to a narrower format rounds only once.
fn f64_to_f32_odd(x: f64) -> f32 {
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
fn from_f64_rn(t: Ty, x: f64) -> u64 {
    match t {
        Ty::F16 => f16::from_f32(f64_to_f32_odd(x)).to_bits() as u64,
        Ty::BF16 => bf16::from_f32(f64_to_f32_odd(x)).to_bits() as u64,
        Ty::F32 => (x as f32).to_bits() as u64,
        _ => x.to_bits(),
    }
}

/// `a * b + c` for f16/bf16 values, rounded once to `t`.
fn fma_narrow(t: Ty, a: u64, b: u64, c: u64) -> u64 {
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
fn float_pick(t: Ty, a: u64, b: u64, want_max: bool) -> u64 {
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

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Rnd {
    /// No modifier: exact conversions (widening, integer to integer).
    None,
    Rn,
    Rz,
    Rm,
    Rp,
    Rni,
    Rzi,
    Rmi,
    Rpi,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Cmp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    Equ,
    Neu,
    Ltu,
    Leu,
    Gtu,
    Geu,
    Num,
    Nan,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Alu {
    Mov,
    Add,
    Sub,
    MulLo,
    Div,
    Rem,
    Min,
    Max,
    And,
    Or,
    Xor,
    Not,
    Shl,
    Shr,
    Neg,
    Abs,
    Bfe,
    Bfi,
    Selp,
    MadLo,
    MulWide,
    MadWide,
    Setp(Cmp),
    Fma,
    Sqrt,
    Ex2,
    /// `ex2.approx.ftz`: a subnormal argument reads as zero, a subnormal result is +0.
    Ex2Ftz,
    Lg2,
    Rsqrt,
    Sin,
    Cos,
    Cvt {
        dst: Ty,
        rnd: Rnd,
    },
}

fn decode(op: &str, ty: Ty) -> Option<Alu> {
    let mut parts = op.split('.');
    let base = parts.next()?;
    let rest: Vec<&str> = parts.collect();
    let float = ty.is_float();
    let only = |mods: &[&str]| rest.iter().all(|m| mods.contains(m));
    Some(match base {
        "mov" if rest.is_empty() => Alu::Mov,
        "add" if only(&["rn"]) && (float || rest.is_empty()) => Alu::Add,
        "sub" if only(&["rn"]) && (float || rest.is_empty()) => Alu::Sub,
        "mul" if float && only(&["rn"]) => Alu::MulLo,
        "mul" if !float && rest == ["lo"] => Alu::MulLo,
        "div" if (float && rest == ["rn"]) || (ty.is_int() && rest.is_empty()) => Alu::Div,
        "rem" if ty.is_int() && rest.is_empty() => Alu::Rem,
        "min" if rest.is_empty() => Alu::Min,
        "max" if rest.is_empty() => Alu::Max,
        "and" if rest.is_empty() => Alu::And,
        "or" if rest.is_empty() => Alu::Or,
        "xor" if rest.is_empty() => Alu::Xor,
        "not" if rest.is_empty() => Alu::Not,
        "shl" if rest.is_empty() => Alu::Shl,
        "shr" if rest.is_empty() => Alu::Shr,
        "neg" if rest.is_empty() => Alu::Neg,
        "abs" if rest.is_empty() => Alu::Abs,
        "bfe" if rest.is_empty() => Alu::Bfe,
        "bfi" if rest.is_empty() => Alu::Bfi,
        "selp" if rest.is_empty() => Alu::Selp,
        "mad" if rest == ["lo"] => Alu::MadLo,
        "mul" if !float && rest == ["wide"] => Alu::MulWide,
        "mad" if rest == ["wide"] => Alu::MadWide,
        "fma" if rest == ["rn"] && float => Alu::Fma,
        "sqrt" if rest == ["rn"] && float => Alu::Sqrt,
        "ex2" if rest == ["approx"] && ty == Ty::F32 => Alu::Ex2,
        "ex2" if rest == ["approx", "ftz"] && ty == Ty::F32 => Alu::Ex2Ftz,
        "lg2" if rest == ["approx"] && ty == Ty::F32 => Alu::Lg2,
        "rsqrt" if rest == ["approx"] && ty == Ty::F32 => Alu::Rsqrt,
        "sin" if rest == ["approx"] && ty == Ty::F32 => Alu::Sin,
        "cos" if rest == ["approx"] && ty == Ty::F32 => Alu::Cos,
        "setp" if rest.len() == 1 => Alu::Setp(match rest[0] {
            "eq" => Cmp::Eq,
            "ne" => Cmp::Ne,
            "lt" => Cmp::Lt,
            "le" => Cmp::Le,
            "gt" => Cmp::Gt,
            "ge" => Cmp::Ge,
            "equ" if float => Cmp::Equ,
            "neu" if float => Cmp::Neu,
            "ltu" if float => Cmp::Ltu,
            "leu" if float => Cmp::Leu,
            "gtu" if float => Cmp::Gtu,
            "geu" if float => Cmp::Geu,
            "num" if float => Cmp::Num,
            "nan" if float => Cmp::Nan,
            _ => return None,
        }),
        "cvt" => {
            let (rnd, dst) = match rest.as_slice() {
                [d] => (Rnd::None, d),
                [r, d] => (
                    match *r {
                        "rn" => Rnd::Rn,
                        "rz" => Rnd::Rz,
                        "rm" => Rnd::Rm,
                        "rp" => Rnd::Rp,
                        "rni" => Rnd::Rni,
                        "rzi" => Rnd::Rzi,
                        "rmi" => Rnd::Rmi,
                        "rpi" => Rnd::Rpi,
                        _ => return None,
                    },
                    d,
                ),
                _ => return None,
            };
            Alu::Cvt { dst: Ty::parse(dst)?, rnd }
        }
        _ => return None,
    })
}

fn int_cmp(c: Cmp, ty: Ty, a: u64, b: u64) -> Option<bool> {
    let w = ty.bits();
    let ord = if ty.signed() { sx(a, w).cmp(&sx(b, w)) } else { zx(a, w).cmp(&zx(b, w)) };
    use std::cmp::Ordering::*;
    Some(match c {
        Cmp::Eq => ord == Equal,
        Cmp::Ne => ord != Equal,
        Cmp::Lt => ord == Less,
        Cmp::Le => ord != Greater,
        Cmp::Gt => ord == Greater,
        Cmp::Ge => ord != Less,
        _ => return None,
    })
}

fn float_cmp(c: Cmp, ty: Ty, a: u64, b: u64) -> bool {
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
fn float_bin(alu: Alu, ty: Ty, a: u64, b: u64) -> Option<u64> {
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

/// An integer-valued float rounded by an integer rounding mode.
fn round_integral(rnd: Rnd, x: f64) -> f64 {
    match rnd {
        Rnd::Rni => x.round_ties_even(),
        Rnd::Rmi => x.floor(),
        Rnd::Rpi => x.ceil(),
        _ => x.trunc(),
    }
}

/// `x` (exact) to f32 bits in the given float rounding mode.
fn round_f32(rnd: Rnd, exact_cmp: impl Fn(f32) -> std::cmp::Ordering, rn: f32) -> f32 {
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

fn round_f64(rnd: Rnd, exact_cmp: impl Fn(f64) -> std::cmp::Ordering, rn: f64) -> f64 {
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
fn cmp_int(r: f64, x: i128) -> std::cmp::Ordering {
    if r.is_infinite() {
        return if r > 0.0 { std::cmp::Ordering::Greater } else { std::cmp::Ordering::Less };
    }
    (r as i128).cmp(&x)
}

fn cvt(dst: Ty, src: Ty, rnd: Rnd, v: u64) -> Option<u64> {
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

/// One thread's result of `alu` on its sources.
fn apply(alu: Alu, ty: Ty, s: &[u64]) -> Option<u64> {
    let w = ty.bits();
    let m = mask(w);
    let a = *s.first()?;
    let b = || s.get(1).copied();
    let c = || s.get(2).copied();
    let float = ty.is_float();
    Some(match alu {
        Alu::Mov => a & m,
        Alu::Add | Alu::Sub | Alu::MulLo | Alu::Div if float => {
            if alu == Alu::Div && matches!(ty, Ty::F16 | Ty::BF16) {
                return None;
            }
            float_bin(alu, ty, a, b()?)?
        }
        Alu::Add => a.wrapping_add(b()?) & m,
        Alu::Sub => a.wrapping_sub(b()?) & m,
        Alu::MulLo => a.wrapping_mul(b()?) & m,
        Alu::Div | Alu::Rem => {
            let b = b()?;
            if ty.signed() {
                let (x, y) = (sx(a, w), sx(b, w));
                let r = match (alu, y) {
                    (Alu::Div, 0) => -1,
                    (_, 0) => x,
                    (Alu::Div, _) => x.wrapping_div(y),
                    _ => x.wrapping_rem(y),
                };
                // 32-bit MIN / -1 wraps at 32 bits.
                r as u64 & m
            } else {
                let (x, y) = (zx(a, w), zx(b, w));
                let r = match (alu, y) {
                    (Alu::Div, 0) => u64::MAX,
                    (_, 0) => x,
                    (Alu::Div, _) => x / y,
                    _ => x % y,
                };
                r & m
            }
        }
        Alu::Min | Alu::Max if float => float_pick(ty, a, b()?, alu == Alu::Max),
        Alu::Min | Alu::Max => {
            let b = b()?;
            let a_less = if ty.signed() { sx(a, w) < sx(b, w) } else { zx(a, w) < zx(b, w) };
            if a_less == (alu == Alu::Max) {
                b & m
            } else {
                a & m
            }
        }
        Alu::And => (a & b()?) & m,
        Alu::Or => (a | b()?) & m,
        Alu::Xor => (a ^ b()?) & m,
        Alu::Not => !a & m,
        Alu::Shl => {
            let n = b()? as u32 as u64;
            if n >= w as u64 {
                0
            } else {
                (a << n) & m
            }
        }
        Alu::Shr => {
            let n = (b()? as u32 as u64).min(w as u64);
            if ty.signed() {
                (sx(a, w) >> n.min(63)) as u64 & m
            } else if n >= w as u64 {
                0
            } else {
                zx(a, w) >> n
            }
        }
        Alu::Neg if float => a ^ (1u64 << (w - 1)),
        Alu::Neg => sx(a, w).wrapping_neg() as u64 & m,
        Alu::Abs if float => a & (m >> 1),
        Alu::Abs => sx(a, w).wrapping_abs() as u64 & m,
        Alu::Bfe => {
            let (pos, len) = ((b()? & 0xff) as u32, (c()? & 0xff) as u32);
            let msb = w - 1;
            let sbit = if !ty.signed() || len == 0 { 0 } else { (a >> (pos + len - 1).min(msb)) & 1 };
            let mut d = 0u64;
            for i in 0..w {
                let bit = if i < len && pos + i <= msb { (a >> (pos + i)) & 1 } else { sbit };
                d |= bit << i;
            }
            d
        }
        Alu::Bfi => {
            let (base, pos, len) = (b()?, (c()? & 0xff) as u32, (s.get(3).copied()? & 0xff) as u32);
            let mut d = base & m;
            for i in 0..len {
                if pos + i < w {
                    d = (d & !(1u64 << (pos + i))) | (((a >> i) & 1) << (pos + i));
                }
            }
            d
        }
        Alu::Selp => {
            if c()? != 0 {
                a & m
            } else {
                b()? & m
            }
        }
        Alu::MadLo => a.wrapping_mul(b()?).wrapping_add(c()?) & m,
        Alu::MulWide | Alu::MadWide => {
            let p = if ty.signed() {
                (sx(a, w) as i128 * sx(b()?, w) as i128) as u64
            } else {
                zx(a, w).wrapping_mul(zx(b()?, w))
            };
            let c = if alu == Alu::MadWide { c()? } else { 0 };
            p.wrapping_add(c) & mask(2 * w)
        }
        Alu::Setp(cmp) => {
            let b = b()?;
            (if float { float_cmp(cmp, ty, a, b) } else { int_cmp(cmp, ty, a, b)? }) as u64
        }
        Alu::Fma => match ty {
            Ty::F32 => f32::from_bits(a as u32)
                .mul_add(f32::from_bits(b()? as u32), f32::from_bits(c()? as u32))
                .to_bits() as u64,
            Ty::F64 => f64::from_bits(a).mul_add(f64::from_bits(b()?), f64::from_bits(c()?)).to_bits(),
            Ty::F16 | Ty::BF16 => fma_narrow(ty, a, b()?, c()?),
            _ => return None,
        },
        Alu::Sqrt => match ty {
            Ty::F32 => f32::from_bits(a as u32).sqrt().to_bits() as u64,
            Ty::F64 => f64::from_bits(a).sqrt().to_bits(),
            _ => return None,
        },
        Alu::Ex2Ftz => {
            let x = f32::from_bits(a as u32);
            let x = if x.is_subnormal() { 0.0 } else { x as f64 };
            let r = x.exp2() as f32;
            (if r.is_subnormal() { 0.0 } else { r }).to_bits() as u64
        }
        Alu::Ex2 | Alu::Lg2 | Alu::Rsqrt | Alu::Sin | Alu::Cos => {
            let x = f32::from_bits(a as u32) as f64;
            let r = match alu {
                Alu::Ex2 => x.exp2(),
                Alu::Lg2 => x.log2(),
                Alu::Rsqrt => 1.0 / x.sqrt(),
                Alu::Sin => x.sin(),
                _ => x.cos(),
            };
            (r as f32).to_bits() as u64
        }
        Alu::Cvt { dst, rnd } => cvt(dst, ty, rnd, a)?,
    })
}

fn guard_on(cx: &Exec<'_, '_>, t: u32, g: &Option<(VReg, bool)>) -> Result<bool, Fault> {
    match g {
        None => Ok(true),
        Some((r, neg)) => Ok((cx.read(t, *r)? != 0) != *neg),
    }
}

/// Thread `t`'s value of an operand; `Named` parameters only in `ld.param`.
fn operand(cx: &Exec<'_, '_>, t: u32, o: &Operand) -> Result<u64, Fault> {
    Ok(match *o {
        Operand::Reg(r) => cx.read(t, r)?,
        Operand::Imm(i) => i as u64,
        Operand::F32(b) => b as u64,
        Operand::F64(b) => b,
        Operand::Pack(a, b) => {
            let lo = cx.read(t, a)?;
            let hi = cx.read(t, b)?;
            let w = cx.bits(a);
            if w >= 64 {
                lo
            } else {
                lo | (hi << w)
            }
        }
        Operand::Sym(s) => {
            let [px, py, pz] = cx.program_id();
            let [gx, gy, gz] = cx.num_programs();
            match s {
                "%tid.x" => t as u64,
                "%tid.y" | "%tid.z" => 0,
                "%ntid.x" => cx.threads() as u64,
                "%ntid.y" | "%ntid.z" => 1,
                "%laneid" => (t % cx.warp_size()) as u64,
                "%ctaid.x" => px as u64,
                "%ctaid.y" => py as u64,
                "%ctaid.z" => pz as u64,
                "%nctaid.x" => gx as u64,
                "%nctaid.y" => gy as u64,
                "%nctaid.z" => gz as u64,
                "smem" => cx.shared_base(),
                _ => return Err(Fault::new(format!("the simulator does not know the symbol `{s}`"))),
            }
        }
        Operand::Named(s, i) => {
            return Err(Fault::new(format!("`{s}{i}` used as a value outside ld.param")));
        }
    })
}

fn unknown(op: &str, ty: &str) -> Fault {
    Fault::new(format!("the simulator does not implement `{op}.{ty}`"))
}

fn exec_op(
    cx: &mut Exec<'_, '_>,
    op: &'static str,
    tys: &'static str,
    dsts: &[VReg],
    srcs: &[Operand],
    guard: &Option<(VReg, bool)>,
) -> Result<(), Fault> {
    let threads = cx.threads();
    if op == "shfl.sync.bfly" {
        return shfl_bfly(cx, tys, dsts, srcs, guard);
    }
    let ty = Ty::parse(tys).ok_or_else(|| unknown(op, tys))?;
    // `mov.b64 {lo, hi}, x`: a vector destination unpacks.
    if dsts.len() == 2 && op == "mov" {
        let [lo, hi] = [dsts[0], dsts[1]];
        let src = srcs.first().ok_or_else(|| unknown(op, tys))?;
        let wl = cx.bits(lo);
        for t in 0..threads {
            if !guard_on(cx, t, guard)? {
                continue;
            }
            let v = operand(cx, t, src)?;
            cx.write(t, lo, v);
            cx.write(t, hi, if wl >= 64 { 0 } else { v >> wl });
        }
        return Ok(());
    }
    let (&[d], Some(alu)) = (dsts, decode(op, ty)) else {
        return Err(unknown(op, tys));
    };
    if srcs.len() > 4 {
        return Err(unknown(op, tys));
    }
    let mut vals = [0u64; 4];
    for t in 0..threads {
        if !guard_on(cx, t, guard)? {
            continue;
        }
        for (k, s) in srcs.iter().enumerate() {
            vals[k] = operand(cx, t, s)?;
        }
        let r = apply(alu, ty, &vals[..srcs.len()]).ok_or_else(|| unknown(op, tys))?;
        cx.write(t, d, r);
    }
    Ok(())
}

fn shfl_bfly(
    cx: &mut Exec<'_, '_>,
    tys: &'static str,
    dsts: &[VReg],
    srcs: &[Operand],
    guard: &Option<(VReg, bool)>,
) -> Result<(), Fault> {
    let (&[d], [a, b, c, mm]) = (dsts, srcs) else {
        return Err(unknown("shfl.sync.bfly", tys));
    };
    if tys != "b32" || cx.warp_size() != 32 {
        return Err(unknown("shfl.sync.bfly", tys));
    }
    let Operand::Reg(src) = *a else {
        return Err(Fault::new("shfl.sync.bfly of a non-register"));
    };
    for t in 0..cx.threads() {
        if !guard_on(cx, t, guard)? {
            return Err(Fault::at(t, "shfl.sync under a guard that is false: the member mask names every lane"));
        }
        if operand(cx, t, mm)? as u32 != u32::MAX {
            return Err(Fault::at(t, "shfl.sync with a partial member mask is not simulated"));
        }
        let lane = t % 32;
        let bval = operand(cx, t, b)? as u32 & 0x1f;
        let cval = operand(cx, t, c)? as u32;
        let segmask = (cval >> 8) & 0x1f;
        let max_lane = (lane & segmask) | ((cval & 0x1f) & !segmask);
        let j = lane ^ bval;
        let j = if j <= max_lane { j } else { lane };
        let v = cx.read(t - lane + j, src)?;
        cx.write(t, d, v);
    }
    Ok(())
}

/// `[v2.|v4.]ty` of a memory access: (elements, element type).
fn mem_ty(s: &str) -> Option<(usize, Ty)> {
    let (n, t) = if let Some(t) = s.strip_prefix("v2.") {
        (2, t)
    } else if let Some(t) = s.strip_prefix("v4.") {
        (4, t)
    } else {
        (1, s)
    };
    let ty = Ty::parse(t)?;
    (ty.bits() >= 8).then_some((n, ty))
}

fn space(s: Space) -> Option<MemSpace> {
    match s {
        Space::Global => Some(MemSpace::Global),
        Space::Shared => Some(MemSpace::Shared),
        Space::Param => None,
    }
}

fn exec_ld(
    cx: &mut Exec<'_, '_>,
    sp: Space,
    tys: &'static str,
    dsts: &[VReg],
    addr: &Operand,
    offset: i64,
    guard: &Option<(VReg, bool)>,
) -> Result<(), Fault> {
    let mn = || format!("ld.{}", sp.name());
    let (n, ty) = mem_ty(tys).ok_or_else(|| unknown(&mn(), tys))?;
    if n != dsts.len() {
        return Err(Fault::new(format!("ld.{}.{tys} with {} destinations", sp.name(), dsts.len())));
    }
    let eb = (ty.bits() / 8) as u64;
    let extend = |raw: u64| if ty.signed() { sx(raw, ty.bits()) as u64 } else { raw };
    let Some(ms) = space(sp) else {
        // ld.param: the argument's bits, truncated to the parameter's type and extended.
        let (Operand::Named("param", i), [d], 0) = (*addr, dsts, offset) else {
            return Err(Fault::new("ld.param from something other than a parameter"));
        };
        for t in 0..cx.threads() {
            if !guard_on(cx, t, guard)? {
                continue;
            }
            let v = cx.param(i as usize).map_err(Fault::new)?;
            cx.write(t, *d, extend(zx(v, ty.bits())));
        }
        return Ok(());
    };
    for t in 0..cx.threads() {
        if !guard_on(cx, t, guard)? {
            continue;
        }
        let a = operand(cx, t, addr)?.wrapping_add(offset as u64);
        cx.check_align(t, a, eb * n as u64)?;
        for (k, &d) in dsts.iter().enumerate() {
            let raw = cx.load(ms, t, a.wrapping_add(k as u64 * eb), eb)?;
            cx.write(t, d, extend(raw));
        }
    }
    Ok(())
}

fn exec_st(
    cx: &mut Exec<'_, '_>,
    sp: Space,
    tys: &'static str,
    srcs: &[Operand],
    addr: &Operand,
    offset: i64,
    guard: &Option<(VReg, bool)>,
) -> Result<(), Fault> {
    let (n, ty) = mem_ty(tys).ok_or_else(|| unknown(&format!("st.{}", sp.name()), tys))?;
    let Some(ms) = space(sp) else {
        return Err(Fault::new("st.param is not simulated"));
    };
    if n != srcs.len() {
        return Err(Fault::new(format!("st.{}.{tys} with {} sources", sp.name(), srcs.len())));
    }
    let eb = (ty.bits() / 8) as u64;
    for t in 0..cx.threads() {
        if !guard_on(cx, t, guard)? {
            continue;
        }
        let a = operand(cx, t, addr)?.wrapping_add(offset as u64);
        cx.check_align(t, a, eb * n as u64)?;
        for (k, s) in srcs.iter().enumerate() {
            let v = operand(cx, t, s)?;
            cx.store(ms, t, a.wrapping_add(k as u64 * eb), eb, v)?;
        }
    }
    Ok(())
}

/// f32 with subnormals flushed to sign-preserving zero.
fn ftz32(b: u64) -> u64 {
    if b & 0x7f80_0000 == 0 {
        b & 0x8000_0000
    } else {
        b
    }
}

/// The new memory value of `atom.op.ty` with operand `v` (and `cmp` for `cas`).
fn atom_combine(op: &str, ty: Ty, old: u64, v: u64, new: Option<u64>) -> Option<u64> {
    let w = ty.bits();
    Some(match op {
        "add" => match ty {
            Ty::F32 => ftz32(float_bin(Alu::Add, ty, ftz32(old), ftz32(v))?),
            Ty::F64 | Ty::F16 | Ty::BF16 => float_bin(Alu::Add, ty, old, v)?,
            _ => old.wrapping_add(v) & mask(w),
        },
        "max" | "min" if ty.is_int() => apply(if op == "max" { Alu::Max } else { Alu::Min }, ty, &[old, v])?,
        "exch" => v,
        "and" => old & v,
        "or" => old | v,
        "xor" => old ^ v,
        "cas" => {
            if old == v & mask(w) {
                new?
            } else {
                old
            }
        }
        _ => return None,
    })
}

fn exec_atom(
    cx: &mut Exec<'_, '_>,
    op: &'static str,
    tys: &'static str,
    dst: VReg,
    addr: VReg,
    srcs: &[VReg],
    guard: &Option<(VReg, bool)>,
) -> Result<(), Fault> {
    let bad = || unknown(&format!("atom.global.{op}"), tys);
    let ty = Ty::parse(tys.strip_prefix("noftz.").unwrap_or(tys)).ok_or_else(bad)?;
    if ty.bits() < 16 || (op == "cas") != (srcs.len() == 2) || srcs.is_empty() {
        return Err(bad());
    }
    let eb = (ty.bits() / 8) as u64;
    for t in 0..cx.threads() {
        if !guard_on(cx, t, guard)? {
            continue;
        }
        let a = cx.read(t, addr)?;
        let v = cx.read(t, srcs[0])?;
        let new = match srcs.get(1) {
            Some(&r) => Some(cx.read(t, r)? & mask(ty.bits())),
            None => None,
        };
        let old = cx.load(MemSpace::Global, t, a, eb)?;
        let upd = atom_combine(op, ty, old, v & mask(ty.bits()), new).ok_or_else(bad)?;
        cx.store(MemSpace::Global, t, a, eb, upd)?;
        cx.write(t, dst, old);
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn exec_cas_loop(
    cx: &mut Exec<'_, '_>,
    op: &'static str,
    tys: &'static str,
    regs: [VReg; 6],
    guard: &Option<(VReg, bool)>,
) -> Result<(), Fault> {
    let [dst, addr, val, new, seen, retry] = regs;
    let ty = Ty::parse(tys).filter(|t| matches!(t, Ty::F32 | Ty::F64));
    let (Some(ty), true) = (ty, matches!(op, "max" | "min")) else {
        return Err(unknown(&format!("cas-loop {op}"), tys));
    };
    let eb = (ty.bits() / 8) as u64;
    for t in 0..cx.threads() {
        if !guard_on(cx, t, guard)? {
            continue;
        }
        let a = cx.read(t, addr)?;
        let v = cx.read(t, val)?;
        let old = cx.load(MemSpace::Global, t, a, eb)?;
        let upd = float_pick(ty, old, v, op == "max");
        cx.store(MemSpace::Global, t, a, eb, upd)?;
        cx.write(t, dst, old);
        cx.write(t, new, upd);
        cx.write(t, seen, old);
        cx.write(t, retry, 0);
    }
    Ok(())
}

/// One k-step of a float tensor-core instruction for one accumulator element: `c` (f32 bits)
/// plus the products of `a_row` and `b_col` (exact values of inputs of type `input`: f16, bf16,
/// or F32 for tf32), by the tensor cores' rule; f32 bits. `mma.sync` and `wgmma` share it.
fn float_mma_step(input: Ty, c: u32, a_row: &[f64], b_col: &[f64]) -> u64 {
    // The least normal exponent of the inputs: tf32 has bf16's range.
    let emin = if input == Ty::F16 { -14 } else { -126 };
    crate::tensor_core::mma_step_f32(f32::from_bits(c), a_row, b_col, emin).to_bits() as u64
}

/// `mma.sync.aligned.SHAPE.row.col.D.A.B.C {d}, {a}, {b}, {c}`: each warp multiplies its
/// M x K A by its K x 8 B and adds its 16 x 8 C. The fragments are the PTX ISA's, written here
/// from its formulas (lane l: g = l >> 2, t = l & 3), independently of the compiler's tables;
/// C and D alike for every shape: c_i at (g + 8*(i>>1), 2t + (i&1)).
/// - m16n8k16 f16/bf16 into f32: a_i (two to a register, element 2j low) at
///   (g + 8*(i>>1 & 1), 2t + (i&1) + 8*(i>>2)); b_i at (2t + (i&1) + 8*(i>>1), g).
/// - m16n8k8 tf32: a0 (g, t), a1 (g+8, t), a2 (g, t+4), a3 (g+8, t+4); b0 (t, g), b1 (t+4, g);
///   the low 13 bits of each input are ignored (as the hardware reads tf32).
/// - m16n8k32 s8 into s32: a_i (four to a register, element 4j low) at
///   (g + 8*(i>>2 & 1), 4t + (i&3) + 16*(i>>3)); b_i at (4t + (i&3) + 16*(i>>2), g); wrapping sums.
///
/// Float sums follow the tensor cores' rule ([`crate::tensor_core`]). Every lane of every warp
/// takes part (the instruction is warp-wide and unguarded).
fn exec_mma(cx: &mut Exec<'_, '_>, op: &str, regs: [&[VReg]; 4]) -> Result<(), Fault> {
    let [d, a, b, c] = regs;
    #[derive(Clone, Copy, PartialEq)]
    enum K {
        Half(Ty),
        Tf32,
        S8,
    }
    let kind = match op {
        "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32" => K::Half(Ty::F16),
        "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32" => K::Half(Ty::BF16),
        "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32" => K::Tf32,
        "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32" => K::S8,
        _ => return Err(Fault::new(format!("{op} is not simulated"))),
    };
    let (kk, na, nb) = match kind {
        K::Half(_) => (16, 4, 2),
        K::Tf32 => (8, 4, 2),
        K::S8 => (32, 4, 2),
    };
    if (d.len(), a.len(), b.len(), c.len()) != (4, na, nb, 4) {
        return Err(Fault::new(format!("{op} takes 4, {na}, {nb} and 4 registers")));
    }
    if cx.warp_size() != 32 || !cx.threads().is_multiple_of(32) {
        return Err(Fault::new(format!("{op} needs whole warps of 32 threads")));
    }
    // Element `i` of a fragment register list `rs`, as an f64 (exact for every input type).
    let elem = |cx: &Exec<'_, '_>, t: u32, rs: &[VReg], i: usize| -> Result<f64, Fault> {
        Ok(match kind {
            K::Half(ty) => to_f64(ty, cx.read(t, rs[i / 2])? >> (16 * (i & 1)) & 0xffff),
            K::Tf32 => f32::from_bits(cx.read(t, rs[i])? as u32 & !0x1fff) as f64,
            K::S8 => (cx.read(t, rs[i / 4])? >> (8 * (i & 3))) as u8 as i8 as f64,
        })
    };
    // (row, k) of A element i and (k, col) of B element i for lane (g, q).
    let a_at = |i: usize, g: usize, q: usize| match kind {
        K::Half(_) => (g + 8 * (i >> 1 & 1), 2 * q + (i & 1) + 8 * (i >> 2)),
        K::Tf32 => (g + 8 * (i & 1), q + 4 * (i >> 1)),
        K::S8 => (g + 8 * (i >> 2 & 1), 4 * q + (i & 3) + 16 * (i >> 3)),
    };
    let b_at = |i: usize, g: usize, q: usize| match kind {
        K::Half(_) => (2 * q + (i & 1) + 8 * (i >> 1), g),
        K::Tf32 => (q + 4 * i, g),
        K::S8 => (4 * q + (i & 3) + 16 * (i >> 2), g),
    };
    let per_reg = match kind {
        K::Half(_) => 2,
        K::Tf32 => 1,
        K::S8 => 4,
    };
    let input = match kind {
        K::Half(ty) => ty,
        _ => Ty::F32,
    };
    for w in 0..cx.threads() / 32 {
        let (mut ma, mut mb) = ([[0f64; 32]; 16], [[0f64; 8]; 32]);
        let mut mc = [[0u32; 8]; 16];
        for l in 0..32u32 {
            let (t, (g, q)) = (w * 32 + l, ((l >> 2) as usize, (l & 3) as usize));
            for i in 0..na * per_reg {
                let (r, k) = a_at(i, g, q);
                ma[r][k] = elem(cx, t, a, i)?;
            }
            for i in 0..nb * per_reg {
                let (k, col) = b_at(i, g, q);
                mb[k][col] = elem(cx, t, b, i)?;
            }
            for i in 0..4 {
                mc[g + 8 * (i >> 1)][2 * q + (i & 1)] = cx.read(t, c[i])? as u32;
            }
        }
        for l in 0..32u32 {
            let (t, (g, q)) = (w * 32 + l, ((l >> 2) as usize, (l & 3) as usize));
            for (i, &di) in d.iter().enumerate() {
                let (row, col) = (g + 8 * (i >> 1), 2 * q + (i & 1));
                let column: Vec<f64> = (0..kk).map(|k| mb[k][col]).collect();
                let v = if kind == K::S8 {
                    let sum = (0..kk).fold(mc[row][col], |s, k| s.wrapping_add((ma[row][k] * column[k]) as i32 as u32));
                    sum as u64
                } else {
                    float_mma_step(input, mc[row][col], &ma[row][..kk], &column)
                };
                cx.write(t, di, v);
            }
        }
    }
    Ok(())
}

/// `ldmatrix.sync.aligned.m8n8.xN[.trans].shared.b16`: in each warp, lane `8j + r` names the
/// shared address of row `r` of matrix `j` (16 bytes, aligned); lane `l` receives, in register
/// `j`, elements `2 (l % 4)` and `2 (l % 4) + 1` of row `l / 4` of matrix `j` (with `.trans`,
/// rows `2 (l % 4)` and the next of column `l / 4`), the first in the low half. Each row read
/// counts as a read by the lane that named it (for the race check).
fn exec_ldmatrix(cx: &mut Exec<'_, '_>, dsts: &[VReg], addr: VReg, offset: i64, trans: bool) -> Result<(), Fault> {
    let n = dsts.len();
    if !matches!(n, 1 | 2 | 4) || cx.warp_size() != 32 || !cx.threads().is_multiple_of(32) {
        return Err(Fault::new("ldmatrix takes 1, 2 or 4 matrices in whole warps of 32 threads"));
    }
    for w in 0..cx.threads() / 32 {
        // rows[j][r][c]: element c of row r of matrix j.
        let mut rows = [[[0u16; 8]; 8]; 4];
        for (j, mat) in rows.iter_mut().enumerate().take(n) {
            for (r, row) in mat.iter_mut().enumerate() {
                let t = w * 32 + (8 * j + r) as u32;
                let a = cx.read(t, addr)?.wrapping_add(offset as u64);
                cx.check_align(t, a, 16)?;
                for (c, e) in row.iter_mut().enumerate() {
                    *e = cx.load(MemSpace::Shared, t, a + 2 * c as u64, 2)? as u16;
                }
            }
        }
        for l in 0..32u32 {
            let (g, q) = ((l / 4) as usize, (l % 4) as usize);
            for (j, &d) in dsts.iter().enumerate() {
                let (lo, hi) = if trans {
                    (rows[j][2 * q][g], rows[j][2 * q + 1][g])
                } else {
                    (rows[j][g][2 * q], rows[j][g][2 * q + 1])
                };
                cx.write(w * 32 + l, d, lo as u64 | (hi as u64) << 16);
            }
        }
    }
    Ok(())
}

impl SimInst for Inst {
    fn class_bits(c: Class) -> u32 {
        match c {
            Class::Pred => 1,
            Class::B16 => 16,
            Class::B32 => 32,
            Class::B64 => 64,
        }
    }

    fn is_barrier(&self) -> bool {
        // The turns' claim counts as a barrier for the race check (`Inst::TurnOrdered`).
        matches!(self, Inst::Bar | Inst::TurnOrdered)
    }

    fn is_async_mma(&self) -> bool {
        matches!(self, Inst::Wgmma { .. })
    }

    fn mnemonic(&self) -> String {
        match self {
            Inst::Op { op, ty, .. } => format!("{op}.{ty}"),
            Inst::Unpack { .. } => "mov.b32 (unpack)".into(),
            Inst::Ld { space, ty, .. } => format!("ld.{}.{ty}", space.name()),
            Inst::St { space, ty, .. } => format!("st.{}.{ty}", space.name()),
            Inst::Atom { op, ty, .. } => format!("atom.global.{op}.{ty}"),
            Inst::CasLoop { op, ty, .. } => format!("cas-loop {op}.{ty}"),
            Inst::Bar => "bar.sync".into(),
            Inst::BarSyncNamed { .. } => "bar.sync (named)".into(),
            Inst::BarArrive { .. } => "bar.arrive".into(),
            Inst::TurnOrdered => "(turns order the ring slot's reads)".into(),
            Inst::Mma { op, .. } => (*op).into(),
            Inst::CpAsync { bytes, .. } => format!("cp.async.{}.shared.global", if *bytes == 16 { "cg" } else { "ca" }),
            Inst::CpAsyncCommit => "cp.async.commit_group".into(),
            Inst::CpAsyncWait(_) => "cp.async.wait_group".into(),
            Inst::LdMatrix { dsts, trans, .. } => {
                format!("ldmatrix.sync.aligned.m8n8.x{}{}.shared.b16", dsts.len(), if *trans { ".trans" } else { "" })
            }
            Inst::Wgmma { op, .. } => (*op).into(),
            Inst::WgmmaFence => "wgmma.fence.sync.aligned".into(),
            Inst::WgmmaCommit => "wgmma.commit_group.sync.aligned".into(),
            Inst::WgmmaWait(_) => "wgmma.wait_group.sync.aligned".into(),
            Inst::FenceProxyAsync => "fence.proxy.async.shared::cta".into(),
            Inst::Elect { .. } => "elect.sync".into(),
            Inst::MbarrierInit { .. } => "mbarrier.init.shared::cta.b64".into(),
            Inst::FenceMbarrierInit => "fence.mbarrier_init.release.cluster".into(),
            Inst::MbarrierArriveExpectTx { .. } => "mbarrier.arrive.expect_tx.shared::cta.b64".into(),
            Inst::MbarrierWait { .. } => "mbarrier.try_wait.parity.shared::cta.b64 (loop)".into(),
            Inst::CpAsyncBulkTensor { z: None, .. } => {
                "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes".into()
            }
            Inst::CpAsyncBulkTensor { z: Some(_), .. } => {
                "cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::bytes".into()
            }
        }
    }

    fn exec(&self, cx: &mut Exec<'_, '_>) -> Result<(), Fault> {
        match self {
            Inst::Op { op, ty, dsts, srcs, guard } => exec_op(cx, op, ty, dsts, srcs, guard),
            Inst::Unpack { lo, hi, src } => {
                let wl = cx.bits(*lo);
                for t in 0..cx.threads() {
                    let v = cx.read(t, *src)?;
                    cx.write(t, *lo, v);
                    cx.write(t, *hi, v >> wl.min(63));
                }
                Ok(())
            }
            Inst::Ld { space, ty, dsts, addr, offset, guard } => exec_ld(cx, *space, ty, dsts, addr, *offset, guard),
            Inst::St { space, ty, srcs, addr, offset, guard } => exec_st(cx, *space, ty, srcs, addr, *offset, guard),
            Inst::Atom { op, ty, dst, addr, srcs, guard } => exec_atom(cx, op, ty, *dst, *addr, srcs, guard),
            Inst::CasLoop { op, ty, bits: _, dst, addr, val, new, seen, retry, guard } => {
                exec_cas_loop(cx, op, ty, [*dst, *addr, *val, *new, *seen, *retry], guard)
            }
            Inst::Bar => {
                cx.named_settled("at a program barrier (bar.sync 0)")?;
                cx.program_barrier();
                Ok(())
            }
            Inst::TurnOrdered => Ok(()),
            Inst::BarSyncNamed { id, count } => {
                for t in 0..cx.threads() {
                    let id = cx.read(t, *id)?;
                    cx.named_arrive(t, id, *count, true)?;
                }
                Ok(())
            }
            Inst::BarArrive { id, count, guard } => {
                for t in 0..cx.threads() {
                    if guard_on(cx, t, guard)? {
                        let id = cx.read(t, *id)?;
                        cx.named_arrive(t, id, *count, false)?;
                    }
                }
                Ok(())
            }
            Inst::Mma { op, d, a, b, c } => exec_mma(cx, op, [d, a, b, c]),
            Inst::LdMatrix { dsts, addr, offset, trans } => exec_ldmatrix(cx, dsts, *addr, *offset, *trans),
            Inst::CpAsync { dst, offset, src, bytes, src_size, guard } => {
                for t in 0..cx.threads() {
                    if !guard_on(cx, t, guard)? {
                        continue;
                    }
                    let d = cx.read(t, *dst)?.wrapping_add(*offset as u64);
                    let s = cx.read(t, *src)?;
                    let n = match src_size {
                        Some(r) => cx.read(t, *r)? & 0xffff_ffff,
                        None => *bytes as u64,
                    };
                    if n != 0 && n != *bytes as u64 {
                        return Err(Fault::at(
                            t,
                            format!("cp.async with a source size of {n} of {bytes} bytes is not simulated"),
                        ));
                    }
                    cx.copy_async(t, d, s, *bytes as u64, n)?;
                }
                Ok(())
            }
            Inst::CpAsyncCommit => {
                for t in 0..cx.threads() {
                    cx.commit_async(t);
                }
                Ok(())
            }
            Inst::CpAsyncWait(k) => {
                for t in 0..cx.threads() {
                    cx.wait_async(t, *k as usize)?;
                }
                Ok(())
            }
            Inst::Wgmma { op, d, c, a, b, scale, trans_b } => {
                wgmma::exec_wgmma(cx, op, wgmma::Regs { d, c, a: *a, b: *b, scale: *scale }, *trans_b)
            }
            Inst::WgmmaFence => {
                cx.async_mma_fence();
                Ok(())
            }
            Inst::WgmmaCommit => {
                cx.async_mma_commit();
                Ok(())
            }
            Inst::WgmmaWait(k) => {
                cx.async_mma_wait(*k as usize);
                Ok(())
            }
            Inst::FenceProxyAsync => {
                cx.async_proxy_fence();
                Ok(())
            }
            Inst::Elect { dst } => {
                // Every lane runs (lockstep): the leader is the lowest, lane 0.
                for t in 0..cx.threads() {
                    cx.write(t, *dst, (t % cx.warp_size() == 0) as u64);
                }
                Ok(())
            }
            Inst::MbarrierInit { addr, count, guard } => tma::exec_init(cx, *addr, *count, guard),
            Inst::FenceMbarrierInit => {
                tma::exec_fence_init(cx);
                Ok(())
            }
            Inst::MbarrierArriveExpectTx { addr, bytes, guard } => tma::exec_arrive(cx, *addr, *bytes, guard),
            Inst::MbarrierWait { addr, phase } => tma::exec_wait(cx, *addr, *phase),
            Inst::CpAsyncBulkTensor { dst, map, x, y, z, bar, guard } => {
                tma::exec_copy(cx, &tma::Copy { dst: *dst, map: *map, x: *x, y: *y, z: *z, bar: *bar }, guard)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(x: f32) -> u64 {
        x.to_bits() as u64
    }

    #[test]
    fn conversions_round_and_saturate_as_ptx_says() {
        let c = |op: &str, src: &str, v: u64| {
            let Some(Alu::Cvt { dst, rnd }) = decode(op, Ty::parse(src).unwrap()) else { panic!("{op}") };
            cvt(dst, Ty::parse(src).unwrap(), rnd, v).unwrap()
        };
        assert_eq!(c("cvt.rzi.s32", "f32", f(-2.7)), (-2i32) as u32 as u64);
        assert_eq!(c("cvt.rzi.s32", "f32", f(f32::NAN)), 0);
        assert_eq!(c("cvt.rzi.s32", "f32", f(1e20)), i32::MAX as u64);
        assert_eq!(c("cvt.rzi.u32", "f32", f(-5.0)), 0);
        assert_eq!(c("cvt.rni.f32", "f32", f(2.5)), f(2.0));
        assert_eq!(c("cvt.rmi.f32", "f32", f(-2.5)), f(-3.0));
        assert_eq!(c("cvt.rpi.f32", "f32", f(-2.5)), f(-2.0));
        // 1 + 2^-30 is not an f32: rz truncates, rn rounds to 1.
        let x = 1.0f64 + 2f64.powi(-30);
        assert_eq!(c("cvt.rz.f32", "f64", x.to_bits()), f(1.0));
        assert_eq!(c("cvt.rz.f32", "f64", (-1e300f64).to_bits()), f(-f32::MAX));
        assert_eq!(c("cvt.rz.f64", "s64", (i64::MAX) as u64), ((1u64 << 63) as f64).next_down().to_bits());
        assert_eq!(c("cvt.rn.f16", "f32", f(1.0)), 0x3c00);
        assert_eq!(c("cvt.f32", "f16", 0x3c00), f(1.0));
        assert_eq!(c("cvt.s32", "s16", 0xffff), 0xffff_ffff);
        assert_eq!(c("cvt.u32", "u16", 0xffff), 0xffff);
        assert_eq!(c("cvt.u16", "u32", 0x12345), 0x2345);
        assert_eq!(c("cvt.rn.bf16", "f32", f(1.0 + 1.0 / 256.0)), 0x3f80); // tie to even
    }

    #[test]
    fn integer_ops_follow_ptx() {
        let s32 = Ty::S(32);
        assert_eq!(apply(Alu::Bfe, s32, &[0x80, 0, 8]), Some(0xffff_ff80));
        assert_eq!(apply(Alu::Bfe, s32, &[0x8000, 8, 8]), Some(0xffff_ff80));
        assert_eq!(apply(Alu::Bfi, Ty::B(32), &[0xab, 0x1111_1111, 8, 8]), Some(0x1111_ab11));
        assert_eq!(apply(Alu::Shr, s32, &[0x8000_0000, 40]), Some(0xffff_ffff));
        assert_eq!(apply(Alu::Shl, Ty::B(32), &[1, 32]), Some(0));
        assert_eq!(apply(Alu::Div, s32, &[0x8000_0000, 0xffff_ffff]), Some(0x8000_0000));
        assert_eq!(apply(Alu::MadWide, s32, &[0xffff_ffff, 4, 100]), Some(96));
        assert_eq!(apply(Alu::MulWide, s32, &[0xffff_ffff, 4]), Some(0xffff_ffff_ffff_fffc));
        assert_eq!(apply(Alu::MulWide, Ty::U(32), &[0xffff_ffff, 4]), Some(0x3_ffff_fffc));
        assert_eq!(apply(Alu::Setp(Cmp::Lt), Ty::U(32), &[1, 0xffff_ffff]), Some(1));
        assert_eq!(apply(Alu::Setp(Cmp::Lt), s32, &[1, 0xffff_ffff]), Some(0));
    }

    #[test]
    fn float_min_max_and_compare_handle_nan_and_signed_zero() {
        let t = Ty::F32;
        assert_eq!(apply(Alu::Max, t, &[f(f32::NAN), f(1.0)]), Some(f(1.0)));
        assert_eq!(apply(Alu::Max, t, &[f(-0.0), f(0.0)]), Some(f(0.0)));
        assert_eq!(apply(Alu::Min, t, &[f(-0.0), f(0.0)]), Some(f(-0.0)));
        assert_eq!(apply(Alu::Setp(Cmp::Ne), t, &[f(f32::NAN), f(1.0)]), Some(0));
        assert_eq!(apply(Alu::Setp(Cmp::Neu), t, &[f(f32::NAN), f(1.0)]), Some(1));
    }

    #[test]
    fn narrow_fma_rounds_once() {
        // f16: (1 + 2^-10) * 0.5 + 0.5 = 1 + 2^-11, a tie between 1 and 1 + 2^-10: to even.
        assert_eq!(fma_narrow(Ty::F16, 0x3c01, 0x3800, 0x3800), 0x3c00);
        // (1 + 2^-10)^2 = 1 + 2^-9 + 2^-20: rounds down to 1 + 2^-9.
        assert_eq!(fma_narrow(Ty::F16, 0x3c01, 0x3c01, 0), 0x3c02);
        assert_eq!(fma_narrow(Ty::F16, 0x0001, 0x3c00, 0x3c00), 0x3c00);
        // 0.5 + 2^-11 + 0.5 + 2^-11 = 1 + 2^-10, exact.
        assert_eq!(fma_narrow(Ty::F16, 0x3c01, 0x3800, 0x3801), 0x3c01);
        // bf16: 1 + 2^-8 (a tie) plus a tiny addend in the product: rounds up, not to even.
        let tiny_up = bf16::from_f32(1.0 + 1.0 / 64.0).to_bits() as u64; // 1 + 2^-6
        let eighth = bf16::from_f32(1.0 / 256.0).to_bits() as u64; // 2^-8
                                                                   // (1 + 2^-6) * 2^-8 + 1 = 1 + 2^-8 + 2^-14: above the tie.
        assert_eq!(fma_narrow(Ty::BF16, tiny_up, eighth, 0x3f80), 0x3f81);
    }
}
