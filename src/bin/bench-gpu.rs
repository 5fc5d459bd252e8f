//! GPU benchmarks of compiled kernels, run on the device machine (see docs/benchmarks.md).
//!
//! ```text
//! bench-gpu add [LOG2_N]        vector add f32 over 2^LOG2_N elements (default 28): median TB/s
//! bench-gpu jit FILE.ptx ENTRY  driver JIT time of a PTX file (run with CUDA_CACHE_DISABLE=1)
//! bench-gpu jit-ours            the same for our vector add, and its PTX size
//! bench-gpu layernorm ROWS COLS WARPS   layer norm forward, f16 in and out, f32 math: TB/s
//! bench-gpu transpose N         N x N f32 transpose in 64 x 64 tiles (`trans`, a layout
//!                               exchange through shared memory): median TB/s
//! bench-gpu softmax ROWS COLS WARPS [VARIANT]   row softmax f32 (one program per row): median TB/s;
//!     VARIANT (for finding where time goes, results not checked): exp2 (exp2 instead of exp),
//!     nodiv (multiply by the sum instead of dividing), noexp (no exponential); and `recip`
//!     (checked): multiply by the reciprocal of the sum, the accuracy class of Triton's `/`
//! ```
//! Timing: device events around each launch after 10 warm-up launches, median of 50, with the L2
//! cache flushed before each timed launch (as `triton.testing.do_bench` does). Inputs are
//! random, and the result is checked on the host before timing.

use std::time::Instant;
use tessera::ir::text;
use tessera::{compile, Options, Target};
use tessera_runtime::{Code, Device, KernelImage};

const ADD: &str = include_str!("../../benches/kernels/add_div16.tile");

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let r = match args.first().map(String::as_str) {
        Some("add") => add(args.get(1).and_then(|s| s.parse().ok()).unwrap_or(28)),
        Some("jit") if args.len() == 3 => jit_file(&args[1], &args[2]),
        Some("jit-ours") => jit_ours(),
        Some("layernorm") if args.len() == 4 => match (args[1].parse(), args[2].parse(), args[3].parse()) {
            (Ok(r), Ok(c), Ok(w)) => layernorm(r, c, w),
            _ => Err("layernorm ROWS COLS WARPS: three integers".into()),
        },
        Some("print") if args.len() == 4 => match (args[2].parse(), args[3].parse()) {
            (Ok(c), Ok(w)) if args[1] == "layernorm" => layernorm_kernel(c, w).map(|k| print!("{}", text::print_kernel(&k))),
            _ => Err("print layernorm COLS WARPS".into()),
        },
        Some("transpose") if args.len() == 2 => match args[1].parse() {
            Ok(n) => transpose(n),
            _ => Err("transpose N: an integer (a multiple of 64)".into()),
        },
        Some("softmax") if args.len() >= 4 => match (args[1].parse(), args[2].parse(), args[3].parse()) {
            (Ok(r), Ok(c), Ok(w)) => softmax(r, c, w, args.get(4).map_or("", String::as_str)),
            _ => Err("softmax ROWS COLS WARPS: three integers".into()),
        },
        _ => Err("usage: bench-gpu add [LOG2_N] | jit FILE.ptx ENTRY | jit-ours | softmax ROWS COLS WARPS | layernorm ROWS COLS WARPS | transpose N | print layernorm COLS WARPS".into()),
    };
    if let Err(e) = r {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}

