"""Hand-made ping-pong variant of a two-warpgroup attention kernel's PTX (issue 16 experiment).

Reads the PTX that `bench-gpu attention` prints (TESSERA_PRINT_PTX=1) for 8 warps on sm_90a and
writes the same kernel with the two warpgroups alternating on the tensor cores, as FA3 does:
warpgroup w takes its turn (named barrier 1 + w) before the second dot (P V) and hands it over
(bar.arrive on the other's barrier) once the next iteration's first dot (Q K^T) is issued, so one
warpgroup's softmax runs while the other's two dots do. The program barrier that released ring
slots is gone: the ring is refilled by warp 4 (the second warpgroup, always the later of the two
to finish a slot), which the turn order makes safe. Before each loop warpgroup 1 hands warpgroup 0
the first turn and both take theirs; after it warpgroup 0 hands over once more, so every barrier
phase has its 256 threads whatever the trip count.

usage: python3 pingpong.py IN.ptx OUT.ptx
"""
import re
import sys

src = open(sys.argv[1]).read().split("\n")
out = []
loops = []  # (header label, exit label)
for i, line in enumerate(src):
    m = re.match(r"\s*@%p\d+ bra\.uni (\$L\d+);", line)
    ahead = [k for k in range(i + 1, min(i + 5, len(src))) if src[k].strip() == (m.group(1) + ":" if m else None)]
    if m and ahead:
        ex = re.match(r"\s*bra\.uni (\$L\d+);", src[ahead[0] - 1])
        loops.append((m.group(1), ex.group(1)))
assert loops, "no loop"
headers = {h for h, _ in loops}
exits = {e for _, e in loops}
body = None
commits = fences = 0
done_decl = False
for i, line in enumerate(src):
    s = line.strip()
    if not done_decl and s.startswith(".reg .b64"):
        out.append(line)
        out.append("\t.reg .b32 %pp<4>;\n\t.reg .pred %pq<4>;")
        done_decl = True
        continue
    if s == "mov.u32 %r0, %tid.x;":
        out.append(line)
        out.append("\tshr.u32 %pp0, %r0, 7;\n\tadd.u32 %pp1, %pp0, 1;\n\tsub.u32 %pp2, 2, %pp0;"
                   "\n\tsetp.eq.u32 %pq0, %pp0, 0;\n\tsetp.eq.u32 %pq1, %pp0, 1;"
                   "\n\tshr.u32 %pp3, %r0, 5;\n\tsetp.eq.u32 %pq2, %pp3, 4;")
        continue
    m = re.match(r"\s*@%p\d+ bra\.uni (\$L\d+);", line)
    if m and m.group(1) in headers and body is None:
        out.append("\t@%pq1 bar.arrive 1, 256;\n\tbar.sync %pp1, 256;")
        out.append(line)
        continue
    if s.endswith(":") and s[:-1] in headers:
        body = s[:-1]
        commits = fences = 0
        out.append(line)
        continue
    if s.endswith(":") and s[:-1] in exits:
        body = None
        out.append(line)
        out.append("\t@%pq0 bar.arrive 2, 256;")
        continue
    if body is not None:
        if s == "wgmma.commit_group.sync.aligned;":
            commits += 1
            out.append(line)
            if commits == 1:
                out.append("\tbar.arrive %pp2, 256;")
            continue
        if s == "wgmma.fence.sync.aligned;":
            fences += 1
            if fences == 2:
                out.append("\tbar.sync %pp1, 256;")
            out.append(line)
            continue
        if s == "bar.sync 0;":
            continue
        m = re.match(r"(\s*)and\.pred (%p\d+), (%p\d+), (%p\d+);", line)
        if m and re.match(r"\s*elect\.sync _\|" + re.escape(m.group(4)) + ",", src[i - 1]):
            out.append(f"{m.group(1)}and.pred {m.group(2)}, %pq2, {m.group(4)};")
            continue
    out.append(line)
assert done_decl
open(sys.argv[2], "w").write("\n".join(out))
print(f"{sys.argv[2]}: {len(loops)} loops made ping-pong")
