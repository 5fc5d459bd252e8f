#!/usr/bin/env bash
# Issue 16, round 2 on the H200 (sm_90a, f16, batch x heads 32, seq 4096), interleaved A/Bs:
# - Q resident in shared memory for the whole key loop (the default) against stored each
#   iteration (TESSERA_NO_RESIDENT=1);
# - the unmasked key blocks in a loop of their own (TESSERA_ATT_SPLIT=1) against one masked loop.
# Then Nsight Compute's warp states for the d128 kernel. Run from the repo root after
# `../shared/tools/gpu-pack --bin bench-gpu`. Writes under $OUT.
# (Since then the split is the default and TESSERA_ATT_NOSPLIT=1 is its A/B; TESSERA_ATT_SPLIT is gone.)
set -u
a() { TESSERA_TARGET=sm_90a timeout 60 .gpu/bin/bench-gpu attention "$@" 2>&1 | tail -1; }
for rep in 1 2; do
  for cfg in "4096 32 64 0 64 64 4 2" "4096 32 64 1 64 64 4 2" "4096 32 64 0 128 64 8 2" \
             "4096 32 128 0 128 128 8 2" "4096 32 128 1 128 128 8 2" "4096 32 128 0 64 64 4 2"; do
    echo "per-iteration Q: $(TESSERA_NO_RESIDENT=1 a $cfg)"
    echo "resident Q: $(a $cfg)"
    echo "resident Q, split: $(TESSERA_ATT_SPLIT=1 a $cfg)"
  done
done
for cfg in "4096 32 64 0 64 64 4 3" "4096 32 64 0 128 128 8 3" "4096 32 128 0 128 64 8 3" "4096 32 128 0 64 128 4 2"; do
  echo "resident Q, split: $(TESSERA_ATT_SPLIT=1 a $cfg)"
done
S="--section SpeedOfLight --section WarpStateStats --section SchedulerStats --section Occupancy --section LaunchStats --section SourceCounters"
TESSERA_ATT_SPLIT=1 TESSERA_TARGET=sm_90a timeout 150 ncu --clock-control none -k regex:attention -c 1 $S \
  .gpu/bin/bench-gpu attention 4096 32 128 0 128 128 8 2 > $OUT/ncu_attention_d128.txt 2>&1
TESSERA_ATT_SPLIT=1 TESSERA_TARGET=sm_90a timeout 150 ncu --clock-control none -k regex:attention -c 1 --section SourceCounters \
  --page source --print-source sass --csv .gpu/bin/bench-gpu attention 4096 32 128 0 128 128 8 2 > $OUT/ncu_attention_d128_sass.csv 2>&1
grep -E "Duration|Warp Cycles Per Issued|Issued Warp|Registers Per|Achieved Occ|Theoretical Occ" $OUT/ncu_attention_d128.txt
