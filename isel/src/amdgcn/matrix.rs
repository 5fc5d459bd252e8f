//! AMD's matrix cores for `dot`: which instruction the shared lowering (`lower::dot`) is
//! offered for a dot's types and shape, its operand fragments, the packing of A and B, and the
//! instruction itself. CDNA (gfx90a, gfx942) has MFMA, RDNA3 (gfx1100, wave32) has WMMA.
//!
//! # The forms
//!
//! | A, B in | into | gfx90a                       | gfx942                      | gfx1100 |
//! |---------|------|------------------------------|-----------------------------|---------|
//! | f16     | f32  | `v_mfma_f32_16x16x16f16`, `_32x32x8f16` | `v_mfma_f32_16x16x16_f16`, `_32x32x8_f16` | `v_wmma_f32_16x16x16_f16` |
//! | bf16    | f32  | `v_mfma_f32_16x16x16bf16_1k`, `_32x32x8bf16_1k` | `v_mfma_f32_16x16x16_bf16`, `_32x32x8_bf16` | `v_wmma_f32_16x16x16_bf16` |
//! | f32 (`ieee`, `tf32x3`) | f32 | `v_mfma_f32_16x16x4f32`, `_32x32x2f32` | `v_mfma_f32_16x16x4_f32`, `_32x32x2_f32` | — |
//! | f32 (`tf32`) | f32 | the f32 forms, inputs rounded to tf32 | `v_mfma_f32_16x16x8_xf32`, `_32x32x4_xf32`, inputs rounded | — |
//! | i8      | i32  | `v_mfma_i32_16x16x16i8`, `_32x32x8i8` | `v_mfma_i32_16x16x32_i8`, `_32x32x16_i8` | — |
//!
//! Every mnemonic was checked against llvm-mc 19 (each spelling assembles for its target only,
//! except that gfx942 also takes gfx90a's f16, bf16 and f32 spellings; the compiler writes each
//! target's own). The IR has tf32 as a precision of f32 dots (`precision tf32`: the inputs round
//! to tf32, nearest even): gfx942's xf32 forms read exactly such values, so a `tf32` dot rounds
//! its inputs (as on NVIDIA) and runs on them; what the hardware does with the low bits of an
//! unrounded f32 does not matter then. gfx90a has no xf32, and the f32 forms multiply tf32-rounded
//! inputs exactly too. f32 under `ieee` and `tf32x3` (exact products in the IR) run on the f32
//! forms, whose products are exact: no three-pass split is needed. gfx1100's WMMA has no f32 or
//! i8 (iu8 takes no i32 accumulator of the IR's wrapping meaning here: not selected), so those
//! keep the multiply-adds there.
//!
//! # 16x16 or 32x32
//!
//! The 32x32 forms do twice the work per instruction at the same rate per cycle (16 passes vs 8
//! on gfx90a; 8 vs 4 on gfx942 for 16-bit and i8, 16 vs 8 for f32), so they halve the
//! instructions issued and the A/B packing per flop is the same. Their cost here is the
//! accumulator: 16 consecutive VGPRs per tile, fixed to regalloc2 units (below), of which the
//! smallest register file has room for one slot. So the isel picks 32x32 when every warp's share
//! of C is at most one 32x32 tile (M >= 32, N >= 32, K a multiple of the form's K and
//! (M / 32) (N / 32) <= warps), and 16x16 otherwise: four 16x16 accumulator slots hold a 32x32
//! share without moves, where two 32x32 tiles in one slot would move 32 registers per
//! instruction. Dots in a chain (attention's two) put their warps along M only, so there a
//! warp's share is one 32x32 tile only when M = 32 x warps and N = 32; attention's 64 x 64
//! blocks over 4 waves take 16x16 (16 rows per wave, no reduction across waves). (Triton's AMD backend picks 32x32 when min(M, N) >= 32 per warp; it has the
//! registers to hold several.)
//!
//! # Operand layouts
//!
//! MFMA, after AMD's matrix instruction calculator (as in `shared/notes/tensor-cores.md`) and the
//! simulator's formulas (`tessera_sim::amdgcn::matrix`), with E = M K / 64 elements per lane:
//!
//! ```text
//!   A (M x K, i x k): lane M (k / E) + i, element k % E   (packed 2 f16/bf16 or 4 i8 to a VGPR)
//!   B (K x M, k x j): lane M (k / E) + j, element k % E
//!   C, D 16x16: lane 16 (i / 4) + j, VGPR i % 4
//!   C, D 32x32: lane 32 (i / 4 % 2) + j, VGPR 8 (i / 8) + i % 4  (16 VGPRs)
//! ```
//!
//! As [`Fragment`]s: A's register bits are k's low log2(E) bits, its lane bits i's bits then
//! k's remaining bits; B is the same with (k, j); C/D's register bits are i bits 0, 1 (and 3, 4
//! for 32x32), lane bits j's bits then i bit 2 (and 3 for 16x16).
//!
//! WMMA (wave32): A's row i is in lanes i and i + 16 (both half-waves hold the same A, the
//! [`SAME_ELEMENTS`] lane bit), k in the 8 VGPRs two to each; B likewise with column j; C/D
//! in 8 VGPRs, element (i, j) in lane 16 (i % 2) + j, VGPR i / 2.
//!
//! 16-bit operands loaded from memory reach these through LDS (below); i8, f32 and values
//! computed in registers are converted into them by the layout pass and packed.
//!
//! # Staging A and B through LDS (`Mma::lane_loads`)
//!
//! AMD has no `ldmatrix`: each lane addresses its own data. Every fragment here holds, per
//! lane, a run of consecutive K (MFMA: 4 elements, 8 bytes; WMMA: 16, 32 bytes), so with K
//! contiguous in the staged tile a lane's operand is one `ds_read_b64`, or two `ds_read_b128`
//! for WMMA (`Amdgcn::lds_fragment`), written straight into the units the instruction reads
//! A or B from, and each tile is loaded just before its instructions (`lower::dot`'s lazy
//! order), so the loads need no moves. A is stored as it is (M x K row-major); B is stored
//! K-major (N x K): as it is when the kernel gives it as `trans(x)` (attention's K, via the
//! `orient` rewrite), else transposed by the staging store, one `ds_write_b16` per element
//! (there is no transposing LDS read before gfx950). Both use the XOR swizzle of
//! `shared::Swizzle` (16-byte chunk c of row r at c ^ phase(r)), so the reads of eight
//! consecutive rows at one K fall in distinct bank groups. The thread parts of those addresses
//! are computed before the loop (`Lower::lane_prologue`): this backend has no loop-invariant code
//! motion of its own.
//!
//! The staging cut the matmul loop's VALU and LDS instructions to about a third by the model
//! of `tessera::stats`, and made the attention kernels and the 16-bit matmuls fit where they
//! did not (the figures: docs/benchmarks-history.md#2026-12-02; today's:
//! docs/benchmarks.md#matrix-core-examples-registers-lds-occupancy-and-instructions). What made
//! that beside the staging: memory-access tuples moved above the matrix units (`place_tuples`, a
//! 16-byte load no longer evicts the accumulator), loaded words neither unpacked and packed
//! again (`pack_word`'s `parts`) nor unpacked for a 16-bit LDS store (`ds_write_b16_d16_hi`
//! stores the high half), no select for a zero `other` (the words load over 0), separate
//! accumulator slots for a loop's two dots (below), and pure integer VALU operations made once
//! per block (`Amdgcn::valu`).
//!
//! MFMA's 16-bit runs are 8 bytes: where K has an even number of steps, each lane reads two
//! steps' runs with one `ds_read_b128` (`lower::dot`'s paired lane loads: K permuted within
//! each pair of steps, for A and B alike), into four units, the second step's operand two units
//! above the first (`matrix_step` reads an operand where its load put it). A pipelined loop
//! stages its tiles through registers one iteration ahead into two LDS slots
//! (`lower::pipeliner`'s register staging). i8 takes the same way where a tile's rows of K hold
//! a 16-byte chunk (K >= 16, `matrix_core`): 4-byte runs (`ds_read_b32`) on gfx90a, 8-byte ones
//! paired into `ds_read_b128` on gfx942; with smaller K it is packed from registers.
//!
//! # Registers
//!
//! Each operand is an even-aligned run of consecutive VGPRs (A and B 1, 2 or 8; C and D 4, 8 or
//! 16). regalloc2 has no tuples, so, as for 16-byte accesses (`memory`), the parts are fixed to
//! consecutive regalloc2 units, D to C's (the accumulation happens in place, which is also the
//! case with no wait states between dependent MFMAs): a dot's accumulator tiles take the C
//! slots in turn, each tile the same slot in every K step (`Target::mma_begin` says how many
//! tiles a step has; a step that accumulates onto an earlier one's D takes its slot, so the
//! two steps of a paired read may follow each other): MFMA 16x16 from units 4, 8, 12 and 16,
//! 32x32 the one slot 4-19, and on CDNA every other dot 48, 52, 56, 60 (32x32: 48-63), so that
//! attention's two dots keep their accumulators apart; A 20-23 and B 24-27 (a paired read's
//! four words each); WMMA C slots 4 and 12, A 20-27, B 28-35. A kernel with matrix
//! instructions moves its memory tuples above these (`Amdgcn::place_tuples`), which takes a
//! register file of 48 units or more (64 with the second group). The emitter keeps
//! tuple starts even and inserts the wait states (`tessera_emit_amdgcn`'s `hazard` module).
//! Accumulators live in VGPRs, not AGPRs (see the `tessera_regalloc` docs for why and what it
//! costs).

