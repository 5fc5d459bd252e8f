//! Row softmax written as a Rust function under `#[tessera::kernel]` (the twin of
//! `examples/softmax.tile`, to the same IR: `tests/macro_kernels.rs` checks it), launched
//! by its typed `launch` through `tessera::Jit` on the GPU when there is one, otherwise (with a
//! printed note) on the CPU reference interpreter, and checked against a plain Rust softmax.
//!
//! ```sh
//! cargo run --example softmax_macro
//! ```

use tessera::dsl::*;
use tessera::jit::Meta;
use tessera::Jit;

/// `out[r, c] = exp(x[r, c] - max_r) / sum_c exp(x[r, c] - max_r)`, one program per row of
/// `ncols <= BLOCK` columns, rows `stride` elements apart.
#[tessera::kernel(num_warps = 4)]
pub fn softmax<const BLOCK: i32>(#[align(16)] x: Ptr<f32>, #[align(16)] out: Ptr<f32>, stride: i32, ncols: i32) {
    let row_start = program_id(0) * stride;
    let cols = arange(0, BLOCK);
    let mask = cols < ncols;
    let offs = row_start + cols;
    let xv = load(x + offs, mask, f32::NEG_INFINITY);
    let num = (xv - xv.max(0)).exp();
    let y = num / num.sum(0);
    store(out + offs, y, mask);
}

/// The plain Rust reference.
fn softmax_reference(x: &[f32], rows: usize, stride: usize, ncols: usize) -> Vec<f32> {
    let mut out = vec![0.0; x.len()];
    for r in 0..rows {
        let row = &x[r * stride..r * stride + ncols];
        let max = row.iter().copied().fold(f32::NEG_INFINITY, f32::max);
        let sum: f32 = row.iter().map(|v| (v - max).exp()).sum();
        for (c, v) in row.iter().enumerate() {
            out[r * stride + c] = (v - max).exp() / sum;
        }
    }
    out
}

/// Builds, launches and checks; returns the largest error against the reference.
pub fn run() -> Result<f32, Box<dyn std::error::Error>> {
    let (rows, ncols, stride) = (64usize, 1000usize, 1024usize);
    let jit = Jit::new();
    if let Some(note) = jit.fallback_note() {
        println!("note: {note}; running on the cpu reference interpreter");
    }
    // Inputs in [-4, 4), from a small deterministic generator.
    let mut seed = 0x2545_f491_u32;
    let x: Vec<f32> = (0..rows * stride)
        .map(|_| {
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            (seed as f32 / u32::MAX as f32) * 8.0 - 4.0
        })
        .collect();
    let device = jit.device();
    let (xb, outb) = (device.upload(&x)?, device.alloc_zeros::<f32>(x.len())?);

    // One program per row: the grid is a function of the arguments. The launch is typed:
    // `x` and `out` take buffers of f32, `stride` and `ncols` take i32s.
    let grid = |m: &Meta| m.cdiv(m.len("x"), m.arg("stride"));
    softmax::<1024>::launch(&jit, grid, &xb, &outb, stride as i32, ncols as i32)?;
    let got = outb.to_vec()?;

    let want = softmax_reference(&x, rows, stride, ncols);
    let mut max_err = 0.0f32;
    for r in 0..rows {
        for c in 0..ncols {
            let (g, w) = (got[r * stride + c], want[r * stride + c]);
            let err = (g - w).abs();
            // NaN fails too.
            if err.is_nan() || err > 1e-6 + 1e-5 * w.abs() {
                return Err(format!("row {r}, column {c}: got {g}, want {w}").into());
            }
            max_err = max_err.max(err);
        }
    }
    println!(
        "softmax of {rows} rows x {ncols} columns on {}: max abs error {max_err:.2e} against plain Rust",
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
