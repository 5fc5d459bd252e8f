//! The opcode of every mnemonic the encoder knows, per target (gfx90a, gfx942, gfx1100): its
//! encoding family and the opcode field within it. `N`: the target has no such mnemonic.
//!
//! The numbers are facts of the ISA (AMD's instruction set manuals for CDNA2, CDNA3 and
//! RDNA3); this table was filled in by assembling one line of each mnemonic with `llvm-mc
//! -show-encoding` and reading the opcode field back: every mnemonic the instruction
//! selection, the emitter and the simulator's matrix table name, with their 32/64-bit
//! variants, on every target that has it (`emit-amdgcn/tools/gen_opcodes.py` regenerates the
//! rows). `tests/amdgcn_encode.rs` checks every row against llvm-mc again, and the compiled
//! code instruction by instruction. A VOP1, VOP2 or VOPC entry also gives the VOP3 (`_e64`)
//! opcode: [`Family::vop3_op`].
//!
//! gfx942 also takes gfx90a's spelling of the MFMAs it shares with it (same opcodes).
//!
//! Sorted by mnemonic (`tests` checks the order); [`lookup`] finds one through a hash table
//! built on first use (a binary search's string comparisons were a third of the encoding
//! time), with the mnemonic's [`Shape`] (what its name says about its operands, worked out
//! once here rather than from the name on every line).

use super::shape::Shape;
use super::Family::{self, *};
use std::sync::OnceLock;

/// The lookup structure built on first use: open addressing over `OPCODES` (indices + 1, 0:
/// empty; a power of two at least twice as long as the table), and each entry's [`Shape`].
struct Table {
    slots: Vec<u16>,
    shapes: Vec<Shape>,
    /// Each mnemonic's length and first and last eight bytes ([`ends`]): a probe compares
    /// these words, and the bytes between only for names over 16 bytes (a call of `memcmp`
    /// per line cost a third of the lookup).
    keys: Vec<(usize, u64, u64)>,
}

fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(|| {
        let size = (2 * OPCODES.len()).next_power_of_two();
        let mut slots = vec![0u16; size];
        for (i, (m, _)) in OPCODES.iter().enumerate() {
            let mut h = hash(ends(m)) & (size - 1);
            while slots[h] != 0 {
                h = (h + 1) & (size - 1);
            }
            slots[h] = i as u16 + 1;
        }
        let keys = OPCODES.iter().map(|(m, _)| ends(m)).collect();
        Table { slots, shapes: OPCODES.iter().map(|(m, _)| Shape::of(m)).collect(), keys }
    })
}

/// The length and the first and last eight bytes of a name (zero-padded when shorter).
fn ends(s: &str) -> (usize, u64, u64) {
    let b = s.as_bytes();
    let n = b.len();
    if n >= 8 {
        let w = |at: usize| u64::from_le_bytes(b[at..at + 8].try_into().expect("eight bytes"));
        (n, w(0), w(n - 8))
    } else {
        let mut w = [0u8; 8];
        w[..n].copy_from_slice(b);
        let w = u64::from_le_bytes(w);
        (n, w, w)
    }
}

