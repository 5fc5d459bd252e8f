//! `wgmma.mma_async`: Hopper's asynchronous warpgroup tensor-core step, with its operands in
//! shared memory named by matrix descriptors. The ordering rules (fences, commits, waits) are
//! the engine's ([`crate::lockstep`]'s `async_mma`); this module decodes the instruction and
//! computes its result.
//!
//! ```text
//!   wgmma.mma_async.sync.aligned.m64nNk16.f32.T.T  {d}, adesc, bdesc, scale-d, 1, 1, trans-a, trans-b
//!   wgmma.mma_async.sync.aligned.m64nNk8.f32.tf32.tf32  {d}, adesc, bdesc, scale-d, 1, 1
//!   wgmma.mma_async.sync.aligned.m64nNk32.s32.s8.s8  {d}, adesc, bdesc, scale-d
//!   wgmma.mma_async.sync.aligned.m64nNk32.f32.T.T  {d}, adesc, bdesc, scale-d, 1, 1  (T e4m3, e5m2)
//!     per warpgroup (128 consecutive threads; every thread names the same descriptors):
//!       A: 64 x K (K 16, 8, 32: 32 bytes), K-major  ┐ element addresses from the descriptor
//!          (16-bit: or M-major, with trans-a)       │
//!          (16-bit: or from four registers per thread, `WgmmaA::Regs`: its fragment, read at issue)
//!       B: K x N, K- or (16-bit only) N-major       ┘ (`element_offset`, then `swizzle`)
//!       D[row][col] = one tensor-core step of C[row][col] (or 0) and A[row] . B[.][col]
//!       thread (warp w, lane l = 4g + q), register i: row 16w + g + 8((i >> 1) & 1),
//!                                                      col 8(i >> 2) + 2q + (i & 1)
//! ```
//!
//! What is modelled, from the PTX ISA (written here in our own words):
//! - Shapes m64nNk16 (f16, bf16), m64nNk8 (tf32), m64nNk32 (s8 into s32; e4m3 and e5m2 into
//!   f32), N a multiple of 8 from 8 to 256, unit scales and no negation of A or B (the `1, 1,
//!   0` the emitter prints). D has N/2 registers per thread; C has as many, or none (D = A B).
//!   `scale-d` true adds C, false ignores it; it must be the same in every thread of a
//!   warpgroup, as the descriptors must. tf32, s8 and fp8 operands must be K-major (trans-a
//!   and trans-b 0).
//! - A matrix descriptor (64 bits): bits 0-13 the start address >> 4, bits 16-29 the leading
//!   byte offset (LBO) >> 4, bits 32-45 the stride byte offset (SBO) >> 4, bits 49-51 the
//!   base offset (only 0 is simulated), bits 62-63 the swizzle (0 none, 1 128-byte,
//!   2 64-byte, 3 32-byte). The start holds address bits 4-17 only: it is taken as the shared
//!   address in the program's window with those bits.
//! - Layouts, with S the swizzle width in bytes and e-byte elements (MN-major: 2-byte only):
//!   - K-major (A; B without trans-b, n in m's place), swizzled: (m / 8) SBO + (m % 8) S + e k;
//!     LBO unused (one instruction's 32 bytes of K always fit in one swizzle row).
//!   - MN-major (A with trans-a, m in n's place; B with trans-b), swizzled, E = S / 2 elements
//!     to a row:
//!     (n / E) LBO + (k / 8) SBO + (k % 8) S + 2 (n % E).
//!   - No swizzle (core matrices of 8 rows of 16 bytes, 16 / e elements to a row): K-major
//!     (m / 8) SBO + (m % 8) 16 + (k / (16 / e)) LBO + e (k % (16 / e)); MN-major
//!     (n / 8) SBO + 2 (n % 8) + (k / 8) LBO + (k % 8) 16.
//!   - The swizzle XORs address bits 4.. with the bits from 7 up, as many as the pattern has
//!     16-byte chunks to a row (3 for 128 bytes, 2 for 64, 1 for 32), on the absolute address:
//!     a buffer must be aligned to the pattern (1024 bytes for 128) for it to look
//!     row-relative. The simulator applies the formula as it stands.
//! - Each result element is one step of the tensor cores' rule (`mma::tensor_step`, shared
//!   with `mma.sync`: tf32 inputs with their low 13 bits ignored, as `mma.sync` reads them),
//!   so the two instructions agree bit for bit on the same data, except for fp8, where the
//!   warpgroup keeps 13 bits below the largest term and a 14-bit sum (fitted on the H100:
//!   `crate::tensor_core`); s8 sums are exact, wrapping in 32 bits. That the H200's wgmma adds
//!   tf32 as its mma.sync does is checked by `tests/gpu_ptx.rs` over random dots, not assumed
//!   from the ISA.
//! - Every element read counts as a read of shared memory by the warpgroup (reads of unwritten
//!   bytes, races with stores since the last barrier, cp.async in flight into it: errors).
//! - The ordering the compiler must provide, checked by the engine (errors name the
//!   instruction and thread): a `wgmma.fence` before the program's first wgmma and between an
//!   ordinary write of an accumulator register (C or D) and the wgmma; `wgmma.commit_group`
//!   and a `wgmma.wait_group` that retires the group before any other instruction reads or
//!   writes D, before a store or cp.async into an operand byte, and before the program ends (a
//!   later wgmma may take D in flight as its C); a `fence.proxy.async` after a shared store
//!   (or a cp.async's landing) and before a wgmma reads the byte; `bar.sync` retires nothing.
//!
//! Not modelled: other shapes and types (f16 accumulators, u8, mixed e4m3/e5m2, sparse), tf32,
//! s8 or fp8 A from registers, scales of -1, nonzero base offsets, sparse wgmma; the timing of the asynchronous work (the
//! result is there at issue; only the ordering rules are checked).

