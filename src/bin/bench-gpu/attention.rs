//! The flash-attention benchmarks: the forward (`kernels::attention`) and the backward
//! (`kernels::attention_bwd` with its preprocessing), f16, `[heads, seq, d]` tensors of random
//! inputs, each spot-checked against f64 on the host before it is timed.

use super::{compile, dot_target, options, time_events, Instant};
use half::f16;
use tessera_runtime::{Arg, Device, LoadedKernel};

/// Flash attention forward (`kernels::attention`, f16): `heads` heads (batch x heads) of `seq`
/// rows of head dimension `d`, causal or not, at block sizes `cfg` = [block_m, block_n, warps,
/// stages]; spot-checked against f64 rows, then timed. TFLOPS count 4 seq^2 d heads, halved
/// when causal (as Triton's tutorial counts).
pub fn attention(seq: u32, heads: u32, d: u32, causal: bool, [bm, bn, warps, stages]: [u32; 4]) -> Result<(), String> {
    let cfg = forward_config(seq, d, causal, [bm, bn, warps, stages], false);
    let k = tessera::kernels::attention(&cfg)?;
    let t0 = Instant::now();
    let mut c = compile(&k, dot_target(), &options()).map_err(|e| e.to_string())?;
    let compile_us = t0.elapsed().as_secs_f64() * 1e6;
    // TESSERA_PTX_FILE=path: launch this PTX instead of the compiled text (hand-edited variants
    // of the same kernel, whose parameters, tensor maps and shared memory are the compiled one's).
    if let Some(p) = std::env::var_os("TESSERA_PTX_FILE") {
        c.code = std::fs::read_to_string(&p).map_err(|e| format!("{}: {e}", p.to_string_lossy()))?;
    }
    if std::env::var_os("TESSERA_PRINT_PTX").is_some() {
        print!("{}", c.code);
    }
    let dev = Device::cuda(0).map_err(|e| e.to_string())?;
    let loaded = dev.load_image(&c.image()?).map_err(|e| e.to_string())?;
    let (n, du) = ((seq * heads * d) as usize, d as usize);
    let mut s = SEED;
    let (q, kk, v) = (random_f16(&mut s, n), random_f16(&mut s, n), random_f16(&mut s, n));
    let e = |e: tessera_runtime::Error| e.to_string();
    let (gq, gk, gv) = (dev.upload(&q).map_err(e)?, dev.upload(&kk).map_err(e)?, dev.upload(&v).map_err(e)?);
    let go = dev.alloc_zeros::<f16>(n).map_err(e)?;
    let scale = (1.0 / (d as f32).sqrt()) * std::f32::consts::LOG2_E;
    let args = [
        (&gq).into(),
        (&gk).into(),
        (&gv).into(),
        (&go).into(),
        tessera_runtime::Arg::Scalar(tessera::ir::Const::from_i64(tessera::ir::DType::I32, seq as i64)),
        tessera_runtime::Arg::Scalar(tessera::ir::Const::f32(scale)),
    ];
    let grid = if cfg.heads_major { [heads, seq.div_ceil(bm), 1] } else { [seq.div_ceil(bm), heads, 1] };
    loaded.launch(grid, &args).map_err(|e| e.to_string())?;
    let got = go.to_vec().map_err(e)?;
    // Spot checks: a few rows against f64.
    let f = |x: &f16| x.to_f64();
    for (h, i) in [(0usize, 0usize), (heads as usize - 1, seq as usize - 1), (heads as usize / 2, seq as usize / 3)] {
        let base = h * seq as usize * du;
        let keys = if causal { i + 1 } else { seq as usize };
        let sc: Vec<f64> = (0..keys)
            .map(|j| (0..du).map(|c| f(&q[base + i * du + c]) * f(&kk[base + j * du + c])).sum::<f64>() * scale as f64)
            .collect();
        let m = sc.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
        let p: Vec<f64> = sc.iter().map(|x| (x - m).exp2()).collect();
        let l: f64 = p.iter().sum();
        for c in 0..du {
            let want = p.iter().enumerate().map(|(j, pj)| pj * f(&v[base + j * du + c])).sum::<f64>() / l;
            let g = got[base + i * du + c].to_f64();
            if (g - want).abs() > 4e-3 + 5e-3 * want.abs() {
                return Err(format!("attention: head {h} row {i} col {c} = {g}, want {want}"));
            }
        }
    }
    let t = time_events(&dev, || loaded.launch(grid, &args).map_err(|e| e.to_string()))?;
    let flops = 4.0 * (seq as f64).powi(2) * d as f64 * heads as f64 * if causal { 0.5 } else { 1.0 };
    println!(
        "tessera_attention {} seq {seq} heads {heads} d {d}{} block {bm}x{bn} warps {warps} stages {stages}: median {:.1} us, {:.1} TFLOPS (compile {:.0} us, {} B shared)",
        dot_target().name(),
        if causal { " causal" } else { "" },
        t * 1e6,
        flops / t / 1e12,
        compile_us,
        c.shared_bytes
    );
    Ok(())
}

