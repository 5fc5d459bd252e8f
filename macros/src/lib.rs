//! `#[tessera::kernel]`: a Rust function read as a tile kernel and expanded to calls of the
//! builder (`tessera::ir::Builder`), so that there is one IR and one semantics, with a typed
//! launch through `tessera::Jit`. Use it through the root crate (`#[tessera::kernel]`, with
//! `use tessera::dsl::*;` for the signature's types).
//!
//! ```ignore
//! use tessera::dsl::*;
//!
//! #[tessera::kernel(num_warps = 4)]
//! fn softmax<const BLOCK: i32>(#[align(16)] x: Ptr<f32>, #[align(16)] out: Ptr<f32>, stride: i32, ncols: i32) {
//!     let row_start = program_id(0) * stride;
//!     let cols = arange(0, BLOCK);
//!     let mask = cols < ncols;
//!     let offs = row_start + cols;
//!     let xv = load(x + offs, mask, f32::NEG_INFINITY);
//!     let num = (xv - xv.max(0)).exp();
//!     let y = num / num.sum(0);
//!     store(out + offs, y, mask);
//! }
//! // softmax::<1024>::kernel() -> Result<tessera::ir::Kernel, tessera::ir::BuildError>
//! // softmax::<1024>::launch(&jit, rows, &x, &out, stride, ncols)?;   // x, out: &Buffer<f32>, ...
//! ```
//!
//! The expansion is a unit struct named after the function, generic over its const
//! parameters, with an associated `kernel()` that builds the kernel: parameters become
//! `param_with` calls, and the body is rewritten expression by expression into builder calls
//! (`a < b` into `a.lt(b)`, `x.max(0)` into `x.max_along(0)`, `for` into `for_range`, ...).
//! Builder calls carry the Rust span of what they came from, so a mistake the builder finds
//! while building (two element types that differ, say) is reported at the kernel's own
//! file:line:col; what the macro cannot expand is a compile error at its span, naming the
//! supported alternative.
//!
//! The macro also follows what it can see of each value's type (element type, and shape in
//! the kernel's constants) and reports a mistake visible in the source, such as operands of
//! two element types or a `dot` whose inner dimensions differ, as a compile error at its span;
//! the rest is the builder's and the verifier's to find when the kernel is built.
//!
//! Each kernel also gets `launch(&jit, grid, args..)` and `launch_on(&jit, &stream, grid,
//! args..)`: one Rust argument per parameter, in order, a `Ptr<T>` taking anything that
//! implements `tessera::dsl::PtrArg<T>` (tessera's `Buffer<T>` and `BufferSlice<T>`, cudarc's
//! `CudaSlice<T>` and `CudaView<T>`) and a scalar its own type, so that rustc rejects a wrong
//! element type, a wrong scalar type or a wrong count at the call. The struct implements
//! `tessera::jit::KernelType` (its const generic parameters as the JIT's constants, its
//! `#[no_specialize]` parameters: a choice of the JIT, not a fact of the IR, so `kernel()`
//! alone does not carry it), and `launch` goes through `Jit::kernel_of`, which builds
//! the kernel once per `Jit` and launches it as any `Jit` kernel, specialised on the
//! arguments' values and compiled through the cache (`tessera::dsl` says why it is done so).
//!
//! Parts: `signature` (attribute arguments, parameters, const generics), `items` (the struct,
//! `kernel()`, the typed launches and the `KernelType` impl around the body), `body`
//! (statements, scopes, `let`, `for`, `if`), `expr` (operators, literals, names), `calls` (the
//! free functions the body may call, mapped to builder ops), `methods` (the methods on values)
//! and `types` (what the macro sees of a value's type, and the rules it checks).

mod body;
mod calls;
mod expr;
mod items;
mod methods;
mod signature;
#[cfg(test)]
mod tests;
mod types;

use proc_macro::TokenStream;
use proc_macro2::{Span, TokenStream as Tokens};
use quote::quote;

/// Turns a function into a tile kernel; see the crate documentation for the surface.
#[proc_macro_attribute]
pub fn kernel(attr: TokenStream, item: TokenStream) -> TokenStream {
    let item: Tokens = item.into();
    match expand(attr.into(), item.clone()) {
        Ok(t) => t.into(),
        Err(e) => {
            let mut out = e.to_compile_error();
            out.extend(stub(item));
            out.into()
        }
    }
}

/// What stands in for a kernel the macro rejected: the struct with its `kernel()` and typed
/// launches (when the signature reads; otherwise `kernel()` alone), naming the signature's
/// types, so that the error above is the only one (no unknown `NAME` or `launch` at its uses,
/// no unused imports).
fn stub(item: Tokens) -> Tokens {
    let Ok(func) = syn::parse2::<syn::ItemFn>(item) else { return Tokens::new() };
    let unreachable = quote!(::core::unreachable!("the kernel did not expand"));
    if let Ok(sig) = signature::Signature::read(&func) {
        return items::kernel_items(&func, &sig, unreachable);
    }
    let generics = &func.sig.generics;
    if generics.where_clause.is_some() || !generics.params.iter().all(|g| matches!(g, syn::GenericParam::Const(_))) {
        return Tokens::new();
    }
    let (name, vis) = (&func.sig.ident, &func.vis);
    let (impl_generics, ty_generics, _) = generics.split_for_impl();
    let types = func.sig.inputs.iter().filter_map(|a| match a {
        syn::FnArg::Typed(t) => Some(&t.ty),
        syn::FnArg::Receiver(_) => None,
    });
    quote! {
        #[allow(non_camel_case_types)]
        #vis struct #name #generics;
        impl #impl_generics #name #ty_generics {
            #[allow(dead_code)]
            #vis fn kernel() -> ::core::result::Result<::tessera::ir::Kernel, ::tessera::ir::BuildError> {
                let _: ::core::marker::PhantomData<(#(#types,)*)> = ::core::marker::PhantomData;
                #unreachable
            }
        }
    }
}

fn expand(attr: Tokens, item: Tokens) -> syn::Result<Tokens> {
    let options = signature::Options::parse(attr)?;
    let func: syn::ItemFn = syn::parse2(item)?;
    let sig = signature::Signature::read(&func)?;
    let b = syn::Ident::new("__tessera_b", Span::mixed_site());
    let mut lower = expr::Lower::new(b.clone());
    for g in &sig.consts {
        lower.bind_generic(g);
    }
    let params = sig.params.iter().map(|p| {
        lower.bind_value(&p.name, false, types::Ty::scalar(p.elem));
        p.declare(&b)
    });
    let params: Vec<Tokens> = params.collect();
    let body = lower.fn_body(&func.block)?;

    let name_str = func.sig.ident.to_string();
    let warps = options.num_warps.map(|n| quote!(#b.num_warps(#n);));
    let stages = options.num_stages.map(|n| quote!(#b.num_stages(#n);));
    let builder = syn::Ident::new("__tessera_builder", Span::mixed_site());
    let build = quote! {
        let #builder = ::tessera::ir::Builder::new(#name_str);
        {
            let #b = &#builder;
            #warps
            #stages
            #(#params)*
            #body
        }
        #builder.finish()
    };
    Ok(items::kernel_items(&func, &sig, build))
}
