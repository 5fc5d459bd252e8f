//! `#[tessera::kernel]`: the macro twins of the examples build the same IR as their `.tile` files
//! (`examples/add_macro.rs`, `examples/add_aligned_macro.rs`, `examples/softmax_macro.rs`,
//! `examples/layernorm_macro.rs`, `examples/matmul_macro.rs`, `examples/attention_macro.rs`,
//! `examples/attention_bwd_preprocess_macro.rs`, `examples/attention_bwd_macro.rs`) and run; loops
//! and ifs carry their `let mut` locals (several at once in attention, two gradients beside an
//! atomic add in the attention backward), `if` on a constant specialises, `dot` accumulates through
//! a loop and `else if` chains nest, each run on the JIT's device (the CPU reference without a
//! GPU); a mistake only the builder can find points at the kernel's own source line; and wrong
//! kernels (unsupported syntax, and mistakes in types and shapes the macro sees: operands of two
//! element types, a store of another type than the pointer's, a `dot` whose shapes do not chain,
//! ...) are compile errors at their span (`tests/macro_fail/*.rs`, each with its expected
//! `.stderr`, through trybuild), as are typed launches with arguments of the wrong element type,
//! scalar type or count. Typed launches build their kernel once per `Jit`, take buffers, slices and
//! cudarc memory, and specialise and cache as any `Jit` kernel.

use tessera::dsl::*;
use tessera::ir::text::{parse, print_kernel};
use tessera::ir::Kernel;
use tessera::jit::Meta;
use tessera::runtime::args;
use tessera::{compile, Jit, JitError, Options, Target};

#[path = "../examples/add_aligned_macro.rs"]
#[allow(dead_code)]
mod add_aligned_macro;
#[path = "../examples/add_macro.rs"]
#[allow(dead_code)]
mod add_macro;
#[path = "../examples/attention_bwd_macro.rs"]
#[allow(dead_code)]
mod attention_bwd_macro;
#[path = "../examples/attention_bwd_preprocess_macro.rs"]
#[allow(dead_code)]
mod attention_bwd_preprocess_macro;
#[path = "../examples/attention_macro.rs"]
#[allow(dead_code)]
mod attention_macro;
#[path = "../examples/layernorm_macro.rs"]
#[allow(dead_code)]
mod layernorm_macro;
#[path = "../examples/matmul_macro.rs"]
#[allow(dead_code)]
mod matmul_macro;
#[path = "../examples/softmax_macro.rs"]
#[allow(dead_code)]
mod softmax_macro;

/// The kernel of `examples/NAME.tile`.
fn tile_kernel(name: &str) -> Kernel {
    let path = format!("{}/examples/{name}.tile", env!("CARGO_MANIFEST_DIR"));
    let src = std::fs::read_to_string(&path).unwrap();
    parse(&src).unwrap_or_else(|e| panic!("{path}: {e:?}")).kernels.remove(0)
}

/// Printed text with every `%name` replaced by `%vN`, N counting names in order of first
/// appearance: two kernels that differ only in their value names print the same.
fn normalise(text: &str) -> String {
    let mut names: Vec<String> = Vec::new();
    let mut out = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        out.push(c);
        if c != '%' {
            continue;
        }
        let mut name = String::new();
        while let Some(&n) = chars.peek() {
            if !(n.is_ascii_alphanumeric() || n == '_' || n == '.') {
                break;
            }
            name.push(n);
            chars.next();
        }
        let i = names.iter().position(|x| *x == name).unwrap_or_else(|| {
            names.push(name.clone());
            names.len() - 1
        });
        out.push_str(&format!("v{i}"));
    }
    out
}

/// The macro's kernel and the `.tile` file's print the same: the same signature line (names,
/// types, attributes, warps) and the same instructions and types up to value names.
fn assert_same_ir(from_macro: &Kernel, tile: &str) {
    let (got, want) = (print_kernel(from_macro), print_kernel(&tile_kernel(tile)));
    let header = |s: &str| s.lines().next().unwrap_or("").to_string();
    assert_eq!(header(&got), header(&want), "signature of the macro's {tile}");
    assert_eq!(normalise(&got), normalise(&want), "the macro's {tile}:\n{got}\nthe file's:\n{want}");
}

