#!/usr/bin/env bash
# Driver JIT time of the examples' PTX as the JIT compiles it for Triton's launch arguments
# (`bench-jit ptx`), against Triton 3.6's PTX for the same kernels (benches/gpu/triton_ptx.py,
# with the `_exact` variants of the same semantics as ours), all loaded interleaved in one
# process (`bench-jit load`: 30 rounds, one load of each per round, CUDA_CACHE_DISABLE=1); then
# each one's SASS instruction count and opcode histogram (ptxas + cuobjdump), written to
# $OUT/sass.tar.gz. Extra PTX files to include: EXTRA="file:entry ...". Issue 19, part 5. Run
# from the repo root after `../shared/tools/gpu-pack --bin bench-jit`.
set -u
OUT=${OUT:-/tmp/jit-out}
mkdir -p "$OUT/ours" "$OUT/sass"
python3 benches/gpu/triton_ptx.py
.gpu/bin/bench-jit ptx "$OUT/ours"
files=()
for ex in add softmax layernorm matmul attention; do files+=("$OUT/ours/$ex.ptx:$ex"); done
while read -r name entry; do files+=("$OUT/triton/$name.ptx:$entry"); done < "$OUT/triton/entries.txt"
for e in ${EXTRA:-}; do files+=("$e"); done
CUDA_CACHE_DISABLE=1 .gpu/bin/bench-jit load "${files[@]}" | sed "s|$OUT/||g"
OUT=$OUT bash benches/gpu/sass_counts.sh "${files[@]}"
tar -czf "$OUT/sass.tar.gz" -C "$OUT" sass ours triton && rm -rf "$OUT/sass" "$OUT/ours" "$OUT/triton"
