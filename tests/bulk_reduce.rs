//! Atomic sums through the copy engine's bulk reductions (`-C bulk-red`, on by default,
//! `lower::bulk`) on the sm_90 and sm_90a simulators, against the interpreter bit for bit: a loop
//! adds a tile of `x` into `out` each iteration, over tiles of several shapes (rows fewer and more
//! than the threads, rows of 16 bytes to 1 KB), warps and masks (a row bound, and none), the tile
//! loaded (a blocked layout) or a dot's result (an accumulator layout). The simulator checks the
//! reductions' fences, barriers and waits; a tile the path does not take (a column mask) keeps its
//! `red`s.

mod common;

use common::first_difference;
use tessera::ir::interp::{self, Arg, Buffer};
use tessera::ir::{Const, DType};
use tessera::simulate::run_with;
use tessera::Target;
use tessera_sim::SimOptions;

/// `out[r, c] += x[i, r, c]` for `i < n`, rows below `rows` when masked (`mask`: "row", "col"
/// or "none"); with `dot`, the added tile is `x[i] @ ones` (C x C ones, f16) instead.
fn kernel(r: usize, c: usize, warps: u32, mask: &str, dot: bool) -> String {
    let (m, mdecl) = match mask {
        "row" => (
            ", mask %m".to_string(),
            format!(
                "  %b = splat %rows : tile<{r}x1xi32>\n  %mr = icmp slt %re, %b : tile<{r}x1xi1>\n  %m = broadcast %mr : tile<{r}x{c}xi1>\n"
            ),
        ),
        "col" => (
            ", mask %m".to_string(),
            format!(
                "  %b = splat %rows : tile<1x{c}xi32>\n  %mc = icmp slt %ce, %b : tile<1x{c}xi1>\n  %m = broadcast %mc : tile<{r}x{c}xi1>\n"
            ),
        ),
        _ => (String::new(), String::new()),
    };
    let (xty, add) = if dot {
        (
            "f16",
            format!(
                "    %ones = const 1.0 : tile<{c}x{c}xf16>\n    %z = const 0.0 : tile<{r}x{c}xf32>\n    %v = dot %xv, %ones, %z : tile<{r}x{c}xf32>\n"
            ),
        )
    } else {
        ("f32", String::new())
    };
    let v = if dot { "%v" } else { "%xv" };
    format!(
        "kernel @acc(%x: ptr<{xty}> align 16, %out: ptr<f32> align 16, %rows: i32, %n: i32) num_warps {warps} {{
  %ra = arange 0, {r} : tile<{r}xi32>
  %ca = arange 0, {c} : tile<{c}xi32>
  %re = expand_dims %ra, axis 1 : tile<{r}x1xi32>
  %ce = expand_dims %ca, axis 0 : tile<1x{c}xi32>
  %cc = const {c} : tile<{r}x1xi32>
  %rs = mul %re, %cc : tile<{r}x1xi32>
  %rb = broadcast %rs : tile<{r}x{c}xi32>
  %cb = broadcast %ce : tile<{r}x{c}xi32>
  %off = add %rb, %cb : tile<{r}x{c}xi32>
{mdecl}  %o0 = splat %out : tile<{r}x{c}xptr<f32>>
  %optr = ptradd %o0, %off : tile<{r}x{c}xptr<f32>>
  %zero = const 0 : i32
  %one = const 1 : i32
  %numel = const {numel} : i32
  for %i = %zero to %n step %one {{
    %base = mul %i, %numel : i32
    %xs = splat %x : tile<{r}x{c}xptr<{xty}>>
    %xb = splat %base : tile<{r}x{c}xi32>
    %xo = add %off, %xb : tile<{r}x{c}xi32>
    %xp = ptradd %xs, %xo : tile<{r}x{c}xptr<{xty}>>
    %xv = load %xp : tile<{r}x{c}x{xty}>
{add}    %old = atomic_rmw add %optr, {v}{m} : tile<{r}x{c}xf32>
    yield
  }}
}}
",
        numel = r * c
    )
}

