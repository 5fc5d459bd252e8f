#!/usr/bin/env bash
# The sm_90a matmul record with the copy engine by default (issue 15): tessera (wgmma, TMA
# ring with mbarrier stages, one group in flight from 4 stages; TESSERA_TMA=off for cp.async,
# TESSERA_PERSISTENT=132 for the persistent kernel) against Triton 3.6 at its best
# configurations (pointer loads; tensor descriptors; tensor descriptors and persistent) and
# cuBLAS (torch.matmul), all in one run on the GPU machine. Run from the repo root after
# `../shared/tools/gpu-pack --bin bench-gpu --bin tessera`.
set -u
b() { TESSERA_TARGET=sm_90a timeout 60 .gpu/bin/bench-gpu matmul "$@" 2>&1 | tail -1 | sed 's/tessera_matmul /tessera /'; }
t() { timeout 240 python3 benches/gpu/triton_matmul.py "$@" 2>&1 | grep -v "^$" | sed 's/triton_matmul /triton /'; }
tma() { timeout 240 python3 benches/gpu/triton_matmul_tma.py "$@" 2>&1 | grep -v "^$" | sed 's/triton_matmul /triton /'; }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
big="128,256,64,8,3 128,256,64,8,4 128,128,64,8,3"
for d in f16 bf16; do
  for s in 4096 8192; do
    for cfg in "128 256 64 8 4" "128 256 32 8 6" "128 256 32 8 8" "128 128 64 4 4"; do b $s $s $s $cfg $d; done
    echo "cp.async: $(TESSERA_TMA=off b $s $s $s 128 256 64 8 4 $d)"
    echo "persistent: $(TESSERA_PERSISTENT=132 b $s $s $s 128 256 64 8 4 $d)"
  done
  t $d 4096,4096,4096 8192,8192,8192 -- $big
  tma $d 4096,4096,4096 8192,8192,8192 -- $big
done
# Other shapes, against cuBLAS (and Triton's pointer kernel at its best tiles).
for k in 512 16384; do
  for cfg in "128 256 64 8 4" "128 128 64 4 4" "128 256 32 8 8"; do b 4096 4096 $k $cfg f16; done
  echo "persistent: $(TESSERA_PERSISTENT=132 b 4096 4096 $k 128 256 64 8 4 f16)"
done
for m in 64 128 256; do
  for cfg in "64 128 64 4 4" "64 256 64 4 4" "64 128 64 4 6" "128 128 64 4 4" "128 256 64 8 4"; do b $m 8192 8192 $cfg f16; done
done
t f16 4096,4096,512 4096,4096,16384 64,8192,8192 128,8192,8192 256,8192,8192 -- 128,256,64,8,3 128,128,64,4,3 64,128,64,4,4 64,256,64,4,3
