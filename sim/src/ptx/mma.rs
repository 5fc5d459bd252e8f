//! The synchronous warp-level matrix instructions: `mma.sync` (f16/bf16 and tf32 into f32, s8
//! into s32, with the PTX ISA's fragment layouts) and `ldmatrix` (with `.trans`). The tensor
//! cores' float accumulation step, `float_mma_step`, is shared with `wgmma`.

use super::float::to_f64;
use super::Ty;
use crate::lockstep::{Exec, Fault, MemSpace};
use tessera_isel::vcode::VReg;

/// One k-step of a float tensor-core instruction for one accumulator element: `c` (f32 bits)
/// plus the products of `a_row` and `b_col` (exact values of inputs of type `input`: f16, bf16,
/// or F32 for tf32), by the tensor cores' rule; f32 bits. `mma.sync` and `wgmma` share it.
pub(super) fn float_mma_step(input: Ty, c: u32, a_row: &[f64], b_col: &[f64]) -> u64 {
    // The least normal exponent of the inputs: tf32 has bf16's range.
    let emin = if input == Ty::F16 { -14 } else { -126 };
    crate::tensor_core::mma_step_f32(f32::from_bits(c), a_row, b_col, emin).to_bits() as u64
}

/// `mma.sync.aligned.SHAPE.row.col.D.A.B.C {d}, {a}, {b}, {c}`: each warp multiplies its
/// M x K A by its K x 8 B and adds its 16 x 8 C. The fragments are the PTX ISA's, written here
/// from its formulas (lane l: g = l >> 2, t = l & 3), independently of the compiler's tables;
/// C and D alike for every shape: c_i at (g + 8*(i>>1), 2t + (i&1)).
/// - m16n8k16 f16/bf16 into f32: a_i (two to a register, element 2j low) at
///   (g + 8*(i>>1 & 1), 2t + (i&1) + 8*(i>>2)); b_i at (2t + (i&1) + 8*(i>>1), g).
/// - m16n8k8 tf32: a0 (g, t), a1 (g+8, t), a2 (g, t+4), a3 (g+8, t+4); b0 (t, g), b1 (t+4, g);
///   the low 13 bits of each input are ignored (as the hardware reads tf32).
/// - m16n8k32 s8 into s32: a_i (four to a register, element 4j low) at
///   (g + 8*(i>>2 & 1), 4t + (i&3) + 16*(i>>3)); b_i at (4t + (i&3) + 16*(i>>2), g); wrapping sums.
///
/// Float sums follow the tensor cores' rule ([`crate::tensor_core`]). Every lane of every warp
/// takes part (the instruction is warp-wide and unguarded).
pub(super) fn exec_mma(cx: &mut Exec<'_, '_>, op: &str, regs: [&[VReg]; 4]) -> Result<(), Fault> {
    let [d, a, b, c] = regs;
    #[derive(Clone, Copy, PartialEq)]
    enum K {
        Half(Ty),
        Tf32,
        S8,
    }
    let kind = match op {
        "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32" => K::Half(Ty::F16),
        "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32" => K::Half(Ty::BF16),
        "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32" => K::Tf32,
        "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32" => K::S8,
        _ => return Err(Fault::new(format!("{op} is not simulated"))),
    };
    let (kk, na, nb) = match kind {
        K::Half(_) => (16, 4, 2),
        K::Tf32 => (8, 4, 2),
        K::S8 => (32, 4, 2),
    };
    if (d.len(), a.len(), b.len(), c.len()) != (4, na, nb, 4) {
        return Err(Fault::new(format!("{op} takes 4, {na}, {nb} and 4 registers")));
    }
    if cx.warp_size() != 32 || !cx.threads().is_multiple_of(32) {
        return Err(Fault::new(format!("{op} needs whole warps of 32 threads")));
    }
    // Element `i` of a fragment register list `rs`, as an f64 (exact for every input type).
    let elem = |cx: &Exec<'_, '_>, t: u32, rs: &[VReg], i: usize| -> Result<f64, Fault> {
        Ok(match kind {
            K::Half(ty) => to_f64(ty, cx.read(t, rs[i / 2])? >> (16 * (i & 1)) & 0xffff),
            K::Tf32 => f32::from_bits(cx.read(t, rs[i])? as u32 & !0x1fff) as f64,
            K::S8 => (cx.read(t, rs[i / 4])? >> (8 * (i & 3))) as u8 as i8 as f64,
        })
    };
    // (row, k) of A element i and (k, col) of B element i for lane (g, q).
    let a_at = |i: usize, g: usize, q: usize| match kind {
        K::Half(_) => (g + 8 * (i >> 1 & 1), 2 * q + (i & 1) + 8 * (i >> 2)),
        K::Tf32 => (g + 8 * (i & 1), q + 4 * (i >> 1)),
        K::S8 => (g + 8 * (i >> 2 & 1), 4 * q + (i & 3) + 16 * (i >> 3)),
    };
    let b_at = |i: usize, g: usize, q: usize| match kind {
        K::Half(_) => (2 * q + (i & 1) + 8 * (i >> 1), g),
        K::Tf32 => (q + 4 * i, g),
        K::S8 => (4 * q + (i & 3) + 16 * (i >> 2), g),
    };
    let per_reg = match kind {
        K::Half(_) => 2,
        K::Tf32 => 1,
        K::S8 => 4,
    };
    let input = match kind {
        K::Half(ty) => ty,
        _ => Ty::F32,
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
                let v = if kind == K::S8 {
                    let sum = (0..kk).fold(mc[row][col], |s, k| s.wrapping_add((ma[row][k] * column[k]) as i32 as u32));
                    sum as u64
                } else {
                    float_mma_step(input, mc[row][col], &ma[row][..kk], &column)
                };
                cx.write(t, di, v);
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
