//! The AMDGCN code on boundary operands, each op against the interpreter: division and square
//! root, the other exact float ops, integer ops and every conversion over every pair of hard
//! values (bit for bit), and the approximate math ops over all f16/bf16 values and 2^14 f32 ones
//! (within their `ApproxBound`). Part of `tests/sim_amdgcn.rs`, whose `differ` it uses.

use super::{differ, differ_except};
use crate::common::math_inputs;
use tessera::ir::interp::{self, Arg, Buffer};
use tessera::ir::op::{BinaryOp, UnaryOp};
use tessera::ir::{Builder, Const, DType};
use tessera::simulate::run_amdgcn;
use tessera::Target;
use tessera_sim::amdgcn::SimOptions;

/// Float values that stress division and square root: zeros, denormals, the edges of the
/// exponent range, infinities, NaN, ordinary numbers.
fn hard_values(d: DType) -> Vec<f64> {
    let (min_normal, max, min_denorm) = match d {
        DType::F64 => (f64::MIN_POSITIVE, f64::MAX, 5e-324),
        DType::F32 => (f32::MIN_POSITIVE as f64, f32::MAX as f64, 1.4e-45),
        DType::F16 => (6.103515625e-5, 65504.0, 5.960464477539063e-8),
        _ => (1.1754943508222875e-38, 3.3895313892515355e38, 9.183549615799121e-41),
    };
    let mut v = vec![
        0.0,
        -0.0,
        1.0,
        -1.0,
        3.0,
        0.1,
        -7.5,
        1e-3,
        123456.789,
        min_normal,
        min_normal * 0.75,
        min_denorm,
        min_denorm * 3.0,
        max,
        max * 0.5,
        -max,
        1.0 / max,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
    ];
    if d == DType::F32 || d == DType::F64 {
        v.extend([1e30, 1e-30, 3e38, 1.5e-38, 7e-39, 2f64.powi(-96), 2f64.powi(-100), 2f64.powi(100)]);
    }
    v
}

