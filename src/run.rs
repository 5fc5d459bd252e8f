//! Running a kernel as its `; run:` directives say: make the arguments, launch, check.
//!
//! ```text
//!   RunSpec ──make_args──> [Arg] ──device──> [Arg] ──check──> Report
//! ```
//!
//! On the CPU the launch is the reference interpreter itself ([`run_cpu`]). On a GPU
//! ([`run_on_device`]) the kernel is compiled through the runtime's cache by [`gpu_image`],
//! the arguments are uploaded, the launch is timed with device events, and the results are
//! checked twice: against the `check` directives' references, and against the interpreter run
//! on the same inputs ([`InterpComparison`]).

use crate::directives::{Input, RunSpec};
use crate::reference::{self, Tolerance};
use rand::{rngs::StdRng, Rng, SeedableRng};
use std::collections::HashMap;
use std::time::{Duration, Instant};
use tessera_ir::interp::{self, Arg, Buffer};
use tessera_ir::{Const, DType, Kernel, Scalar};
use tessera_runtime::{Cache, Device, KernelImage, LoadTrace, LoadedKernel, RawBuffer};

/// The outcome of one `check` directive.
#[derive(Clone, Debug)]
pub struct CheckOutcome {
    pub check: String,
    pub passed: bool,
    pub max_abs_err: f64,
    /// The element with the largest error relative to the tolerance, with both values.
    pub worst: Option<(usize, f64, f64)>,
    pub tolerance: Tolerance,
    pub elements: usize,
}

/// What a run did.
#[derive(Clone, Debug)]
pub struct Report {
    pub kernel: String,
    pub device: String,
    pub grid: [u32; 3],
    /// The launch: host time on the CPU, device time (events) on a GPU.
    pub elapsed: Duration,
    /// Every buffer after the run, by parameter name, as f64.
    pub buffers: Vec<(String, Vec<f64>)>,
    pub checks: Vec<CheckOutcome>,
    /// GPU runs: how loading went (cache, compile, driver JIT).
    pub load: Option<LoadTrace>,
    /// GPU runs: every buffer compared with the interpreter on the same inputs.
    pub vs_interp: Vec<InterpComparison>,
}

impl Report {
    pub fn passed(&self) -> bool {
        self.checks.iter().all(|c| c.passed) && self.vs_interp.iter().all(|c| c.passed)
    }
}

/// One buffer of a device run compared with the interpreter's result for the same inputs.
#[derive(Clone, Debug)]
pub struct InterpComparison {
    pub buffer: String,
    pub dtype: DType,
    pub elements: usize,
    pub max_abs_err: f64,
    /// Elements that differ at all (bits, or value for floats).
    pub differing: usize,
    pub tolerance: Tolerance,
    pub passed: bool,
    /// The element with the largest error: index, device value, interpreter value.
    pub worst: Option<(usize, f64, f64)>,
}

/// The arguments for `kernel` as `spec` describes them; random fills come from `seed`.
pub fn make_args(kernel: &Kernel, spec: &RunSpec, seed: u64) -> Result<Vec<Arg>, String> {
    let mut rng = StdRng::seed_from_u64(seed);
    for (name, _) in &spec.inputs {
        if !kernel.params.iter().any(|p| p.name == *name) {
            return Err(format!("a run directive sets %{name}, which is not a parameter of @{}", kernel.name));
        }
    }
    let mut args = Vec::with_capacity(kernel.params.len());
    for p in &kernel.params {
        let input = spec.inputs.iter().find(|(n, _)| *n == p.name).map(|(_, i)| i).ok_or_else(|| {
            format!("no value for parameter %{}: add `; run: %{} = ..` or pass --set", p.name, p.name)
        })?;
        let ty = kernel.ty(p.value);
        let arg = match (ty.scalar, input) {
            (Scalar::Num(d), Input::Scalar(v)) => {
                Arg::Scalar(crate::directives::scalar_const(d, v).map_err(|e| format!("%{}: {e}", p.name))?)
            }
            (Scalar::Num(d), _) => return Err(format!("%{} is a scalar {d}; give it a number", p.name)),
            (Scalar::Ptr(_), Input::Scalar(_)) => {
                return Err(format!("%{} is a pointer; give it a buffer such as zeros(N) or rand(N)", p.name))
            }
            (Scalar::Ptr(d), input) => Arg::Buffer(fill(d, input, &mut rng).map_err(|e| format!("%{}: {e}", p.name))?),
        };
        args.push(arg);
    }
    for c in &spec.computed {
        compute_input(kernel, c, &mut args)
            .map_err(|e| format!("in `compute %{} = {}(..)`: {e}", c.target, c.reference))?;
    }
    Ok(args)
}

