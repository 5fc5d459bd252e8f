//! tessera-isel: from a verified tile kernel to per-thread machine code, for every target.
//!
//! ```text
//!   Kernel ── passes (induction, orient) ─┐
//!          ── axis (contiguity, divisibility, constancy), affine (strides)
//!          ── layout (which thread holds which element)  ├─> lower ──> VCode<target::Inst> ── passes
//!          ── target::Target (element-level selection) ──┘
//! ```
//!
//! [`element_support`] refuses, before lowering, element types a target does not compile yet.
//! [`pipeline`] says which passes run for each target, in what order, and the retries that
//! make a kernel fit; the facade (`tessera::compile`) calls it. Before lowering,
//! [`passes::induction`] rewrites loop-carried pointers as functions of the induction variable
//! and [`passes::orient`] turns a 2-D load whose addresses run down the columns, read only as B
//! of dots, into the transpose of a load of the transposed tile. After lowering,
//! [`passes::dce`] removes what lane expansion computed but nothing reads; for PTX,
//! [`ptx::reassoc`] rewrites a tile's 32-bit offsets as one base plus constants, [`passes::licm`]
//! takes loop-invariant work out of loops and [`passes::coalesce`] places the block-parameter
//! copies; for AMDGCN [`passes::sink`] moves each per-lane computation down to its first reader.
//!
//! The shared part (`axis`, `layout`, `lower`, `passes`, `vcode`, `target`) knows nothing about
//! PTX or AMDGCN; each target is one module with its instruction enum, its `Target` impl and
//! its own passes. Today: [`ptx`] and [`amdgcn`]. Every switch that changes the code is a
//! field of [`CodegenOptions`].

pub mod affine;
pub mod amdgcn;
pub mod axis;
pub mod element_support;
pub mod layout;
pub mod lower;
pub mod options;
pub mod passes;
pub mod pipeline;
pub mod ptx;
pub mod target;
pub mod vcode;

pub use lower::{LowerError, Lowered};

pub use options::{CodegenOptions, Epilogue, Fault};

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
