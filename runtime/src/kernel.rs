//! Loaded kernels and launches: one [`LoadedKernel`] type and one `launch` call for every device.
//!
//! ```text
//!   Device::load(kernel, cache, options, compile)        the usual way in
//!     cpu:  LoadedKernel { Cpu(Arc<Kernel>) }            no compile: the interpreter runs the IR
//!     gpu:  key = CacheKey(print_kernel(kernel), target, options)
//!           loaded on this device already?  ──yes──> that kernel   (a map lookup)
//!           cache.get_or_compile(key, || compile(kernel, target))  (memory, disk, or compile)
//!           load_image: driver JIT / code object load, look up the entry
//!   Device::load_image(image)   a GPU image from anywhere;   Device::load_ir(kernel)  the CPU
//!
//!   LoadedKernel::launch(grid, args)  ->  arg_check::check  ->  pack params  ->  cuLaunchKernel /
//!                                                               hipModuleLaunchKernel / interp::run
//!     CUDA, kernels with tensor maps: + per map: geometry (the driver's rules) -> encoded map
//!                                       (cached) -> appended after the kernel's own params
//! ```
//!
//! Decisions:
//! - A loaded kernel holds either a driver function or an `Arc<Kernel>`; which one is decided by
//!   the device, so callers write one launch for all devices.
//! - Launches are asynchronous on GPUs and synchronous on the CPU. A grid with a zero dimension
//!   launches nothing on every device (as the interpreter defines); a grid over the device's
//!   limits is an error before the driver sees it.
//! - Parameters are packed as the ABI in [`crate::image`] says: one 8-byte slot per parameter
//!   holding the little-endian value, and the driver copies as many bytes as the kernel's
//!   parameter declares from the slot's start. Tensor maps follow, one 64-byte-aligned
//!   128-byte `CUtensorMap` each, on the stack of the launch until `cuLaunchKernel` returns.
//! - Encoded tensor maps are cached in the loaded kernel, keyed by the map, the buffer's address
//!   and length and the row length (a driver call saved per map and launch; one lock and one
//!   map lookup per map instead). A kernel without maps takes none of this path. The cache is
//!   small: past [`MAX_ENCODED_MAPS`] entries it starts over.
//! - HIP has no tensor maps: an image with any is refused at load. The CPU device runs the IR,
//!   which has none.

use crate::arg_check;
use crate::args::{Arg, Grid, MemRef};
use crate::cache::{Cache, CacheKey, CacheOutcome};
use crate::device::{Backend, Device, Stream, StreamImpl};
use crate::error::{Error, Result};
use crate::image::{Code, KernelImage, Target};
use crate::kernel_core::{KernelCore, KernelImpl};
use crate::signature::ParamSig;
use crate::tensor_map::{self, EncodedKey, EncodedMap, TensorMapSpec};
use smallvec::SmallVec;
use std::collections::HashMap;
use std::ffi::c_void;
use std::fmt::Display;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tessera_ir::Kernel;

/// The most encoded tensor maps a loaded kernel keeps (128 bytes each).
pub const MAX_ENCODED_MAPS: usize = 256;

/// A kernel ready to launch on one device.
#[derive(Clone)]
pub struct LoadedKernel {
    device: Device,
    core: Arc<KernelCore>,
    /// The signature the launch checks against (the core's, or one with `min_len`s added).
    params: Arc<[ParamSig]>,
}

impl std::fmt::Debug for LoadedKernel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "LoadedKernel(@{} on {})", self.core.name, self.device.describe())
    }
}

/// How a [`Device::load_traced`] went, for reports and benchmarks.
#[derive(Clone, Debug)]
pub struct LoadTrace {
    /// The cache key (GPU devices).
    pub key: Option<CacheKey>,
    pub outcome: CacheOutcome,
    /// Printing the kernel's canonical text and hashing it.
    pub key_time: Duration,
    /// Finding the image in the cache, and storing it after a compile.
    pub cache_time: Duration,
    /// The compile step (zero unless it ran).
    pub compile_time: Duration,
    /// Loading the image on the device: the driver's JIT for PTX.
    pub module_time: Duration,
}

