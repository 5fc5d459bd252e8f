//! The flash-attention backward of `tessera::kernels::attention_bwd` (issue 41): the
//! preprocessing (`delta = rowsum(dO * O)`) and the gradients, causal and not. Each kernel's
//! dQ, dK and dV agree with the f64 reference (`attention_dq`, `attention_dk`, `attention_dv`:
//! the forward recomputed from Q, K, V, the gradients by the textbook formulas) in the
//! interpreter, and in the simulators of sm_90 and sm_90a code (PTX), gfx942 and gfx1100 code
//! (AMDGCN), where the same reference checks them and they agree with the interpreter.
//!
//! The reference's bound: `2^-10` (f16; `2^-7` bf16) times the largest sum of the magnitudes of
//! the terms of an output, twice the rounding of P and dS to 16 bits before their dots, the
//! only large error of a correct kernel (f32 sums and `exp2` are two orders below:
//! `reference::attention_grad`). The examples `examples/attention_bwd*.tile` are these
//! generators' kernels with their `; run:` directives (`TESSERA_BLESS=1` rewrites them).
//! `-- --nocapture` prints the largest error of every check beside its tolerance.

mod common;

use common::{bwd_directives, qk_scale};
use tessera::directives::RunSpec;
use tessera::ir::interp::{self, Arg, Buffer};
use tessera::ir::DType;
use tessera::kernels::{attention, attention_bwd, attention_bwd_preprocess, Attention, AttentionBwd};
use tessera::run::Report;
use tessera::Target;

/// The softmax scale 1/sqrt(d), times log2(e): the forward's `qk_scale`.
/// The preprocessing's directives: random O and dO, delta checked as the row dot products.
fn pre_directives(c: &AttentionBwd, heads: u32, seq: u32) -> Vec<String> {
    let n = heads * seq * c.d;
    vec![
        format!("grid = [{}, {heads}, 1]", seq.div_ceil(c.block_m)),
        format!("%o = rand({n})"),
        format!("%do = rand({n})"),
        format!("%delta = zeros({})", heads * seq),
        format!("%seq = {seq}"),
        format!("check %delta = rowdot(%o, %do, {}, {})", heads * seq, c.d),
    ]
}

/// Head dim 64, blocks of 64 on 4 warps, f16, not causal.
fn base() -> AttentionBwd {
    AttentionBwd { d: 64, block_m: 64, block_n: 64, causal: false, dtype: DType::F16, warps: 4, stages: 1 }
}

/// The configurations and sequence lengths every device runs.
fn configs() -> Vec<(AttentionBwd, u32)> {
    let base = base();
    vec![
        (base, 128),
        (AttentionBwd { causal: true, ..base }, 128),
        // Ragged: the last key block and the last query block are masked by `seq`.
        (AttentionBwd { causal: true, ..base }, 100),
        (AttentionBwd { dtype: DType::BF16, ..base }, 100),
        // Two warpgroups on sm_90a; on AMD, fewer registers a lane.
        (AttentionBwd { warps: 8, causal: true, ..base }, 100),
        // Two warpgroups side by side over 64 x 128 scores (P and dS transposed from there), Q
        // and dO fetched ahead (by the copy engine on sm_90a).
        (AttentionBwd { warps: 8, block_n: 128, stages: 2, ..base }, 192),
    ]
}

/// Configurations that fit only Hopper's shared memory (165 KB and more): the d64 benchmark's
/// blocks, where each warpgroup has 64 query rows of its own (gfx942 and sm_80 refuse them
/// with the bytes they would need).
fn hopper_configs() -> Vec<(AttentionBwd, u32)> {
    vec![(AttentionBwd { warps: 8, block_m: 128, block_n: 128, stages: 2, causal: true, ..base() }, 200)]
}

/// More shapes for the interpreter alone: query and key blocks of different sizes (the causal
/// loop's first query block rounds down to a query block), head dim 128, two stages.
fn interpreter_configs() -> Vec<(AttentionBwd, u32)> {
    let base = base();
    let mut v = configs();
    v.extend(hopper_configs());
    v.extend([
        (AttentionBwd { causal: true, block_m: 32, ..base }, 160),
        (AttentionBwd { causal: true, block_n: 32, ..base }, 160),
        (AttentionBwd { d: 128, block_n: 32, causal: true, ..base }, 72),
        (AttentionBwd { stages: 2, causal: true, dtype: DType::BF16, ..base }, 200),
    ]);
    v
}

fn spec(lines: &[String]) -> RunSpec {
    RunSpec::parse(lines).unwrap()
}

