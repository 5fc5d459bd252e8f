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
//! bench-gpu matmul M N K [BM BN BK WARPS [STAGES]] [f16|bf16|e4m3|e5m2]   C = A @ B, row-major, f16 (or
//!     bf16) in and out, f32 accumulation; program tiles BM x BN (default 128 x 128), K steps of
//!     BK (32), num_stages STAGES (default 3 with the default tile, else 1), grouped launch
//!     order as Triton's tutorial (groups of 8 along M): median TFLOPS. e4m3 or e5m2: the scaled
//!     fp8 product of `kernels::matmul_fp8` (B given N x K, per-row and per-column f32 scales,
//!     f16 C), as `torch._scaled_mm` computes it; issue 40
//! bench-gpu attention SEQ HEADS D CAUSAL [BM BN WARPS STAGES]   `kernels::attention`, the
//!     flash-attention forward (f16 in and out; CAUSAL 0 or 1) over HEADS heads (batch x heads)
//!     of SEQ rows of head dimension D, blocks BM x BN (default 64 x 64, 4 warps, 2 stages):
//!     median TFLOPS (4 SEQ^2 D HEADS flops, half when causal); issue 16
//! bench-gpu attention-bwd SEQ HEADS D CAUSAL [BM BN WARPS STAGES]   the flash-attention
//!     backward (`kernels::attention_bwd` and its preprocessing, f16 in, f32 gradients; default
//!     blocks 64 x 64, 4 warps, 1 stage): median TFLOPS of the whole backward (10 SEQ^2 D HEADS
//!     flops, half when causal) and the gradient kernel's time alone; issue 41
//! bench-gpu mma-probe COUNT f16|bf16|e4m3|e5m2 FILE   COUNT single-warp dots on random inputs
//!     of several shapes of distribution, one mma.sync step each (16x8x16 for the 16-bit types,
//!     16x8x32 for the 8-bit floats, compiled for sm_90); writes each dot's record to FILE, for
//!     fitting the tensor cores' accumulation rule offline. A record is 1,792 bytes for every
//!     type, little-endian, matrices row-major: A (16 x 16 16-bit floats, or 16 x 32 fp8
//!     bytes: 512 bytes), B (16 x 8 or 32 x 8: 256), C (16 x 8 f32: 512), the GPU's D (16 x 8
//!     f32: 512); `sim/tests/tensor_core_h200.rs` reads the 16-bit ones
//! bench-gpu mma-replay f16|bf16|e4m3|e5m2 IN OUT [wgmma]   the GPU's D for the A, B and C of
//!     records chosen elsewhere (IN, the format above, D ignored; OUT the same records with the
//!     GPU's D): structured inputs, to take a rule apart. With `wgmma`, a warpgroup dot
//!     (64 x 16 x K, sm_90a) of four records at once, which then share the group's first B
//! Timing: device events around each launch after 10 warm-up launches, median of 50, with the L2
//! cache flushed before each timed launch (as `triton.testing.do_bench` does). Inputs are
//! random, and the result is checked on the host before timing.

mod attention;

use std::time::Instant;
use tessera::ir::text;
use tessera::{compile, Options, Target};
use tessera_runtime::{Code, Device, KernelImage};

