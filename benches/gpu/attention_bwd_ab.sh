#!/usr/bin/env bash
# Issue 41: the attention backward's code generator switches, interleaved A/B, then every issue-41
# shape against torch SDPA (flash and cuDNN), one run, on the GPU machine after
# `../shared/tools/gpu-pack --bin bench-gpu`. SWITCHES names the variants (each a list of
# environment assignments joined by commas, `-` for the default); ROUNDS the interleaved rounds
# (2); SHAPES=0 skips the every-shape table.
# usage: bash benches/gpu/attention_bwd_ab.sh            (from the repo root)
cd "$(dirname "$0")/../.."
B=${BENCH_GPU:-.gpu/bin/bench-gpu}
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export TESSERA_TARGET=sm_90a
bw() { timeout 60 $B attention-bwd "$@" 2>&1 | tail -1; }
# The blocks measured best per head dim (docs/benchmarks.md): each d64 warpgroup takes 64 query
# rows of its own; at d128 that does not fit the shared memory.
blocks() { if [ "$1" = 64 ]; then echo "128 128 8 2"; else echo "64 128 8 2"; fi; }
SWITCHES=${SWITCHES:-"- TESSERA_WG_BARRIERS=0 TESSERA_WGMMA_EARLY=1"}
for round in $(seq ${ROUNDS:-2}); do
  for shape in "4096 32 64 0 $(blocks 64)" "4096 32 128 0 $(blocks 128)"; do
    for s in $SWITCHES; do
      echo "-- $s"
      if [ "$s" = - ]; then bw $shape; else env $(echo "$s" | tr , ' ') $B attention-bwd $shape 2>&1 | tail -1; fi
    done
  done
done
[ "${SHAPES:-1}" = 0 ] && exit 0
echo "== every shape"
for seq in 4096 16384; do for d in 64 128; do for c in 0 1; do bw $seq 32 $d $c $(blocks $d); done; done; done
unset TESSERA_TARGET
python3 benches/gpu/attention_bwd_baseline.py 4096,32,64,0 4096,32,64,1 4096,32,128,0 4096,32,128,1 \
  16384,32,64,0 16384,32,64,1 16384,32,128,0 16384,32,128,1
