//! The verifier on ill-typed text: every case parses, fails verification, and the error names
//! the op, the line and the problem.

use tessera_ir::text::parse_kernel;
use tessera_ir::verify::verify;

/// (kernel body lines, line of the error within the file, op, message fragment)
const CASES: &[(&str, u32, &str, &str)] = &[
    ("%a = add %n, %f : i32", 2, "add", "second operand: expected i32, found f32"),
    ("%a = div %n, %n : i32", 2, "div", "use sdiv or udiv"),
    ("%a = and %f, %f : f32", 2, "and", "not defined on f32"),
    ("%a = arange 0, 12 : tile<12xi32>", 2, "arange", "powers of two"),
    ("%a = arange 0, 8 : tile<16xi32>", 2, "arange", "expected tile<8xi32>"),
    ("%a = arange 0, 8 : tile<8xi32>\n  %b = reduce sum %a, axis 1 : i32", 3, "reduce", "axis 1 is out of range"),
    ("%a = arange 0, 8 : tile<8xi32>\n  %b = broadcast %a : tile<16xi32>", 3, "broadcast", "cannot broadcast"),
    ("%a = splat %n : tile<8xi32>\n  %m = splat %n : tile<8xi32>\n  %l = load %p, mask %m : f32", 4, "load", "mask: expected i1, found tile<8xi32>"),
    ("%l = load %n : f32", 2, "load", "expected a pointer"),
    ("%pp = splat %p : tile<8xptr<f32>>\n  %m = const true : tile<4xi1>\n  %l = load %pp, mask %m : tile<8xf32>", 4, "load", "mask: expected tile<8xi1>"),
    ("store %p, %n", 2, "store", "stored value: expected f32, found i32"),
    ("%c = icmp slt %f, %f : i1", 2, "icmp", "compares integers"),
    ("%c = sext %n : i16", 2, "sext", "cannot convert i32 to i16"),
    ("%c = bitcast %n : f16", 2, "bitcast", "equal shapes and widths"),
    ("%x = const 1.0 : tile<16x8xf16>\n  %acc = const 0.0 : tile<16x16xf32>\n  %dd = dot %x, %x, %acc : tile<16x16xf32>", 4, "dot", "shapes do not chain"),
    ("%x = const 1 : tile<16x16xi16>\n  %acc = const 0 : tile<16x16xi32>\n  %dd = dot %x, %x, %acc : tile<16x16xi32>", 4, "dot", "dot supports"),
    ("%z = const 0 : i32\n  %r = for %i = %z to %n step %n iter(%c = %n) -> (i32) {\n    %dd = add %c, %i : i32\n    yield %f\n  }", 3, "for", "yield gives (f32), expected (i32)"),
    ("%z = const 0 : i32\n  for %i = %z to %n step %n {\n    %dd = add %i, %i : i32\n  }\n  %e = add %dd, %dd : i32", 6, "add", "%dd is not defined before this use or not in scope here"),
    ("%c = icmp slt %n, %n : i1\n  %r = if %c -> (i32) {\n    yield %n\n  } else {\n    yield %f\n  }", 3, "if", "else: yield gives (f32), expected (i32)"),
    ("if %n {\n  }", 2, "if", "condition: expected i1, found i32"),
    ("%z = const 0.0 : f32\n  for %i = %z to %f step %f {\n  }", 3, "for", "loop bounds must be scalar i32 or i64"),
    ("%t = trans %f, perm [1, 0] : f32", 2, "trans", "is not a permutation"),
    ("%a = arange 0, 8 : tile<8xi32>\n  %t = reshape %a : tile<4xi32>", 3, "reshape", "keeps the element type and count"),
    ("%e = exp %d : f64\n", 2, "exp", "cast f64 to f32 first"),
    ("%o = atomic_rmw max %q, %n : i32", 2, "atomic_rmw", "atomic max is not defined on i32"),
    ("%s = select %n, %f, %f : f32", 2, "select", "condition must be i1"),
    ("%q2 = ptradd %q, %f : ptr<i32>", 2, "ptradd", "offset must be i32 or i64"),
];

#[test]
fn ill_typed_kernels_are_rejected_with_op_line_and_reason() {
    for &(body, line, op, frag) in CASES {
        let src =
            format!("kernel @k(%p: ptr<f32>, %q: ptr<i32>, %n: i32, %f: f32, %d: f64) num_warps 4 {{\n  {body}\n}}\n");
        let k = match parse_kernel(&src) {
            Ok(k) => k,
            Err(e) => panic!("case `{frag}` should parse: {e}\n{src}"),
        };
        let errs = verify(&k).expect_err(frag).0;
        let hit = errs.iter().find(|e| e.message.contains(frag));
        let Some(e) = hit else { panic!("no error mentions `{frag}`; got {errs:?}\n{src}") };
        assert_eq!((e.line, e.op), (line, op), "case `{frag}`: {e}");
        assert!(e.to_string().starts_with(&format!("line {line}: {op}: ")), "{e}");
    }
}

#[test]
fn kernel_level_problems() {
    let k = parse_kernel("kernel @k(%p: ptr<f32> div 4, %n: i32 align 3) num_warps 32 {\n}\n").unwrap();
    let msg = verify(&k).unwrap_err().to_string();
    assert!(msg.contains("num_warps must be a power of two in 1..=16, not 32"), "{msg}");
    assert!(msg.contains("%p: div 4 needs an integer"), "{msg}");
    assert!(msg.contains("%n: align 3 needs a pointer"), "{msg}");
}
