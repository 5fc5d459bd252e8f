#!/usr/bin/env bash
# Issue 19 part 5: which SASS instructions differ between our PTX and Triton's for the same
# kernel. Our PTX is `bench-jit ptx` (the examples as the JIT specialises them for Triton's
# launch arguments, TESSERA_CACHE=0, as in jit_round3.sh); Triton's is benches/gpu/triton_ptx.py
# (Triton 3.6). Pairs: attention / attention_exact (the same semantics), and as controls
# matmul / matmul and softmax / softmax_exact. Each PTX is assembled by `ptxas -arch=sm_90a`
# (sm_90 where ptxas refuses sm_90a) and dumped by `cuobjdump -sass` (`nvdisasm` if that gives
# no instructions); benches/gpu/sass_hist.py then writes, per pair, opcode histograms of ours
# against Triton's (without and with modifiers, sorted by |difference|, with totals), for the
# whole kernel and for the innermost loop (target of the last backward BRA to that BRA).
#
# Run on the GPU machine from the repo root, after
# `../shared/tools/gpu-pack --bin bench-gpu --bin bench-jit --bin tessera`, with OUT set:
#   PATH=/usr/local/cuda/bin:$PATH bash benches/gpu/sass_diff.sh
# Writes $OUT/sass_diff.tar.gz (sass_diff/{ours,triton}/*.ptx, sass/*.{cubin,sass,ptxas.log},
# hist_*.txt), the three reports again as $OUT/hist_{softmax,matmul,attention}.txt, and prints
# the reports with the first 25 rows of each table (attention last).
set -u
OUT=${OUT:-/tmp/sass-diff-out}
export PATH=/usr/local/cuda/bin:$PATH
W=$OUT/sass_diff
mkdir -p "$W/sass"
OUT=$W python3 benches/gpu/triton_ptx.py           # $W/triton/NAME.ptx
TESSERA_CACHE=0 .gpu/bin/bench-jit ptx "$W/ours" > /dev/null   # $W/ours/NAME.ptx

sass() { # PTX TAG: $W/sass/TAG.sass, or 1 if ptxas fails
  local c=$W/sass/$2.cubin
  ptxas -arch=sm_90a "$1" -o "$c" 2> "$W/sass/$2.ptxas.log" ||
    { echo "$2: sm_90a refused, sm_90" | tee -a "$W/sass/$2.ptxas.log"; ptxas -arch=sm_90 "$1" -o "$c" 2>> "$W/sass/$2.ptxas.log"; } ||
    { echo "$2: ptxas failed"; return 1; }
  cuobjdump -sass "$c" > "$W/sass/$2.sass" 2>&1
  grep -qE '^\s+/\*[0-9a-f]{4}\*/' "$W/sass/$2.sass" || nvdisasm "$c" > "$W/sass/$2.sass"
}

for pair in softmax:softmax_exact matmul:matmul attention:attention_exact; do
  ours=${pair%:*} theirs=${pair#*:}
  sass "$W/ours/$ours.ptx" "ours_$ours" && sass "$W/triton/$theirs.ptx" "triton_$theirs" &&
    python3 benches/gpu/sass_hist.py "$ours" "$W/sass/ours_$ours.sass" "$W/sass/triton_$theirs.sass" "$W/hist_$ours.txt" 25
done
cp "$W"/hist_*.txt "$OUT"/
tar -czf "$OUT/sass_diff.tar.gz" -C "$OUT" sass_diff && rm -rf "$W"
