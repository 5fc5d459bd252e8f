//! The checks behind the fuzz targets (`fuzz/`), shared with the corpus replay test
//! (`tests/fuzz_corpus.rs`) so that both run the same code. Each takes arbitrary bytes; a panic or
//! an `Err` is a bug. [`campaign`] is `tessera fuzz`: the differential check as a product, over
//! seeded inputs on any device, with its findings written and reduced.
//!
//! ```text
//!   parse        bytes as .tile text ─> parse ─> verify ─> compile (every target)   no panics
//!   verify       bytes as entropy ─> gen::generate ─> verify                        must verify
//!   compile      bytes ─> generate (target's scope) ─> compile for every target      must compile
//!   differential bytes ─> generate (exact ops) ─> interp vs sim-ptx, sim-amdgcn       bit for bit
//!                (sm_90, gfx942 wave64, gfx1100 wave32)
//! ```

pub mod assembler;
pub mod campaign;

use crate::compile::{compile, Options, Target};
use crate::ir::gen::{generate, ByteSource, GenConfig};
use crate::ir::interp::{self, Arg};
use crate::ir::{text, verify::verify};
use tessera_sim::SimOptions;

/// Step budgets small enough for a fuzzer's per-input time.
pub(crate) const INTERP_STEPS: u64 = 1 << 24;
pub(crate) const SIM_STEPS: u64 = 1 << 26;

/// Parses `data` as `.tile` text; what parses and verifies must also compile or be rejected
/// with an error.
pub fn parse(data: &[u8]) -> Result<(), String> {
    let Ok(src) = std::str::from_utf8(data) else { return Ok(()) };
    let Ok(file) = text::parse(src) else { return Ok(()) };
    for k in &file.kernels {
        if verify(k).is_ok() {
            for t in Target::ALL {
                let _ = compile(k, t, &Options::default());
            }
        }
    }
    Ok(())
}

/// A generated kernel always verifies.
pub fn verify_generated(data: &[u8]) -> Result<(), String> {
    let case = generate(&mut ByteSource { data, pos: 0 }, &GenConfig::default());
    verify(&case.kernel)
        .map_err(|e| format!("generated kernel does not verify: {e}\n{}", text::print_kernel(&case.kernel)))
}

/// A generated kernel within a target's scope compiles for that target.
pub fn compile_generated(data: &[u8]) -> Result<(), String> {
    for t in Target::ALL {
        let case = generate(&mut ByteSource { data, pos: 0 }, &t.gen_config());
        match compile(&case.kernel, t, &Options::default()) {
            // Some generated dots need more VGPRs than a wave has (`Target::gen_config`), and some
            // kernels are too long for the encoder's branches (`CompileError::exceeds_limits`).
            Err(e) if e.exceeds_limits() => {}
            r => {
                r.map_err(|e| format!("{t}: {e}\n{}", text::print_kernel(&case.kernel)))?;
            }
        }
    }
    Ok(())
}

/// The generator in exact mode: results must match bit for bit.
pub fn exact_config(t: Target) -> GenConfig {
    let mut cfg = t.gen_config();
    cfg.ops.math = false;
    cfg.ops.nan_bits = false;
    cfg.reduce_ok = |op, d| !op.is_arg() && (op != crate::ir::op::ReduceOp::Sum || !d.is_float());
    cfg
}

/// The interpreter and the simulated code (sm_90 PTX, gfx942 and gfx1100 AMDGCN) agree bit for
/// bit (NaN == NaN) on a generated exact-mode kernel (each target's scope). A kernel the
/// interpreter rejects (step budget) is skipped.
pub fn differential(data: &[u8]) -> Result<(), String> {
    // One target per simulator and wave size: PTX, AMDGCN wave64 and wave32.
    for t in [Target::Sm90, Target::Gfx942, Target::Gfx1100] {
        differential_on(data, t).map_err(|e| format!("{t}: {e}"))?;
    }
    Ok(())
}

fn differential_on(data: &[u8], target: Target) -> Result<(), String> {
    let case = generate(&mut ByteSource { data, pos: 0 }, &exact_config(target));
    let mut want = case.args.clone();
    if interp::run_with(
        &case.kernel,
        case.grid,
        &mut want,
        &interp::Options { max_steps: INTERP_STEPS, ..Default::default() },
    )
    .is_err()
    {
        return Ok(());
    }
    let mut got = case.args.clone();
    let opts = SimOptions { max_steps: SIM_STEPS, ..SimOptions::default() };
    let show = || text::print_kernel(&case.kernel);
    let ran = if target.gfx().is_some() {
        match compile(&case.kernel, target, &Options::default()) {
            // Some generated dots need more VGPRs than a wave has (`Target::gen_config`), and some
            // kernels are too long for the encoder's branches (`CompileError::exceeds_limits`).
            Err(e) if e.exceeds_limits() => return Ok(()),
            Err(e) => Err(e.to_string()),
            Ok(c) => crate::simulate::run_amdgcn_code(&case.kernel, &c.code, case.grid, &mut got, &opts)
                .map(|_| ())
                .map_err(|e| format!("simulator ({target}): {e}")),
        }
    } else {
        crate::simulate::run_ptx(&case.kernel, target, case.grid, &mut got, &opts).map(|_| ())
    };
    ran.map_err(|e| format!("{e}\n{}", show()))?;
    for (i, (w, g)) in want.iter().zip(&got).enumerate() {
        let (Arg::Buffer(w), Arg::Buffer(g)) = (w, g) else { continue };
        for j in 0..w.len() {
            let (a, b) = (w.get(j), g.get(j));
            let same = a == b
                || matches!((a, b), (Some(a), Some(b)) if w.dtype.is_float() && a.as_f64().is_nan() && b.as_f64().is_nan());
            if !same {
                return Err(format!("%{}[{j}]: sim {b:?} interp {a:?}\n{}", case.kernel.params[i].name, show()));
            }
        }
    }
    Ok(())
}
