//! Statements and control flow: blocks and their scopes, `let` (a value is named after its
//! binding for printing), `const` items, and the structured control flow of the IR:
//!
//! - `for i in lo..hi` (or `(lo..hi).step_by(s)`) becomes `for_range`, and every `let mut`
//!   local of an enclosing scope that the body assigns becomes a loop-carried value: the
//!   closure rebinds it from the region's parameters, runs the body in a block of its own (so
//!   the body's `let`s shadow only inside it) and yields it; after the loop it is reassigned
//!   from the loop's results.
//! - `if` on a value becomes `if_else`, carrying assigned `let mut` locals the same way, with
//!   the arms' tail values (if any) as its first result. `if` on a constant stays a Rust `if`:
//!   the kernel is specialised on it.

use crate::expr::{Binding, Kind, Lower, Lowered, R};
use crate::signature::ir_name;
use crate::types::{Elem, Ty};
use proc_macro2::{Ident, Literal, TokenStream as Tokens};
use quote::{quote, quote_spanned};
use syn::{Error, Expr, Pat, Stmt};

/// The `let mut` locals assigned anywhere inside a piece of syntax, in order of first assignment
/// (`x = ..` and `x op= ..` with a plain name on the left).
///
/// A walk of its own rather than syn's `Visit`, whose `visit` feature costs build time. It
/// descends into every expression form the macro lowers, and into the constants among them
/// (shapes, ranges, `::<{ .. }>` arguments): literals, names, parentheses, operators, casts,
/// calls, method calls, blocks, `if`, `for`, and `let` initialisers. Forms the macro rejects
/// (closures, `while`, `loop`, `match`, indexing, fields, tuples, `return`, macros, items other
/// than `const`, ...) are not entered: the kernel fails to expand whatever this finds in them.
/// A `const` item's value is Rust's own and cannot assign the kernel's locals.
#[derive(Default)]
struct Assigned(Vec<Ident>);

impl Assigned {
    fn note(&mut self, left: &Expr) {
        if let Expr::Path(p) = left {
            if let Some(id) = p.path.get_ident() {
                if !self.0.contains(id) {
                    self.0.push(id.clone());
                }
            }
        }
    }

    fn block(&mut self, b: &syn::Block) {
        for s in &b.stmts {
            match s {
                Stmt::Local(l) => {
                    if let Some(init) = &l.init {
                        self.expr(&init.expr);
                    }
                }
                Stmt::Expr(e, _) => self.expr(e),
                Stmt::Item(_) | Stmt::Macro(_) => {}
            }
        }
    }

    fn if_expr(&mut self, i: &syn::ExprIf) {
        self.expr(&i.cond);
        self.block(&i.then_branch);
        if let Some((_, e)) = &i.else_branch {
            self.expr(e);
        }
    }

    /// The constant expressions among `::<..>` arguments (`arange::<{ N }>()`).
    fn generic_args(&mut self, g: &syn::AngleBracketedGenericArguments) {
        for a in &g.args {
            if let syn::GenericArgument::Const(e) = a {
                self.expr(e);
            }
        }
    }

    fn expr(&mut self, e: &Expr) {
        match e {
            Expr::Assign(a) => {
                self.note(&a.left);
                self.expr(&a.left);
                self.expr(&a.right);
            }
            Expr::Binary(b) => {
                use syn::BinOp::*;
                if matches!(
                    b.op,
                    AddAssign(_)
                        | SubAssign(_)
                        | MulAssign(_)
                        | DivAssign(_)
                        | RemAssign(_)
                        | BitAndAssign(_)
                        | BitOrAssign(_)
                        | BitXorAssign(_)
                        | ShlAssign(_)
                        | ShrAssign(_)
                ) {
                    self.note(&b.left);
                }
                self.expr(&b.left);
                self.expr(&b.right);
            }
            Expr::Path(p) => {
                for seg in &p.path.segments {
                    if let syn::PathArguments::AngleBracketed(g) = &seg.arguments {
                        self.generic_args(g);
                    }
                }
            }
            Expr::Paren(p) => self.expr(&p.expr),
            Expr::Group(g) => self.expr(&g.expr),
            Expr::Unary(u) => self.expr(&u.expr),
            Expr::Cast(c) => self.expr(&c.expr),
            Expr::Call(c) => {
                self.expr(&c.func);
                c.args.iter().for_each(|a| self.expr(a));
            }
            Expr::MethodCall(m) => {
                self.expr(&m.receiver);
                if let Some(g) = &m.turbofish {
                    self.generic_args(g);
                }
                m.args.iter().for_each(|a| self.expr(a));
            }
            Expr::Block(b) => self.block(&b.block),
            Expr::If(i) => self.if_expr(i),
            Expr::ForLoop(f) => {
                self.expr(&f.expr);
                self.block(&f.body);
            }
            // A loop's range, and shapes and axes (`[BM, BN]`).
            Expr::Range(r) => {
                r.start.iter().chain(&r.end).for_each(|x| self.expr(x));
            }
            Expr::Array(a) => a.elems.iter().for_each(|x| self.expr(x)),
            // Literals hold nothing; every other form is rejected by the macro (see above).
            _ => {}
        }
    }
}

