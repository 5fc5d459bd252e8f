//! The contract between the shared lowering (`lower`) and a target: element-level semantics
//! (one IR op on one element), memory accesses, and the blocks and registers of `VCode`.
//!
//! The shared part decides *which* elements a thread computes and how they are grouped into
//! vectors; the target decides *how* one element (or one vector) is computed. Every method takes
//! and returns virtual registers; a value of IR type `d` lives in `class_of(d)`. The target owns
//! the `VCode` under construction and the block instructions are appended to.
//!
//! [`Target`] is what every target has. What only some have is a capability trait of its own
//! ([`AsyncCopy`], [`WarpgroupMma`], [`TensorCopy`], [`Turns`]), implemented by the targets
//! that have it and reached through `Target`'s accessors, which answer `None` elsewhere.

use crate::layout::Fragment;
use crate::vcode::{Block, MachInst, Term, VCode, VReg};
use tessera_ir::op::{AtomicOp, BinaryOp, CastOp, DotPrecision, FloatCC, IntCC, UnaryOp};
use tessera_ir::{DType, Scalar};

/// Where a memory access goes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mem {
    Global,
    Shared,
}

/// A tensor-core instruction as the shared lowering sees it: the fragments of its operands over
/// one instruction tile (M x K, K x N, M x N), and the types it multiplies and accumulates in.
/// One instruction is a whole warp's step: `d = a @ b + c` over the tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mma {
    pub a: Fragment,
    pub b: Fragment,
    pub c: Fragment,
    /// The element type of A and B, and of the accumulator.
    pub input: DType,
    pub acc: DType,
    /// A and B elements per instruction register.
    pub pack: u32,
    /// Whether A and B loaded from memory reach the instruction through a swizzled shared
    /// buffer, read with matrix loads (`Target::load_matrix`: NVIDIA's `ldmatrix` for 16-bit
    /// inputs) or each lane's own loads (`lane_loads`). Otherwise every operand is converted
    /// into its fragment layout by the layout pass, as a value computed in registers is (tf32
    /// and i8 on both vendors).
    pub shared_loads: bool,
    /// With `shared_loads`: each lane reads its own fragment elements from the staged tile with
    /// ordinary shared loads (AMD, which has no matrix loads), not with `load_matrix`. A
    /// fragment then holds, per lane, a run of consecutive K (its register bits are K's low
    /// bits, in order), which is a run of bytes in a tile stored with K contiguous: A as it
    /// is (M x K), B K-major (N x K, transposed by the staging store where it is not already).
    pub lane_loads: bool,
    /// f32 inputs rounded to tf32 first (nearest even, the IR's `tf32`): the instruction reads
    /// tf32 (NVIDIA's m16n8k8, gfx942's xf32 forms), or a `tf32` dot runs on an f32 one.
    /// False for f32 instructions with exact products under `ieee` and `tf32x3` (CDNA's
    /// `v_mfma_f32_*f32`), which `tf32x3` then needs no split for.
    pub tf32: bool,
}

impl Mma {
    /// K of one instruction.
    pub fn k(&self) -> u32 {
        self.a.tile[1]
    }
}

/// A warpgroup tensor-core instruction (sm_90a's `wgmma`) as the shared lowering sees it: four
/// consecutive warps compute `d = a @ b + c` over a 64 x N tile (N a multiple of 8 up to 256)
/// of K `k`, A and B read from shared memory through matrix descriptors, the accumulator in
/// `layout::Layout::warpgroup`. It runs asynchronously: see [`WarpgroupMma::step`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wgmma {
    pub input: DType,
    pub acc: DType,
    /// K of one instruction.
    pub k: u32,
}

/// Which loads of pipelined dot operands the copy engine (TMA) fetches, on targets that have it
/// (sm_90a). The rules are `lower::pipeliner::tma`'s.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Tma {
    /// None: every thread copies with `cp.async`.
    Off,
    /// Those for which the copy engine gives exactly what the load means: masked by bounds of
    /// the tile's row and column indices, with zeros for the rest.
    #[default]
    Exact,
    /// Also unmasked tiles, which the caller promises never cross the end of a row (as in a
    /// matmul over whole tiles): where one did, the copy engine would read zeros where the
    /// pointer arithmetic reads the next row.
    Whole,
}

