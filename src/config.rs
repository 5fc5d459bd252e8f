//! [`Config`]: the named integer constants of one kernel configuration (`BLOCK_M`,
//! `num_warps`, ...). The JIT keeps a kernel's constants for its grid closures (`Meta::constant`)
//! and the autotuner searches over lists of them (`tune`, which re-exports it as
//! `tessera::tune::Config`). It lives apart from both so that the JIT does not depend on the
//! autotuner: `tune` uses `jit`, and both use this module.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

/// Constants of one kernel configuration, by name.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Config(BTreeMap<String, i64>);

impl Config {
    pub fn new() -> Config {
        Config::default()
    }

    /// This config with `name = value`.
    pub fn with(mut self, name: &str, value: i64) -> Config {
        self.0.insert(name.to_string(), value);
        self
    }

    pub fn set(&mut self, name: &str, value: i64) {
        self.0.insert(name.to_string(), value);
    }

    pub fn get(&self, name: &str) -> Option<i64> {
        self.0.get(name).copied()
    }

    /// `num_warps`, when the config has it.
    pub fn num_warps(&self) -> Option<i64> {
        self.get("num_warps")
    }

    /// `num_stages`, when the config has it.
    pub fn num_stages(&self) -> Option<i64> {
        self.get("num_stages")
    }

    pub fn iter(&self) -> impl Iterator<Item = (&str, i64)> {
        self.0.iter().map(|(k, &v)| (k.as_str(), v))
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Every combination of the values of each name (the first name varies slowest).
    pub fn product(axes: &[(&str, &[i64])]) -> Vec<Config> {
        let mut out = vec![Config::new()];
        for (name, values) in axes {
            out = out.iter().flat_map(|c| values.iter().map(move |&v| c.clone().with(name, v))).collect();
        }
        out
    }
}

impl fmt::Display for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return f.write_str("(no constants)");
        }
        for (i, (k, v)) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{k}={v}")?;
        }
        Ok(())
    }
}
