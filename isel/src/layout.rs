//! Distributed layouts: which thread holds which elements of a tile, in which register.
//!
//! A layout is linear over the bits of the *flat* (row-major) element index, as in Triton's
//! linear layouts: each bit of a thread's register index and each bit of its thread index within
//! the program names the flat-index bits it contributes, and element(reg, thread) is the XOR of
//! the contributions (our layouts use disjoint power-of-two bases, so XOR is OR is +). A basis of
//! 0 means replication: threads (or registers) differing only in that bit hold the same element.
//!
//! ```text
//!   blocked, 1024 x f32, 4 warps:  reg bits -> flat 1, 2      (16 bytes per vector)
//!                                  thread bits -> flat 4 .. 512 (lanes, then warps)
//!   tile<8xf32> with 128 threads:  reg 1, 2; thread 4; the 6 higher thread bits replicate
//! ```
//!
//! Working on flat-index bits makes shape-only ops free: `reshape` and `expand_dims` keep the
//! flat index, so they keep the layout; `broadcast` and `trans` map bits to bits, so a consumer's
//! layout projects onto the operand's (see [`Layout::map_bits`]). All dimensions are powers of
//! two, which is what makes this exact.

use smallvec::SmallVec;
use tessera_ir::Shape;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Layout {
    /// Flat-index contribution of each register-index bit.
    pub reg: SmallVec<[u32; 8]>,
    /// Flat-index contribution of each thread-index bit (lane bits, then warp bits).
    pub thread: SmallVec<[u32; 10]>,
}

impl Layout {
    /// The blocked layout for `numel` elements (a power of two) over `threads` threads (a power
    /// of two): `vec` consecutive elements per register group, then across threads, then around
    /// again in more registers. This is the coalescing layout: a warp covers a contiguous run.
    pub fn blocked(numel: u64, vec: u32, threads: u32) -> Layout {
        let n = numel.trailing_zeros();
        let v = vec.trailing_zeros().min(n);
        let t = threads.trailing_zeros();
        let mut reg: SmallVec<[u32; 8]> = (0..v).map(|b| 1u32 << b).collect();
        let used_t = t.min(n - v);
        let mut thread: SmallVec<[u32; 10]> = (v..v + used_t).map(|b| 1u32 << b).collect();
        thread.extend((used_t..t).map(|_| 0));
        reg.extend((v + used_t..n).map(|b| 1u32 << b));
        Layout { reg, thread }
    }

    /// Registers per thread.
    pub fn num_regs(&self) -> usize {
        1 << self.reg.len()
    }

    /// The flat-index part contributed by register `r`.
    pub fn reg_flat(&self, r: usize) -> u32 {
        self.reg.iter().enumerate().filter(|(i, _)| r >> i & 1 == 1).fold(0, |acc, (_, &b)| acc ^ b)
    }

    /// Whether every nonzero basis, of registers and threads, is its own single bit: then an
    /// element's flat index is the sum of its thread's part and its register's.
    pub fn disjoint_bits(&self) -> bool {
        let mut seen = 0u32;
        self.reg.iter().chain(&self.thread).filter(|&&b| b != 0).all(|&b| {
            let fresh = b.is_power_of_two() && seen & b == 0;
            seen |= b;
            fresh
        })
    }

    /// Thread-index bits whose threads replicate others (basis 0): the owner of an element is the
    /// thread with these bits clear.
    pub fn replicated_threads(&self) -> u32 {
        self.thread.iter().enumerate().filter(|(_, &b)| b == 0).fold(0, |acc, (i, _)| acc | 1 << i)
    }

    /// Register-index bits that repeat another register (basis 0).
    pub fn replicated_regs(&self) -> usize {
        self.reg.iter().enumerate().filter(|(_, &b)| b == 0).fold(0, |acc, (i, _)| acc | 1 << i)
    }

    /// How many leading registers hold consecutive flat indices (1, 2, 4, ...).
    pub fn contiguous_regs(&self) -> usize {
        let k = self.reg.iter().enumerate().take_while(|(i, &b)| b == 1 << i).count();
        1 << k
    }

