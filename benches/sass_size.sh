#!/usr/bin/env bash
# SASS instruction counts (ptxas, .text bytes / 16, read with llvm-readelf) of the examples as
# the JIT compiles them for Triton's launch arguments (`bench-jit ptx`) and of the benchmark
# matmul and attention kernels, with shared-memory exchanges as vectors (the default) and one
# element per access (TESSERA_EXCHANGE=scalar): the counts docs/benchmarks.md gives for issue
# 19 part 5. No GPU needed: run from the repo root after `cargo build --release` and with the
# oracles on PATH (`../shared/tools/install-oracles`).
set -eu
dir=$(mktemp -d)
count() {
  local a=sm_90; grep -q '^.target sm_90a' "$1" && a=sm_90a
  ptxas -arch=$a "$1" -o "$dir/x.cubin" 2>/dev/null
  llvm-readelf -S "$dir/x.cubin" | awk '/ \.text\./ {print $6}' | while read -r h; do echo $((0x$h / 16)); done
}
for mode in vector scalar; do
  export TESSERA_EXCHANGE=$mode
  TESSERA_CACHE=0 target/release/bench-jit ptx "$dir/$mode" > /dev/null
  for ex in add softmax layernorm matmul attention; do echo "$mode examples/$ex.tile: $(count "$dir/$mode/$ex.ptx")"; done
  TESSERA_TARGET=sm_90a TESSERA_PRINT_PTX=1 target/release/bench-gpu matmul 4096 4096 4096 128 256 64 8 4 f16 2>/dev/null > "$dir/mm.ptx" || true
  echo "$mode matmul 4096^3 128x256x64 w8 s4: $(count "$dir/mm.ptx")"
  TESSERA_TARGET=sm_90a TESSERA_PRINT_PTX=1 target/release/bench-gpu attention 4096 32 128 1 128 128 8 2 2>/dev/null > "$dir/att.ptx" || true
  echo "$mode attention d128 causal 128x128 w8: $(count "$dir/att.ptx")"
done
rm -rf "$dir"
