//! The calls a kernel body may make, mapped to builder ops: free functions (`program_id`,
//! `arange`, `load`, `store`, `dot`, `zeros`, `full`, `select`, ...) and methods on values
//! (math, compares, reductions, scans, shape changes, conversions). Names follow Triton where
//! Rust allows: `x.max(axis)` is the reduction (`tl.max`), `x.maximum(y)` the elementwise one.

use crate::expr::{Kind, Lower, Lowered, R};
use crate::signature::{dtype_of, ELEMENT_TYPES};
use proc_macro2::{Ident, TokenStream as Tokens};
use quote::{quote, quote_spanned};
use syn::punctuated::Punctuated;
use syn::{Error, Expr, GenericArgument, Token};

type Args = Punctuated<Expr, Token![,]>;

const FUNCTIONS: &str = "program_id, num_programs, arange, load, store, dot, zeros, full, select, fma, \
                         maximum, minimum, atomic_add";

const METHODS: &str = "exp, exp2, log, log2, sqrt, rsqrt, sin, cos, abs, floor, ceil, lt, le, gt, ge, eq, ne, \
                       maximum, minimum, max, min, sum, argmax, argmin, cumsum, expand_dims, row, col, t, \
                       permute, reshape, broadcast_to, to, to_unsigned, bitcast, fma";

/// Checks that `args` has one of the counts in `counts`, naming the call's forms otherwise.
fn arity(what: &Ident, args: &Args, counts: &[usize], forms: &str) -> R<()> {
    if counts.contains(&args.len()) {
        return Ok(());
    }
    Err(Error::new_spanned(what, format!("`{what}` takes {forms}; found {} arguments", args.len())))
}

/// The single type argument of `name::<T>` as a `DType` path.
fn type_arg(what: &Ident, generics: Option<&syn::AngleBracketedGenericArguments>, form: &str) -> R<Tokens> {
    let ty = match generics.map(|g| g.args.iter().collect::<Vec<_>>()) {
        Some(a) if a.len() == 1 => match a[0] {
            GenericArgument::Type(t) => t,
            other => return Err(Error::new_spanned(other, format!("expected an element type, as in `{form}`"))),
        },
        _ => return Err(Error::new_spanned(what, format!("`{what}` needs its element type, as in `{form}`"))),
    };
    dtype_of(ty).ok_or_else(|| Error::new_spanned(ty, format!("unknown element type: one of {ELEMENT_TYPES}")))
}

