//! Tensor cores on sm_80 and later: `mma.sync` fragments and the instruction itself.
//!
//! The fragments below are the PTX ISA's ("Matrix fragments for mma.m16n8k16"), written as
//! linear layouts over one instruction tile (see `layout::Fragment`). Lane `l` is group
//! `g = l >> 2` and thread-in-group `t = l & 3`; element `i` of a fragment is register bit
//! pattern `i`:
//!
//! ```text
//!   A 16x16 (f16/bf16): a_i at row g + 8*(i>>1 & 1), col 2t + (i & 1) + 8*(i >> 2)
//!       reg bits: col0, row3, col3        lane bits: col1, col2, row0, row1, row2
//!   B 16x8:             b_i at k 2t + (i & 1) + 8*(i >> 1), col g
//!       reg bits: k0, k3                  lane bits: k1, k2, col0, col1, col2
//!   C 16x8 (f32):       c_i at row g + 8*(i >> 1), col 2t + (i & 1)
//!       reg bits: col0, row3              lane bits: col1, col2, row0, row1, row2
//! ```
//!
//! The instruction takes A and B as 32-bit registers holding two 16-bit elements each (element
//! 2j in the low half of register j) and C and D as one f32 per register. Operands held one
//! element to a register are packed with `mov.b32 {lo, hi}` (ptxas folds these into register
//! pairs); operands staged through shared memory arrive packed from `ldmatrix`, whose lane
//! `l` receives row `l / 4`, columns `2 (l % 4)` and the next of each 8 x 8 matrix (`.trans`:
//! the transpose), which is register `j` of A's fragment for matrix `j` in the order (rows
//! 0-7, k 0-7), (rows 8-15, k 0-7), (rows 0-7, k 8-15), (rows 8-15, k 8-15), and of B's, read
//! transposed from a row-major K x N tile, for (k 0-7), (k 8-15) of each 8 columns.

use super::{Class, Inst, Operand, Ptx};
use crate::layout::Fragment;
use crate::target::Mma;
use crate::vcode::VReg;
use smallvec::SmallVec;
use tessera_ir::op::DotPrecision;
use tessera_ir::DType;

const A_16X16: Fragment =
    Fragment { tile: [16, 16], reg: &[(1, 0), (0, 3), (1, 3)], lane: &[(1, 1), (1, 2), (0, 0), (0, 1), (0, 2)] };
const B_16X8: Fragment =
    Fragment { tile: [16, 8], reg: &[(0, 0), (0, 3)], lane: &[(0, 1), (0, 2), (1, 0), (1, 1), (1, 2)] };
const C_16X8: Fragment =
    Fragment { tile: [16, 8], reg: &[(1, 0), (0, 3)], lane: &[(1, 1), (1, 2), (0, 0), (0, 1), (0, 2)] };
// m16n8k8 tf32: a0 (g, t), a1 (g+8, t), a2 (g, t+4), a3 (g+8, t+4); b0 (k t, n g), b1 (k t+4, n g).
const A_16X8_TF32: Fragment =
    Fragment { tile: [16, 8], reg: &[(0, 3), (1, 2)], lane: &[(1, 0), (1, 1), (0, 0), (0, 1), (0, 2)] };
const B_8X8_TF32: Fragment = Fragment { tile: [8, 8], reg: &[(0, 2)], lane: &[(0, 0), (0, 1), (1, 0), (1, 1), (1, 2)] };
// m16n8k32 s8 (and e4m3, e5m2, whose fragments are the same): a_i at row g + 8*(i>>2 & 1), col 4t + (i & 3) + 16*(i >> 3); b_i at k 4t + (i & 3)
// + 16*(i >> 2), col g.
const A_16X32_S8: Fragment = Fragment {
    tile: [16, 32],
    reg: &[(1, 0), (1, 1), (0, 3), (1, 4)],
    lane: &[(1, 2), (1, 3), (0, 0), (0, 1), (0, 2)],
};
const B_32X8_S8: Fragment =
    Fragment { tile: [32, 8], reg: &[(0, 0), (0, 1), (0, 4)], lane: &[(0, 2), (0, 3), (1, 0), (1, 1), (1, 2)] };

/// The fp8 forms of `mma.sync` (the emitter raises the PTX version for them: [`needs_ptx_8_4`]).
const FP8_E4M3: &str = "mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32";
const FP8_E5M2: &str = "mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e5m2.f32";

/// Whether instruction `op` needs PTX ISA 8.4 or later (ptxas refuses fp8 `mma` under
/// `.version 8.0`; fp8 `wgmma` assembles under 8.0).
pub fn needs_ptx_8_4(op: &str) -> bool {
    op == FP8_E4M3 || op == FP8_E5M2
}

