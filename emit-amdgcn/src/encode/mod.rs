//! The AMDGCN encoder: machine code for the instructions the emitter writes, for gfx90a,
//! gfx942 (CDNA2/3, GFX9 encodings) and gfx1100 (RDNA3, GFX11 encodings), with no assembler
//! behind it.
//!
//! ```text
//!   emitter ──as it prints each line──> Program (mnemonic, operands, modifiers) ─┐
//!   assembly text ──lines──> mnemonic + operands ([`assemble`], the tests) ──────┴─>
//!        OPCODES ──> family, opcode ──scalar / vector / memory──> words (+ a 32-bit literal)
//!        ──labels──> branch offsets
//! ```
//!
//! Decisions:
//! - Two inputs, one form: an instruction is a mnemonic, operands ([`Opd`], [`Src`]) and
//!   modifiers ([`Mods`]). The compile path encodes a [`Program`]: the emitter builds each
//!   line's operands once and from them both prints the text and hands the encoder the same
//!   values, so the code object needs no text read back (reading it was ~40 % of the
//!   encoding: ~460 of ~1,180 instructions a line, `docs/benchmarks.md`). [`assemble`] still
//!   reads the text into the same form, because the text is what the simulator runs and what
//!   `llvm-mc` (the test oracle) assembles: "our bytes equal llvm-mc's for the same text" ties
//!   the three together (`tests/amdgcn.rs` checks it instruction by instruction over the
//!   examples and 2,000 random kernels per target, `tests/amdgcn_mfma.rs` over the matrix-core
//!   code, `tests/amdgcn_encode.rs` over every mnemonic of the table), and `tests/amdgcn.rs`
//!   checks that the [`Program`] gives the text's bytes, offsets and lines for every example,
//!   dot and random kernel, which closes the loop to llvm-mc for the compile path too.
//! - Which encoding: a mnemonic with a VOP1/VOP2/VOPC form is encoded compactly when its
//!   operands allow it (no modifiers, the second source a VGPR, carries in VCC), else as VOP3,
//!   as `llvm-mc` chooses; `_e64` / `_e32` force one. SOPP, SOPK, SOPC, SOP1, SOP2, SMEM,
//!   VOP3 (with SDST where the instruction writes a carry), VOP3P (MFMA with VGPR or AGPR
//!   operands, `v_accvgpr_*`, WMMA), DS and GLOBAL are the families (`families.rs`).
//! - Constants: an integer operand is an inline constant when the hardware has one for it:
//!   -16..=64, or the bit pattern of ±0.5, ±1, ±2, ±4 or 1/(2π) in the operand's width (a
//!   32-bit operand takes f32 patterns, a 16-bit one f16 patterns, whatever the instruction's
//!   type: the hardware decodes the constant in the operand's type). Otherwise it is one 32-bit
//!   literal after the instruction (operands naming the same value share it; GFX9's VOP3 has
//!   none, an error).
//! - Branch targets are local labels (`.L…:`) in the same text, or in a [`Program`] the
//!   emitter's block numbers and the labels of its long branches ([`Label`]); offsets are
//!   patched once all labels are known. A branch that its 16-bit offset cannot reach is an
//!   error here: the emitter writes the long form itself (`crate::relax`), measuring the code
//!   with [`layout`], so that the text, llvm-mc and this encoder see the same program.
//! - Label distances: a long branch's `s_add_u32` / `s_addc_u32` take the low and high 32 bits
//!   of the distance between two labels as a literal, `(.LA-.LB)&4294967295` and
//!   `(.LA-.LB)>>32` (arithmetic: -1 for a backward distance), as llvm-mc writes them
//!   ([`Opd::Distance`]). It is always a literal, whatever its value (llvm-mc cannot know
//!   the value when it sizes the instruction), patched like a branch offset.
//! - No instruction is longer than [`MAX_INST_BYTES`] (checked as each is encoded), which
//!   bounds a kernel's code by its instruction count.
//! - Every malformed or unknown line is an [`EncodeError`] naming the line, never a panic.

mod families;
mod opcodes;

use smallvec::SmallVec;
use tessera_isel::amdgcn::Gfx;

/// An instruction encoding family (the format that the opcode field belongs to).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Family {
    Sop1,
    Sop2,
    Sopc,
    Sopk,
    Sopp,
    Smem,
    Vop1,
    Vop2,
    Vopc,
    Vop3,
    Vop3p,
    Ds,
    Global,
}

