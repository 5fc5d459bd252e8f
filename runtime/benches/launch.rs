//! Runtime benchmarks (`cargo bench -p tessera-runtime --bench launch`; a plain `main`, no
//! harness). Prints Markdown tables for docs/benchmarks.md.
//!
//! 1. Host launch overhead of a small kernel (vector add, 1024 elements, 8 programs of 128
//!    threads): host time per `LoadedKernel::launch` (argument check, packing, `cuLaunchKernel`),
//!    against bare `cuLaunchKernel` on the same function as the floor. Launches are issued in
//!    batches of 50 with a synchronize between batches, so the driver's queue never fills and
//!    the time is the host's own; median and 10th/90th percentiles over 400 batches.
//! 2. Time from a fresh process to the first checked result, cache cold and warm: the bench
//!    runs itself as a child process (`--first-result`), which opens the device, loads the
//!    kernel through a cache in a scratch directory, uploads, launches, synchronises and checks.
//!    Three runs per scratch directory: cold (an empty cache directory and the driver's JIT
//!    cache off, `CUDA_CACHE_DISABLE=1`), then warm tessera cache with the driver's JIT cache
//!    still empty, then both warm. The compile step is the PTX fixture (the PTX backend
//!    is not wired into the runtime's benches yet), so "compile" is ~0 here.
//! 3. Cache hit latency in-process: key (print + hash) and memory hit; a kernel already loaded
//!    on the device.
//!
//! Without a GPU, part 1 and 2 print why they are skipped (and fail under
//! `TESSERA_REQUIRE_GPU=1`); part 3 runs anywhere.

use std::process::Command;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tessera_ir::{DType, Kernel};
use tessera_runtime::cudarc::driver::sys;
use tessera_runtime::{args, Cache, CacheKey, Code, Device, KernelImage, ParamSig};

const PTX: &str = include_str!("../tests/fixtures/kernels.ptx");

fn add_image() -> KernelImage {
    KernelImage {
        entry: "add".into(),
        target: "sm_80".into(),
        code: Code::Ptx(PTX.into()),
        params: vec![
            ParamSig::ptr("x", DType::F32),
            ParamSig::ptr("y", DType::F32),
            ParamSig::ptr("out", DType::F32),
            ParamSig::num("n", DType::I32),
        ],
        block_threads: 128,
        shared_bytes: 0,
        tensor_maps: vec![],
    }
}

fn add_kernel() -> Arc<Kernel> {
    let file = tessera_ir::text::parse(include_str!("../../examples/add.tile")).expect("add.tile parses");
    Arc::new(file.kernels.into_iter().next().expect("one kernel"))
}