fn add_image() -> Result<KernelImage, String> {
    let k = text::parse_kernel(ADD).map_err(|e| e.to_string())?;
    compile(&k, Target::Sm90, &Options::default()).map_err(|e| e.to_string())?.image()
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

fn add(log2n: u32) -> Result<(), String> {
    let dev = Device::cuda(0).map_err(|e| e.to_string())?;
    let n = 1usize << log2n;
    let k = dev.load_image(&add_image()?).map_err(|e| e.to_string())?;
    // Random inputs, made on the host once.
    let mut s = 0x2545_f491_4f6c_dd1du64;
    let mut next = || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        (s >> 40) as f32 / (1u64 << 24) as f32
    };
    let xs: Vec<f32> = (0..n).map(|_| next()).collect();
    let ys: Vec<f32> = (0..n).map(|_| next()).collect();
    let x = dev.upload(&xs).map_err(|e| e.to_string())?;
    let y = dev.upload(&ys).map_err(|e| e.to_string())?;
    let out = dev.alloc_zeros::<f32>(n).map_err(|e| e.to_string())?;
    let grid = [(n / 1024) as u32, 1, 1];
    let args =
        [(&x).into(), (&y).into(), (&out).into(), tessera_runtime::Arg::Scalar(tessera::ir::Const::i32(n as i32))];
    k.launch(grid, &args).map_err(|e| e.to_string())?;
    let got = out.to_vec().map_err(|e| e.to_string())?;
    let bad = (0..n).step_by(4099).chain([n - 1]).find(|&i| got[i] != xs[i] + ys[i]);
    if let Some(i) = bad {
        return Err(format!("wrong result at {i}: {} != {}", got[i], xs[i] + ys[i]));
    }
    let stream = dev.stream();
    let (e0, e1) = (dev.new_event().map_err(|e| e.to_string())?, dev.new_event().map_err(|e| e.to_string())?);
    for _ in 0..10 {
        k.launch(grid, &args).map_err(|e| e.to_string())?;
    }
    let mut times = Vec::new();
    for _ in 0..50 {
        e0.record(&stream).map_err(|e| e.to_string())?;
        k.launch(grid, &args).map_err(|e| e.to_string())?;
        e1.record(&stream).map_err(|e| e.to_string())?;
        e1.synchronize().map_err(|e| e.to_string())?;
        times.push(e1.elapsed_since(&e0).map_err(|e| e.to_string())?.as_secs_f64());
    }
    let t = median(times);
    let bytes = 3.0 * 4.0 * n as f64;
    println!("tessera_add n=2^{log2n} median {:.1} us, {:.3} TB/s", t * 1e6, bytes / t / 1e12);
    Ok(())
}

fn time_load(dev: &Device, image: &KernelImage) -> Result<f64, String> {
    let mut times = Vec::new();
    for _ in 0..20 {
        let t0 = Instant::now();
        let k = dev.load_image(image).map_err(|e| e.to_string())?;
        times.push(t0.elapsed().as_secs_f64());
        drop(k);
    }
    Ok(median(times))
}

fn jit_file(path: &str, entry: &str) -> Result<(), String> {
    let dev = Device::cuda(0).map_err(|e| e.to_string())?;
    let ptx = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let ours = add_image()?;
    // The same signature as our vector add (x, y, out, n); only loading is timed.
    let image = KernelImage { entry: entry.to_string(), code: Code::Ptx(ptx.clone()), ..ours };
    let t = time_load(&dev, &image)?;
    println!("jit {path}: {} bytes of PTX, median load {:.2} ms", ptx.len(), t * 1e3);
    Ok(())
}

fn jit_ours() -> Result<(), String> {
    let dev = Device::cuda(0).map_err(|e| e.to_string())?;
    let image = add_image()?;
    let size = image.code.len();
    let t = time_load(&dev, &image)?;
    println!("jit tessera add: {size} bytes of PTX, median load {:.2} ms", t * 1e3);
    Ok(())
}

/// Times `launch` with events: 10 warm-ups, median of 50. Before each timed launch a 256 MB
/// buffer is overwritten (outside the events), so that no input is still in the L2 cache, as
/// `triton.testing.do_bench` does: shapes whose data fits in L2 would otherwise time the cache.
fn time_events(dev: &Device, mut launch: impl FnMut() -> Result<(), String>) -> Result<f64, String> {
    let flush = L2Flush::new(dev)?;
    let stream = dev.stream();
    let (e0, e1) = (dev.new_event().map_err(|e| e.to_string())?, dev.new_event().map_err(|e| e.to_string())?);
    for _ in 0..10 {
        launch()?;
    }
    let mut times = Vec::new();
    for _ in 0..50 {
        flush.run()?;
        e0.record(&stream).map_err(|e| e.to_string())?;
        launch()?;
        e1.record(&stream).map_err(|e| e.to_string())?;
        e1.synchronize().map_err(|e| e.to_string())?;
        times.push(e1.elapsed_since(&e0).map_err(|e| e.to_string())?.as_secs_f64());
    }
    Ok(median(times))
}