use super::inst::{Inst, Src};
use super::{Amdgcn, Class, Gfx};
use crate::layout::{Fragment, SAME_ELEMENTS};
use crate::target::{Mem, Mma};
use crate::vcode::VReg;
use smallvec::SmallVec;
use tessera_ir::op::DotPrecision;
use tessera_ir::DType;

/// The (dimension, bit) of each of an MFMA operand's 6 lane bits.
type MfmaLanes = [(u8, u8); 6];

/// Lane bits of an MFMA operand: the M (or N) index's `mn_bits` bits along dimension `mn_dim`,
/// then K's bits from `k_lo` along the other dimension; 6 in all (64 lanes).
const fn mfma_lanes(mn_dim: u8, mn_bits: u8, k_lo: u8) -> MfmaLanes {
    let mut out = [(0, 0); 6];
    let mut i = 0;
    while i < 6 {
        out[i] = if (i as u8) < mn_bits { (mn_dim, i as u8) } else { (1 - mn_dim, k_lo + i as u8 - mn_bits) };
        i += 1;
    }
    out
}

/// `LANES[side][big][k_lo]`: A (side 0: i along dimension 0) and B (side 1: j along dimension
/// 1) of the 16x16 (`big` 0) and 32x32 (1) forms, K's lane bits from `k_lo` = log2(E).
static LANES: [[[MfmaLanes; 4]; 2]; 2] = {
    let mut t = [[[[(0, 0); 6]; 4]; 2]; 2];
    let mut side = 0;
    while side < 2 {
        let mut big = 0;
        while big < 2 {
            let mut k_lo = 0;
            while k_lo < 4 {
                t[side][big][k_lo] = mfma_lanes(side as u8, 4 + big as u8, k_lo as u8);
                k_lo += 1;
            }
            big += 1;
        }
        side += 1;
    }
    t
};

