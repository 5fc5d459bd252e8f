//! Which element types each target compiles, checked before lowering: a kernel that uses one a
//! target does not compile yet is a [`LowerError`] naming the type, the target and the first op
//! (or parameter) that uses it, never a panic or wrong code deeper down.
//!
//! Today no target compiles the 8-bit floats (`f8e4m3`, `f8e5m2`): sm_89+ has the `cvt` forms
//! and sm_90a the fp8 `wgmma`, which issue 40 adds next; AMD's gfx942 has FP8 only in the FNUZ
//! variants (a different encoding: one NaN, no negative zero, bias one higher), and gfx90a and
//! gfx1100 have none.

use crate::lower::LowerError;
use tessera_ir::{DType, Kernel, Type};

/// `Err` where `k` holds values, or takes pointers, whose element type `target` (its name, for
/// the message) does not compile.
pub fn check(k: &Kernel, target: &str) -> Result<(), LowerError> {
    let unsupported = |t: Type| -> Option<DType> {
        let d = match t.scalar {
            tessera_ir::Scalar::Num(d) | tessera_ir::Scalar::Ptr(d) => d,
        };
        d.is_fp8().then_some(d)
    };
    let refuse = |d: DType, line: u32, op: &'static str, what: String| LowerError {
        line,
        op,
        message: format!("{d} is not supported on {target} yet ({what})"),
        residents_over: false,
        staging_over: false,
        default_ring_over: false,
        turns_failed: false,
    };
    for p in &k.params {
        let t = k.ty(p.value);
        if let Some(d) = unsupported(t) {
            return Err(refuse(d, 0, "param", format!("parameter %{}: {t}", p.name)));
        }
    }
    // Instructions in program order of creation; every value is some instruction's result or
    // operand, or a region parameter (which carries a `for`'s operand type too).
    for (inst, data) in k.insts.iter() {
        let types = data.args.iter().chain(&data.results).map(|&v| k.ty(v));
        if let Some((d, t)) = types.filter_map(|t| unsupported(t).map(|d| (d, t))).next() {
            let op = data.op.name();
            return Err(refuse(d, k.lines[inst], op, format!("{op} of {t}")));
        }
    }
    Ok(())
}
