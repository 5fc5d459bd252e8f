//! `stats`: what an AMDGCN kernel's assembly holds, read back from the text that `compile`
//! emits (`tessera compile --stats`, `cargo run --release --example amdgcn_report`), and a
//! throughput model of its innermost loop on a named AMD part.
//!
//! ```text
//!   assembly text ──scan──> Counts (whole kernel; innermost loop: label .. its back edge)
//!        │ descriptor, metadata, the allocator's comment line
//!        v
//!   AmdgcnStats ──occupancy()──> waves per SIMD (VGPRs, SGPRs, LDS, the wave limit)
//!        └──────model(chip)────> cycles per loop iteration per SIMD, predicted TFLOPS
//! ```
//!
//! Reading the text rather than the VCode keeps the figures honest: they are the instructions
//! an assembler would see, waits and `s_nop`s included.
//!
//! # Occupancy (waves per SIMD)
//!
//! The rule is LLVM's (`AMDGPUBaseInfo.cpp`, `getNumWavesPerEUWithNumVGPRs`; AMDGPUUsage):
//! waves = min(max waves, file / round_up(registers, granule)), taken for VGPRs, SGPRs and LDS.
//! - gfx90a, gfx942 (CDNA2/3): 512 VGPRs per lane per SIMD, architected and accumulation
//!   registers together (`accum_offset` + AGPRs when AGPRs are used), granule 8, at most
//!   8 waves; 800 SGPRs per SIMD, granule 16, plus 6 for VCC, FLAT_SCRATCH and XNACK_MASK
//!   (the descriptor leaves the `reserve_*` directives at their defaults; an upper bound);
//!   64 KiB LDS per CU shared by its 4 SIMDs.
//! - gfx1100 (RDNA3, Navi 31): 1536 VGPRs per lane per SIMD in wave32 (LLVM's
//!   `FeatureGFX11FullVGPRs`: a 192 KiB file), granule 24, at most 16 waves; SGPRs do not
//!   limit (every wave has its own 106); the kernels run in CU mode
//!   (`workgroup_processor_mode 0`): 64 KiB LDS per CU shared by its 2 SIMDs.
//!
//! LDS gives `floor(LDS per CU / LDS per workgroup)` workgroups per CU, whose waves spread
//! evenly over its SIMDs: `floor(workgroups x waves per workgroup / SIMDs per CU)` waves per
//! SIMD (LDS allocation granules are not modelled).
//!
//! # The throughput model (issue-bound, steady state, no memory system)
//!
//! For the innermost loop, with W waves resident on each SIMD (the occupancy) all running it,
//! the cycles one SIMD spends per iteration of each of its waves are the largest of:
//! - matrix pipe: W x the sum over MFMA/WMMA of 2MNK / (the part's peak matrix flops per SIMD
//!   per clock for that input type, from its published peak);
//! - VALU: W x 4 cycles per VALU instruction on CDNA (a 16-lane SIMD takes a wave64 in 4),
//!   1 on RDNA3 (a 32-lane SIMD, wave32; dual issue not counted);
//! - SALU: W x the same per scalar instruction (one issue per SIMD per 4 cycles on CDNA);
//! - LDS: the CU's LDS moves 128 bytes a clock for all its SIMDs: (SIMDs per CU) x W x the
//!   sum over `ds_*` of lanes x max(4, bytes per lane) / 128;
//! - the issue of one wave: (instructions + `s_nop` wait states) x 4 cycles on CDNA, x 1 on
//!   RDNA3 (a wave issues one instruction per visit of its SIMD).
//!
//! Predicted TFLOPS = flops per iteration per wave x W x SIMDs x clock / those cycles. Left out:
//! global memory (latency, L1/L2/HBM bandwidth; the global instructions are counted so that a
//! reader can judge), `s_waitcnt` and barrier stalls, MFMA result latency between dependent
//! instructions, instruction cache, clocks below the peak's boost clock, and the prologue and
//! epilogue outside the loop. It is an upper bound of what this code can do, not a forecast of
//! a tuned kernel.

use crate::Target;
use std::fmt;

