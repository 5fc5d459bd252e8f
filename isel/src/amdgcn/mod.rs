//! The AMDGCN target: instruction selection of every element-level op into [`Inst`], for GFX9
//! (gfx90a, gfx942; wave64) and GFX11 (gfx1100; wave32).
//!
//! Divergence: the tile IR has no divergent control flow (every `for` bound and `if` condition
//! is a scalar, the same in all threads of a program), so the only question is where a value
//! lives. Scalars of the IR are uniform; tile elements are per lane. Integer and pointer scalars
//! live in SGPRs and are computed with SALU instructions when every operand is in an SGPR; an
//! operation with a per-lane operand, or one that SALU lacks (floats, divisions, most 64-bit
//! arithmetic), runs on the VALU and its result is in a VGPR. A uniform value that was computed
//! in a VGPR and must reach an SGPR (a loop counter, a block parameter) goes through
//! `v_readfirstlane`. Branches are therefore always scalar (`s_cbranch_scc1`).
//!
//! | IR type | uniform | per lane |
//! |---|---|---|
//! | i1 | lane mask (`S64` on wave64, `S` on wave32: all ones or zero) | lane mask (bit per lane) |
//! | i8, i16, i32 | `S`, sign-extended to 32 bits | `V`, sign-extended |
//! | i64, pointers | `S64` | `V64` |
//! | f16, bf16 (low 16 bits), f32 | `V` (no SALU float before GFX11.5) | `V` |
//! | f64 | `V64` | `V64` |
//!
//! Semantics the hardware leaves open are pinned down to match `tessera_ir::op`; each file
//! below says how for what it selects. This file holds the selector and its state, the register
//! classes, the kernel arguments and ids, and the `Target` impl, which hands each op to the file
//! of its concern:
//!
//! - `inst`: the instruction enum.
//! - `alu`: making SALU and VALU instructions with legal operands, moves between the register
//!   files, constants.
//! - `lanes`: lane masks (i1), selects, the cross-lane shuffle.
//! - `int`: integer arithmetic, shifts, division, compares.
//! - `float`: float arithmetic, division, square root, the transcendentals, compares, `fma`.
//! - `convert`: casts and bitcasts, rounding to odd.
//! - `memory`: address computation, loads and stores, register tuples, packed narrow vectors.
//! - `atomic`: atomics and the compare-and-swap loops.
//! - `matrix`: `dot` on CDNA's matrix cores (MFMA): the instruction, its fragments, packing.

pub mod inst;

mod alu;
mod atomic;
mod convert;
mod float;
mod int;
mod lanes;
mod matrix;
mod memory;

use crate::target::{Mem, Mma, Target};
use crate::vcode::{Block, Term, VCode, VReg};
use crate::CodegenOptions;
use cranelift_entity::SecondaryMap;
pub use inst::{Class, Inst, Space, Src};
use smallvec::smallvec;
use std::collections::HashMap;
use tessera_ir::op::{AtomicOp, BinaryOp, CastOp, DotPrecision, FloatCC, IntCC, UnaryOp};
use tessera_ir::{DType, Scalar};

/// An AMD GPU architecture.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Gfx {
    Gfx90a,
    Gfx942,
    Gfx1100,
}

impl Gfx {
    pub const ALL: [Gfx; 3] = [Gfx::Gfx90a, Gfx::Gfx942, Gfx::Gfx1100];
    pub fn name(self) -> &'static str {
        match self {
            Gfx::Gfx90a => "gfx90a",
            Gfx::Gfx942 => "gfx942",
            Gfx::Gfx1100 => "gfx1100",
        }
    }
    pub fn wave(self) -> u32 {
        if self == Gfx::Gfx1100 {
            32
        } else {
            64
        }
    }
    /// GFX11 (RDNA3) rather than GFX9 (CDNA).
    pub fn is_gfx11(self) -> bool {
        self == Gfx::Gfx1100
    }
}

/// Where a kernel argument lives in the kernarg segment.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct KernArg {
    pub offset: u32,
    pub size: u32,
}

