//! The MFMA wait states: the hazards around CDNA's matrix instructions that the hardware does
//! not check, and the `s_nop`s that cover them, decided on the instruction text as it is
//! written (every instruction the emitter writes passes through [`Hazards::before`]).
//!
//! The facts (from `shared/notes/tensor-cores.md`, which take them from LLVM's AMDGPU hazard
//! recognizer and its schedule models; AMD's CDNA ISA guides describe the same dependencies).
//! A wait state is one instruction issued in between; `s_nop n` issues n + 1 (n at most 15).
//! P is the MFMA's pass count: 8 for the 16x16 forms and 16 for 32x32 on gfx90a; on gfx942 4
//! for the 16x16 16-bit and i8 forms, 8 for their 32x32 forms and for 16x16 f32 (`16x16x4`,
//! and xf32's `16x16x8`), 16 for 32x32 f32 (`32x32x2`, `32x32x4_xf32`). The xf32 counts are
//! not in the notes; they are taken as the f32 forms', the larger of the plausible ones (more
//! wait states are always safe), as the simulator does.
//!
//! | after an MFMA, an instruction that ...                 | gfx90a  | gfx942  |
//! |--------------------------------------------------------|---------|---------|
//! | is not an MFMA and reads or writes its D               | P + 3   | P + 3   |
//! | is an MFMA reading its D as A or B                     | P + 3   | P + 3   |
//! | is an MFMA reading as C registers overlapping D, not D | P       | P + 1   |
//! | is an MFMA reading exactly D as C (accumulation)       | 0       | 0       |
//! | is not an MFMA and overwrites its C                    | P - 1   | P - 1   |
//!
//! and an MFMA reading a VGPR that a VALU instruction (not an MFMA) wrote needs 2 wait states
//! after it.
//!
//! gfx11's WMMA (`v_wmma_*`, wave32) has one rule (LLVM inserts a `v_nop`): a WMMA reading as
//! A or B registers that the previous WMMA wrote as D needs 1 wait state; its other
//! dependencies interlock. The emitter's WMMA tuples never overlap that way (A and B have units
//! of their own), so the `v_nop` is a safeguard that the simulator checks.
//!
//! How they are applied, conservatively where that is simpler: the registers of an instruction
//! are read off its text (`v7`, `v[4:7]`; the first operand of a VALU instruction is the one
//! it writes); any VGPR a non-MFMA instruction names counts as a read or write of D and as an
//! overwrite of C. The log is linear in the text, so before every branch the pending MFMAs are
//! drained (their largest requirement met): a block reached by a jump starts with nothing
//! pending, one reached by falling through with what the text before it left.

/// A VGPR range: first register and count.
type Regs = (u32, u32);

fn overlap(a: Regs, b: Regs) -> bool {
    a.0 < b.0 + b.1 && b.0 < a.0 + a.1
}

/// The pass count of an MFMA mnemonic (the forms the compiler selects).
fn passes(op: &str, gfx942: bool) -> u32 {
    let f32 = op.ends_with("f32") && !op.starts_with("v_mfma_i32");
    match (op.contains("32x32"), gfx942, f32) {
        (true, false, _) => 16,
        (false, false, _) => 8,
        (true, true, true) => 16,
        (true, true, false) => 8,
        (false, true, true) => 8,
        (false, true, false) => 4,
    }
}

/// Wait states a VALU write needs before an MFMA reads the register.
const VALU_TO_MFMA: u32 = 2;

#[derive(Copy, Clone, Debug)]
struct Rec {
    at: u64,
    d: Regs,
    c: Option<Regs>,
    passes: u32,
}

/// The wait-state clock and the recent MFMAs and VALU writes.
#[derive(Default)]
pub(crate) struct Hazards {
    gfx942: bool,
    /// gfx11: only the WMMA rule, covered by `v_nop`s.
    wmma: bool,
    /// Wait states issued so far.
    clock: u64,
    mfmas: Vec<Rec>,
    /// (when, registers) of recent VALU writes.
    valu: Vec<(u64, Regs)>,
}