use super::mma::{tensor_step, Input};
use super::Ty;
use crate::lockstep::{Exec, Fault};
use tessera_isel::ptx::WgmmaA;
use tessera_isel::vcode::VReg;

/// A descriptor's swizzle mode.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Swizzle {
    None,
    B32,
    B64,
    B128,
}

impl Swizzle {
    /// Bytes to a swizzled row (`None`: no swizzle).
    fn width(self) -> Option<u64> {
        match self {
            Swizzle::None => None,
            Swizzle::B32 => Some(32),
            Swizzle::B64 => Some(64),
            Swizzle::B128 => Some(128),
        }
    }
}

/// A decoded shared-memory matrix descriptor.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct Descriptor {
    /// Shared address bits 0..18 of the matrix's start (bits 0-3 are zero).
    pub start: u64,
    /// Leading byte offset.
    pub lbo: u64,
    /// Stride byte offset.
    pub sbo: u64,
    pub swizzle: Swizzle,
}

/// Which dimension of an operand is contiguous in memory.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Major {
    /// K contiguous (A without trans-a; B without trans-b).
    K,
    /// M or N contiguous (A with trans-a; B with trans-b).
    Mn,
}

/// The fields of descriptor bits `desc`; an error for a nonzero base offset.
pub(super) fn decode_descriptor(desc: u64) -> Result<Descriptor, String> {
    let field = |lo: u32| ((desc >> lo) & 0x3fff) << 4;
    let base_offset = (desc >> 49) & 7;
    if base_offset != 0 {
        return Err(format!("matrix descriptor {desc:#x} has base offset {base_offset}: only 0 is simulated"));
    }
    let swizzle = match desc >> 62 {
        0 => Swizzle::None,
        1 => Swizzle::B128,
        2 => Swizzle::B64,
        _ => Swizzle::B32,
    };
    Ok(Descriptor { start: field(0), lbo: field(16), sbo: field(32), swizzle })
}

