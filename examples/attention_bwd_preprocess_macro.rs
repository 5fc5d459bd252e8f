//! The flash-attention backward's preprocessing, `delta = rowsum(dO * O)` per query row, written
//! as a Rust function under `#[tessera::kernel]` (the twin of
//! `examples/attention_bwd_preprocess.tile`, to the same IR: `tests/macro_kernels.rs` checks
//! it), launched by its typed `launch` through `tessera::Jit` on the GPU when there is one,
//! otherwise (with a printed note) on the CPU reference interpreter, and checked against plain
//! Rust.
//!
//! The `.tile` file is the output of `tessera::kernels::attention_bwd_preprocess`; the
//! statements follow it one op at a time. The parameter `%do` is a Rust keyword, so the
//! function names it raw (`r#do`); the IR's name has no `r#`.
//!
//! ```sh
//! cargo run --example attention_bwd_preprocess_macro
//! ```

use tessera::dsl::*;
use tessera::Jit;

/// `delta[h, r] = sum_c o[h, r, c] * do[h, r, c]` in f32, for `o` and `do` of `[heads, seq, D]`
/// in f16 and `delta` of `[heads, seq]`; program `(i, h)` takes rows `BLOCK i ..` of head `h`,
/// masked at `seq`.
#[tessera::kernel(num_warps = 4)]
pub fn attention_bwd_preprocess<const BLOCK: i32, const D: i32>(
    #[align(16)] o: Ptr<f16>,
    #[align(16)] r#do: Ptr<f16>,
    #[align(16)] delta: Ptr<f32>,
    seq: i32,
) {
    let pid = program_id(0);
    let head = program_id(1);
    let rows = pid * BLOCK + arange(0, BLOCK);
    let rows_ok = rows < seq;
    let head_off = head * seq * D;
    let offsets = head_off + rows.col() * D + arange(0, D).row();
    let o_rows = load(o + offsets, rows_ok.col(), 0.0);
    let do_rows = load(r#do + offsets, rows_ok.col(), 0.0);
    let delta_rows = ((o_rows as f32) * (do_rows as f32)).sum(1);
    store(delta + (head * seq + rows), delta_rows, rows_ok);
}

/// Builds, launches and checks; returns the largest error against the reference.
pub fn run() -> Result<f64, Box<dyn std::error::Error>> {
    // The sizes of the `.tile` file's run lines: two heads of 128 rows of 64, two blocks each.
    const BLOCK: i32 = 64;
    const D: i32 = 64;
    let (heads, seq, d) = (2usize, 128usize, D as usize);
    let jit = Jit::new();
    if let Some(note) = jit.fallback_note() {
        println!("note: {note}; running on the cpu reference interpreter");
    }
    // Inputs in [-1, 1), from a small deterministic generator, rounded to f16.
    let mut seed = 0x9e37_79b9_u32;
    let mut random = |n: usize| -> Vec<f16> {
        (0..n)
            .map(|_| {
                seed ^= seed << 13;
                seed ^= seed >> 17;
                seed ^= seed << 5;
                f16::from_f32((seed as f32 / u32::MAX as f32) * 2.0 - 1.0)
            })
            .collect()
    };
    let (o, dout) = (random(heads * seq * d), random(heads * seq * d));
    let device = jit.device();
    let (ob, dob, deltab) = (device.upload(&o)?, device.upload(&dout)?, device.alloc_zeros::<f32>(heads * seq)?);
    let grid = [seq.div_ceil(BLOCK as usize) as u32, heads as u32];
    attention_bwd_preprocess::<BLOCK, D>::launch(&jit, grid, &ob, &dob, &deltab, seq as i32)?;
    let got = deltab.to_vec()?;

    // Tolerance: each product of two f16 values is exact in f32, so the error is the f32 sum's
    // over d = 64 terms, at most d * 2^-24 of the sum of their magnitudes.
    let mut max_err = 0.0f64;
    for (row, &g) in got.iter().enumerate() {
        let terms = (row * d..(row + 1) * d).map(|i| o[i].to_f64() * dout[i].to_f64());
        let (want, magnitude) = terms.fold((0.0, 0.0), |(s, m), t| (s + t, m + t.abs()));
        let err = (g as f64 - want).abs();
        // NaN fails too.
        if err.is_nan() || err > d as f64 * 2f64.powi(-24) * magnitude {
            return Err(format!("delta[head {}, row {}]: got {g}, want {want}", row / seq, row % seq).into());
        }
        max_err = max_err.max(err);
    }
    println!(
        "attention backward preprocessing of {heads} heads of {seq} x {d} (f16 in, f32 out) on {}: max abs error \
         {max_err:.2e} against plain Rust",
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
