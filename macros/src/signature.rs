//! The kernel's outside: attribute arguments (`num_warps`, `num_stages`), const generic
//! parameters (the kernel's constants, such as block sizes) and value parameters (`Ptr<T>` or
//! a scalar type, with `#[align(N)]` / `#[div(N)]` / `#[no_specialize]`), each checked here so
//! that a wrong one is an error at its own span. A parameter named by a Rust keyword is
//! written raw (`r#do`), and the IR names it without the `r#` (`%do`), as do the JIT's lists.

use crate::types::Elem;
use proc_macro2::{Ident, TokenStream as Tokens};
use quote::{quote, quote_spanned};
use syn::ext::IdentExt;
use syn::spanned::Spanned;
use syn::{Error, FnArg, GenericArgument, GenericParam, Pat, PathArguments, Type};

/// `#[tessera::kernel(num_warps = N, num_stages = N)]`.
#[derive(Default)]
pub(crate) struct Options {
    pub num_warps: Option<u32>,
    pub num_stages: Option<u32>,
}

impl Options {
    pub fn parse(attr: Tokens) -> syn::Result<Options> {
        let mut o = Options::default();
        let parser = syn::meta::parser(|meta| {
            let slot = if meta.path.is_ident("num_warps") {
                &mut o.num_warps
            } else if meta.path.is_ident("num_stages") {
                &mut o.num_stages
            } else {
                return Err(meta.error("unknown kernel option: the options are `num_warps = N` and `num_stages = N`"));
            };
            let lit: syn::LitInt = meta.value()?.parse()?;
            *slot = Some(lit.base10_parse()?);
            Ok(())
        });
        syn::parse::Parser::parse2(parser, attr)?;
        Ok(o)
    }
}

/// The element type a Rust type names (`f32`, `f16`, ...).
pub(crate) fn elem_of(ty: &Type) -> Option<Elem> {
    Elem::named(&element_ident(ty)?.to_string())
}

/// The last name of a plain path type without arguments.
fn element_ident(ty: &Type) -> Option<&Ident> {
    let Type::Path(p) = ty else { return None };
    if p.qself.is_some() {
        return None;
    }
    let last = p.path.segments.last()?;
    matches!(last.arguments, PathArguments::None).then_some(&last.ident)
}