/// A tensor map the launch builds for the copy engine (TMA) and passes by value after the
/// kernel's own parameters (`.param .align 64 .b8 tmapK[128]`): a 2-D row-major view of a
/// buffer parameter, rows of `row_len` elements of `elem_bytes`, `extent` columns and rows of
/// it (by default the row and as many whole rows as the buffer holds), copied a box of `box_dims` = [columns, rows] at a time into shared memory
/// with the swizzle of the box's row bytes (`columns * elem_bytes`: 32, 64 or 128 bytes, the
/// row of a `Swizzle::wgmma` block). With `planes`, the view is 3-D: the buffer as planes of
/// `extent[1]` rows (a bound, never `Whole`), as many planes as the buffer reaches, and a copy
/// names its plane as a third coordinate (a box one plane deep). The runtime's mirror is
/// `tessera_runtime::TensorMapSpec`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TensorMap {
    /// The index of the buffer parameter.
    pub buffer: usize,
    pub row_len: RowLen,
    pub elem_bytes: u32,
    pub box_dims: [u32; 2],
    /// The tensor's [columns, rows]: elements outside read as zeros.
    pub extent: [Extent; 2],
    /// 3-D: planes of `extent[1]` rows (see above).
    pub planes: bool,
}

/// How far a tensor map's view reaches along one dimension.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Extent {
    /// Columns: the row length; rows: as many whole rows as the buffer holds.
    Whole,
    /// The value of an i32 scalar parameter (a load's mask bound); at least 1 at launch.
    Param(usize),
    Const(u32),
}

/// The elements of a tensor map's row: a scalar (i32) kernel parameter, or a constant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RowLen {
    Param(usize),
    Const(u32),
}

/// A target's instruction selection at element granularity.
pub trait Target {
    type Inst: MachInst;

    /// The code generator's switches this compile runs under.
    fn codegen(&self) -> &crate::CodegenOptions;

    /// The `VCode` under construction and the block being filled.
    fn vcode(&mut self) -> &mut VCode<Self::Inst>;
    fn current_block(&self) -> Block;
    fn switch_to(&mut self, b: Block);
    /// Ends the current block.
    fn terminate(&mut self, t: Term) {
        let b = self.current_block();
        self.vcode().blocks[b].term = t;
    }
    /// The register class holding a scalar of this type; `uniform` when every thread of the
    /// program holds the same value (the IR's scalars), not when each holds its own (tile
    /// elements).
    fn class_of(&self, s: Scalar, uniform: bool) -> <Self::Inst as MachInst>::Class;
    /// A new block with parameters of these types and uniformity.
    fn new_block(&mut self, params: &[(Scalar, bool)]) -> Block {
        let classes: Vec<_> = params.iter().map(|&(s, u)| self.class_of(s, u)).collect();
        self.vcode().new_block(&classes)
    }

    /// Threads per warp (32 on NVIDIA, 32 or 64 on AMD).
    fn warp_size(&self) -> u32;

    /// A register holding the raw bits of a constant of type `s` (pointers: never asked).
    fn constant(&mut self, s: Scalar, bits: u64) -> VReg;
    /// The kernel parameter `index` of type `s`.
    fn param(&mut self, index: usize, s: Scalar) -> VReg;
    /// This thread's index within its program (i32).
    fn thread_index(&mut self) -> VReg;
    fn program_id(&mut self, axis: u8) -> VReg;
    fn num_programs(&mut self, axis: u8) -> VReg;

    fn unary(&mut self, op: UnaryOp, d: DType, a: VReg) -> VReg;
    fn binary(&mut self, op: BinaryOp, d: DType, a: VReg, b: VReg) -> VReg;
    fn icmp(&mut self, cc: IntCC, d: DType, a: VReg, b: VReg) -> VReg;
    fn fcmp(&mut self, cc: FloatCC, d: DType, a: VReg, b: VReg) -> VReg;
    /// `c ? a : b` for values of type `s`; `c` is an i1 register.
    fn select(&mut self, s: Scalar, c: VReg, a: VReg, b: VReg) -> VReg;
    fn cast(&mut self, op: CastOp, from: DType, to: DType, a: VReg) -> VReg;
    fn bitcast(&mut self, from: DType, to: DType, a: VReg) -> VReg;
    fn fma(&mut self, d: DType, a: VReg, b: VReg, c: VReg) -> VReg;
    /// `p + off * elem_bytes` with `off` an i32 or i64 (signed).
    fn ptradd(&mut self, p: VReg, off: VReg, off_type: DType, elem_bytes: u32) -> VReg;

