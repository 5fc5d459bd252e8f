//! Expansion tests: what the macro turns a kernel into (builder calls), and the errors it gives
//! with their messages. `tests/macro_kernels.rs` in the root crate builds and runs expansions.

use crate::expand;
use proc_macro2::TokenStream as Tokens;
use quote::quote;

fn expanded(attr: Tokens, item: Tokens) -> String {
    expand(attr, item).unwrap_or_else(|e| panic!("{e}")).to_string()
}

fn error(item: Tokens) -> String {
    match expand(Tokens::new(), item) {
        Ok(t) => panic!("expanded: {t}"),
        Err(e) => e.to_string(),
    }
}

/// `s` without whitespace, so that checks do not depend on how tokens print.
fn squash(s: &str) -> String {
    s.chars().filter(|c| !c.is_whitespace()).collect()
}

#[test]
fn a_kernel_becomes_a_struct_with_a_builder_function() {
    let out = squash(&expanded(
        quote!(num_warps = 8, num_stages = 3),
        quote! {
            pub fn add<const BLOCK: i32>(#[align(16)] x: Ptr<f32>, n: i32) {
                let offs = program_id(0) * BLOCK + arange(0, BLOCK);
                store(x + offs, 1.0, offs < n);
            }
        },
    ));
    for want in [
        "pubstructadd<constBLOCK:i32>;",
        "impl<constBLOCK:i32>add<BLOCK>{",
        "::tessera::ir::Builder::new(\"add\")",
        ".num_warps(8u32)",
        ".num_stages(3u32)",
        ".param_with(\"x\",::tessera::ir::Type::ptr(::tessera::ir::DType::F32),::tessera::ir::ParamAttrs{align:::core::option::Option::Some(16u32),div:::core::option::Option::None})",
        ".param_with(\"n\",::tessera::ir::Type::from(::tessera::ir::DType::I32)",
        ".program_id(((0)asu8))",
        ".arange((0)asi32,(BLOCK)asi32)",
        "named(",
        ".store_masked((x+offs),1.0,offs.lt(n));",
    ] {
        assert!(out.contains(&squash(want)), "{want} in {out}");
    }
}

#[test]
fn comparisons_become_builder_compares_and_flip_when_only_the_right_is_a_value() {
    let out = squash(&expanded(
        Tokens::new(),
        quote! {
            fn k<const B: i32>(x: Ptr<f32>, n: i32) {
                let offs = arange(0, B);
                let a = offs >= n;
                let b = 0 < offs;
                let c = B > 4;
                store(x + offs, 0.0, a & b);
            }
        },
    ));
    assert!(out.contains("offs.ge(n)"), "{out}");
    assert!(out.contains("offs.gt(0)"), "{out}");
    assert!(out.contains("letc=(B>4);"), "{out}");
}

#[test]
fn reductions_and_elementwise_extremes_are_told_apart() {
    let out = squash(&expanded(
        Tokens::new(),
        quote! {
            fn k<const B: i32>(x: Ptr<f32>) {
                let v = load(x + arange(0, B));
                let m = v.max(0);
                let w = v.maximum(m);
                let h = v.to::<f16>();
                let i = v as i32;
                store(x + arange(0, B), w);
            }
        },
    ));
    for want in
        ["v.max_along(((0)asu8))", "v.max(m)", ".to(::tessera::ir::DType::F16)", "v.to(::tessera::ir::DType::I32)"]
    {
        assert!(out.contains(&squash(want)), "{want} in {out}");
    }
}

#[test]
fn loops_carry_the_mutable_locals_they_assign() {
    let out = squash(&expanded(
        Tokens::new(),
        quote! {
            fn k<const B: i32>(x: Ptr<f32>, n: i32) {
                let mut acc = zeros::<f32>([B]);
                let mut other = zeros::<f32>([B]);
                for k in (0..n).step_by(B) {
                    acc += load(x + k + arange(0, B));
                }
                store(x + arange(0, B), acc + other);
            }
        },
    ));
    assert!(out.contains(".for_range(0,n,B,&[acc],|k,"), "{out}");
    assert!(!out.contains("&[acc,other]"), "{out}");
}

#[test]
fn unsupported_syntax_names_the_alternative() {
    let cases = [
        (
            quote!(
                fn k(x: Ptr<f32>) {
                    loop {}
                }
            ),
            "use a counted `for i in lo..hi` loop",
        ),
        (
            quote!(
                fn k(x: Ptr<f32>, n: i32) {
                    let t = arange(0, n);
                }
            ),
            "must be a constant known when the kernel is built",
        ),
        (
            quote!(
                fn k(x: Ptr<f32>) {
                    let v = load(x).tanh();
                }
            ),
            "unknown method `tanh`",
        ),
        (
            quote!(
                fn k(x: &[f32]) {}
            ),
            "a kernel parameter is `Ptr<T>`",
        ),
        (
            quote!(
                fn k(x: Ptr<f32>) {
                    let (a, b) = (load(x), load(x));
                }
            ),
            "bind one value per `let`",
        ),
        (
            quote!(
                fn k<T>(x: Ptr<T>) {}
            ),
            "generic over constants only",
        ),
        (
            quote!(
                fn k(x: Ptr<f32>) {
                    let v = load(x);
                    v = v + 1.0;
                }
            ),
            "is not a `let mut` local",
        ),
        (
            quote!(
                fn k(x: Ptr<f32>) {
                    let v = load(x)[0];
                }
            ),
            "tiles are not indexed",
        ),
        (
            quote!(
                fn k(#[div(16)] x: Ptr<f32>) {}
            ),
            "`#[div(N)]` applies to integers only",
        ),
        (
            quote!(
                fn k(x: Ptr<f32>) {
                    for i in 0..=4 {}
                }
            ),
            "half-open ranges",
        ),
        (
            quote!(
                fn k(x: Ptr<f32>) {
                    let c = load(x) > 0.0;
                    let v = if c {
                        load(x)
                    };
                }
            ),
            "needs an `else`",
        ),
    ];
    for (item, want) in cases {
        let e = error(item.clone());
        assert!(e.contains(want), "{item}: {e}");
    }
}

#[test]
fn unknown_options_are_errors() {
    let e = expand(
        quote!(warps = 4),
        quote!(
            fn k() {}
        ),
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("the options are `num_warps = N` and `num_stages = N`"), "{e}");
}
