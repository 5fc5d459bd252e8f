//! Tests of the `.tile` printer and parser: canonical round trips over every op and form,
//! awkward constants, name collisions, malformed inputs with their messages and positions, and
//! "never panics" sweeps over truncated and mutated text.

use super::*;
use crate::constant::Const;
use crate::kernel::{Kernel, ParamAttrs};
use crate::op::{BinaryOp, Op};
use crate::types::{DType, Type};

/// Canonical text using every op and every optional form.
const BIG: &str = "\
; run: grid = [4, 1, 1]
; run: %x = rand(4096)

kernel @everything(%x: ptr<f32> align 16, %out: ptr<f32>, %ip: ptr<i32> align 16, %n: i32 div 16, %lo: i32, %hi: i32, %flag: i1) num_warps 8 {
  %pid = program_id 0 : i32
  %np = num_programs 2 : i32
  %c = const 1024 : i32
  %base = mul %pid, %c : i32
  %r = arange 0, 1024 : tile<1024xi32>
  %s = splat %base : tile<1024xi32>
  %offs = add %s, %r : tile<1024xi32>
  %ns = splat %n : tile<1024xi32>
  %m = icmp slt %offs, %ns : tile<1024xi1>
  %xp0 = splat %x : tile<1024xptr<f32>>
  %xp = ptradd %xp0, %offs : tile<1024xptr<f32>>
  %a = load %xp, mask %m : tile<1024xf32>
  %z = const 0.0 : tile<1024xf32>
  %b = load %xp, mask %m, other %z : tile<1024xf32>
  %a0 = load %xp : tile<1024xf32>
  store %xp, %a, mask %m
  store %xp, %b
  %e = expand_dims %a, axis 0 : tile<1x1024xf32>
  %bb = broadcast %e : tile<4x1024xf32>
  %t = trans %bb, perm [1, 0] : tile<1024x4xf32>
  %rs = reshape %t : tile<4096xf32>
  %q = sitofp %n : f32
  %f = fma %q, %q, %q : f32
  %sel = select %m, %a, %b : tile<1024xf32>
  %ex = exp %a : tile<1024xf32>
  %fc = fcmp olt %a, %b : tile<1024xi1>
  %bits = bitcast %a : tile<1024xi32>
  %ng = neg %n : i32
  %w = sext %n : i64
  %tr = trunc %w : i16
  %h = fptrunc %q : f16
  %mx = smax %n, %pid : i32
  %old = atomic_rmw add %xp, %a, mask %m : tile<1024xf32>
  %xc = atomic_rmw xchg %xp, %a : tile<1024xf32>
  %o2 = atomic_cas %xp, %a, %b : tile<1024xf32>
  %o3 = atomic_cas %xp, %a, %b, mask %m : tile<1024xf32>
  %red = reduce sum %bb, axis 1 : tile<4xf32>
  %am = reduce argmax %bb, axis 0 : tile<1024xi32>
  %sc = scan max %bb, axis 1, reverse : tile<4x1024xf32>
  %sc2 = scan sum %bb, axis 0 : tile<4x1024xf32>
  %ma = const 1.5 : tile<16x16xf16>
  %acc = const -0.0 : tile<16x16xf32>
  %d = dot %ma, %ma, %acc : tile<16x16xf32>
  %d2 = dot %ma, %ma, %acc, precision tf32 : tile<16x16xf32>
  %one = const 1 : i32
  %zf = const 0.0 : f32
  %r0, %r1 = for %i = %lo to %hi step %one iter(%sum = %zf, %k = %c) -> (f32, i32) {
    %fi = sitofp %i : f32
    %s2 = add %sum, %fi : f32
    %big = icmp sgt %i, %n : i1
    %k2 = if %big -> (i32) {
      %k3 = add %k, %i : i32
      yield %k3
    } else {
      yield %k
    }
    yield %s2, %k2
  }
  for %j = %lo to %hi step %one {
    store %xp, %a, mask %m
  }
  for %j2 = %lo to %hi step %one {
  }
  %y0 = if %flag -> (i32) {
    yield %r1
  } else {
    yield %c
  }
  if %flag {
    store %xp, %b
  }
  if %flag {
  } else {
    %p1 = program_id 1 : i32
  }
}

