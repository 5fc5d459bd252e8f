"""torch SDPA baselines (flash and cuDNN backends) for `bench-gpu attention`, run on the device machine:
f16, d 64, not causal, batch 1 x HEADS heads of SEQ. Median of triton.testing.do_bench; TFLOPS =
4 SEQ^2 d HEADS / time. usage: python3 attention_baseline.py SEQ,HEADS ...
"""
import sys
import torch, triton
from torch.nn.attention import sdpa_kernel, SDPBackend

for arg in sys.argv[1:] or ["4096,32"]:
    seq, heads = (int(x) for x in arg.split(","))
    q, k, v = (torch.randn(1, heads, seq, 64, device="cuda", dtype=torch.float16) for _ in range(3))
    flops = 4 * seq * seq * 64 * heads
    for name, backend in [("flash", SDPBackend.FLASH_ATTENTION), ("cudnn", SDPBackend.CUDNN_ATTENTION)]:
        try:
            with sdpa_kernel(backend):
                f = lambda: torch.nn.functional.scaled_dot_product_attention(q, k, v)
                f()
                ms = triton.testing.do_bench(f, warmup=50, rep=300, return_mode="median")
            print(f"sdpa_{name} seq {seq} heads {heads} d 64: median {ms*1e3:.1f} us, {flops/ms/1e9:.1f} TFLOPS")
        except Exception as e:
            print(f"sdpa_{name} seq {seq} heads {heads}: {type(e).__name__}: {e}")
