"""Checks the simulator's fp8 accumulation rules (`tessera_sim::tensor_core`) against the GPU's D
for probe records: the structured inputs of `tools/fp8_probe_inputs.py` or the random records of
`bench-gpu mma-probe`, replayed by `bench-gpu mma-replay` on mma.sync or on a warpgroup. Prints,
per set of records, the share of outputs whose bits the rule gives.

  wgmma:    the 32 products and C aligned together (a product at the sum of its factors'
            exponents, subnormal factors at the format's least normal one; C at its own), each
            truncated toward zero to a multiple of 2^(e - 13), the sum truncated to 14 bits
  mma.sync: as ptxas compiles it for sm_90, two f16 tensor-core steps: the 16 products of the
            K with k % 4 < 2 aligned (f16's exponents, -14 the least normal) and truncated to
            2^(e - 25), summed, the sum truncated to f32; the other 16 with that sum as the
            accumulator, likewise; then C + sum rounded to nearest f32

usage: python3 tools/fp8_rule_check.py e4m3|e5m2 wgmma|sync INPUTS D_FILE [SETS]
  INPUTS  records (1,792 bytes each; D ignored), D_FILE the GPU's D (512 bytes a record, the
  records' order; gzipped if it ends in .gz), SETS how many equal sets the records form (5 for
  fp8_probe_inputs.py's)
"""
import gzip
import os
import sys
import numpy as np

sys.path.insert(0, os.path.dirname(__file__))
from fit_fp8_rule import decode, floor_log2  # noqa: E402


def cut_bits(x, bits):
    m, e = np.frexp(x)
    return np.where(x == 0, 0.0, np.ldexp(np.trunc(np.ldexp(m, bits)), e - bits))


def aligned(p, ep, c, kept, with_c):
    e = ep.max(1)
    if with_c:
        e = np.maximum(e, np.where(c == 0, -10**6, np.maximum(floor_log2(c), -126)))
    q = np.where(e > -10**5, e - kept, 0)
    s = np.trunc(np.ldexp(p, -q[:, None])).sum(1)
    if with_c:
        s = s + np.trunc(np.ldexp(c, -q))
    return np.ldexp(s, q)


def rule(kind, fa, fb, c, emin):
    def exps(a, b, lo):
        ep = np.maximum(floor_log2(a), lo) + np.maximum(floor_log2(b), lo)
        return np.where(a * b == 0, -10**6, ep)

    if kind == "wgmma":
        return cut_bits(aligned(fa * fb, exps(fa, fb, emin), c, 13, True), 14).astype(np.float32)
    first, second = [k for k in range(32) if k % 4 < 2], [k for k in range(32) if k % 4 >= 2]
    acc = np.zeros_like(c)
    for ks in (first, second):
        a, b = fa[:, ks], fb[:, ks]
        acc = cut_bits(aligned(a * b, exps(a, b, -14), acc, 25, True), 24)
    return (c + acc).astype(np.float32)


def main():
    fmt, kind, inputs, dfile = sys.argv[1:5]
    sets = int(sys.argv[5]) if len(sys.argv) > 5 else 1
    raw = open(inputs, "rb").read()
    n = len(raw) // 1792
    rec = np.frombuffer(raw, dtype=np.uint8).reshape(n, 1792).copy()
    if kind == "wgmma":  # a warpgroup replay runs four records a program, on the first one's B
        for g in range(0, n, 4):
            rec[g + 1 : g + 4, 512:768] = rec[g, 512:768]
    a = decode(fmt, rec[:, :512]).reshape(n, 16, 32)
    b = decode(fmt, rec[:, 512:768]).reshape(n, 32, 8)
    c = rec[:, 768:1280].copy().view(np.float32).reshape(-1).astype(np.float64)
    d = np.frombuffer((gzip.open if dfile.endswith(".gz") else open)(dfile, "rb").read(), dtype=np.float32)
    fa = np.repeat(a[:, :, None, :], 8, axis=2).reshape(-1, 32)
    fb = np.repeat(np.transpose(b, (0, 2, 1))[:, None, :, :], 16, axis=1).reshape(-1, 32)
    ok = np.isfinite(fa).all(1) & np.isfinite(fb).all(1) & np.isfinite(c) & np.isfinite(d)
    got = rule(kind, fa, fb, c, -6 if fmt == "e4m3" else -14)
    hit = got.view(np.uint32) == d.view(np.uint32)
    per = n // sets * 128
    for s in range(sets):
        sl = slice(s * per, (s + 1) * per)
        print(f"{fmt} {kind} set {s}: {hit[sl][ok[sl]].mean():.4%} of {ok[sl].sum()} outputs")


if __name__ == "__main__":
    main()