/// The byte offset from the start of element (`mn`, `k`) of an operand (before the swizzle):
/// `mn` is A's row m or B's column n.
pub(super) fn element_offset(d: &Descriptor, major: Major, mn: u64, k: u64, e: u64) -> u64 {
    match (d.swizzle.width(), major) {
        (Some(s), Major::K) => (mn / 8) * d.sbo + (mn % 8) * s + e * k,
        (Some(s), Major::Mn) => {
            let per = s / e;
            (mn / per) * d.lbo + (k / 8) * d.sbo + (k % 8) * s + e * (mn % per)
        }
        (None, Major::K) => {
            let per = 16 / e;
            (mn / 8) * d.sbo + (mn % 8) * 16 + (k / per) * d.lbo + e * (k % per)
        }
        (None, Major::Mn) => (mn / 8) * d.sbo + 2 * (mn % 8) + (k / 8) * d.lbo + (k % 8) * 16,
    }
}

/// Shared address `addr` after the swizzle: bits 4.. XOR bits 7.. (as many as the mode has).
pub(super) fn swizzle(addr: u64, mode: Swizzle) -> u64 {
    match mode.width() {
        None => addr,
        Some(s) => addr ^ (((addr >> 7) & (s / 16 - 1)) << 4),
    }
}

/// The absolute shared address of element (`mn`, `k`), with the program's shared window at
/// `window`: the start is the window's address whose bits 0..18 are the descriptor's.
pub(super) fn element_address(d: &Descriptor, major: Major, (mn, k): (u64, u64), e: u64, window: u64) -> u64 {
    let start = window + (d.start.wrapping_sub(window) & 0x3ffff);
    swizzle(start + element_offset(d, major, mn, k, e), d.swizzle)
}

/// N and the input type of a simulated wgmma mnemonic.
pub(super) fn parse_op(op: &str) -> Option<(usize, Input)> {
    let rest = op.strip_prefix("wgmma.mma_async.sync.aligned.m64n")?;
    let (n, rest) = rest.split_at(rest.find('k')?);
    let n: usize = n.parse().ok()?;
    if n == 0 || n > 256 || !n.is_multiple_of(8) {
        return None;
    }
    let input = match rest {
        "k16.f32.f16.f16" => Input::Half(Ty::F16),
        "k16.f32.bf16.bf16" => Input::Half(Ty::BF16),
        "k8.f32.tf32.tf32" => Input::Tf32,
        "k32.s32.s8.s8" => Input::S8,
        "k32.f32.e4m3.e4m3" => Input::Fp8(tessera_ir::DType::F8E4M3),
        "k32.f32.e5m2.e5m2" => Input::Fp8(tessera_ir::DType::F8E5M2),
        _ => return None,
    };
    Some((n, input))
}

/// A wgmma's registers.
pub(super) struct Regs<'r> {
    pub d: &'r [VReg],
    pub c: &'r [VReg],
    pub a: tessera_isel::ptx::WgmmaA,
    pub b: VReg,
    pub scale: VReg,
}

/// The value of `r`, which every thread of the warpgroup from `t0` must hold alike.
fn uniform(cx: &Exec<'_, '_>, t0: u32, r: VReg, what: &str) -> Result<u64, Fault> {
    let v = cx.read(t0, r)?;
    for t in t0 + 1..t0 + 128 {
        let w = cx.read(t, r)?;
        if w != v {
            return Err(Fault::at(
                t,
                format!("wgmma {what} {r} is {w:#x} here but {v:#x} in thread {t0}: it must be the same in the whole warpgroup"),
            ));
        }
    }
    Ok(v)
}

/// Executes `wgmma.mma_async` on every warpgroup (see the module docs).
pub(super) fn exec_wgmma(cx: &mut Exec<'_, '_>, op: &str, regs: Regs<'_>, trans: (bool, bool)) -> Result<(), Fault> {
    let result = issue(cx, op, &regs, trans);
    if result.is_err() {
        cx.async_mma_abandon();
    }
    result
}

