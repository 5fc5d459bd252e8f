//! Inline constants: which integer operands the hardware has a constant code for, and the
//! width (16, 32 or 64 bits) in which an instruction's source decodes its constant, read off
//! the mnemonic (the "Constants" decision of the `encode` module docs).

/// The width in bits of source `i` of `mnemonic` as its constants are decoded (16, 32 or 64).
pub(crate) fn src_width(mnemonic: &str, i: usize) -> u32 {
    let m = mnemonic.strip_suffix("_e64").or_else(|| mnemonic.strip_suffix("_e32")).unwrap_or(mnemonic);
    match (m, i) {
        ("v_lshlrev_b64" | "v_lshrrev_b64" | "v_ashrrev_i64", 0) => return 32,
        ("v_ldexp_f64", 1) | ("v_cndmask_b32", 2) => return 32,
        ("v_mad_u64_u32" | "v_mad_i64_i32", 0 | 1) => return 32,
        ("v_readlane_b32" | "v_writelane_b32", _) => return 32,
        ("s_lshl_b64" | "s_lshr_b64" | "s_ashr_i64" | "s_bfe_u64" | "s_bfe_i64", 1) => return 32,
        _ if m.starts_with("v_cmp_class_") && i == 1 => return 32,
        _ => {}
    }
    // The last type in the name (a conversion's source type is its last one): `_f16`,
    // `_u32`, `_b64`... followed by `_` or the end.
    let b = m.as_bytes();
    let mut ty = None;
    let mut at = b.len();
    while at >= 4 {
        let w = &b[at - 4..at];
        if w[0] == b'_' && matches!(w[1], b'f' | b'i' | b'u' | b'b') && (at == b.len() || b[at] == b'_') {
            ty = match &w[2..] {
                b"16" => Some(16),
                b"32" => Some(32),
                b"64" => Some(64),
                _ => None,
            };
            if ty.is_some() {
                break;
            }
        }
        at -= 1;
    }
    match ty {
        Some(16) if !m.starts_with("v_") => 32,
        Some(w) => w,
        None => 32,
    }
}

/// The inline-constant code of `v` in an operand of `width` bits, if it has one.
pub(crate) fn inline_constant(v: i64, width: u32) -> Option<u16> {
    if (0..=64).contains(&v) {
        return Some(128 + v as u16);
    }
    if (-16..0).contains(&v) {
        return Some((192 - v) as u16);
    }
    const F16: [u64; 9] = [0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118];
    const F32: [u64; 9] =
        [0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000, 0x40000000, 0xc0000000, 0x40800000, 0xc0800000, 0x3e22f983];
    const F64: [u64; 9] = [
        0x3fe0000000000000,
        0xbfe0000000000000,
        0x3ff0000000000000,
        0xbff0000000000000,
        0x4000000000000000,
        0xc000000000000000,
        0x4010000000000000,
        0xc010000000000000,
        0x3fc45f306dc9c882,
    ];
    let (table, bits): (&[u64; 9], u64) = match width {
        16 => (&F16, v as u64),
        32 => {
            // A 32-bit operand reads the low 32 bits of what was written (as llvm-mc does for
            // a value that fits 32 bits either signed or unsigned).
            if !(i32::MIN as i64..=u32::MAX as i64).contains(&v) {
                return None;
            }
            let w = v as u32;
            if let Some(c) = inline_constant(w as i32 as i64, 0) {
                return Some(c);
            }
            (&F32, w as u64)
        }
        64 => (&F64, v as u64),
        _ => return None,
    };
    table.iter().position(|&p| p == bits).map(|i| 240 + i as u16)
}
