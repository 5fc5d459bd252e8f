//! A generator of random well-typed kernels with matching launch arguments, for property tests,
//! differential tests of the backends and fuzz targets.
//!
//! ```text
//!   Entropy (SplitMix seed | fuzzer bytes) ──> generate(cfg) ──> Case { kernel, grid, args }
//!   arb_case(cfg): the same as a proptest Strategy
//! ```
//!
//! Every generated kernel has the same skeleton, which makes it valid by construction and safe
//! to run: programs along axis 0 each own a tile of shape S (1-D or 2-D, at most
//! `max_tile_elems` elements); every buffer holds `programs * numel(S)` elements and every
//! unmasked access lands inside it (offsets are `pid * numel(S) + index`, sometimes scrambled by
//! an odd multiplier modulo numel(S)). Between the loads of the inputs and the stores of the
//! outputs, a random program of ops draws operands from a pool of values in scope; `for` and
//! `if` regions recurse with their own pools. `GenConfig` picks the element types and the op
//! families in play, so a backend can restrict the generator to what it supports.
//!
//! The generator uses the builder, so it exercises it too; a builder error here is a bug in
//! the generator and panics with the message.

use crate::builder::{Builder, Tv};
use crate::constant::Const;
use crate::interp::{Arg, Buffer};
use crate::kernel::{Kernel, ParamAttrs};
use crate::op::{AtomicOp, BinaryOp, DotPrecision, FloatCC, IntCC, ReduceOp, ScanOp, UnaryOp};
use crate::types::{DType, Scalar, Type};

use proptest::prelude::*;
use std::fmt;

/// A source of random bits.
pub trait Entropy {
    fn next_u64(&mut self) -> u64;
}

/// A seeded SplitMix64 generator.
pub struct SplitMix(pub u64);

impl Entropy for SplitMix {
    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// Fuzzer input as entropy: eight bytes per draw, zeros once the input runs out (zeros always
/// lead to the smallest choices, so generation still ends).
pub struct ByteSource<'a> {
    pub data: &'a [u8],
    pub pos: usize,
}

impl Entropy for ByteSource<'_> {
    fn next_u64(&mut self) -> u64 {
        let mut b = [0u8; 8];
        let rest = self.data.get(self.pos..).unwrap_or(&[]);
        let n = rest.len().min(8);
        b[..n].copy_from_slice(&rest[..n]);
        self.pos += 8;
        u64::from_le_bytes(b)
    }
}

/// Which op families the generator may use. Memory ops, constants, elementwise arithmetic,
/// compares, select, casts and pointer arithmetic are always in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpSet {
    pub control: bool,
    pub math: bool,
    pub shape: bool,
    pub reduce: bool,
    pub scan: bool,
    pub dot: bool,
    pub atomics: bool,
    /// Ops that make a NaN's payload observable: `bitcast` from a float (to an integer, or
    /// between f16 and bf16) and float `atomic_cas` (which compares bits). Off for bit-exact differential tests, since NaN
    /// payloads are unspecified.
    pub nan_bits: bool,
}

impl OpSet {
    pub const ALL: OpSet = OpSet {
        control: true,
        math: true,
        shape: true,
        reduce: true,
        scan: true,
        dot: true,
        atomics: true,
        nan_bits: true,
    };
}

/// What to generate.
#[derive(Clone, Debug)]
pub struct GenConfig {
    /// Element types in play (pointers are to these too).
    pub dtypes: Vec<DType>,
    pub ops: OpSet,
    /// Most ops drawn per region.
    pub max_ops: usize,
    /// Deepest nesting of `for`/`if`.
    pub max_depth: u32,
    /// Largest tile S (a power of two).
    pub max_tile_elems: u32,
    /// Most programs along axis 0.
    pub max_programs: u32,
    /// Which atomic read-modify-write ops, on which element types, a backend supports.
    pub atomic_ok: fn(AtomicOp, DType) -> bool,
    /// Which element types `atomic_cas` supports.
    pub cas_ok: fn(DType) -> bool,
    /// Which reductions, on which element types, a backend supports. Float sums are summed in an
    /// unspecified order: a bit-exact comparison leaves them out.
    pub reduce_ok: fn(ReduceOp, DType) -> bool,
    /// Which binary ops, on which element types, a backend supports.
    pub binary_ok: fn(BinaryOp, DType) -> bool,
    /// Which conversions (`from`, `to`) a backend supports.
    pub cast_ok: fn(DType, DType) -> bool,
    /// Float dots take operands and accumulators quantised to small integers (-8..=7, through
    /// an i8), so that every sum in them, and the row sums after them, is exact whatever the
    /// order or rounding of the additions: tensor cores and the interpreter then agree bit for
    /// bit, and a bit-exact test checks the layouts and fragments. Off, dots see any values
    /// (for comparing a GPU with the simulator, which follows the hardware's rule).
    pub exact_dots: bool,
    /// Some programs (three in five) take the shape of a warpgroup dot: a 64 x 16 or 64 x 32
    /// tile on 4 or 8 warps, past `max_tile_elems`, so that their dots (64 x 64, K 16 or 32)
    /// fit sm_90a's warpgroup tensor cores.
    pub warpgroup_shapes: bool,
    /// Some programs (two in five) take a shape whose dots (M = N = the first dimension, K the
    /// second) fit AMD's matrix-core forms: 16 x 16 (16x16x16, and f32's 16x16x4), 32 x 8 or
    /// 32 x 16 (32x32x8, 32x32x2), 16 x 32 (gfx942's i8 16x16x32) or 64 x 16 (the matmul's
    /// 64 x 64 share on 4 warps), on 1, 2 or 4 warps.
    pub matrix_shapes: bool,
    /// Dots also take `f8e4m3` and `f8e5m2` operands (made from f32 values by `fptrunc`) into
    /// f32, for targets that compile fp8 dots; off by default, so that the programs of every
    /// seed are the same with it off as before it existed.
    pub fp8_dots: bool,
}

