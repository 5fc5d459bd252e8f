//! Control flow: `for_range` (a counted loop carrying values) and `if_else` / `if_then`, each
//! filling its regions through closures while the builder's current region is theirs.

use super::{Builder, Operand, Tv};
use crate::kernel::{Region, Value};
use crate::op::Op;
use crate::types::{DType, Type};

impl Builder {
    fn with_region<R>(&self, r: Region, f: impl FnOnce() -> R) -> R {
        self.st.borrow_mut().cur.push(r);
        let out = f();
        self.st.borrow_mut().cur.pop();
        out
    }

    /// `for iv = lo; iv < hi; iv += step` carrying `inits`; `body(iv, carried)` returns the
    /// next carried values. Returns the final carried values.
    #[track_caller]
    pub fn for_range<'s>(
        &'s self,
        lo: impl Into<Operand<'s>>,
        hi: impl Into<Operand<'s>>,
        step: impl Into<Operand<'s>>,
        inits: &[Tv<'s>],
        body: impl FnOnce(Tv<'s>, &[Tv<'s>]) -> Vec<Tv<'s>>,
    ) -> Vec<Tv<'s>> {
        let (lo, hi, step) = (lo.into(), hi.into(), step.into());
        let n = inits.len();
        let mut out = Vec::new();
        self.wrap(|| {
            let b = self.unify(&[lo, hi, step])?;
            let it = self.ty(b[0]);
            if !it.is_scalar() || !matches!(it.dtype(), Some(DType::I32 | DType::I64)) {
                return Err(format!("loop bounds must be scalar i32 or i64, found {it}"));
            }
            let tys: Vec<Type> = std::iter::once(it).chain(inits.iter().map(|t| t.ty())).collect();
            let region = self.st.borrow_mut().k.add_region(&tys);
            let params: Vec<Tv<'s>> = self.st.borrow().k.regions[region].params.iter().map(|&p| self.tv(p)).collect();
            let yields = self.with_region(region, || {
                let ys = body(params[0], &params[1..]);
                if !self.failed() {
                    let vals: Vec<Value> = ys.iter().map(|t| t.v).collect();
                    self.push_void(Op::Yield, &vals);
                }
                ys
            });
            if self.failed() {
                return Err(String::new());
            }
            if yields.len() != n {
                return Err(format!("the loop body returned {} values for {n} carried values", yields.len()));
            }
            for (i, (y, init)) in yields.iter().zip(inits).enumerate() {
                if y.ty() != init.ty() {
                    return Err(format!("carried value {i} starts as {} but the body returns {}", init.ty(), y.ty()));
                }
            }
            let mut args = b.clone();
            args.extend(inits.iter().map(|t| t.v));
            let tys: Vec<Type> = inits.iter().map(|t| t.ty()).collect();
            let mut st = self.st.borrow_mut();
            let r = *st.cur.last().expect("region stack is never empty");
            let i = st.k.push_inst(r, Op::For, &args, &tys, &[region]);
            out = st.k.insts[i].results.iter().map(|&v| self.tv(v)).collect();
            Ok(self.tv(b[0]))
        });
        if out.len() != n {
            return (0..n).map(|_| self.poison()).collect();
        }
        out
    }

    /// `if cond { then() } else { otherwise() }`, each arm returning the results (the same
    /// number and types in both arms).
    #[track_caller]
    pub fn if_else<'s>(
        &'s self,
        cond: Tv<'s>,
        then: impl FnOnce() -> Vec<Tv<'s>>,
        otherwise: impl FnOnce() -> Vec<Tv<'s>>,
    ) -> Vec<Tv<'s>> {
        let mut out = Vec::new();
        self.wrap(|| {
            if cond.ty() != Type::I1 {
                return Err(format!("if needs a scalar i1 condition, found {}", cond.ty()));
            }
            let arm = |f: Box<dyn FnOnce() -> Vec<Tv<'s>> + '_>| {
                let r = self.st.borrow_mut().k.add_region(&[]);
                let ys = self.with_region(r, || {
                    let ys = f();
                    if !self.failed() {
                        let vals: Vec<Value> = ys.iter().map(|t| t.v).collect();
                        self.push_void(Op::Yield, &vals);
                    }
                    ys
                });
                (r, ys)
            };
            let (rt, yt) = arm(Box::new(then));
            let (re, ye) = arm(Box::new(otherwise));
            if self.failed() {
                return Err(String::new());
            }
            let tt: Vec<Type> = yt.iter().map(|t| t.ty()).collect();
            let te: Vec<Type> = ye.iter().map(|t| t.ty()).collect();
            if tt != te {
                let show = |t: &[Type]| t.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(", ");
                return Err(format!("if arms return different types: ({}) and ({})", show(&tt), show(&te)));
            }
            let mut st = self.st.borrow_mut();
            let r = *st.cur.last().expect("region stack is never empty");
            let i = st.k.push_inst(r, Op::If, &[cond.v], &tt, &[rt, re]);
            out = st.k.insts[i].results.iter().map(|&v| self.tv(v)).collect();
            Ok(cond)
        });
        out
    }

    /// `if cond { then() }` with no results.
    #[track_caller]
    pub fn if_then<'s>(&'s self, cond: Tv<'s>, then: impl FnOnce()) {
        self.if_else(
            cond,
            || {
                then();
                vec![]
            },
            Vec::new,
        );
    }
}
