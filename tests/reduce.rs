//! The test-case reducer (`tessera::reduce`) on kernels with predicates of the kinds its users
//! write: "the kernel still has this shape of bug" and "the interpreter still gives this output";
//! every candidate shown to a predicate must verify.

use tessera::ir::gen::{generate, GenConfig, SplitMix};
use tessera::ir::interp::{self, Arg, Buffer, Options};
use tessera::ir::text::{parse_kernel, print_kernel};
use tessera::ir::verify::verify;
use tessera::ir::{Const, DType, Kernel, Op, ValueDef};
use tessera::reduce::{op_count, reduce, Budget};

/// 33 ops: loads, a loop whose body divides by a loaded value, a reduction, an `if`, a store.
const MIX: &str = "kernel @mix(%x: ptr<f32>, %y: ptr<f32>, %out: ptr<f32>, %n: i32) {
  %pid = program_id 0 : i32
  %c64 = const 64 : i32
  %base = mul %pid, %c64 : i32
  %r = arange 0, 64 : tile<64xi32>
  %base_t = splat %base : tile<64xi32>
  %offs = add %base_t, %r : tile<64xi32>
  %n_t = splat %n : tile<64xi32>
  %mask = icmp slt %offs, %n_t : tile<64xi1>
  %xb = splat %x : tile<64xptr<f32>>
  %xp = ptradd %xb, %offs : tile<64xptr<f32>>
  %zero = const 0.0 : tile<64xf32>
  %xv = load %xp, mask %mask, other %zero : tile<64xf32>
  %yb = splat %y : tile<64xptr<f32>>
  %yp = ptradd %yb, %offs : tile<64xptr<f32>>
  %yv = load %yp, mask %mask, other %zero : tile<64xf32>
  %two = const 2.0 : tile<64xf32>
  %s = add %xv, %yv : tile<64xf32>
  %e = exp %s : tile<64xf32>
  %lo = const 0 : i32
  %hi = const 4 : i32
  %one = const 1 : i32
  %acc = for %i = %lo to %hi step %one iter(%a = %e) -> (tile<64xf32>) {
    %m = mul %a, %two : tile<64xf32>
    %d = div %m, %yv : tile<64xf32>
    yield %d
  }
  %mx = reduce max %acc, axis 0 : f32
  %mxt = splat %mx : tile<64xf32>
  %z = sub %acc, %mxt : tile<64xf32>
  %pos = icmp sgt %n, %lo : i1
  %w = if %pos -> (tile<64xf32>) {
    %q = neg %z : tile<64xf32>
    yield %q
  } else {
    yield %z
  }
  %ob = splat %out : tile<64xptr<f32>>
  %op = ptradd %ob, %offs : tile<64xptr<f32>>
  store %op, %w, mask %mask
}
";

/// Whether some float `div` reads a loaded value.
fn divides_a_load(k: &Kernel) -> bool {
    k.walk().into_iter().any(|i| {
        k.insts[i].op.name() == "div"
            && k.insts[i].args.iter().any(|&a| match k.values[a].def {
                ValueDef::Result(j, _) => matches!(k.insts[j].op, Op::Load { .. }),
                _ => false,
            })
    })
}

#[test]
fn keeps_a_div_of_a_load_and_drops_the_rest() {
    let k = parse_kernel(MIX).unwrap();
    assert_eq!(op_count(&k), 33);
    assert!(divides_a_load(&k));
    let mut calls = 0;
    let r = reduce(
        &k,
        &mut |c| {
            calls += 1;
            verify(c).unwrap_or_else(|e| panic!("candidate does not verify: {e}\n{}", print_kernel(c)));
            divides_a_load(c)
        },
        Budget::default(),
    );
    let text = print_kernel(&r.kernel);
    assert!(divides_a_load(&r.kernel), "{text}");
    assert!(op_count(&r.kernel) <= 4, "{} ops left:\n{text}", op_count(&r.kernel));
    assert_eq!(r.kernel.params.len(), 4, "{text}");
    assert!(!text.contains("tile<64x"), "tiles not narrowed:\n{text}");
    assert_eq!(calls, r.tried);
    assert!(r.accepted > 0 && r.accepted <= r.tried);
}

