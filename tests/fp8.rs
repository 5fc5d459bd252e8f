//! The 8-bit floats on every target: sm_90 and sm_90a load, store and convert them, and the
//! PTX simulator agrees with the interpreter bit for bit on every pattern widened and on the
//! edge cases narrowed; they feed `dot` there (`mma.sync` m16n8k32 on sm_90, `wgmma` k32 on
//! sm_90a where the shape has warpgroups), within the bound of `Op::Dot` on the simulator,
//! single dots and pipelined loops over K alike. On sm_80 and the AMD targets every use is
//! refused with an error naming the type, the target and the op (never a panic). On a CUDA GPU
//! the hardware's conversions agree with the interpreter bit for bit as well.

mod common;

use common::{dot_kernel_with, gpu, random_dot_buffer, BOrder};
use tessera::ir::gen::SplitMix;
use tessera::ir::interp::{self, Arg, Buffer};
use tessera::ir::op::DotPrecision;
use tessera::ir::text::parse_kernel;
use tessera::ir::{Builder, DType, Kernel, ParamAttrs, Type};
use tessera::simulate::{lower_ptx, run_ptx};
use tessera::{compile, Options, Target};
use tessera_isel::ptx::Inst;
use tessera_runtime::Device;
use tessera_sim::tensor_core::{fp8_step_error_bound, FP8_TERMS_PER_STEP};
use tessera_sim::SimOptions;

fn kernel(src: &str) -> tessera::ir::Kernel {
    let k = parse_kernel(src).unwrap_or_else(|e| panic!("{e}\n{src}"));
    tessera::ir::verify::verify(&k).unwrap_or_else(|e| panic!("{e}\n{src}"));
    k
}

#[test]
fn sm_80_and_amd_refuse_fp8_naming_the_type_the_target_and_the_op() {
    // (kernel, type named, where: op or parameter)
    let cases = [
        (
            "kernel @scale(%x: ptr<f32>, %out: ptr<f32>) num_warps 4 {
  %i = arange 0, 256 : tile<256xi32>
  %xb = splat %x : tile<256xptr<f32>>
  %xp = ptradd %xb, %i : tile<256xptr<f32>>
  %v = load %xp : tile<256xf32>
  %q = fptrunc %v : tile<256xf8e4m3>
  %w = fpext %q : tile<256xf32>
  %ob = splat %out : tile<256xptr<f32>>
  %op = ptradd %ob, %i : tile<256xptr<f32>>
  store %op, %w
}
",
            "f8e4m3",
            "line 6: fptrunc",
        ),
        (
            "kernel @copy(%x: ptr<f8e5m2>) num_warps 4 {
  %i = arange 0, 256 : tile<256xi32>
}
",
            "f8e5m2",
            "param",
        ),
        (
            "kernel @dot(%c: ptr<f32>) num_warps 4 {
  %a = const 1.0 : tile<64x32xf8e4m3>
  %b = const 1.0 : tile<32x64xf8e4m3>
  %z = const 0.0 : tile<64x64xf32>
  %d = dot %a, %b, %z : tile<64x64xf32>
  %cb = splat %c : tile<64x64xptr<f32>>
  store %cb, %d
}
",
            "f8e4m3",
            "line 2: const",
        ),
    ];
    // sm_90 and sm_90a compile all three (storage, conversions and the dot).
    let compiles = |t: Target| matches!(t, Target::Sm90 | Target::Sm90a);
    for (src, ty, at) in cases {
        let k = kernel(src);
        for t in Target::ALL {
            if compiles(t) {
                compile(&k, t, &Options::default()).unwrap_or_else(|e| panic!("{t}: {e}\n{src}"));
                continue;
            }
            let e = match compile(&k, t, &Options::default()) {
                Ok(_) => panic!("{t} compiled an fp8 kernel:\n{src}"),
                Err(e) => e.to_string(),
            };
            let want = format!("{ty} is not supported on {} yet", t.name());
            assert!(e.contains(&want) && e.contains(at), "{t}: `{e}` should say `{want}` at `{at}`");
        }
    }
}

