#!/usr/bin/env bash
# Issue 37: kernels written as Triton's users write them against the record kernels and
# Triton's tutorial kernel, in one run on the GPU machine. Run from the repo root with .gpu
# packed (`../shared/tools/gpu-pack --bin bench-gpu --bin tessera`).
#  1. bench-gpu matmul: the record (`kernels::matmul`) and the same configuration with pointer
#     increments (`kernels::matmul_pointer_increments`, TESSERA_MATMUL_INCREMENTS=1),
#     interleaved, twice each, on sm_90a.
#  2. Triton 3.6's tutorial matmul (benches/gpu/triton_matmul.py, its default wgmma path) and
#     cuBLAS at the same configurations.
#  3. `tessera bench` (the device's default target: sm_90a on the H200) of the corpus file
#     examples/triton/matmul_ptr_inc.tile against its twin examples/matmul.tile at 4096^3, and
#     examples/attention.tile with no num_stages (now 3 by default) against num_stages 1.
set -u
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bench() { timeout 60 .gpu/bin/bench-gpu matmul "$@" 2>&1 | tail -1; }
export TESSERA_TARGET=sm_90a
for s in 4096 8192; do
  for cfg in "128 128 64 4 3" "128 256 64 8 3" "64 64 32 4 3"; do
    for rep in 1 2; do
      echo "record     $(bench $s $s $s $cfg f16)"
      echo "increments $(TESSERA_MATMUL_INCREMENTS=1 bench $s $s $s $cfg f16)"
    done
  done
done
unset TESSERA_TARGET
timeout 240 python3 benches/gpu/triton_matmul.py f16 4096,4096,4096 8192,8192,8192 -- 128,128,64,4,3 128,256,64,8,3 64,64,32,4,3 2>&1 | grep -v "^$"
n=4096
sets="--grid 64,64 --set %a=rand($((n*n))) --set %b=rand($((n*n))) --set %c=zeros($((n*n))) --set %M=$n --set %N=$n --set %K=$n --set %lda=$n --set %ldb=$n --set %ldc=$n"
for rep in 1 2; do
  for f in examples/matmul.tile examples/triton/matmul_ptr_inc.tile; do
    echo "$f: $(timeout 60 .gpu/bin/tessera bench $f $sets 2>&1 | tail -2 | tr '\n' ' ')"
  done
done
# Attention at 32 heads x 4096 x 64, %head_stride declared `div 16` (as the JIT specialises it),
# so that K^T and V can be fetched ahead: the default (3 stages on NVIDIA) against num_stages 1.
sed 's/%head_stride: i32,/%head_stride: i32 div 16,/' examples/attention.tile > /tmp/attention_s3.tile
sed 's/num_warps 4 {/num_warps 4 num_stages 1 {/' /tmp/attention_s3.tile > /tmp/attention_s1.tile
grep -c "num_stages 1" /tmp/attention_s1.tile
q=$((32*4096*64))
asets="--grid 64,32 --set %q=rand($q) --set %k=rand($q) --set %v=rand($q) --set %o=zeros($q) --set %seq=4096 --set %head_stride=262144"
for rep in 1 2; do
  for f in /tmp/attention_s3.tile /tmp/attention_s1.tile; do
    echo "$f: $(timeout 60 .gpu/bin/tessera bench $f $asets 2>&1 | tail -2 | tr '\n' ' ')"
  done
done
# 4. The corpus's launch orders at 4096^3 (64 x 64 x 32, 4 warps, 3 stages, as Triton's
#    64,64,32,4,3 row above): Triton 03's grouped order as written (its block indices not
#    provably >= 0: cp.async), with the two clamps (TMA), Triton 09's persistent loop as written
#    and clamped on 132, 528 and 1056 programs (1, 4 and 8 per SM of an H100/H200), against the
#    twin on a 2-D grid.
for rep in 1 2; do
  echo "examples/matmul.tile 2-D: $(timeout 60 .gpu/bin/tessera bench examples/matmul.tile $sets 2>&1 | tail -1)"
  g1=${sets/--grid 64,64/--grid 4096}
  for f in matmul_grouped matmul_grouped_clamped; do
    echo "$f: $(timeout 60 .gpu/bin/tessera bench examples/triton/$f.tile $g1 2>&1 | tail -1)"
  done
  for g in 132 528 1056; do
    gp=${sets/--grid 64,64/--grid $g}
    for f in matmul_persistent matmul_persistent_clamped; do
      echo "$f grid $g: $(timeout 60 .gpu/bin/tessera bench examples/triton/$f.tile $gp 2>&1 | tail -1)"
    done
  done
done
