"""Structured inputs for `bench-gpu mma-replay e4m3|e5m2 IN OUT [wgmma]`: probe records (the
format in src/bin/bench-gpu/main.rs, D left zero) whose dots have few products, so that the
tensor cores' fp8 accumulation can be taken apart one question at a time:

  two     each row of A has two nonzero entries at random K positions, C = 0: the alignment
          (how far below the larger product the smaller one still counts), the rounding of a
          cut product (toward zero or down), and whether the K positions matter (groups)
  three   three nonzero entries, C = 0: what a carry or a cancellation does to the cut
  oneC    one nonzero entry and a C of any exponent near the product's: how C joins
  twoC    two nonzero entries and C
  dense0  every entry nonzero, C = 0

Every group of four records shares its B (a warpgroup replay runs four records a program).
B is dense: every output (i, j) sums the products of row i's nonzero entries of A.

usage: python3 tools/fp8_probe_inputs.py e4m3|e5m2 RECORDS_PER_SET OUT_FILE
"""
import sys
import numpy as np


def finite_bytes(fmt):
    b = np.arange(256)
    if fmt == "e4m3":
        bad = (b & 0x7F) == 0x7F
    else:
        bad = ((b >> 2) & 0x1F) == 0x1F
    return b[~bad & ((b & 0x7F) != 0)]  # finite and nonzero


def main():
    fmt, per_set, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    rng = np.random.default_rng(0xF8 if fmt == "e4m3" else 0xF9)
    vals = finite_bytes(fmt)
    sets = [("two", 2, False), ("three", 3, False), ("oneC", 1, True), ("twoC", 2, True), ("dense0", 32, False)]
    records = []
    per_set -= per_set % 4
    for name, nz, with_c in sets:
        for g in range(per_set // 4):
            b = rng.choice(vals, size=(32, 8)).astype(np.uint8)
            for _ in range(4):
                a = np.zeros((16, 32), np.uint8)
                for i in range(16):
                    pos = rng.choice(32, size=nz, replace=False)
                    a[i, pos] = rng.choice(vals, size=nz)
                if with_c:
                    # C near the products' size: a random f32 of exponent -24..+20.
                    e = rng.integers(-24, 21, size=(16, 8))
                    m = 1 + rng.integers(0, 1 << 23, size=(16, 8)) / float(1 << 23)
                    s = np.where(rng.integers(0, 2, size=(16, 8)) == 1, -1.0, 1.0)
                    c = (s * m * 2.0 ** e).astype(np.float32)
                else:
                    c = np.zeros((16, 8), np.float32)
                records.append(a.tobytes() + b.tobytes() + c.tobytes() + bytes(512))
    open(out, "wb").write(b"".join(records))
    print(f"{out}: {len(records)} records ({', '.join(s[0] for s in sets)}, {per_set} each)")


if __name__ == "__main__":
    main()
