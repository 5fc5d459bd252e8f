//! Kernels written the way Triton's users write them reach the code of their twins written the
//! way tessera's pipeliner reads them (issue 37): loop-carried pointer tiles advanced each
//! iteration (`isel::induction`), masks spelled any of the ways that mean the tile's bounds
//! (`lower::tma`), and loops with no `num_stages` pipelined at the target's default. Each
//! variant is checked in the PTX simulator (and on AMDGCN) against the interpreter; a bound or
//! a recurrence the recognisers cannot prove stays on the slower path, still correct.

mod common;

use tessera::ir::gen::{Entropy, SplitMix};
use tessera::ir::interp::{self, Arg, Buffer};
use tessera::ir::{Builder, DType, Kernel, ParamAttrs, Tv, Type};
use tessera::simulate::{lower_ptx, run_lowered};
use tessera::Target;
use tessera_isel::ptx::Inst;
use tessera_sim::SimOptions;

/// How the K loop's mask on A's columns and B's rows is spelled.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Spelling {
    /// `r + k < K`, the form the recogniser always read.
    IvBound,
    /// `r < K - k` (Triton's tutorial: `offs_k < K - k * BLOCK_K`).
    LeftBound,
    /// `r + k <= K - 1`.
    LeOne,
    /// `K > k + r`.
    Gt,
    /// `r < K - k + 1`: not the tile's bound (one too many), so no copy engine.
    OffByOne,
    /// `r < left`, `left` carried by the loop from `K` down by 32 each iteration (with
    /// `Addr::Carried`; elsewhere as `LeftBound`).
    CarriedLeft,
    /// `(r + k < K)[None, :]`: compared on the 1-D index, then expanded.
    Expanded,
}

/// How the loop forms its addresses.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Addr {
    /// From the induction variable (`for k = 0 to K step 32`).
    Iv,
    /// Carried pointer tiles advanced by 32 columns of A and 32 rows of B each iteration
    /// (`for t = 0 to cdiv(K, 32)`), as Triton's tutorial writes it.
    Carried,
    /// Carried pointers whose step is itself carried and changes (not an induction).
    VaryingStep,
    /// Carried pointers advanced inside an `if` (not an induction).
    InIf,
}

/// The K loop's bound on index `idx` at column `k`, as `spell` writes it.
fn kmask<'a>(spell: Spelling, kk: Tv<'a>, k: Tv<'a>, idx: Tv<'a>) -> Tv<'a> {
    match spell {
        Spelling::IvBound => (idx + k).lt(kk),
        Spelling::LeftBound => idx.lt(kk - k),
        Spelling::LeOne => (idx + k).le(kk - 1),
        Spelling::Gt => kk.gt(k + idx),
        Spelling::OffByOne => idx.lt(kk - k + 1),
        Spelling::CarriedLeft => idx.lt(kk - k),
        Spelling::Expanded => unreachable!("built in `emit`"),
    }
}

/// C = A @ B, f16 into f32, 64 x 64 x 32 blocks, 4 warps; A: M x K, B: K x N, C: M x N
/// row-major (K and N multiples of 8).
fn matmul(spell: Spelling, addr: Addr, swap: bool, stages: Option<u32>) -> Kernel {
    let b = Builder::new("matmul_idiom");
    b.num_warps(4);
    if let Some(s) = stages {
        b.num_stages(s);
    }
    emit(&b, spell, addr, swap);
    b.finish().unwrap()
}

