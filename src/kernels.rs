//! Kernel generators: tile programs built with the builder from a few constants, for the
//! benchmarks (and the autotuner to come), where a `.tile` file per configuration would not do.
//! Its part: [`attention_bwd`](mod@attention_bwd), the flash-attention backward pass.

use tessera_ir::builder::Tv;
use tessera_ir::{Builder, DType, Kernel, ParamAttrs, Type};

pub mod attention_bwd;
pub use attention_bwd::{attention_bwd, attention_bwd_preprocess, AttentionBwd};

/// `C = A @ B` for row-major `m x k` and `k x n` matrices of `d` (f16 or bf16): one program per
/// `bm x bn` block of C (`ceil(m / bm) * ceil(n / bn)` of them), in groups of 8 block rows
/// (L2-friendly order, as Triton's tutorial), an f32 accumulator over K in steps of `bk`,
/// `warps` warps and `stages` pipeline stages. Sizes are constants of the kernel; loads and
/// stores are masked by them as Triton's tutorial masks, so ragged edges are computed, and on
/// sm_90a the operands take the copy engine (`Tma::Exact`).
pub fn matmul(m: u32, n: u32, k: u32, tile: [u32; 3], warps: u32, stages: u32, d: DType) -> Result<Kernel, String> {
    matmul_with(m, n, k, tile, warps, stages, d, Form::default())
}

/// The scaled 8-bit float product as fp8 GEMMs are used (cuBLAS's `cublasLt` FP8, torch's
/// `_scaled_mm`): `C = (A @ B^T) * sa[m] * sb[n]` for a row-major `m x k` A and a row-major
/// `n x k` B of `dtype` (f8e4m3 or f8e5m2; B is "column-major" in BLAS terms, K-major, the one
/// layout warpgroup tensor cores read 8-bit operands in), per-row scales `sa` of A and
/// per-column scales `sb` of B (f32), and an f16 C; otherwise as [`matmul`]: grouped block
/// order, masked edges, f32 accumulation, the copy engine for both operands on sm_90a.
/// Parameters: `a`, `b`, `sa`, `sb`, `c`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatmulFp8 {
    pub m: u32,
    pub n: u32,
    pub k: u32,
    /// `[BM, BN, BK]`.
    pub tile: [u32; 3],
    pub warps: u32,
    pub stages: u32,
    pub dtype: DType,
    /// As [`matmul_persistent`]: launch it on as many programs as run at once, or fewer.
    pub persistent: bool,
    /// Promotion of the partial sums (DeepGEMM's fix for the tensor cores' reduced-precision
    /// fp8 sums): each K step's dot starts from zero and its result is added to the f32
    /// accumulator by ordinary f32 adds (`acc + dot(a, b, 0)`), so the tensor cores sum BK
    /// products at a time and never the whole K; without it the accumulator goes through
    /// the dots (`dot(a, b, acc)`), as `torch._scaled_mm(use_fast_accum=True)` computes.
    /// Measured on the H100 (`tessera_sim::tensor_core`): a warpgroup's fp8 step keeps a 14-bit
    /// sum, C included, so without promotion the accumulator itself is cut to 14 bits every 32
    /// products; with it the error is that of one BK step's sum, not of K / 32 of them.
    pub promote: bool,
    /// With `persistent`: one loop over the program's blocks and their K steps together
    /// (Triton's persistent TMA matmul's form), so that the pipeliner's copies of a block's first
    /// steps are issued while the block before it is still in its steps and its epilogue; each
    /// step computes its block's coordinates, the first starts its accumulator from zero
    /// (a `select` that warpgroups take as the first step's scale-d predicate), the last
    /// stores it (an `if`). Needs the stages and the epilogue's staging buffer at once.
    pub flat: bool,
}