/// A tessera kernel that writes zeros over a 256 MB buffer (several times the H200's L2).
struct L2Flush {
    kernel: tessera_runtime::LoadedKernel,
    buf: tessera_runtime::Buffer<i32>,
}

impl L2Flush {
    const WORDS: usize = 64 << 20;

    fn new(dev: &Device) -> Result<L2Flush, String> {
        use tessera::ir::{Builder, DType, ParamAttrs, Type};
        let b = Builder::new("flush");
        let p = b.param_with("p", Type::ptr(DType::I32), ParamAttrs { align: Some(16), div: None });
        let offs = b.program_id(0) * 1024 + b.arange(0, 1024);
        b.store(p + offs, b.zeros(&[1024], DType::I32));
        let k = b.finish().map_err(|e| e.to_string())?;
        let image = compile(&k, Target::Sm90, &Options::default()).map_err(|e| e.to_string())?.image()?;
        let kernel = dev.load_image(&image).map_err(|e| e.to_string())?;
        let buf = dev.alloc_zeros::<i32>(Self::WORDS).map_err(|e| e.to_string())?;
        Ok(L2Flush { kernel, buf })
    }

    fn run(&self) -> Result<(), String> {
        self.kernel.launch([(Self::WORDS / 1024) as u32, 1, 1], &[(&self.buf).into()]).map_err(|e| e.to_string())
    }
}

/// The fused row softmax of examples/softmax.tile, built for a row of exactly `cols` columns.
fn softmax_kernel(cols: u32, warps: u32, variant: &str) -> Result<tessera::ir::Kernel, String> {
    use tessera::ir::{Builder, DType};
    let b = Builder::new("softmax");
    b.num_warps(warps);
    // 16-byte aligned buffers, as Triton assumes of its pointer arguments when they are.
    let a16 = tessera::ir::ParamAttrs { align: Some(16), div: None };
    let x = b.param_with("x", tessera::ir::Type::ptr(DType::F32), a16);
    let out = b.param_with("out", tessera::ir::Type::ptr(DType::F32), a16);
    let cols_t = b.arange(0, cols as i32);
    let offs = b.program_id(0) * cols as i32 + cols_t;
    let xv = b.load(x + offs);
    let shifted = xv - xv.max_along(0);
    let num = match variant {
        "exp2" => shifted.exp2(),
        "noexp" => shifted,
        _ => shifted.exp(),
    };
    let y = match variant {
        "nodiv" => num * num.sum(0),
        // One division per row, a multiply per element: what Triton's `/` (div.full.f32,
        // within 2 ulp) amounts to; tessera's `div` is IEEE division on every element.
        "recip" => num * (1.0f32 / num.sum(0)),
        _ => num / num.sum(0),
    };
    b.store(out + offs, y);
    b.finish().map_err(|e| e.to_string())
}

fn softmax(rows: usize, cols: usize, warps: u32, variant: &str) -> Result<(), String> {
    let dev = Device::cuda(0).map_err(|e| e.to_string())?;
    let k = softmax_kernel(cols as u32, warps, variant)?;
    let image = compile(&k, Target::Sm90, &Options::default()).map_err(|e| e.to_string())?.image()?;
    let loaded = dev.load_image(&image).map_err(|e| e.to_string())?;
    let n = rows * cols;
    let mut s = 0x9e37_79b9_7f4a_7c15u64;
    let xs: Vec<f32> = (0..n)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            ((s >> 40) as f32 / (1u64 << 24) as f32) * 8.0 - 4.0
        })
        .collect();
    let x = dev.upload(&xs).map_err(|e| e.to_string())?;
    let out = dev.alloc_zeros::<f32>(n).map_err(|e| e.to_string())?;
    let args = [(&x).into(), (&out).into()];
    let grid = [rows as u32, 1, 1];
    loaded.launch(grid, &args).map_err(|e| e.to_string())?;
    let got = out.to_vec().map_err(|e| e.to_string())?;
    let checked = if variant.is_empty() || variant == "recip" { rows } else { 0 };
    for r in (0..checked).step_by((rows / 16).max(1)) {
        let row = &xs[r * cols..(r + 1) * cols];
        let m = row.iter().fold(f64::NEG_INFINITY, |a, &v| a.max(v as f64));
        let sum: f64 = row.iter().map(|&v| (v as f64 - m).exp()).sum();
        for c in 0..cols {
            let want = (row[c] as f64 - m).exp() / sum;
            let g = got[r * cols + c] as f64;
            if (g - want).abs() > 1e-7 + 2e-5 * want.abs() {
                return Err(format!("softmax {rows}x{cols}: [{r}, {c}] = {g}, want {want}"));
            }
        }
    }
    let t = time_events(&dev, || loaded.launch(grid, &args).map_err(|e| e.to_string()))?;
    let bytes = 2.0 * 4.0 * n as f64;
    println!(
        "tessera_softmax{variant} {rows}x{cols} warps {warps}: median {:.1} us, {:.3} TB/s",
        t * 1e6,
        bytes / t / 1e12
    );
    Ok(())
}

