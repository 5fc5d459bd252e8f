//! Register access with its checks: SGPRs and SCC, lane masks (VCC, EXEC, carries), VGPRs and
//! AGPRs. Every read checks that the register (the lane) was written and that no outstanding
//! load is still to write it; every write checks the latter. The VALU helpers (`resolve`, `map`,
//! `valu`, `vcmp`, `v_dst`) run an operation over the lanes in EXEC with its source modifiers
//! and the 16-bit destination rule.

use super::{fault, lane_fault, lanes, sname, vname, Rs, Src, Wave, R};
use crate::amdgcn::parse::{Inst, Opnd, Program, Ty, EXEC, NULL, VCC};
use crate::amdgcn::SimErrorKind;

impl Wave {
    // ---- SGPRs ------------------------------------------------------------------------

    pub(super) fn s_read(&self, prog: &Program, r: u8) -> R<u32> {
        let i = r as usize;
        if r == NULL {
            return Ok(0);
        }
        if self.w == 32 && r == EXEC + 1 {
            return Ok(0);
        }
        if self.s_pending[i] != 0 {
            return Err(self.pending_fault(prog, "reads", sname(r), self.s_pending[i]));
        }
        if !self.s_written[i] {
            return Err(fault(SimErrorKind::Uninitialized, format!("reads {}, never written", sname(r))));
        }
        Ok(self.sgpr[i])
    }

    /// Reads an SGPR for a copy: `None` when it was never written (no error yet).
    pub(super) fn s_copy(&self, prog: &Program, r: u8) -> R<Option<u32>> {
        let i = r as usize;
        if r == NULL || (self.w == 32 && r == EXEC + 1) {
            return Ok(Some(0));
        }
        if self.s_pending[i] != 0 {
            return Err(self.pending_fault(prog, "reads", sname(r), self.s_pending[i]));
        }
        Ok(self.s_written[i].then_some(self.sgpr[i]))
    }

    pub(super) fn s_write_opt(&mut self, prog: &Program, r: u8, v: Option<u32>) -> R<()> {
        self.s_write(prog, r, v.unwrap_or(0))?;
        if v.is_none() && r != NULL {
            self.s_written[r as usize] = false;
        }
        Ok(())
    }

    pub(super) fn s_write(&mut self, prog: &Program, r: u8, v: u32) -> R<()> {
        let i = r as usize;
        if r == NULL || (self.w == 32 && r == EXEC + 1) {
            return Ok(());
        }
        if self.s_pending[i] != 0 {
            return Err(self.pending_fault(prog, "overwrites", sname(r), self.s_pending[i]));
        }
        self.sgpr[i] = v;
        self.s_written[i] = true;
        Ok(())
    }

    /// A 32-bit scalar source (SALU operand, or a uniform VALU operand).
    pub(super) fn s_src32(&self, prog: &Program, o: &Opnd) -> R<u32> {
        match *o {
            Opnd::S { r, n: 1, neg: false } => self.s_read(prog, r),
            Opnd::Imm { v, .. } => Ok(v as u32),
            Opnd::S { neg: true, .. } | Opnd::V { neg: true, .. } => {
                Err(fault(SimErrorKind::Invalid, "a negation modifier on a scalar operand"))
            }
            Opnd::S { .. } => Err(fault(SimErrorKind::Invalid, "a 64-bit register where a 32-bit operand is expected")),
            Opnd::V { .. } => Err(fault(SimErrorKind::Invalid, "a VGPR operand of a scalar instruction")),
            _ => Err(fault(SimErrorKind::Invalid, "a bad scalar operand")),
        }
    }

