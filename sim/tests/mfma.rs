//! MFMA (gfx90a, gfx942) and WMMA (gfx1100) on the AMDGCN simulator, end to end: hand-written
//! kernels load A, B and C from buffers the host lays out per lane, run one matrix instruction
//! (accumulators in AGPRs or VGPRs), and store D; the host unpacks D and compares it with a
//! plain matrix product. The host's layouts are written as the inverse maps (lane, register,
//! element -> row, column) of the notes' per-instruction descriptions, not from the simulator's
//! formulas, so the two check each other. Deliberately broken programs (A and B swapped, an
//! accumulator register off by one, a missing `s_nop`) must fail. llvm-mc, where installed,
//! assembles every program as the oracle that the syntax is real.

use std::path::PathBuf;
use std::process::Command;
use tessera_sim::amdgcn::{run, SimArg, SimErrorKind};
use tessera_sim::SimOptions;

#[derive(Copy, Clone, PartialEq, Debug)]
enum In {
    F16,
    Bf16,
    F32,
    I8,
}

/// One instruction under test: its mnemonic, target, M, K, input type and pass count (LLVM's
/// `SISchedule.td`), from which the tests derive the wait states (passes + 3 before a VALU or
/// memory read of D, LLVM's `GCNHazardRecognizer`).
#[derive(Copy, Clone, Debug)]
struct Case {
    mnemonic: &'static str,
    gfx: &'static str,
    m: usize,
    k: usize,
    input: In,
    passes: usize,
}

const CASES: &[Case] = &[
    Case { mnemonic: "v_mfma_f32_32x32x8f16", gfx: "gfx90a", m: 32, k: 8, input: In::F16, passes: 16 },
    Case { mnemonic: "v_mfma_f32_16x16x16f16", gfx: "gfx90a", m: 16, k: 16, input: In::F16, passes: 8 },
    Case { mnemonic: "v_mfma_f32_32x32x8bf16_1k", gfx: "gfx90a", m: 32, k: 8, input: In::Bf16, passes: 16 },
    Case { mnemonic: "v_mfma_f32_16x16x16bf16_1k", gfx: "gfx90a", m: 16, k: 16, input: In::Bf16, passes: 8 },
    Case { mnemonic: "v_mfma_f32_32x32x2f32", gfx: "gfx90a", m: 32, k: 2, input: In::F32, passes: 16 },
    Case { mnemonic: "v_mfma_f32_16x16x4f32", gfx: "gfx90a", m: 16, k: 4, input: In::F32, passes: 8 },
    Case { mnemonic: "v_mfma_i32_32x32x8i8", gfx: "gfx90a", m: 32, k: 8, input: In::I8, passes: 16 },
    Case { mnemonic: "v_mfma_i32_16x16x16i8", gfx: "gfx90a", m: 16, k: 16, input: In::I8, passes: 8 },
    Case { mnemonic: "v_mfma_f32_32x32x8_f16", gfx: "gfx942", m: 32, k: 8, input: In::F16, passes: 8 },
    Case { mnemonic: "v_mfma_f32_16x16x16_f16", gfx: "gfx942", m: 16, k: 16, input: In::F16, passes: 4 },
    Case { mnemonic: "v_mfma_f32_32x32x8_bf16", gfx: "gfx942", m: 32, k: 8, input: In::Bf16, passes: 8 },
    Case { mnemonic: "v_mfma_f32_16x16x16_bf16", gfx: "gfx942", m: 16, k: 16, input: In::Bf16, passes: 4 },
    Case { mnemonic: "v_mfma_f32_32x32x2_f32", gfx: "gfx942", m: 32, k: 2, input: In::F32, passes: 16 },
    Case { mnemonic: "v_mfma_f32_16x16x4_f32", gfx: "gfx942", m: 16, k: 4, input: In::F32, passes: 8 },
    Case { mnemonic: "v_mfma_i32_32x32x16_i8", gfx: "gfx942", m: 32, k: 16, input: In::I8, passes: 8 },
    Case { mnemonic: "v_mfma_i32_16x16x32_i8", gfx: "gfx942", m: 16, k: 32, input: In::I8, passes: 4 },
    // gfx942 takes the gfx90a spelling as well (llvm-mc prints the new one).
    Case { mnemonic: "v_mfma_f32_32x32x8f16", gfx: "gfx942", m: 32, k: 8, input: In::F16, passes: 8 },
    Case { mnemonic: "v_wmma_f32_16x16x16_f16", gfx: "gfx1100", m: 16, k: 16, input: In::F16, passes: 0 },
    Case { mnemonic: "v_wmma_f32_16x16x16_bf16", gfx: "gfx1100", m: 16, k: 16, input: In::Bf16, passes: 0 },
];

