//! `; run:` directives: how a `.tile` file says to run its kernel.
//!
//! ```text
//! ; run: grid = [2, 2]                    programs along axes 0, 1 (and 2); `grid = 8` is [8, 1, 1]
//! ; run: %x = rand(4096)                  a buffer of 4096 elements, uniform in [-1, 1)
//! ; run: %x = rand(4096, -4, 4)           uniform in [lo, hi) (integers: lo..=hi)
//! ; run: %out = zeros(4096)               also: iota(N) = 0, 1, ..; fill(N, V)
//! ; run: %sizes = values(128, 64, 32)     a buffer of exactly these elements
//! ; run: %n = 4096                        a scalar argument
//! ; run: check %out = softmax(%x, 64, 1000, 1000)   compare with a reference (see `reference`)
//! ; run: compute %lse = attention_lse(%q, %k, %v, 2, 128, 64, 0.18)   fill from a reference
//! ```
//!
//! `compute` fills an input that must be consistent with others (the forward's log-sum-exp that
//! a backward pass reads): the buffer its own line gives (`%lse = zeros(256)`) is overwritten,
//! before the launch, with the reference's result rounded to the buffer's type. References
//! read the inputs as filled so far, earlier `compute` lines included.
//!
//! Command-line flags override directives one name at a time (`--set %x=zeros(16)`), so this
//! module parses single assignments as well as whole directive lists.

use std::fmt;

/// The largest buffer a directive may ask for, in elements (2^32).
pub const MAX_ELEMENTS: u64 = 1 << 32;

/// How to fill one parameter.
#[derive(Clone, Debug, PartialEq)]
pub enum Input {
    /// A scalar argument as written, converted to the parameter's type by the `.tile` text's
    /// rules for constants ([`scalar_const`]).
    Scalar(String),
    Zeros(usize),
    /// Uniform in [lo, hi) for floats, lo..=hi for integers.
    Rand {
        len: usize,
        lo: f64,
        hi: f64,
    },
    Iota(usize),
    Fill(usize, f64),
    /// Exactly these elements (`values(a, b, ..)`), converted as a fill's value is.
    Values(Vec<f64>),
}

/// An argument of a reference function: a parameter's buffer or a number.
#[derive(Clone, Debug, PartialEq)]
pub enum RefArg {
    Buffer(String),
    Num(f64),
}

/// `check %target = reference(args..)`.
#[derive(Clone, Debug, PartialEq)]
pub struct Check {
    pub target: String,
    pub reference: String,
    pub args: Vec<RefArg>,
}

impl fmt::Display for Check {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "check %{} = {}(", self.target, self.reference)?;
        for (i, a) in self.args.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            match a {
                RefArg::Buffer(b) => write!(f, "%{b}")?,
                RefArg::Num(n) => write!(f, "{n}")?,
            }
        }
        f.write_str(")")
    }
}

/// Everything the directives of a file say.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RunSpec {
    pub grid: Option<[u32; 3]>,
    /// Parameter name (without `%`) and how to fill it, in directive order.
    pub inputs: Vec<(String, Input)>,
    pub checks: Vec<Check>,
    /// `compute` lines: inputs filled from a reference of the other inputs, in directive order.
    pub computed: Vec<Check>,
}

impl RunSpec {
    /// Parses directive texts (what follows `; run:`).
    pub fn parse(directives: &[String]) -> Result<RunSpec, String> {
        let mut spec = RunSpec::default();
        for d in directives {
            spec.apply(d).map_err(|e| format!("in `; run: {d}`: {e}"))?;
        }
        Ok(spec)
    }

