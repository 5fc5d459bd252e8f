//! `Jit`: one call from a tile [`Kernel`] to a launch, with the compile, the cache and
//! Triton-style specialisation on argument values inside.
//!
//! ```text
//!   let jit = Jit::new();                              // CUDA, else HIP, else the CPU reference
//!   let add = jit.kernel(kernel)?;                     // verified; nothing compiled yet
//!   add.launch(|m: &Meta| m.cdiv(m.arg("n"), 1024), &args![&x, &y, &out, n])?;
//!
//!   launch(grid, args)
//!     SpecClass::of(args)      per parameter: pointer 16-byte aligned? integer == 1? % 16 == 0?
//!     variants[class] ──hit──> LoadedKernel::launch                  (a lock and a map lookup)
//!        └─miss─> specialize(kernel, class)   facts become `align 16`, `div 16`, or the constant 1
//!                 Cache::get_or_compile(key(specialised text, triple:chip, options, class))
//!                 Device::load_image ──> variants[class]
//! ```
//!
//! Decisions:
//! - **Specialisation** follows Triton: at each launch, a pointer argument whose device address
//!   is a multiple of 16 and an integer argument that is a multiple of 16 become `align 16` and
//!   `div 16` facts of the compiled kernel (the same attributes a `.tile` file can declare, which
//!   the isel's axis analysis turns into 16-byte vector accesses), and an integer argument equal
//!   to 1 becomes the constant 1 (so a stride of 1 makes addresses contiguous). Each distinct
//!   [`SpecClass`] is one compile, cached in memory and on disk like any kernel: the specialised
//!   kernel's text carries the facts, and the class is also spelled out in the key's options.
//!   [`JitKernel::no_specialize`] opts a parameter out (a value that changes every launch and is
//!   rarely aligned would otherwise compile two variants for nothing); `i1` and float scalars
//!   are never specialised.
//! - Facts a kernel **declares** are promises: a launch whose argument breaks one (`%n: i32 div
//!   16` given 1000, or a misaligned pointer on a GPU) is an error, not undefined behaviour.
//! - **The CPU device** runs the interpreter on the kernel as written: facts do not change what a
//!   kernel means, and CPU buffers have no device addresses. [`JitKernel::image`] still compiles
//!   any class for any target without a device, which is how the specialisation is tested here.
//! - **Target**: the device's own (an H100/H200, compute capability 9.0, compiles for sm_90a,
//!   a later sm_9x for sm_90, sm_8x for sm_80, gfx by name), or [`Jit::with_target`] (e.g.
//!   the portable `sm_90` on an H100). The version string and the
//!   compile closure that `Device::load` wants are internal: the compiler's identity
//!   ([`crate::run::compile_options`]), the target's `triple:chip` and the [`Options`].
//! - **Grids** are numbers (`1024`, `[8, 2, 1]`) or closures of the launch's arguments and the
//!   kernel's constants ([`Meta`]); a closure's mistakes (an unknown name, a division by zero)
//!   come back as a [`JitError::Grid`], as the builder's do.
//! - **Arguments** are the runtime's [`Arg`]s: tessera buffers and slices, cudarc `CudaSlice`s
//!   and `CudaView`s (passed by address, no copy; the runtime checks the context), numbers.
//! - **Kernels defined in Rust** (`#[tessera::kernel]`) are found by type: each instance
//!   (`softmax<1024>`) is a [`KernelType`], and [`Jit::kernel_of`] builds it once per `Jit`
//!   and keeps the [`JitKernel`] in a map keyed by its `TypeId` (a lock and a lookup, no
//!   printing or hashing of text), so its variants and their specialisation live as long as
//!   the `Jit`. The macro's typed `launch` goes through it (see [`crate::dsl`]).
//!   Streams are the runtime's, or the caller's cudarc stream through
//!   [`Device::wrap_cuda_stream`](tessera_runtime::Device::wrap_cuda_stream).

