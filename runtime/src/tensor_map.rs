//! Tensor maps for Hopper's copy engine (TMA): what the compiler asks for ([`TensorMapSpec`]),
//! its check against the kernel's parameters, and the launch-time geometry with every rule the
//! driver's `cuTensorMapEncodeTiled` has, checked before the driver is called.
//!
//! ```text
//!   KernelImage.tensor_maps[K]  ──validate (load)──>  spec fits the signature
//!   launch(args):  buffer arg ─> address, len_bytes;  row_len (constant or scalar arg)
//!                  ─> geometry: rows = len_bytes / (row_len * elem_bytes), the driver's rules
//!                  ─> encoded map (cached per kernel, see `kernel.rs`) ─> param tmapK[128]
//! ```
//!
//! A kernel that uses maps takes, after its own parameters, one `.param .align 64 .b8
//! tmapK[128]` per map, in order; the launch builds and appends them, so callers pass the
//! kernel's own arguments only.

use crate::args::{Arg, MemRef};
use crate::error::{Error, Result};
use crate::signature::ParamSig;
use std::fmt;
use tessera_ir::{DType, Scalar};

/// The elements of a tensor map's row.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TensorRowLen {
    /// The value of integer scalar parameter `index` at launch.
    Param(usize),
    /// A constant.
    Const(u32),
}

/// How far a tensor map's view reaches along one dimension.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TensorExtent {
    /// Columns: the row length; rows: as many whole rows as the buffer holds.
    Whole,
    /// The value of integer scalar parameter `index` at launch (below 1: an empty view).
    Param(usize),
    /// A constant (at least 1).
    ///
    /// A bound below 1 leaves no element in the view; the launch then encodes a map over a
    /// block of zeros, so that a box reads zeros everywhere, as masks that hold nowhere say.
    Const(u32),
}

/// A tensor map the launch builds and passes after the kernel's own parameters.
///
/// It is a 2-D row-major view of the buffer argument of parameter `buffer`: rows of `row_len`
/// elements of `elem_bytes` bytes each, as many whole rows as the buffer holds
/// (`len_bytes / (row_len * elem_bytes)`; a partial last row is not part of the view). The copy
/// engine moves a box of `box_dims = [columns, rows]` elements at a time into shared memory,
/// swizzled by the box's row bytes: `columns * elem_bytes` of 32, 64 or 128 selects the
/// driver's 32-, 64- or 128-byte swizzle. Elements of a box outside the view read as zeros.
///
/// With `planes`, the view is 3-D: the buffer as planes of `extent[1]` rows (a bound, never
/// `Whole`), `ceil(len_bytes / plane bytes)` of them, the last perhaps partial (a box reads
/// only the rows the kernel's own loads would, so rows past the buffer are never fetched unless
/// the kernel reads out of bounds), a box one plane deep at a plane coordinate.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TensorMapSpec {
    /// The index of the buffer (pointer) parameter.
    pub buffer: usize,
    pub row_len: TensorRowLen,
    /// 1, 2, 4 or 8. Only bits are copied, so the element type does not matter.
    pub elem_bytes: u32,
    /// `[columns, rows]` of the box, each 1..=256.
    pub box_dims: [u32; 2],
    /// The view's `[columns, rows]` (a masked load's bounds; elements outside read as zeros).
    /// Rows past the buffer are refused at launch (without planes).
    pub extent: [TensorExtent; 2],
    /// 3-D: planes of `extent[1]` rows (see above).
    pub planes: bool,
}

impl TensorMapSpec {
    /// The bytes of one box row, which is also the swizzle span.
    pub fn box_row_bytes(&self) -> u64 {
        self.box_dims[0] as u64 * self.elem_bytes as u64
    }

