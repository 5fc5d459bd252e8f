//! tessera-regalloc: register allocation of a [`VCode`] through regalloc2 (0.15, Ion), and back.
//!
//! ```text
//!   VCode<I> ──build──▶ Func (regalloc2::Function) ──regalloc2::run──▶ Output (allocs, edits)
//!                        blocks in RPO, entry first                      │ (checker, if asked)
//!                        critical edges split                            ▼
//!                        one terminator pseudo-inst per block    Allocated<I>: blocks of Items
//!                                                                 (I with physical operands, Moves)
//! ```
//!
//! # What regalloc2 can and cannot express
//!
//! regalloc2 knows three register classes (`Int`, `Float`, `Vector`) of at most 64 registers each,
//! numbered by `hw_enc` 0..64, and no register tuples: a value occupies exactly one register of
//! its class. A target therefore maps each class onto a disjoint, uniformly shaped part of its
//! register file. The intended AMDGCN mapping (owned by the emitter, not by this crate):
//!
//! - `Int`: uniform values in SGPRs as aligned pairs, `hw_enc` k = `s[2k:2k+1]`. 64-bit values
//!   (addresses) fit; a 32-bit uniform value wastes the upper half.
//! - `Float`: per-lane 32-bit values in single VGPRs, `hw_enc` k = `v[k]`.
//! - `Vector`: per-lane 64-bit values in aligned VGPR pairs above the `Float` part.
//!
//! The price: the VGPR file is split between `Float` and `Vector` statically (per kernel, by
//! [`RegFile`]) instead of shared; and half an SGPR pair is wasted per 32-bit uniform value.
//! Anything wider than a pair (a 16-byte access's data, matrix operands) is several values to
//! the allocator, each fixed to one of consecutive registers for the instruction that needs
//! them together (see Operands below): regalloc2 then keeps each value in its register for as
//! long as nothing else claims it, or moves it there and away. The target picks the
//! registers (and must map consecutive `hw_enc`s to consecutive hardware registers).
//!
//! [`RegFile`] says how many registers of each class are allocatable (`hw_enc` 0..n). Spill
//! slots ([`Loc::Slot`]) are numbered per function; the target maps them to spare VGPRs (an
//! `Int` slot to lanes of a VGPR through `v_writelane`/`v_readlane`), and past its register
//! file to scratch memory (AMDGCN's emitter, `Regs::slot`). Slots are 1 unit for `Int` and
//! `Float` and 2 (aligned) for `Vector`.
//!
//! # Matrix-core operands and the unified register file (gfx90a, gfx942, gfx1100)
//!
//! MFMA and WMMA take A, B, C and D as runs of consecutive, even-aligned VGPRs: A and B 1, 2
//! or 8 registers, C and D 4 (16x16 MFMA), 8 (WMMA) or 16 (32x32 MFMA). They are modelled
//! with the same fixed-unit technique as 16-byte accesses: each 32-bit part is its own `Float`
//! value, and the instruction fixes part k of a tuple to unit `first + k` ([`RegUse::FixedUse`]
//! for A, B and C, [`RegUse::FixedDef`] for D in C's units, so the accumulation is in place).
//! The isel (`tessera_isel::amdgcn::matrix`) hands out the units: C slots at 4, 8, 12, 16 for
//! a dot's tiles in turn (16x16; every other dot 48-60), the one slot 4-19 (32x32; or 48-63)
//! or 4 and 12 (WMMA); A at 20-23, B at 24-27 (MFMA's paired reads of two K steps; WMMA:
//! 20-27, 28-35). A dot's accumulator that stays in its slot from one K step to the next costs
//! nothing; one that shares a slot with another tile (more tiles per wave than slots) is
//! moved out and back by regalloc2, and so is an A or B part that is still live when the next
//! step claims its unit (the moves counted in docs/benchmarks.md include both).
//!
//! The AGPR half of CDNA's unified 512-register file is not a class of its own: regalloc2 0.15
//! has three classes of at most 64 registers and all three are taken (SGPR pairs, VGPRs, VGPR
//! pairs), so the accumulators stay in VGPRs (on gfx90a and gfx942 an MFMA may read and write
//! either). What the AGPRs hold is the spill area: its slots follow the allocated VGPRs and,
//! past v255, continue in a0.. (`v_accvgpr_write_b32` to spill, `v_accvgpr_read_b32` to
//! reload, one VALU instruction each, as a VGPR slot's `v_mov_b32` is; the emitter's
//! `Regs::slot`). Past the 512 registers on CDNA (256 on gfx1100, which has no AGPRs) the
//! slots are dwords of scratch memory on gfx942 and gfx1100 (`scratch_store`/`scratch_load`);
//! gfx90a is held to its registers, an SGPR's slot (lanes of a VGPR) to the VGPRs, and the
//! emitter reports a kernel that needs more as a clear error. The cost is occupancy, where a
//! kernel's spill area reaches past v255 into the AGPRs, and memory traffic past that. Accumulators in AGPRs of their own (a fourth class) would move the
//! spills off the MFMA's critical path; not done.
//!
//! The cost of this design, per kernel: the moves regalloc2 makes around the fixed units (an
//! accumulator or operand part still live when the next step claims its unit), and the spill
//! traffic of the 64-unit classes, which is heaviest on gfx1100, where a wave32 holds twice the
//! elements per lane and the spill slots are VGPRs past the allocated ones. The static counts
//! of the matrix-core examples and of random dots (`tests/amdgcn_mfma.rs::matrix_register_cost`)
//! are in docs/benchmarks.md#register-allocation-cost-of-the-matrix-core-code.

