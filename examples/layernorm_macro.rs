//! Layer norm forward written as a Rust function under `#[tessera::kernel]` (the twin of
//! `examples/layernorm.tile`, to the same IR: `tests/macro_kernels.rs` checks it), launched by
//! its typed `launch` through `tessera::Jit` on the GPU when there is one, otherwise (with a
//! printed note) on the CPU reference interpreter, and checked against a plain Rust layer norm.
//!
//! The statements follow the `.tile` file one op at a time: one constant tile of zeros is the
//! `other` of the three loads and the masked-off value of the centred row, and `mean + row`
//! and `rstd + row` are scalar pointers, stored through without a mask.
//!
//! ```sh
//! cargo run --example layernorm_macro
//! ```

use tessera::dsl::*;
use tessera::Jit;

/// `y[r, c] = (x[r, c] - mean_r) * rstd_r * w[c] + b[c]` with `rstd_r = 1 / sqrt(var_r + eps)`,
/// one program per row of `n <= BLOCK` columns, rows `stride` elements apart; also writes
/// `mean[r]` and `rstd[r]`. The variance is the biased one (divided by `n`).
#[tessera::kernel(num_warps = 4)]
pub fn layernorm<const BLOCK: i32>(
    #[align(16)] x: Ptr<f32>,
    #[align(16)] y: Ptr<f32>,
    #[align(16)] w: Ptr<f32>,
    #[align(16)] b: Ptr<f32>,
    mean: Ptr<f32>,
    rstd: Ptr<f32>,
    stride: i32,
    n: i32,
    eps: f32,
) {
    let row = program_id(0);
    let row_start = row * stride;
    let cols = arange(0, BLOCK);
    let mask = cols < n;
    let offs = row_start + cols;
    let zero = zeros::<f32>([BLOCK]);
    let xv = load(x + offs, mask, zero);
    let n_f = n as f32;
    let mu = xv.sum(0) / n_f;
    let diff = select(mask, xv - mu, zero);
    let var = (diff * diff).sum(0) / n_f;
    let r = (var + eps).rsqrt();
    let wv = load(w + cols, mask, zero);
    let bv = load(b + cols, mask, zero);
    let yv = diff * r * wv + bv;
    store(y + offs, yv, mask);
    store(mean + row, mu);
    store(rstd + row, r);
}

/// The plain Rust reference, in f64: `(y, mean, rstd)` for `rows` rows of `n` columns,
/// `stride` elements apart (`y` is zero between rows, as the kernel leaves it).
fn layernorm_reference(
    x: &[f32],
    w: &[f32],
    b: &[f32],
    rows: usize,
    n: usize,
    stride: usize,
    eps: f64,
) -> (Vec<f64>, Vec<f64>, Vec<f64>) {
    let (mut y, mut mean, mut rstd) = (vec![0.0; x.len()], vec![0.0; rows], vec![0.0; rows]);
    for r in 0..rows {
        let row: Vec<f64> = x[r * stride..r * stride + n].iter().map(|&v| v as f64).collect();
        let mu = row.iter().sum::<f64>() / n as f64;
        let var = row.iter().map(|v| (v - mu) * (v - mu)).sum::<f64>() / n as f64;
        let rs = 1.0 / (var + eps).sqrt();
        for c in 0..n {
            y[r * stride + c] = (row[c] - mu) * rs * w[c] as f64 + b[c] as f64;
        }
        (mean[r], rstd[r]) = (mu, rs);
    }
    (y, mean, rstd)
}

/// Builds, launches and checks; returns the largest error against the reference.
pub fn run() -> Result<f64, Box<dyn std::error::Error>> {
    // The sizes of the `.tile` file's run lines: 32 rows of 750 columns.
    const BLOCK: i32 = 1024;
    let (rows, n, stride, eps) = (32usize, 750usize, 750usize, 1e-5f32);
    let jit = Jit::new();
    if let Some(note) = jit.fallback_note() {
        println!("note: {note}; running on the cpu reference interpreter");
    }
    // Inputs from a small deterministic generator: x in [-2, 2), w and b in [-1, 1).
    let mut seed = 0x2545_f491_u32;
    let mut random = |len: usize, scale: f32| -> Vec<f32> {
        (0..len)
            .map(|_| {
                seed ^= seed << 13;
                seed ^= seed >> 17;
                seed ^= seed << 5;
                ((seed as f32 / u32::MAX as f32) * 2.0 - 1.0) * scale
            })
            .collect()
    };
    let (x, w, b) = (random(rows * stride, 2.0), random(n, 1.0), random(n, 1.0));
    let device = jit.device();
    let (xb, wb, bb) = (device.upload(&x)?, device.upload(&w)?, device.upload(&b)?);
    let yb = device.alloc_zeros::<f32>(x.len())?;
    let (meanb, rstdb) = (device.alloc_zeros::<f32>(rows)?, device.alloc_zeros::<f32>(rows)?);
    let (stride_i, n_i) = (stride as i32, n as i32);
    layernorm::<BLOCK>::launch(&jit, rows as u32, &xb, &yb, &wb, &bb, &meanb, &rstdb, stride_i, n_i, eps)?;

    // Tolerance: the kernel's f32 sums of n = 750 terms are off by at most n * 2^-24 ~ 4.5e-5
    // of the sum of their magnitudes (much less as a tree); the row's mean and variance are
    // O(1) here, rsqrt is within 2 ulp, so 1e-4 absolute plus 1e-4 relative bounds it with room.
    let (want_y, want_mean, want_rstd) = layernorm_reference(&x, &w, &b, rows, n, stride, eps as f64);
    let mut max_err = 0.0f64;
    let outputs =
        [("y", yb.to_vec()?, want_y), ("mean", meanb.to_vec()?, want_mean), ("rstd", rstdb.to_vec()?, want_rstd)];
    for (name, got, want) in &outputs {
        for (i, (&g, &w)) in got.iter().zip(want).enumerate() {
            let err = (g as f64 - w).abs();
            // NaN fails too.
            if err.is_nan() || err > 1e-4 + 1e-4 * w.abs() {
                return Err(format!("{name}[{i}]: got {g}, want {w}").into());
            }
            max_err = max_err.max(err);
        }
    }
    println!(
        "layer norm of {rows} rows x {n} columns on {}: max abs error {max_err:.2e} against plain Rust (y, mean, rstd)",
        device.describe()
    );
    Ok(max_err)
}

fn main() -> std::process::ExitCode {
    match run() {
        Ok(_) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}
