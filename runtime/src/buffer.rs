//! Device buffers: [`RawBuffer`] (a dtype known at run time, as `tessera run` needs) and the
//! typed [`Buffer<T>`] over it, with slices of both, and all of them as launch arguments
//! ([`Arg`]s).
//!
//! ```text
//!   Device::alloc_zeros::<f32>(n) / upload(&[f32]) / upload_host(&interp::Buffer)
//!        └─> Buffer<f32> = RawBuffer { device, dtype, len, mem: Cpu(bytes) | Cuda(ptr) | Hip(ptr) }
//!              to_vec / read / write / copy_from      (synchronous, after all earlier work)
//!              slice(a..b) ─> BufferSlice             (same operations, and a kernel argument)
//! ```
//!
//! Decisions:
//! - Copies take `&self`: device memory is not Rust memory, and kernels write buffers passed by
//!   shared reference, as on every GPU API. CPU memory sits behind a mutex for the same reason.
//! - Every copy is synchronous and ordered after all earlier work on the device, so a host read
//!   after a launch sees the launch's results without an explicit synchronize.
//! - Memory is zeroed at allocation on every device: no kernel ever reads stale data.
//! - Sizes are checked before any copy; a mismatch is [`Error::Buffer`], never a panic.

use crate::args::{Arg, BufferArg, MemRef};
use crate::device::{Backend, Device};
use crate::element::{decode_slice, encode_slice, Element};
use crate::error::{Error, Result};
use std::marker::PhantomData;
use std::ops::{Bound, RangeBounds};
use std::sync::Mutex;
use tessera_ir::interp;
use tessera_ir::DType;

pub(crate) enum Mem {
    Cpu(Mutex<Vec<u8>>),
    Cuda(crate::cuda::CudaMem),
    #[cfg(feature = "hip")]
    Hip(crate::hip::HipMem),
}

/// A buffer of `len` elements of a run-time `dtype` on a device.
pub struct RawBuffer {
    pub(crate) device: Device,
    pub(crate) dtype: DType,
    pub(crate) len: usize,
    pub(crate) mem: Mem,
}

impl std::fmt::Debug for RawBuffer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "RawBuffer({} x {} on {})", self.len, self.dtype, self.device.kind())
    }
}

fn byte_len(dtype: DType, len: usize) -> Result<usize> {
    len.checked_mul(dtype.bytes() as usize)
        .filter(|&b| b <= isize::MAX as usize)
        .ok_or_else(|| Error::Buffer(format!("{len} elements of {dtype} overflow the address space")))
}

/// Resolves `range` against `len`.
fn resolve(range: impl RangeBounds<usize>, len: usize) -> Result<(usize, usize)> {
    let start = match range.start_bound() {
        Bound::Included(&s) => s,
        Bound::Excluded(&s) => s.saturating_add(1),
        Bound::Unbounded => 0,
    };
    let end = match range.end_bound() {
        Bound::Included(&e) => e.saturating_add(1),
        Bound::Excluded(&e) => e,
        Bound::Unbounded => len,
    };
    if start > end || end > len {
        return Err(Error::Buffer(format!("range {start}..{end} is out of bounds for {len} elements")));
    }
    Ok((start, end - start))
}

impl Device {
    /// `len` zeroed elements of `dtype`.
    pub fn alloc_raw(&self, dtype: DType, len: usize) -> Result<RawBuffer> {
        let bytes = byte_len(dtype, len)?;
        self.0.ensure_alive()?;
        let mem = match &self.0.backend {
            Backend::Cpu => {
                let mut v = Vec::new();
                v.try_reserve_exact(bytes)
                    .map_err(|_| Error::Buffer(format!("cannot allocate {bytes} bytes of host memory")))?;
                v.resize(bytes, 0);
                Mem::Cpu(Mutex::new(v))
            }
            Backend::Cuda(c) => Mem::Cuda(self.0.track(c.alloc_zeroed(bytes))?),
            #[cfg(feature = "hip")]
            Backend::Hip(h) => Mem::Hip(self.0.track(h.alloc_zeroed(bytes))?),
        };
        Ok(RawBuffer { device: self.clone(), dtype, len, mem })
    }

    /// `len` zeroed elements of `T`.
    pub fn alloc_zeros<T: Element>(&self, len: usize) -> Result<Buffer<T>> {
        Ok(Buffer { raw: self.alloc_raw(T::DTYPE, len)?, _t: PhantomData })
    }

    /// A buffer holding a copy of `data`.
    pub fn upload<T: Element>(&self, data: &[T]) -> Result<Buffer<T>> {
        let b = self.alloc_zeros::<T>(data.len())?;
        b.raw.write_bytes(0, &encode_slice(data))?;
        Ok(b)
    }

