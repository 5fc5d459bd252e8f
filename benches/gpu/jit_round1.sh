#!/usr/bin/env bash
# Driver JIT time (cuModuleLoadData with CUDA_CACHE_DISABLE=1, median of 20 loads) of tessera's
# PTX for the examples, of variants that each change one thing (benches/gpu/ptx_variants.py),
# and of Triton 3.6's PTX for the same kernels (benches/gpu/triton_ptx.py), two interleaved
# rounds; then the SASS instruction count of each (ptxas + cuobjdump). Issue 19, part 5. Run
# from the repo root after `../shared/tools/gpu-pack --bin bench-gpu --bin tessera`.
set -u
OUT=${OUT:-/tmp/jit-out}
mkdir -p "$OUT/ours" "$OUT/var"
python3 benches/gpu/triton_ptx.py
for ex in add softmax layernorm; do .gpu/bin/tessera compile examples/$ex.tile --target sm_90 -o "$OUT/ours/$ex.ptx"; done
for ex in matmul attention; do .gpu/bin/tessera compile examples/$ex.tile --target sm_90a -o "$OUT/ours/$ex.ptx"; done
for f in "$OUT"/ours/*.ptx; do python3 benches/gpu/ptx_variants.py "$f" "$OUT/var" > /dev/null; done
export CUDA_CACHE_DISABLE=1
for round in 1 2; do
  echo "round $round"
  while read -r name entry; do .gpu/bin/bench-gpu jit "$OUT/triton/$name.ptx" "$entry" | sed "s|$OUT/||"; done < "$OUT/triton/entries.txt"
  for f in "$OUT"/var/*.ptx; do stem=$(basename "$f"); .gpu/bin/bench-gpu jit "$f" "${stem%%.*}" | sed "s|$OUT/||"; done
done
for f in "$OUT"/var/*.ptx "$OUT"/triton/*.ptx; do
  a=sm_90; grep -q '^.target sm_90a' "$f" && a=sm_90a
  ptxas -arch=$a "$f" -o /tmp/jit-x.cubin 2>/dev/null && echo "$(basename "$f") $a: $(cuobjdump -sass /tmp/jit-x.cubin | grep -cE '^\s+/\*[0-9a-f]{4}\*/') SASS instructions"
done
