#!/usr/bin/env bash
# GPU round 2 for dot: the random-dot tests against the simulator's fitted rule, then matmul
# 4096^3 f16 at several tiles, interleaved A/B: the epilogue through a shared-memory exchange
# (bench-gpu-exchange) against stores from the accumulator layout (bench-gpu).
set -u
mkdir -p /work; [ -e /work/main ] || ln -s "$PWD" /work/main
export TESSERA_REQUIRE_GPU=1
timeout 300 .gpu/bin/gpu_ptx-* --test-threads=1 dots > $OUT/gpu_ptx.log 2>&1; echo "gpu_ptx dots exit $?"
grep -E "^test |differ|panicked" $OUT/gpu_ptx.log | head -12
for cfg in "128 128 32 4" "128 128 32 8" "128 64 32 4" "128 128 64 4"; do
  for b in bench-gpu-exchange bench-gpu; do echo -n "$b: "; timeout 60 .gpu/bin/$b matmul 4096 4096 4096 $cfg 2>&1 | tail -1; done
done
for cfg in "128 256 32 8" "128 256 64 8" "256 128 32 8"; do echo -n "bench-gpu: "; timeout 60 .gpu/bin/bench-gpu matmul 4096 4096 4096 $cfg 2>&1 | tail -1; done