impl Case {
    fn wmma(&self) -> bool {
        self.gfx.starts_with("gfx11")
    }
    fn wave(&self) -> usize {
        if self.wmma() {
            32
        } else {
            64
        }
    }
    fn bits(&self) -> usize {
        match self.input {
            In::F16 | In::Bf16 => 16,
            In::F32 => 32,
            In::I8 => 8,
        }
    }
    /// Elements of A (and B) per lane.
    fn per_lane(&self) -> usize {
        if self.wmma() {
            16
        } else {
            self.m * self.k / 64
        }
    }
    fn ab_regs(&self) -> usize {
        (self.per_lane() * self.bits()).div_ceil(32)
    }
    fn cd_regs(&self) -> usize {
        self.m * self.m / self.wave()
    }
    /// The (row of A / column of B, k) that element `e` of lane `l` holds. The notes: MFMA A[i][k]
    /// is in lane M*floor(k/E) + i at element k % E (E elements per lane); WMMA A[i][k] in lanes
    /// i and i + 16, element k (register k/2, half k%2).
    fn ab_elem(&self, l: usize, e: usize) -> (usize, usize) {
        if self.wmma() {
            (l % 16, e)
        } else {
            (l % self.m, (l / self.m) * self.per_lane() + e)
        }
    }
    /// The (i, j) of D that register `r` of lane `l` holds. The notes: 32x32, lane
    /// 32*floor(i/4) % 64 + j, register 4*floor(i/8) + i%4; 16x16, lane 16*floor(i/4) + j,
    /// register i%4; WMMA, lane 16*(i%2) + j, register floor(i/2).
    fn d_elem(&self, l: usize, r: usize) -> (usize, usize) {
        match (self.wmma(), self.m) {
            (true, _) => (2 * r + l / 16, l % 16),
            (false, 32) => (8 * (r / 4) + 4 * (l / 32) + r % 4, l % 32),
            _ => (4 * (l / 16) + r, l % 16),
        }
    }
    fn needs(&self) -> usize {
        self.passes + 3
    }
}

/// A small deterministic generator.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        self.0 >> 33
    }
    fn int(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next() % (hi - lo + 1) as u64) as i64
    }
}

fn encode(input: In, x: f64) -> u32 {
    match input {
        In::F16 => half::f16::from_f64(x).to_bits() as u32,
        In::Bf16 => half::bf16::from_f64(x).to_bits() as u32,
        In::F32 => (x as f32).to_bits(),
        In::I8 => x as i64 as i8 as u8 as u32,
    }
}

/// The operands of one test: A (M x K), B (K x M), C (M x M), as f64 (exact values).
struct Mats {
    a: Vec<f64>,
    b: Vec<f64>,
    c: Vec<f64>,
}

fn random_mats(case: &Case, seed: u64) -> Mats {
    let mut g = Rng(seed);
    let (m, k) = (case.m, case.k);
    let (lo, hi) = if case.input == In::I8 { (-128, 127) } else { (-4, 4) };
    let mut v = |n: usize, lo: i64, hi: i64| (0..n).map(|_| g.int(lo, hi) as f64).collect::<Vec<_>>();
    let a = v(m * k, lo, hi);
    let b = v(k * m, lo, hi);
    let c = if case.input == In::I8 { v(m * m, -100_000, 100_000) } else { v(m * m, -64, 64) };
    Mats { a, b, c }
}

