//! Remarks, as users read them: for each load and each dot of a compiled kernel, the path it
//! took (TMA ring, `cp.async` ring, register staging, plain; wgmma, mma.sync, MFMA, WMMA, FMA)
//! and, where the target has a faster one, the one reason it was not taken, at the source line
//! (LLVM's `-Rpass-missed`). The lowering records its decisions as it makes them
//! (`tessera_isel::lower::remarks`); this module names them for a target and prints them.
//!
//! ```text
//! examples/triton/matmul_ptr_inc.tile:48: load %a_tile: TMA ring
//! examples/x.tile:30: load %x: cp.async ring (not TMA ring: its mask is not provably ...)
//! ```
//!
//! [`crate::compile`] fills [`crate::CompiledKernel::remarks`]; `tessera compile --remarks`
//! prints them; [`crate::jit::JitKernel::remarks`] gives them for a JIT kernel's launch.

use crate::Target;
use std::fmt::Write;

pub use tessera_isel::lower::remarks::{Path, Remark};

/// What `path` is called on `target`.
pub fn path_name(path: Path, target: Target) -> &'static str {
    match path {
        Path::TmaRing => "TMA ring",
        Path::CopyRing => "cp.async ring",
        Path::RegisterStaging => "register staging",
        Path::Plain => "plain",
        Path::Warpgroup => "wgmma",
        Path::Matrix => match target.gfx() {
            None => "mma.sync",
            Some(_) if target == Target::Gfx1100 => "WMMA",
            Some(_) => "MFMA",
        },
        Path::Multiply => "FMA",
    }
}

/// One remark as a line: `FILE:LINE: load %NAME: PATH`, then ` (not BEST: REASON)` where it
/// missed the target's fastest path. `file` names the source (for a kernel not from a file,
/// `@name`).
pub fn line(r: &Remark, target: Target, file: &str) -> String {
    let what = if r.dot { "dot" } else { "load" };
    let mut s = file.to_string();
    if r.line > 0 {
        let _ = write!(s, ":{}", r.line);
    }
    let _ = write!(s, ": {what} {}: {}", r.value, path_name(r.path, target));
    if let Some(why) = &r.missed {
        let _ = write!(s, " (not {}: {why})", path_name(r.best, target));
    }
    s
}

/// All of `remarks` as lines (see [`line`]).
pub fn render(remarks: &[Remark], target: Target, file: &str) -> String {
    remarks.iter().map(|r| line(r, target, file) + "\n").collect()
}
