//! `tessera::Jit`: specialisation on argument values (the PTX it would load, and one compile per
//! signature class through the cache), launches on the CPU device with grids as numbers and
//! closures, declared facts checked, and the `jit_softmax` example run as CI runs it.

mod common;

use common::gpu;
use std::sync::Arc;
use tessera::ir::{text, Builder, DType, Kernel};
use tessera::jit::{specialize, Meta, ParamFact, SpecClass};
use tessera::runtime::{args, Arg, Cache, CacheOutcome, Device};
use tessera::{Jit, JitError, Target};

#[allow(dead_code)]
#[path = "../examples/jit_softmax.rs"]
mod jit_softmax;

/// `examples/add.tile` with every fact taken out: no `align 16` on the pointers, no `div` on `n`.
fn unannotated_add() -> Kernel {
    let path = format!("{}/examples/add.tile", env!("CARGO_MANIFEST_DIR"));
    let src = std::fs::read_to_string(&path).unwrap().replace(" align 16", "");
    assert!(!src.contains("align") && !src.contains(" div "), "{src}");
    let mut file = text::parse(&src).unwrap();
    file.kernels.remove(0)
}

/// `examples/add.tile` as it is: pointers declared `align 16`, `n` without a fact.
fn add_tile() -> Kernel {
    let path = format!("{}/examples/add.tile", env!("CARGO_MANIFEST_DIR"));
    let src = std::fs::read_to_string(&path).unwrap();
    assert!(src.contains("%n: i32)"), "examples/add.tile declares a fact on %n");
    text::parse(&src).unwrap().kernels.remove(0)
}

fn jit_in(dir: &std::path::Path) -> (Jit, Arc<Cache>) {
    let cache = Arc::new(Cache::in_dir(dir));
    (Jit::cpu().with_target(Target::Sm90).with_cache(cache.clone()), cache)
}

use ParamFact::{Align16 as A, Div16 as D, None as N};

fn count(ptx: &str, what: &str) -> usize {
    ptx.lines().filter(|l| l.contains(what)).count()
}

#[test]
fn unannotated_add_gets_16_byte_accesses_exactly_when_n_divides_by_16() {
    let dir = tempfile::tempdir().unwrap();
    let (jit, _) = jit_in(dir.path());
    let add = jit.kernel(unannotated_add()).unwrap();
    // What a GPU launch would see: 16-byte aligned buffers, n = 10000 (a multiple of 16) or 10001.
    let aligned = add.image(&SpecClass::new([A, A, A, D])).unwrap();
    let ragged = add.image(&SpecClass::new([A, A, A, N])).unwrap();
    let (v, s) = (aligned.ptx().unwrap(), ragged.ptx().unwrap());
    assert!(count(v, "ld.global.v4.b32") >= 2 && count(v, "st.global.v4.b32") >= 1, "{v}");
    assert_eq!(count(s, "ld.global.v4") + count(s, "st.global.v4"), 0, "{s}");
    assert!(count(s, "ld.global.b32") >= 8, "{s}");
    // The specialised kernel carries the facts as the text format spells them.
    let printed = text::print_kernel(&aligned.kernel);
    assert!(printed.contains("%x: ptr<f32> align 16") && printed.contains("%n: i32 div 16"), "{printed}");
    assert!(!text::print_kernel(&ragged.kernel).contains("div"));

    // examples/add.tile as it is (pointers declared aligned), through the classes of real
    // arguments: n = 10000 gets 16-byte accesses, n = 10001 scalar ones.
    let add = jit.kernel(add_tile()).unwrap();
    let d = Device::cpu();
    let (x, y, out) =
        (d.alloc_zeros::<f32>(4).unwrap(), d.alloc_zeros::<f32>(4).unwrap(), d.alloc_zeros::<f32>(4).unwrap());
    let v = add.image_for(&args![&x, &y, &out, 10000]).unwrap();
    let s = add.image_for(&args![&x, &y, &out, 10001]).unwrap();
    assert!(count(v.ptx().unwrap(), "ld.global.v4.b32") >= 2 && count(v.ptx().unwrap(), "st.global.v4.b32") >= 1);
    assert_eq!(count(s.ptx().unwrap(), "ld.global.v4") + count(s.ptx().unwrap(), "st.global.v4"), 0);
}

