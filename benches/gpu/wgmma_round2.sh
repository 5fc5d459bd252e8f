#!/usr/bin/env bash
# Round 2 of the sm_90a matmul: one wgmma group left in flight across iterations (wait_group 1,
# fetching num_stages-2 ahead) against waiting for each iteration's (TESSERA_WGMMA_SYNC=1),
# interleaved, twice each. Run from the repo root.
set -u
b() { timeout 60 .gpu/bin/bench-gpu matmul "$@" 2>&1 | tail -1; }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for rep in 1 2; do
  for cfg in "128 256 64 8 3" "128 256 64 8 4" "128 128 64 4 3" "128 128 64 4 4" "128 128 64 8 4"; do
    echo "sync: $(TESSERA_TARGET=sm_90a TESSERA_WGMMA_SYNC=1 b 4096 4096 4096 $cfg f16)"
    echo "flight: $(TESSERA_TARGET=sm_90a b 4096 4096 4096 $cfg f16)"
  done
done
for cfg in "128 256 64 8 4" "128 128 64 4 4"; do
  echo "sync: $(TESSERA_TARGET=sm_90a TESSERA_WGMMA_SYNC=1 b 8192 8192 8192 $cfg f16)"
  echo "flight: $(TESSERA_TARGET=sm_90a b 8192 8192 8192 $cfg f16)"
done
