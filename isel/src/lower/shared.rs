//! Shared memory: placing buffers and reusing dead ones, moving a value between layouts through
//! a buffer (`exchange`), padding against bank conflicts (`Pad`), and the barriers around reads.
//!
//! Every step (exchange, cross-warp reduction, scan) writes its own buffer, waits at one
//! barrier, reads, and inside a loop waits again. The lowering places the buffers and reuses
//! dead ones behind a barrier once `SHARED_BUDGET` bytes pile up, or as many as the rings and
//! resident operands below them take, if more (`Lower::stack_budget`). Exchange buffers are padded
//! per row against bank conflicts (`Pad`). One address per thread serves a whole step, with
//! registers and warps as constant offsets.
//!
//! Tensor-core operands are staged in a `Swizzle`d buffer instead: row-major, each 16-byte
//! chunk of a row moved by an XOR with the row's phase, so that the eight 16-byte rows a
//! matrix load (`ldmatrix`) reads, the 8- or 16-byte runs that AMD's lanes read from eight
//! consecutive rows, and the 16-byte vectors the warp stores, fall in distinct banks.

use super::{Lk, Lower, Res};
use crate::layout::{transpose_bits, Layout};
use crate::target::{Mem, Target};
use crate::vcode::VReg;
use smallvec::SmallVec;
use tessera_ir::op::BinaryOp;
use tessera_ir::{DType, Scalar, Type, Value};

/// Shared memory the buffers of consecutive steps may take before space is reused (behind a
/// barrier); a single step larger than this still gets what it needs.
const SHARED_BUDGET: u32 = 16 * 1024;

/// Padding of a layout-exchange buffer against bank conflicts: after every row of the value
/// (its last dimension, or 32 elements if shorter) one element, at least 4 bytes, or one
/// vector of the exchange's widest access where it moves vectors (so that every vector stays
/// aligned). A row then spans an odd number of banks, or of 16-byte bank groups, beyond a
/// multiple of 32 banks, so threads reading down a column (a transpose, a slice of the other
/// axis) hit different banks; a vector access is served a quarter or half warp at a time, and
/// those threads' vectors then fall in distinct bank groups. The padded offset
/// distributes over offsets with disjoint bits (a thread's part and a register's: `at(t | r)
/// = at(t) + at(r)`), so the thread part is computed once and each register's is a constant.
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub(super) struct Pad {
    /// log2 of the padded period in bytes.
    shift: u32,
    /// Bytes of padding per period.
    bytes: u32,
}

impl Pad {
    /// For rows of `row` elements of `eb` bytes moved in vectors of up to `vector` bytes.
    fn new(row: u32, eb: u32, vector: u32) -> Pad {
        let period = row.max(32).next_power_of_two() * eb;
        Pad { shift: period.trailing_zeros(), bytes: eb.max(4).max(vector) }
    }

    /// Rows of `row_bytes` (a power of two) followed by `pad` bytes each.
    pub(super) fn rows(row_bytes: u32, pad: u32) -> Pad {
        Pad { shift: row_bytes.trailing_zeros(), bytes: pad }
    }

    /// The padded byte offset of unpadded byte offset `b`.
    pub(super) fn at(self, b: u32) -> u32 {
        b + (b >> self.shift) * self.bytes
    }
}

/// A row-major tile of 16-bit elements (or, for `wgmma`, of 1, 2 or 4 bytes) in shared memory,
/// with rows of at least 16 bytes, whose
/// 16-byte chunks are swizzled (Triton's swizzled shared layout): chunk `c` of row `r` is stored
/// at chunk `c ^ ((r / per_phase) % max_phase)`, where `per_phase` rows share 128 bytes and
/// `max_phase` is the chunks in a row, at most 8. Eight consecutive rows at one chunk (a matrix
/// load) and eight consecutive chunks (a warp's 16-byte stores) then cover all 32 banks.
///
/// As an address: byte offset `lin = e * flat` (`e` the element's bytes), XOR `16 * phase(row)`. A constant part of the
/// flat index (disjoint from the thread's part) splits into bits inside the XOR range (chunk
/// bits below `max_phase`, applied by XOR) and the rest (added as an immediate), so one thread
/// address serves every register with at most one XOR each (`Swizzle::split`).
///
/// The tensor cores of sm_90a (`wgmma`) read such a tile through a matrix descriptor, whose
/// swizzle is a function of the shared *address* (bits 4.. XOR bits 7..) over rows of 32, 64
/// or 128 bytes. A tile with wider rows is stored in column blocks (`Swizzle::wgmma`): columns
/// `64 j .. 64 j + 63` of every row form block `j`, a tile of their own with 128-byte rows,
/// the blocks one after another. Within a block the XOR above is the hardware's, given a
/// buffer aligned to 1024 bytes; the block order is a permutation of the flat index bits
/// (`lin = e * perm(flat)`), so the split into a thread part and a constant part still holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct Swizzle {
    /// Byte offset of the buffer.
    pub base: u32,
    col_bits: u32,
    per_phase_bits: u32,
    max_phase_bits: u32,
    /// log2 of the columns of a block (`col_bits` when the rows are not split into blocks).
    atom_bits: u32,
    /// log2 of the rows (only used when the rows are split into blocks).
    row_bits: u32,
    /// log2 of the element's bytes.
    elem_bits: u32,
    /// Whether the phase also takes the row bits above its own period (`Swizzle::folded`).
    fold: bool,
}