    pub(super) fn s_src64(&self, prog: &Program, o: &Opnd) -> R<u64> {
        match *o {
            Opnd::S { r, n: 2, neg: false } => {
                Ok(self.s_read(prog, r)? as u64 | (self.s_read(prog, r + 1)? as u64) << 32)
            }
            // Inline constants are sign-extended; a literal is zero-extended (tessera does not
            // emit 64-bit literals).
            Opnd::Imm { v, literal: false } => Ok(v as u64),
            Opnd::Imm { v, literal: true } => Ok(v as u32 as u64),
            Opnd::S { n: 1, .. } => {
                Err(fault(SimErrorKind::Invalid, "a 32-bit register where a 64-bit operand is expected"))
            }
            _ => Err(fault(SimErrorKind::Invalid, "a bad 64-bit scalar operand")),
        }
    }

    pub(super) fn s_dst(&mut self, prog: &Program, o: &Opnd, v: u64, w64: bool) -> R<()> {
        match *o {
            Opnd::S { r, n, neg: false } if n == 1 + w64 as u8 => {
                self.s_write(prog, r, v as u32)?;
                if w64 {
                    self.s_write(prog, r + 1, (v >> 32) as u32)?;
                }
                Ok(())
            }
            _ => Err(fault(
                SimErrorKind::Invalid,
                format!("the destination must be {}", if w64 { "an SGPR pair" } else { "one SGPR" }),
            )),
        }
    }

    pub(super) fn read_scc(&self) -> R<bool> {
        if !self.scc_written {
            return Err(fault(SimErrorKind::Uninitialized, "reads SCC, never written"));
        }
        Ok(self.scc)
    }

    pub(super) fn set_scc(&mut self, b: bool) {
        self.scc = b;
        self.scc_written = true;
    }

    /// A lane-mask operand (wave64: an SGPR pair; wave32: one SGPR).
    pub(super) fn mask_src(&self, prog: &Program, o: &Opnd) -> R<u64> {
        let v = match *o {
            Opnd::S { n, .. } if n != self.mask_regs() => {
                return Err(fault(
                    SimErrorKind::Invalid,
                    format!("a lane mask of a wave{} is {} SGPR(s)", self.w, self.mask_regs()),
                ))
            }
            Opnd::S { r, neg: false, .. } => {
                let lo = self.s_read(prog, r)? as u64;
                if self.w == 64 {
                    lo | (self.s_read(prog, r + 1)? as u64) << 32
                } else {
                    lo
                }
            }
            Opnd::Imm { v, literal: false } => v as u64,
            _ => return Err(fault(SimErrorKind::Invalid, "a bad lane-mask operand")),
        };
        Ok(v & self.lane_mask)
    }

    pub(super) fn mask_dst(&mut self, prog: &Program, o: &Opnd, bits: u64) -> R<()> {
        match *o {
            Opnd::S { r, n, neg: false } if n == self.mask_regs() => {
                self.s_write(prog, r, bits as u32)?;
                if n == 2 {
                    self.s_write(prog, r + 1, (bits >> 32) as u32)?;
                }
                if r == VCC {
                    self.vcc_writes += 1;
                }
                Ok(())
            }
            _ => Err(fault(
                SimErrorKind::Invalid,
                format!("a lane-mask destination of a wave{} is {} SGPR(s)", self.w, self.mask_regs()),
            )),
        }
    }

    // ---- VGPRs ------------------------------------------------------------------------

    /// The bytes of VGPRs `r..r+n` in lane `l`, for a store.
    pub(super) fn bytes_of(&self, r: u8, n: u8, l: usize) -> [u8; 16] {
        let mut b = [0u8; 16];
        for i in 0..n as usize {
            b[4 * i..4 * i + 4].copy_from_slice(&self.vgpr[(r as usize + i) * self.w + l].to_le_bytes());
        }
        b
    }

    pub(super) fn check_v_read(&self, prog: &Program, r: u8, n: u8, lanes_read: u64) -> R<()> {
        self.check_file_read(prog, r as usize, n as usize, lanes_read)
    }

