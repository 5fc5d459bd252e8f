//! The compiled-kernel cache: images in memory and on disk, keyed by a stable hash of the
//! kernel's canonical text, the target and the compile options.
//!
//! ```text
//!   get_or_compile(key, compile)
//!     memory map ──hit──> image                                  (a lock and a map lookup)
//!     <dir>/v2/<key>.tkc ──valid──> image, kept in memory too     (one small file read)
//!                        ──corrupt/truncated──> recompile, overwrite
//!     compile() ──> validate ──> memory, and disk: write <dir>/v2/.<key>.<pid>.<n>.tmp, rename
//! ```
//!
//! Decisions:
//! - **Key**: FNV-1a 128 ([`crate::hash`]) over length-prefixed fields: a tag with the entry
//!   format version, the target, the options string, and `tessera_ir::text::print_kernel`'s
//!   canonical text (which includes the parameter attributes `align`/`div` and `num_warps`, so
//!   specialisations get their own entries). The runtime cannot know the compiler's version:
//!   the caller puts it in `options`.
//! - **Location**: `$TESSERA_CACHE_DIR` if set, else the user's cache directory
//!   (`$XDG_CACHE_HOME` or `~/.cache` on Linux, `~/Library/Caches` on macOS, `%LOCALAPPDATA%` on
//!   Windows) + `tessera/kernels`; a `v2` directory below it holds this format's entries.
//!   `TESSERA_CACHE=0` (or `off`, `false`, `no`) disables the cache; `TESSERA_CACHE=memory` keeps
//!   it in memory only. [`CacheConfig`] does the same from code.
//! - **Entry format** (little-endian): magic `TSRKCACH`, format version u32, reserved u32, key
//!   u128, body length u64, the body (the image's fields, length-prefixed, its tensor maps
//!   included: they are compiler output, so they are part of the entry and its checksum rather
//!   than of the key, which is over the compiler's input), then an FNV-1a 128
//!   checksum of everything before it. A reader checks magic, version, key, length and checksum:
//!   a flipped byte or a truncated file is detected (each FNV step is a bijection, so any one
//!   changed byte changes the checksum), reported as [`CacheOutcome::Corrupt`], recompiled and
//!   overwritten.
//! - **Versions**: 2 added the tensor maps, 3 their planes. Entries of version 1 stay in their own `v1`
//!   directory for older builds; the version is part of the key too.
//! - **Concurrent writers**: each writes a temporary file with a name unique to the process and
//!   the write, then renames it over the entry. Rename is atomic on POSIX and Windows, so a
//!   reader sees either no entry, an old complete one or a new complete one, never a mix.
//!   Entries are not fsynced: after a power loss an entry may be torn, which the checksum
//!   catches.
//! - **Failures of the disk cache are not errors**: an unreadable directory or a full disk
//!   turns the disk part off for that call and is counted in [`CacheStats`]; compiling still
//!   works.
//! - The memory map is unbounded (an image is a few kilobytes; a process compiles few kernels).

use crate::error::{Error, Result};
use crate::hash::{fnv1a_128, StableHasher};
use crate::image::{Code, KernelImage};
use crate::signature::ParamSig;
use crate::tensor_map::{TensorExtent, TensorMapSpec, TensorRowLen};
use std::collections::HashMap;
use std::fmt::{self, Display};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use tessera_ir::{DType, Kernel, Type};

/// The entry format version; part of the key and of the directory name.
pub const FORMAT_VERSION: u32 = 3;
const MAGIC: &[u8; 8] = b"TSRKCACH";
const HEADER: usize = 8 + 4 + 4 + 16 + 8;
const CHECKSUM: usize = 16;

/// A cache key: 128 bits, shown as 32 hex digits.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CacheKey(pub u128);