impl Family {
    /// The VOP3 opcode of a VOP1, VOP2 or VOPC opcode (their promoted forms), if any.
    pub fn vop3_op(self, op: u16, gfx11: bool) -> Option<u16> {
        match self {
            Family::Vop2 => Some(0x100 + op),
            Family::Vop1 => Some(if gfx11 { 0x180 } else { 0x140 } + op),
            Family::Vopc => Some(op),
            _ => None,
        }
    }
}

/// A line the encoder could not encode.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line} (`{text}`): {why}")]
pub struct EncodeError {
    /// 1-based, within the text given to [`assemble`] (or counted as [`assemble_program`] does).
    pub line: usize,
    pub text: String,
    pub why: String,
}

/// The longest encoding of one instruction: 8 bytes and a 32-bit literal (GFX11's VOP3 and
/// VOP3P with a literal; GFX9's longest are 8 bytes).
pub const MAX_INST_BYTES: u32 = 12;

/// How [`Assembler::finish`] says that a branch is too far for its 16-bit offset.
const OUT_OF_RANGE: &str = "past the 16-bit offset of a branch";

impl EncodeError {
    /// Whether a branch is further than its 16-bit offset reaches (32,767 dwords): a text
    /// with a short branch where a long one was needed (the emitter writes long ones itself).
    pub fn branch_out_of_range(&self) -> bool {
        self.why.contains(OUT_OF_RANGE)
    }
}

/// Machine code with, for each instruction, where it starts and the line it came from.
#[derive(Clone, Debug, Default)]
pub struct Assembled {
    pub code: Vec<u8>,
    /// (byte offset, 1-based line), in order.
    pub insts: Vec<(u32, u32)>,
}

/// The family and opcode of a mnemonic on a target.
pub fn opcode(gfx: Gfx, mnemonic: &str) -> Option<(Family, u16)> {
    opcodes::lookup(mnemonic)?.0[target_index(gfx)]
}

/// Every mnemonic the encoder knows (on some target), in order, but for the long branch's
/// `s_getpc_b64` and `s_setpc_b64`: their one-operand forms are not among the forms that
/// `tests/amdgcn_encode.rs` tries every mnemonic with (`tests/amdgcn_relax.rs` checks them
/// against llvm-mc).
pub fn mnemonics() -> impl Iterator<Item = &'static str> {
    opcodes::OPCODES.iter().map(|(m, _)| *m).filter(|m| !matches!(*m, "s_getpc_b64" | "s_setpc_b64"))
}

pub(crate) fn target_index(gfx: Gfx) -> usize {
    match gfx {
        Gfx::Gfx90a => 0,
        Gfx::Gfx942 => 1,
        Gfx::Gfx1100 => 2,
    }
}

/// Encodes a kernel's instructions: lines of `mnemonic operands`, labels `name:` (an ELF
/// symbol's or a `.L` label), and blank, comment (`;`) and directive (`.`) lines, skipped.
pub fn assemble(gfx: Gfx, text: &str) -> Result<Assembled, EncodeError> {
    assemble_to(gfx, text, None)
}

/// Encodes the kernel `name` of an assembly text as the emitter writes it (the code
/// [`kernels`] gives for it), found and encoded in one pass: from its `NAME:` label, after its
/// `.type NAME,@function`, to its `.LNAME_end:` label. `None` where the text has no such
/// kernel start; a missing end label is an error. Lines are counted from the `NAME:` line.
pub fn assemble_kernel(gfx: Gfx, text: &str, name: &str) -> Option<Result<Assembled, EncodeError>> {
    let after = text.find(&format!(".type {name},@function"))?;
    let tail = &text[after..];
    let start = tail.find(&format!("\n{name}:\n"))? + 1;
    Some(assemble_to(gfx, &tail[start..], Some(&format!(".L{name}_end"))))
}

