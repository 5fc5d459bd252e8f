//! tessera: a tile-based GPU kernel compiler with no LLVM inside.
//!
//! This crate is the facade: it re-exports the IR (`tessera::ir`) and holds what the `tessera`
//! command-line tool shares with embedding programs and tests:
//!
//! - [`directives`]: the `; run:` lines of a `.tile` file (grid, inputs, checks);
//! - [`reference`]: plain Rust references for the example kernels;
//! - [`run`]: making arguments, launching on a device, checking against a reference;
//! - [`diagnostic`]: compiler-style error messages pointing into source text;
//! - [`dsl`]: the signature types of `#[tessera::kernel]` functions ([`kernel`], the macro) and
//!   what their typed launches take.
//!
//! - [`compile`]: a kernel to PTX or AMDGCN assembly;
//! - [`simulate`]: compiled PTX on the SIMT simulator, for checking without a GPU;
//! - [`stats`]: registers, occupancy and instruction mix read back from AMDGCN assembly, and a throughput model;
//! - [`fuzzing`]: the checks behind the fuzz targets and their corpus replay, and `tessera fuzz`
//!   (`fuzzing::campaign`): seeded differential campaigns on any device, findings written and reduced;
//! - [`kernels`]: kernel generators over constants (the matmul of the benchmarks);
//! - [`target`]: targets by chip and by triple (`nvptx64-nvidia-cuda:sm_90a`);
//! - [`jit`]: [`Jit`], one call from a kernel to a launch, with automatic specialisation;
//! - [`tune`]: the autotuner over kernel generators, with its choices cached on disk (its
//!   [`tune::Config`], a kernel's named constants, lives in the private `config` module, which
//!   the JIT uses too);
//! - [`bench`]: `tessera tune` and `tessera bench` on a `.tile` file;
//! - [`reduce`]: the test-case reducer behind `tessera reduce` and the fuzzer's failures.

pub use tessera_ir as ir;
pub use tessera_runtime as runtime;

/// `#[tessera::kernel]`: a Rust function as a tile kernel, expanded to builder calls (see
/// [`dsl`] for the signature's types and `tessera_macros` for the surface).
pub use tessera_macros::kernel;

// The macro's expansion names `::tessera::...`, which this lets work inside this crate too.
extern crate self as tessera;

pub use compile::{
    amdgcn_code_object, amdgcn_code_object_from_text, compile, compile_amdgcn, compile_printing, emit_amdgcn,
    lower_amdgcn, lower_ptx, lower_ptx_with, CompileError, CompiledKernel, Options, Stage, StagePrinter, Target,
};
pub use tessera_emit_amdgcn::Usage as AmdgcnUsage;
pub use tessera_isel::target::Tma;

/// The example kernels (`examples/NAME.tile`) that every backend compiles: the file tests,
/// the simulator tests and the compile-time bench go over these.
pub const EXAMPLES_IN_SCOPE: &[&str] =
    &["add", "add_aligned", "softmax", "softmax_f16", "softmax_bf16", "layernorm", "layernorm_f16", "layernorm_bf16"];

/// The examples with `dot` (`examples/NAME.tile`), compiled for the PTX targets (on AMDGCN,
/// the six `matmul*` run on MFMA on gfx90a and gfx942 and the 16-bit ones on WMMA on gfx1100,
/// `tests/amdgcn_mfma.rs`; `attention` and `attention_causal` on gfx90a and gfx942,
/// `tests/attention.rs`; the rest do not fit the registers yet).
pub const DOT_EXAMPLES: &[&str] = &[
    "matmul",
    "matmul_f16",
    "matmul_bf16",
    "matmul_tf32",
    "matmul_f32",
    "matmul_i8",
    "attention",
    "attention_causal",
    "attention_d128",
    "attention_d128_bf16",
];

/// The examples with fp8 `dot` (`examples/NAME.tile`), compiled for sm_90 and sm_90a only:
/// sm_80 and the AMD targets refuse the 8-bit floats (`tests/ptx.rs`, `tests/sim_ptx.rs`).
pub const FP8_EXAMPLES: &[&str] = &["matmul_fp8"];

pub mod bench;
pub mod compile;
mod config;
pub mod diagnostic;
pub mod directives;
pub mod dsl;
pub mod fuzzing;
pub mod jit;
pub mod kernels;
pub mod reduce;
pub mod reference;
pub mod remarks;
pub mod run;
pub mod simulate;
pub mod stats;
pub mod target;
pub mod tune;

pub use jit::{Jit, JitError, JitKernel};
