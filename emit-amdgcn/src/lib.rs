//! tessera-emit-amdgcn: AMDGCN assembly text from allocated `VCode<amdgcn::Inst>`, with the
//! kernel descriptor (`.amdhsa_kernel`) and the code object metadata (`.amdgpu_metadata`), and
//! the loadable code object (HSACO) of that text, with no LLVM: [`encode`] turns the
//! instructions into machine code, [`hsaco`] writes the ELF shared object around it with the
//! descriptor and the metadata note ([`msgpack`]). `llvm-mc` and `ld.lld` make the same code
//! object from the text; they are test oracles only.
//!
//! ```text
//!   VCode<amdgcn::Inst> ── tessera_regalloc::allocate ──> Allocated (physical units, moves)
//!        ── registers: units to s/v registers ── waits and hazards ──> Assembly:
//!             text (each line printed from its operands) + the same operands (encode::Program)
//!   Program ── encode::assemble_program ──> bytes ── hsaco::write (descriptor, symbols, note)
//!        ──> HSACO          (text ── encode::assemble ──> the same bytes: tests, llvm-mc)
//! ```
//!
//! Every instruction line goes through one function (`Emitter::put`): it writes the line from
//! the mnemonic, the operands and the modifiers and records the same values for the encoder,
//! so the text and the code object cannot disagree about an operand.
//!
//! This file holds the entry points ([`emit`], [`allocate`], [`emit_allocated`],
//! [`code_object`]) and what they return; the parts:
//! - `register_file`: the register-file search: the files regalloc2 is offered, small first
//!   and cut to the measured pressure ([`REG_FILES`], [`peak_pressure`], [`allocate`]).
//! - `emitter`: the lines of each instruction, move and block end, the wait states (`s_nop`)
//!   the ISA manuals require, and the kernel's directives; its parts `emitter::names`
//!   (allocated units to s/v/a registers: dense renumbering, the spill area in VGPRs, AGPRs
//!   and past them scratch memory, the scratch SGPR pair; operands as the assembly writes
//!   them) and `emitter::waits` (`s_waitcnt` insertion
//!   for pending loads: vmcnt, lgkmcnt); `hazard`: the matrix-core wait states of kernels
//!   with MFMAs.
//! - `relax`: long branches: a branch that its 16-bit offset cannot reach becomes
//!   `s_getpc_b64` / `s_add_u32` / `s_addc_u32` / `s_setpc_b64` through the scratch pair.
//! - [`encode`], [`hsaco`], [`msgpack`]: machine code, the ELF code object, its metadata note.

mod emitter;
pub mod encode;
mod hazard;
pub mod hsaco;
pub mod msgpack;
mod register_file;
mod relax;

pub use register_file::{allocate, peak_pressure, reg_class, REG_FILES, SCRATCH_DWORDS};
pub use relax::with_branch_reach;

use emitter::Emitter;
use emitter::{RegSet, Regs};
use register_file::{spill_limit, vgpr_limit};
use tessera_isel::amdgcn::{Gfx, Inst};
use tessera_isel::vcode::VCode;
pub use tessera_regalloc::AllocOptions;
use tessera_regalloc::Allocated;