/// Runs `k` with `x[i] = i + 1`, `y[i] = 2` (128 elements), `n` = 100, over 2 programs, and
/// returns `out`, or `None` if the run fails.
fn run_mix(k: &Kernel) -> Option<Vec<f32>> {
    let x: Vec<f32> = (0..128).map(|i| i as f32 + 1.0).collect();
    let mut args = vec![
        Arg::Buffer(Buffer::from_f32(&x)),
        Arg::Buffer(Buffer::from_f32(&[2.0; 128])),
        Arg::Buffer(Buffer::zeros(DType::F32, 128)),
        Arg::Scalar(Const::i32(100)),
    ];
    interp::run_with(k, [2, 1, 1], &mut args, &Options { max_steps: 1 << 20, ..Options::default() }).ok()?;
    Some(args[2].as_buffer()?.to_f32())
}

#[test]
fn keeps_an_interpreter_output_true() {
    let k = parse_kernel(MIX).unwrap();
    let out3_nonzero = |c: &Kernel| run_mix(c).is_some_and(|out| out[3] != 0.0);
    assert!(out3_nonzero(&k));
    let r = reduce(
        &k,
        &mut |c| {
            assert!(verify(c).is_ok(), "{}", print_kernel(c));
            out3_nonzero(c)
        },
        Budget::default(),
    );
    let text = print_kernel(&r.kernel);
    assert!(out3_nonzero(&r.kernel), "{text}");
    // A store of a constant through pointers that reach element 3.
    assert!(op_count(&r.kernel) <= 5, "{} ops left:\n{text}", op_count(&r.kernel));
}

/// A store in a loop of 40 trips that must still write `out[0]` from the loop: the trip count
/// comes down to one.
#[test]
fn loops_come_down_to_one_trip() {
    let src = "kernel @l(%out: ptr<i32>, %n: i32) {
  %lo = const 0 : i32
  %hi = const 40 : i32
  %step = const 1 : i32
  %k = const 7 : i32
  %s = for %i = %lo to %hi step %step iter(%acc = %k) -> (i32) {
    %p = ptradd %out, %i : ptr<i32>
    %v = mul %acc, %n : i32
    store %p, %v
    %next = add %acc, %i : i32
    yield %next
  }
  store %out, %s
}
";
    let k = parse_kernel(src).unwrap();
    let stores_in_a_loop = |c: &Kernel| {
        c.walk().into_iter().any(|i| {
            c.insts[i].op == Op::For
                && c.insts[i]
                    .regions
                    .iter()
                    .any(|&r| c.regions[r].insts.iter().any(|&j| matches!(c.insts[j].op, Op::Store { .. })))
        })
    };
    let writes_out0 = |c: &Kernel| {
        let mut args = vec![Arg::Buffer(Buffer::zeros(DType::I32, 64)), Arg::Scalar(Const::i32(3))];
        interp::run_with(c, [1, 1, 1], &mut args, &Options { max_steps: 1 << 16, ..Options::default() }).is_ok()
            && args[0].as_buffer().is_some_and(|b| b.to_i32()[0] != 0)
    };
    assert!(writes_out0(&k));
    let r = reduce(
        &k,
        &mut |c| {
            assert!(verify(c).is_ok());
            stores_in_a_loop(c) && writes_out0(c)
        },
        Budget::default(),
    );
    let text = print_kernel(&r.kernel);
    assert!(stores_in_a_loop(&r.kernel) && writes_out0(&r.kernel), "{text}");
    // The for, a bound or two, a nonzero value, the store.
    assert!(op_count(&r.kernel) <= 5, "{text}");
    assert!(text.contains("const 1 : i32") && !text.contains("40"), "{text}");
}

#[test]
fn always_true_gives_the_empty_kernel_and_always_false_the_input() {
    let k = parse_kernel(MIX).unwrap();
    let r = reduce(&k, &mut |c| verify(c).is_ok(), Budget::default());
    assert_eq!(op_count(&r.kernel), 0, "{}", print_kernel(&r.kernel));
    assert_eq!(r.kernel.params.len(), k.params.len());
    let r = reduce(
        &k,
        &mut |c| {
            assert!(verify(c).is_ok());
            false
        },
        Budget::default(),
    );
    assert_eq!(r.accepted, 0);
    assert!(r.tried > 0);
    assert_eq!(print_kernel(&r.kernel), print_kernel(&k));
}

