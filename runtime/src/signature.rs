//! A kernel's launch signature: one [`ParamSig`] per parameter, in order, as the argument check,
//! the tensor-map checks and the kernel image all read it; [`signature_of`] derives it from a
//! tile kernel.

use tessera_ir::{DType, Kernel, Scalar, Type};

/// One kernel parameter as the launch sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParamSig {
    /// The tile parameter's name, without `%` (for messages).
    pub name: String,
    /// `Num(d)` or `Ptr(d)`, scalar shape.
    pub ty: Type,
    /// For pointers: the fewest elements the buffer must hold, when known. Kernels cannot state
    /// extents yet, so the compiler leaves this `None`; tests and embedders set it (see
    /// [`crate::LoadedKernel::with_min_len`]).
    pub min_len: Option<u64>,
}

impl ParamSig {
    pub fn new(name: impl Into<String>, ty: Type) -> ParamSig {
        ParamSig { name: name.into(), ty, min_len: None }
    }
    pub fn ptr(name: impl Into<String>, d: DType) -> ParamSig {
        ParamSig::new(name, Type::ptr(d))
    }
    pub fn num(name: impl Into<String>, d: DType) -> ParamSig {
        ParamSig::new(name, Type::num(d))
    }
}

/// The launch signature of a tile kernel: its parameters, in order.
pub fn signature_of(kernel: &Kernel) -> Vec<ParamSig> {
    kernel
        .params
        .iter()
        .map(|p| {
            // A verified kernel's params are scalars; an unknown value gets an impossible type
            // that the argument check reports instead of panicking here.
            let missing = Type::tile(Scalar::Num(DType::I1), &[0]).unwrap_or(Type::I1);
            let ty = kernel.values.get(p.value).map_or(missing, |v| v.ty);
            ParamSig::new(p.name.clone(), ty)
        })
        .collect()
}
