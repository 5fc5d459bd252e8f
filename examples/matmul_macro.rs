//! The matrix product `C = A @ B` written as a Rust function under `#[tessera::kernel]` (the twin
//! of `examples/matmul.tile`, to the same IR: `tests/macro_kernels.rs` checks it), launched
//! by its typed `launch` through `tessera::Jit` on the GPU when there is one, otherwise (with a
//! printed note) on the CPU reference interpreter, and checked against a plain Rust matmul.
//!
//! The statements follow the `.tile` file one op at a time: splats and broadcasts the file
//! spells out are written as `.broadcast_to(..)` where the file makes them at another place
//! than the operator would (or reuses them), and the block size is one constant for both
//! `M` and `N` because the file shares one `arange` between them.
//!
//! ```sh
//! cargo run --example matmul_macro
//! ```

use tessera::dsl::*;
use tessera::Jit;

/// `c[m, n] = sum_k a[m, k] * b[k, n]` with `a` (`M x K`, rows `lda` apart) and `b` (`K x N`,
/// rows `ldb` apart) in f16 and `c` (`M x N`, rows `ldc` apart) in f32. Each program computes
/// a `BLOCK x BLOCK` block of `c`, looping over `K` in steps of `BK` with an f32 accumulator;
/// edges are masked.
#[tessera::kernel(num_warps = 4, num_stages = 3)]
pub fn matmul<const BLOCK: i32, const BK: i32>(
    #[align(16)] a: Ptr<f16>,
    #[align(16)] b: Ptr<f16>,
    #[align(16)] c: Ptr<f32>,
    M: i32,
    #[div(8)] N: i32,
    #[div(8)] K: i32,
    #[div(8)] lda: i32,
    #[div(8)] ldb: i32,
    ldc: i32,
) {
    let pid_m = program_id(0);
    let pid_n = program_id(1);
    let bm = full::<i32>([], BLOCK);
    let m0 = pid_m * bm;
    let n0 = pid_n * bm;
    let r = arange(0, BLOCK);
    let rm = m0 + r;
    let rn = n0 + r;
    let rk = arange(0, BK);
    // A block offsets: rm[:, None] * lda + rk[None, :]  (BLOCK x BK)
    let rm_col = rm.col();
    let a_rows = (rm_col * lda).broadcast_to([BLOCK, BK]);
    let rk_row = rk.row().broadcast_to([BLOCK, BK]);
    let a_offs = a_rows + rk_row;
    let m_ok = rm_col < M;
    let m_ok_a = m_ok.broadcast_to([BLOCK, BK]);
    // B block offsets: rk[:, None] * ldb + rn[None, :]  (BK x BLOCK)
    let rk_col = rk.col().broadcast_to([BK, BLOCK]);
    let ldb_t = ldb.broadcast_to([BK, BLOCK]);
    let b_rows = rk_col * ldb_t;
    let rn_row = rn.row();
    let b_offs = b_rows + rn_row.broadcast_to([BK, BLOCK]);
    let n_ok = rn_row < N;
    let n_ok_b = n_ok.broadcast_to([BK, BLOCK]);
    let a_base = a.broadcast_to([BLOCK, BK]);
    let b_base = b.broadcast_to([BK, BLOCK]);
    let zero_a = zeros::<f16>([BLOCK, BK]);
    let zero_b = zeros::<f16>([BK, BLOCK]);
    let mut acc = zeros::<f32>([BLOCK, BLOCK]);
    for k in (0..K).step_by(BK) {
        let k_a = k.broadcast_to([BLOCK, BK]);
        let a_mask = m_ok_a & (rk_row + k_a < K);
        let a_blk = load(a_base + (a_offs + k_a), a_mask, zero_a);
        let k_b = k.broadcast_to([BK, BLOCK]);
        let b_mask = (rk_col + k_b < K) & n_ok_b;
        let b_blk = load(b_base + (b_offs + k_b * ldb_t), b_mask, zero_b);
        acc = dot(a_blk, b_blk, acc);
    }
    // C block: rm[:, None] * ldc + rn[None, :]  (BLOCK x BLOCK)
    let c_rows = (rm_col * ldc).broadcast_to([BLOCK, BLOCK]);
    let c_offs = c_rows + rn_row.broadcast_to([BLOCK, BLOCK]);
    let c_mask = m_ok.broadcast_to([BLOCK, BLOCK]) & n_ok.broadcast_to([BLOCK, BLOCK]);
    store(c.broadcast_to([BLOCK, BLOCK]) + c_offs, acc, c_mask);
}

/// The plain Rust reference: `c = a @ b`, row-major without padding.
fn matmul_reference(a: &[f16], b: &[f16], m: usize, n: usize, k: usize) -> Vec<f32> {
    let mut c = vec![0.0f32; m * n];
    for i in 0..m {
        for j in 0..n {
            c[i * n + j] = (0..k).map(|p| a[i * k + p].to_f32() * b[p * n + j].to_f32()).sum();
        }
    }
    c
}

/// Builds, launches and checks (exactly: small integers in f16 multiply and add without
/// rounding in f32); returns the number of elements compared.
pub fn run() -> Result<usize, Box<dyn std::error::Error>> {
    // Sizes that are not multiples of the block, so the edges are masked.
    let (m, n, k) = (100usize, 72usize, 80usize);
    const BLOCK: i32 = 64;
    let jit = Jit::new();
    if let Some(note) = jit.fallback_note() {
        println!("note: {note}; running on the cpu reference interpreter");
    }
    // Integers in [-3, 3]: every product and partial sum is exact.
    let a: Vec<f16> = (0..m * k).map(|i| f16::from_f32(((i * 7 + 3) % 7) as f32 - 3.0)).collect();
    let b: Vec<f16> = (0..k * n).map(|i| f16::from_f32(((i * 5 + 1) % 7) as f32 - 3.0)).collect();
    let device = jit.device();
    let (ab, bb, cb) = (device.upload(&a)?, device.upload(&b)?, device.alloc_zeros::<f32>(m * n)?);

    let blocks = |x: usize| x.div_ceil(BLOCK as usize) as u32;
    let (mi, ni, ki) = (m as i32, n as i32, k as i32);
    matmul::<BLOCK, 32>::launch(&jit, [blocks(m), blocks(n)], &ab, &bb, &cb, mi, ni, ki, ki, ni, ni)?;
    let got = cb.to_vec()?;

    let want = matmul_reference(&a, &b, m, n, k);
    for (i, (g, w)) in got.iter().zip(&want).enumerate() {
        if g != w {
            return Err(format!("c[{}, {}]: got {g}, want {w}", i / n, i % n).into());
        }
    }
    println!("matmul of {m} x {k} by {k} x {n} (f16 in, f32 out) on {}: exact against plain Rust", device.describe());
    Ok(want.len())
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
