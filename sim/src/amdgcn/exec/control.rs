//! Control flow and waits: `s_waitcnt` and `s_waitcnt_vscnt` (which retire outstanding memory
//! operations, `memory_ops`), `s_nop`/`v_nop`, `s_barrier` (no memory operation may be
//! outstanding), the branches, `s_endpgm`, `s_getpc_b64` and `s_setpc_b64` (`CODE_BASE`
//! layout). They say where the wave goes next as a `Flow`.

use super::{fault, Flow, Wave, COUNTERS, LGKM, R, VM, VS};
use crate::amdgcn::parse::{Branch, Inst, Op, Opnd, Program, CODE_BASE, NULL, VCC};
use crate::amdgcn::SimErrorKind;

impl Wave {
    /// Executes a control, wait or nop instruction, `prog.insts[idx]`.
    pub(super) fn control(&mut self, prog: &Program, inst: &Inst, idx: usize) -> R<Flow> {
        let ops = &inst.ops;
        let op = inst.op;
        let mut flow = Flow::Next;
        use Op::*;
        match op {
            SWaitcnt => {
                if let Some(n) = inst.wait[0] {
                    self.wait(VM, n)?;
                }
                if let Some(n) = inst.wait[1] {
                    self.wait(LGKM, n)?;
                }
            }
            SWaitcntVscnt => {
                if !matches!(ops[0], Opnd::S { r: NULL, .. }) {
                    return Err(fault(
                        SimErrorKind::Invalid,
                        "s_waitcnt_vscnt with a register count (tessera writes `null, N`)",
                    ));
                }
                let n = match ops[1] {
                    Opnd::Imm { v, .. } => v as u32,
                    _ => return Err(fault(SimErrorKind::Invalid, "s_waitcnt_vscnt needs a constant count")),
                };
                self.wait(VS, n)?;
            }
            SNop => {}
            SBarrier => {
                let n = self.outstanding();
                if n > 0 {
                    let which: Vec<String> = (0..3)
                        .filter(|&c| !self.queues[c].is_empty())
                        .map(|c| format!("{} {}", self.queues[c].len(), COUNTERS[c]))
                        .collect();
                    return Err(fault(
                        SimErrorKind::MissingWait,
                        format!(
                            "missing s_waitcnt before s_barrier: {n} memory operation(s) still outstanding ({})",
                            which.join(", ")
                        ),
                    ));
                }
                flow = Flow::Barrier;
            }
            SBranch(b) => {
                let Opnd::Label(t) = ops[0] else { return Err(fault(SimErrorKind::Invalid, "a branch needs a label")) };
                let taken = match b {
                    Branch::Always => true,
                    Branch::Scc0 => !self.read_scc()?,
                    Branch::Scc1 => self.read_scc()?,
                    Branch::Vccz | Branch::Vccnz => {
                        let vcc = Opnd::S { r: VCC, n: self.mask_regs(), neg: false };
                        let z = self.mask_src(prog, &vcc)? == 0;
                        z == (b == Branch::Vccz)
                    }
                    Branch::Execz => self.exec() == 0,
                    Branch::Execnz => self.exec() != 0,
                };
                if taken {
                    flow = Flow::Jump(t as usize);
                }
            }
            SEndpgm => flow = Flow::End,
            SGetpc => self.s_dst(prog, &ops[0], CODE_BASE + 4 * (idx as u64 + 1), true)?,
            SSetpc => {
                let a = self.s_src64(prog, &ops[0])?;
                let i = a.wrapping_sub(CODE_BASE) / 4;
                if a % 4 != 0 || a < CODE_BASE || i >= prog.insts.len() as u64 {
                    return Err(fault(
                        SimErrorKind::Invalid,
                        format!("s_setpc_b64 to {a:#x}, not an instruction of the kernel (code at {CODE_BASE:#x}, 4 bytes an instruction)"),
                    ));
                }
                flow = Flow::Jump(i as usize);
            }
            VNop => {}
            _ => unreachable!("{op:?} is not a control instruction"),
        }
        Ok(flow)
    }
}
