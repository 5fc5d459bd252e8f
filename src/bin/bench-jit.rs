//! GPU benchmarks of the Rust JIT (`tessera::Jit`, `tessera::tune`; issue 19), run on the device
//! machine; the figures and their commands are in docs/benchmarks.md.
//!
//! ```text
//! bench-jit launch               host time per JitKernel::launch of examples/add.tile (1024 f32,
//!                                one program), against LoadedKernel::launch of the same variant
//! bench-jit first-result DIR     fresh processes from Jit::new() to a checked vector add, with the
//!                                caches cold, then tessera's warm, then both warm (DIR: scratch)
//! bench-jit tune-matmul M N K DIR   the f16 matmul (`kernels::matmul`, sm_90a) tuned over the
//!                                configs below with its record in DIR; each config then timed by
//!                                hand; then a second process takes the choice from DIR
//! bench-jit ptx DIR              the examples' PTX as the JIT compiles them for the arguments
//!                                of benches/gpu/triton_ptx.py's launches (no GPU needed)
//! bench-jit load FILE:ENTRY...   driver JIT time of PTX files, interleaved: 40 rounds, one load
//!                                of each file per round, each round starting one file later
//!                                (no file always follows the same one); minimum, p10, median,
//!                                p90 (run with CUDA_CACHE_DISABLE=1)
//! ```
//!
//! Host launch time: batches of 50 launches with a synchronize between batches (the driver's queue
//! never fills, so the time is the host's own), 400 batches, median and 10th/90th percentiles of
//! the per-launch time of each batch; the two paths alternate batch by batch. Tuning times with
//! the tuner's own timer (events, L2 flushed before each run); "by hand" is bench-gpu's way:
//! each config compiled and loaded directly, 10 warm-ups, median of 50 with the L2 flushed, in
//! two interleaved rounds (the better median of the two is the config's time).

use std::process::Command;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tessera::jit::Meta;
use tessera::tune::{key_of, Config, GpuTimer, Tuner};
use tessera::{kernels, Jit, Target};
use tessera_runtime::{args, Arg, Cache, Device, RawBuffer};

