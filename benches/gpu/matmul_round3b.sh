#!/usr/bin/env bash
# GPU round 3b: matmul 4096^3 f16 with num_stages and dynamic shared memory, twice each
# (tessera), against Triton's mma.sync path in the same run.
set -u
for cfg in "128 128 32 4 3" "128 128 32 4 4" "128 256 32 8 3" "128 256 32 8 4" "128 128 64 4 3" "128 256 64 8 3" "256 128 32 8 3" "128 128 64 8 3"; do
  timeout 60 .gpu/bin/bench-gpu matmul 4096 4096 4096 $cfg 2>&1 | tail -1
done
DISABLE_MMA_V3=1 timeout 150 python3 benches/gpu/triton_matmul.py 4096,4096,4096 -- 128,256,64,8,3 128,128,32,4,4 2>&1 | tail -3
.gpu/bin/bench-gpu matmul 4096 4096 4096 128 128 32 4 3 2>&1 | tail -1
.gpu/bin/bench-gpu matmul 4096 4096 4096 128 256 32 8 3 2>&1 | tail -1
