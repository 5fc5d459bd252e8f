//! The copy engine (`cp.async.bulk.tensor`) and mbarriers on the simulator, end to end:
//! hand-built PTX `VCode`s where one thread initialises a barrier, announces the bytes and
//! issues 2-D box copies from a tensor map, every thread waits on the barrier's phase and reads
//! the swizzled tile back with `ld.shared` (or a wgmma takes it as operands); every fence,
//! barrier and wait the program leaves out is an error naming the instruction and thread.
//!
//! Where an element lands is written here from the layout's description (rows of 128 bytes,
//! the 16-byte chunk index XORed with the row's index within its group of 8 rows, for a tile
//! aligned to 1024 bytes), not from the simulator's address formula, so the two check each
//! other.

use smallvec::smallvec;
use tessera_ir::interp::{Arg, Buffer};
use tessera_ir::{Const, DType};
use tessera_isel::ptx::{Class, Extent, Inst, Operand, RowLen, Space, TensorMap};
use tessera_isel::vcode::{Block, VCode, VReg};
use tessera_sim::lockstep::{run, Launch, SimError, SimErrorKind};
use tessera_sim::SimOptions;

struct Builder {
    v: VCode<Inst>,
    block: Block,
}

impl Builder {
    fn new() -> Builder {
        let v = VCode::<Inst>::new();
        let block = v.entry;
        Builder { v, block }
    }
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
    fn imm(&mut self, v: i64) -> VReg {
        self.op("mov", "b32", Class::B32, &[Operand::Imm(v)])
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
    fn ld(&mut self, space: Space, ty: &'static str, class: Class, addr: VReg, offset: i64) -> VReg {
        let d = self.reg(class);
        self.push(Inst::Ld { space, ty, dsts: smallvec![d], addr: Operand::Reg(addr), offset, guard: None });
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
    fn smem_plus(&mut self, smem: VReg, at: u64) -> VReg {
        self.op("add", "u64", Class::B64, &[Operand::Reg(smem), Operand::Imm(at as i64)])
    }
    #[allow(clippy::too_many_arguments)]
    fn copy(&mut self, dst: VReg, map: u32, x: i64, y: i64, z: Option<i64>, bar: VReg, guard: VReg) {
        let (x, y) = (self.imm(x), self.imm(y));
        let z = z.map(|z| self.imm(z));
        self.push(Inst::CpAsyncBulkTensor { dst, map, x, y, z, bar, guard: Some((guard, false)) });
    }
}

// ---- A tile of a 2-D f16 tensor, read back with ld.shared -------------------------------------

const ROWS: u64 = 64;
const COLS: u64 = 96;
const THREADS: u32 = 128;
/// Two tiles of 16 rows of 128 bytes; the barrier at 0.
const TILES: [u64; 2] = [1024, 3072];
const BOX: [u32; 2] = [64, 16];
const SHARED: u32 = 5120;
/// Box origins (x, y) of each phase's two copies: inside; over the right edge; over the left
/// and bottom edges; over the top edge.
const ORIGINS: [[(i64, i64); 2]; 2] = [[(0, 8), (64, 40)], [(-8, 56), (40, -4)]];
/// With planes of 24 rows (the tensor's 64 rows make 3, the last of 16): box origins (x, y,
/// plane): inside plane 1; over plane 0's last row and the right edge; over the left edge of
/// plane 2 (its rows in the buffer); plane 3, which does not exist.
const PLANE_ROWS: u64 = 24;
const PLANE_ORIGINS: [[(i64, i64, i64); 2]; 2] = [[(0, 8, 1), (64, 16, 0)], [(-8, 0, 2), (40, 0, 3)]];

/// Distinct nonzero bits for every tensor element (finite f16 values).
fn tensor_bits(r: u64, c: u64) -> u16 {
    (0x1000 + r * COLS + c) as u16
}

/// Element (r, c) of a box's shared offset within a 1024-aligned tile of 128-byte rows.
fn swizzled_offset(r: u64, c: u64) -> u64 {
    let byte = 2 * c;
    r * 128 + ((byte / 16) ^ (r % 8)) * 16 + byte % 16
}

/// Element `e` of the 2048 one phase copies: (tile, box row, box column).
fn element(e: u64) -> (usize, u64, u64) {
    let (b, i) = ((e / 1024) as usize, e % 1024);
    (b, i / 64, i % 64)
}

#[derive(Copy, Clone, PartialEq, Debug)]
enum Fault {
    None,
    /// The copies before the expect_tx arrival (valid: the count goes below zero for a while).
    CopiesFirst,
    WaitBeforeArrive,
    NoWait,
    NoSecondWait,
    NoFence,
    NoFenceCopiesFirst,
    NoBar,
    NoBarBeforeReuse,
    BoxRow48,
    MisalignedDst,
    StoreToBarrier,
    ExtraArrive,
    ReinitInProgress,
    NoSuchMap,
}

fn maps(f: Fault, planes: bool) -> Vec<TensorMap> {
    let box_dims = if f == Fault::BoxRow48 { [24, 16] } else { BOX };
    let extent = if planes { [Extent::Whole, Extent::Const(PLANE_ROWS as u32)] } else { [Extent::Whole; 2] };
    vec![TensorMap { buffer: 0, row_len: RowLen::Param(1), elem_bytes: 2, box_dims, extent, planes }]
}

/// Parameters: 0 the tensor (f16, ROWS x COLS), 1 its row length (i32), 2 the shared offset of
/// each element thread t reads (i32, element t + 128 j at index t + 128 j), 3 the output
/// (f16 bits, 2 phases x 2048).
fn program(f: Fault) -> VCode<Inst> {
    program_at(f, ORIGINS.map(|p| p.map(|(x, y)| (x, y, None))))
}

/// The program with copies at `origins` (x, y, and the plane for a map with planes).
fn program_at(f: Fault, origins: [[(i64, i64, Option<i64>); 2]; 2]) -> VCode<Inst> {
    let mut b = Builder::new();
    let (tbl, out) = (b.param(2), b.param(3));
    let tid = b.op("mov", "u32", Class::B32, &[Operand::Sym("%tid.x")]);
    let smem = b.op("mov", "u64", Class::B64, &[Operand::Sym("smem")]);
    let leader = b.op("setp.eq", "u32", Class::Pred, &[Operand::Reg(tid), Operand::Imm(0)]);
    let one = Some((leader, false));
    let bar = smem;
    b.push(Inst::MbarrierInit { addr: bar, count: 1, guard: one });
    if !matches!(f, Fault::NoFence | Fault::NoFenceCopiesFirst) {
        b.push(Inst::FenceMbarrierInit);
    }
    if f != Fault::NoBar {
        b.push(Inst::Bar);
    }
    if f == Fault::StoreToBarrier {
        b.st(Space::Shared, "b32", bar, 4, tid);
    }
    let bytes = 2 * BOX[0] * BOX[1] * 2;
    let tiles = [b.smem_plus(smem, TILES[0]), b.smem_plus(smem, TILES[1] + 64 * (f == Fault::MisalignedDst) as u64)];
    let map = if f == Fault::NoSuchMap { 5 } else { 0 };
    let parity: Vec<VReg> = (0..2).map(|p| b.imm(p)).collect();
    for phase in 0..2 {
        if phase == 1 && f != Fault::NoBarBeforeReuse {
            // Every thread has read the tiles before they are overwritten.
            b.push(Inst::Bar);
        }
        if f == Fault::WaitBeforeArrive {
            b.push(Inst::MbarrierWait { addr: bar, phase: parity[phase] });
        }
        let copies_first = matches!(f, Fault::CopiesFirst | Fault::NoFenceCopiesFirst);
        let arrive = Inst::MbarrierArriveExpectTx { addr: bar, bytes, guard: one };
        if !copies_first {
            b.push(arrive.clone());
        }
        if f == Fault::ExtraArrive {
            b.push(arrive.clone());
        }
        if f == Fault::ReinitInProgress {
            b.push(Inst::MbarrierInit { addr: bar, count: 1, guard: one });
        }
        for (k, &(x, y, z)) in origins[phase].iter().enumerate() {
            b.copy(tiles[k], map, x, y, z, bar, leader);
        }
        if copies_first {
            b.push(arrive);
        }
        let skip_wait = (phase == 0 && f == Fault::NoWait) || (phase == 1 && f == Fault::NoSecondWait);
        if skip_wait {
            b.push(Inst::Bar);
        } else if f != Fault::WaitBeforeArrive {
            b.push(Inst::MbarrierWait { addr: bar, phase: parity[phase] });
        }
        let at = b.op("mad.wide", "u32", Class::B64, &[Operand::Reg(tid), Operand::Imm(4), Operand::Reg(tbl)]);
        let oa = b.op("mad.wide", "u32", Class::B64, &[Operand::Reg(tid), Operand::Imm(2), Operand::Reg(out)]);
        for j in 0..2048 / THREADS as i64 {
            let off = b.ld(Space::Global, "b32", Class::B32, at, 4 * THREADS as i64 * j);
            let off = b.op("cvt.u64", "u32", Class::B64, &[Operand::Reg(off)]);
            let sa = b.op("add", "u64", Class::B64, &[Operand::Reg(smem), Operand::Reg(off)]);
            let v = b.ld(Space::Shared, "b16", Class::B16, sa, 0);
            b.st(Space::Global, "b16", oa, 2 * (2048 * phase as i64 + THREADS as i64 * j), v);
        }
    }
    b.v
}

fn args() -> Vec<Arg> {
    let data: Vec<u8> =
        (0..ROWS).flat_map(|r| (0..COLS).map(move |c| tensor_bits(r, c))).flat_map(|v| v.to_le_bytes()).collect();
    let table: Vec<i32> = (0..2048)
        .map(|e| {
            let (t, r, c) = element(e);
            (TILES[t] + swizzled_offset(r, c)) as i32
        })
        .collect();
    vec![
        Arg::Buffer(Buffer { dtype: DType::F16, data }),
        Arg::Scalar(Const::i32(COLS as i32)),
        Arg::Buffer(Buffer::from_i32(&table)),
        Arg::Buffer(Buffer::zeros(DType::F16, 2 * 2048)),
    ]
}

fn launch(f: Fault) -> Launch {
    Launch { grid: [2, 1, 1], threads: THREADS, warp_size: 32, shared_bytes: SHARED, tensor_maps: maps(f, false) }
}

fn run_case(f: Fault) -> Result<Vec<u16>, SimError> {
    let mut a = args();
    run(&program(f), &launch(f), &mut a, &[], &SimOptions::default())?;
    let out = a[3].as_buffer().unwrap();
    Ok(out.data.chunks(2).map(|c| u16::from_le_bytes([c[0], c[1]])).collect())
}

fn check(f: Fault) {
    let out = run_case(f).unwrap_or_else(|e| panic!("{f:?}: {e}"));
    let mut zeros = 0;
    for (phase, origins) in ORIGINS.iter().enumerate() {
        for e in 0..2048 {
            let (t, r, c) = element(e);
            let (x, y) = origins[t];
            let (row, col) = (y + r as i64, x + c as i64);
            let inside = (0..ROWS as i64).contains(&row) && (0..COLS as i64).contains(&col);
            let want = if inside { tensor_bits(row as u64, col as u64) } else { 0 };
            zeros += (want == 0) as usize;
            assert_eq!(out[phase * 2048 + e as usize], want, "{f:?}: phase {phase}, tile {t}, box ({r}, {c})");
        }
    }
    // Out of bounds: 32 columns of the second copy; then 8 columns and 8 rows; 4 rows and 8
    // columns.
    assert_eq!(zeros, 16 * 32 + (16 * 8 + 8 * 56) + (4 * 64 + 12 * 8));
}

/// A map with planes: rows past the plane's bound, columns past the row and planes past the
/// count read as zeros; rows inside a plane are the buffer's rows `plane * 24 + row`.
#[test]
fn bulk_copies_of_planes_read_within_their_plane() {
    let origins = PLANE_ORIGINS.map(|p| p.map(|(x, y, z)| (x, y, Some(z))));
    let mut a = args();
    let l = Launch { tensor_maps: maps(Fault::None, true), ..launch(Fault::None) };
    run(&program_at(Fault::None, origins), &l, &mut a, &[], &SimOptions::default()).unwrap();
    let out: Vec<u16> = a[3].as_buffer().unwrap().data.chunks(2).map(|c| u16::from_le_bytes([c[0], c[1]])).collect();
    let mut zeros = 0;
    for (phase, origins) in PLANE_ORIGINS.iter().enumerate() {
        for e in 0..2048 {
            let (t, r, c) = element(e);
            let (x, y, z) = origins[t];
            let (row, col) = (y + r as i64, x + c as i64);
            let inside =
                (0..3).contains(&z) && (0..PLANE_ROWS as i64).contains(&row) && (0..COLS as i64).contains(&col);
            let want = if inside { tensor_bits(z as u64 * PLANE_ROWS + row as u64, col as u64) } else { 0 };
            zeros += (want == 0) as usize;
            assert_eq!(out[phase * 2048 + e as usize], want, "phase {phase}, tile {t}, box ({r}, {c})");
        }
    }
    // Plane 0's rows 24-31 and columns 96-127 of the second copy; 8 columns of the third; all
    // of the fourth.
    assert_eq!(zeros, (8 * 64 + 8 * 32) + 16 * 8 + 1024);
    // A 2-D copy of a map with planes is refused.
    let e = run(&program(Fault::None), &l, &mut args(), &[], &SimOptions::default()).unwrap_err();
    assert!(e.to_string().contains("a 2-d copy of a 3-d map"), "{e}");
}

#[test]
fn bulk_copies_land_swizzled_with_zeros_outside_the_tensor() {
    check(Fault::None);
    check(Fault::CopiesFirst);
}

fn fails(f: Fault) -> SimError {
    let e = run_case(f).unwrap_err();
    eprintln!("{f:?}: {e}");
    e
}

#[test]
fn missing_fences_barriers_and_waits_are_errors() {
    let e = fails(Fault::WaitBeforeArrive);
    assert_eq!((e.kind, e.thread), (SimErrorKind::Tma, Some(0)), "{e}");
    assert!(e.op.starts_with("mbarrier.try_wait") && e.message.contains("never completes (a missing arrival or copy)"));
    assert!(e.message.contains("phase 0 has 1 of 1 arrivals pending and transaction count 0"), "{e}");

    let e = fails(Fault::NoWait);
    assert_eq!((e.kind, e.thread), (SimErrorKind::Tma, Some(0)), "{e}");
    assert!(e.op == "ld.shared.b16" && e.message.contains("which a bulk copy wrote, before waiting on its mbarrier phase (phase 0 of the mbarrier at shared address 0x10000) (a missing mbarrier wait)"), "{e}");

    // Phase 0 was waited for, phase 1 not.
    let e = fails(Fault::NoSecondWait);
    assert_eq!((e.kind, e.thread), (SimErrorKind::Tma, Some(0)), "{e}");
    assert!(e.op == "ld.shared.b16" && e.message.contains("(phase 1 of the mbarrier"), "{e}");

    let e = fails(Fault::NoFence);
    assert_eq!((e.kind, e.thread), (SimErrorKind::Tma, Some(0)), "{e}");
    assert!(e.op.starts_with("mbarrier.arrive") && e.message.contains("(a missing fence.mbarrier_init)"), "{e}");
    let e = fails(Fault::NoFenceCopiesFirst);
    assert_eq!((e.kind, e.thread), (SimErrorKind::Tma, Some(0)), "{e}");
    assert!(e.op.starts_with("cp.async.bulk.tensor") && e.message.contains("(a missing fence.mbarrier_init)"), "{e}");

    // Thread 0 may use its own barrier; thread 1 waits on one no bar.sync published.
    let e = fails(Fault::NoBar);
    assert_eq!((e.kind, e.thread), (SimErrorKind::Tma, Some(1)), "{e}");
    assert!(e.message.contains("initialised by thread 0 with no bar.sync since"), "{e}");

    // Overwriting a tile the other threads read, with no barrier between: a race.
    let e = fails(Fault::NoBarBeforeReuse);
    assert_eq!((e.kind, e.thread), (SimErrorKind::Shared, Some(0)), "{e}");
    assert!(e.message.contains("then written by a bulk copy of thread 0 with no barrier between (a race)"), "{e}");

    let e = fails(Fault::StoreToBarrier);
    assert_eq!((e.kind, e.thread), (SimErrorKind::Tma, Some(0)), "{e}");
    assert!(e.message.contains("writes shared memory byte 4, part of the mbarrier at shared address 0x10000"), "{e}");

    let e = fails(Fault::ExtraArrive);
    assert_eq!((e.kind, e.thread), (SimErrorKind::Tma, Some(0)), "{e}");
    assert!(e.message.contains("whose phase 0 has no arrivals pending (count 1, transaction count 4096)"), "{e}");

    let e = fails(Fault::ReinitInProgress);
    assert_eq!((e.kind, e.thread), (SimErrorKind::Tma, Some(0)), "{e}");
    assert!(e.message.contains("re-initialises an mbarrier whose phase 0 is in progress"), "{e}");
}

#[test]
fn boxes_and_destinations_the_copy_engine_does_not_take_are_errors() {
    let e = fails(Fault::BoxRow48);
    assert_eq!((e.kind, e.thread), (SimErrorKind::Tma, Some(0)), "{e}");
    assert!(e.message.contains("a box row of 48 bytes (24 elements of 2)"), "{e}");

    let e = fails(Fault::MisalignedDst);
    assert_eq!((e.kind, e.thread), (SimErrorKind::Tma, Some(0)), "{e}");
    assert!(e.message.contains("destination 0x10c40 is not aligned to 128 bytes"), "{e}");

    let e = fails(Fault::NoSuchMap);
    assert!(e.message.contains("uses tensor map 5, but the launch has 1 tensor maps"), "{e}");

    // Maps the host could not encode are launch errors.
    let bad = |m: TensorMap| {
        let l = Launch { tensor_maps: vec![m], ..launch(Fault::None) };
        let e = run(&program(Fault::None), &l, &mut args(), &[], &SimOptions::default()).unwrap_err();
        assert_eq!(e.kind, SimErrorKind::Launch, "{e}");
        e.message
    };
    let m = maps(Fault::None, false)[0];
    assert!(bad(TensorMap { buffer: 1, ..m }).contains("parameter 1 is not a buffer"));
    assert!(bad(TensorMap { row_len: RowLen::Param(0), ..m }).contains("not an i32 scalar"));
    assert!(bad(TensorMap { row_len: RowLen::Const(12), ..m }).contains("rows of 24 bytes"));
    assert!(bad(TensorMap { box_dims: [64, 300], ..m }).contains("each side must be 1 to 256"));
}

// ---- TMA into wgmma operands -----------------------------------------------------------------

/// A: 80 rows of 64 (K) elements, the tile is rows 16..80; B: 64 (K) rows of 64 (N).
const A_ROWS: usize = 80;
const A_TILE: u64 = 1024;
const B_TILE: u64 = 9216;

fn a_val(m: usize, k: usize) -> f64 {
    ((m * 3 + k * 5) % 7) as f64 - 3.0
}
fn b_val(k: usize, n: usize) -> f64 {
    ((k * 7 + n * 3) % 5) as f64 - 2.0
}

/// The fragment the PTX ISA gives: (row, col) of register `i` of thread `t` of a warpgroup.
fn fragment(t: usize, i: usize) -> (usize, usize) {
    let (w, l) = (t / 32 % 4, t % 32);
    (16 * w + l / 4 + 8 * (i / 2 % 2), 8 * (i / 4) + 2 * (l % 4) + i % 2)
}

/// A descriptor of `smem + at` with the 128-byte swizzle, SBO 1024 (8 rows of 128 bytes).
fn descriptor(b: &mut Builder, smem: VReg, at: u64) -> VReg {
    let addr = b.smem_plus(smem, at);
    let low = b.op("and", "b64", Class::B64, &[Operand::Reg(addr), Operand::Imm(0x3ffff)]);
    let field = b.op("shr", "u64", Class::B64, &[Operand::Reg(low), Operand::Imm(4)]);
    let fields = (1024u64 >> 4) << 32 | 1 << 62;
    b.op("or", "b64", Class::B64, &[Operand::Reg(field), Operand::Imm(fields as i64)])
}

#[derive(Copy, Clone, PartialEq, Debug)]
enum WgFault {
    None,
    /// The wgmmas read the tiles before the wait.
    WgmmaBeforeWait,
    /// A second copy into A while the wgmmas still read it.
    CopyIntoOperandInFlight,
}

/// Parameters: 0 A (f16), 1 B (f16), 2 B's row length (i32), 3 D (f32, 32 per thread).
fn wgmma_program(f: WgFault) -> VCode<Inst> {
    let mut b = Builder::new();
    let out = b.param(3);
    let tid = b.op("mov", "u32", Class::B32, &[Operand::Sym("%tid.x")]);
    let smem = b.op("mov", "u64", Class::B64, &[Operand::Sym("smem")]);
    let leader = b.op("setp.eq", "u32", Class::Pred, &[Operand::Reg(tid), Operand::Imm(0)]);
    let one = Some((leader, false));
    b.push(Inst::MbarrierInit { addr: smem, count: 1, guard: one });
    b.push(Inst::FenceMbarrierInit);
    b.push(Inst::Bar);
    b.push(Inst::MbarrierArriveExpectTx { addr: smem, bytes: 2 * 8192, guard: one });
    let (at, bt) = (b.smem_plus(smem, A_TILE), b.smem_plus(smem, B_TILE));
    b.copy(at, 0, 0, 16, None, smem, leader);
    b.copy(bt, 1, 0, 0, None, smem, leader);
    let zero = b.imm(0);
    if f != WgFault::WgmmaBeforeWait {
        b.push(Inst::MbarrierWait { addr: smem, phase: zero });
    }
    // K in four steps of 16: A's start moves 32 bytes along its rows, B's 16 rows of 128 bytes.
    let descs: Vec<(VReg, VReg)> = (0..4)
        .map(|j| (descriptor(&mut b, smem, A_TILE + 32 * j), descriptor(&mut b, smem, B_TILE + 2048 * j)))
        .collect();
    let scale = b.op("mov", "pred", Class::Pred, &[Operand::Imm(1)]);
    b.push(Inst::WgmmaFence);
    let mut acc = Vec::new();
    for (ad, bd) in descs {
        let d: Vec<VReg> = (0..32).map(|_| b.reg(Class::B32)).collect();
        let op = "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16";
        b.push(Inst::Wgmma {
            op,
            d: d.clone(),
            c: acc,
            a: tessera_isel::ptx::WgmmaA::Desc(ad),
            b: bd,
            scale,
            trans_a: false,
            trans_b: true,
        });
        acc = d;
    }
    b.push(Inst::WgmmaCommit);
    if f == WgFault::CopyIntoOperandInFlight {
        b.push(Inst::MbarrierArriveExpectTx { addr: smem, bytes: 8192, guard: one });
        b.copy(at, 0, 0, 0, None, smem, leader);
    }
    b.push(Inst::WgmmaWait(0));
    let oa = b.op("mad.wide", "u32", Class::B64, &[Operand::Reg(tid), Operand::Imm(4 * 32), Operand::Reg(out)]);
    for (i, &r) in acc.iter().enumerate() {
        b.st(Space::Global, "b32", oa, 4 * i as i64, r);
    }
    b.v
}

fn run_wgmma(f: WgFault) -> Result<Vec<f64>, SimError> {
    let f16s = |v: Vec<f64>| Buffer::from_f64(DType::F16, &v);
    let a: Vec<f64> = (0..A_ROWS).flat_map(|m| (0..64).map(move |k| a_val(m, k))).collect();
    let bm: Vec<f64> = (0..64).flat_map(|k| (0..64).map(move |n| b_val(k, n))).collect();
    let mut args = vec![
        Arg::Buffer(f16s(a)),
        Arg::Buffer(f16s(bm)),
        Arg::Scalar(Const::i32(64)),
        Arg::Buffer(Buffer::zeros(DType::F32, 128 * 32)),
    ];
    let tensor_maps = vec![
        TensorMap {
            buffer: 0,
            row_len: RowLen::Const(64),
            elem_bytes: 2,
            box_dims: [64, 64],
            extent: [Extent::Whole; 2],
            planes: false,
        },
        TensorMap {
            buffer: 1,
            row_len: RowLen::Param(2),
            elem_bytes: 2,
            box_dims: [64, 64],
            extent: [Extent::Whole; 2],
            planes: false,
        },
    ];
    let l = Launch { grid: [1, 1, 1], threads: 128, warp_size: 32, shared_bytes: B_TILE as u32 + 8192, tensor_maps };
    run(&wgmma_program(f), &l, &mut args, &[], &SimOptions::default())?;
    Ok(args[3].as_buffer().unwrap().to_f64())
}

#[test]
fn wgmma_multiplies_tiles_the_copy_engine_brought() {
    let out = run_wgmma(WgFault::None).unwrap_or_else(|e| panic!("{e}"));
    for t in 0..128 {
        for i in 0..32 {
            let (row, col) = fragment(t, i);
            let dot: f64 = (0..64).map(|k| a_val(16 + row, k) * b_val(k, col)).sum();
            assert_eq!(out[t * 32 + i], dot, "thread {t} register {i}: D[{row}][{col}]");
        }
    }
}

#[test]
fn wgmma_and_bulk_copies_keep_their_order() {
    let e = run_wgmma(WgFault::WgmmaBeforeWait).unwrap_err();
    eprintln!("{e}");
    assert_eq!((e.kind, e.thread), (SimErrorKind::Tma, Some(0)), "{e}");
    assert!(
        e.op.starts_with("wgmma.mma_async")
            && e.message.contains(
                "a wgmma of this warpgroup reads shared memory byte 1024, which a bulk copy wrote, before waiting"
            ),
        "{e}"
    );

    let e = run_wgmma(WgFault::CopyIntoOperandInFlight).unwrap_err();
    eprintln!("{e}");
    assert_eq!((e.kind, e.thread), (SimErrorKind::AsyncMma, Some(0)), "{e}");
    assert!(
        e.op.starts_with("cp.async.bulk.tensor")
            && e.message.contains("written by cp.async.bulk.tensor while a wgmma still in flight reads it"),
        "{e}"
    );
}