/// Prints each check's largest error against its tolerance, and the comparison with the
/// interpreter where the run has one; fails on any that did not pass.
fn assert_passed(what: &str, r: &Report, checks: usize) {
    for c in &r.checks {
        eprintln!(
            "{what}: {} max |err| {:.3e} (atol {:.3e}, rtol {:.1e}){}",
            c.check.split('(').next().unwrap_or(""),
            c.max_abs_err,
            c.tolerance.atol,
            c.tolerance.rtol,
            if c.passed { "" } else { "  FAILED" }
        );
    }
    for c in &r.vs_interp {
        if c.differing > 0 {
            eprintln!(
                "{what}: %{} vs interpreter: {} of {} differ, max |err| {:.3e} (atol {:.1e}, rtol {:.1e})",
                c.buffer, c.differing, c.elements, c.max_abs_err, c.tolerance.atol, c.tolerance.rtol
            );
        }
    }
    assert!(r.passed(), "{what}: {:?}\n{:?}", r.checks, r.vs_interp);
    assert_eq!(r.checks.len(), checks, "{what}: every check ran");
}

#[test]
fn backward_kernels_match_the_reference_in_the_interpreter() {
    for (c, seq) in interpreter_configs() {
        let pre = attention_bwd_preprocess(&c).unwrap();
        let r = tessera::run::run_cpu(&pre, &spec(&pre_directives(&c, 2, seq)), 1).unwrap();
        assert_passed(&format!("preprocess {c:?}, seq {seq}"), &r, 1);
        let k = attention_bwd(&c).unwrap();
        let r = tessera::run::run_cpu(&k, &spec(&bwd_directives(&c, 2, seq)), 3).unwrap();
        assert_passed(&format!("{c:?}, seq {seq}"), &r, 3);
    }
}

/// The kernels on the simulator of `target`'s code: the references check them, and they agree
/// with the interpreter on the same inputs.
fn in_simulator(target: Target) {
    let hopper = if matches!(target, Target::Sm90 | Target::Sm90a) { hopper_configs() } else { vec![] };
    for (c, seq) in configs().into_iter().chain(hopper) {
        let heads = if target.gfx().is_some() { 1 } else { 2 };
        let pre = attention_bwd_preprocess(&c).unwrap();
        let r = tessera::run::run_sim(&pre, &spec(&pre_directives(&c, heads, seq)), 2, target)
            .unwrap_or_else(|e| panic!("preprocess {c:?} on {target}: {e}"));
        assert_passed(&format!("preprocess {c:?}, seq {seq} on {target}"), &r, 1);
        let k = attention_bwd(&c).unwrap();
        let r = tessera::run::run_sim(&k, &spec(&bwd_directives(&c, heads, seq)), 5, target)
            .unwrap_or_else(|e| panic!("{c:?} on {target}: {e}"));
        assert_passed(&format!("{c:?}, seq {seq} on {target}"), &r, 3);
    }
}

#[test]
fn backward_kernels_pass_their_checks_on_sm_90() {
    in_simulator(Target::Sm90);
}

#[test]
fn backward_kernels_pass_their_checks_on_sm_90a() {
    in_simulator(Target::Sm90a);
}

#[test]
fn backward_kernels_pass_their_checks_on_gfx942() {
    in_simulator(Target::Gfx942);
}

#[test]
fn backward_kernels_pass_their_checks_on_gfx1100() {
    in_simulator(Target::Gfx1100);
}

/// By default (`bulk-red`, `lower::bulk`) dQ's sums go to the copy engine, one bulk reduction a
/// row of the block where every thread issued `red`s (as `bulk-red=off` still does), and the
/// kernels pass their checks on the sm_90 and sm_90a simulators (which also check the
/// reductions' fences and waits), ptxas accepting the code.
#[test]
fn dq_by_bulk_reductions() {
    let opts = tessera::Options::default();
    let mut reds = tessera::Options::default();
    reds.codegen.apply("bulk-red=off").unwrap();
    let ptxas = common::oracle("ptxas");
    let d128 = AttentionBwd { d: 128, warps: 8, block_n: 128, stages: 2, ..base() };
    for (target, cases) in [
        (Target::Sm90, vec![(base(), 72)]),
        (Target::Sm90a, [vec![(base(), 72), (d128, 72)], hopper_configs()].concat()),
    ] {
        for (c, seq) in cases {
            let k = attention_bwd(&c).unwrap();
            let code = tessera::compile(&k, target, &opts).unwrap().code;
            assert_eq!(code.matches("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32").count(), 1, "{c:?}");
            assert!(!code.contains("red.global.add"), "{c:?} on {target}: dQ still by red");
            let off = tessera::compile(&k, target, &reds).unwrap().code;
            assert!(off.contains("red.global.add") && !off.contains("cp.reduce"), "{c:?} on {target}: bulk-red=off");
            if let Some(p) = &ptxas {
                ptxas_log(p, &code, target, &format!("bulk-{}-{}", c.d, c.block_m));
            }
            let r = tessera::run::run_sim_with(&k, &spec(&bwd_directives(&c, 2, seq)), 5, target, &opts)
                .unwrap_or_else(|e| panic!("{c:?} on {target}: {e}"));
            assert_passed(&format!("{c:?}, seq {seq} on {target}, bulk reductions"), &r, 3);
        }
    }
}

