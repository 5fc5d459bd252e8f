//! `load`, `store`, `atomic_rmw` and `atomic_cas` on the launch's host buffers.
//!
//! A pointer names a buffer by parameter index and an element offset (see `value`). Elements are
//! processed in row-major order, so within one op the last lane in that order wins between equal
//! addresses, and each atomic lane sees the writes of the lanes before it. Masked-off lanes never
//! touch memory. An unmasked lane outside its buffer is an error naming the lane, the buffer
//! parameter and the index.

use super::arith;
use super::buffer::{Arg, Buffer};
use super::value::{ptr_parts, Bits};
use crate::kernel::Kernel;
use crate::op::AtomicOp;
use crate::types::DType;

/// The launch's arguments as memory.
pub(crate) struct Memory<'a> {
    pub(crate) args: &'a mut [Arg],
    /// Accesses whose order the GPU does not fix, tracked when asked for (`Options::races`).
    pub(crate) races: Option<Races>,
}

/// What the race check remembers of each element: which program (by launch order) and which
/// store wrote it last, and with what; which program read it.
#[derive(Default)]
pub(crate) struct Races {
    /// The running program, in launch order.
    pub(crate) program: u32,
    /// Stores executed so far (one per `store` op run).
    stores: u64,
    writes: std::collections::HashMap<(usize, usize), (u32, u64, u64)>,
    /// The program that read an element, or `u32::MAX` once two programs have.
    reads: std::collections::HashMap<(usize, usize), u32>,
}

impl Races {
    /// A read of element `at` by the running program: a race if another program wrote it.
    fn read(&mut self, at: (usize, usize)) -> Result<(), String> {
        if let Some(&(w, _, _)) = self.writes.get(&at) {
            if w != self.program {
                return Err(if w == u32::MAX {
                    "reads what several programs wrote".into()
                } else {
                    format!("reads what another program wrote (program {w} in launch order)")
                });
            }
        }
        let p = self.program;
        self.reads
            .entry(at)
            .and_modify(|r| {
                if *r != p {
                    *r = u32::MAX
                }
            })
            .or_insert(p);
        Ok(())
    }

    /// A write of `bits` to element `at` by store `store` of the running program: a race if
    /// another program read it, or wrote something else there, or another element of the same
    /// store did (the GPU orders neither; the same value twice is no race).
    fn write(&mut self, at: (usize, usize), store: u64, bits: u64) -> Result<(), String> {
        let p = self.program;
        if let Some(&r) = self.reads.get(&at) {
            if r != p {
                return Err("writes what another program read".into());
            }
        }
        // (`u32::MAX`: written by several programs, with one value; any other value races.)
        let mut writer = p;
        if let Some(&(w, s, b)) = self.writes.get(&at) {
            if b != bits && (w != p || s == store) {
                return Err(if w == u32::MAX {
                    "writes another value where several programs wrote".into()
                } else if w != p {
                    format!("writes another value where another program wrote (program {w} in launch order)")
                } else {
                    "two elements of one store write different values to one address".into()
                });
            }
            if b == bits && w != p {
                writer = u32::MAX;
            }
        }
        self.writes.insert(at, (writer, store, bits));
        Ok(())
    }
}

/// What a lane does, for messages.
#[derive(Copy, Clone)]
enum Access {
    Read,
    Write,
    Update,
}

impl Access {
    fn verb(self) -> &'static str {
        match self {
            Access::Read => "reads",
            Access::Write => "writes",
            Access::Update => "updates",
        }
    }
}

/// A race's message: the element, the buffer and what happened.
fn race(k: &Kernel, b: usize, idx: usize, lane: usize, what: String) -> String {
    let name = k.params.get(b).map_or_else(|| format!("buffer {b}"), |p| k.value_label(p.value));
    format!("race: element {lane} {what} at {name}[{idx}]")
}

/// Lane `lane` of an operand that is a tile of `n` lanes or a scalar.
fn lane(v: &[u64], lane: usize) -> u64 {
    if v.len() == 1 {
        v[0]
    } else {
        v.get(lane).copied().unwrap_or(0)
    }
}

/// Checks that every operand has `n` lanes (or one, broadcast).
fn check_lanes(n: usize, ops: &[Option<&[u64]>]) -> Result<(), String> {
    for v in ops.iter().flatten() {
        if v.len() != n && v.len() != 1 {
            return Err(format!("internal: operand with {} elements for {n} lanes", v.len()));
        }
    }
    Ok(())
}

