//! The `.tile` lexer: a copyable cursor over the source that produces one token at a time, with
//! 1-based line and column (columns count chars). It owns the token classes, comment skipping,
//! and the one context-dependent piece of lexing: the dimension list inside `tile<...>`, where
//! `128x64xf32` must split into `128`, `64`, `f32` (the parser switches to it explicitly).
//!
//! Token classes:
//!
//! ```text
//!   word     [A-Za-z_][A-Za-z0-9_]*              kernel, add, f32, tile, inf, true
//!   number   -?[0-9A-Za-z_.]+ (e+/e- inside)      0, -1, 1.5, 1e-7, -inf, 0x7fc00001
//!   value    %[A-Za-z0-9_.]+                      text without the '%'
//!   global   @[A-Za-z0-9_.]+                      text without the '@'
//!   punct    , : = ( ) { } < > [ ]   and the arrow ->
//! ```
//!
//! A `;` starts a comment to the end of the line (`; run:` directives are collected separately,
//! by line, in `parse`). The lexer never panics: every slice it takes ends on a char boundary.

use super::ParseError;

/// What a token is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Tok {
    Word,
    Number,
    Value,
    Global,
    Punct(char),
    Arrow,
    Eof,
}

/// A token: its class, its text (without `%`/`@` for values and globals) and where it starts.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Token<'a> {
    pub kind: Tok,
    pub text: &'a str,
    pub line: u32,
    pub col: u32,
}

impl Token<'_> {
    /// How a message shows this token: `'add'`, `'%x'`, `','`, or `end of input`.
    pub fn describe(&self) -> String {
        match self.kind {
            Tok::Eof => "end of input".to_string(),
            Tok::Value => format!("'%{}'", self.text),
            Tok::Global => format!("'@{}'", self.text),
            Tok::Arrow => "'->'".to_string(),
            Tok::Punct(c) => format!("'{c}'"),
            Tok::Word | Tok::Number => format!("'{}'", self.text),
        }
    }

    pub fn is_punct(&self, c: char) -> bool {
        self.kind == Tok::Punct(c)
    }

    pub fn is_word(&self, w: &str) -> bool {
        self.kind == Tok::Word && self.text == w
    }
}

/// Characters of value names, global names and numbers.
pub(crate) fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '.'
}