impl Swizzle {
    /// A tile of elements of `bytes` with `cols` columns at `base` (rows of at least 16 bytes:
    /// 8 columns of 16-bit elements, 16 of i8).
    pub fn of(cols: u32, bytes: u32, base: u32) -> Swizzle {
        Swizzle::blocked(cols, cols, 1, bytes, base)
    }

    /// `of`, with the phase of row `r` XORed with `r >> log2(period)`, the period being the
    /// rows after which the plain phase repeats (8 for rows of at most 128 bytes): rows a
    /// multiple of 8 apart, which the plain swizzle puts in the same banks, then differ too.
    /// For AMD's transposing stores of a K x N B (one 16-bit element a lane, a warp's lanes at
    /// rows 8 apart: 8-way bank conflicts in the simulator's model, 2-way folded). The lane
    /// loads of the tile (8 consecutive rows from a multiple of 8, at one chunk) stay
    /// conflict-free: across them the fold is one constant XORed onto the plain phases.
    pub fn folded(cols: u32, bytes: u32, base: u32) -> Swizzle {
        Swizzle { fold: true, ..Swizzle::of(cols, bytes, base) }
    }

    /// A `rows` x `cols` tile of 16-bit elements as the sm_90a tensor cores read it (`cols` >=
    /// 16): rows of at most 128 bytes, wider ones in blocks of 64 columns.
    pub fn wgmma(rows: u32, cols: u32, base: u32) -> Swizzle {
        Swizzle::wgmma_of(rows, cols, 2, base)
    }

    /// `wgmma` for elements of `bytes` (1, 2 or 4; rows of at least 32 bytes): blocks of
    /// `128 / bytes` columns.
    pub fn wgmma_of(rows: u32, cols: u32, bytes: u32, base: u32) -> Swizzle {
        Swizzle::blocked(cols, cols.min(128 / bytes), rows, bytes, base)
    }

    fn blocked(cols: u32, atom: u32, rows: u32, bytes: u32, base: u32) -> Swizzle {
        let row_bytes = bytes * atom;
        let chunks = row_bytes / 16;
        let per_phase = (128 / row_bytes).max(1);
        Swizzle {
            base,
            col_bits: cols.trailing_zeros(),
            per_phase_bits: per_phase.trailing_zeros(),
            max_phase_bits: chunks.min(8).trailing_zeros(),
            atom_bits: atom.trailing_zeros(),
            row_bits: rows.trailing_zeros(),
            elem_bits: bytes.trailing_zeros(),
            fold: false,
        }
    }

    /// The phase of row `row` (its chunks' XOR).
    fn phase(&self, row: u32) -> u32 {
        let fold = if self.fold { row >> (self.per_phase_bits + self.max_phase_bits) } else { 0 };
        ((row >> self.per_phase_bits) ^ fold) & self.phase_mask()
    }

    /// Columns of the tile.
    pub fn cols(&self) -> u32 {
        1 << self.col_bits
    }

    /// Bytes of one element.
    pub fn elem_bytes(&self) -> u32 {
        1 << self.elem_bits
    }

    /// Bytes of one row of a block: the swizzle width of a matrix descriptor (32, 64, 128).
    pub fn row_bytes(&self) -> u32 {
        1 << (self.atom_bits + self.elem_bits)
    }

    /// Bytes of one block of columns (all rows): the distance between blocks.
    pub fn block_bytes(&self) -> u32 {
        self.row_bytes() << self.row_bits
    }

    fn blocked_rows(&self) -> bool {
        self.atom_bits < self.col_bits
    }

    fn phase_mask(&self) -> u32 {
        (1 << self.max_phase_bits) - 1
    }

    /// The flat index with its bits in block order (the identity without blocks).
    fn perm(&self, flat: u32) -> u32 {
        if !self.blocked_rows() {
            return flat;
        }
        let lo = flat & ((1 << self.atom_bits) - 1);
        let row = flat >> self.col_bits;
        let hi = (flat >> self.atom_bits) & ((1 << (self.col_bits - self.atom_bits)) - 1);
        lo | row << self.atom_bits | hi << (self.atom_bits + self.row_bits)
    }

    /// The buffer-relative byte offset of element `flat` (a constant).
    fn offset(&self, flat: u32) -> u32 {
        let row = flat >> self.col_bits;
        (self.perm(flat) << self.elem_bits) ^ (self.phase(row) << 4)
    }

