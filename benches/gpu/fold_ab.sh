#!/usr/bin/env bash
# Issue 16: the scale folded into the exponentials against the plain form (as run: the plain form
# was the default then, TESSERA_ATT_FOLD=1 the fold; now the fold is, and TESSERA_ATT_FOLD=0 the plain),
# interleaved, two rounds, on the attention benchmark kernels after warpgroup turns. Run from the
# repo root after `../shared/tools/gpu-pack --bin bench-gpu`, with OUT set.
set -u
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
a() { TESSERA_TARGET=sm_90a timeout 30 .gpu/bin/bench-gpu attention "$@" 2>&1 | tail -1; }
for round in 1 2; do
  for cfg in "64 0 64 128 4 2" "64 1 64 128 4 2" "64 0 128 64 8 2" "64 1 128 64 8 2" "128 0 128 128 8 2" "128 1 128 128 8 2"; do
    echo "plain: $(a 4096 32 $cfg)"
    echo "fold : $(TESSERA_ATT_FOLD=1 a 4096 32 $cfg)"
  done
done
