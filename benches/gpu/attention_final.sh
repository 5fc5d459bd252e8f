#!/usr/bin/env bash
# Issue 16's record on the H200: `kernels::attention` on sm_90a (wgmma, P from registers, Q
# resident, K and V by the copy engine, exp2 flush-to-zero, split key loop), f16, batch x heads
# 32, seq 4096 and 16384, d 64 and 128, causal and not, at its block shapes; the A/Bs of the
# scale folded into the exponentials (TESSERA_ATT_FOLD=1) and of the split (TESSERA_ATT_NOSPLIT=1);
# then torch SDPA (flash, cuDNN) in the same run. Run from the repo root after
# `../shared/tools/gpu-pack --bin bench-gpu`.
set -u
a() { TESSERA_TARGET=sm_90a timeout 60 .gpu/bin/bench-gpu attention "$@" 2>&1 | tail -1; }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for cfg in "4096 32 64 0 64 64 4 2" "4096 32 64 1 64 64 4 2" "4096 32 128 0 128 128 8 2" "4096 32 128 1 128 128 8 2"; do
  echo "default: $(a $cfg)"
  echo "folded: $(TESSERA_ATT_FOLD=1 a $cfg)"
  echo "one loop: $(TESSERA_ATT_NOSPLIT=1 a $cfg)"
done
for seq in 4096 16384; do
  for d in 64 128; do
    for causal in 0 1; do
      for cfg in "64 64 4 2" "128 64 8 2" "128 128 8 2" "64 128 4 2"; do a $seq 32 $d $causal $cfg; done
    done
  done
done
timeout 300 python3 benches/gpu/attention_baseline.py 4096,32,64,0 4096,32,64,1 4096,32,128,0 4096,32,128,1 16384,32,64,0 16384,32,64,1 16384,32,128,0 16384,32,128,1
