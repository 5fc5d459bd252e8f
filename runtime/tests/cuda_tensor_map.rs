//! Tensor maps (TMA) on a real GPU of compute capability 9.0 or newer: the launch's parameter
//! layout (a map after the kernel's own parameters, byte for byte what the driver encodes), a
//! copy-engine load through the map (swizzle and zero fill), the map cache, and the checks that
//! turn a map the driver would refuse into an argument error. Without such a GPU each test prints
//! why it skipped and passes, unless `TESSERA_REQUIRE_GPU=1`.

mod common;

use common::*;
use std::ffi::c_void;
use tessera_ir::DType;
use tessera_runtime::cudarc::driver::sys;
use tessera_runtime::{args, Code, Device, Error, KernelImage, ParamSig, TensorExtent, TensorMapSpec, TensorRowLen};

/// Two kernels taking `.param .align 64 .b8 tmap0[128]` after their own parameters:
/// - `tmap_echo(out: ptr<i64>, src: ptr<i16>, k: i32)`: thread 0 writes the map's 16 words to
///   out[0..16] and k to out[16];
/// - `tma_load(out: ptr<i16>, src: ptr<i16>, k: i32, x: i32, y: i32)`: thread 0 loads the box at
///   column x, row y through the map into 1024 bytes of shared memory and copies those bytes,
///   still swizzled, to out.
fn ptx() -> String {
    include_str!("fixtures/tensor_maps.ptx").to_string()
}

/// A CUDA device of compute capability 9.0 or newer, or `None` after saying why not.
fn hopper_or_skip(test: &str) -> Option<Device> {
    let dev = cuda_or_skip(test)?;
    let cc: u32 = dev.target().and_then(|t| t.strip_prefix("sm_")).and_then(|t| t.parse().ok()).unwrap_or(0);
    if cc < 90 {
        eprintln!("{test}: skipped, tensor maps need compute capability 9.0 ({})", dev.describe());
        return None;
    }
    Some(dev)
}

fn map_on_src(box_dims: [u32; 2]) -> TensorMapSpec {
    TensorMapSpec {
        buffer: 1,
        row_len: TensorRowLen::Param(2),
        elem_bytes: 2,
        box_dims,
        extent: [TensorExtent::Whole; 2],
        planes: false,
    }
}

fn echo_image() -> KernelImage {
    KernelImage {
        entry: "tmap_echo".into(),
        target: "sm_90".into(),
        code: Code::Ptx(ptx()),
        params: vec![
            ParamSig::ptr("out", DType::I64),
            ParamSig::ptr("src", DType::I16),
            ParamSig::num("k", DType::I32),
        ],
        block_threads: 32,
        shared_bytes: 0,
        tensor_maps: vec![map_on_src([64, 8])],
    }
}

/// The fixture's `tma_load`: the box at (x, y) of `map` over `src`, written to `out` as it
/// lands in shared memory.
fn load_image(map: TensorMapSpec) -> KernelImage {
    KernelImage {
        entry: "tma_load".into(),
        params: vec![
            ParamSig::ptr("out", DType::I16),
            ParamSig::ptr("src", DType::I16),
            ParamSig::num("k", DType::I32),
            ParamSig::num("x", DType::I32),
            ParamSig::num("y", DType::I32),
        ],
        tensor_maps: vec![map],
        ..echo_image()
    }
}

/// What the driver encodes for a [64, 8] box of u16 over `ptr` (rows of `k`, `rows` rows).
fn reference_map(ptr: u64, k: u64, rows: u64) -> [u64; 16] {
    let mut map = sys::CUtensorMap { opaque: [0; 16] };
    let dims = [k, rows];
    let strides = [k * 2];
    let boxes = [64u32, 8];
    let one = [1u32, 1];
    let code = unsafe {
        sys::cuTensorMapEncodeTiled(
            &mut map,
            sys::CUtensorMapDataType::CU_TENSOR_MAP_DATA_TYPE_UINT16,
            2,
            ptr as *mut c_void,
            dims.as_ptr(),
            strides.as_ptr(),
            boxes.as_ptr(),
            one.as_ptr(),
            sys::CUtensorMapInterleave::CU_TENSOR_MAP_INTERLEAVE_NONE,
            sys::CUtensorMapSwizzle::CU_TENSOR_MAP_SWIZZLE_128B,
            sys::CUtensorMapL2promotion::CU_TENSOR_MAP_L2_PROMOTION_L2_128B,
            sys::CUtensorMapFloatOOBfill::CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE,
        )
    };
    assert_eq!(code, sys::CUresult::CUDA_SUCCESS);
    map.opaque
}

#[test]
fn the_map_follows_the_params_as_the_driver_encodes_it() {
    let Some(dev) = hopper_or_skip("tmap_echo") else { return };
    let k = dev.load_image(&echo_image()).unwrap();
    assert_eq!(k.tensor_maps(), &[map_on_src([64, 8])]);
    let src = dev.alloc_zeros::<i16>(72 * 10 + 3).unwrap();
    let out = dev.alloc_zeros::<i64>(17).unwrap();
    k.launch(1, &args![&out, &src, 72i32]).unwrap();
    let got = out.to_vec().unwrap();
    let want = reference_map(src.device_ptr().unwrap(), 72, 10);
    let got_map: Vec<u64> = got[..16].iter().map(|&w| w as u64).collect();
    assert_eq!(got_map, want, "the map the kernel received");
    assert_eq!(got[16], 72, "the scalar before the map");
    assert_eq!(k.encoded_tensor_maps(), 1);
    // The same buffer and row length again: the cached map; another row length: a new one.
    k.launch(1, &args![&out, &src, 72i32]).unwrap();
    assert_eq!(k.encoded_tensor_maps(), 1);
    k.launch(1, &args![&out, &src, 8i32]).unwrap();
    assert_eq!(k.encoded_tensor_maps(), 2);
    let got = out.to_vec().unwrap();
    let want = reference_map(src.device_ptr().unwrap(), 8, (72 * 10 + 3) / 8);
    assert_eq!(got[..16].iter().map(|&w| w as u64).collect::<Vec<_>>(), want);
    assert_eq!(got[16], 8);
}