    /// A buffer holding a copy of an interpreter buffer (same dtype and length).
    pub fn upload_host(&self, host: &interp::Buffer) -> Result<RawBuffer> {
        let len = host.len();
        let b = self.alloc_raw(host.dtype, len)?;
        let n = len * host.dtype.bytes() as usize;
        b.write_bytes(0, host.data.get(..n).unwrap_or(&[]))?;
        Ok(b)
    }
}

impl RawBuffer {
    pub fn dtype(&self) -> DType {
        self.dtype
    }
    pub fn len(&self) -> usize {
        self.len
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    pub fn device(&self) -> &Device {
        &self.device
    }
    /// Size in bytes.
    pub fn byte_len(&self) -> usize {
        self.len * self.dtype.bytes() as usize
    }

    /// The device address of element 0 (GPU buffers only).
    pub fn device_ptr(&self) -> Option<u64> {
        match &self.mem {
            Mem::Cpu(_) => None,
            Mem::Cuda(m) => Some(m.ptr),
            #[cfg(feature = "hip")]
            Mem::Hip(m) => Some(m.ptr),
        }
    }

    /// Writes `bytes` (whole elements) starting at element `offset`.
    pub(crate) fn write_bytes(&self, offset: usize, bytes: &[u8]) -> Result<()> {
        let esize = self.dtype.bytes() as usize;
        if !bytes.len().is_multiple_of(esize) {
            return Err(Error::Buffer(format!("{} bytes are not whole elements of {}", bytes.len(), self.dtype)));
        }
        let n = bytes.len() / esize;
        if offset.checked_add(n).is_none_or(|end| end > self.len) {
            return Err(Error::Buffer(format!(
                "writing {n} elements at {offset} overruns a buffer of {} elements",
                self.len
            )));
        }
        let at = offset * esize;
        let d = &self.device.0;
        d.ensure_alive()?;
        match (&self.mem, &d.backend) {
            (Mem::Cpu(m), _) => {
                let mut data = m.lock().unwrap_or_else(|e| e.into_inner());
                data[at..at + bytes.len()].copy_from_slice(bytes);
                Ok(())
            }
            (Mem::Cuda(m), Backend::Cuda(c)) => d.track(c.htod(m.ptr + at as u64, bytes)),
            #[cfg(feature = "hip")]
            (Mem::Hip(m), Backend::Hip(h)) => d.track(h.htod(m.ptr + at as u64, bytes)),
            #[allow(unreachable_patterns)]
            _ => Err(Error::Buffer("internal: memory of another kind of device".into())),
        }
    }

    /// Reads `n` elements starting at element `offset`, as bytes.
    pub(crate) fn read_bytes(&self, offset: usize, n: usize) -> Result<Vec<u8>> {
        if offset.checked_add(n).is_none_or(|end| end > self.len) {
            return Err(Error::Buffer(format!(
                "reading {n} elements at {offset} overruns a buffer of {} elements",
                self.len
            )));
        }
        let esize = self.dtype.bytes() as usize;
        let (at, bytes) = (offset * esize, n * esize);
        let d = &self.device.0;
        d.ensure_alive()?;
        match (&self.mem, &d.backend) {
            (Mem::Cpu(m), _) => Ok(m.lock().unwrap_or_else(|e| e.into_inner())[at..at + bytes].to_vec()),
            (Mem::Cuda(m), Backend::Cuda(c)) => {
                let mut out = vec![0u8; bytes];
                d.track(c.dtoh(&mut out, m.ptr + at as u64))?;
                Ok(out)
            }
            #[cfg(feature = "hip")]
            (Mem::Hip(m), Backend::Hip(h)) => {
                let mut out = vec![0u8; bytes];
                d.track(h.dtoh(&mut out, m.ptr + at as u64))?;
                Ok(out)
            }
            #[allow(unreachable_patterns)]
            _ => Err(Error::Buffer("internal: memory of another kind of device".into())),
        }
    }

    /// The whole buffer as an interpreter buffer.
    pub fn to_host(&self) -> Result<interp::Buffer> {
        Ok(interp::Buffer { dtype: self.dtype, data: self.read_bytes(0, self.len)? })
    }

    /// Overwrites the whole buffer from an interpreter buffer of the same dtype and length.
    pub fn copy_from_host(&self, host: &interp::Buffer) -> Result<()> {
        if host.dtype != self.dtype || host.len() != self.len {
            return Err(Error::Buffer(format!(
                "cannot copy {} elements of {} into {} elements of {}",
                host.len(),
                host.dtype,
                self.len,
                self.dtype
            )));
        }
        self.write_bytes(0, &host.data[..self.byte_len()])
    }

    /// A view of elements `range`.
    pub fn slice(&self, range: impl RangeBounds<usize>) -> Result<RawSlice<'_>> {
        let (offset, len) = resolve(range, self.len)?;
        Ok(RawSlice { buf: self, offset, len })
    }

