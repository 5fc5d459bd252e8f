//! The HIP backend (feature `hip`): AMD GPUs through hip-sys, the same shape as [`crate::cuda`].
//!
//! ```text
//!   HipDevice::open   hipGetDeviceCount (hipErrorNoDevice -> "no HIP device"), properties, stream
//!       alloc / htod / dtoh    hipMalloc + hipMemsetAsync, async copies on the device stream
//!       load_code_object       hipModuleLoadData (an HSA code object, ELF), hipModuleGetFunction
//!       launch                 hipModuleLaunchKernel with the packed parameter pointers
//! ```
//!
//! Decisions:
//! - hip-sys links `libamdhip64` at build time (it has no dynamic loading), so this backend is a
//!   cargo feature: without it the crate builds on any machine and `Device::hip` reports that
//!   HIP support is not built in. hip-sys's bindings match the HIP 5.2 headers that Debian's
//!   `libamdhip64-dev` installs (`hipDeviceProp_t`: 792 bytes, `gcnArchName` at 396, checked
//!   against the headers), so reading properties is sound against that runtime.
//! - HIP keeps the current device per thread; every call that needs it sets it first
//!   (`hipSetDevice`, a few nanoseconds when unchanged).
//! - A kernel fault leaves the device unusable in HIP as in CUDA; the same codes (700, 719, ...)
//!   mark the device lost. Recovery in HIP is a device reset, which also invalidates every other
//!   user of the device in the process, so the runtime does not do it behind the user's back.
//! - As in CUDA, copies wait for all earlier work on the device and finish before returning.

use crate::error::{Api, DriverError, Error, Result};
use hip_sys::hiprt as hip;
use std::ffi::{c_void, CStr, CString};
use std::sync::Arc;

fn describe(code: hip::hipError_t) -> (String, String) {
    // SAFETY: both return pointers to static NUL-terminated strings (or null).
    let read = |p: *const std::ffi::c_char| {
        if p.is_null() {
            String::new()
        } else {
            unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
        }
    };
    let name = read(unsafe { hip::hipGetErrorName(code) });
    let desc = read(unsafe { hip::hipGetErrorString(code) });
    (if name.is_empty() { format!("hipError_t {}", code as i32) } else { name }, desc)
}

pub(crate) fn driver_error(call: &'static str, code: hip::hipError_t) -> DriverError {
    let (name, description) = describe(code);
    DriverError { api: Api::Hip, call, code: code as i32, name, description }
}

fn check(call: &'static str, code: hip::hipError_t) -> Result<(), DriverError> {
    if code == hip::hipError_t::hipSuccess {
        Ok(())
    } else {
        Err(driver_error(call, code))
    }
}

/// Same meaning as [`crate::cuda::is_fault_code`]: HIP uses CUDA's numbers for these.
pub(crate) fn is_fault_code(code: i32) -> bool {
    matches!(code, 700 | 702 | 710 | 714..=719)
}

