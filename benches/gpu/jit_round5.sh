#!/usr/bin/env bash
# Issue 19 part 5, round 5: driver JIT time of the examples' PTX (`bench-jit ptx`, as the JIT
# compiles them for Triton's launch arguments) against Triton 3.6's PTX for the same kernels
# (benches/gpu/triton_ptx.py), all loaded interleaved in one process (`bench-jit load`,
# CUDA_CACHE_DISABLE=1), twice; ours also without loop-invariant code motion (TESSERA_LICM=0).
# Run from the repo root after `../shared/tools/gpu-pack --bin bench-jit`, with OUT set.
set -u
OUT=${OUT:-/tmp/jit5-out}
mkdir -p "$OUT/ours" "$OUT/ours_nolicm"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
python3 benches/gpu/triton_ptx.py > /dev/null
TESSERA_CACHE=0 .gpu/bin/bench-jit ptx "$OUT/ours" > /dev/null
TESSERA_CACHE=0 TESSERA_LICM=0 .gpu/bin/bench-jit ptx "$OUT/ours_nolicm" > /dev/null
files=()
for ex in add softmax layernorm matmul attention; do
  files+=("$OUT/ours/$ex.ptx:$ex" "$OUT/ours_nolicm/$ex.ptx:$ex")
done
while read -r name entry; do files+=("$OUT/triton/$name.ptx:$entry"); done < "$OUT/triton/entries.txt"
for round in 1 2; do
  echo "round $round"
  CUDA_CACHE_DISABLE=1 .gpu/bin/bench-jit load "${files[@]}" | sed "s|$OUT/||g"
done
tar -czf "$OUT/ptx5.tar.gz" -C "$OUT" ours ours_nolicm triton && rm -rf "$OUT/ours" "$OUT/ours_nolicm" "$OUT/triton"
