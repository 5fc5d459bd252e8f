//! Expressions: the lowering state ([`Lower`]: the builder's name and the scopes of names) and
//! the rewriting of operators, literals, names and casts into builder calls.
//!
//! Every expression is classified while it is lowered ([`Kind`]): a *value* is a builder handle
//! (`Tv`) made at run time of the generator, a *constant* is plain Rust (literals, const
//! generic parameters, `f32::NEG_INFINITY`, arithmetic on those), computed by rustc and
//! specialised into the kernel, and *unit* is what statements such as `store` give. The
//! classification is what lets `a < b` become `a.lt(b)` (or `b.gt(a)` when only `b` is a value,
//! or stay `a < b` between constants) and what makes a non-constant block size an error at the
//! macro's span instead of a type error inside the expansion. Values also carry what the macro
//! sees of their type ([`Ty`]), checked here for operators, casts and assignments.

use crate::types::{broadcast, same_elem, show, Dim, Elem, Shape, Ty};
use proc_macro2::{Ident, Span, TokenStream as Tokens};
use quote::{quote, quote_spanned};
use std::collections::HashMap;
use syn::spanned::Spanned;
use syn::{BinOp, Error, Expr, UnOp};

/// What a lowered expression is at run time of the generator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// A `Tv` handle: a tile or scalar value of the kernel.
    Value,
    /// A plain Rust constant (specialised into the kernel).
    Const,
    /// No value (`store(..)`, an assignment, a loop).
    Unit,
}

/// A lowered expression: its tokens, its kind and (for a value) what the macro sees of its type.
pub(crate) struct Lowered {
    pub ts: Tokens,
    pub kind: Kind,
    pub ty: Ty,
}

impl Lowered {
    /// A constant or unit (a constant is a scalar of a type the macro does not follow).
    pub fn new(ts: Tokens, kind: Kind) -> Lowered {
        let shape = (kind == Kind::Const).then(Vec::new);
        Lowered { ts, kind, ty: Ty::new(None, shape) }
    }

    /// A value of type `ty`.
    pub fn value(ts: Tokens, ty: Ty) -> Lowered {
        Lowered { ts, kind: Kind::Value, ty }
    }
}

#[derive(Clone)]
pub(crate) struct Binding {
    pub kind: Kind,
    pub mutable: bool,
    pub ty: Ty,
}

/// The lowering state: the builder's identifier, the names in scope and the kernel's const
/// generic parameters (the dimensions that [`Dim::Param`] names).
pub(crate) struct Lower {
    pub b: Ident,
    scopes: Vec<HashMap<String, Binding>>,
    generics: Vec<String>,
}

pub(crate) type R<T> = syn::Result<T>;

impl Lower {
    pub fn new(b: Ident) -> Lower {
        Lower { b, scopes: vec![HashMap::new()], generics: Vec::new() }
    }

    /// A const generic parameter of the kernel.
    pub fn bind_generic(&mut self, name: &Ident) {
        self.generics.push(name.to_string());
        self.bind(name, Binding { kind: Kind::Const, mutable: false, ty: Ty::default() });
    }

    pub fn bind_value(&mut self, name: &Ident, mutable: bool, ty: Ty) {
        self.bind(name, Binding { kind: Kind::Value, mutable, ty });
    }

    pub fn bind(&mut self, name: &Ident, b: Binding) {
        self.scopes.last_mut().expect("a scope is always open").insert(name.to_string(), b);
    }

    pub fn lookup(&self, name: &str) -> Option<Binding> {
        self.scopes.iter().rev().find_map(|s| s.get(name).cloned())
    }

    /// A dimension written as the constant `e`: a literal, a const generic parameter, or other.
    pub fn dim(&self, e: &Expr) -> Dim {
        match e {
            Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(n), .. }) => match n.base10_parse() {
                Ok(v) => Dim::Lit(v),
                Err(_) => Dim::Other(n.to_string()),
            },
            Expr::Paren(p) => self.dim(&p.expr),
            Expr::Group(g) => self.dim(&g.expr),
            Expr::Path(p) if p.path.get_ident().is_some_and(|id| self.generics.contains(&id.to_string())) => {
                let id = p.path.get_ident().expect("checked");
                match self.lookup(&id.to_string()) {
                    Some(Binding { kind: Kind::Const, .. }) => Dim::Param(id.to_string()),
                    _ => Dim::Other(id.to_string()),
                }
            }
            other => Dim::Other(quote!(#other).to_string()),
        }
    }

