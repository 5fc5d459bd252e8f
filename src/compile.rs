//! `compile`: a verified tile kernel to target code, in one call.
//!
//! ```text
//!   Kernel ─verify─> isel::pipeline (passes, lane expansion through the target's selector,
//!                    passes; retried where it does not fit) ─> regalloc (AMDGCN) ─> emit ─> CompiledKernel
//! ```
//!
//! Each stage's output can be printed as it finishes ([`Stage`], [`compile_printing`]; the
//! tool's `compile --print-after`).
//!
//! Targets: `sm_80` and `sm_90` (PTX text); `gfx90a`, `gfx942` and `gfx1100` (AMDGCN assembly
//! text with its kernel descriptor and metadata, registers allocated by regalloc2, and the
//! code object of that text, encoded and written by tessera itself, which the HIP runtime
//! loads: [`CompiledKernel::code_object`]).

use std::fmt;
use std::str::FromStr;
use tessera_ir::verify::{verify, VerifyErrors};
use tessera_ir::{Kernel, Type};
use tessera_isel::amdgcn::{Amdgcn, Gfx};
use tessera_isel::lower::remarks::Remark;
use tessera_isel::pipeline::{self, FitError};
use tessera_isel::ptx::{Ptx, Sm};
use tessera_isel::target::Tma;

/// A compilation target.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    Sm80,
    Sm90,
    /// Hopper's architecture-specific PTX (`.target sm_90a`), for sm_90 parts only.
    Sm90a,
    Gfx90a,
    Gfx942,
    Gfx1100,
}

impl Target {
    pub const ALL: [Target; 6] =
        [Target::Sm80, Target::Sm90, Target::Sm90a, Target::Gfx90a, Target::Gfx942, Target::Gfx1100];
    pub const PTX: [Target; 3] = [Target::Sm80, Target::Sm90, Target::Sm90a];
    pub const AMDGCN: [Target; 3] = [Target::Gfx90a, Target::Gfx942, Target::Gfx1100];
    pub fn name(self) -> &'static str {
        match self {
            Target::Sm80 => "sm_80",
            Target::Sm90 => "sm_90",
            Target::Sm90a => "sm_90a",
            Target::Gfx90a => "gfx90a",
            Target::Gfx942 => "gfx942",
            Target::Gfx1100 => "gfx1100",
        }
    }
    /// The AMD architecture, for the AMDGCN targets.
    pub fn gfx(self) -> Option<Gfx> {
        match self {
            Target::Gfx90a => Some(Gfx::Gfx90a),
            Target::Gfx942 => Some(Gfx::Gfx942),
            Target::Gfx1100 => Some(Gfx::Gfx1100),
            _ => None,
        }
    }
}

