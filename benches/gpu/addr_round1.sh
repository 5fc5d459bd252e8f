#!/usr/bin/env bash
# Issue 15: immediate-offset addresses for affine pointer tiles (`lower::memory`; the default)
# against per-register addresses (TESSERA_NO_ADDR_BASES=1), interleaved over two rounds, on the
# sm_90a matmul (whose epilogue the H200's profile blamed) and on the memory-bound kernels;
# then the GPU against the simulator on 400 random programs per test. Run from the repo root
# after `../shared/tools/gpu-pack --bin bench-gpu --bin tessera`.
set -u
b() { TESSERA_TARGET=sm_90a timeout 60 .gpu/bin/bench-gpu matmul "$@" 2>&1 | tail -1 | sed 's/tessera_matmul /tessera /'; }
g() { timeout 60 .gpu/bin/bench-gpu "$@" 2>&1 | tail -1; }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for round in 1 2; do
  for shape in "4096 4096 4096 128 256 64 8 3 f16" "4096 4096 4096 128 256 64 8 4 f16" "8192 8192 8192 128 256 64 8 3 f16" \
      "4096 4096 512 128 256 64 8 3 f16" "4096 4096 4096 128 256 64 8 3 bf16" "8192 8192 8192 128 256 64 8 3 bf16" \
      "4096 4096 16384 128 256 64 8 3 f16" "256 8192 8192 64 128 64 4 4 f16" "128 8192 8192 64 128 64 4 6 f16"; do
    echo "bases: $(b $shape)"
    echo "no bases: $(TESSERA_NO_ADDR_BASES=1 b $shape)"
  done
  for k in "softmax 8192 8192 8" "layernorm 8192 8192 8" "add 28"; do
    echo "bases: $(g $k)"
    echo "no bases: $(TESSERA_NO_ADDR_BASES=1 g $k)"
  done
done
TESSERA_REQUIRE_GPU=1 TESSERA_GPU_CASES=400 TESSERA_GPU_TARGETS=sm_90a timeout 240 .gpu/bin/gpu_ptx-* --nocapture 2>&1 | grep -E "differ|test result|FAILED|panicked"