    pub fn push_scope(&mut self) {
        self.scopes.push(HashMap::new());
    }

    pub fn pop_scope(&mut self) {
        self.scopes.pop();
    }

    /// A fresh identifier of the expansion, invisible to the kernel's own names.
    pub fn hidden(name: &str) -> Ident {
        Ident::new(name, Span::mixed_site())
    }

    /// Lowers `e`, which must be a value or a constant (not a statement).
    pub fn operand(&mut self, e: &Expr) -> R<Lowered> {
        let l = self.expr(e)?;
        if l.kind == Kind::Unit {
            return Err(Error::new_spanned(e, "this has no value: it is a statement"));
        }
        Ok(l)
    }

    /// Lowers `e`, which must be a value (a tile or a scalar of the kernel), with `what` saying
    /// what it is for in the error.
    pub fn value(&mut self, e: &Expr, what: &str) -> R<Lowered> {
        let l = self.operand(e)?;
        if l.kind != Kind::Value {
            return Err(Error::new_spanned(
                e,
                format!(
                    "{what} must be a value of the kernel (a parameter, or a result of a kernel op), not a constant"
                ),
            ));
        }
        Ok(l)
    }

    /// Lowers `e`, which must be a constant (a literal, a const generic parameter, or Rust
    /// arithmetic on those), with `what` saying what it is for in the error.
    pub fn constant(&mut self, e: &Expr, what: &str) -> R<Tokens> {
        let l = self.operand(e)?;
        if l.kind != Kind::Const {
            return Err(Error::new_spanned(
                e,
                format!(
                    "{what} must be a constant known when the kernel is built: a literal or a const generic \
                     parameter (`fn k<const BLOCK: i32>`), not a value of the kernel"
                ),
            ));
        }
        Ok(l.ts)
    }

