//! The AMDGCN backend: examples and random kernels compile for gfx90a, gfx942 and gfx1100,
//! regalloc2's checker accepts every allocation, llvm-mc (the oracle) assembles the text and
//! ld.lld links it into a code object, and tessera's own encoder gives the same bytes as
//! llvm-mc for every instruction of the same text. The expected assembly of the examples is
//! checked in (`tests/amdgcn/NAME.TARGET.s`, `common::golden`; TESSERA_BLESS=1 rewrites it).
//! The code object that compiles build from the emitter's operands has the same bytes as the
//! one encoded from the text ([`same_code_both_ways`]), for every example, dot and random
//! kernel.

mod common;

use common::amdgcn_oracle::{assemble_and_link, tools, Module};
use common::{example, golden};
use tessera::ir::gen::{generate, SplitMix};
use tessera::ir::{text, Kernel};
use tessera::{compile_amdgcn, Target};

/// Compiles with regalloc2's checker on (and checks [`same_code_both_ways`]).
fn compile_checked(k: &Kernel, t: Target) -> Result<(String, tessera::AmdgcnUsage), String> {
    let (l, asm, usage) = compile_amdgcn(k, t, true).map_err(|e| e.to_string())?;
    same_code_both_ways(k, &l, &asm, usage, t);
    Ok((asm.text, usage))
}

/// The encoder gives the same instructions, at the same offsets and lines, and the same code
/// object, from the emitter's operands (the compile path) as from the text (llvm-mc's input).
fn same_code_both_ways(
    k: &Kernel,
    l: &tessera::compile::LoweredAmdgcn,
    asm: &tessera_emit_amdgcn::Assembly,
    usage: tessera::AmdgcnUsage,
    t: Target,
) {
    use tessera_emit_amdgcn::encode;
    let gfx = t.gfx().unwrap();
    let what = format!("{} for {t}", k.name);
    let name = encode::kernels(&asm.text)[0].0;
    // (Branches too far for their offset are relaxed by the emitter: `tessera_emit_amdgcn::relax`.)
    let from_text = encode::assemble_kernel(gfx, &asm.text, name).unwrap().unwrap_or_else(|e| panic!("{what}: {e}"));
    let direct = encode::assemble_program(gfx, &asm.program).unwrap_or_else(|e| panic!("{what}: {e}"));
    assert_eq!(direct.insts, from_text.insts, "{what}: instruction offsets or lines differ");
    if let Some(at) = (0..direct.code.len()).find(|&i| direct.code.get(i) != from_text.code.get(i)) {
        let line = from_text.insts.iter().rev().find(|(off, _)| *off as usize <= at).map_or(0, |&(_, n)| n);
        panic!("{what}: the bytes differ at {at:#x} (line {line} after the kernel's label)");
    }
    assert_eq!(direct.code.len(), from_text.code.len(), "{what}: code lengths differ");
    let a = tessera::amdgcn_code_object(k, l, asm, usage).unwrap_or_else(|e| panic!("{what}: {e}"));
    let b = tessera::amdgcn_code_object_from_text(k, l, &asm.text, usage).unwrap_or_else(|e| panic!("{what}: {e}"));
    assert!(a == b, "{what}: the code objects differ");
}

#[test]
fn examples_in_scope_assemble_link_and_match_expected_assembly() {
    let tools = tools();
    for &name in tessera::EXAMPLES_IN_SCOPE {
        for t in Target::AMDGCN {
            let (asm, _) = compile_checked(&example(name).0, t).unwrap_or_else(|e| panic!("{name} for {t}: {e}"));
            if let Some(tools) = &tools {
                assert!(assemble_and_link(tools, &asm, t, name) > 0);
            }
            golden::check(&format!("tests/amdgcn/{name}.{t}.s"), &asm);
        }
    }
}

/// Dots on the matrix cores, as expected assembly (`tests/amdgcn/dot/*.s`): the matmul
/// examples on gfx90a and gfx942 (MFMA, a K loop over 4 warps; f16 on the 32x32 form, i8 and
/// tf32 each on its target's own), and one-wave dots on all three targets (16x16 MFMA forms,
/// 32x32 f32, and gfx1100's WMMA), their inputs printed in the `.tile` text beside them.
#[test]
fn dots_match_expected_assembly() {
    use tessera::ir::op::DotPrecision;
    use tessera::ir::DType;
    let tools = tools();
    let mut cases: Vec<(String, Kernel, Vec<Target>)> = Vec::new();
    for name in ["matmul_f16", "matmul_bf16", "matmul_f32", "matmul_tf32", "matmul_i8"] {
        cases.push((name.into(), example(name).0, vec![Target::Gfx90a, Target::Gfx942]));
    }
    let small: [(&str, u32, u32, u32, DType, DType, DotPrecision); 4] = [
        ("dot_f16_16x32x32", 16, 32, 32, DType::F16, DType::F32, DotPrecision::Ieee),
        ("dot_bf16_16x32x32", 16, 32, 32, DType::BF16, DType::F32, DotPrecision::Ieee),
        ("dot_f32_32x32x8", 32, 32, 8, DType::F32, DType::F32, DotPrecision::Ieee),
        ("dot_i8_16x16x32", 16, 16, 32, DType::I8, DType::I32, DotPrecision::Ieee),
    ];
    for (name, m, n, k, ta, tc, p) in small {
        let kernel = common::dot_kernel(m, n, k, ta, tc, p, 1);
        let targets = if ta.bits() == 16 { Target::AMDGCN.to_vec() } else { vec![Target::Gfx90a, Target::Gfx942] };
        golden::check(&format!("tests/amdgcn/dot/{name}.tile"), &text::print_kernel(&kernel));
        cases.push((name.into(), kernel, targets));
    }
    for (name, kernel, targets) in cases {
        for t in targets {
            let (asm, _) = compile_checked(&kernel, t).unwrap_or_else(|e| panic!("{name} for {t}: {e}"));
            assert!(asm.contains("v_mfma") || asm.contains("v_wmma"), "{name} for {t}: no matrix instruction");
            if let Some(tools) = &tools {
                assemble_and_link(tools, &asm, t, &name);
            }
            golden::check(&format!("tests/amdgcn/dot/{name}.{t}.s"), &asm);
        }
    }
}

