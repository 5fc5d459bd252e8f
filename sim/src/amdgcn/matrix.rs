//! The matrix instructions: CDNA's MFMA (gfx90a, gfx942) and RDNA3's WMMA (gfx1100, wave32).
//! This module owns their shapes, the operand layouts across lanes and registers, the
//! accumulation rule, and the table of MFMA hazard wait states; `exec` moves the registers in
//! and out and keeps the wait-state clock.
//!
//! ```text
//!   v_mfma_<ty>_<M>x<M>x<K><in>  D, A, B, C     D, C: M*M/64 registers (VGPRs or AGPRs, same file)
//!                                                A, B: M*K/64 elements per lane, packed low first
//!   A[i][k]  lane M*(k / E) + i, element k % E   (E = M*K/64 elements per lane)
//!   B[k][j]  lane M*(k / E) + j, element k % E
//!   D[i][j]  row block b = i / 4, G = 64 / M:    lane M*(b % G) + j, register 4*(b / G) + i % 4
//!
//!   v_wmma_f32_16x16x16_<in>  D, A, B, C (wave32, VGPRs only; 8 registers each)
//!   A[i][k]  lanes i and i+16, register k / 2, half k % 2   (both half-waves must agree)
//!   B[k][j]  lanes j and j+16, register k / 2, half k % 2
//!   D[i][j]  lane 16*(i % 2) + j, register i / 2
//! ```
//!
//! The layouts are the notes' (`shared/notes/tensor-cores.md`, from AMD's matrix instruction
//! calculator), written as one formula per family; the WMMA D layout was checked against the
//! RDNA3 description "lane l, element v holds D[2v + l/16][l%16]". The tests in
//! `sim/tests/mfma.rs` lay the matrices out from the per-instruction descriptions, not from
//! these formulas.
//!
//! # The accumulation rule
//!
//! AMD documents no bit-exact rule, so the simulator states one:
//! 1. Every product `a[i][k] * b[k][j]` is exact (f16, bf16 and f32 products all fit in f64).
//! 2. The K products and `c[i][j]` are summed exactly (a 640-bit fixed-point accumulator) and
//!    the sum is rounded once to f32, to nearest with ties to even. A K-step therefore does not
//!    depend on the order of the products. An overflowing sum gives the infinity of its sign.
//! 3. Subnormals: on gfx90a the f16 and bf16 forms flush subnormal A and B elements to zero
//!    (sign kept) and a subnormal result to zero of its sign, as AMD documents for MI200
//!    (MIOpen's notes on MI200 f16/bf16 MFMA); C is taken as it is (not documented; a choice).
//!    On gfx942 and gfx1100, where AMD documents nothing, and for the f32 forms everywhere,
//!    subnormals are kept (a choice).
//! 4. A NaN anywhere, or infinities of both signs, give the NaN 0x7fc00000; otherwise an
//!    infinite term gives that infinity. An exact zero sum is -0 only when every term is -0.
//! 5. i8 forms: the products and C are summed exactly and wrapped to i32.
//! 6. gfx942's xf32 forms (`v_mfma_f32_16x16x8_xf32`, `_32x32x4_xf32`: A and B are f32
//!    registers read as xf32, 10 fraction bits): AMD does not say how the 13 low fraction bits
//!    of a register are dropped (truncation or rounding), so the simulator rejects an element
//!    that has any (NaN aside) instead of guessing; the rest is rules 1-4. Pass counts: the
//!    f32 forms' (8 and 16), the larger of the plausible ones (more wait states are safe).
//!
//! # Hazards
//!
//! [`MFMA_HAZARDS`] is the table of wait states the hardware does not enforce, after LLVM's
//! `GCNHazardRecognizer` (`checkMAIHazards90A`, `checkMAIVALUHazards`) and the pass counts of
//! its schedule models (`SISchedule.td`: gfx90a 8 passes for 16x16, 16 for 32x32; gfx942 4 for
//! 16x16x16/16x16x32, 8 for 16x16x4 f32 and 32x32x8/32x32x16, 16 for 32x32x2 f32). One wait
//! state is one instruction issued in between; `s_nop n` gives n + 1. LLVM tells gfx942's XDL
//! MFMAs from the others per opcode; the simulator takes every MFMA here as XDL, whose
//! requirements are the larger in every rule. Not modelled: DGEMM (f64), 4x4 shapes, the VALU
//! write of EXEC before an MFMA, the s_nops LLVM pads between MFMAs for throughput.

