//! `wgmma.mma_async` on the simulator, end to end: hand-built PTX `VCode`s fill shared memory
//! with A and B in one of the descriptor layouts (st.shared from an image the host lays out),
//! build the descriptors with ordinary 64-bit ops, run the wgmma and store D to global memory;
//! the results are checked against an f64 product of small integers (exact), and every fence,
//! wait and barrier the program leaves out is an error naming the instruction and thread.
//!
//! The host's layouts here are written from the hardware's description (8-row atoms of S-byte
//! rows, 16-byte chunks permuted by the row within the atom), not from the simulator's
//! formulas, so the two check each other.

use half::{bf16, f16};
use smallvec::smallvec;
use tessera_ir::interp::{Arg, Buffer};
use tessera_ir::DType;
use tessera_isel::ptx::{Class, Inst, Operand, Space};
use tessera_isel::vcode::{Block, Term, VCode, VReg};
use tessera_sim::lockstep::{run, Launch, SimError, SimErrorKind};
use tessera_sim::SimOptions;

/// The element type of A and B.
#[derive(Copy, Clone, PartialEq)]
enum Elem {
    F16,
    BF16,
}

impl Elem {
    fn bits(self, x: f64) -> u16 {
        match self {
            Elem::F16 => f16::from_f64(x).to_bits(),
            Elem::BF16 => bf16::from_f64(x).to_bits(),
        }
    }
    fn name(self) -> &'static str {
        match self {
            Elem::F16 => "f16",
            Elem::BF16 => "bf16",
        }
    }
}

/// An operand's layout in shared memory: the swizzle width in bytes (0: none) and the byte
/// offsets a descriptor names.
#[derive(Copy, Clone, Debug)]
struct Layout {
    swizzle: u64,
    lbo: u64,
    sbo: u64,
}

impl Layout {
    /// The canonical layout of a swizzle width: 8-row atoms (8 rows of S bytes) back to back
    /// along the strided dimension (SBO = 8 S); blocks of the contiguous dimension (MN-major
    /// only) are `atoms_per_block` atoms apart (LBO).
    fn swizzled(s: u64, atoms_per_block: u64) -> Layout {
        Layout { swizzle: s, lbo: 8 * s * atoms_per_block, sbo: 8 * s }
    }
    /// Core matrices of 8 rows of 16 bytes: K blocks `lbo` apart, 8-row blocks `sbo` apart.
    fn interleaved(lbo: u64, sbo: u64) -> Layout {
        Layout { swizzle: 0, lbo, sbo }
    }
    /// The descriptor's mode bits.
    fn mode(self) -> u64 {
        match self.swizzle {
            0 => 0,
            128 => 1,
            64 => 2,
            32 => 3,
            s => panic!("swizzle {s}"),
        }
    }
    /// The descriptor without its start address.
    fn descriptor_fields(self) -> u64 {
        (self.lbo >> 4) << 16 | (self.sbo >> 4) << 32 | self.mode() << 62
    }

    /// Byte offset (from a 1024-aligned start) of the element at `row` of the strided
    /// dimension and byte `byte` of the contiguous one, within a swizzle atom region: the row's
    /// 16-byte chunk index is XORed with the row's position in the pattern.
    fn swizzled_place(self, atom: u64, row: u64, byte: u64) -> u64 {
        let s = self.swizzle;
        let r = row % 8;
        // Rows of S bytes: the pattern repeats every 1024 bytes, i.e. every 1024 / S rows... it
        // is indexed by the row's address bits 7 and up.
        let pattern = (r * s / 128) % (s / 16);
        atom + r * s + ((byte / 16) ^ pattern) * 16 + byte % 16
    }

    /// K-major (A's (m, k); B's (n, k) without trans-b).
    fn k_major(self, mn: u64, k: u64) -> u64 {
        if self.swizzle == 0 {
            (mn / 8) * self.sbo + (mn % 8) * 16 + (k / 8) * self.lbo + 2 * (k % 8)
        } else {
            self.swizzled_place((mn / 8) * self.sbo, mn, 2 * k)
        }
    }

