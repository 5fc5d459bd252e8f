//! Every code generator switch (`tessera_isel::CodegenOptions`) at each of its non-default
//! values keeps every example correct: each example is compiled under each single-switch
//! variant for the targets the switches act on, and wherever the variant's code differs from
//! the default's it runs in the simulator and is checked as the example's `; run:` lines say
//! (its references and the interpreter). Each switch must change the code of some example, so
//! that none is dead or untested. Besides the examples: the kernel library's attention with two
//! warpgroups taking turns (the only kernels with turns and their refill), and its backward
//! on two warpgroups with a late-refilled ring.

mod common;

use std::collections::BTreeMap;
use tessera::directives::RunSpec;
use tessera::ir::text;
use tessera::{Options, Target};
use tessera_isel::CodegenOptions;

/// PTX for mma.sync (sm_80) and for wgmma, TMA and turns (sm_90a); AMDGCN in wave64 with
/// MFMA (gfx942) and wave32 with WMMA (gfx1100).
const TARGETS: [Target; 4] = [Target::Sm80, Target::Sm90a, Target::Gfx942, Target::Gfx1100];

#[test]
fn every_switch_at_every_value_keeps_every_example_correct() {
    let dir = format!("{}/examples", env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "tile"))
        .collect();
    files.sort();
    let mut kernels: Vec<(String, tessera::ir::Kernel, RunSpec)> = files
        .iter()
        .map(|path| {
            let file = text::parse(&std::fs::read_to_string(path).unwrap()).unwrap();
            let spec = RunSpec::parse(&file.directives).unwrap();
            (path.file_stem().unwrap().to_string_lossy().to_string(), file.kernels[0].clone(), spec)
        })
        .collect();
    let turns = tessera::kernels::Attention {
        d: 64,
        block_m: 128,
        block_n: 64,
        causal: true,
        dtype: tessera::ir::DType::F16,
        warps: 8,
        stages: 3,
        lse: true,
        fold: false,
        split: true,
        reverse: true,
        heads_major: false,
    };
    kernels.push((
        "kernels::attention (two warpgroups)".into(),
        tessera::kernels::attention(&turns).unwrap(),
        RunSpec::parse(&common::attention_directives(&turns, 1, 200)).unwrap(),
    ));
    // The backward at d64 with the d128 benchmark's blocks, 64 x 128 (two warpgroups, a
    // copy-engine ring refilled late): the only kernel with a loop that closes at a barrier
    // after its writes, and with P and dS stored from the accumulators' layout (`stmatrix`).
    let bwd = tessera::kernels::AttentionBwd {
        d: 64,
        block_m: 64,
        block_n: 128,
        causal: false,
        dtype: tessera::ir::DType::F16,
        warps: 8,
        stages: 2,
    };
    kernels.push((
        "kernels::attention_bwd (64 x 128, two warpgroups)".into(),
        tessera::kernels::attention_bwd(&bwd).unwrap(),
        RunSpec::parse(&common::bwd_directives(&bwd, 1, 128)).unwrap(),
    ));
    let variants = CodegenOptions::variants();
    let mut changed: BTreeMap<&str, Vec<String>> = variants.iter().map(|(n, _)| (n.as_str(), Vec::new())).collect();
    let mut runs = 0;
    for (name, k, spec) in &kernels {
        for t in TARGETS {
            // The fp8 examples compile only where fp8 does (tests/fp8.rs checks the refusals).
            if tessera::FP8_EXAMPLES.contains(&name.as_str()) && t != Target::Sm90a {
                continue;
            }
            let base = match tessera::compile(k, t, &Options::default()) {
                Ok(c) => c.code,
                // (What does not fit a target by default, issue 42, is not this test's.)
                Err(tessera::CompileError::Registers(..)) => continue,
                Err(e) => panic!("{name} on {t}: {e}"),
            };
            let mut seen = std::collections::HashSet::new();
            let t0 = std::time::Instant::now();
            for (v, codegen) in &variants {
                let opts = Options { codegen: *codegen, ..Options::default() };
                let code = match tessera::compile(k, t, &opts) {
                    Ok(c) => c.code,
                    Err(tessera::CompileError::Registers(..)) => continue,
                    Err(e) => panic!("{name} on {t} with {v}: {e}"),
                };
                if code == base {
                    continue;
                }
                changed.get_mut(v.as_str()).unwrap().push(format!("{name} on {t}"));
                // (Two switches that give the same code need one run.)
                if spec.grid.is_none() || !seen.insert(code) {
                    continue;
                }
                let r = tessera::run::run_sim_with(k, &spec, 1, t, &opts)
                    .unwrap_or_else(|e| panic!("{name} on {t} with {v}: {e}"));
                assert!(r.passed(), "{name} on {t} with {v}: {:?} {:?}", r.checks, r.vs_interp);
                runs += 1;
            }
            println!("{name} on {t}: {:.2} s", t0.elapsed().as_secs_f64());
        }
    }
    let dead: Vec<_> = changed.iter().filter(|(_, w)| w.is_empty()).map(|(v, _)| *v).collect();
    assert!(dead.is_empty(), "switches that change no example's code: {dead:?}");
    println!("{runs} simulated runs over {} variants", variants.len());
}
