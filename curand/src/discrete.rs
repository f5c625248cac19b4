//! Discrete distributions (`curandCreatePoissonDistribution`): the Poisson table in the
//! layout `curand_discrete.h` gives it, in device memory, where the device API's
//! `curand_discrete` in an application's kernels reads it.
//!
//! The handle is the device address of a `curandDiscreteDistribution_st` whose `M2` points
//! to a `curandDistributionM2Shift_st`, whose `histogram` points to a `curandHistogramM2_st`,
//! whose `V` and `K` are the thresholds and aliases, all in one allocation; the `host_*`
//! pointers name a copy of the same block in host memory, as NVIDIA's library keeps one.
//! The table is `poisson`'s, so lambda must be below 2000 there too.

use std::collections::BTreeMap;
use std::sync::Mutex;

use rocuda_core::kernels::{CudaStream, DeviceMemory};

use crate::Result;
use crate::poisson;
use crate::types::{curandDiscreteDistribution_t, curandStatus_t};

/// `curandMethod_t`'s `CURAND_M2`: the method `curand_discrete` reads the table with.
const METHOD_M2: u32 = 5;

/// Bytes of the three structures before the arrays (`curand_discrete.h`, 64-bit): the
/// distribution (six words), the shifted histogram (four), the histogram (five).
const DISTRIBUTION: usize = 0;
const SHIFTED: usize = 48;
const HISTOGRAM: usize = SHIFTED + 32;
const ARRAYS: usize = HISTOGRAM + 40;

/// A distribution made here: its device block and the host copy its `host_*` pointers name.
struct Distribution {
    _device: DeviceMemory,
    _host: Box<[u32]>,
}

/// The distributions made and not destroyed, by device address.
static DISTRIBUTIONS: Mutex<BTreeMap<u64, Distribution>> = Mutex::new(BTreeMap::new());

/// The block's words: the three structures, pointing into the block at `device` (and, for
/// the `host_*` fields, the copy at `host`), then the table's thresholds and aliases.
fn image(table: &[u32], device: u64, host: u64) -> Vec<u32> {
    let (shift, length) = (table[0], table[1]);
    let thresholds = ARRAYS as u64;
    let aliases = thresholds + 8 * u64::from(length);
    let mut bytes = Vec::with_capacity(ARRAYS);
    let mut put = |value: u64| bytes.extend_from_slice(&value.to_le_bytes());
    // curandDiscreteDistribution_st: self_host_ptr, M2, host_M2, stddev, mean, method and host_gen.
    put(host + DISTRIBUTION as u64);
    put(device + SHIFTED as u64);
    put(host + SHIFTED as u64);
    put(0f64.to_bits());
    put(0f64.to_bits());
    put(u64::from(METHOD_M2));
    // curandDistributionM2Shift_st: histogram, host_histogram, shift and length, host_gen.
    put(device + HISTOGRAM as u64);
    put(host + HISTOGRAM as u64);
    put(u64::from(shift) | (u64::from(length) << 32));
    put(0);
    // curandHistogramM2_st: V, host_V, K, host_K, host_gen.
    put(device + thresholds);
    put(host + thresholds);
    put(device + aliases);
    put(host + aliases);
    put(0);
    debug_assert_eq!(bytes.len(), ARRAYS);
    let mut words: Vec<u32> = bytes.chunks(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
    words.extend_from_slice(&table[2..]);
    words
}

pub fn curandCreatePoissonDistribution(lambda: f64, distribution: &mut curandDiscreteDistribution_t) -> Result {
    let table = poisson::table(lambda)?;
    let words = ARRAYS / 4 + table.len() - 2;
    let device = DeviceMemory::new::<curandStatus_t>(words * 4)?;
    let mut host = vec![0u32; words].into_boxed_slice();
    let image = image(&table, device.address(), host.as_ptr() as u64);
    host.copy_from_slice(&image);
    device.write::<curandStatus_t>(&image, CudaStream(std::ptr::null_mut()))?;
    let address = device.address();
    DISTRIBUTIONS.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).insert(address, Distribution { _device: device, _host: host });
    *distribution = address as curandDiscreteDistribution_t;
    Ok(())
}

/// A distribution rocuda did not make, or already destroyed: `OUT_OF_RANGE`.
pub fn curandDestroyDistribution(distribution: curandDiscreteDistribution_t) -> Result {
    match DISTRIBUTIONS.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).remove(&(distribution as u64)) {
        Some(_) => Ok(()),
        None => {
            tracing::warn!("curand: {distribution:?} is not a discrete distribution of this library; returning CURAND_STATUS_OUT_OF_RANGE");
            Err(curandStatus_t::CURAND_STATUS_OUT_OF_RANGE)
        }
    }
}
