//! Interpreter tests of control flow: `for` loops and `if` results, and the limits that keep
//! the interpreter bounded (the step limit, nesting depth).

use super::*;
use crate::kernel::Value;
use crate::op::{BinaryOp, CastOp, IntCC, Op};
use crate::types::{DType, Type};

#[test]
fn for_loops_carry_values_and_may_not_run() {
    // sum of 0..10 step 3 = 0 + 3 + 6 + 9, and the trip count.
    let run_loop = |lo: i64, hi: i64, step: i64| -> (i32, i32) {
        let mut b = B::new("loop");
        let out = b.param("out", Type::ptr(DType::I32));
        let (l, h, s) = (b.int(Type::I64, lo), b.int(Type::I64, hi), b.int(Type::I64, step));
        let (z, seven) = (b.int(Type::I32, 0), b.int(Type::I32, 7));
        let r = b.for_loop(l, h, s, &[z, seven], |b, iv, c| {
            let iv32 = b.op(Op::Cast(CastOp::Trunc), &[iv], Type::I32);
            let sum = b.bin(BinaryOp::Add, c[0], iv32);
            let one = b.int(Type::I32, 1);
            let cnt = b.bin(BinaryOp::Add, c[1], one);
            vec![sum, cnt]
        });
        let i2 = b.arange(2);
        let p = b.ptrs(out, i2);
        let s0 = b.splat(r[0], &[2]);
        let s1 = b.splat(r[1], &[2]);
        let is0 = {
            let zero = b.int(Type::I32, 0);
            let z2 = b.splat(zero, &[2]);
            b.op(Op::Icmp(IntCC::Eq), &[i2, z2], Type::tile(DType::I1, &[2]).unwrap())
        };
        let v = b.op(Op::Select, &[is0, s0, s1], Type::tile(DType::I32, &[2]).unwrap());
        b.store(p, v, None);
        let mut args = vec![Arg::Buffer(Buffer::zeros(DType::I32, 2))];
        run(&b.k, [1, 1, 1], &mut args).unwrap();
        let o = buf(&args, 0).to_i32();
        (o[0], o[1] - 7)
    };
    assert_eq!(run_loop(0, 10, 3), (18, 4));
    assert_eq!(run_loop(0, 10, 0), (0, 0));
    assert_eq!(run_loop(0, 10, -1), (0, 0));
    assert_eq!(run_loop(10, 0, 1), (0, 0));
    assert_eq!(run_loop(-5, -1, 2), (-8, 2));
    // No overflow near the top of the type: i64::MAX - 2 .. i64::MAX step 5 runs once.
    assert_eq!(run_loop(i64::MAX - 2, i64::MAX, 5).1, 1);
}

#[test]
fn if_gives_results() {
    let mut b = B::new("if");
    let out = b.param("out", Type::ptr(DType::I32));
    let pid = b.op(Op::ProgramId(0), &[], Type::I32);
    let zero = b.int(Type::I32, 0);
    let c = b.op(Op::Icmp(IntCC::Eq), &[pid, zero], Type::I1);
    let r = b.if_else(c, &[Type::I32], |b| vec![b.int(Type::I32, 10)], |b| vec![b.int(Type::I32, 20)]);
    let p = b.op(Op::PtrAdd, &[out, pid], Type::ptr(DType::I32));
    let pt = b.splat(p, &[1]);
    let v = b.splat(r[0], &[1]);
    b.store(pt, v, None);
    let mut args = vec![Arg::Buffer(Buffer::zeros(DType::I32, 3))];
    run(&b.k, [3, 1, 1], &mut args).unwrap();
    assert_eq!(buf(&args, 0).to_i32(), vec![10, 20, 20]);
}

#[test]
fn step_limit_stops_endless_loops() {
    let mut b = B::new("spin");
    let (lo, hi, step) = (b.int(Type::I64, i64::MIN), b.int(Type::I64, i64::MAX), b.int(Type::I64, 1));
    let z = b.int(Type::I32, 0);
    b.for_loop(lo, hi, step, &[z], |b, _, c| {
        let one = b.int(Type::I32, 1);
        vec![b.bin(BinaryOp::Add, c[0], one)]
    });
    let e = run_with(&b.k, [1, 1, 1], &mut [], &Options { max_steps: 10_000, ..Options::default() }).unwrap_err();
    assert!(e.to_string().ends_with("step limit of 10000 exceeded"), "{e}");
    assert_eq!(e.program, Some([0, 0, 0]));
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    let nest = |depth: usize| {
        let mut b = B::new("nest");
        let t = b.int(Type::I1, 1);
        fn go(b: &mut B, t: Value, left: usize) -> Vec<Value> {
            if left == 0 {
                return vec![b.int(Type::I32, 42)];
            }
            b.if_else(t, &[Type::I32], |b| go(b, t, left - 1), |b| vec![b.int(Type::I32, 0)])
        }
        go(&mut b, t, depth);
        run(&b.k, [1, 1, 1], &mut [])
    };
    assert!(nest(120).is_ok());
    let e = nest(2000).unwrap_err();
    assert!(e.message.contains("nest deeper than"), "{e}");
}