/// Warpgroup barriers (`lower::dot::wgmma`, on by default): at d128 with 64 x 128 blocks the two warpgroups split
/// the keys, in P's layout as in `P^T dO`'s rows, so each publishes its part of P by a barrier of
/// its own (`bar.sync 9 + g, 128`) in place of the program's; dS, which `dS K` reads across
/// warpgroups, keeps the program barrier, and d64's 128 x 128 blocks (warpgroups along the
/// queries) keep theirs. The simulator, whose race check knows which threads a named barrier
/// orders, runs the kernel and agrees with the references; ptxas accepts it.
#[test]
fn warpgroup_barriers_publish_p_to_each_warpgroup() {
    let opts = tessera::Options::default();
    let mut program_only = tessera::Options::default();
    program_only.codegen.apply("wg-barriers=off").unwrap();
    let d128 = AttentionBwd { d: 128, warps: 8, block_n: 128, stages: 2, ..base() };
    let d64 = AttentionBwd { block_m: 128, ..d128 };
    let d64 = AttentionBwd { d: 64, ..d64 };
    let count = |c: &AttentionBwd, o: &tessera::Options| {
        let code = tessera::compile(&attention_bwd(c).unwrap(), Target::Sm90a, o).unwrap().code;
        let named = code.lines().filter(|l| l.trim().starts_with("bar.sync %r") && l.contains(", 128;")).count();
        (code.matches("bar.sync 0;").count(), named, code)
    };
    let (program, named, code) = count(&d128, &opts);
    let (program_before, named_before, _) = count(&d128, &program_only);
    assert_eq!((named_before, named), (0, 1), "d128: one warpgroup barrier, for P");
    assert_eq!(program + 1, program_before, "d128: one program barrier fewer");
    assert_eq!(count(&d64, &opts).1, 0, "d64 128x128: P is read across warpgroups");
    if let Some(p) = common::oracle("ptxas") {
        ptxas_log(&p, &code, Target::Sm90a, "wg-barriers");
    }
    passes_in_sim_with(d128, &opts, "warpgroup barriers");
}

/// `c` and its causal form pass their checks on sm_90a's simulator with `opts`, at sequences
/// with ragged last blocks (72, and 136 causal).
fn passes_in_sim_with(c: AttentionBwd, opts: &tessera::Options, what: &str) {
    for (c, seq) in [(c, 72), (AttentionBwd { causal: true, ..c }, 136)] {
        let k = attention_bwd(&c).unwrap();
        let r = tessera::run::run_sim_with(&k, &spec(&bwd_directives(&c, 2, seq)), 5, Target::Sm90a, opts)
            .unwrap_or_else(|e| panic!("{c:?}: {e}"));
        assert_passed(&format!("{c:?}, seq {seq}, {what}"), &r, 3);
    }
}

/// `prefetch-next` (`lower::control::prefetch_next`, on by default): lse's and delta's lines for
/// the next iteration hinted at the top of each one (two prefetches in the loop, none with the
/// switch off), the kernel's results unchanged: the d64 and d128 backward, causal and not, pass
/// their checks in the simulator with it.
#[test]
fn the_next_iterations_row_statistics_are_prefetched() {
    let opts = tessera::Options::default();
    let mut off = tessera::Options::default();
    off.codegen.apply("prefetch-next=off").unwrap();
    let d128 = AttentionBwd { d: 128, warps: 8, block_n: 128, stages: 2, ..base() };
    let d64 = AttentionBwd { d: 64, block_m: 128, ..d128 };
    for c in [d64, d128] {
        let count = |o: &tessera::Options| {
            let code = tessera::compile(&attention_bwd(&c).unwrap(), Target::Sm90a, o).unwrap().code;
            code.matches("prefetch.global.L1").count()
        };
        assert_eq!((count(&off), count(&opts)), (0, 2), "{c:?}");
        passes_in_sim_with(c, &opts, "next iteration prefetched");
    }
}

