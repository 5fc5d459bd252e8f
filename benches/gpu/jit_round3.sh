#!/usr/bin/env bash
# Issue 19 part 5, round 3: driver JIT time of the examples' PTX (`bench-jit ptx`, as the JIT
# compiles them for Triton's launch arguments), in two forms, against Triton 3.6's PTX for the
# same kernels (benches/gpu/triton_ptx.py: Triton's own semantics, and `_exact` with ours):
#   ours/         the default: a conditional branch's then-edge copies before it where that is
#                 safe (`isel::coalesce`, so a loop's back edge is the branch itself)
#   ours_behind/  TESSERA_EDGE_MOVES=behind: those copies in a block of their own, as before
# All loaded interleaved in one process (`bench-jit load`: 40 rounds, the order rotated each
# round, CUDA_CACHE_DISABLE=1); then each one's SASS instruction count and opcode histogram
# (ptxas + cuobjdump), and the SASS of the d128 attention benchmark kernel with vector and
# scalar exchanges (TESSERA_EXCHANGE), all in $OUT/sass.tar.gz. Extra PTX files: EXTRA="file:entry ...". Run from the repo root after
# `../shared/tools/gpu-pack --bin bench-jit --bin bench-gpu`, with OUT set.
set -u
OUT=${OUT:-/tmp/jit-out}
mkdir -p "$OUT/ours" "$OUT/ours_behind" "$OUT/sass"
python3 benches/gpu/triton_ptx.py
TESSERA_CACHE=0 .gpu/bin/bench-jit ptx "$OUT/ours" > /dev/null
TESSERA_CACHE=0 TESSERA_EDGE_MOVES=behind .gpu/bin/bench-jit ptx "$OUT/ours_behind" > /dev/null
files=()
for ex in add softmax layernorm matmul attention; do
  files+=("$OUT/ours/$ex.ptx:$ex" "$OUT/ours_behind/$ex.ptx:$ex")
done
while read -r name entry; do files+=("$OUT/triton/$name.ptx:$entry"); done < "$OUT/triton/entries.txt"
for e in ${EXTRA:-}; do files+=("$e"); done
CUDA_CACHE_DISABLE=1 .gpu/bin/bench-jit load "${files[@]}" | sed "s|$OUT/||g"
for m in vector scalar; do
  TESSERA_EXCHANGE=$m TESSERA_TARGET=sm_90a TESSERA_PRINT_PTX=1 .gpu/bin/bench-gpu attention 4096 32 128 0 128 128 8 2 2>/dev/null | sed -n '/^\/\//,/^}/p' > "$OUT/sass/att_d128_$m.ptx" || true
  files+=("$OUT/sass/att_d128_$m.ptx:x")
done
OUT=$OUT bash benches/gpu/sass_counts.sh "${files[@]}"
tar -czf "$OUT/sass.tar.gz" -C "$OUT" sass ours ours_behind triton && rm -rf "$OUT/sass" "$OUT/ours" "$OUT/ours_behind" "$OUT/triton"
