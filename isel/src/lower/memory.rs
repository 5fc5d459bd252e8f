//! Global memory: loads, stores and atomics, each in the home layout of its shape.
//!
//! A vector is as wide as the pointer's contiguity, alignment and the mask's constancy allow
//! (axis info). Accesses within one run of consecutive addresses share the address of the run's
//! first element, with constant offsets, also where the mask splits the run into single
//! elements; the other addresses are then dead code.
//!
//! Beyond runs, a pointer tile that is a uniform pointer plus offsets affine in the tile's
//! indices (`row * ld + col * c`, `c` a constant and `ld` a constant or a scalar; see
//! `lower::tma` for the forms recognised) has, in each thread, addresses that differ from its
//! first register's by constants: the layout's register part of the index (layouts are sums of
//! disjoint bits) times the strides. Every access then takes the first register's address (or,
//! when `ld` is not a constant, the first of its row's) plus an immediate offset. Without this,
//! a warpgroup accumulator's epilogue computed 64 addresses per thread, and each address
//! register's reuse waited for the store before it to read it (the H200's profile of the
//! 4096x4096x512 matmul, issue 15). As for runs, this takes the offsets not to wrap around
//! i32 between a thread's registers. `TESSERA_NO_ADDR_BASES=1` turns it off (A/B).

use super::{Lk, Lower, Res};
use crate::layout::last_dim_bits;
use crate::target::{Mem, Target};
use crate::vcode::VReg;
use tessera_ir::kernel::Inst;
use tessera_ir::op::Op;
use tessera_ir::{Scalar, Value, ValueDef};

impl<'k, T: Target> Lower<'k, T> {
    /// Elements per vector access for a pointer tile in layout `lk`.
    pub(super) fn vector_width(&self, ptr: Value, mask: Option<Value>, lk: Lk, elem: u32) -> usize {
        let ty = self.k.ty(ptr);
        if ty.is_scalar() {
            return 1;
        }
        let l = self.layout(lk);
        let last = 1usize << last_dim_bits(&ty.shape);
        let a = self.info[ptr];
        let align_elems = (a.div / elem as u64).max(1) as usize;
        let mut w = l.contiguous_regs().min(last).min(a.contig as usize).min((16 / elem).max(1) as usize);
        w = w.min(1 << align_elems.trailing_zeros());
        if let Some(m) = mask {
            w = w.min(self.info[m].constancy as usize);
        }
        w.max(1)
    }

    /// Registers per run of consecutive addresses of a pointer tile in layout `lk` (a power of
    /// two): the accesses of a run share the address of its first element and differ by
    /// constant offsets, even where the mask splits the run into several accesses.
    fn address_run(&self, ptr: Value, lk: Lk) -> usize {
        let ty = self.k.ty(ptr);
        if ty.is_scalar() {
            return 1;
        }
        let last = 1usize << last_dim_bits(&ty.shape);
        let run = self.layout(lk).contiguous_regs().min(last).min(self.info[ptr].contig as usize).max(1);
        1 << run.ilog2()
    }