use crate::config::Config;
use crate::target::target_for_chip;
use crate::{Options, Target};
use smallvec::SmallVec;
use std::any::TypeId;
use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt;
use std::sync::{Arc, Mutex, OnceLock};
use tessera_ir::op::Op;
use tessera_ir::{Kernel, Scalar};
use tessera_runtime::{
    Arg, Cache, CacheKey, CacheOutcome, Device, DeviceKind, Grid, KernelImage, LoadedKernel, Stream,
};

/// What can go wrong between a kernel and its launch.
#[derive(Debug, thiserror::Error)]
pub enum JitError {
    /// The runtime's errors: compile failures (through the cache), loading, argument checks,
    /// launches.
    #[error(transparent)]
    Runtime(#[from] tessera_runtime::Error),
    /// The kernel, or what the caller asked of it, is wrong (verifier errors, unknown names,
    /// broken declared facts).
    #[error("@{kernel}: {message}")]
    Kernel { kernel: String, message: String },
    /// The grid could not be computed.
    #[error("@{kernel}: grid: {message}")]
    Grid { kernel: String, message: String },
    /// No target to compile for.
    #[error("@{kernel}: {message}")]
    NoTarget { kernel: String, message: String },
    /// A kernel defined in Rust ([`KernelType`]) could not be built; the error says where.
    #[error(transparent)]
    Build(#[from] tessera_ir::BuildError),
}

/// A Rust type that stands for one kernel, so that a [`Jit`] can build it once and find it
/// again by type ([`Jit::kernel_of`]). Each instance of a `#[tessera::kernel]` function
/// (`softmax<1024>`) implements it.
pub trait KernelType: 'static {
    /// Builds the kernel (verified), or says where it went wrong.
    fn build() -> Result<Kernel, tessera_ir::BuildError>;

    /// The constants it is built from (a macro kernel's const generic parameters), which grid
    /// closures read through [`Meta::constant`].
    fn constants() -> Config {
        Config::default()
    }

    /// Parameters never specialised ([`JitKernel::no_specialize`]).
    const NO_SPECIALIZE: &'static [&'static str] = &[];
}

/// Which compiled kernel the process-wide or a private cache serves.
#[derive(Clone)]
enum CacheRef {
    Global,
    Own(Arc<Cache>),
}

impl CacheRef {
    fn get(&self) -> &Cache {
        match self {
            CacheRef::Global => Cache::global(),
            CacheRef::Own(c) => c,
        }
    }
}

/// What every kernel of one [`Jit`] shares.
struct JitShared {
    device: Device,
    target: Result<Target, String>,
    options: Options,
    cache: CacheRef,
}

/// The JIT: a device, a compile target, compile options and a cache (see the module docs).
pub struct Jit {
    shared: Arc<JitShared>,
    note: Option<String>,
    /// Kernels launched through [`Jit::launch`], by the hash of their text.
    by_text: Mutex<HashMap<CacheKey, Arc<JitKernel>>>,
    /// Kernels of [`Jit::kernel_of`], by their [`KernelType`]'s type.
    by_type: Mutex<HashMap<TypeId, Arc<JitKernel>>>,
}

impl fmt::Debug for Jit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Jit({}, target {:?})", self.shared.device.describe(), self.shared.target)
    }
}

impl Default for Jit {
    fn default() -> Jit {
        Jit::new()
    }
}

/// The compile target for a device: its own chip, rounded down to one tessera compiles for.
fn target_for(device: &Device) -> Result<Target, String> {
    let Some(name) = device.target() else {
        return Err("the cpu device runs the interpreter and compiles nothing; give a target with \
                    Jit::with_target to compile"
            .into());
    };
    target_for_chip(name)
}