/// Per-lane words (lane-major: lane l's registers are words `l * regs ..`).
fn pack_ab(case: &Case, mat: &[f64], is_b: bool) -> Vec<u32> {
    let (regs, bits) = (case.ab_regs(), case.bits());
    let mut w = vec![0u32; case.wave() * regs];
    for l in 0..case.wave() {
        for e in 0..case.per_lane() {
            let (x, k) = case.ab_elem(l, e);
            let v = if is_b { mat[k * case.m + x] } else { mat[x * case.k + k] };
            let (r, sh) = (e * bits / 32, (e * bits) % 32);
            w[l * regs + r] |= encode(case.input, v) << sh;
        }
    }
    w
}

fn pack_c(case: &Case, c: &[f64]) -> Vec<u32> {
    let regs = case.cd_regs();
    let mut w = vec![0u32; case.wave() * regs];
    for l in 0..case.wave() {
        for r in 0..regs {
            let (i, j) = case.d_elem(l, r);
            w[l * regs + r] = if case.input == In::I8 {
                c[i * case.m + j] as i32 as u32
            } else {
                (c[i * case.m + j] as f32).to_bits()
            };
        }
    }
    w
}

/// D from the output words, as f64.
fn unpack_d(case: &Case, w: &[u32]) -> Vec<f64> {
    let regs = case.cd_regs();
    let mut d = vec![f64::NAN; case.m * case.m];
    for l in 0..case.wave() {
        for r in 0..regs {
            let (i, j) = case.d_elem(l, r);
            let x = w[l * regs + r];
            d[i * case.m + j] = if case.input == In::I8 { x as i32 as f64 } else { f32::from_bits(x) as f64 };
        }
    }
    d
}

/// The plain product A * B + C (exact for the small integers of the tests; i8 wraps in i32).
fn reference(case: &Case, mats: &Mats) -> Vec<f64> {
    let (m, k) = (case.m, case.k);
    let mut d = vec![0.0; m * m];
    for i in 0..m {
        for j in 0..m {
            let mut s = mats.c[i * m + j];
            for kk in 0..k {
                s += mats.a[i * k + kk] * mats.b[kk * m + j];
            }
            d[i * m + j] = if case.input == In::I8 { s as i64 as i32 as f64 } else { s };
        }
    }
    d
}

/// How a test program is written (and broken).
#[derive(Clone, Copy, Default)]
struct Variant {
    /// D and C in VGPRs instead of AGPRs.
    vgpr_acc: bool,
    /// A and B swapped in the matrix instruction.
    swap_ab: bool,
    /// Read D back from the AGPR one above (a[q + 1]).
    readback_off_by_one: bool,
    /// Wait states short before D is read.
    short_by: usize,
    /// Leave out the s_nop between the v_accvgpr_writes of C and the MFMA.
    no_nop_before: bool,
}

fn s_nops(mut n: usize) -> String {
    let mut out = String::new();
    while n > 0 {
        let k = n.min(16);
        out += &format!("  s_nop {}\n", k - 1);
        n -= k;
    }
    out
}

fn log2(x: usize) -> usize {
    x.trailing_zeros() as usize
}

