//! `tessera fuzz` as a library: a campaign on the simulators finds nothing in the compiler as it
//! is, and finds and reduces a deliberately broken lowering (`-C fault=max-as-min`, the test
//! hook) to a kernel of at most 10 ops whose file replays the failure.

use tessera::fuzzing::campaign::{Campaign, Device, FailureKind, Limit};
use tessera::{Options, Target};

fn campaign(device: Device, target: Target, count: u64, options: Options) -> Campaign {
    Campaign {
        device,
        target,
        seed: 1,
        limit: Limit::Count(count),
        features: None,
        findings: None,
        reduce: true,
        max_findings: Some(1),
        options,
    }
}

#[test]
fn campaigns_on_both_simulators_find_nothing() {
    for (device, target, n) in [(Device::SimPtx, Target::Sm90, 60), (Device::SimAmdgcn, Target::Gfx1100, 30)] {
        let s = campaign(device, target, n, Options::default()).run(&mut |_| {}).unwrap();
        assert!(s.findings.is_empty(), "{target}: {:?}", s.findings);
        assert_eq!(s.inputs + s.skipped, n);
        assert!(s.inputs > n / 2, "{target}: {} of {n} inputs ran", s.inputs);
    }
}

#[test]
fn a_broken_lowering_is_found_reduced_and_replayed() {
    let dir = tempfile::tempdir().unwrap();
    let mut options = Options::default();
    options.codegen.apply("fault=max-as-min").unwrap();
    let mut c = campaign(Device::SimPtx, Target::Sm90, 400, options.clone());
    c.findings = Some(dir.path().to_path_buf());
    let s = c.run(&mut |_| {}).unwrap();
    let f = s.findings.first().expect("the broken `max` is found within 400 inputs");
    assert_eq!(f.kind, FailureKind::Mismatch, "{}", f.message);
    let reduced = f.reduced_ops.expect("reduced");
    assert!(reduced <= 10, "reduced to {reduced} ops (from {})", f.ops);
    assert!(reduced < f.ops);
    // The reduced file replays: it fails under the fault and passes without it.
    let path = f.reduced_file.as_ref().expect("written");
    let src = std::fs::read_to_string(path).unwrap();
    assert!(src.contains("max"), "the reduction keeps a max:\n{src}");
    let file = tessera::ir::text::parse(&src).unwrap();
    let lines: Vec<String> =
        src.lines().filter_map(|l| l.trim_start().strip_prefix("; run:").map(|d| d.trim().to_string())).collect();
    let spec = tessera::directives::RunSpec::parse(&lines).unwrap();
    let k = &file.kernels[0];
    let broken = tessera::run::run_sim_with(k, &spec, 0, Target::Sm90, &options).unwrap();
    assert!(!broken.passed(), "the replay fails under the fault");
    let fixed = tessera::run::run_sim_with(k, &spec, 0, Target::Sm90, &Options::default()).unwrap();
    assert!(fixed.passed(), "and passes without it");
}
