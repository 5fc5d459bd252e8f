"""torch SDPA backward baselines (flash and cuDNN backends) for `bench-gpu attention-bwd`, run on
the device machine: f16, batch 1 x HEADS heads of SEQ rows of head dimension D, causal when
CAUSAL is 1. The backward alone is timed: `torch.autograd.grad` of one forward's output (kept
with retain_graph) for a random dO, median of triton.testing.do_bench (which flushes the L2);
TFLOPS = 10 SEQ^2 D HEADS / time (the five products), half of that when causal.

With `--check DIR`, DIR holds `bench-gpu attention-bwd`'s TESSERA_DUMP files of the first shape
(q, k, v, do f16; dq, dk, dv f32, all [HEADS, SEQ, D]): each gradient is compared with an f64
reference computed here head by head, and so is torch's own (flash backend) gradient of the same
inputs: the largest error of each, relative to the gradient's largest magnitude.

usage: python3 attention_bwd_baseline.py [--check DIR] SEQ,HEADS,D,CAUSAL ...
"""
import sys
import numpy as np
import torch, triton
from torch.nn.attention import sdpa_kernel, SDPBackend

args = sys.argv[1:]
check = None
if args[:1] == ["--check"]:
    check, args = args[1], args[2:]


def shape(arg):
    seq, heads, d, causal = (int(x) for x in arg.split(","))
    return seq, heads, d, causal == 1


def reference(q, k, v, do, causal):
    """f64 gradients of softmax(q k^T / sqrt(d)) v for upstream do, one head at a time."""
    heads, seq, d = q.shape
    scale = d ** -0.5
    out = [torch.empty(q.shape, dtype=torch.float64, device="cuda") for _ in range(3)]
    mask = torch.ones(seq, seq, dtype=torch.bool, device="cuda").tril() if causal else None
    for h in range(heads):
        qh, kh, vh, doh = (t[h].double() for t in (q, k, v, do))
        s = qh @ kh.T * scale
        if causal:
            s = s.masked_fill(~mask, float("-inf"))
        p = torch.softmax(s, dim=-1)
        dp = doh @ vh.T
        ds = p * (dp - (dp * p).sum(-1, keepdim=True))
        out[0][h], out[1][h], out[2][h] = ds @ kh * scale, ds.T @ qh * scale, p.T @ doh
    return out


def errors(got, want):
    return " ".join(f"{n} {((g.double() - w).abs().max() / w.abs().max()).item():.2e}" for n, g, w in zip(("dq", "dk", "dv"), got, want))


if check:
    seq, heads, d, causal = shape(args[0])
    load = lambda name, dt: torch.from_numpy(np.fromfile(f"{check}/{name}", dtype=dt).reshape(heads, seq, d)).cuda()
    q, k, v, do = (load(n, np.float16) for n in ("q", "k", "v", "do"))
    ours = [load(n, np.float32) for n in ("dq", "dk", "dv")]
    want = reference(q, k, v, do, causal)
    qt, kt, vt = (t.unsqueeze(0).clone().requires_grad_() for t in (q, k, v))
    with sdpa_kernel(SDPBackend.FLASH_ATTENTION):
        o = torch.nn.functional.scaled_dot_product_attention(qt, kt, vt, is_causal=causal)
        theirs = [g[0] for g in torch.autograd.grad(o, (qt, kt, vt), do.unsqueeze(0))]
    tag = f"seq {seq} heads {heads} d {d}{' causal' if causal else ''}"
    print(f"check {tag}: largest error / largest |gradient| against f64: tessera {errors(ours, want)}; torch flash {errors(theirs, want)}")
    print(f"check {tag}: tessera against torch flash: {errors(ours, [t.double() for t in theirs])}")

for arg in args:
    seq, heads, d, causal = shape(arg)
    q, k, v = (torch.randn(1, heads, seq, d, device="cuda", dtype=torch.float16, requires_grad=True) for _ in range(3))
    do = torch.randn(1, heads, seq, d, device="cuda", dtype=torch.float16)
    flops = 10 * seq * seq * d * heads * (0.5 if causal else 1.0)
    tag = f"seq {seq} heads {heads} d {d}{' causal' if causal else ''}"
    for name, backend in [("flash", SDPBackend.FLASH_ATTENTION), ("cudnn", SDPBackend.CUDNN_ATTENTION)]:
        try:
            with sdpa_kernel(backend):
                o = torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=causal)
                f = lambda: torch.autograd.grad(o, (q, k, v), do, retain_graph=True)
                f()
                ms = triton.testing.do_bench(f, warmup=25, rep=200, return_mode="median")
            print(f"sdpa_{name}_bwd {tag}: median {ms*1e3:.1f} us, {flops/ms/1e9:.1f} TFLOPS")
        except Exception as e:
            print(f"sdpa_{name}_bwd {tag}: {type(e).__name__}: {e}")
