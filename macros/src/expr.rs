//! Expressions: the lowering state ([`Lower`]: the builder's name and the scopes of names) and
//! the rewriting of operators, literals, names and casts into builder calls.
//!
//! Every expression is classified while it is lowered ([`Kind`]): a *value* is a builder handle
//! (`Tv`) made at run time of the generator, a *constant* is plain Rust (literals, const
//! generic parameters, `f32::NEG_INFINITY`, arithmetic on those), computed by rustc and
//! specialised into the kernel, and *unit* is what statements such as `store` give. The
//! classification is what lets `a < b` become `a.lt(b)` (or `b.gt(a)` when only `b` is a value,
//! or stay `a < b` between constants) and what makes a non-constant block size an error at the
//! macro's span instead of a type error inside the expansion.

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

/// A lowered expression: its tokens and its kind.
pub(crate) struct Lowered {
    pub ts: Tokens,
    pub kind: Kind,
}

impl Lowered {
    pub fn new(ts: Tokens, kind: Kind) -> Lowered {
        Lowered { ts, kind }
    }
}

#[derive(Clone, Copy)]
pub(crate) struct Binding {
    pub kind: Kind,
    pub mutable: bool,
}

/// The lowering state: the builder's identifier and the names in scope.
pub(crate) struct Lower {
    pub b: Ident,
    scopes: Vec<HashMap<String, Binding>>,
}

pub(crate) type R<T> = syn::Result<T>;

impl Lower {
    pub fn new(b: Ident) -> Lower {
        Lower { b, scopes: vec![HashMap::new()] }
    }

    pub fn bind_const(&mut self, name: &Ident) {
        self.bind(name, Binding { kind: Kind::Const, mutable: false });
    }

    pub fn bind_value(&mut self, name: &Ident, mutable: bool) {
        self.bind(name, Binding { kind: Kind::Value, mutable });
    }

    pub fn bind(&mut self, name: &Ident, b: Binding) {
        self.scopes.last_mut().expect("a scope is always open").insert(name.to_string(), b);
    }

    pub fn lookup(&self, name: &str) -> Option<Binding> {
        self.scopes.iter().rev().find_map(|s| s.get(name).copied())
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
    pub fn value(&mut self, e: &Expr, what: &str) -> R<Tokens> {
        let l = self.operand(e)?;
        if l.kind != Kind::Value {
            return Err(Error::new_spanned(
                e,
                format!(
                    "{what} must be a value of the kernel (a parameter, or a result of a kernel op), not a constant"
                ),
            ));
        }
        Ok(l.ts)
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
                Ok(Lowered::new(quote!((#ts)), inner.kind))
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
                    return Lowered::new(quote!(#id), b.kind);
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
        Ok(Lowered::new(ts, Kind::Value))
    }

    fn unary(&mut self, u: &syn::ExprUnary) -> R<Lowered> {
        let inner = self.operand(&u.expr)?;
        let (op, ts) = (&u.op, &inner.ts);
        match op {
            UnOp::Neg(_) | UnOp::Not(_) => Ok(Lowered::new(quote_spanned!(op.span()=> (#op #ts)), inner.kind)),
            _ => Err(Error::new_spanned(op, "`*` does not apply in kernels: load through a pointer with `load(ptr)`")),
        }
    }

    fn cast(&mut self, c: &syn::ExprCast) -> R<Lowered> {
        let inner = self.operand(&c.expr)?;
        let (ts, ty) = (&inner.ts, &c.ty);
        if inner.kind == Kind::Const {
            return Ok(Lowered::new(quote!((#ts as #ty)), Kind::Const));
        }
        let d = crate::signature::dtype_of(ty).ok_or_else(|| {
            Error::new_spanned(ty, format!("a value converts to an element type: {}", crate::signature::ELEMENT_TYPES))
        })?;
        Ok(Lowered::new(quote_spanned!(c.as_token.span=> #ts.to(#d)), Kind::Value))
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
        let r = self.value(right, "the value assigned to a mutable local")?;
        let value = match op {
            Some(op) => quote!((#name #op #r)),
            None => r,
        };
        let name_str = name.to_string();
        Ok(Lowered::new(quote!(#name = ::tessera::dsl::__private::named(#value, #name_str);), Kind::Unit))
    }
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
