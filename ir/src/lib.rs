//! tessera's tile IR: everything about a kernel before a target is chosen.
//!
//! ```text
//!   builder (Rust API) ──┐
//!                        ├──> Kernel ──> verify ──> interp (the CPU reference: semantics, executable)
//!   text::parse (.tile) ─┘       └──> text::print (canonical .tile)
//! ```
//!
//! - [`types`]: `DType`, `Scalar`, `Shape`, `Type`.
//! - [`constant`]: `Const`, typed scalar bits and their text spelling; [`fp8`]: the 8-bit float
//!   encodings and their saturating conversions.
//! - [`op`]: every op with its semantics, one line each.
//! - [`kernel`]: `Kernel`, values, instructions, structured regions.
//! - [`builder`]: the compact Rust API for writing kernels.
//! - [`text`]: the `.tile` printer and parser.
//! - [`verify`]: the verifier; every pass's output must pass it.
//! - [`interp`]: the reference interpreter over a launch grid on host buffers.
//! - [`gen`]: a proptest generator of random well-typed kernels, for tests and fuzzing.

pub mod builder;
pub mod constant;
pub mod fp8;
#[cfg(feature = "proptest")]
pub mod gen;
pub mod interp;
pub mod kernel;
pub mod op;
pub mod text;
pub mod types;
pub mod verify;

pub use builder::{BuildError, Builder, Tv};
pub use constant::Const;
pub use kernel::{Inst, Kernel, Param, ParamAttrs, Region, Value, ValueDef};
pub use op::Op;
pub use types::{DType, Scalar, Shape, Type};
