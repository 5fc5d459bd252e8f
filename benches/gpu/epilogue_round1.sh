#!/usr/bin/env bash
# Issue 15: the sm_90a matmul's epilogue through shared memory (the layout pass's exchange to the
# coalesced home layout, 16-byte stores: TESSERA_EPILOGUE_EXCHANGE=1) against stores from the
# accumulator's layout, interleaved. (Run first with TESSERA_EPILOGUE_EXCHANGE=1 against the
# default; the exchange is the default since, and TESSERA_EPILOGUE names both sides.) Run from the repo root after
# `../shared/tools/gpu-pack --bin bench-gpu --bin tessera`.
set -u
b() { TESSERA_TARGET=sm_90a timeout 30 .gpu/bin/bench-gpu matmul "$@" 2>&1 | tail -1 | sed 's/tessera_matmul /tessera /'; }
ab() { echo "accumulator: $(TESSERA_EPILOGUE=direct b "$@")"; echo "exchange: $(TESSERA_EPILOGUE=exchange b "$@")"; }
ab 4096 4096 4096 128 256 64 8 3 f16
ab 4096 4096 4096 128 256 64 8 4 f16
ab 4096 4096 512 128 256 64 8 3 f16
ab 4096 4096 4096 128 256 64 8 3 bf16
ab 256 8192 8192 64 128 64 4 4 f16
ab 4096 4096 4096 128 256 64 8 3 f16
ab 4096 4096 512 128 256 64 8 3 f16
