#!/usr/bin/env bash
# Issue 16's record: the attention benchmark kernels as they are now by default (warpgroup turns
# with the refill after the first handover, the scale folded, causal query blocks from the last;
# d128 on three stages) at the shapes, against torch SDPA
# (flash and cuDNN) in the same run. Run from the repo root after
# `../shared/tools/gpu-pack --bin bench-gpu`, with OUT set.
set -u
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
a() { TESSERA_TARGET=sm_90a timeout 30 .gpu/bin/bench-gpu attention "$@" 2>&1 | tail -1; }
for seq in 4096 16384; do
  for cfg in "64 0 128 64 8 2" "64 0 64 128 4 2" "64 1 64 128 4 2" "64 1 128 64 8 2" "128 0 128 128 8 3" "128 1 128 128 8 3"; do
    echo "$(a $seq 32 $cfg)"
  done
done
timeout 200 python3 benches/gpu/attention_baseline.py 4096,32,64,0 4096,32,64,1 4096,32,128,0 4096,32,128,1 16384,32,64,0 16384,32,64,1 16384,32,128,0 16384,32,128,1
