//! The CPU device end to end: the same load/launch/copy calls as on a GPU, run by the
//! interpreter; the argument checks every device shares; streams, events and slices.

mod common;

use common::*;
use half::f16;
use std::sync::Arc;
use tessera_ir::{Const, DType};
use tessera_runtime::{args, Cache, CacheOutcome, Device, DeviceKind, Error, Grid};

#[test]
fn vector_add_runs_on_the_cpu_through_the_generic_load() {
    let dev = Device::cpu();
    assert_eq!(dev.kind(), DeviceKind::Cpu);
    assert_eq!(dev.target(), None);
    let cache = Cache::memory_only();
    let (k, trace) = dev.load_traced(&add_kernel(), &cache, "test", no_compile).unwrap();
    assert_eq!(trace.outcome, CacheOutcome::NotCompiled);
    assert_eq!(k.name(), "add");
    assert_eq!(k.params().len(), 4);
    let n = 2500;
    let (xs, ys) = (data(n, 1), data(n, 2));
    let x = dev.upload(&xs).unwrap();
    let y = dev.upload(&ys).unwrap();
    let out = dev.alloc_zeros::<f32>(n).unwrap();
    k.launch(n.div_ceil(1024) as u32, &args![&x, &y, &out, n as i32]).unwrap();
    let got = out.to_vec().unwrap();
    for i in 0..n {
        assert_eq!(got[i].to_bits(), (xs[i] + ys[i]).to_bits(), "element {i}");
    }
    assert_eq!(cache.stats().compiles, 0);
}

#[test]
fn argument_checks_name_the_argument_and_the_problem() {
    let dev = Device::cpu();
    let k = dev.load_ir(add_kernel()).unwrap();
    let x = dev.alloc_zeros::<f32>(100).unwrap();
    let y = dev.alloc_zeros::<f32>(100).unwrap();
    let out = dev.alloc_zeros::<f32>(100).unwrap();
    let ints = dev.alloc_zeros::<i32>(100).unwrap();
    let err = |r: Result<(), Error>| {
        let e = r.expect_err("the launch must be refused");
        assert!(is_arg_error(&e), "{e:?}");
        e.to_string()
    };

    let e = err(k.launch(1, &args![&x, &y, &out]));
    assert_eq!(e, "kernel @add takes 4 arguments, found 3");
    let e = err(k.launch(1, &args![&x, &y, &out, 100i32, 1i32]));
    assert_eq!(e, "kernel @add takes 4 arguments, found 5");

    let e = err(k.launch(1, &args![&x, &y, &out, 100i64]));
    assert_eq!(e, "kernel @add: argument 3 (%n): expected a scalar i32, found a scalar i64");
    let e = err(k.launch(1, &args![&x, &y, &out, 100.0f32]));
    assert!(e.contains("expected a scalar i32, found a scalar f32"), "{e}");
    let e = err(k.launch(1, &args![&x, &y, &out, &ints]));
    assert!(e.contains("argument 3 (%n): expected a scalar i32, found a buffer of i32 (100 elements)"), "{e}");

    let e = err(k.launch(1, &args![&x, &ints, &out, 100i32]));
    assert_eq!(
        e,
        "kernel @add: argument 1 (%y): expected a buffer of f32 (for ptr<f32>), found a buffer of i32 (100 elements)"
    );
    let e = err(k.launch(1, &args![&x, 1.0f32, &out, 100i32]));
    assert!(e.contains("argument 1 (%y): expected a buffer of f32 (for ptr<f32>), found a scalar f32"), "{e}");

    let k2 = k.with_min_len(2, 101).unwrap();
    let e = err(k2.launch(1, &args![&x, &y, &out, 100i32]));
    assert_eq!(e, "kernel @add: argument 2 (%out): the buffer holds 100 elements; the kernel needs at least 101");
    let e = err(k2.launch(1, &args![&x, &y, out.slice(0..50).unwrap(), 100i32]));
    assert!(e.contains("holds 50 elements"), "{e}");
    // The original keeps its signature; a right-sized buffer passes.
    k.launch(1, &args![&x, &y, &out, 100i32]).unwrap();
    let big = dev.alloc_zeros::<f32>(101).unwrap();
    k2.launch(1, &args![&x, &y, &big, 100i32]).unwrap();
    assert!(k.with_min_len(3, 1).is_err(), "%n is not a pointer");
    assert!(k.with_min_len(9, 1).is_err());
}

