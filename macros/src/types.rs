//! What the macro sees of a value's type before the builder runs ([`Ty`]): its element type
//! (from the signature, `zeros::<T>`, `as T`, `load` through a `Ptr<T>`, ...) and its shape as
//! dimensions named by constants (`[BM, BK]`), so that a mistake visible in the source (adding
//! `f32` to `i32`, storing `f32` through a `Ptr<f16>`, a `dot` whose inner dimensions differ) is
//! a compile error at its span. What the macro cannot see (a dimension it cannot name, a type
//! through an op it does not follow) is left to the builder and the verifier, which report it
//! at the same span when the kernel is built.
//!
//! Two dimensions differ for certain only when both are integer literals or both are const
//! generic parameters: a kernel generic over `BM` and `BN` that needs them equal is wrong for
//! every other instance, and says so by using one parameter. A literal and a parameter (`64`
//! and `BLOCK`) may be equal, so they are never reported.

use std::fmt;

/// An element type: a number (`f32`, `i32`, `bool`, ...) or a pointer to one.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Elem {
    Num(&'static str),
    Ptr(&'static str),
}

impl Elem {
    pub const I32: Elem = Elem::Num("i32");
    pub const BOOL: Elem = Elem::Num("bool");

    /// The element type a Rust type names (`f32`, `half::f16`, ...).
    pub fn named(name: &str) -> Option<Elem> {
        const NAMES: [&str; 9] = ["bool", "i8", "i16", "i32", "i64", "f16", "bf16", "f32", "f64"];
        NAMES.iter().find(|n| **n == name).map(|n| Elem::Num(n))
    }

    pub fn is_int(self) -> bool {
        matches!(self, Elem::Num(n) if n.starts_with('i'))
    }

    pub fn is_float(self) -> bool {
        matches!(self, Elem::Num(n) if n.starts_with('f') || n == "bf16")
    }

    /// What `load` through this gives, if it is a pointer.
    pub fn pointee(self) -> Option<Elem> {
        match self {
            Elem::Ptr(n) => Some(Elem::Num(n)),
            Elem::Num(_) => None,
        }
    }
}

impl fmt::Display for Elem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Elem::Num(n) => write!(f, "{n}"),
            Elem::Ptr(n) => write!(f, "Ptr<{n}>"),
        }
    }
}

/// One dimension of a shape.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) enum Dim {
    /// An integer literal.
    Lit(i64),
    /// A const generic parameter of the kernel.
    Param(String),
    /// Any other constant expression, by its source text.
    Other(String),
}

impl Dim {
    /// Whether the two are different for certain (see the module doc).
    pub fn differs(&self, o: &Dim) -> bool {
        match (self, o) {
            (Dim::Lit(a), Dim::Lit(b)) => a != b,
            (Dim::Param(a), Dim::Param(b)) => a != b,
            _ => false,
        }
    }

    fn is_one(&self) -> bool {
        *self == Dim::Lit(1)
    }
}

impl fmt::Display for Dim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Dim::Lit(n) => write!(f, "{n}"),
            Dim::Param(s) | Dim::Other(s) => write!(f, "{s}"),
        }
    }
}

/// A shape, when the macro can name its dimensions.
pub(crate) type Shape = Option<Vec<Dim>>;

/// A shape as the source would write it (`[BM, BK]`, `[]` for a scalar).
pub(crate) fn show(dims: &[Dim]) -> String {
    let d: Vec<String> = dims.iter().map(Dim::to_string).collect();
    format!("[{}]", d.join(", "))
}

/// The broadcast of two shapes, numpy style (as the builder does it), or the two dimensions
/// that differ for certain.
pub(crate) fn broadcast(a: &Shape, b: &Shape) -> Result<Shape, (Dim, Dim)> {
    let (Some(a), Some(b)) = (a, b) else { return Ok(None) };
    let rank = a.len().max(b.len());
    let pad = |s: &[Dim]| -> Vec<Dim> {
        let mut d = vec![Dim::Lit(1); rank - s.len()];
        d.extend_from_slice(s);
        d
    };
    let mut out = Vec::with_capacity(rank);
    for (x, y) in pad(a).into_iter().zip(pad(b)) {
        out.push(if x == y || y.is_one() {
            x
        } else if x.is_one() {
            y
        } else if x.differs(&y) {
            return Err((x, y));
        } else {
            // Maybe equal (`64` and `BLOCK`): the builder decides.
            Dim::Other(format!("{x}"))
        });
    }
    Ok(Some(out))
}

/// Whether two shapes differ for certain: in rank, or in a dimension.
pub(crate) fn shapes_differ(a: &[Dim], b: &[Dim]) -> bool {
    a.len() != b.len() || a.iter().zip(b).any(|(x, y)| x.differs(y))
}

/// Whether `from` broadcasts to `to` (right-aligned, size-1 dimensions stretching), or the
/// two dimensions that differ for certain.
pub(crate) fn broadcasts_to(from: &[Dim], to: &[Dim]) -> Result<(), (Dim, Dim)> {
    if from.len() > to.len() {
        return Err((Dim::Other(show(from)), Dim::Other(show(to))));
    }
    for (x, y) in from.iter().rev().zip(to.iter().rev()) {
        if !x.is_one() && x.differs(y) {
            return Err((x.clone(), y.clone()));
        }
    }
    Ok(())
}

/// What the macro knows of a value's type; `None` parts are unknown to it.
#[derive(Clone, Debug, Default)]
pub(crate) struct Ty {
    pub elem: Option<Elem>,
    pub shape: Shape,
}

impl Ty {
    /// A scalar of `elem`.
    pub fn scalar(elem: Elem) -> Ty {
        Ty { elem: Some(elem), shape: Some(Vec::new()) }
    }

    pub fn new(elem: Option<Elem>, shape: Shape) -> Ty {
        Ty { elem, shape }
    }

    /// The same shape with another element type.
    pub fn with_elem(&self, elem: Option<Elem>) -> Ty {
        Ty { elem, shape: self.shape.clone() }
    }

    /// The shape without dimension `axis` (a reduction), if it is known.
    pub fn without_axis(&self, axis: Option<usize>) -> Shape {
        let (Some(s), Some(a)) = (&self.shape, axis) else { return None };
        let mut s = s.clone();
        (a < s.len()).then(|| {
            s.remove(a);
            s
        })
    }

    /// The shape with a dimension of size 1 inserted before `axis`.
    pub fn with_axis(&self, axis: Option<usize>) -> Shape {
        let (Some(s), Some(a)) = (&self.shape, axis) else { return None };
        let mut s = s.clone();
        (a <= s.len()).then(|| {
            s.insert(a, Dim::Lit(1));
            s
        })
    }
}

/// The element type two operands of `what` must share, or the message for why they cannot.
pub(crate) fn same_elem(what: &str, a: Option<Elem>, b: Option<Elem>) -> Result<Option<Elem>, String> {
    match (a, b) {
        (Some(x), Some(y)) if x != y => Err(format!(
            "the operands of {what} differ in element type, `{x}` and `{y}`: convert one with `as {x}` (or `as {y}`)"
        )),
        (Some(x), _) | (_, Some(x)) => Ok(Some(x)),
        _ => Ok(None),
    }
}

/// The accumulators `dot` allows for its operands' element type (as the verifier does).
pub(crate) fn dot_accumulators(operand: &str) -> Option<&'static [&'static str]> {
    Some(match operand {
        "f16" => &["f32", "f16"],
        "bf16" => &["f32"],
        "f32" => &["f32"],
        "i8" => &["i32"],
        "f64" => &["f64"],
        _ => return None,
    })
}