impl CacheKey {
    /// The key of a kernel's canonical text for `target` under `options`.
    pub fn new(kernel_text: &str, target: &str, options: &str) -> CacheKey {
        let mut h = StableHasher::new();
        h.field(format!("tessera kernel cache v{FORMAT_VERSION}").as_bytes());
        h.field(target.as_bytes());
        h.field(options.as_bytes());
        h.field(kernel_text.as_bytes());
        CacheKey(h.finish())
    }

    /// The key of `kernel` (through its canonical text).
    pub fn of_kernel(kernel: &Kernel, target: &str, options: &str) -> CacheKey {
        CacheKey::new(&tessera_ir::text::print_kernel(kernel), target, options)
    }
}

impl Display for CacheKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:032x}", self.0)
    }
}

/// Where an image came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CacheOutcome {
    /// The kernel was already loaded on the device (no cache lookup, no driver work).
    Device,
    /// Found in memory.
    Memory,
    /// Read from disk.
    Disk,
    /// Not cached: compiled.
    Miss,
    /// A disk entry was damaged (the reason): compiled and rewritten.
    Corrupt(String),
    /// The cache is disabled: compiled.
    Disabled,
    /// Nothing to compile (the CPU device runs the IR).
    NotCompiled,
}

impl Display for CacheOutcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CacheOutcome::Device => f.write_str("already loaded on the device"),
            CacheOutcome::Memory => f.write_str("memory hit"),
            CacheOutcome::Disk => f.write_str("disk hit"),
            CacheOutcome::Miss => f.write_str("miss, compiled"),
            CacheOutcome::Corrupt(why) => write!(f, "corrupt entry ({why}), recompiled"),
            CacheOutcome::Disabled => f.write_str("disabled, compiled"),
            CacheOutcome::NotCompiled => f.write_str("not compiled (interpreted)"),
        }
    }
}

/// How a [`Cache`] is set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CacheConfig {
    /// False: every lookup misses and nothing is stored.
    pub enabled: bool,
    /// The directory for entries (the `v2` directory goes below it); `None`: memory only.
    pub dir: Option<PathBuf>,
}

impl CacheConfig {
    /// From `TESSERA_CACHE` and `TESSERA_CACHE_DIR` (see the module docs).
    pub fn from_env() -> CacheConfig {
        let mode = std::env::var("TESSERA_CACHE").unwrap_or_default().to_ascii_lowercase();
        if matches!(mode.as_str(), "0" | "off" | "false" | "no") {
            return CacheConfig { enabled: false, dir: None };
        }
        if mode == "memory" {
            return CacheConfig { enabled: true, dir: None };
        }
        let dir = match std::env::var_os("TESSERA_CACHE_DIR") {
            Some(d) if !d.is_empty() => Some(PathBuf::from(d)),
            _ => default_dir(),
        };
        CacheConfig { enabled: true, dir }
    }
}

/// `<user cache dir>/tessera/kernels`, if the platform has a user cache directory.
pub fn default_dir() -> Option<PathBuf> {
    let env = |k: &str| std::env::var_os(k).filter(|v| !v.is_empty()).map(PathBuf::from);
    let base = if cfg!(windows) {
        env("LOCALAPPDATA")
    } else if cfg!(target_os = "macos") {
        env("HOME").map(|h| h.join("Library/Caches"))
    } else {
        env("XDG_CACHE_HOME").filter(|p| p.is_absolute()).or_else(|| env("HOME").map(|h| h.join(".cache")))
    }?;
    Some(base.join("tessera").join("kernels"))
}

/// Counters since the cache was made.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CacheStats {
    pub memory_hits: u64,
    pub disk_hits: u64,
    pub misses: u64,
    pub corrupt: u64,
    pub compiles: u64,
    pub disk_writes: u64,
    /// Disk reads or writes that failed for reasons other than a missing or damaged entry.
    pub disk_errors: u64,
    /// The last such failure, for diagnosis.
    pub last_disk_error: Option<String>,
}

