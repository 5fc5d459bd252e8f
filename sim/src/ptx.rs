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
//!   The 8-bit float pairs: `cvt.rn.satfinite.{e4m3x2,e5m2x2}.f32` rounds once to nearest even
//!   and saturates, `cvt.rn.f16x2.{e4m3x2,e5m2x2}` widens exactly (`tessera_ir::fp8`'s rules).
//! - Memory: vector accesses must be aligned to their whole size; `ld.s8`/`ld.s16` sign-extend,
//!   `ld.u8`/`ld.u16` zero-extend into the destination register; stores write the low bytes.
//! - `atom.global.add.f32` flushes subnormal inputs and results to sign-preserving zero;
//!   `.noftz.f16`/`.noftz.bf16` add rounds once. `CasLoop` is one atomic read-modify-write per
//!   thread (the loop succeeds the first time since threads run one after another).
//! - `shfl.sync.bfly.b32 d, a, b, c, membermask`: only the full mask (all 32 threads of the warp)
//!   and unguarded; lane `j = lane ^ b` when `j <= maxLane` (from `c`), else the thread's own.
//! - `mma.sync`, `ldmatrix`: see the `mma` submodule. `wgmma` (Hopper's
//!   asynchronous warpgroup tensor-core step) and its fences and waits: see the `wgmma` submodule.
//! - mbarriers and the copy engine's `cp.async.bulk.tensor` (TMA): see the `tma` submodule.
//!
//! This file holds the type suffixes, operands and guards, and `SimInst for Inst`, which sends
//! each instruction to the part that owns its class:
//! - `alu`: `Inst::Op` (decode once, apply per thread) and `shfl.sync.bfly`;
//! - `float`: the float rules (NaN, rounding once, min/max, compares);
//! - `convert`: `cvt`'s roundings and saturation;
//! - `forms`: the decoded forms (`Alu`, comparisons, roundings) that `alu` makes and the others apply;
//! - `memory`: `ld`, `st`, `atom` and the compare-and-swap loop;
//! - `mma`: `mma.sync` and `ldmatrix`, and the tensor-core input types and accumulation step
//!   that `wgmma` shares;
//! - `wgmma`: the asynchronous warpgroup matrix instructions, fences and waits;
//! - `tma`: mbarriers and the copy engine's bulk tensor copies.
//!
//! The barriers, `cp.async`, the fences and `elect.sync` are a few lines each and stay in
//! `SimInst::exec` here.

mod alu;
mod convert;
mod float;
mod forms;
mod memory;
mod mma;
mod tma;
mod wgmma;

use alu::exec_op;
use memory::{exec_atom, exec_cas_loop, exec_ld, exec_red, exec_st};
use mma::{exec_ldmatrix, exec_mma, exec_stmatrix};

use crate::lockstep::{Exec, Fault, SimInst};
use tessera_isel::ptx::{Class, Inst, Operand};
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

    fn reads_async_proxy(&self) -> bool {
        matches!(self, Inst::BulkReduce { .. })
    }

    fn mnemonic(&self) -> String {
        match self {
            Inst::Op { op, ty, .. } => format!("{op}.{ty}"),
            Inst::Unpack { .. } => "mov.b32 (unpack)".into(),
            Inst::Ld { space, ty, .. } => format!("ld.{}.{ty}", space.name()),
            Inst::St { space, ty, .. } => format!("st.{}.{ty}", space.name()),
            Inst::Atom { op, ty, .. } => format!("atom.global.{op}.{ty}"),
            Inst::Prefetch { .. } => "prefetch.global.L1".into(),
            Inst::Red { op, ty, srcs, .. } if srcs.len() > 1 => format!("red.global.{op}.v{}.{ty}", srcs.len()),
            Inst::Red { op, ty, .. } => format!("red.global.{op}.{ty}"),
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
            Inst::StMatrix { srcs, .. } => format!("stmatrix.sync.aligned.m8n8.x{}.shared.b16", srcs.len()),
            Inst::Wgmma { op, .. } => (*op).into(),
            Inst::WgmmaFence => "wgmma.fence.sync.aligned".into(),
            Inst::WgmmaCommit => "wgmma.commit_group.sync.aligned".into(),
            Inst::WgmmaWait(_) => "wgmma.wait_group.sync.aligned".into(),
            Inst::FenceProxyAsync => "fence.proxy.async.shared::cta".into(),
            Inst::BulkReduce { .. } => "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32".into(),
            Inst::BulkCommit => "cp.async.bulk.commit_group".into(),
            Inst::BulkWaitRead(_) => "cp.async.bulk.wait_group.read".into(),
            Inst::BulkWait(_) => "cp.async.bulk.wait_group".into(),
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
            Inst::Red { op, ty, addr, offset, srcs, guard } => exec_red(cx, op, ty, *addr, *offset, srcs, guard),
            // A cache hint: no effect on what the program computes.
            Inst::Prefetch { .. } => Ok(()),
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
                cx.named_instruction_end();
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
            Inst::StMatrix { srcs, addr, offset } => exec_stmatrix(cx, srcs, *addr, *offset),
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
            Inst::Wgmma { op, d, c, a, b, scale, trans_a, trans_b } => {
                wgmma::exec_wgmma(cx, op, wgmma::Regs { d, c, a: *a, b: *b, scale: *scale }, (*trans_a, *trans_b))
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
            Inst::BulkReduce { gaddr, saddr, bytes, guard } => {
                memory::exec_bulk_reduce(cx, *gaddr, *saddr, *bytes, guard)
            }
            Inst::BulkCommit => {
                for t in 0..cx.threads() {
                    cx.bulk_commit(t);
                }
                Ok(())
            }
            // The sums are applied at the issue (`lockstep::bulk`): completing them is
            // retiring their reads.
            Inst::BulkWaitRead(k) | Inst::BulkWait(k) => {
                for t in 0..cx.threads() {
                    cx.bulk_wait_read(t, *k as usize);
                }
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
    use super::alu::{apply, decode};
    use super::convert::cvt;
    use super::float::fma_narrow;
    use super::forms::{Alu, Cmp};
    use super::Ty;
    use half::bf16;

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
