//! The CUDA device, on a real GPU with the PTX fixtures: launches, results, timing, the
//! parameter ABI, shared memory, module errors, the cache, and cudarc interop. Without a GPU each
//! test prints why it skipped and passes, unless `TESSERA_REQUIRE_GPU=1`; the missing-driver
//! report itself is checked on every machine.

mod common;

use common::*;
use half::f16;
use std::sync::atomic::{AtomicUsize, Ordering};
use tessera_ir::DType;
use tessera_runtime::cudarc::driver::CudaContext;
use tessera_runtime::{args, Arg, Cache, CacheOutcome, Code, Device, DeviceKind, Error, KernelImage, ParamSig};

#[test]
fn cuda_is_reported_cleanly_when_missing() {
    match Device::cuda(0) {
        Ok(d) => {
            assert_eq!(d.kind(), DeviceKind::Cuda);
            let t = d.target().unwrap();
            assert!(t.starts_with("sm_"), "{t}");
            eprintln!("device: {}", d.describe());
        }
        Err(e) => {
            assert!(!gpu_required(), "TESSERA_REQUIRE_GPU=1 but: {e}");
            let m = e.to_string();
            assert!(m.starts_with("no CUDA driver found (libcuda.so): ") || m.starts_with("no CUDA device: "), "{m}");
            assert!(e.is_unavailable());
            assert!(Device::cuda_primary(0).unwrap_err().is_unavailable());
            assert!(Device::count(DeviceKind::Cuda).is_err());
            eprintln!("no CUDA here, as expected: {m}");
        }
    }
}

#[test]
fn vector_add_on_the_gpu_matches_the_host_bit_for_bit() {
    let Some(dev) = cuda_or_skip("vector_add") else { return };
    let k = dev.load_image(&add_image()).unwrap();
    assert_eq!((k.name(), k.block_threads()), ("add", 128));
    for n in [1usize, 127, 128, 1000, 1 << 20] {
        let (xs, ys) = (data(n, 7), data(n, 8));
        let x = dev.upload(&xs).unwrap();
        let y = dev.upload(&ys).unwrap();
        let out = dev.upload(&vec![f32::NAN; n]).unwrap();
        k.launch(n.div_ceil(128) as u32, &args![&x, &y, &out, n as i32]).unwrap();
        let got = out.to_vec().unwrap();
        for i in 0..n {
            assert_eq!(got[i].to_bits(), (xs[i] + ys[i]).to_bits(), "n {n}, element {i}");
        }
    }
    // Slices pass their own address: out[4..7] = x[0..3] + y[5..8].
    let x = dev.upload(&[1.0f32; 8]).unwrap();
    let y = dev.upload(&[2.0f32, 2.0, 2.0, 2.0, 2.0, 5.0, 6.0, 7.0]).unwrap();
    let out = dev.upload(&[-1.0f32; 8]).unwrap();
    k.launch(1, &args![x.slice(0..3).unwrap(), y.slice(5..).unwrap(), out.slice(4..7).unwrap(), 3i32]).unwrap();
    assert_eq!(out.to_vec().unwrap(), [-1.0, -1.0, -1.0, -1.0, 6.0, 7.0, 8.0, -1.0]);
}

#[test]
fn launches_are_timed_with_events_on_streams() {
    let Some(dev) = cuda_or_skip("events") else { return };
    let k = dev.load_image(&add_image()).unwrap();
    let n = 1 << 22;
    let x = dev.upload(&data(n, 1)).unwrap();
    let y = dev.upload(&data(n, 2)).unwrap();
    let out = dev.alloc_zeros::<f32>(n).unwrap();
    let s = dev.new_stream().unwrap();
    let (start, end) = (dev.new_event().unwrap(), dev.new_event().unwrap());
    let reps = 50;
    start.record(&s).unwrap();
    for _ in 0..reps {
        k.launch_on(&s, (n / 128) as u32, &args![&x, &y, &out, n as i32]).unwrap();
    }
    end.record(&s).unwrap();
    let t = end.elapsed_since(&start).unwrap();
    let per = t.as_secs_f64() / reps as f64;
    let gbs = 12.0 * n as f64 / per / 1e9;
    eprintln!("vector add of {n} f32: {:.1} us per launch, {gbs:.0} GB/s", per * 1e6);
    assert!(t.as_nanos() > 0);
    // The device stream waits for the other stream through an event.
    dev.stream().wait(&end).unwrap();
    s.synchronize().unwrap();
    assert_eq!(
        out.read(..4).unwrap(),
        x.read(..4).unwrap().iter().zip(y.read(..4).unwrap()).map(|(a, b)| a + b).collect::<Vec<_>>()
    );
}