impl Device {
    /// Loads `kernel` for this device, compiling it through `cache` when the device needs
    /// machine code: `compile(kernel, target)` runs only when neither this device nor the cache
    /// has the image. `options` must name everything besides the kernel and the target that
    /// changes the compiled code (compiler version, flags), since it is part of the cache key.
    pub fn load<E: Display>(
        &self,
        kernel: &Arc<Kernel>,
        cache: &Cache,
        options: &str,
        compile: impl FnOnce(&Kernel, &str) -> Result<KernelImage, E>,
    ) -> Result<LoadedKernel> {
        self.load_traced(kernel, cache, options, compile).map(|(k, _)| k)
    }

    /// As [`Device::load`], also saying where the time went.
    pub fn load_traced<E: Display>(
        &self,
        kernel: &Arc<Kernel>,
        cache: &Cache,
        options: &str,
        compile: impl FnOnce(&Kernel, &str) -> Result<KernelImage, E>,
    ) -> Result<(LoadedKernel, LoadTrace)> {
        let mut trace = LoadTrace {
            key: None,
            outcome: CacheOutcome::NotCompiled,
            key_time: Duration::ZERO,
            cache_time: Duration::ZERO,
            compile_time: Duration::ZERO,
            module_time: Duration::ZERO,
        };
        let Some(target) = self.target().map(str::to_owned) else {
            return Ok((self.load_ir(kernel.clone())?, trace));
        };
        self.0.ensure_alive()?;
        let t = Instant::now();
        let key = self.0.key_for(kernel, &target, options);
        trace.key_time = t.elapsed();
        trace.key = Some(key);
        if cache.is_enabled() {
            let hit = self.0.loaded.lock().unwrap_or_else(|e| e.into_inner()).get(&key).cloned();
            if let Some(core) = hit {
                trace.outcome = CacheOutcome::Device;
                return Ok((self.kernel_from(core), trace));
            }
        }
        let mut compile_time = Duration::ZERO;
        let t = Instant::now();
        let (image, outcome) = cache.get_or_compile(key, &target, || {
            let t = Instant::now();
            let r = compile(kernel, &target);
            compile_time = t.elapsed();
            r
        })?;
        trace.cache_time = t.elapsed().saturating_sub(compile_time);
        trace.compile_time = compile_time;
        trace.outcome = outcome;
        let t = Instant::now();
        let core = self.load_core(&image)?;
        trace.module_time = t.elapsed();
        if cache.is_enabled() {
            self.0.loaded.lock().unwrap_or_else(|e| e.into_inner()).insert(key, core.clone());
        }
        Ok((self.kernel_from(core), trace))
    }

    /// Loads a compiled image (GPU devices). The CPU device runs the IR instead: use
    /// [`Device::load`] or [`Device::load_ir`] there.
    pub fn load_image(&self, image: &KernelImage) -> Result<LoadedKernel> {
        Ok(self.kernel_from(self.load_core(image)?))
    }

    /// A kernel the CPU device runs through the interpreter; on a GPU device, an error (the IR
    /// must be compiled first: use [`Device::load`]).
    pub fn load_ir(&self, kernel: Arc<Kernel>) -> Result<LoadedKernel> {
        if !matches!(self.0.backend, Backend::Cpu) {
            return Err(Error::Unsupported {
                kind: self.kind(),
                message: "a GPU runs compiled code: load the kernel with Device::load or load_image".into(),
            });
        }
        let params: Arc<[ParamSig]> = crate::signature::signature_of(&kernel).into();
        let core = Arc::new(KernelCore {
            name: kernel.name.clone(),
            params: params.clone(),
            block_threads: kernel.num_warps.saturating_mul(32),
            shared_bytes: 0,
            tensor_maps: Box::new([]),
            encoded: Mutex::new(HashMap::new()),
            imp: KernelImpl::Cpu(kernel),
        });
        Ok(LoadedKernel { device: self.clone(), core, params })
    }

