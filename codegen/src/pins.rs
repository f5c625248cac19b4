//! `pins.toml`: the pinned versions of every outside input.

use std::collections::BTreeMap;
use std::path::Path;

use serde::Deserialize;

use crate::Result;

#[derive(Debug, Deserialize)]
pub struct Pins {
    /// Per CUDA major ("12", "13"): the wheels holding its headers, libraries and compiler.
    pub cuda: BTreeMap<String, CudaPins>,
    pub debian: Vec<DebianPins>,
}

#[derive(Debug, Deserialize)]
pub struct CudaPins {
    /// `name==version` requirements, as pip takes them: what building and running an
    /// nvcc-built cuBLAS program needs (nvcc, the runtime, cuBLAS), fetched by every command
    /// that builds such a program, `cargo xtask demo` among them.
    #[serde(default)]
    pub toolkit: Vec<String>,
    /// The rest: headers and libraries only codegen and the full test suite read.
    pub wheels: Vec<String>,
}

impl CudaPins {
    /// Every pinned wheel, the toolkit's first.
    pub fn all(&self) -> impl Iterator<Item = &String> {
        self.toolkit.iter().chain(&self.wheels)
    }
}

#[derive(Debug, Deserialize)]
pub struct DebianPins {
    pub suite: String,
    pub component: String,
    /// `name=version`, as apt-get takes them.
    pub packages: Vec<String>,
    /// Keep only the export lists of the packages' shared libraries, not their files
    /// (`deb_exports`): for runtime packages, whose libraries are gigabytes of GPU code.
    #[serde(default)]
    pub exports_only: bool,
}

impl Pins {
    pub fn load(path: &Path) -> Result<Pins> {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        Ok(toml::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?)
    }

    /// The version a Debian package is pinned at.
    pub fn debian_version(&self, package: &str) -> Option<&str> {
        self.debian.iter().flat_map(|group| &group.packages).find_map(|spec| {
            let (name, version) = spec.split_once('=')?;
            (name == package).then_some(version)
        })
    }
}