#[test]
fn add_macro_builds_the_ir_of_add_tile() {
    assert_same_ir(&add_macro::add::<1024>::kernel().unwrap(), "add");
}

#[test]
fn softmax_macro_builds_the_ir_of_softmax_tile() {
    assert_same_ir(&softmax_macro::softmax::<1024>::kernel().unwrap(), "softmax");
}

#[test]
fn matmul_macro_builds_the_ir_of_matmul_tile() {
    assert_same_ir(&matmul_macro::matmul::<64, 32>::kernel().unwrap(), "matmul");
}

#[test]
fn attention_macro_builds_the_ir_of_attention_tile() {
    assert_same_ir(&attention_macro::attention::<64>::kernel().unwrap(), "attention");
}

#[test]
fn add_aligned_macro_builds_the_ir_of_add_aligned_tile() {
    assert_same_ir(&add_aligned_macro::add_aligned::<1024>::kernel().unwrap(), "add_aligned");
}

#[test]
fn layernorm_macro_builds_the_ir_of_layernorm_tile() {
    assert_same_ir(&layernorm_macro::layernorm::<1024>::kernel().unwrap(), "layernorm");
}

#[test]
fn attention_bwd_preprocess_macro_builds_the_ir_of_attention_bwd_preprocess_tile() {
    let k = attention_bwd_preprocess_macro::attention_bwd_preprocess::<64, 64>::kernel().unwrap();
    assert_same_ir(&k, "attention_bwd_preprocess");
}

#[test]
fn attention_bwd_macro_builds_the_ir_of_attention_bwd_tile() {
    assert_same_ir(&attention_bwd_macro::attention_bwd::<64, 64, 64>::kernel().unwrap(), "attention_bwd");
}

/// The twins compile to the same machine code (PTX for sm_90 and sm_90a, comments aside, which
/// may name values): the macro's kernel runs at its `.tile` twin's speed by construction.
fn assert_same_ptx(from_macro: &Kernel, tile: &str) {
    let strip =
        |s: &str| s.lines().map(|l| l.split("//").next().unwrap_or("").trim_end()).collect::<Vec<_>>().join("\n");
    for t in [Target::Sm90, Target::Sm90a] {
        let got = compile(from_macro, t, &Options::default()).unwrap().code;
        let want = compile(&tile_kernel(tile), t, &Options::default()).unwrap().code;
        assert!(
            strip(&got) == strip(&want),
            "{t}: the macro's {tile} compiles to other PTX:\n{got}\nthe file's:\n{want}"
        );
    }
}

#[test]
fn the_matmul_and_attention_twins_compile_to_the_same_ptx() {
    assert_same_ptx(&matmul_macro::matmul::<64, 32>::kernel().unwrap(), "matmul");
    assert_same_ptx(&attention_macro::attention::<64>::kernel().unwrap(), "attention");
}

#[test]
fn let_bindings_name_their_values() {
    let text = print_kernel(&softmax_macro::softmax::<1024>::kernel().unwrap());
    for line in ["%row_start = mul %x", "%cols = arange 0, 1024", "%mask = icmp slt %cols", "%y = div %num"] {
        let line = line.replace("%x", "");
        assert!(text.contains(line.trim_end()), "{line:?} in\n{text}");
    }
}

#[test]
fn the_twins_run_and_match_plain_rust() {
    assert_eq!(add_macro::run().unwrap(), 0.0);
    assert!(softmax_macro::run().unwrap() < 1e-5);
    assert_eq!(matmul_macro::run().unwrap(), 100 * 72);
    assert!(attention_macro::run().unwrap() < 1e-3);
    assert_eq!(add_aligned_macro::run().unwrap(), 0.0);
    assert!(layernorm_macro::run().unwrap() < 1e-4);
    assert!(attention_bwd_preprocess_macro::run().unwrap() < 1e-4);
    assert!(attention_bwd_macro::run().unwrap() < 1e-3);
}