    fn kernel_from(&self, core: Arc<KernelCore>) -> LoadedKernel {
        LoadedKernel { device: self.clone(), params: core.params.clone(), core }
    }

    fn load_core(&self, image: &KernelImage) -> Result<Arc<KernelCore>> {
        image.validate()?;
        self.0.ensure_alive()?;
        let mismatch = |reason: String| Error::TargetMismatch {
            image_target: image.target.clone(),
            device: self.describe(),
            reason,
        };
        let imp = match (&self.0.backend, &image.code) {
            (Backend::Cpu, _) => {
                return Err(Error::Unsupported {
                    kind: self.kind(),
                    message: "the cpu device runs the IR, not machine code: use Device::load or load_ir".into(),
                })
            }
            (Backend::Cuda(c), Code::Ptx(ptx)) => {
                Target::parse(&image.target)?.runs_on(&Target::parse(&c.target)?).map_err(mismatch)?;
                if image.block_threads > c.limits.max_block {
                    return Err(mismatch(format!(
                        "{} threads per program; the device allows {}",
                        image.block_threads, c.limits.max_block
                    )));
                }
                KernelImpl::Cuda(c.load_ptx(ptx, &image.entry, image.shared_bytes).map_err(|e| self.retrack(e))?)
            }
            (Backend::Cuda(c), Code::Cubin(bin)) => {
                // A binary runs on its own architecture only (no JIT to bring it forward).
                let (want, have) = (Target::parse(&image.target)?, Target::parse(&c.target)?);
                if let (Target::Sm { cc, .. }, Target::Sm { cc: dev, .. }) = (&want, &have) {
                    if cc != dev {
                        return Err(mismatch(format!(
                            "a CUDA binary for sm_{cc} runs only on compute capability {}.{}",
                            cc / 10,
                            cc % 10
                        )));
                    }
                }
                if image.block_threads > c.limits.max_block {
                    return Err(mismatch(format!(
                        "{} threads per program; the device allows {}",
                        image.block_threads, c.limits.max_block
                    )));
                }
                KernelImpl::Cuda(c.load_cubin(bin, &image.entry, image.shared_bytes).map_err(|e| self.retrack(e))?)
            }
            #[cfg(feature = "hip")]
            (Backend::Hip(_), Code::Hsaco(_)) if !image.tensor_maps.is_empty() => {
                return Err(mismatch(format!(
                    "the kernel uses {} tensor map(s); tensor maps are a CUDA feature",
                    image.tensor_maps.len()
                )))
            }
            #[cfg(feature = "hip")]
            (Backend::Hip(h), Code::Hsaco(obj)) => {
                Target::parse(&image.target)?.runs_on(&Target::parse(&h.target)?).map_err(mismatch)?;
                if image.block_threads > h.limits.max_block {
                    return Err(mismatch(format!(
                        "{} threads per program; the device allows {}",
                        image.block_threads, h.limits.max_block
                    )));
                }
                KernelImpl::Hip(h.load_code_object(obj, &image.entry, image.shared_bytes).map_err(|e| self.retrack(e))?)
            }
            (_, code) => return Err(mismatch(format!("{} code cannot be loaded here", code.kind_name()))),
        };
        Ok(Arc::new(KernelCore {
            name: image.entry.clone(),
            params: image.params.clone().into(),
            block_threads: image.block_threads,
            shared_bytes: image.shared_bytes,
            tensor_maps: image.tensor_maps.clone().into(),
            encoded: Mutex::new(HashMap::new()),
            imp,
        }))
    }

