//! The 8-bit floats through the whole IR: text round trip, the builder, the verifier's rule
//! (storage, conversion and dot only) and the interpreter's conversions, bit for bit against
//! `tessera_ir::fp8`.

use tessera_ir::fp8;
use tessera_ir::interp::{run, Arg, Buffer};
use tessera_ir::text::{parse_kernel, print_kernel};
use tessera_ir::verify::verify;
use tessera_ir::{Builder, Const, DType, Kernel};

const FP8: [DType; 2] = [DType::F8E4M3, DType::F8E5M2];

fn parse_verified(src: &str) -> Kernel {
    let k = parse_kernel(src).unwrap_or_else(|e| panic!("{e}\n{src}"));
    verify(&k).unwrap_or_else(|e| panic!("{e}\n{src}"));
    k
}

/// `out[i] = CAST(x[i])` over `n` elements (a power of two), one program.
fn convert_kernel(cast: &str, from: DType, to: DType, n: u32) -> Kernel {
    parse_verified(&format!(
        "kernel @convert(%x: ptr<{from}>, %out: ptr<{to}>) num_warps 1 {{
  %i = arange 0, {n} : tile<{n}xi32>
  %xb = splat %x : tile<{n}xptr<{from}>>
  %xp = ptradd %xb, %i : tile<{n}xptr<{from}>>
  %v = load %xp : tile<{n}x{from}>
  %c = {cast} %v : tile<{n}x{to}>
  %ob = splat %out : tile<{n}xptr<{to}>>
  %op = ptradd %ob, %i : tile<{n}xptr<{to}>>
  store %op, %c
}}
"
    ))
}

fn run_convert(cast: &str, from: DType, to: DType, input: Buffer) -> Buffer {
    let n = input.len() as u32;
    let k = convert_kernel(cast, from, to, n);
    let mut args = [Arg::Buffer(input), Arg::Buffer(Buffer::zeros(to, n as usize))];
    run(&k, [1, 1, 1], &mut args).unwrap();
    args[1].as_buffer().unwrap().clone()
}

fn all_patterns(d: DType) -> Buffer {
    Buffer { dtype: d, data: (0..=255u8).collect() }
}

#[test]
fn text_and_builder_round_trip() {
    let src = "kernel @k(%x: ptr<f8e4m3>, %y: ptr<f8e5m2>, %s: f8e4m3) num_warps 4 {
  %a = const 448.0 : tile<16xf8e4m3>
  %b = const -inf : tile<16xf8e5m2>
  %c = const nan : f8e4m3
  %d = const 0xff : f8e4m3
  %e = const -0.001953125 : f8e4m3
  %f = fpext %a : tile<16xf32>
  %g = fptrunc %f : tile<16xf8e5m2>
  %h = fptrunc %b : tile<16xf8e4m3>
  %xb = splat %x : tile<16xptr<f8e4m3>>
  store %xb, %h
}
";
    let k = parse_verified(src);
    let text = print_kernel(&k);
    assert_eq!(print_kernel(&parse_verified(&text)), text);
    for frag in [
        "%x: ptr<f8e4m3>",
        "%s: f8e4m3",
        "const 448.0 : tile<16xf8e4m3>",
        "const -inf : tile<16xf8e5m2>",
        "const nan : f8e4m3",
        "const 0xff : f8e4m3",
        "const -0.001953125 : f8e4m3",
        "fptrunc %f : tile<16xf8e5m2>",
    ] {
        assert!(text.contains(frag), "`{frag}` missing from\n{text}");
    }
    // e4m3 has no infinity to name.
    assert!(parse_kernel("kernel @k() num_warps 1 {\n  %a = const inf : f8e4m3\n}\n").is_err());

    // The builder: fp8 in memory, converted to compute, converted back.
    let b = Builder::new("scale");
    let (x, out) = (b.ptr_param("x", DType::F8E4M3), b.ptr_param("out", DType::F8E5M2));
    let i = b.arange(0, 64);
    let v = b.load(x + i).to(DType::F32) * 2.0;
    b.store(out + i, v.to(DType::F16).to(DType::F8E5M2));
    let k = b.finish().expect("fp8 storage and conversions build");
    let text = print_kernel(&k);
    assert!(text.contains("fpext") && text.contains("fptrunc") && text.contains("tile<64xf8e5m2>"), "{text}");
    assert_eq!(print_kernel(&parse_verified(&text)), text);

    // Arithmetic on fp8 is the verifier's error, reported by the builder.
    let b = Builder::new("bad");
    let x = b.ptr_param("x", DType::F8E4M3);
    let i = b.arange(0, 64);
    let v = b.load(x + i);
    b.store(x + i, v + v);
    let e = b.finish().unwrap_err().to_string();
    assert!(e.contains("add is not defined on f8e4m3"), "{e}");
}

