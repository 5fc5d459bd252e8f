//! Reassociation of 32-bit integer address arithmetic on PTX `VCode`: a value that is a shared
//! base plus a constant is computed as that base plus the constant, so the registers of one
//! tile that differ by constants (a thread's rows `r`, `r + 8`, `r + 16`, ..) cost one add each
//! after the first, whatever follows them.
//!
//! Lane expansion computes every register of a tile on its own: for the chunk at row `r + 8 c`
//! of `o + (r + 8 c) * 64 + col + head`, it emits `add`, `mul`, `add`, `add` per chunk. ptxas
//! does not take that apart (issue 19 part 5: attention.tile's epilogue and loads were about
//! 30 SASS instructions longer than Triton's, whose offsets are one base plus constants). Here
//! every register gets a form `base + c` (mod 2^32), and an instruction whose operands carry
//! constants is rewritten to the sum or product of the bases, shared through a table, plus the
//! folded constant:
//!
//! ```text
//!   forms:    mov imm            ->  (none, imm)
//!             a + b              ->  (base(a) + base(b), c(a) + c(b))    the bases' sum shared
//!             a - b              ->  (base(a) - base(b), c(a) - c(b))
//!             a * k, a << s      ->  (base(a) * k, c(a) * k)            k, s constants
//!             anything else      ->  (itself, 0)
//!   rewrite:  d = op(a, b) with a constant in an operand's form  ->  n = op(bases) (found in
//!             the block's table, else emitted and entered), d = n + c
//! ```
//!
//! Every identity is exact in wrapping 32-bit arithmetic (`add`, `sub`, `mul.lo` and `shl`
//! distribute over sums mod 2^32), which is what the IR's integers mean; widening (`mul.wide`,
//! `cvt`), comparisons, shifts right and divisions end a form. Nothing here crosses a sign
//! extension, so no 64-bit address changes.
//!
//! Only registers defined once (by an instruction or as a block parameter) get a form or serve
//! as a base, so a base read at a new place holds the value it held where the form was made: its
//! definition dominates the instruction that made the form, which dominates every reader of the
//! register. Forms come only from unguarded instructions; a register a guarded one defines is
//! at most a base, read unchanged. The table of emitted bases is per block, so each new
//! instruction comes before its readers in the same block. A form whose base would be new is
//! still rewritten: that register costs the base and its add (two for one, less whatever
//! operands `dce` then removes), and every later register of the tile costs one add.
//! `reassoc=off` (`CodegenOptions`) turns the pass off, for A/B measurements.
//!
//! Measured shorter SASS, fewer registers (the d64 attention kernel on 64 x 128 blocks fits a
//! third block on an SM) and a shorter driver JIT time (docs/benchmarks-history.md#2026-12-03,
//! "a tile's offsets as one base plus constants"; today's figures:
//! docs/benchmarks.md#driver-jit-time-against-tritons-ptx-h200).

use crate::ptx::{Class, Inst, Operand};
use crate::vcode::{VCode, VReg};
use rustc_hash::FxHashMap as HashMap;
use smallvec::{smallvec, SmallVec};

/// `base + c` (mod 2^32); no base: the constant `c`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Form {
    base: Option<VReg>,
    c: i32,
}

/// The operation that combines two bases into a new one.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum Combine {
    Add,
    Sub,
    Mul,
    Shl,
}

/// A combination's right side: a base or a constant.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum Rhs {
    Reg(VReg),
    Imm(i32),
}

/// Whether `ty` names a 32-bit integer operation the forms hold for.
fn int32(ty: &str) -> bool {
    matches!(ty, "s32" | "u32" | "b32")
}