    /// For a constant part `flat` of an index whose other part is a thread's (the two share no
    /// bits): (XOR, add) such that the whole offset is `(thread offset ^ xor) + add`. The
    /// offset is linear over XOR in the flat index (a bit permutation, then an XOR with the
    /// phase, itself a shift and a mask of the row), so the constant's own offset XORs onto
    /// the thread's; outside the phase's bits the thread offset has no bits where the
    /// constant's has them, so there the XOR is an addition, which fits an immediate.
    pub fn split(&self, flat: u32) -> (u32, u32) {
        let row = flat >> self.col_bits;
        let own = (self.perm(flat) << self.elem_bits) ^ (self.phase(row) << 4);
        let xor_bits = self.phase_mask() << 4;
        (own & xor_bits, own & !xor_bits)
    }

    fn key(&self) -> [u32; 7] {
        [
            self.col_bits,
            self.per_phase_bits,
            self.max_phase_bits,
            self.atom_bits,
            self.row_bits,
            self.elem_bits,
            self.fold as u32,
        ]
    }
}

impl<'k, T: Target> Lower<'k, T> {
    /// The swizzled buffer-relative byte offset (an i32 register) of element `flat`, a register
    /// derived from the thread index (memoised per scope).
    pub(super) fn swizzled_offset(&mut self, sw: &Swizzle, flat: VReg) -> VReg {
        let key = (flat, sw.key());
        if let Some(&r) = self.scopes.iter().rev().find_map(|s| s.swz.get(&key)) {
            return r;
        }
        let r = self.swizzle_index(sw, flat);
        self.thread_scope().swz.insert(key, r);
        r
    }

    fn swizzle_index(&mut self, sw: &Swizzle, flat: VReg) -> VReg {
        let i = DType::I32;
        let eb = (sw.elem_bits > 0).then(|| self.i32c(sw.elem_bits as i64));
        let moved = if sw.blocked_rows() {
            // The flat index's bits in block order (see `Swizzle::perm`).
            let lo_mask = self.i32c((1i64 << sw.atom_bits) - 1);
            let lo = self.t.binary(BinaryOp::And, i, flat, lo_mask);
            let cb = self.i32c(sw.col_bits as i64);
            let row = self.t.binary(BinaryOp::Lshr, i, flat, cb);
            let ab = self.i32c(sw.atom_bits as i64);
            let row_at = self.t.binary(BinaryOp::Shl, i, row, ab);
            let hi = self.t.binary(BinaryOp::Lshr, i, flat, ab);
            let hi_mask = self.i32c((1i64 << (sw.col_bits - sw.atom_bits)) - 1);
            let hi = self.t.binary(BinaryOp::And, i, hi, hi_mask);
            let hb = self.i32c((sw.atom_bits + sw.row_bits) as i64);
            let hi_at = self.t.binary(BinaryOp::Shl, i, hi, hb);
            let p = self.t.binary(BinaryOp::Or, i, lo, row_at);
            self.t.binary(BinaryOp::Or, i, p, hi_at)
        } else {
            flat
        };
        let lin = match eb {
            Some(eb) => self.t.binary(BinaryOp::Shl, i, moved, eb),
            None => moved,
        };
        if sw.max_phase_bits == 0 {
            return lin;
        }
        let sh = self.i32c((sw.col_bits + sw.per_phase_bits) as i64);
        let mut row = self.t.binary(BinaryOp::Lshr, i, flat, sh);
        if sw.fold {
            let sh = self.i32c((sw.col_bits + sw.per_phase_bits + sw.max_phase_bits) as i64);
            let high = self.t.binary(BinaryOp::Lshr, i, flat, sh);
            row = self.t.binary(BinaryOp::Xor, i, row, high);
        }
        let m = self.i32c(sw.phase_mask() as i64);
        let phase = self.t.binary(BinaryOp::And, i, row, m);
        let four = self.i32c(4);
        let p = self.t.binary(BinaryOp::Shl, i, phase, four);
        self.t.binary(BinaryOp::Xor, i, lin, p)
    }

    /// The shared address of element `thread + flat` of `sw` (`thread`: a thread's swizzled
    /// offset from `swizzled_offset`; `flat` shares no bits with its flat index) in the copy of the buffer
    /// `slot` bytes further (a register; a ring's current slot), with the constant part
    /// returned as an immediate offset: (address, offset).
    pub(super) fn swizzled_addr(&mut self, sw: &Swizzle, thread: VReg, flat: u32, slot: Option<VReg>) -> (VReg, u32) {
        let (x, add) = sw.split(flat);
        // Register-staged rings (targets with no asynchronous copies: AMDGCN, whose assembler
        // does not reassociate): the slot is added first, once per thread offset and slot, and
        // the XOR after. The same address, as a slot is a multiple of 128 bytes (`pipeliner`)
        // and the XOR flips bits below 128 only.
        if let (Some(s), true) = (slot, x < 128 && self.t.async_copy().is_none()) {
            let at = self.t.binary(BinaryOp::Add, DType::I32, thread, s);
            let off = if x == 0 {
                at
            } else {
                let c = self.i32c(x as i64);
                self.t.binary(BinaryOp::Xor, DType::I32, at, c)
            };
            return (self.t.shared_addr(off), sw.base + add);
        }
        let off = if x == 0 {
            thread
        } else {
            let c = self.i32c(x as i64);
            self.t.binary(BinaryOp::Xor, DType::I32, thread, c)
        };
        let add = sw.base + add;
        let off = match slot {
            Some(s) => self.t.binary(BinaryOp::Add, DType::I32, off, s),
            None => off,
        };
        (self.t.shared_addr(off), add)
    }