/// The oracles accept the code of every configuration: ptxas the PTX for sm_80, sm_90 and
/// sm_90a, llvm-mc and ld.lld the AMDGCN for gfx90a, gfx942 and gfx1100 (with tessera's own
/// encoding equal to llvm-mc's). Skipped where a tool is absent (`install-oracles`).
#[test]
fn the_oracles_accept_the_backward_kernels() {
    let kernels: Vec<_> = configs()
        .into_iter()
        .flat_map(|(c, _)| [attention_bwd(&c).unwrap(), attention_bwd_preprocess(&c).unwrap()])
        .collect();
    if let Some(ptxas) = common::oracle("ptxas") {
        let accepts = |k: &tessera::ir::Kernel, t: Target| {
            let code = tessera::compile(k, t, &tessera::Options::default()).unwrap().code;
            ptxas_log(&ptxas, &code, t, &k.name);
        };
        for k in &kernels {
            for t in [Target::Sm80, Target::Sm90, Target::Sm90a] {
                accepts(k, t);
            }
        }
        for (c, _) in hopper_configs() {
            accepts(&attention_bwd(&c).unwrap(), Target::Sm90a);
        }
    }
    if let Some(tools) = common::amdgcn_oracle::tools() {
        for k in &kernels {
            for t in [Target::Gfx90a, Target::Gfx942, Target::Gfx1100] {
                let code = tessera::compile(k, t, &tessera::Options::default()).unwrap().code;
                common::amdgcn_oracle::assemble_and_link(&tools, &code, t, &k.name);
            }
        }
    }
}

/// The three kernels chained in the interpreter as training runs them: the forward writes O (f16)
/// and the log-sum-exp, the preprocessing reads O and dO, the backward reads all of it; its
/// gradients pass the same checks as with the f64 forward's inputs. This pins the scale and
/// exponential conventions of the forward's `lse` to the backward's.
#[test]
fn forward_preprocess_and_backward_chain() {
    for causal in [false, true] {
        let (heads, seq) = (2u32, 100u32);
        let c = AttentionBwd { causal, ..base() };
        let fwd = attention(&Attention {
            d: c.d,
            block_m: 64,
            block_n: 64,
            causal,
            dtype: DType::F16,
            warps: 4,
            stages: 1,
            lse: true,
            fold: false,
            split: true,
            reverse: true,
            heads_major: false,
        })
        .unwrap();
        let bwd = attention_bwd(&c).unwrap();
        let lines = bwd_directives(&c, heads, seq);
        // q, k, v, do, lse, delta, dq, dk, dv, seq, qk_scale: the inputs as the directives make
        // them; lse and delta are then replaced by the kernels' own.
        let mut g = tessera::run::make_args(&bwd, &spec(&lines), 11).unwrap();
        let rows = (heads * seq) as usize;
        let grid = [seq.div_ceil(64), heads, 1];
        let o = Arg::Buffer(Buffer::zeros(DType::F16, (heads * seq * c.d) as usize));
        let mut f = vec![g[0].clone(), g[1].clone(), g[2].clone(), o, g[4].clone(), g[9].clone(), g[10].clone()];
        interp::run(&fwd, grid, &mut f).unwrap();
        let (Arg::Buffer(want), Arg::Buffer(got)) = (&g[4], &f[4]) else { unreachable!() };
        let lse_err = (0..rows).map(|i| (got.get(i).unwrap().as_f64() - want.get(i).unwrap().as_f64()).abs());
        eprintln!("causal {causal}: the forward's lse is within {:.2e} of the f64 one", lse_err.fold(0.0, f64::max));
        let mut p = vec![f[3].clone(), g[3].clone(), Arg::Buffer(Buffer::zeros(DType::F32, rows)), g[9].clone()];
        interp::run(&attention_bwd_preprocess(&c).unwrap(), grid, &mut p).unwrap();
        (g[4], g[5]) = (f[4].clone(), p[2].clone());
        let before = buffers(&bwd, &g);
        interp::run(&bwd, grid, &mut g).unwrap();
        let checks: Vec<String> = lines.into_iter().filter(|l| l.starts_with("check")).collect();
        let outcomes = tessera::run::check_all(&bwd, &spec(&checks), &before, &buffers(&bwd, &g)).unwrap();
        let r = Report {
            kernel: bwd.name.clone(),
            device: "cpu (reference interpreter)".into(),
            grid,
            elapsed: Default::default(),
            buffers: vec![],
            checks: outcomes,
            load: None,
            vs_interp: vec![],
        };
        assert_passed(&format!("forward, preprocess, backward, causal {causal}"), &r, 3);
    }
}

/// Every buffer argument of `k`, by parameter name, as f64.
fn buffers(k: &tessera::ir::Kernel, args: &[Arg]) -> Vec<(String, Vec<f64>)> {
    k.params
        .iter()
        .zip(args)
        .filter_map(|(p, a)| match a {
            Arg::Buffer(b) => Some((p.name.clone(), b.to_f64())),
            Arg::Scalar(_) => None,
        })
        .collect()
}

