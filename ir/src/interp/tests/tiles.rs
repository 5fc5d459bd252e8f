//! Interpreter tests of tile ops: reductions along either axis, integer reductions, scans,
//! `dot` against a naive loop, and a matmul with a K loop.

use super::*;
use crate::constant::Const;
use crate::kernel::Value;
use crate::op::{BinaryOp, DotPrecision, Op, ReduceOp, ScanOp};
use crate::types::{DType, Type};

/// A 2-D f32 tile kernel: loads `rows x cols`, applies `f`, stores the result (of `out_len`
/// elements, row-major) into an `out_dtype` buffer.
fn tile2d(
    rows: u32,
    cols: u32,
    input: &[f32],
    out_dtype: DType,
    out_len: u32,
    f: impl FnOnce(&mut B, Value) -> Value,
) -> Buffer {
    let mut b = B::new("tile2d");
    let (x, out) = (b.param("x", Type::ptr(DType::F32)), b.param("out", Type::ptr(out_dtype)));
    let r = b.arange(rows);
    let c = b.arange(cols);
    let r2 = b.op(Op::ExpandDims(1), &[r], Type::tile(DType::I32, &[rows, 1]).unwrap());
    let c2 = b.op(Op::ExpandDims(0), &[c], Type::tile(DType::I32, &[1, cols]).unwrap());
    let full = Type::tile(DType::I32, &[rows, cols]).unwrap();
    let rb = b.op(Op::Broadcast, &[r2], full);
    let cb = b.op(Op::Broadcast, &[c2], full);
    let ncols = b.int(Type::I32, cols as i64);
    let ncols = b.splat(ncols, &[rows, cols]);
    let ro = b.bin(BinaryOp::Mul, rb, ncols);
    let offs = b.bin(BinaryOp::Add, ro, cb);
    let px = b.ptrs(x, offs);
    let v = b.load(px, None, None);
    let res = f(&mut b, v);
    let flat = b.ty(res).numel() as u32;
    assert_eq!(flat, out_len);
    let res_flat = if b.ty(res).is_scalar() {
        b.splat(res, &[1])
    } else {
        let t = b.ty(res).with_shape(crate::types::Shape::new(&[flat]).unwrap());
        b.op(Op::Reshape, &[res], t)
    };
    let o = b.arange(flat);
    let po = b.ptrs(out, o);
    b.store(po, res_flat, None);
    let mut args = vec![Arg::Buffer(Buffer::from_f32(input)), Arg::Buffer(Buffer::zeros(out_dtype, out_len as usize))];
    run(&b.k, [1, 1, 1], &mut args).unwrap();
    args.pop().unwrap().as_buffer().unwrap().clone()
}

