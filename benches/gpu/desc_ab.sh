#!/usr/bin/env bash
# Issue 16: ring-slot wgmma descriptors as the first slot's plus the slot offset (`lower::wgmma`,
# `descriptor`) against the descriptor rebuilt from the address every iteration (TESSERA_DESC=full):
# three interleaved rounds of the two-stage attention kernels on the H200. Run from the repo root
# after `../shared/tools/gpu-pack --bin bench-gpu`.
set -u
a() { TESSERA_TARGET=sm_90a timeout 30 .gpu/bin/bench-gpu attention "$@" 2>&1 | tail -1 | sed 's/.*stages \([0-9]\): median/s\1/; s/(compile.*//'; }
for r in 1 2 3; do
  for seq in 4096 16384; do
    for cfg in "128 0 128 128 8 2" "128 1 128 128 8 2" "64 0 128 64 8 2"; do
      echo "$seq $cfg full: $(TESSERA_DESC=full a $seq 32 $cfg)"
      echo "$seq $cfg new : $(a $seq 32 $cfg)"
    done
  done
done
# The f16 matmul's ring takes the same descriptors (run as a call of its own on 2026-12-03).
m() { TESSERA_TARGET=sm_90a timeout 30 .gpu/bin/bench-gpu matmul "$@" 2>&1 | tail -1 | sed 's/(compile.*//'; }
for r in 1 2 3; do
  echo "full: $(TESSERA_DESC=full m 4096 4096 4096 128 256 64 8 4 f16)"
  echo "new : $(m 4096 4096 4096 128 256 64 8 4 f16)"
done