fn run(src: &str, target: Target, r: usize, c: usize, rows: i32, dot: bool) -> (String, Option<String>) {
    let k = tessera::ir::text::parse(src).unwrap_or_else(|e| panic!("{e}\n{src}")).kernels.remove(0);
    let n = 3;
    let xs: Vec<f64> = (0..n * r * c).map(|i| ((i * 37) % 23) as f64 * 0.25 - 2.0).collect();
    let outs: Vec<f64> = (0..r * c).map(|i| (i % 7) as f64).collect();
    let args = vec![
        Arg::Buffer(Buffer::from_f64(if dot { DType::F16 } else { DType::F32 }, &xs)),
        Arg::Buffer(Buffer::from_f64(DType::F32, &outs)),
        Arg::Scalar(Const::i32(rows)),
        Arg::Scalar(Const::i32(n as i32)),
    ];
    let mut want = args.clone();
    interp::run(&k, [1, 1, 1], &mut want).unwrap();
    let mut opts = tessera::Options::default();
    opts.codegen.apply("bulk-red=on").unwrap();
    let code = tessera::compile(&k, target, &opts).unwrap_or_else(|e| panic!("{e}\n{src}")).code;
    let mut got = args;
    run_with(&k, target, &opts, [1, 1, 1], &mut got, &SimOptions::default()).unwrap_or_else(|e| panic!("{e}\n{src}"));
    (code, first_difference(&k, &got, &want))
}

#[test]
fn bulk_sums_agree_with_the_interpreter() {
    let cases = [
        // (rows, cols, warps, mask, dot)
        (16, 32, 4, "row", false),
        (64, 64, 4, "row", false),
        (256, 8, 2, "row", false),
        (32, 4, 1, "none", false),
        (8, 256, 4, "none", false),
        (64, 64, 4, "row", true),
        (64, 128, 8, "row", true),
    ];
    for target in [Target::Sm90, Target::Sm90a] {
        for (r, c, warps, mask, dot) in cases {
            let src = kernel(r, c, warps, mask, dot);
            let rows = r as i32 - 3;
            let (code, diff) = run(&src, target, r, c, rows, dot);
            let what = format!("{r}x{c} w{warps} mask {mask} dot {dot} on {target}");
            assert!(code.contains("cp.reduce.async.bulk"), "{what}: no bulk reduction");
            assert!(!code.contains("red.global.add"), "{what}: red left");
            assert!(diff.is_none(), "{what}: {}", diff.unwrap_or_default());
        }
    }
}

#[test]
fn a_column_mask_keeps_the_reds() {
    let src = kernel(16, 32, 4, "col", false);
    let (code, diff) = run(&src, Target::Sm90, 16, 32, 20, false);
    assert!(!code.contains("cp.reduce.async.bulk") && code.contains("red.global.add"), "{code}");
    assert!(diff.is_none(), "{}", diff.unwrap_or_default());
}

/// A kernel that reads the buffer it sums into (here each iteration adds what is there, doubling
/// it) keeps its `red`s: the copy engine's writes are not ordered with the program's loads.
#[test]
fn a_buffer_read_back_keeps_the_reds() {
    let src = kernel(16, 32, 4, "row", false).replace(
        "    %old = atomic_rmw add %optr, %xv, mask %m",
        "    %back = load %optr : tile<16x32xf32>\n    %old = atomic_rmw add %optr, %back, mask %m",
    );
    assert!(src.contains("%back"), "{src}");
    let (code, diff) = run(&src, Target::Sm90, 16, 32, 13, false);
    assert!(!code.contains("cp.reduce.async.bulk") && code.contains("red.global.add"), "{code}");
    assert!(diff.is_none(), "{}", diff.unwrap_or_default());
}
