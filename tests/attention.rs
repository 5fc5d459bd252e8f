//! The flash-attention forward of `tessera::kernels::attention` (issue 16): causal and not,
//! head dims 64 and 128, f16 and bf16, the log-sum-exp output, sequence lengths that are not a
//! multiple of the block. Each passes its checks against the f64 reference (`attention`,
//! `attention_lse`) in the interpreter, and in the PTX simulator for sm_80, sm_90 and sm_90a
//! (where the reference and the interpreter both check it); on AMDGCN's simulator, the ones
//! that fit the registers of gfx90a and gfx942.

mod common;

use tessera::directives::RunSpec;
use tessera::ir::DType;
use tessera::kernels::{attention, Attention};
use tessera::Target;

/// The directives for `heads` heads of `seq` rows: random Q, K, V, zeroed O and LSE, the grid,
/// and both checks.
fn spec(c: &Attention, heads: u32, seq: u32) -> RunSpec {
    RunSpec::parse(&common::attention_directives(c, heads, seq)).unwrap()
}

/// Head dim 64, blocks of 64 on 4 warps, 2 stages, f16, with the log-sum-exp; not causal.
fn base() -> Attention {
    Attention {
        d: 64,
        block_m: 64,
        block_n: 64,
        causal: false,
        dtype: DType::F16,
        warps: 4,
        stages: 2,
        lse: true,
        fold: false,
        split: false,
        reverse: true,
        heads_major: false,
    }
}

fn configs() -> Vec<(Attention, u32)> {
    let base = base();
    vec![
        (base, 100),
        (Attention { causal: true, ..base }, 128),
        (Attention { causal: true, dtype: DType::BF16, ..base }, 100),
        (Attention { d: 128, block_n: 32, causal: true, lse: false, ..base }, 72),
        (Attention { d: 128, block_n: 32, dtype: DType::BF16, stages: 3, ..base }, 64),
        // K's tile stored for the dot in the body (no ring).
        (Attention { stages: 1, ..base }, 64),
        // The scale folded into the exponentials.
        (Attention { fold: true, ..base }, 100),
        (Attention { fold: true, causal: true, dtype: DType::BF16, ..base }, 72),
        // The benchmark's shape of program: two warpgroups of query rows.
        (Attention { block_m: 128, warps: 8, causal: true, ..base }, 200),
        // The unmasked blocks in a loop of their own: ragged, causal (bm > bn), exact multiple.
        (Attention { split: true, ..base }, 200),
        (Attention { split: true, causal: true, block_m: 128, warps: 8, ..base }, 300),
        // Turns with three stages.
        (Attention { split: true, causal: true, block_m: 128, warps: 8, stages: 3, ..base }, 300),
        (Attention { split: true, causal: true, block_n: 32, dtype: DType::BF16, ..base }, 128),
        // The grid [heads, blocks]: the longest query block of every head first.
        (Attention { causal: true, heads_major: true, ..base }, 200),
    ]
}

#[test]
fn attention_kernels_match_the_reference_in_the_interpreter() {
    for (c, seq) in configs() {
        let k = attention(&c).unwrap();
        let r = tessera::run::run_cpu(&k, &spec(&c, 2, seq), 3).unwrap_or_else(|e| panic!("{c:?}: {e}"));
        assert!(r.passed(), "{c:?}, seq {seq}: {:?}", r.checks);
    }
}

#[test]
fn attention_kernels_pass_their_checks_in_the_ptx_simulator() {
    for (c, seq) in configs() {
        let k = attention(&c).unwrap();
        for target in [Target::Sm80, Target::Sm90, Target::Sm90a] {
            let r = tessera::run::run_sim(&k, &spec(&c, 2, seq), 5, target)
                .unwrap_or_else(|e| panic!("{c:?} on {target}: {e}"));
            assert!(r.passed(), "{c:?}, seq {seq} on {target}: {:?} {:?}", r.checks, r.vs_interp);
            assert_eq!(r.checks.len(), 1 + c.lse as usize, "{c:?} on {target}: every check ran");
        }
    }
}

