//! The ops of the tile IR and their semantics: one line each, and `interp` implements exactly that.
//!
//! Conventions that hold for every op:
//! - Elementwise ops take operands of one identical type (scalar or tile); the builder inserts
//!   `splat`/`broadcast` for the user, the IR itself never broadcasts implicitly.
//! - Integers are two's complement and wrap; signedness is a property of the op (`sdiv`/`udiv`).
//! - Floats follow IEEE 754 binary16/bfloat16/binary32/binary64 with round-to-nearest-even for
//!   `add sub mul div sqrt fma` and every conversion, subnormals kept (no flush to zero), and no
//!   implicit contraction of `mul`+`add` into `fma`. A NaN result may have any NaN payload.
//! - Approximate math ops (`exp exp2 log log2 rsqrt sin cos`) exist for f16, bf16 and f32; each has
//!   an [`ApproxBound`]. f16/bf16 math is f32 math rounded once to the narrow type.
//! - The 8-bit floats `f8e4m3` and `f8e5m2` are storage and dot-input types, as in Triton: ops on
//!   them are the ones [`Op::accepts_fp8`] lists (constants, shape ops, `select`, `load`/`store`,
//!   `bitcast`, `fpext`/`fptrunc` to and from the other floats and between the two, `dot`, and
//!   carrying them through `for`/`if`); arithmetic, comparisons, math, integer conversions,
//!   atomics, `reduce` and `scan` are not defined on them (convert to f16 or f32 first), and the
//!   verifier says so. Conversions into them round to nearest even and saturate to the largest
//!   finite value (448 for e4m3, 57344 for e5m2; infinities too), NaN stays NaN, as PTX's
//!   `cvt.rn.satfinite` does; conversions out of them are exact (`crate::fp8`).
//! - Optional operands (`mask`, `other`) are flagged in the op so that the operand list is exact.
//! - Within a program, memory ops take effect in program order (the compiler orders them across
//!   the program's threads). Across programs nothing is ordered: programs that touch the same
//!   address, other than through atomics, race, and the result is unspecified.
//!
//! Operand order, for the ops that have more than one kind of operand:
//! `for`: lo, hi, step, inits..; `load`: ptr [, mask [, other]]; `store`: ptr, value [, mask];
//! `atomic_rmw`: ptr, value [, mask]; `atomic_cas`: ptr, cmp, value [, mask]; `dot`: a, b, acc.

use std::fmt;

/// A grid axis: 0, 1 or 2.
pub type Axis = u8;