    /// Checks the spec against the kernel's parameters; `Err` says what is wrong.
    pub(crate) fn check(&self, params: &[ParamSig]) -> std::result::Result<(), String> {
        match params.get(self.buffer) {
            Some(p) if p.ty.is_scalar() && p.ty.scalar.is_ptr() => {}
            Some(p) => {
                return Err(format!("buffer parameter {} (%{}) is a {}, not a pointer", self.buffer, p.name, p.ty))
            }
            None => {
                return Err(format!("buffer parameter {} does not exist ({} parameters)", self.buffer, params.len()))
            }
        }
        match self.row_len {
            TensorRowLen::Const(0) => return Err("the constant row length is 0".into()),
            TensorRowLen::Const(_) => {}
            TensorRowLen::Param(i) => match params.get(i) {
                Some(p) if is_int_scalar(p) => {}
                Some(p) => {
                    return Err(format!("row-length parameter {i} (%{}) is a {}, not an integer scalar", p.name, p.ty))
                }
                None => return Err(format!("row-length parameter {i} does not exist ({} parameters)", params.len())),
            },
        }
        for e in self.extent {
            match e {
                TensorExtent::Const(0) => return Err("a constant tensor bound of 0".into()),
                TensorExtent::Param(i) if !params.get(i).is_some_and(is_int_scalar) => {
                    return Err(format!("bound parameter {i} is not an integer scalar"))
                }
                _ => {}
            }
        }
        if self.planes && self.extent[1] == TensorExtent::Whole {
            return Err("planes of a row bound, but the rows are unbounded".into());
        }
        if !matches!(self.elem_bytes, 1 | 2 | 4 | 8) {
            return Err(format!("element size {} bytes is not 1, 2, 4 or 8", self.elem_bytes));
        }
        if let Some(d) = self.box_dims.iter().find(|d| !(1..=256).contains(*d)) {
            return Err(format!("box {:?}: a box dimension of {d} is not in 1..=256", self.box_dims));
        }
        let row = self.box_row_bytes();
        if !matches!(row, 32 | 64 | 128) {
            return Err(format!(
                "box rows of {} x {} = {row} bytes; the swizzled copy needs 32, 64 or 128",
                self.box_dims[0], self.elem_bytes
            ));
        }
        Ok(())
    }
}

fn is_int_scalar(p: &ParamSig) -> bool {
    p.ty.is_scalar() && matches!(p.ty.scalar, Scalar::Num(d) if d.is_int() && d != DType::I1)
}

/// What one launch asks the driver to encode, with the driver's rules checked.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct TensorMapGeometry {
    /// The buffer's device address.
    pub address: u64,
    pub elem_bytes: u32,
    /// 2, or 3 with planes.
    pub rank: u32,
    /// Global dimensions `[columns, rows, planes]`, innermost first (`planes` 1 at rank 2).
    pub dims: [u64; 3],
    /// Bytes from one row to the next, and from one plane to the next (rank 3).
    pub strides: [u64; 2],
    pub box_dims: [u32; 2],
    /// The buffer's length in bytes.
    pub len_bytes: u64,
    /// A bound below 1 left no element in the view: every element a box reads is a masked
    /// one, a zero. The launch points such a map at a block of zeros (`empty_view`).
    pub empty: bool,
}

impl TensorMapGeometry {
    /// The geometry that stands in for an empty view: a single element at `zeros` (16 zeroed
    /// bytes), so that every box reads zeros, at the spec's rank and box.
    pub fn empty_view(&self, zeros: u64) -> TensorMapGeometry {
        TensorMapGeometry {
            address: zeros,
            dims: [1; 3],
            strides: [16, if self.rank == 3 { 16 } else { 0 }],
            len_bytes: 16,
            ..*self
        }
    }
}

impl fmt::Display for TensorMapGeometry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "address {:#x}, {}-byte elements, global dims {:?}, strides {:?} bytes, box {:?}, swizzle {} bytes",
            self.address,
            self.elem_bytes,
            &self.dims[..self.rank as usize],
            &self.strides[..self.rank as usize - 1],
            self.box_dims,
            self.box_dims[0] as u64 * self.elem_bytes as u64
        )
    }
}

/// The driver's limits (CUDA driver API, `cuTensorMapEncodeTiled`).
const MAX_GLOBAL_DIM: u64 = 1 << 32;
const MAX_ROW_STRIDE: u64 = 1 << 40;

