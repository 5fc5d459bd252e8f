#!/usr/bin/env bash
# Issue 16: causal attention launched on the grid [blocks, heads] (TESSERA_ATT_HEADS_MAJOR=0:
# longest first within each head) against [heads, blocks] (TESSERA_ATT_HEADS_MAJOR=1: the
# longest query block of every head first), interleaved, three rounds, at the benchmark's
# causal shapes. Run from the repo root after `../shared/tools/gpu-pack --bin bench-gpu`, with
# OUT set. (docs/gpu-logs/2026-12-02-heads-major-ab.log; its labels: blocks-major = 0.)
set -u
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
a() { TESSERA_TARGET=sm_90a timeout 30 .gpu/bin/bench-gpu attention "$@" 2>&1 | tail -1; }
for round in 1 2 3; do
  for cfg in "4096 32 128 1 128 128 8 2" "4096 32 64 1 64 128 4 2" "16384 32 128 1 128 128 8 2"; do
    echo "blocks-major: $(TESSERA_ATT_HEADS_MAJOR=0 a $cfg)"
    echo "heads-major : $(TESSERA_ATT_HEADS_MAJOR=1 a $cfg)"
  done
done
