//! A kernel that faults (a store to an illegal address) on a real GPU. The fault comes back as
//! an error naming it; the device then refuses further work as lost; and the program goes on:
//! a new device gets a fresh context if the driver allows one after the fault, and otherwise
//! opening one says cleanly that the GPU is unusable in this process, while `Device::auto` falls
//! back to the CPU device, which runs the same kernel. Its own test binary, so that the fault
//! cannot disturb other tests. Skips without a GPU unless `TESSERA_REQUIRE_GPU=1`.

mod common;

use common::*;
use tessera_ir::DType;
use tessera_runtime::cudarc::driver::sys;
use tessera_runtime::{args, Device, DeviceKind, Error, ParamSig};

/// What the bare driver says after the fault (for the record: drivers differ here).
fn driver_after_fault() -> String {
    // SAFETY: plain driver calls with valid out-pointers; a created context is destroyed.
    unsafe {
        let init = sys::cuInit(0);
        let mut dev = 0;
        let get = sys::cuDeviceGet(&mut dev, 0);
        let mut ctx: sys::CUcontext = std::ptr::null_mut();
        let create = sys::cuCtxCreate_v4(&mut ctx, std::ptr::null_mut(), 0, dev);
        if create == sys::CUresult::CUDA_SUCCESS {
            sys::cuCtxDestroy_v2(ctx);
        }
        format!("cuInit {init:?}, cuDeviceGet {get:?}, cuCtxCreate_v4 {create:?}")
    }
}

fn add_works_on(dev: &Device) {
    let add = if dev.kind() == DeviceKind::Cpu {
        dev.load_ir(add_kernel()).unwrap()
    } else {
        dev.load_image(&add_image()).unwrap()
    };
    let n = 4096;
    let (xs, ys) = (data(n, 1), data(n, 2));
    let x = dev.upload(&xs).unwrap();
    let y = dev.upload(&ys).unwrap();
    let out = dev.alloc_zeros::<f32>(n).unwrap();
    let grid = if dev.kind() == DeviceKind::Cpu { n / 1024 } else { n / 128 };
    add.launch(grid as u32, &args![&x, &y, &out, n as i32]).unwrap();
    let got = out.to_vec().unwrap();
    assert!(got.iter().zip(xs.iter().zip(&ys)).all(|(g, (a, b))| *g == a + b));
}

#[test]
fn a_kernel_fault_is_reported_and_the_program_goes_on() {
    let Some(dev) = cuda_or_skip("fault") else { return };
    let add = dev.load_image(&add_image()).unwrap();
    let keep = dev.upload(&[1.0f32; 4]).unwrap();
    let fault = dev.load_image(&ptx_image("fault", vec![ParamSig::ptr("p", DType::F32)], 32, 0)).unwrap();
    // The launch itself may succeed: the fault is asynchronous.
    let first = fault.launch(1, &args![&keep]).and_then(|()| dev.synchronize());
    let e = first.expect_err("the fault must be reported");
    eprintln!("reported: {e}");
    let Error::KernelFault { error, .. } = &e else { panic!("expected a kernel fault, got {e:?}") };
    assert_eq!(error.code, 700, "{error}");
    assert!(e.to_string().contains("CUDA_ERROR_ILLEGAL_ADDRESS"), "{e}");
    assert!(dev.is_lost());
    // Everything on the lost device now says so, without a panic.
    let later = keep.to_vec().unwrap_err();
    assert!(matches!(later, Error::ContextLost { .. }), "{later:?}");
    assert!(later.to_string().contains("CUDA_ERROR_ILLEGAL_ADDRESS"), "{later}");
    assert!(matches!(add.launch(1, &args![&keep, &keep, &keep, 4]).unwrap_err(), Error::ContextLost { .. }));
    assert!(dev.alloc_zeros::<f32>(4).is_err());
    drop((add, fault, keep, dev));
    eprintln!("bare driver after the fault: {}", driver_after_fault());

    match Device::cuda(0) {
        Ok(fresh) => {
            add_works_on(&fresh);
            eprintln!("a fresh device after the fault ran vector add correctly");
        }
        Err(e) => {
            eprintln!("no fresh device after the fault: {e}");
            assert!(matches!(e, Error::GpuUnusable { .. }), "{e:?}");
            let (auto, skipped) = Device::auto_with_reasons();
            assert_eq!(auto.kind(), DeviceKind::Cpu);
            assert!(skipped.iter().any(|(k, e)| *k == DeviceKind::Cuda && matches!(e, Error::GpuUnusable { .. })));
            add_works_on(&auto);
            eprintln!("Device::auto fell back to the cpu, which ran vector add correctly");
        }
    }
}
