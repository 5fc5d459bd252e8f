//! tessera's AMDGCN encoder on what the instruction selection does not emit yet: every matrix
//! instruction the simulator knows (MFMA with VGPR and AGPR operands and a constant C, the
//! `v_accvgpr_*` moves, WMMA), written by hand and compared with llvm-mc's bytes instruction
//! by instruction. (Compiled code is compared in `tests/amdgcn.rs` and `tests/amdgcn_mfma.rs`.)

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
