//! `curandGetVersion` and `curandGetProperty`: the cuRAND release of the pinned CUDA 13
//! headers, 10.4.0; its `GetVersion` encodes it as `major * 1000 + minor * 100 + patch`
//! (`CURAND_VERSION`).

use std::ffi::c_int;

use rocuda_core::version::Version;

use crate::Result;
use crate::types::{curandStatus_t, libraryPropertyType};

const VERSION: Version = Version { major: 10, minor: 4, patch: 0 };

pub fn curandGetVersion(version: &mut c_int) -> Result {
    *version = VERSION.major * 1000 + VERSION.minor * 100 + VERSION.patch;
    Ok(())
}

pub fn curandGetProperty(property: libraryPropertyType, value: &mut c_int) -> Result {
    *value = VERSION.property::<curandStatus_t>(property.0)?;
    Ok(())
}
