//! The CUDA backend: the driver API through cudarc, loaded at run time.
//!
//! ```text
//!   driver_ready()   libcuda.so present? every symbol we call present? cuInit, version >= 12.0
//!   CudaDevice::open context (own, or the primary one, or the caller's), one stream, limits
//!       alloc / htod / dtoh      raw device memory, copies ordered after all earlier work
//!       load_ptx                 cuModuleLoadDataEx with the JIT's error log, cuModuleGetFunction
//!       launch                   cuLaunchKernel with the packed parameter pointers
//!   encode_tensor_map              cuTensorMapEncodeTiled, for kernels that use the copy engine
//! ```
//!
//! Decisions:
//! - **No panics from cudarc.** cudarc's dynamic loading panics when `libcuda.so` or a symbol is
//!   missing. [`driver_ready`] therefore checks the library and every symbol this module (and the
//!   parts of cudarc it uses) will call before the first driver call, and turns a miss into
//!   [`Error::NoCudaDriver`]. The bindings are CUDA 12.8's, and the driver keeps every symbol
//!   of older toolkits, so CUDA 13 drivers (580) work; a driver older than 12.0 is refused.
//! - **cudarc's safe layer for lifetimes, raw calls for the hot path.** `CudaContext` and
//!   `CudaStream` come from cudarc (so a caller can hand in their own context, and their own
//!   `CudaSlice`s as arguments); memory, modules, launches and events are raw driver calls, so
//!   that each error names its call, module loads return the JIT's log, and a launch is one
//!   `cuLaunchKernel` with no per-argument bookkeeping (host overhead is the driver's own).
//! - **An own context per `Device::cuda`.** Chosen so that a kernel fault would poison only that
//!   context and a new `Device` would get a fresh one. On driver 580 (CUDA 13.0) the fault
//!   poisons CUDA for the whole process instead (measured: see [`crate::error`]), so this buys
//!   no recovery there; what remains is isolation from other users of the primary context, at
//!   the cost of a context creation per `Device::cuda` (most of a device open's time:
//!   docs/benchmarks.md#runtime-launch-overhead-cache-first-result-h200). Opening a device
//!   after a fault tries a primary-context reset and then reports [`Error::GpuUnusable`].
//!   `Device::cuda_primary` shares the primary context (with cudarc's `CudaContext::new` and
//!   other libraries in the process) instead, and `Device::from_cuda_context` takes any
//!   context. Event tracking is switched off in contexts the runtime creates: it orders work by
//!   one stream per device and by synchronising copies, not by per-buffer events.
//! - **Copies are synchronous and ordered after all earlier work** on the device (every stream):
//!   `cuCtxSynchronize`, then the copy on the device stream, then `cuStreamSynchronize`. Reading
//!   a result therefore never races a kernel, whichever stream launched it.
//! - **Zero-length buffers** get a 1-byte allocation so that every buffer has a valid address.

use crate::error::{Api, DriverError, Error, Result};
use crate::tensor_map::{EncodedMap, TensorMapGeometry};
use cudarc::driver::{sys, CudaContext, CudaStream};
use std::ffi::{c_void, CStr, CString};
use std::sync::{Arc, OnceLock};

/// Every driver symbol that this module or the cudarc calls it makes may resolve.
const REQUIRED_SYMBOLS: &[&str] = &[
    "cuInit",
    "cuDriverGetVersion",
    "cuGetErrorName",
    "cuGetErrorString",
    "cuDeviceGet",
    "cuDeviceGetCount",
    "cuDeviceGetName",
    "cuDeviceGetAttribute",
    "cuDeviceTotalMem_v2",
    "cuDevicePrimaryCtxRetain",
    "cuDevicePrimaryCtxRelease_v2",
    "cuCtxGetCurrent",
    "cuCtxSetCurrent",
    "cuCtxDestroy_v2",
    "cuCtxSynchronize",
    "cuStreamCreate",
    "cuStreamDestroy_v2",
    "cuStreamSynchronize",
    "cuStreamWaitEvent",
    "cuMemAlloc_v2",
    "cuMemFree_v2",
    "cuMemsetD8Async",
    "cuMemcpyHtoDAsync_v2",
    "cuMemcpyDtoHAsync_v2",
    "cuModuleLoadDataEx",
    "cuModuleGetFunction",
    "cuModuleUnload",
    "cuFuncSetAttribute",
    "cuLaunchKernel",
    "cuTensorMapEncodeTiled",
    "cuEventCreate",
    "cuEventRecord",
    "cuEventSynchronize",
    "cuEventElapsedTime",
    "cuEventDestroy_v2",
];