/// A position in the source; cheap to copy, so the parser peeks by lexing from a copy.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Lexer<'a> {
    src: &'a str,
    pos: usize,
    line: u32,
    col: u32,
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a str) -> Lexer<'a> {
        Lexer { src, pos: 0, line: 1, col: 1 }
    }

    fn rest(&self) -> &'a str {
        self.src.get(self.pos..).unwrap_or("")
    }

    fn peek_char(&self) -> Option<char> {
        self.rest().chars().next()
    }

    fn peek_char2(&self) -> Option<char> {
        self.rest().chars().nth(1)
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek_char()?;
        self.pos += c.len_utf8();
        if c == '\n' {
            self.line = self.line.saturating_add(1);
            self.col = 1;
        } else {
            self.col = self.col.saturating_add(1);
        }
        Some(c)
    }

    pub fn error(&self, message: impl Into<String>) -> ParseError {
        ParseError { line: self.line, col: self.col, message: message.into() }
    }

    /// Skips whitespace and `;` comments.
    pub fn skip_trivia(&mut self) {
        while let Some(c) = self.peek_char() {
            if c.is_whitespace() {
                self.bump();
            } else if c == ';' {
                while let Some(c) = self.peek_char() {
                    if c == '\n' {
                        break;
                    }
                    self.bump();
                }
            } else {
                break;
            }
        }
    }

    /// Consumes chars while `f` holds; returns the text consumed.
    fn take_while(&mut self, mut f: impl FnMut(&str, char) -> bool) -> &'a str {
        let start = self.pos;
        while let Some(c) = self.peek_char() {
            let so_far = self.src.get(start..self.pos).unwrap_or("");
            if !f(so_far, c) {
                break;
            }
            self.bump();
        }
        self.src.get(start..self.pos).unwrap_or("")
    }

    /// The next token (after whitespace and comments).
    pub fn next_token(&mut self) -> Result<Token<'a>, ParseError> {
        self.skip_trivia();
        let (line, col) = (self.line, self.col);
        let tok = |kind, text| Ok(Token { kind, text, line, col });
        let Some(c) = self.peek_char() else {
            return tok(Tok::Eof, "");
        };
        match c {
            ',' | ':' | '=' | '(' | ')' | '{' | '}' | '<' | '>' | '[' | ']' => {
                self.bump();
                tok(Tok::Punct(c), "")
            }
            '%' | '@' => {
                self.bump();
                let name = self.take_while(|_, c| is_name_char(c));
                if name.is_empty() {
                    let what = if c == '%' { "a value name" } else { "a kernel name" };
                    let found = self.describe_here();
                    return Err(ParseError {
                        line,
                        col,
                        message: format!("expected {what} after '{c}', found {found}"),
                    });
                }
                tok(if c == '%' { Tok::Value } else { Tok::Global }, name)
            }
            '-' if self.peek_char2() == Some('>') => {
                self.bump();
                self.bump();
                tok(Tok::Arrow, "")
            }
            '-' if self.peek_char2().is_some_and(is_name_char) => tok(Tok::Number, self.number()),
            c if c.is_ascii_digit() => tok(Tok::Number, self.number()),
            c if c.is_ascii_alphabetic() || c == '_' => {
                tok(Tok::Word, self.take_while(|_, c| c.is_ascii_alphanumeric() || c == '_'))
            }
            c => Err(ParseError { line, col, message: format!("unexpected character '{}'", c.escape_debug()) }),
        }
    }

    /// A number-like token: an optional `-`, then name chars, with a sign allowed right after the
    /// exponent `e`/`E` of a decimal (not hex) literal.
    fn number(&mut self) -> &'a str {
        let mut first = true;
        self.take_while(|so_far, c| {
            if std::mem::take(&mut first) {
                return true; // the leading '-' or digit, already checked
            }
            if is_name_char(c) {
                return true;
            }
            let digits = so_far.trim_start_matches('-');
            (c == '+' || c == '-')
                && (so_far.ends_with('e') || so_far.ends_with('E'))
                && !digits.starts_with("0x")
                && !digits.starts_with("0X")
        })
    }

    /// Describes what is at the cursor (after trivia), for messages; never fails.
    pub fn describe_here(&self) -> String {
        let mut probe = *self;
        match probe.next_token() {
            Ok(t) => t.describe(),
            Err(_) => {
                probe.skip_trivia();
                match probe.peek_char() {
                    Some(c) => format!("'{}'", c.escape_debug()),
                    None => "end of input".to_string(),
                }
            }
        }
    }

    /// Inside `tile<`: reads a decimal dimension (digits only), after trivia. `None` (cursor
    /// unchanged except for trivia) when the next char is not a digit.
    pub fn tile_dim(&mut self) -> Option<(&'a str, u32, u32)> {
        self.skip_trivia();
        let (line, col) = (self.line, self.col);
        let digits = self.take_while(|_, c| c.is_ascii_digit());
        (!digits.is_empty()).then_some((digits, line, col))
    }

    /// Inside `tile<`: consumes the `x` that separates dimensions, after trivia.
    pub fn tile_x(&mut self) -> bool {
        self.skip_trivia();
        if self.peek_char() == Some('x') {
            self.bump();
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<(Tok, String)> {
        let mut lx = Lexer::new(src);
        let mut out = Vec::new();
        loop {
            let t = lx.next_token().unwrap();
            if t.kind == Tok::Eof {
                return out;
            }
            out.push((t.kind, t.text.to_string()));
        }
    }

    #[test]
    fn numbers_and_arrows() {
        let k = kinds("-1 1e-7 -inf 0x7e-5 -> %a.b @k ; comment\n x");
        let texts: Vec<&str> = k.iter().map(|(_, s)| s.as_str()).collect();
        assert_eq!(texts, ["-1", "1e-7", "-inf", "0x7e", "-5", "", "a.b", "k", "x"]);
        assert_eq!(k[5].0, Tok::Arrow);
    }

    #[test]
    fn positions_count_chars() {
        let mut lx = Lexer::new("é\n  ü $");
        let e = lx.next_token().unwrap_err();
        assert_eq!((e.line, e.col), (1, 1));
        let mut lx = Lexer::new("\n  %a $");
        lx.next_token().unwrap();
        let e = lx.next_token().unwrap_err();
        assert_eq!((e.line, e.col, e.message.as_str()), (2, 6, "unexpected character '$'"));
    }
}
