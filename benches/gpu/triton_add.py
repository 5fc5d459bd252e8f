"""Triton 3.x and torch baselines for the vector add benchmark, run on the device machine.

Prints median bandwidth of Triton's vector add (BLOCK 1024, 4 warps: the same tiling as ours),
of torch's `x + y`, and of a plain device copy, all over 2^28 f32 elements, timed with
triton.testing.do_bench (CUDA events, median). Writes Triton's PTX to $OUT/triton_add.ptx for
the JIT-time comparison, and prints Triton's first-call (compile) time.
"""
import os, time
import torch, triton, triton.language as tl


@triton.jit
def add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    y = tl.load(y_ptr + offs, mask=m)
    tl.store(out_ptr + offs, x + y, mask=m)


def main():
    n = 1 << 28
    x = torch.rand(n, device="cuda")
    y = torch.rand(n, device="cuda")
    out = torch.empty_like(x)
    grid = (triton.cdiv(n, 1024),)
    t0 = time.perf_counter()
    compiled = add_kernel[grid](x, y, out, n, BLOCK=1024, num_warps=4)
    torch.cuda.synchronize()
    first = time.perf_counter() - t0
    assert torch.equal(out, x + y)
    ms = triton.testing.do_bench(lambda: add_kernel[grid](x, y, out, n, BLOCK=1024, num_warps=4), warmup=100, rep=500, return_mode="median")
    ms_torch = triton.testing.do_bench(lambda: torch.add(x, y, out=out), warmup=100, rep=500, return_mode="median")
    ms_copy = triton.testing.do_bench(lambda: out.copy_(x), warmup=100, rep=500, return_mode="median")
    b = 3 * 4 * n
    print(f"triton_add median {ms*1e3:.1f} us, {b/ms/1e9:.3f} TB/s (first call {first*1e3:.0f} ms)")
    print(f"torch_add median {ms_torch*1e3:.1f} us, {b/ms_torch/1e9:.3f} TB/s")
    print(f"copy median {ms_copy*1e3:.1f} us, {2*4*n/ms_copy/1e9:.3f} TB/s")
    ptx = compiled.asm["ptx"]
    out_dir = os.environ.get("OUT", "/tmp")
    with open(os.path.join(out_dir, "triton_add.ptx"), "w") as f:
        f.write(ptx)
    print(f"triton ptx: {len(ptx)} bytes, entry {compiled.metadata.name}")


if __name__ == "__main__":
    main()
