//! Long branches: a branch whose target its 16-bit signed dword offset (`s_branch`,
//! `s_cbranch_*`: -32,768..=32,767 dwords from the next instruction) cannot reach is rewritten
//! into an indirect jump through the emitter's scratch SGPR pair `s[p:p+1]`, as LLVM's AMDGPU
//! branch relaxation does; a conditional one is inverted to skip over it:
//!
//! ```text
//!   s_cbranch_scc1 .LK_7          s_cbranch_scc0 .LK_skip0        (scc0/scc1, vccz/vccnz,
//!                           ──>   s_getpc_b64 s[p:p+1]              execz/execnz swap)
//!                               .LK_pc0:
//!                                 s_add_u32 s<p>, s<p>, (.LK_7-.LK_pc0)&4294967295
//!                                 s_addc_u32 s<p+1>, s<p+1>, (.LK_7-.LK_pc0)>>32
//!                                 s_setpc_b64 s[p:p+1]
//!                               .LK_skip0:
//! ```
//!
//! Decisions:
//! - Where: here in the emitter, after the kernel's body is written and before its frame, on
//!   the text and the [`encode::Program`] together (their lines correspond one to one), so the
//!   text that llvm-mc assembles and the simulator runs, and the code object that tessera's
//!   encoder writes from the program, are the same program. The encoder itself never relaxes
//!   (a short branch out of range stays an error there).
//! - When: by measuring, not by a bound per branch. A kernel of `n` lines cannot be longer
//!   than `n * MAX_INST_BYTES` bytes ([`encode::MAX_INST_BYTES`], checked by the encoder), so
//!   one of at most 10,922 lines (nearly every kernel) is left as it is, at the cost of a
//!   count: byte-identical to the output before relaxation existed. A longer one is laid out
//!   with the encoder ([`encode::layout`]), the branches out of reach are made long, and that
//!   repeats (a long branch lengthens the code, which can push another branch out of reach;
//!   the set only grows, so it ends) until every short branch reaches.
//! - Which registers: the emitter's scratch pair (`Regs::scratch_sgpr`, the pair after the
//!   highest allocated SGPR, always counted in the descriptor's SGPRs). It holds the saved
//!   EXEC of one guarded access only, from `s_and_saveexec` to the `s_mov` that restores EXEC
//!   inside one instruction's lines, so it is free at every block end, where the branches
//!   are. So a long branch costs no SGPR, and the descriptor does not change. SCC is
//!   clobbered by the `s_add_u32` only after the (inverted) conditional branch has read it,
//!   and no block reads SCC on entry.
//! - Testing: [`with_branch_reach`] lowers the reach on the calling thread, so that ordinary
//!   kernels with loops take the long form (`tests/amdgcn_relax.rs` runs them on the
//!   simulator and through llvm-mc).

use crate::encode::{self, Label, Line, Opd, Program, Src};
use crate::EmitError;
use std::cell::Cell;
use std::collections::HashMap;
use std::fmt::Write;

thread_local! {
    /// The reach forced by [`with_branch_reach`], in dwords either way.
    static REACH: Cell<Option<u32>> = const { Cell::new(None) };
}

/// Runs `f` with every branch further than `dwords` from its target (either way) made long,
/// on this thread: a test knob (0 makes every branch that jumps anywhere but the next
/// instruction long).
pub fn with_branch_reach<T>(dwords: u32, f: impl FnOnce() -> T) -> T {
    struct Restore(Option<u32>);
    impl Drop for Restore {
        fn drop(&mut self) {
            REACH.with(|r| r.set(self.0));
        }
    }
    let _restore = Restore(REACH.with(|r| r.replace(Some(dwords))));
    f()
}

/// The inverse of a conditional branch; `None` for `s_branch` (and any other mnemonic).
fn inverse(m: &str) -> Option<&'static str> {
    Some(match m {
        "s_cbranch_scc0" => "s_cbranch_scc1",
        "s_cbranch_scc1" => "s_cbranch_scc0",
        "s_cbranch_vccz" => "s_cbranch_vccnz",
        "s_cbranch_vccnz" => "s_cbranch_vccz",
        "s_cbranch_execz" => "s_cbranch_execnz",
        "s_cbranch_execnz" => "s_cbranch_execz",
        _ => return None,
    })
}

