//! What a library says of its version: `<lib>GetVersion` and `<lib>GetProperty`.
//!
//! rocuda's libraries answer as the NVIDIA release whose headers they are generated from
//! (`codegen/pins.toml`): applications compare these numbers with what they were built
//! against, and refuse to run when the library looks older.

use std::ffi::c_int;

use crate::export::Status;

/// A library release: `major.minor.patch`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Version {
    pub major: c_int,
    pub minor: c_int,
    pub patch: c_int,
}

/// `libraryPropertyType` (`library_types.h`): which part of the version `GetProperty` asks.
pub const MAJOR_VERSION: u32 = 0;
pub const MINOR_VERSION: u32 = 1;
pub const PATCH_LEVEL: u32 = 2;

impl Version {
    /// The number most libraries' `GetVersion` returns: `major * 10000 + minor * 100 + patch`
    /// (`CUBLAS_VERSION`, `CUSPARSE_VERSION`); cuDNN's and cuFFT's encodings differ and are
    /// the library's own.
    pub const fn encoded(self) -> c_int {
        self.major * 10000 + self.minor * 100 + self.patch
    }

    /// `GetProperty(property, &value)`: a value `libraryPropertyType` does not define is
    /// the library's INVALID_VALUE.
    pub fn property<S: Status>(self, property: u32) -> Result<c_int, S> {
        match property {
            MAJOR_VERSION => Ok(self.major),
            MINOR_VERSION => Ok(self.minor),
            PATCH_LEVEL => Ok(self.patch),
            other => {
                tracing::warn!("{}: libraryPropertyType {other} is not a property", S::LIBRARY);
                Err(S::INVALID_VALUE)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::tests::TestStatus;

    #[test]
    fn properties_and_encoding() {
        let version = Version { major: 13, minor: 1, patch: 0 };
        assert_eq!(version.encoded(), 130100);
        assert_eq!(version.property::<TestStatus>(MAJOR_VERSION), Ok(13));
        assert_eq!(version.property::<TestStatus>(MINOR_VERSION), Ok(1));
        assert_eq!(version.property::<TestStatus>(PATCH_LEVEL), Ok(0));
        assert_eq!(version.property::<TestStatus>(3), Err(TestStatus::INVALID_VALUE));
    }
}
