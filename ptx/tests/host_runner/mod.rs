//! Runs kernels compiled for the host target one thread after another, with the launch
//! convention of `kernels/common.cuh`. Only kernels that never wait for or talk to another
//! thread can run this way; [`runs_alone`] says which. (The host device's executor, which
//! runs warps and blocks together, is a separate crate.)

use std::ffi::{c_char, c_void};
use std::path::Path;

use rocuda_ptx::back::host_abi::{Runtime, STATIC_SHARED_SYMBOL, Thread, dynamic_shared_offset};
use rocuda_ptx::ir::{Callee, FuncId, Instruction, Module, Statement};

pub const BLOCKS: u32 = 2;
pub const THREADS: u32 = 64;
pub const WORDS: usize = 8;
pub const DYNAMIC_SHARED: u32 = 256;
pub const FILL: u32 = 0xa5a5_a5a5;

/// Whether a kernel (and everything it calls) runs correctly one thread at a time: no
/// barriers, warp collectives, exits, traps or printing.
pub fn runs_alone(module: &Module, kernel: FuncId) -> bool {
    let mut seen = vec![false; module.functions.len()];
    let mut stack = vec![kernel];
    while let Some(id) = stack.pop() {
        if std::mem::replace(&mut seen[id.0 as usize], true) {
            continue;
        }
        let function = module.function(id);
        if function.body.is_none() && matches!(function.name.as_str(), "vprintf" | "__assertfail") {
            return false;
        }
        let Some(Ok(body)) = &function.body else { continue };
        for statement in &body.statements {
            let Statement::Instruction(guarded) = statement else { continue };
            use Instruction::*;
            match &guarded.instruction {
                BarSync { .. } | BarArrive { .. } | BarRed { .. } | BarWarpSync { .. } | Shfl { .. } | Vote { .. } | Match { .. }
                | Redux { .. } | Activemask { .. } | Elect { .. } | Exit | Trap | Brkpt => return false,
                Call { callee: Callee::Direct(callee), .. } => stack.push(*callee),
                // An indirect call may reach any function of the module.
                Call { callee: Callee::Indirect(_), .. } => stack.extend((0..module.functions.len()).map(|i| FuncId(i as u32))),
                _ => {}
            }
        }
    }
    true
}

/// A loaded host object.
pub struct Object {
    library: libloading::Library,
    static_shared: u32,
}

type Kernel = unsafe extern "C" fn(*const c_void, *mut Thread);

impl Object {
    pub fn load(path: &Path) -> Object {
        // SAFETY: a shared object rocuda compiled; it has no initializers.
        let library = unsafe { libloading::Library::new(path) }.unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        // SAFETY: the symbol is a `u32` the compiler defines in every host object.
        let static_shared = unsafe { **library.get::<*const u32>(STATIC_SHARED_SYMBOL.as_bytes()).expect("the static shared size") };
        Object { library, static_shared }
    }

    /// Runs `kernel` over the whole grid; returns `out`.
    pub fn run(&self, kernel: &str) -> Vec<u32> {
        // SAFETY: every kernel of a host object has this signature.
        let function: libloading::Symbol<Kernel> = unsafe { self.library.get(kernel.as_bytes()) }.unwrap_or_else(|e| panic!("{kernel}: {e}"));
        let mut out = vec![FILL; (BLOCKS * THREADS) as usize * WORDS];
        let params: [u64; 1] = [out.as_mut_ptr() as u64];
        let dynamic_start = dynamic_shared_offset(self.static_shared);
        let shared_size = dynamic_start + DYNAMIC_SHARED;
        let runtime = runtime();
        // The kernel's `.local` variables live on this thread's stack, below this frame.
        let mut marker = 0u8;
        let local_end = std::ptr::addr_of_mut!(marker);
        let local_begin = local_end.wrapping_sub(1 << 20);
        for block in 0..BLOCKS {
            let mut shared = vec![0xcdu8; shared_size as usize];
            for tid in 0..THREADS {
                let mut thread = Thread {
                    tid: [tid, 0, 0],
                    ntid: [THREADS, 1, 1],
                    ctaid: [block, 0, 0],
                    nctaid: [BLOCKS, 1, 1],
                    laneid: tid % 32,
                    warpid: tid / 32,
                    nwarpid: THREADS / 32,
                    smid: block,
                    nsmid: BLOCKS,
                    dynamic_smem_size: DYNAMIC_SHARED,
                    shared_size,
                    shared: shared.as_mut_ptr(),
                    local_begin,
                    local_end,
                    runtime: &runtime,
                    executor: std::ptr::null_mut(),
                };
                // SAFETY: the kernel reads its one parameter and writes its thread's words of
                // `out`; shared memory has the size its module asked for.
                unsafe { function(params.as_ptr().cast(), &mut thread) };
            }
        }
        out
    }
}

fn runtime() -> Runtime {
    Runtime {
        barrier,
        barrier_arrive: barrier,
        barrier_reduce,
        shuffle,
        ballot,
        active_mask,
        warp_sync,
        printf,
        assert_fail,
        trap: ends,
        exit: ends,
        clock,
        globaltimer: clock,
        nanosleep,
    }
}

unsafe extern "C" fn barrier(_: *mut Thread, _: u32, _: u32) {
    unreachable_call("bar.sync")
}

unsafe extern "C" fn barrier_reduce(_: *mut Thread, _: u32, _: u32, _: u32, _: u32) -> u32 {
    unreachable_call("bar.red")
}

unsafe extern "C" fn shuffle(_: *mut Thread, _: u32, _: u32, _: u32) -> u32 {
    unreachable_call("shfl")
}

unsafe extern "C" fn ballot(_: *mut Thread, _: u32, _: u32) -> u32 {
    unreachable_call("vote")
}

unsafe extern "C" fn active_mask(_: *mut Thread) -> u32 {
    unreachable_call("activemask")
}

unsafe extern "C" fn warp_sync(_: *mut Thread, _: u32) {
    unreachable_call("bar.warp.sync")
}

unsafe extern "C" fn printf(_: *mut Thread, _: *const c_char, _: *const u8) -> i32 {
    unreachable_call("printf")
}

unsafe extern "C" fn assert_fail(_: *mut Thread, _: *const c_char, _: *const c_char, _: u32, _: *const c_char) {
    unreachable_call("__assertfail")
}

unsafe extern "C" fn ends(_: *mut Thread) {
    unreachable_call("exit or trap")
}

unsafe extern "C" fn nanosleep(_: *mut Thread, _: u32) {}

unsafe extern "C" fn clock(_: *mut Thread) -> u64 {
    static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    START.get_or_init(std::time::Instant::now).elapsed().as_nanos() as u64
}

/// A kernel [`runs_alone`] let through reached a collective: the filter is wrong.
fn unreachable_call(what: &str) -> ! {
    eprintln!("a kernel run thread by thread reached `{what}`");
    std::process::abort()
}