#[test]
fn classes_come_from_argument_values() {
    let jit = Jit::cpu();
    let add = jit.kernel(unannotated_add()).unwrap();
    let d = Device::cpu();
    let (x, y, out) =
        (d.alloc_zeros::<f32>(4).unwrap(), d.alloc_zeros::<f32>(4).unwrap(), d.alloc_zeros::<f32>(4).unwrap());
    let class = |n: i32| add.class(&args![&x, &y, &out, n]).unwrap().to_string();
    // CPU buffers have no device address: their pointers are never specialised.
    assert_eq!(class(10000), "---D");
    assert_eq!(class(10001), "----");
    assert_eq!(class(1), "---1");
    assert_eq!(class(0), "---D");
    assert_eq!(class(-32), "---D");
    let add = add.no_specialize("n").unwrap();
    assert_eq!(add.class(&args![&x, &y, &out, 10000]).unwrap().to_string(), "----");
    let e = jit.kernel(unannotated_add()).unwrap().no_specialize("m").unwrap_err();
    assert!(e.to_string().contains("no parameter %m") && e.to_string().contains("%n"), "{e}");
    let e = add.class(&args![&x, &y, 3]).unwrap_err();
    assert!(
        matches!(e, JitError::Runtime(tessera::runtime::Error::ArgumentCount { expected: 4, found: 3, .. })),
        "{e}"
    );
}

#[test]
fn a_new_class_compiles_once_then_hits_the_cache() {
    let dir = tempfile::tempdir().unwrap();
    let (jit, cache) = jit_in(dir.path());
    let add = jit.kernel(add_tile()).unwrap();
    let d = Device::cpu();
    let (x, y, out) =
        (d.alloc_zeros::<f32>(4).unwrap(), d.alloc_zeros::<f32>(4).unwrap(), d.alloc_zeros::<f32>(4).unwrap());

    let first = add.image_for(&args![&x, &y, &out, 10000]).unwrap();
    assert_eq!(first.outcome, CacheOutcome::Miss);
    assert_eq!(cache.stats().compiles, 1);
    let again = add.image_for(&args![&x, &y, &out, 4096]).unwrap(); // the same class
    assert_eq!(again.outcome, CacheOutcome::Memory);
    assert_eq!(cache.stats().compiles, 1);
    assert_eq!(again.ptx(), first.ptx());

    let other = add.image_for(&args![&x, &y, &out, 10001]).unwrap(); // a new class
    assert_eq!(other.outcome, CacheOutcome::Miss);
    assert_eq!(cache.stats().compiles, 2);
    assert_ne!(other.ptx(), first.ptx());
    assert!(count(first.ptx().unwrap(), "ld.global.v4") >= 2 && count(other.ptx().unwrap(), "ld.global.v4") == 0);
    assert_eq!(add.image_for(&args![&x, &y, &out, 7]).unwrap().outcome, CacheOutcome::Memory);
    assert_eq!(cache.stats().compiles, 2);

    // Another process (a new cache on the same directory) reads both variants from disk.
    let (jit2, cache2) = jit_in(dir.path());
    let add2 = jit2.kernel(add_tile()).unwrap();
    assert_eq!(add2.image_for(&args![&x, &y, &out, 32]).unwrap().outcome, CacheOutcome::Disk);
    assert_eq!(add2.image_for(&args![&x, &y, &out, 33]).unwrap().outcome, CacheOutcome::Disk);
    assert_eq!(cache2.stats().compiles, 0);

    // The target is part of the key: sm_80 compiles its own.
    let jit80 = Jit::cpu().with_target(Target::Sm80).with_cache(cache.clone());
    let add80 = jit80.kernel(add_tile()).unwrap();
    assert_eq!(add80.image_for(&args![&x, &y, &out, 32]).unwrap().outcome, CacheOutcome::Miss);
    assert_eq!(cache.stats().compiles, 3);
}

