//! Images NVIDIA's nvcc 13 builds, read by this crate and compared with what NVIDIA's
//! `cuobjdump` extracts from the same files.

mod common;

use std::path::Path;

use common::{cuobjdump_elf, cuobjdump_ptx, kernel, nvcc, scratch, toolkit_lib};
use rocuda_fatbin::{ArchSuffix, Compression, EntryKind, Format, Image, NoUsablePtx, parse};

const PTX_75_80_SASS_80: [&str; 6] =
    ["-gencode", "arch=compute_75,code=compute_75", "-gencode", "arch=compute_80,code=compute_80", "-gencode", "arch=compute_80,code=sm_80"];

/// Every PTX entry of `image`, in order, equals the PTX cuobjdump extracts from `file`,
/// options included; returns how many there were.
fn assert_ptx_matches_cuobjdump(image: &Image<'_>, file: &Path) -> usize {
    assert_ptx_matches(image, file, false)
}

/// The same, with cuobjdump reading every section (`-all`) as this crate does.
fn assert_ptx_matches(image: &Image<'_>, file: &Path, all_sections: bool) -> usize {
    let ours: Vec<_> = image.entries().filter(|e| e.kind == EntryKind::Ptx).collect();
    let theirs = cuobjdump_ptx(file, all_sections);
    assert_eq!(ours.len(), theirs.len(), "PTX entries of {}: ours {ours:#?}, cuobjdump's {theirs:#?}", file.display());
    for (entry, extracted) in ours.iter().zip(&theirs) {
        let text = entry.ptx().unwrap_or_else(|e| panic!("{entry}: {e}"));
        assert_eq!(text, extracted.text, "{entry} differs from cuobjdump's {}", extracted.file);
        let arch = extracted.options.split_whitespace().next().expect("cuobjdump prints -arch=");
        assert_eq!(arch, format!("-arch=sm_{}{}", entry.arch, suffix(entry.arch_suffix)), "{entry}");
        let options = extracted.options[arch.len()..].trim();
        assert_eq!(entry.options.as_deref().map(str::trim).unwrap_or(""), options, "{entry}");
    }
    theirs.len()
}

/// Every cubin entry of `image`, decompressed, is the cubin cuobjdump extracts from `file`
/// (an uncompressed entry may carry zero padding after it).
fn assert_elf_matches_cuobjdump(image: &Image<'_>, file: &Path) {
    let ours: Vec<_> = image.entries().filter(|e| e.kind == EntryKind::Elf).collect();
    let theirs = cuobjdump_elf(file);
    assert_eq!(ours.len(), theirs.len(), "cubins of {}", file.display());
    for (entry, cubin) in ours.iter().zip(&theirs) {
        let contents = entry.contents().unwrap_or_else(|e| panic!("{entry}: {e}"));
        assert!(contents.len() >= cubin.len(), "{entry}: {} bytes, cuobjdump's cubin {}", contents.len(), cubin.len());
        assert_eq!(&contents[..cubin.len()], &cubin[..], "{entry}");
        assert!(contents[cubin.len()..].iter().all(|&b| b == 0), "{entry}: padding is zeros");
    }
}

fn suffix(suffix: ArchSuffix) -> &'static str {
    match suffix {
        ArchSuffix::None => "",
        ArchSuffix::ArchSpecific => "a",
        ArchSuffix::FamilySpecific => "f",
    }
}