/// Rewrites `v`'s 32-bit integer sums and products as shared bases plus constants; returns how
/// many instructions it rewrote.
/// (The pipeline skips it under `reassoc=off`.)
pub fn run(v: &mut VCode<Inst>) -> usize {
    // Registers defined exactly once (by an instruction or as a block parameter).
    let mut defs = vec![0u32; v.vregs.len()];
    for b in v.blocks.values_mut() {
        for p in &b.params {
            defs[p.as_u32() as usize] += 1;
        }
        for i in b.insts.iter_mut() {
            crate::vcode::MachInst::visit_regs(i, &mut |r, u| {
                if u.is_def() {
                    defs[r.as_u32() as usize] += 1;
                }
            });
        }
    }
    let single: Vec<bool> = defs.iter().map(|&d| d == 1).collect();
    let mut pass = Pass { single, forms: vec![None; v.vregs.len()], rewritten: 0 };
    let blocks: Vec<_> = v.blocks.keys().collect();
    for b in blocks {
        let insts = std::mem::take(&mut v.blocks[b].insts);
        let mut out = Vec::with_capacity(insts.len());
        let mut table: HashMap<(Combine, VReg, Rhs), VReg> = HashMap::default();
        for i in insts {
            pass.inst(v, i, &mut table, &mut out);
        }
        v.blocks[b].insts = out;
    }
    pass.rewritten
}

struct Pass {
    single: Vec<bool>,
    forms: Vec<Option<Form>>,
    rewritten: usize,
}

impl Pass {
    fn is_single(&self, r: VReg) -> bool {
        self.single.get(r.as_u32() as usize).copied().unwrap_or(false)
    }

    /// The form of an operand: a constant, a register's recorded form, or the register itself.
    fn form(&self, o: &Operand) -> Option<Form> {
        match *o {
            Operand::Imm(k) => Some(Form { base: None, c: k as i32 }),
            Operand::Reg(r) => Some(self.forms[r.as_u32() as usize].unwrap_or(Form { base: Some(r), c: 0 })),
            _ => None,
        }
    }

    fn set(&mut self, d: VReg, f: Form) {
        if self.is_single(d) && f.base.is_none_or(|b| self.is_single(b)) {
            self.forms[d.as_u32() as usize] = Some(f);
        }
    }

