"""torch SDPA baselines (flash and cuDNN backends) for `bench-gpu attention`, run on the device
machine: f16, batch 1 x HEADS heads of SEQ rows of head dimension D (64 unless given), causal
when CAUSAL is 1. Median of triton.testing.do_bench; TFLOPS = 4 SEQ^2 D HEADS / time, half of
that when causal. usage: python3 attention_baseline.py SEQ,HEADS[,D[,CAUSAL]] ...
"""
import sys
import torch, triton
from torch.nn.attention import sdpa_kernel, SDPBackend

for arg in sys.argv[1:] or ["4096,32"]:
    parts = [int(x) for x in arg.split(",")]
    seq, heads = parts[0], parts[1]
    d = parts[2] if len(parts) > 2 else 64
    causal = len(parts) > 3 and parts[3] == 1
    q, k, v = (torch.randn(1, heads, seq, d, device="cuda", dtype=torch.float16) for _ in range(3))
    flops = 4 * seq * seq * d * heads * (0.5 if causal else 1.0)
    tag = f"seq {seq} heads {heads} d {d}{' causal' if causal else ''}"
    for name, backend in [("flash", SDPBackend.FLASH_ATTENTION), ("cudnn", SDPBackend.CUDNN_ATTENTION)]:
        try:
            with sdpa_kernel(backend):
                f = lambda: torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=causal)
                f()
                ms = triton.testing.do_bench(f, warmup=50, rep=300, return_mode="median")
            print(f"sdpa_{name} {tag}: median {ms*1e3:.1f} us, {flops/ms/1e9:.1f} TFLOPS")
        except Exception as e:
            print(f"sdpa_{name} {tag}: {type(e).__name__}: {e}")
