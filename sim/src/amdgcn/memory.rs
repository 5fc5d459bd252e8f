//! The launch's memory as the simulated kernel sees it:
//!
//! ```text
//!   global   buffer argument i at buffer_base(i) = (i + 1) << 40, its bytes; nothing else
//!   kernarg  KERNARG_BASE: the kernel-argument segment (explicit arguments, block counts)
//!   LDS      per workgroup, addresses 0..group_segment_fixed_size, fresh for each workgroup
//! ```
//!
//! Every access is checked: inside exactly one buffer (or the kernarg segment, or the LDS
//! size), naturally aligned. The one allowance: a 4-byte atomic on a buffer's last word may
//! cover bytes past its end (allocations are whole words) if it leaves them unchanged. LDS also checks, per byte, that it was written before it is read,
//! and that no two waves touch it between barriers with one of them writing (a data race: a
//! missing `s_barrier`); lanes of one wave are ordered by the wave's program order.
//!
//! LDS bank conflicts are counted, not timed (`bank_conflicts`): 32 banks of 4 bytes; a wave's
//! access is served in phases of 128 bytes, 128 / max(4, bytes per lane) consecutive lanes
//! each (8 for `ds_read_b128`/`ds_write_b128`, as AMD's Composable Kernel documents for CDNA;
//! 16 for 8-byte and 32 for narrower accesses, by the same rule); within a phase, lanes that
//! touch distinct words of one bank take a cycle each (one word read by several lanes is a
//! broadcast). The same model for gfx1100's wave32, a stated simplification.

use super::SimArg;
pub use crate::lockstep::buffer_base;

/// The fake address of the kernel-argument segment (below every buffer).
pub const KERNARG_BASE: u64 = 0x10_0000;

#[derive(Copy, Clone, Default)]
struct LdsByte {
    written: bool,
    w_epoch: u32,
    writer: u32,
    r_epoch: u32,
    /// The reading wave, or `u32::MAX` for several.
    reader: u32,
}

pub struct Memory<'a> {
    pub args: &'a mut [SimArg],
    pub kernarg: Vec<u8>,
    lds: Vec<u8>,
    state: Vec<LdsByte>,
    /// Barrier epoch of the current workgroup (starts at 1).
    epoch: u32,
    check_lds: bool,
    pub lds_reads: u64,
    /// Bank-conflict cycles of LDS reads and writes (`bank_conflicts` beyond one per phase).
    pub lds_conflicts: [u64; 2],
}

/// The cycles beyond one per phase that the LDS spends on one wave's access of `bytes` per
/// lane at `addrs` (lane, byte address; active lanes only), by the module docs' model.
pub fn bank_conflicts(addrs: &[(usize, u64)], bytes: u32) -> u64 {
    let per_phase = (128 / bytes.max(4)) as usize;
    let mut extra = 0;
    let mut words: Vec<u64> = Vec::with_capacity(32);
    let mut at = 0;
    while at < addrs.len() {
        let phase = addrs[at].0 / per_phase;
        words.clear();
        while at < addrs.len() && addrs[at].0 / per_phase == phase {
            let (_, a) = addrs[at];
            words.extend(a / 4..(a + bytes as u64).div_ceil(4));
            at += 1;
        }
        words.sort_unstable();
        words.dedup();
        let mut per_bank = [0u64; 32];
        for w in &words {
            per_bank[(w % 32) as usize] += 1;
        }
        extra += per_bank.iter().max().copied().unwrap_or(0).saturating_sub(1);
    }
    extra
}

fn align_of(len: usize) -> u64 {
    if len.is_power_of_two() {
        len.min(16) as u64
    } else {
        4
    }
}

