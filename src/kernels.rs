//! Kernel generators: tile programs built with the builder from a few constants, for the
//! benchmarks (and the autotuner to come), where a `.tile` file per configuration would not do.

use tessera_ir::{Builder, DType, Kernel, ParamAttrs, Type};

/// `C = A @ B` for row-major `m x k` and `k x n` matrices of `d` (f16 or bf16): one program per
/// `bm x bn` block of C (`ceil(m / bm) * ceil(n / bn)` of them), in groups of 8 block rows
/// (L2-friendly order, as Triton's tutorial), an f32 accumulator over K in steps of `bk`,
/// `warps` warps and `stages` pipeline stages. Sizes are constants of the kernel; loads and
/// stores are masked by them as Triton's tutorial masks, so ragged edges are computed, and on
/// sm_90a the operands take the copy engine (`Tma::Exact`).
pub fn matmul(m: u32, n: u32, k: u32, tile: [u32; 3], warps: u32, stages: u32, d: DType) -> Result<Kernel, String> {
    matmul_with(m, n, k, tile, warps, stages, d, false)
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
    matmul_with(m, n, k, tile, warps, stages, d, true)
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
    persistent: bool,
) -> Result<Kernel, String> {
    let b = Builder::new("matmul");
    b.num_warps(warps).num_stages(stages);
    let a16 = ParamAttrs { align: Some(16), div: None };
    let (pa, pb) = (b.param_with("a", Type::ptr(d), a16), b.param_with("b", Type::ptr(d), a16));
    let pc = b.param_with("c", Type::ptr(d), a16);
    if [m, n, k, bm, bn, bk].iter().any(|&x| x == 0 || x > i32::MAX as u32) {
        return Err(format!("matmul: sizes {m} x {n} x {k} and tile [{bm}, {bn}, {bk}] must be in 1..2^31"));
    }
    let (grid_m, grid_n) = (m.div_ceil(bm) as i32, n.div_ceil(bn) as i32);
    let group = 8i32.min(grid_m);
    // One block of C: the grouped order's block `t`.
    let block = |t: tessera_ir::builder::Tv<'_>| {
        let in_group = group * grid_n;
        let first_m = t / in_group * group;
        let rows = (b.cst(DType::I32, grid_m as f64) - first_m).min(group);
        let pid_m = first_m + t % in_group % rows;
        let pid_n = t % in_group / rows;
        let rm = (pid_m * bm as i32 + b.arange(0, bm as i32)).col();
        let rn = (pid_n * bn as i32 + b.arange(0, bn as i32)).row();
        let rk = b.arange(0, bk as i32);
        let a_ptrs = pa + (rm * k as i32 + rk.row());
        let b_ptrs = pb + (rk.col() * n as i32 + rn);
        let acc = b.zeros(&[bm, bn], DType::F32);
        let out = b.for_range(0, k as i32, bk as i32, &[acc], |kk, c| {
            let ks = rk + kk;
            let x = b.load_masked(a_ptrs + kk, rm.lt(m as i32) & ks.row().lt(k as i32), 0.0);
            let y = b.load_masked(b_ptrs + kk * n as i32, ks.col().lt(k as i32) & rn.lt(n as i32), 0.0);
            vec![b.dot(x, y, c[0])]
        });
        b.store_masked(pc + (rm * n as i32 + rn), out[0].to(d), rm.lt(m as i32) & rn.lt(n as i32));
    };
    let pid = b.program_id(0);
    if persistent {
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
