//! Tests of the interpreter, on kernels built with the `Kernel` API directly.

use super::*;
use crate::constant::Const;
use crate::kernel::{ParamAttrs, Region, Value};
use crate::op::{AtomicOp, BinaryOp, CastOp, DotPrecision, FloatCC, IntCC, Op, ReduceOp, ScanOp, UnaryOp};
use crate::types::{DType, Type};
use half::f16;

/// A minimal kernel writer for these tests (the real builder lives in `crate::builder`).
struct B {
    k: Kernel,
    cur: Region,
}

impl B {
    fn new(name: &str) -> B {
        let k = Kernel::new(name);
        let cur = k.body;
        B { k, cur }
    }
    fn param(&mut self, name: &str, ty: Type) -> Value {
        self.k.add_param(name, ty, ParamAttrs::default())
    }
    fn ty(&self, v: Value) -> Type {
        self.k.ty(v)
    }
    fn op(&mut self, op: Op, args: &[Value], ty: Type) -> Value {
        let i = self.k.push_inst(self.cur, op, args, &[ty], &[]);
        self.k.result(i)
    }
    fn effect(&mut self, op: Op, args: &[Value]) {
        self.k.push_inst(self.cur, op, args, &[], &[]);
    }
    fn int(&mut self, ty: Type, v: i64) -> Value {
        let d = ty.dtype().unwrap();
        self.op(Op::Const(Const::from_i64(d, v).bits), &[], ty)
    }
    fn bin(&mut self, b: BinaryOp, x: Value, y: Value) -> Value {
        let t = self.ty(x);
        self.op(Op::Binary(b), &[x, y], t)
    }
    fn arange(&mut self, n: u32) -> Value {
        self.op(Op::Arange { start: 0, end: n as i32 }, &[], Type::tile(DType::I32, &[n]).unwrap())
    }
    fn splat(&mut self, x: Value, dims: &[u32]) -> Value {
        let t = self.ty(x);
        self.op(Op::Splat, &[x], Type::tile(t.scalar, dims).unwrap())
    }
    /// `base` advanced by a tile of offsets.
    fn ptrs(&mut self, base: Value, offs: Value) -> Value {
        let dims = self.ty(offs).shape.dims().to_vec();
        let p = self.splat(base, &dims);
        let t = self.ty(p);
        self.op(Op::PtrAdd, &[p, offs], t)
    }
    fn load(&mut self, p: Value, mask: Option<Value>, other: Option<Value>) -> Value {
        let t = self.ty(p);
        let elem = match t.scalar {
            crate::types::Scalar::Ptr(d) => d,
            _ => panic!("not a pointer"),
        };
        let mut args = vec![p];
        args.extend(mask);
        args.extend(other);
        self.op(Op::Load { mask: mask.is_some(), other: other.is_some() }, &args, t.with_scalar(elem))
    }
    fn store(&mut self, p: Value, v: Value, mask: Option<Value>) {
        let mut args = vec![p, v];
        args.extend(mask);
        self.effect(Op::Store { mask: mask.is_some() }, &args);
    }
    fn for_loop(
        &mut self,
        lo: Value,
        hi: Value,
        step: Value,
        inits: &[Value],
        body: impl FnOnce(&mut B, Value, &[Value]) -> Vec<Value>,
    ) -> Vec<Value> {
        let it = self.ty(lo);
        let tys: Vec<Type> = inits.iter().map(|&v| self.ty(v)).collect();
        let mut ptys = vec![it];
        ptys.extend(&tys);
        let r = self.k.add_region(&ptys);
        let params = self.k.regions[r].params.to_vec();
        let saved = std::mem::replace(&mut self.cur, r);
        let ys = body(self, params[0], &params[1..]);
        self.effect(Op::Yield, &ys);
        self.cur = saved;
        let mut args = vec![lo, hi, step];
        args.extend(inits);
        let i = self.k.push_inst(self.cur, Op::For, &args, &tys, &[r]);
        self.k.insts[i].results.to_vec()
    }
    fn if_else(
        &mut self,
        c: Value,
        tys: &[Type],
        then: impl FnOnce(&mut B) -> Vec<Value>,
        els: impl FnOnce(&mut B) -> Vec<Value>,
    ) -> Vec<Value> {
        let (rt, re) = (self.k.add_region(&[]), self.k.add_region(&[]));
        let saved = std::mem::replace(&mut self.cur, rt);
        let ys = then(self);
        self.effect(Op::Yield, &ys);
        self.cur = re;
        let ys = els(self);
        self.effect(Op::Yield, &ys);
        self.cur = saved;
        let i = self.k.push_inst(self.cur, Op::If, &[c], tys, &[rt, re]);
        self.k.insts[i].results.to_vec()
    }
}