//! # Spill slots
//!
//! regalloc2 numbers spill slots itself and reuses one only when a few probes find it free, so
//! a kernel that spills a lot gets several times the slots it ever holds at once. [`allocate`]
//! renumbers them afterwards (the private module `slots`: liveness over the allocated blocks,
//! greedy colouring), which on AMDGCN, where every slot is a register, saves registers wherever
//! a kernel spills a lot (the figures:
//! docs/benchmarks.md#register-allocation-cost-of-the-matrix-core-code). `slots=regalloc2`
//! (`AllocOptions::compact_slots`) keeps regalloc2's numbering, for A/B comparisons. (The AMDGCN
//! emitter also tries files cut to the pressure, `tessera_emit_amdgcn::allocate`.)
//!
//! # Operands
//!
//! Every operand is given a register: [`RegUse::Use`] is an early use, [`RegUse::Def`] a late
//! def (may share a register with a use), [`RegUse::EarlyDef`] an early def (shares with no
//! operand), [`RegUse::FixedDef`]`(n)` a late def in register `n`, [`RegUse::EarlyFixedDef`]`(n)`
//! an early one, [`RegUse::FixedUse`]`(n)` a use in register `n`; fixed registers must be
//! allocatable. Fixed operands are how a target gets register tuples (several values in
//! consecutive registers, as a 16-byte load writes them) out of an allocator that has none: it
//! fixes the parts to consecutive registers, and regalloc2 keeps each value there for as long
//! as nothing else claims the register, or moves it out and back in.
//! Values that do not fit come and go through [`Item::Move`]s from regalloc2's edits. After
//! allocation, each operand of an [`Item::Inst`] holds the regalloc2 `PReg` index of its
//! register, decoded by [`phys`].
//!
//! Input that is not SSA, or malformed (a missing block or register, an argument count or class
//! that does not match, an instruction needing more registers at once than its class has) is
//! an [`AllocError`], never a panic: regalloc2 may panic on impossible constraints, so those
//! are checked first, and a panic left over is caught and returned as an error.
//!
//! # Control flow
//!
//! Blocks are laid out in reverse postorder from the entry, `then` before `otherwise`;
//! unreachable blocks are dropped. regalloc2 needs the last instruction of a block to be a
//! branch or return, so each block gets one terminator pseudo-instruction, whose only operand is
//! a branch's condition. Block arguments are regalloc2 branch block-params. regalloc2 also needs
//! no critical edges: an edge from a block with several successors to one with several
//! predecessors (the entry counts one extra) gets a new block that only jumps, carrying the
//! arguments. After allocation an edge block that received no moves is removed again and its
//! branch goes straight to the target. Labels are stable: a block of the input keeps its index,
//! an edge block gets a label past the last one.
//!
//! # Cost
//!
//! [`Stats`] give the allocation's cost per kernel, counted statically (once per place in the
//! code, not per execution): register-to-register moves (block arguments, fixed registers,
//! live-range splits), spills (register to slot) and reloads (slot to register); and the highest
//! register used per class, which sets the kernel's register count and so its occupancy.

mod slots;

use cranelift_entity::EntityRef;
pub use regalloc2::RegClass;
use regalloc2::{
    Allocation, Edit, Function, InstOrEdit, InstRange, MachineEnv, Operand, OperandConstraint, OperandKind, OperandPos,
    PReg, PRegSet, RegallocOptions,
};
use std::collections::HashMap;
use std::fmt;
use tessera_isel::vcode::{Block, MachInst, RegUse, Term, VCode, VReg};