/// `K_REGS[side]`: K's low bits in the register index, along dimension 1 for A, 0 for B (a
/// prefix of log2(E) of them).
static K_REGS: [[(u8, u8); 4]; 2] = [[(1, 0), (1, 1), (1, 2), (1, 3)], [(0, 0), (0, 1), (0, 2), (0, 3)]];

/// C and D of the 16x16 forms: row bits 0-1 in registers, the column in lanes 0-15, row bits
/// 2 and 3 in the lane's top bits.
const C_16X16: Fragment =
    Fragment { tile: [16, 16], reg: &[(0, 0), (0, 1)], lane: &[(1, 0), (1, 1), (1, 2), (1, 3), (0, 2), (0, 3)] };
/// C and D of the 32x32 forms: row bits 0, 1, 3, 4 in registers, row bit 2 the lane's top bit.
const C_32X32: Fragment = Fragment {
    tile: [32, 32],
    reg: &[(0, 0), (0, 1), (0, 3), (0, 4)],
    lane: &[(1, 0), (1, 1), (1, 2), (1, 3), (1, 4), (0, 2)],
};
/// WMMA's A (i x k), B (k x j) and C/D (i x j).
const WMMA_A: Fragment = Fragment {
    tile: [16, 16],
    reg: &[(1, 0), (1, 1), (1, 2), (1, 3)],
    lane: &[(0, 0), (0, 1), (0, 2), (0, 3), SAME_ELEMENTS],
};
const WMMA_B: Fragment = Fragment {
    tile: [16, 16],
    reg: &[(0, 0), (0, 1), (0, 2), (0, 3)],
    lane: &[(1, 0), (1, 1), (1, 2), (1, 3), SAME_ELEMENTS],
};
const WMMA_C: Fragment =
    Fragment { tile: [16, 16], reg: &[(0, 1), (0, 2), (0, 3)], lane: &[(1, 0), (1, 1), (1, 2), (1, 3), (0, 0)] };