impl Target {
    /// The random-kernel generator restricted to what this target compiles today and to what
    /// compares bit for bit with the interpreter: the atomics the hardware has; `dot` with
    /// exact operands (`GenConfig::exact_dots`) on every target; on AMDGCN two programs in five
    /// take shapes that fit the matrix cores (`GenConfig::matrix_shapes`). A generated dot
    /// runs on the matrix cores where its shape and types allow (M, N multiples of 16, K of
    /// the form's K) and on multiply-adds otherwise; some of the larger ones (M = N = 64 on
    /// multiply-adds, wave32's duplicated WMMA operands) need more VGPRs than a wave has, and
    /// compile to [`CompileError::Registers`]: the random tests skip those, counting them.
    pub fn gen_config(self) -> tessera_ir::gen::GenConfig {
        use tessera_ir::op::AtomicOp;
        use tessera_ir::DType;
        let mut cfg = tessera_ir::gen::GenConfig {
            exact_dots: true,
            warpgroup_shapes: self == Target::Sm90a,
            matrix_shapes: self.gfx().is_some(),
            fp8_dots: false,
            ..Default::default()
        };
        if self.gfx().is_some() {
            cfg.atomic_ok = |op, d| match op {
                AtomicOp::Add => {
                    matches!(d, DType::I32 | DType::I64 | DType::F32 | DType::F64 | DType::F16 | DType::BF16)
                }
                AtomicOp::Max | AtomicOp::Min => matches!(d, DType::F32 | DType::F64),
                AtomicOp::Xchg => matches!(d, DType::I32 | DType::I64 | DType::F32 | DType::F64),
                _ => matches!(d, DType::I32 | DType::I64),
            };
            cfg.cas_ok = |d| matches!(d, DType::I32 | DType::I64 | DType::F32 | DType::F64);
            return cfg;
        }
        cfg.atomic_ok = |op, d| match op {
            AtomicOp::Add => matches!(d, DType::I32 | DType::I64 | DType::F32 | DType::F64 | DType::F16),
            AtomicOp::Max | AtomicOp::Min => matches!(d, DType::F32 | DType::F64),
            _ => matches!(d, DType::I32 | DType::I64 | DType::F32 | DType::F64) && (d.is_int() || op == AtomicOp::Xchg),
        };
        cfg.cas_ok = |d| matches!(d, DType::I32 | DType::I64 | DType::F32 | DType::F64);
        cfg
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Target {
    type Err = String;
    /// A chip (`sm_90a`) or a triple with its chip (`nvptx64-nvidia-cuda:sm_90a`); see
    /// [`crate::target`].
    fn from_str(s: &str) -> Result<Target, String> {
        Target::parse_with_chip(s, None)
    }
}

/// Compilation options (the cache key includes them).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Options {
    /// On sm_90a, which operands of pipelined dots the copy engine fetches (TMA: tensor maps
    /// the launch builds, mbarrier stages) where their addresses are tiles of a row-major
    /// matrix. By default those where it gives exactly what the load means (masked by the
    /// tile's bounds); `Tma::Whole` adds unmasked tiles, `Tma::Off` keeps every copy on
    /// `cp.async`.
    pub tma: Tma,
    /// The code generator's switches (each decision against the alternative it was measured
    /// with; `tessera compile -C name=value`, or the benchmark scripts' variables).
    pub codegen: tessera_isel::CodegenOptions,
}

/// A compiled kernel: its code and what a launch needs to know.
#[derive(Clone, Debug)]
pub struct CompiledKernel {
    pub target: Target,
    /// The entry symbol.
    pub entry: String,
    /// PTX text, or AMDGCN assembly text.
    pub code: String,
    /// AMDGCN: the code object (HSACO, an ELF shared object) of `code`, as the HIP runtime loads
    /// it; empty for PTX.
    pub code_object: Vec<u8>,
    /// Parameter names and types, in order.
    pub params: Vec<(String, Type)>,
    /// Threads per program.
    pub threads: u32,
    /// Shared memory per program, in bytes.
    pub shared_bytes: u32,
    /// The tensor maps the launch passes after the parameters (PTX; empty for AMDGCN).
    pub tensor_maps: Vec<tessera_isel::ptx::TensorMap>,
    /// The path each load and dot took, and why not a faster one ([`crate::remarks`]).
    pub remarks: Vec<Remark>,
}

impl CompiledKernel {
    /// The image the runtime loads. Shared memory up to 48 KB is declared in the PTX; past that
    /// it is dynamic, and the launch asks for it (`emit_ptx::dynamic_shared_bytes`). AMDGCN
    /// loads as its code object, whose descriptor holds the LDS size (nothing dynamic).
    pub fn image(&self) -> Result<tessera_runtime::KernelImage, String> {
        let amdgcn = self.target.gfx().is_some();
        Ok(tessera_runtime::KernelImage {
            entry: self.entry.clone(),
            target: self.target.name().to_string(),
            code: if amdgcn {
                tessera_runtime::Code::Hsaco(self.code_object.clone())
            } else {
                tessera_runtime::Code::Ptx(self.code.clone())
            },
            params: self
                .params
                .iter()
                .map(|(name, ty)| tessera_runtime::ParamSig { name: name.clone(), ty: *ty, min_len: None })
                .collect(),
            block_threads: self.threads,
            shared_bytes: if amdgcn { 0 } else { tessera_emit_ptx::dynamic_shared_bytes(self.shared_bytes) },
            tensor_maps: self
                .tensor_maps
                .iter()
                .map(|m| tessera_runtime::TensorMapSpec {
                    buffer: m.buffer,
                    row_len: match m.row_len {
                        tessera_isel::ptx::RowLen::Param(i) => tessera_runtime::TensorRowLen::Param(i),
                        tessera_isel::ptx::RowLen::Const(n) => tessera_runtime::TensorRowLen::Const(n),
                    },
                    elem_bytes: m.elem_bytes,
                    box_dims: m.box_dims,
                    extent: m.extent.map(|e| match e {
                        tessera_isel::ptx::Extent::Whole => tessera_runtime::TensorExtent::Whole,
                        tessera_isel::ptx::Extent::Param(i) => tessera_runtime::TensorExtent::Param(i),
                        tessera_isel::ptx::Extent::Const(n) => tessera_runtime::TensorExtent::Const(n),
                    }),
                    planes: m.planes,
                })
                .collect(),
        })
    }
}

/// Why a kernel did not compile.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum CompileError {
    #[error("{0}")]
    Verify(VerifyErrors),
    #[error("{0}")]
    Lower(#[from] tessera_isel::LowerError),
    /// A target that does not compile PTX (or AMDGCN) was asked for it.
    #[error("{0} is not a {1} target")]
    WrongTarget(Target, &'static str),
    /// The AMDGCN code needs more VGPRs than a wave can address (matrix cores and the
    /// multiply-add path both tried); a limit of the backend today, not an internal error.
    #[error("the kernel needs {0} VGPRs (registers and spill area), more than the {1} a wave can hold (registers and scratch memory)")]
    Registers(u32, u32),
    #[error("{0}")]
    Emit(String),
}

impl CompileError {
    /// Whether this is a limit of the AMDGCN backend (too many VGPRs) rather than a wrong kernel or an internal error: the random-program tests skip
    /// such kernels, counting them.
    pub fn exceeds_limits(&self) -> bool {
        matches!(self, CompileError::Registers(..))
    }
}

pub use tessera_isel::pipeline::{Stage, StagePrinter};

/// A kernel verified and lowered for a PTX target, before emission: what `compile` emits and
/// what the simulator runs (or tests mutate).
pub struct LoweredPtx {
    pub ptx: Ptx,
    /// Threads per program.
    pub threads: u32,
    /// The path of each load and dot ([`crate::remarks`]).
    pub remarks: Vec<Remark>,
}

/// Verifies `kernel` and lowers it for `target` (lane expansion, then DCE).
pub fn lower_ptx(kernel: &Kernel, target: Target) -> Result<LoweredPtx, CompileError> {
    lower_ptx_with(kernel, target, &Options::default())
}

/// [`lower_ptx`] with `options`.
pub fn lower_ptx_with(kernel: &Kernel, target: Target, options: &Options) -> Result<LoweredPtx, CompileError> {
    lower_ptx_printing(kernel, target, options, &mut |_, _| {})
}

fn lower_ptx_printing(
    kernel: &Kernel,
    target: Target,
    options: &Options,
    print: StagePrinter,
) -> Result<LoweredPtx, CompileError> {
    verified(kernel, print)?;
    let sm = match target {
        Target::Sm80 => Sm::Sm80,
        Target::Sm90 => Sm::Sm90,
        Target::Sm90a => Sm::Sm90a,
        _ => return Err(CompileError::WrongTarget(target, "PTX")),
    };
    let (ptx, lowered) = pipeline::ptx(kernel, sm, options.tma, &options.codegen, print)?;
    Ok(LoweredPtx { ptx, threads: lowered.threads, remarks: lowered.remarks })
}

fn verified(kernel: &Kernel, print: StagePrinter) -> Result<(), CompileError> {
    verify(kernel).map_err(CompileError::Verify)?;
    print(Stage::Verify, &KernelText(kernel));
    Ok(())
}

/// A kernel's `.tile` text, made only when it is written.
struct KernelText<'a>(&'a Kernel);

impl fmt::Display for KernelText<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&tessera_ir::text::print_kernel(self.0))
    }
}

