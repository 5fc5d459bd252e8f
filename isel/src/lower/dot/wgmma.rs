//! `dot` on sm_90a's warpgroup tensor cores (`wgmma.mma_async`, `ptx::wgmma`).
//!
//! ```text
//!   plan: the target's Wgmma for the types, warps a multiple of 4, M >= 64, N >= 16, K >= 16?
//!     warpgroups (4 warps each) along M while M has 64-row blocks for them, then along N;
//!     C in Layout::warpgroup; one instruction is 64 x n_inst, n_inst = min(share N, 256)
//!   operands: both in shared memory, as Swizzle::wgmma_of tiles (A: M x K, read K-major;
//!     or A = trans(x) of a 16-bit K x M tile x, read M-major from x's tile; B: K x N, read
//!     N-major; or B = trans(x) of a loaded N x K tile x, read K-major from x's tile, so that
//!     attention's K is loaded by rows and never transposed), from a pipelined loop's ring
//!     slot or stored there now (once per value: a second dot of it reads the same tile);
//!     tf32, i8 and fp8 (K-major only): stored by the dot from registers, tf32 rounded first,
//!     a K x N B transposed by its store
//!   steps:  wgmma.fence; for each K step of 16, in order: one wgmma per (M block, N block)
//!           of the warpgroup's share, each chaining its own accumulator; commit; wait 0
//! ```
//!
//! A matrix descriptor names a tile in shared memory: its start address (16-byte units), the
//! swizzle (the width of a row of a `Swizzle::wgmma` block: 128, 64 or 32 bytes), and two
//! strides: for a K-major operand (A) the stride byte offset (SBO) is the distance between
//! groups of 8 rows, 8 rows of a block; for an N-major one (B) SBO is the distance between
//! groups of 8 K rows and the leading byte offset (LBO) the distance between blocks of
//! columns (`Swizzle::block_bytes`). Each instruction's descriptor is a per-warpgroup base
//! plus a constant: the K step moves A's start 32 bytes along its rows (within a 128-byte
//! row the swizzle follows, since it is a function of the address) and B's 16 rows down; a
//! further M block moves A 64 rows, a further N block moves B by whole column blocks. A ring
//! slot's base is the first slot's plus the slot's offset in 16-byte units (`descriptor`).
//! Buffers are aligned to 1024 bytes, the period of the 128-byte swizzle, so the base offset
//! field stays 0.
//!
//! Checked on the H200 (2026-12-01, `gpu_ptx` against the simulator, which implements the
//! layouts above from the PTX ISA's description): 885 random single dots on warpgroups, bit for
//! bit, among them B read from the middle of a 128-byte row (two warpgroups along N of a 64-wide
//! tile start their instructions 64 bytes into the row), K steps advancing A's start within a
//! swizzled row, and 32- and 64-byte swizzles (K or N of 16 and 32).
//!
//! The accumulators are in flight from the first step to the wait; nothing reads them in
//! between, so `wait_group 0` at the end of each dot is where they become readable, and where
//! the operands' shared memory may be reused. A pipelined loop that only carries the
//! accumulator from one dot to the next keeps one group in flight across iterations
//! (`wait_group 1`, see `pipeliner`).
//!
//! tf32, i8 and fp8 operands are not staged by rings or resident buffers (`WgPlan::stages`): a
//! copy engine or `cp.async` would land f32 unrounded (the tensor cores truncate to tf32, the
//! IR rounds to nearest), and a K x N B in the N-major order that these types cannot read. They
//! reach the instruction as `mma.sync`'s do, loaded into registers, and the dot stores them
//! (checked on sm_90a in the simulator by the examples `matmul_tf32`, `matmul_i8` and
//! `matmul_fp8` and by the random dots; tf32 and i8 on the H200 by `tests/gpu_ptx.rs`).
//!
//! A computed in the layout of a warpgroup accumulator over M x K (attention's P, the previous
//! dot's result scaled and cast) is taken from registers, four packed registers per thread and
//! step, with no shared memory; any other operand computed in registers is stored into a
//! swizzled buffer first.
//!
//! An A stored here is published by a program barrier, or (unless `wg-barriers=off`) by each
//! warpgroup's own named barrier where the stored layout gives every warpgroup exactly the rows
//! it reads and no other dot reads the tile (`wgmma_operand`): the backward's P at d128.
//!
//! The backward's `P^T dO` and `dS^T Q` take A as the transpose of a tile computed in an
//! accumulator's layout. Their A is read M-major (`trans-a`, the descriptor as an N-major B's:
//! LBO the distance between 64-column blocks, SBO between groups of 8 K rows) from P and dS
//! stored as computed, pairs of columns in 32-bit stores, and `dS K` reads the same dS tile
//! K-major. Storing the transposes took one 16-bit store per element, and dS twice: on the
//! H100 (docs/benchmarks.md, "The backward, second pass"), +10 % at d64 and +20 % at d128
//! (`transposed-a=store` keeps the transposing stores, for A/B measurements). The simulator
//! reads an M-major A by the same layout formula as an N-major B, and the H100 agreed with it
//! over the random dots of `tests/gpu_ptx.rs` that take A by `trans`.