kernel @consts() num_warps 4 {
  %nan = const nan : f32
  %payload = const 0x7fc00001 : f32
  %negpayload = const 0xffc00000 : f32
  %nz = const -0.0 : f32
  %inf = const inf : f32
  %ninf = const -inf : f64
  %tiny = const 1e-7 : f32
  %sub = const 1e-45 : f32
  %tenth = const 0.1 : f64
  %h = const 0.099975586 : f16
  %hnan = const 0x7e01 : f16
  %bf = const 3.3895314e38 : bf16
  %imin = const -9223372036854775808 : i64
  %imax = const 9223372036854775807 : i64
  %b8 = const -128 : i8
  %t = const true : i1
  %f = const false : tile<4xi1>
}
";

fn reprint(text: &str) -> String {
    print_file(&parse(text).unwrap_or_else(|e| panic!("{e}\n{text}")))
}

#[test]
fn big_kernel_is_canonical() {
    let f = parse(BIG).unwrap();
    assert_eq!(f.directives, ["grid = [4, 1, 1]", "%x = rand(4096)"]);
    assert_eq!(f.kernels.len(), 2);
    let printed = print_file(&f);
    if printed != BIG {
        for (i, (a, b)) in printed.lines().zip(BIG.lines()).enumerate() {
            assert_eq!(a, b, "line {}", i + 1);
        }
    }
    assert_eq!(printed, BIG);
    assert_eq!(reprint(&printed), printed);
}

#[test]
fn parsed_structure() {
    let f = parse(BIG).unwrap();
    let k = &f.kernels[0];
    assert_eq!(k.name, "everything");
    assert_eq!(k.num_warps, 8);
    assert_eq!(k.params.len(), 7);
    assert_eq!(k.params[0].attrs, ParamAttrs { align: Some(16), div: None });
    assert_eq!(k.params[2].attrs, ParamAttrs { align: Some(16), div: None });
    assert_eq!(k.params[3].attrs, ParamAttrs { align: None, div: Some(16) });
    // Every instruction has a line; the first is on line 5.
    let walk = k.walk();
    assert!(walk.iter().all(|&i| k.lines[i] > 0));
    assert_eq!(k.lines[walk[0]], 5);
    // The for: args lo hi step inits; region params iv + carried; ends in yield.
    let fi = walk.iter().copied().find(|&i| k.insts[i].op == Op::For).unwrap();
    let d = &k.insts[fi];
    assert_eq!(d.args.len(), 5);
    assert_eq!(d.results.len(), 2);
    let body = &k.regions[d.regions[0]];
    assert_eq!(body.params.len(), 3);
    assert_eq!(k.ty(body.params[0]), Type::I32);
    assert_eq!(k.ty(body.params[1]), Type::F32);
    assert_eq!(k.names[body.params[1]], "sum");
    let last = *body.insts.last().unwrap();
    assert_eq!(k.insts[last].op, Op::Yield);
    assert_eq!(k.insts[last].args.len(), 2);
    // Every for/if region ends in a yield, empty ones included.
    for &i in &walk {
        for &r in &k.insts[i].regions {
            let last = *k.regions[r].insts.last().unwrap();
            assert_eq!(k.insts[last].op, Op::Yield);
        }
    }
    // An if without else gets an else region holding an empty yield.
    let ifs: Vec<_> = walk.iter().copied().filter(|&i| k.insts[i].op == Op::If).collect();
    assert_eq!(ifs.len(), 4);
    let els = &k.regions[k.insts[ifs[2]].regions[1]];
    assert_eq!(els.insts.len(), 1);
    // Constants keep their exact bits.
    let c = &f.kernels[1];
    let bits: Vec<u64> = c
        .walk()
        .iter()
        .map(|&i| match k_op(c, i) {
            Op::Const(b) => b,
            _ => unreachable!(),
        })
        .collect();
    assert_eq!(bits[0], 0x7fc0_0000);
    assert_eq!(bits[1], 0x7fc0_0001);
    assert_eq!(bits[2], 0xffc0_0000);
    assert_eq!(bits[3], 0x8000_0000);
    assert_eq!(bits[12], i64::MIN as u64);
    assert_eq!(bits[14], 0x80);
}