    /// MN-major (B's (k, n) with trans-b): n contiguous.
    fn mn_major(self, k: u64, n: u64) -> u64 {
        if self.swizzle == 0 {
            (n / 8) * self.sbo + 2 * (n % 8) + (k / 8) * self.lbo + (k % 8) * 16
        } else {
            let per_row = self.swizzle / 2;
            self.swizzled_place((n / per_row) * self.lbo + (k / 8) * self.sbo, k, 2 * (n % per_row))
        }
    }
}

/// One test's setup.
#[derive(Clone)]
struct Case {
    n: usize,
    elem: Elem,
    /// A M-major (trans-a) rather than K-major.
    trans_a: bool,
    trans_b: bool,
    a_layout: Layout,
    b_layout: Layout,
    /// Warpgroups per program; warpgroup w reads its own A (at `a_at + w * a_stride`).
    warpgroups: u32,
    /// Chained wgmmas in one group (the later ones accumulate onto the earlier one's D).
    chain: usize,
    /// What the first wgmma adds to A B.
    c_in: CIn,
    /// What to leave out or put in the wrong place.
    fault: Fault,
}

#[derive(Copy, Clone, PartialEq, Debug)]
enum CIn {
    /// C registers with `c_val`, scale-d true.
    Init,
    /// No C registers (D = A B).
    Empty,
    /// C registers, but scale-d false: C is ignored (by every wgmma of the chain).
    Ignored,
}

#[derive(Copy, Clone, PartialEq, Debug)]
enum Fault {
    None,
    NoProxyFence,
    NoBarrier,
    NoWgmmaFence,
    CWrittenAfterFence,
    DWrittenAfterFence,
    ReadDBeforeWait,
    StoreIntoOperandInFlight,
    CopyIntoOperandInFlight,
    EndInFlight,
    EndUncommitted,
    NotUniformDescriptor,
}

const A_AT: u64 = 0;
const A_STRIDE: u64 = 8192;
const B_AT: u64 = 16384;
const SHARED: u32 = 40960;

/// Small integers, exact in f16 and bf16 and in every sum.
fn a_val(wg: usize, m: usize, k: usize) -> f64 {
    ((m * 3 + k * 5 + wg * 7) % 7) as f64 - 3.0
}
fn b_val(k: usize, n: usize) -> f64 {
    ((k * 7 + n * 3) % 5) as f64 - 2.0
}
fn c_val(i: usize) -> f32 {
    (i % 9) as f32 * 0.5 - 2.0
}

/// The fragment the PTX ISA gives: (row, col) of register `i` of thread `t` of a warpgroup.
fn fragment(t: usize, i: usize) -> (usize, usize) {
    let (w, l) = (t / 32 % 4, t % 32);
    (16 * w + l / 4 + 8 * (i / 2 % 2), 8 * (i / 4) + 2 * (l % 4) + i % 2)
}

/// (shared offset, bits) of every element of every operand.
fn image(c: &Case) -> Vec<(u64, u16)> {
    let mut out = Vec::new();
    for wg in 0..c.warpgroups as usize {
        for m in 0..64 {
            for k in 0..16 {
                let off = if c.trans_a {
                    c.a_layout.mn_major(k as u64, m as u64)
                } else {
                    c.a_layout.k_major(m as u64, k as u64)
                };
                let at = A_AT + wg as u64 * A_STRIDE + off;
                out.push((at, c.elem.bits(a_val(wg, m, k))));
            }
        }
    }
    for k in 0..16 {
        for n in 0..c.n {
            let off = if c.trans_b {
                c.b_layout.mn_major(k as u64, n as u64)
            } else {
                c.b_layout.k_major(n as u64, k as u64)
            };
            out.push((B_AT + off, c.elem.bits(b_val(k, n))));
        }
    }
    let mut seen = std::collections::HashSet::new();
    assert!(out.iter().all(|&(o, _)| o + 2 <= SHARED as u64 && seen.insert(o)), "the layouts overlap or overflow");
    out
}

struct Builder {
    v: VCode<Inst>,
    block: Block,
}

