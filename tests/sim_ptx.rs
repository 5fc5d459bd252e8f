//! The PTX backend on the SIMT simulator, with no GPU: the examples in the backend's scope and
//! random programs agree with the interpreter, and a deliberately broken lowering is caught.
//!
//! `TESSERA_SIM_CASES=N` sets the number of random programs (default 300), e.g.
//! `TESSERA_SIM_CASES=20000 cargo test --release --test sim_ptx`.

mod common;

use common::{example, first_difference, sub_args, sub_kernel, two_transposes_args, two_transposes_kernel};
use tessera::ir::gen::{generate, GenConfig, SplitMix};
use tessera::ir::interp::{self, Arg};
use tessera::ir::{text, Kernel};
use tessera::run::run_sim;
use tessera::simulate::{lower_ptx, run_lowered, run_ptx};
use tessera::Target;
use tessera_isel::ptx::{Inst, Operand};
use tessera_sim::SimOptions;

#[test]
fn examples_in_scope_agree_with_the_interpreter() {
    for &name in tessera::EXAMPLES_IN_SCOPE.iter().chain(tessera::DOT_EXAMPLES) {
        let (k, spec) = example(name);
        for seed in 0..2 {
            let r = run_sim(&k, &spec, seed, Target::Sm90).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!(r.passed(), "{name} seed {seed}: checks {:?}\nvs interp {:?}", r.checks, r.vs_interp);
            if name.starts_with("add") {
                // Exact: every element bit for bit.
                assert!(r.vs_interp.iter().all(|c| c.differing == 0), "{name}: {:?}", r.vs_interp);
            }
        }
    }
}

/// The dot examples as sm_90a code (wgmma where the shapes allow) in the simulator.
#[test]
fn dot_examples_on_sm_90a_agree_with_the_interpreter() {
    for &name in tessera::DOT_EXAMPLES {
        let (k, spec) = example(name);
        for seed in 0..2 {
            let r = run_sim(&k, &spec, seed, Target::Sm90a).unwrap_or_else(|e| panic!("{name} on sm_90a: {e}"));
            assert!(r.passed(), "{name} seed {seed} on sm_90a: checks {:?}\nvs interp {:?}", r.checks, r.vs_interp);
        }
    }
}

/// The fp8 examples on sm_90 (mma.sync) and sm_90a (wgmma), the only targets that take them.
#[test]
fn fp8_examples_agree_with_the_interpreter() {
    for &name in tessera::FP8_EXAMPLES {
        let (k, spec) = example(name);
        for target in [Target::Sm90, Target::Sm90a] {
            for seed in 0..2 {
                let r = run_sim(&k, &spec, seed, target).unwrap_or_else(|e| panic!("{name} on {target}: {e}"));
                assert!(
                    r.passed(),
                    "{name} seed {seed} on {target}: checks {:?}\nvs interp {:?}",
                    r.checks,
                    r.vs_interp
                );
            }
        }
    }
}

/// The generator in exact mode (as `gpu_ptx` uses it): no approximate math, no NaN-bit
/// dependence, no float sums.
fn exact_config() -> GenConfig {
    let mut cfg = Target::Sm90.gen_config();
    cfg.ops.math = false;
    cfg.ops.nan_bits = false;
    cfg.reduce_ok = |op, d| op != tessera::ir::op::ReduceOp::Sum || !d.is_float();
    cfg
}

/// Runs the case on the simulator and the interpreter; `None` when they agree.
fn differ(k: &Kernel, grid: [u32; 3], args: &[Arg]) -> Option<String> {
    let mut want = args.to_vec();
    if let Err(e) = interp::run(k, grid, &mut want) {
        return Some(format!("interp failed: {e}"));
    }
    let mut got = args.to_vec();
    if let Err(e) = run_ptx(k, Target::Sm90, grid, &mut got, &SimOptions::default()) {
        return Some(e);
    }
    first_difference(k, &got, &want)
}

