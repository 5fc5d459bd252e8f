//! One wave's state and the semantics of every instruction, in one `match` grouped by kind
//! (SALU, VALU, memory).
//!
//! ```text
//!   Wave: SGPRs s0..s105 + VCC (106-107) + M0 + EXEC (126-127), SCC     written flag, pending load
//!         VGPRs v0..v255 x lanes                                        written bit per lane, pending load
//!         outstanding memory operations per counter: vmcnt, lgkmcnt, vscnt (GFX11 stores)
//! ```
//!
//! - VALU instructions act on the lanes in EXEC; other lanes keep their values. Compares and
//!   carries write a lane mask with 0 for inactive lanes.
//! - A load (global, LDS, scalar, `ds_bpermute`, a returning atomic) reads memory when it
//!   issues; its destination registers receive the data only when an `s_waitcnt` of its counter
//!   retires it (`vmcnt(N)`/`lgkmcnt(N)`: all but the N most recent). Reading or overwriting such
//!   a register before that is a "missing s_waitcnt" error. Stores and LDS writes take effect
//!   at issue and count in their counter (vmcnt on GFX9, vscnt on GFX11, lgkmcnt for LDS).
//! - Reading a register (or a lane of one) that was never written is an error; the hardware
//!   initialises the kernarg pointer, the workgroup ids and v0 (the work-item id). Copies
//!   (`s_mov`, `v_mov_b32` of a register, `v_readlane`/`v_writelane`/`v_readfirstlane`) carry
//!   the unwritten state along instead, as the register allocator's moves and spills copy
//!   halves of pairs that hold 32-bit values; using the copy is the error.
//! - GFX9's one hazard that tessera's code meets is checked: `v_div_fmas` needs 4 wait states
//!   after a VALU write of VCC (the emitter's `s_nop 3`).
//! - The AGPRs (gfx90a, gfx942) are registers 256..511 of the vector file (`a0` is index 256);
//!   only the matrix instructions and `v_accvgpr_*` take them. MFMA and WMMA (`matrix`) need
//!   EXEC all ones and read every lane. A wait-state clock (one per instruction, n + 1 per
//!   `s_nop n`) and a log of recent MFMAs check `matrix::MFMA_HAZARDS` in execution order: a
//!   missing wait state is a `Hazard` error naming both instructions and the count missing.

use super::float::{self, Approx};
use super::matrix::{self, BadInput, HazardCase, MatIn};
use super::memory::{Memory, KERNARG_BASE};
use super::parse::{
    AtomicOp, Bit2, Branch, Cc, CmpTy, Inst, Int2, Num, Op, Opnd, Program, Shift, Ty, CODE_BASE, EXEC, F1, F2, M0,
    NULL, VCC,
};
use super::SimErrorKind;
use std::collections::VecDeque;

/// What went wrong inside an instruction.
#[derive(Debug)]
pub struct Fault {
    pub kind: SimErrorKind,
    pub lane: Option<u32>,
    pub message: String,
}

fn fault(kind: SimErrorKind, message: impl Into<String>) -> Fault {
    Fault { kind, lane: None, message: message.into() }
}

fn lane_fault(kind: SimErrorKind, lane: usize, message: impl Into<String>) -> Fault {
    Fault { kind, lane: Some(lane as u32), message: message.into() }
}

type R<T> = Result<T, Fault>;

/// Where the wave goes next.
pub enum Flow {
    Next,
    Jump(usize),
    Barrier,
    End,
}

const VM: usize = 0;
const LGKM: usize = 1;
const VS: usize = 2;
const COUNTERS: [&str; 3] = ["vmcnt", "lgkmcnt", "vscnt"];