/// out[i] = x[i] op y[i] over every pair of hard values, and sqrt(x[i]): bit for bit.
#[test]
fn division_and_square_root_are_exact_on_hard_operands() {
    let mut failures = Vec::new();
    for t in Target::AMDGCN {
        for d in [DType::F32, DType::F64, DType::F16, DType::BF16] {
            let vals = hard_values(d);
            let n = vals.len() * vals.len();
            let len = n.next_multiple_of(256);
            let mut xs = vec![Const::from_f64(d, 1.0); len];
            let mut ys = vec![Const::from_f64(d, 1.0); len];
            for (i, a) in vals.iter().enumerate() {
                for (j, b) in vals.iter().enumerate() {
                    xs[i * vals.len() + j] = Const::from_f64(d, *a);
                    ys[i * vals.len() + j] = Const::from_f64(d, *b);
                }
            }
            let b = Builder::new("divsqrt");
            let (x, y, q, s) = (b.ptr_param("x", d), b.ptr_param("y", d), b.ptr_param("q", d), b.ptr_param("s", d));
            let offs = b.program_id(0) * 256 + b.arange(0, 256);
            let (xv, yv) = (b.load(x + offs), b.load(y + offs));
            b.store(q + offs, b.binary(BinaryOp::Div, xv, yv));
            b.store(s + offs, xv.sqrt());
            let k = b.finish().unwrap();
            let args = vec![
                Arg::Buffer(Buffer::from_consts(d, &xs).unwrap()),
                Arg::Buffer(Buffer::from_consts(d, &ys).unwrap()),
                Arg::Buffer(Buffer::zeros(d, len)),
                Arg::Buffer(Buffer::zeros(d, len)),
            ];
            // TODO(f64 division, Markstein's exception): with `v_rcp_f64` as coarse as the ISA
            // allows (2^29 ulp), `fdiv64` is 1 ulp off for divisors whose significand is all ones
            // (x / DBL_MAX): two Newton steps cannot round the reciprocal correctly there.
            let all_ones = |j: usize| {
                d == DType::F64 && ys[j].as_f64().is_normal() && ys[j].bits & ((1u64 << 52) - 1) == (1u64 << 52) - 1
            };
            if let Some(m) = differ_except(&k, t, [len as u32 / 256, 1, 1], &args, |name, j| name == "q" && all_ones(j))
            {
                failures.push(format!("{t} {d}: {m}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Exact float ops (add, sub, mul, min, max, fma, floor, ceil, abs, neg and every comparison)
/// over every pair of hard values, signalling NaNs included: bit for bit (NaN payloads aside).
#[test]
fn float_ops_are_exact_on_hard_operands() {
    use tessera::ir::op::FloatCC;
    let ccs = [
        FloatCC::Oeq,
        FloatCC::One,
        FloatCC::Olt,
        FloatCC::Ole,
        FloatCC::Ogt,
        FloatCC::Oge,
        FloatCC::Ord,
        FloatCC::Ueq,
        FloatCC::Une,
        FloatCC::Ult,
        FloatCC::Ule,
        FloatCC::Ugt,
        FloatCC::Uge,
        FloatCC::Uno,
    ];
    let mut failures = Vec::new();
    for t in Target::AMDGCN {
        for d in [DType::F32, DType::F64, DType::F16, DType::BF16] {
            let mut vals: Vec<Const> = hard_values(d).into_iter().map(|v| Const::from_f64(d, v)).collect();
            // Signalling NaNs: the quiet bit clear, a payload set.
            let snan = match d {
                DType::F64 => 0x7ff0_0000_0000_0001,
                DType::F32 => 0x7f80_0001,
                DType::F16 => 0x7c01,
                _ => 0x7f81,
            };
            vals.push(Const::from_bits(d, snan));
            let n = vals.len() * vals.len();
            let len = n.next_multiple_of(256);
            let mut xs = vec![Const::from_f64(d, 1.0); len];
            let mut ys = vec![Const::from_f64(d, 2.0); len];
            for (i, a) in vals.iter().enumerate() {
                for (j, b) in vals.iter().enumerate() {
                    xs[i * vals.len() + j] = *a;
                    ys[i * vals.len() + j] = *b;
                }
            }
            let b = Builder::new("floatops");
            let (x, y) = (b.ptr_param("x", d), b.ptr_param("y", d));
            let outs: Vec<_> = (0..10).map(|i| b.ptr_param(&format!("o{i}"), d)).collect();
            let cmps: Vec<_> = (0..ccs.len()).map(|i| b.ptr_param(&format!("c{i}"), DType::I1)).collect();
            let offs = b.program_id(0) * 256 + b.arange(0, 256);
            let (xv, yv) = (b.load(x + offs), b.load(y + offs));
            let results = [
                xv + yv,
                xv - yv,
                xv * yv,
                xv.min(yv),
                xv.max(yv),
                b.fma(xv, yv, xv),
                xv.floor(),
                xv.ceil(),
                xv.abs(),
                b.unary(UnaryOp::Neg, xv),
            ];
            for (o, r) in outs.iter().zip(results) {
                b.store(*o + offs, r);
            }
            for (c, cc) in cmps.iter().zip(ccs) {
                b.store(*c + offs, b.fcmp(cc, xv, yv));
            }
            let k = b.finish().unwrap();
            let mut args = vec![
                Arg::Buffer(Buffer::from_consts(d, &xs).unwrap()),
                Arg::Buffer(Buffer::from_consts(d, &ys).unwrap()),
            ];
            args.extend((0..10).map(|_| Arg::Buffer(Buffer::zeros(d, len))));
            args.extend((0..ccs.len()).map(|_| Arg::Buffer(Buffer::zeros(DType::I1, len))));
            if let Some(m) = differ_except(&k, t, [len as u32 / 256, 1, 1], &args, |_, _| false) {
                failures.push(format!("{t} {d}: {m}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Integer ops (arithmetic, division by zero and MIN / -1, shifts by amounts at and past the
/// width, min/max, every comparison) over every pair of boundary values: bit for bit.
#[test]
fn integer_ops_are_exact_on_hard_operands() {
    use tessera::ir::op::IntCC;
    let ops = [
        BinaryOp::Add,
        BinaryOp::Sub,
        BinaryOp::Mul,
        BinaryOp::Sdiv,
        BinaryOp::Udiv,
        BinaryOp::Srem,
        BinaryOp::Urem,
        BinaryOp::And,
        BinaryOp::Or,
        BinaryOp::Xor,
        BinaryOp::Shl,
        BinaryOp::Lshr,
        BinaryOp::Ashr,
        BinaryOp::Smin,
        BinaryOp::Smax,
        BinaryOp::Umin,
        BinaryOp::Umax,
    ];
    let ccs = [
        IntCC::Eq,
        IntCC::Ne,
        IntCC::Slt,
        IntCC::Sle,
        IntCC::Sgt,
        IntCC::Sge,
        IntCC::Ult,
        IntCC::Ule,
        IntCC::Ugt,
        IntCC::Uge,
    ];
    let mut failures = Vec::new();
    for t in Target::AMDGCN {
        let ok = t.gen_config().binary_ok;
        for d in [DType::I64, DType::I32, DType::I16, DType::I8, DType::I1] {
            let w = d.bits() as i64;
            let (min, max) = if w == 64 { (i64::MIN, i64::MAX) } else { (-(1i64 << (w - 1)), (1i64 << (w - 1)) - 1) };
            let vals: Vec<Const> = [0, 1, -1, 2, 3, -7, w - 1, w, w + 1, min, max, min + 1, 100, 12345678, 1 << 40]
                .iter()
                .map(|&v| Const::from_i64(d, v))
                .collect();
            let n = vals.len() * vals.len();
            let len = n.next_multiple_of(256);
            let mut xs = vec![Const::from_i64(d, 1); len];
            let mut ys = vec![Const::from_i64(d, 1); len];
            for (i, a) in vals.iter().enumerate() {
                for (j, b) in vals.iter().enumerate() {
                    xs[i * vals.len() + j] = *a;
                    ys[i * vals.len() + j] = *b;
                }
            }
            let ops: Vec<BinaryOp> = ops.iter().copied().filter(|&op| ok(op, d)).collect();
            let b = Builder::new("intops");
            let (x, y) = (b.ptr_param("x", d), b.ptr_param("y", d));
            let outs: Vec<_> = (0..ops.len()).map(|i| b.ptr_param(&format!("o{i}"), d)).collect();
            let cmps: Vec<_> = (0..ccs.len()).map(|i| b.ptr_param(&format!("c{i}"), DType::I1)).collect();
            let offs = b.program_id(0) * 256 + b.arange(0, 256);
            let (xv, yv) = (b.load(x + offs), b.load(y + offs));
            for (o, op) in outs.iter().zip(&ops) {
                b.store(*o + offs, b.binary(*op, xv, yv));
            }
            for (c, cc) in cmps.iter().zip(ccs) {
                b.store(*c + offs, b.icmp(cc, xv, yv));
            }
            let k = b.finish().unwrap();
            let mut args = vec![
                Arg::Buffer(Buffer::from_consts(d, &xs).unwrap()),
                Arg::Buffer(Buffer::from_consts(d, &ys).unwrap()),
            ];
            args.extend((0..ops.len()).map(|_| Arg::Buffer(Buffer::zeros(d, len))));
            args.extend((0..ccs.len()).map(|_| Arg::Buffer(Buffer::zeros(DType::I1, len))));
            if let Some(m) = differ(&k, t, [len as u32 / 256, 1, 1], &args) {
                failures.push(format!("{t} {d}: {m}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// out[i] = convert(x[i]) between every pair of element types the target converts (signed and
/// unsigned readings of integers), on boundary values: bit for bit.
#[test]
fn conversions_are_exact_on_hard_operands() {
    use DType::*;
    let types = [F64, F32, F16, BF16, I64, I32, I16, I8, I1];
    let int_values: [i64; 18] = [
        0,
        1,
        -1,
        127,
        128,
        -128,
        255,
        256,
        32767,
        32768,
        -32769,
        65535,
        i32::MAX as i64,
        i32::MIN as i64,
        (1 << 24) + 1,
        u32::MAX as i64,
        (1 << 53) + 1,
        i64::MIN,
    ];
    let extra_floats = [
        127.5,
        -128.5,
        255.9,
        -0.7,
        0.5,
        65535.5,
        32767.6,
        2147483648.0,
        -2147483649.0,
        4294967296.0,
        1e10,
        1e300,
        -1e300,
    ];
    let mut failures = Vec::new();
    for t in Target::AMDGCN {
        let ok = t.gen_config().cast_ok;
        for from in types {
            let vals: Vec<Const> = if from.is_float() {
                hard_values(from).into_iter().chain(extra_floats).map(|v| Const::from_f64(from, v)).collect()
            } else {
                int_values.iter().map(|&v| Const::from_i64(from, v)).collect()
            };
            let mut xs = vals.clone();
            xs.resize(256, Const::from_i64(from, 1));
            for to in types {
                if to == from || !ok(from, to) {
                    continue;
                }
                for signed in [true, false] {
                    if !signed && from.is_float() && to.is_float() {
                        continue;
                    }
                    let b = Builder::new("cvt");
                    let (x, y) = (b.ptr_param("x", from), b.ptr_param("y", to));
                    let offs = b.program_id(0) * 256 + b.arange(0, 256);
                    let v = b.load(x + offs);
                    b.store(y + offs, if signed { v.to(to) } else { v.to_unsigned(to) });
                    let k = b.finish().unwrap();
                    let args =
                        vec![Arg::Buffer(Buffer::from_consts(from, &xs).unwrap()), Arg::Buffer(Buffer::zeros(to, 256))];
                    if let Some(m) = differ_except(&k, t, [1, 1, 1], &args, |_, _| false) {
                        let which = if signed { "" } else { " (unsigned)" };
                        failures.push(format!("{t} {from} -> {to}{which}: {m}"));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// y = op(x) for the approximate math ops over 2^14 f32 values (half random bits, half in
/// [-100, 100], plus specials) and every f16/bf16 value: within the op's documented bound.
/// f32 inputs placed among the random ones: zeros, infinities, NaN, denormals, the edges of
/// exp's and exp2's ranges, a large sine argument.
const MATH_SPECIALS: [f32; 21] = [
    0.0f32,
    -0.0,
    1.0,
    -1.0,
    f32::INFINITY,
    f32::NEG_INFINITY,
    f32::NAN,
    1e-40,
    -1e-40,
    1e-45,
    f32::MIN_POSITIVE,
    88.7,
    -103.0,
    1e5,
    88.72284,
    -87.33654,
    -103.97,
    -104.0,
    -126.5,
    -149.0,
    127.9,
];

#[test]
fn approximate_math_meets_its_bounds() {
    let mut report = Vec::new();
    for t in Target::AMDGCN {
        for d in [DType::F32, DType::F16, DType::BF16] {
            let inputs = math_inputs(d, 1 << 14, &MATH_SPECIALS);
            let n = inputs.len() as u32;
            for op in
                [UnaryOp::Exp, UnaryOp::Exp2, UnaryOp::Log, UnaryOp::Log2, UnaryOp::Rsqrt, UnaryOp::Sin, UnaryOp::Cos]
            {
                let b = Builder::new("math");
                let (x, y) = (b.ptr_param("x", d), b.ptr_param("y", d));
                let offs = b.program_id(0) * 1024 + b.arange(0, 1024);
                b.store(y + offs, b.unary(op, b.load(x + offs)));
                let k = b.finish().unwrap();
                let args = vec![
                    Arg::Buffer(Buffer::from_consts(d, &inputs).unwrap()),
                    Arg::Buffer(Buffer::zeros(d, inputs.len())),
                ];
                let grid = [n / 1024, 1, 1];
                let mut want = args.clone();
                interp::run(&k, grid, &mut want).unwrap();
                let mut got = args;
                if let Err(e) = run_amdgcn(&k, t, grid, &mut got, &SimOptions::default()) {
                    report.push(format!("{t} {op} {d}: {e}"));
                    continue;
                }
                let (Arg::Buffer(w), Arg::Buffer(g)) = (&want[1], &got[1]) else { unreachable!() };
                let bound = op.approx_bound().unwrap();
                let mut bad = 0;
                let mut first = None;
                for (i, input) in inputs.iter().enumerate() {
                    let x = input.as_f64();
                    // sin/cos promise nothing beyond |x| <= 1e5.
                    if matches!(op, UnaryOp::Sin | UnaryOp::Cos) && x.abs() > 1e5 {
                        continue;
                    }
                    let (gv, wv) = (g.get(i).unwrap().as_f64(), w.get(i).unwrap().as_f64());
                    if !bound.accepts(d, gv, wv) {
                        bad += 1;
                        first.get_or_insert((x, gv, wv));
                    }
                }
                if bad > 0 {
                    let (x, g, w) = first.unwrap();
                    report.push(format!(
                        "{t} {op} {d}: {bad} of {n} outside the bound (first: x = {x:e}: sim {g:e}, exact {w:e})"
                    ));
                }
            }
        }
    }
    assert!(report.is_empty(), "{}", report.join("\n"));
}