/// The AMDGCN instruction selector; holds the `VCode` being built.
pub struct Amdgcn {
    pub gfx: Gfx,
    /// The code generator's switches (`tessera::Options::codegen`).
    pub codegen: CodegenOptions,
    pub vcode: VCode<Inst>,
    cur: Block,
    /// Bytes of LDS reserved so far.
    pub shared_bytes: u32,
    /// Explicit kernel arguments, in order.
    pub args: Vec<KernArg>,
    kernarg: VReg,
    wg: [VReg; 3],
    tid: VReg,
    /// This thread's lane in its wave.
    lane: VReg,
    /// Lane masks known to be uniform (all ones or zero).
    uniform_masks: SecondaryMap<VReg, bool>,
    /// Recent SGPR constants per block: the register and the instruction index that made it.
    consts: HashMap<(Block, i32), (VReg, usize)>,
    /// Every SGPR made by `imm_s`, with its constant: operands fold it back into an immediate
    /// where the encoding takes one (the `s_mov` then dies).
    known: SecondaryMap<VReg, Option<i32>>,
    /// Register tuples made so far (they take their units in turn).
    tuples: usize,
    /// MFMAs made so far (their accumulators take their units in turn).
    mfmas: usize,
    /// The current dot's accumulator tiles (its C slots go by tile), and the dots begun so far
    /// (they take the groups of C slots in turn).
    dot_tiles: usize,
    dots: usize,
    /// First K steps of the current dot so far (they take its tiles' C slots in order).
    first_steps: usize,
    /// The C slot of each matrix instruction's D, by its first register: the instruction that
    /// accumulates onto it takes the same slot.
    acc_slots: rustc_hash::FxHashMap<VReg, u8>,
    /// The registers of each fragment load (`Target::load_fragment`) and their units: its
    /// tuple keeps the matrix instruction's units (see `place_tuples`), and the instruction
    /// reads an operand where its load put it (`matrix_step`).
    fragment_loads: rustc_hash::FxHashMap<VReg, u8>,
    /// The unit of each tuple load's registers, by its first: a store of exactly those
    /// registers (a pipelined loop's staging store) takes the same unit, with no moves.
    loaded_tuples: rustc_hash::FxHashMap<VReg, (smallvec::SmallVec<[VReg; 4]>, u8)>,
    /// Pure VALU operations made so far, by (block, mnemonic, sources): `valu` reuses them.
    valu_seen: HashMap<(Block, &'static str, smallvec::SmallVec<[Src; 3]>), VReg>,
    /// Narrow elements unpacked from a loaded 32-bit word: (word, index, bits of the element).
    parts: rustc_hash::FxHashMap<VReg, (VReg, u8, u8)>,
    /// Whether dots may use the matrix cores (`matrix`); off, every dot multiplies and adds.
    pub matrix_cores: bool,
}

use Src::{Imm, Reg};

impl Amdgcn {
    pub fn new(gfx: Gfx) -> Amdgcn {
        let mut vcode = VCode::new();
        let cur = vcode.entry;
        let kernarg = vcode.new_vreg(Class::S64);
        let wg = [vcode.new_vreg(Class::S), vcode.new_vreg(Class::S), vcode.new_vreg(Class::S)];
        let tid = vcode.new_vreg(Class::V);
        vcode.blocks[cur].insts.push(Inst::Entry { kernarg, wg: wg.map(Some), tid });
        // The lane index, for shuffles (removed by DCE when nothing shuffles).
        let lane = vcode.new_vreg(Class::V);
        let mask = Imm(gfx.wave() as i32 - 1);
        vcode.blocks[cur].insts.push(Inst::Alu {
            op: "v_and_b32",
            dst: Some(lane),
            vcc_def: false,
            src: smallvec![mask, Reg(tid)],
        });
        Amdgcn {
            gfx,
            codegen: CodegenOptions::default(),
            lane,
            vcode,
            cur,
            shared_bytes: 0,
            args: Vec::new(),
            kernarg,
            wg,
            tid,
            uniform_masks: SecondaryMap::new(),
            consts: HashMap::new(),
            known: SecondaryMap::new(),
            tuples: 0,
            mfmas: 0,
            first_steps: 0,
            acc_slots: Default::default(),
            dot_tiles: 1,
            dots: 0,
            fragment_loads: Default::default(),
            loaded_tuples: Default::default(),
            valu_seen: HashMap::new(),
            parts: Default::default(),
            matrix_cores: true,
        }
    }

    /// Whether the code made so far has matrix instructions.
    pub fn uses_matrix_cores(&self) -> bool {
        self.mfmas > 0
    }

