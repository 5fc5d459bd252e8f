"""Triton 3.x and torch baselines for layer norm forward, f16 in and out with f32 math, as in
Triton's tutorial (one program per row, BLOCK = the row length, mean and rstd written).
Bytes counted: one read of x and one write of y (w and b are small)."""
import torch, triton, triton.language as tl


@triton.jit
def ln_kernel(x_ptr, y_ptr, w_ptr, b_ptr, mean_ptr, rstd_ptr, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * N + cols).to(tl.float32)
    mean = tl.sum(x, axis=0) / N
    d = x - mean
    var = tl.sum(d * d, axis=0) / N
    rstd = 1 / tl.sqrt(var + eps)
    w = tl.load(w_ptr + cols).to(tl.float32)
    b = tl.load(b_ptr + cols).to(tl.float32)
    tl.store(y_ptr + row * N + cols, (d * rstd * w + b).to(tl.float16))
    tl.store(mean_ptr + row, mean)
    tl.store(rstd_ptr + row, rstd)


for rows, cols, warps in [(4096, 1024, 4), (16384, 4096, 8), (8192, 8192, 16)]:
    x = (torch.rand(rows, cols, device="cuda") * 4 - 2).half()
    w = (torch.rand(cols, device="cuda") + 0.5).half()
    b = (torch.rand(cols, device="cuda") - 0.5).half()
    y = torch.empty_like(x)
    mean = torch.empty(rows, device="cuda")
    rstd = torch.empty(rows, device="cuda")
    f = lambda: ln_kernel[(rows,)](x, y, w, b, mean, rstd, cols, 1e-5, BLOCK=cols, num_warps=warps)
    f()
    ref = torch.nn.functional.layer_norm(x.float(), (cols,), w.float(), b.float(), 1e-5).half()
    torch.testing.assert_close(y, ref, atol=2e-3, rtol=2e-3)
    ms = triton.testing.do_bench(f, warmup=100, rep=500, return_mode="median")
    ms_t = triton.testing.do_bench(lambda: torch.nn.functional.layer_norm(x, (cols,), w, b, 1e-5), warmup=100, rep=500, return_mode="median")
    bb = 2 * 2 * rows * cols
    print(f"triton_layernorm_f16 {rows}x{cols} warps {warps}: median {ms*1e3:.1f} us, {bb/ms/1e9:.3f} TB/s; torch {bb/ms_t/1e9:.3f} TB/s")
