//! The `tessera` command-line tool: `check`, `fmt`, `compile`, `run`, `tune`, `bench`, `fuzz` and `reduce` on
//! `.tile` files.

use clap::{Parser, Subcommand, ValueEnum};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use tessera::diagnostic::render;
use tessera::directives::{parse_grid, RunSpec};
use tessera::fuzzing::assembler::Assembler;
use tessera::ir::text::{self, TileFile};
use tessera::ir::{verify::verify, Kernel};
use tessera_runtime::DeviceKind;

#[derive(Parser)]
#[command(name = "tessera", version, about = "A tile-based GPU kernel compiler: tile programs to PTX and AMDGCN")]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
    /// A code generator switch, `name=value` (repeatable): the alternative a decision was
    /// measured against, as `refill=late` or `licm=off` (`tessera_isel::options::SETTINGS`
    /// lists them; `-C help` prints them).
    #[arg(short = 'C', long = "codegen", value_name = "NAME=VALUE", global = true)]
    codegen: Vec<String>,
}

#[derive(Subcommand)]
enum Cmd {
    /// Parse and verify a .tile file; errors are printed with their line and column.
    Check { file: PathBuf },
    /// Print a .tile file in canonical form.
    Fmt {
        file: PathBuf,
        /// Rewrite the file in place instead of printing.
        #[arg(short, long)]
        write: bool,
    },
    /// Compile a kernel and print the target code (PTX for sm_80 and sm_90).
    Compile {
        file: PathBuf,
        /// A chip (sm_80, sm_90, sm_90a, gfx90a, gfx942, gfx1100), or a triple with its chip
        /// (nvptx64-nvidia-cuda:sm_90a, amdgcn-amd-amdhsa:gfx942), or a triple with --chip.
        #[arg(long, default_value = "sm_90")]
        target: String,
        /// The chip, when --target is a triple.
        #[arg(long)]
        chip: Option<String>,
        /// The kernel to compile when the file holds several.
        #[arg(long)]
        kernel: Option<String>,
        /// Write the code to this file instead of printing it.
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// What to write: the assembly text (PTX or AMDGCN), or for AMDGCN targets the code
        /// object (an HSACO ELF file, as HIP loads it; needs -o).
        #[arg(long, value_enum, default_value_t = Emit::Asm)]
        emit: Emit,
        /// Print a stage's output on stderr as it finishes: verify (the tile IR), lower and dce
        /// (the VCode), regalloc (the allocated AMDGCN code), or all; repeatable, or
        /// comma-separated.
        #[arg(long, value_name = "STAGE", value_delimiter = ',')]
        print_after: Vec<String>,
        /// Print what the AMDGCN code holds instead of the code (with -o, besides writing it):
        /// registers, LDS, occupancy, instruction counts of the kernel and of its innermost loop,
        /// and the throughput model of `tessera::stats`.
        #[arg(long)]
        stats: bool,
        /// Print, instead of the code (with -o, besides writing it), the path each load and
        /// each dot took (TMA ring, cp.async ring, register staging, plain; wgmma, mma.sync,
        /// MFMA, WMMA, FMA) and, where the target has a faster one, why not, with the line.
        #[arg(long)]
        remarks: bool,
    },
    /// Run a kernel on a device as its `; run:` directives say, and check the results.
    Run {
        file: PathBuf,
        #[arg(long, value_enum, default_value_t = Device::Auto)]
        device: Device,
        /// The kernel to run when the file holds several.
        #[arg(long)]
        kernel: Option<String>,
        /// Grid override, e.g. `8` or `8,2`.
        #[arg(long)]
        grid: Option<String>,
        /// Override one input, e.g. `--set %n=100` or `--set '%x=rand(100)'` (repeatable).
        #[arg(long = "set", value_name = "DIRECTIVE")]
        sets: Vec<String>,
        /// Seed for random inputs.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// The architecture whose code `--device sim-amdgcn` runs (gfx90a, gfx942, gfx1100), or
        /// a triple with its chip (amdgcn-amd-amdhsa:gfx942).
        #[arg(long)]
        target: Option<String>,
        /// The chip, when --target is a triple.
        #[arg(long)]
        chip: Option<String>,
        /// With `--device cuda`: an external PTX assembler, as a command (`ptxas -O0`;
        /// `-arch=TARGET IN -o OUT` is appended), whose binary runs in place of the driver's JIT.
        #[arg(long)]
        ptxas: Option<String>,
    },
    /// Differential fuzzing: random kernels compiled, run on a device and compared with the
    /// interpreter bit for bit; each finding saved as a `.tile` file that replays it, and reduced.
    Fuzz {
        #[arg(long, value_enum)]
        device: FuzzDevice,
        /// The target (sim-ptx: sm_80, sm_90, sm_90a, default sm_90; sim-amdgcn: gfx90a, gfx942,
        /// gfx1100, default gfx942); a GPU compiles for its chip.
        #[arg(long)]
        target: Option<String>,
        /// Inputs to run (default 1000 when --time is not given).
        #[arg(long, conflicts_with = "time")]
        count: Option<u64>,
        /// Seconds to run for.
        #[arg(long)]
        time: Option<f64>,
        /// The first input's seed (input i is seed + i).
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Only these op families, comma-separated: control, shape, reduce, scan, dot, atomics; and fp8 (with dot: fp8 operands too, sm_90 and sm_90a).
        #[arg(long, value_delimiter = ',')]
        features: Option<Vec<String>>,
        /// Where findings are written (default fuzz-findings/DEVICE-TARGET).
        #[arg(long)]
        corpus: Option<PathBuf>,
        /// Keep findings as generated (no reduction).
        #[arg(long)]
        no_reduce: bool,
        /// Stop after this many findings.
        #[arg(long)]
        stop_after: Option<usize>,
        /// An external PTX assembler to test, as a command (`ptxas -O0`; `-arch=TARGET IN -o OUT`
        /// is appended): on a CUDA GPU its binaries run in place of the driver's JIT; with
        /// sim-ptx its acceptance of every kernel is checked besides the simulation.
        #[arg(long)]
        ptxas: Option<String>,
        /// Threads running inputs side by side on the simulators (0: one a core).
        #[arg(long, default_value_t = 1)]
        jobs: usize,
    },
    /// Shrink a kernel while a predicate command keeps succeeding (exit status 0: the failure
    /// still holds): `{}` in the command is the candidate file, else its path is the last argument.
    Reduce {
        file: PathBuf,
        #[arg(long)]
        predicate: String,
        /// Which kernel of the file.
        #[arg(long)]
        kernel: Option<String>,
        /// Where the reduced file goes (default FILE with .reduced.tile).
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
    /// Time a kernel over num_warps and num_stages on the GPU as its `; run:` directives launch
    /// it, and keep the fastest beside the compile cache (a GPU is needed).
    Tune {
        file: PathBuf,
        /// num_warps values to try, e.g. `4,8` (default: the kernel's own).
        #[arg(long, value_delimiter = ',')]
        num_warps: Vec<u32>,
        /// num_stages values to try, e.g. `2,3,4` (default: the kernel's own).
        #[arg(long, value_delimiter = ',')]
        num_stages: Vec<u32>,
        #[command(flatten)]
        launch: LaunchArgs,
    },
    /// Time a kernel on the GPU as its `; run:` directives launch it (device events, L2 flushed
    /// before each run); `--device cpu` times the reference interpreter.
    Bench {
        file: PathBuf,
        #[arg(long, value_enum, default_value_t = BenchDevice::Auto)]
        device: BenchDevice,
        #[command(flatten)]
        launch: LaunchArgs,
    },
}

/// How `tune` and `bench` launch the kernel.
#[derive(clap::Args)]
struct LaunchArgs {
    /// The kernel when the file holds several.
    #[arg(long)]
    kernel: Option<String>,
    /// Grid override, e.g. `8` or `8,2`.
    #[arg(long)]
    grid: Option<String>,
    /// Override one input, e.g. `--set %n=100` (repeatable).
    #[arg(long = "set", value_name = "DIRECTIVE")]
    sets: Vec<String>,
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Timed runs per configuration.
    #[arg(long, default_value_t = 10)]
    reps: u32,
    /// Compile for this target instead of the GPU's own (a chip, or a triple with its chip).
    #[arg(long)]
    target: Option<String>,
    /// The chip, when --target is a triple.
    #[arg(long)]
    chip: Option<String>,
}

#[derive(Copy, Clone, PartialEq, Eq, ValueEnum)]
enum BenchDevice {
    /// The GPU present; an error without one.
    Auto,
    /// The reference interpreter, timed on the host clock.
    Cpu,
}

/// What `compile` writes.
#[derive(Copy, Clone, PartialEq, Eq, ValueEnum)]
enum Emit {
    /// The assembly text.
    Asm,
    /// The AMDGCN code object (HSACO).
    Hsaco,
}

#[derive(Copy, Clone, PartialEq, Eq, ValueEnum)]
enum Device {
    /// The best device present: CUDA, then HIP, then the CPU reference (with a note).
    Auto,
    /// The CPU reference interpreter.
    Cpu,
    /// An NVIDIA GPU through the CUDA driver.
    Cuda,
    /// An AMD GPU through HIP.
    Hip,
    /// The SIMT simulator running the PTX code (sm_90 unless --target says otherwise; no GPU needed).
    SimPtx,
    /// The SIMT simulator running the AMDGCN assembly (gfx942 unless --target says otherwise).
    SimAmdgcn,
}

#[derive(Copy, Clone, PartialEq, Eq, ValueEnum)]
enum FuzzDevice {
    SimPtx,
    SimAmdgcn,
    Cuda,
    Hip,
}

fn main() -> ExitCode {
    restore_sigpipe();
    let cli = Cli::parse();
    let options = match codegen_options(&cli.codegen) {
        Ok(o) => o,
        Err(msg) => {
            eprintln!("{msg}");
            return ExitCode::FAILURE;
        }
    };
    match execute(cli.cmd, &options) {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprint!("{msg}");
            if !msg.ends_with('\n') {
                eprintln!();
            }
            ExitCode::FAILURE
        }
    }
}

