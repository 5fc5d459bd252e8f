//! Types of the tile IR: element types (`DType`), scalars (numbers and global pointers), shapes and
//! tiles.
//!
//! ```text
//!   DType   i1 i8 i16 i32 i64 f16 bf16 f32 f64 f8e4m3 f8e5m2
//!   Scalar  DType | ptr<DType>
//!   Type    Scalar | tile<D0x..xScalar>     every dimension a power of two, rank 1..=4
//! ```
//!
//! Integers are sign-agnostic (ops say signed or unsigned). The 8-bit floats `f8e4m3` and `f8e5m2`
//! are storage types (see [`DType::FP8`] and `crate::fp8`). `Type` is `Copy` and small, so passes
//! pass it by value. `Display` writes exactly the `.tile` text spelling.

use std::fmt;

/// The element types: sign-agnostic integers, IEEE floats (`bf16` is bfloat16) and the two OCP
/// 8-bit floats (`f8e4m3`: 4 exponent bits, 3 mantissa bits, no infinity; `f8e5m2`: 5 and 2,
/// IEEE-like), whose encodings and conversions `crate::fp8` owns.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DType {
    I1,
    I8,
    I16,
    I32,
    I64,
    F16,
    BF16,
    F32,
    F64,
    F8E4M3,
    F8E5M2,
}

impl DType {
    /// The general element types: every op defined on integers or floats is defined on these,
    /// and every backend compiles them. The random program generator (`gen`) draws from this
    /// list, so the 8-bit floats are deliberately not in it: they are storage and dot-input
    /// types (load, store, convert, select, shape ops; no arithmetic, see `op.rs`), and no
    /// backend compiles them yet. [`DType::EVERY`] is the whole enum.
    pub const ALL: [DType; 9] =
        [DType::I1, DType::I8, DType::I16, DType::I32, DType::I64, DType::F16, DType::BF16, DType::F32, DType::F64];

    /// The 8-bit floats.
    pub const FP8: [DType; 2] = [DType::F8E4M3, DType::F8E5M2];

    /// Every element type: [`DType::ALL`] and [`DType::FP8`].
    pub const EVERY: [DType; 11] = [
        DType::I1,
        DType::I8,
        DType::I16,
        DType::I32,
        DType::I64,
        DType::F16,
        DType::BF16,
        DType::F32,
        DType::F64,
        DType::F8E4M3,
        DType::F8E5M2,
    ];

    /// Width in bits (i1 is one bit wide as a value, one byte in memory).
    pub fn bits(self) -> u32 {
        match self {
            DType::I1 => 1,
            DType::I8 | DType::F8E4M3 | DType::F8E5M2 => 8,
            DType::I16 | DType::F16 | DType::BF16 => 16,
            DType::I32 | DType::F32 => 32,
            DType::I64 | DType::F64 => 64,
        }
    }

    /// Size in memory, in bytes.
    pub fn bytes(self) -> u32 {
        self.bits().div_ceil(8)
    }

    pub fn is_int(self) -> bool {
        matches!(self, DType::I1 | DType::I8 | DType::I16 | DType::I32 | DType::I64)
    }

    pub fn is_float(self) -> bool {
        !self.is_int()
    }

    /// `f8e4m3` or `f8e5m2`: floats that only load, store, convert and feed `dot`.
    pub fn is_fp8(self) -> bool {
        matches!(self, DType::F8E4M3 | DType::F8E5M2)
    }

    pub fn name(self) -> &'static str {
        match self {
            DType::I1 => "i1",
            DType::I8 => "i8",
            DType::I16 => "i16",
            DType::I32 => "i32",
            DType::I64 => "i64",
            DType::F16 => "f16",
            DType::BF16 => "bf16",
            DType::F32 => "f32",
            DType::F64 => "f64",
            DType::F8E4M3 => "f8e4m3",
            DType::F8E5M2 => "f8e5m2",
        }
    }

    pub fn from_name(s: &str) -> Option<DType> {
        DType::EVERY.into_iter().find(|d| d.name() == s)
    }
}

