//! Launch arguments ([`Arg`]), the launch grid ([`Grid`]), and the check of arguments against a
//! kernel's signature that every device runs before a launch.
//!
//! The check, in order, stopping at the first problem:
//! 1. the number of arguments equals the number of parameters;
//! 2. a number parameter `d` gets a scalar of exactly dtype `d` (no implicit conversions: an
//!    `i64` for an `i32` parameter is an error, as a wrong-width value in the parameter buffer
//!    would silently corrupt the launch);
//! 3. a `ptr<d>` parameter gets a buffer (or slice) whose element type is exactly `d`, living on
//!    the launching device (same CUDA context / HIP device; any CPU buffer on the CPU), and
//!    holding at least the parameter's `min_len` elements when one is known.

use crate::buffer::{Buffer, BufferSlice, RawBuffer, RawSlice};
use crate::device::{Backend, DeviceShared};
use crate::element::Element;
use crate::error::{Error, Result};
use crate::image::ParamSig;
use std::sync::Mutex;
use tessera_ir::{Const, DType, Scalar};

/// Where a buffer argument's memory is.
#[derive(Clone, Copy)]
pub(crate) enum MemRef<'a> {
    /// Host bytes of a CPU buffer, with the view's first element.
    Cpu { data: &'a Mutex<Vec<u8>>, offset: usize },
    /// A CUDA device address in context `ctx`.
    Cuda { ptr: u64, ctx: usize },
    /// A HIP device address on device `ordinal`.
    #[cfg(feature = "hip")]
    Hip { ptr: u64, ordinal: i32 },
}

/// A buffer (or part of one) passed to a `ptr<d>` parameter.
#[derive(Clone, Copy)]
pub struct BufferArg<'a> {
    pub(crate) dtype: DType,
    pub(crate) len: usize,
    pub(crate) mem: MemRef<'a>,
}

impl<'a> BufferArg<'a> {
    pub fn dtype(&self) -> DType {
        self.dtype
    }
    pub fn len(&self) -> usize {
        self.len
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// The device address of the first element (CUDA and HIP memory); `None` for CPU memory,
    /// which the interpreter reads by index, not by address. The JIT's specialisation reads
    /// the alignment of pointer arguments from it.
    pub fn device_address(&self) -> Option<u64> {
        match self.mem {
            MemRef::Cpu { .. } => None,
            MemRef::Cuda { ptr, .. } => Some(ptr),
            #[cfg(feature = "hip")]
            MemRef::Hip { ptr, .. } => Some(ptr),
        }
    }
}

/// The value passed for one kernel parameter.
#[derive(Clone, Copy)]
pub enum Arg<'a> {
    /// A number, for a number parameter of the same dtype.
    Scalar(Const),
    /// A buffer, for a pointer parameter of the same element type.
    Buffer(BufferArg<'a>),
}

impl<'a> Arg<'a> {
    /// Says what this is, for messages: `a buffer of f32 (16 elements)`, `a scalar i32`.
    pub fn describe(&self) -> String {
        match self {
            Arg::Scalar(c) => format!("a scalar {}", c.dtype),
            Arg::Buffer(b) => format!("a buffer of {} ({} elements)", b.dtype, b.len),
        }
    }

