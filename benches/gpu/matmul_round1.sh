#!/usr/bin/env bash
# First GPU round for dot: correctness tests, then tessera's matmul at several tiles against
# Triton (default and mma.sync) and cuBLAS, 4096^3 f16. Run from the repo root on the device.
set -u
mkdir -p /work; [ -e /work/main ] || ln -s "$PWD" /work/main
export TESSERA_REQUIRE_GPU=1
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv,noheader
timeout 300 .gpu/bin/gpu_ptx-* --test-threads=1 > $OUT/gpu_ptx.log 2>&1; echo "gpu_ptx exit $?"
grep -E "^test |differ|panicked" $OUT/gpu_ptx.log | head -30
for cfg in "64 64 32 4" "128 128 32 4" "128 128 32 8" "128 64 32 4" "64 128 32 4"; do
  timeout 60 .gpu/bin/bench-gpu matmul 4096 4096 4096 $cfg 2>&1 | tail -1
done
timeout 120 python3 benches/gpu/triton_matmul.py 4096,4096,4096 2>&1 | tail -6
DISABLE_MMA_V3=1 timeout 120 python3 benches/gpu/triton_matmul.py 4096,4096,4096 2>&1 | tail -5
