//! The Rust side of `#[tessera::kernel]` functions (see `tessera_macros` for the macro): the
//! signature's types, [`Ptr<T>`] for a buffer of `T` and `f16` / `bf16` (from `half`) beside
//! Rust's own scalars, and [`PtrArg`], what a `Ptr<T>` parameter takes at launch.
//! `use tessera::dsl::*;` brings them into scope.
//!
//! The macro reads the signature itself and expands the body to builder calls, so `Ptr<T>` is
//! a marker: the expansion names it only so that rustc checks that it is in scope. The body's
//! functions (`program_id`, `arange`, `load`, `store`, `dot`, ...) are rewritten by the macro
//! and need no import. `__private` holds what the expansion calls.
//!
//! Each kernel also gets a typed launch, checked by rustc like any function call:
//!
//! ```text
//!   fn softmax<const BLOCK: i32>(x: Ptr<f32>, out: Ptr<f32>, stride: i32, n: i32)
//!   softmax::<1024>::launch(&jit, grid, &x, &out, stride, n)?;
//!       x, out: impl PtrArg<'a, f32>   &Buffer<f32>, BufferSlice<f32>, &CudaSlice<f32>, &CudaView<f32>
//!       stride, n: i32                 exactly the signature's scalar type
//!       └─> jit.kernel_of::<softmax<1024>>()?.launch(grid, &[Arg; 4])
//! ```
//!
//! Decisions:
//! - **Positional arguments**, one per parameter, so that a missing or extra argument is
//!   rustc's "this function takes 6 arguments", a buffer of another element type is an
//!   unsatisfied `PtrArg<f32>` at that argument, and a scalar of another type is a plain type
//!   mismatch. Scalars take exactly the declared type (`n as i32`), as a Rust function would.
//! - **[`PtrArg`]** is implemented for what has an element type known at compile time:
//!   tessera's [`Buffer<T>`] (by `&` or `&mut`) and [`BufferSlice<T>`], and cudarc's
//!   `CudaSlice<T>` (by `&` or `&mut`) and `CudaView<T>`, which the runtime already takes as
//!   arguments (passed by address; the launch checks the context) and re-exports as
//!   `tessera::runtime::cudarc`, so the facade needs no new dependency. A [`RawBuffer`]'s
//!   element type is known only at run time, so it does not qualify: type it with
//!   [`RawBuffer::into_typed`], or launch it untyped (`jit.kernel_of::<K>()?.launch(grid,
//!   &args![..])`, which the runtime checks when it runs).
//! - **The kernel is built once per [`Jit`]**, by [`Jit::kernel_of`], which keys the kernel by
//!   the instance's type (`softmax<1024>`). A `static` in the generated code cannot do it: Rust
//!   has no generic statics (one `static` would serve every `BLOCK`), and a kernel's compiled
//!   variants belong to one `Jit` (its device, target, options and cache). Finding the kernel
//!   by text ([`Jit::launch`]) would build and print it at every launch. From there the launch
//!   is [`JitKernel::launch`](crate::JitKernel::launch), so specialisation on argument values
//!   (`align 16`, `div 16`, `= 1`, `#[no_specialize]` opting out) and the compile cache work as
//!   for any kernel, and grid closures read arguments by parameter name and the const generic
//!   parameters by [`Meta::constant`](crate::jit::Meta::constant).
//!
//! [`Buffer<T>`]: tessera_runtime::Buffer
//! [`BufferSlice<T>`]: tessera_runtime::BufferSlice
//! [`RawBuffer`]: tessera_runtime::RawBuffer
//! [`RawBuffer::into_typed`]: tessera_runtime::RawBuffer::into_typed
//! [`Jit`]: crate::Jit
//! [`Jit::kernel_of`]: crate::Jit::kernel_of
//! [`Jit::launch`]: crate::Jit::launch

use std::marker::PhantomData;
use tessera_runtime::cudarc::driver::{CudaSlice, CudaView};
use tessera_runtime::{Arg, Buffer, BufferSlice, Element};

pub use half::{bf16, f16};

/// A kernel parameter pointing to elements of `T` (`Ptr<f32>`): a buffer at launch.
pub struct Ptr<T>(PhantomData<T>);

/// What a `Ptr<T>` parameter of a kernel's typed `launch` takes: device memory holding
/// elements of `T`, borrowed for `'a` (see the module docs for the list).
#[diagnostic::on_unimplemented(
    message = "a `Ptr<{T}>` parameter takes device memory of `{T}`",
    label = "not device memory of `{T}`",
    note = "a `Ptr<{T}>` takes `&Buffer<{T}>`, `BufferSlice<{T}>`, or cudarc's `&CudaSlice<{T}>` or `&CudaView<{T}>`"
)]
pub trait PtrArg<'a, T: Element> {
    /// The launch argument.
    fn into_arg(self) -> Arg<'a>;
}

impl<'a, T: Element> PtrArg<'a, T> for &'a Buffer<T> {
    fn into_arg(self) -> Arg<'a> {
        Arg::from(self)
    }
}

impl<'a, T: Element> PtrArg<'a, T> for &'a mut Buffer<T> {
    fn into_arg(self) -> Arg<'a> {
        Arg::from(&*self)
    }
}

impl<'a, T: Element> PtrArg<'a, T> for BufferSlice<'a, T> {
    fn into_arg(self) -> Arg<'a> {
        Arg::from(self)
    }
}

impl<'a, T: Element> PtrArg<'a, T> for &BufferSlice<'a, T> {
    fn into_arg(self) -> Arg<'a> {
        Arg::from(*self)
    }
}

impl<'a, T: Element> PtrArg<'a, T> for &'a CudaSlice<T> {
    fn into_arg(self) -> Arg<'a> {
        Arg::cuda_slice(self)
    }
}

impl<'a, T: Element> PtrArg<'a, T> for &'a mut CudaSlice<T> {
    fn into_arg(self) -> Arg<'a> {
        Arg::cuda_slice(&*self)
    }
}

impl<'a, T: Element> PtrArg<'a, T> for &'a CudaView<'_, T> {
    fn into_arg(self) -> Arg<'a> {
        Arg::cuda_view(self)
    }
}

#[doc(hidden)]
pub mod __private {
    use tessera_ir::Tv;

    /// Names a `let`-bound value for printing, unless it has a name (a parameter's).
    pub fn named<'b>(t: Tv<'b>, name: &str) -> Tv<'b> {
        t.named_if_unnamed(name)
    }
}