/// The allocatable registers: for each regalloc2 class (indexed by `RegClass as usize`: Int,
/// Float, Vector), `hw_enc` 0..n are allocatable, n <= 64.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RegFile {
    pub allocatable: [u8; 3],
}

/// A function after allocation.
#[derive(Clone, Debug)]
pub struct Allocated<I> {
    /// In emission order, entry first; includes the edge blocks that needed moves.
    pub blocks: Vec<ABlock<I>>,
    /// Number of spill slot units used ([`Loc::Slot`] indices are below it).
    pub spill_slots: usize,
    pub stats: Stats,
}

/// A block after allocation.
#[derive(Clone, Debug)]
pub struct ABlock<I> {
    /// Unique and stable: an input block's index, or past the last for an edge block.
    pub label: u32,
    pub items: Vec<Item<I>>,
    pub term: ATerm,
}

/// What a block holds, in order.
#[derive(Clone, Debug, PartialEq)]
pub enum Item<I> {
    /// An instruction whose operands are physical registers (see [`phys`]).
    Inst(I),
    /// A copy that regalloc2 inserted: register to register, spill (register to slot) or
    /// reload (slot to register); never slot to slot.
    Move { class: RegClass, from: Loc, to: Loc },
}

/// Where a value is at a move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Loc {
    /// `hw_enc` within the class.
    Reg(u8),
    /// Spill slot index; a `Vector` value occupies this slot and the next.
    Slot(u32),
}

/// How an allocated block ends; targets are labels.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ATerm {
    Jump(u32),
    /// `cond` is the register (`hw_enc`) of the condition in its class, the class of the input
    /// block's condition (`label` is that block's index).
    Branch {
        cond: u8,
        then: u32,
        otherwise: u32,
    },
    Return,
}

/// Static counts over the allocated function (see the module docs).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Register to register.
    pub moves: usize,
    /// Register to slot.
    pub spills: usize,
    /// Slot to register.
    pub reloads: usize,
    /// Highest `hw_enc` used per class, by an operand or a move.
    pub max_reg: [Option<u8>; 3],
}

/// Why allocation failed.
#[derive(Debug, thiserror::Error)]
pub enum AllocError {
    /// Checked here before regalloc2 sees the code: structure, classes, register demand.
    #[error("malformed VCode: {0}")]
    Malformed(String),
    #[error("{vreg} is not in SSA form at {at}: defined twice, or used where no definition dominates")]
    NotSsa { vreg: VReg, at: String },
    /// A block argument not defined on some path from the entry (regalloc2's `EntryLivein`).
    #[error("a value is used on a path from the entry that does not define it")]
    LiveIn,
    #[error("more values need a register at one point than there are registers")]
    TooManyLiveRegs,
    /// Any other error from regalloc2 (it should not happen after our checks).
    #[error("regalloc2 rejected the code: {0}")]
    Regalloc(regalloc2::RegAllocError),
    /// The checker found the allocation wrong: a bug here or in regalloc2.
    #[error("regalloc2's checker rejected the allocation: {0}")]
    Checker(String),
    #[error("internal error in register allocation: {0}")]
    Internal(String),
}

impl fmt::Display for Loc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Loc::Reg(r) => write!(f, "r{r}"),
            Loc::Slot(s) => write!(f, "slot{s}"),
        }
    }
}

impl<I: fmt::Debug> fmt::Display for Allocated<I> {
    /// A listing for debugging and `--print-after regalloc`: instruction operands, moves and
    /// branch conditions all print as `r` and the regalloc2 `PReg` index (class * 64 + `hw_enc`,
    /// see [`phys`]); spill slots as `slot`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for b in &self.blocks {
            writeln!(f, "L{}:", b.label)?;
            for item in &b.items {
                match item {
                    Item::Inst(i) => writeln!(f, "  {}", physical_operands(&format!("{i:?}")))?,
                    Item::Move { class, from, to } => writeln!(f, "  move.{class:?} {to}, {from}")?,
                }
            }
            match b.term {
                ATerm::Jump(t) => writeln!(f, "  jump L{t}")?,
                ATerm::Branch { cond, then, otherwise } => writeln!(f, "  br r{cond}, L{then}, L{otherwise}")?,
                ATerm::Return => writeln!(f, "  return")?,
            }
        }
        Ok(())
    }
}