#[test]
fn scalar_parameters_of_every_width_reach_the_kernel() {
    let Some(dev) = cuda_or_skip("scalars") else { return };
    let image = ptx_image(
        "scalars",
        vec![
            ParamSig::ptr("out_h", DType::F16),
            ParamSig::ptr("out_d", DType::F64),
            ParamSig::num("v", DType::F16),
            ParamSig::num("flag", DType::I1),
            ParamSig::num("a", DType::F64),
            ParamSig::num("k", DType::I64),
            ParamSig::num("n", DType::I32),
        ],
        64,
        0,
    );
    let k = dev.load_image(&image).unwrap();
    let n = 300;
    let h = dev.alloc_zeros::<f16>(n).unwrap();
    let d = dev.alloc_zeros::<f64>(n).unwrap();
    let v = f16::from_f32(-3.5);
    let big = (1i64 << 40) + 3;
    k.launch(5, &args![&h, &d, v, true, 0.25f64, big, n as i32]).unwrap();
    assert_eq!(h.to_vec().unwrap(), vec![v; n]);
    let got = d.to_vec().unwrap();
    for (i, g) in got.iter().enumerate() {
        assert_eq!(*g, 0.25f64.mul_add(i as f64, big as f64), "{i}");
    }
    k.launch(5, &args![&h, &d, v, false, 0.25f64, big, n as i32]).unwrap();
    assert_eq!(h.to_vec().unwrap(), vec![f16::ZERO; n]);
}

#[test]
fn dynamic_shared_memory_including_the_opt_in_range() {
    let Some(dev) = cuda_or_skip("shared") else { return };
    let params = vec![ParamSig::ptr("x", DType::F32), ParamSig::ptr("out", DType::F32)];
    let xs = data(1024, 5);
    let x = dev.upload(&xs).unwrap();
    for (block, shared) in [(256u32, 1024u32), (256, 100 * 1024)] {
        let k = dev.load_image(&ptx_image("reverse", params.clone(), block, shared)).unwrap();
        let out = dev.alloc_zeros::<f32>(1024).unwrap();
        k.launch(1024 / block, &args![&x, &out]).unwrap();
        let got = out.to_vec().unwrap();
        for b in 0..(1024 / block) as usize {
            let bs = block as usize;
            for t in 0..bs {
                assert_eq!(got[b * bs + t], xs[b * bs + bs - 1 - t], "block {b} thread {t} shared {shared}");
            }
        }
    }
    let e = dev.load_image(&ptx_image("reverse", params, 256, 1 << 20)).unwrap_err();
    assert!(matches!(e, Error::Launch { .. }), "{e}");
}

