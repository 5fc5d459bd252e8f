//! Planning a pipelined loop: which loads of its body are fetched ahead and how (ring slots
//! by `cp.async` or the copy engine, or register staging), how far ahead, whether a warpgroup
//! group stays in flight across iterations, and which dot operands stay resident.

use super::{defined_in, dots_in, ring_swizzle, varying_in, Pipeline, RingLoad, MAX_STAGED_BYTES};
use crate::lower::remarks::Path;
use crate::lower::Lower;
use crate::target::Target;
use tessera_ir::kernel::{Inst, Region};
use tessera_ir::op::Op;
use tessera_ir::{DType, Value, ValueDef};

impl<'k, T: Target> Lower<'k, T> {
    /// The pipeline of loop `inst`, if the kernel asks for stages and the body has loads to
    /// fetch ahead. Places the ring.
    pub(in crate::lower) fn pipeline_plan(&mut self, inst: Inst) -> Option<Pipeline> {
        let k = self.k;
        // Without asynchronous copies, registers stage one iteration ahead into two slots.
        let regs = self.t.async_copy().is_none();
        let asked = k.num_stages.unwrap_or(self.pipe.default_stages);
        let body = k.insts[inst].regions[0];
        if asked < 2 || regs && !self.pipe.register_staging {
            let why = match asked < 2 {
                true => "the kernel asks for `num_stages 1`, the plain loop".into(),
                false => "register staging is off (over the shared memory with it)".into(),
            };
            self.notes.loop_missed.insert(body, why);
            return None;
        }
        let stages = if regs { 2 } else { asked };
        let iv = k.regions[body].params[0];
        let mut loads = Vec::new();
        for &i in &k.regions[body].insts {
            let d = &k.insts[i];
            let Op::Load { mask, other } = d.op else { continue };
            let v = d.results[0];
            let ty = k.ty(v);
            // 16-bit tiles; 8-bit ones that warpgroups read K-major (i8, fp8), and i8 ones
            // where registers stage them (lane loads read any).
            let miss = |l: &mut Self, why: String| {
                l.notes.load_missed.insert(i, why);
            };
            let eb = match ty.dtype() {
                Some(DType::F16 | DType::BF16) => 2,
                Some(DType::I8) if regs => 1,
                Some(DType::I8 | DType::F8E4M3 | DType::F8E5M2) if self.feeds_wgmma(v, body) => 1,
                d => {
                    // An 8-bit K x N B of a warpgroup dot: say how to write it so that it is.
                    let kn_b = d.is_some_and(|d| d.bytes() == 1)
                        && k.regions[body].insts.iter().any(|&j| {
                            matches!(k.insts[j].op, Op::Dot { .. })
                                && k.insts[j].args[1] == v
                                && self.dot_plan(j).wg.is_some()
                        });
                    let hint = match kn_b {
                        true => {
                            "; this one is a K x N B: given as `trans` of an N x K tile (K-major, as cuBLAS \
                             takes an fp8 B) it would be"
                        }
                        false => "",
                    };
                    let d = d.map_or("pointer".into(), |d| d.to_string());
                    miss(
                        self,
                        format!(
                            "its elements are {d}: rings fetch 16-bit tiles, 8-bit ones that warpgroups read \
                             K-major, and i8 through registers{hint}"
                        ),
                    );
                    continue;
                }
            };
            if ty.shape.dims().len() != 2 {
                continue;
            }
            if other && !self.is_zero(d.args[2]) {
                miss(self, "its `other` is not zero, and copies fill masked elements with zeros".into());
                continue;
            }
            if !self.invariant_but_iv(d.args[0], body, iv) || mask && !self.invariant_but_iv(d.args[1], body, iv) {
                miss(
                    self,
                    "its address or mask depends on a value the loop carries that is not an induction \
                     (a step that varies, or an update inside an `if` or a nested loop)"
                        .into(),
                );
                continue;
            }
            if !self.only_staged_dot_operand(v, body) {
                continue;
            }
            // Lane loads read a B given as K x N transposed; copies cannot transpose.
            let transposed = match regs {
                true => match self.lane_loaded(v, body) {
                    Some(t) => t,
                    None => {
                        miss(self, "registers stage a dot operand only as the dot reads it (or B transposed)".into());
                        continue;
                    }
                },
                false => false,
            };
            let home = self.home(ty);
            let (rows, cols) = (ty.shape.dims()[0], ty.shape.dims()[1]);
            let w = self.vector_width(d.args[0], mask.then(|| d.args[1]), home, eb);
            let wgmma = self.feeds_wgmma(v, body);
            let tma = match (wgmma, cols >= 16) {
                (true, true) => self.tma_load(i).map_err(|why| miss(self, why)).ok(),
                (true, false) => {
                    miss(self, format!("its tile has {cols} columns; the copy engine's boxes take 16 or more"));
                    None
                }
                (false, _) => None,
            };
            if w as u32 * eb < 4 && tma.is_none() {
                // Say which fact is missing: consecutive elements, or aligned rows.
                let why = match self.info[d.args[0]].contig {
                    1 => "its pointers are not provably consecutive along a row (`arange` plus what is \
                          constant along it; `%` by a parameter or a gather is not)"
                        .to_string(),
                    _ => format!(
                        "the facts do not show its rows aligned (`align 16` on the buffer, `div {}` on the row \
                         length)",
                        16 / eb
                    ),
                };
                miss(self, format!("its accesses are {} bytes wide and copies need 4 or more: {why}", w as u32 * eb));
                continue;
            }
            let tma = tma.map(|t| {
                let m = self.tile_map(&t);
                (t, m)
            });
            let sw = ring_swizzle(wgmma, transposed, (rows, cols, eb), 0);
            // (Register-staged slots a multiple of 128 bytes apart: `swizzled_addr` relies on it.)
            let align = if wgmma {
                1024
            } else if regs {
                128
            } else {
                16
            };
            let slot_bytes = (rows * cols * eb).next_multiple_of(align);
            loads.push(RingLoad { inst: i, value: v, home, sw, slot_bytes, wgmma, tma, transposed });
        }
        // Register staging holds the next iteration's tiles through the whole body: only in a
        // loop with one dot, and where they take at most 16 registers a thread (see the
        // module docs).
        let held: u32 = loads.iter().map(|l| l.slot_bytes_used(k)).sum::<u32>() / self.threads;
        let dots = dots_in(k, body);
        if loads.is_empty() || regs && (held > MAX_STAGED_BYTES || dots > 1) {
            if !loads.is_empty() {
                let why = match dots > 1 {
                    true => format!("register staging takes loops of one dot; this one has {dots}"),
                    false => format!(
                        "register staging holds at most {MAX_STAGED_BYTES} bytes a thread; these tiles take {held}"
                    ),
                };
                self.notes.loop_missed.insert(body, why);
            }
            return None;
        }
        for l in &loads {
            let path = match (regs, l.tma.is_some()) {
                (true, _) => Path::RegisterStaging,
                (false, true) => Path::TmaRing,
                (false, false) => Path::CopyRing,
            };
            self.notes.ring.insert(l.inst, path);
        }
        // The copy engine's barriers go below the ring, and stay put after the loop (the bytes
        // are the barriers'; ordinary accesses would be wrong).
        let bars = loads.iter().any(|l| l.tma.is_some()).then(|| {
            let b = self.shared_buffer_aligned(8 * stages, 16);
            self.smem_floor = self.smem_floor.max(self.smem_top);
            b
        });
        let copies = loads.iter().any(|l| l.tma.is_none());
        // Slot s of load j at base + s * stride + (sum of the slot sizes before j).
        let stride: u32 = loads.iter().map(|l| l.slot_bytes).sum();
        let fence = loads.iter().any(|l| l.wgmma);
        let base = if fence {
            self.shared_buffer_aligned(stride * stages, 1024)
        } else {
            self.shared_buffers(&[stride * stages])[0]
        };
        let mut at = base;
        for l in &mut loads {
            let ty = k.ty(l.value);
            let (r, c) = (ty.shape.dims()[0], ty.shape.dims()[1]);
            let eb = ty.dtype().map_or(2, |d| d.bytes());
            l.sw = ring_swizzle(l.wgmma, l.transposed, (r, c, eb), at);
            at += l.slot_bytes;
        }
        let late = bars.is_some() && !copies && self.t.codegen().late_tma_waits;
        let deep = stages >= 4 || late && stages >= 3;
        let in_flight =
            if fence && deep && self.t.codegen().wgmma_in_flight { self.carried_dot(inst, &loads) } else { None };
        self.pipe.had_staging |= regs;
        self.pipe.had_default_ring |= k.num_stages.is_none();
        let ahead = stages + late as u32 - if in_flight.is_some() { 2 } else { 1 };
        let copies = copies && !regs;
        Some(Pipeline { stages, ahead, late, mid: false, loads, stride, fence, bars, copies, in_flight, regs })
    }

