"""Side-by-side SASS opcode histograms of two kernels (ours against Triton's), issue 19 part 5.

usage: sass_hist.py NAME OURS.sass TRITON.sass REPORT.txt [TOP]

Reads `cuobjdump -sass` (or `nvdisasm`) text. Writes REPORT.txt with four tables, each sorted by
the absolute difference ours - triton and ending in totals: opcodes without modifiers (IMAD,
LEA, HGMMA, ...), full opcodes (IMAD.MOV.U32, ...), and both again restricted to the innermost
loop: the instructions from the target of the last backward branch (a BRA to a lower address)
to that branch, in the function with the most instructions. Predicates (@P0, @!PT, @!UP1) are
stripped. The same report, with the first TOP rows of each table (default 25), goes to stdout.
Used by benches/gpu/sass_diff.sh.
"""
import os
import re
import sys
from collections import Counter

INSN = re.compile(r"^\s*/\*([0-9a-fA-F]{4,})\*/\s+\{?\s*(.*?)\s*;")
LABEL = re.compile(r"^\s*(\.L_x_\d+):")  # nvdisasm's branch targets
FUNC = re.compile(r"^\s*(?:Function : (\S+)|\.text\.(\S+):)\s*$")
PRED = re.compile(r"^@!?U?P(?:T|\d+)\s+")
HEX_TARGET = re.compile(r"(?:^|[\s,])(0x[0-9a-fA-F]+)\s*$")  # cuobjdump: BRA 0x90
LABEL_TARGET = re.compile(r"`\((\.L_x_\d+)\)")  # nvdisasm: BRA `(.L_x_3)


def parse(path):
    """{function: [(address, full opcode, branch target or None)]}"""
    funcs, cur, labels, pending = {}, None, {}, []
    for line in open(path):
        if m := FUNC.match(line):
            cur = funcs.setdefault(m.group(1) or m.group(2), [])
        elif m := LABEL.match(line):
            pending.append(m.group(1))
        elif m := INSN.match(line):
            if cur is None:
                cur = funcs.setdefault("?", [])
            addr, text = int(m.group(1), 16), PRED.sub("", m.group(2))
            op, _, operands = text.partition(" ")
            labels.update((lab, addr) for lab in pending)
            pending = []
            target = None
            if op.split(".")[0] == "BRA":
                t = HEX_TARGET.search(operands) or LABEL_TARGET.search(operands)
                target = t and t.group(1)
            cur.append((addr, op, target))
    # nvdisasm's labels may point forward, so targets are resolved at the end
    resolve = lambda t: None if t is None else int(t, 16) if t.startswith("0x") else labels.get(t)
    return {f: [(a, op, resolve(t)) for a, op, t in insns] for f, insns in funcs.items()}


def loop_of(funcs):
    """(instructions of the innermost loop, description) in the largest function."""
    insns = max(funcs.values(), key=len, default=[])
    back = [(a, t) for a, _, t in insns if t is not None and t < a]
    if not back:
        return [], "no backward branch"
    end, start = max(back)
    body = [i for i in insns if start <= i[0] <= end]
    others = ", ".join(f"{a:#06x}->{t:#06x}" for a, t in sorted(back)[:-1])
    return body, f"{start:#06x}..{end:#06x}, {len(body)} instructions" + (
        f" (other backward branches: {others})" if others else "")


def table(title, a, b, top):
    rows = sorted(set(a) | set(b), key=lambda k: (-abs(a[k] - b[k]), -(a[k] + b[k]), k))
    w = max([len(k) for k in rows] + [6])
    out = [title, f"  {'opcode':<{w}} {'ours':>6} {'triton':>6} {'diff':>6}"]
    out += [f"  {k:<{w}} {a[k]:>6} {b[k]:>6} {a[k] - b[k]:>+6}" for k in rows[:top]]
    if top is not None and len(rows) > top:
        out.append(f"  ... {len(rows) - top} more rows")
    ta, tb = sum(a.values()), sum(b.values())
    out.append(f"  {'total':<{w}} {ta:>6} {tb:>6} {ta - tb:>+6}")
    return out


def report(name, paths, top):
    funcs = [parse(p) for p in paths]
    alls = [[i for f in fs.values() for i in f] for fs in funcs]
    loops = [loop_of(fs) for fs in funcs]
    a, b = (os.path.basename(p) for p in paths)
    out = [f"== {name}: ours {a} ({len(alls[0])} SASS) against triton {b} ({len(alls[1])} SASS) =="]
    out += [f"innermost loop, {who}: {desc}" for who, (_, desc) in zip(("ours", "triton"), loops)]
    for where, (x, y) in (("whole kernel", alls), ("innermost loop", [l[0] for l in loops])):
        full = [Counter(op for _, op, _ in s) for s in (x, y)]
        base = [Counter(op.split(".")[0] for _, op, _ in s) for s in (x, y)]
        out += table(f"-- {name}, {where}: opcodes without modifiers", *base, top)
        out += table(f"-- {name}, {where}: full opcodes", *full, top)
    return "\n".join(out) + "\n"


def main():
    if len(sys.argv) not in (5, 6):
        sys.exit(__doc__)
    name, ours, triton, dest = sys.argv[1:5]
    top = int(sys.argv[5]) if len(sys.argv) == 6 else 25
    with open(dest, "w") as f:
        f.write(report(name, [ours, triton], None))
    print(report(name, [ours, triton], top))


if __name__ == "__main__":
    main()
