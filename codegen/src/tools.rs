//! The programs set-up runs (python3 with pip, apt-get, sudo), checked before they are
//! needed: a missing one stops set-up with one line naming it and the command that fixes it,
//! not with a failure from deep inside a later step.

use std::path::Path;
use std::process::{Command, Stdio};

use crate::Result;

/// Whether `program --version` starts (the program is on `PATH`) and succeeds.
fn works(program: &str, args: &[&str]) -> bool {
    Command::new(program).args(args).stdout(Stdio::null()).stderr(Stdio::null()).status().is_ok_and(|s| s.success())
}

/// python3 and its pip, which download NVIDIA's wheels.
pub fn require_python_pip() -> Result<()> {
    if !works("python3", &["--version"]) {
        return Err("python3 is not installed: it downloads NVIDIA's CUDA wheels; install it with `apt-get install python3 python3-pip`".into());
    }
    if !works("python3", &["-m", "pip", "--version"]) {
        return Err("pip is not installed for python3: it downloads NVIDIA's CUDA wheels; install it with `apt-get install python3-pip`".into());
    }
    Ok(())
}

/// apt-get and Debian's archive key, which download the pinned Debian packages into the cache
/// (never into the system).
pub fn require_apt_download(keyring: &Path) -> Result<()> {
    require_apt_get()?;
    if !keyring.is_file() {
        return Err(format!(
            "{} is missing: it checks the Debian packages set-up downloads; install it with `apt-get install debian-archive-keyring`",
            keyring.display()
        )
        .into());
    }
    Ok(())
}

fn require_apt_get() -> Result<()> {
    if works("apt-get", &["--version"]) {
        Ok(())
    } else {
        Err("apt-get is not installed: set-up installs and downloads Debian packages with it; run it on Debian 12 or a system derived from it".into())
    }
}

/// The command that installs Debian packages: apt-get as root, else through sudo.
pub fn package_installer(packages: &[&str]) -> Result<Command> {
    require_apt_get()?;
    if running_as_root() {
        return Ok(Command::new("apt-get"));
    }
    if works("sudo", &["--version"]) {
        let mut sudo = Command::new("sudo");
        sudo.arg("apt-get");
        return Ok(sudo);
    }
    Err(format!(
        "set-up must install Debian packages, but this is not root and sudo is not installed: as root, run `apt-get install -y {}`, then run this again",
        packages.join(" ")
    )
    .into())
}

/// What a failed `pip download` most likely means.
pub fn pip_failed(spec: &str, error: Box<dyn std::error::Error>) -> Box<dyn std::error::Error> {
    format!("pip could not download {spec}: is PyPI reachable from here? (pip's own message is above; {error})").into()
}

/// What a failed `apt-get update` most likely means.
pub fn apt_update_failed(error: Box<dyn std::error::Error>) -> Box<dyn std::error::Error> {
    format!("apt-get could not read Debian's archive: is it reachable from here? (apt's own message is above; {error})").into()
}

pub fn running_as_root() -> bool {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata("/proc/self").is_ok_and(|m| m.uid() == 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_keyring_is_named_with_its_package() {
        let error = require_apt_download(Path::new("/nonexistent/keyring.gpg")).unwrap_err().to_string();
        assert!(error.contains("debian-archive-keyring") || error.contains("apt-get is not installed"), "{error}");
    }

    #[test]
    fn failures_name_the_service_to_reach() {
        assert!(pip_failed("nvidia-cublas==13.1.0.3", "exit status: 1".into()).to_string().contains("PyPI"));
        assert!(apt_update_failed("exit status: 100".into()).to_string().contains("Debian's archive"));
    }
}