/// Codes after which the context is unusable (sticky errors): illegal address (700), launch
/// timeout (702), device-side assert (710), hardware stack error (714), illegal instruction
/// (715), misaligned address (716), invalid address space (717), invalid PC (718), launch
/// failure (719).
pub(crate) fn is_fault_code(code: i32) -> bool {
    matches!(code, 700 | 702 | 710 | 714..=719)
}

/// Why the driver is not usable; cloned out of the one-time check.
#[derive(Clone, Debug)]
enum Unready {
    NoDriver(String),
    NoDevice(String),
    Driver(DriverError),
}

impl From<Unready> for Error {
    fn from(u: Unready) -> Error {
        match u {
            Unready::NoDriver(m) => Error::NoCudaDriver(m),
            Unready::NoDevice(m) => Error::NoCudaDevice(m),
            Unready::Driver(e) => Error::Driver(e),
        }
    }
}

/// Name and description of a driver code (both empty if the driver cannot say).
fn describe(code: sys::CUresult) -> (String, String) {
    let mut name: *const std::ffi::c_char = std::ptr::null();
    let mut desc: *const std::ffi::c_char = std::ptr::null();
    // SAFETY: both calls only write a pointer to a static string, or fail.
    unsafe {
        if sys::cuGetErrorName(code, &mut name) != sys::CUresult::CUDA_SUCCESS {
            name = std::ptr::null();
        }
        if sys::cuGetErrorString(code, &mut desc) != sys::CUresult::CUDA_SUCCESS {
            desc = std::ptr::null();
        }
    }
    // SAFETY: non-null results point at NUL-terminated static strings owned by the driver.
    let read = |p: *const std::ffi::c_char| {
        if p.is_null() {
            String::new()
        } else {
            unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
        }
    };
    let name = read(name);
    (if name.is_empty() { format!("CUresult {}", code as i32) } else { name }, read(desc))
}

/// A driver error for `call` and `code`.
pub(crate) fn driver_error(call: &'static str, code: sys::CUresult) -> DriverError {
    let (name, description) = describe(code);
    DriverError { api: Api::Cuda, call, code: code as i32, name, description }
}

/// `Ok` for `CUDA_SUCCESS`, else the driver error of `call`.
fn check(call: &'static str, code: sys::CUresult) -> Result<(), DriverError> {
    if code == sys::CUresult::CUDA_SUCCESS {
        Ok(())
    } else {
        Err(driver_error(call, code))
    }
}

fn from_cudarc(call: &'static str, e: cudarc::driver::DriverError) -> DriverError {
    driver_error(call, e.0)
}

/// Checks once per process that the driver is present, complete, initialised and new enough;
/// returns its version (`12080` for 12.8).
pub(crate) fn driver_ready() -> Result<i32> {
    static READY: OnceLock<Result<i32, Unready>> = OnceLock::new();
    READY.get_or_init(probe).clone().map_err(Error::from)
}

