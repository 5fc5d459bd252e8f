//! Affine strides: the integer and pointer tiles whose elements are one unknown plus a
//! compile-time linear function of the element's index, `v[i] = v[0] + Σ_d s_d i_d`, and their
//! coefficients `s_d` (for pointers in bytes). A memory access then addresses every register of
//! a thread from the pointer of its first register plus constant offsets (`lower::memory`),
//! where it computed a pointer per register (per 16-byte run): the dQ reductions of attention's
//! backward, 8 to 16 pairs a thread from the accumulator's layout, each took a 64-bit multiply-add
//! and held its own address register.
//!
//! ```text
//!   const, splat, scalars   s = 0                   arange           s = 1
//!   a + b, a - b            s(a) ± s(b)             a * c, a << c    s(a) * c   (c a constant)
//!   expand_dims, broadcast  0 along the new or      trans            permuted
//!                           repeated dimensions
//!   ptradd(p, o)            s(p) + s(o) * bytes of the element
//!   anything else           unknown (a load, a region parameter, a division, a cast, ...)
//! ```
//!
//! The pointers of one tile are taken to differ by their offsets' exact differences: an i32
//! offset that wraps between two elements of one tile (an element 2^31 away from another) would
//! put the two 8 GB or more apart where the IR has them wrap; no valid access reaches both.

use cranelift_entity::SecondaryMap;
use smallvec::SmallVec;
use tessera_ir::kernel::Kernel;
use tessera_ir::op::{BinaryOp, Op};
use tessera_ir::{Const, Scalar, Value, ValueDef};

/// Per dimension, the step of a tile's value between neighbouring elements.
pub type Strides = SmallVec<[i64; 4]>;

/// The strides of every value that has them (`None`: not affine, or not known to be).
pub fn analyze(k: &Kernel) -> SecondaryMap<Value, Option<Strides>> {
    let mut out: SecondaryMap<Value, Option<Strides>> = SecondaryMap::new();
    let zeros = |rank: usize| -> Option<Strides> { Some(SmallVec::from_elem(0, rank)) };
    // Scalars (parameters, program ids, induction variables) are the same in every element.
    for p in &k.params {
        out[p.value] = zeros(0);
    }
    for inst in k.walk() {
        let d = &k.insts[inst];
        if let (Op::For, Some(&body)) = (&d.op, d.regions.first()) {
            out[k.regions[body].params[0]] = zeros(0);
        }
        let Some(&res) = d.results.first() else { continue };
        let rt = k.ty(res);
        let rank = rt.shape.rank();
        let s = |v: Value| out[v].clone();
        let r: Option<Strides> = match &d.op {
            _ if rt.is_scalar() => zeros(0).filter(|_| rt.scalar.is_int() || matches!(rt.scalar, Scalar::Ptr(_))),
            Op::Const(_) | Op::Splat => zeros(rank),
            Op::Arange { .. } => Some(SmallVec::from_elem(1, 1)),
            Op::Binary(op @ (BinaryOp::Add | BinaryOp::Sub)) if rt.scalar.is_int() => {
                let (a, b) = (s(d.args[0]), s(d.args[1]));
                let sign = if *op == BinaryOp::Add { 1 } else { -1 };
                a.zip(b).and_then(|(a, b)| a.iter().zip(&b).map(|(x, y)| x.checked_add(sign * y)).collect())
            }
            Op::Binary(BinaryOp::Mul) if rt.scalar.is_int() => {
                let scaled = |x: Value, c: Value| Some(times(&s(x)?, constant(k, c)?)?);
                scaled(d.args[0], d.args[1]).or_else(|| scaled(d.args[1], d.args[0]))
            }
            Op::Binary(BinaryOp::Shl) if rt.scalar.is_int() => {
                let c = constant(k, d.args[1]).filter(|c| (0..31).contains(c));
                c.and_then(|c| times(&s(d.args[0])?, 1 << c))
            }
            Op::ExpandDims(axis) => s(d.args[0]).map(|mut a| {
                a.insert(*axis as usize, 0);
                a
            }),
            Op::Broadcast => {
                let src = k.ty(d.args[0]).shape;
                s(d.args[0]).map(|a| {
                    let sd = src.dims();
                    // A dimension of 1 repeated: no step along it.
                    a.iter().zip(sd).map(|(&x, &n)| if n == 1 { 0 } else { x }).collect()
                })
            }
            Op::Trans(perm) => s(d.args[0]).map(|a| perm.iter().map(|&p| a[p as usize]).collect()),
            Op::PtrAdd => {
                let eb = match rt.scalar {
                    Scalar::Ptr(e) => e.bytes() as i64,
                    _ => 1,
                };
                let (p, o) = (s(d.args[0]), s(d.args[1]));
                p.zip(o).and_then(|(p, o)| p.iter().zip(&o).map(|(x, y)| x.checked_add(y.checked_mul(eb)?)).collect())
            }
            _ => None,
        };
        out[res] = r.filter(|v| v.len() == rank);
    }
    out
}

fn times(a: &Strides, c: i64) -> Option<Strides> {
    a.iter().map(|x| x.checked_mul(c)).collect()
}

/// The value of `v` where it is an integer constant (through splats, broadcasts and
/// expand_dims).
fn constant(k: &Kernel, v: Value) -> Option<i64> {
    let mut v = v;
    loop {
        let ValueDef::Result(i, 0) = k.values[v].def else { return None };
        let d = &k.insts[i];
        match &d.op {
            Op::Splat | Op::Broadcast | Op::ExpandDims(_) => v = d.args[0],
            Op::Const(bits) => {
                let t = k.ty(v).dtype().filter(|t| t.is_int())?;
                return Some(Const::from_bits(t, *bits).as_i64());
            }
            _ => return None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::analyze;
    use tessera_ir::text::parse_kernel;

    #[test]
    fn row_major_offsets_and_pointers_have_their_strides() {
        let k = parse_kernel(
            "kernel @k(%p: ptr<f32>, %n: i32) {
              %r = arange 0, 4 : tile<4xi32>
              %c = arange 0, 8 : tile<8xi32>
              %r2 = expand_dims %r, axis 1 : tile<4x1xi32>
              %w = const 64 : tile<4x1xi32>
              %rw = mul %r2, %w : tile<4x1xi32>
              %c2 = expand_dims %c, axis 0 : tile<1x8xi32>
              %a = broadcast %rw : tile<4x8xi32>
              %b = broadcast %c2 : tile<4x8xi32>
              %o = add %a, %b : tile<4x8xi32>
              %ns = splat %n : tile<4x8xi32>
              %o2 = add %o, %ns : tile<4x8xi32>
              %ps = splat %p : tile<4x8xptr<f32>>
              %q = ptradd %ps, %o2 : tile<4x8xptr<f32>>
              %t = trans %q, perm [1, 0] : tile<8x4xptr<f32>>
              %nn = mul %o, %ns : tile<4x8xi32>
              %z = const 0.0 : tile<4x8xf32>
              store %q, %z
            }",
        )
        .unwrap();
        let s = analyze(&k);
        let named = |n: &str| k.values.keys().find(|&v| k.names[v] == n).unwrap();
        assert_eq!(s[named("o2")].as_deref(), Some(&[64, 1][..]));
        assert_eq!(s[named("q")].as_deref(), Some(&[256, 4][..]));
        assert_eq!(s[named("t")].as_deref(), Some(&[4, 256][..]));
        // Times a value not known at compile time: not affine with constant strides.
        assert_eq!(s[named("nn")], None);
    }
}
