//! The `tessera` command-line tool, run as a user runs it.

use std::process::Command;

fn tessera(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tessera"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("tessera runs");
    (out.status.success(), String::from_utf8_lossy(&out.stdout).into(), String::from_utf8_lossy(&out.stderr).into())
}

fn temp_file(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("tessera-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p.display().to_string()
}

#[test]
fn run_softmax_on_the_cpu_prints_a_summary() {
    let (ok, out, err) = tessera(&["run", "examples/softmax.tile", "--device", "cpu"]);
    assert!(ok, "{out}{err}");
    assert!(out.contains("kernel  @softmax"), "{out}");
    assert!(out.contains("grid    [64, 1, 1] = 64 programs"), "{out}");
    assert!(out.contains("ok     check %out = softmax(%x, 64, 1000, 1000)"), "{out}");
}

#[test]
fn check_reports_line_and_column_and_exits_1() {
    let f = temp_file("broken.tile", "kernel @k(%n: i32) num_warps 4 {\n  %a = add %n %n : i32\n}\n");
    let (ok, out, err) = tessera(&["check", &f]);
    assert!(!ok, "{out}");
    assert!(err.contains(&format!("{f}:2:")), "{err}");
    assert!(err.contains("error: "), "{err}");
    assert!(err.contains("^"), "{err}");
}

#[test]
fn check_reports_verifier_errors_with_the_line() {
    let f = temp_file("illtyped.tile", "kernel @k(%n: i32, %f: f32) num_warps 4 {\n  %a = add %n, %f : i32\n}\n");
    let (ok, _, err) = tessera(&["check", &f]);
    assert!(!ok);
    assert!(err.contains(&format!("{f}:2")), "{err}");
    assert!(err.contains("in @k: add: second operand: expected i32, found f32"), "{err}");
}

#[test]
fn fmt_prints_canonical_text_that_checks() {
    let messy =
        "; run: grid = 1\nkernel @k(%p: ptr<f32>,%n:i32)  {\n%c=const 1.50 : f32 ; a comment\n store %p,   %c\n}\n";
    let f = temp_file("messy.tile", messy);
    let (ok, out, err) = tessera(&["fmt", &f]);
    assert!(ok, "{err}");
    assert_eq!(
        out,
        "; run: grid = 1\n\nkernel @k(%p: ptr<f32>, %n: i32) num_warps 4 {\n  %c = const 1.5 : f32\n  store %p, %c\n}\n"
    );
}

#[test]
fn run_errors_are_clear() {
    // Without a GPU (CI): the missing driver or device is named; with one, the run goes on.
    let (ok, _, err) = tessera(&["run", "examples/add.tile", "--device", "cuda"]);
    if !ok {
        assert!(
            err.starts_with("error: device cuda: no CUDA driver found (libcuda.so): ")
                || err.starts_with("error: device cuda: no CUDA device: ")
                || err.contains("compile for sm_"),
            "{err}"
        );
        assert!(!err.contains("panicked"), "{err}");
    }
    let (ok, out, err) = tessera(&["run", "examples/add.tile", "--device", "auto"]);
    assert!(ok, "{out}{err}");
    if out.contains("device  cpu") {
        assert!(err.starts_with("note: ") && err.contains("running on the cpu reference"), "{err}");
    }
    let (ok, _, err) = tessera(&["run", "examples/add.tile", "--set", "%n=20000"]);
    assert!(!ok);
    assert!(err.contains("out of bounds"), "{err}");
    let (ok, _, err) = tessera(&["run", "examples/add.tile", "--set", "%nope=1"]);
    assert!(!ok);
    assert!(err.contains("%nope, which is not a parameter"), "{err}");
    let (ok, _, err) = tessera(&["run", "examples/no-such-file.tile"]);
    assert!(!ok);
    assert!(err.contains("cannot read"), "{err}");
    let (ok, _, err) = tessera(&["run", "examples/add.tile", "--device", "sim-ptx", "--ptxas", "ptxas -O0"]);
    assert!(!ok);
    assert_eq!(err.trim(), "error: --ptxas goes with --device cuda (its binary runs on the GPU)");
    let (ok, _, err) = tessera(&["run", "examples/add.tile", "--device", "cuda", "--ptxas", "no-such-assembler -O0"]);
    assert!(!ok);
    assert!(err.contains("no-such-assembler") && !err.contains("panicked"), "{err}");
}

#[test]
fn overrides_change_the_run() {
    let (ok, out, err) = tessera(&[
        "run",
        "examples/add.tile",
        "--grid",
        "1",
        "--set",
        "%n=1000",
        "--set",
        "%x=rand(1000)",
        "--set",
        "%y=rand(1000)",
        "--set",
        "%out=zeros(1000)",
        "--seed",
        "7",
    ]);
    assert!(ok, "{out}{err}");
    assert!(out.contains("grid    [1, 1, 1]"), "{out}");
    assert!(out.contains("ok     check %out = add(%x, %y)"), "{out}");
}

#[test]
fn compile_print_after_all_shows_every_stage_and_keeps_stdout_the_code() {
    let (ok, out, err) = tessera(&["compile", "examples/softmax.tile", "--target", "gfx942", "--print-after", "all"]);
    assert!(ok, "{err}");
    for stage in ["verify", "lower", "dce", "regalloc"] {
        assert!(err.contains(&format!("; after {stage} (gfx942)\n")), "no {stage} in {err}");
    }
    assert!(err.contains("kernel @softmax("), "{err}");
    assert!(out.contains(".amdhsa_kernel") && !out.contains("; after"), "{out}");
    let (ok, _, err) = tessera(&["compile", "examples/add.tile", "--print-after", "lower,isel"]);
    assert!(!ok && err.contains("unknown stage `isel`"), "{err}");
}

#[test]
fn compile_stats_prints_registers_occupancy_and_the_loop_model() {
    let (ok, out, err) = tessera(&["compile", "examples/matmul_f16.tile", "--target", "gfx942", "--stats"]);
    assert!(ok, "{err}");
    assert!(!out.contains(".amdhsa_kernel"), "--stats prints the figures, not the code: {out}");
    // The figures themselves are `tessera::stats`'s (tests/amdgcn_mfma.rs checks them against
    // the code); here, that they are printed: VGPRs a wave can address, no AGPRs, SGPRs.
    let regs = out.lines().find_map(|l| l.strip_prefix("registers: ")).unwrap_or_else(|| panic!("{out}"));
    let n = |unit: &str| -> u32 {
        let at = regs.find(unit).unwrap_or_else(|| panic!("{regs}"));
        regs[..at].trim_end().rsplit([' ', ',']).next().unwrap().parse().unwrap()
    };
    assert!(n(" VGPRs") > 0 && n(" VGPRs") <= 256 && n(" AGPRs") == 0 && n(" SGPRs") > 0, "{regs}");
    // Two slots of a 64 x 32 A and a 32 x 64 B (register staging, `lower::pipeline`).
    assert!(out.contains("LDS: 16384 bytes per workgroup"), "{out}");
    let waves = out
        .lines()
        .find_map(|l| l.strip_prefix("occupancy: ")?.split(' ').next()?.parse::<u32>().ok())
        .unwrap_or_else(|| panic!("{out}"));
    assert!((1..=8).contains(&waves), "{out}");
    // One 32x32 tile per wave, K loop step 32: four 32x32x8 MFMAs per iteration.
    assert!(out.contains("inner loop: ") && out.contains(" 4 matrix,"), "{out}");
    let model = format!("model (MI300X, {waves} waves per SIMD)");
    assert!(out.contains(&model) && out.contains("TFLOPS of 1307.4 peak"), "{out}");
    let path = temp_file("stats.s", "");
    let (ok, out, err) =
        tessera(&["compile", "examples/matmul_f16.tile", "--target", "gfx90a", "--stats", "-o", &path]);
    assert!(ok && out.contains("model (MI250X"), "{err}");
    assert!(std::fs::read_to_string(&path).unwrap().contains(".amdhsa_kernel matmul_f16"));
    let (ok, _, err) = tessera(&["compile", "examples/matmul_f16.tile", "--target", "sm_90", "--stats"]);
    assert!(!ok && err.contains("--stats reads AMDGCN code"), "{err}");
    // A kernel that keeps more values live than a wave's 256 VGPRs hold: a clear error.
    // One warp's softmax of 16384 elements holds 512 of them per lane across its reduction:
    // past gfx1100's 256 VGPRs, the spill slots go to scratch memory (the descriptor's private
    // segment), which --stats reports; 131072 elements (4096 per lane) are past the 4096
    // dwords of scratch the compiler gives a lane, and refused with the register error.
    let softmax = |n: u32| {
        format!(
            "kernel @big(%a: ptr<f32> align 16, %c: ptr<f32> align 16) num_warps 1 {{
  %r = arange 0, {n} : tile<{n}xi32>
  %pa = splat %a : tile<{n}xptr<f32>>
  %x = ptradd %pa, %r : tile<{n}xptr<f32>>
  %v = load %x : tile<{n}xf32>
  %w = exp %v : tile<{n}xf32>
  %s = reduce sum %w, axis 0 : f32
  %ss = splat %s : tile<{n}xf32>
  %z = div %w, %ss : tile<{n}xf32>
  %pc = splat %c : tile<{n}xptr<f32>>
  %y = ptradd %pc, %r : tile<{n}xptr<f32>>
  store %y, %z
}}
"
        )
    };
    let big = temp_file("big.tile", &softmax(16384));
    let (ok, out, err) = tessera(&["compile", &big, "--target", "gfx1100", "--stats"]);
    assert!(
        ok && out.contains("registers: 256 VGPRs") && out.contains("bytes per work-item (spill slots"),
        "{out}{err}"
    );
    let huge = temp_file("huge.tile", &softmax(131072));
    let (ok, _, err) = tessera(&["compile", &huge, "--target", "gfx1100", "--stats"]);
    assert!(!ok && err.contains("more than the 4352 a wave can hold"), "{err}");
    // Head dim 128 fits gfx1100's wave32 since P crosses LDS in 16 bits and per-lane values
    // sink to their readers (it needed 392 VGPRs before).
    let (ok, out, err) = tessera(&["compile", "examples/attention_d128.tile", "--target", "gfx1100", "--stats"]);
    assert!(ok && out.contains(" 0 AGPRs"), "{out}{err}");
    // On CDNA head dim 128 fits the VGPRs since the spill slots are compacted and the VGPR
    // pairs cut to their pressure (it took 80 AGPRs of spill area before).
    let (ok, out, err) = tessera(&["compile", "examples/attention_d128.tile", "--target", "gfx942", "--stats"]);
    assert!(ok && out.contains(" 0 AGPRs") && out.contains("occupancy: 2 waves per SIMD"), "{out}{err}");
}

