//! The autotuner: a kernel generator over constants, a list of configurations, a key, timing
//! on the GPU, pruning, and the winner kept on disk beside the compile cache.
//!
//! ```text
//!   Tuner::new("matmul", |c: &Config| kernels::matmul(.., c.get("BLOCK_M"), ..))
//!       .configs(Config::product(&[("BLOCK_M", &[64, 128]), ("num_warps", &[4, 8])]))
//!       .key([KeyPart::Pow2("m".into()), KeyPart::Value("k".into())])
//!   tune(jit, grid, args)
//!     key = TuneKey of the arguments (values, or lengths; Pow2: the next power of two)
//!     memory[key] ──hit──> the config
//!     <cache dir>/tune-v1/<hash of tuner, key, device, target, compiler, configs>.json
//!                 ──valid──> the config (a corrupt or stale file is ignored, then rewritten)
//!     for each config: generate ─> prune? ─> compile and load ─> resource limits ─> time
//!                      (any failure prunes the config, with its reason; none left is an error)
//!     fastest ─> memory, and the file (written through a temporary file and a rename)
//! ```
//!
//! Decisions:
//! - **Configs** are maps of names to integers (`BLOCK_M`, `num_warps`, `num_stages`, ...):
//!   the generator decides what each name means, and [`Meta::constant`](crate::jit::Meta::constant)
//!   gives them to grid closures.
//! - **Timing** ([`GpuTimer`]): one warm-up launch (it compiles and loads), then `reps` launches,
//!   each after a flush of the L2 cache (a tessera kernel writing zeros over a 256 MiB buffer,
//!   outside the timed span), each timed with device events; a config's time is the median.
//! - **No GPU, no tuning**: the interpreter's speed says nothing about which configuration is
//!   fastest on a GPU, so tuning on the CPU device is an error that says so (`tessera bench
//!   --device cpu` still times the interpreter, for what that is worth). The search itself is
//!   over the [`Timer`] trait, so its cache, pruning and keys are tested without a GPU.
//! - **Pruning**: a generator error, the tuner's own `prune` rule, a compile error, a kernel over
//!   the target's limits (shared memory per program, threads per program: [`check_limits`]) or
//!   a failed launch drops that config and says why; it is not fatal.
//! - **The disk record** is a small JSON file holding the whole identity it was made for; a
//!   reader ignores a file that does not parse, names another identity, or names a config the
//!   list no longer has (counted in [`TuneOutcome`]), so a damaged file costs one tuning run.
//! - **Progress**: an indicatif bar on stderr when it is a terminal; otherwise one line when the
//!   tuning is done. [`Tuner::quiet`] silences both.

pub use crate::config::Config;
use crate::jit::{GridSpec, Jit, JitError, JitKernel};
use crate::Target;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::fmt;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Duration;
use tessera_ir::{Kernel, Scalar};
use tessera_runtime::{Arg, KernelImage};

/// One part of a tuning key: an argument (a scalar's value or a buffer's length), as it is
/// or bucketed to the next power of two.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum KeyPart {
    Value(String),
    Pow2(String),
}

/// The bucket of `v` for [`KeyPart::Pow2`]: the smallest power of two at least `v` (values
/// below 2 are their own bucket).
pub fn pow2_bucket(v: i64) -> i64 {
    if v < 2 {
        return v;
    }
    (v as u64).checked_next_power_of_two().and_then(|p| i64::try_from(p).ok()).unwrap_or(i64::MAX)
}

/// A tuning key: what the chosen config is chosen for.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct TuneKey(pub Vec<(String, i64)>);

impl fmt::Display for TuneKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return f.write_str("(any arguments)");
        }
        for (i, (k, v)) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{k}={v}")?;
        }
        Ok(())
    }
}

