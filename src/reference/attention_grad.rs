//! The f64 reference for the flash-attention backward: the forward recomputed from Q, K and V,
//! and the gradients of `O = softmax(Q K^T * scale) V` for an upstream gradient dO by the
//! textbook formulas, with the magnitudes that bound a correct kernel's error.
//!
//! Per head, with `s_ij = scale * q_i . k_j` (keys `j <= i` only when causal) and
//! `P = softmax(s)` row by row:
//!
//! ```text
//!   dV = P^T dO          dP = dO V^T          dS_ij = P_ij (dP_ij - sum_k P_ik dP_ik)
//!   dQ = scale * dS K    dK = scale * dS^T Q
//! ```
//!
//! The softmax's Jacobian is written out here (`sum_k P_ik dP_ik`), where a FlashAttention
//! kernel reads the same number as `delta_i = dO_i . O_i` (FlashAttention-2's preprocessing),
//! so the check also confirms that the two agree. The `scale` of these formulas is the
//! natural one: the references take the forward's `qk_scale`, which folds log2(e) in (the
//! kernels' exponentials are `exp2`), and use `qk_scale * ln(2)`.

/// The error of the kernel's `dP - delta` against the sum of the magnitudes of its terms,
/// relative to the per-term error the references allow (`eps`, `2^-10` for f16): `2^-6 * eps`
/// is `2^-16`, past the tensor cores' `2^-17.2` for a dot over 64 elements (`Op::Dot`'s bound)
/// and the interpreter's sequential f32 sum's `2^-18`.
const SUM_ERROR: f64 = 1.0 / 64.0;

/// Everything the backward references give, for `heads` heads of `seq` rows of `d` elements,
/// laid out as the kernels' buffers (`[heads, seq, d]` and `[heads, seq]`).
pub(super) struct Gradients {
    /// Natural log-sum-exp of each row's scaled scores (what the forward writes).
    pub lse: Vec<f64>,
    /// `dO_i . O_i` of each row.
    pub delta: Vec<f64>,
    pub dq: Vec<f64>,
    pub dk: Vec<f64>,
    pub dv: Vec<f64>,
    /// Per element of dQ, dK and dV: the sum of the absolute values of the terms whose rounding
    /// a kernel's error comes from ([`Gradients::compute`] says which).
    pub dq_terms: Vec<f64>,
    pub dk_terms: Vec<f64>,
    pub dv_terms: Vec<f64>,
}

/// The shape of one backward problem.
pub(super) struct Problem<'a> {
    pub q: &'a [f64],
    pub k: &'a [f64],
    pub v: &'a [f64],
    pub dout: &'a [f64],
    pub heads: usize,
    pub seq: usize,
    pub d: usize,
    /// The forward's scale, times log2(e).
    pub qk_scale: f64,
    pub causal: bool,
}

impl Gradients {
    /// The gradients of `p`. The term sums are what a kernel's roundings scale with: for dV the
    /// products `|P_ij dO_ic|` (P is rounded to 16 bits before `P^T dO`); for dK and dQ the
    /// products of `A_ij = P_ij (|dS_ij / P_ij| + SUM_ERROR (sum_c |dO_ic V_jc| + |delta_i|))`
    /// with `|Q_ic|` or `|K_jc|` (times the scale): dS is rounded to 16 bits before its two
    /// dots, and `dP - delta` carries the error of f32 sums of `|dO V|` products (of the
    /// tensor cores' rule, `Op::Dot`: `216 * 2^-25` of the sum for K = 64, below `2^-17`).
    pub fn compute(p: &Problem) -> Result<Gradients, String> {
        let Problem { q, k, v, dout, heads, seq, d, qk_scale, causal } = *p;
        let n = heads.checked_mul(seq).and_then(|x| x.checked_mul(d)).ok_or("sizes overflow")?;
        for (name, b) in [("q", q), ("k", k), ("v", v), ("do", dout)] {
            if b.len() < n {
                return Err(format!("%{name} has {} elements, fewer than heads * seq * d = {n}", b.len()));
            }
        }
        let scale = qk_scale * std::f64::consts::LN_2;
        let mut g = Gradients {
            lse: vec![0.0; heads * seq],
            delta: vec![0.0; heads * seq],
            dq: vec![0.0; n],
            dk: vec![0.0; n],
            dv: vec![0.0; n],
            dq_terms: vec![0.0; n],
            dk_terms: vec![0.0; n],
            dv_terms: vec![0.0; n],
        };
        let dotp = |a: &[f64], b: &[f64]| a.iter().zip(b).map(|(x, y)| x * y).sum::<f64>();
        let absdot = |a: &[f64], b: &[f64]| a.iter().zip(b).map(|(x, y)| (x * y).abs()).sum::<f64>();
        for h in 0..heads {
            let row = |i: usize| (h * seq + i) * d..(h * seq + i + 1) * d;
            for i in 0..seq {
                let keys = if causal { i + 1 } else { seq };
                let qi = &q[row(i)];
                let di = &dout[row(i)];
                // The forward: softmax of the scores in log2 units, as the kernels compute it.
                let s: Vec<f64> = (0..keys).map(|j| qk_scale * dotp(qi, &k[row(j)])).collect();
                let m = s.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
                let l: f64 = s.iter().map(|x| (x - m).exp2()).sum();
                let pr: Vec<f64> = s.iter().map(|x| (x - m).exp2() / l).collect();
                g.lse[h * seq + i] = (m + l.log2()) * std::f64::consts::LN_2;
                let mut o = vec![0.0; d];
                for (j, pj) in pr.iter().enumerate() {
                    for (oc, vc) in o.iter_mut().zip(&v[row(j)]) {
                        *oc += pj * vc;
                    }
                }
                let delta = dotp(di, &o);
                g.delta[h * seq + i] = delta;
                // The softmax's backward, its Jacobian written out.
                let dp: Vec<f64> = (0..keys).map(|j| dotp(di, &v[row(j)])).collect();
                let jac = pr.iter().zip(&dp).map(|(a, b)| a * b).sum::<f64>();
                for j in 0..keys {
                    let (kj, vj) = (&k[row(j)], &v[row(j)]);
                    let ds = pr[j] * (dp[j] - jac);
                    let a = pr[j] * ((dp[j] - jac).abs() + SUM_ERROR * (absdot(di, vj) + delta.abs()));
                    for c in 0..d {
                        let (qo, ko) = (row(i).start + c, row(j).start + c);
                        g.dv[ko] += pr[j] * di[c];
                        g.dv_terms[ko] += (pr[j] * di[c]).abs();
                        g.dk[ko] += scale * ds * qi[c];
                        g.dk_terms[ko] += (scale * a * qi[c]).abs();
                        g.dq[qo] += scale * ds * kj[c];
                        g.dq_terms[qo] += (scale * a * kj[c]).abs();
                    }
                }
            }
        }
        Ok(g)
    }
}
