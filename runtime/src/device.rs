//! Devices: discovery and selection, streams and timing events, for every backend behind one
//! [`Device`] handle.
//!
//! ```text
//!   Device::auto()      CUDA device 0 ── else ──> HIP device 0 (feature `hip`) ── else ──> CPU
//!   Device::cuda(n) / cuda_primary(n) / from_cuda_context(ctx) / hip(n) / cpu()
//!        │  Device = Arc<DeviceShared { backend, lost-state, kernels loaded here }>
//!        ├── stream(), new_stream()    ordered queues of work (the CPU runs everything at once)
//!        ├── new_event()               timestamps on a stream, for timing
//!        ├── alloc / upload            buffers (see `buffer`)
//!        └── load / load_image / load_ir   kernels (see `kernel`)
//! ```
//!
//! Decisions:
//! - `Device` is a cheap, clonable handle; buffers, streams and kernels hold one, so a device
//!   lives as long as anything made on it.
//! - Lost contexts are tracked here: every driver error passes through `DeviceShared::fail`,
//!   which recognises kernel faults, marks the device lost and turns later calls into
//!   [`Error::ContextLost`] without touching the driver again.
//! - The CPU device is stateless: every CPU device is the same device, and CPU buffers may be
//!   used with any of them.

use crate::cache::CacheKey;
use crate::cuda::{self, CudaDevice};
pub use crate::device_kind::DeviceKind;
use crate::error::{DriverError, Error, Result};
use crate::kernel_core::KernelCore;
use cudarc::driver::{CudaContext, CudaStream};
use std::collections::HashMap;
use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

#[cfg(feature = "hip")]
use crate::hip::HipDevice;

pub(crate) enum Backend {
    Cpu,
    Cuda(CudaDevice),
    #[cfg(feature = "hip")]
    Hip(HipDevice),
}

pub(crate) struct DeviceShared {
    pub(crate) backend: Backend,
    lost: AtomicBool,
    lost_cause: Mutex<String>,
    /// Kernels loaded on this device, by cache key, so that loading one again is a map lookup.
    pub(crate) loaded: Mutex<HashMap<CacheKey, Arc<KernelCore>>>,
    /// Cache keys of kernels seen here, by `Arc` allocation and options (see `key_for`).
    keys: Mutex<Vec<KeyMemo>>,
}

/// A remembered cache key. The `Weak` keeps the kernel's allocation from being reused while the
/// memo exists, and stops `Arc::get_mut` (while `Arc::make_mut` moves the kernel elsewhere), so
/// an `Arc` at the same address is the same, unchanged kernel.
struct KeyMemo {
    kernel: std::sync::Weak<tessera_ir::Kernel>,
    options: String,
    key: CacheKey,
}

/// A device: a handle that clones cheaply. See the module docs.
#[derive(Clone)]
pub struct Device(pub(crate) Arc<DeviceShared>);

impl fmt::Debug for Device {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Device({})", self.describe())
    }
}

impl Device {
    fn from_backend(backend: Backend) -> Device {
        Device(Arc::new(DeviceShared {
            backend,
            lost: AtomicBool::new(false),
            lost_cause: Mutex::new(String::new()),
            loaded: Mutex::new(HashMap::new()),
            keys: Mutex::new(Vec::new()),
        }))
    }

    /// The CPU reference interpreter: always available.
    pub fn cpu() -> Device {
        Device::from_backend(Backend::Cpu)
    }

    /// CUDA device `ordinal`, in a context of its own (the `cuda` module's docs say why).
    pub fn cuda(ordinal: usize) -> Result<Device> {
        Ok(Device::from_backend(Backend::Cuda(CudaDevice::open(ordinal, cuda::ContextChoice::Own)?)))
    }

    /// CUDA device `ordinal` in its primary context, shared with cudarc's `CudaContext::new` and
    /// other libraries of the process.
    pub fn cuda_primary(ordinal: usize) -> Result<Device> {
        Ok(Device::from_backend(Backend::Cuda(CudaDevice::open(ordinal, cuda::ContextChoice::Primary)?)))
    }

