//! Parameters, program ids and ranges, and constants: the values a kernel starts from.

use super::{Builder, Tv};
use crate::constant::Const;
use crate::kernel::ParamAttrs;
use crate::op::Op;
use crate::types::{DType, Type};

impl Builder {
    /// A scalar parameter.
    #[track_caller]
    pub fn param(&self, name: &str, ty: impl Into<Type>) -> Tv<'_> {
        self.param_with(name, ty.into(), ParamAttrs::default())
    }

    /// A pointer parameter to elements of `elem`.
    #[track_caller]
    pub fn ptr_param(&self, name: &str, elem: DType) -> Tv<'_> {
        self.param_with(name, Type::ptr(elem), ParamAttrs::default())
    }

    /// A parameter with attributes (`align` for pointers, `div` for integers).
    #[track_caller]
    pub fn param_with(&self, name: &str, ty: Type, attrs: ParamAttrs) -> Tv<'_> {
        self.wrap(|| {
            let mut st = self.st.borrow_mut();
            if st.k.params.iter().any(|p| p.name == name) {
                return Err(format!("parameter {name} is declared twice"));
            }
            if st.cur.len() > 1 || !st.k.regions[st.k.body].insts.is_empty() {
                return Err("parameters must be declared before the first op".into());
            }
            Ok(self.tv(st.k.add_param(name, ty, attrs)))
        })
    }

    /// This program's index along grid axis 0, 1 or 2.
    #[track_caller]
    pub fn program_id(&self, axis: u8) -> Tv<'_> {
        self.wrap(|| Ok(self.tv(self.push(Op::ProgramId(axis), &[], Type::I32))))
    }

    /// The number of programs along grid axis 0, 1 or 2.
    #[track_caller]
    pub fn num_programs(&self, axis: u8) -> Tv<'_> {
        self.wrap(|| Ok(self.tv(self.push(Op::NumPrograms(axis), &[], Type::I32))))
    }

    /// The i32 tile `[start, start+1, .., end-1]`.
    #[track_caller]
    pub fn arange(&self, start: i32, end: i32) -> Tv<'_> {
        self.wrap(|| {
            let n = (end as i64 - start as i64).max(0) as u32;
            let ty = Type::tile(DType::I32, &[n]).ok_or("bad shape")?;
            Ok(self.tv(self.push(Op::Arange { start, end }, &[], ty)))
        })
    }

    /// A scalar constant of element type `dtype` (ints wrap, floats round to nearest).
    #[track_caller]
    pub fn cst(&self, dtype: DType, value: f64) -> Tv<'_> {
        self.wrap(|| Ok(self.tv(self.constant(Type::num(dtype), Const::from_f64(dtype, value)))))
    }

    /// A tile of `dims` filled with `value`.
    #[track_caller]
    pub fn full(&self, dims: &[u32], dtype: DType, value: f64) -> Tv<'_> {
        self.wrap(|| {
            let ty = Type::tile(dtype, dims).ok_or("rank exceeds 4")?;
            let c = if dtype.is_int() { Const::from_i64(dtype, value as i64) } else { Const::from_f64(dtype, value) };
            Ok(self.tv(self.constant(ty, c)))
        })
    }

    /// A scalar constant with exactly the bits of `c` (NaN payloads and i64 extremes included).
    #[track_caller]
    pub fn const_value(&self, c: Const) -> Tv<'_> {
        self.wrap(|| Ok(self.tv(self.constant(Type::num(c.dtype), c))))
    }

    /// A tile of `dims` whose every element has exactly the bits of `c`.
    #[track_caller]
    pub fn const_tile(&self, dims: &[u32], c: Const) -> Tv<'_> {
        self.wrap(|| Ok(self.tv(self.constant(Type::tile(c.dtype, dims).ok_or("rank exceeds 4")?, c))))
    }

    /// A tile of zeros.
    #[track_caller]
    pub fn zeros(&self, dims: &[u32], dtype: DType) -> Tv<'_> {
        self.full(dims, dtype, 0.0)
    }
}