#[test]
fn reduce_along_both_axes() {
    let (rows, cols) = (4u32, 8u32);
    let input: Vec<f32> = (0..32).map(|i| ((i * 7) % 3) as f32 - 1.5 + if i % 8 == 3 { 10.0 } else { 0.0 }).collect();
    let at = |r: usize, c: usize| input[r * cols as usize + c];
    let red = |op: ReduceOp, axis: u8| {
        let out_dtype = if op.is_arg() { DType::I32 } else { DType::F32 };
        let out_len = if axis == 0 { cols } else { rows };
        tile2d(rows, cols, &input, out_dtype, out_len, |b, v| {
            let t = b.ty(v);
            let rt = Type { scalar: out_dtype.into(), shape: t.shape.remove_axis(axis as usize) };
            b.op(Op::Reduce { op, axis }, &[v], rt)
        })
    };
    // Sums of small integers and halves are exact in any order.
    let sum0: Vec<f32> = (0..8).map(|c| (0..4).map(|r| at(r, c)).sum()).collect();
    let sum1: Vec<f32> = (0..4).map(|r| (0..8).map(|c| at(r, c)).sum()).collect();
    assert_eq!(red(ReduceOp::Sum, 0).to_f32(), sum0);
    assert_eq!(red(ReduceOp::Sum, 1).to_f32(), sum1);
    let max0: Vec<f32> = (0..8).map(|c| (0..4).map(|r| at(r, c)).fold(f32::MIN, f32::max)).collect();
    assert_eq!(red(ReduceOp::Max, 0).to_f32(), max0);
    // argmax: the first index of the maximum.
    let first_argmax = |vals: Vec<f32>| {
        let m = vals.iter().copied().fold(f32::MIN, f32::max);
        vals.iter().position(|&v| v == m).unwrap() as i32
    };
    let am0: Vec<i32> = (0..8).map(|c| first_argmax((0..4).map(|r| at(r, c)).collect())).collect();
    let am1: Vec<i32> = (0..4).map(|r| first_argmax((0..8).map(|c| at(r, c)).collect())).collect();
    assert_eq!(red(ReduceOp::Argmax, 0).to_i32(), am0);
    assert_eq!(red(ReduceOp::Argmax, 1).to_i32(), am1);
    // The input has ties (values repeat with period 3): make sure some column has one.
    assert!((0..8).any(|c| {
        let v: Vec<f32> = (0..4).map(|r| at(r, c)).collect();
        let m = v.iter().copied().fold(f32::MIN, f32::max);
        v.iter().filter(|&&x| x == m).count() > 1
    }));
    // Ties and NaN explicitly: [NaN, 3, 3, -0, +0, 3, NaN, 1].
    let row = [f32::NAN, 3.0, 3.0, -0.0, 0.0, 3.0, f32::NAN, 1.0];
    let am = tile2d(1, 8, &row, DType::I32, 1, |b, v| {
        b.op(Op::Reduce { op: ReduceOp::Argmax, axis: 1 }, &[v], Type::tile(DType::I32, &[1]).unwrap())
    });
    assert_eq!(am.to_i32(), vec![1]);
    let am = tile2d(1, 8, &row, DType::I32, 1, |b, v| {
        b.op(Op::Reduce { op: ReduceOp::Argmin, axis: 1 }, &[v], Type::tile(DType::I32, &[1]).unwrap())
    });
    assert_eq!(am.to_i32(), vec![3]); // -0 < +0
    let mx = tile2d(1, 8, &row, DType::F32, 1, |b, v| {
        b.op(Op::Reduce { op: ReduceOp::Max, axis: 1 }, &[v], Type::tile(DType::F32, &[1]).unwrap())
    });
    assert_eq!(mx.to_f32(), vec![3.0]);
    // 1-D to a scalar.
    let all_nan = [f32::NAN; 4];
    let am = tile2d(1, 4, &all_nan, DType::I32, 1, |b, v| {
        let t = Type::tile(DType::F32, &[4]).unwrap();
        let flat = b.op(Op::Reshape, &[v], t);
        b.op(Op::Reduce { op: ReduceOp::Argmax, axis: 0 }, &[flat], Type::I32)
    });
    assert_eq!(am.to_i32(), vec![0]);
}

#[test]
fn integer_reductions_wrap() {
    let enc = |v: &[i64]| v.iter().map(|&x| Const::from_i64(DType::I8, x).bits).collect::<Vec<_>>();
    let input = enc(&[100, 100, -3, 7]);
    let red = |op: ReduceOp| {
        elementwise(
            DType::I8,
            if op.is_arg() { DType::I32 } else { DType::I8 },
            std::slice::from_ref(&input),
            |b, x| {
                let rt = Type::num(if op.is_arg() { DType::I32 } else { DType::I8 });
                let r = b.op(Op::Reduce { op, axis: 0 }, &[x[0]], rt);
                b.splat(r, &[4])
            },
        )[0]
    };
    assert_eq!(red(ReduceOp::Sum), Const::from_i64(DType::I8, -52).bits);
    assert_eq!(red(ReduceOp::Smin), Const::from_i64(DType::I8, -3).bits);
    assert_eq!(red(ReduceOp::Umax), Const::from_i64(DType::I8, -3).bits);
    assert_eq!(red(ReduceOp::Sargmax), 0);
    assert_eq!(red(ReduceOp::Uargmax), 2);
    assert_eq!(red(ReduceOp::Xor), 0xfd ^ 7); // 100 ^ 100 cancels
}