/// Rust starts programs with SIGPIPE ignored, so that printing to a pipe whose reader has
/// gone (`tessera compile k.tile | head`) fails, and `print!` panics on the failure. A
/// command-line tool ends quietly there instead, as Unix tools do: the signal's default action.
fn restore_sigpipe() {
    #[cfg(unix)]
    // SAFETY: setting a signal's disposition to its default, before any other thread exists.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

/// The compile options the `-C` flags say (`-C help` lists the switches instead).
fn codegen_options(flags: &[String]) -> Result<tessera::Options, String> {
    let mut o = tessera::Options::default();
    for f in flags {
        if f == "help" {
            let mut out = String::from("codegen options (-C name=value; the first value is the default):\n");
            for s in tessera_isel::options::SETTINGS {
                let doc = s.doc.split_whitespace().collect::<Vec<_>>().join(" ");
                out += &format!("  {}={}\n      {doc}\n", s.name, s.values.join("|"));
            }
            return Err(out);
        }
        o.codegen.apply(f).map_err(|e| format!("error: -C {f}: {e}"))?;
    }
    Ok(o)
}

/// Reads, parses and verifies a file; errors come back rendered.
fn load(path: &Path) -> Result<(String, TileFile), String> {
    let name = path.display().to_string();
    let src = std::fs::read_to_string(path).map_err(|e| format!("error: cannot read {name}: {e}"))?;
    let file = text::parse(&src).map_err(|e| render(&name, &src, e.line, e.col, &e.message))?;
    let mut out = String::new();
    for k in &file.kernels {
        if let Err(errs) = verify(k) {
            for e in errs.0 {
                out += &render(&name, &src, e.line, 0, &format!("in @{}: {}: {}", k.name, e.op, e.message));
            }
        }
    }
    if out.is_empty() {
        Ok((src, file))
    } else {
        Err(out)
    }
}

fn pick<'a>(file: &'a TileFile, name: Option<&str>) -> Result<&'a Kernel, String> {
    match (name, file.kernels.as_slice()) {
        (Some(n), ks) => ks.iter().find(|k| k.name == n).ok_or_else(|| format!("error: no kernel @{n} in this file")),
        (None, [k]) => Ok(k),
        (None, []) => Err("error: the file holds no kernel".into()),
        (None, ks) => Err(format!(
            "error: the file holds {} kernels; pick one with --kernel ({})",
            ks.len(),
            ks.iter().map(|k| k.name.as_str()).collect::<Vec<_>>().join(", ")
        )),
    }
}

