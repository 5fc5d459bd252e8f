//! Warpgroup tensor cores on sm_90a: `wgmma.mma_async` and its fences.
//!
//! One instruction is four consecutive warps' step `D = A @ B + D` over a 64 x N tile (N a
//! multiple of 8 up to 256) of K 16 for f16 and bf16, D in f32 (N / 2 registers per thread,
//! `layout::Layout::warpgroup`). A and B come from shared memory through 64-bit matrix
//! descriptors that the shared lowering computes (`lower::dot`); B is read N-major (the
//! row-major K x N tile a kernel loads, `trans-b` 1) or K-major, A K-major or M-major (the
//! row-major tile `x` of an `A = trans(x)`, `trans-a` 1).
//!
//! The instruction is asynchronous. What the lowering places around it:
//!
//! ```text
//!   fence.proxy.async.shared::cta     each thread, after its ordinary writes of the operands
//!   bar.sync                          (they become visible to the tensor cores' reads)
//!   wgmma.fence                       before the steps: orders the warp's accumulator writes
//!   wgmma.mma_async x (K / 16) (M / 64) (N / n)
//!   wgmma.commit_group
//!   wgmma.wait_group 0                before D is read (or the operands' memory is reused)
//! ```
//!
//! D is both read and written by the instruction. In `VCode` it is two register lists (C in,
//! D out, as SSA wants); the emitter gives the two one name where their live ranges allow
//! (`emit-ptx`'s coalescing) and moves C into D where not.
//!
//! Types: f16 and bf16 (k 16; B N-major or K-major), f32 under `precision tf32` (k 8), i8
//! into i32 (k 32) and the 8-bit floats `e4m3` and `e5m2` into f32 (k 32), all three K-major
//! only: the instruction transposes 16-bit operands only, so the lowering stores a K x N B of
//! these transposed (`lower::dot::wgmma`). Each instruction's K step is 32 bytes of a row for
//! every type. The operand lists differ by type (PTX ISA; ptxas 12.9 refuses the others):
//! 16-bit takes `scale-d, scale-a, scale-b, trans-a, trans-b` (trans-a dropped with A in
//! registers), tf32 and fp8 `scale-d, scale-a, scale-b`, i8 `scale-d` only
//! ([`wgmma_immediates`]); i8 sums wrap (no `.satfinite`), as the IR's i32 does. fp8 into an
//! f16 accumulator (the instruction's `.f16` form) is not used: the IR sums an f16
//! accumulator's dot in f32 and rounds once at its end, so such a dot takes the f32 form with
//! conversions around it (`lower::dot`), as 16-bit inputs into f16 do. f32 under `ieee` or
//! `tf32x3` stays on `mma.sync` or multiply-adds.
//!
//! Only the architecture-specific target has it: the driver refuses wgmma under `.target
//! sm_90` (`../shared/notes/tensor-cores.md`).

use super::{Class, Inst, Operand, Ptx, Sm, WgmmaA};
use crate::target::{WarpgroupMma, Wgmma};
use crate::vcode::VReg;
use tessera_ir::op::DotPrecision;
use tessera_ir::{DType, Scalar};