/// Instruction counts of a stretch of AMDGCN assembly.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Counts {
    pub total: u32,
    /// `v_mfma_*` and `v_wmma_*`.
    pub matrix: u32,
    /// Other vector ALU instructions (`v_*`, `v_nop` included).
    pub valu: u32,
    /// Scalar ALU and control (`s_*` other than memory, `s_nop`, `s_waitcnt`, `s_barrier`).
    pub salu: u32,
    /// `ds_*`.
    pub lds: u32,
    /// `global_*`, `buffer_*`, `flat_*`, `scratch_*`.
    pub global: u32,
    /// Scalar memory (`s_load_*`, `s_buffer_load_*`, `s_store_*`).
    pub smem: u32,
    pub s_nop: u32,
    /// The wait states the `s_nop`s give (`s_nop n` gives n + 1).
    pub nop_wait_states: u32,
    pub waitcnt: u32,
    pub barrier: u32,
    /// Matrix flops per wave: 2MNK for each MFMA/WMMA.
    pub matrix_flops: f64,
    /// Matrix-pipe cycles on the part the counts were made for (see [`Chip`]).
    pub matrix_cycles: f64,
    /// LDS cycles of the CU (lanes x max(4, bytes per lane) / 128 per instruction).
    pub lds_cycles: f64,
}

/// What a kernel's assembly holds.
#[derive(Clone, Debug, PartialEq)]
pub struct AmdgcnStats {
    pub target: Target,
    pub wave_size: u32,
    /// Threads per workgroup (the metadata's `reqd_workgroup_size`).
    pub threads: u32,
    pub sgprs: u32,
    pub vgprs: u32,
    /// Accumulation registers named in the code (`a0`, `a[4:7]`).
    pub agprs: u32,
    pub lds_bytes: u32,
    pub moves: u32,
    pub spills: u32,
    pub reloads: u32,
    /// Bytes of scratch memory per work-item (spill slots past the register file).
    pub scratch_bytes: u32,
    pub kernel: Counts,
    /// The innermost loop (between a label and the last branch back to it), if there is one.
    pub inner_loop: Option<Counts>,
    /// The input type of the first matrix instruction (`f16`, `bf16`, `f32`, `xf32`, `i8`).
    pub matrix_input: Option<&'static str>,
}

/// Waves per SIMD, and what bounds them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Occupancy {
    pub by_vgprs: u32,
    /// `None` where SGPRs do not limit (gfx1100).
    pub by_sgprs: Option<u32>,
    pub by_lds: u32,
    pub max_waves: u32,
    pub waves: u32,
}

/// The peak matrix rates of one published AMD part.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Chip {
    pub name: &'static str,
    pub target: Target,
    pub cus: u32,
    pub simds_per_cu: u32,
    pub clock_ghz: f64,
    /// Published dense peaks, TFLOPS (TOPS for i8): f16, bf16, f32 matrix, xf32, i8. Zero where
    /// the part has no such matrix instruction.
    pub peak_f16: f64,
    pub peak_bf16: f64,
    pub peak_f32: f64,
    pub peak_xf32: f64,
    pub peak_i8: f64,
}

/// The parts the model predicts for (spec sheets: AMD Instinct MI250X and MI300X data sheets,
/// AMD Radeon RX 7900 XTX product page; peaks without sparsity).
pub const CHIPS: [Chip; 3] = [
    // MI250X: 220 CUs (two GCDs of 110; HIP sees each GCD as one device), 1.7 GHz peak engine
    // clock; 383 TFLOPS f16 and bf16, 95.7 f32 matrix, 383 TOPS int8.
    Chip {
        name: "MI250X",
        target: Target::Gfx90a,
        cus: 220,
        simds_per_cu: 4,
        clock_ghz: 1.7,
        peak_f16: 383.0,
        peak_bf16: 383.0,
        peak_f32: 95.7,
        peak_xf32: 0.0,
        peak_i8: 383.0,
    },
    // MI300X: 304 CUs, 2.1 GHz; 1307.4 TFLOPS f16 and bf16, 653.7 tf32, 163.4 f32 matrix,
    // 2614.9 TOPS int8.
    Chip {
        name: "MI300X",
        target: Target::Gfx942,
        cus: 304,
        simds_per_cu: 4,
        clock_ghz: 2.1,
        peak_f16: 1307.4,
        peak_bf16: 1307.4,
        peak_f32: 163.4,
        peak_xf32: 653.7,
        peak_i8: 2614.9,
    },
    // RX 7900 XTX: 96 CUs (2 SIMD32 each), 2.5 GHz boost; 122.8 TFLOPS peak f16 (the same
    // 512 flops per CU per clock whether by WMMA or dual-issued packed VALU); bf16 WMMA at the
    // f16 rate. No f32 or xf32 WMMA; i8 WMMA not used by tessera.
    Chip {
        name: "RX 7900 XTX",
        target: Target::Gfx1100,
        cus: 96,
        simds_per_cu: 2,
        clock_ghz: 2.5,
        peak_f16: 122.8,
        peak_bf16: 122.8,
        peak_f32: 0.0,
        peak_xf32: 0.0,
        peak_i8: 0.0,
    },
];

