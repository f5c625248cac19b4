//! The export lists of a Debian runtime package's shared libraries, read straight out of the
//! package.
//!
//! ROCm's runtime packages are large (`librocsolver.so.0` alone is about 2 GB, most of it GPU
//! code objects) and `cargo xtask rocm-check` needs only their dynamic symbols. Unpacking them
//! whole would put gigabytes on disk; instead the package's file tree is streamed out of
//! `dpkg-deb --fsys-tarfile`, each library is held in memory just long enough to read its
//! symbols, and only the lists are kept, one file per soname.

use std::fs;
use std::io::{self, BufReader, Read};
use std::path::Path;
use std::process::{Command, Stdio};

use crate::Result;
use crate::nvidia::ExportList;

/// Where Debian's runtime packages put their libraries, as the package's tar names it.
const LIBRARY_DIR: &str = "./usr/lib/x86_64-linux-gnu/";
const BLOCK: usize = 512;

/// Writes `<target>/<soname>` for every shared library the package `deb` holds; returns the
/// sonames written. `source` says where the libraries came from (`librocblas4 6.4.4-4`).
pub fn unpack(deb: &Path, target: &Path, source: &str) -> Result<Vec<String>> {
    let mut child = Command::new("dpkg-deb").arg("--fsys-tarfile").arg(deb).stdout(Stdio::piped()).spawn().map_err(|e| format!("dpkg-deb: {e}"))?;
    let stdout = child.stdout.take().ok_or("dpkg-deb gave no output pipe")?;
    let mut tar = BufReader::with_capacity(1 << 20, stdout);
    let walked = walk(&mut tar, |path, data| {
        let Some(name) = path.strip_prefix(LIBRARY_DIR) else {
            return Ok(None);
        };
        if name.contains('/') || !name.starts_with("lib") || !name.contains(".so") {
            return Ok(None);
        }
        let data = data.read()?;
        let list = ExportList::from_elf_data(source.to_string(), name, &data)?;
        let heading = format!("# The dynamic symbols {} exports ({source}), C++ names left out.\n", list.soname);
        fs::create_dir_all(target)?;
        fs::write(target.join(&list.soname), list.render_under(&heading))?;
        Ok(Some(list.soname))
    });
    // Whatever follows the end-of-archive blocks is read too, so dpkg-deb never meets a closed pipe.
    io::copy(&mut tar, &mut io::sink())?;
    let status = child.wait()?;
    let sonames = walked.map_err(|e| format!("{}: {e}", deb.display()))?;
    if !status.success() {
        return Err(format!("dpkg-deb --fsys-tarfile {}: {status}", deb.display()).into());
    }
    Ok(sonames)
}

/// One entry's contents, read only if asked for.
pub struct Contents<'a, R> {
    reader: &'a mut R,
    size: usize,
    read: bool,
}

impl<R: Read> Contents<'_, R> {
    pub fn read(&mut self) -> io::Result<Vec<u8>> {
        let mut data = vec![0; self.size];
        self.reader.read_exact(&mut data)?;
        self.read = true;
        Ok(data)
    }
}

/// Calls `visit` with the path and contents of each regular file of a tar stream (GNU or
/// ustar format, as `dpkg-deb` writes it) and collects what it returns.
fn walk<R: Read, T>(reader: &mut R, mut visit: impl FnMut(&str, &mut Contents<'_, R>) -> Result<Option<T>>) -> Result<Vec<T>> {
    let mut found = Vec::new();
    let mut long_name: Option<String> = None;
    let mut header = [0u8; BLOCK];
    loop {
        reader.read_exact(&mut header)?;
        if header.iter().all(|&b| b == 0) {
            return Ok(found);
        }
        let size = octal(&header[124..136])?;
        let kind = header[156];
        let name = match long_name.take() {
            Some(name) => name,
            None => header_name(&header),
        };
        let mut contents = Contents { reader: &mut *reader, size, read: false };
        match kind {
            b'L' => long_name = Some(nul_terminated(&contents.read()?)),
            b'0' | 0 => {
                if let Some(value) = visit(&name, &mut contents)? {
                    found.push(value);
                }
            }
            _ => {}
        }
        let consumed = if contents.read { size } else { 0 };
        skip(reader, size - consumed + padding(size))?;
    }
}

/// The entry's name: ustar's prefix joined to its name field.
fn header_name(header: &[u8; BLOCK]) -> String {
    let name = nul_terminated(&header[..100]);
    if &header[257..263] == b"ustar\0" && header[345] != 0 {
        return format!("{}/{name}", nul_terminated(&header[345..500]));
    }
    name
}

fn nul_terminated(bytes: &[u8]) -> String {
    let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
    String::from_utf8_lossy(&bytes[..end]).into_owned()
}

fn octal(field: &[u8]) -> Result<usize> {
    let text = nul_terminated(field);
    let text = text.trim();
    usize::from_str_radix(text, 8).map_err(|_| format!("tar header size {text:?} is not octal").into())
}

fn padding(size: usize) -> usize {
    (BLOCK - size % BLOCK) % BLOCK
}

fn skip<R: Read>(reader: &mut R, bytes: usize) -> io::Result<()> {
    let copied = io::copy(&mut reader.take(bytes as u64), &mut io::sink())?;
    if copied as usize == bytes { Ok(()) } else { Err(io::ErrorKind::UnexpectedEof.into()) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header(name: &str, kind: u8, size: usize) -> [u8; BLOCK] {
        let mut header = [0u8; BLOCK];
        header[..name.len()].copy_from_slice(name.as_bytes());
        let size = format!("{size:011o}");
        header[124..135].copy_from_slice(size.as_bytes());
        header[156] = kind;
        header[257..263].copy_from_slice(b"ustar ");
        header
    }

    fn entry(archive: &mut Vec<u8>, name: &str, kind: u8, data: &[u8]) {
        archive.extend_from_slice(&header(name, kind, data.len()));
        archive.extend_from_slice(data);
        archive.resize(archive.len() + padding(data.len()), 0);
    }

    #[test]
    fn walks_regular_files_with_long_names_and_skips_the_rest() {
        let long = format!("./usr/lib/{}/libx.so.1", "d".repeat(120));
        let mut archive = Vec::new();
        entry(&mut archive, "./usr/", b'5', b"");
        entry(&mut archive, "./a", b'0', b"first");
        entry(&mut archive, "./link", b'2', b"");
        entry(&mut archive, "././@LongLink", b'L', format!("{long}\0").as_bytes());
        entry(&mut archive, "./truncated", b'0', &[7; 700]);
        entry(&mut archive, "./b", b'0', b"unread");
        archive.resize(archive.len() + 2 * BLOCK, 0);
        let mut reader = &archive[..];
        let seen = walk(&mut reader, |path, data| {
            let bytes = if path == "./b" { Vec::new() } else { data.read()? };
            Ok(Some((path.to_string(), bytes.len())))
        })
        .unwrap();
        assert_eq!(seen, vec![("./a".to_string(), 5), (long, 700), ("./b".to_string(), 0)]);
    }

    #[test]
    fn a_cut_archive_is_an_error() {
        let mut archive = Vec::new();
        entry(&mut archive, "./a", b'0', &[1; 600]);
        archive.truncate(BLOCK + 100);
        let mut reader = &archive[..];
        assert!(walk(&mut reader, |_, data| Ok(Some(data.read()?.len()))).is_err());
    }
}