/// Every op. Attributes live here; operands, results and regions live in `InstData`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Op {
    /// `program_id A`: this program's index along grid axis A (i32, in 0..num_programs A).
    ProgramId(Axis),
    /// `num_programs A`: the grid's extent along axis A (i32).
    NumPrograms(Axis),
    /// `const V`: the constant V (raw bits in the low bits of the u64), splat over a tile type.
    Const(u64),
    /// `arange S, E`: the i32 tile [S, S+1, .., E-1]; E-S is the (power of two) length.
    Arange { start: i32, end: i32 },
    /// `splat x`: a tile whose every element is the scalar x.
    Splat,
    /// `broadcast x`: repeats x along its size-1 dimensions to the result shape (same rank).
    Broadcast,
    /// `expand_dims x, axis A`: inserts a dimension of size 1 before dimension A.
    ExpandDims(u8),
    /// `reshape x`: the same elements in row-major order under another shape.
    Reshape,
    /// `trans x, perm [..]`: result dimension i is input dimension perm[i].
    Trans(Vec<u8>),
    /// Elementwise unary op, see [`UnaryOp`].
    Unary(UnaryOp),
    /// Elementwise binary op, see [`BinaryOp`].
    Binary(BinaryOp),
    /// `icmp P a, b`: integer comparison into i1, see [`IntCC`].
    Icmp(IntCC),
    /// `fcmp P a, b`: IEEE float comparison into i1, see [`FloatCC`].
    Fcmp(FloatCC),
    /// `select c, a, b`: a where c else b; c is i1 of a's shape, or a scalar i1.
    Select,
    /// Conversion between numbers, see [`CastOp`].
    Cast(CastOp),
    /// `bitcast x`: the same bits as another type of equal width (numbers only).
    Bitcast,
    /// `fma a, b, c`: a*b+c rounded once (floats only).
    Fma,
    /// `ptradd p, off`: p advanced by off elements (off: i32 or i64, signed, same shape as p).
    PtrAdd,
    /// `load p [, mask m [, other o]]`: reads *p where m; other lanes give o (or 0 without other).
    /// An unmasked access outside its buffer is an error.
    Load { mask: bool, other: bool },
    /// `store p, v [, mask m]`: writes v to *p where m; element order decides between equal
    /// addresses (the last element in row-major order wins in `interp`; unspecified on GPUs).
    Store { mask: bool },
    /// `atomic_rmw K p, v [, mask m]`: atomically *p = K(*p, v), returns the old value (0 where
    /// masked off). Order between lanes and programs is unspecified.
    AtomicRmw { op: AtomicOp, mask: bool },
    /// `atomic_cas p, cmp, v [, mask m]`: atomically if *p == cmp (bitwise) { *p = v }; returns
    /// the old value (0 where masked off).
    AtomicCas { mask: bool },
    /// `reduce K x, axis A`: combines x along A with K; the result drops dimension A (a scalar
    /// from rank 1). Float sum order is unspecified (see `ReduceOp::Sum`).
    Reduce { op: ReduceOp, axis: u8 },
    /// `scan K x, axis A [, reverse]`: inclusive prefix combination along A (suffix if reverse).
    Scan { op: ScanOp, axis: u8, reverse: bool },
    /// `dot a, b, acc [, precision P]`: acc + a(MxK) @ b(KxN); float sums in unspecified order.
    /// The interpreter sums each element sequentially with one fma per k (16-bit float
    /// accumulators in f32, rounded once at the end). Tensor cores sum by their own rule
    /// (`tessera_sim::tensor_core`): for 16-bit float inputs an element differs from the
    /// interpreter's by at most `S * 2^-25 * (22 * ceil(K / k) + 2 * K)`, `S = |acc| + sum |a b|`,
    /// `k` the instruction's K (16; 8 for tf32, whose inputs both round to tf32 first), plus one
    /// ulp of an f16 result; f32 dots with exact products (`ieee`, `tf32x3`) on AMD's f32 MFMA
    /// (`k` 4 or 2) alike; integer dots are exact (wrapping i32). fp8 inputs (a and b of one
    /// format) into f32 or f16: sm_90 and sm_90a compile them (tensor cores of `k` 32), which
    /// keep fewer bits than for 16-bit inputs. On sm_90a's warpgroups (`wgmma`) each step of 32
    /// products and the accumulator keeps 13 bits below the largest term and a 14-bit sum
    /// (measured on the H100, `tessera_sim::tensor_core`): an element is within
    /// `S * (35 * 2^-13 * ceil(K / 32) + 2^-24 * K)` of the interpreter's; on `mma.sync` (two
    /// f16 tensor-core steps of 16 products each and an add of C, as ptxas compiles it for
    /// sm_90) within `S * 2^-25 * (46 * ceil(K / 32) + 2 * K)`; plus one ulp of an f16 result. Where
    /// that is too coarse, `kernels::MatmulFp8`'s `promote` adds each step's dot to an f32
    /// accumulator (one step's error, not K / 32 of them).
    Dot { precision: DotPrecision },
    /// `for %i = lo to hi step s iter(..)`: runs the body for i = lo, lo+s, .. while i < hi
    /// (signed, no overflow: the trip count is computed exactly); zero times when s <= 0.
    For,
    /// `if c -> (..) { .. } else { .. }`: runs one region on the scalar i1 c.
    If,
    /// `yield ..`: ends a `for` body (the next carried values) or an `if` region (its results).
    Yield,
}

