//! Reading assembly text into the encoder's form ([`Inst`]): the one-pass scanner behind
//! [`assemble`](super::assemble) and [`assemble_kernel`](super::assemble_kernel) (labels
//! kept, blank, comment and directive lines skipped, each line's mnemonic, operands and
//! modifiers decoded where they stand), one line ([`encode_line`]), the kernels of a text as
//! the emitter writes it ([`kernels`]) and the named operands ([`special`]).

use super::{families, Assembled, Assembler, EncodeError, Fixup, Inst, Label, Mods, Opd, Src};
use tessera_isel::amdgcn::Gfx;

/// [`assemble`](super::assemble) up to the label `stop` (which must come), or the whole text.
pub(super) fn assemble_to(gfx: Gfx, text: &str, stop: Option<&str>) -> Result<Assembled, EncodeError> {
    // About 30 bytes of text and 6 of code a line.
    let mut asm = Assembler::new(gfx, text.len() / 4, text.len() / 24);
    // One instruction's operands, refilled for each line.
    let mut inst = Inst::default();
    let b = text.as_bytes();
    let mut i = 0usize;
    let mut line = 0usize;
    let finish = |asm: Assembler| {
        asm.finish().map_err(|(line, why)| EncodeError {
            line,
            text: text.lines().nth(line - 1).unwrap_or("").trim().into(),
            why,
        })
    };
    // One pass over the bytes: each line is read where it stands (no line splitting, trimming
    // or token slicing before the parse; those cost as much as the parse itself).
    while i < b.len() {
        line += 1;
        let start = i;
        i = skip_blanks(b, i);
        let first = i;
        i = word_end(b, i);
        let word = &text[first..i];
        let after = skip_blanks(b, i);
        if word.is_empty() || word.starts_with('.') && !(word.ends_with(':') && is_end(b, after)) {
            // Blank, comment or directive.
            i = next_line(b, after);
            continue;
        }
        let err = |why: String| EncodeError { line, text: line_text(text, start), why };
        if let Some(label) = word.strip_suffix(':').filter(|_| is_end(b, after)) {
            if Some(label) == stop {
                return finish(asm);
            }
            asm.label(Label::Name(label)).map_err(err)?;
            i = next_line(b, after);
            continue;
        }
        inst.mnemonic = word;
        i = operands(gfx, text, after, &mut inst).map_err(err)?;
        asm.inst(&inst, line).map_err(err)?;
        i = next_line(b, i);
    }
    if let Some(stop) = stop {
        return Err(EncodeError { line, text: String::new(), why: format!("no label `{stop}` ends the kernel") });
    }
    finish(asm)
}

/// The end of the word (mnemonic or label) at `i`: the first blank, newline or `;` (or other
/// control byte), eight bytes at a time (the byte loop was a tenth of the parse).
pub(super) fn word_end(b: &[u8], mut i: usize) -> usize {
    const LO: u64 = 0x0101_0101_0101_0101;
    const HI: u64 = 0x8080_8080_8080_8080;
    while i + 8 <= b.len() {
        let w = u64::from_le_bytes(b[i..i + 8].try_into().expect("eight bytes"));
        // Bytes below 0x21 (space, tab, CR, newline) and `;` (the lowest flagged byte is exact).
        let semi = w ^ (LO * b';' as u64);
        let m = (w.wrapping_sub(LO * 0x21) & !w & HI) | (semi.wrapping_sub(LO) & !semi & HI);
        if m != 0 {
            return i + (m.trailing_zeros() / 8) as usize;
        }
        i += 8;
    }
    while i < b.len() && b[i] > b' ' && b[i] != b';' {
        i += 1;
    }
    i
}

fn is_blank(c: u8) -> bool {
    c == b' ' || c == b'\t' || c == b'\r'
}

/// The end of a line's code: a newline, a comment or the end of the text.
fn is_end(b: &[u8], i: usize) -> bool {
    i >= b.len() || b[i] == b'\n' || b[i] == b';'
}

fn skip_blanks(b: &[u8], mut i: usize) -> usize {
    while i < b.len() && is_blank(b[i]) {
        i += 1;
    }
    i
}

/// The start of the line after the one `i` is in.
fn next_line(b: &[u8], i: usize) -> usize {
    if i < b.len() && b[i] == b'\n' {
        return i + 1;
    }
    find2(b, i, b'\n', b'\n').map_or(b.len(), |e| e + 1)
}

/// The line from `start`, trimmed, for an error.
fn line_text(text: &str, start: usize) -> String {
    let end = find2(text.as_bytes(), start, b'\n', b'\n').unwrap_or(text.len());
    text[start..end].trim().to_string()
}