#[test]
fn slices_are_arguments_and_land_in_place() {
    let dev = Device::cpu();
    let k = dev.load_ir(add_kernel()).unwrap();
    let x = dev.upload(&[1.0f32; 8]).unwrap();
    let y = dev.upload(&[2.0f32; 8]).unwrap();
    let out = dev.upload(&[-1.0f32; 8]).unwrap();
    k.launch(1, &args![x.slice(0..3).unwrap(), y.slice(5..).unwrap(), out.slice(4..7).unwrap(), 3i32]).unwrap();
    assert_eq!(out.to_vec().unwrap(), [-1.0, -1.0, -1.0, -1.0, 3.0, 3.0, 3.0, -1.0]);
}

#[test]
fn one_buffer_twice_is_refused_on_the_cpu() {
    let dev = Device::cpu();
    let k = dev.load_ir(add_kernel()).unwrap();
    let x = dev.upload(&[1.0f32; 8]).unwrap();
    let out = dev.alloc_zeros::<f32>(8).unwrap();
    let e = k.launch(1, &args![&x, &x, &out, 8i32]).unwrap_err();
    assert!(e.to_string().contains("argument 1 (%y): the same cpu buffer is also argument 0 (%x)"), "{e}");
}

#[test]
fn interpreter_errors_come_back_and_leave_buffers_usable() {
    let dev = Device::cpu();
    let k = dev.load_ir(add_kernel()).unwrap();
    let x = dev.upload(&[1.0f32; 8]).unwrap();
    let y = dev.upload(&[1.0f32; 8]).unwrap();
    let out = dev.alloc_zeros::<f32>(8).unwrap();
    let e = k.launch(1, &args![&x, &y, &out, 9i32]).unwrap_err();
    assert!(matches!(e, Error::Cpu(_)), "{e:?}");
    assert!(e.to_string().contains("out of bounds"), "{e}");
    assert_eq!(x.to_vec().unwrap(), [1.0; 8]);
    k.launch(1, &args![&x, &y, &out, 8i32]).unwrap();
    assert_eq!(out.to_vec().unwrap(), [2.0; 8]);
}

#[test]
fn grids_with_a_zero_run_nothing_and_grids_convert() {
    let dev = Device::cpu();
    let k = dev.load_ir(add_kernel()).unwrap();
    let x = dev.upload(&[1.0f32; 4]).unwrap();
    let out = dev.alloc_zeros::<f32>(4).unwrap();
    let y = dev.upload(&[1.0f32; 4]).unwrap();
    k.launch([0, 1, 1], &args![&x, &y, &out, 4i32]).unwrap();
    assert_eq!(out.to_vec().unwrap(), [0.0; 4]);
    assert_eq!(Grid::from((2, 3)).0, [2, 3, 1]);
    assert_eq!(Grid::from([4, 5]).programs(), 20);
}

#[test]
fn streams_and_events_work_on_the_cpu() {
    let dev = Device::cpu();
    let k = dev.load_ir(add_kernel()).unwrap();
    let n = 1 << 14;
    let x = dev.upload(&data(n, 3)).unwrap();
    let y = dev.upload(&data(n, 4)).unwrap();
    let out = dev.alloc_zeros::<f32>(n).unwrap();
    let s = dev.new_stream().unwrap();
    let (start, end) = (dev.new_event().unwrap(), dev.new_event().unwrap());
    assert!(end.elapsed_since(&start).is_err(), "not recorded yet");
    start.record(&s).unwrap();
    k.launch_on(&s, (n / 1024) as u32, &args![&x, &y, &out, n as i32]).unwrap();
    end.record(&s).unwrap();
    s.wait(&end).unwrap();
    s.synchronize().unwrap();
    dev.synchronize().unwrap();
    assert!(end.elapsed_since(&start).unwrap().as_nanos() > 0);
}

