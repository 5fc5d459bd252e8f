//! The 8-bit floats on every target: sm_90 and sm_90a load, store and convert them, and the
//! PTX simulator agrees with the interpreter bit for bit on every pattern widened and on the
//! edge cases narrowed; their `dot` (and, on sm_80 and the AMD targets, every use) is refused
//! with an error naming the type, the target and the op (never a panic). On a CUDA GPU the
//! hardware's conversions agree with the interpreter bit for bit as well.

use tessera::ir::interp::{self, Arg, Buffer};
use tessera::ir::text::parse_kernel;
use tessera::ir::DType;
use tessera::simulate::run_ptx;
use tessera::{compile, Options, Target};
use tessera_runtime::Device;
use tessera_sim::SimOptions;

fn kernel(src: &str) -> tessera::ir::Kernel {
    let k = parse_kernel(src).unwrap_or_else(|e| panic!("{e}\n{src}"));
    tessera::ir::verify::verify(&k).unwrap_or_else(|e| panic!("{e}\n{src}"));
    k
}

#[test]
fn every_target_refuses_fp8_naming_the_type_the_target_and_the_op() {
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
    // sm_90 and sm_90a compile storage and conversions; only the dot is refused there.
    let converts = |t: Target| matches!(t, Target::Sm90 | Target::Sm90a);
    for (i, (src, ty, at)) in cases.into_iter().enumerate() {
        let k = kernel(src);
        for t in Target::ALL {
            let is_dot = i == 2;
            if converts(t) && !is_dot {
                compile(&k, t, &Options::default()).unwrap_or_else(|e| panic!("{t}: {e}\n{src}"));
                continue;
            }
            let at = if converts(t) { "line 5: dot" } else { at };
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
    for i in 0..n {
        let (wb, gb) = (w.get(i).unwrap().bits, g.get(i).unwrap().bits);
        assert_eq!(
            gb,
            wb,
            "{} -> {to} ({warps} warps), element {i} = {}: {on} {gb:#x}, interp {wb:#x}",
            x.dtype,
            x.get(i).unwrap()
        );
    }
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

/// A CUDA GPU, or `None` with the reason printed (a failure under TESSERA_REQUIRE_GPU=1).
fn gpu() -> Option<Device> {
    match Device::cuda(0) {
        Ok(d) => Some(d),
        Err(e) if std::env::var("TESSERA_REQUIRE_GPU").as_deref() == Ok("1") => {
            panic!("no GPU and TESSERA_REQUIRE_GPU=1: {e}")
        }
        Err(e) => {
            eprintln!("skipping: no CUDA GPU ({e})");
            None
        }
    }
}

/// The hardware's `cvt` agrees with `tessera_ir::fp8`'s rules (and so with the simulator) on
/// every fp8 pattern widened to each type and every narrowing edge case, NaN bits included.
#[test]
fn fp8_conversions_on_the_gpu_as_in_the_interpreter() {
    let Some(dev) = gpu() else { return };
    for f in FP8 {
        let x = Buffer { dtype: f, data: (0..=255u8).collect() };
        for to in [DType::F16, DType::BF16, DType::F32, DType::F64] {
            agrees_bit_for_bit(x.clone(), to, 1, Some(&dev));
        }
    }
    let vals = narrowing_edges();
    for from in [DType::F32, DType::F64, DType::F16, DType::BF16] {
        for to in FP8 {
            agrees_bit_for_bit(Buffer::from_f64(from, &vals), to, 4, Some(&dev));
        }
    }
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
