#!/usr/bin/env bash
# Issue 16 experiment: the two-warpgroup attention kernels as compiled against the same PTX made
# ping-pong by hand (benches/gpu/pingpong.py), interleaved, two rounds; then torch SDPA.
# Before: build with `../shared/tools/gpu-pack --bin bench-gpu` and write .gpu/ptx/NAME.ptx
# (`TESSERA_TARGET=sm_90a TESSERA_PRINT_PTX=1 bench-gpu attention CFG`) and NAME.pp.ptx
# (`python3 benches/gpu/pingpong.py`) for each configuration below.
set -u
nvidia-smi --query-gpu=name,driver_version,clocks.sm --format=csv,noheader
a() { TESSERA_TARGET=sm_90a timeout 60 .gpu/bin/bench-gpu attention "$@" 2>&1 | tail -1; }
cfgs=("d128:4096 32 128 0 128 128 8 2" "d128c:4096 32 128 1 128 128 8 2" "d128s3:4096 32 128 0 128 128 8 3"
      "d128cs3:4096 32 128 1 128 128 8 3" "d64w8:4096 32 64 0 128 128 8 2" "d64cw8:4096 32 64 1 128 128 8 2")
for round in 1 2; do
  for c in "${cfgs[@]}"; do
    name=${c%%:*}; cfg=${c#*:}
    echo "$name compiled : $(a $cfg)"
    echo "$name pingpong : $(TESSERA_PTX_FILE=.gpu/ptx/$name.pp.ptx a $cfg)"
  done
  echo "d64 64x128 w4 : $(a 4096 32 64 0 64 128 4 2)"
done
if [[ ${SDPA:-1} == 1 ]]; then
  timeout 200 python3 benches/gpu/attention_baseline.py 4096,32,64,0 4096,32,64,1 4096,32,128,0 4096,32,128,1
fi