impl Jit {
    /// The best device present (CUDA, then HIP, then the CPU reference); when it is the CPU,
    /// [`Jit::fallback_note`] says why.
    pub fn new() -> Jit {
        let (device, skipped) = Device::auto_with_reasons();
        let note = (device.kind() == DeviceKind::Cpu).then(|| {
            let why: Vec<String> = skipped.iter().map(|(k, e)| format!("{k}: {e}")).collect();
            format!("no GPU found ({})", why.join("; "))
        });
        let mut jit = Jit::on(device);
        jit.note = note;
        jit
    }

    /// A JIT on `device`, compiling for its own target.
    pub fn on(device: Device) -> Jit {
        let target = target_for(&device);
        Jit {
            shared: Arc::new(JitShared { device, target, options: Options::default(), cache: CacheRef::Global }),
            note: None,
            by_text: Mutex::new(HashMap::new()),
            by_type: Mutex::new(HashMap::new()),
        }
    }

    /// A JIT on the CPU reference interpreter.
    pub fn cpu() -> Jit {
        Jit::on(Device::cpu())
    }

    fn rebuild(self, f: impl FnOnce(&mut JitShared)) -> Jit {
        let s = &self.shared;
        let mut shared = JitShared {
            device: s.device.clone(),
            target: s.target.clone(),
            options: s.options.clone(),
            cache: s.cache.clone(),
        };
        f(&mut shared);
        Jit {
            shared: Arc::new(shared),
            note: self.note,
            by_text: Mutex::new(HashMap::new()),
            by_type: Mutex::new(HashMap::new()),
        }
    }

    /// Compiles for `target` instead of the device's own (`sm_90a` on an sm_90 GPU; on the
    /// CPU device, the target [`JitKernel::image`] compiles for).
    pub fn with_target(self, target: Target) -> Jit {
        self.rebuild(|s| s.target = Ok(target))
    }

    /// Compiles with `options`.
    pub fn with_options(self, options: Options) -> Jit {
        self.rebuild(|s| s.options = options)
    }

    /// The options it compiles with.
    pub fn options(&self) -> &Options {
        &self.shared.options
    }

    /// Uses `cache` instead of the process-wide [`Cache::global`].
    pub fn with_cache(self, cache: Arc<Cache>) -> Jit {
        self.rebuild(|s| s.cache = CacheRef::Own(cache))
    }

    pub fn device(&self) -> &Device {
        &self.shared.device
    }

    /// The compile target, or why there is none.
    pub fn target(&self) -> Result<Target, &str> {
        self.shared.target.as_ref().copied().map_err(|e| e.as_str())
    }

    pub fn cache(&self) -> &Cache {
        self.shared.cache.get()
    }

    /// Why [`Jit::new`] fell back to the CPU, if it did: `no GPU found (cuda: ..; hip: ..)`.
    pub fn fallback_note(&self) -> Option<&str> {
        self.note.as_deref()
    }

    /// `kernel`, verified, ready to launch on this JIT's device. Nothing is compiled until a
    /// launch (or [`JitKernel::image`]) asks for a class of arguments.
    pub fn kernel(&self, kernel: impl Into<Arc<Kernel>>) -> Result<JitKernel, JitError> {
        self.kernel_with_constants(kernel, Config::default())
    }

    /// As [`Jit::kernel`], for a kernel generated from `constants` (which grid closures can
    /// read through [`Meta::constant`]).
    pub fn kernel_with_constants(
        &self,
        kernel: impl Into<Arc<Kernel>>,
        constants: Config,
    ) -> Result<JitKernel, JitError> {
        let kernel: Arc<Kernel> = kernel.into();
        tessera_ir::verify::verify(&kernel)
            .map_err(|e| JitError::Kernel { kernel: kernel.name.clone(), message: e.to_string() })?;
        let opt_out = vec![false; kernel.params.len()];
        Ok(JitKernel {
            shared: self.shared.clone(),
            kernel,
            constants,
            opt_out,
            variants: Mutex::new(HashMap::new()),
            interpreted: OnceLock::new(),
        })
    }

