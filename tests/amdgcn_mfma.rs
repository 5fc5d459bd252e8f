//! `dot` on AMD's matrix cores: f16, bf16, f32 (`ieee`, and `tf32` on gfx942's xf32) and i8
//! dots compile to MFMA on gfx90a and gfx942 (16x16 or 32x32 forms, chosen per shape), and f16
//! and bf16 dots to WMMA on gfx1100; they run in sim-amdgcn (which executes the matrix
//! instructions and rejects missing wait states and unrounded xf32 inputs) and agree with the
//! interpreter: bit for bit where every partial sum is exact (always for i8), within the rounding
//! bound otherwise; llvm-mc assembles and ld.lld links the code, and tessera's encoder gives
//! llvm-mc's bytes for every instruction of it; the matmul examples pass their checks on the
//! simulator.

mod common;

use common::{amdgcn_oracle, dot_kernel, example, first_difference};
use tessera::ir::gen::{Entropy, SplitMix};
use tessera::ir::interp::{self, Arg, Buffer};
use tessera::ir::op::DotPrecision;
use tessera::ir::{Const, DType};
use tessera::run::run_sim;
use tessera::simulate::{run_amdgcn, run_amdgcn_code};
use tessera::{compile, Options, Target};
use tessera_sim::amdgcn::{SimErrorKind, SimOptions};

/// (M, N, K, warps). (32, 64, 16, 1) has 8 16x16 accumulator tiles for 4 unit slots, so tiles
/// share units; 64 x 64 on one wave does not fit yet (a clear error).
const SHAPES: [(u32, u32, u32, u32); 8] = [
    (16, 16, 16, 1),
    (16, 16, 64, 1),
    (32, 32, 32, 1),
    (32, 32, 32, 4),
    (16, 64, 16, 1),
    (64, 16, 32, 2),
    (64, 64, 32, 4),
    (32, 64, 16, 1),
];

/// A dot's element types and precision.
#[derive(Copy, Clone, Debug)]
struct Ty {
    input: DType,
    acc: DType,
    precision: DotPrecision,
}

const F16: Ty = Ty { input: DType::F16, acc: DType::F32, precision: DotPrecision::Ieee };
const BF16: Ty = Ty { input: DType::BF16, acc: DType::F32, precision: DotPrecision::Ieee };
const F32: Ty = Ty { input: DType::F32, acc: DType::F32, precision: DotPrecision::Ieee };
const TF32: Ty = Ty { input: DType::F32, acc: DType::F32, precision: DotPrecision::Tf32 };
const I8: Ty = Ty { input: DType::I8, acc: DType::I32, precision: DotPrecision::Ieee };
const TYPES: [Ty; 5] = [F16, BF16, F32, TF32, I8];

/// The instruction forms a test expects, written out from the ISA names llvm-mc takes (not
/// from the compiler's table): (16x16 mnemonic, its K, 32x32 mnemonic, its K).
fn forms(t: Target, ty: Ty) -> Option<(&'static str, u32, &'static str, u32)> {
    let gfx942 = t == Target::Gfx942;
    Some(match (ty.input, ty.precision, t) {
        (_, _, Target::Gfx1100) => match ty.input {
            DType::F16 => ("v_wmma_f32_16x16x16_f16", 16, "", 0),
            DType::BF16 => ("v_wmma_f32_16x16x16_bf16", 16, "", 0),
            _ => return None,
        },
        (DType::F16, _, _) if gfx942 => ("v_mfma_f32_16x16x16_f16", 16, "v_mfma_f32_32x32x8_f16", 8),
        (DType::F16, _, _) => ("v_mfma_f32_16x16x16f16", 16, "v_mfma_f32_32x32x8f16", 8),
        (DType::BF16, _, _) if gfx942 => ("v_mfma_f32_16x16x16_bf16", 16, "v_mfma_f32_32x32x8_bf16", 8),
        (DType::BF16, _, _) => ("v_mfma_f32_16x16x16bf16_1k", 16, "v_mfma_f32_32x32x8bf16_1k", 8),
        (DType::F32, DotPrecision::Tf32, _) if gfx942 => ("v_mfma_f32_16x16x8_xf32", 8, "v_mfma_f32_32x32x4_xf32", 4),
        (DType::F32, _, _) if gfx942 => ("v_mfma_f32_16x16x4_f32", 4, "v_mfma_f32_32x32x2_f32", 2),
        (DType::F32, _, _) => ("v_mfma_f32_16x16x4f32", 4, "v_mfma_f32_32x32x2f32", 2),
        (DType::I8, _, _) if gfx942 => ("v_mfma_i32_16x16x32_i8", 32, "v_mfma_i32_32x32x16_i8", 16),
        (DType::I8, _, _) => ("v_mfma_i32_16x16x16i8", 16, "v_mfma_i32_32x32x8i8", 8),
        _ => return None,
    })
}

/// The mnemonic and count per wave the rule of `isel::amdgcn::matrix` gives: 32x32 when every
/// warp has at most one 32x32 tile, else 16x16; none below one 16x16 instruction tile.
fn expected(t: Target, ty: Ty, (m, n, k, warps): (u32, u32, u32, u32)) -> Option<(&'static str, u32)> {
    let (small, sk, big, bk) = forms(t, ty)?;
    if m < 16 || n < 16 || k < sk {
        return None;
    }
    let use_big = bk > 0 && m >= 32 && n >= 32 && k >= bk && (m / 32) * (n / 32) <= warps;
    let (op, tile, kk) = if use_big { (big, 32, bk) } else { (small, 16, sk) };
    let tiles = (m / tile) * (n / tile);
    let per_warp = tiles / warps.min(tiles);
    Some((op, per_warp * (k / kk)))
}