fn execute(cmd: Cmd, options: &tessera::Options) -> Result<(), String> {
    match cmd {
        Cmd::Check { file } => {
            let (_, f) = load(&file)?;
            println!(
                "{}: ok ({} kernel{})",
                file.display(),
                f.kernels.len(),
                if f.kernels.len() == 1 { "" } else { "s" }
            );
            Ok(())
        }
        Cmd::Fmt { file, write } => {
            let (_, f) = load(&file)?;
            let out = text::print_file(&f);
            if write {
                std::fs::write(&file, out).map_err(|e| format!("error: cannot write {}: {e}", file.display()))
            } else {
                print!("{out}");
                Ok(())
            }
        }
        Cmd::Compile { file, target, chip, kernel, output, emit, print_after, stats, remarks } => {
            let target =
                tessera::Target::parse_with_chip(&target, chip.as_deref()).map_err(|e| format!("error: {e}"))?;
            if emit == Emit::Hsaco && target.gfx().is_none() {
                return Err(format!(
                    "error: --emit hsaco needs an AMDGCN target (gfx90a, gfx942, gfx1100), not {target}"
                ));
            }
            if emit == Emit::Hsaco && output.is_none() {
                return Err("error: --emit hsaco writes a binary file: give it with -o".into());
            }
            let mut stages = Vec::new();
            for s in &print_after {
                match s.as_str() {
                    "all" => stages.extend(tessera::Stage::ALL),
                    s => stages.push(s.parse::<tessera::Stage>().map_err(|e| format!("error: --print-after: {e}"))?),
                }
            }
            if stats && target.gfx().is_none() {
                return Err(format!(
                    "error: --stats reads AMDGCN code (gfx90a, gfx942, gfx1100); {target} keeps virtual registers"
                ));
            }
            if stages.contains(&tessera::Stage::Regalloc) && target.gfx().is_none() {
                eprintln!("note: {target} keeps virtual registers (ptxas allocates them): no regalloc stage to print");
            }
            let (src, f) = load(&file)?;
            let k = pick(&f, kernel.as_deref())?;
            let name = file.display().to_string();
            let mut print = |stage: tessera::Stage, text: &dyn std::fmt::Display| {
                if stages.contains(&stage) {
                    eprint!("; after {stage} ({target})\n{text}\n");
                }
            };
            let c = tessera::compile_printing(k, target, options, &mut print).map_err(|e| match e {
                tessera::CompileError::Lower(l) => {
                    render(&name, &src, l.line, 0, &format!("in @{}: {}: {}", k.name, l.op, l.message))
                }
                other => format!("error: {other}"),
            })?;
            if stats {
                let s = tessera::stats::AmdgcnStats::from_code(&c.code, target).map_err(|e| format!("error: {e}"))?;
                print!("{s}");
            }
            if remarks {
                print!("{}", tessera::remarks::render(&c.remarks, target, &name));
            }
            let stats = stats || remarks;
            let bytes = if emit == Emit::Hsaco { &c.code_object[..] } else { c.code.as_bytes() };
            match output {
                Some(o) => std::fs::write(&o, bytes).map_err(|e| format!("error: cannot write {}: {e}", o.display())),
                None if stats => Ok(()),
                None => {
                    print!("{}", c.code);
                    Ok(())
                }
            }
        }
        Cmd::Run { file, device, kernel, grid, sets, seed, target, chip, ptxas } => {
            if ptxas.is_some() && device != Device::Cuda {
                return Err("error: --ptxas goes with --device cuda (its binary runs on the GPU)".into());
            }
            // The simulators' target: --target, or gfx942 and sm_90.
            let sim_target: tessera::Target = match (&target, device) {
                (None, _) if chip.is_some() => return Err("error: --chip goes with --target".into()),
                (None, Device::SimPtx) => tessera::Target::Sm90,
                (None, _) => tessera::Target::Gfx942,
                (Some(t), Device::SimAmdgcn | Device::SimPtx) => {
                    tessera::Target::parse_with_chip(t, chip.as_deref()).map_err(|e| format!("error: {e}"))?
                }
                (Some(_), _) => return Err("error: --target goes with --device sim-ptx or sim-amdgcn".into()),
            };
            match device {
                Device::SimAmdgcn if sim_target.gfx().is_none() => {
                    return Err(format!(
                        "error: --target {sim_target} is not an AMDGCN target (gfx90a, gfx942, gfx1100)"
                    ));
                }
                Device::SimPtx if sim_target.gfx().is_some() => {
                    return Err(format!("error: --target {sim_target} is not a PTX target (sm_80, sm_90, sm_90a)"));
                }
                _ => {}
            }
            let (_, f) = load(&file)?;
            let k = pick(&f, kernel.as_deref())?;
            let spec = run_spec(&f, grid.as_deref(), &sets)?;
            let report = match device {
                Device::Cpu => tessera::run::run_cpu(k, &spec, seed).map_err(|e| format!("error: {e}"))?,
                Device::Auto => run_auto(k, &spec, seed, options)?,
                Device::SimPtx | Device::SimAmdgcn => tessera::run::run_sim_with(k, &spec, seed, sim_target, options)
                    .map_err(|e| format!("error: {e}"))?,
                Device::Cuda | Device::Hip => {
                    let kind = if device == Device::Cuda { DeviceKind::Cuda } else { DeviceKind::Hip };
                    let assembler =
                        ptxas.as_deref().map(Assembler::new).transpose().map_err(|e| format!("error: {e}"))?;
                    let dev = tessera_runtime::Device::open(kind).map_err(|e| format!("error: device {kind}: {e}"))?;
                    let (loaded, trace) = tessera::run::load_assembled(&dev, k, options, assembler.as_ref())
                        .map_err(|e| format!("error: {e}"))?;
                    tessera::run::run_loaded(&dev, &loaded, trace, k, &spec, seed).map_err(|e| format!("error: {e}"))?
                }
            };
            print_report(&report);
            if report.passed() {
                Ok(())
            } else {
                Err("error: a check failed".into())
            }
        }
        Cmd::Fuzz { device, target, count, time, seed, features, corpus, no_reduce, stop_after, ptxas, jobs } => {
            let limits = FuzzLimits { count, time, stop_after };
            let jobs = if jobs == 0 { std::thread::available_parallelism().map_or(1, |n| n.get()) } else { jobs };
            fuzz(device, target, limits, seed, features, corpus, no_reduce, ptxas, jobs, options)
        }
        Cmd::Reduce { file, predicate, kernel, output } => reduce(&file, &predicate, kernel.as_deref(), output),
        Cmd::Tune { file, num_warps, num_stages, launch } => tune(&file, num_warps, num_stages, &launch, options),
        Cmd::Bench { file, device, launch } => bench(&file, device, &launch, options),
    }
}

