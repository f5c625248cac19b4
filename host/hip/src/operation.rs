//! What a stream runs and what a graph node holds: one stream-ordered operation, with its
//! arguments copied when it is made.
//!
//! Each call that puts work on a stream (a copy, a fill, a launch, a host function, a graph
//! launch) builds its operation once and hands it to `stream::submit`, which runs it or, on
//! a capturing stream, makes it a node of the capture's graph. A node added by hand holds
//! the same value, so a captured operation, a node and a call that runs at once all run
//! through [`Operation::run`], which calls the code that does the work (`copy.rs`,
//! `launch.rs`, the executor). That code knows nothing of graphs.
//!
//! A node is a snapshot of the call that made it, as on a GPU: a kernel node owns a copy of
//! its argument values (laid out by the kernel's `KernelInfo`, as `hipModuleLaunchKernel`
//! lays them out), so the caller's argument array may change or go away afterwards. Copies,
//! fills and host functions keep the caller's pointers, which are read when the node runs.

use std::ffi::c_void;
use std::sync::Arc;

use hip_sys::{
    dim3, hipError_t, hipEvent_t, hipGraphNodeType as T, hipHostNodeParams, hipKernelNodeParams, hipMemcpy3DParms, hipMemcpyKind, hipMemsetParams,
    hipPitchedPtr, hipPos,
};

use crate::api::{HipResult, ensure, refuse};
use crate::module::Function;
use crate::stream::event;
use crate::{copy, executor, launch};

/// A kernel with its launch shape and a copy of its argument values.
#[derive(Clone)]
pub struct Kernel {
    /// The `hipFunction_t` the caller named, which `hipGraphKernelNodeGetParams` gives back.
    pub handle: usize,
    pub function: Arc<Function>,
    pub grid: [u32; 3],
    pub block: [u32; 3],
    pub shared: u32,
    pub params: Vec<u8>,
    /// One pointer per argument into `params`, made when the parameters are read back.
    arguments: Vec<*mut c_void>,
}

impl Kernel {
    /// Reads HIP's kernel node parameters: `func` is a `hipFunction_t` from
    /// `hipModuleGetFunction` (the host device has no kernels registered by a compiler's host
    /// stubs; ROCm's runtime takes a module function there too, since ROCm/hip issue 2450),
    /// and the arguments come from `kernelParams` or `extra`.
    ///
    /// # Safety
    /// `kernelParams` and `extra` follow `hipModuleLaunchKernel`'s documentation.
    pub unsafe fn new(p: &hipKernelNodeParams) -> HipResult<Kernel> {
        let function = launch::lookup(p.func.cast()).map_err(|_| hipError_t::hipErrorInvalidDeviceFunction)?;
        let dims = |d: dim3| [d.x, d.y, d.z];
        let (grid, block) = (dims(p.gridDim), dims(p.blockDim));
        launch::check_shape(&function, grid, block, p.sharedMemBytes)?;
        // SAFETY: `kernelParams` and `extra` are as `hipModuleLaunchKernel` documents them,
        // by this function's contract, which is what `parameters` asks.
        let params = unsafe { launch::parameters(&function, p.kernelParams, p.extra)? };
        Ok(Kernel { handle: p.func as usize, function, grid, block, shared: p.sharedMemBytes, params, arguments: Vec::new() })
    }

    /// A launch whose shape and parameters its call has checked and read already.
    pub fn checked(handle: usize, function: Arc<Function>, grid: [u32; 3], block: [u32; 3], shared: u32, params: Vec<u8>) -> Kernel {
        Kernel { handle, function, grid, block, shared, params, arguments: Vec::new() }
    }

    /// The parameters as HIP reports them: `kernelParams` points to one pointer per argument
    /// into this kernel's copy of the values, valid while it lives.
    pub fn describe(&mut self) -> hipKernelNodeParams {
        let base = self.params.as_mut_ptr();
        // SAFETY: `launch::parameters` sized `params` to the kernel's `params_size`, and the
        // compiler places every parameter's offset inside it, so each pointer stays in the
        // buffer.
        self.arguments = self.function.params.iter().map(|p| unsafe { base.add(p.offset as usize) }.cast::<c_void>()).collect();
        let dim = |[x, y, z]: [u32; 3]| dim3 { x, y, z };
        hipKernelNodeParams {
            blockDim: dim(self.block),
            extra: std::ptr::null_mut(),
            func: self.handle as *mut c_void,
            gridDim: dim(self.grid),
            kernelParams: if self.arguments.is_empty() { std::ptr::null_mut() } else { self.arguments.as_mut_ptr() },
            sharedMemBytes: self.shared,
        }
    }