macro_rules! named_enum {
    ($(#[$m:meta])* $name:ident { $($(#[$vm:meta])* $v:ident = $s:literal),* $(,)? }) => {
        $(#[$m])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum $name { $($(#[$vm])* $v),* }
        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$v),*];
            /// The `.tile` spelling.
            pub fn name(self) -> &'static str { match self { $($name::$v => $s),* } }
            /// Parses the `.tile` spelling.
            pub fn from_name(s: &str) -> Option<$name> {
                match s { $($s => Some($name::$v),)* _ => None }
            }
        }
        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.write_str(self.name()) }
        }
    };
}

named_enum! {
    /// Elementwise unary ops.
    UnaryOp {
        /// Integers: 0 - x wrapping. Floats: flips the sign bit (NaN too).
        Neg = "neg",
        /// Integers only: bitwise complement.
        Not = "not",
        /// Integers: |x| wrapping (abs(MIN) = MIN). Floats: clears the sign bit.
        Abs = "abs",
        /// Floats: e^x, ApproxBound 2 ulp.
        Exp = "exp",
        /// Floats: 2^x, ApproxBound 2 ulp.
        Exp2 = "exp2",
        /// Floats: ln x, 2 ulp or 2^-21 absolute, whichever is looser.
        Log = "log",
        /// Floats: log2 x, 2 ulp or 2^-21 absolute, whichever is looser.
        Log2 = "log2",
        /// Floats: square root, correctly rounded (exact).
        Sqrt = "sqrt",
        /// Floats: 1/sqrt(x), 2 ulp.
        Rsqrt = "rsqrt",
        /// Floats: sin x, 2 ulp or 2^-20 absolute, whichever is looser, for |x| <= 10^5
        /// (beyond that: some value in [-1, 1]).
        Sin = "sin",
        /// Floats: cos x, 2 ulp or 2^-20 absolute, whichever is looser, for |x| <= 10^5
        /// (beyond that: some value in [-1, 1]).
        Cos = "cos",
        /// Floats: round toward -inf (exact).
        Floor = "floor",
        /// Floats: round toward +inf (exact).
        Ceil = "ceil",
    }
}

named_enum! {
    /// Elementwise binary ops.
    BinaryOp {
        /// Integers wrapping; floats IEEE, rounded to nearest even.
        Add = "add",
        /// Integers wrapping; floats IEEE, rounded to nearest even.
        Sub = "sub",
        /// Integers wrapping (low half); floats IEEE, rounded to nearest even.
        Mul = "mul",
        /// Floats only: IEEE division, rounded to nearest even.
        Div = "div",
        /// Signed division toward zero; x/0 = -1; MIN/-1 = MIN.
        Sdiv = "sdiv",
        /// Unsigned division; x/0 = all ones.
        Udiv = "udiv",
        /// Signed remainder with the sign of x; x%0 = x; MIN % -1 = 0.
        Srem = "srem",
        /// Unsigned remainder; x%0 = x.
        Urem = "urem",
        /// Integers only: bitwise and.
        And = "and",
        /// Integers only: bitwise or.
        Or = "or",
        /// Integers only: bitwise xor.
        Xor = "xor",
        /// Shift left; the amount is unsigned, and an amount >= the width gives 0.
        Shl = "shl",
        /// Logical shift right; the amount is unsigned, and an amount >= the width gives 0.
        Lshr = "lshr",
        /// Arithmetic shift right; the amount is unsigned, and an amount >= the width fills with the sign.
        Ashr = "ashr",
        /// Floats: the smaller; one NaN operand gives the other; -0 < +0.
        Min = "min",
        /// Floats: the larger; one NaN operand gives the other; -0 < +0.
        Max = "max",
        /// Integers: the smaller, signed.
        Smin = "smin",
        /// Integers: the larger, signed.
        Smax = "smax",
        /// Integers: the smaller, unsigned.
        Umin = "umin",
        /// Integers: the larger, unsigned.
        Umax = "umax",
    }
}

