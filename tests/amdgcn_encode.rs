//! tessera's AMDGCN encoder beyond what the compiler emits today, against llvm-mc's bytes
//! instruction by instruction: every matrix instruction the simulator knows (MFMA with VGPR
//! and AGPR operands and a constant C, the `v_accvgpr_*` moves, WMMA), written by hand; and
//! every mnemonic of the encoder's table on every target that has it, in each of a list of
//! operand forms that both take. (Compiled code is compared in `tests/amdgcn.rs` and
//! `tests/amdgcn_mfma.rs`.)

mod common;

use common::amdgcn_oracle::{assemble_and_link, tools};
use tessera::Target;

/// The matrix instructions of `sim/src/amdgcn/matrix.rs` (`decode`): mnemonic, registers per
/// lane of A and B, of C and D, and the targets that have it.
const MATRIX: &[(&str, u32, u32, &[Target])] = {
    use Target::{Gfx1100 as R3, Gfx90a as A, Gfx942 as C};
    &[
        ("v_mfma_f32_32x32x8f16", 2, 16, &[A, C]),
        ("v_mfma_f32_16x16x16f16", 2, 4, &[A, C]),
        ("v_mfma_f32_32x32x8bf16_1k", 2, 16, &[A, C]),
        ("v_mfma_f32_16x16x16bf16_1k", 2, 4, &[A, C]),
        ("v_mfma_f32_32x32x2f32", 1, 16, &[A, C]),
        ("v_mfma_f32_16x16x4f32", 1, 4, &[A, C]),
        ("v_mfma_i32_32x32x8i8", 1, 16, &[A]),
        ("v_mfma_i32_16x16x16i8", 1, 4, &[A]),
        ("v_mfma_f32_32x32x8_f16", 2, 16, &[C]),
        ("v_mfma_f32_16x16x16_f16", 2, 4, &[C]),
        ("v_mfma_f32_32x32x8_bf16", 2, 16, &[C]),
        ("v_mfma_f32_16x16x16_bf16", 2, 4, &[C]),
        ("v_mfma_f32_32x32x2_f32", 1, 16, &[C]),
        ("v_mfma_f32_16x16x4_f32", 1, 4, &[C]),
        ("v_mfma_i32_32x32x16_i8", 2, 16, &[C]),
        ("v_mfma_i32_16x16x32_i8", 2, 4, &[C]),
        ("v_mfma_f32_16x16x8_xf32", 2, 4, &[C]),
        ("v_mfma_f32_32x32x4_xf32", 2, 16, &[C]),
        ("v_wmma_f32_16x16x16_f16", 8, 8, &[R3]),
        ("v_wmma_f32_16x16x16_bf16", 8, 8, &[R3]),
    ]
};

fn regs(kind: char, first: u32, n: u32) -> String {
    if n == 1 {
        format!("{kind}{first}")
    } else {
        format!("{kind}[{first}:{}]", first + n - 1)
    }
}

/// One function of hand-written lines, as the emitter frames a kernel.
fn function(name: &str, target: Target, lines: &[String]) -> String {
    let mut s = format!(".amdgcn_target \"amdgcn-amd-amdhsa--{target}\"\n.text\n.globl {name}\n.p2align 8\n");
    s += &format!(".type {name},@function\n{name}:\n");
    for l in lines {
        s += &format!("  {l}\n");
    }
    s + &format!(".L{name}_end:\n.size {name}, .L{name}_end-{name}\n")
}

