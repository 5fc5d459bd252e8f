//! Every kernel `tessera fuzz` found wrong, reduced, kept as a regression test: each file in
//! `tests/fuzz_findings/` runs as its `; replay:` line says (device and target) and must now
//! agree with the interpreter (`tessera run`'s checks).

use tessera::directives::RunSpec;
use tessera::{Options, Target};

#[test]
fn every_fuzz_finding_now_agrees_with_the_interpreter() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz_findings");
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    assert!(!files.is_empty());
    for path in files {
        let src = std::fs::read_to_string(&path).unwrap();
        let replay = src.lines().find_map(|l| l.strip_prefix("; replay: ")).expect("a replay line");
        let words: Vec<&str> = replay.split_whitespace().collect();
        let flag = |f: &str| words.iter().position(|w| *w == f).map(|i| words[i + 1]);
        let target: Target = flag("--target").expect("a simulator target").parse().unwrap();
        let lines: Vec<String> =
            src.lines().filter_map(|l| l.trim_start().strip_prefix("; run:").map(|d| d.trim().to_string())).collect();
        let spec = RunSpec::parse(&lines).unwrap();
        let file = tessera::ir::text::parse(&src).unwrap();
        let r = tessera::run::run_sim_with(&file.kernels[0], &spec, 0, target, &Options::default())
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(r.passed(), "{}: {:?}", path.display(), r.vs_interp);
    }
}
