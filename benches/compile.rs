//! Compile time from tile IR to target code, per example kernel in the backend's scope.
//!
//! `cargo bench --bench compile` (`-- 'encode\+write'`, a regular expression: the AMDGCN
//! encoder, on the instructions the emitter handed over, and the code-object writer alone) —
//! figures go to docs/benchmarks.md with the date and machine.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use tessera::ir::text;
use tessera::{compile, Options, Target};

fn bench(c: &mut Criterion) {
    for &name in tessera::EXAMPLES_IN_SCOPE {
        let path = format!("{}/examples/{name}.tile", env!("CARGO_MANIFEST_DIR"));
        let src = std::fs::read_to_string(&path).unwrap();
        let k = text::parse_kernel(&src).unwrap();
        for t in Target::ALL {
            c.bench_function(&format!("compile {name}.tile -> {t}"), |b| {
                b.iter(|| compile(black_box(&k), t, &Options::default()).unwrap())
            });
        }
        c.bench_function(&format!("parse {name}.tile"), |b| b.iter(|| text::parse_kernel(black_box(&src)).unwrap()));
        // What the code object adds to an AMDGCN compile: encoding the instructions the
        // emitter handed over and writing the HSACO (part of `compile` above).
        for t in Target::AMDGCN {
            let l = tessera::lower_amdgcn(&k, t).unwrap();
            let (asm, usage) = tessera::emit_amdgcn(&k, &l, false).unwrap();
            c.bench_function(&format!("encode+write {name}.tile -> {t}"), |b| {
                b.iter(|| tessera::amdgcn_code_object(black_box(&k), &l, black_box(&asm), usage).unwrap())
            });
        }
    }
    for &name in tessera::DOT_EXAMPLES {
        let path = format!("{}/examples/{name}.tile", env!("CARGO_MANIFEST_DIR"));
        let src = std::fs::read_to_string(&path).unwrap();
        let k = text::parse_kernel(&src).unwrap();
        for t in Target::PTX {
            c.bench_function(&format!("compile {name}.tile -> {t}"), |b| {
                b.iter(|| compile(black_box(&k), t, &Options::default()).unwrap())
            });
        }
        // AMDGCN: where the kernel compiles, and where it does not (docs/benchmarks.md, issue 17,
        // says which): a failing compile runs lowering and every register file, twice where the
        // matrix cores are tried first, so it takes 10 samples.
        for t in Target::AMDGCN {
            if compile(&k, t, &Options::default()).is_ok() {
                c.bench_function(&format!("compile {name}.tile -> {t}"), |b| {
                    b.iter(|| compile(black_box(&k), t, &Options::default()).unwrap())
                });
                let (l, asm, usage) = tessera::compile_amdgcn(&k, t, false).unwrap();
                c.bench_function(&format!("encode+write {name}.tile -> {t}"), |b| {
                    b.iter(|| tessera::amdgcn_code_object(black_box(&k), &l, black_box(&asm), usage).unwrap())
                });
            } else {
                let mut g = c.benchmark_group("no fit");
                g.sample_size(10);
                g.bench_function(format!("compile {name}.tile -> {t}"), |b| {
                    b.iter(|| compile(black_box(&k), t, &Options::default()).unwrap_err())
                });
                g.finish();
            }
        }
    }
    // The benchmarks' matmul at the tile the H200 runs fastest, on the wgmma path.
    for (tile, warps) in [([128, 256, 64], 8), ([128, 128, 64], 4)] {
        let k = tessera::kernels::matmul(4096, 4096, 4096, tile, warps, 3, tessera::ir::DType::F16).unwrap();
        let [bm, bn, bk] = tile;
        c.bench_function(&format!("compile matmul {bm}x{bn}x{bk} w{warps} -> sm_90a"), |b| {
            b.iter(|| compile(black_box(&k), Target::Sm90a, &Options::default()).unwrap())
        });
        let off = Options { tma: tessera::Tma::Off, ..Options::default() };
        c.bench_function(&format!("compile matmul {bm}x{bn}x{bk} w{warps} -> sm_90a cp.async"), |b| {
            b.iter(|| compile(black_box(&k), Target::Sm90a, &off).unwrap())
        });
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