    /// One call from a kernel to a launch: the kernel is found by its text (printing and
    /// hashing it costs tens of microseconds; hold a [`JitKernel`] in a hot loop instead).
    pub fn launch(&self, kernel: &Kernel, grid: impl GridSpec, args: &[Arg]) -> Result<(), JitError> {
        let key = CacheKey::of_kernel(kernel, "", "jit");
        let found = self.by_text.lock().unwrap_or_else(|e| e.into_inner()).get(&key).cloned();
        let k = match found {
            Some(k) => k,
            None => {
                let k = Arc::new(self.kernel(kernel.clone())?);
                self.by_text.lock().unwrap_or_else(|e| e.into_inner()).insert(key, k.clone());
                k
            }
        };
        k.launch(grid, args)
    }

    /// The kernel `K` stands for, built, verified and given its constants and opt-outs on the
    /// first call, then found by type (see the module docs): what a macro kernel's `launch`
    /// uses, and the way to reach its [`JitKernel`] (`jit.kernel_of::<softmax<1024>>()?`) for
    /// [`JitKernel::image`], [`JitKernel::remarks`] or launches with untyped arguments.
    pub fn kernel_of<K: KernelType>(&self) -> Result<Arc<JitKernel>, JitError> {
        let id = TypeId::of::<K>();
        if let Some(k) = self.by_type.lock().unwrap_or_else(|e| e.into_inner()).get(&id) {
            return Ok(k.clone());
        }
        let mut k = self.kernel_with_constants(K::build()?, K::constants())?;
        for name in K::NO_SPECIALIZE {
            k = k.no_specialize(name)?;
        }
        let mut by_type = self.by_type.lock().unwrap_or_else(|e| e.into_inner());
        Ok(by_type.entry(id).or_insert_with(|| Arc::new(k)).clone())
    }
}

/// What a launch's arguments say about one parameter.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ParamFact {
    /// Nothing (or not specialised).
    None,
    /// An integer equal to 1.
    One,
    /// An integer that is a multiple of 16.
    Div16,
    /// A pointer whose address is a multiple of 16 bytes.
    Align16,
}

/// The signature class of a launch: one [`ParamFact`] per parameter. Launches of one class
/// share one compiled variant.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SpecClass(SmallVec<[ParamFact; 8]>);

impl SpecClass {
    /// A class from its facts, one per parameter (to compile a class without arguments).
    pub fn new(facts: impl IntoIterator<Item = ParamFact>) -> SpecClass {
        SpecClass(facts.into_iter().collect())
    }

    /// The class with no facts.
    pub fn plain(params: usize) -> SpecClass {
        SpecClass(SmallVec::from_elem(ParamFact::None, params))
    }

    pub fn facts(&self) -> &[ParamFact] {
        &self.0
    }
}

impl fmt::Display for SpecClass {
    /// One letter per parameter: `A` aligned, `D` divisible by 16, `1` one, `-` nothing.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for p in &self.0 {
            f.write_str(match p {
                ParamFact::None => "-",
                ParamFact::One => "1",
                ParamFact::Div16 => "D",
                ParamFact::Align16 => "A",
            })?;
        }
        Ok(())
    }
}

