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

use super::matrix::{self, MatShape};
use std::collections::HashMap;

/// An operand, decoded.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Opnd {
    /// `n` consecutive SGPRs from `r`. VCC is SGPRs 106-107 and EXEC 126-127 (their operand
    /// encodings), M0 124, `null` 125.
    S { r: u8, n: u8, neg: bool },
    /// `n` consecutive VGPRs from `r`.
    V { r: u8, n: u8, neg: bool },
    /// `n` consecutive AGPRs (accumulation registers, `a[..]`) from `r` (gfx90a, gfx942).
    A { r: u8, n: u8 },
    /// An integer constant: inline (-16..=64) or a 32-bit literal.
    Imm { v: i64, literal: bool },
    /// A branch target: an instruction index.
    Label(u32),
    /// `off`: no SGPR base address.
    Off,
}

/// The address of the first instruction in the simulator's layout (4 bytes an instruction):
/// the low half near its top, so that long branches carry into and borrow from the high half.
pub const CODE_BASE: u64 = 0x7fff_ffff_ff00;

pub const VCC: u8 = 106;
pub const M0: u8 = 124;
pub const NULL: u8 = 125;
pub const EXEC: u8 = 126;
/// SGPRs an instruction may name as `sN`.
pub const MAX_SGPR: u8 = 106;

/// A 32-bit or 64-bit integer or float operand type of a VALU/SALU operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ty {
    B32,
    B64,
    F16,
    F32,
    F64,
}

impl Ty {
    pub fn wide(self) -> bool {
        matches!(self, Ty::B64 | Ty::F64)
    }
    /// The sign bit a `-` source modifier flips (float types only).
    pub fn neg_bit(self) -> Option<u64> {
        match self {
            Ty::F16 => Some(1 << 15),
            Ty::F32 => Some(1 << 31),
            Ty::F64 => Some(1 << 63),
            _ => None,
        }
    }
}

/// Comparison conditions of `s_cmp`/`v_cmp`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Cc {
    F,
    Lt,
    Eq,
    Le,
    Gt,
    Lg,
    Ge,
    O,
    U,
    Nge,
    Nlg,
    Ngt,
    Nle,
    Neq,
    Nlt,
    T,
}

/// The type compared by a `v_cmp`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CmpTy {
    I32,
    U32,
    I64,
    U64,
    F16,
    F32,
    F64,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Bit2 {
    And,
    Or,
    Xor,
    Andn2,
    Orn2,
    Nand,
    Nor,
    Xnor,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Shift {
    Lshl,
    Lshr,
    Ashr,
}

/// Two-operand 32-bit integer VALU operations.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Int2 {
    Add,
    Sub,
    Subrev,
    MulLo,
    MulHiU,
    MulHiI,
    And,
    Or,
    Xor,
    MinI,
    MaxI,
    MinU,
    MaxU,
}

/// Two-operand float VALU operations (f32 and f64).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum F2 {
    Add,
    Sub,
    Subrev,
    Mul,
    Min,
    Max,
}

/// One-operand float VALU operations.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum F1 {
    Rcp,
    RcpIflag,
    Rsq,
    Sqrt,
    Exp,
    Log,
    Sin,
    Cos,
    Floor,
    Ceil,
    Trunc,
    Rndne,
    Fract,
}

/// Conversions `v_cvt_<to>_<from>`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Num {
    F16,
    F32,
    F64,
    I32,
    U32,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AtomicOp {
    Add,
    Sub,
    Smax,
    Smin,
    Umax,
    Umin,
    And,
    Or,
    Xor,
    Swap,
    Cmpswap,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Branch {
    Always,
    Scc0,
    Scc1,
    Vccz,
    Vccnz,
    Execz,
    Execnz,
}

/// Every instruction the simulator executes, decoded from its mnemonic. GFX9 and GFX11
/// spellings of one operation decode to the same `Op`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Op {
    // SALU
    SMov {
        w64: bool,
    },
    SCselect {
        w64: bool,
    },
    SBit2 {
        f: Bit2,
        w64: bool,
    },
    SNot {
        w64: bool,
    },
    SShift {
        k: Shift,
        w64: bool,
    },
    SAddU32,
    SAddcU32,
    SSubU32,
    SSubbU32,
    SAddI32,
    SSubI32,
    SMulI32,
    SMulHi {
        signed: bool,
    },
    SMinMax {
        max: bool,
        signed: bool,
    },
    SSext {
        bits: u32,
    },
    SBfe {
        signed: bool,
    },
    SBitcmp {
        one: bool,
    },
    SAbs,
    SCmp {
        cc: Cc,
        signed: bool,
        w64: bool,
    },
    SAndSaveexec {
        w64: bool,
    },
    SLoad {
        dwords: u8,
    },
    SWaitcnt,
    SWaitcntVscnt,
    SNop,
    SBarrier,
    SBranch(Branch),
    SEndpgm,
    /// `s_getpc_b64`: the address of the next instruction ([`CODE_BASE`] layout).
    SGetpc,
    /// `s_setpc_b64`: jumps to an address ([`CODE_BASE`] layout).
    SSetpc,
    // VALU
    VMov,
    VReadfirstlane,
    VReadlane,
    VWritelane,
    VCndmask,
    VCmp {
        cc: Cc,
        ty: CmpTy,
    },
    VCmpClass {
        f64: bool,
    },
    VInt2(Int2),
    VAdd3,
    VNot,
    VShiftRev {
        k: Shift,
        w64: bool,
    },
    VBfe {
        signed: bool,
    },
    /// `v_add_co_u32` / `v_sub_co_u32`: carry out.
    VAddCo {
        sub: bool,
    },
    /// `v_addc_co_u32` / `v_subb_co_u32` (GFX11: `v_add_co_ci_u32` / `v_sub_co_ci_u32`).
    VAddCi {
        sub: bool,
    },
    VMbcnt {
        hi: bool,
    },
    VF2 {
        f: F2,
        f64: bool,
    },
    VFma {
        ty: Ty,
    },
    VF1 {
        f: F1,
        f64: bool,
    },
    VLdexp {
        f64: bool,
    },
    VCvt {
        to: Num,
        from: Num,
    },
    VDivScale {
        f64: bool,
    },
    VDivFmas {
        f64: bool,
    },
    VDivFixup {
        f64: bool,
    },
    // Memory
    GlobalLoad {
        bytes: u8,
        signed: bool,
    },
    GlobalStore {
        bytes: u8,
    },
    GlobalAtomic {
        op: AtomicOp,
        x2: bool,
    },
    DsRead {
        bytes: u8,
        signed: bool,
    },
    DsWrite {
        bytes: u8,
        /// `_d16_hi`: the data's high 16 bits (a 2-byte store).
        hi: bool,
    },
    DsBpermute,
    // Matrix (see `matrix`)
    /// An MFMA or WMMA: D, A, B, C.
    Matrix(MatShape),
    /// `v_accvgpr_read_b32 vN, aM`.
    AccRead,
    /// `v_accvgpr_write_b32 aN, vM` (or an inline constant).
    AccWrite,
    /// `v_accvgpr_mov_b32 aN, aM`.
    AccMov,
    /// `v_nop`: one wait state.
    VNop,
}