/// A loop over chunks carrying `acc`, an `if` with a value and an `if` on a constant.
#[tessera::kernel]
fn chunked_sum<const BLOCK: i32, const DOUBLE: bool>(x: Ptr<f32>, out: Ptr<f32>, n: i32) {
    let cols = arange::<BLOCK>();
    let mut acc = zeros::<f32>([BLOCK]);
    for start in (0..n).step_by(BLOCK) {
        let offs = start + cols;
        acc += load(x + offs, offs < n, 0.0);
    }
    let mut total = acc.sum(0);
    if DOUBLE {
        total = total * 2.0;
    }
    let scaled = if n > 100 { total } else { -total };
    if program_id(0) == 0 {
        store(out, scaled);
    }
}

#[test]
fn loops_and_ifs_carry_mutable_locals() {
    let k = chunked_sum::<64, true>::kernel().unwrap();
    let text = print_kernel(&k);
    assert!(text.contains("%acc_1 = for %start = %5 to %n step %6 iter(%acc_2 = %acc)"), "{text}");
    assert!(text.contains("%total_1 = mul %total, "), "{text}");
    assert!(!print_kernel(&chunked_sum::<64, false>::kernel().unwrap()).contains("mul %total"));

    let jit = Jit::new();
    let device = jit.device();
    for n in [50usize, 300] {
        let x: Vec<f32> = (0..n).map(|i| (i % 7) as f32).collect();
        let (xb, outb) = (device.upload(&x).unwrap(), device.alloc_zeros::<f32>(1).unwrap());
        chunked_sum::<64, true>::launch(&jit, 1u32, &xb, &outb, n as i32).unwrap();
        let sum: f32 = x.iter().sum::<f32>() * 2.0;
        let want = if n > 100 { sum } else { -sum };
        assert_eq!(outb.to_vec().unwrap(), vec![want], "n = {n}");
    }
}

/// A mistake the macro cannot see (whether `BLOCK` is 16 depends on the instance) is the
/// builder's, reported at the kernel's own line.
#[test]
fn builder_mistakes_point_at_the_kernel_source() {
    let line = line!();
    #[tessera::kernel]
    fn mixed<const BLOCK: i32>(x: Ptr<f32>) {
        let v = load(x + arange(0, BLOCK));
        let w = load(x + arange(0, 16));
        store(x + arange(0, 16), v + w);
    }
    assert!(mixed::<16>::kernel().is_ok());
    let err = mixed::<8>::kernel().unwrap_err().to_string();
    let at = format!("{}:{}:", file!(), line + 5);
    assert!(err.starts_with(&at) && err.contains("do not broadcast"), "{err}");
    // A typed launch returns the same error.
    let jit = Jit::cpu();
    let xb = jit.device().alloc_zeros::<f32>(16).unwrap();
    let err = mixed::<8>::launch(&jit, 1u32, &xb).unwrap_err();
    assert!(matches!(&err, JitError::Build(_)) && err.to_string().starts_with(&at), "{err}");
}

#[test]
fn wrong_kernels_are_compile_errors_at_their_span() {
    trybuild::TestCases::new().compile_fail("tests/macro_fail/*.rs");
}

/// The example of issue 39, as written there: pointer arithmetic in one expression, the
/// compare as a method, and the reductions as `max(axis)` / `sum(axis)`.
#[tessera::kernel]
fn softmax_as_in_the_issue<const BLOCK: i32>(x: Ptr<f32>, out: Ptr<f32>, stride: i32, n: i32) {
    let cols = arange::<BLOCK>();
    let mask = cols.lt(n);
    let row = x + program_id(0) * stride + cols;
    let v = load(row, mask, f32::NEG_INFINITY);
    let e = (v - v.max(0)).exp();
    store(out + program_id(0) * stride + cols, e / e.sum(0), mask);
}

#[test]
fn the_issue_example_computes_what_the_twin_does() {
    let (rows, stride, ncols) = (4usize, 256usize, 200i32);
    let jit = Jit::new();
    let device = jit.device();
    let x: Vec<f32> = (0..rows * stride).map(|i| ((i * 37 % 101) as f32 - 50.0) / 10.0).collect();
    let xb = device.upload(&x).unwrap();
    let mut outs = Vec::new();
    for k in [softmax_as_in_the_issue::<256>::kernel().unwrap(), softmax_macro::softmax::<256>::kernel().unwrap()] {
        let outb = device.alloc_zeros::<f32>(x.len()).unwrap();
        jit.launch(&k, rows as u32, &args![&xb, &outb, stride as i32, ncols]).unwrap();
        outs.push(outb.to_vec().unwrap());
    }
    assert_eq!(outs[0], outs[1]);
    let row0: f32 = outs[0][..ncols as usize].iter().sum();
    assert!((row0 - 1.0).abs() < 1e-5, "{row0}");
}

