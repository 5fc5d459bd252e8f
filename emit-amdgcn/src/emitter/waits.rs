//! Wait-count insertion (`s_waitcnt`): a load's destination is pending until an `s_waitcnt` of
//! its counter (vmcnt for global memory, lgkmcnt for LDS and scalar loads). Before any
//! instruction or move that reads or writes a pending register, the emitter waits for that
//! counter to drain (counting to zero, so independent loads still overlap); every block end
//! and every barrier waits for everything.
//!
//! This module owns the pending sets (`RegSet`) and the waits written from them; the emitter
//! adds a load's destination to its counter's set as it writes the load.

use super::names::{Operand, Span};
use super::{Emitter, NO_MODS};
use tessera_isel::amdgcn::Inst;
use tessera_isel::vcode::MachInst;

/// A set of registers: SGPRs 0..128, VGPRs 0..256, then AGPRs 0..256, one bit each. A span
/// may run past a255 (a pair's slot whose second half is in scratch memory): that part is no
/// register and is left out.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct RegSet([u64; 10]);

impl RegSet {
    pub(crate) fn insert(&mut self, (first, n): Span) {
        for i in first..(first + n).min(640) {
            self.0[i as usize / 64] |= 1 << (i % 64);
        }
    }
    pub(crate) fn hits(&self, (first, n): Span) -> bool {
        (first..(first + n).min(640)).any(|i| self.0[i as usize / 64] & (1 << (i % 64)) != 0)
    }
    pub(crate) fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }
}

impl Emitter<'_> {
    /// Waits for the loads writing any of `regs`.
    pub(crate) fn wait_for(&mut self, regs: &[Span]) {
        let vm = regs.iter().any(|&r| self.pending_vm.hits(r));
        let lgkm = regs.iter().any(|&r| self.pending_lgkm.hits(r));
        self.wait(vm, lgkm);
    }

    pub(crate) fn wait(&mut self, vm: bool, lgkm: bool) {
        if !vm && !lgkm {
            return;
        }
        self.put("s_waitcnt", false, &[Operand::Wait { vm, lgkm }], NO_MODS);
        if vm {
            self.pending_vm = RegSet::default();
        }
        if lgkm {
            self.pending_lgkm = RegSet::default();
        }
    }

    pub(crate) fn wait_all(&mut self) {
        let (vm, lgkm) = (!self.pending_vm.is_empty(), !self.pending_lgkm.is_empty());
        self.wait(vm, lgkm);
    }

    /// Waits for the loads writing any register that `i` reads or writes.
    pub(crate) fn wait_for_inst(&mut self, i: &mut Inst) {
        if self.pending_vm.is_empty() && self.pending_lgkm.is_empty() {
            return;
        }
        let (mut vm, mut lgkm) = (false, false);
        i.visit_regs(&mut |r, _| {
            let span = self.covered(*r);
            vm |= self.pending_vm.hits(span);
            lgkm |= self.pending_lgkm.hits(span);
        });
        self.wait(vm, lgkm);
    }
}