impl BinaryOp {
    /// Ops defined on integers.
    pub fn on_int(self) -> bool {
        !matches!(self, BinaryOp::Div | BinaryOp::Min | BinaryOp::Max)
    }
    /// Ops defined on floats.
    pub fn on_float(self) -> bool {
        matches!(self, BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Div | BinaryOp::Min | BinaryOp::Max)
    }
}

impl UnaryOp {
    pub fn on_int(self) -> bool {
        matches!(self, UnaryOp::Neg | UnaryOp::Not | UnaryOp::Abs)
    }
    pub fn on_float(self) -> bool {
        self != UnaryOp::Not
    }
    /// Approximate math ops, defined for f16, bf16 and f32 only.
    pub fn approx_bound(self) -> Option<ApproxBound> {
        let b = |ulp, abs_log2: Option<i32>| Some(ApproxBound { ulp, abs: abs_log2.map(|e: i32| 2f64.powi(e)) });
        match self {
            UnaryOp::Exp | UnaryOp::Rsqrt => b(2, None),
            // A result below the normal range may be flushed to zero (and a subnormal argument
            // read as zero): the hardware's fast exponential does, and its subnormal fix-ups
            // cost a third of flash attention's speed on the H200 (docs/benchmarks.md).
            UnaryOp::Exp2 => b(2, Some(-126)),
            UnaryOp::Log | UnaryOp::Log2 => b(2, Some(-21)),
            UnaryOp::Sin | UnaryOp::Cos => b(2, Some(-20)),
            _ => None,
        }
    }
}

/// How far an approximate op may be from the exact result: within `ulp` units in the last place
/// of the result type, or within `abs` absolute error where given, whichever is looser. For f16
/// and bf16 the bound is 1 ulp of the narrow type (f32 math rounded once). Infinities and NaN
/// must match exactly in kind. [`ApproxBound::accepts`] is the check.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct ApproxBound {
    pub ulp: u32,
    pub abs: Option<f64>,
}

impl ApproxBound {
    /// Whether `got` is an acceptable result of type `d` for an op whose exact result is `want`
    /// (the interpreter's value, exact to within half an ulp of `d`).
    pub fn accepts(&self, d: crate::types::DType, got: f64, want: f64) -> bool {
        use crate::types::DType;
        if want.is_nan() || got.is_nan() {
            return want.is_nan() && got.is_nan();
        }
        if want.is_infinite() || got.is_infinite() {
            return got == want;
        }
        // One ulp of `d` at |want|: the gap between consecutive values of d near want.
        let (mant, min_exp) = match d {
            DType::F16 => (10, -14),
            DType::BF16 => (7, -126),
            DType::F64 => (52, -1022),
            _ => (23, -126),
        };
        let e = if want == 0.0 { min_exp } else { (want.abs().log2().floor() as i32).max(min_exp) };
        let ulp = 2f64.powi(e - mant);
        let ulps = if matches!(d, DType::F16 | DType::BF16) { 1.0 } else { self.ulp as f64 };
        let err = (got - want).abs();
        err <= ulps * ulp + ulp * 0.5 || self.abs.is_some_and(|a| err <= a)
    }
}

named_enum! {
    /// Integer comparison predicates.
    IntCC {
        Eq = "eq", Ne = "ne",
        Slt = "slt", Sle = "sle", Sgt = "sgt", Sge = "sge",
        Ult = "ult", Ule = "ule", Ugt = "ugt", Uge = "uge",
    }
}