    /// Handles one instruction, pushing it (or its rewrite) onto `out`.
    fn inst(
        &mut self,
        v: &mut VCode<Inst>,
        i: Inst,
        table: &mut HashMap<(Combine, VReg, Rhs), VReg>,
        out: &mut Vec<Inst>,
    ) {
        let Inst::Op { op, ty, dsts, srcs, guard: None } = &i else {
            out.push(i);
            return;
        };
        if dsts.len() != 1 || !int32(ty) || !self.is_single(dsts[0]) {
            out.push(i);
            return;
        }
        let (op, ty, d) = (*op, *ty, dsts[0]);
        let forms: Option<SmallVec<[Form; 3]>> = srcs.iter().map(|s| self.form(s)).collect();
        let Some(f) = forms else {
            out.push(i);
            return;
        };
        // What `d` is, as a combination of two bases (or one base) and a constant.
        let (combine, c): (Option<(Combine, VReg, Rhs)>, Form) = match (op, f.as_slice()) {
            ("mov", [a]) => {
                self.set(d, *a);
                out.push(i);
                return;
            }
            ("add", [a, b]) => {
                let c = a.c.wrapping_add(b.c);
                match (a.base, b.base) {
                    (None, None) => (None, Form { base: None, c }),
                    (Some(x), None) | (None, Some(x)) => (None, Form { base: Some(x), c }),
                    (Some(x), Some(y)) => (Some((Combine::Add, x.min(y), Rhs::Reg(x.max(y)))), Form { base: None, c }),
                }
            }
            ("sub", [a, b]) => {
                let c = a.c.wrapping_sub(b.c);
                match (a.base, b.base) {
                    (None, None) => (None, Form { base: None, c }),
                    (Some(x), None) => (None, Form { base: Some(x), c }),
                    (Some(x), Some(y)) => (Some((Combine::Sub, x, Rhs::Reg(y))), Form { base: None, c }),
                    (None, Some(_)) => {
                        out.push(i);
                        return;
                    }
                }
            }
            ("mul.lo", [a, b]) => match (a.base, b.base) {
                (None, None) => (None, Form { base: None, c: a.c.wrapping_mul(b.c) }),
                (Some(x), None) => {
                    (Some((Combine::Mul, x, Rhs::Imm(b.c))), Form { base: None, c: a.c.wrapping_mul(b.c) })
                }
                (None, Some(y)) => {
                    (Some((Combine::Mul, y, Rhs::Imm(a.c))), Form { base: None, c: b.c.wrapping_mul(a.c) })
                }
                (Some(_), Some(_)) => {
                    out.push(i);
                    return;
                }
            },
            ("shl", [a, s]) if s.base.is_none() && (0..32).contains(&s.c) => match a.base {
                None => (None, Form { base: None, c: a.c.wrapping_shl(s.c as u32) }),
                Some(x) => {
                    (Some((Combine::Shl, x, Rhs::Imm(s.c))), Form { base: None, c: a.c.wrapping_shl(s.c as u32) })
                }
            },
            _ => {
                out.push(i);
                return;
            }
        };
        // Bases that are registers defined more than once cannot move: leave `d` as it is.
        match combine {
            None => {
                // `d` is a constant or one base plus a constant already.
                self.set(d, c);
                match c.base {
                    Some(x) if self.is_single(x) && !is_add_imm(&i, x, c.c) => {
                        out.push(add_imm(op_ty(ty), d, x, c.c));
                        self.rewritten += 1;
                    }
                    _ => out.push(i),
                }
            }
            Some(key @ (_, x, rhs)) => {
                if !self.is_single(x) || matches!(rhs, Rhs::Reg(y) if !self.is_single(y)) {
                    out.push(i);
                    return;
                }
                if c.c == 0 && !table.contains_key(&key) {
                    // `d` is the combination itself: enter it for the tile's later registers.
                    table.insert(key, d);
                    self.set(d, Form { base: Some(d), c: 0 });
                    if operands_are(&i, key) {
                        out.push(i);
                    } else {
                        out.push(combined(ty, d, key));
                        self.rewritten += 1;
                    }
                    return;
                }
                let n = match table.get(&key) {
                    Some(&n) => n,
                    None => {
                        let n = v.new_vreg(Class::B32);
                        self.single.push(true);
                        self.forms.push(None);
                        out.push(combined(ty, n, key));
                        table.insert(key, n);
                        n
                    }
                };
                self.set(d, Form { base: Some(n), c: c.c });
                out.push(add_imm(op_ty(ty), d, n, c.c));
                self.rewritten += 1;
            }
        }
    }
}

