//! Long branches on AMDGCN (`emit-amdgcn/src/relax.rs`): a branch that its 16-bit offset
//! cannot reach becomes `s_getpc_b64` / `s_add_u32` / `s_addc_u32` / `s_setpc_b64` through the
//! emitter's scratch SGPR pair, a conditional one inverted to skip over it.
//!
//! - The long form's instructions and label distances encode as llvm-mc encodes them.
//! - With every branch made long (`with_branch_reach(0, ..)`), the examples and random
//!   kernels on all three targets assemble with llvm-mc to tessera's bytes, the code object
//!   from the emitter's operands equals the one from the text, and the simulator agrees with
//!   the interpreter.
//! - A kernel whose loop really is longer than a branch reaches (no knob) compiles, assembles
//!   with llvm-mc to the same bytes and runs on the simulator as the interpreter does.

mod common;

use common::amdgcn_oracle::{assemble_and_link, tools};
use common::example;
use tessera::directives::RunSpec;
use tessera::fuzzing::exact_config;
use tessera::ir::gen::{generate, SplitMix};
use tessera::ir::interp;
use tessera::ir::{text, Kernel};
use tessera::run::run_sim;
use tessera::simulate::run_amdgcn_code;
use tessera::{compile_amdgcn, Target};
use tessera_emit_amdgcn::{encode, with_branch_reach};
use tessera_sim::amdgcn::SimOptions;

/// Compiles `k` for `t` (regalloc2's checker on) and checks that the emitter's operands and the
/// text give the same code and code object; the text.
fn compile_both_ways(k: &Kernel, t: Target) -> Result<String, String> {
    let (l, asm, usage) = compile_amdgcn(k, t, true).map_err(|e| e.to_string())?;
    let gfx = t.gfx().unwrap();
    let what = format!("{} for {t}", k.name);
    let from_text = encode::assemble_kernel(gfx, &asm.text, &k.name).unwrap().unwrap_or_else(|e| panic!("{what}: {e}"));
    let direct = encode::assemble_program(gfx, &asm.program).unwrap_or_else(|e| panic!("{what}: {e}"));
    assert_eq!(direct.insts, from_text.insts, "{what}: instruction offsets or lines differ");
    assert!(direct.code == from_text.code, "{what}: the code differs between the program and the text");
    let a = tessera::amdgcn_code_object(k, &l, &asm, usage).unwrap_or_else(|e| panic!("{what}: {e}"));
    let b = tessera::amdgcn_code_object_from_text(k, &l, &asm.text, usage).unwrap_or_else(|e| panic!("{what}: {e}"));
    assert!(a == b, "{what}: the code objects differ");
    Ok(asm.text)
}

fn long_branches(asm: &str) -> usize {
    asm.matches("s_setpc_b64").count()
}

/// One function of hand-written lines, as the emitter frames a kernel.
fn function(name: &str, target: Target, lines: &[&str]) -> String {
    let mut s = format!(".amdgcn_target \"amdgcn-amd-amdhsa--{target}\"\n.text\n.globl {name}\n.p2align 8\n");
    s += &format!(".type {name},@function\n{name}:\n");
    for l in lines {
        if l.ends_with(':') {
            s += &format!("{l}\n");
        } else {
            s += &format!("  {l}\n");
        }
    }
    s + &format!(".L{name}_end:\n.size {name}, .L{name}_end-{name}\n")
}

/// `s_getpc_b64`, `s_setpc_b64` and the label distances, forward and backward, short and
/// across the 4 GiB boundary of the high half, give llvm-mc's bytes.
#[test]
fn long_branch_instructions_encode_as_llvm_mc_does() {
    let Some(tools) = tools() else { return };
    let lines = [
        ".Lk_0:",
        "s_cmp_lg_u32 s2, 0",
        "s_cbranch_scc0 .Lk_skip0",
        "s_getpc_b64 s[8:9]",
        ".Lk_pc0:",
        "s_add_u32 s8, s8, (.Lk_0-.Lk_pc0)&4294967295",
        "s_addc_u32 s9, s9, (.Lk_0-.Lk_pc0)>>32",
        "s_setpc_b64 s[8:9]",
        ".Lk_skip0:",
        "s_getpc_b64 s[98:99]",
        ".Lk_pc1:",
        "s_add_u32 s98, s98, (.Lk_1-.Lk_pc1)&4294967295",
        "s_addc_u32 s99, s99, (.Lk_1-.Lk_pc1)>>32",
        "s_setpc_b64 s[98:99]",
        "s_nop 0",
        ".Lk_1:",
        "s_getpc_b64 s[2:3]",
        "s_setpc_b64 s[100:101]",
        "s_endpgm",
    ];
    for t in Target::AMDGCN {
        let n = assemble_and_link(&tools, &function("k", t, &lines), t, "long branches");
        assert_eq!(n, lines.iter().filter(|l| !l.ends_with(':')).count());
    }
}

