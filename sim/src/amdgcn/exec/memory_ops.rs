//! The memory instructions and the counters they count in: the scalar load (`s_load_dword*`),
//! global loads, stores and atomics, scratch loads and stores (a lane's private memory, the
//! spill area past the registers), LDS reads and writes (`ds_read*`/`ds_write*`, with bank
//! conflicts counted) and `ds_bpermute`. A load reads memory when it issues and its data waits in
//! its counter's queue (`issue`) until an `s_waitcnt` retires it (`wait`, `retire`). What memory
//! allows (bounds, alignment, LDS races) is `amdgcn::memory`.

use super::{fault, lane_fault, lanes, sname, words_of, Ctx, Outstanding, Wave, LGKM, R, VM, VS};
use crate::amdgcn::parse::{AtomicOp, Inst, Op, Opnd, Program, FLAT_SCRATCH};
use crate::amdgcn::SimErrorKind;

impl Wave {
    /// Executes a memory instruction, `prog.insts[idx]`.
    pub(super) fn memory(&mut self, cx: &mut Ctx<'_, '_, '_>, inst: &Inst, idx: usize) -> R<()> {
        let prog = cx.prog;
        let ops = &inst.ops;
        let op = inst.op;
        use Op::*;
        match op {
            SLoad { dwords } => {
                let n = dwords;
                let Opnd::S { r, n: m, neg: false } = ops[0] else {
                    return Err(fault(SimErrorKind::Invalid, "the destination of a scalar load is SGPRs"));
                };
                if m != n || (n >= 4 && r % 4 != 0) || r as u32 + n as u32 > 106 {
                    return Err(fault(
                        SimErrorKind::Invalid,
                        format!("a {n}-dword scalar load into {m} aligned SGPR(s)"),
                    ));
                }
                let base = self.s_src64(prog, &ops[1])?;
                let off = match ops[2] {
                    Opnd::Imm { v, .. } => v as u32 as u64,
                    ref o => self.s_src32(prog, o)? as u64,
                };
                let mut bytes = [0u8; 32];
                let len = 4 * n as usize;
                cx.mem
                    .scalar_read(base.wrapping_add(off), &mut bytes[..len])
                    .map_err(|m| fault(SimErrorKind::OutOfBounds, m))?;
                let data = (0..n as usize)
                    .map(|i| u32::from_le_bytes(bytes[4 * i..4 * i + 4].try_into().expect("4 bytes")))
                    .collect();
                self.issue(
                    prog,
                    LGKM,
                    Outstanding { inst: idx as u32, dest: Some((false, r, n)), lanes: 0, data, smem: true },
                )?;
            }
            GlobalLoad { bytes, signed } => {
                let n = bytes.div_ceil(4);
                let r = self.v_operand(&ops[0], n, "the destination")?;
                let ex = self.exec();
                let addrs = self.global_addrs(prog, &ops[1], &ops[2], inst.offset, ex)?;
                let mut data = vec![0u32; n as usize * self.w];
                for l in lanes(ex) {
                    let mut b = [0u8; 16];
                    cx.mem
                        .global_read(addrs[l], &mut b[..bytes as usize])
                        .map_err(|m| lane_fault(SimErrorKind::OutOfBounds, l, m))?;
                    for (i, v) in words_of(&b, n, bytes, signed).enumerate() {
                        data[i * self.w + l] = v;
                    }
                }
                self.issue(
                    prog,
                    VM,
                    Outstanding { inst: idx as u32, dest: Some((true, r, n)), lanes: ex, data, smem: false },
                )?;
            }
            GlobalStore { bytes } => {
                let n = bytes.div_ceil(4);
                let ex = self.exec();
                let addrs = self.global_addrs(prog, &ops[0], &ops[2], inst.offset, ex)?;
                let r = self.v_operand(&ops[1], n, "the data")?;
                self.check_v_read(prog, r, n, ex)?;
                for l in lanes(ex) {
                    let b = self.bytes_of(r, n, l);
                    cx.mem
                        .global_write(addrs[l], &b[..bytes as usize])
                        .map_err(|m| lane_fault(SimErrorKind::OutOfBounds, l, m))?;
                }
                let c = if self.gfx11 { VS } else { VM };
                self.issue(
                    prog,
                    c,
                    Outstanding { inst: idx as u32, dest: None, lanes: ex, data: Vec::new(), smem: false },
                )?;
            }
            ScratchLoad { bytes } => {
                let n = bytes / 4;
                let r = self.v_operand(&ops[0], n, "the destination")?;
                let ex = self.exec();
                let offs = self.scratch_offsets(prog, &ops[1], &ops[2], inst.offset, bytes, ex)?;
                let mut data = vec![0u32; n as usize * self.w];
                for l in lanes(ex) {
                    for i in 0..n as usize {
                        let word = offs[l] as usize / 4 + i;
                        if self.scratch_written[word] >> l & 1 == 0 {
                            return Err(lane_fault(
                                SimErrorKind::Uninitialized,
                                l,
                                format!("scratch offset {} read before any store wrote it", 4 * word),
                            ));
                        }
                        data[i * self.w + l] = self.scratch[word * self.w + l];
                    }
                }
                self.issue(
                    prog,
                    VM,
                    Outstanding { inst: idx as u32, dest: Some((true, r, n)), lanes: ex, data, smem: false },
                )?;
            }
            ScratchStore { bytes } => {
                let n = bytes / 4;
                let ex = self.exec();
                let offs = self.scratch_offsets(prog, &ops[0], &ops[2], inst.offset, bytes, ex)?;
                let r = self.v_operand(&ops[1], n, "the data")?;
                self.check_v_read(prog, r, n, ex)?;
                for l in lanes(ex) {
                    for i in 0..n as usize {
                        let word = offs[l] as usize / 4 + i;
                        self.scratch[word * self.w + l] = self.vgpr[(r as usize + i) * self.w + l];
                        self.scratch_written[word] |= 1 << l;
                    }
                }
                let c = if self.gfx11 { VS } else { VM };
                self.issue(
                    prog,
                    c,
                    Outstanding { inst: idx as u32, dest: None, lanes: ex, data: Vec::new(), smem: false },
                )?;
            }
            GlobalAtomic { op: aop, x2 } => {
                let (dst, rest) = if inst.ret { (Some(&ops[0]), &ops[1..]) } else { (None, &ops[..]) };
                let words = if x2 { 2u8 } else { 1 };
                let dwords = if aop == AtomicOp::Cmpswap { 2 * words } else { words };
                let ex = self.exec();
                let addrs = self.global_addrs(prog, &rest[0], &rest[2], inst.offset, ex)?;
                let d = self.v_operand(&rest[1], dwords, "the data")?;
                self.check_v_read(prog, d, dwords, ex)?;
                let r = match dst {
                    Some(o) => Some(self.v_operand(o, words, "the destination")?),
                    None => None,
                };
                let mut data = vec![0u32; words as usize * self.w];
                let bytes = 4 * words as usize;
                for l in lanes(ex) {
                    let get = |k: usize| -> u64 {
                        let lo = self.vgpr[(d as usize + k * words as usize) * self.w + l] as u64;
                        if x2 {
                            lo | (self.vgpr[(d as usize + k * 2 + 1) * self.w + l] as u64) << 32
                        } else {
                            lo
                        }
                    };
                    let (src, cmp) = (get(0), if aop == AtomicOp::Cmpswap { get(1) } else { 0 });
                    let old = cx
                        .mem
                        .global_rmw(addrs[l], bytes, |old| atomic(aop, x2, old, src, cmp))
                        .map_err(|m| lane_fault(SimErrorKind::OutOfBounds, l, m))?;
                    data[l] = old as u32;
                    if x2 {
                        data[self.w + l] = (old >> 32) as u32;
                    }
                }
                match r {
                    Some(r) => self.issue(
                        prog,
                        VM,
                        Outstanding { inst: idx as u32, dest: Some((true, r, words)), lanes: ex, data, smem: false },
                    )?,
                    None => {
                        let c = if self.gfx11 { VS } else { VM };
                        self.issue(
                            prog,
                            c,
                            Outstanding { inst: idx as u32, dest: None, lanes: ex, data: Vec::new(), smem: false },
                        )?
                    }
                }
            }
            DsRead { bytes, signed } => {
                let n = bytes.div_ceil(4);
                let r = self.v_operand(&ops[0], n, "the destination")?;
                let a = self.v_operand(&ops[1], 1, "the address")?;
                let ex = self.exec();
                self.check_v_read(prog, a, 1, ex)?;
                let mut data = vec![0u32; n as usize * self.w];
                let at: Vec<(usize, u64)> =
                    lanes(ex).map(|l| (l, self.vgpr[a as usize * self.w + l] as u64 + inst.offset as u64)).collect();
                cx.mem.lds_conflicts[0] += crate::amdgcn::memory::bank_conflicts(&at, bytes as u32);
                for l in lanes(ex) {
                    let addr = self.vgpr[a as usize * self.w + l] as u64 + inst.offset as u64;
                    let mut b = [0u8; 16];
                    cx.mem
                        .lds_read(self.id, addr, &mut b[..bytes as usize])
                        .map_err(|m| lane_fault(lds_kind(&m), l, m))?;
                    for (i, v) in words_of(&b, n, bytes, signed).enumerate() {
                        data[i * self.w + l] = v;
                    }
                }
                self.issue(
                    prog,
                    LGKM,
                    Outstanding { inst: idx as u32, dest: Some((true, r, n)), lanes: ex, data, smem: false },
                )?;
            }
            DsWrite { bytes, hi } => {
                let n = bytes.div_ceil(4);
                let a = self.v_operand(&ops[0], 1, "the address")?;
                let r = self.v_operand(&ops[1], n, "the data")?;
                let ex = self.exec();
                self.check_v_read(prog, a, 1, ex)?;
                self.check_v_read(prog, r, n, ex)?;
                let at: Vec<(usize, u64)> =
                    lanes(ex).map(|l| (l, self.vgpr[a as usize * self.w + l] as u64 + inst.offset as u64)).collect();
                let wrote = if hi { 2 } else { bytes as u32 };
                cx.mem.lds_conflicts[1] += crate::amdgcn::memory::bank_conflicts(&at, wrote);
                for l in lanes(ex) {
                    let addr = self.vgpr[a as usize * self.w + l] as u64 + inst.offset as u64;
                    let b = self.bytes_of(r, n, l);
                    let b = if hi { &b[2..4] } else { &b[..bytes as usize] };
                    cx.mem.lds_write(self.id, addr, b).map_err(|m| lane_fault(lds_kind(&m), l, m))?;
                }
                self.issue(
                    prog,
                    LGKM,
                    Outstanding { inst: idx as u32, dest: None, lanes: ex, data: Vec::new(), smem: false },
                )?;
            }
            DsBpermute => {
                // dst[i] = src[lane (addr[i] + offset) / 4]; a lane reading an inactive lane gets 0
                // (the LLVM/Rust amdgpu intrinsic docs: "Reading from inactive lanes returns 0").
                let r = self.v_operand(&ops[0], 1, "the destination")?;
                let a = self.v_operand(&ops[1], 1, "the address")?;
                let s = self.v_operand(&ops[2], 1, "the data")?;
                let ex = self.exec();
                self.check_v_read(prog, a, 1, ex)?;
                let mut data = vec![0u32; self.w];
                for l in lanes(ex) {
                    let addr = self.vgpr[a as usize * self.w + l].wrapping_add(inst.offset as u32);
                    let src = (addr as usize >> 2) & (self.w - 1);
                    data[l] = if ex >> src & 1 == 1 {
                        self.check_v_read(prog, s, 1, 1 << src).map_err(|mut f| {
                            f.lane = Some(l as u32);
                            f.message = format!("{} (lane {src}, which lane {l} reads)", f.message);
                            f
                        })?;
                        self.vgpr[s as usize * self.w + src]
                    } else {
                        0
                    };
                }
                self.issue(
                    prog,
                    LGKM,
                    Outstanding { inst: idx as u32, dest: Some((true, r, 1)), lanes: ex, data, smem: false },
                )?;
            }
            _ => unreachable!("{op:?} is not a memory instruction"),
        }
        Ok(())
    }

