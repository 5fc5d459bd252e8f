//! Running a kernel as its `; run:` directives say: make the arguments, launch, check.
//!
//! ```text
//!   RunSpec ──make_args──> [Arg] ──device──> [Arg] ──check──> Report
//! ```
//!
//! Today the device is the CPU reference (`interp`); the GPU devices plug in at the launch step.

use crate::directives::{Input, RunSpec};
use crate::reference::{self, Tolerance};
use rand::{rngs::StdRng, Rng, SeedableRng};
use std::collections::HashMap;
use std::time::{Duration, Instant};
use tessera_ir::interp::{self, Arg, Buffer};
use tessera_ir::{Const, DType, Kernel, Scalar};

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
    pub device: &'static str,
    pub grid: [u32; 3],
    pub elapsed: Duration,
    /// Every buffer after the run, by parameter name, as f64.
    pub buffers: Vec<(String, Vec<f64>)>,
    pub checks: Vec<CheckOutcome>,
}

impl Report {
    pub fn passed(&self) -> bool {
        self.checks.iter().all(|c| c.passed)
    }
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
            (Scalar::Num(d), Input::Scalar(v)) => Arg::Scalar(Const::from_f64(d, *v)),
            (Scalar::Num(d), _) => return Err(format!("%{} is a scalar {d}; give it a number", p.name)),
            (Scalar::Ptr(_), Input::Scalar(_)) => {
                return Err(format!("%{} is a pointer; give it a buffer such as zeros(N) or rand(N)", p.name))
            }
            (Scalar::Ptr(d), input) => Arg::Buffer(fill(d, input, &mut rng).map_err(|e| format!("%{}: {e}", p.name))?),
        };
        args.push(arg);
    }
    Ok(args)
}

fn fill(d: DType, input: &Input, rng: &mut StdRng) -> Result<Buffer, String> {
    let len = match *input {
        Input::Zeros(n) | Input::Iota(n) | Input::Fill(n, _) | Input::Rand { len: n, .. } => n,
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
    let checks = check_all(spec, &before, &after)?;
    Ok(Report {
        kernel: kernel.name.clone(),
        device: "cpu (reference interpreter)",
        grid,
        elapsed,
        buffers: after.into_iter().collect(),
        checks,
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
