//! Downloads and unpacks the pinned outside inputs into the cache.
//!
//! Layout under `$ROCUDA_CACHE_DIR/vendor/`:
//!
//! - `wheels/`: the `.whl` files pip downloaded;
//! - `cuda12/`, `cuda13/`: every wheel of that CUDA major unpacked into one tree, so that
//!   `cuda13/nvidia/cu13` is a toolkit that `nvcc` runs from;
//! - `exports/<name>-<version>/`: for a wheel pinned only for its export lists (`exports`),
//!   the export list of each of its libraries, named by soname;
//! - `debian/<package>/`: each Debian package unpacked with `dpkg -x`, or, for a group pinned
//!   `exports_only`, only the export list of each of its libraries, named by soname;
//! - `apt/`: the private apt configuration (the system's `/etc/apt` is never touched).
//!
//! Each unpacked tree carries a stamp naming what it was made from; a tree whose stamp does
//! not match the pins is made again, so changing a pin is enough. An `exports/` folder is
//! named by its release, so the folders of releases no longer pinned stay, harmless, for
//! another checkout that still pins them.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::Result;
use crate::pins::Pins;
use crate::progress::{self, Transfer};
use crate::tools;

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

/// The CUDA major whose wheels make the toolkit tree nvcc runs from.
const TOOLKIT_MAJOR: &str = "13";

