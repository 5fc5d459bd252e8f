//! Hand-written toy programs: each is allocated with regalloc2's checker on, then run over
//! physical registers and compared with a run over virtual registers.

mod toy;

use regalloc2::RegClass;
use tessera_isel::vcode::Term;
use tessera_regalloc::{phys, ATerm, AllocError, Item};
use toy::{check, try_alloc, Builder, Class, Toy};

#[test]
fn straight_line() {
    let mut b = Builder::new();
    let x = b.konst(Class::S, 3);
    let y = b.konst(Class::S, 4);
    let s = b.op(Toy::Add, Class::S, x, y);
    let p = b.op(Toy::Mul, Class::V, s, x);
    let w = b.op(Toy::Add, Class::W, p, y);
    b.out(s);
    b.out(p);
    b.out(w);
    let a = check(&b.code, [8, 8, 8]);
    assert_eq!(a.blocks.len(), 1);
    assert_eq!((a.stats.spills, a.stats.reloads), (0, 0));
    assert_eq!(toy::run_vcode(&b.code), vec![7, 21, 25]);
}

#[test]
fn same_vreg_used_twice() {
    let mut b = Builder::new();
    let x = b.konst(Class::V, 5);
    let d = b.op(Toy::Add, Class::V, x, x);
    let e = b.op(Toy::Mul, Class::V, d, d);
    b.out(e);
    check(&b.code, [1, 1, 1]);
}

#[test]
fn early_def_shares_no_register_with_uses() {
    let mut b = Builder::new();
    let x = b.konst(Class::S, 5);
    let y = b.konst(Class::S, 9);
    let d = b.op(Toy::EarlyAdd, Class::S, x, y);
    b.out(d);
    let a = check(&b.code, [3, 3, 3]);
    let Item::Inst(Toy::EarlyAdd(d, x, y)) =
        a.blocks[0].items.iter().find(|i| matches!(i, Item::Inst(Toy::EarlyAdd(..)))).unwrap()
    else {
        unreachable!()
    };
    assert_ne!(phys(*d), phys(*x));
    assert_ne!(phys(*d), phys(*y));
}

#[test]
fn dead_defs() {
    let mut b = Builder::new();
    let x = b.konst(Class::S, 5);
    b.konst(Class::S, 6);
    b.op(Toy::EarlyAdd, Class::W, x, x);
    b.out(x);
    check(&b.code, [1, 1, 1]);
}

/// sum = 0; for i in 0..10 { sum += i * k }, with the loop's back edge a critical edge.
fn sum_loop(b: &mut Builder) {
    let k = b.konst(Class::W, 3);
    let zero = b.konst(Class::S, 0);
    let zero_v = b.konst(Class::V, 0);
    let ten = b.konst(Class::S, 10);
    let one = b.konst(Class::S, 1);
    let (header, p) = b.block(&[Class::S, Class::V]);
    let (exit, q) = b.block(&[Class::V]);
    b.term(Term::Jump(header, vec![zero, zero_v]));
    b.switch(header);
    let ik = b.op(Toy::Mul, Class::V, p[0], k);
    let sum = b.op(Toy::Add, Class::V, p[1], ik);
    let i2 = b.op(Toy::Add, Class::S, p[0], one);
    let c = b.op(Toy::Lt, Class::S, i2, ten);
    b.term(Term::Branch { cond: c, then: (header, vec![i2, sum]), otherwise: (exit, vec![sum]) });
    b.switch(exit);
    b.out(q[0]);
    b.out(k);
}

#[test]
fn loop_with_block_params() {
    let mut b = Builder::new();
    sum_loop(&mut b);
    assert_eq!(toy::run_vcode(&b.code), vec![135, 3]);
    check(&b.code, [4, 4, 4]);
    check(&b.code, [2, 2, 1]);
}

