//! File tests of each stage's printed output (`compile_printing`, the tool's `--print-after`):
//! `examples/add.tile` for gfx942 after verify (tile IR), lower and dce (VCode) and regalloc (the
//! allocated code), and for sm_90 after dce, each checked in under `tests/stages/`
//! (TESSERA_BLESS=1 rewrites them).

use std::path::PathBuf;
mod common;

use common::example;
use tessera::{compile, compile_printing, Options, Stage, Target};

#[test]
fn each_stage_prints_what_the_checked_in_file_says() {
    let bless = std::env::var("TESSERA_BLESS").as_deref() == Ok("1");
    let k = example("add").0;
    let cases = [
        (Target::Gfx942, Stage::Verify),
        (Target::Gfx942, Stage::Lower),
        (Target::Gfx942, Stage::Dce),
        (Target::Gfx942, Stage::Regalloc),
        (Target::Sm90, Stage::Dce),
    ];
    for (target, stage) in cases {
        let mut text = None;
        let c = compile_printing(&k, target, &Options::default(), &mut |s, t| {
            if s == stage {
                assert!(text.replace(t.to_string()).is_none(), "{s} printed twice");
            }
        })
        .unwrap();
        // Printing changes nothing.
        assert_eq!(c.code, compile(&k, target, &Options::default()).unwrap().code);
        let text = text.unwrap_or_else(|| panic!("{target}: nothing printed after {stage}"));
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("tests/stages/add.{target}.{stage}.txt"));
        if bless {
            std::fs::write(&path, &text).unwrap();
        } else {
            let want = std::fs::read_to_string(&path).unwrap_or_default();
            assert!(want == text, "{} differs from the printed stage (TESSERA_BLESS=1 rewrites it)", path.display());
        }
    }
}

#[test]
fn ptx_has_no_regalloc_stage() {
    let k = example("add").0;
    let mut seen = Vec::new();
    compile_printing(&k, Target::Sm90, &Options::default(), &mut |s, _| seen.push(s)).unwrap();
    assert_eq!(seen, [Stage::Verify, Stage::Lower, Stage::Dce]);
    seen.clear();
    compile_printing(&k, Target::Gfx1100, &Options::default(), &mut |s, _| seen.push(s)).unwrap();
    assert_eq!(seen, Stage::ALL);
}
