//! The free functions a kernel body may call, mapped to builder ops (`program_id`, `arange`,
//! `load`, `store`, `dot`, `zeros`, `full`, `select`, ...), each with the checks the macro can
//! make on its arguments' types: a load or store through something that is not a pointer, a
//! mask that is not `bool`, a value of another element type than the pointer's, `dot` operands
//! whose shapes do not chain. Methods on values are in `methods`.

use crate::expr::{literal_fits, Kind, Lower, Lowered, R};
use crate::signature::{dtype_of, elem_of, ELEMENT_TYPES};
use crate::types::{broadcasts_to, dot_accumulators, show, Dim, Elem, Ty};
use proc_macro2::{Ident, Span, TokenStream as Tokens};
use quote::{quote, quote_spanned};
use syn::punctuated::Punctuated;
use syn::{Error, Expr, GenericArgument, Token};

pub(crate) type Args = Punctuated<Expr, Token![,]>;

const FUNCTIONS: &str = "program_id, num_programs, arange, load, store, dot, zeros, full, select, fma, \
                         maximum, minimum, atomic_add";

/// Checks that `args` has one of the counts in `counts`, naming the call's forms otherwise.
pub(crate) fn arity(what: &Ident, args: &Args, counts: &[usize], forms: &str) -> R<()> {
    if counts.contains(&args.len()) {
        return Ok(());
    }
    Err(Error::new_spanned(what, format!("`{what}` takes {forms}; found {} arguments", args.len())))
}

/// The single type argument of `name::<T>` as a `DType` path, and its element type.
pub(crate) fn type_arg(
    what: &Ident,
    generics: Option<&syn::AngleBracketedGenericArguments>,
    form: &str,
) -> R<(Tokens, Elem)> {
    let ty = match generics.map(|g| g.args.iter().collect::<Vec<_>>()) {
        Some(a) if a.len() == 1 => match a[0] {
            GenericArgument::Type(t) => t,
            other => return Err(Error::new_spanned(other, format!("expected an element type, as in `{form}`"))),
        },
        _ => return Err(Error::new_spanned(what, format!("`{what}` needs its element type, as in `{form}`"))),
    };
    match (dtype_of(ty), elem_of(ty)) {
        (Some(d), Some(e)) => Ok((d, e)),
        _ => Err(Error::new_spanned(ty, format!("unknown element type: one of {ELEMENT_TYPES}"))),
    }
}

/// Kernel functions take their arguments in order; `name = value` is Triton's keyword form.
fn no_keywords(f: &Ident, args: &Args, forms: &str) -> R<()> {
    for a in args {
        if let Expr::Assign(kw) = a {
            if matches!(&*kw.left, Expr::Path(p) if p.path.get_ident().is_some()) {
                return Err(Error::new_spanned(
                    a,
                    format!("kernel functions take their arguments in order, not by name: `{f}{forms}`"),
                ));
            }
        }
    }
    Ok(())
}