/// A kernel verified and lowered for an AMDGCN target, before register allocation.
pub struct LoweredAmdgcn {
    pub isel: Amdgcn,
    /// Threads per program.
    pub threads: u32,
    /// The path of each load and dot ([`crate::remarks`]).
    pub remarks: Vec<Remark>,
}

/// Verifies `kernel` and lowers it for an AMDGCN `target` (lane expansion, then DCE).
pub fn lower_amdgcn(kernel: &Kernel, target: Target) -> Result<LoweredAmdgcn, CompileError> {
    let print: StagePrinter = &mut |_, _| {};
    verified(kernel, print)?;
    let gfx = target.gfx().ok_or(CompileError::WrongTarget(target, "AMDGCN"))?;
    let (isel, lowered) = pipeline::amdgcn(kernel, gfx, &Options::default().codegen, true, print)?;
    Ok(LoweredAmdgcn { isel, threads: lowered.threads, remarks: lowered.remarks })
}

/// Lowers and emits `kernel` for an AMDGCN `target` (with `check`, regalloc2's checker
/// verifies the allocation). A kernel whose matrix-core code needs more VGPRs than a wave
/// addresses (WMMA operands take four times MFMA's registers: each lane holds 16 elements of
/// A and of B, duplicated across the half-waves) is lowered again with its dots on
/// multiply-adds, which is what it compiled to before it had matrix cores.
pub fn compile_amdgcn(
    kernel: &Kernel,
    target: Target,
    check: bool,
) -> Result<(LoweredAmdgcn, tessera_emit_amdgcn::Assembly, tessera_emit_amdgcn::Usage), CompileError> {
    amdgcn_printing(kernel, target, &Options::default(), check, &mut |_, _| {})
}

