"""Variants of a PTX file for finding what costs the driver's JIT (issue 19, part 5).

Usage: python3 ptx_variants.py IN.ptx OUTDIR  -> writes OUTDIR/<stem>.<variant>.ptx for each
variant below and prints their names. Each variant changes one thing, so an interleaved timing
of all of them (benches/gpu/jit_round1.sh) says what each thing costs:

- v87:     `.version 8.7` (Triton 3.6 writes 8.7; we write the lowest version our features need)
- sm90a:   `.version 8.7` and `.target sm_90a` (Triton's header on the H200)
- noreq:   without `.reqntid` (Triton writes `.maxntid`)
- divfull: `div.rn.f32` -> `div.full.f32` (Triton's `/`; NOT the same semantics: diagnostic only)
- divfunc: each `div.rn.f32` becomes a call of one `.func` holding the only `div.rn.f32`
- combo:   sm90a + noreq + imm + divfunc together
- imm:     immediates that a `mov` puts in a register used once-defined are folded into the
           arithmetic that reads them (what LLVM's NVPTX backend does)
"""
import re, sys, os

src_path, out_dir = sys.argv[1], sys.argv[2]
src = open(src_path).read()
stem = os.path.basename(src_path).rsplit(".", 1)[0]
os.makedirs(out_dir, exist_ok=True)


def v87(t):
    return re.sub(r"^\.version \d+\.\d+", ".version 8.7", t, flags=re.M)


def sm90a(t):
    return re.sub(r"^\.target sm_90a?$", ".target sm_90a", v87(t), flags=re.M)


def noreq(t):
    return re.sub(r"^\.reqntid .*\n", "", t, flags=re.M)


def divfull(t):
    return t.replace("div.rn.f32", "div.full.f32")


def divfunc(t):
    if "div.rn.f32" not in t:
        return None
    f = (".func (.reg .b32 q) __tessera_div_rn_f32(.reg .b32 a, .reg .b32 b)\n{\n"
         "\tdiv.rn.f32 q, a, b;\n\tret;\n}\n\n")
    t = re.sub(r"div\.rn\.f32 (%\w+), (%\w+|[-0-9.eEx]+), (%\w+|[-0-9.eEx]+);",
               r"call.uni (\1), __tessera_div_rn_f32, (\2, \3);", t)
    i = t.index(".visible .entry")
    return t[:i] + f + t[i:]


ARITH = re.compile(r"^\s*(add|sub|mul|mad|shl|shr|and|or|xor|setp|min|max|selp|fma)\.")


def imm(t):
    lines = t.split("\n")
    defs = {}
    for l in lines:
        m = re.match(r"^\s*(?:@\S+ )?\w[\w.]*\s+(%\w+)[,;]", l)
        if m:
            defs[m.group(1)] = defs.get(m.group(1), 0) + 1
    consts = {}
    keep = []
    for l in lines:
        m = re.match(r"^\s*mov\.b(32|64) (%\w+), (-?\d+);$", l)
        if m and defs.get(m.group(2)) == 1:
            consts[m.group(2)] = m.group(3)
            keep.append((l, m.group(2)))
            continue
        keep.append((l, None))
    used_elsewhere = set()
    out = []
    for l, d in keep:
        if d is not None:
            out.append(l)
            continue
        if ARITH.match(l):
            head, _, ops = l.partition(" ")
            parts = ops.rstrip(";").split(", ")
            # never the destination (first operand), and at most the last two sources
            for i in range(1, len(parts)):
                p = parts[i]
                if p in consts and i >= len(parts) - 2:
                    parts[i] = consts[p]
            l = head + " " + ", ".join(parts) + ";"
        for r in re.findall(r"%\w+", l):
            used_elsewhere.add(r)
        out.append(l)
    final = [l for l in out if not (re.match(r"^\s*mov\.b(32|64) (%\w+), (-?\d+);$", l)
                                    and re.match(r"^\s*mov\.b(32|64) (%\w+),", l).group(2) not in used_elsewhere)]
    return "\n".join(final)


def combo(t):
    return sm90a(noreq(imm(divfunc(t) or t)))


variants = {"orig": lambda t: t, "v87": v87, "sm90a": sm90a, "noreq": noreq, "divfull": divfull,
            "divfunc": divfunc, "imm": imm, "combo": combo}
for name, f in variants.items():
    out = f(src)
    if out is None or (name != "orig" and out == src):
        continue
    p = os.path.join(out_dir, f"{stem}.{name}.ptx")
    open(p, "w").write(out)
    print(p)