    /// Whether `v` is a zero constant (or a splat of one).
    pub(in crate::lower) fn is_zero(&self, v: Value) -> bool {
        let ValueDef::Result(i, 0) = self.k.values[v].def else { return false };
        match self.k.insts[i].op {
            Op::Const(bits) => bits == 0,
            Op::Splat => self.is_zero(self.k.insts[i].args[0]),
            _ => false,
        }
    }

    /// Whether `v` depends on nothing defined in `body` but pure ops and the induction variable.
    pub(in crate::lower) fn invariant_but_iv(&self, v: Value, body: Region, iv: Value) -> bool {
        let k = self.k;
        match k.values[v].def {
            ValueDef::RegionParam(r, _) if r == body => v == iv,
            ValueDef::RegionParam(..) | ValueDef::Param(_) => true,
            ValueDef::Result(i, _) => {
                if !k.regions[body].insts.contains(&i) {
                    return true;
                }
                let d = &k.insts[i];
                d.regions.is_empty()
                    && !d.op.has_side_effects()
                    && !matches!(d.op, Op::Load { .. } | Op::Reduce { .. } | Op::Scan { .. } | Op::Dot { .. })
                    && d.args.iter().all(|&a| self.invariant_but_iv(a, body, iv))
            }
        }
    }

    /// The one dot of loop `inst`'s body on warpgroup tensor cores, if its accumulator is an f32
    /// loop-carried value used by nothing else and its result is yielded in its place and used
    /// by nothing else, and it reads both operands from buffers no iteration writes while it
    /// runs (a slot of the ring `loads`, or a resident operand): its steps may then run on into
    /// the next iteration. An operand the dot stores itself each iteration (a load the ring
    /// does not fetch, say with a non-zero `other`) would be overwritten while the previous
    /// iteration's steps still read it.
    pub(super) fn carried_dot(&mut self, inst: Inst, loads: &[RingLoad]) -> Option<Inst> {
        let k = self.k;
        let body = k.insts[inst].regions[0];
        let dots: Vec<Inst> = k.regions[body]
            .insts
            .iter()
            .copied()
            .filter(|&i| matches!(k.insts[i].op, Op::Dot { .. }) && self.dot_plan(i).wg.is_some_and(|w| w.stages()))
            .collect();
        let [dot] = dots[..] else { return None };
        let d = &k.insts[dot];
        let residents = if self.pipe.residents { self.resident_operands(body) } else { Vec::new() };
        let unwritten = |j: usize| {
            let arg = d.args[j];
            let v = crate::lower::dot::transpose_of(k, arg).filter(|_| j == 1).unwrap_or(arg);
            loads.iter().any(|l| l.value == v) || residents.iter().any(|r| r.0 == v)
        };
        if !unwritten(0) || !unwritten(1) {
            return None;
        }
        let (acc, out) = (d.args[2], d.results[0]);
        if k.ty(acc).dtype() != Some(DType::F32) {
            // A 16-bit accumulator is widened before the steps and rounded after them.
            return None;
        }
        let y = *k.regions[body].insts.last()?;
        let j = k.insts[y].args.iter().position(|&a| a == out)?;
        let uses = |v: Value| k.insts.values().flat_map(|x| x.args.iter()).filter(|&&a| a == v).count();
        // The carried value itself, or `select(p, 0, it)`: a flattened loop's new block, which
        // the dot takes as its first step's scale-d (`dot::zero_unless`).
        let carried = match self.zero_unless(acc) {
            Some((c, _, _)) if uses(acc) == 1 => c,
            _ => acc,
        };
        // Besides the yield, the result may be read in the arms of an `if` of the body (a
        // flattened loop's epilogue), each of which waits for the group first (`if_op`).
        let top = k.regions[body].insts.iter().filter(|&&i| i != y).any(|&i| k.insts[i].args.contains(&out));
        let nested_ok = k.regions[body].insts.iter().all(|&i| {
            let x = &k.insts[i];
            x.op == Op::If || !x.regions.iter().any(|&r| crate::lower::control::reads_value(k, r, out))
        });
        // (Yielded once: a second carried copy would be a move of registers still in flight.)
        let once = k.insts[y].args.iter().filter(|&&a| a == out).count() == 1;
        (k.regions[body].params.get(j + 1) == Some(&carried) && uses(carried) == 1 && once && !top && nested_ok)
            .then_some(dot)
    }

