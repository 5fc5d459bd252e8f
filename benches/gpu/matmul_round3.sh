#!/usr/bin/env bash
# GPU round 3 for dot: the dot tests, then matmul 4096^3 f16 with num_stages, against Triton's
# mma.sync path (DISABLE_MMA_V3=1) and cuBLAS in the same run.
set -u
mkdir -p /work; [ -e /work/main ] || ln -s "$PWD" /work/main
export TESSERA_REQUIRE_GPU=1
timeout 200 .gpu/bin/gpu_ptx-* --test-threads=1 matmul > $OUT/gpu_ptx.log 2>&1; echo "gpu_ptx matmul exit $?"
grep -E "^test |panicked" $OUT/gpu_ptx.log | head
for cfg in "128 128 32 4 3" "128 128 32 8 3" "128 128 32 4 4" "128 256 32 8 3" "128 128 64 4 3" "128 128 64 8 3" "128 256 64 8 3" "256 128 32 8 3" "64 64 32 4 4"; do
  timeout 60 .gpu/bin/bench-gpu matmul 4096 4096 4096 $cfg 2>&1 | tail -1
done
DISABLE_MMA_V3=1 timeout 150 python3 benches/gpu/triton_matmul.py 4096,4096,4096 -- 128,256,64,8,3 128,128,32,4,4 128,128,64,8,3 2>&1 | tail -4