/// The instructions of the kernel (between `k:` and `.Lk_end:`).
fn body(case: &Case, v: Variant) -> String {
    let gfx11 = case.wmma();
    let (nab, ncd) = (case.ab_regs(), case.cd_regs());
    let mut s = String::new();
    for (i, sreg) in [4, 6, 8, 10].iter().enumerate() {
        let load = if gfx11 { "s_load_b64" } else { "s_load_dwordx2" };
        s += &format!("  {load} s[{sreg}:{}], s[0:1], {:#x}\n", sreg + 1, 8 * i);
    }
    s += &format!(
        "  v_lshlrev_b32 v1, {}, v0\n  v_lshlrev_b32 v2, {}, v0\n  s_waitcnt lgkmcnt(0)\n",
        log2(4 * nab),
        log2(4 * ncd)
    );
    // Loads of `n` registers from `base`, 4 at a time.
    let loads = |first: usize, n: usize, off: &str, sbase: usize| -> String {
        let mut t = String::new();
        let mut q = 0;
        while q < n {
            let c = (n - q).min(4);
            let name = match (gfx11, c) {
                (false, 1) => "global_load_dword".to_string(),
                (false, c) => format!("global_load_dwordx{c}"),
                (true, c) => format!("global_load_b{}", 32 * c),
            };
            let dst =
                if c == 1 { format!("v{}", first + q) } else { format!("v[{}:{}]", first + q, first + q + c - 1) };
            let o = if q > 0 { format!(" offset:{}", 4 * q) } else { String::new() };
            t += &format!("  {name} {dst}, {off}, s[{sbase}:{}]{o}\n", sbase + 1);
            q += c;
        }
        t
    };
    let (va, vb, vc, vd) = (4usize, 12usize, 20usize, 40usize);
    s += &loads(va, nab, "v1", 4);
    s += &loads(vb, nab, "v1", 6);
    s += &loads(vc, ncd, "v2", 8);
    s += "  s_waitcnt vmcnt(0)\n";
    let tuple = |p: &str, first: usize, n: usize| {
        if n == 1 {
            format!("{p}{first}")
        } else {
            format!("{p}[{first}:{}]", first + n - 1)
        }
    };
    let acc = !v.vgpr_acc && !gfx11;
    let (cd, c_op) = if acc {
        for q in 0..ncd {
            s += &format!("  v_accvgpr_write_b32 a{q}, v{}\n", vc + q);
        }
        if !v.no_nop_before {
            s += "  s_nop 1\n";
        }
        (tuple("a", 0, ncd), tuple("a", 0, ncd))
    } else {
        (tuple("v", vd, ncd), tuple("v", vc, ncd))
    };
    let (a, b) = (tuple("v", va, nab), tuple("v", vb, nab));
    let (a, b) = if v.swap_ab { (b, a) } else { (a, b) };
    s += &format!("  {} {cd}, {a}, {b}, {c_op}\n", case.mnemonic);
    if !gfx11 {
        s += &s_nops(case.needs() - v.short_by);
    }
    if acc {
        for q in 0..ncd {
            let from = if v.readback_off_by_one { (q + 1) % ncd } else { q };
            s += &format!("  v_accvgpr_read_b32 v{}, a{from}\n", vd + q);
        }
    }
    let mut q = 0;
    while q < ncd {
        let name = if gfx11 { "global_store_b128" } else { "global_store_dwordx4" };
        let o = if q > 0 { format!(" offset:{}", 4 * q) } else { String::new() };
        s += &format!("  {name} v2, v[{}:{}], s[10:11]{o}\n", vd + q, vd + q + 3);
        q += 4;
    }
    s += "  s_endpgm\n";
    s
}

fn program(case: &Case, v: Variant) -> String {
    let wave = case.wave();
    let w32 = if wave == 32 { "  .amdhsa_wavefront_size32 1\n" } else { "" };
    let args: String = (0..4)
        .map(|i| format!("      - .offset: {}\n        .size: 8\n        .value_kind: global_buffer\n", 8 * i))
        .collect();
    format!(
        ".amdgcn_target \"amdgcn-amd-amdhsa--{gfx}\"\n.text\nk:\n{body}.Lk_end:\n.rodata\n.amdhsa_kernel k\n  .amdhsa_group_segment_fixed_size 0\n  .amdhsa_user_sgpr_count 2\n  .amdhsa_user_sgpr_kernarg_segment_ptr 1\n  .amdhsa_system_sgpr_workgroup_id_x 1\n{w32}.end_amdhsa_kernel\n.amdgpu_metadata\n---\namdhsa.kernels:\n  - .name: k\n    .kernarg_segment_size: 40\n    .wavefront_size: {wave}\n    .reqd_workgroup_size: [{wave}, 1, 1]\n    .args:\n{args}      - .offset: 32\n        .size: 4\n        .value_kind: hidden_block_count_x\n...\n.end_amdgpu_metadata\n",
        gfx = case.gfx,
        body = body(case, v),
    )
}

fn buffer(name: &str, words: &[u32]) -> SimArg {
    SimArg::Buffer { name: name.into(), data: words.iter().flat_map(|w| w.to_le_bytes()).collect(), elem_bytes: 4 }
}