/// Overwrites the buffer of `c.target` with the reference's result from the other buffers as
/// they are now, rounded to the buffer's type (a `; run: compute` line).
fn compute_input(kernel: &Kernel, c: &crate::directives::Check, args: &mut [Arg]) -> Result<(), String> {
    let buffers: HashMap<String, Vec<f64>> = buffers_of(kernel, args).into_iter().collect();
    let i = kernel.params.iter().position(|p| p.name == c.target).ok_or("not a parameter")?;
    let Arg::Buffer(target) = &mut args[i] else { return Err("not a buffer".into()) };
    let (values, _) = reference::evaluate(c, &buffers, &buffers[&c.target])?;
    let d = target.dtype;
    for (j, v) in values.into_iter().enumerate() {
        let k = if d.is_int() { Const::from_i64(d, v as i64) } else { Const::from_f64(d, v) };
        if !target.set(j, k) {
            return Err(format!("index {j} is past the end of the buffer"));
        }
    }
    Ok(())
}

fn fill(d: DType, input: &Input, rng: &mut StdRng) -> Result<Buffer, String> {
    let len = match *input {
        Input::Zeros(n) | Input::Iota(n) | Input::Fill(n, _) | Input::Rand { len: n, .. } => n,
        Input::Values(ref v) => v.len(),
        Input::Scalar(_) => 0,
    };
    let bytes = len.checked_mul(d.bytes() as usize).ok_or("buffer size overflows")?;
    let mut data = Vec::new();
    data.try_reserve_exact(bytes).map_err(|_| format!("cannot allocate {bytes} bytes for {len} elements of {d}"))?;
    data.resize(bytes, 0);
    let mut b = Buffer { dtype: d, data };
    for i in 0..len {
        let v = match *input {
            Input::Iota(_) => i as f64,
            Input::Fill(_, v) => v,
            Input::Values(ref v) => v[i],
            Input::Rand { lo, hi, .. } if d.is_int() => {
                let (lo, hi) = (lo.ceil() as i64, hi.floor() as i64);
                if lo <= hi {
                    rng.gen_range(lo..=hi) as f64
                } else {
                    lo as f64
                }
            }
            Input::Rand { lo, hi, .. } => rng.gen_range(lo..hi),
            Input::Zeros(_) | Input::Scalar(_) => 0.0,
        };
        let c = if d.is_int() { Const::from_i64(d, v as i64) } else { Const::from_f64(d, v) };
        let _ = b.set(i, c); // `c` has the buffer's dtype by construction
    }
    Ok(b)
}

fn as_f64(b: &Buffer) -> Vec<f64> {
    (0..b.len()).map(|i| b.get(i).map_or(f64::NAN, |c| c.as_f64())).collect()
}

/// Runs `kernel` on the CPU reference as `spec` says, and checks the results.
pub fn run_cpu(kernel: &Kernel, spec: &RunSpec, seed: u64) -> Result<Report, String> {
    let grid = spec.grid.ok_or("no grid: add `; run: grid = N` or pass --grid")?;
    let mut args = make_args(kernel, spec, seed)?;
    let before = buffers_of(kernel, &args);
    let t0 = Instant::now();
    interp::run(kernel, grid, &mut args).map_err(|e| e.to_string())?;
    let elapsed = t0.elapsed();
    let after = buffers_of(kernel, &args);
    let checks = check_all(kernel, spec, &before, &after)?;
    Ok(Report {
        kernel: kernel.name.clone(),
        device: "cpu (reference interpreter)".into(),
        grid,
        elapsed,
        buffers: after.into_iter().collect(),
        checks,
        load: None,
        vs_interp: Vec::new(),
    })
}