#[test]
fn compile_for_sm_90a_writes_arch_specific_ptx() {
    let (ok, out, err) = tessera(&["compile", "examples/matmul.tile", "--target", "sm_90a"]);
    assert!(ok, "{err}");
    assert!(out.contains(".target sm_90a") && out.contains("wgmma.mma_async"), "{out}");
    let (ok, out, _) = tessera(&["compile", "examples/matmul.tile", "--target", "sm_90"]);
    assert!(ok && out.contains(".target sm_90\n") && out.contains("mma.sync") && !out.contains("wgmma"), "{out}");
}

#[test]
fn targets_are_chips_or_triples_with_chips() {
    let (ok, chip, err) = tessera(&["compile", "examples/add.tile", "--target", "sm_90a"]);
    assert!(ok, "{err}");
    for form in [
        &["--target", "nvptx64-nvidia-cuda:sm_90a"][..],
        &["--target", "nvptx64-nvidia-cuda", "--chip", "sm_90a"],
        &["--target", "nvptx64-nvidia-cuda:sm_90a", "--chip", "sm_90a"],
    ] {
        let (ok, out, err) = tessera(&[&["compile", "examples/add.tile"][..], form].concat());
        assert!(ok, "{form:?}: {err}");
        assert_eq!(out, chip, "{form:?}");
    }
    let (ok, out, err) = tessera(&["compile", "examples/add.tile", "--target", "amdgcn-amd-amdhsa:gfx1100"]);
    assert!(ok && out.contains("amdgcn-amd-amdhsa--gfx1100"), "{err}");
    let (ok, _, err) = tessera(&["compile", "examples/add.tile", "--target", "nvptx64-nvidia-cuda"]);
    assert!(!ok && err.contains("needs a chip") && err.contains("sm_80, sm_90, sm_90a"), "{err}");
    let (ok, _, err) = tessera(&["compile", "examples/add.tile", "--target", "amdgcn-amd-amdhsa", "--chip", "sm_90"]);
    assert!(!ok && err.contains("sm_90 is not a chip of amdgcn-amd-amdhsa"), "{err}");
    let (ok, _, err) = tessera(&["compile", "examples/add.tile", "--target", "sm_75"]);
    assert!(!ok && err.contains("unknown target `sm_75`"), "{err}");
    let (ok, out, err) = tessera(&[
        "run",
        "examples/add.tile",
        "--device",
        "sim-amdgcn",
        "--target",
        "amdgcn-amd-amdhsa",
        "--chip",
        "gfx1100",
    ]);
    assert!(ok && out.contains("sim-amdgcn (SIMT simulator of gfx1100 code)"), "{out}{err}");
}