fn emit<'a>(b: &'a Builder, spell: Spelling, addr: Addr, swap: bool) {
    let a16 = ParamAttrs { align: Some(16), div: None };
    let d8 = ParamAttrs { align: None, div: Some(8) };
    let pa = b.param_with("a", Type::ptr(DType::F16), a16);
    let pb = b.param_with("b", Type::ptr(DType::F16), a16);
    let pc = b.param_with("c", Type::ptr(DType::F32), a16);
    let m = b.param("M", DType::I32);
    let n = b.param_with("N", Type::num(DType::I32), d8);
    let kk = b.param_with("K", Type::num(DType::I32), d8);
    let rm = (b.program_id(0) * 64 + b.arange(0, 64)).col();
    let rn = (b.program_id(1) * 64 + b.arange(0, 64)).row();
    let rk = b.arange(0, 32);
    let and = |x: Tv<'a>, y: Tv<'a>| if swap { y & x } else { x & y };
    let acc = b.zeros(&[64, 64], DType::F32);
    let body = |k: Tv<'a>, ap: Tv<'a>, bp: Tv<'a>, c: Tv<'a>| {
        let (ka, kb) = match spell {
            Spelling::Expanded => ((rk + k).lt(kk).row(), (rk + k).lt(kk).col()),
            _ => (kmask(spell, kk, k, rk.row()), kmask(spell, kk, k, rk.col())),
        };
        let x = b.load_masked(ap, and(rm.lt(m), ka), 0.0);
        let y = b.load_masked(bp, and(kb, rn.lt(n)), 0.0);
        b.dot(x, y, c)
    };
    let (a0, b0) = (pa + (rm * kk + rk.row()), pb + (rk.col() * n + rn));
    let out = match addr {
        Addr::Iv => b.for_range(0, kk, 32, &[acc], |k, c| {
            vec![body(k, pa + (rm * kk + (rk.row() + k)), pb + ((rk.col() + k) * n + rn), c[0])]
        })[0],
        Addr::Carried if spell == Spelling::CarriedLeft => {
            let trips = (kk + 31) / 32;
            b.for_range(0, trips, 1, &[acc, a0, b0, kk], |_, c| {
                let left = c[3];
                let x = b.load_masked(c[1], and(rm.lt(m), rk.row().lt(left)), 0.0);
                let y = b.load_masked(c[2], and(rk.col().lt(left), rn.lt(n)), 0.0);
                vec![b.dot(x, y, c[0]), c[1] + 32, c[2] + n * 32, left - 32]
            })[0]
        }
        Addr::Carried => {
            let trips = (kk + 31) / 32;
            b.for_range(0, trips, 1, &[acc, a0, b0], |t, c| {
                vec![body(t * 32, c[1], c[2], c[0]), c[1] + 32, c[2] + n * 32]
            })[0]
        }
        Addr::VaryingStep => {
            // The step alternates 32 and 32 (computed as 64 - previous): not invariant.
            let trips = (kk + 31) / 32;
            let s0 = b.cst(DType::I32, 32.0);
            b.for_range(0, trips, 1, &[acc, a0, s0], |t, c| {
                let bp = pb + ((rk.col() + t * 32) * n + rn);
                vec![body(t * 32, c[1], bp, c[0]), c[1] + c[2], 64 - c[2]]
            })[0]
        }
        Addr::InIf => {
            let trips = (kk + 31) / 32;
            b.for_range(0, trips, 1, &[acc, a0], |t, c| {
                let bp = pb + ((rk.col() + t * 32) * n + rn);
                let d = body(t * 32, c[1], bp, c[0]);
                let next = b.if_else(t.ge(0), || vec![c[1] + 32], || vec![c[1] + 32]);
                vec![d, next[0]]
            })[0]
        }
    };
    b.store_masked(pc + (rm * n + rn), out, rm.lt(m) & rn.lt(n));
}

/// What a lowering fetched and how: (cp.async copies, copy-engine copies, tensor maps).
fn paths(k: &Kernel, t: Target) -> (usize, usize, usize) {
    let l = lower_ptx(k, t).unwrap_or_else(|e| panic!("{t}: {e}"));
    let count = |f: fn(&Inst) -> bool| l.ptx.vcode.blocks.values().flat_map(|b| &b.insts).filter(|i| f(i)).count();
    (
        count(|i| matches!(i, Inst::CpAsync { .. })),
        count(|i| matches!(i, Inst::CpAsyncBulkTensor { .. })),
        l.ptx.tensor_maps.len(),
    )
}

/// Runs `k` (M x N x K) in the PTX simulator and checks C against the interpreter.
fn agrees(k: &Kernel, t: Target, (m, n, kk): (u32, u32, u32), what: &str) {
    let mut r = SplitMix(5);
    let mut q = |len: u32| {
        Buffer::from_f64(DType::F16, &(0..len).map(|_| ((r.next_u64() % 17) as f64 - 8.0) / 8.0).collect::<Vec<_>>())
    };
    let mut args = vec![
        Arg::Buffer(q(m * kk.max(1))),
        Arg::Buffer(q(kk.max(1) * n)),
        Arg::Buffer(Buffer::zeros(DType::F32, (m * n) as usize)),
        Arg::Scalar(tessera::ir::Const::i32(m as i32)),
        Arg::Scalar(tessera::ir::Const::i32(n as i32)),
        Arg::Scalar(tessera::ir::Const::i32(kk as i32)),
    ];
    let grid = [m.div_ceil(64), n.div_ceil(64), 1];
    let mut want = args.clone();
    interp::run(k, grid, &mut want).unwrap();
    if t.gfx().is_some() {
        tessera::simulate::run_amdgcn(k, t, grid, &mut args, &SimOptions::default())
            .unwrap_or_else(|e| panic!("{what}: {e}"));
    } else {
        let l = lower_ptx(k, t).unwrap();
        run_lowered(k, &l, grid, &mut args, &SimOptions::default()).unwrap_or_else(|e| panic!("{what}: {e}"));
    }
    // Multiples of 1/8 in [-1, 1]: every sum is exact, so the bits agree.
    assert!(args[2] == want[2], "{what}: C differs from the interpreter");
}