impl Ptx {
    pub(super) fn warpgroup_core(&self, input: DType, acc: DType, precision: DotPrecision) -> Option<Wgmma> {
        if self.sm != Sm::Sm90a {
            return None;
        }
        match (input, acc, precision) {
            (DType::F16 | DType::BF16, DType::F32, _) => Some(Wgmma { input, acc, k: 16 }),
            (DType::F32, DType::F32, DotPrecision::Tf32) => Some(Wgmma { input, acc, k: 8 }),
            (DType::I8, DType::I32, _) | (DType::F8E4M3 | DType::F8E5M2, DType::F32, _) => {
                Some(Wgmma { input, acc, k: 32 })
            }
            _ => None,
        }
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn wgmma_mma(
        &mut self,
        w: &Wgmma,
        n: u32,
        a: WgmmaA,
        b: VReg,
        (trans_a, trans_b): (bool, bool),
        c: &[VReg],
        scale: Option<VReg>,
    ) -> Vec<VReg> {
        let op = wgmma_op(w.input, n);
        let scale = match scale {
            Some(p) if !c.is_empty() => p,
            _ => self.constant_pred(!c.is_empty()),
        };
        let d: Vec<VReg> = (0..n / 2).map(|_| self.reg(Class::B32)).collect();
        self.push(Inst::Wgmma { op, d: d.clone(), c: c.to_vec(), a, b, scale, trans_a, trans_b });
        d
    }

    fn constant_pred(&mut self, v: bool) -> VReg {
        use crate::target::Target;
        self.constant(Scalar::Num(DType::I1), v as u64)
    }
}

/// The mnemonic of one step of N columns (a power of two from 8 to 256: tiles are powers of
/// two) for `input` (f16, bf16, f32 as tf32, i8, e4m3, e5m2).
fn wgmma_op(input: DType, n: u32) -> &'static str {
    const F16: [&str; 6] = [
        "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16",
        "wgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16",
        "wgmma.mma_async.sync.aligned.m64n32k16.f32.f16.f16",
        "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16",
        "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16",
        "wgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16",
    ];
    const BF16: [&str; 6] = [
        "wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16",
        "wgmma.mma_async.sync.aligned.m64n16k16.f32.bf16.bf16",
        "wgmma.mma_async.sync.aligned.m64n32k16.f32.bf16.bf16",
        "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16",
        "wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16",
        "wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16",
    ];
    const TF32: [&str; 6] = [
        "wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32",
        "wgmma.mma_async.sync.aligned.m64n16k8.f32.tf32.tf32",
        "wgmma.mma_async.sync.aligned.m64n32k8.f32.tf32.tf32",
        "wgmma.mma_async.sync.aligned.m64n64k8.f32.tf32.tf32",
        "wgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32",
        "wgmma.mma_async.sync.aligned.m64n256k8.f32.tf32.tf32",
    ];
    const S8: [&str; 6] = [
        "wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.s8",
        "wgmma.mma_async.sync.aligned.m64n16k32.s32.s8.s8",
        "wgmma.mma_async.sync.aligned.m64n32k32.s32.s8.s8",
        "wgmma.mma_async.sync.aligned.m64n64k32.s32.s8.s8",
        "wgmma.mma_async.sync.aligned.m64n128k32.s32.s8.s8",
        "wgmma.mma_async.sync.aligned.m64n256k32.s32.s8.s8",
    ];
    const E4M3: [&str; 6] = [
        "wgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e4m3",
        "wgmma.mma_async.sync.aligned.m64n16k32.f32.e4m3.e4m3",
        "wgmma.mma_async.sync.aligned.m64n32k32.f32.e4m3.e4m3",
        "wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3",
        "wgmma.mma_async.sync.aligned.m64n128k32.f32.e4m3.e4m3",
        "wgmma.mma_async.sync.aligned.m64n256k32.f32.e4m3.e4m3",
    ];
    const E5M2: [&str; 6] = [
        "wgmma.mma_async.sync.aligned.m64n8k32.f32.e5m2.e5m2",
        "wgmma.mma_async.sync.aligned.m64n16k32.f32.e5m2.e5m2",
        "wgmma.mma_async.sync.aligned.m64n32k32.f32.e5m2.e5m2",
        "wgmma.mma_async.sync.aligned.m64n64k32.f32.e5m2.e5m2",
        "wgmma.mma_async.sync.aligned.m64n128k32.f32.e5m2.e5m2",
        "wgmma.mma_async.sync.aligned.m64n256k32.f32.e5m2.e5m2",
    ];
    let i = (n.trailing_zeros() - 3).min(5) as usize;
    match input {
        DType::BF16 => BF16[i],
        DType::F32 => TF32[i],
        DType::I8 => S8[i],
        DType::F8E4M3 => E4M3[i],
        DType::F8E5M2 => E5M2[i],
        _ => F16[i],
    }
}

/// Which immediates follow `scale-d` in the operand list of wgmma mnemonic `op`: (the scales of
/// A and B, the transpose flags). 16-bit types take both, tf32 and fp8 the scales only,
/// integers none.
pub fn wgmma_immediates(op: &str) -> (bool, bool) {
    if op.ends_with(".f16") || op.ends_with(".bf16") {
        (true, true)
    } else if op.ends_with(".tf32") || op.ends_with(".e4m3") || op.ends_with(".e5m2") {
        (true, false)
    } else {
        (false, false)
    }
}

impl WarpgroupMma for Ptx {
    fn shape(&self, input: DType, acc: DType, precision: DotPrecision) -> Option<Wgmma> {
        self.warpgroup_core(input, acc, precision)
    }
    fn step(
        &mut self,
        w: &Wgmma,
        n: u32,
        a: VReg,
        b: VReg,
        trans: (bool, bool),
        c: &[VReg],
        scale: Option<VReg>,
    ) -> Vec<VReg> {
        self.wgmma_mma(w, n, WgmmaA::Desc(a), b, trans, c, scale)
    }
    fn step_regs(
        &mut self,
        w: &Wgmma,
        n: u32,
        a: &[VReg],
        b: VReg,
        trans_b: bool,
        c: &[VReg],
        scale: Option<VReg>,
    ) -> Vec<VReg> {
        let a = [a[0], a[1], a[2], a[3]];
        self.wgmma_mma(w, n, WgmmaA::Regs(a), b, (false, trans_b), c, scale)
    }
    fn pack_pairs(&mut self, elems: &[VReg]) -> Vec<VReg> {
        elems.chunks(2).map(|p| self.op("mov", "b32", Class::B32, &[Operand::Pack(p[0], p[1])])).collect()
    }
    fn fence(&mut self) {
        self.push(Inst::WgmmaFence);
    }
    fn commit(&mut self) {
        self.push(Inst::WgmmaCommit);
    }
    fn wait(&mut self, pending: u32) {
        self.push(Inst::WgmmaWait(pending));
    }
    fn fence_async_shared(&mut self) {
        self.push(Inst::FenceProxyAsync);
    }
}