use crate::layout::Layout;
use crate::lower::shared::{StoreAs, Swizzle};
use crate::lower::{Lk, Lower, Res};
use crate::target::{Target, Wgmma};
use crate::vcode::VReg;
use tessera_ir::kernel::Inst;
use tessera_ir::op::{BinaryOp, CastOp, DotPrecision, Op};
use tessera_ir::{DType, Scalar, Value};

/// How a dot runs on warpgroup tensor cores.
#[derive(Clone, Copy, Debug)]
pub(in crate::lower) struct WgPlan {
    pub w: Wgmma,
    /// N of one instruction.
    pub n_inst: u32,
    /// Rows and columns of C one warpgroup computes.
    pub share: (u32, u32),
    /// log2 of the warpgroups along M (the rest go along N).
    pub m_bits: u32,
}

impl WgPlan {
    /// Whether ring slots may hold the operands as they are loaded: 16-bit ones, which the
    /// instruction reads N-major or K-major, and 8-bit ones (i8, fp8), which it reads K-major
    /// only (an A, or a B given as the transpose of an N x K tile: `n_major`). tf32 operands
    /// are rounded first, as the IR says, so the dot stores them itself, K-major
    /// (`StoreAs::Wgmma`), as it does every 8-bit operand it does not find in a slot (a K x N B
    /// transposed: `StoreAs::WgmmaTransposed`).
    pub fn stages(&self) -> bool {
        matches!(self.w.input.bytes(), 1 | 2)
    }

    /// Whether the instruction reads a K x N B N-major (16-bit operands), and takes A from
    /// registers.
    pub fn n_major(&self) -> bool {
        self.w.input.bytes() == 2
    }
}

/// The descriptor's swizzle field for rows of `bytes`.
fn swizzle_mode(bytes: u32) -> u64 {
    match bytes {
        128 => 1,
        64 => 2,
        _ => 3,
    }
}

impl<'k, T: Target> Lower<'k, T> {
    /// The warpgroup plan and C layout of an `m x kk x n` dot of `input` into `acc`, if the
    /// target has warpgroup tensor cores for it and the shape fits them.
    pub(in crate::lower) fn wgmma_plan(
        &mut self,
        (input, acc, precision): (DType, DType, DotPrecision),
        (m, kk, n): (u32, u32, u32),
    ) -> Result<(WgPlan, Lk), String> {
        let Some(w) = self.t.warpgroup_mma().and_then(|w| w.shape(input, acc, precision)) else {
            let hint =
                if input == DType::F32 && precision == DotPrecision::Ieee { " (`precision tf32` has one)" } else { "" };
            return Err(format!("warpgroups take no {input} operands into {acc} at precision {precision}{hint}"));
        };
        let warps = self.threads / self.t.warp_size();
        if warps < 4 {
            return Err(format!("warpgroup dots need 4 warps or more; the kernel has {warps}"));
        }
        if m < 64 || n < 16 || kk < w.k {
            return Err(format!("warpgroup dots need M >= 64, N >= 16 and K >= {}; this one is {m} x {n} x {kk}", w.k));
        }
        // tf32, i8 and fp8 operands are stored whole by the dot, A and B at once (each aligned to
        // 1024 bytes): where the two cannot fit, the dot takes `mma.sync`, whose layout
        // exchanges are the only other way it might.
        if w.input.bytes() != 2 && (m * kk + kk * n) * w.input.bytes() + 2048 > self.t.shared_limit() {
            return Err(format!("its {input} operands, stored whole, do not fit the shared memory"));
        }
        let group_bits = (warps / 4).trailing_zeros();
        let m_bits = group_bits.min((m / 64).trailing_zeros());
        let n_bits = group_bits - m_bits;
        let share = (m >> m_bits, n >> n_bits);
        if share.1 < 8 {
            return Err(format!("split over {} warpgroups, each would compute fewer than 8 columns", warps / 4));
        }
        let dims: Vec<Option<u8>> = (0..group_bits).map(|i| Some(if i < m_bits { 0 } else { 1 })).collect();
        let c = Layout::warpgroup([m, n], &dims, self.threads);
        let c = self.intern(c);
        self.dot_layouts.insert(c);
        self.warpgroup_layouts.insert(c);
        Ok((WgPlan { w, n_inst: share.1.min(256), share, m_bits }, c))
    }

