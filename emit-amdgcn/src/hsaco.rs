//! The HSA code object writer: an ELF64 shared object for `EM_AMDGPU` that `hipModuleLoadData`
//! loads, written from the encoder's bytes with no linker.
//!
//! ```text
//!   file:  ELF header │ program headers │ .note │ .dynsym │ .hash │ .dynstr │ .rodata
//!          │ .text │ .dynamic │ .symtab │ .shstrtab │ .strtab │ section headers
//!   loads: R  [0, end of .rodata)   RX [.text]   RW [.dynamic]      (+ PHDR, DYNAMIC, NOTE)
//! ```
//!
//! What it holds, as `llvm-mc` + `ld.lld -shared` produce it for the same assembly text:
//! - the code object v5 header: `ELFOSABI_AMDGPU_HSA`, ABI version 3, `e_flags` with the mach
//!   number and the xnack/sramecc settings the text declares (its `.amdgcn_target` names none,
//!   so "any" on the chips that have them: gfx90a and gfx942; gfx1100 has neither);
//! - `.text`: each kernel's code at a 256-byte boundary (the text's `.p2align 8`);
//! - `.rodata`: each kernel's 64-byte descriptor ([`descriptor`]) at a 64-byte boundary;
//! - the symbols, in `.dynsym` (which the loader reads) and `.symtab`: the kernel as a
//!   protected global `STT_FUNC`, its descriptor `NAME.kd` as a global `STT_OBJECT`;
//! - `.hash`, `.dynstr` and `.dynamic` as a loadable shared object has them;
//! - the `NT_AMDGPU_METADATA` note: the text's `.amdgpu_metadata` as MessagePack
//!   ([`metadata`]), the map keys in order.
//!
//! Decisions: the layout follows ld.lld's (segments page-aligned in the address space, each
//! at its file offset modulo the page) but leaves out what the loader does not read
//! (`.gnu.hash`, `.comment`, `GNU_RELRO`, `.relro_padding`); `tests/amdgcn_hsaco.rs` checks
//! that llvm-readelf and llvm-objdump read the same descriptor, metadata, symbols and
//! disassembly from ours as from the ld.lld-linked one. Descriptor and metadata are built from
//! the same [`KernelInfo`] and [`Usage`] as the text's directives.

use crate::msgpack::Value;
use crate::{KernelInfo, Usage};
use tessera_isel::amdgcn::Gfx;

/// One kernel of a code object: what the descriptor and metadata say, and its machine code.
pub struct Kernel<'a> {
    pub info: &'a KernelInfo,
    pub usage: Usage,
    pub code: &'a [u8],
}

const PAGE: u64 = 0x1000;
/// Bytes of SGPRs the hardware reserves past `next_free_sgpr` on GFX9 (VCC, FLAT_SCRATCH and
/// XNACK_MASK, as `.amdhsa_reserve_*` default), which the granulated count includes.
const GFX9_EXTRA_SGPRS: u32 = 6;

/// The `e_flags` of a code object for `gfx`: the mach number and the xnack/sramecc settings.
pub fn e_flags(gfx: Gfx) -> u32 {
    const XNACK_ANY: u32 = 0x100;
    const SRAMECC_ANY: u32 = 0x400;
    match gfx {
        Gfx::Gfx90a => 0x3f | XNACK_ANY | SRAMECC_ANY,
        Gfx::Gfx942 => 0x4c | XNACK_ANY | SRAMECC_ANY,
        Gfx::Gfx1100 => 0x41,
    }
}

/// The kernel's size of kernarg segment: the explicit arguments and the hidden block counts.
pub(crate) fn kernarg_size(info: &KernelInfo) -> u32 {
    info.hidden_offset + 12
}

