//! What a mnemonic's name says about its operands ([`Shape`]): worked out once per mnemonic of
//! the opcode table, read by the encoding families.

use super::constants::src_width;

/// What a mnemonic's name says about its operands, worked out once per mnemonic of the table
/// (`opcodes::lookup` hands it out with the opcodes).
#[derive(Copy, Clone, Debug)]
pub(super) struct Shape {
    /// Writes a scalar carry or condition as its second operand (unless written `_e32`).
    pub(super) sdst: bool,
    /// A VOP2 instruction with a third source (a carry in, or `v_cndmask`'s lane mask).
    pub(super) carry_in: bool,
    /// `s_cmp*` / `s_bitcmp*`: no destination, sources from operand 0.
    pub(super) compare: bool,
    /// `v_readfirstlane*`: a scalar destination in a VOP1 encoding.
    pub(super) readfirstlane: bool,
    pub(super) kind: Kind,
    /// The widths of sources 0 to 3 as their constants are decoded ([`src_width`]).
    pub(super) widths: [u8; 4],
}

/// Which operand layout a DS, GLOBAL or VOP3P mnemonic has.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    Mfma,
    /// `v_wmma*` and `v_accvgpr*` (all three op_sel_hi bits set).
    WmmaOrAcc,
    /// `ds_read*` / `ds_load*`: a destination and an address.
    DsLoad,
    /// `ds_write*` / `ds_store*`: an address and data.
    DsStore,
    /// `global_load*` and `scratch_load*`: a destination, an address and a base.
    GlobalLoad,
    /// `global_store*` and `scratch_store*`: an address, data and a base.
    GlobalStore,
    GlobalAtomic,
    Other,
}

impl Shape {
    pub(super) fn of(m: &str) -> Shape {
        let p = |prefix: &str| m.starts_with(prefix);
        let kind = if p("v_mfma") {
            Kind::Mfma
        } else if p("v_wmma") || p("v_accvgpr") {
            Kind::WmmaOrAcc
        } else if p("ds_read") || p("ds_load") {
            Kind::DsLoad
        } else if p("ds_write") || p("ds_store") {
            Kind::DsStore
        } else if p("global_load") || p("scratch_load") {
            Kind::GlobalLoad
        } else if p("global_store") || p("scratch_store") {
            Kind::GlobalStore
        } else if p("global_atomic") {
            Kind::GlobalAtomic
        } else {
            Kind::Other
        };
        Shape {
            sdst: has_sdst(m),
            carry_in: has_carry_in(m),
            compare: p("s_cmp") || p("s_bitcmp"),
            readfirstlane: p("v_readfirstlane"),
            kind,
            widths: [0, 1, 2, 3].map(|i| src_width(m, i) as u8),
        }
    }

    pub(super) fn width(&self, m: &str, i: usize) -> u32 {
        match self.widths.get(i) {
            Some(&w) => w as u32,
            None => src_width(m, i),
        }
    }
}

/// VOP2 instructions with a third source (a carry in, or the lane mask of `v_cndmask`).
fn has_carry_in(m: &str) -> bool {
    matches!(
        m,
        "v_addc_co_u32"
            | "v_subb_co_u32"
            | "v_subbrev_co_u32"
            | "v_add_co_ci_u32"
            | "v_sub_co_ci_u32"
            | "v_subrev_co_ci_u32"
            | "v_cndmask_b32"
    )
}

/// VALU instructions that write a scalar carry or condition as their second operand.
fn has_sdst(m: &str) -> bool {
    let m = m.strip_suffix("_e64").unwrap_or(m);
    matches!(
        m,
        "v_add_co_u32"
            | "v_sub_co_u32"
            | "v_subrev_co_u32"
            | "v_addc_co_u32"
            | "v_subb_co_u32"
            | "v_subbrev_co_u32"
            | "v_add_co_ci_u32"
            | "v_sub_co_ci_u32"
            | "v_subrev_co_ci_u32"
            | "v_div_scale_f32"
            | "v_div_scale_f64"
            | "v_mad_u64_u32"
            | "v_mad_i64_i32"
    )
}