/// An allocated instruction's `Debug` text with each operand (`v` and the encoded number, as
/// `VReg` prints) rewritten as `r` and its `PReg` index.
fn physical_operands(debug: &str) -> String {
    let mut out = String::with_capacity(debug.len());
    let mut rest = debug;
    while let Some(at) = rest.find('v') {
        let digits = rest[at + 1..].bytes().take_while(u8::is_ascii_digit).count();
        let word_start = at == 0 || !rest.as_bytes()[at - 1].is_ascii_alphanumeric() && rest.as_bytes()[at - 1] != b'_';
        out.push_str(&rest[..at]);
        match rest[at + 1..at + 1 + digits].parse::<u32>() {
            Ok(n) if word_start => out.push_str(&format!("r{}", n & 0xff)),
            _ => out.push_str(&rest[at..at + 1 + digits]),
        }
        rest = &rest[at + 1 + digits..];
    }
    out.push_str(rest);
    out
}

/// Decodes an operand of an allocated [`Item::Inst`]: its class and `hw_enc`.
pub fn phys(v: VReg) -> (RegClass, u8) {
    let p = PReg::from_index(v.index() & 0xff);
    (p.class(), p.hw_enc() as u8)
}

/// The virtual register an operand of an allocated [`Item::Inst`] had before allocation (so
/// that an emitter can see its target class: a 32- or 64-bit value in the same unit).
pub fn original(v: VReg) -> VReg {
    VReg::from_u32(v.as_u32() >> 8)
}

/// How [`allocate`] runs.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AllocOptions {
    /// regalloc2 validates SSA form first and its checker verifies the result.
    pub check: bool,
    /// Spill slots compacted after allocation (`slots`); off keeps regalloc2's
    /// (`CodegenOptions::compact_slots`).
    pub compact_slots: bool,
}

impl AllocOptions {
    /// The default allocation, checked or not.
    pub fn checked(check: bool) -> AllocOptions {
        AllocOptions { check, compact_slots: true }
    }
}

/// Allocates registers for `code`, mapping each of its classes to a regalloc2 class with
/// `class_of`, as `opts` says.
pub fn allocate<I: MachInst>(
    code: &VCode<I>,
    regs: &RegFile,
    class_of: impl Fn(I::Class) -> RegClass,
    opts: AllocOptions,
) -> Result<Allocated<I>, AllocError> {
    let check = opts.check;
    if let Some(n) = regs.allocatable.iter().find(|&&n| n > 64) {
        return Err(AllocError::Malformed(format!("{n} allocatable registers in a class, at most 64")));
    }
    if code.vregs.len() >= 1 << 24 {
        return Err(AllocError::Malformed(format!("{} registers, at most 2^24", code.vregs.len())));
    }
    let classes: Vec<RegClass> = code.vregs.values().map(|&c| class_of(c)).collect();
    let (func, machine) = Func::build(code, regs, &classes)?;
    let env = machine_env(regs);
    let options = RegallocOptions { validate_ssa: check, algorithm: regalloc2::Algorithm::Ion, verbose_log: false };
    CTX.with_borrow_mut(|ctx| {
        // regalloc2 documents that impossible constraints may panic rather than fail; the
        // checks in `build` should rule those out, and this turns any left into an error.
        let ran = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            regalloc2::run_with_ctx(&func, &env, &options, ctx).map(|_| ())
        }));
        let ran = ran.map_err(|p| {
            *ctx = regalloc2::Ctx::default();
            AllocError::Internal(format!("regalloc2 panicked: {}", panic_message(&*p)))
        })?;
        ran.map_err(|e| func.error(e))?;
        let out = &ctx.output;
        if check {
            let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                let mut checker = regalloc2::checker::Checker::new(&func, &env);
                checker.prepare(out);
                checker.run()
            }));
            match result {
                Ok(Ok(())) => {}
                Ok(Err(e)) => return Err(AllocError::Checker(format!("{e:?}"))),
                Err(p) => return Err(AllocError::Internal(format!("checker panicked: {}", panic_message(&*p)))),
            }
        }
        let mut a = func.rewrite(out, machine, code.blocks.len() as u32)?;
        if opts.compact_slots {
            slots::compact(&mut a);
        }
        Ok(a)
    })
}

thread_local! {
    /// regalloc2's working memory, kept between allocations on a thread (regalloc2 resets it
    /// at the start of each run; after a panic it is replaced).
    static CTX: std::cell::RefCell<regalloc2::Ctx> = std::cell::RefCell::new(regalloc2::Ctx::default());
}

fn panic_message(p: &(dyn std::any::Any + Send)) -> &str {
    p.downcast_ref::<&str>().copied().or_else(|| p.downcast_ref::<String>().map(|s| s.as_str())).unwrap_or("?")
}