use half::{bf16, f16};

/// The element type of A and B.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MatIn {
    F16,
    Bf16,
    F32,
    /// gfx942's xf32 (tf32-like: 8 exponent and 10 fraction bits) in f32 registers.
    Xf32,
    I8,
}

impl MatIn {
    fn bits(self) -> usize {
        match self {
            MatIn::F16 | MatIn::Bf16 => 16,
            MatIn::F32 | MatIn::Xf32 => 32,
            MatIn::I8 => 8,
        }
    }
}

/// Where a mnemonic exists.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Avail {
    /// gfx90a and gfx942 (gfx942's assembler takes the gfx90a spelling too).
    Cdna,
    Gfx90a,
    Gfx942,
    /// gfx11, wave32.
    Wmma,
}

/// One matrix instruction: D (M x M) = A (M x K) * B (K x M) + C.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MatShape {
    pub m: u8,
    pub k: u8,
    pub input: MatIn,
    pub avail: Avail,
}

impl MatShape {
    pub fn wmma(self) -> bool {
        self.avail == Avail::Wmma
    }
    fn lanes(self) -> usize {
        if self.wmma() {
            32
        } else {
            64
        }
    }
    /// Registers per lane of A (and of B).
    pub fn ab_regs(self) -> u8 {
        if self.wmma() {
            return (16 * self.input.bits() / 32) as u8;
        }
        let elems = self.m as usize * self.k as usize / 64;
        (elems * self.input.bits()).div_ceil(32) as u8
    }
    /// Registers per lane of C and D.
    pub fn cd_regs(self) -> u8 {
        (self.m as usize * self.m as usize / self.lanes()) as u8
    }
    /// The MFMA's pass count (`SISchedule.td`), which the hazard table is indexed by.
    pub fn passes(self, gfx942: bool) -> u32 {
        match (gfx942, self.m, self.input) {
            (false, 32, _) => 16,
            (false, _, _) => 8,
            (true, 32, MatIn::F32 | MatIn::Xf32) => 16,
            (true, 16, MatIn::F32 | MatIn::Xf32) => 8,
            (true, 32, _) => 8,
            (true, _, _) => 4,
        }
    }
    /// Elements of A per lane (MFMA).
    fn per_lane(self) -> usize {
        self.m as usize * self.k as usize / 64
    }
    /// (lane, element index in the lane) of A[i][k] (B[k][j] alike, with j for i).
    fn ab_at(self, i: usize, k: usize) -> (usize, usize) {
        if self.wmma() {
            (i, k)
        } else {
            let e = self.per_lane();
            (self.m as usize * (k / e) + i, k % e)
        }
    }
    /// (lane, register) of D[i][j].
    pub fn d_at(self, i: usize, j: usize) -> (usize, usize) {
        if self.wmma() {
            return (16 * (i % 2) + j, i / 2);
        }
        let g = 64 / self.m as usize;
        let b = i / 4;
        (self.m as usize * (b % g) + j, 4 * (b / g) + i % 4)
    }
}

