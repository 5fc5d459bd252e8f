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
pub mod options;
pub mod orient;
pub mod ptx;
pub mod reassoc;
pub mod sink;
pub mod target;
pub mod vcode;

pub use lower::{lower, lower_fitting, LowerError, Lowered};

pub use options::{CodegenOptions, Epilogue};

#[cfg(test)]
mod no_environment {
    /// The code a kernel compiles to depends on its options, never on the process's
    /// environment: no source file of the crate reads it (`options` says how switches are set).
    #[test]
    fn no_source_file_reads_the_environment() {
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
        for f in files {
            let text = std::fs::read_to_string(&f).expect("readable source");
            let needle = ["std", "::env"].concat();
            assert!(!text.contains(&needle), "{} reads the environment", f.display());
        }
    }
}