/// The 64-byte kernel descriptor (AMDGPUUsage, "Kernel Descriptor" for code object v5), with
/// the code `entry_offset` bytes from the descriptor's own address.
pub fn descriptor(gfx: Gfx, info: &KernelInfo, usage: Usage, entry_offset: i64) -> [u8; 64] {
    let mut d = [0u8; 64];
    let mut put = |at: usize, bytes: &[u8]| d[at..at + bytes.len()].copy_from_slice(bytes);
    put(0, &info.lds_bytes.to_le_bytes()); // group_segment_fixed_size
    put(4, &usage.scratch.to_le_bytes()); // private_segment_fixed_size
    put(8, &kernarg_size(info).to_le_bytes());
    put(16, &entry_offset.to_le_bytes());
    let g11 = gfx.is_gfx11();
    // COMPUTE_PGM_RSRC3: gfx90a/gfx942: ACCUM_OFFSET [5:0] (in units of 4, minus one),
    // TG_SPLIT [16] (0). GFX11: nothing set.
    let rsrc3 = if g11 { 0 } else { usage.vgprs.div_ceil(4) - 1 };
    put(44, &rsrc3.to_le_bytes());
    // COMPUTE_PGM_RSRC1: granulated VGPRs [5:0] (blocks of 8 on gfx90a/gfx942 and on GFX11 in
    // wave32), granulated SGPRs [9:6] (GFX9, blocks of 8 with the reserved ones; GFX10+ 0),
    // FLOAT_DENORM_MODE_32 [17:16] = 3, FLOAT_DENORM_MODE_16_64 [19:18] = 3, DX10_CLAMP [21],
    // IEEE_MODE [23]; GFX10+: WGP_MODE [29] = 0, MEM_ORDERED [30] = 1 (the default).
    let vgpr_blocks = usage.total_vgprs().max(1).div_ceil(8) - 1;
    let sgpr_blocks = if g11 { 0 } else { (usage.sgprs + GFX9_EXTRA_SGPRS).max(1).div_ceil(8) - 1 };
    let mut rsrc1 = vgpr_blocks | sgpr_blocks << 6 | 3 << 16 | 3 << 18 | 1 << 21 | 1 << 23;
    if g11 {
        rsrc1 |= 1 << 30;
    }
    put(48, &rsrc1.to_le_bytes());
    // COMPUTE_PGM_RSRC2: ENABLE_PRIVATE_SEGMENT [0] where the kernel spills to scratch (on
    // gfx90a, the wave's scratch offset SGPR), USER_SGPR_COUNT [5:1] = 2 (the kernarg
    // pointer; 4 with gfx90a's flat scratch init), workgroup ids x, y, z [7], [8], [9];
    // work-item id x only [12:11] = 0.
    let init = usage.scratch > 0 && gfx == Gfx::Gfx90a;
    let user = if init { 4 } else { 2 };
    let rsrc2: u32 = (usage.scratch > 0) as u32 | user << 1 | 1 << 7 | 1 << 8 | 1 << 9;
    put(52, &rsrc2.to_le_bytes());
    // Kernel code properties: ENABLE_SGPR_KERNARG_SEGMENT_PTR [3], ENABLE_SGPR_FLAT_SCRATCH_INIT
    // [5] (gfx90a with scratch), ENABLE_WAVEFRONT_SIZE32 [10].
    let props: u16 = 1 << 3 | if init { 1 << 5 } else { 0 } | if gfx.wave() == 32 { 1 << 10 } else { 0 };
    put(56, &props.to_le_bytes());
    d
}

