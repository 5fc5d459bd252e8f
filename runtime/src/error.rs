//! The runtime's one error type. Every failure a user can reach comes back as an [`Error`]; the
//! runtime never panics on user input, driver failures or missing libraries.
//!
//! Decisions:
//! - A driver error names the call that failed (`cuModuleLoadDataEx`, `hipMalloc`), the driver's
//!   own code, name and description, so that a report can be searched for.
//! - A *kernel fault* (illegal address, misaligned access, illegal instruction, trap, timeout)
//!   leaves a CUDA/HIP context unusable. It is reported once as [`Error::KernelFault`] by the call
//!   that noticed it (the fault is asynchronous: usually a synchronisation or copy after the
//!   launch); from then on every call on that device returns [`Error::ContextLost`], without
//!   calling the driver. Opening a new [`crate::Device`] asks the driver for a fresh context;
//!   if the driver refuses it with the fault's code, the runtime resets the device's primary
//!   context once and asks again, and if that fails too it returns [`Error::GpuUnusable`]:
//!   the process must restart to use that GPU, while [`crate::Device::auto`] falls back to the
//!   CPU device. On the CUDA 13.0 driver (580) the fault is process-wide: after an illegal
//!   address in one context, `cuCtxCreate_v4` returns `CUDA_ERROR_ILLEGAL_ADDRESS` for the rest
//!   of the process, before and after `cuDevicePrimaryCtxReset_v2` (`tests/cuda_fault.rs`;
//!   docs/benchmarks.md#kernel-faults), so the program goes on, but not on that GPU.
//! - A missing driver or device is not a driver error: it has its own variants, so that device
//!   selection can fall back quietly and `tessera run --device cuda` can say what is missing.

use crate::device_kind::DeviceKind;
use std::fmt;
use tessera_ir::interp::InterpError;

/// The runtime's result type.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Which driver API a driver error came from.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Api {
    Cuda,
    Hip,
}

impl fmt::Display for Api {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Api::Cuda => "CUDA",
            Api::Hip => "HIP",
        })
    }
}

/// A failed driver call: `cuMemAlloc_v2 failed: CUDA_ERROR_OUT_OF_MEMORY (2): out of memory`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DriverError {
    pub api: Api,
    /// The driver entry point, e.g. `cuLaunchKernel`.
    pub call: &'static str,
    /// The driver's numeric code (`CUresult`, `hipError_t`).
    pub code: i32,
    /// The code's name, e.g. `CUDA_ERROR_ILLEGAL_ADDRESS`.
    pub name: String,
    /// The driver's description of the code.
    pub description: String,
}

impl fmt::Display for DriverError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} failed: {} ({})", self.call, self.name, self.code)?;
        if !self.description.is_empty() {
            write!(f, ": {}", self.description)?;
        }
        Ok(())
    }
}

/// Everything that can go wrong in the runtime.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The CUDA driver library could not be loaded, or is too old.
    #[error("no CUDA driver found (libcuda.so): {0}")]
    NoCudaDriver(String),
    /// The driver loaded but there is no (such) CUDA device.
    #[error("no CUDA device: {0}")]
    NoCudaDevice(String),
    /// This build has no HIP support, or the HIP runtime could not be used.
    #[error("no HIP runtime: {0}")]
    NoHipRuntime(String),
    /// The HIP runtime works but there is no (such) AMD GPU.
    #[error("no HIP device: {0}")]
    NoHipDevice(String),
    /// A driver call failed.
    #[error("{0}")]
    Driver(DriverError),
    /// A kernel faulted on the device (illegal address and the like). The device's context is
    /// lost; see [`Error::GpuUnusable`] for what opening a new device then gives.
    #[error("kernel fault on {device}: {error}; the device's context is lost (a new Device may be refused until the process restarts)")]
    KernelFault { device: String, error: DriverError },
    /// A call on a device whose context was lost by an earlier kernel fault.
    #[error(
        "the context of {device} was lost by an earlier kernel fault ({cause}); the device cannot be used any more"
    )]
    ContextLost { device: String, cause: String },
    /// The driver refuses every new context after a kernel fault in this process (CUDA's
    /// sticky errors), even after a reset of the device's primary context: the GPU can be used
    /// again only by a new process. The CPU device still works.
    #[error("the GPU is unusable in this process after an earlier kernel fault ({error}); restart the process to use it again (the cpu device still works)")]
    GpuUnusable { error: DriverError },
    /// The driver refused a module: bad PTX or code object, or one for another target. `log` is
    /// the JIT's error log (ptxas messages), when it wrote one.
    #[error("{error}{}", if log.is_empty() { String::new() } else { format!("\n{}", log.trim_end()) })]
    ModuleLoad { error: DriverError, log: String },
    /// The module has no kernel of that name.
    #[error("the module has no kernel named `{entry}` ({error})")]
    KernelNotFound { entry: String, error: DriverError },
    /// The image does not fit the device (code kind or target).
    #[error("kernel image for {image_target} cannot run on {device}: {reason}")]
    TargetMismatch { image_target: String, device: String, reason: String },
    /// Wrong number of launch arguments.
    #[error("kernel @{kernel} takes {expected} argument{}, found {found}", if *expected == 1 { "" } else { "s" })]
    ArgumentCount { kernel: String, expected: usize, found: usize },
    /// One launch argument does not match its parameter.
    #[error("kernel @{kernel}: argument {index} (%{param}): {message}")]
    Argument { kernel: String, index: usize, param: String, message: String },
    /// The driver refused to encode a launch's tensor map (`cuTensorMapEncodeTiled`) although
    /// the rules the runtime checks first held (those come back as [`Error::Argument`]s).
    /// `at` names the kernel, the buffer argument and the map (`kernel @mm: argument 1 (%a):
    /// tensor map 0`); `passed` lists the values given to the driver.
    #[error("{at}: {error}; passed: {passed}")]
    TensorMap { at: String, passed: String, error: DriverError },
    /// A launch the device cannot do (grid or block too large, too much shared memory).
    #[error("launch of @{kernel}: {message}")]
    Launch { kernel: String, message: String },
    /// The CPU reference interpreter failed (out-of-bounds access, step budget, ...).
    #[error("cpu: {0}")]
    Cpu(#[from] InterpError),
    /// The compile step given to the cache or to `Device::load` failed.
    #[error("compile for {target}: {message}")]
    Compile { target: String, message: String },
    /// A buffer operation with wrong sizes, types or devices.
    #[error("buffer: {0}")]
    Buffer(String),
    /// The operation does not exist for this kind of device.
    #[error("{kind}: {message}")]
    Unsupported { kind: DeviceKind, message: String },
    /// Invalid input that fits no other variant (bad image fields, NUL bytes in PTX, ...).
    #[error("{0}")]
    Invalid(String),
}

impl Error {
    /// True for the errors that mean "this kind of device is not here" (driver, runtime or device
    /// missing), as opposed to a device that is present and failed.
    pub fn is_unavailable(&self) -> bool {
        matches!(self, Error::NoCudaDriver(_) | Error::NoCudaDevice(_) | Error::NoHipRuntime(_) | Error::NoHipDevice(_))
    }

    /// The driver error inside, if this is one.
    pub fn driver_error(&self) -> Option<&DriverError> {
        match self {
            Error::Driver(e)
            | Error::KernelFault { error: e, .. }
            | Error::GpuUnusable { error: e }
            | Error::ModuleLoad { error: e, .. }
            | Error::KernelNotFound { error: e, .. }
            | Error::TensorMap { error: e, .. } => Some(e),
            _ => None,
        }
    }
}
