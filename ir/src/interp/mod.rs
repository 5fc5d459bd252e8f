//! The CPU reference interpreter: runs a kernel over a launch grid on host buffers, implementing
//! exactly the semantics written in [`crate::op`]. Compiled code is checked against it.
//!
//! ```text
//!   run(kernel, grid, args)
//!     ├─ check args against kernel.params (count, scalar dtypes, buffer dtypes)
//!     └─ for z, y, x in the grid (x fastest): exec::Machine::run_program([x, y, z])
//!            values: value::Bits (raw element bits)   ops: arith, memory, reduce, dot
//! ```
//!
//! Modules: [`buffer`] (host buffers and arguments), `value` (runtime values, pointer encoding),
//! `arith` (scalar semantics, rounding), `memory` (loads, stores, atomics), `reduce` (reduce and
//! scan), `dot`, `exec` (control flow, dispatch, step budget).
//!
//! Decisions where the op docs leave room:
//! - Programs run one after another in row-major grid order (axis 0 fastest) and share the
//!   buffers, so stores and atomics of earlier programs are visible to later ones. A grid with a
//!   0 dimension runs nothing; a dimension above `i32::MAX` is an error (`program_id` is i32).
//! - Within an op, lanes run in row-major order: the last store to an address wins, atomic lanes
//!   see the lanes before them. Masked-off lanes never touch memory (load gives `other` or 0,
//!   atomics give 0).
//! - A pointer is `(param index << 48) | (element offset mod 2^48)`; `ptradd` wraps the offset
//!   within 48 bits. An unmasked access outside the buffer is an error naming the program, the
//!   op, the lane, the buffer parameter and the index.
//! - Float `sum` order: reduce is pairwise (i with i + n/2), scan is sequential; f16/bf16 sums
//!   accumulate in f32 and round once per output. `dot` sums sequentially over k with an fma per
//!   step from the accumulator (see `dot`). Approximate math is computed in f64 and rounded once
//!   to the element type, so it is the near-exact reference value.
//! - Narrowing to f16/bf16 (from f64, from 64-bit integers, and f16/bf16 fma) rounds once,
//!   through round-to-odd; the `half` crate's `from_f64` is not used (see `arith`).
//! - The step budget ([`Options::max_steps`]) counts elements processed per instruction (the
//!   largest operand or result, M*N*K for dot, at least 1) and one per loop iteration and `if`,
//!   over the whole launch; exceeding it is an error, never a hang.
//! - Nothing panics: operand shapes or types that a verified kernel cannot have are reported as
//!   errors whose message starts with `internal:`.

mod arith;
pub mod buffer;
mod dot;
mod exec;
mod memory;
mod reduce;
mod value;

#[cfg(test)]
mod tests;

pub use buffer::{Arg, Buffer};

use crate::kernel::{Inst, Kernel};
use crate::types::Scalar;
use std::fmt;

/// Interpreter limits.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// Most element-operations for the whole launch (see the module docs); exceeding it is an
    /// error. Protects fuzzers from endless loops.
    pub max_steps: u64,
    /// Report accesses whose order the GPU leaves open as errors (`race: ..`): an element
    /// read by one program and written by another, written with different values by two
    /// programs or by two elements of one store. The interpreter runs programs one after
    /// another and a store's elements in order, which gives such a kernel one result of many;
    /// a differential test cannot compare it (`tessera reduce` and `tessera fuzz` reject such
    /// candidates). Atomics are not tracked. Off by default.
    pub races: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options { max_steps: 1 << 32, races: false }
    }
}

/// Why a run failed. `Display`: `program (1, 0, 0): line 12: load: element 5 reads %x[4096], out
/// of bounds (4096 elements)`, leaving out the parts that are `None`, 0 or empty.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub struct InterpError {
    /// The program (grid coordinates) that failed; `None` for argument errors.
    pub program: Option<[u32; 3]>,
    /// The instruction that failed, if any.
    pub inst: Option<Inst>,
    /// Its 1-based source line; 0 when unknown.
    pub line: u32,
    /// Its op name; empty when not at an instruction.
    pub op: &'static str,
    pub message: String,
}

