//! The PTX target: instruction selection of every element-level op into [`Inst`].
//!
//! Register classes and how IR values live in them:
//!
//! | IR type | class | representation |
//! |---|---|---|
//! | i1 | `.pred` | |
//! | i8, i16 | `.b32` | sign-extended to 32 bits (canonical form; ops re-extend after wrapping) |
//! | i32, f32 | `.b32` | |
//! | i64, f64, pointers | `.b64` | pointers are generic addresses of global memory |
//! | f16, bf16 | `.b16` | |
//! | f8e4m3, f8e5m2 | `.b32` | the byte, zero-extended (sm_90 and sm_90a; `element_support`) |
//!
//! Semantics that PTX leaves open are pinned down to match `tessera_ir::op`; each file below
//! says how for what it selects. This file holds the selector, the register classes, the
//! instruction builders every file uses, and the `Target` impl, which hands each op to the file
//! of its concern:
//!
//! - `inst`: the instruction enum; `exec`: its semantics, for the simulator.
//! - `int`: integer arithmetic, shifts, division, compares.
//! - `float`: float arithmetic, the transcendentals, compares, `fma`.
//! - `convert`: casts and bitcasts, rounding to odd.
//! - `memory`: address computation, loads and stores.
//! - `atomic`: atomics.
//! - `mma`: tensor cores (`mma.sync`) and their fragments.
//! - `wgmma`: sm_90a's warpgroup tensor cores (`wgmma.mma_async`) and their fences.
//! - `asynchronous`: `cp.async`, the copy engine (TMA) and its `mbarrier`s, warpgroup turns.
//! - `reassoc`: the PTX-only pass over `VCode` that shares 32-bit address arithmetic.
//! - `wgmma_waits`: the PTX-only pass that moves each warpgroup dot's wait to its first need.
//! - `bulk_waits`: the PTX-only pass that moves bulk reductions' waits an iteration away.

pub mod bulk_waits;
pub mod inst;
pub mod reassoc;
pub mod wgmma_waits;

mod asynchronous;
mod atomic;
mod convert;
mod float;
mod int;
mod memory;
mod mma;
mod wgmma;

use crate::target::{AsyncCopy, BulkReduce, Mem, Mma, Target, TensorCopy, Tma, Turns, WarpgroupMma};
use crate::vcode::{Block, VCode, VReg};
use crate::CodegenOptions;
pub use inst::{Class, Extent, Inst, Operand, RowLen, Space, TensorMap, WgmmaA};
pub use mma::needs_ptx_8_4;
use smallvec::smallvec;
use tessera_ir::op::{AtomicOp, BinaryOp, CastOp, DotPrecision, FloatCC, IntCC, UnaryOp};
use tessera_ir::{DType, Scalar};
pub use wgmma::wgmma_immediates;

/// An NVIDIA architecture.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Sm {
    Sm80,
    /// Portable Hopper code: runs on sm_90 and every later architecture.
    Sm90,
    /// Hopper's architecture-specific target (`.target sm_90a`), where wgmma and setmaxnreg
    /// live; its code runs on sm_90 parts only. Dots take `wgmma` here (`ptx::wgmma`).
    Sm90a,
}

impl Sm {
    pub fn name(self) -> &'static str {
        match self {
            Sm::Sm80 => "sm_80",
            Sm::Sm90 => "sm_90",
            Sm::Sm90a => "sm_90a",
        }
    }

    /// Whether the architecture is Hopper (sm_90 or sm_90a) or later.
    pub fn hopper(self) -> bool {
        matches!(self, Sm::Sm90 | Sm::Sm90a)
    }
}

/// The PTX instruction selector; holds the `VCode` being built.
pub struct Ptx {
    pub sm: Sm,
    pub vcode: VCode<Inst>,
    cur: Block,
    /// Bytes of shared memory reserved so far.
    pub shared_bytes: u32,
    /// The alignment of the shared memory array (16, or 1024 for warpgroup operands).
    pub shared_align: u32,
    /// The tensor maps the kernel's copies use, passed after its parameters (`TensorMap`).
    pub tensor_maps: Vec<TensorMap>,
    /// Which pipelined dot operands may come by the copy engine (sm_90a; `tessera::Options::tma`).
    pub tma: Tma,
    /// The code generator's switches (`tessera::Options::codegen`).
    pub codegen: CodegenOptions,
    /// Program barriers emitted so far (`Target::barrier_count`).
    barriers: usize,
    /// The integer constants moved into registers (`Target::constant`), by register: a
    /// division by one needs no guard for zero and -1 (`int`).
    consts: rustc_hash::FxHashMap<VReg, i64>,
}

