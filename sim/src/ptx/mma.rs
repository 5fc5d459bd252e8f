//! The synchronous warp-level matrix instructions: `mma.sync` (f16/bf16 and tf32 into f32, s8
//! into s32, e4m3/e5m2 into f32, with the PTX ISA's fragment layouts) and `ldmatrix` (with
//! `.trans`). The tensor-core input types and one accumulator element's step, [`Input`] and
//! [`tensor_step`], are shared with `wgmma`.

use super::float::to_f64;
use super::Ty;
use crate::lockstep::{Exec, Fault, MemSpace};
use crate::tensor_core::{mma_step_f32, mma_step_fp8, wgmma_step_fp8};
use tessera_ir::DType;
use tessera_isel::vcode::VReg;

/// The input types of the simulated tensor-core forms (`mma.sync` and `wgmma` alike).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Input {
    /// f16 or bf16, k 16.
    Half(Ty),
    /// tf32 (f32 bits, the low 13 ignored), k 8.
    Tf32,
    /// s8 into s32, k 32.
    S8,
    /// e4m3 or e5m2 (`DType::F8E4M3`, `DType::F8E5M2`) into f32, k 32.
    Fp8(DType),
}

impl Input {
    /// K of one instruction.
    pub(super) fn k(self) -> usize {
        match self {
            Input::Half(_) => 16,
            Input::Tf32 => 8,
            Input::S8 | Input::Fp8(_) => 32,
        }
    }

    /// Bytes of one element.
    pub(super) fn bytes(self) -> u64 {
        match self {
            Input::Half(_) => 2,
            Input::Tf32 => 4,
            Input::S8 | Input::Fp8(_) => 1,
        }
    }

    /// The exact value of element bits `v` (the low bits of `v` that the element has).
    pub(super) fn value(self, v: u64) -> f64 {
        match self {
            Input::Half(ty) => to_f64(ty, v & 0xffff),
            Input::Tf32 => f32::from_bits(v as u32 & !0x1fff) as f64,
            Input::S8 => v as u8 as i8 as f64,
            Input::Fp8(d) => tessera_ir::fp8::decode(d, v as u8).unwrap_or(f64::NAN),
        }
    }
}

/// One accumulator element of a tensor-core instruction: `c` (f32 or s32 bits) plus the
/// products of `a_row` and `b_col` (exact values of `input` elements, one instruction's K).
/// Float sums follow the tensor cores' rule ([`crate::tensor_core`]: tf32 with bf16's range,
/// fp8 by its own parameters); s8 sums are exact, wrapping in 32 bits. Result bits.
pub(super) fn tensor_step(input: Input, c: u32, a_row: &[f64], b_col: &[f64], warpgroup: bool) -> u64 {
    let c32 = f32::from_bits(c);
    let r = match input {
        Input::Half(Ty::F16) => mma_step_f32(c32, a_row, b_col, -14),
        Input::Half(_) | Input::Tf32 => mma_step_f32(c32, a_row, b_col, -126),
        // The least normal exponents: e4m3 2^-6, e5m2 2^-14.
        Input::Fp8(d) => {
            let emin = if d == DType::F8E4M3 { -6 } else { -14 };
            if warpgroup {
                wgmma_step_fp8(c32, a_row, b_col, emin)
            } else {
                mma_step_fp8(c32, a_row, b_col)
            }
        }
        // Products of two i8 are exact in f64, and so is their i32 conversion.
        Input::S8 => return a_row.iter().zip(b_col).fold(c, |s, (x, y)| s.wrapping_add((x * y) as i32 as u32)) as u64,
    };
    r.to_bits() as u64
}