/// The file's directives with the command line's overrides.
fn run_spec(f: &TileFile, grid: Option<&str>, sets: &[String]) -> Result<RunSpec, String> {
    let mut spec = RunSpec::parse(&f.directives).map_err(|e| format!("error: {e}"))?;
    if let Some(g) = grid {
        spec.grid = Some(parse_grid(g).map_err(|e| format!("error: --grid: {e}"))?);
    }
    for s in sets {
        spec.apply(s).map_err(|e| format!("error: --set {s}: {e}"))?;
    }
    Ok(spec)
}

/// The JIT for `tune` and `bench`: the best device, compiling for --target when given.
fn jit_for(launch: &LaunchArgs, options: &tessera::Options) -> Result<tessera::Jit, String> {
    let jit = tessera::Jit::new().with_options(options.clone());
    match &launch.target {
        Some(t) => {
            let t = tessera::Target::parse_with_chip(t, launch.chip.as_deref()).map_err(|e| format!("error: {e}"))?;
            Ok(jit.with_target(t))
        }
        None if launch.chip.is_some() => Err("error: --chip goes with --target".into()),
        None => Ok(jit),
    }
}

fn tune(
    file: &Path,
    num_warps: Vec<u32>,
    num_stages: Vec<u32>,
    launch: &LaunchArgs,
    options: &tessera::Options,
) -> Result<(), String> {
    let (_, f) = load(file)?;
    let k = pick(&f, launch.kernel.as_deref())?;
    let spec = run_spec(&f, launch.grid.as_deref(), &launch.sets)?;
    let jit = jit_for(launch, options)?;
    // On a terminal the tuner draws a progress bar that ends with its report line; elsewhere
    // the line goes to stdout with the trials.
    let progress = std::io::IsTerminal::is_terminal(&std::io::stderr());
    let space = tessera::bench::TuneSpace { num_warps, num_stages, reps: launch.reps, progress };
    let report = tessera::bench::tune_file(&jit, k, &spec, launch.seed, &space).map_err(|e| format!("error: {e}"))?;
    for (c, t) in &report.trials {
        match t {
            tessera::tune::Trial::Timed(d) => println!("  {c}: {:.3} ms", d.as_secs_f64() * 1e3),
            tessera::tune::Trial::Pruned(why) => println!("  {c}: pruned: {why}"),
        }
    }
    if !progress {
        println!("{}", report.line());
    }
    if let Some(p) = &report.record {
        println!("record  {}", p.display());
    }
    Ok(())
}