impl Builder {
    fn reg(&mut self, c: Class) -> VReg {
        self.v.new_vreg(c)
    }
    fn push(&mut self, i: Inst) {
        let b = self.block;
        self.v.blocks[b].insts.push(i);
    }
    fn op(&mut self, op: &'static str, ty: &'static str, class: Class, srcs: &[Operand]) -> VReg {
        let d = self.reg(class);
        self.push(Inst::Op { op, ty, dsts: smallvec![d], srcs: srcs.into(), guard: None });
        d
    }
    fn param(&mut self, i: u32) -> VReg {
        let d = self.reg(Class::B64);
        self.push(Inst::Ld {
            space: Space::Param,
            ty: "u64",
            dsts: smallvec![d],
            addr: Operand::Named("param", i),
            offset: 0,
            guard: None,
        });
        d
    }
    fn st(&mut self, space: Space, ty: &'static str, addr: VReg, offset: i64, v: VReg) {
        self.push(Inst::St {
            space,
            ty,
            srcs: smallvec![Operand::Reg(v)],
            addr: Operand::Reg(addr),
            offset,
            guard: None,
        });
    }
    /// `smem + at`'s descriptor with the layout's fields, built with 64-bit ops; `extra` (a
    /// 64-bit register) is added to the address first.
    fn descriptor(&mut self, smem: VReg, at: u64, extra: Option<VReg>, l: Layout) -> VReg {
        let mut addr = self.op("add", "u64", Class::B64, &[Operand::Reg(smem), Operand::Imm(at as i64)]);
        if let Some(x) = extra {
            addr = self.op("add", "u64", Class::B64, &[Operand::Reg(addr), Operand::Reg(x)]);
        }
        let low = self.op("and", "b64", Class::B64, &[Operand::Reg(addr), Operand::Imm(0x3ffff)]);
        let field = self.op("shr", "u64", Class::B64, &[Operand::Reg(low), Operand::Imm(4)]);
        self.op("or", "b64", Class::B64, &[Operand::Reg(field), Operand::Imm(l.descriptor_fields() as i64)])
    }
}