/// The forward's configuration as the benchmarks build it (the switches from the environment
/// for A/B runs), with or without the log-sum-exp output.
fn forward_config(
    seq: u32,
    d: u32,
    causal: bool,
    [bm, bn, warps, stages]: [u32; 4],
    lse: bool,
) -> tessera::kernels::Attention {
    tessera::kernels::Attention {
        d,
        block_m: bm,
        block_n: bn,
        causal,
        dtype: tessera::ir::DType::F16,
        warps,
        stages,
        lse,
        // The scale folded into the exponentials: measured level or faster on every kernel with
        // warpgroup turns (docs/benchmarks-history.md#2026-12-02;
        // docs/gpu-logs/2026-12-02-fold-ab.log); TESSERA_ATT_FOLD=0: the plain form (A/B).
        fold: std::env::var("TESSERA_ATT_FOLD").as_deref() != Ok("0"),
        // The unmasked blocks in a loop of their own: measured faster with the copy engine
        // (docs/benchmarks-history.md#2026-12-01; docs/gpu-logs/2026-12-01-attention-round3.log);
        // TESSERA_ATT_NOSPLIT=1: one masked loop (A/B).
        split: std::env::var_os("TESSERA_ATT_NOSPLIT").is_none(),
        // Causal query blocks from the last; TESSERA_ATT_FORWARD=1: from the first (A/B).
        reverse: std::env::var_os("TESSERA_ATT_FORWARD").is_none(),
        // The grid [heads, blocks] for causal kernels up to sequence 4096: measured faster there
        // and slower at 16384, where the programs running together no longer share the L2
        // (docs/benchmarks-history.md#2026-12-02; docs/gpu-logs/2026-12-02-heads-major-ab.log);
        // TESSERA_ATT_HEADS_MAJOR=1 or 0 forces it on or off (A/B).
        heads_major: match std::env::var("TESSERA_ATT_HEADS_MAJOR").as_deref() {
            Ok("1") => true,
            Ok("0") => false,
            _ => causal && seq <= 4096,
        },
    }
}

const SEED: u64 = 0x2545_f491_4f6c_dd1d;

/// `n` values uniform in [-1, 1) from the xorshift state `s`.
fn random_f16(s: &mut u64, n: usize) -> Vec<f16> {
    (0..n)
        .map(|_| {
            *s ^= *s << 13;
            *s ^= *s >> 7;
            *s ^= *s << 17;
            f16::from_f32(((*s >> 40) as f32 / (1u64 << 24) as f32) * 2.0 - 1.0)
        })
        .collect()
}