/// The kernel of [`MatmulFp8`].
pub fn matmul_fp8(c: &MatmulFp8) -> Result<Kernel, String> {
    if !matches!(c.dtype, DType::F8E4M3 | DType::F8E5M2) {
        return Err(format!("matmul_fp8: the operands are f8e4m3 or f8e5m2, not {}", c.dtype));
    }
    let flat = c.persistent && c.flat;
    let form = Form { scaled: true, persistent: c.persistent, promote: c.promote, flat, ..Form::default() };
    matmul_with(c.m, c.n, c.k, c.tile, c.warps, c.stages, c.dtype, form)
}

/// [`matmul`] as Triton's tutorial writes it: the K loop carries the pointer tiles of A and B
/// and advances them each iteration (`a_ptrs += BLOCK_K`, `b_ptrs += BLOCK_K * N`), runs over
/// `cdiv(K, BLOCK_K)` steps of 1 and masks with `offs_k < K - k * BLOCK_K`. The same function
/// as [`matmul`], and (through `isel::passes::induction` and the masks read by meaning) the same code:
/// the corpus's builder kernel that the benchmarks time beside the record (issue 37).
pub fn matmul_pointer_increments(
    m: u32,
    n: u32,
    k: u32,
    tile: [u32; 3],
    warps: u32,
    stages: u32,
    d: DType,
) -> Result<Kernel, String> {
    matmul_with(m, n, k, tile, warps, stages, d, Form { increments: true, ..Form::default() })
}

/// [`matmul`] as a persistent kernel: each program loops over the blocks of C from its
/// `program_id` in steps of `num_programs`, in the same grouped order (launch it on as many
/// programs as the GPU runs at once, or fewer).
pub fn matmul_persistent(
    m: u32,
    n: u32,
    k: u32,
    tile: [u32; 3],
    warps: u32,
    stages: u32,
    d: DType,
) -> Result<Kernel, String> {
    matmul_with(m, n, k, tile, warps, stages, d, Form { persistent: true, ..Form::default() })
}

/// What [`matmul_with`] builds besides the plain product.
#[derive(Clone, Copy, Default)]
struct Form {
    /// A persistent grid ([`matmul_persistent`]).
    persistent: bool,
    /// Pointer tiles carried and advanced ([`matmul_pointer_increments`]).
    increments: bool,
    /// B given as `n x k`, scales, an f16 C ([`matmul_fp8`]).
    scaled: bool,
    /// Each dot from zero, added to the accumulator ([`MatmulFp8::promote`]).
    promote: bool,
    /// Persistent with the block loop and the K loop flattened into one.
    flat: bool,
}