    /// Checks a read of vector registers `first..first + n` (VGPRs, then AGPRs from 256).
    pub(super) fn check_file_read(&self, prog: &Program, first: usize, n: usize, lanes_read: u64) -> R<()> {
        for k in first..first + n {
            if self.v_pending[k] != 0 {
                return Err(self.pending_fault(prog, "reads", vname(k), self.v_pending[k]));
            }
            let missing = lanes_read & !self.v_written[k];
            if missing != 0 {
                let l = missing.trailing_zeros() as usize;
                return Err(lane_fault(
                    SimErrorKind::Uninitialized,
                    l,
                    format!("reads {}, never written in this lane", vname(k)),
                ));
            }
        }
        Ok(())
    }

    /// Writes `vals[l]` to vector register `k` in the lanes of `ex`.
    pub(super) fn file_write(&mut self, prog: &Program, k: usize, vals: &[u32; 64], ex: u64) -> R<()> {
        if self.v_pending[k] != 0 {
            return Err(self.pending_fault(prog, "overwrites", vname(k), self.v_pending[k]));
        }
        for l in lanes(ex) {
            self.vgpr[k * self.w + l] = vals[l];
        }
        self.v_written[k] |= ex;
        Ok(())
    }

    /// Resolves a VALU source of type `ty` for the lanes in `ex`.
    pub(super) fn resolve(&self, prog: &Program, o: &Opnd, ty: Ty, ex: u64) -> R<Src> {
        let wide = ty.wide();
        let neg_of = |neg: bool| -> R<u64> {
            if !neg {
                return Ok(0);
            }
            ty.neg_bit().ok_or_else(|| fault(SimErrorKind::Invalid, "a negation modifier on an integer operand"))
        };
        match *o {
            Opnd::V { r, n, neg } => {
                if n != 1 + wide as u8 {
                    return Err(fault(
                        SimErrorKind::Invalid,
                        format!("v[{r}:{}] where a {}-bit operand is expected", r + n - 1, if wide { 64 } else { 32 }),
                    ));
                }
                self.check_v_read(prog, r, n, ex)?;
                Ok(Src { rs: Rs::V(r as usize * self.w, wide), neg: neg_of(neg)? })
            }
            Opnd::S { r, n, neg } => {
                if n != 1 + wide as u8 {
                    return Err(fault(
                        SimErrorKind::Invalid,
                        format!("{} SGPR(s) where a {}-bit operand is expected", n, if wide { 64 } else { 32 }),
                    ));
                }
                let lo = self.s_read(prog, r)? as u64;
                let v = if wide { lo | (self.s_read(prog, r + 1)? as u64) << 32 } else { lo };
                Ok(Src { rs: Rs::U(v), neg: neg_of(neg)? })
            }
            Opnd::Imm { v, literal } => {
                let bits = match (wide, literal, ty) {
                    (false, _, _) => v as u32 as u64,
                    (true, false, _) => v as u64,
                    // A literal of an f64 operand is its high half.
                    (true, true, Ty::F64) => (v as u32 as u64) << 32,
                    (true, true, _) => v as u32 as u64,
                };
                Ok(Src { rs: Rs::U(bits), neg: 0 })
            }
            _ => Err(fault(SimErrorKind::Invalid, "a bad VALU operand")),
        }
    }

    #[inline]
    pub(super) fn get(&self, s: &Src, lane: usize) -> u64 {
        let v = match s.rs {
            Rs::U(v) => v,
            Rs::V(base, wide) => {
                let lo = self.vgpr[base + lane] as u64;
                if wide {
                    lo | (self.vgpr[base + self.w + lane] as u64) << 32
                } else {
                    lo
                }
            }
        };
        v ^ s.neg
    }

