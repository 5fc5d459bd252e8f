//! tessera-runtime: everything between a compiled kernel and its results — devices, streams,
//! buffers, module loading, checked launches and the compiled-kernel cache — for NVIDIA GPUs
//! (CUDA driver through cudarc, loaded at run time), AMD GPUs (HIP through hip-sys, feature
//! `hip`) and the CPU reference interpreter, behind one API.
//!
//! ```text
//!   let device = Device::auto();                          // CUDA, else HIP, else the CPU
//!   let kernel = device.load(&ir, Cache::global(), "tessera 0.1", |k, target| compile(k, target))?;
//!   let x = device.upload(&xs)?;  let out = device.alloc_zeros::<f32>(n)?;
//!   kernel.launch(grid, &args![&x, &out, n as i32])?;    // checked against the signature
//!   let result = out.to_vec()?;                           // waits for the launch
//! ```
//!
//! On a GPU, `load` compiles the IR through the cache (the compile step is a closure, so this
//! crate does not depend on the backends) and loads the image with the driver; on the CPU it
//! keeps the IR and `launch` runs the interpreter. Everything else is the same call.
//!
//! Modules:
//! - [`device`]: `Device` (discovery, selection, lost-context tracking), `Stream`, `Event`;
//!   `DeviceKind` (cpu, cuda, hip) is in `device_kind`;
//! - [`buffer`]: `RawBuffer`, `Buffer<T>` and their slices, and those as launch arguments;
//! - [`element`]: the element types of typed buffers (`f32`, `half::f16`, `bool`, ...);
//! - [`args`](mod@args): `Arg`, `Grid`; the argument check every launch runs is in `arg_check`;
//! - [`kernel`]: `LoadedKernel`, loading through the cache, launching; `kernel_core`: what a
//!   device holds of a loaded kernel;
//! - [`image`]: `KernelImage`, `Code`, `Target` — the compiler's side of the interface, and
//!   the launch ABI; `ParamSig`, the launch signature, is in `signature`;
//! - [`tensor_map`]: `TensorMapSpec`, the copy engine's (TMA) tensor maps a launch builds;
//! - [`cache`]: the memory and disk cache of images; [`hash`]: its stable hash;
//! - the error type, `Error`, in [`error`];
//! - `cuda`, `hip`, `cpu`: the backends (crate-private).
//!
//! Layers: each module uses only modules of the layers below it (no dependency cycles).
//!
//! ```text
//!   kernel                                      loading and launching
//!   arg_check                                   arguments against the signature, on a device
//!   buffer                                      memory on a device; buffers as arguments
//!   device                                      devices, streams, events; loaded kernels by key
//!   kernel_core                                 a loaded kernel's driver function and launch data
//!   cuda, hip, cpu            cache             the backends; the image cache
//!   image                                       compiled kernels, targets
//!   tensor_map                                  tensor-map specs and launch-time geometry
//!   args                                        argument values, the grid
//!   error                                       the error type
//!   device_kind, signature, element, hash       plain names and data
//! ```
//!
//! Nothing here panics on a path a user can reach: missing drivers, driver failures, bad
//! images, wrong arguments and kernel faults all come back as [`Error`]s.

mod arg_check;
pub mod args;
pub mod buffer;
pub mod cache;
mod cpu;
mod cuda;
pub mod device;
mod device_kind;
pub mod element;
pub mod error;
pub mod hash;
#[cfg(feature = "hip")]
mod hip;
pub mod image;
pub mod kernel;
mod kernel_core;
mod signature;
pub mod tensor_map;

pub use args::{Arg, BufferArg, Grid};
pub use buffer::{Buffer, BufferSlice, RawBuffer, RawSlice};
pub use cache::{Cache, CacheConfig, CacheKey, CacheOutcome, CacheStats};
pub use device::{Device, DeviceKind, Event, Stream};
pub use element::Element;
pub use error::{Api, DriverError, Error, Result};
pub use image::{signature_of, Code, KernelImage, ParamSig, Target};
pub use kernel::{LoadTrace, LoadedKernel};
pub use tensor_map::{TensorExtent, TensorMapSpec, TensorRowLen};

/// The cudarc version this crate is built against, for callers that pass their own contexts
/// and slices.
pub use cudarc;