/// [`assemble`] up to the label `stop` (which must come), or the whole text.
fn assemble_to(gfx: Gfx, text: &str, stop: Option<&str>) -> Result<Assembled, EncodeError> {
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

/// Encodes a kernel's code as the emitter handed it over ([`Program`]): the same bytes as
/// [`assemble_kernel`] on the text it printed from the same operands, with no text read.
/// Lines are counted as [`assemble_kernel`] counts them (the `NAME:` line is line 1).
pub fn assemble_program(gfx: Gfx, program: &Program) -> Result<Assembled, EncodeError> {
    program_with(gfx, program, |_, _| {})
}

/// Where each line of a [`Program`] starts in its code (a label: where the instruction after
/// it starts), in bytes, and the code's length; its branches are not patched, so one out of
/// range is no error here (the emitter measures its branches with this to make the far ones
/// long, `crate::relax`).
pub fn layout(gfx: Gfx, program: &Program) -> Result<(Vec<u32>, u32), EncodeError> {
    let mut starts = Vec::with_capacity(program.lines.len());
    let mut len = 0;
    let r = program_with(gfx, program, |at, end| {
        if let Some(at) = at {
            starts.push(at);
        }
        len = end;
    });
    match r {
        Err(e) if !e.branch_out_of_range() => Err(e),
        _ => Ok((starts, len)),
    }
}

/// [`assemble_program`], calling `each(Some(start of the line))` before each line and
/// `each(None, code length)` before the patching.
fn program_with(gfx: Gfx, program: &Program, mut each: impl FnMut(Option<u32>, u32)) -> Result<Assembled, EncodeError> {
    let n = program.lines.len();
    let mut asm = Assembler::new(gfx, 6 * n, n);
    let err = |line: usize, why: String| {
        let text = match program.lines.get(line.wrapping_sub(2)) {
            Some(Line::Inst { mnemonic, .. }) => format!("{mnemonic} (the emitter's operands)"),
            Some(Line::Label(l)) => format!("the label of {l}"),
            None => String::new(),
        };
        EncodeError { line, text, why }
    };
    let mut memo = families::Memo::default();
    for (k, l) in program.lines.iter().enumerate() {
        let line = k + 2;
        let at = asm.out.code.len() as u32;
        each(Some(at), at);
        match *l {
            Line::Inst { mnemonic, e64, mods, first, len } => {
                match program.ops.get(first as usize..first as usize + len as usize) {
                    Some(ops) if ops.len() <= Ops::MAX => {
                        asm.parts(mnemonic, e64, ops, mods, line, Some((&mut memo, mnemonic)))
                    }
                    Some(_) => Err("too many operands".into()),
                    None => Err("operands missing from the program".into()),
                }
            }
            Line::Label(l) => asm.label(l),
        }
        .map_err(|why| err(line, why))?;
    }
    each(None, asm.out.code.len() as u32);
    asm.finish().map_err(|(line, why)| err(line, why))
}

/// A kernel's code in the encoder's form, as the emitter writes its text: one [`Line`] per
/// line of the text after the kernel's `NAME:` label, up to its `.LNAME_end:` label. The
/// operands of all instructions lie in one vector (a line with its operands in place would
/// be ~300 bytes, and growing a vector of those cost more than the text parse it replaces).
#[derive(Clone, Debug, Default)]
pub struct Program {
    pub lines: Vec<Line>,
    pub ops: Vec<Src<'static>>,
}

impl Program {
    /// Room for about `lines` lines.
    pub fn with_capacity(lines: usize) -> Program {
        Program { lines: Vec::with_capacity(lines), ops: Vec::with_capacity(3 * lines) }
    }

    /// Appends an instruction: `mnemonic` (`_e64` forced with `e64`), its operands and modifiers.
    pub fn inst(&mut self, mnemonic: &'static str, e64: bool, ops: &[Src<'static>], mods: Mods) {
        let first = self.ops.len() as u32;
        self.ops.extend_from_slice(ops);
        // More than u8::MAX operands cannot be encoded anyway (at most [`Ops::MAX`]).
        let len = ops.len().min(u8::MAX as usize) as u8;
        self.lines.push(Line::Inst { mnemonic, e64, mods, first, len });
    }

    /// Appends the label of block `b`.
    pub fn label(&mut self, b: u32) {
        self.lines.push(Line::Label(Label::Block(b)));
    }
}

/// A line of a [`Program`].
#[derive(Copy, Clone, Debug)]
pub enum Line {
    /// An instruction ([`Inst`]); its operands are `Program::ops[first..first + len]`.
    Inst { mnemonic: &'static str, e64: bool, mods: Mods, first: u32, len: u8 },
    /// A label: a block's ([`Label::Block`]) or a long branch's.
    Label(Label<'static>),
}

/// A branch target: a label of the text (`.L…`), or in the emitter's kernel a block (which its
/// text names `.LNAME_b`) or one of the labels of its `k`-th long branch (`crate::relax`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Label<'a> {
    Name(&'a str),
    Block(u32),
    /// After the `s_getpc_b64` of long branch `k` (the address it reads): `.LNAME_pc<k>`.
    PostGetpc(u32),
    /// After the long form of conditional branch `k`, which its inverted branch skips to:
    /// `.LNAME_skip<k>`.
    Skip(u32),
}

impl std::fmt::Display for Label<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            Label::Name(n) => f.write_str(n),
            Label::Block(b) => write!(f, "block {b}"),
            Label::PostGetpc(k) => write!(f, "the getpc of long branch {k}"),
            Label::Skip(k) => write!(f, "the end of long branch {k}"),
        }
    }
}

