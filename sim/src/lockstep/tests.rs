//! The simulator's error reporting, on small hand-written PTX `VCode`s.

use super::*;
use smallvec::smallvec;
use tessera_ir::interp::Buffer;
use tessera_ir::{Const, DType};
use tessera_isel::ptx::{Class, Inst, Operand, Space};
use tessera_isel::vcode::{Term, VReg};

fn launch(threads: u32, shared_bytes: u32) -> Launch {
    Launch { grid: [2, 1, 1], threads, warp_size: 32, shared_bytes, tensor_maps: Vec::new() }
}

fn op(op: &'static str, ty: &'static str, d: VReg, srcs: &[Operand]) -> Inst {
    Inst::Op { op, ty, dsts: smallvec![d], srcs: srcs.into(), guard: None }
}

/// `out[tid + shift] = tid` over an i32 buffer parameter 0: (code, registers).
fn store_tid(shift: i64) -> VCode<Inst> {
    let mut v = VCode::<Inst>::new();
    let (p, tid, i, a) =
        (v.new_vreg(Class::B64), v.new_vreg(Class::B32), v.new_vreg(Class::B32), v.new_vreg(Class::B64));
    let e = v.entry;
    v.blocks[e].insts = vec![
        Inst::Ld {
            space: Space::Param,
            ty: "u64",
            dsts: smallvec![p],
            addr: Operand::Named("param", 0),
            offset: 0,
            guard: None,
        },
        op("mov", "u32", tid, &[Operand::Sym("%tid.x")]),
        op("add", "s32", i, &[Operand::Reg(tid), Operand::Imm(shift)]),
        op("mad.wide", "s32", a, &[Operand::Reg(i), Operand::Imm(4), Operand::Reg(p)]),
        Inst::St {
            space: Space::Global,
            ty: "b32",
            srcs: smallvec![Operand::Reg(tid)],
            addr: Operand::Reg(a),
            offset: 0,
            guard: None,
        },
    ];
    v
}

fn names() -> Vec<String> {
    vec!["out".to_string()]
}

#[test]
fn a_correct_program_runs() {
    let v = store_tid(0);
    let mut args = vec![Arg::Buffer(Buffer::zeros(DType::I32, 64))];
    let stats = run(&v, &launch(64, 0), &mut args, &names(), &SimOptions::default()).unwrap();
    assert_eq!(stats.programs, 2);
    let out = args[0].as_buffer().unwrap().to_i32();
    assert_eq!(out, (0..64).collect::<Vec<i32>>());
}

#[test]
fn out_of_bounds_is_an_error_naming_the_buffer_and_thread() {
    let v = store_tid(1);
    let mut args = vec![Arg::Buffer(Buffer::zeros(DType::I32, 64))];
    let e = run(&v, &launch(64, 0), &mut args, &names(), &SimOptions::default()).unwrap_err();
    assert_eq!(e.kind, SimErrorKind::OutOfBounds, "{e}");
    assert_eq!(e.thread, Some(63));
    assert_eq!(e.program, Some([0, 0, 0]));
    let text = e.to_string();
    assert!(text.contains("st.global.b32") && text.contains("%out") && text.contains("out of bounds"), "{text}");
    // Below the buffer: nothing there at all.
    let v = store_tid(-1);
    let e = run(&v, &launch(64, 0), &mut args, &names(), &SimOptions::default()).unwrap_err();
    assert_eq!((e.kind, e.thread), (SimErrorKind::OutOfBounds, Some(0)), "{e}");
}

#[test]
fn misaligned_vector_access_is_an_error() {
    let mut v = store_tid(0);
    let e = v.entry;
    let x = v.new_vreg(Class::B32);
    v.blocks[e].insts.push(op("mov", "b32", x, &[Operand::Imm(0)]));
    let Inst::Op { dsts, .. } = &v.blocks[e].insts[3] else { unreachable!() };
    let a = dsts[0];
    v.blocks[e].insts.push(Inst::St {
        space: Space::Global,
        ty: "v2.b32",
        srcs: smallvec![Operand::Reg(x), Operand::Reg(x)],
        addr: Operand::Reg(a),
        offset: 0,
        guard: None,
    });
    let mut args = vec![Arg::Buffer(Buffer::zeros(DType::I32, 64))];
    let err = run(&v, &launch(64, 0), &mut args, &names(), &SimOptions::default()).unwrap_err();
    assert_eq!((err.kind, err.thread), (SimErrorKind::OutOfBounds, Some(1)), "{err}");
    assert!(err.to_string().contains("misaligned"), "{err}");
}

