//! Interpreter tests of memory: masked loads and stores, atomics, out-of-bounds accesses,
//! pointer arithmetic with negative and i64 offsets, argument checks and buffers.

use super::*;
use crate::constant::Const;
use crate::op::{AtomicOp, BinaryOp, IntCC, Op};
use crate::types::{DType, Type};

#[test]
fn vector_add_with_tail_mask() {
    const BLOCK: u32 = 256;
    let n = 1000usize;
    let mut b = B::new("add");
    let (x, y, z) =
        (b.param("x", Type::ptr(DType::F32)), b.param("y", Type::ptr(DType::F32)), b.param("z", Type::ptr(DType::F32)));
    let nv = b.param("n", Type::I32);
    let pid = b.op(Op::ProgramId(0), &[], Type::I32);
    let blk = b.int(Type::I32, BLOCK as i64);
    let base = b.bin(BinaryOp::Mul, pid, blk);
    let base = b.splat(base, &[BLOCK]);
    let ar = b.arange(BLOCK);
    let offs = b.bin(BinaryOp::Add, base, ar);
    let nt = b.splat(nv, &[BLOCK]);
    let mask = b.op(Op::Icmp(IntCC::Slt), &[offs, nt], Type::tile(DType::I1, &[BLOCK]).unwrap());
    let (px, py, pz) = (b.ptrs(x, offs), b.ptrs(y, offs), b.ptrs(z, offs));
    let (vx, vy) = (b.load(px, Some(mask), None), b.load(py, Some(mask), None));
    let s = b.bin(BinaryOp::Add, vx, vy);
    b.store(pz, s, Some(mask));

    let xs: Vec<f32> = (0..n).map(|i| i as f32 * 0.5).collect();
    let ys: Vec<f32> = (0..n).map(|i| 1000.0 - i as f32 * 0.25).collect();
    let mut args = vec![
        Arg::Buffer(Buffer::from_f32(&xs)),
        Arg::Buffer(Buffer::from_f32(&ys)),
        Arg::Buffer(Buffer::zeros(DType::F32, n)),
        Arg::Scalar(Const::i32(n as i32)),
    ];
    run(&b.k, [4, 1, 1], &mut args).unwrap();
    let out = buf(&args, 2).to_f32();
    assert_eq!(out.len(), n);
    for i in 0..n {
        assert_eq!(out[i], xs[i] + ys[i], "element {i}");
    }
    // Three programs cover only 768 elements: the rest stays zero.
    let mut args2 = args.clone();
    args2[2] = Arg::Buffer(Buffer::zeros(DType::F32, n));
    run(&b.k, [3, 1, 1], &mut args2).unwrap();
    let out = buf(&args2, 2).to_f32();
    assert_eq!(out[767], xs[767] + ys[767]);
    assert_eq!(out[768], 0.0);
    // A zero grid runs nothing.
    let mut args3 = args2.clone();
    args3[2] = Arg::Buffer(Buffer::zeros(DType::F32, n));
    run(&b.k, [4, 0, 1], &mut args3).unwrap();
    assert!(buf(&args3, 2).to_f32().iter().all(|&v| v == 0.0));
}

#[test]
fn atomics_with_masks() {
    // Lanes 0..8 all target element lane % 2 of `acc`; lanes 6, 7 are masked off.
    let build = |kind: &str| {
        let mut b = B::new("atomics");
        let acc = b.param("acc", Type::ptr(DType::I32));
        let old = b.param("old", Type::ptr(DType::I32));
        let lanes = b.arange(8);
        let two = b.int(Type::I32, 2);
        let two = b.splat(two, &[8]);
        let slot = b.bin(BinaryOp::Urem, lanes, two);
        let six = b.int(Type::I32, 6);
        let six = b.splat(six, &[8]);
        let mask = b.op(Op::Icmp(IntCC::Slt), &[lanes, six], Type::tile(DType::I1, &[8]).unwrap());
        let p = b.ptrs(acc, slot);
        let t = Type::tile(DType::I32, &[8]).unwrap();
        let one = b.int(Type::I32, 1);
        let ones = b.splat(one, &[8]);
        let vals = b.bin(BinaryOp::Add, lanes, ones); // 1..=8
        let r = match kind {
            "add" => b.op(Op::AtomicRmw { op: AtomicOp::Add, mask: true }, &[p, vals, mask], t),
            "xchg" => b.op(Op::AtomicRmw { op: AtomicOp::Xchg, mask: true }, &[p, vals, mask], t),
            _ => {
                // cas: expect the current value to be lane - 1 (so chains 0 -> 1? see below)
                let cmp = b.bin(BinaryOp::Sub, lanes, ones);
                b.op(Op::AtomicCas { mask: true }, &[p, cmp, vals, mask], t)
            }
        };
        let po = b.ptrs(old, lanes);
        b.store(po, r, None);
        b.k
    };
    let go = |kind: &str, init: [i32; 2]| {
        let k = build(kind);
        let mut args = vec![Arg::Buffer(Buffer::from_i32(&init)), Arg::Buffer(Buffer::from_i32(&[-9; 8]))];
        run(&k, [1, 1, 1], &mut args).unwrap();
        (buf(&args, 0).to_i32(), buf(&args, 1).to_i32())
    };
    // add: slot 0 gets lanes 0, 2, 4 (values 1, 3, 5), slot 1 gets 2, 4, 6.
    let (acc, old) = go("add", [100, 200]);
    assert_eq!(acc, vec![109, 212]);
    assert_eq!(old, vec![100, 200, 101, 202, 104, 206, 0, 0]);
    let (acc, old) = go("xchg", [100, 200]);
    assert_eq!(acc, vec![5, 6]);
    assert_eq!(old, vec![100, 200, 1, 2, 3, 4, 0, 0]);
    // cas: lane i swaps in i+1 where the slot holds i-1. Slot 0 starts at -1: lane 0 (cmp -1)
    // swaps in 1; lane 2 (cmp 1) swaps in 3; lane 4 (cmp 3) swaps in 5. Slot 1 starts at 7:
    // lanes 1 (cmp 0), 3 (cmp 2), 5 (cmp 4) all fail.
    let (acc, old) = go("cas", [-1, 7]);
    assert_eq!(acc, vec![5, 7]);
    assert_eq!(old, vec![-1, 7, 1, 7, 3, 7, 0, 0]);
}