    pub(super) fn issue(&mut self, prog: &Program, counter: usize, o: Outstanding) -> R<()> {
        if let Some((v, r, n)) = o.dest {
            for k in r as usize..(r + n) as usize {
                let p = if v { self.v_pending[k] } else { self.s_pending[k] };
                if p != 0 {
                    let name = if v { format!("v{k}") } else { sname(k as u8) };
                    return Err(self.pending_fault(prog, "overwrites", name, p));
                }
                if v {
                    self.v_pending[k] = o.inst + 1;
                } else {
                    self.s_pending[k] = o.inst + 1;
                }
            }
        }
        self.queues[counter].push_back(o);
        Ok(())
    }

    pub(super) fn retire(&mut self, o: Outstanding) {
        let Some((v, r, n)) = o.dest else { return };
        for i in 0..n as usize {
            let k = r as usize + i;
            if v {
                let base = k * self.w;
                for l in lanes(o.lanes) {
                    self.vgpr[base + l] = o.data[i * self.w + l];
                }
                self.v_written[k] |= o.lanes;
                self.v_pending[k] = 0;
            } else {
                self.sgpr[k] = o.data[i];
                self.s_written[k] = true;
                self.s_pending[k] = 0;
            }
        }
    }

    /// `s_waitcnt <counter>(n)`: retires all but the `n` most recent operations.
    pub(super) fn wait(&mut self, counter: usize, n: u32) -> R<()> {
        let q = &self.queues[counter];
        if counter == LGKM && n > 0 && q.iter().any(|o| o.smem) && q.len() > n as usize {
            return Err(fault(
                SimErrorKind::MissingWait,
                "lgkmcnt(N) with N > 0 while scalar memory loads are outstanding: they return out of order, only lgkmcnt(0) waits for them",
            ));
        }
        while self.queues[counter].len() > n as usize {
            let o = self.queues[counter].pop_front().expect("non-empty");
            self.retire(o);
        }
        Ok(())
    }