    /// A cudarc `CudaSlice` the caller owns. The kernel must be loaded on a device of the
    /// slice's context (see [`crate::Device::from_cuda_context`]); the launch checks it. The
    /// caller orders the slice's own work against the launch (synchronize the slice's stream
    /// first, or allocate it on [`crate::Device::cuda_stream`]).
    pub fn cuda_slice<T: Element>(slice: &'a cudarc::driver::CudaSlice<T>) -> Arg<'a> {
        use cudarc::driver::DevicePtr;
        let (ptr, _sync) = slice.device_ptr(slice.stream());
        Arg::Buffer(BufferArg {
            dtype: T::DTYPE,
            len: slice.len(),
            mem: MemRef::Cuda { ptr, ctx: slice.context().cu_ctx() as usize },
        })
    }

    /// A cudarc `CudaView` (part of a `CudaSlice`) the caller owns, passed without a copy; as
    /// [`Arg::cuda_slice`], the launch checks its context and the caller orders its work.
    pub fn cuda_view<T: Element>(view: &'a cudarc::driver::CudaView<'_, T>) -> Arg<'a> {
        use cudarc::driver::{DevicePtr, DeviceSlice};
        let (ptr, _sync) = view.device_ptr(view.stream());
        Arg::Buffer(BufferArg {
            dtype: T::DTYPE,
            len: view.len(),
            mem: MemRef::Cuda { ptr, ctx: view.stream().context().cu_ctx() as usize },
        })
    }
}

impl<'a> From<&'a RawBuffer> for Arg<'a> {
    fn from(b: &'a RawBuffer) -> Arg<'a> {
        Arg::from(RawSlice { buf: b, offset: 0, len: b.len })
    }
}

impl<'a> From<RawSlice<'a>> for Arg<'a> {
    fn from(s: RawSlice<'a>) -> Arg<'a> {
        let esize = s.buf.dtype.bytes() as u64;
        let mem = match &s.buf.mem {
            crate::buffer::Mem::Cpu(m) => MemRef::Cpu { data: m, offset: s.offset },
            crate::buffer::Mem::Cuda(m) => {
                let ctx = match &s.buf.device.0.backend {
                    Backend::Cuda(c) => c.ctx.cu_ctx() as usize,
                    _ => 0,
                };
                MemRef::Cuda { ptr: m.ptr + s.offset as u64 * esize, ctx }
            }
            #[cfg(feature = "hip")]
            crate::buffer::Mem::Hip(m) => {
                let ordinal = match &s.buf.device.0.backend {
                    Backend::Hip(h) => h.ordinal,
                    _ => -1,
                };
                MemRef::Hip { ptr: m.ptr + s.offset as u64 * esize, ordinal }
            }
        };
        Arg::Buffer(BufferArg { dtype: s.buf.dtype, len: s.len, mem })
    }
}

impl<'a, T: Element> From<&'a Buffer<T>> for Arg<'a> {
    fn from(b: &'a Buffer<T>) -> Arg<'a> {
        Arg::from(b.raw())
    }
}

impl<'a, T: Element> From<BufferSlice<'a, T>> for Arg<'a> {
    fn from(s: BufferSlice<'a, T>) -> Arg<'a> {
        Arg::from(s.raw)
    }
}

impl<'a, T: Element> From<&BufferSlice<'a, T>> for Arg<'a> {
    fn from(s: &BufferSlice<'a, T>) -> Arg<'a> {
        Arg::from(s.raw)
    }
}

impl From<Const> for Arg<'_> {
    fn from(c: Const) -> Self {
        Arg::Scalar(c)
    }
}

impl<T: Element> From<T> for Arg<'_> {
    fn from(x: T) -> Self {
        Arg::Scalar(x.to_const())
    }
}

impl<'a, T: Element> From<&'a cudarc::driver::CudaSlice<T>> for Arg<'a> {
    fn from(s: &'a cudarc::driver::CudaSlice<T>) -> Arg<'a> {
        Arg::cuda_slice(s)
    }
}

impl<'a, T: Element> From<&'a cudarc::driver::CudaView<'_, T>> for Arg<'a> {
    fn from(v: &'a cudarc::driver::CudaView<'_, T>) -> Arg<'a> {
        Arg::cuda_view(v)
    }
}

/// Launch arguments from a list of buffers, slices and numbers:
/// `kernel.launch(grid, &args![&x, &y, &out, n])`.
#[macro_export]
macro_rules! args {
    ($($a:expr),* $(,)?) => { [$($crate::Arg::from($a)),*] };
}

/// The program grid: programs along axes 0, 1 and 2.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Grid(pub [u32; 3]);

impl Grid {
    pub fn programs(&self) -> u64 {
        self.0.iter().map(|&g| g as u64).product()
    }
}

impl From<u32> for Grid {
    fn from(x: u32) -> Grid {
        Grid([x, 1, 1])
    }
}
impl From<[u32; 3]> for Grid {
    fn from(g: [u32; 3]) -> Grid {
        Grid(g)
    }
}
impl From<[u32; 2]> for Grid {
    fn from(g: [u32; 2]) -> Grid {
        Grid([g[0], g[1], 1])
    }
}
impl From<(u32, u32)> for Grid {
    fn from(g: (u32, u32)) -> Grid {
        Grid([g.0, g.1, 1])
    }
}
impl From<(u32, u32, u32)> for Grid {
    fn from(g: (u32, u32, u32)) -> Grid {
        Grid([g.0, g.1, g.2])
    }
}

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