/// Parameters: 0 the image (u32: bits << 16 | offset), 1 the output (f32, per thread its N/2
/// registers in order), 2 a source for cp.async.
fn program(c: &Case) -> VCode<Inst> {
    let threads = 128 * c.warpgroups;
    let v = VCode::<Inst>::new();
    let block = v.entry;
    let mut b = Builder { v, block };
    let (img, out, src) = (b.param(0), b.param(1), b.param(2));
    let tid = b.op("mov", "u32", Class::B32, &[Operand::Sym("%tid.x")]);
    let smem = b.op("mov", "u64", Class::B64, &[Operand::Sym("smem")]);
    let at = b.op("mad.wide", "u32", Class::B64, &[Operand::Reg(tid), Operand::Imm(4), Operand::Reg(img)]);
    let entries = image(c).len();
    assert_eq!(entries % threads as usize, 0);
    for j in 0..entries / threads as usize {
        let x = b.reg(Class::B32);
        b.push(Inst::Ld {
            space: Space::Global,
            ty: "b32",
            dsts: smallvec![x],
            addr: Operand::Reg(at),
            offset: 4 * threads as i64 * j as i64,
            guard: None,
        });
        let off = b.op("and", "b32", Class::B32, &[Operand::Reg(x), Operand::Imm(0xffff)]);
        let bits = b.op("shr", "u32", Class::B32, &[Operand::Reg(x), Operand::Imm(16)]);
        let off = b.op("cvt.u64", "u32", Class::B64, &[Operand::Reg(off)]);
        let sa = b.op("add", "u64", Class::B64, &[Operand::Reg(smem), Operand::Reg(off)]);
        b.st(Space::Shared, "b16", sa, 0, bits);
    }
    if c.fault != Fault::NoProxyFence {
        b.push(Inst::FenceProxyAsync);
    }
    if c.fault != Fault::NoBarrier {
        b.push(Inst::Bar);
    }
    // Warpgroup w's A is A_STRIDE * w further on.
    let wg = b.op("shr", "u32", Class::B32, &[Operand::Reg(tid), Operand::Imm(7)]);
    let wg_off = b.op("mul.lo", "u32", Class::B32, &[Operand::Reg(wg), Operand::Imm(A_STRIDE as i64)]);
    let mut wg_off = b.op("cvt.u64", "u32", Class::B64, &[Operand::Reg(wg_off)]);
    if c.fault == Fault::NotUniformDescriptor {
        // Thread 5 of each warpgroup names an A 16 bytes further on.
        let five = b.op("setp.eq", "u32", Class::Pred, &[Operand::Reg(tid), Operand::Imm(5)]);
        let extra = b.op("selp", "b64", Class::B64, &[Operand::Imm(16), Operand::Imm(0), Operand::Reg(five)]);
        wg_off = b.op("add", "u64", Class::B64, &[Operand::Reg(wg_off), Operand::Reg(extra)]);
    }
    let adesc = b.descriptor(smem, A_AT, Some(wg_off), c.a_layout);
    let bdesc = b.descriptor(smem, B_AT, None, c.b_layout);
    let half = c.n / 2;
    let init_c = |b: &mut Builder| -> Vec<VReg> {
        (0..half).map(|i| b.op("mov", "b32", Class::B32, &[Operand::F32(c_val(i).to_bits())])).collect()
    };
    let mut acc = match (c.fault, c.c_in) {
        (Fault::CWrittenAfterFence, _) | (_, CIn::Empty) => Vec::new(),
        _ => init_c(&mut b),
    };
    let scale = b.op("mov", "pred", Class::Pred, &[Operand::Imm((c.c_in != CIn::Ignored) as i64)]);
    if c.fault != Fault::NoWgmmaFence {
        b.push(Inst::WgmmaFence);
    }
    if c.fault == Fault::CWrittenAfterFence {
        acc = init_c(&mut b);
    }
    let op: &'static str = Box::leak(
        format!("wgmma.mma_async.sync.aligned.m64n{}k16.f32.{t}.{t}", c.n, t = c.elem.name()).into_boxed_str(),
    );
    for _ in 0..c.chain {
        let d: Vec<VReg> = (0..half).map(|_| b.reg(Class::B32)).collect();
        if c.fault == Fault::DWrittenAfterFence {
            b.push(Inst::Op {
                op: "mov",
                ty: "b32",
                dsts: smallvec![d[1]],
                srcs: smallvec![Operand::Imm(0)],
                guard: None,
            });
        }
        b.push(Inst::Wgmma {
            op,
            d: d.clone(),
            c: acc,
            a: tessera_isel::ptx::WgmmaA::Desc(adesc),
            b: bdesc,
            scale,
            trans_a: c.trans_a,
            trans_b: c.trans_b,
        });
        acc = d;
    }
    if c.fault != Fault::EndUncommitted {
        b.push(Inst::WgmmaCommit);
    }
    match c.fault {
        Fault::StoreIntoOperandInFlight => {
            // After a barrier (no race), thread 0 rewrites B's first element.
            b.push(Inst::Bar);
            let at = b.op("add", "u64", Class::B64, &[Operand::Reg(smem), Operand::Imm(B_AT as i64)]);
            b.st(Space::Shared, "b16", at, 0, tid);
        }
        Fault::CopyIntoOperandInFlight => {
            b.push(Inst::Bar);
            let at = b.op("add", "u64", Class::B64, &[Operand::Reg(smem), Operand::Imm(A_AT as i64)]);
            b.push(Inst::CpAsync { dst: at, offset: 0, src, bytes: 16, src_size: None, guard: None });
        }
        _ => {}
    }
    let store_d = |b: &mut Builder| {
        let oa =
            b.op("mad.wide", "u32", Class::B64, &[Operand::Reg(tid), Operand::Imm(4 * half as i64), Operand::Reg(out)]);
        for (i, &r) in acc.iter().enumerate() {
            b.st(Space::Global, "b32", oa, 4 * i as i64, r);
        }
    };
    match c.fault {
        Fault::EndInFlight | Fault::EndUncommitted => {}
        Fault::ReadDBeforeWait => store_d(&mut b),
        _ => {
            b.push(Inst::WgmmaWait(0));
            store_d(&mut b);
        }
    }
    b.v
}