    /// Loads `n` consecutive elements of `d` at `addr + offset` bytes (aligned to `n` elements).
    /// With a guard, only when it is true; the results then start as `init` (or 0). The offset
    /// is a constant the target folds into the access where its encoding allows.
    #[allow(clippy::too_many_arguments)]
    fn load(
        &mut self,
        mem: Mem,
        d: DType,
        addr: VReg,
        offset: u32,
        n: usize,
        guard: Option<VReg>,
        init: Option<&[VReg]>,
    ) -> Vec<VReg>;
    /// Stores `vals` (consecutive elements of `d`) at `addr + offset` bytes, when `guard` holds.
    fn store(&mut self, mem: Mem, d: DType, addr: VReg, offset: u32, vals: &[VReg], guard: Option<VReg>);
    /// Atomic read-modify-write of one element; returns the old value (0 when guarded off).
    fn atomic_rmw(
        &mut self,
        op: AtomicOp,
        d: DType,
        addr: VReg,
        val: VReg,
        guard: Option<VReg>,
    ) -> Result<VReg, String>;
    /// Whether [`Target::prefetch`] emits anything: where it does not, the lowering computes no
    /// addresses for the next iteration's hints (`lower::control::prefetch_next`).
    fn prefetches(&self) -> bool {
        false
    }
    /// Fetches the cache line at `addr + offset` bytes (global memory) towards this core, when
    /// `guard` holds, writing no register; a target without such a hint does nothing.
    fn prefetch(&mut self, addr: VReg, offset: u32, guard: Option<VReg>) {
        let _ = (addr, offset, guard);
    }
    /// Elements of `d` one atomic update by `op` whose old value nobody reads may take at once
    /// ([`Target::atomic_reduce`]); 0: such updates are `atomic_rmw`s.
    fn reduce_width(&self, op: AtomicOp, d: DType) -> usize {
        let _ = (op, d);
        0
    }
    /// Atomic update by `op` of `vals.len()` (at most [`Target::reduce_width`]) consecutive
    /// elements at `addr + offset` bytes, when `guard` holds; the old values are not returned.
    fn atomic_reduce(&mut self, op: AtomicOp, d: DType, addr: VReg, offset: u32, vals: &[VReg], guard: Option<VReg>) {
        let _ = (op, d, addr, offset, vals, guard);
        unreachable!("a target with reduce_width 0 takes no reductions")
    }
    /// Atomic compare-and-swap of one element; returns the old value (0 when guarded off).
    fn atomic_cas(&mut self, d: DType, addr: VReg, cmp: VReg, val: VReg, guard: Option<VReg>) -> Result<VReg, String>;

    /// The value of `v` (of type `s`) in the lane whose index is this lane's XOR `lane_mask`.
    fn shuffle_xor(&mut self, s: Scalar, v: VReg, lane_mask: u32) -> VReg;

    /// The program uses shared memory bytes `[0, bytes)` (the shared lowering places its
    /// buffers); the target reserves at least that much.
    fn shared_extent(&mut self, bytes: u32);
    /// The program's shared memory must start at a multiple of `align` bytes (a power of two;
    /// 16 unless asked).
    fn shared_align(&mut self, align: u32) {
        let _ = align;
    }
    /// The most shared memory one program may use, in bytes; a kernel that needs more is a
    /// compile error naming both.
    fn shared_limit(&self) -> u32;
    /// The largest constant byte offset past the end of which a global access of the target
    /// still takes the offset in the instruction (past it, the address is computed anew).
    fn global_offset_limit(&self) -> u32 {
        i32::MAX as u32
    }
    /// The address of shared byte `index` (an i32 register); constant offsets go in the access.
    fn shared_addr(&mut self, index: VReg) -> VReg;
    /// A barrier across the program's threads.
    fn barrier(&mut self);
    /// How many program barriers `barrier` has emitted (where some code must have none).
    fn barrier_count(&self) -> usize {
        0
    }