impl InterpError {
    fn launch(message: String) -> InterpError {
        InterpError { program: None, inst: None, line: 0, op: "", message }
    }
}

impl fmt::Display for InterpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some([x, y, z]) = self.program {
            write!(f, "program ({x}, {y}, {z}): ")?;
        }
        if self.line != 0 {
            write!(f, "line {}: ", self.line)?;
        }
        if !self.op.is_empty() {
            write!(f, "{}: ", self.op)?;
        }
        f.write_str(&self.message)
    }
}

/// Runs `kernel` over `grid` with the default [`Options`].
pub fn run(kernel: &Kernel, grid: [u32; 3], args: &mut [Arg]) -> Result<(), InterpError> {
    run_with(kernel, grid, args, &Options::default())
}

/// Runs `kernel` over `grid`: every program in row-major grid order (axis 0 fastest), all on the
/// same `args`; buffers hold the results afterwards.
pub fn run_with(kernel: &Kernel, grid: [u32; 3], args: &mut [Arg], opts: &Options) -> Result<(), InterpError> {
    check_args(kernel, args)?;
    if let Some(&g) = grid.iter().find(|&&g| g > i32::MAX as u32) {
        return Err(InterpError::launch(format!("grid dimension {g} exceeds i32::MAX")));
    }
    if grid.contains(&0) {
        return Ok(());
    }
    let mut m = exec::Machine::new(kernel, args, grid, opts.max_steps, opts.races);
    for z in 0..grid[2] {
        for y in 0..grid[1] {
            for x in 0..grid[0] {
                m.run_program([x, y, z])?;
            }
        }
    }
    Ok(())
}

/// The first race (`Options::races`) of `kernel` over `grid` on a copy of `args`, if it has one
/// within `max_steps`; any other error is not a race and gives `None`.
pub fn first_race(kernel: &Kernel, grid: [u32; 3], args: &[Arg], max_steps: u64) -> Option<InterpError> {
    let mut a = args.to_vec();
    run_with(kernel, grid, &mut a, &Options { max_steps, races: true }).err().filter(|e| e.message.starts_with("race:"))
}

/// Checks the arguments against the kernel's parameters.
fn check_args(kernel: &Kernel, args: &[Arg]) -> Result<(), InterpError> {
    let np = kernel.params.len();
    if args.len() != np {
        let s = if np == 1 { "" } else { "s" };
        return Err(InterpError::launch(format!(
            "kernel {} takes {np} argument{s}, found {}",
            kernel.name,
            args.len()
        )));
    }
    if np > value::MAX_BUFFERS {
        return Err(InterpError::launch(format!("{np} parameters are more than the interpreter handles")));
    }
    for (i, (p, a)) in kernel.params.iter().zip(args).enumerate() {
        let Some(vd) = kernel.values.get(p.value) else {
            return Err(InterpError::launch(format!("argument {i} (%{}): internal: no such value", p.name)));
        };
        let name = kernel.value_label(p.value);
        let ty = vd.ty;
        let ok = ty.is_scalar()
            && match (ty.scalar, a) {
                (Scalar::Num(d), Arg::Scalar(c)) => c.dtype == d,
                (Scalar::Ptr(d), Arg::Buffer(b)) => b.dtype == d,
                _ => false,
            };
        if !ok {
            let want = match ty.scalar {
                _ if !ty.is_scalar() => format!("{ty}, which no argument can be"),
                Scalar::Num(d) => format!("a scalar {d}"),
                Scalar::Ptr(d) => format!("a buffer of {d} (for {ty})"),
            };
            return Err(InterpError::launch(format!("argument {i} ({name}): expected {want}, found {}", a.describe())));
        }
    }
    Ok(())
}