/// 2,000 random kernels in the backend's scope compile for each AMDGCN target with the
/// allocation checked, and the assembly assembles and links (a hundred kernels per file).
#[test]
fn random_kernels_allocate_assemble_and_link() {
    let tools = tools();
    let cases: u64 = std::env::var("TESSERA_AMDGCN_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(2000);
    for t in Target::AMDGCN {
        let cfg = t.gen_config();
        let mut module = Module::default();
        let (mut moves, mut spilled, mut max_v, mut tuples, mut encoded) = (0, 0, 0, 0usize, 0);
        let (mut dots, mut on_matrix_cores, mut too_big) = (0, 0, Vec::new());
        for seed in 0..cases {
            let mut case = generate(&mut SplitMix(seed), &cfg);
            case.kernel.name = format!("k{seed}");
            let has_dot = case.kernel.insts.values().any(|d| matches!(d.op, tessera::ir::op::Op::Dot { .. }));
            dots += has_dot as usize;
            // A dot may need more VGPRs than a wave has (`Target::gen_config`): counted, printed.
            let (asm, usage) = match compile_amdgcn(&case.kernel, t, true) {
                Ok((l, asm, usage)) => {
                    same_code_both_ways(&case.kernel, &l, &asm, usage, t);
                    (asm.text, usage)
                }
                Err(e) if e.exceeds_limits() => {
                    too_big.push(format!("seed {seed}{}: {e}", if has_dot { " (dot)" } else { "" }));
                    continue;
                }
                Err(e) => panic!("seed {seed} for {t}: {e}\n{}", text::print_kernel(&case.kernel)),
            };
            on_matrix_cores += (asm.contains("v_mfma_") || asm.contains("v_wmma_")) as usize;
            moves += usage.moves;
            spilled += (usage.spills > 0) as usize;
            max_v = max_v.max(usage.vgprs);
            // 16-byte accesses (register tuples; GFX9 and GFX11 spellings).
            tuples += (asm.contains("dwordx4 ") || asm.contains("_b128 ")) as usize;
            module.add(&asm);
            if module.len() == 100 {
                let m = module.take();
                if let Some(tools) = &tools {
                    encoded += assemble_and_link(tools, &m, t, &format!("random kernels up to seed {seed}"));
                }
            }
        }
        // The rest (skipped kernels leave the last module short).
        if !module.is_empty() {
            let m = module.take();
            if let Some(tools) = &tools {
                encoded += assemble_and_link(tools, &m, t, "the last random kernels");
            }
        }
        eprintln!(
            "{t}: {cases} kernels, {moves} moves in all, {spilled} with spills, at most {max_v} VGPRs, {tuples} with 16-byte accesses; {encoded} instructions encoded as llvm-mc does"
        );
        eprintln!(
            "{t}: {dots} kernels with dots, {on_matrix_cores} on matrix cores, {} skipped: more VGPRs than a wave can address, or too long to encode",
            too_big.len()
        );
        for s in &too_big {
            eprintln!("  skipped {s}");
        }
        assert!(too_big.len() * 20 <= cases as usize, "{t}: {} of {cases} kernels exceed the registers", too_big.len());
        assert!(cases < 1000 || tuples > 0, "{t}: no kernel with 16-byte accesses");
    }
}

/// Issue 43: a tile too large for a wave's registers and the scratch memory the compiler
/// gives a lane (a 1M-element add, 8,192 values per lane) is refused with the register error,
/// from the pressure before any allocation (`tessera_emit_amdgcn::allocate`): such kernels
/// took from 20 s to past 300 s in allocation (docs/benchmarks-history.md, "Refusals").
#[test]
fn kernels_past_the_register_file_are_refused_with_the_register_error() {
    let add = std::fs::read_to_string(format!("{}/examples/add.tile", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let huge = text::parse(&add.replace("1024", "1048576")).unwrap().kernels.remove(0);
    let scratch = tessera_emit_amdgcn::SCRATCH_DWORDS;
    let cases = [
        (&huge, Target::Gfx90a, 512 + scratch),
        (&huge, Target::Gfx942, 512 + scratch),
        (&huge, Target::Gfx1100, 256 + scratch),
    ];
    for (k, t, limit) in cases {
        match compile_amdgcn(k, t, false) {
            Err(e @ tessera::CompileError::Registers(n, l)) => {
                assert!(n > l && l == limit, "{} for {t}: {e}", k.name);
                assert!(e.exceeds_limits());
            }
            Err(e) => panic!("{} for {t}: not the register error: {e}", k.name),
            Ok(_) => panic!("{} for {t}: compiled", k.name),
        }
    }
}
