//! The items a kernel expands to, around the builder calls of its body: the unit struct named
//! after the function (generic over its const parameters), its `kernel()`, its typed
//! `launch` / `launch_on`, and its `tessera::jit::KernelType` impl, through which the JIT
//! builds the kernel once per `Jit` and finds it again by type.
//!
//! ```text
//!   fn softmax<const BLOCK: i32>(x: Ptr<f32>, out: Ptr<f32>, stride: i32, n: i32) { .. }
//!   ──> struct softmax<const BLOCK: i32>;
//!       impl softmax<BLOCK> {
//!           fn kernel() -> Result<Kernel, BuildError>                  the body's builder calls
//!           fn launch<'a>(jit: &Jit, grid: impl GridSpec,
//!                         x: impl PtrArg<'a, f32>, out: impl PtrArg<'a, f32>, stride: i32, n: i32)
//!           fn launch_on<'a>(jit, stream: &Stream, grid, x, out, stride, n)
//!       }
//!       impl KernelType for softmax<BLOCK> { build = kernel, constants = {BLOCK}, NO_SPECIALIZE }
//! ```
//!
//! Each launch parameter keeps the span of the kernel's own parameter, so that rustc's notes
//! on a wrong argument ("required by this bound", "defined here") point at the kernel's
//! signature.

use crate::signature::{ir_name, Signature};
use proc_macro2::{Span, TokenStream as Tokens};
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{Ident, ItemFn};

/// The items of kernel `func` (read as `sig`), with `body` as the body of `kernel()`: the
/// builder calls ending in `finish()` (or, for a kernel the macro rejected, `unreachable!`).
pub(crate) fn kernel_items(func: &ItemFn, sig: &Signature, body: Tokens) -> Tokens {
    let name = &func.sig.ident;
    let vis = &func.vis;
    let docs = &sig.docs;
    let generics = &func.sig.generics;
    let (impl_generics, ty_generics, _) = generics.split_for_impl();
    let param_types = sig.params.iter().map(|p| &p.ty);

    let jit = Ident::new("__tessera_jit", Span::mixed_site());
    let grid = Ident::new("__tessera_grid", Span::mixed_site());
    let stream = Ident::new("__tessera_stream", Span::mixed_site());
    let args = Ident::new("__tessera_args", Span::mixed_site());
    let lifetime = syn::Lifetime::new("'__tessera_a", Span::mixed_site());
    let typed = sig.params.iter().map(|p| {
        let name = &p.name;
        match &p.pointee {
            Some(t) => quote_spanned!(p.ty.span()=> #name: impl ::tessera::dsl::PtrArg<#lifetime, #t>),
            None => {
                let ty = &p.ty;
                quote!(#name: #ty)
            }
        }
    });
    let typed: Vec<Tokens> = typed.collect();
    let to_args = sig.params.iter().map(|p| {
        let name = &p.name;
        match &p.pointee {
            Some(_) => quote!(::tessera::dsl::PtrArg::into_arg(#name)),
            None => quote!(::tessera::runtime::Arg::from(#name)),
        }
    });
    let to_args = quote!(let #args = [#(#to_args),*];);
    let listed: Vec<String> =
        sig.params.iter().map(|p| format!("`{}: {}`", ir_name(&p.name), spelled(&p.ty))).collect();
    let launch_doc = format!(
        "Launches the kernel on `jit`'s device over `grid` (numbers, or a closure of the arguments \
         and constants, `|m: &Meta| ..`), with one argument per parameter, in order: {}. A `Ptr<T>` \
         takes a `&Buffer<T>`, a `BufferSlice<T>` or a cudarc `&CudaSlice<T>` / `&CudaView<T>`; a \
         scalar takes its own type. The kernel is built on the first launch on `jit` and \
         specialised on the arguments' values as any `Jit` kernel is.",
        if listed.is_empty() { "none".to_string() } else { listed.join(", ") }
    );

    let consts = sig.int_consts.iter().map(|c| {
        let s = c.to_string();
        quote!(.with(#s, #c as i64))
    });
    let no_specialize = sig.params.iter().filter(|p| p.no_specialize).map(|p| ir_name(&p.name));

    quote! {
        #(#docs)*
        #[allow(non_camel_case_types)]
        #vis struct #name #generics;

        impl #impl_generics #name #ty_generics {
            /// Builds the kernel (verified), or returns the first mistake with its location.
            #[allow(unused_mut, unused_variables, unused_parens, unused_braces, non_snake_case, clippy::all)]
            #vis fn kernel() -> ::core::result::Result<::tessera::ir::Kernel, ::tessera::ir::BuildError> {
                // The signature's types, so that rustc checks that they name something.
                let _: ::core::marker::PhantomData<(#(#param_types,)*)> = ::core::marker::PhantomData;
                #body
            }

            #[doc = #launch_doc]
            #[allow(dead_code, non_snake_case, clippy::too_many_arguments)]
            #vis fn launch<#lifetime>(
                #jit: &::tessera::Jit,
                #grid: impl ::tessera::jit::GridSpec,
                #(#typed),*
            ) -> ::core::result::Result<(), ::tessera::JitError> {
                #to_args
                #jit.kernel_of::<Self>()?.launch(#grid, &#args)
            }

            /// As `launch`, on `stream` (a stream of `jit`'s device, or a cudarc stream through
            /// `Device::wrap_cuda_stream`).
            #[allow(dead_code, non_snake_case, clippy::too_many_arguments)]
            #vis fn launch_on<#lifetime>(
                #jit: &::tessera::Jit,
                #stream: &::tessera::runtime::Stream,
                #grid: impl ::tessera::jit::GridSpec,
                #(#typed),*
            ) -> ::core::result::Result<(), ::tessera::JitError> {
                #to_args
                #jit.kernel_of::<Self>()?.launch_on(#stream, #grid, &#args)
            }
        }

        impl #impl_generics ::tessera::jit::KernelType for #name #ty_generics {
            fn build() -> ::core::result::Result<::tessera::ir::Kernel, ::tessera::ir::BuildError> {
                Self::kernel()
            }
            fn constants() -> ::tessera::tune::Config {
                ::tessera::tune::Config::new() #(#consts)*
            }
            const NO_SPECIALIZE: &'static [&'static str] = &[#(#no_specialize),*];
        }
    }
}

/// A type as written, without the spaces `quote` puts between its tokens (`Ptr<f32>`).
fn spelled(ty: &syn::Type) -> String {
    quote!(#ty).to_string().replace(' ', "")
}
