//! `dot` on the tensor cores that one warp drives (`mma.sync`, MFMA, WMMA): operands into
//! their fragments (matrix loads or lane loads from swizzled shared memory, or packed from
//! registers), then the instructions in K order over the accumulator tiles.

use super::{dims2, frag_flat, paired_lane_loads, source_dot, transpose_of, DotPlan, Operand, Side};
use crate::layout::{transpose_bits, Layout};
use crate::lower::shared::StoreAs;
use crate::lower::shared::Swizzle;
use crate::lower::{Lk, Lower, Res};
use crate::target::{Mma, Target};
use crate::vcode::VReg;
use rustc_hash::FxHashMap as HashMap;
use tessera_ir::op::{BinaryOp, DotPrecision, Op};
use tessera_ir::{DType, Value};

impl<'k, T: Target> Lower<'k, T> {
    /// Tensor-core steps over this warp's share of C, K steps in order: for each K step, the A
    /// tiles of the step and the B tiles of the step are fetched (matrix loads, or packed from
    /// registers), then every (M tile, N tile) takes its instruction; with lane loads, each
    /// tile just before its instructions instead. Each element's sum runs over the K steps in
    /// order whatever the order of the tiles.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn dot_mma(
        &mut self,
        mma: &Mma,
        plan: &DotPlan,
        (kk, n): (u32, u32),
        a: &mut [Operand],
        b: &mut [Operand],
        passes: &[(usize, usize)],
        c: &mut [VReg],
    ) -> Res<()> {
        let lc = self.layout(plan.c).clone();
        let [tm, tn] = mma.c.tile;
        let (m_tiles, n_tiles, k_steps) = (plan.share.0 / tm, plan.share.1 / tn, kk / mma.k());
        let c_regs: Vec<Vec<usize>> = (0..m_tiles * n_tiles)
            .map(|t| {
                let (mi, ni) = (t / n_tiles, t % n_tiles);
                (0..1usize << mma.c.reg.len())
                    .map(|e| lc.reg_of(frag_flat(&mma.c, e, n) + (mi * tm) * n + ni * tn))
                    .collect()
            })
            .collect();
        let mut acc: Vec<Vec<VReg>> = c_regs.iter().map(|rs| rs.iter().map(|&r| c[r]).collect()).collect();
        self.t.mma_begin(m_tiles * n_tiles);
        // Lane loads place an operand where its instruction reads it (`Target::load_fragment`),
        // so each tile is loaded just before its instructions: A per M tile, a lane-loaded B
        // again for every M tile (one load rather than moves out of the instruction's units).
        let lanes = |o: &Operand| matches!(o, Operand::Shared { lanes: true, .. });
        let b_lanes = lanes(&b[0]);
        let pairs = |o: &Operand| matches!(o, Operand::Shared { lanes: true, pair_off: Some(_), .. });
        if passes.len() == 1 && pairs(&a[0]) && pairs(&b[0]) {
            // Two K steps per read (`paired_lane_loads`): A's 16 bytes per M tile, B's per tile
            // of C, whose two steps then follow each other (each tile still sums its steps in
            // order).
            for q in 0..k_steps / 2 {
                for mi in 0..m_tiles {
                    let at = self.operand_pair(&a[0], mma, mi, q);
                    for ni in 0..n_tiles {
                        let bt = self.operand_pair(&b[0], mma, q, ni);
                        let t = (mi * n_tiles + ni) as usize;
                        for h in 0..2 {
                            acc[t] = self.t.mma_step(mma, &at[2 * h..2 * h + 2], &bt[2 * h..2 * h + 2], &acc[t]);
                        }
                    }
                }
            }
        } else if passes.len() == 1 && (lanes(&a[0]) || b_lanes) {
            for ki in 0..k_steps {
                let bt: Vec<Vec<VReg>> = if b_lanes {
                    Vec::new()
                } else {
                    (0..n_tiles).map(|ni| self.operand_tile(&mut b[0], mma, ki, ni)).collect::<Res<_>>()?
                };
                for mi in 0..m_tiles {
                    let at = self.operand_tile(&mut a[0], mma, mi, ki)?;
                    for ni in 0..n_tiles {
                        let t = (mi * n_tiles + ni) as usize;
                        let b_tile =
                            if b_lanes { self.operand_tile(&mut b[0], mma, ki, ni)? } else { bt[ni as usize].clone() };
                        acc[t] = self.t.mma_step(mma, &at, &b_tile, &acc[t]);
                    }
                }
            }
        } else {
            for ki in 0..k_steps {
                let mut at: Vec<Vec<Vec<VReg>>> = Vec::with_capacity(a.len());
                for o in a.iter_mut() {
                    at.push((0..m_tiles).map(|mi| self.operand_tile(o, mma, mi, ki)).collect::<Res<_>>()?);
                }
                let mut bt: Vec<Vec<Vec<VReg>>> = Vec::with_capacity(b.len());
                for o in b.iter_mut() {
                    bt.push((0..n_tiles).map(|ni| self.operand_tile(o, mma, ki, ni)).collect::<Res<_>>()?);
                }
                for &(pa, pb) in passes {
                    for mi in 0..m_tiles {
                        for ni in 0..n_tiles {
                            let t = (mi * n_tiles + ni) as usize;
                            acc[t] = self.t.mma_step(mma, &at[pa][mi as usize], &bt[pb][ni as usize], &acc[t]);
                        }
                    }
                }
            }
        }
        for (rs, vals) in c_regs.iter().zip(acc) {
            for (&r, v) in rs.iter().zip(vals) {
                c[r] = v;
            }
        }
        for o in a.iter().chain(b.iter()) {
            if let Operand::Shared { ring: false, .. } = o {
                self.reads_done();
            }
        }
        Ok(())
    }

    /// A tf32 operand in registers (already rounded: the big part) with its small part,
    /// `tf32(x - big)`: the operands of a three-pass `tf32x3` dot.
    pub(super) fn split_tf32(&mut self, o: Operand) -> Vec<Operand> {
        let Operand::Regs { side, regs, layout, cols, exact } = o else {
            unreachable!("tf32 operands are in registers")
        };
        let small: Vec<VReg> = regs
            .iter()
            .zip(&exact)
            .map(|(&big, &x)| {
                let rest = self.t.binary(BinaryOp::Sub, DType::F32, x, big);
                self.dot_input(DType::F32, DType::F32, DotPrecision::Tf32, rest)
            })
            .collect();
        vec![
            Operand::Regs { side, regs, layout: layout.clone(), cols, exact: exact.clone() },
            Operand::Regs { side, regs: small, layout, cols, exact },
        ]
    }

    /// Where operand `side` of a tensor-core dot comes from. One loaded from memory (it has a
    /// home elsewhere) is staged through a swizzled shared buffer and read with matrix loads;
    /// one fetched ahead by a pipelined loop is read from its ring slot; any other is computed
    /// in its fragment layout and packed tile by tile.
    pub(super) fn operand(
        &mut self,
        side: Side,
        v: Value,
        plan: &DotPlan,
        mma: &Mma,
        (m, kk, n): (u32, u32, u32),
    ) -> Res<Operand> {
        let (lk, rows, cols) = match side {
            Side::A => (plan.a, m, kk),
            Side::B => (plan.b, kk, n),
        };
        // B given as the transpose of an N x K tile: read from that tile as it is.
        let kmajor = (side == Side::B && mma.shared_loads).then(|| self.kmajor_source(v)).flatten();
        let home = self.homes.get(&v).copied();
        let ring = self.pipe.staged.get(&v).copied();
        let stage_from = if kmajor.is_none() && mma.shared_loads && ring.is_none() && home.is_none() {
            self.computed_elsewhere(v, lk)
        } else {
            None
        };
        let staged = ring.is_some()
            || stage_from.is_some()
            || mma.shared_loads && home.is_some_and(|h| h != lk && h != Lk::Scalar) && self.lookup(v, lk).is_none();
        if kmajor.is_none() && !staged {
            let regs = self.get(v, lk)?.to_vec();
            let (regs, exact) = if mma.tf32 {
                // tf32 inputs: rounded to nearest even first, as the IR says (the tensor cores
                // would ignore the low bits); the unrounded ones stay for tf32x3's split.
                let rounded =
                    regs.iter().map(|&r| self.dot_input(DType::F32, DType::F32, DotPrecision::Tf32, r)).collect();
                (rounded, regs)
            } else {
                (regs, Vec::new())
            };
            return Ok(Operand::Regs { side, regs, layout: self.layout(lk).clone(), cols, exact });
        }
        // The tile read: v's, or the N x K tile x of a K-major B.
        let (tile, rows, cols) = match kmajor {
            Some(x) => (x, n, kk),
            None => (v, rows, cols),
        };
        let ring = self.pipe.staged.get(&tile).copied();
        // Lane loads read B K-major: a B stored as it is (K x N) is transposed on the way in.
        let transpose = mma.lane_loads && side == Side::B && kmajor.is_none();
        let store_as = if transpose { StoreAs::Transposed } else { StoreAs::Rows };
        let (sw, slot) = match ring {
            // Fetched ahead into a ring slot (see `pipeliner`): there, behind the loop's barrier.
            // (A K x N tile read K-major by lane loads is stored transposed there, `pipeliner`.)
            Some(st) if st.transposed == transpose => (st.sw, Some(st.slot)),
            Some(_) => return Err(self.err("internal: a staged tile stored the other way round than its dot reads it")),
            None => {
                let home = self.homes.get(&tile).copied().or(stage_from).expect("staged operands have a home");
                (self.store_swizzled(tile, home, rows, cols, store_as)?, None)
            }
        };
        let kmajor = kmajor.is_some() || transpose;
        let (lane_off, pairs, pair_off) = if mma.lane_loads {
            let (plain, paired) = self.lane_load_offsets(side, plan, sw, (kk, n));
            (plain, false, paired)
        } else {
            let (off, pairs) = self.lane_offsets(side, plan, mma, sw, kmajor.then_some((kk, n)));
            (off, pairs, None)
        };
        Ok(Operand::Shared {
            side,
            sw,
            slot,
            lane_off,
            pairs,
            ring: ring.is_some(),
            kmajor,
            lanes: mma.lane_loads,
            pair_off,
            loaded: HashMap::default(),
        })
    }

    /// Where an operand computed in registers (`v`, with no home, wanted in fragment layout
    /// `lk`) is better computed and then staged through shared memory like a loaded one: the
    /// tile layout its operands sit in, when it is free to compute there and not in `lk`.
    /// Attention's P on AMD: the accumulator layouts of MFMA and WMMA are not their A
    /// layouts, and computing P in the A layout would redo the scale, the row max and the
    /// exponentials there (twice over on gfx1100, whose A is held by both half-waves), from
    /// the scores exchanged in f32; staged, P crosses shared memory once, in 16 bits, and is
    /// read back in 16-byte lane loads.
    pub(super) fn computed_elsewhere(&mut self, v: Value, lk: Lk) -> Option<Lk> {
        if self.lookup(v, lk).is_some() || self.k.ty(v).dtype().is_none_or(|d| d.bytes() != 2) {
            return None;
        }
        let at = self.preferred(v);
        let (mut b1, mut b2) = (64, 64);
        (at != lk && at != Lk::Scalar && self.free_in(v, at, &mut b1) && !self.free_in(v, lk, &mut b2)).then_some(at)
    }

    /// The lanes' part of the matrix loads of operand `side` from `sw`: each lane's swizzled
    /// offset, and whether B is read two N tiles at a time. Lanes 8j..8j+7 name
    /// the rows of matrix j: for A, rows 0-15 by lanes 0-15, then k + 8; for B (read
    /// transposed), k 0-15, then the next 8 columns if the warp has two N tiles.
    pub(in crate::lower) fn lane_offsets(
        &mut self,
        side: Side,
        plan: &DotPlan,
        mma: &Mma,
        sw: Swizzle,
        kmajor: Option<(u32, u32)>,
    ) -> (VReg, bool) {
        let cb = sw.cols().trailing_zeros();
        let row = |b: u32| 1u32 << (cb + b);
        let pairs = side == Side::B && plan.share.1 / mma.b.tile[1] >= 2;
        let lanes: [u32; 5] = match side {
            Side::A => [row(0), row(1), row(2), row(3), 8],
            // K-major B (an N x K tile): lanes 8-15 the K half, 16-31 the next 8 N rows.
            Side::B if kmajor.is_some() => [row(0), row(1), row(2), 8, if pairs { row(3) } else { 0 }],
            Side::B => [row(0), row(1), row(2), row(3), if pairs { 8 } else { 0 }],
        };
        let lk = match side {
            Side::A => plan.a,
            Side::B => plan.b,
        };
        let mut thread: smallvec::SmallVec<[u32; 10]> = lanes.into_iter().collect();
        // The warps' offsets are bits of B's K x N flat index; a K-major tile is N x K.
        let warp_bit = |f: u32| match kmajor {
            Some((kk, n)) if f != 0 => {
                if f < n {
                    f << kk.trailing_zeros()
                } else {
                    f >> n.trailing_zeros()
                }
            }
            _ => f,
        };
        thread.extend(self.layout(lk).thread.iter().skip(5).map(|&f| warp_bit(f)));
        let lane_lk = self.intern(Layout { reg: Default::default(), thread });
        let lf = self.thread_flat(lane_lk);
        (self.swizzled_offset(&sw, lf), pairs)
    }

    /// The lanes' part of lane loads (`Mma::lane_loads`) of operand `side` from `sw`: each
    /// thread's swizzled offset in the stored tile (A's M x K; B's N x K, the transpose of the
    /// fragment's K x N `kn`). The fragment's register bits are K's
    /// low bits, so a thread's first element starts its run of K. Also, where the dot pairs
    /// its reads (`paired_lane_loads`), the offsets of paired reads: each lane's K above its
    /// run doubled.
    pub(in crate::lower) fn lane_load_offsets(
        &mut self,
        side: Side,
        plan: &DotPlan,
        sw: Swizzle,
        kn: (u32, u32),
    ) -> (VReg, Option<VReg>) {
        let l = match side {
            Side::A => self.layout(plan.a).clone(),
            Side::B => self.layout(plan.b).map_bits(&transpose_bits(kn.0, kn.1)),
        };
        let offsets = |me: &mut Self, thread: smallvec::SmallVec<[u32; 10]>| {
            let lane_lk = me.intern(Layout { reg: Default::default(), thread });
            let lf = me.thread_flat(lane_lk);
            me.swizzled_offset(&sw, lf)
        };
        let plain = offsets(self, l.thread.clone());
        let pairs = self.t.codegen().lds_pairs;
        let Some(mma) = plan.mma.filter(|m| paired_lane_loads(m, kn.0, pairs)) else { return (plain, None) };
        let run = 1u32 << if side == Side::A { mma.a } else { mma.b }.reg.len();
        let thread = l.thread.iter().map(|&f| if f >= run && f < kn.0 { 2 * f } else { f }).collect();
        (plain, Some(offsets(self, thread)))
    }

    /// Before a loop whose dots read their operands by lane loads (AMDGCN): the thread parts
    /// of the body's staging stores and lane loads, computed once here rather than in every
    /// iteration (that backend has no loop-invariant code motion of its own). What the body
    /// then does not use, dead-code elimination removes.
    pub(in crate::lower) fn lane_prologue(&mut self, body: tessera_ir::kernel::Region) {
        let k = self.k;
        for &i in &k.regions[body].insts {
            let d = &k.insts[i];
            if !matches!(d.op, Op::Dot { .. }) {
                continue;
            }
            let plan = self.dot_plan(i);
            if !plan.lane_loads() {
                continue;
            }
            let kk = dims2(k.ty(d.args[0])).1;
            let n = dims2(k.ty(d.args[2])).1;
            // A's M x K and B's N x K tiles both have rows of K (B's folded where the store
            // transposes it).
            for (side, j) in [(Side::A, 0), (Side::B, 1)] {
                let v = d.args[j];
                let transposed = side == Side::B && transpose_of(k, v).is_none();
                let eb = plan.mma.map_or(2, |m| m.input.bytes());
                let sw = if transposed { Swizzle::folded(kk, eb, 0) } else { Swizzle::of(kk, eb, 0) };
                let stored = match transpose_of(k, v) {
                    Some(x) if side == Side::B => self.home(k.ty(x)),
                    _ => {
                        let home = match source_dot(k, v) {
                            Some(src) if src != i => self.dot_plan(src).c,
                            _ => self.home(k.ty(v)),
                        };
                        if side == Side::B && home != Lk::Scalar {
                            let t = self.layout(home).map_bits(&transpose_bits(kk, n));
                            self.intern(t)
                        } else {
                            home
                        }
                    }
                };
                if stored != Lk::Scalar {
                    let tf = self.thread_flat(stored);
                    self.swizzled_offset(&sw, tf);
                }
                self.lane_load_offsets(side, &plan, sw, (kk, n));
            }
        }
    }

    /// For each dot in `body` that takes `v` (fetched ahead into `sw`) as A or B: its lanes'
    /// matrix-load offsets, computed now (in a prologue, so that the loop reuses them).
    pub(in crate::lower) fn dot_lane_offsets(&mut self, v: Value, body: tessera_ir::kernel::Region, sw: Swizzle) {
        let k = self.k;
        for &i in &k.regions[body].insts {
            let d = &k.insts[i];
            if !matches!(d.op, Op::Dot { .. }) {
                continue;
            }
            for (side, j) in [(Side::A, 0), (Side::B, 1)] {
                let kmajor = side == Side::B && transpose_of(k, d.args[j]) == Some(v);
                if d.args[j] == v || kmajor {
                    let plan = self.dot_plan(i);
                    if let Some(mma) = plan.mma {
                        let dims = k.ty(d.args[1]).shape;
                        let kn = (dims.dims()[0], dims.dims()[1]);
                        if mma.lane_loads {
                            self.lane_load_offsets(side, &plan, sw, kn);
                        } else {
                            self.lane_offsets(side, &plan, &mma, sw, kmajor.then_some(kn));
                        }
                    }
                }
            }
        }
    }

    /// The packed registers of instruction tile (i, j) of an operand: (M tile, K step) of A,
    /// (K step, N tile) of B. Matrix loads of B fetch two N tiles at once where the warp has
    /// them; the second waits in `loaded`.
    pub(super) fn operand_tile(&mut self, o: &mut Operand, mma: &Mma, i: u32, j: u32) -> Res<Vec<VReg>> {
        match o {
            Operand::Regs { side, regs, layout, cols, .. } => {
                let frag = if *side == Side::A { mma.a } else { mma.b };
                let (tr, tcl) = (frag.tile[0], frag.tile[1]);
                let elems: Vec<VReg> = (0..1usize << frag.reg.len())
                    .map(|e| regs[layout.reg_of(frag_flat(&frag, e, *cols) + (i * tr) * *cols + j * tcl)])
                    .collect();
                Ok(self.t.mma_pack(mma, &elems))
            }
            Operand::Shared { side, sw, slot, lane_off, pairs, kmajor, lanes, loaded, .. } => {
                if let Some(r) = loaded.remove(&(i, j)) {
                    return Ok(r);
                }
                let frag = if *side == Side::A { mma.a } else { mma.b };
                let (tr, tcl) = (frag.tile[0], frag.tile[1]);
                let cols = sw.cols();
                // K-major B: N tile j is rows j * tcl of the N x K tile, K step i its columns.
                let at = if *kmajor { (j * tcl) * cols + i * tr } else { (i * tr) * cols + j * tcl };
                if *lanes {
                    // Each lane's run of K, 16-bit elements, in pieces of at most 16 bytes:
                    // a run starts at a multiple of its length, so each piece lies in one
                    // swizzled chunk.
                    let bytes = mma.input.bytes() << frag.reg.len();
                    let per_piece = 16 / mma.input.bytes();
                    let mut words = Vec::with_capacity(bytes as usize / 4);
                    for p in 0..bytes.div_ceil(16) {
                        let (addr, off) = self.swizzled_addr(sw, *lane_off, at + per_piece * p, *slot);
                        let n = (bytes - 16 * p).min(16) / 4;
                        words.extend(self.t.load_fragment(mma, *side == Side::B, p, addr, off, n));
                    }
                    return Ok(words);
                }
                let (addr, off) = self.swizzled_addr(sw, *lane_off, at, *slot);
                let count = match side {
                    Side::A => 4,
                    Side::B if *pairs => 4,
                    Side::B => 2,
                };
                let regs = self.t.load_matrix(addr, off, count, *side == Side::B && !*kmajor).ok_or_else(|| {
                    self.err("internal: a target with tensor cores and no matrix loads from shared memory")
                })?;
                if count == 4 && *side == Side::B {
                    loaded.insert((i, j + 1), regs[2..].to_vec());
                    return Ok(regs[..2].to_vec());
                }
                Ok(regs)
            }
        }
    }

    /// The four words of a paired lane load (`paired_lane_loads`) of an operand read by lane
    /// loads: K steps 2q and 2q + 1 of M tile `i` of A (i, q), or of N tile `j` of B (q, j).
    pub(super) fn operand_pair(&mut self, o: &Operand, mma: &Mma, i: u32, j: u32) -> Vec<VReg> {
        let Operand::Shared { side, sw, slot, pair_off: Some(off), kmajor, .. } = o else {
            unreachable!("paired lane loads of a shared operand")
        };
        let frag = if *side == Side::A { mma.a } else { mma.b };
        let (tr, tcl) = (frag.tile[0], frag.tile[1]);
        let cols = sw.cols();
        // Step 2q's column (K) in the K-major tile, where the pair's 2 k() columns start.
        let at = if *kmajor { (j * tcl) * cols + 2 * i * tr } else { (i * tr) * cols + 2 * j * tcl };
        let (addr, offset) = self.swizzled_addr(sw, *off, at, *slot);
        self.t.load_fragment(mma, *side == Side::B, 0, addr, offset, 4)
    }
}