fn machine_env(regs: &RegFile) -> MachineEnv {
    let mut preferred = [PRegSet::empty(); 3];
    for (c, class) in [RegClass::Int, RegClass::Float, RegClass::Vector].into_iter().enumerate() {
        for hw in 0..regs.allocatable[c] as usize {
            preferred[c].add(PReg::new(hw, class));
        }
    }
    MachineEnv {
        preferred_regs_by_class: preferred,
        non_preferred_regs_by_class: [PRegSet::empty(); 3],
        scratch_by_class: [None; 3],
        fixed_stack_slots: vec![],
    }
}

/// regalloc2's view of the code. Instructions are numbered across blocks in layout order;
/// `machine` (returned beside it) holds the target instructions in that order.
struct Func {
    blocks: Vec<FBlock>,
    insts: Vec<FInst>,
    operands: Vec<Operand>,
    num_vregs: usize,
}

struct FBlock {
    label: u32,
    insts: InstRange,
    params: Vec<regalloc2::VReg>,
    succs: Vec<regalloc2::Block>,
    preds: Vec<regalloc2::Block>,
    /// Block arguments, one list per successor.
    args: Vec<Vec<regalloc2::VReg>>,
}

struct FInst {
    kind: Kind,
    operands: (u32, u32),
}

#[derive(Copy, Clone, PartialEq)]
enum Kind {
    /// The i-th instruction of an input block.
    Machine(Block, usize),
    /// A Jump (one successor) or Branch (two, and the condition as operand).
    Branch,
    Return,
}

/// A block of the layout: an input block, or one splitting the edge to successor `succ` of `from`.
enum Node {
    Input(Block),
    Edge { from: Block, succ: usize },
}

fn targets(term: &Term) -> Vec<(Block, &[VReg])> {
    match term {
        Term::Jump(b, args) => vec![(*b, args)],
        Term::Branch { then, otherwise, .. } => vec![(then.0, &then.1), (otherwise.0, &otherwise.1)],
        Term::Return => vec![],
    }
}

