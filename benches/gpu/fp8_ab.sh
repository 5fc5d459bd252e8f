#!/usr/bin/env bash
# Issue 40: interleaved A/B of the scaled fp8 matmul (`bench-gpu matmul ... e4m3`), one run, on the
# GPU machine after `../shared/tools/gpu-pack --bin bench-gpu`. VARIANTS lists the variants, each
# `BINARY` or `BINARY,VAR=VALUE,..` (a bench-gpu build, e.g. the previous kernel library copied to
# .gpu/bin/bench-gpu-old, and environment assignments: `TESSERA_EPILOGUE=direct`,
# `TESSERA_PERSISTENT=132`); CONFIGS the `M N K BM BN BK WARPS STAGES` lists separated by `;`;
# ROUNDS the interleaved rounds (3); BASELINE=1 adds cuBLAS (`torch._scaled_mm`) at the CONFIGS'
# shapes.
# usage: VARIANTS=".gpu/bin/bench-gpu-old .gpu/bin/bench-gpu" bash benches/gpu/fp8_ab.sh
cd "$(dirname "$0")/../.."
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
export TESSERA_TARGET=sm_90a
VARIANTS=${VARIANTS:-".gpu/bin/bench-gpu"}
CONFIGS=${CONFIGS:-"4096 4096 4096 128 256 128 8 4"}
IFS=';' read -ra cfgs <<< "$CONFIGS"
for round in $(seq "${ROUNDS:-3}"); do
  for cfg in "${cfgs[@]}"; do
    for v in $VARIANTS; do
      IFS=',' read -ra parts <<< "$v"
      echo "-- ${v}"
      env "${parts[@]:1}" timeout 60 "${parts[0]}" matmul $cfg e4m3 2>&1 | tail -1
    done
  done
done
if [ "${BASELINE:-0}" = 1 ]; then
  shapes=$(for cfg in "${cfgs[@]}"; do set -- $cfg; echo -n "$1,$2,$3 "; done)
  python3 benches/gpu/fp8_matmul_baseline.py e4m3 $shapes -- 128,256,128,8,4 2>&1 | grep -v Warning
fi
