//! The flash-attention backward pass (FlashAttention-2's algorithm) as two kernels: the
//! preprocessing, `delta_i = dO_i . O_i` per query row, and the gradients, one program per key
//! block of one head:
//!
//! ```text
//!   K_j, V_j of this program's keys; dK_j = dV_j = 0
//!   for each query block i (causal: from the first one that sees key block j):
//!     Q_i, dO_i, lse_i, delta_i
//!     S = Q_i K_j^T, dP = dO_i V_j^T                          issued together (on sm_90a both
//!                                                              in flight while P is computed)
//!     P    = exp2(S * qk_scale - lse_i * log2(e))             the forward's softmax, recomputed
//!     dV_j += P^T dO_i
//!     dS   = P * (dP - delta_i)
//!     dK_j += dS^T Q_i
//!     dQ_i += dS K_j * scale                                 f32 atomic adds (other programs
//!   dK_j * scale, dV_j stored                                 add to the same rows)
//! ```
//!
//! The scale is the forward's convention: the kernels take its `qk_scale` (the softmax scale
//! times log2(e)) and its natural log-sum-exp, and `scale = qk_scale * ln(2)`.
//! `examples/attention_bwd_preprocess.tile`, `attention_bwd.tile` and `attention_bwd_causal.tile`
//! are these kernels (`tests/attention_bwd.rs`); the f64 reference is
//! `reference::attention_grad`.

use std::f64::consts::{LN_2, LOG2_E};
use tessera_ir::builder::Tv;
use tessera_ir::op::AtomicOp;
use tessera_ir::{Builder, DType, Kernel, ParamAttrs, Type};

/// The flash-attention backward that [`attention_bwd`] and [`attention_bwd_preprocess`] build.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AttentionBwd {
    /// Head dimension (a power of two, 16 to 256).
    pub d: u32,
    /// Query rows per loop step (and per program of the preprocessing).
    pub block_m: u32,
    /// Key rows per program.
    pub block_n: u32,
    /// Each query attends to keys at or before its own position.
    pub causal: bool,
    /// Q, K, V, O and dO (f16 or bf16); the gradients are f32.
    pub dtype: DType,
    pub warps: u32,
    pub stages: u32,
}

impl AttentionBwd {
    fn check(&self, what: &str) -> Result<(), String> {
        super::check_attention_inputs(what, self.dtype, self.d)
    }
}

/// The backward's preprocessing, `delta = rowsum(dO * O)` in f32: O and dO `[heads, seq, d]` of
/// `dtype`, delta `[heads, seq]` f32; program (i, h) takes rows `i * block_m ..` of head `h`
/// (grid `[ceil(seq / block_m), heads, 1]`). Parameters `o, do, delta, seq`.
pub fn attention_bwd_preprocess(c: &AttentionBwd) -> Result<Kernel, String> {
    c.check("attention_bwd_preprocess")?;
    let b = Builder::new("attention_bwd_preprocess");
    b.num_warps(c.warps);
    let a16 = ParamAttrs { align: Some(16), div: None };
    let po = b.param_with("o", Type::ptr(c.dtype), a16);
    let pdo = b.param_with("do", Type::ptr(c.dtype), a16);
    let pdelta = b.param_with("delta", Type::ptr(DType::F32), a16);
    let seq = b.param_with("seq", Type::I32, ParamAttrs::default());
    let (pid, head) = (b.program_id(0).named("pid"), b.program_id(1).named("head"));
    let di = c.d as i32;
    let rm = (pid * c.block_m as i32 + b.arange(0, c.block_m as i32)).named("rows");
    let rows_ok = rm.lt(seq).named("rows_ok");
    let at = (head * seq * di + rm.col() * di + b.arange(0, di).row()).named("offsets");
    let o = b.load_masked(po + at, rows_ok.col(), 0.0).named("o_rows");
    let dout = b.load_masked(pdo + at, rows_ok.col(), 0.0).named("do_rows");
    let delta = (o.to(DType::F32) * dout.to(DType::F32)).sum(1).named("delta_rows");
    b.store_masked(pdelta + (head * seq + rm), delta, rows_ok);
    b.finish().map_err(|e| e.to_string())
}

/// Flash-attention backward: dQ, dK and dV (f32, `[heads, seq, d]`) of `O = softmax(Q K^T *
/// scale) V` for the upstream gradient dO, from Q, K, V, dO (`dtype`, `[heads, seq, d]`), the
/// forward's natural log-sum-exp and the preprocessing's delta (f32, `[heads, seq]`). Program
/// (j, h) owns keys `j * block_n ..` of head `h` (grid `[ceil(seq / block_n), heads, 1]`) and
/// loops over the query blocks; dQ takes f32 atomic adds from every program, so it must start
/// at zero. Parameters `q, k, v, do, lse, delta, dq, dk, dv` (16-byte aligned), `seq` (any
/// length: everything is masked by it) and the forward's `qk_scale`.
///
/// Numerical bound: P and dS are rounded to `dtype` before their dots (`2^-11` relative for
/// f16, `2^-8` for bf16), and every other step is f32 (sums, `exp2` to 2 ulp), two orders
/// smaller. The tests (`tests/attention_bwd.rs`) hold each of dQ, dK and dV within twice that
/// rounding (`2^-10`, bf16 `2^-7`) of the largest sum of its terms' magnitudes (for dV the sum of
/// `|P_ij dO_ic|` over queries; for dK and dQ `reference::attention_grad` says which) of the
/// f64 gradients, in the interpreter and in the simulators of sm_90, sm_90a, gfx942 and
/// gfx1100 code; the largest errors seen are about a quarter of that bound at most.
pub fn attention_bwd(c: &AttentionBwd) -> Result<Kernel, String> {
    c.check("attention_bwd")?;
    let b = Builder::new(if c.causal { "attention_bwd_causal" } else { "attention_bwd" });
    attention_bwd_in(&b, c);
    b.finish().map_err(|e| e.to_string())
}