    /// This buffer as a typed buffer, if `T` is its element type.
    pub fn into_typed<T: Element>(self) -> Result<Buffer<T>> {
        if self.dtype != T::DTYPE {
            return Err(Error::Buffer(format!("a buffer of {} is not a buffer of {}", self.dtype, T::DTYPE)));
        }
        Ok(Buffer { raw: self, _t: PhantomData })
    }
}

/// A view of part of a [`RawBuffer`]; a kernel argument like the whole buffer.
#[derive(Clone, Copy)]
pub struct RawSlice<'a> {
    pub(crate) buf: &'a RawBuffer,
    pub(crate) offset: usize,
    pub(crate) len: usize,
}

impl<'a> RawSlice<'a> {
    pub fn len(&self) -> usize {
        self.len
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    pub fn offset(&self) -> usize {
        self.offset
    }
    pub fn buffer(&self) -> &'a RawBuffer {
        self.buf
    }
    pub fn to_host(&self) -> Result<interp::Buffer> {
        Ok(interp::Buffer { dtype: self.buf.dtype, data: self.buf.read_bytes(self.offset, self.len)? })
    }
    /// A narrower view, `range` relative to this one.
    pub fn slice(&self, range: impl RangeBounds<usize>) -> Result<RawSlice<'a>> {
        let (offset, len) = resolve(range, self.len)?;
        Ok(RawSlice { buf: self.buf, offset: self.offset + offset, len })
    }
}

/// A buffer of `T` on a device.
pub struct Buffer<T: Element> {
    raw: RawBuffer,
    _t: PhantomData<T>,
}

impl<T: Element> std::fmt::Debug for Buffer<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Buffer<{}>({} on {})", T::DTYPE, self.raw.len, self.raw.device.kind())
    }
}

impl<T: Element> Buffer<T> {
    pub fn len(&self) -> usize {
        self.raw.len
    }
    pub fn is_empty(&self) -> bool {
        self.raw.len == 0
    }
    pub fn device(&self) -> &Device {
        &self.raw.device
    }
    pub fn raw(&self) -> &RawBuffer {
        &self.raw
    }
    pub fn into_raw(self) -> RawBuffer {
        self.raw
    }
    /// The device address of element 0 (GPU buffers only).
    pub fn device_ptr(&self) -> Option<u64> {
        self.raw.device_ptr()
    }

    /// Copies the whole buffer to the host.
    pub fn to_vec(&self) -> Result<Vec<T>> {
        Ok(decode_slice(&self.raw.read_bytes(0, self.raw.len)?))
    }

    /// Overwrites the whole buffer; `data` must have exactly `len()` elements.
    pub fn copy_from(&self, data: &[T]) -> Result<()> {
        if data.len() != self.raw.len {
            return Err(Error::Buffer(format!(
                "cannot copy {} elements into a buffer of {}",
                data.len(),
                self.raw.len
            )));
        }
        self.raw.write_bytes(0, &encode_slice(data))
    }

    /// Writes `data` starting at element `offset`.
    pub fn write(&self, offset: usize, data: &[T]) -> Result<()> {
        self.raw.write_bytes(offset, &encode_slice(data))
    }

    /// Reads elements `range`.
    pub fn read(&self, range: impl RangeBounds<usize>) -> Result<Vec<T>> {
        let (offset, len) = resolve(range, self.raw.len)?;
        Ok(decode_slice(&self.raw.read_bytes(offset, len)?))
    }

    /// A view of elements `range`.
    pub fn slice(&self, range: impl RangeBounds<usize>) -> Result<BufferSlice<'_, T>> {
        Ok(BufferSlice { raw: self.raw.slice(range)?, _t: PhantomData })
    }
}

/// A typed view of part of a [`Buffer`].
pub struct BufferSlice<'a, T: Element> {
    pub(crate) raw: RawSlice<'a>,
    _t: PhantomData<T>,
}

impl<T: Element> Clone for BufferSlice<'_, T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T: Element> Copy for BufferSlice<'_, T> {}