/// The checks see the mistakes a backward can make: the causal mask dropped, dK left unscaled,
/// delta of another problem; and a causal kernel fails the non-causal problem's checks.
#[test]
fn a_wrong_backward_fails_its_checks() {
    let c = AttentionBwd { causal: true, ..base() };
    let good = tessera::ir::text::print_kernel(&attention_bwd(&c).unwrap());
    let lines = bwd_directives(&c, 1, 128);
    let run = |text: &str, lines: &[String]| {
        let k = tessera::ir::text::parse(text).unwrap().kernels.remove(0);
        tessera::run::run_cpu(&k, &spec(lines), 3).unwrap()
    };
    // One line of the kernel's text changed: the first that starts with `line` (after its
    // indentation), `from` replaced by `to` in it.
    let mutate = |line: &str, from: &str, to: &str| {
        let mut done = false;
        let out: Vec<String> = good
            .lines()
            .map(|l| {
                if !done && l.trim_start().starts_with(line) {
                    done = true;
                    l.replacen(from, to, 1)
                } else {
                    l.to_string()
                }
            })
            .collect();
        assert!(done, "no line starts with `{line}`:\n{good}");
        out.join("\n")
    };
    assert!(run(&good, &lines).passed());
    // (dQ, dK, dV): which checks pass.
    let passes = |r: &Report| r.checks.iter().map(|c| c.passed).collect::<Vec<_>>();
    let r = run(&mutate("%valid = and", "and", "or"), &lines);
    assert_eq!(passes(&r), [false, false, false], "the causal mask dropped");
    let r = run(&mutate("store %", "%dk_j", "%dk_sum"), &lines);
    assert_eq!(passes(&r), [true, false, true], "dK unscaled");
    let replace_in = |prefix: &str, from: String, to: String| -> Vec<String> {
        let out: Vec<String> =
            lines.iter().map(|l| if l.starts_with(prefix) { l.replacen(&from, &to, 1) } else { l.clone() }).collect();
        assert_ne!(out, lines, "{prefix}");
        out
    };
    // delta of the non-causal problem: dS, and so dQ and dK, are wrong; dV does not read it.
    let r = run(&good, &replace_in("compute %delta", ", 1)".into(), ", 0)".into()));
    assert_eq!(passes(&r), [false, false, true], "wrong delta");
    // The causal kernel checked against the non-causal gradients.
    let s = qk_scale(64);
    let r = run(&good, &replace_in("check", format!(", {s}, 1,"), format!(", {s}, 0,")));
    assert_eq!(passes(&r), [false, false, false], "checked as not causal");
}

/// The examples are the generators' kernels with their directives.
#[test]
fn the_backward_examples_are_the_generators() {
    let c = base();
    let what = |c: &AttentionBwd| format!("{c:?}");
    let cases = [
        (
            "attention_bwd_preprocess",
            attention_bwd_preprocess(&c).unwrap(),
            pre_directives(&c, 2, 128),
            format!(
                "; Flash-attention backward, preprocessing: delta = rowsum(dO * O) in f32, per query row.\n\
                 ; Built by `tessera::kernels::attention_bwd_preprocess` with\n; {};\n\
                 ; tests/attention_bwd.rs checks that this file is its output. O, dO: [heads, seq, d] f16,\n\
                 ; delta: [heads, seq] f32; each program takes 64 rows of one head.\n",
                what(&c)
            ),
        ),
        ("attention_bwd", attention_bwd(&c).unwrap(), bwd_directives(&c, 2, 128), header(&c, 128)),
        (
            "attention_bwd_causal",
            attention_bwd(&AttentionBwd { causal: true, ..c }).unwrap(),
            bwd_directives(&AttentionBwd { causal: true, ..c }, 2, 100),
            header(&AttentionBwd { causal: true, ..c }, 100),
        ),
    ];
    for (name, k, lines, head) in cases {
        let mut text = head;
        for d in lines {
            text += &format!("; run: {d}\n");
        }
        text += "\n";
        text += &tessera::ir::text::print_kernel(&k);
        common::golden::check(&format!("examples/{name}.tile"), &text);
    }
}

fn header(c: &AttentionBwd, seq: u32) -> String {
    let (kind, ragged) = if c.causal {
        (
            "causal (keys up to each query's position)",
            format!(
                "; The loop starts at the first query block that sees key block j (%first_query), and\n\
                 ; the sequence ({seq}) is not a multiple of the blocks: everything is masked by it.\n"
            ),
        )
    } else {
        ("not causal", String::new())
    };
    format!(
        "; Flash-attention backward (FlashAttention-2): dQ, dK, dV, {kind}, head dim {d}.\n\
         ; Built by `tessera::kernels::attention_bwd` with\n; {c:?};\n\
         ; tests/attention_bwd.rs checks that this file is its output. Q, K, V, dO: [heads, seq, d] f16;\n\
         ; lse (the forward's natural log-sum-exp) and delta (attention_bwd_preprocess): [heads, seq] f32;\n\
         ; dQ, dK, dV: [heads, seq, d] f32. Program (j, h) owns keys 64j.. of head h, loads K_j and V_j,\n\
         ; and loops over the query blocks i: P = exp2(Q_i K_j^T qk_scale - lse_i log2 e) (%p),\n\
         ; dV_j += P^T dO_i (%dv_acc), dS = P (dO_i V_j^T - delta_i) (%ds), dK_j += dS^T Q_i (%dk_acc),\n\
         ; dQ_i += dS K_j scale (%dq_i, f32 atomic adds: dQ starts at zero); scale = qk_scale ln 2.\n\
         ; The log-sum-exp and delta are computed from Q, K, V, dO by the f64 forward (`compute`).\n{ragged}",
        d = c.d,
    )
}