named_enum! {
    /// IEEE float comparison predicates: `o*` are false when either operand is NaN, `u*` true.
    FloatCC {
        Oeq = "oeq", One = "one", Olt = "olt", Ole = "ole", Ogt = "ogt", Oge = "oge", Ord = "ord",
        Ueq = "ueq", Une = "une", Ult = "ult", Ule = "ule", Ugt = "ugt", Uge = "uge", Uno = "uno",
    }
}

named_enum! {
    /// Number conversions; the result type is the op's result type.
    CastOp {
        /// Integer to a wider integer, sign-extending.
        Sext = "sext",
        /// Integer to a wider integer, zero-extending.
        Zext = "zext",
        /// Integer to a narrower integer, keeping the low bits.
        Trunc = "trunc",
        /// Float to a wider float (exact; fp8 to f16, bf16, f32 or f64 included).
        Fpext = "fpext",
        /// Float to a narrower float, or between f16 and bf16 or between f8e4m3 and f8e5m2,
        /// rounded to nearest even (overflow gives inf; into fp8 it saturates to the largest
        /// finite value instead, infinities included, and NaN gives NaN).
        Fptrunc = "fptrunc",
        /// Signed integer to float, rounded to nearest even.
        Sitofp = "sitofp",
        /// Unsigned integer to float, rounded to nearest even.
        Uitofp = "uitofp",
        /// Float to signed integer toward zero, saturating; NaN gives 0.
        Fptosi = "fptosi",
        /// Float to unsigned integer toward zero, saturating (negatives give 0); NaN gives 0.
        Fptoui = "fptoui",
    }
}

named_enum! {
    /// Read-modify-write atomics. `add` on ints wraps and on floats rounds to nearest even; on f32
    /// it also flushes subnormal inputs and results to zero of the same sign, as the hardware's
    /// f32 atomic adds do (f16, bf16 and f64 keep subnormals).
    AtomicOp {
        Add = "add", Max = "max", Min = "min",
        Smax = "smax", Smin = "smin", Umax = "umax", Umin = "umin",
        Xchg = "xchg", And = "and", Or = "or", Xor = "xor",
    }
}

impl AtomicOp {
    pub fn on_int(self) -> bool {
        !matches!(self, AtomicOp::Max | AtomicOp::Min)
    }
    pub fn on_float(self) -> bool {
        matches!(self, AtomicOp::Add | AtomicOp::Max | AtomicOp::Min | AtomicOp::Xchg)
    }
}

named_enum! {
    /// Reductions. `max`/`min`/`argmax`/`argmin` are for floats (NaN loses to numbers, -0 < +0),
    /// the `s`/`u` forms for integers. Arg forms give the i32 index of the first extremum (the
    /// smallest index on ties; 0 when all are NaN).
    ReduceOp {
        /// Integers wrapping; floats in unspecified order: within n*eps*sum|x| of the exact sum.
        Sum = "sum",
        Max = "max", Min = "min",
        Smax = "smax", Smin = "smin", Umax = "umax", Umin = "umin",
        Argmax = "argmax", Argmin = "argmin",
        Sargmax = "sargmax", Sargmin = "sargmin", Uargmax = "uargmax", Uargmin = "uargmin",
        And = "and", Or = "or", Xor = "xor",
    }
}

impl ReduceOp {
    pub fn on_int(self) -> bool {
        !matches!(self, ReduceOp::Max | ReduceOp::Min | ReduceOp::Argmax | ReduceOp::Argmin)
    }
    pub fn on_float(self) -> bool {
        matches!(self, ReduceOp::Sum | ReduceOp::Max | ReduceOp::Min | ReduceOp::Argmax | ReduceOp::Argmin)
    }
    pub fn is_arg(self) -> bool {
        matches!(
            self,
            ReduceOp::Argmax
                | ReduceOp::Argmin
                | ReduceOp::Sargmax
                | ReduceOp::Sargmin
                | ReduceOp::Uargmax
                | ReduceOp::Uargmin
        )
    }
}