/// What a command needs of the pinned inputs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// CUDA 13's toolkit wheels: nvcc, the runtime and cuBLAS (`[cuda.13] toolkit`).
    Toolkit,
    /// Every wheel of both majors and every Debian package: what codegen and the full test
    /// suite read.
    Everything,
}

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

    /// Where the export lists of the wheel `spec` (`name==version`), pinned for its export
    /// lists only, are kept.
    pub fn exports(&self, spec: &str) -> PathBuf {
        self.root.join("exports").join(spec.replace("==", "-"))
    }

    /// Whether the export lists of `spec` are all there: a list it lacks is a library that
    /// release does not have.
    pub fn has_exports(&self, spec: &str) -> bool {
        read_stamp(&self.exports(spec)).as_deref() == Some(spec)
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

    /// Downloads and unpacks what `scope` needs of the pins and the cache lacks.
    pub fn fetch(&self, pins: &Pins, scope: Scope) -> Result<()> {
        fs::create_dir_all(&self.root)?;
        for (major, cuda) in &pins.cuda {
            let wanted: Vec<&String> = match scope {
                Scope::Toolkit if major == TOOLKIT_MAJOR => cuda.toolkit.iter().collect(),
                Scope::Toolkit => continue,
                Scope::Everything => cuda.all().collect(),
            };
            self.fetch_wheels(major, cuda, &wanted)?;
            if scope == Scope::Everything {
                for spec in &cuda.exports {
                    self.fetch_exports(spec)?;
                }
            }
        }
        if scope == Scope::Everything {
            for debian in &pins.debian {
                self.fetch_debian(debian)?;
            }
        }
        Ok(())
    }

    /// Unpacks each of `wanted` into CUDA `major`'s tree, downloading those the tree lacks.
    /// The tree's stamp lists the wheels unpacked into it; one no longer pinned means a pin
    /// changed, and the tree is made anew.
    fn fetch_wheels(&self, major: &str, cuda: &crate::pins::CudaPins, wanted: &[&String]) -> Result<()> {
        let tree = self.root.join(format!("cuda{major}"));
        let stamp = read_stamp(&tree).unwrap_or_default();
        let mut unpacked: Vec<&str> = stamp.lines().collect();
        if unpacked.iter().any(|spec| !cuda.all().any(|pinned| pinned == spec)) {
            remove_if_present(&tree)?;
            unpacked.clear();
        }
        let missing: Vec<&String> = wanted.iter().copied().filter(|spec| !unpacked.contains(&spec.as_str())).collect();
        if missing.is_empty() {
            return Ok(());
        }
        fs::create_dir_all(&tree)?;
        eprintln!("vendor: CUDA {major}: {} wheels to unpack, downloaded into {} where missing", missing.len(), self.root.join("wheels").display());
        let mut total = Transfer::default();
        for spec in missing {
            let file = self.download_wheel(spec, &mut total)?;
            eprintln!("vendor: unpacking {}", file.file_name().unwrap_or_default().to_string_lossy());
            run(Command::new("python3").args(["-c", UNZIP]).arg(&file).arg(&tree))?;
            unpacked.push(spec);
            let pinned_order: Vec<&str> = cuda.all().map(String::as_str).filter(|s| unpacked.contains(s)).collect();
            fs::write(tree.join(STAMP), pinned_order.join("\n"))?;
            // The unpacked tree is what later runs read; the stamp keeps the download from recurring.
            fs::remove_file(&file)?;
        }
        if total.bytes > 0 {
            eprintln!("vendor: CUDA {major}: downloaded {total}");
        }
        Ok(())
    }

    /// Keeps the export lists of the wheel `spec`'s libraries, downloading it if the lists are
    /// not there yet; the wheel itself is not kept.
    fn fetch_exports(&self, spec: &str) -> Result<()> {
        if self.has_exports(spec) {
            return Ok(());
        }
        let target = self.exports(spec);
        remove_if_present(&target)?;
        let mut transfer = Transfer::default();
        let file = self.download_wheel(spec, &mut transfer)?;
        eprintln!("vendor: reading the export lists of {spec}");
        let source = spec.replace("==", " ");
        let sonames = crate::wheel_exports::unpack(&file, &target, &source)?;
        if sonames.is_empty() {
            return Err(format!("{spec} holds no shared library in a lib folder").into());
        }
        fs::write(target.join(STAMP), spec)?;
        fs::remove_file(&file)?;
        Ok(())
    }

    /// The `.whl` file of `spec` under `wheels/`, downloaded if it is not there; what was
    /// downloaded is added to `total`.
    fn download_wheel(&self, spec: &str, total: &mut Transfer) -> Result<PathBuf> {
        let wheels = self.root.join("wheels");
        if let Ok(file) = wheel_file(&wheels, spec) {
            return Ok(file);
        }
        tools::require_python_pip()?;
        let staging = self.root.join("download");
        fs::create_dir_all(&wheels)?;
        remove_if_present(&staging)?;
        fs::create_dir_all(&staging)?;
        let mut pip = Command::new("python3");
        pip.args(["-m", "pip", "download", "--quiet", "--no-deps", "--no-cache-dir", "--only-binary=:all:", "--dest"])
            .arg(&wheels)
            .arg(spec)
            // pip downloads into its temporary folder before copying to `--dest`:
            // that folder is where the bytes arrive.
            .env("TMPDIR", &staging);
        let time = progress::watch(&mut pip, spec, &staging).map_err(|e| tools::pip_failed(spec, e))?;
        remove_if_present(&staging)?;
        let file = wheel_file(&wheels, spec)?;
        let transfer = Transfer { bytes: fs::metadata(&file)?.len(), time };
        eprintln!("  {spec}: {transfer}");
        total.add(&transfer);
        Ok(file)
    }

    fn fetch_debian(&self, pins: &crate::pins::DebianPins) -> Result<()> {
        let missing: Vec<&String> =
            pins.packages.iter().filter(|spec| read_stamp(&self.debian(package_name(spec))) != Some(stamp(spec, pins.exports_only))).collect();
        if missing.is_empty() {
            return Ok(());
        }
        tools::require_apt_download(Path::new(DEBIAN_KEYRING))?;
        let apt = self.root.join("apt").join(format!("{}-{}", pins.suite, pins.component));
        fs::create_dir_all(apt.join("lists/partial"))?;
        fs::create_dir_all(apt.join("cache/archives/partial"))?;
        fs::create_dir_all(apt.join("debs"))?;
        let sources = apt.join("sources.list");
        fs::write(&sources, format!("deb [signed-by={DEBIAN_KEYRING}] {DEBIAN_MIRROR} {} {}\n", pins.suite, pins.component))?;
        let options = [
            format!("-oDir::Etc::SourceList={}", sources.display()),
            "-oDir::Etc::SourceParts=/dev/null".to_string(),
            format!("-oDir::State::Lists={}", apt.join("lists").display()),
            format!("-oDir::Cache={}", apt.join("cache").display()),
            "-qq".to_string(),
        ];
        let mut options = options.to_vec();
        if tools::running_as_root() {
            // apt's download sandbox user cannot write into a root-owned cache; say so, or it warns.
            options.push("-oAPT::Sandbox::User=root".to_string());
        }
        eprintln!("vendor: reading Debian {} {}", pins.suite, pins.component);
        run(Command::new("apt-get").args(&options).arg("update")).map_err(tools::apt_update_failed)?;
        let mut total = Transfer::default();
        for spec in missing {
            let debs = apt.join("debs");
            let mut download = Command::new("apt-get");
            download.current_dir(&debs).args(&options).arg("download").arg(spec);
            let time = progress::watch(&mut download, spec, &apt)?;
            let (name, version) = spec.split_once('=').ok_or_else(|| format!("{spec}: expected name=version"))?;
            let prefix = format!("{name}_{}_", version.replace(':', "%3a"));
            let deb = read_dir_sorted(&debs)?
                .into_iter()
                .find(|p| p.file_name().is_some_and(|f| f.to_string_lossy().starts_with(&prefix)))
                .ok_or_else(|| format!("apt-get download {spec} left no {prefix}*.deb"))?;
            let transfer = Transfer { bytes: fs::metadata(&deb)?.len(), time };
            eprintln!("  {spec}: {transfer}");
            total.add(&transfer);
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
        eprintln!("vendor: Debian {} {}: downloaded {total}", pins.suite, pins.component);
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
    let mut entries =
        fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?.map(|entry| entry.map(|e| e.path())).collect::<std::io::Result<Vec<_>>>()?;
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
