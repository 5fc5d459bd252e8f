//! [`Exec`]: the state an instruction executes against, all threads of one program: their
//! registers (reads checked for a write and for asynchronous operations in flight; writes
//! buffered until the whole instruction is done), the launch's coordinates and parameters, and
//! memory, through the checks of `memory`.

use super::{AsyncMma, Fault, MemSpace, Memory, SHARED_BASE};
use tessera_isel::vcode::VReg;

/// The state an instruction executes against: all threads of one program.
pub struct Exec<'a, 'm> {
    pub(super) threads: u32,
    pub(super) warp_size: u32,
    pub(super) program: [u32; 3],
    pub(super) grid: [u32; 3],
    pub(super) nregs: usize,
    pub(super) vals: &'a [u64],
    pub(super) written: &'a [bool],
    pub(super) masks: &'a [u64],
    pub(super) params: &'a [u64],
    pub(super) pending: &'a mut Vec<(u32, VReg, u64)>,
    pub(super) mem: &'a mut Memory<'m>,
    /// Registers are in flight and this instruction may not read them.
    pub(super) check_busy: bool,
}

impl Exec<'_, '_> {
    /// Threads per program.
    pub fn threads(&self) -> u32 {
        self.threads
    }
    pub fn warp_size(&self) -> u32 {
        self.warp_size
    }
    /// This program's coordinates in the grid.
    pub fn program_id(&self) -> [u32; 3] {
        self.program
    }
    pub fn num_programs(&self) -> [u32; 3] {
        self.grid
    }
    /// The bits of kernel parameter `i`: a buffer's address, or a scalar's bits.
    pub fn param(&self, i: usize) -> Result<u64, String> {
        self.params.get(i).copied().ok_or_else(|| format!("reads parameter {i}, which the kernel does not have"))
    }
    /// The address of the program's shared memory.
    pub fn shared_base(&self) -> u64 {
        SHARED_BASE
    }
    pub(super) fn slot(&self, t: u32, r: VReg) -> Option<usize> {
        let ri = r.as_u32() as usize;
        (ri < self.nregs && t < self.threads).then(|| ri * self.threads as usize + t as usize)
    }
    /// How many bits register `r` holds.
    pub fn bits(&self, r: VReg) -> u32 {
        let m = self.masks.get(r.as_u32() as usize).copied().unwrap_or(u64::MAX);
        m.count_ones()
    }
    /// Thread `t`'s value of `r`; an error if `t` never wrote it.
    pub fn read(&self, t: u32, r: VReg) -> Result<u64, Fault> {
        let Some(s) = self.slot(t, r) else {
            return Err(Fault::at(t, format!("internal: no register {r} or thread {t}")));
        };
        if !self.written[s] {
            return Err(Fault::at(t, format!("reads {r}, never written by this thread")));
        }
        if self.check_busy && self.mem.mma.as_deref().is_some_and(|m| m.reg_busy(r)) {
            return Err(AsyncMma::busy_fault(t, r, "reads"));
        }
        Ok(self.vals[s])
    }
    /// Sets thread `t`'s `r` to `v` (masked to its width) once the instruction is done.
    pub fn write(&mut self, t: u32, r: VReg, v: u64) {
        let m = self.masks.get(r.as_u32() as usize).copied().unwrap_or(u64::MAX);
        self.pending.push((t, r, v & m));
    }
    /// Reads `len` (1, 2, 4 or 8) bytes at `addr`, little-endian, zero-extended.
    pub fn load(&mut self, space: MemSpace, t: u32, addr: u64, len: u64) -> Result<u64, Fault> {
        self.mem.read(space, t, addr, len).map_err(|m| Fault::at(t, m))
    }
    /// Writes the low `len` (1, 2, 4 or 8) bytes of `v` at `addr`.
    pub fn store(&mut self, space: MemSpace, t: u32, addr: u64, len: u64, v: u64) -> Result<(), Fault> {
        self.mem.write(space, t, addr, len, v).map_err(|m| Fault::at(t, m))
    }
    /// Starts an asynchronous copy by thread `t` of `len` bytes from global `src` to shared
    /// `dst`, the first `src_len` of them from `src` and the rest zeros (see `Memory`).
    pub fn copy_async(&mut self, t: u32, dst: u64, src: u64, len: u64, src_len: u64) -> Result<(), Fault> {
        self.mem.copy_async(t, dst, src, len, src_len).map_err(|m| Fault::at(t, m))
    }
    /// Closes thread `t`'s open group of asynchronous copies.
    pub fn commit_async(&mut self, t: u32) {
        self.mem.commit_async(t)
    }
    /// Completes thread `t`'s groups of asynchronous copies but the newest `pending`.
    pub fn wait_async(&mut self, t: u32, pending: usize) -> Result<(), Fault> {
        self.mem.wait_async(t, pending).map_err(|m| Fault::at(t, m))
    }
    /// Thread `t`'s bulk reduction of `len` shared bytes at `saddr` into global `gaddr`, elements
    /// of `eb` bytes combined by `add(old, value)` (see `bulk`).
    pub fn bulk_reduce(
        &mut self,
        t: u32,
        (gaddr, saddr, len): (u64, u64, u64),
        eb: u64,
        add: &dyn Fn(u64, u64) -> Option<u64>,
    ) -> Result<(), Fault> {
        self.mem.bulk_reduce(t, (gaddr, saddr, len), eb, add).map_err(|m| Fault::at(t, m))
    }
    /// Closes thread `t`'s open group of bulk reductions.
    pub fn bulk_commit(&mut self, t: u32) {
        self.mem.bulk_commit(t)
    }
    /// Thread `t`'s groups of bulk reductions but the newest `pending` have read their bytes.
    pub fn bulk_wait_read(&mut self, t: u32, pending: usize) {
        self.mem.bulk_wait_read(t, pending)
    }
    /// Thread `t` arrives on named barrier `id` (1 to 15), whose phases take `count` threads:
    /// `bar.arrive` and `bar.sync` alike. Warps run in lockstep here, so a `bar.sync` does not
    /// wait: what is checked is the protocol, that phases fill with exactly `count` threads and
    /// that none is left partial at a program barrier or at the end ([`Exec::named_settled`]),
    /// where on the GPU some thread would wait for ever.
    pub fn named_arrive(&mut self, t: u32, id: u64, count: u32, waits: bool) -> Result<(), Fault> {
        let threads = self.threads;
        let slot = match self.mem.named.get_mut(id as usize) {
            Some(s) if id >= 1 => s,
            _ => return Err(Fault::at(t, format!("named barrier {id}: the ids are 1 to 15 (0 is the program's)"))),
        };
        if count == 0 || !count.is_multiple_of(32) || count > threads {
            return Err(Fault::at(
                t,
                format!("named barrier {id} with {count} threads: a multiple of 32 up to {threads}"),
            ));
        }
        if slot.0 > 0 && slot.1 != count {
            return Err(Fault::at(
                t,
                format!("named barrier {id}: a phase of {} threads joined by an arrival that counts {count}", slot.1),
            ));
        }
        slot.1 = count;
        slot.0 += 1;
        let (members, all_wait) = &mut self.mem.named_members[id as usize];
        members[(t / 64) as usize] |= 1 << (t % 64);
        *all_wait &= waits;
        if slot.0 == count {
            slot.0 = 0;
            let (members, all_wait) = std::mem::replace(&mut self.mem.named_members[id as usize], ([0; 16], true));
            if all_wait {
                self.mem.phases.push(members);
            }
        }
        self.mem.barrier_log[t as usize].push((id as u8, count, waits));
        Ok(())
    }
    /// The end of a named-barrier instruction: a phase still in progress spans instructions
    /// (threads that arrived here, then write, and others that arrive later), so it orders no
    /// shared accesses for the race check (`Memory::phases`), though the protocol allows it.
    pub fn named_instruction_end(&mut self) {
        for (slot, members) in self.mem.named.iter().zip(self.mem.named_members.iter_mut()) {
            if slot.0 > 0 {
                members.1 = false;
            }
        }
    }
    /// Every thread reaches the program's barrier: logged for the replay once the program has
    /// used named barriers (before that all threads pass them together).
    pub fn program_barrier(&mut self) {
        if self.mem.barrier_log.iter().any(|l| !l.is_empty()) {
            let n = self.threads;
            for log in &mut self.mem.barrier_log {
                log.push((0, n, true));
            }
        }
    }
    /// That no named barrier has a phase in progress (`where`: "at a program barrier", ...).
    pub fn named_settled(&self, place: &str) -> Result<(), Fault> {
        self.mem.named_settled(place).map_err(Fault::new)
    }
    /// Checks that a vector access of `len` bytes at `addr` is aligned to `len`.
    pub fn check_align(&self, t: u32, addr: u64, len: u64) -> Result<(), Fault> {
        if len != 0 && !addr.is_multiple_of(len) {
            return Err(Fault::at(t, format!("accesses {len} bytes at misaligned address {addr:#x}")));
        }
        Ok(())
    }
}

impl<'a> Exec<'a, '_> {
    /// Register `r` of every thread, by thread, when each thread that `on` selects (every one
    /// without it) has written it and no asynchronous operation holds it; `None` otherwise,
    /// and the caller reads thread by thread, which reports the fault as [`Exec::read`] does.
    /// The ALU's fast path: one check a register, not one a thread.
    pub fn column(&self, r: VReg, on: Option<&[bool]>) -> Option<&'a [u64]> {
        let ri = r.as_u32() as usize;
        let n = self.threads as usize;
        if ri >= self.nregs {
            return None;
        }
        let row = ri * n..(ri + 1) * n;
        let written = self.written.get(row.clone())?;
        let ok = match on {
            None => written.iter().all(|&w| w),
            Some(on) => written.iter().zip(on).all(|(&w, &o)| w || !o),
        };
        if !ok || (self.check_busy && self.mem.mma.as_deref().is_some_and(|m| m.reg_busy(r))) {
            return None;
        }
        let vals: &'a [u64] = self.vals;
        vals.get(row)
    }
}