/// A memory operation not yet retired by an `s_waitcnt`.
struct Outstanding {
    inst: u32,
    /// The destination: (is VGPR, first register, count).
    dest: Option<(bool, u8, u8)>,
    lanes: u64,
    /// VGPR data: `count * wave` values (register-major); SGPR data: `count` values.
    data: Vec<u32>,
    smem: bool,
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WaveState {
    Running,
    AtBarrier(usize),
    Done,
}

pub struct Wave {
    pub id: u32,
    pub pc: usize,
    pub state: WaveState,
    w: usize,
    lane_mask: u64,
    gfx9: bool,
    gfx11: bool,
    sgpr: [u32; 128],
    s_written: [bool; 128],
    /// Instruction index + 1 of the outstanding load writing the register; 0 for none.
    s_pending: [u32; 128],
    scc: bool,
    scc_written: bool,
    vgpr: Vec<u32>,
    v_written: Vec<u64>,
    v_pending: Vec<u32>,
    queues: [VecDeque<Outstanding>; 3],
    /// Wait states since the last VALU write of VCC.
    vcc_age: u32,
    /// VALU writes of VCC so far.
    vcc_writes: u64,
    gfx942: bool,
    /// The wait-state clock: wait states issued so far.
    ws: u64,
    /// Recent matrix instructions, for the hazard checks.
    mfma_log: Vec<MatRec>,
    /// Per vector register (VGPRs then AGPRs): the clock of the last VALU (not MFMA) write.
    valu_at: Vec<u64>,
}

/// A matrix instruction issued: what it wrote and read as C, and when.
struct MatRec {
    inst: u32,
    dst: (usize, usize),
    srcc: Option<(usize, usize)>,
    passes: u32,
    at: u64,
    wmma: bool,
}

/// The name of vector register `k` (VGPRs 0..255, then AGPRs).
fn vname(k: usize) -> String {
    if k >= 256 {
        format!("a{}", k - 256)
    } else {
        format!("v{k}")
    }
}

/// The vector registers an operand names: (first index, count).
fn vregs(o: &Opnd) -> Option<(usize, usize)> {
    match *o {
        Opnd::V { r, n, .. } => Some((r as usize, n as usize)),
        Opnd::A { r, n } => Some((256 + r as usize, n as usize)),
        _ => None,
    }
}

fn overlap(a: (usize, usize), b: (usize, usize)) -> bool {
    a.0 < b.0 + b.1 && b.0 < a.0 + a.1
}

fn is_mem(op: Op) -> bool {
    matches!(
        op,
        Op::GlobalLoad { .. }
            | Op::GlobalStore { .. }
            | Op::GlobalAtomic { .. }
            | Op::DsRead { .. }
            | Op::DsWrite { .. }
            | Op::DsBpermute
    )
}

/// The vector registers an instruction (not a matrix one) writes: its first operand, except
/// for stores and atomics that return nothing.
fn vector_dst(inst: &Inst) -> Option<(usize, usize)> {
    match inst.op {
        Op::GlobalStore { .. } | Op::DsWrite { .. } | Op::Matrix(_) => None,
        Op::GlobalAtomic { .. } if !inst.ret => None,
        _ => inst.ops.first().and_then(vregs),
    }
}

fn sname(r: u8) -> String {
    match r {
        VCC => "vcc_lo".into(),
        107 => "vcc_hi".into(),
        M0 => "m0".into(),
        NULL => "null".into(),
        EXEC => "exec_lo".into(),
        127 => "exec_hi".into(),
        _ => format!("s{r}"),
    }
}

/// A source operand resolved for a VALU instruction: uniform bits, or a VGPR's base index.
#[derive(Copy, Clone)]
enum Rs {
    U(u64),
    V(usize, bool),
}

#[derive(Copy, Clone)]
struct Src {
    rs: Rs,
    neg: u64,
}

fn sext(v: u64, bits: u32) -> u64 {
    if bits == 0 {
        return 0;
    }
    if bits >= 64 {
        return v;
    }
    (((v << (64 - bits)) as i64) >> (64 - bits)) as u64
}

/// The `n` 32-bit words loaded in `b` (`bytes` of them valid; narrower than a word: extended).
fn words_of(b: &[u8; 16], n: u8, bytes: u8, signed: bool) -> impl Iterator<Item = u32> + '_ {
    (0..n as usize).map(move |i| {
        let v = u32::from_le_bytes(b[4 * i..4 * i + 4].try_into().expect("4 bytes"));
        if bytes < 4 && signed {
            sext(v as u64, 8 * bytes as u32) as u32
        } else {
            v
        }
    })
}