impl<'a, T: Element> BufferSlice<'a, T> {
    pub fn len(&self) -> usize {
        self.raw.len
    }
    pub fn is_empty(&self) -> bool {
        self.raw.len == 0
    }
    pub fn to_vec(&self) -> Result<Vec<T>> {
        Ok(decode_slice(&self.raw.buf.read_bytes(self.raw.offset, self.raw.len)?))
    }
    /// Overwrites the slice; `data` must have exactly `len()` elements.
    pub fn copy_from(&self, data: &[T]) -> Result<()> {
        if data.len() != self.raw.len {
            return Err(Error::Buffer(format!("cannot copy {} elements into a slice of {}", data.len(), self.raw.len)));
        }
        self.raw.buf.write_bytes(self.raw.offset, &encode_slice(data))
    }
    pub fn slice(&self, range: impl RangeBounds<usize>) -> Result<BufferSlice<'a, T>> {
        Ok(BufferSlice { raw: self.raw.slice(range)?, _t: PhantomData })
    }
    pub fn raw(&self) -> RawSlice<'a> {
        self.raw
    }
}

// Buffers and slices as launch arguments.

impl<'a> From<&'a RawBuffer> for Arg<'a> {
    fn from(b: &'a RawBuffer) -> Arg<'a> {
        Arg::from(RawSlice { buf: b, offset: 0, len: b.len })
    }
}

impl<'a> From<RawSlice<'a>> for Arg<'a> {
    fn from(s: RawSlice<'a>) -> Arg<'a> {
        let esize = s.buf.dtype.bytes() as u64;
        let mem = match &s.buf.mem {
            Mem::Cpu(m) => MemRef::Cpu { data: m, offset: s.offset },
            Mem::Cuda(m) => {
                let ctx = match &s.buf.device.0.backend {
                    Backend::Cuda(c) => c.ctx.cu_ctx() as usize,
                    _ => 0,
                };
                MemRef::Cuda { ptr: m.ptr + s.offset as u64 * esize, ctx }
            }
            #[cfg(feature = "hip")]
            Mem::Hip(m) => {
                let ordinal = match &s.buf.device.0.backend {
                    Backend::Hip(h) => h.ordinal,
                    _ => -1,
                };
                MemRef::Hip { ptr: m.ptr + s.offset as u64 * esize, ordinal }
            }
        };
        Arg::Buffer(BufferArg { dtype: s.buf.dtype, len: s.len, mem })
    }
}

impl<'a, T: Element> From<&'a Buffer<T>> for Arg<'a> {
    fn from(b: &'a Buffer<T>) -> Arg<'a> {
        Arg::from(b.raw())
    }
}

impl<'a, T: Element> From<BufferSlice<'a, T>> for Arg<'a> {
    fn from(s: BufferSlice<'a, T>) -> Arg<'a> {
        Arg::from(s.raw)
    }
}

impl<'a, T: Element> From<&BufferSlice<'a, T>> for Arg<'a> {
    fn from(s: &BufferSlice<'a, T>) -> Arg<'a> {
        Arg::from(s.raw)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use half::bf16;

    #[test]
    fn cpu_buffers_copy_and_slice() {
        let d = Device::cpu();
        let b = d.upload(&[1.0f32, 2.0, 3.0, 4.0]).unwrap();
        assert_eq!(b.to_vec().unwrap(), [1.0, 2.0, 3.0, 4.0]);
        let s = b.slice(1..3).unwrap();
        assert_eq!(s.to_vec().unwrap(), [2.0, 3.0]);
        s.copy_from(&[20.0, 30.0]).unwrap();
        assert_eq!(b.to_vec().unwrap(), [1.0, 20.0, 30.0, 4.0]);
        assert_eq!(s.slice(1..).unwrap().to_vec().unwrap(), [30.0]);
        assert!(b.slice(3..5).is_err());
        assert!(s.copy_from(&[1.0]).is_err());
        assert!(b.write(3, &[1.0, 2.0]).is_err());
        assert_eq!(b.read(..=1).unwrap(), [1.0, 20.0]);
        let z = d.alloc_zeros::<bf16>(3).unwrap();
        assert_eq!(z.to_vec().unwrap(), [bf16::ZERO; 3]);
        let e = d.alloc_zeros::<i64>(0).unwrap();
        assert!(e.to_vec().unwrap().is_empty());
    }

    #[test]
    fn raw_buffers_round_trip_host_buffers() {
        let d = Device::cpu();
        let host = interp::Buffer::from_f64(DType::F16, &[0.5, -2.0, 65504.0]);
        let r = d.upload_host(&host).unwrap();
        assert_eq!(r.to_host().unwrap(), host);
        assert!(r.copy_from_host(&interp::Buffer::from_f32(&[1.0, 2.0, 3.0])).is_err());
        assert!(d.alloc_raw(DType::F64, usize::MAX / 4).is_err());
        let t = r.into_typed::<half::f16>().unwrap();
        assert_eq!(t.to_vec().unwrap()[1], half::f16::from_f32(-2.0));
    }
}
