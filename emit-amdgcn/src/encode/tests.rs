//! Tests of the encoder: the opcode table and its lookup, inline constants and operand widths,
//! malformed lines and programs (errors, never panics), label distances, the byte searches of
//! the text scanner, and a few encodings.

use super::constants::{inline_constant, src_width};
use super::text::{find2, word_end};
use super::*;

#[test]
fn the_opcode_table_is_sorted_and_unique() {
    for w in opcodes::OPCODES.windows(2) {
        assert!(w[0].0 < w[1].0, "{} before {}", w[0].0, w[1].0);
    }
}

/// Every mnemonic finds its own row; a name one byte off (at any position) finds none.
#[test]
fn the_lookup_compares_whole_names() {
    for (i, (m, ops)) in opcodes::OPCODES.iter().enumerate() {
        assert!(std::ptr::eq(opcodes::lookup(m).expect(m).0, ops), "{m}");
        for at in 0..m.len() {
            let mut b = m.as_bytes().to_vec();
            b[at] = b'#';
            let near = String::from_utf8(b).unwrap();
            assert!(opcodes::lookup(&near).is_none(), "{near} (row {i})");
        }
        assert!(
            opcodes::lookup(&format!("{m}x")).is_none()
                && opcodes::lookup(&m[..m.len() - 1]).is_none_or(|f| !std::ptr::eq(f.0, ops))
        );
    }
}

#[test]
fn constants_are_inline_where_the_hardware_has_them() {
    assert_eq!(inline_constant(0, 32), Some(128));
    assert_eq!(inline_constant(64, 64), Some(192));
    assert_eq!(inline_constant(-16, 16), Some(208));
    assert_eq!(inline_constant(0x3f800000, 32), Some(242));
    assert_eq!(inline_constant(0x3f800000, 16), None);
    assert_eq!(inline_constant(0x3c00, 16), Some(242));
    assert_eq!(inline_constant(0xfffffff0, 32), Some(208));
    assert_eq!(inline_constant(0xfffffff0, 64), None);
    assert_eq!(inline_constant(65, 32), None);
}

#[test]
fn widths_come_from_the_mnemonic() {
    assert_eq!(src_width("v_cvt_f32_f16", 0), 16);
    assert_eq!(src_width("v_cvt_f64_i32", 0), 32);
    assert_eq!(src_width("v_cmp_lt_f64_e64", 1), 64);
    assert_eq!(src_width("v_cmp_class_f64_e64", 1), 32);
    assert_eq!(src_width("s_sext_i32_i16", 0), 32);
    assert_eq!(src_width("v_lshlrev_b64", 0), 32);
    assert_eq!(src_width("v_lshlrev_b64", 1), 64);
}

#[test]
fn bad_lines_are_errors() {
    for line in ["v_bogus v0, v1", "v_mov_b32 v0", "v_mov_b32 v0, v[3:1]", "s_waitcnt foo(1)", "v_add_f32 v0, q1, v2"] {
        assert!(encode_line(Gfx::Gfx942, line).is_err(), "{line}");
    }
    let e = assemble(Gfx::Gfx942, "s_branch .Lnowhere\n").unwrap_err();
    assert_eq!(e.line, 1);
}

