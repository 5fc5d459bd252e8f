//! Vector add over 16-byte aligned buffers whose length is a multiple of 16, written as a Rust
//! function under `#[tessera::kernel]` (the twin of `examples/add_aligned.tile`, to the same IR:
//! `tests/macro_kernels.rs` checks it), launched by its typed `launch` through `tessera::Jit` on
//! the GPU when there is one, otherwise (with a printed note) on the CPU reference interpreter,
//! and checked against plain Rust.
//!
//! It is `add_macro`'s kernel with the facts of the signature's attributes: `#[align(16)]` on
//! the pointers and `#[div(16)]` on `n` (the specialisation Triton makes), so that the tail mask
//! is constant over every 16 elements and the loads and stores become 16-byte vector accesses.
//!
//! ```sh
//! cargo run --example add_aligned_macro
//! ```

use tessera::dsl::*;
use tessera::Jit;

/// `out[i] = x[i] + y[i]` for `i < n`, `BLOCK` elements per program; `n` is a multiple of 16.
#[tessera::kernel(num_warps = 4)]
pub fn add_aligned<const BLOCK: i32>(
    #[align(16)] x: Ptr<f32>,
    #[align(16)] y: Ptr<f32>,
    #[align(16)] out: Ptr<f32>,
    #[div(16)] n: i32,
) {
    let start = program_id(0) * BLOCK;
    let offs = start + arange(0, BLOCK);
    let mask = offs < n;
    let zero = zeros::<f32>([BLOCK]);
    let xv = load(x + offs, mask, zero);
    let yv = load(y + offs, mask, zero);
    let sum = xv + yv;
    store(out + offs, sum, mask);
}

/// Builds, launches and checks (exactly: one f32 addition per element); returns the largest
/// error against the reference.
pub fn run() -> Result<f32, Box<dyn std::error::Error>> {
    const BLOCK: i32 = 1024;
    // A multiple of 16 (as `#[div(16)]` promises) but not of the block: the last block is masked.
    let n = 10_000usize;
    assert_eq!(n % 16, 0);
    let jit = Jit::new();
    if let Some(note) = jit.fallback_note() {
        println!("note: {note}; running on the cpu reference interpreter");
    }
    let x: Vec<f32> = (0..n).map(|i| (i as f32 * 0.37).sin()).collect();
    let y: Vec<f32> = (0..n).map(|i| (i as f32 * 0.11).cos()).collect();
    let device = jit.device();
    let (xb, yb, outb) = (device.upload(&x)?, device.upload(&y)?, device.alloc_zeros::<f32>(n)?);
    let grid = n.div_ceil(BLOCK as usize) as u32;
    add_aligned::<BLOCK>::launch(&jit, grid, &xb, &yb, &outb, n as i32)?;
    let got = outb.to_vec()?;

    let mut max_err = 0.0f32;
    for i in 0..n {
        let want = x[i] + y[i];
        let err = (got[i] - want).abs();
        if err.is_nan() || err > 0.0 {
            return Err(format!("element {i}: got {}, want {want}", got[i]).into());
        }
        max_err = max_err.max(err);
    }
    println!("aligned add of {n} elements on {}: max abs error {max_err:.2e} against plain Rust", device.describe());
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