use Operand::{Imm, Reg};

fn class_of(s: Scalar) -> Class {
    match s {
        Scalar::Ptr(_) => Class::B64,
        Scalar::Num(d) => match d {
            DType::I1 => Class::Pred,
            DType::F16 | DType::BF16 => Class::B16,
            DType::I64 | DType::F64 => Class::B64,
            _ => Class::B32,
        },
    }
}

impl Ptx {
    pub fn new(sm: Sm) -> Ptx {
        let vcode = VCode::new();
        let cur = vcode.entry;
        Ptx {
            sm,
            vcode,
            cur,
            shared_bytes: 0,
            shared_align: 16,
            tensor_maps: Vec::new(),
            tma: Tma::default(),
            codegen: CodegenOptions::default(),
            barriers: 0,
            consts: Default::default(),
        }
    }

    fn push(&mut self, i: Inst) {
        self.vcode.blocks[self.cur].insts.push(i);
    }

    fn reg(&mut self, c: Class) -> VReg {
        self.vcode.new_vreg(c)
    }

    /// `op.ty dst, srcs..` into a fresh register of class `c`.
    fn op(&mut self, op: &'static str, ty: &'static str, c: Class, srcs: &[Operand]) -> VReg {
        let d = self.reg(c);
        self.push(Inst::Op { op, ty, dsts: smallvec![d], srcs: srcs.into(), guard: None });
        d
    }

    fn op_into(&mut self, d: VReg, op: &'static str, ty: &'static str, srcs: &[Operand], guard: Option<VReg>) {
        self.push(Inst::Op { op, ty, dsts: smallvec![d], srcs: srcs.into(), guard: guard.map(|g| (g, false)) });
    }

    fn imm32(&mut self, v: i64) -> VReg {
        self.op("mov", "b32", Class::B32, &[Imm(v as i32 as i64)])
    }

    fn setp(&mut self, cmp: &'static str, ty: &'static str, a: Operand, b: Operand) -> VReg {
        self.op(cmp, ty, Class::Pred, &[a, b])
    }

    fn selp(&mut self, ty: &'static str, c: Class, a: Operand, b: Operand, p: VReg) -> VReg {
        self.op("selp", ty, c, &[a, b, Reg(p)])
    }
}

impl Target for Ptx {
    type Inst = Inst;

    fn codegen(&self) -> &CodegenOptions {
        &self.codegen
    }
    fn vcode(&mut self) -> &mut VCode<Inst> {
        &mut self.vcode
    }
    fn current_block(&self) -> Block {
        self.cur
    }
    fn switch_to(&mut self, b: Block) {
        self.cur = b;
    }
    fn class_of(&self, s: Scalar, _uniform: bool) -> Class {
        class_of(s)
    }
    fn warp_size(&self) -> u32 {
        32
    }

    fn constant(&mut self, s: Scalar, bits: u64) -> VReg {
        match class_of(s) {
            Class::Pred => self.setp("setp.ne", "b32", Imm(bits as i64 & 1), Imm(0)),
            Class::B16 => self.op("mov", "b16", Class::B16, &[Imm(bits as i64 & 0xffff)]),
            Class::B32 => {
                let v = match s {
                    Scalar::Num(d) if d.is_int() => tessera_ir::constant::sext(bits, d.bits()),
                    _ => bits as u32 as i32 as i64,
                };
                let r = self.op("mov", "b32", Class::B32, &[Imm(v as i32 as i64)]);
                if matches!(s, Scalar::Num(d) if d.is_int()) {
                    self.consts.insert(r, v);
                }
                r
            }
            Class::B64 => {
                let r = self.op("mov", "b64", Class::B64, &[Imm(bits as i64)]);
                if matches!(s, Scalar::Num(d) if d.is_int()) {
                    self.consts.insert(r, bits as i64);
                }
                r
            }
        }
    }