    /// The tensor-core instruction for a dot of `input` elements accumulated in `acc` (f32 for
    /// the float inputs, i32 for i8) at `precision`, if the target has one; without one the
    /// lowering multiplies and adds element by element. `dims` is the dot's (M, N, K) and
    /// `warps` the program's warps (with `along_m`, they split M only: a dot in a chain), for
    /// targets with several instruction shapes to pick from; the lowering still takes the
    /// multiply-adds for a dot smaller than the tile offered.
    fn mma(
        &self,
        input: DType,
        acc: DType,
        precision: DotPrecision,
        dims: [u32; 3],
        warps: u32,
        along_m: bool,
    ) -> Option<Mma> {
        let _ = (input, acc, precision, dims, warps, along_m);
        None
    }
    /// A or B fragment elements (one register each, in fragment order) packed into the
    /// registers the instruction takes (`Mma::pack` elements to a register, element `pack * j`
    /// lowest in register `j`).
    fn mma_pack(&mut self, mma: &Mma, elems: &[VReg]) -> Vec<VReg> {
        let _ = elems;
        unreachable!("a target that offers {mma:?} packs its operands")
    }
    /// One tensor-core step of this warp: `a` and `b` its packed operand registers, `c` the
    /// accumulator's elements in fragment order; returns D's elements.
    fn mma_step(&mut self, mma: &Mma, a: &[VReg], b: &[VReg], c: &[VReg]) -> Vec<VReg> {
        let _ = (a, b, c);
        unreachable!("a target that offers {mma:?} selects it")
    }
    /// The widest shared-memory access of a layout exchange, in bytes (`lower::shared`; below
    /// an element's size, one element). On AMDGCN one element at a time: a vector needs a tuple of registers, which the matrix-core
    /// kernels cannot spare (gfx1100's WMMA dots run out of VGPRs), and no AMD GPU is at hand
    /// to show what vectors would gain.
    fn exchange_bytes(&self) -> u32 {
        16
    }
    /// The target's asynchronous copies of global to shared memory, if it has them.
    fn async_copy(&mut self) -> Option<&mut dyn AsyncCopy> {
        None
    }
    /// The target's warpgroup tensor cores, if it has them.
    fn warpgroup_mma(&mut self) -> Option<&mut dyn WarpgroupMma> {
        None
    }
    /// The target's copy engine and its barriers, if it has them.
    fn tensor_copy(&mut self) -> Option<&mut dyn TensorCopy> {
        None
    }
    /// The target's turns between warpgroups, if it has them.
    fn turns(&mut self) -> Option<&mut dyn Turns> {
        None
    }
    /// The target's bulk reductions from shared into global memory, if it has them (the
    /// lowering takes them where `bulk-red` allows).
    fn bulk_reduce(&mut self) -> Option<&mut dyn BulkReduce> {
        None
    }
    /// A dot's tensor-core steps begin: its `mma_step`s follow in one run, K step after K step,
    /// each step `tiles` instructions in the same order of accumulator tiles.
    fn mma_begin(&mut self, tiles: u32) {
        let _ = tiles;
    }
    /// `words` (2 or 4) 32-bit words from shared memory at `addr + offset`: piece `part` of a
    /// lane's run of A (or B, with `b`) for `mma`, packed as `mma_pack` packs (a target with
    /// `Mma::lane_loads`; it may place the words where the instruction reads them).
    fn load_fragment(&mut self, mma: &Mma, b: bool, part: u32, addr: VReg, offset: u32, words: u32) -> Vec<VReg> {
        let _ = (mma, b, part);
        self.load(Mem::Shared, DType::I32, addr, offset, words as usize, None, None)
    }
    /// `count` (1, 2 or 4) 8 x 8 matrices of 16-bit elements from shared memory, one per
    /// register, each lane giving the address (plus `offset`) of one 16-byte row: lanes 8j to
    /// 8j+7 the rows of matrix j. Lane `l` receives row `l / 4`, elements `2 (l % 4)` and the
    /// next of each matrix (with `trans`, column `l / 4`, rows `2 (l % 4)` and the next), packed
    /// as `mma_pack` packs. `None` when the target has no such load.
    fn load_matrix(&mut self, addr: VReg, offset: u32, count: u32, trans: bool) -> Option<Vec<VReg>> {
        let _ = (addr, offset, count, trans);
        None
    }
    /// `load_matrix`'s inverse, not transposed: stores `vals.len() / 2` (1, 2 or 4) 8 x 8
    /// matrices of 16-bit floats to shared memory, lane `l` holding elements `2 (l % 4)` and
    /// the next of row `l / 4` of matrix `j` in `vals[2j]`, `vals[2j + 1]`, and lanes 8j to 8j+7
    /// giving the addresses (plus `offset`) of matrix j's rows. False (nothing emitted) when the
    /// target has no such store (`has_store_matrix`).
    fn store_matrix(&mut self, addr: VReg, offset: u32, vals: &[VReg]) -> bool {
        let _ = (addr, offset, vals);
        false
    }
    /// Whether `store_matrix` stores (the target has it and the switch is on).
    fn has_store_matrix(&self) -> bool {
        false
    }
}

