//! Target names: a [`Target`] is a chip (`sm_90a`, `gfx942`), and also a target triple with a
//! chip, read and written with `target-lexicon`.
//!
//! ```text
//!   "sm_90a"                          the chip alone (what the CLI always took)
//!   "nvptx64-nvidia-cuda:sm_90a"      triple and chip in one string
//!   ("nvptx64-nvidia-cuda", "sm_90a") triple and chip apart (`--target T --chip C`)
//!        └─> Target::Sm90a,  whose triple() is nvptx64-nvidia-cuda and chip() "sm_90a"
//! ```
//!
//! Decisions:
//! - Two triples: `nvptx64-nvidia-cuda` for the PTX chips (sm_80, sm_90, sm_90a) and
//!   `amdgcn-amd-amdhsa` for the AMDGCN ones (gfx90a, gfx942, gfx1100). A triple names the
//!   instruction set and the loader, not the chip, so a triple without a chip is an error that
//!   lists the chips, rather than a silent default.
//! - A chip given with a triple of the other family (`amdgcn-amd-amdhsa:sm_90`) is an error.
//! - The canonical spelling, [`Target::full_name`], is `triple:chip`; it is what the JIT puts
//!   in the compile cache key, so two spellings of one target share their entries.
//! - A device's chip (what the runtime reports: `sm_90`, `gfx942`) maps to the target tessera
//!   compiles for on it (`target_for_chip`), for the JIT and for `tessera run` alike.

use crate::Target;
use std::str::FromStr;
use target_lexicon::{Architecture, OperatingSystem, Triple, Vendor};

impl Target {
    /// The chip name (`sm_90a`, `gfx942`): the same as [`Target::name`].
    pub fn chip(self) -> &'static str {
        self.name()
    }

    /// The target triple's name: `nvptx64-nvidia-cuda` or `amdgcn-amd-amdhsa`.
    pub fn triple_name(self) -> &'static str {
        match Family::of(self) {
            Family::Ptx => "nvptx64-nvidia-cuda",
            Family::Amdgcn => "amdgcn-amd-amdhsa",
        }
    }

    /// The target triple, as target-lexicon reads [`Target::triple_name`].
    pub fn triple(self) -> Triple {
        let mut t = Triple::unknown();
        match Family::of(self) {
            Family::Ptx => {
                t.architecture = Architecture::Nvptx64;
                t.vendor = Vendor::Nvidia;
                t.operating_system = OperatingSystem::Cuda;
            }
            Family::Amdgcn => {
                t.architecture = Architecture::AmdGcn;
                t.vendor = Vendor::Amd;
                t.operating_system = OperatingSystem::AmdHsa;
            }
        }
        t
    }

    /// `triple:chip`, e.g. `nvptx64-nvidia-cuda:sm_90a`.
    pub fn full_name(self) -> String {
        format!("{}:{}", self.triple_name(), self.chip())
    }

    /// The target named by a triple and a chip (`nvptx64-nvidia-cuda`, `sm_90a`).
    pub fn from_triple(triple: &str, chip: &str) -> Result<Target, String> {
        let family = Family::of_triple(triple)?;
        let target = Target::ALL
            .into_iter()
            .find(|t| t.name() == chip)
            .ok_or_else(|| format!("unknown chip `{chip}` for {triple} (known: {})", family.chips()))?;
        if Family::of(target) != family {
            return Err(format!("{chip} is not a chip of {triple} (its chips: {})", family.chips()));
        }
        Ok(target)
    }

    /// Parses `sm_90a`, `nvptx64-nvidia-cuda:sm_90a`, or, with `chip` given apart, a triple
    /// (`--target nvptx64-nvidia-cuda --chip sm_90a`). A chip given twice must agree.
    pub fn parse_with_chip(target: &str, chip: Option<&str>) -> Result<Target, String> {
        match (target.split_once(':'), chip) {
            (Some((triple, c)), None) => Target::from_triple(triple, c),
            (Some((triple, c)), Some(c2)) if c == c2 => Target::from_triple(triple, c),
            (Some((_, c)), Some(c2)) => Err(format!("the target names chip {c} and --chip names {c2}")),
            (None, Some(c)) if target.contains('-') => Target::from_triple(target, c),
            (None, Some(c)) => match chip_alone(target) {
                Ok(t) if t.name() == c => Ok(t),
                Ok(t) => Err(format!("--target {t} and --chip {c} disagree")),
                Err(e) => Err(e),
            },
            (None, None) if target.contains('-') => {
                let family = Family::of_triple(target)?;
                Err(format!(
                    "the triple {target} needs a chip: `{target}:CHIP` or --chip CHIP (chips: {})",
                    family.chips()
                ))
            }
            (None, None) => chip_alone(target),
        }
    }
}