/// `kernel` with the facts of `class` (see the module docs): `align 16` and `div 16` on the
/// parameters they name (never weakening a declared fact), and uses of a parameter known to
/// be 1 replaced by the constant 1 (the parameter stays, so the launch signature is the same).
pub fn specialize(kernel: &Kernel, class: &SpecClass) -> Result<Kernel, String> {
    if class.0.len() != kernel.params.len() {
        return Err(format!(
            "a class of {} parameters for @{}, which has {}",
            class.0.len(),
            kernel.name,
            kernel.params.len()
        ));
    }
    let mut k = kernel.clone();
    for (i, fact) in class.0.iter().enumerate() {
        let p = &k.params[i];
        let ty = k.ty(p.value);
        match (fact, ty.scalar) {
            (ParamFact::None, _) => {}
            (ParamFact::Align16, Scalar::Ptr(_)) => {
                let a = &mut k.params[i].attrs.align;
                *a = Some(a.unwrap_or(1).max(16));
            }
            (ParamFact::Div16, Scalar::Num(d)) if d.is_int() => {
                let a = &mut k.params[i].attrs.div;
                *a = Some(a.unwrap_or(1).max(16));
            }
            (ParamFact::One, Scalar::Num(d)) if d.is_int() => {
                let param = p.value;
                let body = k.body;
                let one = tessera_ir::Const::from_i64(d, 1);
                let inst = k.push_inst(body, Op::Const(one.bits), &[], &[ty], &[]);
                let insts = &mut k.regions[body].insts;
                insts.pop();
                insts.insert(0, inst);
                let value = k.result(inst);
                for (id, data) in k.insts.iter_mut() {
                    if id != inst {
                        for a in data.args.iter_mut().filter(|a| **a == param) {
                            *a = value;
                        }
                    }
                }
            }
            (f, _) => return Err(format!("fact {f:?} does not fit parameter %{} of type {ty}", p.name)),
        }
    }
    if class.0.contains(&ParamFact::One) {
        fold_multiplications_by_one(&mut k);
    }
    Ok(k)
}

/// Replaces `x * 1` (the 1 a constant, or a splat or broadcast of one) by `x`, so that a
/// stride known to be 1 keeps addresses contiguous for the isel's axis analysis, which tracks
/// divisibility and contiguity but not values. The dead multiplications stay for the isel's
/// dead-code elimination.
fn fold_multiplications_by_one(k: &mut Kernel) {
    use tessera_ir::op::BinaryOp;
    let mut ones = std::collections::HashSet::new();
    let mut replaced: HashMap<tessera_ir::Value, tessera_ir::Value> = HashMap::new();
    for inst in k.walk() {
        let data = &mut k.insts[inst];
        for a in data.args.iter_mut() {
            if let Some(&r) = replaced.get(a) {
                *a = r;
            }
        }
        let Some(&res) = data.results.first() else { continue };
        let is_int = k.values[res].ty.scalar.is_int();
        let data = &k.insts[inst];
        match &data.op {
            Op::Const(bits) if is_int => {
                let d = k.values[res].ty.dtype().unwrap_or(tessera_ir::DType::I64);
                if tessera_ir::Const::from_bits(d, *bits).as_i64() == 1 {
                    ones.insert(res);
                }
            }
            Op::Splat | Op::Broadcast | Op::ExpandDims(_) | Op::Reshape if ones.contains(&data.args[0]) => {
                ones.insert(res);
            }
            Op::Binary(BinaryOp::Mul) if is_int => {
                let (a, b) = (data.args[0], data.args[1]);
                let same = |v: tessera_ir::Value| k.values[v].ty == k.values[res].ty;
                if ones.contains(&b) && same(a) {
                    replaced.insert(res, a);
                } else if ones.contains(&a) && same(b) {
                    replaced.insert(res, b);
                }
            }
            _ => {}
        }
    }
}

/// A compiled variant: the specialised kernel and its image.
#[derive(Clone, Debug)]
pub struct JitImage {
    pub class: SpecClass,
    pub target: Target,
    pub kernel: Arc<Kernel>,
    pub image: Arc<KernelImage>,
    /// Where the image came from (memory, disk, a compile).
    pub outcome: CacheOutcome,
}

impl JitImage {
    /// The PTX text (PTX targets).
    pub fn ptx(&self) -> Option<&str> {
        match &self.image.code {
            tessera_runtime::Code::Ptx(s) => Some(s),
            _ => None,
        }
    }
}

/// A kernel of a [`Jit`], with its compiled variants (see the module docs).
pub struct JitKernel {
    shared: Arc<JitShared>,
    kernel: Arc<Kernel>,
    constants: Config,
    /// Per parameter: never specialised.
    opt_out: Vec<bool>,
    variants: Mutex<HashMap<SpecClass, LoadedKernel>>,
    /// The CPU device's kernel (the interpreter, loaded once).
    interpreted: OnceLock<LoadedKernel>,
}

