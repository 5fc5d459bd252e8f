//! Kernel generators: tile programs built with the builder from a few constants, for the
//! benchmarks (and the autotuner to come), where a `.tile` file per configuration would not do.

use tessera_ir::{Builder, DType, Kernel, ParamAttrs, Type};

/// `C = A @ B` for row-major `m x k` and `k x n` matrices of `d` (f16 or bf16) whose sizes are
/// multiples of the tile `[bm, bn, bk]`: one program per `bm x bn` block of C, in groups of 8
/// block rows (L2-friendly order, as Triton's tutorial), an f32 accumulator over K in steps of
/// `bk`, `warps` warps and `stages` pipeline stages. Sizes are constants of the kernel.
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
    let (grid_m, grid_n, group) = ((m / bm) as i32, (n / bn) as i32, 8i32.min((m / bm) as i32));
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
            let x = b.load(a_ptrs + kk);
            let y = b.load(b_ptrs + kk * n as i32);
            vec![b.dot(x, y, c[0])]
        });
        b.store(pc + (rm * n as i32 + rn), out[0].to(d));
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