    /// Whether a use of `v` is as an operand of a dot on warpgroup tensor cores (directly, or
    /// transposed as B: `kmajor_b`).
    pub(in crate::lower) fn feeds_wgmma(&mut self, v: Value, body: Region) -> bool {
        let k = self.k;
        k.regions[body].insts.iter().any(|&i| {
            let d = &k.insts[i];
            if !matches!(d.op, Op::Dot { .. }) {
                return false;
            }
            let Some(j) = d.args[..2].iter().position(|&a| a == v) else { return false };
            let plan = self.dot_plan(i);
            plan.wg.is_some() && plan.stages_operand(j)
        }) || self.kmajor_b(v, body, true).is_some()
    }

    /// The transpose of `v` in `body` whose every use is as B of a dot on tensor cores that
    /// stages its operands (on warpgroup tensor cores only, with `wg`), if that is `v`'s only
    /// use: the dots read `v`'s tile K-major (`wgmma`, or non-transposed matrix loads), so it is
    /// staged as it is loaded.
    pub(in crate::lower) fn kmajor_b(&mut self, v: Value, body: Region, wg: bool) -> Option<Value> {
        let k = self.k;
        let users: Vec<Inst> = k.insts.iter().filter(|(_, d)| d.args.contains(&v)).map(|(i, _)| i).collect();
        let [t] = users[..] else { return None };
        let d = &k.insts[t];
        if !matches!(&d.op, Op::Trans(p) if p[..] == [1, 0]) || !k.regions[body].insts.contains(&t) {
            return None;
        }
        let tv = d.results[0];
        let mut used = false;
        for (i, u) in k.insts.iter() {
            for (j, &a) in u.args.iter().enumerate() {
                if a != tv {
                    continue;
                }
                let ok = matches!(u.op, Op::Dot { .. }) && j == 1 && k.regions[body].insts.contains(&i) && {
                    let plan = self.dot_plan(i);
                    if wg {
                        plan.wg.is_some_and(|w| w.stages())
                    } else {
                        plan.stages_operands()
                    }
                };
                if !ok {
                    return None;
                }
                used = true;
            }
        }
        used.then_some(tv)
    }