    /// Moves a value of type `ty` from layout `from` to layout `to` through shared memory: the
    /// owners of each element of `from` write it at its row-major index (padded, see
    /// [`Pad`]), every thread reads what it holds in `to`. Where both sides hold runs of
    /// consecutive elements (a warpgroup accumulator's pairs, a blocked layout's 16-byte
    /// groups), each side moves its runs as vectors of up to 16 bytes; `exchange=scalar`
    /// moves one element per access, for A/B measurements.
    pub(super) fn exchange(&mut self, regs: &[VReg], from: Lk, to: Lk, ty: Type) -> Vec<VReg> {
        let mut x = self.exchange_stored(regs, from, to, ty);
        let out = (0..x.loaded.len()).map(|r| self.exchange_read(&mut x, r)).collect();
        self.reads_done();
        out
    }

    /// The first half of [`Lower::exchange`]: the value stored and the barrier after it. Its
    /// registers in `to` are then read one group at a time ([`Lower::exchange_read`]), where
    /// each is first needed, and the caller ends with `reads_done` once every read is lowered.
    /// The multiply-add `dot` reads its operands so, one K step at a time, so that it never
    /// holds whole rows of A and columns of B in registers.
    pub(super) fn exchange_stored(&mut self, regs: &[VReg], from: Lk, to: Lk, ty: Type) -> Stored {
        // Pointers go through shared memory as 64-bit integers; i1 as a byte.
        let (d, eb) = match ty.scalar {
            Scalar::Ptr(_) => (DType::I64, 8),
            Scalar::Num(d) => (d, d.bytes()),
        };
        let numel = ty.numel() as u32;
        let row = ty.shape.dims().last().copied().unwrap_or(1);
        // Vectors on both sides, or on neither: a side of single elements (a transpose's
        // reads down the columns) needs rows an odd number of banks apart, which rows padded
        // for aligned vectors are not (4-way conflicts for 32-bit elements).
        let (wf, wt) = match (self.exchange_width(from, eb), self.exchange_width(to, eb)) {
            (1, _) | (_, 1) => (1, 1),
            w => w,
        };
        let pad = Pad::new(row, eb, wf.max(wt) as u32 * eb);
        let base = self.shared_buffers(&[pad.at(numel * eb)])[0];
        self.store_padded(regs, from, d, pad, base, wf);
        self.barrier();
        let n = match to {
            Lk::Scalar => 1,
            Lk::Tile(_) => self.layout(to).num_regs(),
        };
        let to_addr = self.thread_addr(to, eb, pad);
        Stored { d, eb, base, pad, to, to_addr, wt, loaded: vec![None; n] }
    }

    /// Stores the elements of `regs` (layout `from`, elements of `d`) at their row-major
    /// offsets padded by `pad` from shared byte `base`, `w` registers an access; each element
    /// once (its owner's copy).
    pub(super) fn store_padded(&mut self, regs: &[VReg], from: Lk, d: DType, pad: Pad, base: u32, w: usize) {
        let eb = d.bytes();
        let owner = self.owner_guard(from);
        let rep = if from == Lk::Scalar { 0 } else { self.layout(from).replicated_regs() };
        // A thread's elements sit at its own flat index plus each register's (the two share no
        // bits): one address per thread, the registers as immediate offsets.
        let from_addr = self.thread_addr(from, eb, pad);
        for (r, vs) in regs.chunks(w).enumerate().map(|(i, c)| (i * w, c)) {
            if r & rep != 0 {
                continue;
            }
            let off = match from {
                Lk::Scalar => base,
                Lk::Tile(_) => base + pad.at(self.layout(from).reg_flat(r) * eb),
            };
            self.t.store(Mem::Shared, d, from_addr, off, vs, owner);
        }
    }

    /// Register `r` of a stored exchange's `to` layout, reading its group of `wt` registers
    /// (one access) the first time one of them is asked for.
    pub(super) fn exchange_read(&mut self, x: &mut Stored, r: usize) -> VReg {
        if let Some(v) = x.loaded[r] {
            return v;
        }
        let first = r - r % x.wt;
        let off = match x.to {
            Lk::Scalar => x.base,
            Lk::Tile(_) => x.base + x.pad.at(self.layout(x.to).reg_flat(first) * x.eb),
        };
        let regs = self.t.load(Mem::Shared, x.d, x.to_addr, off, x.wt, None, None);
        for (k, v) in regs.into_iter().enumerate() {
            x.loaded[first + k] = Some(v);
        }
        x.loaded[r].expect("a group covers its registers")
    }
}

/// An exchange stored and not yet read (see [`Lower::exchange_stored`]).
pub(super) struct Stored {
    d: DType,
    eb: u32,
    base: u32,
    pad: Pad,
    to: Lk,
    to_addr: VReg,
    /// Registers per read.
    wt: usize,
    /// The registers of `to` read so far.
    loaded: Vec<Option<VReg>>,
}

