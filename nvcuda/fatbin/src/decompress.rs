//! LZ4 and Zstd payloads, decoded within limits.
//!
//! The header says how large the decoded payload is; the decoders are held to that claim
//! (and to [`MAX_DECOMPRESSED_LEN`]) so that a hostile image cannot make the driver allocate
//! more than it declared, and a payload that decodes to a different size is an error, not a
//! silently shortened or padded PTX.

use std::io::Read;

use crate::{Compression, Error};

/// The most a payload may decompress to: 1 GiB, far above any real PTX or cubin.
pub const MAX_DECOMPRESSED_LEN: u64 = 1 << 30;

/// The most output one input byte of an LZ4 block can produce (a match-length byte of 255
/// adds 255 bytes), with room for the smallest sequences: a claim above it is a lie.
const LZ4_MAX_RATIO: u64 = 255;

/// What the Zstd decoder's buffer starts at: a claim is only trusted as it is met.
const ZSTD_INITIAL_CAPACITY: u64 = 1 << 20;

/// `payload` decoded; `claimed` is the size the entry at `offset` says it decodes to.
pub(crate) fn decompress(compression: Compression, payload: &[u8], claimed: u64, offset: usize) -> Result<Vec<u8>, Error> {
    if claimed > MAX_DECOMPRESSED_LEN {
        return Err(Error::TooLarge { what: "decompressed payload", offset, size: claimed, limit: MAX_DECOMPRESSED_LEN });
    }
    let fail = |reason: String| Error::Decompression { offset, compression, reason };
    // `claimed` is at most 1 GiB, so it fits in usize.
    let decoded = match compression {
        Compression::None => return Ok(payload.to_vec()),
        Compression::Lz4 => {
            let bound = (payload.len() as u64).saturating_mul(LZ4_MAX_RATIO).saturating_add(16);
            if claimed > bound {
                return Err(fail(format!("the header claims {claimed} bytes, more than {} bytes of LZ4 can hold", payload.len())));
            }
            let mut decoded = vec![0; claimed as usize];
            let len = lz4_flex::block::decompress_into(payload, &mut decoded).map_err(|e| fail(e.to_string()))?;
            decoded.truncate(len);
            decoded
        }
        Compression::Zstd => {
            let decoder = ruzstd::decoding::StreamingDecoder::new(payload).map_err(|e| fail(e.to_string()))?;
            let mut decoded = Vec::with_capacity(claimed.min(ZSTD_INITIAL_CAPACITY) as usize);
            // One byte past the claim shows a payload that decodes to more than it says.
            decoder.take(claimed + 1).read_to_end(&mut decoded).map_err(|e| fail(e.to_string()))?;
            decoded
        }
    };
    let len = decoded.len() as u64;
    if len > claimed {
        return Err(fail(format!("it decodes to more than the {claimed} bytes the header claims")));
    }
    if len < claimed {
        return Err(fail(format!("it decodes to {len} bytes, where the header claims {claimed}")));
    }
    Ok(decoded)
}
