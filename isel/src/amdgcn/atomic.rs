//! AMDGCN atomics: the integer ones the hardware has, and 32- and 64-bit compare-and-swap (the
//! 64-bit one's data operand, new and expected value, is a register tuple like a 16-byte
//! access's).
//!
//! Float add, min and max (f32, f64) are a compare-and-swap loop whose new value is computed by
//! the ordinary selection, so it has the IR's exact semantics; see `Amdgcn::cas_loop`. f16 and
//! bf16 add are the same loop on the aligned 32-bit word holding the element
//! (`Amdgcn::half_add_loop`): the other half is swapped back unchanged. For the last element of
//! an odd-length buffer that half lies past the buffer's end but inside its last word;
//! allocations are whole words (the simulator models that for atomics and checks that those
//! bytes never change).

use super::inst::{Class, Inst, Src};
use super::Amdgcn;
use crate::target::{Mem, Target};
use crate::vcode::{Term, VReg};
use smallvec::smallvec;
use tessera_ir::op::{AtomicOp, BinaryOp, IntCC};
use tessera_ir::{DType, Scalar};

use Src::{Hi, Imm, Lo, Reg};

impl Amdgcn {
    /// A float read-modify-write atomic as a compare-and-swap loop, so that the new value is
    /// computed with the IR's exact semantics (the hardware's float atomics differ between
    /// targets in NaN, signed-zero and denormal handling).
    fn float_rmw_loop(&mut self, op: AtomicOp, d: DType, addr: VReg, val: VReg, guard: Option<VReg>) -> VReg {
        let addr = self.in_vgpr(addr);
        let val = self.in_vgpr(val);
        self.cas_loop(d, d, addr, guard, true, |me, old| {
            let new = match op {
                AtomicOp::Add if d == DType::F32 => {
                    // f32 atomic add flushes subnormal operands and its result (see `AtomicOp`).
                    let a = me.ftz32(old);
                    let b = me.ftz32(val);
                    let sum = me.binary(BinaryOp::Add, d, a, b);
                    me.ftz32(sum)
                }
                AtomicOp::Add => me.binary(BinaryOp::Add, d, old, val),
                AtomicOp::Max => me.binary(BinaryOp::Max, d, old, val),
                _ => me.binary(BinaryOp::Min, d, old, val),
            };
            (new, old)
        })
    }

    /// f16 or bf16 atomic add, which the hardware lacks on some targets and which must round
    /// as the IR says: a compare-and-swap loop on the aligned 32-bit word holding the element
    /// (the other half is swapped back unchanged; a buffer is made of whole words, so the word
    /// of an odd-length buffer's last element is allocated memory).
    fn half_add_loop(&mut self, d: DType, addr: VReg, val: VReg, guard: Option<VReg>) -> VReg {
        let addr = self.in_vgpr(addr);
        let val = self.in_vgpr(val);
        // The element's bit offset in its word (0 or 16), and the word's address.
        let byte = self.valu("v_and_b32", Class::V, &[Imm(2), Lo(addr)]);
        let shift = self.valu("v_lshlrev_b32", Class::V, &[Imm(3), Reg(byte)]);
        let word = self.pair(("v_and_b32", &[Imm(-4), Lo(addr)]), ("v_mov_b32", &[Hi(addr)]));
        self.cas_loop(DType::I32, d, word, guard, false, |me, old| {
            let half = me.valu("v_bfe_u32", Class::V, &[Reg(old), Reg(shift), Imm(16)]);
            let sum = me.binary(BinaryOp::Add, d, half, val);
            // new = old with the element's half replaced: old ^ ((half ^ sum) << shift).
            let sum = me.valu("v_and_b32", Class::V, &[Imm(0xffff), Reg(sum)]);
            let flip = me.valu("v_xor_b32", Class::V, &[Reg(half), Reg(sum)]);
            let flip = me.valu("v_lshlrev_b32", Class::V, &[Reg(shift), Reg(flip)]);
            let new = me.valu("v_xor_b32", Class::V, &[Reg(old), Reg(flip)]);
            (new, half)
        })
    }

    /// A compare-and-swap loop on the value of type `w` (32 or 64 bits) at `addr`, giving each
    /// lane a result of type `r`. `step(old)` computes the value to swap in and the lane's
    /// result should the swap land. The loop is uniform control flow: every lane runs every
    /// iteration with full EXEC, and a lane mask `pending` guards the compare-and-swap. A lane
    /// whose swap saw the value it expected has its result; the others retry with what they
    /// saw. The loop ends when no lane is pending, a scalar test of the mask. Guarded-off lanes
    /// are never pending and return 0. The first guess of the value is a load with `load`,
    /// else 0 (the first swap then reads it).
    fn cas_loop(
        &mut self,
        w: DType,
        r: DType,
        addr: VReg,
        guard: Option<VReg>,
        load: bool,
        step: impl FnOnce(&mut Self, VReg) -> (VReg, VReg),
    ) -> VReg {
        let pending0 = match guard {
            Some(g) => g,
            None => self.icmp(IntCC::Eq, DType::I32, self.lane, self.lane),
        };
        let zero = |me: &mut Self, d: DType| {
            let z = me.constant(Scalar::Num(d), 0);
            me.in_vgpr(z)
        };
        let old0 = if load { self.load(Mem::Global, w, addr, 0, 1, Some(pending0), None)[0] } else { zero(self, w) };
        let result0 = zero(self, r);
        let header =
            self.new_block(&[(Scalar::Num(w), false), (Scalar::Num(DType::I1), false), (Scalar::Num(r), false)]);
        let exit = self.new_block(&[(Scalar::Num(r), false)]);
        self.terminate(Term::Jump(header, vec![old0, pending0, result0]));
        self.switch_to(header);
        let p = self.vcode.blocks[header].params.clone();
        let (old, pending, result) = (p[0], p[1], p[2]);
        let (new, landed) = step(self, old);
        let seen = self.atomic_cas(w, addr, old, new, Some(pending)).expect("32- and 64-bit CAS are selected");
        // Compared as integers (bits), whatever `w` is.
        let bits = if w.bits() == 64 { DType::I64 } else { DType::I32 };
        let same = self.icmp(IntCC::Eq, bits, seen, old);
        let differ = self.icmp(IntCC::Ne, bits, seen, old);
        let done = self.binary(BinaryOp::And, DType::I1, pending, same);
        let result2 = self.select(Scalar::Num(r), done, landed, result);
        let pending2 = self.binary(BinaryOp::And, DType::I1, pending, differ);
        self.terminate(Term::Branch {
            cond: pending2,
            then: (header, vec![seen, pending2, result2]),
            otherwise: (exit, vec![result2]),
        });
        self.switch_to(exit);
        self.vcode.blocks[exit].params[0]
    }