/// The body of `attention_bwd`, built into `b` (a function of its own for the builder's lifetime).
fn attention_bwd_in<'b>(b: &'b Builder, c: &AttentionBwd) {
    let AttentionBwd { d, block_m: bm, block_n: bn, causal, dtype, warps, stages } = *c;
    b.num_warps(warps).num_stages(stages);
    let a16 = ParamAttrs { align: Some(16), div: None };
    let ptr = |name: &str, d: DType| b.param_with(name, Type::ptr(d), a16);
    let (pq, pk, pv, pdo) = (ptr("q", dtype), ptr("k", dtype), ptr("v", dtype), ptr("do", dtype));
    let (plse, pdelta) = (ptr("lse", DType::F32), ptr("delta", DType::F32));
    let (pdq, pdk, pdv) = (ptr("dq", DType::F32), ptr("dk", DType::F32), ptr("dv", DType::F32));
    let seq = b.param_with("seq", Type::I32, ParamAttrs::default());
    let qk_scale = b.param_with("qk_scale", Type::F32, ParamAttrs::default());
    let scale = (qk_scale * LN_2).named("scale");
    let (pid, head) = (b.program_id(0).named("pid"), b.program_id(1).named("head"));
    let (di, bm, bn) = (d as i32, bm as i32, bn as i32);
    let hoff = (head * seq * di).named("head_off");
    let rd = b.arange(0, di);
    // Element offsets of rows `r` of this head in Q, K, V, dO and the gradients.
    let rows_at = |r: Tv<'b>| hoff + r.col() * di + rd.row();
    let rn = (pid * bn + b.arange(0, bn)).named("keys");
    let keys_ok = rn.lt(seq).named("keys_ok");
    let kv_at = rows_at(rn).named("kv_offsets");
    let k = b.load_masked(pk + kv_at, keys_ok.col(), 0.0).named("k_j");
    let v = b.load_masked(pv + kv_at, keys_ok.col(), 0.0).named("v_j");
    // Causal: the query blocks that end before the first key see none of these keys.
    let lo = if causal { ((pid * bn) & -bm).named("first_query") } else { b.cst(DType::I32, 0.0) };
    let dk0 = b.zeros(&[bn as u32, d], DType::F32);
    let dv0 = b.zeros(&[bn as u32, d], DType::F32);
    let out = b.for_range(lo, seq, bm, &[dk0, dv0], |start, acc| {
        let (dk, dv) = (acc[0], acc[1]);
        let rm = (start + b.arange(0, bm)).named("queries");
        let rows_ok = rm.lt(seq).named("queries_ok");
        let q_at = rows_at(rm).named("q_offsets");
        // The tiles' mask compares their own row index (`rows[:, None] < seq`, as Triton writes
        // it), which the copy engine's recognition reads (`pipeliner::tma`).
        let q_rows_ok = rm.col().lt(seq).named("q_rows_ok");
        let q = b.load_masked(pq + q_at, q_rows_ok, 0.0).named("q_i");
        let dout = b.load_masked(pdo + q_at, q_rows_ok, 0.0).named("do_i");
        let lse = b.load_masked(plse + (head * seq + rm), rows_ok, 0.0).named("lse_i");
        let delta = b.load_masked(pdelta + (head * seq + rm), rows_ok, 0.0).named("delta_i");
        // The forward's probabilities: scores and log-sum-exp in log2 units.
        // The two dots that need only the loads first, so that both are in flight together
        // and P is computed while dP is (`tessera_isel::ptx::wgmma_waits`).
        let qk = b.dot(q, k.t(), b.zeros(&[bm as u32, bn as u32], DType::F32));
        let dp = b.dot(dout, v.t(), b.zeros(&[bm as u32, bn as u32], DType::F32)).named("dp");
        let s = (qk * qk_scale).named("s");
        let p = (s - (lse * LOG2_E).col()).exp2();
        let valid = rows_ok.col() & keys_ok.row();
        let valid = if causal { valid & rn.row().le(rm.col()) } else { valid };
        let p = b.select(valid.named("valid"), p, 0.0).named("p");
        let dv = b.dot(p.to(dtype).t(), dout, dv).named("dv_acc");
        let ds = (p * (dp - delta.col())).to(dtype).named("ds");
        let dk = b.dot(ds.t(), q, dk).named("dk_acc");
        let dq = (b.dot(ds, k, b.zeros(&[bm as u32, d], DType::F32)) * scale).named("dq_i");
        b.atomic_rmw(AtomicOp::Add, pdq + q_at, dq, Some(rows_ok.col()));
        vec![dk, dv]
    });
    let (dk, dv) = (out[0].named("dk_sum"), out[1].named("dv_j"));
    b.store_masked(pdk + kv_at, (dk * scale).named("dk_j"), keys_ok.col());
    b.store_masked(pdv + kv_at, dv, keys_ok.col());
}