    /// Lowers dot `inst` on warpgroup tensor cores, `c` its accumulator in the plan's layout
    /// (f32), updated in place.
    pub(in crate::lower) fn dot_wgmma(&mut self, inst: Inst, wg: &WgPlan, lc: Lk, c: &mut [VReg]) -> Res<()> {
        let k = self.k;
        let d = &k.insts[inst];
        let (ta, tc) = (k.ty(d.args[0]), k.ty(d.args[2]));
        let (m, kk, n) = (ta.shape.dims()[0], ta.shape.dims()[1], tc.shape.dims()[1]);
        let eb = wg.w.input.bytes();
        // f32 reaches warpgroups only under `precision tf32` (`Ptx::warpgroup_core`): rounded.
        let round = wg.w.input == DType::F32;
        // A where it already is: in the registers of a warpgroup accumulator's layout over M x K
        // (attention's P, computed from the previous dot's result), else in shared memory.
        let a_regs = if wg.n_major() { self.wgmma_a_regs(inst, wg, (m, kk))? } else { None };
        // A given as the transpose of a 16-bit K x M tile (the backward's P^T and dS^T) is read
        // M-major from that tile, as B is read N-major: stored as computed, in 16-byte rows.
        let a_mmajor = match a_regs {
            None if wg.n_major() && self.t.codegen().mmajor_a => super::transpose_of(k, d.args[0]),
            _ => None,
        };
        // With every warpgroup along M, warpgroup bit i reads A's rows of bit
        // log2(share.0) + i: in A's stored tile, that flat-index bit (columns of a K x M tile
        // read M-major; rows of an M x K one).
        let groups = self.threads / 128;
        let along_m = groups > 1 && 1 << wg.m_bits == groups && groups <= 7 && self.t.codegen().warpgroup_barriers;
        let a_bits = |first: u32| along_m.then_some((first, wg.m_bits));
        let m_bit = wg.share.0.trailing_zeros();
        let (sa, slot_a, ring_a) = match (&a_regs, a_mmajor) {
            (Some(_), _) => (Swizzle::wgmma(m, kk, 0), None, true),
            (None, Some(x)) => self.wgmma_operand(x, (kk, m), StoreAs::Wgmma, round, a_bits(m_bit))?,
            (None, None) => {
                self.wgmma_operand(d.args[0], (m, kk), StoreAs::Wgmma, round, a_bits(m_bit + kk.trailing_zeros()))?
            }
        };
        // A's buffer stays put while B's is placed (the caller restores the floor).
        self.smem_floor = self.smem_floor.max(self.smem_top);
        // B given as the transpose of an N x K tile is read K-major from that tile; tf32, i8
        // and fp8 are read K-major only, so their K x N B is stored transposed.
        let kmajor = self.kmajor_source(d.args[1]);
        let b_kmajor = kmajor.is_some() || !wg.n_major();
        let (sb, slot_b, ring_b) = match kmajor {
            Some(x) => self.wgmma_operand(x, (n, kk), StoreAs::Wgmma, round, None)?,
            None if wg.n_major() => self.wgmma_operand(d.args[1], (kk, n), StoreAs::Wgmma, round, None)?,
            None => self.wgmma_operand(d.args[1], (kk, n), StoreAs::WgmmaTransposed, round, None)?,
        };
        // This warpgroup's share: rows gm * share.0 of A, columns gn * share.1 of B.
        let group = {
            let tid = self.tid();
            let seven = self.i32c(7);
            self.t.binary(BinaryOp::Lshr, DType::I32, tid, seven)
        };
        let a_off = if wg.m_bits > 0 {
            let mask = self.i32c((1i64 << wg.m_bits) - 1);
            let gm = self.t.binary(BinaryOp::And, DType::I32, group, mask);
            if a_mmajor.is_some() {
                let step = self.i32c(wg.share.0 as i64);
                let col = self.t.binary(BinaryOp::Mul, DType::I32, gm, step);
                Some(self.column_offset(&sa, col))
            } else {
                let step = self.i32c((wg.share.0 * sa.row_bytes()) as i64);
                Some(self.t.binary(BinaryOp::Mul, DType::I32, gm, step))
            }
        } else {
            None
        };
        let b_off = if wg.share.1 < n {
            let sh = self.i32c(wg.m_bits as i64);
            let gn = self.t.binary(BinaryOp::Lshr, DType::I32, group, sh);
            if b_kmajor {
                // Rows of the N x K tile.
                let step = self.i32c((wg.share.1 * sb.row_bytes()) as i64);
                Some(self.t.binary(BinaryOp::Mul, DType::I32, gn, step))
            } else {
                let step = self.i32c(wg.share.1 as i64);
                let col = self.t.binary(BinaryOp::Mul, DType::I32, gn, step);
                Some(self.column_offset(&sb, col))
            }
        } else {
            None
        };
        let da = match (&a_regs, a_mmajor) {
            (Some(_), _) => None,
            (None, Some(_)) => Some(self.descriptor(&sa, slot_a, a_off, sa.block_bytes(), 8 * sa.row_bytes())),
            (None, None) => Some(self.descriptor(&sa, slot_a, a_off, 16, 8 * sa.row_bytes())),
        };
        let db = if b_kmajor {
            self.descriptor(&sb, slot_b, b_off, 16, 8 * sb.row_bytes())
        } else {
            self.descriptor(&sb, slot_b, b_off, sb.block_bytes(), 8 * sb.row_bytes())
        };
        let layout = self.layout(lc).clone();
        let (m_blocks, n_blocks) = (wg.share.0 / 64, wg.share.1 / wg.n_inst);
        let tiles: Vec<Vec<usize>> = (0..m_blocks * n_blocks)
            .map(|t| {
                let (mi, ni) = (t / n_blocks, t % n_blocks);
                (0..wg.n_inst / 2)
                    .map(|e| {
                        let (row, col) = (8 * (e >> 1 & 1), (e & 1) + 8 * (e >> 2));
                        layout.reg_of((64 * mi + row) * n + ni * wg.n_inst + col)
                    })
                    .collect()
            })
            .collect();
        // A zero accumulator is no input at all: the first steps compute D = A @ B.
        let mut acc: Vec<Vec<VReg>> = if self.is_zero(d.args[2]) {
            vec![Vec::new(); tiles.len()]
        } else {
            tiles.iter().map(|rs| rs.iter().map(|&r| c[r]).collect()).collect()
        };
        // A predicated accumulator (`dot`'s `select(p, 0, acc)`): the first K step's scale-d.
        let scale_d = self.scale_d.take();
        // Elements to a row of a block, of A and of B.
        let (a_row, a_atom) = (sa.row_bytes(), sa.row_bytes() / eb);
        let (b_row, b_atom) = (sb.row_bytes(), sb.row_bytes() / eb);
        self.turn_before_steps(inst);
        self.warpgroups().fence();
        for ki in 0..kk / wg.w.k {
            let k0 = ki * wg.w.k;
            for mi in 0..m_blocks {
                let a = da.map(|da| {
                    let a_at = if a_mmajor.is_some() {
                        // As an N-major B: the K step down the rows, the M block whole blocks on.
                        k0 * a_row + (64 * mi / a_atom) * sa.block_bytes()
                    } else {
                        (k0 / a_atom) * sa.block_bytes() + 64 * mi * a_row + (k0 % a_atom) * eb
                    };
                    self.advance(da, a_at)
                });
                for ni in 0..n_blocks {
                    let b_at = if b_kmajor {
                        // As A: the K step along the rows, the N block further rows down.
                        (k0 / b_atom) * sb.block_bytes() + ni * wg.n_inst * b_row + (k0 % b_atom) * eb
                    } else {
                        k0 * b_row + (ni * wg.n_inst / b_atom) * sb.block_bytes()
                    };
                    let b = self.advance(db, b_at);
                    let t = (mi * n_blocks + ni) as usize;
                    let trans = (a_mmajor.is_some(), !b_kmajor);
                    let scale = scale_d.filter(|_| ki == 0);
                    acc[t] = match (a, &a_regs) {
                        (Some(a), _) => self.warpgroups().step(&wg.w, wg.n_inst, a, b, trans, &acc[t], scale),
                        (None, Some(regs)) => {
                            let ra = &regs[(ki * m_blocks + mi) as usize];
                            self.warpgroups().step_regs(&wg.w, wg.n_inst, ra, b, trans.1, &acc[t], scale)
                        }
                        (None, None) => unreachable!("A is in shared memory or in registers"),
                    };
                }
            }
        }
        self.warpgroups().commit();
        self.turn_after_steps(inst)?;
        // In a loop that lets this dot's steps run on (`pipeliner`), the previous iteration's.
        let pending = if self.pipe.in_flight == Some(inst) { 1 } else { 0 };
        self.warpgroups().wait(pending);
        for (rs, vals) in tiles.iter().zip(acc) {
            for (&r, v) in rs.iter().zip(vals) {
                c[r] = v;
            }
        }
        for ring in [ring_a, ring_b] {
            if !ring {
                self.reads_done();
            }
        }
        Ok(())
    }