fn buffers_of(kernel: &Kernel, args: &[Arg]) -> Vec<(String, Vec<f64>)> {
    kernel
        .params
        .iter()
        .zip(args)
        .filter_map(|(p, a)| match a {
            Arg::Buffer(b) => Some((p.name.clone(), as_f64(b))),
            Arg::Scalar(_) => None,
        })
        .collect()
}

/// Evaluates every check: references read the inputs as they were before the launch.
pub fn check_all(
    kernel: &Kernel,
    spec: &RunSpec,
    before: &[(String, Vec<f64>)],
    after: &[(String, Vec<f64>)],
) -> Result<Vec<CheckOutcome>, String> {
    let inputs: HashMap<String, Vec<f64>> = before.iter().cloned().collect();
    let mut out = Vec::new();
    for c in &spec.checks {
        let got =
            &after.iter().find(|(n, _)| *n == c.target).ok_or_else(|| format!("%{} is not a buffer", c.target))?.1;
        let (want, tol) = reference::evaluate(c, &inputs, &inputs[&c.target])?;
        // An output stored in a narrow float type carries one more rounding.
        let stored = kernel.params.iter().find(|p| p.name == c.target).and_then(|p| match kernel.ty(p.value).scalar {
            tessera_ir::Scalar::Ptr(d) => Some(d),
            _ => None,
        });
        let tol = stored.map_or(tol, |d| tol.stored_as(d));
        let mut max_abs_err: f64 = 0.0;
        let mut worst: Option<(usize, f64, f64)> = None;
        let mut worst_ratio = -1.0;
        let mut passed = true;
        for (i, (&g, &w)) in got.iter().zip(&want).enumerate() {
            let ok = tol.accepts(g, w);
            passed &= ok;
            let err = (g - w).abs();
            let err = if err.is_nan() { f64::INFINITY } else { err };
            max_abs_err = max_abs_err.max(if g == w { 0.0 } else { err });
            let ratio = if ok { err / (tol.atol + tol.rtol * w.abs()).max(f64::MIN_POSITIVE) } else { f64::INFINITY };
            if ratio > worst_ratio {
                worst_ratio = ratio;
                worst = Some((i, g, w));
            }
        }
        out.push(CheckOutcome {
            check: c.to_string(),
            passed,
            max_abs_err,
            worst,
            tolerance: tol,
            elements: got.len(),
        });
    }
    Ok(out)
}

/// Runs `kernel` compiled for `sm_90` on the SIMT simulator as `spec` says, and checks the results
/// against the references and against the interpreter (as a GPU run is checked).
/// Runs the interpreter on `host` (the inputs of a device run) and compares every buffer of
/// the device's `results` with it.
fn versus_interp(
    kernel: &Kernel,
    grid: [u32; 3],
    host: Vec<Arg>,
    results: &[Arg],
) -> Result<Vec<InterpComparison>, String> {
    let mut reference = host;
    interp::run(kernel, grid, &mut reference).map_err(|e| format!("the interpreter failed on the same inputs: {e}"))?;
    let dot_inputs = dot_input_type(kernel);
    Ok(kernel
        .params
        .iter()
        .zip(results.iter().zip(&reference))
        .filter_map(|(p, pair)| match pair {
            (Arg::Buffer(got), Arg::Buffer(want)) => Some(compare(&p.name, got, want, dot_inputs)),
            _ => None,
        })
        .collect())
}

