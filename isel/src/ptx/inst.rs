//! PTX instructions as `VCode` holds them: an opcode, a type suffix, register and immediate
//! operands, an optional guard predicate. Opcodes and types are static strings (no allocation
//! per instruction); the emitter joins them as `op.ty`.

use crate::vcode::{MachInst, RegUse, VReg};
use smallvec::SmallVec;

/// PTX register classes, declared per class as LLVM's NVPTX backend does.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Class {
    Pred,
    B16,
    B32,
    B64,
}

/// An instruction operand.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Operand {
    Reg(VReg),
    /// An integer immediate (printed in decimal).
    Imm(i64),
    /// A 32-bit float immediate by its bits (`0fXXXXXXXX`).
    F32(u32),
    /// A 64-bit float immediate by its bits (`0dXXXXXXXXXXXXXXXX`).
    F64(u64),
    /// A special register or a symbol: `%tid.x`, `%ctaid.y`, a shared array, a parameter.
    Sym(&'static str),
    /// A numbered symbol: shared arrays `smem{n}` and parameters `param{n}`.
    Named(&'static str, u32),
    /// A vector of 16-bit registers packed into one 32-bit register: `{%h1, %h2}`.
    Pack(VReg, VReg),
}

/// Where a `wgmma` takes A from: a matrix descriptor of shared memory (a 64-bit register), or
/// four 32-bit registers of each thread holding its fragment of the 64 x 16 tile, two 16-bit
/// elements each: warp `w` of the group rows 16 w .. 16 w + 15, lane (g, t) registers (row g,
/// columns 2t, 2t + 1), (row g + 8, the same), (row g, columns 8 + 2t, 9 + 2t), (row g + 8,
/// the same), the first element low.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WgmmaA {
    Desc(VReg),
    Regs([VReg; 4]),
}

/// A memory state space.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Space {
    Global,
    Shared,
    Param,
}

impl Space {
    pub fn name(self) -> &'static str {
        match self {
            Space::Global => "global",
            Space::Shared => "shared",
            Space::Param => "param",
        }
    }
}

pub use crate::target::{Extent, RowLen, TensorMap};

/// A guard: `@p` or `@!p`.
pub type Guard = Option<(VReg, bool)>;

