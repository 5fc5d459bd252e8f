//! The interpreter's runtime value representation and the index arithmetic on it.
//!
//! Every SSA value is a [`Bits`]: one `u64` per element in row-major order (a scalar has one),
//! with the type kept by the kernel, not the value. Element encodings:
//!
//! ```text
//!   integers   zero-extended to 64 bits (i8 -1 is 0xff, i1 true is 1)
//!   floats     IEEE bits in the low 16/32/64 bits (f16, bf16, f32, f64)
//!   pointers   (buffer << 48) | (offset & (2^48 - 1))      offset in elements, sign-extended
//!                                                           from 48 bits, buffer = param index
//! ```

use crate::constant::sext;
use crate::types::MAX_RANK;

/// The elements of one runtime value, row-major.
pub(crate) type Bits = Vec<u64>;

/// Bits of a pointer that hold the element offset.
const OFFSET_BITS: u32 = 48;
const OFFSET_MASK: u64 = (1 << OFFSET_BITS) - 1;

/// Largest buffer index a pointer can name.
pub(crate) const MAX_BUFFERS: usize = 1 << (64 - OFFSET_BITS);

/// A pointer to element `offset` of buffer `buffer` (the offset wraps within 48 bits).
pub(crate) fn make_ptr(buffer: usize, offset: i64) -> u64 {
    ((buffer as u64) << OFFSET_BITS) | (offset as u64 & OFFSET_MASK)
}

/// The buffer index and the (sign-extended) element offset of a pointer.
pub(crate) fn ptr_parts(p: u64) -> (usize, i64) {
    ((p >> OFFSET_BITS) as usize, sext(p & OFFSET_MASK, OFFSET_BITS))
}

/// `p` advanced by `off` elements, wrapping within the 48-bit offset.
pub(crate) fn ptr_add(p: u64, off: i64) -> u64 {
    let (b, o) = ptr_parts(p);
    make_ptr(b, o.wrapping_add(off))
}

/// Row-major strides of `dims`.
pub(crate) fn strides(dims: &[u32]) -> [u64; MAX_RANK] {
    let mut st = [0u64; MAX_RANK];
    let mut acc = 1u64;
    for i in (0..dims.len().min(MAX_RANK)).rev() {
        st[i] = acc;
        acc = acc.saturating_mul(dims[i] as u64);
    }
    st
}

/// Number of elements of `dims`.
pub(crate) fn numel(dims: &[u32]) -> usize {
    dims.iter().fold(1usize, |a, &d| a.saturating_mul(d as usize))
}

/// Reads `src` under the index map `out[i0, i1, ..] = src[sum(ik * src_strides[k])]`, for an
/// output of shape `out_dims`. Broadcasting uses a stride of 0; transposition permutes strides.
pub(crate) fn strided_gather(src: &[u64], out_dims: &[u32], src_strides: &[u64]) -> Result<Bits, String> {
    let rank = out_dims.len();
    if rank > MAX_RANK || src_strides.len() < rank {
        return Err(format!("internal: bad gather of rank {rank}"));
    }
    let n = numel(out_dims);
    let mut out = Vec::with_capacity(n);
    let mut idx = [0u32; MAX_RANK];
    let mut off = 0u64;
    for _ in 0..n {
        let x = src
            .get(off as usize)
            .ok_or_else(|| format!("internal: element {off} of a value with {} elements", src.len()))?;
        out.push(*x);
        let mut d = rank;
        while d > 0 {
            d -= 1;
            idx[d] += 1;
            off = off.wrapping_add(src_strides[d]);
            if idx[d] < out_dims[d] {
                break;
            }
            off = off.wrapping_sub(src_strides[d].wrapping_mul(out_dims[d] as u64));
            idx[d] = 0;
        }
    }
    Ok(out)
}

/// Splits `dims` around `axis` into (outer, axis length, inner) element counts.
pub(crate) fn split_axis(dims: &[u32], axis: usize) -> Result<(usize, usize, usize), String> {
    if axis >= dims.len() {
        return Err(format!("internal: axis {axis} of a rank-{} tile", dims.len()));
    }
    Ok((numel(&dims[..axis]), dims[axis] as usize, numel(&dims[axis + 1..])))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pointers_round_trip_and_wrap() {
        let p = make_ptr(3, -5);
        assert_eq!(ptr_parts(p), (3, -5));
        assert_eq!(ptr_parts(ptr_add(p, 7)), (3, 2));
        let top = make_ptr(1, (1 << 47) - 1);
        assert_eq!(ptr_parts(ptr_add(top, 1)), (1, -(1 << 47)));
    }

    #[test]
    fn gather_transposes_and_broadcasts() {
        // 2x3 -> 3x2 transpose
        let src = vec![0, 1, 2, 3, 4, 5];
        assert_eq!(strided_gather(&src, &[3, 2], &[1, 3]).unwrap(), vec![0, 3, 1, 4, 2, 5]);
        // 1x3 broadcast to 2x3
        assert_eq!(strided_gather(&[7, 8, 9], &[2, 3], &[0, 1]).unwrap(), vec![7, 8, 9, 7, 8, 9]);
    }
}