fn launch(c: &Case) -> Launch {
    Launch {
        grid: [1, 1, 1],
        threads: 128 * c.warpgroups,
        warp_size: 32,
        shared_bytes: SHARED,
        tensor_maps: Vec::new(),
    }
}

fn args(c: &Case) -> Vec<Arg> {
    let words: Vec<i32> = image(c).iter().map(|&(o, bits)| ((bits as u32) << 16 | o as u32) as i32).collect();
    let outs = 128 * c.warpgroups as usize * c.n / 2;
    vec![
        Arg::Buffer(Buffer::from_i32(&words)),
        Arg::Buffer(Buffer::zeros(DType::F32, outs)),
        Arg::Buffer(Buffer::zeros(DType::I32, 4)),
    ]
}

/// Runs `c` and checks D against the f64 product.
fn check(c: &Case) {
    let mut a = args(c);
    run(&program(c), &launch(c), &mut a, &[], &SimOptions::default()).unwrap_or_else(|e| panic!("{e}"));
    let out = a[1].as_buffer().unwrap().to_f64();
    let half = c.n / 2;
    let mut covered = vec![0u32; 64 * c.n * c.warpgroups as usize];
    for t in 0..128 * c.warpgroups as usize {
        let wg = t / 128;
        for i in 0..half {
            let (row, col) = fragment(t, i);
            covered[(wg * 64 + row) * c.n + col] += 1;
            let dot: f64 = (0..16).map(|k| a_val(wg, row, k) * b_val(k, col)).sum();
            let want = match c.c_in {
                CIn::Init => c_val(i) as f64 + c.chain as f64 * dot,
                CIn::Empty => c.chain as f64 * dot,
                CIn::Ignored => dot,
            };
            assert_eq!(out[t * half + i], want, "thread {t} register {i}: D[{row}][{col}] of warpgroup {wg}");
        }
    }
    assert!(covered.iter().all(|&n| n == 1), "every element of D once");
}

fn case(n: usize, trans_b: bool, a_layout: Layout, b_layout: Layout) -> Case {
    Case {
        n,
        elem: Elem::F16,
        trans_a: false,
        trans_b,
        a_layout,
        b_layout,
        warpgroups: 1,
        chain: 1,
        c_in: CIn::Init,
        fault: Fault::None,
    }
}

/// A (64 rows) and B with every swizzle width, B N-major (`trans_b`) or K-major.
fn swizzled(s: u64, n: usize, trans_b: bool) -> Case {
    // A: 8 atoms of 8 rows along M. B N-major: N / (S / 2) atoms along N, each 2 atoms of K;
    // K-major: N / 8 atoms along N.
    let b = if trans_b { Layout::swizzled(s, 2) } else { Layout::swizzled(s, 0) };
    case(n, trans_b, Layout::swizzled(s, 0), b)
}

#[test]
fn wgmma_multiplies_with_128_byte_swizzles() {
    check(&swizzled(128, 128, true)); // two 64-column blocks of B: LBO is used
    check(&swizzled(128, 128, false));
}

#[test]
fn wgmma_reads_an_m_major_a_with_trans_a() {
    // A stored as its transpose (K rows of M contiguous), as attention's backward keeps P for
    // P^T dO: 128-byte (one block of 64 rows), 64- and 32-byte swizzles (two and four blocks:
    // LBO is used), with B either way.
    for (s, trans_b) in [(128, true), (128, false), (64, true), (32, false)] {
        let b = if trans_b { Layout::swizzled(s, 2) } else { Layout::swizzled(s, 0) };
        check(&Case { trans_a: true, ..case(64, trans_b, Layout::swizzled(s, 2), b) });
    }
}

#[test]
fn wgmma_multiplies_with_64_and_32_byte_swizzles() {
    check(&swizzled(64, 128, true));
    check(&swizzled(64, 64, false));
    check(&swizzled(32, 128, true));
    check(&swizzled(32, 32, false));
}