#[test]
fn argument_and_launch_checks_on_the_gpu() {
    let Some(dev) = cuda_or_skip("checks") else { return };
    let k = dev.load_image(&add_image()).unwrap();
    let x = dev.alloc_zeros::<f32>(16).unwrap();
    let ints = dev.alloc_zeros::<i32>(16).unwrap();
    let e = k.launch(1, &args![&x, &x, &x]).unwrap_err();
    assert_eq!(e.to_string(), "kernel @add takes 4 arguments, found 3");
    let e = k.launch(1, &args![&x, &x, &x, 16u64]).unwrap_err();
    assert!(e.to_string().contains("expected a scalar i32, found a scalar i64"), "{e}");
    let e = k.launch(1, &args![&x, &ints, &x, 16]).unwrap_err();
    assert!(e.to_string().contains("expected a buffer of f32 (for ptr<f32>), found a buffer of i32"), "{e}");
    let e = k.with_min_len(0, 17).unwrap().launch(1, &args![&x, &x, &x, 16]).unwrap_err();
    assert!(e.to_string().contains("holds 16 elements; the kernel needs at least 17"), "{e}");
    // Memory of another device or context is refused before the driver sees it.
    let cpu = Device::cpu().alloc_zeros::<f32>(16).unwrap();
    let e = k.launch(1, &args![&x, &cpu, &x, 16]).unwrap_err();
    assert!(e.to_string().contains("the buffer lives on the cpu"), "{e}");
    let other = Device::cuda(0).unwrap();
    let elsewhere = other.alloc_zeros::<f32>(16).unwrap();
    let e = k.launch(1, &args![&x, &elsewhere, &x, 16]).unwrap_err();
    assert!(e.to_string().contains("another CUDA context"), "{e}");
    // Grids past the device's limits.
    let e = k.launch([1, 70_000, 1], &args![&x, &x, &x, 16]).unwrap_err();
    assert!(matches!(e, Error::Launch { .. }), "{e}");
    // Aliasing is fine on a GPU: out = x + x in place.
    let v = dev.upload(&[1.5f32; 16]).unwrap();
    k.launch(1, &args![&v, &v, &v, 16]).unwrap();
    assert_eq!(v.to_vec().unwrap(), [3.0; 16]);
    assert!(!dev.is_lost());
}

#[test]
fn module_errors_say_what_is_wrong() {
    let Some(dev) = cuda_or_skip("module errors") else { return };
    let e = dev.load_image(&KernelImage { entry: "nope".into(), ..add_image() }).unwrap_err();
    assert!(matches!(e, Error::KernelNotFound { .. }), "{e:?}");
    assert!(e.to_string().contains("no kernel named `nope`"), "{e}");
    let bad = KernelImage {
        code: Code::Ptx(PTX.replace("add.rn.f32 %f3, %f1, %f2;", "add.rn.f32 %f3, %f1, %nope;")),
        ..add_image()
    };
    let e = dev.load_image(&bad).unwrap_err();
    let Error::ModuleLoad { error, log } = &e else { panic!("{e:?}") };
    assert_eq!(error.call, "cuModuleLoadDataEx");
    eprintln!("JIT log for bad PTX: {log}");
    assert!(e.to_string().starts_with("cuModuleLoadDataEx failed: CUDA_ERROR_INVALID_PTX"), "{e}");
    let e = dev.load_image(&KernelImage { target: "sm_120".into(), ..add_image() }).unwrap_err();
    assert!(matches!(e, Error::TargetMismatch { .. }), "{e:?}");
    let e = dev
        .load_image(&KernelImage { code: Code::Hsaco(vec![0x7f]), target: "gfx942".into(), ..add_image() })
        .unwrap_err();
    assert!(matches!(e, Error::TargetMismatch { .. }), "{e:?}");
    let e = dev.load_image(&KernelImage { code: Code::Ptx("a\0b".into()), ..add_image() }).unwrap_err();
    assert!(e.to_string().contains("NUL"), "{e}");
    assert!(!dev.is_lost());
}