/// On AMDGCN's simulator: every configuration fits, runs on the matrix cores and passes its
/// checks on gfx90a, gfx942 and gfx1100 (wave32: P crosses LDS in 16 bits, `lower::dot`).
#[test]
fn attention_kernels_pass_their_checks_in_the_amd_simulator() {
    for (c, seq) in configs() {
        let k = attention(&c).unwrap();
        for target in [Target::Gfx90a, Target::Gfx942, Target::Gfx1100] {
            let r = tessera::run::run_sim(&k, &spec(&c, 1, seq), 5, target)
                .unwrap_or_else(|e| panic!("{c:?} on {target}: {e}"));
            let code = tessera::compile(&k, target, &tessera::Options::default()).unwrap().code;
            let matrix = if target == Target::Gfx1100 { "v_wmma_f32_16x16x16" } else { "v_mfma_f32_16x16x16" };
            assert!(code.contains(matrix), "{c:?} on {target}: not on the matrix cores");
            assert!(r.passed(), "{c:?}, seq {seq} on {target}: {:?} {:?}", r.checks, r.vs_interp);
            assert_eq!(r.checks.len(), 1 + c.lse as usize, "{c:?} on {target}: every check ran");
        }
    }
}

/// A causal kernel fails the non-causal check on the same inputs, so the check sees causality.
#[test]
fn causal_masking_is_what_the_check_sees() {
    let c = Attention { causal: true, stages: 1, lse: false, ..base() };
    let k = attention(&c).unwrap();
    let mut s = spec(&c, 1, 128);
    // The same kernel checked against the non-causal reference fails.
    s.apply("check %o = attention(%q, %k, %v, 1, 128, 64, 0.18033688011112042, 0)").unwrap();
    let r = tessera::run::run_cpu(&k, &s, 3).unwrap();
    assert!(!r.passed(), "a causal kernel passed the non-causal check");
}

/// The examples `examples/attention_causal.tile`, `attention_d128.tile` and
/// `examples/attention_d128_bf16.tile` are
/// this generator's kernels with their `; run:` directives (TESSERA_BLESS=1 rewrites them).
#[test]
fn the_attention_examples_are_the_generators() {
    let base = Attention { causal: true, split: true, ..base() };
    let cases = [
        ("attention_causal", base, 100, "causal, head dim 64, f16 in and out, with the log-sum-exp"),
        (
            "attention_d128",
            Attention { d: 128, block_n: 32, causal: false, ..base },
            100,
            "not causal, head dim 128, f16 in and out, with the log-sum-exp",
        ),
        (
            "attention_d128_bf16",
            Attention { d: 128, block_n: 32, dtype: DType::BF16, lse: false, ..base },
            72,
            "causal, head dim 128, bf16 in and out",
        ),
    ];
    for (name, c, seq, what) in cases {
        let k = attention(&c).unwrap();
        let mut text = format!(
            "; Flash-attention forward: {what}.\n\
             ; Built by `tessera::kernels::attention` with\n\
             ; {c:?};\n\
             ; tests/attention.rs checks that this file is its output. Q, K, V, O: [heads, seq, d],\n\
             ; contiguous; each program computes {bm} query rows of one head. The sequence ({seq}) is\n\
             ; not a multiple of the block: loads, scores and stores are masked.\n",
            bm = c.block_m
        );
        for d in common::attention_directives(&c, 2, seq) {
            text += &format!("; run: {d}\n");
        }
        text += "\n";
        text += &tessera::ir::text::print_kernel(&k);
        common::golden::check(&format!("examples/{name}.tile"), &text);
    }
}

