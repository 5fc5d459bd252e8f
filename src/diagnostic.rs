//! Compiler-style diagnostics: an error with a file, a line and a column, shown with the source
//! line and a caret, as rustc does.
//!
//! ```text
//! error: expected ',' after operand, found '%b'
//!  --> examples/bad.tile:3:14
//!   |
//! 3 |   %c = add %a %b : f32
//!   |               ^
//! ```

use std::fmt::Write;

/// Formats `message` at `line:col` (1-based; `col` 0 points at no column) of `src` in `file`.
pub fn render(file: &str, src: &str, line: u32, col: u32, message: &str) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "error: {message}");
    if line == 0 {
        let _ = writeln!(out, " --> {file}");
        return out;
    }
    let _ = if col > 0 { writeln!(out, " --> {file}:{line}:{col}") } else { writeln!(out, " --> {file}:{line}") };
    if let Some(text) = src.lines().nth(line as usize - 1) {
        let num = line.to_string();
        let pad = " ".repeat(num.len());
        let _ = writeln!(out, "{pad} |");
        let _ = writeln!(out, "{num} | {text}");
        if col > 0 {
            let indent: String =
                text.chars().take(col as usize - 1).map(|c| if c == '\t' { '\t' } else { ' ' }).collect();
            let _ = writeln!(out, "{pad} | {indent}^");
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn points_at_the_column() {
        let s = super::render("f.tile", "a\n  bad here\n", 2, 3, "oops");
        assert_eq!(s, "error: oops\n --> f.tile:2:3\n  |\n2 |   bad here\n  |   ^\n");
    }
}
