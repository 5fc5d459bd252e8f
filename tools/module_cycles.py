#!/usr/bin/env python3
"""Module-level dependency cycles in a Rust crate (`python3 tools/module_cycles.py isel/src`): an
edge a -> b where module a names a path into module b (crate::, super::, self::, a child module
by name), parent and child pairs left out; prints each strongly connected component."""
import os,re,sys
def modules(src):
    mods={}
    for root,_,files in os.walk(src):
        for f in files:
            if not f.endswith('.rs'): continue
            p=os.path.join(root,f); rel=os.path.relpath(p,src)[:-3].split(os.sep)
            if rel[-1] in ('mod','lib','main'): rel=rel[:-1]
            mods[tuple(rel)]=p
    return mods
def expand_use(text):
    out=[]
    for m in re.finditer(r'\buse\s+([^;]+);',text):
        stack=[m.group(1)]
        while stack:
            u=re.sub(r'\s+','',stack.pop())
            i=u.find('{')
            if i<0: out.append(u); continue
            pre=u[:i]; body=u[i+1:u.rfind('}')]
            depth=0; cur=''
            for ch in body+',':
                if ch=='{': depth+=1
                if ch=='}': depth-=1
                if ch==',' and depth==0:
                    if cur: stack.append(pre+cur)
                    cur=''
                else: cur+=ch
    return out
def resolve(mod, path, mods):
    parts=path.split('::')
    if parts[0]=='crate': base=(); parts=parts[1:]
    elif parts[0]=='super':
        base=mod
        while parts and parts[0]=='super': base=base[:-1]; parts=parts[1:]
    elif parts[0]=='self': base=mod; parts=parts[1:]
    else: base=mod  # child module name
    best=None; cur=base
    if base in mods: best=base
    for p in parts:
        cur=cur+(p,)
        if cur in mods: best=cur
        else: break
    if best==base and parts and parts[0] not in ('crate','super','self') and path.split('::')[0] not in ('crate','super','self'):
        return None
    return best
src=sys.argv[1]; mods=modules(src); edges={m:set() for m in mods}
for m,p in mods.items():
    text=open(p).read()
    text=re.sub(r'//[^\n]*','',text)
    paths=set(re.findall(r'\b(?:crate|super|self)(?:::\w+)+',text))|set(expand_use(text))
    for m2 in mods:
        if len(m2)==len(m)+1 and m2[:len(m)]==m:
            if re.search(r'\b%s::'%m2[-1],text): paths.add(m2[-1]+'::x')
    for path in paths:
        t=resolve(m,path,mods)
        if t is None or t==m: continue
        if t[:len(m)]==m or m[:len(t)]==t: continue  # ancestor/descendant
        edges[m].add(t)
# Tarjan
idx={};low={};st=[];on=set();sccs=[];c=[0]
sys.setrecursionlimit(10000)
def sc(v):
    idx[v]=low[v]=c[0];c[0]+=1;st.append(v);on.add(v)
    for w in edges[v]:
        if w not in idx: sc(w);low[v]=min(low[v],low[w])
        elif w in on: low[v]=min(low[v],idx[w])
    if low[v]==idx[v]:
        s=[]
        while True:
            w=st.pop();on.discard(w);s.append(w)
            if w==v: break
        if len(s)>1: sccs.append(s)
for v in mods:
    if v not in idx: sc(v)
for s in sccs:
    names=['::'.join(x) or 'crate' for x in s]
    print('cycle:',' <-> '.join(sorted(names)))
    for a in s:
        for b in edges[a]:
            if b in s: print('   ','::'.join(a),'->','::'.join(b))
print(f'{src}: {len(mods)} modules, {sum(len(e) for e in edges.values())} edges, {len(sccs)} cycles')
