//! Replays the checked-in fuzz corpus (`fuzz/corpus/<target>/*`) through the same checks the fuzz
//! targets run (`tessera::fuzzing`), so a fixed crash stays fixed without cargo-fuzz.

use std::path::Path;

fn replay(target: &str, check: fn(&[u8]) -> Result<(), String>) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/corpus").join(target);
    let mut entries: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    assert!(!entries.is_empty(), "{}: empty corpus", dir.display());
    for p in entries {
        let data = std::fs::read(&p).unwrap();
        if let Err(e) = check(&data) {
            panic!("{}: {e}", p.display());
        }
    }
}

#[test]
fn parse_corpus() {
    replay("parse", tessera::fuzzing::parse);
}

#[test]
fn verify_corpus() {
    replay("verify", tessera::fuzzing::verify_generated);
}

#[test]
fn compile_corpus() {
    replay("compile", tessera::fuzzing::compile_generated);
}

#[test]
fn differential_corpus() {
    replay("differential", tessera::fuzzing::differential);
}
