//! `tessera tune` and `tessera bench` on a `.tile` file: its kernel launched as its `; run:`
//! directives say, timed on the GPU (device events, L2 flushed before each run), and for
//! `tune` searched over the kernel attributes `num_warps` and `num_stages`.
//!
//! ```text
//!   RunSpec ──make_args──> host args ──upload──> device args
//!     tune:  Tuner over Config::product(num_warps x num_stages), key = every integer scalar
//!            argument's value, record beside the compile cache ──> TuneReport
//!     bench: GpuTimer on the kernel as written ──> min / median / mean
//! ```
//!
//! Without a GPU, `tune` is an error (see [`crate::tune`] for why), and `bench` is one too
//! unless the CPU is asked for by name, when it times the interpreter on the host clock.

use crate::directives::RunSpec;
use crate::jit::Jit;
use crate::tune::{median, Config, GpuTimer, KeyPart, Timer, TuneError, TuneReport, Tuner};
use std::time::{Duration, Instant};
use tessera_ir::interp;
use tessera_ir::{Kernel, Scalar};
use tessera_runtime::{Arg, RawBuffer};

/// Device copies of the buffers of `host` (scalars stay on the host).
fn upload(jit: &Jit, host: &[interp::Arg]) -> Result<Vec<Option<RawBuffer>>, String> {
    host.iter()
        .map(|a| match a {
            interp::Arg::Buffer(b) => jit.device().upload_host(b).map(Some).map_err(|e| e.to_string()),
            interp::Arg::Scalar(_) => Ok(None),
        })
        .collect()
}

fn launch_args<'a>(host: &[interp::Arg], uploaded: &'a [Option<RawBuffer>]) -> Vec<Arg<'a>> {
    host.iter()
        .zip(uploaded)
        .map(|(a, u)| match (a, u) {
            (_, Some(b)) => Arg::from(b),
            (interp::Arg::Scalar(c), None) => Arg::Scalar(*c),
            // `upload` gives every buffer a copy.
            (interp::Arg::Buffer(b), None) => Arg::Scalar(tessera_ir::Const::zero(b.dtype)),
        })
        .collect()
}

/// What `tessera tune` searches over.
#[derive(Clone, Debug, Default)]
pub struct TuneSpace {
    /// `num_warps` values; empty: the kernel's own.
    pub num_warps: Vec<u32>,
    /// `num_stages` values; empty: the kernel's own.
    pub num_stages: Vec<u32>,
    pub reps: u32,
    /// Show the tuner's progress (a bar on a terminal, else its one line on stderr).
    pub progress: bool,
}

impl TuneSpace {
    /// Every combination, as configs.
    pub fn configs(&self, kernel: &Kernel) -> Vec<Config> {
        let or_own = |v: &[u32], own: u32| -> Vec<i64> {
            if v.is_empty() {
                vec![own as i64]
            } else {
                v.iter().map(|&x| x as i64).collect()
            }
        };
        let w = or_own(&self.num_warps, kernel.num_warps);
        // A kernel that leaves num_stages to the target is tuned over warps alone, at that default.
        match (kernel.num_stages, self.num_stages.is_empty()) {
            (None, true) => Config::product(&[("num_warps", &w)]),
            (own, _) => {
                Config::product(&[("num_warps", &w), ("num_stages", &or_own(&self.num_stages, own.unwrap_or(1)))])
            }
        }
    }
}

/// `kernel` with the attributes of `config`.
pub fn with_attributes(kernel: &Kernel, config: &Config) -> Result<Kernel, String> {
    let mut k = kernel.clone();
    let small = |name: &str, v: i64| u32::try_from(v).map_err(|_| format!("{name} = {v} is out of range"));
    if let Some(w) = config.num_warps() {
        k.num_warps = small("num_warps", w)?;
    }
    if let Some(s) = config.num_stages() {
        k.num_stages = Some(small("num_stages", s)?);
    }
    tessera_ir::verify::verify(&k).map_err(|e| e.to_string())?;
    Ok(k)
}