    /// An f32 with a subnormal value replaced by zero of its sign.
    fn ftz32(&mut self, x: VReg) -> VReg {
        let e = self.constant(Scalar::Num(DType::I32), 0x7f80_0000);
        let exp = self.binary(BinaryOp::And, DType::I32, x, e);
        let z = self.constant(Scalar::Num(DType::I32), 0);
        let sub = self.icmp(IntCC::Eq, DType::I32, exp, z);
        let m = self.constant(Scalar::Num(DType::I32), 0x8000_0000);
        let sign = self.binary(BinaryOp::And, DType::I32, x, m);
        self.select(Scalar::Num(DType::I32), sub, sign, x)
    }

    /// `Target::atomic_rmw`.
    pub(super) fn atomic_update(
        &mut self,
        op: AtomicOp,
        d: DType,
        addr: VReg,
        val: VReg,
        guard: Option<VReg>,
    ) -> Result<VReg, String> {
        use DType::*;
        if matches!((op, d), (AtomicOp::Add | AtomicOp::Max | AtomicOp::Min, F32 | F64)) {
            return Ok(self.float_rmw_loop(op, d, addr, val, guard));
        }
        if matches!((op, d), (AtomicOp::Add, F16 | BF16)) {
            return Ok(self.half_add_loop(d, addr, val, guard));
        }
        let name = match (op, d) {
            (AtomicOp::Add, I32) => "global_atomic_add",
            (AtomicOp::Add, I64) => "global_atomic_add_x2",
            (AtomicOp::Smax, I32) => "global_atomic_smax",
            (AtomicOp::Smax, I64) => "global_atomic_smax_x2",
            (AtomicOp::Smin, I32) => "global_atomic_smin",
            (AtomicOp::Smin, I64) => "global_atomic_smin_x2",
            (AtomicOp::Umax, I32) => "global_atomic_umax",
            (AtomicOp::Umax, I64) => "global_atomic_umax_x2",
            (AtomicOp::Umin, I32) => "global_atomic_umin",
            (AtomicOp::Umin, I64) => "global_atomic_umin_x2",
            (AtomicOp::Xchg, I32 | F32) => "global_atomic_swap",
            (AtomicOp::Xchg, I64 | F64) => "global_atomic_swap_x2",
            (AtomicOp::And, I32) => "global_atomic_and",
            (AtomicOp::And, I64) => "global_atomic_and_x2",
            (AtomicOp::Or, I32) => "global_atomic_or",
            (AtomicOp::Or, I64) => "global_atomic_or_x2",
            (AtomicOp::Xor, I32) => "global_atomic_xor",
            (AtomicOp::Xor, I64) => "global_atomic_xor_x2",
            _ => return Err(format!("atomic {op} on {d} is not supported by the AMDGCN backend yet")),
        };
        let addr = self.in_vgpr(addr);
        let val = self.in_vgpr(val);
        let dst = self.reg(Self::data_class(d));
        self.push(Inst::Atomic { op: name, dst, addr, val: smallvec![val], unit: None, guard });
        Ok(dst)
    }

    /// `Target::atomic_cas`: 32- and 64-bit compare-and-swap.
    pub(super) fn compare_swap(
        &mut self,
        d: DType,
        addr: VReg,
        cmp: VReg,
        val: VReg,
        guard: Option<VReg>,
    ) -> Result<VReg, String> {
        let op = match d.bits() {
            32 => "global_atomic_cmpswap",
            64 => "global_atomic_cmpswap_x2",
            _ => return Err(format!("atomic_cas on {d} is not supported by the AMDGCN backend yet")),
        };
        let addr = self.in_vgpr(addr);
        // The data operand is (new value, expected value): for 32 bits one VGPR pair built by
        // two moves (fixing both parts to tuple units instead made the CAS loops spill), for
        // 64 bits a tuple of two pairs.
        let (val, unit) = if d.bits() == 32 {
            let data = self.mov64(Class::V64, Reg(val), Reg(cmp));
            (smallvec![self.in_vgpr(data)], None)
        } else {
            (smallvec![self.in_vgpr(val), self.in_vgpr(cmp)], Some(self.tuple_unit(true)))
        };
        let dst = self.reg(Self::data_class(d));
        self.push(Inst::Atomic { op, dst, addr, val, unit, guard });
        Ok(dst)
    }
}