#[test]
fn wgmma_multiplies_without_a_swizzle() {
    check(&case(64, true, Layout::interleaved(128, 256), Layout::interleaved(128, 256)));
    check(&case(16, false, Layout::interleaved(128, 256), Layout::interleaved(128, 256)));
}

#[test]
fn wgmma_shapes_types_warpgroups_and_chains() {
    for n in [8, 24, 256] {
        check(&swizzled(128, n, true));
    }
    check(&Case { elem: Elem::BF16, ..swizzled(64, 128, true) });
    check(&Case { warpgroups: 2, ..swizzled(128, 64, true) });
    // Three wgmmas in one group, each accumulating onto the D in flight of the one before.
    check(&Case { chain: 3, ..swizzled(32, 64, false) });
    // D = A B: no C registers, or C ignored by scale-d false.
    check(&Case { c_in: CIn::Empty, chain: 2, ..swizzled(128, 64, true) });
    check(&Case { c_in: CIn::Ignored, chain: 2, ..swizzled(128, 64, true) });
}

/// Runs `c` with fault `f`: the error.
fn fails(c: &Case, f: Fault) -> SimError {
    let c = Case { fault: f, ..c.clone() };
    let mut a = args(&c);
    let e = run(&program(&c), &launch(&c), &mut a, &[], &SimOptions::default()).unwrap_err();
    eprintln!("{f:?}: {e}");
    e
}

#[test]
fn missing_waits_and_fences_are_errors() {
    let c = swizzled(128, 64, true);
    let e = fails(&c, Fault::ReadDBeforeWait);
    assert_eq!((e.kind, e.thread), (SimErrorKind::AsyncMma, Some(0)), "{e}");
    assert!(e.op.starts_with("st.global") && e.message.contains("in flight (a missing wgmma.wait_group)"), "{e}");

    let e = fails(&c, Fault::NoWgmmaFence);
    assert_eq!(e.kind, SimErrorKind::AsyncMma, "{e}");
    assert!(e.op.starts_with("wgmma.mma_async") && e.message.contains("no wgmma.fence before it"), "{e}");

    let e = fails(&c, Fault::CWrittenAfterFence);
    assert_eq!((e.kind, e.thread), (SimErrorKind::AsyncMma, Some(127)), "{e}");
    assert!(e.message.contains("since the last wgmma.fence (a missing wgmma.fence)"), "{e}");

    // D is the accumulator too.
    let e = fails(&c, Fault::DWrittenAfterFence);
    assert_eq!((e.kind, e.thread), (SimErrorKind::AsyncMma, Some(127)), "{e}");
    assert!(e.message.contains("since the last wgmma.fence (a missing wgmma.fence)"), "{e}");

    let e = fails(&c, Fault::NoProxyFence);
    assert_eq!(e.kind, SimErrorKind::AsyncMma, "{e}");
    assert!(e.op.starts_with("wgmma.mma_async") && e.message.contains("no fence.proxy.async"), "{e}");

    let e = fails(&c, Fault::NoBarrier);
    assert_eq!(e.kind, SimErrorKind::Shared, "{e}");
    assert!(e.message.contains("read by the wgmma of thread 0's warpgroup") && e.message.contains("race"), "{e}");

    let e = fails(&c, Fault::StoreIntoOperandInFlight);
    assert_eq!((e.kind, e.thread), (SimErrorKind::AsyncMma, Some(0)), "{e}");
    assert!(e.op == "st.shared.b16" && e.message.contains("while a wgmma still in flight reads it"), "{e}");

    let e = fails(&c, Fault::CopyIntoOperandInFlight);
    assert_eq!((e.kind, e.thread), (SimErrorKind::AsyncMma, Some(0)), "{e}");
    assert!(e.op.starts_with("cp.async") && e.message.contains("copied into asynchronously while a wgmma"), "{e}");

    let e = fails(&c, Fault::EndInFlight);
    assert_eq!((e.kind, e.inst), (SimErrorKind::AsyncMma, None), "{e}");
    assert!(e.message.contains("ended with wgmma groups in flight (1 committed"), "{e}");
    let e = fails(&c, Fault::EndUncommitted);
    assert!(e.message.contains("0 committed groups not waited for, 1 wgmmas not committed"), "{e}");

    let e = fails(&c, Fault::NotUniformDescriptor);
    assert_eq!((e.kind, e.thread), (SimErrorKind::Other, Some(5)), "{e}");
    assert!(e.message.contains("must be the same in the whole warpgroup"), "{e}");
}

