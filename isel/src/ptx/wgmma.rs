//! Warpgroup tensor cores on sm_90a: `wgmma.mma_async` and its fences.
//!
//! One instruction is four consecutive warps' step `D = A @ B + D` over a 64 x N tile (N a
//! multiple of 8 up to 256) of K 16 for f16 and bf16, D in f32 (N / 2 registers per thread,
//! `layout::Layout::warpgroup`). A and B come from shared memory through 64-bit matrix
//! descriptors that the shared lowering computes (`lower::dot`); B is read N-major (the
//! row-major K x N tile a kernel loads, `trans-b` 1), A K-major.
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
//! Only the architecture-specific target has it: the driver refuses wgmma under `.target
//! sm_90` (`../shared/notes/tensor-cores.md`). tf32 and i8 would need B K-major in shared
//! memory (the instruction transposes 16-bit operands only); they stay on `mma.sync`.

use super::{Class, Inst, Ptx, Sm, WgmmaA};
use crate::target::Wgmma;
use crate::vcode::VReg;
use tessera_ir::op::DotPrecision;
use tessera_ir::{DType, Scalar};

impl Ptx {
    pub(super) fn warpgroup_core(&self, input: DType, acc: DType, _precision: DotPrecision) -> Option<Wgmma> {
        if self.sm != Sm::Sm90a {
            return None;
        }
        match (input, acc) {
            (DType::F16 | DType::BF16, DType::F32) => Some(Wgmma { input, acc, k: 16 }),
            _ => None,
        }
    }

    pub(super) fn wgmma_mma(&mut self, w: &Wgmma, n: u32, a: WgmmaA, b: VReg, trans_b: bool, c: &[VReg]) -> Vec<VReg> {
        let op = wgmma_op(w.input, n);
        let scale = self.constant_pred(!c.is_empty());
        let d: Vec<VReg> = (0..n / 2).map(|_| self.reg(Class::B32)).collect();
        self.push(Inst::Wgmma { op, d: d.clone(), c: c.to_vec(), a, b, scale, trans_b });
        d
    }

    fn constant_pred(&mut self, v: bool) -> VReg {
        use crate::target::Target;
        self.constant(Scalar::Num(DType::I1), v as u64)
    }
}

/// The mnemonic of an m64nNk16 step (N a power of two from 8 to 256: tiles are powers of two).
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
    let i = (n.trailing_zeros() - 3).min(5) as usize;
    match input {
        DType::BF16 => BF16[i],
        _ => F16[i],
    }
}
