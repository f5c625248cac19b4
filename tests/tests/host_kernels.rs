//! The PTX test corpus runs on the host device, through HIP calls only (the host device's
//! `libamdhip64.so.6`, loaded by `hip-sys` as rocuda's libraries load it), and every kernel's
//! output equals what an NVIDIA GPU computed from the same PTX (`golden/`). Warp collectives
//! with partial masks and divergence, barriers with counts, `exit`, and device `printf` are
//! among them.

use std::ffi::{CString, c_void};
use std::os::fd::AsRawFd;

use hip_sys::{hipFunction_t, hipModule_t};
use rocuda_ptx::{Options, Target};
use rocuda_tests::host::{self, hip};
use rocuda_tests::kernels::{BLOCKS, DYNAMIC_SHARED, FILL, THREADS, TestModule, WORDS, compare, golden, golden_stdout, modules};
use rocuda_tests::parallel;
use rocuda_tests::scratch;

/// Runs every kernel of `module`; the problems found, and how many kernels ran.
fn run_module(module: &TestModule) -> (Vec<String>, usize) {
    let compiled = match rocuda_ptx::compile(&module.ptx, &Options::new(Target::Host)) {
        Ok(compiled) => compiled,
        Err(error) => return (vec![format!("{}: {error}", module.name)], 0),
    };
    let mut kernels: Vec<&String> = compiled.kernels.iter().filter(|k| !k.starts_with("compile_only_")).collect();
    if kernels.is_empty() {
        return (Vec::new(), 0);
    }
    kernels.sort();
    let Some(golden) = golden(&module.stem) else { return (vec![format!("{}: no golden output; record it (ptx/tests/kernels/README.md)", module.name)], 0) };
    match run_kernels(module, &compiled.bytes, &kernels, &golden) {
        Ok(problems) => (problems, kernels.len()),
        Err(error) => (vec![format!("{}: {error}", module.name)], 0),
    }
}

fn run_kernels(module: &TestModule, object: &[u8], kernels: &[&String], golden: &rocuda_tests::kernels::Golden) -> Result<Vec<String>, String> {
    let words = (BLOCKS * THREADS) as usize * WORDS;
    let mut problems = Vec::new();
    // SAFETY: every HIP call: arguments as HIP documents them; `object` is a complete host
    // code object; `out` holds `words` words.
    unsafe {
        let mut handle: hipModule_t = std::ptr::null_mut();
        hip(hip_sys::hipModuleLoadData(&mut handle, object.as_ptr().cast()), "hipModuleLoadData")?;
        let mut out: *mut c_void = std::ptr::null_mut();
        hip(hip_sys::hipMalloc(&mut out, words * 4), "hipMalloc")?;
        for kernel in kernels {
            let Some(expected) = golden.get(kernel.as_str()) else {
                problems.push(format!("{}: `{kernel}` has no golden output; record it", module.name));
                continue;
            };
            let name = CString::new(kernel.as_str()).expect("a kernel name");
            let mut function: hipFunction_t = std::ptr::null_mut();
            hip(hip_sys::hipModuleGetFunction(&mut function, handle, name.as_ptr()), kernel)?;
            hip(hip_sys::hipMemsetD32(out, FILL as i32, words), "hipMemsetD32")?;
            let mut argument = out;
            let mut params = [(&raw mut argument).cast::<c_void>()];
            let launched = hip_sys::hipModuleLaunchKernel(
                function,
                BLOCKS,
                1,
                1,
                THREADS,
                1,
                1,
                DYNAMIC_SHARED,
                std::ptr::null_mut(),
                params.as_mut_ptr(),
                std::ptr::null_mut(),
            );
            if let Err(error) = hip(launched, kernel).and_then(|()| hip(hip_sys::hipDeviceSynchronize(), kernel)) {
                problems.push(format!("{}: {error}", module.name));
                hip_sys::hipDeviceReset().ok();
                continue;
            }
            let mut host = vec![0u32; words];
            hip(hip_sys::hipMemcpyDtoH(host.as_mut_ptr().cast(), out, words * 4), "hipMemcpyDtoH")?;
            let (threads, shown) = compare(kernel, &host, expected, 6);
            if threads > 0 {
                problems.push(format!("{}: `{kernel}`: {threads} threads differ\n  {}", module.name, shown.join("\n  ")));
            }
        }
        hip(hip_sys::hipFree(out), "hipFree")?;
        hip(hip_sys::hipModuleUnload(handle), "hipModuleUnload")?;
    }
    Ok(problems)
}

/// Runs `body` with the process's standard output (file descriptor 1, where device `printf`
/// writes through the C library) going to a file; returns what was written.
fn capture_stdout(body: impl FnOnce()) -> String {
    let path = scratch("host-kernels-stdout").join("stdout.txt");
    let file = std::fs::File::create(&path).expect("a scratch file");
    // SAFETY: flushing C's streams and swapping descriptor 1 around `body`, restoring it after.
    unsafe {
        libc::fflush(std::ptr::null_mut());
        let saved = libc::dup(1);
        libc::dup2(file.as_raw_fd(), 1);
        body();
        libc::fflush(std::ptr::null_mut());
        libc::dup2(saved, 1);
        libc::close(saved);
    }
    std::fs::read_to_string(&path).expect("the captured output")
}

#[test]
fn kernels_run_on_the_host_device_as_on_an_nvidia_gpu() {
    host::load();
    let (printing, silent): (Vec<&TestModule>, Vec<&TestModule>) = modules().iter().partition(|m| golden_stdout(&m.stem).is_some());
    let mut results = parallel(&silent, |module| run_module(module));
    for module in printing {
        let mut result = (Vec::new(), 0);
        let printed = capture_stdout(|| result = run_module(module));
        let expected = golden_stdout(&module.stem).expect("partitioned on it");
        if printed != expected {
            result.0.push(format!("{}: printf output differs\n--- ours\n{printed}--- NVIDIA\n{expected}", module.name));
        }
        results.push(result);
    }
    let problems: Vec<String> = results.iter().flat_map(|(p, _)| p.clone()).collect();
    let ran: usize = results.iter().map(|(_, r)| r).sum();
    println!("{ran} kernels ran on the host device");
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
    assert!(ran > 0, "no kernel ran");
}

/// Every golden file was recorded from the sources this folder holds now
/// (`ptx/tests/kernels/golden/PROVENANCE`, written by `record.sh`).
#[test]
fn kernel_goldens_were_recorded_from_these_sources() {
    let golden = rocuda_tests::kernels::kernels_dir().join("golden");
    let mut names: Vec<String> = std::fs::read_dir(&golden)
        .expect("the golden folder")
        .map(|entry| entry.expect("an entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "txt"))
        .map(|path| path.file_stem().expect("a name").to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert!(names.len() >= 20, "only {} golden files", names.len());
    let provenance = rocuda_tests::provenance::Provenance::load(&golden).unwrap_or_else(|e| panic!("{e}"));
    let stale = provenance.stale(&rocuda_tests::kernels::kernels_dir(), &names);
    assert!(stale.is_empty(), "{}", stale.join("\n"));
}
