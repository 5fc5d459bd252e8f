"""Triton 3.6's PTX for the same kernels as tessera's examples, for the driver-JIT comparison
(issue 19, part 5), run on the device machine.

Each kernel below is the Triton spelling of one `examples/*.tile` (same tile sizes, warps,
stages, masks and dtypes); it is launched once on small inputs and its PTX written to
$OUT/triton/NAME.ptx, with one line `NAME ENTRY` per kernel in $OUT/triton/entries.txt.
Triton's `/` is `div.full.f32` (2 ulp) and its `tl.exp` is `ex2.approx` of a product, where
tessera's `div` is IEEE division and its `exp` is range-reduced (see the IR's semantics); the
`*_exact` kernels are the same kernels with Triton's IEEE division (`tl.math.div_rn`) and
libdevice's `exp`, the same semantics as tessera's.
"""
import os
import torch, triton, triton.language as tl
from triton.language.extra import libdevice


@triton.jit
def add(x, y, out, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out + offs, tl.load(x + offs, mask=m) + tl.load(y + offs, mask=m), mask=m)


@triton.jit
def softmax(x, out, stride, ncols, BLOCK: tl.constexpr):
    cols = tl.arange(0, BLOCK)
    m = cols < ncols
    offs = tl.program_id(0) * stride + cols
    xv = tl.load(x + offs, mask=m, other=float("-inf"))
    num = tl.exp(xv - tl.max(xv, 0))
    tl.store(out + offs, num / tl.sum(num, 0), mask=m)


@triton.jit
def softmax_exact(x, out, stride, ncols, BLOCK: tl.constexpr):
    cols = tl.arange(0, BLOCK)
    m = cols < ncols
    offs = tl.program_id(0) * stride + cols
    xv = tl.load(x + offs, mask=m, other=float("-inf"))
    num = libdevice.exp(xv - tl.max(xv, 0))
    tl.store(out + offs, tl.math.div_rn(num, tl.sum(num, 0)), mask=m)


