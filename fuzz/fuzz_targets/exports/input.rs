//! The fuzzer's bytes, read as the arguments of calls.

use std::ffi::c_int;

use crate::state::BUFFER;

/// The input, read a byte or a little-endian word at a time; zeros once it is spent.
pub(crate) struct Input<'a>(pub(crate) &'a [u8]);

impl Input<'_> {
    pub(crate) fn byte(&mut self) -> u8 {
        let Some((&first, rest)) = self.0.split_first() else { return 0 };
        self.0 = rest;
        first
    }

    pub(crate) fn u32(&mut self) -> u32 {
        u32::from_le_bytes([self.byte(), self.byte(), self.byte(), self.byte()])
    }

    pub(crate) fn pick<T: Copy>(&mut self, choices: &[T]) -> T {
        choices[usize::from(self.byte()) % choices.len()]
    }

    /// Any `int`, most often one of the values checks get wrong.
    pub(crate) fn int(&mut self) -> c_int {
        match self.byte() % 8 {
            0 => -1,
            1 => c_int::MIN,
            2 => c_int::MAX,
            3 => 0,
            4 | 5 => c_int::from(self.byte()) % 40,
            _ => self.u32() as c_int,
        }
    }

    /// A size in bytes: zero, within a live buffer, or past any address space.
    pub(crate) fn size(&mut self) -> usize {
        match self.byte() % 6 {
            0 => 0,
            1 => usize::MAX,
            2 => usize::MAX / 2 + 1,
            3 => BUFFER + 1,
            _ => self.u32() as usize % (BUFFER / 2),
        }
    }
}
