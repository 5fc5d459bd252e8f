//! A toy target for testing the allocator: a few instructions over 64-bit values in three
//! classes, an interpreter over virtual registers (the reference) and one over the allocated
//! code (physical registers, spill slots, moves). A program's result is the list of values it
//! outputs.

#![allow(dead_code)]

use regalloc2::RegClass;
use std::collections::HashMap;
use tessera_isel::vcode::{Block, MachInst, RegUse, Term, VCode, VReg};
use tessera_regalloc::{allocate, phys, ATerm, AllocError, Allocated, Item, Loc, RegFile};

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Class {
    S,
    V,
    W,
}

pub const CLASSES: [Class; 3] = [Class::S, Class::V, Class::W];

pub fn class_of(c: Class) -> RegClass {
    match c {
        Class::S => RegClass::Int,
        Class::V => RegClass::Float,
        Class::W => RegClass::Vector,
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum Toy {
    Const(VReg, u64),
    /// dst = a + b
    Add(VReg, VReg, VReg),
    /// dst = a * b
    Mul(VReg, VReg, VReg),
    /// dst = a; dst += b: writes dst before reading b, so dst must be an early def.
    EarlyAdd(VReg, VReg, VReg),
    /// dst = (a < b) as u64
    Lt(VReg, VReg, VReg),
    /// Values the hardware puts in fixed registers before the kernel starts.
    Entry(Vec<(VReg, u8)>),
    /// Outputs a value.
    Out(VReg),
    /// A register tuple written at once (as a 16-byte load writes it): part i is `k + i`, in
    /// fixed register n; early parts are written before the instruction reads anything.
    TupleDef(Vec<(VReg, u8)>, u64, bool),
    /// Outputs a tuple read from fixed registers (as a 16-byte store reads it).
    TupleOut(Vec<(VReg, u8)>),
}

impl MachInst for Toy {
    type Class = Class;
    fn visit_regs(&mut self, f: &mut dyn FnMut(&mut VReg, RegUse)) {
        match self {
            Toy::Const(d, _) => f(d, RegUse::Def),
            Toy::Add(d, a, b) | Toy::Mul(d, a, b) | Toy::Lt(d, a, b) => {
                f(a, RegUse::Use);
                f(b, RegUse::Use);
                f(d, RegUse::Def);
            }
            Toy::EarlyAdd(d, a, b) => {
                f(a, RegUse::Use);
                f(b, RegUse::Use);
                f(d, RegUse::EarlyDef);
            }
            Toy::Entry(defs) => defs.iter_mut().for_each(|(d, n)| f(d, RegUse::FixedDef(*n))),
            Toy::Out(a) => f(a, RegUse::Use),
            Toy::TupleDef(parts, _, early) => parts
                .iter_mut()
                .for_each(|(d, n)| f(d, if *early { RegUse::EarlyFixedDef(*n) } else { RegUse::FixedDef(*n) })),
            Toy::TupleOut(parts) => parts.iter_mut().for_each(|(a, n)| f(a, RegUse::FixedUse(*n))),
        }
    }
    fn is_pure(&self) -> bool {
        !matches!(self, Toy::Out(_) | Toy::TupleOut(_))
    }
}

/// What the hardware puts in register `n` of `class` (and what `Entry` reads from there).
pub fn hw_value(class: RegClass, n: u8) -> u64 {
    0x1000 * (class as u64 + 1) + n as u64
}

/// Register state of an interpreter.
trait Regs {
    fn get(&self, v: VReg) -> u64;
    fn set(&mut self, v: VReg, x: u64);
}

/// Virtual registers.
impl Regs for HashMap<VReg, u64> {
    fn get(&self, v: VReg) -> u64 {
        *self.get(&v).unwrap_or_else(|| panic!("{v} read before written"))
    }
    fn set(&mut self, v: VReg, x: u64) {
        self.insert(v, x);
    }
}

/// Physical registers, operands decoded by `phys`.
impl Regs for [[u64; 64]; 3] {
    fn get(&self, v: VReg) -> u64 {
        let (c, r) = phys(v);
        self[c as usize][r as usize]
    }
    fn set(&mut self, v: VReg, x: u64) {
        let (c, r) = phys(v);
        self[c as usize][r as usize] = x
    }
}

/// Executes one instruction other than `Entry`.
fn exec(inst: &Toy, regs: &mut dyn Regs, out: &mut Vec<u64>) {
    match *inst {
        Toy::Const(d, k) => regs.set(d, k),
        Toy::Add(d, a, b) => regs.set(d, regs.get(a).wrapping_add(regs.get(b))),
        Toy::Mul(d, a, b) => regs.set(d, regs.get(a).wrapping_mul(regs.get(b))),
        Toy::Lt(d, a, b) => regs.set(d, (regs.get(a) < regs.get(b)) as u64),
        Toy::EarlyAdd(d, a, b) => {
            regs.set(d, regs.get(a));
            regs.set(d, regs.get(d).wrapping_add(regs.get(b)))
        }
        Toy::Entry(_) => unreachable!(),
        Toy::Out(a) => out.push(regs.get(a)),
        Toy::TupleDef(ref parts, k, _) => {
            for (i, &(d, _)) in parts.iter().enumerate() {
                regs.set(d, k + i as u64)
            }
        }
        Toy::TupleOut(ref parts) => out.extend(parts.iter().map(|&(a, _)| regs.get(a))),
    }
}

const FUEL: usize = 200_000;

/// The reference: runs `code` over virtual registers.
pub fn run_vcode(code: &VCode<Toy>) -> Vec<u64> {
    let mut vals: HashMap<VReg, u64> = HashMap::new();
    let mut out = vec![];
    let mut block = code.entry;
    for _ in 0..FUEL {
        let data = &code.blocks[block];
        for inst in &data.insts {
            if let Toy::Entry(defs) = inst {
                for &(d, n) in defs {
                    vals.insert(d, hw_value(class_of(code.vregs[d]), n));
                }
            } else {
                exec(inst, &mut vals, &mut out);
            }
        }
        let (target, args) = match &data.term {
            Term::Return => return out,
            Term::Jump(t, args) => (*t, args),
            Term::Branch { cond, then, otherwise } => {
                if vals[cond] != 0 {
                    (then.0, &then.1)
                } else {
                    (otherwise.0, &otherwise.1)
                }
            }
        };
        let args: Vec<u64> = args.iter().map(|a| vals[a]).collect();
        for (&p, a) in code.blocks[target].params.iter().zip(args) {
            vals.insert(p, a);
        }
        block = target;
    }
    panic!("out of fuel")
}

/// Physical machine state: registers start with garbage, slots empty.
struct Machine {
    regs: [[u64; 64]; 3],
    slots: HashMap<u32, u64>,
}

impl Machine {
    fn read(&self, class: RegClass, l: Loc) -> u64 {
        match l {
            Loc::Reg(r) => self.regs[class as usize][r as usize],
            Loc::Slot(s) if class == RegClass::Vector => {
                assert_eq!(s % 2, 0, "unaligned vector slot");
                let lo = self.slots[&s] & 0xffff_ffff;
                lo | (self.slots[&(s + 1)] << 32)
            }
            Loc::Slot(s) => *self.slots.get(&s).expect("reload of an unwritten slot"),
        }
    }
    fn write(&mut self, class: RegClass, l: Loc, v: u64) {
        match l {
            Loc::Reg(r) => self.regs[class as usize][r as usize] = v,
            Loc::Slot(s) if class == RegClass::Vector => {
                self.slots.insert(s, v & 0xffff_ffff);
                self.slots.insert(s + 1, v >> 32);
            }
            Loc::Slot(s) => drop(self.slots.insert(s, v)),
        }
    }
}

/// Runs the allocated code; `code` gives the class of each branch condition.
pub fn run_allocated(a: &Allocated<Toy>, code: &VCode<Toy>) -> Vec<u64> {
    let index: HashMap<u32, usize> = a.blocks.iter().enumerate().map(|(i, b)| (b.label, i)).collect();
    let mut m = Machine { regs: [[0xdead_beef_0000; 64]; 3], slots: HashMap::new() };
    for (c, regs) in m.regs.iter_mut().enumerate() {
        for (r, x) in regs.iter_mut().enumerate() {
            *x += (c * 64 + r) as u64;
        }
    }
    let mut out = vec![];
    let mut b = 0;
    for _ in 0..FUEL {
        let block = &a.blocks[b];
        for item in &block.items {
            match item {
                Item::Move { class, from, to } => {
                    let v = m.read(*class, *from);
                    m.write(*class, *to, v);
                }
                Item::Inst(Toy::Entry(defs)) => {
                    for &(d, n) in defs {
                        let (class, r) = phys(d);
                        assert_eq!(r, n, "fixed def not in its register");
                        m.regs[class as usize][r as usize] = hw_value(class, n);
                    }
                }
                Item::Inst(inst) => {
                    if let Toy::TupleDef(parts, ..) | Toy::TupleOut(parts) = inst {
                        for &(v, n) in parts {
                            assert_eq!(phys(v).1, n, "a tuple part not in its fixed register");
                        }
                    }
                    exec(inst, &mut m.regs, &mut out)
                }
            }
        }
        b = match block.term {
            ATerm::Return => return out,
            ATerm::Jump(t) => index[&t],
            ATerm::Branch { cond, then, otherwise } => {
                let Term::Branch { cond: vcond, .. } = code.blocks[Block::from_u32(block.label)].term else {
                    panic!("L{} branches, its input block does not", block.label)
                };
                let class = class_of(code.vregs[vcond]);
                index[if m.regs[class as usize][cond as usize] != 0 { &then } else { &otherwise }]
            }
        };
    }
    panic!("out of fuel")
}

/// Checks the shape of an allocation: unique labels, entry first, registers within the file,
/// slots within the count, stats that match the items.
fn check_shape(a: &Allocated<Toy>, code: &VCode<Toy>, regs: &RegFile) {
    assert_eq!(a.blocks[0].label, code.entry.as_u32());
    let mut labels: Vec<u32> = a.blocks.iter().map(|b| b.label).collect();
    labels.sort();
    labels.dedup();
    assert_eq!(labels.len(), a.blocks.len(), "labels not unique");
    let (mut moves, mut spills, mut reloads) = (0, 0, 0);
    let mut max_reg = [None; 3];
    let mut note = |c: RegClass, r: u8| {
        assert!(r < regs.allocatable[c as usize], "{c:?} register {r} not allocatable");
        max_reg[c as usize] = max_reg[c as usize].max(Some(r));
    };
    for b in &a.blocks {
        for item in &b.items {
            match item {
                Item::Inst(i) => i.clone().visit_regs(&mut |v, _| {
                    let (c, r) = phys(*v);
                    note(c, r)
                }),
                Item::Move { class, from, to } => {
                    assert_ne!(from, to);
                    for l in [from, to] {
                        match *l {
                            Loc::Reg(r) => note(*class, r),
                            Loc::Slot(s) => assert!((s as usize) < a.spill_slots),
                        }
                    }
                    match (from, to) {
                        (Loc::Reg(_), Loc::Reg(_)) => moves += 1,
                        (Loc::Reg(_), Loc::Slot(_)) => spills += 1,
                        (Loc::Slot(_), Loc::Reg(_)) => reloads += 1,
                        _ => panic!("slot-to-slot move"),
                    }
                }
            }
        }
        if let ATerm::Branch { cond, .. } = b.term {
            let Term::Branch { cond: vcond, .. } = code.blocks[Block::from_u32(b.label)].term else { panic!() };
            note(class_of(code.vregs[vcond]), cond);
        }
        for t in match b.term {
            ATerm::Jump(t) => vec![t],
            ATerm::Branch { then, otherwise, .. } => vec![then, otherwise],
            ATerm::Return => vec![],
        } {
            assert!(labels.contains(&t), "jump to missing L{t}");
        }
    }
    assert_eq!((moves, spills, reloads), (a.stats.moves, a.stats.spills, a.stats.reloads));
    assert_eq!(max_reg, a.stats.max_reg);
}

pub fn try_alloc(code: &VCode<Toy>, regs: [u8; 3]) -> Result<Allocated<Toy>, AllocError> {
    allocate(code, &RegFile { allocatable: regs }, class_of, tessera_regalloc::AllocOptions::checked(true))
}

/// Allocates `code` with the checker, checks the result's shape, and checks that it computes
/// what `code` computes.
pub fn check(code: &VCode<Toy>, regs: [u8; 3]) -> Allocated<Toy> {
    let expected = run_vcode(code);
    let a = try_alloc(code, regs).unwrap_or_else(|e| panic!("{e}\n{code}"));
    check_shape(&a, code, &RegFile { allocatable: regs });
    let got = run_allocated(&a, code);
    assert_eq!(got, expected, "\n{code}\n{a}");
    a
}

/// A little help for writing programs by hand.
pub struct Builder {
    pub code: VCode<Toy>,
    pub cur: Block,
}

impl Builder {
    pub fn new() -> Self {
        let code = VCode::new();
        let cur = code.entry;
        Builder { code, cur }
    }
    pub fn block(&mut self, params: &[Class]) -> (Block, Vec<VReg>) {
        let b = self.code.new_block(params);
        (b, self.code.blocks[b].params.clone())
    }
    pub fn switch(&mut self, b: Block) {
        self.cur = b;
    }
    pub fn push(&mut self, i: Toy) {
        self.code.blocks[self.cur].insts.push(i);
    }
    pub fn konst(&mut self, c: Class, k: u64) -> VReg {
        let d = self.code.new_vreg(c);
        self.push(Toy::Const(d, k));
        d
    }
    pub fn op(&mut self, f: fn(VReg, VReg, VReg) -> Toy, c: Class, a: VReg, b: VReg) -> VReg {
        let d = self.code.new_vreg(c);
        self.push(f(d, a, b));
        d
    }
    pub fn out(&mut self, v: VReg) {
        self.push(Toy::Out(v));
    }
    pub fn term(&mut self, t: Term) {
        self.code.blocks[self.cur].term = t;
    }
}

impl Default for Builder {
    fn default() -> Self {
        Self::new()
    }
}