#[test]
fn loading_through_the_cache_compiles_once() {
    let Some(dev) = cuda_or_skip("cache") else { return };
    let dir = tempfile::tempdir().unwrap();
    let cache = Cache::in_dir(dir.path());
    let calls = AtomicUsize::new(0);
    let compile = |_: &tessera_ir::Kernel, target: &str| {
        calls.fetch_add(1, Ordering::SeqCst);
        assert!(target.starts_with("sm_"));
        Ok::<_, String>(add_image())
    };
    let ir = add_kernel();
    let (k, t) = dev.load_traced(&ir, &cache, "fixture", compile).unwrap();
    assert_eq!(t.outcome, CacheOutcome::Miss);
    eprintln!("cold: {t:?}");
    let (_, t) = dev.load_traced(&ir, &cache, "fixture", compile).unwrap();
    assert_eq!(t.outcome, CacheOutcome::Device);
    let fresh = Device::cuda(0).unwrap();
    let (k2, t) = fresh.load_traced(&ir, &Cache::in_dir(dir.path()), "fixture", compile).unwrap();
    assert_eq!(t.outcome, CacheOutcome::Disk);
    eprintln!("disk: {t:?}");
    assert_eq!(calls.load(Ordering::SeqCst), 1);
    for (d, k) in [(&dev, &k), (&fresh, &k2)] {
        let x = d.upload(&[1.0f32, 2.0]).unwrap();
        let out = d.alloc_zeros::<f32>(2).unwrap();
        k.launch(1, &args![&x, &x, &out, 2]).unwrap();
        assert_eq!(out.to_vec().unwrap(), [2.0, 4.0]);
    }
    let e = dev.load(&ir, &Cache::disabled(), "fixture", no_compile).unwrap_err();
    assert!(matches!(e, Error::Compile { .. }), "{e:?}");
}

#[test]
fn cudarc_slices_of_a_shared_context_are_arguments() {
    let Some(_) = cuda_or_skip("interop") else { return };
    let ctx = CudaContext::new(0).unwrap();
    let dev = Device::from_cuda_context(ctx.clone()).unwrap();
    let stream = ctx.default_stream();
    let xs = data(1000, 11);
    let x = stream.clone_htod(&xs).unwrap();
    let out = stream.alloc_zeros::<f32>(1000).unwrap();
    stream.synchronize().unwrap();
    let k = dev.load_image(&add_image()).unwrap();
    k.launch(8, &[Arg::from(&x), Arg::cuda_slice(&x), Arg::from(&out), Arg::from(1000i32)]).unwrap();
    dev.synchronize().unwrap();
    let got = stream.clone_dtoh(&out).unwrap();
    for i in 0..1000 {
        assert_eq!(got[i], xs[i] + xs[i]);
    }
    // The primary-context device shares the context; an own-context device does not.
    let primary = Device::cuda_primary(0).unwrap();
    let kp = primary.load_image(&add_image()).unwrap();
    kp.launch(8, &[Arg::from(&x), Arg::from(&x), Arg::from(&out), Arg::from(1000i32)]).unwrap();
    primary.synchronize().unwrap();
    let own = Device::cuda(0).unwrap();
    let ko = own.load_image(&add_image()).unwrap();
    let e = ko.launch(8, &[Arg::from(&x), Arg::from(&x), Arg::from(&out), Arg::from(1000i32)]).unwrap_err();
    assert!(e.to_string().contains("another CUDA context"), "{e}");
}

#[test]
fn the_cpu_and_the_gpu_agree_through_one_api() {
    let Some(gpu) = cuda_or_skip("agree") else { return };
    let cpu = Device::cpu();
    let cache = Cache::memory_only();
    let n = 5000;
    let (xs, ys) = (data(n, 21), data(n, 22));
    let mut results = Vec::new();
    for dev in [&cpu, &gpu] {
        // The IR kernel launches 1024-element programs; the fixture 128-thread ones.
        let k = dev.load(&add_kernel(), &cache, "fixture", |_, _| Ok::<_, String>(add_image())).unwrap();
        let grid = if dev.kind() == DeviceKind::Cpu { n.div_ceil(1024) } else { n.div_ceil(128) };
        let x = dev.upload(&xs).unwrap();
        let y = dev.upload(&ys).unwrap();
        let out = dev.alloc_zeros::<f32>(n).unwrap();
        k.launch(grid as u32, &args![&x, &y, &out, n as i32]).unwrap();
        results.push(out.to_vec().unwrap());
    }
    assert_eq!(results[0], results[1]);
}
