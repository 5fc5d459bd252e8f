"""Where the two warpgroups take turns in attention's loop (issue 16 experiment, 2026-12-03).

tessera's turns (isel::lower::pipeline) hand the turn over once `Q K^T` is issued and take it
back before `P V`: a group holds it from its `P V` through its next `Q K^T`, so nothing can be
queued on the tensor cores between those two dots. cuDNN's d128 kernel (read with ncu,
docs/gpu-logs/2026-12-03-cudnn-ncu.log) takes the turn around the softmax's exponentials
instead and leaves the dots free. This script rewrites the compiled PTX that way:

  softmax  take right after `Q K^T` is waited for, hand over right before `P V`
  exp      take after the row max (before the first `fma` of the loop body), hand over before `P V`

Before each loop the last group still hands group 0 its first turn, but nobody takes; after it
group 0 takes once more (the last group's last handover), so every phase is whole. The refill
by the last group after its `P V` is not re-proved here (group 0's `P V` of the slot is issued
before the last group's softmax, so it has finished in practice); the bench's spot checks say
whether the output is right.

usage: python3 turn_variants.py IN.ptx softmax|exp OUT.ptx
"""
import re
import sys

src = open(sys.argv[1]).read().split("\n")
mode = sys.argv[2]
out = []
i = 0
n = len(src)
state = "pre"  # pre: before the loop's take; body: inside a loop body
take = handover = None
while i < n:
    line, s = src[i], src[i].strip()
    if s.startswith(".reg .pred"):
        out += [line, "\t.reg .pred %tq<2>;"]
        i += 1
        continue
    m = re.match(r"@%p\d+ bar\.arrive (%r\d+), 256;$", s)
    if m and i + 1 < n and re.match(r"bar\.sync %r\d+, 256;$", src[i + 1].strip()):
        # before the loop: keep the last group's handover, drop the take
        take = src[i + 1].strip().split()[1].rstrip(",")
        out.append(line)
        i += 2
        continue
    if s == "wgmma.commit_group.sync.aligned;" and i + 2 < n and src[i + 1].strip().startswith("bar.arrive") \
            and src[i + 2].strip() == "wgmma.wait_group.sync.aligned 0;":
        handover = src[i + 1].strip().split()[1].rstrip(",")
        out += [line, src[i + 2]]
        if mode == "softmax":
            out.append(f"\tbar.sync {take}, 256;")
        else:
            # take before the first fma after the row max
            k = i + 3
            while not src[k].strip().startswith("fma."):
                out.append(src[k])
                k += 1
            out.append(f"\tbar.sync {take}, 256;")
            i = k
            continue
        i += 3
        continue
    if re.match(r"bar\.sync %r\d+, 256;$", s) and src[i + 1].strip() == "wgmma.fence.sync.aligned;":
        out.append(f"\tbar.arrive {handover}, 256;")
        i += 1
        continue
    m = re.match(r"@%p\d+ bar\.arrive (%r\d+), 256;$", s)
    if m and src[i + 1].strip() == "bar.sync 0;":
        out += [f"\tsetp.eq.u32 %tq0, {take}, 1;", f"\t@%tq0 bar.sync {take}, 256;"]
        i += 1
        continue
    out.append(line)
    i += 1
open(sys.argv[3], "w").write("\n".join(out))
