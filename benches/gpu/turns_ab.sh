#!/usr/bin/env bash
# Issue 16: warpgroup turns (`lower::pipeline`) on the H200. The GPU tests (gpu_ptx, each under
# a timeout), then an interleaved A/B of the attention benchmark kernels with turns (the
# default) and without (TESSERA_TURNS=0), at seq 4096 and 16384; the one-warpgroup d64 kernel
# for the record; then torch SDPA. Run from the repo root after
# `../shared/tools/gpu-pack --bin bench-gpu`, with OUT set.
set -u
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for t in two_warpgroup matmul_examples random_programs_with_dots random_dots random_programs_match approximate abs_of; do
  TESSERA_REQUIRE_GPU=1 timeout ${T:-100} .gpu/bin/gpu_ptx-* --test-threads=1 --nocapture "$t" > "$OUT/t-$t.log" 2>&1
  echo "$t: rc $? $(grep -E 'test result|panicked' "$OUT/t-$t.log" | head -2 | tr '\n' ' ')"
done
a() { TESSERA_TARGET=sm_90a timeout 30 .gpu/bin/bench-gpu attention "$@" 2>&1 | tail -1; }
for seq in 4096 16384; do
  for cfg in "128 0 128 128 8 2" "128 1 128 128 8 2" "64 0 128 64 8 2" "64 1 128 64 8 2"; do
    echo "turns=0: $(TESSERA_TURNS=0 a $seq 32 $cfg)"
    echo "turns  : $(a $seq 32 $cfg)"
  done
  for cfg in "64 0 64 128 4 2" "64 1 64 128 4 2"; do
    echo "one wg : $(a $seq 32 $cfg)"
  done
done
timeout 200 python3 benches/gpu/attention_baseline.py 4096,32,64,0 4096,32,64,1 4096,32,128,0 4096,32,128,1 16384,32,64,0 16384,32,64,1 16384,32,128,0 16384,32,128,1
