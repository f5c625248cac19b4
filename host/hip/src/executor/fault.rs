//! Faults inside kernels: an invalid memory access (`SIGSEGV`, `SIGBUS`), an arithmetic or
//! illegal-instruction trap (`SIGFPE`, `SIGILL`) ends the faulting CUDA thread's coroutine
//! instead of the process.
//!
//! This is sound because kernel code runs only inside coroutines, and a fault is handled
//! only when the thread that took it was resuming a coroutine ([`resume`] records which)
//! and its stack pointer lies on that coroutine's stack. The handler then rewrites the
//! interrupted context so that, when it returns, the coroutine returns
//! [`Finish::Fault`] to the scheduler (corosensei's trap support). Kernel code holds no
//! locks and nothing that needs dropping, so abandoning its frames loses nothing; the
//! launch fails and the error is sticky, as on a GPU. Any other fault goes to the handler
//! that was installed before ours (Rust's stack-overflow report, or the default action).

use std::cell::Cell;
use std::ffi::c_void;
use std::sync::{Once, OnceLock};

use corosensei::CoroutineResult;
use corosensei::trap::CoroutineTrapHandler;

use super::block::{Coroutine, Finish, Suspend};

const SIGNALS: [libc::c_int; 4] = [libc::SIGSEGV, libc::SIGBUS, libc::SIGFPE, libc::SIGILL];

thread_local! {
    /// The coroutine this thread is running, while it runs.
    static RUNNING: Cell<Option<CoroutineTrapHandler<Finish>>> = const { Cell::new(None) };
}

/// The handlers ours replaced, in [`SIGNALS`]' order.
static PREVIOUS: OnceLock<Vec<libc::sigaction>> = OnceLock::new();

/// Resumes `coroutine`, with faults inside it caught.
pub fn resume(coroutine: &mut Coroutine, input: u32) -> CoroutineResult<Suspend, Finish> {
    let outer = RUNNING.replace(Some(coroutine.trap_handler()));
    let result = coroutine.resume(input);
    RUNNING.set(outer);
    result
}

/// Installs the handler, once per process.
pub fn install() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let mut previous = Vec::new();
        for signal in SIGNALS {
            // SAFETY: sigaction with a zeroed struct filled in; the handler is async-signal
            // safe (it reads a thread-local cell and writes the interrupted context).
            unsafe {
                let mut action: libc::sigaction = std::mem::zeroed();
                action.sa_sigaction = handler as *const () as usize;
                action.sa_flags = libc::SA_SIGINFO | libc::SA_ONSTACK;
                libc::sigemptyset(&mut action.sa_mask);
                let mut old: libc::sigaction = std::mem::zeroed();
                libc::sigaction(signal, &action, &mut old);
                previous.push(old);
            }
        }
        let _ = PREVIOUS.set(previous);
    });
}

/// Gives this thread an alternate signal stack if it has none, so that a kernel that
/// overflows its coroutine stack can still be handled.
pub fn ensure_alternate_stack() {
    const SIZE: usize = 64 << 10;
    // SAFETY: querying and setting this thread's alternate stack; the stack is mapped for the
    // rest of the thread's life (a leak of 64 KiB per executor thread, which live as long as
    // the process).
    unsafe {
        let mut current: libc::stack_t = std::mem::zeroed();
        if libc::sigaltstack(std::ptr::null(), &mut current) != 0 || current.ss_flags & libc::SS_DISABLE == 0 {
            return;
        }
        let memory = libc::mmap(std::ptr::null_mut(), SIZE, libc::PROT_READ | libc::PROT_WRITE, libc::MAP_PRIVATE | libc::MAP_ANONYMOUS, -1, 0);
        if memory == libc::MAP_FAILED {
            return;
        }
        let stack = libc::stack_t { ss_sp: memory, ss_flags: 0, ss_size: SIZE };
        libc::sigaltstack(&stack, std::ptr::null_mut());
    }
}

extern "C" fn handler(signal: libc::c_int, info: *mut libc::siginfo_t, context: *mut c_void) {
    // SAFETY: the kernel passes a valid siginfo and ucontext to an SA_SIGINFO handler.
    unsafe {
        let context = context.cast::<libc::ucontext_t>();
        let registers = &mut (*context).uc_mcontext.gregs;
        let stack_pointer = registers[libc::REG_RSP as usize] as usize;
        if let Some(trap) = RUNNING.get()
            && trap.stack_ptr_in_bounds(stack_pointer)
        {
            let (address, pc) = ((*info).si_addr() as usize, registers[libc::REG_RIP as usize] as usize);
            let redirect = trap.setup_trap_handler(move || Finish::Fault { signal, address, pc });
            registers[libc::REG_RIP as usize] = redirect.rip as i64;
            registers[libc::REG_RSP as usize] = redirect.rsp as i64;
            registers[libc::REG_RBP as usize] = redirect.rbp as i64;
            registers[libc::REG_RDI as usize] = redirect.rdi as i64;
            registers[libc::REG_RSI as usize] = redirect.rsi as i64;
            return;
        }
        forward(signal, info, context.cast());
    }
}

/// Hands a fault that is not a kernel's to the handler installed before ours.
///
/// # Safety
/// Called from the signal handler with its arguments.
unsafe fn forward(signal: libc::c_int, info: *mut libc::siginfo_t, context: *mut c_void) {
    let Some(index) = SIGNALS.iter().position(|s| *s == signal) else { return };
    let Some(previous) = PREVIOUS.get().and_then(|p| p.get(index)) else { return };
    let action = previous.sa_sigaction;
    // SAFETY: this runs in our signal handler (this function's contract), with the arguments
    // the system gave it; the handler installed before ours is restored, or called the way
    // its own flags ask (with `siginfo` and context under `SA_SIGINFO`, with the signal
    // alone otherwise), so `action` has the function type it is transmuted to.
    unsafe {
        if action == libc::SIG_DFL || action == libc::SIG_IGN {
            // Restore it; returning re-executes the faulting instruction, which now takes the
            // default action (a core dump, as without us).
            libc::sigaction(signal, previous, std::ptr::null_mut());
        } else if previous.sa_flags & libc::SA_SIGINFO != 0 {
            let handler: extern "C" fn(libc::c_int, *mut libc::siginfo_t, *mut c_void) = std::mem::transmute(action);
            handler(signal, info, context);
        } else {
            let handler: extern "C" fn(libc::c_int) = std::mem::transmute(action);
            handler(signal);
        }
    }
}
