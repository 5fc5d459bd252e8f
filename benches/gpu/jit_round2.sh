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
for fe in "${files[@]}"; do
  f=${fe%:*}; tag=$(echo "$f" | sed "s|$OUT/||; s|/|_|g; s|\.ptx$||")
  a=sm_90; grep -q '^.target sm_90a' "$f" && a=sm_90a
  ptxas -arch=$a "$f" -o "$OUT/sass/$tag.cubin" 2>/dev/null || { echo "$tag: ptxas failed"; continue; }
  cuobjdump -sass "$OUT/sass/$tag.cubin" > "$OUT/sass/$tag.sass"
  n=$(grep -cE '^\s+/\*[0-9a-f]{4}\*/' "$OUT/sass/$tag.sass")
  top=$(grep -oE '^\s+/\*[0-9a-f]{4}\*/\s+(@!?U?P[0-9T] )?[A-Z0-9_.]+' "$OUT/sass/$tag.sass" | awk '{print $NF}' | sed 's/\..*//' | sort | uniq -c | sort -rn | head -8 | awk '{printf "%s %s, ", $2, $1}')
  echo "$tag $a: $n SASS instructions ($top)"
  rm "$OUT/sass/$tag.cubin"
done
tar -czf "$OUT/sass.tar.gz" -C "$OUT" sass ours triton && rm -rf "$OUT/sass" "$OUT/ours" "$OUT/triton"
