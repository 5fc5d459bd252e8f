//! What the compiler hands the runtime: a [`KernelImage`] (device code plus everything needed to
//! launch it) and its parameter signature ([`ParamSig`]).
//!
//! The launch ABI, which the backends and the runtime share:
//!
//! ```text
//!   grid   = the tile program grid (x, y, z); program_id(a) is the block index along a
//!   block  = (block_threads, 1, 1)
//!   dynamic shared memory = shared_bytes per program
//!   params, in the tile kernel's order:
//!     ptr<d>  -> the 64-bit device address of the first element
//!     d       -> the raw bits in d.bytes() bytes, little-endian (i1: one byte 0/1; f16/bf16: 2)
//!   then one 128-byte CUtensorMap per tensor map (`.param .align 64 .b8 tmapK[128]`), in order,
//!     built by the launch from the arguments (CUDA only; see [`crate::tensor_map`])
//! ```
//!
//! Targets are strings as the vendors spell them: `sm_80`, `sm_90`, `sm_90a` (PTX, NVIDIA) and
//! `gfx90a`, `gfx942`, `gfx1100` (HSA code objects, AMD). [`Target::parse`] reads them and says
//! whether an image can run on a device: PTX for `sm_XY` runs on any device of compute capability
//! X.Y or newer (the driver JIT-compiles it), `sm_XYa` only on exactly X.Y; a code object runs
//! only on its own `gfx` architecture.

use crate::error::{Error, Result};
pub use crate::signature::{signature_of, ParamSig};
use crate::tensor_map::TensorMapSpec;
use std::fmt;

/// Device code.
#[derive(Clone, PartialEq, Eq)]
pub enum Code {
    /// PTX text, for the CUDA driver's JIT.
    Ptx(String),
    /// A CUDA binary (ELF) for the target's exact architecture, as an external assembler
    /// (`ptxas`) writes it: loaded as it is, with no JIT (`tessera fuzz --ptxas`).
    Cubin(Vec<u8>),
    /// An HSA code object (ELF), for HIP.
    Hsaco(Vec<u8>),
}

impl Code {
    pub fn kind_name(&self) -> &'static str {
        match self {
            Code::Ptx(_) => "PTX",
            Code::Cubin(_) => "CUDA binary",
            Code::Hsaco(_) => "HSA code object",
        }
    }
    pub fn len(&self) -> usize {
        match self {
            Code::Ptx(s) => s.len(),
            Code::Cubin(b) | Code::Hsaco(b) => b.len(),
        }
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl fmt::Debug for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}({} bytes)", self.kind_name(), self.len())
    }
}

/// A compiled kernel, ready to load on a device of its target.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelImage {
    /// The `.entry` symbol (= the tile kernel's name).
    pub entry: String,
    /// `sm_90`, `sm_80`, `gfx942`, ...
    pub target: String,
    pub code: Code,
    /// In order; exactly the tile kernel's params.
    pub params: Vec<ParamSig>,
    /// Threads per program: the launch block is `(block_threads, 1, 1)`.
    pub block_threads: u32,
    /// Dynamic shared memory per program, in bytes.
    pub shared_bytes: u32,
    /// The tensor maps the launch builds and passes after `params`, in order (PTX for sm_90
    /// and newer; empty for kernels that do not use the copy engine).
    pub tensor_maps: Vec<TensorMapSpec>,
}

impl KernelImage {
    /// Checks what can be checked without a device: a name, a known target whose vendor matches
    /// the code kind, a block size of 1..=1024 threads, scalar parameter types, and tensor maps
    /// that fit the parameters (see [`TensorMapSpec`]).
    pub fn validate(&self) -> Result<()> {
        let bad = |m: String| Err(Error::Invalid(format!("kernel image `{}`: {m}", self.entry)));
        if self.entry.is_empty() || self.entry.contains('\0') {
            return bad("the entry name is empty or holds a NUL byte".into());
        }
        let target = Target::parse(&self.target)?;
        match (&self.code, target) {
            (Code::Ptx(_) | Code::Cubin(_), Target::Sm { .. }) | (Code::Hsaco(_), Target::Gfx(_)) => {}
            (code, _) => return bad(format!("{} code for target {}", code.kind_name(), self.target)),
        }
        if self.block_threads == 0 || self.block_threads > 1024 {
            return bad(format!("block_threads {} is not in 1..=1024", self.block_threads));
        }
        for p in &self.params {
            if !p.ty.is_scalar() {
                return bad(format!("parameter %{} has type {}, not a scalar or pointer", p.name, p.ty));
            }
        }
        for (k, map) in self.tensor_maps.iter().enumerate() {
            map.check(&self.params).or_else(|why| bad(format!("tensor map {k}: {why}")))?;
        }
        Ok(())
    }
}

/// A parsed target name.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// `sm_XY` (`arch_specific` for `sm_XYa`): compute capability X.Y as `10 * X + Y`.
    Sm { cc: u32, arch_specific: bool },
    /// `gfxNNNN` (any `:feature` suffix dropped).
    Gfx(GfxName),
}

/// An AMD architecture name such as `gfx942` (at most 15 bytes).
#[derive(Copy, Clone, PartialEq, Eq)]
pub struct GfxName([u8; 16]);

impl GfxName {
    pub fn as_str(&self) -> &str {
        let n = self.0.iter().position(|&b| b == 0).unwrap_or(16);
        std::str::from_utf8(&self.0[..n]).unwrap_or("gfx?")
    }
}

