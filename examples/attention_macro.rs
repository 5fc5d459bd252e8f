//! Flash-attention forward written as a Rust function under `#[tessera::kernel]` (the twin of
//! `examples/attention.tile`, to the same IR: `tests/macro_kernels.rs` checks it), launched
//! by its typed `launch` through `tessera::Jit` on the GPU when there is one, otherwise (with a
//! printed note) on the CPU reference interpreter, and checked against a plain Rust attention.
//!
//! The statements follow the `.tile` file one op at a time: the online softmax's running max
//! `m`, running sum `l` and accumulator `acc` are `let mut` locals that the key loop assigns
//! (in that order, at the end of the body, so that the body still reads the old `m`), which
//! makes them the loop's three carried values. Splats and constant tiles the file makes once
//! and reuses are named `let`s (`.broadcast_to(..)`, `full::<i32>(..)`). One constant `BLOCK`
//! is the query block, the key block and the head dimension, because the file shares one
//! `arange` and one constant among them.
//!
//! ```sh
//! cargo run --example attention_macro
//! ```

use tessera::dsl::*;
use tessera::Jit;

/// `O = softmax(Q K^T * scale) V` for one head per `program_id(1)`: `q`, `k`, `v` are
/// `seq x BLOCK` in f16 (row-major, heads `head_stride` elements apart), `o` is f32 with the
/// layout of `q`. Each program owns `BLOCK` query rows and loops over key blocks of `BLOCK`
/// with the online softmax; `qk_scale` is the softmax scale times `log2(e)`, so the
/// exponentials are `exp2`. `seq` is a multiple of `BLOCK` (and of 64).
#[tessera::kernel(num_warps = 4)]
pub fn attention<const BLOCK: i32>(
    #[align(16)] q: Ptr<f16>,
    #[align(16)] k: Ptr<f16>,
    #[align(16)] v: Ptr<f16>,
    #[align(16)] o: Ptr<f32>,
    #[div(64)] seq: i32,
    head_stride: i32,
    qk_scale: f32,
) {
    let pid = program_id(0);
    let head = program_id(1);
    let head_off = head * head_stride;
    let block = full::<i32>([], BLOCK);
    let m0 = pid * block;
    let r = arange(0, BLOCK);
    let rm = m0 + r;
    // Q block: head_off + rm[:, None] * BLOCK + rd[None, :]
    let rm_col = rm.col();
    let block_col = full::<i32>([BLOCK, 1], BLOCK);
    let q_rows = (rm_col * block_col).broadcast_to([BLOCK, BLOCK]);
    let rd_row = r.row().broadcast_to([BLOCK, BLOCK]);
    let head_off_t = head_off.broadcast_to([BLOCK, BLOCK]);
    let q_offs = q_rows + rd_row + head_off_t;
    let qb = load(q + q_offs);
    // K^T block offsets relative to the key block start: rd[:, None] + rn[None, :] * BLOCK
    let rd_col = r.col();
    let rd_col_b = rd_col.broadcast_to([BLOCK, BLOCK]);
    let kt_cols = r.row() * full::<i32>([1, BLOCK], BLOCK);
    let kt_offs = rd_col_b + kt_cols.broadcast_to([BLOCK, BLOCK]) + head_off_t;
    // V block offsets relative to the key block start: rd[:, None] * BLOCK + rd[None, :]
    let v_rows = (rd_col * block_col).broadcast_to([BLOCK, BLOCK]);
    let v_rel = v_rows + rd_row + head_off_t;
    let k_base = k.broadcast_to([BLOCK, BLOCK]);
    let v_base = v.broadcast_to([BLOCK, BLOCK]);
    let mut m = full::<f32>([BLOCK], f32::NEG_INFINITY);
    let mut l = zeros::<f32>([BLOCK]);
    let mut acc = zeros::<f32>([BLOCK, BLOCK]);
    let zero_qk = zeros::<f32>([BLOCK, BLOCK]);
    let scale = qk_scale.broadcast_to([BLOCK, BLOCK]);
    for start in (0..seq).step_by(block) {
        let kv_off = (start * block).broadcast_to([BLOCK, BLOCK]);
        let kt = load(k_base + (kt_offs + kv_off));
        let qk = dot(qb, kt, zero_qk) * scale;
        let m_new = m.maximum(qk.max(1));
        let p = (qk - m_new.col()).exp2();
        let l_blk = p.sum(1);
        let alpha = (m - m_new).exp2();
        let l_new = l * alpha + l_blk;
        let acc_scaled = acc * alpha.col();
        // V block: rows start .. start + BLOCK - 1 of this head
        let vb = load(v_base + (v_rel + kv_off));
        let acc_new = dot(p as f16, vb, acc_scaled);
        m = m_new;
        l = l_new;
        acc = acc_new;
    }
    let out = acc / l.col();
    store(o + q_offs, out);
}

