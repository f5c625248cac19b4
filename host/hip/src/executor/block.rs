//! One block: its CUDA threads as coroutines on one worker thread, and the scheduler that
//! moves them through barriers and warp collectives.

use corosensei::stack::{DefaultStack, Stack};
use corosensei::{CoroutineResult, Yielder};
use rocuda_host_abi::Thread;

use super::pool::Worker;
use super::warp::{self, Request, WARP_SIZE};
use super::{Failure, Grid, fault, runtime};

/// Why a CUDA thread's coroutine handed control back to the scheduler.
pub enum Suspend {
    /// `bar.sync` / `bar.red` (with the operation and this thread's predicate).
    Barrier {
        id: u32,
        count: u32,
        reduce: Option<(u32, bool)>,
    },
    /// `bar.arrive`: counted, not waiting.
    Arrive {
        id: u32,
        count: u32,
    },
    Collective(Request),
    /// `nanosleep`: let others run.
    Yield,
    /// `exit`.
    Exit,
    /// `trap`, a failed `assert`: the launch ends.
    Abort(Failure),
}

/// How a CUDA thread's coroutine ended.
#[derive(Clone, Copy)]
pub enum Finish {
    Done,
    /// A fault the signal handler caught (`fault.rs`).
    Fault {
        signal: i32,
        address: usize,
        pc: usize,
    },
}

pub type Coroutine = corosensei::Coroutine<u32, Suspend, Finish, DefaultStack>;

/// What a running kernel's `Thread::executor` points to.
#[repr(C)]
pub struct Context {
    pub thread: Thread,
    pub yielder: *const Yielder<u32, Suspend>,
}

impl Context {
    fn new(thread: Thread) -> Box<Context> {
        Box::new(Context { thread, yielder: std::ptr::null() })
    }
}

/// Barrier ids `bar.sync` accepts.
const BARRIERS: usize = 16;

/// Runs the block `ctaid` of `grid` on this worker.
pub fn run(grid: &Grid, ctaid: [u32; 3], worker: &mut Worker) -> Result<(), Failure> {
    let shared = worker.shared(grid.shared_size());
    let template = Thread {
        tid: [0; 3],
        ntid: grid.block,
        ctaid,
        nctaid: grid.grid,
        laneid: 0,
        warpid: 0,
        nwarpid: grid.threads_per_block().div_ceil(WARP_SIZE as u32),
        smid: worker.smid,
        nsmid: super::workers() as u32,
        dynamic_smem_size: grid.dynamic_shared,
        shared_size: grid.shared_size(),
        shared,
        local_begin: std::ptr::null_mut(),
        local_end: std::ptr::null_mut(),
        runtime: &runtime::RUNTIME,
        executor: std::ptr::null_mut(),
    };
    if grid.cooperative { Cooperative::new(grid, template, worker).run(worker) } else { run_alone(grid, template, worker) }
}

/// Sets the registers of the thread with linear index `linear`.
fn place(thread: &mut Thread, linear: u32) {
    let [x, y, _] = thread.ntid;
    thread.tid = [linear % x, (linear / x) % y, linear / (x * y)];
    thread.laneid = linear % WARP_SIZE as u32;
    thread.warpid = linear / WARP_SIZE as u32;
}

fn linear(thread: &Thread) -> u32 {
    let [x, y, _] = thread.ntid;
    thread.tid[0] + x * (thread.tid[1] + y * thread.tid[2])
}

/// A coroutine on `stack` that runs threads `first..` of the block one after another, or
/// only `first` when `one`.
fn coroutine(stack: DefaultStack, context: *mut Context, grid: &Grid, one: bool) -> Coroutine {
    // SAFETY: `context` points into a `Box<Context>` that the block's runner made for this
    // coroutine and keeps alive until it is done or abandoned; nothing else touches it while
    // the coroutine is set up. The thread's `.local` memory is the coroutine's stack.
    unsafe {
        (*context).thread.local_begin = stack.limit().get() as *mut u8;
        (*context).thread.local_end = stack.base().get() as *mut u8;
        (*context).thread.executor = context.cast();
    }
    let (context, entry, params, count) = (context as usize, grid.entry, grid.params.as_ptr() as usize, grid.threads_per_block());
    Coroutine::with_stack(stack, move |yielder, first: u32| {
        let context = context as *mut Context;
        // SAFETY: the scheduler keeps the context alive, and the grid's parameters, until the
        // coroutine is done; the kernel gets the ABI it was compiled for.
        unsafe {
            (*context).yielder = yielder;
            let last = if one { first + 1 } else { count };
            for linear in first..last {
                place(&mut (*context).thread, linear);
                entry(params as *const u8, &mut (*context).thread);
            }
        }
        Finish::Done
    })
}

