#!/usr/bin/env bash
# Round 1 of the sm_90a matmul: wgmma with the cp.async ring, every tile checked by the bench's
# spot checks, against the sm_90 (mma.sync) build in the same run. Run from the repo root.
set -u
b() { timeout 60 .gpu/bin/bench-gpu matmul "$@" 2>&1 | tail -1; }
nvidia-smi --query-gpu=name,driver_version,clocks.sm --format=csv,noheader
for cfg in "128 256 64 8 3" "128 256 64 8 4" "128 128 64 4 3" "128 128 64 8 3" "64 128 64 8 3" "64 64 64 8 3" "128 256 32 8 4" "256 128 64 8 3"; do
  TESSERA_TARGET=sm_90a b 4096 4096 4096 $cfg f16
done
TESSERA_TARGET=sm_90 b 4096 4096 4096 128 128 64 4 3 f16
TESSERA_TARGET=sm_90a b 4096 4096 4096 128 256 64 8 3 bf16
TESSERA_TARGET=sm_90a b 8192 8192 8192 128 256 64 8 3 f16
