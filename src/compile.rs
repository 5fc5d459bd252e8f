//! `compile`: a verified tile kernel to target code, in one call.
//!
//! ```text
//!   Kernel ─verify─> isel::lower (through the target's selector) ─> isel::dce ─> emit ─> CompiledKernel
//! ```
//!
//! Targets: `sm_80` and `sm_90` (PTX text). The AMDGCN targets join with their backend.

use std::fmt;
use std::str::FromStr;
use tessera_ir::verify::{verify, VerifyErrors};
use tessera_ir::{Kernel, Type};
use tessera_isel::ptx::{Ptx, Sm};

/// A compilation target.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    Sm80,
    Sm90,
}

impl Target {
    pub const ALL: [Target; 2] = [Target::Sm80, Target::Sm90];
    pub fn name(self) -> &'static str {
        match self {
            Target::Sm80 => "sm_80",
            Target::Sm90 => "sm_90",
        }
    }
}

impl Target {
    /// The random-kernel generator restricted to what this target compiles today: no `dot` yet, and the atomics the hardware has.
    pub fn gen_config(self) -> tessera_ir::gen::GenConfig {
        use tessera_ir::op::AtomicOp;
        use tessera_ir::DType;
        let mut cfg = tessera_ir::gen::GenConfig::default();
        cfg.ops.dot = false;
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
    fn from_str(s: &str) -> Result<Target, String> {
        Target::ALL
            .into_iter()
            .find(|t| t.name() == s)
            .ok_or_else(|| format!("unknown target `{s}` (known: {})", Target::ALL.map(|t| t.name()).join(", ")))
    }
}

/// Compilation options (none yet; the cache key includes them).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Options {}

/// A compiled kernel: its code and what a launch needs to know.
#[derive(Clone, Debug)]
pub struct CompiledKernel {
    pub target: Target,
    /// The entry symbol.
    pub entry: String,
    /// PTX text.
    pub code: String,
    /// Parameter names and types, in order.
    pub params: Vec<(String, Type)>,
    /// Threads per program.
    pub threads: u32,
    /// Shared memory per program, in bytes.
    pub shared_bytes: u32,
}

impl CompiledKernel {
    /// The image the runtime loads. Our shared memory is static (declared in the PTX), so the
    /// launch asks for no dynamic shared memory.
    pub fn image(&self) -> tessera_runtime::KernelImage {
        tessera_runtime::KernelImage {
            entry: self.entry.clone(),
            target: self.target.name().to_string(),
            code: tessera_runtime::Code::Ptx(self.code.clone()),
            params: self
                .params
                .iter()
                .map(|(name, ty)| tessera_runtime::ParamSig { name: name.clone(), ty: *ty, min_len: None })
                .collect(),
            block_threads: self.threads,
            shared_bytes: 0,
        }
    }
}

/// Why a kernel did not compile.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum CompileError {
    #[error("{0}")]
    Verify(VerifyErrors),
    #[error("{0}")]
    Lower(#[from] tessera_isel::LowerError),
}

/// A kernel verified and lowered for a PTX target, before emission: what `compile` emits and
/// what the simulator runs (or tests mutate).
pub struct LoweredPtx {
    pub ptx: Ptx,
    /// Threads per program.
    pub threads: u32,
}

/// Verifies `kernel` and lowers it for `target` (lane expansion, then DCE).
pub fn lower_ptx(kernel: &Kernel, target: Target) -> Result<LoweredPtx, CompileError> {
    verify(kernel).map_err(CompileError::Verify)?;
    let sm = match target {
        Target::Sm80 => Sm::Sm80,
        Target::Sm90 => Sm::Sm90,
    };
    let mut ptx = Ptx::new(sm);
    let lowered = tessera_isel::lower(kernel, &mut ptx)?;
    tessera_isel::dce::run(&mut ptx.vcode);
    Ok(LoweredPtx { ptx, threads: lowered.threads })
}

/// Compiles `kernel` for `target`.
pub fn compile(kernel: &Kernel, target: Target, _options: &Options) -> Result<CompiledKernel, CompileError> {
    let LoweredPtx { ptx, threads } = lower_ptx(kernel, target)?;
    let code = tessera_emit_ptx::emit(kernel, &ptx, threads);
    Ok(CompiledKernel {
        target,
        entry: tessera_emit_ptx::entry_name(&kernel.name),
        code,
        params: kernel.params.iter().map(|p| (p.name.clone(), kernel.ty(p.value))).collect(),
        threads,
        shared_bytes: ptx.shared_bytes,
    })
}