#[test]
fn random_programs_match_the_interpreter_bit_for_bit() {
    let n: u64 = std::env::var("TESSERA_SIM_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(300);
    let cfg = exact_config();
    let t0 = std::time::Instant::now();
    let mut failures = Vec::new();
    for seed in 0..n {
        let case = generate(&mut SplitMix(seed), &cfg);
        if let Some(msg) = differ(&case.kernel, case.grid, &case.args) {
            if failures.is_empty() {
                eprintln!("seed {seed}:\n{}", text::print_kernel(&case.kernel));
            }
            failures.push(format!("seed {seed}: {msg}"));
        }
    }
    eprintln!("{} of {n} random programs differ ({:.1} s)", failures.len(), t0.elapsed().as_secs_f64());
    for f in &failures {
        eprintln!("{f}");
    }
    assert!(failures.is_empty(), "{} of {n} random programs differ (first above)", failures.len());
}

/// Runs mutated code and reports whether the check noticed (a difference or an error).
fn caught(k: &Kernel, mutate: impl Fn(&mut Inst) -> bool) -> (usize, bool) {
    let mut l = lower_ptx(k, Target::Sm90).unwrap();
    let mut mutated = 0;
    for b in l.ptx.vcode.blocks.values_mut() {
        for i in b.insts.iter_mut() {
            if mutate(i) {
                mutated += 1;
            }
        }
    }
    let grid = [4, 1, 1];
    let args = sub_args();
    let mut want = args.clone();
    interp::run(k, grid, &mut want).unwrap();
    let mut got = args;
    let noticed = match run_lowered(k, &l, grid, &mut got, &SimOptions::default()) {
        Err(e) => {
            eprintln!("caught as an error: {e}");
            true
        }
        Ok(_) => match first_difference(k, &got, &want) {
            Some(m) => {
                eprintln!("caught as a difference: {m}");
                true
            }
            None => false,
        },
    };
    (mutated, noticed)
}

#[test]
fn a_deliberately_broken_lowering_is_caught() {
    let k = sub_kernel();
    // Unmutated: agrees.
    let (n, noticed) = caught(&k, |_| false);
    assert_eq!((n, noticed), (0, false));
    // Swapped operands of the subtraction.
    let (n, noticed) = caught(&k, |i| match i {
        Inst::Op { op: "sub", srcs, .. } if srcs.len() == 2 => {
            srcs.swap(0, 1);
            true
        }
        _ => false,
    });
    assert!(n > 0 && noticed, "swapped sub operands: {n} mutated, caught: {noticed}");
    // A flipped guard on the stores: masked-off lanes store, in-bounds lanes do not.
    let (n, noticed) = caught(&k, |i| match i {
        Inst::St { guard: Some((_, neg)), .. } => {
            *neg = !*neg;
            true
        }
        _ => false,
    });
    assert!(n > 0 && noticed, "flipped store guard: {n} mutated, caught: {noticed}");
    // A dropped guard on the loads: the last program reads past the end.
    let (n, noticed) = caught(&k, |i| match i {
        Inst::Ld { guard: g @ Some(_), .. } => {
            *g = None;
            true
        }
        _ => false,
    });
    assert!(n > 0 && noticed, "dropped load guard: {n} mutated, caught: {noticed}");
    // A wrong immediate in address arithmetic (element size 4 -> 8).
    let (n, noticed) = caught(&k, |i| match i {
        Inst::Op { op: "mul.wide", srcs, .. } => {
            if let Some(Operand::Imm(x @ 4)) = srcs.get_mut(1) {
                *x = 8;
                return true;
            }
            false
        }
        _ => false,
    });
    assert!(n > 0 && noticed, "wrong element size: {n} mutated, caught: {noticed}");
}

#[test]
fn a_missing_barrier_is_caught() {
    // Random programs that exchange data through shared memory, with every bar.sync removed.
    // (Programs whose shared accesses were all removed as dead keep barriers that guard nothing.)
    let cfg = exact_config();
    let mut tried = 0;
    for seed in 0..200u64 {
        let case = generate(&mut SplitMix(seed), &cfg);
        let mut l = lower_ptx(&case.kernel, Target::Sm90).unwrap();
        let mut removed = 0;
        let reads_shared = l
            .ptx
            .vcode
            .blocks
            .values()
            .flat_map(|b| &b.insts)
            .any(|i| matches!(i, Inst::Ld { space: tessera_isel::ptx::Space::Shared, .. }));
        if !reads_shared {
            continue;
        }
        for b in l.ptx.vcode.blocks.values_mut() {
            let before = b.insts.len();
            b.insts.retain(|i| !matches!(i, Inst::Bar));
            removed += before - b.insts.len();
        }
        if removed == 0 {
            continue;
        }
        let mut got = case.args.clone();
        let r = run_lowered(&case.kernel, &l, case.grid, &mut got, &SimOptions::default());
        if r.as_ref().is_ok_and(|s| s.shared_reads == 0) {
            continue; // the shared accesses sit in a branch this launch does not take
        }
        let e = r.expect_err(&format!("seed {seed}: {removed} barriers removed, not caught"));
        assert!(e.to_string().contains("race"), "seed {seed}: {e}");
        tried += 1;
        if tried == 5 {
            break;
        }
    }
    assert_eq!(tried, 5, "too few random programs use shared memory");
}

#[test]
fn shared_memory_is_reused_behind_a_barrier() {
    // Two exchanges of 16.25 KB each: the second starts at 0 again, so the program needs about
    // one buffer of shared memory, not two, and still agrees with the interpreter. (The
    // AMDGCN test of the same name is the one that catches a missing reuse barrier.)
    let k = two_transposes_kernel();
    let c = tessera::compile(&k, Target::Sm90, &tessera::Options::default()).unwrap();
    assert!(c.shared_bytes > 16 * 1024 && c.shared_bytes < 2 * 16 * 1024, "{} bytes of shared memory", c.shared_bytes);
    assert_eq!(differ(&k, [1, 1, 1], &two_transposes_args()), None);
}

/// A loop's trip test near the ends of i32 (one comparison with `hi - step`, computed once and
/// clamped where it would wrap: `lower::for_loop`): the iteration count and the last induction
/// value agree with the interpreter, and with the values written here, on the PTX and AMDGCN
/// simulators.
#[test]
fn loop_trip_counts_at_the_ends_of_the_integer_range() {
    let src = "kernel @trips(%out: ptr<i32> align 16, %lo: i32, %hi: i32, %step: i32) num_warps 1 {
  %zero = const 0 : i32
  %one = const 1 : i32
  %n, %last = for %i = %lo to %hi step %step iter(%c = %zero, %l = %zero) -> (i32, i32) {
    %c2 = add %c, %one : i32
    yield %c2, %i
  }
  store %out, %n
  %p1 = ptradd %out, %one : ptr<i32>
  store %p1, %last
}
";
    let k = text::parse(src).unwrap().kernels.remove(0);
    let (max, min) = (i32::MAX, i32::MIN);
    // (lo, hi, step) -> (iterations, last induction value)
    let cases = [
        ((0, 10, 3), (3 + 1, 9)),
        ((5, 5, 1), (0, 0)),
        ((7, 5, 1), (0, 0)),
        ((0, 5, 0), (0, 0)),
        ((0, 5, -1), (0, 0)),
        ((max - 5, max, 2), (3, max - 1)),
        ((max - 1, max, 4), (1, max - 1)),
        ((max - 10, max, max), (1, max - 10)),
        ((min, min + 3, 1), (3, min + 2)),
        ((min, min + 1, 5), (1, min)),
        ((min, min + 2, max), (1, min)),
        ((min, max, max), (3, max - 1)),
        ((-3, 3, 2), (3, 1)),
    ];
    for ((lo, hi, step), want) in cases {
        let args = vec![
            Arg::Buffer(tessera::ir::interp::Buffer::zeros(tessera::ir::DType::I32, 2)),
            Arg::Scalar(tessera::ir::Const::i32(lo)),
            Arg::Scalar(tessera::ir::Const::i32(hi)),
            Arg::Scalar(tessera::ir::Const::i32(step)),
        ];
        let mut expect = args.clone();
        interp::run(&k, [1, 1, 1], &mut expect).unwrap();
        let got = |a: &[Arg]| a[0].as_buffer().unwrap().to_i32();
        assert_eq!(got(&expect), vec![want.0, want.1], "interpreter, ({lo}, {hi}, {step})");
        let mut ptx = args.clone();
        run_ptx(&k, Target::Sm80, [1, 1, 1], &mut ptx, &SimOptions::default()).unwrap();
        assert_eq!(got(&ptx), got(&expect), "sm_80, ({lo}, {hi}, {step})");
        for t in [Target::Gfx942, Target::Gfx1100] {
            let mut amd = args.clone();
            tessera::simulate::run_amdgcn(&k, t, [1, 1, 1], &mut amd, &SimOptions::default()).unwrap();
            assert_eq!(got(&amd), got(&expect), "{t}, ({lo}, {hi}, {step})");
        }
    }
}
