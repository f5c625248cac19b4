//! The host device's `libamdhip64.so.6` answers to HIP's soname and exports only functions
//! HIP declares (the names of ROCm 6.4's headers, `rocm/hip-sys/generated/functions.txt`),
//! and the host device's own, which its other libraries call: [`HOST_DEVICE_OWN`].

use std::collections::BTreeSet;
use std::process::Command;

use rocuda_tests::{host_lib_dir, root, succeed};

/// What the host device's HIP exports for the host device's other libraries alone.
const HOST_DEVICE_OWN: &[&str] = &["rocuda_host_function_failed"];

#[test]
fn exports_are_hip_functions_under_hips_soname() {
    let library = host_lib_dir().join("libamdhip64.so.6");
    let listed = std::fs::read_to_string(root().join("rocm/hip-sys/generated/functions.txt")).expect("HIP's function list");
    let hip: BTreeSet<&str> = listed.lines().filter(|l| !l.starts_with('#') && !l.is_empty()).collect();
    let symbols = succeed(Command::new("nm").args(["-D", "--defined-only"]).arg(&library)).stdout;
    let exported: Vec<String> = String::from_utf8_lossy(&symbols)
        .lines()
        .filter_map(|l| {
            let mut fields = l.split_whitespace();
            let (kind, name) = (fields.nth(1)?, fields.next()?);
            (kind == "T").then(|| name.to_string())
        })
        .collect();
    let foreign: Vec<&String> = exported.iter().filter(|name| !hip.contains(name.as_str()) && !HOST_DEVICE_OWN.contains(&name.as_str())).collect();
    assert!(foreign.is_empty(), "exports HIP does not declare: {foreign:?}");
    assert!(exported.len() > 60, "only {} exports", exported.len());
    let dynamic = succeed(Command::new("readelf").arg("-d").arg(&library)).stdout;
    assert!(String::from_utf8_lossy(&dynamic).contains("Library soname: [libamdhip64.so.6]"));
}
