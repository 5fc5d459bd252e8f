#!/usr/bin/env bash
# Issue 16: tessera's d128 attention kernel and cuDNN's (torch SDPA) under Nsight Compute on the
# H200, for comparing where their warps wait. ncu runs with --clock-control none (the card's
# clocks are left alone); each report is reduced to the throughput/occupancy/stall summary
# (NAME.details.txt) and a per-instruction SASS table with the stall samples (NAME.sass.csv), so
# that few files come back. Run from the repo root after `../shared/tools/gpu-pack --bin
# bench-gpu`, with OUT set: `OUT=$OUT SEQ=4096 STAGES=3 bash benches/gpu/ncu_attention.sh`.
set -u
export PATH=/usr/local/cuda/bin:$PATH
OUT=${OUT:-/tmp/ncu-out}; SEQ=${SEQ:-4096}; W=$(mktemp -d)
mkdir -p "$OUT"
S="--section SpeedOfLight --section ComputeWorkloadAnalysis --section WarpStateStats --section SchedulerStats --section Occupancy --section LaunchStats --section SourceCounters"
TESSERA_TARGET=sm_90a timeout 150 ncu --clock-control none $S --import-source no --launch-skip 2 --launch-count 1 \
  -k regex:attention -o "$W/tessera" .gpu/bin/bench-gpu attention "$SEQ" 32 128 0 128 128 8 "${STAGES:-3}" > "$W/tessera.log" 2>&1
echo "tessera: rc $?"
cat > "$W/sdpa.py" <<PY
import torch
from torch.nn.attention import sdpa_kernel, SDPBackend
q, k, v = (torch.randn(1, 32, $SEQ, 128, device="cuda", dtype=torch.float16) for _ in range(3))
with sdpa_kernel(SDPBackend.CUDNN_ATTENTION):
    for _ in range(4):
        torch.nn.functional.scaled_dot_product_attention(q, k, v)
torch.cuda.synchronize()
PY
timeout 150 ncu --clock-control none $S --launch-skip 1 --launch-count 1 -k regex:'sdpa|fmha|flash|attn|cudnn|fprop' \
  -o "$W/cudnn" python3 "$W/sdpa.py" > "$W/cudnn.log" 2>&1
echo "cudnn: rc $?"
for n in tessera cudnn; do
  [[ -f $W/$n.ncu-rep ]] || { tail -5 "$W/$n.log"; continue; }
  ncu -i "$W/$n.ncu-rep" --page details > "$OUT/$n.details.txt" 2>&1
  ncu -i "$W/$n.ncu-rep" --page source --csv --print-source sass > "$W/$n.csv" 2>&1
  python3 - "$W/$n.csv" "$OUT/$n.sass.csv" <<'PY'
import csv, sys
rows = list(csv.reader(open(sys.argv[1])))
h = rows[1]
cols = [h.index(c) for c in ("Address", "Source", "Warp Stall Sampling (All Samples)",
                             "Warp Stall Sampling (Not-issued Samples)", "Instructions Executed")]
with open(sys.argv[2], "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(rows[0][:2])
    for r in rows[1:]:
        w.writerow([r[i] for i in cols])
PY
  echo "== $n"
  grep -E "^  [a-zA-Z_]|Duration|SM Frequency|Compute \(SM\)|Issued Ipc|Registers Per|Block Size|Grid Size|Eligible|Warp Cycles Per Issued" "$OUT/$n.details.txt"
done
rm -rf "$W"