    /// Whether every use of `v` is as A or B of a dot in `body` that stages its operands, or
    /// is a transpose in `body` whose every use is as B of such dots (read K-major from `v`'s
    /// tile, as `kmajor_b` says): the backward's Q is both `dS^T Q`'s B and, transposed,
    /// `K Q^T`'s, and both read the one slot.
    pub(in crate::lower) fn only_staged_dot_operand(&mut self, v: Value, body: Region) -> bool {
        let k = self.k;
        self.every_use(v, |l, i, j| {
            let d = &k.insts[i];
            let in_body = k.regions[body].insts.contains(&i);
            match d.op {
                Op::Dot { .. } => j < 2 && in_body && l.dot_plan(i).stages_operand(j),
                Op::Trans(ref p) => {
                    p[..] == [1, 0]
                        && in_body
                        && l.every_use(d.results[0], |l, i, j| {
                            matches!(k.insts[i].op, Op::Dot { .. })
                                && j == 1
                                && k.regions[body].insts.contains(&i)
                                && l.dot_plan(i).stages_operands()
                        })
                }
                _ => false,
            }
        })
    }

    /// Whether `v` is used, and `ok` holds of every use (the instruction and the argument's
    /// position).
    fn every_use(&mut self, v: Value, mut ok: impl FnMut(&mut Self, Inst, usize) -> bool) -> bool {
        let k = self.k;
        let mut used = false;
        for (i, d) in k.insts.iter() {
            for (j, &a) in d.args.iter().enumerate() {
                if a == v {
                    if !ok(self, i, j) {
                        return false;
                    }
                    used = true;
                }
            }
        }
        used
    }