#[derive(Default)]
struct Counters {
    memory_hits: AtomicU64,
    disk_hits: AtomicU64,
    misses: AtomicU64,
    corrupt: AtomicU64,
    compiles: AtomicU64,
    disk_writes: AtomicU64,
    disk_errors: AtomicU64,
}

/// The compiled-kernel cache (see the module docs).
pub struct Cache {
    config: CacheConfig,
    /// `<dir>/v2`, when there is a disk part.
    entries: Option<PathBuf>,
    memory: Mutex<HashMap<CacheKey, Arc<KernelImage>>>,
    counters: Counters,
    last_disk_error: Mutex<Option<String>>,
}

impl std::fmt::Debug for Cache {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Cache({:?})", self.config)
    }
}

impl Cache {
    pub fn new(config: CacheConfig) -> Cache {
        let entries = config.dir.as_ref().filter(|_| config.enabled).map(|d| d.join(format!("v{FORMAT_VERSION}")));
        Cache {
            config,
            entries,
            memory: Mutex::new(HashMap::new()),
            counters: Counters::default(),
            last_disk_error: Mutex::new(None),
        }
    }

    /// As the environment says (see the module docs).
    pub fn from_env() -> Cache {
        Cache::new(CacheConfig::from_env())
    }

    /// A cache that never hits and stores nothing.
    pub fn disabled() -> Cache {
        Cache::new(CacheConfig { enabled: false, dir: None })
    }

    /// A cache in memory only.
    pub fn memory_only() -> Cache {
        Cache::new(CacheConfig { enabled: true, dir: None })
    }

    /// A cache in memory and in `dir`.
    pub fn in_dir(dir: impl Into<PathBuf>) -> Cache {
        Cache::new(CacheConfig { enabled: true, dir: Some(dir.into()) })
    }