    pub(super) fn outstanding(&self) -> usize {
        self.queues.iter().map(|q| q.len()).sum()
    }

    /// The 64-bit address of each active lane of a global access: `vaddr` (a VGPR pair with
    /// `off`, or a 32-bit offset with an SGPR-pair base) plus the instruction's offset.
    /// The byte offsets into each active lane's private memory of a scratch access of `bytes`:
    /// a VGPR or `off`, plus an SGPR or `off`, plus the immediate; checked against the private
    /// segment's size and for dword alignment.
    pub(super) fn scratch_offsets(
        &self,
        prog: &Program,
        vaddr: &Opnd,
        saddr: &Opnd,
        offset: i32,
        bytes: u8,
        ex: u64,
    ) -> R<[u32; 64]> {
        if prog.private_bytes == 0 {
            return Err(fault(
                SimErrorKind::OutOfBounds,
                "a scratch access in a kernel without a private segment (.amdhsa_enable_private_segment)",
            ));
        }
        if let Some(want) = self.flat_scratch {
            let (lo, hi) = (FLAT_SCRATCH as usize, FLAT_SCRATCH as usize + 1);
            let set = self.s_written[lo] && self.s_written[hi];
            if !set || (self.sgpr[lo] as u64 | (self.sgpr[hi] as u64) << 32) != want {
                return Err(fault(
                    SimErrorKind::OutOfBounds,
                    "a scratch access before FLAT_SCRATCH holds the flat scratch init plus the wave's scratch offset",
                ));
            }
        }
        let base = match *saddr {
            Opnd::Off => 0i64,
            Opnd::S { n: 1, neg: false, .. } => self.s_src32(prog, saddr)? as i32 as i64,
            _ => return Err(fault(SimErrorKind::Invalid, "a scratch access's SGPR offset is one SGPR or `off`")),
        };
        let mut out = [0u32; 64];
        for l in lanes(ex) {
            let v = match *vaddr {
                Opnd::Off => 0i64,
                Opnd::V { r, n: 1, neg: false } => {
                    self.check_v_read(prog, r, 1, 1 << l)?;
                    self.vgpr[r as usize * self.w + l] as i32 as i64
                }
                _ => return Err(fault(SimErrorKind::Invalid, "a scratch address is one VGPR or `off`")),
            };
            let at = v + base + offset as i64;
            if at < 0 || at % 4 != 0 || at + bytes as i64 > prog.private_bytes as i64 {
                return Err(lane_fault(
                    SimErrorKind::OutOfBounds,
                    l,
                    format!(
                        "scratch offset {at} ({bytes} bytes) outside the {}-byte private segment or not dword-aligned",
                        prog.private_bytes
                    ),
                ));
            }
            out[l] = at as u32;
        }
        Ok(out)
    }