/// The geometry of map `index` (`spec`) for a launch of `kernel` with `args`, which have passed
/// the argument check. Errors are [`Error::Argument`]s on the buffer's parameter, naming the map
/// and the rule broken.
pub(crate) fn geometry(
    kernel: &str,
    params: &[ParamSig],
    index: usize,
    spec: &TensorMapSpec,
    args: &[Arg],
) -> Result<TensorMapGeometry> {
    let param = params.get(spec.buffer).map_or("?", |p| p.name.as_str());
    let bad = |message: String| Error::Argument {
        kernel: kernel.into(),
        index: spec.buffer,
        param: param.into(),
        message: format!("tensor map {index}: {message}"),
    };
    let (address, len_bytes) = match args.get(spec.buffer) {
        Some(Arg::Buffer(b)) => {
            let address = match b.mem {
                MemRef::Cuda { ptr, .. } => ptr,
                _ => return Err(bad("tensor maps need a CUDA buffer".into())),
            };
            (address, b.len as u64 * b.dtype.bytes() as u64)
        }
        _ => return Err(bad("the argument is not a buffer".into())),
    };
    let row_len: i64 = match spec.row_len {
        TensorRowLen::Const(n) => n as i64,
        TensorRowLen::Param(i) => match args.get(i) {
            Some(Arg::Scalar(c)) if c.dtype.is_int() => c.as_i64(),
            _ => return Err(bad(format!("the row length (argument {i}) is not an integer scalar"))),
        },
    };
    // A bound below 1 is an empty view whatever the row length and the buffer are (the loads'
    // masks hold nowhere), which `empty_view` encodes.
    let empty = spec.extent.iter().any(|&e| match e {
        TensorExtent::Param(i) => matches!(args.get(i), Some(Arg::Scalar(c)) if c.dtype.is_int() && c.as_i64() < 1),
        _ => false,
    });
    let empty_geometry = || TensorMapGeometry {
        address,
        elem_bytes: spec.elem_bytes,
        rank: 2 + spec.planes as u32,
        dims: [1; 3],
        strides: [16, 0],
        box_dims: spec.box_dims,
        len_bytes,
        empty: true,
    };
    if empty {
        return Ok(empty_geometry());
    }
    if row_len < 1 {
        return Err(bad(format!("the row length is {row_len}; it must be at least 1")));
    }
    let row_len = row_len as u64;
    let elem = spec.elem_bytes as u64;
    if !address.is_multiple_of(16) {
        return Err(bad(format!("the buffer's address {address:#x} is not a multiple of 16 bytes")));
    }
    let row_stride = row_len.saturating_mul(elem);
    if !row_stride.is_multiple_of(16) {
        return Err(bad(format!(
            "the row stride {row_len} x {elem} = {row_stride} bytes is not a multiple of 16 bytes"
        )));
    }
    if row_stride >= MAX_ROW_STRIDE {
        return Err(bad(format!("the row stride {row_stride} bytes is not below 2^40")));
    }
    let rows = len_bytes / row_stride;
    if rows < 1 {
        return Err(bad(format!(
            "the buffer holds {len_bytes} bytes, less than one whole row of {row_len} x {elem} = {row_stride} bytes"
        )));
    }
    // The view: the whole buffer, or a masked load's bounds (which must stay in the buffer).
    let bound = |e: TensorExtent, whole: u64, what: &str| -> std::result::Result<u64, Error> {
        let v: i64 = match e {
            TensorExtent::Whole => return Ok(whole),
            TensorExtent::Const(n) => n as i64,
            TensorExtent::Param(i) => match args.get(i) {
                Some(Arg::Scalar(c)) if c.dtype.is_int() => c.as_i64(),
                _ => return Err(bad(format!("the {what} bound (argument {i}) is not an integer scalar"))),
            },
        };
        // Below 1: an empty view (the loads' masks hold nowhere), which `empty_view` encodes.
        Ok(v.max(0) as u64)
    };
    let cols = bound(spec.extent[0], row_len, "column")?;
    let rows = bound(spec.extent[1], rows, "row")?;
    if cols == 0 || rows == 0 {
        return Ok(empty_geometry());
    }
    if spec.planes {
        let plane_stride = rows.saturating_mul(row_stride);
        let planes = len_bytes.div_ceil(plane_stride);
        if plane_stride >= MAX_ROW_STRIDE {
            return Err(bad(format!(
                "the plane stride {rows} x {row_stride} = {plane_stride} bytes is not below 2^40"
            )));
        }
        if cols > MAX_GLOBAL_DIM || rows > MAX_GLOBAL_DIM {
            return Err(bad(format!("global dims [{cols}, {rows}, {planes}]: each must be at most 2^32")));
        }
        return Ok(TensorMapGeometry {
            address,
            elem_bytes: spec.elem_bytes,
            rank: 3,
            dims: [cols, rows, planes],
            strides: [row_stride, plane_stride],
            box_dims: spec.box_dims,
            len_bytes,
            empty: false,
        });
    }
    let reach = (rows - 1).saturating_mul(row_stride).saturating_add(cols.saturating_mul(elem));
    if reach > len_bytes {
        return Err(bad(format!(
            "a view of {rows} rows of {cols} elements at a stride of {row_stride} bytes reaches {reach} bytes, past the buffer's {len_bytes}"
        )));
    }
    if cols > MAX_GLOBAL_DIM || rows > MAX_GLOBAL_DIM {
        return Err(bad(format!("global dims [{cols}, {rows}]: each must be at most 2^32")));
    }
    Ok(TensorMapGeometry {
        address,
        elem_bytes: spec.elem_bytes,
        rank: 2,
        dims: [cols, rows, 1],
        strides: [row_stride, 0],
        box_dims: spec.box_dims,
        len_bytes,
        empty: false,
    })
}