/// Flash-attention backward (`kernels::attention_bwd_preprocess` and `kernels::attention_bwd`,
/// f16 in, f32 gradients) over `heads` heads of `seq` rows of head dimension `d`, blocks
/// [block_m, block_n, warps, stages]. The forward (with its log-sum-exp, at the forward
/// benchmark's default blocks) gives O and lse; a random dO gives dQ, dK and dV, spot-checked
/// against f64 (four rows of dQ, four of dK and dV, within the bound `kernels::attention_bwd`
/// states), then timed as a training step's backward runs: dQ zeroed, the preprocessing, the
/// gradients (and the gradient kernel alone). TFLOPS count the five products, 10 seq^2 d heads,
/// halved when causal (FlashAttention's count). `TESSERA_DUMP=DIR` writes q, k, v, do (f16) and
/// dq, dk, dv (f32) as raw little-endian files for `benches/gpu/attention_bwd_baseline.py
/// --check`, which compares them with torch autograd.
pub fn attention_bwd(
    seq: u32,
    heads: u32,
    d: u32,
    causal: bool,
    [bm, bn, warps, stages]: [u32; 4],
) -> Result<(), String> {
    let e = |e: tessera_runtime::Error| e.to_string();
    // TESSERA_BENCH_CPU=1: the CPU interpreter, for checking this benchmark's checks on small
    // shapes (nothing timed).
    let on_cpu = std::env::var_os("TESSERA_BENCH_CPU").is_some();
    let dev = if on_cpu { Device::cpu() } else { Device::cuda(0).map_err(e)? };
    let load = |k: tessera::ir::Kernel| -> Result<(LoadedKernel, f64, u32), String> {
        let t0 = Instant::now();
        let c = compile(&k, dot_target(), &options()).map_err(|e| e.to_string())?;
        let us = t0.elapsed().as_secs_f64() * 1e6;
        let loaded = if on_cpu { dev.load_ir(std::sync::Arc::new(k)) } else { dev.load_image(&c.image()?) };
        Ok((loaded.map_err(e)?, us, c.shared_bytes))
    };
    let fwd_cfg = forward_config(seq, d, causal, [64, 64, 4, 2], true);
    let fwd = load(tessera::kernels::attention(&fwd_cfg)?)?.0;
    let cfg = tessera::kernels::AttentionBwd {
        d,
        block_m: bm,
        block_n: bn,
        causal,
        dtype: tessera::ir::DType::F16,
        warps,
        stages,
    };
    let pre = load(tessera::kernels::attention_bwd_preprocess(&cfg)?)?.0;
    let bwd_kernel = tessera::kernels::attention_bwd(&cfg)?;
    if std::env::var_os("TESSERA_PRINT_PTX").is_some() {
        print!("{}", compile(&bwd_kernel, dot_target(), &options()).map_err(|e| e.to_string())?.code);
    }
    let (bwd, compile_us, shared) = load(bwd_kernel)?;
    let zero = load(zero_kernel()?)?.0;

    let (sq, hu, du) = (seq as usize, heads as usize, d as usize);
    let n = sq * hu * du;
    let mut s = SEED;
    let (q, k, v, dout) = (random_f16(&mut s, n), random_f16(&mut s, n), random_f16(&mut s, n), random_f16(&mut s, n));
    let (gq, gk, gv, gdo) = (
        dev.upload(&q).map_err(e)?,
        dev.upload(&k).map_err(e)?,
        dev.upload(&v).map_err(e)?,
        dev.upload(&dout).map_err(e)?,
    );
    let go = dev.alloc_zeros::<f16>(n).map_err(e)?;
    let (glse, gdelta) = (dev.alloc_zeros::<f32>(sq * hu).map_err(e)?, dev.alloc_zeros::<f32>(sq * hu).map_err(e)?);
    let (gdq, gdk, gdv) = (
        dev.alloc_zeros::<f32>(n).map_err(e)?,
        dev.alloc_zeros::<f32>(n).map_err(e)?,
        dev.alloc_zeros::<f32>(n).map_err(e)?,
    );
    let qk_scale = (1.0 / (d as f32).sqrt()) * std::f32::consts::LOG2_E;
    let launch = |k: &LoadedKernel, grid: [u32; 3], args: &[Arg]| k.launch(grid, args).map_err(|e| e.to_string());
    let fwd_grid = if fwd_cfg.heads_major { [heads, seq.div_ceil(64), 1] } else { [seq.div_ceil(64), heads, 1] };
    let fwd_args =
        [(&gq).into(), (&gk).into(), (&gv).into(), (&go).into(), (&glse).into(), (seq as i32).into(), qk_scale.into()];
    launch(&fwd, fwd_grid, &fwd_args)?;
    let zero_args = [(&gdq).into(), (n as i32).into()];
    let pre_args = [(&go).into(), (&gdo).into(), (&gdelta).into(), (seq as i32).into()];
    let bwd_args = [
        (&gq).into(),
        (&gk).into(),
        (&gv).into(),
        (&gdo).into(),
        (&glse).into(),
        (&gdelta).into(),
        (&gdq).into(),
        (&gdk).into(),
        (&gdv).into(),
        (seq as i32).into(),
        qk_scale.into(),
    ];
    let bwd_grid = [seq.div_ceil(bn), heads, 1];
    let step = || {
        launch(&zero, [n.div_ceil(1024) as u32, 1, 1], &zero_args)?;
        launch(&pre, [seq.div_ceil(bm), heads, 1], &pre_args)?;
        launch(&bwd, bwd_grid, &bwd_args)
    };
    step()?;
    let o = go.to_vec().map_err(e)?;
    let (lse, delta) = (glse.to_vec().map_err(e)?, gdelta.to_vec().map_err(e)?);
    let (dq, dk, dv) = (gdq.to_vec().map_err(e)?, gdk.to_vec().map_err(e)?, gdv.to_vec().map_err(e)?);
    let grads = Grads {
        seq: sq,
        d: du,
        causal,
        scale: qk_scale as f64 * std::f64::consts::LN_2,
        q: &q,
        k: &k,
        v: &v,
        dout: &dout,
        lse: &lse,
        delta: &delta,
    };
    let mut worst = 0.0f64;
    for (h, r) in [(0, 0), (hu - 1, sq - 1), (hu / 2, sq / 3), (hu / 3, sq / 2)] {
        grads.check_row(h, r, &o)?;
        worst = worst.max(grads.check_dq(h, r, &dq)?);
        worst = worst.max(grads.check_dkv(h, r, &dk, &dv)?);
    }
    if let Some(dir) = std::env::var_os("TESSERA_DUMP") {
        let dir = std::path::PathBuf::from(dir);
        std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
        let bytes16 = |x: &[f16]| x.iter().flat_map(|v| v.to_bits().to_le_bytes()).collect::<Vec<u8>>();
        let bytes32 = |x: &[f32]| x.iter().flat_map(|v| v.to_bits().to_le_bytes()).collect::<Vec<u8>>();
        for (name, b) in [
            ("q", bytes16(&q)),
            ("k", bytes16(&k)),
            ("v", bytes16(&v)),
            ("do", bytes16(&dout)),
            ("dq", bytes32(&dq)),
            ("dk", bytes32(&dk)),
            ("dv", bytes32(&dv)),
        ] {
            std::fs::write(dir.join(name), b).map_err(|e| e.to_string())?;
        }
    }
    if on_cpu {
        println!(
            "attention_bwd seq {seq} heads {heads} d {d}: checked on the CPU, worst error {worst:.2} of the bound"
        );
        return Ok(());
    }
    let t = time_events(&dev, step)?;
    let t_bwd = time_events(&dev, || launch(&bwd, bwd_grid, &bwd_args))?;
    let flops = 10.0 * (seq as f64).powi(2) * d as f64 * heads as f64 * if causal { 0.5 } else { 1.0 };
    println!(
        "tessera_attention_bwd {} seq {seq} heads {heads} d {d}{} block {bm}x{bn} warps {warps} stages {stages}: median {:.1} us, {:.1} TFLOPS (gradient kernel alone {:.1} us; compile {:.0} us, {} B shared; worst error {:.2} of the bound)",
        super::dot_target().name(),
        if causal { " causal" } else { "" },
        t * 1e6,
        flops / t / 1e12,
        t_bwd * 1e6,
        compile_us,
        shared,
        worst
    );
    Ok(())
}

