//! The `.tile` printer: canonical text for a [`Kernel`] or a [`TileFile`].
//!
//! It owns the canonical spelling (one instruction per line, two spaces per nesting level, the
//! forms listed in the grammar in [`crate::text`]) and the display names of values:
//!
//! - Names are chosen once per print, in definition order: parameters first, then a pre-order
//!   walk where each instruction contributes its results, then its regions' parameters, then the
//!   instructions inside its regions.
//! - The wanted name is `kernel.names[v]` (chars outside `[A-Za-z0-9_.]` replaced by `_`), or the
//!   value's number when it has no name; a name already taken gets `_1`, `_2`, ... appended
//!   until it is free. All printed names are therefore distinct, and the parser keeps them, so
//!   `print(parse(print(k))) == print(k)`.
//!
//! The printer accepts kernels that do not verify and never panics on them: a missing operand
//! prints as `<missing>`, an unknown value by its number, and a region reached twice or nested
//! deeper than [`MAX_PRINT_DEPTH`] as a comment (such text does not parse back, as it should not).

use super::lexer::is_name_char;
use super::TileFile;
use crate::constant::Const;
use crate::kernel::{InstData, Kernel, Region, Value};
use crate::op::{DotPrecision, Op};
use std::collections::{HashMap, HashSet};
use std::fmt::Write;

/// Regions nested deeper than this are not printed (parsed text nests at most 64 deep).
pub const MAX_PRINT_DEPTH: usize = 256;

/// The canonical text of one kernel, ending in `}\n`.
pub fn print_kernel(k: &Kernel) -> String {
    let mut p = Printer { k, names: Names::compute(k), out: String::new(), seen: HashSet::new() };
    p.kernel();
    p.out
}

/// The canonical text of a file: `; run:` directives, a blank line if there were any, then the
/// kernels separated by blank lines.
pub fn print_file(f: &TileFile) -> String {
    let mut out = String::new();
    for d in &f.directives {
        let d = d.replace(['\n', '\r'], " ");
        let d = d.trim();
        if d.is_empty() {
            out.push_str("; run:\n");
        } else {
            let _ = writeln!(out, "; run: {d}");
        }
    }
    if !f.directives.is_empty() {
        out.push('\n');
    }
    for (i, k) in f.kernels.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        out.push_str(&print_kernel(k));
    }
    out
}

/// `s` with every char outside `[A-Za-z0-9_.]` replaced by `_`.
fn sanitize(s: &str) -> String {
    s.chars().map(|c| if is_name_char(c) { c } else { '_' }).collect()
}

/// The display name of every value reached by the walk.
struct Names {
    map: HashMap<Value, String>,
    taken: HashSet<String>,
    /// Next suffix to try per wanted name, so that many equal names stay linear.
    next_suffix: HashMap<String, u64>,
    seen: HashSet<Region>,
}

impl Names {
    fn compute(k: &Kernel) -> Names {
        let mut n =
            Names { map: HashMap::new(), taken: HashSet::new(), next_suffix: HashMap::new(), seen: HashSet::new() };
        for p in &k.params {
            n.assign(k, p.value);
        }
        n.region(k, k.body, 1);
        n
    }

    fn region(&mut self, k: &Kernel, r: Region, depth: usize) {
        if depth > MAX_PRINT_DEPTH || !self.seen.insert(r) {
            return;
        }
        let Some(rd) = k.regions.get(r) else { return };
        for &i in &rd.insts {
            let Some(d) = k.insts.get(i) else { continue };
            for &v in &d.results {
                self.assign(k, v);
            }
            for &sub in &d.regions {
                if let Some(sd) = k.regions.get(sub) {
                    if !self.seen.contains(&sub) {
                        for &v in &sd.params {
                            self.assign(k, v);
                        }
                    }
                }
            }
            for &sub in &d.regions {
                self.region(k, sub, depth + 1);
            }
        }
    }

    fn assign(&mut self, k: &Kernel, v: Value) {
        if self.map.contains_key(&v) {
            return;
        }
        let want = wanted(k, v);
        let name = if self.taken.contains(&want) {
            let next = self.next_suffix.entry(want.clone()).or_insert(1);
            loop {
                let cand = format!("{want}_{next}");
                *next += 1;
                if !self.taken.contains(&cand) {
                    break cand;
                }
            }
        } else {
            want
        };
        self.taken.insert(name.clone());
        self.map.insert(v, name);
    }

    fn get(&self, k: &Kernel, v: Value) -> String {
        match self.map.get(&v) {
            Some(n) => format!("%{n}"),
            None => format!("%{}", wanted(k, v)),
        }
    }
}

fn wanted(k: &Kernel, v: Value) -> String {
    let n = &k.names[v];
    if n.is_empty() {
        v.as_u32().to_string()
    } else {
        sanitize(n)
    }
}

struct Printer<'k> {
    k: &'k Kernel,
    names: Names,
    out: String,
    seen: HashSet<Region>,
}

