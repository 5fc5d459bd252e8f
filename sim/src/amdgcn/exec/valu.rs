//! The vector ALU instructions on integers and bits, and the compares: `v_mov_b32` (a copy that
//! carries unwritten lanes along), `v_readfirstlane`/`v_readlane`/`v_writelane`, `v_cndmask`,
//! `v_cmp` (integer and float) and `v_cmp_class`, the two-operand integer operations
//! (`Int2`), `v_add3`, `v_not`, the reversed shifts, `v_bfe`, the carry-out and carry-in adds and
//! subtracts, `v_mbcnt`. The float arithmetic is in `valu_float`.

use super::{f32b, f64b, fault, lanes, sext, Wave, R};
use crate::amdgcn::float;
use crate::amdgcn::parse::{Cc, CmpTy, Inst, Int2, Op, Opnd, Program, Shift, Ty};
use crate::amdgcn::SimErrorKind;

impl Wave {
    /// Executes a VALU instruction on integers or bits, or a compare.
    pub(super) fn valu_int(&mut self, prog: &Program, inst: &Inst) -> R<()> {
        let ops = &inst.ops;
        let op = inst.op;
        use Op::*;
        match op {
            VMov => {
                if let Opnd::V { r, n: 1, neg: false } = ops[1] {
                    // A VGPR copy carries the written bits along (spill and allocator moves).
                    let d = self.v_operand(&ops[0], 1, "the destination")?;
                    let ex = self.exec();
                    if self.v_pending[r as usize] != 0 {
                        return Err(self.pending_fault(prog, "reads", format!("v{r}"), self.v_pending[r as usize]));
                    }
                    if self.v_pending[d as usize] != 0 {
                        return Err(self.pending_fault(
                            prog,
                            "overwrites",
                            format!("v{d}"),
                            self.v_pending[d as usize],
                        ));
                    }
                    let (sb, db) = (r as usize * self.w, d as usize * self.w);
                    for l in lanes(ex) {
                        self.vgpr[db + l] = self.vgpr[sb + l];
                    }
                    let w = self.v_written[r as usize];
                    self.v_written[d as usize] = (self.v_written[d as usize] & !ex) | (w & ex);
                } else if let Opnd::S { r, n: 1, neg: false } = ops[1] {
                    let v = self.s_copy(prog, r)?;
                    let d = self.v_operand(&ops[0], 1, "the destination")?;
                    if self.v_pending[d as usize] != 0 {
                        return Err(self.pending_fault(
                            prog,
                            "overwrites",
                            format!("v{d}"),
                            self.v_pending[d as usize],
                        ));
                    }
                    let ex = self.exec();
                    let db = d as usize * self.w;
                    for l in lanes(ex) {
                        self.vgpr[db + l] = v.unwrap_or(0);
                    }
                    if v.is_some() {
                        self.v_written[d as usize] |= ex;
                    } else {
                        self.v_written[d as usize] &= !ex;
                    }
                } else {
                    self.valu(prog, inst, Ty::B32, &[Ty::B32], |a| a[0])?
                }
            }
            VReadfirstlane | VReadlane => {
                let ex = self.exec();
                let lane = if op == VReadfirstlane {
                    // The first active lane; lane 0 when EXEC is empty.
                    if ex == 0 {
                        0
                    } else {
                        ex.trailing_zeros() as usize
                    }
                } else {
                    (self.s_src32(prog, &ops[2])? as usize) & (self.w - 1)
                };
                let r = self.v_operand(&ops[1], 1, "the source")?;
                if self.v_pending[r as usize] != 0 {
                    return Err(self.pending_fault(prog, "reads", format!("v{r}"), self.v_pending[r as usize]));
                }
                // A copy: an unwritten lane gives an unwritten SGPR.
                let written = self.v_written[r as usize] >> lane & 1 == 1;
                let v = self.vgpr[r as usize * self.w + lane];
                let Opnd::S { r: d, n: 1, neg: false } = ops[0] else {
                    return Err(fault(SimErrorKind::Invalid, "the destination must be one SGPR"));
                };
                self.s_write_opt(prog, d, written.then_some(v))?;
            }
            VWritelane => {
                // Writes one lane whatever EXEC says; a copy (an unwritten SGPR gives an
                // unwritten lane).
                let v = match ops[1] {
                    Opnd::S { r, n: 1, neg: false } => self.s_copy(prog, r)?,
                    ref o => Some(self.s_src32(prog, o)?),
                };
                let lane = (self.s_src32(prog, &ops[2])? as usize) & (self.w - 1);
                let r = self.v_operand(&ops[0], 1, "the destination")?;
                if self.v_pending[r as usize] != 0 {
                    return Err(self.pending_fault(prog, "overwrites", format!("v{r}"), self.v_pending[r as usize]));
                }
                self.vgpr[r as usize * self.w + lane] = v.unwrap_or(0);
                if v.is_some() {
                    self.v_written[r as usize] |= 1 << lane;
                } else {
                    self.v_written[r as usize] &= !(1 << lane);
                }
            }
            VCndmask => {
                let m = self.mask_src(prog, &ops[3])?;
                let srcs = [(&ops[1], Ty::B32), (&ops[2], Ty::B32)];
                let (vals, _) = self.map(prog, &srcs, |l, a| (if m >> l & 1 == 1 { a[1] } else { a[0] }, false))?;
                let ex = self.exec();
                self.v_dst(prog, &ops[0], Ty::B32, &vals, ex)?;
            }
            VCmp { cc, ty } => {
                let t = match ty {
                    CmpTy::I32 | CmpTy::U32 => Ty::B32,
                    CmpTy::I64 | CmpTy::U64 => Ty::B64,
                    CmpTy::F16 => Ty::F16,
                    CmpTy::F32 => Ty::F32,
                    CmpTy::F64 => Ty::F64,
                };
                self.vcmp(prog, inst, &[t, t], |a| compare(cc, ty, a[0], a[1]))?;
            }
            VCmpClass { f64 } => {
                let t = if f64 { Ty::F64 } else { Ty::F32 };
                self.vcmp(prog, inst, &[t, Ty::B32], |a| {
                    let c = if f64 { float::class64(a[0]) } else { float::class32(a[0] as u32) };
                    (a[1] >> c) & 1 == 1
                })?;
            }
            VInt2(k) => self.valu(prog, inst, Ty::B32, &[Ty::B32, Ty::B32], |a| {
                let (x, y) = (a[0] as u32, a[1] as u32);
                (match k {
                    Int2::Add => x.wrapping_add(y),
                    Int2::Sub => x.wrapping_sub(y),
                    Int2::Subrev => y.wrapping_sub(x),
                    Int2::MulLo => x.wrapping_mul(y),
                    Int2::MulHiU => ((x as u64 * y as u64) >> 32) as u32,
                    Int2::MulHiI => ((x as i32 as i64 * y as i32 as i64) >> 32) as u32,
                    Int2::And => x & y,
                    Int2::Or => x | y,
                    Int2::Xor => x ^ y,
                    Int2::MinI => (x as i32).min(y as i32) as u32,
                    Int2::MaxI => (x as i32).max(y as i32) as u32,
                    Int2::MinU => x.min(y),
                    Int2::MaxU => x.max(y),
                }) as u64
            })?,
            VAdd3 => self.valu(prog, inst, Ty::B32, &[Ty::B32; 3], |a| {
                (a[0] as u32).wrapping_add(a[1] as u32).wrapping_add(a[2] as u32) as u64
            })?,
            VNot => self.valu(prog, inst, Ty::B32, &[Ty::B32], |a| !a[0] & 0xffff_ffff)?,
            VShiftRev { k, w64 } => {
                // The amount comes first ("rev"), masked to 5 (6) bits.
                let t = if w64 { Ty::B64 } else { Ty::B32 };
                self.valu(prog, inst, t, &[Ty::B32, t], |a| {
                    if w64 {
                        let s = a[0] & 63;
                        match k {
                            Shift::Lshl => a[1] << s,
                            Shift::Lshr => a[1] >> s,
                            Shift::Ashr => ((a[1] as i64) >> s) as u64,
                        }
                    } else {
                        let (s, x) = (a[0] as u32 & 31, a[1] as u32);
                        (match k {
                            Shift::Lshl => x << s,
                            Shift::Lshr => x >> s,
                            Shift::Ashr => ((x as i32) >> s) as u32,
                        }) as u64
                    }
                })?
            }
            VBfe { signed } => self.valu(prog, inst, Ty::B32, &[Ty::B32; 3], |a| {
                let (off, width) = (a[1] as u32 & 31, a[2] as u32 & 31);
                let x = (a[0] & 0xffff_ffff) >> off;
                let v = if width == 0 { 0 } else { x & ((1u64 << width) - 1) };
                if signed {
                    sext(v, width) & 0xffff_ffff
                } else {
                    v
                }
            })?,
            VAddCo { sub } | VAddCi { sub } => {
                let cin = if matches!(op, VAddCi { .. }) { Some(self.mask_src(prog, &ops[4])?) } else { None };
                let srcs = [(&ops[2], Ty::B32), (&ops[3], Ty::B32)];
                let (vals, bits) = self.map(prog, &srcs, |l, a| {
                    let c = cin.map_or(0, |m| (m >> l) & 1);
                    if sub {
                        // Borrow out.
                        let r = a[0].wrapping_sub(a[1]).wrapping_sub(c);
                        (r & 0xffff_ffff, a[0] < a[1] + c)
                    } else {
                        let r = a[0] + a[1] + c;
                        (r & 0xffff_ffff, r >> 32 != 0)
                    }
                })?;
                let ex = self.exec();
                self.v_dst(prog, &ops[0], Ty::B32, &vals, ex)?;
                self.mask_dst(prog, &ops[1], bits)?;
            }
            VMbcnt { hi } => {
                let srcs = [(&ops[1], Ty::B32), (&ops[2], Ty::B32)];
                let (vals, _) = self.map(prog, &srcs, |l, a| {
                    let m = a[0] as u32;
                    let below = if hi {
                        if l <= 32 {
                            0
                        } else {
                            (m & (((1u64 << (l - 32)) - 1) as u32)).count_ones()
                        }
                    } else if l >= 32 {
                        m.count_ones()
                    } else {
                        (m & (((1u64 << l) - 1) as u32)).count_ones()
                    };
                    ((a[1] as u32).wrapping_add(below) as u64, false)
                })?;
                let ex = self.exec();
                self.v_dst(prog, &ops[0], Ty::B32, &vals, ex)?;
            }
            _ => unreachable!("{op:?} is not an integer VALU instruction"),
        }
        Ok(())
    }
}

