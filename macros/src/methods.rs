//! The methods a kernel body may call on values, mapped to builder ops (math, compares,
//! reductions, scans, shape changes, conversions), each giving the type the macro sees of its
//! result and checking what it can: operands of one element type, axes in range, a broadcast
//! to a shape that fits. Names follow Triton where Rust allows: `x.max(axis)` is the reduction
//! (`tl.max`), `x.maximum(y)` the elementwise one. On a constant, a method is Rust's own.

use crate::calls::{arity, type_arg};
use crate::expr::{Kind, Lower, Lowered, R};
use crate::types::{broadcasts_to, show, Elem, Ty};
use proc_macro2::{Ident, TokenStream as Tokens};
use quote::{quote, quote_spanned};
use syn::{Error, Expr};

const METHODS: &str = "exp, exp2, log, log2, sqrt, rsqrt, sin, cos, abs, floor, ceil, lt, le, gt, ge, eq, ne, \
                       maximum, minimum, max, min, sum, argmax, argmin, cumsum, expand_dims, row, col, t, \
                       permute, reshape, broadcast_to, to, to_unsigned, bitcast, fma";

/// An axis of `ty` that is not one of its dimensions (`insert`: an axis before which one is
/// inserted, up to the rank), as an error at `e`.
fn axis_in_range(e: &Expr, ty: &Ty, axis: Option<usize>, insert: bool) -> R<()> {
    if let (Some(a), Some(s)) = (axis, &ty.shape) {
        let top = s.len() + usize::from(insert);
        if a >= top {
            let axes = match top {
                0 => "a scalar has no axes".to_string(),
                1 => "the only axis is 0".to_string(),
                n => format!("the axes are 0 to {}", n - 1),
            };
            return Err(Error::new_spanned(e, format!("axis {a} is out of range for shape {}: {axes}", show(s))));
        }
    }
    Ok(())
}

impl Lower {
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
        let ty = &recv.ty;
        let (ts, ty): (Tokens, Ty) = match name.as_str() {
            "exp" | "exp2" | "log" | "log2" | "sqrt" | "rsqrt" | "sin" | "cos" | "abs" | "floor" | "ceil" => {
                arity(f, args, &[0], "no arguments")?;
                (quote_spanned!(span=> #r.#f()), ty.clone())
            }
            "row" | "col" => {
                arity(f, args, &[0], "no arguments")?;
                let shape = ty.with_axis(Some(usize::from(name == "col")));
                (quote_spanned!(span=> #r.#f()), Ty::new(ty.elem, shape))
            }
            "t" => {
                arity(f, args, &[0], "no arguments")?;
                if let Some(s) = ty.shape.as_ref().filter(|s| s.len() != 2) {
                    return Err(Error::new_spanned(
                        f,
                        format!("`.t()` transposes a 2-D tile, and this has shape {}: use `.permute([..])`", show(s)),
                    ));
                }
                let shape = ty.shape.as_ref().map(|s| s.iter().rev().cloned().collect());
                (quote_spanned!(span=> #r.t()), Ty::new(ty.elem, shape))
            }
            "lt" | "le" | "gt" | "ge" | "eq" | "ne" | "maximum" | "minimum" => {
                let form = match name.as_str() {
                    "maximum" | "minimum" => "one operand (the elementwise maximum or minimum)",
                    _ => "one operand",
                };
                arity(f, args, &[1], form)?;
                let o = self.operand(&args[0])?;
                let t = Lower::common_ty(&format!("`.{name}`"), span, &[(&recv, &m.receiver), (&o, &args[0])])?;
                let o = &o.ts;
                match name.as_str() {
                    "maximum" | "minimum" => {
                        let m = renamed(if name == "maximum" { "max" } else { "min" });
                        (quote_spanned!(span=> #r.#m(#o)), t)
                    }
                    _ => (quote_spanned!(span=> #r.#f(#o)), t.with_elem(Some(Elem::BOOL))),
                }
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
                let (axis, a) = self.axis(&args[0])?;
                axis_in_range(&args[0], ty, a, name == "expand_dims")?;
                let (m, out) = match name.as_str() {
                    "max" => (renamed("max_along"), Ty::new(ty.elem, ty.without_axis(a))),
                    "min" => (renamed("min_along"), Ty::new(ty.elem, ty.without_axis(a))),
                    "sum" => (f.clone(), Ty::new(ty.elem, ty.without_axis(a))),
                    "argmax" | "argmin" => (f.clone(), Ty::new(Some(Elem::I32), ty.without_axis(a))),
                    "cumsum" => (f.clone(), ty.clone()),
                    _ => (f.clone(), Ty::new(ty.elem, ty.with_axis(a))),
                };
                (quote_spanned!(span=> #r.#m(#axis)), out)
            }
            "permute" => {
                arity(f, args, &[1], "an axis order, as in `permute([1, 0])`")?;
                let Expr::Array(a) = &args[0] else {
                    return Err(Error::new_spanned(&args[0], "`permute` takes an array of axes, as in `[1, 0]`"));
                };
                let mut axes = Vec::new();
                let mut order = Some(Vec::new());
                for e in &a.elems {
                    let (ts, axis) = self.axis(e)?;
                    axis_in_range(e, ty, axis, false)?;
                    axes.push(ts);
                    order = order.zip(axis).map(|(mut o, x)| {
                        o.push(x);
                        o
                    });
                }
                let shape = match (&ty.shape, order) {
                    (Some(s), Some(o)) if o.len() == s.len() => Some(o.iter().map(|&x| s[x].clone()).collect()),
                    _ => None,
                };
                (quote_spanned!(span=> #r.permute(&[#(#axes),*])), Ty::new(ty.elem, shape))
            }
            "reshape" | "broadcast_to" => {
                arity(f, args, &[1], "a shape, as in `[BM, BN]`")?;
                let (dims, shape) = self.dims(&args[0], "the shape")?;
                if let (Some(from), true) = (&ty.shape, name == "broadcast_to") {
                    if let Err((x, y)) = broadcasts_to(from, &shape) {
                        return Err(Error::new_spanned(
                            &args[0],
                            format!(
                                "a tile of shape {} does not broadcast to {}: {x} and {y} differ (only size-1 \
                                 dimensions stretch)",
                                show(from),
                                show(&shape)
                            ),
                        ));
                    }
                }
                (quote_spanned!(span=> #r.#f(#dims)), Ty::new(ty.elem, Some(shape)))
            }
            "to" | "to_unsigned" | "bitcast" => {
                arity(f, args, &[0], "its element type as `::<T>`")?;
                let form = format!("x.{name}::<f16>()");
                let (d, elem) = type_arg(f, generics, &form)?;
                (quote_spanned!(span=> #r.#f(#d)), ty.with_elem(Some(elem)))
            }
            "fma" => {
                arity(f, args, &[2], "`(b, c)`: `self * b + c` rounded once")?;
                let (y, z) = (self.operand(&args[0])?, self.operand(&args[1])?);
                let t = Lower::common_ty("`.fma`", span, &[(&recv, &m.receiver), (&y, &args[0]), (&z, &args[1])])?;
                let (y, z) = (&y.ts, &z.ts);
                (quote_spanned!(span=> #b.fma(#r, #y, #z)), t)
            }
            _ => {
                return Err(Error::new_spanned(
                    f,
                    format!("unknown method `{name}` on a kernel value: the methods are {METHODS}"),
                ))
            }
        };
        Ok(Lowered::value(ts, ty))
    }
}
