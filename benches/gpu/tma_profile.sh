#!/usr/bin/env bash
# Where the sm_90a matmul's time goes against Triton's TMA kernel (issue 15): Nsight Compute's
# speed-of-light, memory and warp-state sections for one 4096^3 f16 launch of each (clocks left
# alone), and Triton's PTX for reading. Writes under $OUT.
set -u
S="--section SpeedOfLight --section MemoryWorkloadAnalysis --section WarpStateStats --section LaunchStats --section Occupancy --section SchedulerStats"
TESSERA_TARGET=sm_90a timeout 120 ncu --clock-control none -k regex:matmul -c 1 $S \
  .gpu/bin/bench-gpu matmul 4096 4096 4096 128 256 64 8 4 f16 > $OUT/ncu_tessera.txt 2>&1
rm -rf ~/.triton/cache
timeout 200 ncu --clock-control none -k regex:mm_tma -c 1 $S \
  python3 benches/gpu/triton_matmul_tma.py f16 4096,4096,4096 -- 128,256,64,8,3 > $OUT/ncu_triton.txt 2>&1
f=$(find ~/.triton/cache -name 'mm_tma*.ptx' | head -1); [ -n "$f" ] && cp "$f" $OUT/triton_mm_tma.ptx
TESSERA_TARGET=sm_90a TESSERA_PRINT_PTX=1 .gpu/bin/bench-gpu matmul 4096 4096 4096 128 256 64 8 4 f16 > $OUT/tessera.ptx 2>/dev/null
sed -i '$d' $OUT/tessera.ptx
ptxas -arch=sm_90a $OUT/tessera.ptx -o /tmp/t.cubin && cuobjdump -sass /tmp/t.cubin > $OUT/tessera.sass
f=$(find ~/.triton/cache -name 'mm_tma*.cubin' | head -1); [ -n "$f" ] && cuobjdump -sass "$f" > $OUT/triton.sass
grep -E "Duration|Throughput|Registers|Stall|Warp Cycles|Issued" $OUT/ncu_*.txt | head -60
ls -la $OUT
