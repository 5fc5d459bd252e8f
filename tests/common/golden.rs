//! Golden files: what a test produces (text, or the bytes of a code object), compared with an
//! expected file checked in beside the tests. Every file test goes through [`check`] or
//! [`check_bytes`], so each compares, blesses and reports a difference the same way.
//!
//! - **Blessing**: with `TESSERA_BLESS=1`, the test writes its output over the expected file
//!   (creating its directory) instead of comparing; `git diff` then shows what changed.
//! - **A difference** fails the test naming the file, its length and the test's, the first
//!   differing lines (or byte offset), and the command that rewrites it.
//! - **Names**: `DIR/NAME[.TARGET][.STAGE].EXT`, the fields apart by dots and never a `-`: the
//!   kernel or example (`add`, `dot_f16_16x32x32`), the target when the output depends on one
//!   (`sm_90a`, `gfx942`), the stage when there are several (`dce`, `regalloc`), and the
//!   output's own extension (`ptx`, `s`, `txt`, `tile`, `hsaco`). For example
//!   `tests/ptx/add.sm_90.ptx`, `tests/amdgcn/dot/dot_f16_16x32x32.gfx942.s`,
//!   `tests/stages/add.gfx942.regalloc.txt`, `tests/remarks/layernorm.txt`,
//!   `runtime/tests/fixtures/add.gfx90a.hsaco`. Paths are relative to the crate root.

use std::path::{Path, PathBuf};

/// `TESSERA_BLESS=1`: expected files are written, not compared.
pub fn blessing() -> bool {
    std::env::var("TESSERA_BLESS").as_deref() == Ok("1")
}

/// Checks `got` against the expected file `rel` (relative to the crate root, named as the
/// module doc says); with `TESSERA_BLESS=1`, writes it instead.
pub fn check(rel: &str, got: &str) {
    let Some((path, want)) = compare_or_bless(rel, got.as_bytes()) else { return };
    let want = String::from_utf8_lossy(&want);
    if want == got {
        return;
    }
    let (w, g): (Vec<&str>, Vec<&str>) = (want.lines().collect(), got.lines().collect());
    let diff: Vec<String> = (0..w.len().max(g.len()))
        .filter(|&i| w.get(i) != g.get(i))
        .take(10)
        .map(|i| {
            let line = |l: Option<&&str>| l.map_or("(past the end)".to_string(), |l| l.to_string());
            format!("line {}:\n  want: {}\n  got:  {}", i + 1, line(w.get(i)), line(g.get(i)))
        })
        .collect();
    let diff = if diff.is_empty() { "(only the line endings differ)".to_string() } else { diff.join("\n") };
    panic!(
        "{} differs from the test's output ({} vs {} lines); {}\n{diff}",
        path.display(),
        w.len(),
        g.len(),
        how_to_bless()
    );
}

/// [`check`] for binary output (a code object): on a difference, the lengths and the first
/// differing byte.
pub fn check_bytes(rel: &str, got: &[u8]) {
    let Some((path, want)) = compare_or_bless(rel, got) else { return };
    if want == got {
        return;
    }
    let at = (0..want.len().max(got.len())).find(|&i| want.get(i) != got.get(i)).unwrap_or(0);
    panic!(
        "{} differs from the test's output ({} vs {} bytes, first at {at:#x}); {}",
        path.display(),
        want.len(),
        got.len(),
        how_to_bless()
    );
}

/// Under `TESSERA_BLESS=1` writes `got` to `rel` and gives `None`; otherwise the expected file's
/// path and contents (a panic when it is missing).
fn compare_or_bless(rel: &str, got: &[u8]) -> Option<(PathBuf, Vec<u8>)> {
    let name = Path::new(rel).file_name().and_then(|n| n.to_str()).unwrap_or(rel);
    assert!(!name.contains('-'), "{rel}: golden files are named NAME[.TARGET][.STAGE].EXT (tests/common/golden.rs)");
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(rel);
    if blessing() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, got).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        return None;
    }
    match std::fs::read(&path) {
        Ok(want) => Some((path, want)),
        Err(e) => panic!("{} cannot be read ({e}); {}", path.display(), how_to_bless()),
    }
}

/// The command that rewrites this test binary's expected files: `TESSERA_BLESS=1 cargo test
/// --test NAME` (NAME read from the binary's own name, `NAME-HASH`).
fn how_to_bless() -> String {
    let exe = std::env::args().next().map(PathBuf::from);
    let stem = exe.as_deref().and_then(Path::file_stem).and_then(|s| s.to_str()).unwrap_or("");
    match stem.rsplit_once('-') {
        Some((test, _)) => format!("`TESSERA_BLESS=1 cargo test --test {test}` rewrites it"),
        None => "TESSERA_BLESS=1 rewrites it".to_string(),
    }
}