/// One matrix instruction form: D (M x M) = A (M x K) B (K x M) + C.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Form {
    op: &'static str,
    m: u32,
    k: u32,
    input: DType,
    /// Reads tf32 (xf32) inputs.
    xf32: bool,
}

/// The MFMA forms of `gfx` for `input` (and xf32 for `tf32` dots on gfx942): (16x16, 32x32).
fn mfma_forms(gfx: Gfx, input: DType, precision: DotPrecision) -> Option<[Form; 2]> {
    let f = |op, m, k, xf32| Form { op, m, k, input, xf32 };
    let gfx942 = gfx == Gfx::Gfx942;
    Some(match (input, gfx942) {
        (DType::F16, false) => [f("v_mfma_f32_16x16x16f16", 16, 16, false), f("v_mfma_f32_32x32x8f16", 32, 8, false)],
        (DType::F16, true) => [f("v_mfma_f32_16x16x16_f16", 16, 16, false), f("v_mfma_f32_32x32x8_f16", 32, 8, false)],
        (DType::BF16, false) => {
            [f("v_mfma_f32_16x16x16bf16_1k", 16, 16, false), f("v_mfma_f32_32x32x8bf16_1k", 32, 8, false)]
        }
        (DType::BF16, true) => {
            [f("v_mfma_f32_16x16x16_bf16", 16, 16, false), f("v_mfma_f32_32x32x8_bf16", 32, 8, false)]
        }
        (DType::F32, true) if precision == DotPrecision::Tf32 => {
            [f("v_mfma_f32_16x16x8_xf32", 16, 8, true), f("v_mfma_f32_32x32x4_xf32", 32, 4, true)]
        }
        (DType::F32, false) => [f("v_mfma_f32_16x16x4f32", 16, 4, false), f("v_mfma_f32_32x32x2f32", 32, 2, false)],
        (DType::F32, true) => [f("v_mfma_f32_16x16x4_f32", 16, 4, false), f("v_mfma_f32_32x32x2_f32", 32, 2, false)],
        (DType::I8, false) => [f("v_mfma_i32_16x16x16i8", 16, 16, false), f("v_mfma_i32_32x32x8i8", 32, 8, false)],
        (DType::I8, true) => [f("v_mfma_i32_16x16x32_i8", 16, 32, false), f("v_mfma_i32_32x32x16_i8", 32, 16, false)],
        _ => return None,
    })
}

/// The form an [`Mma`] this module made stands for.
fn form_of(gfx: Gfx, mma: &Mma) -> Option<Form> {
    if gfx.is_gfx11() {
        let op = match mma.input {
            DType::F16 => "v_wmma_f32_16x16x16_f16",
            DType::BF16 => "v_wmma_f32_16x16x16_bf16",
            _ => return None,
        };
        return Some(Form { op, m: 16, k: 16, input: mma.input, xf32: false });
    }
    let precision = if mma.tf32 { DotPrecision::Tf32 } else { DotPrecision::Ieee };
    mfma_forms(gfx, mma.input, precision)?.into_iter().find(|f| f.m == mma.c.tile[0] && f.k == mma.k())
}

/// Elements per 32-bit register of A and B.
fn pack_of(input: DType) -> u32 {
    32 / input.bits()
}

/// The [`Mma`] of an MFMA form.
fn mfma(f: Form, precision: DotPrecision) -> Mma {
    let big = (f.m == 32) as usize;
    let per_lane = f.m * f.k / 64;
    let e_bits = per_lane.trailing_zeros() as usize;
    let frag =
        |side: usize, tile: [u32; 2]| Fragment { tile, reg: &K_REGS[side][..e_bits], lane: &LANES[side][big][e_bits] };
    Mma {
        a: frag(0, [f.m, f.k]),
        b: frag(1, [f.k, f.m]),
        c: if big == 1 { C_32X32 } else { C_16X16 },
        input: f.input,
        acc: if f.input == DType::I8 { DType::I32 } else { DType::F32 },
        pack: pack_of(f.input),
        // 16-bit forms: A and B staged through LDS, each lane reading its run of K (i8 too,
        // where K allows: `matrix_core`).
        shared_loads: f.input.bits() == 16,
        lane_loads: f.input.bits() == 16,
        tf32: f.input == DType::F32 && (f.xf32 || precision == DotPrecision::Tf32),
    }
}

