"""Triton 3.x matmul with tensor descriptors (TMA), plain and persistent, for `bench-gpu matmul`
on the device machine: the two faster Triton variants of issue 15's baseline.

Both take A (M x K), B (K x N) and C (M x N) row-major through host-made tensor descriptors
(`triton.tools.tensor_descriptor.TensorDescriptor`), accumulate in f32 and store C through its
descriptor. `tma` runs one program per C tile in grouped order (groups of 8 tile rows);
`persistent` runs one program per SM, each looping over tiles in the same order. Median of
triton.testing.do_bench (which clears L2 between runs); TFLOPS = 2 M N K / time.

usage: python3 triton_matmul_tma.py [f16|bf16] M,N,K ... [-- BM,BN,BK,WARPS,STAGES ...]
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
def mm_tma(a_d, b_d, c_d, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pm, pn = _tile_of(tl.program_id(0), M // BM, N // BN)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        acc = tl.dot(a_d.load([pm * BM, k]), b_d.load([k, pn * BN]), acc)
    c_d.store([pm * BM, pn * BN], acc.to(c_d.dtype))


@triton.jit
def mm_persistent(a_d, b_d, c_d, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, SMS: tl.constexpr):
    grid_m, grid_n = M // BM, N // BN
    for t in tl.range(tl.program_id(0), grid_m * grid_n, SMS, flatten=True):
        pm, pn = _tile_of(t, grid_m, grid_n)
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for k in range(0, K, BK):
            acc = tl.dot(a_d.load([pm * BM, k]), b_d.load([k, pn * BN]), acc)
        c_d.store([pm * BM, pn * BN], acc.to(c_d.dtype))


args = sys.argv[1:]
dtype = torch.float16
if args and args[0] in ("f16", "bf16"):
    dtype = torch.bfloat16 if args.pop(0) == "bf16" else torch.float16
configs = [(128, 256, 64, 8, 3)]
if "--" in args:
    i = args.index("--")
    configs = [tuple(int(x) for x in c.split(",")) for c in args[i + 1:]]
    args = args[:i]
sizes = [tuple(int(x) for x in s.split(",")) for s in args] or [(4096, 4096, 4096)]
sms = torch.cuda.get_device_properties(0).multi_processor_count
for (M, N, K) in sizes:
    a = torch.randn(M, K, device="cuda", dtype=dtype)
    b = torch.randn(K, N, device="cuda", dtype=dtype)
    ref = torch.matmul(a, b)
    flops = 2 * M * N * K
    for (bm, bn, bk, w, st) in configs:
        if M % bm or N % bn or K % bk:
            continue
        c = torch.empty(M, N, device="cuda", dtype=dtype)
        ad, bd, cd = TensorDescriptor.from_tensor(a, [bm, bk]), TensorDescriptor.from_tensor(b, [bk, bn]), TensorDescriptor.from_tensor(c, [bm, bn])
        tiles = (M // bm) * (N // bn)
        variants = {
            "tma": lambda: mm_tma[(tiles,)](ad, bd, cd, M, N, K, BM=bm, BN=bn, BK=bk, num_warps=w, num_stages=st),
            "tma+persistent": lambda: mm_persistent[(min(sms, tiles),)](ad, bd, cd, M, N, K, BM=bm, BN=bn, BK=bk, SMS=min(sms, tiles), num_warps=w, num_stages=st),
        }
        for name, f in variants.items():
            try:
                f()
                torch.testing.assert_close(c, ref, atol=1e-1, rtol=1e-2)
            except Exception as e:
                print(f"triton_matmul {name} {M}x{N}x{K} {bm}x{bn}x{bk} w{w} s{st}: {type(e).__name__}: {str(e)[:200]}")
                continue
            ms = triton.testing.do_bench(f, warmup=100, rep=500, return_mode="median")
            print(f"triton_matmul {name} {str(dtype)[6:]} {M}x{N}x{K} tile {bm}x{bn}x{bk} warps {w} stages {st}: median {ms*1e3:.1f} us, {flops/ms/1e9:.1f} TFLOPS")