/// `mma.sync.aligned.SHAPE.row.col.D.A.B.C {d}, {a}, {b}, {c}`: each warp multiplies its
/// M x K A by its K x 8 B and adds its 16 x 8 C. The fragments are the PTX ISA's, written here
/// from its formulas (lane l: g = l >> 2, t = l & 3), independently of the compiler's tables;
/// C and D alike for every shape: c_i at (g + 8*(i>>1), 2t + (i&1)).
/// - m16n8k16 f16/bf16 into f32: a_i (two to a register, element 2j low) at
///   (g + 8*(i>>1 & 1), 2t + (i&1) + 8*(i>>2)); b_i at (2t + (i&1) + 8*(i>>1), g).
/// - m16n8k8 tf32: a0 (g, t), a1 (g+8, t), a2 (g, t+4), a3 (g+8, t+4); b0 (t, g), b1 (t+4, g);
///   the low 13 bits of each input are ignored (as the hardware reads tf32).
/// - m16n8k32 s8 into s32, and e4m3 or e5m2 into f32: a_i (four to a register, element 4j
///   low) at (g + 8*(i>>2 & 1), 4t + (i&3) + 16*(i>>3)); b_i at (4t + (i&3) + 16*(i>>2), g);
///   s8 sums wrap.
///
/// Float sums follow the tensor cores' rule ([`crate::tensor_core`]). Every lane of every warp
/// takes part (the instruction is warp-wide and unguarded).
pub(super) fn exec_mma(cx: &mut Exec<'_, '_>, op: &str, regs: [&[VReg]; 4]) -> Result<(), Fault> {
    let [d, a, b, c] = regs;
    let input = match op {
        "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32" => Input::Half(Ty::F16),
        "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32" => Input::Half(Ty::BF16),
        "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32" => Input::Tf32,
        "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32" => Input::S8,
        "mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32" => Input::Fp8(DType::F8E4M3),
        "mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e5m2.f32" => Input::Fp8(DType::F8E5M2),
        _ => return Err(Fault::new(format!("{op} is not simulated"))),
    };
    let (kk, na, nb) = (input.k(), 4, 2);
    if (d.len(), a.len(), b.len(), c.len()) != (4, na, nb, 4) {
        return Err(Fault::new(format!("{op} takes 4, {na}, {nb} and 4 registers")));
    }
    if cx.warp_size() != 32 || !cx.threads().is_multiple_of(32) {
        return Err(Fault::new(format!("{op} needs whole warps of 32 threads")));
    }
    // Elements to a 32-bit register.
    let per_reg = 4 / input.bytes() as usize;
    // Element `i` of a fragment register list `rs`, as an f64 (exact for every input type).
    let elem = |cx: &Exec<'_, '_>, t: u32, rs: &[VReg], i: usize| -> Result<f64, Fault> {
        let bits = 8 * input.bytes() as usize * (i % per_reg);
        Ok(input.value(cx.read(t, rs[i / per_reg])? >> bits))
    };
    // (row, k) of A element i and (k, col) of B element i for lane (g, q).
    let a_at = |i: usize, g: usize, q: usize| match input {
        Input::Half(_) => (g + 8 * (i >> 1 & 1), 2 * q + (i & 1) + 8 * (i >> 2)),
        Input::Tf32 => (g + 8 * (i & 1), q + 4 * (i >> 1)),
        Input::S8 | Input::Fp8(_) => (g + 8 * (i >> 2 & 1), 4 * q + (i & 3) + 16 * (i >> 3)),
    };
    let b_at = |i: usize, g: usize, q: usize| match input {
        Input::Half(_) => (2 * q + (i & 1) + 8 * (i >> 1), g),
        Input::Tf32 => (q + 4 * i, g),
        Input::S8 | Input::Fp8(_) => (4 * q + (i & 3) + 16 * (i >> 2), g),
    };
    for w in 0..cx.threads() / 32 {
        let (mut ma, mut mb) = ([[0f64; 32]; 16], [[0f64; 8]; 32]);
        let mut mc = [[0u32; 8]; 16];
        for l in 0..32u32 {
            let (t, (g, q)) = (w * 32 + l, ((l >> 2) as usize, (l & 3) as usize));
            for i in 0..na * per_reg {
                let (r, k) = a_at(i, g, q);
                ma[r][k] = elem(cx, t, a, i)?;
            }
            for i in 0..nb * per_reg {
                let (k, col) = b_at(i, g, q);
                mb[k][col] = elem(cx, t, b, i)?;
            }
            for i in 0..4 {
                mc[g + 8 * (i >> 1)][2 * q + (i & 1)] = cx.read(t, c[i])? as u32;
            }
        }
        for l in 0..32u32 {
            let (t, (g, q)) = (w * 32 + l, ((l >> 2) as usize, (l & 3) as usize));
            for (i, &di) in d.iter().enumerate() {
                let (row, col) = (g + 8 * (i >> 1), 2 * q + (i & 1));
                let column: Vec<f64> = (0..kk).map(|k| mb[k][col]).collect();
                cx.write(t, di, tensor_step(input, mc[row][col], &ma[row][..kk], &column, false));
            }
        }
    }
    Ok(())
}