    fn param(&mut self, index: usize, s: Scalar) -> VReg {
        let p = Operand::Named("param", index as u32);
        let ld = |me: &mut Self, ty: &'static str, c: Class| {
            let d = me.reg(c);
            me.push(Inst::Ld { space: Space::Param, ty, dsts: smallvec![d], addr: p, offset: 0, guard: None });
            d
        };
        match s {
            Scalar::Ptr(_) => ld(self, "u64", Class::B64),
            Scalar::Num(d) => match d {
                DType::I1 => {
                    let b = ld(self, "u8", Class::B32);
                    self.int_to_pred(b)
                }
                DType::I8 => ld(self, "s8", Class::B32),
                // The bit pattern, zero-extended.
                DType::F8E4M3 | DType::F8E5M2 => ld(self, "u8", Class::B32),
                DType::I16 => ld(self, "s16", Class::B32),
                DType::F16 | DType::BF16 => ld(self, "b16", Class::B16),
                DType::I32 | DType::F32 => ld(self, "b32", Class::B32),
                DType::I64 | DType::F64 => ld(self, "b64", Class::B64),
            },
        }
    }

    fn thread_index(&mut self) -> VReg {
        self.op("mov", "u32", Class::B32, &[Operand::Sym("%tid.x")])
    }
    fn program_id(&mut self, axis: u8) -> VReg {
        let s = ["%ctaid.x", "%ctaid.y", "%ctaid.z"][axis.min(2) as usize];
        self.op("mov", "u32", Class::B32, &[Operand::Sym(s)])
    }
    fn num_programs(&mut self, axis: u8) -> VReg {
        let s = ["%nctaid.x", "%nctaid.y", "%nctaid.z"][axis.min(2) as usize];
        self.op("mov", "u32", Class::B32, &[Operand::Sym(s)])
    }

    fn unary(&mut self, op: UnaryOp, d: DType, a: VReg) -> VReg {
        match d {
            DType::I1 => match op {
                UnaryOp::Not => self.op("not", "pred", Class::Pred, &[Reg(a)]),
                _ => a, // -x and |x| of a 1-bit integer are x
            },
            DType::I8 | DType::I16 | DType::I32 => {
                let r = match op {
                    UnaryOp::Neg => self.op("neg", "s32", Class::B32, &[Reg(a)]),
                    UnaryOp::Not => return self.op("not", "b32", Class::B32, &[Reg(a)]),
                    _ => self.int_abs(a, 32),
                };
                self.sext_w(r, d.bits())
            }
            DType::I64 => match op {
                UnaryOp::Neg => self.op("neg", "s64", Class::B64, &[Reg(a)]),
                UnaryOp::Not => self.op("not", "b64", Class::B64, &[Reg(a)]),
                _ => self.int_abs(a, 64),
            },
            DType::F32 => self.float_unary_f32(op, a),
            DType::F64 => match op {
                UnaryOp::Neg => self.op("xor", "b64", Class::B64, &[Reg(a), Imm(i64::MIN)]),
                UnaryOp::Abs => self.op("and", "b64", Class::B64, &[Reg(a), Imm(i64::MAX)]),
                UnaryOp::Sqrt => self.op("sqrt.rn", "f64", Class::B64, &[Reg(a)]),
                UnaryOp::Floor => self.op("cvt.rmi.f64", "f64", Class::B64, &[Reg(a)]),
                UnaryOp::Ceil => self.op("cvt.rpi.f64", "f64", Class::B64, &[Reg(a)]),
                // The verifier keeps approximate math off f64.
                _ => a,
            },
            DType::F16 | DType::BF16 => match op {
                UnaryOp::Neg => self.op("xor", "b16", Class::B16, &[Reg(a), Imm(0x8000)]),
                UnaryOp::Abs => self.op("and", "b16", Class::B16, &[Reg(a), Imm(0x7fff)]),
                _ => {
                    let x = self.widen_f32(d, a);
                    let r = self.float_unary_f32(op, x);
                    self.narrow_f32(d, r)
                }
            },
            // The verifier keeps arithmetic off the 8-bit floats.
            DType::F8E4M3 | DType::F8E5M2 => a,
        }
    }

    fn binary(&mut self, op: BinaryOp, d: DType, a: VReg, b: VReg) -> VReg {
        let op = self.codegen.fault.binary(op, d);
        match d {
            DType::I1 => match op {
                BinaryOp::And | BinaryOp::Mul | BinaryOp::Smax | BinaryOp::Umin => {
                    self.op("and", "pred", Class::Pred, &[Reg(a), Reg(b)])
                }
                BinaryOp::Or | BinaryOp::Smin | BinaryOp::Umax => self.op("or", "pred", Class::Pred, &[Reg(a), Reg(b)]),
                BinaryOp::Xor | BinaryOp::Add | BinaryOp::Sub => self.op("xor", "pred", Class::Pred, &[Reg(a), Reg(b)]),
                _ => {
                    // Everything else through 32 bits, the i1 sign-extended (true is -1).
                    let (x, y) = (self.pred_to_int(a, true), self.pred_to_int(b, true));
                    let r = self.int_binary(op, 1, x, y);
                    self.int_to_pred(r)
                }
            },
            d if d.is_int() => self.int_binary(op, d.bits(), a, b),
            _ => self.float_binary(op, d, a, b),
        }
    }

    fn icmp(&mut self, cc: IntCC, d: DType, a: VReg, b: VReg) -> VReg {
        self.int_compare(cc, d, a, b)
    }

    fn fcmp(&mut self, cc: FloatCC, d: DType, a: VReg, b: VReg) -> VReg {
        self.float_compare(cc, d, a, b)
    }

    fn select(&mut self, s: Scalar, c: VReg, a: VReg, b: VReg) -> VReg {
        match class_of(s) {
            Class::Pred => {
                let t1 = self.op("and", "pred", Class::Pred, &[Reg(c), Reg(a)]);
                let nc = self.op("not", "pred", Class::Pred, &[Reg(c)]);
                let t2 = self.op("and", "pred", Class::Pred, &[Reg(nc), Reg(b)]);
                self.op("or", "pred", Class::Pred, &[Reg(t1), Reg(t2)])
            }
            Class::B16 => self.selp("b16", Class::B16, Reg(a), Reg(b), c),
            Class::B32 => self.selp("b32", Class::B32, Reg(a), Reg(b), c),
            Class::B64 => self.selp("b64", Class::B64, Reg(a), Reg(b), c),
        }
    }

    fn cast(&mut self, op: CastOp, from: DType, to: DType, a: VReg) -> VReg {
        self.convert(op, from, to, a)
    }

    fn bitcast(&mut self, from: DType, to: DType, a: VReg) -> VReg {
        self.reinterpret(from, to, a)
    }

    fn fma(&mut self, d: DType, a: VReg, b: VReg, c: VReg) -> VReg {
        self.float_fma(d, a, b, c)
    }

    fn ptradd(&mut self, p: VReg, off: VReg, off_type: DType, elem_bytes: u32) -> VReg {
        self.ptr_offset(p, off, off_type, elem_bytes)
    }

    fn load(
        &mut self,
        mem: Mem,
        d: DType,
        addr: VReg,
        offset: u32,
        n: usize,
        guard: Option<VReg>,
        init: Option<&[VReg]>,
    ) -> Vec<VReg> {
        self.load_values(mem, d, addr, offset, n, guard, init)
    }

    fn store(&mut self, mem: Mem, d: DType, addr: VReg, offset: u32, vals: &[VReg], guard: Option<VReg>) {
        self.store_values(mem, d, addr, offset, vals, guard)
    }

    fn atomic_rmw(
        &mut self,
        op: AtomicOp,
        d: DType,
        addr: VReg,
        val: VReg,
        guard: Option<VReg>,
    ) -> Result<VReg, String> {
        self.atomic_update(op, d, addr, val, guard)
    }

    fn atomic_cas(&mut self, d: DType, addr: VReg, cmp: VReg, val: VReg, guard: Option<VReg>) -> Result<VReg, String> {
        self.compare_swap(d, addr, cmp, val, guard)
    }

    fn prefetches(&self) -> bool {
        true
    }

    fn prefetch(&mut self, addr: VReg, offset: u32, guard: Option<VReg>) {
        self.push(Inst::Prefetch { addr, offset: offset as i64, guard: guard.map(|g| (g, false)) });
    }

    fn reduce_width(&self, op: AtomicOp, d: DType) -> usize {
        self.reduction_width(op, d)
    }

    fn atomic_reduce(&mut self, op: AtomicOp, d: DType, addr: VReg, offset: u32, vals: &[VReg], guard: Option<VReg>) {
        self.reduction(op, d, addr, offset, vals, guard)
    }

    fn shuffle_xor(&mut self, s: Scalar, v: VReg, lane_mask: u32) -> VReg {
        let shfl = |me: &mut Self, x: VReg| {
            me.op("shfl.sync.bfly", "b32", Class::B32, &[Reg(x), Imm(lane_mask as i64), Imm(0x1f), Imm(-1)])
        };
        match class_of(s) {
            Class::B32 => shfl(self, v),
            Class::B64 => {
                let (lo, hi) = (self.reg(Class::B32), self.reg(Class::B32));
                self.push(Inst::Op {
                    op: "mov",
                    ty: "b64",
                    dsts: smallvec![lo, hi],
                    srcs: smallvec![Reg(v)],
                    guard: None,
                });
                let (lo, hi) = (shfl(self, lo), shfl(self, hi));
                self.op("mov", "b64", Class::B64, &[Operand::Pack(lo, hi)])
            }
            Class::B16 => {
                let w = self.op("cvt.u32", "u16", Class::B32, &[Reg(v)]);
                let w = shfl(self, w);
                self.op("cvt.u16", "u32", Class::B16, &[Reg(w)])
            }
            Class::Pred => {
                let w = self.pred_to_int(v, false);
                let w = shfl(self, w);
                self.setp("setp.ne", "b32", Reg(w), Imm(0))
            }
        }
    }

    fn shared_extent(&mut self, bytes: u32) {
        self.shared_bytes = self.shared_bytes.max(bytes.next_multiple_of(16));
    }
    fn shared_align(&mut self, align: u32) {
        self.shared_align = self.shared_align.max(align);
    }

    /// What a program may opt in to (dynamic shared memory past the 48 KB of static
    /// declarations, see `emit-ptx`): 227 KB on sm_90 (H100, H200), 163 KB on sm_80 (A100).
    /// Parts with less (sm_86, sm_89: 99 KB) refuse the launch with a clear error.
    fn shared_limit(&self) -> u32 {
        match self.sm {
            Sm::Sm80 => 163 * 1024,
            Sm::Sm90 | Sm::Sm90a => 227 * 1024,
        }
    }

    fn shared_addr(&mut self, index: VReg) -> VReg {
        let base = self.op("mov", "u64", Class::B64, &[Operand::Sym("smem")]);
        let i = self.op("cvt.u64", "u32", Class::B64, &[Reg(index)]);
        self.op("add", "s64", Class::B64, &[Reg(base), Reg(i)])
    }

    fn barrier(&mut self) {
        self.barriers += 1;
        self.push(Inst::Bar);
    }
    fn barrier_count(&self) -> usize {
        self.barriers
    }
    fn mma(
        &self,
        input: DType,
        acc: DType,
        precision: DotPrecision,
        _dims: [u32; 3],
        _warps: u32,
        _along_m: bool,
    ) -> Option<Mma> {
        self.tensor_core(input, acc, precision)
    }
    fn mma_pack(&mut self, mma: &Mma, elems: &[VReg]) -> Vec<VReg> {
        self.pack(mma, elems)
    }
    fn mma_step(&mut self, mma: &Mma, a: &[VReg], b: &[VReg], c: &[VReg]) -> Vec<VReg> {
        self.mma_sync(mma, a, b, c)
    }
    fn load_matrix(&mut self, addr: VReg, offset: u32, count: u32, trans: bool) -> Option<Vec<VReg>> {
        Some(self.ldmatrix(addr, offset, count, trans))
    }
    fn store_matrix(&mut self, addr: VReg, offset: u32, vals: &[VReg]) -> bool {
        self.has_store_matrix() && self.stmatrix(addr, offset, vals)
    }
    fn has_store_matrix(&self) -> bool {
        self.sm != Sm::Sm80 && self.codegen().store_matrices
    }
    fn async_copy(&mut self) -> Option<&mut dyn AsyncCopy> {
        Some(self)
    }
    fn warpgroup_mma(&mut self) -> Option<&mut dyn WarpgroupMma> {
        (self.sm == Sm::Sm90a).then_some(self)
    }
    fn tensor_copy(&mut self) -> Option<&mut dyn TensorCopy> {
        (self.sm == Sm::Sm90a).then_some(self)
    }
    fn turns(&mut self) -> Option<&mut dyn Turns> {
        (self.sm == Sm::Sm90a).then_some(self)
    }
    fn bulk_reduce(&mut self) -> Option<&mut dyn BulkReduce> {
        self.sm.hopper().then_some(self)
    }
}