#[test]
fn matrix_instructions_encode_as_llvm_mc_does() {
    let Some(tools) = tools() else { return };
    for t in Target::AMDGCN {
        let mut lines = Vec::new();
        for &(m, ab, cd, targets) in MATRIX {
            if !targets.contains(&t) {
                continue;
            }
            // D = C in VGPRs, A and B after them; at a few register offsets.
            for base in [0, 32, 200 - 2 * ab - cd] {
                let (d, a, b) = (regs('v', base, cd), regs('v', base + cd, ab), regs('v', base + cd + ab, ab));
                lines.push(format!("{m} {d}, {a}, {b}, {d}"));
                lines.push(format!("{m} {d}, {a}, {b}, 0"));
                if t != Target::Gfx1100 {
                    // AGPRs: D and C, then A and B as well.
                    let (ad, aa, ab_) = (regs('a', base, cd), regs('a', base + cd, ab), regs('a', base + cd + ab, ab));
                    lines.push(format!("{m} {ad}, {a}, {b}, {ad}"));
                    lines.push(format!("{m} {ad}, {aa}, {ab_}, {ad}"));
                    lines.push(format!("{m} {ad}, {a}, {b}, 0"));
                    lines.push(format!("{m} {d}, {aa}, {b}, {d}"));
                }
            }
        }
        if t != Target::Gfx1100 {
            for (v, a) in [(0, 0), (3, 200), (255, 255)] {
                lines.push(format!("v_accvgpr_read_b32 v{v}, a{a}"));
                lines.push(format!("v_accvgpr_write_b32 a{a}, v{v}"));
                lines.push(format!("v_accvgpr_write_b32 a{a}, 7"));
                lines.push(format!("v_accvgpr_mov_b32 a{a}, a{v}"));
            }
        }
        lines.push("s_endpgm".into());
        let n = assemble_and_link(&tools, &function("matrix", t, &lines), t, "matrix instructions");
        assert_eq!(n, lines.len());
    }
}

/// Operand forms to try every mnemonic with (`M` is a lane mask: an SGPR pair in wave64, one
/// SGPR in wave32; `C` the carry register, VCC or VCC_LO).
const FORMS: &[&str] = &[
    "s2, s4, s6",
    "s[2:3], s[4:5], s[6:7]",
    "s2, s4",
    "s[2:3], s[4:5]",
    "s[2:3], s[4:5], s6",
    "s2, 0x10",
    "null, 0x0",
    "s2, -5, 0x1234",
    "s[2:3], 7",
    "s2, 1.0",
    "",
    "0",
    "v1, v2",
    "v1, s2",
    "v1, 0x3f800000",
    "v1, -7",
    "v[2:3], v[4:5]",
    "v1, v[2:3]",
    "v[2:3], v1",
    "v1, v2, v3",
    "v1, s2, v3",
    "v1, v2, s3",
    "v1, 0x1234, v3",
    "v1, v2, 0x1234",
    "v1, v2, 5",
    "v1, -v2, v3",
    "v[2:3], v[4:5], v[6:7]",
    "v[2:3], s[4:5], v[6:7]",
    "v[2:3], v1, v[4:5]",
    "v[2:3], v[4:5], v1",
    "v[2:3], v[4:5], 3",
    "v1, v2, v3, v4",
    "v1, -v2, s3, v4",
    "v1, v2, v3, 0x3c00",
    "v[2:3], v[4:5], v[6:7], v[8:9]",
    "v[2:3], -v[4:5], v[6:7], s[8:9]",
    "v1, C, v2, v3",
    "v1, C, s2, v3",
    "v1, C, v2, 9",
    "v1, C, v2, v3, C",
    "v1, C, v2, v3, M",
    "v[2:3], C, v[4:5], v[6:7], v[8:9]",
    "v1, C, v2, v3, v4",
    "v[2:3], M, v1, v4, v[6:7]",
    "M, v1, v2",
    "M, s1, v2",
    "M, 3, v2",
    "M, v[2:3], v[4:5]",
    "M, v[2:3], 0",
    "M, v[2:3], v1",
    "v1, v2, v3, M",
    "v1, 0, 1, M",
    "s2, v1, 3",
    "v1, s2, 3",
    "s2, v1",
    "v1, v[2:3], off",
    "v1, v[2:3], off offset:-8",
    "v[2:3], v[4:5], off",
    "v[4:7], v[2:3], off offset:16",
    "v[2:3], v1, off",
    "v[2:3], v1, off offset:4",
    "v[2:3], v[4:5], off",
    "v[2:3], v[4:7], off",
    "v1, v[2:3], v4, off G",
    "v[2:3], v4, off",
    "v[2:3], v[4:5], v[6:7], off G",
    "v1, v[2:3], v[4:5], off G",
    "v[2:3], v[4:5], v[6:9], off G",
    "v1, off, off",
    "v1, off, off offset:8",
    "off, v1, off offset:16",
    "v[2:3], off, off offset:4088",
    "off, v[2:3], off offset:-4096",
    "v1, off, s9 offset:4",
    "off, v1, s101",
    "v[2:3], off, s9",
    "off, v[2:3], s9 offset:8",
    "v1, v2 offset:8",
    "v1, v2",
    "v[2:3], v4 offset:16",
    "v[0:3], v4",
    "v4, v[0:3] offset:32",
    "v1, v2, v3 offset:4",
    "s3, s[0:1], 0x10",
    "s[2:3], s[0:1], 0x8",
];