impl fmt::Debug for JitKernel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "JitKernel(@{} on {})", self.kernel.name, self.shared.device.describe())
    }
}

impl JitKernel {
    pub fn kernel(&self) -> &Arc<Kernel> {
        &self.kernel
    }

    pub fn constants(&self) -> &Config {
        &self.constants
    }

    fn err(&self, message: String) -> JitError {
        JitError::Kernel { kernel: self.kernel.name.clone(), message }
    }

    /// Never specialises parameter `name` (Triton's `do_not_specialize`).
    pub fn no_specialize(mut self, name: &str) -> Result<JitKernel, JitError> {
        let i = self.kernel.params.iter().position(|p| p.name == name).ok_or_else(|| {
            let names: Vec<String> = self.kernel.params.iter().map(|p| format!("%{}", p.name)).collect();
            self.err(format!("no parameter %{name} to leave unspecialised (parameters: {})", names.join(", ")))
        })?;
        self.opt_out[i] = true;
        self.variants.get_mut().unwrap_or_else(|e| e.into_inner()).clear();
        Ok(self)
    }

    /// The class of a launch with `args`, after checking the argument count and the kernel's
    /// declared facts against them.
    pub fn class(&self, args: &[Arg]) -> Result<SpecClass, JitError> {
        let k = &self.kernel;
        if args.len() != k.params.len() {
            return Err(tessera_runtime::Error::ArgumentCount {
                kernel: k.name.clone(),
                expected: k.params.len(),
                found: args.len(),
            }
            .into());
        }
        let mut facts = SmallVec::with_capacity(args.len());
        for (i, (p, a)) in k.params.iter().zip(args).enumerate() {
            let fact = match (k.ty(p.value).scalar, a) {
                (Scalar::Ptr(_), Arg::Buffer(b)) => match b.device_address() {
                    Some(addr) => {
                        if let Some(align) = p.attrs.align.filter(|&al| addr % al as u64 != 0) {
                            return Err(self.err(format!(
                                "argument {i} (%{}) is at address {addr:#x}, which is not a multiple of {align} as \
                                 the kernel declares (align {align})",
                                p.name
                            )));
                        }
                        if addr % 16 == 0 {
                            ParamFact::Align16
                        } else {
                            ParamFact::None
                        }
                    }
                    None => ParamFact::None,
                },
                (Scalar::Num(d), Arg::Scalar(c)) if d.is_int() && d.bits() > 1 && c.dtype == d => {
                    let v = c.as_i64();
                    if let Some(div) = p.attrs.div.filter(|&dv| v.rem_euclid(dv as i64) != 0) {
                        return Err(self.err(format!(
                            "argument {i} (%{}) = {v} is not a multiple of {div} as the kernel declares (div {div})",
                            p.name
                        )));
                    }
                    if v == 1 {
                        ParamFact::One
                    } else if v % 16 == 0 {
                        ParamFact::Div16
                    } else {
                        ParamFact::None
                    }
                }
                // Wrong kinds of argument: the runtime's check reports them.
                _ => ParamFact::None,
            };
            facts.push(if self.opt_out[i] { ParamFact::None } else { fact });
        }
        Ok(SpecClass(facts))
    }

    /// The kernel specialised to `class`.
    pub fn specialize(&self, class: &SpecClass) -> Result<Kernel, JitError> {
        specialize(&self.kernel, class).map_err(|e| self.err(e))
    }

    /// What goes into the cache key besides the specialised text and the chip.
    fn key_options(&self, target: Target, class: &SpecClass) -> String {
        format!(
            "{} | target {} | {:?} | jit class {class}",
            crate::run::compile_options(),
            target.full_name(),
            self.shared.options
        )
    }

