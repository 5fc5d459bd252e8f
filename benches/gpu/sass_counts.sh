#!/usr/bin/env bash
# SASS of PTX files on the GPU machine: for each FILE:ENTRY argument, ptxas (sm_90a where the
# file says `.target sm_90a`, else sm_90) and cuobjdump write $OUT/sass/TAG.sass (TAG: the path
# under $OUT with / as _), and one line says its instruction count and its eight most common
# opcodes. Used by jit_round2.sh and jit_round3.sh.
set -u
OUT=${OUT:-/tmp/jit-out}
mkdir -p "$OUT/sass"
for fe in "$@"; do
  f=${fe%:*}; tag=$(echo "$f" | sed "s|$OUT/||; s|/|_|g; s|\.ptx$||")
  a=sm_90; grep -q '^.target sm_90a' "$f" && a=sm_90a
  ptxas -arch=$a "$f" -o "$OUT/sass/$tag.cubin" 2>/dev/null || { echo "$tag: ptxas failed"; continue; }
  cuobjdump -sass "$OUT/sass/$tag.cubin" > "$OUT/sass/$tag.sass"
  n=$(grep -cE '^\s+/\*[0-9a-f]{4}\*/' "$OUT/sass/$tag.sass")
  top=$(grep -oE '^\s+/\*[0-9a-f]{4}\*/\s+(@!?U?P[0-9T] )?[A-Z0-9_.]+' "$OUT/sass/$tag.sass" | awk '{print $NF}' | sed 's/\..*//' | sort | uniq -c | sort -rn | head -8 | awk '{printf "%s %s, ", $2, $1}')
  echo "$tag $a: $n SASS instructions ($top)"
  rm "$OUT/sass/$tag.cubin"
done