/// Number of HIP devices; `NoHipDevice` when the runtime finds none.
pub(crate) fn device_count() -> Result<usize> {
    let mut n = 0;
    let code = unsafe { hip::hipGetDeviceCount(&mut n) };
    match code {
        hip::hipError_t::hipSuccess => Ok(n.max(0) as usize),
        hip::hipError_t::hipErrorNoDevice | hip::hipError_t::hipErrorInsufficientDriver => {
            Err(Error::NoHipDevice(driver_error("hipGetDeviceCount", code).to_string()))
        }
        _ => Err(Error::Driver(driver_error("hipGetDeviceCount", code))),
    }
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct Limits {
    pub max_grid: [u32; 3],
    pub max_block: u32,
    pub shared: u32,
}

pub(crate) struct HipDevice {
    pub ordinal: i32,
    pub name: String,
    /// `gfx942` and the like, feature suffixes dropped.
    pub target: String,
    pub limits: Limits,
    pub total_mem: usize,
    pub stream: Arc<HipStream>,
}

impl HipDevice {
    pub fn open(ordinal: usize) -> Result<HipDevice> {
        let count = device_count()?;
        if count == 0 {
            return Err(Error::NoHipDevice("the HIP runtime reports no devices".into()));
        }
        if ordinal >= count {
            return Err(Error::NoHipDevice(format!("no device {ordinal}: the HIP runtime reports {count}")));
        }
        let ordinal = ordinal as i32;
        check("hipSetDevice", unsafe { hip::hipSetDevice(ordinal) }).map_err(Error::Driver)?;
        let mut props = hip::hipDeviceProp_t::default();
        check("hipGetDeviceProperties", unsafe { hip::hipGetDeviceProperties(&mut props, ordinal) })
            .map_err(Error::Driver)?;
        let cstr = |raw: &[std::ffi::c_char]| {
            let bytes: Vec<u8> = raw.iter().take_while(|&&c| c != 0).map(|&c| c as u8).collect();
            String::from_utf8_lossy(&bytes).into_owned()
        };
        let name = cstr(&props.name);
        let arch = cstr(&props.gcnArchName);
        let target = arch.split(':').next().unwrap_or("").to_string();
        let limits = Limits {
            max_grid: [
                props.maxGridSize[0].max(1) as u32,
                props.maxGridSize[1].max(1) as u32,
                props.maxGridSize[2].max(1) as u32,
            ],
            max_block: props.maxThreadsPerBlock.max(1) as u32,
            shared: props.sharedMemPerBlock.min(u32::MAX as usize) as u32,
        };
        let mut raw: hip::hipStream_t = std::ptr::null_mut();
        check("hipStreamCreate", unsafe { hip::hipStreamCreate(&mut raw) }).map_err(Error::Driver)?;
        let stream = Arc::new(HipStream { raw, ordinal });
        Ok(HipDevice { ordinal, name, target, limits, total_mem: props.totalGlobalMem, stream })
    }

    pub fn bind(&self) -> Result<(), DriverError> {
        check("hipSetDevice", unsafe { hip::hipSetDevice(self.ordinal) })
    }

    pub fn synchronize(&self) -> Result<(), DriverError> {
        self.bind()?;
        check("hipDeviceSynchronize", unsafe { hip::hipDeviceSynchronize() })
    }

    pub fn stream_synchronize(&self, stream: &HipStream) -> Result<(), DriverError> {
        self.bind()?;
        check("hipStreamSynchronize", unsafe { hip::hipStreamSynchronize(stream.raw) })
    }

    pub fn new_stream(&self) -> Result<Arc<HipStream>, DriverError> {
        self.bind()?;
        let mut raw: hip::hipStream_t = std::ptr::null_mut();
        check("hipStreamCreate", unsafe { hip::hipStreamCreate(&mut raw) })?;
        Ok(Arc::new(HipStream { raw, ordinal: self.ordinal }))
    }

    pub fn alloc_zeroed(&self, bytes: usize) -> Result<HipMem, DriverError> {
        self.bind()?;
        let mut ptr: *mut c_void = std::ptr::null_mut();
        check("hipMalloc", unsafe { hip::hipMalloc(&mut ptr, bytes.max(1)) })?;
        let mem = HipMem { ptr: ptr as u64, ordinal: self.ordinal };
        check("hipMemsetAsync", unsafe { hip::hipMemsetAsync(ptr, 0, bytes.max(1), self.stream.raw) })?;
        check("hipStreamSynchronize", unsafe { hip::hipStreamSynchronize(self.stream.raw) })?;
        Ok(mem)
    }

    pub fn htod(&self, dst: u64, src: &[u8]) -> Result<(), DriverError> {
        self.synchronize()?;
        if src.is_empty() {
            return Ok(());
        }
        check("hipMemcpyHtoDAsync", unsafe {
            hip::hipMemcpyHtoDAsync(dst as hip::hipDeviceptr_t, src.as_ptr() as *mut c_void, src.len(), self.stream.raw)
        })?;
        check("hipStreamSynchronize", unsafe { hip::hipStreamSynchronize(self.stream.raw) })
    }

    pub fn dtoh(&self, dst: &mut [u8], src: u64) -> Result<(), DriverError> {
        self.synchronize()?;
        if dst.is_empty() {
            return Ok(());
        }
        check("hipMemcpyDtoHAsync", unsafe {
            hip::hipMemcpyDtoHAsync(
                dst.as_mut_ptr() as *mut c_void,
                src as hip::hipDeviceptr_t,
                dst.len(),
                self.stream.raw,
            )
        })?;
        check("hipStreamSynchronize", unsafe { hip::hipStreamSynchronize(self.stream.raw) })
    }

    pub fn load_code_object(&self, image: &[u8], entry: &str, shared_bytes: u32) -> Result<HipFunction> {
        let name = CString::new(entry).map_err(|_| Error::Invalid("the entry name holds a NUL byte".into()))?;
        if shared_bytes > self.limits.shared {
            return Err(Error::Launch {
                kernel: entry.into(),
                message: format!(
                    "{shared_bytes} bytes of shared memory per program; {} allows at most {}",
                    self.name, self.limits.shared
                ),
            });
        }
        self.bind().map_err(Error::Driver)?;
        let mut module: hip::hipModule_t = std::ptr::null_mut();
        let code = unsafe { hip::hipModuleLoadData(&mut module, image.as_ptr() as *const c_void) };
        if code != hip::hipError_t::hipSuccess {
            return Err(Error::ModuleLoad { error: driver_error("hipModuleLoadData", code), log: String::new() });
        }
        let module = Arc::new(HipModule { raw: module, ordinal: self.ordinal });
        let mut func: hip::hipFunction_t = std::ptr::null_mut();
        let code = unsafe { hip::hipModuleGetFunction(&mut func, module.raw, name.as_ptr()) };
        if code != hip::hipError_t::hipSuccess {
            let error = driver_error("hipModuleGetFunction", code);
            return Err(if code == hip::hipError_t::hipErrorNotFound {
                Error::KernelNotFound { entry: entry.into(), error }
            } else {
                Error::Driver(error)
            });
        }
        Ok(HipFunction { raw: func, _module: module })
    }

    /// # Safety
    /// As for [`crate::cuda::CudaDevice::launch`].
    pub unsafe fn launch(
        &self,
        f: &HipFunction,
        stream: &HipStream,
        grid: [u32; 3],
        block_threads: u32,
        shared_bytes: u32,
        params: &mut [*mut c_void],
    ) -> Result<(), DriverError> {
        self.bind()?;
        check(
            "hipModuleLaunchKernel",
            hip::hipModuleLaunchKernel(
                f.raw,
                grid[0],
                grid[1],
                grid[2],
                block_threads,
                1,
                1,
                shared_bytes,
                stream.raw,
                params.as_mut_ptr(),
                std::ptr::null_mut(),
            ),
        )
    }

    pub fn new_event(&self) -> Result<HipEvent, DriverError> {
        self.bind()?;
        let mut raw: hip::hipEvent_t = std::ptr::null_mut();
        check("hipEventCreate", unsafe { hip::hipEventCreate(&mut raw) })?;
        Ok(HipEvent { raw, ordinal: self.ordinal })
    }
}

pub(crate) struct HipStream {
    raw: hip::hipStream_t,
    ordinal: i32,
}

// SAFETY: HIP streams may be used from any thread.
unsafe impl Send for HipStream {}
unsafe impl Sync for HipStream {}

impl Drop for HipStream {
    fn drop(&mut self) {
        unsafe {
            hip::hipSetDevice(self.ordinal);
            hip::hipStreamDestroy(self.raw);
        }
    }
}

pub(crate) struct HipMem {
    pub ptr: u64,
    ordinal: i32,
}

impl Drop for HipMem {
    fn drop(&mut self) {
        unsafe {
            hip::hipSetDevice(self.ordinal);
            hip::hipFree(self.ptr as *mut c_void);
        }
    }
}

struct HipModule {
    raw: hip::hipModule_t,
    ordinal: i32,
}

// SAFETY: module handles are process-wide.
unsafe impl Send for HipModule {}
unsafe impl Sync for HipModule {}

impl Drop for HipModule {
    fn drop(&mut self) {
        unsafe {
            hip::hipSetDevice(self.ordinal);
            hip::hipModuleUnload(self.raw);
        }
    }
}

pub(crate) struct HipFunction {
    raw: hip::hipFunction_t,
    _module: Arc<HipModule>,
}

// SAFETY: as for the module.
unsafe impl Send for HipFunction {}
unsafe impl Sync for HipFunction {}

pub(crate) struct HipEvent {
    raw: hip::hipEvent_t,
    ordinal: i32,
}

// SAFETY: events may be used from any thread.
unsafe impl Send for HipEvent {}
unsafe impl Sync for HipEvent {}

impl HipEvent {
    pub fn record(&self, stream: &HipStream) -> Result<(), DriverError> {
        check("hipSetDevice", unsafe { hip::hipSetDevice(self.ordinal) })?;
        check("hipEventRecord", unsafe { hip::hipEventRecord(self.raw, stream.raw) })
    }
    pub fn synchronize(&self) -> Result<(), DriverError> {
        check("hipEventSynchronize", unsafe { hip::hipEventSynchronize(self.raw) })
    }
    pub fn elapsed_ms(&self, start: &HipEvent) -> Result<f32, DriverError> {
        self.synchronize()?;
        let mut ms = 0f32;
        check("hipEventElapsedTime", unsafe { hip::hipEventElapsedTime(&mut ms, start.raw, self.raw) })?;
        Ok(ms)
    }
    pub fn wait_on(&self, stream: &HipStream) -> Result<(), DriverError> {
        check("hipStreamWaitEvent", unsafe { hip::hipStreamWaitEvent(stream.raw, self.raw, 0) })
    }
}

impl Drop for HipEvent {
    fn drop(&mut self) {
        unsafe {
            hip::hipEventDestroy(self.raw);
        }
    }
}