/// The mnemonics the simulator executes.
pub fn decode(m: &str) -> Option<MatShape> {
    use Avail::*;
    use MatIn::*;
    let s = |m: u8, k: u8, input: MatIn, avail: Avail| Some(MatShape { m, k, input, avail });
    match m {
        "v_mfma_f32_32x32x8f16" => s(32, 8, F16, Cdna),
        "v_mfma_f32_16x16x16f16" => s(16, 16, F16, Cdna),
        "v_mfma_f32_32x32x8bf16_1k" => s(32, 8, Bf16, Cdna),
        "v_mfma_f32_16x16x16bf16_1k" => s(16, 16, Bf16, Cdna),
        "v_mfma_f32_32x32x2f32" => s(32, 2, F32, Cdna),
        "v_mfma_f32_16x16x4f32" => s(16, 4, F32, Cdna),
        "v_mfma_i32_32x32x8i8" => s(32, 8, I8, Gfx90a),
        "v_mfma_i32_16x16x16i8" => s(16, 16, I8, Gfx90a),
        "v_mfma_f32_32x32x8_f16" => s(32, 8, F16, Gfx942),
        "v_mfma_f32_16x16x16_f16" => s(16, 16, F16, Gfx942),
        "v_mfma_f32_32x32x8_bf16" => s(32, 8, Bf16, Gfx942),
        "v_mfma_f32_16x16x16_bf16" => s(16, 16, Bf16, Gfx942),
        "v_mfma_f32_32x32x2_f32" => s(32, 2, F32, Gfx942),
        "v_mfma_f32_16x16x4_f32" => s(16, 4, F32, Gfx942),
        "v_mfma_f32_32x32x4_xf32" => s(32, 4, Xf32, Gfx942),
        "v_mfma_f32_16x16x8_xf32" => s(16, 8, Xf32, Gfx942),
        "v_mfma_i32_32x32x16_i8" => s(32, 16, I8, Gfx942),
        "v_mfma_i32_16x16x32_i8" => s(16, 32, I8, Gfx942),
        "v_wmma_f32_16x16x16_f16" => s(16, 16, F16, Wmma),
        "v_wmma_f32_16x16x16_bf16" => s(16, 16, Bf16, Wmma),
        _ => None,
    }
}

/// Whether `shape` exists on `gfx` (and, if not, why).
pub fn available(shape: MatShape, gfx: &str, wave: u32) -> Result<(), String> {
    let gfx90a = gfx == "gfx90a";
    let gfx942 = gfx.starts_with("gfx94");
    let ok = match shape.avail {
        Avail::Cdna => gfx90a || gfx942,
        Avail::Gfx90a => gfx90a,
        Avail::Gfx942 => gfx942,
        Avail::Wmma => gfx.starts_with("gfx11"),
    };
    if !ok {
        return Err(format!("not an instruction of {gfx} (or not simulated there)"));
    }
    if shape.wmma() && wave != 32 {
        return Err("WMMA is simulated in wave32 only".into());
    }
    Ok(())
}

/// Why a matrix instruction's inputs cannot be used.
pub struct BadInput(pub String);

/// A source element of A or B as f64 (exact), or as an integer for i8.
fn elem(shape: MatShape, regs: &[u32], lanes: usize, lane: usize, e: usize, flush: bool) -> f64 {
    let bits = shape.input.bits();
    let word = regs[(e * bits / 32) * lanes + lane];
    let sh = (e * bits) % 32;
    match shape.input {
        MatIn::F16 => {
            let h = (word >> sh) as u16;
            if flush && h & 0x7c00 == 0 {
                return if h & 0x8000 != 0 { -0.0 } else { 0.0 };
            }
            f16::from_bits(h).to_f64()
        }
        MatIn::Bf16 => {
            let h = (word >> sh) as u16;
            if flush && h & 0x7f80 == 0 {
                return if h & 0x8000 != 0 { -0.0 } else { 0.0 };
            }
            bf16::from_bits(h).to_f64()
        }
        MatIn::F32 | MatIn::Xf32 => f32::from_bits(word) as f64,
        MatIn::I8 => (word >> sh) as u8 as i8 as f64,
    }
}

