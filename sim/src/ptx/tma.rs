//! Hopper's copy engine (TMA) and mbarriers in PTX: `mbarrier.init`, `fence.mbarrier_init`,
//! `mbarrier.arrive.expect_tx`, the `mbarrier.try_wait.parity` loop and
//! `cp.async.bulk.tensor.2d` from a tensor map into shared memory. The engine keeps the
//! barriers and the visibility of copied bytes (`lockstep::tma` has those rules); this module
//! says what each instruction does per thread.
//!
//! Semantics, as simulated:
//! - `mbarrier.init [a], n` (per guarded thread): the 8 bytes at `a` (aligned to 8, in shared
//!   memory) become a barrier in phase 0 that waits for `n` >= 1 arrivals, with a transaction
//!   count of 0. From then on only mbarrier instructions may touch those bytes.
//! - `fence.mbarrier_init` (every thread): the thread's inits so far are published to the copy
//!   engine; other threads see them after the next `bar.sync`. Arrivals and copies need both.
//! - `mbarrier.arrive.expect_tx [a], N` (per guarded thread): the current phase's transaction
//!   count goes up by N, then one of its arrivals is made; arriving when none is pending is an
//!   error.
//! - `cp.async.bulk.tensor.2d [dst], [map, {x, y}], [bar]` (per guarded thread): the map views
//!   its buffer as rows of `row_len` elements of `elem_bytes`, as many whole rows as the buffer
//!   holds. The box is `box_dims` = [cols, rows]; its element (r, c) is the tensor's element at
//!   row y + r, column x + c (x and y are signed 32-bit), or zero where that is outside the
//!   tensor (never an error: the hardware fills the edge this way). With W = cols * elem_bytes
//!   bytes to a box row (32, 64 or 128, the swizzled layouts), the element goes to shared
//!   address swizzle(dst + r W + c elem_bytes), the same address-based swizzle of W bytes as
//!   the wgmma descriptors use (`wgmma::swizzle`); `dst` must be a multiple of 128 (1024 for
//!   the pattern to be row-relative). Then all box bytes, zeros included, complete as
//!   transactions on the barrier at `bar`.
//! - A phase completes when no arrival is pending and its transaction count is 0; the next
//!   phase then waits for `n` arrivals again.
//! - The wait (every thread; `phase` is a register holding 0 or 1) succeeds when the number of
//!   the barrier's current phase has the other parity, i.e. the last phase of parity `phase`
//!   has completed. Since every copy has landed when it was issued and all threads wait
//!   together, a wait that does not succeed at once never would: an error.
//!
//! - `.3d` with `{x, y, z}`, for a map with planes (`TensorMap::planes`): the buffer is planes
//!   of `rows` rows (the row bound), as many as it reaches (the last may be partial); the box
//!   is one plane deep, its element (r, c) the element at row y + r of plane z (outside where
//!   y + r is not below the bound or z is not a plane).
//!
//! Not modelled: other dimensions than 2 and 3, multicast and clusters, im2col, other swizzles (none,
//! or boxes wider than the swizzle), `mbarrier.arrive` without `expect_tx`, `try_wait` as a
//! value, the copy's timing (it lands at issue; only the ordering rules are checked).

use super::guard_on;
use super::wgmma::{swizzle, Swizzle};
use crate::lockstep::{Exec, Fault, MemSpace};
use tessera_isel::vcode::VReg;

type Guard = Option<(VReg, bool)>;

pub(super) fn exec_init(cx: &mut Exec<'_, '_>, addr: VReg, count: u32, guard: &Guard) -> Result<(), Fault> {
    for t in 0..cx.threads() {
        if guard_on(cx, t, guard)? {
            let a = cx.read(t, addr)?;
            cx.mbarrier_init(t, a, count)?;
        }
    }
    Ok(())
}

pub(super) fn exec_fence_init(cx: &mut Exec<'_, '_>) {
    for t in 0..cx.threads() {
        cx.mbarrier_fence_init(t);
    }
}

