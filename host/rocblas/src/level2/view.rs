//! Where a Level 2 matrix's elements live: reference BLAS's storage schemes (full, band,
//! packed) as one view, so that a kernel asks for element `(i, j)` whatever the scheme. The
//! elements are held by `rocuda_host_linalg`'s views, so every index is checked against the
//! extent the scheme gives the caller's array.

use rocuda_host_linalg::args::Batch;
use rocuda_host_linalg::{Access, Matrix, Read, ReadWrite, Vector, ViewError};

/// Where the elements of a stored matrix live (reference BLAS's storage schemes), and how
/// many there are.
#[derive(Clone, Copy, Debug)]
pub enum Layout {
    /// Column-major, `rows × cols` with leading dimension `ld`.
    Full { rows: i64, cols: i64, ld: i64 },
    /// Band of `kl` sub- and `ku` superdiagonals of a matrix of `cols` columns: `(i, j)` at row
    /// `ku + i - j` of column `j` of a `(kl + ku + 1) × cols` matrix with leading dimension
    /// `ld`. A symmetric or triangular band is `kl = 0, ku = k` (upper) or `kl = k, ku = 0`
    /// (lower).
    Band { kl: i64, ku: i64, cols: i64, ld: i64 },
    /// One triangle of an `n × n` matrix, column after column: `n (n + 1) / 2` elements.
    Packed { upper: bool, n: i64 },
}

/// How an `n × n` matrix of which one triangle is read (symmetric, Hermitian, triangular) is
/// stored, as its function's arguments say.
#[derive(Clone, Copy, Debug)]
pub enum Scheme {
    /// In full, leading dimension `lda`.
    Full {
        lda: i64,
    },
    /// As a band of `k` super- (upper) or subdiagonals (lower), leading dimension `lda`.
    Band {
        k: i64,
        lda: i64,
    },
    Packed,
}

impl Scheme {
    /// Whether the storage's sizes are valid ones (rocBLAS's `invalid_size` check).
    pub fn valid(self, n: i64) -> bool {
        match self {
            Scheme::Full { lda } => lda >= n && lda >= 1,
            Scheme::Band { k, lda } => k >= 0 && lda > k,
            Scheme::Packed => true,
        }
    }

    /// The layout of the `n × n` matrix whose `upper` (or lower) triangle is stored.
    pub fn layout(self, upper: bool, n: i64) -> Layout {
        match self {
            Scheme::Full { lda } => Layout::Full { rows: n, cols: n, ld: lda },
            Scheme::Band { k, lda } if upper => Layout::Band { kl: 0, ku: k, cols: n, ld: lda },
            Scheme::Band { k, lda } => Layout::Band { kl: k, ku: 0, cols: n, ld: lda },
            Scheme::Packed => Layout::Packed { upper, n },
        }
    }
}

/// A stored matrix: its elements, as views that check every index, and its layout.
pub struct View<'a, T, A = Read> {
    storage: Storage<'a, T, A>,
}

impl<T, A> Clone for View<'_, T, A> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T, A> Copy for View<'_, T, A> {}