#[test]
fn the_verifier_keeps_fp8_to_storage_conversion_and_dot() {
    let head = "kernel @k(%p: ptr<f8e4m3>, %q: ptr<f8e5m2>, %r: ptr<f32>, %n: i32) num_warps 4 {\n  \
                %t = const 1.0 : tile<16x16xf8e4m3>\n  %u = const 1.0 : tile<16x16xf8e5m2>\n  \
                %f = const 1.0 : tile<16x16xf32>\n  %h = const 1.0 : tile<16x16xf16>\n  ";
    let accepted = [
        "%a = fpext %t : tile<16x16xf32>",
        "%a = fpext %u : tile<16x16xf16>",
        "%a = fpext %t : tile<16x16xbf16>",
        "%a = fptrunc %f : tile<16x16xf8e4m3>",
        "%a = fptrunc %h : tile<16x16xf8e5m2>",
        "%a = fptrunc %t : tile<16x16xf8e5m2>",
        "%a = fptrunc %u : tile<16x16xf8e4m3>",
        "%a = bitcast %t : tile<16x16xi8>",
        "%a = trans %t, perm [1, 0] : tile<16x16xf8e4m3>",
        "%a = reshape %u : tile<256xf8e5m2>",
        "%c = const true : tile<16x16xi1>\n  %a = select %c, %t, %t : tile<16x16xf8e4m3>",
        "%a = dot %t, %t, %f : tile<16x16xf32>",
        "%a = dot %u, %u, %h : tile<16x16xf16>",
        "%pb = splat %p : tile<16x16xptr<f8e4m3>>\n  %a = load %pb : tile<16x16xf8e4m3>\n  store %pb, %a",
    ];
    for body in accepted {
        let src = format!("{head}{body}\n}}\n");
        let k = parse_kernel(&src).unwrap_or_else(|e| panic!("{e}\n{src}"));
        verify(&k).unwrap_or_else(|e| panic!("should verify: {e}\n{src}"));
    }
    let rejected = [
        ("%a = add %t, %t : tile<16x16xf8e4m3>", "add is not defined on f8e4m3"),
        ("%a = neg %u : tile<16x16xf8e5m2>", "neg is not defined on f8e5m2"),
        ("%a = exp %t : tile<16x16xf8e4m3>", "exp is not defined on f8e4m3"),
        ("%a = max %t, %t : tile<16x16xf8e4m3>", "max is not defined"),
        ("%a = fcmp olt %t, %t : tile<16x16xi1>", "fcmp is not defined on f8e4m3"),
        ("%a = fma %t, %t, %t : tile<16x16xf8e4m3>", "fma is not defined on f8e4m3"),
        ("%a = reduce sum %t, axis 0 : tile<16xf8e4m3>", "reduce is not defined on f8e4m3"),
        ("%a = scan max %u, axis 1 : tile<16x16xf8e5m2>", "scan is not defined on f8e5m2"),
        ("%i = const 1 : tile<16x16xi32>\n  %a = sitofp %i : tile<16x16xf8e4m3>", "sitofp is not defined on f8e4m3"),
        ("%a = fptosi %u : tile<16x16xi32>", "fptosi is not defined on f8e5m2"),
        ("%a = dot %t, %u, %f : tile<16x16xf32>", "dot supports"),
        ("%a = dot %t, %t, %t : tile<16x16xf8e4m3>", "dot supports"),
        ("%a = fpext %t : tile<16x16xf8e5m2>", "fpext cannot convert f8e4m3 to f8e5m2"),
        ("%s = const 1.0 : f8e4m3\n  %a = atomic_rmw xchg %p, %s : f8e4m3", "atomic_rmw is not defined on f8e4m3"),
    ];
    for (body, frag) in rejected {
        let src = format!("{head}{body}\n}}\n");
        let k = parse_kernel(&src).unwrap_or_else(|e| panic!("{e}\n{src}"));
        let errs = verify(&k).expect_err(frag).0;
        assert!(errs.iter().any(|e| e.message.contains(frag)), "no error mentions `{frag}`: {errs:?}\n{src}");
    }
    // The message says what fp8 is for.
    let src = format!("{head}%a = mul %t, %t : tile<16x16xf8e4m3>\n}}\n");
    let e = verify(&parse_kernel(&src).unwrap()).unwrap_err().to_string();
    assert!(e.contains("storage and dot-input types") && e.contains("convert to f16 or f32"), "{e}");
}

#[test]
fn widening_every_pattern_is_exact() {
    for d in FP8 {
        for to in [DType::F32, DType::F16, DType::BF16, DType::F64] {
            let out = run_convert("fpext", d, to, all_patterns(d));
            for p in 0..=255u8 {
                let want = fp8::decode(d, p).unwrap();
                let got = out.get(p as usize).unwrap().as_f64();
                if want.is_nan() {
                    assert!(got.is_nan(), "{d} 0x{p:02x} -> {to}: {got}");
                } else {
                    assert_eq!(got.to_bits(), want.to_bits(), "{d} 0x{p:02x} -> {to}");
                }
            }
        }
    }
}

