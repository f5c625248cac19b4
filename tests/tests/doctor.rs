//! `rocuda doctor` on this machine, which has no AMD GPU: it says so, says the install tree's
//! host device works, and fails, since rocuda cannot run programs on an AMD GPU here.

use std::process::Command;

use rocuda_tests::root;

#[test]
fn no_amd_gpu_but_the_host_device_works() {
    if std::path::Path::new("/dev/kfd").exists() {
        eprintln!("skipped: this machine has an AMD GPU driver (/dev/kfd)");
        return;
    }
    let doctor = Command::new(root().join("target/rocuda/bin/rocuda"))
        .arg("doctor")
        .env_remove("ROCUDA_ROCM_LIB")
        .env_remove("ROCM_PATH")
        .output()
        .expect("run `cargo xtask build` first");
    let report = String::from_utf8_lossy(&doctor.stdout);
    assert!(report.contains("no AMD GPU"), "{report}");
    let host = report.lines().find(|line| line.starts_with("The host device works")).unwrap_or_else(|| panic!("{report}"));
    assert!(host.contains("answers 1 device, rocuda host device"), "{host}");
    assert!(report.contains("`rocuda run` redirects: cuda, cublas"), "{report}");
    assert!(report.contains("Compile cache: "), "{report}");
    assert!(!doctor.status.success(), "no AMD GPU, so doctor fails: {report}");
}