// Capabilities: what only some targets have, each a trait of its own that a target implements
// if it has it and hands out through its `Target` accessor (`Target::async_copy` and the rest).
// The shared lowering asks for one only where it has planned for it (`lower::pipeliner`,
// `lower::dot`), so a target without it never sees the request.

/// Asynchronous copies of global to shared memory (NVIDIA's `cp.async`, sm_80 on).
pub trait AsyncCopy {
    /// Starts an asynchronous copy of `bytes` (4, 8 or 16) from global `src` to shared `dst +
    /// offset` in the threads where `guard` holds; where `fill` is false it writes zeros and
    /// reads nothing. Completes at a `wait` after the group it is committed in.
    fn copy(&mut self, dst: VReg, offset: u32, src: VReg, bytes: u32, fill: Option<VReg>, guard: Option<VReg>);
    /// Closes the group of asynchronous copies started since the last one.
    fn commit(&mut self);
    /// Waits until at most `pending` committed groups of this thread's copies are in flight.
    fn wait(&mut self, pending: u32);
}

/// Warpgroup tensor cores (sm_90a's `wgmma`): four warps' asynchronous steps on operands in
/// shared memory (or A in registers), in groups that are committed and waited for.
pub trait WarpgroupMma {
    /// The warpgroup instruction for a dot of `input` into `acc` at `precision`, if there is
    /// one.
    fn shape(&self, input: DType, acc: DType, precision: DotPrecision) -> Option<Wgmma>;
    /// Issues one warpgroup step over a 64 x `n` tile: `a` and `b` the 64-bit matrix
    /// descriptors, `trans` = (A M-major rather than K-major, B N-major rather than K-major;
    /// 16-bit types only), `c` the accumulator elements in fragment
    /// order; returns D's. D may be read only after a `wait` retires its group, and C (or
    /// anything else the warp wrote that the step reads) must be fenced first (`fence`).
    /// `scale`, with a `c`: a predicate that adds C where it holds (D = A @ B elsewhere).
    #[allow(clippy::too_many_arguments)]
    fn step(
        &mut self,
        w: &Wgmma,
        n: u32,
        a: VReg,
        b: VReg,
        trans: (bool, bool),
        c: &[VReg],
        scale: Option<VReg>,
    ) -> Vec<VReg>;
    /// [`WarpgroupMma::step`] with A from registers: `a` the four packed registers of this
    /// thread's fragment of the 64 x 16 step (rows g and g + 8 of its warp's 16, columns 2t,
    /// 2t + 1 and 8 more, as `pack_pairs` packs them).
    #[allow(clippy::too_many_arguments)]
    fn step_regs(
        &mut self,
        w: &Wgmma,
        n: u32,
        a: &[VReg],
        b: VReg,
        trans_b: bool,
        c: &[VReg],
        scale: Option<VReg>,
    ) -> Vec<VReg>;
    /// 16-bit elements two to a 32-bit register, the first low.
    fn pack_pairs(&mut self, elems: &[VReg]) -> Vec<VReg>;
    /// Orders this warp's register accesses before the next warpgroup steps.
    fn fence(&mut self);
    /// Closes the group of warpgroup steps issued since the last one.
    fn commit(&mut self);
    /// Waits until at most `pending` committed groups of warpgroup steps are in flight.
    fn wait(&mut self, pending: u32);
    /// Makes this thread's ordinary writes of shared memory visible to the tensor cores' (and
    /// copy engines') reads; before the barrier that publishes them.
    fn fence_async_shared(&mut self);
}

