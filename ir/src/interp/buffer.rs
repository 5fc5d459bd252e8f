//! Host memory for the interpreter: [`Buffer`] (typed little-endian bytes) and [`Arg`], the
//! value passed for one kernel parameter.

use super::arith;
use crate::constant::{width_mask, Const};
use crate::types::DType;

/// A host buffer: `len` elements of `dtype`, little-endian, i1 as one byte 0/1.
#[derive(Clone, Debug, PartialEq)]
pub struct Buffer {
    pub dtype: DType,
    pub data: Vec<u8>,
}

impl Buffer {
    /// `len` zero elements.
    pub fn zeros(dtype: DType, len: usize) -> Buffer {
        Buffer { dtype, data: vec![0; len.saturating_mul(dtype.bytes() as usize)] }
    }

    /// Number of whole elements in `data`.
    pub fn len(&self) -> usize {
        self.data.len() / self.dtype.bytes() as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Element `i` as canonical bits (i1: any nonzero byte reads as 1).
    pub(crate) fn read_bits(&self, i: usize) -> Option<u64> {
        let n = self.dtype.bytes() as usize;
        let bytes = self.data.get(i.checked_mul(n)?..i.checked_mul(n)?.checked_add(n)?)?;
        let mut raw = [0u8; 8];
        raw[..n].copy_from_slice(bytes);
        let v = u64::from_le_bytes(raw);
        Some(if self.dtype == DType::I1 { (v != 0) as u64 } else { v })
    }

    /// Writes element `i` from bits (truncated to the width); false when out of bounds.
    pub(crate) fn write_bits(&mut self, i: usize, bits: u64) -> bool {
        let n = self.dtype.bytes() as usize;
        let Some(start) = i.checked_mul(n) else {
            return false;
        };
        let Some(dst) = start.checked_add(n).and_then(|end| self.data.get_mut(start..end)) else {
            return false;
        };
        let v = bits & width_mask(self.dtype.bits());
        dst.copy_from_slice(&v.to_le_bytes()[..n]);
        true
    }

    /// Element `i`, or `None` when out of bounds.
    pub fn get(&self, i: usize) -> Option<Const> {
        self.read_bits(i).map(|bits| Const::from_bits(self.dtype, bits))
    }

    /// Sets element `i`; false (and nothing written) when out of bounds or when `c.dtype` is not
    /// the buffer's.
    #[must_use]
    pub fn set(&mut self, i: usize, c: Const) -> bool {
        c.dtype == self.dtype && self.write_bits(i, c.bits)
    }

    /// An f32 buffer.
    pub fn from_f32(v: &[f32]) -> Buffer {
        Buffer { dtype: DType::F32, data: v.iter().flat_map(|x| x.to_le_bytes()).collect() }
    }

    /// An i32 buffer.
    pub fn from_i32(v: &[i32]) -> Buffer {
        Buffer { dtype: DType::I32, data: v.iter().flat_map(|x| x.to_le_bytes()).collect() }
    }

    /// A buffer of `dtype` from numbers: floats rounded once to nearest even, integers truncated
    /// toward zero and saturated (see [`Const::from_f64`]).
    pub fn from_f64(dtype: DType, v: &[f64]) -> Buffer {
        let mut b = Buffer::zeros(dtype, v.len());
        for (i, &x) in v.iter().enumerate() {
            let bits = if dtype.is_float() { arith::from_f64(dtype, x) } else { Const::from_f64(dtype, x).bits };
            b.write_bits(i, bits);
        }
        b
    }

    /// A buffer of `dtype` from constants; `None` if one has another dtype.
    pub fn from_consts(dtype: DType, v: &[Const]) -> Option<Buffer> {
        let mut b = Buffer::zeros(dtype, v.len());
        for (i, c) in v.iter().enumerate() {
            if !b.set(i, *c) {
                return None;
            }
        }
        Some(b)
    }

    /// Every element as f64 (exact for floats; integers read as signed, i1 as 0/1).
    pub fn to_f64(&self) -> Vec<f64> {
        (0..self.len()).filter_map(|i| self.get(i)).map(|c| c.as_f64()).collect()
    }

    /// Every element as f32 (through f64).
    pub fn to_f32(&self) -> Vec<f32> {
        self.to_f64().into_iter().map(|x| x as f32).collect()
    }

    /// Every element as i32: integers read as signed and truncated to 32 bits (i1 as 0/1),
    /// floats toward zero, saturating.
    pub fn to_i32(&self) -> Vec<i32> {
        (0..self.len())
            .filter_map(|i| self.get(i))
            .map(|c| if c.dtype.is_int() { c.as_i64() as i32 } else { c.as_f64() as i32 })
            .collect()
    }
}

/// The value passed for one kernel parameter: a buffer for a `ptr<d>`, a constant for a number.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Buffer(Buffer),
    Scalar(Const),
}

impl Arg {
    /// The buffer, if this is one.
    pub fn as_buffer(&self) -> Option<&Buffer> {
        match self {
            Arg::Buffer(b) => Some(b),
            Arg::Scalar(_) => None,
        }
    }

    /// Says what this is, for messages: `a buffer of f32 (16 elements)`, `a scalar i32`.
    pub fn describe(&self) -> String {
        match self {
            Arg::Buffer(b) => format!("a buffer of {} ({} elements)", b.dtype, b.len()),
            Arg::Scalar(c) => format!("a scalar {}", c.dtype),
        }
    }
}

impl From<Buffer> for Arg {
    fn from(b: Buffer) -> Arg {
        Arg::Buffer(b)
    }
}

impl From<Const> for Arg {
    fn from(c: Const) -> Arg {
        Arg::Scalar(c)
    }
}
