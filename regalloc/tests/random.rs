//! Property tests: random toy programs (straight-line, and nests of diamonds and counted loops
//! with block parameters, critical edges and branches with both edges to one block), allocated
//! with small register files and the checker on, must compute what they compute over virtual
//! registers.

mod toy;

use proptest::prelude::*;
use tessera_isel::vcode::{Term, VReg};
use toy::{check, Builder, Class, Toy, CLASSES};

#[derive(Clone, Debug)]
struct Op {
    kind: u8,
    class: usize,
    a: usize,
    b: usize,
    k: u64,
}

#[derive(Clone, Debug)]
enum Region {
    Ops(Vec<Op>),
    /// `shape` 0: then and else blocks; 1: no else block, so a critical edge to the join;
    /// 2: both edges straight to the join.
    Diamond {
        cond: (usize, usize),
        shape: u8,
        then: Vec<Region>,
        otherwise: Vec<Region>,
        join: Vec<(usize, usize)>,
    },
    /// A counted do-while loop carrying values; `flip` swaps the branch's edges.
    Loop {
        trips: u64,
        carried: Vec<usize>,
        body: Vec<Region>,
        back: Vec<usize>,
        exit: Vec<usize>,
        flip: bool,
    },
}

#[derive(Clone, Debug)]
struct Spec {
    regs: [u8; 3],
    fixed: Vec<(usize, u8)>,
    body: Vec<Region>,
    outs: Vec<usize>,
}

struct Gen {
    b: Builder,
    regs: [u8; 3],
}

fn pick(pool: &[VReg], i: usize) -> VReg {
    pool[i % pool.len()]
}

impl Gen {
    fn class(&self, v: VReg) -> Class {
        self.b.code.vregs[v]
    }
    /// A value of `class` from `pool` (which holds one of each class).
    fn pick_class(&self, pool: &[VReg], class: Class, i: usize) -> VReg {
        let of: Vec<VReg> = pool.iter().copied().filter(|&v| self.class(v) == class).collect();
        pick(&of, i)
    }

    fn ops(&mut self, pool: &mut Vec<VReg>, ops: &[Op]) {
        for op in ops {
            let class = CLASSES[op.class];
            let (a, b) = (pick(pool, op.a), pick(pool, op.b));
            let d = match op.kind {
                0 => self.b.konst(class, op.k),
                1 => self.b.op(Toy::Add, class, a, b),
                2 => self.b.op(Toy::Mul, class, a, b),
                3 => self.b.op(Toy::Lt, class, a, b),
                4 if self.regs[op.class] >= 3 => self.b.op(Toy::EarlyAdd, class, a, b),
                4 => self.b.op(Toy::Add, class, a, a),
                _ => {
                    self.b.out(a);
                    continue;
                }
            };
            pool.push(d);
        }
    }

    fn regions(&mut self, pool: &mut Vec<VReg>, regions: &[Region]) {
        for r in regions {
            self.region(pool, r);
        }
    }

    fn region(&mut self, pool: &mut Vec<VReg>, region: &Region) {
        match region {
            Region::Ops(ops) => self.ops(pool, ops),
            Region::Diamond { cond, shape, then, otherwise, join } => {
                let c = self.b.op(Toy::Lt, Class::S, pick(pool, cond.0), pick(pool, cond.1));
                let from = self.b.cur;
                let arm = |g: &mut Gen, regions: &[Region]| {
                    let (block, _) = g.b.block(&[]);
                    g.b.switch(block);
                    let mut p = pool.clone();
                    g.regions(&mut p, regions);
                    (block, g.b.cur, p)
                };
                let (t, t_end, t_pool) = arm(self, then);
                let (e, e_end, e_pool) = if *shape == 0 { arm(self, otherwise) } else { (from, from, pool.clone()) };
                let t_pool = if *shape == 2 { pool.clone() } else { t_pool };
                let t_args: Vec<VReg> = join.iter().map(|&(i, _)| pick(&t_pool, i)).collect();
                let e_args: Vec<VReg> =
                    join.iter().zip(&t_args).map(|(&(_, j), &v)| self.pick_class(&e_pool, self.class(v), j)).collect();
                let classes: Vec<Class> = t_args.iter().map(|&v| self.class(v)).collect();
                let (j, params) = self.b.block(&classes);
                let term = match shape {
                    0 => Term::Branch { cond: c, then: (t, vec![]), otherwise: (e, vec![]) },
                    1 => Term::Branch { cond: c, then: (t, vec![]), otherwise: (j, e_args.clone()) },
                    _ => Term::Branch { cond: c, then: (j, t_args.clone()), otherwise: (j, e_args.clone()) },
                };
                self.b.switch(from);
                self.b.term(term);
                if *shape != 2 {
                    self.b.switch(t_end);
                    self.b.term(Term::Jump(j, t_args));
                }
                if *shape == 0 {
                    self.b.switch(e_end);
                    self.b.term(Term::Jump(j, e_args));
                }
                self.b.switch(j);
                pool.extend(params);
            }
            Region::Loop { trips, carried, body, back, exit, flip } => {
                let zero = self.b.konst(Class::S, 0);
                let inits: Vec<VReg> = carried.iter().map(|&i| pick(pool, i)).collect();
                let mut classes = vec![Class::S];
                classes.extend(inits.iter().map(|&v| self.class(v)));
                let (h, params) = self.b.block(&classes);
                self.b.term(Term::Jump(h, [vec![zero], inits].concat()));
                self.b.switch(h);
                let mut p = pool.clone();
                p.extend(&params);
                self.regions(&mut p, body);
                let one = self.b.konst(Class::S, 1);
                let i2 = self.b.op(Toy::Add, Class::S, params[0], one);
                let back_args: Vec<VReg> = params[1..]
                    .iter()
                    .zip(back.iter().chain(std::iter::repeat(&0)))
                    .map(|(&q, &j)| self.pick_class(&p, self.class(q), j))
                    .collect();
                let exit_args: Vec<VReg> = exit.iter().map(|&j| pick(&p, j)).collect();
                let exit_classes: Vec<Class> = exit_args.iter().map(|&v| self.class(v)).collect();
                let (x, x_params) = self.b.block(&exit_classes);
                let again = (h, [vec![i2], back_args].concat());
                let out = (x, exit_args);
                let term = if *flip {
                    let last = self.b.konst(Class::S, trips - 1);
                    let done = self.b.op(Toy::Lt, Class::S, last, i2);
                    Term::Branch { cond: done, then: out, otherwise: again }
                } else {
                    let n = self.b.konst(Class::S, *trips);
                    let more = self.b.op(Toy::Lt, Class::S, i2, n);
                    Term::Branch { cond: more, then: again, otherwise: out }
                };
                self.b.term(term);
                self.b.switch(x);
                pool.extend(x_params);
            }
        }
    }
}