    /// The process-wide cache, configured from the environment on first use.
    pub fn global() -> &'static Cache {
        static GLOBAL: OnceLock<Cache> = OnceLock::new();
        GLOBAL.get_or_init(Cache::from_env)
    }

    pub fn config(&self) -> &CacheConfig {
        &self.config
    }

    pub fn is_enabled(&self) -> bool {
        self.config.enabled
    }

    /// The directory the disk part lives in (entries go in its `v2` directory), if there is a
    /// disk part.
    pub fn dir(&self) -> Option<&Path> {
        self.config.dir.as_deref().filter(|_| self.config.enabled)
    }

    /// The file that holds (or would hold) `key`'s entry.
    pub fn entry_path(&self, key: CacheKey) -> Option<PathBuf> {
        self.entries.as_ref().map(|d| d.join(format!("{key}.tkc")))
    }

    /// Forgets the memory part (the disk part stays).
    pub fn clear_memory(&self) {
        self.memory.lock().unwrap_or_else(|e| e.into_inner()).clear();
    }

    pub fn stats(&self) -> CacheStats {
        let c = &self.counters;
        let l = |a: &AtomicU64| a.load(Ordering::Relaxed);
        CacheStats {
            memory_hits: l(&c.memory_hits),
            disk_hits: l(&c.disk_hits),
            misses: l(&c.misses),
            corrupt: l(&c.corrupt),
            compiles: l(&c.compiles),
            disk_writes: l(&c.disk_writes),
            disk_errors: l(&c.disk_errors),
            last_disk_error: self.last_disk_error.lock().unwrap_or_else(|e| e.into_inner()).clone(),
        }
    }

    fn disk_error(&self, what: String) {
        self.counters.disk_errors.fetch_add(1, Ordering::Relaxed);
        *self.last_disk_error.lock().unwrap_or_else(|e| e.into_inner()) = Some(what);
    }

    /// Looks `key` up in memory, then on disk. `Err(reason)` when a disk entry exists but is
    /// damaged; `Ok(None)` when there is none (or the cache is disabled).
    pub fn lookup(&self, key: CacheKey) -> std::result::Result<Option<(Arc<KernelImage>, CacheOutcome)>, String> {
        if !self.config.enabled {
            return Ok(None);
        }
        if let Some(img) = self.memory.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
            self.counters.memory_hits.fetch_add(1, Ordering::Relaxed);
            return Ok(Some((img.clone(), CacheOutcome::Memory)));
        }
        let Some(path) = self.entry_path(key) else {
            return Ok(None);
        };
        let bytes = match std::fs::read(&path) {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => {
                self.disk_error(format!("reading {}: {e}", path.display()));
                return Ok(None);
            }
        };
        let image = Arc::new(decode_entry(&bytes, key)?);
        self.counters.disk_hits.fetch_add(1, Ordering::Relaxed);
        self.memory.lock().unwrap_or_else(|e| e.into_inner()).insert(key, image.clone());
        Ok(Some((image, CacheOutcome::Disk)))
    }

    /// Stores `image` under `key` in memory and (best effort) on disk.
    pub fn insert(&self, key: CacheKey, image: KernelImage) -> Arc<KernelImage> {
        let image = Arc::new(image);
        if !self.config.enabled {
            return image;
        }
        self.memory.lock().unwrap_or_else(|e| e.into_inner()).insert(key, image.clone());
        if let Some(path) = self.entry_path(key) {
            match write_atomically(&path, &encode_entry(&image, key)) {
                Ok(()) => {
                    self.counters.disk_writes.fetch_add(1, Ordering::Relaxed);
                }
                Err(e) => self.disk_error(format!("writing {}: {e}", path.display())),
            }
        }
        image
    }

    /// The image for `key`: from memory, from disk, or from `compile` (then stored). `target`
    /// only names the target in a compile error.
    pub fn get_or_compile<E: Display>(
        &self,
        key: CacheKey,
        target: &str,
        compile: impl FnOnce() -> Result<KernelImage, E>,
    ) -> Result<(Arc<KernelImage>, CacheOutcome)> {
        let outcome = match self.lookup(key) {
            Ok(Some(hit)) => return Ok(hit),
            Ok(None) if !self.config.enabled => CacheOutcome::Disabled,
            Ok(None) => CacheOutcome::Miss,
            Err(why) => {
                self.counters.corrupt.fetch_add(1, Ordering::Relaxed);
                CacheOutcome::Corrupt(why)
            }
        };
        if outcome != CacheOutcome::Disabled {
            self.counters.misses.fetch_add(1, Ordering::Relaxed);
        }
        self.counters.compiles.fetch_add(1, Ordering::Relaxed);
        let image = compile().map_err(|e| Error::Compile { target: target.into(), message: e.to_string() })?;
        image.validate()?;
        Ok((self.insert(key, image), outcome))
    }
}

/// Writes `bytes` to `path` through a unique temporary file and a rename (creating the
/// directory): a reader sees the old file or the new one, never a mix. Other files kept beside
/// the cache (the autotuner's choices) are written with it too.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let dir = path.parent().ok_or_else(|| std::io::Error::other("entry path has no directory"))?;
    std::fs::create_dir_all(dir)?;
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("entry");
    let tmp = dir.join(format!(".{name}.{}.{}.tmp", std::process::id(), COUNTER.fetch_add(1, Ordering::Relaxed)));
    let result = (|| {
        let mut f = std::fs::OpenOptions::new().write(true).create_new(true).open(&tmp)?;
        f.write_all(bytes)?;
        drop(f);
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

struct Writer(Vec<u8>);

impl Writer {
    fn u8(&mut self, v: u8) {
        self.0.push(v);
    }
    fn u32(&mut self, v: u32) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }
    fn u64(&mut self, v: u64) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }
    fn bytes(&mut self, b: &[u8]) {
        self.u64(b.len() as u64);
        self.0.extend_from_slice(b);
    }
}

