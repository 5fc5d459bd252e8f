//! `tessera fuzz` as a library: a campaign on the simulators finds nothing in the compiler as it
//! is, and finds and reduces a deliberately broken lowering (`-C fault=max-as-min`, the test
//! hook) to a kernel of at most 10 ops whose file replays the failure. With an external PTX
//! assembler (`--ptxas`): ptxas at -O0 and -O3 accepts every kernel, and an assembler that
//! rejects some PTX is found and reduced to a kernel that still shows it.

mod common;

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
        ptxas: None,
        jobs: 1,
    }
}

/// ptxas (the oracle, here a test subject) at -O0 and at -O3 accepts the PTX of every kernel
/// of a short sim-ptx campaign on sm_90a.
#[test]
fn ptxas_accepts_every_kernel_at_both_levels() {
    let Some(ptxas) = common::oracle("ptxas") else { return };
    for level in ["-O0", "-O3"] {
        let mut c = campaign(Device::SimPtx, Target::Sm90a, 25, Options::default());
        c.ptxas = Some(format!("{} {level}", ptxas.display()));
        let s = c.run(&mut |_| {}).unwrap();
        assert!(s.findings.is_empty(), "{level}: {:?}", s.findings);
        assert!(s.inputs > 12, "{level}: {} inputs ran", s.inputs);
    }
}

/// An "assembler" that rejects every PTX holding a `max` instruction (a stand-in for an
/// assembler bug): the campaign reports an assembler error and reduces the kernel to one that
/// still has a max; a command that does not run is a clear error before any input.
#[cfg(unix)]
#[test]
fn a_failing_assembler_is_found_and_reduced() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("fake-ptxas");
    std::fs::write(
        &script,
        "#!/bin/sh\n[ \"$1\" = --version ] && exit 0\nfor a; do case $a in *.ptx) in=$a;; esac; prev=$a; done\n\
         grep -q 'max\\.' \"$in\" && { echo 'fake-ptxas: max is broken' >&2; exit 3; }\n\
         for a; do [ \"$o\" = 1 ] && : > \"$a\"; [ \"$a\" = -o ] && o=1 || o=0; done\nexit 0\n",
    )
    .unwrap();
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
    let mut c = campaign(Device::SimPtx, Target::Sm90, 400, Options::default());
    c.ptxas = Some(script.display().to_string());
    c.findings = Some(dir.path().join("findings"));
    let s = c.run(&mut |_| {}).unwrap();
    let f = s.findings.first().expect("a kernel with a max within 400 inputs");
    assert_eq!(f.kind, FailureKind::Assembler, "{}", f.message);
    assert!(f.message.contains("fake-ptxas: max is broken"), "{}", f.message);
    let reduced = std::fs::read_to_string(f.reduced_file.as_ref().unwrap()).unwrap();
    assert!(f.reduced_ops.unwrap() <= 10 && reduced.contains("max"), "{reduced}");
    let mut c = campaign(Device::SimPtx, Target::Sm90, 1, Options::default());
    c.ptxas = Some("/nonexistent/ptxas -O0".into());
    let e = c.run(&mut |_| {}).unwrap_err();
    assert!(e.contains("cannot run `/nonexistent/ptxas`"), "{e}");
    let mut c = campaign(Device::SimAmdgcn, Target::Gfx942, 1, Options::default());
    c.ptxas = Some(script.display().to_string());
    assert!(c.run(&mut |_| {}).unwrap_err().contains("--ptxas assembles PTX"));
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

/// The generator's kernels never race (`interp::Options::races`): each element a program
/// reads is written by no other program, and two writers of one element store one value. So
/// the interpreter's one order of programs and lanes is the result of every order, and the
/// differential check may compare bit for bit; the reducer rejects candidates that race.
#[test]
fn generated_kernels_do_not_race() {
    use tessera::ir::gen::{generate, SplitMix};
    use tessera::ir::interp;
    for t in [Target::Sm90a, Target::Gfx942] {
        for (cfg, what) in [(t.gen_config(), "every op"), (tessera::fuzzing::exact_config(t), "exact")] {
            for s in 0..400u64 {
                let case = generate(&mut SplitMix(s), &cfg);
                let race = interp::first_race(&case.kernel, case.grid, &case.args, 1 << 24);
                assert!(race.is_none(), "{t} {what} seed {s}: {race:?}");
            }
        }
    }
}

/// `--jobs`: threads take inputs from one counter, so a count runs the same inputs as one
/// thread does, and the broken lowering is found (the first finding by seed, stopping at one);
/// on a GPU it is refused with what to do instead.
#[test]
fn jobs_run_the_same_inputs_side_by_side() {
    let mut one = campaign(Device::SimPtx, Target::Sm90, 80, Options::default());
    one.max_findings = None;
    let mut two = one.clone();
    two.jobs = 2;
    let (a, b) = (one.run(&mut |_| {}).unwrap(), two.run(&mut |_| {}).unwrap());
    assert_eq!((a.inputs, a.skipped, a.findings.len()), (b.inputs, b.skipped, b.findings.len()));
    let mut options = Options::default();
    options.codegen.apply("fault=max-as-min").unwrap();
    let mut broken = campaign(Device::SimPtx, Target::Sm90, 400, options);
    (broken.jobs, broken.reduce) = (2, false);
    let s = broken.run(&mut |_| {}).unwrap();
    assert!(!s.findings.is_empty(), "the broken `max` is found on two threads");
    assert!(s.inputs + s.skipped <= 400);
    let mut gpu = campaign(Device::Cuda, Target::Sm90a, 1, Options::default());
    gpu.jobs = 4;
    assert!(gpu.run(&mut |_| {}).unwrap_err().contains("several processes"));
}