impl Memory<'_> {
    /// The buffer and element index that lane `i`'s pointer `p` names, checked.
    fn locate(
        &mut self,
        k: &Kernel,
        elem: DType,
        p: u64,
        i: usize,
        how: Access,
    ) -> Result<(&mut Buffer, usize), String> {
        let (b, off) = ptr_parts(p);
        let name = || k.params.get(b).map_or_else(|| format!("buffer {b}"), |p| k.value_label(p.value));
        let buf = match self.args.get_mut(b) {
            Some(Arg::Buffer(buf)) => buf,
            _ => {
                let verb = how.verb();
                return Err(format!(
                    "internal: element {i} {verb} through a pointer into {}, which is not a buffer",
                    name()
                ));
            }
        };
        if buf.dtype != elem {
            return Err(format!("internal: {} holds {}, accessed as {elem}", name(), buf.dtype));
        }
        let len = buf.len();
        if off < 0 || off as u64 >= len as u64 {
            return Err(format!("element {i} {} {}[{off}], out of bounds ({len} elements)", how.verb(), name()));
        }
        Ok((buf, off as usize))
    }

    /// `load`: lane i reads `*ptrs[i]` where the mask is set, else gives `other[i]` (or 0).
    pub(crate) fn load(
        &mut self,
        k: &Kernel,
        elem: DType,
        n: usize,
        ptrs: &[u64],
        mask: Option<&[u64]>,
        other: Option<&[u64]>,
    ) -> Result<Bits, String> {
        check_lanes(n, &[Some(ptrs), mask, other])?;
        let mut out = Vec::with_capacity(n);
        for i in 0..n {
            if mask.is_some_and(|m| lane(m, i) == 0) {
                out.push(other.map_or(0, |o| lane(o, i)));
                continue;
            }
            let b = ptr_parts(lane(ptrs, i)).0;
            let (buf, idx) = self.locate(k, elem, lane(ptrs, i), i, Access::Read)?;
            out.push(buf.read_bits(idx).ok_or("internal: read past a checked index")?);
            if let Some(r) = &mut self.races {
                r.read((b, idx)).map_err(|m| race(k, b, idx, i, m))?;
            }
        }
        Ok(out)
    }

    /// `store`: lane i writes `vals[i]` to `*ptrs[i]` where the mask is set.
    pub(crate) fn store(
        &mut self,
        k: &Kernel,
        elem: DType,
        n: usize,
        ptrs: &[u64],
        vals: &[u64],
        mask: Option<&[u64]>,
    ) -> Result<(), String> {
        check_lanes(n, &[Some(ptrs), Some(vals), mask])?;
        let store = self.races.as_mut().map_or(0, |r| {
            r.stores += 1;
            r.stores
        });
        for i in 0..n {
            if mask.is_some_and(|m| lane(m, i) == 0) {
                continue;
            }
            let b = ptr_parts(lane(ptrs, i)).0;
            let (buf, idx) = self.locate(k, elem, lane(ptrs, i), i, Access::Write)?;
            buf.write_bits(idx, lane(vals, i));
            // (The bits as the buffer holds them: the lane's value at the element's width.)
            let bits = buf.read_bits(idx).unwrap_or(0);
            if let Some(r) = &mut self.races {
                r.write((b, idx), store, bits).map_err(|m| race(k, b, idx, i, m))?;
            }
        }
        Ok(())
    }

    /// `atomic_rmw`: lane by lane, `*p = op(*p, v)`; gives the old values (0 where masked off).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn atomic_rmw(
        &mut self,
        k: &Kernel,
        op: AtomicOp,
        elem: DType,
        n: usize,
        ptrs: &[u64],
        vals: &[u64],
        mask: Option<&[u64]>,
    ) -> Result<Bits, String> {
        if elem == DType::I1 || (elem.is_int() && !op.on_int()) || (elem.is_float() && !op.on_float()) {
            return Err(format!("internal: atomic {op} is not defined on {elem}"));
        }
        check_lanes(n, &[Some(ptrs), Some(vals), mask])?;
        let mut out = Vec::with_capacity(n);
        for i in 0..n {
            if mask.is_some_and(|m| lane(m, i) == 0) {
                out.push(0);
                continue;
            }
            let (buf, idx) = self.locate(k, elem, lane(ptrs, i), i, Access::Update)?;
            let old = buf.read_bits(idx).ok_or("internal: read past a checked index")?;
            buf.write_bits(idx, atomic_combine(op, elem, old, lane(vals, i)));
            out.push(old);
        }
        Ok(out)
    }

    /// `atomic_cas`: lane by lane, `if *p == cmp { *p = v }` bitwise; gives the old values.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn atomic_cas(
        &mut self,
        k: &Kernel,
        elem: DType,
        n: usize,
        ptrs: &[u64],
        cmp: &[u64],
        vals: &[u64],
        mask: Option<&[u64]>,
    ) -> Result<Bits, String> {
        check_lanes(n, &[Some(ptrs), Some(cmp), Some(vals), mask])?;
        let mut out = Vec::with_capacity(n);
        for i in 0..n {
            if mask.is_some_and(|m| lane(m, i) == 0) {
                out.push(0);
                continue;
            }
            let (buf, idx) = self.locate(k, elem, lane(ptrs, i), i, Access::Update)?;
            let old = buf.read_bits(idx).ok_or("internal: read past a checked index")?;
            if old == lane(cmp, i) {
                buf.write_bits(idx, lane(vals, i));
            }
            out.push(old);
        }
        Ok(out)
    }
}

/// The new memory value of an atomic read-modify-write.
fn atomic_combine(op: AtomicOp, d: DType, old: u64, v: u64) -> u64 {
    use crate::op::BinaryOp as B;
    let bin = |b: B| arith::binary(b, d, old, v);
    match op {
        AtomicOp::Add if d == DType::F32 => {
            // f32 atomic add flushes subnormal inputs and results to zero (see `AtomicOp`).
            let ftz = |b: u64| if b & 0x7f80_0000 == 0 { b & 0x8000_0000 } else { b };
            ftz(arith::binary(B::Add, d, ftz(old), ftz(v)))
        }
        AtomicOp::Add => bin(B::Add),
        AtomicOp::Max => arith::float_pick(d, old, v, true),
        AtomicOp::Min => arith::float_pick(d, old, v, false),
        AtomicOp::Smax => bin(B::Smax),
        AtomicOp::Smin => bin(B::Smin),
        AtomicOp::Umax => bin(B::Umax),
        AtomicOp::Umin => bin(B::Umin),
        AtomicOp::Xchg => v,
        AtomicOp::And => bin(B::And),
        AtomicOp::Or => bin(B::Or),
        AtomicOp::Xor => bin(B::Xor),
    }
}
