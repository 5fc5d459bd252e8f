//! tessera's own code objects (`CompiledKernel::code_object`: its encoder and HSACO writer)
//! against the ones llvm-mc and ld.lld make from the same assembly text: llvm-readelf and
//! llvm-objdump must read the same ELF flags, symbols, metadata note, kernel descriptor and
//! disassembly from both, for every example on every AMDGCN target, the matmuls (MFMA; on gfx1100 they do not fit the registers yet)
//! and ten random kernels per target. Also: the CLI's `--emit hsaco`, and (feature `hip`, an AMD GPU) HIP
//! loads our bytes.

mod common;

use common::amdgcn_oracle::{assemble_and_link_keeping, tools};
use common::{elf_section, example, oracle};
use std::path::{Path, PathBuf};
use std::process::Command;
use tessera::ir::gen::{generate, SplitMix};
use tessera::{compile, CompiledKernel, Options, Target};

struct Readers {
    readelf: PathBuf,
    objdump: PathBuf,
}

fn readers() -> Option<Readers> {
    Some(Readers { readelf: oracle("llvm-readelf")?, objdump: oracle("llvm-objdump")? })
}

fn run(tool: &Path, args: &[&str], file: &Path) -> String {
    let out = Command::new(tool).args(args).arg(file).output().unwrap();
    assert!(
        out.status.success(),
        "{} {args:?} {}: {}",
        tool.display(),
        file.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// What the readers say about a code object, with file names and addresses taken out (the two
/// layouts differ; what is at them must not).
fn views(r: &Readers, file: &Path) -> Vec<(&'static str, String)> {
    let strip = |s: String| -> String {
        s.lines()
            .filter(|l| !l.contains("file format"))
            .map(|l| {
                // Addresses: 12- and 16-digit hex numbers (objdump's comments and symbol
                // values).
                let mut out = String::new();
                let mut run = String::new();
                for c in l.chars().chain(std::iter::once(' ')) {
                    if c.is_ascii_hexdigit() {
                        run.push(c);
                        continue;
                    }
                    if run.len() == 12 || run.len() == 16 {
                        out.push_str("ADDR");
                    } else {
                        out.push_str(&run);
                    }
                    run.clear();
                    out.push(c);
                }
                out.trim_end().to_string()
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    let syms = run(&r.readelf, &["--dyn-syms", "-W"], file)
        .lines()
        .filter(|l| l.contains("GLOBAL"))
        .map(|l| {
            // Num, Value, Size, Type, Bind, Vis, Ndx, Name: keep size, type, binding,
            // visibility and name.
            let f: Vec<&str> = l.split_whitespace().collect();
            format!("{} {} {} {} {}", f[2], f[3], f[4], f[5], f[7])
        })
        .collect::<Vec<_>>()
        .join("\n");
    let flags = run(&r.readelf, &["-h"], file)
        .lines()
        .filter(|l| l.contains("Flags:") || l.contains("ABI"))
        .collect::<Vec<_>>()
        .join("\n");
    vec![
        ("ELF header flags and ABI", flags),
        ("dynamic symbols", syms),
        ("metadata note", run(&r.readelf, &["--notes"], file)),
        ("kernel descriptor", strip(run(&r.objdump, &["-D", "-j", ".rodata"], file))),
        ("disassembly", strip(run(&r.objdump, &["-d"], file))),
    ]
}

/// Compares our code object of `c` with ld.lld's of its text.
fn compare(tools: &common::amdgcn_oracle::Tools, r: &Readers, c: &CompiledKernel, what: &str) {
    let t = c.target;
    let (_, linked) = assemble_and_link_keeping(tools, &c.code, t, what);
    let dir = std::env::temp_dir().join(format!("tessera-hsaco-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (ours, theirs) = (dir.join(format!("{what}-{t}.ours.hsaco")), dir.join(format!("{what}-{t}.lld.hsaco")));
    std::fs::write(&ours, &c.code_object).unwrap();
    std::fs::write(&theirs, &linked).unwrap();
    for ((aspect, a), (_, b)) in views(r, &ours).into_iter().zip(views(r, &theirs)) {
        if a != b {
            let diff: Vec<String> = a
                .lines()
                .zip(b.lines())
                .filter(|(x, y)| x != y)
                .take(8)
                .map(|(x, y)| format!("  ours: {x}\n  lld:  {y}"))
                .collect();
            panic!(
                "{what} for {t}: the {aspect} differ ({} vs {} lines; kept in {}):\n{}",
                a.lines().count(),
                b.lines().count(),
                dir.display(),
                diff.join("\n")
            );
        }
    }
    // The descriptor's bytes too, but for the code's offset from it (the layouts differ), and
    // that offset must lead to the kernel's code.
    let (a, b) = (elf_section(&c.code_object, ".rodata").unwrap(), elf_section(&linked, ".rodata").unwrap());
    assert_eq!((&a[..16], &a[24..]), (&b[..16], &b[24..]), "{what} for {t}: descriptor bytes");
    assert_eq!(
        elf_section(&c.code_object, ".text").unwrap(),
        elf_section(&linked, ".text").unwrap(),
        "{what} for {t}: .text"
    );
    let _ = std::fs::remove_file(ours);
    let _ = std::fs::remove_file(theirs);
}

#[test]
fn code_objects_read_as_ld_llds_do() {
    let (Some(tools), Some(r)) = (tools(), readers()) else { return };
    let opts = Options::default();
    let mut n = 0;
    for t in Target::AMDGCN {
        // attention_d128 spills into the AGPRs on gfx90a and gfx942 (`.agpr_count`, the
        // descriptor's accum_offset and VGPR blocks); attention_causal on 2 warps spills past
        // the registers into scratch memory on gfx1100 (the private segment's size and enable
        // bit), as the 32768-element add on one warp does on gfx942 and gfx90a (there with the
        // flat scratch init and the wave offset SGPR).
        let mut causal = example("attention_causal").0;
        causal.num_warps = 2;
        let add = std::fs::read_to_string(format!("{}/examples/add.tile", env!("CARGO_MANIFEST_DIR"))).unwrap();
        let mut wide_add = tessera::ir::text::parse(&add.replace("1024", "32768")).unwrap().kernels.remove(0);
        wide_add.num_warps = 1;
        let named = tessera::EXAMPLES_IN_SCOPE.iter().chain(&["matmul", "matmul_f16", "attention", "attention_d128"]);
        let scratch = match t {
            Target::Gfx1100 => Some(("causal2", causal)),
            _ => Some(("wide_add", wide_add)),
        };
        for (name, k) in named.map(|&name| (name, example(name).0)).chain(scratch.clone()) {
            let c = compile(&k, t, &opts).unwrap_or_else(|e| panic!("{name} for {t}: {e}"));
            if scratch.as_ref().is_some_and(|s| s.0 == name) {
                let enable = match t {
                    Target::Gfx90a => ".amdhsa_system_sgpr_private_segment_wavefront_offset 1",
                    _ => ".amdhsa_enable_private_segment 1",
                };
                assert!(c.code.contains(enable), "{name} for {t}: no scratch");
            }
            compare(&tools, &r, &c, name);
            n += 1;
        }
        let cfg = t.gen_config();
        // (A random kernel past the registers and the scratch given a lane is refused; gfx90a
        // spills to no scratch.)
        let mut refused = 0;
        for seed in 0..10 {
            let case = generate(&mut SplitMix(seed), &cfg);
            let c = match compile(&case.kernel, t, &opts) {
                Ok(c) => c,
                Err(e) if e.to_string().contains("VGPRs") => {
                    eprintln!("seed {seed} for {t}: {e}");
                    refused += 1;
                    continue;
                }
                Err(e) => panic!("seed {seed} for {t}: {e}"),
            };
            compare(&tools, &r, &c, &format!("seed{seed}"));
            n += 1;
        }
        assert!(refused <= 2, "{t}: {refused} of 10 random kernels past the registers");
    }
    eprintln!("{n} code objects read as ld.lld's");
}

#[test]
fn the_cli_writes_the_code_object() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("k.hsaco");
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/add.tile");
    let status = Command::new(env!("CARGO_BIN_EXE_tessera"))
        .args(["compile", example.to_str().unwrap(), "--target", "gfx942", "--emit", "hsaco", "-o"])
        .arg(&out)
        .status()
        .unwrap();
    assert!(status.success());
    let bytes = std::fs::read(&out).unwrap();
    let c = compile(&example_kernel("add"), Target::Gfx942, &Options::default()).unwrap();
    assert_eq!(bytes, c.code_object);
    assert_eq!(&bytes[..4], b"\x7fELF");
    // PTX targets have no code object; binary output needs a file.
    let bad = Command::new(env!("CARGO_BIN_EXE_tessera"))
        .args(["compile", example.to_str().unwrap(), "--target", "sm_90", "--emit", "hsaco", "-o"])
        .arg(&out)
        .output()
        .unwrap();
    assert!(!bad.status.success() && String::from_utf8_lossy(&bad.stderr).contains("AMDGCN target"));
    let bad = Command::new(env!("CARGO_BIN_EXE_tessera"))
        .args(["compile", example.to_str().unwrap(), "--target", "gfx942", "--emit", "hsaco"])
        .output()
        .unwrap();
    assert!(!bad.status.success());
}

fn example_kernel(name: &str) -> tessera::ir::Kernel {
    example(name).0
}

/// The code objects runtime/tests/hip_device.rs loads on an AMD GPU are today's (the `add`
/// example for each AMDGCN target, `add.TARGET.hsaco`); TESSERA_BLESS=1 rewrites them.
#[test]
fn the_runtimes_code_object_fixtures_are_current() {
    for t in Target::AMDGCN {
        let c = compile(&example_kernel("add"), t, &Options::default()).unwrap();
        common::golden::check_bytes(&format!("runtime/tests/fixtures/add.{t}.hsaco"), &c.code_object);
    }
}
