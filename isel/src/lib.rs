//! tessera-isel: from a verified tile kernel to per-thread machine code, for every target.
//!
//! ```text
//!   Kernel ── axis (contiguity, divisibility, constancy) ─┐
//!          ── layout (which thread holds which element)  ├─> lower ──> VCode<target::Inst>
//!          ── target::Target (element-level selection) ──┘
//! ```
//!
//! Before lowering, [`orient`] turns a 2-D load whose addresses run down the columns, read only
//! as B of dots, into the transpose of a load of the transposed tile (16-byte vectors, B read
//! K-major). After lowering, for PTX, [`reassoc`] rewrites a tile's 32-bit offsets as one base
//! plus constants; [`dce`] removes what lane expansion computed but nothing reads (and what the
//! rewrites left unread); for PTX, [`licm`] takes loop-invariant work out of loops and
//! [`coalesce`] places the block-parameter copies; for AMDGCN [`sink`] moves each per-lane
//! computation down to its first reader.
//!
//! The shared part (`axis`, `layout`, `lower`, `vcode`, `target`, `dce`) knows nothing about PTX or
//! AMDGCN; each target is one module with its instruction enum and its `Target` impl. Today:
//! [`ptx`] and [`amdgcn`].

pub mod amdgcn;
pub mod axis;
pub mod coalesce;
pub mod dce;
pub mod induction;
pub mod layout;
pub mod licm;
pub mod lower;
pub mod orient;
pub mod ptx;
pub mod reassoc;
pub mod sink;
pub mod target;
pub mod vcode;

pub use lower::{lower, lower_fitting, LowerError, Lowered};

/// The environment variables that change the code the isel produces: A/B knobs for measuring
/// one decision against its alternative (each documented where it is read). A cache of compiled
/// images must key on their values (`tessera::run::compile_options` does), or a knob's variant
/// is served the default's code. A test checks that every knob read in this crate is listed.
pub const CODEGEN_KNOBS: &[&str] = &[
    "TESSERA_DESC",
    "TESSERA_EDGE_MOVES",
    "TESSERA_EPILOGUE",
    "TESSERA_EXCHANGE",
    "TESSERA_LDS_PAIRS",
    "TESSERA_LICM",
    "TESSERA_NO_ELECT",
    "TESSERA_NO_RESIDENT",
    "TESSERA_PTRADD",
    "TESSERA_REASSOC",
    "TESSERA_REFILL",
    "TESSERA_REG_STAGING",
    "TESSERA_SINK",
    "TESSERA_TMA_EARLY",
    "TESSERA_TRIP_TEST",
    "TESSERA_TURNS",
    "TESSERA_WGMMA_SYNC",
];

#[cfg(test)]
mod knob_tests {
    #[test]
    fn every_knob_read_in_the_crate_is_listed() {
        fn walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
            for e in std::fs::read_dir(dir).expect("source dir").flatten() {
                let p = e.path();
                if p.is_dir() {
                    walk(&p, out);
                } else if p.extension().is_some_and(|x| x == "rs") {
                    out.push(p);
                }
            }
        }
        let mut files = Vec::new();
        walk(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut files);
        let mut seen = std::collections::BTreeSet::new();
        for f in files {
            let text = std::fs::read_to_string(&f).expect("readable source");
            for (i, _) in text.match_indices("var_os(\"TESSERA_").chain(text.match_indices("var(\"TESSERA_")) {
                let rest = &text[i..];
                let start = rest.find('"').expect("a literal") + 1;
                let name = &rest[start..start + rest[start..].find('"').expect("closed")];
                assert!(super::CODEGEN_KNOBS.contains(&name), "{}: {name} is not in CODEGEN_KNOBS", f.display());
                seen.insert(name.to_string());
            }
        }
        let listed: std::collections::BTreeSet<String> = super::CODEGEN_KNOBS.iter().map(|k| k.to_string()).collect();
        assert_eq!(seen, listed, "the knobs read in the crate and CODEGEN_KNOBS differ");
    }
}
