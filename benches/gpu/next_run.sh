#!/usr/bin/env bash
# Everything the sitting of 2026-12-01 (ninth) left for the GPU, in one device call, most
# important first. Run from the repo root after
# `../shared/tools/gpu-pack --bin bench-gpu --bin bench-jit --bin tessera` (prune .gpu/bin to
# bench-gpu, bench-jit, tessera, gpu_ptx-*, cuda_tensor_map-*), with OUT set.
#  1. Issue 15: shared-memory exchanges in vectors (the default since this sitting) against one
#     element per access (TESSERA_EXCHANGE=scalar), interleaved, on the shapes where the
#     epilogue weighs most, with cuBLAS in the same run.
#  2. Attention (issue 16) likewise: its epilogue and its softmax's exchanges.
#  3. The GPU tests of the sitting's changes: random dots (B by column addresses one in six,
#     reoriented by isel::orient), random programs with dots, the examples.
#  4. Issue 19 part 5: benches/gpu/jit_round2.sh (interleaved driver-JIT times against Triton's
#     PTX, with its `_exact` kernels; SASS histograms in $OUT/sass.tar.gz).
# usage: next_run.sh [ab|tests|jit]... (all three by default; one device call holds about two).
set -u
OUT=${OUT:-/tmp/next-out}
parts=${*:-ab tests jit}
has() { [[ " $parts " == *" $1 "* ]]; }
b() { TESSERA_TARGET=sm_90a timeout 30 .gpu/bin/bench-gpu matmul "$@" 2>&1 | tail -1 | sed 's/tessera_matmul /tessera /'; }
ab() { echo "scalar: $(TESSERA_EXCHANGE=scalar b "$@")"; echo "vector: $(b "$@")"; }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
if has ab; then
for round in 1 2; do
  ab 4096 4096 512 128 256 64 8 4 f16
  ab 4096 4096 4096 128 256 64 8 4 f16
  ab 4096 4096 4096 128 256 64 8 4 bf16
  ab 8192 8192 8192 128 256 64 8 4 f16
  ab 256 8192 8192 128 128 64 4 4 f16
  ab 128 8192 8192 64 128 64 4 4 f16
done
timeout 240 python3 benches/gpu/triton_matmul.py f16 4096,4096,512 4096,4096,4096 8192,8192,8192 256,8192,8192 128,8192,8192 -- 128,256,64,8,3 2>&1 | grep -v "^$"
a() { timeout 60 .gpu/bin/bench-gpu attention "$@" 2>&1 | tail -1; }
for round in 1 2; do
  for cfg in "4096 32 64 0 64 128 4 2" "4096 32 64 1 64 128 4 2" "4096 32 128 0 128 128 8 2" "4096 32 128 1 128 128 8 2"; do
    echo "scalar: $(TESSERA_EXCHANGE=scalar TESSERA_TARGET=sm_90a a $cfg)"
    echo "vector: $(TESSERA_TARGET=sm_90a a $cfg)"
  done
done
fi
if has tests; then
(TESSERA_REQUIRE_GPU=1 TESSERA_GPU_CASES=2000 timeout 200 .gpu/bin/gpu_ptx-* --nocapture random_dots 2>&1 | tail -4
 TESSERA_REQUIRE_GPU=1 TESSERA_GPU_CASES=2000 timeout 200 .gpu/bin/gpu_ptx-* --nocapture random_programs_with_dots 2>&1 | tail -4
 TESSERA_REQUIRE_GPU=1 timeout 120 .gpu/bin/gpu_ptx-* --nocapture matmul_examples 2>&1 | tail -3) > "$OUT/tests.log" 2>&1
cat "$OUT/tests.log"
fi
has jit && OUT=$OUT EXTRA="" timeout 300 bash benches/gpu/jit_round2.sh
