#!/usr/bin/env python3
"""Regenerates the rows of emit-amdgcn/src/encode/opcodes.rs (print to stdout; paste between
`OPCODES = &[` and `];`). Run from the repository root with LLVM 19's llvm-mc on PATH
(shared/tools/install-oracles).

For every mnemonic the instruction selection, the emitter and the simulator's matrix table
name (string literals in their sources), with its 32/64-bit variants, and every row already in
the table, on each target: assemble it in a list of operand forms until llvm-mc takes one,
read the encoding family and opcode field from the first word, and merge with the existing
table (which wins, and must agree: DISAGREE lines on stderr). llvm-mc is used for facts only;
tests/amdgcn_encode.rs checks every row against it again.
"""
import collections, glob, re, subprocess, sys

T = ['gfx90a', 'gfx942', 'gfx1100']

def classify(t, w):
    g11 = t == 'gfx1100'
    if w >> 23 == 0x17D: return 'Sop1', (w >> 8) & 0xff
    if w >> 23 == 0x17E: return 'Sopc', (w >> 16) & 0x7f
    if w >> 23 == 0x17F: return 'Sopp', (w >> 16) & 0x7f
    if w >> 28 == 0xB: return 'Sopk', (w >> 23) & 0x1f
    if w >> 30 == 2: return 'Sop2', (w >> 23) & 0x7f
    if w >> 25 == 0x3F: return 'Vop1', (w >> 9) & 0xff
    if w >> 25 == 0x3E: return 'Vopc', (w >> 17) & 0xff
    if w >> 31 == 0: return 'Vop2', (w >> 25) & 0x3f
    if not g11:
        if w >> 26 == 0x30: return 'Smem', (w >> 18) & 0xff
        if w >> 23 == 0x1A7: return 'Vop3p', (w >> 16) & 0x7f
        if w >> 26 == 0x34: return 'Vop3', (w >> 16) & 0x3ff
        if w >> 26 == 0x36: return 'Ds', (w >> 17) & 0xff
    else:
        if w >> 26 == 0x3D: return 'Smem', (w >> 18) & 0xff
        if w >> 24 == 0xCC: return 'Vop3p', (w >> 16) & 0x7f
        if w >> 26 == 0x35: return 'Vop3', (w >> 16) & 0x3ff
        if w >> 26 == 0x36: return 'Ds', (w >> 18) & 0xff
    if w >> 26 == 0x37:
        seg = (w >> 16) & 3 if g11 else (w >> 14) & 3
        assert seg in (1, 2), hex(w)
        return 'Global' if seg == 2 else 'Scratch', (w >> 18) & 0x7f
    raise Exception(hex(w))
src = ''.join(open(p).read() for d in ['isel/src/amdgcn', 'emit-amdgcn/src', 'sim/src/amdgcn'] for p in glob.glob(d + '/*.rs'))
names = set(re.findall(r'"((?:[sv]|ds|global|scratch)_[a-z0-9_]*[a-z0-9])"', src))
names |= set(re.findall(r'\("([a-z0-9_]+)", \[', open('emit-amdgcn/src/encode/opcodes.rs').read()))
names = {n for n in names if n not in ('s_', 'v_', 's_cbranch', 'v_cmp_', 'v_cndmask', 'v_mfma', 'v_readfirstlane', 'v_readlane', 'v_div_fmas') and not re.match(r'^v_(cos|exp|log|rcp|rsq|sin|sqrt)_f$', n) and n != 'v_rcp_iflag'}
extra = set()
for n in names:
    if n.startswith('s_'):
        for a, b in [('_b32', '_b64'), ('_b64', '_b32'), ('_u32', '_u64'), ('_u64', '_u32'), ('_i32', '_i64'), ('_i64', '_i32')]:
            if n.endswith(a): extra.add(n[:-4] + b)
    if n.startswith('v_cmp_'):
        for a, b in [('_u32', '_u64'), ('_i32', '_i64'), ('_f32', '_f64'), ('_u64', '_u32'), ('_i64', '_i32'), ('_f64', '_f32')]:
            if n.endswith(a): extra.add(n[:-4] + b)
