//! `dot` on CDNA's matrix cores: f16 dots into f32 whose shapes are multiples of 16 compile to
//! `v_mfma_f32_16x16x16f16` (gfx90a) / `v_mfma_f32_16x16x16_f16` (gfx942), run in sim-amdgcn
//! (which executes the MFMAs and rejects missing wait states) and agree with the interpreter:
//! bit for bit where every partial sum is exact, within the rounding bound otherwise; llvm-mc
//! assembles and ld.lld links the code, and tessera's encoder gives llvm-mc's bytes for it;
//! the f16 matmul examples (a K loop, 4 warps) pass their checks on the simulator. gfx1100
//! keeps the multiply-adds (no WMMA yet).

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

/// (M, N, K, warps). (32, 64, 16, 1) has 8 accumulator tiles for 4 unit slots, so tiles share
/// units; 64 x 64 on one wave does not fit yet (298 VGPRs, a clear error).
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

/// `len` values of `d`: with `exact`, multiples of 1/4 in [-4, 4] (every product and partial
/// sum of these dots is exact in f32); otherwise normal numbers of 11 random bits between 2^-3
/// and 4 of either sign (no subnormals, which gfx90a's f16 MFMA flushes), one in 13 zero.
fn values(r: &mut SplitMix, d: DType, len: usize, exact: bool) -> Buffer {
    let v: Vec<Const> = (0..len)
        .map(|_| {
            let x = r.next_u64();
            let v = if exact {
                ((x % 33) as f64 - 16.0) / 4.0
            } else if x.is_multiple_of(13) {
                0.0
            } else {
                let m = 1.0 + ((x >> 8) % 1024) as f64 / 1024.0;
                let s = if x >> 40 & 1 == 1 { -1.0 } else { 1.0 };
                s * m * 2f64.powi(((x >> 20) % 6) as i32 - 3)
            };
            Const::from_f64(d, v)
        })
        .collect();
    Buffer::from_consts(d, &v).unwrap()
}

fn code(m: u32, n: u32, k: u32, warps: u32, t: Target) -> String {
    let kernel = dot_kernel(m, n, k, DType::F16, DType::F32, DotPrecision::Ieee, warps);
    compile(&kernel, t, &Options::default()).unwrap_or_else(|e| panic!("{m}x{n}x{k} on {t}: {e}")).code
}