    /// A device over a cudarc context the caller already owns, so that their `CudaSlice`s can
    /// be passed to kernels (see [`crate::Arg::cuda_slice`]).
    pub fn from_cuda_context(ctx: Arc<CudaContext>) -> Result<Device> {
        let version = cuda::driver_ready()?;
        Ok(Device::from_backend(Backend::Cuda(CudaDevice::with_context(ctx, version)?)))
    }

    /// HIP device `ordinal`; without the `hip` feature, [`Error::NoHipRuntime`].
    pub fn hip(ordinal: usize) -> Result<Device> {
        #[cfg(feature = "hip")]
        {
            Ok(Device::from_backend(Backend::Hip(HipDevice::open(ordinal)?)))
        }
        #[cfg(not(feature = "hip"))]
        {
            let _ = ordinal;
            Err(Error::NoHipRuntime(
                "this build has no HIP support: build with the cargo feature `hip` (tessera-runtime/hip)".into(),
            ))
        }
    }

    /// Device 0 of `kind`.
    pub fn open(kind: DeviceKind) -> Result<Device> {
        match kind {
            DeviceKind::Cpu => Ok(Device::cpu()),
            DeviceKind::Cuda => Device::cuda(0),
            DeviceKind::Hip => Device::hip(0),
        }
    }

    /// The best device present: CUDA, then HIP, then the CPU.
    pub fn auto() -> Device {
        Device::auto_with_reasons().0
    }

    /// As [`Device::auto`], with the reason each better kind was passed over.
    pub fn auto_with_reasons() -> (Device, Vec<(DeviceKind, Error)>) {
        let mut skipped = Vec::new();
        for kind in [DeviceKind::Cuda, DeviceKind::Hip] {
            match Device::open(kind) {
                Ok(d) => return (d, skipped),
                Err(e) => skipped.push((kind, e)),
            }
        }
        (Device::cpu(), skipped)
    }

    /// How many devices of `kind` there are (1 for the CPU).
    pub fn count(kind: DeviceKind) -> Result<usize> {
        match kind {
            DeviceKind::Cpu => Ok(1),
            DeviceKind::Cuda => cuda::device_count(),
            #[cfg(feature = "hip")]
            DeviceKind::Hip => crate::hip::device_count(),
            #[cfg(not(feature = "hip"))]
            DeviceKind::Hip => Device::hip(0).map(|_| 0),
        }
    }

    pub fn kind(&self) -> DeviceKind {
        match &self.0.backend {
            Backend::Cpu => DeviceKind::Cpu,
            Backend::Cuda(_) => DeviceKind::Cuda,
            #[cfg(feature = "hip")]
            Backend::Hip(_) => DeviceKind::Hip,
        }
    }

    /// The product name (`NVIDIA H200`), or `cpu (reference interpreter)`.
    pub fn name(&self) -> String {
        match &self.0.backend {
            Backend::Cpu => "cpu (reference interpreter)".into(),
            Backend::Cuda(c) => c.name.clone(),
            #[cfg(feature = "hip")]
            Backend::Hip(h) => h.name.clone(),
        }
    }

    /// The compile target (`sm_90`, `gfx942`); `None` for the CPU, which runs the IR.
    pub fn target(&self) -> Option<&str> {
        match &self.0.backend {
            Backend::Cpu => None,
            Backend::Cuda(c) => Some(&c.target),
            #[cfg(feature = "hip")]
            Backend::Hip(h) => Some(&h.target),
        }
    }

    /// One line for reports: `cuda:0 NVIDIA H200 (sm_90, 140 GiB, CUDA driver 13.0)`.
    pub fn describe(&self) -> String {
        self.0.describe()
    }

    /// True once a kernel fault has lost this device's context.
    pub fn is_lost(&self) -> bool {
        self.0.lost.load(Ordering::Acquire)
    }

