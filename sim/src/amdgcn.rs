//! A SIMT simulator of the AMDGCN assembly tessera emits: it reads the text back and executes a
//! whole launch on host buffers, so that instruction selection, register allocation, EXEC
//! masking and `s_waitcnt` insertion are checked against the reference interpreter on machines
//! without an AMD GPU (`tessera run --device sim-amdgcn`, `tests/sim_amdgcn.rs`).
//!
//! ```text
//!   run(asm, grid, args)
//!     parse: instructions, labels, descriptor (LDS, wave size, initial SGPRs), metadata (args)
//!     kernarg segment: buffer i -> buffer_base(i) = (i + 1) << 40, scalars, block counts
//!     for z, y, x in the grid (x fastest):                       one workgroup at a time
//!       waves of 64 (gfx9) or 32 (gfx11) work-items, fresh LDS
//!       round robin, one instruction per running wave, until every wave waits at the same
//!       s_barrier (then all go on) or has ended; s_endpgm while others wait is an error
//! ```
//!
//! The instruction semantics and the wave state are in `exec`, the float details in `float`,
//! memory (bounds, alignment, LDS races) in `memory`, the text in `parse`, and the matrix
//! instructions in `matrix`: MFMA on gfx90a/gfx942 (f16, bf16, f32, i8 forms; D and C in VGPRs or
//! AGPRs, with `v_accvgpr_read/write/mov`) and WMMA f16/bf16 on gfx1100 (wave32), their exact
//! accumulation rule (exact sum, one rounding; gfx90a f16/bf16 flush subnormals) and the MFMA
//! hazard table (`matrix::MFMA_HAZARDS`, after LLVM's GCNHazardRecognizer). Not covered: 4x4
//! and f64 MFMAs, xf32, `cbsz/abid/blgp/neg` modifiers, AGPRs as memory operands, WMMA wave64.
//!
//! Errors: everything that can go wrong is a [`SimError`] naming the workgroup, the wave, the
//! lane, the line and the instruction: a text the reader does not understand, an unknown
//! mnemonic, a register read before any write, a register read or overwritten while a load into
//! it is still outstanding (a missing `s_waitcnt`), memory accesses out of bounds or
//! misaligned, LDS races, barriers that not every wave reaches, a GFX9 hazard, a missing MFMA
//! or WMMA wait state (naming both instructions and the count missing), the step budget.
//! Nothing panics on any input.
//!
//! The simulator runs the text, and the code object holds tessera's own encoding of the same
//! instructions (`tessera_emit_amdgcn::encode`, from the operands the text was printed from;
//! `tests/amdgcn.rs` checks they give the text's bytes): `tests/amdgcn.rs`, `tests/amdgcn_mfma.rs` and
//! `tests/amdgcn_encode.rs` check that those bytes equal llvm-mc's for every instruction of the
//! examples, of thousands of random kernels per target and of every matrix instruction
//! simulated here, so that what runs here is what the GPU runs.
//!
//! The ABI follows the kernel descriptor and metadata in the text: s[0:1] the kernarg segment
//! pointer, then the enabled workgroup ids; v0 the work-item id.
//!
//! Where the hardware leaves a choice, the simulator takes the one that exposes code relying on
//! more than it is promised:
//! - scalar arguments smaller than their slot (an i8 in a 4-byte slot) fill the rest of the slot
//!   with junk (0xa5), as a runtime may;
//! - memory operations complete in order but only at an `s_waitcnt` (so a read before the wait
//!   is an error, not a stale value that happens to be right);
//! - `v_rcp_f64`/`v_rsq_f64` are as coarse as the manuals allow (see `float`);
//! - a 16-bit VALU result (`v_cvt_f16_f32`, `v_fma_f16`) zeroes the register's high half on GFX9
//!   and keeps it on GFX11;
//! - LDS starts unwritten in every workgroup, and global memory is never shared between
//!   workgroups running at once (they run one after another).

mod exec;
mod float;
mod matrix;
mod memory;
mod parse;

pub use crate::lockstep::{SimOptions, SimStats};
pub use memory::{buffer_base, KERNARG_BASE};

use exec::{Ctx, Flow, Wave, WaveState};
use memory::Memory;
use parse::{ArgKind, Program};
use std::fmt;