const CDNA: [Target; 2] = [Target::Gfx90a, Target::Gfx942];
const AMD: [Target; 3] = [Target::Gfx90a, Target::Gfx942, Target::Gfx1100];

/// The (target, type) pairs that run on matrix cores.
fn cases() -> Vec<(Target, Ty)> {
    AMD.iter().flat_map(|&t| TYPES.iter().map(move |&ty| (t, ty))).filter(|&(t, ty)| forms(t, ty).is_some()).collect()
}

/// `len` values of `d`: with `exact`, multiples of 1/4 in [-4, 4] (every product and partial
/// sum of these dots is exact in f32); otherwise normal numbers of 11 random bits (f32: 23,
/// which a `tf32` dot must round) between 2^-3 and 4 of either sign (no subnormals, which
/// gfx90a's 16-bit MFMA flushes), one in 13 zero. i8: anything.
fn values(r: &mut SplitMix, d: DType, len: usize, exact: bool) -> Buffer {
    let v: Vec<Const> = (0..len)
        .map(|_| {
            let x = r.next_u64();
            if d.is_int() {
                return Const::from_i64(d, (x % 256) as i64 - 128);
            }
            let v = if exact {
                ((x % 33) as f64 - 16.0) / 4.0
            } else if x.is_multiple_of(13) {
                0.0
            } else {
                let bits = if d == DType::F32 { 23 } else { 10 };
                let m = 1.0 + ((x >> 8) % (1 << bits)) as f64 / (1u64 << bits) as f64;
                let s = if x >> 40 & 1 == 1 { -1.0 } else { 1.0 };
                s * m * 2f64.powi(((x >> 36) % 6) as i32 - 3)
            };
            Const::from_f64(d, v)
        })
        .collect();
    Buffer::from_consts(d, &v).unwrap()
}

fn code(ty: Ty, (m, n, k, warps): (u32, u32, u32, u32), t: Target) -> String {
    let kernel = dot_kernel(m, n, k, ty.input, ty.acc, ty.precision, warps);
    compile(&kernel, t, &Options::default()).unwrap_or_else(|e| panic!("{ty:?} {m}x{n}x{k} on {t}: {e}")).code
}

/// The shapes of `SHAPES` that run on matrix cores for `ty` on `t` (the others take the
/// multiply-adds, some of which need more registers than a wave has, a clear error).
fn matrix_shapes(t: Target, ty: Ty) -> impl Iterator<Item = (usize, (u32, u32, u32, u32))> {
    SHAPES.into_iter().enumerate().filter(move |&(_, s)| expected(t, ty, s).is_some())
}

/// Runs one dot on the simulator and the interpreter; the outputs as f64 and the bound scale
/// S = |c| + sum |a b| per element.
fn run(ty: Ty, shape: (u32, u32, u32, u32), t: Target, seed: u64, exact: bool) -> (Vec<f64>, Vec<f64>, Vec<f64>) {
    let (m, n, k, warps) = shape;
    let kernel = dot_kernel(m, n, k, ty.input, ty.acc, ty.precision, warps);
    let mut r = SplitMix(seed);
    let (a, b, c) = (
        values(&mut r, ty.input, (m * k) as usize, exact),
        values(&mut r, ty.input, (k * n) as usize, exact),
        values(&mut r, ty.acc, (m * n) as usize, exact),
    );
    let args = vec![
        Arg::Buffer(a.clone()),
        Arg::Buffer(b.clone()),
        Arg::Buffer(c.clone()),
        Arg::Buffer(Buffer::zeros(ty.acc, (m * n) as usize)),
    ];
    let mut want = args.clone();
    interp::run(&kernel, [1, 1, 1], &mut want).unwrap();
    let mut got = args;
    if let Err(e) = run_amdgcn(&kernel, t, [1, 1, 1], &mut got, &SimOptions::default()) {
        panic!("{ty:?} {m}x{n}x{k}, {warps} warps on {t}: {e}\n{}", code(ty, shape, t));
    }
    let (Arg::Buffer(g), Arg::Buffer(w)) = (&got[3], &want[3]) else { unreachable!() };
    let (av, bv, cv) = (a.to_f64(), b.to_f64(), c.to_f64());
    let (m, n, k) = (m as usize, n as usize, k as usize);
    let s = (0..m * n)
        .map(|e| {
            let (i, j) = (e / n, e % n);
            cv[e].abs() + (0..k).map(|q| (av[i * k + q] * bv[q * n + j]).abs()).sum::<f64>()
        })
        .collect();
    (g.to_f64(), w.to_f64(), s)
}