#[derive(Clone, Debug, PartialEq)]
pub enum Inst {
    /// `[@g] op.ty dsts.., srcs..` for ALU ops, `mov`, `cvt`, `setp`, `selp` and friends. A
    /// `Pack` source or destination prints as `{a, b}` (for `mov.b32` packing and unpacking).
    Op { op: &'static str, ty: &'static str, dsts: SmallVec<[VReg; 2]>, srcs: SmallVec<[Operand; 3]>, guard: Guard },
    /// `mov.b32 {lo, hi}, src` — unpacks a 32-bit register into two 16-bit ones.
    Unpack { lo: VReg, hi: VReg, src: VReg },
    /// `mma.sync.aligned.SHAPE.row.col.TYPES {d..}, {a..}, {b..}, {c..}`: one warp-wide
    /// tensor-core step. `op` is the whole mnemonic; the operands are 32-bit registers, packed
    /// as the instruction takes them (see `ptx::mma`).
    Mma {
        op: &'static str,
        d: SmallVec<[VReg; 4]>,
        a: SmallVec<[VReg; 4]>,
        b: SmallVec<[VReg; 2]>,
        c: SmallVec<[VReg; 4]>,
    },
    /// `ldmatrix.sync.aligned.m8n8.xN[.trans].shared.b16 {dsts}, [addr+offset]`: N = the number
    /// of destinations; warp-wide and unguarded.
    LdMatrix { dsts: SmallVec<[VReg; 4]>, addr: VReg, offset: i64, trans: bool },
    /// `stmatrix.sync.aligned.m8n8.xN.shared.b16 [addr+offset], {srcs}` (sm_90): `ldmatrix`'s
    /// inverse, N = the number of sources (two 16-bit elements each, the first in the low
    /// half); warp-wide and unguarded.
    StMatrix { srcs: SmallVec<[VReg; 4]>, addr: VReg, offset: i64 },
    /// `[@g] cp.async.{cg,ca}.shared.global [dst+offset], [src], bytes[, src_size]`: an
    /// asynchronous copy of 4, 8 or 16 bytes; `src_size` (0 or `bytes`) zero-fills a masked one.
    CpAsync { dst: VReg, offset: i64, src: VReg, bytes: u32, src_size: Option<VReg>, guard: Guard },
    /// `cp.async.commit_group`.
    CpAsyncCommit,
    /// `cp.async.wait_group N`: all but the newest N groups of this thread's copies are done.
    CpAsyncWait(u32),
    /// `[@g] ld.space[.vN].ty {dsts}, [addr+offset]`.
    Ld { space: Space, ty: &'static str, dsts: SmallVec<[VReg; 4]>, addr: Operand, offset: i64, guard: Guard },
    /// `[@g] st.space[.vN].ty [addr+offset], {srcs}`.
    St { space: Space, ty: &'static str, srcs: SmallVec<[Operand; 4]>, addr: Operand, offset: i64, guard: Guard },
    /// `[@g] atom.global.op.ty dst, [addr], srcs..`.
    Atom { op: &'static str, ty: &'static str, dst: VReg, addr: VReg, srcs: SmallVec<[VReg; 2]>, guard: Guard },
    /// `[@g] prefetch.global.L1 [addr+offset]`: the line into the L1 cache, no register written
    /// (a deferred load's addresses, fetched where the load stood: `lower::control`).
    Prefetch { addr: VReg, offset: i64, guard: Guard },
    /// `[@g] red.global.op[.vN].ty [addr+offset], {srcs}`: an atomic update whose old value
    /// nobody reads (a reduction into memory); `N` consecutive elements at once (f32 `add`,
    /// PTX 8.1 and sm_90).
    Red { op: &'static str, ty: &'static str, addr: VReg, offset: i64, srcs: SmallVec<[VReg; 4]>, guard: Guard },
    /// An atomic float `max`/`min` (no such PTX instruction): a compare-and-swap loop, emitted
    /// with its own labels. `dst` receives the value replaced; `new`, `seen` and `retry` are
    /// scratch registers. Guarded off: `dst` keeps its previous value.
    CasLoop {
        op: &'static str,
        ty: &'static str,
        bits: &'static str,
        dst: VReg,
        addr: VReg,
        val: VReg,
        new: VReg,
        seen: VReg,
        retry: VReg,
        guard: Guard,
    },
    /// `wgmma.mma_async.sync.aligned.m64nNk16.f32.T.T {d}, adesc, bdesc, scale, 1, 1, ta, tb`:
    /// one warpgroup-wide asynchronous tensor-core step (see `ptx::wgmma`). `op` is the
    /// mnemonic up to the types; B is a matrix descriptor (a 64-bit register) of shared memory,
    /// transposed (N-major) when `trans_b`, and A one too (M-major when `trans_a`) or four
    /// registers (`WgmmaA`). D is read and written: `c` holds the
    /// accumulator going in (printed as `d`, with moves first where the two are not given one
    /// name), or is empty for `D = A @ B`; `scale` is the predicate scale-d (true: add C).
    Wgmma {
        op: &'static str,
        d: Vec<VReg>,
        c: Vec<VReg>,
        a: WgmmaA,
        b: VReg,
        scale: VReg,
        trans_a: bool,
        trans_b: bool,
    },
    /// `wgmma.fence.sync.aligned`: orders this warp's register accesses of accumulators (and
    /// shared memory it wrote) before the warpgroup's next `wgmma`.
    WgmmaFence,
    /// `wgmma.commit_group.sync.aligned`: the `wgmma`s issued since the last one form a group.
    WgmmaCommit,
    /// `wgmma.wait_group.sync.aligned N`: all but the newest N groups are done; their D
    /// registers may be read.
    WgmmaWait(u32),
    /// `fence.proxy.async.shared::cta`: this thread's ordinary writes of shared memory become
    /// visible to the async proxy (the tensor cores' operand reads).
    FenceProxyAsync,
    /// `[@g] mbarrier.init.shared::cta.b64 [addr], count`: a barrier in shared memory
    /// (8 bytes) whose phases complete after `count` arrivals and the transaction bytes
    /// announced for them.
    MbarrierInit { addr: VReg, count: u32, guard: Guard },
    /// `fence.mbarrier_init.release.cluster`: this thread's barrier inits become visible to
    /// the copy engine (before the barrier that publishes them).
    FenceMbarrierInit,
    /// `[@g] mbarrier.arrive.expect_tx.shared::cta.b64 _, [addr], bytes`: one arrival on the
    /// barrier's current phase, which then also waits for `bytes` of copies to land.
    MbarrierArriveExpectTx { addr: VReg, bytes: u32, guard: Guard },
    /// Waits until the phase of the barrier at `addr` whose parity is `phase` (a b32 register,
    /// 0 or 1) has completed; the copies it counted are then visible to this thread. Emitted as
    /// a loop over `mbarrier.try_wait.parity.shared::cta.b64`.
    MbarrierWait { addr: VReg, phase: VReg },
    /// `[@g] cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [dst],
    /// [tmapK, {x, y}], [bar]` (`.3d` and `{x, y, z}` with a plane `z`): the copy engine moves
    /// the box at column `x`, row `y` (of plane `z`) of tensor map `map` (`Ptx::tensor_maps`,
    /// passed as the kernel parameter `tmapK`) into shared memory at `dst` (swizzled as the map
    /// says), and completes `box bytes` of transactions on the barrier at `bar`. Elements
    /// outside the tensor are zeros.
    CpAsyncBulkTensor { dst: VReg, map: u32, x: VReg, y: VReg, z: Option<VReg>, bar: VReg, guard: Guard },
    /// `[@g] cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [gaddr], [saddr],
    /// bytes`: the copy engine reads `bytes` (a multiple of 16) of shared memory at `saddr` and
    /// adds them, element by element as `red.global.add.f32` does, into global memory at
    /// `gaddr` (both 16-byte aligned). The shared bytes must be fenced to the async proxy
    /// (`FenceProxyAsync`) before, and not written again until the issuing thread has waited
    /// for their reads (`BulkWaitRead`).
    BulkReduce { gaddr: VReg, saddr: VReg, bytes: u32, guard: Guard },
    /// `cp.async.bulk.commit_group`: closes this thread's group of bulk operations.
    BulkCommit,
    /// `cp.async.bulk.wait_group.read N`: all but this thread's newest N groups of bulk
    /// operations have read their shared memory, which may then be written again.
    BulkWaitRead(u32),
    /// `cp.async.bulk.wait_group N`: all but this thread's newest N groups of bulk operations
    /// are complete, their writes included.
    BulkWait(u32),
    /// `elect.sync _|dst, 0xffffffff`: `dst` (a predicate) is true in one lane of the warp,
    /// false in the others; every lane of the warp executes it.
    Elect { dst: VReg },
    /// `bar.sync 0`.
    Bar,
    /// `bar.sync id, count`: a named barrier (`id` a b32 register, 1 to 15, uniform in each
    /// warp) whose phase completes when `count` threads (a multiple of 32) have arrived on it,
    /// this one waiting; a warpgroup takes its turn on the tensor cores with it
    /// (`lower::pipeliner`'s turns).
    BarSyncNamed { id: VReg, count: u32 },
    /// `[@g] bar.arrive id, count`: an arrival on a named barrier that does not wait; a
    /// warpgroup hands the tensor cores to the next with it.
    BarArrive { id: VReg, count: u32, guard: Guard },
    /// No instruction (a comment in the text): the compiler's claim that the warpgroups' turns
    /// order every thread's reads of a ring slot before the refill that follows. The simulator,
    /// which runs the warpgroups in lockstep and cannot see that order, takes it as a barrier
    /// for its race check.
    TurnOrdered,
}

fn visit_op(o: &mut Operand, f: &mut dyn FnMut(&mut VReg, RegUse), u: RegUse) {
    match o {
        Operand::Reg(r) => f(r, u),
        Operand::Pack(a, b) => {
            f(a, u);
            f(b, u);
        }
        _ => {}
    }
}

fn visit_guard(g: &mut Guard, f: &mut dyn FnMut(&mut VReg, RegUse)) {
    if let Some((r, _)) = g {
        f(r, RegUse::Use);
    }
}

impl MachInst for Inst {
    type Class = Class;

    /// 32-bit registers (ptxas's unit; predicates have a file of their own).
    fn units(class: Class) -> u32 {
        match class {
            Class::Pred => 0,
            Class::B16 | Class::B32 => 1,
            Class::B64 => 2,
        }
    }

    fn is_pure(&self) -> bool {
        matches!(
            self,
            Inst::Op { .. }
                | Inst::Unpack { .. }
                | Inst::Ld { .. }
                | Inst::Mma { .. }
                | Inst::LdMatrix { .. }
                | Inst::Elect { .. }
        )
    }

    fn hoistable(&self) -> bool {
        match self {
            Inst::Op { op, guard, .. } => guard.is_none() && !op.starts_with("shfl"),
            Inst::Unpack { .. } => true,
            _ => false,
        }
    }

    fn tied(&self, f: &mut dyn FnMut(VReg, VReg)) {
        if let Inst::Wgmma { d, c, .. } = self {
            for (&u, &w) in c.iter().zip(d) {
                f(u, w);
            }
        }
    }

    fn visit_regs(&mut self, f: &mut dyn FnMut(&mut VReg, RegUse)) {
        match self {
            Inst::Op { dsts, srcs, guard, .. } => {
                visit_guard(guard, f);
                for s in srcs.iter_mut() {
                    visit_op(s, f, RegUse::Use);
                }
                for d in dsts.iter_mut() {
                    f(d, RegUse::Def);
                }
            }
            Inst::Unpack { lo, hi, src } => {
                f(src, RegUse::Use);
                f(lo, RegUse::Def);
                f(hi, RegUse::Def);
            }
            Inst::CpAsync { dst, src, src_size, guard, .. } => {
                visit_guard(guard, f);
                f(dst, RegUse::Use);
                f(src, RegUse::Use);
                if let Some(s) = src_size {
                    f(s, RegUse::Use);
                }
            }
            Inst::CpAsyncCommit | Inst::CpAsyncWait(_) => {}
            Inst::LdMatrix { dsts, addr, .. } => {
                f(addr, RegUse::Use);
                for r in dsts.iter_mut() {
                    f(r, RegUse::Def);
                }
            }
            Inst::StMatrix { srcs, addr, .. } => {
                f(addr, RegUse::Use);
                for r in srcs.iter_mut() {
                    f(r, RegUse::Use);
                }
            }
            Inst::Mma { d, a, b, c, .. } => {
                for r in a.iter_mut().chain(b.iter_mut()).chain(c.iter_mut()) {
                    f(r, RegUse::Use);
                }
                for r in d.iter_mut() {
                    f(r, RegUse::Def);
                }
            }
            Inst::Ld { dsts, addr, guard, .. } => {
                visit_guard(guard, f);
                visit_op(addr, f, RegUse::Use);
                for d in dsts.iter_mut() {
                    f(d, RegUse::Def);
                }
            }
            Inst::St { srcs, addr, guard, .. } => {
                visit_guard(guard, f);
                visit_op(addr, f, RegUse::Use);
                for s in srcs.iter_mut() {
                    visit_op(s, f, RegUse::Use);
                }
            }
            Inst::Prefetch { addr, guard, .. } => {
                visit_guard(guard, f);
                f(addr, RegUse::Use);
            }
            Inst::Red { addr, srcs, guard, .. } => {
                visit_guard(guard, f);
                f(addr, RegUse::Use);
                for s in srcs.iter_mut() {
                    f(s, RegUse::Use);
                }
            }
            Inst::Atom { dst, addr, srcs, guard, .. } => {
                visit_guard(guard, f);
                f(addr, RegUse::Use);
                for s in srcs.iter_mut() {
                    f(s, RegUse::Use);
                }
                f(dst, RegUse::Def);
            }
            Inst::CasLoop { dst, addr, val, new, seen, retry, guard, .. } => {
                visit_guard(guard, f);
                f(addr, RegUse::Use);
                f(val, RegUse::Use);
                // dst is read (its guarded-off value) and written.
                f(dst, RegUse::Use);
                f(dst, RegUse::Def);
                f(new, RegUse::Def);
                f(seen, RegUse::Def);
                f(retry, RegUse::Def);
            }
            Inst::Wgmma { d, c, a, b, scale, .. } => {
                match a {
                    WgmmaA::Desc(r) => f(r, RegUse::Use),
                    WgmmaA::Regs(rs) => rs.iter_mut().for_each(|r| f(r, RegUse::Use)),
                }
                f(b, RegUse::Use);
                f(scale, RegUse::Use);
                for r in c.iter_mut() {
                    f(r, RegUse::Use);
                }
                for r in d.iter_mut() {
                    f(r, RegUse::Def);
                }
            }
            Inst::MbarrierInit { addr, guard, .. } | Inst::MbarrierArriveExpectTx { addr, guard, .. } => {
                visit_guard(guard, f);
                f(addr, RegUse::Use);
            }
            Inst::MbarrierWait { addr, phase } => {
                f(addr, RegUse::Use);
                f(phase, RegUse::Use);
            }
            Inst::CpAsyncBulkTensor { dst, x, y, z, bar, guard, .. } => {
                visit_guard(guard, f);
                for r in [dst, x, y, bar] {
                    f(r, RegUse::Use);
                }
                if let Some(z) = z {
                    f(z, RegUse::Use);
                }
            }
            Inst::BulkReduce { gaddr, saddr, guard, .. } => {
                visit_guard(guard, f);
                f(gaddr, RegUse::Use);
                f(saddr, RegUse::Use);
            }
            Inst::Elect { dst } => f(dst, RegUse::Def),
            Inst::BarSyncNamed { id, .. } => f(id, RegUse::Use),
            Inst::BarArrive { id, guard, .. } => {
                visit_guard(guard, f);
                f(id, RegUse::Use);
            }
            Inst::WgmmaFence
            | Inst::WgmmaCommit
            | Inst::WgmmaWait(_)
            | Inst::FenceProxyAsync
            | Inst::FenceMbarrierInit
            | Inst::BulkCommit
            | Inst::BulkWaitRead(_)
            | Inst::BulkWait(_)
            | Inst::Bar
            | Inst::TurnOrdered => {}
        }
    }
}
