//! The ops' syntax: which op a name is ([`OpKind`], with a "did you mean" hint for unknown
//! names), and the operands, attributes and result type after the name of each one-result op
//! (and of `store`, which has none).

use super::{err_at, Parser};
use crate::constant::Const;
use crate::kernel::Value;
use crate::op::{AtomicOp, BinaryOp, CastOp, DotPrecision, FloatCC, IntCC, Op, ReduceOp, ScanOp, UnaryOp};
use crate::text::lexer::{Tok, Token};
use crate::text::ParseError;
use crate::types::Type;

/// Every op name, for the "did you mean" hint.
fn op_names() -> Vec<&'static str> {
    let mut v = vec![
        "program_id",
        "num_programs",
        "const",
        "arange",
        "splat",
        "broadcast",
        "expand_dims",
        "reshape",
        "trans",
        "icmp",
        "fcmp",
        "select",
        "bitcast",
        "fma",
        "ptradd",
        "load",
        "store",
        "atomic_rmw",
        "atomic_cas",
        "reduce",
        "scan",
        "dot",
        "for",
        "if",
        "yield",
    ];
    v.extend(UnaryOp::ALL.iter().map(|o| o.name()));
    v.extend(BinaryOp::ALL.iter().map(|o| o.name()));
    v.extend(CastOp::ALL.iter().map(|o| o.name()));
    v
}

/// Levenshtein distance over chars (inputs are short op names; cost is bounded by the caller).
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = Vec::with_capacity(b.len() + 1);
        cur.push(i + 1);
        for (j, &cb) in b.iter().enumerate() {
            let sub = prev.get(j).copied().unwrap_or(usize::MAX).saturating_add(usize::from(ca != cb));
            let del = prev.get(j + 1).copied().unwrap_or(usize::MAX).saturating_add(1);
            let ins = cur.get(j).copied().unwrap_or(usize::MAX).saturating_add(1);
            cur.push(sub.min(del).min(ins));
        }
        prev = cur;
    }
    prev.last().copied().unwrap_or(0)
}

fn unknown_op(t: &Token) -> ParseError {
    let mut msg = format!("unknown op '{}'", t.text);
    if t.text.len() <= 32 {
        let best = op_names().into_iter().map(|n| (edit_distance(t.text, n), n)).min();
        if let Some((d, n)) = best {
            if d <= 2 {
                msg.push_str(&format!(" (did you mean '{n}'?)"));
            }
        }
    }
    err_at(t, msg)
}

impl<'a> Parser<'a> {
    /// Resolves an op name (of an op with one result).
    pub(super) fn op_kind(&self, t: &Token) -> Result<OpKind, ParseError> {
        use OpKind as K;
        Ok(match t.text {
            "program_id" => K::ProgramId,
            "num_programs" => K::NumPrograms,
            "const" => K::Const,
            "arange" => K::Arange,
            "splat" => K::N(Op::Splat, 1),
            "broadcast" => K::N(Op::Broadcast, 1),
            "reshape" => K::N(Op::Reshape, 1),
            "bitcast" => K::N(Op::Bitcast, 1),
            "select" => K::N(Op::Select, 3),
            "fma" => K::N(Op::Fma, 3),
            "ptradd" => K::N(Op::PtrAdd, 2),
            "expand_dims" => K::ExpandDims,
            "trans" => K::Trans,
            "icmp" => K::Icmp,
            "fcmp" => K::Fcmp,
            "load" => K::Load,
            "atomic_rmw" => K::AtomicRmw,
            "atomic_cas" => K::AtomicCas,
            "reduce" => K::Reduce,
            "scan" => K::Scan,
            "dot" => K::Dot,
            s => {
                if let Some(u) = UnaryOp::from_name(s) {
                    K::N(Op::Unary(u), 1)
                } else if let Some(b) = BinaryOp::from_name(s) {
                    K::N(Op::Binary(b), 2)
                } else if let Some(c) = CastOp::from_name(s) {
                    K::N(Op::Cast(c), 1)
                } else {
                    return Err(unknown_op(t));
                }
            }
        })
    }