#[test]
fn wgmma_shape_and_launch_errors() {
    let c = swizzled(128, 64, true);
    let mut v = program(&c);
    let mut a = args(&c);
    // 64 threads: not a warpgroup.
    let l = Launch { threads: 64, ..launch(&c) };
    let e = run(&v, &l, &mut a, &[], &SimOptions::default()).unwrap_err();
    assert!(e.message.contains("whole warpgroups of 128 threads"), "{e}");
    // A D list of the wrong length; an op the simulator does not know.
    for blk in v.blocks.values_mut() {
        for i in blk.insts.iter_mut() {
            if let Inst::Wgmma { d, op, .. } = i {
                d.pop();
                *op = "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16";
            }
        }
    }
    let e = run(&v, &launch(&c), &mut args(&c), &[], &SimOptions::default()).unwrap_err();
    assert!(e.message.contains("takes 32 D registers and 32 or no C registers, not 31 and 32"), "{e}");
    for blk in v.blocks.values_mut() {
        for i in blk.insts.iter_mut() {
            if let Inst::Wgmma { op, .. } = i {
                *op = "wgmma.mma_async.sync.aligned.m64n64k8.f32.tf32.tf32";
            }
        }
    }
    // tf32 is read K-major only: this B is N-major (trans-b).
    let e = run(&v, &launch(&c), &mut args(&c), &[], &SimOptions::default()).unwrap_err();
    assert!(e.message.contains("takes A and B from shared memory, K-major (no trans-a or trans-b)"), "{e}");
    for blk in v.blocks.values_mut() {
        for i in blk.insts.iter_mut() {
            if let Inst::Wgmma { op, .. } = i {
                *op = "wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3";
            }
        }
    }
    // fp8 too is read K-major only.
    let e = run(&v, &launch(&c), &mut args(&c), &[], &SimOptions::default()).unwrap_err();
    assert!(e.message.contains("takes A and B from shared memory, K-major (no trans-a or trans-b)"), "{e}");
    for blk in v.blocks.values_mut() {
        for i in blk.insts.iter_mut() {
            if let Inst::Wgmma { op, .. } = i {
                *op = "wgmma.mma_async.sync.aligned.m64n64k32.f16.e4m3.e4m3";
            }
        }
    }
    let e = run(&v, &launch(&c), &mut args(&c), &[], &SimOptions::default()).unwrap_err();
    assert!(e.message.contains("m64n64k32.f16.e4m3.e4m3 is not simulated"), "{e}");
}