#[test]
fn narrowing_round_trips_every_pattern_and_saturates() {
    for d in FP8 {
        // fp8 -> f32 -> fp8 and fp8 -> f16 -> fp8 give every pattern back (NaNs as the canonical
        // NaN, e5m2's infinities as its largest finite value).
        for wide in [DType::F32, DType::F16, DType::BF16] {
            let w = run_convert("fpext", d, wide, all_patterns(d));
            let back = run_convert("fptrunc", wide, d, w);
            for p in 0..=255u8 {
                let v = fp8::decode(d, p).unwrap();
                let want = if v.is_nan() {
                    fp8::canonical_nan(d).unwrap()
                } else if v.is_infinite() {
                    (p & 0x80) | 0x7b
                } else {
                    p
                };
                assert_eq!(back.data[p as usize], want, "{d} 0x{p:02x} through {wide}");
            }
        }
    }
    // f32 edge cases through the interpreter's fptrunc.
    let cases: [(f32, u8, u8); 12] = [
        (448.0, 0x7e, 0x5f),
        (464.0, 0x7e, 0x5f), // e4m3: the tie past max saturates; e5m2: nearer 448 than 512
        (1e6, 0x7e, 0x7b),
        (f32::INFINITY, 0x7e, 0x7b),
        (f32::NEG_INFINITY, 0xfe, 0xfb),
        (57344.0, 0x7e, 0x7b),
        (1.0625, 0x38, 0x3c), // e4m3: a tie, to even; e5m2: nearer 1
        (-0.0, 0x80, 0x80),
        (2e-3, 0x01, 0x18), // both round to 2^-9: e4m3's smallest subnormal, a normal of e5m2
        (1e-40, 0x00, 0x00),
        (f32::NAN, 0x7f, 0x7f),
        (-1.9375, 0xc0, 0xc0),
    ];
    let input = Buffer::from_f32(&cases.map(|c| c.0).iter().copied().chain([0.0; 4]).collect::<Vec<_>>());
    let e4 = run_convert("fptrunc", DType::F32, DType::F8E4M3, input.clone());
    let e5 = run_convert("fptrunc", DType::F32, DType::F8E5M2, input);
    for (i, &(x, w4, w5)) in cases.iter().enumerate() {
        assert_eq!(e4.data[i], w4, "{x} -> f8e4m3");
        assert_eq!(e5.data[i], w5, "{x} -> f8e5m2");
        assert_eq!(fp8::encode(DType::F8E4M3, x as f64), Some(w4));
        assert_eq!(fp8::encode(DType::F8E5M2, x as f64), Some(w5));
    }
}

#[test]
fn an_fp8_dot_is_summed_exactly_in_f32() {
    let n = 16u32;
    let src = format!(
        "kernel @d(%a: ptr<f8e4m3>, %b: ptr<f8e4m3>, %c: ptr<f32>) num_warps 1 {{
  %r = arange 0, {n} : tile<{n}xi32>
  %rc = expand_dims %r, axis 1 : tile<{n}x1xi32>
  %rr = expand_dims %r, axis 0 : tile<1x{n}xi32>
  %k16 = const {n} : tile<{n}x1xi32>
  %row = mul %rc, %k16 : tile<{n}x1xi32>
  %rowb = broadcast %row : tile<{n}x{n}xi32>
  %colb = broadcast %rr : tile<{n}x{n}xi32>
  %off = add %rowb, %colb : tile<{n}x{n}xi32>
  %ab = splat %a : tile<{n}x{n}xptr<f8e4m3>>
  %ap = ptradd %ab, %off : tile<{n}x{n}xptr<f8e4m3>>
  %av = load %ap : tile<{n}x{n}xf8e4m3>
  %bb = splat %b : tile<{n}x{n}xptr<f8e4m3>>
  %bp = ptradd %bb, %off : tile<{n}x{n}xptr<f8e4m3>>
  %bv = load %bp : tile<{n}x{n}xf8e4m3>
  %z = const 0.0 : tile<{n}x{n}xf32>
  %d = dot %av, %bv, %z : tile<{n}x{n}xf32>
  %cb = splat %c : tile<{n}x{n}xptr<f32>>
  %cp = ptradd %cb, %off : tile<{n}x{n}xptr<f32>>
  store %cp, %d
}}
"
    );
    let k = parse_verified(&src);
    // Small integers and halves: every product and sum is exact.
    let pat = |i: usize| Const::from_f64(DType::F8E4M3, ((i * 7 % 9) as f64 - 4.0) / 2.0).bits as u8;
    let a: Vec<u8> = (0..256).map(pat).collect();
    let b: Vec<u8> = (0..256).map(|i| pat(i * 5 + 3)).collect();
    let mut args = [
        Arg::Buffer(Buffer { dtype: DType::F8E4M3, data: a.clone() }),
        Arg::Buffer(Buffer { dtype: DType::F8E4M3, data: b.clone() }),
        Arg::Buffer(Buffer::zeros(DType::F32, 256)),
    ];
    run(&k, [1, 1, 1], &mut args).unwrap();
    let c = args[2].as_buffer().unwrap().to_f32();
    let v = |x: u8| fp8::decode(DType::F8E4M3, x).unwrap();
    for i in 0..16 {
        for j in 0..16 {
            let want: f64 = (0..16).map(|k| v(a[i * 16 + k]) * v(b[k * 16 + j])).sum();
            assert_eq!(c[i * 16 + j] as f64, want, "c[{i}][{j}]");
        }
    }
}