fn k_op(k: &Kernel, i: crate::kernel::Inst) -> Op {
    k.insts[i].op.clone()
}

#[test]
fn non_canonical_spelling_prints_canonically() {
    let src = "  ; a comment\n;run: not a directive\n ; run:   spaced out  \nkernel   @k ( %p:ptr<f32>div 4 align 8 ,%c : i1 ){\n\
               %a=const 2:tile< 2 x\n 4 xf32 > %q = const 0x3f800000 : f32 ; trailing\n\
               if %c { yield } else { } for %i = %a to %a step %a iter() { }\n}";
    let f = parse(src).unwrap();
    assert_eq!(f.directives, ["spaced out"]);
    let want = "; run: spaced out\n\nkernel @k(%p: ptr<f32> align 8 div 4, %c: i1) num_warps 4 {\n  \
                %a = const 2.0 : tile<2x4xf32>\n  %q = const 1.0 : f32\n  if %c {\n  }\n  \
                for %i = %a to %a step %a {\n  }\n}\n";
    assert_eq!(print_file(&f), want);
    assert_eq!(reprint(want), want);
}

#[test]
fn names_colliding_with_numbers() {
    let mut k = Kernel::new("names");
    let a = k.add_param("a", Type::I32, ParamAttrs::default()); // %0
    let five = k.add_param("5", Type::I32, ParamAttrs::default()); // %1, named "5"
    let b = k.add_param("", Type::I32, ParamAttrs::default()); // %2, unnamed
    let body = k.body;
    let c = k.push_inst(body, Op::Const(7), &[], &[Type::I32], &[]); // %3, unnamed
    let c = k.result(c);
    let s = k.push_inst(body, Op::Binary(BinaryOp::Add), &[a, c], &[Type::I32], &[]); // %4 "3"
    let s = k.result(s);
    k.names[s] = "3".into();
    let t = k.push_inst(body, Op::Binary(BinaryOp::Add), &[s, five], &[Type::I32], &[]); // %5
    let t = k.result(t);
    let u = k.push_inst(body, Op::Binary(BinaryOp::Add), &[t, b], &[Type::I32], &[]); // %6 "3_1"
    let u = k.result(u);
    k.names[u] = "3_1".into();
    let w = k.push_inst(body, Op::Binary(BinaryOp::Add), &[u, u], &[Type::I32], &[]); // %7 "a b"
    let w = k.result(w);
    k.names[w] = "a b".into();
    let text = print_kernel(&k);
    let want = "kernel @names(%a: i32, %5: i32, %2: i32) num_warps 4 {\n  \
                %3 = const 7 : i32\n  %3_1 = add %a, %3 : i32\n  %5_1 = add %3_1, %5 : i32\n  \
                %3_1_1 = add %5_1, %2 : i32\n  %a_b = add %3_1_1, %3_1_1 : i32\n}\n";
    assert_eq!(text, want);
    let k2 = parse_kernel(&text).unwrap();
    assert_eq!(print_kernel(&k2), text);
}