    /// Passes driver errors inside a backend error through the lost-context tracking.
    fn retrack(&self, e: Error) -> Error {
        match e {
            Error::Driver(d) => self.0.fail(d),
            e => e,
        }
    }
}

impl LoadedKernel {
    /// The kernel's name (the entry symbol).
    pub fn name(&self) -> &str {
        &self.core.name
    }
    /// The signature launches are checked against.
    pub fn params(&self) -> &[ParamSig] {
        &self.params
    }
    pub fn device(&self) -> &Device {
        &self.device
    }
    pub fn block_threads(&self) -> u32 {
        self.core.block_threads
    }
    pub fn shared_bytes(&self) -> u32 {
        self.core.shared_bytes
    }
    /// The tensor maps each launch builds and appends.
    pub fn tensor_maps(&self) -> &[TensorMapSpec] {
        &self.core.tensor_maps
    }

    /// The same kernel, with launches requiring at least `len` elements in the buffer passed
    /// for pointer parameter `index` (until kernels can state their extents).
    pub fn with_min_len(&self, index: usize, len: u64) -> Result<LoadedKernel> {
        let mut params: Vec<ParamSig> = self.params.to_vec();
        match params.get_mut(index) {
            Some(p) if p.ty.scalar.is_ptr() => p.min_len = Some(len),
            Some(p) => return Err(Error::Invalid(format!("parameter {index} (%{}) is not a pointer", p.name))),
            None => return Err(Error::Invalid(format!("@{} has no parameter {index}", self.core.name))),
        }
        Ok(LoadedKernel { device: self.device.clone(), core: self.core.clone(), params: params.into() })
    }

    /// Launches on the device's own stream.
    pub fn launch(&self, grid: impl Into<Grid>, args: &[Arg]) -> Result<()> {
        self.launch_impl(None, grid.into(), args)
    }

    /// Launches on `stream` (a stream of this kernel's device).
    pub fn launch_on(&self, stream: &Stream, grid: impl Into<Grid>, args: &[Arg]) -> Result<()> {
        if !self.device.same(&stream.device) && !matches!(self.device.0.backend, Backend::Cpu) {
            return Err(Error::Invalid(format!("the stream belongs to another device than @{}'s", self.core.name)));
        }
        self.launch_impl(Some(&stream.imp), grid.into(), args)
    }

    /// The launch; `stream` `None` is the device's own stream.
    fn launch_impl(&self, stream: Option<&StreamImpl>, Grid(grid): Grid, args: &[Arg]) -> Result<()> {
        let d = &self.device.0;
        d.ensure_alive()?;
        arg_check::check(&self.core.name, &self.params, args, d)?;
        if grid.contains(&0) {
            return Ok(());
        }
        let over = |max: [u32; 3]| -> Result<()> {
            match (0..3).find(|&a| grid[a] > max[a]) {
                Some(a) => Err(Error::Launch {
                    kernel: self.core.name.clone(),
                    message: format!("grid {grid:?}: axis {a} has {} programs; the device allows {}", grid[a], max[a]),
                }),
                None => Ok(()),
            }
        };
        let mismatch = || Error::Invalid("internal: kernel, device and stream of different kinds".into());
        match (&self.core.imp, &d.backend) {
            (KernelImpl::Cpu(k), _) => crate::cpu::launch(k, &self.params, grid, args),
            (KernelImpl::Cuda(f), Backend::Cuda(c)) => {
                let s = match stream {
                    None => &c.stream,
                    Some(StreamImpl::Cuda(s)) => s,
                    Some(_) => return Err(mismatch()),
                };
                over(c.limits.max_grid)?;
                let mut maps: SmallVec<[EncodedMap; 2]> = SmallVec::new();
                if !self.core.tensor_maps.is_empty() {
                    self.encode_tensor_maps(c, args, &mut maps)?;
                }
                let mut slots = pack(args);
                let mut ptrs: SmallVec<[*mut c_void; 16]> =
                    slots.iter_mut().map(|s| s.as_mut_ptr() as *mut c_void).collect();
                ptrs.extend(maps.iter_mut().map(|m| m.0.as_mut_ptr() as *mut c_void));
                // SAFETY: one slot per parameter, checked against the signature above, then one
                // 128-byte map per tensor-map parameter; slots and maps outlive the call, which
                // copies them.
                d.track(unsafe { c.launch(f, s, grid, self.core.block_threads, self.core.shared_bytes, &mut ptrs) })
            }
            #[cfg(feature = "hip")]
            (KernelImpl::Hip(f), Backend::Hip(h)) => {
                let s = match stream {
                    None => &h.stream,
                    Some(StreamImpl::Hip(s)) => s,
                    Some(_) => return Err(mismatch()),
                };
                over(h.limits.max_grid)?;
                let mut slots = pack(args);
                let mut ptrs: SmallVec<[*mut c_void; 16]> =
                    slots.iter_mut().map(|s| s.as_mut_ptr() as *mut c_void).collect();
                // SAFETY: as above.
                d.track(unsafe { h.launch(f, s, grid, self.core.block_threads, self.core.shared_bytes, &mut ptrs) })
            }
            #[allow(unreachable_patterns)]
            _ => Err(mismatch()),
        }
    }
}

