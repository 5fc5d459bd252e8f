//! What an instruction line decodes to: [`Inst`], its [`Op`] (the mnemonic, with the variant
//! that selects the semantics: widths, types, conditions) and its operands ([`Opnd`]), and the
//! special SGPR numbers (VCC, M0, `null`, EXEC) and the code layout ([`CODE_BASE`]).

use crate::amdgcn::matrix::MatShape;

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
/// GFX9's FLAT_SCRATCH pair (`flat_scratch_lo`, `flat_scratch_hi`).
pub const FLAT_SCRATCH: u8 = 102;
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
    /// `scratch_load*`: from the lane's private (scratch) memory.
    ScratchLoad {
        bytes: u8,
    },
    /// `scratch_store*`: to the lane's private memory.
    ScratchStore {
        bytes: u8,
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
