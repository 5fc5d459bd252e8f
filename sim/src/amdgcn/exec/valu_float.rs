//! The vector ALU instructions on floats: the two-operand arithmetic (`F2`), `v_fma`,
//! the one-operand functions (`F1`: reciprocal, square root, exp, log, sin, cos, rounding,
//! fract), `v_ldexp`, the conversions (`v_cvt`), and the division steps `v_div_scale`,
//! `v_div_fmas` (with its GFX9 VCC hazard) and `v_div_fixup`. The bit-exact details of each
//! operation are in `amdgcn::float`.

use super::{bf32, bf64, f32b, f64b, fault, Wave, R};
use crate::amdgcn::float::{self, Approx};
use crate::amdgcn::parse::{Inst, Num, Op, Opnd, Program, Ty, F1, F2, VCC};
use crate::amdgcn::SimErrorKind;

impl Wave {
    /// Executes a VALU float instruction.
    pub(super) fn valu_float(&mut self, prog: &Program, inst: &Inst) -> R<()> {
        let ops = &inst.ops;
        let op = inst.op;
        use Op::*;
        match op {
            VF2 { f, f64 } => {
                if f64 {
                    self.valu(prog, inst, Ty::F64, &[Ty::F64, Ty::F64], |a| {
                        let (x, y) = (f64b(a[0]), f64b(a[1]));
                        match f {
                            F2::Add => bf64(x + y),
                            F2::Sub => bf64(x - y),
                            F2::Subrev => bf64(y - x),
                            F2::Mul => bf64(x * y),
                            F2::Min => float::minmax64(a[0], a[1], false),
                            F2::Max => float::minmax64(a[0], a[1], true),
                        }
                    })?
                } else {
                    self.valu(prog, inst, Ty::F32, &[Ty::F32, Ty::F32], |a| {
                        let (x, y) = (f32b(a[0]), f32b(a[1]));
                        match f {
                            F2::Add => bf32(x + y),
                            F2::Sub => bf32(x - y),
                            F2::Subrev => bf32(y - x),
                            F2::Mul => bf32(x * y),
                            F2::Min => float::minmax32(a[0] as u32, a[1] as u32, false) as u64,
                            F2::Max => float::minmax32(a[0] as u32, a[1] as u32, true) as u64,
                        }
                    })?
                }
            }
            VFma { ty } => self.valu(prog, inst, ty, &[ty; 3], |a| match ty {
                Ty::F16 => float::fma16(a[0] as u32, a[1] as u32, a[2] as u32) as u64,
                Ty::F32 => bf32(f32b(a[0]).mul_add(f32b(a[1]), f32b(a[2]))),
                _ => bf64(f64b(a[0]).mul_add(f64b(a[1]), f64b(a[2]))),
            })?,
            VF1 { f, f64 } => {
                if f64 {
                    self.valu(prog, inst, Ty::F64, &[Ty::F64], |a| {
                        let x = f64b(a[0]);
                        bf64(match f {
                            F1::Rcp | F1::RcpIflag => float::rcp64(x),
                            F1::Rsq => float::rsq64(x),
                            F1::Floor => x.floor(),
                            F1::Ceil => x.ceil(),
                            F1::Trunc => x.trunc(),
                            F1::Rndne => x.round_ties_even(),
                            F1::Fract => fract64(x),
                            F1::Sqrt => x.sqrt(),
                            F1::Exp | F1::Log | F1::Sin | F1::Cos => f64::NAN, // not decoded for f64
                        })
                    })?
                } else {
                    let gfx11 = self.gfx11;
                    self.valu(prog, inst, Ty::F32, &[Ty::F32], |a| {
                        let x = f32b(a[0]);
                        bf32(match f {
                            F1::Rcp | F1::RcpIflag => float::approx32(Approx::Rcp, x, gfx11),
                            F1::Rsq => float::approx32(Approx::Rsq, x, gfx11),
                            F1::Sqrt => float::approx32(Approx::Sqrt, x, gfx11),
                            F1::Exp => float::approx32(Approx::Exp, x, gfx11),
                            F1::Log => float::approx32(Approx::Log, x, gfx11),
                            F1::Sin => float::approx32(Approx::Sin, x, gfx11),
                            F1::Cos => float::approx32(Approx::Cos, x, gfx11),
                            F1::Floor => x.floor(),
                            F1::Ceil => x.ceil(),
                            F1::Trunc => x.trunc(),
                            F1::Rndne => x.round_ties_even(),
                            F1::Fract => fract32(x),
                        })
                    })?
                }
            }
            VLdexp { f64 } => {
                let t = if f64 { Ty::F64 } else { Ty::F32 };
                self.valu(prog, inst, t, &[t, Ty::B32], |a| {
                    let k = a[1] as u32 as i32;
                    if f64 {
                        bf64(float::ldexp64(f64b(a[0]), k))
                    } else {
                        bf32(float::ldexp32(f32b(a[0]), k))
                    }
                })?
            }
            VCvt { to, from } => {
                let sty = match from {
                    Num::F16 => Ty::F16,
                    Num::F32 => Ty::F32,
                    Num::F64 => Ty::F64,
                    _ => Ty::B32,
                };
                let dty = match to {
                    Num::F16 => Ty::F16,
                    Num::F32 => Ty::F32,
                    Num::F64 => Ty::F64,
                    _ => Ty::B32,
                };
                self.valu(prog, inst, dty, &[sty], |a| convert(to, from, a[0]))?
            }
            VDivScale { f64 } => {
                let t = if f64 { Ty::F64 } else { Ty::F32 };
                let srcs = [(&ops[2], t), (&ops[3], t), (&ops[4], t)];
                let (vals, bits) = self.map(prog, &srcs, |_, a| {
                    if f64 {
                        let (d, v) = float::div_scale64(f64b(a[0]), f64b(a[1]), f64b(a[2]));
                        (bf64(d), v)
                    } else {
                        let (d, v) = float::div_scale32(f32b(a[0]), f32b(a[1]), f32b(a[2]));
                        (bf32(d), v)
                    }
                })?;
                let ex = self.exec();
                self.v_dst(prog, &ops[0], t, &vals, ex)?;
                self.mask_dst(prog, &ops[1], bits)?;
            }
            VDivFmas { f64 } => {
                // Reads VCC: on GFX9 a VALU write of VCC needs 4 wait states before it.
                if self.gfx9 && self.vcc_age < 4 {
                    return Err(fault(
                        SimErrorKind::Hazard,
                        format!("v_div_fmas reads VCC {} wait state(s) after a VALU instruction wrote it; GFX9 needs 4 (s_nop 3)", self.vcc_age),
                    ));
                }
                let vcc = self.mask_src(prog, &Opnd::S { r: VCC, n: self.mask_regs(), neg: false })?;
                let t = if f64 { Ty::F64 } else { Ty::F32 };
                let srcs = [(&ops[1], t), (&ops[2], t), (&ops[3], t)];
                let (vals, _) = self.map(prog, &srcs, |l, a| {
                    let v = vcc >> l & 1 == 1;
                    if f64 {
                        (bf64(float::div_fmas64(f64b(a[0]), f64b(a[1]), f64b(a[2]), v)), false)
                    } else {
                        (bf32(float::div_fmas32(f32b(a[0]), f32b(a[1]), f32b(a[2]), v)), false)
                    }
                })?;
                let ex = self.exec();
                self.v_dst(prog, &ops[0], t, &vals, ex)?;
            }
            VDivFixup { f64 } => {
                let t = if f64 { Ty::F64 } else { Ty::F32 };
                self.valu(prog, inst, t, &[t; 3], |a| {
                    if f64 {
                        bf64(float::div_fixup64(f64b(a[0]), f64b(a[1]), f64b(a[2])))
                    } else {
                        bf32(float::div_fixup32(f32b(a[0]), f32b(a[1]), f32b(a[2])))
                    }
                })?
            }
            _ => unreachable!("{op:?} is not a float VALU instruction"),
        }
        Ok(())
    }
}