    /// Bytes of explicit kernel arguments (the hidden ones follow, 8-byte aligned).
    pub fn explicit_args_bytes(&self) -> u32 {
        self.args.last().map_or(0, |a| a.offset + a.size)
    }

    /// Offset of the hidden `block_count` arguments (x, y, z: 4 bytes each).
    pub fn hidden_offset(&self) -> u32 {
        self.explicit_args_bytes().next_multiple_of(8)
    }
}

impl Target for Amdgcn {
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

    /// Ends the current block, first moving each argument to its parameter's class (a uniform
    /// value computed on the VALU to an SGPR, an SGPR value to a VGPR).
    fn terminate(&mut self, t: Term) {
        // An argument in the wrong file is copied once for all the parameters it is passed
        // to on both edges (a loop's accumulator starts as one zero for all its registers):
        // a copy per parameter would all be live at the branch.
        let mut copies: rustc_hash::FxHashMap<(VReg, bool), VReg> = Default::default();
        let mut fix = |me: &mut Self, target: Block, args: Vec<VReg>| -> Vec<VReg> {
            let params = me.vcode.blocks[target].params.clone();
            args.into_iter()
                .zip(params)
                .map(|(a, p)| {
                    let (ca, cp) = (me.class(a), me.class(p));
                    if ca == cp {
                        a
                    } else {
                        *copies.entry((a, cp.is_vector())).or_insert_with(|| {
                            if cp.is_vector() {
                                me.in_vgpr(a)
                            } else {
                                me.in_sgpr(a)
                            }
                        })
                    }
                })
                .collect()
        };
        let t = match t {
            Term::Jump(b, args) => {
                let args = fix(self, b, args);
                Term::Jump(b, args)
            }
            Term::Branch { cond, then, otherwise } => {
                let a = fix(self, then.0, then.1);
                let o = fix(self, otherwise.0, otherwise.1);
                Term::Branch { cond, then: (then.0, a), otherwise: (otherwise.0, o) }
            }
            Term::Return => Term::Return,
        };
        let b = self.cur;
        self.vcode.blocks[b].term = t;
    }

    fn class_of(&self, s: Scalar, uniform: bool) -> Class {
        match s {
            Scalar::Ptr(_) => {
                if uniform {
                    Class::S64
                } else {
                    Class::V64
                }
            }
            Scalar::Num(d) => match d {
                DType::I1 => self.mask_class(),
                DType::I64 => {
                    if uniform {
                        Class::S64
                    } else {
                        Class::V64
                    }
                }
                DType::F64 => Class::V64,
                DType::I8 | DType::I16 | DType::I32 if uniform => Class::S,
                _ => Class::V,
            },
        }
    }

    fn warp_size(&self) -> u32 {
        self.gfx.wave()
    }

    fn constant(&mut self, s: Scalar, bits: u64) -> VReg {
        match s {
            Scalar::Num(DType::I1) => {
                let op = self.mop("mov");
                let c = self.mask_class();
                let m = self.salu(op, c, &[Imm(if bits & 1 == 1 { -1 } else { 0 })]);
                self.uniform_masks[m] = true;
                m
            }
            Scalar::Num(d) if d.bits() <= 32 => {
                let v = if d.is_int() { tessera_ir::constant::sext(bits, d.bits()) as i32 } else { bits as u32 as i32 };
                self.imm_s(v)
            }
            _ => self.mov64(Class::S64, Imm(bits as u32 as i32), Imm((bits >> 32) as u32 as i32)),
        }
    }

    fn param(&mut self, index: usize, s: Scalar) -> VReg {
        debug_assert_eq!(index, self.args.len());
        let size = match s {
            Scalar::Ptr(_) => 8,
            Scalar::Num(d) => d.bytes().max(4),
        };
        let offset = self.explicit_args_bytes().next_multiple_of(size);
        self.args.push(KernArg { offset, size });
        let c = if size == 8 { Class::S64 } else { Class::S };
        let dst = self.reg(c);
        let base = self.kernarg;
        self.push(Inst::KernArg { dst, base, offset });
        match s {
            Scalar::Num(DType::I1) => {
                let b = self.salu("s_and_b32", Class::S, &[Reg(dst), Imm(0xff)]);
                self.scmp("s_cmp_lg_u32", Reg(b), Imm(0))
            }
            Scalar::Num(d @ (DType::I8 | DType::I16)) => self.sext_w(dst, d.bits()),
            _ => dst,
        }
    }