    /// A of dot `inst` as the packed registers of each (K step, M block), in that order, if
    /// its value is computed in the layout of a warpgroup accumulator over M x K with this
    /// plan's warpgroups along M (the fragment wgmma takes A in: see `ptx::WgmmaA`). Packed
    /// before the steps' fence.
    fn wgmma_a_regs(&mut self, inst: Inst, wg: &WgPlan, (m, kk): (u32, u32)) -> Res<Option<Vec<Vec<VReg>>>> {
        let k = self.k;
        let a = k.insts[inst].args[0];
        let group_bits = (self.threads / (4 * self.t.warp_size())).trailing_zeros();
        let dims: Vec<Option<u8>> = (0..group_bits).map(|i| (i < wg.m_bits).then_some(0)).collect();
        let lk = self.intern(Layout::warpgroup([m, kk], &dims, self.threads));
        let there = self.lookup(a, lk).is_some() || !self.homes.contains_key(&a) && self.carried_home(a) == lk;
        if !there {
            return Ok(None);
        }
        let regs = self.get(a, lk)?;
        let layout = self.layout(lk).clone();
        let mut out = Vec::new();
        for ki in 0..kk / wg.w.k {
            for mi in 0..wg.share.0 / 64 {
                let at = |r: u32, c: u32| regs[layout.reg_of((64 * mi + r) * kk + 16 * ki + c)];
                let elems = [at(0, 0), at(0, 1), at(8, 0), at(8, 1), at(0, 8), at(0, 9), at(8, 8), at(8, 9)];
                out.push(self.warpgroups().pack_pairs(&elems));
            }
        }
        Ok(Some(out))
    }