#[test]
fn reading_an_unwritten_register_is_an_error() {
    let mut v = VCode::<Inst>::new();
    let (p, g, x, y) =
        (v.new_vreg(Class::Pred), v.new_vreg(Class::Pred), v.new_vreg(Class::B32), v.new_vreg(Class::B32));
    let tid = v.new_vreg(Class::B32);
    let e = v.entry;
    v.blocks[e].insts = vec![
        op("mov", "u32", tid, &[Operand::Sym("%tid.x")]),
        op("setp.lt", "u32", g, &[Operand::Reg(tid), Operand::Imm(16)]),
        // x is written only where tid < 16, then read everywhere.
        Inst::Op {
            op: "mov",
            ty: "b32",
            dsts: smallvec![x],
            srcs: smallvec![Operand::Imm(7)],
            guard: Some((g, false)),
        },
        op("add", "s32", y, &[Operand::Reg(x), Operand::Imm(1)]),
    ];
    let _ = p;
    let err = run(&v, &launch(32, 0), &mut [], &[], &SimOptions::default()).unwrap_err();
    assert_eq!((err.kind, err.thread, err.inst), (SimErrorKind::Uninitialized, Some(16), Some(3)), "{err}");
    assert!(err.to_string().contains("never written"), "{err}");
    // The selector's pattern: a default `mov` before the guarded write is fine.
    v.blocks[e].insts.insert(2, op("mov", "b32", x, &[Operand::Imm(0)]));
    run(&v, &launch(32, 0), &mut [], &[], &SimOptions::default()).unwrap();
}

/// A guarded instruction reads its sources only where its guard holds and writes only there:
/// `x`, written where `tid < 16`, feeds an add under the same guard (the ALU's column path,
/// `ptx::alu::columns`) into `y`, which is 0 everywhere before; every thread stores its `y`. The
/// same add under the negated guard reads `x` where nobody wrote it: an error at thread 16.
#[test]
fn a_guarded_instruction_reads_only_where_its_guard_holds() {
    let mut v = store_tid(0);
    let (g, x, y) = (v.new_vreg(Class::Pred), v.new_vreg(Class::B32), v.new_vreg(Class::B32));
    let e = v.entry;
    let tid = match &v.blocks[e].insts[1] {
        Inst::Op { dsts, .. } => dsts[0],
        other => panic!("{other:?}"),
    };
    let guarded = |op: &'static str, d, srcs: &[Operand]| Inst::Op {
        op,
        ty: "s32",
        dsts: smallvec![d],
        srcs: srcs.into(),
        guard: Some((g, false)),
    };
    let insts = &mut v.blocks[e].insts;
    insts.insert(2, op("setp.lt", "u32", g, &[Operand::Reg(tid), Operand::Imm(16)]));
    insts.insert(3, guarded("mov", x, &[Operand::Imm(7)]));
    insts.insert(4, op("mov", "b32", y, &[Operand::Imm(0)]));
    insts.insert(5, guarded("add", y, &[Operand::Reg(x), Operand::Reg(tid)]));
    let Some(Inst::St { srcs, .. }) = insts.last_mut() else { panic!("the store") };
    *srcs = smallvec![Operand::Reg(y)];
    let mut args = vec![Arg::Buffer(Buffer::zeros(DType::I32, 64))];
    run(&v, &launch(64, 0), &mut args, &names(), &SimOptions::default()).unwrap();
    let want: Vec<i32> = (0..64).map(|t| if t < 16 { 7 + t } else { 0 }).collect();
    assert_eq!(args[0].as_buffer().unwrap().to_i32(), want);

    let Inst::Op { guard, .. } = &mut v.blocks[e].insts[5] else { panic!("the add") };
    *guard = Some((g, true));
    let mut args = vec![Arg::Buffer(Buffer::zeros(DType::I32, 64))];
    let err = run(&v, &launch(64, 0), &mut args, &names(), &SimOptions::default()).unwrap_err();
    assert_eq!((err.kind, err.thread, err.inst), (SimErrorKind::Uninitialized, Some(16), Some(5)), "{err}");
}