fn fract32(x: f32) -> f32 {
    if x.is_infinite() {
        return f32::NAN;
    }
    (x - x.floor()).min(f32::from_bits(0x3f7f_ffff))
}

fn fract64(x: f64) -> f64 {
    if x.is_infinite() {
        return f64::NAN;
    }
    (x - x.floor()).min(f64::from_bits(0x3fef_ffff_ffff_ffff))
}

fn convert(to: Num, from: Num, a: u64) -> u64 {
    // Float to integer truncates toward zero and saturates; NaN gives 0 (as Rust's `as`).
    match (to, from) {
        (Num::F32, Num::F16) => bf32(float::f16_to_f32(a as u32)),
        (Num::F16, Num::F32) => float::f32_to_f16(f32b(a)) as u64,
        (Num::F32, Num::F64) => bf32(f64b(a) as f32),
        (Num::F64, Num::F32) => bf64(f32b(a) as f64),
        (Num::F32, Num::I32) => bf32(a as u32 as i32 as f32),
        (Num::F32, Num::U32) => bf32(a as u32 as f32),
        (Num::F64, Num::I32) => bf64(a as u32 as i32 as f64),
        (Num::F64, Num::U32) => bf64(a as u32 as f64),
        (Num::I32, Num::F32) => f32b(a) as i32 as u32 as u64,
        (Num::U32, Num::F32) => f32b(a) as u32 as u64,
        (Num::I32, Num::F64) => f64b(a) as i32 as u32 as u64,
        (Num::U32, Num::F64) => f64b(a) as u32 as u64,
        _ => 0, // not decoded
    }
}