#[test]
fn diamond() {
    for k in [1, 7] {
        let mut b = Builder::new();
        let x = b.konst(Class::S, k);
        let five = b.konst(Class::S, 5);
        let c = b.op(Toy::Lt, Class::S, x, five);
        let (then, _) = b.block(&[]);
        let (otherwise, _) = b.block(&[]);
        let (join, p) = b.block(&[Class::V, Class::S]);
        b.term(Term::Branch { cond: c, then: (then, vec![]), otherwise: (otherwise, vec![]) });
        b.switch(then);
        let t = b.op(Toy::Add, Class::V, x, x);
        b.term(Term::Jump(join, vec![t, x]));
        b.switch(otherwise);
        let o = b.op(Toy::Mul, Class::V, x, five);
        b.term(Term::Jump(join, vec![o, five]));
        b.switch(join);
        let r = b.op(Toy::Add, Class::V, p[0], p[1]);
        b.out(r);
        let a = check(&b.code, [2, 2, 2]);
        assert_eq!(a.blocks.len(), 4, "no edge blocks needed:\n{a}");
    }
}

#[test]
fn critical_edges() {
    // entry: br c, mid(x), join(y); mid(m): jump join(m + 1); join(j): out j
    for k in [0, 1] {
        let mut b = Builder::new();
        let c = b.konst(Class::S, k);
        let x = b.konst(Class::V, 10);
        let y = b.konst(Class::V, 20);
        let (mid, m) = b.block(&[Class::V]);
        let (join, j) = b.block(&[Class::V]);
        b.term(Term::Branch { cond: c, then: (mid, vec![x]), otherwise: (join, vec![y]) });
        b.switch(mid);
        let m1 = b.op(Toy::Add, Class::V, m[0], c);
        b.term(Term::Jump(join, vec![m1]));
        b.switch(join);
        b.out(j[0]);
        b.out(x);
        b.out(y);
        check(&b.code, [1, 2, 1]);
    }
}

#[test]
fn branch_with_both_edges_to_one_block() {
    for k in [0, 1] {
        let mut b = Builder::new();
        let c = b.konst(Class::S, k);
        let x = b.konst(Class::V, 10);
        let y = b.konst(Class::V, 20);
        let (join, j) = b.block(&[Class::V, Class::V]);
        b.term(Term::Branch { cond: c, then: (join, vec![x, y]), otherwise: (join, vec![y, x]) });
        b.switch(join);
        let d = b.op(Toy::Lt, Class::V, j[0], j[1]);
        b.out(d);
        let a = check(&b.code, [1, 2, 1]);
        let ATerm::Branch { then, otherwise, .. } = a.blocks[0].term else { panic!("{a}") };
        assert_ne!(then, otherwise, "the two edges need different moves:\n{a}");
    }
}

#[test]
fn spills_when_values_outnumber_registers() {
    for class in toy::CLASSES {
        let mut b = Builder::new();
        let vals: Vec<_> = (0..10).map(|k| b.konst(class, k * 11 + 1)).collect();
        let mut acc = b.konst(class, 0);
        for &v in vals.iter().rev() {
            acc = b.op(Toy::Add, class, acc, v);
            b.out(acc);
        }
        for &v in &vals {
            b.out(v);
        }
        let a = check(&b.code, [2, 2, 2]);
        assert!(a.stats.spills > 0 && a.stats.reloads > 0, "{:?}\n{a}", a.stats);
        assert!(a.spill_slots > 0);
        if class == Class::W {
            assert_eq!(a.spill_slots % 2, 0);
        }
    }
}

#[test]
fn fixed_defs() {
    let mut b = Builder::new();
    let s0 = b.code.new_vreg(Class::S);
    let s1 = b.code.new_vreg(Class::S);
    let v0 = b.code.new_vreg(Class::V);
    let dead = b.code.new_vreg(Class::W);
    b.push(Toy::Entry(vec![(s1, 1), (s0, 0), (v0, 0), (dead, 1)]));
    // Pressure right away: the fixed registers must be given up.
    let vals: Vec<_> = (0..4).map(|k| b.konst(Class::S, k)).collect();
    let mut acc = b.op(Toy::Add, Class::S, s0, v0);
    for &v in &vals {
        acc = b.op(Toy::Add, Class::S, acc, v);
    }
    let r = b.op(Toy::Mul, Class::V, acc, s1);
    b.out(r);
    for &v in &vals {
        b.out(v);
    }
    let expected = toy::run_vcode(&b.code);
    assert_eq!(expected[0], (0x1000 + 0x2000 + 6) * 0x1001);
    let a = check(&b.code, [2, 1, 2]);
    assert!(a.stats.spills > 0);
    check(&b.code, [8, 8, 8]);
}