fn compare(cc: Cc, ty: CmpTy, a: u64, b: u64) -> bool {
    use std::cmp::Ordering;
    let ord: Option<Ordering> = match ty {
        CmpTy::I32 => Some((a as u32 as i32).cmp(&(b as u32 as i32))),
        CmpTy::U32 => Some((a as u32).cmp(&(b as u32))),
        CmpTy::I64 => Some((a as i64).cmp(&(b as i64))),
        CmpTy::U64 => Some(a.cmp(&b)),
        CmpTy::F16 => float::f16_to_f32(a as u32).partial_cmp(&float::f16_to_f32(b as u32)),
        CmpTy::F32 => f32b(a).partial_cmp(&f32b(b)),
        CmpTy::F64 => f64b(a).partial_cmp(&f64b(b)),
    };
    use Ordering::*;
    match cc {
        Cc::F => false,
        Cc::T => true,
        Cc::Lt => ord == Some(Less),
        Cc::Eq => ord == Some(Equal),
        Cc::Le => matches!(ord, Some(Less | Equal)),
        Cc::Gt => ord == Some(Greater),
        // Integers: not equal; floats: ordered and not equal.
        Cc::Lg => matches!(ord, Some(Less | Greater)),
        Cc::Ge => matches!(ord, Some(Greater | Equal)),
        Cc::O => ord.is_some(),
        Cc::U => ord.is_none(),
        Cc::Nge => !matches!(ord, Some(Greater | Equal)),
        Cc::Nlg => !matches!(ord, Some(Less | Greater)),
        Cc::Ngt => ord != Some(Greater),
        Cc::Nle => !matches!(ord, Some(Less | Equal)),
        Cc::Neq => ord != Some(Equal),
        Cc::Nlt => ord != Some(Less),
    }
}
