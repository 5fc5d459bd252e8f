//! The check of launch arguments against a kernel's signature, on the launching device, that
//! every launch runs before anything else.
//!
//! In order, stopping at the first problem:
//! 1. the number of arguments equals the number of parameters;
//! 2. a number parameter `d` gets a scalar of exactly dtype `d` (no implicit conversions: an
//!    `i64` for an `i32` parameter is an error, as a wrong-width value in the parameter buffer
//!    would silently corrupt the launch);
//! 3. a `ptr<d>` parameter gets a buffer (or slice) whose element type is exactly `d`, living on
//!    the launching device (same CUDA context / HIP device; any CPU buffer on the CPU), and
//!    holding at least the parameter's `min_len` elements when one is known.

use crate::args::{Arg, MemRef};
use crate::device::{Backend, DeviceShared};
use crate::error::{Error, Result};
use crate::signature::ParamSig;
use tessera_ir::Scalar;

/// Checks `args` against `params` for a launch on `device` (see the module docs).
pub(crate) fn check(kernel: &str, params: &[ParamSig], args: &[Arg], device: &DeviceShared) -> Result<()> {
    if args.len() != params.len() {
        return Err(Error::ArgumentCount { kernel: kernel.into(), expected: params.len(), found: args.len() });
    }
    for (index, (p, a)) in params.iter().zip(args).enumerate() {
        let bad = |message: String| Error::Argument { kernel: kernel.into(), index, param: p.name.clone(), message };
        if !p.ty.is_scalar() {
            return Err(bad(format!("the parameter has type {}, which no argument can be", p.ty)));
        }
        match (p.ty.scalar, a) {
            (Scalar::Num(d), Arg::Scalar(c)) if c.dtype == d => {}
            (Scalar::Num(d), a) => return Err(bad(format!("expected a scalar {d}, found {}", a.describe()))),
            (Scalar::Ptr(d), Arg::Buffer(b)) if b.dtype == d => {
                if let Some(min) = p.min_len {
                    if (b.len as u64) < min {
                        return Err(bad(format!(
                            "the buffer holds {} elements; the kernel needs at least {min}",
                            b.len
                        )));
                    }
                }
                if let Some(why) = foreign(&b.mem, device) {
                    return Err(bad(why));
                }
            }
            (Scalar::Ptr(d), a) => {
                return Err(bad(format!("expected a buffer of {d} (for {}), found {}", p.ty, a.describe())))
            }
        }
    }
    Ok(())
}

/// Why memory `m` cannot be used by a kernel on `device`, if it cannot.
fn foreign(m: &MemRef, device: &DeviceShared) -> Option<String> {
    let here = || device.describe();
    match (m, &device.backend) {
        (MemRef::Cpu { .. }, Backend::Cpu) => None,
        (MemRef::Cuda { ctx, .. }, Backend::Cuda(c)) => (*ctx != c.ctx.cu_ctx() as usize).then(|| {
            format!(
                "the buffer belongs to another CUDA context than {}'s (open the device with \
                 Device::from_cuda_context to share a context)",
                here()
            )
        }),
        #[cfg(feature = "hip")]
        (MemRef::Hip { ordinal, .. }, Backend::Hip(h)) => {
            (*ordinal != h.ordinal).then(|| format!("the buffer lives on hip:{ordinal}, not on {}", here()))
        }
        (m, _) => {
            let kind = match m {
                MemRef::Cpu { .. } => "the cpu",
                MemRef::Cuda { .. } => "a CUDA device",
                #[cfg(feature = "hip")]
                MemRef::Hip { .. } => "a HIP device",
            };
            Some(format!("the buffer lives on {kind}, and the kernel runs on {}", here()))
        }
    }
}