fn buf(args: &[Arg], i: usize) -> &Buffer {
    args[i].as_buffer().unwrap()
}

fn raw(b: &Buffer) -> Vec<u64> {
    (0..b.len()).map(|i| b.read_bits(i).unwrap()).collect()
}

/// Runs `out[i] = f(in0[i], in1[i], ..)` on tiles, inputs and output given as raw bits.
fn elementwise(d_in: DType, d_out: DType, inputs: &[Vec<u64>], f: impl FnOnce(&mut B, &[Value]) -> Value) -> Vec<u64> {
    let len = inputs[0].len();
    let n = len.next_power_of_two() as u32;
    let mut b = B::new("elementwise");
    let ps: Vec<Value> = (0..inputs.len()).map(|i| b.param(&format!("in{i}"), Type::ptr(d_in))).collect();
    let out = b.param("out", Type::ptr(d_out));
    let offs = b.arange(n);
    let xs: Vec<Value> = ps
        .iter()
        .map(|&p| {
            let pp = b.ptrs(p, offs);
            b.load(pp, None, None)
        })
        .collect();
    let r = f(&mut b, &xs);
    let po = b.ptrs(out, offs);
    b.store(po, r, None);
    let mut args: Vec<Arg> = inputs
        .iter()
        .map(|v| {
            let mut bf = Buffer::zeros(d_in, n as usize);
            for (i, &x) in v.iter().enumerate() {
                assert!(bf.write_bits(i, x));
            }
            Arg::Buffer(bf)
        })
        .collect();
    args.push(Arg::Buffer(Buffer::zeros(d_out, n as usize)));
    run(&b.k, [1, 1, 1], &mut args).unwrap();
    raw(buf(&args, inputs.len()))[..len].to_vec()
}

fn binary(op: BinaryOp, d: DType, a: &[i64], bs: &[i64]) -> Vec<i64> {
    let enc = |v: &[i64]| v.iter().map(|&x| Const::from_i64(d, x).bits).collect::<Vec<_>>();
    let out = elementwise(d, d, &[enc(a), enc(bs)], |b, x| b.bin(op, x[0], x[1]));
    out.into_iter().map(|x| Const::from_bits(d, x).as_i64()).collect()
}

fn f32_bits(v: &[f32]) -> Vec<u64> {
    v.iter().map(|x| x.to_bits() as u64).collect()
}

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
fn integer_corner_cases() {
    use BinaryOp::*;
    let min = i32::MIN as i64;
    assert_eq!(binary(Sdiv, DType::I32, &[7, -7, 5, min, min], &[2, 2, 0, -1, 1]), vec![3, -3, -1, min, min]);
    assert_eq!(binary(Udiv, DType::I32, &[7, -1, 5], &[2, 2, 0]), vec![3, i32::MAX as i64, -1]);
    assert_eq!(binary(Srem, DType::I32, &[7, -7, 7, 5, min], &[3, 3, -3, 0, -1]), vec![1, -1, 1, 5, 0]);
    assert_eq!(binary(Urem, DType::I32, &[7, 5, -1], &[3, 0, 10]), vec![1, 5, (u32::MAX % 10) as i64]);
    assert_eq!(binary(Sdiv, DType::I8, &[-128, -128], &[-1, 0]), vec![-128, -1]);
    assert_eq!(binary(Sdiv, DType::I64, &[i64::MIN, 9], &[-1, 0]), vec![i64::MIN, -1]);
    // Shifts: amounts are unsigned; >= width gives 0 or the sign.
    assert_eq!(binary(Shl, DType::I32, &[1, 1, 1, 1], &[31, 32, 33, -1]), vec![min, 0, 0, 0]);
    assert_eq!(binary(Lshr, DType::I32, &[-1, -1, -1], &[28, 32, -1]), vec![15, 0, 0]);
    assert_eq!(binary(Ashr, DType::I32, &[-16, -16, 16, -1], &[2, 40, 40, -1]), vec![-4, -1, 0, -1]);
    assert_eq!(binary(Shl, DType::I8, &[1, 3], &[7, 8]), vec![-128, 0]);
    // i8 wraps.
    assert_eq!(binary(Add, DType::I8, &[127, -128, 100], &[1, -1, 100]), vec![-128, 127, -56]);
    assert_eq!(binary(Mul, DType::I8, &[16, -128], &[16, -1]), vec![0, -128]);
    assert_eq!(binary(Smin, DType::I8, &[-1, 5], &[1, 3]), vec![-1, 3]);
    assert_eq!(binary(Umin, DType::I8, &[-1, 5], &[1, 3]), vec![1, 3]);
    // i1: add is xor, mul is and (`Const::as_i64` reads i1 true as 1).
    assert_eq!(binary(Add, DType::I1, &[0, 0, 1, 1], &[0, 1, 0, 1]), vec![0, 1, 1, 0]);
    assert_eq!(binary(Mul, DType::I1, &[1, 1], &[1, 0]), vec![1, 0]);
    assert_eq!(binary(Sdiv, DType::I1, &[1, 0, 1], &[1, 0, 0]), vec![1, 1, 1]);
    // Unary: abs(MIN) = MIN, not, neg.
    let enc = |v: &[i64]| v.iter().map(|&x| Const::from_i64(DType::I8, x).bits).collect::<Vec<_>>();
    let out = elementwise(DType::I8, DType::I8, &[enc(&[-128, -5, 7])], |b, x| {
        let t = b.ty(x[0]);
        b.op(Op::Unary(UnaryOp::Abs), &[x[0]], t)
    });
    assert_eq!(out, enc(&[-128, 5, 7]));
    let out = elementwise(DType::I8, DType::I8, &[enc(&[-128, 0, 7])], |b, x| {
        let t = b.ty(x[0]);
        let n = b.op(Op::Unary(UnaryOp::Neg), &[x[0]], t);
        b.op(Op::Unary(UnaryOp::Not), &[n], t)
    });
    assert_eq!(out, enc(&[127, -1, 6]));
}