/// An element type of the signature, as the path of its `DType`.
pub(crate) fn dtype_of(ty: &Type) -> Option<Tokens> {
    let ident = element_ident(ty)?;
    let variant = match ident.to_string().as_str() {
        "bool" => "I1",
        "i8" => "I8",
        "i16" => "I16",
        "i32" => "I32",
        "i64" => "I64",
        "f16" => "F16",
        "bf16" => "BF16",
        "f32" => "F32",
        "f64" => "F64",
        _ => return None,
    };
    let v = Ident::new(variant, ident.span());
    Some(quote!(::tessera::ir::DType::#v))
}

/// The name `id` gives a value in the IR: a raw identifier (`r#do`, for a parameter named by
/// a Rust keyword) without its `r#`, so that the kernel's parameter is `%do` as in a `.tile`
/// file.
pub(crate) fn ir_name(id: &Ident) -> String {
    id.unraw().to_string()
}

/// A Rust integer type or `bool` (what a const generic parameter is, to be a JIT constant).
fn is_integer_or_bool(name: &str) -> bool {
    matches!(
        name,
        "bool" | "i8" | "i16" | "i32" | "i64" | "i128" | "isize" | "u8" | "u16" | "u32" | "u64" | "u128" | "usize"
    )
}

pub(crate) const ELEMENT_TYPES: &str = "bool, i8, i16, i32, i64, f16, bf16, f32 or f64";

/// A value parameter of the kernel.
pub(crate) struct Param {
    pub name: Ident,
    pub ty: Type,
    /// `T` of `Ptr<T>`; `None` for a scalar.
    pub pointee: Option<Type>,
    /// `#[no_specialize]`: the JIT never specialises it on its value.
    pub no_specialize: bool,
    /// Its element type, as the macro checks it.
    pub elem: Elem,
    /// `::tessera::ir::Type` of the parameter.
    ir_type: Tokens,
    align: Option<u32>,
    div: Option<u32>,
}

impl Param {
    /// The statement declaring it on the builder `b`.
    pub fn declare(&self, b: &Ident) -> Tokens {
        let (name, ir_type) = (&self.name, &self.ir_type);
        let name_str = ir_name(name);
        let some = |n: Option<u32>| match n {
            Some(n) => quote!(::core::option::Option::Some(#n)),
            None => quote!(::core::option::Option::None),
        };
        let (align, div) = (some(self.align), some(self.div));
        quote_spanned! {name.span()=>
            let #name = #b.param_with(#name_str, #ir_type, ::tessera::ir::ParamAttrs { align: #align, div: #div });
        }
    }
}

/// What the macro reads from the function's signature.
pub(crate) struct Signature {
    pub consts: Vec<Ident>,
    /// The const generic parameters of integer or `bool` type, which the JIT's grid closures
    /// can read (`Meta::constant`).
    pub int_consts: Vec<Ident>,
    pub params: Vec<Param>,
    pub docs: Vec<syn::Attribute>,
}

impl Signature {
    pub fn read(f: &syn::ItemFn) -> syn::Result<Signature> {
        let s = &f.sig;
        let mut docs = Vec::new();
        for a in &f.attrs {
            if a.path().is_ident("doc") {
                docs.push(a.clone());
            } else {
                return Err(Error::new_spanned(
                    a,
                    "only doc comments may stand on a kernel; options go in `#[tessera::kernel(num_warps = N)]`",
                ));
            }
        }
        if let Some(t) =
            s.constness.as_ref().map(|t| t.span()).or(s.asyncness.map(|t| t.span)).or(s.unsafety.map(|t| t.span))
        {
            return Err(Error::new(t, "a kernel is a plain `fn`: drop `const`, `async` and `unsafe`"));
        }
        if let Some(abi) = &s.abi {
            return Err(Error::new_spanned(abi, "a kernel is a plain `fn`: drop the `extern` ABI"));
        }
        if let Some(v) = &s.variadic {
            return Err(Error::new_spanned(v, "kernels are not variadic"));
        }
        if let syn::ReturnType::Type(_, t) = &s.output {
            return Err(Error::new_spanned(
                t,
                "kernels return nothing: write results through pointers with `store(ptr, value, mask)`",
            ));
        }
        if let Some(w) = &s.generics.where_clause {
            return Err(Error::new_spanned(
                w,
                "kernels take no `where` clause: their generics are constants (`<const BLOCK: i32>`)",
            ));
        }
        let (mut consts, mut int_consts) = (Vec::new(), Vec::new());
        for g in &s.generics.params {
            match g {
                GenericParam::Const(c) => {
                    consts.push(c.ident.clone());
                    if element_ident(&c.ty).is_some_and(|t| is_integer_or_bool(&t.to_string())) {
                        int_consts.push(c.ident.clone());
                    }
                }
                _ => return Err(Error::new_spanned(
                    g,
                    "kernels are generic over constants only: write `<const BLOCK: i32>` and use `BLOCK` as a value",
                )),
            }
        }
        let mut params = Vec::new();
        for arg in &s.inputs {
            match arg {
                FnArg::Receiver(r) => {
                    return Err(Error::new_spanned(r, "kernels take no `self`: they are free functions"))
                }
                FnArg::Typed(pt) => params.push(Self::param(pt)?),
            }
        }
        Ok(Signature { consts, int_consts, params, docs })
    }

    fn param(pt: &syn::PatType) -> syn::Result<Param> {
        let name = match &*pt.pat {
            Pat::Ident(p) if p.by_ref.is_none() && p.mutability.is_none() && p.subpat.is_none() => p.ident.clone(),
            other => return Err(Error::new_spanned(other, "kernel parameters are plain names, as in `x: Ptr<f32>`")),
        };
        let ty = &*pt.ty;
        let pointee = Self::ptr_elem(ty)?;
        let (ir_type, elem_ty) = if let Some(pointee) = pointee {
            let (Some(d), Some(Elem::Num(n))) = (dtype_of(pointee), elem_of(pointee)) else {
                return Err(Error::new_spanned(
                    pointee,
                    format!("unknown element type: pointers point to {ELEMENT_TYPES}"),
                ));
            };
            (quote!(::tessera::ir::Type::ptr(#d)), Elem::Ptr(n))
        } else if let (Some(d), Some(e)) = (dtype_of(ty), elem_of(ty)) {
            (quote!(::tessera::ir::Type::from(#d)), e)
        } else {
            return Err(Error::new_spanned(
                ty,
                format!("a kernel parameter is `Ptr<T>` (a buffer, e.g. `Ptr<f32>`) or a scalar: {ELEMENT_TYPES}"),
            ));
        };
        let (is_ptr, is_int) = (elem_ty.pointee().is_some(), elem_ty.is_int());
        let (mut align, mut div, mut no_specialize) = (None, None, false);
        for a in &pt.attrs {
            if a.path().is_ident("no_specialize") {
                a.meta.require_path_only()?;
                if !is_ptr && !is_int {
                    return Err(Error::new_spanned(
                        a,
                        "`#[no_specialize]` applies to pointers and integers: floats and bools are never specialised",
                    ));
                }
                no_specialize = true;
                continue;
            }
            let (slot, what, ok) = if a.path().is_ident("align") {
                (&mut align, "align", is_ptr)
            } else if a.path().is_ident("div") {
                (&mut div, "div", is_int)
            } else {
                return Err(Error::new_spanned(
                    a,
                    "unknown parameter attribute: use `#[align(N)]` on pointers, `#[div(N)]` on integers or \
                     `#[no_specialize]` on either",
                ));
            };
            if !ok {
                let want = if what == "align" { "pointers" } else { "integers" };
                return Err(Error::new_spanned(a, format!("`#[{what}(N)]` applies to {want} only")));
            }
            let n: syn::LitInt = a.parse_args()?;
            let v: u32 = n.base10_parse()?;
            if !v.is_power_of_two() {
                return Err(Error::new_spanned(n, format!("`{what}` must be a power of two, found {v}")));
            }
            *slot = Some(v);
        }
        let pointee = pointee.cloned();
        Ok(Param { name, ty: ty.clone(), pointee, no_specialize, elem: elem_ty, ir_type, align, div })
    }

    /// `T` of `Ptr<T>` (any path ending in `Ptr`), `None` for other types.
    fn ptr_elem(ty: &Type) -> syn::Result<Option<&Type>> {
        let Type::Path(p) = ty else { return Ok(None) };
        let Some(last) = p.path.segments.last() else { return Ok(None) };
        if last.ident != "Ptr" {
            return Ok(None);
        }
        match &last.arguments {
            PathArguments::AngleBracketed(a) if a.args.len() == 1 => match &a.args[0] {
                GenericArgument::Type(t) => Ok(Some(t)),
                other => Err(Error::new_spanned(other, "`Ptr` takes an element type, as in `Ptr<f32>`")),
            },
            _ => Err(Error::new_spanned(last, "`Ptr` takes an element type, as in `Ptr<f32>`")),
        }
    }
}