fn main() {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let nums = |s: &[String]| s.iter().map(|x| x.parse::<u32>()).collect::<Result<Vec<u32>, _>>().ok();
    let r = match a.first().map(String::as_str) {
        Some("launch") => launch(),
        Some("first-result") if a.len() == 2 => first_result(&a[1]),
        Some("ptx") if a.len() == 2 => write_ptx(&a[1]),
        Some("load") if a.len() >= 2 => load_times(&a[1..]),
        Some("first-result-child") if a.len() == 2 => first_result_child(&a[1]),
        Some(c @ ("tune-matmul" | "tune-lookup")) if a.len() == 5 => match nums(&a[1..4]).as_deref() {
            Some(&[m, n, k]) if c == "tune-matmul" => tune_matmul(m, n, k, &a[4]),
            Some(&[m, n, k]) => tune_lookup(m, n, k, &a[4]),
            _ => Err("M N K: integers".into()),
        },
        _ => Err("usage: bench-jit launch | first-result DIR | tune-matmul M N K DIR".into()),
    };
    if let Err(e) = r {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}

/// The examples and the facts the JIT would give them for the arguments Triton's launches get in
/// benches/gpu/triton_ptx.py (pointers 16-byte aligned; integers divisible by 16 or not).
fn write_ptx(dir: &str) -> Result<(), String> {
    use tessera::jit::{ParamFact::*, SpecClass};
    std::fs::create_dir_all(dir).map_err(s)?;
    let examples: [(&str, &str, Target, &[tessera::jit::ParamFact]); 5] = [
        ("add", include_str!("../../examples/add.tile"), Target::Sm90, &[Align16, Align16, Align16, Div16]),
        ("softmax", include_str!("../../examples/softmax.tile"), Target::Sm90, &[Align16, Align16, None, None]),
        (
            "layernorm",
            include_str!("../../examples/layernorm.tile"),
            Target::Sm90,
            &[Align16, Align16, Align16, Align16, Align16, Align16, None, None, None],
        ),
        (
            "matmul",
            include_str!("../../examples/matmul.tile"),
            Target::Sm90a,
            &[Align16, Align16, Align16, Div16, Div16, Div16, Div16, Div16, Div16],
        ),
        (
            "attention",
            include_str!("../../examples/attention.tile"),
            Target::Sm90a,
            &[Align16, Align16, Align16, Align16, Div16, Div16, None],
        ),
    ];
    for (name, text, target, facts) in examples {
        let jit = Jit::cpu().with_target(target).with_options(options());
        let k = jit.kernel(tessera::ir::text::parse_kernel(text).map_err(s)?).map_err(s)?;
        let image = k.image(&SpecClass::new(facts.iter().copied())).map_err(s)?;
        let ptx = image.ptx().ok_or("not PTX")?;
        let path = format!("{dir}/{name}.ptx");
        std::fs::write(&path, ptx).map_err(s)?;
        println!("{path}: {} bytes, class {}", ptx.len(), image.class);
    }
    Ok(())
}

/// Driver JIT times of PTX files, interleaved round by round.
fn load_times(files: &[String]) -> Result<(), String> {
    let dev = Device::cuda(0).map_err(s)?;
    let mut images = Vec::new();
    for f in files {
        let (path, entry) = f.rsplit_once(':').ok_or_else(|| format!("{f}: FILE:ENTRY"))?;
        let ptx = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
        images.push(tessera_runtime::KernelImage {
            entry: entry.into(),
            target: "sm_90".into(),
            code: tessera_runtime::Code::Ptx(ptx),
            params: vec![],
            block_threads: 128,
            shared_bytes: 0,
            tensor_maps: vec![],
        });
    }
    let mut times = vec![Vec::new(); images.len()];
    for round in 0..40 {
        for j in 0..images.len() {
            let i = (round + j) % images.len();
            let image = &images[i];
            let t0 = Instant::now();
            let k = dev.load_image(image).map_err(|e| format!("{}: {e}", files[i]))?;
            times[i].push(t0.elapsed().as_secs_f64() * 1e3);
            drop(k);
        }
    }
    println!("| PTX | bytes | min ms | p10 | median | p90 |\n| --- | --- | --- | --- | --- | --- |");
    for (i, t) in times.into_iter().enumerate() {
        let min = t.iter().copied().fold(f64::INFINITY, f64::min);
        let (m, p10, p90) = percentiles(t);
        let bytes = match &images[i].code {
            tessera_runtime::Code::Ptx(p) => p.len(),
            _ => 0,
        };
        println!("| {} | {bytes} | {min:.2} | {p10:.2} | {m:.2} | {p90:.2} |", files[i]);
    }
    Ok(())
}

fn s(e: impl std::fmt::Display) -> String {
    e.to_string()
}

fn us(d: Duration) -> f64 {
    d.as_secs_f64() * 1e6
}

fn percentiles(mut v: Vec<f64>) -> (f64, f64, f64) {
    v.sort_by(f64::total_cmp);
    let at = |q: f64| v[((v.len() - 1) as f64 * q).round() as usize];
    (at(0.5), at(0.1), at(0.9))
}

fn add_kernel() -> Result<tessera::ir::Kernel, String> {
    tessera::ir::text::parse_kernel(include_str!("../../examples/add.tile")).map_err(s)
}

fn gpu_jit() -> Result<Jit, String> {
    let jit = Jit::new();
    match jit.fallback_note() {
        Some(note) => Err(format!("no GPU: {note}")),
        None => Ok(jit),
    }
}

/// Host time per launch: the JIT's (specialisation class, variant lookup, then the runtime's
/// checked launch) against the runtime's checked launch of the variant it chose.
fn launch() -> Result<(), String> {
    let jit = gpu_jit()?;
    let add = jit.kernel(add_kernel()?).map_err(s)?;
    let n = 1024usize;
    let dev = jit.device();
    let (x, y) = (dev.upload(&vec![1.0f32; n]).map_err(s)?, dev.upload(&vec![2.0f32; n]).map_err(s)?);
    let out = dev.alloc_zeros::<f32>(n).map_err(s)?;
    let args = args![&x, &y, &out, n as i32];
    add.launch(1u32, &args).map_err(s)?;
    if out.to_vec().map_err(s)?.iter().any(|&v| v != 3.0) {
        return Err("add: wrong result".into());
    }
    let loaded = add.loaded(&args).map_err(s)?;
    let grid = |m: &Meta| m.cdiv(m.arg("n"), 1024);
    let (mut jit_t, mut grid_t, mut raw_t) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..400 {
        for (times, path) in [(&mut jit_t, 0), (&mut grid_t, 1), (&mut raw_t, 2)] {
            let t0 = Instant::now();
            for _ in 0..50 {
                match path {
                    0 => add.launch(1u32, &args).map_err(s)?,
                    1 => add.launch(grid, &args).map_err(s)?,
                    _ => loaded.launch([1, 1, 1], &args).map_err(s)?,
                }
            }
            times.push(us(t0.elapsed()) / 50.0);
            dev.synchronize().map_err(s)?;
        }
    }
    println!("| path | median µs/launch | p10 | p90 |\n| --- | --- | --- | --- |");
    for (name, t) in [
        ("`JitKernel::launch`, grid a number", jit_t),
        ("`JitKernel::launch`, grid a closure of `n`", grid_t),
        ("`LoadedKernel::launch` of the same variant (the runtime's checked launch)", raw_t),
    ] {
        let (m, p10, p90) = percentiles(t);
        println!("| {name} | {m:.2} | {p10:.2} | {p90:.2} |");
    }
    Ok(())
}

/// Runs the child four times in `dir`, twice over: cold; tessera's cache warm with the driver's
/// off; the driver's on but empty; both warm. Prints a Markdown table.
fn first_result(dir: &str) -> Result<(), String> {
    let me = std::env::current_exe().map_err(s)?;
    let dir = std::path::Path::new(dir);
    let _ = std::fs::remove_dir_all(dir);
    std::fs::create_dir_all(dir.join("driver")).map_err(s)?;
    println!("| run | wall ms | Jit::new (device open) | kernel (parse, verify) | first launch (compile, cache, driver JIT, launch) | upload + copy back + check | in-process total |");
    println!("| --- | --- | --- | --- | --- | --- | --- |");
    for round in 0..2 {
        let _ = std::fs::remove_dir_all(dir.join("tessera"));
        let _ = std::fs::remove_dir_all(dir.join("driver"));
        // The third run fills the driver's cache, which the fourth finds.
        for (name, driver_cache) in [
            ("cold (driver cache off)", false),
            ("warm tessera cache, driver cache off", false),
            ("warm tessera cache, driver cache empty", true),
            ("warm (both caches)", true),
        ] {
            let mut c = Command::new(&me);
            c.arg("first-result-child").arg(dir.join("tessera"));
            c.env("CUDA_CACHE_PATH", dir.join("driver"));
            if !driver_cache {
                c.env("CUDA_CACHE_DISABLE", "1");
            }
            let t0 = Instant::now();
            let o = c.output().map_err(s)?;
            let wall = t0.elapsed().as_secs_f64() * 1e3;
            let line = String::from_utf8_lossy(&o.stdout);
            if !o.status.success() {
                return Err(format!("child failed: {}{}", line, String::from_utf8_lossy(&o.stderr)));
            }
            let cols: Vec<&str> = line.trim().split(' ').collect();
            println!("| {name} (round {}) | {wall:.1} | {} |", round + 1, cols.join(" | "));
        }
    }
    Ok(())
}

/// One fresh process's way to a first checked result through the JIT: prints the steps' times
/// in ms, space-separated.
fn first_result_child(cache_dir: &str) -> Result<(), String> {
    let t0 = Instant::now();
    let jit = gpu_jit()?.with_cache(Arc::new(Cache::in_dir(cache_dir)));
    let t1 = Instant::now();
    let add = jit.kernel(add_kernel()?).map_err(s)?;
    let t2 = Instant::now();
    let n = 65536usize;
    let xs: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let dev = jit.device();
    let (x, y) = (dev.upload(&xs).map_err(s)?, dev.upload(&xs).map_err(s)?);
    let out = dev.alloc_zeros::<f32>(n).map_err(s)?;
    let args = args![&x, &y, &out, n as i32];
    let t3 = Instant::now();
    add.launch(|m: &Meta| m.cdiv(m.arg("n"), 1024), &args).map_err(s)?;
    let t4 = Instant::now();
    let got = out.to_vec().map_err(s)?;
    if got.iter().zip(&xs).any(|(g, x)| *g != 2.0 * x) {
        return Err("add: wrong result".into());
    }
    let t5 = Instant::now();
    let ms = |a: Instant, b: Instant| (b - a).as_secs_f64() * 1e3;
    println!("{:.1} {:.3} {:.2} {:.2} {:.1}", ms(t0, t1), ms(t1, t2), ms(t3, t4), ms(t2, t3) + ms(t4, t5), ms(t0, t5));
    Ok(())
}

/// The configs of the matmul tuning: [BM, BN, BK, warps, stages].
const CONFIGS: [[i64; 5]; 9] = [
    [128, 256, 64, 8, 3],
    [128, 256, 64, 8, 4],
    [128, 256, 32, 8, 6],
    [128, 128, 64, 4, 4],
    [128, 128, 64, 8, 3],
    [256, 128, 64, 8, 3],
    [128, 128, 32, 4, 3],
    [64, 128, 64, 4, 4],
    [64, 256, 64, 4, 3],
];

fn config_of(c: &[i64; 5]) -> Config {
    Config::new().with("bm", c[0]).with("bn", c[1]).with("bk", c[2]).with("num_warps", c[3]).with("num_stages", c[4])
}

fn tile_of(c: &Config) -> ([u32; 3], u32, u32) {
    let g = |n: &str| c.get(n).unwrap_or(0) as u32;
    ([g("bm"), g("bn"), g("bk")], g("num_warps"), g("num_stages"))
}

fn tuner(m: u32, n: u32, k: u32, dir: &str) -> Tuner<'static> {
    Tuner::new("matmul", move |c: &Config| {
        let (tile, w, st) = tile_of(c);
        kernels::matmul(m, n, k, tile, w, st, tessera::ir::DType::F16)
    })
    .configs(CONFIGS.iter().map(config_of))
    .record_dir(Some(dir.into()))
    .quiet()
}