/// Lines of random operands for every mnemonic on every target: errors, never panics.
#[test]
fn random_lines_never_panic() {
    const TOKENS: [&str; 34] = [
        "v1",
        "v[2:3]",
        "v[0:15]",
        "s2",
        "s[4:5]",
        "a1",
        "a[0:3]",
        "vcc",
        "vcc_lo",
        "exec",
        "null",
        "m0",
        "scc",
        "off",
        "-v1",
        "-s[2:3]",
        "0",
        "-16",
        "65",
        "0x3f800000",
        "0xffffffffffffff",
        "offset:8",
        "offset:-99999",
        "sc0",
        "glc",
        ".Lx",
        "v[3:1]",
        "s[0:99]",
        "v256",
        "1.0",
        "",
        "lgkmcnt(0)",
        "vmcnt(99)",
        "-",
    ];
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    for g in Gfx::ALL {
        for m in mnemonics() {
            for _ in 0..12 {
                let mut line = m.to_string();
                for k in 0..next() % 6 {
                    // Mostly commas between operands, sometimes a space (a modifier).
                    let space = k == 0 || next() % 4 == 0;
                    line.push_str(if space { " " } else { ", " });
                    line.push_str(TOKENS[(next() % TOKENS.len() as u64) as usize]);
                }
                let _ = encode_line(g, &line);
                let _ = assemble(g, &format!("{line}\n.Lx:\n"));
            }
        }
    }
}

/// A program's bad lines are errors naming the line, never panics: an unknown mnemonic, an
/// operand range outside the operands, a branch to a missing block, a label twice.
#[test]
fn bad_programs_are_errors() {
    let src = |opd| Src { opd, neg: false };
    let mut p = Program::default();
    p.inst("v_bogus", false, &[src(Opd::Reg { code: 256, n: 1 })], Mods::default());
    assert_eq!(assemble_program(Gfx::Gfx942, &p).unwrap_err().line, 2);
    let mut p = Program::default();
    p.lines.push(Line::Inst { mnemonic: "s_nop", e64: false, mods: Mods::default(), first: 7, len: 3 });
    assert!(assemble_program(Gfx::Gfx90a, &p).is_err());
    let mut p = Program::default();
    p.label(1);
    p.inst("s_branch", false, &[src(Opd::Label(Label::Block(2)))], Mods::default());
    assert_eq!(assemble_program(Gfx::Gfx1100, &p).unwrap_err().line, 3);
    p.label(1);
    assert_eq!(assemble_program(Gfx::Gfx1100, &p).unwrap_err().line, 4);
    // And a good one gives the text's bytes.
    let mut p = Program::default();
    p.inst(
        "v_cmp_lt_f32",
        true,
        &[src(Opd::Reg { code: 106, n: 2 }), src(Opd::Imm(0)), src(Opd::Reg { code: 257, n: 1 })],
        Mods::default(),
    );
    p.label(0);
    p.inst("s_cbranch_scc1", false, &[src(Opd::Label(Label::Block(0)))], Mods::default());
    let text = assemble(Gfx::Gfx942, "v_cmp_lt_f32_e64 vcc, 0, v1\n.L0:\ns_cbranch_scc1 .L0\n").unwrap();
    assert_eq!(assemble_program(Gfx::Gfx942, &p).unwrap().code, text.code);
}