fn amdgcn_printing(
    kernel: &Kernel,
    target: Target,
    options: &Options,
    check: bool,
    print: StagePrinter,
) -> Result<(LoweredAmdgcn, tessera_emit_amdgcn::Assembly, tessera_emit_amdgcn::Usage), CompileError> {
    verified(kernel, print)?;
    let gfx = target.gfx().ok_or(CompileError::WrongTarget(target, "AMDGCN"))?;
    let finish = |isel: &Amdgcn, lowered: &tessera_isel::Lowered, print: StagePrinter| {
        emit_amdgcn_inner(kernel, isel, lowered.threads, check, print)
    };
    let too_many = |e: &tessera_emit_amdgcn::EmitError| matches!(e, tessera_emit_amdgcn::EmitError::TooManyVgprs(..));
    match pipeline::amdgcn_fitting(kernel, gfx, &options.codegen, print, finish, too_many) {
        Ok((isel, lowered, (code, usage))) => {
            Ok((LoweredAmdgcn { isel, threads: lowered.threads, remarks: lowered.remarks }, code, usage))
        }
        Err(FitError::Lower(e)) => Err(e.into()),
        Err(FitError::Finish(e)) => Err(emit_error(e)),
    }
}

fn emit_error(e: tessera_emit_amdgcn::EmitError) -> CompileError {
    match e {
        tessera_emit_amdgcn::EmitError::TooManyVgprs(n, limit) => CompileError::Registers(n, limit),
        e => CompileError::Emit(e.to_string()),
    }
}

/// Allocates and emits a lowered AMDGCN kernel; with `check`, regalloc2's checker verifies the
/// allocation. Returns the assembly (its text, and its instructions in the encoder's form) and
/// the register usage.
pub fn emit_amdgcn(
    kernel: &Kernel,
    l: &LoweredAmdgcn,
    check: bool,
) -> Result<(tessera_emit_amdgcn::Assembly, tessera_emit_amdgcn::Usage), CompileError> {
    emit_amdgcn_inner(kernel, &l.isel, l.threads, check, &mut |_, _| {}).map_err(emit_error)
}