#[test]
fn scan_forward_and_reverse() {
    let input: Vec<f32> = (1..=8).map(|i| i as f32).collect();
    let sc = |reverse: bool, op: ScanOp, axis: u8, rows: u32, cols: u32| {
        tile2d(rows, cols, &input, DType::F32, 8, |b, v| {
            let t = b.ty(v);
            b.op(Op::Scan { op, axis, reverse }, &[v], t)
        })
        .to_f32()
    };
    assert_eq!(sc(false, ScanOp::Sum, 1, 1, 8), vec![1.0, 3.0, 6.0, 10.0, 15.0, 21.0, 28.0, 36.0]);
    assert_eq!(sc(true, ScanOp::Sum, 1, 1, 8), vec![36.0, 35.0, 33.0, 30.0, 26.0, 21.0, 15.0, 8.0]);
    // 2x4 along axis 0: [1 2 3 4; 5 6 7 8]
    assert_eq!(sc(false, ScanOp::Sum, 0, 2, 4), vec![1.0, 2.0, 3.0, 4.0, 6.0, 8.0, 10.0, 12.0]);
    assert_eq!(sc(true, ScanOp::Sum, 0, 2, 4), vec![6.0, 8.0, 10.0, 12.0, 5.0, 6.0, 7.0, 8.0]);
    assert_eq!(sc(true, ScanOp::Sum, 1, 2, 4), vec![10.0, 9.0, 7.0, 4.0, 26.0, 21.0, 15.0, 8.0]);
    assert_eq!(sc(true, ScanOp::Max, 1, 2, 4), vec![4.0, 4.0, 4.0, 4.0, 8.0, 8.0, 8.0, 8.0]);
    // Integer max scan.
    let enc = |v: &[i64]| v.iter().map(|&x| Const::from_i64(DType::I32, x).bits).collect::<Vec<_>>();
    let out = elementwise(DType::I32, DType::I32, &[enc(&[3, -1, 5, 2])], |b, x| {
        let t = b.ty(x[0]);
        b.op(Op::Scan { op: ScanOp::Smax, axis: 0, reverse: false }, &[x[0]], t)
    });
    assert_eq!(out, enc(&[3, 3, 5, 5]));
}

/// Loads an `r x c` tile at `base` (row-major, row stride `c`).
fn load_2d(b: &mut B, base: Value, r: u32, c: u32) -> Value {
    let ri = b.arange(r);
    let ci = b.arange(c);
    let r2 = b.op(Op::ExpandDims(1), &[ri], Type::tile(DType::I32, &[r, 1]).unwrap());
    let c2 = b.op(Op::ExpandDims(0), &[ci], Type::tile(DType::I32, &[1, c]).unwrap());
    let full = Type::tile(DType::I32, &[r, c]).unwrap();
    let rb = b.op(Op::Broadcast, &[r2], full);
    let cb = b.op(Op::Broadcast, &[c2], full);
    let stride = b.int(Type::I32, c as i64);
    let stride = b.splat(stride, &[r, c]);
    let ro = b.bin(BinaryOp::Mul, rb, stride);
    let offs = b.bin(BinaryOp::Add, ro, cb);
    let p = b.ptrs(base, offs);
    b.load(p, None, None)
}