    /// The rest of a one-result op after its name: the op, its operands and its result type.
    pub(super) fn value_op(&mut self, kind: OpKind, name: &Token) -> Result<(Op, Vec<Value>, Type), ParseError> {
        let mut args = Vec::new();
        let op = match kind {
            OpKind::ProgramId | OpKind::NumPrograms => {
                let a = self.next()?;
                let axis = match (a.kind, a.text.parse::<u8>()) {
                    (Tok::Number, Ok(x)) if x <= 2 => x,
                    _ => return Err(self.expected(&a, "a grid axis (0, 1 or 2)")),
                };
                self.expect_punct(':', "':' and the result type after the axis")?;
                if kind == OpKind::ProgramId {
                    Op::ProgramId(axis)
                } else {
                    Op::NumPrograms(axis)
                }
            }
            OpKind::Const => return self.const_rest(),
            OpKind::Arange => {
                let start: i32 = self.int("an i32 integer literal (the start)")?;
                self.expect_punct(',', "',' after the start of 'arange'")?;
                let end: i32 = self.int("an i32 integer literal (the end)")?;
                self.expect_punct(':', "':' and the result type after the end of 'arange'")?;
                Op::Arange { start, end }
            }
            OpKind::N(op, n) => {
                self.operand_list(&mut args)?;
                if args.len() != n {
                    let s = if n == 1 { "" } else { "s" };
                    return Err(err_at(name, format!("'{}' takes {n} operand{s}, found {}", name.text, args.len())));
                }
                op
            }
            OpKind::Icmp | OpKind::Fcmp => {
                let op = if kind == OpKind::Icmp {
                    Op::Icmp(self.enum_name(IntCC::ALL, IntCC::name, "an integer comparison")?)
                } else {
                    Op::Fcmp(self.enum_name(FloatCC::ALL, FloatCC::name, "a float comparison")?)
                };
                self.operand_list(&mut args)?;
                if args.len() != 2 {
                    return Err(err_at(name, format!("'{}' takes 2 operands, found {}", name.text, args.len())));
                }
                op
            }
            OpKind::ExpandDims => {
                args.push(self.use_value("an operand")?);
                self.expect_punct(',', "',' after operand")?;
                self.keyword("axis", "'axis'")?;
                let axis = self.int("an axis number after 'axis'")?;
                self.expect_punct(':', "':' and the result type after the axis")?;
                Op::ExpandDims(axis)
            }
            OpKind::Trans => {
                args.push(self.use_value("an operand")?);
                self.expect_punct(',', "',' after operand")?;
                self.keyword("perm", "'perm'")?;
                self.expect_punct('[', "'[' after 'perm'")?;
                let mut perm = Vec::new();
                if self.peek()?.is_punct(']') {
                    self.next()?;
                } else {
                    loop {
                        perm.push(self.int("an axis number in the permutation")?);
                        let t = self.next()?;
                        if t.is_punct(']') {
                            break;
                        }
                        if !t.is_punct(',') {
                            return Err(self.expected(&t, "',' or ']' in the permutation"));
                        }
                    }
                }
                self.expect_punct(':', "':' and the result type after the permutation")?;
                Op::Trans(perm)
            }
            OpKind::Load => {
                args.push(self.use_value("the pointer operand")?);
                let (mut mask, mut other) = (false, false);
                if self.comma_or_colon()? {
                    self.keyword("mask", "'mask' after ','")?;
                    args.push(self.use_value("the mask operand after 'mask'")?);
                    mask = true;
                    if self.comma_or_colon()? {
                        self.keyword("other", "'other' after ','")?;
                        args.push(self.use_value("the operand after 'other'")?);
                        other = true;
                        self.expect_punct(':', "':' and the result type after operand")?;
                    }
                }
                Op::Load { mask, other }
            }
            OpKind::AtomicRmw => {
                let op = self.enum_name(AtomicOp::ALL, AtomicOp::name, "an atomic operation")?;
                args.push(self.use_value("the pointer operand")?);
                self.expect_punct(',', "',' after operand")?;
                args.push(self.use_value("the value operand")?);
                let mask = self.opt_mask_then_colon(&mut args)?;
                Op::AtomicRmw { op, mask }
            }
            OpKind::AtomicCas => {
                args.push(self.use_value("the pointer operand")?);
                self.expect_punct(',', "',' after operand")?;
                args.push(self.use_value("the compared operand")?);
                self.expect_punct(',', "',' after operand")?;
                args.push(self.use_value("the value operand")?);
                let mask = self.opt_mask_then_colon(&mut args)?;
                Op::AtomicCas { mask }
            }
            OpKind::Reduce | OpKind::Scan => {
                let rop = if kind == OpKind::Reduce {
                    Ok(self.enum_name(ReduceOp::ALL, ReduceOp::name, "a reduction")?)
                } else {
                    Err(self.enum_name(ScanOp::ALL, ScanOp::name, "a scan operation")?)
                };
                args.push(self.use_value("an operand")?);
                self.expect_punct(',', "',' after operand")?;
                self.keyword("axis", "'axis'")?;
                let axis = self.int("an axis number after 'axis'")?;
                match rop {
                    Ok(op) => {
                        self.expect_punct(':', "':' and the result type after the axis")?;
                        Op::Reduce { op, axis }
                    }
                    Err(op) => {
                        let t = self.next()?;
                        let reverse = t.is_punct(',');
                        if reverse {
                            self.keyword("reverse", "'reverse' after ','")?;
                            self.expect_punct(':', "':' and the result type after 'reverse'")?;
                        } else if !t.is_punct(':') {
                            return Err(self.expected(&t, "',' or ':' after the axis"));
                        }
                        Op::Scan { op, axis, reverse }
                    }
                }
            }
            OpKind::Dot => {
                args.push(self.use_value("an operand")?);
                self.expect_punct(',', "',' after operand")?;
                args.push(self.use_value("an operand")?);
                self.expect_punct(',', "',' after operand")?;
                args.push(self.use_value("the accumulator operand")?);
                let mut precision = DotPrecision::Ieee;
                if self.comma_or_colon()? {
                    self.keyword("precision", "'precision' after ','")?;
                    precision = self.enum_name(DotPrecision::ALL, DotPrecision::name, "a dot precision")?;
                    self.expect_punct(':', "':' and the result type after the precision")?;
                }
                Op::Dot { precision }
            }
        };
        let (ty, _) = self.ty()?;
        Ok((op, args, ty))
    }

