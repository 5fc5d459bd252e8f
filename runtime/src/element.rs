//! [`Element`]: the Rust types a typed [`crate::Buffer`] can hold, with their tile `DType` and
//! their memory encoding (little-endian; `bool` as one byte 0/1; `half::f16`/`bf16` as 2 bytes).
//!
//! Integers in the tile IR are sign-agnostic, so both `i32` and `u32` are buffers of `i32`.
//! Reading bytes back never reinterprets memory: every element is decoded from its bytes (a
//! kernel that writes 2 into an `i1` buffer reads back as `true`, never as an invalid `bool`).

use half::{bf16, f16};
use tessera_ir::{Const, DType};

mod sealed {
    pub trait Sealed {}
}

/// A type that can be an element of a device buffer.
pub trait Element: Copy + Send + Sync + 'static + sealed::Sealed {
    /// The tile element type.
    const DTYPE: DType;
    /// Appends the little-endian encoding of `self`.
    fn encode(self, out: &mut Vec<u8>);
    /// Decodes one element from exactly `DTYPE.bytes()` bytes.
    fn decode(bytes: &[u8]) -> Self;
    /// The element as a tile constant (for scalar arguments).
    fn to_const(self) -> Const;
}

macro_rules! int_element {
    ($t:ty, $d:expr) => {
        impl sealed::Sealed for $t {}
        impl Element for $t {
            const DTYPE: DType = $d;
            fn encode(self, out: &mut Vec<u8>) {
                out.extend_from_slice(&self.to_le_bytes());
            }
            fn decode(bytes: &[u8]) -> Self {
                let mut raw = [0u8; std::mem::size_of::<$t>()];
                let n = raw.len().min(bytes.len());
                raw[..n].copy_from_slice(&bytes[..n]);
                <$t>::from_le_bytes(raw)
            }
            fn to_const(self) -> Const {
                Const::from_bits($d, self as u64)
            }
        }
    };
}

int_element!(i8, DType::I8);
int_element!(u8, DType::I8);
int_element!(i16, DType::I16);
int_element!(u16, DType::I16);
int_element!(i32, DType::I32);
int_element!(u32, DType::I32);
int_element!(i64, DType::I64);
int_element!(u64, DType::I64);

macro_rules! float_element {
    ($t:ty, $d:expr, $bits:ty) => {
        impl sealed::Sealed for $t {}
        impl Element for $t {
            const DTYPE: DType = $d;
            fn encode(self, out: &mut Vec<u8>) {
                out.extend_from_slice(&self.to_bits().to_le_bytes());
            }
            fn decode(bytes: &[u8]) -> Self {
                let mut raw = [0u8; std::mem::size_of::<$bits>()];
                let n = raw.len().min(bytes.len());
                raw[..n].copy_from_slice(&bytes[..n]);
                <$t>::from_bits(<$bits>::from_le_bytes(raw))
            }
            fn to_const(self) -> Const {
                Const::from_bits($d, self.to_bits() as u64)
            }
        }
    };
}

float_element!(f16, DType::F16, u16);
float_element!(bf16, DType::BF16, u16);
float_element!(f32, DType::F32, u32);
float_element!(f64, DType::F64, u64);

impl sealed::Sealed for bool {}
impl Element for bool {
    const DTYPE: DType = DType::I1;
    fn encode(self, out: &mut Vec<u8>) {
        out.push(self as u8);
    }
    fn decode(bytes: &[u8]) -> Self {
        bytes.first().is_some_and(|&b| b != 0)
    }
    fn to_const(self) -> Const {
        Const::bool(self)
    }
}

/// Encodes a slice of elements.
pub(crate) fn encode_slice<T: Element>(data: &[T]) -> Vec<u8> {
    let mut out = Vec::with_capacity(data.len() * T::DTYPE.bytes() as usize);
    for &x in data {
        x.encode(&mut out);
    }
    out
}

/// Decodes whole elements from bytes.
pub(crate) fn decode_slice<T: Element>(bytes: &[u8]) -> Vec<T> {
    bytes.chunks_exact(T::DTYPE.bytes() as usize).map(T::decode).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        let v = [f16::from_f32(1.5), f16::NEG_INFINITY, f16::from_bits(0x7e01)];
        let b = encode_slice(&v);
        assert_eq!(b.len(), 6);
        assert_eq!(decode_slice::<f16>(&b).iter().map(|x| x.to_bits()).collect::<Vec<_>>(), [0x3e00, 0xfc00, 0x7e01]);
        assert_eq!(decode_slice::<bool>(&[0, 1, 2]), [false, true, true]);
        assert_eq!(decode_slice::<i32>(&encode_slice(&[-1i32, 7])), [-1, 7]);
        assert_eq!((-1i8).to_const(), Const::from_i64(DType::I8, -1));
        assert_eq!(2.5f32.to_const(), Const::f32(2.5));
    }
}