named_enum! {
    /// Scans (inclusive). Float `sum` has the same error bound as the reduction, per prefix.
    ScanOp {
        Sum = "sum", Max = "max", Min = "min",
        Smax = "smax", Smin = "smin", Umax = "umax", Umin = "umin",
    }
}

impl ScanOp {
    pub fn on_int(self) -> bool {
        !matches!(self, ScanOp::Max | ScanOp::Min)
    }
    pub fn on_float(self) -> bool {
        matches!(self, ScanOp::Sum | ScanOp::Max | ScanOp::Min)
    }
}

named_enum! {
    /// How `dot` multiplies f32 inputs: exact products (`ieee`), products of inputs rounded to
    /// tf32 (`tf32`, 10-bit mantissa), or the three-pass tf32 split (`tf32x3`). Ignored for
    /// f16/bf16/i8 inputs, whose products are exact.
    DotPrecision { Ieee = "ieee", Tf32 = "tf32", Tf32x3 = "tf32x3" }
}

impl Op {
    /// The op's name as the `.tile` text spells it (the first word after `=`).
    pub fn name(&self) -> &'static str {
        match self {
            Op::ProgramId(_) => "program_id",
            Op::NumPrograms(_) => "num_programs",
            Op::Const(_) => "const",
            Op::Arange { .. } => "arange",
            Op::Splat => "splat",
            Op::Broadcast => "broadcast",
            Op::ExpandDims(_) => "expand_dims",
            Op::Reshape => "reshape",
            Op::Trans(_) => "trans",
            Op::Unary(u) => u.name(),
            Op::Binary(b) => b.name(),
            Op::Icmp(_) => "icmp",
            Op::Fcmp(_) => "fcmp",
            Op::Select => "select",
            Op::Cast(c) => c.name(),
            Op::Bitcast => "bitcast",
            Op::Fma => "fma",
            Op::PtrAdd => "ptradd",
            Op::Load { .. } => "load",
            Op::Store { .. } => "store",
            Op::AtomicRmw { .. } => "atomic_rmw",
            Op::AtomicCas { .. } => "atomic_cas",
            Op::Reduce { .. } => "reduce",
            Op::Scan { .. } => "scan",
            Op::Dot { .. } => "dot",
            Op::For => "for",
            Op::If => "if",
            Op::Yield => "yield",
        }
    }

    /// Whether this op is defined where an operand or result holds 8-bit floats (`f8e4m3`,
    /// `f8e5m2`; pointers to them aside, which every pointer op takes). The rule: fp8 is for
    /// storing, moving, converting and feeding `dot`; to compute with it, convert it to f16 or
    /// f32 first. Conversions between fp8 and integers are not defined either (go through f32).
    pub fn accepts_fp8(&self) -> bool {
        match self {
            Op::Const(_)
            | Op::Splat
            | Op::Broadcast
            | Op::ExpandDims(_)
            | Op::Reshape
            | Op::Trans(_)
            | Op::Select
            | Op::Cast(CastOp::Fpext | CastOp::Fptrunc)
            | Op::Bitcast
            | Op::PtrAdd
            | Op::Load { .. }
            | Op::Store { .. }
            | Op::Dot { .. }
            | Op::For
            | Op::If
            | Op::Yield => true,
            Op::ProgramId(_)
            | Op::NumPrograms(_)
            | Op::Arange { .. }
            | Op::Unary(_)
            | Op::Binary(_)
            | Op::Icmp(_)
            | Op::Fcmp(_)
            | Op::Cast(_)
            | Op::Fma
            | Op::AtomicRmw { .. }
            | Op::AtomicCas { .. }
            | Op::Reduce { .. }
            | Op::Scan { .. } => false,
        }
    }

    /// Ops that write memory (and so must not be removed or reordered across each other).
    pub fn has_side_effects(&self) -> bool {
        matches!(self, Op::Store { .. } | Op::AtomicRmw { .. } | Op::AtomicCas { .. })
    }
}