#[allow(clippy::too_many_arguments)]
fn matmul_with(
    m: u32,
    n: u32,
    k: u32,
    [bm, bn, bk]: [u32; 3],
    warps: u32,
    stages: u32,
    d: DType,
    form: Form,
) -> Result<Kernel, String> {
    let b = Builder::new(if form.scaled { "matmul_fp8" } else { "matmul" });
    b.num_warps(warps).num_stages(stages);
    let a16 = ParamAttrs { align: Some(16), div: None };
    let (pa, pb) = (b.param_with("a", Type::ptr(d), a16), b.param_with("b", Type::ptr(d), a16));
    let scales = form.scaled.then(|| (b.param("sa", Type::ptr(DType::F32)), b.param("sb", Type::ptr(DType::F32))));
    let out_type = if form.scaled { DType::F16 } else { d };
    let pc = b.param_with("c", Type::ptr(out_type), a16);
    if [m, n, k, bm, bn, bk].iter().any(|&x| x == 0 || x > i32::MAX as u32) {
        return Err(format!("matmul: sizes {m} x {n} x {k} and tile [{bm}, {bn}, {bk}] must be in 1..2^31"));
    }
    let (grid_m, grid_n) = (m.div_ceil(bm) as i32, n.div_ceil(bn) as i32);
    let group = 8i32.min(grid_m);
    // One block of C: the grouped order's block `t`.
    let block = |t: Tv<'_>| {
        let (rm_1d, rn_1d) = block_coords(&b, t, (grid_m, grid_n, group), (bm, bn));
        let rm = rm_1d.col();
        let rn = rn_1d.row();
        let rk = b.arange(0, bk as i32);
        let a_ptrs = pa + (rm * k as i32 + rk.row());
        let b_ptrs = || pb + (rk.col() * n as i32 + rn);
        let acc = b.zeros(&[bm, bn], DType::F32);
        let out = match (form.increments, scales) {
            (_, Some((sa, sb))) => {
                // B's n x k block (rows rn), transposed for the dot: read K-major as it is.
                let rn_col = rn_1d.col();
                let bt_ptrs = pb + (rn_col * k as i32 + rk.row());
                // The scales as vectors, loaded before the loop: each is lowered where the
                // epilogue reads it, in the accumulator's layout (no exchange through shared
                // memory), its lines prefetched here, while the loop runs
                // (`lower::control::deferrable_load`).
                let sa = b.load_masked(sa + rm_1d, rm_1d.lt(m as i32), 0.0);
                let sb = b.load_masked(sb + rn_1d, rn_1d.lt(n as i32), 0.0);
                let acc = b.for_range(0, k as i32, bk as i32, &[acc], |kk, c| {
                    let ks = (rk + kk).row();
                    let x = b.load_masked(a_ptrs + kk, rm.lt(m as i32) & ks.lt(k as i32), 0.0);
                    let y = b.load_masked(bt_ptrs + kk, rn_col.lt(n as i32) & ks.lt(k as i32), 0.0);
                    vec![match form.promote {
                        true => c[0] + b.dot(x, y.t(), b.zeros(&[bm, bn], DType::F32)),
                        false => b.dot(x, y.t(), c[0]),
                    }]
                });
                vec![acc[0] * sa.col() * sb.row()]
            }
            (false, None) => b.for_range(0, k as i32, bk as i32, &[acc], |kk, c| {
                let ks = rk + kk;
                let x = b.load_masked(a_ptrs + kk, rm.lt(m as i32) & ks.row().lt(k as i32), 0.0);
                let y = b.load_masked(b_ptrs() + kk * n as i32, ks.col().lt(k as i32) & rn.lt(n as i32), 0.0);
                vec![b.dot(x, y, c[0])]
            }),
            (true, None) => b.for_range(0, k.div_ceil(bk) as i32, 1, &[acc, a_ptrs, b_ptrs()], |t, c| {
                let left = b.cst(DType::I32, k as f64) - t * bk as i32;
                let x = b.load_masked(c[1], rm.lt(m as i32) & rk.row().lt(left), 0.0);
                let y = b.load_masked(c[2], rk.col().lt(left) & rn.lt(n as i32), 0.0);
                vec![b.dot(x, y, c[0]), c[1] + bk as i32, c[2] + (bk * n) as i32]
            }),
        };
        b.store_masked(pc + (rm * n as i32 + rn), out[0].to(out_type), rm.lt(m as i32) & rn.lt(n as i32));
    };
    let pid = b.program_id(0);
    if let (true, Some((sa, sb))) = (form.flat, scales) {
        // One loop over this program's blocks and their K steps together: the copies of the
        // next block's first steps are issued (by the pipeliner, stages ahead) while this
        // block's epilogue runs, and the epilogue is the step's `if` on its last K step.
        let np = b.num_programs(0);
        let ksteps = k.div_ceil(bk) as i32;
        let blocks = b.cst(DType::I32, (grid_m * grid_n) as f64);
        let mine = (blocks - pid + np - 1) / np;
        let acc0 = b.zeros(&[bm, bn], DType::F32);
        b.for_range(0, mine * ksteps, 1, &[acc0], |it, c| {
            let ti = it / ksteps;
            let ki = it % ksteps;
            let (rm_1d, rn_1d) = block_coords(&b, pid + ti * np, (grid_m, grid_n, group), (bm, bn));
            let (rm, rn, rn_col) = (rm_1d.col(), rn_1d.row(), rn_1d.col());
            let rk = b.arange(0, bk as i32);
            let kk = ki * bk as i32;
            let ks = (rk + kk).row();
            let x = b.load_masked(pa + (rm * k as i32 + rk.row()) + kk, rm.lt(m as i32) & ks.lt(k as i32), 0.0);
            let y = b.load_masked(pb + (rn_col * k as i32 + rk.row()) + kk, rn_col.lt(n as i32) & ks.lt(k as i32), 0.0);
            // A new block's first step starts from zero.
            let acc_in = b.select(ki.eq(0), b.zeros(&[bm, bn], DType::F32), c[0]);
            let acc = match form.promote {
                true => acc_in + b.dot(x, y.t(), b.zeros(&[bm, bn], DType::F32)),
                false => b.dot(x, y.t(), acc_in),
            };
            b.if_then(ki.eq(ksteps - 1), || {
                let sa = b.load_masked(sa + rm_1d, rm_1d.lt(m as i32), 0.0);
                let sb = b.load_masked(sb + rn_1d, rn_1d.lt(n as i32), 0.0);
                let out = acc * sa.col() * sb.row();
                b.store_masked(pc + (rm * n as i32 + rn), out.to(out_type), rm.lt(m as i32) & rn.lt(n as i32));
            });
            vec![acc]
        });
    } else if form.persistent {
        let blocks = grid_m * grid_n;
        b.for_range(pid, blocks, b.num_programs(0), &[], |t, _| {
            block(t);
            vec![]
        });
    } else {
        block(pid);
    }
    b.finish().map_err(|e| e.to_string())
}