/// The key of a launch of a kernel with parameters `params` and arguments `args`.
pub fn key_of(parts: &[KeyPart], params: &[String], args: &[Arg]) -> Result<TuneKey, String> {
    let mut out = Vec::with_capacity(parts.len());
    for part in parts {
        let (name, pow2) = match part {
            KeyPart::Value(n) => (n, false),
            KeyPart::Pow2(n) => (n, true),
        };
        let i = params
            .iter()
            .position(|p| p == name)
            .ok_or_else(|| format!("the tuning key names %{name}, which is not a parameter ({})", params.join(", ")))?;
        let v = match args.get(i) {
            Some(Arg::Scalar(c)) if c.dtype.is_int() => c.as_i64(),
            Some(Arg::Scalar(c)) => c.as_f64() as i64,
            Some(Arg::Buffer(b)) => b.len() as i64,
            None => return Err(format!("no argument for %{name}")),
        };
        out.push((if pow2 { format!("pow2({name})") } else { name.clone() }, if pow2 { pow2_bucket(v) } else { v }));
    }
    Ok(TuneKey(out))
}

/// Why a kernel does not fit `target`, if it does not: shared memory per program beyond what
/// one program may have (sm_80: 163 KiB, sm_90: 227 KiB, AMD: 64 KiB of LDS), or more than
/// 1024 threads per program.
pub fn check_limits(image: &KernelImage, target: Target) -> Result<(), String> {
    let shared_limit: u32 = match target {
        Target::Sm80 => 163 * 1024,
        Target::Sm90 | Target::Sm90a => 227 * 1024,
        Target::Gfx90a | Target::Gfx942 | Target::Gfx1100 => 64 * 1024,
    };
    // PTX images carry dynamic shared memory only; the static part is declared in the text.
    let shared = image.shared_bytes.max(static_shared_bytes(image));
    if shared > shared_limit {
        return Err(format!("{shared} bytes of shared memory per program; {target} allows {shared_limit}"));
    }
    if image.block_threads > 1024 {
        return Err(format!("{} threads per program; {target} allows 1024", image.block_threads));
    }
    Ok(())
}

/// The bytes of `.shared` arrays declared in PTX text (`.shared .align A .b8 name[N];`).
fn static_shared_bytes(image: &KernelImage) -> u32 {
    let tessera_runtime::Code::Ptx(ptx) = &image.code else { return 0 };
    ptx.lines()
        .filter(|l| l.trim_start().starts_with(".shared") || l.contains(" .shared "))
        .filter_map(|l| {
            let open = l.rfind('[')?;
            let close = l[open..].find(']')? + open;
            l[open + 1..close].trim().parse::<u32>().ok()
        })
        .sum()
}

/// Times one config's kernel: `Err` prunes the config, with the reason.
pub trait Timer {
    /// The device and target the times are for (part of the disk record's identity).
    fn identity(&self) -> String;
    /// The kernel's times over several runs.
    fn samples(&mut self, config: &Config, kernel: Kernel) -> Result<Vec<Duration>, String>;
}

/// The median of `samples` (zero for none).
pub fn median(samples: &[Duration]) -> Duration {
    let mut s = samples.to_vec();
    s.sort();
    s.get(s.len() / 2).copied().unwrap_or_default()
}

/// What happened to one config.
#[derive(Clone, Debug, PartialEq)]
pub enum Trial {
    Timed(Duration),
    Pruned(String),
}

/// Where the chosen config came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TuneOutcome {
    /// Chosen earlier in this process.
    Memory,
    /// Read from the disk record.
    Disk,
    /// Tuned now (the disk record was missing).
    Tuned,
    /// Tuned now; a disk record was there but unusable (the reason), and was rewritten.
    TunedOverBadRecord(String),
}

/// The result of [`Tuner::search`].
#[derive(Clone, Debug)]
pub struct TuneReport {
    pub tuner: String,
    pub key: TuneKey,
    pub best: Config,
    /// The best config's median time (zero when it came from a cache).
    pub best_time: Duration,
    /// Every config tried, in order (empty when the choice came from a cache).
    pub trials: Vec<(Config, Trial)>,
    pub outcome: TuneOutcome,
    /// The disk record's path, when there is a disk part.
    pub record: Option<PathBuf>,
}

impl TuneReport {
    pub fn pruned(&self) -> usize {
        self.trials.iter().filter(|(_, t)| matches!(t, Trial::Pruned(_))).count()
    }