/// out[i] = convert(x[i]) over 256 elements per program: `fpext` or `fptrunc` from `from` to `to`.
fn convert_kernel(from: DType, to: DType, warps: u32) -> tessera::ir::Kernel {
    let op = if to.bits() > from.bits() { "fpext" } else { "fptrunc" };
    kernel(&format!(
        "kernel @cvt(%x: ptr<{from}>, %out: ptr<{to}>) num_warps {warps} {{
  %pid = program_id 0 : i32
  %block = const 256 : i32
  %start = mul %pid, %block : i32
  %lane = arange 0, 256 : tile<256xi32>
  %start_t = splat %start : tile<256xi32>
  %offs = add %start_t, %lane : tile<256xi32>
  %xb = splat %x : tile<256xptr<{from}>>
  %xp = ptradd %xb, %offs : tile<256xptr<{from}>>
  %v = load %xp : tile<256x{from}>
  %w = {op} %v : tile<256x{to}>
  %ob = splat %out : tile<256xptr<{to}>>
  %op = ptradd %ob, %offs : tile<256xptr<{to}>>
  store %op, %w
}}
"
    ))
}

/// Runs `x` (a multiple of 256 elements) through the conversion to `to` on the sm_90 simulator
/// and in the interpreter; panics at the first result whose bits differ.
fn sim_agrees_bit_for_bit(x: Buffer, to: DType, warps: u32) {
    agrees_bit_for_bit(x, to, warps, None)
}

/// The same on `gpu` (the sm_90 code through the driver) when given, else on the simulator.
fn agrees_bit_for_bit(x: Buffer, to: DType, warps: u32, gpu: Option<&Device>) {
    let (from, diffs) = (x.dtype, differences(x, to, warps, gpu));
    assert!(diffs.is_empty(), "{from} -> {to} ({warps} warps): {} differ:\n{}", diffs.len(), diffs.join("\n"));
}

/// The elements of `x` converted to `to` whose bits differ from the interpreter's, on `gpu`
/// when given, else on the simulator.
fn differences(x: Buffer, to: DType, warps: u32, gpu: Option<&Device>) -> Vec<String> {
    let k = convert_kernel(x.dtype, to, warps);
    let n = x.len();
    assert_eq!(n % 256, 0);
    let grid = [(n / 256) as u32, 1, 1];
    let args = vec![Arg::Buffer(x.clone()), Arg::Buffer(Buffer::zeros(to, n))];
    let mut want = args.clone();
    interp::run(&k, grid, &mut want).unwrap();
    let Arg::Buffer(w) = &want[1] else { unreachable!() };
    let g = match gpu {
        Some(dev) => run_on_gpu(dev, &k, grid, &x, to),
        None => {
            let mut got = args;
            run_ptx(&k, Target::Sm90, grid, &mut got, &SimOptions::default()).unwrap();
            let Arg::Buffer(g) = got.swap_remove(1) else { unreachable!() };
            g
        }
    };
    let on = if gpu.is_some() { "gpu" } else { "sim" };
    // Every difference, not the first only: a GPU run is scarce, and its table is the finding.
    (0..n)
        .filter_map(|i| {
            let (wb, gb) = (w.get(i).unwrap().bits, g.get(i).unwrap().bits);
            let xi = x.get(i).unwrap();
            (gb != wb).then(|| format!("{} -> {to}: {xi} ({:#x}): {on} {gb:#x}, interp {wb:#x}", x.dtype, xi.bits))
        })
        .collect()
}

/// The conversion kernel `k` of `x` into a buffer of `to` on the GPU.
fn run_on_gpu(dev: &Device, k: &tessera::ir::Kernel, grid: [u32; 3], x: &Buffer, to: DType) -> Buffer {
    let c = compile(k, Target::Sm90, &Options::default()).unwrap();
    let loaded = dev.load_image(&c.image().unwrap()).unwrap();
    let gx = dev.upload_host(x).unwrap();
    let gout = dev.upload_host(&Buffer::zeros(to, x.len())).unwrap();
    loaded.launch(grid, &[(&gx).into(), (&gout).into()]).unwrap();
    gout.to_host().unwrap()
}