/// One instruction.
#[derive(Clone, Debug)]
pub struct Inst {
    pub op: Op,
    pub ops: Vec<Opnd>,
    /// `offset:N` of memory instructions.
    pub offset: i32,
    /// `glc` or `sc0`: an atomic returns the old value.
    pub ret: bool,
    /// `s_waitcnt` counts (vmcnt, lgkmcnt, vscnt); `None` where not waited for.
    pub wait: [Option<u32>; 3],
    /// The line in the text (1-based).
    pub line: u32,
    pub text: Box<str>,
}

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
    pub insts: Vec<Inst>,
}

/// A parse error: the line (1-based) and what is wrong.
#[derive(Clone, Debug)]
pub struct ParseError {
    pub line: u32,
    pub text: String,
    pub message: String,
}

/// Which generations spell a mnemonic this way.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Gen {
    Any,
    Gfx9,
    Gfx11,
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
        insts: Vec::new(),
    };
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

fn parse_reg(tok: &str) -> Result<Opnd, String> {
    let (neg, t) = match tok.strip_prefix('-') {
        Some(t) => (true, t),
        None => (false, tok),
    };
    let named = match t {
        "vcc" => Some((VCC, 2)),
        "vcc_lo" => Some((VCC, 1)),
        "vcc_hi" => Some((VCC + 1, 1)),
        "exec" => Some((EXEC, 2)),
        "exec_lo" => Some((EXEC, 1)),
        "exec_hi" => Some((EXEC + 1, 1)),
        "m0" => Some((M0, 1)),
        "null" => Some((NULL, 1)),
        _ => None,
    };
    if let Some((r, n)) = named {
        return Ok(Opnd::S { r, n, neg });
    }
    let kind = t.chars().next().ok_or("an empty operand")?;
    if (kind == 's' || kind == 'v' || kind == 'a') && t.len() > 1 {
        let rest = &t[1..];
        let (first, n) = if let Some(range) = rest.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
            let (a, b) = range.split_once(':').ok_or_else(|| format!("bad register range `{tok}`"))?;
            let (a, b): (u32, u32) = (
                a.trim().parse().map_err(|_| format!("bad register `{tok}`"))?,
                b.trim().parse().map_err(|_| format!("bad register `{tok}`"))?,
            );
            if b < a || b - a >= 16 {
                return Err(format!("bad register range `{tok}`"));
            }
            (a, b - a + 1)
        } else if rest.chars().all(|c| c.is_ascii_digit()) {
            (rest.parse::<u32>().map_err(|_| format!("bad register `{tok}`"))?, 1)
        } else {
            return Err(format!("unknown operand `{tok}`"));
        };
        if kind == 's' {
            if first + n > MAX_SGPR as u32 {
                return Err(format!("`{tok}`: SGPRs go up to s{}", MAX_SGPR - 1));
            }
            if n == 2 && first % 2 != 0 {
                return Err(format!("`{tok}`: an SGPR pair must be aligned"));
            }
            return Ok(Opnd::S { r: first as u8, n: n as u8, neg });
        }
        if first + n > 256 {
            return Err(format!("`{tok}`: VGPRs and AGPRs go up to 255"));
        }
        if kind == 'a' {
            if neg {
                return Err(format!("`{tok}`: a negated AGPR"));
            }
            return Ok(Opnd::A { r: first as u8, n: n as u8 });
        }
        return Ok(Opnd::V { r: first as u8, n: n as u8, neg });
    }
    if let Some(v) = num(t) {
        let v = if neg { -v } else { v };
        if (-16..=64).contains(&v) {
            return Ok(Opnd::Imm { v, literal: false });
        }
        if !(i32::MIN as i64..=u32::MAX as i64).contains(&v) {
            return Err(format!("the constant `{tok}` does not fit in 32 bits"));
        }
        return Ok(Opnd::Imm { v: v as u32 as i64, literal: true });
    }
    Err(format!("unknown operand `{tok}`"))
}

fn cc_of(s: &str) -> Option<Cc> {
    Some(match s {
        "f" => Cc::F,
        "lt" => Cc::Lt,
        "eq" => Cc::Eq,
        "le" => Cc::Le,
        "gt" => Cc::Gt,
        "lg" | "ne" => Cc::Lg,
        "ge" => Cc::Ge,
        "o" => Cc::O,
        "u" => Cc::U,
        "nge" => Cc::Nge,
        "nlg" => Cc::Nlg,
        "ngt" => Cc::Ngt,
        "nle" => Cc::Nle,
        "neq" => Cc::Neq,
        "nlt" => Cc::Nlt,
        "t" | "tru" => Cc::T,
        _ => return None,
    })
}

