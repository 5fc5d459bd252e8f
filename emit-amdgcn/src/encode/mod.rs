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
//!   values, so the code object needs no text read back. [`assemble`] still
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
//!
//! Parts: this file holds the entry points, the [`Program`] the emitter hands over, the
//! operand types and the assembler (labels and the patching of branches and distances);
//! `text` reads assembly text into the same form, `constants` says which values are inline
//! constants in which operand width, `families` encodes each family's words, `opcodes`
//! is the table of mnemonics and `shape` what each mnemonic's name says about its operands.

mod constants;
mod families;
mod opcodes;
mod shape;
#[cfg(test)]
mod tests;
mod text;

pub use text::{encode_line, kernels, special};

use smallvec::SmallVec;
use tessera_isel::amdgcn::Gfx;
use text::assemble_to;

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
    /// The FLAT format's scratch segment (`scratch_load*` / `scratch_store*`): a lane's private
    /// memory, the spill area past the registers.
    Scratch,
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
