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
fn a_kernel_gets_a_typed_launch_and_a_kernel_type() {
    let out = squash(&expanded(
        Tokens::new(),
        quote! {
            pub fn scale<const BLOCK: i32, const FAST: bool, const C: char>(
                #[align(16)] x: Ptr<f16>,
                s: f16,
                #[no_specialize] n: i32,
            ) {
                let offs = arange(0, BLOCK);
                store(x + offs, load(x + offs) * s, offs < n);
            }
        },
    ));
    for want in [
        "pubfnlaunch<'__tessera_a>(__tessera_jit:&::tessera::Jit,__tessera_grid:impl::tessera::jit::GridSpec,\
         x:impl::tessera::dsl::PtrArg<'__tessera_a,f16>,s:f16,n:i32)->::core::result::Result<(),::tessera::JitError>",
        "let__tessera_args=[::tessera::dsl::PtrArg::into_arg(x),::tessera::runtime::Arg::from(s),\
         ::tessera::runtime::Arg::from(n)];",
        "__tessera_jit.kernel_of::<Self>()?.launch(__tessera_grid,&__tessera_args)",
        "pubfnlaunch_on<'__tessera_a>(__tessera_jit:&::tessera::Jit,__tessera_stream:&::tessera::runtime::Stream,",
        "impl<constBLOCK:i32,constFAST:bool,constC:char>::tessera::jit::KernelTypeforscale<BLOCK,FAST,C>{",
        // Integer and bool constants are the JIT's constants; others are not.
        "::tessera::tune::Config::new().with(\"BLOCK\",BLOCKasi64).with(\"FAST\",FASTasi64)}",
        "constNO_SPECIALIZE:&'static[&'staticstr]=&[\"n\"];",
    ] {
        assert!(out.contains(&squash(want)), "{want} in {out}");
    }
}