/// The hardware's `cvt` agrees with `tessera_ir::fp8`'s rules (and so with the simulator) on
/// every fp8 pattern widened to each type and every narrowing edge case, NaN bits included.
#[test]
fn fp8_conversions_on_the_gpu_as_in_the_interpreter() {
    let Some(dev) = gpu() else { return };
    let mut diffs = Vec::new();
    for f in FP8 {
        let x = Buffer { dtype: f, data: (0..=255u8).collect() };
        for to in [DType::F16, DType::BF16, DType::F32, DType::F64] {
            diffs.extend(differences(x.clone(), to, 1, Some(&dev)));
        }
    }
    let vals = narrowing_edges();
    for from in [DType::F32, DType::F64, DType::F16, DType::BF16] {
        for to in FP8 {
            diffs.extend(differences(Buffer::from_f64(from, &vals), to, 4, Some(&dev)));
        }
    }
    assert!(diffs.is_empty(), "{} differ:\n{}", diffs.len(), diffs.join("\n"));
}

const FP8: [DType; 2] = [DType::F8E4M3, DType::F8E5M2];

#[test]
fn every_fp8_pattern_widens_on_sim_ptx_as_in_the_interpreter() {
    for f in FP8 {
        let x = Buffer { dtype: f, data: (0..=255u8).collect() };
        for to in [DType::F16, DType::BF16, DType::F32, DType::F64] {
            // 1 warp: 8 bytes a thread, loaded as words; 4 warps: 2 a thread, byte by byte.
            for warps in [1, 4] {
                sim_agrees_bit_for_bit(x.clone(), to, warps);
            }
        }
        // And every pattern to the other format (one rounding through f32).
        let other = if f == DType::F8E4M3 { DType::F8E5M2 } else { DType::F8E4M3 };
        sim_agrees_bit_for_bit(x, other, 1);
    }
}

/// Both formats' finite values, the midpoints between neighbours (ties) and the f32s either side
/// of each, past the largest finite, subnormals and below, infinities, NaN, -0; both signs.
fn narrowing_edges() -> Vec<f64> {
    let mut mags: Vec<f64> = FP8
        .iter()
        .flat_map(|&f| (0..=0x7fu8).map(move |b| tessera::ir::fp8::decode(f, b).unwrap()))
        .filter(|v| v.is_finite())
        .collect();
    mags.sort_by(f64::total_cmp);
    mags.dedup();
    let mut v = Vec::new();
    for w in mags.windows(2) {
        let mid = (w[0] + w[1]) / 2.0;
        let m = mid as f32;
        v.extend([w[0], mid, m.next_up() as f64, m.next_down() as f64]);
        // Off the tie by less than an f32 ulp: only an f64 source holds these.
        v.extend([mid * (1.0 + 1e-12), mid * (1.0 - 1e-12)]);
    }
    v.extend([
        448.0,
        449.0,
        464.0,
        479.0,
        480.0,
        500.0,
        57344.0,
        61439.0,
        61440.0,
        65536.0,
        1e10,
        1e300,
        2f64.powi(-9),
        2f64.powi(-10),
        3.0 * 2f64.powi(-11),
        2f64.powi(-16),
        2f64.powi(-17),
        3.0 * 2f64.powi(-18),
        1e-30,
        1e-300,
    ]);
    v.extend([f32::MAX as f64, f32::MIN_POSITIVE as f64, 1e-45, f64::INFINITY, f64::NAN, 0.0]);
    let mut all: Vec<f64> = v.iter().flat_map(|&x| [x, -x]).collect();
    all.resize(all.len().div_ceil(256) * 256, -0.0);
    all
}