    /// Applies one directive (or a command-line override), replacing an earlier one for the same name.
    pub fn apply(&mut self, d: &str) -> Result<(), String> {
        let d = d.trim();
        for (word, list) in [("check", &mut self.checks), ("compute", &mut self.computed)] {
            let Some(rest) = d.strip_prefix(word) else { continue };
            let (target, call) =
                rest.split_once('=').ok_or_else(|| format!("expected `{word} %name = reference(..)`"))?;
            let target = param_name(target)?;
            let (reference, args) = call_parts(call)?;
            let args = args
                .iter()
                .map(
                    |a| if a.starts_with('%') { param_name(a).map(RefArg::Buffer) } else { number(a).map(RefArg::Num) },
                )
                .collect::<Result<_, _>>()?;
            list.push(Check { target, reference, args });
            return Ok(());
        }
        let (lhs, rhs) = d.split_once('=').ok_or("expected `grid = ..`, `%name = ..` or `check ..`")?;
        let (lhs, rhs) = (lhs.trim(), rhs.trim());
        if lhs == "grid" {
            self.grid = Some(parse_grid(rhs)?);
            return Ok(());
        }
        let name = param_name(lhs)?;
        let input = if rhs.contains('(') {
            let (f, args) = call_parts(rhs)?;
            let nums: Vec<f64> = args.iter().map(|a| number(a)).collect::<Result<_, _>>()?;
            let len = |i: usize| -> Result<usize, String> {
                let n = *nums.get(i).ok_or_else(|| format!("{f} needs an element count"))?;
                if n < 0.0 || n.fract() != 0.0 || n > MAX_ELEMENTS as f64 {
                    return Err(format!("element count {n} is not a sensible size"));
                }
                Ok(n as usize)
            };
            let arity = |want: &[usize]| {
                if want.contains(&nums.len()) {
                    Ok(())
                } else {
                    Err(format!("{f} takes {want:?} arguments, found {}", nums.len()))
                }
            };
            match f.as_str() {
                "zeros" => arity(&[1]).and_then(|_| Ok(Input::Zeros(len(0)?)))?,
                "iota" => arity(&[1]).and_then(|_| Ok(Input::Iota(len(0)?)))?,
                "fill" => arity(&[2]).and_then(|_| Ok(Input::Fill(len(0)?, nums[1])))?,
                "values" if nums.is_empty() => return Err("values needs at least one element".into()),
                "values" => Input::Values(nums),
                "rand" => {
                    arity(&[1, 3])?;
                    let (lo, hi) = if nums.len() == 3 { (nums[1], nums[2]) } else { (-1.0, 1.0) };
                    if lo.partial_cmp(&hi) != Some(std::cmp::Ordering::Less) {
                        return Err(format!("rand needs lo < hi, found {lo}, {hi}"));
                    }
                    Input::Rand { len: len(0)?, lo, hi }
                }
                _ => return Err(format!("unknown fill `{f}` (expected zeros, rand, iota, fill or values)")),
            }
        } else {
            number(rhs)?;
            Input::Scalar(rhs.trim().to_string())
        };
        self.inputs.retain(|(n, _)| *n != name);
        self.inputs.push((name, input));
        Ok(())
    }
}

fn param_name(s: &str) -> Result<String, String> {
    let s = s.trim();
    let n = s.strip_prefix('%').ok_or_else(|| format!("expected a parameter name like %x, found `{s}`"))?;
    if n.is_empty() || !n.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.') {
        return Err(format!("bad parameter name `{s}`"));
    }
    Ok(n.to_string())
}

fn number(s: &str) -> Result<f64, String> {
    let s = s.trim();
    match s {
        "inf" => Ok(f64::INFINITY),
        "-inf" => Ok(f64::NEG_INFINITY),
        "true" => Ok(1.0),
        "false" => Ok(0.0),
        _ => s.parse().map_err(|_| format!("expected a number, found `{s}`")),
    }
}

/// The scalar argument `text` (as a `; run:` line or `--set` writes it) as a constant of type
/// `d`, by the rules of a `.tile` constant (`Const::parse`) with two extensions: an integer may
/// be written as a float with no fraction (`1e3`), and `true`/`false` and `0`/`1` are all
/// spellings of an `i1`. What does not fit is an error, never a silent wrap or truncation: an
/// integer out of the type's signed range (the unsigned reading is written in hex), a fraction
/// or NaN for an integer, a finite float that would round to infinity.
pub fn scalar_const(d: tessera_ir::DType, text: &str) -> Result<tessera_ir::Const, String> {
    use tessera_ir::Const;
    let t = text.trim();
    if d == tessera_ir::DType::I1 {
        return match t {
            "true" | "1" => Ok(Const::bool(true)),
            "false" | "0" => Ok(Const::bool(false)),
            _ => Err(format!("`{t}` is not an i1: give true, false, 1 or 0")),
        };
    }
    if d.is_int() {
        if t.starts_with("0x") {
            return Const::parse(d, t).ok_or_else(|| format!("`{t}` does not fit in {d}"));
        }
        let w = d.bits();
        let (lo, hi) = (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1);
        let v: i128 = match t.parse::<i128>() {
            Ok(v) => v,
            Err(_) => {
                let f = number(t)?;
                if !f.is_finite() || f.fract() != 0.0 || f.abs() > 1e38 {
                    return Err(format!("`{t}` is not an integer, and {d} holds integers"));
                }
                f as i128
            }
        };
        if !(lo..=hi).contains(&v) {
            return Err(format!(
                "{v} does not fit in {d} ({lo} ..= {hi}); write the bits in hex (0x..) for an unsigned value"
            ));
        }
        return Ok(Const::from_i64(d, v as i64));
    }
    number(t)?;
    let c = Const::parse(d, t).ok_or_else(|| format!("`{t}` is not a {d} number"))?;
    if c.as_f64().is_infinite() && !t.contains("inf") && !t.starts_with("0x") {
        return Err(format!("{t} overflows {d} (it would round to infinity); write inf if that is meant"));
    }
    Ok(c)
}

/// `name(a, b, c)` into its name and argument texts.
fn call_parts(s: &str) -> Result<(String, Vec<String>), String> {
    let s = s.trim();
    let (name, rest) = s.split_once('(').ok_or_else(|| format!("expected `name(..)`, found `{s}`"))?;
    let inner = rest.strip_suffix(')').ok_or_else(|| format!("missing `)` in `{s}`"))?;
    let args = if inner.trim().is_empty() { vec![] } else { inner.split(',').map(|a| a.trim().to_string()).collect() };
    Ok((name.trim().to_string(), args))
}

