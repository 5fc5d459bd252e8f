//! AMDGCN instructions as `VCode` holds them, before and after register allocation.
//!
//! Most instructions are one machine instruction, `Alu`: a mnemonic (the GFX9 spelling; the
//! emitter renames for GFX11), an optional destination and sources. The status bits SCC and VCC
//! are never allocated: an instruction may leave them for the next one (`s_cmp` then
//! `s_cselect`, `v_div_scale` then `v_div_fmas`), since the moves the allocator inserts between
//! instructions never touch them. EXEC is different: a move between two instructions would be
//! cut short by a partial EXEC, so every use of a lane mask as EXEC (guarded memory accesses)
//! is one pseudo-instruction that restores EXEC before it ends. Between instructions EXEC holds
//! every lane of the launch.
//!
//! Registers: `S` is one uniform 32-bit SGPR, `S64` an aligned SGPR pair (64-bit uniform values,
//! and lane masks on wave64), `V` one 32-bit VGPR, `V64` an aligned VGPR pair.

use crate::vcode::{MachInst, RegUse, VReg};
use smallvec::SmallVec;

/// Register classes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Class {
    S,
    S64,
    V,
    V64,
}

impl Class {
    pub fn is_vector(self) -> bool {
        matches!(self, Class::V | Class::V64)
    }
    pub fn is_wide(self) -> bool {
        matches!(self, Class::S64 | Class::V64)
    }
}

/// An operand.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Src {
    Reg(VReg),
    /// The low or high 32 bits of a 64-bit register.
    Lo(VReg),
    Hi(VReg),
    /// An immediate: an inline constant, or a 32-bit literal where the encoding allows one.
    Imm(i32),
    /// A register with the negation modifier (`-v1`: float sources of VALU instructions).
    Neg(VReg),
    /// The VCC register (carries, `v_div_scale`'s flag).
    Vcc,
}

impl Src {
    pub fn reg(self) -> Option<VReg> {
        match self {
            Src::Reg(r) | Src::Lo(r) | Src::Hi(r) | Src::Neg(r) => Some(r),
            _ => None,
        }
    }
}