const ADD: &str = include_str!("../../../benches/kernels/add_div16.tile");

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
        Some("attention") if args.len() >= 5 => {
            let n: Result<Vec<u32>, _> = args[1..].iter().map(|s| s.parse::<u32>()).collect();
            match n.as_deref() {
                Ok(&[seq, heads, d, causal]) => attention::attention(seq, heads, d, causal != 0, [64, 64, 4, 2]),
                Ok(&[seq, heads, d, causal, bm, bn, w, st]) => attention::attention(seq, heads, d, causal != 0, [bm, bn, w, st]),
                _ => Err("attention SEQ HEADS D CAUSAL [BM BN WARPS STAGES]: integers".into()),
            }
        },
        Some("attention-bwd") if args.len() >= 5 => {
            let n: Result<Vec<u32>, _> = args[1..].iter().map(|s| s.parse::<u32>()).collect();
            match n.as_deref() {
                Ok(&[seq, heads, d, causal]) => attention::attention_bwd(seq, heads, d, causal != 0, [64, 64, 4, 1]),
                Ok(&[seq, heads, d, causal, bm, bn, w, st]) => attention::attention_bwd(seq, heads, d, causal != 0, [bm, bn, w, st]),
                _ => Err("attention-bwd SEQ HEADS D CAUSAL [BM BN WARPS STAGES]: integers".into()),
            }
        },
        Some("mma-probe") if args.len() == 4 => match args[1].parse() {
            Ok(n) => mma_probe(n, &args[2], &args[3]),
            _ => Err("mma-probe COUNT f16|bf16|e4m3|e5m2 FILE".into()),
        },
        Some("mma-replay") if args.len() == 4 || args.len() == 5 && args[4] == "wgmma" => {
            mma_replay(&args[1], &args[2], &args[3], args.len() == 5)
        }
        Some("matmul") if args.len() >= 4 => {
            let n: Vec<u32> = args[1..].iter().map_while(|s| s.parse().ok()).collect();
            let dtype = match args.get(1 + n.len()).map(String::as_str) {
                None | Some("f16") => Ok(tessera::ir::DType::F16),
                Some("bf16") => Ok(tessera::ir::DType::BF16),
                Some("e4m3") => Ok(tessera::ir::DType::F8E4M3),
                Some("e5m2") => Ok(tessera::ir::DType::F8E5M2),
                Some(o) => Err(format!("matmul: element type {o}: f16, bf16, e4m3 or e5m2")),
            };
            match (n.as_slice(), dtype) {
                ([m, nn, k], Ok(d)) => matmul(*m, *nn, *k, [128, 128, 32], 4, 3, d),
                ([m, nn, k, bm, bn, bk, w], Ok(d)) => matmul(*m, *nn, *k, [*bm, *bn, *bk], *w, 1, d),
                ([m, nn, k, bm, bn, bk, w, s], Ok(d)) => matmul(*m, *nn, *k, [*bm, *bn, *bk], *w, *s, d),
                (_, Err(e)) => Err(e),
                _ => Err("matmul M N K [BM BN BK WARPS [STAGES]] [f16|bf16|e4m3|e5m2]: integers".into()),
            }
        }
        _ => Err("usage: bench-gpu add [LOG2_N] | jit FILE.ptx ENTRY | jit-ours | softmax ROWS COLS WARPS | layernorm ROWS COLS WARPS | transpose N | matmul M N K [BM BN BK WARPS [STAGES]] [f16|bf16|e4m3|e5m2] | print layernorm COLS WARPS".into()),
    };
    if let Err(e) = r {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}

/// The target of the matmul and attention benchmarks: `TESSERA_TARGET` (sm_90 unless set;
/// sm_90a for wgmma).
fn dot_target() -> Target {
    match std::env::var("TESSERA_TARGET").as_deref() {
        Ok("sm_90a") => Target::Sm90a,
        Ok("sm_80") => Target::Sm80,
        _ => Target::Sm90,
    }
}

