#!/usr/bin/env bash
# The A/B driver for any code-generation switch: the default against one setting, interleaved,
# in one run on the GPU machine. The setting is given as the variable the benchmark binaries
# read for it (each `CodegenOptions` switch's `Setting::env` in isel/src/options.rs, read by
# `CodegenOptions::from_vars`; `tessera compile -C help` lists the switches), e.g.
# `TESSERA_LICM=0`, `TESSERA_REFILL=late` or `TESSERA_PTRADD=mad`; bench-gpu's own variables
# (`TESSERA_TMA=off`, `TESSERA_ATT_FOLD=0`, ..) work the same way.
#  1. Unless NO_JIT=1: driver JIT time of the examples' PTX (`bench-jit ptx`, as the JIT
#     compiles them for Triton's launch arguments) in both forms and of Triton 3.6's PTX for the
#     same kernels (benches/gpu/triton_ptx.py), all loaded interleaved in one process
#     (`bench-jit load`, CUDA_CACHE_DISABLE=1), ROUNDS times (default 2). The PTX goes to
#     $OUT/ptx.tar.gz.
#  2. Unless JIT_ONLY=1: run time of `bench-gpu` cases, both forms interleaved, RUN_ROUNDS times
#     (default 2). CASES lists the cases, separated by `;`, each the arguments of one bench-gpu
#     call (sm_90a); by default the attention benchmark kernels and the f16 matmul below.
#  3. With SDPA=1: torch SDPA (flash and cuDNN) on the default attention shapes.
# Run from the repo root after `../shared/tools/gpu-pack --bin bench-jit --bin bench-gpu`, with
# OUT set: `OUT=$OUT bash benches/gpu/knob_ab.sh TESSERA_LICM=0`, or for bench-gpu alone
# `OUT=$OUT NO_JIT=1 CASES="matmul 4096 4096 512 128 256 64 8 4 f16" bash benches/gpu/knob_ab.sh TESSERA_EXCHANGE=scalar`.
set -u
knob=${1:?usage: knob_ab.sh NAME=VALUE}
OUT=${OUT:-/tmp/knob-out}
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
echo "default against $knob"
if [[ ${NO_JIT:-0} != 1 ]]; then
  mkdir -p "$OUT/ours" "$OUT/ours_knob"
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
  tar -czf "$OUT/ptx.tar.gz" -C "$OUT" ours ours_knob triton && rm -rf "$OUT/ours" "$OUT/ours_knob" "$OUT/triton"
fi
if [[ ${JIT_ONLY:-0} != 1 ]]; then
  default_cases="attention 4096 32 64 0 64 128 4 2; attention 4096 32 64 1 64 128 4 2;
    attention 4096 32 128 0 128 128 8 2; attention 4096 32 128 1 128 128 8 2;
    matmul 4096 4096 4096 128 256 64 8 4 f16"
  b() { TESSERA_TARGET=sm_90a timeout 60 .gpu/bin/bench-gpu "$@" 2>&1 | tail -1; }
  list=${CASES:-$default_cases}
  IFS=';' read -r -a cases <<< "${list//$'\n'/ }"
  for round in $(seq "${RUN_ROUNDS:-2}"); do
    for c in "${cases[@]}"; do
      read -r -a args <<< "$c"
      [[ ${#args[@]} -gt 0 ]] || continue
      echo "$knob: $(export "$knob"; b "${args[@]}")"
      echo "default: $(b "${args[@]}")"
    done
  done
fi
if [[ ${SDPA:-0} == 1 ]]; then
  timeout 200 python3 benches/gpu/attention_baseline.py 4096,32,64,0 4096,32,64,1 4096,32,128,0 4096,32,128,1
fi
