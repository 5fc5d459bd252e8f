//! The assembly text tessera emits, read back: the kernel's instructions as a compact list
//! ([`Inst`]: a decoded [`Op`] and its operands), the kernel descriptor (LDS size, wave size,
//! the SGPRs the hardware initialises) and the metadata (argument offsets, sizes and kinds,
//! workgroup size).
//!
//! Only what tessera emits is understood: one kernel per text, labels `NAME:` (the entry) and
//! `.L<name>_<n>:` (and a long branch's `.L<name>_pc<k>:`, `.L<name>_skip<k>:`), instructions `mnemonic operand, operand.. modifier..`, and the directives
//! of the emitter's header, descriptor and metadata (all others are skipped). Anything else is
//! an error naming the line, never a panic.
//!
//! Code addresses (`s_getpc_b64`, `s_setpc_b64` and the label distances of a long branch,
//! `(.LA-.LB)&4294967295` and `(.LA-.LB)>>32`): the simulator does not encode, so it lays the
//! code out as if every instruction were 4 bytes, from [`CODE_BASE`]. A long branch only ever
//! adds a distance between two labels to the address `s_getpc_b64` read, so it lands where it
//! would on the hardware as long as its labels stand where they should (the bytes themselves
//! are checked against llvm-mc's, `tests/amdgcn_relax.rs`).
//!
//! This file reads the directives (target, descriptor, metadata), finds the code and its labels,
//! and checks the launch they describe; its parts:
//! - `inst`: what an instruction decodes to ([`Inst`], [`Op`], [`Opnd`], the special SGPRs);
//! - `mnemonics`: mnemonic to [`Op`] (per generation) and each one's operand count;
//! - `operands`: one instruction line (operands, modifiers, `s_waitcnt` counters, checks).

mod inst;
mod mnemonics;
mod operands;

pub use inst::{
    AtomicOp, Bit2, Branch, Cc, CmpTy, Inst, Int2, Num, Op, Opnd, Shift, Ty, CODE_BASE, EXEC, F1, F2, FLAT_SCRATCH, M0,
    MAX_SGPR, NULL, VCC,
};
use operands::parse_inst;
use std::collections::HashMap;

/// What kind of kernel argument a metadata entry describes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArgKind {
    Buffer,
    ByValue,
    BlockCount(u8),
    Other(String),
}

#[derive(Clone, Debug)]
pub struct ArgSlot {
    pub offset: u32,
    pub size: u32,
    pub kind: ArgKind,
}

/// A kernel read from its assembly text.
#[derive(Clone, Debug)]
pub struct Program {
    pub name: String,
    /// `gfx90a`, `gfx942`, `gfx1100`, ...
    pub gfx: String,
    pub gfx11: bool,
    pub wave: u32,
    pub threads: u32,
    pub lds_bytes: u32,
    pub kernarg_size: u32,
    pub args: Vec<ArgSlot>,
    /// User SGPRs before the system SGPRs (the kernarg pointer takes s[0:1]).
    pub user_sgprs: u32,
    pub kernarg_ptr: bool,
    /// Which workgroup ids the hardware writes (after the user SGPRs, in order x, y, z).
    pub wg_ids: [bool; 3],
    /// Bytes of private (scratch) memory per work-item: the descriptor's
    /// `.amdhsa_private_segment_fixed_size`, 0 unless the private segment is enabled
    /// (`.amdhsa_enable_private_segment`, or on GFX9 without architected flat scratch
    /// `.amdhsa_system_sgpr_private_segment_wavefront_offset`).
    pub private_bytes: u32,
    /// gfx90a: the flat scratch init (two user SGPRs after the kernarg pointer) and the wave's
    /// scratch offset (a system SGPR after the workgroup ids), from which the kernel must set
    /// FLAT_SCRATCH before a scratch access.
    pub flat_scratch_init: bool,
    pub wave_offset: bool,
    pub insts: Vec<Inst>,
}

/// A parse error: the line (1-based) and what is wrong.
#[derive(Clone, Debug)]
pub struct ParseError {
    pub line: u32,
    pub text: String,
    pub message: String,
}