#[test]
fn atomics_across_programs_and_floats() {
    let mut b = B::new("count");
    let acc = b.param("acc", Type::ptr(DType::F32));
    let one = b.op(Op::Const(1.5f32.to_bits() as u64), &[], Type::F32);
    b.op(Op::AtomicRmw { op: AtomicOp::Add, mask: false }, &[acc, one], Type::F32);
    let mut args = vec![Arg::Buffer(Buffer::from_f32(&[0.0]))];
    run(&b.k, [2, 3, 4], &mut args).unwrap();
    assert_eq!(buf(&args, 0).to_f32(), vec![36.0]);
}

#[test]
fn out_of_bounds_loads() {
    let mk = |masked: bool| {
        let mut b = B::new("oob");
        let x = b.param("x", Type::ptr(DType::F32));
        let pid = b.op(Op::ProgramId(0), &[], Type::I32);
        let sixteen = b.int(Type::I32, 16);
        let base = b.bin(BinaryOp::Mul, pid, sixteen);
        let base = b.splat(base, &[16]);
        let ar = b.arange(16);
        let offs = b.bin(BinaryOp::Add, base, ar);
        let p = b.ptrs(x, offs);
        let v = if masked {
            let n = b.int(Type::I32, 20);
            let n = b.splat(n, &[16]);
            let m = b.op(Op::Icmp(IntCC::Slt), &[offs, n], Type::tile(DType::I1, &[16]).unwrap());
            let other = b.op(Op::Const((-1.0f32).to_bits() as u64), &[], Type::tile(DType::F32, &[16]).unwrap());
            b.load(p, Some(m), Some(other))
        } else {
            b.load(p, None, None)
        };
        b.store(p, v, None);
        b.k
    };
    // 20 elements, two programs: the second reads 16..32 and fails at element 4 (index 20).
    let mut args = vec![Arg::Buffer(Buffer::zeros(DType::F32, 20))];
    let e = run(&mk(false), [2, 1, 1], &mut args).unwrap_err();
    let s = e.to_string();
    assert_eq!(e.program, Some([1, 0, 0]));
    assert_eq!(e.op, "load");
    assert!(e.inst.is_some());
    assert_eq!(s, "program (1, 0, 0): load: element 4 reads %x[20], out of bounds (20 elements)");
    // Masked: the load is fine, but then the unmasked store fails at the same place.
    let e = run(&mk(true), [2, 1, 1], &mut args).unwrap_err();
    assert_eq!(e.to_string(), "program (1, 0, 0): store: element 4 writes %x[20], out of bounds (20 elements)");
    // A negative offset, and a line number when the kernel has one.
    let mut k = mk(false);
    let load = k.walk().into_iter().find(|&i| matches!(k.insts[i].op, Op::Load { .. })).unwrap();
    k.lines[load] = 12;
    let mut args = vec![Arg::Buffer(Buffer::zeros(DType::F32, 8))];
    let e = run(&k, [1, 1, 1], &mut args).unwrap_err();
    assert_eq!(e.to_string(), "program (0, 0, 0): line 12: load: element 8 reads %x[8], out of bounds (8 elements)");
}