    pub fn expr(&mut self, e: &Expr) -> R<Lowered> {
        match e {
            Expr::Lit(l) => Ok(Lowered::new(quote!(#l), Kind::Const)),
            Expr::Path(p) => Ok(self.path(p)),
            Expr::Paren(p) => {
                let inner = self.expr(&p.expr)?;
                let ts = inner.ts;
                Ok(Lowered { ts: quote!((#ts)), ..inner })
            }
            Expr::Group(g) => self.expr(&g.expr),
            Expr::Binary(b) => self.binary(b),
            Expr::Unary(u) => self.unary(u),
            Expr::Cast(c) => self.cast(c),
            Expr::MethodCall(m) => self.method(m),
            Expr::Call(c) => self.call(c),
            Expr::Assign(a) => self.assign(&a.left, &a.right, None),
            Expr::Block(b) if b.label.is_none() => self.block_expr(&b.block),
            Expr::If(i) => self.if_expr(i),
            Expr::ForLoop(f) => self.for_loop(f),
            other => Err(unsupported(other)),
        }
    }

    fn path(&mut self, p: &syn::ExprPath) -> Lowered {
        if p.qself.is_none() {
            if let Some(id) = p.path.get_ident() {
                if let Some(b) = self.lookup(&id.to_string()) {
                    return match b.kind {
                        Kind::Value => Lowered::value(quote!(#id), b.ty),
                        kind => Lowered::new(quote!(#id), kind),
                    };
                }
            }
        }
        // Anything else (`f32::NEG_INFINITY`, a `const` item) is Rust's.
        Lowered::new(quote!(#p), Kind::Const)
    }

    fn binary(&mut self, b: &syn::ExprBinary) -> R<Lowered> {
        let op = &b.op;
        let assign = match op {
            BinOp::AddAssign(_) => Some(quote_spanned!(op.span()=> +)),
            BinOp::SubAssign(_) => Some(quote_spanned!(op.span()=> -)),
            BinOp::MulAssign(_) => Some(quote_spanned!(op.span()=> *)),
            BinOp::DivAssign(_) => Some(quote_spanned!(op.span()=> /)),
            BinOp::RemAssign(_) => Some(quote_spanned!(op.span()=> %)),
            BinOp::BitAndAssign(_) => Some(quote_spanned!(op.span()=> &)),
            BinOp::BitOrAssign(_) => Some(quote_spanned!(op.span()=> |)),
            BinOp::BitXorAssign(_) => Some(quote_spanned!(op.span()=> ^)),
            BinOp::ShlAssign(_) => Some(quote_spanned!(op.span()=> <<)),
            BinOp::ShrAssign(_) => Some(quote_spanned!(op.span()=> >>)),
            _ => None,
        };
        if let Some(arith) = assign {
            return self.assign(&b.left, &b.right, Some(arith));
        }
        if matches!(op, BinOp::And(_) | BinOp::Or(_)) {
            return Err(Error::new_spanned(
                op,
                "`&&` and `||` short-circuit, which tiles cannot: combine masks with `&` and `|`",
            ));
        }
        let l = self.operand(&b.left)?;
        let r = self.operand(&b.right)?;
        let (lt, rt) = (&l.ts, &r.ts);
        let span = op.span();
        let cmp = match op {
            BinOp::Lt(_) => Some(("lt", "gt")),
            BinOp::Le(_) => Some(("le", "ge")),
            BinOp::Gt(_) => Some(("gt", "lt")),
            BinOp::Ge(_) => Some(("ge", "le")),
            BinOp::Eq(_) => Some(("eq", "eq")),
            BinOp::Ne(_) => Some(("ne", "ne")),
            _ => None,
        };
        if l.kind == Kind::Const && r.kind == Kind::Const {
            return Ok(Lowered::new(quote!((#lt #op #rt)), Kind::Const));
        }
        let ts = match cmp {
            // Rust's comparison operators give `bool`; on values they are the builder's
            // compares, flipped when only the right side is a value.
            Some((m, _)) if l.kind == Kind::Value => {
                let m = Ident::new(m, span);
                quote_spanned!(span=> #lt.#m(#rt))
            }
            Some((_, flipped)) => {
                let m = Ident::new(flipped, span);
                quote_spanned!(span=> #rt.#m(#lt))
            }
            None => quote_spanned!(span=> (#lt #op #rt)),
        };
        let name = quote!(#op).to_string();
        Ok(Lowered::value(ts, self.operator_ty(&name, span, (&l, &b.left), (&r, &b.right))?))
    }

    /// The type of `l OP r` (at least one a value), or the mistake the macro sees in it:
    /// element types that differ, a float literal beside integers, pointer arithmetic other
    /// than `ptr + offsets`, shapes that cannot broadcast.
    pub fn operator_ty(&self, op: &str, span: Span, l: (&Lowered, &Expr), r: (&Lowered, &Expr)) -> R<Ty> {
        let ((l, left), (r, right)) = (l, r);
        let (le, re) = (l.ty.elem, r.ty.elem);
        if let Some(Elem::Ptr(_)) = le {
            if op != "+" {
                return Err(Error::new(span, "only `+` applies to pointers: `ptr + offsets`, offsets in elements"));
            }
            let offset = if r.kind == Kind::Const { float_literal(right).then_some("a float") } else { None };
            let found = match (offset, re) {
                (Some(f), _) => Some(f.to_string()),
                (None, Some(e)) if !matches!(e, Elem::Num("i32" | "i64")) => Some(format!("`{e}`")),
                _ => None,
            };
            if let Some(found) = found {
                return Err(Error::new_spanned(right, format!("pointer offsets are `i32` or `i64`, not {found}")));
            }
            let shape = Self::broadcast(span, &Some(Vec::new()), &[l, r])?;
            return Ok(Ty::new(le, shape));
        }
        if let Some(Elem::Ptr(_)) = re {
            return Err(Error::new(span, "pointer arithmetic is `ptr + offsets`, with the pointer on the left"));
        }
        let t = Self::common_ty(&format!("`{op}`"), span, &[(l, left), (r, right)])?;
        if matches!(op, "&" | "|" | "^" | "<<" | ">>") && t.elem.is_some_and(Elem::is_float) {
            let e = t.elem.expect("checked");
            return Err(Error::new(span, format!("`{op}` applies to integers and masks (`bool`), not `{e}`")));
        }
        let compare = matches!(op, "<" | "<=" | ">" | ">=" | "==" | "!=");
        Ok(if compare { t.with_elem(Some(Elem::BOOL)) } else { t })
    }

    /// The type of elementwise op `what` on `items` (constants and values): one element type
    /// among the values (a float literal cannot stand for integers), shapes broadcast together.
    pub fn common_ty(what: &str, span: Span, items: &[(&Lowered, &Expr)]) -> R<Ty> {
        let mut elem = None;
        for (l, _) in items.iter().filter(|(l, _)| l.kind == Kind::Value) {
            elem = same_elem(what, elem, l.ty.elem).map_err(|m| Error::new(span, m))?;
        }
        for (_, e) in items.iter().filter(|(l, _)| l.kind == Kind::Const) {
            literal_fits(e, elem)?;
        }
        let values: Vec<&Lowered> = items.iter().map(|(l, _)| *l).collect();
        Ok(Ty::new(elem, Self::broadcast(span, &Some(Vec::new()), &values)?))
    }

    /// `start` broadcast with the shapes of `items`, or the mistake at `span`.
    pub fn broadcast(span: Span, start: &Shape, items: &[&Lowered]) -> R<Shape> {
        let mut shape = start.clone();
        for l in items {
            shape = broadcast(&shape, &l.ty.shape).map_err(|(x, y)| {
                let (a, b) = (show(shape.as_deref().unwrap_or(&[])), show(l.ty.shape.as_deref().unwrap_or(&[])));
                Error::new(span, format!("shapes {a} and {b} do not broadcast: {x} and {y} differ"))
            })?;
        }
        Ok(shape)
    }

    fn unary(&mut self, u: &syn::ExprUnary) -> R<Lowered> {
        let inner = self.operand(&u.expr)?;
        let op = &u.op;
        match op {
            UnOp::Neg(_) | UnOp::Not(_) => {
                let ts = &inner.ts;
                Ok(Lowered { ts: quote_spanned!(op.span()=> (#op #ts)), ..inner })
            }
            _ => Err(Error::new_spanned(op, "`*` does not apply in kernels: load through a pointer with `load(ptr)`")),
        }
    }

    fn cast(&mut self, c: &syn::ExprCast) -> R<Lowered> {
        let inner = self.operand(&c.expr)?;
        let (ts, ty) = (&inner.ts, &c.ty);
        if inner.kind == Kind::Const {
            return Ok(Lowered::new(quote!((#ts as #ty)), Kind::Const));
        }
        let (Some(d), Some(elem)) = (crate::signature::dtype_of(ty), crate::signature::elem_of(ty)) else {
            return Err(Error::new_spanned(
                ty,
                format!("a value converts to an element type: {}", crate::signature::ELEMENT_TYPES),
            ));
        };
        Ok(Lowered::value(quote_spanned!(c.as_token.span=> #ts.to(#d)), inner.ty.with_elem(Some(elem))))
    }

    /// `x = e` or `x op= e` on a `let mut` local.
    fn assign(&mut self, left: &Expr, right: &Expr, op: Option<Tokens>) -> R<Lowered> {
        let name = match left {
            Expr::Path(p) if p.qself.is_none() && p.path.get_ident().is_some() => p.path.get_ident().unwrap().clone(),
            other => {
                return Err(Error::new_spanned(other, "only `let mut` locals can be assigned, as in `acc = acc + x`"))
            }
        };
        match self.lookup(&name.to_string()) {
            Some(Binding { mutable: true, .. }) => {}
            _ => {
                return Err(Error::new_spanned(
                    left,
                    format!("`{name}` is not a `let mut` local of the kernel: declare it with `let mut {name} = ...`"),
                ))
            }
        }
        let held = self.lookup(&name.to_string()).expect("checked above").ty;
        let rv = self.value(right, "the value assigned to a mutable local")?;
        let r = &rv.ts;
        let (value, ty) = match op {
            Some(op) => {
                let this = Lowered::value(quote!(#name), held.clone());
                let ty = self.operator_ty(&op.to_string(), op.span(), (&this, left), (&rv, right))?;
                (quote!((#name #op #r)), ty)
            }
            None => (r.clone(), rv.ty.clone()),
        };
        keeps_type(&name, &held, &ty, right)?;
        let name_str = crate::signature::ir_name(&name);
        Ok(Lowered::new(quote!(#name = ::tessera::dsl::__private::named(#value, #name_str);), Kind::Unit))
    }
}

/// Whether `e` is a float literal (`1.5`, `-0.5`), which the builder cannot make an integer.
fn float_literal(e: &Expr) -> bool {
    match e {
        Expr::Lit(l) => matches!(l.lit, syn::Lit::Float(_)),
        Expr::Unary(syn::ExprUnary { op: UnOp::Neg(_), expr, .. }) => float_literal(expr),
        Expr::Paren(p) => float_literal(&p.expr),
        Expr::Group(g) => float_literal(&g.expr),
        _ => false,
    }
}

/// A constant `e` used beside values of `elem`: a float literal cannot stand for integers.
pub(crate) fn literal_fits(e: &Expr, elem: Option<Elem>) -> R<()> {
    match elem {
        Some(el @ Elem::Num(n)) if !el.is_float() && float_literal(e) => Err(Error::new_spanned(
            e,
            format!("a float literal beside `{n}` values: write an integer, or convert the values with `as f32`"),
        )),
        _ => Ok(()),
    }
}

/// An assignment to `let mut` local `name` that holds `held` keeps its element type and shape
/// (it may be carried through a loop or an `if`, whose results keep their types).
fn keeps_type(name: &Ident, held: &Ty, got: &Ty, right: &Expr) -> R<()> {
    if let (Some(h), Some(g)) = (held.elem, got.elem) {
        if h != g {
            return Err(Error::new_spanned(
                right,
                format!("`{name}` holds `{h}` values, and this is `{g}`: convert it with `as {h}`"),
            ));
        }
    }
    if let (Some(h), Some(g)) = (&held.shape, &got.shape) {
        if crate::types::shapes_differ(h, g) {
            let (h, g) = (show(h), show(g));
            return Err(Error::new_spanned(
                right,
                format!("`{name}` is a tile of shape {h}, and this is {g}: a `let mut` local keeps its shape"),
            ));
        }
    }
    Ok(())
}

/// The error for an expression the macro does not lower, naming what to write instead.
fn unsupported(e: &Expr) -> Error {
    let msg = match e {
        Expr::While(_) | Expr::Loop(_) => {
            "`while` and `loop` are not supported in kernels: use a counted `for i in lo..hi` loop \
             (mutable locals assigned in it are carried from one iteration to the next)"
        }
        Expr::Match(_) => "`match` is not supported in kernels: use `if`/`else`, or `select(cond, a, b)` on tiles",
        Expr::Return(_) => "early `return` is not supported yet: guard the stores with a mask or an `if`",
        Expr::Break(_) | Expr::Continue(_) => "`break` and `continue` are not supported: kernel loops are counted",
        Expr::Closure(_) => "closures are not supported in kernels",
        Expr::Index(_) => {
            "tiles are not indexed: offset a pointer and load (`load(ptr + offs, mask, 0.0)`), or add axes \
             with `.row()`, `.col()` or `.expand_dims(axis)`"
        }
        Expr::Field(_) => "fields are not supported in kernels",
        Expr::Tuple(_) => "tuples are not supported in kernels: bind one value per `let`",
        Expr::Array(_) | Expr::Repeat(_) => "arrays are only shapes, as in `zeros::<f32>([BM, BN])`",
        Expr::Reference(_) => "references are not needed in kernels: values are handles, pass `x` itself",
        Expr::Macro(_) => "macros are not supported inside kernels",
        Expr::Range(_) => "ranges are only loop bounds (`for i in lo..hi`); a tile of indices is `arange(lo, hi)`",
        Expr::Async(_) | Expr::Await(_) => "kernels are not async",
        Expr::Block(_) => "labelled blocks are not supported in kernels",
        Expr::Unsafe(_) => "kernels need no `unsafe`",
        Expr::Let(_) => "`if let` is not supported in kernels: conditions are masks or scalar compares",
        Expr::Try(_) => "`?` is not supported in kernels: the builder reports mistakes when the kernel is built",
        _ => "this expression is not supported in a kernel",
    };
    Error::new_spanned(e, msg)
}