fn issue(cx: &mut Exec<'_, '_>, op: &str, regs: &Regs<'_>, (trans_a, trans_b): (bool, bool)) -> Result<(), Fault> {
    let Regs { d, c, a, b, scale } = *regs;
    let (n, input) = parse_op(op).ok_or_else(|| Fault::new(format!("{op} is not simulated")))?;
    let (kk, e) = (input.k(), input.bytes());
    if input.bytes() != 2 && (trans_a || trans_b || matches!(a, WgmmaA::Regs(_))) {
        return Err(Fault::new(format!("{op} takes A and B from shared memory, K-major (no trans-a or trans-b)")));
    }
    if trans_a && matches!(a, WgmmaA::Regs(_)) {
        return Err(Fault::new(format!("{op}: trans-a names the layout of an A in shared memory, not in registers")));
    }
    if d.len() != n / 2 || !(c.is_empty() || c.len() == n / 2) {
        return Err(Fault::new(format!(
            "{op} takes {} D registers and {} or no C registers, not {} and {}",
            n / 2,
            n / 2,
            d.len(),
            c.len()
        )));
    }
    if cx.warp_size() != 32 || !cx.threads().is_multiple_of(128) {
        return Err(Fault::new(format!(
            "{op} needs whole warpgroups of 128 threads ({} threads per program, warps of {})",
            cx.threads(),
            cx.warp_size()
        )));
    }
    cx.async_mma_fence_check(c)?;
    cx.async_mma_fence_check(d)?;
    if let WgmmaA::Regs(rs) = &a {
        // A in registers is read at issue too: written before the fence, and not in flight.
        cx.async_mma_fence_check(rs)?;
    }
    let window = cx.shared_base();
    let a_major = if trans_a { Major::Mn } else { Major::K };
    let b_major = if trans_b { Major::Mn } else { Major::K };
    for wg in 0..cx.threads() / 128 {
        let t0 = wg * 128;
        let bdesc = uniform(cx, t0, b, "descriptor")?;
        let add_c = uniform(cx, t0, scale, "scale-d")? != 0 && !c.is_empty();
        let decode =
            |desc: u64, which: &str| decode_descriptor(desc).map_err(|m| Fault::at(t0, format!("{which}: {m}")));
        let db = decode(bdesc, "B")?;
        // A by rows, B by columns: each result element takes one of each.
        let mut am = vec![vec![0f64; kk]; 64];
        match a {
            WgmmaA::Desc(ar) => {
                let da = decode(uniform(cx, t0, ar, "descriptor")?, "A")?;
                for (m, row) in am.iter_mut().enumerate() {
                    for (k, x) in row.iter_mut().enumerate() {
                        let addr = element_address(&da, a_major, (m as u64, k as u64), e, window);
                        *x = input.value(cx.async_operand_load(t0, addr, e)?);
                    }
                }
            }
            WgmmaA::Regs(rs) => {
                // Lane (g, q) of warp w: register j holds row 16 w + g + 8 (j % 2), columns
                // 8 (j / 2) + 2 q and the next, the first in the low half.
                for t in t0..t0 + 128 {
                    let (w, l) = (((t - t0) / 32) as usize, (t % 32) as usize);
                    let (g, q) = (l >> 2, l & 3);
                    for (j, &r) in rs.iter().enumerate() {
                        let v = cx.read(t, r)?;
                        let (row, col) = (16 * w + g + 8 * (j & 1), 8 * (j >> 1) + 2 * q);
                        am[row][col] = input.value(v & 0xffff);
                        am[row][col + 1] = input.value(v >> 16 & 0xffff);
                    }
                }
            }
        }
        let mut bm = vec![vec![0f64; kk]; n];
        for (col, column) in bm.iter_mut().enumerate() {
            for (k, x) in column.iter_mut().enumerate() {
                let addr = element_address(&db, b_major, (col as u64, k as u64), e, window);
                *x = input.value(cx.async_operand_load(t0, addr, e)?);
            }
        }
        for t in t0..t0 + 128 {
            let (w, l) = (((t - t0) / 32) as usize, (t % 32) as usize);
            let (g, q) = (l >> 2, l & 3);
            for (i, &di) in d.iter().enumerate() {
                let row = 16 * w + g + 8 * ((i >> 1) & 1);
                let col = 8 * (i >> 2) + 2 * q + (i & 1);
                let acc = if add_c { cx.read(t, c[i])? as u32 } else { 0 };
                cx.write(t, di, tensor_step(input, acc, &am[row], &bm[col], true));
            }
        }
    }
    cx.async_mma_issue(d)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn desc(start: u64, lbo: u64, sbo: u64, mode: u64) -> u64 {
        (start >> 4) & 0x3fff | ((lbo >> 4) & 0x3fff) << 16 | ((sbo >> 4) & 0x3fff) << 32 | mode << 62
    }

    #[test]
    fn descriptor_fields_decode() {
        let d = decode_descriptor(desc(0x1_2340, 0x80, 0x400, 1)).unwrap();
        assert_eq!(d, Descriptor { start: 0x1_2340, lbo: 0x80, sbo: 0x400, swizzle: Swizzle::B128 });
        // Reserved bits are ignored; the start keeps address bits 4..18 only.
        let d = decode_descriptor(desc(0x7_fff0, 0x3fff0, 0, 3) | 1 << 14 | 1 << 46).unwrap();
        assert_eq!((d.start, d.lbo, d.sbo, d.swizzle), (0x3_fff0, 0x3fff0, 0, Swizzle::B32));
        assert_eq!(decode_descriptor(2 << 62).unwrap().swizzle, Swizzle::B64);
        assert_eq!(decode_descriptor(0).unwrap().swizzle, Swizzle::None);
        assert!(decode_descriptor(1 << 49).unwrap_err().contains("base offset 1"));
    }

    #[test]
    fn swizzles_xor_the_row_into_the_chunk() {
        // 128-byte: bits 4-6 ^= bits 7-9.
        assert_eq!(swizzle(0x380 + 0x10, Swizzle::B128), 0x380 + 0x60);
        assert_eq!(swizzle(0x400, Swizzle::B128), 0x400); // bit 10 is not in the pattern
        assert_eq!(swizzle(0x80 + 2, Swizzle::B128), 0x80 + 0x10 + 2);
        // 64-byte: bits 4-5 ^= bits 7-8; bit 9 is left alone.
        assert_eq!(swizzle(0x180, Swizzle::B64), 0x1b0);
        assert_eq!(swizzle(0x200, Swizzle::B64), 0x200);
        // 32-byte: bit 4 ^= bit 7.
        assert_eq!(swizzle(0x80, Swizzle::B32), 0x90);
        assert_eq!(swizzle(0x100, Swizzle::B32), 0x100);
        assert_eq!(swizzle(0x390, Swizzle::None), 0x390);
    }

    #[test]
    fn swizzled_rows_are_permutations_of_their_chunks() {
        // Within each 8-row block of a K-major operand every 16-byte chunk of a row lands in the
        // same row, and no two elements share an address.
        for (mode, s) in [(Swizzle::B128, 128u64), (Swizzle::B64, 64), (Swizzle::B32, 32)] {
            let d = Descriptor { start: 0, lbo: 0, sbo: 8 * s, swizzle: mode };
            let mut seen = std::collections::HashSet::new();
            for m in 0..64 {
                for k in 0..s / 2 {
                    let a = element_address(&d, Major::K, (m, k), 2, 0);
                    assert_eq!(a / s, m, "{mode:?} ({m}, {k})");
                    assert!(seen.insert(a), "{mode:?} ({m}, {k})");
                }
            }
        }
    }

    #[test]
    fn offsets_follow_the_layouts() {
        let sw = |swizzle| Descriptor { start: 0, lbo: 0x1000, sbo: 0x400, swizzle };
        // K-major, 128-byte: row m of the 8-row block at (m % 8) * 128, blocks SBO apart.
        assert_eq!(element_offset(&sw(Swizzle::B128), Major::K, 9, 5, 2), 0x400 + 128 + 10);
        assert_eq!(element_offset(&sw(Swizzle::B32), Major::K, 17, 15, 2), 2 * 0x400 + 32 + 30);
        // MN-major, 64-byte: 32 columns to a row, column blocks LBO apart, 8-k blocks SBO apart.
        assert_eq!(element_offset(&sw(Swizzle::B64), Major::Mn, 33, 9, 2), 0x1000 + 0x400 + 64 + 2);
        assert_eq!(element_offset(&sw(Swizzle::B128), Major::Mn, 70, 3, 2), 0x1000 + 3 * 128 + 12);
        // No swizzle: 8 x 16-byte core matrices.
        let none = Descriptor { start: 0, lbo: 0x100, sbo: 0x200, swizzle: Swizzle::None };
        assert_eq!(element_offset(&none, Major::K, 10, 9, 2), 0x200 + 2 * 16 + 0x100 + 2);
        assert_eq!(element_offset(&none, Major::Mn, 10, 9, 2), 0x200 + 4 + 0x100 + 16);
        // K-major of 4- and 1-byte elements: k counts e bytes; a core matrix row holds 16 / e.
        assert_eq!(element_offset(&sw(Swizzle::B128), Major::K, 9, 5, 4), 0x400 + 128 + 20);
        assert_eq!(element_offset(&sw(Swizzle::B32), Major::K, 9, 31, 1), 0x400 + 32 + 31);
        assert_eq!(element_offset(&none, Major::K, 10, 5, 4), 0x200 + 2 * 16 + 0x100 + 4);
        assert_eq!(element_offset(&none, Major::K, 10, 17, 1), 0x200 + 2 * 16 + 0x100 + 1);
    }

    #[test]
    fn the_start_is_found_in_the_window_by_its_low_bits() {
        let window = 0x1_0000;
        let d = Descriptor { start: 0x1_0400, lbo: 0, sbo: 0, swizzle: Swizzle::None };
        assert_eq!(element_address(&d, Major::K, (0, 0), 2, window), 0x1_0400);
        // Past 2^18 the start's bits wrap; the window address with them is taken.
        let d = Descriptor { start: (0x4_0400 & 0x3ffff), ..d };
        assert_eq!(element_address(&d, Major::K, (0, 0), 2, window), 0x4_0400);
        // The swizzle sees the absolute address.
        let d = Descriptor { start: 0x1_0080, lbo: 0, sbo: 1024, swizzle: Swizzle::B128 };
        assert_eq!(element_address(&d, Major::K, (0, 0), 2, window), 0x1_0090);
    }

    #[test]
    fn ops_parse() {
        let half = |t| Input::Half(t);
        assert_eq!(parse_op("wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16"), Some((128, half(Ty::F16))));
        assert_eq!(parse_op("wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16"), Some((8, half(Ty::BF16))));
        assert_eq!(parse_op("wgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16"), Some((256, half(Ty::F16))));
        assert_eq!(parse_op("wgmma.mma_async.sync.aligned.m64n64k8.f32.tf32.tf32"), Some((64, Input::Tf32)));
        assert_eq!(parse_op("wgmma.mma_async.sync.aligned.m64n32k32.s32.s8.s8"), Some((32, Input::S8)));
        let e4m3 = Input::Fp8(tessera_ir::DType::F8E4M3);
        assert_eq!(parse_op("wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3"), Some((64, e4m3)));
        let e5m2 = Input::Fp8(tessera_ir::DType::F8E5M2);
        assert_eq!(parse_op("wgmma.mma_async.sync.aligned.m64n8k32.f32.e5m2.e5m2"), Some((8, e5m2)));
        for bad in [
            "wgmma.mma_async.sync.aligned.m64n12k16.f32.f16.f16",
            "wgmma.mma_async.sync.aligned.m64n264k16.f32.f16.f16",
            "wgmma.mma_async.sync.aligned.m64n0k16.f32.f16.f16",
            "wgmma.mma_async.sync.aligned.m64n64k16.f32.tf32.tf32",
            "wgmma.mma_async.sync.aligned.m64n64k32.s32.u8.u8",
            "wgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16",
            "wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e5m2",
            "wgmma.mma_async.sync.aligned.m64n64k32.f16.e4m3.e4m3",
            "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32",
        ] {
            assert_eq!(parse_op(bad), None, "{bad}");
        }
    }
}