impl Chip {
    /// The part the model uses for an AMDGCN target.
    pub fn for_target(t: Target) -> Option<&'static Chip> {
        CHIPS.iter().find(|c| c.target == t)
    }

    /// Matrix flops per SIMD per clock for an input type (`f16`, `bf16`, `f32`, `xf32`, `i8`).
    pub fn flops_per_simd_clock(&self, input: &str) -> Option<f64> {
        let peak = match input {
            "f16" => self.peak_f16,
            "bf16" => self.peak_bf16,
            "f32" => self.peak_f32,
            "xf32" => self.peak_xf32,
            "i8" => self.peak_i8,
            _ => 0.0,
        };
        (peak > 0.0).then(|| peak * 1e12 / (self.cus as f64 * self.simds_per_cu as f64 * self.clock_ghz * 1e9))
    }

    pub fn is_cdna(&self) -> bool {
        self.target != Target::Gfx1100
    }
}

/// A matrix instruction's M, N, K and input type, from its mnemonic
/// (`v_mfma_f32_32x32x8f16`, `v_mfma_f32_16x16x8_xf32`, `v_wmma_f32_16x16x16_f16`).
pub fn matrix_shape(mnemonic: &str) -> Option<(u32, u32, u32, &'static str)> {
    let rest = mnemonic.strip_prefix("v_mfma_").or_else(|| mnemonic.strip_prefix("v_wmma_"))?;
    // Skip the result type (`f32_`, `i32_`).
    let rest = rest.split_once('_')?.1;
    let mut dims = [0u32; 3];
    let mut chars = rest.char_indices().peekable();
    let mut end = 0;
    for (i, d) in dims.iter_mut().enumerate() {
        let start = chars.peek()?.0;
        while chars.peek().is_some_and(|(_, c)| c.is_ascii_digit()) {
            end = chars.next()?.0 + 1;
        }
        *d = rest[start..end].parse().ok()?;
        if i < 2 && chars.next()?.1 != 'x' {
            return None;
        }
    }
    let ty = &rest[end..];
    let input = if ty.contains("xf32") {
        "xf32"
    } else if ty.contains("bf16") {
        "bf16"
    } else if ty.contains("f16") {
        "f16"
    } else if ty.contains("f32") {
        "f32"
    } else if ty.contains("i8") {
        "i8"
    } else {
        return None;
    };
    Some((dims[0], dims[1], dims[2], input))
}

/// Bytes per lane an LDS instruction moves, at least one 4-byte bank access.
fn lds_lane_bytes(mnemonic: &str) -> u32 {
    let two = mnemonic.contains("read2")
        || mnemonic.contains("write2")
        || mnemonic.contains("load_2")
        || mnemonic.contains("store_2");
    let base = if mnemonic.ends_with("b128") || mnemonic.contains("b128") {
        16
    } else if mnemonic.contains("b96") {
        12
    } else if mnemonic.contains("b64") {
        8
    } else {
        4
    };
    if two {
        base * 2
    } else {
        base
    }
}

