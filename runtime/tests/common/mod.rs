//! Helpers shared by the runtime's integration tests: fixtures, and the GPU gate (skip with a
//! reason when no GPU is present, fail when `TESSERA_REQUIRE_GPU=1`).

#![allow(dead_code)]

use std::sync::Arc;
use tessera_ir::{DType, Kernel};
use tessera_runtime::{Code, Device, Error, KernelImage, ParamSig};

/// The PTX fixture module (see `fixtures/kernels.ptx`).
pub const PTX: &str = include_str!("../fixtures/kernels.ptx");

pub fn gpu_required() -> bool {
    std::env::var("TESSERA_REQUIRE_GPU").is_ok_and(|v| v == "1")
}

/// CUDA device 0, or `None` after printing why there is none. Panics when the device is
/// missing and `TESSERA_REQUIRE_GPU=1`, and when a present device fails to open.
pub fn cuda_or_skip(test: &str) -> Option<Device> {
    match Device::cuda(0) {
        Ok(d) => Some(d),
        Err(e) if e.is_unavailable() && !gpu_required() => {
            eprintln!("{test}: skipped, no CUDA GPU: {e}");
            None
        }
        Err(e) => panic!("{test}: TESSERA_REQUIRE_GPU=1 or a device failed to open: {e}"),
    }
}

/// An image of one entry of the PTX fixture.
pub fn ptx_image(entry: &str, params: Vec<ParamSig>, block_threads: u32, shared_bytes: u32) -> KernelImage {
    KernelImage {
        entry: entry.into(),
        target: "sm_80".into(),
        code: Code::Ptx(PTX.into()),
        params,
        block_threads,
        shared_bytes,
        tensor_maps: vec![],
    }
}

pub fn add_image() -> KernelImage {
    ptx_image(
        "add",
        vec![
            ParamSig::ptr("x", DType::F32),
            ParamSig::ptr("y", DType::F32),
            ParamSig::ptr("out", DType::F32),
            ParamSig::num("n", DType::I32),
        ],
        128,
        0,
    )
}

/// A tile kernel from `.tile` text (parsed and verified).
pub fn tile_kernel(src: &str) -> Arc<Kernel> {
    let file = tessera_ir::text::parse(src).unwrap_or_else(|e| panic!("{}:{}: {}", e.line, e.col, e.message));
    let k = file.kernels.into_iter().next().expect("one kernel");
    tessera_ir::verify::verify(&k).unwrap_or_else(|e| panic!("{e:?}"));
    Arc::new(k)
}

/// The vector-add example.
pub fn add_kernel() -> Arc<Kernel> {
    tile_kernel(include_str!("../../../examples/add.tile"))
}

/// Deterministic test data in [-1, 1).
pub fn data(n: usize, seed: u32) -> Vec<f32> {
    let mut s = seed.wrapping_mul(2654435761).wrapping_add(12345);
    (0..n)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 17;
            s ^= s << 5;
            (s >> 8) as f32 / (1u32 << 23) as f32 - 1.0
        })
        .collect()
}

/// A compile step for tests that must not compile.
pub fn no_compile(_: &Kernel, target: &str) -> Result<KernelImage, String> {
    Err(format!("no compiler in this test (asked for {target})"))
}

pub fn is_arg_error(e: &Error) -> bool {
    matches!(e, Error::Argument { .. } | Error::ArgumentCount { .. })
}
