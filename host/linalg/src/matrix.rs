//! A column-major matrix, as BLAS and LAPACK pass one: a pointer, a shape and a leading
//! dimension.

use std::marker::PhantomData;

use crate::extent::{self, Access, Read, ReadWrite, ViewError};

/// `rows × cols` elements in column-major order, columns `ld` elements apart: element
/// `(i, j)` is at `base + i + j × ld`.
///
/// Made once from a caller's pointer ([`Matrix::new`]) or a slice; an index outside the shape
/// panics, so no read or write leaves the extent the matrix was made with.
pub struct Matrix<'a, T, A = Read> {
    base: *mut T,
    rows: i64,
    cols: i64,
    ld: i64,
    memory: PhantomData<(&'a [T], A)>,
}

/// A matrix that is also written.
pub type MatrixMut<'a, T> = Matrix<'a, T, ReadWrite>;

impl<T, A> Clone for Matrix<'_, T, A> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T, A> Copy for Matrix<'_, T, A> {}

impl<'a, T: Copy, A: Access> Matrix<'a, T, A> {
    /// The `rows × cols` matrix at `base` with leading dimension `ld`, which BLAS's argument
    /// rules require to be at least `rows`. It spans `ld × (cols - 1) + rows` elements from
    /// `base`, none when it is empty (then `base` may be null).
    ///
    /// # Safety
    /// For `'a`, the elements the matrix spans are valid for reads, and for writes if it is a
    /// [`MatrixMut`]; no other thread writes them, nor reads them if it is a [`MatrixMut`].
    pub unsafe fn new(base: *const T, rows: i64, cols: i64, ld: i64) -> Result<Self, ViewError> {
        let base = extent::base(base, Self::span(rows, cols, ld)?)?;
        Ok(Matrix { base, rows, cols, ld, memory: PhantomData })
    }

    /// A matrix of no elements, over no memory: where a call reads none of a matrix (gemm's A
    /// and B when `alpha` is zero).
    pub fn empty() -> Self {
        Matrix { base: std::ptr::NonNull::dangling().as_ptr(), rows: 0, cols: 0, ld: 1, memory: PhantomData }
    }

    /// How many elements from its base a matrix spans.
    fn span(rows: i64, cols: i64, ld: i64) -> Result<usize, ViewError> {
        if rows < 0 || cols < 0 || ld < 0 {
            return Err(ViewError::Negative);
        }
        if rows == 0 || cols == 0 {
            return Ok(0);
        }
        if ld < rows {
            return Err(ViewError::LeadingDimension { ld, rows });
        }
        extent::elements::<T>((cols - 1).checked_mul(ld).and_then(|columns| columns.checked_add(rows)))
    }

    pub fn rows(&self) -> i64 {
        self.rows
    }

    pub fn cols(&self) -> i64 {
        self.cols
    }

    /// Element `(row, column)`.
    ///
    /// # Panics
    /// When the element is outside the matrix's shape.
    pub fn get(&self, row: i64, column: i64) -> T {
        let at = self.offset(row, column);
        // SAFETY: `at` is inside the span, which `new`'s caller made readable for `'a`.
        unsafe { self.base.add(at).read_unaligned() }
    }

    /// Where element `(row, column)` is, from the base.
    fn offset(&self, row: i64, column: i64) -> usize {
        assert!((0..self.rows).contains(&row) && (0..self.cols).contains(&column), "element ({row}, {column}) of a {} × {} matrix", self.rows, self.cols);
        // In the span, `ld × (cols - 1) + rows - 1` at most, which `new` checked is an offset.
        (row + column * self.ld) as usize
    }
}

impl<'a, T: Copy> Matrix<'a, T> {
    /// The `rows × cols` matrix with leading dimension `ld` in `data`, which must hold its span.
    pub fn from_slice(data: &'a [T], rows: i64, cols: i64, ld: i64) -> Result<Self, ViewError> {
        extent::fits(Self::span(rows, cols, ld)?, data.len())?;
        // SAFETY: the span is inside `data`, borrowed for `'a`: readable, and written by no one.
        unsafe { Self::new(data.as_ptr(), rows, cols, ld) }
    }
}

impl<'a, T: Copy> MatrixMut<'a, T> {
    /// The `rows × cols` matrix with leading dimension `ld` in `data`, which must hold its span.
    pub fn from_slice_mut(data: &'a mut [T], rows: i64, cols: i64, ld: i64) -> Result<Self, ViewError> {
        extent::fits(Self::span(rows, cols, ld)?, data.len())?;
        // SAFETY: the span is inside `data`, borrowed exclusively for `'a`.
        unsafe { Self::new(data.as_mut_ptr(), rows, cols, ld) }
    }

    /// Sets element `(row, column)`.
    ///
    /// # Panics
    /// When the element is outside the matrix's shape.
    pub fn set(&self, row: i64, column: i64, value: T) {
        let at = self.offset(row, column);
        // SAFETY: `at` is inside the span, which `new`'s caller made writable for `'a`.
        unsafe { self.base.add(at).write_unaligned(value) }
    }

    /// The same matrix, read only.
    pub fn read_only(self) -> Matrix<'a, T> {
        Matrix { base: self.base, rows: self.rows, cols: self.cols, ld: self.ld, memory: PhantomData }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elements_are_column_major_at_the_leading_dimension() {
        let mut data = [0; 8];
        let a = MatrixMut::from_slice_mut(&mut data, 2, 3, 3).unwrap();
        a.set(1, 0, 1);
        a.set(0, 2, 2);
        a.set(1, 2, 3);
        assert_eq!(a.read_only().get(1, 2), 3);
        assert_eq!(data, [0, 1, 0, 0, 0, 0, 2, 3]);
        let b = Matrix::from_slice(&data, 2, 3, 3).unwrap();
        assert_eq!((b.rows(), b.cols(), b.get(0, 2)), (2, 3, 2));
    }

    #[test]
    fn shapes_a_pointer_cannot_cover_are_refused() {
        let data = [0u8; 7];
        assert_eq!(Matrix::from_slice(&data, 2, 3, 3).err(), Some(ViewError::ShortSlice { extent: 8, len: 7 }));
        assert_eq!(Matrix::from_slice(&data, 3, 2, 2).err(), Some(ViewError::LeadingDimension { ld: 2, rows: 3 }));
        assert_eq!(Matrix::from_slice(&data, 2, -1, 2).err(), Some(ViewError::Negative));
        assert_eq!(Matrix::from_slice(&data, 2, i64::MAX, i64::MAX).err(), Some(ViewError::TooLarge));
        assert!(Matrix::from_slice(&data, 0, 5, 0).is_ok());
        // SAFETY: refused before any memory is looked at.
        let null = unsafe { Matrix::<u8>::new(std::ptr::null(), 1, 1, 1) };
        assert_eq!(null.err(), Some(ViewError::Null));
    }

    #[test]
    #[should_panic(expected = "element (2, 0) of a 2 × 3 matrix")]
    fn a_row_past_the_shape_panics_even_inside_the_leading_dimension() {
        let data = [0u8; 8];
        Matrix::from_slice(&data, 2, 3, 3).unwrap().get(2, 0);
    }

    #[test]
    #[should_panic(expected = "element (0, 0) of a 0 × 0 matrix")]
    fn an_empty_matrix_has_no_element() {
        MatrixMut::<f32>::empty().set(0, 0, 1.0);
    }
}