/// A [`Layout`]'s elements.
enum Storage<'a, T, A> {
    Full(Matrix<'a, T, A>),
    Band { stored: Matrix<'a, T, A>, kl: i64, ku: i64 },
    Packed { stored: Vector<'a, T, A>, upper: bool, n: i64 },
}

impl<T, A> Clone for Storage<'_, T, A> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T, A> Copy for Storage<'_, T, A> {}

/// Where a stored element is: a row and column of the full or band storage, or an index into
/// the packed one.
#[derive(Clone, Copy)]
enum Position {
    Matrix(i64, i64),
    Packed(i64),
}

impl<'a, T: Copy + Default, A: Access> View<'a, T, A> {
    /// The matrix laid out as `layout` from `base`.
    ///
    /// # Safety
    /// As [`Matrix::new`], for the elements the layout stores from `base`: a `Full` or `Band`
    /// layout's matrix, a `Packed` one's `n (n + 1) / 2` consecutive elements.
    pub unsafe fn new(base: *const T, layout: Layout) -> Result<Self, ViewError> {
        let storage = match layout {
            // SAFETY: the layout's matrix from `base` is valid as `Matrix::new` asks, by this
            // function's contract.
            Layout::Full { rows, cols, ld } => Storage::Full(unsafe { Matrix::new(base, rows, cols, ld) }?),
            Layout::Band { kl, ku, cols, ld } => {
                let rows = kl.checked_add(ku).and_then(|diagonals| diagonals.checked_add(1)).ok_or(ViewError::TooLarge)?;
                // SAFETY: as above, for the band's storage matrix.
                Storage::Band { stored: unsafe { Matrix::new(base, rows, cols, ld) }?, kl, ku }
            }
            Layout::Packed { upper, n } => {
                let len = n.checked_add(1).and_then(|m| m.checked_mul(n)).ok_or(ViewError::TooLarge)? / 2;
                // SAFETY: as above, for the packed triangle's consecutive elements.
                Storage::Packed { stored: unsafe { Vector::new(base, len, 1) }?, upper, n }
            }
        };
        Ok(View { storage })
    }

    /// Problem `b`'s matrix of a batch, laid out as `layout`.
    ///
    /// # Safety
    /// As [`Batch::matrix`], for the elements the layout stores.
    pub unsafe fn of(batch: Batch<T>, b: i64, layout: Layout) -> Self {
        // SAFETY: called from the job with `b` below the batch count, problem `b`'s array holding
        // the layout's elements, by this function's contract.
        unsafe { View::new(batch.at(b), layout) }.unwrap_or_else(|error| panic!("problem {b}'s matrix: {error}"))
    }

    /// A matrix that stores nothing, over no memory: for a product that reads none of it.
    pub fn empty() -> Self {
        View { storage: Storage::Full(Matrix::empty()) }
    }

    /// Where `(i, j)` is stored, if it is.
    fn position(&self, i: i64, j: i64) -> Option<Position> {
        match self.storage {
            Storage::Full(_) => Some(Position::Matrix(i, j)),
            Storage::Band { kl, ku, .. } => (i - j <= kl && j - i <= ku).then_some(Position::Matrix(ku + i - j, j)),
            Storage::Packed { upper: true, .. } => (i <= j).then_some(Position::Packed(i + j * (j + 1) / 2)),
            Storage::Packed { upper: false, n, .. } => (i >= j).then_some(Position::Packed(i - j + j * n - j * (j - 1) / 2)),
        }
    }

    fn read(&self, position: Position) -> T {
        match (self.storage, position) {
            (Storage::Full(stored) | Storage::Band { stored, .. }, Position::Matrix(row, column)) => stored.get(row, column),
            (Storage::Packed { stored, .. }, Position::Packed(k)) => stored.get(k),
            _ => unreachable!("a position of another layout"),
        }
    }

    /// Element `(i, j)`; zero where the layout stores nothing.
    pub fn get(&self, i: i64, j: i64) -> T {
        self.position(i, j).map_or(T::default(), |position| self.read(position))
    }
}

impl<T: Copy + Default> View<'_, T, ReadWrite> {
    /// `A(i, j) := change(A(i, j))` where `(i, j)` is stored; nothing elsewhere.
    pub fn update(&self, i: i64, j: i64, change: impl FnOnce(T) -> T) {
        let Some(position) = self.position(i, j) else { return };
        let value = change(self.read(position));
        match (self.storage, position) {
            (Storage::Full(stored) | Storage::Band { stored, .. }, Position::Matrix(row, column)) => stored.set(row, column, value),
            (Storage::Packed { stored, .. }, Position::Packed(k)) => stored.set(k, value),
            _ => unreachable!("a position of another layout"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A view of `data` laid out as `layout`.
    fn view(data: &[f64], layout: Layout) -> View<'_, f64> {
        // SAFETY: a slice of the layout's extent, borrowed for the view's life and not written.
        unsafe { View::new(data.as_ptr(), layout) }.unwrap()
    }

    #[test]
    fn each_scheme_finds_its_stored_elements() {
        let data: Vec<f64> = (1..=9).map(f64::from).collect();
        let packed_upper = view(&data[..6], Layout::Packed { upper: true, n: 3 });
        assert_eq!([packed_upper.get(0, 0), packed_upper.get(0, 1), packed_upper.get(1, 1), packed_upper.get(1, 2)], [1.0, 2.0, 3.0, 5.0]);
        assert_eq!(packed_upper.get(2, 0), 0.0, "the lower triangle is not stored");
        let packed_lower = view(&data[..6], Layout::Packed { upper: false, n: 3 });
        assert_eq!([packed_lower.get(0, 0), packed_lower.get(2, 0), packed_lower.get(1, 1), packed_lower.get(2, 2)], [1.0, 3.0, 4.0, 6.0]);
        // One sub- and one superdiagonal of a 3-column band, three rows per column.
        let band = view(&data, Layout::Band { kl: 1, ku: 1, cols: 3, ld: 3 });
        assert_eq!([band.get(0, 0), band.get(1, 0), band.get(0, 1), band.get(2, 2)], [2.0, 3.0, 4.0, 8.0]);
        assert_eq!(band.get(2, 0), 0.0, "outside the band");
    }

    #[test]
    fn an_extent_the_array_cannot_hold_is_refused() {
        // SAFETY: refused before any memory is looked at.
        let refused = unsafe { View::<f64>::new(std::ptr::null(), Layout::Packed { upper: true, n: i64::MAX }) };
        assert_eq!(refused.err(), Some(ViewError::TooLarge));
        // SAFETY: as above.
        let refused = unsafe { View::<f64>::new(std::ptr::null(), Layout::Full { rows: 2, cols: 2, ld: 2 }) };
        assert_eq!(refused.err(), Some(ViewError::Null));
    }

    #[test]
    #[should_panic(expected = "element 6 of a vector of 6 elements")]
    fn a_position_past_the_packed_triangle_panics() {
        let data = [0.0; 6];
        view(&data, Layout::Packed { upper: true, n: 3 }).get(0, 3);
    }
}