/// Every mnemonic the encoder knows, on every target that has it, in every form above that
/// both the encoder and llvm-mc take, gives llvm-mc's bytes; each has at least one such form.
#[test]
fn every_mnemonic_encodes_as_llvm_mc_does() {
    let Some(tools) = tools() else { return };
    use tessera_emit_amdgcn::encode;
    for t in Target::AMDGCN {
        let gfx = t.gfx().unwrap();
        let (mask, carry) = if gfx.wave() == 64 { ("s[6:7]", "vcc") } else { ("s6", "vcc_lo") };
        let glc = if t == Target::Gfx942 { "sc0" } else { "glc" };
        let mut lines = Vec::new();
        let mut ours = Vec::new();
        let mut known = Vec::new();
        // (The matrix instructions have their own test above.)
        let matrix = |m: &str| m.starts_with("v_mfma") || m.starts_with("v_wmma") || m.starts_with("v_accvgpr");
        for m in encode::mnemonics().filter(|m| encode::opcode(gfx, m).is_some() && !matrix(m)) {
            known.push(m);
            for f in FORMS {
                let f = f.replace('M', mask).replace('C', carry).replace('G', glc);
                let line = format!("{m} {f}").trim().to_string();
                if let Ok(bytes) = encode::encode_line(gfx, &line) {
                    lines.push((m, line));
                    ours.push(bytes);
                }
            }
        }
        let input: String = lines.iter().map(|(_, l)| format!("{l}\n")).collect();
        let out = std::process::Command::new(&tools.mc)
            .args(["-triple=amdgcn-amd-amdhsa", &format!("-mcpu={t}"), "-show-encoding"])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .and_then(|mut c| {
                use std::io::Write;
                c.stdin.take().unwrap().write_all(input.as_bytes())?;
                c.wait_with_output()
            })
            .unwrap();
        let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        let rejected: std::collections::HashSet<usize> = stderr
            .lines()
            .filter_map(|l| l.strip_prefix("<stdin>:")?.split(':').next()?.parse::<usize>().ok())
            .collect();
        let mut encodings = stdout.lines().filter_map(|l| {
            let bytes = l.split("; encoding: [").nth(1)?.strip_suffix(']')?;
            Some(
                bytes
                    .split(',')
                    .map(|b| u8::from_str_radix(b.trim_start_matches("0x"), 16).unwrap())
                    .collect::<Vec<u8>>(),
            )
        });
        let mut covered = std::collections::HashSet::new();
        for (i, ((m, line), mine)) in lines.iter().zip(&ours).enumerate() {
            if rejected.contains(&(i + 1)) {
                continue;
            }
            let theirs = encodings.next().unwrap_or_else(|| panic!("{t}: llvm-mc printed fewer encodings than lines"));
            assert_eq!(mine, &theirs, "{t}: `{line}`: tessera {mine:02x?}, llvm-mc {theirs:02x?}");
            covered.insert(*m);
        }
        let missing: Vec<&&str> = known.iter().filter(|m| !covered.contains(**m)).collect();
        assert!(missing.is_empty(), "{t}: no form of {missing:?} that both take");
        eprintln!("{t}: {} mnemonics, {} lines compared", known.len(), lines.len() - rejected.len());
    }
}