/// The narrowest float type a `dot` of the kernel multiplies (f16 or bf16; tf32 counts as f16;
/// the 8-bit floats as themselves, compared within bf16's tolerance: sm_90a's warpgroups sum
/// them in 14 bits, C included, so a dot of K = 96 is off by up to about 1.3 % of its sum of
/// |a b|; f32 for exact f32 products, which AMD's MFMA sums in its own order), if any: tensor
/// cores add those products by their own rule (within `Op::Dot`'s bound of the interpreter's
/// sums), and what a kernel computes from such a sum (a softmax, a cast to f16) can move by more
/// than that, so its float results are compared within the tolerance of the input type.
fn dot_input_type(kernel: &Kernel) -> Option<DType> {
    // From the narrowest: fp8, bf16, f16 (tf32 has f16's 10-bit mantissa), f32.
    let rank = |d: DType| match d {
        DType::F8E4M3 | DType::F8E5M2 => 0,
        DType::BF16 => 1,
        DType::F16 => 2,
        _ => 3,
    };
    let mut narrowest: Option<DType> = None;
    for d in kernel.insts.values() {
        if let tessera_ir::op::Op::Dot { precision } = d.op {
            let this = match kernel.ty(d.args[0]).dtype() {
                Some(DType::F32) if precision == tessera_ir::op::DotPrecision::Tf32 => DType::F16,
                Some(t @ (DType::F8E4M3 | DType::F8E5M2 | DType::BF16 | DType::F16 | DType::F32)) => t,
                _ => continue,
            };
            if narrowest.is_none_or(|n| rank(this) < rank(n)) {
                narrowest = Some(this);
            }
        }
    }
    narrowest
}

/// Runs `kernel` as the directives say on the simulator of `target`'s code (the PTX
/// simulator for sm_80/sm_90, the AMDGCN one for gfx90a, gfx942 and gfx1100), checked like a
/// GPU run.
pub fn run_sim(kernel: &Kernel, spec: &RunSpec, seed: u64, target: crate::Target) -> Result<Report, String> {
    run_sim_with(kernel, spec, seed, target, &crate::Options::default())
}

/// [`run_sim`], compiled with `options`.
pub fn run_sim_with(
    kernel: &Kernel,
    spec: &RunSpec,
    seed: u64,
    target: crate::Target,
    options: &crate::Options,
) -> Result<Report, String> {
    let grid = spec.grid.ok_or("no grid: add `; run: grid = N` or pass --grid")?;
    let host = make_args(kernel, spec, seed)?;
    let before = buffers_of(kernel, &host);
    let mut results = host.clone();
    let t0 = Instant::now();
    let opts = tessera_sim::SimOptions::default();
    crate::simulate::run_with(kernel, target, options, grid, &mut results, &opts)?;
    let device = match target.gfx() {
        Some(_) => format!("sim-amdgcn (SIMT simulator of {target} code)"),
        None => format!("sim-ptx (SIMT simulator of {target} code)"),
    };
    let elapsed = t0.elapsed();
    let after = buffers_of(kernel, &results);
    let checks = check_all(kernel, spec, &before, &after)?;
    let vs_interp = versus_interp(kernel, grid, host, &results)?;
    Ok(Report { kernel: kernel.name.clone(), device, grid, elapsed, buffers: after, checks, load: None, vs_interp })
}

/// The compile options that go into the cache key: the compiler's identity. The version alone
/// would let a rebuilt compiler of the same version read images its predecessor wrote, so the
/// running executable's size and modification time go in too (any rebuild changes them; a
/// missing executable only costs cache hits). Callers add the [`crate::Options`] they compile
/// with.
pub fn compile_options() -> &'static str {
    static OPTIONS: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    OPTIONS.get_or_init(|| {
        let build = std::env::current_exe()
            .and_then(std::fs::metadata)
            .map(|m| {
                let mtime = m.modified().ok().and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok());
                format!("{} bytes, modified {}", m.len(), mtime.map_or(0, |d| d.as_nanos()))
            })
            .unwrap_or_else(|_| format!("unknown build {}", std::process::id()));
        format!("tessera {} ({build})", env!("CARGO_PKG_VERSION"))
    })
}

