#!/usr/bin/env bash
# Issue 15, round 2 of the copy engine: late refills (each iteration refills the slot its
# retired group read, after its dots; TESSERA_TMA_EARLY=1 refills at the top as before) and
# an elected issuer (elect.sync in warp 0; TESSERA_NO_ELECT=1 for thread 0), interleaved over
# two rounds, with Triton's TMA kernel in the same run. Run from the repo root after
# `../shared/tools/gpu-pack --bin bench-gpu --bin tessera`.
set -u
b() { TESSERA_TARGET=sm_90a timeout 60 .gpu/bin/bench-gpu matmul "$@" 2>&1 | tail -1 | sed 's/tessera_matmul /tessera /'; }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for round in 1 2; do
  for shape in "4096 4096 4096 f16" "8192 8192 8192 f16" "4096 4096 512 f16" "4096 4096 4096 bf16"; do
    set -- $shape
    echo "late+elect s4: $(b $1 $2 $3 128 256 64 8 4 $4)"
    echo "late+elect s3: $(b $1 $2 $3 128 256 64 8 3 $4)"
    echo "late s4: $(TESSERA_NO_ELECT=1 b $1 $2 $3 128 256 64 8 4 $4)"
    echo "early+elect s4: $(TESSERA_TMA_EARLY=1 b $1 $2 $3 128 256 64 8 4 $4)"
    echo "early s4 (before): $(TESSERA_TMA_EARLY=1 TESSERA_NO_ELECT=1 b $1 $2 $3 128 256 64 8 4 $4)"
  done
done
for d in f16 bf16; do
  timeout 240 python3 benches/gpu/triton_matmul_tma.py $d 4096,4096,4096 8192,8192,8192 4096,4096,512 -- 128,256,64,8,3 2>&1 | grep -v "^$"
done