/// Register tuples through fixed defs and uses: parts stay in their registers where nothing
/// else wants them, and are moved out and back where a later tuple or pressure does.
#[test]
fn register_tuples() {
    for early in [false, true] {
        let mut b = Builder::new();
        let t1: Vec<_> = (0..4).map(|n| (b.code.new_vreg(Class::V), 4 + n)).collect();
        b.push(Toy::TupleDef(t1.clone(), 10, early));
        // A second tuple in the same registers while the first is live: the first moves.
        let t2: Vec<_> = (0..4).map(|n| (b.code.new_vreg(Class::V), 4 + n)).collect();
        b.push(Toy::TupleDef(t2.clone(), 20, early));
        let sums: Vec<_> = (0..4).map(|i| (b.op(Toy::Add, Class::V, t1[i].0, t2[i].0), 4 + i as u8)).collect();
        b.push(Toy::TupleOut(sums.clone()));
        // The same value in two parts, and parts in other registers than they were defined in.
        b.push(Toy::TupleOut(vec![(t1[0].0, 0), (t1[0].0, 1), (t2[3].0, 2), (sums[1].0, 3)]));
        b.push(Toy::TupleOut(t1.clone()));
        assert_eq!(toy::run_vcode(&b.code), [30, 32, 34, 36, 10, 10, 23, 32, 10, 11, 12, 13]);
        let a = check(&b.code, [8, 8, 8]);
        assert!(a.stats.moves > 0, "{a}");
        // Under pressure: values spill and come back into the fixed registers.
        check(&b.code, [2, 8, 2]);
    }
    // Unconflicted tuples need no moves.
    let mut b = Builder::new();
    let t: Vec<_> = (0..4).map(|n| (b.code.new_vreg(Class::W), 2 * n)).collect();
    b.push(Toy::TupleDef(t.clone(), 1, false));
    let d: Vec<_> = t.iter().map(|&(v, n)| (b.op(Toy::Add, Class::W, v, v), n)).collect();
    b.push(Toy::TupleOut(d));
    let a = check(&b.code, [8, 8, 8]);
    assert_eq!(a.stats.moves, 0, "{a}");
}

#[test]
fn unreachable_blocks_are_dropped() {
    let mut b = Builder::new();
    let x = b.konst(Class::S, 1);
    b.out(x);
    let (dead, _) = b.block(&[]);
    b.switch(dead);
    b.out(x);
    let a = check(&b.code, [1, 1, 1]);
    assert_eq!(a.blocks.len(), 1);
}

#[test]
fn loop_back_to_entry_allocates() {
    let mut b = Builder::new();
    let x = b.konst(Class::S, 1);
    let (exit, _) = b.block(&[]);
    b.term(Term::Branch { cond: x, then: (b.code.entry, vec![]), otherwise: (exit, vec![]) });
    let a = try_alloc(&b.code, [1, 1, 1]).unwrap();
    assert_eq!(a.blocks[0].label, b.code.entry.as_u32());
}