/// A parameter named by a Rust keyword is written raw (`r#do`, the `%do` of the attention
/// backward's `.tile` files) and is named without the `r#` in the IR and the JIT's lists.
#[test]
fn raw_identifiers_name_their_values_without_the_prefix() {
    let out = squash(&expanded(
        Tokens::new(),
        quote! {
            fn k<const B: i32>(r#do: Ptr<f32>, #[no_specialize] r#in: i32) {
                let r#type = arange(0, B);
                store(r#do + r#type, 0.0, r#type < r#in);
            }
        },
    ));
    for want in [
        ".param_with(\"do\",",
        ".param_with(\"in\",",
        "named(",
        "\"type\")",
        "constNO_SPECIALIZE:&'static[&'staticstr]=&[\"in\"];",
    ] {
        assert!(out.contains(&squash(want)), "{want} in {out}");
    }
    assert!(!out.contains("\"r#"), "{out}");
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
fn loops_carry_locals_assigned_deep_inside_in_order_of_first_assignment() {
    let out = squash(&expanded(
        Tokens::new(),
        quote! {
            fn k<const B: i32>(x: Ptr<f32>, n: i32) {
                let mut a = zeros::<f32>([B]);
                let mut c = zeros::<f32>([B]);
                let mut d = zeros::<f32>([B]);
                let mut m = zeros::<f32>([B]);
                let mut unused = zeros::<f32>([B]);
                for k in 0..n {
                    let v = load(x + k + arange(0, B));
                    let s = { m = m + v; m * 2.0 };
                    if k < n - 1 {
                        for j in 0..k {
                            d -= (v + s);
                        }
                    } else {
                        a = a + (v * 2.0);
                    }
                    store(x + k + arange(0, B), { c *= v; c });
                }
                store(x + arange(0, B), a + c + d + m + unused);
            }
        },
    ));
    assert!(out.contains(".for_range(0,n,1,&[m,d,a,c],|k,"), "{out}");
    assert!(out.contains(".for_range(0,k,1,&[d],|j,"), "{out}");
    assert!(out.contains("letmutd=d;letmuta=a;"), "{out}");
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
        (
            quote!(
                fn k(x: Ptr<f32>, #[no_specialize] s: f32) {}
            ),
            "floats and bools are never specialised",
        ),
        (
            quote!(
                fn k(#[no_specialize(16)] x: Ptr<f32>) {}
            ),
            "unexpected token in attribute",
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

#[test]
fn mistakes_in_types_and_shapes_are_errors() {
    let cases = [
        (
            quote!(
                fn k<const B: i32>(x: Ptr<f32>) {
                    let offs = arange(0, B);
                    let v = load(offs + x);
                }
            ),
            "pointer arithmetic is `ptr + offsets`, with the pointer on the left",
        ),
        (
            quote!(
                fn k<const B: i32>(x: Ptr<f32>) {
                    let v = load(x + arange(0, B).to::<f32>());
                }
            ),
            "pointer offsets are `i32` or `i64`, not `f32`",
        ),
        (
            quote!(
                fn k<const B: i32>(x: Ptr<i32>) {
                    let offs = arange(0, B);
                    store(x + offs, offs * 0.5);
                }
            ),
            "a float literal beside `i32` values",
        ),
        (
            quote!(
                fn k(x: Ptr<f32>, n: i32) {
                    let v = load(n);
                }
            ),
            "`load` goes through pointers (a `Ptr<T>` parameter plus offsets), and this is `i32`",
        ),
        (
            quote!(
                fn k<const B: i32>(a: Ptr<f16>, b: Ptr<f32>) {
                    let r = arange(0, B);
                    let ta = load(a + r.col() * B + r.row());
                    let tb = load(b + r.col() * B + r.row());
                    let c = dot(ta, tb, zeros::<f32>([B, B]));
                }
            ),
            "`dot` multiplies tiles of one element type: `f16` and `f32`",
        ),
        (
            quote!(
                fn k<const B: i32>(a: Ptr<f16>) {
                    let r = arange(0, B);
                    let t = load(a + r.col() * B + r.row());
                    let c = dot(t, t, zeros::<i32>([B, B]));
                }
            ),
            "`dot` of `f16` tiles accumulates in `f32` or `f16`, and the accumulator is `i32`",
        ),
        (
            quote!(
                fn k<const BM: i32, const BN: i32>(a: Ptr<f32>) {
                    let r = arange(0, BM);
                    let t = load(a + r.col() * BM + r.row());
                    let c = dot(t, t, zeros::<f32>([BM, BN]));
                }
            ),
            "the accumulator is [BM, BN], and [BM, BM] @ [BM, BM] is [BM, BM]",
        ),
        (
            quote!(
                fn k<const BM: i32, const BN: i32>(a: Ptr<f32>) {
                    let r = arange(0, BM);
                    let c = r.col().broadcast_to([BN, BM]);
                }
            ),
            "a tile of shape [BM, 1] does not broadcast to [BN, BM]: BM and BN differ",
        ),
        (
            quote!(
                fn k<const B: i32>(a: Ptr<f32>) {
                    let v = load(a + arange(0, B)).t();
                }
            ),
            "`.t()` transposes a 2-D tile, and this has shape [B]",
        ),
        (
            quote!(
                fn k(x: Ptr<f32>, h: Ptr<f16>, n: i32) {
                    let v = if n > 0 { load(x) } else { load(h) };
                }
            ),
            "the arms of this `if` give `f32` and `f16` values",
        ),
        (
            quote!(
                fn k(x: Ptr<f32>, n: i32) {
                    let v = load(x) & load(x);
                }
            ),
            "`&` applies to integers and masks (`bool`), not `f32`",
        ),
        (
            quote!(
                fn k(x: Ptr<i32>) {
                    let v = load(x) + full::<i32>([], 1.5);
                }
            ),
            "a float literal beside `i32` values",
        ),
        (
            quote!(
                fn k(x: Ptr<f32>) {
                    let a = load(x + arange(0, 16));
                    let b = load(x + arange(0, 32));
                    let c = a.maximum(b);
                }
            ),
            "shapes [16] and [32] do not broadcast: 16 and 32 differ",
        ),
    ];
    for (item, want) in cases {
        let e = error(item.clone());
        assert!(e.contains(want), "{item}: {e}");
    }
}

#[test]
fn dimensions_that_may_be_equal_are_left_to_the_builder() {
    // `B` may be 16, and a literal beside a parameter is never reported; an `if` on a constant
    // builds one arm, so its arms may differ in type.
    expanded(
        Tokens::new(),
        quote! {
            fn k<const B: i32, const HALF: bool>(x: Ptr<f32>, h: Ptr<f16>) {
                let a = load(x + arange(0, B));
                let b = load(x + arange(0, 16));
                let c = if HALF { load(h + arange(0, 16)) } else { a + b };
                store(x + arange(0, 16), a + b);
            }
        },
    );
}
