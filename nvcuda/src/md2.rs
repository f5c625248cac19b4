//! MD2 (RFC 1319) and HMAC over it (RFC 2104, with MD2's 16-byte block), which NVIDIA's
//! runtime uses to check the driver it talks to (`dark.rs`).

/// MD2's substitution table, built from the digits of pi (RFC 1319, section 3.2).
const S: [u8; 256] = [
    41, 46, 67, 201, 162, 216, 124, 1, 61, 54, 84, 161, 236, 240, 6, 19, 98, 167, 5, 243, 192, 199, 115, 140, 152, 147, 43, 217, 188, 76, 130, 202, 30, 155,
    87, 60, 253, 212, 224, 22, 103, 66, 111, 24, 138, 23, 229, 18, 190, 78, 196, 214, 218, 158, 222, 73, 160, 251, 245, 142, 187, 47, 238, 122, 169, 104, 121,
    145, 21, 178, 7, 63, 148, 194, 16, 137, 11, 34, 95, 33, 128, 127, 93, 154, 90, 144, 50, 39, 53, 62, 204, 231, 191, 247, 151, 3, 255, 25, 48, 179, 72, 165,
    181, 209, 215, 94, 146, 42, 172, 86, 170, 198, 79, 184, 56, 210, 150, 164, 125, 182, 118, 252, 107, 226, 156, 116, 4, 241, 69, 157, 112, 89, 100, 113, 135,
    32, 134, 91, 207, 101, 230, 45, 168, 2, 27, 96, 37, 173, 174, 176, 185, 246, 28, 70, 97, 105, 52, 64, 126, 15, 85, 71, 163, 35, 221, 81, 175, 58, 195, 92,
    249, 206, 186, 197, 234, 38, 44, 83, 13, 110, 133, 40, 132, 9, 211, 223, 205, 244, 65, 129, 77, 82, 106, 220, 55, 200, 108, 193, 171, 250, 36, 225, 123, 8,
    12, 189, 177, 74, 120, 136, 149, 139, 227, 99, 232, 109, 233, 203, 213, 254, 59, 0, 29, 57, 242, 239, 183, 14, 102, 88, 208, 228, 166, 119, 114, 248, 235,
    117, 75, 10, 49, 68, 80, 180, 143, 237, 31, 26, 219, 153, 141, 51, 159, 17, 131, 20,
];

/// The MD2 digest of `message`.
pub fn digest(message: &[u8]) -> [u8; 16] {
    let pad = 16 - message.len() % 16;
    let mut padded = message.to_vec();
    padded.extend(std::iter::repeat_n(pad as u8, pad));
    let mut checksum = [0u8; 16];
    let mut last = 0u8;
    for block in padded.chunks(16) {
        for (j, byte) in block.iter().enumerate() {
            checksum[j] ^= S[usize::from(byte ^ last)];
            last = checksum[j];
        }
    }
    padded.extend_from_slice(&checksum);
    let mut state = [0u8; 48];
    for block in padded.chunks(16) {
        for j in 0..16 {
            state[16 + j] = block[j];
            state[32 + j] = state[16 + j] ^ state[j];
        }
        let mut t = 0u8;
        for round in 0..18u8 {
            for x in state.iter_mut() {
                *x ^= S[usize::from(t)];
                t = *x;
            }
            t = t.wrapping_add(round);
        }
    }
    state[..16].try_into().unwrap_or_default()
}

/// HMAC-MD2 of `message` under a 16-byte `key`.
pub fn hmac(key: &[u8; 16], message: &[u8]) -> [u8; 16] {
    let mut inner = key.map(|b| b ^ 0x36).to_vec();
    inner.extend_from_slice(message);
    let mut outer = key.map(|b| b ^ 0x5c).to_vec();
    outer.extend_from_slice(&digest(&inner));
    digest(&outer)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hex(bytes: [u8; 16]) -> String {
        bytes.iter().map(|b| format!("{b:02x}")).collect()
    }

    /// RFC 1319's test suite.
    #[test]
    fn digests_match_the_rfc() {
        assert_eq!(hex(digest(b"")), "8350e5a3e24c153df2275c9f80692773");
        assert_eq!(hex(digest(b"a")), "32ec01ec4a6dac72c0ab96fb34c0b5d1");
        assert_eq!(hex(digest(b"abc")), "da853b0d3f88d99b30283a69e6ded6bb");
        assert_eq!(hex(digest(b"message digest")), "ab4f496bfb2a530b219ff33031fe06b0");
        assert_eq!(hex(digest(b"12345678901234567890123456789012345678901234567890123456789012345678901234567890")), "d5976f79d83d3a0dc9806c3c66f3efd8");
    }
}
