//! The `.tile` parser: a recursive-descent reader over the tokens of `lexer` that builds
//! [`Kernel`]s through the `Kernel` API (`add_param`, `add_region`, `push_inst`).
//!
//! It owns name resolution (names are global to a kernel; definition before use in text order;
//! no redefinition), the per-op operand and attribute syntax, the `yield` rules of regions, and
//! the limits that keep it panic-free and bounded: region nesting at most [`MAX_REGION_DEPTH`]
//! (the only recursion), tile rank at most 4, numbers range-checked. Types and shapes are not
//! checked here beyond what is needed to build the IR: that is the verifier's job, so that
//! malformed-but-parseable kernels can be written in tests.
//!
//! Every instruction gets `kernel.lines[inst]` = the line of its first token; a `yield` the parser
//! adds to a region that lacks one gets the line of the region's closing `}`.
//!
//! This file holds the parser's core: tokens, names, types, kernels, regions, statements and
//! the `for`/`if` statements; `ops` holds the syntax of the one-result ops and of `store`, and
//! the "did you mean" hint for unknown op names.

mod ops;

use super::lexer::{Lexer, Tok, Token};
use super::{ParseError, TileFile};
use crate::kernel::{Kernel, ParamAttrs, Region, Value};
use crate::op::Op;
use crate::types::{DType, Scalar, Type, MAX_RANK};
use std::collections::HashMap;

/// How deep `for`/`if` regions may nest (the kernel body is depth 0).
pub const MAX_REGION_DEPTH: usize = 64;

/// Parses a whole `.tile` file: directives and one or more kernels.
pub fn parse(src: &str) -> Result<TileFile, ParseError> {
    let directives =
        src.lines().filter_map(|l| l.trim_start().strip_prefix("; run:")).map(|rest| rest.trim().to_string()).collect();
    let mut p = Parser::new(src);
    let mut kernels = Vec::new();
    loop {
        let t = p.peek()?;
        if t.kind == Tok::Eof && !kernels.is_empty() {
            break;
        }
        if !t.is_word("kernel") {
            let what = if kernels.is_empty() { "'kernel'" } else { "'kernel' or end of input" };
            return Err(p.expected(&t, what));
        }
        kernels.push(p.kernel()?);
    }
    Ok(TileFile { directives, kernels })
}

/// Parses text holding exactly one kernel (directives are read as comments).
pub fn parse_kernel(src: &str) -> Result<Kernel, ParseError> {
    let mut p = Parser::new(src);
    let k = p.kernel()?;
    let t = p.peek()?;
    if t.kind != Tok::Eof {
        return Err(p.expected(&t, "end of input after the kernel (parse_kernel reads exactly one kernel)"));
    }
    Ok(k)
}

/// What a name is bound to while parsing one kernel.
#[derive(Copy, Clone)]
enum Binding {
    Defined(Value),
    /// A result name of a statement still being parsed.
    Pending,
}

struct Parser<'a> {
    lex: Lexer<'a>,
    /// The next token and the cursor after it, once peeked.
    peeked: Option<(Token<'a>, Lexer<'a>)>,
    k: Kernel,
    scope: HashMap<String, Binding>,
    /// The names of the kernels parsed so far (a file's kernels are named apart).
    kernel_names: Vec<String>,
}

fn err_at(t: &Token, message: impl Into<String>) -> ParseError {
    ParseError { line: t.line, col: t.col, message: message.into() }
}

/// `a, b, c` from a list of `.tile` spellings.
fn list(names: impl Iterator<Item = &'static str>) -> String {
    names.collect::<Vec<_>>().join(", ")
}

impl<'a> Parser<'a> {
    fn new(src: &'a str) -> Parser<'a> {
        Parser {
            lex: Lexer::new(src),
            peeked: None,
            k: Kernel::new(""),
            scope: HashMap::new(),
            kernel_names: Vec::new(),
        }
    }

    // ---- tokens ----

    fn peek(&mut self) -> Result<Token<'a>, ParseError> {
        if let Some((t, _)) = self.peeked {
            return Ok(t);
        }
        let mut after = self.lex;
        let t = after.next_token()?;
        self.peeked = Some((t, after));
        Ok(t)
    }