    /// One line: `tune @matmul [m=4096]: 8 configs, 1 pruned; best BLOCK_M=128, num_warps=8 (0.412 ms)`.
    pub fn line(&self) -> String {
        match self.outcome {
            TuneOutcome::Memory | TuneOutcome::Disk => format!(
                "tune @{} [{}]: {} (from the {} cache)",
                self.tuner,
                self.key,
                self.best,
                if self.outcome == TuneOutcome::Memory { "memory" } else { "disk" }
            ),
            _ => format!(
                "tune @{} [{}]: {} configs, {} pruned; best {} ({:.3} ms)",
                self.tuner,
                self.key,
                self.trials.len(),
                self.pruned(),
                self.best,
                self.best_time.as_secs_f64() * 1e3
            ),
        }
    }
}

/// What the disk holds for one tuning.
#[derive(Serialize, Deserialize, Debug)]
struct Record {
    format: u32,
    identity: String,
    config: Config,
    time_ns: u64,
    trials: Vec<RecordTrial>,
}

#[derive(Serialize, Deserialize, Debug)]
struct RecordTrial {
    config: Config,
    #[serde(skip_serializing_if = "Option::is_none", default)]
    time_ns: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pruned: Option<String>,
}

const RECORD_FORMAT: u32 = 1;

/// Reads the record at `path` for `identity`: `Ok(None)` when there is none, `Err` when one is
/// there but unusable.
fn read_record(path: &Path, identity: &str, configs: &[Config]) -> Result<Option<Config>, String> {
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("cannot read {}: {e}", path.display())),
    };
    let r: Record = serde_json::from_slice(&bytes).map_err(|e| format!("{}: {e}", path.display()))?;
    if r.format != RECORD_FORMAT {
        return Err(format!("{}: format {}, expected {RECORD_FORMAT}", path.display(), r.format));
    }
    if r.identity != identity {
        return Err(format!("{}: made for another tuning", path.display()));
    }
    if !configs.contains(&r.config) {
        return Err(format!("{}: names a config that is not in the list ({})", path.display(), r.config));
    }
    Ok(Some(r.config))
}

type Generator<'g> = Box<dyn Fn(&Config) -> Result<Kernel, String> + Send + Sync + 'g>;
type PruneRule<'g> = Box<dyn Fn(&Config) -> Option<String> + Send + Sync + 'g>;

/// An autotuner over one kernel generator (see the module docs).
pub struct Tuner<'g> {
    name: String,
    generator: Generator<'g>,
    configs: Vec<Config>,
    key: Vec<KeyPart>,
    prune: Option<PruneRule<'g>>,
    reps: u32,
    progress: bool,
    /// `None`: the disk part of the JIT's cache; `Some(None)`: memory only.
    dir: Option<Option<PathBuf>>,
    chosen: Mutex<HashMap<TuneKey, Config>>,
}

