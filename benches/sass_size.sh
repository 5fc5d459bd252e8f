#!/usr/bin/env bash
# SASS instruction counts (ptxas, .text bytes / 16, read with llvm-readelf) and registers of the
# examples as the JIT compiles them for Triton's launch arguments (`bench-jit ptx`) and of the
# benchmark matmul and attention kernels, by default and with one code-generation switch set
# (KNOB=NAME=VALUE, the switch's variable, `Setting::env` in isel/src/options.rs; by default
# TESSERA_EXCHANGE=scalar: shared-memory exchanges one element per access). These are the SASS
# counts of docs/benchmarks.md ("Driver JIT time against Triton's PTX"), and of the A/Bs in
# docs/benchmarks-history.md (e.g. KNOB=TESSERA_REASSOC=0, KNOB=TESSERA_REFILL=late). No GPU
# needed: run from the repo root
# after `cargo build --release` and with the oracles on PATH (`../shared/tools/install-oracles`).
set -eu
knob=${KNOB:-TESSERA_EXCHANGE=scalar}
dir=$(mktemp -d)
count() {
  local a=sm_90; grep -q '^.target sm_90a' "$1" && a=sm_90a
  local regs; regs=$(ptxas -arch=$a -v "$1" -o "$dir/x.cubin" 2>&1 | grep -oE 'Used [0-9]+ registers' | head -1)
  llvm-readelf -S "$dir/x.cubin" | awk '/ \.text\./ {print $6}' | while read -r h; do echo "$((0x$h / 16)) SASS, $regs"; done
}
for variant in default "$knob"; do
  [[ $variant == default ]] && set -- || set -- "$variant"
  mkdir -p "$dir/$variant"
  env TESSERA_CACHE=0 "$@" target/release/bench-jit ptx "$dir/$variant" > /dev/null
  for ex in add softmax layernorm matmul attention; do echo "$variant examples/$ex.tile: $(count "$dir/$variant/$ex.ptx")"; done
  env TESSERA_TARGET=sm_90a TESSERA_PRINT_PTX=1 "$@" target/release/bench-gpu matmul 4096 4096 4096 128 256 64 8 4 f16 2>/dev/null > "$dir/mm.ptx" || true
  echo "$variant matmul 4096^3 128x256x64 w8 s4: $(count "$dir/mm.ptx")"
  for cfg in "128 0 128 128 8 2" "128 1 128 128 8 2" "128 0 128 128 8 3" "128 1 128 128 8 3" "64 0 128 64 8 2" "64 0 64 128 4 2" "64 1 64 128 4 2"; do
    env TESSERA_TARGET=sm_90a TESSERA_PRINT_PTX=1 "$@" target/release/bench-gpu attention 4096 32 $cfg 2>/dev/null |
      grep -v '^tessera_attention\|^no GPU\|^skip' > "$dir/att.ptx" || true
    echo "$variant attention d/causal/block/warps/stages ${cfg// //}: $(count "$dir/att.ptx")"
  done
done
rm -rf "$dir"