/// The code object metadata (`amdhsa.*`), as the text's `.amdgpu_metadata` block says it.
pub fn metadata<'a>(gfx: Gfx, kernels: &[Kernel<'a>]) -> Value<'a> {
    use Value::{Array, Map, Uint};
    let kv = |k: &'static str, v: Value<'a>| (k, v);
    let list = kernels
        .iter()
        .map(|k| {
            let info = k.info;
            let mut args: Vec<Value> = info
                .args
                .iter()
                .map(|&(offset, size, ptr)| {
                    let mut a = vec![kv(".offset", Uint(offset as u64)), kv(".size", Uint(size as u64))];
                    if ptr {
                        a.push(kv(".value_kind", Value::str("global_buffer")));
                        a.push(kv(".address_space", Value::str("global")));
                    } else {
                        a.push(kv(".value_kind", Value::str("by_value")));
                    }
                    Map(a)
                })
                .collect();
            for (i, kind) in ["hidden_block_count_x", "hidden_block_count_y", "hidden_block_count_z"].iter().enumerate()
            {
                args.push(Map(vec![
                    kv(".offset", Uint((info.hidden_offset + 4 * i as u32) as u64)),
                    kv(".size", Uint(4)),
                    kv(".value_kind", Value::str(kind)),
                ]));
            }
            Map(vec![
                kv(".name", Value::str(&info.name)),
                kv(".symbol", Value::Str(format!("{}.kd", info.name).into())),
                kv(".kernarg_segment_size", Uint(kernarg_size(info) as u64)),
                kv(".kernarg_segment_align", Uint(8)),
                kv(".group_segment_fixed_size", Uint(info.lds_bytes as u64)),
                kv(".private_segment_fixed_size", Uint(k.usage.scratch as u64)),
                kv(".wavefront_size", Uint(gfx.wave() as u64)),
                kv(".sgpr_count", Uint(k.usage.sgprs as u64)),
                kv(".vgpr_count", Uint(k.usage.vgprs as u64)),
            ]
            .into_iter()
            .chain((k.usage.agprs > 0).then(|| kv(".agpr_count", Uint(k.usage.agprs as u64))))
            .chain([
                kv(".max_flat_workgroup_size", Uint(info.threads as u64)),
                kv(".reqd_workgroup_size", Array(vec![Uint(info.threads as u64), Uint(1), Uint(1)])),
                kv(".args", Array(args)),
            ])
            .collect())
        })
        .collect();
    Map(vec![
        kv("amdhsa.kernels", Array(list)),
        kv("amdhsa.version", Array(vec![Uint(1), Uint(2)])),
        kv("amdhsa.target", Value::Str(format!("amdgcn-amd-amdhsa--{}", gfx.name()).into())),
    ])
}

/// A section being laid out.
struct Section {
    name: &'static str,
    kind: u32,
    flags: u64,
    addr: u64,
    offset: u64,
    data: Vec<u8>,
    link: u32,
    info: u32,
    align: u64,
    entsize: u64,
}

// Section indices, in file order.
const NOTE: u32 = 1;
const DYNSYM: u32 = 2;
const HASH: u32 = 3;
const DYNSTR: u32 = 4;
const RODATA: u32 = 5;
const TEXT: u32 = 6;
const DYNAMIC: u32 = 7;
const SYMTAB: u32 = 8;
const SHSTRTAB: u32 = 9;
const STRTAB: u32 = 10;