/// Counts one instruction into `c`.
fn count(c: &mut Counts, mnemonic: &str, operands: &str, wave_size: u32, chip: Option<&Chip>) {
    c.total += 1;
    if mnemonic.starts_with("v_mfma_") || mnemonic.starts_with("v_wmma_") {
        c.matrix += 1;
        if let Some((m, n, k, input)) = matrix_shape(mnemonic) {
            let flops = 2.0 * (m * n * k) as f64;
            c.matrix_flops += flops;
            if let Some(rate) = chip.and_then(|ch| ch.flops_per_simd_clock(input)) {
                c.matrix_cycles += flops / rate;
            }
        }
    } else if mnemonic.starts_with("v_") {
        c.valu += 1;
    } else if mnemonic.starts_with("ds_") {
        c.lds += 1;
        c.lds_cycles += (wave_size * lds_lane_bytes(mnemonic)) as f64 / 128.0;
    } else if ["global_", "buffer_", "flat_", "scratch_"].iter().any(|p| mnemonic.starts_with(p)) {
        c.global += 1;
    } else if ["s_load", "s_buffer_load", "s_store", "s_buffer_store"].iter().any(|p| mnemonic.starts_with(p)) {
        c.smem += 1;
    } else if mnemonic == "s_nop" {
        c.s_nop += 1;
        let n = operands.trim();
        let n = n.strip_prefix("0x").map_or_else(|| n.parse().ok(), |h| u32::from_str_radix(h, 16).ok());
        c.nop_wait_states += n.unwrap_or(0) + 1;
    } else if mnemonic.starts_with("s_waitcnt") {
        c.waitcnt += 1;
    } else if mnemonic == "s_barrier" {
        c.barrier += 1;
    } else {
        c.salu += 1;
    }
}

/// The number after `key` on a line of the descriptor or metadata (`  .vgpr_count: 134`).
fn field(code: &str, key: &str) -> Option<u32> {
    code.lines().find_map(|l| {
        let rest = l.trim().strip_prefix(key)?;
        let rest = rest.trim_start_matches(':').trim();
        rest.split(|c: char| !c.is_ascii_digit()).next()?.parse().ok()
    })
}

/// The highest accumulation register named in an operand list, plus one (0 for none).
fn agprs_named(operands: &str) -> u32 {
    let mut most = 0;
    let b = operands.as_bytes();
    for (i, _) in operands.match_indices('a') {
        if i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_') {
            continue;
        }
        let rest = &operands[i + 1..];
        let (lo, hi) = if let Some(r) = rest.strip_prefix('[') {
            let Some((range, _)) = r.split_once(']') else { continue };
            let mut it = range.split(':');
            (it.next().and_then(|x| x.parse::<u32>().ok()), it.next().and_then(|x| x.parse::<u32>().ok()))
        } else {
            let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
            if digits.is_empty() || rest[digits.len()..].starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_') {
                continue;
            }
            (digits.parse().ok(), None)
        };
        if let Some(lo) = lo {
            most = most.max(hi.unwrap_or(lo) + 1);
        }
    }
    most
}