/// A kernel argument, in parameter order.
#[derive(Clone, Debug, PartialEq)]
pub enum SimArg {
    /// A global buffer: its bytes, which the kernel reads and writes, and its element size
    /// (for messages).
    Buffer { name: String, data: Vec<u8>, elem_bytes: u32 },
    /// A scalar passed by value: its little-endian bytes.
    Scalar { name: String, bytes: Vec<u8> },
}

/// Which kind of error a run stopped with.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SimErrorKind {
    /// The text could not be read (unknown mnemonic, bad operand, missing metadata).
    Parse,
    /// Arguments that do not fit the kernel's metadata.
    Launch,
    /// An instruction the simulator understands but whose operands are not valid.
    Invalid,
    /// A register (or a lane of one) read before anything wrote it.
    Uninitialized,
    /// A load's destination read or overwritten before an `s_waitcnt` retired the load, or a
    /// barrier with memory operations outstanding.
    MissingWait,
    /// A memory access outside every buffer, or misaligned.
    OutOfBounds,
    /// LDS read before written, or a race between waves with no barrier between.
    Lds,
    /// A barrier not reached by every wave.
    Barrier,
    /// A hazard the hardware does not check (missing wait states).
    Hazard,
    /// The step budget ran out.
    StepLimit,
}

/// Why a simulated run failed. `Display`: `workgroup (1, 0, 0), wave 2, lane 5: line 120
/// `v_add_f32 v1, v2, v3`: ...`, leaving out the parts that are unknown.
#[derive(Clone, Debug, PartialEq)]
pub struct SimError {
    pub kind: SimErrorKind,
    pub workgroup: Option<[u32; 3]>,
    pub wave: Option<u32>,
    pub lane: Option<u32>,
    /// The line of the text (1-based).
    pub line: Option<u32>,
    /// The instruction's text.
    pub inst: String,
    pub message: String,
}

impl SimError {
    fn new(kind: SimErrorKind, message: impl Into<String>) -> SimError {
        SimError {
            kind,
            workgroup: None,
            wave: None,
            lane: None,
            line: None,
            inst: String::new(),
            message: message.into(),
        }
    }
}

impl fmt::Display for SimError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts = Vec::new();
        if let Some([x, y, z]) = self.workgroup {
            parts.push(format!("workgroup ({x}, {y}, {z})"));
        }
        if let Some(w) = self.wave {
            parts.push(format!("wave {w}"));
        }
        if let Some(l) = self.lane {
            parts.push(format!("lane {l}"));
        }
        if !parts.is_empty() {
            write!(f, "{}: ", parts.join(", "))?;
        }
        match (self.line, self.inst.is_empty()) {
            (Some(l), false) => write!(f, "line {l} `{}`: ", self.inst)?,
            (Some(l), true) => write!(f, "line {l}: ")?,
            (None, false) => write!(f, "`{}`: ", self.inst)?,
            (None, true) => {}
        }
        f.write_str(&self.message)
    }
}

impl std::error::Error for SimError {}

/// What the text says about the launch: for callers that check arguments first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelShape {
    pub name: String,
    pub gfx: String,
    pub wave: u32,
    pub threads: u32,
    pub lds_bytes: u32,
    pub instructions: usize,
}

fn read(asm: &str) -> Result<Program, SimError> {
    parse::parse(asm).map_err(|e| SimError {
        kind: SimErrorKind::Parse,
        line: (e.line > 0).then_some(e.line),
        inst: e.text,
        message: e.message,
        ..SimError::new(SimErrorKind::Parse, "")
    })
}

/// Reads the text and says what a launch of it looks like.
pub fn shape(asm: &str) -> Result<KernelShape, SimError> {
    let p = read(asm)?;
    Ok(KernelShape {
        name: p.name,
        gfx: p.gfx,
        wave: p.wave,
        threads: p.threads,
        lds_bytes: p.lds_bytes,
        instructions: p.insts.len(),
    })
}

