#!/usr/bin/env bash
# Issue 16: causal attention with its query blocks taken from the last (the default) against
# from the first (TESSERA_ATT_FORWARD=1), interleaved, at the benchmark shapes; and two d128
# block shapes with 64 keys per step. Run from the repo root after
# `../shared/tools/gpu-pack --bin bench-gpu`, with OUT set.
set -u
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
a() { TESSERA_TARGET=sm_90a timeout 30 .gpu/bin/bench-gpu attention "$@" 2>&1 | tail -1; }
for round in 1 2; do
  for cfg in "4096 32 128 1 128 128 8 2" "4096 32 64 1 64 128 4 2" "4096 32 64 1 128 64 8 2"; do
    echo "forward: $(TESSERA_ATT_FORWARD=1 a $cfg)"
    echo "reverse: $(a $cfg)"
  done
  for cfg in "4096 32 128 0 128 64 8 2" "4096 32 128 0 128 64 8 3" "4096 32 128 0 128 128 8 2"; do
    echo "d128   : $(a $cfg)"
  done
done
for cfg in "16384 32 128 1 128 128 8 2" "16384 32 64 1 64 128 4 2" "16384 32 64 1 128 64 8 2"; do
  echo "forward: $(TESSERA_ATT_FORWARD=1 a $cfg)"
  echo "reverse: $(a $cfg)"
done