#[test]
fn masked_out_of_bounds_load_reads_other() {
    let mut b = B::new("masked");
    let (x, y) = (b.param("x", Type::ptr(DType::F32)), b.param("y", Type::ptr(DType::F32)));
    let ar = b.arange(8);
    let four = b.int(Type::I32, 4);
    let four = b.splat(four, &[8]);
    let m = b.op(Op::Icmp(IntCC::Slt), &[ar, four], Type::tile(DType::I1, &[8]).unwrap());
    let minus = b.int(Type::I32, -100);
    let minus = b.splat(minus, &[8]);
    let far = b.bin(BinaryOp::Add, ar, minus);
    let sel = b.op(Op::Select, &[m, ar, far], Type::tile(DType::I32, &[8]).unwrap()); // 0..4 then negative
    let p = b.ptrs(x, sel);
    let other = b.op(Op::Const(2.5f32.to_bits() as u64), &[], Type::tile(DType::F32, &[8]).unwrap());
    let v = b.load(p, Some(m), Some(other));
    let v0 = b.load(p, Some(m), None);
    let s = b.bin(BinaryOp::Add, v, v0);
    let py = b.ptrs(y, ar);
    b.store(py, s, None);
    let mut args =
        vec![Arg::Buffer(Buffer::from_f32(&[1.0, 2.0, 3.0, 4.0])), Arg::Buffer(Buffer::zeros(DType::F32, 8))];
    run(&b.k, [1, 1, 1], &mut args).unwrap();
    assert_eq!(buf(&args, 1).to_f32(), vec![2.0, 4.0, 6.0, 8.0, 2.5, 2.5, 2.5, 2.5]);
}

#[test]
fn argument_errors_name_the_parameter() {
    let mut b = B::new("k");
    b.param("x", Type::ptr(DType::F32));
    b.param("n", Type::I32);
    let k = b.k;
    let e = run(&k, [1, 1, 1], &mut []).unwrap_err();
    assert_eq!(e.to_string(), "kernel k takes 2 arguments, found 0");
    let mut args = vec![Arg::Buffer(Buffer::zeros(DType::F16, 4)), Arg::Scalar(Const::i32(1))];
    let e = run(&k, [1, 1, 1], &mut args).unwrap_err();
    assert_eq!(
        e.to_string(),
        "argument 0 (%x): expected a buffer of f32 (for ptr<f32>), found a buffer of f16 (4 elements)"
    );
    let mut args = vec![Arg::Buffer(Buffer::zeros(DType::F32, 4)), Arg::Scalar(Const::i64(1))];
    let e = run(&k, [1, 1, 1], &mut args).unwrap_err();
    assert_eq!(e.to_string(), "argument 1 (%n): expected a scalar i32, found a scalar i64");
    let mut args = vec![Arg::Scalar(Const::i32(0)), Arg::Scalar(Const::i32(1))];
    let e = run(&k, [1, 1, 1], &mut args).unwrap_err();
    assert!(e.to_string().starts_with("argument 0 (%x): expected a buffer of f32"), "{e}");
    assert_eq!(e.program, None);
    let mut args = vec![Arg::Buffer(Buffer::zeros(DType::F32, 4)), Arg::Scalar(Const::i32(1))];
    assert!(run(&k, [1, 1, 1], &mut args).is_ok());
}

#[test]
fn buffers_round_trip() {
    let mut b = Buffer::zeros(DType::I1, 3);
    assert!(b.set(1, Const::bool(true)));
    assert!(!b.set(3, Const::bool(true)));
    assert!(!b.set(0, Const::i32(1)));
    assert_eq!(b.data, vec![0, 1, 0]);
    assert_eq!(b.get(1), Some(Const::bool(true)));
    assert_eq!(b.get(3), None);
    let h = Buffer::from_f64(DType::F16, &[1.0, 65520.0, -0.5]);
    assert_eq!(h.to_f32(), vec![1.0, f32::INFINITY, -0.5]);
    let c = Buffer::from_consts(DType::I8, &[Const::from_i64(DType::I8, -3)]).unwrap();
    assert_eq!(c.to_i32(), vec![-3]);
    assert!(Buffer::from_consts(DType::I8, &[Const::i32(1)]).is_none());
    assert_eq!(Buffer::from_i32(&[1, -2]).to_f32(), vec![1.0, -2.0]);
}