#[test]
fn narrowing_edge_cases_to_fp8_on_sim_ptx_as_in_the_interpreter() {
    let vals = narrowing_edges();
    for from in [DType::F32, DType::F64, DType::F16, DType::BF16] {
        let x = Buffer::from_f64(from, &vals);
        for to in FP8 {
            sim_agrees_bit_for_bit(x.clone(), to, 4);
        }
    }
    // A few against the rules written in `tessera_ir::fp8`, so that both sides are not wrong alike.
    let x = Buffer::from_f64(DType::F32, &vals);
    let k = convert_kernel(DType::F32, DType::F8E4M3, 4);
    let grid = [(vals.len() / 256) as u32, 1, 1];
    let mut got = vec![Arg::Buffer(x), Arg::Buffer(Buffer::zeros(DType::F8E4M3, vals.len()))];
    run_ptx(&k, Target::Sm90, grid, &mut got, &SimOptions::default()).unwrap();
    let Arg::Buffer(out) = &got[1] else { unreachable!() };
    let at = |v: f64| out.get(vals.iter().position(|&x| x.to_bits() == v.to_bits()).unwrap()).unwrap().bits;
    assert_eq!(at(448.0), 0x7e);
    assert_eq!(at(1e10), 0x7e);
    assert_eq!(at(f64::INFINITY), 0x7e);
    assert_eq!(at(f64::NEG_INFINITY), 0xfe);
    assert_eq!(at(f64::NAN), 0x7f);
    assert_eq!(at(-0.0), 0x80);
    assert_eq!(at(2f64.powi(-10)), 0x00, "a tie to zero");
    assert_eq!(at(3.0 * 2f64.powi(-11)), 0x01, "a tie to the smallest subnormal");
}

/// Whether `got` (the simulator's) is within the bound of `Op::Dot` for fp8 inputs of the
/// interpreter's `want`, `s` being `|c| + sum |a b|` over `k` products: one step of the
/// tensor cores' fp8 rule per `FP8_TERMS_PER_STEP` products (`tessera_sim::tensor_core`:
/// `wgmma`'s 14-bit sums where `warpgroup`, else `mma.sync`'s), the interpreter's `k`
/// roundings, and one f16 rounding of an f16 result.
fn within_fp8_bound(got: f64, want: f64, s: f64, k: u32, acc: DType, warpgroup: bool) -> bool {
    let steps = k.div_ceil(FP8_TERMS_PER_STEP as u32) as f64;
    let per_step = fp8_step_error_bound(warpgroup);
    let mut bound = s * (per_step * steps + 2.0 * k as f64 * 2f64.powi(-25));
    if acc == DType::F16 {
        bound += want.abs() * 2f64.powi(-10) + 2f64.powi(-24);
    }
    (got - want).abs() <= bound || (got.is_nan() && want.is_nan())
}

/// Which tensor-core instructions `k` compiled for `t` has: (mma.sync of fp8, wgmma of fp8).
fn fp8_instructions(k: &Kernel, t: Target) -> (bool, bool) {
    let l = lower_ptx(k, t).unwrap_or_else(|e| panic!("{t}: {e}"));
    let insts = || l.ptx.vcode.blocks.values().flat_map(|b| b.insts.iter());
    let fp8 = |op: &str| op.contains(".e4m3") || op.contains(".e5m2");
    let mma = insts().any(|i| matches!(i, Inst::Mma { op, .. } if fp8(op)));
    let wgmma = insts().any(|i| matches!(i, Inst::Wgmma { op, .. } if fp8(op)));
    (mma, wgmma)
}

/// Runs `k` on `target`'s simulator and in the interpreter on `args`; checks output buffer
/// `out` (whose element `e` sums `s(e)` over `kk` products) within the fp8 bound.
#[allow(clippy::too_many_arguments)]
fn check_within_bound(
    what: &str,
    k: &Kernel,
    target: Target,
    grid: [u32; 3],
    args: &[Arg],
    out: usize,
    kk: u32,
    s: impl Fn(usize) -> f64,
) {
    let mut want = args.to_vec();
    interp::run(k, grid, &mut want).unwrap();
    let mut got = args.to_vec();
    run_ptx(k, target, grid, &mut got, &SimOptions::default()).unwrap_or_else(|e| panic!("{what} on {target}: {e}"));
    let (Arg::Buffer(g), Arg::Buffer(w)) = (&got[out], &want[out]) else { unreachable!() };
    let (acc, g, w) = (g.dtype, g.to_f64(), w.to_f64());
    assert!(w.iter().any(|&x| x != 0.0), "{what}: the interpreter's result is all zeros");
    let warpgroup = fp8_instructions(k, target).1;
    for e in 0..w.len() {
        assert!(
            within_fp8_bound(g[e], w[e], s(e), kk, acc, warpgroup),
            "{what} on {target}: element {e}: sim {} interp {} (S {})",
            g[e],
            w[e],
            s(e)
        );
    }
}