names |= extra
names |= {'s_cbranch_scc0', 's_cbranch_scc1', 's_cbranch_vccz', 's_cbranch_vccnz', 's_cbranch_execz', 's_cbranch_execnz', 's_branch', 's_nop', 's_endpgm', 's_barrier', 's_waitcnt', 's_waitcnt_vscnt', 'v_readfirstlane_b32', 'v_readlane_b32', 'v_writelane_b32', 'v_cndmask_b32', 's_mov_b32', 's_mov_b64', 's_and_saveexec_b32', 's_and_saveexec_b64', 's_cmp_lg_u32', 's_cmp_lg_u64', 'v_nop', 's_setprio', 's_sleep', 's_getpc_b64', 's_setpc_b64'}
S = {'gfx90a': ('s[6:7]',), 'gfx942': ('s[6:7]',), 'gfx1100': ('s6',)}
def templates(t):
    m = S[t][0]
    return ['s2, s4, s6', 's[2:3], s[4:5], s[6:7]', 's2, s4', 's[2:3], s[4:5]', 's4, s6', 's[4:5], s[6:7]', 's2, s[4:5]', 's[2:3], s4', 's[2:3], s[4:5], s6', 's2, 0x10', 'null, 0x0', '', '0', 's[2:3]',
            'v1, v2', 'v[2:3], v[4:5]', 'v1, v[2:3]', 'v[2:3], v1', 'v1, v2, v3', 'v[2:3], v[4:5], v[6:7]', 'v[2:3], v1, v[4:5]', 'v[2:3], v[4:5], v1', 'v1, v[2:3], v[4:5]',
            'v1, v2, v3, v4', 'v[2:3], v[4:5], v[6:7], v[8:9]', 'v1, vcc, v2, v3', 'v1, vcc_lo, v2, v3', 'v1, vcc, v2, v3, vcc', 'v1, vcc_lo, v2, v3, vcc_lo', 'v1, vcc, v2, v3, v4', 'v1, vcc_lo, v2, v3, v4', 'v[2:3], vcc, v[4:5], v[6:7], v[8:9]', 'v[2:3], vcc_lo, v[4:5], v[6:7], v[8:9]',
            m + ', v1, v2', m + ', v[2:3], v[4:5]', m + ', v[2:3], v1', 's2, v1, 0', 'v1, s2, 0', 's2, v1', 'v1, v2, ' + m,
            'v1, v[2:3], off', 'v[2:3], v[4:5], off', 'v[2:3], v[4:7], off', 'v[4:7], v[2:3], off', 'v1, v[2:3], v4, off glc', 'v1, v[2:3], v4, off sc0', 'v[2:3], v[4:5], v[6:7], off glc', 'v[2:3], v[4:5], v[6:7], off sc0', 'v1, v[2:3], v[4:5], off glc', 'v1, v[2:3], v[4:5], off sc0', 'v[2:3], v[4:5], v[6:9], off glc', 'v[2:3], v[4:5], v[6:9], off sc0', 'v1, off, s9', 'off, v1, s9', 'v[2:3], off, s9', 'off, v[2:3], s9',
            'v1, v2, v3', 'v1, v[2:3]', 'v[0:3], v4', 'v4, v[0:3]', 's3, s[0:1], 0x10', 's[2:3], s[0:1], 0x10', 'v[0:3], v[4:5], v[6:7], v[0:3]', 'v[0:15], v[16:17], v[18:19], v[0:15]', 'v[0:3], v4, v5, v[0:3]', 'v[0:15], v16, v17, v[0:15]', 'v[0:7], v[8:15], v[16:23], v[0:7]']
table = collections.defaultdict(lambda: [None, None, None])
for ti, t in enumerate(T):
    remaining = sorted(names)
    for tpl in templates(t):
        if not remaining: break
        lines = [f'{n} {tpl}'.strip() for n in remaining]
        out = subprocess.run(['llvm-mc', '-triple=amdgcn-amd-amdhsa', f'-mcpu={t}', '-show-encoding'], input='\n'.join(lines) + '\n', capture_output=True, text=True)
        bad = set(int(x) for x in re.findall(r'<stdin>:(\d+):\d+: error', out.stderr))
        ok = [i for i in range(len(lines)) if i + 1 not in bad]
        encs = [l for l in out.stdout.splitlines() if '; encoding:' in l]
        assert len(encs) == len(ok), (t, tpl, len(encs), len(ok))
        for i, l in zip(ok, encs):
            m = re.match(r'\s*(\S+).*; encoding: \[(.*)\]', l)
            name = m.group(1); bs = [int(x, 16) for x in m.group(2).split(',')]
            w = bs[0] | bs[1] << 8 | bs[2] << 16 | bs[3] << 24
            fmt, op = classify(t, w)
            if fmt == 'Vop3' and name.endswith('_e64'):
                if name.startswith('v_cmp'): fmt, op = 'Vopc', op
                elif 0x100 <= op < 0x140: fmt, op = 'Vop2', op - 0x100
                elif ti != 2 and 0x140 <= op < 0x200: fmt, op = 'Vop1', op - 0x140
                elif ti == 2 and 0x180 <= op < 0x200: fmt, op = 'Vop1', op - 0x180
                else: raise Exception(name)
            table[remaining[i]][ti] = (fmt, op)
        remaining = [remaining[i] for i in range(len(remaining)) if i + 1 in bad]
    print(t, 'unresolved:', ' '.join(remaining), file=sys.stderr)
# merge with the existing table (check agreement)
old = {}
for m in re.finditer(r'\("([a-z0-9_]+)", \[(.*)\]\),', open('emit-amdgcn/src/encode/opcodes.rs').read()):
    cells = re.findall(r'e!\((\w+), (0x[0-9a-f]+)\)|(N)', m.group(2))
    old[m.group(1)] = [None if c[2] else (c[0], int(c[1], 16)) for c in cells]
for k, v in old.items():
    for ti in range(3):
        if v[ti] is not None:
            if table[k][ti] is not None and table[k][ti] != v[ti]:
                print('DISAGREE', k, T[ti], v[ti], table[k][ti], file=sys.stderr)
            table[k][ti] = v[ti]
rows = []
for k in sorted(table):
    if all(c is None for c in table[k]): continue
    cells = ['N' if c is None else f'e!({c[0]}, 0x{c[1]:x})' for c in table[k]]
    rows.append(f'    ("{k}", [{", ".join(cells)}]),')
print('\n'.join(rows))
