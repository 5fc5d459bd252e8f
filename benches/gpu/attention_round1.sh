#!/usr/bin/env bash
# Issue 16, first measurement of `kernels::attention` on the H200 (not yet run): f16, batch x
# heads 32, sequence 4096 and 16384, head dims 64 and 128, causal and not, on sm_90a (wgmma, P
# from registers) at a few block shapes, then torch SDPA (flash and cuDNN) in the same run.
# Run from the repo root after `../shared/tools/gpu-pack --bin bench-gpu`.
set -u
a() { TESSERA_TARGET=sm_90a timeout 60 .gpu/bin/bench-gpu attention "$@" 2>&1 | tail -1; }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for seq in 4096 16384; do
  for d in 64 128; do
    for causal in 0 1; do
      for cfg in "64 64 4 2" "128 64 8 2" "128 128 8 2"; do a $seq 32 $d $causal $cfg; done
    done
  done
done
# The scale folded into the exponentials (`Attention::fold`) against not, interleaved.
for d in 64 128; do
  for causal in 0 1; do
    echo "unfolded: $(a 4096 32 $d $causal 128 64 8 2)"
    echo "folded: $(TESSERA_ATT_FOLD=1 a 4096 32 $d $causal 128 64 8 2)"
  done
done
timeout 400 python3 benches/gpu/attention_baseline.py 4096,32,64,0 4096,32,64,1 4096,32,128,0 4096,32,128,1 16384,32,64,0 16384,32,64,1 16384,32,128,0 16384,32,128,1
