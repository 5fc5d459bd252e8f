//! The HIP device. With the `hip` feature on a machine without an AMD GPU, opening a device
//! reports "no HIP device" cleanly; without the feature, it reports that HIP is not built in.
//! On an AMD GPU, HIP loads the code objects tessera writes itself (`fixtures/add.gfx*.hsaco`,
//! the `add` example as `tessera compile --emit hsaco` writes it; `tests/amdgcn_hsaco.rs` keeps
//! them current). (CI builds and runs the feature through tests/hip_feature.rs.)

mod common;

use tessera_runtime::{Device, DeviceKind, Error};

#[cfg(feature = "hip")]
#[test]
fn hip_reports_no_device_cleanly() {
    match Device::hip(0) {
        Ok(d) => {
            assert_eq!(d.kind(), DeviceKind::Hip);
            assert!(d.target().unwrap().starts_with("gfx"));
            eprintln!("HIP device: {}", d.describe());
        }
        Err(e) => {
            let m = e.to_string();
            assert!(matches!(e, Error::NoHipDevice(_)), "{e:?}");
            assert!(m.starts_with("no HIP device: "), "{m}");
            assert!(Device::count(DeviceKind::Hip).is_err());
            // Auto selection passes HIP over and still finds a device.
            let (d, skipped) = Device::auto_with_reasons();
            if d.kind() == DeviceKind::Cpu {
                assert!(skipped.iter().any(|(k, e)| *k == DeviceKind::Hip && matches!(e, Error::NoHipDevice(_))));
            }
            eprintln!("no HIP device here, as expected: {m}");
        }
    }
}

/// HIP loads tessera's own code object for the device's chip (`hipModuleLoadData`,
/// `hipModuleGetFunction`); skips with the reason when there is no AMD GPU.
#[cfg(feature = "hip")]
#[test]
fn hip_loads_tesseras_code_object() {
    use tessera_runtime::{Code, KernelImage, ParamSig};
    let d = match Device::hip(0) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("skipped: loading tessera's code object needs an AMD GPU ({e})");
            return;
        }
    };
    let chip = d.target().unwrap().split(':').next().unwrap().to_string();
    let path = format!("{}/tests/fixtures/add.{chip}.hsaco", env!("CARGO_MANIFEST_DIR"));
    let Ok(bytes) = std::fs::read(&path) else {
        eprintln!("skipped: no code object fixture for {chip} (tessera writes gfx90a, gfx942 and gfx1100)");
        return;
    };
    let f32p = |n: &str| ParamSig::ptr(n, tessera_ir::DType::F32);
    let image = KernelImage {
        entry: "add".into(),
        target: chip.clone(),
        code: Code::Hsaco(bytes),
        params: vec![
            f32p("x"),
            f32p("y"),
            f32p("out"),
            ParamSig::new("n", tessera_ir::Type::num(tessera_ir::DType::I32)),
        ],
        // num_warps 4: waves of 64 on CDNA, of 32 on RDNA3.
        block_threads: if chip.starts_with("gfx11") { 128 } else { 256 },
        shared_bytes: 0,
        tensor_maps: Vec::new(),
    };
    let k = d.load_image(&image).unwrap_or_else(|e| panic!("HIP rejected tessera's code object for {chip}: {e}"));
    eprintln!("HIP loaded tessera's code object for {chip}: {k:?}");
}

#[cfg(not(feature = "hip"))]
#[test]
fn without_the_feature_hip_says_it_is_not_built() {
    let e = Device::hip(0).unwrap_err();
    assert!(matches!(e, Error::NoHipRuntime(_)), "{e:?}");
    assert!(e.to_string().contains("cargo feature `hip`"), "{e}");
    assert!(e.is_unavailable());
    assert!(Device::open(DeviceKind::Hip).is_err());
}