#[test]
fn integer_casts() {
    let cast = |op: CastOp, s: DType, t: DType, v: &[u64]| {
        elementwise(s, t, &[v.to_vec()], |b, x| {
            let ty = b.ty(x[0]).with_scalar(t);
            b.op(Op::Cast(op), &[x[0]], ty)
        })
    };
    assert_eq!(cast(CastOp::Sext, DType::I8, DType::I32, &[0x80, 0x7f]), vec![0xffff_ff80, 0x7f]);
    assert_eq!(cast(CastOp::Zext, DType::I8, DType::I32, &[0x80]), vec![0x80]);
    assert_eq!(cast(CastOp::Trunc, DType::I32, DType::I8, &[0x1234_5680]), vec![0x80]);
    assert_eq!(cast(CastOp::Sext, DType::I1, DType::I32, &[1, 0]), vec![0xffff_ffff, 0]);
    assert_eq!(cast(CastOp::Zext, DType::I1, DType::I32, &[1, 0]), vec![1, 0]);
    assert_eq!(cast(CastOp::Trunc, DType::I32, DType::I1, &[2, 3]), vec![0, 1]);
}

/// The nearest f16 to `x` (ties to even), found by search: an oracle independent of `half`'s
/// rounding.
fn nearest_f16(x: f64) -> u16 {
    if x.is_nan() {
        return 0x7e00;
    }
    let sign = if x.is_sign_negative() { 0x8000 } else { 0 };
    let a = x.abs();
    if a >= 65520.0 {
        return sign | 0x7c00;
    }
    let val = |p: u16| f16::from_bits(p).to_f64();
    // Largest p in 0..=0x7bff with val(p) <= a.
    let (mut lo, mut hi) = (0u16, 0x7bffu16);
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        if val(mid) <= a {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    let (d0, d1) = (a - val(lo), val(lo + 1) - a);
    let p = if d0 < d1 || (d0 == d1 && lo % 2 == 0) { lo } else { lo + 1 };
    sign | p
}

#[test]
fn f16_arithmetic_rounds_once() {
    // A deterministic spread of f16 bit patterns (finite ones).
    let mut s = 0x1234_5678u32;
    let mut next = || {
        s ^= s << 13;
        s ^= s >> 17;
        s ^= s << 5;
        let b = (s & 0xffff) as u16;
        if b & 0x7c00 == 0x7c00 {
            b & 0xbbff
        } else {
            b
        }
    };
    let n = 512;
    let a: Vec<u16> = (0..n).map(|_| next()).collect();
    let c: Vec<u16> = (0..n).map(|_| next()).collect();
    let enc = |v: &[u16]| v.iter().map(|&x| x as u64).collect::<Vec<_>>();
    for op in [BinaryOp::Add, BinaryOp::Sub, BinaryOp::Mul, BinaryOp::Div] {
        let out = elementwise(DType::F16, DType::F16, &[enc(&a), enc(&c)], |b, x| b.bin(op, x[0], x[1]));
        for i in 0..n {
            let (x, y) = (f16::from_bits(a[i]).to_f64(), f16::from_bits(c[i]).to_f64());
            let exact = match op {
                BinaryOp::Add => x + y, // exact in f64 for f16 operands
                BinaryOp::Sub => x - y,
                BinaryOp::Mul => x * y,
                _ => x / y, // not exact, but f64 has far more than 2*11+2 bits
            };
            let want = nearest_f16(exact);
            let got = out[i] as u16;
            let both_nan = f16::from_bits(got).is_nan() && f16::from_bits(want).is_nan();
            assert!(got == want || both_nan, "{op} {x} {y}: got {got:#x}, want {want:#x}");
        }
    }
    // A direct computation with `half` agrees on a simple case: 1 + 2^-11 ties to even (1).
    let one_plus = f16::from_f32(2f32.powi(-11)).to_bits() as u64;
    let out =
        elementwise(DType::F16, DType::F16, &[vec![0x3c00], vec![one_plus]], |b, x| b.bin(BinaryOp::Add, x[0], x[1]));
    assert_eq!(out[0] as u16, f16::from_f32(1.0 + 2f32.powi(-11)).to_bits());
    assert_eq!(out[0], 0x3c00);
}

#[test]
fn float_min_max_rules() {
    let nan = f32::NAN;
    let a = [nan, 1.0, nan, -0.0, 0.0, -1.0, 2.0];
    let c = [1.0, nan, nan, 0.0, -0.0, 3.0, 2.0];
    let min =
        elementwise(DType::F32, DType::F32, &[f32_bits(&a), f32_bits(&c)], |b, x| b.bin(BinaryOp::Min, x[0], x[1]));
    let max =
        elementwise(DType::F32, DType::F32, &[f32_bits(&a), f32_bits(&c)], |b, x| b.bin(BinaryOp::Max, x[0], x[1]));
    let f = |v: &[u64]| v.iter().map(|&b| f32::from_bits(b as u32)).collect::<Vec<_>>();
    let (min, max) = (f(&min), f(&max));
    assert_eq!(min[0], 1.0);
    assert_eq!(min[1], 1.0);
    assert!(min[2].is_nan());
    assert_eq!(min[3].to_bits(), (-0.0f32).to_bits());
    assert_eq!(min[4].to_bits(), (-0.0f32).to_bits());
    assert_eq!(min[5], -1.0);
    assert_eq!(max[0], 1.0);
    assert_eq!(max[1], 1.0);
    assert!(max[2].is_nan());
    assert_eq!(max[3].to_bits(), 0.0f32.to_bits());
    assert_eq!(max[4].to_bits(), 0.0f32.to_bits());
    assert_eq!(max[5], 3.0);
    assert_eq!(max[6], 2.0);
}

#[test]
fn float_compares_and_unary() {
    let nan = f32::NAN;
    let a = [1.0, nan, 2.0, -0.0];
    let c = [2.0, 1.0, 2.0, 0.0];
    let cmp = |cc: FloatCC| {
        elementwise(DType::F32, DType::I1, &[f32_bits(&a), f32_bits(&c)], |b, x| {
            let t = b.ty(x[0]).with_scalar(DType::I1);
            b.op(Op::Fcmp(cc), &[x[0], x[1]], t)
        })
    };
    assert_eq!(cmp(FloatCC::Olt), vec![1, 0, 0, 0]);
    assert_eq!(cmp(FloatCC::Ult), vec![1, 1, 0, 0]);
    assert_eq!(cmp(FloatCC::Oeq), vec![0, 0, 1, 1]);
    assert_eq!(cmp(FloatCC::Une), vec![1, 1, 0, 0]);
    assert_eq!(cmp(FloatCC::Uno), vec![0, 1, 0, 0]);
    let un = |u: UnaryOp, v: &[f32]| {
        let out = elementwise(DType::F32, DType::F32, &[f32_bits(v)], |b, x| {
            let t = b.ty(x[0]);
            b.op(Op::Unary(u), &[x[0]], t)
        });
        out.into_iter().map(|b| f32::from_bits(b as u32)).collect::<Vec<_>>()
    };
    assert_eq!(un(UnaryOp::Floor, &[-1.5, 2.5]), vec![-2.0, 2.0]);
    assert_eq!(un(UnaryOp::Ceil, &[-1.5, 2.5]), vec![-1.0, 3.0]);
    assert_eq!(un(UnaryOp::Abs, &[-0.0])[0].to_bits(), 0);
    assert_eq!(un(UnaryOp::Neg, &[0.0])[0].to_bits(), 0x8000_0000);
    assert_eq!(un(UnaryOp::Sqrt, &[2.0])[0], 2f32.sqrt());
    assert_eq!(un(UnaryOp::Exp, &[1.0])[0], std::f64::consts::E as f32);
    assert_eq!(un(UnaryOp::Rsqrt, &[4.0])[0], 0.5);
    // fma rounds once: (1 + 2^-12)^2 - 1 keeps the 2^-24 term an unfused computation loses.
    let x = 1.0 + 2f32.powi(-12);
    let out = elementwise(DType::F32, DType::F32, &[f32_bits(&[x]), f32_bits(&[x]), f32_bits(&[-1.0])], |b, v| {
        let t = b.ty(v[0]);
        b.op(Op::Fma, &[v[0], v[1], v[2]], t)
    });
    assert_eq!(f32::from_bits(out[0] as u32), 2f32.powi(-11) + 2f32.powi(-24));
}

#[test]
fn float_to_int_saturates() {
    let conv = |op: CastOp, t: DType, v: &[f32]| {
        let out = elementwise(DType::F32, t, &[f32_bits(v)], |b, x| {
            let ty = b.ty(x[0]).with_scalar(t);
            b.op(Op::Cast(op), &[x[0]], ty)
        });
        out.into_iter().map(|b| Const::from_bits(t, b).as_i64()).collect::<Vec<_>>()
    };
    let v = [300.0, -300.0, f32::NAN, -1.9, 1.9, f32::INFINITY, f32::NEG_INFINITY];
    assert_eq!(conv(CastOp::Fptosi, DType::I8, &v), vec![127, -128, 0, -1, 1, 127, -128]);
    assert_eq!(conv(CastOp::Fptosi, DType::I32, &[3e9, -3e9]), vec![i32::MAX as i64, i32::MIN as i64]);
    assert_eq!(conv(CastOp::Fptosi, DType::I64, &[1e30, -1e30]), vec![i64::MAX, i64::MIN]);
    // Unsigned: read the raw bits back as unsigned.
    let u = |v: Vec<i64>, w: u32| v.into_iter().map(|x| x as u64 & crate::constant::width_mask(w)).collect::<Vec<_>>();
    assert_eq!(u(conv(CastOp::Fptoui, DType::I8, &v), 8), vec![255, 0, 0, 0, 1, 255, 0]);
    assert_eq!(u(conv(CastOp::Fptoui, DType::I64, &[1e30, 5.5]), 64), vec![u64::MAX, 5]);
}

#[test]
fn int_to_float_rounds_to_nearest_even() {
    let out = elementwise(DType::I64, DType::F32, &[vec![u64::MAX, (1 << 24) + 1, (1 << 24) + 3]], |b, x| {
        let t = b.ty(x[0]).with_scalar(DType::F32);
        b.op(Op::Cast(CastOp::Uitofp), &[x[0]], t)
    });
    assert_eq!(out[0], 0x5f80_0000); // 2^64
    assert_eq!(f32::from_bits(out[1] as u32), 16777216.0); // tie to even
    assert_eq!(f32::from_bits(out[2] as u32), 16777220.0); // tie to even, upward
    let out = elementwise(DType::I64, DType::F32, &[vec![u64::MAX]], |b, x| {
        let t = b.ty(x[0]).with_scalar(DType::F32);
        b.op(Op::Cast(CastOp::Sitofp), &[x[0]], t)
    });
    assert_eq!(f32::from_bits(out[0] as u32), -1.0);
    let out = elementwise(DType::I32, DType::F16, &[vec![65519, 65520, 2049]], |b, x| {
        let t = b.ty(x[0]).with_scalar(DType::F16);
        b.op(Op::Cast(CastOp::Sitofp), &[x[0]], t)
    });
    assert_eq!(out, vec![0x7bff, 0x7c00, f16::from_f32(2048.0).to_bits() as u64]);
}

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
fn step_limit_stops_endless_loops() {
    let mut b = B::new("spin");
    let (lo, hi, step) = (b.int(Type::I64, i64::MIN), b.int(Type::I64, i64::MAX), b.int(Type::I64, 1));
    let z = b.int(Type::I32, 0);
    b.for_loop(lo, hi, step, &[z], |b, _, c| {
        let one = b.int(Type::I32, 1);
        vec![b.bin(BinaryOp::Add, c[0], one)]
    });
    let e = run_with(&b.k, [1, 1, 1], &mut [], &Options { max_steps: 10_000 }).unwrap_err();
    assert!(e.to_string().ends_with("step limit of 10000 exceeded"), "{e}");
    assert_eq!(e.program, Some([0, 0, 0]));
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