#[test]
fn reports_errors() {
    let err = |b: &Builder, regs: [u8; 3]| try_alloc(&b.code, regs).map(|_| ()).unwrap_err();

    // Defined twice.
    let mut b = Builder::new();
    let x = b.konst(Class::S, 1);
    b.push(Toy::Const(x, 2));
    assert!(matches!(err(&b, [4; 3]), AllocError::NotSsa { vreg, .. } if vreg == x), "{}", err(&b, [4; 3]));

    // Used before defined, and used where its definition does not dominate.
    let mut b = Builder::new();
    let y = b.code.new_vreg(Class::S);
    b.out(y);
    b.push(Toy::Const(y, 2));
    assert!(matches!(err(&b, [4; 3]), AllocError::NotSsa { .. }));
    let mut b = Builder::new();
    let c = b.konst(Class::S, 1);
    let (l, _) = b.block(&[]);
    let (r, _) = b.block(&[]);
    b.term(Term::Branch { cond: c, then: (l, vec![]), otherwise: (r, vec![]) });
    b.switch(l);
    let z = b.konst(Class::S, 1);
    b.term(Term::Jump(r, vec![]));
    b.switch(r);
    b.out(z);
    assert!(matches!(err(&b, [4; 3]), AllocError::NotSsa { .. }));

    // A block argument never defined.
    let mut b = Builder::new();
    let (next, _) = b.block(&[Class::S]);
    let undefined = b.code.new_vreg(Class::S);
    b.term(Term::Jump(next, vec![undefined]));
    assert!(matches!(err(&b, [4; 3]), AllocError::LiveIn));

    // Argument count and class, a missing block, a missing register, entry parameters.
    let mut b = Builder::new();
    let x = b.konst(Class::S, 1);
    let (next, _) = b.block(&[Class::S]);
    b.term(Term::Jump(next, vec![]));
    assert!(err(&b, [4; 3]).to_string().contains("passes 0 arguments"));
    b.term(Term::Jump(next, vec![x, x]));
    assert!(matches!(err(&b, [4; 3]), AllocError::Malformed(_)));
    let v = b.konst(Class::V, 1);
    b.term(Term::Jump(next, vec![v]));
    assert!(err(&b, [4; 3]).to_string().contains("of another class"));
    b.term(Term::Jump(tessera_isel::vcode::Block::from_u32(9), vec![]));
    assert!(err(&b, [4; 3]).to_string().contains("does not exist"));
    b.term(Term::Return);
    b.out(tessera_isel::vcode::VReg::from_u32(99));
    assert!(err(&b, [4; 3]).to_string().contains("not a register"));
    let mut b = Builder::new();
    let p = b.code.new_vreg(Class::S);
    b.code.blocks[b.code.entry].params.push(p);
    assert!(err(&b, [4; 3]).to_string().contains("has parameters"));

    // Register file: too big, an empty class in use, too many operands at once.
    let mut b = Builder::new();
    let x = b.konst(Class::S, 1);
    let y = b.konst(Class::S, 2);
    b.op(Toy::EarlyAdd, Class::S, x, y);
    assert!(matches!(err(&b, [65, 1, 1]), AllocError::Malformed(_)));
    assert!(err(&b, [0, 1, 1]).to_string().contains("no allocatable registers"));
    assert!(err(&b, [2, 1, 1]).to_string().contains("needs 3 Int registers"), "{}", err(&b, [2, 1, 1]));
    assert!(try_alloc(&b.code, [3, 0, 0]).is_ok());

    // Fixed registers: out of the file, or two defs in one.
    let mut b = Builder::new();
    let (s0, s1) = (b.code.new_vreg(Class::S), b.code.new_vreg(Class::S));
    b.push(Toy::Entry(vec![(s0, 2), (s1, 0)]));
    assert!(err(&b, [2, 1, 1]).to_string().contains("fixed to Int register 2"));
    assert!(try_alloc(&b.code, [3, 1, 1]).is_ok());
    b.code.blocks[b.code.entry].insts[0] = Toy::Entry(vec![(s0, 1), (s1, 1)]);
    assert!(err(&b, [3, 1, 1]).to_string().contains("two operands are fixed"));
}

#[test]
fn stats_track_the_highest_register() {
    let mut b = Builder::new();
    let s = b.code.new_vreg(Class::S);
    b.push(Toy::Entry(vec![(s, 5)]));
    b.out(s);
    let a = check(&b.code, [8, 8, 8]);
    assert_eq!(a.stats.max_reg, [Some(5), None, None]);
    assert_eq!(
        phys(match &a.blocks[0].items[0] {
            Item::Inst(Toy::Entry(d)) => d[0].0,
            i => panic!("{i:?}"),
        }),
        (RegClass::Int, 5)
    );
}