    fn next(&mut self) -> Result<Token<'a>, ParseError> {
        let t = self.peek()?;
        if let Some((_, after)) = self.peeked.take() {
            self.lex = after;
        }
        Ok(t)
    }

    /// The token after the next one.
    fn peek2(&mut self) -> Result<Token<'a>, ParseError> {
        self.peek()?;
        match self.peeked {
            Some((_, mut after)) => after.next_token(),
            None => self.lex.next_token(),
        }
    }

    /// `expected WHAT, found TOKEN` at the token.
    fn expected(&self, t: &Token, what: &str) -> ParseError {
        err_at(t, format!("expected {what}, found {}", t.describe()))
    }

    fn expect_punct(&mut self, c: char, what: &str) -> Result<Token<'a>, ParseError> {
        let t = self.next()?;
        if t.is_punct(c) {
            Ok(t)
        } else {
            Err(self.expected(&t, what))
        }
    }

    fn keyword(&mut self, w: &str, what: &str) -> Result<Token<'a>, ParseError> {
        let t = self.next()?;
        if t.is_word(w) {
            Ok(t)
        } else {
            Err(self.expected(&t, what))
        }
    }

    /// Consumes the separator after an operand: `true` for `,` (more follows), `false` for `:`
    /// (the result type follows).
    fn comma_or_colon(&mut self) -> Result<bool, ParseError> {
        let t = self.next()?;
        if t.is_punct(',') {
            Ok(true)
        } else if t.is_punct(':') {
            Ok(false)
        } else {
            Err(self.expected(&t, "',' or ':' after operand"))
        }
    }

    /// An integer literal of type `T`.
    fn int<T: std::str::FromStr>(&mut self, what: &str) -> Result<T, ParseError> {
        let t = self.next()?;
        match (t.kind, t.text.parse::<T>()) {
            (Tok::Number, Ok(v)) => Ok(v),
            _ => Err(self.expected(&t, what)),
        }
    }

    /// One of the names of an enum from `crate::op`.
    fn enum_name<T: Copy>(&mut self, all: &[T], name: fn(T) -> &'static str, what: &str) -> Result<T, ParseError> {
        let t = self.next()?;
        if t.kind == Tok::Word {
            if let Some(&v) = all.iter().find(|&&v| name(v) == t.text) {
                return Ok(v);
            }
        }
        let names = list(all.iter().map(|&v| name(v)));
        Err(self.expected(&t, &format!("{what} ({names})")))
    }

    // ---- names ----

    /// Reserves a new name written at `t` (a value token); it becomes usable with [`Self::bind`].
    fn declare(&mut self, t: &Token) -> Result<(), ParseError> {
        if self.scope.contains_key(t.text) {
            return Err(err_at(t, format!("%{} is already defined", t.text)));
        }
        self.scope.insert(t.text.to_string(), Binding::Pending);
        Ok(())
    }

    fn bind(&mut self, name: &str, v: Value) {
        self.scope.insert(name.to_string(), Binding::Defined(v));
        self.k.names[v] = name.to_string();
    }

    /// A value token that names a value defined earlier.
    fn use_value(&mut self, what: &str) -> Result<Value, ParseError> {
        let t = self.next()?;
        if t.kind != Tok::Value {
            return Err(self.expected(&t, what));
        }
        match self.scope.get(t.text) {
            Some(Binding::Defined(v)) => Ok(*v),
            Some(Binding::Pending) => {
                Err(err_at(&t, format!("undefined value %{} (used inside the statement that defines it)", t.text)))
            }
            None => Err(err_at(&t, format!("undefined value %{}", t.text))),
        }
    }

    // ---- types ----

    /// A type, and the token where it starts (for messages).
    fn ty(&mut self) -> Result<(Type, Token<'a>), ParseError> {
        let t = self.next()?;
        if t.kind != Tok::Word {
            return Err(self.expected(&t, "a type"));
        }
        if t.text == "tile" {
            self.expect_punct('<', "'<' after 'tile'")?;
            return Ok((self.tile_rest()?, t));
        }
        Ok((Type { scalar: self.scalar(&t)?, shape: crate::types::Shape::SCALAR }, t))
    }

    /// A scalar type starting with the word `t` (already consumed).
    fn scalar(&mut self, t: &Token) -> Result<Scalar, ParseError> {
        if t.kind != Tok::Word {
            return Err(self.expected(t, "an element type"));
        }
        if t.text == "ptr" {
            self.expect_punct('<', "'<' after 'ptr'")?;
            let d = self.next()?;
            let dt = self.dtype(&d)?;
            self.expect_punct('>', "'>' to close 'ptr<'")?;
            return Ok(Scalar::Ptr(dt));
        }
        Ok(Scalar::Num(self.dtype(t)?))
    }

    fn dtype(&self, t: &Token) -> Result<DType, ParseError> {
        if t.kind == Tok::Word {
            if let Some(d) = DType::from_name(t.text) {
                return Ok(d);
            }
            if t.text != "ptr" && t.text != "tile" {
                return Err(err_at(t, format!("unknown type '{}'", t.text)));
            }
        }
        Err(self.expected(t, "an element type (i1, i8, i16, i32, i64, f16, bf16, f32, f64)"))
    }

    /// The rest of `tile<` : `D0xD1x..xSCALAR>`. Dimensions are lexed char by char, since
    /// `16x64xf32` is one run of name chars to the ordinary lexer.
    fn tile_rest(&mut self) -> Result<Type, ParseError> {
        // Nothing is peeked past '<' (it was consumed by `next`), so the cursor is right after it.
        self.peeked = None;
        let mut dims: Vec<u32> = Vec::new();
        loop {
            let Some((text, line, col)) = self.lex.tile_dim() else {
                if dims.is_empty() {
                    let found = self.lex.describe_here();
                    return Err(self.lex.error(format!("expected a tile dimension after 'tile<', found {found}")));
                }
                break;
            };
            let at = |message: String| ParseError { line, col, message };
            let d: u32 = text.parse().map_err(|_| at(format!("tile dimension {text} does not fit in 32 bits")))?;
            if d == 0 {
                return Err(at("tile dimension must be at least 1, found 0".to_string()));
            }
            if dims.len() >= MAX_RANK {
                return Err(at(format!("tile rank exceeds the maximum of {MAX_RANK}")));
            }
            dims.push(d);
            if !self.lex.tile_x() {
                let found = self.lex.describe_here();
                return Err(self.lex.error(format!("expected 'x' after tile dimension, found {found}")));
            }
        }
        let st = self.next()?;
        if st.kind != Tok::Word {
            return Err(self.expected(&st, "the element type of the tile"));
        }
        let scalar = self.scalar(&st)?;
        self.expect_punct('>', "'>' to close 'tile<'")?;
        Type::tile(scalar, &dims).ok_or_else(|| err_at(&st, "tile rank exceeds the maximum of 4"))
    }

    /// `( T, .. )` after `->`.
    fn type_list(&mut self) -> Result<Vec<Type>, ParseError> {
        self.expect_punct('(', "'(' after '->'")?;
        let mut tys = Vec::new();
        if self.peek()?.is_punct(')') {
            self.next()?;
            return Ok(tys);
        }
        loop {
            tys.push(self.ty()?.0);
            let t = self.next()?;
            if t.is_punct(')') {
                return Ok(tys);
            }
            if !t.is_punct(',') {
                return Err(self.expected(&t, "',' or ')' after type"));
            }
        }
    }

    // ---- kernels and regions ----

    fn kernel(&mut self) -> Result<Kernel, ParseError> {
        self.scope.clear();
        let t = self.next()?;
        if !t.is_word("kernel") {
            return Err(self.expected(&t, "'kernel'"));
        }
        let name = self.next()?;
        if name.kind != Tok::Global {
            return Err(self.expected(&name, "the kernel name ('@name') after 'kernel'"));
        }
        if self.kernel_names.iter().any(|n| n == name.text) {
            return Err(err_at(&name, format!("a kernel @{} is already defined in this file", name.text)));
        }
        self.kernel_names.push(name.text.to_string());
        self.k = Kernel::new(name.text);
        self.expect_punct('(', "'(' after the kernel name")?;
        if self.peek()?.is_punct(')') {
            self.next()?;
        } else {
            loop {
                self.param()?;
                let t = self.next()?;
                if t.is_punct(')') {
                    break;
                }
                if !t.is_punct(',') {
                    return Err(self.expected(&t, "',' or ')' after parameter"));
                }
            }
        }
        if self.peek()?.is_word("num_warps") {
            self.next()?;
            self.k.num_warps = self.int("the number of warps after 'num_warps'")?;
        }
        if self.peek()?.is_word("num_stages") {
            self.next()?;
            self.k.num_stages = Some(self.int("the number of pipeline stages after 'num_stages'")?);
        }
        let open = self.expect_punct('{', "'{' to open the kernel body")?;
        let body = self.k.body;
        self.region_body(body, 0, false, &open)?;
        Ok(std::mem::replace(&mut self.k, Kernel::new("")))
    }

    fn param(&mut self) -> Result<(), ParseError> {
        let t = self.next()?;
        if t.kind != Tok::Value {
            return Err(self.expected(&t, "a parameter ('%name: type')"));
        }
        self.declare(&t)?;
        self.expect_punct(':', "':' after the parameter name")?;
        let (ty, at) = self.ty()?;
        if ty.is_tile() {
            return Err(err_at(&at, format!("kernel parameters must be scalars, found {ty}")));
        }
        let mut attrs = ParamAttrs::default();
        loop {
            let a = self.peek()?;
            let is_align = a.is_word("align");
            if !is_align && !a.is_word("div") {
                break;
            }
            let given = if is_align { attrs.align.is_some() } else { attrs.div.is_some() };
            if given {
                return Err(err_at(&a, format!("'{}' is given twice", a.text)));
            }
            self.next()?;
            let n: u32 = self.int(&format!("an integer after '{}'", a.text))?;
            if is_align {
                attrs.align = Some(n);
            } else {
                attrs.div = Some(n);
            }
        }
        let v = self.k.add_param(t.text, ty, attrs);
        self.bind(t.text, v);
        Ok(())
    }

    /// The statements of a region after its `{`, through its `}`. `nested` regions (`for`/`if`)
    /// end in a `yield`, added when the text has none. Returns the line of the closing `}`.
    fn region_body(&mut self, region: Region, depth: usize, nested: bool, open: &Token) -> Result<u32, ParseError> {
        if depth > MAX_REGION_DEPTH {
            return Err(err_at(open, format!("regions are nested more than {MAX_REGION_DEPTH} deep")));
        }
        loop {
            let t = self.peek()?;
            if t.is_punct('}') {
                self.next()?;
                if nested {
                    let y = self.k.push_inst(region, Op::Yield, &[], &[], &[]);
                    self.k.lines[y] = t.line;
                }
                return Ok(t.line);
            }
            if t.kind == Tok::Eof {
                return Err(err_at(
                    &t,
                    format!(
                        "expected '}}' to close the region opened at {}:{}, found end of input",
                        open.line, open.col
                    ),
                ));
            }
            if self.stmt(region, depth, nested)? {
                let close = self.next()?;
                if !close.is_punct('}') {
                    return Err(self.expected(&close, "'}' after 'yield' (a yield ends its region)"));
                }
                return Ok(close.line);
            }
        }
    }

    /// One statement; `true` when it was a `yield` (which ends the region).
    fn stmt(&mut self, region: Region, depth: usize, nested: bool) -> Result<bool, ParseError> {
        let first = self.peek()?;
        let line = first.line;
        let mut results: Vec<Token<'a>> = Vec::new();
        if first.kind == Tok::Value {
            loop {
                let t = self.next()?;
                if t.kind != Tok::Value {
                    return Err(self.expected(&t, "a result name after ','"));
                }
                self.declare(&t)?;
                results.push(t);
                let sep = self.next()?;
                if sep.is_punct('=') {
                    break;
                }
                if !sep.is_punct(',') {
                    return Err(self.expected(&sep, "',' or '=' after result name"));
                }
            }
        } else if first.kind != Tok::Word {
            return Err(self.expected(&first, "a statement or '}'"));
        }
        let op = self.next()?;
        if op.kind != Tok::Word {
            return Err(self.expected(&op, "an op name after '='"));
        }
        match op.text {
            "for" => return self.for_stmt(region, depth, line, &op, &results).map(|_| false),
            "if" => return self.if_stmt(region, depth, line, &op, &results).map(|_| false),
            "yield" => {
                if !nested {
                    return Err(err_at(&op, "'yield' is only allowed at the end of a 'for' or 'if' region"));
                }
                if let Some(r) = results.first() {
                    return Err(err_at(r, "'yield' has no results"));
                }
                let mut args = Vec::new();
                // `yield` then `%a = ..` on the next line: the yield has no operands and is not
                // last in its region; report that rather than an undefined `%a`.
                if self.peek()?.kind == Tok::Value && !self.peek2()?.is_punct('=') {
                    loop {
                        args.push(self.use_value("a value")?);
                        if !self.peek()?.is_punct(',') {
                            break;
                        }
                        self.next()?;
                    }
                }
                let y = self.k.push_inst(region, Op::Yield, &args, &[], &[]);
                self.k.lines[y] = line;
                return Ok(true);
            }
            "store" => {
                if let Some(r) = results.first() {
                    return Err(err_at(r, "'store' has no results"));
                }
                let (op, args) = self.store()?;
                let i = self.k.push_inst(region, op, &args, &[], &[]);
                self.k.lines[i] = line;
                return Ok(false);
            }
            _ => {}
        }
        let kind = self.op_kind(&op)?;
        match results.as_slice() {
            [_] => {}
            [] => {
                return Err(err_at(&op, format!("'{0}' needs a result: write '%name = {0} ...'", op.text)));
            }
            [_, extra, ..] => {
                return Err(err_at(
                    extra,
                    format!("'{}' has one result, found {} result names", op.text, results.len()),
                ));
            }
        }
        let (op_val, args, ty) = self.value_op(kind, &op)?;
        let i = self.k.push_inst(region, op_val, &args, &[ty], &[]);
        self.k.lines[i] = line;
        if let (Some(r), Some(&v)) = (results.first(), self.k.insts[i].results.first()) {
            self.bind(r.text, v);
        }
        Ok(false)
    }

    /// `for %i = lo to hi step s [iter(..)] [-> (..)] { .. }` after `for`.
    fn for_stmt(
        &mut self,
        region: Region,
        depth: usize,
        line: u32,
        op: &Token,
        results: &[Token],
    ) -> Result<(), ParseError> {
        let iv = self.next()?;
        if iv.kind != Tok::Value {
            return Err(self.expected(&iv, "the induction variable ('%name') after 'for'"));
        }
        self.declare(&iv)?;
        self.expect_punct('=', "'=' after the induction variable")?;
        let lo = self.use_value("the lower bound")?;
        self.keyword("to", "'to' after the lower bound")?;
        let hi = self.use_value("the upper bound after 'to'")?;
        self.keyword("step", "'step' after the upper bound")?;
        let step = self.use_value("the step after 'step'")?;
        let mut args = vec![lo, hi, step];
        let mut carried: Vec<Token<'a>> = Vec::new();
        let has_iter = self.peek()?.is_word("iter");
        if has_iter {
            self.next()?;
            self.expect_punct('(', "'(' after 'iter'")?;
            if self.peek()?.is_punct(')') {
                self.next()?;
            } else {
                loop {
                    let c = self.next()?;
                    if c.kind != Tok::Value {
                        return Err(self.expected(&c, "a loop-carried value ('%name = %init')"));
                    }
                    self.declare(&c)?;
                    carried.push(c);
                    self.expect_punct('=', "'=' after the loop-carried value")?;
                    args.push(self.use_value("the initial value after '='")?);
                    let t = self.next()?;
                    if t.is_punct(')') {
                        break;
                    }
                    if !t.is_punct(',') {
                        return Err(self.expected(&t, "',' or ')' in 'iter(..)'"));
                    }
                }
            }
        }
        let arrow = self.peek()?;
        let tys = if arrow.kind == Tok::Arrow {
            self.next()?;
            self.type_list()?
        } else {
            if !carried.is_empty() {
                return Err(self.expected(&arrow, "'->' and the types of the loop-carried values"));
            }
            Vec::new()
        };
        if carried.len() != tys.len() {
            return Err(err_at(
                op,
                format!("'for' has {} loop-carried values but {} types after '->'", carried.len(), tys.len()),
            ));
        }
        if results.len() != tys.len() {
            return Err(err_at(
                op,
                format!("'for' has {} result names but {} loop-carried values", results.len(), carried.len()),
            ));
        }
        let open = self.expect_punct('{', "'{' to open the loop body")?;
        let mut param_tys = vec![self.k.ty(lo)];
        param_tys.extend_from_slice(&tys);
        let body = self.k.add_region(&param_tys);
        let params = self.k.regions[body].params.clone();
        for (t, &v) in std::iter::once(&iv).chain(carried.iter()).zip(params.iter()) {
            self.bind(t.text, v);
        }
        self.region_body(body, depth + 1, true, &open)?;
        let i = self.k.push_inst(region, Op::For, &args, &tys, &[body]);
        self.finish(i, line, results);
        Ok(())
    }

    /// `if c [-> (..)] { .. } [else { .. }]` after `if`.
    fn if_stmt(
        &mut self,
        region: Region,
        depth: usize,
        line: u32,
        op: &Token,
        results: &[Token],
    ) -> Result<(), ParseError> {
        let cond = self.use_value("the condition after 'if'")?;
        let tys = if self.peek()?.kind == Tok::Arrow {
            self.next()?;
            self.type_list()?
        } else {
            Vec::new()
        };
        if results.len() != tys.len() {
            return Err(err_at(
                op,
                format!("'if' has {} result names but {} result types after '->'", results.len(), tys.len()),
            ));
        }
        let open = self.expect_punct('{', "'{' to open the 'if' region")?;
        let then_r = self.k.add_region(&[]);
        let close_line = self.region_body(then_r, depth + 1, true, &open)?;
        let else_r = self.k.add_region(&[]);
        if self.peek()?.is_word("else") {
            self.next()?;
            let open = self.expect_punct('{', "'{' after 'else'")?;
            self.region_body(else_r, depth + 1, true, &open)?;
        } else {
            let y = self.k.push_inst(else_r, Op::Yield, &[], &[], &[]);
            self.k.lines[y] = close_line;
        }
        let i = self.k.push_inst(region, Op::If, &[cond], &tys, &[then_r, else_r]);
        self.finish(i, line, results);
        Ok(())
    }

    /// Records the line of a `for`/`if` and binds its result names.
    fn finish(&mut self, i: crate::kernel::Inst, line: u32, results: &[Token]) {
        self.k.lines[i] = line;
        let vals = self.k.insts[i].results.clone();
        for (t, &v) in results.iter().zip(vals.iter()) {
            self.bind(t.text, v);
        }
    }
}