fn probe() -> Result<i32, Unready> {
    // SAFETY: only tries to open the library.
    if !unsafe { sys::is_culib_present() } {
        let tried = cudarc::get_lib_name_candidates("cuda");
        let mut tried: Vec<&str> = tried.iter().map(String::as_str).filter(|n| n.starts_with("libcuda.so")).collect();
        tried.dedup();
        return Err(Unready::NoDriver(format!(
            "could not load the NVIDIA driver library (tried {}); install the NVIDIA driver or add its directory to LD_LIBRARY_PATH",
            tried.join(", ")
        )));
    }
    for name in REQUIRED_SYMBOLS {
        // SAFETY: the library is present (checked above), so `culib` does not panic; looking up
        // a symbol has no side effects.
        if unsafe { sys::culib().get::<unsafe extern "C" fn()>(name.as_bytes()) }.is_err() {
            return Err(Unready::NoDriver(format!(
                "the driver library has no `{name}`: it is older than tessera supports (a CUDA 12 driver is needed)"
            )));
        }
    }
    // SAFETY: plain driver calls with valid out-pointers.
    let init = unsafe { sys::cuInit(0) };
    match init as i32 {
        0 => {}
        100 => return Err(Unready::NoDevice(driver_error("cuInit", init).to_string())),
        35 => return Err(Unready::NoDriver(driver_error("cuInit", init).to_string())),
        _ => return Err(Unready::Driver(driver_error("cuInit", init))),
    }
    let mut version = 0;
    check("cuDriverGetVersion", unsafe { sys::cuDriverGetVersion(&mut version) }).map_err(Unready::Driver)?;
    if version < 12000 {
        return Err(Unready::NoDriver(format!(
            "the driver supports CUDA {}.{}; tessera needs CUDA 12.0 or newer",
            version / 1000,
            version % 1000 / 10
        )));
    }
    Ok(version)
}

/// Number of CUDA devices (an error when the driver is missing).
pub(crate) fn device_count() -> Result<usize> {
    driver_ready()?;
    let mut n = 0;
    check("cuDeviceGetCount", unsafe { sys::cuDeviceGetCount(&mut n) }).map_err(Error::Driver)?;
    Ok(n.max(0) as usize)
}

/// A new context on device `ordinal`: an own one when asked for and the driver has
/// `cuCtxCreate_v4`, else the primary one. Says whether it is an own context.
fn create_context(ordinal: usize, choice: ContextChoice) -> Result<(Arc<CudaContext>, bool), DriverError> {
    // SAFETY: the driver is initialised (`driver_ready`); looking a symbol up has no effects.
    let has_v4 = unsafe { sys::culib().get::<unsafe extern "C" fn()>(b"cuCtxCreate_v4") }.is_ok();
    if choice == ContextChoice::Own && has_v4 {
        let ctx = CudaContext::new_non_primary(ordinal, 0)
            .map_err(|e| from_cudarc("cuCtxCreate_v4 (cudarc new_non_primary)", e))?;
        Ok((ctx, true))
    } else {
        let ctx = CudaContext::new(ordinal)
            .map_err(|e| from_cudarc("cuDevicePrimaryCtxRetain (cudarc CudaContext::new)", e))?;
        Ok((ctx, false))
    }
}

/// Resets device `ordinal`'s primary context (`cuDevicePrimaryCtxReset_v2`), ignoring failures.
pub(crate) fn reset_primary(ordinal: usize) {
    // SAFETY: plain driver calls; the symbol is looked up before it is called.
    unsafe {
        if sys::culib().get::<unsafe extern "C" fn()>(b"cuDevicePrimaryCtxReset_v2").is_err() {
            return;
        }
        let mut dev = 0;
        if sys::cuDeviceGet(&mut dev, ordinal as i32) == sys::CUresult::CUDA_SUCCESS {
            sys::cuDevicePrimaryCtxReset_v2(dev);
        }
    }
}

/// Launch limits of a device.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Limits {
    pub max_grid: [u32; 3],
    pub max_block: u32,
    /// Dynamic shared memory a kernel gets without opting in.
    pub shared_default: u32,
    /// The most a kernel can opt in to.
    pub shared_optin: u32,
}