/// An encoded `CUtensorMap`: 128 opaque bytes, 64-byte aligned as the kernel parameter is.
#[derive(Copy, Clone)]
#[repr(C, align(64))]
pub(crate) struct EncodedMap(pub [u64; 16]);

/// What an encoded map depends on, besides the kernel's spec: the map cache's key. Every
/// number the driver encodes is in it (the bounds too: a launch with another mask bound over
/// the same buffer needs another map).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct EncodedKey {
    pub map: u32,
    pub address: u64,
    pub dims: [u64; 3],
    pub strides: [u64; 2],
}

impl EncodedKey {
    pub fn of(map: usize, g: &TensorMapGeometry) -> EncodedKey {
        EncodedKey { map: map as u32, address: g.address, dims: g.dims, strides: g.strides }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::args::BufferArg;
    use tessera_ir::Const;

    fn params() -> Vec<ParamSig> {
        vec![ParamSig::ptr("a", DType::F16), ParamSig::num("k", DType::I32), ParamSig::num("scale", DType::F32)]
    }

    fn spec() -> TensorMapSpec {
        TensorMapSpec {
            buffer: 0,
            row_len: TensorRowLen::Param(1),
            elem_bytes: 2,
            box_dims: [64, 64],
            extent: [TensorExtent::Whole; 2],
            planes: false,
        }
    }

    fn buffer(ptr: u64, len: usize) -> Arg<'static> {
        Arg::Buffer(BufferArg { dtype: DType::F16, len, mem: MemRef::Cuda { ptr, ctx: 1 } })
    }