impl<'g> Tuner<'g> {
    /// A tuner named `name` (the name is part of the disk record's identity: give different
    /// generators different names) over `generator`.
    pub fn new(name: &str, generator: impl Fn(&Config) -> Result<Kernel, String> + Send + Sync + 'g) -> Tuner<'g> {
        Tuner {
            name: name.to_string(),
            generator: Box::new(generator),
            configs: Vec::new(),
            key: Vec::new(),
            prune: None,
            reps: 10,
            progress: true,
            dir: None,
            chosen: Mutex::new(HashMap::new()),
        }
    }

    pub fn configs(mut self, configs: impl IntoIterator<Item = Config>) -> Self {
        self.configs = configs.into_iter().collect();
        self
    }

    pub fn key(mut self, parts: impl IntoIterator<Item = KeyPart>) -> Self {
        self.key = parts.into_iter().collect();
        self
    }

    /// A rule that drops configs before they are compiled (`Some(reason)` drops).
    pub fn prune(mut self, rule: impl Fn(&Config) -> Option<String> + Send + Sync + 'g) -> Self {
        self.prune = Some(Box::new(rule));
        self
    }

    /// Timed runs per config (at least 1; 10 by default).
    pub fn reps(mut self, reps: u32) -> Self {
        self.reps = reps.max(1);
        self
    }

    /// No progress bar and no report line.
    pub fn quiet(mut self) -> Self {
        self.progress = false;
        self
    }

    /// Keeps records in `dir` (its `tune-v1` directory) instead of beside the JIT's cache;
    /// `None` keeps them in memory only.
    pub fn record_dir(mut self, dir: Option<PathBuf>) -> Self {
        self.dir = Some(dir);
        self
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn config_list(&self) -> &[Config] {
        &self.configs
    }

    /// The kernel of `config`.
    pub fn generate(&self, config: &Config) -> Result<Kernel, String> {
        (self.generator)(config)
    }

    /// The file of the record for `identity`, under `base` (a compile cache directory).
    pub fn record_path(base: &Path, identity: &str) -> PathBuf {
        let h = tessera_runtime::hash::fnv1a_128(identity.as_bytes());
        base.join("tune-v1").join(format!("{h:032x}.json"))
    }

    fn identity(&self, key: &TuneKey, timer: &dyn Timer) -> String {
        let configs: Vec<String> = self.configs.iter().map(|c| c.to_string()).collect();
        format!(
            "tuner {} | key {key} | {} | {} | configs [{}]",
            self.name,
            timer.identity(),
            crate::run::compile_options(),
            configs.join("; ")
        )
    }

    /// Tunes on `jit`'s GPU for a launch on `grid` with `args`, and returns the chosen config's
    /// kernel, ready to launch. On the CPU device, an error: there is no GPU to time on.
    pub fn tune(&self, jit: &Jit, grid: &dyn GridSpec, args: &[Arg]) -> Result<(JitKernel, TuneReport), TuneError> {
        let mut timer = GpuTimer::new(jit, grid, args, self.reps)?;
        let params = self.param_names()?;
        let key = key_of(&self.key, &params, args).map_err(TuneError::Key)?;
        let default_dir = jit.cache().dir().map(Path::to_path_buf);
        let report = self.search(&mut timer, &key, default_dir.as_deref())?;
        let kernel = self.generate(&report.best).map_err(|e| TuneError::Generator(report.best.clone(), e))?;
        let k = jit.kernel_with_constants(kernel, report.best.clone())?;
        Ok((k, report))
    }

    /// The parameter names of the generated kernels (from the first config's kernel).
    pub fn param_names(&self) -> Result<Vec<String>, TuneError> {
        let first = self.configs.first().ok_or(TuneError::NoConfigs)?;
        let k = self.generate(first).map_err(|e| TuneError::Generator(first.clone(), e))?;
        Ok(k.params.iter().map(|p| p.name.clone()).collect())
    }

    /// The search itself, over any [`Timer`]: memory, then the disk record under `cache_dir`
    /// (or the tuner's own directory), then timing every config.
    pub fn search(
        &self,
        timer: &mut dyn Timer,
        key: &TuneKey,
        cache_dir: Option<&Path>,
    ) -> Result<TuneReport, TuneError> {
        if self.configs.is_empty() {
            return Err(TuneError::NoConfigs);
        }
        let identity = self.identity(key, timer);
        let base = match &self.dir {
            Some(d) => d.clone(),
            None => cache_dir.map(Path::to_path_buf),
        };
        let path = base.as_deref().map(|b| Tuner::record_path(b, &identity));
        let report = |best: Config, outcome| TuneReport {
            tuner: self.name.clone(),
            key: key.clone(),
            best,
            best_time: Duration::ZERO,
            trials: Vec::new(),
            outcome,
            record: path.clone(),
        };
        if let Some(c) = self.chosen.lock().unwrap_or_else(|e| e.into_inner()).get(key) {
            return Ok(report(c.clone(), TuneOutcome::Memory));
        }
        let mut outcome = TuneOutcome::Tuned;
        if let Some(p) = &path {
            match read_record(p, &identity, &self.configs) {
                Ok(Some(c)) => {
                    self.chosen.lock().unwrap_or_else(|e| e.into_inner()).insert(key.clone(), c.clone());
                    let r = report(c, TuneOutcome::Disk);
                    self.say(&r.line());
                    return Ok(r);
                }
                Ok(None) => {}
                Err(why) => outcome = TuneOutcome::TunedOverBadRecord(why),
            }
        }

        let bar = self.bar();
        let mut trials = Vec::with_capacity(self.configs.len());
        for c in &self.configs {
            if let Some(b) = &bar {
                b.set_message(c.to_string());
            }
            let trial = match self.try_config(timer, c) {
                Ok(samples) => Trial::Timed(median(&samples)),
                Err(why) => Trial::Pruned(why),
            };
            trials.push((c.clone(), trial));
            if let Some(b) = &bar {
                b.inc(1);
            }
        }
        let best = trials
            .iter()
            .filter_map(|(c, t)| match t {
                Trial::Timed(d) => Some((c, *d)),
                Trial::Pruned(_) => None,
            })
            .min_by_key(|&(_, d)| d);
        let Some((best, best_time)) = best.map(|(c, d)| (c.clone(), d)) else {
            if let Some(b) = bar {
                b.abandon();
            }
            return Err(TuneError::AllPruned(trials));
        };
        self.chosen.lock().unwrap_or_else(|e| e.into_inner()).insert(key.clone(), best.clone());
        if let Some(p) = &path {
            let record = Record {
                format: RECORD_FORMAT,
                identity,
                config: best.clone(),
                time_ns: best_time.as_nanos() as u64,
                trials: trials
                    .iter()
                    .map(|(c, t)| RecordTrial {
                        config: c.clone(),
                        time_ns: match t {
                            Trial::Timed(d) => Some(d.as_nanos() as u64),
                            Trial::Pruned(_) => None,
                        },
                        pruned: match t {
                            Trial::Pruned(w) => Some(w.clone()),
                            Trial::Timed(_) => None,
                        },
                    })
                    .collect(),
            };
            // A failed write only costs a tuning run next time.
            if let Ok(bytes) = serde_json::to_vec_pretty(&record) {
                let _ = tessera_runtime::cache::write_atomically(p, &bytes);
            }
        }
        let r = TuneReport {
            tuner: self.name.clone(),
            key: key.clone(),
            best,
            best_time,
            trials,
            outcome,
            record: path.clone(),
        };
        match bar {
            Some(b) => b.finish_with_message(r.line()),
            None => self.say(&r.line()),
        }
        Ok(r)
    }

    fn try_config(&self, timer: &mut dyn Timer, c: &Config) -> Result<Vec<Duration>, String> {
        if let Some(why) = self.prune.as_ref().and_then(|rule| rule(c)) {
            return Err(format!("pruned by the rule: {why}"));
        }
        let kernel = self.generate(c).map_err(|e| format!("generator: {e}"))?;
        timer.samples(c, kernel)
    }

    fn bar(&self) -> Option<indicatif::ProgressBar> {
        if !self.progress || !std::io::stderr().is_terminal() {
            return None;
        }
        let bar = indicatif::ProgressBar::new(self.configs.len() as u64);
        let style = indicatif::ProgressStyle::with_template("tune @{prefix} {bar:30} {pos}/{len} {msg}")
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar());
        bar.set_style(style);
        bar.set_prefix(self.name.clone());
        Some(bar)
    }

    fn say(&self, line: &str) {
        if self.progress {
            eprintln!("{line}");
        }
    }
}

/// Why tuning failed.
#[derive(Debug, thiserror::Error)]
pub enum TuneError {
    #[error("no GPU to time on ({0}); tuning measures device time, and the cpu interpreter's speed says nothing about which configuration is fastest on a GPU")]
    NoGpu(String),
    #[error("the tuner has no configs")]
    NoConfigs,
    #[error("every config was pruned:{}", .0.iter().map(|(c, t)| format!("\n  {c}: {}", match t { Trial::Pruned(w) => w.clone(), Trial::Timed(_) => "timed".into() })).collect::<String>())]
    AllPruned(Vec<(Config, Trial)>),
    #[error("the key: {0}")]
    Key(String),
    #[error("the generator failed for {0}: {1}")]
    Generator(Config, String),
    #[error(transparent)]
    Jit(#[from] JitError),
}

/// Times kernels on a GPU with device events, flushing the L2 cache before each run (see the
/// module docs).
pub struct GpuTimer<'a> {
    jit: &'a Jit,
    grid: &'a dyn GridSpec,
    args: &'a [Arg<'a>],
    reps: u32,
    flush: Option<(JitKernel, tessera_runtime::Buffer<i32>)>,
}