/// `c = a @ b` for one `BM x BN` block, `BK` columns of `a` at a time: `dot` with a carried
/// accumulator, 2-D offsets from `.col()` and `.row()`.
#[tessera::kernel]
fn block_matmul<const BM: i32, const BN: i32, const BK: i32>(a: Ptr<f32>, b: Ptr<f32>, c: Ptr<f32>, k: i32) {
    let rm = arange(0, BM);
    let rn = arange(0, BN);
    let rk = arange(0, BK);
    let mut acc = zeros::<f32>([BM, BN]);
    for k0 in (0..k).step_by(BK) {
        let ta = load(a + rm.col() * k + (k0 + rk).row());
        let tb = load(b + (k0 + rk).col() * BN + rn.row());
        acc = dot(ta, tb, acc);
    }
    store(c + rm.col() * BN + rn.row(), acc);
}

/// `else if` chains nest `if_else`; `select` picks elementwise.
#[tessera::kernel]
fn sign_scale<const BLOCK: i32>(x: Ptr<f32>, mode: i32) {
    let offs = arange(0, BLOCK);
    let v = load(x + offs);
    let s = if mode == 0 {
        v
    } else if mode == 1 {
        -v
    } else {
        v * 2.0
    };
    store(x + offs, select(s > 0.0, s, 0.0));
}

#[test]
fn dot_loops_and_else_if_chains_run() {
    let (m, n, k) = (16usize, 16usize, 32usize);
    let jit = Jit::new();
    let device = jit.device();
    let a: Vec<f32> = (0..m * k).map(|i| (i % 5) as f32 - 2.0).collect();
    let b: Vec<f32> = (0..k * n).map(|i| (i % 3) as f32 - 1.0).collect();
    let (ab, bb, cb) =
        (device.upload(&a).unwrap(), device.upload(&b).unwrap(), device.alloc_zeros::<f32>(m * n).unwrap());
    block_matmul::<16, 16, 16>::launch(&jit, 1u32, &ab, &bb, &cb, k as i32).unwrap();
    let want: Vec<f32> = (0..m * n).map(|ij| (0..k).map(|p| a[ij / n * k + p] * b[p * n + ij % n]).sum()).collect();
    assert_eq!(cb.to_vec().unwrap(), want);

    let x: Vec<f32> = vec![1.0, -2.0, 3.0, -4.0, 0.5, -0.5, 0.0, 7.0];
    for (mode, f) in [(0, 1.0f32), (1, -1.0), (2, 2.0)] {
        let xb = device.upload(&x).unwrap();
        sign_scale::<8>::launch(&jit, 1u32, &xb, mode).unwrap();
        let want: Vec<f32> = x.iter().map(|v| (v * f).max(0.0)).collect();
        assert_eq!(xb.to_vec().unwrap(), want, "mode {mode}");
    }
}

/// `out[i] = x[i * stride] * s` for `i < n`: a float scalar, a parameter never specialised and
/// one that is.
#[tessera::kernel]
fn scaled_copy<const BLOCK: i32>(x: Ptr<f32>, out: Ptr<f32>, s: f32, #[no_specialize] n: i32, stride: i32) {
    let offs = program_id(0) * BLOCK + arange(0, BLOCK);
    let mask = offs < n;
    let v = load(x + offs * stride, mask, 0.0);
    store(out + offs, v * s, mask);
}