/// The VGPR ranges an operand names (`v3`, `-v3`, `v[4:7]`, also followed by a modifier as in
/// `ds_write_b32 v13, v4 offset:2272`); none for other operands.
fn vgprs(operand: &str) -> Option<Regs> {
    let o = operand.split_whitespace().next()?.trim_start_matches('-');
    let rest = o.strip_prefix('v')?;
    if let Some(range) = rest.strip_prefix('[') {
        let (a, b) = range.strip_suffix(']')?.split_once(':')?;
        let (a, b): (u32, u32) = (a.parse().ok()?, b.parse().ok()?);
        return (b >= a).then_some((a, b - a + 1));
    }
    rest.parse().ok().map(|r| (r, 1))
}

impl Hazards {
    pub(crate) fn new(gfx942: bool) -> Hazards {
        Hazards { gfx942, ..Hazards::default() }
    }

    /// gfx11's: WMMA after WMMA.
    pub(crate) fn wmma() -> Hazards {
        Hazards { wmma: true, ..Hazards::default() }
    }

    /// Wait states still missing before the instruction `line`, given its mnemonic and its
    /// operands' VGPR ranges.
    fn missing(&self, op: &str, ops: &[Option<Regs>]) -> u32 {
        let mut need = 0u64;
        let mut want = |at: u64, states: u32| {
            let dist = self.clock - at - 1;
            need = need.max((states as u64).saturating_sub(dist));
        };
        if self.wmma {
            if op.starts_with("v_wmma") {
                let srcs = ops.get(1..3).unwrap_or(&[]);
                for r in &self.mfmas {
                    if srcs.iter().flatten().any(|&s| overlap(s, r.d)) {
                        want(r.at, 1);
                    }
                }
            }
        } else if op.starts_with("v_mfma") {
            let srcs = ops.get(1..4).unwrap_or(&[]);
            for r in &self.mfmas {
                let p = r.passes;
                for (i, s) in srcs.iter().enumerate() {
                    let Some(s) = *s else { continue };
                    if !overlap(s, r.d) {
                        continue;
                    }
                    let states = match i {
                        2 if s == r.d => 0,
                        2 if self.gfx942 => p + 1,
                        2 => p,
                        _ => p + 3,
                    };
                    want(r.at, states);
                }
            }
            for &(at, w) in &self.valu {
                if srcs.iter().flatten().any(|&s| overlap(s, w)) {
                    want(at, VALU_TO_MFMA);
                }
            }
        } else {
            for r in &self.mfmas {
                for s in ops.iter().flatten() {
                    if overlap(*s, r.d) {
                        want(r.at, r.passes + 3);
                    }
                    if r.c.is_some_and(|c| overlap(*s, c)) {
                        want(r.at, r.passes - 1);
                    }
                }
            }
        }
        need as u32
    }

    /// The `s_nop` lines to write before the instruction `line` (its text, one instruction),
    /// which is then taken as issued.
    pub(crate) fn before(&mut self, line: &str) -> Vec<String> {
        let line = line.trim();
        let (op, rest) = line.split_once(' ').unwrap_or((line, ""));
        let ops: Vec<Option<Regs>> = rest.split(',').map(vgprs).collect();
        let mut states = if op.starts_with("s_branch") || op.starts_with("s_cbranch") {
            self.drain()
        } else {
            self.missing(op, &ops)
        };
        let mut nops = Vec::new();
        if self.wmma {
            // Each v_nop is one wait state.
            nops.extend((0..states).map(|_| "v_nop".to_string()));
            self.clock += states as u64;
            states = 0;
        }
        while states > 0 {
            let n = states.min(16);
            nops.push(format!("s_nop {}", n - 1));
            self.clock += n as u64;
            states -= n;
        }
        self.issue(op, rest, &ops);
        nops
    }

    /// Wait states that meet every pending requirement, whatever comes next.
    fn drain(&self) -> u32 {
        let mut need = 0u64;
        for r in &self.mfmas {
            let states = if self.wmma { 1 } else { r.passes as u64 + 3 };
            need = need.max(states.saturating_sub(self.clock - r.at - 1));
        }
        for &(at, _) in &self.valu {
            need = need.max((VALU_TO_MFMA as u64).saturating_sub(self.clock - at - 1));
        }
        need as u32
    }

