#!/usr/bin/env bash
# Issue 40: the scaled fp8 matmul (`bench-gpu matmul ... e4m3`) against cuBLAS (`torch._scaled_mm`)
# and Triton, one run, on the GPU machine after `../shared/tools/gpu-pack --bin bench-gpu`.
# usage: bash benches/gpu/fp8_matmul.sh            (from the repo root)
cd "$(dirname "$0")/../.."
B=${BENCH_GPU:-.gpu/bin/bench-gpu}
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
export TESSERA_TARGET=sm_90a
for cfg in "4096 4096 4096 128 256 128 8 3" "4096 4096 4096 128 256 128 8 4" "4096 4096 4096 128 128 128 8 4" \
           "4096 4096 4096 128 256 64 8 4" "8192 8192 8192 128 256 128 8 4" "8192 8192 4096 128 256 128 8 4" \
           "64 8192 8192 64 128 128 4 6" "64 8192 8192 64 256 128 4 4" "128 8192 8192 128 128 128 8 4" \
           "128 8192 8192 64 128 128 4 6"; do
  timeout 60 $B matmul $cfg e4m3 2>&1 | tail -1
done
for cfg in "4096 4096 4096 128 256 128 8 4" "8192 8192 8192 128 256 128 8 4" "8192 8192 4096 128 256 128 8 4"; do
  TESSERA_PERSISTENT=132 timeout 60 $B matmul $cfg e4m3 2>&1 | tail -1
done
timeout 60 $B matmul 4096 4096 4096 128 256 128 8 4 e5m2 2>&1 | tail -1
timeout 60 $B matmul 4096 4096 4096 128 256 64 8 4 f16 2>&1 | tail -1
python3 benches/gpu/fp8_matmul_baseline.py e4m3 4096,4096,4096 8192,8192,8192 8192,8192,4096 \
  -- 128,256,128,8,3 128,256,128,8,4 128,128,128,8,4 2>&1 | grep -v Warning
python3 benches/gpu/fp8_matmul_baseline.py e4m3 64,8192,8192 128,8192,8192 -- 64,128,128,4,6 128,128,128,8,4 2>&1 | grep -v Warning
python3 -c "import torch, triton; a = torch.randn(4096, 4096, device='cuda', dtype=torch.float16); \
print('cublas f16 4096^3', 2 * 4096**3 / triton.testing.do_bench(lambda: a @ a, return_mode='median') / 1e9, 'TFLOPS')"