#[test]
fn negative_offsets_and_i64_pointer_arithmetic() {
    let mut b = B::new("neg");
    let x = b.param("x", Type::ptr(DType::I16));
    let off = b.param("off", Type::I64);
    let p = b.op(Op::PtrAdd, &[x, off], Type::ptr(DType::I16));
    let v = b.op(Op::Load { mask: false, other: false }, &[p], Type::I16);
    let one = b.int(Type::I16, 1);
    let v1 = b.bin(BinaryOp::Add, v, one);
    let back = b.int(Type::I64, -2);
    let q = b.op(Op::PtrAdd, &[p, back], Type::ptr(DType::I16));
    b.effect(Op::Store { mask: false }, &[q, v1]);
    let mut args = vec![Arg::Buffer(Buffer::from_f64(DType::I16, &[5.0, 6.0, 7.0])), Arg::Scalar(Const::i64(2))];
    run(&b.k, [1, 1, 1], &mut args).unwrap();
    assert_eq!(buf(&args, 0).to_i32(), vec![8, 6, 7]);
    args[1] = Arg::Scalar(Const::i64(-1));
    let e = run(&b.k, [1, 1, 1], &mut args).unwrap_err();
    assert_eq!(e.to_string(), "program (0, 0, 0): load: element 0 reads %x[-1], out of bounds (3 elements)");
    // Far outside: the offset wraps within 48 bits but stays out of bounds.
    args[1] = Arg::Scalar(Const::i64(i64::MAX));
    assert!(run(&b.k, [1, 1, 1], &mut args).unwrap_err().message.contains("out of bounds"));
}

/// `Options::races`: accesses whose order the GPU leaves open are errors; the same value
/// stored twice, a program's own reads and writes, and atomics are not.
#[test]
fn races_are_reported_when_asked_for() {
    let run_src = |body: &str, grid: u32| {
        let src = format!("kernel @k(%x: ptr<i32>, %y: ptr<i32>) num_warps 1 {{\n{body}\n}}");
        let k = crate::text::parse_kernel(&src).unwrap();
        let mut args = vec![Arg::Buffer(Buffer::zeros(DType::I32, 64)), Arg::Buffer(Buffer::zeros(DType::I32, 64))];
        run_with(&k, [grid, 1, 1], &mut args, &Options { races: true, ..Options::default() }).map_err(|e| e.message)
    };
    let pid = "  %p = program_id 0 : i32\n  %r = arange 0, 4 : tile<4xi32>\n";
    // Every program stores its id at x[0..4]: different values, a race; the same value: none.
    let store = |v: &str| {
        format!("{pid}  %a = splat %x : tile<4xptr<i32>>\n  %b = ptradd %a, %r : tile<4xptr<i32>>\n  %v = splat {v} : tile<4xi32>\n  store %b, %v")
    };
    let e = run_src(&store("%p"), 2).unwrap_err();
    assert!(e.starts_with("race: element 0 writes another value where another program wrote"), "{e}");
    assert!(run_src(&store("%p"), 1).is_ok());
    let one = "  %one = const 1 : i32\n";
    assert!(run_src(&format!("{one}{}", store("%one")), 3).is_ok());
    // Every program stores 1, then program 1 stores 5: on a GPU a 1 may land last.
    let then5 = format!(
        "{one}{}\n  %c = icmp eq %p, %one : i1\n  if %c {{\n    %five = const 5 : tile<4xi32>\n    store %b, %five\n    yield\n  }} else {{\n    yield\n  }}",
        store("%one")
    );
    assert!(run_src(&then5, 3).unwrap_err().contains("where several programs wrote"), "one value, then another");
    // Two lanes of one store, one address, different values.
    let lanes = format!("{pid}  %a = splat %x : tile<4xptr<i32>>\n  store %a, %r");
    assert!(run_src(&lanes, 1).unwrap_err().starts_with("race: element 1 "), "two lanes");
    // Program 1 reads what program 0 wrote; a program reading its own writes is fine.
    let rw = format!(
        "{pid}  %a = splat %x : tile<4xptr<i32>>\n  %b = ptradd %a, %r : tile<4xptr<i32>>\n  %z = const 0 : i32\n  %c = icmp eq %p, %z : i1\n  if %c {{\n    store %b, %r\n    yield\n  }} else {{\n    %l = load %b : tile<4xi32>\n    yield\n  }}"
    );
    assert!(run_src(&rw, 2).unwrap_err().contains("reads what another program wrote"), "read after write");
    let own = format!("{pid}  %a = splat %x : tile<4xptr<i32>>\n  %four = const 4 : i32\n  %s = mul %p, %four : i32\n  %t = splat %s : tile<4xi32>\n  %o = add %t, %r : tile<4xi32>\n  %b = ptradd %a, %o : tile<4xptr<i32>>\n  store %b, %r\n  %l = load %b : tile<4xi32>\n  store %b, %l");
    assert!(run_src(&own, 4).is_ok());
    // Atomics by every program: ordered updates, no race.
    let atomics = format!("{pid}  %a = splat %x : tile<4xptr<i32>>\n  %b = ptradd %a, %r : tile<4xptr<i32>>\n  %v = splat %p : tile<4xi32>\n  %o = atomic_rmw add %b, %v : tile<4xi32>");
    assert!(run_src(&atomics, 4).is_ok());
}
