//! The PTX target's asynchronous machinery besides the warpgroup tensor cores (`wgmma`):
//! `cp.async` (sm_80 on), the copy engine (`cp.async.bulk.tensor`, TMA) with the transaction
//! barriers its copies complete on (`mbarrier`), and the named barriers of warpgroup turns
//! (both sm_90a), and the copy engine's bulk reductions of shared into global memory
//! (`cp.reduce.async.bulk`, sm_90). Each is a capability of `target`; the shared lowering's `pipeliner` decides
//! where they go.

use super::inst::Guard;
use super::{Class, Inst, Ptx};
use crate::target::{AsyncCopy, BulkReduce, TensorCopy, TensorMap, Tma, Turns};
use crate::vcode::VReg;
use tessera_ir::op::AtomicOp;
use tessera_ir::{DType, Scalar};

impl AsyncCopy for Ptx {
    fn copy(&mut self, dst: VReg, offset: u32, src: VReg, bytes: u32, fill: Option<VReg>, guard: Option<VReg>) {
        // The source size: `bytes` where `fill` holds, else 0 (zeros, nothing read).
        let src_size = fill.map(|p| {
            let full = self.imm32(bytes as i64);
            let zero = self.imm32(0);
            crate::target::Target::select(self, Scalar::Num(DType::I32), p, full, zero)
        });
        let guard = guard.map(|g| (g, false));
        self.push(Inst::CpAsync { dst, offset: offset as i64, src, bytes, src_size, guard });
    }
    fn commit(&mut self) {
        self.push(Inst::CpAsyncCommit);
    }
    fn wait(&mut self, pending: u32) {
        self.push(Inst::CpAsyncWait(pending));
    }
}

impl TensorCopy for Ptx {
    fn mode(&self) -> Tma {
        self.tma
    }
    fn tensor_map(&mut self, m: TensorMap) -> u32 {
        match self.tensor_maps.iter().position(|&x| x == m) {
            Some(i) => i as u32,
            None => {
                self.tensor_maps.push(m);
                self.tensor_maps.len() as u32 - 1
            }
        }
    }
    fn copy_tensor(&mut self, dst: VReg, map: u32, x: VReg, y: VReg, z: Option<VReg>, bar: VReg, guard: Option<VReg>) {
        let guard: Guard = guard.map(|g| (g, false));
        self.push(Inst::CpAsyncBulkTensor { dst, map, x, y, z, bar, guard });
    }
    fn elect_lane(&mut self) -> Option<VReg> {
        // `elect=thread0`: thread 0 issues (for A/B measurements).
        if !self.codegen.elect {
            return None;
        }
        let dst = self.reg(Class::Pred);
        self.push(Inst::Elect { dst });
        Some(dst)
    }
    fn mbarrier_init(&mut self, addr: VReg, count: u32, guard: Option<VReg>) {
        let guard: Guard = guard.map(|g| (g, false));
        self.push(Inst::MbarrierInit { addr, count, guard });
    }
    fn mbarrier_init_fence(&mut self) {
        self.push(Inst::FenceMbarrierInit);
    }
    fn mbarrier_expect(&mut self, addr: VReg, bytes: u32, guard: Option<VReg>) {
        let guard: Guard = guard.map(|g| (g, false));
        self.push(Inst::MbarrierArriveExpectTx { addr, bytes, guard });
    }
    fn mbarrier_wait(&mut self, addr: VReg, phase: VReg) {
        self.push(Inst::MbarrierWait { addr, phase });
    }
}

impl Turns for Ptx {
    fn take(&mut self, id: VReg, count: u32) {
        self.push(Inst::BarSyncNamed { id, count });
    }
    fn hand_over(&mut self, id: VReg, count: u32, guard: Option<VReg>) {
        let guard: Guard = guard.map(|g| (g, false));
        self.push(Inst::BarArrive { id, count, guard });
    }
    fn ordered(&mut self) {
        self.push(Inst::TurnOrdered);
    }
}

impl BulkReduce for Ptx {
    fn reduces(&self, op: AtomicOp, d: DType) -> bool {
        op == AtomicOp::Add && d == DType::F32
    }
    fn reduce(&mut self, gaddr: VReg, saddr: VReg, bytes: u32, guard: Option<VReg>) {
        let guard: Guard = guard.map(|g| (g, false));
        self.push(Inst::BulkReduce { gaddr, saddr, bytes, guard });
    }
    fn fence(&mut self) {
        self.push(Inst::FenceProxyAsync);
    }
    fn commit(&mut self) {
        self.push(Inst::BulkCommit);
    }
    fn wait_read(&mut self) {
        self.push(Inst::BulkWaitRead(0));
    }
    fn wait_done(&mut self) {
        self.push(Inst::BulkWait(0));
    }
}