/// Encodes one instruction line (a branch must name its offset in instructions, not a label).
pub fn encode_line(gfx: Gfx, line: &str) -> Result<Vec<u8>, String> {
    let line = line.trim();
    let b = line.as_bytes();
    let end = b.iter().position(|&c| is_blank(c)).unwrap_or(b.len());
    let mut inst = Inst { mnemonic: &line[..end], ..Inst::default() };
    let at = operands(gfx, line, skip_blanks(b, end), &mut inst)?;
    if at < b.len() {
        return Err("more than one line".into());
    }
    let mut out = Vec::with_capacity(12);
    match families::encode(gfx, &inst, &mut out)? {
        Some(Fixup::Branch(l)) => return Err(format!("branch to label `{l}` outside a kernel")),
        Some(Fixup::Distance { to, from, .. }) => return Err(format!("distance `{to}` - `{from}` outside a kernel")),
        None => {}
    }
    Ok(out)
}

/// The kernels of an assembly text as the emitter writes it: each kernel's name and its code
/// (from its `NAME:` label to its `.LNAME_end:` label, which the code's labels all lie between),
/// in order.
pub fn kernels(text: &str) -> Vec<(&str, &str)> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find(".type ") {
        let after = &rest[at + 6..];
        let Some((name, tail)) = after.split_once(",@function") else { break };
        let start = tail.find(&format!("\n{name}:\n")).map(|i| i + 1);
        let end_label = format!("\n.L{name}_end:");
        match (start, tail.find(&end_label)) {
            (Some(s), Some(e)) if s <= e => {
                out.push((name, &tail[s..e + 1]));
                rest = &tail[e..];
            }
            _ => break,
        }
    }
    out
}

/// The first index from `from` of a byte `x` or `y` in `b`: eight bytes at a time (a line is
/// about 30 bytes; a byte loop with two compares was a sixth of the encoding time).
pub(super) fn find2(b: &[u8], from: usize, x: u8, y: u8) -> Option<usize> {
    const LO: u64 = 0x0101_0101_0101_0101;
    const HI: u64 = 0x8080_8080_8080_8080;
    // A byte of `w` is zero: its bit 7 in the result; the lowest set bit is exact.
    let zero = |w: u64| w.wrapping_sub(LO) & !w & HI;
    let (xs, ys) = (LO * x as u64, LO * y as u64);
    let mut i = from;
    while i + 8 <= b.len() {
        let w = u64::from_le_bytes(b[i..i + 8].try_into().expect("eight bytes"));
        let m = zero(w ^ xs) | zero(w ^ ys);
        if m != 0 {
            return Some(i + (m.trailing_zeros() / 8) as usize);
        }
        i += 8;
    }
    (i..b.len()).find(|&k| b[k] == x || b[k] == y)
}

/// The operands of `inst.mnemonic` from `text[i..]` to the end of the line's code (a newline,
/// a comment or the end of the text), which it returns: operands separated by commas, and
/// after the last operand, modifiers separated by spaces. A plain register (`v7`, `s[2:3]`:
/// most operands) is decoded as it is scanned; anything else goes through [`operand`].
fn operands<'a>(gfx: Gfx, text: &'a str, mut i: usize, inst: &mut Inst<'a>) -> Result<usize, String> {
    let b = text.as_bytes();
    inst.ops.clear();
    inst.mods = Mods::default();
    if is_end(b, i) {
        return Ok(i);
    }
    if inst.mnemonic == "s_waitcnt" {
        let start = i;
        while !is_end(b, i) {
            i += 1;
        }
        *inst.ops.next()? = Src { opd: waitcnt(text[start..i].trim_end())?, neg: false };
        return Ok(i);
    }
    let max_s = if gfx.is_gfx11() { 105 } else { 101 };
    let mut modifiers = false;
    loop {
        let start = i;
        let fast = if modifiers { None } else { register_at(b, i, max_s) };
        if let Some((src, end)) = fast {
            *inst.ops.next()? = src;
            i = end;
        } else {
            while !is_end(b, i) && b[i] != b',' && !is_blank(b[i]) {
                i += 1;
            }
            if start == i {
                return Err("an empty operand".into());
            }
            let token = &text[start..i];
            if modifiers {
                modifier(gfx, token, &mut inst.mods)?;
            } else {
                // Decoded in place (a returned operand was stored piecewise and read back
                // whole, a store-forwarding stall that cost a fifth of the parse).
                let slot = inst.ops.next()?;
                *slot = Src { opd: Opd::Off, neg: false };
                operand(gfx, token, slot)?;
            }
        }
        i = skip_blanks(b, i);
        if is_end(b, i) {
            return Ok(i);
        }
        if b[i] == b',' {
            if modifiers {
                return Err(format!("an operand after the modifier `{}`", text[start..i].trim_end()));
            }
            i = skip_blanks(b, i + 1);
        } else {
            modifiers = true;
        }
    }
}