/// The target tessera compiles for on a device whose chip is `name` (`sm_90`, `gfx942`): a
/// compute capability 9.0 GPU (H100, H200) gets sm_90a, whose wgmma and copy engine only that
/// chip has (the fastest code; the record kernels are sm_90a), a later sm_9x or newer the
/// portable sm_90, an sm_8x sm_80, an AMD chip its own name.
pub(crate) fn target_for_chip(name: &str) -> Result<Target, String> {
    use tessera_runtime::Target as Chip;
    match Chip::parse(name).map_err(|e| e.to_string())? {
        Chip::Sm { cc: 90, .. } => Ok(Target::Sm90a),
        Chip::Sm { cc, .. } if cc >= 90 => Ok(Target::Sm90),
        Chip::Sm { cc, .. } if cc >= 80 => Ok(Target::Sm80),
        Chip::Sm { cc, .. } => {
            Err(format!("the device is sm_{cc}; tessera compiles for sm_80 and newer (compute capability 8.0)"))
        }
        Chip::Gfx(g) => g.as_str().parse::<Target>().map_err(|e| format!("the device is {}: {e}", g.as_str())),
    }
}

/// A chip name alone.
fn chip_alone(s: &str) -> Result<Target, String> {
    Target::ALL.into_iter().find(|t| t.name() == s).ok_or_else(|| {
        format!(
            "unknown target `{s}` (known: {}; or a triple with a chip, such as nvptx64-nvidia-cuda:sm_90a)",
            Target::ALL.map(|t| t.name()).join(", ")
        )
    })
}

/// The two families of chips, one per triple.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Family {
    Ptx,
    Amdgcn,
}

impl Family {
    fn of(t: Target) -> Family {
        if t.gfx().is_some() {
            Family::Amdgcn
        } else {
            Family::Ptx
        }
    }

    fn of_triple(s: &str) -> Result<Family, String> {
        let t = Triple::from_str(s).map_err(|e| format!("`{s}` is not a target triple: {e}"))?;
        match (t.architecture, t.operating_system) {
            (Architecture::Nvptx64, OperatingSystem::Cuda | OperatingSystem::Unknown) => Ok(Family::Ptx),
            (Architecture::AmdGcn, OperatingSystem::AmdHsa | OperatingSystem::Unknown) => Ok(Family::Amdgcn),
            _ => Err(format!("tessera compiles for nvptx64-nvidia-cuda and amdgcn-amd-amdhsa, not {s}")),
        }
    }

    fn chips(self) -> String {
        let list = match self {
            Family::Ptx => Target::PTX,
            Family::Amdgcn => Target::AMDGCN,
        };
        list.map(|t| t.name()).join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn triples_and_chips_round_trip() {
        for t in Target::ALL {
            let full = t.full_name();
            assert_eq!(full.parse::<Target>(), Ok(t), "{full}");
            let (triple, chip) = full.split_once(':').unwrap();
            assert_eq!(Target::parse_with_chip(triple, Some(chip)), Ok(t));
            assert_eq!(Target::parse_with_chip(t.name(), None), Ok(t));
        }
        assert_eq!(Target::Sm90a.full_name(), "nvptx64-nvidia-cuda:sm_90a");
        assert_eq!(Target::Gfx942.full_name(), "amdgcn-amd-amdhsa:gfx942");
        for t in Target::ALL {
            assert_eq!(
                t.triple_name().parse::<Triple>().map(|p| (p.architecture, p.operating_system)),
                Ok((t.triple().architecture, t.triple().operating_system))
            );
        }
    }

    #[test]
    fn bad_triples_and_chips_are_errors() {
        let e = Target::parse_with_chip("nvptx64-nvidia-cuda", None).unwrap_err();
        assert!(e.contains("needs a chip") && e.contains("sm_90a"), "{e}");
        let e = Target::parse_with_chip("amdgcn-amd-amdhsa:sm_90", None).unwrap_err();
        assert!(e.contains("not a chip of amdgcn-amd-amdhsa"), "{e}");
        let e = Target::parse_with_chip("x86_64-unknown-linux-gnu:sm_90", None).unwrap_err();
        assert!(e.contains("not x86_64-unknown-linux-gnu"), "{e}");
        let e = Target::parse_with_chip("nvptx64-nvidia-cuda:sm_70", None).unwrap_err();
        assert!(e.contains("unknown chip `sm_70`"), "{e}");
        let e = Target::parse_with_chip("nvptx64-nvidia-cuda:sm_90", Some("sm_80")).unwrap_err();
        assert!(e.contains("sm_90") && e.contains("sm_80"), "{e}");
        let e = Target::parse_with_chip("sm_90", Some("sm_80")).unwrap_err();
        assert!(e.contains("disagree"), "{e}");
        assert!(Target::parse_with_chip("bogus-triple-here:sm_90", None).is_err());
    }

    #[test]
    fn a_devices_chip_picks_its_fastest_target() {
        let cases = [
            ("sm_90", Ok(Target::Sm90a)),
            ("sm_90a", Ok(Target::Sm90a)),
            ("sm_100", Ok(Target::Sm90)),
            ("sm_89", Ok(Target::Sm80)),
            ("sm_80", Ok(Target::Sm80)),
            ("gfx942", Ok(Target::Gfx942)),
        ];
        for (chip, want) in cases {
            assert_eq!(target_for_chip(chip), want, "{chip}");
        }
        let e = target_for_chip("sm_75").unwrap_err();
        assert!(e.contains("sm_80 and newer"), "{e}");
    }
}
