//! `tessera fuzz`: a differential campaign. Random kernels from the generator, each compiled,
//! run on a device and compared with the interpreter; every difference, compile error or fault
//! saved as a `.tile` file that replays it, and (by default) reduced to a small kernel that
//! still fails the same way.
//!
//! ```text
//!   seed s, s+1, ..  ─> gen::generate (exact ops: bit-for-bit comparable)
//!                    ─> interp::run (the reference; over its step budget: skipped)
//!                    ─> compile ─> device (sim-ptx, sim-amdgcn, CUDA, HIP) ─> buffers
//!                    ─> compare bit for bit (NaN == NaN)
//!   a failure        ─> FINDINGS/seed-S.tile (kernel, `; run:` inputs, how to replay)
//!                    ─> reduce: the same kind of failure on the same inputs ─> seed-S.reduced.tile
//! ```
//!
//! Inputs are the generator's own (exact-mode operands: every sum exact whatever the order), so
//! the comparison is bit for bit for every op the generator draws; approximate math stays out
//! of a campaign (it has its own bound tests). A kernel whose code needs more registers than the
//! target has (`CompileError::exceeds_limits`), or more steps than the interpreter's or the
//! simulator's budget, is skipped and counted, not a failure.
//!
//! The campaign is deterministic: input `i` is seed `seed + i`, so a finding replays with
//! `--seed S --count 1` as well as from its file.

use super::assembler::Assembler;
use super::{exact_config, INTERP_STEPS, SIM_STEPS};
use crate::compile::{compile, CompileError, Options, Target};
use crate::ir::gen::{generate, Case, GenConfig, SplitMix};
use crate::ir::interp::{self, Arg};
use crate::ir::{text, Kernel};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use tessera_sim::SimOptions;

/// Where a campaign runs its kernels.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Device {
    /// The PTX `VCode` on the SIMT simulator (`--target` sm_80, sm_90 or sm_90a).
    SimPtx,
    /// The AMDGCN assembly on its simulator (`--target` gfx90a, gfx942 or gfx1100).
    SimAmdgcn,
    /// A CUDA GPU (the target its chip compiles for).
    Cuda,
    /// A HIP GPU (built with the `hip` feature).
    Hip,
}

impl Device {
    pub fn name(self) -> &'static str {
        match self {
            Device::SimPtx => "sim-ptx",
            Device::SimAmdgcn => "sim-amdgcn",
            Device::Cuda => "cuda",
            Device::Hip => "hip",
        }
    }
}

/// How long a campaign runs.
#[derive(Copy, Clone, Debug)]
pub enum Limit {
    Count(u64),
    Time(Duration),
}

/// The op families `--features` may name (memory ops, constants, elementwise arithmetic,
/// compares, select, casts and pointer arithmetic are always in).
pub const FEATURES: &[&str] = &["control", "shape", "reduce", "scan", "dot", "atomics", "fp8"];

/// What to run.
#[derive(Clone, Debug)]
pub struct Campaign {
    pub device: Device,
    /// The target the kernels compile for (on a GPU, replaced by the one its chip takes).
    pub target: Target,
    /// The first input's seed; input `i` is seed `seed + i`.
    pub seed: u64,
    pub limit: Limit,
    /// Only these op families ([`FEATURES`]); `None`: every family the target's scope has.
    pub features: Option<Vec<String>>,
    /// Where findings are written; `None`: nowhere (the summary still has them).
    pub findings: Option<PathBuf>,
    /// Reduce each finding to a small kernel that fails the same way.
    pub reduce: bool,
    /// Stop after this many findings.
    pub max_findings: Option<usize>,
    pub options: Options,
    /// An external PTX assembler under test (`--ptxas`): on a GPU its binaries run in place of
    /// the driver's JIT; on sim-ptx its acceptance is checked ([`super::assembler`]).
    pub ptxas: Option<String>,
    /// Threads running inputs at once on the simulators (1: this one). Input `i` is still seed
    /// `seed + i`: with a count, the same inputs as one thread runs, in another order.
    pub jobs: usize,
}

/// What went wrong with one input.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FailureKind {
    /// The device's buffers differ from the interpreter's.
    Mismatch,
    /// A generated (valid) kernel did not compile.
    Compile,
    /// The code faulted or the device refused it (out of bounds, a race, a launch error).
    Fault,
    /// The external assembler (`--ptxas`) rejected the PTX or crashed on it.
    Assembler,
}