/// An open CUDA device: a context, its stream, and what the launch checks need.
pub(crate) struct CudaDevice {
    pub ctx: Arc<CudaContext>,
    pub stream: Arc<CudaStream>,
    pub ordinal: usize,
    pub name: String,
    /// `sm_XY` for compute capability X.Y.
    pub target: String,
    pub limits: Limits,
    pub total_mem: usize,
    pub driver_version: i32,
    /// 256 zeroed bytes, allocated at the first empty tensor-map view (`zero_block`).
    pub zeros: std::sync::OnceLock<CudaMem>,
}

/// Which context a new device uses.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum ContextChoice {
    Own,
    Primary,
}

impl CudaDevice {
    pub fn open(ordinal: usize, choice: ContextChoice) -> Result<CudaDevice> {
        let driver_version = driver_ready()?;
        let attempt = || -> Result<(Arc<CudaContext>, bool)> {
            let count = device_count()?;
            if count == 0 {
                return Err(Error::NoCudaDevice("the driver reports no CUDA devices".into()));
            }
            if ordinal >= count {
                return Err(Error::NoCudaDevice(format!("no device {ordinal}: the driver reports {count}")));
            }
            create_context(ordinal, choice).map_err(Error::Driver)
        };
        let faulted = |e: &Error| matches!(e, Error::Driver(d) if is_fault_code(d.code));
        let (ctx, own) = match attempt() {
            Err(e) if faulted(&e) => {
                // An earlier kernel fault poisons CUDA for the whole process on current drivers
                // (sticky errors). Everything on the device is lost already, so resetting the
                // primary context costs nothing more; try that once, then try again.
                reset_primary(ordinal);
                attempt().map_err(|e| match e {
                    Error::Driver(d) if is_fault_code(d.code) => Error::GpuUnusable { error: d },
                    e => e,
                })?
            }
            r => r?,
        };
        if own {
            // SAFETY: no buffer or stream of this new context exists yet.
            unsafe { ctx.disable_event_tracking() };
        }
        CudaDevice::with_context(ctx, driver_version)
    }