/// The kernel-argument segment for `args` and `grid`.
fn kernarg(p: &Program, grid: [u32; 3], args: &[SimArg]) -> Result<Vec<u8>, SimError> {
    let launch = |m: String| SimError::new(SimErrorKind::Launch, m);
    let explicit: Vec<_> = p.args.iter().filter(|a| !matches!(a.kind, ArgKind::BlockCount(_))).collect();
    if explicit.len() != args.len() {
        return Err(launch(format!("kernel {} takes {} arguments, found {}", p.name, explicit.len(), args.len())));
    }
    let end = p.args.iter().map(|a| a.offset as usize + a.size as usize).max().unwrap_or(0);
    let size = (p.kernarg_size as usize).max(end);
    if size > 1 << 20 {
        return Err(launch(format!("a kernarg segment of {size} bytes")));
    }
    let mut seg = vec![0xa5u8; size];
    for (i, (slot, arg)) in explicit.iter().zip(args).enumerate() {
        let at = slot.offset as usize;
        match (&slot.kind, arg) {
            (ArgKind::Buffer, SimArg::Buffer { .. }) => {
                if slot.size != 8 {
                    return Err(launch(format!("argument {i}: a {}-byte pointer", slot.size)));
                }
                seg[at..at + 8].copy_from_slice(&buffer_base(i).to_le_bytes());
            }
            (ArgKind::ByValue, SimArg::Scalar { bytes, .. }) => {
                if bytes.len() > slot.size as usize {
                    return Err(launch(format!("argument {i}: {} bytes for a {}-byte slot", bytes.len(), slot.size)));
                }
                seg[at..at + bytes.len()].copy_from_slice(bytes);
            }
            (ArgKind::Other(k), _) => return Err(launch(format!("argument {i}: unknown kind `{k}`"))),
            (k, a) => {
                let want = if *k == ArgKind::Buffer { "a buffer" } else { "a scalar" };
                let got = if matches!(a, SimArg::Buffer { .. }) { "a buffer" } else { "a scalar" };
                return Err(launch(format!("argument {i}: the kernel takes {want}, found {got}")));
            }
        }
    }
    for slot in &p.args {
        if let ArgKind::BlockCount(axis) = slot.kind {
            if slot.size != 4 {
                return Err(launch(format!("a {}-byte block count", slot.size)));
            }
            let at = slot.offset as usize;
            seg[at..at + 4].copy_from_slice(&grid[axis as usize].to_le_bytes());
        }
    }
    Ok(seg)
}

/// Runs the kernel in `asm` over `grid` on `args` (buffers hold the results afterwards).
pub fn run(asm: &str, grid: [u32; 3], args: &mut [SimArg], opts: &SimOptions) -> Result<SimStats, SimError> {
    let prog = read(asm)?;
    let seg = kernarg(&prog, grid, args)?;
    let mut mem = Memory::new(args, seg, prog.lds_bytes, opts.check_shared);
    let mut stats = SimStats::default();
    for z in 0..grid[2] {
        for y in 0..grid[1] {
            for x in 0..grid[0] {
                workgroup(&prog, [x, y, z], &mut mem, opts, &mut stats)?;
                stats.programs += 1;
            }
        }
    }
    stats.shared_reads = mem.lds_reads;
    [stats.lds_read_conflicts, stats.lds_write_conflicts] = mem.lds_conflicts;
    Ok(stats)
}