@triton.jit
def layernorm(x, y, w, b, mean, rstd, stride, n, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n
    offs = row * stride + cols
    xv = tl.load(x + offs, mask=m, other=0.0)
    mu = tl.sum(xv, 0) / n
    diff = tl.where(m, xv - mu, 0.0)
    r = tl.math.rsqrt(tl.sum(diff * diff, 0) / n + eps)
    wv = tl.load(w + cols, mask=m, other=0.0)
    bv = tl.load(b + cols, mask=m, other=0.0)
    tl.store(y + offs, diff * r * wv + bv, mask=m)
    tl.store(mean + row, mu)
    tl.store(rstd + row, r)


@triton.jit
def layernorm_exact(x, y, w, b, mean, rstd, stride, n, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n
    offs = row * stride + cols
    xv = tl.load(x + offs, mask=m, other=0.0)
    mu = tl.math.div_rn(tl.sum(xv, 0), n.to(tl.float32))
    diff = tl.where(m, xv - mu, 0.0)
    r = tl.math.rsqrt(tl.math.div_rn(tl.sum(diff * diff, 0), n.to(tl.float32)) + eps)
    wv = tl.load(w + cols, mask=m, other=0.0)
    bv = tl.load(b + cols, mask=m, other=0.0)
    tl.store(y + offs, diff * r * wv + bv, mask=m)
    tl.store(mean + row, mu)
    tl.store(rstd + row, r)


@triton.jit
def matmul(a, b, c, M, N, K, lda, ldb, ldc, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), tl.float32)
    for k in range(0, K, BK):
        ks = k + rk
        x = tl.load(a + rm[:, None] * lda + ks[None, :], mask=(rm[:, None] < M) & (ks[None, :] < K), other=0.0)
        y = tl.load(b + ks[:, None] * ldb + rn[None, :], mask=(ks[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(x, y, acc)
    tl.store(c + rm[:, None] * ldc + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def attention(q, k, v, o, seq, head_stride, qk_scale, BM: tl.constexpr, BN: tl.constexpr, D: tl.constexpr):
    off = tl.program_id(1) * head_stride
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rd = tl.arange(0, D)
    rn = tl.arange(0, BN)
    qb = tl.load(q + off + rm[:, None] * D + rd[None, :])
    m_i = tl.full((BM,), float("-inf"), tl.float32)
    l_i = tl.zeros((BM,), tl.float32)
    acc = tl.zeros((BM, D), tl.float32)
    for start in range(0, seq, BN):
        kt = tl.load(k + off + (start + rn)[None, :] * D + rd[:, None])
        qk = tl.dot(qb, kt) * qk_scale
        m_new = tl.maximum(m_i, tl.max(qk, 1))
        p = tl.math.exp2(qk - m_new[:, None])
        alpha = tl.math.exp2(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        vb = tl.load(v + off + (start + rn)[:, None] * D + rd[None, :])
        acc = tl.dot(p.to(tl.float16), vb, acc * alpha[:, None])
        m_i = m_new
    tl.store(o + off + rm[:, None] * D + rd[None, :], acc / l_i[:, None])


@triton.jit
def attention_exact(q, k, v, o, seq, head_stride, qk_scale, BM: tl.constexpr, BN: tl.constexpr, D: tl.constexpr):
    off = tl.program_id(1) * head_stride
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rd = tl.arange(0, D)
    rn = tl.arange(0, BN)
    qb = tl.load(q + off + rm[:, None] * D + rd[None, :])
    m_i = tl.full((BM,), float("-inf"), tl.float32)
    l_i = tl.zeros((BM,), tl.float32)
    acc = tl.zeros((BM, D), tl.float32)
    for start in range(0, seq, BN):
        kt = tl.load(k + off + (start + rn)[None, :] * D + rd[:, None])
        qk = tl.dot(qb, kt) * qk_scale
        m_new = tl.maximum(m_i, tl.max(qk, 1))
        p = tl.math.exp2(qk - m_new[:, None])
        alpha = tl.math.exp2(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        vb = tl.load(v + off + (start + rn)[:, None] * D + rd[None, :])
        acc = tl.dot(p.to(tl.float16), vb, acc * alpha[:, None])
        m_i = m_new
    tl.store(o + off + rm[:, None] * D + rd[None, :], tl.math.div_rn(acc, l_i[:, None]))


def main():
    out_dir = os.path.join(os.environ.get("OUT", "/tmp"), "triton")
    os.makedirs(out_dir, exist_ok=True)
    f32 = dict(device="cuda", dtype=torch.float32)
    f16 = dict(device="cuda", dtype=torch.float16)
    runs = []
    x, y, o = (torch.rand(65536, **f32) for _ in range(3))
    runs.append(("add", add[(64,)](x, y, o, 65536, BLOCK=1024, num_warps=4)))
    x, o = torch.rand(64, 1000, **f32), torch.empty(64, 1000, **f32)
    runs.append(("softmax", softmax[(64,)](x, o, 1000, 1000, BLOCK=1024, num_warps=4)))
    runs.append(("softmax_exact", softmax_exact[(64,)](x, o, 1000, 1000, BLOCK=1024, num_warps=4)))
    x, yy = torch.rand(32, 750, **f32), torch.empty(32, 750, **f32)
    w, b, mean, rstd = torch.rand(750, **f32), torch.rand(750, **f32), torch.empty(32, **f32), torch.empty(32, **f32)
    runs.append(("layernorm", layernorm[(32,)](x, yy, w, b, mean, rstd, 750, 750, 1e-5, BLOCK=1024, num_warps=4)))
    runs.append(("layernorm_exact", layernorm_exact[(32,)](x, yy, w, b, mean, rstd, 750, 750, 1e-5, BLOCK=1024, num_warps=4)))
    a, bb, c = torch.rand(256, 256, **f16), torch.rand(256, 256, **f16), torch.empty(256, 256, **f32)
    runs.append(("matmul", matmul[(4, 4)](a, bb, c, 256, 256, 256, 256, 256, 256, BM=64, BN=64, BK=32, num_warps=4, num_stages=3)))
    qq, kk, vv = (torch.rand(2, 256, 64, **f16) for _ in range(3))
    oo = torch.empty(2, 256, 64, **f32)
    runs.append(("attention", attention[(4, 2)](qq, kk, vv, oo, 256, 256 * 64, 0.18, BM=64, BN=64, D=64, num_warps=4, num_stages=1)))
    runs.append(("attention_exact", attention_exact[(4, 2)](qq, kk, vv, oo, 256, 256 * 64, 0.18, BM=64, BN=64, D=64, num_warps=4, num_stages=1)))
    torch.cuda.synchronize()
    with open(os.path.join(out_dir, "entries.txt"), "w") as e:
        for name, compiled in runs:
            ptx = compiled.asm["ptx"]
            with open(os.path.join(out_dir, f"{name}.ptx"), "w") as f:
                f.write(ptx)
            e.write(f"{name} {compiled.metadata.name}\n")
            print(f"triton {name}: {len(ptx)} bytes of PTX, entry {compiled.metadata.name}, {compiled.n_regs} regs")


if __name__ == "__main__":
    main()