/// Gives a finished (or force-reset) coroutine's stack back to the worker.
fn recycle(coroutine: Coroutine, worker: &mut Worker) {
    worker.stacks.push(coroutine.into_stack());
}

/// Marks a suspended coroutine finished without running the rest of its frames (kernel
/// code and the runtime's suspension points hold nothing that needs dropping).
fn abandon(mut coroutine: Coroutine, worker: &mut Worker) {
    // SAFETY: no object on the coroutine's stack needs its `Drop` code: its frames are the
    // closure in `coroutine` (integers and raw pointers), kernel code, and the runtime's
    // suspension points, which own nothing while suspended.
    unsafe { coroutine.force_reset() };
    recycle(coroutine, worker);
}

fn fault(signal: i32, address: usize, pc: usize, thread: &Thread) -> Failure {
    Failure::Fault { signal, address, pc, block: thread.ctaid, thread: thread.tid }
}

/// A kernel whose threads never interact: they run one after another in one coroutine,
/// which restarts after a thread that `exit`s.
fn run_alone(grid: &Grid, template: Thread, worker: &mut Worker) -> Result<(), Failure> {
    let mut context = Context::new(template);
    let mut next = 0;
    while next < grid.threads_per_block() {
        let mut coroutine = coroutine(worker.stack(), &mut *context, grid, false);
        let mut input = next;
        loop {
            match fault::resume(&mut coroutine, input) {
                CoroutineResult::Return(Finish::Done) => {
                    recycle(coroutine, worker);
                    return Ok(());
                }
                CoroutineResult::Return(Finish::Fault { signal, address, pc }) => {
                    recycle(coroutine, worker);
                    return Err(fault(signal, address, pc, &context.thread));
                }
                CoroutineResult::Yield(Suspend::Yield) => input = 0,
                CoroutineResult::Yield(Suspend::Exit) => {
                    next = linear(&context.thread) + 1;
                    abandon(coroutine, worker);
                    break;
                }
                CoroutineResult::Yield(Suspend::Abort(failure)) => {
                    abandon(coroutine, worker);
                    return Err(failure);
                }
                CoroutineResult::Yield(_) => {
                    abandon(coroutine, worker);
                    let detail = "a kernel marked as having no interacting threads reached a barrier or warp collective".into();
                    return Err(Failure::Deadlock { block: context.thread.ctaid, detail });
                }
            }
        }
    }
    Ok(())
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum State {
    /// Runnable; resumed with the value.
    Ready(u32),
    Collective(Request),
    Barrier(u32),
    Exited,
}

struct Lane {
    coroutine: Option<Coroutine>,
    context: Box<Context>,
    state: State,
}

#[derive(Default)]
struct Barrier {
    arrived: u32,
    /// The thread count the barrier waits for; 0 for every live thread of the block.
    expected: u32,
    waiting: Vec<usize>,
    /// `bar.red`: the operation and the number of waiting threads whose predicate held.
    reduce: Option<u32>,
    true_count: u32,
}

/// A block whose threads interact: one coroutine per CUDA thread.
struct Cooperative<'g> {
    grid: &'g Grid,
    lanes: Vec<Lane>,
    barriers: Vec<Barrier>,
    live: u32,
}

