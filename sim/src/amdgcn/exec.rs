//! One wave's state and the semantics of every instruction: `Wave::step` dispatches each
//! instruction by its class to the part that owns it.
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
//! - Scratch: a kernel whose descriptor enables the private segment
//!   (`.amdhsa_enable_private_segment`, with `.amdhsa_private_segment_fixed_size` bytes per
//!   work-item) gives each lane its own memory of that size, which `scratch_load*` and
//!   `scratch_store*` address by byte offset (VGPR or `off`, plus SGPR or `off`, plus the
//!   immediate), dword-aligned. An access past the size, or without the segment, is an
//!   `OutOfBounds` fault; reading a word no store wrote is an error. On gfx90a (no
//!   architected flat scratch) the kernel must first set FLAT_SCRATCH (s102, s103) to the flat
//!   scratch init plus the wave's scratch offset, which the hardware puts in SGPRs. Scratch loads count in
//!   vmcnt, stores in vscnt (GFX11) or vmcnt (GFX9), as global ones.
//!
//! Parts:
//! - `registers`: SGPR, SCC, lane-mask, VGPR and AGPR access with the checks above, and the
//!   lane-wise VALU helpers;
//! - `salu`: the scalar ALU (`s_mov`, arithmetic, bitwise, compares, `s_and_saveexec`);
//! - `valu`: the vector ALU on integers and bits, lane moves and compares;
//! - `valu_float`: the vector ALU on floats, conversions and the division steps;
//! - `memory_ops`: scalar, global and LDS memory instructions and their `s_waitcnt` counters;
//! - `matrix_ops`: MFMA, WMMA, `v_accvgpr_*` and the matrix hazard checks;
//! - `control`: waits, nops, the barrier, branches and `s_endpgm`.

mod control;
mod matrix_ops;
mod memory_ops;
mod registers;
mod salu;
mod valu;
mod valu_float;

use super::memory::{Memory, KERNARG_BASE};
use super::parse::{Inst, Op, Opnd, Program, EXEC, M0, NULL, VCC};
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

/// The flat scratch init a gfx90a kernel finds in its user SGPRs (`Wave::new`).
const FLAT_SCRATCH_INIT: u64 = 0x7e00_0000_0000;

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
    /// The lanes' private (scratch) memory, `private_bytes / 4` words per lane, word-major
    /// (word k of lane l at `k * w + l`); empty where the kernel has no private segment.
    scratch: Vec<u32>,
    /// Which words of `scratch` were written, per word a lane mask (reading one that was not
    /// is an error, as for registers).
    scratch_written: Vec<u64>,
    /// gfx90a: the FLAT_SCRATCH value the kernel must set (the flat scratch init plus the
    /// wave's offset) before a scratch access; `None` where the hardware sets it.
    flat_scratch: Option<u64>,
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
            | Op::ScratchLoad { .. }
            | Op::ScratchStore { .. }
            | Op::DsRead { .. }
            | Op::DsWrite { .. }
            | Op::DsBpermute
    )
}

/// The vector registers an instruction (not a matrix one) writes: its first operand, except
/// for stores and atomics that return nothing.
fn vector_dst(inst: &Inst) -> Option<(usize, usize)> {
    match inst.op {
        Op::GlobalStore { .. } | Op::ScratchStore { .. } | Op::DsWrite { .. } | Op::Matrix(_) => None,
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
            scratch: vec![0; (prog.private_bytes / 4) as usize * w],
            scratch_written: vec![0; (prog.private_bytes / 4) as usize],
            flat_scratch: None,
        };
        let mut s = 0usize;
        if prog.kernarg_ptr {
            wave.sgpr[0] = KERNARG_BASE as u32;
            wave.sgpr[1] = (KERNARG_BASE >> 32) as u32;
            wave.s_written[0] = true;
            wave.s_written[1] = true;
        }
        // gfx90a's flat scratch init after the kernarg pointer, and the wave's scratch offset
        // after the workgroup ids: made-up values (the scratch itself is `scratch`), whose sum
        // the kernel must put in FLAT_SCRATCH.
        let (init, offset) = (FLAT_SCRATCH_INIT, (first as u64 / w as u64) << 20);
        if prog.flat_scratch_init {
            let at = 2 * prog.kernarg_ptr as usize;
            wave.sgpr[at] = init as u32;
            wave.sgpr[at + 1] = (init >> 32) as u32;
            wave.s_written[at] = true;
            wave.s_written[at + 1] = true;
        }
        s += prog.user_sgprs as usize;
        for (axis, on) in prog.wg_ids.iter().enumerate() {
            if *on {
                wave.sgpr[s] = wg[axis];
                wave.s_written[s] = true;
                s += 1;
            }
        }
        if prog.wave_offset {
            wave.sgpr[s] = offset as u32;
            wave.s_written[s] = true;
        }
        if prog.flat_scratch_init && prog.wave_offset {
            wave.flat_scratch = Some(init + offset);
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
            SMov { .. }
            | SCselect { .. }
            | SBit2 { .. }
            | SNot { .. }
            | SShift { .. }
            | SAddU32
            | SAddcU32
            | SSubU32
            | SSubbU32
            | SAddI32
            | SSubI32
            | SMulI32
            | SMulHi { .. }
            | SMinMax { .. }
            | SSext { .. }
            | SBfe { .. }
            | SBitcmp { .. }
            | SAbs
            | SCmp { .. }
            | SAndSaveexec { .. } => self.salu(prog, inst)?,
            SWaitcnt | SWaitcntVscnt | SNop | VNop | SBarrier | SBranch(_) | SEndpgm | SGetpc | SSetpc => {
                flow = self.control(prog, inst, idx)?
            }
            VMov
            | VReadfirstlane
            | VReadlane
            | VWritelane
            | VCndmask
            | VCmp { .. }
            | VCmpClass { .. }
            | VInt2(_)
            | VAdd3
            | VNot
            | VShiftRev { .. }
            | VBfe { .. }
            | VAddCo { .. }
            | VAddCi { .. }
            | VMbcnt { .. } => self.valu_int(prog, inst)?,
            VF2 { .. }
            | VFma { .. }
            | VF1 { .. }
            | VLdexp { .. }
            | VCvt { .. }
            | VDivScale { .. }
            | VDivFmas { .. }
            | VDivFixup { .. } => self.valu_float(prog, inst)?,
            SLoad { .. }
            | GlobalLoad { .. }
            | GlobalStore { .. }
            | GlobalAtomic { .. }
            | ScratchLoad { .. }
            | ScratchStore { .. }
            | DsRead { .. }
            | DsWrite { .. }
            | DsBpermute => self.memory(cx, inst, idx)?,
            Matrix(_) | AccRead | AccWrite | AccMov => self.matrix(prog, inst, idx)?,
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
