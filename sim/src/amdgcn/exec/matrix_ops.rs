//! The matrix instructions in a wave: MFMA and WMMA (operands checked, `amdgcn::matrix`
//! computes), `v_accvgpr_read/write/mov`, and the MFMA/WMMA hazard checks that run before
//! every instruction (`matrix::MFMA_HAZARDS`, against the log of recent matrix instructions
//! and the clock of the last VALU write of each vector register).

use super::{fault, lanes, overlap, vector_dst, vname, vregs, MatRec, Wave, R};
use crate::amdgcn::matrix::{self, BadInput, HazardCase, MatIn};
use crate::amdgcn::parse::{Inst, Op, Opnd, Program};
use crate::amdgcn::SimErrorKind;

impl Wave {
    /// Executes a matrix instruction or a `v_accvgpr_*`, `prog.insts[idx]`.
    pub(super) fn matrix(&mut self, prog: &Program, inst: &Inst, idx: usize) -> R<()> {
        let ops = &inst.ops;
        let op = inst.op;
        use Op::*;
        match op {
            Matrix(shape) => {
                let ex = self.exec();
                if ex != self.lane_mask {
                    return Err(fault(
                        SimErrorKind::Invalid,
                        "a matrix instruction with EXEC not all ones (not simulated: the result would depend on the lanes left out)",
                    ));
                }
                let (nab, ncd) = (shape.ab_regs(), shape.cd_regs());
                let d = self.mat_operand(prog, &ops[0], ncd, "D")?;
                let a = self.mat_operand(prog, &ops[1], nab, "A")?;
                let b = self.mat_operand(prog, &ops[2], nab, "B")?;
                let c = match ops[3] {
                    Opnd::Imm { v: 0, literal: false } => None,
                    Opnd::Imm { .. } => {
                        return Err(fault(
                            SimErrorKind::Invalid,
                            "C as a constant: only the inline constant 0 is simulated",
                        ))
                    }
                    _ => Some(self.mat_operand(prog, &ops[3], ncd, "C")?),
                };
                if let Some(c) = c {
                    if (c >= 256) != (d >= 256) {
                        return Err(fault(SimErrorKind::Invalid, "D and C must be both VGPRs or both AGPRs"));
                    }
                }
                self.check_file_read(prog, a, nab as usize, ex)?;
                self.check_file_read(prog, b, nab as usize, ex)?;
                if let Some(c) = c {
                    self.check_file_read(prog, c, ncd as usize, ex)?;
                }
                let (aw, bw) = (self.file_words(a, nab as usize), self.file_words(b, nab as usize));
                let cw = c.map(|c| self.file_words(c, ncd as usize));
                let flush = prog.gfx == "gfx90a" && matches!(shape.input, MatIn::F16 | MatIn::Bf16);
                let out = matrix::execute(shape, &aw, &bw, cw.as_deref(), flush)
                    .map_err(|BadInput(m)| fault(SimErrorKind::Invalid, m))?;
                for r in 0..ncd as usize {
                    let mut vals = [0u32; 64];
                    vals[..self.w].copy_from_slice(&out[r * self.w..(r + 1) * self.w]);
                    self.file_write(prog, d + r, &vals, ex)?;
                }
                self.mfma_log.push(MatRec {
                    inst: idx as u32,
                    dst: (d, ncd as usize),
                    srcc: c.map(|c| (c, ncd as usize)),
                    passes: shape.passes(self.gfx942),
                    at: self.ws,
                    wmma: shape.wmma(),
                });
            }
            AccRead | AccWrite | AccMov => {
                let ex = self.exec();
                let (dst_agpr, src_agpr) = match op {
                    AccRead => (false, Some(true)),
                    AccWrite => (true, Some(false)),
                    _ => (true, Some(true)),
                };
                let d = match (ops[0], dst_agpr) {
                    (Opnd::A { r, n: 1 }, true) => 256 + r as usize,
                    (Opnd::V { r, n: 1, neg: false }, false) => r as usize,
                    _ => {
                        let want = if dst_agpr { "one AGPR" } else { "one VGPR" };
                        return Err(fault(SimErrorKind::Invalid, format!("the destination must be {want}")));
                    }
                };
                let mut vals = [0u32; 64];
                let mut copied = false;
                match (ops[1], src_agpr) {
                    (Opnd::A { r, n: 1 }, Some(true)) | (Opnd::V { r, n: 1, neg: false }, Some(false)) => {
                        let k = if matches!(ops[1], Opnd::A { .. }) { 256 + r as usize } else { r as usize };
                        // A register copy carries the written bits along, as `v_mov_b32` does
                        // (the emitter spills to AGPRs past v255; a pair's unused half moves too).
                        self.check_file_read(prog, k, 1, 0)?;
                        if self.v_pending[d] != 0 {
                            return Err(self.pending_fault(prog, "overwrites", vname(d), self.v_pending[d]));
                        }
                        for l in lanes(ex) {
                            self.vgpr[d * self.w + l] = self.vgpr[k * self.w + l];
                        }
                        let w = self.v_written[k];
                        self.v_written[d] = (self.v_written[d] & !ex) | (w & ex);
                        copied = true;
                    }
                    (Opnd::Imm { v, literal: false }, _) if op == AccWrite => vals = [v as u32; 64],
                    (Opnd::S { r, n: 1, neg: false }, _) if op == AccWrite && self.gfx942 => {
                        vals = [self.s_read(prog, r)?; 64];
                    }
                    _ => return Err(fault(SimErrorKind::Invalid, "a bad source for a v_accvgpr instruction")),
                }
                if !copied {
                    self.file_write(prog, d, &vals, ex)?;
                }
            }
            _ => unreachable!("{op:?} is not a matrix instruction"),
        }
        Ok(())
    }