/// The rows and columns of C in block `t` of the grouped order (`group` block rows at a time)
/// over a `grid_m x grid_n` grid of `bm x bn` blocks.
fn block_coords<'b>(
    b: &'b Builder,
    t: Tv<'b>,
    (grid_m, grid_n, group): (i32, i32, i32),
    (bm, bn): (u32, u32),
) -> (Tv<'b>, Tv<'b>) {
    let in_group = group * grid_n;
    let first_m = t / in_group * group;
    let rows = group_rows(b, grid_m, group, first_m);
    let pid_m = first_m + t % in_group % rows;
    let pid_n = t % in_group / rows;
    (pid_m * bm as i32 + b.arange(0, bm as i32), pid_n * bn as i32 + b.arange(0, bn as i32))
}

/// The rows of blocks in the group that starts at block row `first_m`: `group`, or fewer in the
/// last group when `group` does not divide `grid_m` (a constant where it does, so that the
/// block's coordinates divide by constants: shifts for powers of two).
fn group_rows<'b>(b: &'b Builder, grid_m: i32, group: i32, first_m: Tv<'b>) -> Tv<'b> {
    if grid_m % group == 0 {
        return b.cst(DType::I32, group as f64);
    }
    // At least 1 anyway; the clamp lets the copy engine's recognition prove the block
    // indices below non-negative (`lower::tma`).
    (b.cst(DType::I32, grid_m as f64) - first_m).min(group).max(1)
}

/// The flash-attention forward that [`attention`] builds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Attention {
    /// Head dimension (a power of two, 16 to 256).
    pub d: u32,
    /// Query rows per program and keys per loop step.
    pub block_m: u32,
    pub block_n: u32,
    /// Each query attends to keys at or before its own position.
    pub causal: bool,
    /// Q, K, V and O (f16 or bf16).
    pub dtype: DType,
    pub warps: u32,
    pub stages: u32,
    /// Also write each row's log-sum-exp (natural log, f32), what a backward pass needs.
    pub lse: bool,
    /// Fold the scale into the exponentials: raw scores and running max, `exp2(s * scale -
    /// m * scale)` as one multiply-add per score (needs `qk_scale > 0`). On the H200, with
    /// warpgroup turns, level to +5 % on every 8-warp kernel, -3 % on d64 with 4 warps not
    /// causal (docs/benchmarks.md): on in the benchmarks, off in the examples.
    pub fold: bool,
    /// The key loop in two: the whole blocks that no mask touches, whose scores need no
    /// select, then the rest (the ragged end, the causal diagonal) with them. On the H200 +4 %
    /// to +34 % (docs/benchmarks.md); on in the examples and benchmarks.
    pub split: bool,
    /// Causal kernels take their query blocks from the last (program 0 has the longest key
    /// loop), so that the programs launched last are the short ones and the tail of the launch
    /// is short. No effect when not causal.
    pub reverse: bool,
    /// The grid is `[heads, ceil(seq / block_m), 1]` (program_id 0 the head) instead of
    /// `[ceil(seq / block_m), heads, 1]`. The GPU starts programs in program_id 0 order first,
    /// so with `reverse` the first programs to run are the longest query block of every head,
    /// then the next longest: longest first over the whole launch, not within each head, but
    /// the programs running together read the K and V of every head, not of one. On the H200
    /// causal attention at sequence 4096 gains 4-11 % and at 16384 loses 7 %
    /// (docs/benchmarks.md); the benchmarks take it up to 4096.
    pub heads_major: bool,
}