fn bench(file: &Path, device: BenchDevice, launch: &LaunchArgs, options: &tessera::Options) -> Result<(), String> {
    let (_, f) = load(file)?;
    let k = pick(&f, launch.kernel.as_deref())?;
    let spec = run_spec(&f, launch.grid.as_deref(), &launch.sets)?;
    let jit = match device {
        BenchDevice::Cpu => tessera::Jit::cpu().with_options(options.clone()),
        _ => jit_for(launch, options)?,
    };
    let r = tessera::bench::bench_file(&jit, k, &spec, launch.seed, launch.reps, device == BenchDevice::Cpu)
        .map_err(|e| format!("error: {e}"))?;
    let ms = |d: std::time::Duration| d.as_secs_f64() * 1e3;
    println!("kernel  @{}", k.name);
    println!("device  {}", r.device);
    println!(
        "time    min {:.4} ms, median {:.4} ms, mean {:.4} ms over {} runs ({})",
        ms(r.min()),
        ms(r.median()),
        ms(r.mean()),
        r.samples.len(),
        r.how
    );
    Ok(())
}

/// `--device auto`: the best device present; the CPU reference, with a note saying why, when no
/// GPU is present or the kernel cannot be loaded on it.
fn run_auto(k: &Kernel, spec: &RunSpec, seed: u64, options: &tessera::Options) -> Result<tessera::run::Report, String> {
    let (dev, skipped) = tessera_runtime::Device::auto_with_reasons();
    let fallback = if dev.kind() == DeviceKind::Cpu {
        let why: Vec<String> = skipped.iter().map(|(kind, e)| format!("{kind}: {e}")).collect();
        format!("no GPU found ({})", why.join("; "))
    } else {
        match tessera::run::load_on_device(&dev, k, options) {
            Ok((loaded, trace)) => {
                return tessera::run::run_loaded(&dev, &loaded, trace, k, spec, seed).map_err(|e| format!("error: {e}"))
            }
            Err(e) => format!("{}: {e}", dev.describe()),
        }
    };
    eprintln!("note: {fallback}; running on the cpu reference");
    tessera::run::run_cpu(k, spec, seed).map_err(|e| format!("error: {e}"))
}

