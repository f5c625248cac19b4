//! Downloads and unpacks the pinned outside inputs into the cache.
//!
//! Layout under `$ROCUDA_CACHE_DIR/vendor/`:
//!
//! - `wheels/`: the `.whl` files pip downloaded;
//! - `cuda12/`, `cuda13/`: every wheel of that CUDA major unpacked into one tree, so that
//!   `cuda13/nvidia/cu13` is a toolkit that `nvcc` runs from;
//! - `debian/<package>/`: each Debian package unpacked with `dpkg -x`, or, for a group pinned
//!   `exports_only`, only the export list of each of its libraries, named by soname;
//! - `apt/`: the private apt configuration (the system's `/etc/apt` is never touched).
//!
//! Each unpacked tree carries a stamp naming what it was made from; a tree whose stamp does
//! not match the pins is made again, so changing a pin is enough.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::Result;
use crate::pins::Pins;

const STAMP: &str = ".rocuda-pins";

/// Unpacks a wheel keeping its files' Unix modes (`nvcc` must stay executable), which
/// `python3 -m zipfile -e` drops.
const UNZIP: &str = "import os, sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as wheel:
    for entry in wheel.infolist():
        path = wheel.extract(entry, sys.argv[2])
        mode = (entry.external_attr >> 16) & 0o777
        if mode:
            os.chmod(path, mode)
";
const DEBIAN_MIRROR: &str = "http://deb.debian.org/debian";
const DEBIAN_KEYRING: &str = "/usr/share/keyrings/debian-archive-keyring.gpg";

/// The vendor folder and what is known to be in it.
pub struct Vendor {
    pub root: PathBuf,
}

impl Default for Vendor {
    fn default() -> Self {
        Vendor { root: rocuda_core::config::cache_dir().join("vendor") }
    }
}

impl Vendor {
    /// Where the wheels of CUDA `major` are unpacked.
    pub fn cuda(&self, major: u32) -> PathBuf {
        self.root.join(format!("cuda{major}"))
    }

    /// Where the Debian package `name` is unpacked.
    pub fn debian(&self, name: &str) -> PathBuf {
        self.root.join("debian").join(name)
    }

    /// Every `include` folder of CUDA `major`'s wheels, sorted, for `-I`.
    pub fn include_dirs(&self, major: u32) -> Result<Vec<PathBuf>> {
        let nvidia = self.cuda(major).join("nvidia");
        let mut dirs = Vec::new();
        for package in read_dir_sorted(&nvidia)? {
            let include = package.join("include");
            if include.is_dir() {
                dirs.push(include);
            }
        }
        if dirs.is_empty() {
            return Err(format!("no CUDA {major} headers under {}: run `cargo xtask setup`", nvidia.display()).into());
        }
        Ok(dirs)
    }

    /// Downloads and unpacks whatever the pins name and the cache lacks.
    pub fn fetch(&self, pins: &Pins) -> Result<()> {
        fs::create_dir_all(&self.root)?;
        for (major, cuda) in &pins.cuda {
            let tree = self.root.join(format!("cuda{major}"));
            let stamp = cuda.wheels.join("\n");
            if read_stamp(&tree) == Some(stamp.clone()) {
                continue;
            }
            let wheels = self.root.join("wheels");
            eprintln!("codegen: downloading CUDA {major} wheels into {}", wheels.display());
            let mut pip = Command::new("python3");
            pip.args(["-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:", "--dest"])
                .arg(&wheels)
                .args(&cuda.wheels);
            run(&mut pip)?;
            let partial = self.root.join(format!("cuda{major}.partial"));
            remove_if_present(&partial)?;
            fs::create_dir_all(&partial)?;
            for spec in &cuda.wheels {
                let file = wheel_file(&wheels, spec)?;
                eprintln!("codegen: unpacking {}", file.file_name().unwrap_or_default().to_string_lossy());
                run(Command::new("python3").args(["-c", UNZIP]).arg(&file).arg(&partial))?;
            }
            fs::write(partial.join(STAMP), &stamp)?;
            remove_if_present(&tree)?;
            fs::rename(&partial, &tree)?;
        }
        for debian in &pins.debian {
            self.fetch_debian(debian)?;
        }
        Ok(())
    }