    /// For each register of pointer tile `ptr` in layout `lk`: the register whose address it
    /// takes and the bytes it adds (see the module docs), if the tile's offsets are affine.
    fn register_bases(&self, ptr: Value, lk: Lk, elem: u32, w: usize) -> Option<Vec<Option<(usize, u32)>>> {
        let k = self.k;
        let ty = k.ty(ptr);
        let Lk::Tile(_) = lk else { return None };
        let dims = ty.shape.dims();
        if dims.is_empty() || dims.len() > 2 || std::env::var_os("TESSERA_NO_ADDR_BASES").is_some() {
            return None;
        }
        let map: &[u8] = if dims.len() == 2 { &[0, 1] } else { &[1] };
        // ptradd(... ptradd(splat(p), o1) ..., on): the offsets' sum.
        let mut cur = ptr;
        let mut off = super::tma::Affine::default();
        loop {
            let ValueDef::Result(inst, 0) = k.values[cur].def else { return None };
            let d = &k.insts[inst];
            match d.op {
                Op::PtrAdd => {
                    off = off.add(self.affine(d.args[1], map, 0)?)?;
                    cur = d.args[0];
                }
                Op::Splat => break,
                _ => return None,
            }
        }
        let col = match off.col {
            Some(c) if c.v.is_none() && c.k >= 0 => c.k,
            None => 0,
            _ => return None,
        };
        // The row stride: a constant, or a scalar (rows then have bases of their own).
        let row = match off.row {
            Some(r) if r.v.is_none() && r.k >= 0 => Some(r.k),
            Some(r) if r.k == 1 => None,
            None => Some(0),
            _ => return None,
        };
        let l = self.layout(lk);
        let (regs, threads) = (l.reg.iter().fold(0, |a, &b| a | b), l.thread.iter().fold(0, |a, &b| a | b));
        let single = |b: &u32| *b == 0 || b.is_power_of_two();
        if regs & threads != 0 || !l.reg.iter().all(single) || !l.thread.iter().all(single) {
            return None;
        }
        let cols = *dims.last()?;
        let cb = cols.trailing_zeros();
        let mut out = Vec::with_capacity(l.num_regs());
        let mut row_base: Vec<(u32, usize, u32)> = Vec::new();
        for g in 0..l.num_regs() {
            let f = l.reg_flat(g);
            let (r, c) = (f >> cb, f & (cols - 1));
            let (base, bytes) = match row {
                Some(ld) => (0, (r as i64 * ld + c as i64 * col) * elem as i64),
                None => match row_base.iter().find(|x| x.0 == r) {
                    Some(&(_, b, c0)) => (b, (c as i64 - c0 as i64) * col * elem as i64),
                    None => {
                        row_base.push((r, g, c));
                        (g, 0)
                    }
                },
            };
            // Within the target's immediate offsets, or left to the runs.
            let limit = self.t.global_offset_limit(w as u32 * elem) as i64;
            out.push((0..=limit).contains(&bytes).then_some((base, bytes as u32)));
        }
        Some(out)
    }

    pub(super) fn load(&mut self, inst: Inst, lk: Lk) -> Res<Vec<VReg>> {
        let d = &self.k.insts[inst];
        let Op::Load { mask, other } = d.op else { unreachable!("a load") };
        let Scalar::Ptr(dt) = self.k.ty(d.args[0]).scalar else { return Err(self.err("not a pointer")) };
        let ptrs = self.get(d.args[0], lk)?;
        let masks = if mask { Some(self.get(d.args[1], lk)?) } else { None };
        let others = if other { Some(self.get(d.args[2], lk)?) } else { None };
        let w = self.vector_width(d.args[0], mask.then(|| d.args[1]), lk, dt.bytes());
        let run = self.address_run(d.args[0], lk).max(w);
        let bases = self.register_bases(d.args[0], lk, dt.bytes(), w).filter(|b| b.len() == ptrs.len());
        let mut out = Vec::with_capacity(ptrs.len());
        let rep = if lk == Lk::Scalar { 0 } else { self.layout(lk).replicated_regs() };
        for g in (0..ptrs.len()).step_by(w) {
            if g & rep != 0 {
                // A replicated register group: the same elements as an earlier one.
                let src = g & !rep;
                let copy: Vec<VReg> = out[src..src + w].to_vec();
                out.extend(copy);
                continue;
            }
            let guard = masks.as_ref().map(|m| m[g]);
            let init = others.as_ref().map(|o| &o[g..g + w]);
            let (base, offset) = match bases.as_ref().and_then(|b| b[g]) {
                Some(b) => b,
                None => {
                    let base = g & !(run - 1);
                    (base, (g - base) as u32 * dt.bytes())
                }
            };
            let vals = self.t.load(Mem::Global, dt, ptrs[base], offset, w, guard, init);
            out.extend(vals);
        }
        Ok(out)
    }