/// `stmatrix.sync.aligned.m8n8.xN.shared.b16`: `ldmatrix`'s inverse (not transposed). In each
/// warp, lane `8j + r` names the shared address of row `r` of matrix `j` (16 bytes, aligned);
/// lane `l` gives, in register `j`, elements `2 (l % 4)` (low half) and `2 (l % 4) + 1` (high
/// half) of row `l / 4` of matrix `j`. Each row counts as written by the lane that named it
/// (for the race check).
pub(super) fn exec_stmatrix(cx: &mut Exec<'_, '_>, srcs: &[VReg], addr: VReg, offset: i64) -> Result<(), Fault> {
    let n = srcs.len();
    if !matches!(n, 1 | 2 | 4) || cx.warp_size() != 32 || !cx.threads().is_multiple_of(32) {
        return Err(Fault::new("stmatrix takes 1, 2 or 4 matrices in whole warps of 32 threads"));
    }
    for w in 0..cx.threads() / 32 {
        // rows[j][r][c]: element c of row r of matrix j.
        let mut rows = [[[0u16; 8]; 8]; 4];
        for l in 0..32u32 {
            let (g, q) = ((l / 4) as usize, (l % 4) as usize);
            for (j, &s) in srcs.iter().enumerate() {
                let v = cx.read(w * 32 + l, s)?;
                rows[j][g][2 * q] = v as u16;
                rows[j][g][2 * q + 1] = (v >> 16) as u16;
            }
        }
        for (j, mat) in rows.iter().enumerate().take(n) {
            for (r, row) in mat.iter().enumerate() {
                let t = w * 32 + (8 * j + r) as u32;
                let a = cx.read(t, addr)?.wrapping_add(offset as u64);
                cx.check_align(t, a, 16)?;
                for (c, &e) in row.iter().enumerate() {
                    cx.store(MemSpace::Shared, t, a + 2 * c as u64, 2, e as u64)?;
                }
            }
        }
    }
    Ok(())
}

/// `ldmatrix.sync.aligned.m8n8.xN[.trans].shared.b16`: in each warp, lane `8j + r` names the
/// shared address of row `r` of matrix `j` (16 bytes, aligned); lane `l` receives, in register
/// `j`, elements `2 (l % 4)` and `2 (l % 4) + 1` of row `l / 4` of matrix `j` (with `.trans`,
/// rows `2 (l % 4)` and the next of column `l / 4`), the first in the low half. Each row read
/// counts as a read by the lane that named it (for the race check).
pub(super) fn exec_ldmatrix(
    cx: &mut Exec<'_, '_>,
    dsts: &[VReg],
    addr: VReg,
    offset: i64,
    trans: bool,
) -> Result<(), Fault> {
    let n = dsts.len();
    if !matches!(n, 1 | 2 | 4) || cx.warp_size() != 32 || !cx.threads().is_multiple_of(32) {
        return Err(Fault::new("ldmatrix takes 1, 2 or 4 matrices in whole warps of 32 threads"));
    }
    for w in 0..cx.threads() / 32 {
        // rows[j][r][c]: element c of row r of matrix j.
        let mut rows = [[[0u16; 8]; 8]; 4];
        for (j, mat) in rows.iter_mut().enumerate().take(n) {
            for (r, row) in mat.iter_mut().enumerate() {
                let t = w * 32 + (8 * j + r) as u32;
                let a = cx.read(t, addr)?.wrapping_add(offset as u64);
                cx.check_align(t, a, 16)?;
                for (c, e) in row.iter_mut().enumerate() {
                    *e = cx.load(MemSpace::Shared, t, a + 2 * c as u64, 2)? as u16;
                }
            }
        }
        for l in 0..32u32 {
            let (g, q) = ((l / 4) as usize, (l % 4) as usize);
            for (j, &d) in dsts.iter().enumerate() {
                let (lo, hi) = if trans {
                    (rows[j][2 * q][g], rows[j][2 * q + 1][g])
                } else {
                    (rows[j][g][2 * q], rows[j][g][2 * q + 1])
                };
                cx.write(w * 32 + l, d, lo as u64 | (hi as u64) << 16);
            }
        }
    }
    Ok(())
}