    /// Launches the kernel, checking its shape again: a graph may run long after the node
    /// was made, and `hipFuncSetAttribute` may have lowered the kernel's limits since.
    fn run(&self) -> HipResult {
        launch::check_shape(&self.function, self.grid, self.block, self.shared)?;
        executor::launch(launch::grid_of(&self.function, self.params.clone(), self.grid, self.block, self.shared), executor::Residency::AsTheyCome)
    }

    /// Launches the kernel just made, whose checks still hold, handing the executor its
    /// argument values rather than a copy.
    fn launch_now(self) -> HipResult {
        executor::launch(launch::grid_of(&self.function, self.params, self.grid, self.block, self.shared), executor::Residency::AsTheyCome)
    }
}

/// A fill of `depth` slices of `height` rows of `width` elements.
#[derive(Clone, Copy)]
pub struct Fill {
    pub dst: usize,
    pub pitch: usize,
    pub width: usize,
    pub height: usize,
    pub depth: usize,
    /// Bytes from one slice to the next.
    pub slice: usize,
    pub value: u32,
    /// 1, 2 or 4 bytes.
    pub element: u32,
}

impl Fill {
    /// HIP's memset node parameters; an element size other than 1, 2 or 4 is refused.
    pub fn new(p: &hipMemsetParams) -> HipResult<Fill> {
        ensure(matches!(p.elementSize, 1 | 2 | 4), hipError_t::hipErrorInvalidValue)?;
        ensure(p.height <= 1 || p.pitch >= p.width.saturating_mul(p.elementSize as usize), hipError_t::hipErrorInvalidValue)?;
        Ok(Fill { dst: p.dst as usize, pitch: p.pitch, width: p.width, height: p.height, depth: 1, slice: 0, value: p.value, element: p.elementSize })
    }

    /// A fill of one row of `count` elements of `element` bytes.
    pub fn linear(dst: usize, count: usize, value: u32, element: u32) -> Fill {
        let pitch = count.saturating_mul(element as usize);
        Fill { dst, pitch, width: count, height: 1, depth: 1, slice: 0, value, element }
    }

    /// As HIP reports a memset node; a 3D fill has no such description.
    pub fn describe(&self) -> HipResult<hipMemsetParams> {
        if self.depth > 1 {
            return Err(refuse("hipGraphMemsetNodeGetParams", "a 3D fill has no hipMemsetParams", hipError_t::hipErrorNotSupported));
        }
        let Fill { dst, pitch, width, height, value, element, .. } = *self;
        Ok(hipMemsetParams { dst: dst as *mut c_void, elementSize: element, height, pitch, value, width })
    }

    fn run(&self) -> HipResult {
        // One element's bytes: the value's low bytes, in memory order.
        let (byte, short, word) = ([self.value as u8], (self.value as u16).to_ne_bytes(), self.value.to_ne_bytes());
        let pattern: &[u8] = match self.element {
            1 => &byte,
            2 => &short,
            _ => &word,
        };
        for z in 0..self.depth {
            copy::fill(self.dst + z * self.slice, self.pitch, self.width, self.height, pattern)?;
        }
        Ok(())
    }
}

/// A copy between two linear regions of `height` rows of `width` bytes, as a 3D copy.
pub fn linear_copy(dst: usize, dst_pitch: usize, src: usize, src_pitch: usize, width: usize, height: usize, kind: hipMemcpyKind) -> hipMemcpy3DParms {
    let origin = hipPos { x: 0, y: 0, z: 0 };
    let pitched = |ptr: usize, pitch: usize| hipPitchedPtr { ptr: ptr as *mut c_void, pitch, xsize: width, ysize: height };
    hipMemcpy3DParms {
        srcArray: std::ptr::null_mut(),
        srcPos: origin,
        srcPtr: pitched(src, src_pitch),
        dstArray: std::ptr::null_mut(),
        dstPos: origin,
        dstPtr: pitched(dst, dst_pitch),
        extent: hip_sys::hipExtent { width, height, depth: 1 },
        kind,
    }
}

/// Checks a 3D copy's description: a known direction, no HIP arrays.
pub fn check_copy(p: &hipMemcpy3DParms) -> HipResult {
    copy::check_kind(p.kind)?;
    if !p.srcArray.is_null() || !p.dstArray.is_null() {
        return Err(refuse("hipGraphAddMemcpyNode", "HIP arrays are not supported by the host device", hipError_t::hipErrorNotSupported));
    }
    Ok(())
}