#[test]
fn pointer_increments_and_any_mask_spelling_reach_the_twins_copies() {
    let twin = matmul(Spelling::IvBound, Addr::Iv, false, Some(3));
    for t in [Target::Sm80, Target::Sm90, Target::Sm90a] {
        let want = paths(&twin, t);
        assert!(want.0 + want.1 > 0, "{t}: the twin is pipelined");
        for spell in [
            Spelling::IvBound,
            Spelling::LeftBound,
            Spelling::LeOne,
            Spelling::Gt,
            Spelling::CarriedLeft,
            Spelling::Expanded,
        ] {
            for addr in [Addr::Iv, Addr::Carried] {
                for swap in [false, true] {
                    let k = matmul(spell, addr, swap, Some(3));
                    let what = format!("{t}, {spell:?}, {addr:?}, swapped {swap}");
                    assert_eq!(paths(&k, t), want, "{what}: (cp.async, copy engine, tensor maps)");
                    if !swap {
                        agrees(&k, t, (100, 72, 80), &what);
                    }
                }
            }
        }
        agrees(&matmul(Spelling::LeftBound, Addr::Carried, false, Some(3)), t, (37, 8, 200), "ragged");
        agrees(&matmul(Spelling::LeftBound, Addr::Carried, false, Some(3)), t, (64, 64, 0), "K = 0");
    }
    for t in [Target::Gfx942, Target::Gfx1100] {
        agrees(&matmul(Spelling::LeftBound, Addr::Carried, false, Some(3)), t, (100, 72, 80), &format!("{t}"));
    }
}

/// A bound one past the tile's (`r < K - k + 1`), a step that varies, a pointer advanced in an
/// `if`: nothing proves those, so they keep the slower path (no copy engine; no ring for the
/// recurrences), and compute what the interpreter does.
#[test]
fn what_cannot_be_proved_stays_on_the_slower_path_and_is_correct() {
    let off = matmul(Spelling::OffByOne, Addr::Iv, false, Some(3));
    let (copies, bulk, _) = paths(&off, Target::Sm90a);
    assert!(copies > 0 && bulk == 0, "off by one: {copies} cp.async, {bulk} copy-engine copies");
    agrees(&off, Target::Sm90a, (100, 72, 96), "off by one");
    let why = |k: &Kernel, t: Target| -> Vec<String> {
        let c = tessera::compile(k, t, &tessera::Options::default()).unwrap();
        c.remarks.iter().filter_map(|r| r.missed.clone()).collect()
    };
    let off_why = why(&off, Target::Sm90a);
    assert!(off_why.iter().any(|w| w.contains("mask is not provably the tile's bounds")), "{off_why:?}");
    for addr in [Addr::VaryingStep, Addr::InIf] {
        let k = matmul(Spelling::LeftBound, addr, false, Some(3));
        let missed = why(&k, Target::Sm90a);
        assert!(
            missed.iter().any(|w| w.contains("depends on a value the loop carries that is not an induction")),
            "{addr:?}: the remarks do not say why: {missed:?}"
        );
        let twin = paths(&matmul(Spelling::LeftBound, Addr::Carried, false, Some(3)), Target::Sm90a);
        assert_ne!(paths(&k, Target::Sm90a), twin, "{addr:?}: A is not fetched ahead");
        for t in [Target::Sm90a, Target::Sm80] {
            agrees(&k, t, (100, 72, 80), &format!("{t}, {addr:?}"));
        }
        agrees(&k, Target::Gfx942, (100, 72, 80), &format!("gfx942, {addr:?}"));
    }
}

