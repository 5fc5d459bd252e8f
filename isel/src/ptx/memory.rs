//! PTX memory: address computation (`ptradd`), and loads and stores of global and shared
//! memory.
//!
//! A vector of 32- or 64-bit elements is one `ld`/`st` of up to 16 bytes; 8- and 16-bit
//! elements move as 32-bit words (bytes through `bfe`/`bfi`, halves as register pairs), and
//! fewer than four bytes are one access per element. A guarded load gives the lanes it leaves
//! out `other` (or 0): moved into the destinations first, or selected afterwards for packed
//! words.

use super::inst::{Class, Inst, Operand, Space};
use super::{class_of, Ptx};
use crate::target::{Mem, Target};
use crate::vcode::VReg;
use smallvec::{smallvec, SmallVec};
use tessera_ir::{DType, Scalar};

use Operand::{Imm, Reg};

impl Ptx {
    fn mem_ty(d: DType) -> &'static str {
        match d.bytes() {
            1 => "b8",
            2 => "b16",
            4 => "b32",
            _ => "b64",
        }
    }

    /// `Target::ptradd`: `p + off * elem_bytes`. An i32 offset is widened by `mul.wide`, then
    /// added: as one `mad.wide`, ptxas shared the widened offset between pointers with the same
    /// offset (attention's K and V) and added each base in two halves, where from this form it
    /// gives one IMAD.WIDE per pointer (attention.tile's key loop 301 -> 291 SASS instructions).
    /// `ptradd=mad` (`CodegenOptions`) writes `mad.wide` (A/B measurements).
    pub(super) fn ptr_offset(&mut self, p: VReg, off: VReg, off_type: DType, elem_bytes: u32) -> VReg {
        if off_type == DType::I64 {
            self.op("mad.lo", "s64", Class::B64, &[Reg(off), Imm(elem_bytes as i64), Reg(p)])
        } else if self.codegen.ptradd_mad {
            // The one-instruction form, for A/B measurements.
            self.op("mad.wide", "s32", Class::B64, &[Reg(off), Imm(elem_bytes as i64), Reg(p)])
        } else {
            let w = self.op("mul.wide", "s32", Class::B64, &[Reg(off), Imm(elem_bytes as i64)]);
            self.op("add", "s64", Class::B64, &[Reg(p), Reg(w)])
        }
    }

    #[allow(clippy::too_many_arguments)]
    /// `Target::load`: `n` consecutive elements of `d`.
    pub(super) fn load_values(
        &mut self,
        mem: Mem,
        d: DType,
        addr: VReg,
        offset: u32,
        n: usize,
        guard: Option<VReg>,
        init: Option<&[VReg]>,
    ) -> Vec<VReg> {
        let eb = d.bytes() as usize;
        if n > 1 && n * eb < 4 {
            // Narrow vectors come in 32-bit words; one of less than a word is single accesses.
            return (0..n)
                .flat_map(|i| {
                    let init = init.map(|v| &v[i..i + 1]);
                    self.load(mem, d, addr, offset + (i * eb) as u32, 1, guard, init)
                })
                .collect();
        }
        let space = if mem == Mem::Shared { Space::Shared } else { Space::Global };
        let g = guard.map(|g| (g, false));
        if n == 1 || eb >= 4 {
            // Whole registers: i32/f32/i64/f64 vectors of up to 16 bytes, or one narrow element.
            let (ty, c) = match d {
                DType::I1 => ("u8", Class::B32),
                DType::I8 => ("s8", Class::B32),
                // The bit pattern, zero-extended.
                DType::F8E4M3 | DType::F8E5M2 => ("u8", Class::B32),
                DType::I16 => ("s16", Class::B32),
                DType::F16 | DType::BF16 => ("b16", Class::B16),
                _ => (Self::mem_ty(d), class_of(Scalar::Num(d))),
            };
            let mut dsts: SmallVec<[VReg; 4]> = SmallVec::new();
            for i in 0..n {
                let r = self.reg(c);
                if guard.is_some() {
                    // The value of masked-off lanes: `other` (or 0), overwritten by the load.
                    let src = match (init, d) {
                        (Some(v), DType::I1) => Reg(self.pred_to_int(v[i], false)),
                        (Some(v), _) => Reg(v[i]),
                        (None, _) => Imm(0),
                    };
                    let mty = match c {
                        Class::B16 => "b16",
                        Class::B64 => "b64",
                        _ => "b32",
                    };
                    self.op_into(r, "mov", mty, &[src], None);
                }
                dsts.push(r);
            }
            let vty = match n {
                1 => ty,
                2 => v2(ty),
                _ => v4(ty),
            };
            self.push(Inst::Ld {
                space,
                ty: vty,
                dsts: dsts.clone(),
                addr: Reg(addr),
                offset: offset as i64,
                guard: g,
            });
            if d == DType::I1 {
                // Any nonzero byte is true, as the interpreter reads it.
                return dsts.iter().map(|&r| self.setp("setp.ne", "b32", Reg(r), Imm(0))).collect();
            }
            return dsts.to_vec();
        }
        // Narrow elements in 32-bit words: 2 x 16-bit or 4 x 8-bit per word.
        let per_word = 4 / eb;
        let words = n.div_ceil(per_word);
        let mut wregs: SmallVec<[VReg; 4]> = SmallVec::new();
        for _ in 0..words {
            let r = self.reg(Class::B32);
            if guard.is_some() {
                self.op_into(r, "mov", "b32", &[Imm(0)], None);
            }
            wregs.push(r);
        }
        let vty = match words {
            1 => "b32",
            2 => "v2.b32",
            _ => "v4.b32",
        };
        self.push(Inst::Ld { space, ty: vty, dsts: wregs.clone(), addr: Reg(addr), offset: offset as i64, guard: g });
        let mut out = Vec::with_capacity(n);
        for &w in &wregs {
            if eb == 2 {
                let (lo, hi) = (self.reg(Class::B16), self.reg(Class::B16));
                self.push(Inst::Unpack { lo, hi, src: w });
                for h in [lo, hi] {
                    out.push(if d == DType::I16 { self.op("cvt.s32", "s16", Class::B32, &[Reg(h)]) } else { h });
                }
            } else {
                for j in 0..4 {
                    let ty = if d.is_fp8() { "u32" } else { "s32" };
                    let x = self.op("bfe", ty, Class::B32, &[Reg(w), Imm(8 * j), Imm(8)]);
                    out.push(if d == DType::I1 { self.int_to_pred(x) } else { x });
                }
            }
        }
        out.truncate(n);
        if let (Some(g), Some(init)) = (guard, init) {
            let s = Scalar::Num(d);
            out = out.iter().zip(init).map(|(&v, &i)| self.select(s, g, v, i)).collect();
        }
        out
    }

    /// `Target::store`: consecutive elements of `d`.
    pub(super) fn store_values(
        &mut self,
        mem: Mem,
        d: DType,
        addr: VReg,
        offset: u32,
        vals: &[VReg],
        guard: Option<VReg>,
    ) {
        let eb = d.bytes() as usize;
        let n = vals.len();
        if n > 1 && n * eb < 4 {
            // As for loads: less than a word is single accesses.
            for (i, v) in vals.iter().enumerate() {
                self.store(mem, d, addr, offset + (i * eb) as u32, std::slice::from_ref(v), guard);
            }
            return;
        }
        let space = if mem == Mem::Shared { Space::Shared } else { Space::Global };
        let g = guard.map(|g| (g, false));
        if n == 1 || eb >= 4 {
            let (ty, srcs): (&'static str, SmallVec<[Operand; 4]>) = match d {
                DType::I1 => {
                    let b = self.pred_to_int(vals[0], false);
                    let h = self.op("cvt.u16", "u32", Class::B16, &[Reg(b)]);
                    ("u8", smallvec![Reg(h)])
                }
                DType::I8 | DType::I16 | DType::F8E4M3 | DType::F8E5M2 => {
                    let h = self.op("cvt.u16", "u32", Class::B16, &[Reg(vals[0])]);
                    (if d == DType::I16 { "u16" } else { "u8" }, smallvec![Reg(h)])
                }
                DType::F16 | DType::BF16 => ("b16", smallvec![Reg(vals[0])]),
                _ => (Self::mem_ty(d), vals.iter().map(|&v| Reg(v)).collect()),
            };
            let vty = match srcs.len() {
                1 => ty,
                2 => v2(ty),
                _ => v4(ty),
            };
            self.push(Inst::St { space, ty: vty, srcs, addr: Reg(addr), offset: offset as i64, guard: g });
            return;
        }
        let per_word = 4 / eb;
        let mut words: SmallVec<[Operand; 4]> = SmallVec::new();
        for chunk in vals.chunks(per_word) {
            let w = if eb == 2 {
                let (lo, hi) = match d {
                    DType::I16 => (
                        self.op("cvt.u16", "u32", Class::B16, &[Reg(chunk[0])]),
                        self.op("cvt.u16", "u32", Class::B16, &[Reg(chunk[1])]),
                    ),
                    _ => (chunk[0], chunk[1]),
                };
                self.op("mov", "b32", Class::B32, &[Operand::Pack(lo, hi)])
            } else {
                let mut acc = self.imm32(0);
                for (j, &v) in chunk.iter().enumerate() {
                    let b = if d == DType::I1 { self.pred_to_int(v, false) } else { v };
                    acc = self.op("bfi", "b32", Class::B32, &[Reg(b), Reg(acc), Imm(8 * j as i64), Imm(8)]);
                }
                acc
            };
            words.push(Reg(w));
        }
        let vty = match words.len() {
            1 => "b32",
            2 => "v2.b32",
            _ => "v4.b32",
        };
        self.push(Inst::St { space, ty: vty, srcs: words, addr: Reg(addr), offset: offset as i64, guard: g });
    }
}

fn v2(ty: &'static str) -> &'static str {
    match ty {
        "b32" => "v2.b32",
        "b64" => "v2.b64",
        "b16" => "v2.b16",
        _ => "v2.b8",
    }
}

fn v4(ty: &'static str) -> &'static str {
    match ty {
        "b32" => "v4.b32",
        "b64" => "v4.b64",
        "b16" => "v4.b16",
        _ => "v4.b8",
    }
}
