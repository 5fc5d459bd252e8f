//! The `.tile` text format: [`print_kernel`]/[`print_file`] write canonical text and [`parse`]
//! reads it back, so that `print(parse(print(k))) == print(k)` exactly.
//!
//! (grammar: see the module docs written with the implementation)
