//! `cp.reduce.async.bulk` (f32 add) on the simulator: a hand-built program of 64 threads stores
//! 64 rows of 4 floats to shared memory (thread `t` row `t`), fences, waits at a barrier, and
//! thread `63 - r` adds row `r` into global memory with one bulk reduction; then (in some cases)
//! writes the buffer again.
//! The sums are checked exactly, and each fence, barrier and wait the program leaves out is an
//! error naming it.

use smallvec::smallvec;
use tessera_ir::interp::{Arg, Buffer};
use tessera_ir::DType;
use tessera_isel::ptx::{Class, Inst, Operand, Space};
use tessera_isel::vcode::{VCode, VReg};
use tessera_sim::lockstep::{run, Launch, SimError, SimErrorKind};
use tessera_sim::SimOptions;

const THREADS: u32 = 64;
const ROW: i64 = 16;

#[derive(Copy, Clone, PartialEq, Debug)]
enum Fault {
    None,
    NoProxyFence,
    NoBarrier,
    /// The buffer written again (after a barrier) without the issuing threads' wait.
    RewriteWithoutWait,
    /// The buffer written again right after the wait, with no barrier between the issuing
    /// threads' waits and the other threads' stores.
    NoBarrierAfterWait,
    /// No wait before the program ends.
    NoFinalWait,
    Misaligned,
}

fn program(f: Fault) -> VCode<Inst> {
    let mut v = VCode::<Inst>::new();
    let e = v.entry;
    let push = |v: &mut VCode<Inst>, i: Inst| v.blocks[e].insts.push(i);
    let op = |v: &mut VCode<Inst>, op: &'static str, ty: &'static str, c: Class, srcs: &[Operand]| -> VReg {
        let d = v.new_vreg(c);
        v.blocks[e].insts.push(Inst::Op { op, ty, dsts: smallvec![d], srcs: srcs.into(), guard: None });
        d
    };
    let out = v.new_vreg(Class::B64);
    push(
        &mut v,
        Inst::Ld {
            space: Space::Param,
            ty: "u64",
            dsts: smallvec![out],
            addr: Operand::Named("param", 0),
            offset: 0,
            guard: None,
        },
    );
    let tid = op(&mut v, "mov", "u32", Class::B32, &[Operand::Sym("%tid.x")]);
    let smem = op(&mut v, "mov", "u64", Class::B64, &[Operand::Sym("smem")]);
    let off = op(&mut v, "mul.wide", "u32", Class::B64, &[Operand::Reg(tid), Operand::Imm(ROW)]);
    let srow = op(&mut v, "add", "u64", Class::B64, &[Operand::Reg(smem), Operand::Reg(off)]);
    // The row this thread issues: 63 - t.
    let other = op(&mut v, "sub", "u32", Class::B32, &[Operand::Imm(THREADS as i64 - 1), Operand::Reg(tid)]);
    let off2 = op(&mut v, "mul.wide", "u32", Class::B64, &[Operand::Reg(other), Operand::Imm(ROW)]);
    let sissue = op(&mut v, "add", "u64", Class::B64, &[Operand::Reg(smem), Operand::Reg(off2)]);
    let grow = op(&mut v, "add", "u64", Class::B64, &[Operand::Reg(out), Operand::Reg(off2)]);
    // Thread t's row: t + j + bias for j = 0..3, as f32.
    let store_row = |v: &mut VCode<Inst>, bias: i64| {
        for j in 0..4 {
            let (n, x) = (v.new_vreg(Class::B32), v.new_vreg(Class::B32));
            v.blocks[e].insts.push(Inst::Op {
                op: "add",
                ty: "u32",
                dsts: smallvec![n],
                srcs: smallvec![Operand::Reg(tid), Operand::Imm(j + bias)],
                guard: None,
            });
            v.blocks[e].insts.push(Inst::Op {
                op: "cvt.rn.f32",
                ty: "u32",
                dsts: smallvec![x],
                srcs: smallvec![Operand::Reg(n)],
                guard: None,
            });
            v.blocks[e].insts.push(Inst::St {
                space: Space::Shared,
                ty: "b32",
                srcs: smallvec![Operand::Reg(x)],
                addr: Operand::Reg(srow),
                offset: 4 * j,
                guard: None,
            });
        }
    };
    store_row(&mut v, 0);
    if f != Fault::NoProxyFence {
        push(&mut v, Inst::FenceProxyAsync);
    }
    if f != Fault::NoBarrier {
        push(&mut v, Inst::Bar);
    }
    let bytes = if f == Fault::Misaligned { 8 } else { ROW as u32 };
    push(&mut v, Inst::BulkReduce { gaddr: grow, saddr: sissue, bytes, guard: None });
    push(&mut v, Inst::BulkCommit);
    if f == Fault::RewriteWithoutWait {
        push(&mut v, Inst::Bar);
        store_row(&mut v, 100);
    }
    if f == Fault::NoBarrierAfterWait {
        push(&mut v, Inst::BulkWaitRead(0));
        store_row(&mut v, 100);
    }
    if f != Fault::NoFinalWait {
        push(&mut v, Inst::BulkWaitRead(0));
    }
    v
}

fn go(f: Fault) -> Result<Vec<f64>, SimError> {
    let launch =
        Launch { grid: [1, 1, 1], threads: THREADS, warp_size: 32, shared_bytes: 1024, tensor_maps: Vec::new() };
    let init: Vec<f64> = (0..4 * THREADS).map(|i| i as f64).collect();
    let mut args = vec![Arg::Buffer(Buffer::from_f64(DType::F32, &init))];
    run(&program(f), &launch, &mut args, &[], &SimOptions::default())?;
    Ok(args[0].as_buffer().unwrap().to_f64())
}

#[test]
fn each_thread_adds_its_row() {
    let got = go(Fault::None).unwrap_or_else(|e| panic!("{e}"));
    for t in 0..THREADS as usize {
        for j in 0..4 {
            assert_eq!(got[4 * t + j], (4 * t + j) as f64 + t as f64 + j as f64, "row {t} element {j}");
        }
    }
}

#[test]
fn missing_fences_barriers_and_waits_are_errors() {
    let cases = [
        (Fault::NoProxyFence, SimErrorKind::AsyncMma, "fence.proxy.async"),
        (Fault::NoBarrier, SimErrorKind::Shared, "no barrier between"),
        (Fault::RewriteWithoutWait, SimErrorKind::AsyncMma, "cp.async.bulk.wait_group.read"),
        (Fault::NoBarrierAfterWait, SimErrorKind::AsyncMma, "no barrier since thread"),
        (Fault::NoFinalWait, SimErrorKind::AsyncMma, "end of the program"),
        (Fault::Misaligned, SimErrorKind::OutOfBounds, "multiples of 16"),
    ];
    for (f, kind, says) in cases {
        let e = go(f).expect_err(&format!("{f:?}: no error"));
        assert_eq!(e.kind, kind, "{f:?}: {e}");
        assert!(e.to_string().contains(says), "{f:?}: {e}");
    }
}