impl<T: Target> Lower<'_, T> {
    /// The elements per access of an exchange's side in layout `lk`: the run of consecutive
    /// flat indices its leading registers hold, up to the target's `exchange_bytes` (layout bases are disjoint
    /// powers of two, so every run starts at a multiple of its length and the accesses are
    /// aligned). Bytes and booleans go one by one.
    pub(super) fn exchange_width(&self, lk: Lk, eb: u32) -> usize {
        let scalar = !self.t.codegen().vector_exchange;
        match lk {
            Lk::Tile(_) if !scalar && eb >= 2 => {
                self.layout(lk).contiguous_regs().min((self.t.exchange_bytes() / eb).max(1) as usize)
            }
            _ => 1,
        }
    }

    /// After the reads of a shared buffer: inside a loop, the op's next iteration writes the
    /// buffer again, so everyone must have read before the loop goes round. Within one
    /// iteration the buffers of later steps are stacked above it (or placed after a barrier,
    /// `shared_buffers`), so the barrier can wait for the end of the body (`for_loop` emits it
    /// there unless another barrier came after these reads): a dot's trailing barrier then merges
    /// with the next store's leading one, and no barrier stands between two dots that could run
    /// together (`ptx::wgmma_waits`). `barriers=eager` puts it right after the reads.
    pub(super) fn reads_done(&mut self) {
        if self.loops > 0 {
            if self.t.codegen().lazy_read_barriers {
                self.reads_pending = true;
            } else {
                self.barrier();
            }
        }
    }

    /// A program barrier (`bar.sync 0`), which also ends the wait for reads of shared buffers
    /// and orders every write before it with every access after it (what `pending_write`
    /// waits for).
    pub(super) fn barrier(&mut self) {
        self.t.barrier();
        self.reads_pending = false;
        self.pending_write = false;
        self.local_published.clear();
    }

    /// The shared address (from byte 0) of this thread's first element of a value of layout
    /// `lk` stored at its padded flat indices, elements of `eb` bytes; 0 for scalars.
    fn thread_addr(&mut self, lk: Lk, eb: u32, pad: Pad) -> VReg {
        match lk {
            Lk::Scalar => {
                let z = self.i32c(0);
                self.t.shared_addr(z)
            }
            // The thread's part and the registers' parts add up (see `Pad`).
            Lk::Tile(_) => {
                let t = self.thread_flat(lk);
                self.scaled_addr(t, eb, Some(pad))
            }
        }
    }

    /// Places the buffers of one shared-memory step (each 16-byte aligned) and returns their
    /// offsets. A buffer is dead once its step is lowered (each step writes, waits, reads, and
    /// inside a loop waits again), so space is reused: while the buffers placed since the last
    /// reuse fit in `SHARED_BUDGET` they are stacked, and otherwise a barrier (every thread has
    /// finished reading the old ones) lets the new ones start again at the floor (0, or the end
    /// of the rings and resident operands of the loops being lowered).
    pub(super) fn shared_buffers(&mut self, sizes: &[u32]) -> Vec<u32> {
        let total: u32 = sizes.iter().map(|b| b.next_multiple_of(16)).sum();
        if self.smem_top > self.smem_floor && self.smem_top + total > self.smem_floor + self.stack_budget() {
            self.barrier();
            self.smem_top = self.smem_floor;
            let floor = self.smem_floor;
            for s in &mut self.scopes {
                s.operands.retain(|_, sw| sw.base < floor);
            }
        }
        let mut out = Vec::with_capacity(sizes.len());
        for &b in sizes {
            out.push(self.smem_top);
            self.smem_top += b.next_multiple_of(16);
        }
        self.t.shared_extent(self.smem_top);
        if self.smem_top > self.t.shared_limit() && self.smem_over.is_none() {
            self.smem_over = Some((self.at, self.smem_top));
        }
        out
    }

    /// The buffer that dot operand `v` was stored into (as `how`, rounded to tf32 or not) in
    /// this scope or an enclosing one, if no later buffer has taken its place: the dots of
    /// one value (the backward's dS, A of `dS K` K-major and of `dS^T Q` M-major, one tile
    /// either way) store it once. Entries go with their scope (an `if` arm's buffer is not
    /// there after it) and with space reused below them (`shared_buffers`).
    pub(super) fn stored_operand(&self, v: Value, how: StoreAs, round: bool) -> Option<Swizzle> {
        self.scopes.iter().rev().find_map(|s| s.operands.get(&(v, how, round)).copied())
    }

    /// Records that operand `v` is in `sw` (see `stored_operand`).
    pub(super) fn remember_operand(&mut self, v: Value, how: StoreAs, round: bool, sw: Swizzle) {
        self.scopes.last_mut().expect("a scope").operands.insert((v, how, round), sw);
    }

    /// How many bytes of buffers may stack above the floor before space is reused: 16 KB, or
    /// the floor itself where the loops' rings and resident operands take more. Reuse costs a
    /// barrier, and where a dot's stored operand is reused, the wait for that dot (the
    /// backward's P^T dO must finish before dS overwrites P): a kernel with 64 KB of rings and
    /// residents runs few blocks to an SM, and its transient buffers at most double that, where
    /// a small kernel (a softmax's exchanges) keeps the 16 KB that leaves its occupancy alone.
    /// `shared-stack=fixed` keeps 16 KB everywhere.
    fn stack_budget(&self) -> u32 {
        if self.t.codegen().floor_stack_budget {
            SHARED_BUDGET.max(self.smem_floor)
        } else {
            SHARED_BUDGET
        }
    }

    /// One buffer of `bytes` at a multiple of `align` bytes (a power of two).
    pub(super) fn shared_buffer_aligned(&mut self, bytes: u32, align: u32) -> u32 {
        // Placed where the budget allows (see `shared_buffers`), then moved up to the alignment.
        let b = self.shared_buffers(&[bytes + align - 16])[0];
        let at = b.next_multiple_of(align);
        self.t.shared_align(align);
        at
    }

    /// The shared address (from byte 0) `t * step`, computed once per scope.
    pub(super) fn slot_addr(&mut self, t: VReg, step: u32) -> VReg {
        self.scaled_addr(t, step, None)
    }

    /// The shared address (from byte 0) `t * step`, padded by `pad` if given; computed once per
    /// scope.
    fn scaled_addr(&mut self, t: VReg, step: u32, pad: Option<Pad>) -> VReg {
        let key = (t, step, pad);
        if let Some(&a) = self.scopes.iter().rev().find_map(|m| m.saddr.get(&key)) {
            return a;
        }
        let c = self.i32c(step as i64);
        let mut idx = self.t.binary(BinaryOp::Mul, DType::I32, t, c);
        if let Some(p) = pad {
            let sh = self.i32c(p.shift as i64);
            let rows = self.t.binary(BinaryOp::Lshr, DType::I32, idx, sh);
            let pc = self.i32c(p.bytes as i64);
            let extra = self.t.binary(BinaryOp::Mul, DType::I32, rows, pc);
            idx = self.t.binary(BinaryOp::Add, DType::I32, idx, extra);
        }
        let a = self.t.shared_addr(idx);
        self.thread_scope().saddr.insert(key, a);
        a
    }

    /// The thread index with only the bits of `keep`, computed once per scope.
    pub(super) fn masked_tid(&mut self, keep: u32) -> VReg {
        self.gathered_tid(keep, &[], &[])
    }

    /// The thread index with only the bits of `keep`, plus bit `from[j]` of the thread index
    /// moved up to bit `to[j]` (each `to[j]` above `from[j]` and outside `keep`), computed once
    /// per scope.
    pub(super) fn gathered_tid(&mut self, keep: u32, from: &[usize], to: &[usize]) -> VReg {
        let key = (keep, from.iter().zip(to).fold(0u64, |a, (&f, &t)| a << 10 | (f as u64) << 5 | t as u64));
        if let Some(&r) = self.scopes.iter().rev().find_map(|m| m.tids.get(&key)) {
            return r;
        }
        let tid = self.tid();
        let mut r = if keep == !0 {
            tid
        } else {
            let m = self.i32c(keep as i64);
            self.t.binary(BinaryOp::And, DType::I32, tid, m)
        };
        // Bits that move by the same distance move together.
        let mut moves: Vec<(usize, i64)> = Vec::new();
        for (&f, &t) in from.iter().zip(to) {
            match moves.iter_mut().find(|(d, _)| *d == t - f) {
                Some((_, m)) => *m |= 1 << t,
                None => moves.push((t - f, 1 << t)),
            }
        }
        for (d, m) in moves {
            let sh = self.i32c(d as i64);
            let up = self.t.binary(BinaryOp::Shl, DType::I32, tid, sh);
            let m = self.i32c(m);
            let bits = self.t.binary(BinaryOp::And, DType::I32, up, m);
            r = self.t.binary(BinaryOp::Or, DType::I32, r, bits);
        }
        self.thread_scope().tids.insert(key, r);
        r
    }
}