impl Func {
    fn build<I: MachInst>(code: &VCode<I>, regs: &RegFile, classes: &[RegClass]) -> Result<(Func, Vec<I>), AllocError> {
        let malformed = |s: String| AllocError::Malformed(s);
        if code.blocks.get(code.entry).is_none() {
            return Err(malformed(format!("entry block {} does not exist", code.entry)));
        }
        if !code.blocks[code.entry].params.is_empty() {
            return Err(malformed(format!("entry block {} has parameters", code.entry)));
        }
        // Reverse postorder, visiting `otherwise` first so that `then` comes first.
        let mut postorder = vec![];
        let mut seen = vec![false; code.blocks.len()];
        let mut stack = vec![(code.entry, 0)];
        seen[code.entry.index()] = true;
        while let Some((b, next)) = stack.pop() {
            let succs = targets(&code.blocks[b].term);
            if let Some((t, _)) = succs.iter().rev().nth(next) {
                stack.push((b, next + 1));
                if code.blocks.get(*t).is_none() {
                    return Err(malformed(format!("{b} branches to {t}, which does not exist")));
                }
                if !std::mem::replace(&mut seen[t.index()], true) {
                    stack.push((*t, 0));
                }
            } else {
                postorder.push(b);
            }
        }
        let rpo: Vec<Block> = postorder.into_iter().rev().collect();

        // Split critical edges; number the layout.
        let mut npreds = vec![0usize; code.blocks.len()];
        npreds[code.entry.index()] = 1;
        for &b in &rpo {
            for (t, _) in targets(&code.blocks[b].term) {
                npreds[t.index()] += 1;
            }
        }
        let mut layout = vec![];
        let mut index_of = vec![u32::MAX; code.blocks.len()];
        let mut edge_index = HashMap::new();
        for &b in &rpo {
            index_of[b.index()] = layout.len() as u32;
            layout.push(Node::Input(b));
            let succs = targets(&code.blocks[b].term);
            for (k, (t, _)) in succs.iter().enumerate() {
                if succs.len() > 1 && npreds[t.index()] > 1 {
                    edge_index.insert((b, k), layout.len() as u32);
                    layout.push(Node::Edge { from: b, succ: k });
                }
            }
        }

        let rv = |v: VReg| -> Result<regalloc2::VReg, AllocError> {
            let class =
                *classes.get(v.index()).ok_or_else(|| malformed(format!("{v} is not a register of the VCode")))?;
            if regs.allocatable[class as usize] == 0 {
                return Err(malformed(format!("{v} is in class {class:?}, which has no allocatable registers")));
            }
            Ok(regalloc2::VReg::new(v.index(), class))
        };
        let rvs = |vs: &[VReg]| vs.iter().map(|&v| rv(v)).collect::<Result<Vec<_>, _>>();
        let block = |i: u32| regalloc2::Block::new(i as usize);

        let mut func = Func { blocks: vec![], insts: vec![], operands: vec![], num_vregs: classes.len() };
        let mut machine = vec![];
        let mut next_edge_label = code.blocks.len() as u32;
        let mut ops = vec![];
        for node in &layout {
            let first = regalloc2::Inst::new(func.insts.len());
            let fblock = match *node {
                Node::Input(b) => {
                    let data = &code.blocks[b];
                    for (i, inst) in data.insts.iter().enumerate() {
                        let mut inst = inst.clone();
                        ops.clear();
                        let mut err = None;
                        inst.visit_regs(&mut |v, u| match rv(*v) {
                            Ok(v) => ops.push((v, u)),
                            Err(e) => err = err.take().or(Some(e)),
                        });
                        if let Some(e) = err {
                            return Err(e);
                        }
                        check_demand(&ops, regs).map_err(|e| malformed(format!("instruction {i} of {b}: {e}")))?;
                        let start = func.operands.len() as u32;
                        func.operands.extend(ops.iter().map(|&(v, u)| operand(v, u)));
                        func.insts
                            .push(FInst { kind: Kind::Machine(b, i), operands: (start, func.operands.len() as u32) });
                        machine.push(inst);
                    }
                    let start = func.operands.len() as u32;
                    if let Term::Branch { cond, .. } = data.term {
                        func.operands.push(Operand::reg_use(rv(cond)?));
                    }
                    let kind = if data.term == Term::Return { Kind::Return } else { Kind::Branch };
                    func.insts.push(FInst { kind, operands: (start, func.operands.len() as u32) });
                    let (mut succs, mut args) = (vec![], vec![]);
                    for (k, (t, a)) in targets(&data.term).into_iter().enumerate() {
                        if a.len() != code.blocks[t].params.len() {
                            let n = code.blocks[t].params.len();
                            return Err(malformed(format!("{b} passes {} arguments to {t}, which takes {n}", a.len())));
                        }
                        for (&arg, &param) in a.iter().zip(&code.blocks[t].params) {
                            if rv(arg)?.class() != rv(param)?.class() {
                                return Err(malformed(format!("{b} passes {arg} to {param} of {t}, of another class")));
                            }
                        }
                        if let Some(&e) = edge_index.get(&(b, k)) {
                            succs.push(block(e));
                            args.push(vec![]);
                        } else {
                            succs.push(block(index_of[t.index()]));
                            args.push(rvs(a)?);
                        }
                    }
                    FBlock {
                        label: b.index() as u32,
                        insts: InstRange::new(first, regalloc2::Inst::new(func.insts.len())),
                        params: rvs(&data.params)?,
                        succs,
                        preds: vec![],
                        args,
                    }
                }
                Node::Edge { from, succ } => {
                    let (t, a) = targets(&code.blocks[from].term)[succ];
                    func.insts.push(FInst { kind: Kind::Branch, operands: (0, 0) });
                    next_edge_label += 1;
                    let (succs, args) = (vec![block(index_of[t.index()])], vec![rvs(a)?]);
                    FBlock {
                        label: next_edge_label - 1,
                        insts: InstRange::new(first, regalloc2::Inst::new(func.insts.len())),
                        params: vec![],
                        succs,
                        preds: vec![],
                        args,
                    }
                }
            };
            func.blocks.push(fblock);
        }
        for b in 0..func.blocks.len() {
            for s in func.blocks[b].succs.clone() {
                func.blocks[s.index()].preds.push(regalloc2::Block::new(b));
            }
        }
        Ok((func, machine))
    }

    /// Turns a regalloc2 error into ours, naming the input's registers and blocks.
    fn error(&self, e: regalloc2::RegAllocError) -> AllocError {
        use regalloc2::RegAllocError as E;
        match e {
            E::SSA(v, inst) => {
                let at = match self.insts.get(inst.index()).map(|i| i.kind) {
                    Some(Kind::Machine(b, i)) => format!("instruction {i} of {b}"),
                    Some(_) => "a terminator".to_string(),
                    None => "a block parameter".to_string(),
                };
                AllocError::NotSsa { vreg: VReg::new(v.vreg()), at }
            }
            E::EntryLivein => AllocError::LiveIn,
            E::TooManyLiveRegs => AllocError::TooManyLiveRegs,
            e => AllocError::Regalloc(e),
        }
    }

