#!/usr/bin/env bash
# Run time of the benchmark kernels with a then-edge's copies before the branch (the default,
# `isel::coalesce`) against behind it (TESSERA_EDGE_MOVES=behind), interleaved, two rounds;
# and the d128 attention with vector against scalar exchanges once more (issue 16). Run from
# the repo root after `../shared/tools/gpu-pack --bin bench-gpu`.
set -u
a() { TESSERA_TARGET=sm_90a timeout 60 .gpu/bin/bench-gpu attention "$@" 2>&1 | tail -1; }
m() { TESSERA_TARGET=sm_90a timeout 60 .gpu/bin/bench-gpu matmul "$@" 2>&1 | tail -1; }
for round in 1 2; do
  for cfg in "4096 32 64 0 64 128 4 2" "4096 32 128 0 128 128 8 2" "4096 32 128 1 128 128 8 2"; do
    echo "behind: $(TESSERA_EDGE_MOVES=behind a $cfg)"
    echo "first:  $(a $cfg)"
  done
  echo "behind: $(TESSERA_EDGE_MOVES=behind m 4096 4096 4096 128 256 64 8 4 f16)"
  echo "first:  $(m 4096 4096 4096 128 256 64 8 4 f16)"
  echo "scalar exchange: $(TESSERA_EXCHANGE=scalar a 4096 32 128 0 128 128 8 2)"
  echo "vector exchange: $(a 4096 32 128 0 128 128 8 2)"
done