/// A hash of the mnemonic from its length and its first and last eight bytes (mnemonics are
/// 5 to 30 bytes; the probe compares the whole name).
fn hash((n, head, tail): (usize, u64, u64)) -> usize {
    let h = (head ^ tail.rotate_left(29) ^ n as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    (h >> 40) as usize
}

/// The per-target opcodes of `mnemonic` and its shape.
pub(super) fn lookup(mnemonic: &str) -> Option<(&'static [Op; 3], &'static Shape)> {
    let t = table();
    let mask = t.slots.len() - 1;
    let key = ends(mnemonic);
    let mut h = hash(key) & mask;
    loop {
        let i = t.slots[h] as usize;
        if i == 0 {
            return None;
        }
        let (m, ops) = &OPCODES[i - 1];
        let n = key.0;
        if t.keys[i - 1] == key && (n <= 16 || m.as_bytes()[8..n - 8] == mnemonic.as_bytes()[8..n - 8]) {
            return Some((ops, &t.shapes[i - 1]));
        }
        h = (h + 1) & mask;
    }
}

/// No such mnemonic on this target.
const N: Op = None;

/// A family and opcode, if the target has the mnemonic.
pub(super) type Op = Option<(Family, u16)>;

macro_rules! e {
    ($f:ident, $op:expr) => {
        Some(($f, $op))
    };
}

pub(super) static OPCODES: &[(&str, [Op; 3])] = &[
    ("ds_bpermute_b32", [e!(Ds, 0x3f), e!(Ds, 0x3f), e!(Ds, 0xb3)]),
    ("ds_load_b128", [N, N, e!(Ds, 0xff)]),
    ("ds_load_b32", [N, N, e!(Ds, 0x36)]),
    ("ds_load_b64", [N, N, e!(Ds, 0x76)]),
    ("ds_load_i16", [N, N, e!(Ds, 0x3b)]),
    ("ds_load_i8", [N, N, e!(Ds, 0x39)]),
    ("ds_load_u16", [N, N, e!(Ds, 0x3c)]),
    ("ds_load_u8", [N, N, e!(Ds, 0x3a)]),
    ("ds_read_b128", [e!(Ds, 0xff), e!(Ds, 0xff), e!(Ds, 0xff)]),
    ("ds_read_b32", [e!(Ds, 0x36), e!(Ds, 0x36), e!(Ds, 0x36)]),
    ("ds_read_b64", [e!(Ds, 0x76), e!(Ds, 0x76), e!(Ds, 0x76)]),
    ("ds_read_i16", [e!(Ds, 0x3b), e!(Ds, 0x3b), e!(Ds, 0x3b)]),
    ("ds_read_i8", [e!(Ds, 0x39), e!(Ds, 0x39), e!(Ds, 0x39)]),
    ("ds_read_u16", [e!(Ds, 0x3c), e!(Ds, 0x3c), e!(Ds, 0x3c)]),
    ("ds_read_u8", [e!(Ds, 0x3a), e!(Ds, 0x3a), e!(Ds, 0x3a)]),
    ("ds_store_b128", [N, N, e!(Ds, 0xdf)]),
    ("ds_store_b16", [N, N, e!(Ds, 0x1f)]),
    ("ds_store_b16_d16_hi", [N, N, e!(Ds, 0xa1)]),
    ("ds_store_b32", [N, N, e!(Ds, 0xd)]),
    ("ds_store_b64", [N, N, e!(Ds, 0x4d)]),
    ("ds_store_b8", [N, N, e!(Ds, 0x1e)]),
    ("ds_write_b128", [e!(Ds, 0xdf), e!(Ds, 0xdf), e!(Ds, 0xdf)]),
    ("ds_write_b16", [e!(Ds, 0x1f), e!(Ds, 0x1f), e!(Ds, 0x1f)]),
    ("ds_write_b16_d16_hi", [e!(Ds, 0x55), e!(Ds, 0x55), e!(Ds, 0xa1)]),
    ("ds_write_b32", [e!(Ds, 0xd), e!(Ds, 0xd), e!(Ds, 0xd)]),
    ("ds_write_b64", [e!(Ds, 0x4d), e!(Ds, 0x4d), e!(Ds, 0x4d)]),
    ("ds_write_b8", [e!(Ds, 0x1e), e!(Ds, 0x1e), e!(Ds, 0x1e)]),
    ("global_atomic_add", [e!(Global, 0x42), e!(Global, 0x42), e!(Global, 0x35)]),
    ("global_atomic_add_u32", [N, N, e!(Global, 0x35)]),
    ("global_atomic_add_u64", [N, N, e!(Global, 0x43)]),
    ("global_atomic_add_x2", [e!(Global, 0x62), e!(Global, 0x62), e!(Global, 0x43)]),
    ("global_atomic_and", [e!(Global, 0x48), e!(Global, 0x48), e!(Global, 0x3c)]),
    ("global_atomic_and_b32", [N, N, e!(Global, 0x3c)]),
    ("global_atomic_and_b64", [N, N, e!(Global, 0x49)]),
    ("global_atomic_and_x2", [e!(Global, 0x68), e!(Global, 0x68), e!(Global, 0x49)]),
    ("global_atomic_cmpswap", [e!(Global, 0x41), e!(Global, 0x41), e!(Global, 0x34)]),
    ("global_atomic_cmpswap_b32", [N, N, e!(Global, 0x34)]),
    ("global_atomic_cmpswap_b64", [N, N, e!(Global, 0x42)]),
    ("global_atomic_cmpswap_x2", [e!(Global, 0x61), e!(Global, 0x61), e!(Global, 0x42)]),
    ("global_atomic_max_i32", [N, N, e!(Global, 0x3a)]),
    ("global_atomic_max_i64", [N, N, e!(Global, 0x47)]),
    ("global_atomic_max_u32", [N, N, e!(Global, 0x3b)]),
    ("global_atomic_max_u64", [N, N, e!(Global, 0x48)]),
    ("global_atomic_min_i32", [N, N, e!(Global, 0x38)]),
    ("global_atomic_min_i64", [N, N, e!(Global, 0x45)]),
    ("global_atomic_min_u32", [N, N, e!(Global, 0x39)]),
    ("global_atomic_min_u64", [N, N, e!(Global, 0x46)]),
    ("global_atomic_or", [e!(Global, 0x49), e!(Global, 0x49), e!(Global, 0x3d)]),
    ("global_atomic_or_b32", [N, N, e!(Global, 0x3d)]),
    ("global_atomic_or_b64", [N, N, e!(Global, 0x4a)]),
    ("global_atomic_or_x2", [e!(Global, 0x69), e!(Global, 0x69), e!(Global, 0x4a)]),
    ("global_atomic_smax", [e!(Global, 0x46), e!(Global, 0x46), e!(Global, 0x3a)]),
    ("global_atomic_smax_x2", [e!(Global, 0x66), e!(Global, 0x66), e!(Global, 0x47)]),
    ("global_atomic_smin", [e!(Global, 0x44), e!(Global, 0x44), e!(Global, 0x38)]),
    ("global_atomic_smin_x2", [e!(Global, 0x64), e!(Global, 0x64), e!(Global, 0x45)]),
    ("global_atomic_swap", [e!(Global, 0x40), e!(Global, 0x40), e!(Global, 0x33)]),
    ("global_atomic_swap_b32", [N, N, e!(Global, 0x33)]),
    ("global_atomic_swap_b64", [N, N, e!(Global, 0x41)]),
    ("global_atomic_swap_x2", [e!(Global, 0x60), e!(Global, 0x60), e!(Global, 0x41)]),
    ("global_atomic_umax", [e!(Global, 0x47), e!(Global, 0x47), e!(Global, 0x3b)]),
    ("global_atomic_umax_x2", [e!(Global, 0x67), e!(Global, 0x67), e!(Global, 0x48)]),
    ("global_atomic_umin", [e!(Global, 0x45), e!(Global, 0x45), e!(Global, 0x39)]),
    ("global_atomic_umin_x2", [e!(Global, 0x65), e!(Global, 0x65), e!(Global, 0x46)]),
    ("global_atomic_xor", [e!(Global, 0x4a), e!(Global, 0x4a), e!(Global, 0x3e)]),
    ("global_atomic_xor_b32", [N, N, e!(Global, 0x3e)]),
    ("global_atomic_xor_b64", [N, N, e!(Global, 0x4b)]),
    ("global_atomic_xor_x2", [e!(Global, 0x6a), e!(Global, 0x6a), e!(Global, 0x4b)]),
    ("global_load_b128", [N, N, e!(Global, 0x17)]),
    ("global_load_b32", [N, N, e!(Global, 0x14)]),
    ("global_load_b64", [N, N, e!(Global, 0x15)]),
    ("global_load_dword", [e!(Global, 0x14), e!(Global, 0x14), e!(Global, 0x14)]),
    ("global_load_dwordx2", [e!(Global, 0x15), e!(Global, 0x15), e!(Global, 0x15)]),
    ("global_load_dwordx4", [e!(Global, 0x17), e!(Global, 0x17), e!(Global, 0x17)]),
    ("global_load_i16", [N, N, e!(Global, 0x13)]),
    ("global_load_i8", [N, N, e!(Global, 0x11)]),
    ("global_load_sbyte", [e!(Global, 0x11), e!(Global, 0x11), e!(Global, 0x11)]),
    ("global_load_sshort", [e!(Global, 0x13), e!(Global, 0x13), e!(Global, 0x13)]),
    ("global_load_u16", [N, N, e!(Global, 0x12)]),
    ("global_load_u8", [N, N, e!(Global, 0x10)]),
    ("global_load_ubyte", [e!(Global, 0x10), e!(Global, 0x10), e!(Global, 0x10)]),
    ("global_load_ushort", [e!(Global, 0x12), e!(Global, 0x12), e!(Global, 0x12)]),
    ("global_store_b128", [N, N, e!(Global, 0x1d)]),
    ("global_store_b16", [N, N, e!(Global, 0x19)]),
    ("global_store_b32", [N, N, e!(Global, 0x1a)]),
    ("global_store_b64", [N, N, e!(Global, 0x1b)]),
    ("global_store_b8", [N, N, e!(Global, 0x18)]),
    ("global_store_byte", [e!(Global, 0x18), e!(Global, 0x18), N]),
    ("global_store_dword", [e!(Global, 0x1c), e!(Global, 0x1c), N]),
    ("global_store_dwordx2", [e!(Global, 0x1d), e!(Global, 0x1d), e!(Global, 0x1b)]),
    ("global_store_dwordx4", [e!(Global, 0x1f), e!(Global, 0x1f), e!(Global, 0x1d)]),
    ("global_store_short", [e!(Global, 0x1a), e!(Global, 0x1a), N]),
    ("s_abs_i32", [e!(Sop1, 0x30), e!(Sop1, 0x30), e!(Sop1, 0x15)]),
    ("s_add_i32", [e!(Sop2, 0x2), e!(Sop2, 0x2), e!(Sop2, 0x2)]),
    ("s_add_u32", [e!(Sop2, 0x0), e!(Sop2, 0x0), e!(Sop2, 0x0)]),
    ("s_addc_u32", [e!(Sop2, 0x4), e!(Sop2, 0x4), e!(Sop2, 0x4)]),
    ("s_and_b32", [e!(Sop2, 0xc), e!(Sop2, 0xc), e!(Sop2, 0x16)]),
    ("s_and_b64", [e!(Sop2, 0xd), e!(Sop2, 0xd), e!(Sop2, 0x17)]),
    ("s_and_not1_b32", [N, N, e!(Sop2, 0x22)]),
    ("s_and_not1_b64", [N, N, e!(Sop2, 0x23)]),
    ("s_and_saveexec_b32", [N, N, e!(Sop1, 0x20)]),
    ("s_and_saveexec_b64", [e!(Sop1, 0x20), e!(Sop1, 0x20), e!(Sop1, 0x21)]),
    ("s_andn2_b32", [e!(Sop2, 0x12), e!(Sop2, 0x12), e!(Sop2, 0x22)]),
    ("s_andn2_b64", [e!(Sop2, 0x13), e!(Sop2, 0x13), e!(Sop2, 0x23)]),
    ("s_ashr_i32", [e!(Sop2, 0x20), e!(Sop2, 0x20), e!(Sop2, 0xc)]),
    ("s_ashr_i64", [e!(Sop2, 0x21), e!(Sop2, 0x21), e!(Sop2, 0xd)]),
    ("s_barrier", [e!(Sopp, 0xa), e!(Sopp, 0xa), e!(Sopp, 0x3d)]),
    ("s_bfe_i32", [e!(Sop2, 0x26), e!(Sop2, 0x26), e!(Sop2, 0x27)]),
    ("s_bfe_i64", [e!(Sop2, 0x28), e!(Sop2, 0x28), e!(Sop2, 0x29)]),
    ("s_bfe_u32", [e!(Sop2, 0x25), e!(Sop2, 0x25), e!(Sop2, 0x26)]),
    ("s_bfe_u64", [e!(Sop2, 0x27), e!(Sop2, 0x27), e!(Sop2, 0x28)]),
    ("s_bitcmp0_b32", [e!(Sopc, 0xc), e!(Sopc, 0xc), e!(Sopc, 0xc)]),
    ("s_bitcmp0_b64", [e!(Sopc, 0xe), e!(Sopc, 0xe), e!(Sopc, 0xe)]),
    ("s_bitcmp1_b32", [e!(Sopc, 0xd), e!(Sopc, 0xd), e!(Sopc, 0xd)]),
    ("s_bitcmp1_b64", [e!(Sopc, 0xf), e!(Sopc, 0xf), e!(Sopc, 0xf)]),
    ("s_branch", [e!(Sopp, 0x2), e!(Sopp, 0x2), e!(Sopp, 0x20)]),
    ("s_cbranch_execnz", [e!(Sopp, 0x9), e!(Sopp, 0x9), e!(Sopp, 0x26)]),
    ("s_cbranch_execz", [e!(Sopp, 0x8), e!(Sopp, 0x8), e!(Sopp, 0x25)]),
    ("s_cbranch_scc0", [e!(Sopp, 0x4), e!(Sopp, 0x4), e!(Sopp, 0x21)]),
    ("s_cbranch_scc1", [e!(Sopp, 0x5), e!(Sopp, 0x5), e!(Sopp, 0x22)]),
    ("s_cbranch_vccnz", [e!(Sopp, 0x7), e!(Sopp, 0x7), e!(Sopp, 0x24)]),
    ("s_cbranch_vccz", [e!(Sopp, 0x6), e!(Sopp, 0x6), e!(Sopp, 0x23)]),
    ("s_cmp_eq_u32", [e!(Sopc, 0x6), e!(Sopc, 0x6), e!(Sopc, 0x6)]),
    ("s_cmp_eq_u64", [e!(Sopc, 0x12), e!(Sopc, 0x12), e!(Sopc, 0x10)]),
    ("s_cmp_ge_i32", [e!(Sopc, 0x3), e!(Sopc, 0x3), e!(Sopc, 0x3)]),
    ("s_cmp_ge_u32", [e!(Sopc, 0x9), e!(Sopc, 0x9), e!(Sopc, 0x9)]),
    ("s_cmp_gt_i32", [e!(Sopc, 0x2), e!(Sopc, 0x2), e!(Sopc, 0x2)]),
    ("s_cmp_gt_u32", [e!(Sopc, 0x8), e!(Sopc, 0x8), e!(Sopc, 0x8)]),
    ("s_cmp_le_i32", [e!(Sopc, 0x5), e!(Sopc, 0x5), e!(Sopc, 0x5)]),
    ("s_cmp_le_u32", [e!(Sopc, 0xb), e!(Sopc, 0xb), e!(Sopc, 0xb)]),
    ("s_cmp_lg_u32", [e!(Sopc, 0x7), e!(Sopc, 0x7), e!(Sopc, 0x7)]),
    ("s_cmp_lg_u64", [e!(Sopc, 0x13), e!(Sopc, 0x13), e!(Sopc, 0x11)]),
    ("s_cmp_lt_i32", [e!(Sopc, 0x4), e!(Sopc, 0x4), e!(Sopc, 0x4)]),
    ("s_cmp_lt_u32", [e!(Sopc, 0xa), e!(Sopc, 0xa), e!(Sopc, 0xa)]),
    ("s_cselect_b32", [e!(Sop2, 0xa), e!(Sop2, 0xa), e!(Sop2, 0x30)]),
    ("s_cselect_b64", [e!(Sop2, 0xb), e!(Sop2, 0xb), e!(Sop2, 0x31)]),
    ("s_endpgm", [e!(Sopp, 0x1), e!(Sopp, 0x1), e!(Sopp, 0x30)]),
    ("s_getpc_b64", [e!(Sop1, 0x1c), e!(Sop1, 0x1c), e!(Sop1, 0x47)]),
    ("s_load_b32", [N, N, e!(Smem, 0x0)]),
    ("s_load_b64", [N, N, e!(Smem, 0x1)]),
    ("s_load_dword", [e!(Smem, 0x0), e!(Smem, 0x0), e!(Smem, 0x0)]),
    ("s_load_dwordx2", [e!(Smem, 0x1), e!(Smem, 0x1), e!(Smem, 0x1)]),
    ("s_lshl_b32", [e!(Sop2, 0x1c), e!(Sop2, 0x1c), e!(Sop2, 0x8)]),
    ("s_lshl_b64", [e!(Sop2, 0x1d), e!(Sop2, 0x1d), e!(Sop2, 0x9)]),
    ("s_lshr_b32", [e!(Sop2, 0x1e), e!(Sop2, 0x1e), e!(Sop2, 0xa)]),
    ("s_lshr_b64", [e!(Sop2, 0x1f), e!(Sop2, 0x1f), e!(Sop2, 0xb)]),
    ("s_max_i32", [e!(Sop2, 0x8), e!(Sop2, 0x8), e!(Sop2, 0x14)]),
    ("s_max_u32", [e!(Sop2, 0x9), e!(Sop2, 0x9), e!(Sop2, 0x15)]),
    ("s_min_i32", [e!(Sop2, 0x6), e!(Sop2, 0x6), e!(Sop2, 0x12)]),
    ("s_min_u32", [e!(Sop2, 0x7), e!(Sop2, 0x7), e!(Sop2, 0x13)]),
    ("s_mov_b32", [e!(Sop1, 0x0), e!(Sop1, 0x0), e!(Sop1, 0x0)]),
    ("s_mov_b64", [e!(Sop1, 0x1), e!(Sop1, 0x1), e!(Sop1, 0x1)]),
    ("s_mul_hi_i32", [e!(Sop2, 0x2d), e!(Sop2, 0x2d), e!(Sop2, 0x2e)]),
    ("s_mul_hi_u32", [e!(Sop2, 0x2c), e!(Sop2, 0x2c), e!(Sop2, 0x2d)]),
    ("s_mul_i32", [e!(Sop2, 0x24), e!(Sop2, 0x24), e!(Sop2, 0x2c)]),
    ("s_nand_b32", [e!(Sop2, 0x16), e!(Sop2, 0x16), e!(Sop2, 0x1c)]),
    ("s_nand_b64", [e!(Sop2, 0x17), e!(Sop2, 0x17), e!(Sop2, 0x1d)]),
    ("s_nop", [e!(Sopp, 0x0), e!(Sopp, 0x0), e!(Sopp, 0x0)]),
    ("s_nor_b32", [e!(Sop2, 0x18), e!(Sop2, 0x18), e!(Sop2, 0x1e)]),
    ("s_nor_b64", [e!(Sop2, 0x19), e!(Sop2, 0x19), e!(Sop2, 0x1f)]),
    ("s_not_b32", [e!(Sop1, 0x4), e!(Sop1, 0x4), e!(Sop1, 0x1e)]),
    ("s_not_b64", [e!(Sop1, 0x5), e!(Sop1, 0x5), e!(Sop1, 0x1f)]),
    ("s_or_b32", [e!(Sop2, 0xe), e!(Sop2, 0xe), e!(Sop2, 0x18)]),
    ("s_or_b64", [e!(Sop2, 0xf), e!(Sop2, 0xf), e!(Sop2, 0x19)]),
    ("s_or_not1_b32", [N, N, e!(Sop2, 0x24)]),
    ("s_or_not1_b64", [N, N, e!(Sop2, 0x25)]),
    ("s_orn2_b32", [e!(Sop2, 0x14), e!(Sop2, 0x14), e!(Sop2, 0x24)]),
    ("s_orn2_b64", [e!(Sop2, 0x15), e!(Sop2, 0x15), e!(Sop2, 0x25)]),
    ("s_setpc_b64", [e!(Sop1, 0x1d), e!(Sop1, 0x1d), e!(Sop1, 0x48)]),
    ("s_setprio", [e!(Sopp, 0xf), e!(Sopp, 0xf), e!(Sopp, 0x35)]),
    ("s_sext_i32_i16", [e!(Sop1, 0x17), e!(Sop1, 0x17), e!(Sop1, 0xf)]),
    ("s_sext_i32_i8", [e!(Sop1, 0x16), e!(Sop1, 0x16), e!(Sop1, 0xe)]),
    ("s_sleep", [e!(Sopp, 0xe), e!(Sopp, 0xe), e!(Sopp, 0x3)]),
    ("s_sub_i32", [e!(Sop2, 0x3), e!(Sop2, 0x3), e!(Sop2, 0x3)]),
    ("s_sub_u32", [e!(Sop2, 0x1), e!(Sop2, 0x1), e!(Sop2, 0x1)]),
    ("s_subb_u32", [e!(Sop2, 0x5), e!(Sop2, 0x5), e!(Sop2, 0x5)]),
    ("s_waitcnt", [e!(Sopp, 0xc), e!(Sopp, 0xc), e!(Sopp, 0x9)]),
    ("s_waitcnt_vscnt", [N, N, e!(Sopk, 0x18)]),
    ("s_xnor_b32", [e!(Sop2, 0x1a), e!(Sop2, 0x1a), e!(Sop2, 0x20)]),
    ("s_xnor_b64", [e!(Sop2, 0x1b), e!(Sop2, 0x1b), e!(Sop2, 0x21)]),
    ("s_xor_b32", [e!(Sop2, 0x10), e!(Sop2, 0x10), e!(Sop2, 0x1a)]),
    ("s_xor_b64", [e!(Sop2, 0x11), e!(Sop2, 0x11), e!(Sop2, 0x1b)]),
    ("v_accvgpr_mov_b32", [e!(Vop1, 0x52), e!(Vop1, 0x52), N]),
    ("v_accvgpr_read_b32", [e!(Vop3p, 0x58), e!(Vop3p, 0x58), N]),
    ("v_accvgpr_write_b32", [e!(Vop3p, 0x59), e!(Vop3p, 0x59), N]),
    ("v_add3_u32", [e!(Vop3, 0x1ff), e!(Vop3, 0x1ff), e!(Vop3, 0x255)]),
    ("v_add_co_ci_u32", [N, N, e!(Vop2, 0x20)]),
    ("v_add_co_u32", [e!(Vop2, 0x19), e!(Vop2, 0x19), e!(Vop3, 0x300)]),
    ("v_add_f32", [e!(Vop2, 0x1), e!(Vop2, 0x1), e!(Vop2, 0x3)]),
    ("v_add_f64", [e!(Vop3, 0x280), e!(Vop3, 0x280), e!(Vop3, 0x327)]),
    ("v_add_nc_u32", [N, N, e!(Vop2, 0x25)]),
    ("v_add_u32", [e!(Vop2, 0x34), e!(Vop2, 0x34), e!(Vop2, 0x25)]),
    ("v_addc_co_u32", [e!(Vop2, 0x1c), e!(Vop2, 0x1c), N]),
    ("v_and_b32", [e!(Vop2, 0x13), e!(Vop2, 0x13), e!(Vop2, 0x1b)]),
    ("v_ashrrev_i32", [e!(Vop2, 0x11), e!(Vop2, 0x11), e!(Vop2, 0x1a)]),
    ("v_ashrrev_i64", [e!(Vop3, 0x291), e!(Vop3, 0x291), e!(Vop3, 0x33e)]),
    ("v_bfe_i32", [e!(Vop3, 0x1c9), e!(Vop3, 0x1c9), e!(Vop3, 0x211)]),
    ("v_bfe_u32", [e!(Vop3, 0x1c8), e!(Vop3, 0x1c8), e!(Vop3, 0x210)]),
    ("v_bfrev_b32", [e!(Vop1, 0x2c), e!(Vop1, 0x2c), e!(Vop1, 0x38)]),
    ("v_ceil_f32", [e!(Vop1, 0x1d), e!(Vop1, 0x1d), e!(Vop1, 0x22)]),
    ("v_ceil_f64", [e!(Vop1, 0x18), e!(Vop1, 0x18), e!(Vop1, 0x18)]),
    ("v_clz_i32_u32", [N, N, e!(Vop1, 0x39)]),
    ("v_cmp_class_f16", [e!(Vopc, 0x14), e!(Vopc, 0x14), e!(Vopc, 0x7d)]),
    ("v_cmp_class_f32", [e!(Vopc, 0x10), e!(Vopc, 0x10), e!(Vopc, 0x7e)]),
    ("v_cmp_class_f64", [e!(Vopc, 0x12), e!(Vopc, 0x12), e!(Vopc, 0x7f)]),
    ("v_cmp_eq_f16", [e!(Vopc, 0x22), e!(Vopc, 0x22), e!(Vopc, 0x2)]),
    ("v_cmp_eq_f32", [e!(Vopc, 0x42), e!(Vopc, 0x42), e!(Vopc, 0x12)]),
    ("v_cmp_eq_f64", [e!(Vopc, 0x62), e!(Vopc, 0x62), e!(Vopc, 0x22)]),
    ("v_cmp_eq_i16", [e!(Vopc, 0xa2), e!(Vopc, 0xa2), e!(Vopc, 0x32)]),
    ("v_cmp_eq_i32", [e!(Vopc, 0xc2), e!(Vopc, 0xc2), e!(Vopc, 0x42)]),
    ("v_cmp_eq_i64", [e!(Vopc, 0xe2), e!(Vopc, 0xe2), e!(Vopc, 0x52)]),
    ("v_cmp_eq_u16", [e!(Vopc, 0xaa), e!(Vopc, 0xaa), e!(Vopc, 0x3a)]),
    ("v_cmp_eq_u32", [e!(Vopc, 0xca), e!(Vopc, 0xca), e!(Vopc, 0x4a)]),
    ("v_cmp_eq_u64", [e!(Vopc, 0xea), e!(Vopc, 0xea), e!(Vopc, 0x5a)]),
    ("v_cmp_f_f16", [e!(Vopc, 0x20), e!(Vopc, 0x20), e!(Vopc, 0x0)]),
    ("v_cmp_f_f32", [e!(Vopc, 0x40), e!(Vopc, 0x40), e!(Vopc, 0x10)]),
    ("v_cmp_f_f64", [e!(Vopc, 0x60), e!(Vopc, 0x60), e!(Vopc, 0x20)]),
    ("v_cmp_f_i16", [e!(Vopc, 0xa0), e!(Vopc, 0xa0), N]),
    ("v_cmp_f_i32", [e!(Vopc, 0xc0), e!(Vopc, 0xc0), e!(Vopc, 0x40)]),
    ("v_cmp_f_i64", [e!(Vopc, 0xe0), e!(Vopc, 0xe0), e!(Vopc, 0x50)]),
    ("v_cmp_f_u16", [e!(Vopc, 0xa8), e!(Vopc, 0xa8), N]),
    ("v_cmp_f_u32", [e!(Vopc, 0xc8), e!(Vopc, 0xc8), e!(Vopc, 0x48)]),
    ("v_cmp_f_u64", [e!(Vopc, 0xe8), e!(Vopc, 0xe8), e!(Vopc, 0x58)]),
    ("v_cmp_ge_f16", [e!(Vopc, 0x26), e!(Vopc, 0x26), e!(Vopc, 0x6)]),
    ("v_cmp_ge_f32", [e!(Vopc, 0x46), e!(Vopc, 0x46), e!(Vopc, 0x16)]),
    ("v_cmp_ge_f64", [e!(Vopc, 0x66), e!(Vopc, 0x66), e!(Vopc, 0x26)]),
    ("v_cmp_ge_i16", [e!(Vopc, 0xa6), e!(Vopc, 0xa6), e!(Vopc, 0x36)]),
    ("v_cmp_ge_i32", [e!(Vopc, 0xc6), e!(Vopc, 0xc6), e!(Vopc, 0x46)]),
    ("v_cmp_ge_i64", [e!(Vopc, 0xe6), e!(Vopc, 0xe6), e!(Vopc, 0x56)]),
    ("v_cmp_ge_u16", [e!(Vopc, 0xae), e!(Vopc, 0xae), e!(Vopc, 0x3e)]),
    ("v_cmp_ge_u32", [e!(Vopc, 0xce), e!(Vopc, 0xce), e!(Vopc, 0x4e)]),
    ("v_cmp_ge_u64", [e!(Vopc, 0xee), e!(Vopc, 0xee), e!(Vopc, 0x5e)]),
    ("v_cmp_gt_f16", [e!(Vopc, 0x24), e!(Vopc, 0x24), e!(Vopc, 0x4)]),
    ("v_cmp_gt_f32", [e!(Vopc, 0x44), e!(Vopc, 0x44), e!(Vopc, 0x14)]),
    ("v_cmp_gt_f64", [e!(Vopc, 0x64), e!(Vopc, 0x64), e!(Vopc, 0x24)]),
    ("v_cmp_gt_i16", [e!(Vopc, 0xa4), e!(Vopc, 0xa4), e!(Vopc, 0x34)]),
    ("v_cmp_gt_i32", [e!(Vopc, 0xc4), e!(Vopc, 0xc4), e!(Vopc, 0x44)]),
    ("v_cmp_gt_i64", [e!(Vopc, 0xe4), e!(Vopc, 0xe4), e!(Vopc, 0x54)]),
    ("v_cmp_gt_u16", [e!(Vopc, 0xac), e!(Vopc, 0xac), e!(Vopc, 0x3c)]),
    ("v_cmp_gt_u32", [e!(Vopc, 0xcc), e!(Vopc, 0xcc), e!(Vopc, 0x4c)]),
    ("v_cmp_gt_u64", [e!(Vopc, 0xec), e!(Vopc, 0xec), e!(Vopc, 0x5c)]),
    ("v_cmp_le_f16", [e!(Vopc, 0x23), e!(Vopc, 0x23), e!(Vopc, 0x3)]),
    ("v_cmp_le_f32", [e!(Vopc, 0x43), e!(Vopc, 0x43), e!(Vopc, 0x13)]),
    ("v_cmp_le_f64", [e!(Vopc, 0x63), e!(Vopc, 0x63), e!(Vopc, 0x23)]),
    ("v_cmp_le_i16", [e!(Vopc, 0xa3), e!(Vopc, 0xa3), e!(Vopc, 0x33)]),
    ("v_cmp_le_i32", [e!(Vopc, 0xc3), e!(Vopc, 0xc3), e!(Vopc, 0x43)]),
    ("v_cmp_le_i64", [e!(Vopc, 0xe3), e!(Vopc, 0xe3), e!(Vopc, 0x53)]),
    ("v_cmp_le_u16", [e!(Vopc, 0xab), e!(Vopc, 0xab), e!(Vopc, 0x3b)]),
    ("v_cmp_le_u32", [e!(Vopc, 0xcb), e!(Vopc, 0xcb), e!(Vopc, 0x4b)]),
    ("v_cmp_le_u64", [e!(Vopc, 0xeb), e!(Vopc, 0xeb), e!(Vopc, 0x5b)]),
    ("v_cmp_lg_f16", [e!(Vopc, 0x25), e!(Vopc, 0x25), e!(Vopc, 0x5)]),
    ("v_cmp_lg_f32", [e!(Vopc, 0x45), e!(Vopc, 0x45), e!(Vopc, 0x15)]),
    ("v_cmp_lg_f64", [e!(Vopc, 0x65), e!(Vopc, 0x65), e!(Vopc, 0x25)]),
    ("v_cmp_lt_f16", [e!(Vopc, 0x21), e!(Vopc, 0x21), e!(Vopc, 0x1)]),
    ("v_cmp_lt_f32", [e!(Vopc, 0x41), e!(Vopc, 0x41), e!(Vopc, 0x11)]),
    ("v_cmp_lt_f64", [e!(Vopc, 0x61), e!(Vopc, 0x61), e!(Vopc, 0x21)]),
    ("v_cmp_lt_i16", [e!(Vopc, 0xa1), e!(Vopc, 0xa1), e!(Vopc, 0x31)]),
    ("v_cmp_lt_i32", [e!(Vopc, 0xc1), e!(Vopc, 0xc1), e!(Vopc, 0x41)]),
    ("v_cmp_lt_i64", [e!(Vopc, 0xe1), e!(Vopc, 0xe1), e!(Vopc, 0x51)]),
    ("v_cmp_lt_u16", [e!(Vopc, 0xa9), e!(Vopc, 0xa9), e!(Vopc, 0x39)]),
    ("v_cmp_lt_u32", [e!(Vopc, 0xc9), e!(Vopc, 0xc9), e!(Vopc, 0x49)]),
    ("v_cmp_lt_u64", [e!(Vopc, 0xe9), e!(Vopc, 0xe9), e!(Vopc, 0x59)]),
    ("v_cmp_ne_i16", [e!(Vopc, 0xa5), e!(Vopc, 0xa5), e!(Vopc, 0x35)]),
    ("v_cmp_ne_i32", [e!(Vopc, 0xc5), e!(Vopc, 0xc5), e!(Vopc, 0x45)]),
    ("v_cmp_ne_i64", [e!(Vopc, 0xe5), e!(Vopc, 0xe5), e!(Vopc, 0x55)]),
    ("v_cmp_ne_u16", [e!(Vopc, 0xad), e!(Vopc, 0xad), e!(Vopc, 0x3d)]),
    ("v_cmp_ne_u32", [e!(Vopc, 0xcd), e!(Vopc, 0xcd), e!(Vopc, 0x4d)]),
    ("v_cmp_ne_u64", [e!(Vopc, 0xed), e!(Vopc, 0xed), e!(Vopc, 0x5d)]),
    ("v_cmp_neq_f16", [e!(Vopc, 0x2d), e!(Vopc, 0x2d), e!(Vopc, 0xd)]),
    ("v_cmp_neq_f32", [e!(Vopc, 0x4d), e!(Vopc, 0x4d), e!(Vopc, 0x1d)]),
    ("v_cmp_neq_f64", [e!(Vopc, 0x6d), e!(Vopc, 0x6d), e!(Vopc, 0x2d)]),
    ("v_cmp_nge_f16", [e!(Vopc, 0x29), e!(Vopc, 0x29), e!(Vopc, 0x9)]),
    ("v_cmp_nge_f32", [e!(Vopc, 0x49), e!(Vopc, 0x49), e!(Vopc, 0x19)]),
    ("v_cmp_nge_f64", [e!(Vopc, 0x69), e!(Vopc, 0x69), e!(Vopc, 0x29)]),
    ("v_cmp_ngt_f16", [e!(Vopc, 0x2b), e!(Vopc, 0x2b), e!(Vopc, 0xb)]),
    ("v_cmp_ngt_f32", [e!(Vopc, 0x4b), e!(Vopc, 0x4b), e!(Vopc, 0x1b)]),
    ("v_cmp_ngt_f64", [e!(Vopc, 0x6b), e!(Vopc, 0x6b), e!(Vopc, 0x2b)]),
    ("v_cmp_nle_f16", [e!(Vopc, 0x2c), e!(Vopc, 0x2c), e!(Vopc, 0xc)]),
    ("v_cmp_nle_f32", [e!(Vopc, 0x4c), e!(Vopc, 0x4c), e!(Vopc, 0x1c)]),
    ("v_cmp_nle_f64", [e!(Vopc, 0x6c), e!(Vopc, 0x6c), e!(Vopc, 0x2c)]),
    ("v_cmp_nlg_f16", [e!(Vopc, 0x2a), e!(Vopc, 0x2a), e!(Vopc, 0xa)]),
    ("v_cmp_nlg_f32", [e!(Vopc, 0x4a), e!(Vopc, 0x4a), e!(Vopc, 0x1a)]),
    ("v_cmp_nlg_f64", [e!(Vopc, 0x6a), e!(Vopc, 0x6a), e!(Vopc, 0x2a)]),
    ("v_cmp_nlt_f16", [e!(Vopc, 0x2e), e!(Vopc, 0x2e), e!(Vopc, 0xe)]),
    ("v_cmp_nlt_f32", [e!(Vopc, 0x4e), e!(Vopc, 0x4e), e!(Vopc, 0x1e)]),
    ("v_cmp_nlt_f64", [e!(Vopc, 0x6e), e!(Vopc, 0x6e), e!(Vopc, 0x2e)]),
    ("v_cmp_o_f16", [e!(Vopc, 0x27), e!(Vopc, 0x27), e!(Vopc, 0x7)]),
    ("v_cmp_o_f32", [e!(Vopc, 0x47), e!(Vopc, 0x47), e!(Vopc, 0x17)]),
    ("v_cmp_o_f64", [e!(Vopc, 0x67), e!(Vopc, 0x67), e!(Vopc, 0x27)]),
    ("v_cmp_t_f16", [N, N, e!(Vopc, 0xf)]),
    ("v_cmp_t_f32", [N, N, e!(Vopc, 0x1f)]),
    ("v_cmp_t_f64", [N, N, e!(Vopc, 0x2f)]),
    ("v_cmp_t_i16", [e!(Vopc, 0xa7), e!(Vopc, 0xa7), N]),
    ("v_cmp_t_i32", [e!(Vopc, 0xc7), e!(Vopc, 0xc7), e!(Vopc, 0x47)]),
    ("v_cmp_t_i64", [e!(Vopc, 0xe7), e!(Vopc, 0xe7), e!(Vopc, 0x57)]),
    ("v_cmp_t_u16", [e!(Vopc, 0xaf), e!(Vopc, 0xaf), N]),
    ("v_cmp_t_u32", [e!(Vopc, 0xcf), e!(Vopc, 0xcf), e!(Vopc, 0x4f)]),
    ("v_cmp_t_u64", [e!(Vopc, 0xef), e!(Vopc, 0xef), e!(Vopc, 0x5f)]),
    ("v_cmp_tru_f16", [e!(Vopc, 0x2f), e!(Vopc, 0x2f), e!(Vopc, 0xf)]),
    ("v_cmp_tru_f32", [e!(Vopc, 0x4f), e!(Vopc, 0x4f), e!(Vopc, 0x1f)]),
    ("v_cmp_tru_f64", [e!(Vopc, 0x6f), e!(Vopc, 0x6f), e!(Vopc, 0x2f)]),
    ("v_cmp_u_f16", [e!(Vopc, 0x28), e!(Vopc, 0x28), e!(Vopc, 0x8)]),
    ("v_cmp_u_f32", [e!(Vopc, 0x48), e!(Vopc, 0x48), e!(Vopc, 0x18)]),
    ("v_cmp_u_f64", [e!(Vopc, 0x68), e!(Vopc, 0x68), e!(Vopc, 0x28)]),
    ("v_cndmask_b32", [e!(Vop2, 0x0), e!(Vop2, 0x0), e!(Vop2, 0x1)]),
    ("v_cos_f32", [e!(Vop1, 0x2a), e!(Vop1, 0x2a), e!(Vop1, 0x36)]),
    ("v_ctz_i32_b32", [N, N, e!(Vop1, 0x3a)]),
    ("v_cvt_f16_f32", [e!(Vop1, 0xa), e!(Vop1, 0xa), e!(Vop1, 0xa)]),
    ("v_cvt_f32_f16", [e!(Vop1, 0xb), e!(Vop1, 0xb), e!(Vop1, 0xb)]),
    ("v_cvt_f32_f64", [e!(Vop1, 0xf), e!(Vop1, 0xf), e!(Vop1, 0xf)]),
    ("v_cvt_f32_i32", [e!(Vop1, 0x5), e!(Vop1, 0x5), e!(Vop1, 0x5)]),
    ("v_cvt_f32_u32", [e!(Vop1, 0x6), e!(Vop1, 0x6), e!(Vop1, 0x6)]),
    ("v_cvt_f32_ubyte0", [e!(Vop1, 0x11), e!(Vop1, 0x11), e!(Vop1, 0x11)]),
    ("v_cvt_f64_f32", [e!(Vop1, 0x10), e!(Vop1, 0x10), e!(Vop1, 0x10)]),
    ("v_cvt_f64_i32", [e!(Vop1, 0x4), e!(Vop1, 0x4), e!(Vop1, 0x4)]),
    ("v_cvt_f64_u32", [e!(Vop1, 0x16), e!(Vop1, 0x16), e!(Vop1, 0x16)]),
    ("v_cvt_i32_f32", [e!(Vop1, 0x8), e!(Vop1, 0x8), e!(Vop1, 0x8)]),
    ("v_cvt_i32_f64", [e!(Vop1, 0x3), e!(Vop1, 0x3), e!(Vop1, 0x3)]),
    ("v_cvt_u32_f32", [e!(Vop1, 0x7), e!(Vop1, 0x7), e!(Vop1, 0x7)]),
    ("v_cvt_u32_f64", [e!(Vop1, 0x15), e!(Vop1, 0x15), e!(Vop1, 0x15)]),
    ("v_div_fixup_f32", [e!(Vop3, 0x1de), e!(Vop3, 0x1de), e!(Vop3, 0x227)]),
    ("v_div_fixup_f64", [e!(Vop3, 0x1df), e!(Vop3, 0x1df), e!(Vop3, 0x228)]),
    ("v_div_fmas_f32", [e!(Vop3, 0x1e2), e!(Vop3, 0x1e2), e!(Vop3, 0x237)]),
    ("v_div_fmas_f64", [e!(Vop3, 0x1e3), e!(Vop3, 0x1e3), e!(Vop3, 0x238)]),
    ("v_div_scale_f32", [e!(Vop3, 0x1e0), e!(Vop3, 0x1e0), e!(Vop3, 0x2fc)]),
    ("v_div_scale_f64", [e!(Vop3, 0x1e1), e!(Vop3, 0x1e1), e!(Vop3, 0x2fd)]),
    ("v_exp_f16", [e!(Vop1, 0x41), e!(Vop1, 0x41), e!(Vop1, 0x58)]),
    ("v_exp_f32", [e!(Vop1, 0x20), e!(Vop1, 0x20), e!(Vop1, 0x25)]),
    ("v_ffbh_u32", [e!(Vop1, 0x2d), e!(Vop1, 0x2d), e!(Vop1, 0x39)]),
    ("v_ffbl_b32", [e!(Vop1, 0x2e), e!(Vop1, 0x2e), e!(Vop1, 0x3a)]),
    ("v_floor_f32", [e!(Vop1, 0x1f), e!(Vop1, 0x1f), e!(Vop1, 0x24)]),
    ("v_floor_f64", [e!(Vop1, 0x1a), e!(Vop1, 0x1a), e!(Vop1, 0x1a)]),
    ("v_fma_f16", [e!(Vop3, 0x206), e!(Vop3, 0x206), e!(Vop3, 0x248)]),
    ("v_fma_f32", [e!(Vop3, 0x1cb), e!(Vop3, 0x1cb), e!(Vop3, 0x213)]),
    ("v_fma_f64", [e!(Vop3, 0x1cc), e!(Vop3, 0x1cc), e!(Vop3, 0x214)]),
    ("v_fract_f32", [e!(Vop1, 0x1b), e!(Vop1, 0x1b), e!(Vop1, 0x20)]),
    ("v_fract_f64", [e!(Vop1, 0x32), e!(Vop1, 0x32), e!(Vop1, 0x3e)]),
    ("v_frexp_mant_f32", [e!(Vop1, 0x34), e!(Vop1, 0x34), e!(Vop1, 0x40)]),
    ("v_ldexp_f32", [e!(Vop3, 0x288), e!(Vop3, 0x288), e!(Vop3, 0x31c)]),
    ("v_ldexp_f64", [e!(Vop3, 0x284), e!(Vop3, 0x284), e!(Vop3, 0x32b)]),
    ("v_log_f16", [e!(Vop1, 0x40), e!(Vop1, 0x40), e!(Vop1, 0x57)]),
    ("v_log_f32", [e!(Vop1, 0x21), e!(Vop1, 0x21), e!(Vop1, 0x27)]),
    ("v_lshlrev_b32", [e!(Vop2, 0x12), e!(Vop2, 0x12), e!(Vop2, 0x18)]),
    ("v_lshlrev_b64", [e!(Vop3, 0x28f), e!(Vop3, 0x28f), e!(Vop3, 0x33c)]),
    ("v_lshrrev_b32", [e!(Vop2, 0x10), e!(Vop2, 0x10), e!(Vop2, 0x19)]),
    ("v_lshrrev_b64", [e!(Vop3, 0x290), e!(Vop3, 0x290), e!(Vop3, 0x33d)]),
    ("v_mad_u64_u32", [e!(Vop3, 0x1e8), e!(Vop3, 0x1e8), e!(Vop3, 0x2fe)]),
    ("v_max_f32", [e!(Vop2, 0xb), e!(Vop2, 0xb), e!(Vop2, 0x10)]),
    ("v_max_f64", [e!(Vop3, 0x283), e!(Vop3, 0x283), e!(Vop3, 0x32a)]),
    ("v_max_i32", [e!(Vop2, 0xd), e!(Vop2, 0xd), e!(Vop2, 0x12)]),
    ("v_max_u32", [e!(Vop2, 0xf), e!(Vop2, 0xf), e!(Vop2, 0x14)]),
    ("v_mbcnt_hi_u32_b32", [e!(Vop3, 0x28d), e!(Vop3, 0x28d), e!(Vop3, 0x320)]),
    ("v_mbcnt_lo_u32_b32", [e!(Vop3, 0x28c), e!(Vop3, 0x28c), e!(Vop3, 0x31f)]),
    ("v_mfma_f32_16x16x16_bf16", [N, e!(Vop3p, 0x61), N]),
    ("v_mfma_f32_16x16x16_f16", [N, e!(Vop3p, 0x4d), N]),
    ("v_mfma_f32_16x16x16bf16_1k", [e!(Vop3p, 0x67), e!(Vop3p, 0x61), N]),
    ("v_mfma_f32_16x16x16f16", [e!(Vop3p, 0x4d), e!(Vop3p, 0x4d), N]),
    ("v_mfma_f32_16x16x4_f32", [N, e!(Vop3p, 0x45), N]),
    ("v_mfma_f32_16x16x4f32", [e!(Vop3p, 0x45), e!(Vop3p, 0x45), N]),
    ("v_mfma_f32_16x16x8_xf32", [N, e!(Vop3p, 0x3e), N]),
    ("v_mfma_f32_32x32x2_f32", [N, e!(Vop3p, 0x44), N]),
    ("v_mfma_f32_32x32x2f32", [e!(Vop3p, 0x44), e!(Vop3p, 0x44), N]),
    ("v_mfma_f32_32x32x4_xf32", [N, e!(Vop3p, 0x3f), N]),
    ("v_mfma_f32_32x32x8_bf16", [N, e!(Vop3p, 0x60), N]),
    ("v_mfma_f32_32x32x8_f16", [N, e!(Vop3p, 0x4c), N]),
    ("v_mfma_f32_32x32x8bf16_1k", [e!(Vop3p, 0x66), e!(Vop3p, 0x60), N]),
    ("v_mfma_f32_32x32x8f16", [e!(Vop3p, 0x4c), e!(Vop3p, 0x4c), N]),
    ("v_mfma_i32_16x16x16i8", [e!(Vop3p, 0x55), N, N]),
    ("v_mfma_i32_16x16x32_i8", [N, e!(Vop3p, 0x57), N]),
    ("v_mfma_i32_32x32x16_i8", [N, e!(Vop3p, 0x56), N]),
    ("v_mfma_i32_32x32x8i8", [e!(Vop3p, 0x54), N, N]),
    ("v_min_f32", [e!(Vop2, 0xa), e!(Vop2, 0xa), e!(Vop2, 0xf)]),
    ("v_min_f64", [e!(Vop3, 0x282), e!(Vop3, 0x282), e!(Vop3, 0x329)]),
    ("v_min_i32", [e!(Vop2, 0xc), e!(Vop2, 0xc), e!(Vop2, 0x11)]),
    ("v_min_u32", [e!(Vop2, 0xe), e!(Vop2, 0xe), e!(Vop2, 0x13)]),
    ("v_mov_b32", [e!(Vop1, 0x1), e!(Vop1, 0x1), e!(Vop1, 0x1)]),
    ("v_mul_f32", [e!(Vop2, 0x5), e!(Vop2, 0x5), e!(Vop2, 0x8)]),
    ("v_mul_f64", [e!(Vop3, 0x281), e!(Vop3, 0x281), e!(Vop3, 0x328)]),
    ("v_mul_hi_i32", [e!(Vop3, 0x287), e!(Vop3, 0x287), e!(Vop3, 0x32e)]),
    ("v_mul_hi_u32", [e!(Vop3, 0x286), e!(Vop3, 0x286), e!(Vop3, 0x32d)]),
    ("v_mul_lo_u32", [e!(Vop3, 0x285), e!(Vop3, 0x285), e!(Vop3, 0x32c)]),
    ("v_nop", [e!(Vop1, 0x0), e!(Vop1, 0x0), e!(Vop1, 0x0)]),
    ("v_not_b32", [e!(Vop1, 0x2b), e!(Vop1, 0x2b), e!(Vop1, 0x37)]),
    ("v_or_b32", [e!(Vop2, 0x14), e!(Vop2, 0x14), e!(Vop2, 0x1c)]),
    ("v_rcp_f32", [e!(Vop1, 0x22), e!(Vop1, 0x22), e!(Vop1, 0x2a)]),
    ("v_rcp_f64", [e!(Vop1, 0x25), e!(Vop1, 0x25), e!(Vop1, 0x2f)]),
    ("v_rcp_iflag_f32", [e!(Vop1, 0x23), e!(Vop1, 0x23), e!(Vop1, 0x2b)]),
    ("v_readfirstlane_b32", [e!(Vop1, 0x2), e!(Vop1, 0x2), e!(Vop1, 0x2)]),
    ("v_readlane_b32", [e!(Vop3, 0x289), e!(Vop3, 0x289), e!(Vop3, 0x360)]),
    ("v_rndne_f32", [e!(Vop1, 0x1e), e!(Vop1, 0x1e), e!(Vop1, 0x23)]),
    ("v_rndne_f64", [e!(Vop1, 0x19), e!(Vop1, 0x19), e!(Vop1, 0x19)]),
    ("v_rsq_f32", [e!(Vop1, 0x24), e!(Vop1, 0x24), e!(Vop1, 0x2e)]),
    ("v_rsq_f64", [e!(Vop1, 0x26), e!(Vop1, 0x26), e!(Vop1, 0x31)]),
    ("v_sin_f32", [e!(Vop1, 0x29), e!(Vop1, 0x29), e!(Vop1, 0x35)]),
    ("v_sqrt_f32", [e!(Vop1, 0x27), e!(Vop1, 0x27), e!(Vop1, 0x33)]),
    ("v_sqrt_f64", [e!(Vop1, 0x28), e!(Vop1, 0x28), e!(Vop1, 0x34)]),
    ("v_sub_co_ci_u32", [N, N, e!(Vop2, 0x21)]),
    ("v_sub_co_u32", [e!(Vop2, 0x1a), e!(Vop2, 0x1a), e!(Vop3, 0x301)]),
    ("v_sub_f32", [e!(Vop2, 0x2), e!(Vop2, 0x2), e!(Vop2, 0x4)]),
    ("v_sub_nc_u32", [N, N, e!(Vop2, 0x26)]),
    ("v_sub_u32", [e!(Vop2, 0x35), e!(Vop2, 0x35), e!(Vop2, 0x26)]),
    ("v_subb_co_u32", [e!(Vop2, 0x1d), e!(Vop2, 0x1d), N]),
    ("v_subrev_f32", [e!(Vop2, 0x3), e!(Vop2, 0x3), e!(Vop2, 0x5)]),
    ("v_subrev_nc_u32", [N, N, e!(Vop2, 0x27)]),
    ("v_subrev_u32", [e!(Vop2, 0x36), e!(Vop2, 0x36), e!(Vop2, 0x27)]),
    ("v_trunc_f32", [e!(Vop1, 0x1c), e!(Vop1, 0x1c), e!(Vop1, 0x21)]),
    ("v_trunc_f64", [e!(Vop1, 0x17), e!(Vop1, 0x17), e!(Vop1, 0x17)]),
    ("v_wmma_f32_16x16x16_bf16", [N, N, e!(Vop3p, 0x41)]),
    ("v_wmma_f32_16x16x16_f16", [N, N, e!(Vop3p, 0x40)]),
    ("v_writelane_b32", [e!(Vop3, 0x28a), e!(Vop3, 0x28a), e!(Vop3, 0x361)]),
    ("v_xor_b32", [e!(Vop2, 0x15), e!(Vop2, 0x15), e!(Vop2, 0x1d)]),
];