    fn issue(&mut self, op: &str, rest: &str, ops: &[Option<Regs>]) {
        let at = self.clock;
        if self.wmma {
            // Only WMMA results matter (the rule reaches the next instruction alone).
            if op.starts_with("v_wmma") {
                if let Some(d) = ops.first().copied().flatten() {
                    self.mfmas.push(Rec { at, d, c: None, passes: 0 });
                }
            }
        } else if op.starts_with("v_mfma") {
            if let Some(d) = ops.first().copied().flatten() {
                let c = ops.get(3).copied().flatten();
                self.mfmas.push(Rec { at, d, c, passes: passes(op, self.gfx942) });
            }
        } else if op.starts_with("v_") {
            if let Some(d) = ops.first().copied().flatten() {
                self.valu.push((at, d));
            }
        }
        self.clock += if op == "s_nop" { rest.trim().parse::<u64>().map_or(1, |n| n.min(15) + 1) } else { 1 };
        // Nothing needs more than 19 wait states: older entries are done.
        let now = self.clock;
        self.mfmas.retain(|r| now - r.at <= 32);
        self.valu.retain(|&(t, _)| now - t <= 4);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nops(h: &mut Hazards, line: &str) -> u32 {
        h.before(line).iter().map(|n| n[6..].parse::<u32>().unwrap() + 1).sum()
    }

    #[test]
    fn mfma_results_wait_for_their_passes() {
        for (gfx942, read, chained_after_valu) in [(false, 11, 2), (true, 7, 2)] {
            let mut h = Hazards::new(gfx942);
            assert_eq!(nops(&mut h, "v_pack_b32_f16 v8, v1, v2"), 0);
            // The MFMA reads v8, written by the VALU just before: 2 wait states.
            assert_eq!(nops(&mut h, "v_mfma_f32_16x16x16f16 v[4:7], v[8:9], v[10:11], v[4:7]"), chained_after_valu);
            // Accumulating into the same registers: none.
            assert_eq!(nops(&mut h, "v_mfma_f32_16x16x16f16 v[4:7], v[12:13], v[10:11], v[4:7]"), 0);
            // An unrelated VALU: none; a read of D: P + 3 less the one in between.
            assert_eq!(nops(&mut h, "v_mov_b32 v20, 0"), 0);
            assert_eq!(nops(&mut h, "global_store_dword v[2:3], v5, off"), read - 1);
            // Before a branch, nothing stays pending.
            let mut h = Hazards::new(gfx942);
            nops(&mut h, "v_mfma_f32_16x16x16f16 v[4:7], v[8:9], v[10:11], v[4:7]");
            assert_eq!(nops(&mut h, "s_branch .L0"), read);
            assert_eq!(nops(&mut h, "v_mov_b32 v4, 0"), 0);
        }
        // More than 16 wait states: two s_nops.
        let mut h = Hazards::new(false);
        h.before("v_mfma_f32_32x32x8f16 v[0:15], v[16:17], v[18:19], v[0:15]");
        assert_eq!(h.before("v_mov_b32 v1, 0"), vec!["s_nop 15".to_string(), "s_nop 2".to_string()]);
        assert_eq!(vgprs(" vcc"), None);
        assert_eq!(vgprs("-v3"), Some((3, 1)));
        assert_eq!(vgprs(" v4 offset:2272"), Some((4, 1)));
        assert_eq!(vgprs(" v[6:7] offset:16"), Some((6, 2)));
    }

    /// An LDS store of an MFMA result whose data operand carries the `offset:` modifier (found
    /// by a random program with a dot on gfx942, seed 44 of `tests/sim_amdgcn.rs`): P + 3.
    #[test]
    fn lds_stores_with_offsets_wait_for_mfma_results() {
        for (gfx942, read) in [(false, 11), (true, 7)] {
            let mut h = Hazards::new(gfx942);
            h.before("v_mfma_f32_16x16x16f16 v[4:7], v[20:21], v[22:23], v[4:7]");
            assert_eq!(nops(&mut h, "ds_write_b32 v13, v4 offset:2272"), read);
        }
    }
}