    /// For a load of `body` fetched ahead through registers: whether its slot holds it
    /// transposed (a K x N B, which lane loads read K-major), if every use is as an operand of
    /// a dot with lane loads (`Mma::lane_loads`) and all agree on that.
    pub(super) fn lane_loaded(&mut self, v: Value, body: Region) -> Option<bool> {
        // B given as trans(v): v's N x K tile is read as it is.
        if let Some(t) = self.kmajor_b(v, body, false) {
            let users: Vec<Inst> = self.k.insts.iter().filter(|(_, d)| d.args.contains(&t)).map(|(i, _)| i).collect();
            return users.into_iter().all(|i| self.dot_plan(i).lane_loads()).then_some(false);
        }
        let k = self.k;
        let mut side = None;
        for (i, d) in k.insts.iter() {
            for (j, &a) in d.args.iter().enumerate() {
                if a != v {
                    continue;
                }
                if !matches!(d.op, Op::Dot { .. }) || j >= 2 || !self.dot_plan(i).lane_loads() {
                    return None;
                }
                if side.replace(j == 1).is_some_and(|s| s != (j == 1)) {
                    return None;
                }
            }
        }
        side
    }

    /// The dot operands of loop body `body` that it does not vary and that reach tensor cores
    /// through shared memory (`DotPlan::staged_from`): defined before the loop, 2-D, 16-bit,
    /// with a home. B given as `trans(x)` (read K-major from x's tile) counts as x. Each value
    /// once, with whether warpgroup tensor cores read it (the buffer's swizzle differs); a
    /// value read by both kinds is left out.
    pub(in crate::lower) fn resident_operands(&mut self, body: Region) -> Vec<(Value, bool)> {
        let k = self.k;
        let inside = varying_in(k, body);
        let mut out: Vec<(Value, bool)> = Vec::new();
        let mut mixed = Vec::new();
        for &i in &k.regions[body].insts {
            if !matches!(k.insts[i].op, Op::Dot { .. }) {
                continue;
            }
            let plan = self.dot_plan(i);
            if !plan.stages_operands() {
                continue;
            }
            for j in 0..2 {
                let arg = k.insts[i].args[j];
                // B = trans(x) of a tile x defined before the loop: x is read K-major.
                let v = match crate::lower::dot::transpose_of(k, arg) {
                    Some(x) if j == 1 && !defined_in(k, body, x) => x,
                    _ => arg,
                };
                let ty = k.ty(v);
                if defined_in(k, body, v)
                    || inside.contains(&v)
                    || ty.shape.dims().len() != 2
                    || !matches!(ty.dtype(), Some(DType::F16 | DType::BF16))
                {
                    continue;
                }
                let Some(&home) = self.homes.get(&v) else { continue };
                let kmajor = v != arg;
                if !plan.staged_from(j, home) && !kmajor {
                    continue;
                }
                // Lane loads read a K x N B transposed, which the dot's own staging store does:
                // such a value is no resident (not even where it is also an A).
                if j == 1 && !kmajor && plan.lane_loads() {
                    mixed.push(v);
                    continue;
                }
                let wg = plan.wg.is_some();
                match out.iter().find(|r| r.0 == v) {
                    Some(&(_, w)) if w != wg => mixed.push(v),
                    Some(_) => {}
                    None => out.push((v, wg)),
                }
            }
        }
        out.retain(|r| !mixed.contains(&r.0));
        out
    }
}