fn print_report(r: &tessera::run::Report) {
    let g = r.grid;
    println!("kernel  @{}", r.kernel);
    println!("device  {}", r.device);
    println!("grid    [{}, {}, {}] = {} programs", g[0], g[1], g[2], g[0] as u64 * g[1] as u64 * g[2] as u64);
    println!("time    {:.3} ms", r.elapsed.as_secs_f64() * 1e3);
    if let Some(t) = &r.load {
        let ms = |d: std::time::Duration| d.as_secs_f64() * 1e3;
        println!(
            "load    {}: key {:.3} ms, cache {:.3} ms, compile {:.3} ms, driver load {:.3} ms",
            t.outcome,
            ms(t.key_time),
            ms(t.cache_time),
            ms(t.compile_time),
            ms(t.module_time)
        );
    }
    for (name, data) in &r.buffers {
        let finite: Vec<f64> = data.iter().copied().filter(|x| x.is_finite()).collect();
        let sum: f64 = finite.iter().sum();
        let head: Vec<String> = data.iter().take(4).map(|x| format!("{x:.6}")).collect();
        println!(
            "buffer  %{name}: {} elements, sum {:.6}, first [{}{}]",
            data.len(),
            sum,
            head.join(", "),
            if data.len() > 4 { ", .." } else { "" }
        );
    }
    if r.checks.is_empty() {
        println!("check   none given");
    }
    for c in &r.checks {
        print!(
            "{}  {}: max abs error {:.3e} over {} elements (atol {:.1e}, rtol {:.1e})",
            if c.passed { "ok   " } else { "FAIL " },
            c.check,
            c.max_abs_err,
            c.elements,
            c.tolerance.atol,
            c.tolerance.rtol
        );
        match c.worst {
            Some((i, got, want)) if !c.passed => println!("; worst at [{i}]: got {got}, want {want}"),
            _ => println!(),
        }
    }
    for c in &r.vs_interp {
        print!(
            "{}  %{} matches interp: max abs error {:.3e}, {} of {} elements differ (atol {:.1e}, rtol {:.1e})",
            if c.passed { "ok   " } else { "FAIL " },
            c.buffer,
            c.max_abs_err,
            c.differing,
            c.elements,
            c.tolerance.atol,
            c.tolerance.rtol
        );
        match c.worst {
            Some((i, got, want)) if !c.passed => println!("; worst at [{i}]: got {got}, interp {want}"),
            _ => println!(),
        }
    }
}

