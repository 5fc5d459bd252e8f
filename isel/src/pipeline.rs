//! The pipeline: what isel runs for each target, in what order, and the retries that make a
//! kernel fit. The facade (`tessera::compile`) verifies the kernel, calls one function here,
//! and hands the result to the emitter.
//!
//! ```text
//!   tile IR ── passes::induction ── passes::orient ──> lower (lane expansion, retried)
//!     PTX:    ─> [lower] ─> ptx::bulk_waits ─> ptx::reassoc ─> dce ─> [dce] ─> licm ─> coalesce ─> ptx::wgmma_waits
//!     AMDGCN: ─> place_tuples ─> [lower] ─> dce ─> sink ─> [dce] ─> finish (allocate, emit)
//! ```
//!
//! Before any of it, [`element_support::check`] refuses element types the target does not compile
//! (the 8-bit floats, today) with an error naming the type, the target and the op.
//!
//! (`[stage]`: where a [`Stage`]'s output is printed.) `reassoc` runs before the one `dce`,
//! which then also removes the operands its rewrites left unread. `licm` and `coalesce` are
//! for PTX, whose virtual registers ptxas allocates; `sink` is for AMDGCN, whose registers
//! regalloc2 allocates from the live ranges `sink` shortens.
//!
//! Two kinds of retry, both from the top with a fresh target:
//!
//! - Lane expansion ([`lower_fitting`]): a kernel over the shared-memory limit is lowered again
//!   with less in flight: first without loops staged through registers, then without dot
//!   operands resident across loops, then with a shallower default ring; a loop planned for
//!   warpgroup turns that could not take them is lowered again without turns.
//! - AMDGCN ([`amdgcn_fitting`]): code on the matrix cores that needs more VGPRs than a wave
//!   addresses (WMMA operands take four times MFMA's registers) is lowered again with its
//!   dots on multiply-adds, what it compiled to before it had matrix cores. Whether it fits
//!   is only known after allocation, which lives downstream: the caller passes that step in.

use crate::amdgcn::{Amdgcn, Gfx};
use crate::element_support;
use crate::lower::{self, LowerError, Lowered};
use crate::passes::{coalesce, dce, induction, licm, orient, sink};
use crate::ptx::{bulk_waits, reassoc, wgmma_waits, Ptx, Sm};
use crate::target::{Target, Tma};
use crate::CodegenOptions;
use std::fmt;
use std::str::FromStr;
use tessera_ir::Kernel;

/// The register pressure past which a PTX loop keeps its invariant code (`licm::run`'s budget:
/// 32-bit registers a thread as the pass estimates them on the VCode, its peak plus the
/// hoisted values live through the loop). The estimate runs above what ptxas allots, which
/// rematerialises and folds what it can, so the budget is 1.5 times ptxas's 255, set between
/// the loops measured (`ptxas -v`): the attention backward's d64 64x128 loop (estimate 334)
/// hoists and takes 249 registers without spills; its d64 128x128 (494) and d128 64x128 (417)
/// loops spilled 112 and 192 bytes with the hoisting and none without. Every forward attention
/// and matmul loop estimates below 300 and hoists as before.
const LICM_BUDGET: u32 = 384;

/// A stage of the compile whose output can be printed (`tessera compile --print-after`), as
/// Cranelift's and MLIR's dumps do. Each prints as text a test can compare:
///
/// | stage | output |
/// | --- | --- |
/// | `verify` | the tile IR, in canonical `.tile` text |
/// | `lower` | the `VCode` after lane expansion: blocks, parameters, instructions, terminators |
/// | `dce` | the same after dead-code elimination (for PTX, after `reassoc` too, whose dead operands it removes; for AMDGCN, after `sink`) |
/// | `regalloc` | AMDGCN: the allocated code (physical units, regalloc2's moves); PTX keeps virtual registers, so this stage prints nothing there |
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    Verify,
    Lower,
    Dce,
    Regalloc,
}

impl Stage {
    pub const ALL: [Stage; 4] = [Stage::Verify, Stage::Lower, Stage::Dce, Stage::Regalloc];
    pub fn name(self) -> &'static str {
        match self {
            Stage::Verify => "verify",
            Stage::Lower => "lower",
            Stage::Dce => "dce",
            Stage::Regalloc => "regalloc",
        }
    }
}

impl fmt::Display for Stage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Stage {
    type Err = String;
    fn from_str(s: &str) -> Result<Stage, String> {
        Stage::ALL
            .into_iter()
            .find(|t| t.name() == s)
            .ok_or_else(|| format!("unknown stage `{s}` (known: {}, all)", Stage::ALL.map(|t| t.name()).join(", ")))
    }
}

/// What receives each stage's output as the stage finishes; the text is only made if the
/// receiver writes it.
pub type StagePrinter<'a> = &'a mut dyn FnMut(Stage, &dyn fmt::Display);