    /// The image of `class` for the JIT's target: from the cache, or compiled and stored. No
    /// device is needed (the CPU device compiles for [`Jit::with_target`]'s target).
    pub fn image(&self, class: &SpecClass) -> Result<JitImage, JitError> {
        let target = self
            .shared
            .target
            .clone()
            .map_err(|message| JitError::NoTarget { kernel: self.kernel.name.clone(), message })?;
        let kernel = Arc::new(self.specialize(class)?);
        let key = CacheKey::of_kernel(&kernel, target.name(), &self.key_options(target, class));
        let options = &self.shared.options;
        let (image, outcome) = self.shared.cache.get().get_or_compile(key, target.name(), || {
            crate::compile(&kernel, target, options).map_err(|e| e.to_string())?.image()
        })?;
        Ok(JitImage { class: class.clone(), target, kernel, image, outcome })
    }

    /// What the lowering did with each load and dot of the class a launch with `args`
    /// compiles, and why not faster where the target has faster ([`crate::remarks`]; print them
    /// with [`crate::remarks::render`]). The class is compiled again for them, outside the
    /// cache, so that launches never pay for remarks they did not ask for.
    pub fn remarks(&self, args: &[Arg]) -> Result<Vec<crate::remarks::Remark>, JitError> {
        let class = self.class(args)?;
        let target = self
            .shared
            .target
            .clone()
            .map_err(|message| JitError::NoTarget { kernel: self.kernel.name.clone(), message })?;
        let kernel = self.specialize(&class)?;
        crate::compile(&kernel, target, &self.shared.options)
            .map(|c| c.remarks)
            .map_err(|e| JitError::Kernel { kernel: self.kernel.name.clone(), message: e.to_string() })
    }

    /// The image a launch with `args` would load.
    pub fn image_for(&self, args: &[Arg]) -> Result<JitImage, JitError> {
        self.image(&self.class(args)?)
    }

    /// The loaded kernel for `args` (compiling its class on first use).
    pub fn loaded(&self, args: &[Arg]) -> Result<LoadedKernel, JitError> {
        let device = &self.shared.device;
        if device.kind() == DeviceKind::Cpu {
            self.class(args)?; // the count and declared facts
            if let Some(k) = self.interpreted.get() {
                return Ok(k.clone());
            }
            let k = device.load_ir(self.kernel.clone())?;
            return Ok(self.interpreted.get_or_init(|| k).clone());
        }
        let class = self.class(args)?;
        if let Some(k) = self.variants.lock().unwrap_or_else(|e| e.into_inner()).get(&class) {
            return Ok(k.clone());
        }
        let image = self.image(&class)?;
        let loaded = device.load_image(&image.image)?;
        self.variants.lock().unwrap_or_else(|e| e.into_inner()).insert(class, loaded.clone());
        Ok(loaded)
    }

    /// How many variants are loaded on the device.
    pub fn variants(&self) -> usize {
        self.variants.lock().unwrap_or_else(|e| e.into_inner()).len()
    }

    /// The grid `grid` gives for `args`.
    pub fn grid(&self, grid: &dyn GridSpec, args: &[Arg]) -> Result<Grid, JitError> {
        let meta = Meta { kernel: &self.kernel, args, constants: &self.constants, error: RefCell::new(None) };
        let g = grid.resolve(&meta);
        match meta.error.into_inner() {
            Some(message) => Err(JitError::Grid { kernel: self.kernel.name.clone(), message }),
            None => g.map_err(|message| JitError::Grid { kernel: self.kernel.name.clone(), message }),
        }
    }

    /// Launches on the device's own stream.
    pub fn launch(&self, grid: impl GridSpec, args: &[Arg]) -> Result<(), JitError> {
        let g = self.grid(&grid, args)?;
        self.loaded(args)?.launch(g, args)?;
        Ok(())
    }