/// Runs one dot on the simulator and the interpreter; the outputs as f64 and the bound scale
/// S = |c| + sum |a b| per element.
fn run(m: u32, n: u32, k: u32, warps: u32, t: Target, seed: u64, exact: bool) -> (Vec<f64>, Vec<f64>, Vec<f64>) {
    let kernel = dot_kernel(m, n, k, DType::F16, DType::F32, DotPrecision::Ieee, warps);
    let mut r = SplitMix(seed);
    let (a, b, c) = (
        values(&mut r, DType::F16, (m * k) as usize, exact),
        values(&mut r, DType::F16, (k * n) as usize, exact),
        values(&mut r, DType::F32, (m * n) as usize, exact),
    );
    let args = vec![
        Arg::Buffer(a.clone()),
        Arg::Buffer(b.clone()),
        Arg::Buffer(c.clone()),
        Arg::Buffer(Buffer::zeros(DType::F32, (m * n) as usize)),
    ];
    let mut want = args.clone();
    interp::run(&kernel, [1, 1, 1], &mut want).unwrap();
    let mut got = args;
    if let Err(e) = run_amdgcn(&kernel, t, [1, 1, 1], &mut got, &SimOptions::default()) {
        panic!("{m}x{n}x{k}, {warps} warps on {t}: {e}\n{}", code(m, n, k, warps, t));
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
fn f16_dots_select_mfma_on_cdna_and_not_on_gfx1100() {
    for (t, op) in [(Target::Gfx90a, "v_mfma_f32_16x16x16f16 "), (Target::Gfx942, "v_mfma_f32_16x16x16_f16 ")] {
        for &(m, n, k, warps) in &SHAPES {
            let asm = code(m, n, k, warps, t);
            let count = asm.lines().filter(|l| l.trim_start().starts_with(op)).count() as u32;
            // Each warp computes its share of C in 16x16 tiles, K / 16 steps each.
            assert_eq!(count, m * n / 256 / warps.min(m * n / 256) * (k / 16), "{m}x{n}x{k}, {warps} warps, {t}");
        }
    }
    assert!(!code(16, 16, 16, 1, Target::Gfx1100).contains("mfma"));
    // Shapes below one instruction tile keep the multiply-adds.
    assert!(!code(16, 8, 16, 1, Target::Gfx90a).contains("mfma"));
}

#[test]
fn mfma_dots_with_exact_sums_match_the_interpreter_bit_for_bit() {
    for t in [Target::Gfx90a, Target::Gfx942] {
        for (seed, &(m, n, k, warps)) in SHAPES.iter().enumerate() {
            let (got, want, _) = run(m, n, k, warps, t, seed as u64, true);
            for (e, (g, w)) in got.iter().zip(&want).enumerate() {
                assert_eq!(g.to_bits(), w.to_bits(), "{m}x{n}x{k}, {warps} warps, {t}: out[{e}] got {g} interp {w}");
            }
        }
    }
}

#[test]
fn mfma_dots_match_the_interpreter_within_the_rounding_bound() {
    // The simulator rounds once per MFMA (K / 16 roundings), the interpreter once per
    // multiply-add (K): each rounding is within 2^-24 of the partial sum, at most S.
    for t in [Target::Gfx90a, Target::Gfx942] {
        for (seed, &(m, n, k, warps)) in SHAPES.iter().enumerate() {
            let (got, want, s) = run(m, n, k, warps, t, 100 + seed as u64, false);
            let mut differ = 0;
            for e in 0..got.len() {
                let bound = s[e] * 2f64.powi(-24) * (k / 16 + k) as f64;
                assert!(
                    (got[e] - want[e]).abs() <= bound,
                    "{m}x{n}x{k}, {warps} warps, {t}: out[{e}] got {} interp {} (bound {bound})",
                    got[e],
                    want[e]
                );
                differ += (got[e] != want[e]) as u32;
            }
            // The two do add differently: some elements differ in the last bits.
            if k >= 32 {
                assert!(differ > 0, "{m}x{n}x{k} on {t}: no element rounded differently; is MFMA used?");
            }
        }
    }
}

/// llvm-mc assembles and ld.lld links the MFMA code, and tessera's encoder gives llvm-mc's
/// bytes for every instruction of it.
#[test]
fn llvm_mc_assembles_the_mfma_code_as_tesseras_encoder_does() {
    let Some(tools) = amdgcn_oracle::tools() else { return };
    for t in [Target::Gfx90a, Target::Gfx942] {
        for &(m, n, k, warps) in &SHAPES {
            let what = format!("dot{m}x{n}x{k}w{warps}");
            assert!(amdgcn_oracle::assemble_and_link(&tools, &code(m, n, k, warps, t), t, &what) > 0);
        }
    }
}

/// The arguments of a dot with exact sums (see `values`).
fn exact_args(m: u32, n: u32, k: u32, seed: u64) -> Vec<Arg> {
    let mut r = SplitMix(seed);
    vec![
        Arg::Buffer(values(&mut r, DType::F16, (m * k) as usize, true)),
        Arg::Buffer(values(&mut r, DType::F16, (k * n) as usize, true)),
        Arg::Buffer(values(&mut r, DType::F32, (m * n) as usize, true)),
        Arg::Buffer(Buffer::zeros(DType::F32, (m * n) as usize)),
    ]
}

#[test]
fn every_mfma_wait_state_is_needed_and_broken_code_is_caught() {
    let (m, n, k, warps) = (32, 32, 32, 1);
    let kernel = dot_kernel(m, n, k, DType::F16, DType::F32, DotPrecision::Ieee, warps);
    let args = exact_args(m, n, k, 7);
    let mut want = args.clone();
    interp::run(&kernel, [1, 1, 1], &mut want).unwrap();
    let sim = |asm: &str| {
        let mut got = args.clone();
        run_amdgcn_code(&kernel, asm, [1, 1, 1], &mut got, &SimOptions::default()).map(|_| got)
    };
    for t in [Target::Gfx90a, Target::Gfx942] {
        let asm = code(m, n, k, warps, t);
        let lines: Vec<&str> = asm.lines().collect();
        let nops: Vec<usize> = (0..lines.len()).filter(|&i| lines[i].trim_start().starts_with("s_nop")).collect();
        assert!(!nops.is_empty(), "{t}: no wait states at all");
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
                Err(e) => assert_eq!(e.kind, SimErrorKind::Hazard, "{t}, line {}: {e}", i + 1),
                Ok(_) => panic!("{t}: line {} (`{}`) one wait state shorter still runs", i + 1, lines[i].trim()),
            }
        }
        // A and B swapped in every MFMA: wrong results.
        let swapped: String = lines
            .iter()
            .map(|l| match l.trim().split_once(' ') {
                Some((op, rest)) if op.starts_with("v_mfma") => {
                    let o: Vec<&str> = rest.split(", ").collect();
                    format!("  {op} {}, {}, {}, {}\n", o[0], o[2], o[1], o[3])
                }
                _ => format!("{l}\n"),
            })
            .collect();
        let got = sim(&swapped).unwrap_or_else(|e| panic!("{t}: swapped A and B: {e}"));
        assert!(first_difference(&kernel, &got, &want).is_some(), "{t}: swapped A and B agree");
        // The unbroken code agrees bit for bit.
        let got = sim(&asm).unwrap();
        assert_eq!(first_difference(&kernel, &got, &want), None, "{t}");
    }
}

#[test]
fn the_f16_matmul_examples_run_on_mfma() {
    for (name, t) in ["matmul", "matmul_f16"].into_iter().flat_map(|n| [(n, Target::Gfx90a), (n, Target::Gfx942)]) {
        let (k, spec) = example(name);
        let asm = compile(&k, t, &Options::default()).unwrap().code;
        assert_eq!(asm.matches("v_mfma").count(), 8, "{name} {t}: two K steps of 2x2 tiles per warp");
        let r = run_sim(&k, &spec, 0, t).unwrap_or_else(|e| panic!("{name} {t}: {e}"));
        assert!(r.passed(), "{name} {t}: checks {:?}\nvs interp {:?}", r.checks, r.vs_interp);
    }
}