    pub fn with_context(ctx: Arc<CudaContext>, driver_version: i32) -> Result<CudaDevice> {
        let stream = ctx.new_stream().map_err(|e| Error::Driver(from_cudarc("cuStreamCreate", e)))?;
        let dev = ctx.cu_device();
        let attr = |a: sys::CUdevice_attribute, what: &'static str| -> Result<i32> {
            let mut v = 0;
            check(what, unsafe { sys::cuDeviceGetAttribute(&mut v, a, dev) }).map_err(Error::Driver)?;
            Ok(v)
        };
        use sys::CUdevice_attribute as A;
        const CALL: &str = "cuDeviceGetAttribute";
        let major = attr(A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, CALL)?;
        let minor = attr(A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, CALL)?;
        let limits = Limits {
            max_grid: [
                attr(A::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X, CALL)?.max(1) as u32,
                attr(A::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y, CALL)?.max(1) as u32,
                attr(A::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z, CALL)?.max(1) as u32,
            ],
            max_block: attr(A::CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK, CALL)?.max(1) as u32,
            shared_default: attr(A::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK, CALL)?.max(0) as u32,
            shared_optin: attr(A::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, CALL)?.max(0) as u32,
        };
        let mut raw = [0 as std::ffi::c_char; 256];
        check("cuDeviceGetName", unsafe { sys::cuDeviceGetName(raw.as_mut_ptr(), raw.len() as i32, dev) })
            .map_err(Error::Driver)?;
        raw[255] = 0;
        // SAFETY: NUL-terminated above.
        let name = unsafe { CStr::from_ptr(raw.as_ptr()) }.to_string_lossy().into_owned();
        let mut total_mem = 0usize;
        check("cuDeviceTotalMem_v2", unsafe { sys::cuDeviceTotalMem_v2(&mut total_mem, dev) })
            .map_err(Error::Driver)?;
        let cc = (major.max(0) * 10 + minor.max(0)) as u32;
        Ok(CudaDevice {
            ordinal: ctx.ordinal(),
            ctx,
            stream,
            name,
            target: format!("sm_{cc}"),
            limits,
            total_mem,
            driver_version,
            zeros: std::sync::OnceLock::new(),
        })
    }

    /// The address of 256 zeroed bytes of device memory that live as long as the device: what
    /// a tensor map over an empty view reads (`TensorMapGeometry::empty_view`).
    pub fn zero_block(&self) -> Result<sys::CUdeviceptr, DriverError> {
        if let Some(m) = self.zeros.get() {
            return Ok(m.ptr);
        }
        let m = self.alloc_zeroed(256)?;
        // Another thread may have won the race; its block is as good, and ours is freed.
        Ok(self.zeros.get_or_init(|| m).ptr)
    }

    /// Makes the context current on this thread.
    pub fn bind(&self) -> Result<(), DriverError> {
        self.ctx.bind_to_thread().map_err(|e| from_cudarc("cuCtxSetCurrent", e))
    }

    /// Waits for all work in the context.
    pub fn synchronize(&self) -> Result<(), DriverError> {
        self.bind()?;
        check("cuCtxSynchronize", unsafe { sys::cuCtxSynchronize() })
    }

    pub fn stream_synchronize(&self, stream: &CudaStream) -> Result<(), DriverError> {
        self.bind()?;
        check("cuStreamSynchronize", unsafe { sys::cuStreamSynchronize(stream.cu_stream()) })
    }

    /// `bytes` of zeroed device memory.
    pub fn alloc_zeroed(&self, bytes: usize) -> Result<CudaMem, DriverError> {
        self.bind()?;
        let mut ptr: sys::CUdeviceptr = 0;
        check("cuMemAlloc_v2", unsafe { sys::cuMemAlloc_v2(&mut ptr, bytes.max(1)) })?;
        let mem = CudaMem { ptr, ctx: self.ctx.clone() };
        let s = self.stream.cu_stream();
        check("cuMemsetD8Async", unsafe { sys::cuMemsetD8Async(ptr, 0, bytes.max(1), s) })?;
        check("cuStreamSynchronize", unsafe { sys::cuStreamSynchronize(s) })?;
        Ok(mem)
    }

    /// Copies host bytes to device address `dst`, after all earlier work.
    pub fn htod(&self, dst: sys::CUdeviceptr, src: &[u8]) -> Result<(), DriverError> {
        self.synchronize()?;
        if src.is_empty() {
            return Ok(());
        }
        let s = self.stream.cu_stream();
        check("cuMemcpyHtoDAsync_v2", unsafe {
            sys::cuMemcpyHtoDAsync_v2(dst, src.as_ptr() as *const c_void, src.len(), s)
        })?;
        check("cuStreamSynchronize", unsafe { sys::cuStreamSynchronize(s) })
    }

    /// Copies device bytes at `src` to the host, after all earlier work.
    pub fn dtoh(&self, dst: &mut [u8], src: sys::CUdeviceptr) -> Result<(), DriverError> {
        self.synchronize()?;
        if dst.is_empty() {
            return Ok(());
        }
        let s = self.stream.cu_stream();
        check("cuMemcpyDtoHAsync_v2", unsafe {
            sys::cuMemcpyDtoHAsync_v2(dst.as_mut_ptr() as *mut c_void, src, dst.len(), s)
        })?;
        check("cuStreamSynchronize", unsafe { sys::cuStreamSynchronize(s) })
    }

    /// Loads PTX and looks up `entry`; raises the kernel's dynamic shared memory limit when it
    /// needs more than the default.
    pub fn load_ptx(&self, ptx: &str, entry: &str, shared_bytes: u32) -> Result<CudaFunction> {
        let text = CString::new(ptx).map_err(|_| Error::Invalid("the PTX text holds a NUL byte".into()))?;
        // SAFETY: `text` is NUL-terminated PTX and outlives the call.
        unsafe { self.load_data(text.as_ptr() as *const c_void, entry, shared_bytes) }
    }

    /// Loads a CUDA binary (an ELF cubin for this device's architecture, as `ptxas` writes
    /// it) and looks up `entry`, as [`CudaDevice::load_ptx`] does for PTX.
    pub fn load_cubin(&self, cubin: &[u8], entry: &str, shared_bytes: u32) -> Result<CudaFunction> {
        if cubin.len() < 4 || &cubin[..4] != b"\x7fELF" {
            return Err(Error::Invalid("the CUDA binary is not an ELF file".into()));
        }
        // SAFETY: an ELF image, whose header the driver reads its length from; it outlives the
        // call.
        unsafe { self.load_data(cubin.as_ptr() as *const c_void, entry, shared_bytes) }
    }

    /// `cuModuleLoadDataEx` of `data` (NUL-terminated PTX, or an ELF image), then the entry.
    ///
    /// # Safety
    /// `data` must point at NUL-terminated PTX text or a whole ELF image, alive for the call.
    unsafe fn load_data(&self, data: *const c_void, entry: &str, shared_bytes: u32) -> Result<CudaFunction> {
        let name = CString::new(entry).map_err(|_| Error::Invalid("the entry name holds a NUL byte".into()))?;
        if shared_bytes > self.limits.shared_optin.max(self.limits.shared_default) {
            return Err(Error::Launch {
                kernel: entry.into(),
                message: format!(
                    "{shared_bytes} bytes of shared memory per program; {} allows at most {}",
                    self.name, self.limits.shared_optin
                ),
            });
        }
        self.bind().map_err(Error::Driver)?;
        let mut log = vec![0u8; 1 << 14];
        let mut opts =
            [sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER, sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES];
        let mut vals: [*mut c_void; 2] = [log.as_mut_ptr() as *mut c_void, log.len() as *mut c_void];
        let mut module: sys::CUmodule = std::ptr::null_mut();
        // SAFETY: `data` is as the caller promises; the option arrays have 2 entries each and
        // the log buffer outlives the call.
        let code = unsafe {
            sys::cuModuleLoadDataEx(&mut module, data, opts.len() as u32, opts.as_mut_ptr(), vals.as_mut_ptr())
        };
        if code != sys::CUresult::CUDA_SUCCESS {
            let end = log.iter().position(|&b| b == 0).unwrap_or(log.len());
            let log = String::from_utf8_lossy(&log[..end]).into_owned();
            return Err(Error::ModuleLoad { error: driver_error("cuModuleLoadDataEx", code), log });
        }
        let module = Arc::new(CudaModule { raw: module, ctx: self.ctx.clone() });
        let mut func: sys::CUfunction = std::ptr::null_mut();
        let code = unsafe { sys::cuModuleGetFunction(&mut func, module.raw, name.as_ptr()) };
        if code != sys::CUresult::CUDA_SUCCESS {
            let error = driver_error("cuModuleGetFunction", code);
            return Err(if code as i32 == 500 {
                Error::KernelNotFound { entry: entry.into(), error }
            } else {
                Error::Driver(error)
            });
        }
        if shared_bytes > self.limits.shared_default {
            check("cuFuncSetAttribute", unsafe {
                sys::cuFuncSetAttribute(
                    func,
                    sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                    shared_bytes as i32,
                )
            })
            .map_err(Error::Driver)?;
        }
        Ok(CudaFunction { raw: func, _module: module })
    }

    /// Launches `f`. `params` holds one pointer per kernel parameter, each to the parameter's
    /// value (a device address or the scalar's bytes).
    ///
    /// # Safety
    /// `params` must match the kernel's parameter list in number and sizes, and every pointer
    /// in it must stay valid for the call.
    pub unsafe fn launch(
        &self,
        f: &CudaFunction,
        stream: &CudaStream,
        grid: [u32; 3],
        block_threads: u32,
        shared_bytes: u32,
        params: &mut [*mut c_void],
    ) -> Result<(), DriverError> {
        self.bind()?;
        check(
            "cuLaunchKernel",
            sys::cuLaunchKernel(
                f.raw,
                grid[0],
                grid[1],
                grid[2],
                block_threads,
                1,
                1,
                shared_bytes,
                stream.cu_stream(),
                params.as_mut_ptr(),
                std::ptr::null_mut(),
            ),
        )
    }

    pub fn new_stream(&self) -> Result<Arc<CudaStream>, DriverError> {
        self.ctx.new_stream().map_err(|e| from_cudarc("cuStreamCreate", e))
    }

    pub fn new_event(&self) -> Result<CudaEvent, DriverError> {
        self.bind()?;
        let mut raw: sys::CUevent = std::ptr::null_mut();
        check("cuEventCreate", unsafe { sys::cuEventCreate(&mut raw, sys::CUevent_flags::CU_EVENT_DEFAULT as u32) })?;
        Ok(CudaEvent { raw, ctx: self.ctx.clone() })
    }
}

