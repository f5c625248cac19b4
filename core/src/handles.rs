//! Opaque handles (`CUstream`, `CUcontext`, `hipStream_t`, `hipModule_t`, ...) that are
//! checked: a handle names an object this library made and has not destroyed, looked up in a
//! table before use, so a stale or made-up handle is an error code, never a dereference.
//!
//! A handle is not the object's address: a freed address is soon given to a new object, and
//! an old handle would silently name it. Handles come from one counter and are never reused.
//! They lie outside the canonical x86-64 address range (with 4- and 5-level paging), so a
//! program that dereferences one faults at once instead of reading another object, and they
//! are positive as signed 64-bit integers, as NVIDIA's handles (user-space addresses) are:
//! clients keep handles in `intptr_t` and convert them to unsigned (cuda.core refuses a
//! negative one).

use std::collections::BTreeMap;
use std::marker::PhantomData;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use crate::export::Status;
use crate::stream::{BoundStream, HipStream};

/// The first handle, and the step between handles (16 keeps them aligned like addresses of
/// objects). The counter would take 2^58 objects to reach the sign bit.
const FIRST_HANDLE: usize = 0x0c0d_e000_0000_0000;
const HANDLE_STEP: usize = 16;

static NEXT_HANDLE: AtomicUsize = AtomicUsize::new(FIRST_HANDLE);

pub struct Registry<T> {
    objects: Mutex<BTreeMap<usize, Arc<T>>>,
}

impl<T> Default for Registry<T> {
    fn default() -> Self {
        Registry::new()
    }
}

impl<T> Registry<T> {
    pub const fn new() -> Registry<T> {
        Registry { objects: Mutex::new(BTreeMap::new()) }
    }

    fn lock(&self) -> MutexGuard<'_, BTreeMap<usize, Arc<T>>> {
        // A panic while holding the lock leaves the table itself consistent.
        self.objects.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Registers `object` under a handle never given before.
    pub fn insert(&self, object: T) -> (usize, Arc<T>) {
        let object = Arc::new(object);
        let handle = NEXT_HANDLE.fetch_add(HANDLE_STEP, Ordering::Relaxed);
        self.lock().insert(handle, object.clone());
        (handle, object)
    }

    pub fn get(&self, handle: usize) -> Option<Arc<T>> {
        self.lock().get(&handle).cloned()
    }

    /// `f` of the object behind `handle`, without taking a reference to it (hot paths).
    pub fn with<R>(&self, handle: usize, f: impl FnOnce(&T) -> R) -> Option<R> {
        self.lock().get(&handle).map(|object| f(object))
    }

    /// Whether `handle` names a live object, without taking a reference to it.
    pub fn contains(&self, handle: usize) -> bool {
        self.lock().contains_key(&handle)
    }

    pub fn remove(&self, handle: usize) -> Option<Arc<T>> {
        self.lock().remove(&handle)
    }
}

/// The handles of one kind of a library's objects (cuBLAS handles, cuFFT plans, cuRAND
/// generators), as the C API passes them: a handle that names no live object of this kind
/// is the library's invalid-handle status, with a log line naming it.
pub struct Handles<T, S> {
    registry: Registry<T>,
    /// What the objects are, for log lines ("cuBLAS handle").
    kind: &'static str,
    status: PhantomData<fn() -> S>,
}

/// An object that works on a stream the caller chose (`cublasSetStream`, `cufftSetStream`).
pub trait OnStream {
    fn stream(&self) -> &BoundStream;
}

impl<T, S: Status> Handles<T, S> {
    pub const fn new(kind: &'static str) -> Handles<T, S> {
        Handles { registry: Registry::new(), kind, status: PhantomData }
    }

    /// Registers `object` and returns its C handle.
    pub fn insert<H>(&self, object: T) -> *mut H {
        self.registry.insert(object).0 as *mut H
    }

    pub fn get<H>(&self, handle: *const H) -> Result<Arc<T>, S> {
        self.registry.get(handle as usize).ok_or_else(|| self.refuse(handle))
    }

    /// `f` of the object behind `handle`, without taking a reference to it (hot paths).
    pub fn with<H, R>(&self, handle: *const H, f: impl FnOnce(&T) -> R) -> Result<R, S> {
        self.registry.with(handle as usize, f).ok_or_else(|| self.refuse(handle))
    }

    /// Unregisters the object; the handle is invalid from now on.
    pub fn remove<H>(&self, handle: *const H) -> Result<Arc<T>, S> {
        self.registry.remove(handle as usize).ok_or_else(|| self.refuse(handle))
    }

    /// The HIP stream the object behind `handle` works on.
    pub fn stream<H>(&self, handle: *const H) -> Result<HipStream, S>
    where
        T: OnStream,
    {
        self.with(handle, |object| object.stream().hip())
    }

    fn refuse<H>(&self, handle: *const H) -> S {
        tracing::warn!("{}: {handle:?} is not a live {}", S::LIBRARY, self.kind);
        S::INVALID_HANDLE
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::tests::TestStatus;

    struct Plan {
        size: usize,
        stream: BoundStream,
    }

    impl OnStream for Plan {
        fn stream(&self) -> &BoundStream {
            &self.stream
        }
    }

    #[test]
    fn handles_answer_the_librarys_invalid_handle_status() {
        let plans: Handles<Plan, TestStatus> = Handles::new("plan");
        let handle: *mut u8 = plans.insert(Plan { size: 8, stream: BoundStream::new() });
        assert_eq!(plans.with(handle, |plan| plan.size), Ok(8));
        assert_eq!(plans.stream(handle), Ok(HipStream::NULL));
        assert!(plans.remove(handle).is_ok());
        assert_eq!(plans.get(handle).err(), Some(TestStatus::INVALID_HANDLE));
        assert_eq!(plans.remove(handle).err(), Some(TestStatus::INVALID_HANDLE), "destroyed twice");
        assert_eq!(plans.with(std::ptr::null::<u8>(), |_| ()), Err(TestStatus::INVALID_HANDLE));
    }

    /// A destroyed object's handle stays invalid when a new object takes its place in memory
    /// (the allocator hands the freed block to the next object of the same size).
    #[test]
    fn a_destroyed_handle_never_names_a_newer_object() {
        let registry: Registry<[u64; 4]> = Registry::new();
        let mut old = Vec::new();
        for round in 0..64u64 {
            let (handle, _) = registry.insert([round; 4]);
            assert!(registry.remove(handle).is_some());
            old.push(handle);
            let (newer, _) = registry.insert([round + 1000; 4]);
            for stale in &old {
                assert!(registry.get(*stale).is_none() && !registry.contains(*stale), "round {round}: a stale handle names a live object");
            }
            assert!(registry.get(newer).is_some());
            registry.remove(newer);
        }
    }

    #[test]
    fn handles_are_positive_and_never_addresses() {
        let registry = Registry::new();
        let (handle, _) = registry.insert(1);
        assert!((handle as i64) > 0, "{handle:#x}");
        // Neither a 4-level (47-bit) nor a 5-level (56-bit) user-space address.
        assert!(handle >> 56 != 0, "{handle:#x}");
    }
}
