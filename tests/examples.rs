//! Every example kernel: parses, verifies, prints canonically, and runs under the reference
//! interpreter with results that match its plain Rust reference on several random inputs.

use tessera::directives::RunSpec;
use tessera::ir::text;
use tessera::ir::verify::verify;
use tessera::run::run_cpu;

/// Every `examples/*.tile`, by name.
fn examples() -> Vec<String> {
    let dir = format!("{}/examples", env!("CARGO_MANIFEST_DIR"));
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{dir}: {e}"))
        .filter_map(|e| e.ok()?.file_name().to_str()?.strip_suffix(".tile").map(str::to_string))
        .collect();
    names.sort();
    assert!(names.len() >= 10, "examples missing from {dir}: {names:?}");
    names
}

fn load(name: &str) -> (String, text::TileFile) {
    let path = format!("{}/examples/{name}.tile", env!("CARGO_MANIFEST_DIR"));
    let src = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let file = text::parse(&src).unwrap_or_else(|e| panic!("{path}:{e}"));
    (src, file)
}

#[test]
fn examples_verify_and_round_trip() {
    for name in &examples() {
        let (_, file) = load(name);
        assert_eq!(file.kernels.len(), 1, "{name}");
        verify(&file.kernels[0]).unwrap_or_else(|e| panic!("{name}: {e}"));
        let printed = text::print_file(&file);
        let again = text::print_file(&text::parse(&printed).unwrap());
        assert_eq!(printed, again, "{name}: print(parse(print(k))) differs");
    }
}

#[test]
fn examples_match_their_references_on_random_inputs() {
    for name in &examples() {
        let (_, file) = load(name);
        let spec = RunSpec::parse(&file.directives).unwrap();
        assert!(!spec.checks.is_empty(), "{name} has a check directive");
        for seed in 0..3 {
            let report = run_cpu(&file.kernels[0], &spec, seed).unwrap_or_else(|e| panic!("{name}: {e}"));
            for c in &report.checks {
                assert!(c.passed, "{name} seed {seed}: {} failed, worst {:?}", c.check, c.worst);
            }
            // The outputs are real: not all zero.
            let target = &spec.checks[0].target;
            let out = &report.buffers.iter().find(|(n, _)| n == target).unwrap().1;
            assert!(out.iter().any(|&x| x != 0.0), "{name}: output all zeros");
        }
    }
}

/// The check is able to fail: a kernel with a deliberate bug (a wrong op, an off-by-one mask)
/// is caught by the same reference comparison.
#[test]
fn a_wrong_kernel_fails_its_check() {
    let bugs: &[(&str, &str, &str)] = &[
        ("add", "%sum = add %xv, %yv", "%sum = sub %xv, %yv"),
        ("softmax", "%num = exp %shifted", "%num = exp2 %shifted"),
        ("layernorm", "%var = div %sq_sum, %n_f", "%var = div %sq_sum, %mu"),
        ("matmul", "%step = const 32", "%step = const 64"),
        ("attention", "%alpha = exp2 %m_diff", "%alpha = exp %m_diff"),
        ("add", "%mask = icmp slt %offs, %n_t", "%mask = icmp sle %offs, %n_t"),
    ];
    for &(name, good, bad) in bugs {
        let (src, _) = load(name);
        assert!(src.contains(good), "{name}: `{good}` not found");
        let file = text::parse(&src.replace(good, bad)).unwrap();
        let spec = RunSpec::parse(&file.directives).unwrap();
        match run_cpu(&file.kernels[0], &spec, 0) {
            Ok(report) => assert!(!report.passed(), "{name} with `{bad}` passed its check"),
            Err(e) => assert!(e.contains("out of bounds"), "{name}: unexpected error {e}"),
        }
    }
}