fn add_image() -> Result<KernelImage, String> {
    let k = text::parse_kernel(ADD).map_err(|e| e.to_string())?;
    compile(&k, Target::Sm90, &options()).map_err(|e| e.to_string())?.image()
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

/// The benchmarks' random inputs: one xorshift stream from a fixed seed.
struct Uniform(u64);

impl Uniform {
    fn new() -> Uniform {
        Uniform(0x2545_f491_4f6c_dd1d)
    }

    /// The next value, uniform in [0, 1) (24 bits).
    fn unit(&mut self) -> f64 {
        let s = &mut self.0;
        *s ^= *s << 13;
        *s ^= *s >> 7;
        *s ^= *s << 17;
        (*s >> 40) as f64 / (1u64 << 24) as f64
    }

    /// The next value, uniform in [-1, 1).
    fn signed(&mut self) -> f64 {
        self.unit() * 2.0 - 1.0
    }
}

/// `kernel` compiled for the benchmarks' target (its PTX printed under `TESSERA_PRINT_PTX`)
/// and loaded on GPU 0: the compiled kernel, the device, the loaded kernel and the compile time
/// in microseconds.
fn compile_and_load(
    kernel: &tessera::ir::Kernel,
) -> Result<(tessera::CompiledKernel, Device, tessera_runtime::LoadedKernel, f64), String> {
    let t0 = Instant::now();
    let c = compile(kernel, dot_target(), &options()).map_err(|e| e.to_string())?;
    let compile_us = t0.elapsed().as_secs_f64() * 1e6;
    if std::env::var_os("TESSERA_PRINT_PTX").is_some() {
        print!("{}", c.code);
    }
    let dev = Device::cuda(0).map_err(|e| e.to_string())?;
    let loaded = dev.load_image(&c.image()?).map_err(|e| e.to_string())?;
    Ok((c, dev, loaded, compile_us))
}

fn add(log2n: u32) -> Result<(), String> {
    let dev = Device::cuda(0).map_err(|e| e.to_string())?;
    let n = 1usize << log2n;
    let k = dev.load_image(&add_image()?).map_err(|e| e.to_string())?;
    // Random inputs, made on the host once.
    let mut u = Uniform::new();
    let xs: Vec<f32> = (0..n).map(|_| u.unit() as f32).collect();
    let ys: Vec<f32> = (0..n).map(|_| u.unit() as f32).collect();
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

/// A tessera kernel that writes zeros over a 256 MB buffer (several times an H100's or H200's
/// L2).
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
        let image = compile(&k, Target::Sm90, &options()).map_err(|e| e.to_string())?.image()?;
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
    let image = compile(&k, Target::Sm90, &options()).map_err(|e| e.to_string())?.image()?;
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
    let image = compile(&k, Target::Sm90, &options()).map_err(|e| e.to_string())?.image()?;
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
    let image = compile(&k, Target::Sm90, &options()).map_err(|e| e.to_string())?.image()?;
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

/// `xs` converted to a 16-bit type on the device, and the converted values back as f32 (what
/// the kernel actually multiplies).
fn upload_as<T: tessera_runtime::Element + Copy>(
    dev: &Device,
    xs: &[f32],
    to: fn(f32) -> T,
    from: fn(T) -> f32,
) -> Result<(tessera_runtime::RawBuffer, Vec<f32>), String> {
    let h: Vec<T> = xs.iter().map(|&v| to(v)).collect();
    let back = h.iter().map(|&v| from(v)).collect();
    Ok((dev.upload(&h).map_err(|e| e.to_string())?.into_raw(), back))
}

/// C = A @ B (`kernels::matmul`, any sizes), spot-checked, then timed.
fn matmul(
    m: u32,
    n: u32,
    k: u32,
    tile: [u32; 3],
    warps: u32,
    stages: u32,
    d: tessera::ir::DType,
) -> Result<(), String> {
    use half::{bf16, f16};
    // TESSERA_PERSISTENT=P: the persistent kernel on P programs (`kernels::matmul_persistent`).
    let persistent: Option<u32> = std::env::var("TESSERA_PERSISTENT").ok().and_then(|s| s.parse().ok());
    // TESSERA_MATMUL_INCREMENTS=1: the kernel as Triton's tutorial writes it
    // (`kernels::matmul_pointer_increments`).
    let increments = std::env::var_os("TESSERA_MATMUL_INCREMENTS").is_some();
    if matches!(d, tessera::ir::DType::F8E4M3 | tessera::ir::DType::F8E5M2) {
        // TESSERA_FP8_PROMOTE=1: partial sums promoted to f32 every K step (`MatmulFp8::promote`).
        let promote = std::env::var_os("TESSERA_FP8_PROMOTE").is_some();
        // TESSERA_FP8_FLAT=1 (with TESSERA_PERSISTENT): blocks and K steps in one loop
        // (`MatmulFp8::flat`).
        let flat = std::env::var_os("TESSERA_FP8_FLAT").is_some();
        let (dtype, persistent_grid) = (d, persistent.is_some());
        let cfg = tessera::kernels::MatmulFp8 {
            m,
            n,
            k,
            tile,
            warps,
            stages,
            dtype,
            persistent: persistent_grid,
            promote,
            flat,
        };
        return matmul_fp8(&cfg, persistent);
    }
    let kernel = match persistent {
        Some(_) => tessera::kernels::matmul_persistent(m, n, k, tile, warps, stages, d)?,
        None if increments => tessera::kernels::matmul_pointer_increments(m, n, k, tile, warps, stages, d)?,
        None => tessera::kernels::matmul(m, n, k, tile, warps, stages, d)?,
    };
    let (c, dev, loaded, compile_us) = compile_and_load(&kernel)?;
    let mut u = Uniform::new();
    let xs: Vec<f32> = (0..(m * k) as usize).map(|_| u.signed() as f32).collect();
    let ys: Vec<f32> = (0..(k * n) as usize).map(|_| u.signed() as f32).collect();
    let e = |e: tessera_runtime::Error| e.to_string();
    let ((x, xr), (y, yr), out) = if d == tessera::ir::DType::BF16 {
        let (to, from) = (bf16::from_f32, bf16::to_f32);
        (
            upload_as(&dev, &xs, to, from)?,
            upload_as(&dev, &ys, to, from)?,
            dev.alloc_zeros::<bf16>((m * n) as usize).map(|b| b.into_raw()).map_err(e)?,
        )
    } else {
        let (to, from) = (f16::from_f32, f16::to_f32);
        (
            upload_as(&dev, &xs, to, from)?,
            upload_as(&dev, &ys, to, from)?,
            dev.alloc_zeros::<f16>((m * n) as usize).map(|b| b.into_raw()).map_err(e)?,
        )
    };
    let args = [(&x).into(), (&y).into(), (&out).into()];
    let blocks = m.div_ceil(tile[0]) * n.div_ceil(tile[1]);
    let grid = [persistent.map_or(blocks, |p| p.clamp(1, blocks)), 1, 1];
    loaded.launch(grid, &args).map_err(|e| e.to_string())?;
    let got = out.to_host().map_err(e)?.to_f64();
    // Spot checks against f64 sums of the rounded inputs, within the output's rounding.
    let (m_, n_, k_) = (m as usize, n as usize, k as usize);
    for t in 0..64usize {
        let (i, j) = ((t * 7919) % m_, (t * 104_729) % n_);
        let want: f64 = (0..k_).map(|q| xr[i * k_ + q] as f64 * yr[q * n_ + j] as f64).sum();
        let g = got[i * n_ + j];
        let tol = if d == tessera::ir::DType::BF16 { 1e-2 } else { 2e-3 };
        if (g - want).abs() > tol * (1.0 + want.abs()) {
            return Err(format!("matmul {m}x{n}x{k}: [{i}, {j}] = {g}, want {want}"));
        }
    }
    let t = time_events(&dev, || loaded.launch(grid, &args).map_err(|e| e.to_string()))?;
    let flops = 2.0 * m as f64 * n as f64 * k as f64;
    println!(
        "tessera_matmul {} {d} {m}x{n}x{k} tile {}x{}x{} warps {warps} stages {stages}: median {:.1} us, {:.1} TFLOPS (compile {:.0} us, {} B shared)",
        dot_target().name(),
        tile[0],
        tile[1],
        tile[2],
        t * 1e6,
        flops / t / 1e12,
        compile_us,
        c.shared_bytes
    );
    Ok(())
}

/// `C = (A @ B^T) * sa[m] * sb[n]` in fp8 (`kernels::matmul_fp8`), spot-checked against f64
/// sums of the fp8 inputs, then timed (on `persistent` programs where given).
fn matmul_fp8(cfg: &tessera::kernels::MatmulFp8, persistent: Option<u32>) -> Result<(), String> {
    use tessera::ir::interp::Buffer;
    use tessera::ir::DType;
    let tessera::kernels::MatmulFp8 { m, n, k, tile, warps, stages, dtype: d, promote, .. } = *cfg;
    let kernel = tessera::kernels::matmul_fp8(cfg)?;
    let (c, dev, loaded, compile_us) = compile_and_load(&kernel)?;
    let mut u = Uniform::new();
    let (m_, n_, k_) = (m as usize, n as usize, k as usize);
    let mut values = |n: usize, lo: f64, width: f64| (0..n).map(|_| lo + width * u.unit()).collect::<Vec<_>>();
    let a = Buffer::from_f64(d, &values(m_ * k_, -1.0, 2.0));
    let b = Buffer::from_f64(d, &values(n_ * k_, -1.0, 2.0));
    let sa = Buffer::from_f64(DType::F32, &values(m_, 0.5, 1.0));
    let sb = Buffer::from_f64(DType::F32, &values(n_, 0.5, 1.0));
    let e = |e: tessera_runtime::Error| e.to_string();
    let up = |x: &Buffer| dev.upload_host(x).map_err(e);
    let (ga, gb, gsa, gsb) = (up(&a)?, up(&b)?, up(&sa)?, up(&sb)?);
    let out = dev.alloc_zeros::<half::f16>(m_ * n_).map(|b| b.into_raw()).map_err(e)?;
    let args = [(&ga).into(), (&gb).into(), (&gsa).into(), (&gsb).into(), (&out).into()];
    let blocks = m.div_ceil(tile[0]) * n.div_ceil(tile[1]);
    let grid = [persistent.map_or(blocks, |p| p.clamp(1, blocks)), 1, 1];
    loaded.launch(grid, &args).map_err(|e| e.to_string())?;
    let got = out.to_host().map_err(e)?.to_f64();
    // Spot checks against f64 sums of the fp8 inputs: within 2^-10 of the sum of the terms'
    // magnitudes (the tensor cores' reduced-precision adds) and C's f16 rounding.
    let (av, bv, sav, sbv) = (a.to_f64(), b.to_f64(), sa.to_f64(), sb.to_f64());
    let mut worst = 0f64;
    for t in 0..64usize {
        let (i, j) = ((t * 7919) % m_, (t * 104_729) % n_);
        let terms = (0..k_).map(|q| av[i * k_ + q] * bv[j * k_ + q]);
        let (sum, mag) = terms.fold((0.0, 0.0), |(s, a), x| (s + x, a + x.abs()));
        let want = sum * sav[i] * sbv[j];
        let g = got[i * n_ + j];
        if (g - want).abs() > 2f64.powi(-10) * (mag * sav[i] * sbv[j] + want.abs()) + 1e-3 {
            return Err(format!("matmul_fp8 {m}x{n}x{k}: [{i}, {j}] = {g}, want {want}"));
        }
        worst = worst.max((g - want).abs() / (mag * sav[i] * sbv[j]));
    }
    let t = time_events(&dev, || loaded.launch(grid, &args).map_err(|e| e.to_string()))?;
    let flops = 2.0 * m as f64 * n as f64 * k as f64;
    println!(
        "tessera_matmul {} {d} {m}x{n}x{k} tile {}x{}x{} warps {warps} stages {stages}{}{}: median {:.1} us, {:.1} TFLOPS (compile {:.0} us, {} B shared; worst error {worst:.2e} of sum |a b| on 64 elements)",
        dot_target().name(),
        tile[0],
        tile[1],
        tile[2],
        persistent.map_or(String::new(), |p| format!(" persistent {p}")),
        if promote { " promoted" } else { "" },
        t * 1e6,
        flops / t / 1e12,
        compile_us,
        c.shared_bytes
    );
    Ok(())
}

fn probe_type(ty: &str) -> Result<tessera::ir::DType, String> {
    use tessera::ir::DType;
    match ty {
        "f16" => Ok(DType::F16),
        "bf16" => Ok(DType::BF16),
        "e4m3" => Ok(DType::F8E4M3),
        "e5m2" => Ok(DType::F8E5M2),
        _ => Err(format!("{ty}: the probes take f16, bf16, e4m3 or e5m2")),
    }
}

/// The bytes of one probe record's A and B: 32 bytes a row of A for either width.
fn probe_sizes(d: tessera::ir::DType) -> (usize, usize) {
    let kk = 32 / d.bytes() as usize;
    (16 * kk * d.bytes() as usize, kk * 8 * d.bytes() as usize)
}

fn mma_probe(count: u32, ty: &str, file: &str) -> Result<(), String> {
    use tessera::ir::DType;
    let d = probe_type(ty)?;
    let kk = 32 / d.bytes() as i32;
    let (a_len, b_len) = (16 * kk as usize, kk as usize * 8);
    let n = count as usize;
    let mut s = 0x1234_5678_9abc_def1u64;
    let mut next = move || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s
    };
    let fp8 = d.is_fp8();
    // Per program a distribution: binade spread 0..8, sign mix, C scaled up or down; for fp8 a
    // tenth of the programs take any finite pattern instead (subnormals among them).
    let kinds = if fp8 { 10 } else { 9 };
    let mut av = Vec::with_capacity(n * a_len);
    let mut bv = Vec::with_capacity(n * b_len);
    let mut cv = Vec::with_capacity(n * 128);
    for p in 0..n {
        let spread = (p % kinds) as i32;
        let c_scale = 2f64.powi((p / kinds % 7) as i32 * 3 - 9);
        let val = |next: &mut dyn FnMut() -> u64| {
            let r = next();
            if spread == 9 {
                // A finite fp8 pattern (NaN and infinities are left out).
                return std::iter::successors(Some(r), |x| Some(x.rotate_right(8)))
                    .map(|x| tessera::ir::fp8::decode(d, x as u8).unwrap())
                    .find(|v| v.is_finite())
                    .unwrap_or(0.0);
            }
            let m = 1.0 + (r >> 11 & 0xffff) as f64 / 65536.0;
            let e = if spread == 0 { 0 } else { (r % (spread as u64 + 1)) as i32 - spread / 2 };
            let sign = if r >> 63 == 1 { -1.0 } else { 1.0 };
            sign * m * 2f64.powi(e)
        };
        for _ in 0..a_len {
            av.push(val(&mut next));
        }
        for _ in 0..b_len {
            bv.push(val(&mut next));
        }
        for _ in 0..128 {
            cv.push((val(&mut next) * c_scale) as f32);
        }
    }
    // The inputs' bits, little-endian, as the device buffers and the records hold them.
    let encode = |v: &[f64]| -> Vec<u8> {
        match d {
            DType::F16 => v.iter().flat_map(|&x| half::f16::from_f64(x).to_bits().to_le_bytes()).collect(),
            DType::BF16 => v.iter().flat_map(|&x| half::bf16::from_f64(x).to_bits().to_le_bytes()).collect(),
            _ => v.iter().map(|&x| tessera::ir::fp8::encode(d, x).unwrap()).collect(),
        }
    };
    let (a_bytes, b_bytes) = probe_sizes(d);
    let mut records = Vec::with_capacity(n * 1792);
    let (ab, bb) = (encode(&av), encode(&bv));
    for p in 0..n {
        records.extend(&ab[p * a_bytes..(p + 1) * a_bytes]);
        records.extend(&bb[p * b_bytes..(p + 1) * b_bytes]);
        records.extend(cv[p * 128..(p + 1) * 128].iter().flat_map(|x| x.to_bits().to_le_bytes()));
        records.extend([0u8; 512]);
    }
    run_probe_records(d, false, &mut records)?;
    std::fs::write(file, records).map_err(|e| e.to_string())?;
    println!("mma-probe {ty}: {count} dots written to {file}");
    Ok(())
}

/// `bench-gpu mma-replay`: the GPU's D for records someone else chose (structured inputs for
/// fitting a rule piece by piece), on `mma.sync` (sm_90) or on a warpgroup (`wgmma`, sm_90a:
/// a 64 x 16 x K dot a program, four records a program, which must share B).
fn mma_replay(ty: &str, input: &str, output: &str, wgmma: bool) -> Result<(), String> {
    let d = probe_type(ty)?;
    let mut records = std::fs::read(input).map_err(|e| format!("{input}: {e}"))?;
    let group = if wgmma { 4 * 1792 } else { 1792 };
    if records.is_empty() || records.len() % group != 0 {
        return Err(format!("{input}: {} bytes, not a whole number of {group}-byte groups of records", records.len()));
    }
    run_probe_records(d, wgmma, &mut records)?;
    std::fs::write(output, &records).map_err(|e| e.to_string())?;
    println!("mma-replay {ty}{}: {} dots written to {output}", if wgmma { " wgmma" } else { "" }, records.len() / 1792);
    Ok(())
}

/// Runs the dots of probe records (A, B, C; the layout in the module docs) on the GPU and
/// writes its D into each record. On `mma.sync` a program is one record (16 x 8 x K, one warp,
/// sm_90); on a warpgroup a program is four consecutive records, their A stacked into 64 rows,
/// the first record's B beside itself (N = 16, the least a warpgroup dot takes), and each
/// record's D the left 16 x 8 of its rows.
fn run_probe_records(d: tessera::ir::DType, wgmma: bool, records: &mut [u8]) -> Result<(), String> {
    use tessera::ir::{Builder, DType, ParamAttrs, Type};
    let kk = 32 / d.bytes() as i32;
    let (a_bytes, b_bytes) = probe_sizes(d);
    let (m, n, per) = if wgmma { (64, 16, 4) } else { (16, 8, 1) };
    let b = Builder::new("probe");
    b.num_warps(if wgmma { 4 } else { 1 });
    let a16 = ParamAttrs { align: Some(16), div: None };
    let (pa, pb) = (b.param_with("a", Type::ptr(d), a16), b.param_with("b", Type::ptr(d), a16));
    let (pc, po) = (b.param_with("c", Type::ptr(DType::F32), a16), b.param_with("d", Type::ptr(DType::F32), a16));
    let pid = b.program_id(0);
    let tile = |r: i32, c: i32| b.arange(0, r).col() * c + b.arange(0, c).row();
    let x = b.load(pa + (pid * (m * kk) + tile(m, kk)));
    let y = b.load(pb + (pid * (kk * n) + tile(kk, n)));
    let z = b.load(pc + (pid * (m * n) + tile(m, n)));
    b.store(po + (pid * (m * n) + tile(m, n)), b.dot(x, y, z));
    let k = b.finish().map_err(|e| e.to_string())?;
    let target = if wgmma { Target::Sm90a } else { Target::Sm90 };
    let c = compile(&k, target, &options()).map_err(|e| e.to_string())?;
    let e = |e: tessera_runtime::Error| e.to_string();
    let dev = Device::cuda(0).map_err(e)?;
    let loaded = dev.load_image(&c.image()?).map_err(e)?;
    let programs = records.len() / 1792 / per;
    let (mut ab, mut bb, mut cv) = (Vec::new(), Vec::new(), Vec::<f32>::new());
    let f32s = |bytes: &[u8]| bytes.chunks(4).map(|w| f32::from_le_bytes(w.try_into().unwrap())).collect::<Vec<_>>();
    let esz = d.bytes() as usize;
    for p in 0..programs {
        let group = &records[p * per * 1792..(p + 1) * per * 1792];
        for r in group.chunks(1792) {
            ab.extend(&r[..a_bytes]);
        }
        let (b0, c_rows) =
            (&group[a_bytes..a_bytes + b_bytes], |r: &[u8]| f32s(&r[a_bytes + b_bytes..a_bytes + b_bytes + 512]));
        // B row by row, duplicated into the right half on a warpgroup.
        for row in b0.chunks(8 * esz) {
            bb.extend(row);
            if wgmma {
                bb.extend(row);
            }
        }
        for r in group.chunks(1792) {
            for row in c_rows(r).chunks(8) {
                cv.extend(row);
                if wgmma {
                    cv.extend(row);
                }
            }
        }
    }
    let upload = |data: Vec<u8>| dev.upload_host(&tessera::ir::interp::Buffer { dtype: d, data }).map_err(e);
    let (ga, gb) = (upload(ab)?, upload(bb)?);
    let gc = dev.upload(&cv).map_err(e)?;
    let gd = dev.alloc_zeros::<f32>(cv.len()).map_err(e)?;
    loaded
        .launch([programs as u32, 1, 1], &[(&ga).into(), (&gb).into(), (&gc).into(), (&gd).into()])
        .map_err(|e| e.to_string())?;
    let out = gd.to_vec().map_err(e)?;
    // Every record of a group holds the B that was used: its first record's.
    for group in records.chunks_mut(per * 1792) {
        let (first, rest) = group.split_at_mut(1792);
        for r in rest.chunks_mut(1792) {
            r[a_bytes..a_bytes + b_bytes].copy_from_slice(&first[a_bytes..a_bytes + b_bytes]);
        }
    }
    for (i, r) in records.chunks_mut(1792).enumerate() {
        let rows = out[i * 16 * n as usize..].chunks(n as usize).take(16);
        for (j, row) in rows.enumerate() {
            for (col, x) in row[..8].iter().enumerate() {
                let at = a_bytes + b_bytes + 512 + (j * 8 + col) * 4;
                r[at..at + 4].copy_from_slice(&x.to_bits().to_le_bytes());
            }
        }
    }
    Ok(())
}

/// The compile options of every benchmark: TESSERA_TMA=off|whole, the copy engine for no
/// operand, or also unmasked ones (`Options::tma`; by default the masked ones, which
/// `kernels::matmul`'s and `kernels::attention`'s are), and the code generator's switches from
/// the variables the scripts in benches/gpu set (`CodegenOptions::from_vars`, each switch's
/// `Setting::env`: `TESSERA_REFILL=late`, `TESSERA_LICM=0`, ..).
fn options() -> Options {
    let tma = match std::env::var("TESSERA_TMA").as_deref() {
        Ok("off") => tessera::Tma::Off,
        Ok("whole") => tessera::Tma::Whole,
        _ => tessera::Tma::Exact,
    };
    Options { tma, codegen: tessera_isel::CodegenOptions::from_vars(|k| std::env::var(k).ok()) }
}