/// The L2 flush buffer's size in i32s (256 MiB: five times the H200's 50 MiB L2).
pub const FLUSH_ELEMENTS: u32 = 64 << 20;

impl<'a> GpuTimer<'a> {
    /// A timer on `jit`'s device for launches on `grid` with `args`; an error on the CPU.
    pub fn new(
        jit: &'a Jit,
        grid: &'a dyn GridSpec,
        args: &'a [Arg<'a>],
        reps: u32,
    ) -> Result<GpuTimer<'a>, TuneError> {
        if jit.device().kind() == tessera_runtime::DeviceKind::Cpu {
            let why = jit.fallback_note().map_or_else(|| "the device is the cpu".to_string(), str::to_string);
            return Err(TuneError::NoGpu(why));
        }
        Ok(GpuTimer { jit, grid, args, reps: reps.max(1), flush: None })
    }

    /// Writes zeros over the flush buffer (made on first use).
    fn flush_l2(&mut self) -> Result<(), String> {
        if self.flush.is_none() {
            let k = flush_kernel().map_err(|e| format!("the L2 flush kernel: {e}"))?;
            let k = self.jit.kernel(k).map_err(|e| e.to_string())?;
            let buf = self.jit.device().alloc_zeros::<i32>(FLUSH_ELEMENTS as usize).map_err(|e| e.to_string())?;
            self.flush = Some((k, buf));
        }
        if let Some((k, buf)) = &self.flush {
            k.launch(FLUSH_ELEMENTS / 1024, &[Arg::from(buf)]).map_err(|e| e.to_string())?;
        }
        Ok(())
    }
}

