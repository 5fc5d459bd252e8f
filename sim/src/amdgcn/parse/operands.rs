//! One instruction line: its mnemonic looked up (and checked against the target), its operands
//! (registers and register ranges, constants inline or literal, labels, label distances,
//! `off`), its modifiers (`offset:`, `glc`/`sc0`), the `s_waitcnt` counters, and the checks of
//! operand counts and offset fields.

use super::mnemonics::{arity, decode, Gen};
use super::{num, Inst, Op, Opnd, Program, EXEC, FLAT_SCRATCH, M0, MAX_SGPR, NULL, VCC};
use crate::amdgcn::matrix;
use std::collections::HashMap;

pub(super) fn parse_reg(tok: &str) -> Result<Opnd, String> {
    let (neg, t) = match tok.strip_prefix('-') {
        Some(t) => (true, t),
        None => (false, tok),
    };
    let named = match t {
        "vcc" => Some((VCC, 2)),
        "vcc_lo" => Some((VCC, 1)),
        "vcc_hi" => Some((VCC + 1, 1)),
        "exec" => Some((EXEC, 2)),
        "exec_lo" => Some((EXEC, 1)),
        "exec_hi" => Some((EXEC + 1, 1)),
        "m0" => Some((M0, 1)),
        // GFX9's FLAT_SCRATCH pair (`amdgcn::exec`: set by a gfx90a kernel's entry).
        "flat_scratch_lo" => Some((FLAT_SCRATCH, 1)),
        "flat_scratch_hi" => Some((FLAT_SCRATCH + 1, 1)),
        "null" => Some((NULL, 1)),
        _ => None,
    };
    if let Some((r, n)) = named {
        return Ok(Opnd::S { r, n, neg });
    }
    let kind = t.chars().next().ok_or("an empty operand")?;
    if (kind == 's' || kind == 'v' || kind == 'a') && t.len() > 1 {
        let rest = &t[1..];
        let (first, n) = if let Some(range) = rest.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
            let (a, b) = range.split_once(':').ok_or_else(|| format!("bad register range `{tok}`"))?;
            let (a, b): (u32, u32) = (
                a.trim().parse().map_err(|_| format!("bad register `{tok}`"))?,
                b.trim().parse().map_err(|_| format!("bad register `{tok}`"))?,
            );
            if b < a || b - a >= 16 {
                return Err(format!("bad register range `{tok}`"));
            }
            (a, b - a + 1)
        } else if rest.chars().all(|c| c.is_ascii_digit()) {
            (rest.parse::<u32>().map_err(|_| format!("bad register `{tok}`"))?, 1)
        } else {
            return Err(format!("unknown operand `{tok}`"));
        };
        if kind == 's' {
            if first + n > MAX_SGPR as u32 {
                return Err(format!("`{tok}`: SGPRs go up to s{}", MAX_SGPR - 1));
            }
            if n == 2 && first % 2 != 0 {
                return Err(format!("`{tok}`: an SGPR pair must be aligned"));
            }
            return Ok(Opnd::S { r: first as u8, n: n as u8, neg });
        }
        if first + n > 256 {
            return Err(format!("`{tok}`: VGPRs and AGPRs go up to 255"));
        }
        if kind == 'a' {
            if neg {
                return Err(format!("`{tok}`: a negated AGPR"));
            }
            return Ok(Opnd::A { r: first as u8, n: n as u8 });
        }
        return Ok(Opnd::V { r: first as u8, n: n as u8, neg });
    }
    if let Some(v) = num(t) {
        let v = if neg { -v } else { v };
        if (-16..=64).contains(&v) {
            return Ok(Opnd::Imm { v, literal: false });
        }
        if !(i32::MIN as i64..=u32::MAX as i64).contains(&v) {
            return Err(format!("the constant `{tok}` does not fit in 32 bits"));
        }
        return Ok(Opnd::Imm { v: v as u32 as i64, literal: true });
    }
    Err(format!("unknown operand `{tok}`"))
}