#[test]
fn tune_and_bench_need_a_gpu_or_say_so() {
    let require_gpu = std::env::var("TESSERA_REQUIRE_GPU").is_ok_and(|v| v == "1");
    let (ok, out, err) = tessera(&["tune", "examples/add.tile", "--num-warps", "4,8", "--reps", "2"]);
    if ok {
        assert!(out.contains("tune @add") && out.contains("num_warps=4") && out.contains("num_warps=8"), "{out}");
    } else {
        assert!(err.contains("no GPU to time on") && err.contains("says nothing about"), "{err}");
        assert!(!require_gpu, "TESSERA_REQUIRE_GPU=1 and tune found no GPU: {err}");
    }
    let (ok, out, err) = tessera(&["bench", "examples/add.tile", "--reps", "2"]);
    if ok {
        assert!(out.contains("device events, L2 flushed"), "{out}");
    } else {
        assert!(err.contains("no GPU to time on") && err.contains("--device cpu"), "{err}");
    }
    let (ok, out, err) = tessera(&["bench", "examples/add.tile", "--device", "cpu", "--reps", "3", "--set", "%n=2000"]);
    assert!(ok, "{err}");
    assert!(out.contains("kernel  @add") && out.contains("over 3 runs (host clock, the interpreter)"), "{out}");
    let (ok, _, err) = tessera(&["bench", "examples/add.tile", "--device", "cpu", "--set", "%q=1"]);
    assert!(!ok && err.contains("%q"), "{err}");
}