#[test]
fn dots_select_the_matrix_instruction_of_their_types_and_shape() {
    for (t, ty) in cases() {
        for &shape in &SHAPES {
            let (m, n, k, warps) = shape;
            let kernel = dot_kernel(m, n, k, ty.input, ty.acc, ty.precision, warps);
            let asm = match compile(&kernel, t, &Options::default()) {
                Ok(c) => c.code,
                Err(e) if expected(t, ty, shape).is_none() => {
                    assert!(e.to_string().contains("VGPRs"), "{ty:?} {shape:?} on {t}: {e}");
                    continue;
                }
                Err(e) => panic!("{ty:?} {shape:?} on {t}: {e}"),
            };
            let matrix =
                asm.lines().filter(|l| l.trim_start().starts_with("v_mfma") || l.trim_start().starts_with("v_wmma"));
            match expected(t, ty, shape) {
                Some((op, count)) => {
                    let ops: Vec<&str> = matrix.map(|l| l.split_whitespace().next().unwrap()).collect();
                    assert_eq!(ops.len() as u32, count, "{ty:?} {shape:?} on {t}: {ops:?}");
                    assert!(ops.iter().all(|&o| o == op), "{ty:?} {shape:?} on {t}: want {op}, got {ops:?}");
                }
                None => assert_eq!(matrix.count(), 0, "{ty:?} {shape:?} on {t}: below one instruction tile"),
            }
        }
    }
    // No matrix instruction where the target has none for the types.
    for ty in [F32, TF32, I8] {
        let (m, n, k, warps) = (16, 16, 32, 4);
        let kernel = dot_kernel(m, n, k, ty.input, ty.acc, ty.precision, warps);
        let asm = compile(&kernel, Target::Gfx1100, &Options::default()).map(|c| c.code).unwrap_or_default();
        assert!(!asm.contains("v_wmma"), "{ty:?}");
    }
    // Shapes below one instruction tile keep the multiply-adds.
    assert!(!code(F16, (16, 8, 16, 1), Target::Gfx90a).contains("mfma"));
    assert!(!code(F16, (16, 8, 16, 1), Target::Gfx1100).contains("wmma"));
}

#[test]
fn matrix_dots_with_exact_sums_match_the_interpreter_bit_for_bit() {
    for (t, ty) in cases() {
        for (seed, shape) in matrix_shapes(t, ty) {
            let (got, want, _) = run(ty, shape, t, seed as u64, true);
            for (e, (g, w)) in got.iter().zip(&want).enumerate() {
                assert_eq!(g.to_bits(), w.to_bits(), "{ty:?} {shape:?} on {t}: out[{e}] got {g} interp {w}");
            }
        }
    }
}

#[test]
fn matrix_dots_match_the_interpreter_within_the_rounding_bound() {
    // The simulator rounds once per instruction (K / k roundings), the interpreter once per
    // multiply-add (K): each rounding is within 2^-24 of the partial sum, at most S. i8 is exact.
    for (t, ty) in cases() {
        for (seed, shape) in matrix_shapes(t, ty) {
            let (got, want, s) = run(ty, shape, t, 100 + seed as u64, false);
            let k = shape.2;
            let mut differ = 0;
            for e in 0..got.len() {
                let bound = if ty.input == DType::I8 { 0.0 } else { s[e] * 2f64.powi(-24) * (k / 2 + k) as f64 };
                assert!(
                    (got[e] - want[e]).abs() <= bound,
                    "{ty:?} {shape:?} on {t}: out[{e}] got {} interp {} (bound {bound})",
                    got[e],
                    want[e]
                );
                differ += (got[e] != want[e]) as u32;
            }
            // The two do add differently: some elements differ in the last bits.
            if k >= 32 && ty.input != DType::I8 {
                assert!(
                    differ > 0,
                    "{ty:?} {shape:?} on {t}: no element rounded differently; is the matrix core used?"
                );
            }
        }
    }
}

/// llvm-mc assembles and ld.lld links the MFMA code, and tessera's encoder gives llvm-mc's
/// bytes for every instruction of it.
#[test]
fn llvm_mc_assembles_the_matrix_code_as_tesseras_encoder_does() {
    let Some(tools) = amdgcn_oracle::tools() else { return };
    for (t, ty) in cases() {
        for (_, shape) in matrix_shapes(t, ty) {
            let (m, n, k, warps) = shape;
            let what = format!("dot{m}x{n}x{k}w{warps}-{:?}-{:?}", ty.input, ty.precision);
            assert!(amdgcn_oracle::assemble_and_link(&tools, &code(ty, shape, t), t, &what) > 0);
        }
    }
}

/// The arguments of a dot with exact sums (see `values`).
fn exact_args(ty: Ty, (m, n, k, _): (u32, u32, u32, u32), seed: u64) -> Vec<Arg> {
    let mut r = SplitMix(seed);
    vec![
        Arg::Buffer(values(&mut r, ty.input, (m * k) as usize, true)),
        Arg::Buffer(values(&mut r, ty.input, (k * n) as usize, true)),
        Arg::Buffer(values(&mut r, ty.acc, (m * n) as usize, true)),
        Arg::Buffer(Buffer::zeros(ty.acc, (m * n) as usize)),
    ]
}

/// A and B swapped in every matrix instruction of `asm`.
fn swap_a_b(asm: &str) -> String {
    asm.lines()
        .map(|l| match l.trim().split_once(' ') {
            Some((op, rest)) if op.starts_with("v_mfma") || op.starts_with("v_wmma") => {
                let o: Vec<&str> = rest.split(", ").collect();
                format!("  {op} {}, {}, {}, {}\n", o[0], o[2], o[1], o[3])
            }
            _ => format!("{l}\n"),
        })
        .collect()
}