pub(super) fn exec_arrive(cx: &mut Exec<'_, '_>, addr: VReg, bytes: u32, guard: &Guard) -> Result<(), Fault> {
    for t in 0..cx.threads() {
        if guard_on(cx, t, guard)? {
            let a = cx.read(t, addr)?;
            cx.mbarrier_arrive_expect_tx(t, a, bytes)?;
        }
    }
    Ok(())
}

pub(super) fn exec_wait(cx: &mut Exec<'_, '_>, addr: VReg, phase: VReg) -> Result<(), Fault> {
    for t in 0..cx.threads() {
        let (a, q) = (cx.read(t, addr)?, cx.read(t, phase)?);
        cx.mbarrier_wait(t, a, q)?;
    }
    Ok(())
}

/// The registers of a `cp.async.bulk.tensor`.
pub(super) struct Copy {
    pub dst: VReg,
    pub map: u32,
    pub x: VReg,
    pub y: VReg,
    /// The plane, for a map with planes.
    pub z: Option<VReg>,
    pub bar: VReg,
}

pub(super) fn exec_copy(cx: &mut Exec<'_, '_>, c: &Copy, guard: &Guard) -> Result<(), Fault> {
    for t in 0..cx.threads() {
        if !guard_on(cx, t, guard)? {
            continue;
        }
        let m = cx.tensor_map(c.map)?;
        let [cols, rows] = m.box_dims.map(u64::from);
        let eb = m.elem_bytes as u64;
        let w = cols * eb;
        let mode = match w {
            32 => Swizzle::B32,
            64 => Swizzle::B64,
            128 => Swizzle::B128,
            _ => {
                return Err(Fault::at(
                    t,
                    format!(
                        "tensor map {}: a box row of {w} bytes ({cols} elements of {eb}); only rows of 32, 64 or 128 bytes (the swizzled layouts) are simulated",
                        c.map
                    ),
                ))
            }
        };
        let dst = cx.read(t, c.dst)?;
        if !dst.is_multiple_of(128) {
            return Err(Fault::at(
                t,
                format!(
                    "cp.async.bulk.tensor with tensor map {}: destination {dst:#x} is not aligned to 128 bytes",
                    c.map
                ),
            ));
        }
        let x = cx.read(t, c.x)? as u32 as i32 as i64;
        let y = cx.read(t, c.y)? as u32 as i32 as i64;
        let z = match c.z {
            Some(z) => cx.read(t, z)? as u32 as i32 as i64,
            None => 0,
        };
        if c.z.is_some() != m.planes.is_some() {
            return Err(Fault::at(
                t,
                format!(
                    "tensor map {}: a {}-d copy of a {}-d map",
                    c.map,
                    2 + c.z.is_some() as u32,
                    2 + m.planes.is_some() as u32
                ),
            ));
        }
        // A map with planes: rows of plane z start z * rows rows further; planes past the count
        // (or before 0) are outside.
        let (plane_ok, plane_row) = match m.planes {
            Some(n) => ((0..n as i64).contains(&z), z.max(0) as u64 * m.rows),
            None => (true, 0),
        };
        let bar = cx.read(t, c.bar)?;
        let mut writes = Vec::with_capacity((cols * rows) as usize);
        for r in 0..rows {
            let row = y + r as i64;
            for col in 0..cols {
                let column = x + col as i64;
                let inside = plane_ok && (0..m.rows as i64).contains(&row) && (0..m.cols as i64).contains(&column);
                let v = if inside {
                    let at = m.base + ((plane_row + row as u64) * m.row_len + column as u64) * eb;
                    cx.load(MemSpace::Global, t, at, eb)?
                } else {
                    0
                };
                writes.push((swizzle(dst + r * w + col * eb, mode), v));
            }
        }
        cx.bulk_copy_to_shared(t, bar, &writes, m.elem_bytes, cols * rows * eb)?;
    }
    Ok(())
}
