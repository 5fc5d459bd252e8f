#!/usr/bin/env bash
# A code-generation knob's A/B on the H200 (one of `tessera_isel::CODEGEN_KNOBS`): the default
# against the setting given as the argument, e.g. `TESSERA_LICM=0` or `TESSERA_PTRADD=mad`.
#  1. Driver JIT time of the examples' PTX (`bench-jit ptx`, as the JIT compiles them for
#     Triton's launch arguments) in both forms and of Triton 3.6's PTX for the same kernels
#     (benches/gpu/triton_ptx.py), all loaded interleaved in one process (`bench-jit load`,
#     CUDA_CACHE_DISABLE=1), ROUNDS times (default 2).
#  2. Unless JIT_ONLY=1: run time of the attention benchmark kernels and the f16 matmul, both
#     forms interleaved, two rounds.
#  3. With SDPA=1: torch SDPA (flash and cuDNN) on the same attention shapes.
# Run from the repo root after `../shared/tools/gpu-pack --bin bench-jit --bin bench-gpu`, with
# OUT set: `OUT=$OUT bash benches/gpu/knob_ab.sh TESSERA_LICM=0`. The PTX goes to
# $OUT/ptx.tar.gz.
set -u
knob=${1:?usage: knob_ab.sh NAME=VALUE}
OUT=${OUT:-/tmp/knob-out}
mkdir -p "$OUT/ours" "$OUT/ours_knob"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
echo "default against $knob"
python3 benches/gpu/triton_ptx.py > /dev/null
TESSERA_CACHE=0 .gpu/bin/bench-jit ptx "$OUT/ours" > /dev/null
env TESSERA_CACHE=0 "$knob" .gpu/bin/bench-jit ptx "$OUT/ours_knob" > /dev/null
files=()
for ex in add softmax layernorm matmul attention; do
  files+=("$OUT/ours/$ex.ptx:$ex" "$OUT/ours_knob/$ex.ptx:$ex")
done
while read -r name entry; do files+=("$OUT/triton/$name.ptx:$entry"); done < "$OUT/triton/entries.txt"
for round in $(seq "${ROUNDS:-2}"); do
  echo "JIT round $round"
  CUDA_CACHE_DISABLE=1 .gpu/bin/bench-jit load "${files[@]}" | sed "s|$OUT/||g"
done
if [[ ${JIT_ONLY:-0} != 1 ]]; then
  a() { TESSERA_TARGET=sm_90a timeout 60 .gpu/bin/bench-gpu attention "$@" 2>&1 | tail -1; }
  m() { TESSERA_TARGET=sm_90a timeout 60 .gpu/bin/bench-gpu matmul "$@" 2>&1 | tail -1; }
  for round in 1 2; do
    for cfg in "4096 32 64 0 64 128 4 2" "4096 32 64 1 64 128 4 2" "4096 32 128 0 128 128 8 2" "4096 32 128 1 128 128 8 2"; do
      echo "$knob: $(export "$knob"; a $cfg)"
      echo "default: $(a $cfg)"
    done
    echo "$knob: $(export "$knob"; m 4096 4096 4096 128 256 64 8 4 f16)"
    echo "default: $(m 4096 4096 4096 128 256 64 8 4 f16)"
  done
fi
if [[ ${SDPA:-0} == 1 ]]; then
  timeout 200 python3 benches/gpu/attention_baseline.py 4096,32,64,0 4096,32,64,1 4096,32,128,0 4096,32,128,1
fi
tar -czf "$OUT/ptx.tar.gz" -C "$OUT" ours ours_knob triton && rm -rf "$OUT/ours" "$OUT/ours_knob" "$OUT/triton"