/// What the encoder patches once the labels are known.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Fixup<'a> {
    /// A branch's 16-bit offset (in dwords, from the next instruction) to its label.
    Branch(Label<'a>),
    /// A literal (the instruction's last word): the bytes from `from` to `to`, their low or
    /// (`hi`) high 32 bits ([`Opd::Distance`]).
    Distance { to: Label<'a>, from: Label<'a>, hi: bool },
}

/// The encoding under way: code, instruction starts, labels and the branches to patch.
struct Assembler<'a> {
    gfx: Gfx,
    out: Assembled,
    labels: SmallVec<[(Label<'a>, u32); 16]>,
    /// (offset of the branch, its label, its line)
    fixups: SmallVec<[(u32, Label<'a>, usize); 16]>,
    /// (offset of the literal, what it holds, its line)
    distances: SmallVec<[(u32, Fixup<'a>, usize); 4]>,
}

impl<'a> Assembler<'a> {
    fn new(gfx: Gfx, code_bytes: usize, insts: usize) -> Self {
        let out = Assembled { code: Vec::with_capacity(code_bytes), insts: Vec::with_capacity(insts) };
        Assembler { gfx, out, labels: SmallVec::new(), fixups: SmallVec::new(), distances: SmallVec::new() }
    }

    fn label(&mut self, label: Label<'a>) -> Result<(), String> {
        if self.labels.iter().any(|(l, _)| *l == label) {
            return Err(format!("label `{label}` defined twice"));
        }
        self.labels.push((label, self.out.code.len() as u32));
        Ok(())
    }

    fn inst(&mut self, inst: &Inst<'a>, line: usize) -> Result<(), String> {
        self.parts(inst.mnemonic, inst.e64, &inst.ops, inst.mods, line, None)
    }

    fn parts(
        &mut self,
        m: &'a str,
        e64: bool,
        ops: &[Src<'a>],
        mods: Mods,
        line: usize,
        memo: Option<(&mut families::Memo, &'static str)>,
    ) -> Result<(), String> {
        let at = self.out.code.len() as u32;
        self.out.insts.push((at, line as u32));
        match families::encode_parts(self.gfx, m, e64, ops, mods, &mut self.out.code, memo)? {
            None => {}
            Some(Fixup::Branch(label)) => self.fixups.push((at, label, line)),
            Some(d) => self.distances.push((self.out.code.len() as u32 - 4, d, line)),
        }
        if self.out.code.len() as u32 - at > MAX_INST_BYTES {
            return Err(format!("an encoding longer than {MAX_INST_BYTES} bytes (MAX_INST_BYTES is wrong)"));
        }
        Ok(())
    }

    fn target(&self, label: Label<'a>, line: usize) -> Result<u32, (usize, String)> {
        self.labels
            .iter()
            .find(|(l, _)| *l == label)
            .map(|&(_, t)| t)
            .ok_or_else(|| (line, format!("no label `{label}`")))
    }

    /// Patches the branches' offsets once all labels are known; an error names its line.
    fn finish(mut self) -> Result<Assembled, (usize, String)> {
        for &(at, fixup, line) in &self.distances {
            let Fixup::Distance { to, from, hi } = fixup else { continue };
            let d = self.target(to, line)? as i64 - self.target(from, line)? as i64;
            let v = if hi { (d >> 32) as u32 } else { d as u32 };
            let at = at as usize;
            self.out.code[at..at + 4].copy_from_slice(&v.to_le_bytes());
        }
        for &(at, label, line) in &self.fixups {
            let target = self.target(label, line)?;
            let delta = (target as i64 - (at as i64 + 4)) / 4;
            let simm = i16::try_from(delta).map_err(|_| (line, format!("branch to `{label}` is out of range: {delta} dwords away, {OUT_OF_RANGE} (a long branch, s_setpc_b64, was needed)")))?;
            let at = at as usize;
            self.out.code[at..at + 2].copy_from_slice(&simm.to_le_bytes());
        }
        Ok(self.out)
    }
}

/// The end of the word (mnemonic or label) at `i`: the first blank, newline or `;` (or other
/// control byte), eight bytes at a time (the byte loop was a tenth of the parse).
fn word_end(b: &[u8], mut i: usize) -> usize {
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

/// An operand as written.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Opd<'a> {
    /// Registers by their 9-bit source code (SGPRs and special registers below 256, VGPR n at
    /// 256 + n) and how many consecutive 32-bit registers.
    Reg {
        code: u16,
        n: u8,
    },
    /// AGPRs (accumulation registers) from `idx`.
    Acc {
        idx: u8,
        n: u8,
    },
    Imm(i64),
    Label(Label<'a>),
    /// The bytes from label `from` to label `to` (a literal): the low 32 bits,
    /// `(to-from)&4294967295`, or with `hi` the high 32 bits, `(to-from)>>32`.
    Distance {
        to: Label<'a>,
        from: Label<'a>,
        hi: bool,
    },
    /// `off`: no SGPR address.
    Off,
    /// Counters of `s_waitcnt`: (vmcnt, expcnt, lgkmcnt), None where not named.
    Counts([Option<u32>; 3]),
}

impl Opd<'_> {
    pub fn is_vgpr(self) -> bool {
        matches!(self, Opd::Reg { code: 256.., .. })
    }
}

/// A source operand: an operand, maybe negated.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Src<'a> {
    pub opd: Opd<'a>,
    pub neg: bool,
}

/// Cache-policy and offset modifiers after the operands.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Mods {
    pub offset: i64,
    /// `glc` (GFX9, GFX11) or `sc0` (gfx942).
    pub glc: bool,
    /// `slc` or `nt`.
    pub slc: bool,
    /// `sc1` (gfx942) or `dlc` (GFX11).
    pub sc1: bool,
}

/// One instruction in the encoder's form: what [`assemble`] reads off a line of text, and
/// what the emitter hands over as it prints the line ([`Program`]).
#[derive(Copy, Clone, Debug, Default)]
pub struct Inst<'a> {
    /// As written, maybe with `_e64` or `_e32`.
    pub mnemonic: &'a str,
    /// The VOP3 form forced, as `_e64` after the mnemonic would (so that the emitter need not
    /// build the longer name).
    pub e64: bool,
    pub ops: Ops<'a>,
    pub mods: Mods,
}

/// An instruction's operands: at most [`Ops::MAX`] (no instruction has more than five), in
/// place (a growable vector's checks on every push and read were a tenth of the parse).
#[derive(Copy, Clone, Debug)]
pub struct Ops<'a> {
    len: usize,
    items: [Src<'a>; Ops::MAX],
}

impl Default for Ops<'_> {
    fn default() -> Self {
        Ops { len: 0, items: [Src { opd: Opd::Off, neg: false }; Ops::MAX] }
    }
}

impl<'a> Ops<'a> {
    pub const MAX: usize = 8;

    fn clear(&mut self) {
        self.len = 0;
    }

    /// Appends an operand; an error when all [`Ops::MAX`] slots are taken.
    pub fn push(&mut self, s: Src<'a>) -> Result<(), String> {
        *self.next()? = s;
        Ok(())
    }

    /// The next slot (its previous contents), or an error when all are taken.
    fn next(&mut self) -> Result<&mut Src<'a>, String> {
        let slot = self.items.get_mut(self.len).ok_or("too many operands")?;
        self.len += 1;
        Ok(slot)
    }
}

impl<'a> std::ops::Deref for Ops<'a> {
    type Target = [Src<'a>];
    fn deref(&self) -> &[Src<'a>] {
        &self.items[..self.len]
    }
}

/// The first index from `from` of a byte `x` or `y` in `b`: eight bytes at a time (a line is
/// about 30 bytes; a byte loop with two compares was a sixth of the encoding time).
fn find2(b: &[u8], from: usize, x: u8, y: u8) -> Option<usize> {
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

/// The width in bits of source `i` of `mnemonic` as its constants are decoded (16, 32 or 64).
pub(crate) fn src_width(mnemonic: &str, i: usize) -> u32 {
    let m = mnemonic.strip_suffix("_e64").or_else(|| mnemonic.strip_suffix("_e32")).unwrap_or(mnemonic);
    match (m, i) {
        ("v_lshlrev_b64" | "v_lshrrev_b64" | "v_ashrrev_i64", 0) => return 32,
        ("v_ldexp_f64", 1) | ("v_cndmask_b32", 2) => return 32,
        ("v_mad_u64_u32" | "v_mad_i64_i32", 0 | 1) => return 32,
        ("v_readlane_b32" | "v_writelane_b32", _) => return 32,
        ("s_lshl_b64" | "s_lshr_b64" | "s_ashr_i64" | "s_bfe_u64" | "s_bfe_i64", 1) => return 32,
        _ if m.starts_with("v_cmp_class_") && i == 1 => return 32,
        _ => {}
    }
    // The last type in the name (a conversion's source type is its last one): `_f16`,
    // `_u32`, `_b64`... followed by `_` or the end.
    let b = m.as_bytes();
    let mut ty = None;
    let mut at = b.len();
    while at >= 4 {
        let w = &b[at - 4..at];
        if w[0] == b'_' && matches!(w[1], b'f' | b'i' | b'u' | b'b') && (at == b.len() || b[at] == b'_') {
            ty = match &w[2..] {
                b"16" => Some(16),
                b"32" => Some(32),
                b"64" => Some(64),
                _ => None,
            };
            if ty.is_some() {
                break;
            }
        }
        at -= 1;
    }
    match ty {
        Some(16) if !m.starts_with("v_") => 32,
        Some(w) => w,
        None => 32,
    }
}

/// The inline-constant code of `v` in an operand of `width` bits, if it has one.
pub(crate) fn inline_constant(v: i64, width: u32) -> Option<u16> {
    if (0..=64).contains(&v) {
        return Some(128 + v as u16);
    }
    if (-16..0).contains(&v) {
        return Some((192 - v) as u16);
    }
    const F16: [u64; 9] = [0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118];
    const F32: [u64; 9] =
        [0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000, 0x40000000, 0xc0000000, 0x40800000, 0xc0800000, 0x3e22f983];
    const F64: [u64; 9] = [
        0x3fe0000000000000,
        0xbfe0000000000000,
        0x3ff0000000000000,
        0xbff0000000000000,
        0x4000000000000000,
        0xc000000000000000,
        0x4010000000000000,
        0xc010000000000000,
        0x3fc45f306dc9c882,
    ];
    let (table, bits): (&[u64; 9], u64) = match width {
        16 => (&F16, v as u64),
        32 => {
            // A 32-bit operand reads the low 32 bits of what was written (as llvm-mc does for
            // a value that fits 32 bits either signed or unsigned).
            if !(i32::MIN as i64..=u32::MAX as i64).contains(&v) {
                return None;
            }
            let w = v as u32;
            if let Some(c) = inline_constant(w as i32 as i64, 0) {
                return Some(c);
            }
            (&F32, w as u64)
        }
        64 => (&F64, v as u64),
        _ => return None,
    };
    table.iter().position(|&p| p == bits).map(|i| 240 + i as u16)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_opcode_table_is_sorted_and_unique() {
        for w in opcodes::OPCODES.windows(2) {
            assert!(w[0].0 < w[1].0, "{} before {}", w[0].0, w[1].0);
        }
    }

    /// Every mnemonic finds its own row; a name one byte off (at any position) finds none.
    #[test]
    fn the_lookup_compares_whole_names() {
        for (i, (m, ops)) in opcodes::OPCODES.iter().enumerate() {
            assert!(std::ptr::eq(opcodes::lookup(m).expect(m).0, ops), "{m}");
            for at in 0..m.len() {
                let mut b = m.as_bytes().to_vec();
                b[at] = b'#';
                let near = String::from_utf8(b).unwrap();
                assert!(opcodes::lookup(&near).is_none(), "{near} (row {i})");
            }
            assert!(
                opcodes::lookup(&format!("{m}x")).is_none()
                    && opcodes::lookup(&m[..m.len() - 1]).is_none_or(|f| !std::ptr::eq(f.0, ops))
            );
        }
    }

    #[test]
    fn constants_are_inline_where_the_hardware_has_them() {
        assert_eq!(inline_constant(0, 32), Some(128));
        assert_eq!(inline_constant(64, 64), Some(192));
        assert_eq!(inline_constant(-16, 16), Some(208));
        assert_eq!(inline_constant(0x3f800000, 32), Some(242));
        assert_eq!(inline_constant(0x3f800000, 16), None);
        assert_eq!(inline_constant(0x3c00, 16), Some(242));
        assert_eq!(inline_constant(0xfffffff0, 32), Some(208));
        assert_eq!(inline_constant(0xfffffff0, 64), None);
        assert_eq!(inline_constant(65, 32), None);
    }

    #[test]
    fn widths_come_from_the_mnemonic() {
        assert_eq!(src_width("v_cvt_f32_f16", 0), 16);
        assert_eq!(src_width("v_cvt_f64_i32", 0), 32);
        assert_eq!(src_width("v_cmp_lt_f64_e64", 1), 64);
        assert_eq!(src_width("v_cmp_class_f64_e64", 1), 32);
        assert_eq!(src_width("s_sext_i32_i16", 0), 32);
        assert_eq!(src_width("v_lshlrev_b64", 0), 32);
        assert_eq!(src_width("v_lshlrev_b64", 1), 64);
    }

    #[test]
    fn bad_lines_are_errors() {
        for line in
            ["v_bogus v0, v1", "v_mov_b32 v0", "v_mov_b32 v0, v[3:1]", "s_waitcnt foo(1)", "v_add_f32 v0, q1, v2"]
        {
            assert!(encode_line(Gfx::Gfx942, line).is_err(), "{line}");
        }
        let e = assemble(Gfx::Gfx942, "s_branch .Lnowhere\n").unwrap_err();
        assert_eq!(e.line, 1);
    }

    /// Lines of random operands for every mnemonic on every target: errors, never panics.
    #[test]
    fn random_lines_never_panic() {
        const TOKENS: [&str; 34] = [
            "v1",
            "v[2:3]",
            "v[0:15]",
            "s2",
            "s[4:5]",
            "a1",
            "a[0:3]",
            "vcc",
            "vcc_lo",
            "exec",
            "null",
            "m0",
            "scc",
            "off",
            "-v1",
            "-s[2:3]",
            "0",
            "-16",
            "65",
            "0x3f800000",
            "0xffffffffffffff",
            "offset:8",
            "offset:-99999",
            "sc0",
            "glc",
            ".Lx",
            "v[3:1]",
            "s[0:99]",
            "v256",
            "1.0",
            "",
            "lgkmcnt(0)",
            "vmcnt(99)",
            "-",
        ];
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for g in Gfx::ALL {
            for m in mnemonics() {
                for _ in 0..12 {
                    let mut line = m.to_string();
                    for k in 0..next() % 6 {
                        // Mostly commas between operands, sometimes a space (a modifier).
                        let space = k == 0 || next() % 4 == 0;
                        line.push_str(if space { " " } else { ", " });
                        line.push_str(TOKENS[(next() % TOKENS.len() as u64) as usize]);
                    }
                    let _ = encode_line(g, &line);
                    let _ = assemble(g, &format!("{line}\n.Lx:\n"));
                }
            }
        }
    }

    /// A program's bad lines are errors naming the line, never panics: an unknown mnemonic, an
    /// operand range outside the operands, a branch to a missing block, a label twice.
    #[test]
    fn bad_programs_are_errors() {
        let src = |opd| Src { opd, neg: false };
        let mut p = Program::default();
        p.inst("v_bogus", false, &[src(Opd::Reg { code: 256, n: 1 })], Mods::default());
        assert_eq!(assemble_program(Gfx::Gfx942, &p).unwrap_err().line, 2);
        let mut p = Program::default();
        p.lines.push(Line::Inst { mnemonic: "s_nop", e64: false, mods: Mods::default(), first: 7, len: 3 });
        assert!(assemble_program(Gfx::Gfx90a, &p).is_err());
        let mut p = Program::default();
        p.label(1);
        p.inst("s_branch", false, &[src(Opd::Label(Label::Block(2)))], Mods::default());
        assert_eq!(assemble_program(Gfx::Gfx1100, &p).unwrap_err().line, 3);
        p.label(1);
        assert_eq!(assemble_program(Gfx::Gfx1100, &p).unwrap_err().line, 4);
        // And a good one gives the text's bytes.
        let mut p = Program::default();
        p.inst(
            "v_cmp_lt_f32",
            true,
            &[src(Opd::Reg { code: 106, n: 2 }), src(Opd::Imm(0)), src(Opd::Reg { code: 257, n: 1 })],
            Mods::default(),
        );
        p.label(0);
        p.inst("s_cbranch_scc1", false, &[src(Opd::Label(Label::Block(0)))], Mods::default());
        let text = assemble(Gfx::Gfx942, "v_cmp_lt_f32_e64 vcc, 0, v1\n.L0:\ns_cbranch_scc1 .L0\n").unwrap();
        assert_eq!(assemble_program(Gfx::Gfx942, &p).unwrap().code, text.code);
    }

    /// A long branch's label distances are literals patched once the labels are known
    /// (backward: the high half is -1), the same from the text and from a program; a bad
    /// distance is an error; a short branch out of range stays an error, and [`layout`]
    /// still measures that code.
    #[test]
    fn label_distances_are_patched_literals() {
        let text = ".Lb:\ns_getpc_b64 s[8:9]\n.Lpc:\ns_add_u32 s8, s8, (.Lb-.Lpc)&4294967295\n\
                    s_addc_u32 s9, s9, (.Lb-.Lpc)>>32\ns_setpc_b64 s[8:9]\n\
                    s_add_u32 s8, s8, (.Lf-.Lpc)&4294967295\n.Lf:\n";
        let a = assemble(Gfx::Gfx942, text).unwrap();
        let word = |at: usize| u32::from_le_bytes(a.code[at..at + 4].try_into().unwrap());
        assert_eq!(a.code.len(), 4 + 8 + 8 + 4 + 8);
        assert_eq!((word(0), word(4), word(8)), (0xbe881c00, 0x8008ff08, -4i32 as u32));
        assert_eq!((word(12), word(16)), (0x8209ff09, u32::MAX));
        assert_eq!((word(20), word(28)), (0xbe801d08, 28));
        let src = |opd| Src { opd, neg: false };
        let (s8, s9) = (src(Opd::Reg { code: 8, n: 1 }), src(Opd::Reg { code: 9, n: 1 }));
        let dist = |hi| src(Opd::Distance { to: Label::Block(0), from: Label::PostGetpc(0), hi });
        let mut p = Program::default();
        p.label(0);
        p.inst("s_getpc_b64", false, &[src(Opd::Reg { code: 8, n: 2 })], Mods::default());
        p.lines.push(Line::Label(Label::PostGetpc(0)));
        p.inst("s_add_u32", false, &[s8, s8, dist(false)], Mods::default());
        p.inst("s_addc_u32", false, &[s9, s9, dist(true)], Mods::default());
        p.inst("s_setpc_b64", false, &[src(Opd::Reg { code: 8, n: 2 })], Mods::default());
        assert_eq!(assemble_program(Gfx::Gfx942, &p).unwrap().code, a.code[..24]);
        for bad in ["(.Lb-.Lpc)&65535", "(.Lb+.Lpc)>>32", "(.Lb-.Lpc)>>31", "(.Lb-.Lnone)>>32", "-(.Lb-.Lpc)>>32"] {
            assert!(assemble(Gfx::Gfx90a, &format!(".Lb:\n.Lpc:\ns_add_u32 s8, s8, {bad}\n")).is_err(), "{bad}");
        }
        assert!(assemble(Gfx::Gfx90a, ".Lb:\n.Lpc:\ns_add_u32 s8, 0x1234, (.Lb-.Lpc)>>32\n").is_err());
        let mut far = Program::default();
        far.label(0);
        for _ in 0..40_000 {
            far.inst("s_nop", false, &[src(Opd::Imm(0))], Mods::default());
        }
        far.inst("s_branch", false, &[src(Opd::Label(Label::Block(0)))], Mods::default());
        assert!(assemble_program(Gfx::Gfx1100, &far).unwrap_err().branch_out_of_range());
        let (starts, len) = layout(Gfx::Gfx1100, &far).unwrap();
        assert_eq!((starts.len(), starts[1], starts[40_001], len), (40_002, 0, 160_000, 160_004));
    }

    #[test]
    fn the_eight_byte_search_finds_the_first_match() {
        let text = b"  v_mov_b32 v1, v2 ; comment\n\n;x\nabcdefghijklmnop;qrstuvwxyz\n";
        for from in 0..text.len() {
            for end in from..=text.len() {
                let b = &text[..end];
                let naive = (from..b.len()).find(|&k| b[k] == b'\n' || b[k] == b';');
                assert_eq!(find2(b, from, b'\n', b';'), naive, "{from} {end}");
            }
        }
    }

    #[test]
    fn the_word_end_is_the_first_blank_newline_or_comment() {
        let text = b"v_cndmask_b32_e64 v1\tx;y\r\nlabel:\n.Lend: ;\x01z\x7f\xc3\xa9ab";
        for from in 0..text.len() {
            let naive = (from..text.len()).find(|&k| text[k] <= b' ' || text[k] == b';').unwrap_or(text.len());
            assert_eq!(word_end(text, from), naive, "{from}");
        }
    }

    #[test]
    fn a_few_encodings() {
        let hex = |g, l| encode_line(g, l).unwrap().iter().map(|b| format!("{b:02x}")).collect::<String>();
        assert_eq!(hex(Gfx::Gfx942, "s_mov_b32 s0, 0x3f800000"), "f20080be");
        assert_eq!(hex(Gfx::Gfx942, "v_add_u32 v3, v22, 1"), "030034d116030100");
        assert_eq!(hex(Gfx::Gfx942, "s_waitcnt vmcnt(0)"), "700f8cbf");
        assert_eq!(hex(Gfx::Gfx1100, "s_load_b32 s3, s[0:1], 0x10"), "c00000f4100000f8");
    }
}