/// Which memory an access goes to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Space {
    Global,
    /// LDS (shared memory), addressed by a 32-bit byte offset.
    Lds,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Inst {
    /// The values the hardware sets up before the first instruction: the kernel-argument segment
    /// pointer (s[0:1]), the workgroup ids that the kernel uses (x in s2; the prologue moves y
    /// and z to s4 and s6) and the work-item id (v0).
    Entry { kernarg: VReg, wg: [Option<VReg>; 3], tid: VReg },
    /// `s_load_dword[x2] dst, base, offset`: a kernel argument.
    KernArg { dst: VReg, base: VReg, offset: u32 },
    /// One machine instruction `op [dst,] [vcc,] src..`; `vcc_def` writes VCC as a second result.
    Alu { op: &'static str, dst: Option<VReg>, vcc_def: bool, src: SmallVec<[Src; 3]> },
    /// Two instructions on the halves of a 64-bit `dst` (written early: never a source's register).
    Pair { dst: VReg, lo: (&'static str, SmallVec<[Src; 3]>), hi: (&'static str, SmallVec<[Src; 3]>) },
    /// 64-bit add or subtract of `a` and the 64-bit value with halves `b` through the carry
    /// (SCC for S64, VCC for V64).
    Add64 { dst: VReg, a: VReg, b: (Src, Src), sub: bool },
    /// A 64-bit register from two 32-bit sources (written early).
    Mov64 { dst: VReg, lo: Src, hi: Src },
    /// `v_readfirstlane_b32` of a value known uniform (one or two of them for 64 bits).
    ReadFirstLane { dst: VReg, src: VReg },
    /// A load (`op` is the GFX9 mnemonic) of one register, or of a tuple of registers (a
    /// 16-byte access: 2 or 4 parts) fixed to consecutive regalloc2 units from `unit` of their
    /// class. With a guard (a lane mask) only its lanes load; the others keep `init`, one
    /// source per part (written first, so `dst` is written early); without, `init` is empty.
    Load {
        op: &'static str,
        space: Space,
        dst: SmallVec<[VReg; 4]>,
        unit: Option<u8>,
        addr: VReg,
        offset: i32,
        guard: Option<VReg>,
        init: SmallVec<[Src; 4]>,
    },
    /// A store of one register or of a tuple (parts fixed as for `Load`), in the guard's lanes.
    Store {
        op: &'static str,
        space: Space,
        addr: VReg,
        val: SmallVec<[VReg; 4]>,
        unit: Option<u8>,
        offset: i32,
        guard: Option<VReg>,
    },
    /// A global atomic returning the old value; `val` is the data operand: one register (for
    /// 32-bit `cmpswap`, the pair of new and expected value), or for 64-bit `cmpswap` the tuple
    /// (new value, expected value), its parts fixed as for `Load`. Guarded off, `dst` is 0.
    Atomic { op: &'static str, dst: VReg, addr: VReg, val: SmallVec<[VReg; 2]>, unit: Option<u8>, guard: Option<VReg> },
    /// `ds_bpermute_b32 dst, addr, src`: `dst` = `src` of the lane `addr / 4`.
    Bpermute { dst: VReg, addr: VReg, src: VReg },
    /// Waits for this workgroup's memory accesses, then `s_barrier`.
    Barrier,
    /// `op d, a, b, c`: one MFMA or WMMA (see `matrix`). Each operand is a tuple of
    /// consecutive VGPRs fixed to regalloc2 units: A from `units[0]`, B from `units[1]`, C and
    /// D both from `units[2]` (D overwrites C in place).
    Mfma {
        op: &'static str,
        d: SmallVec<[VReg; 16]>,
        a: SmallVec<[VReg; 8]>,
        b: SmallVec<[VReg; 8]>,
        c: SmallVec<[VReg; 16]>,
        units: [u8; 3],
    },
}

fn visit_src(s: &mut Src, f: &mut dyn FnMut(&mut VReg, RegUse)) {
    if let Src::Reg(r) | Src::Lo(r) | Src::Hi(r) | Src::Neg(r) = s {
        f(r, RegUse::Use)
    }
}

impl Inst {
    /// The first unit and the parts of each of this instruction's register tuples.
    pub fn tuples(&self) -> SmallVec<[(u8, &[VReg]); 3]> {
        match self {
            Inst::Load { unit: Some(u), dst: parts, .. } | Inst::Store { unit: Some(u), val: parts, .. } => {
                smallvec::smallvec![(*u, &parts[..])]
            }
            Inst::Atomic { unit: Some(u), val, .. } => smallvec::smallvec![(*u, &val[..])],
            Inst::Mfma { a, b, c, units, .. } => {
                smallvec::smallvec![(units[0], &a[..]), (units[1], &b[..]), (units[2], &c[..])]
            }
            _ => SmallVec::new(),
        }
    }
}

/// The parts of a data operand read: in consecutive fixed registers from `unit` when a tuple.
fn visit_parts(parts: &mut [VReg], unit: Option<u8>, f: &mut dyn FnMut(&mut VReg, RegUse)) {
    for (k, v) in parts.iter_mut().enumerate() {
        f(v, unit.map_or(RegUse::Use, |u| RegUse::FixedUse(u + k as u8)));
    }
}

impl MachInst for Inst {
    type Class = Class;

    fn visit_regs(&mut self, f: &mut dyn FnMut(&mut VReg, RegUse)) {
        match self {
            Inst::Entry { kernarg, wg, tid } => {
                f(kernarg, RegUse::FixedDef(0));
                for (i, w) in wg.iter_mut().enumerate() {
                    if let Some(w) = w {
                        // Pair units: s[2:3], s[4:5], s[6:7].
                        f(w, RegUse::FixedDef(1 + i as u8));
                    }
                }
                f(tid, RegUse::FixedDef(0));
            }
            Inst::KernArg { dst, base, .. } => {
                f(base, RegUse::Use);
                f(dst, RegUse::Def);
            }
            Inst::Alu { dst, src, .. } => {
                for s in src {
                    visit_src(s, f);
                }
                if let Some(d) = dst {
                    f(d, RegUse::Def);
                }
            }
            Inst::Pair { dst, lo, hi } => {
                for s in lo.1.iter_mut().chain(hi.1.iter_mut()) {
                    visit_src(s, f);
                }
                f(dst, RegUse::EarlyDef);
            }
            Inst::Add64 { dst, a, b, .. } => {
                f(a, RegUse::Use);
                visit_src(&mut b.0, f);
                visit_src(&mut b.1, f);
                f(dst, RegUse::EarlyDef);
            }
            Inst::Mov64 { dst, lo, hi } => {
                visit_src(lo, f);
                visit_src(hi, f);
                f(dst, RegUse::EarlyDef);
            }
            Inst::ReadFirstLane { dst, src } => {
                f(src, RegUse::Use);
                f(dst, RegUse::Def);
            }
            Inst::Load { dst, unit, addr, guard, init, .. } => {
                f(addr, RegUse::Use);
                if let Some(g) = guard {
                    f(g, RegUse::Use);
                }
                for i in init {
                    visit_src(i, f);
                }
                for (k, d) in dst.iter_mut().enumerate() {
                    let u = match (*unit, guard.is_some()) {
                        (Some(u), false) => RegUse::FixedDef(u + k as u8),
                        (Some(u), true) => RegUse::EarlyFixedDef(u + k as u8),
                        (None, false) => RegUse::Def,
                        (None, true) => RegUse::EarlyDef,
                    };
                    f(d, u);
                }
            }
            Inst::Store { addr, val, unit, guard, .. } => {
                f(addr, RegUse::Use);
                visit_parts(val, *unit, f);
                if let Some(g) = guard {
                    f(g, RegUse::Use);
                }
            }
            Inst::Atomic { dst, addr, val, unit, guard, .. } => {
                f(addr, RegUse::Use);
                visit_parts(val, *unit, f);
                if let Some(g) = guard {
                    f(g, RegUse::Use);
                }
                f(dst, RegUse::EarlyDef);
            }
            Inst::Bpermute { dst, addr, src } => {
                f(addr, RegUse::Use);
                f(src, RegUse::Use);
                f(dst, RegUse::Def);
            }
            Inst::Barrier => {}
            Inst::Mfma { d, a, b, c, units, .. } => {
                for (parts, u) in [(&mut a[..], units[0]), (&mut b[..], units[1]), (&mut c[..], units[2])] {
                    visit_parts(parts, Some(u), f);
                }
                for (k, r) in d.iter_mut().enumerate() {
                    f(r, RegUse::FixedDef(units[2] + k as u8));
                }
            }
        }
    }

    fn sinkable(&self, class: &dyn Fn(VReg) -> Class) -> bool {
        // VALU results only (SALU ops write SCC; memory, lane exchanges and matrix cores stay
        // where the lowering put them). A 64-bit add clobbers VCC, which `sink` allows for
        // since it never separates a reader from the instruction before it.
        match self {
            Inst::Alu { op, dst: Some(_), vcc_def: false, .. } => op.starts_with("v_") && !self.reads_status(),
            Inst::Pair { lo, hi, .. } => lo.0.starts_with("v_") && hi.0.starts_with("v_") && !self.reads_status(),
            Inst::Mov64 { dst, lo, hi } => {
                class(*dst).is_vector() && !matches!(lo, Src::Vcc) && !matches!(hi, Src::Vcc)
            }
            Inst::Add64 { dst, .. } => class(*dst).is_vector(),
            _ => false,
        }
    }

    fn units(class: Class) -> u32 {
        if class.is_wide() {
            2
        } else {
            1
        }
    }

    fn reads_status(&self) -> bool {
        match self {
            Inst::Alu { op, src, .. } => {
                src.iter().any(|s| matches!(s, Src::Vcc))
                    || ["v_div_fmas", "v_addc", "v_subb", "s_cselect", "s_addc", "s_subb", "s_cbranch"]
                        .iter()
                        .any(|p| op.starts_with(p))
            }
            Inst::Pair { lo, hi, .. } => [lo, hi].iter().any(|(op, src)| {
                src.iter().any(|s| matches!(s, Src::Vcc)) || op.starts_with("v_addc") || op.starts_with("s_addc")
            }),
            _ => false,
        }
    }

    fn is_pure(&self) -> bool {
        match self {
            // An instruction that leaves VCC for the next one stays with it.
            Inst::Alu { dst, vcc_def, .. } => dst.is_some() && !vcc_def,
            Inst::Pair { .. } | Inst::Add64 { .. } | Inst::Mov64 { .. } | Inst::ReadFirstLane { .. } => true,
            Inst::KernArg { .. } | Inst::Bpermute { .. } | Inst::Load { .. } | Inst::Mfma { .. } => true,
            _ => false,
        }
    }
}