impl Lower {
    /// A shape `[d0, d1, ..]` of constants, as `&[u32]` tokens.
    fn dims(&mut self, e: &Expr, what: &str) -> R<Tokens> {
        let Expr::Array(a) = e else {
            return Err(Error::new_spanned(e, format!("{what} is an array of constants, as in `[BM, BN]`")));
        };
        let dims = a.elems.iter().map(|d| self.constant(d, "a dimension")).collect::<R<Vec<_>>>()?;
        Ok(quote!(&[#((#dims) as u32),*]))
    }

    /// An axis: a constant, as `u8` tokens.
    fn axis(&mut self, e: &Expr) -> R<Tokens> {
        let a = self.constant(e, "an axis")?;
        Ok(quote!(((#a) as u8)))
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
        let value = |ts: Tokens| Ok(Lowered::new(ts, Kind::Value));
        match name.as_str() {
            "program_id" | "num_programs" => {
                arity(f, args, &[1], "a grid axis: 0, 1 or 2")?;
                let axis = self.axis(&args[0])?;
                value(quote_spanned!(span=> #b.#f(#axis)))
            }
            "arange" => {
                let (lo, hi) = match args.len() {
                    0 => {
                        let n = match generics.map(|g| g.args.iter().collect::<Vec<_>>()) {
                            Some(a) if a.len() == 1 => match a[0] {
                                GenericArgument::Const(e) => self.constant(e, "the length of `arange`")?,
                                GenericArgument::Type(syn::Type::Path(t)) => {
                                    // `arange::<BLOCK>()` parses as a type argument: read it as a name.
                                    let e =
                                        Expr::Path(syn::ExprPath { attrs: vec![], qself: None, path: t.path.clone() });
                                    self.constant(&e, "the length of `arange`")?
                                }
                                other => {
                                    return Err(Error::new_spanned(other, "`arange::<N>()` takes a constant length"))
                                }
                            },
                            _ => {
                                return Err(Error::new_spanned(
                                    f,
                                    "`arange` takes `(lo, hi)`, or a length as `arange::<BLOCK>()`",
                                ))
                            }
                        };
                        (quote!(0), n)
                    }
                    2 => (
                        self.constant(&args[0], "the start of `arange`")?,
                        self.constant(&args[1], "the end of `arange`")?,
                    ),
                    _ => {
                        return arity(f, args, &[0, 2], "`(lo, hi)`, or a length as `arange::<BLOCK>()`")
                            .map(|_| unreachable!())
                    }
                };
                value(quote_spanned!(span=> #b.arange((#lo) as i32, (#hi) as i32)))
            }
            "load" => {
                arity(f, args, &[1, 2, 3], "`(ptr)`, `(ptr, mask)` (zero where masked off) or `(ptr, mask, other)`")?;
                let ptr = self.value(&args[0], "the pointer of `load`")?;
                match args.len() {
                    1 => value(quote_spanned!(span=> #b.load(#ptr))),
                    2 => {
                        let mask = self.value(&args[1], "the mask of `load`")?;
                        value(quote_spanned!(span=> #b.load_where(#ptr, #mask)))
                    }
                    _ => {
                        let mask = self.value(&args[1], "the mask of `load`")?;
                        let other = self.operand(&args[2])?.ts;
                        value(quote_spanned!(span=> #b.load_masked(#ptr, #mask, #other)))
                    }
                }
            }
            "store" => {
                arity(f, args, &[2, 3], "`(ptr, value)` or `(ptr, value, mask)`")?;
                let ptr = self.value(&args[0], "the pointer of `store`")?;
                let v = self.operand(&args[1])?.ts;
                let ts = if args.len() == 2 {
                    quote_spanned!(span=> #b.store(#ptr, #v);)
                } else {
                    let mask = self.value(&args[2], "the mask of `store`")?;
                    quote_spanned!(span=> #b.store_masked(#ptr, #v, #mask);)
                };
                Ok(Lowered::new(ts, Kind::Unit))
            }
            "atomic_add" => {
                arity(f, args, &[2, 3], "`(ptr, value)` or `(ptr, value, mask)`")?;
                let ptr = self.value(&args[0], "the pointer of `atomic_add`")?;
                let v = self.operand(&args[1])?.ts;
                let mask = match args.get(2) {
                    Some(m) => {
                        let m = self.value(m, "the mask of `atomic_add`")?;
                        quote!(::core::option::Option::Some(#m))
                    }
                    None => quote!(::core::option::Option::None),
                };
                value(quote_spanned!(span=> #b.atomic_rmw(::tessera::ir::op::AtomicOp::Add, #ptr, #v, #mask)))
            }
            "dot" => {
                arity(f, args, &[3], "`(a, b, acc)`: `acc + a @ b`")?;
                let a = self.value(&args[0], "the left operand of `dot`")?;
                let bb = self.value(&args[1], "the right operand of `dot`")?;
                let acc = self.value(&args[2], "the accumulator of `dot`")?;
                value(quote_spanned!(span=> #b.dot(#a, #bb, #acc)))
            }
            "zeros" => {
                arity(f, args, &[1], "a shape, as in `zeros::<f32>([BM, BN])`")?;
                let d = type_arg(f, generics, "zeros::<f32>([BM, BN])")?;
                let dims = self.dims(&args[0], "the shape of `zeros`")?;
                value(quote_spanned!(span=> #b.zeros(#dims, #d)))
            }
            "full" => {
                arity(f, args, &[2], "a shape and a value, as in `full::<f32>([BLOCK], 1.0)`")?;
                let d = type_arg(f, generics, "full::<f32>([BLOCK], 1.0)")?;
                let dims = self.dims(&args[0], "the shape of `full`")?;
                let v = self.constant(&args[1], "the value of `full`")?;
                value(quote_spanned!(span=> #b.full(#dims, #d, (#v) as f64)))
            }
            "select" => {
                arity(f, args, &[3], "`(cond, a, b)`: `a` where `cond`, else `b`")?;
                let c = self.value(&args[0], "the condition of `select`")?;
                let (x, y) = (self.operand(&args[1])?.ts, self.operand(&args[2])?.ts);
                value(quote_spanned!(span=> #b.select(#c, #x, #y)))
            }
            "fma" => {
                arity(f, args, &[3], "`(a, b, c)`: `a * b + c` rounded once")?;
                let x = self.value(&args[0], "the first operand of `fma`")?;
                let (y, z) = (self.operand(&args[1])?.ts, self.operand(&args[2])?.ts);
                value(quote_spanned!(span=> #b.fma(#x, #y, #z)))
            }
            "maximum" | "minimum" => {
                arity(f, args, &[2], "two operands")?;
                let (x, y) = (self.operand(&args[0])?, self.operand(&args[1])?);
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
                value(quote_spanned!(span=> #x.#m(#y)))
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

    /// A method call on a value (or, on a constant, Rust's own method).
    pub fn method(&mut self, m: &syn::ExprMethodCall) -> R<Lowered> {
        let recv = self.operand(&m.receiver)?;
        let (f, args) = (&m.method, &m.args);
        if recv.kind == Kind::Const {
            let mut lowered = Vec::new();
            for a in args {
                lowered.push(self.constant(a, "an argument of a method on a constant")?);
            }
            let (r, tf) = (&recv.ts, &m.turbofish);
            return Ok(Lowered::new(quote!(#r.#f #tf (#(#lowered),*)), Kind::Const));
        }
        let (r, b, span) = (&recv.ts, self.b.clone(), f.span());
        let generics = m.turbofish.as_ref();
        let name = f.to_string();
        let renamed = |n: &str| Ident::new(n, span);
        let ts = match name.as_str() {
            "exp" | "exp2" | "log" | "log2" | "sqrt" | "rsqrt" | "sin" | "cos" | "abs" | "floor" | "ceil" | "row"
            | "col" | "t" => {
                arity(f, args, &[0], "no arguments")?;
                quote_spanned!(span=> #r.#f())
            }
            "lt" | "le" | "gt" | "ge" | "eq" | "ne" => {
                arity(f, args, &[1], "one operand")?;
                let o = self.operand(&args[0])?.ts;
                quote_spanned!(span=> #r.#f(#o))
            }
            "maximum" | "minimum" => {
                arity(f, args, &[1], "one operand (the elementwise maximum or minimum)")?;
                let o = self.operand(&args[0])?.ts;
                let m = renamed(if name == "maximum" { "max" } else { "min" });
                quote_spanned!(span=> #r.#m(#o))
            }
            "max" | "min" | "sum" | "argmax" | "argmin" | "cumsum" | "expand_dims" => {
                let form = if matches!(name.as_str(), "max" | "min") {
                    "an axis (a reduction; the elementwise one is `.maximum(other)` / `.minimum(other)`)"
                } else {
                    "an axis"
                };
                arity(f, args, &[1], form)?;
                if matches!(name.as_str(), "max" | "min") && self.operand(&args[0])?.kind != Kind::Const {
                    let m = if name == "max" { "maximum" } else { "minimum" };
                    return Err(Error::new_spanned(
                        &args[0],
                        format!("`.{name}(axis)` reduces along a constant axis; the elementwise {m} is `.{m}(other)`"),
                    ));
                }
                let axis = self.axis(&args[0])?;
                let m = match name.as_str() {
                    "max" => renamed("max_along"),
                    "min" => renamed("min_along"),
                    _ => f.clone(),
                };
                quote_spanned!(span=> #r.#m(#axis))
            }
            "permute" => {
                arity(f, args, &[1], "an axis order, as in `permute([1, 0])`")?;
                let Expr::Array(a) = &args[0] else {
                    return Err(Error::new_spanned(&args[0], "`permute` takes an array of axes, as in `[1, 0]`"));
                };
                let axes = a.elems.iter().map(|e| self.axis(e)).collect::<R<Vec<_>>>()?;
                quote_spanned!(span=> #r.permute(&[#(#axes),*]))
            }
            "reshape" | "broadcast_to" => {
                arity(f, args, &[1], "a shape, as in `[BM, BN]`")?;
                let dims = self.dims(&args[0], "the shape")?;
                quote_spanned!(span=> #r.#f(#dims))
            }
            "to" | "to_unsigned" | "bitcast" => {
                arity(f, args, &[0], "its element type as `::<T>`")?;
                let form = format!("x.{name}::<f16>()");
                let d = type_arg(f, generics, &form)?;
                quote_spanned!(span=> #r.#f(#d))
            }
            "fma" => {
                arity(f, args, &[2], "`(b, c)`: `self * b + c` rounded once")?;
                let (y, z) = (self.operand(&args[0])?.ts, self.operand(&args[1])?.ts);
                quote_spanned!(span=> #b.fma(#r, #y, #z))
            }
            _ => {
                return Err(Error::new_spanned(
                    f,
                    format!("unknown method `{name}` on a kernel value: the methods are {METHODS}"),
                ))
            }
        };
        Ok(Lowered::new(ts, Kind::Value))
    }
}