fn workgroup(
    prog: &Program,
    wg: [u32; 3],
    mem: &mut Memory<'_>,
    opts: &SimOptions,
    stats: &mut SimStats,
) -> Result<(), SimError> {
    mem.reset_lds();
    let nwaves = prog.threads.div_ceil(prog.wave);
    let mut waves: Vec<Wave> = (0..nwaves).map(|i| Wave::new(prog, i, wg)).collect();
    let mut cx = Ctx { prog, mem };
    let at = |w: &Wave, idx: Option<usize>, kind: SimErrorKind, message: String, lane: Option<u32>| {
        let inst = idx.and_then(|i| prog.insts.get(i));
        SimError {
            kind,
            workgroup: Some(wg),
            wave: Some(w.id),
            lane,
            line: inst.map(|i| i.line),
            inst: inst.map_or(String::new(), |i| i.text.to_string()),
            message,
        }
    };
    loop {
        let mut running = false;
        for w in waves.iter_mut() {
            if w.state != WaveState::Running {
                continue;
            }
            running = true;
            let pc = w.pc;
            if pc >= prog.insts.len() {
                return Err(at(
                    w,
                    None,
                    SimErrorKind::Invalid,
                    "ran past the last instruction without s_endpgm".into(),
                    None,
                ));
            }
            stats.insts += 1;
            stats.steps += prog.wave as u64;
            if stats.steps > opts.max_steps {
                return Err(at(
                    w,
                    Some(pc),
                    SimErrorKind::StepLimit,
                    format!("more than {} steps (lane-instructions): a hang?", opts.max_steps),
                    None,
                ));
            }
            match w.step(&mut cx, pc) {
                Ok(Flow::Next) => w.pc = pc + 1,
                Ok(Flow::Jump(t)) => w.pc = t,
                Ok(Flow::Barrier) => {
                    w.state = WaveState::AtBarrier(pc);
                    w.pc = pc + 1;
                }
                Ok(Flow::End) => w.state = WaveState::Done,
                Err(f) => return Err(at(w, Some(pc), f.kind, f.message, f.lane)),
            }
        }
        if running {
            continue;
        }
        // Every wave waits at a barrier or has ended.
        let waiting: Vec<(u32, usize)> = waves
            .iter()
            .filter_map(|w| match w.state {
                WaveState::AtBarrier(i) => Some((w.id, i)),
                _ => None,
            })
            .collect();
        let Some(&(first, bar)) = waiting.first() else { return Ok(()) };
        if let Some(done) = waves.iter().find(|w| w.state == WaveState::Done) {
            let w = waves.iter().find(|w| w.id == first).expect("a waiting wave");
            return Err(at(
                w,
                Some(bar),
                SimErrorKind::Barrier,
                format!("waits at s_barrier, but wave {} already ended (s_endpgm): the barrier is not reached by every wave", done.id),
                None,
            ));
        }
        if let Some(&(other, ob)) = waiting.iter().find(|(_, i)| *i != bar) {
            let w = waves.iter().find(|w| w.id == first).expect("a waiting wave");
            let l = prog.insts[ob].line;
            return Err(at(
                w,
                Some(bar),
                SimErrorKind::Barrier,
                format!("waits at this s_barrier while wave {other} waits at the one on line {l}"),
                None,
            ));
        }
        cx.mem.barrier();
        for w in waves.iter_mut() {
            w.state = WaveState::Running;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEAD: &str = ".amdgcn_target \"amdgcn-amd-amdhsa--gfx942\"\n.text\nk:\n";

    fn tail(threads: u32, lds: u32, args: &str) -> String {
        format!(
            ".Lk_end:\n.rodata\n.amdhsa_kernel k\n  .amdhsa_group_segment_fixed_size {lds}\n  .amdhsa_user_sgpr_count 2\n  .amdhsa_user_sgpr_kernarg_segment_ptr 1\n  .amdhsa_system_sgpr_workgroup_id_x 1\n.end_amdhsa_kernel\n.amdgpu_metadata\n---\namdhsa.kernels:\n  - .name: k\n    .kernarg_segment_size: 24\n    .wavefront_size: 64\n    .reqd_workgroup_size: [{threads}, 1, 1]\n    .args:\n{args}...\n.end_amdgpu_metadata\n"
        )
    }

    const ONE_BUFFER: &str = "      - .offset: 0\n        .size: 8\n        .value_kind: global_buffer\n      - .offset: 8\n        .size: 4\n        .value_kind: hidden_block_count_x\n";

    fn buffer(n: usize) -> SimArg {
        SimArg::Buffer { name: "out".into(), data: vec![0; 4 * n], elem_bytes: 4 }
    }

    fn words(a: &SimArg) -> Vec<u32> {
        let SimArg::Buffer { data, .. } = a else { panic!() };
        data.chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect()
    }

    /// out[tid] = tid * 3 + wg (64-bit address arithmetic, one store per lane).
    fn store_kernel(wait: bool) -> String {
        let w = if wait { "  s_waitcnt lgkmcnt(0)\n" } else { "" };
        format!(
            "{HEAD}  s_load_dwordx2 s[8:9], s[0:1], 0x0\n  v_mul_lo_u32 v1, v0, 3\n  v_add_u32 v1, s2, v1\n  v_lshlrev_b32 v2, 2, v0\n  s_mul_i32 s10, s2, 0x100\n  v_add_u32 v2, s10, v2\n{w}  v_mov_b32 v4, s9\n  v_add_co_u32 v3, vcc, s8, v2\n  v_addc_co_u32 v4, vcc, v4, 0, vcc\n  global_store_dword v[3:4], v1, off\n  s_endpgm\n{}",
            tail(64, 0, ONE_BUFFER)
        )
    }

    #[test]
    fn a_store_kernel_runs() {
        let mut args = [buffer(128)];
        let s = run(&store_kernel(true), [2, 1, 1], &mut args, &SimOptions::default()).unwrap();
        assert_eq!(s.programs, 2);
        let w = words(&args[0]);
        for (i, v) in w.iter().enumerate() {
            assert_eq!(*v, (i % 64) as u32 * 3 + (i / 64) as u32);
        }
    }

    #[test]
    fn a_missing_wait_is_reported() {
        let mut args = [buffer(128)];
        let e = run(&store_kernel(false), [2, 1, 1], &mut args, &SimOptions::default()).unwrap_err();
        assert_eq!(e.kind, SimErrorKind::MissingWait, "{e}");
        assert!(e.to_string().contains("v_mov_b32 v4, s9"), "{e}");
        assert!(e.to_string().contains("s_load_dwordx2"), "{e}");
    }

    #[test]
    fn out_of_bounds_and_garbage_are_errors_not_panics() {
        let mut args = [buffer(100)];
        let e = run(&store_kernel(true), [2, 1, 1], &mut args, &SimOptions::default()).unwrap_err();
        assert_eq!(e.kind, SimErrorKind::OutOfBounds, "{e}");
        assert_eq!(e.lane, Some(36));
        for text in ["", "k:\n  v_bogus v1\n", "garbage ]]] [[[", &store_kernel(true)[..300]] {
            assert!(run(text, [1, 1, 1], &mut [], &SimOptions::default()).is_err());
        }
        let uninit = format!("{HEAD}  v_add_u32 v1, v7, v0\n  s_endpgm\n{}", tail(64, 0, ONE_BUFFER));
        let e = run(&uninit, [1, 1, 1], &mut [buffer(1)], &SimOptions::default()).unwrap_err();
        assert_eq!(e.kind, SimErrorKind::Uninitialized, "{e}");
        let hang = format!("{HEAD}.Lk_1:\n  s_branch .Lk_1\n  s_endpgm\n{}", tail(64, 0, ONE_BUFFER));
        let e = run(&hang, [1, 1, 1], &mut [buffer(1)], &SimOptions { max_steps: 1000, ..SimOptions::default() })
            .unwrap_err();
        assert_eq!(e.kind, SimErrorKind::StepLimit, "{e}");
    }

    #[test]
    fn gfx9_div_fmas_needs_four_wait_states_after_a_vcc_write() {
        let body = |nop: &str| {
            format!(
                "{HEAD}  v_cvt_f32_u32 v1, v0\n  v_div_scale_f32 v2, vcc, v1, v1, v1\n{nop}  v_div_fmas_f32 v3, v2, v2, v2\n  s_endpgm\n{}",
                tail(64, 0, ONE_BUFFER)
            )
        };
        let e = run(&body(""), [1, 1, 1], &mut [buffer(1)], &SimOptions::default()).unwrap_err();
        assert_eq!(e.kind, SimErrorKind::Hazard, "{e}");
        let e = run(&body("  s_nop 2\n"), [1, 1, 1], &mut [buffer(1)], &SimOptions::default()).unwrap_err();
        assert_eq!(e.kind, SimErrorKind::Hazard, "{e}");
        run(&body("  s_nop 3\n"), [1, 1, 1], &mut [buffer(1)], &SimOptions::default()).unwrap();
    }

    #[test]
    fn barriers_must_be_reached_by_every_wave() {
        // Wave 0 skips the barrier.
        let text = format!(
            "{HEAD}  v_readfirstlane_b32 s4, v0\n  s_cmp_eq_u32 s4, 0\n  s_cbranch_scc1 .Lk_1\n  s_barrier\n.Lk_1:\n  s_endpgm\n{}",
            tail(128, 0, ONE_BUFFER)
        );
        let e = run(&text, [1, 1, 1], &mut [buffer(1)], &SimOptions::default()).unwrap_err();
        assert_eq!(e.kind, SimErrorKind::Barrier, "{e}");
    }
}