fn num_of(s: &str) -> Option<Num> {
    Some(match s {
        "f16" => Num::F16,
        "f32" => Num::F32,
        "f64" => Num::F64,
        "i32" => Num::I32,
        "u32" => Num::U32,
        _ => return None,
    })
}

/// Decodes a mnemonic (without `_e32`/`_e64`).
fn decode(m: &str) -> Option<(Op, Gen)> {
    use Gen::*;
    use Op::*;
    let any = |op| Some((op, Any));
    // Patterned families first.
    if let Some(rest) = m.strip_prefix("v_cmp_") {
        if let Some(t) = rest.strip_prefix("class_") {
            return match t {
                "f32" => any(VCmpClass { f64: false }),
                "f64" => any(VCmpClass { f64: true }),
                _ => None,
            };
        }
        let (cc, ty) = rest.rsplit_once('_')?;
        let cc = cc_of(cc)?;
        let ty = match ty {
            "i32" => CmpTy::I32,
            "u32" => CmpTy::U32,
            "i64" => CmpTy::I64,
            "u64" => CmpTy::U64,
            "f16" => CmpTy::F16,
            "f32" => CmpTy::F32,
            "f64" => CmpTy::F64,
            _ => return None,
        };
        let float = matches!(ty, CmpTy::F16 | CmpTy::F32 | CmpTy::F64);
        let int_cc = matches!(cc, Cc::F | Cc::Lt | Cc::Eq | Cc::Le | Cc::Gt | Cc::Lg | Cc::Ge | Cc::T);
        if !float && (!int_cc || rest.starts_with("lg_")) {
            return None; // integer compares spell not-equal `ne`
        }
        if float && rest.starts_with("ne_") {
            return None; // float compares spell it `neq` (unordered) or `lg` (ordered)
        }
        return any(VCmp { cc, ty });
    }
    if let Some(rest) = m.strip_prefix("s_cmp_") {
        let (cc, ty) = rest.rsplit_once('_')?;
        let cc = cc_of(cc)?;
        if !matches!(cc, Cc::Eq | Cc::Lg | Cc::Gt | Cc::Ge | Cc::Lt | Cc::Le) || rest.starts_with("ne_") {
            return None;
        }
        return match ty {
            "i32" => any(SCmp { cc, signed: true, w64: false }),
            "u32" => any(SCmp { cc, signed: false, w64: false }),
            "u64" if matches!(cc, Cc::Eq | Cc::Lg) => any(SCmp { cc, signed: false, w64: true }),
            _ => None,
        };
    }
    if let Some(rest) = m.strip_prefix("v_cvt_") {
        let (to, from) = rest.split_once('_')?;
        let (to, from) = (num_of(to)?, num_of(from)?);
        let ok = matches!(
            (to, from),
            (Num::F32, Num::F16)
                | (Num::F16, Num::F32)
                | (Num::F32, Num::F64)
                | (Num::F64, Num::F32)
                | (Num::F32 | Num::F64, Num::I32 | Num::U32)
                | (Num::I32 | Num::U32, Num::F32 | Num::F64)
        );
        return if ok { any(VCvt { to, from }) } else { None };
    }
    if let Some(rest) = m.strip_prefix("global_atomic_") {
        let (op, x2, gen) = match rest {
            "add" => (AtomicOp::Add, false, Gfx9),
            "sub" => (AtomicOp::Sub, false, Gfx9),
            "smax" => (AtomicOp::Smax, false, Gfx9),
            "smin" => (AtomicOp::Smin, false, Gfx9),
            "umax" => (AtomicOp::Umax, false, Gfx9),
            "umin" => (AtomicOp::Umin, false, Gfx9),
            "and" => (AtomicOp::And, false, Gfx9),
            "or" => (AtomicOp::Or, false, Gfx9),
            "xor" => (AtomicOp::Xor, false, Gfx9),
            "swap" => (AtomicOp::Swap, false, Gfx9),
            "cmpswap" => (AtomicOp::Cmpswap, false, Gfx9),
            "add_x2" => (AtomicOp::Add, true, Gfx9),
            "sub_x2" => (AtomicOp::Sub, true, Gfx9),
            "smax_x2" => (AtomicOp::Smax, true, Gfx9),
            "smin_x2" => (AtomicOp::Smin, true, Gfx9),
            "umax_x2" => (AtomicOp::Umax, true, Gfx9),
            "umin_x2" => (AtomicOp::Umin, true, Gfx9),
            "and_x2" => (AtomicOp::And, true, Gfx9),
            "or_x2" => (AtomicOp::Or, true, Gfx9),
            "xor_x2" => (AtomicOp::Xor, true, Gfx9),
            "swap_x2" => (AtomicOp::Swap, true, Gfx9),
            "cmpswap_x2" => (AtomicOp::Cmpswap, true, Gfx9),
            "add_u32" => (AtomicOp::Add, false, Gfx11),
            "sub_u32" => (AtomicOp::Sub, false, Gfx11),
            "max_i32" => (AtomicOp::Smax, false, Gfx11),
            "min_i32" => (AtomicOp::Smin, false, Gfx11),
            "max_u32" => (AtomicOp::Umax, false, Gfx11),
            "min_u32" => (AtomicOp::Umin, false, Gfx11),
            "and_b32" => (AtomicOp::And, false, Gfx11),
            "or_b32" => (AtomicOp::Or, false, Gfx11),
            "xor_b32" => (AtomicOp::Xor, false, Gfx11),
            "swap_b32" => (AtomicOp::Swap, false, Gfx11),
            "cmpswap_b32" => (AtomicOp::Cmpswap, false, Gfx11),
            "add_u64" => (AtomicOp::Add, true, Gfx11),
            "sub_u64" => (AtomicOp::Sub, true, Gfx11),
            "max_i64" => (AtomicOp::Smax, true, Gfx11),
            "min_i64" => (AtomicOp::Smin, true, Gfx11),
            "max_u64" => (AtomicOp::Umax, true, Gfx11),
            "min_u64" => (AtomicOp::Umin, true, Gfx11),
            "and_b64" => (AtomicOp::And, true, Gfx11),
            "or_b64" => (AtomicOp::Or, true, Gfx11),
            "xor_b64" => (AtomicOp::Xor, true, Gfx11),
            "swap_b64" => (AtomicOp::Swap, true, Gfx11),
            "cmpswap_b64" => (AtomicOp::Cmpswap, true, Gfx11),
            _ => return None,
        };
        return Some((GlobalAtomic { op, x2 }, gen));
    }
    let r = match m {
        // SALU
        "s_mov_b32" => (SMov { w64: false }, Any),
        "s_mov_b64" => (SMov { w64: true }, Any),
        "s_cselect_b32" => (SCselect { w64: false }, Any),
        "s_cselect_b64" => (SCselect { w64: true }, Any),
        "s_and_b32" => (SBit2 { f: Bit2::And, w64: false }, Any),
        "s_and_b64" => (SBit2 { f: Bit2::And, w64: true }, Any),
        "s_or_b32" => (SBit2 { f: Bit2::Or, w64: false }, Any),
        "s_or_b64" => (SBit2 { f: Bit2::Or, w64: true }, Any),
        "s_xor_b32" => (SBit2 { f: Bit2::Xor, w64: false }, Any),
        "s_xor_b64" => (SBit2 { f: Bit2::Xor, w64: true }, Any),
        "s_xnor_b32" => (SBit2 { f: Bit2::Xnor, w64: false }, Any),
        "s_xnor_b64" => (SBit2 { f: Bit2::Xnor, w64: true }, Any),
        "s_nand_b32" => (SBit2 { f: Bit2::Nand, w64: false }, Any),
        "s_nand_b64" => (SBit2 { f: Bit2::Nand, w64: true }, Any),
        "s_nor_b32" => (SBit2 { f: Bit2::Nor, w64: false }, Any),
        "s_nor_b64" => (SBit2 { f: Bit2::Nor, w64: true }, Any),
        "s_andn2_b32" => (SBit2 { f: Bit2::Andn2, w64: false }, Gfx9),
        "s_andn2_b64" => (SBit2 { f: Bit2::Andn2, w64: true }, Gfx9),
        "s_orn2_b32" => (SBit2 { f: Bit2::Orn2, w64: false }, Gfx9),
        "s_orn2_b64" => (SBit2 { f: Bit2::Orn2, w64: true }, Gfx9),
        "s_and_not1_b32" => (SBit2 { f: Bit2::Andn2, w64: false }, Gfx11),
        "s_and_not1_b64" => (SBit2 { f: Bit2::Andn2, w64: true }, Gfx11),
        "s_or_not1_b32" => (SBit2 { f: Bit2::Orn2, w64: false }, Gfx11),
        "s_or_not1_b64" => (SBit2 { f: Bit2::Orn2, w64: true }, Gfx11),
        "s_not_b32" => (SNot { w64: false }, Any),
        "s_not_b64" => (SNot { w64: true }, Any),
        "s_lshl_b32" => (SShift { k: Shift::Lshl, w64: false }, Any),
        "s_lshl_b64" => (SShift { k: Shift::Lshl, w64: true }, Any),
        "s_lshr_b32" => (SShift { k: Shift::Lshr, w64: false }, Any),
        "s_lshr_b64" => (SShift { k: Shift::Lshr, w64: true }, Any),
        "s_ashr_i32" => (SShift { k: Shift::Ashr, w64: false }, Any),
        "s_ashr_i64" => (SShift { k: Shift::Ashr, w64: true }, Any),
        "s_add_u32" => (SAddU32, Any),
        "s_addc_u32" => (SAddcU32, Any),
        "s_sub_u32" => (SSubU32, Any),
        "s_subb_u32" => (SSubbU32, Any),
        "s_add_i32" => (SAddI32, Any),
        "s_sub_i32" => (SSubI32, Any),
        "s_mul_i32" => (SMulI32, Any),
        "s_mul_hi_u32" => (SMulHi { signed: false }, Any),
        "s_mul_hi_i32" => (SMulHi { signed: true }, Any),
        "s_min_i32" => (SMinMax { max: false, signed: true }, Any),
        "s_min_u32" => (SMinMax { max: false, signed: false }, Any),
        "s_max_i32" => (SMinMax { max: true, signed: true }, Any),
        "s_max_u32" => (SMinMax { max: true, signed: false }, Any),
        "s_sext_i32_i8" => (SSext { bits: 8 }, Any),
        "s_sext_i32_i16" => (SSext { bits: 16 }, Any),
        "s_bfe_i32" => (SBfe { signed: true }, Any),
        "s_bfe_u32" => (SBfe { signed: false }, Any),
        "s_bitcmp1_b32" => (SBitcmp { one: true }, Any),
        "s_bitcmp0_b32" => (SBitcmp { one: false }, Any),
        "s_abs_i32" => (SAbs, Any),
        "s_and_saveexec_b64" => (SAndSaveexec { w64: true }, Any),
        "s_and_saveexec_b32" => (SAndSaveexec { w64: false }, Any),
        "s_load_dword" => (SLoad { dwords: 1 }, Gfx9),
        "s_load_dwordx2" => (SLoad { dwords: 2 }, Gfx9),
        "s_load_dwordx4" => (SLoad { dwords: 4 }, Gfx9),
        "s_load_dwordx8" => (SLoad { dwords: 8 }, Gfx9),
        "s_load_b32" => (SLoad { dwords: 1 }, Gfx11),
        "s_load_b64" => (SLoad { dwords: 2 }, Gfx11),
        "s_load_b128" => (SLoad { dwords: 4 }, Gfx11),
        "s_load_b256" => (SLoad { dwords: 8 }, Gfx11),
        "s_waitcnt" => (SWaitcnt, Any),
        "s_waitcnt_vscnt" => (SWaitcntVscnt, Gfx11),
        "s_nop" => (SNop, Any),
        "s_barrier" => (SBarrier, Any),
        "s_branch" => (SBranch(Branch::Always), Any),
        "s_cbranch_scc0" => (SBranch(Branch::Scc0), Any),
        "s_cbranch_scc1" => (SBranch(Branch::Scc1), Any),
        "s_cbranch_vccz" => (SBranch(Branch::Vccz), Any),
        "s_cbranch_vccnz" => (SBranch(Branch::Vccnz), Any),
        "s_cbranch_execz" => (SBranch(Branch::Execz), Any),
        "s_cbranch_execnz" => (SBranch(Branch::Execnz), Any),
        "s_endpgm" => (SEndpgm, Any),
        "s_getpc_b64" => (SGetpc, Any),
        "s_setpc_b64" => (SSetpc, Any),
        // VALU
        "v_mov_b32" => (VMov, Any),
        "v_readfirstlane_b32" => (VReadfirstlane, Any),
        "v_readlane_b32" => (VReadlane, Any),
        "v_writelane_b32" => (VWritelane, Any),
        "v_cndmask_b32" => (VCndmask, Any),
        "v_add_u32" => (VInt2(Int2::Add), Gfx9),
        "v_sub_u32" => (VInt2(Int2::Sub), Gfx9),
        "v_subrev_u32" => (VInt2(Int2::Subrev), Gfx9),
        "v_add_nc_u32" => (VInt2(Int2::Add), Gfx11),
        "v_sub_nc_u32" => (VInt2(Int2::Sub), Gfx11),
        "v_subrev_nc_u32" => (VInt2(Int2::Subrev), Gfx11),
        "v_mul_lo_u32" => (VInt2(Int2::MulLo), Any),
        "v_mul_hi_u32" => (VInt2(Int2::MulHiU), Any),
        "v_mul_hi_i32" => (VInt2(Int2::MulHiI), Any),
        "v_and_b32" => (VInt2(Int2::And), Any),
        "v_or_b32" => (VInt2(Int2::Or), Any),
        "v_xor_b32" => (VInt2(Int2::Xor), Any),
        "v_min_i32" => (VInt2(Int2::MinI), Any),
        "v_max_i32" => (VInt2(Int2::MaxI), Any),
        "v_min_u32" => (VInt2(Int2::MinU), Any),
        "v_max_u32" => (VInt2(Int2::MaxU), Any),
        "v_add3_u32" => (VAdd3, Any),
        "v_not_b32" => (VNot, Any),
        "v_lshlrev_b32" => (VShiftRev { k: Shift::Lshl, w64: false }, Any),
        "v_lshrrev_b32" => (VShiftRev { k: Shift::Lshr, w64: false }, Any),
        "v_ashrrev_i32" => (VShiftRev { k: Shift::Ashr, w64: false }, Any),
        "v_lshlrev_b64" => (VShiftRev { k: Shift::Lshl, w64: true }, Any),
        "v_lshrrev_b64" => (VShiftRev { k: Shift::Lshr, w64: true }, Any),
        "v_ashrrev_i64" => (VShiftRev { k: Shift::Ashr, w64: true }, Any),
        "v_bfe_i32" => (VBfe { signed: true }, Any),
        "v_bfe_u32" => (VBfe { signed: false }, Any),
        "v_add_co_u32" => (VAddCo { sub: false }, Any),
        "v_sub_co_u32" => (VAddCo { sub: true }, Any),
        "v_addc_co_u32" => (VAddCi { sub: false }, Gfx9),
        "v_subb_co_u32" => (VAddCi { sub: true }, Gfx9),
        "v_add_co_ci_u32" => (VAddCi { sub: false }, Gfx11),
        "v_sub_co_ci_u32" => (VAddCi { sub: true }, Gfx11),
        "v_mbcnt_lo_u32_b32" => (VMbcnt { hi: false }, Any),
        "v_mbcnt_hi_u32_b32" => (VMbcnt { hi: true }, Any),
        "v_add_f32" => (VF2 { f: F2::Add, f64: false }, Any),
        "v_sub_f32" => (VF2 { f: F2::Sub, f64: false }, Any),
        "v_subrev_f32" => (VF2 { f: F2::Subrev, f64: false }, Any),
        "v_mul_f32" => (VF2 { f: F2::Mul, f64: false }, Any),
        "v_min_f32" => (VF2 { f: F2::Min, f64: false }, Any),
        "v_max_f32" => (VF2 { f: F2::Max, f64: false }, Any),
        "v_add_f64" => (VF2 { f: F2::Add, f64: true }, Any),
        "v_mul_f64" => (VF2 { f: F2::Mul, f64: true }, Any),
        "v_min_f64" => (VF2 { f: F2::Min, f64: true }, Any),
        "v_max_f64" => (VF2 { f: F2::Max, f64: true }, Any),
        "v_fma_f16" => (VFma { ty: Ty::F16 }, Any),
        "v_fma_f32" => (VFma { ty: Ty::F32 }, Any),
        "v_fma_f64" => (VFma { ty: Ty::F64 }, Any),
        "v_rcp_f32" => (VF1 { f: F1::Rcp, f64: false }, Any),
        "v_rcp_iflag_f32" => (VF1 { f: F1::RcpIflag, f64: false }, Any),
        "v_rsq_f32" => (VF1 { f: F1::Rsq, f64: false }, Any),
        "v_sqrt_f32" => (VF1 { f: F1::Sqrt, f64: false }, Any),
        "v_exp_f32" => (VF1 { f: F1::Exp, f64: false }, Any),
        "v_log_f32" => (VF1 { f: F1::Log, f64: false }, Any),
        "v_sin_f32" => (VF1 { f: F1::Sin, f64: false }, Any),
        "v_cos_f32" => (VF1 { f: F1::Cos, f64: false }, Any),
        "v_floor_f32" => (VF1 { f: F1::Floor, f64: false }, Any),
        "v_ceil_f32" => (VF1 { f: F1::Ceil, f64: false }, Any),
        "v_trunc_f32" => (VF1 { f: F1::Trunc, f64: false }, Any),
        "v_rndne_f32" => (VF1 { f: F1::Rndne, f64: false }, Any),
        "v_fract_f32" => (VF1 { f: F1::Fract, f64: false }, Any),
        "v_rcp_f64" => (VF1 { f: F1::Rcp, f64: true }, Any),
        "v_rsq_f64" => (VF1 { f: F1::Rsq, f64: true }, Any),
        "v_floor_f64" => (VF1 { f: F1::Floor, f64: true }, Any),
        "v_ceil_f64" => (VF1 { f: F1::Ceil, f64: true }, Any),
        "v_trunc_f64" => (VF1 { f: F1::Trunc, f64: true }, Any),
        "v_rndne_f64" => (VF1 { f: F1::Rndne, f64: true }, Any),
        "v_fract_f64" => (VF1 { f: F1::Fract, f64: true }, Any),
        "v_ldexp_f32" => (VLdexp { f64: false }, Any),
        "v_ldexp_f64" => (VLdexp { f64: true }, Any),
        "v_div_scale_f32" => (VDivScale { f64: false }, Any),
        "v_div_scale_f64" => (VDivScale { f64: true }, Any),
        "v_div_fmas_f32" => (VDivFmas { f64: false }, Any),
        "v_div_fmas_f64" => (VDivFmas { f64: true }, Any),
        "v_div_fixup_f32" => (VDivFixup { f64: false }, Any),
        "v_div_fixup_f64" => (VDivFixup { f64: true }, Any),
        // Memory
        "global_load_ubyte" => (GlobalLoad { bytes: 1, signed: false }, Gfx9),
        "global_load_sbyte" => (GlobalLoad { bytes: 1, signed: true }, Gfx9),
        "global_load_ushort" => (GlobalLoad { bytes: 2, signed: false }, Gfx9),
        "global_load_sshort" => (GlobalLoad { bytes: 2, signed: true }, Gfx9),
        "global_load_dword" => (GlobalLoad { bytes: 4, signed: false }, Gfx9),
        "global_load_dwordx2" => (GlobalLoad { bytes: 8, signed: false }, Gfx9),
        "global_load_dwordx3" => (GlobalLoad { bytes: 12, signed: false }, Gfx9),
        "global_load_dwordx4" => (GlobalLoad { bytes: 16, signed: false }, Gfx9),
        "global_load_u8" => (GlobalLoad { bytes: 1, signed: false }, Gfx11),
        "global_load_i8" => (GlobalLoad { bytes: 1, signed: true }, Gfx11),
        "global_load_u16" => (GlobalLoad { bytes: 2, signed: false }, Gfx11),
        "global_load_i16" => (GlobalLoad { bytes: 2, signed: true }, Gfx11),
        "global_load_b32" => (GlobalLoad { bytes: 4, signed: false }, Gfx11),
        "global_load_b64" => (GlobalLoad { bytes: 8, signed: false }, Gfx11),
        "global_load_b96" => (GlobalLoad { bytes: 12, signed: false }, Gfx11),
        "global_load_b128" => (GlobalLoad { bytes: 16, signed: false }, Gfx11),
        "global_store_byte" => (GlobalStore { bytes: 1 }, Gfx9),
        "global_store_short" => (GlobalStore { bytes: 2 }, Gfx9),
        "global_store_dword" => (GlobalStore { bytes: 4 }, Gfx9),
        "global_store_dwordx2" => (GlobalStore { bytes: 8 }, Gfx9),
        "global_store_dwordx3" => (GlobalStore { bytes: 12 }, Gfx9),
        "global_store_dwordx4" => (GlobalStore { bytes: 16 }, Gfx9),
        "global_store_b8" => (GlobalStore { bytes: 1 }, Gfx11),
        "global_store_b16" => (GlobalStore { bytes: 2 }, Gfx11),
        "global_store_b32" => (GlobalStore { bytes: 4 }, Gfx11),
        "global_store_b64" => (GlobalStore { bytes: 8 }, Gfx11),
        "global_store_b96" => (GlobalStore { bytes: 12 }, Gfx11),
        "global_store_b128" => (GlobalStore { bytes: 16 }, Gfx11),
        "ds_read_u8" => (DsRead { bytes: 1, signed: false }, Gfx9),
        "ds_read_i8" => (DsRead { bytes: 1, signed: true }, Gfx9),
        "ds_read_u16" => (DsRead { bytes: 2, signed: false }, Gfx9),
        "ds_read_i16" => (DsRead { bytes: 2, signed: true }, Gfx9),
        "ds_read_b32" => (DsRead { bytes: 4, signed: false }, Gfx9),
        "ds_read_b64" => (DsRead { bytes: 8, signed: false }, Gfx9),
        "ds_read_b128" => (DsRead { bytes: 16, signed: false }, Gfx9),
        "ds_load_u8" => (DsRead { bytes: 1, signed: false }, Gfx11),
        "ds_load_i8" => (DsRead { bytes: 1, signed: true }, Gfx11),
        "ds_load_u16" => (DsRead { bytes: 2, signed: false }, Gfx11),
        "ds_load_i16" => (DsRead { bytes: 2, signed: true }, Gfx11),
        "ds_load_b32" => (DsRead { bytes: 4, signed: false }, Gfx11),
        "ds_load_b64" => (DsRead { bytes: 8, signed: false }, Gfx11),
        "ds_load_b128" => (DsRead { bytes: 16, signed: false }, Gfx11),
        "ds_write_b8" => (DsWrite { bytes: 1, hi: false }, Gfx9),
        "ds_write_b16" => (DsWrite { bytes: 2, hi: false }, Gfx9),
        "ds_write_b16_d16_hi" => (DsWrite { bytes: 2, hi: true }, Gfx9),
        "ds_write_b32" => (DsWrite { bytes: 4, hi: false }, Gfx9),
        "ds_write_b64" => (DsWrite { bytes: 8, hi: false }, Gfx9),
        "ds_write_b128" => (DsWrite { bytes: 16, hi: false }, Gfx9),
        "ds_store_b8" => (DsWrite { bytes: 1, hi: false }, Gfx11),
        "ds_store_b16" => (DsWrite { bytes: 2, hi: false }, Gfx11),
        "ds_store_b16_d16_hi" => (DsWrite { bytes: 2, hi: true }, Gfx11),
        "ds_store_b32" => (DsWrite { bytes: 4, hi: false }, Gfx11),
        "ds_store_b64" => (DsWrite { bytes: 8, hi: false }, Gfx11),
        "ds_store_b128" => (DsWrite { bytes: 16, hi: false }, Gfx11),
        "ds_bpermute_b32" => (DsBpermute, Any),
        "v_accvgpr_read_b32" | "v_accvgpr_read" => (AccRead, Gfx9),
        "v_accvgpr_write_b32" | "v_accvgpr_write" => (AccWrite, Gfx9),
        "v_accvgpr_mov_b32" => (AccMov, Gfx9),
        "v_nop" => (VNop, Any),
        _ => return matrix::decode(m).map(|s| (Matrix(s), if s.wmma() { Gfx11 } else { Gfx9 })),
    };
    Some(r)
}