fn emit_amdgcn_inner(
    kernel: &Kernel,
    isel: &Amdgcn,
    threads: u32,
    check: bool,
    print: StagePrinter,
) -> Result<(tessera_emit_amdgcn::Assembly, tessera_emit_amdgcn::Usage), tessera_emit_amdgcn::EmitError> {
    let info = amdgcn_info(kernel, isel, threads);
    let opts = tessera_emit_amdgcn::AllocOptions { check, compact_slots: isel.codegen.compact_slots };
    let alloc = tessera_emit_amdgcn::allocate(isel.gfx, &isel.vcode, opts)?;
    print(Stage::Regalloc, &alloc);
    tessera_emit_amdgcn::emit_allocated(isel.gfx, &isel.vcode, alloc, &info)
}

/// What the kernel descriptor and metadata of a lowered AMDGCN kernel say.
fn amdgcn_info(kernel: &Kernel, isel: &Amdgcn, threads: u32) -> tessera_emit_amdgcn::KernelInfo {
    tessera_emit_amdgcn::KernelInfo {
        name: tessera_emit_ptx::entry_name(&kernel.name),
        threads,
        lds_bytes: isel.shared_bytes,
        args: isel
            .args
            .iter()
            .zip(&kernel.params)
            .map(|(a, p)| (a.offset, a.size, kernel.ty(p.value).scalar.is_ptr()))
            .collect(),
        hidden_offset: isel.hidden_offset(),
    }
}

/// The code object of AMDGCN assembly that [`emit_amdgcn`] wrote for `kernel` (lowered as `l`,
/// with register usage `usage`): tessera's own encoding (of the instructions as the emitter
/// handed them over, no text read back) and HSACO writer.
pub fn amdgcn_code_object(
    kernel: &Kernel,
    l: &LoweredAmdgcn,
    asm: &tessera_emit_amdgcn::Assembly,
    usage: tessera_emit_amdgcn::Usage,
) -> Result<Vec<u8>, CompileError> {
    tessera_emit_amdgcn::code_object(l.isel.gfx, asm, &amdgcn_info(kernel, &l.isel, l.threads), usage)
        .map_err(emit_error)
}

/// [`amdgcn_code_object`] from the assembly text instead: the same bytes (the tests check it).
pub fn amdgcn_code_object_from_text(
    kernel: &Kernel,
    l: &LoweredAmdgcn,
    text: &str,
    usage: tessera_emit_amdgcn::Usage,
) -> Result<Vec<u8>, CompileError> {
    tessera_emit_amdgcn::code_object_from_text(l.isel.gfx, text, &amdgcn_info(kernel, &l.isel, l.threads), usage)
        .map_err(emit_error)
}

/// Compiles `kernel` for `target`.
pub fn compile(kernel: &Kernel, target: Target, options: &Options) -> Result<CompiledKernel, CompileError> {
    compile_printing(kernel, target, options, &mut |_, _| {})
}

/// [`compile`], handing each [`Stage`]'s output to `print` as the stage finishes.
pub fn compile_printing(
    kernel: &Kernel,
    target: Target,
    options: &Options,
    print: StagePrinter,
) -> Result<CompiledKernel, CompileError> {
    let params = kernel.params.iter().map(|p| (p.name.clone(), kernel.ty(p.value))).collect();
    let entry = tessera_emit_ptx::entry_name(&kernel.name);
    if target.gfx().is_some() {
        let (l, asm, usage) = amdgcn_printing(kernel, target, options, false, print)?;
        let code_object = amdgcn_code_object(kernel, &l, &asm, usage)?;
        let code = asm.text;
        return Ok(CompiledKernel {
            target,
            entry,
            code,
            code_object,
            params,
            threads: l.threads,
            shared_bytes: l.isel.shared_bytes,
            tensor_maps: Vec::new(),
            remarks: l.remarks,
        });
    }
    let LoweredPtx { ptx, threads, remarks } = lower_ptx_printing(kernel, target, options, print)?;
    let code = tessera_emit_ptx::emit(kernel, &ptx, threads);
    let tensor_maps = ptx.tensor_maps.clone();
    Ok(CompiledKernel {
        target,
        entry,
        code,
        code_object: Vec::new(),
        params,
        threads,
        shared_bytes: ptx.shared_bytes,
        tensor_maps,
        remarks,
    })
}
