#!/usr/bin/env bash
# Issue 16: each warpgroup's `P V` rotated into its next turn, issued behind the next `Q K^T`
# (three stages, `lower::pipeline` "Warpgroup turns") on the H200. The GPU test of the turns
# first, then an interleaved A/B of the two-warpgroup attention kernels: two stages (the
# record's), three stages rotated (the default at three), three stages not (TESSERA_ROTATE=0),
# ROUNDS rounds at seq 4096 and 16384; the other kernels of the record; then torch SDPA. Run from the repo root after
# `../shared/tools/gpu-pack --bin bench-gpu`, with OUT set.
set -u
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for t in two_warpgroup; do
  TESSERA_REQUIRE_GPU=1 timeout ${T:-150} .gpu/bin/gpu_ptx-* --test-threads=1 --nocapture "$t" > "$OUT/t-$t.log" 2>&1
  echo "$t: rc $? $(grep -E 'test result|panicked' "$OUT/t-$t.log" | head -2 | tr '\n' ' ')"
done
a() { TESSERA_TARGET=sm_90a timeout 30 .gpu/bin/bench-gpu attention "$@" 2>&1 | tail -1; }
for r in $(seq 1 ${ROUNDS:-2}); do
  echo "round $r"
  for seq in 4096 16384; do
    for cfg in "128 0 128 128 8" "128 1 128 128 8" "64 0 128 64 8" "64 1 128 64 8"; do
      echo "s2       : $(a $seq 32 $cfg 2)"
      echo "s3 rotate: $(a $seq 32 $cfg 3)"
      echo "s3 wait  : $(TESSERA_ROTATE=0 a $seq 32 $cfg 3)"
    done
  done
done
echo "for the record: the one-warpgroup d64 kernels and causal d64 on two"
for seq in 4096 16384; do
  for cfg in "64 0 64 128 4 2" "64 1 64 128 4 2" "64 0 128 64 8 4" "64 1 128 64 8 4"; do
    echo "rec      : $(a $seq 32 $cfg)"
  done
done
timeout 200 python3 benches/gpu/attention_baseline.py 4096,32,64,0 4096,32,64,1 4096,32,128,0 4096,32,128,1 16384,32,64,0 16384,32,64,1 16384,32,128,0 16384,32,128,1