/// Two warpgroups on sm_90a take turns on the tensor cores (`lower::pipeline`): the loops'
/// program barrier gives way to named barriers, the last warpgroup refills the ring, and the
/// kernel still passes its checks (above). One warpgroup, or sm_90's `mma.sync`, takes none.
/// The simulator, which runs the warpgroups in lockstep, checks the turns' protocol: a handover
/// dropped leaves a phase that never completes, and that is an error.
#[test]
fn two_warpgroups_take_turns_and_a_broken_turn_is_caught() {
    use tessera::ir::interp::Arg;
    use tessera::simulate::{lower_ptx, run_lowered};
    use tessera_isel::ptx::Inst;
    use tessera_sim::lockstep::SimOptions;
    let two = Attention { split: true, causal: true, block_m: 128, warps: 8, ..base() };
    let k = attention(&two).unwrap();
    let turns = |k: &tessera::ir::Kernel, target| {
        let l = lower_ptx(k, target).unwrap();
        let insts = || l.ptx.vcode.blocks.values().flat_map(|b| &b.insts);
        let arrives = insts().filter(|i| matches!(i, Inst::BarArrive { .. })).count();
        let ordered = insts().filter(|i| matches!(i, Inst::TurnOrdered)).count();
        (arrives, ordered)
    };
    // Two loops (the split), each with a handover before it, in its body and after it.
    assert_eq!(turns(&k, Target::Sm90a), (6, 2));
    assert_eq!(turns(&k, Target::Sm90), (0, 0));
    assert_eq!(turns(&attention(&Attention { split: true, causal: true, ..base() }).unwrap(), Target::Sm90a), (0, 0));

    let seq = 200;
    let s = spec(&two, 1, seq);
    let args = tessera::run::make_args(&k, &s, 7).unwrap();
    let grid = [seq.div_ceil(two.block_m), 1, 1];
    let run = |drop: &dyn Fn(&Inst) -> bool| {
        let mut l = lower_ptx(&k, Target::Sm90a).unwrap();
        let mut dropped = 0;
        for b in l.ptx.vcode.blocks.values_mut() {
            let before = b.insts.len();
            b.insts.retain(|i| !drop(i));
            dropped += before - b.insts.len();
        }
        let mut a: Vec<Arg> = args.clone();
        (dropped, run_lowered(&k, &l, grid, &mut a, &SimOptions::default()).err().map(|e| e.to_string()))
    };
    assert_eq!(run(&|_| false), (0, None), "the turns as compiled");
    // The guarded handovers: the one before each loop and the one after it.
    let (n, e) = run(&|i| matches!(i, Inst::BarArrive { guard: Some(_), .. }));
    assert_eq!(n, 4);
    let e = e.expect("dropped handovers are caught");
    assert!(e.contains("named barrier") && e.contains("hang"), "{e}");
    let (n, e) = run(&|i| matches!(i, Inst::BarSyncNamed { .. }));
    assert_eq!(n, 4);
    assert!(e.expect("dropped takes are caught").contains("named barrier"));
    // Every phase still whole, but in the loop each warpgroup waits for its turn before
    // handing the other one its own: lockstep passes it, the replay of the barriers does not.
    let mut l = lower_ptx(&k, Target::Sm90a).unwrap();
    let mut moved = 0;
    for b in l.ptx.vcode.blocks.values_mut() {
        let hand = b.insts.iter().position(|i| matches!(i, Inst::BarArrive { guard: None, .. }));
        let take = b.insts.iter().position(|i| matches!(i, Inst::BarSyncNamed { .. }));
        if let (Some(h), Some(t)) = (hand, take) {
            if h < t {
                let take = b.insts.remove(t);
                b.insts.insert(h, take);
                moved += 1;
            }
        }
    }
    assert_eq!(moved, 2, "one take moved in each loop");
    let mut a: Vec<Arg> = args.clone();
    let e = run_lowered(&k, &l, grid, &mut a, &SimOptions::default()).unwrap_err().to_string();
    assert!(e.contains("deadlock"), "{e}");
}
