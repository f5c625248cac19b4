//! `cargo xtask bench host`: the host device's executor against the same loops written as
//! plain Rust, measured in the same run. Vector addition over 64 Mi floats (memory-bound,
//! one thread per element), a block-wide shared-memory reduction with 1024-thread blocks
//! (barrier-bound), and back-to-back launches of a small grid (launch overhead).

use std::ffi::c_void;
use std::hint::black_box;
use std::time::Instant;

use rocuda_tests::host::{Module, alloc, hip, launch, ptx, read};

const N: usize = 64 << 20;
const REDUCE_BLOCKS: u32 = 64;
const SMALL: u32 = 4096;

/// The best of `runs` timings of `f`, in seconds.
fn best(runs: usize, mut f: impl FnMut()) -> f64 {
    (0..runs)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed().as_secs_f64()
        })
        .fold(f64::INFINITY, f64::min)
}

fn upload(values: &[f32]) -> *mut f32 {
    let device = alloc::<f32>(values.len());
    // SAFETY: a device allocation of `values.len()` floats.
    hip(unsafe { hip_sys::hipMemcpyHtoD(device.cast(), values.as_ptr().cast_mut().cast(), values.len() * 4) }, "hipMemcpyHtoD").unwrap();
    device
}

fn main() {
    let module = Module::from_ptx(&ptx("bench"));
    let (vector_add, block_sum) = (module.function("vector_add"), module.function("block_sum"));
    let a: Vec<f32> = (0..N).map(|i| (i % 1000) as f32).collect();
    let b: Vec<f32> = (0..N).map(|i| (i % 7) as f32 * 0.5).collect();
    let (da, db, dc) = (upload(&a), upload(&b), alloc::<f32>(N));
    // SAFETY: no arguments.
    let sync = || hip(unsafe { hip_sys::hipDeviceSynchronize() }, "hipDeviceSynchronize").unwrap();

    println!("host device: {} worker threads", std::thread::available_parallelism().map_or(1, |n| n.get()));
    println!("{:<34} {:>12} {:>12} {:>8}", "", "rocuda", "plain Rust", "ratio");

    // Vector addition: 3 arrays of N floats move through memory.
    let bytes = (3 * N * 4) as f64;
    let add = |n: u32| {
        let (mut a, mut b, mut c, mut n) = (da, db, dc, n);
        let mut args = [(&raw mut a).cast::<c_void>(), (&raw mut b).cast(), (&raw mut c).cast(), (&raw mut n).cast()];
        // SAFETY: the kernel's four arguments, by address; the buffers hold N floats.
        assert_eq!(unsafe { launch(vector_add, n.div_ceil(256), 256, 0, std::ptr::null_mut(), &mut args) }, hip_sys::hipError_t::hipSuccess);
    };
    let ours = best(3, || {
        add(N as u32);
        sync();
    });
    let result = read(dc as *const f32, N);
    assert!(result.iter().zip(a.iter().zip(&b)).all(|(c, (a, b))| *c == a + b), "vector_add computed wrong sums");
    let mut c = vec![0f32; N];
    let theirs = best(3, || {
        for ((c, a), b) in c.iter_mut().zip(black_box(&a)).zip(black_box(&b)) {
            *c = a + b;
        }
        black_box(&c);
    });
    let (ours_rate, theirs_rate) = (bytes / ours / 1e9, bytes / theirs / 1e9);
    println!("{:<34} {:>9.2} GB/s {:>9.2} GB/s {:>8.4}", "vector add, 64 Mi floats", ours_rate, theirs_rate, ours_rate / theirs_rate);

    // Block reduction: every block sums its stride of the input through shared memory.
    let out = alloc::<f32>(REDUCE_BLOCKS as usize);
    let ours = best(3, || {
        let (mut input, mut output, mut n) = (da, out, N as u32);
        let mut args = [(&raw mut input).cast::<c_void>(), (&raw mut output).cast(), (&raw mut n).cast()];
        // SAFETY: the kernel's three arguments, by address; `out` holds a float per block.
        assert_eq!(unsafe { launch(block_sum, REDUCE_BLOCKS, 1024, 0, std::ptr::null_mut(), &mut args) }, hip_sys::hipError_t::hipSuccess);
        sync();
    });
    let partials = read(out as *const f32, REDUCE_BLOCKS as usize);
    let total: f64 = partials.iter().map(|p| f64::from(*p)).sum();
    let expected: f64 = a.iter().map(|v| f64::from(*v)).sum();
    assert!((total - expected).abs() <= expected * 1e-5, "block_sum: {total} != {expected}");
    let theirs = best(3, || {
        black_box(black_box(&a).iter().sum::<f32>());
    });
    let bytes = (N * 4) as f64;
    let (ours_rate, theirs_rate) = (bytes / ours / 1e9, bytes / theirs / 1e9);
    println!("{:<34} {:>9.2} GB/s {:>9.2} GB/s {:>8.4}", "block reduction, 1024 threads", ours_rate, theirs_rate, ours_rate / theirs_rate);

    // Launch rate: back-to-back small grids (16 blocks of 256), each synchronized.
    let launches = 2000;
    let ours = best(3, || {
        for _ in 0..launches {
            add(SMALL);
        }
        sync();
    });
    let theirs = best(3, || {
        for _ in 0..launches {
            for ((c, a), b) in c[..SMALL as usize].iter_mut().zip(black_box(&a[..SMALL as usize])).zip(black_box(&b[..SMALL as usize])) {
                *c = a + b;
            }
            black_box(&c);
        }
    });
    let (ours_rate, theirs_rate) = (f64::from(launches) / ours, f64::from(launches) / theirs);
    println!("{:<34} {:>11.0}/s {:>11.0}/s {:>8.4}", "launches of 4096 threads", ours_rate, theirs_rate, ours_rate / theirs_rate);
}