/// `8`, `[8]`, `[8, 2]` or `[8, 2, 1]`, also `8,2` as given on the command line.
pub fn parse_grid(s: &str) -> Result<[u32; 3], String> {
    let inner = s.trim().trim_start_matches('[').trim_end_matches(']');
    let parts: Vec<&str> = inner.split(',').map(str::trim).collect();
    if parts.is_empty() || parts.len() > 3 {
        return Err(format!("a grid has 1 to 3 dimensions, found `{s}`"));
    }
    let mut g = [1u32; 3];
    for (i, p) in parts.iter().enumerate() {
        g[i] = p.parse().map_err(|_| format!("grid dimension `{p}` is not a non-negative integer"))?;
        if g[i] == 0 {
            return Err(format!("grid dimension {i} is 0, which launches no program (give at least 1)"));
        }
    }
    Ok(g)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_every_form() {
        let d: Vec<String> = [
            "grid = [2, 3]",
            "%x = rand(16)",
            "%y = rand(8, -4, 4)",
            "%z = zeros(4)",
            "%i = iota(4)",
            "%f = fill(4, 2.5)",
            "%n = 16",
            "%v = values(3, -1, 2.5)",
            "check %z = add(%x, %y)",
            "compute %f = add(%x, %x)",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        let s = RunSpec::parse(&d).unwrap();
        assert_eq!(s.grid, Some([2, 3, 1]));
        assert_eq!(s.inputs[1], ("y".into(), Input::Rand { len: 8, lo: -4.0, hi: 4.0 }));
        assert_eq!(s.inputs[4], ("f".into(), Input::Fill(4, 2.5)));
        assert_eq!(s.inputs[5], ("n".into(), Input::Scalar("16".into())));
        assert_eq!(s.inputs[6], ("v".into(), Input::Values(vec![3.0, -1.0, 2.5])));
        assert!(RunSpec::parse(&["%v = values()".to_string()]).is_err());
        assert_eq!(s.checks[0].to_string(), "check %z = add(%x, %y)");
        assert_eq!((s.computed[0].target.as_str(), s.computed[0].reference.as_str()), ("f", "add"));
    }

    #[test]
    fn override_replaces() {
        let mut s = RunSpec::parse(&["%x = rand(16)".to_string()]).unwrap();
        s.apply("%x = zeros(2)").unwrap();
        assert_eq!(s.inputs, vec![("x".to_string(), Input::Zeros(2))]);
    }

    #[test]
    fn errors_are_clear() {
        let bad = [
            ("grid = [1, 2, 3, 4]", "1 to 3 dimensions"),
            ("grid = -1", "not a non-negative integer"),
            ("grid = [4, 0]", "grid dimension 1 is 0, which launches no program"),
            ("%x = rand(16, 4, -4)", "lo < hi"),
            ("%x = bogus(16)", "unknown fill"),
            ("%x = zeros(1.5)", "not a sensible size"),
            ("%x = zeros(16", "missing `)`"),
            ("x = 4", "expected a parameter name"),
            ("check %x add(%y)", "expected `check"),
            ("compute %x add(%y)", "expected `compute"),
            ("%n = twelve", "expected a number"),
            ("hello", "expected `grid"),
        ];
        for (d, frag) in bad {
            let e = RunSpec::parse(&[d.to_string()]).unwrap_err();
            assert!(e.contains(frag), "{d}: {e}");
        }
    }

    #[test]
    fn scalars_convert_exactly_or_not_at_all() {
        use tessera_ir::{Const, DType};
        let ok = [
            (DType::I32, "-2147483648", Const::i32(i32::MIN)),
            (DType::I32, "2147483647", Const::i32(i32::MAX)),
            (DType::I32, "0x80000000", Const::i32(i32::MIN)),
            (DType::I32, "1e3", Const::i32(1000)),
            (DType::I1, "true", Const::bool(true)),
            (DType::I1, "0", Const::bool(false)),
            (DType::F16, "65504", Const::from_f64(DType::F16, 65504.0)),
            (DType::F16, "-inf", Const::from_f64(DType::F16, f64::NEG_INFINITY)),
            (DType::F32, "1.5", Const::f32(1.5)),
        ];
        for (d, t, want) in ok {
            assert_eq!(scalar_const(d, t), Ok(want), "{d} {t}");
        }
        let bad = [
            (DType::I32, "2147483648", "does not fit in i32"),
            (DType::I32, "-2147483649", "does not fit in i32"),
            (DType::I32, "1.5", "is not an integer"),
            (DType::I32, "nan", "is not an integer"),
            (DType::I8, "200", "does not fit in i8"),
            (DType::I1, "2", "is not an i1"),
            (DType::F16, "65520", "overflows f16"),
            (DType::F32, "1e39", "overflows f32"),
            (DType::F32, "twelve", "expected a number"),
        ];
        for (d, t, frag) in bad {
            let e = scalar_const(d, t).unwrap_err();
            assert!(e.contains(frag), "{d} {t}: {e}");
        }
    }
}
