//! Opaque handles (`CUstream`, `CUcontext`, `hipStream_t`, `hipModule_t`, ...) that are
//! checked: a handle is the address of an object this library made and has not destroyed,
//! looked up in a table before use, so a stale or made-up handle is an error code, never a
//! dereference.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, MutexGuard};

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

    /// Registers `object`; its handle is its address.
    pub fn insert(&self, object: T) -> (usize, Arc<T>) {
        let object = Arc::new(object);
        let handle = Arc::as_ptr(&object) as usize;
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
