//! cuRAND generators: their type, seed, offset, ordering and stream, and where their output
//! goes (device memory, or host memory for `curandCreateGeneratorHost`'s).
//!
//! Every generator runs on the device, with rocuda's own kernels (`kernels/`): hipRAND's
//! generators lay their streams out otherwise than cuRAND's host API, and cuRAND's users
//! rely on NVIDIA's exact numbers (README.md). A host generator's output is made on the
//! device in memory of its own and copied into the caller's host memory before the call
//! returns, as NVIDIA's host generators return with the numbers in place.

use std::ffi::c_void;
use std::sync::{Arc, Mutex, MutexGuard};

use rocuda_core::convert::Raw;
use rocuda_core::handles::Handles;
use rocuda_core::kernels::{CudaStream, DeviceMemory};
use rocuda_core::stream::BoundStream;

use crate::Result;
use crate::kernels::{Kind, Output};
use crate::types::{cudaStream_t, curandGenerator_t, curandOrdering_t, curandRngType_t, curandStatus_t};
use crate::{mrg32k3a, philox, poisson, stateful, xorwow};

type Status = curandStatus_t;

/// The generator types rocuda implements.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Engine {
    Xorwow,
    Mrg32k3a,
    Philox,
}

impl Engine {
    /// The layout of a generator whose threads keep states, `None` for Philox.
    fn stateful(self) -> Option<&'static stateful::Layout> {
        match self {
            Engine::Xorwow => Some(&xorwow::LAYOUT),
            Engine::Mrg32k3a => Some(&mrg32k3a::LAYOUT),
            Engine::Philox => None,
        }
    }
}

pub struct Generator {
    engine: Engine,
    host: bool,
    state: Mutex<State>,
}

struct State {
    seed: u64,
    /// Where the stream stands, as cuRAND counts it (each engine's `generate` says how a call
    /// moves it): what a reseeding starts from.
    offset: u64,
    /// The CUDA stream as given (`cudaStream_t` is the driver's `CUstream`, what the kernels
    /// are launched on).
    stream: CudaStream,
    /// The thread states of a generator whose threads keep them, made at first use.
    states: Option<stateful::States>,
    /// The Poisson table of the last lambda asked for, on the device.
    poisson: Option<(f64, DeviceMemory)>,
}

// SAFETY: the stream is a handle the driver resolves, usable from any thread; the device
// memory is the driver's. cuRAND's rule for a generator is the caller's: one thread at a time.
unsafe impl Send for State {}

/// An unknown generator is `NOT_INITIALIZED`, what cuRAND answers a generator it did not
/// make or already destroyed.
static GENERATORS: Handles<Generator, Status> = Handles::new("cuRAND generator");

fn get(generator: curandGenerator_t) -> Result<Arc<Generator>> {
    GENERATORS.get(generator)
}