/// Operand counts an instruction must have (before modifiers).
fn arity(op: Op, e32: bool) -> (usize, usize) {
    use Op::*;
    match op {
        SNop | SWaitcnt => (0, 3),
        SBarrier | SEndpgm | VNop => (0, 0),
        Matrix(_) => (4, 4),
        AccRead | AccWrite | AccMov => (2, 2),
        SBranch(_) | SGetpc | SSetpc => (1, 1),
        SWaitcntVscnt => (2, 2),
        SMov { .. } | SNot { .. } | SSext { .. } | SAbs | SAndSaveexec { .. } => (2, 2),
        SCmp { .. } | SBitcmp { .. } => (2, 2),
        SLoad { .. } => (3, 3),
        SCselect { .. }
        | SBit2 { .. }
        | SShift { .. }
        | SAddU32
        | SAddcU32
        | SSubU32
        | SSubbU32
        | SAddI32
        | SSubI32
        | SMulI32
        | SMulHi { .. }
        | SMinMax { .. }
        | SBfe { .. } => (3, 3),
        VMov | VReadfirstlane | VNot | VF1 { .. } | VCvt { .. } => (2, 2),
        VReadlane | VWritelane | VInt2(_) | VShiftRev { .. } | VF2 { .. } | VLdexp { .. } | VMbcnt { .. } => (3, 3),
        VCmp { .. } | VCmpClass { .. } => {
            if e32 {
                (2, 3)
            } else {
                (3, 3)
            }
        }
        VCndmask => (4, 4),
        VAdd3 | VBfe { .. } | VFma { .. } | VDivFmas { .. } | VDivFixup { .. } => (4, 4),
        VAddCo { .. } => (4, 4),
        VAddCi { .. } | VDivScale { .. } => (5, 5),
        GlobalLoad { .. } => (3, 3),
        GlobalStore { .. } => (3, 3),
        GlobalAtomic { .. } => (3, 4),
        DsRead { .. } => (2, 2),
        DsWrite { .. } => (2, 2),
        DsBpermute => (3, 3),
    }
}