struct Reader<'a> {
    data: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> std::result::Result<&'a [u8], String> {
        let end = self.at.checked_add(n).filter(|&e| e <= self.data.len()).ok_or("body ends early")?;
        let s = &self.data[self.at..end];
        self.at = end;
        Ok(s)
    }
    fn u8(&mut self) -> std::result::Result<u8, String> {
        Ok(self.take(1)?[0])
    }
    fn u32(&mut self) -> std::result::Result<u32, String> {
        let mut b = [0u8; 4];
        b.copy_from_slice(self.take(4)?);
        Ok(u32::from_le_bytes(b))
    }
    fn u64(&mut self) -> std::result::Result<u64, String> {
        let mut b = [0u8; 8];
        b.copy_from_slice(self.take(8)?);
        Ok(u64::from_le_bytes(b))
    }
    fn bytes(&mut self) -> std::result::Result<&'a [u8], String> {
        let n = usize::try_from(self.u64()?).map_err(|_| "length overflows")?;
        self.take(n)
    }
    fn string(&mut self) -> std::result::Result<String, String> {
        String::from_utf8(self.bytes()?.to_vec()).map_err(|_| "a string is not UTF-8".to_string())
    }
}

/// Reads a parameter type written by `Type`'s `Display`: `i32`, `ptr<f16>`.
fn parse_param_type(s: &str) -> Option<Type> {
    if let Some(inner) = s.strip_prefix("ptr<").and_then(|r| r.strip_suffix('>')) {
        return DType::from_name(inner).map(Type::ptr);
    }
    DType::from_name(s).map(Type::num)
}

/// The bytes of an entry for `image` under `key`.
pub fn encode_entry(image: &KernelImage, key: CacheKey) -> Vec<u8> {
    let mut body = Writer(Vec::new());
    body.bytes(image.entry.as_bytes());
    body.bytes(image.target.as_bytes());
    match &image.code {
        Code::Ptx(s) => {
            body.u8(0);
            body.bytes(s.as_bytes());
        }
        Code::Cubin(b) => {
            body.u8(2);
            body.bytes(b);
        }
        Code::Hsaco(b) => {
            body.u8(1);
            body.bytes(b);
        }
    }
    body.u32(image.block_threads);
    body.u32(image.shared_bytes);
    body.u32(image.params.len() as u32);
    for p in &image.params {
        body.bytes(p.name.as_bytes());
        body.bytes(p.ty.to_string().as_bytes());
        match p.min_len {
            Some(n) => {
                body.u8(1);
                body.u64(n);
            }
            None => body.u8(0),
        }
    }
    body.u32(image.tensor_maps.len() as u32);
    for m in &image.tensor_maps {
        body.u64(m.buffer as u64);
        match m.row_len {
            TensorRowLen::Param(i) => {
                body.u8(0);
                body.u64(i as u64);
            }
            TensorRowLen::Const(n) => {
                body.u8(1);
                body.u64(n as u64);
            }
        }
        body.u32(m.elem_bytes);
        body.u32(m.box_dims[0]);
        body.u32(m.box_dims[1]);
        for e in m.extent {
            let (kind, v) = match e {
                TensorExtent::Whole => (0, 0),
                TensorExtent::Param(i) => (1, i as u64),
                TensorExtent::Const(n) => (2, n as u64),
            };
            body.u8(kind);
            body.u64(v);
        }
        body.u8(m.planes as u8);
    }
    let mut out = Writer(Vec::with_capacity(HEADER + body.0.len() + CHECKSUM));
    out.0.extend_from_slice(MAGIC);
    out.u32(FORMAT_VERSION);
    out.u32(0);
    out.0.extend_from_slice(&key.0.to_le_bytes());
    out.u64(body.0.len() as u64);
    out.0.extend_from_slice(&body.0);
    let sum = fnv1a_128(&out.0);
    out.0.extend_from_slice(&sum.to_le_bytes());
    out.0
}