/// A plain SGPR or VGPR operand at `b[i..]` (`s5`, `v12`, `s[2:3]`, `v[4:7]`, maybe negated),
/// valid as [`register`] would take it and followed by a comma, a space or the end: the
/// operand and where it ends. `None` for anything else (which [`operand`] then reads, for
/// its result or its error).
#[inline]
fn register_at(b: &[u8], i: usize, max_s: u32) -> Option<(Src<'static>, usize)> {
    let (neg, mut j) = if b.get(i) == Some(&b'-') { (true, i + 1) } else { (false, i) };
    let kind = *b.get(j)?;
    if kind != b'v' && kind != b's' {
        return None;
    }
    j += 1;
    // Up to three decimal digits from `j`: the number and where they end.
    let digits = |mut j: usize| -> Option<(u32, usize)> {
        let from = j;
        let mut v = 0u32;
        while j < b.len() && b[j].is_ascii_digit() && j - from < 3 {
            v = v * 10 + (b[j] - b'0') as u32;
            j += 1;
        }
        (j > from).then_some((v, j))
    };
    let (first, last, end) = if b.get(j) == Some(&b'[') {
        let (first, k) = digits(j + 1)?;
        if b.get(k) != Some(&b':') {
            return None;
        }
        let (last, k) = digits(k + 1)?;
        if b.get(k) != Some(&b']') {
            return None;
        }
        (first, last, k + 1)
    } else {
        let (r, k) = digits(j)?;
        (r, r, k)
    };
    if !(is_end(b, end) || b[end] == b',' || is_blank(b[end])) {
        return None;
    }
    if last < first || last - first >= 32 {
        return None;
    }
    let n = (last - first + 1) as u8;
    let code = match kind {
        b's' if last <= max_s => first as u16,
        b'v' if last <= 255 => 256 + first as u16,
        _ => return None,
    };
    Some((Src { opd: Opd::Reg { code, n }, neg }, end))
}

fn modifier(gfx: Gfx, m: &str, mods: &mut Mods) -> Result<(), String> {
    let gfx942 = gfx == Gfx::Gfx942;
    match m {
        "sc0" if gfx942 => mods.glc = true,
        "sc1" if gfx942 => mods.sc1 = true,
        "nt" if gfx942 => mods.slc = true,
        "glc" if !gfx942 => mods.glc = true,
        "slc" if !gfx942 => mods.slc = true,
        "dlc" if gfx.is_gfx11() => mods.sc1 = true,
        _ => {
            let v = m.strip_prefix("offset:").ok_or_else(|| format!("unknown modifier `{m}`"))?;
            mods.offset = int(v).ok_or_else(|| format!("bad offset `{v}`"))?;
        }
    }
    Ok(())
}

/// `vmcnt(0) lgkmcnt(0)`, `expcnt(1)&lgkmcnt(2)`, or a number (the raw field).
fn waitcnt(s: &str) -> Result<Opd<'static>, String> {
    if let Some(v) = int(s) {
        return Ok(Opd::Imm(v));
    }
    let mut counts = [None; 3];
    for part in s.split(|c: char| c.is_whitespace() || c == '&' || c == ',').filter(|p| !p.is_empty()) {
        let (name, v) =
            part.strip_suffix(')').and_then(|p| p.split_once('(')).ok_or_else(|| format!("bad counter `{part}`"))?;
        let i = match name {
            "vmcnt" => 0,
            "expcnt" => 1,
            "lgkmcnt" => 2,
            _ => return Err(format!("unknown counter `{name}`")),
        };
        let v = int(v).and_then(|v| u32::try_from(v).ok()).ok_or_else(|| format!("bad count `{part}`"))?;
        counts[i] = Some(v);
    }
    Ok(Opd::Counts(counts))
}

/// A decimal or `0x` hexadecimal integer, maybe negative (at most 16 hex or 18 decimal digits).
fn int(s: &str) -> Option<i64> {
    let b = s.as_bytes();
    let (neg, b) = match b.first() {
        Some(b'-') => (true, &b[1..]),
        _ => (false, b),
    };
    let v = if b.len() > 2 && b[0] == b'0' && (b[1] | 0x20) == b'x' {
        let h = &b[2..];
        if h.len() > 16 {
            return None;
        }
        let mut v: u64 = 0;
        for &c in h {
            let d = match c {
                b'0'..=b'9' => c - b'0',
                b'a'..=b'f' => c - b'a' + 10,
                b'A'..=b'F' => c - b'A' + 10,
                _ => return None,
            };
            v = v << 4 | d as u64;
        }
        v as i64
    } else {
        if b.is_empty() || b.len() > 18 {
            return None;
        }
        let mut v: i64 = 0;
        for &c in b {
            if !c.is_ascii_digit() {
                return None;
            }
            v = v * 10 + (c - b'0') as i64;
        }
        v
    };
    Some(if neg { v.wrapping_neg() } else { v })
}

