//! Launch arguments ([`Arg`], [`BufferArg`] and where a buffer argument's memory is) and the
//! launch grid ([`Grid`]): plain values that the backends, the tensor maps and the launch read.
//! Buffers turn into arguments in [`crate::buffer`]; the check of arguments against a kernel's
//! signature is in `arg_check`.

use crate::element::Element;
use std::sync::Mutex;
use tessera_ir::{Const, DType};

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