impl FailureKind {
    pub fn name(self) -> &'static str {
        match self {
            FailureKind::Mismatch => "mismatch",
            FailureKind::Compile => "compile error",
            FailureKind::Fault => "fault",
            FailureKind::Assembler => "assembler error",
        }
    }
}

/// One failing input.
#[derive(Clone, Debug)]
pub struct Finding {
    pub seed: u64,
    pub kind: FailureKind,
    pub message: String,
    /// Ops in the generated kernel, and in its reduction (when reduced).
    pub ops: usize,
    pub reduced_ops: Option<usize>,
    /// The files written: the failing case, and its reduction.
    pub file: Option<PathBuf>,
    pub reduced_file: Option<PathBuf>,
}

/// A campaign's result.
#[derive(Clone, Debug, Default)]
pub struct Summary {
    /// Inputs run and compared (skipped ones not included).
    pub inputs: u64,
    /// Inputs skipped: over the interpreter's or the simulator's step budget, or past the
    /// target's registers.
    pub skipped: u64,
    pub findings: Vec<Finding>,
    pub elapsed: Duration,
}

impl Summary {
    pub fn per_second(&self) -> f64 {
        (self.inputs + self.skipped) as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

/// What one input came to.
enum Verdict {
    Pass,
    Skip,
    Fail(FailureKind, String),
}

/// A device ready to run kernels, with the external assembler if one is under test.
enum Runner {
    Sim(Option<Assembler>),
    Gpu(tessera_runtime::Device, Option<Assembler>),
}

impl Campaign {
    /// The generator's configuration: the target's scope in exact mode, narrowed to the
    /// features asked for.
    pub fn gen_config(&self) -> Result<GenConfig, String> {
        let mut cfg = exact_config(self.target);
        if let Some(features) = &self.features {
            for f in features {
                if !FEATURES.contains(&f.as_str()) {
                    return Err(format!("unknown feature `{f}` (known: {})", FEATURES.join(", ")));
                }
            }
            let on = |name: &str| features.iter().any(|f| f == name);
            let o = &mut cfg.ops;
            (o.control, o.shape, o.reduce, o.scan, o.dot, o.atomics) =
                (on("control"), on("shape"), on("reduce"), on("scan"), on("dot"), on("atomics"));
            // fp8: dots also on 8-bit float operands (with `dot`), where the target has them.
            if on("fp8") {
                if !matches!(self.target, Target::Sm90 | Target::Sm90a) {
                    return Err(format!(
                        "the fp8 feature needs a target with fp8 dots (sm_90, sm_90a), not {}",
                        self.target
                    ));
                }
                cfg.fp8_dots = true;
            }
        }
        Ok(cfg)
    }

    /// Runs the campaign; `progress` hears after every input.
    pub fn run(&self, progress: &mut dyn FnMut(&Summary)) -> Result<Summary, String> {
        match (self.device, self.target.gfx().is_some()) {
            (Device::SimPtx, true) => return Err(format!("--device sim-ptx runs PTX; {} is AMDGCN", self.target)),
            (Device::SimAmdgcn, false) => {
                return Err(format!("--device sim-amdgcn runs AMDGCN; {} is PTX", self.target))
            }
            _ => {}
        }
        let cfg = self.gen_config()?;
        let assembler = match &self.ptxas {
            Some(_) if matches!(self.device, Device::SimAmdgcn | Device::Hip) => {
                return Err(format!("--ptxas assembles PTX; --device {} runs AMDGCN", self.device.name()))
            }
            Some(cmd) => Some(Assembler::new(cmd)?),
            None => None,
        };
        if self.jobs > 1 && matches!(self.device, Device::Cuda | Device::Hip) {
            return Err(format!(
                "--jobs runs inputs side by side on the simulators; on --device {} run several processes \
                 with their own seeds (benches/gpu/fuzz_campaign.sh)",
                self.device.name()
            ));
        }
        if self.jobs > 1 {
            return self.run_jobs(&cfg, progress);
        }
        let runner = match self.device {
            Device::SimPtx | Device::SimAmdgcn => Runner::Sim(assembler),
            Device::Cuda | Device::Hip => {
                let kind = if self.device == Device::Cuda {
                    tessera_runtime::DeviceKind::Cuda
                } else {
                    tessera_runtime::DeviceKind::Hip
                };
                let dev = tessera_runtime::Device::open(kind).map_err(|e| format!("device {kind}: {e}"))?;
                // The kernels compile for the target of the device's chip (sm_90a on a 9.0 part).
                let chip = dev.target().ok_or_else(|| format!("device {kind} has no compile target"))?;
                let target = crate::target::target_for_chip(chip)?;
                let on_chip = Campaign { target, ..self.clone() };
                return on_chip.run_with(&on_chip.gen_config()?, &Runner::Gpu(dev, assembler), progress);
            }
        };
        self.run_with(&cfg, &runner, progress)
    }

    fn run_with(
        &self,
        cfg: &GenConfig,
        runner: &Runner,
        progress: &mut dyn FnMut(&Summary),
    ) -> Result<Summary, String> {
        if let Some(dir) = &self.findings {
            std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        }
        let start = Instant::now();
        let mut summary = Summary::default();
        for i in 0u64.. {
            let done = match self.limit {
                Limit::Count(n) => i >= n,
                Limit::Time(t) => start.elapsed() >= t,
            } || self.max_findings.is_some_and(|m| summary.findings.len() >= m);
            if done {
                break;
            }
            let seed = self.seed.wrapping_add(i);
            let case = generate(&mut SplitMix(seed), cfg);
            match self.check(runner, &case.kernel, &case) {
                Verdict::Pass => summary.inputs += 1,
                Verdict::Skip => summary.skipped += 1,
                Verdict::Fail(kind, message) => {
                    summary.inputs += 1;
                    summary.findings.push(self.record(runner, seed, &case, kind, message)?);
                }
            }
            summary.elapsed = start.elapsed();
            progress(&summary);
        }
        summary.elapsed = start.elapsed();
        Ok(summary)
    }

    /// [`Campaign::run`] on `jobs` threads (simulators): each takes the next input index from a
    /// shared counter, with an assembler of its own; the summary is shared, and this thread
    /// reports progress from it ten times a second. Findings come out in seed order.
    fn run_jobs(&self, cfg: &GenConfig, progress: &mut dyn FnMut(&Summary)) -> Result<Summary, String> {
        use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
        use std::sync::Mutex;
        if let Some(dir) = &self.findings {
            std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        }
        let start = Instant::now();
        let (next, stop) = (AtomicU64::new(0), AtomicBool::new(false));
        let shared = Mutex::new(Summary::default());
        let lock = || shared.lock().unwrap_or_else(|e| e.into_inner());
        let worker = || -> Result<(), String> {
            let assembler = self.ptxas.as_deref().map(Assembler::new).transpose()?;
            let runner = Runner::Sim(assembler);
            while !stop.load(Ordering::Relaxed) {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let over = match self.limit {
                    Limit::Count(n) => i >= n,
                    Limit::Time(t) => start.elapsed() >= t,
                };
                if over {
                    break;
                }
                let seed = self.seed.wrapping_add(i);
                let case = generate(&mut SplitMix(seed), cfg);
                let (skipped, finding) = match self.check(&runner, &case.kernel, &case) {
                    Verdict::Fail(kind, message) => (false, Some(self.record(&runner, seed, &case, kind, message)?)),
                    Verdict::Skip => (true, None),
                    Verdict::Pass => (false, None),
                };
                let mut s = lock();
                if skipped {
                    s.skipped += 1;
                } else {
                    s.inputs += 1;
                    s.findings.extend(finding);
                }
                if self.max_findings.is_some_and(|m| s.findings.len() >= m) {
                    stop.store(true, Ordering::Relaxed);
                }
            }
            Ok(())
        };
        // A thread that fails stops the others.
        let worker = || worker().inspect_err(|_| stop.store(true, Ordering::Relaxed));
        let result = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..self.jobs).map(|_| scope.spawn(worker)).collect();
            while !handles.iter().all(|h| h.is_finished()) {
                std::thread::sleep(Duration::from_millis(100));
                let mut s = lock().clone();
                s.elapsed = start.elapsed();
                progress(&s);
            }
            handles.into_iter().try_for_each(|h| h.join().unwrap_or_else(|_| Err("a fuzzing thread panicked".into())))
        });
        stop.store(true, Ordering::Relaxed);
        result?;
        let mut summary = lock().clone();
        summary.findings.sort_by_key(|f| f.seed);
        summary.elapsed = start.elapsed();
        Ok(summary)
    }

    /// `kernel` (the case's, or a reduction of it with the same parameters) on the case's inputs.
    fn check(&self, runner: &Runner, kernel: &Kernel, case: &Case) -> Verdict {
        let mut want = case.args.clone();
        let budget = interp::Options { max_steps: INTERP_STEPS, ..Default::default() };
        if interp::run_with(kernel, case.grid, &mut want, &budget).is_err() {
            return Verdict::Skip;
        }
        let mut got = case.args.clone();
        if let Err(v) = self.run_on(runner, kernel, case.grid, &mut got) {
            return v;
        }
        for (i, (w, g)) in want.iter().zip(&got).enumerate() {
            let (Arg::Buffer(w), Arg::Buffer(g)) = (w, g) else { continue };
            let same = |j: usize| {
                let (a, b) = (w.get(j), g.get(j));
                a == b
                    || matches!((a, b), (Some(a), Some(b)) if w.dtype.is_float() && a.as_f64().is_nan() && b.as_f64().is_nan())
            };
            if let Some(j) = (0..w.len()).find(|&j| !same(j)) {
                let show = |c: Option<tessera_ir::Const>| c.map_or("?".to_string(), |c| c.to_string());
                // The first difference, and how many elements differ in all (a finding whose
                // elements race shows one of several).
                let more = (j + 1..w.len()).filter(|&j| !same(j)).count();
                let more = if more > 0 { format!(" (and {more} more elements of it differ)") } else { String::new() };
                return Verdict::Fail(
                    FailureKind::Mismatch,
                    format!(
                        "%{}[{j}]: {} {}, interpreter {}{more}",
                        kernel.params[i].name,
                        self.device.name(),
                        show(g.get(j)),
                        show(w.get(j))
                    ),
                );
            }
        }
        Verdict::Pass
    }

    /// Compiles `kernel` and runs it on the device over `args` (buffers hold the results).
    fn run_on(&self, runner: &Runner, kernel: &Kernel, grid: [u32; 3], args: &mut [Arg]) -> Result<(), Verdict> {
        let compile_err = |e: CompileError| {
            if e.exceeds_limits() {
                Verdict::Skip
            } else {
                Verdict::Fail(FailureKind::Compile, e.to_string())
            }
        };
        let fault = |e: String| Verdict::Fail(FailureKind::Fault, e);
        let opts = SimOptions { max_steps: SIM_STEPS, ..SimOptions::default() };
        match (runner, self.target.gfx()) {
            (Runner::Sim(_), Some(_)) => {
                let c = compile(kernel, self.target, &self.options).map_err(compile_err)?;
                crate::simulate::run_amdgcn_code(kernel, &c.code, grid, args, &opts).map(drop).map_err(|e| {
                    if e.kind == tessera_sim::amdgcn::SimErrorKind::StepLimit {
                        Verdict::Skip
                    } else {
                        fault(format!("simulator ({}): {e}", self.target))
                    }
                })
            }
            (Runner::Sim(assembler), None) => {
                let l = crate::compile::lower_ptx_with(kernel, self.target, &self.options).map_err(compile_err)?;
                if let Some(a) = assembler {
                    // The text of the lowering the simulator runs (what `compile` would emit).
                    let ptx = tessera_emit_ptx::emit(kernel, &l.ptx, l.threads);
                    a.assemble(&ptx, &self.target.to_string()).map_err(|e| Verdict::Fail(FailureKind::Assembler, e))?;
                }
                crate::simulate::run_lowered(kernel, &l, grid, args, &opts).map(drop).map_err(|e| {
                    if e.kind == tessera_sim::lockstep::SimErrorKind::StepLimit {
                        Verdict::Skip
                    } else {
                        fault(format!("simulator ({}): {e}", self.target))
                    }
                })
            }
            (Runner::Gpu(dev, assembler), _) => {
                let c = compile(kernel, self.target, &self.options).map_err(compile_err)?;
                let mut image = c.image().map_err(fault)?;
                if let Some(a) = assembler {
                    let cubin = a
                        .assemble(&c.code, &self.target.to_string())
                        .map_err(|e| Verdict::Fail(FailureKind::Assembler, e))?;
                    image.code = tessera_runtime::Code::Cubin(cubin);
                }
                let loaded = dev.load_image(&image).map_err(|e| fault(e.to_string()))?;
                let (_, results) = crate::run::with_device_args(dev, args, |a| loaded.launch(grid, a))
                    .map_err(|e| fault(e.to_string()))?;
                args.clone_from_slice(&results);
                Ok(())
            }
        }
    }

    /// Writes a finding's case (and its reduction) where the campaign keeps findings.
    fn record(
        &self,
        runner: &Runner,
        seed: u64,
        case: &Case,
        kind: FailureKind,
        message: String,
    ) -> Result<Finding, String> {
        let ops = crate::reduce::op_count(&case.kernel);
        let mut finding = Finding { seed, kind, message, ops, reduced_ops: None, file: None, reduced_file: None };
        let reduced = self.reduce.then(|| {
            // A candidate that races (two programs storing different values to one address,
            // which the reducer can make of a benign overlap) fails by the order alone: not
            // the same failure. Generated kernels do not race (`tests/fuzz_campaign.rs`).
            let races = |k: &Kernel| interp::first_race(k, case.grid, &case.args, INTERP_STEPS).is_some();
            let mut same_failure =
                |k: &Kernel| !races(k) && matches!(self.check(runner, k, case), Verdict::Fail(f, _) if f == kind);
            crate::reduce::reduce(&case.kernel, &mut same_failure, crate::reduce::Budget::default()).kernel
        });
        finding.reduced_ops = reduced.as_ref().map(crate::reduce::op_count);
        if let Some(dir) = &self.findings {
            let path = dir.join(format!("seed-{seed}.tile"));
            std::fs::write(&path, self.case_file(&case.kernel, case, &finding, false))
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            finding.file = Some(path);
            if let Some(k) = &reduced {
                let path = dir.join(format!("seed-{seed}.reduced.tile"));
                std::fs::write(&path, self.case_file(k, case, &finding, true))
                    .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
                finding.reduced_file = Some(path);
            }
        }
        Ok(finding)
    }

    /// A `.tile` file that replays a finding: what failed and how to replay it, the inputs as
    /// `; run:` lines, and the kernel.
    fn case_file(&self, kernel: &Kernel, case: &Case, f: &Finding, reduced: bool) -> String {
        let device = self.device.name();
        let target = self.target;
        let mut out = format!(
            "; tessera fuzz: {} on {device} ({target}), seed {}{}\n; {}\n",
            f.kind.name(),
            f.seed,
            if reduced {
                format!(", reduced from {} ops to {}", f.ops, crate::reduce::op_count(kernel))
            } else {
                String::new()
            },
            f.message.lines().next().unwrap_or(""),
        );
        let codegen: String = self.options.codegen.changed().iter().map(|c| format!(" -C {c}")).collect();
        let target_flag = match self.device {
            Device::SimPtx | Device::SimAmdgcn => format!(" --target {target}"),
            Device::Cuda | Device::Hip => String::new(),
        };
        let ptxas = self.ptxas.as_ref().map_or(String::new(), |p| format!(" --ptxas '{p}'"));
        if f.kind == FailureKind::Assembler {
            out += &format!(
                "; replay: tessera compile FILE --target {target} -o FILE.ptx, then the --ptxas command on it\n"
            );
        } else {
            out += &format!("; replay: tessera run FILE --device {device}{target_flag}{codegen}\n");
        }
        if !reduced {
            out += &format!(
                "; or: tessera fuzz --device {device}{target_flag}{codegen}{ptxas} --seed {} --count 1\n",
                f.seed
            );
        }
        out += &run_lines(kernel, case.grid, &case.args);
        out += &text::print_kernel(kernel);
        out
    }
}

/// `; run:` lines that give `kernel` exactly `args` over `grid`.
pub fn run_lines(kernel: &Kernel, grid: [u32; 3], args: &[Arg]) -> String {
    let mut out = format!("; run: grid = [{}, {}, {}]\n", grid[0], grid[1], grid[2]);
    for (p, a) in kernel.params.iter().zip(args) {
        match a {
            Arg::Scalar(c) => out += &format!("; run: %{} = {c}\n", p.name),
            Arg::Buffer(b) => {
                let values: Vec<String> = (0..b.len())
                    .map(|j| match b.get(j) {
                        Some(c) if b.dtype.is_int() => c.as_i64().to_string(),
                        Some(c) => format!("{:?}", c.as_f64()),
                        None => "0".to_string(),
                    })
                    .collect();
                out += &format!("; run: %{} = values({})\n", p.name, values.join(", "));
            }
        }
    }
    out
}

/// The directory findings go to by default: `fuzz-findings/DEVICE-TARGET` under `base`.
pub fn default_findings(base: &Path, device: Device, target: Target) -> PathBuf {
    base.join("fuzz-findings").join(format!("{}-{target}", device.name()))
}