/// A kernel that names no `num_stages` is pipelined at the target's default (Triton's 3 on
/// NVIDIA: the same code as `num_stages 3`); `num_stages 1` is the plain loop.
#[test]
fn loops_without_num_stages_are_pipelined_by_default() {
    for t in [Target::Sm80, Target::Sm90, Target::Sm90a] {
        let default = paths(&matmul(Spelling::LeftBound, Addr::Carried, false, None), t);
        assert_eq!(default, paths(&matmul(Spelling::LeftBound, Addr::Carried, false, Some(3)), t), "{t}");
        assert!(default.0 + default.1 > 0, "{t}: pipelined by default");
        assert_eq!(paths(&matmul(Spelling::LeftBound, Addr::Carried, false, Some(1)), t), (0, 0, 0), "{t}: one stage");
    }
    // On AMD, register staging (two LDS slots) is the default: fewer barriers than the plain loop.
    for t in [Target::Gfx90a, Target::Gfx942, Target::Gfx1100] {
        let barriers = |s: Option<u32>| {
            let k = matmul(Spelling::LeftBound, Addr::Iv, false, s);
            tessera::compile(&k, t, &tessera::Options::default()).unwrap().code.matches("s_barrier").count()
        };
        assert!(barriers(None) < barriers(Some(1)), "{t}: not staged by default");
    }
}

/// The global accesses of compiled code, by mnemonic (`ld.global.v4.b32`, `global_load_dword`)
/// and count: the widths the facts allowed.
fn accesses(code: &str) -> std::collections::BTreeMap<String, usize> {
    let mut h = std::collections::BTreeMap::new();
    for l in code.lines() {
        let l = l.trim_start();
        let l = if l.starts_with("@%p") { l.split_once(' ').map_or(l, |x| x.1) } else { l };
        let op = l.split_whitespace().next().unwrap_or("");
        if op.starts_with("ld.global")
            || op.starts_with("st.global")
            || op.starts_with("cp.async")
            || op.starts_with("global_")
        {
            *h.entry(op.to_string()).or_insert(0) += 1;
        }
    }
    h
}

/// The corpus (`examples/triton/`): each kernel runs in the simulators as its `; run:` lines
/// say, takes the load and dot paths of its twin among the examples (as written, and with its
/// i32 parameters declared `div 16` as the JIT specialises them) with the same global accesses,
/// and its remarks are checked in (`tests/remarks/`), so that a regression to a slower path
/// fails here.
#[test]
fn the_triton_corpus_agrees_and_takes_its_twins_paths() {
    let dir = format!("{}/examples/triton", env!("CARGO_MANIFEST_DIR"));
    // (kernel, twin, whether it must take the twin's paths): those that may not say in their
    // headers why they cannot (an origin not provably at least 0, columns `% N`, strides loaded
    // from memory), and their remarks hold them to the path they take.
    let twins = [
        ("matmul_ptr_inc", "matmul", true),
        ("matmul_tf32", "matmul_tf32", true),
        ("matmul_grouped", "matmul", false),
        ("matmul_grouped_clamped", "matmul", true),
        ("matmul_grouped_mod", "matmul", false),
        ("matmul_persistent", "matmul", false),
        ("matmul_persistent_clamped", "matmul", true),
        ("grouped_gemm", "matmul", false),
        ("attention_ptr_inc", "attention", true),
        ("vector_add", "add", true),
        ("softmax", "softmax", true),
        ("layernorm", "layernorm", true),
    ];
    let opts = tessera::Options::default();
    let specialised = |k: &Kernel| {
        let mut k = k.clone();
        for p in &mut k.params {
            if k.values[p.value].ty == Type::num(DType::I32) && p.attrs.div.is_none() {
                p.attrs.div = Some(16);
            }
        }
        k
    };
    for (name, twin, same) in twins {
        let src = std::fs::read_to_string(format!("{dir}/{name}.tile")).unwrap();
        let file = tessera::ir::text::parse(&src).unwrap();
        let spec = tessera::directives::RunSpec::parse(&file.directives).unwrap();
        let k = &file.kernels[0];
        let (tk, _) = common::example(twin);
        // The remarks, per target: a regression to a slower path changes them.
        let mut remarks = String::new();
        for t in Target::ALL {
            for (k, tk) in [(k.clone(), tk.clone()), (specialised(k), specialised(&tk))] {
                let c = match (tessera::compile(&k, t, &opts), tessera::compile(&tk, t, &opts)) {
                    (Ok(c), Ok(_)) if !same => c,
                    (Ok(c), Ok(tc)) => {
                        let kinds =
                            |c: &tessera::CompiledKernel| c.remarks.iter().map(|r| (r.dot, r.path)).collect::<Vec<_>>();
                        assert_eq!(kinds(&c), kinds(&tc), "{name} on {t}: not the paths of {twin}");
                        assert_eq!(accesses(&c.code), accesses(&tc.code), "{name} on {t}: not the accesses of {twin}");
                        c
                    }
                    // (The attention kernels do not fit gfx1100's registers yet, issue 42.)
                    (Err(e), Err(_)) if e.to_string().contains("VGPRs") => continue,
                    (c, tc) => panic!("{name} on {t}: {:?}, its twin {:?}", c.err(), tc.err()),
                };
                if k.params.iter().zip(&file.kernels[0].params).all(|(a, b)| a.attrs == b.attrs) {
                    remarks += &format!("; {t}\n{}", tessera::remarks::render(&c.remarks, t, &format!("{name}.tile")));
                }
            }
        }
        common::golden::check(&format!("tests/remarks/{name}.txt"), &remarks);
        for t in [Target::Sm80, Target::Sm90, Target::Sm90a] {
            if same {
                assert_eq!(paths(k, t), paths(&tk, t), "{name} on {t}: not the paths of {twin}");
            }
            let r = tessera::run::run_sim(k, &spec, 3, t).unwrap_or_else(|e| panic!("{name} on {t}: {e}"));
            assert!(r.passed(), "{name} on {t}: {:?} {:?}", r.checks, r.vs_interp);
        }
        for t in [Target::Gfx942, Target::Gfx1100] {
            if t == Target::Gfx1100 && name.starts_with("attention") {
                continue;
            }
            let r = tessera::run::run_sim(k, &spec, 3, t).unwrap_or_else(|e| panic!("{name} on {t}: {e}"));
            assert!(r.passed(), "{name} on {t}: {:?} {:?}", r.checks, r.vs_interp);
        }
    }
}