#[test]
fn awkward_constants_round_trip_through_the_api() {
    let cases = [
        Const::from_bits(DType::F32, 0x7fc0_0001),
        Const::from_bits(DType::F32, 0xff80_0001),
        Const::f32(-0.0),
        Const::f64(-0.0),
        Const::from_bits(DType::F64, 0x7ff0_0000_0000_0001),
        Const::from_bits(DType::F16, 0x0001),
        Const::from_bits(DType::BF16, 0xffff),
        Const::i64(i64::MIN),
        Const::from_i64(DType::I8, -128),
        Const::from_i64(DType::I16, -1),
        Const::bool(true),
    ];
    let mut k = Kernel::new("awkward");
    let body = k.body;
    for c in cases {
        k.push_inst(body, Op::Const(c.bits), &[], &[Type::num(c.dtype)], &[]);
    }
    let text = print_kernel(&k);
    let k2 = parse_kernel(&text).unwrap();
    assert_eq!(print_kernel(&k2), text);
    let got: Vec<Op> = k2.walk().iter().map(|&i| k2.insts[i].op.clone()).collect();
    let want: Vec<Op> = cases.iter().map(|c| Op::Const(c.bits)).collect();
    assert_eq!(got, want);
}

#[test]
fn printer_survives_malformed_kernels() {
    let mut k = Kernel::new("bad");
    let body = k.body;
    // Missing operands, a for without a region, an if sharing a region with itself.
    k.push_inst(body, Op::Load { mask: true, other: true }, &[], &[Type::F32], &[]);
    k.push_inst(body, Op::For, &[], &[], &[]);
    let r = k.add_region(&[]);
    k.push_inst(body, Op::If, &[], &[], &[r, r]);
    k.push_inst(body, Op::If, &[], &[], &[body]);
    let text = print_kernel(&k);
    assert!(text.contains("load <missing>, mask <missing>, other <missing>"), "{text}");
    assert!(text.contains("printed already"), "{text}");
}

/// Wraps statements in a kernel whose header is line 1.
fn k(body: &str) -> String {
    format!("kernel @k(%x: i32, %c: i1, %p: ptr<f32>, %v: f32) {{\n{body}\n}}\n")
}