/// Single fp8 dots, both formats, f32 and f16 accumulators, B row-major and given as the
/// transpose of an N x K tile, 1 to 8 warps: on sm_90 on mma.sync, on sm_90a on wgmma where
/// the shape has warpgroups (M >= 64, 4 or 8 warps), mma.sync elsewhere; within the bound.
#[test]
fn fp8_dots_on_sim_ptx_agree_with_the_interpreter_within_the_bound() {
    // (m, n, k, warps, warpgroups on sm_90a)
    let shapes = [
        (16, 8, 32, 1, false),
        (32, 32, 64, 2, false),
        (64, 64, 32, 4, true),
        (64, 64, 64, 4, true),
        (128, 128, 64, 4, true),
        (128, 128, 64, 8, true),
        (64, 128, 128, 8, true),
    ];
    let mut seed = 0;
    for (m, n, kk, warps, wg) in shapes {
        for ta in FP8 {
            for (tc, order) in
                [(DType::F32, BOrder::RowMajor), (DType::F32, BOrder::Trans), (DType::F16, BOrder::RowMajor)]
            {
                seed += 1;
                let mut r = SplitMix(seed);
                let k = dot_kernel_with(m, n, kk, ta, tc, DotPrecision::Ieee, warps, false, order);
                let (a, b, c) = (
                    random_dot_buffer(&mut r, ta, (m * kk) as usize),
                    random_dot_buffer(&mut r, ta, (kk * n) as usize),
                    random_dot_buffer(&mut r, tc, (m * n) as usize),
                );
                let (av, bv, cv) = (a.to_f64(), b.to_f64(), c.to_f64());
                let args = vec![
                    Arg::Buffer(a),
                    Arg::Buffer(b),
                    Arg::Buffer(c),
                    Arg::Buffer(Buffer::zeros(tc, (m * n) as usize)),
                ];
                let (nu, ku) = (n as usize, kk as usize);
                let s = |e: usize| {
                    let (i, j) = (e / nu, e % nu);
                    let bq = |q: usize| if order.kmajor() { bv[j * ku + q] } else { bv[q * nu + j] };
                    cv[e].abs() + (0..ku).map(|q| (av[i * ku + q] * bq(q)).abs()).sum::<f64>()
                };
                for target in [Target::Sm90, Target::Sm90a] {
                    let what = format!("{m}x{n}x{kk} {ta} -> {tc} {order:?}, {warps} warps");
                    let (mma, wgmma) = fp8_instructions(&k, target);
                    let want_wg = target == Target::Sm90a && wg;
                    assert_eq!((mma, wgmma), (!want_wg, want_wg), "{what} on {target}: (mma.sync, wgmma)");
                    check_within_bound(&what, &k, target, [1, 1, 1], &args, 3, kk, s);
                }
            }
        }
    }
}