/// Encodes a 2-D or 3-D tiled tensor map for `g`, whose rules the caller has checked
/// (`tensor_map::geometry`): unsigned integers of the element's width (only bits are copied), no
/// interleave, the swizzle of the box's row bytes, 128-byte L2 promotion, zeros out of bounds.
/// Needs no context: the map is plain data the launch passes by value.
pub(crate) fn encode_tensor_map(g: &TensorMapGeometry) -> Result<EncodedMap, DriverError> {
    use sys::CUtensorMapDataType as T;
    use sys::CUtensorMapSwizzle as S;
    let data_type = match g.elem_bytes {
        1 => T::CU_TENSOR_MAP_DATA_TYPE_UINT8,
        2 => T::CU_TENSOR_MAP_DATA_TYPE_UINT16,
        4 => T::CU_TENSOR_MAP_DATA_TYPE_UINT32,
        _ => T::CU_TENSOR_MAP_DATA_TYPE_UINT64,
    };
    let swizzle = match g.box_dims[0] as u64 * g.elem_bytes as u64 {
        32 => S::CU_TENSOR_MAP_SWIZZLE_32B,
        64 => S::CU_TENSOR_MAP_SWIZZLE_64B,
        _ => S::CU_TENSOR_MAP_SWIZZLE_128B,
    };
    let mut map = sys::CUtensorMap { opaque: [0; 16] };
    let dims: [u64; 3] = g.dims;
    let strides: [u64; 2] = g.strides;
    let box_dims: [u32; 3] = [g.box_dims[0], g.box_dims[1], 1];
    let element_strides: [u32; 3] = [1, 1, 1];
    // SAFETY: every array has at least the length the rank (2 or 3) asks for (rank - 1
    // strides) and outlives the call; the driver only writes `map`.
    let code = unsafe {
        sys::cuTensorMapEncodeTiled(
            &mut map,
            data_type,
            g.rank,
            g.address as *mut c_void,
            dims.as_ptr(),
            strides.as_ptr(),
            box_dims.as_ptr(),
            element_strides.as_ptr(),
            sys::CUtensorMapInterleave::CU_TENSOR_MAP_INTERLEAVE_NONE,
            swizzle,
            sys::CUtensorMapL2promotion::CU_TENSOR_MAP_L2_PROMOTION_L2_128B,
            sys::CUtensorMapFloatOOBfill::CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE,
        )
    };
    check("cuTensorMapEncodeTiled", code)?;
    Ok(EncodedMap(map.opaque))
}

