//! Builds tessera-runtime with the `hip` feature and runs its HIP tests, in a separate cargo
//! invocation (cargo cannot turn a feature on for one test of a workspace run). Needs the HIP
//! headers and library (`libamdhip64-dev`, HIP_PATH=/usr); skips without them, except under
//! `TESSERA_REQUIRE_ORACLES=1` (CI), where they are required.

use std::path::{Path, PathBuf};
use std::process::Command;

fn hip_path() -> Option<PathBuf> {
    let candidates =
        std::env::var_os("HIP_PATH").map(PathBuf::from).into_iter().chain(["/usr".into(), "/opt/rocm".into()]);
    candidates.into_iter().find(|p: &PathBuf| p.join("include/hip/hip_runtime_api.h").is_file())
}

#[test]
fn the_hip_feature_builds_and_reports_no_device() {
    let required = std::env::var("TESSERA_REQUIRE_ORACLES").is_ok_and(|v| v == "1");
    let Some(hip) = hip_path() else {
        assert!(!required, "TESSERA_REQUIRE_ORACLES=1 but the HIP headers are missing (install libamdhip64-dev)");
        eprintln!("skipped: no HIP headers (install libamdhip64-dev, or run shared/tools/install-oracles)");
        return;
    };
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    // A target directory of its own: the outer cargo may still hold the workspace's lock.
    let target = manifest.join("../target/hip-feature");
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let out = Command::new(cargo)
        .args(["test", "-p", "tessera-runtime", "--features", "hip", "--test", "hip_device", "--", "--nocapture"])
        .current_dir(manifest)
        .env("HIP_PATH", &hip)
        .env("CARGO_TARGET_DIR", &target)
        .env_remove("TESSERA_REQUIRE_GPU")
        .output()
        .expect("cargo runs");
    let log = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "cargo test --features hip failed:\n{log}");
    assert!(log.contains("hip_reports_no_device_cleanly ... ok"), "{log}");
    assert!(log.contains("hip_loads_tesseras_code_object ... ok"), "{log}");
    eprintln!(
        "{}",
        log.lines().filter(|l| l.contains("HIP") || l.contains("test result")).collect::<Vec<_>>().join("\n")
    );
}
