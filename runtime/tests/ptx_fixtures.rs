//! The hand-written PTX fixtures assemble with NVIDIA's ptxas (the oracle): `kernels.ptx` for sm_80
//! and sm_90, `tensor_maps.ptx` (the copy engine's) for sm_90.
//! Skips when ptxas is missing, except under `TESSERA_REQUIRE_ORACLES=1` (CI), where a missing
//! ptxas fails the test.

use std::path::PathBuf;
use std::process::Command;

/// `ptxas` from PATH, else from the oracle installer's directory.
fn ptxas() -> Option<PathBuf> {
    let works = |p: &PathBuf| Command::new(p).arg("--version").output().is_ok_and(|o| o.status.success());
    let from_path = PathBuf::from("ptxas");
    if works(&from_path) {
        return Some(from_path);
    }
    let home = std::env::var_os("TESSERA_ORACLES")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache/tessera-oracles")))?;
    Some(home.join("bin/ptxas")).filter(works)
}

#[test]
fn fixtures_assemble_with_ptxas() {
    let Some(ptxas) = ptxas() else {
        let required = std::env::var("TESSERA_REQUIRE_ORACLES").is_ok_and(|v| v == "1");
        assert!(!required, "TESSERA_REQUIRE_ORACLES=1 but ptxas was not found (run shared/tools/install-oracles)");
        eprintln!("skipped: ptxas not found (install it with shared/tools/install-oracles)");
        return;
    };
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    for (name, archs) in [("kernels.ptx", &["sm_80", "sm_90"][..]), ("tensor_maps.ptx", &["sm_90"][..])] {
        let file = dir.join(name);
        for arch in archs {
            let out = Command::new(&ptxas)
                .args([&format!("-arch={arch}"), file.to_str().unwrap(), "-o", "/dev/null"])
                .output()
                .expect("ptxas runs");
            assert!(
                out.status.success(),
                "ptxas -arch={arch} rejected {name}:\n{}{}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            );
        }
    }
}
