//! The decoded forms of the generic `Inst::Op` instructions ([`Alu`], with its comparisons and
//! roundings): what `alu` decodes a mnemonic into once per execution, and what `float` and
//! `convert` apply.

use super::Ty;
use tessera_ir::DType;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Rnd {
    /// No modifier: exact conversions (widening, integer to integer).
    None,
    Rn,
    Rz,
    Rm,
    Rp,
    Rni,
    Rzi,
    Rmi,
    Rpi,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Cmp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    Equ,
    Neu,
    Ltu,
    Leu,
    Gtu,
    Geu,
    Num,
    Nan,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Alu {
    Mov,
    Add,
    Sub,
    MulLo,
    Div,
    Rem,
    Min,
    Max,
    And,
    Or,
    Xor,
    Not,
    Shl,
    Shr,
    Neg,
    Abs,
    Bfe,
    Bfi,
    Selp,
    MadLo,
    MulWide,
    MadWide,
    Setp(Cmp),
    Fma,
    Sqrt,
    Ex2,
    /// `ex2.approx.ftz`: a subnormal argument reads as zero, a subnormal result is +0.
    Ex2Ftz,
    Lg2,
    Rsqrt,
    Sin,
    Cos,
    Cvt {
        dst: Ty,
        rnd: Rnd,
    },
    /// `cvt.rn.satfinite.{e4m3x2,e5m2x2}.f32 d, a, b`: a to the high byte, b to the low.
    PackFp8(DType),
    /// `cvt.rn.f16x2.{e4m3x2,e5m2x2} d, a`: each byte of a to the f16 in the same half.
    UnpackFp8(DType),
}