/// `out[i] = x[i * s]`: with `s` known to be 1 the loads are contiguous.
fn strided_copy() -> Kernel {
    let b = Builder::new("strided_copy");
    let (x, out) = (b.ptr_param("x", DType::F32), b.ptr_param("out", DType::F32));
    let s = b.param("s", DType::I32);
    let offs = b.program_id(0) * 1024 + b.arange(0, 1024);
    b.store(out + offs, b.load(x + offs * s));
    b.finish().unwrap()
}

#[test]
fn an_argument_equal_to_one_becomes_the_constant() {
    let dir = tempfile::tempdir().unwrap();
    let (jit, _) = jit_in(dir.path());
    let k = jit.kernel(strided_copy()).unwrap();
    let one = k.image(&SpecClass::new([A, A, ParamFact::One])).unwrap();
    let any = k.image(&SpecClass::new([A, A, N])).unwrap();
    assert!(count(one.ptx().unwrap(), "ld.global.v4") >= 1, "{}", one.ptx().unwrap());
    assert_eq!(count(any.ptx().unwrap(), "ld.global.v"), 0, "{}", any.ptx().unwrap());
    // The parameter stays (the launch signature is the same) but nothing uses it.
    assert_eq!(one.kernel.params.len(), 3);
    let s = one.kernel.params[2].value;
    assert!(one.kernel.insts.values().all(|d| !d.args.contains(&s)));

    // The specialised kernel means the same when s is 1.
    let d = Device::cpu();
    let xs: Vec<f32> = (0..2048).map(|i| i as f32 * 0.5).collect();
    let (x, out) = (d.upload(&xs).unwrap(), d.alloc_zeros::<f32>(2048).unwrap());
    let spec = Jit::cpu().kernel(Arc::new(one.kernel.as_ref().clone())).unwrap();
    spec.launch(2u32, &args![&x, &out, 1]).unwrap();
    assert_eq!(out.to_vec().unwrap(), xs);

    let e = specialize(&strided_copy(), &SpecClass::new([ParamFact::Div16, A, N])).unwrap_err();
    assert!(e.contains("%x"), "{e}");
    assert!(specialize(&strided_copy(), &SpecClass::plain(2)).is_err());
}

#[test]
fn launches_on_the_cpu_with_numbers_and_closures() {
    let jit = Jit::cpu();
    let add = jit.kernel(unannotated_add()).unwrap();
    let d = jit.device();
    let n = 3000usize;
    let xs: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let ys: Vec<f32> = (0..n).map(|i| 2.0 * i as f32).collect();
    let (x, y, out) = (d.upload(&xs).unwrap(), d.upload(&ys).unwrap(), d.alloc_zeros::<f32>(n).unwrap());
    add.launch(|m: &Meta| m.cdiv(m.arg("n"), 1024), &args![&x, &y, &out, n as i32]).unwrap();
    let got = out.to_vec().unwrap();
    assert!(got.iter().enumerate().all(|(i, &v)| v == 3.0 * i as f32));

    // One call from a kernel to a launch, on a stream.
    let out2 = d.alloc_zeros::<f32>(n).unwrap();
    jit.launch(&unannotated_add(), 3u32, &args![&x, &y, &out2, n as i32]).unwrap();
    assert_eq!(out2.to_vec().unwrap(), got);
    let out3 = d.alloc_zeros::<f32>(n).unwrap();
    add.launch_on(&d.stream(), [3, 1, 1], &args![&x, &y, &out3, n as i32]).unwrap();
    assert_eq!(out3.to_vec().unwrap(), got);

    // A grid closure's mistakes are errors of the launch.
    let e = add.launch(|m: &Meta| m.cdiv(m.arg("len"), 1024), &args![&x, &y, &out, 5]).unwrap_err();
    assert!(matches!(&e, JitError::Grid { message, .. } if message.contains("no argument %len")), "{e}");
    let e = add.launch(|m: &Meta| m.cdiv(m.arg("n"), 0), &args![&x, &y, &out, 5]).unwrap_err();
    assert!(e.to_string().contains("divisor must be positive"), "{e}");
    let e = add.launch(|m: &Meta| m.cdiv(m.arg("x"), 2), &args![&x, &y, &out, 5]).unwrap_err();
    assert!(e.to_string().contains("%x is a buffer"), "{e}");
    let e = add.launch(|m: &Meta| m.constant("BLOCK") as u32, &args![&x, &y, &out, 5]).unwrap_err();
    assert!(e.to_string().contains("no constant BLOCK"), "{e}");
    // Wrong arguments are the runtime's checked errors.
    let e = add.launch(1u32, &[Arg::from(&x), Arg::from(&y), Arg::from(&out), Arg::from(5i64)]).unwrap_err();
    assert!(e.to_string().contains("expected a scalar i32"), "{e}");
}