impl Default for GenConfig {
    fn default() -> GenConfig {
        GenConfig {
            dtypes: DType::ALL.to_vec(),
            ops: OpSet::ALL,
            max_ops: 16,
            max_depth: 2,
            max_tile_elems: 256,
            max_programs: 3,
            atomic_ok: |_, d| d != DType::I1,
            cas_ok: |d| d != DType::I1,
            reduce_ok: |_, _| true,
            binary_ok: |_, _| true,
            cast_ok: |_, _| true,
            exact_dots: false,
            warpgroup_shapes: false,
            matrix_shapes: false,
            fp8_dots: false,
        }
    }
}

/// A generated kernel with a grid and arguments that it runs on without error.
#[derive(Clone)]
pub struct Case {
    pub kernel: Kernel,
    pub grid: [u32; 3],
    pub args: Vec<Arg>,
}

impl fmt::Debug for Case {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "grid {:?}", self.grid)?;
        for (p, a) in self.kernel.params.iter().zip(&self.args) {
            writeln!(f, "%{} = {}", p.name, a.describe())?;
        }
        write!(f, "{}", crate::text::print_kernel(&self.kernel))
    }
}

/// A proptest strategy over generated cases.
pub fn arb_case(cfg: GenConfig) -> impl Strategy<Value = Case> {
    any::<u64>().prop_map(move |seed| generate(&mut SplitMix(seed), &cfg))
}