/// `C = A @ B` over a loop on K in steps of `bk` with `stages` pipeline stages: A `M x k` and
/// B `k x n` (or, `b_trans`, B given as the transpose of an `n x k` tile) row-major fp8 of
/// `ta`, one `bm x bn` block of C (f32) per program.
fn fp8_matmul_loop(
    ta: DType,
    (n, k): (u32, u32),
    [bm, bn, bk]: [u32; 3],
    warps: u32,
    stages: u32,
    b_trans: bool,
) -> Kernel {
    let b = Builder::new("mm8");
    b.num_warps(warps).num_stages(stages);
    let a16 = ParamAttrs { align: Some(16), div: None };
    let (pa, pb) = (b.param_with("a", Type::ptr(ta), a16), b.param_with("b", Type::ptr(ta), a16));
    let pc = b.param_with("c", Type::ptr(DType::F32), a16);
    let rm = (b.program_id(0) * bm as i32 + b.arange(0, bm as i32)).col();
    let rn = (b.program_id(1) * bn as i32 + b.arange(0, bn as i32)).row();
    let rk = b.arange(0, bk as i32);
    let acc = b.zeros(&[bm, bn], DType::F32);
    let out = b.for_range(0, k as i32, bk as i32, &[acc], |kk, c| {
        let x = b.load(pa + (rm * k as i32 + (rk + kk).row()));
        let y = match b_trans {
            false => b.load(pb + ((rk + kk).col() * n as i32 + rn)),
            true => b.load(pb + (rn.t() * k as i32 + (rk + kk).row())).t(),
        };
        vec![b.dot(x, y, c[0])]
    });
    b.store(pc + (rm * n as i32 + rn), out[0]);
    b.finish().unwrap()
}

/// Loops over K of fp8 dots with 2 and 3 pipeline stages (both formats, B row-major and
/// transposed, 4 and 8 warps): the simulator (sm_90 mma.sync, sm_90a wgmma) agrees with the
/// interpreter within the bound.
#[test]
fn fp8_k_loops_with_stages_on_sim_ptx_agree_with_the_interpreter_within_the_bound() {
    let (m, n, kk) = (128u32, 128u32, 128u32);
    let cases = [
        ([64, 64, 32], 4, 2, false),
        ([64, 64, 64], 4, 3, true),
        ([128, 128, 64], 8, 3, false),
        ([128, 128, 32], 8, 2, true),
    ];
    let mut seed = 100;
    for (tile, warps, stages, b_trans) in cases {
        for ta in FP8 {
            seed += 1;
            let mut r = SplitMix(seed);
            let k = fp8_matmul_loop(ta, (n, kk), tile, warps, stages, b_trans);
            let (a, b) =
                (random_dot_buffer(&mut r, ta, (m * kk) as usize), random_dot_buffer(&mut r, ta, (kk * n) as usize));
            let (av, bv) = (a.to_f64(), b.to_f64());
            let args = vec![Arg::Buffer(a), Arg::Buffer(b), Arg::Buffer(Buffer::zeros(DType::F32, (m * n) as usize))];
            let (nu, ku) = (n as usize, kk as usize);
            let s = |e: usize| {
                let (i, j) = (e / nu, e % nu);
                let bq = |q: usize| if b_trans { bv[j * ku + q] } else { bv[q * nu + j] };
                (0..ku).map(|q| (av[i * ku + q] * bq(q)).abs()).sum::<f64>()
            };
            let grid = [m / tile[0], n / tile[1], 1];
            for target in [Target::Sm90, Target::Sm90a] {
                let what = format!("{ta} loop {tile:?} {warps} warps {stages} stages, B transposed {b_trans}");
                let (mma, wgmma) = fp8_instructions(&k, target);
                assert_eq!((mma, wgmma), (target == Target::Sm90, target == Target::Sm90a), "{what} on {target}");
                check_within_bound(&what, &k, target, grid, &args, 2, kk, s);
            }
        }
    }
}

