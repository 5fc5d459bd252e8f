//! Properties of random well-typed kernels from the generator: the verifier accepts them, the
//! text round trip is exact, and the interpreter runs them without error.

use proptest::prelude::*;
use tessera_ir::gen::{arb_case, generate, ByteSource, GenConfig, SplitMix};
use tessera_ir::interp;
use tessera_ir::op::Op;
use tessera_ir::text::{parse_kernel, print_kernel};
use tessera_ir::verify::verify;

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn generated_kernels_verify_round_trip_and_run(case in arb_case(GenConfig::default())) {
        verify(&case.kernel).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let text = print_kernel(&case.kernel);
        let back = parse_kernel(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(print_kernel(&back), text.clone());
        verify(&back).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let mut args = case.args.clone();
        interp::run(&case.kernel, case.grid, &mut args).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        // The parsed kernel computes the same thing, bit for bit.
        let mut again = case.args.clone();
        interp::run(&back, case.grid, &mut again).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(args, again);
    }
}

/// Over a few hundred seeds the generator reaches every op (and both region kinds).
#[test]
fn generator_covers_every_op() {
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..600 {
        let case = generate(&mut SplitMix(seed), &GenConfig::default());
        for (_, d) in case.kernel.insts.iter() {
            let name = match &d.op {
                Op::Unary(u) => format!("unary {u}"),
                Op::Binary(b) => format!("binary {b}"),
                Op::Cast(c) => format!("cast {c}"),
                Op::AtomicRmw { .. } => "atomic_rmw".into(),
                op => op.name().to_string(),
            };
            seen.insert(name);
        }
    }
    let must = [
        "program_id",
        "const",
        "arange",
        "splat",
        "broadcast",
        "expand_dims",
        "reshape",
        "trans",
        "icmp",
        "fcmp",
        "select",
        "bitcast",
        "fma",
        "ptradd",
        "load",
        "store",
        "atomic_rmw",
        "atomic_cas",
        "reduce",
        "scan",
        "dot",
        "for",
        "if",
        "yield",
        "unary exp",
        "unary sin",
        "unary not",
        "binary sdiv",
        "binary ashr",
        "binary max",
        "cast sext",
        "cast zext",
        "cast trunc",
        "cast fpext",
        "cast fptrunc",
        "cast sitofp",
        "cast uitofp",
        "cast fptosi",
        "cast fptoui",
    ];
    let missing: Vec<&str> = must.iter().copied().filter(|m| !seen.contains(*m)).collect();
    assert!(missing.is_empty(), "never generated: {missing:?}");
}

/// Fuzzer bytes drive the generator too, and short or empty inputs still give valid kernels.
#[test]
fn byte_entropy_gives_valid_kernels() {
    for input in [&[][..], &[0xff; 3][..], &[7, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 200, 100, 50][..]] {
        let case = generate(&mut ByteSource { data: input, pos: 0 }, &GenConfig::default());
        verify(&case.kernel).unwrap();
    }
}