fn us(d: Duration) -> f64 {
    d.as_secs_f64() * 1e6
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// (median, p10, p90) of per-launch microseconds.
fn stats(mut v: Vec<f64>) -> (f64, f64, f64) {
    v.sort_by(f64::total_cmp);
    let at = |q: f64| v[((v.len() - 1) as f64 * q).round() as usize];
    (at(0.5), at(0.1), at(0.9))
}

fn gpu() -> Option<Device> {
    match Device::cuda(0) {
        Ok(d) => Some(d),
        Err(e) => {
            assert!(std::env::var("TESSERA_REQUIRE_GPU").as_deref() != Ok("1"), "TESSERA_REQUIRE_GPU=1 but: {e}");
            println!("(GPU parts skipped: {e})\n");
            None
        }
    }
}

fn launch_overhead(dev: &Device) {
    const BATCH: usize = 50;
    const BATCHES: usize = 400;
    let k = dev.load_image(&add_image()).unwrap();
    let n = 1024usize;
    let x = dev.upload(&vec![1.0f32; n]).unwrap();
    let y = dev.upload(&vec![2.0f32; n]).unwrap();
    let out = dev.alloc_zeros::<f32>(n).unwrap();
    let a = args![&x, &y, &out, n as i32];
    for _ in 0..200 {
        k.launch(8, &a).unwrap();
    }
    dev.synchronize().unwrap();
    let mut ours = Vec::new();
    for _ in 0..BATCHES {
        let t = Instant::now();
        for _ in 0..BATCH {
            k.launch(8, &a).unwrap();
        }
        ours.push(us(t.elapsed()) / BATCH as f64);
        dev.synchronize().unwrap();
    }
    assert_eq!(out.read(..2).unwrap(), [3.0, 3.0]);
    // Including building the argument list each time, as a caller would.
    let mut with_args = Vec::new();
    for _ in 0..BATCHES {
        let t = Instant::now();
        for _ in 0..BATCH {
            k.launch(8, &args![&x, &y, &out, n as i32]).unwrap();
        }
        with_args.push(us(t.elapsed()) / BATCH as f64);
        dev.synchronize().unwrap();
    }

    // The floor: bare cuLaunchKernel on the same PTX, loaded in the same context.
    let ctx = dev.cuda_context().unwrap().clone();
    ctx.bind_to_thread().unwrap();
    let stream = dev.cuda_stream().unwrap().cu_stream();
    let text = std::ffi::CString::new(PTX).unwrap();
    let mut module: sys::CUmodule = std::ptr::null_mut();
    let mut func: sys::CUfunction = std::ptr::null_mut();
    unsafe {
        assert_eq!(sys::cuModuleLoadData(&mut module, text.as_ptr() as *const _), sys::CUresult::CUDA_SUCCESS);
        assert_eq!(sys::cuModuleGetFunction(&mut func, module, c"add".as_ptr()), sys::CUresult::CUDA_SUCCESS);
    }
    let mut vals: [u64; 4] = [x.device_ptr().unwrap(), y.device_ptr().unwrap(), out.device_ptr().unwrap(), n as u64];
    let mut ptrs: Vec<*mut std::ffi::c_void> = vals.iter_mut().map(|v| v as *mut u64 as *mut _).collect();
    let mut bare = Vec::new();
    for _ in 0..BATCHES {
        let t = Instant::now();
        for _ in 0..BATCH {
            let r = unsafe {
                sys::cuLaunchKernel(func, 8, 1, 1, 128, 1, 1, 0, stream, ptrs.as_mut_ptr(), std::ptr::null_mut())
            };
            assert_eq!(r, sys::CUresult::CUDA_SUCCESS);
        }
        bare.push(us(t.elapsed()) / BATCH as f64);
        dev.synchronize().unwrap();
    }
    unsafe { sys::cuModuleUnload(module) };

    // Device time of one such launch, for scale.
    let (s, e) = (dev.new_event().unwrap(), dev.new_event().unwrap());
    s.record(&dev.stream()).unwrap();
    for _ in 0..1000 {
        k.launch(8, &a).unwrap();
    }
    e.record(&dev.stream()).unwrap();
    let gpu_per = us(e.elapsed_since(&s).unwrap()) / 1000.0;

    println!("### Host launch overhead: vector add, 1024 f32, grid 8 x 128 threads\n");
    println!("| path | median µs/launch | p10 | p90 |\n| --- | --- | --- | --- |");
    for (name, v) in [
        ("`LoadedKernel::launch` (checked), args built once", ours),
        ("`LoadedKernel::launch` (checked), `args!` built per launch", with_args),
        ("bare `cuLaunchKernel` (the driver's floor)", bare),
    ] {
        let (m, lo, hi) = stats(v);
        println!("| {name} | {m:.2} | {lo:.2} | {hi:.2} |");
    }
    println!("\nBack-to-back launches, device time per launch (events, 1000 launches): {gpu_per:.2} µs\n");
}

/// The child: one fresh process's way to a first checked result. Prints one `result` line.
fn first_result() {
    let t0 = Instant::now();
    let dev = Device::cuda(0).expect("a CUDA device");
    let t_open = t0.elapsed();
    let cache = Cache::from_env();
    let ir = add_kernel();
    let (k, trace) = dev.load_traced(&ir, &cache, "bench", |_, _| Ok::<_, String>(add_image())).unwrap();
    let t_loaded = t0.elapsed();
    let n = 1 << 16;
    let xs: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let x = dev.upload(&xs).unwrap();
    let out = dev.alloc_zeros::<f32>(n).unwrap();
    let t_uploaded = t0.elapsed();
    k.launch((n / 128) as u32, &args![&x, &x, &out, n as i32]).unwrap();
    let t_launched = t0.elapsed();
    let got = out.to_vec().unwrap();
    assert!(got.iter().zip(&xs).all(|(g, x)| *g == x + x), "wrong result");
    let t_done = t0.elapsed();
    println!(
        "result outcome={} open={:.3} key={:.3} cache={:.3} compile={:.3} jit={:.3} load_total={:.3} upload={:.3} launch={:.3} sync_copy_check={:.3} total={:.3}",
        trace.outcome.to_string().replace(' ', "_"),
        ms(t_open),
        ms(trace.key_time),
        ms(trace.cache_time),
        ms(trace.compile_time),
        ms(trace.module_time),
        ms(t_loaded - t_open),
        ms(t_uploaded - t_loaded),
        ms(t_launched - t_uploaded),
        ms(t_done - t_launched),
        ms(t_done)
    );
}

fn time_to_first_result() {
    let exe = std::env::current_exe().unwrap();
    let scratch = std::env::temp_dir().join(format!("tessera-bench-{}", std::process::id()));
    let run = |dir: &std::path::Path, cold: bool| -> (f64, String) {
        let mut c = Command::new(&exe);
        c.arg("--first-result")
            .env("TESSERA_CACHE_DIR", dir.join("tessera"))
            .env("CUDA_CACHE_PATH", dir.join("nv"))
            .env_remove("TESSERA_CACHE");
        if cold {
            c.env("CUDA_CACHE_DISABLE", "1");
        }
        let t = Instant::now();
        let out = c.output().unwrap();
        let wall = ms(t.elapsed());
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        assert!(out.status.success(), "child failed: {text}{}", String::from_utf8_lossy(&out.stderr));
        let line = text.lines().find(|l| l.starts_with("result ")).unwrap_or("").to_string();
        (wall, line)
    };
    println!("### Time to first checked result in a fresh process (vector add, 65536 f32)\n");
    println!("Milliseconds. `wall`: the parent's clock around the whole child process (exec, dynamic loading, exit included); the other columns are the child's own clocks.\n");
    println!("| cache | outcome | wall | device open | key | cache lookup/store | compile | driver load (JIT) | upload | launch | sync+copy+check | in-process total |");
    println!("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
    for rep in 0..3 {
        let dir = scratch.join(format!("r{rep}"));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        for (label, cold) in [
            ("cold (empty; driver JIT cache off)", true),
            ("warm tessera cache, empty driver cache", false),
            ("warm (both)", false),
        ] {
            let (wall, line) = run(&dir, cold);
            let f = |k: &str| {
                line.split_whitespace().find_map(|kv| kv.strip_prefix(&format!("{k}="))).unwrap_or("?").to_string()
            };
            println!(
                "| {label} | {} | {wall:.1} | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
                f("outcome"),
                f("open"),
                f("key"),
                f("cache"),
                f("compile"),
                f("jit"),
                f("upload"),
                f("launch"),
                f("sync_copy_check"),
                f("total")
            );
        }
    }
    let _ = std::fs::remove_dir_all(&scratch);
    println!();
}

fn cache_hits(dev: Option<&Device>) {
    let ir = add_kernel();
    let reps = 2000;
    let t = Instant::now();
    for _ in 0..reps {
        std::hint::black_box(CacheKey::of_kernel(&ir, "sm_90", "bench"));
    }
    let key_us = us(t.elapsed()) / reps as f64;
    let text = tessera_ir::text::print_kernel(&ir);
    let t = Instant::now();
    for _ in 0..reps {
        std::hint::black_box(CacheKey::new(&text, "sm_90", "bench"));
    }
    let hash_us = us(t.elapsed()) / reps as f64;
    let cache = Cache::memory_only();
    let key = CacheKey::of_kernel(&ir, "sm_90", "bench");
    cache.get_or_compile(key, "sm_90", || Ok::<_, String>(add_image())).unwrap();
    let t = Instant::now();
    for _ in 0..reps {
        std::hint::black_box(cache.lookup(key).unwrap());
    }
    let hit_us = us(t.elapsed()) / reps as f64;
    println!("### Cache, in process\n");
    println!("| step | µs |\n| --- | --- |");
    println!("| key of add.tile (print canonical text + FNV-1a 128) | {key_us:.2} |");
    println!("| of which hashing the {} bytes of text | {hash_us:.2} |", text.len());
    println!("| memory hit (lookup) | {hit_us:.3} |");
    if let Some(dev) = dev {
        let cache = Cache::memory_only();
        dev.load(&ir, &cache, "bench", |_, _| Ok::<_, String>(add_image())).unwrap();
        let t = Instant::now();
        for _ in 0..reps {
            std::hint::black_box(dev.load(&ir, &cache, "bench", |_, _| Ok::<_, String>(add_image())).unwrap());
        }
        println!(
            "| `Device::load` of a kernel already loaded on the device (key + map lookup) | {:.2} |",
            us(t.elapsed()) / reps as f64
        );
    }
    let cpu = Device::cpu();
    let k = cpu.load_ir(ir).unwrap();
    let x = cpu.upload(&[1.0f32; 16]).unwrap();
    let y = cpu.upload(&[1.0f32; 16]).unwrap();
    let out = cpu.alloc_zeros::<f32>(16).unwrap();
    let t = Instant::now();
    for _ in 0..200 {
        k.launch(1, &args![&x, &y, &out, 16i32]).unwrap();
    }
    println!(
        "| cpu device: one launch of add.tile, 1 program of 1024 lanes (interpreter) | {:.1} |\n",
        us(t.elapsed()) / 200.0
    );
}

fn main() {
    if std::env::args().any(|a| a == "--first-result") {
        first_result();
        return;
    }
    println!("## tessera-runtime benchmarks\n");
    let dev = gpu();
    if let Some(d) = &dev {
        println!("Device: {}\n", d.describe());
        launch_overhead(d);
    }
    cache_hits(dev.as_ref());
    if dev.is_some() {
        drop(dev);
        time_to_first_result();
    }
}