/// The first matrix instruction with its D and C register ranges moved up by one register.
fn shift_first_accumulator(asm: &str) -> String {
    let line = asm.lines().find(|l| l.trim_start().starts_with("v_mfma")).expect("an MFMA");
    let (op, rest) = line.trim().split_once(' ').unwrap();
    let o: Vec<String> = rest.split(", ").map(str::to_string).collect();
    let shift = |r: &str| {
        let (a, b) = r.trim_start_matches("v[").trim_end_matches(']').split_once(':').unwrap();
        format!("v[{}:{}]", a.parse::<u32>().unwrap() + 1, b.parse::<u32>().unwrap() + 1)
    };
    let moved = format!("  {op} {}, {}, {}, {}", shift(&o[0]), o[1], o[2], shift(&o[3]));
    asm.replacen(line, &moved, 1)
}

#[test]
fn every_mfma_wait_state_is_needed_and_broken_code_is_caught() {
    // 32x32 f16 (one tile per wave), 16x16 bf16 over several slots, 32x32 f32 (16 passes on
    // both targets), 16x16 i8 and xf32.
    let cases: [(Ty, (u32, u32, u32, u32)); 5] = [
        (F16, (32, 32, 32, 1)),
        (BF16, (16, 64, 16, 1)),
        (F32, (32, 32, 8, 1)),
        (I8, (16, 32, 64, 1)),
        (TF32, (16, 32, 16, 1)),
    ];
    let mut nops_seen = 0;
    for (ty, shape) in cases {
        let (m, n, k, warps) = shape;
        let kernel = dot_kernel(m, n, k, ty.input, ty.acc, ty.precision, warps);
        let args = exact_args(ty, shape, 7);
        let mut want = args.clone();
        interp::run(&kernel, [1, 1, 1], &mut want).unwrap();
        let sim = |asm: &str| {
            let mut got = args.clone();
            run_amdgcn_code(&kernel, asm, [1, 1, 1], &mut got, &SimOptions::default()).map(|_| got)
        };
        for t in CDNA {
            let asm = code(ty, shape, t);
            let lines: Vec<&str> = asm.lines().collect();
            let nops: Vec<usize> = (0..lines.len()).filter(|&i| lines[i].trim_start().starts_with("s_nop")).collect();
            // (Some code needs none; the test as a whole must see some, below.)
            nops_seen += nops.len();
            // One wait state fewer anywhere (s_nop n -> s_nop n-1, s_nop 0 dropped): a hazard.
            for &i in &nops {
                let count: u32 = lines[i].trim().strip_prefix("s_nop ").unwrap().parse().unwrap();
                let mut broken: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
                if count == 0 {
                    broken.remove(i);
                } else {
                    broken[i] = format!("  s_nop {}", count - 1);
                }
                match sim(&(broken.join("\n") + "\n")) {
                    Err(e) => assert_eq!(e.kind, SimErrorKind::Hazard, "{ty:?} {t}, line {}: {e}", i + 1),
                    Ok(_) => {
                        panic!("{ty:?} {t}: line {} (`{}`) one wait state shorter still runs", i + 1, lines[i].trim())
                    }
                }
            }
            let got = sim(&swap_a_b(&asm)).unwrap_or_else(|e| panic!("{ty:?} {t}: swapped A and B: {e}"));
            assert!(first_difference(&kernel, &got, &want).is_some(), "{ty:?} {t}: swapped A and B agree");
            // The first MFMA's accumulator one register off (D and C both): refused or wrong.
            let broken = shift_first_accumulator(&asm);
            if let Ok(got) = sim(&broken) {
                assert!(first_difference(&kernel, &got, &want).is_some(), "{ty:?} {t}: C and D off by one agree");
            }
            let got = sim(&asm).unwrap();
            assert_eq!(first_difference(&kernel, &got, &want), None, "{ty:?} {t}");
        }
    }
    assert!(nops_seen >= 10, "only {nops_seen} wait states in all the cases: the test checks too little");
}

#[test]
fn broken_wmma_and_xf32_code_is_caught() {
    // gfx1100: A and B swapped give wrong results; an A register whose half-waves differ is
    // refused.
    for ty in [F16, BF16] {
        let shape = (16, 32, 32, 1);
        let (m, n, k, warps) = shape;
        let kernel = dot_kernel(m, n, k, ty.input, ty.acc, ty.precision, warps);
        let args = exact_args(ty, shape, 11);
        let mut want = args.clone();
        interp::run(&kernel, [1, 1, 1], &mut want).unwrap();
        let sim = |asm: &str| {
            let mut got = args.clone();
            run_amdgcn_code(&kernel, asm, [1, 1, 1], &mut got, &SimOptions::default()).map(|_| got)
        };
        let asm = code(ty, shape, Target::Gfx1100);
        assert_eq!(first_difference(&kernel, &sim(&asm).unwrap(), &want), None, "{ty:?}");
        let got = sim(&swap_a_b(&asm)).unwrap();
        assert!(first_difference(&kernel, &got, &want).is_some(), "{ty:?}: swapped A and B agree");
        // The first WMMA's A taken from a register that differs across half-waves (the lane
        // id, which v_mbcnt counts).
        let first = asm.lines().position(|l| l.trim_start().starts_with("v_wmma")).unwrap();
        let a = asm.lines().nth(first).unwrap().split(", ").nth(1).unwrap().to_string();
        let a0 = a.trim_start_matches("v[").split(':').next().unwrap().to_string();
        let broken = asm.replacen(
            asm.lines().nth(first).unwrap(),
            &format!("  v_mbcnt_lo_u32_b32 v{a0}, -1, 0\n{}", asm.lines().nth(first).unwrap()),
            1,
        );
        let e = sim(&broken).expect_err("a WMMA with different half-waves runs");
        assert!(e.to_string().contains("half-waves"), "{ty:?}: {e}");
    }
    // gfx942's xf32: the compiler rounds to tf32 first; without the rounding (an unrounded f32
    // written into A) the simulator refuses the input.
    let shape = (16, 16, 16, 1);
    let kernel = dot_kernel(16, 16, 16, DType::F32, DType::F32, DotPrecision::Tf32, 1);
    let asm = code(TF32, shape, Target::Gfx942);
    let first = asm.lines().find(|l| l.trim_start().starts_with("v_mfma")).unwrap();
    let a = first.split(", ").nth(1).unwrap();
    let a0 = a.trim_start_matches("v[").split(':').next().unwrap();
    let broken = asm.replacen(first, &format!("  v_mov_b32 v{a0}, 0x3f800001\n  s_nop 1\n{first}"), 1);
    let mut got = exact_args(TF32, shape, 3);
    let e = run_amdgcn_code(&kernel, &broken, [1, 1, 1], &mut got, &SimOptions::default()).unwrap_err();
    assert!(e.to_string().contains("xf32"), "{e}");
}