/// How `Lower::store_swizzled` lays a tile out.
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub(super) enum StoreAs {
    /// Row-major, for matrix loads (`Swizzle::of`).
    Rows,
    /// As warpgroup tensor cores read it (`Swizzle::wgmma_of`).
    Wgmma,
    /// Its transpose, as warpgroup tensor cores read it: a K x N B read K-major (tf32, i8).
    WgmmaTransposed,
    /// Its transpose, row-major (`Swizzle::folded`): a K x N B read K-major by lane loads.
    Transposed,
}

impl<'k, T: Target> Lower<'k, T> {
    /// Stores `v` (16-bit elements, `rows` x `cols`, computed in layout `home`) into a new
    /// swizzled buffer (`store_as`: as matrix loads read it, as warpgroup tensor cores do, or
    /// transposed, a `cols` x `rows` tile), the owners of its elements their 16-byte vectors
    /// (where the layout has them; one element at a time when transposed), then waits at a
    /// barrier.
    pub(super) fn store_swizzled(
        &mut self,
        v: Value,
        home: Lk,
        rows: u32,
        cols: u32,
        store_as: StoreAs,
    ) -> Res<Swizzle> {
        let src = self.get(v, home)?;
        let d = self.k.ty(v).dtype().ok_or_else(|| self.err("a dot of non-numbers"))?;
        self.store_regs_swizzled(&src, d, home, (rows, cols), store_as)
    }