/// Tunes `kernel`'s attributes on `jit`'s GPU for the launch `spec` describes.
pub fn tune_file(
    jit: &Jit,
    kernel: &Kernel,
    spec: &RunSpec,
    seed: u64,
    space: &TuneSpace,
) -> Result<TuneReport, String> {
    if jit.device().kind() == tessera_runtime::DeviceKind::Cpu {
        let why = jit.fallback_note().unwrap_or("the device is the cpu").to_string();
        return Err(TuneError::NoGpu(why).to_string());
    }
    let grid = spec.grid.ok_or("no grid: add `; run: grid = N` or pass --grid")?;
    let host = crate::run::make_args(kernel, spec, seed)?;
    let uploaded = upload(jit, &host)?;
    let args = launch_args(&host, &uploaded);
    let key: Vec<KeyPart> = kernel
        .params
        .iter()
        .filter(|p| matches!(kernel.ty(p.value).scalar, Scalar::Num(d) if d.is_int()))
        .map(|p| KeyPart::Value(p.name.clone()))
        .collect();
    let text = tessera_ir::text::print_kernel(kernel);
    let name = format!("{} {:032x}", kernel.name, tessera_runtime::hash::fnv1a_128(text.as_bytes()));
    let mut tuner = Tuner::new(&name, |c: &Config| with_attributes(kernel, c))
        .configs(space.configs(kernel))
        .key(key)
        .reps(space.reps);
    if !space.progress {
        tuner = tuner.quiet();
    }
    let (_, report) = tuner.tune(jit, &grid, &args).map_err(|e| e.to_string())?;
    Ok(report)
}

/// Times of one kernel.
#[derive(Clone, Debug)]
pub struct BenchReport {
    pub device: String,
    pub samples: Vec<Duration>,
    /// What was timed and how.
    pub how: &'static str,
}

impl BenchReport {
    pub fn min(&self) -> Duration {
        self.samples.iter().copied().min().unwrap_or_default()
    }
    pub fn median(&self) -> Duration {
        median(&self.samples)
    }
    pub fn mean(&self) -> Duration {
        let n = self.samples.len().max(1) as u32;
        self.samples.iter().sum::<Duration>() / n
    }
}

/// Times `kernel` as `spec` launches it: on `jit`'s GPU, or on the interpreter when `cpu`.
pub fn bench_file(
    jit: &Jit,
    kernel: &Kernel,
    spec: &RunSpec,
    seed: u64,
    reps: u32,
    cpu: bool,
) -> Result<BenchReport, String> {
    let grid = spec.grid.ok_or("no grid: add `; run: grid = N` or pass --grid")?;
    let reps = reps.max(1);
    let host = crate::run::make_args(kernel, spec, seed)?;
    if cpu {
        let mut samples = Vec::with_capacity(reps as usize);
        for _ in 0..reps {
            let mut args = host.clone();
            let t = Instant::now();
            interp::run(kernel, grid, &mut args).map_err(|e| e.to_string())?;
            samples.push(t.elapsed());
        }
        return Ok(BenchReport {
            device: "cpu (reference interpreter)".into(),
            samples,
            how: "host clock, the interpreter",
        });
    }
    if jit.device().kind() == tessera_runtime::DeviceKind::Cpu {
        let why = jit.fallback_note().unwrap_or("the device is the cpu");
        return Err(format!("no GPU to time on ({why}); `--device cpu` times the reference interpreter instead"));
    }
    let uploaded = upload(jit, &host)?;
    let args = launch_args(&host, &uploaded);
    let mut timer = GpuTimer::new(jit, &grid, &args, reps).map_err(|e| e.to_string())?;
    let samples = timer.samples(&Config::new(), kernel.clone())?;
    Ok(BenchReport { device: jit.device().describe(), samples, how: "device events, L2 flushed before each run" })
}
