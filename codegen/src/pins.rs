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
    /// Other releases of wheels pinned above, for their libraries' export lists only: a
    /// soname spans minor releases (`libcudnn.so.9` is cuDNN 9.0 to 9.28), an application
    /// links against whichever release it was built with, so rocuda exports the union of
    /// every listed release's symbols. Only the lists are kept (`vendor`), not the files.
    #[serde(default)]
    pub exports: Vec<String>,
}

impl CudaPins {
    /// Every pinned wheel, the toolkit's first: what is unpacked into the major's tree.
    pub fn all(&self) -> impl Iterator<Item = &String> {
        self.toolkit.iter().chain(&self.wheels)
    }

    /// The releases of `package` pinned for their export lists, as `(spec, version)`.
    pub fn exports_of<'a>(&'a self, package: &'a str) -> impl Iterator<Item = (&'a str, &'a str)> {
        self.exports.iter().filter_map(move |spec| {
            let (name, version) = spec.split_once("==")?;
            (name == package).then_some((spec.as_str(), version))
        })
    }

    /// Each export-list pin must be another release of a wheel this major unpacks: the
    /// library table finds a release's lists by the package it shares with that wheel.
    fn check(&self, major: &str) -> Result<()> {
        for spec in &self.exports {
            let (package, version) = spec.split_once("==").ok_or_else(|| format!("cuda.{major}.exports: {spec}: expected name==version"))?;
            let pinned = self.all().find_map(|pinned| pinned.split_once("==").filter(|(name, _)| *name == package));
            match pinned {
                None => return Err(format!("cuda.{major}.exports: {spec}: no release of {package} is in cuda.{major}'s wheels").into()),
                Some((_, unpacked)) if unpacked == version => {
                    return Err(format!("cuda.{major}.exports: {spec} is the release cuda.{major}'s wheels unpack").into());
                }
                Some(_) => {}
            }
        }
        Ok(())
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
        let pins: Pins = toml::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        for (major, cuda) in &pins.cuda {
            cuda.check(major).map_err(|e| format!("{}: {e}", path.display()))?;
        }
        Ok(pins)
    }

    /// The version a Debian package is pinned at.
    pub fn debian_version(&self, package: &str) -> Option<&str> {
        self.debian.iter().flat_map(|group| &group.packages).find_map(|spec| {
            let (name, version) = spec.split_once('=')?;
            (name == package).then_some(version)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cuda(wheels: &[&str], exports: &[&str]) -> CudaPins {
        let strings = |specs: &[&str]| specs.iter().map(|s| s.to_string()).collect();
        CudaPins { toolkit: Vec::new(), wheels: strings(wheels), exports: strings(exports) }
    }

    #[test]
    fn an_export_list_pin_is_another_release_of_an_unpacked_wheel() {
        let pins = cuda(&["nvidia-cudnn-cu12==9.28.0.42"], &["nvidia-cudnn-cu12==9.14.0.64", "nvidia-cudnn-cu12==9.19.0.56"]);
        pins.check("12").unwrap();
        let releases: Vec<_> = pins.exports_of("nvidia-cudnn-cu12").collect();
        assert_eq!(releases, [("nvidia-cudnn-cu12==9.14.0.64", "9.14.0.64"), ("nvidia-cudnn-cu12==9.19.0.56", "9.19.0.56")]);
        assert_eq!(pins.exports_of("nvidia-cublas-cu12").count(), 0);
    }

    #[test]
    fn an_export_list_pin_of_no_unpacked_wheel_or_of_the_unpacked_release_is_an_error() {
        let unknown = cuda(&["nvidia-cudnn-cu12==9.28.0.42"], &["nvidia-cudnn-cu13==9.14.0.64"]).check("12").unwrap_err();
        assert!(unknown.to_string().contains("no release of nvidia-cudnn-cu13"), "{unknown}");
        let same = cuda(&["nvidia-cudnn-cu12==9.28.0.42"], &["nvidia-cudnn-cu12==9.28.0.42"]).check("12").unwrap_err();
        assert!(same.to_string().contains("is the release"), "{same}");
        assert!(cuda(&[], &["nvidia-cudnn-cu12"]).check("12").is_err());
    }
}
