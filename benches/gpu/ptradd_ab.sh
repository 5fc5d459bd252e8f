#!/usr/bin/env bash
# Pointer + i32 offset as `mul.wide` + `add.s64` (the default) against one `mad.wide`
# (TESSERA_PTRADD=mad): the driver's JIT time of the examples' PTX in both forms and of Triton
# 3.6's PTX for the same kernels, all loaded interleaved in one process (`bench-jit load`,
# CUDA_CACHE_DISABLE=1), two rounds; then the benchmark kernels' run time, interleaved, two
# rounds. Run from the repo root after `../shared/tools/gpu-pack --bin bench-jit --bin
# bench-gpu`, with OUT set.
set -u
OUT=${OUT:-/tmp/ptradd-out}
mkdir -p "$OUT/ours" "$OUT/ours_mad"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
python3 benches/gpu/triton_ptx.py > /dev/null
TESSERA_CACHE=0 .gpu/bin/bench-jit ptx "$OUT/ours" > /dev/null
TESSERA_CACHE=0 TESSERA_PTRADD=mad .gpu/bin/bench-jit ptx "$OUT/ours_mad" > /dev/null
files=()
for ex in add softmax layernorm matmul attention; do
  files+=("$OUT/ours/$ex.ptx:$ex" "$OUT/ours_mad/$ex.ptx:$ex")
done
while read -r name entry; do files+=("$OUT/triton/$name.ptx:$entry"); done < "$OUT/triton/entries.txt"
for round in 1 2; do
  echo "round $round"
  CUDA_CACHE_DISABLE=1 .gpu/bin/bench-jit load "${files[@]}" | sed "s|$OUT/||g"
done
a() { TESSERA_TARGET=sm_90a timeout 60 .gpu/bin/bench-gpu attention "$@" 2>&1 | tail -1; }
m() { TESSERA_TARGET=sm_90a timeout 60 .gpu/bin/bench-gpu matmul "$@" 2>&1 | tail -1; }
for round in 1 2; do
  for cfg in "4096 32 64 0 64 128 4 2" "4096 32 128 0 128 128 8 2" "4096 32 128 1 128 128 8 2"; do
    echo "mad:      $(TESSERA_PTRADD=mad a $cfg)"
    echo "mul.wide: $(a $cfg)"
  done
  echo "mad:      $(TESSERA_PTRADD=mad m 4096 4096 4096 128 256 64 8 4 f16)"
  echo "mul.wide: $(m 4096 4096 4096 128 256 64 8 4 f16)"
done
tar -czf "$OUT/ptx_ptradd.tar.gz" -C "$OUT" ours ours_mad triton && rm -rf "$OUT/ours" "$OUT/ours_mad" "$OUT/triton"