/// The corpus's grouped GEMM (no `; run: check`: its problems are data) computes, in the
/// interpreter, each problem's product from the packed buffers, so that the simulators'
/// agreement with the interpreter above means a grouped GEMM.
#[test]
fn the_grouped_gemm_computes_each_problems_product() {
    let src =
        std::fs::read_to_string(format!("{}/examples/triton/grouped_gemm.tile", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let file = tessera::ir::text::parse(&src).unwrap();
    let spec = tessera::directives::RunSpec::parse(&file.directives).unwrap();
    let k = &file.kernels[0];
    let mut args = tessera::run::make_args(k, &spec, 3).unwrap();
    interp::run(k, spec.grid.unwrap(), &mut args).unwrap();
    let buf = |i: usize| match &args[i] {
        Arg::Buffer(b) => b.to_f64(),
        _ => unreachable!("parameter {i} is a buffer"),
    };
    let (a, b, c, offs, sizes, lds) = (buf(0), buf(1), buf(2), buf(3), buf(4), buf(5));
    let mut covered = 0;
    for g in 0..3 {
        let at = |v: &[f64], j: usize| v[3 * g + j] as usize;
        let (m, n, kk) = (at(&sizes, 0), at(&sizes, 1), at(&sizes, 2));
        let (lda, ldb, ldc) = (at(&lds, 0), at(&lds, 1), at(&lds, 2));
        let (ao, bo, co) = (at(&offs, 0), at(&offs, 1), at(&offs, 2));
        for i in 0..m {
            for j in 0..n {
                let want: f64 = (0..kk).map(|l| a[ao + i * lda + l] * b[bo + l * ldb + j]).sum();
                let got = c[co + i * ldc + j];
                assert!(
                    (got - want).abs() <= 2e-3 * (1.0 + want.abs()),
                    "problem {g}, C[{i}][{j}] = {got}, want {want}"
                );
                covered += 1;
            }
        }
    }
    assert_eq!(covered, c.len(), "the three problems fill C");
}

/// The kernel library's matmul as Triton's tutorial writes it (`kernels::matmul_pointer_increments`,
/// the builder kernel of the corpus, which `bench-gpu matmul` times beside the record with
/// `TESSERA_MATMUL_INCREMENTS=1`) takes the record's paths and computes what it does.
#[test]
fn the_libraries_matmul_with_pointer_increments_is_the_records() {
    use tessera::kernels::{matmul, matmul_pointer_increments};
    for (m, n, k, tile) in [(100, 72, 80, [64, 64, 32]), (128, 256, 96, [128, 128, 64])] {
        let ours = matmul_pointer_increments(m, n, k, tile, 4, 3, DType::F16).unwrap();
        let record = matmul(m, n, k, tile, 4, 3, DType::F16).unwrap();
        for t in Target::ALL {
            let kinds = |k: &Kernel| {
                let c = tessera::compile(k, t, &tessera::Options::default()).unwrap();
                c.remarks.iter().map(|r| (r.dot, r.path)).collect::<Vec<_>>()
            };
            assert_eq!(kinds(&ours), kinds(&record), "{t}, {m} x {n} x {k}");
        }
        let mut r = SplitMix(9);
        let mut q = |len: u32| {
            Buffer::from_f64(
                DType::F16,
                &(0..len).map(|_| ((r.next_u64() % 17) as f64 - 8.0) / 8.0).collect::<Vec<_>>(),
            )
        };
        let args = vec![
            Arg::Buffer(q(m * k)),
            Arg::Buffer(q(k * n)),
            Arg::Buffer(Buffer::zeros(DType::F16, (m * n) as usize)),
        ];
        let grid = [m.div_ceil(tile[0]) * n.div_ceil(tile[1]), 1, 1];
        let mut want = args.clone();
        interp::run(&record, grid, &mut want).unwrap();
        for t in [Target::Sm80, Target::Sm90a] {
            let mut got = args.clone();
            let l = lower_ptx(&ours, t).unwrap();
            run_lowered(&ours, &l, grid, &mut got, &SimOptions::default()).unwrap();
            assert!(got[2] == want[2], "{t}: C differs from the record's");
        }
    }
}

/// The corpus in the Rust builder, as a Rust user of tessera writes Triton's tutorials: each
/// compiles, on every target, to the code of its `.tile` text in `examples/triton/` (so the
/// text's checks above hold for it).
mod builder_corpus {
    use super::*;

    fn a16<'b>(b: &'b Builder, name: &str) -> Tv<'b> {
        b.param_with(name, Type::ptr(DType::F32), ParamAttrs { align: Some(16), div: None })
    }

    /// Tutorial 01: `offsets = pid * BLOCK + arange`, `x_ptr + offsets` masked at `n`.
    pub fn vector_add() -> Kernel {
        let b = Builder::new("vector_add");
        let (x, y, out) = (a16(&b, "x"), a16(&b, "y"), a16(&b, "out"));
        let n = b.param("n", DType::I32);
        b.num_warps(4);
        let block_start = b.program_id(0) * 1024;
        let lane = b.arange(0, 1024);
        let mask = (block_start + lane).lt(n);
        let zero = b.zeros(&[1024], DType::F32);
        let xv = b.load_masked((x + block_start) + lane, mask, zero);
        let yv = b.load_masked((y + block_start) + lane, mask, zero);
        b.store_masked((out + block_start) + lane, xv + yv, mask);
        b.finish().unwrap()
    }

    /// Tutorial 02: a persistent loop over rows, `row_start = program_id`, `row_step =
    /// num_programs`, each row masked at `n_cols` with `other = -inf`.
    pub fn softmax() -> Kernel {
        let b = Builder::new("softmax_persistent");
        let (x, out) = (a16(&b, "x"), a16(&b, "out"));
        let (stride, nrows, ncols) =
            (b.param("stride", DType::I32), b.param("nrows", DType::I32), b.param("ncols", DType::I32));
        b.num_warps(4);
        let (start, step) = (b.program_id(0), b.num_programs(0));
        let cols = b.arange(0, 1024);
        let mask = cols.lt(ncols);
        let neg_inf = b.full(&[1024], DType::F32, f64::NEG_INFINITY);
        b.for_range(start, nrows, step, &[], |row, _| {
            let off = row * stride;
            let v = b.load_masked((x + off) + cols, mask, neg_inf);
            let e = (v - v.max_along(0)).exp();
            b.store_masked((out + off) + cols, e / e.sum(0), mask);
            vec![]
        });
        b.finish().unwrap()
    }

    /// Tutorial 05's forward for a row of one block: `X += row * stride`, the mean, the masked
    /// variance, `rstd = 1 / sqrt(var + eps)`, `y = (x - mean) * rstd * w + b`.
    pub fn layernorm() -> Kernel {
        let b = Builder::new("layer_norm_fwd_fused");
        let (x, y, w, bias) = (a16(&b, "x"), a16(&b, "y"), a16(&b, "w"), a16(&b, "b"));
        let (mean, rstd) = (b.ptr_param("mean", DType::F32), b.ptr_param("rstd", DType::F32));
        let (stride, n, eps) = (b.param("stride", DType::I32), b.param("n", DType::I32), b.param("eps", DType::F32));
        b.num_warps(4);
        let row = b.program_id(0);
        let off = row * stride;
        let (y_row, x_row) = (y + off, x + off);
        let cols = b.arange(0, 1024);
        let mask = cols.lt(n);
        let zero = b.zeros(&[1024], DType::F32);
        let xv = b.load_masked(x_row + cols, mask, zero);
        let nf = n.to(DType::F32);
        let mu = xv.sum(0) / nf;
        let x_mu = xv - mu;
        let xbar = b.select(mask, x_mu, zero);
        let var = (xbar * xbar).sum(0) / nf;
        let r = b.cst(DType::F32, 1.0) / (var + eps).sqrt();
        b.store(mean + row, mu);
        b.store(rstd + row, r);
        let (wv, bv) = (b.load_where(w + cols, mask), b.load_where(bias + cols, mask));
        b.store_masked(y_row + cols, x_mu * r * wv + bv, mask);
        b.finish().unwrap()
    }

    /// Tutorial 03's inner loop: pointer tiles `a + rm[:, None] * lda + rk[None, :]` carried and
    /// advanced by BLOCK_K (`a_ptrs += BLOCK_K`, `b_ptrs += BLOCK_K * ldb`), masks `rk < K - k
    /// * BLOCK_K`, cdiv(K, BLOCK_K) steps.
    pub fn matmul_ptr_inc() -> Kernel {
        let b = Builder::new("matmul_ptr_inc");
        let a16 = |n: &str| b.param_with(n, Type::ptr(DType::F16), ParamAttrs { align: Some(16), div: None });
        let (pa, pb) = (a16("a"), a16("b"));
        let pc = b.param_with("c", Type::ptr(DType::F32), ParamAttrs { align: Some(16), div: None });
        let d8 = |n: &str| b.param_with(n, Type::num(DType::I32), ParamAttrs { align: None, div: Some(8) });
        let m = b.param("M", DType::I32);
        let (n, k, lda, ldb) = (d8("N"), d8("K"), d8("lda"), d8("ldb"));
        let ldc = b.param("ldc", DType::I32);
        b.num_warps(4).num_stages(3);
        let rm = (b.program_id(0) * 64 + b.arange(0, 64)).col();
        let rn = (b.program_id(1) * 64 + b.arange(0, 64)).row();
        let rk = b.arange(0, 32);
        let (m_ok, n_ok) = (rm.lt(m), rn.lt(n));
        let a_ptrs = pa + (rm * lda + rk.row());
        let b_ptrs = pb + (rk.col() * ldb + rn);
        let k_tiles = (k + 31) / 32;
        let acc0 = b.zeros(&[64, 64], DType::F32);
        let out = b.for_range(0, k_tiles, 1, &[acc0, a_ptrs, b_ptrs], |kk, c| {
            let left = k - kk * 32;
            let a = b.load_masked(c[1], m_ok & rk.row().lt(left), b.zeros(&[64, 32], DType::F16));
            let bt = b.load_masked(c[2], rk.col().lt(left) & n_ok, b.zeros(&[32, 64], DType::F16));
            vec![b.dot(a, bt, c[0]), c[1] + 32, c[2] + ldb * 32]
        });
        b.store_masked(pc + (rm * ldc + rn), out[0], m_ok & n_ok);
        b.finish().unwrap()
    }

    /// Tutorial 06's forward as Triton's users write it: K^T and V pointer tiles carried and
    /// advanced by BLOCK_N rows (`K_block_ptr = tl.advance(..)`), the online softmax in base 2.
    pub fn attention_ptr_inc() -> Kernel {
        let b = Builder::new("attention_ptr_inc");
        let a16 = |n: &str| b.param_with(n, Type::ptr(DType::F16), ParamAttrs { align: Some(16), div: None });
        let (q, k, v) = (a16("q"), a16("k"), a16("v"));
        let o = b.param_with("o", Type::ptr(DType::F32), ParamAttrs { align: Some(16), div: None });
        let seq = b.param_with("seq", Type::num(DType::I32), ParamAttrs { align: None, div: Some(64) });
        let (head_stride, scale) = (b.param("head_stride", DType::I32), b.param("qk_scale", DType::F32));
        b.num_warps(4);
        let head_off = b.program_id(1) * head_stride;
        let r = b.arange(0, 64);
        let rm = (b.program_id(0) * 64 + r).col();
        let q_offs = rm * 64 + r.row() + head_off;
        let qb = b.load(q + q_offs);
        let kt_ptrs = k + (r.col() + r.row() * 64 + head_off);
        let v_ptrs = v + (r.col() * 64 + r.row() + head_off);
        let m0 = b.full(&[64], DType::F32, f64::NEG_INFINITY);
        let (l0, acc0) = (b.zeros(&[64], DType::F32), b.zeros(&[64, 64], DType::F32));
        let out = b.for_range(0, seq, 64, &[m0, l0, acc0, kt_ptrs, v_ptrs], |_, c| {
            let qk = b.dot(qb, b.load(c[3]), b.zeros(&[64, 64], DType::F32)) * scale;
            let m_new = c[0].max(qk.max_along(1));
            let p = (qk - m_new.col()).exp2();
            let alpha = (c[0] - m_new).exp2();
            let l_new = c[1] * alpha + p.sum(1);
            let acc = b.dot(p.to(DType::F16), b.load(c[4]), c[2] * alpha.col());
            vec![m_new, l_new, acc, c[3] + 4096, c[4] + 4096]
        });
        b.store(o + q_offs, out[2] / out[1].col());
        b.finish().unwrap()
    }
}