/// `D = A * B + C` on whole register tuples, register-major (`regs[r * lanes + lane]`).
/// `c` is `None` for the inline constant 0. `flush`: gfx90a's f16/bf16 subnormal flushing.
pub fn execute(shape: MatShape, a: &[u32], b: &[u32], c: Option<&[u32]>, flush: bool) -> Result<Vec<u32>, BadInput> {
    let lanes = shape.lanes();
    if shape.wmma() {
        // Both half-waves must hold the same A and B.
        for (name, regs) in [("A", a), ("B", b)] {
            for r in 0..shape.ab_regs() as usize {
                for l in 0..16 {
                    if regs[r * lanes + l] != regs[r * lanes + l + 16] {
                        return Err(BadInput(format!(
                            "the WMMA's {name} differs between lanes {l} and {} (register {r} of the operand): gfx11 needs both half-waves to hold the same A and B",
                            l + 16
                        )));
                    }
                }
            }
        }
    }
    if shape.input == MatIn::Xf32 {
        // What the hardware does with the 13 low fraction bits of an f32 register is not
        // documented: the simulator takes only values that are already xf32 (or NaN).
        for (name, regs) in [("A", a), ("B", b)] {
            if let Some(w) = regs.iter().find(|&&w| w & 0x1fff != 0 && !f32::from_bits(w).is_nan()) {
                return Err(BadInput(format!(
                    "an xf32 {name} element ({:e}, bits {w:#010x}) has fraction bits below xf32's 10: round it to tf32 first (the hardware's treatment of those bits is not documented)",
                    f32::from_bits(*w)
                )));
            }
        }
    }
    let (m, k) = (shape.m as usize, shape.k as usize);
    let mut d = vec![0u32; shape.cd_regs() as usize * lanes];
    let mut av = vec![0f64; m * k];
    let mut bv = vec![0f64; k * m];
    for i in 0..m {
        for kk in 0..k {
            let (l, e) = shape.ab_at(i, kk);
            av[i * k + kk] = elem(shape, a, lanes, l, e, flush);
            bv[kk * m + i] = elem(shape, b, lanes, l, e, flush);
        }
    }
    for i in 0..m {
        for j in 0..m {
            let (l, r) = shape.d_at(i, j);
            let cw = c.map_or(0, |c| c[r * lanes + l]);
            d[r * lanes + l] = if shape.input == MatIn::I8 {
                let mut s = cw as i32 as i64;
                for kk in 0..k {
                    s += av[i * k + kk] as i64 * bv[kk * m + j] as i64;
                }
                s as i32 as u32
            } else {
                let terms = (0..k).map(|kk| av[i * k + kk] * bv[kk * m + j]);
                let x = exact_sum_f32(terms.chain(std::iter::once(f32::from_bits(cw) as f64)));
                let x = if flush && x.is_subnormal() {
                    if x < 0.0 {
                        -0.0
                    } else {
                        0.0
                    }
                } else {
                    x
                };
                x.to_bits()
            };
        }
    }
    Ok(d)
}

/// Limbs of the fixed-point accumulator: two's complement, bit 0 weighs `2^-LOW`.
const LIMBS: usize = 10;
const LOW: i32 = 320;

/// The exact sum of `terms` (each exact in f64, at least `2^-300` in magnitude when nonzero,
/// below `2^257`), rounded once to f32 (nearest, ties to even); special values per rule 4.
pub fn exact_sum_f32(terms: impl Iterator<Item = f64>) -> f32 {
    let mut acc = [0u64; LIMBS];
    let (mut nan, mut pinf, mut ninf, mut all_neg_zero) = (false, false, false, true);
    for t in terms {
        if t.is_nan() {
            nan = true;
            continue;
        }
        if t.is_infinite() {
            if t > 0.0 {
                pinf = true;
            } else {
                ninf = true;
            }
            continue;
        }
        all_neg_zero &= t == 0.0 && t.is_sign_negative();
        if t == 0.0 {
            continue;
        }
        let bits = t.to_bits();
        let exp = ((bits >> 52) & 0x7ff) as i32;
        let frac = bits & ((1 << 52) - 1);
        let (mut mant, mut e) = if exp == 0 { (frac, -1074) } else { (frac | 1 << 52, exp - 1075) };
        let tz = mant.trailing_zeros();
        mant >>= tz;
        e += tz as i32;
        let shift = e + LOW;
        // Outside the accumulator's range: not reachable from f16/bf16/f32 products; clamp
        // rather than panic.
        let shift = shift.clamp(0, (64 * LIMBS - 64) as i32) as usize;
        add_shifted(&mut acc, mant, shift, t < 0.0);
    }
    if nan || (pinf && ninf) {
        return f32::from_bits(0x7fc0_0000);
    }
    if pinf {
        return f32::INFINITY;
    }
    if ninf {
        return f32::NEG_INFINITY;
    }
    let neg = acc[LIMBS - 1] >> 63 == 1;
    if neg {
        negate(&mut acc);
    }
    let Some(top) = (0..64 * LIMBS).rev().find(|&p| bit(&acc, p)) else {
        return if all_neg_zero { -0.0 } else { 0.0 };
    };
    let e_top = top as i32 - LOW;
    let sign: f64 = if neg { -1.0 } else { 1.0 };
    if e_top > 127 {
        return (sign * f64::INFINITY) as f32;
    }
    let lsb = (e_top - 23).max(-149);
    let q = (lsb + LOW) as usize;
    let mut mant: u64 = 0;
    for p in (q..=top).rev() {
        mant = mant << 1 | bit(&acc, p) as u64;
    }
    let round = q > 0 && bit(&acc, q - 1);
    let sticky = q > 1 && (0..q - 1).any(|p| bit(&acc, p));
    if round && (sticky || mant & 1 == 1) {
        mant += 1;
    }
    // Exact in f64; the cast to f32 is exact (or overflows to infinity at 2^128).
    (sign * mant as f64 * 2f64.powi(lsb)) as f32
}