#[test]
fn malformed_inputs() {
    let long_tile = "tile<1x1x1x1x1xf32>";
    let cases: Vec<(String, u32, u32, &str)> = vec![
        ("".into(), 1, 1, "expected 'kernel', found end of input"),
        ("; run: x\n; only comments\n".into(), 3, 1, "expected 'kernel', found end of input"),
        (k("  %a = foo %x : i32"), 2, 8, "unknown op 'foo'"),
        (k("  %a = ad %x, %x : i32"), 2, 8, "unknown op 'ad' (did you mean 'add'?)"),
        (k("  %a = add %x, %x"), 3, 1, "expected ',' or ':' after operand, found '}'"),
        (k("  %a = add %x foo"), 2, 15, "expected ',' or ':' after operand, found 'foo'"),
        (k("  %a = add %x, %y : i32"), 2, 16, "undefined value %y"),
        (k("  %x = add %x, %x : i32"), 2, 3, "%x is already defined"),
        (k("  %a = add %a, %x : i32"), 2, 12, "undefined value %a (used inside"),
        (k("  %a = const 0 : tile<3xf33>"), 2, 25, "unknown type 'f33'"),
        (k(&format!("  %a = const 0 : {long_tile}")), 2, 31, "tile rank exceeds the maximum of 4"),
        (k("  %a = const 0 : tile<0xf32>"), 2, 23, "tile dimension must be at least 1"),
        (k("  %a = const 0 : tile<4294967296xf32>"), 2, 23, "does not fit in 32 bits"),
        (k("  %a = const 0 : tile<16 f32>"), 2, 26, "expected 'x' after tile dimension, found 'f32'"),
        ("kernel @k(%x: tile<".into(), 1, 20, "expected a tile dimension after 'tile<', found end of input"),
        ("kernel @k(%x: tile<4x".into(), 1, 22, "expected the element type of the tile, found end of input"),
        ("kernel @k(%x: tile<4xf32".into(), 1, 25, "expected '>' to close 'tile<', found end of input"),
        ("kernel @k() {\n  %a = program_id 0 : i32\n".into(), 3, 1, "expected '}' to close the region opened at 1:13"),
        (k("  yield"), 2, 3, "'yield' is only allowed at the end of a 'for' or 'if' region"),
        (k("") + "foo", 4, 1, "expected 'kernel' or end of input, found 'foo'"),
        (k("  %a = const 300 : i8"), 2, 14, "invalid constant '300' for type i8"),
        (k("  %a = const 1.5x : f32"), 2, 14, "invalid constant '1.5x' for type f32"),
        (k("  %a = const 0 : ptr<f32>"), 2, 18, "constants of pointer type are not supported"),
        (k("  %a = program_id 3 : i32"), 2, 19, "expected a grid axis (0, 1 or 2), found '3'"),
        ("kernel @k(%t: tile<4xf32>) {\n}".into(), 1, 15, "kernel parameters must be scalars, found tile<4xf32>"),
        (k("  $"), 2, 3, "unexpected character '$'"),
        (
            k("  if %c {\n    yield\n    %a = program_id 0 : i32\n  }"),
            4,
            5,
            "expected '}' after 'yield' (a yield ends its region), found '%a'",
        ),
        (
            k("  if %c {\n    yield %x\n    store %p, %v\n  }"),
            4,
            5,
            "expected '}' after 'yield' (a yield ends its region), found 'store'",
        ),
        (k("  %r = for %i = %x to %x step %x {\n  }"), 2, 8, "'for' has 1 result names but 0 loop-carried values"),
        (k("  for %i = %nope to %x step %x {\n  }"), 2, 12, "undefined value %nope"),
        (k("  %r = for %i = %x to %x step %x iter(%s = %v) {\n  }"), 2, 48, "expected '->' and the types"),
        (k("  %r = if %c {\n  }"), 2, 8, "'if' has 1 result names but 0 result types"),
        (k("  %a add %x"), 2, 6, "expected ',' or '=' after result name, found 'add'"),
        (k("  add %x, %x : i32"), 2, 3, "'add' needs a result: write '%name = add ...'"),
        (k("  %a = load %p, other %v : f32"), 2, 17, "expected 'mask' after ',', found 'other'"),
        (k("  store %p, %v : f32"), 2, 16, "'store' has no result type"),
        (k("  %a = neg %x, %x : i32"), 2, 8, "'neg' takes 1 operand, found 2"),
        (k("  %a = icmp foo %x, %x : i1"), 2, 13, "expected an integer comparison (eq, ne, slt"),
        (k("  %a = reduce sum %x, axes 0 : i32"), 2, 23, "expected 'axis', found 'axes'"),
        (
            k("  %a = dot %x, %x, %x, precision fp8 : f32"),
            2,
            34,
            "expected a dot precision (ieee, tf32, tf32x3), found 'fp8'",
        ),
        ("kernel k() {}".into(), 1, 8, "expected the kernel name ('@name') after 'kernel', found 'k'"),
        (k("  % = add %x, %x : i32"), 2, 3, "expected a value name after '%', found '='"),
        ("kernel @k(%p: ptr<f32> align 16 align 8) {}".into(), 1, 33, "'align' is given twice"),
        ("kernel @k(%p: ptr<ptr<f32>>) {}".into(), 1, 19, "expected an element type"),
        ("kernel @k(%p: i32, %p: i32) {}".into(), 1, 20, "%p is already defined"),
        ("kernel @k() {}\nkernel @j() {}\nkernel @k() {}".into(), 3, 8, "a kernel @k is already defined in this file"),
        (k("  %a = const 65520 : f16"), 2, 14, "constant '65520' overflows f16"),
        (k("  %a = const -1e39 : tile<4xf32>"), 2, 14, "constant '-1e39' overflows f32"),
        ("kernel @k() num_warps four {}".into(), 1, 23, "expected the number of warps after 'num_warps', found 'four'"),
        (k("  %a, %b = add %x, %x : i32"), 2, 7, "'add' has one result, found 2 result names"),
        (k("  %y = yield"), 2, 8, "'yield' is only allowed"),
        (k("  if %c {\n    %y = yield %x\n  }"), 3, 5, "'yield' has no results"),
        (k("  %a = arange 0, 1e3 : tile<8xi32>"), 2, 18, "expected an i32 integer literal (the end), found '1e3'"),
        (k("  %a = trans %x, perm [1, 0 : i32"), 2, 29, "expected ',' or ']' in the permutation, found ':'"),
    ];
    assert!(cases.len() >= 20);
    for (src, line, col, frag) in &cases {
        match parse(src) {
            Ok(_) => panic!("parsed without error:\n{src}"),
            Err(e) => {
                assert!(e.message.contains(frag), "message {:?} lacks {frag:?} for\n{src}", e.message);
                assert_eq!((e.line, e.col), (*line, *col), "position of {e} for\n{src}");
                assert_eq!(e.to_string(), format!("{line}:{col}: {}", e.message));
            }
        }
    }
}