    /// `store_swizzled` of the registers `src` of a `d` tile in layout `home` (elements of 1,
    /// 2 or 4 bytes for the warpgroup forms, 16-bit otherwise).
    pub(super) fn store_regs_swizzled(
        &mut self,
        src: &[VReg],
        d: DType,
        home: Lk,
        dims: (u32, u32),
        store_as: StoreAs,
    ) -> Res<Swizzle> {
        let sw = self.stage_regs_swizzled(src, d, home, dims, store_as)?;
        self.barrier();
        Ok(sw)
    }

    /// `store_regs_swizzled` up to the barrier that publishes the tile, which the caller
    /// places (a warpgroup dot whose warpgroups read only what their own threads stored
    /// publishes it to each warpgroup alone).
    pub(super) fn stage_regs_swizzled(
        &mut self,
        src: &[VReg],
        d: DType,
        home: Lk,
        (rows, cols): (u32, u32),
        store_as: StoreAs,
    ) -> Res<Swizzle> {
        let eb = d.bytes();
        let (sw, hl) = match store_as {
            StoreAs::Wgmma => {
                let base = self.shared_buffer_aligned(rows * cols * eb, 1024);
                (Swizzle::wgmma_of(rows, cols, eb, base), self.layout(home).clone())
            }
            StoreAs::WgmmaTransposed => {
                let base = self.shared_buffer_aligned(rows * cols * eb, 1024);
                (Swizzle::wgmma_of(cols, rows, eb, base), self.layout(home).map_bits(&transpose_bits(rows, cols)))
            }
            StoreAs::Rows => {
                (Swizzle::of(cols, eb, self.shared_buffers(&[rows * cols * eb])[0]), self.layout(home).clone())
            }
            StoreAs::Transposed => (
                Swizzle::folded(rows, eb, self.shared_buffers(&[rows * cols * eb])[0]),
                self.layout(home).map_bits(&transpose_bits(rows, cols)),
            ),
        };
        self.store_tile(src, d, home, hl, &sw, None);
        if matches!(store_as, StoreAs::Wgmma | StoreAs::WgmmaTransposed) {
            self.warpgroups().fence_async_shared();
        }
        Ok(sw)
    }

    /// Stores the registers `src` of a `d` tile in layout `home` into `sw` (at `slot` bytes
    /// further, in a ring), each element where `hl` (`home`, or its transpose for a tile
    /// stored transposed) puts it: the owners of the elements their widest vectors.
    pub(super) fn store_tile(
        &mut self,
        src: &[VReg],
        d: DType,
        home: Lk,
        hl: Layout,
        sw: &Swizzle,
        slot: Option<VReg>,
    ) {
        let owner = self.owner_guard(home);
        if owner.is_none() && self.store_matrices(src, d, &hl, sw, slot) {
            return;
        }
        let at = if self.layout(home) == &hl { home } else { self.intern(hl.clone()) };
        let tf = self.thread_flat(at);
        let toff = self.swizzled_offset(sw, tf);
        let vec = hl.contiguous_regs().min(16 / d.bytes() as usize).min(sw.cols() as usize);
        let rep = hl.replicated_regs();
        for r in (0..src.len()).step_by(vec) {
            if r & rep != 0 {
                continue;
            }
            let (addr, off) = self.swizzled_addr(sw, toff, hl.reg_flat(r), slot);
            self.t.store(Mem::Shared, d, addr, off, &src[r..r + vec], owner);
        }
    }

