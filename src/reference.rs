//! Plain Rust references for the example kernels, named by `; run: check` directives.
//!
//! Each reference computes in f64 from the input buffers (already read as f64) and returns the
//! whole expected output buffer, starting from the output's initial contents so that elements
//! the kernel must not touch are checked too. It also says how close a correct kernel must be:
//! `|got - want| <= atol + rtol * |want|` per element.
//!
//! | reference | arguments | tolerance, and why |
//! |---|---|---|
//! | `add(x, y)` | | 1 f32 rounding |
//! | `softmax(x, rows, ncols, stride)` | | f32 exp (2 ulp) and sums of up to ncols terms |
//! | `layernorm(x, w, b, rows, n, stride, eps)` | output y | f32 sums of n terms, rsqrt 2 ulp |
//! | `matmul(a, b, M, N, K[, eps])` | row-major, packed | f32 sums of K exact products; `eps` allows that relative error per product or partial sum (tf32, f16 accumulators) |
//! | `scaled_matmul(a, b, sa, sb, M, N, K[, eps])` | `matmul` with element (i, j) times `sa[i] sb[j]` (per-row scales of A, per-column of B: an fp8 GEMM's epilogue) | as `matmul`, `eps` against the largest scaled sum of \|a b\| |
//! | `attention(q, k, v, heads, seq, d, qk_scale[, causal])` | heads `seq*d` apart; `causal` 1: keys up to the query's row | p rounded to f16 or bf16 before P @ V (4e-3) |
//! | `attention_lse(q, k, v, heads, seq, d, qk_scale[, causal])` | output `[heads, seq]`: each row's natural log-sum-exp of the scores | as `attention` |
//! | `rowdot(a, b, rows, n)` | output `[rows]`: `sum_c a[r n + c] b[r n + c]` (the backward's delta from O and dO) | f32 sums of n products |
//! | `attention_delta(q, k, v, do, heads, seq, d, qk_scale[, causal])` | output `[heads, seq]`: `dO_i . O_i` with O from the f64 forward | as `attention` |
//! | `attention_dq`, `attention_dk`, `attention_dv` (same arguments`[, eps]`) | the gradients of O for the upstream gradient dO, `[heads, seq, d]` | `eps` (default `2^-10`, twice f16's rounding; `2^-7` for bf16) of the largest sum of the terms whose rounding to 16 bits (P, dS) moves them; f32 sums and `exp2` are two orders below (`attention_grad`) |
//!
//! Its part: `attention_grad`, the backward's forward recompute and gradients.

mod attention_grad;

use crate::directives::{Check, RefArg};
use std::collections::HashMap;

/// How close a result must be to the reference.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Tolerance {
    pub atol: f64,
    pub rtol: f64,
}

impl Tolerance {
    /// The tolerance for an output stored as `d`: the f32 computation's, plus the one rounding
    /// to f16 (2^-11 relative) or bf16 (2^-8) of the stored result.
    pub fn stored_as(self, d: tessera_ir::DType) -> Tolerance {
        match d {
            tessera_ir::DType::F16 => Tolerance { atol: self.atol + 2f64.powi(-24), rtol: self.rtol + 2f64.powi(-11) },
            tessera_ir::DType::BF16 => Tolerance { atol: self.atol, rtol: self.rtol + 2f64.powi(-8) },
            _ => self,
        }
    }

    pub fn accepts(&self, got: f64, want: f64) -> bool {
        if got.is_nan() || want.is_nan() {
            return got.is_nan() && want.is_nan();
        }
        if got == want {
            return true;
        }
        (got - want).abs() <= self.atol + self.rtol * want.abs()
    }
}

/// The reference names that `check` directives may use.
pub const NAMES: &[&str] = &[
    "add",
    "softmax",
    "layernorm",
    "matmul",
    "scaled_matmul",
    "attention",
    "attention_lse",
    "rowdot",
    "attention_delta",
    "attention_dq",
    "attention_dk",
    "attention_dv",
];