impl AmdgcnStats {
    /// Reads the stats of the (first) kernel in `code`, AMDGCN assembly as `compile` emits it
    /// for `target`.
    pub fn from_code(code: &str, target: Target) -> Result<AmdgcnStats, String> {
        if target.gfx().is_none() {
            return Err(format!("{target} is not an AMDGCN target (gfx90a, gfx942, gfx1100)"));
        }
        let chip = Chip::for_target(target);
        let wave_size = field(code, ".wavefront_size").unwrap_or(64);
        // The body: from the entry label to the end label.
        let lines: Vec<&str> = code.lines().collect();
        let entry = code
            .lines()
            .find_map(|l| l.strip_prefix(".globl "))
            .map(str::trim)
            .ok_or("no `.globl` entry in the assembly")?;
        let start = lines.iter().position(|l| l.trim() == format!("{entry}:")).ok_or("no entry label")? + 1;
        let end = lines[start..]
            .iter()
            .position(|l| l.trim().starts_with(&format!(".L{entry}_end")))
            .map(|p| start + p)
            .ok_or("no end label")?;
        let body = &lines[start..end];
        let label_of = |l: &str| l.trim().strip_suffix(':').filter(|s| s.starts_with(".L")).map(str::to_owned);
        // Innermost loop: the shortest span from a label to a later branch back to it.
        let mut inner: Option<(usize, usize)> = None;
        for (j, l) in body.iter().enumerate() {
            let t = l.trim();
            if !t.starts_with("s_branch") && !t.starts_with("s_cbranch") {
                continue;
            }
            let Some(dest) = t.split_whitespace().nth(1) else { continue };
            if let Some(i) = body[..j].iter().position(|l| label_of(l).as_deref() == Some(dest)) {
                if inner.is_none_or(|(a, b)| j - i < b - a) {
                    inner = Some((i, j));
                }
            }
        }
        let (mut kernel, mut lp, mut agprs, mut matrix_input) = (Counts::default(), Counts::default(), 0, None);
        for (idx, l) in body.iter().enumerate() {
            let t = l.trim();
            if t.is_empty() || t.starts_with(';') || t.starts_with('.') || t.ends_with(':') {
                continue;
            }
            let (mnemonic, operands) = t.split_once(char::is_whitespace).unwrap_or((t, ""));
            agprs = agprs.max(agprs_named(operands));
            if matrix_input.is_none() {
                matrix_input = matrix_shape(mnemonic).map(|(_, _, _, i)| i);
            }
            count(&mut kernel, mnemonic, operands, wave_size, chip);
            if inner.is_some_and(|(a, b)| a < idx && idx <= b) {
                count(&mut lp, mnemonic, operands, wave_size, chip);
            }
        }
        // The allocator's line: `; 100 SGPRs, 134 VGPRs; allocation: 18 moves, 0 spills, 0 reloads`.
        let alloc = lines.iter().find(|l| l.starts_with("; ") && l.contains(" moves, ")).copied().unwrap_or("");
        let before = |word: &str| -> u32 {
            alloc
                .split([',', ';', ':'])
                .find_map(|part| part.trim().strip_suffix(word).and_then(|n| n.trim().parse().ok()))
                .unwrap_or(0)
        };
        Ok(AmdgcnStats {
            target,
            wave_size,
            threads: code
                .lines()
                .find_map(|l| l.trim().strip_prefix(".reqd_workgroup_size: ["))
                .and_then(|r| r.split(',').next())
                .and_then(|x| x.trim().parse().ok())
                .unwrap_or(0),
            sgprs: field(code, ".sgpr_count").unwrap_or(0),
            vgprs: field(code, ".vgpr_count").unwrap_or(0),
            agprs,
            lds_bytes: field(code, ".group_segment_fixed_size")
                .or_else(|| field(code, ".amdhsa_group_segment_fixed_size"))
                .unwrap_or(0),
            moves: before("moves"),
            spills: before("spills"),
            reloads: before("reloads"),
            scratch_bytes: field(code, ".private_segment_fixed_size").unwrap_or(0),
            kernel,
            inner_loop: inner.map(|_| lp),
            matrix_input,
        })
    }

    /// Waves per SIMD by the rules in the module docs.
    pub fn occupancy(&self) -> Occupancy {
        let round = |x: u32, g: u32| x.div_ceil(g).max(1) * g;
        let waves_per_group = self.threads.div_ceil(self.wave_size).max(1);
        let (file, granule, max_waves, simds) = match self.target {
            Target::Gfx1100 => (1536, 24, 16, 2),
            _ => (512, 8, 8, 4),
        };
        // AGPRs follow the architected registers at `accum_offset`, a multiple of 4.
        let vgprs = if self.agprs > 0 { self.vgprs.div_ceil(4) * 4 + self.agprs } else { self.vgprs };
        let by_vgprs = (file / round(vgprs, granule)).min(max_waves);
        let by_sgprs = (self.target != Target::Gfx1100).then(|| (800 / round(self.sgprs + 6, 16)).min(max_waves));
        let by_lds = match 65536u32.checked_div(self.lds_bytes) {
            None => max_waves,
            Some(groups) => (groups * waves_per_group / simds).min(max_waves),
        };
        let waves = by_vgprs.min(by_sgprs.unwrap_or(max_waves)).min(by_lds);
        Occupancy { by_vgprs, by_sgprs, by_lds, max_waves, waves }
    }