    /// `store_tile` by matrix stores (`Target::store_matrix`, four 8 x 8 matrices an
    /// instruction), where the layout `hl` of the 16-bit float registers `src` is the mma
    /// fragment's: register bit 0 and lane bits 0 and 1 the element's flat-index bits 0, 1 and
    /// 2 (a lane's pair within a 16-byte row, four lanes a row), lane bits 2 to 4 the row
    /// within a matrix, register bits 1 and 2 the four matrices of an instruction, every basis
    /// its own bit, no thread replicating another, and each 16-byte row contiguous in `sw`.
    /// The lanes' row addresses are then a thread part of their own: the flat index of the
    /// layout with lane bits 0 to 2 taking the row bits and lane bits 3 and 4 the matrix bits.
    /// False (nothing emitted) otherwise; a warpgroup accumulator's layout (P and dS in
    /// attention's backward) qualifies, and takes a quarter of the 32-bit stores' instructions.
    fn store_matrices(&mut self, src: &[VReg], d: DType, hl: &Layout, sw: &Swizzle, slot: Option<VReg>) -> bool {
        let (reg, th) = (&hl.reg, &hl.thread);
        let shape_fits = matches!(d, DType::F16 | DType::BF16)
            && self.t.has_store_matrix()
            && src.len().is_multiple_of(8)
            && reg.len() >= 3
            && th.len() >= 5
            && reg[0] == 1
            && th[0] == 2
            && th[1] == 4
            && hl.disjoint_bits()
            && hl.replicated_regs() == 0
            && hl.replicated_threads() == 0;
        // Each matrix row's 16 bytes in one piece: the swizzle moves whole 16-byte chunks.
        let rows_whole = |sw: &Swizzle| {
            let n = 1u32 << (reg.len() + th.len());
            (0..n).step_by(8).all(|f| (1..8).all(|j| sw.offset(f + j) == sw.offset(f) + 2 * j))
        };
        if !shape_fits || !rows_whole(sw) {
            return false;
        }
        let mut thread: SmallVec<[u32; 10]> = SmallVec::from_slice(&[th[2], th[3], th[4], reg[1], reg[2]]);
        thread.extend_from_slice(&th[5..]);
        let mut regs: SmallVec<[u32; 8]> = SmallVec::from_slice(&[1, 2, 4]);
        regs.extend_from_slice(&reg[3..]);
        let rows = self.intern(Layout { reg: regs, thread });
        let tf = self.thread_flat(rows);
        let toff = self.swizzled_offset(sw, tf);
        for r in (0..src.len()).step_by(8) {
            let (addr, off) = self.swizzled_addr(sw, toff, hl.reg_flat(r), slot);
            let stored = self.t.store_matrix(addr, off, &src[r..r + 8]);
            debug_assert!(stored, "has_store_matrix promised matrix stores");
        }
        true
    }

    /// `store_tile` of a `rows` x `cols` tile in layout `home`, transposed or not.
    pub(super) fn store_tile_as(
        &mut self,
        src: &[VReg],
        d: DType,
        home: Lk,
        (rows, cols): (u32, u32),
        transposed: bool,
        sw: &Swizzle,
        slot: Option<VReg>,
    ) {
        let hl = if transposed {
            self.layout(home).map_bits(&transpose_bits(rows, cols))
        } else {
            self.layout(home).clone()
        };
        self.store_tile(src, d, home, hl, sw, slot);
    }
}

#[cfg(test)]
mod tests {
    use super::Swizzle;

    #[test]
    fn swizzled_rows_and_chunks_fall_in_distinct_banks() {
        let tiles = [8u32, 16, 32, 64, 128, 256].into_iter().flat_map(|c| {
            [Swizzle::of(c, 2, 0), Swizzle::folded(c, 2, 0)]
                .into_iter()
                .chain((c >= 16).then(|| Swizzle::wgmma(64, c, 0)))
        });
        for sw in tiles {
            let cols = sw.cols();
            // A matrix load: eight consecutive rows at one chunk cover the eight 16-byte bank
            // groups of 128 bytes.
            for r0 in (0..64).step_by(8) {
                for c in 0..cols / 8 {
                    let mut groups: Vec<u32> = (0..8).map(|r| sw.offset((r0 + r) * cols + 8 * c) / 16 % 8).collect();
                    groups.sort();
                    groups.dedup();
                    assert_eq!(groups.len(), 8, "cols {cols}, rows {r0}.., chunk {c}");
                }
            }
            // A thread part and a constant part with disjoint bits: the split gives the
            // offset of their sum from the thread's.
            let cb = cols.trailing_zeros();
            let tmask = 0b11000 | (0b111 << cb);
            for t in (0..32 * cols).filter(|t| t & !tmask == 0) {
                for r in (0..32 * cols).step_by(8).filter(|r| r & tmask == 0) {
                    let (x, add) = sw.split(r);
                    assert_eq!(sw.offset(t | r), (sw.offset(t) ^ x) + add, "cols {cols}, thread {t}, register {r}");
                }
            }
        }
    }

    #[test]
    fn wgmma_tiles_swizzle_as_the_hardware_does() {
        // The descriptor's swizzle: within a block of rows of `w` bytes, the byte at address a
        // (buffer aligned to 1024) is at a ^ (((a >> 7) & (w / 16 - 1)) << 4) from the plain
        // row-major layout of the block; blocks of 128 bytes of columns follow each other.
        for e in [1u32, 2, 4] {
            let atom = 128 / e;
            for (rows, cols) in [(64u32, 32 / e), (64, 64 / e), (64, 128 / e), (64, 256 / e), (32, 512 / e), (128, 64)]
            {
                let sw = Swizzle::wgmma_of(rows, cols, e, 0);
                let w = sw.row_bytes();
                assert_eq!(w, e * cols.min(atom));
                let mut seen = std::collections::HashSet::new();
                for r in 0..rows {
                    for c in 0..cols {
                        let plain = (c / atom) * sw.block_bytes() + r * w + e * (c % atom);
                        let hw = plain ^ (((plain >> 7) & (w / 16 - 1)) << 4);
                        assert_eq!(sw.offset(r * cols + c), hw, "{e}-byte {rows}x{cols} at ({r}, {c})");
                        assert!(seen.insert(hw));
                    }
                }
            }
        }
    }
}
