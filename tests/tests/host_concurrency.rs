//! Kernels launched from 8 host threads at once, each on its own stream, add to the same
//! counters with atomics: every count is exact, and every thread finishes.

use std::ffi::c_void;

use hip_sys::hipStream_t;
use rocuda_tests::host::{Module, alloc, hip, launch, ptx, read};

const HOST_THREADS: usize = 8;
const LAUNCHES: usize = 20;
const BLOCKS: u32 = 16;
const THREADS: u32 = 128;
const ROUNDS: u32 = 10;

#[test]
fn launches_from_eight_threads_count_exactly() {
    let module = Module::from_ptx(&ptx("stress"));
    let count = module.function("count") as usize;
    let counters = alloc::<u32>(65) as usize;
    let total = alloc::<u64>(1) as usize;
    std::thread::scope(|scope| {
        for _ in 0..HOST_THREADS {
            scope.spawn(|| {
                let mut stream: hipStream_t = std::ptr::null_mut();
                // SAFETY: every call: HIP's documented arguments; the device pointers are
                // allocations above.
                unsafe {
                    hip(hip_sys::hipStreamCreate(&mut stream), "hipStreamCreate").unwrap();
                    for _ in 0..LAUNCHES {
                        let (mut counters, mut total, mut rounds) = (counters as *mut u32, total as *mut u64, ROUNDS);
                        let mut args = [(&raw mut counters).cast::<c_void>(), (&raw mut total).cast(), (&raw mut rounds).cast()];
                        assert_eq!(launch(count as hip_sys::hipFunction_t, BLOCKS, THREADS, 0, stream, &mut args), hip_sys::hipError_t::hipSuccess);
                    }
                    hip(hip_sys::hipStreamSynchronize(stream), "hipStreamSynchronize").unwrap();
                    hip(hip_sys::hipStreamDestroy(stream), "hipStreamDestroy").unwrap();
                }
            });
        }
    });
    let launches = (HOST_THREADS * LAUNCHES) as u64;
    let threads = u64::from(BLOCKS * THREADS);
    let counts = read(counters as *const u32, 65);
    let per_slot = launches * threads * u64::from(ROUNDS) / 64;
    assert!(counts[..64].iter().all(|c| u64::from(*c) == per_slot), "{counts:?}, each should be {per_slot}");
    assert_eq!(u64::from(counts[64]), launches * threads, "warp votes");
    assert_eq!(read(total as *const u64, 1)[0], launches * threads * u64::from(ROUNDS));
}