fn lanes(mask: u64) -> impl Iterator<Item = usize> {
    let mut m = mask;
    std::iter::from_fn(move || {
        if m == 0 {
            None
        } else {
            let l = m.trailing_zeros() as usize;
            m &= m - 1;
            Some(l)
        }
    })
}

fn f32b(v: u64) -> f32 {
    f32::from_bits(v as u32)
}
fn f64b(v: u64) -> f64 {
    f64::from_bits(v)
}
fn bf32(x: f32) -> u64 {
    x.to_bits() as u64
}
fn bf64(x: f64) -> u64 {
    x.to_bits()
}

/// The shared context of one workgroup's execution.
pub struct Ctx<'p, 'm, 'a> {
    pub prog: &'p Program,
    pub mem: &'m mut Memory<'a>,
}

impl Wave {
    /// A wave of workgroup `wg` with work-items `id * wave ..` (those below `threads` active).
    pub fn new(prog: &Program, id: u32, wg: [u32; 3]) -> Wave {
        let w = prog.wave as usize;
        let lane_mask = if w == 64 { u64::MAX } else { (1u64 << w) - 1 };
        let first = id as usize * w;
        let active = prog.threads.saturating_sub(first as u32).min(w as u32);
        let exec = if active as usize >= 64 { u64::MAX } else { (1u64 << active) - 1 };
        let mut wave = Wave {
            id,
            pc: 0,
            state: WaveState::Running,
            w,
            lane_mask,
            gfx9: !prog.gfx11,
            gfx11: prog.gfx11,
            sgpr: [0; 128],
            s_written: [false; 128],
            s_pending: [0; 128],
            scc: false,
            scc_written: false,
            vgpr: vec![0; 512 * w],
            v_written: vec![0; 512],
            v_pending: vec![0; 512],
            queues: [VecDeque::new(), VecDeque::new(), VecDeque::new()],
            vcc_age: u32::MAX,
            vcc_writes: 0,
            gfx942: prog.gfx.starts_with("gfx94"),
            ws: 0,
            mfma_log: Vec::new(),
            valu_at: vec![u64::MAX; 512],
        };
        let mut s = 0usize;
        if prog.kernarg_ptr {
            wave.sgpr[0] = KERNARG_BASE as u32;
            wave.sgpr[1] = (KERNARG_BASE >> 32) as u32;
            wave.s_written[0] = true;
            wave.s_written[1] = true;
        }
        s += prog.user_sgprs as usize;
        for (axis, on) in prog.wg_ids.iter().enumerate() {
            if *on {
                wave.sgpr[s] = wg[axis];
                wave.s_written[s] = true;
                s += 1;
            }
        }
        wave.sgpr[EXEC as usize] = exec as u32;
        wave.sgpr[EXEC as usize + 1] = (exec >> 32) as u32;
        for r in [EXEC, EXEC + 1, NULL] {
            wave.s_written[r as usize] = true;
        }
        for l in 0..w {
            wave.vgpr[l] = (first + l) as u32;
        }
        wave.v_written[0] = exec;
        wave
    }

    fn exec(&self) -> u64 {
        (self.sgpr[EXEC as usize] as u64 | (self.sgpr[EXEC as usize + 1] as u64) << 32) & self.lane_mask
    }

    fn mask_regs(&self) -> u8 {
        if self.w == 64 {
            2
        } else {
            1
        }
    }

    fn pending_fault(&self, prog: &Program, what: &str, reg: String, p: u32) -> Fault {
        let load = &prog.insts[(p - 1) as usize];
        fault(
            SimErrorKind::MissingWait,
            format!(
                "missing s_waitcnt: {what} {reg}, loaded by `{}` (line {}), which no s_waitcnt has waited for",
                load.text, load.line
            ),
        )
    }

    // ---- SGPRs ------------------------------------------------------------------------

