//! The scalar ALU instructions: `s_mov`, `s_cselect`, the bitwise and shift operations,
//! `s_add`/`s_sub` (with carry and signed overflow in SCC), `s_mul`, `s_min`/`s_max`, `s_sext`,
//! `s_bfe`, `s_bitcmp`, `s_abs`, `s_cmp` and `s_and_saveexec` (the EXEC update of a branch).
//! Each reads and writes SGPRs and SCC through the checks of `registers`.

use super::{fault, sext, Wave, R};
use crate::amdgcn::parse::{Bit2, Cc, Inst, Op, Opnd, Program, Shift, EXEC};
use crate::amdgcn::SimErrorKind;

impl Wave {
    /// Executes a SALU instruction.
    pub(super) fn salu(&mut self, prog: &Program, inst: &Inst) -> R<()> {
        let ops = &inst.ops;
        let op = inst.op;
        use Op::*;
        match op {
            SMov { w64 } => {
                // A copy: an unwritten source makes an unwritten destination (register-allocator
                // moves copy halves of pairs that hold 32-bit values); using it later is the error.
                let Opnd::S { r: d, n: dn, neg: false } = ops[0] else {
                    return Err(fault(SimErrorKind::Invalid, "the destination must be SGPRs"));
                };
                let n = 1 + w64 as u8;
                if dn != n {
                    return Err(fault(SimErrorKind::Invalid, format!("the destination must be {n} SGPR(s)")));
                }
                let vals: [Option<u32>; 2] = match ops[1] {
                    Opnd::S { r, n: sn, neg: false } if sn == n => {
                        [self.s_copy(prog, r)?, if w64 { self.s_copy(prog, r + 1)? } else { None }]
                    }
                    ref o => {
                        let v = if w64 { self.s_src64(prog, o)? } else { self.s_src32(prog, o)? as u64 };
                        [Some(v as u32), Some((v >> 32) as u32)]
                    }
                };
                for i in 0..n {
                    let r = d + i;
                    if (r == EXEC || r == EXEC + 1) && vals[i as usize].is_none() {
                        return Err(fault(SimErrorKind::Uninitialized, "writes EXEC from a register never written"));
                    }
                    self.s_write_opt(prog, r, vals[i as usize])?;
                }
            }
            SCselect { w64 } => {
                let c = self.read_scc()?;
                let (a, b) = if w64 {
                    (self.s_src64(prog, &ops[1])?, self.s_src64(prog, &ops[2])?)
                } else {
                    (self.s_src32(prog, &ops[1])? as u64, self.s_src32(prog, &ops[2])? as u64)
                };
                self.s_dst(prog, &ops[0], if c { a } else { b }, w64)?;
            }
            SBit2 { f, w64 } => {
                let (a, b) = if w64 {
                    (self.s_src64(prog, &ops[1])?, self.s_src64(prog, &ops[2])?)
                } else {
                    (self.s_src32(prog, &ops[1])? as u64, self.s_src32(prog, &ops[2])? as u64)
                };
                let r = match f {
                    Bit2::And => a & b,
                    Bit2::Or => a | b,
                    Bit2::Xor => a ^ b,
                    Bit2::Andn2 => a & !b,
                    Bit2::Orn2 => a | !b,
                    Bit2::Nand => !(a & b),
                    Bit2::Nor => !(a | b),
                    Bit2::Xnor => !(a ^ b),
                };
                let r = if w64 { r } else { r & 0xffff_ffff };
                self.s_dst(prog, &ops[0], r, w64)?;
                self.set_scc(r != 0); // SCC = result != 0
            }
            SNot { w64 } => {
                let r = if w64 {
                    !self.s_src64(prog, &ops[1])?
                } else {
                    !self.s_src32(prog, &ops[1])? as u64 & 0xffff_ffff
                };
                self.s_dst(prog, &ops[0], r, w64)?;
                self.set_scc(r != 0);
            }
            SShift { k, w64 } => {
                let amt = self.s_src32(prog, &ops[2])?;
                let r = if w64 {
                    let a = self.s_src64(prog, &ops[1])?;
                    let s = amt & 63; // the amount is masked to 6 bits
                    match k {
                        Shift::Lshl => a << s,
                        Shift::Lshr => a >> s,
                        Shift::Ashr => ((a as i64) >> s) as u64,
                    }
                } else {
                    let a = self.s_src32(prog, &ops[1])?;
                    let s = amt & 31; // masked to 5 bits
                    (match k {
                        Shift::Lshl => a << s,
                        Shift::Lshr => a >> s,
                        Shift::Ashr => ((a as i32) >> s) as u32,
                    }) as u64
                };
                self.s_dst(prog, &ops[0], r, w64)?;
                self.set_scc(r != 0);
            }
            SAddU32 | SAddcU32 | SSubU32 | SSubbU32 | SAddI32 | SSubI32 => {
                let a = self.s_src32(prog, &ops[1])?;
                let b = self.s_src32(prog, &ops[2])?;
                let cin = if matches!(op, SAddcU32 | SSubbU32) { self.read_scc()? as u64 } else { 0 };
                let (r, scc) = match op {
                    // SCC = carry out / borrow out.
                    SAddU32 | SAddcU32 => {
                        let s = a as u64 + b as u64 + cin;
                        (s as u32, s >> 32 != 0)
                    }
                    SSubU32 | SSubbU32 => ((a as u64).wrapping_sub(b as u64 + cin) as u32, (a as u64) < b as u64 + cin),
                    // SCC = signed overflow.
                    SAddI32 => {
                        let (r, o) = (a as i32).overflowing_add(b as i32);
                        (r as u32, o)
                    }
                    _ => {
                        let (r, o) = (a as i32).overflowing_sub(b as i32);
                        (r as u32, o)
                    }
                };
                self.s_dst(prog, &ops[0], r as u64, false)?;
                self.set_scc(scc);
            }
            SMulI32 => {
                let r = self.s_src32(prog, &ops[1])?.wrapping_mul(self.s_src32(prog, &ops[2])?);
                self.s_dst(prog, &ops[0], r as u64, false)?;
            }
            SMulHi { signed } => {
                let (a, b) = (self.s_src32(prog, &ops[1])?, self.s_src32(prog, &ops[2])?);
                let r = if signed {
                    ((a as i32 as i64 * b as i32 as i64) >> 32) as u32
                } else {
                    ((a as u64 * b as u64) >> 32) as u32
                };
                self.s_dst(prog, &ops[0], r as u64, false)?;
            }
            SMinMax { max, signed } => {
                let (a, b) = (self.s_src32(prog, &ops[1])?, self.s_src32(prog, &ops[2])?);
                // SCC = whether S0 was picked (S0 < S1 for min, S0 > S1 for max).
                let pick_a = match (max, signed) {
                    (false, true) => (a as i32) < b as i32,
                    (true, true) => (a as i32) > b as i32,
                    (false, false) => a < b,
                    (true, false) => a > b,
                };
                self.s_dst(prog, &ops[0], if pick_a { a } else { b } as u64, false)?;
                self.set_scc(pick_a);
            }
            SSext { bits } => {
                let a = self.s_src32(prog, &ops[1])?;
                self.s_dst(prog, &ops[0], sext(a as u64, bits) as u32 as u64, false)?;
            }
            SBfe { signed } => {
                let (a, b) = (self.s_src32(prog, &ops[1])?, self.s_src32(prog, &ops[2])?);
                // S1 packs the offset (bits 4:0) and the width (bits 22:16).
                let (off, width) = (b & 31, ((b >> 16) & 0x7f).min(32));
                let x = (a as u64) >> off;
                let v = if width == 0 { 0 } else { x & ((1u64 << width) - 1) };
                let v = if signed { sext(v, width) as u32 } else { v as u32 };
                self.s_dst(prog, &ops[0], v as u64, false)?;
                self.set_scc(v != 0);
            }
            SBitcmp { one } => {
                let (a, b) = (self.s_src32(prog, &ops[0])?, self.s_src32(prog, &ops[1])?);
                self.set_scc(((a >> (b & 31)) & 1 == 1) == one);
            }
            SAbs => {
                let r = (self.s_src32(prog, &ops[1])? as i32).wrapping_abs() as u32;
                self.s_dst(prog, &ops[0], r as u64, false)?;
                self.set_scc(r != 0);
            }
            SCmp { cc, signed, w64 } => {
                let b = if w64 {
                    let (x, y) = (self.s_src64(prog, &ops[0])?, self.s_src64(prog, &ops[1])?);
                    match cc {
                        Cc::Eq => x == y,
                        _ => x != y,
                    }
                } else {
                    let (x, y) = (self.s_src32(prog, &ops[0])?, self.s_src32(prog, &ops[1])?);
                    let ord = if signed { (x as i32).cmp(&(y as i32)) } else { x.cmp(&y) };
                    use std::cmp::Ordering::*;
                    match cc {
                        Cc::Eq => ord == Equal,
                        Cc::Lg => ord != Equal,
                        Cc::Lt => ord == Less,
                        Cc::Le => ord != Greater,
                        Cc::Gt => ord == Greater,
                        _ => ord != Less,
                    }
                };
                self.set_scc(b);
            }
            SAndSaveexec { w64 } => {
                if w64 != (self.w == 64) {
                    return Err(fault(
                        SimErrorKind::Invalid,
                        format!("{} on a wave{}", if w64 { "a b64 EXEC op" } else { "a b32 EXEC op" }, self.w),
                    ));
                }
                let m = if w64 { self.s_src64(prog, &ops[1])? } else { self.s_src32(prog, &ops[1])? as u64 };
                let old = self.exec();
                // D = EXEC; EXEC &= S0; SCC = EXEC != 0.
                self.s_dst(prog, &ops[0], old, w64)?;
                let new = old & m & self.lane_mask;
                self.sgpr[EXEC as usize] = new as u32;
                self.sgpr[EXEC as usize + 1] = if self.w == 64 { (new >> 32) as u32 } else { 0 };
                self.set_scc(new != 0);
            }
            _ => unreachable!("{op:?} is not a SALU instruction"),
        }
        Ok(())
    }
}