fn parse_wait(inst: &mut Inst, fields: &[&str], gfx11: bool) -> Result<(), String> {
    for f in fields {
        for tok in f.split(|c: char| c.is_whitespace() || c == '&') {
            let tok = tok.trim();
            if tok.is_empty() {
                continue;
            }
            if let Some((name, rest)) = tok.split_once('(') {
                let n = rest.strip_suffix(')').and_then(num).ok_or_else(|| format!("bad counter `{tok}`"))?;
                let n = u32::try_from(n).map_err(|_| format!("bad counter `{tok}`"))?;
                match name {
                    "vmcnt" => inst.wait[0] = Some(n),
                    "lgkmcnt" => inst.wait[1] = Some(n),
                    "expcnt" => {}
                    _ => return Err(format!("unknown counter `{name}`")),
                }
            } else if let Some(v) = num(tok) {
                // The raw encoding.
                let v = v as u32;
                let (vm, lgkm) = if gfx11 {
                    ((v >> 10) & 0x3f, (v >> 4) & 0x3f)
                } else {
                    ((v & 0xf) | ((v >> 14) & 0x3) << 4, (v >> 8) & 0xf)
                };
                let (vm_max, lgkm_max) = if gfx11 { (0x3f, 0x3f) } else { (0x3f, 0xf) };
                inst.wait[0] = (vm != vm_max).then_some(vm);
                inst.wait[1] = (lgkm != lgkm_max).then_some(lgkm);
            } else {
                return Err(format!("bad s_waitcnt operand `{tok}`"));
            }
        }
    }
    Ok(())
}