#[test]
fn a_kernel_that_does_not_verify_comes_back_untouched() {
    let mut k = parse_kernel(MIX).unwrap();
    k.num_warps = 3;
    let r = reduce(&k, &mut |_| true, Budget::default());
    assert_eq!((r.tried, r.accepted, r.kernel.num_warps, op_count(&r.kernel)), (0, 0, 3, 33));
}

#[test]
fn stops_at_the_budget() {
    let k = parse_kernel(MIX).unwrap();
    let r = reduce(&k, &mut |_| true, Budget::tries(3));
    assert_eq!((r.tried, r.accepted), (3, 3));
    let r = reduce(&k, &mut |_| false, Budget::tries(5));
    assert_eq!(r.tried, 5);
}

/// An erratic predicate (a hash of the text) on generated kernels: no panics, every candidate
/// verifies, and the result is one the predicate accepted.
#[test]
fn generated_kernels_under_an_erratic_predicate() {
    for seed in 0..24u64 {
        let case = generate(&mut SplitMix(seed), &GenConfig::default());
        let hash = |c: &Kernel| {
            print_kernel(c)
                .bytes()
                .fold(seed ^ 0xcbf2_9ce4_8422_2325, |h, b| (h ^ b as u64).wrapping_mul(0x100_0000_01b3))
        };
        let mut last_yes = None;
        let r = reduce(
            &case.kernel,
            &mut |c| {
                assert!(verify(c).is_ok(), "seed {seed}:\n{}", print_kernel(c));
                let yes = hash(c) % 3 != 0;
                if yes {
                    last_yes = Some(print_kernel(c));
                }
                yes
            },
            Budget::tries(400),
        );
        assert!(r.tried <= 400);
        assert!(op_count(&r.kernel) <= op_count(&case.kernel));
        if r.accepted > 0 {
            assert_eq!(last_yes.as_deref(), Some(print_kernel(&r.kernel).as_str()), "seed {seed}");
        }
    }
}

/// Generated kernels with the interpreter in the predicate: the reduced kernel still runs
/// without error on the generator's arguments.
#[test]
fn generated_kernels_keep_running() {
    for seed in 100..112u64 {
        let case = generate(&mut SplitMix(seed), &GenConfig::default());
        let runs = |c: &Kernel| {
            let mut args = case.args.clone();
            interp::run_with(c, case.grid, &mut args, &Options { max_steps: 1 << 22, ..Options::default() }).is_ok()
        };
        if !runs(&case.kernel) {
            continue;
        }
        let r = reduce(
            &case.kernel,
            &mut |c| {
                assert!(verify(c).is_ok(), "seed {seed}:\n{}", print_kernel(c));
                runs(c)
            },
            Budget::tries(2000),
        );
        assert!(runs(&r.kernel), "seed {seed}");
        assert_eq!(
            op_count(&r.kernel),
            0,
            "seed {seed}: everything runs, so everything goes:\n{}",
            print_kernel(&r.kernel)
        );
    }
}

/// The example kernels under "still has an op of this kind", for each kind they hold: every
/// candidate verifies and the kind stays.
#[test]
fn examples_keep_each_op_kind() {
    for name in tessera::EXAMPLES_IN_SCOPE.iter().chain(tessera::DOT_EXAMPLES) {
        let src = std::fs::read_to_string(format!("{}/examples/{name}.tile", env!("CARGO_MANIFEST_DIR"))).unwrap();
        let k = parse_kernel(&src).unwrap();
        let mut kinds: Vec<&str> = k.walk().into_iter().map(|i| k.insts[i].op.name()).collect();
        kinds.sort_unstable();
        kinds.dedup();
        for kind in kinds.into_iter().filter(|&n| n != "yield") {
            let has = |c: &Kernel| c.walk().into_iter().any(|i| c.insts[i].op.name() == kind);
            let r = reduce(
                &k,
                &mut |c| {
                    assert!(verify(c).is_ok(), "{name}/{kind}:\n{}", print_kernel(c));
                    has(c)
                },
                Budget::tries(3000),
            );
            assert!(has(&r.kernel), "{name}/{kind}");
            assert!(op_count(&r.kernel) <= 6, "{name}/{kind}:\n{}", print_kernel(&r.kernel));
        }
    }
}