fn index(i: usize) -> Literal {
    Literal::usize_unsuffixed(i)
}

impl Lower {
    /// The kernel's body: statements only (a kernel returns nothing).
    pub fn fn_body(&mut self, block: &syn::Block) -> R<Tokens> {
        let (stmts, tail) = self.stmts(&block.stmts)?;
        if let Some((_, e)) = tail {
            return Err(Error::new_spanned(
                e,
                "a kernel returns nothing: write results with `store(ptr, value, mask)` (and end with `;`)",
            ));
        }
        Ok(stmts)
    }

    /// Lowers a list of statements (the caller owns the scope): the statements' tokens and
    /// the tail value, if the last is an expression with a value and no `;`.
    fn stmts<'a>(&mut self, stmts: &'a [Stmt]) -> R<(Tokens, Option<(Lowered, &'a Expr)>)> {
        let mut out = Tokens::new();
        let mut tail = None;
        for (i, s) in stmts.iter().enumerate() {
            match s {
                Stmt::Local(l) => out.extend(self.local(l)?),
                Stmt::Item(syn::Item::Const(c)) => {
                    self.bind(&c.ident, Binding { kind: Kind::Const, mutable: false, ty: Ty::default() });
                    out.extend(quote!(#c));
                }
                Stmt::Item(item) => {
                    return Err(Error::new_spanned(item, "items are not supported inside kernels (only `const`)"))
                }
                Stmt::Macro(m) => return Err(Error::new_spanned(m, "macros are not supported inside kernels")),
                Stmt::Expr(e, semi) => {
                    let l = self.expr(e)?;
                    let ts = &l.ts;
                    match l.kind {
                        Kind::Unit => out.extend(quote!(#ts)),
                        _ if semi.is_none() && i + 1 == stmts.len() => tail = Some((l, e)),
                        _ => out.extend(quote!(let _ = #ts;)),
                    }
                }
            }
        }
        Ok((out, tail))
    }

    fn local(&mut self, l: &syn::Local) -> R<Tokens> {
        let (ident, mutable) = match &l.pat {
            Pat::Ident(p) if p.by_ref.is_none() && p.subpat.is_none() => {
                (Some(p.ident.clone()), p.mutability.is_some())
            }
            Pat::Wild(_) => (None, false),
            Pat::Type(t) => {
                return Err(Error::new_spanned(
                    &t.ty,
                    "type annotations are not read in kernels: values carry their types (convert with `as f16` or \
                     `.to::<f16>()`)",
                ))
            }
            Pat::Tuple(t) => {
                return Err(Error::new_spanned(
                    t,
                    "tuple patterns are not supported in kernels: bind one value per `let` (`let a = ..; let b = ..;`)",
                ))
            }
            other => return Err(Error::new_spanned(other, "a `let` in a kernel binds one name, as in `let x = ...`")),
        };
        let Some(init) = &l.init else {
            return Err(Error::new_spanned(l, "a `let` in a kernel needs a value: `let x = ...`"));
        };
        if let Some((_, d)) = &init.diverge {
            return Err(Error::new_spanned(d, "`let ... else` is not supported in kernels"));
        }
        let v = self.operand(&init.expr)?;
        let ts = &v.ts;
        let Some(ident) = ident else { return Ok(quote!(let _ = #ts;)) };
        let out =
            match v.kind {
                Kind::Value => {
                    let (mutability, name) = (mutable.then(|| quote!(mut)), ir_name(&ident));
                    quote!(let #mutability #ident = ::tessera::dsl::__private::named(#ts, #name);)
                }
                _ if mutable => return Err(Error::new_spanned(
                    &init.expr,
                    "a `let mut` local is a kernel value carried through loops and ifs, so it must start as one, as \
                     in `zeros::<f32>([BLOCK])` or `full::<f32>([BLOCK], 1.0)`; a constant needs no `mut`",
                )),
                _ => quote!(let #ident = #ts;),
            };
        self.bind(&ident, Binding { kind: v.kind, mutable, ty: v.ty });
        Ok(out)
    }

    /// A `{ .. }` block as an expression, in a scope of its own.
    pub fn block_expr(&mut self, block: &syn::Block) -> R<Lowered> {
        self.push_scope();
        let r = self.stmts(&block.stmts);
        self.pop_scope();
        let (stmts, tail) = r?;
        Ok(match tail {
            Some((t, _)) => {
                let ts = &t.ts;
                Lowered { ts: quote!({ #stmts #ts }), ..t }
            }
            None => Lowered::new(quote!({ #stmts }), Kind::Unit),
        })
    }

    /// The `let mut` locals of enclosing scopes assigned in what `walk` walks.
    fn carried(&self, walk: impl FnOnce(&mut Assigned)) -> Vec<Ident> {
        let mut a = Assigned::default();
        walk(&mut a);
        a.0.into_iter().filter(|id| self.lookup(&id.to_string()).is_some_and(|b| b.mutable)).collect()
    }

    pub fn if_expr(&mut self, i: &syn::ExprIf) -> R<Lowered> {
        let cond = self.operand(&i.cond)?;
        if cond.kind == Kind::Const {
            let then = self.block_expr(&i.then_branch)?;
            // Specialisation: a Rust `if` on a constant, both arms lowered as they are.
            let (c, t) = (&cond.ts, &then.ts);
            let otherwise = match &i.else_branch {
                Some((_, e)) => self.expr(e)?,
                None => Lowered::new(quote!({}), Kind::Unit),
            };
            if otherwise.kind != then.kind {
                return Err(Error::new_spanned(i, "the arms of this `if` differ: one gives a value, the other not"));
            }
            let e = &otherwise.ts;
            // Only one arm is built, so the two may differ in type.
            let ty = arms_ty(i, &then.ty, &otherwise.ty, false)?;
            return Ok(Lowered { ts: quote!(if #c { #t } else { #e }), kind: then.kind, ty });
        }
        let carried = self.carried(|a| a.if_expr(i));
        let (then_body, then_kind, then_ty) = self.arm(&i.then_branch.stmts, &carried)?;
        let (else_body, else_kind, else_ty) = match &i.else_branch {
            Some((_, e)) => {
                let stmts = [Stmt::Expr((**e).clone(), None)];
                self.arm(&stmts, &carried)?
            }
            None => self.arm(&[], &carried)?,
        };
        if then_kind != else_kind {
            let msg = match i.else_branch {
                None => "an `if` with a value needs an `else` with one",
                Some(_) => "the arms of this `if` differ: one gives a value, the other not",
            };
            return Err(Error::new_spanned(i, msg));
        }
        let (b, c, r) = (&self.b, &cond.ts, Lower::hidden("__tessera_if"));
        let with_value = then_kind == Kind::Value;
        let first = usize::from(with_value);
        let idx = (0..carried.len()).map(|k| index(k + first));
        let names = carried.iter().map(ir_name);
        let result = with_value.then(|| quote!(#r[0]));
        let call = quote_spanned!(i.if_token.span=> #b.if_else(#c, || { #then_body }, || { #else_body }));
        let ts = quote!({
            let #r = #call;
            #(#carried = ::tessera::dsl::__private::named(#r[#idx], #names);)*
            #result
        });
        Ok(match with_value {
            true => Lowered::value(ts, arms_ty(i, &then_ty, &else_ty, true)?),
            false => Lowered::new(ts, Kind::Unit),
        })
    }

    /// One arm of an `if` on a value, as the body of its closure: it copies the carried locals,
    /// runs the statements in a block of their own and yields its value (if any) and the
    /// carried locals. Also gives the kind and type of its value.
    fn arm(&mut self, stmts: &[Stmt], carried: &[Ident]) -> R<(Tokens, Kind, Ty)> {
        self.push_scope();
        let r = self.stmts(stmts);
        self.pop_scope();
        let (stmts, tail) = r?;
        let v = Lower::hidden("__tessera_v");
        let (inner, value, kind, ty) =
            match tail {
                Some((t, e)) if t.kind == Kind::Const => return Err(Error::new_spanned(
                    e,
                    "an `if` on a kernel value gives a kernel value: make a constant one with `full::<f32>([..], c)`",
                )),
                Some((t, _)) => {
                    let ts = t.ts;
                    (quote!(let #v = { #stmts #ts };), Some(quote!(#v)), Kind::Value, t.ty)
                }
                None => (quote!({ #stmts }), None, Kind::Unit, Ty::default()),
            };
        let yields = value.into_iter().chain(carried.iter().map(|c| quote!(#c)));
        Ok((
            quote! {
                #(let mut #carried = #carried;)*
                #inner
                ::std::vec![#(#yields),*]
            },
            kind,
            ty,
        ))
    }

    /// `(lo, hi, step)` of a `for` loop's range, and the induction variable's type (that of
    /// the first value among them, as the builder picks it).
    fn range(&mut self, e: &Expr) -> R<(Tokens, Tokens, Tokens, Ty)> {
        let (range, step) = match e {
            Expr::MethodCall(m) if m.method == "step_by" && m.args.len() == 1 => {
                let mut inner = &*m.receiver;
                while let Expr::Paren(p) = inner {
                    inner = &p.expr;
                }
                (inner, Some(self.operand(&m.args[0])?))
            }
            other => (other, None),
        };
        let bad = || {
            Error::new_spanned(
                e,
                "a kernel loop runs over a range: `for i in lo..hi` or `for i in (lo..hi).step_by(s)`",
            )
        };
        let Expr::Range(r) = range else { return Err(bad()) };
        if let syn::RangeLimits::Closed(c) = r.limits {
            return Err(Error::new_spanned(c, "kernel loops run over half-open ranges: write `lo..hi + 1`"));
        }
        let (Some(lo), Some(hi)) = (&r.start, &r.end) else { return Err(bad()) };
        let (lo, hi) = (self.operand(lo)?, self.operand(hi)?);
        let step = step.unwrap_or_else(|| Lowered::new(quote!(1), Kind::Const));
        let elem = [&lo, &hi, &step].iter().find(|l| l.kind == Kind::Value).map_or(Some(Elem::I32), |l| l.ty.elem);
        Ok((lo.ts, hi.ts, step.ts, Ty::new(elem, Some(Vec::new()))))
    }

    pub fn for_loop(&mut self, f: &syn::ExprForLoop) -> R<Lowered> {
        if let Some(l) = &f.label {
            return Err(Error::new_spanned(l, "loop labels are not supported in kernels"));
        }
        let iv = match &*f.pat {
            Pat::Ident(p) if p.by_ref.is_none() && p.subpat.is_none() && p.mutability.is_none() => {
                Some(p.ident.clone())
            }
            Pat::Wild(_) => None,
            other => return Err(Error::new_spanned(other, "the loop variable is one name, as in `for k in 0..n`")),
        };
        let (lo, hi, step, iv_ty) = self.range(&f.expr)?;
        let carried = self.carried(|a| a.block(&f.body));
        self.push_scope();
        if let Some(iv) = &iv {
            self.bind_value(iv, false, iv_ty);
        }
        let r = self.stmts(&f.body.stmts);
        self.pop_scope();
        let (stmts, tail) = r?;
        if let Some((_, e)) = tail {
            return Err(Error::new_spanned(e, "a loop body gives no value: end it with `;`"));
        }
        let (b, r, c) = (&self.b, Lower::hidden("__tessera_for"), Lower::hidden("__tessera_carried"));
        let idx: Vec<Literal> = (0..carried.len()).map(index).collect();
        let names: Vec<String> = carried.iter().map(ir_name).collect();
        let (iv_param, iv_name) = match &iv {
            Some(iv) => {
                let name = ir_name(iv);
                (quote!(#iv), quote!(let #iv = ::tessera::dsl::__private::named(#iv, #name);))
            }
            None => (quote!(_), quote!()),
        };
        let call = quote_spanned!(f.for_token.span=> #b.for_range(#lo, #hi, #step, &[#(#carried),*], |#iv_param, #c| {
            #iv_name
            #(let mut #carried = ::tessera::dsl::__private::named(#c[#idx], #names);)*
            { #stmts }
            ::std::vec![#(#carried),*]
        }));
        Ok(Lowered::new(
            quote!({
                let #r = #call;
                #(#carried = ::tessera::dsl::__private::named(#r[#idx], #names);)*
            }),
            Kind::Unit,
        ))
    }
}

/// The type of an `if`'s value from its arms' types, where they agree; with `same` (an `if`
/// on a value, whose IR op gives one type), element types that differ are a mistake.
fn arms_ty(i: &syn::ExprIf, a: &Ty, b: &Ty, same: bool) -> R<Ty> {
    if let (Some(x), Some(y)) = (a.elem, b.elem) {
        if x != y && same {
            return Err(Error::new_spanned(
                i,
                format!("the arms of this `if` give `{x}` and `{y}` values: convert one with `as {x}`"),
            ));
        }
    }
    let shape = match (&a.shape, &b.shape) {
        (Some(x), Some(y)) if x == y => Some(x.clone()),
        _ => None,
    };
    let elem = if a.elem == b.elem || same { a.elem.or(b.elem) } else { None };
    Ok(Ty::new(elem, shape))
}