#[test]
fn an_endless_loop_hits_the_step_limit() {
    let mut v = VCode::<Inst>::new();
    let t = v.new_vreg(Class::Pred);
    let e = v.entry;
    let body = v.new_block(&[]);
    v.blocks[e].insts = vec![op("setp.ne", "b32", t, &[Operand::Imm(1), Operand::Imm(0)])];
    v.blocks[e].term = Term::Jump(body, vec![]);
    v.blocks[body].term = Term::Branch { cond: t, then: (body, vec![]), otherwise: (e, vec![]) };
    let opts = SimOptions { max_steps: 10_000, ..SimOptions::default() };
    let err = run(&v, &launch(32, 0), &mut [], &[], &opts).unwrap_err();
    assert_eq!(err.kind, SimErrorKind::StepLimit, "{err}");
    assert!(err.to_string().contains("step limit"), "{err}");
}

#[test]
fn a_divergent_branch_is_an_error() {
    let mut v = VCode::<Inst>::new();
    let (tid, c) = (v.new_vreg(Class::B32), v.new_vreg(Class::Pred));
    let e = v.entry;
    let (a, b) = (v.new_block(&[]), v.new_block(&[]));
    v.blocks[e].insts = vec![
        op("mov", "u32", tid, &[Operand::Sym("%tid.x")]),
        op("setp.lt", "u32", c, &[Operand::Reg(tid), Operand::Imm(40)]),
    ];
    v.blocks[e].term = Term::Branch { cond: c, then: (a, vec![]), otherwise: (b, vec![]) };
    let err = run(&v, &launch(64, 0), &mut [], &[], &SimOptions::default()).unwrap_err();
    assert_eq!((err.kind, err.thread), (SimErrorKind::Divergence, Some(40)), "{err}");
}

/// Thread t writes shared word t, then (maybe after a barrier) reads word t ^ 1.
fn shared_exchange(barrier: bool) -> VCode<Inst> {
    shared_exchange_with(if barrier { Sync::Program } else { Sync::None }, 1)
}

/// How the threads of `shared_exchange_with` meet between the write and the read.
enum Sync {
    None,
    Program,
    /// `bar.sync 1 + tid / 64, 64`: each group of 64 threads on a named barrier of its own.
    Groups,
}

/// Thread t writes shared word t, meets the others as `sync` says, and reads word t ^ `xor`.
fn shared_exchange_with(sync: Sync, xor: i64) -> VCode<Inst> {
    let mut v = VCode::<Inst>::new();
    let r = |v: &mut VCode<Inst>, c| v.new_vreg(c);
    let (tid, base, off, a, other, off2, a2, x) = (
        r(&mut v, Class::B32),
        r(&mut v, Class::B64),
        r(&mut v, Class::B64),
        r(&mut v, Class::B64),
        r(&mut v, Class::B32),
        r(&mut v, Class::B64),
        r(&mut v, Class::B64),
        r(&mut v, Class::B32),
    );
    let e = v.entry;
    let mut insts = vec![
        op("mov", "u32", tid, &[Operand::Sym("%tid.x")]),
        op("mov", "u64", base, &[Operand::Sym("smem")]),
        op("mad.wide", "u32", off, &[Operand::Reg(tid), Operand::Imm(4), Operand::Reg(base)]),
        op("mov", "u64", a, &[Operand::Reg(off)]),
        Inst::St {
            space: Space::Shared,
            ty: "b32",
            srcs: smallvec![Operand::Reg(tid)],
            addr: Operand::Reg(a),
            offset: 0,
            guard: None,
        },
    ];
    match sync {
        Sync::None => {}
        Sync::Program => insts.push(Inst::Bar),
        Sync::Groups => {
            let (g, id) = (v.new_vreg(Class::B32), v.new_vreg(Class::B32));
            insts.extend([
                op("shr", "u32", g, &[Operand::Reg(tid), Operand::Imm(6)]),
                op("add", "u32", id, &[Operand::Reg(g), Operand::Imm(1)]),
                Inst::BarSyncNamed { id, count: 64 },
            ]);
        }
    }
    insts.extend([
        op("xor", "b32", other, &[Operand::Reg(tid), Operand::Imm(xor)]),
        op("mad.wide", "u32", off2, &[Operand::Reg(other), Operand::Imm(4), Operand::Reg(base)]),
        op("mov", "u64", a2, &[Operand::Reg(off2)]),
        Inst::Ld {
            space: Space::Shared,
            ty: "b32",
            dsts: smallvec![x],
            addr: Operand::Reg(a2),
            offset: 0,
            guard: None,
        },
    ]);
    v.blocks[e].insts = insts;
    v
}