impl Generator {
    fn state(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// cuRAND's default seed, which a generator has until one is set.
const DEFAULT_SEED: u64 = 0;

fn create(generator: &mut curandGenerator_t, rng_type: Raw<curandRngType_t>, host: bool) -> Result {
    let engine = match rng_type.0 {
        curandRngType_t::CURAND_RNG_PSEUDO_DEFAULT | curandRngType_t::CURAND_RNG_PSEUDO_XORWOW => Engine::Xorwow,
        curandRngType_t::CURAND_RNG_PSEUDO_MRG32K3A => Engine::Mrg32k3a,
        curandRngType_t::CURAND_RNG_PSEUDO_PHILOX4_32_10 => Engine::Philox,
        other => {
            tracing::warn!("curand: generator type {} is not implemented; returning CURAND_STATUS_TYPE_ERROR", other.0);
            return Err(Status::CURAND_STATUS_TYPE_ERROR);
        }
    };
    let state = State { seed: DEFAULT_SEED, offset: 0, stream: CudaStream(std::ptr::null_mut()), states: None, poisson: None };
    *generator = GENERATORS.insert(Generator { engine, host, state: Mutex::new(state) });
    Ok(())
}

pub fn curandCreateGenerator(generator: &mut curandGenerator_t, rng_type: Raw<curandRngType_t>) -> Result {
    create(generator, rng_type, false)
}

pub fn curandCreateGeneratorHost(generator: &mut curandGenerator_t, rng_type: Raw<curandRngType_t>) -> Result {
    create(generator, rng_type, true)
}

pub fn curandDestroyGenerator(generator: curandGenerator_t) -> Result {
    GENERATORS.remove(generator).map(drop)
}

/// Changes what the stream starts from: the device states are made again before the next
/// generate call.
fn restart(generator: curandGenerator_t, change: impl FnOnce(&mut State)) -> Result {
    let generator = get(generator)?;
    let mut state = generator.state();
    change(&mut state);
    if let Some(states) = &mut state.states {
        states.reset();
    }
    Ok(())
}

pub fn curandSetPseudoRandomGeneratorSeed(generator: curandGenerator_t, seed: u64) -> Result {
    restart(generator, |state| state.seed = seed)
}

pub fn curandSetGeneratorOffset(generator: curandGenerator_t, offset: u64) -> Result {
    restart(generator, |state| state.offset = offset)
}

/// The orderings whose layout rocuda makes: cuRAND's default one, which BEST and LEGACY give
/// too, and which rocuda gives for DYNAMIC on device generators (NVIDIA documents DYNAMIC's
/// layout as the GPU's choice; its host generators refuse it). XORWOW's SEEDED layout is
/// another, not implemented. OUT_OF_RANGE, as cuRAND answers: SEEDED for the other types,
/// DYNAMIC for host generators, QUASI_DEFAULT for pseudorandom ones.
pub fn curandSetGeneratorOrdering(generator: curandGenerator_t, ordering: curandOrdering_t) -> Result {
    let found = get(generator)?;
    match (found.engine, found.host, ordering) {
        (
            _,
            _,
            curandOrdering_t::CURAND_ORDERING_PSEUDO_BEST | curandOrdering_t::CURAND_ORDERING_PSEUDO_DEFAULT | curandOrdering_t::CURAND_ORDERING_PSEUDO_LEGACY,
        )
        | (_, false, curandOrdering_t::CURAND_ORDERING_PSEUDO_DYNAMIC) => restart(generator, |_| ()),
        (Engine::Xorwow, _, curandOrdering_t::CURAND_ORDERING_PSEUDO_SEEDED) => {
            tracing::warn!("curand: XORWOW's SEEDED ordering is not implemented; returning CURAND_STATUS_TYPE_ERROR");
            Err(Status::CURAND_STATUS_TYPE_ERROR)
        }
        _ => Err(Status::CURAND_STATUS_OUT_OF_RANGE),
    }
}

pub fn curandSetStream(generator: curandGenerator_t, stream: cudaStream_t) -> Result {
    let generator = get(generator)?;
    BoundStream::resolve::<Status>(stream.cast())?;
    generator.state().stream = CudaStream(stream.cast());
    Ok(())
}

/// Makes the generator's starting state now rather than at the next generate call: the
/// thread states of XORWOW and MRG32k3a (Philox needs none).
pub fn curandGenerateSeeds(generator: curandGenerator_t) -> Result {
    let generator = get(generator)?;
    let mut state = generator.state();
    if let Some(layout) = generator.engine.stateful() {
        let (seed, offset, stream) = (state.seed, state.offset, state.stream);
        thread_states(&mut state, layout)?.seed(seed, offset, stream)?;
    }
    Ok(())
}

/// The device states of a generator whose threads keep them, allocated on first use.
fn thread_states<'a>(state: &'a mut State, layout: &'static stateful::Layout) -> Result<&'a mut stateful::States> {
    if state.states.is_none() {
        state.states = Some(stateful::States::new(layout, state.stream)?);
    }
    Ok(state.states.as_mut().expect("made above"))
}

/// The device address of `lambda`'s Poisson table, made unless it is the last one's.
fn poisson_table(state: &mut State, lambda: f64) -> Result<u64> {
    if !matches!(&state.poisson, Some((kept, _)) if *kept == lambda) {
        let words = poisson::table(lambda)?;
        state.poisson = Some((lambda, DeviceMemory::from_words::<Status>(&words, state.stream)?));
    }
    Ok(state.poisson.as_ref().expect("made above").1.address())
}

/// Writes `n` elements of `kind` at `out` (device memory, or host memory for a host
/// generator), the normal kinds with `mean` and `stddev`, Poisson's with lambda `mean`.
pub fn generate(generator: curandGenerator_t, out: *mut c_void, n: usize, kind: Kind, mean: f64, stddev: f64) -> Result {
    let generator = get(generator)?;
    if kind.paired() && n % 2 == 1 && generator.engine.stateful().is_some() {
        tracing::warn!("curand: {:?} makes normal numbers in pairs; {n} is odd: returning CURAND_STATUS_LENGTH_NOT_MULTIPLE", generator.engine);
        return Err(Status::CURAND_STATUS_LENGTH_NOT_MULTIPLE);
    }
    if n == 0 {
        return Ok(());
    }
    if out.is_null() {
        tracing::warn!("curand: the output pointer is null; returning CURAND_STATUS_OUT_OF_RANGE");
        return Err(Status::CURAND_STATUS_OUT_OF_RANGE);
    }
    let bytes = n.checked_mul(kind.element_bytes()).ok_or(Status::CURAND_STATUS_ALLOCATION_FAILED)?;
    let mut state = generator.state();
    let staging = if generator.host { Some(DeviceMemory::new::<Status>(bytes)?) } else { None };
    let target = staging.as_ref().map_or(out, |memory| memory.address() as *mut c_void);
    let mut output = Output::new(target, mean, stddev);
    if kind == Kind::Poisson {
        output.poisson_table = poisson_table(&mut state, mean)?;
    }
    let (seed, offset, stream, count) = (state.seed, state.offset, state.stream, n as u64);
    let advance = match generator.engine.stateful() {
        None => {
            philox::generate(seed, offset, stream, kind, count, output)?;
            count
        }
        Some(layout) => thread_states(&mut state, layout)?.generate(seed, offset, stream, kind, count, output)?,
    };
    state.offset = offset.wrapping_add(advance);
    if let Some(staging) = staging {
        // SAFETY: a host generator's output is `n` elements of host memory, the caller's
        // promise (cuRAND's contract for host generators).
        let host = unsafe { std::slice::from_raw_parts_mut(out.cast::<u8>(), bytes) };
        staging.copy_to_host::<Status>(host, stream)?;
    }
    Ok(())
}