/// The plain Rust reference, in f64: `o[h, i, :] = sum_j softmax_j(q_i . k_j * scale) v_j`
/// for `heads` heads of `seq x d`, `head_stride` elements apart.
fn attention_reference(
    q: &[f16],
    k: &[f16],
    v: &[f16],
    heads: usize,
    seq: usize,
    d: usize,
    head_stride: usize,
    scale: f64,
) -> Vec<f64> {
    let at = |x: &[f16], h: usize, row: usize, c: usize| x[h * head_stride + row * d + c].to_f64();
    let mut o = vec![0.0; heads * head_stride];
    for h in 0..heads {
        for i in 0..seq {
            let s: Vec<f64> =
                (0..seq).map(|j| (0..d).map(|c| at(q, h, i, c) * at(k, h, j, c)).sum::<f64>() * scale).collect();
            let max = s.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            let p: Vec<f64> = s.iter().map(|x| (x - max).exp()).collect();
            let sum: f64 = p.iter().sum();
            for c in 0..d {
                o[h * head_stride + i * d + c] = (0..seq).map(|j| p[j] * at(v, h, j, c)).sum::<f64>() / sum;
            }
        }
    }
    o
}

/// Builds, launches and checks; returns the largest error against the reference.
pub fn run() -> Result<f64, Box<dyn std::error::Error>> {
    // The sizes of the `.tile` file's run lines: two heads of 128 x 64, two query blocks each.
    const BLOCK: i32 = 64;
    let (heads, seq, d) = (2usize, 128usize, BLOCK as usize);
    let head_stride = seq * d;
    let scale = 1.0 / (d as f64).sqrt();
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
    let (q, k, v) = (random(heads * head_stride), random(heads * head_stride), random(heads * head_stride));
    let device = jit.device();
    let (qb, kb, vb) = (device.upload(&q)?, device.upload(&k)?, device.upload(&v)?);
    let ob = device.alloc_zeros::<f32>(heads * head_stride)?;

    let qk_scale = (scale * std::f64::consts::LOG2_E) as f32;
    let grid = [(seq / d) as u32, heads as u32];
    attention::<BLOCK>::launch(&jit, grid, &qb, &kb, &vb, &ob, seq as i32, head_stride as i32, qk_scale)?;
    let got = ob.to_vec()?;

    // Tolerance: the kernel rounds the probabilities `p` (in (0, 1]) to f16 before the second
    // `dot`, a relative error of at most 2^-11 each; the output is a weighted mean of `v`
    // (|v| < 1) with weights summing to 1, so that rounding moves it by at most 2^-11 ~ 4.9e-4.
    // f32 accumulation and exp2 add far less; 1e-3 leaves room for both.
    let want = attention_reference(&q, &k, &v, heads, seq, d, head_stride, scale);
    let mut max_err = 0.0f64;
    for (i, (&g, &w)) in got.iter().zip(&want).enumerate() {
        let err = (g as f64 - w).abs();
        // NaN fails too.
        if err.is_nan() || err > 1e-3 {
            let (h, row, c) = (i / head_stride, i % head_stride / d, i % d);
            return Err(format!("o[head {h}, row {row}, column {c}]: got {g}, want {w}").into());
        }
        max_err = max_err.max(err);
    }
    println!(
        "attention of {heads} heads of {seq} x {d} (f16 in, f32 out) on {}: max abs error {max_err:.2e} against plain Rust",
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