    /// The model of the module docs over the innermost loop; `None` without a loop with matrix
    /// instructions or without a published rate for them.
    pub fn model(&self) -> Option<Model> {
        let chip = Chip::for_target(self.target)?;
        let lp = self.inner_loop?;
        if lp.matrix == 0 || lp.matrix_cycles == 0.0 {
            return None;
        }
        let w = self.occupancy().waves as f64;
        let per = if chip.is_cdna() { 4.0 } else { 1.0 };
        let terms = [
            ("matrix", w * lp.matrix_cycles),
            ("VALU", w * per * lp.valu as f64),
            ("SALU", w * per * lp.salu as f64),
            ("LDS", chip.simds_per_cu as f64 * w * lp.lds_cycles),
            ("issue", per * (lp.total + lp.nop_wait_states) as f64),
        ];
        let (bound, cycles) = terms.iter().copied().fold(("", 0.0), |a, t| if t.1 > a.1 { t } else { a });
        let simds = (chip.cus * chip.simds_per_cu) as f64;
        let tflops = lp.matrix_flops * w * simds * chip.clock_ghz * 1e9 / cycles / 1e12;
        let input = self.matrix_input.unwrap_or("f16");
        let peak = chip.flops_per_simd_clock(input).map_or(0.0, |r| r * simds * chip.clock_ghz * 1e9 / 1e12);
        Some(Model { chip, waves: w as u32, terms, bound, cycles, tflops, peak })
    }
}

/// The model's figures for one kernel's innermost loop.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Model {
    pub chip: &'static Chip,
    pub waves: u32,
    /// Cycles per SIMD per iteration of each resident wave, per resource.
    pub terms: [(&'static str, f64); 5],
    /// The largest term.
    pub bound: &'static str,
    pub cycles: f64,
    pub tflops: f64,
    /// The part's peak for the loop's matrix input type.
    pub peak: f64,
}

impl fmt::Display for Counts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} instructions: {} matrix, {} VALU, {} SALU, {} LDS, {} global, {} scalar memory, {} s_nop ({} wait states), {} s_waitcnt, {} s_barrier",
            self.total,
            self.matrix,
            self.valu,
            self.salu,
            self.lds,
            self.global,
            self.smem,
            self.s_nop,
            self.nop_wait_states,
            self.waitcnt,
            self.barrier
        )
    }
}