/// Three dot operands that a loop does not vary (as the backward's K_j and V_j), each staged
/// once before the loop into a shared buffer of its own (`pipeliner`'s resident operands).
/// Their buffers passed the 16 KB after which shared memory is reused, and the later ones took
/// the earlier ones' space: `%c1` was computed from `%g`'s tile on every target, and `%c2` was
/// wrong too on sm_90a (1024-aligned warpgroup buffers) and on AMD.
#[test]
fn resident_operands_keep_their_own_buffers() {
    let file = tessera::ir::text::parse(RESIDENTS).unwrap();
    let spec = RunSpec::parse(&file.directives).unwrap();
    for t in [Target::Sm80, Target::Sm90, Target::Sm90a, Target::Gfx942, Target::Gfx1100] {
        let r = tessera::run::run_sim(&file.kernels[0], &spec, 0, t).unwrap();
        assert!(r.passed(), "{t}: {:?}", r.vs_interp.iter().filter(|c| !c.passed).collect::<Vec<_>>());
    }
}

const RESIDENTS: &str = "\
; run: grid = 1
; run: %a = rand(8192)
; run: %b = rand(4096)
; run: %w = rand(4096)
; run: %c1 = zeros(4096)
; run: %c2 = zeros(4096)
; run: %x3 = rand(4096)
; run: %c3 = zeros(4096)

kernel @residents(%a: ptr<f16> align 16, %b: ptr<f16> align 16, %w: ptr<f16> align 16, %c1: ptr<f32> align 16, %c2: ptr<f32> align 16, %x3: ptr<f16> align 16, %c3: ptr<f32> align 16) num_warps 4 {
  %r = arange 0, 64 : tile<64xi32>
  %rc = expand_dims %r, axis 1 : tile<64x1xi32>
  %c64 = const 64 : tile<64x1xi32>
  %rows = mul %rc, %c64 : tile<64x1xi32>
  %rr = expand_dims %r, axis 0 : tile<1x64xi32>
  %rows_b = broadcast %rows : tile<64x64xi32>
  %cols_b = broadcast %rr : tile<64x64xi32>
  %offs = add %rows_b, %cols_b : tile<64x64xi32>
  %bp = splat %b : tile<64x64xptr<f16>>
  %bp2 = ptradd %bp, %offs : tile<64x64xptr<f16>>
  %y = load %bp2 : tile<64x64xf16>
  %wp = splat %w : tile<64x64xptr<f16>>
  %wp2 = ptradd %wp, %offs : tile<64x64xptr<f16>>
  %u = load %wp2 : tile<64x64xf16>
  %x3p = splat %x3 : tile<64x64xptr<f16>>
  %x3p2 = ptradd %x3p, %offs : tile<64x64xptr<f16>>
  %g = load %x3p2 : tile<64x64xf16>
  %z = const 0.0 : tile<64x64xf32>
  %lo = const 0 : i32
  %hi = const 8192 : i32
  %step = const 4096 : i32
  %acc1, %acc2, %acc3 = for %i = %lo to %hi step %step iter(%s1 = %z, %s2 = %z, %s3 = %z) -> (tile<64x64xf32>, tile<64x64xf32>, tile<64x64xf32>) {
    %it = splat %i : tile<64x64xi32>
    %ao = add %offs, %it : tile<64x64xi32>
    %ap = splat %a : tile<64x64xptr<f16>>
    %ap2 = ptradd %ap, %ao : tile<64x64xptr<f16>>
    %x = load %ap2 : tile<64x64xf16>
    %yt = trans %y, perm [1, 0] : tile<64x64xf16>
    %n1 = dot %x, %yt, %s1 : tile<64x64xf32>
    %ut = trans %u, perm [1, 0] : tile<64x64xf16>
    %n2 = dot %x, %ut, %s2 : tile<64x64xf32>
    %gt = trans %g, perm [1, 0] : tile<64x64xf16>
    %n3 = dot %x, %gt, %s3 : tile<64x64xf32>
    yield %n1, %n2, %n3
  }
  %cp = splat %c1 : tile<64x64xptr<f32>>
  %cp2 = ptradd %cp, %offs : tile<64x64xptr<f32>>
  store %cp2, %acc1
  %dp = splat %c2 : tile<64x64xptr<f32>>
  %dp2 = ptradd %dp, %offs : tile<64x64xptr<f32>>
  store %dp2, %acc2
  %ep = splat %c3 : tile<64x64xptr<f32>>
  %ep2 = ptradd %ep, %offs : tile<64x64xptr<f32>>
  store %ep2, %acc3
}
";