    fn k(n: i32) -> Arg<'static> {
        Arg::Scalar(Const::from_i64(DType::I32, n as i64))
    }

    fn err(spec: &TensorMapSpec, args: &[Arg]) -> String {
        geometry("mm", &params(), 0, spec, args).unwrap_err().to_string()
    }

    #[test]
    fn specs_are_checked_against_the_signature() {
        let p = params();
        assert_eq!(spec().check(&p), Ok(()));
        let cases: [(TensorMapSpec, &str); 9] = [
            (TensorMapSpec { buffer: 1, ..spec() }, "buffer parameter 1 (%k) is a i32, not a pointer"),
            (TensorMapSpec { buffer: 7, ..spec() }, "buffer parameter 7 does not exist"),
            (TensorMapSpec { row_len: TensorRowLen::Param(2), ..spec() }, "(%scale) is a f32, not an integer scalar"),
            (TensorMapSpec { row_len: TensorRowLen::Param(0), ..spec() }, "(%a) is a ptr<f16>, not an integer"),
            (TensorMapSpec { row_len: TensorRowLen::Param(3), ..spec() }, "row-length parameter 3 does not exist"),
            (TensorMapSpec { row_len: TensorRowLen::Const(0), ..spec() }, "constant row length is 0"),
            (TensorMapSpec { elem_bytes: 3, ..spec() }, "element size 3 bytes is not 1, 2, 4 or 8"),
            (TensorMapSpec { box_dims: [64, 257], ..spec() }, "a box dimension of 257 is not in 1..=256"),
            (
                TensorMapSpec { box_dims: [8, 64], ..spec() },
                "box rows of 8 x 2 = 16 bytes; the swizzled copy needs 32, 64 or 128",
            ),
        ];
        for (s, want) in cases {
            let got = s.check(&p).unwrap_err();
            assert!(got.contains(want), "{s:?}: {got}");
        }
        for (cols, eb) in [(32, 1), (16, 2), (32, 2), (64, 2), (8, 4), (32, 4), (4, 8), (16, 8)] {
            let s = TensorMapSpec { box_dims: [cols, 1], elem_bytes: eb, row_len: TensorRowLen::Const(64), ..spec() };
            assert_eq!(s.check(&p), Ok(()), "{s:?}");
        }
        assert!(TensorMapSpec { box_dims: [0, 1], ..spec() }.check(&p).is_err());
    }

    #[test]
    fn geometry_of_a_good_launch() {
        // 1000 f16 = 2000 bytes of rows of 24 elements (48 bytes): 41 whole rows.
        let g = geometry("mm", &params(), 0, &spec(), &[buffer(0x7000_0000, 1000), k(24), Arg::from(1.0f32)]).unwrap();
        assert_eq!(g.dims, [24, 41, 1]);
        assert_eq!((g.strides[0], g.len_bytes, g.address), (48, 2000, 0x7000_0000));
        let c = TensorMapSpec { row_len: TensorRowLen::Const(64), ..spec() };
        let g = geometry("mm", &params(), 0, &c, &[buffer(0x10, 128), k(-5), Arg::from(1.0f32)]).unwrap();
        assert_eq!(g.dims, [64, 2, 1]);
        // Box columns beyond the row are allowed (zero-filled).
        let c = TensorMapSpec { box_dims: [64, 256], ..spec() };
        assert!(geometry("mm", &params(), 0, &c, &[buffer(0x100, 8), k(8), Arg::from(1.0f32)]).is_ok());
    }

    #[test]
    fn a_masked_loads_bounds_are_the_view() {
        // Rows of 24 elements; the view: 20 columns (a constant) and `k` rows.
        let s = TensorMapSpec { extent: [TensorExtent::Const(20), TensorExtent::Param(1)], ..spec() };
        let g = geometry("mm", &params(), 0, &s, &[buffer(0x1000, 1000), k(24), Arg::from(1.0f32)]);
        // k is the row length too here: 24 rows of 24 fit in 1000 elements (the last row needs 20).
        assert_eq!(g.unwrap().dims, [20, 24, 1]);
        let s = TensorMapSpec { extent: [TensorExtent::Whole, TensorExtent::Const(50)], ..spec() };
        let e = err(&s, &[buffer(0x1000, 1000), k(24), Arg::from(1.0f32)]);
        assert!(
            e.contains(
                "a view of 50 rows of 24 elements at a stride of 48 bytes reaches 2400 bytes, past the buffer's 2000"
            ),
            "{e}"
        );
        // A row bound of 0 reads no row, whatever the row length (here the same 0).
        let s = TensorMapSpec { extent: [TensorExtent::Whole, TensorExtent::Param(1)], ..spec() };
        let g = geometry("mm", &params(), 0, &s, &[buffer(0x1000, 1000), k(0), Arg::from(1.0f32)]).unwrap();
        assert!(g.empty, "{g:?}");
        let e = err(
            &TensorMapSpec { extent: [TensorExtent::Whole; 2], ..s },
            &[buffer(0x1000, 1000), k(0), Arg::from(1.0f32)],
        );
        assert!(e.contains("the row length is 0"), "{e}");
        let s = TensorMapSpec {
            row_len: TensorRowLen::Const(24),
            extent: [TensorExtent::Param(1), TensorExtent::Whole],
            ..spec()
        };
        // A bound below 1 is an empty view: the launch points the map at zeros.
        let g = geometry("mm", &params(), 0, &s, &[buffer(0x1000, 1000), k(0), Arg::from(1.0f32)]).unwrap();
        assert!(g.empty, "{g:?}");
        let z = g.empty_view(0x5000);
        assert_eq!((z.address, z.dims, z.strides, z.rank, z.box_dims), (0x5000, [1; 3], [16, 0], 2, s.box_dims));
        // A row length that is also the column bound, at 0 (a matmul with K = 0, its A empty):
        // an empty view, not a bad row length.
        let s = TensorMapSpec { extent: [TensorExtent::Param(1), TensorExtent::Whole], ..spec() };
        let g = geometry("mm", &params(), 0, &s, &[buffer(0x1000, 0), k(0), Arg::from(1.0f32)]).unwrap();
        assert!(g.empty, "{g:?}");
    }

    #[test]
    fn each_driver_rule_is_an_argument_error_naming_the_buffer() {
        let s = spec();
        let f = Arg::from(1.0f32);
        let cases: Vec<(Vec<Arg>, &str)> = vec![
            (vec![buffer(0x1008, 1024), k(64), f], "the buffer's address 0x1008 is not a multiple of 16 bytes"),
            (vec![buffer(0x1000, 1024), k(12), f], "the row stride 12 x 2 = 24 bytes is not a multiple of 16 bytes"),
            (vec![buffer(0x1000, 1024), k(0), f], "the row length is 0; it must be at least 1"),
            (vec![buffer(0x1000, 1024), k(-8), f], "the row length is -8; it must be at least 1"),
            (
                vec![buffer(0x1000, 63), k(64), f],
                "the buffer holds 126 bytes, less than one whole row of 64 x 2 = 128 bytes",
            ),
            (vec![buffer(0x1000, 0), k(8), f], "the buffer holds 0 bytes"),
        ];
        for (args, want) in cases {
            let got = err(&s, &args);
            assert!(got.starts_with("kernel @mm: argument 0 (%a): tensor map 0: "), "{got}");
            assert!(got.contains(want), "{got}");
        }
        let big = Arg::Scalar(Const::from_bits(DType::I64, 1 << 40));
        let p64 = vec![ParamSig::ptr("a", DType::F16), ParamSig::num("k", DType::I64)];
        let e = geometry("mm", &p64, 0, &s, &[buffer(0x1000, 1024), big]).unwrap_err().to_string();
        assert!(e.contains("the row stride 2199023255552 bytes is not below 2^40"), "{e}");
        let wide = Arg::Scalar(Const::from_bits(DType::I64, (1 << 32) + 16));
        let e = geometry(
            "mm",
            &p64,
            0,
            &TensorMapSpec { elem_bytes: 1, box_dims: [128, 1], ..s },
            &[buffer(0, 1 << 34), wide],
        )
        .unwrap_err()
        .to_string();
        assert!(e.contains("global dims [4294967312, 7]: each must be at most 2^32"), "{e}");
        let cpu = std::sync::Mutex::new(Vec::new());
        let on_cpu = Arg::Buffer(BufferArg { dtype: DType::F16, len: 64, mem: MemRef::Cpu { data: &cpu, offset: 0 } });
        assert!(err(&s, &[on_cpu, k(64), f]).contains("tensor maps need a CUDA buffer"));
    }

    #[test]
    fn planes_are_a_third_dimension_of_row_bound_planes() {
        // 1000 f16 in rows of 24 (48 bytes), planes of k = 10 rows (480 bytes): 2000 bytes make
        // 5 planes, the last partial.
        let s = TensorMapSpec { extent: [TensorExtent::Whole, TensorExtent::Param(1)], planes: true, ..spec() };
        assert_eq!(s.check(&params()), Ok(()));
        let p = TensorMapSpec { row_len: TensorRowLen::Const(24), ..s };
        let g = geometry("mm", &params(), 0, &p, &[buffer(0x1000, 1000), k(10), Arg::from(1.0f32)]).unwrap();
        assert_eq!((g.rank, g.dims, g.strides), (3, [24, 10, 5], [48, 480]));
        let e = TensorMapSpec { extent: [TensorExtent::Whole; 2], ..s }.check(&params()).unwrap_err();
        assert!(e.contains("planes of a row bound, but the rows are unbounded"), "{e}");
        let g = geometry("mm", &params(), 0, &p, &[buffer(0x1000, 1000), k(-3), Arg::from(1.0f32)]).unwrap();
        assert!(g.empty);
        assert_eq!((g.empty_view(0x5000).rank, g.empty_view(0x5000).strides), (3, [16, 16]));
    }

    #[test]
    fn encoded_keys_tell_buffers_and_rows_apart() {
        let g = geometry("mm", &params(), 0, &spec(), &[buffer(0x1000, 1024), k(64), Arg::from(1.0f32)]).unwrap();
        let base = EncodedKey::of(0, &g);
        assert_eq!(base, EncodedKey { map: 0, address: 0x1000, dims: [64, 16, 1], strides: [128, 0] });
        assert_ne!(base, EncodedKey::of(1, &g));
        assert_ne!(base, EncodedKey { address: 0x2000, ..base });
        // Another row bound over the same buffer is another map.
        let bounded = TensorMapSpec { extent: [TensorExtent::Whole, TensorExtent::Param(1)], ..spec() };
        let s = |rows: i32| {
            let g = geometry("mm", &params(), 0, &bounded, &[buffer(0x1000, 1024), k(rows), Arg::from(1.0f32)]);
            EncodedKey::of(0, &g.unwrap())
        };
        assert_ne!(s(8), s(16));
        assert_eq!(std::mem::size_of::<EncodedMap>(), 128);
        assert_eq!(std::mem::align_of::<EncodedMap>(), 64);
    }
}
