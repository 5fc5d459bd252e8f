"""The scaled fp8 matmul's competitors on the device machine (issue 40): cuBLAS through
`torch._scaled_mm` and a Triton kernel with tensor descriptors, plain and persistent.

The product is `bench-gpu matmul M N K ... e4m3|e5m2`'s: A (M x K) and B given as N x K (K-major,
"column-major" B, as cuBLAS's FP8 path requires), both fp8, per-row scales of A and per-column
scales of B (f32), C = (A @ B^T) * sa[m] * sb[n]. cuBLAS: `torch._scaled_mm` with row-wise
scales (bf16 out, as torch requires for them) and with one scale per tensor (f16 out), each
with and without `use_fast_accum` (fast: the tensor cores' reduced-precision sums are never
promoted to f32). Triton: f32 accumulator, f16 out through its descriptor, configurations given
as BM,BN,BK,WARPS,STAGES. Median of triton.testing.do_bench (L2 cleared between runs);
TFLOPS = 2 M N K / time. Each result is checked against a float reference first.

usage: python3 fp8_matmul_baseline.py [e4m3|e5m2] M,N,K ... [-- BM,BN,BK,WARPS,STAGES ...]
"""
import sys
import torch, triton, triton.language as tl
from triton.tools.tensor_descriptor import TensorDescriptor


@triton.jit
def _tile_of(t, grid_m, grid_n):
    in_group = 8 * grid_n
    first_m = t // in_group * 8
    rows = min(grid_m - first_m, 8)
    return first_m + t % in_group % rows, t % in_group // rows


@triton.jit
def _block(a_d, b_d, c_d, sa, sb, pm, pn, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        acc = tl.dot(a_d.load([pm * BM, k]), b_d.load([pn * BN, k]).T, acc)
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    acc = acc * tl.load(sa + rm)[:, None] * tl.load(sb + rn)[None, :]
    c_d.store([pm * BM, pn * BN], acc.to(tl.float16))


@triton.jit
def mm8_tma(a_d, b_d, c_d, sa, sb, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pm, pn = _tile_of(tl.program_id(0), M // BM, N // BN)
    _block(a_d, b_d, c_d, sa, sb, pm, pn, K, BM, BN, BK)


@triton.jit
def mm8_persistent(a_d, b_d, c_d, sa, sb, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,
                   SMS: tl.constexpr):
    grid_m, grid_n = M // BM, N // BN
    for t in tl.range(tl.program_id(0), grid_m * grid_n, SMS, flatten=True):
        pm, pn = _tile_of(t, grid_m, grid_n)
        _block(a_d, b_d, c_d, sa, sb, pm, pn, K, BM, BN, BK)


args = sys.argv[1:]
fp8 = torch.float8_e4m3fn
if args and args[0] in ("e4m3", "e5m2"):
    fp8 = torch.float8_e5m2 if args.pop(0) == "e5m2" else torch.float8_e4m3fn
configs = [(128, 256, 128, 8, 3), (128, 256, 128, 8, 4), (128, 128, 128, 8, 4)]
if "--" in args:
    i = args.index("--")
    configs = [tuple(int(x) for x in c.split(",")) for c in args[i + 1:]]
    args = args[:i]
sizes = [tuple(int(x) for x in s.split(",")) for s in args] or [(4096, 4096, 4096)]
sms = torch.cuda.get_device_properties(0).multi_processor_count
name = "e4m3" if fp8 == torch.float8_e4m3fn else "e5m2"


def bench(label, M, N, K, f, check):
    try:
        check(f())
    except Exception as e:
        print(f"{label} {name} {M}x{N}x{K}: {type(e).__name__}: {str(e)[:200]}")
        return
    ms = triton.testing.do_bench(f, warmup=100, rep=500, return_mode="median")
    print(f"{label} {name} {M}x{N}x{K}: median {ms*1e3:.1f} us, {2*M*N*K/ms/1e9:.1f} TFLOPS")


for (M, N, K) in sizes:
    a = (torch.rand(M, K, device="cuda") * 2 - 1).to(fp8)
    bt = (torch.rand(N, K, device="cuda") * 2 - 1).to(fp8)
    sa = torch.rand(M, device="cuda") + 0.5
    sb = torch.rand(N, device="cuda") + 0.5
    ref = (a.float() @ bt.float().T) * sa[:, None] * sb[None, :]
    ref1 = a.float() @ bt.float().T * 0.75

    def close(want, tol=2e-2):
        return lambda c: torch.testing.assert_close(c.float(), want, atol=tol * want.abs().max().item(), rtol=tol)

    for fast in (False, True):
        bench(f"cublas_scaled_mm rowwise{' fast' if fast else ''}", M, N, K,
              lambda: torch._scaled_mm(a, bt.t(), sa[:, None].contiguous(), sb[None, :].contiguous(),
                                       out_dtype=torch.bfloat16, use_fast_accum=fast), close(ref))
        one = torch.tensor(0.75, device="cuda")
        unit = torch.tensor(1.0, device="cuda")
        bench(f"cublas_scaled_mm tensorwise{' fast' if fast else ''}", M, N, K,
              lambda: torch._scaled_mm(a, bt.t(), one, unit, out_dtype=torch.float16, use_fast_accum=fast), close(ref1))
    for (bm, bn, bk, w, st) in configs:
        if M % bm or N % bn or K % bk:
            continue
        c = torch.empty(M, N, device="cuda", dtype=torch.float16)
        ad, bd = TensorDescriptor.from_tensor(a, [bm, bk]), TensorDescriptor.from_tensor(bt, [bn, bk])
        cd = TensorDescriptor.from_tensor(c, [bm, bn])
        tiles = (M // bm) * (N // bn)
        p = min(sms, tiles)
        cfg = f"{bm}x{bn}x{bk} w{w} s{st}"
        bench(f"triton_fp8 tma {cfg}", M, N, K,
              lambda: (mm8_tma[(tiles,)](ad, bd, cd, sa, sb, M, N, K, BM=bm, BN=bn, BK=bk, num_warps=w, num_stages=st), c)[1],
              close(ref))
        bench(f"triton_fp8 tma+persistent {cfg}", M, N, K,
              lambda: (mm8_persistent[(p,)](ad, bd, cd, sa, sb, M, N, K, BM=bm, BN=bn, BK=bk, SMS=p, num_warps=w,
                                            num_stages=st), c)[1],
              close(ref))