/// Generates one case.
pub fn generate(e: &mut dyn Entropy, cfg: &GenConfig) -> Case {
    let mut r = Rng { e };
    let dtypes = if cfg.dtypes.is_empty() { vec![DType::I32] } else { cfg.dtypes.clone() };
    // The tile shape S and the grid.
    let max_log = cfg.max_tile_elems.max(1).ilog2();
    let warpgroup = cfg.warpgroup_shapes && r.chance(60);
    let matrix = !warpgroup && cfg.matrix_shapes && r.chance(40);
    let dims: Vec<u32> = if warpgroup {
        vec![64, 16 << r.below(2)]
    } else if matrix {
        [[16, 16], [32, 8], [32, 16], [16, 32], [64, 16]][r.below(5)].to_vec()
    } else if r.chance(50) {
        vec![1 << r.below(max_log as usize + 1)]
    } else {
        let a = r.below(max_log as usize + 1) as u32;
        let b = r.below((max_log - a) as usize + 1) as u32;
        vec![1 << a, 1 << b]
    };
    let numel: u32 = dims.iter().product();
    let programs = 1 + r.below(cfg.max_programs.max(1) as usize) as u32;
    let len = (programs * numel) as usize;

    let b = Builder::new("gen");
    // Mostly 1-4 warps; sometimes 8 or 16, whose cross-warp steps take other paths.
    b.num_warps(if warpgroup {
        4 << r.below(2)
    } else if matrix {
        1 << r.below(3)
    } else if r.chance(15) {
        8 << r.below(2)
    } else {
        1 << r.below(3)
    });
    if r.chance(30) {
        b.num_stages(2 + r.below(3) as u32);
    }
    let n_in = 1 + r.below(3);
    let n_out = 1 + r.below(2);
    let in_types: Vec<DType> = (0..n_in).map(|_| r.pick(&dtypes)).collect();
    let out_types: Vec<DType> = (0..n_out).map(|_| r.pick(&dtypes)).collect();
    let scalar_type = r.pick(&dtypes);
    // Half the buffers are declared 16-byte aligned (as every allocation is), which lets
    // unmasked accesses become vector accesses.
    let mut ptr = |name: String, d: DType| {
        let align = r.chance(50).then_some(16);
        b.param_with(&name, Type::ptr(d), ParamAttrs { align, div: None })
    };
    let ins: Vec<Tv> = in_types.iter().enumerate().map(|(i, &d)| ptr(format!("in{i}"), d)).collect();
    let outs: Vec<Tv> = out_types.iter().enumerate().map(|(i, &d)| ptr(format!("out{i}"), d)).collect();
    let n = b.param("n", DType::I32);
    let s = b.param("s", scalar_type);

    let mut args = Vec::new();
    for &d in &in_types {
        args.push(Arg::Buffer(random_buffer(&mut r, d, len)));
    }
    for &d in &out_types {
        args.push(Arg::Buffer(Buffer::zeros(d, len)));
    }
    args.push(Arg::Scalar(Const::i32(r.below(len + 1) as i32)));
    args.push(Arg::Scalar(random_const(&mut r, scalar_type)));

    // The skeleton: linear index of each element of S, the program's offsets, a tail mask.
    let pid = b.program_id(0);
    let index = if dims.len() == 1 {
        b.arange(0, dims[0] as i32)
    } else {
        b.arange(0, dims[0] as i32).col() * dims[1] as i32 + b.arange(0, dims[1] as i32).row()
    };
    let offs = pid * numel as i32 + index;
    let tail = offs.lt(n);
    let mut g =
        Gen { b: &b, r, cfg, dtypes, dims, numel, programs, ins, outs, offs, depth: 0, exact_inputs: Vec::new() };
    let mut pool = vec![pid, n, s, offs, tail];
    for i in 0..g.ins.len() {
        let v = g.load_input(i, &pool);
        pool.push(v);
    }
    let count = 1 + g.r.below(cfg.max_ops.max(1));
    g.ops(&mut pool, count);
    for i in 0..g.outs.len() {
        g.store_output(i, &pool);
    }
    for &i in &g.exact_inputs {
        if let Arg::Buffer(buf) = &mut args[i] {
            for e in 0..buf.len() {
                let _ = buf.set(e, Const::from_f64(buf.dtype, (g.r.below(17) as f64 - 8.0) / 8.0));
            }
        }
    }
    let kernel = b.finish().unwrap_or_else(|e| panic!("generator bug: {e}"));
    Case { kernel, grid: [programs, 1, 1], args }
}

struct Rng<'e> {
    e: &'e mut dyn Entropy,
}

impl Rng<'_> {
    fn below(&mut self, n: usize) -> usize {
        if n <= 1 {
            0
        } else {
            (self.e.next_u64() % n as u64) as usize
        }
    }
    /// True with probability `pct` percent.
    fn chance(&mut self, pct: u64) -> bool {
        self.e.next_u64() % 100 < pct
    }
    fn pick<T: Copy>(&mut self, xs: &[T]) -> T {
        xs[self.below(xs.len())]
    }
}

fn random_const(r: &mut Rng, d: DType) -> Const {
    if d.is_int() {
        let w = d.bits();
        let v: i64 = match r.below(6) {
            0 => 0,
            1 => 1,
            2 => -1,
            3 => r.below(16) as i64 - 8,
            4 => crate::constant::sext(1u64 << (w - 1).min(63), w), // MIN
            _ => r.e.next_u64() as i64,
        };
        Const::from_i64(d, v)
    } else {
        let v = match r.below(16) {
            0 => 0.0,
            1 => -0.0,
            2 => f64::INFINITY,
            3 => f64::NAN,
            4 => 1e-40, // subnormal in f32, flushes to 0 in narrower types
            5 => 65504.0,
            6 => -1.0,
            _ => (r.below(1 << 16) as f64 - 32768.0) / 4096.0,
        };
        Const::from_f64(d, v)
    }
}

fn random_buffer(r: &mut Rng, d: DType, len: usize) -> Buffer {
    let mut b = Buffer::zeros(d, len);
    for i in 0..len {
        let c = if d.is_float() && !r.chance(5) {
            Const::from_f64(d, (r.below(1 << 16) as f64 - 32768.0) / 8192.0)
        } else if d.is_int() && r.chance(70) {
            Const::from_i64(d, r.below(64) as i64 - 32)
        } else {
            random_const(r, d)
        };
        let _ = b.set(i, c);
    }
    b
}

