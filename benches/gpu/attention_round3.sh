#!/usr/bin/env bash
# Issue 16, round 3 on the H200 (sm_90a, f16, batch x heads 32): K and V by the copy engine
# (3-D tensor maps, the default now), interleaved A/Bs of
# - the split key loop (TESSERA_ATT_SPLIT=1) against one masked loop;
# - exp2 in its flush-to-zero form (TESSERA_EX2_FTZ=1; a measurement only, not exp2's bound);
# - the copy engine off (Tma::Off through TESSERA_TMA=off: cp.async as in round 2);
# then the block shapes again, and torch SDPA (flash, cuDNN) in the same run.
# Run from the repo root after `../shared/tools/gpu-pack --bin bench-gpu`.
# (Since then the split and ex2.approx.ftz are the defaults: TESSERA_ATT_NOSPLIT=1 is the split's
# A/B, and the TESSERA_ATT_SPLIT and TESSERA_EX2_FTZ knobs are gone; attention_final.sh is current.)
set -u
a() { TESSERA_TARGET=sm_90a timeout 60 .gpu/bin/bench-gpu attention "$@" 2>&1 | tail -1; }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for cfg in "4096 32 64 0 64 64 4 2" "4096 32 64 1 64 64 4 2" "4096 32 64 0 128 64 8 2" \
           "4096 32 128 0 128 128 8 2" "4096 32 128 1 128 128 8 2" "4096 32 128 0 128 64 8 2"; do
  echo "cp.async, split: $(TESSERA_TMA=off TESSERA_ATT_SPLIT=1 a $cfg)"
  echo "tma: $(a $cfg)"
  echo "tma, split: $(TESSERA_ATT_SPLIT=1 a $cfg)"
  echo "tma, split, ftz: $(TESSERA_EX2_FTZ=1 TESSERA_ATT_SPLIT=1 a $cfg)"
done
for seq in 4096 16384; do
  for d in 64 128; do
    for causal in 0 1; do
      for cfg in "64 64 4 2" "128 64 8 2" "128 128 8 2" "128 64 8 3" "128 128 8 3"; do
        TESSERA_ATT_SPLIT=1 a $seq 32 $d $causal $cfg
      done
    done
  done
done
timeout 300 python3 benches/gpu/attention_baseline.py 4096,32,64,0 4096,32,64,1 4096,32,128,0 4096,32,128,1 16384,32,64,0 16384,32,64,1 16384,32,128,0 16384,32,128,1
