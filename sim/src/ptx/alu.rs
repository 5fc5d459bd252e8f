//! The generic `Inst::Op` instructions (`op.ty` mnemonics): each is decoded once per execution
//! into an `Alu` operation (integer and float arithmetic, bit fields, `selp`, `setp`, `mad`,
//! `mul.wide`, the `.approx` functions, `cvt`) and applied per thread on u64 bits; and
//! `shfl.sync.bfly`, the one warp shuffle the selector emits.

use super::convert::{cvt, pack_fp8, unpack_fp8};
use super::float::{float_bin, float_cmp, float_pick, fma_narrow};
use super::forms::{Alu, Cmp, Rnd};
use super::{guard_on, mask, operand, sx, unknown, zx, Ty};
use crate::lockstep::{Exec, Fault};
use tessera_ir::DType;
use tessera_isel::ptx::Operand;
use tessera_isel::vcode::VReg;

pub(super) fn decode(op: &str, ty: Ty) -> Option<Alu> {
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
        "cvt" if rest == ["rn", "satfinite", "e4m3x2"] && ty == Ty::F32 => Alu::PackFp8(DType::F8E4M3),
        "cvt" if rest == ["rn", "satfinite", "e5m2x2"] && ty == Ty::F32 => Alu::PackFp8(DType::F8E5M2),
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

pub(super) fn int_cmp(c: Cmp, ty: Ty, a: u64, b: u64) -> Option<bool> {
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

/// One thread's result of `alu` on its sources.
pub(super) fn apply(alu: Alu, ty: Ty, s: &[u64]) -> Option<u64> {
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
        Alu::PackFp8(d) => pack_fp8(d, a, b()?),
        Alu::UnpackFp8(d) => unpack_fp8(d, a),
    })
}

pub(super) fn exec_op(
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
    // The one form whose source type is a pair of 8-bit floats: read as 16 bits.
    let fp8_pair = match tys {
        "e4m3x2" => Some(DType::F8E4M3),
        "e5m2x2" => Some(DType::F8E5M2),
        _ => None,
    };
    let ty = if fp8_pair.is_some() { Ty::B(16) } else { Ty::parse(tys).ok_or_else(|| unknown(op, tys))? };
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
    let alu = match fp8_pair {
        Some(f) if op == "cvt.rn.f16x2" => Some(Alu::UnpackFp8(f)),
        Some(_) => None,
        None => decode(op, ty),
    };
    let (&[d], Some(alu)) = (dsts, alu) else {
        return Err(unknown(op, tys));
    };
    if srcs.len() > 4 {
        return Err(unknown(op, tys));
    }
    if let Some(done) = columns(cx, alu, ty, d, srcs, guard) {
        return done;
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

/// A source of [`columns`]: every thread's value of a register, or a constant.
#[derive(Clone, Copy)]
enum Col<'a> {
    Reg(&'a [u64]),
    Const(u64),
}

/// `exec_op`'s fast path, register by register instead of thread by thread: the guard and each
/// source read as a column of all threads' values (one check a register), every result
/// computed before any is written. `None` where an operand is neither a register nor a
/// constant, a read would fault or `apply` has no result: the thread-by-thread loop then
/// runs from the start and reports what it meets, so faults and their threads are the same.
fn columns(
    cx: &mut Exec<'_, '_>,
    alu: Alu,
    ty: Ty,
    d: VReg,
    srcs: &[Operand],
    guard: &Option<(VReg, bool)>,
) -> Option<Result<(), Fault>> {
    let n = cx.threads() as usize;
    let on: Option<Vec<bool>> = match *guard {
        None => None,
        Some((g, neg)) => Some(cx.column(g, None)?.iter().map(|&v| (v != 0) != neg).collect()),
    };
    let mut cols = [Col::Const(0); 4];
    for (c, s) in cols.iter_mut().zip(srcs) {
        *c = match *s {
            Operand::Reg(r) => Col::Reg(cx.column(r, on.as_deref())?),
            Operand::Imm(i) => Col::Const(i as u64),
            Operand::F32(b) => Col::Const(b as u64),
            Operand::F64(b) => Col::Const(b),
            _ => return None,
        };
    }
    let k = srcs.len();
    let mut results: Vec<(u32, u64)> = Vec::with_capacity(n);
    let mut vals = [0u64; 4];
    for t in 0..n {
        if on.as_ref().is_some_and(|on| !on[t]) {
            continue;
        }
        for (v, c) in vals.iter_mut().zip(&cols[..k]) {
            *v = match *c {
                Col::Reg(col) => col[t],
                Col::Const(x) => x,
            };
        }
        results.push((t as u32, apply(alu, ty, &vals[..k])?));
    }
    for (t, r) in results {
        cx.write(t, d, r);
    }
    Some(Ok(()))
}

pub(super) fn shfl_bfly(
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