    fn thread_index(&mut self) -> VReg {
        let tid = self.tid;
        // Work-item ids may come packed (x in bits 0-9) on gfx90a and later.
        let k12 = self.imm_s(0x3ff);
        self.valu("v_and_b32", Class::V, &[Reg(k12), Reg(tid)])
    }
    fn program_id(&mut self, axis: u8) -> VReg {
        self.wg[axis.min(2) as usize]
    }
    fn num_programs(&mut self, axis: u8) -> VReg {
        let dst = self.reg(Class::S);
        let offset = self.hidden_offset() + 4 * axis.min(2) as u32;
        let base = self.kernarg;
        self.push(Inst::KernArg { dst, base, offset });
        dst
    }

    fn unary(&mut self, op: UnaryOp, d: DType, a: VReg) -> VReg {
        match d {
            DType::I1 => match op {
                UnaryOp::Not => self.mask_not(a),
                _ => a,
            },
            DType::I8 | DType::I16 | DType::I32 => self.int_unary32(op, d, a),
            DType::I64 => self.int_unary64(op, a),
            DType::F32 => self.float_unary_f32(op, a),
            DType::F64 => self.float_unary_f64(op, a),
            DType::F16 | DType::BF16 => self.float_unary_half(op, d, a),
            // The verifier keeps arithmetic off the 8-bit floats.
            DType::F8E4M3 | DType::F8E5M2 => a,
        }
    }

    fn binary(&mut self, op: BinaryOp, d: DType, a: VReg, b: VReg) -> VReg {
        let op = self.codegen.fault.binary(op, d);
        match d {
            DType::I1 => match op {
                BinaryOp::And | BinaryOp::Mul | BinaryOp::Smax | BinaryOp::Umin => self.mask_op("and", a, b),
                BinaryOp::Or | BinaryOp::Smin | BinaryOp::Umax => self.mask_op("or", a, b),
                BinaryOp::Xor | BinaryOp::Add | BinaryOp::Sub => self.mask_op("xor", a, b),
                _ => {
                    let (x, y) = (self.mask_to_int(a, true), self.mask_to_int(b, true));
                    let r = self.int_binary32(op, 1, x, y);
                    self.int_to_mask(r)
                }
            },
            DType::I64 => self.int_binary64(op, a, b),
            d if d.is_int() => self.int_binary32(op, d.bits(), a, b),
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
        self.select_value(s, c, a, b)
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

    fn shuffle_xor(&mut self, s: Scalar, v: VReg, lane_mask: u32) -> VReg {
        self.bpermute_xor(s, v, lane_mask)
    }

    fn shared_extent(&mut self, bytes: u32) {
        self.shared_bytes = self.shared_bytes.max(bytes.next_multiple_of(16));
    }

    /// LDS per workgroup: 64 KB on gfx90a, gfx942 and gfx1100.
    fn exchange_bytes(&self) -> u32 {
        1
    }

    fn shared_limit(&self) -> u32 {
        64 * 1024
    }

    fn global_offset_limit(&self) -> u32 {
        memory::GLOBAL_OFFSET_LIMIT
    }

    fn shared_addr(&mut self, index: VReg) -> VReg {
        index
    }

    fn barrier(&mut self) {
        self.push(Inst::Barrier);
    }

    fn mma(
        &self,
        input: DType,
        acc: DType,
        precision: DotPrecision,
        dims: [u32; 3],
        warps: u32,
        along_m: bool,
    ) -> Option<Mma> {
        self.matrix_core(input, acc, precision, dims, warps, along_m)
    }

    fn mma_pack(&mut self, mma: &Mma, elems: &[VReg]) -> Vec<VReg> {
        self.matrix_pack(mma, elems)
    }

    fn mma_step(&mut self, mma: &Mma, a: &[VReg], b: &[VReg], c: &[VReg]) -> Vec<VReg> {
        self.matrix_step(mma, a, b, c)
    }

    fn mma_begin(&mut self, tiles: u32) {
        self.matrix_begin(tiles);
    }

    fn load_fragment(&mut self, mma: &Mma, b: bool, part: u32, addr: VReg, offset: u32, words: u32) -> Vec<VReg> {
        self.lds_fragment(mma, b, part, addr, offset, words)
    }
}
