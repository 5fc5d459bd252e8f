//! The HIP device. With the `hip` feature on a machine without an AMD GPU, opening a device
//! reports "no HIP device" cleanly; without the feature, it reports that HIP is not built in.
//! (CI builds and runs the feature through tests/hip_feature.rs.)

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

#[cfg(not(feature = "hip"))]
#[test]
fn without_the_feature_hip_says_it_is_not_built() {
    let e = Device::hip(0).unwrap_err();
    assert!(matches!(e, Error::NoHipRuntime(_)), "{e:?}");
    assert!(e.to_string().contains("cargo feature `hip`"), "{e}");
    assert!(e.is_unavailable());
    assert!(Device::open(DeviceKind::Hip).is_err());
}