/// The code object of `kernels` for `gfx`.
pub fn write(gfx: Gfx, kernels: &[Kernel]) -> Vec<u8> {
    const PHNUM: u64 = 6;
    // Strings: the kernel names and their descriptors' names.
    let mut strtab = vec![0u8];
    let mut names = Vec::with_capacity(kernels.len());
    for k in kernels {
        let at = strtab.len() as u32;
        strtab.extend_from_slice(k.info.name.as_bytes());
        strtab.push(0);
        let kd = strtab.len() as u32;
        strtab.extend_from_slice(k.info.name.as_bytes());
        strtab.extend_from_slice(b".kd\0");
        names.push((at, kd));
    }
    let nsyms = 1 + 2 * kernels.len();

    let mut note = Vec::new();
    let mut desc = Vec::new();
    metadata(gfx, kernels).write(&mut desc);
    note.extend_from_slice(&7u32.to_le_bytes());
    note.extend_from_slice(&(desc.len() as u32).to_le_bytes());
    note.extend_from_slice(&32u32.to_le_bytes()); // NT_AMDGPU_METADATA
    note.extend_from_slice(b"AMDGPU\0\0");
    note.extend_from_slice(&desc);
    note.resize(note.len().next_multiple_of(4), 0);

    let sec = |name, kind, flags, data: Vec<u8>, align, entsize| Section {
        name,
        kind,
        flags,
        addr: 0,
        offset: 0,
        data,
        link: 0,
        info: 0,
        align,
        entsize,
    };
    const A: u64 = 2;
    const W: u64 = 1;
    const X: u64 = 4;
    let mut s = vec![
        sec("", 0, 0, Vec::new(), 0, 0),
        sec(".note", 7, A, note, 4, 0),
        sec(".dynsym", 11, A, vec![0; 24 * nsyms], 8, 24),
        sec(".hash", 5, A, hash_table(&strtab, &names), 4, 4),
        sec(".dynstr", 3, A, strtab.clone(), 1, 0),
        sec(".rodata", 1, A, vec![0; 64 * kernels.len()], 64, 0),
        sec(".text", 1, A | X, Vec::new(), 256, 0),
        sec(".dynamic", 6, A | W, vec![0; 16 * 6], 8, 16),
        sec(".symtab", 2, 0, vec![0; 24 * nsyms], 8, 24),
        sec(".shstrtab", 3, 0, Vec::new(), 1, 0),
        sec(".strtab", 3, 0, strtab, 1, 0),
    ];
    s[DYNSYM as usize].link = DYNSTR;
    s[DYNSYM as usize].info = 1;
    s[HASH as usize].link = DYNSYM;
    s[DYNAMIC as usize].link = DYNSTR;
    s[SYMTAB as usize].link = STRTAB;
    s[SYMTAB as usize].info = 1;
    // Code: each kernel at a 256-byte boundary, padded with s_nop 0.
    let mut starts = Vec::with_capacity(kernels.len());
    {
        let text = &mut s[TEXT as usize].data;
        for k in kernels {
            while text.len() % 256 != 0 {
                text.extend_from_slice(&0xbf80_0000u32.to_le_bytes());
            }
            starts.push(text.len() as u64);
            text.extend_from_slice(k.code);
        }
    }
    let mut shstrtab = vec![0u8];
    let mut name_at = Vec::with_capacity(s.len());
    for x in &s {
        if x.name.is_empty() {
            name_at.push(0);
            continue;
        }
        name_at.push(shstrtab.len() as u32);
        shstrtab.extend_from_slice(x.name.as_bytes());
        shstrtab.push(0);
    }
    s[SHSTRTAB as usize].data = shstrtab;

    // Layout: allocated sections get addresses; a new segment (text, dynamic) starts on a new
    // page of the address space at its file offset modulo the page.
    let mut off = 64 + 56 * PHNUM;
    let mut addr = off;
    for (i, x) in s.iter_mut().enumerate().skip(1) {
        off = off.next_multiple_of(x.align.max(1));
        if x.flags & A != 0 {
            if i as u32 == TEXT || i as u32 == DYNAMIC {
                addr = addr.next_multiple_of(PAGE) + off % PAGE;
            } else {
                addr = addr.next_multiple_of(x.align.max(1));
            }
            x.addr = addr;
            addr += x.data.len() as u64;
        }
        x.offset = off;
        off += x.data.len() as u64;
    }
    let shoff = off.next_multiple_of(8);

    // Descriptors, symbols, the dynamic table.
    let (text_addr, rodata_addr) = (s[TEXT as usize].addr, s[RODATA as usize].addr);
    for (i, k) in kernels.iter().enumerate() {
        let kd_addr = rodata_addr + 64 * i as u64;
        let entry = (text_addr + starts[i]) as i64 - kd_addr as i64;
        let d = descriptor(gfx, k.info, k.usage, entry);
        s[RODATA as usize].data[64 * i..64 * i + 64].copy_from_slice(&d);
    }
    let mut syms = vec![0u8; 24];
    for (i, k) in kernels.iter().enumerate() {
        let (name, kd) = names[i];
        // STB_GLOBAL STT_FUNC, STV_PROTECTED; STB_GLOBAL STT_OBJECT, STV_DEFAULT.
        sym(&mut syms, name, 0x12, 3, TEXT as u16, text_addr + starts[i], k.code.len() as u64);
        sym(&mut syms, kd, 0x11, 0, RODATA as u16, rodata_addr + 64 * i as u64, 64);
    }
    s[DYNSYM as usize].data = syms.clone();
    s[SYMTAB as usize].data = syms;
    let dynamic: [(u64, u64); 6] = [
        (6, s[DYNSYM as usize].addr),               // DT_SYMTAB
        (11, 24),                                   // DT_SYMENT
        (5, s[DYNSTR as usize].addr),               // DT_STRTAB
        (10, s[DYNSTR as usize].data.len() as u64), // DT_STRSZ
        (4, s[HASH as usize].addr),                 // DT_HASH
        (0, 0),                                     // DT_NULL
    ];
    let dyn_data = &mut s[DYNAMIC as usize].data;
    for (i, (tag, val)) in dynamic.iter().enumerate() {
        dyn_data[16 * i..16 * i + 8].copy_from_slice(&tag.to_le_bytes());
        dyn_data[16 * i + 8..16 * i + 16].copy_from_slice(&val.to_le_bytes());
    }

    let mut out = Vec::with_capacity(shoff as usize + 64 * s.len());
    // ELF header.
    out.extend_from_slice(&[0x7f, b'E', b'L', b'F', 2, 1, 1, 64, 3, 0, 0, 0, 0, 0, 0, 0]);
    out.extend_from_slice(&3u16.to_le_bytes()); // ET_DYN
    out.extend_from_slice(&224u16.to_le_bytes()); // EM_AMDGPU
    out.extend_from_slice(&1u32.to_le_bytes());
    out.extend_from_slice(&0u64.to_le_bytes()); // entry
    out.extend_from_slice(&64u64.to_le_bytes()); // phoff
    out.extend_from_slice(&shoff.to_le_bytes());
    out.extend_from_slice(&e_flags(gfx).to_le_bytes());
    for v in [64u16, 56, PHNUM as u16, 64, s.len() as u16, SHSTRTAB as u16] {
        out.extend_from_slice(&v.to_le_bytes());
    }
    // Program headers: (type, flags, offset, addr, file size, memory size, align).
    let span = |i: u32| {
        let x = &s[i as usize];
        (x.offset, x.addr, x.data.len() as u64)
    };
    let (r_off, _, r_len) = span(RODATA);
    let r_end_off = r_off + r_len;
    let (text, dynm, note) = (span(TEXT), span(DYNAMIC), span(NOTE));
    let phdrs: [(u32, u32, u64, u64, u64, u64); PHNUM as usize] = [
        (6, 4, 64, 64, 56 * PHNUM, 8),        // PT_PHDR, R
        (1, 4, 0, 0, r_end_off, PAGE),        // PT_LOAD, R
        (1, 5, text.0, text.1, text.2, PAGE), // PT_LOAD, R X
        (1, 6, dynm.0, dynm.1, dynm.2, PAGE), // PT_LOAD, R W
        (2, 6, dynm.0, dynm.1, dynm.2, 8),    // PT_DYNAMIC
        (4, 4, note.0, note.1, note.2, 4),    // PT_NOTE
    ];
    for (kind, flags, offset, vaddr, size, align) in phdrs {
        out.extend_from_slice(&kind.to_le_bytes());
        out.extend_from_slice(&flags.to_le_bytes());
        for v in [offset, vaddr, vaddr, size, size, align] {
            out.extend_from_slice(&v.to_le_bytes());
        }
    }
    for x in &s[1..] {
        out.resize(x.offset as usize, 0);
        out.extend_from_slice(&x.data);
    }
    out.resize(shoff as usize, 0);
    for (i, x) in s.iter().enumerate() {
        out.extend_from_slice(&name_at[i].to_le_bytes());
        out.extend_from_slice(&x.kind.to_le_bytes());
        for v in [x.flags, x.addr, x.offset, x.data.len() as u64] {
            out.extend_from_slice(&v.to_le_bytes());
        }
        out.extend_from_slice(&x.link.to_le_bytes());
        out.extend_from_slice(&x.info.to_le_bytes());
        out.extend_from_slice(&x.align.to_le_bytes());
        out.extend_from_slice(&x.entsize.to_le_bytes());
    }
    out
}