    /// Waits for all work on the device.
    pub fn synchronize(&self) -> Result<()> {
        self.0.ensure_alive()?;
        match &self.0.backend {
            Backend::Cpu => Ok(()),
            Backend::Cuda(c) => self.0.track(c.synchronize()),
            #[cfg(feature = "hip")]
            Backend::Hip(h) => self.0.track(h.synchronize()),
        }
    }

    /// The device's own stream, where copies and plain launches go.
    pub fn stream(&self) -> Stream {
        let imp = match &self.0.backend {
            Backend::Cpu => StreamImpl::Cpu,
            Backend::Cuda(c) => StreamImpl::Cuda(c.stream.clone()),
            #[cfg(feature = "hip")]
            Backend::Hip(h) => StreamImpl::Hip(h.stream.clone()),
        };
        Stream { device: self.clone(), imp }
    }

    /// Another stream: work on it may overlap work on other streams.
    pub fn new_stream(&self) -> Result<Stream> {
        self.0.ensure_alive()?;
        let imp = match &self.0.backend {
            Backend::Cpu => StreamImpl::Cpu,
            Backend::Cuda(c) => StreamImpl::Cuda(self.0.track(c.new_stream())?),
            #[cfg(feature = "hip")]
            Backend::Hip(h) => StreamImpl::Hip(self.0.track(h.new_stream())?),
        };
        Ok(Stream { device: self.clone(), imp })
    }

    /// A cudarc stream the caller owns, as a [`Stream`] of this CUDA device, so that launches
    /// go on the caller's stream (`launch_on`). The stream must belong to this device's
    /// context; other devices and other contexts are an error.
    pub fn wrap_cuda_stream(&self, stream: Arc<CudaStream>) -> Result<Stream> {
        self.0.ensure_alive()?;
        match &self.0.backend {
            Backend::Cuda(c) if c.ctx.cu_ctx() == stream.context().cu_ctx() => {
                Ok(Stream { device: self.clone(), imp: StreamImpl::Cuda(stream) })
            }
            Backend::Cuda(_) => Err(Error::Invalid(format!(
                "the cudarc stream belongs to another CUDA context than {}'s (open the device with \
                 Device::from_cuda_context to share a context)",
                self.describe()
            ))),
            _ => Err(Error::Invalid(format!("a cudarc stream cannot carry work for {}", self.describe()))),
        }
    }

    /// A timing event (see [`Event`]).
    pub fn new_event(&self) -> Result<Event> {
        self.0.ensure_alive()?;
        let imp = match &self.0.backend {
            Backend::Cpu => EventImpl::Cpu(Mutex::new(None)),
            Backend::Cuda(c) => EventImpl::Cuda(self.0.track(c.new_event())?),
            #[cfg(feature = "hip")]
            Backend::Hip(h) => EventImpl::Hip(self.0.track(h.new_event())?),
        };
        Ok(Event { device: self.clone(), imp })
    }

    /// The cudarc context of a CUDA device, to allocate `CudaSlice`s that kernels can take.
    pub fn cuda_context(&self) -> Option<&Arc<CudaContext>> {
        match &self.0.backend {
            Backend::Cuda(c) => Some(&c.ctx),
            _ => None,
        }
    }

    /// The device stream of a CUDA device, as a cudarc stream.
    pub fn cuda_stream(&self) -> Option<&Arc<CudaStream>> {
        match &self.0.backend {
            Backend::Cuda(c) => Some(&c.stream),
            _ => None,
        }
    }