/// Random programs whose dots take fp8 operands (`tessera fuzz --features dot,fp8`) agree with
/// the interpreter bit for bit on sim-ptx for sm_90 (mma.sync) and sm_90a (wgmma): the
/// generator's exact dots keep every sum exact whatever the tensor cores' rule.
#[test]
fn random_fp8_dot_programs_agree_on_sim_ptx() {
    use tessera::fuzzing::campaign::{Campaign, Device, Limit};
    for target in [Target::Sm90, Target::Sm90a] {
        let c = Campaign {
            device: Device::SimPtx,
            target,
            seed: 1,
            limit: Limit::Count(300),
            features: Some(vec!["dot".into(), "fp8".into()]),
            findings: None,
            reduce: false,
            max_findings: Some(1),
            options: Options::default(),
            ptxas: None,
            jobs: 1,
        };
        let cfg = c.gen_config().unwrap();
        // The seeds run do make fp8 dots, on warpgroup shapes among them.
        let texts: Vec<String> = (1..301u64)
            .map(|seed| {
                tessera::ir::text::print_kernel(
                    &tessera::ir::gen::generate(&mut tessera::ir::gen::SplitMix(seed), &cfg).kernel,
                )
            })
            .collect();
        let fp8_dots = texts.iter().filter(|t| t.lines().any(|l| l.contains("= dot ") && t.contains("xf8e"))).count();
        assert!(fp8_dots >= 15, "{target}: {fp8_dots} of 300 programs have fp8 dots");
        let s = c.run(&mut |_| {}).unwrap();
        assert!(s.findings.is_empty(), "{target}: {:?}", s.findings);
        assert!(s.inputs >= 150, "{target}: {} inputs ran", s.inputs);
    }
    // A target without fp8 dots says so.
    let mut c = Campaign {
        device: Device::SimPtx,
        target: Target::Sm80,
        seed: 1,
        limit: Limit::Count(1),
        features: Some(vec!["dot".into(), "fp8".into()]),
        findings: None,
        reduce: false,
        max_findings: None,
        options: Options::default(),
        ptxas: None,
        jobs: 1,
    };
    assert!(c.gen_config().unwrap_err().contains("sm_90"));
    c.features = Some(vec!["dot".into()]);
    assert!(!c.gen_config().unwrap().fp8_dots);
}