    pub(super) fn store(&mut self, inst: Inst) -> Res<()> {
        let d = &self.k.insts[inst];
        let Op::Store { mask } = d.op else { unreachable!("a store") };
        let pty = self.k.ty(d.args[0]);
        let Scalar::Ptr(dt) = pty.scalar else { return Err(self.err("not a pointer")) };
        // A value computed from a dot's accumulator is stored from the accumulator's layout
        // (see `dot`): no exchange, and no buffer as large as the tile.
        let lk = match self.preferred(d.args[1]) {
            at if self.dot_layouts.contains(&at) && !pty.is_scalar() => at,
            _ => self.home(pty.with_scalar(dt)),
        };
        let ptrs = self.get(d.args[0], lk)?;
        let vals = self.get(d.args[1], lk)?;
        let masks = if mask { Some(self.get(d.args[2], lk)?) } else { None };
        let w = self.vector_width(d.args[0], mask.then(|| d.args[2]), lk, dt.bytes());
        let run = self.address_run(d.args[0], lk).max(w);
        let bases = self.register_bases(d.args[0], lk, dt.bytes(), w).filter(|b| b.len() == ptrs.len());
        let owner = self.owner_guard(lk);
        let rep = if lk == Lk::Scalar { 0 } else { self.layout(lk).replicated_regs() };
        for g in (0..ptrs.len()).step_by(w) {
            if g & rep != 0 {
                continue;
            }
            let m = masks.as_ref().map(|m| m[g]);
            let guard = self.and_guards(owner, m);
            let (base, offset) = match bases.as_ref().and_then(|b| b[g]) {
                Some(b) => b,
                None => {
                    let base = g & !(run - 1);
                    (base, (g - base) as u32 * dt.bytes())
                }
            };
            self.t.store(Mem::Global, dt, ptrs[base], offset, &vals[g..g + w], guard);
        }
        Ok(())
    }

    pub(super) fn atomic(&mut self, inst: Inst, lk: Lk) -> Res<Vec<VReg>> {
        let d = &self.k.insts[inst];
        let Scalar::Ptr(dt) = self.k.ty(d.args[0]).scalar else { return Err(self.err("not a pointer")) };
        let (nvals, mask) = match d.op {
            Op::AtomicRmw { mask, .. } => (1, mask),
            Op::AtomicCas { mask } => (2, mask),
            _ => unreachable!("an atomic"),
        };
        let ptrs = self.get(d.args[0], lk)?;
        let mut vals = Vec::new();
        for i in 0..nvals {
            vals.push(self.get(d.args[1 + i], lk)?);
        }
        let masks = if mask { Some(self.get(d.args[1 + nvals], lk)?) } else { None };
        let owner = self.owner_guard(lk);
        let rep = if lk == Lk::Scalar { 0 } else { self.layout(lk).replicated_regs() };
        let mut out: Vec<VReg> = Vec::with_capacity(ptrs.len());
        for r in 0..ptrs.len() {
            if r & rep != 0 {
                out.push(out[r & !rep]);
                continue;
            }
            let m = masks.as_ref().map(|m| m[r]);
            let guard = self.and_guards(owner, m);
            let old = match d.op {
                Op::AtomicRmw { op, .. } => self.t.atomic_rmw(op, dt, ptrs[r], vals[0][r], guard),
                _ => self.t.atomic_cas(dt, ptrs[r], vals[0][r], vals[1][r], guard),
            }
            .map_err(|e| self.err(e))?;
            out.push(old);
        }
        if owner.is_none() {
            return Ok(out);
        }
        // Only owners hold the old values: share them with the replicas.
        let ty = self.k.ty(d.results[0]);
        Ok(self.exchange(&out, lk, lk, ty))
    }
}
