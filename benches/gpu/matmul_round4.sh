#!/usr/bin/env bash
# GPU round 4: interleaved A/B of the prologue hoisting and K-step-ordered fragments
# (bench-gpu) against round 3 (bench-gpu-r3), matmul 4096^3 f16.
set -u
for cfg in "128 128 32 4 3" "128 128 64 4 3" "128 256 64 8 3" "128 256 32 8 3" "128 128 32 4 4"; do
  for b in bench-gpu-r3 bench-gpu bench-gpu-r3 bench-gpu; do echo -n "$b: "; timeout 60 .gpu/bin/$b matmul 4096 4096 4096 $cfg 2>&1 | tail -1; done
done