#[test]
fn dot_matches_a_naive_loop() {
    let (m, k, n) = (4u32, 8u32, 4u32);
    let a: Vec<f32> = (0..m * k).map(|i| (i as f32 * 0.37).sin()).collect();
    let bm: Vec<f32> = (0..k * n).map(|i| (i as f32 * 0.11).cos()).collect();
    let c: Vec<f32> = (0..m * n).map(|i| i as f32 * 0.01).collect();
    for precision in [DotPrecision::Ieee, DotPrecision::Tf32] {
        let mut b = B::new("dot");
        let (pa, pb, pc, po) = (
            b.param("a", Type::ptr(DType::F32)),
            b.param("b", Type::ptr(DType::F32)),
            b.param("c", Type::ptr(DType::F32)),
            b.param("o", Type::ptr(DType::F32)),
        );
        let ta = load_2d(&mut b, pa, m, k);
        let tb = load_2d(&mut b, pb, k, n);
        let tc = load_2d(&mut b, pc, m, n);
        let t = b.ty(tc);
        let r = b.op(Op::Dot { precision }, &[ta, tb, tc], t);
        let flat = b.op(Op::Reshape, &[r], Type::tile(DType::F32, &[m * n]).unwrap());
        let o = b.arange(m * n);
        let pp = b.ptrs(po, o);
        b.store(pp, flat, None);
        let mut args = vec![
            Arg::Buffer(Buffer::from_f32(&a)),
            Arg::Buffer(Buffer::from_f32(&bm)),
            Arg::Buffer(Buffer::from_f32(&c)),
            Arg::Buffer(Buffer::zeros(DType::F32, (m * n) as usize)),
        ];
        run(&b.k, [1, 1, 1], &mut args).unwrap();
        let got = buf(&args, 3).to_f32();
        let tf = |x: f32| {
            if precision == DotPrecision::Tf32 {
                super::dot::round_tf32(x)
            } else {
                x
            }
        };
        for i in 0..m as usize {
            for j in 0..n as usize {
                let mut acc = c[i * n as usize + j];
                for kk in 0..k as usize {
                    acc = tf(a[i * k as usize + kk]).mul_add(tf(bm[kk * n as usize + j]), acc);
                }
                assert_eq!(got[i * n as usize + j], acc, "{precision} ({i}, {j})");
                let exact: f64 = c[i * n as usize + j] as f64
                    + (0..k as usize)
                        .map(|kk| a[i * k as usize + kk] as f64 * bm[kk * n as usize + j] as f64)
                        .sum::<f64>();
                assert!((acc as f64 - exact).abs() < 1e-2);
            }
        }
    }
}

