//! `tessera run`'s GPU path (`run::run_loaded`) on a real GPU: the runtime's hand-written PTX
//! vector add stands in for the compiler, so this checks uploading, the timed launch, reading
//! back, the reference checks and the comparison with the interpreter. Without a GPU it prints
//! why it skips, and fails instead under `TESSERA_REQUIRE_GPU=1`.

use std::sync::Arc;
use tessera::directives::RunSpec;
use tessera::ir::text;
use tessera_runtime::{signature_of, Cache, Code, Device, KernelImage};

/// The first CUDA device, or `None` after saying why the test skips (a failure instead under
/// `TESSERA_REQUIRE_GPU=1`).
fn cuda() -> Option<Device> {
    match Device::cuda(0) {
        Ok(d) => Some(d),
        Err(e) => {
            assert!(std::env::var("TESSERA_REQUIRE_GPU").as_deref() != Ok("1"), "TESSERA_REQUIRE_GPU=1 but: {e}");
            eprintln!("skipped: no CUDA GPU: {e}");
            None
        }
    }
}

#[test]
fn run_add_on_the_gpu_checks_against_the_reference_and_the_interpreter() {
    let Some(dev) = cuda() else { return };
    let file = text::parse(include_str!("../examples/add.tile")).unwrap();
    let kernel = file.kernels[0].clone();
    let mut spec = RunSpec::parse(&file.directives).unwrap();
    // The fixture runs 128 elements per program where add.tile runs 1024: 79 programs cover
    // 10000 elements, and the interpreter's extra programs are masked off entirely.
    spec.grid = Some([79, 1, 1]);
    let image = KernelImage {
        entry: "add".into(),
        target: "sm_80".into(),
        code: Code::Ptx(include_str!("../runtime/tests/fixtures/kernels.ptx").into()),
        params: signature_of(&kernel),
        block_threads: 128,
        shared_bytes: 0,
        tensor_maps: vec![],
    };
    let (loaded, trace) = dev
        .load_traced(&Arc::new(kernel.clone()), &Cache::memory_only(), "fixture", |_, _| Ok::<_, String>(image))
        .unwrap();
    let report = tessera::run::run_loaded(&dev, &loaded, trace, &kernel, &spec, 3).unwrap();
    assert!(report.passed(), "{report:?}");
    assert_eq!(report.checks.len(), 1);
    let out = report.vs_interp.iter().find(|c| c.buffer == "out").unwrap();
    assert_eq!((out.differing, out.elements), (0, 10000), "{out:?}");
    assert!(report.device.starts_with("cuda:0 "), "{}", report.device);
    eprintln!("{}: {:.3} ms on the GPU", report.device, report.elapsed.as_secs_f64() * 1e3);
}

/// `tessera run --ptxas`: the compiled PTX put through ptxas and its binary run in place of the
/// driver's JIT, with the same checks. Needs a GPU and ptxas.
#[test]
fn run_through_an_external_assembler_loads_its_binary() {
    let Some(dev) = cuda() else { return };
    let assembler = match tessera::fuzzing::assembler::Assembler::new("ptxas -O3") {
        Ok(a) => a,
        Err(e) => {
            assert!(std::env::var("TESSERA_REQUIRE_ORACLES").as_deref() != Ok("1"), "{e}");
            eprintln!("skipped: {e}");
            return;
        }
    };
    let file = text::parse(include_str!("../examples/add.tile")).unwrap();
    let kernel = file.kernels[0].clone();
    let spec = RunSpec::parse(&file.directives).unwrap();
    let options = tessera::Options::default();
    let (loaded, trace) = tessera::run::load_assembled(&dev, &kernel, &options, Some(&assembler)).unwrap();
    let report = tessera::run::run_loaded(&dev, &loaded, trace, &kernel, &spec, 3).unwrap();
    assert!(report.passed(), "{report:?}");
    let out = report.vs_interp.iter().find(|c| c.buffer == "out").unwrap();
    assert_eq!(out.differing, 0, "{out:?}");
}

/// Every reduced fuzz finding (`tests/fuzz_findings/`) on the GPU, against the interpreter:
/// some were the GPU's toolchain's (ptxas), which the simulators cannot see.
#[test]
fn every_fuzz_finding_agrees_with_the_interpreter_on_the_gpu() {
    let Some(dev) = cuda() else { return };
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz_findings");
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    for path in files {
        let src = std::fs::read_to_string(&path).unwrap();
        let lines: Vec<String> =
            src.lines().filter_map(|l| l.trim_start().strip_prefix("; run:").map(|d| d.trim().to_string())).collect();
        let spec = RunSpec::parse(&lines).unwrap();
        let file = text::parse(&src).unwrap();
        let r = tessera::run::run_on_device(&dev, &file.kernels[0], &spec, 0, &tessera::Options::default())
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(r.passed(), "{}: {:?}", path.display(), r.vs_interp);
    }
}