fn build(spec: &Spec) -> tessera_isel::vcode::VCode<Toy> {
    let mut g = Gen { b: Builder::new(), regs: spec.regs };
    let mut pool = vec![];
    let mut fixed: Vec<(VReg, u8)> = vec![];
    let mut taken = vec![];
    for &(c, r) in &spec.fixed {
        if r < spec.regs[c] && !taken.contains(&(c, r)) {
            taken.push((c, r));
            let v = g.b.code.new_vreg(CLASSES[c]);
            fixed.push((v, r));
            pool.push(v);
        }
    }
    if !fixed.is_empty() {
        g.b.push(Toy::Entry(fixed));
    }
    for (i, class) in CLASSES.into_iter().enumerate() {
        pool.push(g.b.konst(class, i as u64 + 2));
    }
    g.regions(&mut pool, &spec.body);
    for &i in &spec.outs {
        g.b.out(pick(&pool, i));
    }
    g.b.code
}

fn op() -> impl Strategy<Value = Op> {
    (0u8..6, 0usize..3, any::<usize>(), any::<usize>(), 0u64..1000).prop_map(|(kind, class, a, b, k)| Op {
        kind,
        class,
        a,
        b,
        k,
    })
}

fn region() -> impl Strategy<Value = Region> {
    let leaf = prop::collection::vec(op(), 0..8).prop_map(Region::Ops);
    leaf.prop_recursive(3, 24, 3, |inner| {
        let regions = prop::collection::vec(inner, 0..3);
        prop_oneof![
            (
                (any::<usize>(), any::<usize>()),
                0u8..3,
                regions.clone(),
                regions.clone(),
                prop::collection::vec((any::<usize>(), any::<usize>()), 0..4)
            )
                .prop_map(|(cond, shape, then, otherwise, join)| Region::Diamond {
                    cond,
                    shape,
                    then,
                    otherwise,
                    join
                }),
            (
                1u64..4,
                prop::collection::vec(any::<usize>(), 0..4),
                regions,
                prop::collection::vec(any::<usize>(), 0..4),
                prop::collection::vec(any::<usize>(), 0..4),
                any::<bool>()
            )
                .prop_map(|(trips, carried, body, back, exit, flip)| Region::Loop {
                    trips,
                    carried,
                    body,
                    back,
                    exit,
                    flip
                }),
        ]
    })
}

fn spec(body: impl Strategy<Value = Vec<Region>>) -> impl Strategy<Value = Spec> {
    (
        [2u8..6, 2u8..6, 2u8..6],
        prop::collection::vec((0usize..3, 0u8..6), 0..5),
        body,
        prop::collection::vec(any::<usize>(), 0..10),
    )
        .prop_map(|(regs, fixed, body, outs)| Spec { regs, fixed, body, outs })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2048, ..ProptestConfig::default() })]

    #[test]
    fn straight_line_programs(spec in spec(prop::collection::vec(op(), 0..60).prop_map(|ops| vec![Region::Ops(ops)]))) {
        check(&build(&spec), spec.regs);
    }

    #[test]
    fn control_flow_programs(spec in spec(prop::collection::vec(region(), 1..4))) {
        check(&build(&spec), spec.regs);
    }
}