    /// The N x K tile `x` if B is `trans(x)` and `x` is staged in a ring slot or loaded (it has
    /// a home): the steps then read `x` K-major rather than materialise the transpose.
    pub(in crate::lower) fn kmajor_source(&self, b: Value) -> Option<Value> {
        let x = super::transpose_of(self.k, b)?;
        (self.pipe.staged.contains_key(&x) || self.homes.get(&x).is_some_and(|&h| h != Lk::Scalar)).then_some(x)
    }

    /// Where operand `v` (`rows` x `cols`) of a warpgroup dot is: a pipelined loop's ring slot,
    /// or a buffer it is stored into now from the layout it is computed in (as `store_as`
    /// says; with `round`, f32 rounded to tf32 first). (swizzle, slot offset, whether from the
    /// ring).
    ///
    /// `groups`: for an A read by warpgroups that are all along M, the flat-index bit of the
    /// stored tile that warpgroup bit 0 selects, and how many warpgroup bits there are. Where
    /// the layout `v` is stored from gives each warpgroup's threads exactly the elements that
    /// warpgroup reads (each warpgroup bit of the thread index is that bit of the flat index:
    /// the backward's P at d128, whose two warpgroups split the keys, and `P^T dO` splits them
    /// the same way), the store is published by each warpgroup's own barrier (`bar.sync 9 +
    /// g, 128`), not the program's: a warpgroup goes on to its dot while the other one still
    /// computes. Only where one dot alone reads the tile (`one_dot_reads`: dS, which `dS^T Q`
    /// and `dS K` both read, keeps the program barrier); should the same dot read it again
    /// across warpgroups (as its B), it waits at a program barrier first (`local_published`).
    fn wgmma_operand(
        &mut self,
        v: Value,
        (rows, cols): (u32, u32),
        store_as: StoreAs,
        round: bool,
        groups: Option<(u32, u32)>,
    ) -> Res<(Swizzle, Option<VReg>, bool)> {
        if let Some(st) = self.pipe.staged.get(&v).copied() {
            return Ok((st.sw, Some(st.slot), true));
        }
        let home = match self.homes.get(&v).copied() {
            Some(h) if h != Lk::Scalar => h,
            _ => self.transposed_dot_home(v).unwrap_or_else(|| self.carried_home(v)),
        };
        // Not under warpgroup turns: their plan counts on a program barrier where an operand is
        // stored in the body (`control`), and a turn's loop ends at one anyway.
        let local = self.pipe.turns.is_none()
            && groups.is_some_and(|g| self.owned_by_readers(home, g))
            && self.one_dot_reads(v);
        if let Some(sw) = self.stored_operand(v, store_as, round).filter(|_| self.t.codegen().mmajor_a) {
            if !local && self.local_published.contains(&v) {
                self.barrier();
            }
            return Ok((sw, None, false));
        }
        let d = self.k.ty(v).dtype().ok_or_else(|| self.err("a dot of non-numbers"))?;
        let regs = self.get(v, home)?;
        let sw = if round {
            let tf32 = DotPrecision::Tf32;
            let rounded: Vec<VReg> = regs.iter().map(|&r| self.dot_input(d, d, tf32, r)).collect();
            self.stage_regs_swizzled(&rounded, d, home, (rows, cols), store_as)?
        } else {
            self.stage_regs_swizzled(&regs, d, home, (rows, cols), store_as)?
        };
        match (local, self.t.turns().is_some()) {
            (true, true) => {
                let tid = self.tid();
                let seven = self.i32c(7);
                let group = self.t.binary(BinaryOp::Lshr, DType::I32, tid, seven);
                let nine = self.i32c(9);
                let id = self.t.binary(BinaryOp::Add, DType::I32, group, nine);
                self.turn_barriers().take(id, 128);
                self.local_published.insert(v);
            }
            _ => self.barrier(),
        }
        self.remember_operand(v, store_as, round, sw);
        Ok((sw, None, false))
    }