#[test]
fn the_matmul_examples_run_on_matrix_cores() {
    let runs = [
        ("matmul", F16),
        ("matmul_f16", F16),
        ("matmul_bf16", BF16),
        ("matmul_f32", F32),
        ("matmul_tf32", TF32),
        ("matmul_i8", I8),
    ];
    for (name, ty) in runs {
        for t in AMD {
            let (k, spec) = example(name);
            let asm = compile(&k, t, &Options::default()).unwrap_or_else(|e| panic!("{name} {t}: {e}")).code;
            if t == Target::Gfx1100 && forms(t, ty).is_none() {
                // gfx1100 has no WMMA for f32 and i8: exact multiply-adds, which fit since they
                // read A and B one K step at a time (`lower::dot`'s `dot_fma`).
                assert!(!asm.contains("v_wmma"), "{name} {t}: a matrix form without one");
                let r = run_sim(&k, &spec, 0, t).unwrap_or_else(|e| panic!("{name} {t}: {e}"));
                assert!(r.passed(), "{name} {t}: checks {:?}\nvs interp {:?}", r.checks, r.vs_interp);
                continue;
            }
            let matrix = asm.matches("v_mfma").count() + asm.matches("v_wmma").count();
            let (small, _, big, _) =
                forms(t, ty).unwrap_or_else(|| panic!("{name} {t}: compiled without a matrix form"));
            let count = |op: &str| if op.is_empty() { 0 } else { asm.matches(&format!("{op} ")).count() };
            let ours = count(small) + count(big);
            assert!(
                matrix > 0 && ours == matrix,
                "{name} {t}: {matrix} matrix instructions, {ours} of {small} / {big}"
            );
            let r = run_sim(&k, &spec, 0, t).unwrap_or_else(|e| panic!("{name} {t}: {e}"));
            assert!(r.passed(), "{name} {t}: checks {:?}\nvs interp {:?}", r.checks, r.vs_interp);
        }
    }
}

/// The matmul example on the three AMD targets at 1 to 3 stages and several sizes (masked
/// edges, K of no block and of an odd number of blocks): with stages, the loop stages its tiles
/// through registers (`lower::pipeline`: loaded one iteration ahead, stored into the other of
/// two LDS slots, one barrier per iteration), and on CDNA each lane reads two K steps with one
/// `ds_read_b128`. Each agrees with the interpreter in the simulator, and every barrier of the
/// staged kernel is needed: without any one, the simulator reports an LDS race (or a wrong
/// result).
#[test]
fn register_staged_matmuls_agree_with_the_interpreter() {
    let (base, spec) = example("matmul");
    for t in AMD {
        let mut barriers = Vec::new();
        for stages in 1..=3 {
            let mut k = base.clone();
            k.num_stages = Some(stages);
            let asm = compile(&k, t, &Options::default()).unwrap_or_else(|e| panic!("{t}, {stages} stages: {e}")).code;
            barriers.push(asm.matches("s_barrier").count());
            if t != Target::Gfx1100 {
                assert!(!asm.contains("ds_read_b64"), "{t}, {stages} stages: a K step read alone");
            }
            for (m, n, kk) in [(100u32, 72u32, 80u32), (64, 64, 32), (37, 8, 200), (128, 64, 16), (37, 8, 0)] {
                let mut s = spec.clone();
                let lda = kk.max(8);
                for set in [
                    format!("%M={m}"),
                    format!("%N={n}"),
                    format!("%K={kk}"),
                    format!("%lda={lda}"),
                    format!("%ldb={n}"),
                    format!("%ldc={n}"),
                    format!("%a=rand({})", m * lda),
                    format!("%b=rand({})", kk.max(1) * n),
                    format!("%c=zeros({})", m * n),
                ] {
                    s.apply(&set).unwrap();
                }
                s.checks[0].args.truncate(2);
                s.checks[0].args.extend([m, n, kk].map(|x| tessera::directives::RefArg::Num(x as f64)));
                s.grid = Some([m.div_ceil(64), n.div_ceil(64), 1]);
                let r = run_sim(&k, &s, 5, t).unwrap_or_else(|e| panic!("{t}, {stages} stages, {m}x{n}x{kk}: {e}"));
                assert!(r.passed(), "{t}, {stages} stages, {m}x{n}x{kk}: {:?} {:?}", r.checks, r.vs_interp);
            }
            if stages == 2 {
                let args = tessera::run::make_args(&k, &spec, 3).unwrap();
                let grid = spec.grid.unwrap();
                let mut want = args.clone();
                interp::run(&k, grid, &mut want).unwrap();
                let lines: Vec<&str> = asm.lines().collect();
                for i in (0..lines.len()).filter(|&i| lines[i].trim() == "s_barrier") {
                    let mut broken: Vec<&str> = lines.clone();
                    broken.remove(i);
                    let mut got = args.clone();
                    match run_amdgcn_code(&k, &(broken.join("\n") + "\n"), grid, &mut got, &SimOptions::default()) {
                        Err(e) => {
                            assert_eq!(e.kind, SimErrorKind::Lds, "{t}: without the barrier on line {}: {e}", i + 1)
                        }
                        Ok(_) => assert!(
                            first_difference(&k, &got, &want).is_some(),
                            "{t}: the barrier on line {} is not needed",
                            i + 1
                        ),
                    }
                }
            }
        }
        // One barrier per iteration instead of the unstaged loop's stores' and reads' own.
        assert!(barriers[1] < barriers[0] && barriers[1] == barriers[2], "{t}: barriers by stages {barriers:?}");
    }
}

