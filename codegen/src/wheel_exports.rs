//! The export lists of a wheel's shared libraries, read straight out of the wheel.
//!
//! A release pinned only for its export lists (`exports` in `pins.toml`) is not unpacked: a
//! cuDNN wheel is about a gigabyte of GPU code and codegen needs only its dynamic symbols.
//! Each library is streamed out of the wheel (a zip file, read by Python's `zipfile`, which
//! the wheels' unpacking already needs), held in memory just long enough to read its
//! symbols, and only the lists are kept, one file per soname.

use std::path::Path;
use std::process::Command;

use crate::Result;
use crate::nvidia::ExportList;

/// Prints the name of every member of the wheel, one a line.
const MEMBERS: &str = "import sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as wheel:
    for name in wheel.namelist():
        print(name)
";

/// Writes one member of the wheel to standard output.
const MEMBER: &str = "import shutil, sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as wheel, wheel.open(sys.argv[2]) as member:
    shutil.copyfileobj(member, sys.stdout.buffer)
";

/// Writes `<target>/<soname>` for every shared library the wheel holds; returns the sonames
/// written. `source` says where the libraries came from (`nvidia-cudnn-cu12 9.14.0.64`).
///
/// Each list must have the shape a committed list records (one symbol version node, every
/// symbol its default version), since the list is all that is kept of the library.
pub fn unpack(wheel: &Path, target: &Path, source: &str) -> Result<Vec<String>> {
    let members = python(MEMBERS, wheel, None)?;
    let members = String::from_utf8(members).map_err(|e| format!("{}: {e}", wheel.display()))?;
    let mut sonames = Vec::new();
    for member in members.lines().filter(|name| is_library(name)) {
        let data = python(MEMBER, wheel, Some(member))?;
        let list = ExportList::from_elf_data(source.to_string(), member, &data)?;
        list.one_version().map_err(|e| format!("{source}: {member}: {e}"))?;
        let heading = format!("# The dynamic symbols {} exports ({source}), C++ names left out.\n", list.soname);
        std::fs::create_dir_all(target)?;
        std::fs::write(target.join(&list.soname), list.render_under(&heading))?;
        sonames.push(list.soname);
    }
    Ok(sonames)
}

/// A shared library in a wheel's `lib` folder: `nvidia/cudnn/lib/libcudnn.so.9`.
fn is_library(member: &str) -> bool {
    let Some((dir, name)) = member.rsplit_once('/') else { return false };
    (dir == "lib" || dir.ends_with("/lib")) && name.starts_with("lib") && name.contains(".so")
}

fn python(script: &str, wheel: &Path, member: Option<&str>) -> Result<Vec<u8>> {
    let mut command = Command::new("python3");
    command.args(["-c", script]).arg(wheel).args(member);
    let output = command.output().map_err(|e| format!("python3: {e}"))?;
    if !output.status.success() {
        let what = member.map_or_else(|| wheel.display().to_string(), |m| format!("{} {m}", wheel.display()));
        return Err(format!("reading {what}: {}: {}", output.status, String::from_utf8_lossy(&output.stderr).trim()).into());
    }
    Ok(output.stdout)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_shared_libraries_of_lib_folders_are_read() {
        assert!(is_library("nvidia/cudnn/lib/libcudnn.so.9"));
        assert!(is_library("nvidia/cu13/lib/libcublas.so.13"));
        assert!(!is_library("nvidia/cudnn/include/cudnn.h"));
        assert!(!is_library("nvidia/cudnn/lib/__init__.py"));
        assert!(!is_library("nvidia_cudnn_cu12-9.14.0.64.dist-info/RECORD"));
        assert!(!is_library("nvidia/cublib/libfoo.so"));
    }

    /// A wheel holding a library built here, with one version node as NVIDIA's have, and a
    /// header beside it: only the library's list comes out, named by its soname.
    #[test]
    fn a_wheels_libraries_become_lists() {
        let dir = std::env::temp_dir().join(format!("rocuda-wheel-exports-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("nvidia/x/lib")).unwrap();
        std::fs::write(dir.join("x.c"), "int xCreate(void) { return 0; }\nint xTable[4];\n").unwrap();
        std::fs::write(dir.join("x.map"), "libx.so.9 { global: xCreate; xTable; local: *; };\n").unwrap();
        let library = dir.join("nvidia/x/lib/libx.so.9");
        let built = Command::new("cc")
            .args(["-shared", "-fPIC", "-Wl,-soname,libx.so.9", "-o"])
            .arg(&library)
            .arg(dir.join("x.c"))
            .arg(format!("-Wl,--version-script={}", dir.join("x.map").display()))
            .status()
            .unwrap();
        assert!(built.success());
        let zip = "import sys, zipfile\nwith zipfile.ZipFile(sys.argv[1], 'w') as w:\n    for path in sys.argv[2:]: w.write(path)\n";
        let wheel = dir.join("x.whl");
        let zipped = Command::new("python3").current_dir(&dir).args(["-c", zip]).arg(&wheel).args(["nvidia/x/lib/libx.so.9", "x.c"]).status().unwrap();
        assert!(zipped.success());
        let target = dir.join("lists");
        assert_eq!(unpack(&wheel, &target, "nvidia-x 9.1").unwrap(), ["libx.so.9"]);
        let text = std::fs::read_to_string(target.join("libx.so.9")).unwrap();
        assert_eq!(
            text,
            "# The dynamic symbols libx.so.9 exports (nvidia-x 9.1), C++ names left out.\n\
             version libx.so.9\nxCreate\nxTable object 16\n"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
