#!/usr/bin/env bash
# Issue 15: where a short-K (4096x4096x512) f16 matmul spends its time, tessera against
# Triton's TMA kernel: Nsight Compute's warp-state and source sections (stall samples per SASS
# instruction), clocks left alone. Writes under $OUT.
set -u
S="--section SpeedOfLight --section WarpStateStats --section SourceCounters --section SchedulerStats"
TESSERA_TARGET=sm_90a timeout 120 ncu --clock-control none -k regex:matmul -c 1 $S \
  .gpu/bin/bench-gpu matmul 4096 4096 512 128 256 64 8 3 f16 > $OUT/ncu_tessera_k512.txt 2>&1
TESSERA_TARGET=sm_90a timeout 120 ncu --clock-control none -k regex:matmul -c 1 --section SourceCounters \
  --page source --print-source sass --csv .gpu/bin/bench-gpu matmul 4096 4096 512 128 256 64 8 3 f16 > $OUT/ncu_tessera_k512_sass.csv 2>&1
timeout 200 ncu --clock-control none -k regex:mm_tma -c 1 $S \
  python3 benches/gpu/triton_matmul_tma.py f16 4096,4096,512 -- 128,256,64,8,3 > $OUT/ncu_triton_k512.txt 2>&1
timeout 200 ncu --clock-control none -k regex:mm_tma -c 1 --section SourceCounters \
  --page source --print-source sass --csv python3 benches/gpu/triton_matmul_tma.py f16 4096,4096,512 -- 128,256,64,8,3 > $OUT/ncu_triton_k512_sass.csv 2>&1
ls -la $OUT; grep -E "Duration|Warp Cycles Per Issued|Issued Warp" $OUT/ncu_*k512.txt