    fn fetch_debian(&self, pins: &crate::pins::DebianPins) -> Result<()> {
        let missing: Vec<&String> = pins
            .packages
            .iter()
            .filter(|spec| read_stamp(&self.debian(package_name(spec))) != Some(stamp(spec, pins.exports_only)))
            .collect();
        if missing.is_empty() {
            return Ok(());
        }
        let apt = self.root.join("apt").join(format!("{}-{}", pins.suite, pins.component));
        fs::create_dir_all(apt.join("lists/partial"))?;
        fs::create_dir_all(apt.join("cache/archives/partial"))?;
        fs::create_dir_all(apt.join("debs"))?;
        let sources = apt.join("sources.list");
        fs::write(
            &sources,
            format!("deb [signed-by={DEBIAN_KEYRING}] {DEBIAN_MIRROR} {} {}\n", pins.suite, pins.component),
        )?;
        let options = [
            format!("-oDir::Etc::SourceList={}", sources.display()),
            "-oDir::Etc::SourceParts=/dev/null".to_string(),
            format!("-oDir::State::Lists={}", apt.join("lists").display()),
            format!("-oDir::Cache={}", apt.join("cache").display()),
            "-qq".to_string(),
        ];
        let mut options = options.to_vec();
        if running_as_root() {
            // apt's download sandbox user cannot write into a root-owned cache; say so, or it warns.
            options.push("-oAPT::Sandbox::User=root".to_string());
        }
        eprintln!("codegen: reading Debian {} {}", pins.suite, pins.component);
        run(Command::new("apt-get").args(&options).arg("update"))?;
        for spec in missing {
            eprintln!("codegen: downloading Debian package {spec}");
            let debs = apt.join("debs");
            run(Command::new("apt-get").current_dir(&debs).args(&options).arg("download").arg(spec))?;
            let (name, version) = spec.split_once('=').ok_or_else(|| format!("{spec}: expected name=version"))?;
            let prefix = format!("{name}_{}_", version.replace(':', "%3a"));
            let deb = read_dir_sorted(&debs)?
                .into_iter()
                .find(|p| p.file_name().is_some_and(|f| f.to_string_lossy().starts_with(&prefix)))
                .ok_or_else(|| format!("apt-get download {spec} left no {prefix}*.deb"))?;
            let target = self.debian(name);
            remove_if_present(&target)?;
            fs::create_dir_all(&target)?;
            if pins.exports_only {
                let sonames = crate::deb_exports::unpack(&deb, &target, &format!("{name} {version}"))?;
                if sonames.is_empty() {
                    return Err(format!("{spec} holds no shared library under usr/lib/x86_64-linux-gnu").into());
                }
            } else {
                run(Command::new("dpkg").arg("-x").arg(&deb).arg(&target))?;
            }
            fs::write(target.join(STAMP), stamp(spec, pins.exports_only))?;
            // The unpacked tree is what later runs read; the stamp keeps the download from recurring.
            fs::remove_file(&deb)?;
        }
        Ok(())
    }
}

/// The downloaded file of a `name==version` wheel requirement.
fn wheel_file(wheels: &Path, spec: &str) -> Result<PathBuf> {
    let (name, version) = spec.split_once("==").ok_or_else(|| format!("{spec}: expected name==version"))?;
    let prefix = format!("{}-{version}-", name.replace('-', "_"));
    read_dir_sorted(wheels)?
        .into_iter()
        .find(|p| p.file_name().is_some_and(|f| f.to_string_lossy().starts_with(&prefix)))
        .ok_or_else(|| format!("pip downloaded no {prefix}*.whl into {}", wheels.display()).into())
}

fn running_as_root() -> bool {
    use std::os::unix::fs::MetadataExt;
    fs::metadata("/proc/self").is_ok_and(|m| m.uid() == 0)
}

/// What an unpacked package's stamp says: its pin, and whether only its export lists were kept.
fn stamp(spec: &str, exports_only: bool) -> String {
    if exports_only { format!("{spec} exports") } else { spec.to_string() }
}

fn package_name(spec: &str) -> &str {
    spec.split_once('=').map_or(spec, |(name, _)| name)
}

fn read_stamp(tree: &Path) -> Option<String> {
    fs::read_to_string(tree.join(STAMP)).ok()
}

fn remove_if_present(path: &Path) -> Result<()> {
    match fs::remove_dir_all(path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(format!("{}: {e}", path.display()).into()),
        _ => Ok(()),
    }
}

pub fn read_dir_sorted(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut entries = fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .map(|entry| entry.map(|e| e.path()))
        .collect::<std::io::Result<Vec<_>>>()?;
    entries.sort();
    Ok(entries)
}

fn run(command: &mut Command) -> Result<()> {
    let status = command.status().map_err(|e| format!("{:?}: {e}", command.get_program()))?;
    if status.success() { Ok(()) } else { Err(format!("{command:?} failed: {status}").into()) }
}

impl Vendor {
    /// The wheel (`name version`) that installed `path` into CUDA `major`'s tree, from the
    /// wheels' `RECORD` files.
    pub fn wheel_of(&self, major: u32, path: &str) -> Result<String> {
        let tree = self.cuda(major);
        for entry in read_dir_sorted(&tree)? {
            let name = entry.file_name().unwrap_or_default().to_string_lossy().into_owned();
            let Some(stem) = name.strip_suffix(".dist-info") else { continue };
            let record = fs::read_to_string(entry.join("RECORD")).unwrap_or_default();
            if record.lines().any(|line| line.split(',').next() == Some(path)) {
                let (wheel, version) = stem.rsplit_once('-').unwrap_or((stem, ""));
                return Ok(format!("{} {version}", wheel.replace('_', "-")));
            }
        }
        Err(format!("no wheel in {} installed {path}", tree.display()).into())
    }
}