/// Appends an `Elf64_Sym`.
fn sym(out: &mut Vec<u8>, name: u32, info: u8, other: u8, shndx: u16, value: u64, size: u64) {
    out.extend_from_slice(&name.to_le_bytes());
    out.extend_from_slice(&[info, other]);
    out.extend_from_slice(&shndx.to_le_bytes());
    out.extend_from_slice(&value.to_le_bytes());
    out.extend_from_slice(&size.to_le_bytes());
}

/// The SysV ELF hash of a symbol name.
fn elf_hash(name: &[u8]) -> u32 {
    let mut h: u32 = 0;
    for &c in name {
        h = (h << 4).wrapping_add(c as u32);
        let g = h & 0xf000_0000;
        if g != 0 {
            h ^= g >> 24;
        }
        h &= !g;
    }
    h
}

/// `.hash` over the symbols (index 0 the null one, then each kernel and its descriptor): one
/// bucket per symbol, chains in index order.
fn hash_table(strtab: &[u8], names: &[(u32, u32)]) -> Vec<u8> {
    let nsyms = 1 + 2 * names.len();
    let nbucket = nsyms;
    let mut buckets = vec![0u32; nbucket];
    let mut chains = vec![0u32; nsyms];
    let name = |at: u32| {
        let s = &strtab[at as usize..];
        &s[..s.iter().position(|&b| b == 0).unwrap_or(s.len())]
    };
    for (i, &(f, kd)) in names.iter().enumerate() {
        for (j, at) in [(1 + 2 * i, f), (2 + 2 * i, kd)] {
            let b = elf_hash(name(at)) as usize % nbucket;
            // Append symbol j at the end of bucket b's chain.
            if buckets[b] == 0 {
                buckets[b] = j as u32;
            } else {
                let mut k = buckets[b] as usize;
                while chains[k] != 0 {
                    k = chains[k] as usize;
                }
                chains[k] = j as u32;
            }
        }
    }
    let mut out = Vec::with_capacity(4 * (2 + nbucket + nsyms));
    for v in [nbucket as u32, nsyms as u32].into_iter().chain(buckets).chain(chains) {
        out.extend_from_slice(&v.to_le_bytes());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two kernels: each has its symbols, descriptor and 256-byte aligned code, the hash table
    /// finds every symbol, and each descriptor's entry offset leads to its kernel's code.
    #[test]
    fn two_kernels_in_one_object() {
        let info = |name: &str| KernelInfo {
            name: name.into(),
            threads: 64,
            lds_bytes: 0,
            args: vec![(0, 8, true)],
            hidden_offset: 8,
        };
        let (a, b) = (info("first"), info("second"));
        let usage = Usage { sgprs: 10, vgprs: 4, ..Usage::default() };
        let code = [0x00u8, 0x00, 0x81, 0xbf]; // s_endpgm
        let obj =
            write(Gfx::Gfx942, &[Kernel { info: &a, usage, code: &code }, Kernel { info: &b, usage, code: &code }]);
        let u16_at = |o: usize| u16::from_le_bytes([obj[o], obj[o + 1]]) as usize;
        let u32_at = |o: usize| u32::from_le_bytes(obj[o..o + 4].try_into().unwrap()) as usize;
        let u64_at = |o: usize| u64::from_le_bytes(obj[o..o + 8].try_into().unwrap());
        let (shoff, shnum) = (u64_at(0x28) as usize, u16_at(0x3c));
        let sec = |i: u32| {
            let h = shoff + 64 * i as usize;
            (u64_at(h + 0x10), u64_at(h + 0x18) as usize, u64_at(h + 0x20) as usize)
        };
        assert_eq!(shnum, 11);
        let (_, dynsym, dynsym_len) = sec(DYNSYM);
        assert_eq!(dynsym_len, 5 * 24);
        let (_, hash, _) = sec(HASH);
        let (nbucket, nchain) = (u32_at(hash), u32_at(hash + 4));
        assert_eq!(nchain, 5);
        let (_, dynstr, _) = sec(DYNSTR);
        let (text_addr, _, _) = sec(TEXT);
        let (ro_addr, ro, _) = sec(RODATA);
        for (k, name) in ["first", "second"].iter().enumerate() {
            for (j, want) in [name.to_string(), format!("{name}.kd")].iter().enumerate() {
                // Walk the hash chain of the name to its symbol.
                let mut i = u32_at(hash + 8 + 4 * (elf_hash(want.as_bytes()) as usize % nbucket));
                loop {
                    assert_ne!(i, 0, "{want} not in .hash");
                    let st = dynsym + 24 * i;
                    let at = dynstr + u32_at(st);
                    let end = at + obj[at..].iter().position(|&c| c == 0).unwrap();
                    if &obj[at..end] == want.as_bytes() {
                        assert_eq!(i, 1 + 2 * k + j);
                        break;
                    }
                    i = u32_at(hash + 8 + 4 * nbucket + 4 * i);
                }
            }
            let kd = ro + 64 * k;
            let entry = i64::from_le_bytes(obj[kd + 16..kd + 24].try_into().unwrap());
            let code_at = (ro_addr as i64 + 64 * k as i64 + entry) as u64;
            assert_eq!(code_at, text_addr + 256 * k as u64);
        }
    }

    #[test]
    fn the_elf_hash_of_known_names() {
        assert_eq!(elf_hash(b""), 0);
        assert_eq!(elf_hash(b"printf"), 0x077905a6);
    }
}