    /// Comma-separated operands through the `:` that ends them.
    fn operand_list(&mut self, args: &mut Vec<Value>) -> Result<(), ParseError> {
        loop {
            args.push(self.use_value("an operand")?);
            if !self.comma_or_colon()? {
                return Ok(());
            }
        }
    }

    /// `[, mask %m]` then `:`; whether a mask was given.
    fn opt_mask_then_colon(&mut self, args: &mut Vec<Value>) -> Result<bool, ParseError> {
        if !self.comma_or_colon()? {
            return Ok(false);
        }
        self.keyword("mask", "'mask' after ','")?;
        args.push(self.use_value("the mask operand after 'mask'")?);
        self.expect_punct(':', "':' and the result type after operand")?;
        Ok(true)
    }

    /// `LIT : TYPE` after `const`.
    fn const_rest(&mut self) -> Result<(Op, Vec<Value>, Type), ParseError> {
        let lit = self.next()?;
        if !matches!(lit.kind, Tok::Number | Tok::Word) {
            return Err(self.expected(&lit, "a constant literal after 'const'"));
        }
        self.expect_punct(':', "':' and the type after the constant")?;
        let (ty, at) = self.ty()?;
        let Some(dtype) = ty.dtype() else {
            return Err(err_at(&at, format!("constants of pointer type are not supported, found {ty}")));
        };
        match Const::parse(dtype, lit.text) {
            // A finite literal past the type's largest finite value would round to infinity.
            Some(c) if c.as_f64().is_infinite() && !lit.text.contains("inf") && !lit.text.starts_with("0x") => {
                Err(err_at(
                    &lit,
                    format!(
                        "constant '{}' overflows {dtype} (it would round to infinity); write inf if that is meant",
                        lit.text
                    ),
                ))
            }
            Some(c) => Ok((Op::Const(c.bits), Vec::new(), ty)),
            None => Err(err_at(&lit, format!("invalid constant '{}' for type {dtype}", lit.text))),
        }
    }

    /// `p, v [, mask m]` after `store`.
    pub(super) fn store(&mut self) -> Result<(Op, Vec<Value>), ParseError> {
        let mut args = vec![self.use_value("the pointer operand")?];
        self.expect_punct(',', "',' after operand")?;
        args.push(self.use_value("the value operand")?);
        let mut mask = false;
        let t = self.peek()?;
        if t.is_punct(',') {
            self.next()?;
            self.keyword("mask", "'mask' after ','")?;
            args.push(self.use_value("the mask operand after 'mask'")?);
            mask = true;
        } else if t.is_punct(':') {
            return Err(err_at(&t, "'store' has no result type"));
        }
        Ok((Op::Store { mask }, args))
    }
}

/// The one-result ops, as far as their syntax goes.
#[derive(Clone, PartialEq)]
pub(super) enum OpKind {
    ProgramId,
    NumPrograms,
    Const,
    Arange,
    /// An op whose operands are just N values.
    N(Op, usize),
    ExpandDims,
    Trans,
    Icmp,
    Fcmp,
    Load,
    AtomicRmw,
    AtomicCas,
    Reduce,
    Scan,
    Dot,
}