/// i8 operands staged through LDS on CDNA (lane loads of 4- or 8-byte runs, paired into
/// `ds_read_b128` on gfx942) and, given 16-byte rows and stages, through registers one
/// iteration ahead: the matmul_i8 example with its sizes made multiples of 16 agrees with the
/// interpreter exactly, at 1 and 2 stages.
#[test]
fn i8_operands_are_staged_through_lds() {
    let src = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/matmul_i8.tile")).unwrap();
    let src = src
        .replace(
            "%N: i32, %K: i32, %lda: i32, %ldb: i32",
            "%N: i32 div 16, %K: i32 div 16, %lda: i32 div 16, %ldb: i32 div 16",
        )
        .replace("%b = rand(5760", "%b = rand(6400")
        .replace("%c = zeros(7200)", "%c = zeros(8000)")
        .replace("%N = 72", "%N = 80")
        .replace("%ldb = 72", "%ldb = 80")
        .replace("%ldc = 72", "%ldc = 80")
        .replace("matmul(%a, %b, 100, 72, 80)", "matmul(%a, %b, 100, 80, 80)");
    let file = tessera::ir::text::parse(&src).unwrap();
    let spec = tessera::directives::RunSpec::parse(&file.directives).unwrap();
    for t in CDNA {
        let mut barriers = Vec::new();
        for stages in [1, 2] {
            let mut k = file.kernels[0].clone();
            k.num_stages = Some(stages);
            let asm = compile(&k, t, &Options::default()).unwrap().code;
            assert!(asm.contains("ds_read_b") && !asm.contains("ds_read_i8"), "{t}, {stages} stages: not lane loads");
            barriers.push(asm.matches("s_barrier").count());
            let r = run_sim(&k, &spec, 2, t).unwrap_or_else(|e| panic!("{t}, {stages} stages: {e}"));
            assert!(
                r.passed() && r.vs_interp.iter().all(|c| c.differing == 0),
                "{t}, {stages} stages: {:?}",
                r.vs_interp
            );
        }
        assert!(barriers[1] < barriers[0], "{t}: not staged through registers: {barriers:?}");
    }
}

/// LDS bank conflicts, by the simulator's model (`tessera_sim::amdgcn::memory`): the lane
/// loads of the matmul and attention examples have none on any target (16-byte reads of 8
/// consecutive rows at one chunk of the swizzle), and the matmul's transposing 16-bit stores of
/// B (`Swizzle::folded`) one extra cycle in each of their two phases (seven, unfolded).
#[test]
fn lane_loads_are_free_of_bank_conflicts() {
    for name in ["matmul", "matmul_f16", "attention", "attention_causal", "attention_d128"] {
        let (k, spec) = example(name);
        for t in AMD {
            let mut args = tessera::run::make_args(&k, &spec, 1).unwrap();
            let s = run_amdgcn(&k, t, spec.grid.unwrap(), &mut args, &SimOptions::default())
                .unwrap_or_else(|e| panic!("{name} {t}: {e}"));
            assert!(s.shared_reads > 0 && s.lds_read_conflicts == 0, "{name} {t}: {s:?}");
            if name == "matmul" {
                // 16 waves, each storing B 4 times (3 iterations and the prologue): 8 stores
                // of one element each time, 2 phases.
                assert_eq!(s.lds_write_conflicts, 16 * 4 * 8 * 2, "{t}");
            }
        }
    }
}

