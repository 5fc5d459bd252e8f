//! CDNA's matrix cores for `dot`: the MFMA instruction the shared lowering (`lower::dot`) is
//! offered, its operand fragments, the packing of A and B, and the instruction itself.
//!
//! One form so far: `v_mfma_f32_16x16x16f16` (gfx90a; gfx942 spells it
//! `v_mfma_f32_16x16x16_f16`), f16 A and B into an f32 accumulator, one wave of 64 lanes.
//! The operand layouts, from the notes (`shared/notes/tensor-cores.md`, after AMD's matrix
//! instruction calculator):
//!
//! ```text
//!   A (16 x 16, i x k): lane 16 (k / 4) + i, element k % 4, two f16 to a VGPR (even k low)
//!   B (16 x 16, k x j): lane 16 (k / 4) + j, element k % 4, packed alike
//!   C, D (16 x 16 f32): lane 16 (i / 4) + j, VGPR i % 4
//! ```
//!
//! As [`Fragment`]s: A's register bits are k bits 0 and 1, its lane bits i bits 0-3 then k bits
//! 2 and 3; B and C/D have the same shape with (k, j) and (i, j): register bits the row bits 0
//! and 1, lane bits the column bits 0-3 then the row bits 2 and 3. The layout pass converts the
//! operands into these (no matrix loads from LDS yet: `Mma::shared_loads` is false).
//!
//! Registers: A and B are 2 VGPRs each, C and D 4, each an even-aligned run of consecutive
//! VGPRs. regalloc2 has no tuples, so, as for 16-byte accesses (`memory`), the parts are fixed
//! to consecutive regalloc2 units: C and D to the same four (the accumulation happens in place,
//! which is also the case with no wait states between dependent MFMAs), taken in turn from 4,
//! 8, 12 and 16 for successive instructions, A to 20-21 and B to 22-23 (all within the smallest
//! register file the emitter tries). The emitter keeps tuple starts even and inserts the MFMA
//! wait states (`tessera_emit_amdgcn`'s `hazard` module).
//!
//! Accumulators live in VGPRs; AGPRs, the 32x32 forms, bf16, f32 and i8 are not selected yet.

use super::inst::{Inst, Src};
use super::{Amdgcn, Class, Gfx};
use crate::layout::Fragment;
use crate::target::Mma;
use crate::vcode::VReg;
use smallvec::SmallVec;
use tessera_ir::DType;

/// A of the 16x16x16 forms (M x K).
const A_16X16: Fragment =
    Fragment { tile: [16, 16], reg: &[(1, 0), (1, 1)], lane: &[(0, 0), (0, 1), (0, 2), (0, 3), (1, 2), (1, 3)] };
/// B (K x N) and C/D (M x N) of the 16x16x16 forms: row bits 0-1 in registers, the column in
/// lanes 0-15, row bits 2-3 in the lane's top bits.
const ROWS_IN_REGS_16X16: Fragment =
    Fragment { tile: [16, 16], reg: &[(0, 0), (0, 1)], lane: &[(1, 0), (1, 1), (1, 2), (1, 3), (0, 2), (0, 3)] };

/// The first regalloc2 units of A's and B's pairs.
const A_UNIT: u8 = 20;
const B_UNIT: u8 = 22;

impl Amdgcn {
    /// `Target::mma`: the MFMA for f16 into f32 on gfx90a and gfx942.
    pub(super) fn matrix_core(&self, input: DType, acc: DType) -> Option<Mma> {
        if self.gfx.is_gfx11() {
            return None;
        }
        match (input, acc) {
            (DType::F16, DType::F32) => Some(Mma {
                a: A_16X16,
                b: ROWS_IN_REGS_16X16,
                c: ROWS_IN_REGS_16X16,
                input,
                acc,
                pack: 2,
                shared_loads: false,
            }),
            _ => None,
        }
    }

    /// `Target::mma_pack`: 16-bit elements two to a VGPR, the first in the low half.
    pub(super) fn matrix_pack(&mut self, elems: &[VReg]) -> Vec<VReg> {
        elems.chunks(2).map(|p| self.pack_word(DType::F16, p)).collect()
    }

    /// `Target::mma_step`: one MFMA, D in the units of C. Sources that are not VGPRs of their
    /// own (an SGPR constant, one register given twice) are copied first, since one value
    /// cannot be fixed to two units at once.
    pub(super) fn matrix_step(&mut self, mma: &Mma, a: &[VReg], b: &[VReg], c: &[VReg]) -> Vec<VReg> {
        debug_assert_eq!((a.len(), b.len(), c.len(), mma.input), (2, 2, 4, DType::F16));
        let mut seen: SmallVec<[VReg; 8]> = SmallVec::new();
        let mut own = |me: &mut Self, r: VReg| -> VReg {
            let r = if me.class(r) != Class::V || seen.contains(&r) { me.valu_mov(Src::Reg(r)) } else { r };
            seen.push(r);
            r
        };
        let a: [VReg; 2] = [own(self, a[0]), own(self, a[1])];
        let b: [VReg; 2] = [own(self, b[0]), own(self, b[1])];
        let c: [VReg; 4] = [own(self, c[0]), own(self, c[1]), own(self, c[2]), own(self, c[3])];
        let d: [VReg; 4] = [self.reg(Class::V), self.reg(Class::V), self.reg(Class::V), self.reg(Class::V)];
        let k = self.mfmas;
        self.mfmas += 1;
        let op = match self.gfx {
            Gfx::Gfx942 => "v_mfma_f32_16x16x16_f16",
            _ => "v_mfma_f32_16x16x16f16",
        };
        self.push(Inst::Mfma { op, d, a, b, c, units: [A_UNIT, B_UNIT, 4 + 4 * (k % 4) as u8] });
        d.to_vec()
    }
}
