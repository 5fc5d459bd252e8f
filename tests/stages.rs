//! File tests of each stage's printed output (`compile_printing`, the tool's `--print-after`):
//! `examples/add.tile` for gfx942 after verify (tile IR), lower and dce (VCode) and regalloc (the
//! allocated code), and for sm_90 after dce, each checked in under `tests/stages/`
//! (`add.TARGET.STAGE.txt`, `common::golden`; TESSERA_BLESS=1 rewrites them).

mod common;

use common::example;
use tessera::{compile, compile_printing, Options, Stage, Target};

#[test]
fn each_stage_prints_what_the_checked_in_file_says() {
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
        common::golden::check(&format!("tests/stages/add.{target}.{stage}.txt"), &text);
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
