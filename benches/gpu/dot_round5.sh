#!/usr/bin/env bash
# GPU round 5: the dot tests with tf32 and i8 on tensor cores (GPU against the simulator and the
# interpreter), and the matmul examples on the GPU.
set -u
mkdir -p /work; [ -e /work/main ] || ln -s "$PWD" /work/main
export TESSERA_REQUIRE_GPU=1
timeout 400 .gpu/bin/gpu_ptx-* --test-threads=1 > $OUT/gpu_ptx.log 2>&1; echo "gpu_ptx exit $?"
grep -E "^test |differ|panicked" $OUT/gpu_ptx.log | head -20
grep -E "^seed" $OUT/gpu_ptx.log | head -8