impl fmt::Debug for GfxName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Target {
    pub fn parse(s: &str) -> Result<Target> {
        let err = || Error::Invalid(format!("unknown target `{s}`: expected sm_XY, sm_XYa or gfxNNN"));
        if let Some(rest) = s.strip_prefix("sm_") {
            let (digits, arch_specific) = match rest.strip_suffix('a') {
                Some(d) => (d, true),
                None => (rest, false),
            };
            if digits.len() < 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
                return Err(err());
            }
            let cc: u32 = digits.parse().map_err(|_| err())?;
            return Ok(Target::Sm { cc, arch_specific });
        }
        // gfx names may carry feature suffixes after ':' (gfx90a:xnack-); the base is what matters.
        let base = s.split(':').next().unwrap_or(s);
        if let Some(rest) = base.strip_prefix("gfx") {
            if rest.is_empty() || base.len() > 15 || !rest.bytes().all(|b| b.is_ascii_alphanumeric()) {
                return Err(err());
            }
            let mut name = [0u8; 16];
            name[..base.len()].copy_from_slice(base.as_bytes());
            return Ok(Target::Gfx(GfxName(name)));
        }
        Err(err())
    }

    /// Whether code for `self` runs on a device whose own target is `device`; `Err` says why not.
    pub fn runs_on(&self, device: &Target) -> std::result::Result<(), String> {
        match (self, device) {
            (Target::Sm { cc, arch_specific }, Target::Sm { cc: dev, .. }) => {
                if *arch_specific && cc != dev {
                    Err(format!(
                        "arch-specific PTX for sm_{cc}a runs only on compute capability {}.{}",
                        cc / 10,
                        cc % 10
                    ))
                } else if cc > dev {
                    Err(format!("the device's compute capability {}.{} is older than sm_{cc}", dev / 10, dev % 10))
                } else {
                    Ok(())
                }
            }
            (Target::Gfx(a), Target::Gfx(b)) => {
                if a == b {
                    Ok(())
                } else {
                    Err(format!("a code object for {} does not run on {}", a.as_str(), b.as_str()))
                }
            }
            (Target::Sm { .. }, Target::Gfx(_)) => Err("PTX needs an NVIDIA GPU".into()),
            (Target::Gfx(_), Target::Sm { .. }) => Err("an HSA code object needs an AMD GPU".into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tessera_ir::{DType, Type};

    #[test]
    fn targets_parse_and_match() {
        let sm80 = Target::parse("sm_80").unwrap();
        let sm90 = Target::parse("sm_90").unwrap();
        let sm90a = Target::parse("sm_90a").unwrap();
        assert_eq!(sm90a, Target::Sm { cc: 90, arch_specific: true });
        assert!(sm80.runs_on(&sm90).is_ok());
        assert!(sm90.runs_on(&sm80).is_err());
        assert!(sm90a.runs_on(&sm90).is_ok());
        assert!(Target::parse("sm_100a").unwrap().runs_on(&sm90).is_err());
        let g = Target::parse("gfx942").unwrap();
        assert!(g.runs_on(&Target::parse("gfx942:sramecc+:xnack-").unwrap()).is_ok());
        assert!(g.runs_on(&Target::parse("gfx90a").unwrap()).is_err());
        assert!(g.runs_on(&sm90).is_err());
        for bad in ["", "sm_", "sm_9", "sm_9x", "gfx", "gfx9-0", "x86_64", "gfx12345678901234"] {
            assert!(Target::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn images_are_validated() {
        let mut img = KernelImage {
            entry: "k".into(),
            target: "sm_90".into(),
            code: Code::Ptx(String::new()),
            params: vec![ParamSig::ptr("x", DType::F32), ParamSig::num("n", DType::I32)],
            block_threads: 128,
            shared_bytes: 0,
            tensor_maps: vec![],
        };
        assert!(img.validate().is_ok());
        img.target = "gfx942".into();
        assert!(img.validate().unwrap_err().to_string().contains("PTX code for target gfx942"));
        img.target = "sm_90".into();
        img.block_threads = 2048;
        assert!(img.validate().is_err());
        img.block_threads = 128;
        img.params.push(ParamSig::new("t", Type::tile(DType::F32, &[4]).unwrap()));
        assert!(img.validate().unwrap_err().to_string().contains("not a scalar"));
        img.params.pop();
        use crate::tensor_map::TensorRowLen;
        let map = TensorMapSpec {
            buffer: 0,
            row_len: TensorRowLen::Param(1),
            elem_bytes: 4,
            box_dims: [32, 8],
            extent: [crate::TensorExtent::Whole; 2],
            planes: false,
        };
        img.tensor_maps = vec![map, TensorMapSpec { row_len: TensorRowLen::Const(96), ..map }];
        assert!(img.validate().is_ok());
        img.tensor_maps.push(TensorMapSpec { buffer: 1, ..map });
        let e = img.validate().unwrap_err().to_string();
        assert_eq!(e, "kernel image `k`: tensor map 2: buffer parameter 1 (%n) is a i32, not a pointer");
        img.tensor_maps[2] = TensorMapSpec { box_dims: [48, 8], ..map };
        let e = img.validate().unwrap_err().to_string();
        assert!(
            e.contains("tensor map 2: box rows of 48 x 4 = 192 bytes; the swizzled copy needs 32, 64 or 128"),
            "{e}"
        );
    }
}
