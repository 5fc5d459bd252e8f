//! The builder: kernels written in Rust verify, print and read back; mistakes are errors that
//! point at the caller, never panics.

use tessera_ir::op::{AtomicOp, ReduceOp};
use tessera_ir::text::{parse_kernel, print_kernel};
use tessera_ir::{BuildError, Builder, DType, Type};

fn softmax(block: u32) -> Builder {
    let b = Builder::new("softmax");
    let (x, out) = (b.ptr_param("x", DType::F32), b.ptr_param("out", DType::F32));
    let (stride, ncols) = (b.param("stride", DType::I32), b.param("ncols", DType::I32));
    let cols = b.arange(0, block as i32);
    let offs = b.program_id(0) * stride + cols;
    let mask = cols.lt(ncols);
    let xv = b.load_masked(x + offs, mask, f64::NEG_INFINITY);
    let num = (xv - xv.max_along(0)).exp();
    b.store_masked(out + offs, num / num.sum(0), mask);
    b
}

#[test]
fn softmax_builds_verifies_and_round_trips() {
    let k = softmax(1024).finish().expect("valid kernel");
    let text = print_kernel(&k);
    let back = parse_kernel(&text).expect("printed text parses");
    assert_eq!(print_kernel(&back), text);
    // Broadcasting inserted the splats: the scalar max and sum are splat back over the row.
    assert_eq!(text.matches("= splat").count(), 6, "{text}");
    assert!(text.contains("const -inf : tile<1024xf32>"), "{text}");
    assert!(text.contains("reduce max"), "{text}");
    assert!(text.contains(": tile<1024xptr<f32>>"), "{text}");
}

#[test]
fn matmul_with_loop_and_dot() {
    let b = Builder::new("mm");
    let (a, bb, c) = (b.ptr_param("a", DType::F16), b.ptr_param("b", DType::F16), b.ptr_param("c", DType::F32));
    let k_dim = b.param("K", DType::I32);
    let r = b.arange(0, 16);
    let a_offs = r.col() * k_dim + r.row();
    let b_offs = r.col() * 16 + r.row();
    let acc0 = b.zeros(&[16, 16], DType::F32);
    let acc = b.for_range(0, k_dim, 16, &[acc0], |kk, carried| {
        let av = b.load(a + (a_offs + kk));
        let bv = b.load(bb + (b_offs + kk * 16));
        vec![b.dot(av, bv, carried[0])]
    });
    b.store(c + (r.col() * 16 + r.row()), acc[0]);
    let k = b.finish().expect("valid");
    let text = print_kernel(&k);
    assert!(text.contains("for %"), "{text}");
    assert!(text.contains("dot "), "{text}");
    assert_eq!(print_kernel(&parse_kernel(&text).unwrap()), text);
}

#[test]
fn if_else_and_atomics_and_scalars() {
    let b = Builder::new("k");
    let p = b.ptr_param("p", DType::I32);
    let n = b.param("n", DType::I32);
    let c = n.gt(0);
    let r = b.if_else(c, || vec![n * 2], || vec![-n]);
    let old = b.atomic_rmw(AtomicOp::Add, p, r[0], None);
    b.if_then(old.eq(0), || b.store(p, 7));
    let k = b.finish().expect("valid");
    assert_eq!(k.ty(k.params[1].value), Type::I32);
    let text = print_kernel(&k);
    assert!(text.contains("if %"), "{text}");
    assert!(text.contains("atomic_rmw add"), "{text}");
}

#[test]
fn literals_take_the_other_operand_type() {
    let b = Builder::new("k");
    let p = b.ptr_param("p", DType::F16);
    let v = b.load(p + b.arange(0, 8));
    let w = v * 2 + 0.5;
    b.store(p + b.arange(0, 8), w);
    let k = b.finish().unwrap();
    let text = print_kernel(&k);
    // Literals become constants of the operand's type and shape directly, with no scalar
    // constant left behind.
    assert!(text.contains("const 2.0 : tile<8xf16>"), "{text}");
    assert!(text.contains("const 0.5 : tile<8xf16>"), "{text}");
    assert_eq!(text.matches("= const").count(), 2, "{text}");
}

/// Each case builds something wrong; the error names the problem and this file.
#[test]
fn mistakes_are_errors_not_panics() {
    type Case = (&'static str, fn(&Builder));
    let cases: &[Case] = &[
        ("operand types differ", |b| {
            let _ = b.param("n", DType::I32) + b.param("f", DType::F32);
        }),
        ("do not broadcast", |b| {
            let _ = b.arange(0, 8) + b.arange(0, 16);
        }),
        ("float literal", |b| {
            let _ = b.arange(0, 8) + 1.5;
        }),
        ("does not fit i8", |b| {
            let _ = b.param("n", DType::I8) + 300;
        }),
        ("only + is defined on pointers", |b| {
            let _ = b.ptr_param("p", DType::F32) * 2;
        }),
        ("expected a pointer", |b| {
            let _ = b.load(b.param("n", DType::I32));
        }),
        ("mask must be i1", |b| {
            let p = b.ptr_param("p", DType::F32);
            let r = b.arange(0, 8);
            let _ = b.load_masked(p + r, r, 0.0);
        }),
        ("axis 1 is out of range", |b| {
            let _ = b.arange(0, 8).sum(1);
        }),
        ("if arms return different types", |b| {
            let n = b.param("n", DType::I32);
            b.if_else(n.gt(0), || vec![n], || vec![n.to(DType::F32)]);
        }),
        ("if needs a scalar i1", |b| {
            let n = b.param("n", DType::I32);
            b.if_then(n, || {});
        }),
        ("returned 0 values for 1 carried", |b| {
            let n = b.param("n", DType::I32);
            b.for_range(0, n, 1, &[n], |_, _| vec![]);
        }),
        ("starts as i32 but the body returns f32", |b| {
            let n = b.param("n", DType::I32);
            b.for_range(0, n, 1, &[n], |i, _| vec![i.to(DType::F32)]);
        }),
        ("loop bounds must be scalar", |b| {
            b.for_range(0.5, 2.0, 1.0, &[], |_, _| vec![]);
        }),
        ("declared twice", |b| {
            b.param("n", DType::I32);
            b.param("n", DType::I32);
        }),
        ("before the first op", |b| {
            b.program_id(0);
            b.param("n", DType::I32);
        }),
        ("axis must be 0, 1 or 2", |b| {
            b.program_id(5);
        }),
        ("shapes do not chain", |b| {
            let x = b.zeros(&[16, 8], DType::F16);
            let acc = b.zeros(&[16, 16], DType::F32);
            b.dot(x, x, acc);
        }),
        ("not defined on f32", |b| {
            let f = b.param("f", DType::F32);
            let _ = f & f;
        }),
        ("tile dimensions must be powers of two", |b| {
            b.arange(0, 12);
        }),
        ("num_warps must be a power of two", |b| {
            b.num_warps(3);
        }),
        ("exp is defined for f16, bf16 and f32", |b| {
            b.param("d", DType::F64).exp();
        }),
        ("reduce argmax is not defined on i32", |b| {
            b.arange(0, 8).reduce(ReduceOp::Argmax, 0);
        }),
    ];
    for (frag, f) in cases {
        let b = Builder::new("k");
        f(&b);
        let err = b.finish().expect_err(frag);
        let msg = err.to_string();
        assert!(msg.contains(frag), "expected `{frag}` in: {msg}");
        if let BuildError::Build { location, .. } = &err {
            assert!(location.contains("builder.rs"), "location points at the caller: {location}");
        }
    }
}