/// The type suffix of an `add` that stands for an instruction of type `ty`.
fn op_ty(ty: &'static str) -> &'static str {
    if ty == "b32" {
        "s32"
    } else {
        ty
    }
}

/// `d = x + c` (a move when `c` is 0).
fn add_imm(ty: &'static str, d: VReg, x: VReg, c: i32) -> Inst {
    if c == 0 {
        Inst::Op { op: "mov", ty: "b32", dsts: smallvec![d], srcs: smallvec![Operand::Reg(x)], guard: None }
    } else {
        Inst::Op {
            op: "add",
            ty,
            dsts: smallvec![d],
            srcs: smallvec![Operand::Reg(x), Operand::Imm(c as i64)],
            guard: None,
        }
    }
}

/// Whether `i` already is `add x, c` (or `mov x` for 0).
fn is_add_imm(i: &Inst, x: VReg, c: i32) -> bool {
    match i {
        Inst::Op { op: "add", srcs, .. } => {
            matches!(srcs.as_slice(), [Operand::Reg(r), Operand::Imm(k)] | [Operand::Imm(k), Operand::Reg(r)] if *r == x && *k as i32 == c)
        }
        Inst::Op { op: "mov", srcs, .. } => c == 0 && matches!(srcs.as_slice(), [Operand::Reg(r)] if *r == x),
        _ => false,
    }
}

/// The instruction computing `key` into `d`.
fn combined(ty: &'static str, d: VReg, (k, x, rhs): (Combine, VReg, Rhs)) -> Inst {
    let b = match rhs {
        Rhs::Reg(y) => Operand::Reg(y),
        Rhs::Imm(c) => Operand::Imm(c as i64),
    };
    let (op, ty) = match k {
        Combine::Add => ("add", op_ty(ty)),
        Combine::Sub => ("sub", op_ty(ty)),
        Combine::Mul => ("mul.lo", op_ty(ty)),
        Combine::Shl => ("shl", "b32"),
    };
    Inst::Op { op, ty, dsts: smallvec![d], srcs: smallvec![Operand::Reg(x), b], guard: None }
}

/// Whether `i`'s operands are exactly `key`'s (so it computes the combination as it stands).
fn operands_are(i: &Inst, (k, x, rhs): (Combine, VReg, Rhs)) -> bool {
    let Inst::Op { srcs, .. } = i else { return false };
    let r = |o: &Operand, want: Rhs| match (o, want) {
        (Operand::Reg(a), Rhs::Reg(b)) => *a == b,
        (Operand::Imm(a), Rhs::Imm(b)) => *a as i32 == b,
        _ => false,
    };
    match srcs.as_slice() {
        [a, b] => {
            (matches!(a, Operand::Reg(a) if *a == x) && r(b, rhs))
                || (matches!(k, Combine::Add | Combine::Mul) && matches!(b, Operand::Reg(b) if *b == x) && r(a, rhs))
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vcode::Term;

    fn op(v: &mut VCode<Inst>, name: &'static str, ty: &'static str, srcs: &[Operand]) -> VReg {
        let d = v.new_vreg(Class::B32);
        let e = v.entry;
        v.blocks[e].insts.push(Inst::Op {
            op: name,
            ty,
            dsts: smallvec![d],
            srcs: SmallVec::from_slice(srcs),
            guard: None,
        });
        d
    }

    /// Runs the entry block's straight-line integer code on `params` (wrapping 32-bit), and
    /// returns the values of `outs`.
    fn eval(v: &VCode<Inst>, params: &[(VReg, u32)], outs: &[VReg]) -> Vec<u32> {
        let mut regs: HashMap<VReg, u32> = params.iter().copied().collect();
        let val = |regs: &HashMap<VReg, u32>, o: &Operand| match *o {
            Operand::Reg(r) => regs[&r],
            Operand::Imm(k) => k as u32,
            _ => unreachable!(),
        };
        for i in &v.blocks[v.entry].insts {
            let Inst::Op { op, dsts, srcs, .. } = i else { unreachable!() };
            let s: Vec<u32> = srcs.iter().map(|o| val(&regs, o)).collect();
            let r = match *op {
                "mov" => s[0],
                "add" => s[0].wrapping_add(s[1]),
                "sub" => s[0].wrapping_sub(s[1]),
                "mul.lo" => s[0].wrapping_mul(s[1]),
                "shl" => s[0] << s[1],
                "and" => s[0] & s[1],
                other => panic!("{other}"),
            };
            regs.insert(dsts[0], r);
        }
        outs.iter().map(|r| regs[r]).collect()
    }

    fn count(v: &VCode<Inst>, name: &str) -> usize {
        v.blocks[v.entry].insts.iter().filter(|i| matches!(i, Inst::Op { op, .. } if *op == name)).count()
    }

    /// A tile's chunk offsets as lane expansion writes them: `((r + 8 c) + m) * 64 + col + h`
    /// for c in 0..4, with `r = tid & 7` and `col = (tid & 15) << 2`.
    fn chunks(v: &mut VCode<Inst>) -> (VReg, VReg, VReg, Vec<VReg>) {
        let (tid, m, h) = (v.new_vreg(Class::B32), v.new_vreg(Class::B32), v.new_vreg(Class::B32));
        v.blocks[v.entry].params = vec![tid, m, h];
        let seven = op(v, "mov", "b32", &[Operand::Imm(7)]);
        let r = op(v, "and", "b32", &[Operand::Reg(tid), Operand::Reg(seven)]);
        let fifteen = op(v, "mov", "b32", &[Operand::Imm(15)]);
        let lo = op(v, "and", "b32", &[Operand::Reg(tid), Operand::Reg(fifteen)]);
        let two = op(v, "mov", "b32", &[Operand::Imm(2)]);
        let col = op(v, "shl", "b32", &[Operand::Reg(lo), Operand::Reg(two)]);
        let k64 = op(v, "mov", "b32", &[Operand::Imm(64)]);
        let mut outs = Vec::new();
        for c in 0..4 {
            let kc = op(v, "mov", "b32", &[Operand::Imm(8 * c)]);
            let row = op(v, "add", "s32", &[Operand::Reg(r), Operand::Reg(kc)]);
            let row = op(v, "add", "s32", &[Operand::Reg(m), Operand::Reg(row)]);
            let off = op(v, "mul.lo", "s32", &[Operand::Reg(row), Operand::Reg(k64)]);
            let off = op(v, "add", "s32", &[Operand::Reg(off), Operand::Reg(col)]);
            outs.push(op(v, "add", "s32", &[Operand::Reg(off), Operand::Reg(h)]));
        }
        (tid, m, h, outs)
    }

    #[test]
    fn a_tiles_offsets_become_one_base_plus_constants_with_the_same_values() {
        let mut v = VCode::<Inst>::new();
        let (tid, m, h, outs) = chunks(&mut v);
        // The offsets are read by the next block.
        let exit = v.new_block(&[Class::B32; 4]);
        v.blocks[v.entry].term = Term::Jump(exit, outs.clone());
        let before = v.clone();
        assert!(run(&mut v) > 0);
        crate::passes::dce::run(&mut v);
        // One product and one sum of bases for all four chunks; each later chunk is one add.
        assert_eq!(count(&v, "mul.lo"), 1, "{:?}", v.blocks[v.entry].insts);
        let imm_adds = v.blocks[v.entry]
            .insts
            .iter()
            .filter(
                |i| matches!(i, Inst::Op { op: "add", srcs, .. } if matches!(srcs[1], Operand::Imm(512 | 1024 | 1536))),
            )
            .count();
        assert_eq!(imm_adds, 3);
        assert!(count(&v, "add") < count(&before, "add"));
        // The same values, also where the sums wrap.
        let mut x = 0x9e37_79b9u32;
        for _ in 0..200 {
            let mut next = || {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                x
            };
            let p = [(tid, next()), (m, next()), (h, next())];
            assert_eq!(eval(&before, &p, &outs), eval(&v, &p, &outs));
        }
    }

    #[test]
    fn registers_written_twice_are_no_base() {
        let mut v = VCode::<Inst>::new();
        let x = v.new_vreg(Class::B32);
        v.blocks[v.entry].params = vec![x];
        let e = v.entry;
        // t is written twice (a default, then a guarded value): it stays where it is read.
        let t = v.new_vreg(Class::B32);
        let p = v.new_vreg(Class::Pred);
        v.blocks[e].insts.push(Inst::Op {
            op: "mov",
            ty: "b32",
            dsts: smallvec![t],
            srcs: smallvec![Operand::Reg(x)],
            guard: None,
        });
        v.blocks[e].insts.push(Inst::Op {
            op: "mov",
            ty: "b32",
            dsts: smallvec![t],
            srcs: smallvec![Operand::Imm(3)],
            guard: Some((p, false)),
        });
        let eight = op(&mut v, "mov", "b32", &[Operand::Imm(8)]);
        let a = op(&mut v, "add", "s32", &[Operand::Reg(t), Operand::Reg(eight)]);
        let b = op(&mut v, "add", "s32", &[Operand::Reg(a), Operand::Reg(x)]);
        v.blocks[e].term = Term::Return;
        run(&mut v);
        // a = t + 8 keeps reading t; b = (t + 8) + x is not split into (t + x) + 8.
        let reads_of = |r: VReg| {
            v.blocks[e]
                .insts
                .iter()
                .filter(|i| matches!(i, Inst::Op { srcs, .. } if srcs.contains(&Operand::Reg(r))))
                .count()
        };
        assert_eq!(reads_of(t), 1);
        assert!(matches!(&v.blocks[e].insts.last().unwrap(), Inst::Op { op: "add", dsts, srcs, .. }
            if dsts[0] == b && srcs.as_slice() == [Operand::Reg(a), Operand::Reg(x)]));
    }
}
