//! [`DeviceKind`]: which kind of device (CPU, CUDA, HIP) — a plain name that errors, device
//! selection and the command line share, kept apart from [`crate::device`] so that the error
//! type can name it without depending on devices.

use std::fmt;

/// The kinds of device.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DeviceKind {
    /// The CPU reference interpreter (always present).
    Cpu,
    /// An NVIDIA GPU through the CUDA driver.
    Cuda,
    /// An AMD GPU through HIP (feature `hip`).
    Hip,
}

impl DeviceKind {
    pub fn name(self) -> &'static str {
        match self {
            DeviceKind::Cpu => "cpu",
            DeviceKind::Cuda => "cuda",
            DeviceKind::Hip => "hip",
        }
    }
}

impl fmt::Display for DeviceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for DeviceKind {
    type Err = String;
    fn from_str(s: &str) -> Result<DeviceKind, String> {
        match s {
            "cpu" => Ok(DeviceKind::Cpu),
            "cuda" => Ok(DeviceKind::Cuda),
            "hip" => Ok(DeviceKind::Hip),
            _ => Err(format!("unknown device `{s}`: expected cpu, cuda or hip")),
        }
    }
}