/// A long branch's label distances are literals patched once the labels are known
/// (backward: the high half is -1), the same from the text and from a program; a bad
/// distance is an error; a short branch out of range stays an error, and [`layout`]
/// still measures that code.
#[test]
fn label_distances_are_patched_literals() {
    let text = ".Lb:\ns_getpc_b64 s[8:9]\n.Lpc:\ns_add_u32 s8, s8, (.Lb-.Lpc)&4294967295\n\
                s_addc_u32 s9, s9, (.Lb-.Lpc)>>32\ns_setpc_b64 s[8:9]\n\
                s_add_u32 s8, s8, (.Lf-.Lpc)&4294967295\n.Lf:\n";
    let a = assemble(Gfx::Gfx942, text).unwrap();
    let word = |at: usize| u32::from_le_bytes(a.code[at..at + 4].try_into().unwrap());
    assert_eq!(a.code.len(), 4 + 8 + 8 + 4 + 8);
    assert_eq!((word(0), word(4), word(8)), (0xbe881c00, 0x8008ff08, -4i32 as u32));
    assert_eq!((word(12), word(16)), (0x8209ff09, u32::MAX));
    assert_eq!((word(20), word(28)), (0xbe801d08, 28));
    let src = |opd| Src { opd, neg: false };
    let (s8, s9) = (src(Opd::Reg { code: 8, n: 1 }), src(Opd::Reg { code: 9, n: 1 }));
    let dist = |hi| src(Opd::Distance { to: Label::Block(0), from: Label::PostGetpc(0), hi });
    let mut p = Program::default();
    p.label(0);
    p.inst("s_getpc_b64", false, &[src(Opd::Reg { code: 8, n: 2 })], Mods::default());
    p.lines.push(Line::Label(Label::PostGetpc(0)));
    p.inst("s_add_u32", false, &[s8, s8, dist(false)], Mods::default());
    p.inst("s_addc_u32", false, &[s9, s9, dist(true)], Mods::default());
    p.inst("s_setpc_b64", false, &[src(Opd::Reg { code: 8, n: 2 })], Mods::default());
    assert_eq!(assemble_program(Gfx::Gfx942, &p).unwrap().code, a.code[..24]);
    for bad in ["(.Lb-.Lpc)&65535", "(.Lb+.Lpc)>>32", "(.Lb-.Lpc)>>31", "(.Lb-.Lnone)>>32", "-(.Lb-.Lpc)>>32"] {
        assert!(assemble(Gfx::Gfx90a, &format!(".Lb:\n.Lpc:\ns_add_u32 s8, s8, {bad}\n")).is_err(), "{bad}");
    }
    assert!(assemble(Gfx::Gfx90a, ".Lb:\n.Lpc:\ns_add_u32 s8, 0x1234, (.Lb-.Lpc)>>32\n").is_err());
    let mut far = Program::default();
    far.label(0);
    for _ in 0..40_000 {
        far.inst("s_nop", false, &[src(Opd::Imm(0))], Mods::default());
    }
    far.inst("s_branch", false, &[src(Opd::Label(Label::Block(0)))], Mods::default());
    assert!(assemble_program(Gfx::Gfx1100, &far).unwrap_err().branch_out_of_range());
    let (starts, len) = layout(Gfx::Gfx1100, &far).unwrap();
    assert_eq!((starts.len(), starts[1], starts[40_001], len), (40_002, 0, 160_000, 160_004));
}

#[test]
fn the_eight_byte_search_finds_the_first_match() {
    let text = b"  v_mov_b32 v1, v2 ; comment\n\n;x\nabcdefghijklmnop;qrstuvwxyz\n";
    for from in 0..text.len() {
        for end in from..=text.len() {
            let b = &text[..end];
            let naive = (from..b.len()).find(|&k| b[k] == b'\n' || b[k] == b';');
            assert_eq!(find2(b, from, b'\n', b';'), naive, "{from} {end}");
        }
    }
}

#[test]
fn the_word_end_is_the_first_blank_newline_or_comment() {
    let text = b"v_cndmask_b32_e64 v1\tx;y\r\nlabel:\n.Lend: ;\x01z\x7f\xc3\xa9ab";
    for from in 0..text.len() {
        let naive = (from..text.len()).find(|&k| text[k] <= b' ' || text[k] == b';').unwrap_or(text.len());
        assert_eq!(word_end(text, from), naive, "{from}");
    }
}

#[test]
fn a_few_encodings() {
    let hex = |g, l| encode_line(g, l).unwrap().iter().map(|b| format!("{b:02x}")).collect::<String>();
    assert_eq!(hex(Gfx::Gfx942, "s_mov_b32 s0, 0x3f800000"), "f20080be");
    assert_eq!(hex(Gfx::Gfx942, "v_add_u32 v3, v22, 1"), "030034d116030100");
    assert_eq!(hex(Gfx::Gfx942, "s_waitcnt vmcnt(0)"), "700f8cbf");
    assert_eq!(hex(Gfx::Gfx1100, "s_load_b32 s3, s[0:1], 0x10"), "c00000f4100000f8");
}