    /// This layout seen through a map of flat-index bits: bit i of this index becomes bit
    /// `map[i]` of the other (or disappears when `None`). Registers and threads keep their
    /// positions, so register r of the result corresponds to register r here.
    pub fn map_bits(&self, map: &[Option<u32>]) -> Layout {
        let f = |b: u32| -> u32 {
            (0..32).filter(|i| b >> i & 1 == 1).fold(0, |acc, i| match map.get(i as usize).copied().flatten() {
                Some(j) => acc | 1 << j,
                None => acc,
            })
        };
        Layout { reg: self.reg.iter().map(|&b| f(b)).collect(), thread: self.thread.iter().map(|&b| f(b)).collect() }
    }
}

/// A lane bit of a [`Fragment`] that sets no index bit: the lanes it tells apart hold the same
/// elements (gfx11's WMMA wants A and B in both half-waves).
pub const SAME_ELEMENTS: (u8, u8) = (u8::MAX, 0);

/// One operand of a tensor-core instruction as a linear layout over its instruction tile: which
/// (dimension, bit) of the 2-D index each register-index bit and each lane bit sets
/// ([`SAME_ELEMENTS`] for a lane bit that replicates). The
/// register index is the element's position in the fragment (the order the instruction takes
/// its elements in, packed two or four to a 32-bit register where they are narrow).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fragment {
    /// Rows and columns of the instruction tile of this operand.
    pub tile: [u32; 2],
    pub reg: &'static [(u8, u8)],
    pub lane: &'static [(u8, u8)],
}

/// How a tensor-core layout spreads warps: warp index bits first step along dimension 0 (`m`
/// bits), then along dimension 1 (`n` bits); an operand that does not vary along a warp
/// dimension replicates across it (A over the N warps, B over the M warps).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Warps {
    /// log2 of the warps along M and along N; further warp bits replicate.
    pub m_bits: u32,
    pub n_bits: u32,
}

impl Warps {
    /// Triton's choice for tensor-core tiles: double the warps along M while each warp would
    /// still cover at least as many instruction tiles along M as along N, else along N, until
    /// every warp has a share or no dimension can be split further.
    /// With `along_m`, warps go along M alone while M has tiles for them (chained dots, where
    /// one's result is the next one's A: the rows of both stay in one warp).
    pub fn choose(m: u32, n: u32, tile: [u32; 2], warps: u32, along_m: bool) -> Warps {
        let (mut wm, mut wn) = (1u32, 1u32);
        while wm * wn < warps {
            let (per_m, per_n) = (m / tile[0] / wm, n / tile[1] / wn);
            if (per_m >= per_n || along_m) && per_m > 1 {
                wm *= 2;
            } else if per_n > 1 {
                wn *= 2;
            } else {
                break;
            }
        }
        Warps { m_bits: wm.trailing_zeros(), n_bits: wn.trailing_zeros() }
    }
}

impl Layout {
    /// Fragment `f` tiled over a `shape` (rows, columns) operand: registers take the fragment's
    /// bits, then repeat the tile along columns and rows within a warp's share; lanes take the
    /// fragment's lane bits; warp bits step along `warp_dims` (for each warp-index bit, the
    /// dimension it steps along, or `None` to replicate), above the warp's share. `threads` is
    /// the program's; the shape must hold at least one tile per warp along each dimension.
    pub fn fragment(shape: [u32; 2], f: &Fragment, warp_dims: &[Option<u8>], threads: u32) -> Layout {
        let col_bits = shape[1].trailing_zeros();
        let flat = |d: u8, b: u32| -> u32 { 1 << (b + if d == 0 { col_bits } else { 0 }) };
        let share = share_bits(shape, warp_dims);
        let mut reg: SmallVec<[u32; 8]> = f.reg.iter().map(|&(d, b)| flat(d, b as u32)).collect();
        for d in [1u8, 0] {
            reg.extend((f.tile[d as usize].trailing_zeros()..share[d as usize]).map(|b| flat(d, b)));
        }
        let mut thread: SmallVec<[u32; 10]> =
            f.lane.iter().map(|&(d, b)| if (d, b) == SAME_ELEMENTS { 0 } else { flat(d, b as u32) }).collect();
        push_steps(&mut thread, share, warp_dims, flat);
        thread.truncate(threads.trailing_zeros() as usize);
        Layout { reg, thread }
    }