#[test]
fn compile_remarks_say_each_loads_path_and_why_not_faster() {
    let ex = format!("{}/examples/attention.tile", env!("CARGO_MANIFEST_DIR"));
    let (ok, out, err) = tessera(&["compile", &ex, "--target", "sm_90a", "--remarks"]);
    assert!(ok, "{err}");
    assert!(!out.contains(".entry"), "the remarks replace the code:\n{out}");
    // K^T and V are read two bytes at a time (no facts on the strides): no ring, and why.
    let kt = out.lines().find(|l| l.contains(": load %vb:")).unwrap_or_else(|| panic!("{out}"));
    assert!(kt.contains("attention.tile:84: load %vb: plain (not TMA ring:") && kt.contains("2 bytes wide"), "{kt}");
    assert!(out.lines().filter(|l| l.contains(": dot ") && l.ends_with(": wgmma")).count() == 2, "{out}");
}

#[test]
fn codegen_switches_are_set_with_dash_c_and_checked() {
    let compile = |extra: &[&str]| {
        let mut args = vec!["compile", "examples/attention.tile", "--target", "sm_90a"];
        args.extend_from_slice(extra);
        tessera(&args)
    };
    let (ok, base, err) = compile(&[]);
    assert!(ok, "{err}");
    let (ok, full, err) = compile(&["-C", "descriptors=full"]);
    assert!(ok, "{err}");
    assert_ne!(base, full, "descriptors=full changes the code");
    let (ok, same, err) = compile(&["-C", "descriptors=incremental"]);
    assert!(ok && same == base, "the default spelled out is the default: {err}");
    let (ok, _, err) = compile(&["-C", "descriptors=sometimes"]);
    assert!(!ok && err.contains("codegen option `descriptors` takes incremental, full"), "{err}");
    let (ok, _, err) = compile(&["-C", "nonsense=1"]);
    assert!(!ok && err.contains("unknown codegen option `nonsense`"), "{err}");
    let (ok, _, err) = tessera(&["check", "examples/add.tile", "-C", "help"]);
    assert!(!ok && err.contains("refill=mid|late") && err.contains("licm=on|off"), "{err}");
    // The simulators run what the switch compiles.
    let (ok, out, err) =
        tessera(&["run", "examples/matmul.tile", "--device", "sim-ptx", "--target", "sm_80", "-C", "lds-pairs=off"]);
    assert!(ok && out.contains("ok     check"), "{out}{err}");
}

/// A reader that stops early (`tessera compile k.tile | head -1`) ends the output quietly: no
/// panic about printing to a closed pipe.
#[test]
#[cfg(unix)]
fn a_closed_pipe_ends_the_output_quietly() {
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_tessera"))
        .args(["compile", "examples/attention.tile", "--target", "gfx942"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("tessera runs");
    // Close the reading end before the output is written.
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("panicked"), "{err}");
}
