//! `Kernel`: the in-memory tile program. SSA values, instructions and structured regions live in
//! `cranelift-entity` maps; a region is an ordered list of instructions with parameters.
//!
//! ```text
//!   Kernel { params, num_warps, num_stages, body: Region }
//!   Region { params: [Value], insts: [Inst] }      body: no params, no yield
//!   Inst   { op, args: [Value], results: [Value], regions: [Region] }
//!            for: args lo hi step inits..; one region, params iv carried..; ends in yield
//!            if:  args cond; regions then, else; each ends in yield
//! ```
//!
//! Value names are kept only for printing (`%offs` reads better than `%7`); they carry no meaning.
//! Source lines are kept per instruction so that the verifier can point into `.tile` text.

use crate::op::Op;
use crate::types::Type;
use cranelift_entity::{entity_impl, PrimaryMap, SecondaryMap};
use smallvec::SmallVec;

/// An SSA value.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Value(u32);
entity_impl!(Value, "%");

/// An instruction.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Inst(u32);
entity_impl!(Inst, "inst");

/// A structured region: the body of a kernel, a loop or one arm of an if.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Region(u32);
entity_impl!(Region, "region");

/// Where a value comes from.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ValueDef {
    /// The n-th kernel parameter.
    Param(u32),
    /// The n-th result of an instruction.
    Result(Inst, u32),
    /// The n-th parameter of a region (a loop's induction variable and carried values).
    RegionParam(Region, u32),
}

#[derive(Clone, Debug, PartialEq)]
pub struct ValueData {
    pub ty: Type,
    pub def: ValueDef,
}

/// Facts about a parameter that the compiler may specialise on (Triton's "specialisation").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ParamAttrs {
    /// Pointers: the address is a multiple of this many bytes (a power of two).
    pub align: Option<u32>,
    /// Integers: the value is a multiple of this (a power of two).
    pub div: Option<u32>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    pub name: String,
    pub value: Value,
    pub attrs: ParamAttrs,
}

#[derive(Clone, Debug, PartialEq)]
pub struct InstData {
    pub op: Op,
    pub args: SmallVec<[Value; 4]>,
    pub results: SmallVec<[Value; 2]>,
    pub regions: SmallVec<[Region; 2]>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct RegionData {
    pub params: SmallVec<[Value; 4]>,
    pub insts: Vec<Inst>,
}

/// A tile kernel.
#[derive(Clone, Debug)]
pub struct Kernel {
    pub name: String,
    pub params: Vec<Param>,
    /// Warps (NVIDIA) or waves (AMD) per program: a power of two in 1..=16.
    pub num_warps: u32,
    /// Software pipelining depth, as Triton's `num_stages`: a kernel attribute that applies to
    /// every loop of the kernel whose loads feed a tensor-core `dot` (1 is the plain loop; at
    /// most 8). `None`, when the kernel does not say, is the target's default, as Triton's:
    /// 3 on NVIDIA (fewer where the ring would not fit in shared memory), and on AMD the
    /// two register-staged slots that its pipelining always has (`isel::lower::pipeline`).
    /// A hint to the compiler with no effect on the meaning.
    pub num_stages: Option<u32>,
    pub body: Region,
    pub regions: PrimaryMap<Region, RegionData>,
    pub insts: PrimaryMap<Inst, InstData>,
    pub values: PrimaryMap<Value, ValueData>,
    /// Names for printing; empty when none was given.
    pub names: SecondaryMap<Value, String>,
    /// 1-based source line of each instruction that came from text; 0 when unknown.
    pub lines: SecondaryMap<Inst, u32>,
}

impl Kernel {
    /// An empty kernel with an empty body.
    pub fn new(name: impl Into<String>) -> Kernel {
        let mut regions = PrimaryMap::new();
        let body = regions.push(RegionData::default());
        Kernel {
            name: name.into(),
            params: Vec::new(),
            num_warps: 4,
            num_stages: None,
            body,
            regions,
            insts: PrimaryMap::new(),
            values: PrimaryMap::new(),
            names: SecondaryMap::new(),
            lines: SecondaryMap::new(),
        }
    }

    pub fn ty(&self, v: Value) -> Type {
        self.values[v].ty
    }

    /// Adds a kernel parameter of a scalar type.
    pub fn add_param(&mut self, name: impl Into<String>, ty: Type, attrs: ParamAttrs) -> Value {
        let idx = self.params.len() as u32;
        let value = self.values.push(ValueData { ty, def: ValueDef::Param(idx) });
        let name = name.into();
        self.names[value] = name.clone();
        self.params.push(Param { name, value, attrs });
        value
    }

    /// A new empty region with parameters of the given types.
    pub fn add_region(&mut self, param_tys: &[Type]) -> Region {
        let r = self.regions.push(RegionData::default());
        for (i, &ty) in param_tys.iter().enumerate() {
            let v = self.values.push(ValueData { ty, def: ValueDef::RegionParam(r, i as u32) });
            self.regions[r].params.push(v);
        }
        r
    }

    /// Appends an instruction to `region`, creating one result value per type.
    pub fn push_inst(
        &mut self,
        region: Region,
        op: Op,
        args: &[Value],
        result_tys: &[Type],
        regions: &[Region],
    ) -> Inst {
        let inst =
            self.insts.push(InstData { op, args: args.into(), results: SmallVec::new(), regions: regions.into() });
        for (i, &ty) in result_tys.iter().enumerate() {
            let v = self.values.push(ValueData { ty, def: ValueDef::Result(inst, i as u32) });
            self.insts[inst].results.push(v);
        }
        self.regions[region].insts.push(inst);
        inst
    }

    /// The name to show for a value in messages: its given name, else its number.
    pub fn value_label(&self, v: Value) -> String {
        let n = &self.names[v];
        if n.is_empty() {
            format!("{v}")
        } else {
            format!("%{n}")
        }
    }

    /// Every instruction in program order, nested regions included (pre-order).
    pub fn walk(&self) -> Vec<Inst> {
        let mut out = Vec::with_capacity(self.insts.len());
        self.walk_region(self.body, &mut out);
        out
    }

    fn walk_region(&self, r: Region, out: &mut Vec<Inst>) {
        for &i in &self.regions[r].insts {
            out.push(i);
            for &sub in &self.insts[i].regions {
                self.walk_region(sub, out);
            }
        }
    }

    /// The first result of an instruction (panics on an instruction without results; only for
    /// callers that created it).
    pub fn result(&self, i: Inst) -> Value {
        self.insts[i].results[0]
    }
}