/// Writes zeros to `p[0 .. n]` (f32), 1,024 a program.
fn zero_kernel() -> Result<tessera::ir::Kernel, String> {
    use tessera::ir::{Builder, DType, ParamAttrs, Type};
    let b = Builder::new("zero");
    let p = b.param_with("p", Type::ptr(DType::F32), ParamAttrs { align: Some(16), div: None });
    let n = b.param_with("n", Type::I32, ParamAttrs::default());
    let offs = b.program_id(0) * 1024 + b.arange(0, 1024);
    b.store_masked(p + offs, b.zeros(&[1024], DType::F32), offs.lt(n));
    b.finish().map_err(|e| e.to_string())
}

/// The f64 spot checks of the backward: one head's rows of `[heads, seq, d]` tensors.
struct Grads<'a> {
    seq: usize,
    d: usize,
    causal: bool,
    /// The natural softmax scale.
    scale: f64,
    q: &'a [f16],
    k: &'a [f16],
    v: &'a [f16],
    dout: &'a [f16],
    /// The kernels' lse and delta (themselves checked on the spot rows).
    lse: &'a [f32],
    delta: &'a [f32],
}

impl Grads<'_> {
    /// The bound `kernels::attention_bwd` states: `2^-10` of the sum of the terms' magnitudes.
    const EPS: f64 = 1.0 / 1024.0;
    /// The error `dP - delta` may carry, relative to its terms' magnitudes and to `EPS`
    /// (`reference::attention_grad`'s: `2^-16` of the sum).
    const SUM_ERROR: f64 = 1.0 / 64.0;

    fn at(&self, h: usize, i: usize) -> usize {
        (h * self.seq + i) * self.d
    }
    fn dot(&self, a: &[f16], i: usize, b: &[f16], j: usize) -> f64 {
        (0..self.d).map(|c| a[i + c].to_f64() * b[j + c].to_f64()).sum()
    }
    fn sees(&self, i: usize, j: usize) -> bool {
        !self.causal || j <= i
    }
    /// P_ij, dS_ij and the magnitude A_ij of dS's terms for head `h` (lse and delta the kernels').
    fn terms(&self, h: usize, i: usize, j: usize) -> (f64, f64, f64) {
        let (qi, kj) = (self.at(h, i), self.at(h, j));
        let row = h * self.seq + i;
        let p = (self.dot(self.q, qi, self.k, kj) * self.scale - self.lse[row] as f64).exp();
        let dp = self.dot(self.dout, qi, self.v, kj);
        let delta = self.delta[row] as f64;
        let mag_dp: f64 = (0..self.d).map(|c| (self.dout[qi + c].to_f64() * self.v[kj + c].to_f64()).abs()).sum();
        (p, p * (dp - delta), p * ((dp - delta).abs() + Self::SUM_ERROR * (mag_dp + delta.abs())))
    }
    fn compare(what: &str, h: usize, r: usize, got: &[f32], want: &[f64], mag: &[f64]) -> Result<f64, String> {
        let bound = Self::EPS * mag.iter().cloned().fold(0.0, f64::max);
        let mut worst = 0.0f64;
        for c in 0..want.len() {
            let err = (got[c] as f64 - want[c]).abs();
            if err > bound {
                return Err(format!(
                    "attention_bwd: {what} head {h} row {r} col {c} = {}, want {} (bound {bound:.3e})",
                    got[c], want[c]
                ));
            }
            worst = worst.max(err / bound);
        }
        Ok(worst)
    }
    /// Query row `r`'s lse (against f64 scores) and delta (against the kernel's O).
    fn check_row(&self, h: usize, r: usize, o: &[f16]) -> Result<(), String> {
        let qi = self.at(h, r);
        let s: Vec<f64> = (0..self.seq)
            .filter(|&j| self.sees(r, j))
            .map(|j| self.dot(self.q, qi, self.k, self.at(h, j)) * self.scale)
            .collect();
        let m = s.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
        let lse = m + s.iter().map(|x| (x - m).exp()).sum::<f64>().ln();
        let got = self.lse[h * self.seq + r] as f64;
        if (got - lse).abs() > 1e-4 * lse.abs().max(1.0) {
            return Err(format!("attention: lse head {h} row {r} = {got}, want {lse}"));
        }
        let delta = self.dot(self.dout, qi, o, qi);
        let mag: f64 = (0..self.d).map(|c| (self.dout[qi + c].to_f64() * o[qi + c].to_f64()).abs()).sum();
        let got = self.delta[h * self.seq + r] as f64;
        if (got - delta).abs() > 1e-5 * mag + 1e-7 {
            return Err(format!("attention_bwd_preprocess: delta head {h} row {r} = {got}, want {delta}"));
        }
        Ok(())
    }
    /// dQ of query row `r`: `scale * SUM_j dS_rj K_j`.
    fn check_dq(&self, h: usize, r: usize, dq: &[f32]) -> Result<f64, String> {
        let (mut want, mut mag) = (vec![0.0; self.d], vec![0.0; self.d]);
        for j in (0..self.seq).filter(|&j| self.sees(r, j)) {
            let (_, ds, a) = self.terms(h, r, j);
            let kj = self.at(h, j);
            for c in 0..self.d {
                want[c] += self.scale * ds * self.k[kj + c].to_f64();
                mag[c] += self.scale * a * self.k[kj + c].to_f64().abs();
            }
        }
        let qi = self.at(h, r);
        Self::compare("dq", h, r, &dq[qi..qi + self.d], &want, &mag)
    }
    /// dK and dV of key row `j`: `scale * SUM_i dS_ij Q_i` and `SUM_i P_ij dO_i`.
    fn check_dkv(&self, h: usize, j: usize, dk: &[f32], dv: &[f32]) -> Result<f64, String> {
        let (mut wk, mut mk, mut wv, mut mv) =
            (vec![0.0; self.d], vec![0.0; self.d], vec![0.0; self.d], vec![0.0; self.d]);
        for i in (0..self.seq).filter(|&i| self.sees(i, j)) {
            let (p, ds, a) = self.terms(h, i, j);
            let qi = self.at(h, i);
            for c in 0..self.d {
                let (x, g) = (self.q[qi + c].to_f64(), self.dout[qi + c].to_f64());
                wk[c] += self.scale * ds * x;
                mk[c] += self.scale * a * x.abs();
                wv[c] += p * g;
                mv[c] += (p * g).abs();
            }
        }
        let kj = self.at(h, j);
        let wk_err = Self::compare("dk", h, j, &dk[kj..kj + self.d], &wk, &mk)?;
        Ok(wk_err.max(Self::compare("dv", h, j, &dv[kj..kj + self.d], &wv, &mv)?))
    }
}