/// The call site of the GPU compiler for `tessera run`: the image of `kernel` for the device's
/// chip `target` (`sm_90`, `gfx942`), compiled for the target the JIT picks for that chip
/// (sm_90a on compute capability 9.0). The runtime calls it through its cache, so it runs only
/// on a miss.
pub fn gpu_image(kernel: &Kernel, target: &str, options: &crate::Options) -> Result<KernelImage, String> {
    let t = crate::target::target_for_chip(target)?;
    crate::compile(kernel, t, options).map_err(|e| e.to_string())?.image()
}

/// Loads `kernel` on a GPU `device` through the process-wide cache and [`gpu_image`], compiled
/// with `options` (which the cache key holds).
pub fn load_on_device(
    device: &Device,
    kernel: &Kernel,
    options: &crate::Options,
) -> Result<(LoadedKernel, LoadTrace), tessera_runtime::Error> {
    load_assembled(device, kernel, options, None)
}

/// As [`load_on_device`], with the PTX put through an external assembler when `ptxas` is given
/// (`tessera run --ptxas`): its binary is loaded in place of the driver's JIT of the PTX, so a
/// kernel can be run under two assemblers (or two levels of one) and the results compared. The
/// command is part of the cache key.
pub fn load_assembled(
    device: &Device,
    kernel: &Kernel,
    options: &crate::Options,
    ptxas: Option<&crate::fuzzing::assembler::Assembler>,
) -> Result<(LoadedKernel, LoadTrace), tessera_runtime::Error> {
    let assembler = ptxas.map_or(String::new(), |a| format!(" | ptxas {}", a.command()));
    let key = format!("{} | {options:?}{assembler}", compile_options());
    device.load_traced(&std::sync::Arc::new(kernel.clone()), Cache::global(), &key, |k, t| {
        let mut image = gpu_image(k, t, options)?;
        if let (Some(a), tessera_runtime::Code::Ptx(ptx)) = (ptxas, &image.code) {
            let arch = crate::target::target_for_chip(t)?.to_string();
            image.code = tessera_runtime::Code::Cubin(a.assemble(ptx, &arch)?);
        }
        Ok::<_, String>(image)
    })
}

/// Runs `kernel` on `device` (loaded as [`load_on_device`] does) as `spec` says, and checks the
/// results against the references and against the interpreter.
pub fn run_on_device(
    device: &Device,
    kernel: &Kernel,
    spec: &RunSpec,
    seed: u64,
    options: &crate::Options,
) -> Result<Report, String> {
    let (loaded, trace) = load_on_device(device, kernel, options).map_err(|e| e.to_string())?;
    run_loaded(device, &loaded, trace, kernel, spec, seed)
}

/// `host`'s buffers uploaded to `device`, `launch` called with the device arguments, and the
/// arguments as they are afterwards (every buffer read back).
pub fn with_device_args<T>(
    device: &Device,
    host: &[Arg],
    launch: impl FnOnce(&[tessera_runtime::Arg]) -> Result<T, tessera_runtime::Error>,
) -> Result<(T, Vec<Arg>), tessera_runtime::Error> {
    let uploaded: Vec<Option<RawBuffer>> = host
        .iter()
        .map(|a| match a {
            Arg::Buffer(b) => device.upload_host(b).map(Some),
            Arg::Scalar(_) => Ok(None),
        })
        .collect::<Result<_, _>>()?;
    let args: Vec<tessera_runtime::Arg> = host
        .iter()
        .zip(&uploaded)
        .map(|(a, u)| match (a, u) {
            (_, Some(b)) => tessera_runtime::Arg::from(b),
            (Arg::Scalar(c), None) => tessera_runtime::Arg::Scalar(*c),
            (Arg::Buffer(_), None) => tessera_runtime::Arg::Scalar(Const::zero(DType::I1)),
        })
        .collect();
    let out = launch(&args)?;
    let mut results = Vec::with_capacity(host.len());
    for (a, u) in host.iter().zip(&uploaded) {
        results.push(match u {
            Some(b) => Arg::Buffer(b.to_host()?),
            None => a.clone(),
        });
    }
    Ok((out, results))
}