/// Runs the program on `mats`; D or the simulator's error.
fn simulate(case: &Case, v: Variant, mats: &Mats) -> Result<Vec<f64>, tessera_sim::amdgcn::SimError> {
    let wave = case.wave();
    let out = vec![0u32; wave * case.cd_regs()];
    let mut args = [
        buffer("a", &pack_ab(case, &mats.a, false)),
        buffer("b", &pack_ab(case, &mats.b, true)),
        buffer("c", &pack_c(case, &mats.c)),
        buffer("out", &out),
    ];
    run(&program(case, v), [1, 1, 1], &mut args, &SimOptions::default())?;
    let SimArg::Buffer { data, .. } = &args[3] else { unreachable!() };
    let words: Vec<u32> = data.chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect();
    Ok(unpack_d(case, &words))
}

#[test]
fn every_matrix_instruction_computes_a_times_b_plus_c() {
    for (n, case) in CASES.iter().enumerate() {
        for vgpr_acc in [false, true] {
            if vgpr_acc && case.wmma() {
                continue;
            }
            let mats = random_mats(case, 1 + n as u64);
            let v = Variant { vgpr_acc, ..Variant::default() };
            let got = simulate(case, v, &mats)
                .unwrap_or_else(|e| panic!("{} on {}: {e}\n{}", case.mnemonic, case.gfx, body(case, v)));
            let want = reference(case, &mats);
            assert_eq!(
                got,
                want,
                "{} on {} (accumulators in {})",
                case.mnemonic,
                case.gfx,
                if vgpr_acc { "VGPRs" } else { "AGPRs" }
            );
        }
    }
}

#[test]
fn swapped_a_and_b_give_wrong_results() {
    for (n, case) in CASES.iter().enumerate() {
        // A and B take the same registers per lane, so the swapped program is valid.
        let mats = random_mats(case, 100 + n as u64);
        let v = Variant { swap_ab: true, ..Variant::default() };
        let got = simulate(case, v, &mats).unwrap();
        assert_ne!(got, reference(case, &mats), "{} on {}: swapping A and B went unnoticed", case.mnemonic, case.gfx);
    }
}

#[test]
fn an_accumulator_off_by_one_is_caught() {
    for (n, case) in CASES.iter().enumerate().filter(|(_, c)| !c.wmma()) {
        let mats = random_mats(case, 200 + n as u64);
        let v = Variant { readback_off_by_one: true, ..Variant::default() };
        let got = simulate(case, v, &mats).unwrap();
        assert_ne!(got, reference(case, &mats), "{} on {}: reading a[q+1] went unnoticed", case.mnemonic, case.gfx);
    }
    // A tuple that starts one register off is not a valid operand at all.
    let case = &CASES[0];
    let text = program(case, Variant::default()).replace(
        "v_mfma_f32_32x32x8f16 a[0:15], v[4:5], v[12:13], a[0:15]",
        "v_mfma_f32_32x32x8f16 a[1:16], v[4:5], v[12:13], a[1:16]",
    );
    assert!(text.contains("a[1:16]"));
    let mats = random_mats(case, 7);
    let mut args = [
        buffer("a", &pack_ab(case, &mats.a, false)),
        buffer("b", &pack_ab(case, &mats.b, true)),
        buffer("c", &pack_c(case, &mats.c)),
        buffer("out", &vec![0u32; 64 * 16]),
    ];
    let e = run(&text, [1, 1, 1], &mut args, &SimOptions::default()).unwrap_err();
    assert_eq!(e.kind, SimErrorKind::Invalid, "{e}");
    assert!(e.to_string().contains("even register"), "{e}");
}