/// Compiled code without its comments: what the machine runs.
fn code_of(k: &Kernel, t: Target) -> String {
    let c = tessera::compile(k, t, &tessera::Options::default()).unwrap_or_else(|e| panic!("{} on {t}: {e}", k.name));
    c.code
        .lines()
        .filter(|l| !l.trim_start().starts_with("//") && !l.trim_start().starts_with(';'))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The builder's kernels compile to the code of their text, or (the matmul, whose builder masks
/// combine a column and a row of tests where the text broadcasts both first, and the attention,
/// whose operations the builder orders its own way) to its paths and global accesses, computing
/// in the simulator what the text computes in the interpreter.
#[test]
fn the_corpus_in_the_builder_compiles_to_the_code_of_its_text() {
    let dir = format!("{}/examples/triton", env!("CARGO_MANIFEST_DIR"));
    for (name, built, exact) in [
        ("vector_add", builder_corpus::vector_add(), true),
        ("softmax", builder_corpus::softmax(), true),
        ("layernorm", builder_corpus::layernorm(), true),
        ("matmul_ptr_inc", builder_corpus::matmul_ptr_inc(), false),
        ("attention_ptr_inc", builder_corpus::attention_ptr_inc(), false),
    ] {
        let src = std::fs::read_to_string(format!("{dir}/{name}.tile")).unwrap();
        let file = tessera::ir::text::parse(&src).unwrap();
        let text = &file.kernels[0];
        for t in Target::ALL {
            let (ours, theirs) = (code_of(&built, t), code_of(text, t));
            if !exact {
                let opts = tessera::Options::default();
                let kinds = |k: &Kernel| {
                    let c = tessera::compile(k, t, &opts).unwrap();
                    c.remarks.iter().map(|r| (r.dot, r.path)).collect::<Vec<_>>()
                };
                assert_eq!(kinds(&built), kinds(text), "{name} on {t}: the builder's paths differ from the text's");
                assert_eq!(accesses(&ours), accesses(&theirs), "{name} on {t}: the builder's accesses differ");
                continue;
            }
            if let Some((i, (a, b))) = ours.lines().zip(theirs.lines()).enumerate().find(|(_, (a, b))| a != b) {
                panic!("{name} on {t}: the builder's code differs from the text's at line {i}: `{a}` against `{b}`");
            }
            assert_eq!(
                ours.lines().count(),
                theirs.lines().count(),
                "{name} on {t}: the builder's code has another length"
            );
        }
        if !exact {
            let spec = tessera::directives::RunSpec::parse(&file.directives).unwrap();
            let args = tessera::run::make_args(text, &spec, 5).unwrap();
            let grid = spec.grid.unwrap();
            let (mut want, mut got) = (args.clone(), args);
            interp::run(text, grid, &mut want).unwrap();
            let l = lower_ptx(&built, Target::Sm90a).unwrap();
            run_lowered(&built, &l, grid, &mut got, &SimOptions::default()).unwrap();
            for (i, (g, w)) in got.iter().zip(&want).enumerate() {
                let (Arg::Buffer(g), Arg::Buffer(w)) = (g, w) else { continue };
                let (g, w) = (g.to_f64(), w.to_f64());
                assert!(
                    g.iter().zip(&w).all(|(g, w)| (g - w).abs() <= 1e-3 * (1.0 + w.abs())),
                    "{name}: buffer {i} differs from the text's"
                );
            }
        }
    }
}