impl Printer<'_> {
    fn name(&self, v: Value) -> String {
        self.names.get(self.k, v)
    }

    fn ty(&self, v: Value) -> String {
        match self.k.values.get(v) {
            Some(d) => d.ty.to_string(),
            None => "<unknown type>".to_string(),
        }
    }

    fn indent(&mut self, depth: usize) {
        for _ in 0..depth {
            self.out.push_str("  ");
        }
    }

    fn kernel(&mut self) {
        let k = self.k;
        let params: Vec<String> = k
            .params
            .iter()
            .map(|p| {
                let mut s = format!("{}: {}", self.name(p.value), self.ty(p.value));
                if let Some(a) = p.attrs.align {
                    let _ = write!(s, " align {a}");
                }
                if let Some(d) = p.attrs.div {
                    let _ = write!(s, " div {d}");
                }
                s
            })
            .collect();
        let stages = k.num_stages.map_or(String::new(), |n| format!(" num_stages {n}"));
        let _ = writeln!(
            self.out,
            "kernel @{}({}) num_warps {}{stages} {{",
            sanitize(&k.name),
            params.join(", "),
            k.num_warps
        );
        self.region(k.body, 1, false);
        self.out.push_str("}\n");
    }

    /// The instructions of `r` at `depth`; `nested` leaves out a final empty `yield`.
    fn region(&mut self, r: Region, depth: usize, nested: bool) {
        if depth > MAX_PRINT_DEPTH {
            self.indent(depth);
            self.out.push_str("; (regions nested too deeply to print)\n");
            return;
        }
        if !self.seen.insert(r) {
            self.indent(depth);
            let _ = writeln!(self.out, "; ({r} is printed already)");
            return;
        }
        let Some(rd) = self.k.regions.get(r) else {
            self.indent(depth);
            let _ = writeln!(self.out, "; ({r} does not exist)");
            return;
        };
        let n = rd.insts.len();
        for (idx, &i) in rd.insts.iter().enumerate() {
            let Some(d) = self.k.insts.get(i) else {
                self.indent(depth);
                let _ = writeln!(self.out, "; ({i} does not exist)");
                continue;
            };
            if nested && idx + 1 == n && is_empty_yield(d) {
                continue;
            }
            self.inst(d, depth);
        }
    }

    fn arg(&self, d: &InstData, n: usize) -> String {
        match d.args.get(n) {
            Some(&v) => self.name(v),
            None => "<missing>".to_string(),
        }
    }

    /// Operands from index `from` on, comma-separated.
    fn args_from(&self, d: &InstData, from: usize) -> String {
        let v: Vec<String> = d.args.iter().skip(from).map(|&v| self.name(v)).collect();
        v.join(", ")
    }

    fn inst(&mut self, d: &InstData, depth: usize) {
        self.indent(depth);
        if !d.results.is_empty() {
            let r: Vec<String> = d.results.iter().map(|&v| self.name(v)).collect();
            let _ = write!(self.out, "{} = ", r.join(", "));
        }
        let name = d.op.name();
        let mut s = String::new();
        match &d.op {
            Op::ProgramId(a) | Op::NumPrograms(a) => {
                let _ = write!(s, "{name} {a}");
            }
            Op::Const(bits) => {
                let dtype = d.results.first().and_then(|&v| self.k.values.get(v)).and_then(|vd| vd.ty.dtype());
                match dtype {
                    Some(dt) => {
                        let _ = write!(s, "const {}", Const::from_bits(dt, *bits));
                    }
                    None => {
                        let _ = write!(s, "const 0x{bits:x}");
                    }
                }
            }
            Op::Arange { start, end } => {
                let _ = write!(s, "arange {start}, {end}");
            }
            Op::ExpandDims(ax) => {
                let _ = write!(s, "{name} {}, axis {ax}", self.arg(d, 0));
            }
            Op::Trans(perm) => {
                let p: Vec<String> = perm.iter().map(|x| x.to_string()).collect();
                let _ = write!(s, "{name} {}, perm [{}]", self.arg(d, 0), p.join(", "));
            }
            Op::Icmp(cc) => {
                let _ = write!(s, "{name} {cc} {}", self.args_from(d, 0));
            }
            Op::Fcmp(cc) => {
                let _ = write!(s, "{name} {cc} {}", self.args_from(d, 0));
            }
            Op::Load { mask, other } => {
                let _ = write!(s, "load {}", self.arg(d, 0));
                let mut n = 1;
                if *mask {
                    let _ = write!(s, ", mask {}", self.arg(d, n));
                    n += 1;
                }
                if *other {
                    let _ = write!(s, ", other {}", self.arg(d, n));
                }
            }
            Op::Store { mask } => {
                let _ = write!(s, "store {}, {}", self.arg(d, 0), self.arg(d, 1));
                if *mask {
                    let _ = write!(s, ", mask {}", self.arg(d, 2));
                }
            }
            Op::AtomicRmw { op, mask } => {
                let _ = write!(s, "atomic_rmw {op} {}, {}", self.arg(d, 0), self.arg(d, 1));
                if *mask {
                    let _ = write!(s, ", mask {}", self.arg(d, 2));
                }
            }
            Op::AtomicCas { mask } => {
                let _ = write!(s, "atomic_cas {}, {}, {}", self.arg(d, 0), self.arg(d, 1), self.arg(d, 2));
                if *mask {
                    let _ = write!(s, ", mask {}", self.arg(d, 3));
                }
            }
            Op::Reduce { op, axis } => {
                let _ = write!(s, "reduce {op} {}, axis {axis}", self.arg(d, 0));
            }
            Op::Scan { op, axis, reverse } => {
                let _ = write!(s, "scan {op} {}, axis {axis}", self.arg(d, 0));
                if *reverse {
                    s.push_str(", reverse");
                }
            }
            Op::Dot { precision } => {
                let _ = write!(s, "dot {}, {}, {}", self.arg(d, 0), self.arg(d, 1), self.arg(d, 2));
                if *precision != DotPrecision::Ieee {
                    let _ = write!(s, ", precision {precision}");
                }
            }
            Op::For => return self.for_inst(d, s, depth),
            Op::If => return self.if_inst(d, s, depth),
            Op::Yield => {
                s.push_str("yield");
                if !d.args.is_empty() {
                    let _ = write!(s, " {}", self.args_from(d, 0));
                }
            }
            Op::Splat
            | Op::Broadcast
            | Op::Reshape
            | Op::Unary(_)
            | Op::Binary(_)
            | Op::Select
            | Op::Cast(_)
            | Op::Bitcast
            | Op::Fma
            | Op::PtrAdd => {
                let _ = write!(s, "{name} {}", self.args_from(d, 0));
            }
        }
        self.out.push_str(&s);
        if let Some(&r) = d.results.first() {
            let _ = write!(self.out, " : {}", self.ty(r));
        }
        self.out.push('\n');
    }

    /// ` -> (T, ..)` for the results, or nothing without results.
    fn result_types(&self, d: &InstData) -> String {
        if d.results.is_empty() {
            return String::new();
        }
        let t: Vec<String> = d.results.iter().map(|&v| self.ty(v)).collect();
        format!(" -> ({})", t.join(", "))
    }

    fn for_inst(&mut self, d: &InstData, mut s: String, depth: usize) {
        let params: Vec<Value> =
            d.regions.first().and_then(|&r| self.k.regions.get(r)).map(|rd| rd.params.to_vec()).unwrap_or_default();
        let iv = match params.first() {
            Some(&v) => self.name(v),
            None => "<missing>".to_string(),
        };
        let _ = write!(s, "for {iv} = {} to {} step {}", self.arg(d, 0), self.arg(d, 1), self.arg(d, 2));
        let carried = params.len().saturating_sub(1);
        let inits = d.args.len().saturating_sub(3);
        if carried > 0 || inits > 0 {
            let pairs: Vec<String> = (0..carried.max(inits))
                .map(|i| {
                    let c = match params.get(i + 1) {
                        Some(&v) => self.name(v),
                        None => "<missing>".to_string(),
                    };
                    format!("{c} = {}", self.arg(d, i + 3))
                })
                .collect();
            let _ = write!(s, " iter({})", pairs.join(", "));
        }
        s.push_str(&self.result_types(d));
        self.out.push_str(&s);
        self.out.push_str(" {\n");
        match d.regions.first() {
            Some(&r) => self.region(r, depth + 1, true),
            None => {
                self.indent(depth + 1);
                self.out.push_str("; (missing loop body)\n");
            }
        }
        for &extra in d.regions.iter().skip(1) {
            self.indent(depth + 1);
            let _ = writeln!(self.out, "; (extra {extra} not printed)");
        }
        self.indent(depth);
        self.out.push_str("}\n");
    }

    fn if_inst(&mut self, d: &InstData, mut s: String, depth: usize) {
        let _ = write!(s, "if {}", self.arg(d, 0));
        for extra in d.args.iter().skip(1) {
            let _ = write!(s, ", {}", self.name(*extra));
        }
        s.push_str(&self.result_types(d));
        self.out.push_str(&s);
        self.out.push_str(" {\n");
        if let Some(&then) = d.regions.first() {
            self.region(then, depth + 1, true);
        }
        if let Some(&els) = d.regions.get(1) {
            let trivial = self.k.regions.get(els).is_some_and(|rd| match rd.insts.as_slice() {
                [] => true,
                [only] => self.k.insts.get(*only).is_some_and(is_empty_yield),
                _ => false,
            });
            if !trivial || self.seen.contains(&els) {
                self.indent(depth);
                self.out.push_str("} else {\n");
                self.region(els, depth + 1, true);
            }
        }
        for &extra in d.regions.iter().skip(2) {
            self.indent(depth + 1);
            let _ = writeln!(self.out, "; (extra {extra} not printed)");
        }
        self.indent(depth);
        self.out.push_str("}\n");
    }
}

fn is_empty_yield(d: &InstData) -> bool {
    d.op == Op::Yield && d.args.is_empty() && d.results.is_empty()
}