/// The run itself, once the kernel is loaded.
pub fn run_loaded(
    device: &Device,
    loaded: &LoadedKernel,
    trace: LoadTrace,
    kernel: &Kernel,
    spec: &RunSpec,
    seed: u64,
) -> Result<Report, String> {
    let grid = spec.grid.ok_or("no grid: add `; run: grid = N` or pass --grid")?;
    let host = make_args(kernel, spec, seed)?;
    let before = buffers_of(kernel, &host);
    let err = |e: tessera_runtime::Error| e.to_string();
    let (elapsed, results) = with_device_args(device, &host, |args| {
        let stream = device.stream();
        let (start, end) = (device.new_event()?, device.new_event()?);
        start.record(&stream)?;
        loaded.launch(grid, args)?;
        end.record(&stream)?;
        end.elapsed_since(&start)
    })
    .map_err(err)?;
    let after = buffers_of(kernel, &results);
    let checks = check_all(kernel, spec, &before, &after)?;

    // The reference interpreter on the same inputs.
    let vs_interp = versus_interp(kernel, grid, host, &results)?;
    Ok(Report {
        kernel: kernel.name.clone(),
        device: device.describe(),
        grid,
        elapsed,
        buffers: after,
        checks,
        load: Some(trace),
        vs_interp,
    })
}

/// How far a device result may be from the interpreter's: exact for integers; for floats a few
/// units in the last place of the type (approximate math is allowed 2 ulp, and reductions may
/// sum in another order), relative to the magnitude of the value.
fn interp_tolerance(d: DType) -> Tolerance {
    match d {
        DType::F64 => Tolerance { atol: 1e-12, rtol: 1e-12 },
        DType::F32 => Tolerance { atol: 1e-6, rtol: 1e-5 },
        DType::F16 => Tolerance { atol: 1e-3, rtol: 4e-3 },
        DType::BF16 => Tolerance { atol: 1e-2, rtol: 3e-2 },
        // Only as the inputs of a dot (`dot_input_type`): fp8 values themselves are compared
        // by their bits.
        DType::F8E4M3 | DType::F8E5M2 => Tolerance { atol: 1e-2, rtol: 3e-2 },
        _ => Tolerance { atol: 0.0, rtol: 0.0 },
    }
}

fn compare(name: &str, got: &Buffer, want: &Buffer, dot_inputs: Option<DType>) -> InterpComparison {
    let tolerance = match dot_inputs {
        Some(d) if got.dtype.is_float() && got.dtype.bits() > d.bits() => interp_tolerance(d),
        // f32 products summed in another order (AMD's f32 MFMA rounds once per 2 or 4
        // products, the interpreter once per product): a few f32 roundings of partial sums,
        // which near a cancelling result are large against the result.
        Some(DType::F32) if got.dtype == DType::F32 => Tolerance { atol: 1e-5, rtol: 1e-5 },
        _ => interp_tolerance(got.dtype),
    };
    let (g, w) = (as_f64(got), as_f64(want));
    let mut out = InterpComparison {
        buffer: name.into(),
        dtype: got.dtype,
        elements: g.len(),
        max_abs_err: 0.0,
        differing: 0,
        tolerance,
        passed: g.len() == w.len(),
        worst: None,
    };
    let mut worst = -1.0;
    for (i, (&a, &b)) in g.iter().zip(&w).enumerate() {
        let same_bits = got.get(i) == want.get(i);
        if same_bits || (a.is_nan() && b.is_nan()) {
            continue;
        }
        out.differing += 1;
        let ok = tolerance.accepts(a, b);
        out.passed &= ok;
        let e = if (a - b).is_nan() { f64::INFINITY } else { (a - b).abs() };
        out.max_abs_err = out.max_abs_err.max(e);
        let score = if ok { e } else { f64::INFINITY };
        if score > worst {
            worst = score;
            out.worst = Some((i, a, b));
        }
    }
    out
}