/// Makes `ctx` current for a release in `Drop`, bypassing cudarc's error bookkeeping (a stale
/// error recorded by another drop must not stop this release). False if the driver refuses.
fn current_for_release(ctx: &CudaContext) -> bool {
    // SAFETY: the context is alive (the caller holds an `Arc` to it).
    unsafe { sys::cuCtxSetCurrent(ctx.cu_ctx()) == sys::CUresult::CUDA_SUCCESS }
}

/// Device memory owned by the runtime; freed when dropped (errors at free are ignored: the
/// context may be lost, and then the driver has released everything already).
pub(crate) struct CudaMem {
    pub ptr: sys::CUdeviceptr,
    ctx: Arc<CudaContext>,
}

// SAFETY: a device address is plain data; the driver API is thread-safe.
unsafe impl Send for CudaMem {}
unsafe impl Sync for CudaMem {}

impl Drop for CudaMem {
    fn drop(&mut self) {
        if current_for_release(&self.ctx) {
            // SAFETY: `ptr` came from cuMemAlloc_v2 in this context and is freed once.
            unsafe { sys::cuMemFree_v2(self.ptr) };
        }
    }
}

pub(crate) struct CudaModule {
    raw: sys::CUmodule,
    ctx: Arc<CudaContext>,
}

// SAFETY: module handles may be used from any thread with their context current.
unsafe impl Send for CudaModule {}
unsafe impl Sync for CudaModule {}