#[test]
fn a_missing_barrier_is_a_shared_memory_race() {
    run(&shared_exchange(true), &launch(64, 256), &mut [], &[], &SimOptions::default()).unwrap();
    let err = run(&shared_exchange(false), &launch(64, 256), &mut [], &[], &SimOptions::default()).unwrap_err();
    assert_eq!((err.kind, err.thread), (SimErrorKind::Shared, Some(0)), "{err}");
    assert!(err.to_string().contains("race"), "{err}");
    // Too little shared memory: out of bounds.
    let err = run(&shared_exchange(true), &launch(64, 128), &mut [], &[], &SimOptions::default()).unwrap_err();
    assert_eq!((err.kind, err.thread), (SimErrorKind::OutOfBounds, Some(32)), "{err}");
}

/// A named barrier on which all of its threads wait orders their shared accesses, as the
/// program barrier orders everyone's: within a group of 64 the exchange is no race, across
/// groups it still is.
#[test]
fn a_named_barrier_orders_its_own_threads_only() {
    let opts = SimOptions::default();
    run(&shared_exchange_with(Sync::Groups, 1), &launch(128, 512), &mut [], &[], &opts).unwrap();
    run(&shared_exchange_with(Sync::Groups, 63), &launch(128, 512), &mut [], &[], &opts).unwrap();
    let err = run(&shared_exchange_with(Sync::Groups, 64), &launch(128, 512), &mut [], &[], &opts).unwrap_err();
    assert_eq!((err.kind, err.thread), (SimErrorKind::Shared, Some(0)), "{err}");
    assert!(err.to_string().contains("race"), "{err}");
    run(&shared_exchange_with(Sync::Program, 64), &launch(128, 512), &mut [], &[], &opts).unwrap();
}

#[test]
fn scalar_parameters_and_shuffles() {
    // y = shfl.bfly(tid, 1) + n, stored to out[tid].
    let mut v = store_tid(0);
    let e = v.entry;
    let (n, s, y) = (v.new_vreg(Class::B32), v.new_vreg(Class::B32), v.new_vreg(Class::B32));
    let Inst::Op { dsts, .. } = &v.blocks[e].insts[1] else { unreachable!() };
    let tid = dsts[0];
    let st = v.blocks[e].insts.pop().unwrap();
    v.blocks[e].insts.extend([
        Inst::Ld {
            space: Space::Param,
            ty: "b32",
            dsts: smallvec![n],
            addr: Operand::Named("param", 1),
            offset: 0,
            guard: None,
        },
        op("shfl.sync.bfly", "b32", s, &[Operand::Reg(tid), Operand::Imm(1), Operand::Imm(0x1f), Operand::Imm(-1)]),
        op("add", "s32", y, &[Operand::Reg(s), Operand::Reg(n)]),
    ]);
    let Inst::St { addr, .. } = st else { unreachable!() };
    v.blocks[e].insts.push(Inst::St {
        space: Space::Global,
        ty: "b32",
        srcs: smallvec![Operand::Reg(y)],
        addr,
        offset: 0,
        guard: None,
    });
    let mut args = vec![Arg::Buffer(Buffer::zeros(DType::I32, 64)), Arg::Scalar(Const::from_i64(DType::I32, 100))];
    run(&v, &launch(64, 0), &mut args, &[], &SimOptions::default()).unwrap();
    let out = args[0].as_buffer().unwrap().to_i32();
    assert_eq!(out, (0..64).map(|t| (t ^ 1) + 100).collect::<Vec<i32>>());
}

#[test]
fn bad_launches_are_errors() {
    let v = store_tid(0);
    let e = run(
        &v,
        &Launch { grid: [1, 1, 1], threads: 33, warp_size: 32, shared_bytes: 0, tensor_maps: Vec::new() },
        &mut [],
        &[],
        &SimOptions::default(),
    )
    .unwrap_err();
    assert_eq!(e.kind, SimErrorKind::Launch);
    // Parameter 0 missing: reported, not a panic.
    let e = run(&v, &launch(32, 0), &mut [], &[], &SimOptions::default()).unwrap_err();
    assert!(e.to_string().contains("parameter 0"), "{e}");
}