#[test]
fn a_missing_wait_state_after_an_mfma_is_a_hazard_error() {
    for case in CASES.iter().filter(|c| !c.wmma()) {
        let mats = random_mats(case, 300);
        for short_by in [1, 2] {
            let v = Variant { short_by, ..Variant::default() };
            let e = simulate(case, v, &mats).unwrap_err();
            assert_eq!(e.kind, SimErrorKind::Hazard, "{}: {e}", case.mnemonic);
            let msg = e.to_string();
            assert!(msg.contains("v_accvgpr_read_b32 v40, a0"), "{msg}");
            assert!(msg.contains(case.mnemonic), "{msg}");
            assert!(msg.contains(&format!("needs {}, {short_by} missing", case.needs())), "{msg}");
        }
        // VGPR accumulators: the store is the first reader.
        let v = Variant { vgpr_acc: true, short_by: 1, ..Variant::default() };
        let e = simulate(case, v, &mats).unwrap_err();
        assert_eq!(e.kind, SimErrorKind::Hazard, "{e}");
        assert!(e.to_string().contains("global_store_dwordx4"), "{e}");
        // A VALU write (v_accvgpr_write) read by the MFMA needs 2 wait states.
        let v = Variant { no_nop_before: true, ..Variant::default() };
        let e = simulate(case, v, &mats).unwrap_err();
        assert_eq!(e.kind, SimErrorKind::Hazard, "{e}");
        assert!(e.to_string().contains("MfmaReadsValuResult"), "{e}");
    }
}

/// A second MFMA accumulating into the first one's D: the same C needs no wait, A reading D
/// needs passes + 3 (gfx90a 32x32: 19), an overlapping but different C needs 16 on gfx90a.
#[test]
fn mfma_after_mfma_follows_the_table() {
    let case = &CASES[0]; // v_mfma_f32_32x32x8f16 on gfx90a, 16 passes
    let mats = random_mats(case, 400);
    let base = program(case, Variant::default());
    let first = "  v_mfma_f32_32x32x8f16 a[0:15], v[4:5], v[12:13], a[0:15]\n";
    let run_with = |second: &str| {
        let text = base.replace(first, &format!("{first}{second}"));
        let mut args = [
            buffer("a", &pack_ab(case, &mats.a, false)),
            buffer("b", &pack_ab(case, &mats.b, true)),
            buffer("c", &pack_c(case, &mats.c)),
            buffer("out", &vec![0u32; 64 * 16]),
        ];
        run(&text, [1, 1, 1], &mut args, &SimOptions::default()).map(|_| {
            let SimArg::Buffer { data, .. } = &args[3] else { unreachable!() };
            let w: Vec<u32> = data.chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect();
            unpack_d(case, &w)
        })
    };
    // Back to back into the same accumulator: D = A*B + (A*B + C).
    let d = run_with(first).unwrap();
    let once = reference(case, &mats);
    let twice: Vec<f64> = once
        .iter()
        .zip(&reference(case, &Mats { c: vec![0.0; 1024], ..random_mats(case, 400) }))
        .map(|(x, p)| x + p)
        .collect();
    assert_eq!(d, twice);
    // The first MFMA's D (a0, a1) as the second's A.
    let e = run_with("  v_mfma_f32_32x32x8f16 a[16:31], a[0:1], v[12:13], a[16:31]\n").unwrap_err();
    assert_eq!(e.kind, SimErrorKind::Hazard, "{e}");
    assert!(e.to_string().contains("needs 19, 19 missing"), "{e}");
    let e =
        run_with(&format!("{}  v_mfma_f32_32x32x8f16 a[16:31], a[0:1], v[12:13], a[16:31]\n", s_nops(18))).unwrap_err();
    assert!(e.to_string().contains("needs 19, 1 missing"), "{e}");
    // Overlapping but different C.
    let e = run_with("  v_mfma_f32_32x32x8f16 a[8:23], v[4:5], v[12:13], a[8:23]\n").unwrap_err();
    assert!(e.to_string().contains("OverlappedSrcCReadsResult") && e.to_string().contains("needs 16"), "{e}");
}

#[test]
fn the_accumulation_rule_is_one_rounding_of_the_exact_sum() {
    // C = 1 and sixteen products of 2^-24: f32 additions one at a time would give 1; the exact
    // sum rounded once gives 1 + 2^-20.
    for case in CASES.iter().filter(|c| c.m == 16 && c.k == 16 && c.input == In::F16) {
        let mut mats = random_mats(case, 500);
        mats.a.iter_mut().for_each(|x| *x = 2f64.powi(-12));
        mats.b.iter_mut().for_each(|x| *x = 2f64.powi(-12));
        mats.c.iter_mut().for_each(|x| *x = 1.0);
        let d = simulate(case, Variant::default(), &mats).unwrap();
        assert!(d.iter().all(|&x| x == 1.0 + 2f64.powi(-20)), "{} on {}: {:?}", case.mnemonic, case.gfx, &d[..4]);
    }
}