    /// Whether one dot alone reads `v` (directly or transposed). A tile that a second dot reads
    /// across warpgroups is published to all at once: a warpgroup barrier first would put a
    /// program barrier between the two dots, and the first one's wait before it.
    fn one_dot_reads(&self, v: Value) -> bool {
        let k = self.k;
        let reads = |a: Value| a == v || super::transpose_of(k, a) == Some(v);
        k.insts.values().filter(|d| matches!(d.op, Op::Dot { .. }) && d.args[..2].iter().any(|&a| reads(a))).count()
            == 1
    }

    /// Whether layout `home` gives the threads of each warpgroup exactly the elements that
    /// warpgroup reads, when warpgroup bit i reads the elements of flat-index bit `first + i`
    /// (`bits` of them): each such thread bit is that flat bit and no other basis has it.
    fn owned_by_readers(&mut self, home: Lk, (first, bits): (u32, u32)) -> bool {
        let l = self.layout(home);
        l.disjoint_bits()
            && (0..bits).all(|i| l.thread.get(7 + i as usize) == Some(&(1u32 << (first + i))))
            && l.thread.len() == 7 + bits as usize
    }

    /// For an operand `trans(x)` stored as it stands, with `x` computed from a dot's result (a B
    /// so computed, or the backward's `P^T` and `dS^T` under `transposed-a=store`; by default
    /// a 16-bit A of this form is read M-major from x's own tile): the layout of `x`'s dot,
    /// seen through the transpose. `x` then stays where the dot put its scores (the other uses
    /// of P and dS want it there too), and the operand's store scatters it, instead of moving
    /// the scores through shared memory into the transpose of a blocked layout and computing
    /// the chain again there (`tests/attention_bwd.rs`: P is computed once).
    fn transposed_dot_home(&mut self, v: Value) -> Option<Lk> {
        let k = self.k;
        let x = super::transpose_of(k, v)?;
        let dot = super::source_dot(k, x)?;
        let xl = self.carried_home(x);
        if self.homes.get(&k.insts[dot].results[0]) != Some(&xl) {
            return None;
        }
        // x's layout seen through the transpose: each bit of x's flat index to v's (the map
        // from v's shape to x's, as `trans` lowers; with a square x the two maps coincide, and
        // with two warpgroups over 64 x 128 scores the other one had P computed twice).
        let map = crate::layout::trans_map(&k.ty(v).shape, &k.ty(x).shape, &[1, 0]);
        let l = self.layout(xl).map_bits(&map);
        Some(self.intern(l))
    }