    fn s_read(&self, prog: &Program, r: u8) -> R<u32> {
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
    fn s_copy(&self, prog: &Program, r: u8) -> R<Option<u32>> {
        let i = r as usize;
        if r == NULL || (self.w == 32 && r == EXEC + 1) {
            return Ok(Some(0));
        }
        if self.s_pending[i] != 0 {
            return Err(self.pending_fault(prog, "reads", sname(r), self.s_pending[i]));
        }
        Ok(self.s_written[i].then_some(self.sgpr[i]))
    }

    fn s_write_opt(&mut self, prog: &Program, r: u8, v: Option<u32>) -> R<()> {
        self.s_write(prog, r, v.unwrap_or(0))?;
        if v.is_none() && r != NULL {
            self.s_written[r as usize] = false;
        }
        Ok(())
    }

    fn s_write(&mut self, prog: &Program, r: u8, v: u32) -> R<()> {
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
    fn s_src32(&self, prog: &Program, o: &Opnd) -> R<u32> {
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

    fn s_src64(&self, prog: &Program, o: &Opnd) -> R<u64> {
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

    fn s_dst(&mut self, prog: &Program, o: &Opnd, v: u64, w64: bool) -> R<()> {
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

    fn read_scc(&self) -> R<bool> {
        if !self.scc_written {
            return Err(fault(SimErrorKind::Uninitialized, "reads SCC, never written"));
        }
        Ok(self.scc)
    }

    fn set_scc(&mut self, b: bool) {
        self.scc = b;
        self.scc_written = true;
    }

    /// A lane-mask operand (wave64: an SGPR pair; wave32: one SGPR).
    fn mask_src(&self, prog: &Program, o: &Opnd) -> R<u64> {
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

    fn mask_dst(&mut self, prog: &Program, o: &Opnd, bits: u64) -> R<()> {
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
    fn bytes_of(&self, r: u8, n: u8, l: usize) -> [u8; 16] {
        let mut b = [0u8; 16];
        for i in 0..n as usize {
            b[4 * i..4 * i + 4].copy_from_slice(&self.vgpr[(r as usize + i) * self.w + l].to_le_bytes());
        }
        b
    }

    fn check_v_read(&self, prog: &Program, r: u8, n: u8, lanes_read: u64) -> R<()> {
        self.check_file_read(prog, r as usize, n as usize, lanes_read)
    }

    /// Checks a read of vector registers `first..first + n` (VGPRs, then AGPRs from 256).
    fn check_file_read(&self, prog: &Program, first: usize, n: usize, lanes_read: u64) -> R<()> {
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
    fn file_write(&mut self, prog: &Program, k: usize, vals: &[u32; 64], ex: u64) -> R<()> {
        if self.v_pending[k] != 0 {
            return Err(self.pending_fault(prog, "overwrites", vname(k), self.v_pending[k]));
        }
        for l in lanes(ex) {
            self.vgpr[k * self.w + l] = vals[l];
        }
        self.v_written[k] |= ex;
        Ok(())
    }

    /// A matrix operand of `n` registers: its first vector-file index.
    fn mat_operand(&self, prog: &Program, o: &Opnd, n: u8, what: &str) -> R<usize> {
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
    fn file_words(&self, k: usize, n: usize) -> Vec<u32> {
        self.vgpr[k * self.w..(k + n) * self.w].to_vec()
    }

    fn hazard(&self, prog: &Program, what: &str, regs: (usize, usize), rec: &MatRec, case: HazardCase) -> R<()> {
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
    fn matrix_hazards(&self, prog: &Program, idx: usize) -> R<()> {
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

    /// Resolves a VALU source of type `ty` for the lanes in `ex`.
    fn resolve(&self, prog: &Program, o: &Opnd, ty: Ty, ex: u64) -> R<Src> {
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
    fn get(&self, s: &Src, lane: usize) -> u64 {
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
    fn v_dst(&mut self, prog: &Program, o: &Opnd, ty: Ty, vals: &[u64; 64], ex: u64) -> R<()> {
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
    fn map(
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
    fn valu(&mut self, prog: &Program, inst: &Inst, dty: Ty, stys: &[Ty], f: impl Fn(&[u64; 4]) -> u64) -> R<()> {
        let ops = &inst.ops;
        let srcs: Vec<(&Opnd, Ty)> = ops[1..].iter().zip(stys.iter().copied()).collect();
        let (vals, _) = self.map(prog, &srcs, |_, a| (f(a), false))?;
        let ex = self.exec();
        self.v_dst(prog, &ops[0], dty, &vals, ex)
    }

    /// A VALU compare: `sdst = mask of f(srcs)`.
    fn vcmp(&mut self, prog: &Program, inst: &Inst, stys: &[Ty], f: impl Fn(&[u64; 4]) -> bool) -> R<()> {
        let ops = &inst.ops;
        let srcs: Vec<(&Opnd, Ty)> = ops[1..].iter().zip(stys.iter().copied()).collect();
        let (_, bits) = self.map(prog, &srcs, |_, a| (0, f(a)))?;
        self.mask_dst(prog, &ops[0], bits)
    }

    // ---- memory -------------------------------------------------------------------------

    fn issue(&mut self, prog: &Program, counter: usize, o: Outstanding) -> R<()> {
        if let Some((v, r, n)) = o.dest {
            for k in r as usize..(r + n) as usize {
                let p = if v { self.v_pending[k] } else { self.s_pending[k] };
                if p != 0 {
                    let name = if v { format!("v{k}") } else { sname(k as u8) };
                    return Err(self.pending_fault(prog, "overwrites", name, p));
                }
                if v {
                    self.v_pending[k] = o.inst + 1;
                } else {
                    self.s_pending[k] = o.inst + 1;
                }
            }
        }
        self.queues[counter].push_back(o);
        Ok(())
    }

    fn retire(&mut self, o: Outstanding) {
        let Some((v, r, n)) = o.dest else { return };
        for i in 0..n as usize {
            let k = r as usize + i;
            if v {
                let base = k * self.w;
                for l in lanes(o.lanes) {
                    self.vgpr[base + l] = o.data[i * self.w + l];
                }
                self.v_written[k] |= o.lanes;
                self.v_pending[k] = 0;
            } else {
                self.sgpr[k] = o.data[i];
                self.s_written[k] = true;
                self.s_pending[k] = 0;
            }
        }
    }

    /// `s_waitcnt <counter>(n)`: retires all but the `n` most recent operations.
    fn wait(&mut self, counter: usize, n: u32) -> R<()> {
        let q = &self.queues[counter];
        if counter == LGKM && n > 0 && q.iter().any(|o| o.smem) && q.len() > n as usize {
            return Err(fault(
                SimErrorKind::MissingWait,
                "lgkmcnt(N) with N > 0 while scalar memory loads are outstanding: they return out of order, only lgkmcnt(0) waits for them",
            ));
        }
        while self.queues[counter].len() > n as usize {
            let o = self.queues[counter].pop_front().expect("non-empty");
            self.retire(o);
        }
        Ok(())
    }

    fn outstanding(&self) -> usize {
        self.queues.iter().map(|q| q.len()).sum()
    }

    /// The 64-bit address of each active lane of a global access: `vaddr` (a VGPR pair with
    /// `off`, or a 32-bit offset with an SGPR-pair base) plus the instruction's offset.
    fn global_addrs(&self, prog: &Program, vaddr: &Opnd, saddr: &Opnd, offset: i32, ex: u64) -> R<[u64; 64]> {
        let mut out = [0u64; 64];
        match (*vaddr, *saddr) {
            (Opnd::V { r, n: 2, neg: false }, Opnd::Off) => {
                self.check_v_read(prog, r, 2, ex)?;
                let b = r as usize * self.w;
                for l in lanes(ex) {
                    let a = self.vgpr[b + l] as u64 | (self.vgpr[b + self.w + l] as u64) << 32;
                    out[l] = a.wrapping_add(offset as i64 as u64);
                }
            }
            (Opnd::V { r, n: 1, neg: false }, Opnd::S { .. }) => {
                let base = self.s_src64(prog, saddr)?;
                self.check_v_read(prog, r, 1, ex)?;
                let b = r as usize * self.w;
                for l in lanes(ex) {
                    out[l] = base.wrapping_add(self.vgpr[b + l] as u64).wrapping_add(offset as i64 as u64);
                }
            }
            _ => {
                return Err(fault(
                    SimErrorKind::Invalid,
                    "a global address is a VGPR pair with `off`, or a VGPR offset with an SGPR-pair base",
                ))
            }
        }
        Ok(out)
    }

    fn v_operand(&self, o: &Opnd, n: u8, what: &str) -> R<u8> {
        match *o {
            Opnd::V { r, n: m, neg: false } if m == n => Ok(r),
            _ => Err(fault(SimErrorKind::Invalid, format!("{what} must be {n} VGPR(s)"))),
        }
    }

    // ---- the instructions -------------------------------------------------------------

    /// Executes `prog.insts[idx]`.
    pub fn step(&mut self, cx: &mut Ctx<'_, '_, '_>, idx: usize) -> R<Flow> {
        let prog = cx.prog;
        let inst = &prog.insts[idx];
        let ops = &inst.ops;
        let op = inst.op;
        let mut flow = Flow::Next;
        let vcc_writes = self.vcc_writes;
        self.matrix_hazards(prog, idx)?;
        let nop_states = if op == Op::SNop {
            match ops.first() {
                Some(Opnd::Imm { v, .. }) => (*v as u32 & 0xf) + 1,
                _ => 1,
            }
        } else {
            1
        };
        use Op::*;
        match op {
            // ---- SALU ----
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
            SLoad { dwords } => {
                let n = dwords;
                let Opnd::S { r, n: m, neg: false } = ops[0] else {
                    return Err(fault(SimErrorKind::Invalid, "the destination of a scalar load is SGPRs"));
                };
                if m != n || (n >= 4 && r % 4 != 0) || r as u32 + n as u32 > 106 {
                    return Err(fault(
                        SimErrorKind::Invalid,
                        format!("a {n}-dword scalar load into {m} aligned SGPR(s)"),
                    ));
                }
                let base = self.s_src64(prog, &ops[1])?;
                let off = match ops[2] {
                    Opnd::Imm { v, .. } => v as u32 as u64,
                    ref o => self.s_src32(prog, o)? as u64,
                };
                let mut bytes = [0u8; 32];
                let len = 4 * n as usize;
                cx.mem
                    .scalar_read(base.wrapping_add(off), &mut bytes[..len])
                    .map_err(|m| fault(SimErrorKind::OutOfBounds, m))?;
                let data = (0..n as usize)
                    .map(|i| u32::from_le_bytes(bytes[4 * i..4 * i + 4].try_into().expect("4 bytes")))
                    .collect();
                self.issue(
                    prog,
                    LGKM,
                    Outstanding { inst: idx as u32, dest: Some((false, r, n)), lanes: 0, data, smem: true },
                )?;
            }
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

            // ---- VALU ----
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

            // ---- memory ----
            GlobalLoad { bytes, signed } => {
                let n = bytes.div_ceil(4);
                let r = self.v_operand(&ops[0], n, "the destination")?;
                let ex = self.exec();
                let addrs = self.global_addrs(prog, &ops[1], &ops[2], inst.offset, ex)?;
                let mut data = vec![0u32; n as usize * self.w];
                for l in lanes(ex) {
                    let mut b = [0u8; 16];
                    cx.mem
                        .global_read(addrs[l], &mut b[..bytes as usize])
                        .map_err(|m| lane_fault(SimErrorKind::OutOfBounds, l, m))?;
                    for (i, v) in words_of(&b, n, bytes, signed).enumerate() {
                        data[i * self.w + l] = v;
                    }
                }
                self.issue(
                    prog,
                    VM,
                    Outstanding { inst: idx as u32, dest: Some((true, r, n)), lanes: ex, data, smem: false },
                )?;
            }
            GlobalStore { bytes } => {
                let n = bytes.div_ceil(4);
                let ex = self.exec();
                let addrs = self.global_addrs(prog, &ops[0], &ops[2], inst.offset, ex)?;
                let r = self.v_operand(&ops[1], n, "the data")?;
                self.check_v_read(prog, r, n, ex)?;
                for l in lanes(ex) {
                    let b = self.bytes_of(r, n, l);
                    cx.mem
                        .global_write(addrs[l], &b[..bytes as usize])
                        .map_err(|m| lane_fault(SimErrorKind::OutOfBounds, l, m))?;
                }
                let c = if self.gfx11 { VS } else { VM };
                self.issue(
                    prog,
                    c,
                    Outstanding { inst: idx as u32, dest: None, lanes: ex, data: Vec::new(), smem: false },
                )?;
            }
            GlobalAtomic { op: aop, x2 } => {
                let (dst, rest) = if inst.ret { (Some(&ops[0]), &ops[1..]) } else { (None, &ops[..]) };
                let words = if x2 { 2u8 } else { 1 };
                let dwords = if aop == AtomicOp::Cmpswap { 2 * words } else { words };
                let ex = self.exec();
                let addrs = self.global_addrs(prog, &rest[0], &rest[2], inst.offset, ex)?;
                let d = self.v_operand(&rest[1], dwords, "the data")?;
                self.check_v_read(prog, d, dwords, ex)?;
                let r = match dst {
                    Some(o) => Some(self.v_operand(o, words, "the destination")?),
                    None => None,
                };
                let mut data = vec![0u32; words as usize * self.w];
                let bytes = 4 * words as usize;
                for l in lanes(ex) {
                    let get = |k: usize| -> u64 {
                        let lo = self.vgpr[(d as usize + k * words as usize) * self.w + l] as u64;
                        if x2 {
                            lo | (self.vgpr[(d as usize + k * 2 + 1) * self.w + l] as u64) << 32
                        } else {
                            lo
                        }
                    };
                    let (src, cmp) = (get(0), if aop == AtomicOp::Cmpswap { get(1) } else { 0 });
                    let old = cx
                        .mem
                        .global_rmw(addrs[l], bytes, |old| atomic(aop, x2, old, src, cmp))
                        .map_err(|m| lane_fault(SimErrorKind::OutOfBounds, l, m))?;
                    data[l] = old as u32;
                    if x2 {
                        data[self.w + l] = (old >> 32) as u32;
                    }
                }
                match r {
                    Some(r) => self.issue(
                        prog,
                        VM,
                        Outstanding { inst: idx as u32, dest: Some((true, r, words)), lanes: ex, data, smem: false },
                    )?,
                    None => {
                        let c = if self.gfx11 { VS } else { VM };
                        self.issue(
                            prog,
                            c,
                            Outstanding { inst: idx as u32, dest: None, lanes: ex, data: Vec::new(), smem: false },
                        )?
                    }
                }
            }
            DsRead { bytes, signed } => {
                let n = bytes.div_ceil(4);
                let r = self.v_operand(&ops[0], n, "the destination")?;
                let a = self.v_operand(&ops[1], 1, "the address")?;
                let ex = self.exec();
                self.check_v_read(prog, a, 1, ex)?;
                let mut data = vec![0u32; n as usize * self.w];
                let at: Vec<(usize, u64)> =
                    lanes(ex).map(|l| (l, self.vgpr[a as usize * self.w + l] as u64 + inst.offset as u64)).collect();
                cx.mem.lds_conflicts[0] += super::memory::bank_conflicts(&at, bytes as u32);
                for l in lanes(ex) {
                    let addr = self.vgpr[a as usize * self.w + l] as u64 + inst.offset as u64;
                    let mut b = [0u8; 16];
                    cx.mem
                        .lds_read(self.id, addr, &mut b[..bytes as usize])
                        .map_err(|m| lane_fault(lds_kind(&m), l, m))?;
                    for (i, v) in words_of(&b, n, bytes, signed).enumerate() {
                        data[i * self.w + l] = v;
                    }
                }
                self.issue(
                    prog,
                    LGKM,
                    Outstanding { inst: idx as u32, dest: Some((true, r, n)), lanes: ex, data, smem: false },
                )?;
            }
            DsWrite { bytes, hi } => {
                let n = bytes.div_ceil(4);
                let a = self.v_operand(&ops[0], 1, "the address")?;
                let r = self.v_operand(&ops[1], n, "the data")?;
                let ex = self.exec();
                self.check_v_read(prog, a, 1, ex)?;
                self.check_v_read(prog, r, n, ex)?;
                let at: Vec<(usize, u64)> =
                    lanes(ex).map(|l| (l, self.vgpr[a as usize * self.w + l] as u64 + inst.offset as u64)).collect();
                let wrote = if hi { 2 } else { bytes as u32 };
                cx.mem.lds_conflicts[1] += super::memory::bank_conflicts(&at, wrote);
                for l in lanes(ex) {
                    let addr = self.vgpr[a as usize * self.w + l] as u64 + inst.offset as u64;
                    let b = self.bytes_of(r, n, l);
                    let b = if hi { &b[2..4] } else { &b[..bytes as usize] };
                    cx.mem.lds_write(self.id, addr, b).map_err(|m| lane_fault(lds_kind(&m), l, m))?;
                }
                self.issue(
                    prog,
                    LGKM,
                    Outstanding { inst: idx as u32, dest: None, lanes: ex, data: Vec::new(), smem: false },
                )?;
            }
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
            VNop => {}
            DsBpermute => {
                // dst[i] = src[lane (addr[i] + offset) / 4]; a lane reading an inactive lane gets 0
                // (the LLVM/Rust amdgpu intrinsic docs: "Reading from inactive lanes returns 0").
                let r = self.v_operand(&ops[0], 1, "the destination")?;
                let a = self.v_operand(&ops[1], 1, "the address")?;
                let s = self.v_operand(&ops[2], 1, "the data")?;
                let ex = self.exec();
                self.check_v_read(prog, a, 1, ex)?;
                let mut data = vec![0u32; self.w];
                for l in lanes(ex) {
                    let addr = self.vgpr[a as usize * self.w + l].wrapping_add(inst.offset as u32);
                    let src = (addr as usize >> 2) & (self.w - 1);
                    data[l] = if ex >> src & 1 == 1 {
                        self.check_v_read(prog, s, 1, 1 << src).map_err(|mut f| {
                            f.lane = Some(l as u32);
                            f.message = format!("{} (lane {src}, which lane {l} reads)", f.message);
                            f
                        })?;
                        self.vgpr[s as usize * self.w + src]
                    } else {
                        0
                    };
                }
                self.issue(
                    prog,
                    LGKM,
                    Outstanding { inst: idx as u32, dest: Some((true, r, 1)), lanes: ex, data, smem: false },
                )?;
            }
        }
        if self.vcc_writes != vcc_writes {
            self.vcc_age = 0;
        } else {
            self.vcc_age = self.vcc_age.saturating_add(nop_states);
        }
        if !is_mem(op) && !matches!(op, Op::Matrix(_)) {
            if let Some((k, n)) = vector_dst(inst) {
                for r in k..k + n {
                    self.valu_at[r] = self.ws;
                }
            }
        }
        let horizon = self.ws.saturating_sub(64);
        self.mfma_log.retain(|r| r.at >= horizon);
        self.ws += nop_states as u64;
        Ok(flow)
    }
}

fn lds_kind(m: &str) -> SimErrorKind {
    if m.contains("race") || m.contains("before any wave") {
        SimErrorKind::Lds
    } else {
        SimErrorKind::OutOfBounds
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

fn atomic(op: AtomicOp, x2: bool, old: u64, src: u64, cmp: u64) -> u64 {
    let m = if x2 { u64::MAX } else { 0xffff_ffff };
    let (o, s) = (old & m, src & m);
    let signed = |v: u64| if x2 { v as i64 } else { v as u32 as i32 as i64 };
    (match op {
        AtomicOp::Add => o.wrapping_add(s),
        AtomicOp::Sub => o.wrapping_sub(s),
        AtomicOp::Smax => {
            if signed(s) > signed(o) {
                s
            } else {
                o
            }
        }
        AtomicOp::Smin => {
            if signed(s) < signed(o) {
                s
            } else {
                o
            }
        }
        AtomicOp::Umax => o.max(s),
        AtomicOp::Umin => o.min(s),
        AtomicOp::And => o & s,
        AtomicOp::Or => o | s,
        AtomicOp::Xor => o ^ s,
        AtomicOp::Swap => s,
        // The data is (new value, expected value).
        AtomicOp::Cmpswap => {
            if o == cmp & m {
                s
            } else {
                o
            }
        }
    }) & m
}
