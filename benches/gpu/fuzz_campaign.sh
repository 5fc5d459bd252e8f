#!/usr/bin/env bash
# `tessera fuzz --device cuda` on the GPU machine: PROCS processes for SECONDS each over disjoint
# seed ranges (process i starts at seed SEED_BASE + i * 10^8, SEED_BASE 0 unless set: give each
# campaign its own), since each input's cost is mostly the driver's
# JIT of its PTX, one CPU core a process (kernels load straight, not through the cache). Prints each
# process's summary line and the total; findings land under $OUT/findings-i.
# usage: benches/gpu/fuzz_campaign.sh [SECONDS] [PROCS]        (TESSERA=path/to/tessera)
set -uo pipefail
secs=${1:-450}
procs=${2:-12}
bin=${TESSERA:-.gpu/bin/tessera}
out=${OUT:-/tmp}
base=${SEED_BASE:-0}
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
start=$(date +%s)
for i in $(seq 0 $((procs - 1))); do
  "$bin" fuzz --device cuda --seed $((base + i * 100000000)) --time "$secs" --corpus "$out/findings-$i" \
    > "$out/fuzz-$i.log" 2>&1 &
done
wait
end=$(date +%s)
cat "$out"/fuzz-*.log | grep -E '^fuzz|seed|error' | head -40
awk '/^fuzz/ {n += $4; s += substr($6, 2)} END {print "total:", n, "inputs,", s, "skipped"}' "$out"/fuzz-*.log
echo "wall: $((end - start)) s, $procs processes"
