//! A stable 128-bit hash (FNV-1a, 128-bit parameters) for cache keys and entry checksums.
//!
//! Why this one: the value must be the same on every machine, build and Rust version, because
//! it names files on disk; std's `Hasher`s promise none of that. FNV-1a is a few lines, has
//! published parameters and test vectors, and at 128 bits accidental collisions between kernels
//! are out of the question (nothing here defends against an adversary who writes the cache
//! directory; such a person can run code as the user anyway). Each step multiplies by an odd
//! number modulo 2^128, a bijection, so changing any single byte of the input always changes the
//! hash: a flipped byte in a cache entry cannot go unnoticed.
//!
//! Speed: one 128-bit multiply per byte; a kernel's text is a few kilobytes, so hashing is a
//! small part of a cache key, most of which is printing the canonical text
//! (docs/benchmarks.md#cache-in-process).

/// FNV-1a 128-bit offset basis.
const OFFSET: u128 = 0x6c62272e07bb014262b821756295c58d;
/// FNV 128-bit prime, 2^88 + 2^8 + 0x3b.
const PRIME: u128 = 0x0000000001000000000000000000013B;

/// An incremental FNV-1a 128-bit hasher.
#[derive(Clone, Debug)]
pub struct StableHasher(u128);

impl Default for StableHasher {
    fn default() -> Self {
        StableHasher(OFFSET)
    }
}

impl StableHasher {
    pub fn new() -> StableHasher {
        StableHasher::default()
    }

    /// Feeds raw bytes.
    pub fn write(&mut self, bytes: &[u8]) {
        let mut h = self.0;
        for &b in bytes {
            h ^= b as u128;
            h = h.wrapping_mul(PRIME);
        }
        self.0 = h;
    }

    /// Feeds a field: its length (8 bytes, little-endian) then its bytes, so that a sequence of
    /// fields hashes without ambiguity (`"ab","c"` differs from `"a","bc"`).
    pub fn field(&mut self, bytes: &[u8]) {
        self.write(&(bytes.len() as u64).to_le_bytes());
        self.write(bytes);
    }

    pub fn finish(&self) -> u128 {
        self.0
    }
}

/// The FNV-1a 128-bit hash of `bytes`.
pub fn fnv1a_128(bytes: &[u8]) -> u128 {
    let mut h = StableHasher::new();
    h.write(bytes);
    h.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn published_vectors() {
        assert_eq!(fnv1a_128(b""), OFFSET);
        assert_eq!(fnv1a_128(b"a"), 0xd228cb696f1a8caf78912b704e4a8964);
        assert_eq!(fnv1a_128(b"foobar"), 0x343e1662793c64bf6f0d3597ba446f18);
    }

    #[test]
    fn fields_are_unambiguous() {
        let mut a = StableHasher::new();
        a.field(b"ab");
        a.field(b"c");
        let mut b = StableHasher::new();
        b.field(b"a");
        b.field(b"bc");
        assert_ne!(a.finish(), b.finish());
    }
}