/// Evaluates `check` on `buffers` (every pointer parameter, as f64); `base` is the target
/// buffer's initial contents. Returns the expected target buffer and the tolerance.
pub fn evaluate(
    check: &Check,
    buffers: &HashMap<String, Vec<f64>>,
    base: &[f64],
) -> Result<(Vec<f64>, Tolerance), String> {
    let mut bufs: Vec<&[f64]> = Vec::new();
    let mut nums: Vec<f64> = Vec::new();
    for a in &check.args {
        match a {
            RefArg::Buffer(b) => bufs.push(buffers.get(b).ok_or_else(|| format!("%{b} is not a buffer parameter"))?),
            RefArg::Num(n) => nums.push(*n),
        }
    }
    let want = |nb: usize, nn: usize| -> Result<(), String> {
        if bufs.len() == nb && nums.len() == nn {
            Ok(())
        } else {
            Err(format!(
                "{} takes {nb} buffers and {nn} numbers, found {} and {}",
                check.reference,
                bufs.len(),
                nums.len()
            ))
        }
    };
    let size = |x: f64| -> Result<usize, String> {
        if x >= 0.0 && x.fract() == 0.0 && x < 1e12 {
            Ok(x as usize)
        } else {
            Err(format!("{x} is not a size"))
        }
    };
    let get = |b: &[f64], i: usize, what: &str| -> Result<f64, String> {
        b.get(i).copied().ok_or_else(|| format!("{what}: index {i} is past the end ({} elements)", b.len()))
    };
    let mut out = base.to_vec();
    let set = |out: &mut Vec<f64>, i: usize, v: f64| -> Result<(), String> {
        let n = out.len();
        *out.get_mut(i).ok_or_else(|| format!("output index {i} is past the end ({n} elements)"))? = v;
        Ok(())
    };
    let tol = match check.reference.as_str() {
        "add" => {
            want(2, 0)?;
            for i in 0..out.len() {
                let v = get(bufs[0], i, "x")? + get(bufs[1], i, "y")?;
                set(&mut out, i, v)?;
            }
            Tolerance { atol: 0.0, rtol: 1.2e-7 }
        }
        "softmax" => {
            want(1, 3)?;
            let (rows, ncols, stride) = (size(nums[0])?, size(nums[1])?, size(nums[2])?);
            for r in 0..rows {
                let row: Vec<f64> = (0..ncols).map(|c| get(bufs[0], r * stride + c, "x")).collect::<Result<_, _>>()?;
                let m = row.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
                let s: f64 = row.iter().map(|x| (x - m).exp()).sum();
                for (c, x) in row.iter().enumerate() {
                    set(&mut out, r * stride + c, (x - m).exp() / s)?;
                }
            }
            Tolerance { atol: 1e-7, rtol: 2e-5 }
        }
        "layernorm" => {
            want(3, 4)?;
            let (rows, n, stride, eps) = (size(nums[0])?, size(nums[1])?, size(nums[2])?, nums[3]);
            for r in 0..rows {
                let row: Vec<f64> = (0..n).map(|c| get(bufs[0], r * stride + c, "x")).collect::<Result<_, _>>()?;
                let mu = row.iter().sum::<f64>() / n as f64;
                let var = row.iter().map(|x| (x - mu) * (x - mu)).sum::<f64>() / n as f64;
                let rstd = 1.0 / (var + eps).sqrt();
                for (c, x) in row.iter().enumerate() {
                    let y = (x - mu) * rstd * get(bufs[1], c, "w")? + get(bufs[2], c, "b")?;
                    set(&mut out, r * stride + c, y)?;
                }
            }
            Tolerance { atol: 2e-5, rtol: 2e-5 }
        }
        "matmul" | "scaled_matmul" => {
            let scaled = check.reference == "scaled_matmul";
            let nb = if scaled { 4 } else { 2 };
            if bufs.len() != nb || !(3..=4).contains(&nums.len()) {
                want(nb, 3)?;
            }
            let (m, n, k) = (size(nums[0])?, size(nums[1])?, size(nums[2])?);
            let mut largest = 0f64;
            for i in 0..m {
                for j in 0..n {
                    let (mut acc, mut magnitude) = (0.0, 0.0);
                    for p in 0..k {
                        let x = get(bufs[0], i * k + p, "a")? * get(bufs[1], p * n + j, "b")?;
                        acc += x;
                        magnitude += x.abs();
                    }
                    let scale = if scaled { get(bufs[2], i, "sa")? * get(bufs[3], j, "sb")? } else { 1.0 };
                    largest = largest.max(magnitude * scale.abs());
                    set(&mut out, i * n + j, acc * scale)?;
                }
            }
            // A fourth number: the relative error allowed per product or partial sum (tf32
            // inputs, an f16 accumulator), as an absolute bound on the largest sum of |a b|.
            let eps = nums.get(3).copied().unwrap_or(0.0);
            Tolerance { atol: 1e-4 + eps * largest, rtol: 1e-5 }
        }
        "attention" | "attention_lse" => {
            // (q, k, v, heads, seq, d, qk_scale[, causal]): rows of `[heads, seq, d]`, scores
            // in log2 units (qk_scale folds log2(e) in), so p = 2^(s - max); attention_lse
            // writes each row's natural log-sum-exp into a `[heads, seq]` buffer.
            let causal = match nums.len() {
                4 => false,
                5 => nums[4] != 0.0,
                _ => return want(3, 5).map(|_| unreachable!()),
            };
            if bufs.len() != 3 {
                want(3, 5)?;
            }
            let (heads, seq, d, scale) = (size(nums[0])?, size(nums[1])?, size(nums[2])?, nums[3]);
            let (q, k, v) = (bufs[0], bufs[1], bufs[2]);
            for h in 0..heads {
                let base = h * seq * d;
                for i in 0..seq {
                    let keys = if causal { i + 1 } else { seq };
                    let mut s = vec![0.0; keys];
                    for (j, sj) in s.iter_mut().enumerate() {
                        let mut dot = 0.0;
                        for c in 0..d {
                            dot += get(q, base + i * d + c, "q")? * get(k, base + j * d + c, "k")?;
                        }
                        *sj = dot * scale;
                    }
                    let m = s.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
                    let p: Vec<f64> = s.iter().map(|x| (x - m).exp2()).collect();
                    let l: f64 = p.iter().sum();
                    if check.reference == "attention_lse" {
                        set(&mut out, h * seq + i, (m + l.log2()) * std::f64::consts::LN_2)?;
                        continue;
                    }
                    for c in 0..d {
                        let mut acc = 0.0;
                        for (j, pj) in p.iter().enumerate() {
                            acc += pj * get(v, base + j * d + c, "v")?;
                        }
                        set(&mut out, base + i * d + c, acc / l)?;
                    }
                }
            }
            // P is rounded to the dot's 16-bit inputs: up to 2^-9 of each term (bf16).
            Tolerance { atol: 4e-3, rtol: 4e-3 }
        }
        "rowdot" => {
            want(2, 2)?;
            let (rows, n) = (size(nums[0])?, size(nums[1])?);
            let mut largest = 0f64;
            for r in 0..rows {
                let (mut acc, mut magnitude) = (0.0, 0.0);
                for c in 0..n {
                    let x = get(bufs[0], r * n + c, "a")? * get(bufs[1], r * n + c, "b")?;
                    acc += x;
                    magnitude += x.abs();
                }
                largest = largest.max(magnitude);
                set(&mut out, r, acc)?;
            }
            // n f32 roundings of partial sums (16-bit products are exact in f32), one of a product.
            Tolerance { atol: 1e-7 + (n + 1) as f64 * 2f64.powi(-24) * largest, rtol: 0.0 }
        }
        "attention_delta" | "attention_dq" | "attention_dk" | "attention_dv" => {
            // (q, k, v, do, heads, seq, d, qk_scale[, causal[, eps]]), laid out as `attention`'s;
            // eps the relative error allowed per term (default 2^-10: f16 inputs).
            if !(4..=6).contains(&nums.len()) {
                want(4, 5)?;
            }
            let causal = nums.get(4).is_some_and(|&c| c != 0.0);
            let eps = nums.get(5).copied().unwrap_or(2f64.powi(-10));
            if bufs.len() != 4 {
                want(4, 5)?;
            }
            let g = attention_grad::Gradients::compute(&attention_grad::Problem {
                q: bufs[0],
                k: bufs[1],
                v: bufs[2],
                dout: bufs[3],
                heads: size(nums[0])?,
                seq: size(nums[1])?,
                d: size(nums[2])?,
                qk_scale: nums[3],
                causal,
            })?;
            let (values, terms) = match check.reference.as_str() {
                "attention_delta" => (&g.delta, None),
                "attention_dq" => (&g.dq, Some(&g.dq_terms)),
                "attention_dk" => (&g.dk, Some(&g.dk_terms)),
                _ => (&g.dv, Some(&g.dv_terms)),
            };
            for (i, &x) in values.iter().enumerate() {
                set(&mut out, i, x)?;
            }
            match terms {
                // P and dS rounded to f16 (2^-11 relative) before their dots, allowed twice over.
                Some(t) => Tolerance { atol: 1e-7 + eps * t.iter().cloned().fold(0.0, f64::max), rtol: 0.0 },
                None => Tolerance { atol: 4e-3, rtol: 4e-3 },
            }
        }
        other => return Err(format!("unknown reference `{other}` (known: {})", NAMES.join(", "))),
    };
    Ok((out, tol))
}