impl LoadedKernel {
    /// The encoded tensor maps for a launch with `args` (checked), in order, into `out`.
    fn encode_tensor_maps(
        &self,
        dev: &crate::cuda::CudaDevice,
        args: &[Arg],
        out: &mut SmallVec<[EncodedMap; 2]>,
    ) -> Result<()> {
        let core = &self.core;
        let mut encoded = core.encoded.lock().unwrap_or_else(|e| e.into_inner());
        for (k, spec) in core.tensor_maps.iter().enumerate() {
            let mut g = tensor_map::geometry(&core.name, &self.params, k, spec, args)?;
            if g.empty {
                // No element in the view (a bound below 1): a map over zeros reads what the
                // masked loads mean.
                g = g.empty_view(dev.zero_block().map_err(Error::Driver)?);
            }
            let key = EncodedKey::of(k, &g);
            if let Some(m) = encoded.get(&key) {
                out.push(*m);
                continue;
            }
            let m = crate::cuda::encode_tensor_map(&g).map_err(|error| Error::TensorMap {
                at: format!(
                    "kernel @{}: argument {} (%{}): tensor map {k}",
                    core.name,
                    spec.buffer,
                    self.params.get(spec.buffer).map_or("?", |p| p.name.as_str())
                ),
                passed: g.to_string(),
                error,
            })?;
            if encoded.len() >= MAX_ENCODED_MAPS {
                encoded.clear();
            }
            encoded.insert(key, m);
            out.push(m);
        }
        Ok(())
    }

    /// How many encoded tensor maps the kernel holds (for tests).
    #[doc(hidden)]
    pub fn encoded_tensor_maps(&self) -> usize {
        self.core.encoded.lock().unwrap_or_else(|e| e.into_inner()).len()
    }
}

/// A parameter value: 8 bytes, aligned for any parameter type.
#[repr(C, align(8))]
struct Slot([u8; 8]);

impl Slot {
    fn as_mut_ptr(&mut self) -> *mut u8 {
        self.0.as_mut_ptr()
    }
}

/// One slot per argument holding the device address or the scalar's bits, little-endian.
fn pack(args: &[Arg]) -> SmallVec<[Slot; 16]> {
    args.iter()
        .map(|a| {
            let v = match a {
                Arg::Scalar(c) => c.bits,
                Arg::Buffer(b) => match b.mem {
                    MemRef::Cuda { ptr, .. } => ptr,
                    #[cfg(feature = "hip")]
                    MemRef::Hip { ptr, .. } => ptr,
                    MemRef::Cpu { .. } => 0,
                },
            };
            Slot(v.to_le_bytes())
        })
        .collect()
}