    /// The byte offset of column `col` (an i32 register) in `sw`'s first row, of 16-bit
    /// elements (an N-major B: only 16-bit types are read N-major).
    fn column_offset(&mut self, sw: &Swizzle, col: VReg) -> VReg {
        let i = DType::I32;
        let atom = sw.row_bytes() / 2;
        let sh = self.i32c(atom.trailing_zeros() as i64);
        let block = self.t.binary(BinaryOp::Lshr, i, col, sh);
        let bb = self.i32c(sw.block_bytes() as i64);
        let block = self.t.binary(BinaryOp::Mul, i, block, bb);
        let m = self.i32c(atom as i64 - 1);
        let within = self.t.binary(BinaryOp::And, i, col, m);
        let within = self.t.binary(BinaryOp::Add, i, within, within);
        self.t.binary(BinaryOp::Add, i, block, within)
    }

    /// The matrix descriptor (a 64-bit register) of the tile of `sw` in the ring slot `slot`
    /// bytes further (if any), from byte `off` (a register, if any) of it.
    ///
    /// A ring slot's descriptor is the first slot's plus the slot's offset in 16-byte units:
    /// the first slot's does not vary in the loop (`licm` takes it out), so each iteration
    /// adds one number instead of rebuilding the fields from the address, on the path from the
    /// slot's wait to the first step. (Shared addresses stay below 2^18 bytes, so the 14-bit
    /// start field does not carry into the next; the slots are 1024-byte aligned.)
    /// `descriptors=full` rebuilds it every iteration, for A/B measurements.
    fn descriptor(&mut self, sw: &Swizzle, slot: Option<VReg>, off: Option<VReg>, lbo: u32, sbo: u32) -> VReg {
        let i = DType::I32;
        let l = DType::I64;
        let full = !self.t.codegen().incremental_descriptors;
        let (in_index, added) = if full { (slot, None) } else { (None, slot) };
        let mut index = self.i32c(sw.base as i64);
        for r in [in_index, off].into_iter().flatten() {
            index = self.t.binary(BinaryOp::Add, i, index, r);
        }
        let addr = self.t.shared_addr(index);
        let four = self.t.constant(Scalar::Num(l), 4);
        let units = self.t.binary(BinaryOp::Lshr, l, addr, four);
        let mask = self.t.constant(Scalar::Num(l), 0x3fff);
        let start = self.t.binary(BinaryOp::And, l, units, mask);
        let fields = ((lbo as u64 >> 4) & 0x3fff) << 16
            | ((sbo as u64 >> 4) & 0x3fff) << 32
            | swizzle_mode(sw.row_bytes()) << 62;
        let fields = self.t.constant(Scalar::Num(l), fields);
        let first = self.t.binary(BinaryOp::Or, l, start, fields);
        match added {
            Some(s) => {
                let four = self.i32c(4);
                let units = self.t.binary(BinaryOp::Lshr, i, s, four);
                let units = self.t.cast(CastOp::Zext, i, l, units);
                self.t.binary(BinaryOp::Add, l, first, units)
            }
            None => first,
        }
    }

    /// Descriptor `desc` moved `bytes` further (a multiple of 16).
    fn advance(&mut self, desc: VReg, bytes: u32) -> VReg {
        if bytes == 0 {
            return desc;
        }
        let c = self.t.constant(Scalar::Num(DType::I64), bytes as u64 >> 4);
        self.t.binary(BinaryOp::Add, DType::I64, desc, c)
    }
}