/// On sm_90a with one warpgroup, P and dS stay in the layout of the dots that make them: the
/// transposed operands of `P^T dO` and `dS^T Q` are stored from there, so the exponentials of P
/// are computed once (one `ex2` per element a thread holds: 64 x 64 over 128 threads) and the
/// scores never pass through shared memory for a change of layout.
#[test]
fn one_warpgroup_computes_p_once() {
    let k = attention_bwd(&base()).unwrap();
    let c = tessera::compile(&k, Target::Sm90a, &tessera::Options::default()).unwrap();
    assert_eq!(c.code.matches("ex2.approx").count(), 64 * 64 / 128, "{}", c.code);
}

/// The same with two warpgroups, over square and non-square scores (each warpgroup its half of
/// the key columns): P once, one `ex2` per element a thread holds. (The transposed operand's
/// layout was once mapped the wrong way round, which only square scores hide; P was then
/// computed twice, a second time after a layout exchange of the scores.)
#[test]
fn two_warpgroups_compute_p_once() {
    for (d, bm, bn) in [(64, 64, 64), (64, 64, 128), (128, 64, 64), (128, 64, 128)] {
        let c = AttentionBwd { d, block_m: bm, block_n: bn, warps: 8, ..base() };
        let k = attention_bwd(&c).unwrap();
        let code = tessera::compile(&k, Target::Sm90a, &tessera::Options::default()).unwrap().code;
        assert_eq!(code.matches("ex2.approx").count() as u32, bm * bn / 256, "{c:?}");
    }
}

/// On sm_90a the loop body issues `S = Q K^T` and `dP = dO V^T` back to back and waits for S
/// alone (`wait_group 1`) before the exponentials, so that P is computed while dP runs
/// (`tessera_isel::ptx::wgmma_waits`); the row statistics (`lse`, `delta`) are loaded in the
/// accumulators' layout, not exchanged through shared memory (`deferrable_load`), and dQ is
/// added by vector `red`s where the copy engine does not add it (`bulk-red=off`).
#[test]
fn the_backward_overlaps_p_with_dp_and_exchanges_no_row_statistics() {
    let mut opts = tessera::Options::default();
    opts.codegen.apply("bulk-red=off").unwrap();
    for d in [64, 128] {
        let c = AttentionBwd { d, block_m: 64, block_n: 128, warps: 8, stages: 2, ..base() };
        let code = tessera::compile(&attention_bwd(&c).unwrap(), Target::Sm90a, &opts).unwrap().code;
        let lines: Vec<&str> = code.lines().map(str::trim).collect();
        let first = lines.iter().position(|l| l.starts_with("wgmma.commit_group")).unwrap();
        let second = first + 1 + lines[first + 1..].iter().position(|l| l.starts_with("wgmma.commit_group")).unwrap();
        let wait = lines[first..].iter().position(|l| l.starts_with("wgmma.wait_group")).unwrap() + first;
        assert!(wait > second, "d {d}: S is waited for before dP is issued");
        assert_eq!(lines[wait], "wgmma.wait_group.sync.aligned 1;", "d {d}");
        let ex2 = lines.iter().position(|l| l.starts_with("ex2.approx")).unwrap();
        let dp_done = wait + 1 + lines[wait + 1..].iter().position(|l| l.starts_with("wgmma.wait_group")).unwrap();
        assert!(ex2 < dp_done, "d {d}: the exponentials wait for dP");
        assert!(!lines[wait..ex2].iter().any(|l| l.starts_with("bar.sync")), "d {d}: a barrier before P");
        assert!(code.contains("red.global.add.v2.f32"), "d {d}: dQ's sums are not vector reds from the accumulator");
        // dQ's pointer tile is affine (row-major offsets): every `red` of a thread addresses
        // from one pointer with constant offsets (`tessera_isel::affine`).
        let bases: std::collections::HashSet<&str> = lines
            .iter()
            .filter(|l| l.contains("red.global.add"))
            .filter_map(|l| l.split('[').nth(1)?.split(['+', ']']).next())
            .collect();
        assert_eq!(bases.len(), 1, "d {d}: the reductions' addresses {bases:?}");
    }
}