#[test]
fn declared_facts_are_checked_at_launch() {
    let path = format!("{}/examples/add_aligned.tile", env!("CARGO_MANIFEST_DIR"));
    let k = text::parse(&std::fs::read_to_string(path).unwrap()).unwrap().kernels.remove(0);
    let jit = Jit::cpu();
    let add = jit.kernel(k).unwrap();
    let d = jit.device();
    let (x, y, out) =
        (d.alloc_zeros::<f32>(1024).unwrap(), d.alloc_zeros::<f32>(1024).unwrap(), d.alloc_zeros::<f32>(1024).unwrap());
    let e = add.launch(1u32, &args![&x, &y, &out, 1000]).unwrap_err();
    assert!(e.to_string().contains("%n) = 1000 is not a multiple of 16") && e.to_string().contains("div 16"), "{e}");
    add.launch(1u32, &args![&x, &y, &out, 1024]).unwrap();
}

#[test]
fn unverifiable_kernels_and_missing_targets_are_errors() {
    let mut k = unannotated_add();
    k.num_warps = 3;
    assert!(matches!(Jit::cpu().kernel(k), Err(JitError::Kernel { .. })));
    let add = Jit::cpu().kernel(unannotated_add()).unwrap();
    let e = add.image(&SpecClass::plain(4)).unwrap_err();
    assert!(matches!(&e, JitError::NoTarget { message, .. } if message.contains("with_target")), "{e}");
}

#[test]
fn the_jit_softmax_example_runs() {
    let err = jit_softmax::run().unwrap();
    assert!(err < 1e-5, "max error {err}");
}

#[test]
fn gpu_launches_specialise_on_alignment_and_divisibility() {
    let Some(dev) = gpu() else { return };
    let cache = Arc::new(Cache::memory_only());
    let jit = Jit::on(dev.clone()).with_cache(cache.clone());
    let add = jit.kernel(unannotated_add()).unwrap();
    let n = 10016usize;
    let xs: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let ys: Vec<f32> = (0..n).map(|i| 0.5 * i as f32).collect();
    let (x, y, out) = (dev.upload(&xs).unwrap(), dev.upload(&ys).unwrap(), dev.alloc_zeros::<f32>(n).unwrap());
    let grid = |m: &Meta| m.cdiv(m.arg("n"), 1024);
    let check = |len: usize, shift: usize| {
        let got = out.to_vec().unwrap();
        for i in 0..len {
            assert_eq!(got[i], xs[i + shift] + ys[i], "element {i}");
        }
    };
    assert_eq!(add.class(&args![&x, &y, &out, 10000]).unwrap().to_string(), "AAAD");
    add.launch(grid, &args![&x, &y, &out, 10000]).unwrap();
    check(10000, 0);
    assert_eq!((add.variants(), cache.stats().compiles), (1, 1));
    let v4 = add.image_for(&args![&x, &y, &out, 10000]).unwrap();
    assert!(count(v4.ptx().unwrap(), "ld.global.v4") >= 2);
    add.launch(grid, &args![&x, &y, &out, 9999]).unwrap(); // a new class
    check(9999, 0);
    add.launch(grid, &args![&x, &y, &out, 5001]).unwrap(); // the same one again
    assert_eq!((add.variants(), cache.stats().compiles), (2, 2));
    // A slice one element in is 4 bytes off 16: its pointer is not specialised.
    let xv = x.slice(1..).unwrap();
    assert_eq!(add.class(&args![&xv, &y, &out, 10000]).unwrap().to_string(), "-AAD");
    add.launch(grid, &args![&xv, &y, &out, 10000]).unwrap();
    check(10000, 1);
    assert_eq!(add.variants(), 3);
}

