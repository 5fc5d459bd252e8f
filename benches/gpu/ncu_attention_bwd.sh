#!/usr/bin/env bash
# Issue 41: the attention backward's gradient kernel under Nsight Compute (one launch, clocks
# left alone), reduced to the summary (NAME.details.txt) and a per-instruction SASS table with
# the stall samples by reason (NAME.sass.csv), under $OUT/n. Each argument is
# NAME:ENV:SHAPE, ENV an assignment (or X=1), SHAPE as `bench-gpu attention-bwd` takes it with
# commas, e.g. `d64:X=1:4096,32,64,0,64,128,8,2`. Run from the repo root after
# `../shared/tools/gpu-pack --bin bench-gpu`.
set -u
cd "$(dirname "$0")/../.."
export PATH=/usr/local/cuda/bin:$PATH
W=$(mktemp -d); mkdir -p "$OUT/n"
S="--section SpeedOfLight --section WarpStateStats --section SchedulerStats --section Occupancy --section LaunchStats --section SourceCounters --section MemoryWorkloadAnalysis"
for spec in "$@"; do
  IFS=: read -r name envs shape <<< "$spec"
  env $envs TESSERA_TARGET=sm_90a timeout 120 ncu --clock-control none $S --import-source no --launch-skip 2 \
    --launch-count 1 -k regex:'^attention_bwd$' -o "$W/$name" .gpu/bin/bench-gpu attention-bwd ${shape//,/ } > "$W/$name.log" 2>&1
  echo "$name rc $?"
  ncu -i "$W/$name.ncu-rep" --page details > "$OUT/n/$name.details.txt" 2>&1
  ncu -i "$W/$name.ncu-rep" --page source --csv --print-source sass > "$W/$name.csv" 2>&1
  python3 - "$W/$name.csv" "$OUT/n/$name.sass.csv" <<'PY'
import csv, sys
rows = list(csv.reader(open(sys.argv[1])))
h = rows[1]
keep = ("Address", "Source", "Warp Stall Sampling (All Samples)", "Warp Stall Sampling (Not-issued Samples)",
        "Instructions Executed")
want = [c for c in h if c in keep or (c.startswith("stall_") and "Not Issued" not in c)]
cols = [h.index(c) for c in want]
with open(sys.argv[2], "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(want)
    for r in rows[2:]:
        w.writerow([r[i] for i in cols])
PY
done
rm -rf "$W"