/// Flash-attention forward, `O = softmax(Q K^T * scale) V` per head, with the online softmax:
/// Q, K, V and O are `[heads, seq, d]` of `dtype`, contiguous; program (i, h) computes query
/// rows `i * block_m ..` of head `h` (grid `[ceil(seq / block_m), heads, 1]`, or with
/// `heads_major` `[heads, ceil(seq / block_m), 1]`), looping over key
/// blocks with a running max, a running sum and a rescaled f32 accumulator, P cast to `dtype`
/// for the second dot. Parameters: `q, k, v, o` (16-byte aligned), then `lse` (f32 `[heads,
/// seq]`) when asked for, `seq` (any length: loads, scores and stores are masked by it) and
/// `qk_scale`, the softmax scale times log2(e) (the exponentials are `exp2`). Causal kernels
/// stop each program's key loop after its diagonal block (a bound that depends on
/// `program_id`) and mask the keys after each query. The log-sum-exp is
/// `(m + log2(l)) * ln(2)` of the running max `m` and sum `l`.
pub fn attention(c: &Attention) -> Result<Kernel, String> {
    let b = Builder::new(if c.causal { "attention_causal" } else { "attention" });
    attention_in(&b, c)?;
    b.finish().map_err(|e| e.to_string())
}

/// What the attention kernels (forward and backward) take: f16 or bf16 inputs, a head
/// dimension that is a power of two from 16 to 256; `what` names the kernel in the error.
fn check_attention_inputs(what: &str, dtype: DType, d: u32) -> Result<(), String> {
    if !matches!(dtype, DType::F16 | DType::BF16) {
        return Err(format!("{what}: {dtype} inputs (f16 or bf16)"));
    }
    if !(16..=256).contains(&d) || !d.is_power_of_two() {
        return Err(format!("{what}: head dimension {d} (a power of two, 16 to 256)"));
    }
    Ok(())
}