fn bit(acc: &[u64; LIMBS], p: usize) -> bool {
    acc[p / 64] >> (p % 64) & 1 == 1
}

fn negate(acc: &mut [u64; LIMBS]) {
    let mut carry = 1u64;
    for l in acc.iter_mut() {
        let (v, c) = (!*l).overflowing_add(carry);
        *l = v;
        carry = c as u64;
    }
}

fn add_shifted(acc: &mut [u64; LIMBS], mant: u64, shift: usize, neg: bool) {
    let mut v = [0u64; LIMBS];
    let (w, s) = (shift / 64, shift % 64);
    v[w] = mant << s;
    if s != 0 && w + 1 < LIMBS {
        v[w + 1] = mant >> (64 - s);
    }
    if neg {
        negate(&mut v);
    }
    let mut carry = 0u64;
    for (a, b) in acc.iter_mut().zip(v) {
        let (x, c1) = a.overflowing_add(b);
        let (y, c2) = x.overflowing_add(carry);
        *a = y;
        carry = (c1 || c2) as u64;
    }
}

/// A case of [`MFMA_HAZARDS`]: an MFMA (or WMMA) writes or reads registers, and a later
/// instruction touches them.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum HazardCase {
    /// A VALU or memory instruction reads or overwrites an MFMA's result (RAW and WAW have the
    /// same counts).
    ValuTouchesResult,
    /// An MFMA reads an MFMA's result as A or B.
    SrcAbReadsResult,
    /// An MFMA reads as C registers that overlap, but are not exactly, an MFMA's result.
    OverlappedSrcCReadsResult,
    /// An MFMA reads as C exactly the registers of an MFMA's result (back-to-back
    /// accumulation).
    SameSrcCReadsResult,
    /// A VALU or memory instruction overwrites registers an MFMA reads as C (WAR).
    ValuOverwritesSrcC,
    /// An MFMA reads a register a VALU instruction (not an MFMA) wrote.
    MfmaReadsValuResult,
    /// gfx11: a WMMA reads as A or B a register the previous WMMA wrote.
    WmmaAbReadsWmmaResult,
}

/// Wait states needed: `passes * per_pass + add` (per_pass 0 or 1).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Need {
    pub per_pass: u32,
    pub add: i32,
}

impl Need {
    pub fn states(self, passes: u32) -> u32 {
        (passes as i32 * self.per_pass as i32 + self.add).max(0) as u32
    }
}

/// One row of the hazard table.
#[derive(Copy, Clone, Debug)]
pub struct HazardRule {
    pub case: HazardCase,
    pub gfx90a: Need,
    pub gfx942: Need,
}

const fn need(per_pass: u32, add: i32) -> Need {
    Need { per_pass, add }
}

/// The wait states between an MFMA and a later instruction, by case, for gfx90a and gfx942
/// (XDL), as functions of the MFMA's pass count P. Source: LLVM's `GCNHazardRecognizer.cpp`
/// (gfx90a: 5/11/19 for 2/8/16 passes where this says P + 3; 2/8/16 for overlapped SrcC;
/// 1/7/15 for the WAR; gfx942 XDL: P + 3, P + 1, P - 1 with 3 for 4 passes) and the notes.
/// The WMMA row is gfx1100's (LLVM inserts one `v_nop`); its gfx90a/gfx942 entries are unused.
pub const MFMA_HAZARDS: [HazardRule; 7] = [
    HazardRule { case: HazardCase::ValuTouchesResult, gfx90a: need(1, 3), gfx942: need(1, 3) },
    HazardRule { case: HazardCase::SrcAbReadsResult, gfx90a: need(1, 3), gfx942: need(1, 3) },
    HazardRule { case: HazardCase::OverlappedSrcCReadsResult, gfx90a: need(1, 0), gfx942: need(1, 1) },
    HazardRule { case: HazardCase::SameSrcCReadsResult, gfx90a: need(0, 0), gfx942: need(0, 0) },
    HazardRule { case: HazardCase::ValuOverwritesSrcC, gfx90a: need(1, -1), gfx942: need(1, -1) },
    HazardRule { case: HazardCase::MfmaReadsValuResult, gfx90a: need(0, 2), gfx942: need(0, 2) },
    HazardRule { case: HazardCase::WmmaAbReadsWmmaResult, gfx90a: need(0, 1), gfx942: need(0, 1) },
];