/// A host function and its argument.
#[derive(Clone, Copy)]
pub struct Host {
    pub function: unsafe extern "C" fn(*mut c_void),
    pub data: usize,
}

impl Host {
    /// HIP's host node parameters; a null function is refused.
    pub fn new(p: &hipHostNodeParams) -> HipResult<Host> {
        let function = p.fn_.ok_or(hipError_t::hipErrorInvalidValue)?;
        Ok(Host { function, data: p.userData as usize })
    }

    pub fn describe(&self) -> hipHostNodeParams {
        hipHostNodeParams { fn_: Some(self.function), userData: self.data as *mut c_void }
    }

    /// Calls the function, unless a kernel's failure left the device unusable.
    fn run(&self) -> HipResult {
        executor::sticky_error()?;
        // SAFETY: the function and argument the caller handed to `hipLaunchHostFunc` or put
        // in a host node, whose contracts ask that it may be called with that argument when
        // the stream or graph reaches it, on any thread, as here.
        unsafe { (self.function)(self.data as *mut c_void) };
        Ok(())
    }
}

/// One node of an executable graph: the node it was instantiated from, and a copy of its
/// operation.
#[derive(Clone)]
pub struct Step {
    pub node: usize,
    pub operation: Operation,
}

/// Runs `steps` in order; the first failure stops the run.
pub fn run_steps(steps: &[Step]) -> HipResult {
    steps.iter().try_for_each(|step| step.operation.run())
}

#[derive(Clone)]
pub enum Operation {
    Kernel(Kernel),
    Memcpy(hipMemcpy3DParms),
    Memset(Fill),
    Host(Host),
    Empty,
    EventRecord(usize),
    EventWait(usize),
    /// A graph inside a graph, or a graph launched on a stream: an instantiated copy of it,
    /// run in its order.
    Graph(Arc<Vec<Step>>),
}

// SAFETY: the raw pointers are addresses the caller gave (copy regions, a host function's
// argument, a kernel node's argument pointers into its own buffer), used only when the
// operation runs or is described, on whichever thread does so, as HIP allows.
unsafe impl Send for Operation {}
// SAFETY: shared access only reads the pointers' values (running or describing an operation
// takes `&self` and never writes through them), and what they point to is used as HIP allows
// from any thread.
unsafe impl Sync for Operation {}

impl Operation {
    /// The kind of graph node that holds this operation.
    pub fn kind(&self) -> T {
        match self {
            Operation::Kernel(_) => T::hipGraphNodeTypeKernel,
            Operation::Memcpy(_) => T::hipGraphNodeTypeMemcpy,
            Operation::Memset(_) => T::hipGraphNodeTypeMemset,
            Operation::Host(_) => T::hipGraphNodeTypeHost,
            Operation::Empty => T::hipGraphNodeTypeEmpty,
            Operation::EventRecord(_) => T::hipGraphNodeTypeEventRecord,
            Operation::EventWait(_) => T::hipGraphNodeTypeWaitEvent,
            Operation::Graph(_) => T::hipGraphNodeTypeGraph,
        }
    }

    /// Checks what a node checks when it is made but a running operation only as it runs: a
    /// copy's direction, and that it names no HIP arrays.
    pub fn check(&self) -> HipResult {
        match self {
            Operation::Memcpy(p) => check_copy(p),
            _ => Ok(()),
        }
    }

    /// Runs an operation just made, as [`Operation::run`] does, without checking again what
    /// making it checked: the one way a stream runs its work, every launch's hot path.
    #[inline]
    pub fn run_now(self) -> HipResult {
        match self {
            Operation::Kernel(kernel) => kernel.launch_now(),
            operation => operation.run(),
        }
    }

    /// Runs the operation now, on the calling thread (the host device is synchronous).
    pub fn run(&self) -> HipResult {
        match self {
            Operation::Kernel(kernel) => kernel.run(),
            // SAFETY: the regions the caller named when it made the copy; HIP's contract for
            // copies and copy nodes is that they are valid when the copy runs, which is now.
            Operation::Memcpy(p) => unsafe { copy::copy_3d(p) },
            Operation::Memset(fill) => fill.run(),
            Operation::Host(host) => host.run(),
            Operation::Empty => Ok(()),
            Operation::EventRecord(event) => event::stamp(*event as hipEvent_t),
            // What the event marks ran before this graph, or earlier in it.
            Operation::EventWait(event) => event::check(*event as hipEvent_t),
            Operation::Graph(steps) => run_steps(steps),
        }
    }
}