    pub(crate) fn same(&self, other: &Device) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl DeviceShared {
    /// The cache key of `kernel` for this device's `target`: printing and hashing the kernel
    /// costs tens of microseconds, so keys are remembered per kernel allocation.
    pub(crate) fn key_for(&self, kernel: &Arc<tessera_ir::Kernel>, target: &str, options: &str) -> CacheKey {
        let same = |m: &KeyMemo| std::ptr::eq(m.kernel.as_ptr(), Arc::as_ptr(kernel)) && m.options == options;
        if let Some(m) = self.keys.lock().unwrap_or_else(|e| e.into_inner()).iter().find(|m| same(m)) {
            return m.key;
        }
        let key = CacheKey::of_kernel(kernel, target, options);
        let mut keys = self.keys.lock().unwrap_or_else(|e| e.into_inner());
        keys.retain(|m| m.kernel.strong_count() > 0);
        if !keys.iter().any(same) {
            keys.push(KeyMemo { kernel: Arc::downgrade(kernel), options: options.into(), key });
        }
        key
    }

    pub(crate) fn describe(&self) -> String {
        match &self.backend {
            Backend::Cpu => "cpu (reference interpreter)".into(),
            Backend::Cuda(c) => format!(
                "cuda:{} {} ({}, {} GiB, CUDA driver {}.{})",
                c.ordinal,
                c.name,
                c.target,
                (c.total_mem + (1 << 29)) >> 30,
                c.driver_version / 1000,
                c.driver_version % 1000 / 10
            ),
            #[cfg(feature = "hip")]
            Backend::Hip(h) => {
                format!("hip:{} {} ({}, {} GiB)", h.ordinal, h.name, h.target, (h.total_mem + (1 << 29)) >> 30)
            }
        }
    }

    /// `Err(ContextLost)` once the device is lost.
    pub(crate) fn ensure_alive(&self) -> Result<()> {
        if self.lost.load(Ordering::Acquire) {
            let cause = self.lost_cause.lock().unwrap_or_else(|e| e.into_inner()).clone();
            return Err(Error::ContextLost { device: self.describe(), cause });
        }
        Ok(())
    }

    /// Turns a driver error into the runtime's: a kernel fault marks the device lost.
    pub(crate) fn fail(&self, e: DriverError) -> Error {
        let fault = match &self.backend {
            Backend::Cpu => false,
            Backend::Cuda(_) => cuda::is_fault_code(e.code),
            #[cfg(feature = "hip")]
            Backend::Hip(_) => crate::hip::is_fault_code(e.code),
        };
        if !fault {
            return Error::Driver(e);
        }
        if self.lost.swap(true, Ordering::AcqRel) {
            // Already reported once: later calls learn that the context is gone.
            let cause = self.lost_cause.lock().unwrap_or_else(|e| e.into_inner()).clone();
            return Error::ContextLost { device: self.describe(), cause };
        }
        *self.lost_cause.lock().unwrap_or_else(|e| e.into_inner()) = format!("{} ({})", e.name, e.call);
        Error::KernelFault { device: self.describe(), error: e }
    }

    pub(crate) fn track<T>(&self, r: Result<T, DriverError>) -> Result<T> {
        r.map_err(|e| self.fail(e))
    }
}

#[derive(Clone)]
pub(crate) enum StreamImpl {
    Cpu,
    Cuda(Arc<CudaStream>),
    #[cfg(feature = "hip")]
    Hip(Arc<crate::hip::HipStream>),
}

/// An ordered queue of work on a device. Launches on one stream run in order; launches on
/// different streams may overlap. Copies to and from buffers wait for every stream of the device.
#[derive(Clone)]
pub struct Stream {
    pub(crate) device: Device,
    pub(crate) imp: StreamImpl,
}

impl Stream {
    pub fn device(&self) -> &Device {
        &self.device
    }

    /// Waits for the work queued on this stream.
    pub fn synchronize(&self) -> Result<()> {
        let d = &self.device.0;
        d.ensure_alive()?;
        match (&d.backend, &self.imp) {
            (Backend::Cuda(c), StreamImpl::Cuda(s)) => d.track(c.stream_synchronize(s)),
            #[cfg(feature = "hip")]
            (Backend::Hip(h), StreamImpl::Hip(s)) => d.track(h.stream_synchronize(s)),
            _ => Ok(()),
        }
    }