    /// Builds the allocated blocks from regalloc2's output.
    fn rewrite<I: MachInst>(
        &self,
        out: &regalloc2::Output,
        machine: Vec<I>,
        num_input: u32,
    ) -> Result<Allocated<I>, AllocError> {
        let internal = |what: &str| AllocError::Internal(what.to_string());
        let mut stats = Stats::default();
        let mut machine = machine.into_iter();
        let mut blocks = vec![];
        for (b, fblock) in self.blocks.iter().enumerate() {
            let mut items = vec![];
            let mut term = ATerm::Return;
            let label = |s: &regalloc2::Block| self.blocks[s.index()].label;
            for item in out.block_insts_and_edits(self, regalloc2::Block::new(b)) {
                match item {
                    InstOrEdit::Edit(Edit::Move { from, to }) => {
                        if from == to {
                            continue;
                        }
                        let class =
                            from.as_reg().or(to.as_reg()).ok_or_else(|| internal("a slot-to-slot move"))?.class();
                        let (from, to) = (loc(*from, &mut stats)?, loc(*to, &mut stats)?);
                        match (from, to) {
                            (Loc::Reg(_), Loc::Reg(_)) => stats.moves += 1,
                            (Loc::Reg(_), Loc::Slot(_)) => stats.spills += 1,
                            _ => stats.reloads += 1,
                        }
                        items.push(Item::Move { class, from, to });
                    }
                    InstOrEdit::Inst(i) => {
                        let allocs = out.inst_allocs(i);
                        let mut pregs = vec![];
                        for a in allocs {
                            let p = a.as_reg().ok_or_else(|| internal("an operand not in a register"))?;
                            note(&mut stats, p);
                            pregs.push(p);
                        }
                        match self.insts[i.index()].kind {
                            Kind::Machine(..) => {
                                let mut inst = machine.next().ok_or_else(|| internal("instructions out of step"))?;
                                let mut k = 0;
                                inst.visit_regs(&mut |v, _| {
                                    if let Some(p) = pregs.get(k) {
                                        *v = VReg::from_u32(p.index() as u32 | v.as_u32() << 8);
                                    }
                                    k += 1;
                                });
                                if k != pregs.len() {
                                    return Err(internal("visit_regs listed a different number of operands"));
                                }
                                items.push(Item::Inst(inst));
                            }
                            Kind::Return => term = ATerm::Return,
                            Kind::Branch => {
                                term = match (&fblock.succs[..], pregs.first()) {
                                    ([s], None) => ATerm::Jump(label(s)),
                                    ([t, o], Some(c)) => {
                                        ATerm::Branch { cond: c.hw_enc() as u8, then: label(t), otherwise: label(o) }
                                    }
                                    _ => return Err(internal("a terminator with unexpected successors")),
                                }
                            }
                        }
                    }
                }
            }
            blocks.push(ABlock { label: fblock.label, items, term });
        }

        // Edge blocks that got no moves go away: their branch goes straight to the target.
        let forward: HashMap<u32, u32> = blocks
            .iter()
            .filter_map(|b| match b.term {
                ATerm::Jump(t) if b.label >= num_input && b.items.is_empty() => Some((b.label, t)),
                _ => None,
            })
            .collect();
        blocks.retain(|b| !forward.contains_key(&b.label));
        let fwd = |l: u32| forward.get(&l).copied().unwrap_or(l);
        for b in &mut blocks {
            b.term = match b.term {
                ATerm::Jump(t) => ATerm::Jump(fwd(t)),
                ATerm::Branch { cond, then, otherwise } => {
                    ATerm::Branch { cond, then: fwd(then), otherwise: fwd(otherwise) }
                }
                ATerm::Return => ATerm::Return,
            };
        }
        Ok(Allocated { blocks, spill_slots: out.num_spillslots, stats })
    }
}

impl Function for Func {
    fn num_insts(&self) -> usize {
        self.insts.len()
    }
    fn num_blocks(&self) -> usize {
        self.blocks.len()
    }
    fn entry_block(&self) -> regalloc2::Block {
        regalloc2::Block::new(0)
    }
    fn block_insns(&self, block: regalloc2::Block) -> InstRange {
        self.blocks[block.index()].insts
    }
    fn block_succs(&self, block: regalloc2::Block) -> &[regalloc2::Block] {
        &self.blocks[block.index()].succs
    }
    fn block_preds(&self, block: regalloc2::Block) -> &[regalloc2::Block] {
        &self.blocks[block.index()].preds
    }
    fn block_params(&self, block: regalloc2::Block) -> &[regalloc2::VReg] {
        &self.blocks[block.index()].params
    }
    fn is_ret(&self, insn: regalloc2::Inst) -> bool {
        self.insts[insn.index()].kind == Kind::Return
    }
    fn is_branch(&self, insn: regalloc2::Inst) -> bool {
        self.insts[insn.index()].kind == Kind::Branch
    }
    fn branch_blockparams(&self, block: regalloc2::Block, _: regalloc2::Inst, succ_idx: usize) -> &[regalloc2::VReg] {
        &self.blocks[block.index()].args[succ_idx]
    }
    fn inst_operands(&self, insn: regalloc2::Inst) -> &[Operand] {
        let (start, end) = self.insts[insn.index()].operands;
        &self.operands[start as usize..end as usize]
    }
    fn inst_clobbers(&self, _: regalloc2::Inst) -> PRegSet {
        PRegSet::empty()
    }
    fn num_vregs(&self) -> usize {
        self.num_vregs
    }
    fn spillslot_size(&self, class: RegClass) -> usize {
        match class {
            RegClass::Vector => 2,
            RegClass::Int | RegClass::Float => 1,
        }
    }
}