impl Drop for CudaModule {
    fn drop(&mut self) {
        if current_for_release(&self.ctx) {
            // SAFETY: loaded once, unloaded once.
            unsafe { sys::cuModuleUnload(self.raw) };
        }
    }
}

/// A kernel in a loaded module; keeps the module alive.
pub(crate) struct CudaFunction {
    raw: sys::CUfunction,
    _module: Arc<CudaModule>,
}

// SAFETY: as for the module.
unsafe impl Send for CudaFunction {}
unsafe impl Sync for CudaFunction {}

/// A timing event.
pub(crate) struct CudaEvent {
    raw: sys::CUevent,
    ctx: Arc<CudaContext>,
}

// SAFETY: events may be recorded and queried from any thread.
unsafe impl Send for CudaEvent {}
unsafe impl Sync for CudaEvent {}

impl CudaEvent {
    pub fn record(&self, stream: &CudaStream) -> Result<(), DriverError> {
        self.ctx.bind_to_thread().map_err(|e| from_cudarc("cuCtxSetCurrent", e))?;
        check("cuEventRecord", unsafe { sys::cuEventRecord(self.raw, stream.cu_stream()) })
    }

    pub fn synchronize(&self) -> Result<(), DriverError> {
        self.ctx.bind_to_thread().map_err(|e| from_cudarc("cuCtxSetCurrent", e))?;
        check("cuEventSynchronize", unsafe { sys::cuEventSynchronize(self.raw) })
    }

    /// Milliseconds from `start` to `self`, both recorded; waits for `self`.
    pub fn elapsed_ms(&self, start: &CudaEvent) -> Result<f32, DriverError> {
        self.synchronize()?;
        let mut ms = 0f32;
        check("cuEventElapsedTime", unsafe { sys::cuEventElapsedTime(&mut ms, start.raw, self.raw) })?;
        Ok(ms)
    }

    /// Makes `stream` wait for this event.
    pub fn wait_on(&self, stream: &CudaStream) -> Result<(), DriverError> {
        self.ctx.bind_to_thread().map_err(|e| from_cudarc("cuCtxSetCurrent", e))?;
        check("cuStreamWaitEvent", unsafe { sys::cuStreamWaitEvent(stream.cu_stream(), self.raw, 0) })
    }
}

impl Drop for CudaEvent {
    fn drop(&mut self) {
        if current_for_release(&self.ctx) {
            // SAFETY: created once, destroyed once.
            unsafe { sys::cuEventDestroy_v2(self.raw) };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fault_codes() {
        for c in [700, 702, 710, 714, 715, 716, 717, 718, 719] {
            assert!(is_fault_code(c), "{c}");
        }
        for c in [0, 1, 2, 100, 200, 218, 500, 701, 720, 999] {
            assert!(!is_fault_code(c), "{c}");
        }
    }

    /// On a machine without the driver, the probe says so instead of panicking.
    #[test]
    fn probe_never_panics() {
        match driver_ready() {
            Ok(v) => assert!(v >= 12000),
            Err(e) => assert!(e.is_unavailable() || matches!(e, Error::Driver(_)), "{e}"),
        }
    }
}