/// Decodes and checks an entry; `Err` says what is wrong with it.
pub fn decode_entry(bytes: &[u8], key: CacheKey) -> std::result::Result<KernelImage, String> {
    if bytes.len() < HEADER + CHECKSUM {
        return Err(format!("truncated: {} bytes", bytes.len()));
    }
    if &bytes[..8] != MAGIC {
        return Err("not a tessera cache entry (bad magic)".into());
    }
    let mut r = Reader { data: bytes, at: 8 };
    let version = r.u32()?;
    if version != FORMAT_VERSION {
        return Err(format!("format version {version}, expected {FORMAT_VERSION}"));
    }
    r.u32()?;
    let mut k = [0u8; 16];
    k.copy_from_slice(r.take(16)?);
    let body_len = r.u64()?;
    let expected = (HEADER as u64).checked_add(body_len).and_then(|n| n.checked_add(CHECKSUM as u64));
    if expected != Some(bytes.len() as u64) {
        return Err(format!(
            "truncated or padded: {} bytes, the header says {}",
            bytes.len(),
            HEADER as u64 + body_len + 16
        ));
    }
    let (content, sum) = bytes.split_at(bytes.len() - CHECKSUM);
    let mut s = [0u8; 16];
    s.copy_from_slice(sum);
    if fnv1a_128(content) != u128::from_le_bytes(s) {
        return Err("checksum mismatch".into());
    }
    if u128::from_le_bytes(k) != key.0 {
        return Err(format!("holds key {:032x}, not {key}", u128::from_le_bytes(k)));
    }
    let mut r = Reader { data: &content[HEADER..], at: 0 };
    let entry = r.string()?;
    let target = r.string()?;
    let code = match r.u8()? {
        0 => Code::Ptx(r.string()?),
        1 => Code::Hsaco(r.bytes()?.to_vec()),
        2 => Code::Cubin(r.bytes()?.to_vec()),
        k => return Err(format!("unknown code kind {k}")),
    };
    let block_threads = r.u32()?;
    let shared_bytes = r.u32()?;
    let n = r.u32()?;
    let mut params = Vec::new();
    for _ in 0..n {
        let name = r.string()?;
        let ty_text = r.string()?;
        let ty = parse_param_type(&ty_text).ok_or_else(|| format!("bad parameter type `{ty_text}`"))?;
        let min_len = match r.u8()? {
            0 => None,
            _ => Some(r.u64()?),
        };
        params.push(ParamSig { name, ty, min_len });
    }
    let n = r.u32()?;
    let mut tensor_maps = Vec::new();
    for _ in 0..n {
        let index = |v: u64| usize::try_from(v).map_err(|_| "a parameter index overflows".to_string());
        let buffer = index(r.u64()?)?;
        let row_len = match (r.u8()?, r.u64()?) {
            (0, i) => TensorRowLen::Param(index(i)?),
            (1, n) => TensorRowLen::Const(u32::try_from(n).map_err(|_| "a row length overflows")?),
            (k, _) => return Err(format!("unknown tensor-map row length kind {k}")),
        };
        let elem_bytes = r.u32()?;
        let box_dims = [r.u32()?, r.u32()?];
        let mut extent = [TensorExtent::Whole; 2];
        for e in &mut extent {
            *e = match (r.u8()?, r.u64()?) {
                (0, _) => TensorExtent::Whole,
                (1, i) => TensorExtent::Param(index(i)?),
                (2, n) => TensorExtent::Const(u32::try_from(n).map_err(|_| "a tensor bound overflows")?),
                (k, _) => return Err(format!("unknown tensor-map extent kind {k}")),
            };
        }
        let planes = match r.u8()? {
            0 => false,
            1 => true,
            k => return Err(format!("unknown tensor-map planes flag {k}")),
        };
        tensor_maps.push(TensorMapSpec { buffer, row_len, elem_bytes, box_dims, extent, planes });
    }
    if r.at != r.data.len() {
        return Err("trailing bytes in the body".into());
    }
    Ok(KernelImage { entry, target, code, params, block_threads, shared_bytes, tensor_maps })
}