/// Random single dots on the three AMD targets: every input type and precision, shapes from
/// 8 to 64 (some below one instruction tile, so the multiply-adds run too) on 1 to 4 warps,
/// within what one wave's registers hold; each agrees with the interpreter within the bound of
/// `Op::Dot` (exact for i8 and for the multiply-adds), and llvm-mc assembles its code (all of a
/// target's dots in one call) to the bytes tessera's encoder gives.
/// `TESSERA_SIM_CASES=N` sets the number of dots per target (default 100).
#[test]
fn random_dots_on_amd_agree_with_the_interpreter_and_assemble() {
    use common::{below, random_dot_buffer};
    let n: u64 = std::env::var("TESSERA_SIM_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(100);
    let tools = amdgcn_oracle::tools();
    let combos = [
        (DType::F16, DType::F32, DotPrecision::Ieee),
        (DType::BF16, DType::F32, DotPrecision::Ieee),
        (DType::F16, DType::F16, DotPrecision::Ieee),
        (DType::F32, DType::F32, DotPrecision::Ieee),
        (DType::F32, DType::F32, DotPrecision::Tf32),
        (DType::F32, DType::F32, DotPrecision::Tf32x3),
        (DType::I8, DType::I32, DotPrecision::Ieee),
    ];
    let (mut on_matrix, mut too_big, mut failures) = (0u64, 0u64, Vec::new());
    for t in AMD {
        let mut module = amdgcn_oracle::Module::default();
        for seed in 0..n {
            let mut r = SplitMix(seed * 3 + t as u64);
            let (ta, tc, precision) = combos[below(&mut r, combos.len())];
            let dim = |r: &mut SplitMix| 8u32 << below(r, 4);
            let (m, nn, k) = (dim(&mut r), dim(&mut r), dim(&mut r));
            let warps = 1u32 << below(&mut r, 3);
            // One wave holds at most 1024 accumulators of its share on wave64 (512 on wave32).
            let lanes = if t == Target::Gfx1100 { 32 } else { 64 };
            if m * nn / warps.min(m * nn / 256).max(1) > 16 * lanes {
                continue;
            }
            let mut kernel = dot_kernel(m, nn, k, ta, tc, precision, warps);
            kernel.name = format!("dot{seed}");
            let what = format!("{t} seed {seed} ({m}x{nn}x{k} {ta}->{tc} {precision:?}, {warps} warps)");
            let asm = match compile(&kernel, t, &Options::default()) {
                Ok(c) => c.code,
                // Shares whose operands do not fit one wave's 256 VGPRs (mostly multiply-adds
                // with K = 64 in registers): a clear error, counted.
                Err(e) if e.to_string().contains("VGPRs") => {
                    too_big += 1;
                    continue;
                }
                Err(e) => {
                    failures.push(format!("{what}: {e}"));
                    continue;
                }
            };
            let matrix = asm.contains("v_mfma") || asm.contains("v_wmma");
            on_matrix += matrix as u64;
            module.add(&asm);
            let (a, b, c) = (
                random_dot_buffer(&mut r, ta, (m * k) as usize),
                random_dot_buffer(&mut r, ta, (k * nn) as usize),
                random_dot_buffer(&mut r, tc, (m * nn) as usize),
            );
            let args = vec![
                Arg::Buffer(a.clone()),
                Arg::Buffer(b.clone()),
                Arg::Buffer(c.clone()),
                Arg::Buffer(Buffer::zeros(tc, (m * nn) as usize)),
            ];
            let mut want = args.clone();
            interp::run(&kernel, [1, 1, 1], &mut want).unwrap();
            let mut got = args;
            if let Err(e) = run_amdgcn_code(&kernel, &asm, [1, 1, 1], &mut got, &SimOptions::default()) {
                failures.push(format!("{what}: {e}"));
                continue;
            }
            if !matrix || ta == DType::I8 {
                // Multiply-adds and integer dots: the IR's meaning, bit for bit.
                if let Some(d) = first_difference(&kernel, &got, &want) {
                    failures.push(format!("{what}: {d}"));
                }
                continue;
            }
            // Op::Dot's bound, with the smallest instruction K of the type (the most roundings).
            let tf32 = ta == DType::F32 && precision == DotPrecision::Tf32;
            let step = match ta {
                DType::F32 => 2,
                _ => 8,
            };
            let (av, bv, cv) = (a.to_f64(), b.to_f64(), c.to_f64());
            let (Arg::Buffer(g), Arg::Buffer(w)) = (&got[3], &want[3]) else { unreachable!() };
            let (g, w) = (g.to_f64(), w.to_f64());
            'elems: for i in 0..m as usize {
                for j in 0..nn as usize {
                    let grow = if tf32 { 1.0 + 2f64.powi(-10) } else { 1.0 };
                    let products = (0..k as usize).map(|q| (av[i * k as usize + q], bv[q * nn as usize + j]));
                    let s = cv[i * nn as usize + j].abs()
                        + products.clone().map(|(x, y)| (x * y).abs() * grow).sum::<f64>();
                    let e = i * nn as usize + j;
                    let mut bound = s * 2f64.powi(-25) * (22.0 * k.div_ceil(step) as f64 + 2.0 * k as f64);
                    // gfx90a's 16-bit MFMAs flush subnormal inputs to zero (the simulator's
                    // rule 3, after AMD's MI200 notes): those products are lost, a deviation
                    // from the IR's exact products that the bound has to admit.
                    if t == Target::Gfx90a && ta.bits() == 16 {
                        let tiny = if ta == DType::F16 { 2f64.powi(-14) } else { 2f64.powi(-126) };
                        let sub = |x: f64| x != 0.0 && x.abs() < tiny;
                        bound += products.filter(|&(x, y)| sub(x) || sub(y)).map(|(x, y)| (x * y).abs()).sum::<f64>();
                    }
                    if tc == DType::F16 {
                        bound += w[e].abs() * 2f64.powi(-10) + 2f64.powi(-24);
                    }
                    if (g[e] - w[e]).abs() > bound && !(g[e].is_nan() && w[e].is_nan()) {
                        failures.push(format!("{what}: [{i}][{j}] got {} interp {} (S {s})", g[e], w[e]));
                        break 'elems;
                    }
                }
            }
        }
        if let Some(tools) = &tools {
            amdgcn_oracle::assemble_and_link(tools, &module.take(), t, "random dots");
        }
    }
    eprintln!(
        "{} random dots on AMD targets, {on_matrix} on matrix cores, {too_big} too big for the registers, {} failures",
        3 * n,
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(too_big * 5 <= 3 * n, "too many dots did not fit the registers: {too_big}");
    assert!(on_matrix * 3 >= n, "too few dots on matrix cores: {on_matrix}");
}

/// The allocation's cost of the matrix-core code (printed; the numbers in `tessera_regalloc`'s
/// docs come from here): VGPRs, moves, spills and reloads of the matmul examples and of the
/// `SHAPES` dots of every type (spills go to spare VGPRs, never to memory).
#[test]
fn matrix_register_cost() {
    for name in ["matmul", "matmul_f16", "matmul_bf16", "matmul_f32", "matmul_tf32", "matmul_i8"] {
        for t in CDNA {
            let (_, _, u) = tessera::compile_amdgcn(&example(name).0, t, false).unwrap();
            eprintln!(
                "COST {name} {t}: {} VGPRs, {} moves, {} spills, {} reloads",
                u.vgprs, u.moves, u.spills, u.reloads
            );
            assert!(u.vgprs <= 256, "{name} {t}");
        }
    }
    for (t, ty) in cases() {
        let (mut moves, mut spills, mut max_v, mut count) = (0, 0, 0, 0);
        for (_, (m, n, k, warps)) in matrix_shapes(t, ty) {
            let kernel = dot_kernel(m, n, k, ty.input, ty.acc, ty.precision, warps);
            let (_, _, u) = tessera::compile_amdgcn(&kernel, t, false).unwrap();
            (moves, spills, max_v, count) = (moves + u.moves, spills + u.spills, max_v.max(u.vgprs), count + 1);
        }
        eprintln!(
            "COST shapes {:?}/{:?} {t}: {count} dots, {moves} moves, {spills} spills, at most {max_v} VGPRs",
            ty.input, ty.precision
        );
    }
}

/// `tessera::stats` reads back what the compiler knows: for the matmul examples on CDNA and a
/// WMMA dot on gfx1100, the registers and allocation figures equal the emitter's own `Usage`,
/// the matrix instructions counted equal those in the text, the innermost loop holds them
/// (the matmuls' K loop), and the model's prediction stays at or below the part's peak.
#[test]
fn stats_agree_with_the_compiler() {
    use tessera::stats::AmdgcnStats;
    let dot_tile =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/amdgcn/dot/dot_f16_16x32x32.tile"))
            .expect("the WMMA dot file test");
    let wmma = tessera::ir::text::parse_kernel(&dot_tile).unwrap();
    let mut cases: Vec<(String, tessera::ir::Kernel, Target)> = Vec::new();
    for name in ["matmul", "matmul_f16", "matmul_bf16", "matmul_f32", "matmul_tf32", "matmul_i8"] {
        for t in [Target::Gfx90a, Target::Gfx942] {
            cases.push((name.to_string(), example(name).0, t));
        }
    }
    cases.push(("dot_f16_16x32x32".into(), wmma, Target::Gfx1100));
    for (name, k, t) in cases {
        let (_, asm, usage) = tessera::compile_amdgcn(&k, t, false).unwrap_or_else(|e| panic!("{name} {t}: {e}"));
        let code = asm.text;
        let s = AmdgcnStats::from_code(&code, t).unwrap_or_else(|e| panic!("{name} {t}: {e}"));
        assert_eq!((s.vgprs, s.sgprs), (usage.vgprs, usage.sgprs), "{name} {t}");
        assert_eq!(
            (s.moves as usize, s.spills as usize, s.reloads as usize),
            (usage.moves, usage.spills, usage.reloads),
            "{name} {t}"
        );
        assert_eq!(s.agprs, 0, "{name} {t}: accumulators stay in VGPRs");
        let in_text = code
            .lines()
            .filter(|l| l.trim_start().starts_with("v_mfma_") || l.trim_start().starts_with("v_wmma_"))
            .count();
        assert!(in_text > 0, "{name} {t}: no matrix instruction");
        assert_eq!(s.kernel.matrix as usize, in_text, "{name} {t}");
        assert_eq!(s.wave_size, if t == Target::Gfx1100 { 32 } else { 64 }, "{name} {t}");
        if name.starts_with("matmul") {
            let l = s.inner_loop.unwrap_or_else(|| panic!("{name} {t}: no K loop found"));
            assert_eq!(l.matrix, s.kernel.matrix, "{name} {t}: every MFMA is in the K loop");
            // 64 x 64 per program over 4 waves, K steps of 32: 2 * 32 * 32 * 32 flops per wave.
            assert_eq!(l.matrix_flops, 65536.0, "{name} {t}");
            let m = s.model().unwrap_or_else(|| panic!("{name} {t}: no model"));
            assert!(m.tflops > 0.0 && m.tflops <= m.peak * 1.000_001, "{name} {t}: {} of {}", m.tflops, m.peak);
            assert_eq!(m.waves, s.occupancy().waves);
        }
    }
}