/// Lowers `k` into a target that `fresh` makes, retrying with less in flight where it does not
/// fit (see the module docs). `k` must be verified.
pub fn lower_fitting<T: Target>(k: &Kernel, fresh: impl Fn() -> T) -> Result<(T, Lowered), LowerError> {
    let closed = induction::run(k);
    let k = closed.as_ref().unwrap_or(k);
    let oriented = orient::run(k);
    let k = oriented.as_ref().unwrap_or(k);
    let mut t = fresh();
    let mut o = lower::Options::of(t.codegen());
    loop {
        match lower::lower_with(k, &mut t, o) {
            Err(e) if e.bulk_over && o.bulk => o.bulk = false,
            Err(e) if e.turns_failed && o.turns => o.turns = false,
            Err(e) if e.staging_over && o.staging => o.staging = false,
            Err(e) if e.residents_over && o.residents => o.residents = false,
            Err(e) if e.default_ring_over && o.default_stages > 1 => o.default_stages -= 1,
            r => return r.map(|l| (t, l)),
        }
        t = fresh();
    }
}

/// A verified kernel lowered for a PTX architecture, with the PTX passes run: what the
/// emitter writes and the simulator runs.
pub fn ptx(
    k: &Kernel,
    sm: Sm,
    tma: Tma,
    codegen: &CodegenOptions,
    print: StagePrinter,
) -> Result<(Ptx, Lowered), LowerError> {
    // sm_89 and later have the fp8 `cvt` forms and fp8 `mma.sync` (sm_90a fp8 `wgmma` too).
    let fp8 = if sm.hopper() { element_support::Fp8::Dot } else { element_support::Fp8::None };
    element_support::check(k, sm.name(), fp8)?;
    let (mut ptx, lowered) = lower_fitting(k, || {
        let mut ptx = Ptx::new(sm);
        ptx.tma = tma;
        ptx.codegen = *codegen;
        ptx
    })?;
    print(Stage::Lower, &ptx.vcode);
    if codegen.bulk_red {
        bulk_waits::run(&mut ptx.vcode);
    }
    if codegen.reassoc {
        reassoc::run(&mut ptx.vcode);
    }
    dce::run(&mut ptx.vcode);
    print(Stage::Dce, &ptx.vcode);
    if codegen.licm {
        licm::run(&mut ptx.vcode, codegen.licm_budget.then_some(LICM_BUDGET));
    }
    coalesce::run(&mut ptx.vcode, codegen.early_edge_moves);
    if codegen.late_wgmma_waits {
        wgmma_waits::run(&mut ptx.vcode);
    }
    Ok((ptx, lowered))
}

/// A verified kernel lowered for an AMD architecture, its dots on the matrix cores where
/// `matrix_cores` allows, with the AMDGCN passes run: what register allocation takes.
pub fn amdgcn(
    k: &Kernel,
    gfx: Gfx,
    codegen: &CodegenOptions,
    matrix_cores: bool,
    print: StagePrinter,
) -> Result<(Amdgcn, Lowered), LowerError> {
    element_support::check(k, gfx.name(), element_support::Fp8::None)?;
    let (mut isel, lowered) = lower_fitting(k, || {
        let mut isel = Amdgcn::new(gfx);
        isel.matrix_cores = matrix_cores;
        isel.codegen = *codegen;
        isel
    })?;
    isel.place_tuples();
    print(Stage::Lower, &isel.vcode);
    dce::run(&mut isel.vcode);
    if codegen.sink {
        sink::run(&mut isel.vcode);
    }
    // The dce stage prints the code as allocation takes it: sunk too.
    print(Stage::Dce, &isel.vcode);
    Ok((isel, lowered))
}

/// Why [`amdgcn_fitting`] failed: in lowering, or in the caller's `finish`.
#[derive(Debug)]
pub enum FitError<E> {
    Lower(LowerError),
    Finish(E),
}

/// [`amdgcn`] on the matrix cores, then `finish` (allocation and emission, downstream of isel);
/// where `finish` fails with an error that `too_many_registers` recognises and the code used
/// the matrix cores, the kernel is lowered again with its dots on multiply-adds. If those do
/// not fit either, the first error is the one returned (it names the smaller count).
pub fn amdgcn_fitting<R, E>(
    k: &Kernel,
    gfx: Gfx,
    codegen: &CodegenOptions,
    print: StagePrinter,
    mut finish: impl FnMut(&Amdgcn, &Lowered, StagePrinter) -> Result<R, E>,
    too_many_registers: impl Fn(&E) -> bool,
) -> Result<(Amdgcn, Lowered, R), FitError<E>> {
    let (isel, lowered) = amdgcn(k, gfx, codegen, true, print).map_err(FitError::Lower)?;
    match finish(&isel, &lowered, print) {
        Ok(r) => Ok((isel, lowered, r)),
        Err(first) if too_many_registers(&first) && isel.uses_matrix_cores() => {
            let (isel, lowered) = amdgcn(k, gfx, codegen, false, print).map_err(FitError::Lower)?;
            match finish(&isel, &lowered, print) {
                Ok(r) => Ok((isel, lowered, r)),
                Err(_) => Err(FitError::Finish(first)),
            }
        }
        Err(e) => Err(FitError::Finish(e)),
    }
}