#[test]
fn parse_kernel_wants_exactly_one() {
    let one = k("");
    assert!(parse_kernel(&one).is_ok());
    let e = parse_kernel(&format!("{one}{one}")).unwrap_err();
    assert_eq!((e.line, e.col), (4, 1));
    assert!(e.message.contains("parse_kernel reads exactly one kernel"), "{e}");
    let e = parse_kernel("").unwrap_err();
    assert_eq!(e.to_string(), "1:1: expected 'kernel', found end of input");
}

fn nested_ifs(n: usize) -> String {
    let mut s = String::from("kernel @deep(%c: i1) num_warps 4 {\n");
    for d in 1..=n {
        s.push_str(&"  ".repeat(d));
        s.push_str("if %c {\n");
    }
    for d in (1..=n).rev() {
        s.push_str(&"  ".repeat(d));
        s.push_str("}\n");
    }
    s.push_str("}\n");
    s
}

#[test]
fn nesting_depth_limit() {
    let ok = nested_ifs(64);
    assert_eq!(reprint(&ok), ok);
    let e = parse(&nested_ifs(65)).unwrap_err();
    assert_eq!((e.line, e.col), (66, 137));
    assert!(e.message.contains("nested more than 64 deep"), "{e}");
    // Far deeper input fails the same way, without exhausting the stack.
    let deep = "kernel @k(%c: i1) {".to_string() + &"if %c {".repeat(100_000);
    assert!(parse(&deep).unwrap_err().message.contains("nested more than 64"));
}

#[test]
fn truncations_never_panic() {
    for (i, _) in BIG.char_indices() {
        let _ = parse(&BIG[..i]);
        let _ = parse_kernel(&BIG[..i]);
    }
}

/// Byte-level mutations of the big text (a fixed LCG, so the test is deterministic): no panic,
/// and whatever parses prints to text that is a fixed point of print(parse(..)).
#[test]
fn mutations_never_panic() {
    let alphabet: &[u8] = b" \n%@,:=(){}<>[]-x0123456789abcdefinptrtile;$\xc3\xa9";
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut rnd = |n: usize| {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((seed >> 33) as usize) % n.max(1)
    };
    let src = BIG.as_bytes();
    let mut parsed = 0;
    for _ in 0..1500 {
        let mut b = src.to_vec();
        for _ in 0..1 + rnd(3) {
            let at = rnd(b.len());
            match rnd(3) {
                0 => {
                    b.remove(at);
                }
                1 => b.insert(at, alphabet[rnd(alphabet.len())]),
                _ => b[at] = alphabet[rnd(alphabet.len())],
            }
        }
        let text = String::from_utf8_lossy(&b);
        if let Ok(f) = parse(&text) {
            parsed += 1;
            let p = print_file(&f);
            assert_eq!(reprint(&p), p, "from mutated input:\n{text}");
        }
    }
    assert!(parsed > 0);
}
