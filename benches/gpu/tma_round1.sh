#!/usr/bin/env bash
# First hardware run of the copy-engine path (issue 15, to run next): the runtime's tensor-map
# tests, then the sm_90a matmul with operands by TMA (TESSERA_TMA=1) against cp.async, and
# persistent (TESSERA_PERSISTENT=132) against one program per block, interleaved, each checked
# by the bench's spot checks. Run from the repo root after
# `../shared/tools/gpu-pack --bin bench-gpu --bin tessera`.
set -u
export TESSERA_REQUIRE_GPU=1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
timeout 120 .gpu/bin/cuda_tensor_map-* 2>&1 | tail -5
# The TMA examples and matmuls against the simulator, bit for bit (with the rest of that test).
timeout 300 .gpu/bin/gpu_ptx-* matmul_examples --nocapture 2>&1 | tail -5
b() { TESSERA_TARGET=sm_90a timeout 60 .gpu/bin/bench-gpu matmul "$@" 2>&1 | tail -1; }
for s in 4096 8192; do
  for cfg in "128 256 64 8 4" "128 256 64 8 3" "128 128 64 4 4"; do
    echo "cp.async: $(b $s $s $s $cfg f16)"
    echo "tma: $(TESSERA_TMA=1 b $s $s $s $cfg f16)"
    echo "tma persistent: $(TESSERA_TMA=1 TESSERA_PERSISTENT=132 b $s $s $s $cfg f16)"
    echo "cp.async persistent: $(TESSERA_PERSISTENT=132 b $s $s $s $cfg f16)"
  done
done