/// Why a kernel could not be emitted.
#[derive(Debug, thiserror::Error)]
pub enum EmitError {
    #[error("register allocation failed: {0}")]
    Alloc(#[from] tessera_regalloc::AllocError),
    #[error("the kernel needs {0} VGPRs (registers and spill area), more than the {1} a wave can hold (registers and scratch memory)")]
    TooManyVgprs(u32, u32),
    #[error("cannot encode the kernel: {0}")]
    Encode(#[from] encode::EncodeError),
    #[error("internal error in the AMDGCN emitter: {0}")]
    Internal(String),
}

/// What the kernel descriptor and metadata need besides the code.
#[derive(Clone, Debug)]
pub struct KernelInfo {
    pub name: String,
    /// Work-items per workgroup.
    pub threads: u32,
    pub lds_bytes: u32,
    /// Explicit arguments: offset, size, and whether it is a global pointer.
    pub args: Vec<(u32, u32, bool)>,
    /// Offset of the hidden block counts (x, y, z).
    pub hidden_offset: u32,
}

/// Register usage and allocation cost, for reports.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Usage {
    pub sgprs: u32,
    /// Architected VGPRs (`.vgpr_count`).
    pub vgprs: u32,
    /// AGPRs (gfx90a, gfx942: the spill slots past the 256 VGPRs), after the VGPRs rounded up
    /// to 4 (`accum_offset`).
    pub agprs: u32,
    pub moves: usize,
    pub spills: usize,
    pub reloads: usize,
    /// Bytes of scratch (private) memory per work-item: spill slots past the register file
    /// (gfx942, gfx1100); 0 for most kernels.
    pub scratch: u32,
}

impl Usage {
    /// The unified register file's registers a wave takes: the VGPRs, and with AGPRs the
    /// VGPRs rounded up to 4 (`accum_offset`) and the AGPRs after them.
    pub fn total_vgprs(&self) -> u32 {
        if self.agprs > 0 {
            self.vgprs.next_multiple_of(4) + self.agprs
        } else {
            self.vgprs
        }
    }
}
/// A kernel's assembly: the text (what the simulator runs and `llvm-mc` assembles) and the
/// same instructions in the encoder's form ([`encode::Program`]), both written from the same
/// operands as each line is printed, so that the code object needs no text read back.
#[derive(Clone, Debug, Default)]
pub struct Assembly {
    pub text: String,
    pub program: encode::Program,
}

/// Allocates registers and writes the assembly of one kernel.
pub fn emit(
    gfx: Gfx,
    code: &VCode<Inst>,
    info: &KernelInfo,
    opts: AllocOptions,
) -> Result<(Assembly, Usage), EmitError> {
    let alloc = allocate(gfx, code, opts)?;
    emit_allocated(gfx, code, alloc, info)
}

/// The code object (HSACO) of a kernel that [`emit`] wrote: tessera's own encoding of the
/// instructions ([`encode::assemble_program`], from the emitter's operands) in an ELF shared
/// object ([`hsaco::write`]) whose descriptor and metadata come from the same `info` and
/// `usage` as the text's.
pub fn code_object(gfx: Gfx, asm: &Assembly, info: &KernelInfo, usage: Usage) -> Result<Vec<u8>, EmitError> {
    let code = encode::assemble_program(gfx, &asm.program)?;
    Ok(hsaco::write(gfx, &[hsaco::Kernel { info, usage, code: &code.code }]))
}

/// [`code_object`] from the assembly text instead ([`encode::assemble_kernel`]): the same bytes
/// (`tests/amdgcn_hsaco.rs` checks it for every example and the random kernels).
pub fn code_object_from_text(gfx: Gfx, text: &str, info: &KernelInfo, usage: Usage) -> Result<Vec<u8>, EmitError> {
    let code = encode::assemble_kernel(gfx, text, &info.name)
        .ok_or_else(|| EmitError::Internal(format!("no kernel `{}` in the text", info.name)))??;
    Ok(hsaco::write(gfx, &[hsaco::Kernel { info, usage, code: &code.code }]))
}
/// Writes the assembly of one kernel from its allocation ([`allocate`]).
pub fn emit_allocated(
    gfx: Gfx,
    code: &VCode<Inst>,
    mut alloc: Allocated<Inst>,
    info: &KernelInfo,
) -> Result<(Assembly, Usage), EmitError> {
    let regs = Regs::new(&mut alloc, gfx);
    // The spill area runs on from the VGPRs into the AGPRs on CDNA, and past the register
    // file into scratch memory where the target has it (`Regs::slot`).
    let needed = regs.spill_base + regs.spill_units();
    let limit = spill_limit(gfx);
    // An SGPR's slot is lanes of a VGPR (`v_writelane`), never an AGPR or memory.
    if needed > limit || regs.int_slots_top() > 256 {
        return Err(EmitError::TooManyVgprs(needed, limit));
    }
    let file = vgpr_limit(gfx);
    let (vgprs, agprs) = (needed.min(256), needed.min(file).saturating_sub(256));
    let scratch = regs.scratch_bytes();
    let has_mfma = code.blocks.values().any(|b| b.insts.iter().any(|i| matches!(i, Inst::Mfma { .. })));
    let mut e = Emitter {
        gfx,
        code,
        regs,
        name: &info.name,
        prev: (false, false),
        out: String::new(),
        line: String::new(),
        // About a line and a half per allocated instruction or move.
        program: encode::Program::with_capacity(alloc.blocks.iter().map(|b| b.items.len() * 3 / 2 + 4).sum()),
        pending_vm: RegSet::default(),
        pending_lgkm: RegSet::default(),
        error: None,
        hazards: has_mfma.then(|| {
            if gfx.is_gfx11() {
                hazard::Hazards::wmma()
            } else {
                hazard::Hazards::new(gfx == Gfx::Gfx942)
            }
        }),
    };
    e.body(&mut alloc);
    if let Some(error) = e.error.take() {
        return Err(EmitError::Internal(error));
    }
    // Branches too far for their offset, made long through the scratch pair (free at block
    // ends, where the branches are: `relax`).
    relax::run(gfx, &info.name, &mut e.out, &mut e.program, e.regs.scratch_sgpr)?;
    let sgprs = e.regs.sgprs();
    let usage = Usage {
        sgprs,
        vgprs: vgprs.max(1),
        agprs,
        moves: alloc.stats.moves,
        spills: alloc.stats.spills,
        reloads: alloc.stats.reloads,
        scratch,
    };
    let program = std::mem::take(&mut e.program);
    let text = e.finish(info, usage);
    Ok((Assembly { text, program }, usage))
}
