//! Which element types each target compiles, checked before lowering: a kernel that uses one a
//! target does not compile yet is a [`LowerError`] naming the type, the target and the first op
//! (or parameter) that uses it, never a panic or wrong code deeper down.
//!
//! The 8-bit floats (`f8e4m3`, `f8e5m2`): sm_90 and sm_90a load, store, select and reshape them,
//! convert them to and from f16, bf16, f32 and f64 (`cvt`'s `e4m3x2` / `e5m2x2` forms, sm_89
//! and later; `ptx::convert`) and take them into `dot` (`mma.sync` m16n8k32 with `.e4m3` /
//! `.e5m2` operands, sm_89 and later; sm_90a's fp8 `wgmma`; `ptx::mma`, `ptx::wgmma`).
//! sm_80 has neither fp8 `cvt` nor fp8 matrix instructions; gfx90a and gfx1100 have no FP8.
//!
//! gfx942 has FP8 dots (`v_mfma_f32_16x16x32_fp8_fp8`, the bf8 forms) only in the FNUZ
//! encodings, which read the bytes of the IR's OCP formats with an exponent bias one higher: a
//! finite OCP value `x` other than -0 is the FNUZ value `x / 2` of the same byte, exactly (the
//! halved OCP ranges, subnormals included, fit FNUZ's). So an OCP dot could run on those MFMAs
//! unconverted, every product then a quarter of its value: C scaled by 1/4 going in and the f32
//! result by 4 coming out (exact while neither underflows), once three things are done in
//! registers first: -0 (0x80, which FNUZ reads as its only NaN) rewritten to +0; OCP NaNs
//! (e4m3 `0x7f`/`0xff`, e5m2 `0x7d`-`0x7f` and their negatives) and e5m2's infinities, which
//! FNUZ reads as finite numbers, found and their rows and columns of the result forced to what
//! the interpreter's sum gives; and the MFMA's own accumulation rule measured (no AMD GPU is
//! reachable). Not built: gfx942 refuses fp8 with the error above.

use crate::lower::LowerError;
use tessera_ir::{DType, Kernel, Op, Type};

/// How much of the 8-bit floats a target compiles.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Fp8 {
    /// Nothing: any use is refused.
    None,
    /// Storage and conversions; `dot` is refused (a target with fp8 `cvt` but no fp8 matrix
    /// instruction: none of tessera's targets now).
    Convert,
    /// Storage, conversions and `dot`.
    Dot,
}

/// `Err` where `k` holds values, or takes pointers, whose element type `target` (its name, for
/// the message) does not compile, given how much of fp8 it has.
pub fn check(k: &Kernel, target: &str, fp8: Fp8) -> Result<(), LowerError> {
    let fp8_of = |t: Type| -> Option<DType> {
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
        bulk_over: false,
        turns_failed: false,
    };
    if fp8 == Fp8::None {
        for p in &k.params {
            let t = k.ty(p.value);
            if let Some(d) = fp8_of(t) {
                return Err(refuse(d, 0, "param", format!("parameter %{}: {t}", p.name)));
            }
        }
    }
    if fp8 == Fp8::Dot {
        return Ok(());
    }
    // Instructions in program order of creation; every value is some instruction's result or
    // operand, or a region parameter (which carries a `for`'s operand type too).
    for (inst, data) in k.insts.iter() {
        if fp8 == Fp8::Convert && !matches!(data.op, Op::Dot { .. }) {
            continue;
        }
        let types = data.args.iter().chain(&data.results).map(|&v| k.ty(v));
        if let Some((d, t)) = types.filter_map(|t| fp8_of(t).map(|d| (d, t))).next() {
            let op = data.op.name();
            return Err(refuse(d, k.lines[inst], op, format!("{op} of {t}")));
        }
    }
    Ok(())
}