impl Lower {
    /// A shape `[d0, d1, ..]` of constants, as `&[u32]` tokens, and its dimensions.
    pub(crate) fn dims(&mut self, e: &Expr, what: &str) -> R<(Tokens, Vec<Dim>)> {
        let Expr::Array(a) = e else {
            return Err(Error::new_spanned(e, format!("{what} is an array of constants, as in `[BM, BN]`")));
        };
        let dims = a.elems.iter().map(|d| self.constant(d, "a dimension")).collect::<R<Vec<_>>>()?;
        Ok((quote!(&[#((#dims) as u32),*]), a.elems.iter().map(|d| self.dim(d)).collect()))
    }

    /// An axis: a constant, as `u8` tokens, and its value where it is a literal.
    pub(crate) fn axis(&mut self, e: &Expr) -> R<(Tokens, Option<usize>)> {
        let a = self.constant(e, "an axis")?;
        let value = match self.dim(e) {
            Dim::Lit(n) => usize::try_from(n).ok(),
            _ => None,
        };
        Ok((quote!(((#a) as u8)), value))
    }

    /// A pointer argument (of `load`, `store`, `atomic_add`) and the element type it points to.
    fn pointer(&mut self, e: &Expr, what: &str) -> R<(Lowered, Option<Elem>)> {
        let p = self.value(e, &format!("the pointer of `{what}`"))?;
        match p.ty.elem {
            Some(el @ Elem::Num(_)) => Err(Error::new_spanned(
                e,
                format!("`{what}` goes through pointers (a `Ptr<T>` parameter plus offsets), and this is `{el}`"),
            )),
            elem => Ok((p, elem.and_then(Elem::pointee))),
        }
    }

    /// A mask argument: a value of `bool` where the macro sees its type.
    fn mask(&mut self, e: &Expr, what: &str) -> R<Lowered> {
        let m = self.value(e, &format!("the mask of `{what}`"))?;
        match m.ty.elem {
            Some(el) if el != Elem::BOOL => Err(Error::new_spanned(
                e,
                format!("the mask of `{what}` is a tile of `bool` (a compare, as in `offs < n`), and this is `{el}`"),
            )),
            _ => Ok(m),
        }
    }

    /// A value stored or loaded as `other` through a pointer to `pointee`: the same element
    /// type, and a shape that fits the pointers'.
    fn element(&mut self, e: &Expr, pointee: Option<Elem>, ptrs: &Ty, what: &str) -> R<Lowered> {
        let v = self.operand(e)?;
        match (v.kind, v.ty.elem, pointee) {
            (Kind::Const, _, _) => literal_fits(e, pointee)?,
            (_, Some(got), Some(want)) if got != want => {
                return Err(Error::new_spanned(
                    e,
                    format!(
                        "{what} through a `Ptr<{want}>` is `{want}`, and this is `{got}`: convert it with `as {want}`"
                    ),
                ))
            }
            _ => {}
        }
        if let (Some(from), Some(to)) = (&v.ty.shape, &ptrs.shape) {
            if let Err((x, y)) = broadcasts_to(from, to) {
                let (f, t) = (show(from), show(to));
                return Err(Error::new_spanned(
                    e,
                    format!("{what} has shape {f}, which does not fit the pointers' {t}: {x} and {y} differ"),
                ));
            }
        }
        Ok(v)
    }

    /// The type of `dot(a, b, acc)`, or the mistake: tiles that are not 2-D, shapes that do not
    /// chain (`[M, K] @ [K, N] + [M, N]`), element types the IR's `dot` does not take.
    fn dot_ty(args: &Args, a: &Ty, b: &Ty, acc: &Ty) -> R<Ty> {
        let names = ["the left operand", "the right operand", "the accumulator"];
        for (i, t) in [a, b, acc].into_iter().enumerate() {
            if let Some(s) = t.shape.as_ref().filter(|s| s.len() != 2) {
                return Err(Error::new_spanned(
                    &args[i],
                    format!("`dot` takes 2-D tiles, and {} has shape {}", names[i], show(s)),
                ));
            }
        }
        if let (Some(sa), Some(sb)) = (&a.shape, &b.shape) {
            if sa[1].differs(&sb[0]) {
                let hint = if sa[1] == sb[1] { " (`.t()` transposes the right operand)" } else { "" };
                return Err(Error::new_spanned(
                    &args[1],
                    format!(
                        "shape mismatch in `dot`: {} @ {}: the left operand's columns ({}) and the right's rows ({}) \
                         differ{hint}",
                        show(sa),
                        show(sb),
                        sa[1],
                        sb[0]
                    ),
                ));
            }
            if let Some(sc) = &acc.shape {
                if sc[0].differs(&sa[0]) || sc[1].differs(&sb[1]) {
                    return Err(Error::new_spanned(
                        &args[2],
                        format!(
                            "shape mismatch in `dot`: the accumulator is {}, and {} @ {} is [{}, {}]",
                            show(sc),
                            show(sa),
                            show(sb),
                            sa[0],
                            sb[1]
                        ),
                    ));
                }
            }
        }
        if let (Some(x), Some(y)) = (a.elem, b.elem) {
            if x != y {
                return Err(Error::new_spanned(
                    &args[1],
                    format!("`dot` multiplies tiles of one element type: `{x}` and `{y}`; convert one with `as {x}`"),
                ));
            }
        }
        if let Some(Elem::Num(x)) = a.elem.or(b.elem) {
            let Some(accs) = dot_accumulators(x) else {
                return Err(Error::new_spanned(
                    &args[0],
                    format!("`dot` takes tiles of f16, bf16, f32, i8 or f64, not `{x}`"),
                ));
            };
            if let Some(c) = acc.elem.filter(|c| !matches!(c, Elem::Num(n) if accs.contains(n))) {
                return Err(Error::new_spanned(
                    &args[2],
                    format!(
                        "`dot` of `{x}` tiles accumulates in `{}`, and the accumulator is `{c}`",
                        accs.join("` or `")
                    ),
                ));
            }
        }
        Ok(acc.clone())
    }

    /// The length of `arange(lo, hi)` as a dimension.
    fn arange_dim(&self, lo: &Expr, hi: &Expr) -> Dim {
        match (self.dim(lo), self.dim(hi)) {
            (Dim::Lit(0), d) => d,
            (Dim::Lit(a), Dim::Lit(b)) => Dim::Lit((b - a).max(0)),
            (a, b) => Dim::Other(format!("{b} - {a}")),
        }
    }

    /// A free function call: a kernel op, or a Rust `const fn` on constants.
    pub fn call(&mut self, c: &syn::ExprCall) -> R<Lowered> {
        let Expr::Path(p) = &*c.func else {
            return Err(Error::new_spanned(&c.func, format!("calls in kernels name a kernel function: {FUNCTIONS}")));
        };
        let last = p.path.segments.last().expect("paths have a segment");
        let single = p.qself.is_none() && p.path.segments.len() == 1;
        let generics = match &last.arguments {
            syn::PathArguments::AngleBracketed(g) => Some(g),
            _ => None,
        };
        let (f, args, b) = (&last.ident, &c.args, self.b.clone());
        let span = f.span();
        let name = if single { f.to_string() } else { String::new() };
        let value = |ts: Tokens, ty: Ty| Ok(Lowered::value(ts, ty));
        match name.as_str() {
            "program_id" | "num_programs" => {
                arity(f, args, &[1], "a grid axis: 0, 1 or 2")?;
                let (axis, _) = self.axis(&args[0])?;
                value(quote_spanned!(span=> #b.#f(#axis)), Ty::scalar(Elem::I32))
            }
            "arange" => self.arange(f, args, generics),
            "load" => {
                no_keywords(f, args, "(ptr, mask, other)")?;
                arity(f, args, &[1, 2, 3], "`(ptr)`, `(ptr, mask)` (zero where masked off) or `(ptr, mask, other)`")?;
                let (ptr, pointee) = self.pointer(&args[0], "load")?;
                let p = &ptr.ts;
                if args.len() == 1 {
                    return value(quote_spanned!(span=> #b.load(#p)), ptr.ty.with_elem(pointee));
                }
                if self.operand(&args[1])?.kind == Kind::Const {
                    return Err(Error::new_spanned(
                        &args[1],
                        "`load(ptr, other)` has no mask: write `load(ptr, mask, other)`, with the mask a compare \
                         such as `offs < n` and `other` what the masked-off elements read as",
                    ));
                }
                let mask = self.mask(&args[1], "load")?;
                let shape = Lower::broadcast(span, &ptr.ty.shape, &[&mask])?;
                let ptrs = Ty::new(pointee, shape);
                let m = &mask.ts;
                if args.len() == 2 {
                    return value(quote_spanned!(span=> #b.load_where(#p, #m)), ptrs);
                }
                let other = self.element(&args[2], pointee, &ptrs, "the `other` of a load")?;
                let o = &other.ts;
                value(quote_spanned!(span=> #b.load_masked(#p, #m, #o)), ptrs)
            }
            "store" | "atomic_add" => {
                no_keywords(f, args, "(ptr, value, mask)")?;
                arity(f, args, &[2, 3], "`(ptr, value)` or `(ptr, value, mask)`")?;
                let (ptr, pointee) = self.pointer(&args[0], &name)?;
                let mask = args.get(2).map(|m| self.mask(m, &name)).transpose()?;
                let shape = Lower::broadcast(span, &ptr.ty.shape, &mask.iter().collect::<Vec<_>>())?;
                let ptrs = Ty::new(pointee, shape);
                let what = if name == "store" { "a value stored" } else { "a value added" };
                let v = self.element(&args[1], pointee, &ptrs, what)?;
                let (p, v) = (&ptr.ts, &v.ts);
                if name == "atomic_add" {
                    let m = match &mask {
                        Some(m) => {
                            let m = &m.ts;
                            quote!(::core::option::Option::Some(#m))
                        }
                        None => quote!(::core::option::Option::None),
                    };
                    let op = quote!(::tessera::ir::op::AtomicOp::Add);
                    return value(quote_spanned!(span=> #b.atomic_rmw(#op, #p, #v, #m)), ptrs);
                }
                let ts = match &mask {
                    None => quote_spanned!(span=> #b.store(#p, #v);),
                    Some(m) => {
                        let m = &m.ts;
                        quote_spanned!(span=> #b.store_masked(#p, #v, #m);)
                    }
                };
                Ok(Lowered::new(ts, Kind::Unit))
            }
            "dot" => {
                arity(f, args, &[3], "`(a, b, acc)`: `acc + a @ b`")?;
                let a = self.value(&args[0], "the left operand of `dot`")?;
                let bb = self.value(&args[1], "the right operand of `dot`")?;
                let acc = self.value(&args[2], "the accumulator of `dot`")?;
                let ty = Lower::dot_ty(args, &a.ty, &bb.ty, &acc.ty)?;
                let (a, bb, acc) = (&a.ts, &bb.ts, &acc.ts);
                value(quote_spanned!(span=> #b.dot(#a, #bb, #acc)), ty)
            }
            "zeros" => {
                arity(f, args, &[1], "a shape, as in `zeros::<f32>([BM, BN])`")?;
                let (d, elem) = type_arg(f, generics, "zeros::<f32>([BM, BN])")?;
                let (dims, shape) = self.dims(&args[0], "the shape of `zeros`")?;
                value(quote_spanned!(span=> #b.zeros(#dims, #d)), Ty::new(Some(elem), Some(shape)))
            }
            "full" => {
                arity(f, args, &[2], "a shape and a value, as in `full::<f32>([BLOCK], 1.0)`")?;
                let (d, elem) = type_arg(f, generics, "full::<f32>([BLOCK], 1.0)")?;
                let (dims, shape) = self.dims(&args[0], "the shape of `full`")?;
                let v = self.constant(&args[1], "the value of `full`")?;
                literal_fits(&args[1], Some(elem))?;
                value(quote_spanned!(span=> #b.full(#dims, #d, (#v) as f64)), Ty::new(Some(elem), Some(shape)))
            }
            "select" => {
                arity(f, args, &[3], "`(cond, a, b)`: `a` where `cond`, else `b`")?;
                let cond = self.mask(&args[0], "select")?;
                let (x, y) = (self.operand(&args[1])?, self.operand(&args[2])?);
                let t = Lower::common_ty("`select`", span, &[(&x, &args[1]), (&y, &args[2])])?;
                let ty = Ty::new(t.elem, Lower::broadcast(span, &t.shape, &[&cond])?);
                let (c, x, y) = (&cond.ts, &x.ts, &y.ts);
                value(quote_spanned!(span=> #b.select(#c, #x, #y)), ty)
            }
            "fma" => {
                arity(f, args, &[3], "`(a, b, c)`: `a * b + c` rounded once")?;
                let x = self.value(&args[0], "the first operand of `fma`")?;
                let (y, z) = (self.operand(&args[1])?, self.operand(&args[2])?);
                let ty = Lower::common_ty("`fma`", span, &[(&x, &args[0]), (&y, &args[1]), (&z, &args[2])])?;
                let (x, y, z) = (&x.ts, &y.ts, &z.ts);
                value(quote_spanned!(span=> #b.fma(#x, #y, #z)), ty)
            }
            "maximum" | "minimum" => {
                arity(f, args, &[2], "two operands")?;
                let (x, y) = (self.operand(&args[0])?, self.operand(&args[1])?);
                let ty = Lower::common_ty(&format!("`{name}`"), span, &[(&x, &args[0]), (&y, &args[1])])?;
                let m = Ident::new(if name == "maximum" { "max" } else { "min" }, span);
                let (x, y) = match (x.kind, y.kind) {
                    (Kind::Value, _) => (x.ts, y.ts),
                    (_, Kind::Value) => (y.ts, x.ts),
                    _ => {
                        return Err(Error::new_spanned(
                            c,
                            format!("`{name}` of two constants: use Rust's `.max`/`.min`"),
                        ))
                    }
                };
                value(quote_spanned!(span=> #x.#m(#y)), ty)
            }
            _ => {
                // A Rust function of constants (a `const fn`) stays Rust's.
                let mut lowered = Vec::new();
                for a in args {
                    let l = self.operand(a)?;
                    if l.kind != Kind::Const {
                        return Err(Error::new_spanned(
                            &c.func,
                            format!("unknown kernel function: the kernel functions are {FUNCTIONS}"),
                        ));
                    }
                    lowered.push(l.ts);
                }
                let func = &c.func;
                Ok(Lowered::new(quote!(#func(#(#lowered),*)), Kind::Const))
            }
        }
    }

    /// `arange(lo, hi)` or `arange::<N>()`: a tile of `i32` indices.
    fn arange(&mut self, f: &Ident, args: &Args, generics: Option<&syn::AngleBracketedGenericArguments>) -> R<Lowered> {
        let ((lo, hi), dim) = match args.len() {
            0 => {
                let e = match generics.map(|g| g.args.iter().collect::<Vec<_>>()) {
                    Some(a) if a.len() == 1 => match a[0] {
                        GenericArgument::Const(e) => e.clone(),
                        // `arange::<BLOCK>()` parses as a type argument: read it as a name.
                        GenericArgument::Type(syn::Type::Path(t)) => {
                            Expr::Path(syn::ExprPath { attrs: vec![], qself: None, path: t.path.clone() })
                        }
                        other => return Err(Error::new_spanned(other, "`arange::<N>()` takes a constant length")),
                    },
                    _ => {
                        return Err(Error::new_spanned(
                            f,
                            "`arange` takes `(lo, hi)`, or a length as `arange::<BLOCK>()`",
                        ))
                    }
                };
                ((quote!(0), self.constant(&e, "the length of `arange`")?), self.dim(&e))
            }
            2 => (
                (self.constant(&args[0], "the start of `arange`")?, self.constant(&args[1], "the end of `arange`")?),
                self.arange_dim(&args[0], &args[1]),
            ),
            _ => {
                return arity(f, args, &[0, 2], "`(lo, hi)`, or a length as `arange::<BLOCK>()`")
                    .map(|_| unreachable!())
            }
        };
        let (b, span): (&Ident, Span) = (&self.b, f.span());
        let ts = quote_spanned!(span=> #b.arange((#lo) as i32, (#hi) as i32));
        Ok(Lowered::value(ts, Ty::new(Some(Elem::I32), Some(vec![dim]))))
    }
}