#[test]
fn matmul_with_k_loop_is_fast_enough() {
    // C(64x64) = A(64x256) @ B(256x64), K in blocks of 32, one program per 32x32 block of C.
    let (m, n, kt, bk, bm) = (64u32, 64u32, 256u32, 32u32, 32u32);
    let a: Vec<f32> = (0..m * kt).map(|i| ((i % 13) as f32 - 6.0) * 0.25).collect();
    let bb: Vec<f32> = (0..kt * n).map(|i| ((i % 7) as f32 - 3.0) * 0.5).collect();
    let mut b = B::new("matmul");
    let (pa, pb, pc) =
        (b.param("a", Type::ptr(DType::F32)), b.param("b", Type::ptr(DType::F32)), b.param("c", Type::ptr(DType::F32)));
    let pid_m = b.op(Op::ProgramId(0), &[], Type::I32);
    let pid_n = b.op(Op::ProgramId(1), &[], Type::I32);
    let bmv = b.int(Type::I32, bm as i64);
    let row0 = b.bin(BinaryOp::Mul, pid_m, bmv);
    let col0 = b.bin(BinaryOp::Mul, pid_n, bmv);
    // a block pointer: a + row0*kt + k0; b block pointer: b + k0*n + col0
    let ktv = b.int(Type::I32, kt as i64);
    let nv = b.int(Type::I32, n as i64);
    let a_off = b.bin(BinaryOp::Mul, row0, ktv);
    let a_row = b.op(Op::PtrAdd, &[pa, a_off], Type::ptr(DType::F32));
    let b_col = b.op(Op::PtrAdd, &[pb, col0], Type::ptr(DType::F32));
    let zero_f = b.op(Op::Const(0), &[], Type::tile(DType::F32, &[bm, bm]).unwrap());
    let (lo, hi, step) = (b.int(Type::I32, 0), b.int(Type::I32, kt as i64), b.int(Type::I32, bk as i64));
    let acc = b.for_loop(lo, hi, step, &[zero_f], |b, k0, carried| {
        // A tile rows row0.., cols k0..: offsets r*kt + c
        let ri = b.arange(bm);
        let ci = b.arange(bk);
        let r2 = b.op(Op::ExpandDims(1), &[ri], Type::tile(DType::I32, &[bm, 1]).unwrap());
        let c2 = b.op(Op::ExpandDims(0), &[ci], Type::tile(DType::I32, &[1, bk]).unwrap());
        let full = Type::tile(DType::I32, &[bm, bk]).unwrap();
        let rb = b.op(Op::Broadcast, &[r2], full);
        let cb = b.op(Op::Broadcast, &[c2], full);
        let ktt = b.splat(ktv, &[bm, bk]);
        let ro = b.bin(BinaryOp::Mul, rb, ktt);
        let offs = b.bin(BinaryOp::Add, ro, cb);
        let a_k = b.op(Op::PtrAdd, &[a_row, k0], Type::ptr(DType::F32));
        let pa_t = b.ptrs(a_k, offs);
        let ta = b.load(pa_t, None, None);
        // B tile rows k0.., cols col0..: offsets r*n + c  (bk x bm)
        let k_off = b.bin(BinaryOp::Mul, k0, nv);
        let b_k = b.op(Op::PtrAdd, &[b_col, k_off], Type::ptr(DType::F32));
        let boffs = {
            let ri = b.arange(bk);
            let ci = b.arange(bm);
            let r2 = b.op(Op::ExpandDims(1), &[ri], Type::tile(DType::I32, &[bk, 1]).unwrap());
            let c2 = b.op(Op::ExpandDims(0), &[ci], Type::tile(DType::I32, &[1, bm]).unwrap());
            let full = Type::tile(DType::I32, &[bk, bm]).unwrap();
            let rb = b.op(Op::Broadcast, &[r2], full);
            let cb = b.op(Op::Broadcast, &[c2], full);
            let nt = b.splat(nv, &[bk, bm]);
            let ro = b.bin(BinaryOp::Mul, rb, nt);
            b.bin(BinaryOp::Add, ro, cb)
        };
        let pb_t = b.ptrs(b_k, boffs);
        let tb = b.load(pb_t, None, None);
        let t = b.ty(carried[0]);
        vec![b.op(Op::Dot { precision: DotPrecision::Ieee }, &[ta, tb, carried[0]], t)]
    });
    // Store: c + (row0 + r)*n + col0 + c
    let c_off = b.bin(BinaryOp::Mul, row0, nv);
    let c_off = b.bin(BinaryOp::Add, c_off, col0);
    let c_base = b.op(Op::PtrAdd, &[pc, c_off], Type::ptr(DType::F32));
    let ri = b.arange(bm);
    let ci = b.arange(bm);
    let r2 = b.op(Op::ExpandDims(1), &[ri], Type::tile(DType::I32, &[bm, 1]).unwrap());
    let c2 = b.op(Op::ExpandDims(0), &[ci], Type::tile(DType::I32, &[1, bm]).unwrap());
    let full = Type::tile(DType::I32, &[bm, bm]).unwrap();
    let rb = b.op(Op::Broadcast, &[r2], full);
    let cb = b.op(Op::Broadcast, &[c2], full);
    let nt = b.splat(nv, &[bm, bm]);
    let ro = b.bin(BinaryOp::Mul, rb, nt);
    let offs = b.bin(BinaryOp::Add, ro, cb);
    let pc_t = b.ptrs(c_base, offs);
    b.store(pc_t, acc[0], None);

    let mut args = vec![
        Arg::Buffer(Buffer::from_f32(&a)),
        Arg::Buffer(Buffer::from_f32(&bb)),
        Arg::Buffer(Buffer::zeros(DType::F32, (m * n) as usize)),
    ];
    let t0 = std::time::Instant::now();
    run(&b.k, [m / bm, n / bm, 1], &mut args).unwrap();
    let elapsed = t0.elapsed();
    let got = buf(&args, 2).to_f32();
    for i in 0..m as usize {
        for j in 0..n as usize {
            // Small multiples of 1/8: every partial sum is exact.
            let want: f32 = (0..kt as usize).map(|k| a[i * kt as usize + k] * bb[k * n as usize + j]).sum();
            assert_eq!(got[i * n as usize + j], want, "({i}, {j})");
        }
    }
    assert!(elapsed.as_secs_f64() < 5.0, "took {elapsed:?}");
}