impl fmt::Display for DType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A scalar: a number or a pointer into global memory to elements of a `DType`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Scalar {
    Num(DType),
    Ptr(DType),
}

impl Scalar {
    pub fn dtype(self) -> Option<DType> {
        match self {
            Scalar::Num(d) => Some(d),
            Scalar::Ptr(_) => None,
        }
    }
    pub fn is_ptr(self) -> bool {
        matches!(self, Scalar::Ptr(_))
    }
    pub fn is_int(self) -> bool {
        matches!(self, Scalar::Num(d) if d.is_int())
    }
    pub fn is_float(self) -> bool {
        matches!(self, Scalar::Num(d) if d.is_float())
    }
    pub fn is_bool(self) -> bool {
        self == Scalar::Num(DType::I1)
    }
}

impl From<DType> for Scalar {
    fn from(d: DType) -> Scalar {
        Scalar::Num(d)
    }
}

impl fmt::Display for Scalar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Scalar::Num(d) => write!(f, "{d}"),
            Scalar::Ptr(d) => write!(f, "ptr<{d}>"),
        }
    }
}

/// Largest tile rank.
pub const MAX_RANK: usize = 4;
/// Largest number of elements in one tile (2^20): keeps the interpreter and register files sane.
pub const MAX_TILE_ELEMS: u64 = 1 << 20;

/// A tile shape: 1 to `MAX_RANK` dimensions, row-major (the last dimension is the fastest).
/// The empty shape (rank 0) is the shape of a scalar.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Default)]
pub struct Shape {
    dims: [u32; MAX_RANK],
    rank: u8,
}

impl Shape {
    /// The shape of a scalar.
    pub const SCALAR: Shape = Shape { dims: [0; MAX_RANK], rank: 0 };

    /// A shape from its dimensions; `None` when the rank exceeds `MAX_RANK`. Dimensions are not
    /// checked here (the verifier reports non-powers of two with the op that made them).
    pub fn new(dims: &[u32]) -> Option<Shape> {
        if dims.len() > MAX_RANK {
            return None;
        }
        let mut s = Shape { dims: [0; MAX_RANK], rank: dims.len() as u8 };
        s.dims[..dims.len()].copy_from_slice(dims);
        Some(s)
    }
    pub fn dims(&self) -> &[u32] {
        &self.dims[..self.rank as usize]
    }
    pub fn rank(&self) -> usize {
        self.rank as usize
    }
    pub fn is_scalar(&self) -> bool {
        self.rank == 0
    }
    /// Number of elements (1 for a scalar).
    pub fn numel(&self) -> u64 {
        self.dims().iter().map(|&d| d as u64).product()
    }
    /// Row-major strides in elements.
    pub fn strides(&self) -> [u64; MAX_RANK] {
        let mut st = [0u64; MAX_RANK];
        let mut acc = 1u64;
        for i in (0..self.rank()).rev() {
            st[i] = acc;
            acc *= self.dims[i] as u64;
        }
        st
    }
    /// The shape without dimension `axis` (a scalar shape when rank was 1).
    pub fn remove_axis(&self, axis: usize) -> Shape {
        let mut d: Vec<u32> = self.dims().to_vec();
        d.remove(axis);
        Shape::new(&d).expect("rank shrinks")
    }
    /// The shape with a dimension of size 1 inserted at `axis`, if the rank allows it.
    pub fn insert_axis(&self, axis: usize) -> Option<Shape> {
        let mut d: Vec<u32> = self.dims().to_vec();
        if axis > d.len() {
            return None;
        }
        d.insert(axis, 1);
        Shape::new(&d)
    }
    /// Every dimension a power of two and the element count within `MAX_TILE_ELEMS`.
    pub fn is_valid_tile(&self) -> bool {
        self.rank() >= 1 && self.dims().iter().all(|d| d.is_power_of_two()) && self.numel() <= MAX_TILE_ELEMS
    }
}

impl fmt::Debug for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in self.dims().iter().enumerate() {
            if i > 0 {
                f.write_str("x")?;
            }
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

/// The type of an SSA value: a scalar, or a tile of scalars.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Type {
    pub scalar: Scalar,
    pub shape: Shape,
}