/// A loop of `trips` wgmmas accumulating through a block parameter, with `wait_group 1` in
/// the loop (the accumulator crosses the back edge in flight) and `wait_group 0` after it
/// unless `final_wait` is false.
fn looped(trips: i64, final_wait: bool) -> Result<Vec<f64>, SimError> {
    let c = swizzled(64, 32, true);
    let mut v = program(&Case { chain: 0, ..c.clone() });
    // Strip the tail after the descriptors and C (commit, wait, stores) and build the loop.
    let e = v.entry;
    let insts = &mut v.blocks[e].insts;
    let keep = insts.iter().position(|i| matches!(i, Inst::WgmmaCommit)).unwrap();
    insts.truncate(keep);
    let find = |v: &VCode<Inst>, pick: &dyn Fn(&Inst) -> Option<VReg>| v.blocks[e].insts.iter().rev().find_map(pick);
    let tid = find(&v, &|i| match i {
        Inst::Op { op: "mov", srcs, dsts, .. } if srcs[0] == Operand::Sym("%tid.x") => Some(dsts[0]),
        _ => None,
    })
    .unwrap();
    let out = find(&v, &|i| match i {
        Inst::Ld { addr: Operand::Named("param", 1), dsts, .. } => Some(dsts[0]),
        _ => None,
    })
    .unwrap();
    let ors: Vec<VReg> = v.blocks[e]
        .insts
        .iter()
        .filter_map(|i| match i {
            Inst::Op { op: "or", dsts, .. } => Some(dsts[0]),
            _ => None,
        })
        .collect();
    let (adesc, bdesc) = (ors[0], ors[1]);
    let inits: Vec<VReg> = v.blocks[e]
        .insts
        .iter()
        .filter_map(|i| match i {
            Inst::Op { op: "mov", ty: "b32", dsts, .. } => Some(dsts[0]),
            _ => None,
        })
        .collect();
    let scale = find(&v, &|i| match i {
        Inst::Op { ty: "pred", dsts, .. } => Some(dsts[0]),
        _ => None,
    })
    .unwrap();
    let half = inits.len();
    let mut classes = vec![Class::B32; half];
    classes.push(Class::B32);
    let body = v.new_block(&classes);
    let exit = v.new_block(&vec![Class::B32; half]);
    let zero = v.new_vreg(Class::B32);
    v.blocks[e].insts.push(Inst::Op {
        op: "mov",
        ty: "b32",
        dsts: smallvec![zero],
        srcs: smallvec![Operand::Imm(0)],
        guard: None,
    });
    let mut first = inits.clone();
    first.push(zero);
    v.blocks[e].term = Term::Jump(body, first);
    let params = v.blocks[body].params.clone();
    let (acc, i) = (params[..half].to_vec(), params[half]);
    let mut b = Builder { v, block: body };
    let d: Vec<VReg> = (0..half).map(|_| b.reg(Class::B32)).collect();
    let op = "wgmma.mma_async.sync.aligned.m64n32k16.f32.f16.f16";
    b.push(Inst::Wgmma {
        op,
        d: d.clone(),
        c: acc,
        a: tessera_isel::ptx::WgmmaA::Desc(adesc),
        b: bdesc,
        scale,
        trans_a: false,
        trans_b: true,
    });
    b.push(Inst::WgmmaCommit);
    b.push(Inst::WgmmaWait(1));
    let next = b.op("add", "s32", Class::B32, &[Operand::Reg(i), Operand::Imm(1)]);
    let more = b.op("setp.lt", "s32", Class::Pred, &[Operand::Reg(next), Operand::Imm(trips)]);
    let mut again = d.clone();
    again.push(next);
    b.v.blocks[body].term = Term::Branch { cond: more, then: (body, again), otherwise: (exit, d) };
    b.block = exit;
    let result = b.v.blocks[exit].params.clone();
    if final_wait {
        b.push(Inst::WgmmaWait(0));
    }
    let oa =
        b.op("mad.wide", "u32", Class::B64, &[Operand::Reg(tid), Operand::Imm(4 * half as i64), Operand::Reg(out)]);
    for (k, &r) in result.iter().enumerate() {
        b.st(Space::Global, "b32", oa, 4 * k as i64, r);
    }
    let mut a = args(&c);
    run(&b.v, &launch(&c), &mut a, &[], &SimOptions::default())?;
    Ok(a[1].as_buffer().unwrap().to_f64())
}

#[test]
fn accumulators_cross_a_loop_back_edge_in_flight() {
    let out = looped(3, true).unwrap_or_else(|e| panic!("{e}"));
    for t in 0..128 {
        for i in 0..16 {
            let (row, col) = fragment(t, i);
            let dot: f64 = (0..16).map(|k| a_val(0, row, k) * b_val(k, col)).sum();
            assert_eq!(out[t * 16 + i], c_val(i) as f64 + 3.0 * dot, "thread {t} register {i}");
        }
    }
    // Without the last wait the exit block's parameters are still in flight.
    let e = looped(3, false).unwrap_err();
    assert_eq!((e.kind, e.thread), (SimErrorKind::AsyncMma, Some(0)), "{e}");
    assert!(e.op.starts_with("st.global") && e.message.contains("still in flight"), "{e}");
}