    /// The accumulator of sm_90a's warpgroup tensor-core instructions (`wgmma` m64nNk16) over
    /// a `shape` (rows, columns) tile: each warpgroup of four warps computes blocks of 64 x N
    /// (N a multiple of 8), warp `w` of the group rows `16 w .. 16 w + 15` of each block, lane
    /// `l` (g = l / 4, t = l % 4) rows g and g + 8 at columns 2t and 2t + 1 of every 8: the PTX
    /// ISA's fragment, register `i` at row g + 8 (i / 2 % 2), column 8 (i / 4) + 2t + i % 2.
    /// Registers then repeat along N and M within the warpgroup's share, so the first 2 +
    /// log2(N / 8) register bits are one instruction's D. Warpgroup bits step along
    /// `group_dims` above the share, as warps do in `fragment`.
    pub fn warpgroup(shape: [u32; 2], group_dims: &[Option<u8>], threads: u32) -> Layout {
        let col_bits = shape[1].trailing_zeros();
        let flat = |d: u8, b: u32| -> u32 { 1 << (b + if d == 0 { col_bits } else { 0 }) };
        let share = share_bits(shape, group_dims);
        let mut reg: SmallVec<[u32; 8]> = smallvec::smallvec![flat(1, 0), flat(0, 3)];
        reg.extend((3..share[1]).map(|b| flat(1, b)));
        reg.extend((6..share[0]).map(|b| flat(0, b)));
        let mut thread: SmallVec<[u32; 10]> =
            [(1, 1), (1, 2), (0, 0), (0, 1), (0, 2), (0, 4), (0, 5)].iter().map(|&(d, b)| flat(d, b)).collect();
        push_steps(&mut thread, share, group_dims, flat);
        thread.truncate(threads.trailing_zeros() as usize);
        Layout { reg, thread }
    }

    /// The register holding the element whose flat index has register part `flat` (bits of
    /// this layout's register bases only; each base a single bit).
    pub fn reg_of(&self, flat: u32) -> usize {
        self.reg.iter().enumerate().filter(|(_, &b)| b != 0 && flat & b != 0).fold(0, |acc, (i, _)| acc | 1 << i)
    }
}

/// log2 of the rows and columns one warp (or warpgroup) holds when `dims` spreads the warps
/// (for each warp-index bit, the dimension it steps along, or `None`) over a `shape` tile.
fn share_bits(shape: [u32; 2], dims: &[Option<u8>]) -> [u32; 2] {
    let mut along = [0u32; 2];
    for d in dims.iter().flatten() {
        along[*d as usize] += 1;
    }
    [shape[0].trailing_zeros() - along[0], shape[1].trailing_zeros() - along[1]]
}

/// The thread bases of the warp-index bits `dims`: each steps along its dimension above the
/// `share` (and the bits before it), or replicates (0).
fn push_steps(thread: &mut SmallVec<[u32; 10]>, share: [u32; 2], dims: &[Option<u8>], flat: impl Fn(u8, u32) -> u32) {
    let mut next = share;
    for wd in dims {
        thread.push(match *wd {
            Some(d) => {
                next[d as usize] += 1;
                flat(d, next[d as usize] - 1)
            }
            None => 0,
        });
    }
}

/// Bit offset of each dimension within the flat index (the last dimension is bits 0..).
pub fn dim_bit_offsets(s: &Shape) -> Vec<u32> {
    let d = s.dims();
    let mut off = vec![0; d.len()];
    let mut acc = 0;
    for i in (0..d.len()).rev() {
        off[i] = acc;
        acc += d[i].trailing_zeros();
    }
    off
}