/// The wait states `case` needs after an MFMA of `passes` passes.
pub fn needed(case: HazardCase, gfx942: bool, passes: u32) -> u32 {
    let rule = MFMA_HAZARDS.iter().find(|r| r.case == case).expect("every case has a row");
    if gfx942 {
        rule.gfx942.states(passes)
    } else {
        rule.gfx90a.states(passes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_exact_sum_rounds_once() {
        // Sequential f32 adds would lose every 2^-24 (ties to even); the exact sum keeps them.
        let terms = std::iter::once(1.0).chain(std::iter::repeat_n(2f64.powi(-24), 16));
        assert_eq!(exact_sum_f32(terms), 1.0 + 2f32.powi(-20));
        // One tie, to even: 1 + 2^-24 -> 1; 1 + 3 * 2^-24 -> 1 + 2^-22.
        assert_eq!(exact_sum_f32([1.0, 2f64.powi(-24)].into_iter()), 1.0);
        assert_eq!(exact_sum_f32([1.0, 3.0 * 2f64.powi(-24)].into_iter()), 1.0 + 2f32.powi(-22));
        assert_eq!(exact_sum_f32([1.0, -1.0].into_iter()).to_bits(), 0);
        assert_eq!(exact_sum_f32([-0.0, -0.0].into_iter()).to_bits(), 0x8000_0000);
        assert_eq!(exact_sum_f32([3e38, 3e38].into_iter()), f32::INFINITY);
        assert_eq!(exact_sum_f32([-2f64.powi(-149), 2f64.powi(-151)].into_iter()), -2f32.powi(-149));
        assert!(exact_sum_f32([f64::INFINITY, f64::NEG_INFINITY].into_iter()).is_nan());
        assert_eq!(exact_sum_f32([f64::INFINITY, 1.0].into_iter()), f32::INFINITY);
        // The smallest product of two f32 subnormals still counts (as a sticky bit).
        assert_eq!(exact_sum_f32([1.0, 2f64.powi(-24), 2f64.powi(-298)].into_iter()), 1.0 + 2f32.powi(-23));
    }

    #[test]
    fn the_hazard_table_gives_llvms_counts() {
        use HazardCase::*;
        assert_eq!([8, 16].map(|p| needed(ValuTouchesResult, false, p)), [11, 19]);
        assert_eq!([4, 8, 16].map(|p| needed(ValuTouchesResult, true, p)), [7, 11, 19]);
        assert_eq!([8, 16].map(|p| needed(OverlappedSrcCReadsResult, false, p)), [8, 16]);
        assert_eq!([4, 8, 16].map(|p| needed(OverlappedSrcCReadsResult, true, p)), [5, 9, 17]);
        assert_eq!([8, 16].map(|p| needed(ValuOverwritesSrcC, false, p)), [7, 15]);
        assert_eq!(needed(ValuOverwritesSrcC, true, 4), 3);
        assert_eq!(needed(SameSrcCReadsResult, true, 16), 0);
    }

    #[test]
    fn layouts_cover_every_element_once() {
        for m in ["v_mfma_f32_32x32x8f16", "v_mfma_f32_16x16x16f16", "v_wmma_f32_16x16x16_f16"] {
            let s = decode(m).unwrap();
            let mut seen = std::collections::HashSet::new();
            for i in 0..s.m as usize {
                for j in 0..s.m as usize {
                    let (l, r) = s.d_at(i, j);
                    assert!(l < s.lanes() && r < s.cd_regs() as usize, "{m}");
                    assert!(seen.insert((l, r)), "{m}: D[{i}][{j}] shares a slot");
                }
            }
        }
    }
}