    /// Writes `vals` to the VGPR destination for `ex`'s lanes.
    pub(super) fn v_dst(&mut self, prog: &Program, o: &Opnd, ty: Ty, vals: &[u64; 64], ex: u64) -> R<()> {
        let Opnd::V { r, n, neg: false } = *o else {
            return Err(fault(SimErrorKind::Invalid, "the destination must be a VGPR"));
        };
        let wide = ty.wide();
        if n != 1 + wide as u8 {
            return Err(fault(
                SimErrorKind::Invalid,
                format!("a {}-register destination where {} is expected", n, 1 + wide as u8),
            ));
        }
        for k in r as usize..(r + n) as usize {
            if self.v_pending[k] != 0 {
                return Err(self.pending_fault(prog, "overwrites", format!("v{k}"), self.v_pending[k]));
            }
        }
        let base = r as usize * self.w;
        for l in lanes(ex) {
            let v = vals[l];
            if ty == Ty::F16 {
                // A 16-bit result: GFX9 zeroes the high half, GFX11 keeps it.
                let old = if self.gfx11 && self.v_written[r as usize] >> l & 1 == 1 {
                    self.vgpr[base + l] & 0xffff_0000
                } else {
                    0
                };
                self.vgpr[base + l] = old | (v as u32 & 0xffff);
            } else {
                self.vgpr[base + l] = v as u32;
                if wide {
                    self.vgpr[base + self.w + l] = (v >> 32) as u32;
                }
            }
        }
        for k in r as usize..(r + n) as usize {
            self.v_written[k] |= ex;
        }
        Ok(())
    }

    /// Runs `f` on every lane in EXEC over sources of the given types; returns the values and
    /// the bit results.
    pub(super) fn map(
        &self,
        prog: &Program,
        srcs: &[(&Opnd, Ty)],
        mut f: impl FnMut(usize, &[u64; 4]) -> (u64, bool),
    ) -> R<([u64; 64], u64)> {
        let ex = self.exec();
        let mut rs = [Src { rs: Rs::U(0), neg: 0 }; 4];
        for (i, (o, ty)) in srcs.iter().enumerate() {
            rs[i] = self.resolve(prog, o, *ty, ex)?;
        }
        let mut vals = [0u64; 64];
        let mut bits = 0u64;
        let mut a = [0u64; 4];
        for l in lanes(ex) {
            for i in 0..srcs.len() {
                a[i] = self.get(&rs[i], l);
            }
            let (v, b) = f(l, &a);
            vals[l] = v;
            bits |= (b as u64) << l;
        }
        Ok((vals, bits))
    }

    /// A VALU instruction `d = f(srcs)`.
    pub(super) fn valu(
        &mut self,
        prog: &Program,
        inst: &Inst,
        dty: Ty,
        stys: &[Ty],
        f: impl Fn(&[u64; 4]) -> u64,
    ) -> R<()> {
        let ops = &inst.ops;
        let srcs: Vec<(&Opnd, Ty)> = ops[1..].iter().zip(stys.iter().copied()).collect();
        let (vals, _) = self.map(prog, &srcs, |_, a| (f(a), false))?;
        let ex = self.exec();
        self.v_dst(prog, &ops[0], dty, &vals, ex)
    }

    /// A VALU compare: `sdst = mask of f(srcs)`.
    pub(super) fn vcmp(&mut self, prog: &Program, inst: &Inst, stys: &[Ty], f: impl Fn(&[u64; 4]) -> bool) -> R<()> {
        let ops = &inst.ops;
        let srcs: Vec<(&Opnd, Ty)> = ops[1..].iter().zip(stys.iter().copied()).collect();
        let (_, bits) = self.map(prog, &srcs, |_, a| (0, f(a)))?;
        self.mask_dst(prog, &ops[0], bits)
    }

    // ---- operands -------------------------------------------------------------------

    pub(super) fn v_operand(&self, o: &Opnd, n: u8, what: &str) -> R<u8> {
        match *o {
            Opnd::V { r, n: m, neg: false } if m == n => Ok(r),
            _ => Err(fault(SimErrorKind::Invalid, format!("{what} must be {n} VGPR(s)"))),
        }
    }
}
