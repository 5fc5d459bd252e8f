#!/usr/bin/env bash
# Loop-invariant code motion (`isel::licm`, default) against none (TESSERA_LICM=0), on the H200:
# (1) the driver's JIT time of the examples' PTX (`bench-jit ptx`, as the JIT compiles them for
# Triton's launch arguments) in both forms and of Triton 3.6's PTX for the same kernels
# (benches/gpu/triton_ptx.py), all loaded interleaved in one process (`bench-jit load`,
# CUDA_CACHE_DISABLE=1); (2) run time of the attention benchmark kernels and the f16 matmul,
# interleaved, two rounds; (3) torch SDPA (flash, cuDNN) on the same attention shapes. Run from
# the repo root after `../shared/tools/gpu-pack --bin bench-jit --bin bench-gpu`, with OUT set.
set -u
OUT=${OUT:-/tmp/licm-out}
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
CUDA_CACHE_DISABLE=1 .gpu/bin/bench-jit load "${files[@]}" | sed "s|$OUT/||g"
a() { TESSERA_TARGET=sm_90a timeout 60 .gpu/bin/bench-gpu attention "$@" 2>&1 | tail -1; }
m() { TESSERA_TARGET=sm_90a timeout 60 .gpu/bin/bench-gpu matmul "$@" 2>&1 | tail -1; }
for round in 1 2; do
  for cfg in "4096 32 64 0 64 128 4 2" "4096 32 64 1 64 128 4 2" "4096 32 128 0 128 128 8 2" "4096 32 128 1 128 128 8 2"; do
    echo "no licm: $(TESSERA_LICM=0 a $cfg)"
    echo "licm:    $(a $cfg)"
  done
  echo "no licm: $(TESSERA_LICM=0 m 4096 4096 4096 128 256 64 8 4 f16)"
  echo "licm:    $(m 4096 4096 4096 128 256 64 8 4 f16)"
done
timeout 200 python3 benches/gpu/attention_baseline.py 4096,32,64,0 4096,32,64,1 4096,32,128,0 4096,32,128,1
tar -czf "$OUT/ptx.tar.gz" -C "$OUT" ours ours_nolicm triton && rm -rf "$OUT/ours" "$OUT/ours_nolicm" "$OUT/triton"