/// The first regalloc2 units of A's and B's tuples and of each C slot, per family.
struct Units {
    a: u8,
    b: u8,
    c: &'static [u8],
}

/// A and B take four units each on CDNA: a `ds_read_b128` of two K steps (`lower::dot`'s
/// paired lane loads) lands in them whole, the second step's operand two units further.
const MFMA_16X16_UNITS: Units = Units { a: 20, b: 24, c: &[4, 8, 12, 16] };
const MFMA_32X32_UNITS: Units = Units { a: 20, b: 24, c: &[4] };
/// Every other dot's C slots on CDNA: above the memory tuples (28 to 47, `place_tuples`), so
/// that two dots in one loop (attention's) do not share accumulator registers.
const MFMA_16X16_UNITS_2: Units = Units { a: 20, b: 24, c: &[48, 52, 56, 60] };
const MFMA_32X32_UNITS_2: Units = Units { a: 20, b: 24, c: &[48] };
const WMMA_UNITS: Units = Units { a: 20, b: 28, c: &[4, 12] };

impl Amdgcn {
    /// `Target::mma`: MFMA on gfx90a and gfx942 (16x16 or 32x32, see the module docs), WMMA
    /// for 16-bit floats on gfx1100.
    pub(super) fn matrix_core(
        &self,
        input: DType,
        acc: DType,
        precision: DotPrecision,
        [m, n, k]: [u32; 3],
        warps: u32,
        along_m: bool,
    ) -> Option<Mma> {
        if !self.matrix_cores {
            return None;
        }
        if self.gfx.is_gfx11() {
            return match (input, acc) {
                (DType::F16 | DType::BF16, DType::F32) if self.gfx.wave() == 32 => Some(Mma {
                    a: WMMA_A,
                    b: WMMA_B,
                    c: WMMA_C,
                    input,
                    acc,
                    pack: 2,
                    shared_loads: true,
                    lane_loads: true,
                    tf32: false,
                }),
                _ => None,
            };
        }
        let want = if input == DType::I8 { DType::I32 } else { DType::F32 };
        if acc != want {
            return None;
        }
        let [small, big] = mfma_forms(self.gfx, input, precision)?;
        // Warps along M only (a chain): one 32x32 tile each only when that is the whole share.
        let one_big_tile_per_warp = m >= 32
            && n >= 32
            && k >= big.k
            && if along_m { m == 32 * warps && n == 32 } else { (m / 32) * (n / 32) <= warps };
        let mut mma = mfma(if one_big_tile_per_warp { big } else { small }, precision);
        // i8 staged through LDS too where a tile's rows of K hold at least one 16-byte chunk
        // (the swizzle's unit).
        if input == DType::I8 && k >= 16 {
            (mma.shared_loads, mma.lane_loads) = (true, true);
        }
        Some(mma)
    }

    /// `Target::mma_pack`: 16-bit elements two to a VGPR, i8 four, the first lowest; f32 as
    /// they are.
    pub(super) fn matrix_pack(&mut self, mma: &Mma, elems: &[VReg]) -> Vec<VReg> {
        match mma.pack {
            1 => elems.to_vec(),
            p => elems.chunks(p as usize).map(|q| self.pack_word(mma.input, q)).collect(),
        }
    }