impl fmt::Display for AmdgcnStats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let o = self.occupancy();
        writeln!(f, "target: {} (wave{}, {} threads per workgroup)", self.target, self.wave_size, self.threads)?;
        writeln!(
            f,
            "registers: {} VGPRs, {} AGPRs, {} SGPRs; allocation: {} moves, {} spills, {} reloads",
            self.vgprs, self.agprs, self.sgprs, self.moves, self.spills, self.reloads
        )?;
        if self.scratch_bytes > 0 {
            writeln!(f, "scratch: {} bytes per work-item (spill slots past the registers)", self.scratch_bytes)?;
        }
        writeln!(f, "LDS: {} bytes per workgroup", self.lds_bytes)?;
        let sg = o.by_sgprs.map_or("no limit".to_string(), |s| s.to_string());
        writeln!(
            f,
            "occupancy: {} waves per SIMD (VGPRs {}, SGPRs {}, LDS {}, limit {})",
            o.waves, o.by_vgprs, sg, o.by_lds, o.max_waves
        )?;
        writeln!(f, "kernel: {}", self.kernel)?;
        match &self.inner_loop {
            Some(l) => writeln!(f, "inner loop: {l}")?,
            None => writeln!(f, "inner loop: none")?,
        }
        if let Some(m) = self.model() {
            let terms: Vec<String> = m.terms.iter().map(|(n, c)| format!("{n} {c:.0}")).collect();
            writeln!(
                f,
                "model ({}, {} waves per SIMD): cycles per iteration per SIMD {} -> {}-bound, {:.1} TFLOPS of {:.1} peak",
                m.chip.name,
                m.waves,
                terms.join(", "),
                m.bound,
                m.tflops,
                m.peak
            )?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matrix_mnemonics_give_their_shapes() {
        assert_eq!(matrix_shape("v_mfma_f32_32x32x8f16"), Some((32, 32, 8, "f16")));
        assert_eq!(matrix_shape("v_mfma_f32_32x32x8_bf16"), Some((32, 32, 8, "bf16")));
        assert_eq!(matrix_shape("v_mfma_f32_16x16x16bf16_1k"), Some((16, 16, 16, "bf16")));
        assert_eq!(matrix_shape("v_mfma_f32_16x16x8_xf32"), Some((16, 16, 8, "xf32")));
        assert_eq!(matrix_shape("v_mfma_f32_32x32x2f32"), Some((32, 32, 2, "f32")));
        assert_eq!(matrix_shape("v_mfma_i32_16x16x32_i8"), Some((16, 16, 32, "i8")));
        assert_eq!(matrix_shape("v_wmma_f32_16x16x16_f16"), Some((16, 16, 16, "f16")));
        assert_eq!(matrix_shape("v_mfma_f32_32x32"), None);
        assert_eq!(matrix_shape("v_add_f32"), None);
        assert_eq!(matrix_shape("v_mfma_"), None);
    }

    #[test]
    fn accumulation_registers_are_found_in_operands() {
        assert_eq!(agprs_named("v[4:19], v[20:21], v[22:23], v[4:19]"), 0);
        assert_eq!(agprs_named("a[0:15], v[20:21], v[22:23], a[0:15]"), 16);
        assert_eq!(agprs_named("v1, a7"), 8);
        assert_eq!(agprs_named("s[0:1], 0xa0, vcc, abs(v1)"), 0);
    }

    /// A hand-written kernel: a loop of one MFMA, two VALU, one LDS read and an s_nop 4.
    #[test]
    fn counts_occupancy_and_model_of_a_small_kernel() {
        let code = "\
.globl k
k:
  s_load_dwordx2 s[4:5], s[0:1], 0x0
.Lk_1:
  v_add_u32 v1, v1, v2
  ds_read_b128 v[4:7], v1
  s_nop 4
  v_mfma_f32_32x32x8f16 v[8:23], v[4:5], v[6:7], v[8:23]
  v_mov_b32 v2, 0
  s_cbranch_scc1 .Lk_1
  s_endpgm
.Lk_end:
; 40 SGPRs, 130 VGPRs; allocation: 3 moves, 1 spills, 2 reloads
  .amdhsa_group_segment_fixed_size 16384
    .wavefront_size: 64
    .sgpr_count: 40
    .vgpr_count: 130
    .reqd_workgroup_size: [256, 1, 1]
";
        let s = AmdgcnStats::from_code(code, Target::Gfx942).unwrap();
        assert_eq!((s.vgprs, s.sgprs, s.agprs, s.lds_bytes, s.threads), (130, 40, 0, 16384, 256));
        assert_eq!((s.moves, s.spills, s.reloads), (3, 1, 2));
        assert_eq!((s.kernel.total, s.kernel.smem, s.kernel.salu), (8, 1, 2));
        let l = s.inner_loop.unwrap();
        assert_eq!((l.total, l.matrix, l.valu, l.lds, l.salu, l.s_nop, l.nop_wait_states), (6, 1, 2, 1, 1, 1, 5));
        // 130 VGPRs round to 136: 512 / 136 = 3 waves; 16 KiB of LDS: 4 groups of 4 waves, 4 per SIMD.
        let o = s.occupancy();
        assert_eq!((o.by_vgprs, o.by_sgprs, o.by_lds, o.waves), (3, Some(8), 4, 3));
        let m = s.model().unwrap();
        // MI300X f16: 2048 flops per CU per clock, 512 per SIMD; 16384 flops take 32 cycles.
        assert!((l.matrix_cycles - 32.0).abs() < 0.01, "{}", l.matrix_cycles);
        // ds_read_b128 on 64 lanes: 1024 bytes, 8 LDS cycles, times 4 SIMDs and 3 waves.
        assert_eq!(m.terms[3].1, 96.0);
        // The issue of one wave, (6 + 5) x 4 = 44, is below the matrix pipe's 3 x 32.
        assert_eq!(m.bound, "matrix");
        assert!((m.cycles - 96.0).abs() < 0.01, "{}", m.cycles);
        assert!((m.tflops - m.peak).abs() < 0.01 * m.peak);
    }

    #[test]
    fn bad_input_is_an_error() {
        assert!(AmdgcnStats::from_code("", Target::Gfx90a).is_err());
        assert!(AmdgcnStats::from_code(".globl k\nk:\n  s_endpgm\n", Target::Gfx90a).is_err());
        assert!(AmdgcnStats::from_code(".globl k\nk:\n  s_endpgm\n.Lk_end:\n", Target::Sm90).is_err());
        let s = AmdgcnStats::from_code(".globl k\nk:\n  s_nop x\n  s_branch .Lnowhere\n.Lk_end:\n", Target::Gfx1100)
            .unwrap();
        assert_eq!((s.kernel.total, s.inner_loop, s.model()), (2, None, None));
    }
}