/// out = x^T for an N x N f32 matrix: program (i, j) loads the 64 x 64 tile (i, j) and stores
/// its transpose at tile (j, i).
fn transpose_kernel(n: u32) -> Result<tessera::ir::Kernel, String> {
    use tessera::ir::{Builder, DType, ParamAttrs, Type};
    let b = Builder::new("transpose");
    b.num_warps(4);
    let a16 = ParamAttrs { align: Some(16), div: None };
    let x = b.param_with("x", Type::ptr(DType::F32), a16);
    let out = b.param_with("out", Type::ptr(DType::F32), a16);
    let (pi, pj) = (b.program_id(0) * 64, b.program_id(1) * 64);
    let r = b.arange(0, 64).col();
    let c = b.arange(0, 64).row();
    let tile = b.load(x + ((pi + r) * n as i32 + (pj + c)));
    // out[pj + c', pi + r'] = tile[r', c']: store the transpose with rows along j.
    b.store(out + ((pj + r) * n as i32 + (pi + c)), tile.t());
    b.finish().map_err(|e| e.to_string())
}

fn transpose(n: usize) -> Result<(), String> {
    if n == 0 || !n.is_multiple_of(64) {
        return Err("transpose N: N must be a positive multiple of 64".into());
    }
    let dev = Device::cuda(0).map_err(|e| e.to_string())?;
    let k = transpose_kernel(n as u32)?;
    let image = compile(&k, Target::Sm90, &Options::default()).map_err(|e| e.to_string())?.image()?;
    let loaded = dev.load_image(&image).map_err(|e| e.to_string())?;
    let xs: Vec<f32> = (0..n * n).map(|i| i as f32).collect();
    let e = |e: tessera_runtime::Error| e.to_string();
    let x = dev.upload(&xs).map_err(e)?;
    let out = dev.alloc_zeros::<f32>(n * n).map_err(e)?;
    let args = [(&x).into(), (&out).into()];
    let grid = [(n / 64) as u32, (n / 64) as u32, 1];
    loaded.launch(grid, &args).map_err(|e| e.to_string())?;
    let got = out.to_vec().map_err(e)?;
    for i in (0..n).step_by(37) {
        for j in (0..n).step_by(41) {
            if got[j * n + i] != xs[i * n + j] {
                return Err(format!("transpose {n}: out[{j}, {i}] = {}, want {}", got[j * n + i], xs[i * n + j]));
            }
        }
    }
    let t = time_events(&dev, || loaded.launch(grid, &args).map_err(|e| e.to_string()))?;
    let bytes = 2.0 * 4.0 * (n * n) as f64;
    println!("tessera_transpose {n}x{n}: median {:.1} us, {:.3} TB/s", t * 1e6, bytes / t / 1e12);
    Ok(())
}

