//! What a graph node does: one stream-ordered operation, with its arguments copied when the
//! node is made.
//!
//! A node is a snapshot of the call that made it, as on a GPU: a kernel node owns a copy of
//! its argument values (laid out by the kernel's `KernelInfo`, as `hipModuleLaunchKernel`
//! lays them out), so the caller's argument array may change or go away afterwards. Copies,
//! fills and host functions keep the caller's pointers, which are read when the node runs.
//! The same values are what a capturing stream records in place of running a call, so a
//! captured operation and one added by hand run through the same code.

use std::ffi::c_void;
use std::sync::Arc;

use hip_sys::{dim3, hipError_t, hipEvent_t, hipGraphNodeType as T, hipKernelNodeParams, hipMemcpy3DParms, hipMemcpyKind, hipMemsetParams, hipPitchedPtr, hipPos};

use crate::api::{HipResult, ensure, refuse};
use crate::executor;
use crate::graph::exec::Step;
use crate::module::Function;
use crate::{copy, launch, stream};

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
        // SAFETY: forwarded from the caller.
        let params = unsafe { launch::parameters(&function, p.kernelParams, p.extra)? };
        Ok(Kernel { handle: p.func as usize, function, grid, block, shared: p.sharedMemBytes, params, arguments: Vec::new() })
    }

    /// A launch that a capturing stream records, checked already.
    pub fn captured(handle: usize, function: Arc<Function>, grid: [u32; 3], block: [u32; 3], shared: u32, params: Vec<u8>) -> Kernel {
        Kernel { handle, function, grid, block, shared, params, arguments: Vec::new() }
    }

    /// The parameters as HIP reports them: `kernelParams` points to one pointer per argument
    /// into this kernel's copy of the values, valid while it lives.
    pub fn describe(&mut self) -> hipKernelNodeParams {
        let base = self.params.as_mut_ptr();
        // SAFETY: each offset lies inside the buffer, which the kernel's layout sized.
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

    fn run(&self) -> HipResult {
        launch::check_shape(&self.function, self.grid, self.block, self.shared)?;
        executor::launch(launch::grid_of(&self.function, self.params.clone(), self.grid, self.block, self.shared), executor::Residency::AsTheyCome)
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

    pub fn run(&self) -> HipResult {
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

#[derive(Clone)]
pub enum Operation {
    Kernel(Kernel),
    Memcpy(hipMemcpy3DParms),
    Memset(Fill),
    Host(Host),
    Empty,
    EventRecord(usize),
    EventWait(usize),
    /// A graph inside a graph: an instantiated copy of it, run in its order.
    Graph(Arc<Vec<Step>>),
}

// SAFETY: the raw pointers are addresses the caller gave (copy regions, a host function's
// argument), used only when the node runs, on whichever thread launches it, as HIP allows.
unsafe impl Send for Operation {}
// SAFETY: as above; shared access only reads them.
unsafe impl Sync for Operation {}

impl Operation {
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

    /// Runs the operation now, on the calling thread (the host device is synchronous).
    pub fn run(&self) -> HipResult {
        match self {
            Operation::Kernel(kernel) => kernel.run(),
            // SAFETY: the caller's regions, valid when the graph runs by HIP's contract.
            Operation::Memcpy(p) => unsafe { copy::copy_3d(p) },
            Operation::Memset(fill) => fill.run(),
            Operation::Host(host) => {
                executor::sticky_error()?;
                // SAFETY: the caller's function with its argument, called as HIP documents.
                unsafe { (host.function)(host.data as *mut c_void) };
                Ok(())
            }
            Operation::Empty => Ok(()),
            Operation::EventRecord(event) => stream::stamp(*event as hipEvent_t),
            // What the event marks ran before this graph, or earlier in it.
            Operation::EventWait(event) => stream::check_event(*event as hipEvent_t),
            Operation::Graph(steps) => crate::graph::exec::run(steps),
        }
    }
}