    /// A matrix operand of `n` registers: its first vector-file index.
    pub(super) fn mat_operand(&self, prog: &Program, o: &Opnd, n: u8, what: &str) -> R<usize> {
        let (k, m) = match *o {
            Opnd::V { neg: true, .. } => return Err(fault(SimErrorKind::Invalid, format!("a negated {what}"))),
            Opnd::A { .. } if self.gfx11 => {
                return Err(fault(SimErrorKind::Invalid, format!("{what}: {} has no AGPRs", prog.gfx)))
            }
            _ => vregs(o).ok_or_else(|| fault(SimErrorKind::Invalid, format!("{what} must be registers")))?,
        };
        if m != n as usize {
            return Err(fault(SimErrorKind::Invalid, format!("{what} must be {n} registers, found {m}")));
        }
        if !self.gfx11 && n >= 2 && k % 2 != 0 {
            return Err(fault(
                SimErrorKind::Invalid,
                format!("{what} ({}) must start at an even register on {}", vname(k), prog.gfx),
            ));
        }
        Ok(k)
    }

    /// The words of `n` vector registers from `k`, register-major.
    pub(super) fn file_words(&self, k: usize, n: usize) -> Vec<u32> {
        self.vgpr[k * self.w..(k + n) * self.w].to_vec()
    }

    pub(super) fn hazard(
        &self,
        prog: &Program,
        what: &str,
        regs: (usize, usize),
        rec: &MatRec,
        case: HazardCase,
    ) -> R<()> {
        let dist = self.ws - rec.at - 1;
        let need = matrix::needed(case, self.gfx942, rec.passes) as u64;
        if dist >= need {
            return Ok(());
        }
        let m = &prog.insts[rec.inst as usize];
        let missing = need - dist;
        let fix = if missing <= 16 {
            format!("`s_nop {}` before this instruction gives them", missing - 1)
        } else {
            "more than one s_nop is needed".to_string()
        };
        let regs =
            if regs.1 == 1 { vname(regs.0) } else { format!("{}..{}", vname(regs.0), vname(regs.0 + regs.1 - 1)) };
        Err(fault(
            SimErrorKind::Hazard,
            format!(
                "missing wait states ({case:?}): {what} {regs} {dist} wait state(s) after `{}` (line {}, {} passes); {} needs {need}, {missing} missing ({fix})",
                m.text, m.line, rec.passes, prog.gfx
            ),
        ))
    }

    /// The MFMA/WMMA hazards of `prog.insts[idx]` against the recent matrix instructions and
    /// VALU writes (`matrix::MFMA_HAZARDS`).
    pub(super) fn matrix_hazards(&self, prog: &Program, idx: usize) -> R<()> {
        let inst = &prog.insts[idx];
        if let Op::Matrix(shape) = inst.op {
            let srcs: Vec<Option<(usize, usize)>> = inst.ops.iter().skip(1).map(vregs).collect();
            for rec in self.mfma_log.iter().rev() {
                for (i, s) in srcs.iter().enumerate() {
                    let Some(s) = *s else { continue };
                    if !overlap(s, rec.dst) || rec.wmma != shape.wmma() {
                        continue;
                    }
                    let case = match (shape.wmma(), i) {
                        (true, 2) => continue,
                        (true, _) => HazardCase::WmmaAbReadsWmmaResult,
                        (false, 2) if s == rec.dst => HazardCase::SameSrcCReadsResult,
                        (false, 2) => HazardCase::OverlappedSrcCReadsResult,
                        (false, _) => HazardCase::SrcAbReadsResult,
                    };
                    let what = ["reads as A", "reads as B", "reads as C"][i];
                    self.hazard(prog, what, s, rec, case)?;
                }
            }
            if !shape.wmma() {
                for s in srcs.iter().flatten() {
                    for k in s.0..s.0 + s.1 {
                        let at = self.valu_at[k];
                        let need = matrix::needed(HazardCase::MfmaReadsValuResult, self.gfx942, 0) as u64;
                        if at != u64::MAX && self.ws - at - 1 < need {
                            let dist = self.ws - at - 1;
                            return Err(fault(
                                SimErrorKind::Hazard,
                                format!(
                                    "missing wait states (MfmaReadsValuResult): reads {} {dist} wait state(s) after a VALU instruction wrote it; {} needs {need}, {} missing (`s_nop {}` before this instruction gives them)",
                                    vname(k), prog.gfx, need - dist, need - dist - 1
                                ),
                            ));
                        }
                    }
                }
            }
            return Ok(());
        }
        let touched: Vec<(usize, usize)> = inst.ops.iter().filter_map(vregs).collect();
        if touched.is_empty() {
            return Ok(());
        }
        let dst = vector_dst(inst);
        for rec in self.mfma_log.iter().rev().filter(|r| !r.wmma) {
            for t in &touched {
                if overlap(*t, rec.dst) {
                    self.hazard(prog, "reads or writes", *t, rec, HazardCase::ValuTouchesResult)?;
                }
            }
            if let (Some(d), Some(c)) = (dst, rec.srcc) {
                if overlap(d, c) {
                    self.hazard(prog, "overwrites the C operand", d, rec, HazardCase::ValuOverwritesSrcC)?;
                }
            }
        }
        Ok(())
    }
}
