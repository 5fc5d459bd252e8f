//! The `.tile` text format: [`print_kernel`]/[`print_file`] write canonical text and [`parse`]
//! reads it back, so that `print(parse(print(k))) == print(k)` exactly.
//!
//! This module owns the grammar below, [`TileFile`] and [`ParseError`]; the `print` submodule owns
//! the canonical spelling and value naming, `parse` the parser, and `lexer` the tokens.
//!
//! # Grammar
//!
//! Tokens are separated by arbitrary whitespace; `;` starts a comment to the end of the line,
//! except that a line whose text starts with `; run:` is a *directive* whose rest (trimmed) is
//! kept in [`TileFile::directives`].
//!
//! ```text
//! file      := kernel+
//! kernel    := 'kernel' '@'NAME '(' [param (',' param)*] ')' ['num_warps' INT] ['num_stages' INT] '{' stmt* '}'
//! param     := VALUE ':' scalar ['align' INT] ['div' INT]        (either order when parsing)
//! stmt      := [VALUE (',' VALUE)* '='] op
//! op        := 'program_id' AXIS ':' type | 'num_programs' AXIS ':' type
//!            | 'const' LITERAL ':' type                           (scalar or tile, not ptr)
//!            | 'arange' INT ',' INT ':' type
//!            | ('splat' | 'broadcast' | 'reshape' | 'bitcast' | CAST | UNARY) VALUE ':' type
//!            | 'expand_dims' VALUE ',' 'axis' INT ':' type
//!            | 'trans' VALUE ',' 'perm' '[' [INT (',' INT)*] ']' ':' type
//!            | BINARY VALUE ',' VALUE ':' type  |  'ptradd' VALUE ',' VALUE ':' type
//!            | 'icmp' INTCC VALUE ',' VALUE ':' type | 'fcmp' FLOATCC VALUE ',' VALUE ':' type
//!            | 'select' VALUE ',' VALUE ',' VALUE ':' type | 'fma' VALUE ',' VALUE ',' VALUE ':' type
//!            | 'load' VALUE [',' 'mask' VALUE [',' 'other' VALUE]] ':' type
//!            | 'store' VALUE ',' VALUE [',' 'mask' VALUE]
//!            | 'atomic_rmw' ATOMIC VALUE ',' VALUE [',' 'mask' VALUE] ':' type
//!            | 'atomic_cas' VALUE ',' VALUE ',' VALUE [',' 'mask' VALUE] ':' type
//!            | 'reduce' REDUCE VALUE ',' 'axis' INT ':' type
//!            | 'scan' SCAN VALUE ',' 'axis' INT [',' 'reverse'] ':' type
//!            | 'dot' VALUE ',' VALUE ',' VALUE [',' 'precision' PRECISION] ':' type
//!            | 'for' VALUE '=' VALUE 'to' VALUE 'step' VALUE
//!                  ['iter' '(' [VALUE '=' VALUE (',' VALUE '=' VALUE)*] ')'] ['->' types] region
//!            | 'if' VALUE ['->' types] region ['else' region]
//!            | 'yield' [VALUE (',' VALUE)*]                       (last in a for/if region only)
//! region    := '{' stmt* '}'
//! types     := '(' [type (',' type)*] ')'
//! type      := scalar | 'tile' '<' DIM ('x' DIM)* 'x' scalar '>'   (rank 1..=4, DIM in 1..2^32)
//! scalar    := DTYPE | 'ptr' '<' DTYPE '>'
//! DTYPE     := i1 | i8 | i16 | i32 | i64 | f16 | bf16 | f32 | f64
//! VALUE     := '%'[A-Za-z0-9_.]+       NAME := [A-Za-z0-9_.]+
//! LITERAL   := as read by `Const::parse`: -1, 1.5, -0.0, 1e-7, inf, -inf, nan, 0x7fc00001, true
//! ```
//!
//! `UNARY`, `BINARY`, `CAST`, `INTCC`, `FLOATCC`, `ATOMIC`, `REDUCE`, `SCAN` and `PRECISION` are
//! the `name()` spellings of the enums in [`crate::op`].
//!
//! # Rules the parser enforces
//!
//! - Value names are global to the kernel (nested regions included): a value is defined before
//!   its uses in text order, and no name is defined twice. Results of `for`/`if` are defined after
//!   their regions; a `for`'s induction variable and carried values are its region's parameters.
//!   Everything else about scoping and types (dominance, shapes, counts of yielded values) is the
//!   verifier's job.
//! - A `for` induction variable has the type of `lo`; carried values have the `->` types, whose
//!   count must match the `iter` list and the result names.
//! - A `for`/`if` region without a final `yield` gets an empty one; `yield` anywhere else than at
//!   the end of such a region is an error. The printer leaves out an empty `yield`, and an `else`
//!   region that holds only one.
//! - Regions nest at most 64 deep. Tile dimensions must be in `1..2^32` (powers of two are the
//!   verifier's business), tile rank at most 4, grid axes 0..=2.
//! - `parse` needs at least one kernel (an empty file is an error); `num_warps` defaults to 4, `num_stages` to the target's default (and is printed only when given).
//!
//! Errors are [`ParseError`]s with a 1-based line and column (in chars) and a message saying what
//! was expected and what was found. Nothing in here panics on any input.

mod lexer;
mod parse;
mod print;

pub use parse::{parse, parse_kernel};
pub use print::{print_file, print_kernel};

use crate::kernel::Kernel;

/// A parsed `.tile` file: its `; run:` directives (text after `; run:`, trimmed, in order) and
/// its kernels.
#[derive(Clone, Debug, Default)]
pub struct TileFile {
    pub directives: Vec<String>,
    pub kernels: Vec<Kernel>,
}

/// A parse error at a 1-based line and column (columns count chars).
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{line}:{col}: {message}")]
pub struct ParseError {
    pub line: u32,
    pub col: u32,
    pub message: String,
}

#[cfg(test)]
mod tests;