#[test]
fn f16_kernels_and_buffers() {
    let src = "kernel @scale(%x: ptr<f16>, %out: ptr<f16>, %s: f16) num_warps 1 {
  %lane = arange 0, 32 : tile<32xi32>
  %xb = splat %x : tile<32xptr<f16>>
  %xp = ptradd %xb, %lane : tile<32xptr<f16>>
  %v = load %xp : tile<32xf16>
  %st = splat %s : tile<32xf16>
  %r = mul %v, %st : tile<32xf16>
  %ob = splat %out : tile<32xptr<f16>>
  %op = ptradd %ob, %lane : tile<32xptr<f16>>
  store %op, %r
}
";
    let dev = Device::cpu();
    let k = dev.load_ir(tile_kernel(src)).unwrap();
    let xs: Vec<f16> = (0..32).map(|i| f16::from_f32(i as f32 * 0.25)).collect();
    let x = dev.upload(&xs).unwrap();
    let out = dev.alloc_zeros::<f16>(32).unwrap();
    k.launch(1, &args![&x, &out, f16::from_f32(-2.0)]).unwrap();
    let got = out.to_vec().unwrap();
    for (i, g) in got.iter().enumerate() {
        assert_eq!(*g, f16::from_f32(i as f32 * -0.5), "{i}");
    }
    // A scalar of the right dtype made as a constant works too; an f32 does not.
    k.launch(1, &args![&x, &out, Const::from_f64(DType::F16, 1.0)]).unwrap();
    assert!(k.launch(1, &args![&x, &out, 1.0f32]).is_err());
}

#[test]
fn the_cpu_refuses_machine_code_and_gpu_loads_need_a_gpu() {
    let dev = Device::cpu();
    let e = dev.load_image(&add_image()).unwrap_err();
    assert!(matches!(e, Error::Unsupported { kind: DeviceKind::Cpu, .. }), "{e:?}");
    // Auto selection always yields a device, and says why it passed the GPUs over.
    let (d, skipped) = Device::auto_with_reasons();
    if d.kind() == DeviceKind::Cpu {
        assert_eq!(skipped.len(), 2, "{skipped:?}");
        assert!(skipped.iter().all(|(_, e)| e.is_unavailable() || matches!(e, Error::Driver(_))), "{skipped:?}");
    }
    assert!(Arc::strong_count(&add_kernel()) == 1);
}

#[test]
fn handles_can_cross_threads() {
    fn send_sync<T: Send + Sync>() {}
    send_sync::<Device>();
    send_sync::<tessera_runtime::LoadedKernel>();
    send_sync::<tessera_runtime::Buffer<f32>>();
    send_sync::<tessera_runtime::RawBuffer>();
    send_sync::<tessera_runtime::Stream>();
    send_sync::<tessera_runtime::Event>();
    send_sync::<Cache>();
    // One kernel, launched from several threads at once on the CPU device.
    let dev = Device::cpu();
    let k = dev.load_ir(add_kernel()).unwrap();
    std::thread::scope(|s| {
        for t in 0..4 {
            let (dev, k) = (dev.clone(), k.clone());
            s.spawn(move || {
                let x = dev.upload(&[t as f32; 64]).unwrap();
                let y = dev.upload(&[1.0f32; 64]).unwrap();
                let out = dev.alloc_zeros::<f32>(64).unwrap();
                k.launch(1, &args![&x, &y, &out, 64i32]).unwrap();
                assert_eq!(out.to_vec().unwrap(), vec![t as f32 + 1.0; 64]);
            });
        }
    });
}
