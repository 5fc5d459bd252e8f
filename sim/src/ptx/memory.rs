//! Memory instructions: `ld` and `st` (global, shared, `ld.param`; vector accesses aligned to
//! their whole size, narrow loads sign- or zero-extended), `atom.global` (with the f32 add's
//! flush of subnormals and the f16/bf16 add rounding once) and the selector's compare-and-swap
//! loop (`CasLoop`), one atomic read-modify-write per thread.

use super::alu::apply;
use super::float::{float_bin, float_pick};
use super::forms::Alu;
use super::{guard_on, mask, operand, sx, unknown, zx, Ty};
use crate::lockstep::{Exec, Fault, MemSpace};
use tessera_isel::ptx::{Operand, Space};
use tessera_isel::vcode::VReg;

/// `[v2.|v4.]ty` of a memory access: (elements, element type).
pub(super) fn mem_ty(s: &str) -> Option<(usize, Ty)> {
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

pub(super) fn space(s: Space) -> Option<MemSpace> {
    match s {
        Space::Global => Some(MemSpace::Global),
        Space::Shared => Some(MemSpace::Shared),
        Space::Param => None,
    }
}

pub(super) fn exec_ld(
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

pub(super) fn exec_st(
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
pub(super) fn ftz32(b: u64) -> u64 {
    if b & 0x7f80_0000 == 0 {
        b & 0x8000_0000
    } else {
        b
    }
}

/// The new memory value of `atom.op.ty` with operand `v` (and `cmp` for `cas`).
pub(super) fn atom_combine(op: &str, ty: Ty, old: u64, v: u64, new: Option<u64>) -> Option<u64> {
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

pub(super) fn exec_atom(
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

/// `red.global.op[.vN].ty`: `atom`'s update of each of the consecutive elements, the old values
/// read by no one.
pub(super) fn exec_red(
    cx: &mut Exec<'_, '_>,
    op: &'static str,
    tys: &'static str,
    addr: VReg,
    offset: i64,
    srcs: &[VReg],
    guard: &Option<(VReg, bool)>,
) -> Result<(), Fault> {
    let bad = || unknown(&format!("red.global.{op}"), tys);
    let ty = Ty::parse(tys).ok_or_else(bad)?;
    if ty.bits() < 16 || op == "cas" || !matches!(srcs.len(), 1 | 2 | 4) {
        return Err(bad());
    }
    let eb = (ty.bits() / 8) as u64;
    for t in 0..cx.threads() {
        if !guard_on(cx, t, guard)? {
            continue;
        }
        let a = cx.read(t, addr)?.wrapping_add(offset as u64);
        cx.check_align(t, a, eb * srcs.len() as u64)?;
        for (i, &s) in srcs.iter().enumerate() {
            let at = a + i as u64 * eb;
            let v = cx.read(t, s)? & mask(ty.bits());
            let old = cx.load(MemSpace::Global, t, at, eb)?;
            let upd = atom_combine(op, ty, old, v, None).ok_or_else(bad)?;
            cx.store(MemSpace::Global, t, at, eb, upd)?;
        }
    }
    Ok(())
}

/// `cp.reduce.async.bulk...add.f32`: each element added as `red.global.add.f32` adds.
pub(super) fn exec_bulk_reduce(
    cx: &mut Exec<'_, '_>,
    gaddr: VReg,
    saddr: VReg,
    bytes: u32,
    guard: &Option<(VReg, bool)>,
) -> Result<(), Fault> {
    let add = |old: u64, v: u64| atom_combine("add", Ty::F32, old, v & mask(32), None);
    for t in 0..cx.threads() {
        if !guard_on(cx, t, guard)? {
            continue;
        }
        let (g, s) = (cx.read(t, gaddr)?, cx.read(t, saddr)?);
        cx.bulk_reduce(t, (g, s, bytes as u64), 4, &add)?;
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
pub(super) fn exec_cas_loop(
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