impl<'g> Cooperative<'g> {
    fn new(grid: &'g Grid, template: Thread, worker: &mut Worker) -> Cooperative<'g> {
        let count = grid.threads_per_block();
        let lanes = (0..count)
            .map(|linear| {
                let mut context = Context::new(Thread { ..template });
                place(&mut context.thread, linear);
                let coroutine = coroutine(worker.stack(), &mut *context, grid, true);
                Lane { coroutine: Some(coroutine), context, state: State::Ready(linear) }
            })
            .collect();
        Cooperative { grid, lanes, barriers: (0..BARRIERS).map(|_| Barrier::default()).collect(), live: count }
    }

    fn run(mut self, worker: &mut Worker) -> Result<(), Failure> {
        let result = self.schedule(worker);
        for lane in &mut self.lanes {
            if let Some(coroutine) = lane.coroutine.take() {
                if coroutine.done() { recycle(coroutine, worker) } else { abandon(coroutine, worker) }
            }
        }
        result
    }

    fn schedule(&mut self, worker: &mut Worker) -> Result<(), Failure> {
        let warps = self.lanes.len().div_ceil(WARP_SIZE);
        loop {
            let mut progress = false;
            for warp in 0..warps {
                progress |= self.run_warp(warp, worker)?;
            }
            if self.live == 0 {
                return Ok(());
            }
            progress |= self.release_barriers();
            if !progress {
                return Err(Failure::Deadlock { block: self.lanes[0].context.thread.ctaid, detail: self.describe() });
            }
        }
    }

    /// Runs a warp's lanes until none can move; whether any ran.
    fn run_warp(&mut self, warp: usize, worker: &mut Worker) -> Result<bool, Failure> {
        let lanes = warp * WARP_SIZE..((warp + 1) * WARP_SIZE).min(self.lanes.len());
        let mut ran = false;
        loop {
            for index in lanes.clone() {
                if let State::Ready(value) = self.lanes[index].state {
                    ran = true;
                    self.step(index, value, worker)?;
                }
            }
            let mut waiting = [None; WARP_SIZE];
            let mut live = 0u32;
            for index in lanes.clone() {
                let lane = index - lanes.start;
                match self.lanes[index].state {
                    State::Exited => continue,
                    State::Collective(request) => waiting[lane] = Some(request),
                    _ => {}
                }
                live |= 1 << lane;
            }
            let resolved = warp::resolve(&waiting, live);
            if resolved.is_empty() {
                return Ok(ran);
            }
            for (lane, value) in resolved {
                self.lanes[lanes.start + lane].state = State::Ready(value);
            }
        }
    }

    /// Resumes one lane and records where it stopped.
    fn step(&mut self, index: usize, value: u32, worker: &mut Worker) -> Result<(), Failure> {
        let coroutine = self.lanes[index].coroutine.as_mut().expect("a runnable lane has its coroutine");
        let state = match fault::resume(coroutine, value) {
            CoroutineResult::Return(Finish::Done) => {
                recycle(self.lanes[index].coroutine.take().expect("just ran"), worker);
                State::Exited
            }
            CoroutineResult::Return(Finish::Fault { signal, address, pc }) => return Err(fault(signal, address, pc, &self.lanes[index].context.thread)),
            CoroutineResult::Yield(Suspend::Exit) => {
                abandon(self.lanes[index].coroutine.take().expect("just ran"), worker);
                State::Exited
            }
            CoroutineResult::Yield(Suspend::Abort(failure)) => return Err(failure),
            CoroutineResult::Yield(Suspend::Yield) => State::Ready(0),
            CoroutineResult::Yield(Suspend::Collective(request)) => State::Collective(request),
            CoroutineResult::Yield(Suspend::Arrive { id, count }) => {
                self.barrier(id)?.arrive(count);
                State::Ready(0)
            }
            CoroutineResult::Yield(Suspend::Barrier { id, count, reduce }) => {
                let barrier = self.barrier(id)?;
                barrier.arrive(count);
                barrier.waiting.push(index);
                if let Some((op, pred)) = reduce {
                    barrier.reduce = Some(op);
                    barrier.true_count += u32::from(pred);
                }
                State::Barrier(id)
            }
        };
        if state == State::Exited {
            self.live -= 1;
        }
        self.lanes[index].state = state;
        Ok(())
    }

    fn barrier(&mut self, id: u32) -> Result<&mut Barrier, Failure> {
        let block = self.lanes[0].context.thread.ctaid;
        self.barriers.get_mut(id as usize).ok_or_else(|| Failure::Deadlock { block, detail: format!("barrier {id} does not exist (PTX has 0 to 15)") })
    }

    /// Releases every barrier whose count is reached; whether any was.
    fn release_barriers(&mut self) -> bool {
        let mut released = false;
        for barrier in &mut self.barriers {
            let needed = if barrier.expected == 0 { self.live } else { barrier.expected };
            if barrier.arrived == 0 || barrier.arrived < needed {
                continue;
            }
            let waiters = barrier.waiting.len() as u32;
            let value = match barrier.reduce {
                Some(0) => barrier.true_count,
                Some(1) => u32::from(barrier.true_count == waiters),
                Some(_) => u32::from(barrier.true_count > 0),
                None => 0,
            };
            for index in barrier.waiting.drain(..) {
                self.lanes[index].state = State::Ready(value);
            }
            *barrier = Barrier::default();
            released = true;
        }
        released
    }

    /// Where the block's threads are stuck, for a deadlock report.
    fn describe(&self) -> String {
        let mut at_barriers = 0;
        let mut at_collectives = Vec::new();
        for (index, lane) in self.lanes.iter().enumerate() {
            match lane.state {
                State::Barrier(_) => at_barriers += 1,
                State::Collective(request) if at_collectives.len() < 4 => at_collectives.push(format!("thread {index} at {request:?}")),
                _ => {}
            }
        }
        format!("{} of {} threads live; {at_barriers} wait at barriers; {}", self.live, self.grid.threads_per_block(), at_collectives.join(", "))
    }
}

impl Barrier {
    fn arrive(&mut self, count: u32) {
        self.arrived += 1;
        if count != 0 {
            self.expected = count;
        }
    }
}