/// The copy engine's reductions of shared memory into global memory (sm_90's
/// `cp.reduce.async.bulk`), in per-thread groups that the issuing thread waits for before the
/// shared bytes may be written again.
pub trait BulkReduce {
    /// Whether atomic updates by `op` of `d` may go this way.
    fn reduces(&self, op: AtomicOp, d: DType) -> bool;
    /// Where `guard` holds: the copy engine adds the `bytes` (a multiple of 16) of shared
    /// memory at `saddr` into global memory at `gaddr` (both 16-byte aligned), element by
    /// element as the target's `atomic_reduce` would.
    fn reduce(&mut self, gaddr: VReg, saddr: VReg, bytes: u32, guard: Option<VReg>);
    /// Makes this thread's ordinary writes of shared memory visible to the copy engine; before
    /// the barrier after which the reductions are issued.
    fn fence(&mut self);
    /// Closes this thread's group of reductions.
    fn commit(&mut self);
    /// Waits until this thread's reductions have read their shared memory.
    fn wait_read(&mut self);
    /// Waits until this thread's reductions are done, their global writes included.
    fn wait_done(&mut self);
}

/// The copy engine (sm_90a's TMA: tiles of tensor maps copied to shared memory) and the
/// transaction barriers (`mbarrier`) its copies complete on.
pub trait TensorCopy {
    /// Which pipelined loads may be fetched with the copy engine (`copy_tensor`).
    fn mode(&self) -> Tma;
    /// The index of tensor map `m` among the kernel's (added if new).
    fn tensor_map(&mut self, m: TensorMap) -> u32;
    /// Where `guard` holds: the copy engine moves the box at column `x`, row `y` and, for a
    /// map with planes, plane `z` (i32 registers) of tensor map `map` to shared `dst`,
    /// completing on the barrier at `bar`.
    #[allow(clippy::too_many_arguments)]
    fn copy_tensor(&mut self, dst: VReg, map: u32, x: VReg, y: VReg, z: Option<VReg>, bar: VReg, guard: Option<VReg>);
    /// A predicate true in one lane of each warp (every lane of every warp executes it), where
    /// the target has such an instruction: what picks the thread that issues copy-engine
    /// copies, so that the code generator sees a uniform issuer.
    fn elect_lane(&mut self) -> Option<VReg>;
    /// Where `guard` holds: makes the 8 shared bytes at `addr` a barrier of `count` arrivals.
    fn mbarrier_init(&mut self, addr: VReg, count: u32, guard: Option<VReg>);
    /// Publishes this thread's barrier inits to the copy engine (before a program barrier).
    fn mbarrier_init_fence(&mut self);
    /// Where `guard` holds: arrives on the barrier at `addr`, whose phase then also waits for
    /// `bytes` of copies.
    fn mbarrier_expect(&mut self, addr: VReg, bytes: u32, guard: Option<VReg>);
    /// Waits until the barrier's phase of parity `phase` (an i32 register, 0 or 1) completes.
    fn mbarrier_wait(&mut self, addr: VReg, phase: VReg);
}

/// Turns between warpgroups on the tensor cores: named barriers that some threads arrive on
/// and others wait at (`lower::pipeliner`'s turns).
pub trait Turns {
    /// Waits on named barrier `id` (an i32 register, 1 to 15) until `count` threads arrived.
    fn take(&mut self, id: VReg, count: u32);
    /// Where `guard` holds: arrives on named barrier `id` without waiting.
    fn hand_over(&mut self, id: VReg, count: u32, guard: Option<VReg>);
    /// Marks that the turns order every thread's reads of a ring slot before what follows
    /// (nothing on the GPU; the simulator's race check takes it as a barrier).
    fn ordered(&mut self);
}