struct MatmulArgs {
    a: RawBuffer,
    b: RawBuffer,
    c: RawBuffer,
}

fn matmul_args(dev: &Device, m: u32, n: u32, k: u32) -> Result<MatmulArgs, String> {
    use half::f16;
    let mut st = 0x2545_f491_4f6c_dd1du64;
    let mut next = || {
        st ^= st << 13;
        st ^= st >> 7;
        st ^= st << 17;
        f16::from_f32(((st >> 40) as f32 / (1u64 << 24) as f32) * 2.0 - 1.0)
    };
    let a: Vec<f16> = (0..(m * k) as usize).map(|_| next()).collect();
    let b: Vec<f16> = (0..(k * n) as usize).map(|_| next()).collect();
    Ok(MatmulArgs {
        a: dev.upload(&a).map_err(s)?.into_raw(),
        b: dev.upload(&b).map_err(s)?.into_raw(),
        c: dev.alloc_zeros::<f16>((m * n) as usize).map_err(s)?.into_raw(),
    })
}

fn matmul_grid(m: u32, n: u32) -> impl Fn(&Meta) -> u32 {
    move |meta: &Meta| meta.cdiv(m as i64, meta.constant("bm")) * meta.cdiv(n as i64, meta.constant("bn"))
}

fn tune_matmul(m: u32, n: u32, k: u32, dir: &str) -> Result<(), String> {
    let _ = std::fs::remove_dir_all(dir);
    let jit = gpu_jit()?.with_target(Target::Sm90a);
    let dev = jit.device().clone();
    let bufs = matmul_args(&dev, m, n, k)?;
    let args: [Arg; 3] = [(&bufs.a).into(), (&bufs.b).into(), (&bufs.c).into()];
    let grid = matmul_grid(m, n);
    let t = tuner(m, n, k, dir);
    let t0 = Instant::now();
    let (_, report) = t.tune(&jit, &grid, &args).map_err(s)?;
    let tuning = t0.elapsed();
    let flops = 2.0 * m as f64 * n as f64 * k as f64;
    let tf = |d: Duration| flops / d.as_secs_f64() / 1e12;
    println!(
        "tuned matmul f16 {m}x{n}x{k} over {} configs in {:.2} s: {}",
        CONFIGS.len(),
        tuning.as_secs_f64(),
        report.line()
    );

    // By hand: each config compiled and loaded directly, timed as bench-gpu times.
    let mut hand: Vec<Option<Duration>> = vec![None; CONFIGS.len()];
    for _round in 0..2 {
        for (i, c) in CONFIGS.iter().enumerate() {
            let cfg = config_of(c);
            let (tile, w, st) = tile_of(&cfg);
            let kernel = kernels::matmul(m, n, k, tile, w, st, tessera::ir::DType::F16)?;
            let Ok(compiled) = tessera::compile(&kernel, Target::Sm90a, &options()) else {
                continue;
            };
            let Ok(loaded) = dev.load_image(&compiled.image()?) else { continue };
            let g = [m.div_ceil(tile[0]) * n.div_ceil(tile[1]), 1, 1];
            let Ok(d) = time_events(&dev, || loaded.launch(g, &args).map_err(s)) else { continue };
            hand[i] = Some(hand[i].map_or(d, |h| h.min(d)));
        }
    }
    println!(
        "| config (BM BN BK warps stages) | tuner's median | by hand | by hand TFLOPS |\n| --- | --- | --- | --- |"
    );
    let best_hand = hand.iter().flatten().min().copied().ok_or("no config ran by hand")?;
    for (i, c) in CONFIGS.iter().enumerate() {
        let cfg = config_of(c);
        let tuned = report.trials.iter().find(|(tc, _)| *tc == cfg).map(|(_, t)| match t {
            tessera::tune::Trial::Timed(d) => format!("{:.1} µs", us(*d)),
            tessera::tune::Trial::Pruned(why) => format!("pruned: {why}"),
        });
        let mark = if cfg == report.best { " (chosen)" } else { "" };
        let h = hand[i].map_or("failed".to_string(), |d| format!("{:.1} µs", us(d)));
        let htf = hand[i].map_or("".to_string(), |d| format!("{:.1}", tf(d)));
        println!("| {:?}{mark} | {} | {h} | {htf} |", c, tuned.unwrap_or_default());
    }
    let chosen = CONFIGS.iter().position(|c| config_of(c) == report.best).and_then(|i| hand[i]);
    match chosen {
        Some(d) => println!(
            "chosen by hand {:.1} µs against the best by hand {:.1} µs: {:.2} % slower",
            us(d),
            us(best_hand),
            (d.as_secs_f64() / best_hand.as_secs_f64() - 1.0) * 100.0
        ),
        None => println!("the chosen config did not run by hand"),
    }

    // A second process takes the choice from the record.
    let me = std::env::current_exe().map_err(s)?;
    for _ in 0..3 {
        let t0 = Instant::now();
        let o = Command::new(&me)
            .args(["tune-lookup", &m.to_string(), &n.to_string(), &k.to_string(), dir])
            .output()
            .map_err(s)?;
        let wall = t0.elapsed();
        if !o.status.success() {
            return Err(format!("tune-lookup failed: {}", String::from_utf8_lossy(&o.stderr)));
        }
        println!(
            "second process (wall {:.0} ms): {}",
            wall.as_secs_f64() * 1e3,
            String::from_utf8_lossy(&o.stdout).trim()
        );
    }
    Ok(())
}