/// On sm_90a, `P^T dO` and `dS^T Q` read P and dS M-major (`trans-a`) from tiles stored as the
/// dots computed them (pairs of columns in one 32-bit store each, or with `stmatrix=on` four
/// 8 x 8 matrices of the accumulator's fragments a store), and `dS K` reads the same dS tile
/// K-major: every 16-bit operand stored from registers is stored once, with no 16-bit scatter
/// of a transpose. (dQ's sums by `red`s, so that the only 32-bit shared stores are these.)
#[test]
fn the_backward_stores_p_and_ds_once_and_reads_them_transposed() {
    let mut reds = tessera::Options::default();
    reds.codegen.apply("bulk-red=off").unwrap();
    for d in [64, 128] {
        let c = AttentionBwd { d, block_m: 64, block_n: 128, warps: 8, stages: 2, ..base() };
        let code = tessera::compile(&attention_bwd(&c).unwrap(), Target::Sm90a, &reds).unwrap().code;
        assert!(!code.contains("st.shared.b16"), "d {d}: a transpose stored element by element");
        // 64 x 128 scores over 256 threads: 32 elements a thread, 16 pairs in 32-bit stores,
        // for P and for dS; with `stmatrix=on`, four matrix stores of eight elements each.
        assert_eq!(code.matches("st.shared.b32").count(), 2 * 16, "d {d}");
        let mut opts = reds.clone();
        opts.codegen.apply("stmatrix=on").unwrap();
        let code = tessera::compile(&attention_bwd(&c).unwrap(), Target::Sm90a, &opts).unwrap().code;
        assert_eq!(code.matches("stmatrix.sync.aligned.m8n8.x4.shared.b16").count(), 2 * 4, "d {d}");
        assert_eq!(code.matches("st.shared.b32").count(), 0, "d {d}");
        let trans_a = code.lines().filter(|l| l.contains("wgmma.mma_async") && l.trim_end().ends_with(", 1, 1, 1, 1;"));
        // dV and dK: K = 64 query rows, 4 steps each.
        assert_eq!(trans_a.count(), 2 * 4, "d {d}");
    }
}

/// Runs ptxas `-v` on `code` for `t` (written to a temporary file named after `name`); fails
/// the test where ptxas refuses it, else returns what ptxas printed.
fn ptxas_log(ptxas: &std::path::Path, code: &str, t: Target, name: &str) -> String {
    let file = std::env::temp_dir().join(format!("tessera-bwd-{}-{name}-{t}.ptx", std::process::id()));
    std::fs::write(&file, code).unwrap();
    let out = std::process::Command::new(ptxas)
        .arg(format!("-arch={t}"))
        .args(["-v", "-o", "/dev/null"])
        .arg(&file)
        .output()
        .unwrap();
    let _ = std::fs::remove_file(&file);
    let log = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(out.status.success(), "ptxas on {name} for {t}: {log}");
    log
}

/// `licm-budget=on` keeps the invariant code of the backward's high-pressure loops in them (d64
/// at 128x128 blocks, d128 at 64x128), and ptxas then spills nothing there (it spilled 112 and
/// 192 bytes with everything hoisted); the 64x128 d64 loop, under the budget, hoists as before.
#[test]
fn the_register_budget_keeps_the_backward_loops_from_spilling() {
    let Some(ptxas) = common::oracle("ptxas") else { return };
    let spills = |c: &AttentionBwd, budget: bool| {
        let mut opts = tessera::Options::default();
        opts.codegen.apply(if budget { "licm-budget=on" } else { "licm-budget=off" }).unwrap();
        let code = tessera::compile(&attention_bwd(c).unwrap(), Target::Sm90a, &opts).unwrap().code;
        let log = ptxas_log(&ptxas, &code, Target::Sm90a, &format!("spills-d{}-{}", c.d, c.block_m));
        let bytes = log
            .split(" bytes spill stores")
            .next()
            .and_then(|l| l.rsplit(' ').next())
            .and_then(|n| n.parse::<u32>().ok());
        (bytes.unwrap_or_else(|| panic!("no spill count in: {log}")), code)
    };
    let big = AttentionBwd { warps: 8, block_n: 128, stages: 2, ..base() };
    for c in [AttentionBwd { block_m: 128, ..big }, AttentionBwd { d: 128, ..big }] {
        let (hoisted, code_hoisted) = spills(&c, false);
        let (kept, code_kept) = spills(&c, true);
        assert!(hoisted > 0, "d {} {}x{}: no spills to avoid any more", c.d, c.block_m, c.block_n);
        assert_eq!(kept, 0, "d {} {}x{}: spills under the budget", c.d, c.block_m, c.block_n);
        assert!(code_kept != code_hoisted, "d {}: the budget changed nothing", c.d);
    }
    let (_, a) = spills(&big, false);
    let (_, b) = spills(&big, true);
    assert_eq!(a, b, "the d64 64x128 loop is under the budget and hoists as before");
}