/// When `tessera fuzz` stops.
struct FuzzLimits {
    count: Option<u64>,
    time: Option<f64>,
    stop_after: Option<usize>,
}

#[allow(clippy::too_many_arguments)]
fn fuzz(
    device: FuzzDevice,
    target: Option<String>,
    FuzzLimits { count, time, stop_after }: FuzzLimits,
    seed: u64,
    features: Option<Vec<String>>,
    corpus: Option<PathBuf>,
    no_reduce: bool,
    ptxas: Option<String>,
    jobs: usize,
    options: &tessera::Options,
) -> Result<(), String> {
    use std::io::IsTerminal;
    use tessera::fuzzing::campaign::{self, Campaign, Limit};
    let device = match device {
        FuzzDevice::SimPtx => campaign::Device::SimPtx,
        FuzzDevice::SimAmdgcn => campaign::Device::SimAmdgcn,
        FuzzDevice::Cuda => campaign::Device::Cuda,
        FuzzDevice::Hip => campaign::Device::Hip,
    };
    let target = match (device, target) {
        (campaign::Device::SimPtx, None) => tessera::Target::Sm90,
        (campaign::Device::SimAmdgcn, None) => tessera::Target::Gfx942,
        (campaign::Device::SimPtx | campaign::Device::SimAmdgcn, Some(t)) => {
            t.parse().map_err(|e| format!("error: {e}"))?
        }
        (campaign::Device::Cuda, None) => tessera::Target::Sm90a,
        (campaign::Device::Hip, None) => tessera::Target::Gfx942,
        (_, Some(_)) => {
            return Err("error: a GPU compiles for its own chip: --target goes with sim-ptx and sim-amdgcn".into())
        }
    };
    let limit = match time {
        Some(t) if t.is_finite() && t > 0.0 => Limit::Time(std::time::Duration::from_secs_f64(t)),
        Some(t) => return Err(format!("error: --time {t}: give a positive number of seconds")),
        None => Limit::Count(count.unwrap_or(1000)),
    };
    let findings = corpus.unwrap_or_else(|| campaign::default_findings(Path::new("."), device, target));
    let c = Campaign {
        device,
        target,
        seed,
        limit,
        features,
        findings: Some(findings.clone()),
        reduce: !no_reduce,
        max_findings: stop_after,
        options: options.clone(),
        ptxas,
        jobs,
    };
    let bar = std::io::stderr().is_terminal().then(|| {
        let bar = match limit {
            Limit::Count(n) => indicatif::ProgressBar::new(n),
            Limit::Time(_) => indicatif::ProgressBar::new_spinner(),
        };
        let style = indicatif::ProgressStyle::with_template("fuzz {prefix} {bar:30} {pos} {msg}")
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar());
        bar.set_style(style);
        bar.set_prefix(format!("{} {target}", device.name()));
        bar
    });
    let mut seen = 0;
    let summary = c
        .run(&mut |s| {
            if let Some(bar) = &bar {
                bar.set_position(s.inputs + s.skipped);
                bar.set_message(format!("{:.0} inputs/s, {} findings", s.per_second(), s.findings.len()));
            }
            for f in &s.findings[seen..] {
                let line = format!("seed {}: {}: {}", f.seed, f.kind.name(), f.message.lines().next().unwrap_or(""));
                match &bar {
                    Some(bar) => bar.println(line),
                    None => eprintln!("{line}"),
                }
            }
            seen = s.findings.len();
        })
        .map_err(|e| format!("error: {e}"))?;
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    println!(
        "fuzz {} {target}: {} inputs ({} skipped) in {:.1} s, {:.0} inputs/s, {} finding{}",
        device.name(),
        summary.inputs,
        summary.skipped,
        summary.elapsed.as_secs_f64(),
        summary.per_second(),
        summary.findings.len(),
        if summary.findings.len() == 1 { "" } else { "s" }
    );
    for f in &summary.findings {
        let file = f.file.as_ref().map_or(String::new(), |p| format!(" -> {}", p.display()));
        let reduced = match (&f.reduced_file, f.reduced_ops) {
            (Some(p), Some(n)) => format!(", reduced to {n} ops -> {}", p.display()),
            _ => String::new(),
        };
        println!("  seed {}: {} ({} ops){file}{reduced}", f.seed, f.kind.name(), f.ops);
    }
    if summary.findings.is_empty() {
        Ok(())
    } else {
        Err(format!("error: {} finding(s), written to {}", summary.findings.len(), findings.display()))
    }
}

