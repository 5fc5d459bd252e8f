//! The AMD matrix-core report of docs/benchmarks.md (issue 17): for every `matmul*` and
//! `attention*` example on gfx90a, gfx942 and gfx1100, the registers, LDS, occupancy and
//! instruction counts read back from the emitted assembly, or the compiler's error; then the
//! innermost loop and the throughput model of `tessera::stats` for the kernels that compile.
//!
//! `cargo run --release --example amdgcn_report` (no GPU needed).

use tessera::ir::text;
use tessera::stats::AmdgcnStats;
use tessera::{compile, Options, Target};

fn main() {
    let root = env!("CARGO_MANIFEST_DIR");
    let names: Vec<&str> = tessera::DOT_EXAMPLES
        .iter()
        .copied()
        .filter(|n| n.starts_with("matmul") || n.starts_with("attention"))
        .collect();
    let mut built = Vec::new();
    println!("| kernel | target | VGPRs | AGPRs | SGPRs | LDS bytes | waves/SIMD (VGPR, SGPR, LDS) | instructions | MFMA/WMMA | VALU | LDS | global | s_nop (wait states) | moves, spills |");
    println!("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
    for name in &names {
        let src = std::fs::read_to_string(format!("{root}/examples/{name}.tile")).expect("example file");
        let k = match text::parse_kernel(&src) {
            Ok(k) => k,
            Err(e) => {
                println!("| {name} | - | parse error: {e:?} |");
                continue;
            }
        };
        for t in Target::AMDGCN {
            let c = match compile(&k, t, &Options::default()) {
                Ok(c) => c,
                Err(e) => {
                    let msg = e.to_string().replace('|', "/").replace('\n', " ");
                    println!("| {name} | {t} | does not compile: {msg} |");
                    continue;
                }
            };
            let s = match AmdgcnStats::from_code(&c.code, t) {
                Ok(s) => s,
                Err(e) => {
                    println!("| {name} | {t} | unreadable assembly: {e} |");
                    continue;
                }
            };
            let o = s.occupancy();
            let sg = o.by_sgprs.map_or("-".to_string(), |x| x.to_string());
            let kc = &s.kernel;
            println!(
                "| {name} | {t} | {} | {} | {} | {} | {} ({}, {sg}, {}) | {} | {} | {} | {} | {} | {} ({}) | {}, {} |",
                s.vgprs,
                s.agprs,
                s.sgprs,
                s.lds_bytes,
                o.waves,
                o.by_vgprs,
                o.by_lds,
                kc.total,
                kc.matrix,
                kc.valu,
                kc.lds,
                kc.global,
                kc.s_nop,
                kc.nop_wait_states,
                s.moves,
                s.spills
            );
            built.push((name.to_string(), s));
        }
    }
    println!();
    println!("| kernel | target (part) | loop: instructions | MFMA/WMMA | VALU | SALU | LDS | global | s_nop (wait states) | cycles/iteration/SIMD: matrix, VALU, SALU, LDS, issue | bound | predicted TFLOPS | peak |");
    println!("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
    for (name, s) in &built {
        let Some(l) = s.inner_loop else {
            println!("| {name} | {} | no loop |", s.target);
            continue;
        };
        let (cyc, bound, tf, peak, part) = match s.model() {
            Some(m) => (
                m.terms.iter().map(|(_, c)| format!("{c:.0}")).collect::<Vec<_>>().join(", "),
                m.bound.to_string(),
                format!("{:.1}", m.tflops),
                format!("{:.1}", m.peak),
                m.chip.name,
            ),
            None => ("-".into(), "-".into(), "-".into(), "-".into(), "-"),
        };
        println!(
            "| {name} | {} ({part}) | {} | {} | {} | {} | {} | {} | {} ({}) | {cyc} | {bound} | {tf} | {peak} |",
            s.target, l.total, l.matrix, l.valu, l.salu, l.lds, l.global, l.s_nop, l.nop_wait_states
        );
    }
}