struct Gen<'b, 'e, 'c> {
    b: &'b Builder,
    r: Rng<'e>,
    cfg: &'c GenConfig,
    dtypes: Vec<DType>,
    dims: Vec<u32>,
    numel: u32,
    programs: u32,
    ins: Vec<Tv<'b>>,
    outs: Vec<Tv<'b>>,
    offs: Tv<'b>,
    depth: u32,
    /// Inputs a pipelined dot loop reads under `exact_dots`: filled with exact values
    /// (multiples of 1/8 in [-1, 1]) once the kernel is made.
    exact_inputs: Vec<usize>,
}

impl<'b> Gen<'b, '_, '_> {
    fn s_type(&self, d: DType) -> Type {
        Type::tile(d, &self.dims).expect("rank <= 2")
    }

    /// A random value from the pool that satisfies `pred`.
    fn find(&mut self, pool: &[Tv<'b>], pred: impl Fn(Type) -> bool) -> Option<Tv<'b>> {
        let hits: Vec<Tv<'b>> = pool.iter().copied().filter(|v| pred(v.ty())).collect();
        (!hits.is_empty()).then(|| hits[self.r.below(hits.len())])
    }

    /// An i1 tile of shape S from the pool.
    fn find_mask(&mut self, pool: &[Tv<'b>]) -> Option<Tv<'b>> {
        let want = self.s_type(DType::I1);
        self.find(pool, |t| t == want)
    }

    /// A value of exactly type `t`: from the pool when there is one, else made by a cast of a
    /// value of the same shape or a constant.
    fn value_of(&mut self, pool: &[Tv<'b>], t: Type) -> Tv<'b> {
        if let Some(v) = self.find(pool, |u| u == t) {
            if self.r.chance(80) {
                return v;
            }
        }
        let d = t.dtype().expect("numbers only");
        let ok = self.cfg.cast_ok;
        if let Some(v) = self.find(pool, |u| u.shape == t.shape && u.dtype().is_some_and(|f| ok(f, d))) {
            if self.r.chance(70) {
                return if self.r.chance(50) { v.to(d) } else { v.to_unsigned(d) };
            }
        }
        let c = random_const(&mut self.r, d);
        if t.is_scalar() {
            self.b.const_value(c)
        } else {
            self.b.const_tile(t.shape.dims(), c)
        }
    }

    fn load_input(&mut self, i: usize, pool: &[Tv<'b>]) -> Tv<'b> {
        let p = self.ins[i];
        let offs = self.scrambled_offsets();
        match self.r.below(4) {
            0 => self.b.load(p + offs),
            1 => {
                let mask = self.find_mask(pool);
                let d = p.ty().scalar;
                let Scalar::Ptr(d) = d else { unreachable!("inputs are pointers") };
                let other = self.b.const_value(random_const(&mut self.r, d));
                match mask {
                    Some(m) => self.b.load_masked(p + offs, m, other),
                    None => self.b.load(p + offs),
                }
            }
            2 => {
                // A scalar load: one element per program.
                self.b.load(p + self.b.program_id(0))
            }
            _ => {
                // Masked by the tail: lanes at or past n read `other`, and their addresses are
                // pushed out of bounds, which is fine because a masked-off lane never touches memory.
                let m = self.offs.lt(pool[1]);
                let Scalar::Ptr(d) = p.ty().scalar else { unreachable!("inputs are pointers") };
                let other = self.b.const_value(random_const(&mut self.r, d));
                let len = (self.numel * self.programs) as i32;
                let away = self.b.select(m, 0, len);
                self.b.load_masked(p + (self.offs + away), m, other)
            }
        }
    }

    /// The program's offsets, sometimes permuted within the program's block.
    fn scrambled_offsets(&mut self) -> Tv<'b> {
        if self.numel > 1 && self.r.chance(30) {
            let mult = (self.r.below(1000) * 2 + 1) as i32;
            let local = ((self.offs - self.b.program_id(0) * self.numel as i32) * mult) & (self.numel as i32 - 1);
            self.b.program_id(0) * self.numel as i32 + local
        } else {
            self.offs
        }
    }

    fn store_output(&mut self, i: usize, pool: &[Tv<'b>]) {
        let p = self.outs[i];
        let Scalar::Ptr(d) = p.ty().scalar else { unreachable!("outputs are pointers") };
        let t = if self.r.chance(85) { self.s_type(d) } else { Type::num(d) };
        let v = self.value_of(pool, t);
        let offs = self.scrambled_offsets();
        let mask = self.find_mask(pool);
        match mask {
            Some(m) if self.r.chance(50) => self.b.store_masked(p + offs, v, m),
            _ => self.b.store(p + offs, v),
        }
    }

    /// Draws `count` ops into `pool`.
    fn ops(&mut self, pool: &mut Vec<Tv<'b>>, count: usize) {
        for _ in 0..count {
            if let Some(v) = self.one_op(pool) {
                pool.extend(v);
            }
        }
    }

    fn one_op(&mut self, pool: &mut Vec<Tv<'b>>) -> Option<Vec<Tv<'b>>> {
        let o = self.cfg.ops;
        let mut kinds: Vec<u8> = vec![0, 1, 1, 2, 2, 2, 3, 4, 5, 6, 7];
        if o.math {
            kinds.push(8);
        }
        if o.shape {
            kinds.extend([10, 10]);
        }
        if o.reduce {
            kinds.push(11);
        }
        if o.scan {
            kinds.push(12);
        }
        // Dots of at most 64 rows: a 64 x 64 f32 accumulator is what a test's share of shared
        // memory holds comfortably (a layout change of a 128 x 128 one needs 64 KB).
        if o.dot && self.dims.len() == 2 && self.dims[0] <= 64 {
            kinds.push(13);
        }
        if o.atomics {
            kinds.push(14);
        }
        if o.control && self.depth < self.cfg.max_depth {
            kinds.extend([15, 16]);
            if o.dot && self.dims.len() == 2 && self.dims[0] <= 64 {
                kinds.push(17);
            }
        }
        let b = self.b;
        let num = |t: Type| t.dtype().is_some();
        Some(match self.r.pick(&kinds) {
            0 => {
                let d = self.r.pick(&self.dtypes);
                let t = if self.r.chance(50) { Type::num(d) } else { self.s_type(d) };
                vec![self.value_of(&[], t)]
            }
            1 => {
                let a = self.find(pool, num)?;
                let d = a.ty().dtype().expect("a number");
                let math = self.cfg.ops.math && d != DType::F64;
                let ops: Vec<UnaryOp> = UnaryOp::ALL
                    .iter()
                    .copied()
                    .filter(|u| if d.is_int() { u.on_int() } else { u.on_float() })
                    .filter(|u| u.approx_bound().is_none() || math)
                    .collect();
                vec![b.unary(self.r.pick(&ops), a)]
            }
            2 => {
                let a = self.find(pool, num)?;
                let d = a.ty().dtype().expect("a number");
                let c = self.value_of(pool, a.ty());
                let ops: Vec<BinaryOp> = BinaryOp::ALL
                    .iter()
                    .copied()
                    .filter(|o| if d.is_int() { o.on_int() } else { o.on_float() })
                    .filter(|&o| (self.cfg.binary_ok)(o, d))
                    .collect();
                if ops.is_empty() {
                    return None;
                }
                vec![b.binary(self.r.pick(&ops), a, c)]
            }
            3 => {
                let a = self.find(pool, num)?;
                let c = self.value_of(pool, a.ty());
                if a.ty().dtype().expect("a number").is_int() {
                    vec![b.icmp(self.r.pick(IntCC::ALL), a, c)]
                } else {
                    vec![b.fcmp(self.r.pick(FloatCC::ALL), a, c)]
                }
            }
            4 => {
                let a = self.find(pool, num)?;
                let t = a.ty();
                let c =
                    self.find(pool, |u| u.scalar == Scalar::Num(DType::I1) && (u.is_scalar() || u.shape == t.shape))?;
                let other = self.value_of(pool, t);
                vec![b.select(c, a, other)]
            }
            5 => {
                let a = self.find(pool, num)?;
                let d = self.r.pick(&self.dtypes);
                if !(self.cfg.cast_ok)(a.ty().dtype().expect("a number"), d) {
                    return None;
                }
                vec![if self.r.chance(50) { a.to(d) } else { a.to_unsigned(d) }]
            }
            6 => {
                let a = self.find(pool, num)?;
                let d = a.ty().dtype().expect("a number");
                let same: Vec<DType> = self
                    .dtypes
                    .iter()
                    .copied()
                    .filter(|x| x.bits() == d.bits() && *x != d && *x != DType::I1)
                    // A float's bits seen as another type (an integer, or f16 <-> bf16) show a
                    // NaN's sign and payload, which are unspecified.
                    .filter(|_| self.cfg.ops.nan_bits || !d.is_float())
                    .collect();
                if same.is_empty() || d == DType::I1 {
                    return None;
                }
                vec![a.bitcast(self.r.pick(&same))]
            }
            7 => {
                let a = self.find(pool, |t| t.scalar.is_float())?;
                let (x, y) = (self.value_of(pool, a.ty()), self.value_of(pool, a.ty()));
                vec![b.fma(a, x, y)]
            }
            8 => {
                let a = self.find(pool, |t| matches!(t.dtype(), Some(DType::F16 | DType::BF16 | DType::F32)))?;
                let ops = [
                    UnaryOp::Exp,
                    UnaryOp::Exp2,
                    UnaryOp::Log,
                    UnaryOp::Log2,
                    UnaryOp::Rsqrt,
                    UnaryOp::Sin,
                    UnaryOp::Cos,
                ];
                vec![b.unary(self.r.pick(&ops), a)]
            }
            10 => self.shape_op(pool)?,
            11 => {
                let a = self.find(pool, |t| t.is_tile() && t.dtype().is_some())?;
                let d = a.ty().dtype().expect("a number");
                let ok = self.cfg.reduce_ok;
                let ops: Vec<ReduceOp> = ReduceOp::ALL
                    .iter()
                    .copied()
                    .filter(|&o| if d.is_int() { o.on_int() } else { o.on_float() })
                    .filter(|&o| ok(o, d))
                    .collect();
                if ops.is_empty() {
                    return None;
                }
                let axis = self.r.below(a.ty().shape.rank()) as u8;
                let red = a.reduce(self.r.pick(&ops), axis);
                // Bring it back to the shape it came from, so later ops can combine it.
                let back = if red.ty().is_scalar() {
                    red.broadcast_to(a.ty().shape.dims())
                } else {
                    red.expand_dims(axis).broadcast_to(a.ty().shape.dims())
                };
                vec![red, back]
            }
            12 => {
                let a = self.find(pool, |t| t.is_tile() && t.dtype().is_some())?;
                let d = a.ty().dtype().expect("a number");
                // A scan's sum obeys the same rule as a reduction's (order-dependent on floats).
                let sum_ok = (self.cfg.reduce_ok)(ReduceOp::Sum, d);
                let ops: Vec<ScanOp> = ScanOp::ALL
                    .iter()
                    .copied()
                    .filter(|o| if d.is_int() { o.on_int() } else { o.on_float() })
                    .filter(|&o| o != ScanOp::Sum || sum_ok)
                    .collect();
                let axis = self.r.below(a.ty().shape.rank()) as u8;
                vec![a.scan(self.r.pick(&ops), axis, self.r.chance(30))]
            }
            13 => self.dot(pool)?,
            14 => self.atomic(pool)?,
            15 => self.for_loop(pool)?,
            17 => self.dot_loop()?,
            _ => self.if_op(pool)?,
        })
    }

    fn shape_op(&mut self, pool: &[Tv<'b>]) -> Option<Vec<Tv<'b>>> {
        let a = self.find(pool, |t| t.dtype().is_some())?;
        let t = a.ty();
        let dims = t.shape.dims().to_vec();
        Some(match self.r.below(4) {
            0 if t.is_scalar() => vec![a.broadcast_to(&self.dims.clone())],
            0 | 1 if t.shape.rank() < 4 && t.is_tile() => {
                let axis = self.r.below(t.shape.rank() + 1) as u8;
                let e = a.expand_dims(axis);
                // Broadcast the new unit dimension to 2 when the tile stays small.
                let mut bd = e.ty().shape.dims().to_vec();
                if t.numel() * 2 <= self.cfg.max_tile_elems as u64 {
                    bd[axis as usize] = 2;
                }
                vec![e, e.broadcast_to(&bd)]
            }
            2 if dims.len() == 2 => vec![a.t()],
            _ if t.is_tile() => {
                // Reshape to a random factorisation of the element count, rank 1 or 2.
                let total = t.numel() as u32;
                let shape = if self.r.chance(50) || total == 1 {
                    vec![total]
                } else {
                    let k = 1 << self.r.below(total.ilog2() as usize + 1);
                    vec![k, total / k]
                };
                vec![a.reshape(&shape)]
            }
            _ => return None,
        })
    }

    fn dot(&mut self, pool: &[Tv<'b>]) -> Option<Vec<Tv<'b>>> {
        let combos: Vec<(DType, DType)> = [
            (DType::F16, DType::F32),
            (DType::F16, DType::F16),
            (DType::BF16, DType::F32),
            (DType::F32, DType::F32),
            (DType::I8, DType::I32),
            (DType::F64, DType::F64),
        ]
        .into_iter()
        .filter(|(a, c)| self.dtypes.contains(a) && self.dtypes.contains(c))
        .collect();
        let mut combos = combos;
        if self.cfg.fp8_dots && self.dtypes.contains(&DType::F32) {
            combos.extend([(DType::F8E4M3, DType::F32), (DType::F8E5M2, DType::F32)]);
        }
        if combos.is_empty() {
            return None;
        }
        // A warpgroup shape mostly takes 16-bit (or 8-bit float) operands, which warpgroup
        // tensor cores take.
        let half: Vec<(DType, DType)> = combos
            .iter()
            .copied()
            .filter(|(a, _)| matches!(a, DType::F16 | DType::BF16 | DType::F8E4M3 | DType::F8E5M2))
            .collect();
        let combos = if self.cfg.warpgroup_shapes && self.dims[0] == 64 && !half.is_empty() && self.r.chance(75) {
            half
        } else {
            combos
        };
        let (ad, cd) = self.r.pick(&combos);
        let (m, _) = (self.dims[0], self.dims[1]);
        // fp8 operands are made from f32 values (fp8 has no arithmetic and no integer casts).
        let src = if ad.is_fp8() { DType::F32 } else { ad };
        let x = self.value_of(pool, self.s_type(src));
        let y = self.value_of(pool, self.s_type(src));
        let acc_t = Type::tile(cd, &[m, m]).expect("rank 2");
        let acc = self.value_of(pool, acc_t);
        let (x, y, acc) = if self.cfg.exact_dots && ad.is_float() {
            let q = |v: Tv<'b>, d: DType| (v.to(DType::I8) >> 4).to(d);
            (q(x, src), q(y, src), q(acc, cd))
        } else {
            (x, y, acc)
        };
        // (-8..=7 is exact in both fp8 formats, and so are the products and their sums in f32.)
        let (x, y) = if ad.is_fp8() { (x.to(ad), y.to(ad)) } else { (x, y) };
        let prec = self.r.pick(DotPrecision::ALL);
        let d = self.b.dot_with(x, y.t(), acc, if ad == DType::F32 { prec } else { DotPrecision::Ieee });
        // Back to S: sum each row and spread it over the row.
        let back = d.sum(1).col().broadcast_to(&self.dims.clone());
        Some(vec![d, back])
    }

    /// A loop of dots over 16-bit tiles loaded in its body, as a matmul's K loop is (and as
    /// the pipeliner fetches ahead): A is the program's block of one input shifted by `c`
    /// elements per iteration, B another's (read transposed), both masked by the buffer's
    /// end with a random `other` (zero or not, which decides whether the ring may fetch
    /// them), the accumulator carried. Half the loops carry their pointer tiles and advance
    /// them each iteration (Triton's `a_ptrs += BLOCK_K`), half compute them from the
    /// induction variable; both mean the same.
    fn dot_loop(&mut self) -> Option<Vec<Tv<'b>>> {
        let acc_d = DType::F32;
        if !self.dtypes.contains(&acc_d) {
            return None;
        }
        let halves: Vec<usize> = (0..self.ins.len())
            .filter(|&i| matches!(self.ins[i].ty().scalar, Scalar::Ptr(DType::F16 | DType::BF16)))
            .collect();
        if halves.is_empty() {
            return None;
        }
        let (ia, ib) = (self.r.pick(&halves), self.r.pick(&halves));
        let (Scalar::Ptr(da), Scalar::Ptr(db)) = (self.ins[ia].ty().scalar, self.ins[ib].ty().scalar) else {
            unreachable!("inputs are pointers")
        };
        if da != db {
            return None;
        }
        if self.cfg.exact_dots {
            self.exact_inputs.extend([ia, ib]);
        }
        let b = self.b;
        let m = self.dims[0];
        let len = (self.numel * self.programs) as i32;
        let trips = 1 + self.r.below(3) as i32;
        // The shift per iteration: a whole row of the block or a multiple of 8 elements.
        let c = [0, 8, self.dims[1] as i32, 16][self.r.below(4)];
        let other = |g: &mut Self, d: DType| {
            let v = if g.cfg.exact_dots {
                [0.0, -0.0, 1.0, -1.0, 0.5, 2.0][g.r.below(6)]
            } else {
                match g.r.below(3) {
                    0 => 0.0,
                    _ => random_const(&mut g.r, d).as_f64(),
                }
            };
            b.cst(d, v)
        };
        let (oa, ob) = (other(self, da), other(self, db));
        let acc0 = b.zeros(&[m, m], acc_d);
        let limit = b.cst(DType::I32, len as f64);
        let (pa, pb, offs) = (self.ins[ia], self.ins[ib], self.offs);
        let carried = self.r.chance(50);
        let step = b.cst(DType::I32, 1.0);
        let (lo, hi) = (b.cst(DType::I32, 0.0), b.cst(DType::I32, trips as f64));
        let res = if carried {
            let inits = [acc0, pa + offs, pb + offs];
            b.for_range(lo, hi, step, &inits, |iv, v| {
                let at = offs + iv * c;
                let mask = at.lt(limit);
                let x = b.load_masked(v[1], mask, oa);
                let y = b.load_masked(v[2], mask, ob);
                let d = b.dot(x, y.t(), v[0]);
                vec![d, v[1] + c, v[2] + c]
            })
        } else {
            b.for_range(lo, hi, step, &[acc0], |iv, v| {
                let at = offs + iv * c;
                let mask = at.lt(limit);
                let x = b.load_masked(pa + at, mask, oa);
                let y = b.load_masked(pb + at, mask, ob);
                vec![b.dot(x, y.t(), v[0])]
            })
        };
        let d = res[0];
        let back = d.sum(1).col().broadcast_to(&self.dims.clone());
        Some(vec![d, back])
    }

    fn atomic(&mut self, pool: &[Tv<'b>]) -> Option<Vec<Tv<'b>>> {
        let i = self.r.below(self.outs.len());
        let p = self.outs[i];
        let Scalar::Ptr(d) = p.ty().scalar else { unreachable!("outputs are pointers") };
        let ok = self.cfg.atomic_ok;
        let ops: Vec<AtomicOp> = AtomicOp::ALL
            .iter()
            .copied()
            .filter(|&o| if d.is_int() { o.on_int() } else { o.on_float() })
            .filter(|&o| ok(o, d))
            .collect();
        let cas = d != DType::I1 && (self.cfg.cas_ok)(d) && (self.cfg.ops.nan_bits || d.is_int());
        if ops.is_empty() && !cas {
            return None;
        }
        let v = self.value_of(pool, self.s_type(d));
        let mask = if self.r.chance(50) { self.find_mask(pool) } else { None };
        let ptrs = p + self.offs;
        if cas && (ops.is_empty() || self.r.chance(25)) {
            let cmp = self.value_of(pool, self.s_type(d));
            return Some(vec![self.b.atomic_cas(ptrs, cmp, v, mask)]);
        }
        Some(vec![self.b.atomic_rmw(self.r.pick(&ops), ptrs, v, mask)])
    }

    fn for_loop(&mut self, pool: &[Tv<'b>]) -> Option<Vec<Tv<'b>>> {
        let it = if self.r.chance(80) { DType::I32 } else { DType::I64 };
        let lo = self.r.below(3) as i64 - 1;
        let hi = lo + self.r.below(5) as i64 - 1;
        let step = [1i64, 1, 2, 0, -1][self.r.below(5)];
        let (lo, hi, step) = (self.b.cst(it, lo as f64), self.b.cst(it, hi as f64), self.b.cst(it, step as f64));
        let n_carried = self.r.below(3);
        let inits: Vec<Tv<'b>> = (0..n_carried).filter_map(|_| self.find(pool, |t| t.dtype().is_some())).collect();
        let count = 1 + self.r.below(self.cfg.max_ops.max(1) / 2 + 1);
        let outer = pool.to_vec();
        self.depth += 1;
        let b = self.b;
        // The body's pool: everything outer, the induction variable and the carried values.
        let res = b.for_range(lo, hi, step, &inits, |iv, carried| {
            let mut sub = outer;
            sub.push(iv);
            sub.extend_from_slice(carried);
            self.ops(&mut sub, count);
            carried.iter().map(|c| self.value_of(&sub, c.ty())).collect()
        });
        self.depth -= 1;
        Some(res)
    }

    fn if_op(&mut self, pool: &[Tv<'b>]) -> Option<Vec<Tv<'b>>> {
        let a = self.find(pool, |t| t.is_scalar() && t.dtype().is_some_and(|d| d.is_int()))?;
        let c = a.ty();
        let other = self.value_of(pool, c);
        let cond = self.b.icmp(self.r.pick(IntCC::ALL), a, other);
        let n_res = self.r.below(3);
        let tys: Vec<Type> =
            (0..n_res).filter_map(|_| self.find(pool, |t| t.dtype().is_some()).map(|v| v.ty())).collect();
        let count = 1 + self.r.below(self.cfg.max_ops.max(1) / 2 + 1);
        let outer = pool.to_vec();
        self.depth += 1;
        let b = self.b;
        let this = std::cell::RefCell::new(&mut *self);
        let arm = || {
            let mut g = this.borrow_mut();
            let mut p = outer.clone();
            g.ops(&mut p, count);
            tys.iter().map(|&t| g.value_of(&p, t)).collect::<Vec<_>>()
        };
        let res = b.if_else(cond, arm, arm);
        self.depth -= 1;
        Some(res)
    }
}