impl Type {
    pub const I1: Type = Type::num(DType::I1);
    pub const I8: Type = Type::num(DType::I8);
    pub const I16: Type = Type::num(DType::I16);
    pub const I32: Type = Type::num(DType::I32);
    pub const I64: Type = Type::num(DType::I64);
    pub const F16: Type = Type::num(DType::F16);
    pub const BF16: Type = Type::num(DType::BF16);
    pub const F32: Type = Type::num(DType::F32);
    pub const F64: Type = Type::num(DType::F64);
    pub const F8E4M3: Type = Type::num(DType::F8E4M3);
    pub const F8E5M2: Type = Type::num(DType::F8E5M2);

    /// A scalar number type.
    pub const fn num(d: DType) -> Type {
        Type { scalar: Scalar::Num(d), shape: Shape::SCALAR }
    }
    /// A scalar pointer to elements of `d`.
    pub const fn ptr(d: DType) -> Type {
        Type { scalar: Scalar::Ptr(d), shape: Shape::SCALAR }
    }
    /// A tile of `scalar` with dimensions `dims` (`None` when the rank exceeds `MAX_RANK`).
    pub fn tile(scalar: impl Into<Scalar>, dims: &[u32]) -> Option<Type> {
        Some(Type { scalar: scalar.into(), shape: Shape::new(dims)? })
    }
    pub fn is_scalar(&self) -> bool {
        self.shape.is_scalar()
    }
    pub fn is_tile(&self) -> bool {
        !self.shape.is_scalar()
    }
    /// The element type when this is a number or a tile of numbers.
    pub fn dtype(&self) -> Option<DType> {
        self.scalar.dtype()
    }
    /// The same shape with another scalar.
    pub fn with_scalar(&self, s: impl Into<Scalar>) -> Type {
        Type { scalar: s.into(), shape: self.shape }
    }
    /// The same scalar with another shape.
    pub fn with_shape(&self, shape: Shape) -> Type {
        Type { scalar: self.scalar, shape }
    }
    /// The scalar type of one element.
    pub fn elem(&self) -> Type {
        Type { scalar: self.scalar, shape: Shape::SCALAR }
    }
    pub fn numel(&self) -> u64 {
        self.shape.numel()
    }
}

impl From<DType> for Type {
    fn from(d: DType) -> Type {
        Type::num(d)
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.shape.is_scalar() {
            write!(f, "{}", self.scalar)
        } else {
            write!(f, "tile<{}x{}>", self.shape, self.scalar)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_spellings() {
        assert_eq!(Type::F32.to_string(), "f32");
        assert_eq!(Type::ptr(DType::BF16).to_string(), "ptr<bf16>");
        assert_eq!(Type::tile(DType::F16, &[16, 64]).unwrap().to_string(), "tile<16x64xf16>");
        assert_eq!(Type::tile(Scalar::Ptr(DType::I8), &[128]).unwrap().to_string(), "tile<128xptr<i8>>");
        assert_eq!(Type::tile(DType::F8E4M3, &[16, 32]).unwrap().to_string(), "tile<16x32xf8e4m3>");
        assert_eq!(Type::ptr(DType::F8E5M2).to_string(), "ptr<f8e5m2>");
        for d in DType::EVERY {
            assert_eq!(DType::from_name(d.name()), Some(d));
        }
    }

    #[test]
    fn shape_arithmetic() {
        let s = Shape::new(&[4, 8, 2]).unwrap();
        assert_eq!(s.numel(), 64);
        assert_eq!(&s.strides()[..3], &[16, 2, 1]);
        assert_eq!(s.remove_axis(1).dims(), &[4, 2]);
        assert_eq!(s.insert_axis(3).unwrap().dims(), &[4, 8, 2, 1]);
        assert!(Shape::new(&[1, 2, 3, 4, 5]).is_none());
        assert!(!Shape::new(&[3]).unwrap().is_valid_tile());
        assert!(Shape::new(&[1]).unwrap().is_valid_tile());
    }
}