fn reduce(file: &Path, predicate: &str, kernel: Option<&str>, output: Option<PathBuf>) -> Result<(), String> {
    let (src, f) = load(file)?;
    let k = pick(&f, kernel)?;
    // The candidates keep the file's directives (its inputs), then the kernel.
    let directives: String =
        src.lines().filter(|l| l.trim_start().starts_with("; run:")).map(|l| format!("{l}\n")).collect();
    let dir = tempfile_dir()?;
    let candidate = dir.join("candidate.tile");
    let holds = |k: &Kernel| -> Result<bool, String> {
        std::fs::write(&candidate, format!("{directives}{}", text::print_kernel(k)))
            .map_err(|e| format!("error: cannot write {}: {e}", candidate.display()))?;
        let path = candidate.display().to_string();
        let cmd = if predicate.contains("{}") { predicate.replace("{}", &path) } else { format!("{predicate} {path}") };
        let status = std::process::Command::new("sh")
            .arg("-c")
            .arg(&cmd)
            .env("TESSERA_REDUCE_FILE", &path)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .status()
            .map_err(|e| format!("error: cannot run the predicate: {e}"))?;
        Ok(status.success())
    };
    if !holds(k)? {
        return Err(format!("error: the predicate does not hold for {} itself", file.display()));
    }
    // A candidate whose result depends on the order of its programs or lanes (a race the
    // original does not have: the reducer made two programs store different values to one
    // address) would fail a differential predicate by that alone: rejected before the
    // predicate runs, where the file's directives give inputs to check it on.
    let races = race_check(k, &f);
    let mut failed = None;
    let mut interesting = |c: &Kernel| {
        if races.as_ref().is_some_and(|r| r(c)) {
            return false;
        }
        match holds(c) {
            Ok(b) => b,
            Err(e) => {
                failed.get_or_insert(e);
                false
            }
        }
    };
    let r = tessera::reduce::reduce(k, &mut interesting, tessera::reduce::Budget::default());
    let _ = std::fs::remove_dir_all(&dir);
    if let Some(e) = failed {
        return Err(e);
    }
    let out = output.unwrap_or_else(|| file.with_extension("reduced.tile"));
    let before = tessera::reduce::op_count(k);
    let after = tessera::reduce::op_count(&r.kernel);
    std::fs::write(
        &out,
        format!(
            "; reduced by tessera reduce from {before} ops to {after}\n{directives}{}",
            text::print_kernel(&r.kernel)
        ),
    )
    .map_err(|e| format!("error: cannot write {}: {e}", out.display()))?;
    println!("{}: {before} -> {after} ops ({} candidates tried) -> {}", file.display(), r.tried, out.display());
    Ok(())
}

/// For the reducer: whether a candidate races (`interp::Options::races`) on the inputs the
/// file's directives give, if they give them all and `k` itself does not race on them.
fn race_check(k: &Kernel, f: &TileFile) -> Option<impl Fn(&Kernel) -> bool> {
    let spec = RunSpec::parse(&f.directives).ok()?;
    let grid = spec.grid?;
    let args = tessera::run::make_args(k, &spec, 0).ok()?;
    let races = move |c: &Kernel| tessera::ir::interp::first_race(c, grid, &args, 1 << 26).is_some();
    (!races(k)).then_some(races)
}

/// A fresh directory for the reducer's candidate file.
fn tempfile_dir() -> Result<PathBuf, String> {
    let dir = std::env::temp_dir().join(format!("tessera-reduce-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("error: cannot create {}: {e}", dir.display()))?;
    Ok(dir)
}
