//! PTX atomics: `atom` for the operations PTX has (compare-and-swap among them), and a
//! compare-and-swap loop (`Inst::CasLoop`) for float `min` and `max`.

use super::inst::{Class, Inst, Operand};
use super::{class_of, Ptx};
use crate::vcode::VReg;
use smallvec::smallvec;
use tessera_ir::op::AtomicOp;
use tessera_ir::{DType, Scalar};

use Operand::Imm;

impl Ptx {
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
        let ty = match (op, d) {
            (AtomicOp::Add, I32) => "u32",
            (AtomicOp::Add, I64) => "u64",
            (AtomicOp::Add, F32) => "f32",
            (AtomicOp::Add, F64) => "f64",
            (AtomicOp::Add, F16) => "noftz.f16",
            (AtomicOp::Add, BF16) if self.sm.hopper() => "noftz.bf16",
            (AtomicOp::Smax | AtomicOp::Smin, I32) => "s32",
            (AtomicOp::Smax | AtomicOp::Smin, I64) => "s64",
            (AtomicOp::Umax | AtomicOp::Umin, I32) => "u32",
            (AtomicOp::Umax | AtomicOp::Umin, I64) => "u64",
            (AtomicOp::Xchg | AtomicOp::And | AtomicOp::Or | AtomicOp::Xor, I32 | F32) => "b32",
            (AtomicOp::Xchg | AtomicOp::And | AtomicOp::Or | AtomicOp::Xor, I64 | F64) => "b64",
            (AtomicOp::Max | AtomicOp::Min, F32 | F64) => {
                let (ty, bits, c) = if d == F32 { ("f32", "b32", Class::B32) } else { ("f64", "b64", Class::B64) };
                let dst = self.reg(c);
                self.op_into(dst, "mov", bits, &[Imm(0)], None);
                let (new, seen, retry) = (self.reg(c), self.reg(c), self.reg(Class::Pred));
                let op = if op == AtomicOp::Max { "max" } else { "min" };
                self.push(Inst::CasLoop {
                    op,
                    ty,
                    bits,
                    dst,
                    addr,
                    val,
                    new,
                    seen,
                    retry,
                    guard: guard.map(|g| (g, false)),
                });
                return Ok(dst);
            }
            _ => return Err(format!("atomic {op} on {d} is not supported by the PTX backend yet")),
        };
        let opn = match op {
            AtomicOp::Add => "add",
            AtomicOp::Smax | AtomicOp::Umax => "max",
            AtomicOp::Smin | AtomicOp::Umin => "min",
            AtomicOp::Xchg => "exch",
            AtomicOp::And => "and",
            AtomicOp::Or => "or",
            AtomicOp::Xor => "xor",
            AtomicOp::Max | AtomicOp::Min => unreachable!("rejected above"),
        };
        let c = class_of(Scalar::Num(d));
        let dst = self.reg(c);
        if guard.is_some() {
            let mty = match c {
                Class::B16 => "b16",
                Class::B64 => "b64",
                _ => "b32",
            };
            self.op_into(dst, "mov", mty, &[Imm(0)], None);
        }
        self.push(Inst::Atom { op: opn, ty, dst, addr, srcs: smallvec![val], guard: guard.map(|g| (g, false)) });
        Ok(dst)
    }

    /// `Target::reduce_width`: f32 sums take `red` of up to four elements on sm_90 (vector
    /// `red` is PTX 8.1's and Hopper's); nothing else is a reduction here yet.
    pub(super) fn reduction_width(&self, op: AtomicOp, d: DType) -> usize {
        if op == AtomicOp::Add && d == DType::F32 && self.sm.hopper() && self.codegen.red {
            4
        } else {
            0
        }
    }

    /// `Target::atomic_reduce`.
    pub(super) fn reduction(
        &mut self,
        op: AtomicOp,
        d: DType,
        addr: VReg,
        offset: u32,
        vals: &[VReg],
        guard: Option<VReg>,
    ) {
        debug_assert!(op == AtomicOp::Add && d == DType::F32 && matches!(vals.len(), 1 | 2 | 4));
        self.push(Inst::Red {
            op: "add",
            ty: "f32",
            addr,
            offset: offset as i64,
            srcs: vals.iter().copied().collect(),
            guard: guard.map(|g| (g, false)),
        });
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
        let (ty, c) = match d {
            DType::I32 | DType::F32 => ("b32", Class::B32),
            DType::I64 | DType::F64 => ("b64", Class::B64),
            _ => return Err(format!("atomic_cas on {d} is not supported by the PTX backend yet")),
        };
        let dst = self.reg(c);
        if guard.is_some() {
            self.op_into(dst, "mov", ty, &[Imm(0)], None);
        }
        self.push(Inst::Atom { op: "cas", ty, dst, addr, srcs: smallvec![cmp, val], guard: guard.map(|g| (g, false)) });
        Ok(dst)
    }
}
