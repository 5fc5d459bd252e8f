//! Tests of the interpreter, on kernels built with the `Kernel` API directly.
//!
//! This file holds the minimal kernel writer `B` and the helpers the topic files share
//! (`elementwise`, `binary`, buffer reads); the tests are in `arithmetic` (integer and float
//! arithmetic, compares, casts and their rounding), `tiles` (reductions, scans, `dot`),
//! `memory` (loads, stores, masks, atomics, arguments and buffers) and `control` (`for`, `if`
//! and the interpreter's limits).

mod arithmetic;
mod control;
mod memory;
mod tiles;

use super::*;
use crate::constant::Const;
use crate::kernel::{ParamAttrs, Region, Value};
use crate::op::{BinaryOp, Op};
use crate::types::{DType, Type};

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
