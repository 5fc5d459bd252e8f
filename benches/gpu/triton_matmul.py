"""Triton 3.x and cuBLAS (torch.matmul) baselines for `bench-gpu matmul`, run on the device machine.

The kernel is the matmul of Triton's tutorial (grouped launch order, GROUP_SIZE_M 8, f32
accumulator, f16/bf16 out) over full tiles (no masks, as the tessera kernel), at each of the
configurations given, for each size. Run it twice: as it is (Triton picks wgmma on Hopper) and
with DISABLE_MMA_V3=1 (Triton's mma.sync path, the one tessera's sm_90 code uses). Median of
triton.testing.do_bench; TFLOPS = 2 M N K / time.

usage: python3 triton_matmul.py [f16|bf16] M,N,K ... [-- BM,BN,BK,WARPS,STAGES ...]
"""
import os, sys
import torch, triton, triton.language as tl


@triton.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid = tl.program_id(0)
    grid_m, grid_n = M // BM, N // BN
    GROUP: tl.constexpr = 8
    in_group = GROUP * grid_n
    first_m = pid // in_group * GROUP
    rows = min(grid_m - first_m, GROUP)
    pid_m = first_m + pid % in_group % rows
    pid_n = pid % in_group // rows
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a_ptrs = a_ptr + rm[:, None] * K + rk[None, :]
    b_ptrs = b_ptr + rk[:, None] * N + rn[None, :]
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        acc += tl.dot(tl.load(a_ptrs), tl.load(b_ptrs))
        a_ptrs += BK
        b_ptrs += BK * N
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc.to(c_ptr.dtype.element_ty))


args = sys.argv[1:]
dtype = torch.float16
if args and args[0] in ("f16", "bf16"):
    dtype = torch.bfloat16 if args.pop(0) == "bf16" else torch.float16
configs = [(128, 256, 64, 8, 3), (128, 128, 64, 8, 3), (128, 128, 32, 4, 4), (64, 64, 32, 4, 4)]
if "--" in args:
    i = args.index("--")
    configs = [tuple(int(x) for x in c.split(",")) for c in args[i + 1:]]
    args = args[:i]
sizes = [tuple(int(x) for x in s.split(",")) for s in args] or [(4096, 4096, 4096)]
path = "mma.sync (DISABLE_MMA_V3=1)" if os.environ.get("DISABLE_MMA_V3") == "1" else "default (wgmma)"
for (M, N, K) in sizes:
    a = torch.randn(M, K, device="cuda", dtype=dtype)
    b = torch.randn(K, N, device="cuda", dtype=dtype)
    ref = torch.matmul(a, b)
    flops = 2 * M * N * K
    ms = triton.testing.do_bench(lambda: torch.matmul(a, b), warmup=100, rep=500, return_mode="median")
    print(f"cublas_matmul {str(dtype)[6:]} {M}x{N}x{K}: median {ms*1e3:.1f} us, {flops/ms/1e9:.1f} TFLOPS")
    for (bm, bn, bk, w, st) in configs:
        if M % bm or N % bn or K % bk:
            continue
        c = torch.empty(M, N, device="cuda", dtype=dtype)
        f = lambda: matmul_kernel[(M // bm * (N // bn),)](a, b, c, M, N, K, BM=bm, BN=bn, BK=bk, num_warps=w, num_stages=st)
        try:
            f()
        except Exception as e:  # a config that does not fit this path
            print(f"triton_matmul {M}x{N}x{K} {bm}x{bn}x{bk} w{w} s{st}: {type(e).__name__}")
            continue
        torch.testing.assert_close(c, ref, atol=1e-1, rtol=1e-2)
        ms = triton.testing.do_bench(f, warmup=100, rep=500, return_mode="median")
        print(f"triton_matmul {path} {str(dtype)[6:]} {M}x{N}x{K} tile {bm}x{bn}x{bk} warps {w} stages {st}: median {ms*1e3:.1f} us, {flops/ms/1e9:.1f} TFLOPS")
