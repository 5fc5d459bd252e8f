//! Compiled kernels on the SIMT simulators: what `tessera run --device sim-ptx` /
//! `--device sim-amdgcn` and the differential tests use when there is no GPU.
//!
//! ```text
//!   Kernel ─verify─> isel::pipeline::ptx ─> VCode<ptx::Inst> ─> sim::lockstep::run on host buffers
//!   Kernel ─compile (gfx90a, gfx942, gfx1100)─> AMDGCN text ─> sim::amdgcn::run on host buffers
//! ```
//!
//! The PTX code simulated is exactly what `compile` emits as PTX (the same `VCode`, before
//! printing); the AMDGCN code is the assembly text itself, registers allocated, waits inserted.
//! Buffers sit at fake 64-bit addresses and every access is bounds-checked; see `tessera_sim` for the
//! model and the errors it reports.

use crate::compile::Target;
pub use crate::compile::{lower_ptx, LoweredPtx};
use tessera_ir::interp::Arg;
use tessera_ir::{Kernel, Scalar};
use tessera_sim::lockstep::{self as sim, Launch, SimError, SimOptions, SimStats};

/// Checks that `args` fit `kernel`'s parameters (count, buffer or scalar, element types).
pub fn check_args(kernel: &Kernel, args: &[Arg]) -> Result<(), String> {
    if args.len() != kernel.params.len() {
        return Err(format!("kernel {} takes {} arguments, found {}", kernel.name, kernel.params.len(), args.len()));
    }
    for (p, a) in kernel.params.iter().zip(args) {
        let ok = match (kernel.ty(p.value).scalar, a) {
            (Scalar::Ptr(d), Arg::Buffer(b)) => b.dtype == d,
            (Scalar::Num(d), Arg::Scalar(c)) => c.dtype == d,
            _ => false,
        };
        if !ok {
            return Err(format!("argument %{}: expected {}, found {}", p.name, kernel.ty(p.value), a.describe()));
        }
    }
    Ok(())
}

/// Simulates already-lowered code for `kernel` over `grid` on `args`.
pub fn run_lowered(
    kernel: &Kernel,
    l: &LoweredPtx,
    grid: [u32; 3],
    args: &mut [Arg],
    opts: &SimOptions,
) -> Result<SimStats, SimError> {
    let names: Vec<String> = kernel.params.iter().map(|p| p.name.clone()).collect();
    let launch = Launch {
        grid,
        threads: l.threads,
        warp_size: 32,
        shared_bytes: l.ptx.shared_bytes,
        tensor_maps: l.ptx.tensor_maps.clone(),
    };
    sim::run(&l.ptx.vcode, &launch, args, &names, opts)
}

/// Compiles `kernel` for `target` and simulates it over `grid` on `args` (buffers hold the
/// results afterwards).
pub fn run_ptx(
    kernel: &Kernel,
    target: Target,
    grid: [u32; 3],
    args: &mut [Arg],
    opts: &SimOptions,
) -> Result<SimStats, String> {
    run_with(kernel, target, &crate::Options::default(), grid, args, opts)
}

/// Compiles `kernel` for any `target` with `options` and simulates it over `grid` on `args`
/// (buffers hold the results afterwards): [`run_ptx`] and [`run_amdgcn`] under other options.
pub fn run_with(
    kernel: &Kernel,
    target: Target,
    options: &crate::Options,
    grid: [u32; 3],
    args: &mut [Arg],
    opts: &SimOptions,
) -> Result<SimStats, String> {
    check_args(kernel, args)?;
    if target.gfx().is_some() {
        let c = crate::compile(kernel, target, options).map_err(|e| e.to_string())?;
        return run_amdgcn_code(kernel, &c.code, grid, args, opts).map_err(|e| format!("simulator ({target}): {e}"));
    }
    let l = crate::compile::lower_ptx_with(kernel, target, options).map_err(|e| e.to_string())?;
    run_lowered(kernel, &l, grid, args, opts).map_err(|e| format!("simulator ({target}): {e}"))
}

/// Simulates AMDGCN assembly `code` (what `compile` emits for `kernel`, or a mutation of it) over
/// `grid` on `args` (buffers hold the results afterwards, also after an error).
pub fn run_amdgcn_code(
    kernel: &Kernel,
    code: &str,
    grid: [u32; 3],
    args: &mut [Arg],
    opts: &SimOptions,
) -> Result<SimStats, tessera_sim::amdgcn::SimError> {
    use tessera_sim::amdgcn::{self as amd, SimArg};
    let mut sim_args: Vec<SimArg> = kernel
        .params
        .iter()
        .zip(args.iter_mut())
        .map(|(p, a)| match a {
            Arg::Buffer(b) => {
                SimArg::Buffer { name: p.name.clone(), data: std::mem::take(&mut b.data), elem_bytes: b.dtype.bytes() }
            }
            Arg::Scalar(c) => SimArg::Scalar {
                name: p.name.clone(),
                bytes: c.bits.to_le_bytes()[..c.dtype.bytes() as usize].to_vec(),
            },
        })
        .collect();
    let r = amd::run(code, grid, &mut sim_args, opts);
    for (a, s) in args.iter_mut().zip(sim_args) {
        if let (Arg::Buffer(b), SimArg::Buffer { data, .. }) = (a, s) {
            b.data = data;
        }
    }
    r
}

/// Compiles `kernel` for an AMDGCN `target` (gfx90a, gfx942, gfx1100) and simulates the
/// assembly over `grid` on `args` (buffers hold the results afterwards).
pub fn run_amdgcn(
    kernel: &Kernel,
    target: Target,
    grid: [u32; 3],
    args: &mut [Arg],
    opts: &SimOptions,
) -> Result<SimStats, String> {
    if target.gfx().is_none() {
        return Err(format!("{target} is not an AMDGCN target (gfx90a, gfx942, gfx1100)"));
    }
    run_with(kernel, target, &crate::Options::default(), grid, args, opts)
}