    pub(super) fn global_addrs(
        &self,
        prog: &Program,
        vaddr: &Opnd,
        saddr: &Opnd,
        offset: i32,
        ex: u64,
    ) -> R<[u64; 64]> {
        let mut out = [0u64; 64];
        match (*vaddr, *saddr) {
            (Opnd::V { r, n: 2, neg: false }, Opnd::Off) => {
                self.check_v_read(prog, r, 2, ex)?;
                let b = r as usize * self.w;
                for l in lanes(ex) {
                    let a = self.vgpr[b + l] as u64 | (self.vgpr[b + self.w + l] as u64) << 32;
                    out[l] = a.wrapping_add(offset as i64 as u64);
                }
            }
            (Opnd::V { r, n: 1, neg: false }, Opnd::S { .. }) => {
                let base = self.s_src64(prog, saddr)?;
                self.check_v_read(prog, r, 1, ex)?;
                let b = r as usize * self.w;
                for l in lanes(ex) {
                    out[l] = base.wrapping_add(self.vgpr[b + l] as u64).wrapping_add(offset as i64 as u64);
                }
            }
            _ => {
                return Err(fault(
                    SimErrorKind::Invalid,
                    "a global address is a VGPR pair with `off`, or a VGPR offset with an SGPR-pair base",
                ))
            }
        }
        Ok(out)
    }
}