    /// Makes later work on this stream wait until `event` (recorded on any stream of the same
    /// device) has happened.
    pub fn wait(&self, event: &Event) -> Result<()> {
        if !self.device.same(&event.device) && self.device.kind() != DeviceKind::Cpu {
            return Err(Error::Invalid("the event belongs to another device".into()));
        }
        let d = &self.device.0;
        d.ensure_alive()?;
        match (&event.imp, &self.imp) {
            (EventImpl::Cuda(e), StreamImpl::Cuda(s)) => d.track(e.wait_on(s)),
            #[cfg(feature = "hip")]
            (EventImpl::Hip(e), StreamImpl::Hip(s)) => d.track(e.wait_on(s)),
            _ => Ok(()),
        }
    }
}

pub(crate) enum EventImpl {
    Cpu(Mutex<Option<Instant>>),
    Cuda(cuda::CudaEvent),
    #[cfg(feature = "hip")]
    Hip(crate::hip::HipEvent),
}

/// A point in a stream's work, for timing: record a start and an end event around some
/// launches, then ask the end for [`Event::elapsed_since`] the start. On the CPU, launches run
/// to completion before they return, so an event is the host clock when it is recorded.
pub struct Event {
    device: Device,
    imp: EventImpl,
}

impl Event {
    /// Records the event at the current end of `stream`'s work.
    pub fn record(&self, stream: &Stream) -> Result<()> {
        if !self.device.same(&stream.device) && self.device.kind() != DeviceKind::Cpu {
            return Err(Error::Invalid("the stream belongs to another device".into()));
        }
        let d = &self.device.0;
        d.ensure_alive()?;
        match (&self.imp, &stream.imp) {
            (EventImpl::Cpu(t), _) => {
                *t.lock().unwrap_or_else(|e| e.into_inner()) = Some(Instant::now());
                Ok(())
            }
            (EventImpl::Cuda(e), StreamImpl::Cuda(s)) => d.track(e.record(s)),
            #[cfg(feature = "hip")]
            (EventImpl::Hip(e), StreamImpl::Hip(s)) => d.track(e.record(s)),
            #[allow(unreachable_patterns)]
            _ => Err(Error::Invalid("the stream belongs to another kind of device".into())),
        }
    }

    /// Waits until the recorded work has happened.
    pub fn synchronize(&self) -> Result<()> {
        let d = &self.device.0;
        d.ensure_alive()?;
        match &self.imp {
            EventImpl::Cpu(_) => Ok(()),
            EventImpl::Cuda(e) => d.track(e.synchronize()),
            #[cfg(feature = "hip")]
            EventImpl::Hip(e) => d.track(e.synchronize()),
        }
    }

    /// Time from `start` to this event (both recorded); waits for this event.
    pub fn elapsed_since(&self, start: &Event) -> Result<Duration> {
        let d = &self.device.0;
        d.ensure_alive()?;
        let ms = match (&start.imp, &self.imp) {
            (EventImpl::Cpu(a), EventImpl::Cpu(b)) => {
                let a = *a.lock().unwrap_or_else(|e| e.into_inner());
                let b = *b.lock().unwrap_or_else(|e| e.into_inner());
                return match (a, b) {
                    (Some(a), Some(b)) => Ok(b.saturating_duration_since(a)),
                    _ => Err(Error::Invalid("an event was not recorded".into())),
                };
            }
            (EventImpl::Cuda(a), EventImpl::Cuda(b)) => d.track(b.elapsed_ms(a))?,
            #[cfg(feature = "hip")]
            (EventImpl::Hip(a), EventImpl::Hip(b)) => d.track(b.elapsed_ms(a))?,
            #[allow(unreachable_patterns)]
            _ => return Err(Error::Invalid("the events belong to different kinds of device".into())),
        };
        Ok(Duration::from_secs_f64(f64::from(ms.max(0.0)) / 1e3))
    }
}
