//! A strided vector, as BLAS passes one: a pointer, a length and an increment.

use std::marker::PhantomData;

use crate::extent::{self, Access, Read, ReadWrite, ViewError};

/// `len` elements `inc` apart. A negative increment walks the vector from its last element in
/// memory, as reference BLAS does: element `i` is at `base + (len - 1 - i) × |inc|`; a zero
/// increment makes every element the one at `base`.
///
/// Made once from a caller's pointer ([`Vector::new`]) or a slice; an index outside `0..len`
/// panics, so no read or write leaves the extent the vector was made with.
pub struct Vector<'a, T, A = Read> {
    base: *mut T,
    len: i64,
    inc: i64,
    memory: PhantomData<(&'a [T], A)>,
}

/// A vector that is also written.
pub type VectorMut<'a, T> = Vector<'a, T, ReadWrite>;

impl<T, A> Clone for Vector<'_, T, A> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T, A> Copy for Vector<'_, T, A> {}

impl<'a, T: Copy, A: Access> Vector<'a, T, A> {
    /// The vector of `len` elements `inc` apart from `base`. It spans `(len - 1) × |inc| + 1`
    /// elements from `base` whatever the sign of `inc`, none when `len` is 0 (then `base` may
    /// be null).
    ///
    /// # Safety
    /// For `'a`, the elements the vector spans are valid for reads, and for writes if it is a
    /// [`VectorMut`]; no other thread writes them, nor reads them if it is a [`VectorMut`].
    pub unsafe fn new(base: *const T, len: i64, inc: i64) -> Result<Self, ViewError> {
        let base = extent::base(base, Self::span(len, inc)?)?;
        Ok(Vector { base, len, inc, memory: PhantomData })
    }

    /// A vector of no elements, over no memory.
    pub fn empty() -> Self {
        Vector { base: std::ptr::NonNull::dangling().as_ptr(), len: 0, inc: 1, memory: PhantomData }
    }

    /// How many elements from its base a vector spans.
    fn span(len: i64, inc: i64) -> Result<usize, ViewError> {
        if len < 0 {
            return Err(ViewError::Negative);
        }
        let span = if len == 0 { Some(0) } else { inc.checked_abs().and_then(|step| (len - 1).checked_mul(step)).and_then(|s| s.checked_add(1)) };
        extent::elements::<T>(span)
    }

    pub fn len(&self) -> i64 {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn inc(&self) -> i64 {
        self.inc
    }

    /// Element `i`.
    ///
    /// # Panics
    /// When `i` is outside `0..len`.
    pub fn get(&self, i: i64) -> T {
        let at = self.offset(i);
        // SAFETY: `at` is inside the span, which `new`'s caller made readable for `'a`.
        unsafe { self.base.add(at).read_unaligned() }
    }

    /// Where element `i` is, from the base.
    fn offset(&self, i: i64) -> usize {
        assert!((0..self.len).contains(&i), "element {i} of a vector of {} elements", self.len);
        // In the span, `(len - 1) × |inc|` at most, which `new` checked is an offset.
        offset(i, self.len, self.inc) as usize
    }
}

/// Where element `i` of an `n`-element vector with increment `inc` is, from its base: a
/// negative increment walks the vector from its last element in memory (reference BLAS).
pub fn offset(i: i64, n: i64, inc: i64) -> isize {
    let start = if inc < 0 { (1 - n) * inc } else { 0 };
    (start + i * inc) as isize
}

impl<'a, T: Copy> Vector<'a, T> {
    /// The vector of `len` elements `inc` apart in `data`, which must hold its span.
    pub fn from_slice(data: &'a [T], len: i64, inc: i64) -> Result<Self, ViewError> {
        extent::fits(Self::span(len, inc)?, data.len())?;
        // SAFETY: the span is inside `data`, borrowed for `'a`: readable, and written by no one.
        unsafe { Self::new(data.as_ptr(), len, inc) }
    }
}

impl<'a, T: Copy> VectorMut<'a, T> {
    /// The vector of `len` elements `inc` apart in `data`, which must hold its span.
    pub fn from_slice_mut(data: &'a mut [T], len: i64, inc: i64) -> Result<Self, ViewError> {
        extent::fits(Self::span(len, inc)?, data.len())?;
        // SAFETY: the span is inside `data`, borrowed exclusively for `'a`.
        unsafe { Self::new(data.as_mut_ptr(), len, inc) }
    }

    /// Sets element `i`.
    ///
    /// # Panics
    /// When `i` is outside `0..len`.
    pub fn set(&self, i: i64, value: T) {
        let at = self.offset(i);
        // SAFETY: `at` is inside the span, which `new`'s caller made writable for `'a`.
        unsafe { self.base.add(at).write_unaligned(value) }
    }

    /// The same vector, read only.
    pub fn read_only(self) -> Vector<'a, T> {
        Vector { base: self.base, len: self.len, inc: self.inc, memory: PhantomData }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_negative_increment_walks_from_the_last_element_in_memory() {
        let data = [1.0, 0.0, 2.0, 0.0, 3.0];
        let x = Vector::from_slice(&data, 3, -2).unwrap();
        assert_eq!([x.get(0), x.get(1), x.get(2)], [3.0, 2.0, 1.0]);
        let x = Vector::from_slice(&data, 3, 2).unwrap();
        assert_eq!([x.get(0), x.get(1), x.get(2)], [1.0, 2.0, 3.0]);
        let x = Vector::from_slice(&data, 4, 0).unwrap();
        assert_eq!(x.get(3), 1.0);
    }

    #[test]
    fn writes_stay_in_the_span() {
        let mut data = [0; 5];
        let y = VectorMut::from_slice_mut(&mut data, 2, -4).unwrap();
        y.set(0, 7);
        y.set(1, 8);
        assert_eq!(y.read_only().get(0), 7);
        assert_eq!(data, [8, 0, 0, 0, 7]);
    }

    #[test]
    fn extents_a_pointer_cannot_cover_are_refused() {
        let data = [0u8; 4];
        assert_eq!(Vector::from_slice(&data, 3, 2).err(), Some(ViewError::ShortSlice { extent: 5, len: 4 }));
        assert_eq!(Vector::from_slice(&data, -1, 1).err(), Some(ViewError::Negative));
        assert_eq!(Vector::from_slice(&data, 3, i64::MIN).err(), Some(ViewError::TooLarge));
        // SAFETY: refused before any memory is looked at.
        let null = unsafe { Vector::<u8>::new(std::ptr::null(), 1, 1) };
        assert_eq!(null.err(), Some(ViewError::Null));
        assert!(Vector::<u8>::empty().is_empty());
    }

    #[test]
    #[should_panic(expected = "element 2 of a vector of 2 elements")]
    fn an_index_past_the_length_panics() {
        let data = [0u8; 8];
        Vector::from_slice(&data, 2, 3).unwrap().get(2);
    }

    #[test]
    #[should_panic(expected = "element -1 of a vector of 2 elements")]
    fn a_negative_index_panics() {
        let mut data = [0u8; 2];
        VectorMut::from_slice_mut(&mut data, 2, 1).unwrap().set(-1, 1);
    }
}