/// With every branch long, the examples (on all three targets; the straight-line ones have no
/// branch, the matmuls' K loops do: on the matrix cores of gfx90a and gfx942, and of gfx1100
/// for 16-bit inputs) assemble with llvm-mc to tessera's bytes and run on the simulator as
/// the interpreter does.
#[test]
fn examples_with_every_branch_long_match_llvm_mc_and_the_interpreter() {
    let tools = tools();
    let mut long = 0;
    let all = Target::AMDGCN.to_vec();
    let cdna = vec![Target::Gfx90a, Target::Gfx942];
    let mut cases: Vec<(&str, Vec<Target>)> = tessera::EXAMPLES_IN_SCOPE.iter().map(|&n| (n, all.clone())).collect();
    cases.extend([("matmul", all.clone()), ("matmul_bf16", all.clone()), ("matmul_f32", cdna)]);
    for (name, targets) in cases {
        let (k, spec) = example(name);
        for t in targets {
            let asm = with_branch_reach(0, || compile_both_ways(&k, t)).unwrap_or_else(|e| panic!("{name} {t}: {e}"));
            long += long_branches(&asm);
            eprintln!("{name} {t}: {} long branches", long_branches(&asm));
            if let Some(tools) = &tools {
                assert!(assemble_and_link(tools, &asm, t, name) > 0);
            }
            let r = with_branch_reach(0, || run_sim(&k, &spec, 0, t)).unwrap_or_else(|e| panic!("{name} {t}: {e}"));
            assert!(r.passed(), "{name} {t}: checks {:?}\nvs interp {:?}", r.checks, r.vs_interp);
        }
    }
    eprintln!("{long} long branches over the examples");
    assert!(long > 0, "no example has a branch to make long");
}

/// With every branch long, random kernels (100 per target) assemble with llvm-mc to tessera's
/// bytes and run on the simulator as the interpreter does, bit for bit.
#[test]
fn random_kernels_with_every_branch_long_match_llvm_mc_and_the_interpreter() {
    let tools = tools();
    for t in Target::AMDGCN {
        let cfg = exact_config(t);
        let (mut long, mut compiled) = (0, 0);
        for seed in 0..100 {
            let case = generate(&mut SplitMix(seed), &cfg);
            let asm = match with_branch_reach(0, || compile_both_ways(&case.kernel, t)) {
                Ok(a) => a,
                // More VGPRs than a wave has: not this test's business.
                Err(e) if e.contains("VGPRs") || e.contains("registers") => continue,
                Err(e) => panic!("{t} seed {seed}: {e}"),
            };
            compiled += 1;
            long += long_branches(&asm);
            if let Some(tools) = &tools {
                assemble_and_link(tools, &asm, t, &format!("random {seed}"));
            }
            let mut want = case.args.clone();
            interp::run(&case.kernel, case.grid, &mut want).unwrap();
            let mut got = case.args.clone();
            run_amdgcn_code(&case.kernel, &asm, case.grid, &mut got, &SimOptions::default())
                .unwrap_or_else(|e| panic!("{t} seed {seed}: {e}\n{}", text::print_kernel(&case.kernel)));
            if let Some(d) = common::first_difference(&case.kernel, &got, &want) {
                panic!("{t} seed {seed}: {d}\n{}\n{asm}", text::print_kernel(&case.kernel));
            }
        }
        eprintln!("{t}: {compiled} random kernels, {long} long branches");
        assert!(compiled >= 90 && long > 0, "{t}: {compiled} kernels compiled, {long} long branches");
    }
}

/// A loop whose body is longer than 32,767 dwords: its back edge and its exit branch cannot be
/// short, and nothing forces them long.
fn long_loop() -> (Kernel, RunSpec) {
    let mut body = String::new();
    let mut y = "%y".to_string();
    for i in 0..48 {
        body += &format!("    %q{i} = div {y}, %xv : tile<2048xf32>\n    %s{i} = add %q{i}, %xv : tile<2048xf32>\n");
        y = format!("%s{i}");
    }
    let src = format!(
        "; run: grid = 1
; run: %x = rand(2048)
; run: %out = zeros(2048)
; run: %n = 3
kernel @long_loop(%x: ptr<f32> align 16, %out: ptr<f32> align 16, %n: i32) num_warps 1 {{
  %offs = arange 0, 2048 : tile<2048xi32>
  %x_base = splat %x : tile<2048xptr<f32>>
  %x_ptrs = ptradd %x_base, %offs : tile<2048xptr<f32>>
  %xv = load %x_ptrs : tile<2048xf32>
  %lo = const 0 : i32
  %one = const 1 : i32
  %r = for %i = %lo to %n step %one iter(%y = %xv) -> (tile<2048xf32>) {{
{body}    yield {y}
  }}
  %out_base = splat %out : tile<2048xptr<f32>>
  %out_ptrs = ptradd %out_base, %offs : tile<2048xptr<f32>>
  store %out_ptrs, %r
}}
"
    );
    let file = text::parse(&src).unwrap_or_else(|e| panic!("{e}"));
    (file.kernels[0].clone(), RunSpec::parse(&file.directives).unwrap())
}

#[test]
fn a_loop_longer_than_a_branch_reaches_compiles_and_runs() {
    let (k, spec) = long_loop();
    let tools = tools();
    for t in Target::AMDGCN {
        let t0 = std::time::Instant::now();
        let asm = compile_both_ways(&k, t).unwrap_or_else(|e| panic!("{t}: {e}"));
        let code = encode::assemble_kernel(t.gfx().unwrap(), &asm, "long_loop").unwrap().unwrap();
        eprintln!(
            "{t}: {} bytes of code, {} long branches, compiled in {:.1} s",
            code.code.len(),
            long_branches(&asm),
            t0.elapsed().as_secs_f64()
        );
        assert!(code.code.len() > 4 * 32768, "{t}: only {} bytes: not long enough for this test", code.code.len());
        assert!(long_branches(&asm) > 0, "{t}: no long branch");
        if let Some(tools) = &tools {
            assert!(assemble_and_link(tools, &asm, t, "long_loop") > 0);
        }
        let r = run_sim(&k, &spec, 0, t).unwrap_or_else(|e| panic!("{t}: {e}"));
        assert!(r.passed(), "{t}: vs interp {:?}", r.vs_interp);
        assert!(r.vs_interp.iter().all(|c| c.differing == 0), "{t}: {:?}", r.vs_interp);
    }
}