pub(super) fn parse_wait(inst: &mut Inst, fields: &[&str], gfx11: bool) -> Result<(), String> {
    for f in fields {
        for tok in f.split(|c: char| c.is_whitespace() || c == '&') {
            let tok = tok.trim();
            if tok.is_empty() {
                continue;
            }
            if let Some((name, rest)) = tok.split_once('(') {
                let n = rest.strip_suffix(')').and_then(num).ok_or_else(|| format!("bad counter `{tok}`"))?;
                let n = u32::try_from(n).map_err(|_| format!("bad counter `{tok}`"))?;
                match name {
                    "vmcnt" => inst.wait[0] = Some(n),
                    "lgkmcnt" => inst.wait[1] = Some(n),
                    "expcnt" => {}
                    _ => return Err(format!("unknown counter `{name}`")),
                }
            } else if let Some(v) = num(tok) {
                // The raw encoding.
                let v = v as u32;
                let (vm, lgkm) = if gfx11 {
                    ((v >> 10) & 0x3f, (v >> 4) & 0x3f)
                } else {
                    ((v & 0xf) | ((v >> 14) & 0x3) << 4, (v >> 8) & 0xf)
                };
                let (vm_max, lgkm_max) = if gfx11 { (0x3f, 0x3f) } else { (0x3f, 0xf) };
                inst.wait[0] = (vm != vm_max).then_some(vm);
                inst.wait[1] = (lgkm != lgkm_max).then_some(lgkm);
            } else {
                return Err(format!("bad s_waitcnt operand `{tok}`"));
            }
        }
    }
    Ok(())
}

/// `(.LA-.LB)&4294967295` or `(.LA-.LB)>>32`: the low or high 32 bits of the bytes from `.LB`
/// to `.LA` in the simulator's layout (4 bytes an instruction), a literal.
pub(super) fn label_distance(t: &str, labels: &HashMap<String, u32>) -> Result<Opnd, String> {
    let bad = || format!("bad label distance `{t}`");
    let (diff, hi) = match t.strip_suffix(")&4294967295") {
        Some(d) => (d, false),
        None => (t.strip_suffix(")>>32").ok_or_else(bad)?, true),
    };
    let (to, from) = diff.strip_prefix('(').and_then(|d| d.split_once('-')).ok_or_else(bad)?;
    let at = |l: &str| labels.get(l).map(|&i| i as i64).ok_or_else(|| format!("unknown label `{l}`"));
    let d = 4 * (at(to)? - at(from)?);
    let v = if hi { (d >> 32) as u32 } else { d as u32 };
    Ok(Opnd::Imm { v: v as i64, literal: true })
}