/// For `broadcast` from `src` to `dst` (same rank): the map from `dst` flat bits to `src` flat
/// bits (`None` along broadcast dimensions).
pub fn broadcast_map(src: &Shape, dst: &Shape) -> Vec<Option<u32>> {
    let (so, dof) = (dim_bit_offsets(src), dim_bit_offsets(dst));
    let mut map = vec![None; dst.numel().trailing_zeros() as usize];
    for (k, (&sd, &dd)) in src.dims().iter().zip(dst.dims()).enumerate() {
        if sd == dd {
            for q in 0..dd.trailing_zeros() {
                map[(dof[k] + q) as usize] = Some(so[k] + q);
            }
        }
    }
    map
}

/// For `trans` of `src` by `perm` (result dimension i is source dimension perm[i]): the map from
/// result flat bits to source flat bits.
pub fn trans_map(src: &Shape, dst: &Shape, perm: &[u8]) -> Vec<Option<u32>> {
    let (so, dof) = (dim_bit_offsets(src), dim_bit_offsets(dst));
    let mut map = vec![None; dst.numel().trailing_zeros() as usize];
    for (i, &p) in perm.iter().enumerate() {
        for q in 0..dst.dims()[i].trailing_zeros() {
            map[(dof[i] + q) as usize] = Some(so[p as usize] + q);
        }
    }
    map
}

/// The bits of the flat index that belong to the last dimension.
pub fn last_dim_bits(s: &Shape) -> u32 {
    s.dims().last().map_or(0, |d| d.trailing_zeros())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocked_covers_every_element_once() {
        for (numel, vec, threads) in [(1024u64, 4, 128), (8, 4, 128), (1, 1, 32), (4096, 8, 256), (64, 2, 32)] {
            let l = Layout::blocked(numel, vec, threads);
            let mut seen = vec![0u32; numel as usize];
            let rep_t = l.replicated_threads();
            for t in 0..threads {
                if t & rep_t != 0 {
                    continue;
                }
                let tf = l.thread.iter().enumerate().filter(|(i, _)| t >> i & 1 == 1).fold(0, |a, (_, &b)| a ^ b);
                for r in 0..l.num_regs() {
                    seen[(tf ^ l.reg_flat(r)) as usize] += 1;
                }
            }
            assert!(seen.iter().all(|&c| c == 1), "{numel} {vec} {threads}: {seen:?}");
        }
    }

    #[test]
    fn maps_for_broadcast_and_trans() {
        let src = Shape::new(&[4, 1]).unwrap();
        let dst = Shape::new(&[4, 8]).unwrap();
        // dst bits 0..3 are the broadcast column, 3..5 the rows (src bits 0..2).
        assert_eq!(broadcast_map(&src, &dst), vec![None, None, None, Some(0), Some(1)]);
        let s = Shape::new(&[2, 4]).unwrap();
        let t = Shape::new(&[4, 2]).unwrap();
        // t flat = j*2 + i: bit 0 is i (src bit 2), bits 1..3 are j (src bits 0..2).
        assert_eq!(trans_map(&s, &t, &[1, 0]), vec![Some(2), Some(0), Some(1)]);
        let l = Layout::blocked(8, 2, 32);
        assert_eq!(l.contiguous_regs(), 2);
        assert_eq!(l.map_bits(&trans_map(&s, &t, &[1, 0])).reg.as_slice(), &[4]);
    }
}

/// The map of flat-index bits from a `rows` x `cols` tile to its transpose (`Layout::map_bits`).
pub fn transpose_bits(rows: u32, cols: u32) -> Vec<Option<u32>> {
    let (rb, cb) = (rows.trailing_zeros(), cols.trailing_zeros());
    (0..rb + cb).map(|i| Some(if i < cb { i + rb } else { i - cb })).collect()
}
