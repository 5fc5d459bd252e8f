//! The flash-attention backward (FlashAttention-2: dQ, dK, dV, not causal) written as a Rust
//! function under `#[tessera::kernel]` (the twin of `examples/attention_bwd.tile`, to the same
//! IR: `tests/macro_kernels.rs` checks it), launched by its typed `launch` through
//! `tessera::Jit` on the GPU when there is one, otherwise (with a printed note) on the CPU
//! reference interpreter, and checked against a plain Rust backward.
//!
//! The `.tile` file is the output of `tessera::kernels::attention_bwd`; the statements follow it
//! one op at a time. Program `(j, h)` owns key block `j` of head `h` and loops over the query
//! blocks: `dK_j` and `dV_j` are `let mut` locals the loop assigns at the end of its body (dK
//! first, the order of the file's carried values), and `dQ_i` is added to memory with
//! `atomic_add`. The loop's start and step are named `let`s (`full::<i32>([], ..)`) because the
//! file makes them around the accumulators' zeros, where a literal bound would make them at the
//! loop. The parameter `%do` is a Rust keyword, so the function names it raw (`r#do`).
//!
//! ```sh
//! cargo run --example attention_bwd_macro
//! ```

use tessera::dsl::*;
use tessera::Jit;

/// The gradients of `O = softmax(Q K^T scale) V` for the upstream gradient `dO`: `q`, `k`, `v`,
/// `do` are `[heads, seq, D]` in f16; `lse` (the forward's natural log-sum-exp per query row)
/// and `delta` (`rowsum(dO * O)`, `attention_bwd_preprocess`) are `[heads, seq]` in f32; `dq`,
/// `dk`, `dv` are `[heads, seq, D]` in f32, and `dq` must start at zero (programs add to it).
/// `qk_scale` is the softmax scale times `log2(e)`, so the probabilities are
/// `exp2(q.k qk_scale - lse log2(e))`, and `scale = qk_scale ln(2)`. Program `(j, h)` takes
/// keys `BLOCK_N j ..` of head `h` and query blocks of `BLOCK_M`; rows past `seq` are masked.
#[tessera::kernel(num_warps = 4, num_stages = 1)]
pub fn attention_bwd<const BLOCK_M: i32, const BLOCK_N: i32, const D: i32>(
    #[align(16)] q: Ptr<f16>,
    #[align(16)] k: Ptr<f16>,
    #[align(16)] v: Ptr<f16>,
    #[align(16)] r#do: Ptr<f16>,
    #[align(16)] lse: Ptr<f32>,
    #[align(16)] delta: Ptr<f32>,
    #[align(16)] dq: Ptr<f32>,
    #[align(16)] dk: Ptr<f32>,
    #[align(16)] dv: Ptr<f32>,
    seq: i32,
    qk_scale: f32,
) {
    let scale = qk_scale * std::f32::consts::LN_2;
    let pid = program_id(0);
    let head = program_id(1);
    let head_off = head * seq * D;
    let rd = arange(0, D);
    let keys = pid * BLOCK_N + arange(0, BLOCK_N);
    let keys_ok = keys < seq;
    // K_j and V_j: rows `keys` of this head.
    let kv_offsets = head_off + keys.col() * D + rd.row();
    let k_j = load(k + kv_offsets, keys_ok.col(), 0.0);
    let v_j = load(v + kv_offsets, keys_ok.col(), 0.0);
    let first = full::<i32>([], 0);
    let mut dk_sum = zeros::<f32>([BLOCK_N, D]);
    let mut dv_sum = zeros::<f32>([BLOCK_N, D]);
    let step = full::<i32>([], BLOCK_M);
    for start in (first..seq).step_by(step) {
        let queries = start + arange(0, BLOCK_M);
        let queries_ok = queries < seq;
        let q_offsets = head_off + queries.col() * D + rd.row();
        let q_rows_ok = queries.col() < seq;
        let q_i = load(q + q_offsets, q_rows_ok, 0.0);
        let do_i = load(r#do + q_offsets, q_rows_ok, 0.0);
        let lse_i = load(lse + (head * seq + queries), queries_ok, 0.0);
        let delta_i = load(delta + (head * seq + queries), queries_ok, 0.0);
        // The two dots of the loads first: both in flight at once while P is computed.
        let qk = dot(q_i, k_j.t(), zeros::<f32>([BLOCK_M, BLOCK_N]));
        let dp = dot(do_i, v_j.t(), zeros::<f32>([BLOCK_M, BLOCK_N]));
        // P = exp2(Q_i K_j^T qk_scale - lse_i log2(e)), zero outside the sequence.
        let s = qk * qk_scale;
        let e = (s - (lse_i * std::f32::consts::LOG2_E).col()).exp2();
        let valid = queries_ok.col() & keys_ok.row();
        let p = select(valid, e, 0.0);
        let dv_new = dot((p as f16).t(), do_i, dv_sum);
        // dS = P (dO_i V_j^T - delta_i), rounded to f16 for its two dots.
        let ds = (p * (dp - delta_i.col())) as f16;
        let dk_new = dot(ds.t(), q_i, dk_sum);
        let dq_i = dot(ds, k_j, zeros::<f32>([BLOCK_M, D])) * scale;
        atomic_add(dq + q_offsets, dq_i, queries_ok.col());
        dk_sum = dk_new;
        dv_sum = dv_new;
    }
    store(dk + kv_offsets, dk_sum * scale, keys_ok.col());
    store(dv + kv_offsets, dv_sum, keys_ok.col());
}

/// What the plain Rust reference gives, in f64, laid out as the kernel's buffers.
struct Gradients {
    /// The forward's natural log-sum-exp and `dO . O` per query row: the kernel's inputs.
    lse: Vec<f64>,
    delta: Vec<f64>,
    dq: Vec<f64>,
    dk: Vec<f64>,
    dv: Vec<f64>,
    /// Per element of dQ, dK, dV: the sum of the magnitudes of the terms whose rounding to f16
    /// (P before `P^T dO`, dS before its two dots) moves it, which bounds the kernel's error.
    dq_terms: Vec<f64>,
    dk_terms: Vec<f64>,
    dv_terms: Vec<f64>,
}

/// The plain Rust reference, in f64: the forward recomputed from `q`, `k`, `v` per head, then
/// `dV = P^T dO`, `dP = dO V^T`, `dS = P (dP - delta)`, `dQ = scale dS K`, `dK = scale dS^T Q`.
fn attention_bwd_reference(
    q: &[f16],
    k: &[f16],
    v: &[f16],
    dout: &[f16],
    heads: usize,
    seq: usize,
    d: usize,
    qk_scale: f64,
) -> Gradients {
    let n = heads * seq * d;
    let [q, k, v, dout] = [q, k, v, dout].map(|x| x.iter().map(|e| e.to_f64()).collect::<Vec<f64>>());
    let scale = qk_scale * std::f64::consts::LN_2;
    let zeros = |len: usize| vec![0.0; len];
    let mut g = Gradients {
        lse: zeros(heads * seq),
        delta: zeros(heads * seq),
        dq: zeros(n),
        dk: zeros(n),
        dv: zeros(n),
        dq_terms: zeros(n),
        dk_terms: zeros(n),
        dv_terms: zeros(n),
    };
    let dotp = |a: &[f64], b: &[f64]| a.iter().zip(b).map(|(x, y)| x * y).sum::<f64>();
    let absdot = |a: &[f64], b: &[f64]| a.iter().zip(b).map(|(x, y)| (x * y).abs()).sum::<f64>();
    for h in 0..heads {
        let row = |i: usize| (h * seq + i) * d..(h * seq + i + 1) * d;
        for i in 0..seq {
            let (qi, di) = (&q[row(i)], &dout[row(i)]);
            let s: Vec<f64> = (0..seq).map(|j| qk_scale * dotp(qi, &k[row(j)])).collect();
            let m = s.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            let l: f64 = s.iter().map(|x| (x - m).exp2()).sum();
            let p: Vec<f64> = s.iter().map(|x| (x - m).exp2() / l).collect();
            let o: Vec<f64> = (0..d).map(|c| (0..seq).map(|j| p[j] * v[row(j)][c]).sum()).collect();
            let delta = dotp(di, &o);
            (g.lse[h * seq + i], g.delta[h * seq + i]) = ((m + l.log2()) * std::f64::consts::LN_2, delta);
            for j in 0..seq {
                let (kj, vj) = (&k[row(j)], &v[row(j)]);
                let dp = dotp(di, vj);
                let ds = p[j] * (dp - delta);
                // |dS| plus what the kernel's f32 `dP - delta` may be off by, with room:
                // 2^-6 of its terms' magnitudes.
                let a = p[j] * ((dp - delta).abs() + (absdot(di, vj) + delta.abs()) / 64.0);
                for c in 0..d {
                    let (qo, ko) = (row(i).start + c, row(j).start + c);
                    g.dv[ko] += p[j] * di[c];
                    g.dv_terms[ko] += (p[j] * di[c]).abs();
                    g.dk[ko] += scale * ds * qi[c];
                    g.dk_terms[ko] += (scale * a * qi[c]).abs();
                    g.dq[qo] += scale * ds * kj[c];
                    g.dq_terms[qo] += (scale * a * kj[c]).abs();
                }
            }
        }
    }
    g
}

/// Builds, launches and checks; returns the largest error against the reference.
pub fn run() -> Result<f64, Box<dyn std::error::Error>> {
    // The sizes of the `.tile` file's run lines: two heads of 128 x 64, two key blocks each.
    const BLOCK: i32 = 64;
    let (heads, seq, d) = (2usize, 128usize, BLOCK as usize);
    let qk_scale = std::f64::consts::LOG2_E / (d as f64).sqrt();
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
    let n = heads * seq * d;
    let (q, k, v, dout) = (random(n), random(n), random(n), random(n));
    let want = attention_bwd_reference(&q, &k, &v, &dout, heads, seq, d, qk_scale);

    let device = jit.device();
    let to_f32 = |x: &[f64]| x.iter().map(|&e| e as f32).collect::<Vec<f32>>();
    let (qb, kb, vb, dob) = (device.upload(&q)?, device.upload(&k)?, device.upload(&v)?, device.upload(&dout)?);
    let (lseb, deltab) = (device.upload(&to_f32(&want.lse))?, device.upload(&to_f32(&want.delta))?);
    let (dqb, dkb, dvb) = (device.alloc_zeros::<f32>(n)?, device.alloc_zeros::<f32>(n)?, device.alloc_zeros::<f32>(n)?);
    let grid = [seq.div_ceil(BLOCK as usize) as u32, heads as u32];
    attention_bwd::<BLOCK, BLOCK, BLOCK>::launch(
        &jit,
        grid,
        &qb,
        &kb,
        &vb,
        &dob,
        &lseb,
        &deltab,
        &dqb,
        &dkb,
        &dvb,
        seq as i32,
        qk_scale as f32,
    )?;

    // Tolerance: the kernel rounds P and dS to f16 before their dots (2^-11 relative each), so
    // each gradient is off by at most 2^-11 of the sum of its terms' magnitudes (`*_terms`);
    // f32 sums and exp2 are two orders below. 2^-10 of the term sums leaves room for both: the
    // eps of `tessera::reference`'s attention_dq / dk / dv (the `.tile` file's run lines), here
    // per element where the reference takes the largest term sum.
    let eps = 2f64.powi(-10);
    let mut max_err = 0.0f64;
    let outputs = [
        ("dq", dqb.to_vec()?, &want.dq, &want.dq_terms),
        ("dk", dkb.to_vec()?, &want.dk, &want.dk_terms),
        ("dv", dvb.to_vec()?, &want.dv, &want.dv_terms),
    ];
    for (name, got, want, terms) in outputs {
        for (i, (&g, &w)) in got.iter().zip(want).enumerate() {
            let err = (g as f64 - w).abs();
            // NaN fails too.
            if err.is_nan() || err > eps * terms[i] + 1e-6 {
                let (h, row, c) = (i / (seq * d), i / d % seq, i % d);
                return Err(format!("{name}[head {h}, row {row}, column {c}]: got {g}, want {w}").into());
            }
            max_err = max_err.max(err);
        }
    }
    println!(
        "attention backward of {heads} heads of {seq} x {d} (f16 in, f32 out) on {}: max abs error {max_err:.2e} \
         against plain Rust (dq, dk, dv)",
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