fn operand(v: regalloc2::VReg, u: RegUse) -> Operand {
    match u {
        RegUse::Use => Operand::reg_use(v),
        RegUse::Def => Operand::reg_def(v),
        RegUse::EarlyDef => Operand::reg_def_at_start(v),
        RegUse::FixedDef(n) => Operand::reg_fixed_def(v, PReg::new(n as usize, v.class())),
        RegUse::EarlyFixedDef(n) => Operand::new(
            v,
            OperandConstraint::FixedReg(PReg::new(n as usize, v.class())),
            OperandKind::Def,
            OperandPos::Early,
        ),
        RegUse::FixedUse(n) => Operand::reg_fixed_use(v, PReg::new(n as usize, v.class())),
    }
}

/// Checks that one instruction's operands fit the register file, which regalloc2 assumes:
/// per class, distinct uses and early defs at its start, defs and early defs at its end, and
/// fixed registers allocatable and distinct.
fn check_demand(ops: &[(regalloc2::VReg, RegUse)], regs: &RegFile) -> Result<(), String> {
    for class in [RegClass::Int, RegClass::Float, RegClass::Vector] {
        let n = regs.allocatable[class as usize] as usize;
        let (mut uses, mut early, mut late) = (0, 0, 0);
        for (k, &(v, u)) in ops.iter().enumerate() {
            if v.class() != class {
                continue;
            }
            let fixed = match u {
                RegUse::FixedDef(r) | RegUse::EarlyFixedDef(r) | RegUse::FixedUse(r) => Some(r),
                _ => None,
            };
            if let Some(r) = fixed {
                let v = VReg::new(v.vreg());
                if r as usize >= n {
                    return Err(format!("{v} is fixed to {class:?} register {r}, but only {n} are allocatable"));
                }
                // Two operands in one register at the same moment cannot be.
                if ops[..k].iter().any(|&(w, x)| w.class() == class && fixed_at(x, r) & fixed_at(u, r) != 0) {
                    return Err(format!("two operands are fixed to {class:?} register {r}"));
                }
            }
            match u {
                RegUse::Use if !ops[..k].contains(&(v, RegUse::Use)) => uses += 1,
                RegUse::Use => {}
                RegUse::FixedUse(_) => uses += 1,
                RegUse::Def | RegUse::FixedDef(_) => late += 1,
                RegUse::EarlyDef | RegUse::EarlyFixedDef(_) => (early, late) = (early + 1, late + 1),
            }
        }
        let needed = (uses + early).max(late);
        if needed > n {
            return Err(format!("needs {needed} {class:?} registers at once, only {n} are allocatable"));
        }
    }
    Ok(())
}

/// When an operand holds fixed register `r`: bit 0 at the instruction's start, bit 1 at its end.
fn fixed_at(u: RegUse, r: u8) -> u8 {
    match u {
        RegUse::FixedUse(q) if q == r => 1,
        RegUse::FixedDef(q) if q == r => 2,
        RegUse::EarlyFixedDef(q) if q == r => 3,
        _ => 0,
    }
}

fn note(stats: &mut Stats, p: PReg) {
    let max = &mut stats.max_reg[p.class() as usize];
    *max = (*max).max(Some(p.hw_enc() as u8));
}

fn loc(a: Allocation, stats: &mut Stats) -> Result<Loc, AllocError> {
    if let Some(p) = a.as_reg() {
        note(stats, p);
        Ok(Loc::Reg(p.hw_enc() as u8))
    } else if let Some(s) = a.as_stack() {
        Ok(Loc::Slot(s.index() as u32))
    } else {
        Err(AllocError::Internal("a move from or to nowhere".to_string()))
    }
}
