//! What `ROCUDA_CACHE`, `ROCUDA_CACHE_DIR` and `ROCUDA_CACHE_MAX_SIZE` ask for.
//!
//! The parsing takes the variables' values as arguments, not from the process environment, so
//! tests can try every value without setting variables that other tests running at the same
//! time would see.

use std::path::{Path, PathBuf};

/// The folder under the cache root that holds compiled kernels; the root is shared with other
/// caches (`cargo xtask`'s downloads live in `vendor/`).
pub(super) const KERNELS: &str = "kernels";

/// 1 GiB: room for the code objects of several large programs (a llama.cpp build's kernels for
/// one GPU are a few hundred MiB at most) without filling a small disk.
pub(super) const DEFAULT_MAX_SIZE: u64 = 1 << 30;

/// Where the kernel cache lives and how large it may grow.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Settings {
    pub dir: PathBuf,
    pub max_size: u64,
}

/// The settings for these values of `ROCUDA_CACHE` (`switch`), the cache root (`ROCUDA_CACHE_DIR`
/// or its XDG default) and `ROCUDA_CACHE_MAX_SIZE`; `None` when the cache is off.
///
/// A value that cannot be understood is logged and replaced by its default rather than refused:
/// the cache is an optimisation, and a typo in its settings should not stop a program.
pub(super) fn settings(switch: Option<&str>, root: &Path, max_size: Option<&str>) -> Option<Settings> {
    if !enabled(switch) {
        return None;
    }
    // A library loaded into arbitrary programs must not scatter files into whatever their
    // working directory is; a relative root happens when `HOME` is unset.
    if !root.is_absolute() {
        tracing::warn!(
            "the compile cache's root {} is not an absolute path (set {} or HOME); \
             compiling without a cache",
            root.display(),
            rocuda_core::config::CACHE_DIR
        );
        return None;
    }
    for folder in [root.to_path_buf(), root.join(KERNELS)] {
        if let Some(why) = others_could_write(&folder) {
            tracing::warn!("the compile cache's folder {} {why}; compiling without a cache", folder.display());
            return None;
        }
    }
    let max_size = match max_size {
        None => DEFAULT_MAX_SIZE,
        Some(text) => parse_size(text).unwrap_or_else(|| {
            tracing::warn!("{}={text:?} is not a size (bytes, or a number with K, M, G or T); using 1G", rocuda_core::config::CACHE_MAX_SIZE);
            DEFAULT_MAX_SIZE
        }),
    };
    Some(Settings { dir: root.join(KERNELS), max_size })
}

/// Why code in `folder` could have been put there by someone else: another user owns it, or
/// its group or everyone may write into it. The cache holds code the CPU or GPU runs, so such
/// a folder is not used. A folder that does not exist yet is fine: a store creates it for
/// its owner alone.
fn others_could_write(folder: &Path) -> Option<String> {
    use std::os::unix::fs::MetadataExt;
    let metadata = std::fs::metadata(folder).ok()?;
    // SAFETY: geteuid has no preconditions.
    let me = unsafe { libc::geteuid() };
    if metadata.uid() != me {
        return Some(format!("belongs to user {}, not to this process's user {me}", metadata.uid()));
    }
    let mode = metadata.mode() & 0o777;
    (mode & 0o022 != 0).then(|| format!("may be written by others (mode {mode:o})"))
}

fn enabled(switch: Option<&str>) -> bool {
    let Some(switch) = switch else { return true };
    match switch.trim().to_ascii_lowercase().as_str() {
        "off" | "0" | "false" | "no" => false,
        "on" | "1" | "true" | "yes" => true,
        _ => {
            tracing::warn!("{}={switch:?} is neither `on` nor `off`; the compile cache stays on", rocuda_core::config::CACHE);
            true
        }
    }
}

/// `4096`, `64K`, `512M`, `1G`, `2T` (case-insensitive, powers of 1024); `None` for anything
/// else, including a size that does not fit in 64 bits.
pub(super) fn parse_size(text: &str) -> Option<u64> {
    let text = text.trim();
    let (digits, shift) = match text.as_bytes().last()?.to_ascii_uppercase() {
        b'K' => (&text[..text.len() - 1], 10),
        b'M' => (&text[..text.len() - 1], 20),
        b'G' => (&text[..text.len() - 1], 30),
        b'T' => (&text[..text.len() - 1], 40),
        _ => (text, 0),
    };
    // `u64::from_str` would accept a leading `+`; a size is only digits.
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let number: u64 = digits.parse().ok()?;
    number.checked_mul(1u64 << shift)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_switch_turns_the_cache_off_and_nothing_else_does() {
        let root = Path::new("/var/cache/rocuda");
        for off in ["off", "OFF", "0", "false", "no", " off "] {
            assert_eq!(settings(Some(off), root, None), None, "{off:?}");
        }
        for on in [None, Some("on"), Some("1"), Some("yes"), Some("maybe")] {
            let settings = settings(on, root, None).unwrap();
            assert_eq!(settings.dir, Path::new("/var/cache/rocuda/kernels"));
            assert_eq!(settings.max_size, DEFAULT_MAX_SIZE);
        }
    }

    #[test]
    fn a_relative_root_turns_the_cache_off() {
        assert_eq!(settings(None, Path::new(".cache/rocuda"), None), None);
    }

    #[test]
    fn sizes_take_binary_suffixes() {
        assert_eq!(parse_size("4096"), Some(4096));
        assert_eq!(parse_size("64K"), Some(64 << 10));
        assert_eq!(parse_size("512m"), Some(512 << 20));
        assert_eq!(parse_size(" 2G "), Some(2 << 30));
        assert_eq!(parse_size("1T"), Some(1 << 40));
        assert_eq!(parse_size("0"), Some(0));
        for bad in ["", "G", "-1", "+1", "1.5G", "1 G", "1GB", "abc", "99999999999999999999"] {
            assert_eq!(parse_size(bad), None, "{bad:?}");
        }
        assert_eq!(parse_size("17179869184G"), None, "overflows u64");
        let root = Path::new("/tmp/r");
        assert_eq!(settings(None, root, Some("64M")).unwrap().max_size, 64 << 20);
        assert_eq!(settings(None, root, Some("lots")).unwrap().max_size, DEFAULT_MAX_SIZE);
    }
}