/// Makes the branches of a kernel's body (`out`, `program`: the lines after `NAME:`) that
/// cannot reach their block long, through the SGPR pair from `pair`; returns how many.
pub(crate) fn run(
    gfx: tessera_isel::amdgcn::Gfx,
    name: &str,
    out: &mut String,
    program: &mut Program,
    pair: u32,
) -> Result<usize, EmitError> {
    let forced = REACH.with(|r| r.get());
    let (back, fwd) = match forced {
        Some(r) => (-(r as i64), r as i64),
        None => (i16::MIN as i64, i16::MAX as i64),
    };
    // No branch spans more than the whole code.
    let bound = program.lines.len() as i64 * encode::MAX_INST_BYTES as i64 / 4;
    if bound <= fwd.min(-back) {
        return Ok(0);
    }
    let mut made = 0usize;
    loop {
        let (starts, _) = encode::layout(gfx, program)?;
        let mut blocks: HashMap<u32, u32> = HashMap::new();
        for (l, &at) in program.lines.iter().zip(&starts) {
            if let Line::Label(Label::Block(b)) = *l {
                blocks.insert(b, at);
            }
        }
        let mut far = vec![false; program.lines.len()];
        let mut any = false;
        for (k, l) in program.lines.iter().enumerate() {
            let Line::Inst { mnemonic, first, len: 1, .. } = *l else { continue };
            if mnemonic != "s_branch" && inverse(mnemonic).is_none() {
                continue;
            }
            let Some(Src { opd: Opd::Label(Label::Block(b)), .. }) = program.ops.get(first as usize) else { continue };
            let Some(&target) = blocks.get(b) else { continue };
            let delta = (target as i64 - (starts[k] as i64 + 4)) / 4;
            if delta < back || delta > fwd {
                far[k] = true;
                any = true;
            }
        }
        if !any {
            return Ok(made);
        }
        made += rewrite(name, out, program, &far, pair, made as u32)?;
    }
}

/// Rewrites the lines marked `far` (branches to blocks) into their long forms, numbered from
/// `k`; returns how many.
fn rewrite(
    name: &str,
    out: &mut String,
    program: &mut Program,
    far: &[bool],
    pair: u32,
    mut k: u32,
) -> Result<usize, EmitError> {
    let text_lines = out.lines().count();
    if text_lines != program.lines.len() {
        return Err(EmitError::Internal(format!(
            "the text has {text_lines} lines and the program {}: long branches cannot be written",
            program.lines.len()
        )));
    }
    let mut text = String::with_capacity(out.len() + 256);
    let mut p = Program::with_capacity(program.lines.len() + 8);
    let reg = |r: u32, n: u8| Src { opd: Opd::Reg { code: r as u16, n }, neg: false };
    let mods = encode::Mods::default();
    let start = k;
    for ((line, l), &far) in out.lines().zip(&program.lines).zip(far) {
        match *l {
            Line::Inst { mnemonic, first, len: 1, .. } if far => {
                let Some(Src { opd: Opd::Label(Label::Block(b)), .. }) = program.ops.get(first as usize).copied()
                else {
                    return Err(EmitError::Internal(format!("`{line}` is not a branch to a block")));
                };
                let inv = inverse(mnemonic);
                if let Some(inv) = inv {
                    writeln!(text, "  {inv} .L{name}_skip{k}").unwrap();
                    p.inst(inv, false, &[Src { opd: Opd::Label(Label::Skip(k)), neg: false }], mods);
                }
                let (lo, hi) = (pair, pair + 1);
                writeln!(text, "  s_getpc_b64 s[{lo}:{hi}]").unwrap();
                p.inst("s_getpc_b64", false, &[reg(lo, 2)], mods);
                writeln!(text, ".L{name}_pc{k}:").unwrap();
                p.lines.push(Line::Label(Label::PostGetpc(k)));
                let dist =
                    |hi| Src { opd: Opd::Distance { to: Label::Block(b), from: Label::PostGetpc(k), hi }, neg: false };
                writeln!(text, "  s_add_u32 s{lo}, s{lo}, (.L{name}_{b}-.L{name}_pc{k})&4294967295").unwrap();
                p.inst("s_add_u32", false, &[reg(lo, 1), reg(lo, 1), dist(false)], mods);
                writeln!(text, "  s_addc_u32 s{hi}, s{hi}, (.L{name}_{b}-.L{name}_pc{k})>>32").unwrap();
                p.inst("s_addc_u32", false, &[reg(hi, 1), reg(hi, 1), dist(true)], mods);
                writeln!(text, "  s_setpc_b64 s[{lo}:{hi}]").unwrap();
                p.inst("s_setpc_b64", false, &[reg(lo, 2)], mods);
                if inv.is_some() {
                    writeln!(text, ".L{name}_skip{k}:").unwrap();
                    p.lines.push(Line::Label(Label::Skip(k)));
                }
                k += 1;
            }
            Line::Inst { mnemonic, e64, mods, first, len } => {
                let ops = program
                    .ops
                    .get(first as usize..first as usize + len as usize)
                    .ok_or_else(|| EmitError::Internal(format!("`{line}`: operands missing from the program")))?;
                p.inst(mnemonic, e64, ops, mods);
                text.push_str(line);
                text.push('\n');
            }
            Line::Label(label) => {
                p.lines.push(Line::Label(label));
                text.push_str(line);
                text.push('\n');
            }
        }
    }
    *out = text;
    *program = p;
    Ok((k - start) as usize)
}
