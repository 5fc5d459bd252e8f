//! `dot` on the PTX simulator: random single dots of every input type, shape and warp count
//! against the interpreter within the bound written beside the op (`tessera_ir::op::Op::Dot`),
//! random programs with dots bit for bit (`GenConfig::exact_dots`), and deliberately broken
//! tensor-core code caught.
//!
//! `TESSERA_SIM_CASES=N` sets the number of random dots (default 200).

mod common;

use common::{below, dot_kernel, dot_kernel_with, first_difference, random_dot_buffer, BOrder};
use tessera::ir::gen::{generate, SplitMix};
use tessera::ir::interp::{self, Arg, Buffer};
use tessera::ir::op::{DotPrecision, Op};
use tessera::ir::DType;
use tessera::simulate::{lower_ptx, run_lowered, run_ptx};
use tessera::{Target, Tma};
use tessera_isel::ptx::Inst;
use tessera_sim::SimOptions;

/// The bound of `Op::Dot` on tensor cores: |got - interp| <= S * 2^-25 * (22 * ceil(K / k) +
/// 2 * K), with S = |c| + sum |a * b| and k the instruction's K (16, or 8 for tf32), plus one
/// ulp of a 16-bit float result; `tf32x3` takes three passes per step and drops terms of
/// 2^-20 S.
fn within_bound(got: f64, want: f64, s: f64, k: u32, step: u32, passes: u32, acc: DType) -> bool {
    let steps = (passes * k.div_ceil(step)) as f64;
    let mut bound = s * 2f64.powi(-25) * (22.0 * steps + 2.0 * k as f64);
    if passes == 3 {
        // tf32x3: the split x = big + small leaves 2^-22 |x|, and small * small is dropped.
        bound += s * 2f64.powi(-20);
    }
    if acc == DType::F16 {
        bound += want.abs() * 2f64.powi(-10) + 2f64.powi(-24);
    }
    (got - want).abs() <= bound || (got.is_nan() && want.is_nan())
}