fn read(path: &Path) -> Vec<u8> {
    std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn host_object_ptx_is_cuobjdumps() {
    let dir = scratch("host_object");
    let source = kernel("arches.cu");
    let object = nvcc(&dir, "arches.o", &[&["-c", source.to_str().unwrap()][..], &PTX_75_80_SASS_80].concat());
    let bytes = read(&object);
    let image = parse(&bytes).unwrap();
    assert_eq!(image.format, Format::HostElf);
    assert_eq!(image.containers.len(), 1);
    let kinds: Vec<_> = image.entries().map(|e| (e.kind, e.arch)).collect();
    assert_eq!(kinds, [(EntryKind::Ptx, 75), (EntryKind::Elf, 80), (EntryKind::Ptx, 80)]);
    assert_eq!(assert_ptx_matches_cuobjdump(&image, &object), 2);
    assert_elf_matches_cuobjdump(&image, &object);
    let ptx_75 = image.entries().next().unwrap().ptx().unwrap();
    let ptx_80 = image.entries().nth(2).unwrap().ptx().unwrap();
    assert!(ptx_75.contains(".target sm_75") && ptx_80.contains(".target sm_80"));
    assert_ne!(ptx_75.replace("sm_75", "sm_80"), ptx_80, "the source makes different code per architecture");
}

/// Each of nvcc 13's compression choices, and the entries' compression it produces.
#[test]
fn every_compression_mode_reads_like_cuobjdump() {
    let dir = scratch("compression");
    let source = kernel("arches.cu");
    use Compression::{Lz4, None, Zstd};
    // (file, nvcc flags, compression of the PTX entries, of the cubin entry)
    let cases: [(&str, &[&str], Compression, Compression); 7] = [
        ("default", &[], Zstd, None),
        ("balance", &["--compress-mode=balance"], Zstd, None),
        ("size", &["--compress-mode=size"], Zstd, Zstd),
        ("speed", &["--compress-mode=speed"], Lz4, None),
        ("none", &["--compress-mode=none"], None, None),
        ("compress_all", &["-Xfatbin", "-compress-all"], Zstd, Zstd),
        ("speed_compress_all", &["--compress-mode=speed", "-Xfatbin", "-compress-all"], Lz4, Lz4),
    ];
    for (name, flags, ptx_compression, elf_compression) in cases {
        let file = format!("{name}.fatbin");
        let fatbin = nvcc(&dir, &file, &[&["--fatbin", source.to_str().unwrap()][..], &PTX_75_80_SASS_80, flags].concat());
        let bytes = read(&fatbin);
        let image = parse(&bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(image.format, Format::Fatbin);
        for entry in image.entries() {
            let expected = if entry.kind == EntryKind::Ptx { ptx_compression } else { elf_compression };
            assert_eq!(entry.compression, expected, "{name}: {entry}");
        }
        assert_eq!(assert_ptx_matches_cuobjdump(&image, &fatbin), 2, "{name}");
        assert_elf_matches_cuobjdump(&image, &fatbin);
    }
}

#[test]
fn best_ptx_is_the_newest_not_above_the_device() {
    let dir = scratch("best_ptx");
    let source = kernel("arches.cu");
    let fatbin = nvcc(&dir, "k.fatbin", &[&["--fatbin", source.to_str().unwrap()][..], &PTX_75_80_SASS_80].concat());
    let bytes = read(&fatbin);
    let image = parse(&bytes).unwrap();
    assert!(image.has_ptx());
    for (device, arch) in [(75, 75), (80, 80), (86, 80), (120, 80)] {
        assert_eq!(image.best_ptx(device).unwrap().arch, arch, "device {device}");
    }
    let too_new = image.best_ptx(70).unwrap_err();
    assert_eq!(too_new, NoUsablePtx::TooNew { device: 70, ptx: vec!["compute_75".into(), "compute_80".into()] });
    assert!(too_new.to_string().contains("rebuild with -gencode arch=compute_70,code=compute_70"), "{too_new}");
}

#[test]
fn a_sass_only_build_has_no_ptx() {
    let dir = scratch("sass_only");
    let source = kernel("arches.cu");
    let object = nvcc(&dir, "sass.o", &["-c", source.to_str().unwrap(), "-gencode", "arch=compute_80,code=sm_80"]);
    let bytes = read(&object);
    let image = parse(&bytes).unwrap();
    assert!(!image.has_ptx());
    assert_eq!(assert_ptx_matches_cuobjdump(&image, &object), 0);
    let none = image.best_ptx(86).unwrap_err();
    assert_eq!(none, NoUsablePtx::NoPtx { device: 86, machine_code: vec!["sm_80".into()] });
    assert_eq!(none.to_string(), "this binary has no PTX, only NVIDIA machine code (sm_80); rebuild with -gencode arch=compute_86,code=compute_86");
}

/// A linked program holds one container per translation unit (and the runtime's own).
#[test]
fn a_linked_program_has_a_container_per_translation_unit() {
    let dir = scratch("linked");
    let (arches, main) = (kernel("arches.cu"), kernel("main.cu"));
    let object = nvcc(&dir, "arches.o", &[&["-c", arches.to_str().unwrap()][..], &PTX_75_80_SASS_80].concat());
    let lib = format!("-L{}", toolkit_lib().display());
    let gencode = ["-gencode", "arch=compute_75,code=compute_75", "-gencode", "arch=compute_80,code=sm_80"];
    let program = nvcc(&dir, "program", &[&[main.to_str().unwrap(), object.to_str().unwrap(), lib.as_str()][..], &gencode].concat());
    let bytes = read(&program);
    let image = parse(&bytes).unwrap();
    assert_eq!(image.format, Format::HostElf);
    assert!(image.containers.len() >= 2, "{:#?}", image.containers);
    assert_eq!(assert_ptx_matches_cuobjdump(&image, &program), 3);
    assert_elf_matches_cuobjdump(&image, &program);
    // Each translation unit's module gets its own PTX; main.cu has only compute_75.
    let chosen: Vec<u32> = image.containers.iter().filter(|c| c.has_ptx()).map(|c| c.best_ptx(86).unwrap().arch).collect();
    assert_eq!(chosen, [75, 80]);
    let twice = image.containers.iter().find_map(|c| c.best_ptx(86).ok()).unwrap().ptx().unwrap();
    assert!(twice.contains(".entry twice"), "{twice}");
}

/// With `-rdc=true` the PTX is in the relocatable containers of `__nv_relfatbin`.
#[test]
fn relocatable_device_code_is_found() {
    let dir = scratch("rdc");
    let (arches, main) = (kernel("arches.cu"), kernel("main.cu"));
    let lib = format!("-L{}", toolkit_lib().display());
    let program = nvcc(&dir, "program", &["-rdc=true", main.to_str().unwrap(), arches.to_str().unwrap(), &lib, "-gencode", "arch=compute_75,code=compute_75"]);
    let bytes = read(&program);
    let image = parse(&bytes).unwrap();
    // One compute_75 PTX per translation unit, and the device runtime's (libcudadevrt.a).
    assert_eq!(assert_ptx_matches(&image, &program, true), 3);
    let entries: Vec<String> = image.entries().filter(|e| e.kind == EntryKind::Ptx).map(|e| e.ptx().unwrap().into_owned()).collect();
    assert!(entries.iter().any(|ptx| ptx.contains(".entry twice")) && entries.iter().any(|ptx| ptx.contains(".entry add")));
}

#[test]
fn cubins_report_their_architecture() {
    let dir = scratch("cubin");
    let source = kernel("arches.cu");
    for (arch, expected) in [("sm_75", 75), ("sm_80", 80), ("sm_90a", 90), ("sm_120", 120)] {
        let cubin = nvcc(&dir, &format!("{arch}.cubin"), &["--cubin", &format!("-arch={arch}"), source.to_str().unwrap()]);
        let bytes = read(&cubin);
        let image = parse(&bytes).unwrap();
        assert_eq!(image.format, Format::Cubin);
        let entry = image.entries().next().unwrap();
        assert_eq!((entry.kind, entry.arch), (EntryKind::Elf, expected), "{arch}");
        assert!(matches!(image.best_ptx(expected), Err(NoUsablePtx::NoPtx { .. })));
        assert_eq!(entry.contents().unwrap(), &bytes[..]);
    }
}

#[test]
fn ptx_text_is_one_ptx_entry() {
    let dir = scratch("ptx_text");
    let source = kernel("arches.cu");
    let ptx = nvcc(&dir, "arches.ptx", &["--ptx", "-arch=compute_80", source.to_str().unwrap()]);
    let mut bytes = read(&ptx);
    let text = String::from_utf8(bytes.clone()).unwrap();
    bytes.push(0); // as cuModuleLoadData gets it
    let image = parse(&bytes).unwrap();
    assert_eq!(image.format, Format::PtxText);
    let entry = image.best_ptx(86).unwrap();
    assert_eq!((entry.arch, entry.code_version), (80, (9, 0)));
    assert_eq!(entry.ptx().unwrap(), text);
}

/// Architecture-specific (`a`) and family (`f`) PTX, and where each may run.
#[test]
fn arch_and_family_specific_ptx() {
    let dir = scratch("suffixes");
    let source = kernel("arches.cu");
    let gencode =
        ["-gencode", "arch=compute_90a,code=compute_90a", "-gencode", "arch=compute_100f,code=compute_100f", "-gencode", "arch=compute_120,code=compute_120"];
    let fatbin = nvcc(&dir, "k.fatbin", &[&["--fatbin", source.to_str().unwrap()][..], &gencode].concat());
    let bytes = read(&fatbin);
    let image = parse(&bytes).unwrap();
    let names: Vec<String> = image.entries().map(|e| e.arch_name()).collect();
    assert_eq!(names, ["compute_90a", "compute_100f", "compute_120"]);
    assert_eq!(assert_ptx_matches_cuobjdump(&image, &fatbin), 3);
    assert_eq!(image.best_ptx(90).unwrap().arch_name(), "compute_90a");
    assert_eq!(image.best_ptx(103).unwrap().arch_name(), "compute_100f");
    assert_eq!(image.best_ptx(121).unwrap().arch_name(), "compute_120");
    assert!(matches!(image.best_ptx(86), Err(NoUsablePtx::TooNew { .. })));
    assert!(matches!(image.best_ptx(110), Err(NoUsablePtx::TooNew { .. })));
}

/// Debug builds record the source name and the ptxas options in the entry header.
#[test]
fn debug_builds_carry_name_and_options() {
    let dir = scratch("debug");
    let source = kernel("arches.cu");
    let fatbin = nvcc(&dir, "k.fatbin", &["--fatbin", "-G", source.to_str().unwrap(), "-gencode", "arch=compute_80,code=compute_80"]);
    let bytes = read(&fatbin);
    let image = parse(&bytes).unwrap();
    let entry = image.best_ptx(86).unwrap();
    assert!(entry.name.as_deref().unwrap_or("").ends_with("/arches.cu"), "{:?}", entry.name);
    assert!(entry.options.as_deref().unwrap_or("").contains("-g"), "{:?}", entry.options);
    assert_eq!(assert_ptx_matches_cuobjdump(&image, &fatbin), 1);
}

/// Link-time-optimisation IR is its own kind of entry, with its NVVM options.
#[test]
fn lto_ir_is_not_ptx() {
    let dir = scratch("lto");
    let source = kernel("arches.cu");
    let fatbin = nvcc(&dir, "k.fatbin", &["--fatbin", source.to_str().unwrap(), "-gencode", "arch=compute_80,code=lto_80"]);
    let bytes = read(&fatbin);
    let image = parse(&bytes).unwrap();
    let entry = image.entries().next().unwrap();
    assert_eq!((entry.kind, entry.arch), (EntryKind::Nvvm, 80));
    assert!(entry.options.as_deref().unwrap_or("").contains("-ftz=0"), "{:?}", entry.options);
    assert!(entry.ptx().is_err());
    assert!(matches!(image.best_ptx(86), Err(NoUsablePtx::NoPtx { .. })));
}