/// The child: the tuner's search in a fresh process, which must come from the disk record.
fn tune_lookup(m: u32, n: u32, k: u32, dir: &str) -> Result<(), String> {
    let jit = gpu_jit()?.with_target(Target::Sm90a);
    let bufs = matmul_args(jit.device(), m, n, k)?;
    let args: [Arg; 3] = [(&bufs.a).into(), (&bufs.b).into(), (&bufs.c).into()];
    let grid = matmul_grid(m, n);
    let t0 = Instant::now();
    let t = tuner(m, n, k, dir);
    let mut timer = GpuTimer::new(&jit, &grid, &args, 1).map_err(s)?;
    let params = t.param_names().map_err(s)?;
    let key = key_of(&[], &params, &args)?;
    let report = t.search(&mut timer, &key, None).map_err(s)?;
    let d = t0.elapsed();
    println!("{} in {:.1} µs (tuner built, key, record read; the kernel's compile not included)", report.line(), us(d));
    if report.trials.is_empty() && matches!(report.outcome, tessera::tune::TuneOutcome::Disk) {
        Ok(())
    } else {
        Err(format!("the choice did not come from the disk record: {}", report.line()))
    }
}

/// bench-gpu's timing: 10 warm-ups, then 50 launches each after an L2 flush, median.
fn time_events(dev: &Device, mut launch: impl FnMut() -> Result<(), String>) -> Result<Duration, String> {
    use tessera::tune::{flush_kernel, FLUSH_ELEMENTS};
    let flush_image =
        tessera::compile(&flush_kernel()?, Target::Sm90, &tessera::Options::default()).map_err(s)?.image()?;
    let flush = dev.load_image(&flush_image).map_err(s)?;
    let buf = dev.alloc_zeros::<i32>(FLUSH_ELEMENTS as usize).map_err(s)?;
    let stream = dev.stream();
    let (e0, e1) = (dev.new_event().map_err(s)?, dev.new_event().map_err(s)?);
    for _ in 0..10 {
        launch()?;
    }
    let mut times = Vec::new();
    for _ in 0..50 {
        flush.launch([FLUSH_ELEMENTS / 1024, 1, 1], &[(&buf).into()]).map_err(s)?;
        e0.record(&stream).map_err(s)?;
        launch()?;
        e1.record(&stream).map_err(s)?;
        e1.synchronize().map_err(s)?;
        times.push(e1.elapsed_since(&e0).map_err(s)?);
    }
    times.sort();
    Ok(times[times.len() / 2])
}

/// The code generator's switches from the variables the scripts in benches/gpu set
/// (`CodegenOptions::from_vars`: `TESSERA_LICM=0`, `TESSERA_PTRADD=mad`, ..).
fn options() -> tessera::Options {
    tessera::Options {
        codegen: tessera_isel::CodegenOptions::from_vars(|k| std::env::var(k).ok()),
        ..Default::default()
    }
}