#[test]
fn random_dots_agree_with_the_interpreter_within_the_bound() {
    let n: u64 = std::env::var("TESSERA_SIM_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(200);
    // The tensor-core types twice, so that about a fifth of the dots run on tensor cores.
    let combos = [
        (DType::F16, DType::F32, DotPrecision::Ieee),
        (DType::F16, DType::F32, DotPrecision::Tf32),
        (DType::BF16, DType::F32, DotPrecision::Ieee),
        (DType::F16, DType::F16, DotPrecision::Ieee),
        (DType::BF16, DType::F32, DotPrecision::Ieee),
        (DType::F32, DType::F32, DotPrecision::Ieee),
        (DType::F32, DType::F32, DotPrecision::Tf32),
        (DType::F32, DType::F32, DotPrecision::Tf32x3),
        (DType::I8, DType::I32, DotPrecision::Ieee),
        (DType::F64, DType::F64, DotPrecision::Ieee),
    ];
    let (mut on_tensor_cores, mut on_warpgroups, mut failures) = (0, 0, Vec::new());
    // Every case on sm_90 (mma.sync) and sm_90a (wgmma where M >= 64 and 4 or 8 warps).
    for (seed, target) in (0..n).flat_map(|s| [(s, Target::Sm90), (s, Target::Sm90a)]) {
        let mut r = SplitMix(seed);
        let (ta, tc, precision) = combos[below(&mut r, combos.len())];
        let dim = |r: &mut SplitMix, lo: u32| lo << below(r, 4);
        let (mut m, mut nn, k) = (dim(&mut r, 8), dim(&mut r, 4), dim(&mut r, 8));
        let mut warps = 1 << below(&mut r, 4);
        if target == Target::Sm90a {
            // Shapes for warpgroups: M of 64 or 128, N of 16 to 128, 4 or 8 warps.
            (m, nn, warps) = ((m * 8).min(128), nn * 4, 4 << (warps & 1));
        }
        // One in two takes B from an N x K tile (read K-major): by `trans`, or by addresses
        // down the columns of a K x N view (one in six).
        // One in three takes A as the transpose of a K x M tile (warpgroups: read M-major).
        let order = BOrder::of_seed(seed);
        let (kmajor, a_trans) = (order.kmajor(), BOrder::a_trans_of_seed(seed));
        let kernel = dot_kernel_with(m, nn, k, ta, tc, precision, warps, a_trans, order);
        let (a, b, c) = (
            random_dot_buffer(&mut r, ta, (m * k) as usize),
            random_dot_buffer(&mut r, ta, (k * nn) as usize),
            random_dot_buffer(&mut r, tc, (m * nn) as usize),
        );
        let args = vec![
            Arg::Buffer(a.clone()),
            Arg::Buffer(b.clone()),
            Arg::Buffer(c.clone()),
            Arg::Buffer(Buffer::zeros(tc, (m * nn) as usize)),
        ];
        let mut want = args.clone();
        interp::run(&kernel, [1, 1, 1], &mut want).unwrap();
        let mut got = args;
        let lowered = lower_ptx(&kernel, target).unwrap();
        let warpgroup =
            lowered.ptx.vcode.blocks.values().any(|b| b.insts.iter().any(|i| matches!(i, Inst::Wgmma { .. })));
        on_warpgroups += warpgroup as u32;
        if let Err(e) = run_ptx(&kernel, target, [1, 1, 1], &mut got, &SimOptions::default()) {
            failures.push(format!("{target} seed {seed} ({m}x{nn}x{k} {ta}->{tc}, {warps} warps): {e}"));
            continue;
        }
        let tf32 = ta == DType::F32 && precision != DotPrecision::Ieee;
        let passes = if precision == DotPrecision::Tf32x3 { 3 } else { 1 };
        let step = if tf32 { 8 } else { 16 };
        let tensor = (matches!(ta, DType::F16 | DType::BF16) || tf32) && m >= 16 && nn >= 8 && k >= step;
        on_tensor_cores += (tensor || ta == DType::I8 && m >= 16 && nn >= 8 && k >= 32) as u32;
        if !tensor {
            // Multiply-adds: the IR's meaning, bit for bit.
            if let Some(d) = first_difference(&kernel, &got, &want) {
                failures
                    .push(format!("{target} seed {seed} ({m}x{nn}x{k} {ta}->{tc} {precision:?}, {warps} warps): {d}"));
            }
            continue;
        }
        let (av, bv, cv) = (a.to_f64(), b.to_f64(), c.to_f64());
        let (Arg::Buffer(g), Arg::Buffer(w)) = (&got[3], &want[3]) else { unreachable!() };
        let (g, w) = (g.to_f64(), w.to_f64());
        for i in 0..m as usize {
            for j in 0..nn as usize {
                // tf32 rounds each factor by at most 2^-11 of itself, a product by 2^-10.
                let grow = if tf32 && passes == 1 { 1.0 + 2f64.powi(-10) } else { 1.0 };
                let s = cv[i * nn as usize + j].abs()
                    + (0..k as usize)
                        .map(|q| {
                            let bq = if kmajor { bv[j * k as usize + q] } else { bv[q * nn as usize + j] };
                            let aq = if a_trans { av[q * m as usize + i] } else { av[i * k as usize + q] };
                            (aq * bq).abs() * grow
                        })
                        .sum::<f64>();
                let e = i * nn as usize + j;
                if !within_bound(g[e], w[e], s, k, step, passes, tc) {
                    failures.push(format!(
                        "{target} seed {seed} ({m}x{nn}x{k} {ta}->{tc}, {warps} warps): [{i}][{j}] got {} interp {} (S {s})",
                        g[e], w[e]
                    ));
                    break;
                }
            }
        }
    }
    eprintln!(
        "{n} random dots on two targets, {on_tensor_cores} on tensor cores ({on_warpgroups} on warpgroups), {} failures",
        failures.len()
    );
    assert!(on_warpgroups as u64 * 5 >= n, "too few dots on warpgroup tensor cores: {on_warpgroups} of {n}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(on_tensor_cores as u64 * 8 >= 2 * n, "too few dots on tensor cores: {on_tensor_cores} of {n}");
}

#[test]
fn random_programs_with_dots_match_the_interpreter_bit_for_bit() {
    for target in [Target::Sm90, Target::Sm90a] {
        random_programs_with_dots_on(target);
    }
}

fn random_programs_with_dots_on(target: Target) {
    let mut cfg = target.gen_config();
    cfg.ops.math = false;
    cfg.ops.nan_bits = false;
    cfg.reduce_ok = |op, d| op != tessera::ir::op::ReduceOp::Sum || !d.is_float();
    let (mut with_dots, mut seed) = (0, 0u64);
    while with_dots < 40 && seed < 4000 {
        let case = generate(&mut SplitMix(seed), &cfg);
        seed += 1;
        if !case.kernel.insts.values().any(|d| matches!(d.op, Op::Dot { .. })) {
            continue;
        }
        with_dots += 1;
        let mut want = case.args.clone();
        interp::run(&case.kernel, case.grid, &mut want).unwrap();
        let mut got = case.args.clone();
        run_ptx(&case.kernel, target, case.grid, &mut got, &SimOptions::default()).unwrap_or_else(|e| {
            panic!("{target} seed {}: {e}\n{}", seed - 1, tessera::ir::text::print_kernel(&case.kernel))
        });
        if let Some(d) = first_difference(&case.kernel, &got, &want) {
            panic!("{target} seed {}: {d}\n{}", seed - 1, tessera::ir::text::print_kernel(&case.kernel));
        }
    }
    assert_eq!(with_dots, 40, "the generator made too few dots ({with_dots} in {seed} programs)");
}

/// Exact integer data (so any change of which element meets which shows) for a 64 x 64 x 64
/// f16 dot on 4 warps, with the tensor-core code mutated; whether the check noticed.
fn caught(mutate: impl Fn(&mut Inst) -> bool) -> (usize, bool) {
    caught_on(Target::Sm90, |i| if mutate(i) { Some(true) } else { None }).1
}

/// As `caught`, on `target`, where `mutate` says `Some(keep)` for an instruction it changed
/// (keep false: dropped); also the simulator's error, if any.
fn caught_on(target: Target, mutate: impl Fn(&mut Inst) -> Option<bool>) -> (Option<String>, (usize, bool)) {
    let kernel = dot_kernel(64, 64, 64, DType::F16, DType::F32, DotPrecision::Ieee, 4);
    let mut l = lower_ptx(&kernel, target).unwrap();
    let mut mutated = 0;
    for b in l.ptx.vcode.blocks.values_mut() {
        b.insts.retain_mut(|i| match mutate(i) {
            Some(keep) => {
                mutated += 1;
                keep
            }
            None => true,
        });
    }
    let ints = |len: usize, mul: usize| -> Buffer {
        let v: Vec<f64> =
            (0..len).map(|i| ((i * mul).wrapping_mul(2_654_435_761) >> 9) % 7).map(|x| x as f64 - 3.0).collect();
        Buffer::from_f64(DType::F16, &v)
    };
    let args = vec![
        Arg::Buffer(ints(4096, 5)),
        Arg::Buffer(ints(4096, 3)),
        Arg::Buffer(Buffer::from_f64(DType::F32, &(0..4096).map(|i| (i % 5) as f64).collect::<Vec<_>>())),
        Arg::Buffer(Buffer::zeros(DType::F32, 4096)),
    ];
    let mut want = args.clone();
    interp::run(&kernel, [1, 1, 1], &mut want).unwrap();
    let mut got = args;
    match run_lowered(&kernel, &l, [1, 1, 1], &mut got, &SimOptions::default()) {
        Err(e) => (Some(e.to_string()), (mutated, true)),
        Ok(_) => (None, (mutated, first_difference(&kernel, &got, &want).is_some())),
    }
}

/// The sm_90a dot (wgmma) with its fences or wait dropped is an error of the simulator; with
/// its descriptors or accumulator registers wrong, a wrong result.
#[test]
fn broken_warpgroup_code_is_caught() {
    assert_eq!(caught_on(Target::Sm90a, |_| None), (None, (0, false)), "the unmutated dot agrees");
    type Mutate = fn(&mut Inst) -> Option<bool>;
    let errors: [(&str, Mutate, &str); 3] = [
        ("wgmma.fence dropped", |i| matches!(i, Inst::WgmmaFence).then_some(false), "wgmma.fence"),
        ("wgmma.wait_group dropped", |i| matches!(i, Inst::WgmmaWait(_)).then_some(false), "in flight"),
        ("fence.proxy.async dropped", |i| matches!(i, Inst::FenceProxyAsync).then_some(false), "fence.proxy.async"),
    ];
    for (what, mutate, says) in errors {
        let (e, (n, _)) = caught_on(Target::Sm90a, mutate);
        assert!(n > 0, "{what}: nothing to mutate");
        let e = e.unwrap_or_else(|| panic!("{what}: no error"));
        assert!(e.contains(says), "{what}: {e}");
    }
    let wrong: [(&str, Mutate); 3] = [
        ("A and B descriptors exchanged", |i| match i {
            Inst::Wgmma { a: tessera_isel::ptx::WgmmaA::Desc(a), b, .. } => {
                std::mem::swap(a, b);
                Some(true)
            }
            _ => None,
        }),
        ("B read K-major", |i| match i {
            Inst::Wgmma { trans_b, .. } => {
                *trans_b = false;
                Some(true)
            }
            _ => None,
        }),
        ("an accumulator register off by one", |i| match i {
            Inst::Wgmma { d, c, .. } => {
                d.swap(0, 1);
                c.swap(0, 1);
                d.swap(0, 2);
                Some(true)
            }
            _ => None,
        }),
    ];
    for (what, mutate) in wrong {
        let (_, (n, noticed)) = caught_on(Target::Sm90a, mutate);
        assert!(n > 0 && noticed, "{what}: mutated {n}, noticed {noticed}");
    }
}

#[test]
fn broken_tensor_core_code_is_caught() {
    assert_eq!(caught(|_| false), (0, false), "the unmutated dot agrees");
    type Mutation = (&'static str, fn(&mut Inst) -> bool);
    let cases: [Mutation; 4] = [
        ("A's registers swapped (a wrong fragment index)", |i| match i {
            Inst::Mma { a, .. } => {
                a.swap(1, 2);
                true
            }
            _ => false,
        }),
        ("B's two registers swapped (K halves exchanged)", |i| match i {
            Inst::Mma { b, .. } => {
                b.swap(0, 1);
                true
            }
            _ => false,
        }),
        ("A and B exchanged where their registers overlap (swapped operands)", |i| match i {
            Inst::Mma { a, b, .. } => {
                std::mem::swap(&mut a[0], &mut b[0]);
                std::mem::swap(&mut a[1], &mut b[1]);
                true
            }
            _ => false,
        }),
        ("the accumulator's rows exchanged", |i| match i {
            Inst::Mma { c, .. } => {
                c.swap(0, 2);
                true
            }
            _ => false,
        }),
    ];
    for (what, mutate) in cases {
        let (n, noticed) = caught(mutate);
        assert!(n > 0 && noticed, "{what}: {n} mutated, caught: {noticed}");
    }
}

/// The matmul example (masked edges) at 1 to 4 stages and several sizes: the same results as
/// the interpreter within the dot's bound (checked as `tessera run` does), and fetched ahead
/// with asynchronous copies whenever it has stages (on sm_90a by the copy engine).
#[test]
fn pipelined_matmuls_agree_with_the_interpreter() {
    let (base, spec) = common::example("matmul");
    // On sm_90a the loop's wgmma steps stay in flight into the next iteration from 3 stages.
    for (target, stages) in [Target::Sm90, Target::Sm90a].into_iter().flat_map(|t| (1..=4).map(move |s| (t, s))) {
        let mut k = base.clone();
        k.num_stages = Some(stages);
        let l = lower_ptx(&k, target).unwrap();
        let count = |f: fn(&Inst) -> bool| l.ptx.vcode.blocks.values().flat_map(|b| &b.insts).filter(|i| f(i)).count();
        let copies = count(|i| matches!(i, Inst::CpAsync { .. }));
        let bulk = count(|i| matches!(i, Inst::CpAsyncBulkTensor { .. }));
        let (want_copies, want_bulk) = (stages > 1 && target != Target::Sm90a, stages > 1 && target == Target::Sm90a);
        assert_eq!(
            (copies > 0, bulk > 0),
            (want_copies, want_bulk),
            "{target}, {stages} stages: {copies} + {bulk} copies"
        );
        let carried = count(|i| matches!(i, Inst::WgmmaWait(1)));
        // (From 3 with the copy engine, whose refills wait for the retired group: `lower::pipeline`.)
        assert_eq!(carried > 0, target == Target::Sm90a && stages >= 3, "{target}, {stages} stages: waits {carried}");
        // K = 0 too: no element in A's and B's views (an empty map over zeros by TMA).
        for (m, n, kk) in [(100u32, 72u32, 80u32), (64, 64, 32), (37, 8, 200), (128, 128, 16), (37, 8, 0)] {
            let mut s = spec.clone();
            let lda = kk.max(8);
            for set in [
                format!("%M={m}"),
                format!("%N={n}"),
                format!("%K={kk}"),
                format!("%lda={lda}"),
                format!("%ldb={n}"),
                format!("%ldc={n}"),
            ] {
                s.apply(&set).unwrap();
            }
            for set in
                [format!("%a=rand({})", m * lda), format!("%b=rand({})", kk.max(1) * n), format!("%c=zeros({})", m * n)]
            {
                s.apply(&set).unwrap();
            }
            s.checks[0].args.truncate(2);
            s.checks[0].args.extend([m, n, kk].map(|x| tessera::directives::RefArg::Num(x as f64)));
            s.grid = Some([m.div_ceil(64), n.div_ceil(64), 1]);
            let r = tessera::run::run_sim(&k, &s, 7, target)
                .unwrap_or_else(|e| panic!("{target}, {stages} stages, {m}x{n}x{kk}: {e}"));
            assert!(r.passed(), "{target}, {stages} stages, {m}x{n}x{kk}: {:?} {:?}", r.checks, r.vs_interp);
        }
    }
}

/// A pipelined matmul whose A load has a non-zero `other` (issue 43: `8.0`, and `-0.0`, whose
/// bits are not zero): that load is not fetched by the ring, so the dot stores it each
/// iteration, and no wgmma group may stay in flight across the loop (it would still read the
/// buffer being stored; the simulator reports that race). Checked against the interpreter on
/// sm_90a and sm_90 at 2 to 4 stages, with B's `other` non-zero too.
#[test]
fn a_non_zero_other_keeps_pipelined_wgmma_loops_correct() {
    let path = format!("{}/examples/matmul_bf16.tile", env!("CARGO_MANIFEST_DIR"));
    let src = std::fs::read_to_string(&path).unwrap();
    for (a_other, b_other) in [("8.0", "0.0"), ("-0.0", "0.0"), ("0.0", "-2.5"), ("1.0", "1.0")] {
        let text = src
            .replace("%zero_h_a = const 0.0", &format!("%zero_h_a = const {a_other}"))
            .replace("%zero_h_b = const 0.0", &format!("%zero_h_b = const {b_other}"));
        let file = tessera::ir::text::parse(&text).unwrap();
        let mut spec = tessera::directives::RunSpec::parse(&file.directives).unwrap();
        // Masked elements that are not zero change the product: the interpreter is the check.
        spec.checks.clear();
        for target in [Target::Sm90a, Target::Sm90] {
            for stages in 2..=4 {
                let mut k = file.kernels[0].clone();
                k.num_stages = Some(stages);
                let what = format!("other {a_other} / {b_other}, {target}, {stages} stages");
                let r = tessera::run::run_sim(&k, &spec, 5, target).unwrap_or_else(|e| panic!("{what}: {e}"));
                assert!(!r.vs_interp.is_empty() && r.passed(), "{what}: {:?}", r.vs_interp);
            }
        }
    }
}

/// A pipelined matmul whose waits for the asynchronous copies are dropped, or wait for one
/// group too few: the simulator reports reading a slot whose copy is in flight.
#[test]
fn a_missing_or_short_cp_async_wait_is_caught() {
    let (mut k, spec) = common::example("matmul");
    k.num_stages = Some(3);
    for (what, mutate) in [
        ("dropped", (|i: &mut Inst| matches!(i, Inst::CpAsyncWait(_))) as fn(&mut Inst) -> bool),
        ("one group short", |i: &mut Inst| match i {
            Inst::CpAsyncWait(n @ 1) => {
                *n = 2;
                false
            }
            _ => false,
        }),
    ] {
        let mut l = lower_ptx(&k, Target::Sm90).unwrap();
        for b in l.ptx.vcode.blocks.values_mut() {
            b.insts.retain_mut(|i| !mutate(i));
        }
        let mut args = tessera::run::make_args(&k, &spec, 3).unwrap();
        let grid = spec.grid.unwrap();
        let e = run_lowered(&k, &l, grid, &mut args, &SimOptions::default()).expect_err(what).to_string();
        assert!(e.contains("in flight"), "{what}: {e}");
    }
}

/// The copy-engine pipeline (`Options::tma`, sm_90a) of the benchmarks' matmul, three tiles,
/// the examples' masked matmuls, and the persistent form (on the copy engine, on cp.async and on sm_90): the simulator's
/// results equal the interpreter's within the output's rounding, with every barrier, fence and
/// wait checked; dropping the mbarrier wait, the init fence or the iteration's barrier is an
/// error.
#[test]
fn tma_matmuls_agree_with_the_interpreter() {
    use tessera::ir::gen::Entropy;
    let (m, n, k) = (256u32, 512u32, 256u32);
    let opts = tessera::Options::default();
    let interp_case = |kern: tessera::ir::Kernel, tile: [u32; 3], [m, n, k]: [u32; 3]| {
        let mut r = SplitMix(5);
        let mut q = |len: u32| -> Buffer {
            Buffer::from_f64(
                DType::F16,
                &(0..len).map(|_| ((r.next_u64() % 17) as f64 - 8.0) / 8.0).collect::<Vec<_>>(),
            )
        };
        let args = vec![
            Arg::Buffer(q(m * k)),
            Arg::Buffer(q(k * n)),
            Arg::Buffer(Buffer::zeros(DType::F16, (m * n) as usize)),
        ];
        let grid = [m.div_ceil(tile[0]) * n.div_ceil(tile[1]), 1, 1];
        (kern, args, grid)
    };
    let case = |tile: [u32; 3], warps: u32, stages: u32, [m, n, k]: [u32; 3]| {
        interp_case(tessera::kernels::matmul(m, n, k, tile, warps, stages, DType::F16).unwrap(), tile, [m, n, k])
    };
    // Three tiles over whole blocks, and one with ragged edges in M, N and K (zeros from the
    // copy engine past the masks' bounds, masked stores).
    for (tile, warps, stages, size) in [
        ([128, 256, 64], 8, 4, [m, n, k]),
        ([128, 128, 64], 4, 3, [m, n, k]),
        ([64, 128, 32], 4, 2, [m, n, k]),
        ([128, 128, 64], 4, 4, [200, 328, 200]),
    ] {
        let (kern, args, grid) = case(tile, warps, stages, size);
        let l = tessera::lower_ptx_with(&kern, Target::Sm90a, &opts).unwrap();
        assert!(!l.ptx.tensor_maps.is_empty(), "{tile:?}: no tensor maps");
        let mut want = args.clone();
        interp::run(&kern, grid, &mut want).unwrap();
        let mut got = args.clone();
        run_lowered(&kern, &l, grid, &mut got, &SimOptions::default()).unwrap_or_else(|e| panic!("{tile:?}: {e}"));
        let (Arg::Buffer(g), Arg::Buffer(w)) = (&got[2], &want[2]) else { unreachable!() };
        let (g, w) = (g.to_f64(), w.to_f64());
        let off = g.iter().zip(&w).filter(|(x, y)| (*x - *y).abs() > 1e-2 * (1.0 + y.abs())).count();
        assert_eq!(off, 0, "{tile:?}: {off} elements differ from the interpreter");
    }
    // Persistent (3 programs over the 8 blocks), on the copy engine, through cp.async and on sm_90.
    let tile = [128, 128, 64];
    let (kern, args, _) =
        interp_case(tessera::kernels::matmul_persistent(m, n, k, tile, 4, 4, DType::F16).unwrap(), tile, [m, n, k]);
    let mut want = args.clone();
    interp::run(&kern, [3, 1, 1], &mut want).unwrap();
    for (target, tma) in [(Target::Sm90a, Tma::Exact), (Target::Sm90a, Tma::Off), (Target::Sm90, Tma::Exact)] {
        let l = tessera::lower_ptx_with(&kern, target, &tessera::Options { tma, ..Default::default() }).unwrap();
        let mut got = args.clone();
        run_lowered(&kern, &l, [3, 1, 1], &mut got, &SimOptions::default())
            .unwrap_or_else(|e| panic!("persistent on {target} (tma {tma:?}): {e}"));
        let (Arg::Buffer(g), Arg::Buffer(w)) = (&got[2], &want[2]) else { unreachable!() };
        let off = g.to_f64().iter().zip(&w.to_f64()).filter(|(x, y)| (*x - *y).abs() > 1e-2 * (1.0 + y.abs())).count();
        assert_eq!(off, 0, "persistent on {target} (tma {tma:?}): {off} elements differ");
    }
    // The examples' masked loads (edges of 100 x 72 x 80): their bounds are the tensors'.
    for name in ["matmul", "matmul_f16", "matmul_bf16"] {
        let (kern, spec) = common::example(name);
        let l = tessera::lower_ptx_with(&kern, Target::Sm90a, &opts).unwrap();
        assert_eq!(l.ptx.tensor_maps.len(), 2, "{name}: both operands by the copy engine");
        let args = tessera::run::make_args(&kern, &spec, 1).unwrap();
        let grid = spec.grid.unwrap();
        let mut want = args.clone();
        interp::run(&kern, grid, &mut want).unwrap();
        let mut got = args.clone();
        run_lowered(&kern, &l, grid, &mut got, &SimOptions::default()).unwrap_or_else(|e| panic!("{name}: {e}"));
        let c = kern.params.iter().position(|p| p.name == "c").unwrap();
        let (Arg::Buffer(g), Arg::Buffer(w)) = (&got[c], &want[c]) else { unreachable!() };
        let off = g.to_f64().iter().zip(&w.to_f64()).filter(|(x, y)| (*x - *y).abs() > 1e-2 * (1.0 + y.abs())).count();
        assert_eq!(off, 0, "{name} by the copy engine: {off} elements differ from the interpreter");
    }
    let (kern, args, grid) = case([128, 128, 64], 4, 3, [m, n, k]);
    type Drop = fn(&Inst) -> bool;
    let drops: [(&str, Drop, &str); 3] = [
        ("the mbarrier wait", |i| matches!(i, Inst::MbarrierWait { .. }), "mbarrier"),
        ("the init fence", |i| matches!(i, Inst::FenceMbarrierInit), "fence.mbarrier_init"),
        ("the barriers", |i| matches!(i, Inst::Bar), "bar"),
    ];
    for (what, drop, says) in drops {
        let mut l = tessera::lower_ptx_with(&kern, Target::Sm90a, &opts).unwrap();
        for b in l.ptx.vcode.blocks.values_mut() {
            b.insts.retain(|i| !drop(i));
        }
        let mut got = args.clone();
        let e = run_lowered(&kern, &l, grid, &mut got, &SimOptions::default()).expect_err(what).to_string();
        assert!(e.contains(says), "{what} dropped: {e}");
    }
}

/// Attention on sm_90a takes the second dot's A (P) from registers; with two of its registers
/// exchanged the result is wrong, so the check sees the fragment.
#[test]
fn attention_takes_p_from_registers_on_sm_90a() {
    let (k, spec) = common::example("attention");
    let args = tessera::run::make_args(&k, &spec, 0).unwrap();
    let grid = spec.grid.unwrap();
    let mut want = args.clone();
    interp::run(&k, grid, &mut want).unwrap();
    let out = k.params.iter().position(|p| p.name == "o").expect("attention writes %o");
    let worst = |l: &tessera::simulate::LoweredPtx| -> f64 {
        let mut got = args.clone();
        run_lowered(&k, l, grid, &mut got, &SimOptions::default()).unwrap();
        let (Arg::Buffer(g), Arg::Buffer(w)) = (&got[out], &want[out]) else { unreachable!() };
        g.to_f64().iter().zip(&w.to_f64()).map(|(a, b)| (a - b).abs()).fold(0.0, f64::max)
    };
    let mut l = lower_ptx(&k, Target::Sm90a).unwrap();
    let from_regs = |i: &Inst| matches!(i, Inst::Wgmma { a: tessera_isel::ptx::WgmmaA::Regs(_), .. });
    assert!(l.ptx.vcode.blocks.values().any(|b| b.insts.iter().any(from_regs)), "P is not taken from registers");
    assert!(worst(&l) < 1e-3, "attention on sm_90a differs from the interpreter");
    for b in l.ptx.vcode.blocks.values_mut() {
        for i in b.insts.iter_mut() {
            if let Inst::Wgmma { a: tessera_isel::ptx::WgmmaA::Regs(rs), .. } = i {
                rs.swap(0, 2);
            }
        }
    }
    assert!(worst(&l) > 1e-2, "P's registers exchanged went unnoticed");
}

/// Attention's K^T written by addressing (examples/attention.tile: addresses down the columns of
/// a 64 x 64 tile) is loaded in 16-byte vectors once `head_stride` is known to be a multiple of
/// 16 (as the JIT specialises it): the isel reorients the load (`tessera_isel::passes::orient`), and the
/// example still passes its checks in the simulator.
#[test]
fn column_running_b_loads_are_reoriented_into_vectors() {
    let (mut k, spec) = common::example("attention");
    let hs = k.params.iter().position(|p| p.name == "head_stride").expect("attention has %head_stride");
    k.params[hs].attrs.div = Some(16);
    for target in [Target::Sm80, Target::Sm90, Target::Sm90a] {
        let l = lower_ptx(&k, target).unwrap();
        let ptx = tessera_emit_ptx::emit(&k, &l.ptx, l.threads);
        let scalar = ptx.matches("ld.global.b16").count();
        // (16-byte loads, or 16-byte copies where the loop is pipelined, as it is by default.)
        let vectors = ptx.matches("ld.global.v4.b32").count() + ptx.matches("cp.async.cg.shared.global").count();
        assert_eq!(scalar, 0, "{target}: {scalar} two-byte loads remain");
        assert!(vectors >= 12, "{target}: only {vectors} 16-byte loads");
        let r = tessera::run::run_sim(&k, &spec, 3, target).unwrap_or_else(|e| panic!("{target}: {e}"));
        assert!(r.passed(), "{target}: {:?} {:?}", r.checks, r.vs_interp);
    }
    // Without the fact the loads cannot be 16 bytes wide, and the rewrite changes nothing else.
    let (k, _) = common::example("attention");
    assert!(tessera_isel::passes::orient::run(&k).is_some(), "the K^T load is reoriented without the fact too");
}

/// C = A @ B with B stored as N x K (B^T row-major, as attention's K), pipelined and masked at
/// ragged edges, B read either as K x N tiles by addresses down their columns or as N x K tiles
/// transposed with `trans`: the isel reorients the first into the second (`tessera_isel::passes::orient`),
/// so on every target both give the same bits, the copy engine fetches both on sm_90a, and they
/// agree with the interpreter.
#[test]
fn b_by_columns_and_b_by_trans_compute_the_same_bits() {
    use tessera::ir::gen::Entropy;
    use tessera::ir::{Builder, ParamAttrs, Type};
    let (m, n, k) = (96u32, 128u32, 80u32);
    let (bm, bn, bk) = (64i32, 64i32, 32i32);
    let kernel = |by_columns: bool| {
        let b = Builder::new("matmul_bt");
        b.num_warps(4).num_stages(3);
        let a16 = ParamAttrs { align: Some(16), div: None };
        let pa = b.param_with("a", Type::ptr(DType::F16), a16);
        let pb = b.param_with("bt", Type::ptr(DType::F16), a16);
        let pc = b.param_with("c", Type::ptr(DType::F32), a16);
        let (m, n, k) = (m as i32, n as i32, k as i32);
        let grid_n = n / bn;
        let pid = b.program_id(0);
        let (pid_m, pid_n) = (pid / grid_n, pid % grid_n);
        let rm = (pid_m * bm + b.arange(0, bm)).col();
        let rn = (pid_n * bn + b.arange(0, bn)).row();
        let rk = b.arange(0, bk);
        let acc = b.zeros(&[bm as u32, bn as u32], DType::F32);
        let out = b.for_range(0, k, bk, &[acc], |kk, c| {
            let ks = rk + kk;
            let x = b.load_masked(pa + (rm * k + ks.row()), rm.lt(m) & ks.row().lt(k), 0.0);
            let y = if by_columns {
                b.load_masked(pb + (ks.col() + rn * k), ks.col().lt(k) & rn.lt(n), 0.0)
            } else {
                let rnc = (pid_n * bn + b.arange(0, bn)).col();
                b.load_masked(pb + (rnc * k + ks.row()), rnc.lt(n) & ks.row().lt(k), 0.0).t()
            };
            vec![b.dot(x, y, c[0])]
        });
        b.store_masked(pc + (rm * n + rn), out[0], rm.lt(m) & rn.lt(n));
        b.finish().unwrap()
    };
    let mut r = SplitMix(11);
    let mut q = |len: u32| {
        Buffer::from_f64(DType::F16, &(0..len).map(|_| ((r.next_u64() % 17) as f64 - 8.0) / 8.0).collect::<Vec<_>>())
    };
    let args =
        vec![Arg::Buffer(q(m * k)), Arg::Buffer(q(n * k)), Arg::Buffer(Buffer::zeros(DType::F32, (m * n) as usize))];
    let grid = [m.div_ceil(bm as u32) * (n / bn as u32), 1, 1];
    let (cols, trans) = (kernel(true), kernel(false));
    assert!(tessera_isel::passes::orient::run(&cols).is_some(), "the column-running B load is reoriented");
    let mut want = args.clone();
    interp::run(&trans, grid, &mut want).unwrap();
    let Arg::Buffer(w) = &want[2] else { unreachable!() };
    for target in [Target::Sm80, Target::Sm90, Target::Sm90a] {
        let mut outs = Vec::new();
        for (name, kern) in [("by columns", &cols), ("by trans", &trans)] {
            let l = lower_ptx(kern, target).unwrap();
            if target == Target::Sm90a {
                assert_eq!(l.ptx.tensor_maps.len(), 2, "{target}, B {name}: both operands by the copy engine");
            }
            let mut got = args.clone();
            run_lowered(kern, &l, grid, &mut got, &SimOptions::default())
                .unwrap_or_else(|e| panic!("{target}, B {name}: {e}"));
            let Arg::Buffer(g) = &got[2] else { unreachable!() };
            let off =
                g.to_f64().iter().zip(&w.to_f64()).filter(|(x, y)| (*x - *y).abs() > 1e-3 * (1.0 + y.abs())).count();
            assert_eq!(off, 0, "{target}, B {name}: {off} elements differ from the interpreter");
            outs.push(g.clone());
        }
        assert!(outs[0] == outs[1], "{target}: B by columns and B by trans differ");
    }
    // On AMD, staged through registers into two LDS slots (`lower::pipeline`): B by trans is
    // read as it is stored, B by columns is reoriented to it; both exact here.
    for target in [Target::Gfx90a, Target::Gfx942, Target::Gfx1100] {
        for (name, kern) in [("by columns", &cols), ("by trans", &trans)] {
            let barriers = |k: &tessera::ir::Kernel| {
                let asm = tessera::compile(k, target, &tessera::Options::default()).unwrap().code;
                asm.matches("s_barrier").count()
            };
            let mut unstaged = kern.clone();
            unstaged.num_stages = Some(1);
            assert!(barriers(kern) < barriers(&unstaged), "{target}, B {name}: not staged");
            let mut got = args.clone();
            tessera::simulate::run_amdgcn(kern, target, grid, &mut got, &SimOptions::default())
                .unwrap_or_else(|e| panic!("{target}, B {name}: {e}"));
            assert!(got[2] == want[2], "{target}, B {name}: differs from the interpreter");
        }
    }
}

/// tf32 and i8 dots on sm_90a store their operands whole for `wgmma`: they run there where
/// those fit, and a dot too large for that compiles on sm_90a exactly when it compiles on sm_90
/// (`mma.sync`, operands through layout exchanges), so the warpgroup path loses no kernel.
#[test]
fn large_tf32_i8_and_fp8_dots_compile_on_sm_90a_where_they_do_on_sm_90() {
    for (m, n, k, ta, tc, precision, on_wgmma) in [
        (64, 64, 32, DType::F32, DType::F32, DotPrecision::Tf32, true),
        (128, 128, 128, DType::F32, DType::F32, DotPrecision::Tf32, true),
        (128, 128, 256, DType::F32, DType::F32, DotPrecision::Tf32, false),
        (128, 256, 256, DType::I8, DType::I32, DotPrecision::Ieee, true),
        // fp8 operands are stored whole for wgmma, as i8 ones are.
        (128, 256, 512, DType::F8E4M3, DType::F32, DotPrecision::Ieee, true),
        (256, 256, 512, DType::F8E4M3, DType::F32, DotPrecision::Ieee, false),
    ] {
        let kernel = dot_kernel_with(m, n, k, ta, tc, precision, 8, false, BOrder::RowMajor);
        let what = format!("{m}x{n}x{k} {ta}");
        match (lower_ptx(&kernel, Target::Sm90a), lower_ptx(&kernel, Target::Sm90)) {
            (Ok(l), _) => {
                let wgmma =
                    l.ptx.vcode.blocks.values().any(|b| b.insts.iter().any(|i| matches!(i, Inst::Wgmma { .. })));
                assert_eq!(wgmma, on_wgmma, "{what}");
            }
            (Err(e), Ok(_)) => panic!("{what} compiles on sm_90 but not on sm_90a: {e}"),
            (Err(e), Err(_)) => {
                assert!(!on_wgmma, "{what}: {e}");
                assert!(e.to_string().contains("shared memory"), "{what}: {e}");
            }
        }
    }
}

/// A loaded tile that one dot takes as B and another as B transposed (`C1 += A1 X`, `C2 += A2
/// X^T`, as the backward's Q in `dS^T Q` and `K Q^T` would be): both read the one ring slot it is
/// fetched into by `cp.async` (`pipeliner::plan::only_staged_dot_operand`; before, such a tile
/// was loaded where it stood), and both products agree with the interpreter on every PTX target.
#[test]
fn a_tile_read_directly_and_transposed_is_fetched_once() {
    use tessera::ir::gen::Entropy;
    use tessera::ir::{Builder, ParamAttrs, Type};
    let (t, steps) = (64i32, 3i32);
    let b = Builder::new("both_ways");
    b.num_warps(4).num_stages(2);
    let a16 = ParamAttrs { align: Some(16), div: None };
    let (pa1, pa2) = (b.param_with("a1", Type::ptr(DType::F16), a16), b.param_with("a2", Type::ptr(DType::F16), a16));
    let px = b.param_with("x", Type::ptr(DType::F16), a16);
    let (pc1, pc2) = (b.param_with("c1", Type::ptr(DType::F32), a16), b.param_with("c2", Type::ptr(DType::F32), a16));
    let r = b.arange(0, t);
    let square = r.col() * t + r.row();
    let a2 = b.load(pa2 + square);
    let zero = b.zeros(&[t as u32, t as u32], DType::F32);
    let out = b.for_range(0, t * steps, t, &[zero, zero], |i, c| {
        let a1 = b.load(pa1 + (r.col() * (t * steps) + (r + i).row()));
        let x = b.load(px + ((r + i).col() * t + r.row()));
        vec![b.dot(a1, x, c[0]), b.dot(a2, x.t(), c[1])]
    });
    b.store(pc1 + square, out[0]);
    b.store(pc2 + square, out[1]);
    let kernel = b.finish().unwrap();
    let mut rng = SplitMix(17);
    let mut q = |len: i32| {
        Buffer::from_f64(DType::F16, &(0..len).map(|_| ((rng.next_u64() % 17) as f64 - 8.0) / 8.0).collect::<Vec<_>>())
    };
    let zeros = || Arg::Buffer(Buffer::zeros(DType::F32, (t * t) as usize));
    let args =
        vec![Arg::Buffer(q(t * t * steps)), Arg::Buffer(q(t * t)), Arg::Buffer(q(t * t * steps)), zeros(), zeros()];
    let mut want = args.clone();
    interp::run(&kernel, [1, 1, 1], &mut want).unwrap();
    for target in [Target::Sm80, Target::Sm90, Target::Sm90a] {
        let c = tessera::compile(&kernel, target, &tessera::Options::default()).unwrap();
        let rings = c.remarks.iter().filter(|r| r.path == tessera::remarks::Path::CopyRing).count();
        let text = tessera::remarks::render(&c.remarks, target, "both_ways");
        assert_eq!(rings, 2, "{target}: A1 and X fetched ahead (the copy engine wants masks):\n{text}");
        let l = lower_ptx(&kernel, target).unwrap();
        let mut got = args.clone();
        run_lowered(&kernel, &l, [1, 1, 1], &mut got, &SimOptions::default())
            .unwrap_or_else(|e| panic!("{target}: {e}"));
        for j in [3, 4] {
            let (Arg::Buffer(g), Arg::Buffer(w)) = (&got[j], &want[j]) else { unreachable!() };
            let off =
                g.to_f64().iter().zip(&w.to_f64()).filter(|(x, y)| (*x - *y).abs() > 1e-3 * (1.0 + y.abs())).count();
            assert_eq!(off, 0, "{target}: C{} has {off} elements off the interpreter's", j - 2);
        }
    }
}