fn strip_comment(l: &str) -> &str {
    let l = l.split(';').next().unwrap_or("");
    l.split("//").next().unwrap_or("")
}

fn num(s: &str) -> Option<i64> {
    let s = s.trim();
    let (neg, t) = match s.strip_prefix('-') {
        Some(t) => (true, t),
        None => (false, s),
    };
    let v = if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        i64::from_str_radix(h, 16).ok()?
    } else {
        t.parse::<i64>().ok()?
    };
    Some(if neg { -v } else { v })
}

/// Reads the text of one kernel.
pub fn parse(asm: &str) -> Result<Program, ParseError> {
    let err = |line: usize, text: &str, message: String| ParseError {
        line: line as u32 + 1,
        text: text.trim().to_string(),
        message,
    };
    let lines: Vec<&str> = asm.lines().collect();
    let mut p = Program {
        name: String::new(),
        gfx: String::new(),
        gfx11: false,
        wave: 0,
        threads: 0,
        lds_bytes: 0,
        kernarg_size: 0,
        args: Vec::new(),
        user_sgprs: 0,
        kernarg_ptr: false,
        wg_ids: [false; 3],
        private_bytes: 0,
        flat_scratch_init: false,
        wave_offset: false,
        insts: Vec::new(),
    };
    let (mut private_desc, mut private_meta, mut private_on) = (0u32, 0u32, false);
    // Pass 1: header, descriptor, metadata; the code lines and the labels.
    #[derive(PartialEq)]
    enum Sec {
        Top,
        Code,
        Descriptor,
        Metadata,
    }
    let mut sec = Sec::Top;
    let mut code: Vec<(usize, &str)> = Vec::new();
    let mut labels: HashMap<String, u32> = HashMap::new();
    let mut wave32_desc: Option<bool> = None;
    let mut wave_meta: Option<u32> = None;
    let mut in_args = false;
    let mut cur_arg: Option<ArgSlot> = None;
    let mut reqd: Option<u32> = None;
    let mut lds_meta: Option<u32> = None;
    let mut lds_desc: Option<u32> = None;
    for (i, raw) in lines.iter().enumerate() {
        let l = strip_comment(raw).trim();
        if l.is_empty() {
            continue;
        }
        match sec {
            Sec::Metadata => {
                if l == ".end_amdgpu_metadata" {
                    if let Some(a) = cur_arg.take() {
                        p.args.push(a);
                    }
                    sec = Sec::Top;
                    continue;
                }
                // A tiny reader of the YAML the emitter writes.
                let (item, body) = match l.strip_prefix("- ") {
                    Some(b) => (true, b.trim()),
                    None => (false, l),
                };
                let (key, val) = match body.split_once(':') {
                    Some((k, v)) => (k.trim(), v.trim()),
                    None => continue,
                };
                if key == ".args" {
                    in_args = true;
                    continue;
                }
                if in_args && key.starts_with('.') {
                    if item && key == ".offset" {
                        if let Some(a) = cur_arg.take() {
                            p.args.push(a);
                        }
                        cur_arg = Some(ArgSlot { offset: 0, size: 0, kind: ArgKind::Other(String::new()) });
                    }
                    if let Some(a) = cur_arg.as_mut() {
                        match key {
                            ".offset" => a.offset = num(val).ok_or_else(|| err(i, raw, "bad .offset".into()))? as u32,
                            ".size" => a.size = num(val).ok_or_else(|| err(i, raw, "bad .size".into()))? as u32,
                            ".value_kind" => {
                                a.kind = match val {
                                    "global_buffer" => ArgKind::Buffer,
                                    "by_value" => ArgKind::ByValue,
                                    "hidden_block_count_x" => ArgKind::BlockCount(0),
                                    "hidden_block_count_y" => ArgKind::BlockCount(1),
                                    "hidden_block_count_z" => ArgKind::BlockCount(2),
                                    other => ArgKind::Other(other.to_string()),
                                }
                            }
                            _ => {}
                        }
                        continue;
                    }
                }
                match key {
                    ".wavefront_size" => wave_meta = num(val).map(|v| v as u32),
                    ".group_segment_fixed_size" => lds_meta = num(val).map(|v| v as u32),
                    ".private_segment_fixed_size" => private_meta = num(val).unwrap_or(0) as u32,
                    ".kernarg_segment_size" => p.kernarg_size = num(val).unwrap_or(0) as u32,
                    ".reqd_workgroup_size" => {
                        let v = val.trim_start_matches('[').trim_end_matches(']');
                        let dims: Vec<Option<i64>> = v.split(',').map(num).collect();
                        match dims.as_slice() {
                            [Some(x), Some(1), Some(1)] if *x > 0 => reqd = Some(*x as u32),
                            _ => return Err(err(i, raw, "only 1-D workgroups [N, 1, 1] are simulated".into())),
                        }
                    }
                    ".name" if !p.name.is_empty() && p.name != val => {
                        return Err(err(i, raw, "the text holds more than one kernel".into()));
                    }
                    _ => {}
                }
            }
            Sec::Descriptor => {
                if l == ".end_amdhsa_kernel" {
                    sec = Sec::Top;
                    continue;
                }
                let mut it = l.split_whitespace();
                let (Some(k), Some(v)) = (it.next(), it.next()) else { continue };
                let v = num(v).ok_or_else(|| err(i, raw, format!("bad value for {k}")))?;
                match k {
                    ".amdhsa_group_segment_fixed_size" => lds_desc = Some(v as u32),
                    ".amdhsa_private_segment_fixed_size" => private_desc = v as u32,
                    ".amdhsa_enable_private_segment" => private_on = v != 0,
                    ".amdhsa_user_sgpr_flat_scratch_init" => p.flat_scratch_init = v != 0,
                    ".amdhsa_system_sgpr_private_segment_wavefront_offset" => p.wave_offset = v != 0,
                    ".amdhsa_wavefront_size32" => wave32_desc = Some(v != 0),
                    ".amdhsa_user_sgpr_count" => p.user_sgprs = v as u32,
                    ".amdhsa_user_sgpr_kernarg_segment_ptr" => p.kernarg_ptr = v != 0,
                    ".amdhsa_system_sgpr_workgroup_id_x" => p.wg_ids[0] = v != 0,
                    ".amdhsa_system_sgpr_workgroup_id_y" => p.wg_ids[1] = v != 0,
                    ".amdhsa_system_sgpr_workgroup_id_z" => p.wg_ids[2] = v != 0,
                    ".amdhsa_system_vgpr_workitem_id" if v != 0 => {
                        return Err(err(i, raw, "only the x work-item id (v0) is simulated".into()))
                    }
                    ".amdhsa_float_denorm_mode_32" | ".amdhsa_float_denorm_mode_16_64" if v != 3 => {
                        return Err(err(i, raw, "only denormals enabled (mode 3) is simulated".into()))
                    }
                    ".amdhsa_ieee_mode" if v != 1 => return Err(err(i, raw, "only IEEE mode is simulated".into())),
                    _ => {}
                }
            }
            Sec::Top | Sec::Code => {
                if l == ".amdgpu_metadata" {
                    sec = Sec::Metadata;
                    continue;
                }
                if let Some(name) = l.strip_prefix(".amdhsa_kernel") {
                    let name = name.trim();
                    if !p.name.is_empty() && p.name != name {
                        return Err(err(i, raw, "the text holds more than one kernel".into()));
                    }
                    sec = Sec::Descriptor;
                    continue;
                }
                if let Some(t) = l.strip_prefix(".amdgcn_target") {
                    let t = t.trim().trim_matches('"');
                    p.gfx = t.rsplit('-').next().unwrap_or("").split(':').next().unwrap_or("").to_string();
                    continue;
                }
                if let Some(label) = l.strip_suffix(':') {
                    if label.contains(char::is_whitespace) {
                        return Err(err(i, raw, "a label with spaces".into()));
                    }
                    if sec == Sec::Top && !label.starts_with('.') {
                        if !p.name.is_empty() {
                            return Err(err(i, raw, "the text holds more than one kernel".into()));
                        }
                        p.name = label.to_string();
                        sec = Sec::Code;
                        continue;
                    }
                    if sec == Sec::Code {
                        if label == format!(".L{}_end", p.name) {
                            sec = Sec::Top;
                            continue;
                        }
                        if labels.insert(label.to_string(), code.len() as u32).is_some() {
                            return Err(err(i, raw, format!("label {label} defined twice")));
                        }
                        continue;
                    }
                    continue;
                }
                if l.starts_with('.') {
                    // `.size` ends the code too (a text without the end label).
                    if sec == Sec::Code && l.starts_with(".size") {
                        sec = Sec::Top;
                    }
                    continue;
                }
                if sec == Sec::Code {
                    code.push((i, l));
                } else {
                    return Err(err(i, raw, "an instruction outside the kernel's code".into()));
                }
            }
        }
    }
    if p.name.is_empty() {
        return Err(ParseError { line: 0, text: String::new(), message: "no kernel in the text".into() });
    }
    let whole = |m: &str| ParseError { line: 0, text: String::new(), message: m.to_string() };
    p.gfx11 = p.gfx.starts_with("gfx11") || p.gfx.starts_with("gfx12");
    if p.gfx.is_empty() {
        return Err(whole("no .amdgcn_target: the architecture is unknown"));
    }
    p.wave = match (wave_meta, wave32_desc) {
        (Some(w @ (32 | 64)), d) => {
            if d.is_some_and(|d32| d32 != (w == 32)) {
                return Err(whole(
                    "the metadata's .wavefront_size and the descriptor's .amdhsa_wavefront_size32 disagree",
                ));
            }
            w
        }
        (Some(w), _) => return Err(whole(&format!("a wave size of {w}"))),
        (None, Some(true)) => 32,
        (None, _) => {
            if p.gfx11 {
                32
            } else {
                64
            }
        }
    };
    if !p.gfx11 && p.wave == 32 {
        return Err(whole("wave32 on a GFX9 target"));
    }
    p.lds_bytes = match (lds_desc, lds_meta) {
        (Some(a), Some(b)) if a != b => {
            return Err(whole("the descriptor's and the metadata's group segment sizes disagree"))
        }
        (Some(a), _) | (None, Some(a)) => a,
        (None, None) => 0,
    };
    if private_desc != private_meta {
        return Err(whole("the descriptor's and the metadata's private segment sizes disagree"));
    }
    if private_desc % 4 != 0 {
        return Err(whole("a private segment size that is not a whole number of dwords"));
    }
    // Architected flat scratch (gfx942, GFX11) enables the segment with its own bit; gfx90a
    // with the wave offset SGPR (the same descriptor bit) and the flat scratch init.
    let architected = p.gfx11 || p.gfx.starts_with("gfx94");
    if architected && (p.flat_scratch_init || p.wave_offset) {
        return Err(whole(
            "flat scratch init and the wave offset SGPR are not set up on a target with architected flat scratch",
        ));
    }
    if private_on && !architected {
        return Err(whole(".amdhsa_enable_private_segment needs architected flat scratch (gfx942, GFX11)"));
    }
    if p.flat_scratch_init && p.user_sgprs < 2 * p.kernarg_ptr as u32 + 2 {
        return Err(whole("the flat scratch init needs two user SGPRs after the kernarg pointer"));
    }
    p.private_bytes = if private_on || (p.wave_offset && p.flat_scratch_init) { private_desc } else { 0 };
    if p.lds_bytes > 64 * 1024 {
        return Err(whole(&format!("{} bytes of LDS (at most 64 KiB)", p.lds_bytes)));
    }
    p.threads = reqd.ok_or_else(|| whole("no .reqd_workgroup_size in the metadata"))?;
    if p.threads > 1024 {
        return Err(whole(&format!("{} work-items per workgroup (at most 1024)", p.threads)));
    }
    if p.kernarg_ptr && p.user_sgprs < 2 {
        return Err(whole("the kernarg pointer needs two user SGPRs"));
    }
    // Pass 2: instructions.
    for (li, text) in code {
        let inst = parse_inst(&p, text, li, &labels).map_err(|m| err(li, text, m))?;
        p.insts.push(inst);
    }
    Ok(p)
}