#[test]
fn the_copy_engine_loads_a_swizzled_box_with_zeros_past_the_end() {
    let Some(dev) = hopper_or_skip("tma_load") else { return };
    let kernel = dev.load_image(&load_image(map_on_src([64, 8]))).unwrap();
    // Rows of 72 u16 (144 bytes), 6 whole rows and a partial one the map leaves out.
    let (k, rows) = (72usize, 6usize);
    let host: Vec<u16> = (0..k * rows + 5).map(|i| i as u16 + 1).collect();
    let src = dev.upload(&host).unwrap();
    let out = dev.upload(&vec![0xffffu16; 512]).unwrap();
    let (x, y) = (8usize, 2usize);
    kernel.launch(1, &args![&out, &src, k as i32, x as i32, y as i32]).unwrap();
    let got = out.to_vec().unwrap();
    for r in 0..8 {
        for c in 0..64 {
            // 128-byte swizzle: the 16-byte chunk c/8 of box row r sits at chunk (c/8) ^ (r%8).
            let at = r * 64 + (((c / 8) ^ (r % 8)) * 8) + c % 8;
            let want = if y + r < rows { host[(y + r) * k + x + c] } else { 0 };
            assert_eq!(got[at], want, "box row {r}, column {c}");
        }
    }
}

#[test]
fn maps_the_driver_would_refuse_are_argument_errors() {
    let Some(dev) = hopper_or_skip("tmap_errors") else { return };
    let k = dev.load_image(&echo_image()).unwrap();
    let src = dev.alloc_zeros::<i16>(1024).unwrap();
    let out = dev.alloc_zeros::<i64>(17).unwrap();
    let base = src.device_ptr().unwrap();
    // A view that starts 2 bytes into the buffer.
    let e = k.launch(1, &args![&out, src.slice(1..).unwrap(), 64i32]).unwrap_err();
    let want = format!(
        "kernel @tmap_echo: argument 1 (%src): tensor map 0: the buffer's address {:#x} is not a multiple of 16 bytes",
        base + 2
    );
    assert_eq!(e.to_string(), want);
    assert!(matches!(e, Error::Argument { index: 1, .. }));
    let e = k.launch(1, &args![&out, &src, 12i32]).unwrap_err();
    assert!(
        e.to_string().contains("(%src): tensor map 0: the row stride 12 x 2 = 24 bytes is not a multiple of 16"),
        "{e}"
    );
    let e = k.launch(1, &args![&out, src.slice(..63).unwrap(), 64i32]).unwrap_err();
    assert!(e.to_string().contains("less than one whole row of 64 x 2 = 128 bytes"), "{e}");
    let e = k.launch(1, &args![&out, &src, -64i32]).unwrap_err();
    assert!(e.to_string().contains("the row length is -64; it must be at least 1"), "{e}");
    // A view 8 elements (16 bytes) in is aligned and works; the device is fine after the errors.
    k.launch(1, &args![&out, src.slice(8..).unwrap(), 64i32]).unwrap();
    let got = out.to_vec().unwrap();
    assert_eq!(got[..16].iter().map(|&w| w as u64).collect::<Vec<_>>(), reference_map(base + 16, 64, 1016 / 64));
    assert_eq!(k.encoded_tensor_maps(), 1);
}

/// A bound below 1 leaves an empty view, which reads zeros (the masks hold nowhere): the map is
/// encoded over a block of zeros, not refused.
#[test]
fn an_empty_view_reads_zeros() {
    let Some(dev) = hopper_or_skip("tma_load") else { return };
    let mut map = map_on_src([64, 8]);
    // The column bound is the kernel's `x` (parameter 3), 0 in this launch.
    map.extent = [TensorExtent::Param(3), TensorExtent::Whole];
    let kernel = dev.load_image(&load_image(map)).unwrap();
    let host: Vec<u16> = (0..72 * 6).map(|i| i as u16 + 1).collect();
    let src = dev.upload(&host).unwrap();
    let out = dev.upload(&vec![0xffffu16; 512]).unwrap();
    kernel.launch(1, &args![&out, &src, 72i32, 0i32, 0i32]).unwrap();
    assert!(out.to_vec().unwrap().iter().all(|&v| v == 0), "an empty view read something");
    // A bound of 8 is a real view (the box at column 8 is past it, zeros too), another map.
    let out = dev.upload(&vec![0xffffu16; 512]).unwrap();
    kernel.launch(1, &args![&out, &src, 72i32, 8i32, 0i32]).unwrap();
    assert!(out.to_vec().unwrap().iter().all(|&v| v == 0), "columns past the bound read something");
    assert_eq!(kernel.encoded_tensor_maps(), 2);
}