    /// Launches on `stream` (a stream of the JIT's device, or a cudarc stream through
    /// [`Device::wrap_cuda_stream`](tessera_runtime::Device::wrap_cuda_stream)).
    pub fn launch_on(&self, stream: &Stream, grid: impl GridSpec, args: &[Arg]) -> Result<(), JitError> {
        let g = self.grid(&grid, args)?;
        self.loaded(args)?.launch_on(stream, g, args)?;
        Ok(())
    }
}

/// What a grid closure can read: the launch's arguments by parameter name and the kernel's
/// constants. A wrong name or value records an error that the launch returns (the closure
/// itself gets 0), so closures stay one expression: `|m| m.cdiv(m.arg("n"), m.constant("BLOCK"))`.
pub struct Meta<'a> {
    kernel: &'a Kernel,
    args: &'a [Arg<'a>],
    constants: &'a Config,
    error: RefCell<Option<String>>,
}

impl Meta<'_> {
    fn fail(&self, message: String) -> i64 {
        self.error.borrow_mut().get_or_insert(message);
        0
    }

    fn find(&self, name: &str) -> Option<&Arg<'_>> {
        let i = self.kernel.params.iter().position(|p| p.name == name)?;
        self.args.get(i)
    }

    /// The value of scalar argument `name` (floats truncated toward zero).
    pub fn arg(&self, name: &str) -> i64 {
        match self.find(name) {
            Some(Arg::Scalar(c)) if c.dtype.is_int() => c.as_i64(),
            Some(Arg::Scalar(c)) => c.as_f64() as i64,
            Some(Arg::Buffer(_)) => self.fail(format!("%{name} is a buffer: use len(\"{name}\") for its length")),
            None => self.fail(format!("no argument %{name}")),
        }
    }

    /// The number of elements of buffer argument `name`.
    pub fn len(&self, name: &str) -> i64 {
        match self.find(name) {
            Some(Arg::Buffer(b)) => b.len() as i64,
            Some(Arg::Scalar(_)) => self.fail(format!("%{name} is a scalar: use arg(\"{name}\")")),
            None => self.fail(format!("no argument %{name}")),
        }
    }

    /// The kernel's constant `name` (from the config it was generated from).
    pub fn constant(&self, name: &str) -> i64 {
        match self.constants.get(name) {
            Some(v) => v,
            None => self.fail(format!("no constant {name} (constants: {})", self.constants)),
        }
    }

    /// `ceil(a / b)` as a grid size.
    pub fn cdiv(&self, a: i64, b: i64) -> u32 {
        if b <= 0 {
            return self.fail(format!("cdiv({a}, {b}): the divisor must be positive")) as u32;
        }
        let q = (a.max(0) as u64).div_ceil(b as u64);
        u32::try_from(q).unwrap_or_else(|_| self.fail(format!("cdiv({a}, {b}) = {q} programs is too many")) as u32)
    }
}

/// A grid: numbers, or a closure of [`Meta`] that returns numbers.
pub trait GridSpec {
    fn resolve(&self, meta: &Meta) -> Result<Grid, String>;
}

macro_rules! grid_of_numbers {
    ($($t:ty),*) => {$(
        impl GridSpec for $t {
            fn resolve(&self, _: &Meta) -> Result<Grid, String> {
                Ok(Grid::from(*self))
            }
        }
    )*};
}
grid_of_numbers!(u32, [u32; 2], [u32; 3], (u32, u32), (u32, u32, u32), Grid);

impl GridSpec for u64 {
    fn resolve(&self, _: &Meta) -> Result<Grid, String> {
        u32::try_from(*self).map(Grid::from).map_err(|_| format!("{self} programs is too many"))
    }
}

impl GridSpec for usize {
    fn resolve(&self, _: &Meta) -> Result<Grid, String> {
        u32::try_from(*self).map(Grid::from).map_err(|_| format!("{self} programs is too many"))
    }
}

impl<F, G> GridSpec for F
where
    F: Fn(&Meta) -> G,
    G: GridSpec,
{
    fn resolve(&self, meta: &Meta) -> Result<Grid, String> {
        self(meta).resolve(meta)
    }
}
