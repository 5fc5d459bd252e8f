//! `VCode`: a target's machine instructions in a control-flow graph of blocks with block
//! parameters, over virtual registers. Lane expansion produces it; PTX emission prints it with
//! its virtual registers; the AMDGCN path allocates registers on it.
//!
//! ```text
//!   VCode<I> { blocks: [Block { params: [VReg], insts: [I], term: Term }], vregs: [class] }
//!   Term: Jump(block, args) | Branch { cond, then: (block, args), else: (block, args) } | Return
//! ```
//!
//! Branches are shared across targets (`Term`); everything else is the target's `I`. Each
//! instruction lists its registers through one visitor, [`MachInst::visit_regs`], which both
//! collects operands (for the allocator, for printing) and rewrites them (after allocation), so
//! the two can never drift apart.

use cranelift_entity::{entity_impl, PrimaryMap};
use std::fmt;

/// A virtual register.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VReg(u32);
entity_impl!(VReg, "v");

/// A basic block.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Block(u32);
entity_impl!(Block, "bb");

/// Whether an instruction reads or writes a register, and what the allocator must respect.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RegUse {
    Use,
    /// Written after every use is read: may share a register with a use.
    Def,
    /// Written while uses are still to be read (an instruction that expands to several machine
    /// instructions, or a scratch register it needs): never shares a register with a use.
    EarlyDef,
    /// Written in physical register `n` of its class: by the hardware before the kernel
    /// starts, or as a part of a register tuple.
    FixedDef(u8),
    /// An `EarlyDef` in physical register `n` (a part of a tuple written before the uses are
    /// read).
    EarlyFixedDef(u8),
    /// Read from physical register `n` of its class (a part of a register tuple).
    FixedUse(u8),
}

impl RegUse {
    pub fn is_def(self) -> bool {
        !matches!(self, RegUse::Use | RegUse::FixedUse(_))
    }
}

/// What every target's instruction type provides to the shared machinery.
pub trait MachInst: fmt::Debug + Clone {
    /// The target's register classes.
    type Class: Copy + fmt::Debug + PartialEq + Eq;
    /// Calls `f` on every register operand, uses before defs; `f` may rewrite them.
    fn visit_regs(&mut self, f: &mut dyn FnMut(&mut VReg, RegUse));
    /// No effect but its results: removable when they are unused.
    fn is_pure(&self) -> bool;
    /// No effect but its results, and the same results wherever it runs given the same
    /// operands (no memory, no guard, no synchronisation across lanes): `licm` may move it out
    /// of a loop.
    fn hoistable(&self) -> bool {
        false
    }
    /// A per-lane computation with no effect but its result, that `sink` may move later in
    /// its block: nothing it reads or writes besides its operands is live across it (no
    /// memory, no status bits read), and the status bits it may clobber are never left for a
    /// reader across an instruction that [`reads_status`](MachInst::reads_status) would not see.
    fn sinkable(&self, class: &dyn Fn(VReg) -> Self::Class) -> bool {
        let _ = class;
        false
    }
    /// Registers a value of `class` takes, for `sink`'s accounting.
    fn units(class: Self::Class) -> u32 {
        let _ = class;
        1
    }
    /// Reads status bits (a carry, a condition) that the instruction just before it left:
    /// nothing may be placed between the two.
    fn reads_status(&self) -> bool {
        false
    }
    /// Calls `f(use, def)` for each pair of operands the instruction reads and writes in one
    /// register (the accumulator of `wgmma`); `coalesce` joins them where it can.
    fn tied(&self, f: &mut dyn FnMut(VReg, VReg)) {
        let _ = f;
    }
}

/// How a block ends.
#[derive(Clone, Debug, PartialEq)]
pub enum Term {
    Jump(Block, Vec<VReg>),
    /// Branches on a scalar condition register (uniform across the program).
    Branch {
        cond: VReg,
        then: (Block, Vec<VReg>),
        otherwise: (Block, Vec<VReg>),
    },
    Return,
}

#[derive(Clone, Debug)]
pub struct BlockData<I> {
    pub params: Vec<VReg>,
    pub insts: Vec<I>,
    pub term: Term,
    /// The then-edge copies of a `Branch` may run before it (none of the registers they write
    /// is read on the other edge); set by `coalesce` for the PTX emitter.
    pub moves_first: bool,
}

/// A function in machine instructions.
#[derive(Clone, Debug)]
pub struct VCode<I: MachInst> {
    pub blocks: PrimaryMap<Block, BlockData<I>>,
    pub entry: Block,
    pub vregs: PrimaryMap<VReg, I::Class>,
}

impl<I: MachInst> VCode<I> {
    pub fn new() -> Self {
        let mut blocks = PrimaryMap::new();
        let entry = blocks.push(BlockData { params: vec![], insts: vec![], term: Term::Return, moves_first: false });
        VCode { blocks, entry, vregs: PrimaryMap::new() }
    }
    pub fn new_vreg(&mut self, class: I::Class) -> VReg {
        self.vregs.push(class)
    }
    pub fn new_block(&mut self, param_classes: &[I::Class]) -> Block {
        let params = param_classes.iter().map(|&c| self.vregs.push(c)).collect();
        self.blocks.push(BlockData { params, insts: vec![], term: Term::Return, moves_first: false })
    }
    pub fn class(&self, r: VReg) -> I::Class {
        self.vregs[r]
    }
    /// Number of instructions, terminators included.
    pub fn len(&self) -> usize {
        self.blocks.values().map(|b| b.insts.len() + 1).sum()
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl<I: MachInst> Default for VCode<I> {
    fn default() -> Self {
        Self::new()
    }
}

impl<I: MachInst> fmt::Display for VCode<I> {
    /// A debugging listing: blocks with parameters, instructions in `Debug` form, terminators.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list = |v: &[VReg]| v.iter().map(|r| r.to_string()).collect::<Vec<_>>().join(", ");
        for (b, data) in &self.blocks {
            writeln!(f, "{b}({}):", list(&data.params))?;
            for i in &data.insts {
                writeln!(f, "  {i:?}")?;
            }
            match &data.term {
                Term::Jump(t, a) => writeln!(f, "  jump {t}({})", list(a))?,
                Term::Branch { cond, then, otherwise } => {
                    writeln!(f, "  br {cond}, {}({}), {}({})", then.0, list(&then.1), otherwise.0, list(&otherwise.1))?
                }
                Term::Return => writeln!(f, "  return")?,
            }
        }
        Ok(())
    }
}