#[test]
fn gpu_launches_take_cudarc_slices_views_and_streams() {
    use tessera::runtime::cudarc::driver::CudaContext;
    if gpu().is_none() {
        return;
    }
    let ctx = CudaContext::new(0).unwrap();
    let stream = ctx.new_stream().unwrap();
    let dev = Device::from_cuda_context(ctx.clone()).unwrap();
    let jit = Jit::on(dev.clone()).with_cache(Arc::new(Cache::memory_only()));
    let add = jit.kernel(add_tile()).unwrap();
    let n = 4096usize;
    let xs: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let x = stream.clone_htod(&xs).unwrap();
    let y = stream.clone_htod(&xs).unwrap();
    let out = stream.alloc_zeros::<f32>(n).unwrap();
    stream.synchronize().unwrap();
    let on = dev.wrap_cuda_stream(stream.clone()).unwrap();
    {
        let yv = y.slice(..);
        add.launch_on(
            &on,
            4u32,
            &[Arg::cuda_slice(&x), Arg::cuda_view(&yv), Arg::cuda_slice(&out), Arg::from(n as i32)],
        )
        .unwrap();
    }
    stream.synchronize().unwrap();
    let got = stream.clone_dtoh(&out).unwrap();
    assert!(got.iter().enumerate().all(|(i, &v)| v == 2.0 * i as f32));
    // A stream of this context on another kind of device is refused.
    assert!(Device::cpu().wrap_cuda_stream(stream.clone()).is_err());
}

/// `JitKernel::remarks`: the paths of the class a launch compiles, as `tessera compile
/// --remarks` prints them (the pointer-increment matmul on sm_90a: two TMA rings and wgmma).
#[test]
fn the_jit_gives_the_remarks_of_a_launch() {
    let path = format!("{}/examples/triton/matmul_ptr_inc.tile", env!("CARGO_MANIFEST_DIR"));
    let k = text::parse(&std::fs::read_to_string(&path).unwrap()).unwrap().kernels.remove(0);
    let dir = tempfile::tempdir().unwrap();
    let jit = Jit::cpu().with_target(Target::Sm90a).with_cache(Arc::new(Cache::in_dir(dir.path())));
    let mm = jit.kernel(k).unwrap();
    let d = Device::cpu();
    let (a, b, c) = (
        d.alloc_zeros::<half::f16>(8000).unwrap(),
        d.alloc_zeros::<half::f16>(5760).unwrap(),
        d.alloc_zeros::<f32>(7200).unwrap(),
    );
    let remarks = mm.remarks(&args![&a, &b, &c, 100, 72, 80, 80, 72, 72]).unwrap();
    let text = tessera::remarks::render(&remarks, Target::Sm90a, "matmul_ptr_inc.tile");
    use tessera::remarks::Path;
    let paths: Vec<Path> = remarks.iter().map(|r| r.path).collect();
    assert_eq!(paths, [Path::TmaRing, Path::TmaRing, Path::Warpgroup], "{text}");
    assert!(remarks.iter().all(|r| r.missed.is_none() && r.line > 0), "{text}");
}