/// A decimal register number (at most 3 digits).
fn small(b: &[u8]) -> Option<u32> {
    if b.is_empty() || b.len() > 3 {
        return None;
    }
    let mut v = 0;
    for &c in b {
        if !c.is_ascii_digit() {
            return None;
        }
        v = v * 10 + (c - b'0') as u32;
    }
    Some(v)
}

fn operand<'a>(gfx: Gfx, t: &'a str, out: &mut Src<'a>) -> Result<(), String> {
    let (neg, t) = match t.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, t),
    };
    let b = t.as_bytes();
    // Registers first: most operands are.
    if let (Some(b's' | b'v' | b'a'), Some(c)) = (b.first(), b.get(1)) {
        if c.is_ascii_digit() || *c == b'[' {
            out.neg = neg;
            return register(gfx, t, &mut out.opd);
        }
    }
    if let Some(v) = int(t) {
        out.opd = Opd::Imm(if neg { v.wrapping_neg() } else { v });
        return Ok(());
    }
    let opd = match special(gfx, t) {
        Some(opd) => opd,
        None if t.starts_with(".L") => Opd::Label(Label::Name(t)),
        None if t.starts_with("(.L") && !neg => distance(t).ok_or_else(|| format!("bad label distance `{t}`"))?,
        None => return Err(format!("unknown operand `{t}`")),
    };
    *out = Src { opd, neg };
    Ok(())
}

/// `(.LA-.LB)&4294967295` or `(.LA-.LB)>>32`: [`Opd::Distance`].
fn distance(t: &str) -> Option<Opd<'_>> {
    let (diff, hi) = match t.strip_suffix(")&4294967295") {
        Some(d) => (d, false),
        None => (t.strip_suffix(")>>32")?, true),
    };
    let (to, from) = diff.strip_prefix('(')?.split_once('-')?;
    let label = |l: &str| l.starts_with(".L") && !l.contains(['(', ')', '-', '&', '>']);
    (label(to) && label(from)).then_some(Opd::Distance { to: Label::Name(to), from: Label::Name(from), hi })
}

/// A named operand: a special register (`vcc`, `exec_lo`, `m0`, `null`...) or `off`.
pub fn special(gfx: Gfx, name: &str) -> Option<Opd<'static>> {
    let reg = |code: u16, n: u8| Some(Opd::Reg { code, n });
    match name {
        "vcc" => reg(106, 2),
        "vcc_lo" => reg(106, 1),
        "vcc_hi" => reg(107, 1),
        "exec" => reg(126, 2),
        "exec_lo" => reg(126, 1),
        "exec_hi" => reg(127, 1),
        "m0" => reg(if gfx.is_gfx11() { 125 } else { 124 }, 1),
        "null" if gfx.is_gfx11() => reg(124, 1),
        "flat_scratch_lo" if !gfx.is_gfx11() => reg(102, 1),
        "flat_scratch_hi" if !gfx.is_gfx11() => reg(103, 1),
        "scc" => reg(253, 1),
        "off" => Some(Opd::Off),
        _ => None,
    }
}

/// `s5`, `s[2:3]`, `v7`, `v[4:7]`, `a3`, `a[0:3]`.
fn register<'a>(gfx: Gfx, t: &'a str, out: &mut Opd<'a>) -> Result<(), String> {
    let bad = || format!("unknown operand `{t}`");
    let b = t.as_bytes();
    let (kind, rest) = (b[0], &b[1..]);
    let (first, last) = if rest.first() == Some(&b'[') && rest.last() == Some(&b']') {
        let inner = &rest[1..rest.len() - 1];
        let colon = inner.iter().position(|&c| c == b':').ok_or_else(bad)?;
        (small(&inner[..colon]).ok_or_else(bad)?, small(&inner[colon + 1..]).ok_or_else(bad)?)
    } else {
        let r = small(rest).ok_or_else(bad)?;
        (r, r)
    };
    if last < first || last - first >= 32 {
        return Err(bad());
    }
    let n = (last - first + 1) as u8;
    let max_s = if gfx.is_gfx11() { 105 } else { 101 };
    *out = match kind {
        b's' if last <= max_s => Opd::Reg { code: first as u16, n },
        b'v' if last <= 255 => Opd::Reg { code: 256 + first as u16, n },
        b'a' if last <= 255 && !gfx.is_gfx11() => Opd::Acc { idx: first as u8, n },
        _ => return Err(bad()),
    };
    Ok(())
}