/// The body of `attention`, built into `b` (a function of its own for the builder's lifetime).
fn attention_in<'b>(b: &'b Builder, c: &Attention) -> Result<(), String> {
    let Attention { d, block_m: bm, block_n: bn, causal, dtype, warps, stages, lse, fold, split, reverse, heads_major } =
        *c;
    check_attention_inputs("attention", dtype, d)?;
    b.num_warps(warps).num_stages(stages);
    let a16 = ParamAttrs { align: Some(16), div: None };
    let (pq, pk) = (b.param_with("q", Type::ptr(dtype), a16), b.param_with("k", Type::ptr(dtype), a16));
    let (pv, po) = (b.param_with("v", Type::ptr(dtype), a16), b.param_with("o", Type::ptr(dtype), a16));
    let plse = lse.then(|| b.param_with("lse", Type::ptr(DType::F32), a16));
    let seq = b.param_with("seq", Type::I32, ParamAttrs::default());
    let scale = b.param_with("qk_scale", Type::F32, ParamAttrs::default());
    let (qaxis, haxis) = if heads_major { (1, 0) } else { (0, 1) };
    let (pid, head) = (b.program_id(qaxis), b.program_id(haxis));
    let pid = if causal && reverse { b.num_programs(qaxis) - 1 - pid } else { pid };
    let di = d as i32;
    let hoff = head * seq * di;
    let rm = pid * bm as i32 + b.arange(0, bm as i32);
    let rd = b.arange(0, di);
    let rows_ok = rm.col().lt(seq);
    let q = b.load_masked(pq + (hoff + rm.col() * di + rd.row()), rows_ok, 0.0);
    let hi = if causal { ((pid + 1) * bm as i32).min(seq) } else { seq };
    let m0 = b.full(&[bm], DType::F32, f64::NEG_INFINITY);
    let l0 = b.zeros(&[bm], DType::F32);
    let acc0 = b.zeros(&[bm, d], DType::F32);
    // One key block: `masked` checks each key's score against `seq` (and, causal, the query's
    // position); the blocks before `full` need neither.
    let step = |start: Tv<'b>, c: &[Tv<'b>], masked: bool| -> Vec<Tv<'b>> {
        let (m, l, acc) = (c[0], c[1], c[2]);
        let kn = b.arange(0, bn as i32) + start;
        let keys_ok = kn.row().lt(seq);
        // Masked in every block: a bound on the row within the head, which the copy engine
        // takes as its view (planes of `seq` rows), so the mask costs nothing there.
        let rows = |p: Tv<'b>| b.load_masked(p + (hoff + kn.col() * di + rd.row()), kn.col().lt(seq), 0.0);
        // K's rows as they are in memory (16-byte loads), transposed for the dot: on warpgroup
        // tensor cores the transpose is free (B read K-major from the staged tile).
        let kt = rows(pk).t();
        let valid = || if causal { keys_ok & kn.row().le(rm.col()) } else { keys_ok };
        let (m_new, p, alpha) = if fold {
            // Raw scores; the running max in raw units (the scale is positive), the scale
            // applied in one multiply-add with the max inside the exponential.
            let raw = b.dot(q, kt, b.zeros(&[bm, bn], DType::F32));
            let s = if masked { b.select(valid(), raw, f64::NEG_INFINITY) } else { raw };
            let m_new = m.max(s.max_along(1));
            let p = b.fma(s, scale, -(m_new * scale).col()).exp2();
            (m_new, p, ((m - m_new) * scale).exp2())
        } else {
            let qk = b.dot(q, kt, b.zeros(&[bm, bn], DType::F32)) * scale;
            let qk = if masked { b.select(valid(), qk, f64::NEG_INFINITY) } else { qk };
            let m_new = m.max(qk.max_along(1));
            (m_new, (qk - m_new.col()).exp2(), (m - m_new).exp2())
        };
        let l_new = l * alpha + p.sum(1);
        let vb = rows(pv);
        let acc_new = b.dot(p.to(dtype), vb, acc * alpha.col());
        vec![m_new, l_new, acc_new]
    };
    let out = if split {
        // The whole blocks before the first one that a mask touches: below `seq`, and for
        // causal kernels before the program's first query.
        // (Clamped at 0, a no-op for any real length, so that the copy engine's recognition
        // proves the masked loop's rows non-negative: `lower::tma`.)
        let full = if causal { (pid * bm as i32).min(seq) } else { seq }.max(0) & -(bn as i32);
        let out = b.for_range(0, full, bn as i32, &[m0, l0, acc0], |start, c| step(start, c, false));
        b.for_range(full, hi, bn as i32, &out, |start, c| step(start, c, true))
    } else {
        b.for_range(0, hi, bn as i32, &[m0, l0, acc0], |start, c| step(start, c, true))
    };
    let (m, l, acc) = (out[0], out[1], out[2]);
    b.store_masked(po + (hoff + rm.col() * di + rd.row()), (acc / l.col()).to(dtype), rows_ok);
    if let Some(plse) = plse {
        let m = if fold { m * scale } else { m };
        let lse = (m + l.log2()) * std::f64::consts::LN_2;
        b.store_masked(plse + (head * seq + rm), lse, rm.lt(seq));
    }
    Ok(())
}
