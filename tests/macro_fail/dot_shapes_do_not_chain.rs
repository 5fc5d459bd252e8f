use tessera::dsl::*;

#[tessera::kernel]
fn scores<const BM: i32, const BN: i32, const D: i32>(q: Ptr<f16>, k: Ptr<f16>, out: Ptr<f32>) {
    let rm = arange(0, BM);
    let rn = arange(0, BN);
    let rd = arange(0, D);
    let qb = load(q + rm.col() * D + rd.row());
    let kb = load(k + rn.col() * D + rd.row());
    let s = dot(qb, kb, zeros::<f32>([BM, BN]));
    store(out + rm.col() * BN + rn.row(), s);
}

fn main() {}