/// `out[i] = 0` for 1024 elements per program (launched on `FLUSH_ELEMENTS / 1024` programs
/// over a buffer of `FLUSH_ELEMENTS` i32s, it flushes the L2 cache).
pub fn flush_kernel() -> Result<Kernel, String> {
    let b = tessera_ir::Builder::new("l2_flush");
    let out = b.ptr_param("out", tessera_ir::DType::I32);
    let offs = b.program_id(0) * 1024 + b.arange(0, 1024);
    b.store(out + offs, b.const_tile(&[1024], tessera_ir::Const::i32(0)));
    b.finish().map_err(|e| e.to_string())
}

impl Timer for GpuTimer<'_> {
    fn identity(&self) -> String {
        let target = self.jit.target().map_or_else(|e| e.to_string(), |t| t.full_name());
        format!("device {} | target {target} | {:?}", self.jit.device().name(), self.jit.options())
    }

    fn samples(&mut self, config: &Config, kernel: Kernel) -> Result<Vec<Duration>, String> {
        let e = |e: &dyn fmt::Display| e.to_string();
        let k = self.jit.kernel_with_constants(kernel, config.clone()).map_err(|x| e(&x))?;
        let image = k.image_for(self.args).map_err(|x| e(&x))?;
        check_limits(&image.image, image.target)?;
        let grid = k.grid(self.grid, self.args).map_err(|x| e(&x))?;
        let loaded = k.loaded(self.args).map_err(|x| e(&x))?;
        let device = self.jit.device();
        let stream = device.stream();
        loaded.launch(grid, self.args).map_err(|x| e(&x))?;
        device.synchronize().map_err(|x| e(&x))?;
        let (start, end) = (device.new_event().map_err(|x| e(&x))?, device.new_event().map_err(|x| e(&x))?);
        let mut out = Vec::with_capacity(self.reps as usize);
        for _ in 0..self.reps {
            self.flush_l2()?;
            start.record(&stream).map_err(|x| e(&x))?;
            loaded.launch(grid, self.args).map_err(|x| e(&x))?;
            end.record(&stream).map_err(|x| e(&x))?;
            out.push(end.elapsed_since(&start).map_err(|x| e(&x))?);
        }
        Ok(out)
    }
}

/// Whether `kernel`'s parameter `name` is an integer scalar (for keys over a `.tile` file's
/// scalar arguments).
pub fn is_int_param(kernel: &Kernel, name: &str) -> bool {
    kernel.params.iter().any(|p| p.name == name && matches!(kernel.ty(p.value).scalar, Scalar::Num(d) if d.is_int()))
}