/// `(.LA-.LB)&4294967295` or `(.LA-.LB)>>32`: the low or high 32 bits of the bytes from `.LB`
/// to `.LA` in the simulator's layout (4 bytes an instruction), a literal.
fn label_distance(t: &str, labels: &HashMap<String, u32>) -> Result<Opnd, String> {
    let bad = || format!("bad label distance `{t}`");
    let (diff, hi) = match t.strip_suffix(")&4294967295") {
        Some(d) => (d, false),
        None => (t.strip_suffix(")>>32").ok_or_else(bad)?, true),
    };
    let (to, from) = diff.strip_prefix('(').and_then(|d| d.split_once('-')).ok_or_else(bad)?;
    let at = |l: &str| labels.get(l).map(|&i| i as i64).ok_or_else(|| format!("unknown label `{l}`"));
    let d = 4 * (at(to)? - at(from)?);
    let v = if hi { (d >> 32) as u32 } else { d as u32 };
    Ok(Opnd::Imm { v: v as i64, literal: true })
}

fn parse_inst(p: &Program, text: &str, line: usize, labels: &HashMap<String, u32>) -> Result<Inst, String> {
    let (mnemonic, rest) = match text.split_once(char::is_whitespace) {
        Some((m, r)) => (m, r.trim()),
        None => (text, ""),
    };
    let mut m = mnemonic;
    let mut e32 = false;
    for suffix in ["_e64", "_e32"] {
        if let Some(s) = m.strip_suffix(suffix) {
            e32 = suffix == "_e32";
            m = s;
        }
    }
    if m.ends_with("_sdwa") || m.ends_with("_dpp") {
        return Err(format!("`{mnemonic}`: SDWA and DPP forms are not simulated"));
    }
    let (op, gen) = decode(m).ok_or_else(|| format!("unknown mnemonic `{mnemonic}`"))?;
    match gen {
        Gen::Gfx9 if p.gfx11 => {
            return Err(format!("`{mnemonic}` is a GFX9 mnemonic; {} spells it differently", p.gfx))
        }
        Gen::Gfx11 if !p.gfx11 => return Err(format!("`{mnemonic}` is a GFX11 mnemonic, not one of {}", p.gfx)),
        _ => {}
    }
    match op {
        Op::Matrix(shape) => matrix::available(shape, &p.gfx, p.wave).map_err(|e| format!("`{mnemonic}`: {e}"))?,
        Op::AccRead | Op::AccWrite | Op::AccMov if p.gfx != "gfx90a" && !p.gfx.starts_with("gfx94") => {
            return Err(format!("`{mnemonic}`: AGPRs are simulated on gfx90a and gfx94x only, not {}", p.gfx))
        }
        _ => {}
    }
    let mut inst =
        Inst { op, ops: Vec::new(), offset: 0, ret: false, wait: [None; 3], line: line as u32 + 1, text: text.into() };
    let fields: Vec<&str> = if rest.is_empty() { Vec::new() } else { rest.split(',').map(str::trim).collect() };
    if op == Op::SWaitcnt {
        parse_wait(&mut inst, &fields, p.gfx11)?;
        return Ok(inst);
    }
    for (k, f) in fields.iter().enumerate() {
        let mut toks = f.split_whitespace();
        let Some(first) = toks.next() else { return Err("an empty operand".into()) };
        let mods: Vec<&str> = toks.collect();
        if !mods.is_empty() && k + 1 != fields.len() {
            return Err(format!("modifiers `{}` before the last operand", mods.join(" ")));
        }
        // A lone modifier (`ds_read_b32 v1, v2 offset:4` has it after the last operand).
        let o = if matches!(op, Op::SBranch(_)) {
            let t = *labels.get(first).ok_or_else(|| format!("unknown label `{first}`"))?;
            Opnd::Label(t)
        } else if first.starts_with('(') {
            label_distance(first, labels)?
        } else if first == "off" {
            Opnd::Off
        } else {
            parse_reg(first)?
        };
        inst.ops.push(o);
        for m in mods {
            if let Some(v) = m.strip_prefix("offset:") {
                inst.offset = num(v).ok_or_else(|| format!("bad offset `{m}`"))? as i32;
            } else {
                match m {
                    "glc" => {
                        if p.gfx == "gfx940" || p.gfx == "gfx941" || p.gfx == "gfx942" {
                            return Err(format!("`glc` is not a {} modifier (sc0 is)", p.gfx));
                        }
                        inst.ret = true
                    }
                    "sc0" => {
                        if !p.gfx.starts_with("gfx94") {
                            return Err(format!("`sc0` is not a {} modifier", p.gfx));
                        }
                        inst.ret = true
                    }
                    "slc" | "dlc" | "nt" | "sc1" => {}
                    _ => return Err(format!("unknown modifier `{m}`")),
                }
            }
        }
    }
    let (lo, hi) = arity(op, e32);
    if inst.ops.len() < lo || inst.ops.len() > hi {
        return Err(format!(
            "{} operands, expected {}",
            inst.ops.len(),
            if lo == hi { lo.to_string() } else { format!("{lo} to {hi}") }
        ));
    }
    if matches!(op, Op::GlobalAtomic { .. }) && inst.ret != (inst.ops.len() == 4) {
        return Err(if inst.ret {
            "an atomic that returns the old value (glc/sc0) needs a destination".into()
        } else {
            "an atomic with a destination needs glc (sc0 on gfx94x) to return the old value".into()
        });
    }
    if matches!(op, Op::GlobalLoad { .. } | Op::GlobalStore { .. } | Op::GlobalAtomic { .. })
        && !(-4096..4096).contains(&inst.offset)
    {
        return Err(format!("offset:{} does not fit the instruction's signed 13-bit field", inst.offset));
    }
    if matches!(op, Op::DsRead { .. } | Op::DsWrite { .. } | Op::DsBpermute) && !(0..65536).contains(&inst.offset) {
        return Err(format!("offset:{} does not fit the instruction's unsigned 16-bit field", inst.offset));
    }
    // v_cmp_*_e32 writes VCC implicitly: make it explicit.
    if matches!(op, Op::VCmp { .. } | Op::VCmpClass { .. }) && inst.ops.len() == 2 {
        let vcc = Opnd::S { r: VCC, n: if p.wave == 64 { 2 } else { 1 }, neg: false };
        inst.ops.insert(0, vcc);
    }
    Ok(inst)
}