    /// The units of `mma`'s family (on CDNA, the current dot's group of C slots).
    fn units_of(&self, mma: &Mma) -> &'static Units {
        let second = self.dots.is_multiple_of(2);
        match (self.gfx.is_gfx11(), mma.c.tile[0], second) {
            (true, _, _) => &WMMA_UNITS,
            (false, 32, false) => &MFMA_32X32_UNITS,
            (false, 32, true) => &MFMA_32X32_UNITS_2,
            (false, _, false) => &MFMA_16X16_UNITS,
            (false, _, true) => &MFMA_16X16_UNITS_2,
        }
    }

    /// `Target::mma_begin`: a dot's accumulator tiles take the C slots in turn, the same slot
    /// in every K step, and dots take the two groups of slots in turn (the first dot the first).
    pub(super) fn matrix_begin(&mut self, tiles: u32) {
        self.dots += 1;
        self.first_steps = 0;
        // (A step accumulates onto an earlier step of the same dot only.)
        self.acc_slots.clear();
        self.dot_tiles = tiles.max(1) as usize;
    }

    /// `Target::load_fragment`: `ds_read_b64` or `ds_read_b128` straight into the units that
    /// the instruction reads A (or B) from, piece `part` 4 units further per piece, so that
    /// an operand loaded just before its instruction needs no moves.
    pub(super) fn lds_fragment(
        &mut self,
        mma: &Mma,
        b: bool,
        part: u32,
        addr: VReg,
        offset: u32,
        words: u32,
    ) -> Vec<VReg> {
        let units = self.units_of(mma);
        let unit = if b { units.b } else { units.a } + 4 * part as u8;
        // A's pieces stop short of B's units, B's of the C slots' (none: C is below A).
        debug_assert!(b || unit as u32 + words <= units.b as u32, "A's fragment runs into B's units");
        let op = match words {
            4 => "ds_read_b128",
            2 => "ds_read_b64",
            _ => "ds_read_b32",
        };
        let (space, addr, offset) = self.addr_of(Mem::Shared, addr, offset, 4 * words);
        let dst: SmallVec<[VReg; 4]> = (0..words).map(|_| self.reg(Class::V)).collect();
        for (i, &r) in dst.iter().enumerate() {
            self.fragment_loads.insert(r, unit + i as u8);
        }
        self.push(Inst::Load {
            op,
            space,
            dst: dst.clone(),
            unit: Some(unit),
            addr,
            offset,
            guard: None,
            init: SmallVec::new(),
        });
        dst.to_vec()
    }

    /// `Target::mma_step`: one MFMA or WMMA, D in the units of C. Sources that are not VGPRs
    /// of their own (an SGPR constant, one register given twice) are copied first, since one
    /// value cannot be fixed to two units at once.
    pub(super) fn matrix_step(&mut self, mma: &Mma, a: &[VReg], b: &[VReg], c: &[VReg]) -> Vec<VReg> {
        let form = form_of(self.gfx, mma).expect("an Mma that matrix_core offered");
        // WMMA: 16 elements per lane (both half-waves hold A); MFMA: M K / 64.
        let per_lane = if self.gfx.is_gfx11() { 16 } else { form.m * form.k / 64 };
        debug_assert_eq!((a.len() as u32, b.len()), (per_lane / pack_of(form.input), a.len()));
        let mut seen: SmallVec<[VReg; 32]> = SmallVec::new();
        let mut own = |me: &mut Self, r: VReg| -> VReg {
            let r = if me.class(r) != Class::V || seen.contains(&r) { me.valu_mov(Src::Reg(r)) } else { r };
            seen.push(r);
            r
        };
        let a: SmallVec<[VReg; 8]> = a.iter().map(|&r| own(self, r)).collect();
        let b: SmallVec<[VReg; 8]> = b.iter().map(|&r| own(self, r)).collect();
        let c_in = c[0];
        let c: SmallVec<[VReg; 16]> = c.iter().map(|&r| own(self, r)).collect();
        let d: SmallVec<[VReg; 16]> = c.iter().map(|_| self.reg(Class::V)).collect();
        let units = self.units_of(mma);
        // The tile this instruction accumulates: the slot of the instruction whose D it
        // accumulates onto, or for a first step the next tile's (first steps take the tiles in
        // order).
        let slot = match self.acc_slots.get(&c_in) {
            Some(&s) if units.c.contains(&s) => s,
            _ => {
                let k = self.first_steps % self.dot_tiles;
                self.first_steps += 1;
                units.c[k % units.c.len()]
            }
        };
        self.mfmas += 1;
        // An operand read where its fragment load put it (the second half of a paired load two
        // units further); any other in the family's units.
        let at = |me: &Self, x: &[VReg], unit: u8| match me.fragment_loads.get(&x[0]) {
            Some(&u) if x.iter().enumerate().all(|(i, r)| me.fragment_loads.get(r) == Some(&(u + i as u8))) => u,
            _ => unit,
        };
        let (ua, ub) = (at(self, &a, units.a), at(self, &b, units.b));
        self.acc_slots.insert(d[0], slot);
        self.push(Inst::Mfma { op: form.op, d: d.clone(), a, b, c, units: [ua, ub, slot] });
        d.to_vec()
    }
}