#[test]
fn gfx90a_flushes_f16_subnormal_inputs_and_gfx942_keeps_them() {
    for case in CASES.iter().filter(|c| c.input == In::F16 && c.m == 32) {
        let mut mats = random_mats(case, 600);
        mats.a.iter_mut().for_each(|x| *x = 0.0);
        mats.c.iter_mut().for_each(|x| *x = 0.0);
        mats.a[0] = 2f64.powi(-24); // the least f16 subnormal
        mats.b.iter_mut().for_each(|x| *x = 1024.0);
        let d = simulate(case, Variant::default(), &mats).unwrap();
        let want = if case.gfx == "gfx90a" { 0.0 } else { 2f64.powi(-14) };
        assert_eq!(d[0], want, "{} on {}", case.mnemonic, case.gfx);
    }
}

#[test]
fn wmma_needs_both_half_waves_to_agree() {
    let case = CASES.iter().find(|c| c.wmma()).unwrap();
    let mats = random_mats(case, 700);
    let mut a = pack_ab(case, &mats.a, false);
    a[20 * case.ab_regs()] ^= 1; // lane 20 differs from lane 4
    let mut args = [
        buffer("a", &a),
        buffer("b", &pack_ab(case, &mats.b, true)),
        buffer("c", &pack_c(case, &mats.c)),
        buffer("out", &vec![0u32; 32 * 8]),
    ];
    let e = run(&program(case, Variant::default()), [1, 1, 1], &mut args, &SimOptions::default()).unwrap_err();
    assert_eq!(e.kind, SimErrorKind::Invalid, "{e}");
    assert!(e.to_string().contains("lanes 4 and 20"), "{e}");
}

/// llvm-mc, as in `tests/common`: the oracle's binary, or None (skipping with a reason) unless
/// TESSERA_REQUIRE_ORACLES=1.
fn llvm_mc() -> Option<PathBuf> {
    let candidates = std::env::var_os("HOME")
        .map(|h| PathBuf::from(h).join(".cache/tessera-oracles/bin/llvm-mc"))
        .into_iter()
        .chain(
            std::env::var_os("PATH")
                .map(|p| std::env::split_paths(&p).map(|d| d.join("llvm-mc")).collect::<Vec<_>>())
                .unwrap_or_default(),
        );
    for c in candidates {
        if c.is_file() {
            return Some(c);
        }
    }
    if std::env::var("TESSERA_REQUIRE_ORACLES").as_deref() == Ok("1") {
        panic!("llvm-mc not found and TESSERA_REQUIRE_ORACLES=1 (run ../shared/tools/install-oracles)");
    }
    eprintln!("skipping the llvm-mc check: not found (run ../shared/tools/install-oracles)");
    None
}

#[test]
fn llvm_mc_assembles_every_test_program() {
    let Some(mc) = llvm_mc() else { return };
    let dir = std::env::temp_dir().join(format!("tessera-mfma-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (n, case) in CASES.iter().enumerate() {
        for v in [Variant::default(), Variant { vgpr_acc: true, ..Variant::default() }] {
            let path = dir.join(format!("{n}.s"));
            std::fs::write(&path, body(case, v)).unwrap();
            let mut cmd = Command::new(&mc);
            cmd.arg("-arch=amdgcn").arg(format!("-mcpu={}", case.gfx)).arg("-o").arg("/dev/null").arg(&path);
            if case.wmma() {
                cmd.arg("-mattr=+wavefrontsize32");
            }
            let out = cmd.output().unwrap();
            let err = String::from_utf8_lossy(&out.stderr);
            assert!(
                out.status.success() && !err.contains("error"),
                "llvm-mc rejected {} on {}:\n{err}\n{}",
                case.mnemonic,
                case.gfx,
                body(case, v)
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