/// The kernel library's scaled fp8 matmul (`kernels::matmul_fp8`, the benchmark's kernel): on
/// sm_90a both operands take the copy engine into ring slots (A as loaded, B's `n x k` block
/// read K-major), the dot runs on warpgroups with nothing missed (sm_90's mma.sync reads them
/// by lane loads, unpipelined). Ragged edges on every side; within the bound after the scales.
#[test]
fn the_scaled_fp8_matmul_takes_the_copy_engine_and_agrees_with_the_interpreter() {
    use tessera::remarks::Path;
    let (m, n, kk) = (200u32, 136u32, 176u32);
    for (ta, tile, warps, stages, promote, persistent, flat) in [
        (DType::F8E4M3, [64, 64, 64], 4, 3, false, false, false),
        (DType::F8E5M2, [128, 128, 128], 8, 4, false, false, false),
        (DType::F8E4M3, [128, 64, 32], 4, 2, false, false, false),
        (DType::F8E4M3, [128, 128, 64], 8, 3, true, false, false),
        (DType::F8E4M3, [64, 64, 64], 4, 3, false, true, false),
        (DType::F8E4M3, [64, 64, 64], 4, 3, false, true, true),
        (DType::F8E5M2, [128, 128, 64], 8, 3, false, true, true),
        // Two stages fetch two iterations ahead: the refill's K block is computed from the
        // iteration ahead, not from this iteration's values (a scope fence; it read this one's).
        (DType::F8E4M3, [128, 64, 64], 4, 2, true, true, true),
    ] {
        let cfg =
            tessera::kernels::MatmulFp8 { m, n, k: kk, tile, warps, stages, dtype: ta, persistent, promote, flat };
        let k = tessera::kernels::matmul_fp8(&cfg).unwrap();
        let what =
            format!("matmul_fp8 {ta} {tile:?} {warps} warps {stages} stages, promoted {promote}, persistent {persistent}, flat {flat}");
        let c = compile(&k, Target::Sm90a, &Options::default()).unwrap_or_else(|e| panic!("{what}: {e}"));
        let text = tessera::remarks::render(&c.remarks, Target::Sm90a, "matmul_fp8");
        let paths: Vec<Path> = c.remarks.iter().map(|r| r.path).collect();
        // The scales' loads are plain, as they should be, and come first: vectors loaded
        // before the loop, lowered in the epilogue in the accumulator's layout and prefetched
        // before the loop.
        if !persistent {
            assert_eq!(
                paths,
                [Path::Plain, Path::Plain, Path::TmaRing, Path::TmaRing, Path::Warpgroup],
                "{what}:\n{text}"
            );
            assert_eq!(c.code.matches("prefetch.global.L1").count(), 2, "{what}: the scales prefetched");
        } else {
            assert_eq!(paths.iter().filter(|&&p| p == Path::TmaRing).count(), 2, "{what}:\n{text}");
        }
        if flat && !promote {
            // The first step's zero is the wgmma's scale-d predicate, not a select of the
            // accumulator; the chain of steps keeps its registers.
            let negated: Vec<&str> = c
                .code
                .lines()
                .filter_map(|l| l.trim().strip_prefix("not.pred "))
                .filter_map(|l| l.split(',').next())
                .collect();
            let scale_d = c.code.lines().filter(|l| l.contains("wgmma.mma_async")).any(|l| {
                let ops: Vec<&str> = l.rsplit('}').next().unwrap_or("").split(',').map(str::trim).collect();
                ops.len() >= 4 && negated.contains(&ops[ops.len() - 3])
            });
            assert!(scale_d, "{what}: no step's scale-d is the negated condition:\n{}", c.code);
            // One group an iteration (not split by a move of the accumulator), left in flight
            // across iterations; the epilogue's arm waits for it.
            assert_eq!(c.code.matches("wgmma.commit_group").count(), 1, "{what}:\n{}", c.code);
            assert!(c.code.contains("wgmma.wait_group.sync.aligned 1;"), "{what}:\n{}", c.code);
        }
        assert!(c.remarks.iter().all(|r| r.missed.is_none()), "{what}:\n{text}");
        assert!(c.code.contains("cp.async.bulk.tensor.2d"), "{what}");

        let mut r = SplitMix(7 + warps as u64 + stages as u64);
        let (a, b) =
            (random_dot_buffer(&mut r, ta, (m * kk) as usize), random_dot_buffer(&mut r, ta, (n * kk) as usize));
        let sa = Buffer::from_f64(DType::F32, &(0..m).map(|i| 0.25 + (i % 7) as f64 * 0.25).collect::<Vec<_>>());
        let sb = Buffer::from_f64(DType::F32, &(0..n).map(|j| 0.5 + (j % 5) as f64 * 0.125).collect::<Vec<_>>());
        let (av, bv, sav, sbv) = (a.to_f64(), b.to_f64(), sa.to_f64(), sb.to_f64());
        let args = vec![
            Arg::Buffer(a),
            Arg::Buffer(b),
            Arg::Buffer(sa),
            Arg::Buffer(sb),
            Arg::Buffer(Buffer::zeros(DType::F16, (m * n) as usize)),
        ];
        let (nu, ku) = (n as usize, kk as usize);
        // The f16 result's bound: the accumulation's, scaled, plus C's rounding (below).
        let s = |e: usize| {
            let (i, j) = (e / nu, e % nu);
            sav[i] * sbv[j] * (0..ku).map(|q| (av[i * ku + q] * bv[j * ku + q]).abs()).sum::<f64>()
        };
        // Persistent: 3 programs over the blocks (each loops over several).
        let grid = if persistent { [3, 1, 1] } else { [m.div_ceil(tile[0]) * n.div_ceil(tile[1]), 1, 1] };
        for target in [Target::Sm90, Target::Sm90a] {
            check_within_bound(&what, &k, target, grid, &args, 4, kk, s);
        }
    }
}

/// `examples/matmul_fp8.tile` gives B as K x N, which warpgroups cannot read for 8-bit types:
/// its load is not fetched ahead on sm_90a, and the remark says how to write B so that it is.
#[test]
fn an_fp8_k_by_n_b_is_told_to_be_given_transposed() {
    let (k, _) = common::example("matmul_fp8");
    let c = compile(&k, Target::Sm90a, &Options::default()).unwrap();
    let text = tessera::remarks::render(&c.remarks, Target::Sm90a, "matmul_fp8.tile");
    let b = text.lines().find(|l| l.contains("load %b_blk")).expect("B's remark");
    assert!(b.contains("plain") && b.contains("`trans` of an N x K tile"), "{text}");
    let a = text.lines().find(|l| l.contains("load %a_blk")).expect("A's remark");
    assert!(a.contains("TMA ring"), "{text}");
}
