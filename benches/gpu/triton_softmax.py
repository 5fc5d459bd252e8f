"""Triton 3.x and torch baselines for the row softmax benchmark (f32), run on the device machine.

One program per row with BLOCK = the row length (the fused softmax of Triton's tutorial, without
its persistent-grid loop), num_warps 4/8/16 for 1024/4096/8192 columns; torch.softmax for
reference. Median of triton.testing.do_bench; bytes = read + write of the matrix.
"""
import torch, triton, triton.language as tl


@triton.jit
def softmax_kernel(x_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * n_cols + offs)
    num = tl.exp(x - tl.max(x, axis=0))
    tl.store(out_ptr + row * n_cols + offs, num / tl.sum(num, axis=0))


for rows, cols, warps in [(4096, 1024, 4), (16384, 4096, 8), (8192, 8192, 16)]:
    x = torch.rand(rows, cols, device="cuda") * 8 - 4
    out = torch.empty_like(x)
    f = lambda: softmax_kernel[(rows,)](x, out, cols, BLOCK=cols, num_warps=warps)
    f()
    torch.testing.assert_close(out, torch.softmax(x, dim=1))
    ms = triton.testing.do_bench(f, warmup=100, rep=500, return_mode="median")
    ms_t = triton.testing.do_bench(lambda: torch.softmax(x, dim=1, out=None), warmup=100, rep=500, return_mode="median")
    b = 2 * 4 * rows * cols
    print(f"triton_softmax {rows}x{cols} warps {warps}: median {ms*1e3:.1f} us, {b/ms/1e9:.3f} TB/s; torch {b/ms_t/1e9:.3f} TB/s")
