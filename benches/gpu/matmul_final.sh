#!/usr/bin/env bash
# The matmul record for docs/benchmarks.md: tessera (mma.sync, cp.async pipelining) against
# Triton 3.6 on its mma.sync path (DISABLE_MMA_V3=1) and its default (wgmma) path, and cuBLAS
# (torch.matmul), all in one run on the GPU machine. Run from the repo root.
set -u
bench() { timeout 60 .gpu/bin/bench-gpu matmul "$@" 2>&1 | tail -1 | sed 's/tessera_matmul /tessera /'; }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for d in f16 bf16; do
  for s in 4096 8192; do
    for cfg in "128 128 64 4 3" "128 128 64 4 4" "128 256 64 8 3" "128 128 32 4 4"; do bench $s $s $s $cfg $d; done
  done
done
for cfg in "64 64 64 4 3" "64 128 64 4 3" "128 64 64 4 3" "128 128 64 4 3" "64 64 32 4 4"; do bench 1024 1024 1024 $cfg; done
for cfg in "16 64 64 4 3" "16 128 64 4 3" "16 64 128 4 3" "16 256 64 4 3" "16 128 64 2 4"; do bench 16 4096 4096 $cfg; done
for cfg in "64 64 64 4 3" "64 128 64 4 3" "64 128 32 4 4" "64 64 128 4 3"; do bench 64 4096 4096 $cfg; done
big="128,256,64,8,3 128,128,64,4,3 128,128,32,4,4"
small="64,64,64,4,3 64,128,64,4,3 128,128,64,4,3 16,64,64,4,3 16,128,64,4,3"
for mode in mma default; do
  if [ $mode = mma ]; then export DISABLE_MMA_V3=1; else unset DISABLE_MMA_V3; fi
  timeout 200 python3 benches/gpu/triton_matmul.py f16 4096,4096,4096 8192,8192,8192 -- $big 2>&1 | grep -v "^$" | sed 's/triton_matmul /triton /'
  timeout 100 python3 benches/gpu/triton_matmul.py bf16 4096,4096,4096 8192,8192,8192 -- $big 2>&1 | grep -v "^$" | sed 's/triton_matmul /triton /'
  timeout 150 python3 benches/gpu/triton_matmul.py f16 1024,1024,1024 16,4096,4096 64,4096,4096 -- $small 2>&1 | grep -v "^$" | sed 's/triton_matmul /triton /'
done