/// Layer norm forward over rows of exactly `cols` f16 values, math in f32, writing y (f16) and
/// each row's mean and rstd (f32), as Triton's tutorial kernel does.
fn layernorm_kernel(cols: u32, warps: u32) -> Result<tessera::ir::Kernel, String> {
    use tessera::ir::{Builder, DType, ParamAttrs, Type};
    let b = Builder::new("layernorm");
    b.num_warps(warps);
    let a16 = ParamAttrs { align: Some(16), div: None };
    let p = |n: &str, d: DType| b.param_with(n, Type::ptr(d), a16);
    let (x, y, w, bias) = (p("x", DType::F16), p("y", DType::F16), p("w", DType::F16), p("b", DType::F16));
    let (mean, rstd) = (p("mean", DType::F32), p("rstd", DType::F32));
    let row = b.program_id(0);
    let cols_t = b.arange(0, cols as i32);
    let offs = row * cols as i32 + cols_t;
    let xv = b.load(x + offs).to(DType::F32);
    let mu = xv.sum(0) / cols as f32;
    let d = xv - mu;
    let var = (d * d).sum(0) / cols as f32;
    let r = (var + 1e-5f32).rsqrt();
    let wv = b.load(w + cols_t).to(DType::F32);
    let bv = b.load(bias + cols_t).to(DType::F32);
    // d * r * w + b with the last multiply-add fused, as Triton contracts it (tessera never
    // contracts implicitly: the fma is written).
    b.store(y + offs, b.fma(d * r, wv, bv).to(DType::F16));
    b.store(mean + row, mu);
    b.store(rstd + row, r);
    b.finish().map_err(|e| e.to_string())
}

fn layernorm(rows: usize, cols: usize, warps: u32) -> Result<(), String> {
    use half::f16;
    let dev = Device::cuda(0).map_err(|e| e.to_string())?;
    let k = layernorm_kernel(cols as u32, warps)?;
    let image = compile(&k, Target::Sm90, &Options::default()).map_err(|e| e.to_string())?.image()?;
    let loaded = dev.load_image(&image).map_err(|e| e.to_string())?;
    let n = rows * cols;
    let mut s = 0x1234_5678_9abc_def1u64;
    let mut next = || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        (s >> 40) as f32 / (1u64 << 24) as f32
    };
    let xs: Vec<f16> = (0..n).map(|_| f16::from_f32(next() * 4.0 - 2.0)).collect();
    let ws: Vec<f16> = (0..cols).map(|_| f16::from_f32(next() + 0.5)).collect();
    let bs: Vec<f16> = (0..cols).map(|_| f16::from_f32(next() - 0.5)).collect();
    let e = |e: tessera_runtime::Error| e.to_string();
    let (x, w, b) = (dev.upload(&xs).map_err(e)?, dev.upload(&ws).map_err(e)?, dev.upload(&bs).map_err(e)?);
    let y = dev.alloc_zeros::<f16>(n).map_err(e)?;
    let mean = dev.alloc_zeros::<f32>(rows).map_err(e)?;
    let rstd = dev.alloc_zeros::<f32>(rows).map_err(e)?;
    let args = [(&x).into(), (&y).into(), (&w).into(), (&b).into(), (&mean).into(), (&rstd).into()];
    let grid = [rows as u32, 1, 1];
    loaded.launch(grid, &args).map_err(|e| e.to_string())?;
    let got = y.to_vec().map_err(e)?;
    for r in (0..rows).step_by((rows / 16).max(1)) {
        let row: Vec<f64> = xs[r * cols..(r + 1) * cols].iter().map(|v| v.to_f64()).collect();
        let mu = row.iter().sum::<f64>() / cols as f64;
        let var = row.iter().map(|v| (v - mu) * (v - mu)).sum::<f64>() / cols as f64;
        let rs = 1.0 / (var + 1e-5).sqrt();
        for c in 0..cols {
            let want = (row[c] - mu) * rs * ws[c].to_f64() + bs[c].to_f64();
            let g = got[r * cols + c].to_f64();
            if (g - want).abs() > 2e-3 + 2e-3 * want.abs() {
                return Err(format!("layernorm {rows}x{cols}: [{r}, {c}] = {g}, want {want}"));
            }
        }
    }
    let t = time_events(&dev, || loaded.launch(grid, &args).map_err(|e| e.to_string()))?;
    let bytes = 2.0 * 2.0 * n as f64;
    println!(
        "tessera_layernorm_f16 {rows}x{cols} warps {warps}: median {:.1} us, {:.3} TB/s",
        t * 1e6,
        bytes / t / 1e12
    );
    Ok(())
}