impl<'a> Memory<'a> {
    pub fn new(args: &'a mut [SimArg], kernarg: Vec<u8>, lds_bytes: u32, check_lds: bool) -> Memory<'a> {
        Memory {
            args,
            kernarg,
            lds: vec![0; lds_bytes as usize],
            state: vec![LdsByte::default(); if check_lds { lds_bytes as usize } else { 0 }],
            epoch: 1,
            check_lds,
            lds_reads: 0,
            lds_conflicts: [0; 2],
        }
    }

    /// A fresh LDS for the next workgroup.
    pub fn reset_lds(&mut self) {
        self.lds.fill(0);
        self.state.fill(LdsByte::default());
        self.epoch = 1;
    }

    /// All waves passed a barrier.
    pub fn barrier(&mut self) {
        self.epoch += 1;
    }

    fn name(&self, i: usize) -> String {
        match self.args.get(i) {
            Some(SimArg::Buffer { name, .. } | SimArg::Scalar { name, .. }) if !name.is_empty() => format!("%{name}"),
            _ => format!("argument {i}"),
        }
    }

    /// The buffer and byte offset of `len` bytes at global `addr`, checked.
    fn global(&mut self, addr: u64, len: usize, what: &str) -> Result<(&mut Vec<u8>, usize), String> {
        if !addr.is_multiple_of(align_of(len)) {
            return Err(format!("{what} {len} bytes at misaligned address {addr:#x}"));
        }
        let hi = addr >> 40;
        let i = hi.wrapping_sub(1) as usize;
        let name = self.name(i);
        match self.args.get_mut(i) {
            Some(SimArg::Buffer { data, elem_bytes, .. }) if hi >= 1 => {
                let off = addr - buffer_base(i);
                let blen = data.len() as u64;
                if off.checked_add(len as u64).is_none_or(|end| end > blen) {
                    let eb = (*elem_bytes).max(1) as u64;
                    return Err(format!(
                        "{what} {len} bytes at {addr:#x}: {name} byte {off} (element {}), out of bounds ({} elements, {blen} bytes)",
                        off / eb,
                        blen / eb
                    ));
                }
                Ok((data, off as usize))
            }
            _ => Err(format!("{what} {len} bytes at {addr:#x}, where there is no buffer (out of bounds)")),
        }
    }

    pub fn global_read(&mut self, addr: u64, out: &mut [u8]) -> Result<(), String> {
        let len = out.len();
        let (data, off) = self.global(addr, len, "reads")?;
        out.copy_from_slice(&data[off..off + len]);
        Ok(())
    }

    pub fn global_write(&mut self, addr: u64, bytes: &[u8]) -> Result<(), String> {
        let (data, off) = self.global(addr, bytes.len(), "writes")?;
        data[off..off + bytes.len()].copy_from_slice(bytes);
        Ok(())
    }

    /// A global atomic: `len` bytes at `addr` become `f(old)`; returns `old`. Buffers are made
    /// of whole 32-bit words, as allocations are: a 4-byte atomic on the word that holds a
    /// buffer's last bytes may reach past its end (a 16-bit atomic is a compare-and-swap of its
    /// word). The bytes past the end read as zero, and changing them is an error.
    pub fn global_rmw(&mut self, addr: u64, len: usize, f: impl FnOnce(u64) -> u64) -> Result<u64, String> {
        let i = (addr >> 40).wrapping_sub(1) as usize;
        // How many of its bytes lie inside the buffer.
        let avail = match self.global(addr, len, "an atomic on") {
            Ok(_) => len,
            Err(e) => {
                let Some(SimArg::Buffer { data, .. }) = self.args.get(i) else { return Err(e) };
                let (off, blen) = (addr.wrapping_sub(buffer_base(i)), data.len() as u64);
                if len != 4 || !addr.is_multiple_of(4) || off >= blen || off + 4 > blen.next_multiple_of(4) {
                    return Err(e);
                }
                (blen - off) as usize
            }
        };
        let mut b = [0u8; 8];
        self.global_read(addr, &mut b[..avail])?;
        let old = u64::from_le_bytes(b);
        let new = f(old).to_le_bytes();
        if new[avail..len].iter().any(|&x| x != 0) {
            return Err(format!("an atomic at {addr:#x} changes bytes past the end of {}", self.name(i)));
        }
        self.global_write(addr, &new[..avail])?;
        Ok(old)
    }

    /// A scalar load: the kernarg segment or a buffer.
    pub fn scalar_read(&mut self, addr: u64, out: &mut [u8]) -> Result<(), String> {
        let len = out.len() as u64;
        if (KERNARG_BASE..KERNARG_BASE + (1 << 32)).contains(&addr) {
            let off = addr - KERNARG_BASE;
            if !addr.is_multiple_of(4) {
                return Err(format!("a scalar load at misaligned address {addr:#x}"));
            }
            let n = self.kernarg.len() as u64;
            if off + len > n {
                return Err(format!(
                    "reads {len} bytes at kernarg offset {off}: out of bounds (the kernarg segment is {n} bytes)"
                ));
            }
            out.copy_from_slice(&self.kernarg[off as usize..(off + len) as usize]);
            return Ok(());
        }
        self.global_read(addr, out)
    }

    fn lds_range(&self, addr: u64, len: usize, what: &str) -> Result<usize, String> {
        let n = self.lds.len() as u64;
        if !addr.is_multiple_of(align_of(len)) {
            return Err(format!("{what} {len} bytes at misaligned LDS address {addr:#x}"));
        }
        if addr.checked_add(len as u64).is_none_or(|e| e > n) {
            return Err(format!("{what} {len} bytes at LDS address {addr:#x}: out of bounds ({n} bytes of LDS)"));
        }
        Ok(addr as usize)
    }

    pub fn lds_read(&mut self, wave: u32, addr: u64, out: &mut [u8]) -> Result<(), String> {
        let len = out.len();
        let off = self.lds_range(addr, len, "reads")?;
        self.lds_reads += 1;
        if self.check_lds {
            for k in off..off + len {
                let s = &mut self.state[k];
                if !s.written {
                    return Err(format!("LDS byte {k} read before any wave of this workgroup wrote it"));
                }
                if s.w_epoch == self.epoch && s.writer != wave {
                    return Err(format!(
                        "LDS byte {k} written by wave {} and read by wave {wave} with no barrier between (a race)",
                        s.writer
                    ));
                }
                if s.r_epoch == self.epoch && s.reader != wave {
                    s.reader = u32::MAX;
                } else {
                    s.r_epoch = self.epoch;
                    s.reader = wave;
                }
            }
        }
        out.copy_from_slice(&self.lds[off..off + len]);
        Ok(())
    }

    pub fn lds_write(&mut self, wave: u32, addr: u64, bytes: &[u8]) -> Result<(), String> {
        let len = bytes.len();
        let off = self.lds_range(addr, len, "writes")?;
        if self.check_lds {
            for k in off..off + len {
                let s = &mut self.state[k];
                if s.r_epoch == self.epoch && s.reader != wave {
                    let who =
                        if s.reader == u32::MAX { "other waves".to_string() } else { format!("wave {}", s.reader) };
                    return Err(format!(
                        "LDS byte {k} read by {who} and then written by wave {wave} with no barrier between (a race)"
                    ));
                }
                // Two waves writing one byte between barriers is not reported: replicated
                // layouts store the same value from several waves.
                s.written = true;
                s.w_epoch = self.epoch;
                s.writer = wave;
            }
        }
        self.lds[off..off + len].copy_from_slice(bytes);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::bank_conflicts;

    #[test]
    fn bank_conflicts_follow_the_phase_model() {
        let lanes = |f: &dyn Fn(u64) -> u64| -> Vec<(usize, u64)> { (0..64).map(|l| (l as usize, f(l))).collect() };
        // 16-byte reads of consecutive vectors: each phase of 8 lanes covers the 32 banks once.
        assert_eq!(bank_conflicts(&lanes(&|l| 16 * l), 16), 0);
        // ... 128 bytes apart: every lane of a phase in the same four banks, 8 phases.
        assert_eq!(bank_conflicts(&lanes(&|l| 128 * l), 16), 8 * 7);
        // One word read by every lane: a broadcast.
        assert_eq!(bank_conflicts(&lanes(&|_| 64), 4), 0);
        // 4-byte accesses two words apart: 32 lanes a phase over 16 banks, two words each.
        assert_eq!(bank_conflicts(&lanes(&|l| 8 * l), 4), 2);
        // 2-byte stores down a column of 64-byte rows, lane pairs in one word (its two halves
        // count once): a phase's 16 words fall in 2 banks, 8 each.
        assert_eq!(bank_conflicts(&lanes(&|l| 64 * (l / 2) + 2 * (l % 2)), 2), 2 * 7);
        // Inactive lanes leave their phase: lanes 0 and 8 of a 16-byte access, 128 bytes apart.
        assert_eq!(bank_conflicts(&[(0, 0), (8, 128)], 16), 0);
        assert_eq!(bank_conflicts(&[(0, 0), (7, 128)], 16), 1);
    }
}