impl Ptx {
    /// `mma.sync` for f16 and bf16 inputs into f32 (m16n8k16; every precision is the same for
    /// 16-bit inputs, whose products are exact), f32 under `precision tf32` (m16n8k8 tf32, the
    /// inputs rounded to tf32 first as the IR says) and `tf32x3` (three m16n8k8 passes over the
    /// split inputs, see `lower::dot`), i8 into i32 (m16n8k32, exact wrapping sums), and the
    /// 8-bit floats into f32 (m16n8k32 `.e4m3` / `.e5m2`, the i8 fragments; sm_89 and later,
    /// and PTX ISA 8.4, which the emitter's header then names). f32 under `ieee` stays on exact
    /// multiply-adds.
    pub(super) fn tensor_core(&self, input: DType, acc: DType, precision: DotPrecision) -> Option<Mma> {
        match (input, acc) {
            (DType::F16 | DType::BF16, DType::F32) => Some(Mma {
                a: A_16X16,
                b: B_16X8,
                c: C_16X8,
                input,
                acc,
                pack: 2,
                shared_loads: true,
                lane_loads: false,
                tf32: false,
            }),
            (DType::F32, DType::F32) if precision != DotPrecision::Ieee => Some(Mma {
                a: A_16X8_TF32,
                b: B_8X8_TF32,
                c: C_16X8,
                input,
                acc,
                pack: 1,
                shared_loads: false,
                lane_loads: false,
                tf32: true,
            }),
            (DType::I8, DType::I32) | (DType::F8E4M3 | DType::F8E5M2, DType::F32)
                if input == DType::I8 || self.sm.hopper() =>
            {
                Some(Mma {
                    a: A_16X32_S8,
                    b: B_32X8_S8,
                    c: C_16X8,
                    input,
                    acc,
                    pack: 4,
                    shared_loads: false,
                    lane_loads: false,
                    tf32: false,
                })
            }
            _ => None,
        }
    }

    pub(super) fn mma_sync(&mut self, mma: &Mma, a: &[VReg], b: &[VReg], c: &[VReg]) -> Vec<VReg> {
        let op = match mma.input {
            DType::BF16 => "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32",
            DType::F32 => "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32",
            DType::I8 => "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32",
            DType::F8E4M3 => FP8_E4M3,
            DType::F8E5M2 => FP8_E5M2,
            _ => "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32",
        };
        let d: SmallVec<[VReg; 4]> = c.iter().map(|_| self.reg(Class::B32)).collect();
        self.push(Inst::Mma { op, d: d.clone(), a: a.into(), b: b.into(), c: c.into() });
        d.to_vec()
    }

    /// Fragment elements packed as the instruction takes them: 16-bit elements two to a 32-bit
    /// register (element 2j low in register j), i8 elements (held sign-extended in 32 bits) and
    /// fp8 ones (their bit patterns, zero-extended) four to a register (element 4j in the low byte), f32 (tf32) one to a register.
    pub(super) fn pack(&mut self, mma: &Mma, elems: &[VReg]) -> Vec<VReg> {
        match mma.pack {
            2 => elems.chunks(2).map(|p| self.op("mov", "b32", Class::B32, &[Operand::Pack(p[0], p[1])])).collect(),
            4 => elems
                .chunks(4)
                .map(|q| {
                    let mut acc: Option<VReg> = None;
                    for (j, &e) in q.iter().enumerate() {
                        let byte = self.op("and", "b32", Class::B32, &[Operand::Reg(e), Operand::Imm(0xff)]);
                        let moved = if j == 0 {
                            byte
                        } else {
                            self.op("shl", "b32", Class::B32, &[Operand::Reg(byte), Operand::Imm(8 * j as i64)])
                        };
                        acc = Some(match acc {
                            None => moved,
                            Some(a) => self.op("or", "b32", Class::B32, &[Operand::Reg(a), Operand::Reg(moved)]),
                        });
                    }
                    acc.expect("four elements")
                })
                .collect(),
            _ => elems.to_vec(),
        }
    }

    /// `stmatrix.sync.aligned.m8n8.xN.shared.b16` of the 16-bit float pairs in `vals`.
    pub(super) fn stmatrix(&mut self, addr: VReg, offset: u32, vals: &[VReg]) -> bool {
        if !matches!(vals.len(), 2 | 4 | 8) {
            return false;
        }
        let srcs: SmallVec<[VReg; 4]> =
            vals.chunks(2).map(|p| self.op("mov", "b32", Class::B32, &[Operand::Pack(p[0], p[1])])).collect();
        self.push(Inst::StMatrix { srcs, addr, offset: offset as i64 });
        true
    }

    /// `ldmatrix.sync.aligned.m8n8.xN[.trans].shared.b16`.
    pub(super) fn ldmatrix(&mut self, addr: VReg, offset: u32, count: u32, trans: bool) -> Vec<VReg> {
        let dsts: SmallVec<[VReg; 4]> = (0..count).map(|_| self.reg(Class::B32)).collect();
        self.push(Inst::LdMatrix { dsts: dsts.clone(), addr, offset: offset as i64, trans });
        dsts.to_vec()
    }
}