fn lds_kind(m: &str) -> SimErrorKind {
    if m.contains("race") || m.contains("before any wave") {
        SimErrorKind::Lds
    } else {
        SimErrorKind::OutOfBounds
    }
}

fn atomic(op: AtomicOp, x2: bool, old: u64, src: u64, cmp: u64) -> u64 {
    let m = if x2 { u64::MAX } else { 0xffff_ffff };
    let (o, s) = (old & m, src & m);
    let signed = |v: u64| if x2 { v as i64 } else { v as u32 as i32 as i64 };
    (match op {
        AtomicOp::Add => o.wrapping_add(s),
        AtomicOp::Sub => o.wrapping_sub(s),
        AtomicOp::Smax => {
            if signed(s) > signed(o) {
                s
            } else {
                o
            }
        }
        AtomicOp::Smin => {
            if signed(s) < signed(o) {
                s
            } else {
                o
            }
        }
        AtomicOp::Umax => o.max(s),
        AtomicOp::Umin => o.min(s),
        AtomicOp::And => o & s,
        AtomicOp::Or => o | s,
        AtomicOp::Xor => o ^ s,
        AtomicOp::Swap => s,
        // The data is (new value, expected value).
        AtomicOp::Cmpswap => {
            if o == cmp & m {
                s
            } else {
                o
            }
        }
    }) & m
}