pub(super) fn parse_inst(p: &Program, text: &str, line: usize, labels: &HashMap<String, u32>) -> Result<Inst, String> {
    let (mnemonic, rest) = match text.split_once(char::is_whitespace) {
        Some((m, r)) => (m, r.trim()),
        None => (text, ""),
    };
    let mut m = mnemonic;
    let mut e32 = false;
    for suffix in ["_e64", "_e32"] {
        if let Some(s) = m.strip_suffix(suffix) {
            e32 = suffix == "_e32";
            m = s;
        }
    }
    if m.ends_with("_sdwa") || m.ends_with("_dpp") {
        return Err(format!("`{mnemonic}`: SDWA and DPP forms are not simulated"));
    }
    let (op, gen) = decode(m).ok_or_else(|| format!("unknown mnemonic `{mnemonic}`"))?;
    match gen {
        Gen::Gfx9 if p.gfx11 => {
            return Err(format!("`{mnemonic}` is a GFX9 mnemonic; {} spells it differently", p.gfx))
        }
        Gen::Gfx11 if !p.gfx11 => return Err(format!("`{mnemonic}` is a GFX11 mnemonic, not one of {}", p.gfx)),
        _ => {}
    }
    match op {
        Op::Matrix(shape) => matrix::available(shape, &p.gfx, p.wave).map_err(|e| format!("`{mnemonic}`: {e}"))?,
        Op::AccRead | Op::AccWrite | Op::AccMov if p.gfx != "gfx90a" && !p.gfx.starts_with("gfx94") => {
            return Err(format!("`{mnemonic}`: AGPRs are simulated on gfx90a and gfx94x only, not {}", p.gfx))
        }
        _ => {}
    }
    let mut inst =
        Inst { op, ops: Vec::new(), offset: 0, ret: false, wait: [None; 3], line: line as u32 + 1, text: text.into() };
    let fields: Vec<&str> = if rest.is_empty() { Vec::new() } else { rest.split(',').map(str::trim).collect() };
    if op == Op::SWaitcnt {
        parse_wait(&mut inst, &fields, p.gfx11)?;
        return Ok(inst);
    }
    for (k, f) in fields.iter().enumerate() {
        let mut toks = f.split_whitespace();
        let Some(first) = toks.next() else { return Err("an empty operand".into()) };
        let mods: Vec<&str> = toks.collect();
        if !mods.is_empty() && k + 1 != fields.len() {
            return Err(format!("modifiers `{}` before the last operand", mods.join(" ")));
        }
        // A lone modifier (`ds_read_b32 v1, v2 offset:4` has it after the last operand).
        let o = if matches!(op, Op::SBranch(_)) {
            let t = *labels.get(first).ok_or_else(|| format!("unknown label `{first}`"))?;
            Opnd::Label(t)
        } else if first.starts_with('(') {
            label_distance(first, labels)?
        } else if first == "off" {
            Opnd::Off
        } else {
            parse_reg(first)?
        };
        inst.ops.push(o);
        for m in mods {
            if let Some(v) = m.strip_prefix("offset:") {
                inst.offset = num(v).ok_or_else(|| format!("bad offset `{m}`"))? as i32;
            } else {
                match m {
                    "glc" => {
                        if p.gfx == "gfx940" || p.gfx == "gfx941" || p.gfx == "gfx942" {
                            return Err(format!("`glc` is not a {} modifier (sc0 is)", p.gfx));
                        }
                        inst.ret = true
                    }
                    "sc0" => {
                        if !p.gfx.starts_with("gfx94") {
                            return Err(format!("`sc0` is not a {} modifier", p.gfx));
                        }
                        inst.ret = true
                    }
                    "slc" | "dlc" | "nt" | "sc1" => {}
                    _ => return Err(format!("unknown modifier `{m}`")),
                }
            }
        }
    }
    let (lo, hi) = arity(op, e32);
    if inst.ops.len() < lo || inst.ops.len() > hi {
        return Err(format!(
            "{} operands, expected {}",
            inst.ops.len(),
            if lo == hi { lo.to_string() } else { format!("{lo} to {hi}") }
        ));
    }
    if matches!(op, Op::GlobalAtomic { .. }) && inst.ret != (inst.ops.len() == 4) {
        return Err(if inst.ret {
            "an atomic that returns the old value (glc/sc0) needs a destination".into()
        } else {
            "an atomic with a destination needs glc (sc0 on gfx94x) to return the old value".into()
        });
    }
    if matches!(
        op,
        Op::GlobalLoad { .. }
            | Op::GlobalStore { .. }
            | Op::GlobalAtomic { .. }
            | Op::ScratchLoad { .. }
            | Op::ScratchStore { .. }
    ) && !(-4096..4096).contains(&inst.offset)
    {
        return Err(format!("offset:{} does not fit the instruction's signed 13-bit field", inst.offset));
    }
    if matches!(op, Op::DsRead { .. } | Op::DsWrite { .. } | Op::DsBpermute) && !(0..65536).contains(&inst.offset) {
        return Err(format!("offset:{} does not fit the instruction's unsigned 16-bit field", inst.offset));
    }
    // v_cmp_*_e32 writes VCC implicitly: make it explicit.
    if matches!(op, Op::VCmp { .. } | Op::VCmpClass { .. }) && inst.ops.len() == 2 {
        let vcc = Opnd::S { r: VCC, n: if p.wave == 64 { 2 } else { 1 }, neg: false };
        inst.ops.insert(0, vcc);
    }
    Ok(inst)
}