#[test]
fn typed_launches_build_once_per_jit_and_specialise_as_any_kernel() {
    let jit = Jit::cpu();
    let device = jit.device();
    let xs: Vec<f32> = (0..100).map(|i| i as f32).collect();
    let (xb, mut outb) = (device.upload(&xs).unwrap(), device.alloc_zeros::<f32>(100).unwrap());
    // The grid reads an argument by name and the const generic parameter as a constant.
    let grid = |m: &Meta| m.cdiv(m.arg("n"), m.constant("BLOCK"));
    scaled_copy::<32>::launch(&jit, grid, &xb, &mut outb, 2.0, 100, 1).unwrap();
    assert_eq!(outb.to_vec().unwrap(), xs.iter().map(|v| v * 2.0).collect::<Vec<_>>());
    // Slices, by value or by reference; every second element of the first half.
    let (front, back) = (xb.slice(..50).unwrap(), outb.slice(50..).unwrap());
    scaled_copy::<32>::launch(&jit, 1u32, front, &back, -1.0, 25, 2).unwrap();
    let want: Vec<f32> = (0..25).map(|i| -2.0 * i as f32).collect();
    assert_eq!(back.to_vec().unwrap()[..25], want);

    // One JitKernel per instance and Jit, found by type; another instance is another kernel.
    let k = jit.kernel_of::<scaled_copy<32>>().unwrap();
    assert!(std::sync::Arc::ptr_eq(&k, &jit.kernel_of::<scaled_copy<32>>().unwrap()));
    assert!(!std::sync::Arc::ptr_eq(&k, &jit.kernel_of::<scaled_copy<64>>().unwrap()));
    assert_eq!(k.constants().get("BLOCK"), Some(32));
    // The launch's class, as for any kernel: `n` is never specialised, `stride` is.
    let class = |n: i32, stride: i32| k.class(&args![&xb, &outb, 1.0f32, n, stride]).unwrap().to_string();
    assert_eq!(class(160, 1), "----1");
    assert_eq!(class(160, 16), "----D");
    assert_eq!(class(7, 3), "-----");

    // What a launch of that class compiles: the facts in the kernel, through the cache.
    let cache = std::sync::Arc::new(tessera::runtime::Cache::memory_only());
    let jit = Jit::cpu().with_target(tessera::Target::Sm90).with_cache(cache);
    let k = jit.kernel_of::<scaled_copy<32>>().unwrap();
    let image = k.image_for(&args![&xb, &outb, 1.0f32, 160, 16]).unwrap();
    let printed = print_kernel(&image.kernel);
    assert!(printed.contains("%stride: i32 div 16") && !printed.contains("%n: i32 div"), "{printed}");
    assert_eq!(image.outcome, tessera::runtime::CacheOutcome::Miss);
    let again = k.image_for(&args![&xb, &outb, 3.0f32, 320, 32]).unwrap();
    assert_eq!(again.outcome, tessera::runtime::CacheOutcome::Memory);
}

/// cudarc's slices and views are arguments of a typed launch too (rustc checks this here;
/// the test below runs it on a GPU).
fn launch_cudarc_memory(
    jit: &Jit,
    on: &tessera::runtime::Stream,
    x: &tessera::runtime::cudarc::driver::CudaSlice<f32>,
    out: &mut tessera::runtime::cudarc::driver::CudaSlice<f32>,
    n: i32,
) -> Result<(), JitError> {
    let view = x.slice(..);
    scaled_copy::<32>::launch_on(jit, on, |m: &Meta| m.cdiv(m.arg("n"), 32), &view, out, 2.0, n, 1)
}

#[test]
fn typed_launches_take_cudarc_memory_on_a_gpu() {
    use tessera::runtime::cudarc::driver::CudaContext;
    use tessera::runtime::Device;
    if let Err(e) = Device::cuda(0) {
        assert!(std::env::var("TESSERA_REQUIRE_GPU").as_deref() != Ok("1"), "no GPU and TESSERA_REQUIRE_GPU=1: {e}");
        eprintln!("skipped: no CUDA GPU: {e}");
        return;
    }
    let ctx = CudaContext::new(0).unwrap();
    let stream = ctx.new_stream().unwrap();
    let device = Device::from_cuda_context(ctx.clone()).unwrap();
    let jit = Jit::on(device.clone());
    let n = 1000usize;
    let xs: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let x = stream.clone_htod(&xs).unwrap();
    let mut out = stream.alloc_zeros::<f32>(n).unwrap();
    stream.synchronize().unwrap();
    let on = device.wrap_cuda_stream(stream.clone()).unwrap();
    launch_cudarc_memory(&jit, &on, &x, &mut out, n as i32).unwrap();
    stream.synchronize().unwrap();
    let got = stream.clone_dtoh(&out).unwrap();
    assert!(got.iter().enumerate().all(|(i, &v)| v == 2.0 * i as f32));
}
